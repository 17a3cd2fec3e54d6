// Thirtieth independent refdata holdout: writes test/refdata/holdout30-set.json (a broad catalog snapshot of autumn 2030,
// September to December 2030: the US midterms of Nov 5 and their aftermath, world elections, the Fed/ECB/BoE/BoJ and
// other central banks, US and foreign CPI/jobs/GDP/retail-sales prints, indices and single stocks, crypto, commodities,
// FX, the NFL, college football, the MLB postseason, the NBA and NHL openers, European football, tennis, golf and F1,
// culture (box office, charts, awards), weather (hurricanes, first snow, temperature records), tech and science).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout30.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn, slug and the HoldoutRow/Mx types), lines 1–80 of
// test/refdata/holdout29.build.ts (its header: the labelling rules below are adopted from it verbatim, and the helper
// usage) and the last 45 lines of test/refdata/holdout29.build.ts (how the JSON is written out and the figures printed);
// a listing of the file names in test/refdata/ was seen, no other file there was opened.
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
// Set-specific readings (applying the rules above): a point-spread market and a moneyline on the same game are
// different observations (different events); a conference or league-pennant winner and the championship winner are
// different rounds; a race winner and its pole position are different observations; the 3-day and the 5-day
// Thanksgiving openings are different measures; the 1-year and the 5-year LPR, headline and core, headline and ex-autos
// retail sales, CPI and CPIH, Tokyo and nationwide CPI, ISM and S&P Global PMIs, the fed funds target and the effective
// rate, deliveries and production, revenue and EPS are different measures; "Senate control" (Vice-President tie-break
// included) and "51 or more seats" are different counting rules; a flash estimate and the final print, an advance and a
// second GDP estimate are different estimates; the Ballon d'Or and the Ballon d'Or Féminin, men's and women's singles,
// a tournament and a season-long race are different events. A sports game market on beta/beta_us with two named
// outcomes has the first-named team on its YES side. "Any dissent" at an FOMC meeting is the complement of "0
// dissents" (same event, different `t`).
// Ids: beta event ids 380001+, gamma ids 32001+, alpha tickers dated 2030 (and early 2031 for season-long markets);
// all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, type HoldoutRow as Row, holdoutKit } from './evalset.emit.ts';

type Cat = 'us_politics' | 'world_politics' | 'central_banks' | 'economics' | 'markets' | 'crypto' | 'commodities' | 'fx' | 'sports' | 'culture' | 'weather' | 'tech_science';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round' | 'estimate' | 'counting';

const { cases, addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(380000, 32000);
/** A two-team game market (beta / beta_us): one market whose YES side is the first-named team. */
const game = (id: string, first: string, second: string, t: string, q: string): Row => [id, '', t, { outcomes: yn(first, second), q }];

// Settlement sources.
const AP = 'Associated Press https://apnews.com/hub/election-results';
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/news.release/empsit.nr0.htm';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const ECB = 'European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html';
const BOE = 'Bank of England https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate';
const ONS = 'Office for National Statistics https://www.ons.gov.uk/economy/inflationandpriceindices';
const EUROSTAT = 'Eurostat https://ec.europa.eu/eurostat/web/euro-indicators';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const SPDJI = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NHC = 'National Hurricane Center https://www.nhc.noaa.gov/';
const url = (s: string): string => s.split(' ').at(-1)!;

// ───────────────────────────── US POLITICS: THE NOV 5, 2030 MIDTERMS AND AFTER ─────────────────────────────

{ // House control after the 2030 midterms (all four venues).
  const close = z('2031-01-03', '17:00');
  addCase('us_politics', { name: 'house-control-2030', events: [
    A('KXHOUSE-30', 'Which party will win the House in 2030?', 'Politics', close, [['D', 'Democratic Party', 'house-d'], ['R', 'Republican Party', 'house-r']], { sources: [AP] }),
    B('House control after the 2030 midterms', 'Politics', close, w([['house-2030-democrats', 'Democrats', 'house-d'], ['house-2030-republicans', 'Republicans', 'house-r']], { src: url(AP) })),
    U('which-party-wins-the-house-2030', 'Which party wins the House in 2030?', 'politics', close, [['house-2030-dem', 'Democratic', 'house-d'], ['house-2030-gop', 'Republican', 'house-r']]),
    G('2030 US House majority', close, [['Democrats', 'house-d'], ['Republicans', 'house-r']], { rules: 'Resolves to the party that wins a majority of House seats in the Nov 5, 2030 election, per AP race calls.' }),
  ] });
}
{ // Senate control (alpha, beta, gamma) vs beta_us "Democrats win 51+ seats": a different counting rule.
  const close = z('2031-01-03', '17:00');
  addCase('us_politics', { name: 'senate-control-2030', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSENATE-30', 'Which party will control the Senate after the 2030 election?', 'Politics', close, [['D', 'Democrats', 'sen-d'], ['R', 'Republicans', 'sen-r']], { sources: [AP] }),
    B('Senate control after 2030 midterms', 'Politics', close, [['senate-2030-d', 'Democratic', 'sen-d'], ['senate-2030-r', 'Republican', 'sen-r']]),
    G1('Republicans control the US Senate after the 2030 midterms?', close, 'sen-r', { rules: 'Control includes a 50-50 chamber with the Vice President\'s tie-breaking vote.' }),
    U1('democrats-win-51-senate-seats-2030', 'Democrats win 51 or more Senate seats in 2030?', 'politics', close, 'sen-d51', { rules: 'Counts seats held by Democrats and independents caucusing with them; the Vice President does not count.' }),
  ] }, ['counting']);
}
{ // Pennsylvania Senate (alpha, gamma) vs Pennsylvania governor (beta): same state, same night, different office.
  const close = z('2030-12-15');
  addCase('us_politics', { name: 'pa-senate-vs-governor-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXSENATEPA-30', 'Pennsylvania Senate race 2030', 'Politics', close, [['D', 'Democratic', 'pasen-d'], ['R', 'Republican', 'pasen-r']], { sources: [AP] }),
    G1('PA US Senate 2030: Democrat wins?', close, 'pasen-d', { rules: 'US Senate, Pennsylvania, Nov 5, 2030. Resolves YES if the Democratic nominee is projected the winner by AP.' }),
    B('Pennsylvania Governor Election 2030', 'Politics', close, [['pa-governor-2030-democrat', 'Democrat', 'pagov-d'], ['pa-governor-2030-republican', 'Republican', 'pagov-r']]),
  ] }, ['office']);
}
{ // Texas governor winner (alpha, beta_us) vs Republican margin of victory (beta): a different measure.
  const close = z('2030-12-15');
  addCase('us_politics', { name: 'texas-governor-2030', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXGOVTX-30', 'Texas governor race 2030', 'Politics', close, [['R', 'Republican', 'txgov-r'], ['D', 'Democratic', 'txgov-d']], { sources: [AP] }),
    U('texas-governor-election-2030', 'Texas Governor Election 2030', 'politics', close, [['texas-governor-2030-republican', 'Republican', 'txgov-r'], ['texas-governor-2030-democrat', 'Democrat', 'txgov-d']]),
    B('Texas governor 2030: Republican margin of victory', 'Politics', close, [['tx-gov-margin-under-5', 'Under 5 pts', 'txm-lt5'], ['tx-gov-margin-5-10', '5–10 pts', 'txm-5-10'], ['tx-gov-margin-over-10', 'Over 10 pts', 'txm-gt10']], { rules: 'Republican nominee\'s margin over the Democratic nominee in the certified result; resolves No on every bucket if the Republican loses.' }),
  ] }, ['measure']);
}
{ // AP calls the Arizona Senate race by Nov 8 (alpha, gamma) vs by Nov 12 (beta): different deadlines.
  addCase('us_politics', { name: 'az-senate-call-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXCALLAZSEN-30NOV08', 'Will the AP call the Arizona Senate race by Nov 8, 2030?', 'Politics', z('2030-11-09', '04:59'), 'NOV08', 'Called by Nov 8', 'azcall-8', { rules: 'Resolves Yes if the Associated Press projects a winner before 11:59 PM ET on Nov 8, 2030.' }),
    G1('Arizona Senate race called by Nov 8?', z('2030-11-09', '04:59'), 'azcall-8', { rules: 'YES if AP calls the 2030 Arizona US Senate race by 23:59 ET, Nov 8, 2030.' }),
    B1('Arizona Senate race called by November 12?', 'Politics', z('2030-11-13', '04:59'), 'azcall-12', { mx: { src: url(AP) } }),
  ] }, ['deadline']);
}
{ // Democrats' House seats: the buckets up to 224 coincide; alpha 225-234 / 235+ vs beta 225-229 / 230+ do not.
  const close = z('2030-12-20');
  addCase('us_politics', { name: 'house-dem-seats-2030', events: [
    A('KXHOUSESEATSD-30', 'Number of House seats won by Democrats in 2030', 'Politics', close, [
      ['B205', 'Below 205', 'hd-lt205'], ['B210', '205-214', 'hd-205'], ['B220', '215-224', 'hd-215'], ['B230', '225-234', 'hd-225-234'], ['T234', '235 or more', 'hd-235p']]),
    B('How many House seats will Democrats win in 2030?', 'Politics', close, [
      ['dem-house-seats-2030-under-205', '<205', 'hd-lt205'], ['dem-house-seats-2030-205-214', '205–214', 'hd-205'], ['dem-house-seats-2030-215-224', '215–224', 'hd-215'],
      ['dem-house-seats-2030-225-229', '225–229', 'hd-225-229'], ['dem-house-seats-2030-230-plus', '230+', 'hd-230p']]),
  ] }, ['threshold']);
}
{ // Shutdown starting Oct 1, 2030 (alpha, beta_us) vs a shutdown before November (beta): different deadlines.
  addCase('us_politics', { name: 'shutdown-oct-2030', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXSHUTDOWN-30OCT01', 'Government shutdown on Oct 1, 2030?', 'Politics', z('2030-10-01', '16:00'), 'OCT01', 'Shutdown begins Oct 1', 'shut-oct1', { rules: 'Resolves Yes if a lapse in appropriations begins at 12:01 AM ET on Oct 1, 2030, per OPM.' }),
    U1('government-shutdown-october-1-2030', 'Will the government shut down on October 1?', 'politics', z('2030-10-01', '16:00'), 'shut-oct1'),
    B1('US government shutdown before November 2030?', 'Politics', z('2030-10-31', '23:59'), 'shut-by-nov'),
  ] }, ['deadline']);
}
{ // California governor: alpha both parties, beta_us "Democrat wins", gamma "Republican wins" (complements, same event).
  const close = z('2030-12-15');
  addCase('us_politics', { name: 'california-governor-2030', events: [
    A('KXGOVCA-30', 'California governor race 2030', 'Politics', close, [['D', 'Democratic', 'cagov-d'], ['R', 'Republican', 'cagov-r']], { sources: [AP] }),
    U1('california-governor-2030-democrat-wins', 'Will a Democrat win the California governor race?', 'politics', close, 'cagov-d'),
    G1('Republican wins CA governor 2030?', close, 'cagov-r', { rules: 'YES if the Republican candidate is elected Governor of California on Nov 5, 2030 (AP call).' }),
  ] }, ['inverted']);
}
{ // Speaker elected on the first ballot when the 122nd Congress convenes — alpha only.
  addCase('us_politics', { name: 'speaker-first-ballot-2031', events: [
    A1('KXSPEAKERBALLOT-31JAN03', 'Speaker elected on the first ballot on Jan 3, 2031?', 'Politics', z('2031-01-04', '04:59'), 'FIRST', 'First ballot', 'spk-first'),
  ] });
}
{ // 2030 turnout (VEP, US Elections Project): alpha ladder; beta "top 48%" = Above 48%; gamma "50% or higher" is not "Above 50%".
  const close = z('2030-12-31');
  addCase('us_politics', { name: 'midterm-turnout-2030', events: [
    A('KXTURNOUT-30', 'Voter turnout in the 2030 midterms', 'Politics', close, [['T46', 'Above 46%', 'to-gt46'], ['T48', 'Above 48%', 'to-gt48'], ['T50', 'Above 50%', 'to-gt50']],
      { sources: ['US Elections Project https://election.lab.ufl.edu/'], rules: 'Highest-office turnout as a share of the voting-eligible population, to one decimal.' }),
    B1('Will 2030 midterm turnout top 48%?', 'Politics', close, 'to-gt48', { mx: { src: 'https://election.lab.ufl.edu/' } }),
    G1('2030 midterm turnout 50.0% or higher (VEP)?', close, 'to-ge50', { rules: 'Per the UF Election Lab VEP highest-office turnout rate.' }),
  ] }, ['threshold']);
}
{ // Presidential approval on Dec 31: RCP average (alpha, beta_us) vs Silver Bulletin (beta): different statistics.
  const close = z('2030-12-31', '23:00');
  addCase('us_politics', { name: 'approval-dec31-2030', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXAPPROVAL-30DEC31', 'Presidential approval on Dec 31, 2030 (RCP)', 'Politics', close, [['T42', 'Above 42%', 'appr-rcp42'], ['T44', 'Above 44%', 'appr-rcp44'], ['T46', 'Above 46%', 'appr-rcp46']],
      { sources: ['RealClearPolitics https://www.realclearpolling.com/polls/approval/'] }),
    U1('approval-rating-above-44-dec-31-2030-rcp', 'Approval rating above 44% on December 31? (RCP)', 'politics', close, 'appr-rcp44', { src: 'https://www.realclearpolling.com/polls/approval/' }),
    B1('Presidential approval above 44% on Dec 31? (Silver Bulletin)', 'Politics', close, 'appr-sb44', { mx: { src: 'https://www.natesilver.net/' } }),
  ] }, ['source']);
}
{ // Ohio Senate 2030: Republicans hold the seat — beta only.
  addCase('us_politics', { name: 'ohio-senate-hold-2030', events: [B1('Ohio Senate 2030: will Republicans hold the seat?', 'Politics', z('2030-12-15'), 'ohsen-r')] });
}

// ───────────────────────────── WORLD POLITICS ─────────────────────────────

{ // Brazil: the Oct 6 first round's most-voted candidate (alpha) vs the election winner after the Oct 27 runoff (beta, beta_us, gamma).
  const close = z('2030-10-28', '02:00');
  addCase('world_politics', { name: 'brazil-president-2030', groups: [['beta', 'beta_us', 'gamma'], ['alpha']], events: [
    B('Brazil Presidential Election 2030', 'Geopolitics', close, [['brazil-2030-tarcisio', 'Tarcísio de Freitas', 'br-tarcisio'], ['brazil-2030-haddad', 'Fernando Haddad', 'br-haddad'],
      ['brazil-2030-michelle-bolsonaro', 'Michelle Bolsonaro', 'br-michelle'], ['brazil-2030-ratinho', 'Ratinho Júnior', 'br-ratinho']]),
    U('brazil-presidential-election-2030', 'Brazil President 2030', 'world', close, [['brazil-president-2030-tarcisio', 'Tarcísio', 'br-tarcisio'], ['brazil-president-2030-haddad', 'Haddad', 'br-haddad'],
      ['brazil-president-2030-m-bolsonaro', 'M. Bolsonaro', 'br-michelle']]),
    G('Brazil 2030 presidential election winner', close, [['Tarcísio de Freitas', 'br-tarcisio'], ['Fernando Haddad', 'br-haddad'], ['Michelle Bolsonaro', 'br-michelle'], ['Other', 'br-other']],
      { rules: 'Resolves to the candidate declared President-elect by the TSE after the final round (runoff Oct 27, 2030 if held).' }),
    A('KXBRAZILR1-30OCT06', 'Brazil presidential first round: most votes', 'World', z('2030-10-07', '02:00'), [['TARC', 'Tarcísio de Freitas', 'br1-tarcisio'], ['HADD', 'Fernando Haddad', 'br1-haddad'], ['MBOL', 'Michelle Bolsonaro', 'br1-michelle']],
      { rules: 'Resolves to the candidate with the most valid votes in the Oct 6, 2030 first round per the TSE.' }),
  ] }, ['round']);
}
{ // Brazil goes to a runoff (alpha, beta).
  addCase('world_politics', { name: 'brazil-runoff-2030', events: [
    A1('KXBRAZILRUNOFF-30', 'Brazil presidential runoff on Oct 27, 2030?', 'World', z('2030-10-07', '02:00'), 'RUNOFF', 'Runoff held', 'br-runoff', { rules: 'Resolves Yes if no candidate wins an absolute majority of valid votes on Oct 6, 2030.' }),
    B1('Will Brazil\'s presidential election go to a second round?', 'Geopolitics', z('2030-10-07', '02:00'), 'br-runoff', { mx: { src: 'https://resultados.tse.jus.br/' } }),
  ] });
}
{ // Sweden, Sep 8: the next PM's party (alpha) vs the largest party in the Riksdag (beta, gamma): different measures.
  addCase('world_politics', { name: 'sweden-election-2030', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Largest party in the 2030 Swedish election', 'Geopolitics', z('2030-09-09', '06:00'), [['sweden-2030-largest-s', 'Social Democrats', 'se-big-s'], ['sweden-2030-largest-sd', 'Sweden Democrats', 'se-big-sd'], ['sweden-2030-largest-m', 'Moderates', 'se-big-m']]),
    G('Sweden general election 2030: largest party by vote share', z('2030-09-09', '06:00'), [['Socialdemokraterna (S)', 'se-big-s'], ['Sverigedemokraterna (SD)', 'se-big-sd'], ['Moderaterna (M)', 'se-big-m']],
      { rules: 'Per the Valmyndigheten preliminary count.' }),
    A('KXSWEDENPM-30', 'Party of the next Swedish prime minister', 'World', z('2030-12-31'), [['S', 'Social Democrats', 'se-pm-s'], ['M', 'Moderates', 'se-pm-m'], ['SD', 'Sweden Democrats', 'se-pm-sd']]),
  ] }, ['measure']);
}
{ // Quebec general election, Oct 7 (beta, gamma).
  const close = z('2030-10-08', '06:00');
  addCase('world_politics', { name: 'quebec-election-2030', events: [
    B('Quebec general election 2030 winner', 'Geopolitics', close, [['quebec-2030-pq', 'Parti Québécois', 'qc-pq'], ['quebec-2030-caq', 'CAQ', 'qc-caq'], ['quebec-2030-liberal', 'Quebec Liberal Party', 'qc-plq'], ['quebec-2030-conservative', 'Conservative Party of Quebec', 'qc-pcq']]),
    G('Québec election (7 Oct 2030): party winning most seats', close, [['PQ', 'qc-pq'], ['CAQ', 'qc-caq'], ['PLQ', 'qc-plq'], ['PCQ', 'qc-pcq']]),
  ] });
}
{ // UK PM leaves office in 2030 (alpha) = before 2031 (beta); by Nov 30 (gamma) is another deadline.
  addCase('world_politics', { name: 'uk-pm-out-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXUKPMOUT-30', 'UK Prime Minister leaves office in 2030?', 'World', z('2030-12-31'), 'OUT', 'Leaves in 2030', 'ukpm-2030'),
    B1('UK Prime Minister out before 2031?', 'Geopolitics', z('2030-12-31'), 'ukpm-2030'),
    G1('UK PM out by November 30, 2030?', z('2030-11-30'), 'ukpm-nov30'),
  ] }, ['deadline']);
}
{ // Taiwan local elections, Nov 30: Taipei mayor (alpha, gamma) vs Kaohsiung mayor (beta): different place and office.
  const close = z('2030-11-30', '16:00');
  addCase('world_politics', { name: 'taipei-mayor-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXTAIPEIMAYOR-30', 'Taipei mayoral election 2030', 'World', close, [['KMT', 'Kuomintang', 'tpe-kmt'], ['DPP', 'Democratic Progressive Party', 'tpe-dpp'], ['TPP', 'Taiwan People\'s Party', 'tpe-tpp']]),
    G('Taipei mayor 2030 — winning party', close, [['KMT', 'tpe-kmt'], ['DPP', 'tpe-dpp'], ['TPP', 'tpe-tpp']]),
    B('Kaohsiung mayoral election 2030', 'Geopolitics', close, [['kaohsiung-mayor-2030-dpp', 'DPP', 'khh-dpp'], ['kaohsiung-mayor-2030-kmt', 'KMT', 'khh-kmt']]),
  ] }, ['place']);
}
{ // Côte d'Ivoire presidential election, Oct 2030 — gamma only.
  addCase('world_politics', { name: 'ivory-coast-2030', events: [G1('Côte d\'Ivoire presidential election 2030: RHDP candidate wins?', z('2030-11-15'), 'ci-rhdp')] });
}

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────

{ // FOMC, Sep 17–18, 2030 (all four venues; the same four buckets).
  const close = z('2030-09-18', '18:00');
  addCase('central_banks', { name: 'fomc-sep-2030', events: [
    A('KXFEDDECISION-30SEP18', 'Fed decision in Sep 2030?', 'Economics', close, [['H0', 'Hold', 'fsep-hold'], ['C25', 'Cut 25bps', 'fsep-c25'], ['C26', 'Cut >25bps', 'fsep-c50p'], ['H26', 'Hike', 'fsep-hike']], { sources: [FED] }),
    B('Fed decision in September?', 'Economy', close, w([['fed-sep-2030-no-change', 'No change', 'fsep-hold'], ['fed-sep-2030-25-bps-decrease', '25 bps decrease', 'fsep-c25'],
      ['fed-sep-2030-50-plus-bps-decrease', '50+ bps decrease', 'fsep-c50p'], ['fed-sep-2030-25-plus-bps-increase', '25+ bps increase', 'fsep-hike']], { src: url(FED) })),
    U('fed-decision-september-2030', 'Fed Interest Rate Decision — September 2030', 'economics', close, [['fed-sep-2030-hold', 'Hold', 'fsep-hold'], ['fed-sep-2030-cut-25', 'Cut 25 bps', 'fsep-c25'],
      ['fed-sep-2030-cut-50-plus', 'Cut 50+ bps', 'fsep-c50p'], ['fed-sep-2030-hike', 'Hike', 'fsep-hike']]),
    G('FOMC 18 Sep 2030 decision', close, [['Hold', 'fsep-hold'], ['−25 bp', 'fsep-c25'], ['−50 bp or more', 'fsep-c50p'], ['Any hike', 'fsep-hike']], { rules: 'Change in the upper bound of the target range announced at the conclusion of the Sep 17–18, 2030 FOMC meeting.' }),
  ] });
}
{ // FOMC Oct 29–30 (alpha, gamma) vs the December meeting (beta): same question, different meetings.
  addCase('central_banks', { name: 'fomc-oct-vs-dec-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXFEDDECISION-30OCT30', 'Fed decision in Oct 2030?', 'Economics', z('2030-10-30', '18:00'), [['H0', 'Hold', 'foct-hold'], ['C25', 'Cut 25bps', 'foct-c25'], ['C26', 'Cut >25bps', 'foct-c50p']], { sources: [FED] }),
    G('Fed rate decision — October 30, 2030', z('2030-10-30', '18:00'), [['No change', 'foct-hold'], ['Cut 25 bps', 'foct-c25'], ['Cut 50 bps or more', 'foct-c50p']]),
    B('Fed decision in December?', 'Economy', z('2030-12-11', '19:00'), w([['fed-dec-2030-no-change', 'No change', 'fdec-hold'], ['fed-dec-2030-25-bps-decrease', '25 bps decrease', 'fdec-c25'], ['fed-dec-2030-50-plus-bps-decrease', '50+ bps decrease', 'fdec-c50p']], { src: url(FED) })),
  ] }, ['date']);
}
{ // Fed cuts in 2030: alpha counts 25 bp steps, beta counts meetings — one event, not fungible.
  const close = z('2030-12-11', '19:00');
  addCase('central_banks', { name: 'fed-cuts-count-2030', fungible: nf('alpha|beta'), events: [
    A('KXRATECUTCOUNT-30', 'Number of Fed rate cuts in 2030', 'Economics', close, [['0', '0', 'fcc-0'], ['1', '1', 'fcc-1'], ['2', '2', 'fcc-2'], ['3', '3', 'fcc-3'], ['4', '4 or more', 'fcc-4p']],
      { sources: [FED], rules: 'Cuts are counted in 25 bp steps: a 50 bp cut counts as two.' }),
    B('How many Fed rate cuts in 2030?', 'Economy', close, w([['fed-cuts-2030-none', 'None', 'fcc-0'], ['fed-cuts-2030-1', '1', 'fcc-1'], ['fed-cuts-2030-2', '2', 'fcc-2'], ['fed-cuts-2030-3', '3', 'fcc-3'], ['fed-cuts-2030-4-plus', '4+', 'fcc-4p']],
      { src: url(FED), rules: 'Counts the FOMC meetings in 2030 at which the target range is lowered, whatever the size of the cut.' })),
  ] }, ['counting']);
}
{ // Target upper bound after the Dec 11 FOMC (alpha, beta_us) vs the effective fed funds rate on Dec 31 (gamma).
  addCase('central_banks', { name: 'fed-upper-bound-dec-2030', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXFEDRATE-30DEC11', 'Fed funds target upper bound after Dec 11, 2030', 'Economics', z('2030-12-11', '19:00'), [['T3.25', 'Above 3.25%', 'fub-gt325'], ['T3.50', 'Above 3.50%', 'fub-gt350'], ['T3.75', 'Above 3.75%', 'fub-gt375']], { sources: [FED] }),
    U1('fed-upper-bound-above-3-5-after-december-2030-meeting', 'Fed upper bound above 3.50% after the December meeting?', 'economics', z('2030-12-11', '19:00'), 'fub-gt350'),
    G1('Effective fed funds rate above 3.40% on Dec 31, 2030 (NY Fed)?', z('2031-01-02', '14:00'), 'effr-gt340', { rules: 'Per the EFFR published by the Federal Reserve Bank of New York for Dec 31, 2030.' }),
  ] }, ['measure']);
}
{ // ECB, Oct 24: deposit facility rate (alpha, beta, gamma).
  const close = z('2030-10-24', '12:15');
  addCase('central_banks', { name: 'ecb-oct-2030', events: [
    A('KXECB-30OCT24', 'ECB deposit rate decision, Oct 24, 2030', 'Economics', close, [['H0', 'Hold', 'ecboct-hold'], ['C25', 'Cut 25bps', 'ecboct-c25'], ['H25', 'Hike 25bps', 'ecboct-h25']], { sources: [ECB] }),
    B('ECB decision in October?', 'Economy', close, w([['ecb-oct-2030-no-change', 'No change', 'ecboct-hold'], ['ecb-oct-2030-25-bps-cut', '25 bps cut', 'ecboct-c25'], ['ecb-oct-2030-25-bps-hike', '25 bps hike', 'ecboct-h25']], { src: url(ECB) })),
    G('ECB deposit facility rate — 24 Oct 2030', close, [['Unchanged', 'ecboct-hold'], ['−25bp', 'ecboct-c25'], ['+25bp', 'ecboct-h25']]),
  ] });
}
{ // ECB cut on Dec 12 (alpha, gamma) vs "another cut before the end of 2030" (beta: any remaining meeting).
  addCase('central_banks', { name: 'ecb-dec-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXECB-30DEC12', 'ECB deposit rate decision, Dec 12, 2030', 'Economics', z('2030-12-12', '13:15'), [['H0', 'Hold', 'ecbdec-hold'], ['C25', 'Cut 25bps', 'ecbdec-c25']], { sources: [ECB] }),
    G1('ECB cuts the deposit rate by 25bp on 12 Dec 2030?', z('2030-12-12', '13:15'), 'ecbdec-c25'),
    B1('Will the ECB cut rates again before the end of 2030?', 'Economy', z('2030-12-31'), 'ecb-cut-by-ye', { mx: { src: url(ECB) } }),
  ] }, ['deadline']);
}
{ // BoE, Nov 7 (alpha, beta, beta_us) vs BoE in December (gamma).
  const close = z('2030-11-07', '12:00');
  addCase('central_banks', { name: 'boe-nov-2030', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXBOE-30NOV07', 'Bank of England rate decision, Nov 7, 2030', 'Economics', close, [['H0', 'Hold', 'boenov-hold'], ['C25', 'Cut 25bps', 'boenov-c25']], { sources: [BOE] }),
    B('Bank of England decision in November?', 'Economy', close, w([['boe-nov-2030-no-change', 'No change', 'boenov-hold'], ['boe-nov-2030-25-bps-decrease', '25 bps decrease', 'boenov-c25']], { src: url(BOE) })),
    U('boe-rate-decision-november-2030', 'BoE Bank Rate — November 2030', 'economics', close, [['boe-nov-2030-hold', 'Hold', 'boenov-hold'], ['boe-nov-2030-cut', 'Cut 25 bps', 'boenov-c25']]),
    G1('BoE cuts Bank Rate in December 2030?', z('2030-12-19', '12:00'), 'boedec-cut'),
  ] }, ['date']);
}
{ // Bank of Canada, Oct 23: alpha buckets; gamma asks only about a hold.
  const close = z('2030-10-23', '14:00');
  addCase('central_banks', { name: 'boc-oct-2030', events: [
    A('KXBOC-30OCT23', 'Bank of Canada rate decision, Oct 23, 2030', 'Economics', close, [['H0', 'Hold', 'boc-hold'], ['C25', 'Cut 25bps', 'boc-c25'], ['C50', 'Cut 50bps', 'boc-c50']]),
    G1('Bank of Canada holds its policy rate on 23 Oct 2030?', close, 'boc-hold'),
  ] });
}
{ // RBA on Melbourne Cup day, Nov 5 — beta only.
  addCase('central_banks', { name: 'rba-nov-2030', events: [B1('Will the RBA cut the cash rate on November 5, 2030?', 'Economy', z('2030-11-05', '03:30'), 'rba-nov-cut', { mx: { src: 'https://www.rba.gov.au/monetary-policy/int-rate-decisions/' } })] });
}
{ // Dissents at the Dec 10–11 FOMC: alpha counts them; beta "any dissent" is the complement of "0".
  const close = z('2030-12-11', '19:00');
  addCase('central_banks', { name: 'fomc-dissents-dec-2030', events: [
    A('KXFEDDISSENT-30DEC11', 'Number of dissents at the December 2030 FOMC meeting', 'Economics', close, [['0', '0', 'fdis-0'], ['1', '1', 'fdis-1'], ['2', '2', 'fdis-2'], ['3', '3 or more', 'fdis-3p']], { sources: [FED] }),
    B1('Any dissent at the December FOMC?', 'Economy', close, 'fdis-any', { mx: { src: url(FED) } }),
  ] }, ['inverted']);
}
{ // China LPR, Oct 21: 1-year (alpha) vs 5-year (gamma).
  const close = z('2030-10-21', '01:30');
  addCase('central_banks', { name: 'china-lpr-oct-2030', groups: [['alpha'], ['gamma']], events: [
    A1('KXLPR1Y-30OCT21', 'China 1-year LPR cut on Oct 21, 2030?', 'Economics', close, 'CUT', 'Cut', 'lpr1y-cut'),
    G1('China cuts the 5-year LPR in October 2030?', close, 'lpr5y-cut'),
  ] }, ['measure']);
}
{ // Copom, Sep 18 — gamma only.
  addCase('central_banks', { name: 'copom-sep-2030', events: [
    G('Copom Selic decision — 18 Sep 2030', z('2030-09-18', '22:00'), [['Hold', 'selic-hold'], ['Cut 25bp', 'selic-c25'], ['Cut 50bp or more', 'selic-c50p']]),
  ] });
}

// ───────────────────────────── ECONOMIC PRINTS ─────────────────────────────

{ // US CPI YoY for September (released Oct 15): "Above 2.6%" = "2.7% or higher"; gamma's "3.0% or higher" is not "Above 3.0%".
  const close = z('2030-10-15', '12:30');
  addCase('economics', { name: 'us-cpi-yoy-sep-2030', events: [
    A('KXCPIYOY-30SEP', 'CPI year-over-year in Sep 2030', 'Economics', close, [['T2.6', 'Above 2.6%', 'cpi-gt26'], ['T2.8', 'Above 2.8%', 'cpi-gt28'], ['T3.0', 'Above 3.0%', 'cpi-gt30']], { sources: [BLS_CPI] }),
    B('September inflation (CPI YoY)', 'Economy', close, w([['us-cpi-yoy-sep-2030-2pt7-or-higher', '2.7% or higher', 'cpi-gt26'], ['us-cpi-yoy-sep-2030-2pt9-or-higher', '2.9% or higher', 'cpi-gt28']], { src: url(BLS_CPI) })),
    G('US CPI YoY, Sep 2030 print', close, [['3.0% or higher', 'cpi-ge30'], ['2.8% or higher', 'cpi-ge28']], { rules: 'All-items CPI-U, 12-month change, not seasonally adjusted, as first published by BLS on Oct 15, 2030.' }),
  ] }, ['threshold']);
}
{ // Core CPI MoM for September (alpha, beta_us) vs headline CPI MoM (beta).
  const close = z('2030-10-15', '12:30');
  addCase('economics', { name: 'us-core-cpi-mom-sep-2030', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXCPICORE-30SEP', 'Core CPI month-over-month in Sep 2030', 'Economics', close, [['T0.2', 'Above 0.2%', 'core-gt02'], ['T0.3', 'Above 0.3%', 'core-gt03']], { sources: [BLS_CPI] }),
    U1('core-cpi-mom-september-2030-above-0-3', 'Core CPI above 0.3% MoM in September?', 'economics', close, 'core-gt03', { src: url(BLS_CPI) }),
    B1('CPI MoM September 2030 above 0.3%?', 'Economy', close, 'head-gt03', { mx: { src: url(BLS_CPI) } }),
  ] }, ['measure']);
}
{ // October payrolls (released Nov 1): alpha ladder, beta at 150K; gamma asks about the unemployment rate.
  const close = z('2030-11-01', '12:30');
  addCase('economics', { name: 'us-payrolls-oct-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPAYROLLS-30OCT', 'Jobs added in Oct 2030', 'Economics', close, [['T100000', 'Above 100,000', 'nfp-gt100'], ['T150000', 'Above 150,000', 'nfp-gt150'], ['T200000', 'Above 200,000', 'nfp-gt200']], { sources: [BLS_EMP] }),
    B1('October jobs report: payrolls above 150K?', 'Economy', close, 'nfp-gt150', { mx: { src: url(BLS_EMP) } }),
    G1('US unemployment rate for Oct 2030 above 4.3%?', close, 'uoct-gt43', { rules: 'U-3 rate as first published in the Employment Situation report of Nov 1, 2030.' }),
  ] }, ['measure']);
}
{ // November unemployment rate (released Dec 6): alpha "Above 4.3%" = beta_us "4.4% or higher"; beta's exact buckets.
  const close = z('2030-12-06', '13:30');
  addCase('economics', { name: 'us-unemployment-nov-2030', events: [
    A('KXU3-30NOV', 'Unemployment rate in Nov 2030', 'Economics', close, [['T4.2', 'Above 4.2%', 'u-gt42'], ['T4.3', 'Above 4.3%', 'u-gt43'], ['T4.4', 'Above 4.4%', 'u-gt44']], { sources: [BLS_EMP] }),
    U1('unemployment-rate-november-2030-4-4-or-higher', 'November unemployment 4.4% or higher?', 'economics', close, 'u-gt43', { src: url(BLS_EMP) }),
    B('November unemployment rate', 'Economy', close, w([['us-unemployment-nov-2030-4pt2-or-lower', '4.2% or lower', 'u-le42'], ['us-unemployment-nov-2030-4pt3', '4.3%', 'u-eq43'],
      ['us-unemployment-nov-2030-4pt4', '4.4%', 'u-eq44'], ['us-unemployment-nov-2030-4pt5-or-higher', '4.5% or higher', 'u-gt44']], { src: url(BLS_EMP) })),
  ] });
}
{ // Q3 GDP advance estimate (alpha, beta) vs the second estimate (gamma).
  addCase('economics', { name: 'us-gdp-q3-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGDP-30OCT30', 'US GDP growth in Q3 2030 (advance estimate)', 'Economics', z('2030-10-30', '12:30'), [['T1.0', 'Above 1.0%', 'gdp-gt10'], ['T2.0', 'Above 2.0%', 'gdp-gt20'], ['T3.0', 'Above 3.0%', 'gdp-gt30']], { sources: [BEA] }),
    B1('US Q3 GDP growth above 2.0%? (advance)', 'Economy', z('2030-10-30', '12:30'), 'gdp-gt20', { mx: { src: url(BEA) } }),
    G1('Third-quarter 2030 US GDP, second estimate, above 2.0%?', z('2030-11-27', '13:30'), 'gdp2-gt20', { rules: 'Real GDP, annualized QoQ, in BEA\'s second estimate for Q3 2030.' }),
  ] }, ['estimate']);
}
{ // October retail sales MoM (alpha, gamma; "+0.4% or more" = "Above 0.3%") vs ex-autos (beta).
  const close = z('2030-11-15', '13:30');
  addCase('economics', { name: 'us-retail-sales-oct-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXRETAIL-30OCT', 'Retail sales MoM in Oct 2030', 'Economics', close, 'T0.3', 'Above 0.3%', 'rs-gt03', { rules: 'Advance monthly retail and food services sales, seasonally adjusted, per the Census Bureau.' }),
    G1('US retail sales Oct 2030: +0.4% m/m or more?', close, 'rs-gt03', { rules: 'Census Bureau advance estimate, total retail and food services, SA.' }),
    B1('October retail sales ex autos above 0.3%?', 'Economy', close, 'rsxa-gt03', { mx: { src: 'https://www.census.gov/retail/index.html' } }),
  ] }, ['measure']);
}
{ // UK CPI for September (released Oct 16): alpha, beta on CPI; gamma on CPIH.
  const close = z('2030-10-16', '06:00');
  addCase('economics', { name: 'uk-cpi-sep-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUKCPI-30SEP', 'UK CPI annual rate, Sep 2030', 'Economics', close, [['T2.5', 'Above 2.5%', 'ukcpi-gt25'], ['T3.0', 'Above 3.0%', 'ukcpi-gt30']], { sources: [ONS] }),
    B1('UK inflation above 2.5% in September?', 'Economy', close, 'ukcpi-gt25', { mx: { src: url(ONS) } }),
    G1('UK CPIH Sep 2030 above 2.5%?', close, 'ukcpih-gt25', { rules: 'ONS CPIH 12-month rate for September 2030.' }),
  ] }, ['measure']);
}
{ // Euro area November HICP: flash (alpha, gamma; "2.1% or higher" = "Above 2.0%") vs final (beta).
  addCase('economics', { name: 'ez-hicp-nov-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXEZHICP-30NOV', 'Euro area flash inflation, Nov 2030', 'Economics', z('2030-12-03', '10:00'), [['T2.0', 'Above 2.0%', 'ezf-gt20'], ['T2.2', 'Above 2.2%', 'ezf-gt22']], { sources: [EUROSTAT] }),
    G1('Eurozone flash HICP Nov 2030: 2.1% or higher?', z('2030-12-03', '10:00'), 'ezf-gt20'),
    B1('Eurozone inflation November 2030 (final) above 2.0%?', 'Economy', z('2030-12-17', '10:00'), 'ezfin-gt20', { mx: { src: url(EUROSTAT) } }),
  ] }, ['estimate']);
}
{ // Japan, October: Tokyo core CPI (alpha) vs nationwide core CPI (beta).
  addCase('economics', { name: 'japan-core-cpi-oct-2030', groups: [['alpha'], ['beta']], events: [
    A1('KXTOKYOCPI-30OCT', 'Tokyo core CPI YoY, Oct 2030', 'Economics', z('2030-10-25', '00:00'), 'T2.0', 'Above 2.0%', 'tokyo-gt20'),
    B1('Japan core CPI (nationwide) October 2030 above 2.0%?', 'Economy', z('2030-11-22', '00:00'), 'jpcpi-gt20', { mx: { src: 'https://www.stat.go.jp/english/data/cpi/' } }),
  ] }, ['place']);
}
{ // China Q3 GDP YoY (Oct 18): "4.5% or higher" = "Above 4.4%"; "≥5.0%" = "Above 4.9%".
  const close = z('2030-10-18', '02:00');
  addCase('economics', { name: 'china-gdp-q3-2030', events: [
    A('KXCNGDP-30Q3', 'China GDP growth YoY, Q3 2030', 'Economics', close, [['T4.4', 'Above 4.4%', 'cn-gt44'], ['T4.9', 'Above 4.9%', 'cn-gt49']], { sources: ['National Bureau of Statistics of China https://www.stats.gov.cn/english/'] }),
    B1('China Q3 GDP growth 4.5% or higher?', 'Economy', close, 'cn-gt44'),
    G1('China Q3 2030 GDP ≥5.0% y/y?', close, 'cn-gt49'),
  ] });
}
{ // Initial jobless claims: week ending Nov 23 (alpha) vs week ending Nov 30 (beta).
  addCase('economics', { name: 'jobless-claims-nov-2030', groups: [['alpha'], ['beta']], events: [
    A1('KXJOBLESS-30NOV23', 'Initial jobless claims, week ending Nov 23, 2030', 'Economics', z('2030-11-27', '13:30'), 'T230000', 'Above 230,000', 'ic-1123-gt230'),
    B1('Initial jobless claims above 230K for week ending November 30?', 'Economy', z('2030-12-05', '13:30'), 'ic-1130-gt230', { mx: { src: 'https://www.dol.gov/ui/data.pdf' } }),
  ] }, ['date']);
}
{ // October manufacturing PMI: ISM (alpha, beta_us) vs S&P Global (gamma).
  addCase('economics', { name: 'us-pmi-oct-2030', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A1('KXISMPMI-30OCT', 'ISM Manufacturing PMI, Oct 2030', 'Economics', z('2030-11-01', '14:00'), 'T50.0', 'Above 50.0', 'ism-gt50', { sources: ['Institute for Supply Management https://www.ismworld.org/'] }),
    U1('ism-manufacturing-pmi-october-2030-above-50', 'ISM manufacturing above 50 in October?', 'economics', z('2030-11-01', '14:00'), 'ism-gt50'),
    G1('S&P Global US Manufacturing PMI (Oct 2030 final) above 50?', z('2030-11-01', '13:45'), 'spg-gt50'),
  ] }, ['measure']);
}
{ // Freddie Mac 30-year rate on Dec 26 below 6% (alpha) vs below 6% in any weekly reading before 2031 (beta).
  addCase('economics', { name: 'mortgage-rate-2030', groups: [['alpha'], ['beta']], events: [
    A1('KXMORTGAGE-30DEC26', '30-year mortgage rate (Freddie Mac PMMS) on Dec 26, 2030', 'Economics', z('2030-12-26', '17:00'), 'B6.00', 'Below 6.00%', 'pmms-1226-lt6'),
    B1('Mortgage rates below 6% before 2031?', 'Economy', z('2030-12-31'), 'pmms-any-lt6', { mx: { src: 'https://www.freddiemac.com/pmms' } }),
  ] }, ['observation']);
}
{ // Canada CPI for October — beta only.
  addCase('economics', { name: 'canada-cpi-oct-2030', events: [B1('Canada inflation October 2030 above 2%?', 'Economy', z('2030-11-19', '13:30'), 'ca-cpi-gt2', { mx: { src: 'https://www150.statcan.gc.ca/' } })] });
}
{ // Australia unemployment for October — gamma only.
  addCase('economics', { name: 'australia-unemployment-oct-2030', events: [G1('Australia unemployment rate Oct 2030 at 4.5% or above (ABS)?', z('2030-11-14', '00:30'), 'au-u-ge45')] });
}

// ───────────────────────────── INDICES AND SINGLE STOCKS ─────────────────────────────

{ // S&P 500 close on Dec 31 (alpha, beta; gamma asks "below", the complement) vs "hits 10,000 in 2030" (beta_us).
  const close = z('2030-12-31', '21:00');
  addCase('markets', { name: 'spx-dec31-2030', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXINX-30DEC31', 'S&P 500 close on Dec 31, 2030', 'Financials', close, [['T8500', 'Above 8,500', 'spx-gt8500'], ['T9000', 'Above 9,000', 'spx-gt9000'], ['T9500', 'Above 9,500', 'spx-gt9500']], { sources: [SPDJI] }),
    B1('S&P 500 above 9,000 at the end of 2030?', 'Finance', close, 'spx-gt9000', { mx: { src: url(SPDJI), rules: 'Resolves per the official S&P 500 closing level on December 31, 2030.' } }),
    G1('SPX closes 2030 below 9,000?', close, 'spx-lt9000', { rules: 'Official S&P 500 close on the last trading day of 2030 (Dec 31).' }),
    U1('sp-500-hits-10000-in-2030', 'Will the S&P 500 hit 10,000 in 2030?', 'finance', close, 'spx-hit10k', { rules: 'Resolves Yes if the index trades at or above 10,000 at any time in 2030.' }),
  ] }, ['observation', 'inverted']);
}
{ // Nasdaq-100 (alpha) vs Nasdaq Composite (beta), both at 30,000 on Dec 31: different assets.
  const close = z('2030-12-31', '21:00');
  addCase('markets', { name: 'nasdaq-dec31-2030', groups: [['alpha'], ['beta']], events: [
    A1('KXNASDAQ100-30DEC31', 'Nasdaq-100 close on Dec 31, 2030', 'Financials', close, 'T30000', 'Above 30,000', 'ndx-gt30k'),
    B1('Nasdaq Composite above 30,000 on Dec 31?', 'Finance', close, 'ccmp-gt30k', { mx: { src: 'https://www.nasdaq.com/market-activity/index/comp' } }),
  ] }, ['asset']);
}
{ // VIX close on Oct 31 (alpha) vs VIX above 30 at any point in October (beta).
  addCase('markets', { name: 'vix-oct-2030', groups: [['alpha'], ['beta']], events: [
    A1('KXVIX-30OCT31', 'VIX close on Oct 31, 2030', 'Financials', z('2030-10-31', '20:15'), 'T30', 'Above 30', 'vix-1031-gt30'),
    B1('VIX above 30 at any point in October 2030?', 'Finance', z('2030-10-31', '20:15'), 'vix-oct-any30', { mx: { src: 'https://www.cboe.com/tradable_products/vix/' } }),
  ] }, ['observation']);
}
{ // FTSE 100 on Dec 31 (half-day session) — alpha only.
  addCase('markets', { name: 'ftse-dec31-2030', events: [A1('KXFTSE-30DEC31', 'FTSE 100 close on Dec 31, 2030', 'Financials', z('2030-12-31', '12:30'), 'T11000', 'Above 11,000', 'ukx-gt11k')] });
}
{ // Largest company by market cap on Dec 31 (alpha, beta, gamma).
  const close = z('2030-12-31', '21:00');
  addCase('markets', { name: 'largest-company-2030', events: [
    A('KXLARGESTCO-30DEC31', 'Largest company in the world by market cap on Dec 31, 2030', 'Financials', close, [['NVDA', 'NVIDIA', 'big-nvda'], ['AAPL', 'Apple', 'big-aapl'], ['MSFT', 'Microsoft', 'big-msft'], ['GOOGL', 'Alphabet', 'big-googl']]),
    B('Largest company end of 2030?', 'Finance', close, [['largest-company-2030-nvidia', 'Nvidia', 'big-nvda'], ['largest-company-2030-apple', 'Apple', 'big-aapl'], ['largest-company-2030-microsoft', 'Microsoft', 'big-msft'], ['largest-company-2030-alphabet', 'Alphabet (Google)', 'big-googl']]),
    G('World\'s largest company by market cap, 31 Dec 2030', close, [['NVDA', 'big-nvda'], ['AAPL', 'big-aapl'], ['MSFT', 'big-msft'], ['GOOGL', 'big-googl'], ['Other', 'big-other']]),
  ] });
}
{ // Tesla Q3 2030 deliveries (alpha, beta_us) vs production (beta).
  const close = z('2030-10-02', '14:00');
  addCase('markets', { name: 'tesla-q3-2030', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXTESLADELIV-30Q3', 'Tesla deliveries in Q3 2030', 'Companies', close, [['T600000', 'Above 600,000', 'tsla-del-gt600'], ['T700000', 'Above 700,000', 'tsla-del-gt700']]),
    U1('tesla-q3-2030-deliveries-above-600k', 'Tesla Q3 deliveries above 600K?', 'finance', close, 'tsla-del-gt600'),
    B1('Tesla Q3 2030 production above 600K?', 'Finance', close, 'tsla-prod-gt600', { mx: { src: 'https://ir.tesla.com/' } }),
  ] }, ['measure']);
}
{ // Apple fiscal Q4 2030: revenue (alpha, beta) vs EPS (gamma).
  const close = z('2030-10-31', '21:30');
  addCase('markets', { name: 'apple-fq4-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXAAPLREV-30OCT', 'Apple revenue for fiscal Q4 2030', 'Companies', close, 'T120', 'Above $120B', 'aapl-rev-gt120'),
    B1('Apple Q4 FY30 revenue above $120 billion?', 'Finance', close, 'aapl-rev-gt120', { mx: { src: 'https://investor.apple.com/' } }),
    G1('Apple FQ4 2030 diluted EPS above $2.00?', close, 'aapl-eps-gt2'),
  ] }, ['measure']);
}
{ // Nvidia fiscal Q3 2031 revenue (reported in November 2030) — beta only.
  addCase('markets', { name: 'nvidia-fq3-2031', events: [B1('Nvidia Q3 FY2031 revenue above $100 billion?', 'Finance', z('2030-11-20', '22:00'), 'nvda-rev-gt100', { mx: { src: 'https://investor.nvidia.com/' } })] });
}
{ // OpenAI IPO in 2030 (alpha) = by Dec 31, 2030 (beta) vs an Anthropic IPO (beta_us): different company.
  addCase('markets', { name: 'ai-ipo-2030', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXOPENAIIPO-30', 'OpenAI IPO in 2030?', 'Companies', z('2030-12-31'), 'IPO', 'IPO in 2030', 'oai-ipo'),
    B1('OpenAI IPO by December 31, 2030?', 'Finance', z('2030-12-31'), 'oai-ipo'),
    U1('anthropic-ipo-by-end-of-2030', 'Anthropic IPO before 2031?', 'finance', z('2030-12-31'), 'anth-ipo'),
  ] }, ['asset']);
}
{ // 10-year Treasury yield on Dec 31 (alpha, gamma) vs the 2-year (beta).
  const close = z('2030-12-31', '22:00');
  addCase('markets', { name: 'treasury-yields-ye-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXUST10Y-30DEC31', '10-year Treasury yield on Dec 31, 2030', 'Financials', close, 'T4.50', 'Above 4.50%', 'ust10-gt450', { sources: ['U.S. Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'] }),
    G1('10Y UST yield above 4.5% at 2030 year-end?', close, 'ust10-gt450', { rules: 'Daily Treasury par yield curve rate, 10-yr, Dec 31, 2030.' }),
    B1('2-year Treasury yield above 4.5% on Dec 31?', 'Finance', close, 'ust2-gt450', { mx: { src: 'https://home.treasury.gov/resource-center/data-chart-center/interest-rates' } }),
  ] }, ['asset']);
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // Bitcoin on Dec 31 at 17:00 ET: CF Benchmarks (alpha) vs Coinbase (gamma) — one event, not fungible; beta's 12:00 ET candle is another instant.
  addCase('crypto', { name: 'btc-dec31-2030', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A('KXBTCD-30DEC3117', 'Bitcoin price on Dec 31, 2030 at 5pm EST?', 'Crypto', z('2030-12-31', '22:00'), [['T199999.99', '$200,000 or above', 'btc-ge200k'], ['T249999.99', '$250,000 or above', 'btc-ge250k']], { sources: [CFB] }),
    G('BTC price on 31 Dec 2030, 17:00 ET (Coinbase BTC-USD)', z('2030-12-31', '22:00'), [['Above $200K', 'btc-ge200k'], ['Above $250K', 'btc-ge250k']],
      { rules: 'Resolves on the Coinbase BTC-USD 1-minute candle close at 17:00 ET on Dec 31, 2030.' }),
    B('Bitcoin above ___ on December 31?', 'Crypto', z('2030-12-31', '17:00'), w([['bitcoin-above-200k-on-december-31-2030', '200,000', 'btc12-gt200k'], ['bitcoin-above-250k-on-december-31-2030', '250,000', 'btc12-gt250k']],
      { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: 'Resolves per the Binance BTC/USDT 1-minute candle for 12:00 ET on December 31, 2030 (its close price).' })),
  ] }, ['date', 'source']);
}
{ // Bitcoin reaches $300K in 2030: alpha (CF Benchmarks) vs beta (Binance highs) — one event, not fungible; gamma's year-end close is another observation.
  addCase('crypto', { name: 'btc-300k-2030', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A1('KXBTCMAXY-30', 'How high will Bitcoin get in 2030?', 'Crypto', z('2030-12-31', '23:59'), 'T299999.99', '$300,000 or above', 'btc-max300', { sources: [CFB] }),
    B1('Will Bitcoin reach $300,000 in 2030?', 'Crypto', z('2030-12-31', '23:59'), 'btc-max300', { mx: { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle in 2030 has a high of $300,000 or more.' } }),
    G1('BTC daily close for 2030 above $300K (Binance, 00:00 UTC Jan 1)?', z('2031-01-01', '00:00'), 'btc-close300'),
  ] }, ['observation', 'source']);
}
{ // Ethereum on Nov 30 at 17:00 ET (alpha, beta_us; both CF Benchmarks).
  const close = z('2030-11-30', '22:00');
  addCase('crypto', { name: 'eth-nov30-2030', events: [
    A1('KXETHD-30NOV3017', 'Ethereum price on Nov 30, 2030 at 5pm EST?', 'Crypto', close, 'T7999.99', '$8,000 or above', 'eth-ge8k', { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    U1('ethereum-above-8000-on-november-30-2030-5pm-et', 'ETH above $8,000 on Nov 30 at 5PM ET?', 'crypto', close, 'eth-ge8k', { src: 'https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI' }),
  ] });
}
{ // Ether flips Bitcoin by market cap in 2030 — gamma only.
  addCase('crypto', { name: 'eth-flippening-2030', events: [G1('ETH market cap exceeds BTC by Dec 31, 2030?', z('2030-12-31'), 'flippening')] });
}
{ // Solana on Dec 31 at 17:00 ET: CF Benchmarks (alpha) vs the Binance SOL/USDT candle (beta) — one event, not fungible.
  const close = z('2030-12-31', '22:00');
  addCase('crypto', { name: 'sol-dec31-2030', fungible: nf('alpha|beta'), events: [
    A1('KXSOLD-30DEC3117', 'Solana price on Dec 31, 2030 at 5pm EST?', 'Crypto', close, 'T499.99', '$500 or above', 'sol-ge500', { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/SOLUSD_RTI'] }),
    B1('Solana above $500 on December 31 at 5pm ET?', 'Crypto', close, 'sol-ge500', { mx: { src: 'https://www.binance.com/en/trade/SOL_USDT', rules: 'Binance SOL/USDT 1-minute candle close at 17:00 ET, Dec 31, 2030.' } }),
  ] }, ['source']);
}
{ // Strategy sells bitcoin in 2030 — beta only.
  addCase('crypto', { name: 'mstr-sells-btc-2030', events: [B1('MicroStrategy sells any Bitcoin in 2030?', 'Crypto', z('2030-12-31'), 'mstr-sell')] });
}

// ───────────────────────────── COMMODITIES ─────────────────────────────

{ // WTI settle on Dec 31 (alpha, gamma) vs Brent (beta).
  const close = z('2030-12-31', '19:30');
  addCase('commodities', { name: 'crude-ye-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXWTI-30DEC31', 'WTI crude oil settle on Dec 31, 2030', 'Financials', close, 'T80', 'Above $80', 'wti-gt80', { sources: ['CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.html'] }),
    G1('WTI front-month settles above $80 on 31 Dec 2030?', close, 'wti-gt80', { rules: 'NYMEX CL front-month settlement price.' }),
    B1('Brent crude above $80 on December 31?', 'Finance', close, 'brent-gt80', { mx: { src: 'https://www.ice.com/products/219/Brent-Crude-Futures' } }),
  ] }, ['asset']);
}
{ // Gold on Dec 20: COMEX settle (alpha) vs LBMA PM (beta) — one event, not fungible.
  addCase('commodities', { name: 'gold-dec20-2030', fungible: nf('alpha|beta'), events: [
    A1('KXGOLD-30DEC20', 'Gold price on Dec 20, 2030', 'Financials', z('2030-12-20', '19:00'), 'T5000', 'Above $5,000', 'gold-gt5000', { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.html'], rules: 'COMEX active-month gold futures settlement on Dec 20, 2030.' }),
    B1('Gold above $5,000 on December 20? (LBMA PM)', 'Finance', z('2030-12-20', '19:00'), 'gold-gt5000', { mx: { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices' } }),
  ] }, ['source']);
}
{ // Silver trades at $60 or more at any time in 2030 (beta, gamma).
  addCase('commodities', { name: 'silver-60-2030', events: [
    B1('Will silver hit $60/oz in 2030?', 'Finance', z('2030-12-31', '23:59'), 'silver-hit60', { mx: { src: 'https://www.cmegroup.com/markets/metals/precious/silver.html' } }),
    G1('Silver (COMEX front-month) trades at or above $60 at any point in 2030?', z('2030-12-31', '23:59'), 'silver-hit60'),
  ] });
}
{ // Henry Hub January contract final settlement (Dec 27) — alpha only.
  addCase('commodities', { name: 'henry-hub-jan31', events: [A1('KXNATGAS-30DEC27', 'Henry Hub natural gas, Jan 2031 contract final settle', 'Financials', z('2030-12-27', '19:30'), 'T5', 'Above $5.00/MMBtu', 'ng-gt5')] });
}
{ // US average gas price on Thanksgiving: AAA (alpha, gamma) vs GasBuddy (beta_us) — one event, not fungible against GasBuddy.
  const close = z('2030-11-28', '17:00');
  addCase('commodities', { name: 'thanksgiving-gas-2030', fungible: nf('alpha|beta_us', 'beta_us|gamma'), events: [
    A1('KXAAAGAS-30NOV28', 'US average gas price on Thanksgiving (Nov 28, 2030)', 'Economics', close, 'T3.20', 'Above $3.20', 'gas-gt320', { sources: ['AAA https://gasprices.aaa.com/'] }),
    G1('AAA national average regular gas above $3.20 on Thanksgiving 2030?', close, 'gas-gt320'),
    U1('gas-prices-above-3-20-on-thanksgiving-2030', 'Gas above $3.20 on Thanksgiving?', 'economics', close, 'gas-gt320', { src: 'https://www.gasbuddy.com/usa', rules: 'Per the GasBuddy US national average for regular gasoline on Nov 28, 2030.' }),
  ] }, ['source']);
}
{ // OPEC+ agrees a deeper cut at its Dec 1 meeting (beta, gamma).
  addCase('commodities', { name: 'opec-dec-2030', events: [
    B1('OPEC+ announces a production cut at the December 1, 2030 meeting?', 'Finance', z('2030-12-02', '23:59'), 'opec-cut'),
    G1('OPEC+ output cut agreed at 1 Dec 2030 ministerial meeting?', z('2030-12-02', '23:59'), 'opec-cut'),
  ] });
}

// ───────────────────────────── FX ─────────────────────────────

{ // USD/JPY at the Dec 31 WM/Reuters 4pm London fix (alpha, gamma) vs "hits 160 before 2031" (beta).
  addCase('fx', { name: 'usdjpy-ye-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXUSDJPY-30DEC31', 'USD/JPY on Dec 31, 2030 (WM/Reuters 4pm London)', 'Financials', z('2030-12-31', '16:00'), 'T160.00', 'Above 160.00', 'usdjpy-fix-gt160'),
    G1('USD/JPY above 160 at the 31 Dec 2030 WM/R 4pm London fix?', z('2030-12-31', '16:00'), 'usdjpy-fix-gt160'),
    B1('USD/JPY hits 160 before 2031?', 'Finance', z('2030-12-31', '23:59'), 'usdjpy-hit160'),
  ] }, ['observation']);
}
{ // EUR/USD at 10am ET on Nov 29 (alpha, beta_us).
  const close = z('2030-11-29', '15:00');
  addCase('fx', { name: 'eurusd-nov29-2030', events: [
    A1('KXEURUSD-30NOV2910', 'EUR/USD at 10am ET on Nov 29, 2030', 'Financials', close, 'T1.2000', 'Above 1.2000', 'eur-gt120'),
    U1('eur-usd-above-1-20-nov-29-2030-10am-et', 'Euro above $1.20 on Nov 29 at 10am ET?', 'finance', close, 'eur-gt120'),
  ] });
}
{ // GBP/USD on Dec 31 — beta only.
  addCase('fx', { name: 'gbpusd-ye-2030', events: [B1('GBP/USD above 1.40 on December 31, 2030?', 'Finance', z('2030-12-31', '21:00'), 'cable-gt140')] });
}
{ // USD/CNY central parity fixing on Dec 31 (alpha, gamma) vs offshore USD/CNH (beta).
  addCase('fx', { name: 'yuan-ye-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXUSDCNY-30DEC31', 'USD/CNY central parity on Dec 31, 2030', 'Financials', z('2030-12-31', '01:15'), 'T7.3000', 'Above 7.3000', 'cnyfix-gt730'),
    G1('PBoC USD/CNY midpoint fixing above 7.30 on 31 Dec 2030?', z('2030-12-31', '01:15'), 'cnyfix-gt730'),
    B1('Offshore yuan (USD/CNH) above 7.30 on December 31?', 'Finance', z('2030-12-31', '21:00'), 'cnh-gt730'),
  ] }, ['asset']);
}
{ // USD/TRY on Dec 31 — alpha only.
  addCase('fx', { name: 'usdtry-ye-2030', events: [A1('KXUSDTRY-30DEC31', 'USD/TRY on Dec 31, 2030', 'Financials', z('2030-12-31', '21:00'), 'T60', 'Above 60.00', 'try-gt60')] });
}

// ───────────────────────────── SPORTS ─────────────────────────────

{ // NFL Thanksgiving, Nov 28: Bears at Lions (alpha, beta) vs Lions at Bears, Sep 29 (gamma): same teams, another date.
  const close = z('2030-11-28', '21:00');
  addCase('sports', { name: 'nfl-chi-det-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLGAME-30NOV28CHIDET', 'Chicago at Detroit', 'Sports', close, [['CHI', 'Chicago', 'tg-chi'], ['DET', 'Detroit', 'tg-det']]),
    B('Bears vs. Lions', 'Sports', close, [game('nfl-chi-det-2030-11-28', 'Bears', 'Lions', 'tg-chi', 'Bears vs. Lions (Thanksgiving)')]),
    G('Lions @ Bears — Sun 29 Sep 2030', z('2030-09-29', '21:00'), [['Detroit Lions', 'sep-det'], ['Chicago Bears', 'sep-chi']]),
  ] }, ['date']);
}
{ // Sunday Night Football, Dec 22: Packers at Vikings (alpha, beta_us, gamma).
  const close = z('2030-12-23', '05:00');
  addCase('sports', { name: 'nfl-gb-min-2030', events: [
    A('KXNFLGAME-30DEC22GBMIN', 'Green Bay at Minnesota', 'Sports', close, [['GB', 'Green Bay', 'gbmin-gb'], ['MIN', 'Minnesota', 'gbmin-min']]),
    U('nfl-gb-min-2030-12-22', 'Packers vs. Vikings', 'sports', close, [game('nfl-gb-min-2030-12-22', 'Packers', 'Vikings', 'gbmin-gb', 'Packers vs. Vikings')]),
    G('Packers @ Vikings (SNF, Dec 22)', close, [['Packers', 'gbmin-gb'], ['Vikings', 'gbmin-min']]),
  ] });
}
{ // Chiefs at Bills, Nov 17: moneyline (beta, gamma) vs "Chiefs win by more than 3.5" (alpha).
  const close = z('2030-11-18', '01:30');
  addCase('sports', { name: 'nfl-kc-buf-2030', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Chiefs vs. Bills', 'Sports', close, [game('nfl-kc-buf-2030-11-17', 'Chiefs', 'Bills', 'kcbuf-kc', 'Chiefs vs. Bills')]),
    G('Chiefs at Bills, Nov 17 2030 — winner', close, [['Kansas City Chiefs', 'kcbuf-kc'], ['Buffalo Bills', 'kcbuf-buf']]),
    A1('KXNFLSPREAD-30NOV17KCBUF', 'Kansas City at Buffalo: Kansas City wins by over 3.5 points?', 'Sports', close, 'KC3', 'Kansas City -3.5', 'kcbuf-kc-spread'),
  ] }, ['threshold']);
}
{ // Super Bowl LXV champion (alpha, beta, beta_us) vs AFC champion (gamma): different rounds.
  const close = z('2031-02-10', '04:00');
  addCase('sports', { name: 'super-bowl-lxv', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXSB-31', 'Super Bowl LXV champion', 'Sports', close, [['KC', 'Kansas City', 'sb-kc'], ['PHI', 'Philadelphia', 'sb-phi'], ['BUF', 'Buffalo', 'sb-buf'], ['BAL', 'Baltimore', 'sb-bal'], ['DET', 'Detroit', 'sb-det'], ['SF', 'San Francisco', 'sb-sf']]),
    B('Super Bowl Champion 2031', 'Sports', close, [['sb-2031-chiefs', 'Chiefs', 'sb-kc'], ['sb-2031-eagles', 'Eagles', 'sb-phi'], ['sb-2031-bills', 'Bills', 'sb-buf'], ['sb-2031-ravens', 'Ravens', 'sb-bal'], ['sb-2031-lions', 'Lions', 'sb-det'], ['sb-2031-49ers', '49ers', 'sb-sf']]),
    U('super-bowl-lxv-winner', 'Super Bowl LXV Winner', 'sports', close, [['sb-lxv-kansas-city-chiefs', 'Kansas City Chiefs', 'sb-kc'], ['sb-lxv-philadelphia-eagles', 'Philadelphia Eagles', 'sb-phi'], ['sb-lxv-detroit-lions', 'Detroit Lions', 'sb-det']]),
    G('AFC Champion (2030 season)', z('2031-01-27', '04:00'), [['Chiefs', 'afc-kc'], ['Bills', 'afc-buf'], ['Ravens', 'afc-bal']]),
  ] }, ['round']);
}
{ // Jets make the playoffs (alpha, beta) vs Jets win the AFC East (beta_us).
  const close = z('2031-01-06', '05:00');
  addCase('sports', { name: 'jets-playoffs-2030', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXNFLPLAYOFF-30NYJ', 'Will the New York Jets make the playoffs?', 'Sports', close, 'NYJ', 'Make playoffs', 'nyj-playoffs'),
    B1('Jets make the 2030-31 NFL playoffs?', 'Sports', close, 'nyj-playoffs'),
    U1('jets-win-afc-east-2030', 'Jets win the AFC East?', 'sports', close, 'nyj-afce'),
  ] }, ['round']);
}
{ // College Football Playoff national champion (alpha, beta, gamma).
  const close = z('2031-01-21', '05:00');
  addCase('sports', { name: 'cfp-champion-2031', events: [
    A('KXNCAAF-31', 'College Football Playoff national champion', 'Sports', close, [['UGA', 'Georgia', 'cfp-uga'], ['OSU', 'Ohio State', 'cfp-osu'], ['TEX', 'Texas', 'cfp-tex'], ['ORE', 'Oregon', 'cfp-ore'], ['ALA', 'Alabama', 'cfp-ala']]),
    B('CFP National Championship 2031 winner', 'Sports', close, [['cfp-2031-georgia', 'Georgia', 'cfp-uga'], ['cfp-2031-ohio-state', 'Ohio State', 'cfp-osu'], ['cfp-2031-texas', 'Texas', 'cfp-tex'], ['cfp-2031-oregon', 'Oregon', 'cfp-ore']]),
    G('College football national champion (2030 season)', close, [['Georgia Bulldogs', 'cfp-uga'], ['Ohio State Buckeyes', 'cfp-osu'], ['Texas Longhorns', 'cfp-tex'], ['Alabama Crimson Tide', 'cfp-ala']]),
  ] });
}
{ // Army–Navy, Dec 14 (alpha, beta_us).
  const close = z('2030-12-15', '00:30');
  addCase('sports', { name: 'army-navy-2030', events: [
    A('KXNCAAFGAME-30DEC14ARMYNAVY', 'Army vs Navy', 'Sports', close, [['ARMY', 'Army', 'armynavy-army'], ['NAVY', 'Navy', 'armynavy-navy']]),
    U('cfb-army-navy-2030-12-14', 'Army vs. Navy', 'sports', close, [game('cfb-army-navy-2030-12-14', 'Navy', 'Army', 'armynavy-navy', 'Navy vs. Army')]),
  ] });
}
{ // World Series 2030 (all four venues).
  const close = z('2030-11-05', '05:00');
  addCase('sports', { name: 'world-series-2030', events: [
    A('KXMLB-30', 'World Series champion 2030', 'Sports', close, [['LAD', 'Los Angeles D', 'ws-lad'], ['NYY', 'New York Y', 'ws-nyy'], ['ATL', 'Atlanta', 'ws-atl'], ['HOU', 'Houston', 'ws-hou'], ['PHI', 'Philadelphia', 'ws-phi'], ['SEA', 'Seattle', 'ws-sea']]),
    B('World Series Champion 2030', 'Sports', close, [['ws-2030-dodgers', 'Dodgers', 'ws-lad'], ['ws-2030-yankees', 'Yankees', 'ws-nyy'], ['ws-2030-braves', 'Braves', 'ws-atl'], ['ws-2030-astros', 'Astros', 'ws-hou'], ['ws-2030-phillies', 'Phillies', 'ws-phi'], ['ws-2030-mariners', 'Mariners', 'ws-sea']]),
    U('world-series-winner-2030', '2030 World Series Winner', 'sports', close, [['ws-winner-2030-la-dodgers', 'LA Dodgers', 'ws-lad'], ['ws-winner-2030-ny-yankees', 'NY Yankees', 'ws-nyy'], ['ws-winner-2030-philadelphia', 'Philadelphia Phillies', 'ws-phi']]),
    G('MLB World Series 2030', close, [['Dodgers', 'ws-lad'], ['Yankees', 'ws-nyy'], ['Braves', 'ws-atl'], ['Mariners', 'ws-sea']]),
  ] });
}
{ // ALCS 2030 (alpha, beta); gamma "Yankees reach the World Series" is the Yankees winning the pennant.
  const close = z('2030-10-25', '04:00');
  addCase('sports', { name: 'alcs-2030', events: [
    A('KXALCS-30', 'ALCS winner 2030', 'Sports', close, [['NYY', 'New York Y', 'al-nyy'], ['HOU', 'Houston', 'al-hou'], ['SEA', 'Seattle', 'al-sea'], ['CLE', 'Cleveland', 'al-cle']]),
    B('American League Champion 2030', 'Sports', close, [['al-champion-2030-yankees', 'Yankees', 'al-nyy'], ['al-champion-2030-astros', 'Astros', 'al-hou'], ['al-champion-2030-mariners', 'Mariners', 'al-sea'], ['al-champion-2030-guardians', 'Guardians', 'al-cle']]),
    G1('Yankees reach the 2030 World Series?', close, 'al-nyy'),
  ] });
}
{ // World Series length (alpha buckets; beta_us "goes to Game 7").
  const close = z('2030-11-05', '05:00');
  addCase('sports', { name: 'world-series-length-2030', events: [
    A('KXWSGAMES-30', 'World Series 2030: number of games', 'Sports', close, [['4', '4 games', 'wsg-4'], ['5', '5 games', 'wsg-5'], ['6', '6 games', 'wsg-6'], ['7', '7 games', 'wsg-7']]),
    U1('world-series-goes-to-game-7-2030', 'Will the World Series go to Game 7?', 'sports', close, 'wsg-7'),
  ] });
}
{ // World Series MVP — beta only.
  addCase('sports', { name: 'ws-mvp-2030', events: [B('World Series MVP 2030', 'Sports', z('2030-11-05', '05:00'), [['ws-mvp-2030-ohtani', 'Shohei Ohtani', 'wsmvp-ohtani'], ['ws-mvp-2030-judge', 'Aaron Judge', 'wsmvp-judge'], ['ws-mvp-2030-field', 'Any other player', 'wsmvp-other']])] });
}
{ // NBA opening night, Oct 22: Knicks at Celtics (alpha, beta).
  const close = z('2030-10-23', '03:00');
  addCase('sports', { name: 'nba-nyk-bos-2030', events: [
    A('KXNBAGAME-30OCT22NYKBOS', 'New York at Boston', 'Sports', close, [['NYK', 'New York', 'nykbos-nyk'], ['BOS', 'Boston', 'nykbos-bos']]),
    B('Knicks vs. Celtics', 'Sports', close, [game('nba-nyk-bos-2030-10-22', 'Knicks', 'Celtics', 'nykbos-nyk', 'Knicks vs. Celtics')]),
  ] });
}
{ // Warriors at Lakers on Christmas Day (alpha, beta) vs the same teams on Oct 22 (gamma).
  const close = z('2030-12-26', '07:00');
  addCase('sports', { name: 'nba-gsw-lal-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNBAGAME-30DEC25GSWLAL', 'Golden State at Los Angeles L', 'Sports', close, [['GSW', 'Golden State', 'xmas-gsw'], ['LAL', 'Los Angeles L', 'xmas-lal']]),
    B('Warriors vs. Lakers', 'Sports', close, [game('nba-gsw-lal-2030-12-25', 'Warriors', 'Lakers', 'xmas-gsw', 'Warriors vs. Lakers (Christmas Day)')]),
    G('Warriors @ Lakers — 22 Oct 2030', z('2030-10-23', '06:00'), [['Warriors', 'oct-gsw'], ['Lakers', 'oct-lal']]),
  ] }, ['date']);
}
{ // NBA champion 2031 (alpha, beta, gamma).
  const close = z('2031-06-25', '04:00');
  addCase('sports', { name: 'nba-champion-2031', events: [
    A('KXNBA-31', 'Pro Basketball Champion 2031', 'Sports', close, [['OKC', 'Oklahoma City', 'nba-okc'], ['BOS', 'Boston', 'nba-bos'], ['DEN', 'Denver', 'nba-den'], ['NYK', 'New York', 'nba-nyk'], ['SAS', 'San Antonio', 'nba-sas']]),
    B('NBA Champion 2030-31', 'Sports', close, [['nba-2031-thunder', 'Thunder', 'nba-okc'], ['nba-2031-celtics', 'Celtics', 'nba-bos'], ['nba-2031-nuggets', 'Nuggets', 'nba-den'], ['nba-2031-knicks', 'Knicks', 'nba-nyk'], ['nba-2031-spurs', 'Spurs', 'nba-sas']]),
    G('2031 NBA Finals winner', close, [['OKC Thunder', 'nba-okc'], ['Boston Celtics', 'nba-bos'], ['San Antonio Spurs', 'nba-sas']]),
  ] });
}
{ // NHL opening night, Oct 8: Bruins at Rangers (beta_us, gamma).
  const close = z('2030-10-09', '03:00');
  addCase('sports', { name: 'nhl-bos-nyr-2030', events: [
    U('nhl-bos-nyr-2030-10-08', 'Bruins vs. Rangers', 'sports', close, [game('nhl-bos-nyr-2030-10-08', 'Bruins', 'Rangers', 'bosnyr-bos', 'Bruins vs. Rangers')]),
    G('Bruins @ Rangers (Oct 8, 2030)', close, [['Boston', 'bosnyr-bos'], ['NY Rangers', 'bosnyr-nyr']], { rules: 'Winner including overtime and shootout.' }),
  ] });
}
{ // El Clásico, Oct 27 (alpha three-way, beta three markets, gamma "Real Madrid win").
  const close = z('2030-10-27', '17:00');
  addCase('sports', { name: 'el-clasico-oct-2030', events: [
    A('KXLALIGAGAME-30OCT27RMABAR', 'Real Madrid vs Barcelona', 'Sports', close, [['RMA', 'Real Madrid', 'clas-rma'], ['BAR', 'Barcelona', 'clas-bar'], ['TIE', 'Tie', 'clas-draw']]),
    B('Real Madrid vs. FC Barcelona', 'Sports', close, [['laliga-rma-bar-2030-10-27-rma', 'Real Madrid', 'clas-rma', { q: 'Will Real Madrid win on 2030-10-27?' }],
      ['laliga-rma-bar-2030-10-27-draw', 'Draw (Real Madrid vs. FC Barcelona)', 'clas-draw', { q: 'Will Real Madrid vs. FC Barcelona end in a draw?' }],
      ['laliga-rma-bar-2030-10-27-bar', 'FC Barcelona', 'clas-bar', { q: 'Will FC Barcelona win on 2030-10-27?' }]]),
    G1('Real Madrid beat Barcelona (LaLiga, 27 Oct)?', close, 'clas-rma', { rules: 'Result after 90 minutes plus stoppage time.' }),
  ] });
}
{ // Arsenal v Tottenham in the Premier League, Nov 23 (alpha, beta) vs the Carabao Cup tie on Dec 17 (gamma).
  const close = z('2030-11-23', '19:30');
  addCase('sports', { name: 'north-london-derby-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEPLGAME-30NOV23ARSTOT', 'Arsenal vs Tottenham', 'Sports', close, [['ARS', 'Arsenal', 'nld-ars'], ['TOT', 'Tottenham', 'nld-tot'], ['TIE', 'Tie', 'nld-draw']]),
    B('Arsenal vs. Tottenham Hotspur', 'Sports', close, [['epl-ars-tot-2030-11-23-ars', 'Arsenal', 'nld-ars', { q: 'Will Arsenal win on 2030-11-23?' }],
      ['epl-ars-tot-2030-11-23-draw', 'Draw (Arsenal vs. Tottenham Hotspur)', 'nld-draw', { q: 'Will Arsenal vs. Tottenham Hotspur end in a draw?' }],
      ['epl-ars-tot-2030-11-23-tot', 'Tottenham Hotspur', 'nld-tot', { q: 'Will Tottenham Hotspur win on 2030-11-23?' }]]),
    G('Arsenal v Spurs — Carabao Cup QF, 17 Dec 2030: to advance', z('2030-12-17', '22:30'), [['Arsenal', 'cc-ars'], ['Tottenham', 'cc-tot']]),
  ] }, ['date']);
}
{ // Premier League 2030-31 winner (alpha, beta, gamma).
  const close = z('2031-05-26', '17:00');
  addCase('sports', { name: 'epl-winner-2031', events: [
    A('KXEPL-31', 'English Premier League winner 2030-31', 'Sports', close, [['ARS', 'Arsenal', 'epl-ars'], ['LIV', 'Liverpool', 'epl-liv'], ['MCI', 'Manchester City', 'epl-mci'], ['CHE', 'Chelsea', 'epl-che']]),
    B('Premier League Winner 2030/31', 'Sports', close, [['epl-2031-arsenal', 'Arsenal', 'epl-ars'], ['epl-2031-liverpool', 'Liverpool', 'epl-liv'], ['epl-2031-man-city', 'Man City', 'epl-mci'], ['epl-2031-chelsea', 'Chelsea', 'epl-che']]),
    G('EPL champion 2030-31', close, [['Arsenal', 'epl-ars'], ['Liverpool', 'epl-liv'], ['Manchester City', 'epl-mci']]),
  ] });
}
{ // Ballon d'Or 2030 (beta, gamma) vs the Ballon d'Or Féminin (alpha).
  const close = z('2030-10-28', '22:00');
  addCase('sports', { name: 'ballon-dor-2030', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Ballon d\'Or 2030 winner', 'Sports', close, [['ballon-dor-2030-lamine-yamal', 'Lamine Yamal', 'bdo-yamal'], ['ballon-dor-2030-mbappe', 'Kylian Mbappé', 'bdo-mbappe'], ['ballon-dor-2030-haaland', 'Erling Haaland', 'bdo-haaland'], ['ballon-dor-2030-bellingham', 'Jude Bellingham', 'bdo-bellingham']]),
    G('Ballon d\'Or 2030', close, [['Yamal', 'bdo-yamal'], ['Mbappe', 'bdo-mbappe'], ['Haaland', 'bdo-haaland'], ['Bellingham', 'bdo-bellingham']]),
    A('KXBALLONDORW-30', 'Ballon d\'Or Féminin 2030', 'Sports', close, [['PARA', 'Salma Paralluelo', 'bdof-paralluelo'], ['BONM', 'Aitana Bonmatí', 'bdof-bonmati'], ['LOPE', 'Vicky López', 'bdof-lopez']]),
  ] }, ['category']);
}
{ // US Open men's singles, final Sep 8 (alpha, beta, beta_us) vs the women's singles (gamma).
  addCase('sports', { name: 'us-open-2030', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXUSOMEN-30', 'US Open men\'s singles champion 2030', 'Sports', z('2030-09-08', '23:59'), [['SIN', 'Jannik Sinner', 'uso-sinner'], ['ALC', 'Carlos Alcaraz', 'uso-alcaraz'], ['FON', 'João Fonseca', 'uso-fonseca'], ['MEN', 'Jakub Menšík', 'uso-mensik']]),
    B('US Open Men\'s Winner 2030', 'Sports', z('2030-09-08', '23:59'), [['us-open-men-2030-sinner', 'Jannik Sinner', 'uso-sinner'], ['us-open-men-2030-alcaraz', 'Carlos Alcaraz', 'uso-alcaraz'], ['us-open-men-2030-fonseca', 'Joao Fonseca', 'uso-fonseca'], ['us-open-men-2030-mensik', 'Jakub Mensik', 'uso-mensik']]),
    U('us-open-mens-champion-2030', 'US Open 2030 — Men\'s Champion', 'sports', z('2030-09-08', '23:59'), [['usopen-m-2030-sinner', 'Sinner', 'uso-sinner'], ['usopen-m-2030-alcaraz', 'Alcaraz', 'uso-alcaraz'], ['usopen-m-2030-fonseca', 'Fonseca', 'uso-fonseca']]),
    G('US Open 2030 women\'s singles winner', z('2030-09-07', '23:59'), [['Aryna Sabalenka', 'usow-sabalenka'], ['Coco Gauff', 'usow-gauff'], ['Mirra Andreeva', 'usow-andreeva'], ['Victoria Mboko', 'usow-mboko']]),
  ] }, ['category']);
}
{ // ATP Finals, Turin, final Nov 17 (alpha, gamma).
  const close = z('2030-11-17', '21:00');
  addCase('sports', { name: 'atp-finals-2030', events: [
    A('KXATPFINALS-30', 'ATP Finals 2030 champion', 'Sports', close, [['SIN', 'Jannik Sinner', 'atpf-sinner'], ['ALC', 'Carlos Alcaraz', 'atpf-alcaraz'], ['FON', 'João Fonseca', 'atpf-fonseca'], ['DRA', 'Jack Draper', 'atpf-draper']]),
    G('Nitto ATP Finals 2030 (Turin) winner', close, [['Sinner', 'atpf-sinner'], ['Alcaraz', 'atpf-alcaraz'], ['Fonseca', 'atpf-fonseca'], ['Draper', 'atpf-draper']]),
  ] });
}
{ // Davis Cup Finals 2030 — beta only.
  addCase('sports', { name: 'davis-cup-2030', events: [B('Davis Cup 2030 Winner', 'Sports', z('2030-11-24', '21:00'), [['davis-cup-2030-italy', 'Italy', 'dc-ita'], ['davis-cup-2030-spain', 'Spain', 'dc-esp'], ['davis-cup-2030-usa', 'United States', 'dc-usa']])] });
}
{ // DP World Tour Championship, Dubai, Nov 17 (alpha, beta) vs the season-long Race to Dubai (gamma).
  const close = z('2030-11-17', '14:00');
  addCase('sports', { name: 'dp-world-tour-championship-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXDPWTC-30', 'DP World Tour Championship 2030 winner', 'Sports', close, [['FLEE', 'Tommy Fleetwood', 'dpwtc-fleetwood'], ['ABER', 'Ludvig Åberg', 'dpwtc-aberg'], ['MCIL', 'Rory McIlroy', 'dpwtc-mcilroy'], ['HATT', 'Tyrrell Hatton', 'dpwtc-hatton']]),
    B('DP World Tour Championship Winner', 'Sports', close, [['dpwtc-2030-fleetwood', 'Tommy Fleetwood', 'dpwtc-fleetwood'], ['dpwtc-2030-aberg', 'Ludvig Aberg', 'dpwtc-aberg'], ['dpwtc-2030-mcilroy', 'Rory McIlroy', 'dpwtc-mcilroy'], ['dpwtc-2030-hatton', 'Tyrrell Hatton', 'dpwtc-hatton']]),
    G('Race to Dubai 2030 champion', close, [['Fleetwood', 'r2d-fleetwood'], ['Åberg', 'r2d-aberg'], ['McIlroy', 'r2d-mcilroy']]),
  ] }, ['category']);
}
{ // F1 drivers' champion 2030 (all four venues).
  const close = z('2030-12-08', '15:00');
  addCase('sports', { name: 'f1-drivers-2030', events: [
    A('KXF1-30', 'F1 Drivers\' Champion 2030', 'Sports', close, [['VER', 'Max Verstappen', 'f1-ver'], ['NOR', 'Lando Norris', 'f1-nor'], ['PIA', 'Oscar Piastri', 'f1-pia'], ['RUS', 'George Russell', 'f1-rus'], ['ANT', 'Kimi Antonelli', 'f1-ant']]),
    B('F1 Drivers\' Champion 2030', 'Sports', close, [['f1-2030-verstappen', 'Max Verstappen', 'f1-ver'], ['f1-2030-norris', 'Lando Norris', 'f1-nor'], ['f1-2030-piastri', 'Oscar Piastri', 'f1-pia'], ['f1-2030-russell', 'George Russell', 'f1-rus'], ['f1-2030-antonelli', 'Andrea Kimi Antonelli', 'f1-ant']]),
    U('f1-world-champion-2030', 'Formula 1 World Champion 2030', 'sports', close, [['f1-wdc-2030-verstappen', 'Verstappen', 'f1-ver'], ['f1-wdc-2030-norris', 'Norris', 'f1-nor'], ['f1-wdc-2030-piastri', 'Piastri', 'f1-pia']]),
    G('2030 Formula 1 World Drivers\' Championship', close, [['VER', 'f1-ver'], ['NOR', 'f1-nor'], ['PIA', 'f1-pia'], ['RUS', 'f1-rus'], ['ANT', 'f1-ant'], ['Other', 'f1-other']]),
  ] });
}
{ // Las Vegas Grand Prix, Nov 23 local: race winner (alpha, gamma) vs pole position (beta).
  addCase('sports', { name: 'f1-las-vegas-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXF1RACE-30NOV23LV', 'Las Vegas Grand Prix 2030 winner', 'Sports', z('2030-11-24', '08:00'), [['VER', 'Max Verstappen', 'lv-ver'], ['NOR', 'Lando Norris', 'lv-nor'], ['LEC', 'Charles Leclerc', 'lv-lec'], ['RUS', 'George Russell', 'lv-rus']]),
    G('Las Vegas GP 2030 — race winner', z('2030-11-24', '08:00'), [['Verstappen', 'lv-ver'], ['Norris', 'lv-nor'], ['Leclerc', 'lv-lec'], ['Russell', 'lv-rus']]),
    B('Las Vegas Grand Prix: pole position', 'Sports', z('2030-11-23', '08:00'), [['lv-gp-2030-pole-verstappen', 'Max Verstappen', 'lvpole-ver'], ['lv-gp-2030-pole-norris', 'Lando Norris', 'lvpole-nor'], ['lv-gp-2030-pole-leclerc', 'Charles Leclerc', 'lvpole-lec']]),
  ] }, ['observation']);
}
{ // Abu Dhabi Grand Prix, Dec 8 — gamma only.
  addCase('sports', { name: 'f1-abu-dhabi-2030', events: [G('Abu Dhabi GP 2030 winner', z('2030-12-08', '15:00'), [['Verstappen', 'ad-ver'], ['Norris', 'ad-nor'], ['Piastri', 'ad-pia'], ['Field', 'ad-field']])] });
}
{ // Melbourne Cup, Nov 5 — alpha only.
  addCase('sports', { name: 'melbourne-cup-2030', events: [A1('KXMELBCUP-30', 'Melbourne Cup 2030: international-trained winner?', 'Sports', z('2030-11-05', '05:00'), 'INTL', 'Internationally trained horse wins', 'mc-intl')] });
}

// ───────────────────────────── CULTURE ─────────────────────────────

{ // "Moana 3" 3-day opening (Nov 29–Dec 1): The Numbers (alpha) vs Box Office Mojo (beta) — one event, not fungible; gamma's 5-day Thanksgiving opening is another measure.
  addCase('culture', { name: 'moana3-opening-2030', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXOPENWKND-30DEC01MOANA3', 'Moana 3 opening weekend (3-day) domestic box office', 'Entertainment', z('2030-12-02', '20:00'), [['T100', 'Above $100M', 'moana-gt100'], ['T125', 'Above $125M', 'moana-gt125']],
      { sources: ['The Numbers https://www.the-numbers.com/weekend-box-office-chart'] }),
    B1('Moana 3 3-day opening above $125M?', 'Pop Culture', z('2030-12-02', '20:00'), 'moana-gt125', { mx: { src: 'https://www.boxofficemojo.com/weekend/' } }),
    G1('Moana 3: 5-day Thanksgiving opening (Wed–Sun) above $150M?', z('2030-12-02', '20:00'), 'moana5-gt150'),
  ] }, ['source', 'measure']);
}
{ // "All I Want for Christmas Is You" No. 1 on the Hot 100 dated Dec 28 (alpha, beta) vs the Billboard Global 200 (beta_us).
  const close = z('2030-12-23', '18:00');
  addCase('culture', { name: 'christmas-no1-2030', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXHOT100-30DEC28', '"All I Want for Christmas Is You" #1 on the Hot 100 dated Dec 28, 2030?', 'Entertainment', close, 'MARIAH', 'Mariah Carey', 'aiwfc-hot100'),
    B1('Will "All I Want for Christmas Is You" top the Billboard Hot 100 chart dated December 28?', 'Pop Culture', close, 'aiwfc-hot100', { mx: { src: 'https://www.billboard.com/charts/hot-100/' } }),
    U1('all-i-want-for-christmas-global-200-no-1-dec-28-2030', 'Mariah Carey #1 on the Billboard Global 200 (Dec 28)?', 'culture', close, 'aiwfc-global200'),
  ] }, ['category']);
}
{ // Billboard 200 No. 1 on the chart dated Nov 16 — gamma only.
  addCase('culture', { name: 'billboard-200-nov16-2030', events: [G('Billboard 200 #1 album, chart dated 16 Nov 2030', z('2030-11-11', '18:00'), [['Taylor Swift', 'bb200-swift'], ['Morgan Wallen', 'bb200-wallen'], ['Bad Bunny', 'bb200-badbunny'], ['Other', 'bb200-other']])] });
}
{ // Taylor Swift nominated for Album of the Year at the 2031 Grammys (nominations Nov 8) — alpha, beta.
  const close = z('2030-11-08', '18:00');
  addCase('culture', { name: 'grammy-aoty-swift-2031', events: [
    A1('KXGRAMMYNOM-31AOTY', 'Taylor Swift nominated for Album of the Year at the 2031 Grammys?', 'Entertainment', close, 'TSWIFT', 'Taylor Swift', 'aoty-nom-swift'),
    B1('Taylor Swift AOTY nomination at the 73rd Grammys?', 'Pop Culture', close, 'aoty-nom-swift'),
  ] });
}
{ // CMA Entertainer of the Year, Nov 20 (beta, gamma).
  const close = z('2030-11-21', '04:00');
  addCase('culture', { name: 'cma-eoty-2030', events: [
    B('CMA Entertainer of the Year 2030', 'Pop Culture', close, [['cma-eoty-2030-morgan-wallen', 'Morgan Wallen', 'cma-wallen'], ['cma-eoty-2030-lainey-wilson', 'Lainey Wilson', 'cma-wilson'], ['cma-eoty-2030-chris-stapleton', 'Chris Stapleton', 'cma-stapleton'], ['cma-eoty-2030-luke-combs', 'Luke Combs', 'cma-combs']]),
    G('58th CMA Awards: Entertainer of the Year', close, [['Wallen', 'cma-wallen'], ['Wilson', 'cma-wilson'], ['Stapleton', 'cma-stapleton'], ['Combs', 'cma-combs']]),
  ] });
}
{ // Nobel Peace Prize 2030, Oct 11: an organization wins (alpha, beta, gamma).
  const close = z('2030-10-11', '09:00');
  addCase('culture', { name: 'nobel-peace-org-2030', events: [
    A1('KXNOBELPEACE-30', 'Will an organization win the 2030 Nobel Peace Prize?', 'World', close, 'ORG', 'Organization', 'npp-org'),
    B1('Nobel Peace Prize 2030 awarded to an organization?', 'Pop Culture', close, 'npp-org', { mx: { src: 'https://www.nobelprize.org/' } }),
    G1('2030 Nobel Peace Prize goes to an organisation (not an individual)?', close, 'npp-org', { rules: 'YES if an organisation is among the laureates announced on 11 Oct 2030.' }),
  ] });
}
{ // Nobel Prize in Literature 2030, Oct 10 — beta only.
  addCase('culture', { name: 'nobel-literature-2030', events: [B('Nobel Prize in Literature 2030', 'Pop Culture', z('2030-10-10', '11:00'), [['nobel-lit-2030-can-xue', 'Can Xue', 'nlit-canxue'], ['nobel-lit-2030-murnane', 'Gerald Murnane', 'nlit-murnane'], ['nobel-lit-2030-carson', 'Anne Carson', 'nlit-carson'], ['nobel-lit-2030-other', 'Other', 'nlit-other']])] });
}
{ // TIME Person of the Year 2030 (alpha, beta_us).
  const close = z('2030-12-11', '13:00');
  addCase('culture', { name: 'time-poy-2030', events: [
    A('KXTIMEPOY-30', 'TIME Person of the Year 2030', 'Entertainment', close, [['POTUS', 'The President of the United States', 'poy-potus'], ['POPE', 'Pope Leo XIV', 'poy-pope'], ['HUANG', 'Jensen Huang', 'poy-huang'], ['AI', 'Artificial intelligence', 'poy-ai']]),
    U('time-person-of-the-year-2030', 'Time Person of the Year 2030', 'culture', close, [['time-poy-2030-pope-leo', 'Pope Leo XIV', 'poy-pope'], ['time-poy-2030-jensen-huang', 'Jensen Huang', 'poy-huang'], ['time-poy-2030-ai', 'AI', 'poy-ai']]),
  ] });
}
{ // The Game Awards, Game of the Year, Dec 12 (beta, gamma).
  const close = z('2030-12-13', '05:00');
  addCase('culture', { name: 'game-awards-goty-2030', events: [
    B('The Game Awards 2030: Game of the Year', 'Pop Culture', close, [['tga-2030-goty-elder-scrolls-vi', 'The Elder Scrolls VI', 'goty-tes6'], ['tga-2030-goty-persona-6', 'Persona 6', 'goty-p6'], ['tga-2030-goty-kingdom-hearts-iv', 'Kingdom Hearts IV', 'goty-kh4']]),
    G('TGA 2030 GOTY', close, [['TES VI', 'goty-tes6'], ['Persona 6', 'goty-p6'], ['Kingdom Hearts 4', 'goty-kh4'], ['Other', 'goty-other']]),
  ] });
}
{ // Booker Prize 2030, Nov 12 — alpha only.
  addCase('culture', { name: 'booker-2030', events: [A1('KXBOOKER-30', 'Will a debut novel win the 2030 Booker Prize?', 'Entertainment', z('2030-11-12', '21:00'), 'DEBUT', 'Debut novel', 'booker-debut')] });
}
{ // Spotify Wrapped 2030 top artist, global (alpha, beta) vs US (beta_us).
  const close = z('2030-12-04', '14:00');
  addCase('culture', { name: 'spotify-wrapped-2030', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXSPOTIFYTOP-30', 'Spotify Wrapped 2030: top global artist', 'Entertainment', close, [['TSWIFT', 'Taylor Swift', 'spg-swift'], ['BADBUNNY', 'Bad Bunny', 'spg-badbunny'], ['WEEKND', 'The Weeknd', 'spg-weeknd']]),
    B('Spotify\'s most-streamed artist of 2030 (global)', 'Pop Culture', close, [['spotify-top-artist-2030-taylor-swift', 'Taylor Swift', 'spg-swift'], ['spotify-top-artist-2030-bad-bunny', 'Bad Bunny', 'spg-badbunny'], ['spotify-top-artist-2030-the-weeknd', 'The Weeknd', 'spg-weeknd']]),
    U('spotify-top-artist-us-2030', 'Spotify Wrapped 2030 — #1 artist in the US', 'culture', close, [['spotify-us-2030-taylor-swift', 'Taylor Swift', 'spus-swift'], ['spotify-us-2030-morgan-wallen', 'Morgan Wallen', 'spus-wallen'], ['spotify-us-2030-drake', 'Drake', 'spus-drake']]),
  ] }, ['place']);
}
{ // Highest-grossing film of 2030 at the domestic box office (alpha, gamma; Box Office Mojo).
  const close = z('2031-01-02', '20:00');
  addCase('culture', { name: 'top-film-domestic-2030', events: [
    A('KXTOPFILM-30', 'Top grossing movie of 2030 (domestic)', 'Entertainment', close, [['MOANA3', 'Moana 3', 'film-moana3'], ['BATMAN3', 'The Batman Part III', 'film-batman3'], ['TOY6', 'Toy Story 6', 'film-toy6'], ['SPIDEY5', 'Spider-Man 5', 'film-spidey5']],
      { sources: ['Box Office Mojo https://www.boxofficemojo.com/year/2030/'] }),
    G('#1 film at the 2030 US/Canada box office (Box Office Mojo calendar gross)', close, [['Moana 3', 'film-moana3'], ['The Batman Part III', 'film-batman3'], ['Spider-Man 5', 'film-spidey5'], ['Other', 'film-other']]),
  ] });
}

// ───────────────────────────── WEATHER ─────────────────────────────

{ // Atlantic named storms in 2030: alpha ladder, beta "21 or more" = "Above 20"; gamma "20 or more" is not.
  const close = z('2030-11-30', '23:59');
  addCase('weather', { name: 'atlantic-named-storms-2030', events: [
    A('KXHURCTOT-30', 'Number of Atlantic named storms in 2030', 'Climate and Weather', close, [['T14', 'Above 14', 'ns-gt14'], ['T17', 'Above 17', 'ns-gt17'], ['T20', 'Above 20', 'ns-gt20']], { sources: [NHC] }),
    B1('21+ named storms in the 2030 Atlantic hurricane season?', 'Weather', close, 'ns-gt20', { mx: { src: url(NHC) } }),
    G1('At least 20 Atlantic named storms in 2030?', close, 'ns-ge20', { rules: 'Per NHC, storms named between Jun 1 and Nov 30, 2030.' }),
  ] }, ['threshold']);
}
{ // A hurricane makes landfall in Florida in September (alpha, beta_us) vs anywhere in the US (gamma).
  const close = z('2030-09-30', '23:59');
  addCase('weather', { name: 'hurricane-landfall-sep-2030', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A1('KXHURLANDFL-30SEP', 'Hurricane landfall in Florida in Sep 2030?', 'Climate and Weather', close, 'FL', 'Florida landfall', 'fl-landfall', { sources: [NHC] }),
    U1('hurricane-makes-landfall-in-florida-september-2030', 'Will a hurricane hit Florida in September?', 'weather', close, 'fl-landfall', { src: url(NHC) }),
    G1('US hurricane landfall in September 2030?', close, 'us-landfall'),
  ] }, ['place']);
}
{ // A Category 5 Atlantic hurricane in 2030 (beta, gamma).
  const close = z('2030-11-30', '23:59');
  addCase('weather', { name: 'atlantic-cat5-2030', events: [
    B1('Category 5 hurricane in the Atlantic in 2030?', 'Weather', close, 'cat5', { mx: { src: url(NHC) } }),
    G1('Any Atlantic hurricane reaches Category 5 in the 2030 season?', close, 'cat5'),
  ] });
}
{ // Measurable snow in Central Park before Dec 1 (alpha, gamma) vs by Dec 31 (beta).
  addCase('weather', { name: 'nyc-first-snow-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXNYCSNOW-30NOV', 'First measurable snow of the season in Central Park before Dec 1, 2030?', 'Climate and Weather', z('2030-11-30', '23:59'), 'T0.1', '0.1 inch or more', 'nyc-snow-nov'),
    G1('NYC (Central Park) first measurable snow of 2030-31 by Nov 30?', z('2030-11-30', '23:59'), 'nyc-snow-nov'),
    B1('Will NYC get its first measurable snow of the 2030-31 season by December 31?', 'Weather', z('2030-12-31', '23:59'), 'nyc-snow-dec'),
  ] }, ['deadline']);
}
{ // NYC high on Sep 10 above 90°F: Central Park (alpha) vs LaGuardia (beta) — one event, not fungible.
  const close = z('2030-09-11', '04:59');
  addCase('weather', { name: 'nyc-high-sep10-2030', fungible: nf('alpha|beta'), events: [
    A1('KXHIGHNY-30SEP10', 'Highest temperature in NYC on Sep 10, 2030?', 'Climate and Weather', close, 'T90', 'Above 90°F', 'nyc-gt90', { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC'] }),
    B1('NYC high above 90°F on September 10? (LaGuardia)', 'Weather', close, 'nyc-gt90', { mx: { src: 'https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=LGA' } }),
  ] }, ['source']);
}
{ // 2030 the warmest year on record per NOAA (alpha, beta).
  const close = z('2031-01-20');
  addCase('weather', { name: 'hottest-year-2030', events: [
    A1('KXWARMYEAR-30', 'Will 2030 be the hottest year on record? (NOAA)', 'Climate and Weather', close, 'NOAA', 'Warmest on record', 'hot2030', { sources: ['NOAA NCEI https://www.ncei.noaa.gov/access/monitoring/global-temperature-anomalies'] }),
    B1('2030 hottest year on record according to NOAA?', 'Weather', close, 'hot2030', { mx: { src: 'https://www.ncei.noaa.gov/access/monitoring/global-temperature-anomalies' } }),
  ] });
}
{ // Arctic sea-ice minimum below 4.0 million km² in 2030 (NSIDC) — alpha, gamma.
  const close = z('2030-10-15');
  addCase('weather', { name: 'arctic-ice-2030', events: [
    A1('KXARCTICICE-30', 'Arctic sea ice minimum 2030', 'Climate and Weather', close, 'B4.0', 'Below 4.0 million km²', 'ice-lt4', { sources: ['NSIDC https://nsidc.org/arcticseaicenews/'] }),
    G1('2030 Arctic sea-ice minimum under 4.0M km² (NSIDC daily extent)?', close, 'ice-lt4'),
  ] });
}
{ // Boston's first inch of snow before December — beta_us only.
  addCase('weather', { name: 'boston-snow-nov-2030', events: [U1('boston-1-inch-snow-before-december-2030', 'Boston 1"+ of snow before December?', 'weather', z('2030-11-30', '23:59'), 'bos-snow')] });
}

// ───────────────────────────── TECH AND SCIENCE ─────────────────────────────

{ // Starship lands on the Moon by Dec 31 (alpha, beta) vs a crewed Moon landing (gamma).
  const close = z('2030-12-31', '23:59');
  addCase('tech_science', { name: 'starship-moon-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSTARSHIPMOON-30', 'Will SpaceX land Starship on the Moon in 2030?', 'Science and Technology', close, 'LAND', 'Lands on the Moon', 'starship-moon'),
    B1('Starship Moon landing by December 31, 2030?', 'Tech', close, 'starship-moon'),
    G1('Humans land on the Moon before 2031?', close, 'crewed-moon'),
  ] }, ['measure']);
}
{ // Artemis III launches by Dec 31 (beta, beta_us).
  const close = z('2030-12-31', '23:59');
  addCase('tech_science', { name: 'artemis-iii-2030', events: [
    B1('Artemis III launch by December 31, 2030?', 'Tech', close, 'artemis3', { mx: { src: 'https://www.nasa.gov/artemis/' } }),
    U1('artemis-iii-launches-in-2030', 'Will Artemis III launch in 2030?', 'science', close, 'artemis3'),
  ] });
}
{ // OpenAI releases GPT-7 by Dec 31 (alpha, beta) vs by Oct 31 (gamma).
  addCase('tech_science', { name: 'gpt7-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXGPT7-30', 'Will OpenAI release GPT-7 in 2030?', 'Science and Technology', z('2030-12-31', '23:59'), 'GPT7', 'Released', 'gpt7-ye'),
    B1('GPT-7 released by December 31, 2030?', 'Tech', z('2030-12-31', '23:59'), 'gpt7-ye'),
    G1('OpenAI releases GPT-7 by 31 Oct 2030?', z('2030-10-31', '23:59'), 'gpt7-oct'),
  ] }, ['deadline']);
}
{ // Top lab on the LMArena text leaderboard on Dec 31 (alpha, beta, gamma).
  const close = z('2030-12-31', '17:00');
  addCase('tech_science', { name: 'top-ai-model-ye-2030', events: [
    A('KXTOPAI-30DEC31', 'Best AI model at the end of 2030 (LMArena text)', 'Science and Technology', close, [['OPENAI', 'OpenAI', 'ai-openai'], ['GOOGLE', 'Google', 'ai-google'], ['ANTHROPIC', 'Anthropic', 'ai-anthropic'], ['XAI', 'xAI', 'ai-xai']]),
    B('Which company has the best AI model end of 2030?', 'Tech', close, w([['best-ai-model-2030-openai', 'OpenAI', 'ai-openai'], ['best-ai-model-2030-google', 'Google', 'ai-google'], ['best-ai-model-2030-anthropic', 'Anthropic', 'ai-anthropic'], ['best-ai-model-2030-xai', 'xAI', 'ai-xai']], { src: 'https://lmarena.ai/leaderboard/text' })),
    G('Top of LMArena Text Arena on 31 Dec 2030 — developer', close, [['OpenAI', 'ai-openai'], ['Google DeepMind', 'ai-google'], ['Anthropic', 'ai-anthropic'], ['Other', 'ai-other']]),
  ] });
}
{ // Blue Origin lands Blue Moon MK1 on the Moon in 2030 — gamma only.
  addCase('tech_science', { name: 'blue-moon-2030', events: [G1('Blue Origin Blue Moon MK1 lands on the Moon in 2030?', z('2030-12-31', '23:59'), 'bluemoon')] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

{ // Each venue market id (alpha ticker, beta slug, beta_us slug, gamma id) and each beta event title appears once in the whole set.
  const seen = new Set<string>();
  for (const c of cases) {
    for (const e of c.events) {
      const keys = [`${e.venue}:event:${e.venue === 'beta' ? e.title.toLowerCase() : e.id}`, ...e.markets.filter((m) => !(e.venue === 'gamma' && m.id === e.id)).map((m) => `${e.venue}:market:${m.id}`)];
      for (const k of keys) {
        if (seen.has(k)) throw new Error(`${c.name}: ${k} used twice`);
        seen.add(k);
      }
    }
  }
}
writeSet(new URL('./holdout30-set.json', import.meta.url));
