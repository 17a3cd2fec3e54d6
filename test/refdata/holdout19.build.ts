// Nineteenth independent refdata holdout: writes test/refdata/holdout19-set.json (what the venues list for mid 2028,
// May to August: the Los Angeles Olympics, the conventions and running mates, central banks, data prints, the summer's sport).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout19.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn, the HoldoutRow/Mx types) and lines 1–60 of test/refdata/holdout17.build.ts
// (its header: the labelling rules below are adopted from it verbatim, and the helper usage).
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
// - Deadlines: "by June 30" and "in 2028" are different events; "by Dec 31, 2028" and "in 2028"/"before 2029" are one.
// Ids: beta event ids 270001+, gamma ids 21001+, alpha tickers dated 2028; all closes after 2026-11-22.
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
const { A, B, U, G, G1 } = venueBuilders(270000, 21000);
/** A venue slug from a question. */
const sl = (s: string): string => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** Beta / beta_us rows of a group: one binary question per label, the label as groupItemTitle. */
const qs = (q: (label: string) => string, ls: Array<[label: string, t: string]>, mx: Mx = {}): Row[] =>
  ls.map(([l, t]) => [sl(q(l)), l, t, { q: q(l), ...mx }]);
/** A one-market beta event (its question is the title). */
const B1 = (title: string, category: string, close: string, t: string, x: Partial<E> & { src?: string; rules?: string } = {}): E => {
  const { src, rules, ...rest } = x;
  return B(title, category, close, [[sl(title), 'Yes', t, { ...(src !== undefined ? { src } : {}), ...(rules !== undefined ? { rules } : {}) }]], rest);
};
/** A one-market beta_us listing. */
const U1 = (title: string, category: string, close: string, t: string, x: { src?: string; rules?: string } = {}): E => {
  const s = sl(title).slice(0, 70);
  return U(s, title, category, close, [[s, 'Yes', t, { ...(x.src !== undefined ? { src: x.src } : {}), ...(x.rules !== undefined ? { rules: x.rules } : {}) }]]);
};
/** A one-market alpha event. */
const A1 = (ticker: string, title: string, category: string, close: string, suffix: string, label: string, t: string, x: Partial<E> & { rules?: string } = {}): E => {
  const { rules, ...rest } = x;
  return A(ticker, title, category, close, [[suffix, label, t, rules !== undefined ? { rules } : {}]], rest);
};

const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/ces/';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const CENSUS = 'US Census Bureau https://www.census.gov/retail/index.html';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const ECB = 'European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html';
const AP = 'Associated Press https://apnews.com/hub/election-results';
const NWS = 'National Weather Service https://www.weather.gov/wrh/climate';
const NHC = 'National Hurricane Center https://www.nhc.noaa.gov/';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const IOC = 'LA28 Official Results https://la28.org/en/results';
const BOM = 'Box Office Mojo https://www.boxofficemojo.com/weekend/';
const NUM = 'The Numbers https://www.the-numbers.com/weekend-box-office-chart';

const CONV_R = z('2028-07-20', '04:00');
const CONV_D = z('2028-08-24', '04:00');

// ───────────────────────────── US POLITICS: nominees, running mates, conventions, debates ─────────────────────────────

addCase('politics', { name: 'gop-vp-nominee', events: [
  A('KXVPNOMR-28', 'Republican vice presidential nominee 2028', 'Politics', CONV_R, [
    ['MRUB', 'Marco Rubio', 'rvp-rubio'], ['BDON', 'Byron Donalds', 'rvp-donalds'], ['VRAM', 'Vivek Ramaswamy', 'rvp-ram'],
    ['SHUC', 'Sarah Huckabee Sanders', 'rvp-sanders'], ['TSCO', 'Tim Scott', 'rvp-scott'], ['KNOE', 'Kristi Noem', 'rvp-noem']], { sources: [AP] }),
  B('Republican VP Nominee 2028', 'Politics', CONV_R, qs((l) => `Will ${l} be the 2028 Republican vice presidential nominee?`, [
    ['Marco Rubio', 'rvp-rubio'], ['Byron Donalds', 'rvp-donalds'], ['Vivek Ramaswamy', 'rvp-ram'], ['Sarah Huckabee Sanders', 'rvp-sanders'],
    ['Tim Scott', 'rvp-scott'], ['Elise Stefanik', 'rvp-stefanik']])),
  G('2028 Republican VP Nominee', CONV_R, [['Rubio', 'rvp-rubio'], ['Donalds', 'rvp-donalds'], ['Ramaswamy', 'rvp-ram'], ['Other', 'rvp-other']]),
  U('republican-vp-nominee-2028', 'Republican VP Nominee 2028', 'Politics', CONV_R, qs((l) => `Will ${l} be the Republican VP nominee?`, [
    ['Marco Rubio', 'rvp-rubio'], ['Byron Donalds', 'rvp-donalds']])),
] });

addCase('politics', { name: 'dem-vp-nominee', events: [
  A('KXVPNOMD-28', 'Democratic vice presidential nominee 2028', 'Politics', CONV_D, [
    ['JSHA', 'Josh Shapiro', 'dvp-shapiro'], ['WMOO', 'Wes Moore', 'dvp-moore'], ['ABES', 'Andy Beshear', 'dvp-beshear'],
    ['RWAR', 'Raphael Warnock', 'dvp-warnock'], ['PBUT', 'Pete Buttigieg', 'dvp-buttigieg'], ['MKEL', 'Mark Kelly', 'dvp-kelly']], { sources: [AP] }),
  B('Democratic VP Nominee?', 'Politics', CONV_D, qs((l) => `Will ${l} be the Democratic nominee for Vice President in 2028?`, [
    ['Josh Shapiro', 'dvp-shapiro'], ['Wes Moore', 'dvp-moore'], ['Andy Beshear', 'dvp-beshear'], ['Raphael Warnock', 'dvp-warnock'],
    ['Pete Buttigieg', 'dvp-buttigieg'], ['Mark Kelly', 'dvp-kelly'], ['Gretchen Whitmer', 'dvp-whitmer']])),
] }, ['office']);

addCase('politics', { name: 'dem-pres-nominee', events: [
  A('KXPRESNOMD-28', '2028 Democratic presidential nominee', 'Politics', CONV_D, [
    ['GNEW', 'Gavin Newsom', 'dp-newsom'], ['JSHA', 'Josh Shapiro', 'dp-shapiro'], ['AOCA', 'Alexandria Ocasio-Cortez', 'dp-aoc'],
    ['JPRI', 'JB Pritzker', 'dp-pritzker'], ['PBUT', 'Pete Buttigieg', 'dp-buttigieg'], ['KHAR', 'Kamala Harris', 'dp-harris']], { sources: [AP] }),
  B('Democratic Presidential Nominee 2028', 'Politics', CONV_D, qs((l) => `Will ${l} win the 2028 Democratic presidential nomination?`, [
    ['Gavin Newsom', 'dp-newsom'], ['Josh Shapiro', 'dp-shapiro'], ['Alexandria Ocasio-Cortez', 'dp-aoc'], ['JB Pritzker', 'dp-pritzker'],
    ['Pete Buttigieg', 'dp-buttigieg'], ['Kamala Harris', 'dp-harris'], ['Wes Moore', 'dp-moore']])),
  G('Democratic Party Nominee for President 2028', CONV_D, [['Gavin Newsom', 'dp-newsom'], ['Josh Shapiro', 'dp-shapiro'], ['AOC', 'dp-aoc'], ['Pete Buttigieg', 'dp-buttigieg']]),
  U('democratic-presidential-nominee-2028', 'Democratic Presidential Nominee 2028', 'Politics', CONV_D, qs((l) => `Will ${l} be the 2028 Democratic presidential nominee?`, [
    ['Gavin Newsom', 'dp-newsom'], ['Josh Shapiro', 'dp-shapiro'], ['Alexandria Ocasio-Cortez', 'dp-aoc']])),
] });

addCase('politics', { name: 'gop-pres-nominee', events: [
  A('KXPRESNOMR-28', '2028 Republican presidential nominee', 'Politics', CONV_R, [
    ['JVAN', 'JD Vance', 'rp-vance'], ['MRUB', 'Marco Rubio', 'rp-rubio'], ['DTJR', 'Donald Trump Jr.', 'rp-djt'], ['RDES', 'Ron DeSantis', 'rp-desantis']], { sources: [AP] }),
  B('Republican Presidential Nominee 2028', 'Politics', CONV_R, qs((l) => `Will ${l} win the 2028 Republican presidential nomination?`, [
    ['JD Vance', 'rp-vance'], ['Marco Rubio', 'rp-rubio'], ['Donald Trump Jr.', 'rp-djt'], ['Tucker Carlson', 'rp-carlson']])),
] });

// Running-mate announcement: alpha and gamma say before Aug 1; beta says by Aug 15.
addCase('politics', { name: 'dem-vp-announce-deadline', events: [
  A1('KXVPANNOUNCED-28JUL31', 'Will the Democratic nominee announce a running mate before Aug 1, 2028?', 'Politics', z('2028-08-01', '04:00'), 'JUL31', 'Before Aug 1', 'vpann-jul31'),
  G1('Democratic running mate announced by July 31, 2028?', z('2028-08-01', '04:00'), 'vpann-jul31'),
  B1('Democratic VP pick announced by August 15?', 'Politics', z('2028-08-16', '04:00'), 'vpann-aug15'),
], groups: [['alpha', 'gamma'], ['beta']] }, ['deadline']);

addCase('politics', { name: 'dnc-second-ballot', events: [
  A1('KXDNCBALLOT-28', 'Will the 2028 Democratic National Convention need more than one ballot?', 'Politics', CONV_D, 'B2', 'Second ballot', 'dnc-ballot2'),
  B1('Brokered Democratic convention in 2028?', 'Politics', CONV_D, 'dnc-ballot2', { rules: 'Resolves Yes if no candidate wins the presidential nomination on the first roll-call ballot at the 2028 DNC.' }),
  G1('Will the 2028 DNC go to a second ballot?', CONV_D, 'dnc-ballot2'),
] });

addCase('politics', { name: 'first-debate-by-sep30', events: [
  A1('KXPRESDEBATE-28SEP30', 'Will a 2028 presidential general-election debate be held by Sep 30?', 'Politics', z('2028-10-01', '04:00'), 'SEP30', 'By Sep 30', 'deb-sep30'),
  B1('Presidential debate held by September 30, 2028?', 'Politics', z('2028-10-01', '04:00'), 'deb-sep30'),
] });

addCase('politics', { name: 'number-of-pres-debates', events: [
  A('KXNUMDEBATES-28', 'Number of 2028 presidential debates', 'Politics', z('2028-11-04', '04:00'), [
    ['0', '0', 'ndeb-0'], ['1', '1', 'ndeb-1'], ['2', '2', 'ndeb-2'], ['3', '3', 'ndeb-3'], ['4', '4 or more', 'ndeb-4p']]),
  B('How many presidential debates in 2028?', 'Politics', z('2028-11-04', '04:00'), qs((l) => `Will there be ${l} presidential debates before the 2028 election?`, [
    ['0', 'ndeb-0'], ['1', 'ndeb-1'], ['2', 'ndeb-2'], ['3', 'ndeb-3'], ['4+', 'ndeb-4p']])),
] });

addCase('politics', { name: 'nh-vs-vt-gov-primary', events: [
  A('KXGOVNHPRIR-28SEP12', 'New Hampshire Governor Republican primary winner', 'Politics', z('2028-09-13', '04:00'), [
    ['KAYO', 'Kelly Ayotte', 'nhgov-ayotte'], ['OTH', 'Another candidate', 'nhgov-other']]),
  B('Vermont Governor Republican Primary Winner', 'Politics', z('2028-08-15', '04:00'), qs((l) => `Will ${l} win the Vermont Republican primary for Governor?`, [
    ['Phil Scott', 'vtgov-scott'], ['Other', 'vtgov-other']])),
], groups: [['alpha'], ['beta']] }, ['place']);

addCase('politics', { name: 'mo-senate-vs-gov-primary', events: [
  A('KXSENATEMOR-28AUG01', 'Missouri Senate Republican primary winner', 'Politics', z('2028-08-02', '04:00'), [
    ['ESCH', 'Eric Schmitt', 'mosen-schmitt'], ['OTH', 'Another candidate', 'mosen-other']]),
  B('Missouri Governor Republican Primary Winner', 'Politics', z('2028-08-02', '04:00'), qs((l) => `Will ${l} win the Missouri Republican primary for Governor?`, [
    ['Mike Kehoe', 'mogov-kehoe'], ['Other', 'mogov-other']])),
  G('Missouri Republican Senate primary 2028', z('2028-08-02', '04:00'), [['Eric Schmitt', 'mosen-schmitt'], ['Other', 'mosen-other']]),
], groups: [['alpha', 'gamma'], ['beta']] }, ['office']);

addCase('politics', { name: 'az-senate-dem-primary', events: [
  A('KXSENATEAZD-28AUG04', 'Arizona Senate Democratic primary winner', 'Politics', z('2028-08-05', '04:00'), [
    ['MKEL', 'Mark Kelly', 'azsen-kelly'], ['OTH', 'Another candidate', 'azsen-other']]),
  U('arizona-senate-democratic-primary-2028', 'Arizona Senate Democratic Primary', 'Politics', z('2028-08-05', '04:00'), qs((l) => `Will ${l} win the Arizona Democratic Senate primary?`, [
    ['Mark Kelly', 'azsen-kelly']])),
] });

// Single-venue political listings with no counterpart.
addCase('politics', { name: 'solo-rnc-walkout', events: [
  B1('Will a state delegation walk out of the 2028 Republican National Convention?', 'Politics', CONV_R, 'rnc-walkout'),
] });
addCase('politics', { name: 'solo-vp-nominee-governor', events: [
  A1('KXVPGOV-28', 'Will the Democratic VP nominee be a sitting governor?', 'Politics', CONV_D, 'GOV', 'Sitting governor', 'dvp-isgov'),
] });

// ───────────────────────────── UK, EUROPE, ASIA ─────────────────────────────

addCase('politics', { name: 'starmer-out-jun30', events: [
  A1('KXSTARMEROUT-28JUN30', 'Will Keir Starmer leave office as Prime Minister by Jun 30, 2028?', 'World', z('2028-07-01', '04:00'), 'JUN30', 'Before Jul 1', 'starmer-pm-jun30'),
  B1('Starmer out as UK Prime Minister before July 2028?', 'Politics', z('2028-07-01', '04:00'), 'starmer-pm-jun30'),
  G1('Keir Starmer out as Labour leader by June 30, 2028?', z('2028-07-01', '04:00'), 'starmer-lab-jun30'),
], groups: [['alpha', 'beta'], ['gamma']] }, ['office']);

addCase('politics', { name: 'next-labour-leader', events: [
  A('KXLABOURLEADER-28', 'Next leader of the UK Labour Party', 'World', z('2028-12-31'), [
    ['WSTR', 'Wes Streeting', 'lab-streeting'], ['ABUR', 'Andy Burnham', 'lab-burnham'], ['ARAY', 'Angela Rayner', 'lab-rayner'],
    ['SMAH', 'Shabana Mahmood', 'lab-mahmood'], ['EMIL', 'Ed Miliband', 'lab-miliband']]),
  G('Who will succeed Keir Starmer as Labour leader?', z('2028-12-31'), [['Streeting', 'lab-streeting'], ['Burnham', 'lab-burnham'], ['Rayner', 'lab-rayner']]),
  U('next-labour-leader', 'Next Labour Leader', 'Politics', z('2028-12-31'), qs((l) => `Will ${l} be the next Labour leader?`, [
    ['Wes Streeting', 'lab-streeting'], ['Andy Burnham', 'lab-burnham']])),
  // The next Prime Minister is not the next Labour leader if Labour loses power: a different office.
  B('Next UK Prime Minister?', 'Politics', z('2028-12-31'), qs((l) => `Will ${l} be the next Prime Minister of the United Kingdom?`, [
    ['Wes Streeting', 'ukpm-streeting'], ['Andy Burnham', 'ukpm-burnham'], ['Nigel Farage', 'ukpm-farage']])),
], groups: [['alpha', 'gamma', 'beta_us'], ['beta']] }, ['office']);

addCase('politics', { name: 'japan-upper-house-coalition', events: [
  A1('KXJPUPPER-28JUL', 'Will the LDP-led coalition keep a majority in the 2028 House of Councillors election?', 'World', z('2028-07-31'), 'COAL', 'Coalition majority', 'jp-coal-maj'),
  B1('Japan ruling coalition wins upper house majority?', 'Politics', z('2028-07-31'), 'jp-coal-maj'),
  G1('LDP wins a single-party majority in Japan upper house election 2028?', z('2028-07-31'), 'jp-ldp-maj'),
], groups: [['alpha', 'beta'], ['gamma']] }, ['measure']);

// "Still PM on Aug 31" vs "out as PM by Aug 31": same observation, YES sides are complements.
addCase('politics', { name: 'takaichi-pm-inverted', events: [
  B1('Will Sanae Takaichi be Prime Minister of Japan on August 31, 2028?', 'Politics', z('2028-08-31', '15:00'), 'takaichi-in'),
  G1('Takaichi out as Japanese PM by August 31, 2028?', z('2028-08-31', '15:00'), 'takaichi-out'),
] }, ['inverted']);

addCase('politics', { name: 'french-pm-out', events: [
  B1('French Prime Minister out by July 31, 2028?', 'Politics', z('2028-07-31', '22:00'), 'frpm-jul31'),
  G1('Will the French Prime Minister leave office by July 31, 2028?', z('2028-07-31', '22:00'), 'frpm-jul31'),
  A1('KXFRPMOUT-28JUL31', 'French PM out before Aug 1, 2028?', 'World', z('2028-07-31', '22:00'), 'JUL31', 'Before Aug 1', 'frpm-jul31'),
] });

addCase('politics', { name: 'merz-coalition', events: [
  B1('German governing coalition collapses by August 31, 2028?', 'Geopolitics', z('2028-08-31', '22:00'), 'de-coal'),
  G1('Merz coalition breaks up before September 2028?', z('2028-08-31', '22:00'), 'de-coal'),
  U1('Will the German coalition government collapse by August 31, 2028?', 'Politics', z('2028-08-31', '22:00'), 'de-coal'),
  A1('KXMERZOUT-28AUG31', 'Will Friedrich Merz leave office as Chancellor by Aug 31, 2028?', 'World', z('2028-08-31', '22:00'), 'AUG31', 'Before Sep 1', 'merz-out'),
], groups: [['beta', 'gamma', 'beta_us'], ['alpha']] }, ['office']);

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────

const FOMC_JUN = z('2028-06-14', '18:00');
const FOMC_JUL = z('2028-07-26', '18:00');

addCase('central_banks', { name: 'fomc-june', events: [
  A('KXFEDDECISION-28JUN', 'Fed decision in Jun 2028?', 'Economics', FOMC_JUN, [
    ['H0', 'Hold', 'fj-hold'], ['C25', 'Cut 25bps', 'fj-c25'], ['C26', 'Cut >25bps', 'fj-c50'], ['H25', 'Hike 25bps', 'fj-h25']], { sources: [FED] }),
  B('Fed decision in June?', 'Economy', FOMC_JUN, qs((l) => `Will the Fed ${l === 'No change' ? 'not change rates' : l.toLowerCase()} after the June 2028 meeting?`, [
    ['No change', 'fj-hold'], ['25 bps decrease', 'fj-c25'], ['50+ bps decrease', 'fj-c50'], ['25 bps increase', 'fj-h25']], { src: 'https://www.federalreserve.gov' })),
  G('Fed Interest Rate Decision - June 2028', FOMC_JUN, [['No Change', 'fj-hold'], ['Cut 25bps', 'fj-c25'], ['Cut 50bps+', 'fj-c50'], ['Hike 25bps', 'fj-h25']]),
  U('fed-decision-in-june-2028', 'Fed Decision in June', 'Economics', FOMC_JUN, qs((l) => `Fed ${l} in June 2028?`, [
    ['No change', 'fj-hold'], ['25 bps cut', 'fj-c25']])),
] });

addCase('central_banks', { name: 'fomc-july', events: [
  A('KXFEDDECISION-28JUL', 'Fed decision in Jul 2028?', 'Economics', FOMC_JUL, [
    ['H0', 'Hold', 'fl-hold'], ['C25', 'Cut 25bps', 'fl-c25'], ['C26', 'Cut >25bps', 'fl-c50'], ['H25', 'Hike 25bps', 'fl-h25']], { sources: [FED] }),
  B('Fed decision in July?', 'Economy', FOMC_JUL, qs((l) => `Fed ${l} after July 2028 meeting?`, [
    ['No change', 'fl-hold'], ['25 bps decrease', 'fl-c25'], ['50+ bps decrease', 'fl-c50']])),
  G1('Will the Fed cut rates at the July 2028 FOMC meeting?', FOMC_JUL, 'fl-anycut'),
] });

// The effective fed funds rate vs SOFR on the same day: different reference rates.
addCase('central_banks', { name: 'effr-vs-sofr', events: [
  B('Effective federal funds rate above 3.50% on July 31, 2028?', 'Economy', z('2028-08-01', '14:00'), [
    ['effr-above-3-50-jul-31-2028', 'Yes', 'effr-350', { src: 'https://www.newyorkfed.org/markets/reference-rates/effr' }]]),
  G1('SOFR above 3.50% on July 31, 2028?', z('2028-08-01', '14:00'), 'sofr-350', { rules: 'Resolves on the Secured Overnight Financing Rate published by the New York Fed for July 31, 2028.' }),
], groups: [['beta'], ['gamma']] }, ['measure']);

// Cuts in 2028 counted by meetings (alpha) vs in 25 bp steps (beta): one event, not fungible.
addCase('central_banks', { name: 'fed-cuts-2028-count', events: [
  A('KXRATECUTCOUNT-28', 'Number of Fed rate cuts in 2028', 'Economics', z('2028-12-14', '19:00'), [
    ['0', '0', 'fc-0'], ['1', '1', 'fc-1'], ['2', '2', 'fc-2'], ['3', '3', 'fc-3'], ['4', '4 or more', 'fc-4p']],
  { rules: 'Counts FOMC meetings in 2028 at which the target range is lowered, whatever the size of the cut.' }),
  B('How many Fed rate cuts in 2028?', 'Economy', z('2028-12-14', '19:00'), qs((l) => `Will the Fed cut ${l} times in 2028?`, [
    ['0', 'fc-0'], ['1', 'fc-1'], ['2', 'fc-2'], ['3', 'fc-3'], ['4+', 'fc-4p']]),
  { rules: 'Each 25 basis point reduction counts as one cut; a 50 bps cut counts as two.' }),
], fungible: nf('alpha|beta') }, ['source']);

addCase('central_banks', { name: 'ecb-june', events: [
  A('KXECBRATE-28JUN', 'ECB deposit facility rate decision Jun 2028', 'Economics', z('2028-06-08', '12:15'), [
    ['H0', 'Hold', 'ecbj-hold'], ['C25', 'Cut 25bps', 'ecbj-c25'], ['H25', 'Hike 25bps', 'ecbj-h25']], { sources: [ECB] }),
  B('ECB decision in June?', 'Economy', z('2028-06-08', '12:15'), qs((l) => `ECB ${l} in June 2028?`, [
    ['No change', 'ecbj-hold'], ['25 bps decrease', 'ecbj-c25'], ['25 bps increase', 'ecbj-h25']])),
  G('ECB Rate Decision June 2028', z('2028-06-08', '12:15'), [['Hold', 'ecbj-hold'], ['Cut 25bps', 'ecbj-c25'], ['Hike 25bps', 'ecbj-h25']]),
] });

addCase('central_banks', { name: 'ecb-depo-vs-mro', events: [
  A1('KXECBDFR-28JUL', 'ECB deposit facility rate above 2.00% after the Jul 2028 meeting?', 'Economics', z('2028-07-20', '12:15'), 'T2.00', 'Above 2.00%', 'ecb-dfr-2'),
  U1('ECB main refinancing rate above 2.00% after the July 2028 meeting?', 'Economics', z('2028-07-20', '12:15'), 'ecb-mro-2'),
  G1('ECB deposit rate above 2% after July 2028 meeting?', z('2028-07-20', '12:15'), 'ecb-dfr-2'),
], groups: [['alpha', 'gamma'], ['beta_us']] }, ['measure']);

addCase('central_banks', { name: 'boe-june-vs-aug', events: [
  A1('KXBOECUT-28AUG', 'Will the Bank of England cut Bank Rate in Aug 2028?', 'Economics', z('2028-08-03', '11:00'), 'CUT', 'Cut', 'boe-aug-cut'),
  B1('Bank of England rate cut in June 2028?', 'Economy', z('2028-06-15', '11:00'), 'boe-jun-cut'),
  G1('BoE cuts rates at August 2028 MPC meeting?', z('2028-08-03', '11:00'), 'boe-aug-cut'),
], groups: [['alpha', 'gamma'], ['beta']] }, ['date']);

addCase('central_banks', { name: 'boj-july-hike', events: [
  A('KXBOJ-28JUL', 'Bank of Japan policy rate decision Jul 2028', 'Economics', z('2028-07-31', '03:00'), [
    ['H0', 'Hold', 'boj-hold'], ['H25', 'Hike 25bps', 'boj-h25']]),
  B('Bank of Japan decision in July?', 'Economy', z('2028-07-31', '03:00'), qs((l) => `BoJ ${l} in July 2028?`, [
    ['No change', 'boj-hold'], ['25 bps increase', 'boj-h25'], ['50+ bps increase', 'boj-h50']])),
  G1('Will the BoJ raise rates in July 2028?', z('2028-07-31', '03:00'), 'boj-anyhike'),
] });

addCase('central_banks', { name: 'rba-august', events: [
  B('RBA decision in August?', 'Economy', z('2028-08-08', '04:30'), qs((l) => `RBA ${l} in August 2028?`, [
    ['No change', 'rba-hold'], ['25 bps decrease', 'rba-c25'], ['25 bps increase', 'rba-h25']])),
  G('Reserve Bank of Australia August 2028 Decision', z('2028-08-08', '04:30'), [['Hold', 'rba-hold'], ['Cut 25bps', 'rba-c25'], ['Hike 25bps', 'rba-h25']]),
] });

// ───────────────────────────── ECONOMIC PRINTS ─────────────────────────────

const CPI_MAY = z('2028-06-13', '12:30');
const CPI_JUN = z('2028-07-12', '12:30');

// May CPI YoY: alpha's threshold ladder, beta's exact buckets, beta_us's "or higher" (same as "above" one decimal lower).
addCase('economics', { name: 'cpi-may-yoy', events: [
  A('KXCPIYOY-28MAY', 'CPI year-over-year in May 2028', 'Economics', CPI_MAY, [
    ['T2.4', 'Above 2.4%', 'cpiy-gt24'], ['T2.5', 'Above 2.5%', 'cpiy-gt25'], ['T2.6', 'Above 2.6%', 'cpiy-gt26'], ['T2.7', 'Above 2.7%', 'cpiy-gt27']], { sources: [BLS_CPI] }),
  B('May CPI YoY?', 'Economy', CPI_MAY, qs((l) => `Will annual inflation be ${l} in May 2028?`, [
    ['≤2.4%', 'cpiy-le24'], ['2.5%', 'cpiy-25'], ['2.6%', 'cpiy-26'], ['2.7%', 'cpiy-27'], ['≥2.8%', 'cpiy-gt27']], { src: 'https://www.bls.gov/cpi/' })),
  U1('Will May 2028 CPI YoY be 2.7% or higher?', 'Economics', CPI_MAY, 'cpiy-gt26'),
  G('US CPI YoY May 2028', CPI_MAY, [['2.4% or lower', 'cpiy-le24'], ['2.5%', 'cpiy-25'], ['2.6%', 'cpiy-26'], ['2.7% or higher', 'cpiy-gt26']]),
] });

addCase('economics', { name: 'core-cpi-may-mom', events: [
  A('KXCPICORE-28MAY', 'Core CPI month-over-month in May 2028', 'Economics', CPI_MAY, [
    ['T0.2', 'Above 0.2%', 'ccpi-gt02'], ['T0.3', 'Above 0.3%', 'ccpi-gt03']], { sources: [BLS_CPI] }),
  B('Core CPI MoM May 2028?', 'Economy', CPI_MAY, qs((l) => `Will core CPI rise ${l} in May 2028?`, [
    ['0.3% or more', 'ccpi-gt02'], ['0.4% or more', 'ccpi-gt03']])),
] });

addCase('economics', { name: 'cpi-jun-mom-vs-may', events: [
  A('KXCPI-28JUN', 'CPI month-over-month in Jun 2028', 'Economics', CPI_JUN, [
    ['T0.1', 'Above 0.1%', 'cpij-gt01'], ['T0.2', 'Above 0.2%', 'cpij-gt02'], ['T0.3', 'Above 0.3%', 'cpij-gt03']], { sources: [BLS_CPI] }),
  B('June CPI MoM?', 'Economy', CPI_JUN, qs((l) => `Will CPI increase ${l} in June 2028?`, [
    ['0.1% or less', 'cpij-le01'], ['0.2%', 'cpij-02'], ['0.3%', 'cpij-03'], ['0.4%+', 'cpij-gt03']])),
  G('US CPI MoM July 2028', z('2028-08-11', '12:30'), [['0.1% or less', 'cpil-le01'], ['0.2% or more', 'cpil-gt01']]),
], groups: [['alpha', 'beta'], ['gamma']] }, ['date']);

addCase('economics', { name: 'core-pce-may', events: [
  A('KXPCECORE-28MAY', 'Core PCE price index YoY in May 2028', 'Economics', z('2028-06-30', '12:30'), [
    ['T2.5', 'Above 2.5%', 'cpce-gt25'], ['T2.6', 'Above 2.6%', 'cpce-gt26']], { sources: [BEA] }),
  B('Core PCE YoY in May?', 'Economy', z('2028-06-30', '12:30'), qs((l) => `Will core PCE inflation be ${l} in May 2028?`, [
    ['2.6% or higher', 'cpce-gt25'], ['2.7% or higher', 'cpce-gt26']])),
] });

const NFP_JUN = z('2028-07-07', '12:30');
addCase('economics', { name: 'payrolls-june', events: [
  A('KXPAYROLLS-28JUN', 'Jobs added in Jun 2028', 'Economics', NFP_JUN, [
    ['B50', 'Below 50,000', 'nfp-lt50'], ['B100', '50,000 to 99,999', 'nfp-50'], ['B150', '100,000 to 149,999', 'nfp-100'], ['A150', '150,000 or more', 'nfp-150p']], { sources: [BLS_EMP] }),
  B('June jobs report: how many jobs added?', 'Economy', NFP_JUN, qs((l) => `Will the US add ${l} jobs in June 2028?`, [
    ['<50k', 'nfp-lt50'], ['50k-99k', 'nfp-50'], ['100k-149k', 'nfp-100'], ['150k+', 'nfp-150p']])),
  U1('Will June 2028 nonfarm payrolls be 150,000 or more?', 'Economics', NFP_JUN, 'nfp-150p'),
] });

addCase('economics', { name: 'unemployment-june', events: [
  A('KXU3-28JUN', 'Unemployment rate in Jun 2028', 'Economics', NFP_JUN, [
    ['T4.2', 'Above 4.2%', 'u3-gt42'], ['T4.4', 'Above 4.4%', 'u3-gt44']], { sources: [BLS_EMP] }),
  G('US Unemployment Rate June 2028', NFP_JUN, [['4.3% or higher', 'u3-gt42'], ['4.5% or higher', 'u3-gt44']]),
] });

addCase('economics', { name: 'retail-sales-june', events: [
  A('KXRETAIL-28JUN', 'Retail sales month-over-month in Jun 2028', 'Economics', z('2028-07-17', '12:30'), [
    ['T0.0', 'Above 0.0%', 'rs-gt0'], ['T0.5', 'Above 0.5%', 'rs-gt05']], { sources: [CENSUS] }),
  B1('Will June 2028 retail sales rise more than 0.5%?', 'Economy', z('2028-07-17', '12:30'), 'rs-gt05'),
] });

addCase('economics', { name: 'gdp-q2-advance-vs-second', events: [
  A('KXGDP-28Q2', 'US GDP growth in Q2 2028 (advance estimate)', 'Economics', z('2028-07-27', '12:30'), [
    ['T1.0', 'Above 1.0%', 'gdp-gt10'], ['T2.0', 'Above 2.0%', 'gdp-gt20'], ['T3.0', 'Above 3.0%', 'gdp-gt30']], { sources: [BEA] }),
  B('Q2 2028 GDP growth (advance)?', 'Economy', z('2028-07-27', '12:30'), qs((l) => `Will the advance estimate of Q2 2028 GDP growth be ${l}?`, [
    ['above 1.0%', 'gdp-gt10'], ['above 2.0%', 'gdp-gt20'], ['above 3.0%', 'gdp-gt30']])),
  G1('US Q2 2028 GDP second estimate above 2.0%?', z('2028-08-31', '12:30'), 'gdp2-gt20'),
  // "2.0% or higher" on a one-decimal statistic is NOT "above 2.0%": same event, its own outcome.
  U1('Will Q2 2028 GDP growth (advance) be 2.0% or higher?', 'Economics', z('2028-07-27', '12:30'), 'gdp-ge20'),
], groups: [['alpha', 'beta', 'beta_us'], ['gamma']] }, ['measure', 'threshold']);

// ───────────────────────────── MARKETS, FX ─────────────────────────────

addCase('markets', { name: 'spx-close-jun30', events: [
  A('KXINX-28JUN30H1600', 'S&P 500 close on Jun 30, 2028', 'Financials', z('2028-06-30', '20:00'), [
    ['T7000', 'Above 7,000', 'spx-gt7000'], ['T7500', 'Above 7,500', 'spx-gt7500'], ['T8000', 'Above 8,000', 'spx-gt8000']]),
  B('S&P 500 above ___ on June 30?', 'Finance', z('2028-06-30', '20:00'), qs((l) => `Will the S&P 500 close above ${l} on June 30, 2028?`, [
    ['7,000', 'spx-gt7000'], ['7,500', 'spx-gt7500'], ['8,000', 'spx-gt8000'], ['8,500', 'spx-gt8500']])),
  U1('Will the S&P 500 close at or above 7,500 on June 30, 2028?', 'Finance', z('2028-06-30', '20:00'), 'spx-gt7500'),
] });

addCase('markets', { name: 'eurusd-jun30', events: [
  A('KXEURUSD-28JUN30H10', 'EUR/USD on Jun 30, 2028 at 10am ET', 'Financials', z('2028-06-30', '14:00'), [
    ['T1.15', 'Above 1.1500', 'eur-gt115'], ['T1.20', 'Above 1.2000', 'eur-gt120']]),
  B('EUR/USD above ___ on June 30 (10AM ET)?', 'Finance', z('2028-06-30', '14:00'), qs((l) => `Will EUR/USD be above ${l} on June 30, 2028 at 10:00 AM ET?`, [
    ['1.15', 'eur-gt115'], ['1.20', 'eur-gt120']])),
] });

// ───────────────────────────── CRYPTO ─────────────────────────────

// BTC at 5pm ET on June 30: alpha (CF Benchmarks RTI) and gamma (Binance 1m candle) are one event, not fungible;
// beta's noon-ET listing is a different instant.
addCase('crypto', { name: 'btc-jun30-instants', events: [
  A('KXBTCD-28JUN3017', 'Bitcoin price on Jun 30, 2028 at 5pm EDT', 'Crypto', z('2028-06-30', '21:00'), [
    ['T119999.99', '$120,000 or above', 'btc5-120'], ['T129999.99', '$130,000 or above', 'btc5-130'], ['T139999.99', '$140,000 or above', 'btc5-140']], { sources: [CFB] }),
  G('Bitcoin above ___ on June 30, 2028 (5PM ET)?', z('2028-06-30', '21:00'), [['$120K', 'btc5-120'], ['$130K', 'btc5-130'], ['$140K', 'btc5-140']],
    { rules: 'Resolves on the close of the Binance BTC/USDT 1-minute candle at 17:00 ET on June 30, 2028.' }),
  B('Bitcoin above ___ on June 30?', 'Crypto', z('2028-06-30', '16:00'), qs((l) => `Will the price of Bitcoin be above ${l} on June 30, 2028 at 12:00 PM ET?`, [
    ['$120,000', 'btc12-120'], ['$130,000', 'btc12-130'], ['$140,000', 'btc12-140']], { src: 'https://www.binance.com/en/trade/BTC_USDT' })),
], groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma') }, ['date', 'source']);

addCase('crypto', { name: 'btc-reach-vs-eom', events: [
  A('KXBTCMAXM-28JUL', 'How high will Bitcoin get in July 2028?', 'Crypto', z('2028-08-01', '04:00'), [
    ['150000', '$150,000 or above', 'btcmax-150'], ['160000', '$160,000 or above', 'btcmax-160']], { sources: [CFB] }),
  B('What price will Bitcoin hit in July?', 'Crypto', z('2028-08-01', '04:00'), qs((l) => `Will Bitcoin reach ${l} in July 2028?`, [
    ['$150,000', 'btcmax-150'], ['$160,000', 'btcmax-160'], ['$170,000', 'btcmax-170']])),
  U1('Will Bitcoin be above $150,000 on July 31, 2028?', 'Crypto', z('2028-07-31', '16:00'), 'btceom-150'),
], groups: [['alpha', 'beta'], ['beta_us']] }, ['observation']);

// "Stay above $100k all of July" vs "dip below $100k in July": one observation, complementary YES sides.
addCase('crypto', { name: 'btc-stay-above-vs-dip', events: [
  B1('Will Bitcoin dip below $100,000 in July 2028?', 'Crypto', z('2028-08-01', '04:00'), 'btc-dip100'),
  G1('Bitcoin stays above $100K for all of July 2028?', z('2028-08-01', '04:00'), 'btc-stay100'),
  A1('KXBTCMINM-28JUL', 'Will Bitcoin fall below $100,000 in Jul 2028?', 'Crypto', z('2028-08-01', '04:00'), '100000', 'Below $100,000', 'btc-dip100'),
] }, ['inverted']);

// ETH monthly close (Binance 1M candle, 00:00 UTC Aug 1) vs price at noon ET on July 31.
addCase('crypto', { name: 'eth-monthly-close-vs-instant', events: [
  G1('ETH monthly close above $5,000 in July 2028?', z('2028-08-01', '00:00'), 'eth-mclose-5k'),
  B1('Ethereum above $5,000 on July 31?', 'Crypto', z('2028-07-31', '16:00'), 'eth-noon-5k', { src: 'https://www.binance.com/en/trade/ETH_USDT' }),
], groups: [['gamma'], ['beta']] }, ['observation']);

addCase('crypto', { name: 'eth-ath-by-aug31', events: [
  A1('KXETHATH-28AUG31', 'Will Ethereum hit a new all-time high by Aug 31, 2028?', 'Crypto', z('2028-09-01', '04:00'), 'ATH', 'New high', 'eth-ath'),
  B1('Ethereum all time high by August 31, 2028?', 'Crypto', z('2028-09-01', '04:00'), 'eth-ath'),
] });

addCase('crypto', { name: 'sol-jul1', events: [
  B('Solana price on July 1?', 'Crypto', z('2028-07-01', '16:00'), qs((l) => `Will Solana be above ${l} on July 1, 2028?`, [
    ['$250', 'sol-250'], ['$300', 'sol-300'], ['$350', 'sol-350']])),
  U('solana-above-on-july-1-2028', 'Solana above ___ on July 1?', 'Crypto', z('2028-07-01', '16:00'), qs((l) => `Will Solana be above ${l} on July 1, 2028?`, [
    ['$300', 'sol-300']])),
] });

// ───────────────────────────── COMMODITIES ─────────────────────────────

addCase('commodities', { name: 'wti-vs-brent-jun30', events: [
  A('KXWTI-28JUN30', 'WTI crude oil settle on Jun 30, 2028', 'Financials', z('2028-06-30', '18:30'), [
    ['T80', 'Above $80', 'wti-80'], ['T90', 'Above $90', 'wti-90']]),
  G('WTI Crude above ___ on June 30, 2028?', z('2028-06-30', '18:30'), [['$80', 'wti-80'], ['$90', 'wti-90']]),
  B('Brent crude above ___ on June 30?', 'Finance', z('2028-06-30', '18:30'), qs((l) => `Will Brent crude settle above ${l} on June 30, 2028?`, [
    ['$80', 'brent-80'], ['$90', 'brent-90']])),
], groups: [['alpha', 'gamma'], ['beta']] }, ['asset']);

// Gold on July 31: COMEX front-month settle vs LBMA PM fix — one event, not fungible.
addCase('commodities', { name: 'gold-jul31-fixings', events: [
  A('KXGOLD-28JUL31', 'Gold price on Jul 31, 2028', 'Financials', z('2028-07-31', '17:30'), [
    ['T4500', 'Above $4,500', 'gold-4500'], ['T5000', 'Above $5,000', 'gold-5000']], { rules: 'Resolves on the COMEX front-month gold futures settlement price on July 31, 2028.' }),
  B('Gold above ___ on July 31?', 'Finance', z('2028-07-31', '17:30'), qs((l) => `Will gold be above ${l} on July 31, 2028?`, [
    ['$4,500', 'gold-4500'], ['$5,000', 'gold-5000']], { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices', rules: 'Resolves on the LBMA Gold Price PM on July 31, 2028.' })),
], fungible: nf('alpha|beta') }, ['source']);

addCase('commodities', { name: 'natgas-aug', events: [
  A1('KXNATGAS-28AUG31', 'Henry Hub natural gas front-month above $5.00 on Aug 31, 2028?', 'Financials', z('2028-08-31', '18:30'), 'T5.00', 'Above $5.00', 'ng-5'),
  G1('Natural gas (Henry Hub) settles above $5 on August 31, 2028?', z('2028-08-31', '18:30'), 'ng-5'),
] });

// National average gas price on July 4: AAA (alpha, beta) vs GasBuddy (gamma) — same observation, one not fungible.
addCase('commodities', { name: 'gas-price-july4', events: [
  A('KXAAAGASW-28JUL04', 'US average gas price on Jul 4, 2028', 'Economics', z('2028-07-04', '14:00'), [
    ['T3.50', 'Above $3.50', 'gas-350'], ['T4.00', 'Above $4.00', 'gas-400']], { sources: ['AAA https://gasprices.aaa.com/'] }),
  B('US national gas price on July 4?', 'Economy', z('2028-07-04', '14:00'), qs((l) => `Will the AAA national average gas price be above ${l} on July 4, 2028?`, [
    ['$3.50', 'gas-350'], ['$4.00', 'gas-400']], { src: 'https://gasprices.aaa.com/' })),
  G('US average gasoline price above ___ on July 4, 2028 (GasBuddy)', z('2028-07-04', '14:00'), [['$3.50', 'gas-350'], ['$4.00', 'gas-400']],
    { rules: 'Resolves on the GasBuddy national average for regular gasoline on July 4, 2028.' }),
], fungible: nf('alpha|gamma', 'beta|gamma') }, ['source']);

addCase('commodities', { name: 'solo-opec-cut', events: [
  B1('OPEC+ announces production cut by July 31, 2028?', 'Geopolitics', z('2028-07-31', '23:00'), 'opec-cut'),
] });

// ───────────────────────────── COMPANIES ─────────────────────────────

const TSLA_Q2 = z('2028-07-03', '13:00');
addCase('companies', { name: 'tesla-q2-deliveries', events: [
  A('KXTESLADELIV-28Q2', 'Tesla vehicle deliveries in Q2 2028', 'Companies', TSLA_Q2, [
    ['B400', 'Below 400,000', 'tsla-lt400'], ['B450', '400,000 to 449,999', 'tsla-400'], ['B500', '450,000 to 499,999', 'tsla-450'], ['A500', '500,000 or more', 'tsla-500p']]),
  B('Tesla Q2 2028 deliveries?', 'Business', TSLA_Q2, qs((l) => `Will Tesla deliver ${l} vehicles in Q2 2028?`, [
    ['<400k', 'tsla-lt400'], ['400k-450k', 'tsla-400'], ['450k-500k', 'tsla-450'], ['500k+', 'tsla-500p']])),
  G('Tesla Q2 2028 vehicle production', TSLA_Q2, [['Under 450K', 'tslap-lt450'], ['450K or more', 'tslap-450p']]),
], groups: [['alpha', 'beta'], ['gamma']] }, ['measure']);

addCase('companies', { name: 'nvda-earnings-beat', events: [
  A1('KXNVDAREV-28MAY', 'Will NVIDIA beat revenue consensus for Q1 FY2029?', 'Companies', z('2028-05-24', '20:30'), 'BEAT', 'Beat', 'nvda-rev'),
  B1('NVIDIA beats quarterly revenue estimates? (May 2028)', 'Business', z('2028-05-24', '20:30'), 'nvda-rev'),
] });

// WWDC keynote mention counts: 40+ vs 50+ are different outcomes of one event.
addCase('companies', { name: 'wwdc-ai-mentions', events: [
  A('KXWWDCAI-28JUN', 'How many times will Apple say "AI" in the WWDC 2028 keynote?', 'Companies', z('2028-06-05', '21:00'), [
    ['T39', '40+ times', 'wwdc-40'], ['T59', '60+ times', 'wwdc-60']]),
  B('"AI" mentions during WWDC 2028 keynote?', 'Tech', z('2028-06-05', '21:00'), qs((l) => `Will Apple say "AI" ${l} times during the WWDC 2028 keynote?`, [
    ['50+', 'wwdc-50'], ['60+', 'wwdc-60']])),
] }, ['threshold']);

addCase('companies', { name: 'unp-nsc-close', events: [
  A1('KXUNPNSC-28JUL31', 'Will Union Pacific complete its acquisition of Norfolk Southern by Jul 31, 2028?', 'Companies', z('2028-08-01', '04:00'), 'JUL31', 'By Jul 31', 'unp-jul31'),
  B1('Union Pacific–Norfolk Southern merger closes by July 31, 2028?', 'Business', z('2028-08-01', '04:00'), 'unp-jul31'),
  G1('Union Pacific / Norfolk Southern deal completed in 2028?', z('2029-01-01', '05:00'), 'unp-2028'),
], groups: [['alpha', 'beta'], ['gamma']] }, ['deadline']);

addCase('companies', { name: 'spacex-ipo-jun30', events: [
  A1('KXSPACEXIPO-28JUN30', 'Will SpaceX IPO before Jul 1, 2028?', 'Companies', z('2028-07-01', '04:00'), 'JUN30', 'Before Jul 1', 'spx-ipo'),
  B1('SpaceX IPO by June 30, 2028?', 'Business', z('2028-07-01', '04:00'), 'spx-ipo'),
  U1('SpaceX IPO by June 30, 2028?', 'Business', z('2028-07-01', '04:00'), 'spx-ipo'),
  G1('Starlink IPO by June 30, 2028?', z('2028-07-01', '04:00'), 'starlink-ipo'),
], groups: [['alpha', 'beta', 'beta_us'], ['gamma']] }, ['asset']);

// "Before 2029" and "in 2028" are one deadline.
addCase('companies', { name: 'openai-ipo-2028', events: [
  A1('KXOPENAIIPO-28', 'Will OpenAI go public before 2029?', 'Companies', z('2029-01-01', '05:00'), '2028', 'Before 2029', 'oai-ipo-28'),
  B1('OpenAI IPO in 2028?', 'Business', z('2029-01-01', '05:00'), 'oai-ipo-28'),
] });

addCase('companies', { name: 'largest-company-jun30', events: [
  A('KXLARGESTCO-28JUN30', 'Largest company in the world by market cap on Jun 30, 2028', 'Companies', z('2028-06-30', '20:00'), [
    ['NVDA', 'NVIDIA', 'big-nvda'], ['MSFT', 'Microsoft', 'big-msft'], ['AAPL', 'Apple', 'big-aapl'], ['GOOGL', 'Alphabet', 'big-googl']]),
  B('Largest company end of June?', 'Business', z('2028-06-30', '20:00'), qs((l) => `Will ${l} be the largest company in the world by market cap on June 30, 2028?`, [
    ['NVIDIA', 'big-nvda'], ['Microsoft', 'big-msft'], ['Apple', 'big-aapl'], ['Alphabet', 'big-googl'], ['Amazon', 'big-amzn']])),
  G('World\'s most valuable company on June 30, 2028', z('2028-06-30', '20:00'), [['Nvidia', 'big-nvda'], ['Microsoft', 'big-msft'], ['Apple', 'big-aapl']]),
  U1('Will Apple be the largest company by market cap on June 30, 2028?', 'Business', z('2028-06-30', '20:00'), 'big-aapl'),
] });

addCase('companies', { name: 'solo-msft-acquisition', events: [
  A1('KXMSFTACQ-28', 'Will Microsoft announce an acquisition above $20B in 2028?', 'Companies', z('2029-01-01', '05:00'), 'Y', 'Announced', 'msft-acq'),
] });

// ───────────────────────────── AI / TECH ─────────────────────────────

addCase('tech', { name: 'gpt6-by-jun30', events: [
  A1('KXGPT6-28JUN30', 'Will OpenAI release GPT-6 before Jul 1, 2028?', 'Science and Technology', z('2028-07-01', '04:00'), 'JUN30', 'Before Jul 1', 'gpt6-jun'),
  B1('GPT-6 released by June 30, 2028?', 'Tech', z('2028-07-01', '04:00'), 'gpt6-jun'),
  G1('OpenAI releases GPT-6 by June 30, 2028?', z('2028-07-01', '04:00'), 'gpt6-jun'),
] });

addCase('tech', { name: 'gpt6-by-aug31', events: [
  U1('GPT-6 released by August 31, 2028?', 'Tech', z('2028-09-01', '04:00'), 'gpt6-aug'),
  A1('KXGPT6-28AUG31', 'Will OpenAI release GPT-6 before Sep 1, 2028?', 'Science and Technology', z('2028-09-01', '04:00'), 'AUG31', 'Before Sep 1', 'gpt6-aug'),
] }, ['deadline']);

addCase('tech', { name: 'gemini4-release', events: [
  B1('Gemini 4 released by July 31, 2028?', 'Tech', z('2028-08-01', '04:00'), 'gem4-jul'),
  U1('Will Google release Gemini 4 by July 31, 2028?', 'Tech', z('2028-08-01', '04:00'), 'gem4-jul'),
] });

addCase('tech', { name: 'top-ai-lab-jul31', events: [
  A('KXTOPAI-28JUL31', 'Top AI model on LMArena on Jul 31, 2028', 'Science and Technology', z('2028-07-31', '16:00'), [
    ['OAI', 'OpenAI', 'lm-oai'], ['GOOG', 'Google', 'lm-goog'], ['ANTH', 'Anthropic', 'lm-anth'], ['XAI', 'xAI', 'lm-xai'], ['DSK', 'DeepSeek', 'lm-dsk']]),
  B('Which company has best AI model end of July?', 'Tech', z('2028-07-31', '16:00'), qs((l) => `Will ${l} have the top model on the LMArena text leaderboard on July 31, 2028?`, [
    ['OpenAI', 'lm-oai'], ['Google', 'lm-goog'], ['Anthropic', 'lm-anth'], ['xAI', 'lm-xai'], ['Meta', 'lm-meta']], { src: 'https://lmarena.ai/leaderboard/text' })),
] });

addCase('tech', { name: 'solo-starship-refuel', events: [
  G1('Starship orbital refuelling demo by August 31, 2028?', z('2028-09-01', '04:00'), 'ship-refuel'),
] });

// ───────────────────────────── LA 2028 OLYMPICS (14–30 July) ─────────────────────────────

const OLY_END = z('2028-07-31', '06:00');
addCase('sports', { name: 'oly-most-golds', events: [
  A('KXOLYGOLD-28', 'Which country will win the most gold medals at the 2028 Olympics?', 'Sports', OLY_END, [
    ['USA', 'United States', 'og-usa'], ['CHN', 'China', 'og-chn'], ['GBR', 'Great Britain', 'og-gbr'], ['JPN', 'Japan', 'og-jpn'], ['AUS', 'Australia', 'og-aus']], { sources: [IOC] }),
  B('Most gold medals at LA 2028?', 'Sports', OLY_END, qs((l) => `Will ${l} win the most gold medals at the 2028 Summer Olympics?`, [
    ['USA', 'og-usa'], ['China', 'og-chn'], ['Great Britain', 'og-gbr'], ['Japan', 'og-jpn'], ['France', 'og-fra']])),
  G('2028 Summer Olympics: Most Gold Medals', OLY_END, [['United States', 'og-usa'], ['China', 'og-chn'], ['Other', 'og-other']]),
  U1('Will the United States win the most gold medals at the 2028 Olympics?', 'Sports', OLY_END, 'og-usa'),
] });

addCase('sports', { name: 'oly-most-total-medals', events: [
  A('KXOLYMEDALS-28', 'Which country will win the most total medals at the 2028 Olympics?', 'Sports', OLY_END, [
    ['USA', 'United States', 'om-usa'], ['CHN', 'China', 'om-chn'], ['GBR', 'Great Britain', 'om-gbr']], { sources: [IOC] }),
  G('LA 2028 Olympics: Most Total Medals', OLY_END, [['USA', 'om-usa'], ['China', 'om-chn'], ['Other', 'om-other']]),
] }, ['measure']);

addCase('sports', { name: 'oly-usa-gold-count', events: [
  A('KXOLYUSAGOLD-28', 'How many gold medals will the US win at the 2028 Olympics?', 'Sports', OLY_END, [
    ['T45.5', 'Above 45.5', 'usag-46'], ['T50.5', 'Above 50.5', 'usag-51']]),
  B('USA gold medal count at LA 2028?', 'Sports', OLY_END, qs((l) => `Will the USA win ${l} gold medals at the 2028 Olympics?`, [
    ['46 or more', 'usag-46'], ['51 or more', 'usag-51'], ['56 or more', 'usag-56']])),
] });

const M100 = z('2028-07-23', '06:00');
addCase('sports', { name: 'oly-men-100m', events: [
  A('KXOLY100M-28', 'Olympic men\'s 100m gold medalist', 'Sports', M100, [
    ['NLYL', 'Noah Lyles', 'm100-lyles'], ['KTHO', 'Kishane Thompson', 'm100-thompson'], ['OSEV', 'Oblique Seville', 'm100-seville'],
    ['GGOU', 'Gout Gout', 'm100-gout'], ['LTEB', 'Letsile Tebogo', 'm100-tebogo']]),
  B('Men\'s 100m Olympic Gold Medal Winner', 'Sports', M100, qs((l) => `Will ${l} win gold in the men's 100m at the 2028 Olympics?`, [
    ['Noah Lyles', 'm100-lyles'], ['Kishane Thompson', 'm100-thompson'], ['Oblique Seville', 'm100-seville'], ['Gout Gout', 'm100-gout']])),
  G('LA 2028 Men\'s 100m Final Winner', M100, [['Lyles', 'm100-lyles'], ['Thompson', 'm100-thompson'], ['Gout', 'm100-gout']]),
] });

addCase('sports', { name: 'gout-200m-final-vs-gold', events: [
  A1('KXOLY200MFIN-28GOUT', 'Will Gout Gout reach the Olympic men\'s 200m final?', 'Sports', z('2028-07-26', '06:00'), 'GGOU', 'Gout Gout', 'gout-200fin'),
  B1('Will Gout Gout win Olympic gold in the men\'s 200m?', 'Sports', z('2028-07-27', '06:00'), 'gout-200gold'),
], groups: [['alpha'], ['beta']] }, ['round']);

addCase('sports', { name: 'oly-mens-basketball', events: [
  A('KXOLYMBB-28', 'Olympic men\'s basketball gold medal', 'Sports', z('2028-07-30', '06:00'), [
    ['USA', 'USA', 'mbb-usa'], ['FRA', 'France', 'mbb-fra'], ['SRB', 'Serbia', 'mbb-srb'], ['CAN', 'Canada', 'mbb-can'], ['GER', 'Germany', 'mbb-ger']]),
  B('Olympic Basketball Gold (Men)', 'Sports', z('2028-07-30', '06:00'), qs((l) => `Will ${l} win gold in men's basketball at the 2028 Olympics?`, [
    ['USA', 'mbb-usa'], ['France', 'mbb-fra'], ['Serbia', 'mbb-srb'], ['Canada', 'mbb-can']])),
  U('olympic-mens-basketball-gold-2028', 'Olympic Men\'s Basketball Gold', 'Sports', z('2028-07-30', '06:00'), qs((l) => `Will ${l} win Olympic men's basketball gold?`, [
    ['USA', 'mbb-usa'], ['Canada', 'mbb-can']])),
] });

// Women's football gold (alpha, gamma) vs men's football gold (beta).
addCase('sports', { name: 'oly-football-women-vs-men', events: [
  A('KXOLYWFB-28', 'Olympic women\'s football gold medal', 'Sports', z('2028-07-29', '06:00'), [
    ['USA', 'USA', 'wfb-usa'], ['ESP', 'Spain', 'wfb-esp'], ['BRA', 'Brazil', 'wfb-bra'], ['ENG', 'Great Britain', 'wfb-gbr']]),
  G('LA 2028 Women\'s Soccer Gold', z('2028-07-29', '06:00'), [['USA', 'wfb-usa'], ['Spain', 'wfb-esp'], ['Brazil', 'wfb-bra']]),
  B('Olympic Soccer Gold 2028?', 'Sports', z('2028-07-29', '06:00'), qs((l) => `Will ${l} win the men's Olympic football tournament?`, [
    ['Spain', 'mfb-esp'], ['Brazil', 'mfb-bra'], ['France', 'mfb-fra'], ['Argentina', 'mfb-arg']])),
], groups: [['alpha', 'gamma'], ['beta']] }, ['category']);

addCase('sports', { name: 'ledecky-800-vs-1500', events: [
  A1('KXLEDECKY800-28', 'Will Katie Ledecky win the Olympic 800m freestyle?', 'Sports', z('2028-07-22', '06:00'), 'KLED', 'Katie Ledecky', 'led-800'),
  B1('Katie Ledecky wins 800m freestyle gold at LA 2028?', 'Sports', z('2028-07-22', '06:00'), 'led-800'),
  G1('Katie Ledecky wins 1500m freestyle gold at LA 2028?', z('2028-07-19', '06:00'), 'led-1500'),
], groups: [['alpha', 'beta'], ['gamma']] }, ['category']);

addCase('sports', { name: 'oly-flag-football', events: [
  A('KXOLYFLAG-28', 'Olympic men\'s flag football gold medal', 'Sports', z('2028-07-28', '06:00'), [['USA', 'USA', 'flag-usa'], ['MEX', 'Mexico', 'flag-mex'], ['OTH', 'Another country', 'flag-oth']]),
  B1('Will the USA win Olympic gold in men\'s flag football?', 'Sports', z('2028-07-28', '06:00'), 'flag-usa'),
] });

addCase('sports', { name: 'oly-cricket', events: [
  A('KXOLYCRICKET-28', 'Olympic men\'s cricket gold medal', 'Sports', z('2028-07-29', '06:00'), [
    ['IND', 'India', 'crk-ind'], ['AUS', 'Australia', 'crk-aus'], ['ENG', 'Great Britain', 'crk-gbr'], ['NZL', 'New Zealand', 'crk-nzl']]),
  G('LA 2028 Olympic Cricket (Men) Gold', z('2028-07-29', '06:00'), [['India', 'crk-ind'], ['Australia', 'crk-aus'], ['Great Britain', 'crk-gbr']]),
  B('Olympic women\'s cricket gold?', 'Sports', z('2028-07-29', '06:00'), qs((l) => `Will ${l} win women's cricket gold at the 2028 Olympics?`, [
    ['Australia', 'wcrk-aus'], ['India', 'wcrk-ind'], ['England', 'wcrk-gbr']])),
], groups: [['alpha', 'gamma'], ['beta']] }, ['category']);

addCase('sports', { name: 'solo-oly-world-records', events: [
  U1('Will more than 5 swimming world records be set at LA 2028?', 'Sports', OLY_END, 'oly-wr5'),
] });

// ───────────────────────────── NBA FINALS, STANLEY CUP FINAL (June) ─────────────────────────────

const NBA_END = z('2028-06-22', '04:00');
addCase('sports', { name: 'nba-champion', events: [
  A('KXNBA-28', 'Pro Basketball Champion 2028', 'Sports', NBA_END, [
    ['OKC', 'Oklahoma City', 'nba-okc'], ['BOS', 'Boston', 'nba-bos'], ['DEN', 'Denver', 'nba-den'], ['NYK', 'New York K', 'nba-nyk'],
    ['CLE', 'Cleveland', 'nba-cle'], ['SAS', 'San Antonio', 'nba-sas']]),
  B('2028 NBA Champion', 'Sports', NBA_END, qs((l) => `Will the ${l} win the 2028 NBA Finals?`, [
    ['Thunder', 'nba-okc'], ['Celtics', 'nba-bos'], ['Nuggets', 'nba-den'], ['Knicks', 'nba-nyk'], ['Cavaliers', 'nba-cle'], ['Spurs', 'nba-sas'], ['Rockets', 'nba-hou']])),
  G('NBA Champion 2027-28', NBA_END, [['Oklahoma City Thunder', 'nba-okc'], ['Boston Celtics', 'nba-bos'], ['San Antonio Spurs', 'nba-sas']]),
  U('nba-champion-2028', 'NBA Champion 2028', 'Sports', NBA_END, qs((l) => `Will the ${l} win the 2028 NBA Championship?`, [
    ['Thunder', 'nba-okc'], ['Celtics', 'nba-bos']])),
] });

addCase('sports', { name: 'nba-finals-length', events: [
  A('KXNBAFINALSGAMES-28', 'How many games will the 2028 NBA Finals last?', 'Sports', NBA_END, [
    ['4', '4 games', 'nbl-4'], ['5', '5 games', 'nbl-5'], ['6', '6 games', 'nbl-6'], ['7', '7 games', 'nbl-7']]),
  B('NBA Finals: number of games?', 'Sports', NBA_END, qs((l) => `Will the 2028 NBA Finals go ${l} games?`, [
    ['4', 'nbl-4'], ['5', 'nbl-5'], ['6', 'nbl-6'], ['7', 'nbl-7']])),
  G1('Will the 2028 NBA Finals go to Game 7?', NBA_END, 'nbl-7'),
  U1('NBA Finals 2028: over 5.5 games?', 'Sports', NBA_END, 'nbl-o55'),
] }, ['threshold']);

addCase('sports', { name: 'nba-finals-exact', events: [
  A('KXNBASERIES-28FINOKCBOS', 'NBA Finals 2028 exact result: Thunder vs Celtics', 'Sports', NBA_END, [
    ['OKC4', 'Thunder in 4', 'nbx-okc4'], ['OKC5', 'Thunder in 5', 'nbx-okc5'], ['OKC6', 'Thunder in 6', 'nbx-okc6'], ['OKC7', 'Thunder in 7', 'nbx-okc7'],
    ['BOS4', 'Celtics in 4', 'nbx-bos4'], ['BOS5', 'Celtics in 5', 'nbx-bos5'], ['BOS6', 'Celtics in 6', 'nbx-bos6'], ['BOS7', 'Celtics in 7', 'nbx-bos7']]),
  B('NBA Finals: Exact Outcome', 'Sports', NBA_END, qs((l) => `NBA Finals: ${l}?`, [
    ['Thunder in 5', 'nbx-okc5'], ['Thunder in 6', 'nbx-okc6'], ['Thunder in 7', 'nbx-okc7'], ['Celtics in 6', 'nbx-bos6'], ['Celtics in 7', 'nbx-bos7']])),
] });

addCase('sports', { name: 'nba-finals-mvp', events: [
  A('KXNBAFMVP-28', 'NBA Finals MVP 2028', 'Sports', NBA_END, [
    ['SGA', 'Shai Gilgeous-Alexander', 'fmvp-sga'], ['JTAT', 'Jayson Tatum', 'fmvp-tatum'], ['JBRO', 'Jaylen Brown', 'fmvp-brown'], ['CHOL', 'Chet Holmgren', 'fmvp-chet']]),
  B('NBA Finals MVP?', 'Sports', NBA_END, qs((l) => `Will ${l} win 2028 NBA Finals MVP?`, [
    ['Shai Gilgeous-Alexander', 'fmvp-sga'], ['Jayson Tatum', 'fmvp-tatum'], ['Jaylen Brown', 'fmvp-brown']])),
] });

// Game 1 (June 1) on alpha and beta; gamma lists Game 2 (June 4) between the same teams.
addCase('sports', { name: 'nba-finals-g1-vs-g2', events: [
  A('KXNBAGAME-28JUN01BOSOKC', 'Boston at Oklahoma City (Jun 1)', 'Sports', z('2028-06-02', '04:00'), [['OKC', 'Oklahoma City', 'g1-okc'], ['BOS', 'Boston', 'g1-bos']]),
  B('Celtics vs. Thunder', 'Sports', z('2028-06-02', '04:00'), [['nba-bos-okc-2028-06-01', 'Yes', 'g1-okc', { q: 'Celtics vs. Thunder', outcomes: yn('Thunder', 'Celtics') }]]),
  G('NBA Finals Game 2: Celtics vs Thunder (June 4)', z('2028-06-05', '04:00'), [['Thunder', 'g2-okc'], ['Celtics', 'g2-bos']]),
], groups: [['alpha', 'beta'], ['gamma']] }, ['date']);

const NHL_END = z('2028-06-20', '04:00');
addCase('sports', { name: 'stanley-cup', events: [
  A('KXNHL-28', 'Pro Hockey Champion 2028', 'Sports', NHL_END, [
    ['FLA', 'Florida', 'nhl-fla'], ['EDM', 'Edmonton', 'nhl-edm'], ['DAL', 'Dallas', 'nhl-dal'], ['VGK', 'Vegas', 'nhl-vgk'], ['CAR', 'Carolina', 'nhl-car'], ['COL', 'Colorado', 'nhl-col']]),
  B('2028 Stanley Cup Champion', 'Sports', NHL_END, qs((l) => `Will the ${l} win the 2028 Stanley Cup?`, [
    ['Panthers', 'nhl-fla'], ['Oilers', 'nhl-edm'], ['Stars', 'nhl-dal'], ['Golden Knights', 'nhl-vgk'], ['Hurricanes', 'nhl-car'], ['Avalanche', 'nhl-col']])),
  G('Stanley Cup Winner 2028', NHL_END, [['Florida Panthers', 'nhl-fla'], ['Edmonton Oilers', 'nhl-edm'], ['Colorado Avalanche', 'nhl-col']]),
] });

// Stanley Cup Final Game 7: the same wording as the NBA Finals Game 7 listing of nba-finals-length, a different sport.
addCase('sports', { name: 'scf-game7-vs-nba', events: [
  A1('KXNHLFINALG7-28', 'Will the 2028 Stanley Cup Final go to Game 7?', 'Sports', NHL_END, 'G7', 'Game 7', 'scf-g7'),
  B1('Stanley Cup Final goes to Game 7?', 'Sports', NHL_END, 'scf-g7'),
] }, ['category']);

addCase('sports', { name: 'scf-g3-vs-g4', events: [
  A('KXNHLGAME-28JUN10EDMFLA', 'Edmonton at Florida (Jun 10)', 'Sports', z('2028-06-11', '04:00'), [['FLA', 'Florida', 'scf3-fla'], ['EDM', 'Edmonton', 'scf3-edm']]),
  B('Oilers vs. Panthers', 'Sports', z('2028-06-13', '04:00'), [['nhl-edm-fla-2028-06-12', 'Yes', 'scf4-fla', { q: 'Oilers vs. Panthers', outcomes: yn('Panthers', 'Oilers') }]]),
], groups: [['alpha'], ['beta']] }, ['date']);

// ───────────────────────────── MLB ─────────────────────────────

const ASG = z('2028-07-12', '05:00');
addCase('sports', { name: 'mlb-all-star-game', events: [
  A('KXMLBASGAME-28JUL11', 'MLB All-Star Game 2028: AL vs NL', 'Sports', ASG, [['AL', 'American League', 'asg-al'], ['NL', 'National League', 'asg-nl']]),
  B('MLB All-Star Game: American League vs. National League', 'Sports', ASG, [['mlb-asg-2028-07-11', 'Yes', 'asg-al', { q: 'American League vs. National League', outcomes: yn('American League', 'National League') }]]),
  G('2028 MLB All-Star Game Winner', ASG, [['AL', 'asg-al'], ['NL', 'asg-nl']]),
] });

// Yankees–Red Sox on July 4 (alpha, beta_us) vs July 5 (beta).
addCase('sports', { name: 'nyy-bos-jul4-vs-jul5', events: [
  A('KXMLBGAME-28JUL04NYYBOS', 'New York Y vs Boston (Jul 4)', 'Sports', z('2028-07-05', '04:00'), [['NYY', 'New York Y', 'nyb4-nyy'], ['BOS', 'Boston', 'nyb4-bos']]),
  U('mlb-nyy-bos-2028-07-04', 'Yankees vs. Red Sox', 'Sports', z('2028-07-05', '04:00'), [['mlb-nyy-bos-2028-07-04', 'Yes', 'nyb4-nyy', { q: 'Yankees vs. Red Sox', outcomes: yn('Yankees', 'Red Sox') }]]),
  B('Yankees vs. Red Sox', 'Sports', z('2028-07-06', '04:00'), [['mlb-nyy-bos-2028-07-05', 'Yes', 'nyb5-nyy', { q: 'Yankees vs. Red Sox', outcomes: yn('Yankees', 'Red Sox') }]]),
], groups: [['alpha', 'beta_us'], ['beta']] }, ['date']);

// A doubleheader: Game 1 and Game 2 on the same date.
addCase('sports', { name: 'cubs-cards-doubleheader', events: [
  A('KXMLBGAME-28AUG12STLCHCG1', 'St. Louis vs Chicago C (Aug 12, Game 1)', 'Sports', z('2028-08-13', '04:00'), [['CHC', 'Chicago C', 'dh1-chc'], ['STL', 'St. Louis', 'dh1-stl']]),
  B('Cardinals vs. Cubs (Game 2)', 'Sports', z('2028-08-13', '04:00'), [['mlb-stl-chc-2028-08-12-game-2', 'Yes', 'dh2-stl', { q: 'Cardinals vs. Cubs', outcomes: yn('Cardinals', 'Cubs') }]]),
], groups: [['alpha'], ['beta']] }, ['date']);

addCase('sports', { name: 'dodgers-giants-jul3', events: [
  A('KXMLBGAME-28JUL03SFLAD', 'San Francisco vs Los Angeles D (Jul 3)', 'Sports', z('2028-07-04', '07:00'), [['LAD', 'Los Angeles D', 'dg-lad'], ['SF', 'San Francisco', 'dg-sf']]),
  B('Giants vs. Dodgers', 'Sports', z('2028-07-04', '07:00'), [['mlb-sf-lad-2028-07-03', 'Yes', 'dg-sf', { q: 'Giants vs. Dodgers', outcomes: yn('Giants', 'Dodgers') }]]),
  U('mlb-sf-lad-2028-07-03', 'Giants vs. Dodgers', 'Sports', z('2028-07-04', '07:00'), [['mlb-sf-lad-2028-07-03', 'Yes', 'dg-sf', { q: 'Giants vs. Dodgers', outcomes: yn('Giants', 'Dodgers') }]]),
] });

addCase('sports', { name: 'ohtani-hr-first-half', events: [
  A1('KXOHTANIHR-28ASB', 'Shohei Ohtani home runs before the All-Star break: above 25.5?', 'Sports', z('2028-07-10', '07:00'), 'T25.5', 'Above 25.5', 'oht-26'),
  B1('Will Shohei Ohtani hit 26+ home runs before the 2028 All-Star break?', 'Sports', z('2028-07-10', '07:00'), 'oht-26'),
  G1('Ohtani 30+ home runs before the All-Star break?', z('2028-07-10', '07:00'), 'oht-30'),
] }, ['threshold']);

addCase('sports', { name: 'solo-mlb-trade-deadline', events: [
  A1('KXMLBTRADE-28AUG01', 'Will Pete Alonso be traded before the 2028 trade deadline?', 'Sports', z('2028-08-01', '23:00'), 'Y', 'Traded', 'alonso-trade'),
] });

// ───────────────────────────── WIMBLEDON (26 June – 9 July) ─────────────────────────────

const WIM_M = z('2028-07-09', '18:00');
addCase('sports', { name: 'wimbledon-men', events: [
  A('KXWMENSINGLES-28', 'Wimbledon Men\'s Singles Champion 2028', 'Sports', WIM_M, [
    ['JSIN', 'Jannik Sinner', 'wm-sinner'], ['CALC', 'Carlos Alcaraz', 'wm-alcaraz'], ['JDRA', 'Jack Draper', 'wm-draper'], ['JFON', 'João Fonseca', 'wm-fonseca'],
    ['JMEN', 'Jakub Menšík', 'wm-mensik'], ['ND', 'Novak Djokovic', 'wm-djokovic']]),
  B('Wimbledon Men\'s Winner 2028', 'Sports', WIM_M, qs((l) => `Will ${l} win Wimbledon 2028?`, [
    ['Jannik Sinner', 'wm-sinner'], ['Carlos Alcaraz', 'wm-alcaraz'], ['Jack Draper', 'wm-draper'], ['Joao Fonseca', 'wm-fonseca'], ['Novak Djokovic', 'wm-djokovic']])),
  G('Wimbledon 2028 Men\'s Champion', WIM_M, [['Sinner', 'wm-sinner'], ['Alcaraz', 'wm-alcaraz'], ['Field', 'wm-field']]),
  U('wimbledon-2028-mens-winner', 'Wimbledon Men\'s Singles 2028', 'Sports', WIM_M, qs((l) => `Will ${l} win the 2028 Wimbledon men's singles?`, [
    ['Jannik Sinner', 'wm-sinner'], ['Carlos Alcaraz', 'wm-alcaraz']])),
] });

const WIM_W = z('2028-07-08', '18:00');
addCase('sports', { name: 'wimbledon-women', events: [
  A('KXWWOMENSINGLES-28', 'Wimbledon Women\'s Singles Champion 2028', 'Sports', WIM_W, [
    ['ASAB', 'Aryna Sabalenka', 'ww-sabalenka'], ['ISWI', 'Iga Świątek', 'ww-swiatek'], ['CGAU', 'Coco Gauff', 'ww-gauff'], ['AANI', 'Amanda Anisimova', 'ww-anisimova'], ['MAND', 'Mirra Andreeva', 'ww-andreeva']]),
  B('Wimbledon Women\'s Winner 2028', 'Sports', WIM_W, qs((l) => `Will ${l} win the 2028 Wimbledon women's singles title?`, [
    ['Aryna Sabalenka', 'ww-sabalenka'], ['Iga Swiatek', 'ww-swiatek'], ['Coco Gauff', 'ww-gauff'], ['Mirra Andreeva', 'ww-andreeva'], ['Victoria Mboko', 'ww-mboko']])),
] });

// Reaching the final: one event on three venues, near-identical to the Alcaraz outcome of wimbledon-men (the title).
addCase('sports', { name: 'alcaraz-final-vs-title', events: [
  G1('Carlos Alcaraz reaches the Wimbledon 2028 final?', z('2028-07-07', '18:00'), 'alc-wfinal'),
  B1('Will Carlos Alcaraz reach the Wimbledon final?', 'Sports', z('2028-07-07', '18:00'), 'alc-wfinal'),
  A1('KXWSINGLESFINAL-28ALC', 'Will Carlos Alcaraz play in the 2028 Wimbledon men\'s final?', 'Sports', z('2028-07-07', '18:00'), 'CALC', 'Carlos Alcaraz', 'alc-wfinal'),
] }, ['round']);

// ───────────────────────────── TOUR DE FRANCE (ends 23 July) ─────────────────────────────

const TDF = z('2028-07-23', '18:00');
addCase('sports', { name: 'tdf-winner', events: [
  A('KXTDF-28', 'Tour de France 2028 winner', 'Sports', TDF, [
    ['TPOG', 'Tadej Pogačar', 'tdf-pog'], ['JVIN', 'Jonas Vingegaard', 'tdf-vin'], ['REVE', 'Remco Evenepoel', 'tdf-eve'], ['FLIP', 'Florian Lipowitz', 'tdf-lip'], ['IDEL', 'Isaac del Toro', 'tdf-del']]),
  B('Tour de France 2028 Winner', 'Sports', TDF, qs((l) => `Will ${l} win the 2028 Tour de France?`, [
    ['Tadej Pogacar', 'tdf-pog'], ['Jonas Vingegaard', 'tdf-vin'], ['Remco Evenepoel', 'tdf-eve'], ['Isaac del Toro', 'tdf-del'], ['Joao Almeida', 'tdf-alm']])),
  G('2028 Tour de France General Classification', TDF, [['Pogačar', 'tdf-pog'], ['Vingegaard', 'tdf-vin'], ['Other', 'tdf-oth']]),
] });

// Green jersey (points classification): near-identical to the yellow-jersey listings of tdf-winner, a different classification.
addCase('sports', { name: 'tdf-green-jersey', events: [
  A('KXTDFGREEN-28', 'Tour de France 2028 points classification (green jersey)', 'Sports', TDF, [
    ['TPOG', 'Tadej Pogačar', 'tdfg-pog'], ['JMIL', 'Jonathan Milan', 'tdfg-milan'], ['BGIR', 'Biniam Girmay', 'tdfg-girmay']]),
  U('tour-de-france-2028-green-jersey', 'Tour de France 2028 Green Jersey', 'Sports', TDF, qs((l) => `Will ${l} win the green jersey at the 2028 Tour de France?`, [
    ['Tadej Pogacar', 'tdfg-pog'], ['Jonathan Milan', 'tdfg-milan']])),
] }, ['category']);

// ───────────────────────────── EURO 2028 (UK & Ireland, 9 June – 9 July) and friendlies ─────────────────────────────

const EURO_END = z('2028-07-09', '22:00');
addCase('sports', { name: 'euro-2028-winner', events: [
  A('KXEURO-28', 'Euro 2028 winner', 'Sports', EURO_END, [
    ['ENG', 'England', 'eu-eng'], ['FRA', 'France', 'eu-fra'], ['ESP', 'Spain', 'eu-esp'], ['GER', 'Germany', 'eu-ger'], ['POR', 'Portugal', 'eu-por'], ['NED', 'Netherlands', 'eu-ned']]),
  B('Euro 2028 Winner', 'Sports', EURO_END, qs((l) => `Will ${l} win Euro 2028?`, [
    ['England', 'eu-eng'], ['France', 'eu-fra'], ['Spain', 'eu-esp'], ['Germany', 'eu-ger'], ['Portugal', 'eu-por'], ['Italy', 'eu-ita']])),
  G('UEFA Euro 2028 Champion', EURO_END, [['England', 'eu-eng'], ['France', 'eu-fra'], ['Spain', 'eu-esp'], ['Other', 'eu-oth']]),
  U('euro-2028-winner', 'Euro 2028 Winner', 'Sports', EURO_END, qs((l) => `Will ${l} win Euro 2028?`, [['England', 'eu-eng'], ['Spain', 'eu-esp']])),
] });

addCase('sports', { name: 'spain-final-vs-title', events: [
  A1('KXEUROFINAL-28ESP', 'Will Spain reach the Euro 2028 final?', 'Sports', z('2028-07-06', '22:00'), 'ESP', 'Spain', 'esp-fin'),
  G1('Spain to reach the Euro 2028 final?', z('2028-07-06', '22:00'), 'esp-fin'),
  B1('Spain to reach the Euro 2028 semi-finals?', 'Sports', z('2028-07-02', '22:00'), 'esp-sf'),
], groups: [['alpha', 'gamma'], ['beta']] }, ['round']);

addCase('sports', { name: 'euro-final-penalties', events: [
  A1('KXEUROFINALPENS-28', 'Will the Euro 2028 final be decided by a penalty shootout?', 'Sports', EURO_END, 'PEN', 'Penalties', 'eufin-pen'),
  B1('Euro 2028 final goes to penalties?', 'Sports', EURO_END, 'eufin-pen'),
] });

addCase('sports', { name: 'euro-golden-boot', events: [
  A('KXEUROTOPSCORER-28', 'Euro 2028 top goalscorer', 'Sports', EURO_END, [
    ['HKAN', 'Harry Kane', 'gb-kane'], ['KMBA', 'Kylian Mbappé', 'gb-mbappe'], ['LYAM', 'Lamine Yamal', 'gb-yamal'], ['VGYO', 'Viktor Gyökeres', 'gb-gyo'], ['JMUS', 'Jamal Musiala', 'gb-musiala']]),
  G('Euro 2028 Golden Boot', EURO_END, [['Harry Kane', 'gb-kane'], ['Kylian Mbappe', 'gb-mbappe'], ['Lamine Yamal', 'gb-yamal'], ['Other', 'gb-oth']]),
] });

addCase('sports', { name: 'eng-sco-group', events: [
  A('KXEUROGAME-28JUN16ENGSCO', 'England vs Scotland (Jun 16)', 'Sports', z('2028-06-16', '22:00'), [['ENG', 'England', 'es-eng'], ['TIE', 'Tie', 'es-tie'], ['SCO', 'Scotland', 'es-sco']]),
  B('England vs. Scotland', 'Sports', z('2028-06-16', '22:00'), [
    ['euro-eng-sco-2028-06-16-eng', 'England', 'es-eng', { q: 'Will England win on 2028-06-16?' }],
    ['euro-eng-sco-2028-06-16-draw', 'Draw (England vs. Scotland)', 'es-tie', { q: 'Will England vs. Scotland end in a draw?' }],
    ['euro-eng-sco-2028-06-16-sco', 'Scotland', 'es-sco', { q: 'Will Scotland win on 2028-06-16?' }]]),
  G('England vs Scotland - Euro 2028 Group Stage', z('2028-06-16', '22:00'), [['England', 'es-eng'], ['Draw', 'es-tie'], ['Scotland', 'es-sco']]),
] });

// Pre-tournament friendlies: England v Brazil at Wembley on June 3 vs Brazil v England on June 6 (a return fixture).
addCase('sports', { name: 'eng-bra-friendlies', events: [
  A('KXFRIENDLY-28JUN03ENGBRA', 'England vs Brazil (Jun 3)', 'Sports', z('2028-06-03', '22:00'), [['ENG', 'England', 'eb3-eng'], ['TIE', 'Tie', 'eb3-tie'], ['BRA', 'Brazil', 'eb3-bra']]),
  B('Brazil vs. England', 'Sports', z('2028-06-06', '22:00'), [
    ['fr-bra-eng-2028-06-06-bra', 'Brazil', 'eb6-bra', { q: 'Will Brazil win on 2028-06-06?' }],
    ['fr-bra-eng-2028-06-06-draw', 'Draw (Brazil vs. England)', 'eb6-tie', { q: 'Will Brazil vs. England end in a draw?' }],
    ['fr-bra-eng-2028-06-06-eng', 'England', 'eb6-eng', { q: 'Will England win on 2028-06-06?' }]]),
  G('England vs Brazil - International Friendly (June 3)', z('2028-06-03', '22:00'), [['England', 'eb3-eng'], ['Draw', 'eb3-tie'], ['Brazil', 'eb3-bra']]),
], groups: [['alpha', 'gamma'], ['beta']] }, ['date']);

// ───────────────────────────── GOLF: US OPEN (Olympic Club, 15–18 June) ─────────────────────────────

const USO = z('2028-06-19', '02:00');
addCase('sports', { name: 'us-open-golf', events: [
  A('KXPGAUSOPEN-28', 'U.S. Open 2028 winner', 'Sports', USO, [
    ['SSCH', 'Scottie Scheffler', 'uso-scheffler'], ['RMCI', 'Rory McIlroy', 'uso-mcilroy'], ['XSCH', 'Xander Schauffele', 'uso-xander'],
    ['BDEC', 'Bryson DeChambeau', 'uso-bryson'], ['LABE', 'Ludvig Åberg', 'uso-aberg']]),
  B('U.S. Open Winner 2028', 'Sports', USO, qs((l) => `Will ${l} win the 2028 U.S. Open?`, [
    ['Scottie Scheffler', 'uso-scheffler'], ['Rory McIlroy', 'uso-mcilroy'], ['Xander Schauffele', 'uso-xander'], ['Bryson DeChambeau', 'uso-bryson'], ['Tommy Fleetwood', 'uso-fleetwood']])),
  G('2028 US Open Championship (Golf) Winner', USO, [['Scheffler', 'uso-scheffler'], ['McIlroy', 'uso-mcilroy'], ['DeChambeau', 'uso-bryson'], ['Field', 'uso-field']]),
] });

// "Open" on beta_us is The Open Championship (July), not the U.S. Open.
addCase('sports', { name: 'the-open-vs-us-open', events: [
  U('the-open-2028-winner', 'The Open 2028 Winner', 'Sports', z('2028-07-17', '20:00'), qs((l) => `Will ${l} win The Open Championship 2028?`, [
    ['Scottie Scheffler', 'open-scheffler'], ['Rory McIlroy', 'open-mcilroy']])),
  A1('KXPGATOP10-28USOSCH', 'Will Scottie Scheffler finish in the top 10 at the 2028 U.S. Open?', 'Sports', USO, 'T10', 'Top 10', 'uso-sch-top10'),
], groups: [['beta_us'], ['alpha']] }, ['category', 'measure']);

// ───────────────────────────── HEAT WAVE: daily highs by city and station ─────────────────────────────

// NYC on July 20: Central Park (alpha, gamma) vs LaGuardia (beta) — one city, two stations: one event, not fungible.
addCase('weather', { name: 'nyc-high-jul20', events: [
  A('KXHIGHNY-28JUL20', 'Highest temperature in NYC on Jul 20, 2028', 'Climate and Weather', z('2028-07-21', '04:59'), [
    ['B93.5', '92° to 93°', 'nyc-92'], ['B95.5', '94° to 95°', 'nyc-94'], ['B97.5', '96° to 97°', 'nyc-96'], ['T97', '98° or above', 'nyc-98']],
  { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC'] }),
  B('Highest temperature in NYC on July 20?', 'Weather', z('2028-07-21', '04:59'), qs((l) => `Will the highest temperature in New York City be ${l} on July 20, 2028?`, [
    ['92-93°F', 'nyc-92'], ['94-95°F', 'nyc-94'], ['96-97°F', 'nyc-96'], ['98°F or higher', 'nyc-98']],
  { src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA', rules: 'Resolves on the highest temperature recorded at LaGuardia Airport (KLGA) on July 20, 2028.' })),
  G('NYC (Central Park) high temperature on July 20, 2028', z('2028-07-21', '04:59'), [['92-93°F', 'nyc-92'], ['94-95°F', 'nyc-94'], ['96°F or higher', 'nyc-96p']]),
], fungible: nf('alpha|beta', 'beta|gamma') }, ['source']);

// Phoenix on July 15 (alpha, gamma) vs July 16 (beta).
addCase('weather', { name: 'phx-high-jul15-vs-16', events: [
  A('KXHIGHPHX-28JUL15', 'Highest temperature in Phoenix on Jul 15, 2028', 'Climate and Weather', z('2028-07-16', '06:59'), [
    ['T112', 'Above 112°', 'phx15-112'], ['T115', 'Above 115°', 'phx15-115']], { sources: [NWS] }),
  G('Phoenix Sky Harbor high above ___ on July 15, 2028?', z('2028-07-16', '06:59'), [['112°F', 'phx15-112'], ['115°F', 'phx15-115']]),
  B('Phoenix high temperature on July 16?', 'Weather', z('2028-07-17', '06:59'), qs((l) => `Will Phoenix's high be above ${l} on July 16, 2028?`, [
    ['112°F', 'phx16-112'], ['115°F', 'phx16-115']])),
], groups: [['alpha', 'gamma'], ['beta']] }, ['date']);

// Chicago reaching 100°F on any day of July vs on July 4.
addCase('weather', { name: 'chi-100-july-vs-jul4', events: [
  A1('KXCHI100-28JUL', 'Will Chicago (O\'Hare) reach 100°F in Jul 2028?', 'Climate and Weather', z('2028-08-01', '05:59'), 'T99', '100° or above', 'chi-jul100'),
  B1('Chicago hits 100°F in July 2028?', 'Weather', z('2028-08-01', '05:59'), 'chi-jul100', { rules: 'Resolves Yes if O\'Hare International Airport records 100°F or more on any day in July 2028.' }),
  U1('Will Chicago hit 100°F on July 4, 2028?', 'Weather', z('2028-07-05', '05:59'), 'chi-jul4-100'),
], groups: [['alpha', 'beta'], ['beta_us']] }, ['observation']);

// Los Angeles: downtown USC station (alpha) vs LAX (gamma) on the same day.
addCase('weather', { name: 'la-high-aug2', events: [
  A('KXHIGHLAX-28AUG02', 'Highest temperature in Los Angeles on Aug 2, 2028', 'Climate and Weather', z('2028-08-03', '07:59'), [
    ['T85', 'Above 85°', 'la-85'], ['T90', 'Above 90°', 'la-90']], { rules: 'Downtown Los Angeles (USC Campus) station, NWS Daily Climate Report.' }),
  G('Los Angeles high temperature above ___ on August 2, 2028 (LAX)?', z('2028-08-03', '07:59'), [['85°F', 'la-85'], ['90°F', 'la-90']]),
], fungible: nf('alpha|gamma') }, ['source']);

addCase('weather', { name: 'austin-high-aug1', events: [
  A('KXHIGHAUS-28AUG01', 'Highest temperature in Austin on Aug 1, 2028', 'Climate and Weather', z('2028-08-02', '05:59'), [
    ['T100', 'Above 100°', 'aus-100'], ['T104', 'Above 104°', 'aus-104']], { rules: 'Austin Camp Mabry, NWS Daily Climate Report.' }),
  B('Austin high temperature on August 1?', 'Weather', z('2028-08-02', '05:59'), qs((l) => `Will Austin's high temperature be above ${l} on August 1, 2028?`, [
    ['100°F', 'aus-100'], ['104°F', 'aus-104']], { rules: 'Resolves on Austin-Bergstrom International Airport (KAUS).' })),
], fungible: nf('alpha|beta') }, ['source']);

// Heathrow 35°C (beta, gamma) vs any UK station 35°C (alpha).
addCase('weather', { name: 'uk-35c', events: [
  B1('London Heathrow hits 35°C in July 2028?', 'Weather', z('2028-08-01', '00:00'), 'lhr-35'),
  G1('Will Heathrow record 35°C or more in July 2028?', z('2028-08-01', '00:00'), 'lhr-35'),
  A1('KXUKTEMP-28JUL', 'Will anywhere in the UK reach 35°C in Jul 2028?', 'Climate and Weather', z('2028-08-01', '00:00'), 'T35', '35°C or above', 'uk-35'),
], groups: [['beta', 'gamma'], ['alpha']] }, ['place']);

addCase('weather', { name: 'july-hottest-on-record', events: [
  A1('KXJULYHOT-28', 'Will July 2028 be the hottest July on record globally (NOAA)?', 'Climate and Weather', z('2028-08-15', '16:00'), 'REC', 'Record', 'jul-rec'),
  B1('July 2028 hottest July on record (NOAA)?', 'Weather', z('2028-08-15', '16:00'), 'jul-rec', { src: 'https://www.ncei.noaa.gov/access/monitoring/monthly-report/global/' }),
] });

addCase('weather', { name: 'solo-dc-heat', events: [
  U1('Will Washington, D.C. record 100°F in August 2028?', 'Weather', z('2028-09-01', '04:59'), 'dc-100'),
] });

// ───────────────────────────── HURRICANES ─────────────────────────────

addCase('weather', { name: 'named-storms-jul31', events: [
  A('KXNAMEDSTORMS-28JUL31', 'Number of Atlantic named storms by Jul 31, 2028', 'Climate and Weather', z('2028-08-01', '04:00'), [
    ['T2', '3 or more', 'ns7-3'], ['T4', '5 or more', 'ns7-5']], { sources: [NHC] }),
  B('How many named storms by July 31?', 'Weather', z('2028-08-01', '04:00'), qs((l) => `Will there be ${l} Atlantic named storms by July 31, 2028?`, [
    ['3+', 'ns7-3'], ['5+', 'ns7-5']])),
  G('Atlantic named storms by August 31, 2028', z('2028-09-01', '04:00'), [['5 or more', 'ns8-5'], ['8 or more', 'ns8-8']]),
], groups: [['alpha', 'beta'], ['gamma']] }, ['deadline']);

addCase('weather', { name: 'florida-vs-us-landfall', events: [
  A1('KXHURFLA-28AUG31', 'Will a hurricane make landfall in Florida by Aug 31, 2028?', 'Climate and Weather', z('2028-09-01', '04:00'), 'FL', 'Florida landfall', 'fl-land'),
  B1('Hurricane landfall in Florida by August 31, 2028?', 'Weather', z('2028-09-01', '04:00'), 'fl-land'),
  G1('Hurricane makes US landfall by August 31, 2028?', z('2028-09-01', '04:00'), 'us-land'),
], groups: [['alpha', 'beta'], ['gamma']] }, ['place']);

addCase('weather', { name: 'first-hurricane-jul1', events: [
  B1('Will the first Atlantic hurricane of 2028 form before July 1?', 'Weather', z('2028-07-01', '04:00'), 'hur-pre-jul'),
  U1('Atlantic hurricane forms before July 1, 2028?', 'Weather', z('2028-07-01', '04:00'), 'hur-pre-jul'),
] });

addCase('weather', { name: 'cat5-vs-cat4', events: [
  A1('KXCAT5-28AUG31', 'Will a Category 5 Atlantic hurricane form by Aug 31, 2028?', 'Climate and Weather', z('2028-09-01', '04:00'), 'C5', 'Category 5', 'cat5'),
  B1('Category 5 hurricane in the Atlantic by August 31?', 'Weather', z('2028-09-01', '04:00'), 'cat5'),
  G1('Atlantic Category 5 hurricane by August 31, 2028?', z('2028-09-01', '04:00'), 'cat5'),
] });

// ───────────────────────────── BOX OFFICE (July 4 weekend, summer releases) ─────────────────────────────

// Opening 3-day weekend: The Numbers (alpha) vs Box Office Mojo (beta) — one event, not fungible.
addCase('culture', { name: 'incredibles3-opening', events: [
  A('KXOPENWEEKEND-28JUN18INC3', 'Incredibles 3 domestic opening weekend', 'Entertainment', z('2028-06-19', '20:00'), [
    ['T100', 'Above $100M', 'inc3-100'], ['T150', 'Above $150M', 'inc3-150'], ['T200', 'Above $200M', 'inc3-200']], { sources: [NUM] }),
  B('Incredibles 3 opening weekend box office?', 'Culture', z('2028-06-19', '20:00'), qs((l) => `Will Incredibles 3 gross more than ${l} domestically in its opening weekend?`, [
    ['$100M', 'inc3-100'], ['$150M', 'inc3-150'], ['$200M', 'inc3-200']], { src: 'https://www.boxofficemojo.com/' })),
], fungible: nf('alpha|beta') }, ['source']);

// July 4 weekend (the 4th is a Tuesday): the 3-day Fri–Sun weekend vs the 5-day Fri–Tue holiday frame.
addCase('culture', { name: 'july4-weekend-3v4', events: [
  A('KXOPENWEEKEND-28JUL02JWE', 'Jurassic World: Extinction opening weekend (3-day)', 'Entertainment', z('2028-07-03', '20:00'), [
    ['T120', 'Above $120M', 'jwe3-120'], ['T150', 'Above $150M', 'jwe3-150']], { sources: [BOM] }),
  G('Jurassic World: Extinction opening weekend above ___ (3-day)?', z('2028-07-03', '20:00'), [['$120M', 'jwe3-120'], ['$150M', 'jwe3-150']]),
  B('Jurassic World: Extinction 5-day July 4th opening?', 'Culture', z('2028-07-05', '20:00'), qs((l) => `Will Jurassic World: Extinction gross more than ${l} over its 5-day July 4th opening (June 30 – July 4)?`, [
    ['$150M', 'jwe4-150'], ['$180M', 'jwe4-180']])),
], groups: [['alpha', 'gamma'], ['beta']] }, ['measure']);

addCase('culture', { name: 'top-film-jul4-weekend', events: [
  A('KXTOPMOVIE-28JUL02', 'Top-grossing movie of the Jun 30 – Jul 2, 2028 weekend', 'Entertainment', z('2028-07-03', '20:00'), [
    ['JWE', 'Jurassic World: Extinction', 'top-jwe'], ['INC3', 'Incredibles 3', 'top-inc3'], ['OTH', 'Another film', 'top-oth']], { sources: [BOM] }),
  B('#1 movie this weekend (June 30–July 2)?', 'Culture', z('2028-07-03', '20:00'), qs((l) => `Will ${l} be the top-grossing movie of the June 30 – July 2, 2028 weekend?`, [
    ['Jurassic World: Extinction', 'top-jwe'], ['Incredibles 3', 'top-inc3']], { src: 'https://www.boxofficemojo.com/weekend/' })),
] });

addCase('culture', { name: 'taylor-swift-album', events: [
  A1('KXSWIFTALBUM-28AUG31', 'Will Taylor Swift release a new studio album before Sep 1, 2028?', 'Entertainment', z('2028-09-01', '04:00'), 'AUG31', 'Before Sep 1', 'swift-alb'),
  B1('New Taylor Swift album released by August 31, 2028?', 'Culture', z('2028-09-01', '04:00'), 'swift-alb'),
] });

// ───────────────────────────── output ─────────────────────────────

const scenario = emitScenario(cases);
const venueEvents = cases.reduce((n, c) => n + c.events.length, 0);
const kindCounts: Record<string, number> = {};
for (const h of hnKinds) for (const k of h.kinds) kindCounts[k] = (kindCounts[k] ?? 0) + 1;
const out = {
  ...scenario,
  meta: {
    set: 'holdout19',
    venue_events: venueEvents,
    cases: meta,
    hard_negatives: hnKinds.filter((h) => h.kinds.length > 0),
    hard_negative_kinds: kindCounts,
  },
};
writeFileSync(new URL('./holdout19-set.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
const byVenue: Record<string, number> = {};
for (const c of cases) for (const e of c.events) byVenue[e.venue] = (byVenue[e.venue] ?? 0) + 1;
const multi = cases.filter((c) => (c.groups ?? [c.events.map((e) => e.venue)]).some((g) => g.length > 1)).length;
console.log(JSON.stringify({ cases: cases.length, venueEvents, byVenue, withMatch: multi, withHardNegatives: hnKinds.filter((h) => h.kinds.length > 0).length, kindCounts }));
