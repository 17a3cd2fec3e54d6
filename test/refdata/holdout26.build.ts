// Twenty-sixth independent refdata holdout: writes test/refdata/holdout26-set.json (world politics and geopolitics, mid-2029
// to the end of 2030: national elections, the US 2030 midterms and primaries, party leadership contests, leaders leaving
// office, cabinet and Fed confirmations, approval ratings by named pollster, the Supreme Court, shutdowns and the debt
// ceiling, tariffs, ceasefires, summits, UN votes, referendums, sanctions and NATO; plus distractors from other areas).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout26.build.ts`.
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
// Added for this theme (consequences of the rules above, written down before labelling):
// - A party winning a seat and a named candidate winning it are different events (the nominee may differ); a party
//   winning the most seats and its leader becoming Prime Minister are different events; "next PM" and "PM on a date" are
//   different events; a first round and the overall (runoff) result are different rounds.
// - A leader leaving one office (party leader) and another (Prime Minister) are different offices.
// Ids: beta event ids 340001+, gamma ids 28001+, alpha tickers dated 2029–2030; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, slug, yn, type HoldoutRow as Row, holdoutKit } from './evalset.emit.ts';

type Cat = 'us_elections' | 'congress' | 'executive' | 'courts' | 'polls' | 'trade' | 'geopolitics' | 'world_elections' | 'leaders' | 'distractor';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'threshold' | 'measure' | 'place' | 'observation' | 'round' | 'person' | 'asset';

const { addCase, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(340000, 28000);
/** Beta rows for a candidate / party list: `${prefix}-${slug(label)}` market slugs with a per-market question. */
const bl = (prefix: string, q: (label: string) => string, ms: Array<[label: string, t: string]>): Row[] =>
  ms.map(([label, t]) => [`${prefix}-${slug(label)}`, label, t, { q: q(label) }]);

const AP = 'The Associated Press https://apnews.com/hub/election-results';
const GALLUP = 'Gallup https://news.gallup.com/poll/329384/presidential-approval-ratings.aspx';
const RCP = 'RealClearPolitics https://www.realclearpolling.com/polls/approval/president/approval-rating';
const CONGRESS = 'Congress.gov https://www.congress.gov';
const OPM = 'U.S. Office of Personnel Management https://www.opm.gov/policy-data-oversight/snow-dismissal-procedures/current-status/';
const SENATE = 'U.S. Senate https://www.senate.gov/legislative/nominations.htm';
const SCOTUS = 'Supreme Court of the United States https://www.supremecourt.gov';
const ELEC_UK = 'BBC News https://www.bbc.co.uk/news/politics';
const ELECTIONS_CA = 'Elections Canada https://www.elections.ca';
const TSE = 'Tribunal Superior Eleitoral https://www.tse.jus.br';

// ───────────────────────────── US 2030 MIDTERMS ─────────────────────────────

{ // Senate control after the 2030 midterms: party categorical everywhere.
  const r = 'Resolves to the party that controls the U.S. Senate when the 120th Congress convenes in January 2031, counting independents who caucus with a party and the Vice President\'s tie-breaking vote.';
  addCase('us_elections', { name: 'senate-control-2030', events: [
    A('CONTROLS-2030', 'Which party will control the Senate after the 2030 election?', 'Elections', z('2031-01-03', '17:00'), [['D', 'Democratic Party', 'sD'], ['R', 'Republican Party', 'sR']], { rules: r, sources: [AP] }),
    B('Which party will win the Senate in 2030?', 'Politics', z('2031-01-03', '17:00'), bl('senate-2030', (p) => `Will the ${p} control the Senate after the 2030 midterms?`, [['Democratic Party', 'sD'], ['Republican Party', 'sR']]), { rules: r }),
    U('senate-control-2030', '2030 Senate Control', 'Politics', z('2031-01-03', '17:00'), [['senate-control-2030-democrats', 'Democrats', 'sD'], ['senate-control-2030-republicans', 'Republicans', 'sR']], { rules: r }),
    G('US Senate majority after 2030 midterm elections', z('2031-01-03', '17:00'), [['Democrats', 'sD'], ['Republicans', 'sR']], { rules: r }),
  ] });
}
{ // House control after 2030.
  const r = 'Resolves to the party that wins a majority (218+) of seats in the U.S. House of Representatives in the November 5, 2030 elections, as projected by the AP and confirmed by certified results.';
  addCase('us_elections', { name: 'house-control-2030', events: [
    A('CONTROLH-2030', 'Which party will win the House in 2030?', 'Elections', z('2030-11-30'), [['D', 'Democrats', 'hD'], ['R', 'Republicans', 'hR']], { rules: r, sources: [AP] }),
    B('2030 House Election Winner', 'Politics', z('2030-11-30'), bl('house-2030', (p) => `Will ${p} win the House in 2030?`, [['Democrats', 'hD'], ['Republicans', 'hR']]), { rules: r }),
    G('Which party wins the US House in the 2030 midterms?', z('2030-11-30'), [['Democratic', 'hD'], ['Republican', 'hR']], { rules: r }),
  ] });
}
{ // Balance of power combos.
  const r = 'Resolves to the combination of parties controlling the House and the Senate after the 2030 U.S. elections.';
  addCase('us_elections', { name: 'balance-of-power-2030', events: [
    A('KXBALANCEPOWER-30', 'Balance of power after the 2030 midterms', 'Elections', z('2031-01-03', '17:00'), [['DD', 'D House, D Senate', 'bDD'], ['RR', 'R House, R Senate', 'bRR'], ['DR', 'D House, R Senate', 'bDR'], ['RD', 'R House, D Senate', 'bRD']], { rules: r }),
    B('Balance of Power: 2030 Midterms', 'Politics', z('2031-01-03', '17:00'), [['balance-of-power-2030-democratic-sweep', 'Democratic sweep', 'bDD'], ['balance-of-power-2030-republican-sweep', 'Republican sweep', 'bRR'], ['balance-of-power-2030-d-house-r-senate', 'D House, R Senate', 'bDR'], ['balance-of-power-2030-r-house-d-senate', 'R House, D Senate', 'bRD']], { rules: r }),
  ] });
}
{ // Democratic Senate seats after 2030 (ladder) vs a count of 2030 races won (measure negative, separate group).
  addCase('us_elections', { name: 'dem-senate-seats-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXSENATESEATSD-30', 'How many Senate seats will Democrats hold after the 2030 election?', 'Elections', z('2031-01-03', '17:00'), [['T49', '50 or more', 'ds50'], ['T51', '52 or more', 'ds52'], ['T54', '55 or more', 'ds55']], { rules: 'Counts Democrats and independents caucusing with Democrats seated on January 3, 2031.' }),
    G('Democratic Senate seats (incl. caucusing independents) after 2030 midterms', z('2031-01-03', '17:00'), [['At least 50', 'ds50'], ['At least 52', 'ds52'], ['At least 54', 'ds54']]),
    B1('Democrats win 18 or more Senate races in 2030?', 'Politics', z('2030-12-15'), 'dwin18', { rules: 'Counts the 2030 Senate races (regular and special) won by Democratic nominees.' }),
  ] }, ['measure', 'threshold']);
}
{ // Pennsylvania Senate 2030 (party), with a named-candidate market on gamma (different event).
  addCase('us_elections', { name: 'pa-senate-2030', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('SENATEPA-30', 'Pennsylvania Senate race winner 2030', 'Elections', z('2030-11-30'), [['D', 'Democratic party', 'paD'], ['R', 'Republican party', 'paR']], { sources: [AP] }),
    B('Pennsylvania Senate Election Winner', 'Politics', z('2030-11-30'), bl('pennsylvania-senate-2030', (p) => `Will the ${p} win the 2030 Pennsylvania Senate race?`, [['Democratic Party', 'paD'], ['Republican Party', 'paR']])),
    U('pennsylvania-senate-election-2030', 'Pennsylvania Senate Election 2030', 'Politics', z('2030-11-30'), [['pa-senate-2030-dem', 'Democrat', 'paD'], ['pa-senate-2030-gop', 'Republican', 'paR']]),
    G1('Dave McCormick re-elected to the US Senate in 2030?', z('2030-11-30'), 'mccormick'),
  ] }, ['person']);
}
{ // Pennsylvania governor 2030: office negative against the Senate race.
  addCase('us_elections', { name: 'pa-governor-2030', events: [
    A('GOVPA-30', 'Pennsylvania Governor race winner 2030', 'Elections', z('2030-11-30'), [['D', 'Democratic party', 'pgD'], ['R', 'Republican party', 'pgR']], { sources: [AP] }),
    G('Pennsylvania gubernatorial election 2030: winning party', z('2030-11-30'), [['Democratic', 'pgD'], ['Republican', 'pgR']]),
  ] }, ['office']);
}
{ // Michigan Senate 2030.
  addCase('us_elections', { name: 'mi-senate-2030', events: [
    A('SENATEMI-30', 'Michigan Senate race winner 2030', 'Elections', z('2030-11-30'), [['D', 'Democratic party', 'miD'], ['R', 'Republican party', 'miR']], { sources: [AP] }),
    B('Michigan Senate Election Winner 2030', 'Politics', z('2030-11-30'), bl('michigan-senate-2030', (p) => `Michigan Senate 2030: ${p}?`, [['Democrats', 'miD'], ['Republicans', 'miR']])),
    G('Michigan US Senate 2030', z('2030-11-30'), [['Democratic Party', 'miD'], ['Republican Party', 'miR']]),
  ] });
}
{ // Wisconsin Senate 2030 (party) vs "Tammy Baldwin wins re-election" (person negative).
  addCase('us_elections', { name: 'wi-senate-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('SENATEWI-30', 'Wisconsin Senate race winner 2030', 'Elections', z('2030-11-30'), [['D', 'Democratic party', 'wiD'], ['R', 'Republican party', 'wiR']], { sources: [AP] }),
    G('Wisconsin Senate race 2030 - which party wins?', z('2030-11-30'), [['Democrats', 'wiD'], ['Republicans', 'wiR']]),
    B1('Will Tammy Baldwin win re-election in 2030?', 'Politics', z('2030-11-30'), 'baldwin', { rules: 'Resolves Yes if Tammy Baldwin is declared the winner of the 2030 Wisconsin U.S. Senate election. If she is not on the general election ballot, resolves No.' }),
  ] }, ['person']);
}
{ // Arizona governor 2030.
  addCase('us_elections', { name: 'az-governor-2030', events: [
    A('GOVAZ-30', 'Arizona Governor race winner 2030', 'Elections', z('2030-11-30'), [['D', 'Democratic party', 'azD'], ['R', 'Republican party', 'azR']], { sources: [AP] }),
    B('Arizona Governor Election Winner 2030', 'Politics', z('2030-11-30'), bl('arizona-governor-2030', (p) => `Will the ${p} win the Arizona governorship in 2030?`, [['Democratic Party', 'azD'], ['Republican Party', 'azR']])),
    U('arizona-governor-election-2030', 'Arizona Governor 2030', 'Politics', z('2030-11-30'), [['az-gov-2030-democrat', 'Democrat', 'azD'], ['az-gov-2030-republican', 'Republican', 'azR']]),
  ] });
}
{ // Arizona Senate 2030 — office negative (same state, same party labels).
  addCase('us_elections', { name: 'az-senate-2030', events: [
    A('SENATEAZ-30', 'Arizona Senate race winner 2030', 'Elections', z('2030-11-30'), [['D', 'Democratic party', 'asD'], ['R', 'Republican party', 'asR']], { sources: [AP] }),
    G('Arizona US Senate election 2030', z('2030-11-30'), [['Democratic', 'asD'], ['Republican', 'asR']]),
  ] }, ['office']);
}
{ // Georgia governor 2030: only the Republican side listed on beta (YES = R), both on alpha.
  addCase('us_elections', { name: 'ga-governor-2030', events: [
    A('GOVGA-30', 'Georgia Governor race winner 2030', 'Elections', z('2030-11-30'), [['D', 'Democratic party', 'gaD'], ['R', 'Republican party', 'gaR']], { sources: [AP] }),
    B1('Will a Democrat win the Georgia governor race in 2030?', 'Politics', z('2030-11-30'), 'gaD'),
  ] });
}
{ // Ohio Senate 2030 (alpha, gamma, beta): gamma lists only the Republican hold; beta's head-to-head market has Republican as its first token.
  addCase('us_elections', { name: 'oh-senate-2030', events: [
    A('SENATEOH-30', 'Ohio Senate race winner 2030', 'Elections', z('2030-11-30'), [['D', 'Democratic party', 'ohD'], ['R', 'Republican party', 'ohR']], { sources: [AP] }),
    G1('Republicans hold the Ohio Senate seat in 2030?', z('2030-11-30'), 'ohR'),
    B('Ohio Senate Election 2030: Republican vs Democrat', 'Politics', z('2030-11-30'), [['ohio-senate-2030-r-vs-d', 'Yes', 'ohR', { outcomes: yn('Republican', 'Democrat'), q: 'Ohio Senate Election 2030: Republican or Democrat?' }]], { rules: 'The first outcome (Republican) resolves Yes if the Republican nominee wins the 2030 Ohio U.S. Senate election; otherwise the second outcome (Democrat) wins.' }),
  ] });
}
{ // Texas Senate 2030 (alpha, beta).
  addCase('us_elections', { name: 'tx-senate-2030', events: [
    A('SENATETX-30', 'Texas Senate race winner 2030', 'Elections', z('2030-11-30'), [['D', 'Democratic party', 'txD'], ['R', 'Republican party', 'txR']], { sources: [AP] }),
    B('Texas Senate Election Winner 2030', 'Politics', z('2030-11-30'), bl('texas-senate-2030', (p) => `Will ${p} win the 2030 Texas Senate race?`, [['Democrats', 'txD'], ['Republicans', 'txR']])),
  ] });
}
{ // Pennsylvania Democratic Senate primary (May 2030): candidate lists overlap partly.
  addCase('us_elections', { name: 'pa-senate-dem-primary-2030', events: [
    A('KXPASENDNOM-30', 'Pennsylvania Democratic Senate nominee 2030', 'Elections', z('2030-05-21'), [['CLAM', 'Conor Lamb', 'lamb'], ['CDEL', 'Chris Deluzio', 'deluzio'], ['MKEN', 'Malcolm Kenyatta', 'kenyatta']], { sources: [AP] }),
    B('Pennsylvania Senate Democratic Primary Winner 2030', 'Politics', z('2030-05-21'), bl('pa-senate-dem-primary-2030', (c) => `Will ${c} win the 2030 Pennsylvania Democratic Senate primary?`, [['Conor Lamb', 'lamb'], ['Chris Deluzio', 'deluzio'], ['Summer Lee', 'slee']])),
    G('PA Dem Senate primary 2030 winner', z('2030-05-21'), [['Lamb', 'lamb'], ['Deluzio', 'deluzio'], ['Kenyatta', 'kenyatta'], ['Lee', 'slee']]),
  ] });
}
{ // Georgia Republican governor primary (May 19, 2030) vs the runoff (June 16, 2030): round negative.
  addCase('us_elections', { name: 'ga-gov-gop-primary-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGAGOVRNOM-30', 'Georgia Republican gubernatorial nominee 2030', 'Elections', z('2030-06-16'), [['BJON', 'Burt Jones', 'jones'], ['CCAR', 'Chris Carr', 'carr'], ['BRAF', 'Brad Raffensperger', 'raff']], { rules: 'Resolves to the candidate who becomes the Republican nominee, including through a runoff.' }),
    B('Georgia GOP Governor Nominee 2030', 'Politics', z('2030-06-16'), bl('ga-gop-governor-nominee-2030', (c) => `Will ${c} be the Republican nominee for Georgia governor in 2030?`, [['Burt Jones', 'jones'], ['Chris Carr', 'carr'], ['Brad Raffensperger', 'raff']])),
    G('Georgia GOP governor primary (May 19, 2030): who finishes first?', z('2030-05-19'), [['Burt Jones', 'j1'], ['Chris Carr', 'c1'], ['Brad Raffensperger', 'r1']]),
  ] }, ['round']);
}
{ // Single: 2030 midterm turnout (US Elections Project VEP).
  addCase('us_elections', { name: 'turnout-2030', events: [
    A('KXTURNOUT-30', '2030 midterm turnout', 'Elections', z('2030-12-31'), [['T49.9', 'Above 49.9%', 'to50'], ['T52.9', 'Above 52.9%', 'to53']], { rules: 'Highest-office VEP turnout reported by the U.S. Elections Project.' }),
  ] });
}

// ───────────────────────────── CONGRESS: SHUTDOWNS, DEBT CEILING, SENATE RULES ─────────────────────────────

{ // Shutdown starting Oct 1, 2029 (alpha, gamma) vs shutdown by Oct 31 (beta): deadline negative.
  addCase('congress', { name: 'shutdown-oct-2029', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXGOVSHUT-29OCT01', 'Government shutdown on October 1, 2029?', 'Politics', z('2029-10-01', '16:00'), 'Y', 'Shutdown begins', 'sd1', { rules: 'Resolves Yes if a lapse in appropriations causes OPM to announce a shutdown of the federal government beginning on October 1, 2029.' }),
    G1('US federal government shutdown begins Oct 1, 2029 (FY2030 lapse)?', z('2029-10-01', '16:00'), 'sd1'),
    B1('US government shutdown by October 31, 2029?', 'Politics', z('2029-10-31'), 'sd31', { mx: { src: OPM } }),
  ] }, ['deadline']);
}
{ // Shutdown Oct 1, 2030 (alpha, beta, beta_us) vs a shutdown starting Nov 22, 2030 (gamma): date negative.
  addCase('congress', { name: 'shutdown-oct-2030', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXGOVSHUT-30OCT01', 'Will the government shut down on Oct 1, 2030?', 'Politics', z('2030-10-01', '16:00'), 'Y', 'Shutdown', 'sd30'),
    B1('Government shutdown on October 1, 2030?', 'Politics', z('2030-10-01', '16:00'), 'sd30', { mx: { src: OPM } }),
    U1('government-shutdown-october-1-2030', 'US government shutdown on Oct 1, 2030?', 'Politics', z('2030-10-01', '16:00'), 'sd30'),
    G1('US government shutdown begins on 22 November 2030 (when a stopgap CR would expire)?', z('2030-11-22', '16:00'), 'sdn22'),
  ] }, ['date']);
}
{ // Length of a shutdown beginning Oct 1, 2029: alpha ladder vs beta buckets; only "15+ days" coincides with "More than 14 days".
  addCase('congress', { name: 'shutdown-length-2029', events: [
    A('KXSHUTDOWNLEN-29', 'How long will a government shutdown beginning Oct 1, 2029 last?', 'Politics', z('2029-12-31'), [['T7', 'More than 7 days', 'sl8'], ['T14', 'More than 14 days', 'sl15']], { rules: 'Counts full calendar days of the lapse in appropriations that begins October 1, 2029, per OPM. If no shutdown begins that day, every market resolves No.' }),
    B('How long will the October 2029 government shutdown last?', 'Politics', z('2029-12-31'), [['shutdown-2029-under-8-days', 'Under 8 days', 'slu8'], ['shutdown-2029-8-14-days', '8-14 days', 'sl8to14'], ['shutdown-2029-15-days-or-more', '15+ days', 'sl15']], { rules: 'Length in calendar days of the federal shutdown beginning October 1, 2029, per OPM operating status. If no shutdown begins on October 1, 2029, all markets resolve No.' }),
  ] });
}
{ // Debt ceiling raised or suspended by Sept 30, 2029 (alpha, beta) vs by end of 2029 (gamma).
  const r = 'Resolves Yes if legislation raising or suspending the statutory debt limit is signed into law by the deadline.';
  addCase('congress', { name: 'debt-ceiling-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXDEBTCEIL-29SEP30', 'Debt ceiling raised or suspended by Sep 30, 2029?', 'Politics', z('2029-09-30'), 'Y', 'Before Oct 1', 'dc930', { rules: r, sources: [CONGRESS] }),
    B1('Debt ceiling deal signed by September 30, 2029?', 'Politics', z('2029-09-30'), 'dc930', { rules: r }),
    G1('US debt limit increase or suspension enacted in 2029?', z('2029-12-31'), 'dc1231', { rules: r }),
  ] }, ['deadline']);
}
{ // US Treasury misses a payment (technical default) in 2029 — single gamma.
  addCase('congress', { name: 'us-default-2029', events: [G1('US Treasury misses a debt payment in 2029?', z('2029-12-31'), 'usdef')] });
}
{ // Legislative filibuster abolished by end of 2030.
  addCase('congress', { name: 'filibuster-2030', events: [
    A1('KXFILIBUSTER-30', 'Will the Senate eliminate the filibuster before 2031?', 'Politics', z('2030-12-31'), 'Y', 'Eliminated', 'fil'),
    B1('Senate abolishes legislative filibuster by December 31, 2030?', 'Politics', z('2030-12-31'), 'fil'),
    G1('Filibuster nuked by end of 2030?', z('2030-12-31'), 'fil'),
  ] });
}
{ // Speaker removed or resigns in 2029.
  addCase('congress', { name: 'speaker-out-2029', events: [
    A1('KXSPEAKEROUT-29', 'Will the Speaker of the House leave office in 2029?', 'Politics', z('2029-12-31'), 'Y', 'Leaves office', 'spk'),
    B1('Speaker of the House out before 2030?', 'Politics', z('2029-12-31'), 'spk'),
  ] });
}
{ // FY2030 full-year appropriations (no CR) by Dec 31, 2029 — alpha and beta_us.
  addCase('congress', { name: 'fy2030-approps', events: [
    A1('KXAPPROPS-29DEC31', 'All 12 FY2030 appropriations bills enacted by Dec 31, 2029?', 'Politics', z('2029-12-31'), 'Y', 'All 12', 'app12'),
    U1('all-12-fy2030-appropriations-bills-enacted-by-dec-31', 'All 12 appropriations bills signed by Dec 31, 2029?', 'Politics', z('2029-12-31'), 'app12'),
  ] });
}

// ───────────────────────────── EXECUTIVE: CABINET, FED CHAIR, EXECUTIVE ORDERS ─────────────────────────────

{ // Fed Chair on June 1, 2030 (the chair's term ends in May 2030).
  const r = 'Resolves to the person serving as Chair of the Board of Governors of the Federal Reserve System (not acting or pro tempore) on June 1, 2030.';
  addCase('executive', { name: 'fed-chair-june-2030', events: [
    A('KXFEDCHAIR-30JUN01', 'Who will be Fed Chair on Jun 1, 2030?', 'Politics', z('2030-06-01', '12:00'), [['KWAR', 'Kevin Warsh', 'warsh'], ['KHAS', 'Kevin Hassett', 'hassett'], ['CWAL', 'Christopher Waller', 'waller'], ['MBOW', 'Michelle Bowman', 'bowman']], { rules: r }),
    B('Fed Chair on June 1, 2030?', 'Politics', z('2030-06-01', '12:00'), bl('fed-chair-june-2030', (c) => `Will ${c} be Fed Chair on June 1, 2030?`, [['Kevin Warsh', 'warsh'], ['Kevin Hassett', 'hassett'], ['Christopher Waller', 'waller']]), { rules: r }),
    G('Federal Reserve Chair as of 1 June 2030', z('2030-06-01', '12:00'), [['Warsh', 'warsh'], ['Hassett', 'hassett'], ['Bowman', 'bowman'], ['Other', 'fcother']], { rules: r }),
  ] });
}
{ // Senate confirms a new Fed Chair nominee by May 15, 2030 — single alpha (different observation from "chair on a date").
  addCase('executive', { name: 'fed-chair-confirm-2030', events: [
    A1('KXFEDCHAIRCONF-30MAY15', 'Senate confirms a Fed Chair nominee by May 15, 2030?', 'Politics', z('2030-05-15'), 'Y', 'Confirmed', 'fcc', { sources: [SENATE] }),
  ] }, ['observation']);
}
{ // Any Cabinet secretary leaves in 2029 (alpha, beta) vs before July 2029 (gamma).
  addCase('executive', { name: 'cabinet-departure-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXCABOUT-29', 'Will a Cabinet secretary leave office in 2029?', 'Politics', z('2029-12-31'), 'Y', 'Leaves', 'cab29', { rules: 'Any head of one of the 15 executive departments resigns, is fired or otherwise leaves office after being confirmed.' }),
    B1('Cabinet secretary departure before 2030?', 'Politics', z('2029-12-31'), 'cab29', { rules: 'Any head of one of the 15 executive departments leaves office between January 20, 2029 and December 31, 2029.' }),
    G1('First Cabinet secretary exit before July 1, 2029?', z('2029-06-30'), 'cab630'),
  ] }, ['deadline']);
}
{ // Attorney General leaves office by end of 2030 (alpha, beta_us).
  addCase('executive', { name: 'ag-out-2030', events: [
    A1('KXAGOUT-30', 'Attorney General out before 2031?', 'Politics', z('2030-12-31'), 'Y', 'Out', 'agout'),
    U1('attorney-general-out-by-december-31-2030', 'Will the Attorney General leave office by December 31, 2030?', 'Politics', z('2030-12-31'), 'agout'),
  ] });
}
{ // Secretary of Defense leaves office by end of 2030 (beta) — office negative against the AG.
  addCase('executive', { name: 'secdef-out-2030', events: [
    B1('Secretary of Defense out by end of 2030?', 'Politics', z('2030-12-31'), 'sdout'),
    G1('Secretary of Defense leaves office before 2031?', z('2030-12-31'), 'sdout'),
  ] }, ['office']);
}
{ // Executive orders signed in 2029: alpha ladder vs beta buckets; "Above 149" = "150 or more".
  const src = 'Federal Register https://www.federalregister.gov/presidential-documents/executive-orders';
  addCase('executive', { name: 'executive-orders-2029', events: [
    A('KXEOCOUNT-29', 'How many executive orders will the President sign in 2029?', 'Politics', z('2029-12-31'), [['T99', 'Above 99', 'eo100'], ['T149', 'Above 149', 'eo150'], ['T199', 'Above 199', 'eo200']], { sources: [src] }),
    B('How many executive orders in 2029?', 'Politics', z('2029-12-31'), [['executive-orders-2029-fewer-than-100', 'Fewer than 100', 'eolt100'], ['executive-orders-2029-100-149', '100-149', 'eo100to149'], ['executive-orders-2029-150-or-more', '150 or more', 'eo150']], { rules: `Counts executive orders signed in calendar year 2029 as listed by the ${src}.` }),
  ] }, ['inverted']);
}
{ // Vice President tie-breaking votes in 2029 — single beta.
  addCase('executive', { name: 'vp-tie-votes-2029', events: [B1('Vice President casts 5+ tie-breaking votes in 2029?', 'Politics', z('2029-12-31'), 'vptie')] });
}

// ───────────────────────────── SUPREME COURT ─────────────────────────────

{ // A Supreme Court vacancy arises in 2029 (alpha, beta, beta_us) vs Clarence Thomas retires (gamma, person negative).
  addCase('courts', { name: 'scotus-vacancy-2029', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXSCOTUSVACANCY-29', 'Will there be a Supreme Court vacancy in 2029?', 'Politics', z('2029-12-31'), 'Y', 'Vacancy', 'vac29', { rules: 'A justice dies, retires, resigns or announces a retirement in 2029.', sources: [SCOTUS] }),
    B1('Supreme Court vacancy in 2029?', 'Politics', z('2029-12-31'), 'vac29', { rules: 'Resolves Yes if any sitting justice dies, retires, resigns or announces a retirement between January 1 and December 31, 2029.' }),
    U1('supreme-court-vacancy-2029', 'Supreme Court vacancy in 2029?', 'Politics', z('2029-12-31'), 'vac29'),
    G1('Clarence Thomas announces retirement in 2029?', z('2029-12-31'), 'thomas'),
  ] }, ['person']);
}
{ // Next justice to leave the Court (alpha, gamma).
  addCase('courts', { name: 'next-justice-leave', events: [
    A('KXNEXTJUSTICE-30', 'Next Supreme Court justice to leave the Court (before 2031)', 'Politics', z('2030-12-31'), [['THOM', 'Clarence Thomas', 'njT'], ['ALIT', 'Samuel Alito', 'njA'], ['SOTO', 'Sonia Sotomayor', 'njS'], ['ROBE', 'John Roberts', 'njR']]),
    G('Which Supreme Court justice leaves the bench first (by Dec 31, 2030)?', z('2030-12-31'), [['Thomas', 'njT'], ['Alito', 'njA'], ['Sotomayor', 'njS'], ['Roberts', 'njR'], ['None before 2031', 'njNone']]),
  ] });
}
{ // Senate confirms a Supreme Court nominee in 2030 (alpha, beta).
  addCase('courts', { name: 'scotus-confirm-2030', events: [
    A1('KXSCOTUSCONF-30', 'Will the Senate confirm a Supreme Court justice in 2030?', 'Politics', z('2030-12-31'), 'Y', 'Confirmed', 'conf30', { sources: [SENATE] }),
    B1('New Supreme Court justice confirmed in 2030?', 'Politics', z('2030-12-31'), 'conf30'),
  ] });
}
{ // Number of unanimous decisions in OT2029 — single alpha (distractor inside the theme).
  addCase('courts', { name: 'scotus-unanimous-ot2029', events: [
    A('KXSCOTUSUNAN-30', 'Share of unanimous Supreme Court decisions in the October 2029 term', 'Politics', z('2030-07-15'), [['T39.9', 'Above 39.9%', 'un40'], ['T49.9', 'Above 49.9%', 'un50']], { sources: ['SCOTUSblog https://www.scotusblog.com/statistics/'] }),
  ] });
}
{ // Court expansion: legislation adding justices enacted by 2030 (beta, gamma).
  addCase('courts', { name: 'court-expansion-2030', events: [
    B1('Will Congress expand the Supreme Court by 2030?', 'Politics', z('2030-12-31'), 'expand', { rules: 'Resolves Yes if a law increasing the number of Supreme Court justices is enacted by December 31, 2030.' }),
    G1('Law adding seats to the US Supreme Court signed before 2031?', z('2030-12-31'), 'expand'),
  ] });
}

// ───────────────────────────── APPROVAL AND POLLS ─────────────────────────────

{ // Gallup approval in the last December 2029 reading (alpha, beta) vs RCP average on Dec 31 (gamma: different statistic).
  addCase('polls', { name: 'approval-gallup-dec-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXAPRPOTUSGALLUP-29DEC', 'Presidential approval (Gallup), December 2029', 'Politics', z('2029-12-31'), [['T39', 'Above 39%', 'gal40'], ['T44', 'Above 44%', 'gal45'], ['T49', 'Above 49%', 'gal50']], { sources: [GALLUP], rules: 'Uses the last Gallup job-approval reading with fieldwork ending in December 2029 (whole percent).' }),
    B('Gallup presidential approval in December 2029?', 'Politics', z('2029-12-31'), [['gallup-approval-dec-2029-40-or-higher', '40% or higher', 'gal40'], ['gallup-approval-dec-2029-45-or-higher', '45% or higher', 'gal45'], ['gallup-approval-dec-2029-50-or-higher', '50% or higher', 'gal50']], { rules: 'Last Gallup reading with fieldwork in December 2029, reported in whole percent.' }),
    G('President approval RCP average on Dec 31, 2029', z('2029-12-31'), [['45% or higher', 'rcp45'], ['50% or higher', 'rcp50']], { rules: 'RealClearPolitics job approval average at 11:59 PM ET on December 31, 2029.' }),
  ] }, ['source']);
}
{ // RCP average on July 1, 2030 (alpha, gamma) vs Silver Bulletin (beta): different aggregators.
  addCase('polls', { name: 'approval-rcp-jul-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXAPRPOTUS-30JUL01', 'Presidential approval rating on Jul 1, 2030 (RCP)', 'Politics', z('2030-07-01', '23:59'), [['T42.0', 'Above 42.0%', 'rj42'], ['T45.0', 'Above 45.0%', 'rj45']], { sources: [RCP] }),
    G('RCP approval average above 42.0% / 45.0% on 1 July 2030', z('2030-07-01', '23:59'), [['Above 42.0%', 'rj42'], ['Above 45.0%', 'rj45']]),
    B('Silver Bulletin approval on July 1, 2030?', 'Politics', z('2030-07-01', '23:59'), [['silver-bulletin-approval-jul-1-2030-above-42', 'Above 42.0%', 'sb42'], ['silver-bulletin-approval-jul-1-2030-above-45', 'Above 45.0%', 'sb45']]),
  ] }, ['source']);
}
{ // Generic ballot: Democrats lead the RCP generic ballot average on Nov 1, 2030 (alpha, beta; beta inverted listing).
  addCase('polls', { name: 'generic-ballot-nov-2030', events: [
    A1('KXGENERICBALLOT-30NOV01', 'Democrats lead the generic ballot on Nov 1, 2030 (RCP)?', 'Politics', z('2030-11-01'), 'D', 'Democrats lead', 'gbD', { sources: ['RealClearPolitics https://www.realclearpolling.com/polls/state-of-the-union/generic-congressional-vote'] }),
    B1('Republicans lead the RCP generic ballot on November 1, 2030?', 'Politics', z('2030-11-01'), 'gbR'),
  ] }, ['inverted']);
}
{ // UK: Reform UK leads in YouGov's last poll of 2029 — single gamma.
  addCase('polls', { name: 'yougov-reform-2029', events: [G1('Reform UK ahead in YouGov\'s final Westminster voting intention poll of 2029?', z('2029-12-31'), 'ygref')] });
}
{ // Canada: Carney approval (Angus Reid) above 50% in June 2029 — single alpha.
  addCase('polls', { name: 'carney-approval-jun-2029', events: [
    A1('KXCARNEYAPPROVAL-29JUN', 'Mark Carney approval above 50% in Angus Reid\'s June 2029 survey?', 'World', z('2029-06-30'), 'T50', 'Above 50%', 'carapp'),
  ] });
}

// ───────────────────────────── TRADE AND TARIFFS ─────────────────────────────

{ // US average effective tariff rate (Yale Budget Lab) on Dec 31, 2029 (alpha, beta) vs customs duties / imports (gamma: measure).
  addCase('trade', { name: 'effective-tariff-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTARIFFRATE-29DEC31', 'US average effective tariff rate on Dec 31, 2029', 'Economics', z('2029-12-31'), [['T9.9', 'Above 9.9%', 'etr10'], ['T14.9', 'Above 14.9%', 'etr15']], { sources: ['The Budget Lab at Yale https://budgetlab.yale.edu/topics/trade'], rules: 'Pre-substitution average effective tariff rate, to one decimal.' }),
    B('US effective tariff rate end of 2029 (Yale Budget Lab)', 'Economics', z('2029-12-31'), [['yale-etr-dec-2029-10-or-higher', '10.0% or higher', 'etr10'], ['yale-etr-dec-2029-15-or-higher', '15.0% or higher', 'etr15']], { rules: 'Budget Lab at Yale pre-substitution average effective tariff rate as of December 31, 2029, one decimal.' }),
    G('US customs duties as a share of goods imports in Q4 2029 above 10%?', z('2030-02-28'), [['Above 10%', 'cd10']]),
  ] }, ['measure']);
}
{ // US–China trade agreement signed by end of 2029.
  addCase('trade', { name: 'us-china-deal-2029', events: [
    A1('KXUSCHINADEAL-29', 'Will the US and China sign a trade agreement in 2029?', 'Economics', z('2029-12-31'), 'Y', 'Signed', 'uscn'),
    B1('US-China trade deal signed by December 31, 2029?', 'Economics', z('2029-12-31'), 'uscn'),
    G1('US x China trade agreement in 2029?', z('2029-12-31'), 'uscn'),
  ] });
}
{ // US withdraws from USMCA by end of 2030 (alpha, beta).
  addCase('trade', { name: 'usmca-withdraw-2030', events: [
    A1('KXUSMCA-30', 'Will the US give notice of withdrawal from USMCA before 2031?', 'Economics', z('2030-12-31'), 'Y', 'Notice given', 'usmca', { rules: 'Resolves Yes if the US delivers written notice of withdrawal under Article 34.6 by December 31, 2030.' }),
    B1('US notifies USMCA withdrawal by end of 2030?', 'Economics', z('2030-12-31'), 'usmca', { rules: 'Resolves Yes if the United States formally notifies Mexico and Canada of its withdrawal from the USMCA by December 31, 2030.' }),
  ] });
}
{ // EU retaliatory tariffs on US goods in force on July 1, 2029 (beta, gamma).
  addCase('trade', { name: 'eu-retaliation-jul-2029', events: [
    B1('EU retaliatory tariffs on US goods in effect on July 1, 2029?', 'Economics', z('2029-07-01'), 'euret'),
    G1('EU counter-tariffs against the US in force on 1 July 2029?', z('2029-07-01'), 'euret'),
  ] });
}
{ // US customs duties FY2030 (Treasury MTS): alpha ladder, gamma categorical with coinciding buckets.
  const src = 'U.S. Treasury Monthly Treasury Statement https://fiscaldata.treasury.gov/datasets/monthly-treasury-statement/';
  addCase('trade', { name: 'customs-revenue-fy2030', events: [
    A('KXTARIFFREV-FY30', 'US customs duties collected in fiscal year 2030', 'Economics', z('2030-11-15'), [['T250', 'Above $250B', 'cr250'], ['T300', 'Above $300B', 'cr300']], { sources: [src] }),
    G('Customs duties in FY2030 (Oct 2029–Sep 2030) per Treasury MTS', z('2030-11-15'), [['Above $250 billion', 'cr250'], ['Above $300 billion', 'cr300'], ['Above $350 billion', 'cr350']]),
  ] });
}
{ // US tariff on Chinese EVs cut below 100% by end of 2030 — single beta_us.
  addCase('trade', { name: 'china-ev-tariff-2030', events: [U1('us-cuts-tariff-on-chinese-evs-below-100-percent-2030', 'US cuts Section 301 tariff on Chinese EVs below 100% in 2030?', 'Economics', z('2030-12-31'), 'evtar')] });
}

// ───────────────────────────── GEOPOLITICS: WARS, CEASEFIRES, SUMMITS, UN, NATO, SANCTIONS ─────────────────────────────

{ // Russia–Ukraine ceasefire in 2029 (alpha, beta, gamma) vs by June 30, 2029 (beta_us): deadline negative.
  const r = 'Resolves Yes if Russia and Ukraine both publicly agree to a general ceasefire (not limited to energy or maritime targets) that takes effect by the deadline.';
  addCase('geopolitics', { name: 'ru-ua-ceasefire-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXUKRCEASEFIRE-29', 'Will Russia and Ukraine agree to a ceasefire in 2029?', 'World', z('2029-12-31'), 'Y', 'Ceasefire', 'cf29', { rules: r }),
    B1('Russia x Ukraine ceasefire in 2029?', 'Geopolitics', z('2029-12-31'), 'cf29', { rules: r }),
    G1('Russia–Ukraine general ceasefire takes effect before 2030?', z('2029-12-31'), 'cf29', { rules: r }),
    U1('russia-ukraine-ceasefire-by-june-30-2029', 'Russia-Ukraine ceasefire by June 30, 2029?', 'Geopolitics', z('2029-06-30'), 'cf630', { rules: r }),
  ] }, ['deadline']);
}
{ // Russia–Ukraine peace agreement signed by end of 2030 (alpha, beta): a signed deal, not a ceasefire.
  addCase('geopolitics', { name: 'ru-ua-peace-2030', events: [
    A1('KXUKRPEACE-30', 'Russia-Ukraine peace agreement signed before 2031?', 'World', z('2030-12-31'), 'Y', 'Signed', 'peace30', { rules: 'Resolves Yes if representatives of both governments sign a comprehensive peace agreement by December 31, 2030. A ceasefire alone does not count.' }),
    B1('Russia and Ukraine sign peace deal by end of 2030?', 'Geopolitics', z('2030-12-31'), 'peace30', { rules: 'A ceasefire or armistice without a signed peace agreement does not count.' }),
  ] }, ['observation']);
}
{ // Ukraine holds a presidential election in 2029 (alpha, gamma).
  addCase('geopolitics', { name: 'ukraine-election-2029', events: [
    A1('KXUKRELECTION-29', 'Will Ukraine hold a presidential election in 2029?', 'World', z('2029-12-31'), 'Y', 'Held', 'uael'),
    G1('Ukrainian presidential election held by Dec 31, 2029?', z('2029-12-31'), 'uael'),
  ] });
}
{ // Russian presidential election, March 2030: winner.
  addCase('world_elections', { name: 'russia-president-2030', events: [
    A('KXRUSPRES-30', 'Russian presidential election winner 2030', 'World', z('2030-03-31'), [['VPUT', 'Vladimir Putin', 'putin'], ['OTH', 'Someone else', 'rother']]),
    B('Russia Presidential Election Winner 2030', 'Geopolitics', z('2030-03-31'), bl('russia-presidential-election-2030', (c) => `Will ${c} win the 2030 Russian presidential election?`, [['Vladimir Putin', 'putin'], ['Dmitry Medvedev', 'medvedev'], ['Mikhail Mishustin', 'mishustin']])),
    G1('Putin wins the 2030 Russian presidential election?', z('2030-03-31'), 'putin'),
  ] });
}
{ // Putin out as President before 2030 (beta) — a different observation from the 2030 election.
  addCase('leaders', { name: 'putin-out-2029', events: [
    B1('Putin out as President of Russia before 2030?', 'Geopolitics', z('2029-12-31'), 'putout'),
    U1('putin-out-as-president-in-2029', 'Putin out as President in 2029?', 'Geopolitics', z('2029-12-31'), 'putout'),
  ] }, ['observation']);
}
{ // China invades Taiwan by end of 2030 vs blockade in 2029 (gamma).
  const r = 'Resolves Yes if PRC military forces commence an amphibious or airborne invasion of Taiwan-controlled territory (Taiwan, Penghu, Kinmen or Matsu).';
  addCase('geopolitics', { name: 'china-taiwan-invasion-2030', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXTAIWANINVADE-30', 'Will China invade Taiwan before 2031?', 'World', z('2030-12-31'), 'Y', 'Invasion', 'inv30', { rules: r }),
    B1('China invades Taiwan by December 31, 2030?', 'Geopolitics', z('2030-12-31'), 'inv30', { rules: r }),
    U1('china-invades-taiwan-before-2031', 'China invades Taiwan before 2031?', 'Geopolitics', z('2030-12-31'), 'inv30', { rules: r }),
    G1('China imposes a naval blockade on Taiwan in 2029?', z('2029-12-31'), 'block29'),
  ] }, ['observation', 'deadline']);
}
{ // Israel–Saudi normalization by end of 2030.
  addCase('geopolitics', { name: 'israel-saudi-2030', events: [
    A1('KXSAUDIISRAEL-30', 'Will Saudi Arabia and Israel normalize relations before 2031?', 'World', z('2030-12-31'), 'Y', 'Normalize', 'saisr'),
    B1('Saudi Arabia joins the Abraham Accords by 2030?', 'Geopolitics', z('2030-12-31'), 'saisr', { rules: 'Resolves Yes if Saudi Arabia and Israel sign an agreement establishing formal diplomatic relations (including by joining the Abraham Accords) by December 31, 2030.' }),
    G1('Saudi–Israel diplomatic normalization agreement signed by end of 2030?', z('2030-12-31'), 'saisr'),
  ] });
}
{ // New NATO member by end of 2030 (alpha, beta) vs Ukraine joins NATO (gamma).
  addCase('geopolitics', { name: 'nato-new-member-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNATOMEMBER-30', 'Will any country join NATO before 2031?', 'World', z('2030-12-31'), 'Y', 'New member', 'natonew', { rules: 'A new state deposits its instrument of accession to the North Atlantic Treaty by December 31, 2030.' }),
    B1('New NATO member by end of 2030?', 'Geopolitics', z('2030-12-31'), 'natonew', { rules: 'Resolves Yes if any country formally becomes a NATO member by depositing its instrument of accession by December 31, 2030.' }),
    G1('Ukraine becomes a NATO member by 31 Dec 2030?', z('2030-12-31'), 'uanato'),
  ] }, ['place']);
}
{ // A NATO member formally gives notice of withdrawal in 2029–2030 — single alpha.
  addCase('geopolitics', { name: 'nato-withdrawal-2030', events: [
    A1('KXNATOEXIT-30', 'Will any member give notice of withdrawal from NATO before 2031?', 'World', z('2030-12-31'), 'Y', 'Notice', 'natoexit'),
  ] });
}
{ // US–Iran nuclear agreement by end of 2029.
  addCase('geopolitics', { name: 'us-iran-deal-2029', events: [
    A1('KXIRANDEAL-29', 'Will the US and Iran reach a nuclear deal in 2029?', 'World', z('2029-12-31'), 'Y', 'Deal', 'iran'),
    B1('US x Iran nuclear deal in 2029?', 'Geopolitics', z('2029-12-31'), 'iran'),
  ] });
}
{ // North Korea nuclear test in 2029.
  addCase('geopolitics', { name: 'nk-nuclear-test-2029', events: [
    A1('KXNKNUKE-29', 'Will North Korea conduct a nuclear test in 2029?', 'World', z('2029-12-31'), 'Y', 'Test', 'nknuke', { rules: 'Confirmed by CTBTO or the governments of South Korea, Japan or the US.' }),
    B1('North Korea nuclear test before 2030?', 'Geopolitics', z('2029-12-31'), 'nknuke'),
    G1('DPRK conducts 7th nuclear test in 2029?', z('2029-12-31'), 'nknuke'),
  ] });
}
{ // Sudan ceasefire by end of 2029 (beta, gamma).
  addCase('geopolitics', { name: 'sudan-ceasefire-2029', events: [
    B1('SAF and RSF agree to a nationwide ceasefire in 2029?', 'Geopolitics', z('2029-12-31'), 'sudan'),
    G1('Sudan ceasefire (SAF–RSF) before 2030?', z('2029-12-31'), 'sudan'),
  ] });
}
{ // US President visits China in 2029 (alpha, beta) vs Xi visits the US (gamma): inverted direction of the visit.
  addCase('geopolitics', { name: 'potus-china-visit-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXPOTUSVISITCHINA-29', 'Will the President visit China in 2029?', 'World', z('2029-12-31'), 'Y', 'Visits', 'potuscn'),
    B1('US President visits China in 2029?', 'Geopolitics', z('2029-12-31'), 'potuscn'),
    G1('Xi Jinping makes a state visit to the United States in 2029?', z('2029-12-31'), 'xius'),
  ] }, ['place']);
}
{ // US President meets Putin in person in 2029.
  addCase('geopolitics', { name: 'potus-putin-meeting-2029', events: [
    A1('KXPOTUSPUTIN-29', 'Will the President meet Vladimir Putin in 2029?', 'World', z('2029-12-31'), 'Y', 'Meets', 'putmeet', { rules: 'An in-person meeting; phone or video calls do not count.' }),
    B1('US President x Putin in-person meeting in 2029?', 'Geopolitics', z('2029-12-31'), 'putmeet'),
    U1('us-president-meets-putin-in-2029', 'US President meets Putin in 2029?', 'Geopolitics', z('2029-12-31'), 'putmeet'),
  ] });
}
{ // US President meets Kim Jong Un by end of 2030 (alpha, gamma).
  addCase('geopolitics', { name: 'potus-kim-meeting-2030', events: [
    A1('KXPOTUSKIM-30', 'Will the President meet Kim Jong Un before 2031?', 'World', z('2030-12-31'), 'Y', 'Meets', 'kimmeet'),
    G1('US President–Kim Jong Un summit by end of 2030?', z('2030-12-31'), 'kimmeet'),
  ] });
}
{ // Palestine admitted as a full UN member by end of 2030.
  const r = 'Resolves Yes if the UN General Assembly, on the recommendation of the Security Council, admits the State of Palestine as a full member state by December 31, 2030.';
  addCase('geopolitics', { name: 'palestine-un-member-2030', events: [
    A1('KXPALESTINEUN-30', 'Will Palestine become a full UN member before 2031?', 'World', z('2030-12-31'), 'Y', 'Admitted', 'palun', { rules: r }),
    B1('Palestine full UN membership by 2030?', 'Geopolitics', z('2030-12-31'), 'palun', { rules: r }),
    G1('State of Palestine admitted to the United Nations by end of 2030?', z('2030-12-31'), 'palun', { rules: r }),
  ] });
}
{ // UN General Assembly vote: yes votes on the annual Cuba embargo resolution (autumn 2029) — alpha ladder vs beta.
  addCase('geopolitics', { name: 'unga-cuba-vote-2029', events: [
    A('KXUNGACUBA-29', 'Yes votes on the UNGA Cuba embargo resolution in 2029', 'World', z('2029-12-15'), [['T149', 'Above 149', 'cu150'], ['T169', 'Above 169', 'cu170']]),
    B('How many countries vote for the UN Cuba embargo resolution in 2029?', 'Geopolitics', z('2029-12-15'), [['unga-cuba-2029-150-or-more', '150 or more', 'cu150'], ['unga-cuba-2029-170-or-more', '170 or more', 'cu170']]),
  ] });
}
{ // US acquires Greenland by end of 2030.
  addCase('geopolitics', { name: 'greenland-2030', events: [
    A1('KXGREENLAND-30', 'Will the US acquire Greenland before 2031?', 'World', z('2030-12-31'), 'Y', 'Acquires', 'grl', { rules: 'Resolves Yes if the US gains sovereignty over all or most of Greenland by treaty, purchase or otherwise.' }),
    B1('US acquires Greenland by end of 2030?', 'Geopolitics', z('2030-12-31'), 'grl'),
    G1('Greenland becomes US territory before 2031?', z('2030-12-31'), 'grl'),
  ] });
}
{ // Greenland independence referendum held by end of 2030 (beta_us, alpha) — place/observation negative to the above.
  addCase('geopolitics', { name: 'greenland-referendum-2030', events: [
    A1('KXGREENLANDREF-30', 'Will Greenland hold an independence referendum before 2031?', 'World', z('2030-12-31'), 'Y', 'Held', 'grlref'),
    U1('greenland-independence-referendum-by-2030', 'Greenland independence referendum held by 2030?', 'Geopolitics', z('2030-12-31'), 'grlref'),
  ] }, ['observation']);
}
{ // Scottish independence referendum held by end of 2030 (alpha, beta).
  addCase('geopolitics', { name: 'scotland-referendum-2030', events: [
    A1('KXSCOTREF-30', 'Will Scotland hold an independence referendum before 2031?', 'World', z('2030-12-31'), 'Y', 'Held', 'scot', { rules: 'A legally sanctioned referendum; an advisory or consultative vote without UK government consent does not count.' }),
    B1('Scottish independence referendum in 2029 or 2030?', 'Geopolitics', z('2030-12-31'), 'scot', { rules: 'Resolves Yes if a legally binding or UK-sanctioned Scottish independence referendum is held between January 1, 2029 and December 31, 2030.' }),
  ] });
}
{ // Swiss referendum on the EU bilateral package — single gamma.
  addCase('geopolitics', { name: 'swiss-vote-2030', events: [G1('Swiss voters approve the EU bilateral package (Bilaterals III) in the 2030 referendum?', z('2030-12-31'), 'swbil')] });
}
{ // EU confiscates frozen Russian central-bank assets by end of 2029 (alpha, beta).
  addCase('geopolitics', { name: 'eu-russian-assets-2029', events: [
    A1('KXEURUASSETS-29', 'Will the EU confiscate frozen Russian central bank assets in 2029?', 'World', z('2029-12-31'), 'Y', 'Confiscated', 'ruasset'),
    B1('EU seizes frozen Russian central bank assets in 2029?', 'Geopolitics', z('2029-12-31'), 'ruasset'),
  ] });
}
{ // US lifts sanctions on Russia (any major lifting of SDN designations of Russian banks) by end of 2029 (beta, gamma) vs EU lifts (alpha): place.
  addCase('geopolitics', { name: 'russia-sanctions-lifted-2029', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('US lifts sanctions on Sberbank by end of 2029?', 'Geopolitics', z('2029-12-31'), 'sberus'),
    G1('OFAC removes Sberbank from the SDN list before 2030?', z('2029-12-31'), 'sberus'),
    A1('KXEUSANCTIONSRU-29', 'Will the EU lift its sanctions on Sberbank in 2029?', 'World', z('2029-12-31'), 'Y', 'Lifted', 'sbereu'),
  ] }, ['place']);
}
{ // EU renews Russia economic sanctions at the July 31, 2029 rollover (beta_us, gamma).
  addCase('geopolitics', { name: 'eu-sanctions-rollover-jul-2029', events: [
    U1('eu-renews-russia-economic-sanctions-july-2029', 'EU renews Russia economic sanctions by July 31, 2029?', 'Geopolitics', z('2029-07-31'), 'roll'),
    G1('EU Council prolongs Russia sectoral sanctions before 31 July 2029?', z('2029-07-31'), 'roll'),
  ] });
}
{ // G7 summit 2029 (German presidency): joint leaders' communiqué issued (alpha, beta).
  addCase('geopolitics', { name: 'g7-communique-2029', events: [
    A1('KXG7COMMUNIQUE-29', 'Will the 2029 G7 summit end with a joint leaders\' communiqué?', 'World', z('2029-07-31'), 'Y', 'Communiqué', 'g7c'),
    B1('G7 2029 summit: joint communiqué issued?', 'Geopolitics', z('2029-07-31'), 'g7c'),
  ] });
}
{ // Xi Jinping no longer General Secretary by end of 2030 (alpha, beta, gamma).
  addCase('leaders', { name: 'xi-out-2030', events: [
    A1('KXXIOUT-30', 'Will Xi Jinping cease to be General Secretary before 2031?', 'World', z('2030-12-31'), 'Y', 'Out', 'xiout'),
    B1('Xi Jinping out as China\'s leader by end of 2030?', 'Geopolitics', z('2030-12-31'), 'xiout', { rules: 'Resolves Yes if Xi Jinping ceases to hold the office of General Secretary of the Chinese Communist Party by December 31, 2030.' }),
    G1('Xi Jinping no longer CCP General Secretary before 2031?', z('2030-12-31'), 'xiout'),
  ] });
}
{ // India–Pakistan military clash in 2029 — single beta.
  addCase('geopolitics', { name: 'india-pakistan-2029', events: [B1('India strikes Pakistani territory in 2029?', 'Geopolitics', z('2029-12-31'), 'inpk')] });
}

// ───────────────────────────── WORLD ELECTIONS ─────────────────────────────

{ // UK general election (due by August 2029): most seats — categorical on alpha and gamma, binaries on beta.
  const r = 'Resolves to the party winning the most seats in the House of Commons at the next UK general election (due no later than August 2029).';
  addCase('world_elections', { name: 'uk-ge-most-seats', events: [
    A('KXUKPARLIAMENT-29', 'UK general election: which party wins the most seats?', 'World', z('2029-08-31'), [['LAB', 'Labour', 'ukLab'], ['CON', 'Conservative', 'ukCon'], ['REF', 'Reform UK', 'ukRef'], ['LD', 'Liberal Democrats', 'ukLD']], { rules: r, sources: [ELEC_UK] }),
    B('Next UK General Election: Most Seats', 'Politics', z('2029-08-31'), bl('uk-general-election-most-seats', (p) => `Will ${p} win the most seats at the next UK general election?`, [['Labour', 'ukLab'], ['Conservatives', 'ukCon'], ['Reform UK', 'ukRef'], ['Lib Dems', 'ukLD'], ['Greens', 'ukGrn']]), { rules: r }),
    G('UK general election: largest party in the Commons', z('2029-08-31'), [['Reform', 'ukRef'], ['Labour', 'ukLab'], ['Tories', 'ukCon']], { rules: r }),
  ] });
}
{ // Reform UK wins an outright majority (326+) vs most seats: threshold negative (alpha, beta_us).
  addCase('world_elections', { name: 'uk-reform-majority', events: [
    A1('KXUKREFMAJ-29', 'Will Reform UK win a majority at the next general election?', 'World', z('2029-08-31'), 'Y', '326+ seats', 'refmaj'),
    U1('reform-uk-majority-next-general-election', 'Reform UK wins a majority at the next UK general election?', 'Politics', z('2029-08-31'), 'refmaj'),
  ] }, ['threshold']);
}
{ // UK Prime Minister on Dec 31, 2029 (beta, gamma) vs "next PM after Starmer" (alpha): different events.
  addCase('leaders', { name: 'uk-pm-end-2029', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('UK Prime Minister on December 31, 2029?', 'Politics', z('2029-12-31'), bl('uk-pm-dec-31-2029', (c) => `Will ${c} be UK Prime Minister on December 31, 2029?`, [['Keir Starmer', 'pmStarmer'], ['Nigel Farage', 'pmFarage'], ['Andy Burnham', 'pmBurnham'], ['Wes Streeting', 'pmStreeting'], ['Kemi Badenoch', 'pmBadenoch']])),
    G('Who is UK PM on 31 Dec 2029?', z('2029-12-31'), [['Starmer', 'pmStarmer'], ['Farage', 'pmFarage'], ['Burnham', 'pmBurnham'], ['Other', 'pmOther']]),
    A('KXNEXTUKPM-30', 'Who will be the next UK Prime Minister after Keir Starmer?', 'World', z('2030-12-31'), [['NFAR', 'Nigel Farage', 'nxFarage'], ['ABUR', 'Andy Burnham', 'nxBurnham'], ['WSTR', 'Wes Streeting', 'nxStreeting'], ['SMAH', 'Shabana Mahmood', 'nxMahmood']]),
  ] }, ['observation']);
}
{ // Keir Starmer out as Labour leader in 2029 (alpha, beta) vs out as Prime Minister in 2029 (gamma): office.
  addCase('leaders', { name: 'starmer-out-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSTARMEROUT-29', 'Will Keir Starmer cease to be Labour leader in 2029?', 'World', z('2029-12-31'), 'Y', 'Out as leader', 'starLab'),
    B1('Starmer out as Labour Party leader before 2030?', 'Politics', z('2029-12-31'), 'starLab', { rules: 'Resolves Yes if Keir Starmer resigns or is replaced as Leader of the Labour Party (announcement of a resignation taking effect later counts only once it takes effect) by December 31, 2029.' }),
    G1('Keir Starmer out as UK Prime Minister by end of 2029?', z('2029-12-31'), 'starPM'),
  ] }, ['office']);
}
{ // Next Conservative leader (beta, gamma).
  addCase('leaders', { name: 'next-tory-leader', events: [
    B('Next Conservative Party Leader', 'Politics', z('2030-12-31'), bl('next-conservative-leader', (c) => `Will ${c} be the next leader of the Conservative Party?`, [['Robert Jenrick', 'jenrick'], ['James Cleverly', 'cleverly'], ['Priti Patel', 'patel'], ['Tom Tugendhat', 'tugendhat']])),
    G('Kemi Badenoch\'s successor as Conservative leader', z('2030-12-31'), [['Robert Jenrick', 'jenrick'], ['James Cleverly', 'cleverly'], ['Priti Patel', 'patel'], ['Tom Tugendhat', 'tugendhat'], ['Mel Stride', 'stride']]),
  ] });
}
{ // Canada federal election (October 15, 2029): most seats (alpha, beta, beta_us) vs next PM (gamma).
  const r = 'Resolves to the party winning the most seats in the House of Commons at the 2029 Canadian federal election per Elections Canada validated results.';
  addCase('world_elections', { name: 'canada-2029-most-seats', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXCANADAPARL-29', 'Canada federal election 2029: most seats', 'World', z('2029-10-31'), [['LPC', 'Liberal', 'caLib'], ['CPC', 'Conservative', 'caCon'], ['BQ', 'Bloc Québécois', 'caBQ'], ['NDP', 'NDP', 'caNDP']], { rules: r, sources: [ELECTIONS_CA] }),
    B('Canada Election: Which Party Wins Most Seats?', 'Politics', z('2029-10-31'), bl('canada-election-2029-most-seats', (p) => `Will the ${p} win the most seats in the 2029 Canadian election?`, [['Liberal Party', 'caLib'], ['Conservative Party', 'caCon'], ['New Democratic Party', 'caNDP']]), { rules: r }),
    U('canada-federal-election-2029', 'Canada Federal Election 2029', 'Politics', z('2029-10-31'), [['canada-2029-liberals', 'Liberals', 'caLib'], ['canada-2029-conservatives', 'Conservatives', 'caCon']], { rules: r }),
    G('Prime Minister of Canada after the 2029 federal election', z('2029-12-31'), [['Mark Carney', 'caCarney'], ['Pierre Poilievre', 'caPoil']]),
  ] }, ['office']);
}
{ // Liberal majority government in 2029 (alpha, gamma).
  addCase('world_elections', { name: 'canada-liberal-majority-2029', events: [
    A1('KXCANADAMAJ-29', 'Will the Liberals win a majority in the 2029 Canadian election?', 'World', z('2029-10-31'), 'Y', '172+ seats', 'libmaj'),
    G1('Liberal majority (172+ seats) in Canada 2029?', z('2029-10-31'), 'libmaj'),
  ] }, ['threshold']);
}
{ // Poilievre out as Conservative leader by end of 2030 (alpha, beta).
  addCase('leaders', { name: 'poilievre-out-2030', events: [
    A1('KXPOILIEVREOUT-30', 'Will Pierre Poilievre leave as Conservative leader before 2031?', 'World', z('2030-12-31'), 'Y', 'Leaves', 'poilout'),
    B1('Poilievre out as CPC leader by end of 2030?', 'Politics', z('2030-12-31'), 'poilout'),
  ] });
}
{ // Brazil presidential election 2030: overall winner (alpha, beta, gamma) vs first-round leader (beta_us).
  addCase('world_elections', { name: 'brazil-president-2030', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXBRAZILPRES-30', 'Brazil presidential election winner 2030', 'World', z('2030-10-27', '23:00'), [['TARC', 'Tarcísio de Freitas', 'brTar'], ['HADD', 'Fernando Haddad', 'brHad'], ['RATI', 'Ratinho Júnior', 'brRat'], ['MBOL', 'Michelle Bolsonaro', 'brMic'], ['ZEMA', 'Romeu Zema', 'brZem']], { sources: [TSE] }),
    B('Brazil Presidential Election 2030', 'Politics', z('2030-10-27', '23:00'), bl('brazil-presidential-election-2030', (c) => `Will ${c} win the 2030 Brazilian presidential election?`, [['Tarcisio de Freitas', 'brTar'], ['Fernando Haddad', 'brHad'], ['Ratinho Junior', 'brRat'], ['Michelle Bolsonaro', 'brMic']])),
    G('Next President of Brazil (2030 election)', z('2030-10-27', '23:00'), [['Tarcísio', 'brTar'], ['Haddad', 'brHad'], ['Ratinho Jr.', 'brRat'], ['Zema', 'brZem'], ['Eduardo Leite', 'brLei']]),
    U('brazil-first-round-2030', 'Brazil 2030 first round: who gets the most votes?', 'Politics', z('2030-10-06', '23:00'), [['brazil-first-round-2030-tarcisio', 'Tarcísio de Freitas', 'r1Tar'], ['brazil-first-round-2030-haddad', 'Fernando Haddad', 'r1Had']]),
  ] }, ['round']);
}
{ // Brazil 2030: does the presidential race go to a runoff (alpha, gamma).
  addCase('world_elections', { name: 'brazil-runoff-2030', events: [
    A1('KXBRAZILRUNOFF-30', 'Will Brazil\'s 2030 presidential election go to a second round?', 'World', z('2030-10-06', '23:00'), 'Y', 'Runoff', 'brrun'),
    G1('Brazil 2030: presidential runoff needed (no candidate >50% on Oct 6)?', z('2030-10-06', '23:00'), 'brrun'),
  ] });
}
{ // Japan: LDP presidential election, September 2030.
  addCase('world_elections', { name: 'ldp-leader-2030', events: [
    A('KXLDPLEADER-30', 'Who will win the 2030 LDP presidential election?', 'World', z('2030-09-30'), [['STAK', 'Sanae Takaichi', 'ldpTak'], ['SKOI', 'Shinjiro Koizumi', 'ldpKoi'], ['YHAY', 'Yoshimasa Hayashi', 'ldpHay'], ['TKOB', 'Takayuki Kobayashi', 'ldpKob']]),
    B('LDP Leadership Election 2030', 'Politics', z('2030-09-30'), bl('ldp-leadership-2030', (c) => `Will ${c} win the 2030 LDP leadership election?`, [['Sanae Takaichi', 'ldpTak'], ['Shinjiro Koizumi', 'ldpKoi'], ['Takayuki Kobayashi', 'ldpKob'], ['Toshimitsu Motegi', 'ldpMot']])),
    G('Japan LDP president election (Sept 2030) winner', z('2030-09-30'), [['Takaichi', 'ldpTak'], ['Koizumi', 'ldpKoi'], ['Hayashi', 'ldpHay']]),
  ] });
}
{ // Takaichi out as Japan PM by end of 2029 (alpha, beta, gamma).
  addCase('leaders', { name: 'takaichi-out-2029', events: [
    A1('KXJPPMOUT-29', 'Will Sanae Takaichi leave office as Prime Minister in 2029?', 'World', z('2029-12-31'), 'Y', 'Leaves', 'takout'),
    B1('Takaichi out as Japan PM before 2030?', 'Politics', z('2029-12-31'), 'takout'),
    G1('Sanae Takaichi no longer Prime Minister of Japan by 31 Dec 2029?', z('2029-12-31'), 'takout'),
  ] });
}
{ // Japan: LDP single-party majority at the next House of Representatives election (held by end of 2030) (alpha, beta).
  addCase('world_elections', { name: 'japan-lower-house-ldp-majority', events: [
    A1('KXJPLDPMAJ-30', 'Will the LDP win a majority alone at the next lower house election (by 2030)?', 'World', z('2030-12-31'), 'Y', '233+ seats', 'ldpmaj', { rules: 'Resolves Yes if the LDP wins at least 233 of 465 seats, excluding coalition partners and post-election joiners.' }),
    B1('LDP single-party majority in next Japanese general election?', 'Politics', z('2030-12-31'), 'ldpmaj', { rules: 'Resolves Yes if the Liberal Democratic Party alone wins 233 or more House of Representatives seats at the next general election held by December 31, 2030.' }),
  ] });
}
{ // German state elections, September 2029: AfD first in Saxony (alpha, beta) vs Thuringia (gamma, beta_us).
  addCase('world_elections', { name: 'afd-east-states-2029', groups: [['alpha', 'beta'], ['gamma', 'beta_us']], events: [
    A1('KXAFDSAXONY-29', 'Will the AfD win the most votes in the 2029 Saxony state election?', 'World', z('2029-09-30'), 'Y', 'AfD first', 'afdSN', { rules: 'Most second votes (Listenstimmen) per the Landeswahlleiter.' }),
    B1('AfD wins the most votes in Saxony (2029)?', 'Politics', z('2029-09-30'), 'afdSN'),
    G1('AfD first place in Thuringia Landtag election 2029?', z('2029-09-30'), 'afdTH'),
    U1('afd-wins-thuringia-state-election-2029', 'AfD wins most votes in Thuringia 2029?', 'Politics', z('2029-09-30'), 'afdTH'),
  ] }, ['place']);
}
{ // Friedrich Merz Chancellor on Dec 31, 2029 (alpha, beta).
  addCase('leaders', { name: 'merz-chancellor-end-2029', events: [
    A1('KXGERCHANCELLOR-29DEC31', 'Will Friedrich Merz be Chancellor of Germany on Dec 31, 2029?', 'World', z('2029-12-31'), 'Y', 'Merz', 'merz'),
    B1('Friedrich Merz still German Chancellor at end of 2029?', 'Politics', z('2029-12-31'), 'merz'),
  ] });
}
{ // AfD in a federal government by end of 2030 — single gamma.
  addCase('world_elections', { name: 'afd-federal-govt-2030', events: [G1('AfD part of the German federal government before 2031?', z('2030-12-31'), 'afdgov')] });
}
{ // India 2029 Lok Sabha: BJP majority on its own (alpha, beta) vs NDA majority (gamma): measure.
  addCase('world_elections', { name: 'india-2029-bjp-majority', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXINDIABJP-29', 'Will the BJP win 272+ seats in the 2029 Lok Sabha election?', 'World', z('2029-06-15'), 'Y', '272+', 'bjp272'),
    B1('BJP wins majority on its own in 2029 Indian election?', 'Politics', z('2029-06-15'), 'bjp272', { rules: 'Resolves Yes if the BJP alone wins at least 272 of 543 Lok Sabha seats per the Election Commission of India.' }),
    G1('NDA wins a Lok Sabha majority in 2029?', z('2029-06-15'), 'nda272'),
  ] }, ['measure']);
}
{ // Modi sworn in for a fourth term by July 31, 2029 (alpha, beta_us).
  addCase('leaders', { name: 'modi-fourth-term', events: [
    A1('KXMODI-29JUL31', 'Will Narendra Modi be sworn in as PM for a fourth term by Jul 31, 2029?', 'World', z('2029-07-31'), 'Y', 'Sworn in', 'modi4'),
    U1('modi-sworn-in-fourth-term-by-july-31-2029', 'Modi sworn in for 4th term by July 31, 2029?', 'Politics', z('2029-07-31'), 'modi4'),
  ] });
}
{ // South Africa 2029: ANC vote share above 40% (alpha, gamma).
  addCase('world_elections', { name: 'south-africa-anc-2029', events: [
    A('KXSAANC-29', 'ANC national vote share in the 2029 South African election', 'World', z('2029-06-15'), [['T35', 'Above 35%', 'anc35'], ['T40', 'Above 40%', 'anc40']]),
    G('ANC national ballot share 2029 (IEC)', z('2029-06-15'), [['Above 35%', 'anc35'], ['Above 40%', 'anc40'], ['Above 45%', 'anc45']]),
  ] });
}
{ // Hungary April 2030: most seats (alpha, beta, gamma).
  addCase('world_elections', { name: 'hungary-2030', events: [
    A('KXHUNGARY-30', 'Hungarian parliamentary election 2030: most seats', 'World', z('2030-04-30'), [['FIDE', 'Fidesz–KDNP', 'huFid'], ['TISZ', 'Tisza', 'huTis']]),
    B('Hungary Parliamentary Election 2030 Winner', 'Politics', z('2030-04-30'), bl('hungary-election-2030', (p) => `Will ${p} win the most seats in the 2030 Hungarian election?`, [['Fidesz', 'huFid'], ['Tisza Party', 'huTis']])),
    G('Hungary 2030: which party wins most seats?', z('2030-04-30'), [['Tisza', 'huTis'], ['Fidesz-KDNP', 'huFid'], ['Mi Hazánk', 'huMH']]),
  ] });
}
{ // Poland presidential election 2030: Nawrocki re-elected (alpha, beta).
  addCase('world_elections', { name: 'poland-president-2030', events: [
    A1('KXPOLANDPRES-30', 'Will Karol Nawrocki win the 2030 Polish presidential election?', 'World', z('2030-06-15'), 'Y', 'Nawrocki', 'nawr'),
    B1('Nawrocki re-elected President of Poland in 2030?', 'Politics', z('2030-06-15'), 'nawr'),
  ] });
}
{ // Sweden, September 2030: Social Democrats largest party (alpha, beta); beta_us asks whether Kristersson stays PM (office).
  addCase('world_elections', { name: 'sweden-2030', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXSWEDEN-30', 'Will the Social Democrats win the most votes in the 2030 Swedish election?', 'World', z('2030-09-30'), 'Y', 'S largest', 'swS'),
    B1('Social Democrats largest party in Sweden 2030?', 'Politics', z('2030-09-30'), 'swS'),
    U1('ulf-kristersson-prime-minister-after-2030-election', 'Ulf Kristersson remains Swedish PM after the 2030 election?', 'Politics', z('2030-12-31'), 'krist'),
  ] }, ['office']);
}
{ // Austria 2029: FPÖ most votes (alpha, beta).
  addCase('world_elections', { name: 'austria-2029', events: [
    A1('KXAUSTRIA-29', 'Will the FPÖ win the most votes in the 2029 Austrian election?', 'World', z('2029-10-31'), 'Y', 'FPÖ first', 'fpo'),
    B1('FPO wins Austrian legislative election 2029?', 'Politics', z('2029-10-31'), 'fpo', { rules: 'Resolves Yes if the Freedom Party of Austria receives the most votes in the 2029 National Council election.' }),
  ] });
}
{ // Chile presidential election, November 2029 — single beta.
  addCase('world_elections', { name: 'chile-2029', events: [
    B('Chile Presidential Election 2029', 'Politics', z('2029-12-20'), bl('chile-presidential-election-2029', (c) => `Will ${c} win the 2029 Chilean presidential election?`, [['Evelyn Matthei', 'clMat'], ['Johannes Kaiser', 'clKai'], ['Carolina Tohá', 'clToh']])),
  ] });
}
{ // Norway September 2029 — single gamma.
  addCase('world_elections', { name: 'norway-2029', events: [G('Norway storting election 2029: largest party', z('2029-09-30'), [['Labour (Ap)', 'noAp'], ['Progress (FrP)', 'noFrP'], ['Conservatives (H)', 'noH']])] });
}
{ // Colombia presidential election 2030 (May 31 first round) — single alpha.
  addCase('world_elections', { name: 'colombia-2030', events: [
    A1('KXCOLOMBIARUNOFF-30', 'Will Colombia\'s 2030 presidential election go to a runoff?', 'World', z('2030-05-31', '23:00'), 'Y', 'Runoff', 'corun'),
  ] }, ['place']);
}
{ // Netanyahu out as PM by end of 2029 (alpha, beta, gamma).
  addCase('leaders', { name: 'netanyahu-out-2029', events: [
    A1('KXNETANYAHUOUT-29', 'Will Benjamin Netanyahu cease to be Prime Minister of Israel in 2029?', 'World', z('2029-12-31'), 'Y', 'Out', 'bibi'),
    B1('Netanyahu out as Israeli PM before 2030?', 'Politics', z('2029-12-31'), 'bibi'),
    G1('Netanyahu no longer Israel PM by end of 2029?', z('2029-12-31'), 'bibi'),
  ] });
}
{ // Meloni PM on Dec 31, 2029 (alpha, beta).
  addCase('leaders', { name: 'meloni-end-2029', events: [
    A1('KXITALYPM-29DEC31', 'Will Giorgia Meloni be Prime Minister of Italy on Dec 31, 2029?', 'World', z('2029-12-31'), 'Y', 'Meloni', 'melo'),
    B1('Giorgia Meloni Italian PM on December 31, 2029?', 'Politics', z('2029-12-31'), 'melo'),
  ] });
}
{ // Sánchez PM on Dec 31, 2029 (beta, gamma).
  addCase('leaders', { name: 'sanchez-end-2029', events: [
    B1('Pedro Sánchez Prime Minister of Spain on December 31, 2029?', 'Politics', z('2029-12-31'), 'psoe'),
    G1('Pedro Sánchez still Spanish PM on 31 December 2029?', z('2029-12-31'), 'psoe'),
  ] });
}
{ // Albanese PM on Dec 31, 2029 (alpha, gamma).
  addCase('leaders', { name: 'albanese-end-2029', events: [
    A1('KXAUSPM-29DEC31', 'Will Anthony Albanese be Prime Minister of Australia on Dec 31, 2029?', 'World', z('2029-12-31'), 'Y', 'Albanese', 'albo'),
    G1('Albanese Australian PM on 31 Dec 2029?', z('2029-12-31'), 'albo'),
  ] });
}
{ // Von der Leyen out as Commission President before 2030 (alpha, beta).
  addCase('leaders', { name: 'vdl-out-2029', events: [
    A1('KXVDLOUT-29', 'Will Ursula von der Leyen leave as European Commission President in 2029?', 'World', z('2029-12-31'), 'Y', 'Leaves', 'vdl'),
    B1('Von der Leyen out as EU Commission President by end of 2029?', 'Politics', z('2029-12-31'), 'vdl'),
  ] });
}
{ // French National Assembly dissolved in 2029 (alpha, gamma).
  addCase('leaders', { name: 'france-dissolution-2029', events: [
    A1('KXFRDISSOLVE-29', 'Will the French President dissolve the National Assembly in 2029?', 'World', z('2029-12-31'), 'Y', 'Dissolved', 'frdis'),
    G1('Assemblée nationale dissolved before 2030?', z('2029-12-31'), 'frdis'),
  ] });
}
{ // Erdoğan out as President of Turkey by end of 2030 — single beta_us.
  addCase('leaders', { name: 'erdogan-out-2030', events: [U1('erdogan-out-as-president-by-2030', 'Erdoğan out as President of Turkey by end of 2030?', 'Politics', z('2030-12-31'), 'erdo')] });
}
{ // Senate Democratic leader elected for the 120th Congress (alpha, beta).
  addCase('leaders', { name: 'senate-dem-leader-2030', events: [
    A('KXSENDEMLEADER-30', 'Who will Senate Democrats elect as leader for the 120th Congress?', 'Politics', z('2030-12-31'), [['CSCH', 'Chuck Schumer', 'sdlSch'], ['BSCH', 'Brian Schatz', 'sdlSchatz'], ['AKLO', 'Amy Klobuchar', 'sdlKlo'], ['CMUR', 'Chris Murphy', 'sdlMur']]),
    B('Senate Democratic Leader for the next Congress (elected after 2030 midterms)', 'Politics', z('2030-12-31'), bl('senate-democratic-leader-2031', (c) => `Will ${c} be elected Senate Democratic leader after the 2030 midterms?`, [['Chuck Schumer', 'sdlSch'], ['Brian Schatz', 'sdlSchatz'], ['Chris Murphy', 'sdlMur']])),
  ] });
}

// ───────────────────────────── DISTRACTORS FROM OTHER AREAS (same period) ─────────────────────────────

{ // 2030 FIFA World Cup winner (final July 21, 2030).
  addCase('distractor', { name: 'world-cup-2030-winner', events: [
    A('KXWCUP-30', '2030 FIFA World Cup winner', 'Sports', z('2030-07-21', '22:00'), [['ESP', 'Spain', 'wcESP'], ['FRA', 'France', 'wcFRA'], ['BRA', 'Brazil', 'wcBRA'], ['ENG', 'England', 'wcENG'], ['ARG', 'Argentina', 'wcARG']]),
    B('2030 FIFA World Cup Winner', 'Sports', z('2030-07-21', '22:00'), bl('world-cup-2030-winner', (t) => `Will ${t} win the 2030 FIFA World Cup?`, [['Spain', 'wcESP'], ['France', 'wcFRA'], ['Brazil', 'wcBRA'], ['England', 'wcENG'], ['Portugal', 'wcPOR']])),
    G('World Cup 2030 champion', z('2030-07-21', '22:00'), [['Spain', 'wcESP'], ['France', 'wcFRA'], ['Argentina', 'wcARG'], ['Morocco', 'wcMAR']]),
  ] });
}
{ // Morocco reaches the 2030 World Cup semi-finals (alpha) — round negative to the winner market.
  addCase('distractor', { name: 'morocco-semis-2030', events: [
    A1('KXWCUPMAR-30', 'Will Morocco reach the 2030 World Cup semifinals?', 'Sports', z('2030-07-18', '22:00'), 'Y', 'Semifinal', 'marsf'),
    B1('Morocco to reach World Cup 2030 semi-finals?', 'Sports', z('2030-07-18', '22:00'), 'marsf'),
  ] }, ['round']);
}
{ // 2030 Winter Olympics (French Alps): Norway tops the gold medal table.
  addCase('distractor', { name: 'winter-olympics-2030-norway', events: [
    A1('KXOLYGOLD-30', 'Will Norway win the most gold medals at the 2030 Winter Olympics?', 'Sports', z('2030-02-17'), 'Y', 'Norway', 'norgold'),
    B1('Norway tops 2030 Winter Olympics gold medal count?', 'Sports', z('2030-02-17'), 'norgold'),
  ] });
}
{ // Super Bowl LXIV (February 2030) winner.
  addCase('distractor', { name: 'super-bowl-lxiv', events: [
    A('KXSB-30', 'Super Bowl LXIV champion', 'Sports', z('2030-02-10', '04:00'), [['KC', 'Kansas City', 'sbKC'], ['PHI', 'Philadelphia', 'sbPHI'], ['BUF', 'Buffalo', 'sbBUF'], ['DET', 'Detroit', 'sbDET']]),
    B('Super Bowl 2030 Champion', 'Sports', z('2030-02-10', '04:00'), bl('super-bowl-2030', (t) => `Will the ${t} win Super Bowl LXIV?`, [['Chiefs', 'sbKC'], ['Eagles', 'sbPHI'], ['Bills', 'sbBUF'], ['Ravens', 'sbBAL']])),
    U('super-bowl-lxiv-champion', 'Super Bowl LXIV Champion', 'Sports', z('2030-02-10', '04:00'), [['sb-lxiv-kc', 'Kansas City Chiefs', 'sbKC'], ['sb-lxiv-det', 'Detroit Lions', 'sbDET']]),
  ] });
}
{ // Bitcoin above $150k on Dec 31, 2029: CF Benchmarks (alpha) vs Binance BTC/USDT close (beta): source, not fungible.
  addCase('distractor', { name: 'btc-end-2029', events: [
    A('KXBTCY-29DEC31', 'Bitcoin price on Dec 31, 2029 at 5pm EST', 'Crypto', z('2029-12-31', '22:00'), [['T149999.99', 'Above $149,999.99', 'btc150'], ['T199999.99', 'Above $199,999.99', 'btc200']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI'] }),
    B('Bitcoin above ___ on December 31, 2029?', 'Crypto', z('2029-12-31', '22:00'), [['bitcoin-above-150k-on-december-31-2029', '$150,000', 'btc150'], ['bitcoin-above-200k-on-december-31-2029', '$200,000', 'btc200']], { rules: 'Resolves per the Binance BTC/USDT 1-minute candle closing at 17:00 ET on December 31, 2029.' }),
  ], fungible: nf('alpha|beta') }, ['source']);
}
{ // Fed decision in December 2029 (alpha, beta).
  addCase('distractor', { name: 'fed-dec-2029', events: [
    A('KXFEDDECISION-29DEC', 'Fed decision in December 2029', 'Economics', z('2029-12-12', '19:00'), [['C25', 'Cut 25bps', 'fdC25'], ['H0', 'Hold', 'fdH'], ['H25', 'Hike 25bps', 'fdH25']]),
    B('Fed decision in December 2029?', 'Economics', z('2029-12-12', '19:00'), [['fed-dec-2029-25-bps-decrease', '25 bps decrease', 'fdC25'], ['fed-dec-2029-no-change', 'No change', 'fdH'], ['fed-dec-2029-25-bps-increase', '25+ bps increase', 'fdH25p'], ['fed-dec-2029-50-bps-decrease', '50+ bps decrease', 'fdC50p']]),
  ] });
}
{ // US CPI YoY for December 2029: "Above 3.0%" (alpha) vs "3.0% or higher" (beta): thresholds differ for a one-decimal print.
  addCase('distractor', { name: 'cpi-dec-2029', events: [
    A('KXCPIYOY-29DEC', 'CPI year-over-year in December 2029', 'Economics', z('2030-01-15', '13:30'), [['T2.9', 'Above 2.9%', 'cpi30'], ['T3.0', 'Above 3.0%', 'cpi31']]),
    B('December 2029 CPI YoY?', 'Economics', z('2030-01-15', '13:30'), [['cpi-yoy-dec-2029-3-0-or-higher', '3.0% or higher', 'cpi30'], ['cpi-yoy-dec-2029-3-2-or-higher', '3.2% or higher', 'cpi32']]),
  ] }, ['threshold']);
}
{ // Starship lands on Mars by end of 2030.
  addCase('distractor', { name: 'starship-mars-2030', events: [
    A1('KXMARSLANDING-30', 'Will SpaceX land a Starship on Mars before 2031?', 'Science and Technology', z('2030-12-31'), 'Y', 'Lands', 'mars'),
    B1('SpaceX Starship lands on Mars by 2030?', 'Science', z('2030-12-31'), 'mars'),
    G1('Starship Mars landing before 2031?', z('2030-12-31'), 'mars'),
  ] });
}
{ // Category 5 Atlantic hurricane in 2030.
  addCase('distractor', { name: 'cat5-2030', events: [
    A1('KXCAT5-30', 'Will there be a Category 5 Atlantic hurricane in 2030?', 'Climate and Weather', z('2030-11-30'), 'Y', 'Cat 5', 'cat5'),
    B1('Category 5 hurricane in the Atlantic in 2030?', 'Weather', z('2030-11-30'), 'cat5', { rules: 'Resolves Yes if NHC reports any Atlantic hurricane reaching Category 5 intensity during the 2030 season.' }),
  ] });
}
{ // Gold on Dec 31, 2029: COMEX settle (alpha) vs LBMA PM (gamma): source, not fungible.
  addCase('distractor', { name: 'gold-end-2029', events: [
    A('KXGOLD-29DEC31', 'Gold price on Dec 31, 2029', 'Financials', z('2029-12-31', '19:30'), [['T4999.99', 'Above $4,999.99', 'au5000'], ['T5999.99', 'Above $5,999.99', 'au6000']], { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html'] }),
    G('Gold above $5,000 / $6,000 at year-end 2029 (LBMA PM)', z('2029-12-31', '19:30'), [['Above $5,000', 'au5000'], ['Above $6,000', 'au6000']]),
  ], fungible: nf('alpha|gamma') }, ['source']);
}
{ // Tour de France 2029 winner — single alpha.
  addCase('distractor', { name: 'tdf-2029', events: [
    A('KXTDF-29', 'Tour de France 2029 winner', 'Sports', z('2029-07-22'), [['TPOG', 'Tadej Pogačar', 'tdfPog'], ['JVIN', 'Jonas Vingegaard', 'tdfVin'], ['RDEL', 'Remco Evenepoel', 'tdfEve']]),
  ] });
}
{ // NBER recession declared for 2029 — single beta.
  addCase('distractor', { name: 'recession-2029', events: [B1('US recession in 2029?', 'Economics', z('2029-12-31'), 'rec29', { rules: 'Resolves Yes if US real GDP (BEA advance estimate) declines for two consecutive quarters within 2029.' })] });
}
{ // Box office: highest-grossing film of 2029 domestic — single gamma.
  addCase('distractor', { name: 'box-office-2029', events: [G('Top domestic box office film of 2029 (Box Office Mojo)', z('2029-12-31'), [['Avatar 4', 'boAv4'], ['Other', 'boOther']])] });
}
{ // Wimbledon 2030 men's champion (alpha, beta_us).
  addCase('distractor', { name: 'wimbledon-2030-men', events: [
    A('KXWIMBLEDONM-30', 'Wimbledon 2030 men\'s singles champion', 'Sports', z('2030-07-14'), [['JSIN', 'Jannik Sinner', 'wSin'], ['CALC', 'Carlos Alcaraz', 'wAlc'], ['JFON', 'João Fonseca', 'wFon']]),
    U('wimbledon-2030-mens-champion', 'Wimbledon 2030 Men\'s Champion', 'Sports', z('2030-07-14'), [['wimbledon-2030-sinner', 'Sinner', 'wSin'], ['wimbledon-2030-alcaraz', 'Alcaraz', 'wAlc']]),
  ] });
}


// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout26-set.json', import.meta.url));
