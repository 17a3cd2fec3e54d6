// Seventeenth independent refdata holdout: writes test/refdata/holdout17-set.json (what the venues list in the busiest
// week of a year, early November 2027 into 2028).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout17.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn) and lines 1–60 of test/refdata/holdout10.build.ts (its header: the
// labelling rules below are adopted from it, and the helper usage).
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
// - Deadlines: "by June 30" and "in 2028" are different events; "by Dec 31, 2027" and "in 2027"/"before 2028" are one.
// Ids: beta event ids 250001+, gamma ids 19001+, alpha tickers dated 2027–2028; all closes after 2026-11-22.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, yn, type E, type Mx, type HoldoutRow as Row } from './evalset.emit.ts';

type Cat = 'politics' | 'central_banks' | 'economics' | 'markets' | 'crypto' | 'commodities' | 'companies' | 'sports' | 'culture' | 'weather' | 'tech';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round';

const { cases, meta, add } = caseList<Cat>();
const hnKinds: Array<{ name: string; kinds: Hn[] }> = [];
/** Adds a case and records the kinds of its hard negatives (one per kind listed). */
const addCase = (cat: Cat, c: Parameters<typeof add>[1], kinds: Hn[] = []): void => {
  add(cat, c, kinds.length);
  hnKinds.push({ name: c.name, kinds });
};
const { A, B, U, G, G1 } = venueBuilders(250000, 19000);
/** Adds the same extra fields (a source, rules) to every row. */
const w = (ms: Row[], mx: Mx): Row[] => ms.map(([id, label, t, x]) => [id, label, t, { ...mx, ...(x ?? {}) }]);

const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/ces/';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const ECB = 'European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html';
const AP = 'Associated Press https://apnews.com/hub/election-results';
const NWS = 'National Weather Service https://www.weather.gov/wrh/climate';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';

const ELECTION_DAY = z('2027-11-03', '05:00');

// ───────────────────────────── US OFF-YEAR ELECTIONS (2 Nov 2027) ─────────────────────────────

{ // Kentucky governor: party winner on four venues (alpha and beta by party, beta_us yes/no on the Democrat, gamma categorical).
  const rules = 'Resolves to the party of the candidate who wins the 2027 Kentucky gubernatorial general election, as called by the Associated Press or certified by the Kentucky State Board of Elections.';
  addCase('politics', { name: 'ky-governor-2027-party', events: [
    A('KXGOVKY-27', 'Kentucky Governor election winner (party)', 'Elections', ELECTION_DAY, [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']], { sources: [AP], rules }),
    B('Kentucky Governor Election Winner', 'Politics', ELECTION_DAY, [
      ['kentucky-governor-election-democrat-wins', 'Democrat', 'dem', { q: 'Will a Democrat win the 2027 Kentucky governor race?' }],
      ['kentucky-governor-election-republican-wins', 'Republican', 'rep', { q: 'Will a Republican win the 2027 Kentucky governor race?' }],
    ], { rules }),
    U('ky-gov-2027', 'KY Gov 2027: Dem hold?', 'Politics', ELECTION_DAY, [['ky-gov-2027-dem-hold', 'Yes', 'dem', { q: 'Will Democrats hold the Kentucky governorship in November 2027?' }]], { rules: 'Yes if the Democratic nominee wins the Nov 2, 2027 Kentucky gubernatorial election.' }),
    G('2027 Kentucky gubernatorial election — winning party', ELECTION_DAY, [['Democratic', 'dem'], ['Republican', 'rep']], { rules: 'Party of the winner of the Kentucky governor election held November 2, 2027 (AP call).' }),
  ] });
}
{ // Mississippi governor on alpha and beta; beta_us lists Mississippi lieutenant governor (different office).
  addCase('politics', { name: 'ms-governor-2027', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXGOVMS-27', 'Mississippi Governor election', 'Elections', ELECTION_DAY, [['R', 'Republican', 'rep'], ['D', 'Democratic', 'dem']], { sources: [AP] }),
    B('Mississippi Governor Election 2027', 'Politics', ELECTION_DAY, [['mississippi-governor-2027-republican', 'Republican', 'rep'], ['mississippi-governor-2027-democrat', 'Democrat', 'dem']]),
    U('mississippi-lt-governor-2027', 'Mississippi Lt. Governor 2027', 'Politics', ELECTION_DAY, [['ms-lt-gov-2027-republican', 'Republican', 'ltrep'], ['ms-lt-gov-2027-democrat', 'Democrat', 'ltdem']], { rules: 'Resolves to the party of the winner of the 2027 election for Lieutenant Governor of Mississippi.' }),
  ] }, ['office']);
}
{ // Louisiana governor: the general/runoff winner (alpha, gamma) vs who finishes first in the October primary (beta).
  const close = z('2027-11-21', '05:00');
  addCase('politics', { name: 'la-governor-2027', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXGOVLA-27', 'Louisiana Governor race winner', 'Elections', close, [['R', 'Republican', 'rep'], ['D', 'Democratic', 'dem']], { rules: 'Resolves to the party of the person elected Governor of Louisiana in 2027, including after any runoff.' }),
    G('Louisiana governor 2027: which party wins?', close, [['GOP', 'rep'], ['Democrats', 'dem']], { rules: 'Party of the candidate elected Louisiana governor in the 2027 cycle (general election or runoff), per the Louisiana Secretary of State.' }),
    B('Louisiana Governor: Primary Top Finisher', 'Politics', z('2027-10-17', '05:00'), [
      ['louisiana-governor-primary-top-finisher-republican', 'Republican', 'prirep'], ['louisiana-governor-primary-top-finisher-democrat', 'Democrat', 'pridem'],
    ], { rules: 'Resolves to the party of the candidate receiving the most votes in the October 16, 2027 Louisiana gubernatorial primary. A runoff is irrelevant.' }),
  ] }, ['round']);
}
{ // Virginia House of Delegates control: alpha by party, beta a single yes/no on Republicans (its YES is alpha's R market), gamma categorical.
  const rules = 'Resolves to the party holding a majority (51+ of 100) of seats in the Virginia House of Delegates after the November 2, 2027 election.';
  addCase('politics', { name: 'va-house-of-delegates-2027', events: [
    A('KXVAHOUSE-27', 'Virginia House of Delegates control', 'Elections', ELECTION_DAY, [['D', 'Democrats', 'dem'], ['R', 'Republicans', 'rep']], { rules }),
    B('Will Republicans flip the Virginia House of Delegates?', 'Politics', ELECTION_DAY, [['will-republicans-flip-the-virginia-house-of-delegates', 'Yes', 'rep']], { rules }),
    G('Virginia HoD majority after 2027 elections', ELECTION_DAY, [['Democratic majority', 'dem'], ['Republican majority', 'rep']], { rules: 'Which party wins a majority of the 100 seats of the House of Delegates of Virginia in the 2027 general election.' }),
  ] });
}
{ // Virginia State Senate (40 seats, also up in 2027): a near-identical title about the other chamber.
  const rules = 'Resolves to the party that wins a majority of the 40 seats of the Senate of Virginia in the November 2, 2027 election.';
  addCase('politics', { name: 'va-senate-2027', events: [
    A('KXVASENATE-27', 'Virginia State Senate control', 'Elections', ELECTION_DAY, [['D', 'Democrats', 'dem'], ['R', 'Republicans', 'rep']], { rules }),
    U('virginia-senate-2027', 'Virginia Senate: which party wins control?', 'Politics', ELECTION_DAY, [['virginia-senate-2027-democrats', 'Democrats', 'dem'], ['virginia-senate-2027-republicans', 'Republicans', 'rep']], { rules }),
  ] }, ['office']);
}
{ // New Jersey legislature: the Senate on alpha and gamma; the General Assembly on beta (different chamber).
  addCase('politics', { name: 'nj-legislature-2027', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNJSEN-27', 'New Jersey Senate control after 2027 election', 'Elections', ELECTION_DAY, [['D', 'Democrats', 'dem'], ['R', 'Republicans', 'rep']]),
    G('NJ State Senate — majority party (Nov 2027)', ELECTION_DAY, [['Dem', 'dem'], ['GOP', 'rep']]),
    B('New Jersey General Assembly control 2027', 'Politics', ELECTION_DAY, [['nj-assembly-2027-democrats', 'Democrats', 'asmdem'], ['nj-assembly-2027-republicans', 'Republicans', 'asmrep']], { rules: 'Resolves to the party with a majority of the 80 seats of the New Jersey General Assembly after the 2027 election.' }),
  ] }, ['office']);
}
{ // Philadelphia mayor: incumbent re-election, names written differently.
  addCase('politics', { name: 'philadelphia-mayor-2027', events: [
    A('KXMAYORPHL-27', 'Philadelphia Mayor election', 'Elections', ELECTION_DAY, [['CPAR', 'Cherelle Parker', 'parker'], ['OTH', 'Any other candidate', 'other']], { sources: [AP] }),
    B('Philadelphia Mayoral Election Winner 2027', 'Politics', ELECTION_DAY, [['philadelphia-mayor-2027-cherelle-parker', 'Cherelle L. Parker', 'parker'], ['philadelphia-mayor-2027-other', 'Other', 'other']]),
    G1('Will Mayor Parker win re-election in Philadelphia?', ELECTION_DAY, 'parker', { rules: 'YES if Cherelle Parker wins the November 2, 2027 Philadelphia mayoral general election.' }),
  ] });
}
{ // Houston mayor: the winner (after a December runoff if needed) vs "will it go to a runoff" (a different question); beta_us asks the
  // runoff question the other way round ("decided without a runoff"): one event with gamma, YES sides complements.
  addCase('politics', { name: 'houston-mayor-2027', groups: [['alpha', 'beta'], ['gamma', 'beta_us']], events: [
    A('KXMAYORHOU-27', 'Houston Mayor race', 'Elections', z('2027-12-12', '06:00'), [['JWHI', 'John Whitmire', 'whitmire'], ['OTH', 'Someone else', 'other']], { rules: 'Resolves to the person who is elected Mayor of Houston in the 2027 election, including a runoff in December 2027.' }),
    B('Who will be elected Houston mayor?', 'Politics', z('2027-12-12', '06:00'), [['houston-mayor-2027-john-whitmire', 'Whitmire', 'whitmire'], ['houston-mayor-2027-other', 'Other', 'other']]),
    G1('Houston mayoral election goes to a runoff?', ELECTION_DAY, 'runoff', { rules: 'YES if no candidate wins a majority in the Nov 2, 2027 Houston mayoral election and a runoff is required.' }),
    U('houston-mayor-decided-nov-2-2027', 'Houston mayor decided on Election Night (no runoff)?', 'Politics', ELECTION_DAY, [['houston-mayor-no-runoff-2027', 'Yes', 'norunoff']], { rules: 'Yes if a candidate receives more than 50% of the vote in the November 2, 2027 Houston mayoral election, so that no runoff is needed.' }),
  ] }, ['category', 'inverted']);
}
{ // Texas constitutional amendments: Proposition 1 on alpha and beta; Proposition 2 on beta_us (a different measure).
  addCase('politics', { name: 'texas-prop-1-2027', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXTXPROP1-27', 'Texas Proposition 1 (Nov 2027) passes?', 'Elections', ELECTION_DAY, [['YES', 'Approved', 'p1yes']], { rules: 'Resolves Yes if Proposition 1 on the Texas November 2, 2027 constitutional amendment ballot is approved by voters.' }),
    B('Will Texas voters approve Proposition 1?', 'Politics', ELECTION_DAY, [['will-texas-voters-approve-proposition-1-2027', 'Yes', 'p1yes']]),
    U('texas-proposition-2-2027', 'Texas Prop 2 2027: approved?', 'Politics', ELECTION_DAY, [['texas-prop-2-2027-yes', 'Yes', 'p2yes']], { rules: 'Yes if Proposition 2 on the November 2027 Texas constitutional amendment election passes.' }),
  ] }, ['category']);
}
{ // Fare-free NYC buses: "by June 30, 2028" (alpha) vs "in 2028" (beta): different deadlines.
  addCase('politics', { name: 'nyc-free-buses-deadlines', groups: [['alpha'], ['beta']], events: [
    A('KXNYCFREEBUS-28JUN30', 'Fare-free NYC buses citywide by Jun 30, 2028?', 'Politics', z('2028-06-30'), [['YES', 'Yes', 'jun']]),
    B('NYC fare-free buses in 2028?', 'Politics', z('2028-12-31'), [['nyc-fare-free-buses-in-2028', 'Yes', 'y2028']], { rules: 'Resolves Yes if all MTA local buses in New York City are fare-free at any time between Jan 1 and Dec 31, 2028.' }),
  ] }, ['deadline']);
}

// ───────────────────────────── 2028 PRIMARIES ─────────────────────────────

{ // Democratic nominee 2028: four venues, candidate names written differently; beta_us lists a subset.
  const close = z('2028-08-20');
  addCase('politics', { name: 'dem-nominee-2028', events: [
    A('KXDEMNOM-28', '2028 Democratic presidential nominee', 'Elections', close, [['GNEW', 'Gavin Newsom', 'newsom'], ['JSHA', 'Josh Shapiro', 'shapiro'], ['AOC', 'Alexandria Ocasio-Cortez', 'aoc'], ['PBUT', 'Pete Buttigieg', 'buttigieg'], ['ABES', 'Andy Beshear', 'beshear'], ['JBPR', 'JB Pritzker', 'pritzker']]),
    B('Democratic Presidential Nominee 2028', 'Politics', close, [
      ['democratic-presidential-nominee-2028-gavin-newsom', 'Gavin Newsom', 'newsom'], ['democratic-presidential-nominee-2028-josh-shapiro', 'Josh Shapiro', 'shapiro'],
      ['democratic-presidential-nominee-2028-alexandria-ocasio-cortez', 'AOC', 'aoc'], ['democratic-presidential-nominee-2028-pete-buttigieg', 'Pete Buttigieg', 'buttigieg'],
      ['democratic-presidential-nominee-2028-andy-beshear', 'Andy Beshear', 'beshear'], ['democratic-presidential-nominee-2028-jb-pritzker', 'J.B. Pritzker', 'pritzker'],
      ['democratic-presidential-nominee-2028-gretchen-whitmer', 'Gretchen Whitmer', 'whitmer'],
    ]),
    U('democratic-nominee-2028', 'Dem nominee 2028', 'Politics', close, [['dem-nominee-2028-newsom', 'Newsom', 'newsom'], ['dem-nominee-2028-shapiro', 'Shapiro', 'shapiro'], ['dem-nominee-2028-ocasio-cortez', 'Ocasio-Cortez', 'aoc']]),
    G('Who will win the 2028 Democratic nomination?', close, [['Gavin Newsom', 'newsom'], ['Josh Shapiro', 'shapiro'], ['Alexandria Ocasio-Cortez', 'aoc'], ['Pete Buttigieg', 'buttigieg'], ['Other', 'other']]),
  ] });
}
{ // Republican nominee 2028.
  const close = z('2028-07-20');
  addCase('politics', { name: 'gop-nominee-2028', events: [
    A('KXGOPNOM-28', '2028 Republican presidential nominee', 'Elections', close, [['JDV', 'J.D. Vance', 'vance'], ['MRUB', 'Marco Rubio', 'rubio'], ['DTJR', 'Donald Trump Jr.', 'djtjr'], ['RDES', 'Ron DeSantis', 'desantis']]),
    B('Republican Presidential Nominee 2028', 'Politics', close, [
      ['republican-presidential-nominee-2028-jd-vance', 'JD Vance', 'vance'], ['republican-presidential-nominee-2028-marco-rubio', 'Marco Rubio', 'rubio'],
      ['republican-presidential-nominee-2028-donald-trump-jr', 'Don Jr.', 'djtjr'], ['republican-presidential-nominee-2028-ron-desantis', 'Ron DeSantis', 'desantis'],
      ['republican-presidential-nominee-2028-tucker-carlson', 'Tucker Carlson', 'carlson'],
    ]),
    G('GOP nominee for president 2028', close, [['Vance', 'vance'], ['Rubio', 'rubio'], ['Trump Jr.', 'djtjr'], ['Other', 'other']]),
  ] });
}
{ // Newsom announcing a 2028 run: "by Dec 31, 2027" on alpha and "before 2028" on beta are one deadline; gamma "by Mar 31, 2028" is not.
  addCase('politics', { name: 'newsom-announces-2028-run', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNEWSOMRUN-27DEC31', 'Will Gavin Newsom announce a 2028 presidential run by Dec 31, 2027?', 'Elections', z('2027-12-31'), [['YES', 'Yes', 'by2027']], { rules: 'Resolves Yes if Gavin Newsom publicly announces he is a candidate for President in 2028 (or files a statement of candidacy with the FEC) before January 1, 2028.' }),
    B('Newsom announces presidential run before 2028?', 'Politics', z('2027-12-31'), [['newsom-announces-presidential-run-before-2028', 'Yes', 'by2027']]),
    G1('Gavin Newsom declares for president by March 31, 2028?', z('2028-03-31'), 'bymar', { rules: 'YES if Newsom formally declares a 2028 presidential candidacy by 31 March 2028.' }),
  ] }, ['deadline']);
}
{ // AOC: Senate run vs presidential run — two announcements, two events.
  addCase('politics', { name: 'aoc-announcement', groups: [['alpha'], ['beta_us']], events: [
    A('KXAOCPRES-28', 'Will AOC run for President in 2028?', 'Elections', z('2028-06-30'), [['YES', 'Yes', 'pres']], { rules: 'Resolves Yes if Alexandria Ocasio-Cortez files or announces a campaign for the 2028 Democratic presidential nomination before July 1, 2028.' }),
    U('aoc-senate-run-2028', 'AOC to run for Senate in 2028?', 'Politics', z('2028-06-30'), [['aoc-senate-run-2028-yes', 'Yes', 'senate']], { rules: 'Yes if Ocasio-Cortez announces a run for U.S. Senate from New York in 2028 before June 30, 2028.' }),
  ] }, ['office']);
}
{ // Leader of the Democratic polling average on Dec 31, 2027: RealClearPolitics (alpha) vs Silver Bulletin (beta) — different statistics.
  const close = z('2027-12-31');
  addCase('politics', { name: 'dem-polling-leader-dec-2027', groups: [['alpha'], ['beta']], events: [
    A('KXDEMPOLL-27DEC31', 'Leader in RCP 2028 Democratic primary average on Dec 31', 'Elections', close, [['GNEW', 'Gavin Newsom', 'rcpnewsom'], ['AOC', 'Alexandria Ocasio-Cortez', 'rcpaoc'], ['KHAR', 'Kamala Harris', 'rcpharris']], { sources: ['RealClearPolitics https://www.realclearpolling.com/'] }),
    B('Who will lead the Silver Bulletin Dem primary polling average on December 31?', 'Politics', close, [
      ['silver-bulletin-dem-primary-leader-dec-31-newsom', 'Newsom', 'sbnewsom'], ['silver-bulletin-dem-primary-leader-dec-31-aoc', 'AOC', 'sbaoc'], ['silver-bulletin-dem-primary-leader-dec-31-harris', 'Harris', 'sbharris'],
    ], { rules: 'Resolves to the candidate leading the Silver Bulletin 2028 Democratic primary polling average as of 11:59 PM ET on December 31, 2027.' }),
  ] }, ['source']);
}
{ // Iowa: the GOP caucus winner; listed on alpha only.
  addCase('politics', { name: 'iowa-gop-caucus-2028', events: [
    A('KXIACAUCUSR-28', 'Iowa Republican caucus winner 2028', 'Elections', z('2028-01-20'), [['JDV', 'JD Vance', 'vance'], ['MRUB', 'Marco Rubio', 'rubio'], ['OTH', 'Other', 'other']]),
  ] });
}

// ───────────────────────────── INTERNATIONAL ─────────────────────────────

{ // Argentina 2027: the runoff winner (alpha, beta, gamma) vs the first-round winner (beta_us).
  const close = z('2027-11-22', '03:00');
  addCase('politics', { name: 'argentina-president-2027', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXARGPRES-27', 'Argentina presidential election winner', 'World', close, [['JMIL', 'Javier Milei', 'milei'], ['AKIC', 'Axel Kicillof', 'kicillof'], ['OTH', 'Other', 'other']], { rules: 'Resolves to the person elected President of Argentina in 2027, after the second round if one is held.' }),
    B('Argentina Presidential Election', 'Geopolitics', close, [['argentina-presidential-election-milei', 'Milei', 'milei'], ['argentina-presidential-election-kicillof', 'Kicillof', 'kicillof'], ['argentina-presidential-election-other', 'Other', 'other']]),
    G('Argentina 2027 — who becomes president?', close, [['Javier Gerardo Milei', 'milei'], ['Axel Kicillof', 'kicillof'], ['Another candidate', 'other']]),
    U('argentina-first-round-2027', 'Argentina 1st round: most votes', 'Politics', z('2027-10-25', '03:00'), [['argentina-first-round-2027-milei', 'Milei', 'r1milei'], ['argentina-first-round-2027-kicillof', 'Kicillof', 'r1kicillof']], { rules: 'Resolves to the candidate with the most votes in the first round of the October 24, 2027 Argentine presidential election.' }),
  ] }, ['round']);
}
{ // Poland's 2027 Sejm election: the largest party.
  const close = z('2027-11-15');
  addCase('politics', { name: 'poland-sejm-largest-party-2027', events: [
    A('KXPOLANDPARL-27', 'Poland parliamentary election: most seats', 'World', close, [['KO', 'Civic Coalition (KO)', 'ko'], ['PIS', 'Law and Justice (PiS)', 'pis'], ['KONF', 'Confederation', 'konf']]),
    B('Poland Sejm election: which party wins the most seats?', 'Geopolitics', close, [['poland-sejm-most-seats-civic-coalition', 'Koalicja Obywatelska', 'ko'], ['poland-sejm-most-seats-pis', 'PiS', 'pis'], ['poland-sejm-most-seats-konfederacja', 'Konfederacja', 'konf']]),
  ] });
}
{ // Tusk at year end: gamma asks "still PM on Dec 31", alpha "out before 2028" — one event, the YES sides are complements.
  addCase('politics', { name: 'tusk-pm-end-2027', events: [
    G1('Donald Tusk still Polish PM on 31 Dec 2027?', z('2027-12-31'), 'tuskin', { rules: 'YES if Donald Tusk holds the office of Prime Minister of Poland at 23:59 CET on 31 December 2027.' }),
    A('KXTUSKOUT-27', 'Donald Tusk out as Polish Prime Minister before 2028?', 'World', z('2027-12-31'), [['YES', 'Yes', 'tuskout']], { rules: 'Resolves Yes if Donald Tusk is not Prime Minister of Poland on December 31, 2027.' }),
  ] }, ['inverted']);
}
{ // Starmer out: "by Dec 31, 2027" (alpha), "in 2027" (gamma) are one deadline; beta "by June 30, 2028" is not.
  addCase('politics', { name: 'starmer-out-2027', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXSTARMEROUT-27', 'Keir Starmer out as UK Prime Minister by Dec 31, 2027?', 'World', z('2027-12-31'), [['YES', 'Yes', 'out27']], { rules: 'Resolves Yes if Keir Starmer ceases to be Prime Minister of the United Kingdom before January 1, 2028.' }),
    G1('Starmer leaves No. 10 in 2027?', z('2027-12-31'), 'out27', { rules: 'YES if Sir Keir Starmer stops being UK PM at any point in calendar year 2027.' }),
    B('Starmer out as PM by June 30, 2028?', 'Geopolitics', z('2028-06-30'), [['starmer-out-as-pm-by-june-30-2028', 'Yes', 'outjun28']]),
  ] }, ['deadline']);
}
{ // Putin–Zelensky meeting in 2027.
  addCase('politics', { name: 'putin-zelensky-meeting-2027', events: [
    A('KXPUTINZEL-27', 'Putin and Zelensky meet in person in 2027?', 'World', z('2027-12-31'), [['YES', 'Yes', 'meet']]),
    B('Putin x Zelenskyy in-person meeting before 2028?', 'Geopolitics', z('2027-12-31'), [['putin-x-zelenskyy-meeting-before-2028', 'Yes', 'meet']], { rules: 'Resolves Yes if Vladimir Putin and Volodymyr Zelenskyy meet face to face between now and December 31, 2027, 11:59 PM ET.' }),
  ] });
}
{ // The Swiss federal election (October 2027) result, listed on beta_us only.
  addCase('politics', { name: 'swiss-national-council-2027', events: [
    U('swiss-national-council-largest-party-2027', 'Switzerland National Council: largest party', 'Politics', z('2027-11-30'), [['swiss-nc-2027-svp', 'SVP/UDC', 'svp'], ['swiss-nc-2027-sp', 'SP/PS', 'sp']]),
  ] });
}

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────

{ // FOMC December 2027 decision: four venues; gamma also has a 50+ bp bucket.
  const close = z('2027-12-15', '19:00');
  const rules = 'Resolves on the change in the upper bound of the federal funds target range announced after the FOMC meeting of December 14–15, 2027.';
  addCase('central_banks', { name: 'fomc-dec-2027', events: [
    A('KXFEDDECISION-27DEC', 'Fed decision in Dec 2027', 'Economics', close, [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps or more', 'hike25'], ['C26', 'Cut >25bps', 'cut50']], { sources: [FED], rules }),
    B('Fed decision in December?', 'Economics', close, [
      ['fed-decreases-interest-rates-by-25-bps-after-december-2027-meeting', '25 bps decrease', 'cut25'], ['no-change-in-fed-interest-rates-after-december-2027-meeting', 'No change', 'hold'],
      ['fed-increases-interest-rates-by-25-bps-after-december-2027-meeting', '25+ bps increase', 'hike25'], ['fed-decreases-interest-rates-by-50-bps-after-december-2027-meeting', '50+ bps decrease', 'cut50'],
    ], { rules }),
    U('fed-december-2027', 'FOMC Dec 15: rate cut?', 'Economics', close, [['fed-december-2027-cut', 'Yes', 'anycut', { q: 'Will the Fed cut rates at the December 2027 meeting?' }]], { rules: 'Yes if the FOMC lowers the target range by any amount at its December 2027 meeting.' }),
    G('FOMC December 2027 rate decision', close, [['Cut 25bp', 'cut25'], ['Hold', 'hold'], ['Cut 50bp or more', 'cut50'], ['Hike', 'hike25']]),
  ] });
}
{ // Fed cuts in 2028: alpha counts 25 bp steps, beta counts meetings with a cut — one event, not fungible (a 50 bp cut counts 2 vs 1).
  const close = z('2028-12-20', '19:00');
  addCase('central_banks', { name: 'fed-cuts-2028', fungible: nf('alpha|beta'), events: [
    A('KXRATECUTCOUNT-28', 'Number of 25bp Fed rate cuts in 2028', 'Economics', close, [['0', '0 cuts', 'n0'], ['1', '1 cut', 'n1'], ['2', '2 cuts', 'n2'], ['3', '3 cuts', 'n3'], ['4', '4 or more', 'n4']],
      { sources: [FED], rules: 'Resolves on the total reduction of the federal funds target range upper bound during 2028 divided by 25 bps; a 50 bps cut counts as 2.' }),
    B('How many Fed rate cuts in 2028?', 'Economics', close, [['how-many-fed-rate-cuts-in-2028-0', '0', 'n0'], ['how-many-fed-rate-cuts-in-2028-1', '1', 'n1'], ['how-many-fed-rate-cuts-in-2028-2', '2', 'n2'], ['how-many-fed-rate-cuts-in-2028-3', '3', 'n3'], ['how-many-fed-rate-cuts-in-2028-4-or-more', '4+', 'n4']],
      { rules: 'Counts the FOMC meetings in 2028 at which the target range is lowered, regardless of the size of each cut.' }),
  ] });
}
{ // ECB December 2027: the deposit facility rate (alpha, beta) vs the main refinancing rate (gamma) — different measures.
  const close = z('2027-12-16', '13:15');
  addCase('central_banks', { name: 'ecb-dec-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXECBDFR-27DEC', 'ECB deposit rate decision, Dec 2027', 'Economics', close, [['CUT', 'Cut', 'cut'], ['HOLD', 'Unchanged', 'hold'], ['HIKE', 'Hike', 'hike']], { sources: [ECB] }),
    B('ECB decision in December?', 'Economics', close, [['ecb-december-2027-decrease', 'Decrease', 'cut'], ['ecb-december-2027-no-change', 'No change', 'hold'], ['ecb-december-2027-increase', 'Increase', 'hike']], { rules: 'Resolves on the change to the ECB deposit facility rate announced on December 16, 2027.' }),
    G('ECB main refinancing rate cut on 16 Dec 2027?', close, [['Cut', 'mrocut'], ['No cut', 'mronocut']], { rules: 'Based on the main refinancing operations rate announced by the ECB Governing Council on 16 December 2027.' }),
  ] }, ['measure']);
}
{ // Bank of England December 2027 (alpha only).
  addCase('central_banks', { name: 'boe-dec-2027', events: [
    A('KXBOE-27DEC', 'Bank of England rate decision, December 2027', 'Economics', z('2027-12-16', '12:00'), [['CUT', 'Cut 25bps', 'cut'], ['HOLD', 'Hold', 'hold']]),
  ] });
}
{ // Fed funds upper bound at end of 2027 (a level, not a move): alpha and gamma.
  const close = z('2027-12-31');
  addCase('central_banks', { name: 'fed-funds-level-end-2027', events: [
    A('KXFEDLEVEL-27DEC31', 'Fed funds upper bound on Dec 31, 2027', 'Economics', close, [['T3.25', 'Above 3.25%', 'gt325'], ['T3.00', 'Above 3.00%', 'gt300']], { sources: [FED] }),
    G('Fed funds target upper bound at year-end 2027', close, [['Higher than 3.25%', 'gt325'], ['Higher than 3.00%', 'gt300']], { rules: 'Upper bound of the FOMC target range in effect at 23:59 ET on December 31, 2027.' }),
  ] });
}

// ───────────────────────────── US DATA ─────────────────────────────

{ // CPI YoY for October 2027 (released November 10, 2027). Alpha "Above 2.8%" = beta "2.9% or higher" (one-decimal print); "3.0% or higher" is its own.
  const close = z('2027-11-10', '13:30');
  const rules = 'Resolves on the 12-month percent change in CPI-U, all items, not seasonally adjusted, for October 2027, as first published by the BLS.';
  addCase('economics', { name: 'cpi-yoy-oct-2027', events: [
    A('KXCPIYOY-27OCT', 'CPI year-over-year in Oct 2027', 'Economics', close, [['T2.6', 'Above 2.6%', 'gt26'], ['T2.8', 'Above 2.8%', 'gt28'], ['T3.0', 'Above 3.0%', 'gt30']], { sources: [BLS_CPI], rules }),
    B('US inflation (CPI YoY) October 2027?', 'Economics', close, w([
      ['us-cpi-yoy-october-2027-2pt7-or-higher', '2.7% or higher', 'gt26'], ['us-cpi-yoy-october-2027-2pt9-or-higher', '2.9% or higher', 'gt28'], ['us-cpi-yoy-october-2027-3pt0-or-higher', '3.0% or higher', 'ge30'],
    ], { src: 'https://www.bls.gov/cpi/' }), { rules }),
    G('October 2027 CPI (YoY) — above 2.8%?', close, [['Yes, 2.9%+', 'gt28'], ['No, 2.8% or less', 'le28']], { rules: 'Headline CPI 12-month change for Oct 2027, BLS, one decimal.' }),
  ] }, ['threshold']);
}
{ // CPI MoM October 2027: headline (alpha, gamma) vs core (beta_us).
  const close = z('2027-11-10', '13:30');
  addCase('economics', { name: 'cpi-mom-oct-2027', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A('KXCPI-27OCT', 'CPI month-over-month in Oct 2027', 'Economics', close, [['T0.2', 'Above 0.2%', 'gt02'], ['T0.3', 'Above 0.3%', 'gt03']], { sources: [BLS_CPI], rules: 'Seasonally adjusted CPI-U all items 1-month change for October 2027, first release.' }),
    G('US CPI m/m Oct-27', close, [['≥0.3%', 'gt02'], ['≥0.4%', 'gt03']], { rules: 'Headline CPI, seasonally adjusted, month-over-month, October 2027, BLS first print to one decimal.' }),
    U('core-cpi-mom-october-2027', 'Core CPI MoM October 2027', 'Economics', close, [['core-cpi-mom-oct-2027-above-0pt2', 'Above 0.2%', 'core02'], ['core-cpi-mom-oct-2027-above-0pt3', 'Above 0.3%', 'core03']], { rules: 'CPI less food and energy, SA, 1-month change for October 2027.' }),
  ] }, ['measure']);
}
{ // October 2027 payrolls (released Friday Nov 5, 2027): alpha, beta, gamma; ADP on beta_us is a different statistic.
  const close = z('2027-11-05', '13:30');
  const rules = 'Resolves on the change in total nonfarm payroll employment for October 2027 in the BLS Employment Situation first release.';
  addCase('economics', { name: 'nfp-oct-2027', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXPAYROLLS-27OCT', 'Jobs numbers in Oct 2027', 'Economics', close, [['T50000', 'Above 50,000', 'gt50'], ['T100000', 'Above 100,000', 'gt100'], ['T150000', 'Above 150,000', 'gt150']], { sources: [BLS_EMP], rules }),
    B('How many jobs added in October?', 'Economics', close, [['october-2027-jobs-more-than-50k', '>50k', 'gt50'], ['october-2027-jobs-more-than-100k', '>100k', 'gt100'], ['october-2027-jobs-more-than-150k', '>150k', 'gt150']], { rules }),
    G('Oct 2027 NFP', close, [['50K or fewer', 'le50'], ['50K–100K', 'b50100'], ['100K–150K', 'b100150'], ['Over 150K', 'gt150']], { rules: 'US nonfarm payrolls change for October 2027, BLS initial estimate. Boundaries belong to the lower bucket.' }),
    U('adp-october-2027', 'ADP private payrolls October 2027', 'Economics', z('2027-11-03', '12:15'), [['adp-october-2027-above-100k', 'Above 100K', 'adp100']], { rules: 'ADP National Employment Report private employment change for October 2027.' }),
  ] }, ['source']);
}
{ // November 2027 payrolls (released Dec 3): the same series a month later, alpha and beta.
  const close = z('2027-12-03', '13:30');
  addCase('economics', { name: 'nfp-nov-2027', events: [
    A('KXPAYROLLS-27NOV', 'Jobs numbers in Nov 2027', 'Economics', close, [['T100000', 'Above 100,000', 'gt100'], ['T150000', 'Above 150,000', 'gt150']], { sources: [BLS_EMP] }),
    B('November jobs report: payrolls above 100k?', 'Economics', close, [['november-2027-jobs-more-than-100k', '>100k', 'gt100'], ['november-2027-jobs-more-than-150k', '>150k', 'gt150']]),
  ] }, ['date']);
}
{ // Unemployment rate October 2027: alpha "Above 4.4%" = beta "4.5% or higher" (one decimal); beta_us "above 4.5%" is a different outcome.
  const close = z('2027-11-05', '13:30');
  addCase('economics', { name: 'unemployment-oct-2027', events: [
    A('KXU3-27OCT', 'Unemployment rate in Oct 2027', 'Economics', close, [['T4.4', 'Above 4.4%', 'gt44'], ['T4.5', 'Above 4.5%', 'gt45']], { sources: [BLS_EMP] }),
    B('US unemployment rate October 2027', 'Economics', close, [['us-unemployment-october-2027-4pt5-or-higher', '4.5% or higher', 'gt44'], ['us-unemployment-october-2027-4pt6-or-higher', '4.6% or higher', 'gt45']]),
    U('unemployment-rate-oct-2027', 'Jobless rate Oct \'27', 'Economics', close, [['unemployment-oct-2027-4pt5-plus', '4.5%+', 'gt44'], ['unemployment-oct-2027-above-4pt5', 'Above 4.5%', 'gt45']]),
  ] }, ['threshold']);
}
{ // Q3 2027 GDP: the second estimate (Nov 24) on alpha and beta, the advance estimate (Oct 28) on gamma — different estimates.
  addCase('economics', { name: 'gdp-q3-2027-estimates', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGDP2ND-27Q3', 'Q3 2027 GDP growth, second estimate', 'Economics', z('2027-11-24', '13:30'), [['T2.0', 'Above 2.0%', 'gt20'], ['T3.0', 'Above 3.0%', 'gt30']], { rules: 'Real GDP, annualized QoQ, Q3 2027 second estimate from the BEA.' }),
    B('US GDP Q3 2027 (second estimate) above 2%?', 'Economics', z('2027-11-24', '13:30'), [['us-gdp-q3-2027-second-estimate-above-2', 'Above 2.0%', 'gt20'], ['us-gdp-q3-2027-second-estimate-above-3', 'Above 3.0%', 'gt30']]),
    G('US Q3-27 GDP advance estimate', z('2027-10-28', '12:30'), [['Above 2.0%', 'adv20'], ['Above 3.0%', 'adv30']], { rules: 'BEA advance estimate of Q3 2027 real GDP growth (SAAR), released October 28, 2027.' }),
  ] }, ['measure']);
}
{ // Initial jobless claims, week ending Nov 20 vs week ending Nov 27: alpha and beta on different weeks.
  addCase('economics', { name: 'jobless-claims-weeks', groups: [['alpha'], ['beta']], events: [
    A('KXJOBLESS-27NOV20', 'Initial jobless claims, week ending Nov 20, 2027', 'Economics', z('2027-11-24', '13:30'), [['T230000', 'Above 230,000', 'w20gt230']]),
    B('Initial jobless claims above 230K (week ending Nov 27)?', 'Economics', z('2027-12-02', '13:30'), [['jobless-claims-week-ending-nov-27-2027-above-230k', 'Yes', 'w27gt230']]),
  ] }, ['date']);
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // Bitcoin on Dec 31, 2027 at 5 pm ET: CF Benchmarks BRTI (alpha) vs the Coinbase BTC-USD 1-minute candle at the same minute (beta_us):
  // one event, not fungible; gamma's "under $100K" at the same instant is the same event, the complement of ge100. Beta's Binance
  // 12:00 ET candle is a different instant (a different event).
  const close = z('2027-12-31', '22:00');
  addCase('crypto', { name: 'btc-dec-31-2027', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], fungible: nf('alpha|beta_us'), events: [
    A('KXBTCD-27DEC3117', 'Bitcoin price on Dec 31, 2027 at 5pm EST?', 'Crypto', close, [['T99999.99', '$100,000 or above', 'ge100'], ['T124999.99', '$125,000 or above', 'ge125'], ['T149999.99', '$150,000 or above', 'ge150']],
      { sources: [CFB], rules: 'Resolves on the CF Benchmarks Bitcoin Real-Time Index (BRTI) value at 5:00 PM ET on December 31, 2027.' }),
    U('bitcoin-above-on-december-31-2027-5pm', 'BTC above ___ on Dec 31 (5 PM ET)?', 'Crypto', close, [
      ['btc-above-100k-dec-31-2027-5pm', '100,000', 'ge100'], ['btc-above-125k-dec-31-2027-5pm', '125,000', 'ge125'], ['btc-above-150k-dec-31-2027-5pm', '150,000', 'ge150'],
    ], { rules: 'Resolves on the close of the Coinbase BTC-USD 1-minute candle for 17:00 ET on December 31, 2027.' }),
    G1('Bitcoin under $100K at 5pm ET on 31 Dec 2027?', close, 'lt100', { rules: 'YES if the CF Benchmarks BRTI is below $100,000 at 17:00 ET on 31 December 2027 (the complement of "$100,000 or above").' }),
    B('Bitcoin above ___ on December 31?', 'Crypto', z('2027-12-31', '17:00'), [
      ['bitcoin-above-100k-on-december-31-2027', '100,000', 'n100'], ['bitcoin-above-125k-on-december-31-2027', '125,000', 'n125'], ['bitcoin-above-150k-on-december-31-2027', '150,000', 'n150'],
    ], { rules: 'Resolves on the Binance BTC/USDT 1-minute candle for 12:00 ET (noon) on December 31, 2027, final "Close" price.' }),
  ] }, ['observation', 'inverted']);
}
{ // Bitcoin's 2027 high ("reach"/"hit" at any time) on alpha (BRTI) and beta (Binance highs): one event, not fungible; gamma's "below $100k on Dec 31" is a value at an instant.
  const close = z('2027-12-31', '23:59');
  addCase('crypto', { name: 'btc-high-2027', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXBTCMAXY-27', 'How high will Bitcoin get in 2027?', 'Crypto', close, [['150000', '$150,000', 'hit150'], ['175000', '$175,000', 'hit175'], ['200000', '$200,000', 'hit200']], { sources: [CFB], rules: 'Resolves Yes if the BRTI is at or above the strike at any time before Dec 31, 2027 11:59 PM ET.' }),
    B('What price will Bitcoin hit in 2027?', 'Crypto', close, [['will-bitcoin-reach-150000-in-2027', '↑ 150,000', 'hit150'], ['will-bitcoin-reach-175000-in-2027', '↑ 175,000', 'hit175'], ['will-bitcoin-reach-200000-in-2027', '↑ 200,000', 'hit200']], { rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle has a final High at or above the price in 2027.' }),
    G1('BTC below $100K on Dec 31, 2027?', close, 'below100', { rules: 'YES if the BTC/USDT price at 23:59 UTC on 31 Dec 2027 is below $100,000.' }),
  ] }, ['observation']);
}
{ // Ethereum at year end (alpha, gamma, same instant, same source family) vs Ethereum Classic on beta (a different asset).
  const close = z('2027-12-31', '22:00');
  addCase('crypto', { name: 'eth-dec-31-2027', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXETHD-27DEC3117', 'Ethereum price on Dec 31, 2027 at 5pm EST?', 'Crypto', close, [['T4999.99', '$5,000 or above', 'ge5k'], ['T7499.99', '$7,500 or above', 'ge75']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    G('ETH price at 17:00 ET, 31 Dec 2027', close, [['≥ $5,000', 'ge5k'], ['≥ $7,500', 'ge75']], { rules: 'CF Benchmarks Ether-Dollar Real Time Index at 5:00 PM ET on December 31, 2027.' }),
    B('Ethereum Classic above $30 on December 31?', 'Crypto', close, [['ethereum-classic-above-30-on-december-31-2027', 'Yes', 'etc30']], { rules: 'Resolves on the Binance ETC/USDT 1-minute candle close at 17:00 ET on December 31, 2027.' }),
  ] }, ['asset']);
}
{ // Solana all-time high by Dec 31, 2027: alpha and beta.
  addCase('crypto', { name: 'sol-ath-2027', events: [
    A('KXSOLATH-27', 'Solana new all-time high in 2027?', 'Crypto', z('2027-12-31'), [['YES', 'Yes', 'ath']]),
    B('Solana all time high by December 31?', 'Crypto', z('2027-12-31'), [['solana-all-time-high-by-december-31-2027', 'Yes', 'ath']]),
  ] });
}
{ // Bitcoin vs Bitcoin Cash year-end on beta_us and gamma: different assets in near-identical titles.
  addCase('crypto', { name: 'bch-year-end-2027', events: [
    U('bitcoin-cash-above-1000-dec-31-2027', 'Bitcoin Cash above $1,000 on Dec 31?', 'Crypto', z('2027-12-31', '22:00'), [['bch-above-1000-dec-31-2027', 'Yes', 'bch1k']]),
    G1('BCH ≥ $1,000 at 17:00 ET on 31 Dec 2027?', z('2027-12-31', '22:00'), 'bch1k'),
  ] }, ['asset']);
}
{ // Spot XRP ETF inflows — listed on beta only.
  addCase('crypto', { name: 'xrp-year-end-2027', events: [
    B('XRP above $5 at the end of 2027?', 'Crypto', z('2027-12-31', '17:00'), [['xrp-above-5-end-of-2027', 'Yes', 'xrp5']], { rules: 'Binance XRP/USDT 1-minute candle close at 12:00 ET on December 31, 2027.' }),
  ] });
}

// ───────────────────────────── INDEXES AND COMMODITIES ─────────────────────────────

{ // S&P 500 close on Dec 31, 2027: ranges on alpha, beta, gamma.
  const close = z('2027-12-31', '21:00');
  const rules = 'Resolves on the official closing value of the S&P 500 index on December 31, 2027 as published by S&P Dow Jones Indices.';
  addCase('markets', { name: 'spx-close-2027', events: [
    A('KXINXY-27DEC31', 'S&P 500 at end of 2027', 'Financials', close, [['B7000', '6,750 to 7,249.99', 'b675725'], ['B7500', '7,250 to 7,749.99', 'b725775'], ['T7750', '7,750 or above', 'ge775'], ['T6750', 'Below 6,750', 'lt675']], { rules }),
    B('S&P 500 closing level on December 31, 2027?', 'Finance', close, [
      ['spx-dec-31-2027-under-6750', '<6,750', 'lt675'], ['spx-dec-31-2027-6750-7250', '6,750–7,250', 'b675725'], ['spx-dec-31-2027-7250-7750', '7,250–7,750', 'b725775'], ['spx-dec-31-2027-above-7750', '>7,750', 'ge775'],
    ], { rules }),
    G('S&P 500 year-end 2027 close', close, [['Below 6750', 'lt675'], ['6750-7250', 'b675725'], ['7250-7750', 'b725775'], ['7750+', 'ge775']]),
  ] });
}
{ // S&P 500 up in 2027 (a yearly return, not a level): beta_us only.
  addCase('markets', { name: 'spx-up-2027', events: [U('sp500-up-in-2027', 'S&P 500 up for 2027?', 'Finance', z('2027-12-31', '21:00'), [['sp500-up-2027-yes', 'Yes', 'up']])] });
}
{ // Nasdaq-100 (alpha) vs the Nasdaq Composite (beta): different indexes, near-identical titles.
  const close = z('2027-12-31', '21:00');
  addCase('markets', { name: 'nasdaq-year-end-2027', groups: [['alpha'], ['beta']], events: [
    A('KXNASDAQ100Y-27DEC31', 'Nasdaq-100 year-end 2027', 'Financials', close, [['T27000', '27,000 or above', 'ndx27']], { rules: 'Official close of the Nasdaq-100 Index (NDX) on December 31, 2027.' }),
    B('Nasdaq above 27,000 at end of 2027?', 'Finance', close, [['nasdaq-composite-above-27000-end-of-2027', 'Yes', 'ccmp27']], { rules: 'Resolves on the closing value of the Nasdaq Composite Index (COMP) on December 31, 2027.' }),
  ] }, ['asset']);
}
{ // Dow: "closes above 52,000 on Dec 31" (alpha) vs "hits 52,000 by Dec 31" (gamma).
  addCase('markets', { name: 'dow-52000-2027', groups: [['alpha'], ['gamma']], events: [
    A('KXDOWY-27DEC31', 'Dow Jones close on Dec 31, 2027 above 52,000?', 'Financials', z('2027-12-31', '21:00'), [['T52000', 'Above 52,000', 'on52']]),
    G1('Dow Jones hits 52,000 by Dec 31, 2027?', z('2027-12-31', '21:00'), 'hit52', { rules: 'YES if the DJIA trades at or above 52,000 intraday at any time before the close on 31 December 2027.' }),
  ] }, ['observation']);
}
{ // Gold on Dec 30, 2027: COMEX front-month settle (alpha) vs LBMA Gold Price PM (beta) — one event, not fungible.
  const close = z('2027-12-30', '19:30');
  addCase('commodities', { name: 'gold-dec-30-2027', fungible: nf('alpha|beta'), events: [
    A('KXGOLDD-27DEC30', 'Gold price on Dec 30, 2027', 'Financials', close, [['T4500', 'Above $4,500', 'gt4500'], ['T5000', 'Above $5,000', 'gt5000']], { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html'], rules: 'Resolves on the settlement price of the front-month COMEX gold futures contract on December 30, 2027.' }),
    B('Gold above ___ on December 30, 2027?', 'Commodities', close, [['gold-above-4500-december-30-2027', '$4,500', 'gt4500'], ['gold-above-5000-december-30-2027', '$5,000', 'gt5000']], { rules: 'Resolves on the LBMA Gold Price PM (USD per troy ounce) published for December 30, 2027.' }),
  ] }, ['source']);
}
{ // WTI (alpha, gamma) vs Brent (beta_us) at year end.
  const close = z('2027-12-31', '19:30');
  addCase('commodities', { name: 'oil-year-end-2027', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A('KXWTIY-27DEC31', 'WTI crude oil price end of 2027', 'Financials', close, [['T70', 'Above $70', 'wti70'], ['T80', 'Above $80', 'wti80']], { rules: 'NYMEX WTI front-month settlement on December 31, 2027.' }),
    G('WTI crude settle 31-Dec-2027', close, [['>$70', 'wti70'], ['>$80', 'wti80']]),
    U('brent-above-80-end-of-2027', 'Brent crude above $80 at year-end?', 'Commodities', close, [['brent-above-80-dec-31-2027', 'Yes', 'brent80']], { rules: 'ICE Brent front-month settlement on December 31, 2027.' }),
  ] }, ['asset']);
}
{ // 10-year Treasury yield on Dec 31, 2027: Treasury par curve (alpha) vs the CNBC market close (beta) — one event, not fungible.
  const close = z('2027-12-31', '21:00');
  addCase('markets', { name: 'ust10y-dec-31-2027', fungible: nf('alpha|beta'), events: [
    A('KXTNOTED-27DEC31', '10-year Treasury yield on Dec 31, 2027', 'Financials', close, [['T4.00', 'Above 4.00%', 'gt400'], ['T4.50', 'Above 4.50%', 'gt450']], { sources: ['US Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'] }),
    B('10Y yield above ___ on December 31?', 'Finance', close, [['10y-yield-above-4pt00-december-31-2027', '4.00%', 'gt400'], ['10y-yield-above-4pt50-december-31-2027', '4.50%', 'gt450']], { rules: 'Resolves on the closing US 10-year Treasury yield shown by CNBC (US10Y) for December 31, 2027.' }),
  ] }, ['source']);
}

// ───────────────────────────── COMPANIES AND EARNINGS ─────────────────────────────

{ // Nvidia Q3 FY2028 revenue (reported ~Nov 17, 2027): alpha and beta; gamma asks about the data-center segment (a different measure).
  const close = z('2027-11-17', '21:30');
  addCase('companies', { name: 'nvidia-q3-fy28-revenue', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNVDAREV-27Q3', 'NVIDIA revenue for Q3 FY2028', 'Companies', close, [['T90', 'Above $90B', 'gt90'], ['T100', 'Above $100B', 'gt100']], { rules: 'Total revenue reported by NVIDIA for the quarter ending late October 2027 (Q3 fiscal 2028).' }),
    B('Nvidia quarterly revenue above ___ (Q3 FY28)?', 'Business', close, [['nvidia-q3-fy28-revenue-above-90b', '$90B', 'gt90'], ['nvidia-q3-fy28-revenue-above-100b', '$100B', 'gt100']]),
    G('NVDA Q3 FY28 Data Center revenue', close, [['> $85B', 'dc85'], ['> $95B', 'dc95']], { rules: 'Data Center segment revenue in NVIDIA\'s Q3 fiscal 2028 results.' }),
  ] }, ['measure']);
}
{ // Nvidia earnings call mentions: "Blackwell" and "Rubin" on alpha and beta_us.
  const close = z('2027-11-17', '23:00');
  addCase('companies', { name: 'nvidia-call-mentions-nov-2027', events: [
    A('KXNVDAMENTION-27NOV17', 'What will NVIDIA say on its Q3 earnings call?', 'Mentions', close, [['RUBI', 'Rubin', 'rubin'], ['SOVE', 'Sovereign AI', 'sovereign'], ['CHIN', 'China', 'china']]),
    U('nvidia-earnings-call-mentions-q3-fy28', 'Nvidia earnings call: will they say…', 'Business', close, [['nvda-call-says-rubin', 'Rubin', 'rubin'], ['nvda-call-says-china', 'China', 'china']]),
  ] });
}
{ // Tesla Q4 2027 deliveries (alpha, beta) vs production (gamma).
  const close = z('2028-01-03', '15:00');
  addCase('companies', { name: 'tesla-q4-2027-deliveries', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTESLADEL-27Q4', 'Tesla deliveries in Q4 2027', 'Companies', close, [['T450000', 'Above 450,000', 'gt450'], ['T500000', 'Above 500,000', 'gt500']]),
    B('Tesla Q4 2027 deliveries above ___?', 'Business', close, [['tesla-q4-2027-deliveries-above-450k', '450k', 'gt450'], ['tesla-q4-2027-deliveries-above-500k', '500k', 'gt500']], { rules: 'Per Tesla\'s Q4 2027 production and deliveries press release: total vehicles delivered.' }),
    G('Tesla Q4-27 vehicle production', close, [['Above 450k', 'prod450'], ['Above 500k', 'prod500']], { rules: 'Total vehicles produced in Q4 2027 as reported by Tesla.' }),
  ] }, ['measure']);
}
{ // Walmart Q3 FY2028 EPS beat (alpha only).
  addCase('companies', { name: 'walmart-q3-eps-beat', events: [A('KXWMTBEAT-27Q3', 'Walmart beats EPS estimates in Q3 FY28?', 'Companies', z('2027-11-16', '12:00'), [['YES', 'Yes', 'beat']])] });
}
{ // Largest company by market cap on Dec 31, 2027: alpha, beta, gamma (names vs tickers).
  const close = z('2027-12-31', '21:00');
  addCase('companies', { name: 'largest-company-end-2027', events: [
    A('KXLARGESTCO-27DEC31', 'Largest company in the world at end of 2027', 'Companies', close, [['NVDA', 'NVIDIA', 'nvda'], ['MSFT', 'Microsoft', 'msft'], ['AAPL', 'Apple', 'aapl'], ['GOOGL', 'Alphabet', 'googl']]),
    B('Largest company end of 2027?', 'Business', close, [['largest-company-end-of-2027-nvidia', 'Nvidia', 'nvda'], ['largest-company-end-of-2027-microsoft', 'Microsoft', 'msft'], ['largest-company-end-of-2027-apple', 'Apple', 'aapl'], ['largest-company-end-of-2027-alphabet', 'Google', 'googl']]),
    G('World\'s biggest company by market cap, 31 Dec 2027', close, [['NVDA', 'nvda'], ['MSFT', 'msft'], ['AAPL', 'aapl'], ['GOOGL', 'googl'], ['Other', 'other']]),
  ] });
}
{ // OpenAI IPO: "by Dec 31, 2027" (alpha) vs "in 2028" (beta): different windows.
  addCase('companies', { name: 'openai-ipo-windows', groups: [['alpha'], ['beta']], events: [
    A('KXOPENAIIPO-27', 'Will OpenAI IPO before 2028?', 'Companies', z('2027-12-31'), [['YES', 'Yes', 'by27']]),
    B('OpenAI IPO in 2028?', 'Business', z('2028-12-31'), [['openai-ipo-in-2028', 'Yes', 'in28']], { rules: 'Resolves Yes if OpenAI\'s shares begin trading on a public exchange between January 1 and December 31, 2028.' }),
  ] }, ['deadline']);
}

// ───────────────────────────── SPORTS ─────────────────────────────

interface Team { city: string; nick: string; abbr: string }
const team = (city: string, nick: string, abbr: string): Team => ({ city, nick, abbr });
const GB = team('Green Bay', 'Packers', 'GB');
const DET = team('Detroit', 'Lions', 'DET');
const NYG = team('New York G', 'Giants', 'NYG');
const DAL = team('Dallas', 'Cowboys', 'DAL');
const KC = team('Kansas City', 'Chiefs', 'KC');
const BAL = team('Baltimore', 'Ravens', 'BAL');
const PHI = team('Philadelphia', 'Eagles', 'PHI');
const BUF = team('Buffalo', 'Bills', 'BUF');
const MIA = team('Miami', 'Dolphins', 'MIA');
const SF = team('San Francisco', '49ers', 'SF');
const SEA = team('Seattle', 'Seahawks', 'SEA');

/**
 * One game listed on several venues, each in its own style: alpha "Away at Home" with one market per team, beta and beta_us one
 * market whose two outcomes are the teams (YES side = the away team), gamma a categorical market by nickname. `date` is the local game day,
 * `close` the start instant (UTC). `tag` prefixes the truth tags.
 */
function game(league: string, date: string, close: string, away: Team, home: Team, venues: Array<E['venue']>, tag: string): E[] {
  const dd = date.slice(8, 10);
  const mon = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][Number(date.slice(5, 7)) - 1]!;
  const out: E[] = [];
  for (const v of venues) {
    if (v === 'alpha') {
      out.push(A(`KX${league}GAME-${date.slice(2, 4)}${mon}${dd}${away.abbr}${home.abbr}`, `${away.city} at ${home.city}`, 'Sports', close,
        [[away.abbr, away.city, `${tag}-${away.abbr}`], [home.abbr, home.city, `${tag}-${home.abbr}`]],
        { rules: `Resolves to the winner of the ${away.city} at ${home.city} ${league} game originally scheduled for ${date}.` }));
    } else if (v === 'beta') {
      const s = `${league.toLowerCase()}-${away.abbr.toLowerCase()}-${home.abbr.toLowerCase()}-${date}`;
      out.push(B(`${away.nick} vs. ${home.nick}`, 'Sports', close, [[s, '', `${tag}-${away.abbr}`, { outcomes: yn(away.nick, home.nick) }]],
        { rules: `In the upcoming ${league} game scheduled for ${date}, if the ${away.city} ${away.nick} win, this market resolves to "${away.nick}"; if the ${home.city} ${home.nick} win, to "${home.nick}".` }));
    } else if (v === 'beta_us') {
      const s = `aec-${league.toLowerCase()}-${away.abbr.toLowerCase()}-${home.abbr.toLowerCase()}-${date}`;
      out.push(U(s, `${away.city} ${away.nick} @ ${home.city} ${home.nick}`, 'Sports', close, [[s, '', `${tag}-${away.abbr}`, { outcomes: yn(`${away.city} ${away.nick}`, `${home.city} ${home.nick}`) }]]));
    } else {
      out.push(G(`${league}: ${away.nick} @ ${home.nick} (${date.slice(5, 7)}/${dd})`, close, [[away.nick, `${tag}-${away.abbr}`], [home.nick, `${tag}-${home.abbr}`]]));
    }
  }
  return out;
}

addCase('sports', { name: 'nfl-gb-det-thanksgiving-2027', events: game('NFL', '2027-11-25', z('2027-11-25', '17:30'), GB, DET, ['alpha', 'beta', 'beta_us', 'gamma'], 'gbdet') });
addCase('sports', { name: 'nfl-nyg-dal-thanksgiving-2027', events: game('NFL', '2027-11-25', z('2027-11-25', '21:30'), NYG, DAL, ['alpha', 'beta', 'gamma'], 'nygdal') });
addCase('sports', { name: 'nfl-kc-bal-thanksgiving-night-2027', events: game('NFL', '2027-11-25', z('2027-11-26', '01:20'), KC, BAL, ['alpha', 'beta', 'beta_us'], 'kcbal') });
addCase('sports', { name: 'nfl-buf-mia-week10-2027', events: game('NFL', '2027-11-14', z('2027-11-14', '18:00'), BUF, MIA, ['alpha', 'beta'], 'bufmia') });
addCase('sports', { name: 'nfl-sea-sf-week10-2027', events: game('NFL', '2027-11-14', z('2027-11-15', '01:25'), SEA, SF, ['alpha', 'beta_us', 'gamma'], 'seasf') });
{ // Cowboys–Eagles twice: Week 11 in Philadelphia (alpha, beta) and Week 17 in Dallas (beta_us, gamma): same teams, different dates.
  addCase('sports', { name: 'nfl-dal-phi-week11-2027', events: game('NFL', '2027-11-21', z('2027-11-21', '21:25'), DAL, PHI, ['alpha', 'beta'], 'dalphi11') }, ['date']);
  addCase('sports', { name: 'nfl-phi-dal-week17-2027', events: game('NFL', '2028-01-02', z('2028-01-02', '21:25'), PHI, DAL, ['beta_us', 'gamma'], 'phidal17') });
}
{ // Lions moneyline (in the GB–DET case) vs the Lions covering -3.5 on gamma: a different question on the same game.
  addCase('sports', { name: 'nfl-det-spread-thanksgiving-2027', events: [
    G1('Lions -3.5 vs Packers (Thanksgiving)', z('2027-11-25', '17:30'), 'det-cover', { rules: 'YES if the Detroit Lions beat the Green Bay Packers by 4 or more points on November 25, 2027.' }),
  ] }, ['category']);
}
{ // Total points over/under in KC–BAL on alpha and beta (a different question from the winner).
  const close = z('2027-11-26', '01:20');
  addCase('sports', { name: 'nfl-kc-bal-total-2027', events: [
    A('KXNFLTOTAL-27NOV25KCBAL', 'Kansas City at Baltimore: total points', 'Sports', close, [['O47', 'Over 47.5 points scored', 'o475'], ['O51', 'Over 51.5 points scored', 'o515']]),
    B('Chiefs vs. Ravens: O/U 47.5', 'Sports', close, [['nfl-kc-bal-2027-11-25-total-47pt5', '', 'o475', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['category']);
}
{ // Ohio State at Michigan, Nov 27, 2027 ("The Game").
  const close = z('2027-11-27', '17:00');
  addCase('sports', { name: 'cfb-osu-mich-2027', events: [
    A('KXNCAAFGAME-27NOV27OSUMICH', 'Ohio St. at Michigan', 'Sports', close, [['OSU', 'Ohio St.', 'osu'], ['MICH', 'Michigan', 'mich']]),
    B('Ohio State vs. Michigan', 'Sports', close, [['cfb-osu-mich-2027-11-27', '', 'osu', { outcomes: yn('Ohio State', 'Michigan') }]]),
    U('aec-cfb-ohiost-mich-2027-11-27', 'Ohio State Buckeyes @ Michigan Wolverines', 'Sports', close, [['aec-cfb-ohiost-mich-2027-11-27', '', 'osu', { outcomes: yn('Ohio State Buckeyes', 'Michigan Wolverines') }]]),
  ] });
}
{ // Michigan State at Michigan (Oct/Nov) on gamma: look-alike teams, a different game.
  addCase('sports', { name: 'cfb-msu-mich-2027', events: [
    G('CFB: Michigan St. @ Michigan', z('2027-11-06', '20:00'), [['Michigan St. Spartans', 'msu'], ['Michigan Wolverines', 'mich']]),
  ] }, ['category']);
}
{ // The Iron Bowl: Alabama at Auburn, Nov 27, 2027.
  const close = z('2027-11-27', '20:30');
  addCase('sports', { name: 'cfb-iron-bowl-2027', events: [
    A('KXNCAAFGAME-27NOV27ALAAUB', 'Alabama at Auburn', 'Sports', close, [['ALA', 'Alabama', 'ala'], ['AUB', 'Auburn', 'aub']]),
    G('Iron Bowl 2027: Crimson Tide vs Tigers', close, [['Alabama', 'ala'], ['Auburn', 'aub']]),
  ] });
}
{ // College Football Playoff national champion (January 2028).
  const close = z('2028-01-18', '05:00');
  addCase('sports', { name: 'cfp-champion-2028', events: [
    A('KXNCAAF-28', 'College Football Playoff national champion', 'Sports', close, [['OSU', 'Ohio State', 'osu'], ['UGA', 'Georgia', 'uga'], ['TEX', 'Texas', 'tex'], ['ORE', 'Oregon', 'ore']]),
    B('College Football Champion 2028', 'Sports', close, [['cfb-champion-2028-ohio-state', 'Ohio State', 'osu'], ['cfb-champion-2028-georgia', 'Georgia', 'uga'], ['cfb-champion-2028-texas', 'Texas', 'tex'], ['cfb-champion-2028-oregon', 'Oregon', 'ore'], ['cfb-champion-2028-notre-dame', 'Notre Dame', 'nd']]),
    G('CFP title 2027-28 season', close, [['Buckeyes', 'osu'], ['Bulldogs (UGA)', 'uga'], ['Longhorns', 'tex'], ['Ducks', 'ore'], ['Field', 'other']]),
  ] });
}
{ // Heisman Trophy 2027 (Dec 11, 2027): categorical on alpha, binaries on gamma (split into separate gamma markets).
  const close = z('2027-12-12', '02:00');
  addCase('sports', { name: 'heisman-2027', events: [
    A('KXHEISMAN-27', 'Heisman Trophy winner 2027', 'Sports', close, [['AMAN', 'Arch Manning', 'manning'], ['JSMI', 'Jeremiah Smith', 'jsmith'], ['BUNA', 'Bryce Underwood', 'underwood']]),
    B('Heisman Trophy Winner 2027', 'Sports', close, [['heisman-2027-arch-manning', 'Arch Manning', 'manning'], ['heisman-2027-jeremiah-smith', 'Jeremiah Smith', 'jsmith'], ['heisman-2027-bryce-underwood', 'Bryce Underwood', 'underwood']]),
    G1('Will Arch Manning win the 2027 Heisman?', close, 'manning'),
    G1('Will Jeremiah Smith win the 2027 Heisman Trophy?', close, 'jsmith'),
  ] });
}
{ // NFL MVP for the 2027 season (AP, February 2028).
  const close = z('2028-02-10', '03:00');
  addCase('sports', { name: 'nfl-mvp-2027', events: [
    A('KXNFLMVP-27', 'NFL MVP 2027-28', 'Sports', close, [['JALL', 'Josh Allen', 'allen'], ['LJAC', 'Lamar Jackson', 'jackson'], ['PMAH', 'Patrick Mahomes', 'mahomes'], ['JDAN', 'Jayden Daniels', 'daniels']]),
    B('NFL MVP', 'Sports', close, [['nfl-mvp-2027-josh-allen', 'Josh Allen', 'allen'], ['nfl-mvp-2027-lamar-jackson', 'Lamar Jackson', 'jackson'], ['nfl-mvp-2027-patrick-mahomes', 'Patrick Mahomes', 'mahomes'], ['nfl-mvp-2027-jayden-daniels', 'Jayden Daniels', 'daniels']]),
    U('nfl-mvp-2027-28', 'AP NFL Most Valuable Player (2027 season)', 'Sports', close, [['nfl-mvp-2027-28-allen', 'J. Allen', 'allen'], ['nfl-mvp-2027-28-jackson', 'L. Jackson', 'jackson'], ['nfl-mvp-2027-28-mahomes', 'P. Mahomes', 'mahomes']]),
  ] });
}
{ // Offensive Player of the Year (gamma) — a different award from MVP with the same names.
  addCase('sports', { name: 'nfl-opoy-2027', events: [
    G('NFL Offensive Player of the Year 2027', z('2028-02-10', '03:00'), [['Ja\'Marr Chase', 'chase'], ['Josh Allen', 'allen'], ['Other', 'other']]),
  ] }, ['category']);
}
{ // Super Bowl LXII winner (Feb 2028).
  const close = z('2028-02-14', '03:00');
  addCase('sports', { name: 'super-bowl-lxii', events: [
    A('KXSB-28', 'Pro Football Champion 2028', 'Sports', close, [['KC', 'Kansas City', 'kc'], ['BUF', 'Buffalo', 'buf'], ['PHI', 'Philadelphia', 'phi'], ['DET', 'Detroit', 'det'], ['BAL', 'Baltimore', 'bal']]),
    B('Super Bowl Champion 2028', 'Sports', close, [['super-bowl-champion-2028-kansas-city-chiefs', 'Chiefs', 'kc'], ['super-bowl-champion-2028-buffalo-bills', 'Bills', 'buf'], ['super-bowl-champion-2028-philadelphia-eagles', 'Eagles', 'phi'], ['super-bowl-champion-2028-detroit-lions', 'Lions', 'det'], ['super-bowl-champion-2028-baltimore-ravens', 'Ravens', 'bal']]),
    U('super-bowl-lxii-winner', 'Super Bowl LXII Winner', 'Sports', close, [['sb-lxii-chiefs', 'Kansas City Chiefs', 'kc'], ['sb-lxii-bills', 'Buffalo Bills', 'buf'], ['sb-lxii-eagles', 'Philadelphia Eagles', 'phi']]),
    G('Super Bowl 62 champion', close, [['KC', 'kc'], ['BUF', 'buf'], ['PHI', 'phi'], ['DET', 'det'], ['BAL', 'bal'], ['Other', 'other']]),
  ] });
}
{ // AFC champion (beta) vs Super Bowl winner: a different title.
  addCase('sports', { name: 'afc-champion-2027', events: [
    B('AFC Champion 2027-28', 'Sports', z('2028-01-31', '03:00'), [['afc-champion-2027-kansas-city-chiefs', 'Chiefs', 'afckc'], ['afc-champion-2027-buffalo-bills', 'Bills', 'afcbuf'], ['afc-champion-2027-baltimore-ravens', 'Ravens', 'afcbal']]),
  ] }, ['category']);
}

// NBA and NHL, early season.
const LAL = team('Los Angeles L', 'Lakers', 'LAL');
const BOS = team('Boston', 'Celtics', 'BOS');
const OKC = team('Oklahoma City', 'Thunder', 'OKC');
const DEN = team('Denver', 'Nuggets', 'DEN');
const NYK = team('New York', 'Knicks', 'NYK');
const TOR = team('Toronto', 'Maple Leafs', 'TOR');
const MTL = team('Montreal', 'Canadiens', 'MTL');
const EDM = team('Edmonton', 'Oilers', 'EDM');
const VGK = team('Vegas', 'Golden Knights', 'VGK');
addCase('sports', { name: 'nba-lal-bos-2027-11-12', events: game('NBA', '2027-11-12', z('2027-11-13', '00:30'), LAL, BOS, ['alpha', 'beta', 'gamma'], 'lalbos') });
addCase('sports', { name: 'nba-okc-den-2027-11-10', events: game('NBA', '2027-11-10', z('2027-11-11', '02:00'), OKC, DEN, ['alpha', 'beta', 'beta_us'], 'okcden') });
{ // Knicks–Celtics twice in a week: Nov 9 at MSG (alpha, beta) vs Nov 16 in Boston (gamma).
  addCase('sports', { name: 'nba-bos-nyk-2027-11-09', events: game('NBA', '2027-11-09', z('2027-11-10', '00:30'), BOS, NYK, ['alpha', 'beta'], 'bosnyk') }, ['date']);
  addCase('sports', { name: 'nba-nyk-bos-2027-11-16', events: game('NBA', '2027-11-16', z('2027-11-17', '00:30'), NYK, BOS, ['gamma'], 'nykbos') });
}
addCase('sports', { name: 'nhl-mtl-tor-2027-11-13', events: game('NHL', '2027-11-13', z('2027-11-14', '00:00'), MTL, TOR, ['alpha', 'beta', 'gamma'], 'mtltor') });
addCase('sports', { name: 'nhl-edm-vgk-2027-11-12', events: game('NHL', '2027-11-12', z('2027-11-13', '03:00'), EDM, VGK, ['alpha', 'beta_us'], 'edmvgk') });
{ // NBA Cup 2027 (December) vs the 2028 NBA championship: different competitions.
  addCase('sports', { name: 'nba-cup-2027', events: [
    A('KXNBACUP-27', 'NBA Cup winner 2027', 'Sports', z('2027-12-18', '04:00'), [['OKC', 'Oklahoma City', 'okc'], ['NYK', 'New York', 'nyk'], ['DEN', 'Denver', 'den']]),
    B('Emirates NBA Cup Champion 2027', 'Sports', z('2027-12-18', '04:00'), [['nba-cup-2027-thunder', 'Thunder', 'okc'], ['nba-cup-2027-knicks', 'Knicks', 'nyk'], ['nba-cup-2027-nuggets', 'Nuggets', 'den']]),
  ] });
  addCase('sports', { name: 'nba-champion-2028', events: [
    A('KXNBA-28', 'Pro Basketball Champion 2028', 'Sports', z('2028-06-25'), [['OKC', 'Oklahoma City', 'okc'], ['NYK', 'New York', 'nyk'], ['DEN', 'Denver', 'den']]),
    G('NBA Finals 2028 champion', z('2028-06-25'), [['Thunder', 'okc'], ['Knicks', 'nyk'], ['Nuggets', 'den'], ['Other', 'other']]),
  ] }, ['category']);
}
{ // Stanley Cup 2028 on beta only.
  addCase('sports', { name: 'stanley-cup-2028', events: [B('Stanley Cup Champion 2028', 'Sports', z('2028-06-30'), [['stanley-cup-2028-oilers', 'Oilers', 'edm'], ['stanley-cup-2028-panthers', 'Panthers', 'fla'], ['stanley-cup-2028-golden-knights', 'Golden Knights', 'vgk']])] });
}

// Soccer, F1 and the year-end awards.
{ // North London derby, Premier League, Sun Nov 21, 2027: three-way on all venues (alpha "Tie", beta "Draw", gamma "Draw").
  const close = z('2027-11-21', '18:30');
  addCase('sports', { name: 'epl-ars-tot-2027-11-21', events: [
    A('KXEPLGAME-27NOV21ARSTOT', 'Arsenal vs Tottenham', 'Sports', close, [['ARS', 'Arsenal', 'ars'], ['TOT', 'Tottenham', 'tot'], ['TIE', 'Tie', 'draw']], { rules: 'Resolves on the result after 90 minutes plus stoppage time of the Premier League match on November 21, 2027.' }),
    B('Arsenal vs. Tottenham Hotspur', 'Sports', close, [['epl-ars-tot-2027-11-21-ars', 'Arsenal', 'ars'], ['epl-ars-tot-2027-11-21-draw', 'Draw (Arsenal vs. Tottenham)', 'draw'], ['epl-ars-tot-2027-11-21-tot', 'Tottenham', 'tot']]),
    G('EPL: Arsenal v Spurs (21 Nov)', close, [['Arsenal', 'ars'], ['Draw', 'draw'], ['Spurs', 'tot']]),
  ] });
}
{ // Tottenham v Arsenal in the Carabao Cup (Dec 2027, beta_us): same clubs, another competition and date; extra time counts.
  addCase('sports', { name: 'efl-cup-tot-ars-2027-12', events: [
    U('efl-cup-tot-ars-2027-12-15', 'Carabao Cup QF: Spurs v Arsenal — who advances?', 'Sports', z('2027-12-15', '22:00'), [['efl-cup-tot-ars-2027-12-15-tot', 'Tottenham', 'cuptot'], ['efl-cup-tot-ars-2027-12-15-ars', 'Arsenal', 'cupars']]),
  ] }, ['date']);
}
{ // Real Madrid vs Liverpool, Champions League league phase, Nov 24, 2027.
  const close = z('2027-11-24', '22:00');
  addCase('sports', { name: 'ucl-rma-liv-2027-11-24', events: [
    A('KXUCLGAME-27NOV24RMALIV', 'Real Madrid vs Liverpool', 'Sports', close, [['RMA', 'Real Madrid', 'rma'], ['LIV', 'Liverpool', 'liv'], ['TIE', 'Tie', 'draw']]),
    B('Real Madrid vs. Liverpool FC', 'Sports', close, [['ucl-rma-liv-2027-11-24-rma', 'Real Madrid', 'rma'], ['ucl-rma-liv-2027-11-24-draw', 'Draw', 'draw'], ['ucl-rma-liv-2027-11-24-liv', 'Liverpool', 'liv']]),
    U('ucl-rma-liv-2027-11-24', 'UCL: Real Madrid v Liverpool', 'Sports', close, [['ucl-rma-liv-2027-11-24-real-madrid', 'Real Madrid CF', 'rma'], ['ucl-rma-liv-2027-11-24-tie', 'Draw', 'draw'], ['ucl-rma-liv-2027-11-24-liverpool', 'Liverpool FC', 'liv']]),
  ] });
}
{ // Premier League 2027–28 winner: categorical on alpha and beta, binaries on gamma.
  const close = z('2028-05-21');
  addCase('sports', { name: 'epl-winner-2027-28', events: [
    A('KXEPL-28', 'English Premier League winner 2027-28', 'Sports', close, [['ARS', 'Arsenal', 'ars'], ['LIV', 'Liverpool', 'liv'], ['MCI', 'Man City', 'mci'], ['CHE', 'Chelsea', 'che']]),
    B('Premier League Winner 2027/28', 'Sports', close, [['epl-winner-2027-28-arsenal', 'Arsenal', 'ars'], ['epl-winner-2027-28-liverpool', 'Liverpool', 'liv'], ['epl-winner-2027-28-manchester-city', 'Manchester City', 'mci'], ['epl-winner-2027-28-chelsea', 'Chelsea', 'che']]),
    G1('Arsenal to win the 2027/28 Premier League?', close, 'ars'),
    G1('Man City champions of England 2027-28?', close, 'mci'),
  ] });
}
{ // Premier League top four (beta_us): a different question from the title.
  addCase('sports', { name: 'epl-top4-arsenal-2027-28', events: [U('arsenal-top-4-2027-28', 'Arsenal finish top 4 in 2027-28?', 'Sports', z('2028-05-21'), [['arsenal-top-4-2027-28-yes', 'Yes', 'top4']])] }, ['category']);
}
{ // MLS Cup 2027 final (Dec 2027).
  const close = z('2027-12-05', '02:00');
  addCase('sports', { name: 'mls-cup-2027', events: [
    A('KXMLSCUP-27', 'MLS Cup 2027 winner', 'Sports', close, [['MIA', 'Inter Miami', 'mia'], ['LAFC', 'LAFC', 'lafc'], ['CLB', 'Columbus', 'clb']]),
    B('MLS Cup Champion 2027', 'Sports', close, [['mls-cup-2027-inter-miami-cf', 'Inter Miami CF', 'mia'], ['mls-cup-2027-los-angeles-fc', 'Los Angeles FC', 'lafc'], ['mls-cup-2027-columbus-crew', 'Columbus Crew', 'clb']]),
  ] });
}
{ // FIFA The Best Men's Player 2027 (alpha, beta) vs the Ballon d'Or 2028 (beta_us, gamma): different award bodies and years.
  addCase('sports', { name: 'fifa-the-best-2027', events: [
    A('KXFIFABEST-27', 'The Best FIFA Men\'s Player 2027', 'Sports', z('2027-12-20'), [['LYAM', 'Lamine Yamal', 'yamal'], ['KMBA', 'Kylian Mbappé', 'mbappe'], ['ODEM', 'Ousmane Dembélé', 'dembele']]),
    B('FIFA The Best Men\'s Player 2027 winner', 'Sports', z('2027-12-20'), [['fifa-the-best-2027-lamine-yamal', 'Yamal', 'yamal'], ['fifa-the-best-2027-kylian-mbappe', 'Mbappe', 'mbappe'], ['fifa-the-best-2027-ousmane-dembele', 'Dembele', 'dembele']]),
  ] }, ['source']);
  addCase('sports', { name: 'ballon-dor-2028', events: [
    U('ballon-dor-2028', 'Ballon d\'Or 2028 winner', 'Sports', z('2028-10-31'), [['ballon-dor-2028-lamine-yamal', 'Lamine Yamal', 'yamal'], ['ballon-dor-2028-kylian-mbappe', 'Kylian Mbappé', 'mbappe']]),
    G('Ballon d\'Or 2028', z('2028-10-31'), [['Yamal', 'yamal'], ['Mbappé', 'mbappe'], ['Other', 'other']]),
  ] });
}
{ // F1 Abu Dhabi Grand Prix 2027 (season finale) and the 2027 drivers' title.
  const close = z('2027-11-28', '15:00');
  addCase('sports', { name: 'f1-abu-dhabi-gp-2027', events: [
    A('KXF1RACE-27ABU', 'Abu Dhabi Grand Prix winner', 'Sports', close, [['MVER', 'Max Verstappen', 'ver'], ['LNOR', 'Lando Norris', 'nor'], ['OPIA', 'Oscar Piastri', 'pia'], ['GRUS', 'George Russell', 'rus']]),
    B('F1: Abu Dhabi GP Winner', 'Sports', close, [['f1-abu-dhabi-gp-2027-verstappen', 'Verstappen', 'ver'], ['f1-abu-dhabi-gp-2027-norris', 'Norris', 'nor'], ['f1-abu-dhabi-gp-2027-piastri', 'Piastri', 'pia'], ['f1-abu-dhabi-gp-2027-russell', 'Russell', 'rus']]),
    G('Formula 1 — Yas Marina 2027 race win', close, [['VER', 'ver'], ['NOR', 'nor'], ['PIA', 'pia'], ['RUS', 'rus'], ['Other', 'other']]),
  ] });
  addCase('sports', { name: 'f1-abu-dhabi-pole-2027', events: [
    A('KXF1POLE-27ABU', 'Abu Dhabi Grand Prix pole position', 'Sports', z('2027-11-27', '15:00'), [['MVER', 'Max Verstappen', 'pver'], ['LNOR', 'Lando Norris', 'pnor']]),
  ] }, ['category']);
}

// ───────────────────────────── CULTURE AND AWARDS ─────────────────────────────

{ // Frozen III (opens Wed Nov 24, 2027): the 3-day Fri–Sun weekend per Box Office Mojo (alpha) and The Numbers (beta) — one event,
  // not fungible; gamma's 5-day Wed–Sun Thanksgiving total is a different measure.
  const close = z('2027-11-29', '20:00');
  addCase('culture', { name: 'frozen-3-opening-weekend', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXOPENFROZEN3', 'Frozen III domestic opening weekend', 'Entertainment', close, [['T100', 'Above $100M', 'gt100'], ['T125', 'Above $125M', 'gt125'], ['T150', 'Above $150M', 'gt150']],
      { sources: ['Box Office Mojo https://www.boxofficemojo.com/'], rules: 'Resolves on the domestic (US and Canada) Friday–Sunday opening weekend gross of Frozen III as reported by Box Office Mojo.' }),
    B('Frozen 3 opening weekend box office?', 'Culture', close, [['frozen-3-opening-weekend-above-100m', '>$100M', 'gt100'], ['frozen-3-opening-weekend-above-125m', '>$125M', 'gt125'], ['frozen-3-opening-weekend-above-150m', '>$150M', 'gt150']],
      { rules: 'Resolves on the 3-day (Fri–Sun) domestic opening weekend gross for "Frozen III" per The Numbers (the-numbers.com).' }),
    G('Frozen III 5-day Thanksgiving opening (Wed–Sun)', close, [['Over $150M', 'five150'], ['Over $200M', 'five200']], { rules: 'Domestic 5-day gross, Wednesday Nov 24 through Sunday Nov 28, 2027, per Box Office Mojo.' }),
  ] }, ['measure']);
}
{ // Avengers: Secret Wars opening weekend (Dec 17, 2027) on alpha and beta_us.
  const close = z('2027-12-20', '20:00');
  addCase('culture', { name: 'avengers-secret-wars-opening', events: [
    A('KXOPENSECRETWARS', 'Avengers: Secret Wars opening weekend', 'Entertainment', close, [['T200', 'Above $200M', 'gt200'], ['T250', 'Above $250M', 'gt250']], { sources: ['Box Office Mojo https://www.boxofficemojo.com/'] }),
    U('avengers-secret-wars-opening-weekend', '"Secret Wars" domestic opening', 'Culture', close, [['secret-wars-opening-above-200m', '$200M+', 'gt200'], ['secret-wars-opening-above-250m', '$250M+', 'gt250']], { rules: 'Friday–Sunday domestic opening per Box Office Mojo.' }),
  ] });
}
{ // Time Person of the Year 2027.
  const close = z('2027-12-10');
  addCase('culture', { name: 'time-poy-2027', events: [
    A('KXTIMEPOY-27', 'TIME Person of the Year 2027', 'Culture', close, [['DJT', 'Donald Trump', 'trump'], ['LEO', 'Pope Leo XIV', 'leo'], ['JHUA', 'Jensen Huang', 'huang'], ['EMUS', 'Elon Musk', 'musk']]),
    B('Time 2027 Person of the Year', 'Culture', close, [['time-2027-person-of-the-year-donald-trump', 'Trump', 'trump'], ['time-2027-person-of-the-year-pope-leo-xiv', 'Pope Leo XIV', 'leo'], ['time-2027-person-of-the-year-jensen-huang', 'Jensen Huang', 'huang'], ['time-2027-person-of-the-year-elon-musk', 'Elon Musk', 'musk']]),
    G('TIME POY 2027', close, [['Trump', 'trump'], ['Pope Leo', 'leo'], ['Jensen Huang', 'huang'], ['Musk', 'musk'], ['Other', 'other']]),
  ] });
}
{ // The Game Awards 2027: Game of the Year.
  const close = z('2027-12-10', '05:00');
  addCase('culture', { name: 'tga-goty-2027', events: [
    A('KXGAMEAWARDS-27', 'Game of the Year 2027 (The Game Awards)', 'Entertainment', close, [['WITCH4', 'The Witcher IV', 'witcher'], ['INTG', 'Intergalactic: The Heretic Prophet', 'intergalactic'], ['OTH', 'Other', 'other']]),
    B('The Game Awards: Game of the Year 2027', 'Culture', close, [['tga-goty-2027-the-witcher-4', 'Witcher 4', 'witcher'], ['tga-goty-2027-intergalactic', 'Intergalactic', 'intergalactic'], ['tga-goty-2027-other', 'Other', 'other']]),
  ] });
}
{ // Golden Globes Best Motion Picture – Drama (Jan 2028) vs the Oscars Best Picture (Mar 2028): different award bodies.
  addCase('culture', { name: 'golden-globes-drama-2028', events: [
    A('KXGGDRAMA-28', 'Golden Globe Best Motion Picture – Drama', 'Entertainment', z('2028-01-10', '04:00'), [['ODYS', 'The Odyssey', 'odyssey'], ['DUNE3', 'Dune: Part Three', 'dune3']]),
  ] }, ['source']);
  addCase('culture', { name: 'oscars-best-picture-2028', events: [
    B('Oscars 2028: Best Picture Winner', 'Culture', z('2028-03-06', '05:00'), [['oscars-2028-best-picture-the-odyssey', 'The Odyssey', 'odyssey'], ['oscars-2028-best-picture-dune-part-three', 'Dune: Part Three', 'dune3']]),
    G('100th Academy Awards — Best Picture', z('2028-03-06', '05:00'), [['The Odyssey', 'odyssey'], ['Dune: Part Three', 'dune3'], ['Other', 'other']]),
  ] });
}
{ // Spotify Wrapped 2027: top global artist.
  const close = z('2027-12-03');
  addCase('culture', { name: 'spotify-wrapped-top-artist-2027', events: [
    A('KXSPOTIFYARTIST-27', 'Spotify Wrapped 2027: top artist globally', 'Entertainment', close, [['TSWI', 'Taylor Swift', 'swift'], ['BBUN', 'Bad Bunny', 'badbunny'], ['TWEE', 'The Weeknd', 'weeknd']]),
    U('spotify-top-artist-2027', 'Spotify #1 global artist 2027', 'Culture', close, [['spotify-top-artist-2027-taylor-swift', 'Taylor Swift', 'swift'], ['spotify-top-artist-2027-bad-bunny', 'Bad Bunny', 'badbunny']]),
    G('Most streamed artist on Spotify in 2027 (Wrapped)', close, [['Taylor Swift', 'swift'], ['Bad Bunny', 'badbunny'], ['The Weeknd', 'weeknd'], ['Other', 'other']]),
  ] });
}
{ // "All I Want for Christmas Is You" #1 on the Hot 100 chart dated Dec 25, 2027 (alpha) vs "#1 at any point in December" (beta).
  addCase('culture', { name: 'mariah-hot-100-dec-2027', groups: [['alpha'], ['beta']], events: [
    A('KXHOT100MARIAH-27DEC25', 'Mariah Carey #1 on the Billboard Hot 100 dated Dec 25, 2027?', 'Entertainment', z('2027-12-21', '17:00'), [['YES', 'Yes', 'dec25']]),
    B('Will "All I Want for Christmas Is You" hit #1 in December 2027?', 'Culture', z('2027-12-31'), [['all-i-want-for-christmas-number-1-december-2027', 'Yes', 'anydec']], { rules: 'Resolves Yes if the song is #1 on any Billboard Hot 100 chart dated in December 2027.' }),
  ] }, ['observation']);
}
{ // Grammys 2028 Album of the Year — alpha only.
  addCase('culture', { name: 'grammys-aoty-2028', events: [A('KXGRAMAOTYSWIFT-28', 'Will Taylor Swift win Album of the Year at the 2028 Grammys?', 'Entertainment', z('2028-02-07', '05:00'), [['YES', 'Yes', 'swift']])] });
}

// ───────────────────────────── THANKSGIVING WEATHER ─────────────────────────────

{ // Snow in New York City on Thanksgiving (Nov 25, 2027): Central Park (alpha) vs LaGuardia (beta) — one event, not fungible.
  const close = z('2027-11-26', '13:00');
  addCase('weather', { name: 'nyc-snow-thanksgiving-2027', fungible: nf('alpha|beta'), events: [
    A('KXSNOWNYC-27NOV25', 'Will it snow in NYC on Thanksgiving?', 'Climate and Weather', close, [['T0', 'Measurable snow (0.1"+)', 'snow']], { sources: [NWS], rules: 'Resolves Yes if the NWS Daily Climate Report for Central Park, NY shows 0.1 inches or more of snowfall on November 25, 2027.' }),
    B('Snow in New York City on Thanksgiving 2027?', 'Weather', close, [['snow-in-nyc-on-thanksgiving-2027', 'Yes', 'snow']], { rules: 'Resolves Yes if LaGuardia Airport (KLGA) records measurable snowfall (≥0.1 in) on November 25, 2027 per the NWS climate report.' }),
  ] }, ['source']);
}
{ // Chicago high temperature on Thanksgiving: O'Hare (alpha) vs Midway (gamma) — one event, not fungible; beta_us asks about Nov 26.
  addCase('weather', { name: 'chicago-high-thanksgiving-2027', groups: [['alpha', 'gamma'], ['beta_us']], fungible: nf('alpha|gamma'), events: [
    A('KXHIGHCHI-27NOV25', 'Highest temperature in Chicago on Nov 25, 2027?', 'Climate and Weather', z('2027-11-26', '13:00'), [['B35.5', '35° to 36°', 'b3536'], ['B37.5', '37° to 38°', 'b3738'], ['T38', '39° or above', 'ge39'], ['T35', '34° or below', 'le34']],
      { sources: [NWS], rules: 'Resolves on the maximum temperature for Chicago O\'Hare (KORD) in the NWS Daily Climate Report for November 25, 2027.' }),
    G('Chicago max temp, Thanksgiving Day 2027 (°F)', z('2027-11-26', '13:00'), [['≤34', 'le34'], ['35-36', 'b3536'], ['37-38', 'b3738'], ['≥39', 'ge39']], { rules: 'Daily high at Chicago Midway (KMDW) per the NWS climate report for 25 November 2027.' }),
    U('chicago-high-temp-nov-26-2027', 'Chicago high temperature Friday Nov 26', 'Weather', z('2027-11-27', '13:00'), [['chicago-high-nov-26-2027-40-plus', '40°F or higher', 'fri40']]),
  ] }, ['date']);
}
{ // NYC high temperature on Thanksgiving: alpha and beta; gamma lists Black Friday (Nov 26).
  addCase('weather', { name: 'nyc-high-thanksgiving-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHIGHNY-27NOV25', 'Highest temperature in NYC on Nov 25, 2027?', 'Climate and Weather', z('2027-11-26', '13:00'), [['T50', '51° or above', 'gt50'], ['T45', '46° or above', 'gt45']], { sources: [NWS] }),
    B('NYC high temperature on Thanksgiving?', 'Weather', z('2027-11-26', '13:00'), [['nyc-high-temp-thanksgiving-2027-51-or-higher', '51°F or higher', 'gt50'], ['nyc-high-temp-thanksgiving-2027-46-or-higher', '46°F or higher', 'gt45']], { rules: 'Central Park (KNYC) maximum temperature on November 25, 2027 per the NWS.' }),
    G('NYC high on Black Friday (26 Nov 2027) above 50°F?', z('2027-11-27', '13:00'), [['Above 50°F', 'bf50'], ['50°F or below', 'bfno']]),
  ] }, ['date']);
}
{ // Portland, Oregon rain on Thanksgiving (alpha) vs Portland, Maine snow (beta): different places.
  addCase('weather', { name: 'portland-thanksgiving-2027', groups: [['alpha'], ['beta']], events: [
    A('KXRAINPDX-27NOV25', 'Rain in Portland, OR on Thanksgiving?', 'Climate and Weather', z('2027-11-26', '16:00'), [['T0', 'Measurable rain', 'pdxrain']], { rules: 'Resolves Yes if Portland International Airport (KPDX) records 0.01" or more of precipitation on November 25, 2027.' }),
    B('Rain in Portland on Thanksgiving?', 'Weather', z('2027-11-26', '16:00'), [['rain-in-portland-maine-on-thanksgiving-2027', 'Yes', 'pwmrain']], { rules: 'Resolves Yes if the Portland International Jetport, Maine (KPWM) records measurable precipitation on November 25, 2027.' }),
  ] }, ['place']);
}
{ // Denver November 2027 snowfall total (a month) vs snow on Thanksgiving (a day) on beta_us.
  addCase('weather', { name: 'denver-snow-nov-2027', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A('KXSNOWDEN-27NOV', 'Denver snowfall in November 2027', 'Climate and Weather', z('2027-12-01', '13:00'), [['T4', 'Above 4 inches', 'gt4'], ['T8', 'Above 8 inches', 'gt8']], { sources: [NWS] }),
    G('Denver total snow, Nov 2027', z('2027-12-01', '13:00'), [['> 4 in', 'gt4'], ['> 8 in', 'gt8']], { rules: 'Monthly snowfall at Denver International Airport (KDEN), November 2027, NWS Boulder climate data.' }),
    U('denver-snow-thanksgiving-2027', 'Snow in Denver on Thanksgiving?', 'Weather', z('2027-11-26', '13:00'), [['denver-snow-thanksgiving-2027-yes', 'Yes', 'tgsnow']]),
  ] }, ['measure']);
}
{ // White Christmas in Boston (alpha only).
  addCase('weather', { name: 'boston-white-christmas-2027', events: [A('KXWHITEXMASBOS-27', 'White Christmas in Boston 2027?', 'Climate and Weather', z('2027-12-26', '13:00'), [['YES', '1" or more of snow on the ground', 'white']], { sources: [NWS] })] });
}
{ // Global temperature: November 2027 anomaly from NASA GISS (alpha) vs Copernicus ERA5 (beta) — one event, not fungible.
  addCase('weather', { name: 'global-temp-nov-2027', fungible: nf('alpha|beta'), events: [
    A('KXGTEMP-27NOV', 'Global temperature anomaly Nov 2027', 'Climate and Weather', z('2028-01-15'), [['T1.30', 'Above 1.30°C', 'gt130']], { sources: ['NASA GISS https://data.giss.nasa.gov/gistemp/'] }),
    B('November 2027 global temp above 1.30°C?', 'Weather', z('2028-01-15'), [['november-2027-global-temp-above-1pt30c', 'Yes', 'gt130']], { rules: 'Resolves on the Copernicus ERA5 global surface air temperature anomaly vs 1850–1900 for November 2027.' }),
  ] }, ['source']);
}

// ───────────────────────────── TECH ─────────────────────────────

{ // GPT-6 release: "by Dec 31, 2027" (alpha), "before 2028" (beta) vs "by Mar 31, 2028" (gamma).
  addCase('tech', { name: 'gpt6-release', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGPT6-27', 'Will OpenAI release GPT-6 by Dec 31, 2027?', 'Science and Technology', z('2027-12-31'), [['YES', 'Yes', 'by27']], { rules: 'Resolves Yes if OpenAI makes a model named GPT-6 generally available to the public before January 1, 2028.' }),
    B('GPT-6 released before 2028?', 'Tech', z('2027-12-31'), [['gpt-6-released-before-2028', 'Yes', 'by27']]),
    G1('GPT-6 launched by 31 March 2028?', z('2028-03-31'), 'bymar28'),
  ] }, ['deadline']);
}
{ // Gemini 4 (beta_us) — a different product from GPT-6, listed alone.
  addCase('tech', { name: 'gemini-4-release-2027', events: [U('gemini-4-released-in-2027', 'Gemini 4 released in 2027?', 'Tech', z('2027-12-31'), [['gemini-4-released-in-2027-yes', 'Yes', 'gem4']])] });
}
{ // Top AI model on LMArena (text) on Dec 31, 2027, by company: alpha, beta, gamma.
  const close = z('2027-12-31', '17:00');
  addCase('tech', { name: 'lmarena-top-dec-2027', events: [
    A('KXTOPMODEL-27DEC31', 'Best AI model at end of 2027', 'Science and Technology', close, [['GOOG', 'Google', 'google'], ['OAI', 'OpenAI', 'openai'], ['ANTH', 'Anthropic', 'anthropic'], ['XAI', 'xAI', 'xai']], { rules: 'Resolves to the company whose model ranks first on the LMArena Text leaderboard (style control on) on December 31, 2027.' }),
    B('Which company has best AI model end of 2027?', 'Tech', close, [['best-ai-model-end-of-2027-google', 'Google', 'google'], ['best-ai-model-end-of-2027-openai', 'OpenAI', 'openai'], ['best-ai-model-end-of-2027-anthropic', 'Anthropic', 'anthropic'], ['best-ai-model-end-of-2027-xai', 'xAI', 'xai']]),
    G('#1 on LMArena text leaderboard, 31 Dec 2027 (company)', close, [['Google DeepMind', 'google'], ['OpenAI', 'openai'], ['Anthropic', 'anthropic'], ['xAI', 'xai'], ['Other', 'other']]),
  ] });
}
{ // Top model on the LMArena WebDev board (alpha) — a different leaderboard.
  addCase('tech', { name: 'lmarena-webdev-top-dec-2027', events: [
    A('KXTOPMODELWEBDEV-27DEC31', 'Top AI model on LMArena WebDev at end of 2027', 'Science and Technology', z('2027-12-31', '17:00'), [['ANTH', 'Anthropic', 'wdanthropic'], ['GOOG', 'Google', 'wdgoogle']]),
  ] }, ['category']);
}
{ // Apple smart glasses announced in 2027 (alpha, beta).
  addCase('tech', { name: 'apple-glasses-2027', events: [
    A('KXAPPLEGLASSES-27', 'Will Apple announce smart glasses in 2027?', 'Science and Technology', z('2027-12-31'), [['YES', 'Yes', 'ann']]),
    B('Apple smart glasses announced by December 31, 2027?', 'Tech', z('2027-12-31'), [['apple-smart-glasses-announced-by-december-31-2027', 'Yes', 'ann']]),
  ] });
}
{ // Starship: a crewed flight (beta) vs an orbital propellant transfer demo (alpha) before 2028 — different milestones.
  addCase('tech', { name: 'starship-milestones-2027', groups: [['alpha'], ['beta']], events: [
    A('KXSTARSHIPPROP-27', 'Starship ship-to-ship propellant transfer in 2027?', 'Science and Technology', z('2027-12-31'), [['YES', 'Yes', 'prop']]),
    B('Crewed Starship flight in 2027?', 'Science', z('2027-12-31'), [['crewed-starship-flight-in-2027', 'Yes', 'crew']]),
  ] }, ['category']);
}
{ // Waymo in New York City (driverless paid rides) by June 30, 2028: alpha and gamma.
  addCase('tech', { name: 'waymo-nyc-2028', events: [
    A('KXWAYMONYC-28JUN30', 'Waymo launches paid driverless rides in NYC by Jun 30, 2028?', 'Science and Technology', z('2028-06-30'), [['YES', 'Yes', 'nyc']]),
    G1('Waymo robotaxi service live in New York City before July 2028?', z('2028-06-30'), 'nyc', { rules: 'YES if Waymo offers paid fully driverless rides to the public in NYC on or before 30 June 2028.' }),
  ] });
}
{ // Nintendo Switch 2 lifetime sales above 30 million by the Feb 2028 earnings report (beta only).
  addCase('tech', { name: 'switch2-sales-feb-2028', events: [B('Switch 2 sales above 30M in Nintendo\'s Feb 2028 report?', 'Tech', z('2028-02-10'), [['switch-2-sales-above-30m-feb-2028', 'Yes', 'gt30m']])] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

const scenario = emitScenario(cases);
writeFileSync(new URL('./holdout17-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);
const events = cases.reduce((n, c) => n + c.events.length, 0);
const truth = scenario['truth'] as { outcomes: Array<{ members: string[] }> };
const outcomeMatches = truth.outcomes.filter((o) => o.members.length > 1).length;
const byKind = new Map<string, number>();
for (const h of hnKinds) for (const k of h.kinds) byKind.set(k, (byKind.get(k) ?? 0) + 1);
const byCat = new Map<string, number>();
for (const m of meta) byCat.set(m.cat, (byCat.get(m.cat) ?? 0) + 1);
console.log(JSON.stringify({ cases: cases.length, venueEvents: events, outcomeMatches, hardNegatives: meta.reduce((n, m) => n + m.hn, 0), byKind: Object.fromEntries(byKind), byCategory: Object.fromEntries(byCat) }));
