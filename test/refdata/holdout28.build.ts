// Twenty-eighth independent refdata holdout: writes test/refdata/holdout28-set.json (a broad catalog snapshot of spring
// 2030, March to May: US and world politics, the Fed and other central banks, prints, indices and stocks, crypto,
// commodities, FX, weather, NBA/NHL playoffs, MLB, golf, tennis, European football, F1, fights, awards, box office,
// music, tech/AI and space, in roughly a real venue's proportions).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout28.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn, slug and the HoldoutRow/Mx types), lines 1–80 of
// test/refdata/holdout23.build.ts (its header: the labelling rules below are adopted from it verbatim, and the helper
// usage) and the last 45 lines of test/refdata/holdout23.build.ts (how the JSON is written out).
// Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set, build file or test
// in test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
//
// Labelling rules (what the labels assert):
// - One real-world event = one question about one observation: one measure (headline/core, MoM/YoY, deliveries/
//   production, 3-day/5-day weekend), one period, one estimate (advance vs second GDP), one observation kind (value at a
//   time vs reached at any time; "on" a date vs "by" a date), one place, one asset, one office and one counting rule.
//   Listings that differ on any of these are different events (split with `groups`, or put in separate cases).
// - The same nominal observation (same asset, same instant) priced off a different source or fixing (CF Benchmarks vs
//   an exchange candle, COMEX settle vs LBMA PM, Box Office Mojo vs The Numbers), different weather stations of one
//   city, and Fed cuts counted by meetings vs by 25 bp steps are ONE event with the outcomes matched but `fungible`
//   false on that pair (nf()). Instants hours apart (12:00 ET vs 17:00 ET) and different deadlines are different events.
//   Different poll aggregators (RealClearPolitics vs Silver Bulletin) are different statistics, so different events.
// - Same `t` = same outcome on the YES side. "Above 2.8%" and "2.9% or higher" are one outcome for a statistic published
//   to one decimal; "Above 3.0%" and "3.0% or higher" are not. For continuously traded prices "above X" and "X or more"
//   are one outcome. Above vs below (or "Democrats win" vs "Republicans win" in a two-party race) on the same
//   observation is the same event with different `t` (the YES sides are complements).
// - A categorical market on one venue and a set of binary markets on another are the same event when their buckets
//   coincide; buckets that do not coincide get their own `t`.
// - Deadlines: "by June 30" and "in 2027" are different events; "by Dec 31, 2027" and "in 2027"/"before 2028" are one.
// Ids: beta event ids 360001+, gamma ids 30001+, alpha tickers dated 2030; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, type Mx, holdoutKit } from './evalset.emit.ts';

type Cat = 'politics' | 'world' | 'central_banks' | 'economics' | 'markets' | 'crypto' | 'commodities' | 'fx' | 'weather' | 'sports' | 'culture' | 'tech';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round';

const { addCase, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(360000, 30000);
/** A two-sided game: beta outcomes named by team. */
const team2 = (a: string, b: string): Mx => ({ outcomes: yn(a, b) });

const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/news.release/empsit.nr0.htm';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const SPX = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NWS = 'National Weather Service https://www.weather.gov/wrh/climate';

// ───────────────────────────── US POLITICS ─────────────────────────────

{ // Texas Governor Republican primary, March 5, 2030 (most votes, runoff ignored) — candidate list on three venues.
  const TX = 'The candidate who receives the most votes in the March 5, 2030 Texas Republican primary for Governor, per the Texas Secretary of State. A runoff, if required, is not considered.';
  addCase('politics', { name: 'tx-gov-gop-primary-2030', events: [
    A('KXTXGOVR-30MAR05', 'Texas Governor Republican primary: most votes', 'Politics', z('2030-03-06', '05:00'), [['ABBO', 'Greg Abbott', 'abbott'], ['MILL', 'Sid Miller', 'miller'], ['OTH', 'Another candidate', 'other']],
      { rules: TX, sources: ['Texas Secretary of State https://www.sos.state.tx.us/elections/'] }),
    B('Texas Governor GOP Primary Winner (most votes)', 'Politics', z('2030-03-06', '05:00'), [['tx-gov-gop-primary-abbott', 'Greg Abbott', 'abbott'], ['tx-gov-gop-primary-miller', 'Sid Miller', 'miller']],
      { rules: TX }),
    G('Who will get the most votes in the 2030 Texas Republican gubernatorial primary?', z('2030-03-06', '05:00'), [['Greg Abbott', 'abbott'], ['Sid Miller', 'miller'], ['Other', 'other']]),
  ] });
}
{ // Texas Senate Democratic nominee 2030 (runoff included) — same primary date, different office (beta only).
  addCase('politics', { name: 'tx-sen-dem-primary-2030', events: [
    B('Texas Senate Democratic Primary Winner 2030', 'Politics', z('2030-03-06', '05:00'), [['tx-senate-dem-primary-2030-colin-allred', 'Colin Allred', 'allred'], ['tx-senate-dem-primary-2030-jasmine-crockett', 'Jasmine Crockett', 'crockett']],
      { rules: 'Resolves to the Democratic nominee for U.S. Senate in Texas in 2030, including the May 26, 2030 runoff if one is required.' }),
  ] }, ['office']);
}
{ // Illinois Senate Democratic primary, March 19, 2030 — nominee (alpha) vs most votes (gamma): same in IL (no runoff).
  addCase('politics', { name: 'il-gov-dem-primary-2030', events: [
    A('KXILGOVD-30MAR19', 'Illinois Governor Democratic nominee', 'Politics', z('2030-03-20', '05:00'), [['PRIT', 'JB Pritzker', 'pritzker'], ['STRA', 'Juliana Stratton', 'stratton']],
      { rules: 'Resolves to the winner of the March 19, 2030 Illinois Democratic primary for Governor as certified by the Illinois State Board of Elections.' }),
    G('Illinois Democratic primary for governor (Mar 19, 2030): winner', z('2030-03-20', '05:00'), [['Pritzker', 'pritzker'], ['Stratton', 'stratton']]),
    U('illinois-governor-democratic-primary-2030', 'Illinois Democratic Governor Primary', 'Politics', z('2030-03-20', '05:00'), [['il-gov-dem-primary-2030-pritzker', 'JB Pritzker', 'pritzker'], ['il-gov-dem-primary-2030-stratton', 'Juliana Stratton', 'stratton']]),
  ] });
}
{ // Georgia Governor Republican nominee 2030, runoff included (alpha, beta).
  addCase('politics', { name: 'ga-gov-gop-primary-2030', events: [
    A('KXGAGOVR-30MAY21', 'Georgia Governor Republican primary winner (incl. runoff)', 'Politics', z('2030-06-19', '04:00'), [['JONE', 'Burt Jones', 'jones'], ['RAFF', 'Brad Raffensperger', 'raff'], ['CARR', 'Chris Carr', 'carr']],
      { rules: 'Resolves to the Republican nominee for Governor of Georgia in 2030, including the June 18 runoff if one is held, per the Georgia Secretary of State.' }),
    B('Georgia Republican Gubernatorial Nominee 2030', 'Politics', z('2030-06-19', '04:00'), [['ga-gov-gop-nominee-2030-burt-jones', 'Burt Jones', 'jones'], ['ga-gov-gop-nominee-2030-brad-raffensperger', 'Brad Raffensperger', 'raff'], ['ga-gov-gop-nominee-2030-chris-carr', 'Chris Carr', 'carr']],
      { rules: 'This market resolves to the candidate who becomes the Republican nominee for Governor of Georgia in 2030 (after any runoff).' }),
  ] });
}
{ // Georgia: "most votes in the May 21 first round" (gamma) is a different event from nominee-after-runoff — round negative.
  addCase('politics', { name: 'ga-gov-gop-first-round-2030', events: [
    G('Georgia GOP governor primary, May 21 2030: who finishes first in the first round?', z('2030-05-22', '04:00'), [['Burt Jones', 'jones1'], ['Brad Raffensperger', 'raff1'], ['Chris Carr', 'carr1']]),
  ] }, ['round']);
}
{ // Trump approval (RCP average) on April 30, 2030 — alpha and beta thresholds; Silver Bulletin (gamma) is a different statistic.
  addCase('politics', { name: 'approval-rcp-apr-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXAPRPOTUS-30APR30', 'Presidential approval on Apr 30, 2030 (RCP)', 'Politics', z('2030-04-30', '23:59'), [['T42', 'Above 42.0%', 'rcp42'], ['T44', 'Above 44.0%', 'rcp44'], ['T46', 'Above 46.0%', 'rcp46']],
      { rules: 'Resolves per the RealClearPolitics average of presidential job approval as displayed at 11:59 PM ET on April 30, 2030.', sources: ['RealClearPolling https://www.realclearpolling.com/polls/approval'] }),
    B('Presidential approval rating on April 30? (RCP)', 'Politics', z('2030-04-30', '23:59'), [['rcp-approval-april-30-2030-above-42', '>42.0%', 'rcp42'], ['rcp-approval-april-30-2030-above-44', '>44.0%', 'rcp44'], ['rcp-approval-april-30-2030-above-46', '>46.0%', 'rcp46']],
      { rules: 'Resolves according to the RealClearPolitics presidential approval average at 11:59 PM ET on April 30, 2030.' }),
    G1('President approval above 44% on 30 April 2030 (Silver Bulletin)?', z('2030-04-30', '23:59'), 'sb44', { rules: 'Resolves per the Silver Bulletin approval average on April 30, 2030.' }),
  ] }, ['source']);
}
{ // Generic ballot, Democrats lead by 5+ on May 31 (beta, beta_us).
  addCase('politics', { name: 'generic-ballot-may-2030', events: [
    B1('Democrats lead generic ballot by 5+ on May 31?', 'Politics', z('2030-05-31'), 'gb5', { rules: 'Resolves Yes if the RealClearPolitics 2030 generic congressional vote average shows Democrats ahead by 5.0 points or more at 11:59 PM ET on May 31, 2030.' }),
    U1('democrats-lead-generic-ballot-5-may-31-2030', 'Dems +5 or more on generic ballot, May 31', 'Politics', z('2030-05-31'), 'gb5'),
  ] });
}
{ // Cabinet: Secretary of Defense out by April 30 (alpha) vs by June 30 (beta) — deadline negative.
  addCase('politics', { name: 'secdef-out-apr-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXSECDEFOUT-30APR30', 'Will the Secretary of Defense leave office before May 2030?', 'Politics', z('2030-04-30'), 'Y', 'Before May 1, 2030', 'sdapr'),
    G1('Defense Secretary out by April 30, 2030?', z('2030-04-30'), 'sdapr'),
    B1('Secretary of Defense out by June 30, 2030?', 'Politics', z('2030-06-30'), 'sdjun'),
  ] }, ['deadline']);
}
{ // Congress: farm bill signed into law by May 31, 2030.
  addCase('politics', { name: 'farm-bill-may-2030', events: [
    A1('KXFARMBILL-30MAY31', 'Farm bill becomes law before June 2030?', 'Politics', z('2030-05-31'), 'Y', 'Signed by May 31', 'farm'),
    B1('Farm Bill signed into law by May 31, 2030?', 'Politics', z('2030-05-31'), 'farm'),
  ] });
}
{ // Farm bill passes the House (not signed) — measure negative (gamma only).
  addCase('politics', { name: 'farm-bill-house-2030', events: [G1('Will the House pass the 2030 farm bill by May 31?', z('2030-05-31'), 'farmhouse')] }, ['measure']);
}
{ // Government shutdown begins by March 15, 2030 — alpha, beta, beta_us; beta_us phrased as "avoid", inverted.
  addCase('politics', { name: 'shutdown-mar-2030', events: [
    A1('KXGOVSHUT-30MAR15', 'Government shutdown by Mar 15, 2030?', 'Politics', z('2030-03-15', '04:59'), 'Y', 'Shutdown', 'shut', { rules: 'Resolves Yes if a lapse in appropriations causes a federal government shutdown beginning on or before 11:59 PM ET March 14, 2030.' }),
    B1('US government shutdown before March 15?', 'Politics', z('2030-03-15', '04:59'), 'shut', { rules: 'Resolves Yes if OPM announces a shutdown due to a lapse in appropriations starting by 11:59 PM ET March 14, 2030.' }),
    U1('government-avoids-shutdown-through-march-14-2030', 'Will Congress avoid a shutdown through March 14?', 'Politics', z('2030-03-15', '04:59'), 'noshut', { rules: 'Resolves Yes if no federal government shutdown begins on or before 11:59 PM ET March 14, 2030.' }),
  ] }, ['inverted']);
}
{ // Supreme Court vacancy announced in 2030 (by Dec 31) — alpha and gamma; beta "by June 30" a different deadline.
  addCase('politics', { name: 'scotus-vacancy-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXSCOTUSVAC-30', 'Supreme Court vacancy in 2030?', 'Politics', z('2030-12-31'), 'Y', 'Vacancy in 2030', 'scy', { rules: 'Resolves Yes if a Supreme Court justice dies, resigns, retires or announces a retirement between January 1 and December 31, 2030.' }),
    G1('Supreme Court vacancy announced before 2031?', z('2030-12-31'), 'scy', { rules: 'Yes if any justice dies, resigns, retires or announces retirement during 2030.' }),
    B1('Supreme Court vacancy by end of June 2030?', 'Politics', z('2030-06-30'), 'scjun'),
  ] }, ['deadline']);
}
{ // Ohio Governor Republican primary May 7, 2030 — alpha only (single).
  addCase('politics', { name: 'oh-gov-gop-primary-2030', events: [
    A('KXOHGOVR-30MAY07', 'Ohio Governor Republican primary winner', 'Politics', z('2030-05-08', '04:00'), [['RAMA', 'Vivek Ramaswamy', 'vr'], ['OTH', 'Another candidate', 'oth']]),
  ] });
}
{ // Pennsylvania Senate Republican primary May 21, 2030: McCormick vote share over 80% (beta, gamma).
  addCase('politics', { name: 'pa-sen-margin-2030', events: [
    B1('McCormick wins PA Republican Senate primary with over 80%?', 'Politics', z('2030-05-22', '04:00'), 'mc80', { mx: { rules: 'Resolves Yes if Dave McCormick receives more than 80% of the vote in the May 21, 2030 Pennsylvania Republican primary for U.S. Senate per the PA Department of State.' } }),
    G1('Dave McCormick >80% in Pennsylvania GOP Senate primary (21 May 2030)?', z('2030-05-22', '04:00'), 'mc80'),
  ] });
}

// ───────────────────────────── WORLD POLITICS ─────────────────────────────

{ // Hungarian parliamentary election April 2030: most seats (alpha, beta, gamma).
  addCase('world', { name: 'hungary-election-2030', events: [
    A('KXHUNGARYPARL-30APR', 'Hungary parliamentary election: party with most seats', 'World', z('2030-04-30'), [['FID', 'Fidesz–KDNP', 'fidesz'], ['TIS', 'Tisza', 'tisza']]),
    B('Hungary Parliamentary Election Winner', 'Geopolitics', z('2030-04-30'), [['hungary-election-2030-fidesz', 'Fidesz', 'fidesz'], ['hungary-election-2030-tisza', 'Tisza', 'tisza']],
      { rules: 'Resolves to the party or alliance winning the most seats in the National Assembly in the April 2030 Hungarian election.' }),
    G('Hungary 2030 election: which party wins the most seats?', z('2030-04-30'), [['Fidesz-KDNP', 'fidesz'], ['TISZA Party', 'tisza']]),
  ] });
}
{ // Hungary: Fidesz wins a two-thirds majority — threshold/measure negative (beta_us only).
  addCase('world', { name: 'hungary-supermajority-2030', events: [U1('fidesz-two-thirds-majority-2030', 'Fidesz wins two-thirds supermajority?', 'Geopolitics', z('2030-04-30'), 'fid23')] }, ['measure']);
}
{ // Colombian presidential election first round May 26, 2030 (alpha, gamma) vs overall winner (beta) — round negative.
  addCase('world', { name: 'colombia-first-round-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXCOLPRES1R-30MAY26', 'Colombia presidential first round: who places first?', 'World', z('2030-05-27', '05:00'), [['PH', 'Pacto Histórico nominee', 'col1a'], ['CD', 'Centro Democrático nominee', 'col1b']]),
    G('Colombia 1st round (26 May 2030) — most votes', z('2030-05-27', '05:00'), [['Pacto Histórico candidate', 'col1a'], ['Centro Democrático candidate', 'col1b']]),
    B('Colombia Presidential Election Winner 2030', 'Geopolitics', z('2030-06-17'), [['colombia-president-2030-pacto-historico', 'Pacto Histórico', 'colwa'], ['colombia-president-2030-centro-democratico', 'Centro Democrático', 'colwb']]),
  ] }, ['round']);
}
{ // UK: Prime Minister out by May 31, 2030 (alpha, beta, beta_us).
  addCase('world', { name: 'uk-pm-out-may-2030', events: [
    A1('KXUKPMOUT-30MAY31', 'UK Prime Minister out before June 2030?', 'World', z('2030-05-31'), 'Y', 'Out by May 31', 'ukpm'),
    B1('UK Prime Minister out by May 31, 2030?', 'Geopolitics', z('2030-05-31'), 'ukpm'),
    U1('uk-pm-out-by-may-31-2030', 'UK PM out by May 31, 2030?', 'Geopolitics', z('2030-05-31'), 'ukpm'),
  ] });
}
{ // Russia–Ukraine ceasefire by June 30, 2030 (beta, gamma); alpha by April 30 — deadline negative.
  addCase('world', { name: 'ru-ua-ceasefire-2030', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Russia x Ukraine ceasefire by June 30, 2030?', 'Geopolitics', z('2030-06-30'), 'cfjun'),
    G1('Russia-Ukraine ceasefire announced before July 2030?', z('2030-06-30'), 'cfjun'),
    A1('KXRUUACEASE-30APR30', 'Russia and Ukraine ceasefire by Apr 30, 2030?', 'World', z('2030-04-30'), 'Y', 'By Apr 30', 'cfapr'),
  ] }, ['deadline']);
}
{ // Japan: Prime Minister leaves office in 2030 (beta, gamma).
  addCase('world', { name: 'japan-pm-change-2030', events: [
    B1('Japan PM out in 2030?', 'Geopolitics', z('2030-12-31'), 'jppm'),
    G1('Japanese Prime Minister leaves office before 2031?', z('2030-12-31'), 'jppm'),
  ] });
}
{ // Colombia legislative election March 10, 2030: Pacto Histórico wins the most Senate seats (beta, gamma).
  addCase('world', { name: 'colombia-senate-2030', events: [
    B1('Pacto Histórico wins most Senate seats in Colombia?', 'Geopolitics', z('2030-03-31'), 'colsen', { mx: { rules: 'Resolves Yes if Pacto Histórico (or its successor list) wins more Senate seats than any other list in the March 10, 2030 Colombian legislative election, per the Registraduría.' } }),
    G1('Colombia Senate election (10 Mar 2030): Pacto Histórico largest list?', z('2030-03-31'), 'colsen'),
  ] });
}

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────

{ // FOMC March 20, 2030 decision — alpha ladder, beta categorical, gamma categorical.
  addCase('central_banks', { name: 'fomc-mar-2030', events: [
    A('KXFEDDECISION-30MAR20', 'Fed decision in March 2030?', 'Economics', z('2030-03-20', '18:00'), [['C25', 'Cut 25bps', 'c25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'h25'], ['C26', 'Cut >25bps', 'c50']], { sources: [FED] }),
    B('Fed decision in March?', 'Economy', z('2030-03-20', '18:00'), [['fed-decreases-interest-rates-by-25-bps-after-march-2030-meeting', '25 bps decrease', 'c25'], ['no-change-in-fed-interest-rates-after-march-2030-meeting', 'No change', 'hold'],
      ['fed-increases-interest-rates-by-25-bps-after-march-2030-meeting', '25 bps increase', 'h25'], ['fed-decreases-interest-rates-by-50-bps-after-march-2030-meeting', '50+ bps decrease', 'c50']]),
    G('FOMC March 2030: rate decision', z('2030-03-20', '18:00'), [['Cut 25 bp', 'c25'], ['Hold', 'hold'], ['Cut 50 bp or more', 'c50']]),
  ] });
}
{ // FOMC May 1, 2030: hold (beta_us, gamma) — a different meeting from March (date negative for the March case).
  addCase('central_banks', { name: 'fomc-may-2030', events: [
    U('fed-decision-may-2030', 'Fed Decision May 2030', 'Economy', z('2030-05-01', '18:00'), [['fed-cut-25-may-2030', '25 bps cut', 'mc25'], ['fed-no-change-may-2030', 'No change', 'mhold']]),
    G('Fed interest rate decision — May 1, 2030', z('2030-05-01', '18:00'), [['25bp cut', 'mc25'], ['No change', 'mhold'], ['25bp hike', 'mh25']]),
    A('KXFEDDECISION-30MAY01', 'Fed decision in May 2030?', 'Economics', z('2030-05-01', '18:00'), [['C25', 'Cut 25bps', 'mc25'], ['H0', 'Hold', 'mhold']], { sources: [FED] }),
  ] }, ['date']);
}
{ // Number of Fed cuts in 2030: meetings (alpha) vs 25bp steps (beta) — same event, not fungible.
  addCase('central_banks', { name: 'fed-cuts-2030', fungible: nf('alpha|beta'), events: [
    A('KXRATECUTCOUNT-30DEC31', 'Number of Fed rate cuts in 2030', 'Economics', z('2030-12-10', '19:00'), [['0', '0 cuts', 'n0'], ['1', '1 cut', 'n1'], ['2', '2 cuts', 'n2'], ['3', '3 or more cuts', 'n3']],
      { rules: 'Counts FOMC meetings in 2030 at which the target range upper bound is lowered, regardless of the size of the cut.' }),
    B('How many Fed rate cuts in 2030?', 'Economy', z('2030-12-10', '19:00'), [['no-fed-rate-cuts-2030', '0 (0 bps)', 'n0'], ['1-fed-rate-cut-2030', '1 (25 bps)', 'n1'], ['2-fed-rate-cuts-2030', '2 (50 bps)', 'n2'], ['3-fed-rate-cuts-2030', '3+ (75+ bps)', 'n3']],
      { rules: 'Counts total cuts in 25 bps increments in 2030: a 50 bps cut counts as 2 cuts.' }),
  ] }, ['source']);
}
{ // ECB April 11, 2030 deposit rate decision (alpha, beta, gamma).
  addCase('central_banks', { name: 'ecb-apr-2030', events: [
    A('KXECBRATE-30APR11', 'ECB deposit facility rate decision, Apr 11, 2030', 'Economics', z('2030-04-11', '12:15'), [['CUT', 'Cut', 'ecut'], ['HOLD', 'Hold', 'ehold'], ['HIKE', 'Hike', 'ehike']]),
    B('ECB decision in April?', 'Economy', z('2030-04-11', '12:15'), [['ecb-cuts-rates-april-2030', 'Cut', 'ecut'], ['ecb-holds-rates-april-2030', 'No change', 'ehold'], ['ecb-hikes-rates-april-2030', 'Hike', 'ehike']]),
    G('European Central Bank April 2030 meeting: deposit rate', z('2030-04-11', '12:15'), [['Decrease', 'ecut'], ['Unchanged', 'ehold'], ['Increase', 'ehike']]),
  ] });
}
{ // Bank of England May 9, 2030 (alpha, gamma) vs Bank of Japan April 30, 2030 (beta) — different central banks.
  addCase('central_banks', { name: 'boe-may-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXBOE-30MAY09', 'Bank of England Bank Rate decision May 2030', 'Economics', z('2030-05-09', '11:00'), [['CUT', 'Cut', 'bcut'], ['HOLD', 'Hold', 'bhold']]),
    G('BoE MPC decision, 9 May 2030', z('2030-05-09', '11:00'), [['Rate cut', 'bcut'], ['No change', 'bhold'], ['Rate hike', 'bhike']]),
    B('Bank of Japan decision in April?', 'Economy', z('2030-04-30', '03:00'), [['boj-hikes-april-2030', 'Hike', 'jhike'], ['boj-no-change-april-2030', 'No change', 'jhold']]),
  ] }, ['asset']);
}
{ // Fed funds upper bound after the May 1, 2030 meeting: ≥3.50% (gamma) = above 3.25% (alpha; 25 bp steps).
  addCase('central_banks', { name: 'fed-upper-bound-may-2030', events: [
    G1('Fed funds target upper bound at or above 3.50% after the May 2030 FOMC?', z('2030-05-01', '18:00'), 'ub350'),
    A('KXFEDUPPER-30MAY01', 'Fed funds target upper bound after the May 2030 meeting', 'Economics', z('2030-05-01', '18:00'), [['T3.25', 'Above 3.25%', 'ub350'], ['T3.75', 'Above 3.75%', 'ub400']], { sources: [FED] }),
  ] });
}

// ───────────────────────────── ECONOMIC PRINTS ─────────────────────────────

{ // March 2030 CPI YoY (released April 10, 2030): alpha "above", beta "or higher" one decimal step up.
  const R = 'Resolves on the 12-month change in CPI-U (NSA) for March 2030 as first published by the BLS.';
  addCase('economics', { name: 'cpi-yoy-mar-2030', events: [
    A('KXCPIYOY-30APR10', 'CPI year-over-year in March 2030', 'Economics', z('2030-04-10', '12:30'), [['T2.6', 'Above 2.6%', 'y27'], ['T2.8', 'Above 2.8%', 'y29'], ['T3.0', 'Above 3.0%', 'y31']], { rules: R, sources: [BLS_CPI] }),
    B('March CPI YoY?', 'Economy', z('2030-04-10', '12:30'), [['march-2030-cpi-yoy-2pt7-or-higher', '2.7% or higher', 'y27'], ['march-2030-cpi-yoy-2pt9-or-higher', '2.9% or higher', 'y29'], ['march-2030-cpi-yoy-3pt0-or-higher', '3.0% or higher', 'y30']], { rules: R }),
    G1('US CPI inflation (YoY, March 2030) ≥ 2.9%?', z('2030-04-10', '12:30'), 'y29', { rules: R }),
  ] }, ['threshold']);
}
{ // March 2030 core CPI MoM — measure negative vs headline YoY (beta_us, alpha).
  addCase('economics', { name: 'core-cpi-mom-mar-2030', events: [
    A('KXCPICOREM-30APR10', 'Core CPI month-over-month in March 2030', 'Economics', z('2030-04-10', '12:30'), [['T0.2', 'Above 0.2%', 'cm3'], ['T0.3', 'Above 0.3%', 'cm4']], { sources: [BLS_CPI] }),
    U('core-cpi-mom-march-2030', 'Core CPI MoM — March 2030', 'Economy', z('2030-04-10', '12:30'), [['core-cpi-mom-march-2030-0pt3-or-more', '0.3% or more', 'cm3'], ['core-cpi-mom-march-2030-0pt4-or-more', '0.4% or more', 'cm4']]),
  ] }, ['measure']);
}
{ // April 2030 jobs report (May 3, 2030) payrolls ladder (alpha, beta, gamma categorical buckets — partial).
  addCase('economics', { name: 'nfp-apr-2030', events: [
    A('KXPAYROLLS-30MAY03', 'Jobs added in April 2030', 'Economics', z('2030-05-03', '12:30'), [['T100000', 'Above 100,000', 'p100'], ['T150000', 'Above 150,000', 'p150'], ['T200000', 'Above 200,000', 'p200']], { sources: [BLS_EMP] }),
    B('April jobs report: nonfarm payrolls', 'Economy', z('2030-05-03', '12:30'), [['april-2030-payrolls-over-100k', '>100k', 'p100'], ['april-2030-payrolls-over-150k', '>150k', 'p150'], ['april-2030-payrolls-over-200k', '>200k', 'p200']]),
    G('US nonfarm payrolls, April 2030 (initial print)', z('2030-05-03', '12:30'), [['Below 100K', 'pb100'], ['100K–150K', 'p100150'], ['150K–200K', 'p150200'], ['Above 200K', 'p200']]),
  ] });
}
{ // April 2030 unemployment rate (alpha, beta_us); March 2030 rate (gamma) is a different period.
  addCase('economics', { name: 'unrate-apr-2030', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXU3-30MAY03', 'Unemployment rate in April 2030', 'Economics', z('2030-05-03', '12:30'), [['T4.2', 'Above 4.2%', 'u43'], ['T4.4', 'Above 4.4%', 'u45']], { sources: [BLS_EMP] }),
    U('unemployment-rate-april-2030', 'April Unemployment Rate', 'Economy', z('2030-05-03', '12:30'), [['unemployment-april-2030-4pt3-or-higher', '4.3% or higher', 'u43'], ['unemployment-april-2030-4pt5-or-higher', '4.5% or higher', 'u45']]),
    G1('US unemployment rate for March 2030 at 4.3% or higher?', z('2030-04-05', '12:30'), 'um43'),
  ] }, ['date']);
}
{ // Q1 2030 GDP advance estimate (Apr 25) — alpha, beta; gamma "second estimate" is a different event.
  addCase('economics', { name: 'gdp-q1-2030-advance', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGDP-30APR25', 'US GDP growth in Q1 2030 (advance)', 'Economics', z('2030-04-25', '12:30'), [['T0.0', 'Above 0.0%', 'g0'], ['T1.5', 'Above 1.5%', 'g15'], ['T2.5', 'Above 2.5%', 'g25']],
      { rules: 'Resolves on the annualized real GDP growth rate for Q1 2030 in the BEA advance estimate.', sources: ['Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product'] }),
    B('Q1 GDP growth (advance estimate)?', 'Economy', z('2030-04-25', '12:30'), [['q1-2030-gdp-negative', 'Negative', 'gneg'], ['q1-2030-gdp-above-1pt5', '>1.5%', 'g15'], ['q1-2030-gdp-above-2pt5', '>2.5%', 'g25']]),
    G1('US Q1 2030 GDP second estimate above 1.5%?', z('2030-05-30', '12:30'), 'g2nd15'),
  ] }, ['measure']);
}
{ // Recession in 2030: NBER declaration (alpha) vs two negative quarters (beta) — different measures, separate events.
  addCase('economics', { name: 'recession-2030', groups: [['alpha'], ['beta']], events: [
    A1('KXRECSS-30', 'Will NBER declare a recession starting in 2030?', 'Economics', z('2031-12-31'), 'Y', 'Recession', 'nber'),
    B1('US recession in 2030? (two consecutive negative quarters)', 'Economy', z('2031-01-30'), 'twoq'),
  ] }, ['measure']);
}
{ // Eurozone HICP flash April 2030 (beta, gamma).
  addCase('economics', { name: 'ez-hicp-apr-2030', events: [
    B('Eurozone inflation April 2030 (flash)?', 'Economy', z('2030-04-30', '09:00'), [['eurozone-hicp-april-2030-above-2pt0', 'Above 2.0%', 'ez21'], ['eurozone-hicp-april-2030-above-2pt3', 'Above 2.3%', 'ez24']]),
    G('Euro area HICP flash estimate April 2030', z('2030-04-30', '09:00'), [['2.1% or higher', 'ez21'], ['2.4% or higher', 'ez24'], ['2.6% or higher', 'ez26']]),
  ] }, ['threshold']);
}
{ // UK CPI March 2030 YoY, published to one decimal: above 2.5% = 2.6% or higher (alpha, gamma).
  addCase('economics', { name: 'uk-cpi-mar-2030', events: [A('KXUKCPI-30APR17', 'UK CPI inflation in March 2030', 'Economics', z('2030-04-17', '06:00'), [['T2.5', 'Above 2.5%', 'uk26'], ['T3.0', 'Above 3.0%', 'uk31']]),
    G('UK CPI annual rate for March 2030 (ONS)', z('2030-04-17', '06:00'), [['2.6% or higher', 'uk26'], ['3.1% or higher', 'uk31']]),
  ] });
}
{ // Initial jobless claims week ending Apr 13, 2030 (alpha, beta).
  addCase('economics', { name: 'claims-apr-2030', events: [
    A('KXJOBLESS-30APR18', 'Initial jobless claims, week ending Apr 13, 2030', 'Economics', z('2030-04-18', '12:30'), [['T230000', 'Above 230,000', 'c230'], ['T250000', 'Above 250,000', 'c250']]),
    B('Initial jobless claims (week ending Apr 13)?', 'Economy', z('2030-04-18', '12:30'), [['jobless-claims-apr-13-2030-above-230k', '>230K', 'c230'], ['jobless-claims-apr-13-2030-above-250k', '>250K', 'c250']]),
  ] });
}

// ───────────────────────────── INDICES AND STOCKS ─────────────────────────────

{ // S&P 500 close on March 29, 2030 (last trading day of Q1) — alpha, beta ladder, gamma.
  addCase('markets', { name: 'spx-close-mar29-2030', events: [
    A('KXINX-30MAR29H1600', 'S&P 500 close on Mar 29, 2030', 'Financials', z('2030-03-29', '20:00'), [['T7600', '7,600 or above', 's7600'], ['T7800', '7,800 or above', 's7800'], ['T8000', '8,000 or above', 's8000']],
      { rules: 'Resolves on the official closing value of the S&P 500 index on March 29, 2030.', sources: [SPX] }),
    B('S&P 500 close above ___ on March 29?', 'Finance', z('2030-03-29', '20:00'), [['spx-above-7600-mar-29-2030', '↑ 7,600', 's7600'], ['spx-above-7800-mar-29-2030', '↑ 7,800', 's7800'], ['spx-above-8000-mar-29-2030', '↑ 8,000', 's8000']]),
    G('SPX closing level on 29 Mar 2030', z('2030-03-29', '20:00'), [['Above 7800', 's7800'], ['Above 8000', 's8000']]),
  ] });
}
{ // S&P 500 close on the last trading day of April (Apr 30) vs year-end — date negative (beta_us only).
  addCase('markets', { name: 'spx-close-apr30-2030', events: [
    U('sp-500-close-april-30-2030', 'S&P 500 close on April 30', 'Finance', z('2030-04-30', '20:00'), [['spx-apr-30-2030-above-7800', 'Above 7,800', 'sa7800'], ['spx-apr-30-2030-above-8000', 'Above 8,000', 'sa8000']]),
  ] }, ['date']);
}
{ // Nasdaq-100 up or down in April 2030 (alpha, beta): beta "down" inverted.
  addCase('markets', { name: 'ndx-april-2030', events: [
    A1('KXNDXMONTHLY-30APR30', 'Nasdaq-100 up in April 2030?', 'Financials', z('2030-04-30', '20:00'), 'UP', 'Up in April', 'ndxup', { rules: 'Resolves Yes if the Nasdaq-100 official close on April 30, 2030 is above its official close on March 29, 2030.' }),
    B1('Nasdaq 100 down in April 2030?', 'Finance', z('2030-04-30', '20:00'), 'ndxdn', { mx: { rules: 'Resolves Yes if the Nasdaq-100 official close on April 30, 2030 is below its official close on March 29, 2030.' } }),
  ] }, ['inverted']);
}
{ // Dow above 50,000 at any time in Q2 2030 (gamma) vs on close of May 31 (alpha) — observation negative.
  addCase('markets', { name: 'dow-50k-2030', groups: [['gamma'], ['alpha']], events: [
    G1('Dow Jones hits 50,000 before July 2030?', z('2030-06-30', '20:00'), 'dowhit'),
    A1('KXDJI-30MAY31', 'Dow Jones close above 50,000 on May 31, 2030?', 'Financials', z('2030-05-31', '20:00'), 'T50000', 'Above 50,000', 'dowclose'),
  ] }, ['observation']);
}
{ // Largest company by market cap on May 31, 2030 (alpha, beta, gamma categorical with an extra name).
  addCase('markets', { name: 'largest-company-may-2030', events: [
    A('KXLARGESTCO-30MAY31', 'Largest company by market cap on May 31, 2030', 'Companies', z('2030-05-31', '20:00'), [['NVDA', 'Nvidia', 'nvda'], ['MSFT', 'Microsoft', 'msft'], ['AAPL', 'Apple', 'aapl'], ['GOOGL', 'Alphabet', 'googl']]),
    B('Largest company end of May?', 'Finance', z('2030-05-31', '20:00'), [['largest-company-may-2030-nvidia', 'NVIDIA', 'nvda'], ['largest-company-may-2030-microsoft', 'Microsoft', 'msft'], ['largest-company-may-2030-apple', 'Apple', 'aapl'], ['largest-company-may-2030-alphabet', 'Google', 'googl']]),
    G('World’s largest company by market cap at May 31, 2030 close', z('2030-05-31', '20:00'), [['NVIDIA', 'nvda'], ['Microsoft', 'msft'], ['Apple', 'aapl'], ['Alphabet (Google)', 'googl'], ['Saudi Aramco', 'aramco']]),
  ] });
}
{ // Tesla Q1 2030 deliveries (alpha, beta) vs production (gamma) — measure negative.
  addCase('markets', { name: 'tsla-q1-deliveries-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTSLADEL-30APR02', 'Tesla Q1 2030 deliveries', 'Companies', z('2030-04-02', '13:00'), [['T450000', 'Above 450,000', 'd450'], ['T500000', 'Above 500,000', 'd500']]),
    B('Tesla Q1 deliveries above ___?', 'Finance', z('2030-04-02', '13:00'), [['tesla-q1-2030-deliveries-450k', '450k+', 'd450'], ['tesla-q1-2030-deliveries-500k', '500k+', 'd500']]),
    G1('Tesla Q1 2030 vehicle production above 500K?', z('2030-04-02', '13:00'), 'prod500'),
  ] }, ['measure']);
}
{ // Apple closes above $300 on Apr 30, 2030 (alpha, beta_us).
  addCase('markets', { name: 'aapl-apr30-2030', events: [
    A1('KXAAPL-30APR30', 'Apple (AAPL) close above $300 on Apr 30, 2030?', 'Companies', z('2030-04-30', '20:00'), 'T300', 'Above $300', 'aapl300'),
    U1('aapl-close-above-300-april-30-2030', 'AAPL above $300 on April 30?', 'Finance', z('2030-04-30', '20:00'), 'aapl300'),
  ] });
}
{ // VIX closes above 30 on any April 2030 trading day (beta, alpha).
  addCase('markets', { name: 'vix-30-apr-2030', events: [
    B1('VIX above 30 in April 2030?', 'Finance', z('2030-04-30', '20:15'), 'vix30', { mx: { rules: 'Resolves Yes if the Cboe Volatility Index (VIX) closes above 30 on any trading day in April 2030.' } }),
    A1('KXVIXCLOSE-30APR', 'VIX closes above 30 in April 2030?', 'Financials', z('2030-04-30', '20:15'), 'T30', 'Close above 30', 'vix30', { rules: 'Resolves Yes if the official VIX close exceeds 30 on any trading day of April 2030.' }),
  ] });
}
{ // Nikkei 225 close on May 31, 2030 (alpha, gamma).
  addCase('markets', { name: 'nikkei-may-2030', events: [
    A('KXNIKKEI-30MAY31', 'Nikkei 225 close on May 31, 2030', 'Financials', z('2030-05-31', '06:00'), [['T45000', 'Above 45,000', 'nk45'], ['T50000', 'Above 50,000', 'nk50']]),
    G('Nikkei 225 closing price, 31 May 2030', z('2030-05-31', '06:00'), [['≥45,000', 'nk45'], ['≥50,000', 'nk50']]),
  ] });
}
{ // SpaceX IPO by May 31, 2030 (beta, gamma) vs IPO in 2030 (alpha) — deadline negative.
  addCase('markets', { name: 'spacex-ipo-2030', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('SpaceX IPO by May 31, 2030?', 'Finance', z('2030-05-31'), 'spxmay'),
    G1('Will SpaceX begin trading publicly before June 2030?', z('2030-05-31'), 'spxmay'),
    A1('KXIPOSPACEX-30', 'SpaceX IPO in 2030?', 'Companies', z('2030-12-31'), 'Y', 'IPO in 2030', 'spx30'),
  ] }, ['deadline']);
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // Bitcoin at 5pm ET on April 30, 2030: CF Benchmarks (alpha) vs Binance (gamma) at the same instant = one event, nf;
  // beta's noon-ET Binance candle is a different instant, a separate event.
  addCase('crypto', { name: 'btc-apr30-2030', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A('KXBTCD-30APR3017', 'Bitcoin price on Apr 30, 2030 at 5pm EDT', 'Crypto', z('2030-04-30', '21:00'), [['T149999.99', '$150,000 or above', 'b150'], ['T174999.99', '$175,000 or above', 'b175'], ['T199999.99', '$200,000 or above', 'b200']],
      { rules: 'Resolves on the CF Benchmarks Bitcoin Real-Time Index (BRTI) 60-second average before 5:00 PM ET on April 30, 2030.', sources: [CFB] }),
    G('BTC price on 30 April 2030, 17:00 ET (Binance BTC/USDT)', z('2030-04-30', '21:00'), [['Above $150K', 'b150'], ['Above $175K', 'b175'], ['Above $200K', 'b200']],
      { rules: 'Resolves on the Binance BTC/USDT 1-minute candle close for 17:00 ET on April 30, 2030.' }),
    B('Bitcoin above ___ on April 30?', 'Crypto', z('2030-04-30', '16:00'), [['bitcoin-above-150k-on-april-30-2030', '150,000', 'bn150'], ['bitcoin-above-175k-on-april-30-2030', '175,000', 'bn175']],
      { rules: 'Resolves on the Binance BTC/USDT 1 minute candle for 12:00 ET on April 30, 2030 (close price).' }),
  ] }, ['source', 'date']);
}
{ // Bitcoin reaches $200k at any time by May 31, 2030 (beta, beta_us) — "hit" vs close.
  addCase('crypto', { name: 'btc-hit-200k-may-2030', events: [
    B1('Will Bitcoin reach $200,000 by May 31, 2030?', 'Crypto', z('2030-05-31', '23:59'), 'bhit200', { mx: { rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle has a high of $200,000 or more between March 1 and May 31, 2030 (ET).' } }),
    U1('bitcoin-reach-200k-by-may-31-2030', 'Bitcoin hits $200K by May 31?', 'Crypto', z('2030-05-31', '23:59'), 'bhit200', { rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle high reaches $200,000 between March 1 and May 31, 2030 (ET).' }),
  ] }, ['observation']);
}
{ // Ethereum price at end of March 2030 (alpha, beta).
  addCase('crypto', { name: 'eth-mar29-2030', events: [
    A('KXETHD-30MAR2917', 'Ethereum price on Mar 29, 2030 at 5pm EDT', 'Crypto', z('2030-03-29', '21:00'), [['T5999.99', '$6,000 or above', 'e6'], ['T7999.99', '$8,000 or above', 'e8']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    B('Ethereum price on March 29 at 5pm ET?', 'Crypto', z('2030-03-29', '21:00'), [['eth-above-6000-march-29-2030-5pm', 'Above $6,000', 'e6'], ['eth-above-8000-march-29-2030-5pm', 'Above $8,000', 'e8']], { rules: 'Resolves on the CF Benchmarks Ether-Dollar Real Time Index at 5:00 PM ET March 29, 2030.' }),
  ] });
}
{ // Solana vs ETH — Solana above $500 on Mar 29 (gamma only; asset negative).
  addCase('crypto', { name: 'sol-mar29-2030', events: [G1('Solana (SOL) above $500 on March 29, 2030 at 17:00 ET?', z('2030-03-29', '21:00'), 'sol500')] }, ['asset']);
}
{ // Bitcoin dominance above 60% on May 31, 2030: CoinMarketCap (alpha) vs TradingView (beta) — one event, nf.
  addCase('crypto', { name: 'bitcoin-dominance-may-2030', events: [
    A1('KXBTCDOM-30MAY31', 'Bitcoin dominance above 60% on May 31, 2030?', 'Crypto', z('2030-05-31', '23:59'), 'T60', 'Above 60%', 'dom60', { rules: 'Per CoinMarketCap Bitcoin dominance at 11:59 PM ET May 31, 2030.' }),
    B1('Bitcoin dominance above 60% on May 31?', 'Crypto', z('2030-05-31', '23:59'), 'dom60', { mx: { rules: 'Resolves per TradingView BTC.D at 11:59 PM ET May 31, 2030.' } }),
  ], fungible: nf('alpha|beta') }, ['source']);
}

// ───────────────────────────── COMMODITIES AND FX ─────────────────────────────

{ // WTI settle on April 30, 2030 (alpha NYMEX settle, gamma same) vs beta (Brent) — asset negative.
  addCase('commodities', { name: 'wti-apr30-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXWTI-30APR30', 'WTI crude oil settle on Apr 30, 2030', 'Financials', z('2030-04-30', '18:30'), [['T70', 'Above $70', 'w70'], ['T80', 'Above $80', 'w80']], { sources: ['CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.html'] }),
    G('WTI front-month settlement 30 Apr 2030', z('2030-04-30', '18:30'), [['Above $70', 'w70'], ['Above $80', 'w80']], { rules: 'NYMEX CL front-month settlement price on April 30, 2030.' }),
    B('Brent crude above $80 on April 30?', 'Finance', z('2030-04-30', '18:30'), [['brent-above-80-april-30-2030', 'Above $80', 'br80']]),
  ] }, ['asset']);
}
{ // Gold price on May 31, 2030: COMEX settle (alpha) vs LBMA PM (beta) — nf.
  addCase('commodities', { name: 'gold-may31-2030', fungible: nf('alpha|beta'), events: [
    A('KXGOLD-30MAY31', 'Gold price on May 31, 2030', 'Financials', z('2030-05-31', '18:30'), [['T4500', '$4,500 or above', 'g45'], ['T5000', '$5,000 or above', 'g50']], { rules: 'Resolves on the COMEX GC front-month settlement price on May 31, 2030.' }),
    B('Gold (GC) above ___ end of May?', 'Finance', z('2030-05-31', '18:30'), [['gold-above-4500-may-31-2030', '$4,500', 'g45'], ['gold-above-5000-may-31-2030', '$5,000', 'g50']], { rules: 'Resolves on the LBMA Gold Price PM on May 31, 2030.' }),
  ] }, ['source']);
}
{ // US average gas price (AAA) on May 27, 2030 — Memorial Day (alpha, beta_us).
  addCase('commodities', { name: 'gas-memorial-day-2030', events: [
    A('KXAAAGASM-30MAY27', 'US average gas price on Memorial Day 2030', 'Economics', z('2030-05-27', '23:59'), [['T3.50', 'Above $3.50', 'gas350'], ['T3.75', 'Above $3.75', 'gas375']], { sources: ['AAA https://gasprices.aaa.com/'] }),
    U('gas-price-memorial-day-2030', 'Gas prices on Memorial Day (AAA)', 'Economy', z('2030-05-27', '23:59'), [['gas-memorial-day-2030-above-3pt50', 'Above $3.50', 'gas350'], ['gas-memorial-day-2030-above-3pt75', 'Above $3.75', 'gas375']]),
  ] });
}
{ // COMEX copper settle above $6/lb on May 31, 2030 (gamma, alpha).
  addCase('commodities', { name: 'copper-may-2030', events: [
    G1('COMEX copper settles above $6.00/lb on May 31, 2030?', z('2030-05-31', '18:00'), 'cu6'),
    A1('KXCOPPER-30MAY31', 'Copper settle on May 31, 2030', 'Financials', z('2030-05-31', '18:00'), 'T6.00', 'Above $6.00/lb', 'cu6', { rules: 'Resolves on the COMEX HG front-month settlement price on May 31, 2030.' }),
  ] });
}
{ // EUR/USD WM/Reuters 4pm London fix on March 29, 2030 (alpha, gamma).
  addCase('fx', { name: 'eurusd-mar29-2030', events: [
    A('KXEURUSD-30MAR29', 'EUR/USD on Mar 29, 2030 (4pm London fix)', 'Financials', z('2030-03-29', '15:00'), [['T1.15', 'Above 1.1500', 'eu115'], ['T1.20', 'Above 1.2000', 'eu120']]),
    G('EUR/USD WM/Reuters 4pm London fix, 29 March 2030', z('2030-03-29', '15:00'), [['Above 1.15', 'eu115'], ['Above 1.20', 'eu120']]),
  ] });
}
{ // USD/JPY above 160 at any point by May 31 (beta) vs on a date (alpha) — observation negative.
  addCase('fx', { name: 'usdjpy-160-2030', groups: [['beta'], ['alpha']], events: [
    B1('USD/JPY hits 160 by May 31, 2030?', 'Finance', z('2030-05-31'), 'jpyhit'),
    A1('KXUSDJPY-30MAY31', 'USD/JPY above 160 on May 31, 2030 (4pm London fix)?', 'Financials', z('2030-05-31', '15:00'), 'T160', 'Above 160.00', 'jpyon'),
  ] }, ['observation']);
}
{ // 10-year Treasury yield on Apr 30 (alpha, beta).
  addCase('fx', { name: 'ust10y-apr30-2030', events: [
    A('KXTNOTE-30APR30', '10-year Treasury yield on Apr 30, 2030', 'Financials', z('2030-04-30', '21:00'), [['T4.25', 'Above 4.25%', 'ty425'], ['T4.50', 'Above 4.50%', 'ty450']], { rules: 'Per the U.S. Treasury daily par yield curve rate (10 Yr) for April 30, 2030.' }),
    B('10Y Treasury yield above ___ on April 30?', 'Finance', z('2030-04-30', '21:00'), [['10y-yield-above-4pt25-april-30-2030', '4.25%', 'ty425'], ['10y-yield-above-4pt50-april-30-2030', '4.50%', 'ty450']], { rules: 'Resolves per the Treasury daily par yield curve 10-year rate for April 30, 2030.' }),
  ] });
}

// ───────────────────────────── WEATHER ─────────────────────────────

{ // NYC (Central Park) high on April 20, 2030 (alpha, beta); LaGuardia on gamma: other station, one event, nf.
  addCase('weather', { name: 'nyc-high-apr20-2030', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A('KXHIGHNY-30APR20', 'Highest temperature in NYC on Apr 20, 2030', 'Climate and Weather', z('2030-04-21', '04:59'), [['B64.5', '64° to 65°', 'ny6465'], ['B66.5', '66° to 67°', 'ny6667'], ['T67', '68° or above', 'ny68']],
      { rules: 'Resolves on the maximum temperature at Central Park, New York, in the NWS Daily Climate Report for April 20, 2030.', sources: [NWS] }),
    B('Highest temperature in NYC on April 20?', 'Weather', z('2030-04-21', '04:59'), [['nyc-high-apr-20-2030-64-65f', '64-65°F', 'ny6465'], ['nyc-high-apr-20-2030-66-67f', '66-67°F', 'ny6667'], ['nyc-high-apr-20-2030-68f-or-higher', '68°F or higher', 'ny68']],
      { rules: 'Resolves per the highest temperature recorded at the Central Park station (NWS) on April 20, 2030.' }),
    G('New York max temp on 20 April 2030 (LaGuardia)', z('2030-04-21', '04:59'), [['64–65°F', 'ny6465'], ['66–67°F', 'ny6667'], ['≥68°F', 'ny68']], { rules: 'Per the KLGA daily maximum temperature on April 20, 2030.' }),
  ] }, ['source']);
}
{ // Chicago high on April 20, 2030 — place negative (beta_us only).
  addCase('weather', { name: 'chi-high-apr20-2030', events: [
    U('highest-temperature-chicago-april-20-2030', 'Highest temperature in Chicago on April 20?', 'Weather', z('2030-04-21', '05:59'), [['chicago-high-apr-20-2030-60-61', '60-61°F', 'chi6061'], ['chicago-high-apr-20-2030-62-or-higher', '62°F or higher', 'chi62']]),
  ] }, ['place']);
}
{ // Austin high on May 15, 2030 (alpha, beta) vs Austin May 16 (gamma) — date negative.
  addCase('weather', { name: 'aus-high-may15-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHIGHAUS-30MAY15', 'Highest temperature in Austin on May 15, 2030', 'Climate and Weather', z('2030-05-16', '04:59'), [['T89', '90° or above', 'aus90'], ['T93', '94° or above', 'aus94']], { sources: [NWS] }),
    B('Highest temperature in Austin on May 15?', 'Weather', z('2030-05-16', '04:59'), [['austin-high-may-15-2030-90f-or-higher', '90°F or higher', 'aus90'], ['austin-high-may-15-2030-94f-or-higher', '94°F or higher', 'aus94']]),
    G1('Austin (Camp Mabry) high ≥90°F on 16 May 2030?', z('2030-05-17', '04:59'), 'aus16_90'),
  ] }, ['date']);
}
{ // Named Atlantic storm before June 1, 2030 (beta, gamma).
  addCase('weather', { name: 'atlantic-preseason-storm-2030', events: [
    B1('Named storm forms in the Atlantic before hurricane season (by May 31, 2030)?', 'Weather', z('2030-05-31'), 'prestorm'),
    G1('Atlantic named storm before June 1, 2030 (NHC)?', z('2030-05-31'), 'prestorm'),
  ] });
}
{ // US tornadoes in April 2030 above 200 (SPC preliminary) — alpha, beta_us.
  addCase('weather', { name: 'tornadoes-apr-2030', events: [
    A('KXTORNADO-30APR', 'Number of US tornadoes in April 2030', 'Climate and Weather', z('2030-05-01', '12:00'), [['T150', 'Above 150', 'tor150'], ['T200', 'Above 200', 'tor200']], { rules: 'Per the NOAA Storm Prediction Center preliminary tornado reports count for April 2030.' }),
    U('us-tornadoes-april-2030', 'US tornado count in April (SPC preliminary)', 'Weather', z('2030-05-01', '12:00'), [['tornadoes-april-2030-over-150', 'More than 150', 'tor150'], ['tornadoes-april-2030-over-200', 'More than 200', 'tor200']]),
  ] });
}
{ // Snow in Denver in May 2030 (alpha) vs Boston March snowfall total (beta) — separate events.
  addCase('weather', { name: 'snow-spring-2030', groups: [['alpha'], ['beta']], events: [
    A1('KXSNOWDEN-30MAY', 'Measurable snow in Denver in May 2030?', 'Climate and Weather', z('2030-05-31', '23:59'), 'Y', 'Snow in May', 'densnow'),
    B('Boston snowfall in March 2030?', 'Weather', z('2030-03-31', '23:59'), [['boston-snow-march-2030-over-5', 'Over 5 inches', 'bos5'], ['boston-snow-march-2030-over-10', 'Over 10 inches', 'bos10']]),
  ] }, ['place']);
}
{ // April 2030 global temperature anomaly (NASA GISTEMP) — gamma, alpha.
  addCase('weather', { name: 'global-temp-apr-2030', events: [
    G('April 2030 global temperature anomaly (NASA GISTEMP)', z('2030-05-20'), [['Above 1.30°C', 'gt130'], ['Above 1.40°C', 'gt140']]),
    A('KXGTEMP-30APR', 'April 2030 global temperature anomaly (GISTEMP)', 'Climate and Weather', z('2030-05-20'), [['T1.30', 'Above 1.30°C', 'gt130'], ['T1.40', 'Above 1.40°C', 'gt140']]),
  ] });
}

// ───────────────────────────── NBA AND NHL PLAYOFFS ─────────────────────────────

{ // NBA Championship 2030 winner (alpha, beta, beta_us, gamma), gamma missing some teams.
  addCase('sports', { name: 'nba-champion-2030', events: [
    A('KXNBA-30', 'Pro Basketball Champion 2030', 'Sports', z('2030-06-20'), [['OKC', 'Oklahoma City', 'okc'], ['BOS', 'Boston', 'bos'], ['DEN', 'Denver', 'den'], ['NYK', 'New York K', 'nyk'], ['SAS', 'San Antonio', 'sas']]),
    B('2030 NBA Champion', 'Sports', z('2030-06-20'), [['will-the-oklahoma-city-thunder-win-the-2030-nba-finals', 'Oklahoma City Thunder', 'okc'], ['will-the-boston-celtics-win-the-2030-nba-finals', 'Boston Celtics', 'bos'],
      ['will-the-denver-nuggets-win-the-2030-nba-finals', 'Denver Nuggets', 'den'], ['will-the-new-york-knicks-win-the-2030-nba-finals', 'New York Knicks', 'nyk'], ['will-the-san-antonio-spurs-win-the-2030-nba-finals', 'San Antonio Spurs', 'sas']]),
    U('nba-champion-2030', 'NBA Finals 2030 Winner', 'Sports', z('2030-06-20'), [['nba-2030-champion-thunder', 'Thunder', 'okc'], ['nba-2030-champion-celtics', 'Celtics', 'bos'], ['nba-2030-champion-spurs', 'Spurs', 'sas']]),
    G('2030 NBA Finals champion', z('2030-06-20'), [['OKC Thunder', 'okc'], ['Celtics', 'bos'], ['Nuggets', 'den'], ['Spurs', 'sas']]),
  ] });
}
{ // NBA Eastern Conference champion 2030 — round negative vs the title (alpha, beta).
  addCase('sports', { name: 'nba-east-2030', events: [
    A('KXNBAEAST-30', 'Pro Basketball Eastern Conference Champion 2030', 'Sports', z('2030-06-01'), [['BOS', 'Boston', 'ebos'], ['NYK', 'New York K', 'enyk'], ['CLE', 'Cleveland', 'ecle']]),
    B('NBA Eastern Conference Champion 2030', 'Sports', z('2030-06-01'), [['nba-eastern-conference-2030-celtics', 'Celtics', 'ebos'], ['nba-eastern-conference-2030-knicks', 'Knicks', 'enyk'], ['nba-eastern-conference-2030-cavaliers', 'Cavaliers', 'ecle']]),
  ] }, ['round']);
}
{ // NBA first-round series: Knicks vs Pistons series winner (alpha, beta, gamma).
  addCase('sports', { name: 'nba-r1-nyk-det-2030', events: [
    A('KXNBASERIES-30NYKDETR1', 'Knicks vs Pistons: first round series winner', 'Sports', z('2030-05-04'), [['NYK', 'New York K', 'snyk'], ['DET', 'Detroit', 'sdet']]),
    B('Knicks vs. Pistons (First Round)', 'Sports', z('2030-05-04'), [['nba-playoffs-2030-r1-knicks-pistons', '', 'snyk', team2('Knicks', 'Pistons')]]),
    G('NBA Playoffs 2030 R1: New York Knicks vs Detroit Pistons — series winner', z('2030-05-04'), [['Knicks', 'snyk'], ['Pistons', 'sdet']]),
  ] });
}
{ // Knicks vs Pistons Game 1 (Apr 20) vs Game 2 (Apr 22) — same teams, different dates.
  addCase('sports', { name: 'nba-nyk-det-g1-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNBAGAME-30APR20DETNYK', 'Detroit at New York K (Apr 20)', 'Sports', z('2030-04-21', '03:00'), [['NYK', 'New York K', 'g1nyk'], ['DET', 'Detroit', 'g1det']]),
    B('Pistons vs. Knicks', 'Sports', z('2030-04-21', '03:00'), [['nba-det-nyk-2030-04-20', '', 'g1det', team2('Pistons', 'Knicks')]]),
    G('Pistons @ Knicks, Game 2 (Apr 22, 2030)', z('2030-04-23', '03:00'), [['Knicks', 'g2nyk'], ['Pistons', 'g2det']]),
  ] }, ['date']);
}
{ // NBA Finals MVP 2030 (beta, alpha) — a different award from the season MVP.
  addCase('sports', { name: 'nba-finals-mvp-2030', events: [B('NBA Finals MVP 2030', 'Sports', z('2030-06-20'), [['nba-finals-mvp-2030-shai-gilgeous-alexander', 'Shai Gilgeous-Alexander', 'sga'], ['nba-finals-mvp-2030-victor-wembanyama', 'Victor Wembanyama', 'wemby']]),
    A('KXNBAFINMVP-30', 'NBA Finals MVP 2030', 'Sports', z('2030-06-20'), [['SGA', 'Shai Gilgeous-Alexander', 'sga'], ['WEMB', 'Victor Wembanyama', 'wemby'], ['BROW', 'Jaylen Brown', 'fjb']]),
  ] });
}
{ // NBA MVP 2029-30 regular season (alpha, beta, gamma) — award vs Finals MVP.
  addCase('sports', { name: 'nba-mvp-2030', events: [
    A('KXNBAMVP-30', 'NBA MVP 2029-30', 'Sports', z('2030-05-20'), [['SGA', 'Shai Gilgeous-Alexander', 'msga'], ['WEMB', 'Victor Wembanyama', 'mwemby'], ['JOKI', 'Nikola Jokić', 'mjokic']]),
    B('NBA MVP', 'Sports', z('2030-05-20'), [['nba-mvp-2030-shai-gilgeous-alexander', 'Shai Gilgeous-Alexander', 'msga'], ['nba-mvp-2030-victor-wembanyama', 'Victor Wembanyama', 'mwemby'], ['nba-mvp-2030-nikola-jokic', 'Nikola Jokic', 'mjokic']]),
    G('2029–30 NBA Most Valuable Player', z('2030-05-20'), [['S. Gilgeous-Alexander', 'msga'], ['V. Wembanyama', 'mwemby'], ['N. Jokic', 'mjokic']]),
  ] }, ['category']);
}
{ // Stanley Cup 2030 (alpha, beta, beta_us).
  addCase('sports', { name: 'stanley-cup-2030', events: [
    A('KXNHL-30', 'Pro Hockey Champion 2030', 'Sports', z('2030-06-25'), [['FLA', 'Florida', 'fla'], ['EDM', 'Edmonton', 'edm'], ['COL', 'Colorado', 'col'], ['CAR', 'Carolina', 'car']]),
    B('2030 Stanley Cup Champion', 'Sports', z('2030-06-25'), [['2030-stanley-cup-florida-panthers', 'Florida Panthers', 'fla'], ['2030-stanley-cup-edmonton-oilers', 'Edmonton Oilers', 'edm'], ['2030-stanley-cup-colorado-avalanche', 'Colorado Avalanche', 'col'], ['2030-stanley-cup-carolina-hurricanes', 'Carolina Hurricanes', 'car']]),
    U('stanley-cup-2030', 'Stanley Cup Winner', 'Sports', z('2030-06-25'), [['stanley-cup-2030-panthers', 'Panthers', 'fla'], ['stanley-cup-2030-oilers', 'Oilers', 'edm'], ['stanley-cup-2030-avalanche', 'Avalanche', 'col']]),
  ] });
}
{ // NHL first round: Oilers vs Kings Game 1 (Apr 21) — alpha, gamma; beta_us lists Game 3 (Apr 25).
  addCase('sports', { name: 'nhl-edm-lak-2030', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A('KXNHLGAME-30APR21LAKEDM', 'Los Angeles K at Edmonton (Apr 21)', 'Sports', z('2030-04-22', '05:00'), [['EDM', 'Edmonton', 'h1edm'], ['LAK', 'Los Angeles K', 'h1lak']]),
    G('Kings vs Oilers — 21 Apr 2030', z('2030-04-22', '05:00'), [['Oilers', 'h1edm'], ['Kings', 'h1lak']]),
    U('nhl-edm-lak-2030-04-25', 'Oilers at Kings', 'Sports', z('2030-04-26', '05:00'), [['nhl-edm-lak-2030-04-25', '', 'h3edm', team2('Oilers', 'Kings')]]),
  ] }, ['date']);
}
{ // Conn Smythe 2030 (gamma, beta); gamma's Other bucket has no counterpart.
  addCase('sports', { name: 'conn-smythe-2030', events: [G('2030 Conn Smythe Trophy winner', z('2030-06-25'), [['Connor McDavid', 'cs97'], ['Leon Draisaitl', 'cs29'], ['Other', 'csoth']]),
    B('Conn Smythe Trophy 2030', 'Sports', z('2030-06-25'), [['conn-smythe-2030-connor-mcdavid', 'Connor McDavid', 'cs97'], ['conn-smythe-2030-leon-draisaitl', 'Leon Draisaitl', 'cs29'], ['conn-smythe-2030-sam-reinhart', 'Sam Reinhart', 'csrein']]),
  ] });
}

// ───────────────────────────── MLB ─────────────────────────────

{ // Yankees at Red Sox, April 12, 2030 (alpha, beta, gamma).
  addCase('sports', { name: 'mlb-nyy-bos-apr12-2030', events: [
    A('KXMLBGAME-30APR12NYYBOS', 'New York Y vs Boston (Apr 12)', 'Sports', z('2030-04-13', '03:00'), [['NYY', 'New York Y', 'a12nyy'], ['BOS', 'Boston', 'a12bos']]),
    B('New York Yankees vs. Boston Red Sox', 'Sports', z('2030-04-13', '03:00'), [['mlb-nyy-bos-2030-04-12', '', 'a12nyy', team2('Yankees', 'Red Sox')]]),
    G('NY Yankees @ Boston Red Sox, Apr 12 2030', z('2030-04-13', '03:00'), [['Yankees', 'a12nyy'], ['Red Sox', 'a12bos']]),
  ] });
}
{ // Yankees at Red Sox, April 13, 2030 — same teams, next day (beta, beta_us).
  addCase('sports', { name: 'mlb-nyy-bos-apr13-2030', events: [
    B('Yankees vs. Red Sox', 'Sports', z('2030-04-14', '00:00'), [['mlb-nyy-bos-2030-04-13', '', 'a13nyy', team2('Yankees', 'Red Sox')]]),
    U('mlb-nyy-bos-2030-04-13', 'Yankees at Red Sox', 'Sports', z('2030-04-14', '00:00'), [['mlb-nyy-bos-2030-04-13', '', 'a13bos', team2('Red Sox', 'Yankees')]]),
  ] }, ['date', 'inverted']);
}
{ // Dodgers vs Giants May 10, 2030 (alpha, gamma, beta_us).
  addCase('sports', { name: 'mlb-lad-sf-may10-2030', events: [
    A('KXMLBGAME-30MAY10LADSF', 'Los Angeles D vs San Francisco (May 10)', 'Sports', z('2030-05-11', '06:00'), [['LAD', 'Los Angeles D', 'ladw'], ['SF', 'San Francisco', 'sfw']]),
    G('Dodgers at Giants (May 10)', z('2030-05-11', '06:00'), [['Los Angeles Dodgers', 'ladw'], ['San Francisco Giants', 'sfw']]),
    U('mlb-lad-sf-2030-05-10', 'Dodgers vs. Giants', 'Sports', z('2030-05-11', '06:00'), [['mlb-lad-sf-2030-05-10', '', 'ladw', team2('Dodgers', 'Giants')]]),
  ] });
}
{ // Cubs vs Cardinals May 10, 2030 — same date different teams (alpha only).
  addCase('sports', { name: 'mlb-chc-stl-may10-2030', events: [A('KXMLBGAME-30MAY10CHCSTL', 'Chicago C vs St. Louis (May 10)', 'Sports', z('2030-05-11', '03:00'), [['CHC', 'Chicago C', 'chcw'], ['STL', 'St. Louis', 'stlw']])] });
}
{ // World Series 2030 winner futures (alpha, beta, gamma).
  addCase('sports', { name: 'world-series-2030', events: [
    A('KXMLB-30', 'Pro Baseball Champion 2030', 'Sports', z('2030-11-05'), [['LAD', 'Los Angeles D', 'wlad'], ['NYY', 'New York Y', 'wnyy'], ['ATL', 'Atlanta', 'watl'], ['PHI', 'Philadelphia', 'wphi']]),
    B('World Series Champion 2030', 'Sports', z('2030-11-05'), [['world-series-2030-los-angeles-dodgers', 'Los Angeles Dodgers', 'wlad'], ['world-series-2030-new-york-yankees', 'New York Yankees', 'wnyy'], ['world-series-2030-atlanta-braves', 'Atlanta Braves', 'watl'], ['world-series-2030-philadelphia-phillies', 'Philadelphia Phillies', 'wphi']]),
    G('2030 MLB World Series winner', z('2030-11-05'), [['Dodgers', 'wlad'], ['Yankees', 'wnyy'], ['Braves', 'watl'], ['Phillies', 'wphi'], ['Mets', 'wnym']]),
  ] });
}
{ // AL MVP 2030 (beta) vs AL Cy Young (alpha) — category negative.
  addCase('sports', { name: 'al-mvp-2030', groups: [['beta'], ['alpha']], events: [
    B('AL MVP 2030', 'Sports', z('2030-11-20'), [['al-mvp-2030-aaron-judge', 'Aaron Judge', 'almvpj'], ['al-mvp-2030-bobby-witt-jr', 'Bobby Witt Jr.', 'almvpw']]),
    A('KXALCY-30', 'AL Cy Young 2030', 'Sports', z('2030-11-20'), [['SKUB', 'Tarik Skubal', 'alcys'], ['CROC', 'Garrett Crochet', 'alcyc']]),
  ] }, ['category']);
}
{ // Aaron Judge 15+ home runs by May 31 (alpha, beta_us).
  addCase('sports', { name: 'judge-hr-may-2030', events: [
    A1('KXMLBHRJUDGE-30MAY31', 'Aaron Judge home runs through May 31, 2030', 'Sports', z('2030-06-01', '07:00'), 'T14', '15 or more', 'jhr15'),
    U1('aaron-judge-15-home-runs-by-may-31-2030', 'Aaron Judge 15+ HR by May 31?', 'Sports', z('2030-06-01', '07:00'), 'jhr15'),
  ] });
}

// ───────────────────────────── GOLF, TENNIS, HORSE RACING ─────────────────────────────

{ // The Masters 2030 winner (alpha, beta, beta_us, gamma).
  addCase('sports', { name: 'masters-2030', events: [
    A('KXPGATOUR-MAST30', 'Masters Tournament 2030 Winner', 'Sports', z('2030-04-14', '23:59'), [['SSCH', 'Scottie Scheffler', 'scheff'], ['RMCI', 'Rory McIlroy', 'rory'], ['XSCH', 'Xander Schauffele', 'xander'], ['LABE', 'Ludvig Åberg', 'aberg']]),
    B('The Masters Winner', 'Sports', z('2030-04-14', '23:59'), [['masters-2030-scottie-scheffler', 'Scottie Scheffler', 'scheff'], ['masters-2030-rory-mcilroy', 'Rory McIlroy', 'rory'], ['masters-2030-xander-schauffele', 'Xander Schauffele', 'xander'], ['masters-2030-ludvig-aberg', 'Ludvig Aberg', 'aberg']]),
    U('masters-2030-winner', 'Masters 2030 Champion', 'Sports', z('2030-04-14', '23:59'), [['masters-2030-winner-scheffler', 'Scheffler', 'scheff'], ['masters-2030-winner-mcilroy', 'McIlroy', 'rory']]),
    G('2030 Masters (Augusta) — winner', z('2030-04-14', '23:59'), [['S. Scheffler', 'scheff'], ['R. McIlroy', 'rory'], ['L. Åberg', 'aberg'], ['Field', 'mfield']]),
  ] });
}
{ // Masters 2030 first-round leader — round negative (alpha only).
  addCase('sports', { name: 'masters-r1-leader-2030', events: [
    A('KXPGAR1LEAD-MAST30', 'Masters 2030 first round leader (incl. ties)', 'Sports', z('2030-04-11', '23:59'), [['SSCH', 'Scottie Scheffler', 'r1scheff'], ['RMCI', 'Rory McIlroy', 'r1rory']]),
  ] }, ['round']);
}
{ // Scheffler top-10 at the Masters (beta) — measure negative vs winner (beta only).
  addCase('sports', { name: 'scheffler-masters-top10-2030', events: [B1('Scottie Scheffler top 10 finish at the 2030 Masters?', 'Sports', z('2030-04-14', '23:59'), 'schtop10')] }, ['measure']);
}
{ // PGA Championship 2030 winner (alpha, beta) — a different major from the Masters.
  addCase('sports', { name: 'pga-championship-2030', events: [
    A('KXPGATOUR-PGAC30', 'PGA Championship 2030 Winner', 'Sports', z('2030-05-19', '23:59'), [['SSCH', 'Scottie Scheffler', 'pscheff'], ['RMCI', 'Rory McIlroy', 'prory'], ['BDEC', 'Bryson DeChambeau', 'pbryson']]),
    B('PGA Championship Winner 2030', 'Sports', z('2030-05-19', '23:59'), [['pga-championship-2030-scottie-scheffler', 'Scottie Scheffler', 'pscheff'], ['pga-championship-2030-rory-mcilroy', 'Rory McIlroy', 'prory'], ['pga-championship-2030-bryson-dechambeau', 'Bryson DeChambeau', 'pbryson']]),
  ] }, ['category']);
}
{ // Roland-Garros 2030 men's singles (alpha, beta, gamma) vs women's singles (beta_us) — category negative.
  addCase('sports', { name: 'rg-men-2030', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXFOMEN-30', 'French Open Men\'s Singles Winner 2030', 'Sports', z('2030-06-09', '18:00'), [['SINN', 'Jannik Sinner', 'sinner'], ['ALCA', 'Carlos Alcaraz', 'alcaraz'], ['FONS', 'João Fonseca', 'fonseca']]),
    B('Roland Garros 2030: Men\'s Winner', 'Sports', z('2030-06-09', '18:00'), [['roland-garros-2030-mens-jannik-sinner', 'Jannik Sinner', 'sinner'], ['roland-garros-2030-mens-carlos-alcaraz', 'Carlos Alcaraz', 'alcaraz'], ['roland-garros-2030-mens-joao-fonseca', 'Joao Fonseca', 'fonseca']]),
    G('French Open 2030 — men\'s champion', z('2030-06-09', '18:00'), [['Sinner', 'sinner'], ['Alcaraz', 'alcaraz'], ['Other', 'rgoth']]),
    U('roland-garros-2030-womens-winner', 'Roland Garros Women\'s Winner', 'Sports', z('2030-06-08', '18:00'), [['rg-2030-womens-swiatek', 'Iga Swiatek', 'wswiatek'], ['rg-2030-womens-gauff', 'Coco Gauff', 'wgauff'], ['rg-2030-womens-sabalenka', 'Aryna Sabalenka', 'wsabalenka']]),
  ] }, ['category']);
}
{ // Madrid Open 2030 men's final: Sinner vs Alcaraz, May 5 (alpha, beta, gamma).
  addCase('sports', { name: 'madrid-final-2030', events: [
    A('KXATPMATCH-30MAY05SINALC', 'Sinner vs Alcaraz: Madrid Open Final', 'Sports', z('2030-05-05', '22:00'), [['SIN', 'Jannik Sinner', 'mdsin'], ['ALC', 'Carlos Alcaraz', 'mdalc']]),
    B('Mutua Madrid Open: Jannik Sinner vs Carlos Alcaraz', 'Sports', z('2030-05-05', '22:00'), [['atp-madrid-2030-final-sinner-alcaraz', '', 'mdsin', team2('Sinner', 'Alcaraz')]]),
    G('Madrid Masters 2030 Final: Alcaraz v Sinner', z('2030-05-05', '22:00'), [['Alcaraz', 'mdalc'], ['Sinner', 'mdsin']]),
  ] });
}
{ // Rome (Internazionali) final, May 19, same players — different tournament (beta_us only).
  addCase('sports', { name: 'rome-final-2030', events: [U('atp-rome-2030-final-sinner-alcaraz', 'Italian Open Final: Sinner vs Alcaraz', 'Sports', z('2030-05-19', '20:00'), [['atp-rome-2030-final-sinner-alcaraz', '', 'rmsin', team2('Sinner', 'Alcaraz')]])] }, ['date']);
}
{ // Kentucky Derby 2030, May 4 (alpha, beta, gamma).
  addCase('sports', { name: 'kentucky-derby-2030', events: [
    A('KXKYDERBY-30', 'Kentucky Derby 2030 winner', 'Sports', z('2030-05-04', '23:30'), [['FAV', 'Morning-line favorite', 'kdfav'], ['FLD', 'Field (any other horse)', 'kdfld']],
      { rules: 'Resolves Yes for the morning-line favorite if the horse listed as the morning-line favorite by Churchill Downs at the post-position draw wins.' }),
    B1('Will the Kentucky Derby morning-line favorite win in 2030?', 'Sports', z('2030-05-04', '23:30'), 'kdfav'),
    G1('Kentucky Derby 2030: morning-line favourite wins?', z('2030-05-04', '23:30'), 'kdfav'),
  ] });
}

// ───────────────────────────── FOOTBALL (SOCCER) ─────────────────────────────

{ // Premier League 2029-30 champion (alpha, beta, beta_us, gamma).
  addCase('sports', { name: 'epl-title-2030', events: [
    A('KXEPL-30', 'English Premier League Winner 2029-30', 'Sports', z('2030-05-19', '17:00'), [['ARS', 'Arsenal', 'ars'], ['LFC', 'Liverpool', 'liv'], ['MCI', 'Manchester City', 'mci'], ['CHE', 'Chelsea', 'che']]),
    B('Premier League Winner 2029-30', 'Sports', z('2030-05-19', '17:00'), [['epl-2029-30-arsenal', 'Arsenal', 'ars'], ['epl-2029-30-liverpool', 'Liverpool', 'liv'], ['epl-2029-30-man-city', 'Man City', 'mci'], ['epl-2029-30-chelsea', 'Chelsea', 'che']]),
    U('premier-league-winner-2029-30', 'EPL Champion 2030', 'Sports', z('2030-05-19', '17:00'), [['epl-champion-2030-arsenal', 'Arsenal', 'ars'], ['epl-champion-2030-liverpool', 'Liverpool', 'liv'], ['epl-champion-2030-manchester-city', 'Manchester City', 'mci']]),
    G('2029/30 Premier League title', z('2030-05-19', '17:00'), [['Arsenal FC', 'ars'], ['Liverpool FC', 'liv'], ['Man City', 'mci']]),
  ] });
}
{ // Premier League top-four finish — measure negative (gamma only).
  addCase('sports', { name: 'epl-top4-chelsea-2030', events: [G1('Chelsea finish top 4 in the 2029/30 Premier League?', z('2030-05-19', '17:00'), 'chetop4')] }, ['measure']);
}
{ // La Liga 2029-30 winner (alpha, beta).
  addCase('sports', { name: 'laliga-title-2030', events: [
    A('KXLALIGA-30', 'La Liga Winner 2029-30', 'Sports', z('2030-05-26', '21:00'), [['RMA', 'Real Madrid', 'rma'], ['FCB', 'Barcelona', 'fcb'], ['ATM', 'Atlético Madrid', 'atm']]),
    B('La Liga Winner 2029-30', 'Sports', z('2030-05-26', '21:00'), [['la-liga-2029-30-real-madrid', 'Real Madrid', 'rma'], ['la-liga-2029-30-barcelona', 'FC Barcelona', 'fcb'], ['la-liga-2029-30-atletico-madrid', 'Atletico Madrid', 'atm']]),
  ] });
}
{ // Bundesliga (gamma, alpha) and Serie A (beta_us, gamma) title races.
  addCase('sports', { name: 'bundesliga-title-2030', events: [G('Bundesliga 2029-30 champion', z('2030-05-18', '16:00'), [['Bayern Munich', 'fcbay'], ['Bayer Leverkusen', 'b04'], ['Borussia Dortmund', 'bvb']]),
    A('KXBUNDESLIGA-30', 'Bundesliga Winner 2029-30', 'Sports', z('2030-05-18', '16:00'), [['FCB', 'Bayern', 'fcbay'], ['B04', 'Leverkusen', 'b04'], ['BVB', 'Dortmund', 'bvb']]),
  ] });
  addCase('sports', { name: 'serie-a-title-2030', events: [U('serie-a-winner-2029-30', 'Serie A Champion 2029-30', 'Sports', z('2030-05-26', '21:00'), [['serie-a-2030-inter', 'Inter', 'inter'], ['serie-a-2030-napoli', 'Napoli', 'napoli'], ['serie-a-2030-juventus', 'Juventus', 'juve']]),
    G('Serie A 2029/30 Scudetto', z('2030-05-26', '21:00'), [['Inter Milan', 'inter'], ['SSC Napoli', 'napoli'], ['Juventus', 'juve'], ['AC Milan', 'milan']]),
  ] });
}
{ // Champions League 2029-30 winner (final May 25, 2030) — alpha, beta, gamma.
  addCase('sports', { name: 'ucl-winner-2030', events: [
    A('KXUCL-30', 'UEFA Champions League Winner 2029-30', 'Sports', z('2030-05-25', '21:00'), [['RMA', 'Real Madrid', 'urma'], ['ARS', 'Arsenal', 'uars'], ['PSG', 'Paris Saint-Germain', 'upsg'], ['BAY', 'Bayern Munich', 'ubay']]),
    B('Champions League Winner', 'Sports', z('2030-05-25', '21:00'), [['champions-league-2029-30-real-madrid', 'Real Madrid', 'urma'], ['champions-league-2029-30-arsenal', 'Arsenal', 'uars'], ['champions-league-2029-30-psg', 'PSG', 'upsg'], ['champions-league-2029-30-bayern-munich', 'Bayern München', 'ubay']]),
    G('UCL 2029/30 winner', z('2030-05-25', '21:00'), [['Real Madrid', 'urma'], ['Arsenal', 'uars'], ['Paris SG', 'upsg'], ['FC Bayern', 'ubay']]),
  ] });
}
{ // Champions League semi-final first leg Arsenal v PSG (Apr 30, 2030) three-way; alpha vs beta; gamma "to advance" (round/measure negative).
  addCase('sports', { name: 'ucl-sf-ars-psg-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUCLGAME-30APR30ARSPSG', 'Arsenal vs Paris Saint-Germain (Apr 30)', 'Sports', z('2030-04-30', '21:00'), [['ARS', 'Arsenal', 'sfars'], ['PSG', 'Paris Saint-Germain', 'sfpsg'], ['TIE', 'Tie', 'sfdraw']],
      { rules: 'Resolves on the result after 90 minutes plus stoppage time of the first leg on April 30, 2030.' }),
    B('Arsenal FC vs. Paris Saint-Germain FC', 'Sports', z('2030-04-30', '21:00'), [['ucl-ars-psg-2030-04-30-ars', 'Arsenal', 'sfars'], ['ucl-ars-psg-2030-04-30-draw', 'Draw', 'sfdraw'], ['ucl-ars-psg-2030-04-30-psg', 'PSG', 'sfpsg']]),
    G('Champions League semi-final: Arsenal vs PSG — who advances to the final?', z('2030-05-08', '21:00'), [['Arsenal', 'advars'], ['PSG', 'advpsg']]),
  ] }, ['measure']);
}
{ // FA Cup final 2030 (May 18): winner incl. extra time and penalties (beta, gamma); alpha 90-minute result (different event).
  addCase('sports', { name: 'fa-cup-final-2030', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('FA Cup Winner 2029-30', 'Sports', z('2030-05-18', '18:00'), [['fa-cup-2030-manchester-city', 'Manchester City', 'facmci'], ['fa-cup-2030-newcastle', 'Newcastle', 'facnew']],
      { rules: 'Resolves to the team that lifts the FA Cup, including extra time and penalties.' }),
    G('Emirates FA Cup 2030 winner', z('2030-05-18', '18:00'), [['Man City', 'facmci'], ['Newcastle United', 'facnew']]),
    A('KXFACUPGAME-30MAY18MCINEW', 'Man City vs Newcastle: FA Cup Final (regulation)', 'Sports', z('2030-05-18', '18:00'), [['MCI', 'Manchester City', 'f90mci'], ['NEW', 'Newcastle', 'f90new'], ['TIE', 'Tie', 'f90tie']],
      { rules: 'Resolves on the result at the end of regulation (90 minutes plus stoppage time); extra time and penalties are not counted.' }),
  ] }, ['measure']);
}
{ // Copa del Rey final 2030 (Apr 20) — alpha, beta_us.
  addCase('sports', { name: 'copa-del-rey-final-2030', events: [
    A('KXCOPADELREY-30', 'Copa del Rey Winner 2029-30', 'Sports', z('2030-04-20', '22:00'), [['FCB', 'Barcelona', 'cdrfcb'], ['ATH', 'Athletic Club', 'cdrath']]),
    U('copa-del-rey-winner-2030', 'Copa del Rey Final: Barcelona vs Athletic', 'Sports', z('2030-04-20', '22:00'), [['copa-del-rey-2030-barcelona', 'Barcelona', 'cdrfcb'], ['copa-del-rey-2030-athletic-bilbao', 'Athletic Bilbao', 'cdrath']]),
  ] });
}
{ // El Clásico, La Liga, May 12, 2030 (beta, gamma); Copa final is a different match.
  addCase('sports', { name: 'clasico-may12-2030', events: [
    B('Real Madrid vs. Barcelona', 'Sports', z('2030-05-12', '21:00'), [['lal-rma-fcb-2030-05-12-rma', 'Real Madrid', 'clrma'], ['lal-rma-fcb-2030-05-12-draw', 'Draw', 'cldraw'], ['lal-rma-fcb-2030-05-12-fcb', 'Barcelona', 'clfcb']]),
    G('LaLiga: Real Madrid v FC Barcelona (12 May 2030) — 1X2', z('2030-05-12', '21:00'), [['Real Madrid', 'clrma'], ['Draw', 'cldraw'], ['Barcelona', 'clfcb']]),
  ] });
}

// ───────────────────────────── F1 AND COMBAT SPORTS ─────────────────────────────

{ // Miami GP 2030 (May 5) winner (alpha, beta, gamma) vs sprint winner (beta_us) — round negative.
  addCase('sports', { name: 'f1-miami-2030', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXF1RACE-30MIA', 'Miami Grand Prix 2030 Winner', 'Sports', z('2030-05-05', '22:00'), [['VER', 'Max Verstappen', 'miaver'], ['NOR', 'Lando Norris', 'mianor'], ['PIA', 'Oscar Piastri', 'miapia'], ['RUS', 'George Russell', 'miarus']]),
    B('F1: Miami Grand Prix Winner', 'Sports', z('2030-05-05', '22:00'), [['f1-miami-gp-2030-verstappen', 'Max Verstappen', 'miaver'], ['f1-miami-gp-2030-norris', 'Lando Norris', 'mianor'], ['f1-miami-gp-2030-piastri', 'Oscar Piastri', 'miapia']]),
    G('Formula 1 Miami GP 2030 — race winner', z('2030-05-05', '22:00'), [['Verstappen', 'miaver'], ['Norris', 'mianor'], ['Piastri', 'miapia'], ['Russell', 'miarus']]),
    U('f1-miami-sprint-2030', 'Miami Sprint Winner', 'Sports', z('2030-05-04', '18:00'), [['f1-miami-sprint-2030-verstappen', 'Verstappen', 'sprver'], ['f1-miami-sprint-2030-norris', 'Norris', 'sprnor']]),
  ] }, ['round']);
}
{ // Monaco GP 2030 (May 26) winner — single alpha (same drivers, different race).
  addCase('sports', { name: 'f1-monaco-2030', events: [A('KXF1RACE-30MON', 'Monaco Grand Prix 2030 Winner', 'Sports', z('2030-05-26', '16:00'), [['VER', 'Max Verstappen', 'monver'], ['LEC', 'Charles Leclerc', 'monlec']])] }, ['place']);
}
{ // F1 2030 drivers' champion (beta, gamma).
  addCase('sports', { name: 'f1-wdc-2030', events: [
    B('F1 Drivers\' Champion 2030', 'Sports', z('2030-12-08'), [['f1-drivers-champion-2030-max-verstappen', 'Max Verstappen', 'wdcver'], ['f1-drivers-champion-2030-lando-norris', 'Lando Norris', 'wdcnor'], ['f1-drivers-champion-2030-oscar-piastri', 'Oscar Piastri', 'wdcpia']]),
    G('2030 Formula One World Drivers\' Championship', z('2030-12-08'), [['Max Verstappen', 'wdcver'], ['Lando Norris', 'wdcnor'], ['Oscar Piastri', 'wdcpia'], ['Charles Leclerc', 'wdclec']]),
  ] });
}
{ // UFC 3xx main event April 13, 2030 (alpha, beta, gamma).
  addCase('sports', { name: 'ufc-apr13-2030', events: [
    A('KXUFCFIGHT-30APR13TOPMAK', 'Topuria vs Makhachev (Apr 13)', 'Sports', z('2030-04-14', '06:00'), [['TOP', 'Ilia Topuria', 'ufctop'], ['MAK', 'Islam Makhachev', 'ufcmak']]),
    B('UFC: Ilia Topuria vs. Islam Makhachev', 'Sports', z('2030-04-14', '06:00'), [['ufc-topuria-makhachev-2030-04-13', '', 'ufctop', team2('Topuria', 'Makhachev')]]),
    G('UFC April 13, 2030 main event: Makhachev vs Topuria', z('2030-04-14', '06:00'), [['Islam Makhachev', 'ufcmak'], ['Ilia Topuria', 'ufctop']]),
  ] });
}
{ // Same fight, "by KO/TKO" (beta_us) — method is a different question.
  addCase('sports', { name: 'ufc-apr13-ko-2030', events: [U1('ufc-topuria-makhachev-ko-tko-2030-04-13', 'Topuria vs Makhachev: fight ends by KO/TKO?', 'Sports', z('2030-04-14', '06:00'), 'ufcko')] }, ['measure']);
}
{ // Boxing: Dubois vs Itauma, May 18, 2030, three-way with the draw (alpha, beta).
  addCase('sports', { name: 'boxing-may18-2030', events: [
    A('KXBOXING-30MAY18DUBITA', 'Daniel Dubois vs Moses Itauma (May 18)', 'Sports', z('2030-05-19', '06:00'), [['DUB', 'Daniel Dubois', 'bxdub'], ['ITA', 'Moses Itauma', 'bxita'], ['DRAW', 'Draw', 'bxdraw']]),
    B('Dubois vs. Itauma', 'Sports', z('2030-05-19', '06:00'), [['boxing-dubois-itauma-2030-05-18-dubois', 'Daniel Dubois', 'bxdub'], ['boxing-dubois-itauma-2030-05-18-itauma', 'Moses Itauma', 'bxita'], ['boxing-dubois-itauma-2030-05-18-draw', 'Draw', 'bxdraw']]),
  ] });
}

// ───────────────────────────── AWARDS, BOX OFFICE, MUSIC ─────────────────────────────

{ // Oscars 2030 (March 10): Best Picture (alpha, beta, beta_us, gamma).
  addCase('culture', { name: 'oscars-best-picture-2030', events: [
    A('KXOSCARPIC-30', 'Oscar for Best Picture 2030', 'Entertainment', z('2030-03-11', '04:00'), [['LONG', 'The Long Winter', 'bplw'], ['HARB', 'Harbor Lights', 'bphl'], ['PAPE', 'Paper Kingdom', 'bppk']]),
    B('Oscars 2030: Best Picture Winner', 'Culture', z('2030-03-11', '04:00'), [['oscars-2030-best-picture-the-long-winter', 'The Long Winter', 'bplw'], ['oscars-2030-best-picture-harbor-lights', 'Harbor Lights', 'bphl'], ['oscars-2030-best-picture-paper-kingdom', 'Paper Kingdom', 'bppk']]),
    U('oscars-2030-best-picture', 'Best Picture — 102nd Academy Awards', 'Culture', z('2030-03-11', '04:00'), [['oscars-2030-best-picture-long-winter', 'Long Winter', 'bplw'], ['oscars-2030-best-picture-harbor-lights', 'Harbor Lights', 'bphl']]),
    G('102nd Academy Awards — Best Picture', z('2030-03-11', '04:00'), [['The Long Winter', 'bplw'], ['Harbor Lights', 'bphl'], ['Paper Kingdom', 'bppk'], ['Other', 'bpoth']]),
  ] });
}
{ // Oscars 2030 Best Director — category negative (alpha, beta).
  addCase('culture', { name: 'oscars-best-director-2030', events: [
    A('KXOSCARDIR-30', 'Oscar for Best Director 2030', 'Entertainment', z('2030-03-11', '04:00'), [['VILL', 'Denis Villeneuve', 'dvill'], ['NOLA', 'Christopher Nolan', 'dnolan']]),
    B('Oscars 2030: Best Director', 'Culture', z('2030-03-11', '04:00'), [['oscars-2030-best-director-denis-villeneuve', 'Denis Villeneuve', 'dvill'], ['oscars-2030-best-director-christopher-nolan', 'Christopher Nolan', 'dnolan']]),
  ] }, ['category']);
}
{ // Oscars 2030 Best Actress (gamma, beta).
  addCase('culture', { name: 'oscars-best-actress-2030', events: [G('Oscars 2030: Best Actress', z('2030-03-11', '04:00'), [['Zendaya', 'baz'], ['Florence Pugh', 'bafp'], ['Other', 'baoth']]),
    B('Oscars 2030: Best Actress Winner', 'Culture', z('2030-03-11', '04:00'), [['oscars-2030-best-actress-zendaya', 'Zendaya', 'baz'], ['oscars-2030-best-actress-florence-pugh', 'Florence Pugh', 'bafp'], ['oscars-2030-best-actress-mikey-madison', 'Mikey Madison', 'bamm']]),
  ] });
}
{ // Oscars 2030 ceremony viewership above 20M (Nielsen) — alpha, gamma.
  addCase('culture', { name: 'oscars-ratings-2030', events: [
    A1('KXOSCARVIEW-30', 'Oscars 2030 viewership above 20 million?', 'Entertainment', z('2030-03-13'), 'T20', 'Above 20M', 'ov20', { rules: 'Per the Nielsen live+same-day average viewership reported for the 102nd Academy Awards telecast.' }),
    G1('Academy Awards 2030 US TV audience over 20M (Nielsen)?', z('2030-03-13'), 'ov20'),
  ] });
}
{ // Incredibles 3 opening weekend (May 3–5, 2030): Box Office Mojo (alpha) vs The Numbers (beta) — one event, nf; gamma's
  // 4-day Thu–Sun total is a different measure.
  addCase('culture', { name: 'box-office-may-2030', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXBOXOFFICE-30MAY05INC3', 'Incredibles 3 opening weekend', 'Entertainment', z('2030-05-06', '17:00'), [['T250', 'Above $250M', 'bo250'], ['T300', 'Above $300M', 'bo300']],
      { rules: 'Per the 3-day domestic opening weekend (Fri–Sun, May 3–5, 2030) reported by Box Office Mojo.' }),
    B('Incredibles 3 opening weekend box office?', 'Culture', z('2030-05-06', '17:00'), [['incredibles-3-opening-weekend-250m', '$250M+', 'bo250'], ['incredibles-3-opening-weekend-300m', '$300M+', 'bo300']],
      { rules: 'Resolves per The Numbers domestic 3-day opening weekend gross for May 3–5, 2030.' }),
    G1('Incredibles 3 domestic 4-day opening (Thu–Sun) over $300M?', z('2030-05-06', '17:00'), 'bo4d300'),
  ] }, ['source', 'measure']);
}
{ // Top film at the Memorial Day weekend 2030 box office — single beta_us.
  addCase('culture', { name: 'memorial-day-box-office-2030', events: [U('memorial-day-weekend-box-office-2030-top-film', 'Top film at the Memorial Day weekend box office', 'Culture', z('2030-05-28', '17:00'), [['memorial-day-2030-top-film-shrek-5', 'Shrek 5', 'shrek'], ['memorial-day-2030-top-film-incredibles-3', 'Incredibles 3', 'avsw']])] });
}
{ // Billboard Hot 100 #1 on chart dated April 13, 2030 (alpha, beta).
  addCase('culture', { name: 'hot100-apr13-2030', events: [
    A('KXHOT100-30APR13', 'Billboard Hot 100 #1 song (chart dated Apr 13, 2030)', 'Entertainment', z('2030-04-09', '17:00'), [['TS', 'Taylor Swift', 'h1ts'], ['SC', 'Sabrina Carpenter', 'h1sc'], ['OTH', 'Another artist', 'h1oth']]),
    B('Billboard Hot 100 #1 on April 13?', 'Culture', z('2030-04-09', '17:00'), [['hot-100-number-one-april-13-2030-taylor-swift', 'Taylor Swift', 'h1ts'], ['hot-100-number-one-april-13-2030-sabrina-carpenter', 'Sabrina Carpenter', 'h1sc']]),
  ] });
}
{ // Billboard 200 #1 album the same week — a different chart from the Hot 100 (gamma, alpha).
  addCase('culture', { name: 'billboard200-apr13-2030', events: [G('Billboard 200 No. 1 album, chart dated 13 April 2030', z('2030-04-09', '17:00'), [['Taylor Swift', 'b2ts'], ['Other', 'b2oth']]),
    A('KXBB200-30APR13', 'Billboard 200 #1 album (chart dated Apr 13, 2030)', 'Entertainment', z('2030-04-09', '17:00'), [['TS', 'Taylor Swift', 'b2ts'], ['OTH', 'Another artist', 'b2oth']]),
  ] }, ['category']);
}
{ // Eurovision 2030 winner, May 18 (alpha, beta, gamma with one differing country).
  addCase('culture', { name: 'eurovision-2030', events: [
    A('KXEUROVISION-30', 'Eurovision Song Contest 2030 Winner', 'Entertainment', z('2030-05-18', '23:00'), [['SWE', 'Sweden', 'evswe'], ['UKR', 'Ukraine', 'evukr'], ['FRA', 'France', 'evfra']]),
    B('Eurovision Winner 2030', 'Culture', z('2030-05-18', '23:00'), [['eurovision-2030-sweden', 'Sweden', 'evswe'], ['eurovision-2030-ukraine', 'Ukraine', 'evukr'], ['eurovision-2030-france', 'France', 'evfra']]),
    G('Eurovision 2030 — winning country', z('2030-05-18', '23:00'), [['Sweden', 'evswe'], ['Ukraine', 'evukr'], ['Israel', 'evisr']]),
  ] });
}
{ // Tony Award for Best Musical 2030 (alpha, beta).
  addCase('culture', { name: 'tony-best-musical-2030', events: [A('KXTONYMUSICAL-30', 'Tony Award for Best Musical 2030', 'Entertainment', z('2030-06-10', '04:00'), [['STAR', 'Starlight Avenue', 'tonya'], ['FERR', 'The Ferryman\'s Daughter', 'tonyb']]),
    B('Tony Awards 2030: Best Musical', 'Culture', z('2030-06-10', '04:00'), [['tony-awards-2030-best-musical-starlight-avenue', 'Starlight Avenue', 'tonya'], ['tony-awards-2030-best-musical-the-ferrymans-daughter', 'The Ferryman’s Daughter', 'tonyb']]),
  ] });
}

// ───────────────────────────── TECH, AI AND SPACE ─────────────────────────────

{ // OpenAI releases GPT-6 by April 30, 2030 (alpha, beta, gamma); beta_us "by June 30" — deadline negative.
  addCase('tech', { name: 'gpt6-release-2030', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXGPT6-30APR30', 'Will OpenAI release GPT-6 before May 2030?', 'Science and Technology', z('2030-04-30'), 'Y', 'Released by Apr 30', 'g6apr'),
    B1('GPT-6 released by April 30, 2030?', 'Tech', z('2030-04-30'), 'g6apr'),
    G1('OpenAI GPT-6 public release by 30 Apr 2030?', z('2030-04-30'), 'g6apr'),
    U1('gpt-6-released-by-june-30-2030', 'GPT-6 release by June 30?', 'Tech', z('2030-06-30'), 'g6jun'),
  ] }, ['deadline']);
}
{ // Top AI model on LMArena text leaderboard end of May 2030 (alpha, beta, gamma).
  addCase('tech', { name: 'top-ai-model-may-2030', events: [
    A('KXTOPMODEL-30MAY31', 'Top AI model on May 31, 2030 (LMArena text)', 'Science and Technology', z('2030-05-31', '23:59'), [['OAI', 'OpenAI', 'aioai'], ['GOOG', 'Google', 'aigoog'], ['ANTH', 'Anthropic', 'aianth'], ['XAI', 'xAI', 'aixai']]),
    B('Which company has best AI model end of May?', 'Tech', z('2030-05-31', '23:59'), [['best-ai-model-end-of-may-2030-openai', 'OpenAI', 'aioai'], ['best-ai-model-end-of-may-2030-google', 'Google', 'aigoog'], ['best-ai-model-end-of-may-2030-anthropic', 'Anthropic', 'aianth'], ['best-ai-model-end-of-may-2030-xai', 'xAI', 'aixai']],
      { rules: 'Resolves to the company owning the top model on the LMArena Text Arena leaderboard (style control on) at 12:00 PM ET on May 31, 2030.' }),
    G('Top model on LMArena (text) at end of May 2030 — which lab?', z('2030-05-31', '23:59'), [['OpenAI', 'aioai'], ['Google DeepMind', 'aigoog'], ['Anthropic', 'aianth']]),
  ] });
}
{ // Nvidia Q1 FY2031 revenue above $100B (reported late May 2030) — alpha, beta_us.
  addCase('tech', { name: 'nvda-revenue-q1fy31', events: [
    A1('KXNVDAREV-30MAY', 'Nvidia Q1 FY2031 revenue above $100B?', 'Companies', z('2030-05-31'), 'T100', 'Above $100B', 'nv100'),
    U1('nvidia-q1-fy2031-revenue-above-100b', 'NVIDIA quarterly revenue above $100B (Q1 FY31)?', 'Tech', z('2030-05-31'), 'nv100'),
  ] });
}
{ // Starship flight launch by March 31, 2030 (alpha, gamma) vs crewed Starship (beta) — measure negative.
  addCase('tech', { name: 'starship-launch-q1-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXSTARSHIP-30MAR31', 'Starship launch before April 2030?', 'Science and Technology', z('2030-03-31'), 'Y', 'Launch by Mar 31', 'ssl'),
    G1('Will SpaceX launch a Starship flight by March 31, 2030?', z('2030-03-31'), 'ssl'),
    B1('Crewed Starship launch by March 31, 2030?', 'Science', z('2030-03-31'), 'sscrew'),
  ] }, ['measure']);
}
{ // Artemis III crewed lunar landing by May 31, 2030 (alpha, beta, beta_us).
  addCase('tech', { name: 'artemis-iii-landing-2030', events: [
    A1('KXARTEMIS3-30MAY31', 'Artemis III lands on the Moon by May 31, 2030?', 'Science and Technology', z('2030-05-31'), 'Y', 'Landing by May 31', 'art3'),
    B1('NASA Artemis III Moon landing by May 31?', 'Science', z('2030-05-31'), 'art3'),
    U1('artemis-iii-moon-landing-by-may-31-2030', 'Artemis III crewed landing by May 31, 2030?', 'Science', z('2030-05-31'), 'art3'),
  ] });
}
{ // Artemis III launch (not landing) by May 31 — observation/measure negative (gamma only).
  addCase('tech', { name: 'artemis-iii-launch-2030', events: [G1('Artemis III launches before June 2030?', z('2030-05-31'), 'art3l')] }, ['measure']);
}
{ // Number of SpaceX launches in April 2030 (alpha, beta).
  addCase('tech', { name: 'spacex-launches-apr-2030', events: [
    A('KXSPACEXLAUNCH-30APR', 'SpaceX launches in April 2030', 'Science and Technology', z('2030-04-30', '23:59'), [['T14', '15 or more', 'sx15'], ['T19', '20 or more', 'sx20']]),
    B('How many SpaceX launches in April?', 'Science', z('2030-04-30', '23:59'), [['spacex-launches-april-2030-15-plus', '15+', 'sx15'], ['spacex-launches-april-2030-20-plus', '20+', 'sx20']]),
  ] });
}
{ // OpenAI files for an IPO in 2030 (gamma, alpha).
  addCase('tech', { name: 'openai-ipo-2030', events: [
    G1('OpenAI files for an IPO in 2030?', z('2030-12-31'), 'oaiipo', { rules: 'Resolves Yes if OpenAI publicly files a registration statement (S-1) with the SEC between January 1 and December 31, 2030.' }),
    A1('KXOPENAIIPO-30', 'Will OpenAI file for an IPO before 2031?', 'Companies', z('2030-12-31'), 'Y', 'Files in 2030', 'oaiipo', { rules: 'Resolves Yes if OpenAI publicly files a Form S-1 with the SEC by December 31, 2030.' }),
  ] });
}
{ // Apple announces a $10B+ acquisition by May 31, 2030 — single beta.
  addCase('tech', { name: 'apple-ai-acquisition-2030', events: [B1('Apple announces $10B+ acquisition by May 31, 2030?', 'Tech', z('2030-05-31'), 'aplacq')] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout28-set.json', import.meta.url));
