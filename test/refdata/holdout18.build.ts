// Eighteenth independent refdata holdout: writes test/refdata/holdout18-set.json (what the venues list for the first
// quarter of 2028: primaries and caucuses, Q1 central-bank meetings and data prints, the Super Bowl, the Oscars).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout18.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn, slug and the HoldoutRow/Mx types) and lines 1–60 of
// test/refdata/holdout17.build.ts (its header: the labelling rules below are adopted from it verbatim, and the helper
// usage). Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set, build file
// or test in test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not
// been seen.
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
// Additions for this set (same spirit): the same contest in the other party, or the other chamber/office, is a different
// event ('party', 'office'); a different central bank is a different event ('institution'); a different threshold on
// one observation is the same event with its own `t` ('threshold'); a first round vs the overall winner is a different
// event ('round').
// Ids: beta event ids 260001+, gamma ids 20001+, alpha tickers dated 2028; all closes after 2026-11-22.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, slug, z, yn, type E, type Mx, type HoldoutRow as Row } from './evalset.emit.ts';

type Cat = 'politics' | 'central_banks' | 'economics' | 'markets' | 'crypto' | 'commodities' | 'companies' | 'sports' | 'culture' | 'weather' | 'tech';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round' | 'party' | 'institution';

const { cases, meta, add } = caseList<Cat>();
const hnKinds: Array<{ name: string; kinds: Hn[] }> = [];
/** Adds a case and records the kinds of its hard negatives (one per kind listed). */
const addCase = (cat: Cat, c: Parameters<typeof add>[1], kinds: Hn[] = []): void => {
  add(cat, c, kinds.length);
  hnKinds.push({ name: c.name, kinds });
};
const { A, B, U, G, G1 } = venueBuilders(260000, 20000);
/** A beta / beta_us market row whose slug is its question. */
const bm = (q: string, label: string, t: string, x: Mx = {}): Row => [slug(q), label, t, { q, ...x }];
/** A named-candidate list: [label, code]. */
type Names = Array<[string, string]>;
/** Alpha rows for named outcomes: suffix = code, truth tag = `${tp}${code}`. */
const an = (list: Names, tp: string, x: Mx = {}): Row[] => list.map(([n, c]) => [c, n, `${tp}${c}`, x]);
/** Beta / beta_us rows for named outcomes with questions from `qf`. */
const bn = (list: Names, tp: string, qf: (n: string) => string, x: Mx = {}): Row[] => list.map(([n, c]) => bm(qf(n), n, `${tp}${c}`, x));
/** Gamma children for named outcomes. */
const gn = (list: Names, tp: string, lf: (n: string) => string = (n) => n): Array<[string, string]> => list.map(([n, c]) => [lf(n), `${tp}${c}`]);
/** A one-market beta event whose question is its title. */
const B1 = (title: string, cat: string, close: string, t: string, x: Mx = {}, ex: Partial<E> = {}): E => B(title, cat, close, [bm(title, 'Yes', t, x)], ex);
/** A one-market alpha event. */
const A1 = (ticker: string, title: string, cat: string, close: string, suffix: string, label: string, t: string, x: Mx = {}, ex: Partial<E> = {}): E =>
  A(ticker, title, cat, close, [[suffix, label, t, x]], ex);
/** A one-market beta_us event. */
const U1 = (eventSlug: string, title: string, cat: string, close: string, t: string, x: Mx = {}): E =>
  U(eventSlug, title, cat, close, [[eventSlug, 'Yes', t, { q: title, ...x }]]);
const split2 = [['alpha'], ['beta']];

const AP = 'Associated Press https://apnews.com/hub/election-results';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const ECB = 'European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html';
const BOE = 'Bank of England https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate';
const BOJ = 'Bank of Japan https://www.boj.or.jp/en/mopo/mpmdeci/index.htm';
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/ces/';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const DOL = 'US Department of Labor https://www.dol.gov/ui/data.pdf';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const NWS = 'National Weather Service https://www.weather.gov/wrh/climate';
const SPX = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';

// ───────────────────────────── PRIMARIES AND CAUCUSES ─────────────────────────────
const GOP: Names = [['JD Vance', 'VANCE'], ['Marco Rubio', 'RUBIO'], ['Ron DeSantis', 'DESANTIS'], ['Donald Trump Jr.', 'TRUMPJR'], ['Vivek Ramaswamy', 'RAMASWAMY']];
const DEM: Names = [['Gavin Newsom', 'NEWSOM'], ['Josh Shapiro', 'SHAPIRO'], ['Pete Buttigieg', 'BUTTIGIEG'], ['Alexandria Ocasio-Cortez', 'AOC'], ['JB Pritzker', 'PRITZKER'], ['Wes Moore', 'MOORE']];
const IOWA = z('2028-01-25', '05:00');
const NH = z('2028-02-09', '05:00');
const SC_GOP = z('2028-02-27', '05:00');
const SC_DEM = z('2028-02-06', '05:00');
const ST = z('2028-03-08', '08:00');

addCase('politics', { name: 'iowa-gop-caucus-winner', events: [
  A('KXIAGOP-28JAN24', 'Iowa Republican caucus winner', 'Elections', IOWA, an(GOP, 'ia:'), { sources: [AP] }),
  B('Iowa Republican Caucus Winner', 'Politics', IOWA, bn(GOP, 'ia:', (n) => `Will ${n} win the 2028 Iowa Republican caucuses?`, { src: 'https://apnews.com' })),
  U('iowa-republican-caucus-2028', 'Iowa Republican Caucus 2028', 'politics', IOWA, bn(GOP.slice(0, 3), 'ia:', (n) => `${n} wins the Iowa Republican caucuses`)),
  G('2028 Iowa GOP Caucus Winner', IOWA, gn(GOP.slice(0, 4), 'ia:')),
] });

addCase('politics', { name: 'iowa-caucus-turnout-party', groups: split2, events: [
  A1('KXIAGOPTURNOUT-28JAN24', 'Iowa Republican caucus turnout', 'Elections', IOWA, 'T150000', 'Above 150,000', 'gop150',
    { rules: 'Resolves Yes if more than 150,000 votes are reported in the 2028 Iowa Republican presidential caucuses, per the Republican Party of Iowa.' }),
  B1('Iowa Democratic caucus turnout above 150k?', 'Politics', IOWA, 'dem150',
    { rules: 'Resolves Yes if total turnout in the 2028 Iowa Democratic caucuses exceeds 150,000 per the Iowa Democratic Party.' }),
] }, ['party']);

addCase('politics', { name: 'nh-gop-primary-winner', events: [
  A('KXNHGOP-28FEB08', 'New Hampshire Republican primary winner', 'Elections', NH, an(GOP.filter(([, c]) => c !== 'TRUMPJR'), 'nh:'), { sources: [AP] }),
  B('New Hampshire Republican Primary Winner', 'Politics', NH, bn(GOP, 'nh:', (n) => `Will ${n} win the New Hampshire Republican primary?`)),
  G('New Hampshire GOP Primary 2028', NH, gn(GOP.slice(0, 3), 'nh:')),
] });

addCase('politics', { name: 'nh-dem-primary-binaries', events: [
  A('KXNHDEM-28FEB08', 'New Hampshire Democratic primary winner', 'Elections', NH, an(DEM, 'nhd:'), { sources: [AP] }),
  U('new-hampshire-democratic-primary-2028', 'New Hampshire Democratic Primary', 'politics', NH, bn(DEM.slice(0, 4), 'nhd:', (n) => `Will ${n} win the New Hampshire Democratic primary?`)),
  G1('Will Gavin Newsom win the 2028 New Hampshire Democratic primary?', NH, 'nhd:NEWSOM'),
  G1('Will Pete Buttigieg win the 2028 New Hampshire Democratic primary?', NH, 'nhd:BUTTIGIEG'),
] });

addCase('politics', { name: 'newsom-ma-vs-mn', groups: split2, events: [
  A1('KXMADEMNEWSOM-28MAR07', 'Newsom wins the Massachusetts primary?', 'Elections', ST, 'NEWSOM', 'Gavin Newsom', 'ma',
    { rules: 'Resolves Yes if Gavin Newsom wins the 2028 Massachusetts Democratic presidential primary, per the AP call.' }),
  B1('Will Gavin Newsom win the Minnesota Democratic primary?', 'Politics', ST, 'mn'),
] }, ['place']);

addCase('politics', { name: 'sc-gop-primary-winner', events: [
  A('KXSCGOP-28FEB26', 'South Carolina Republican primary winner', 'Elections', SC_GOP, an(GOP.slice(0, 4), 'sc:'), { sources: [AP] }),
  B('South Carolina Republican Primary Winner', 'Politics', SC_GOP, bn(GOP, 'sc:', (n) => `Will ${n} win the South Carolina Republican primary?`)),
] });

addCase('politics', { name: 'sc-dem-primary-winner', events: [
  A('KXSCDEM-28FEB05', 'South Carolina Democratic primary winner', 'Elections', SC_DEM, an(DEM, 'scd:'), { sources: [AP] }),
  G('South Carolina Democratic Primary Winner', SC_DEM, gn(DEM.slice(0, 5), 'scd:')),
] });

addCase('politics', { name: 'vance-sc-margin', events: [
  A('KXSCGOPMARGIN-28FEB26', 'Vance margin of victory in South Carolina', 'Elections', SC_GOP, [
    ['T10', 'Vance wins by more than 10 pts', 'm10'], ['T20', 'Vance wins by more than 20 pts', 'm20'], ['T30', 'Vance wins by more than 30 pts', 'm30']]),
  B1('Will JD Vance win the South Carolina primary by 15+ points?', 'Politics', SC_GOP, 'm15'),
] }, ['threshold']);

addCase('politics', { name: 'super-tuesday-ca-vs-tx', groups: split2, events: [
  A1('KXCAGOP-28MAR07', 'California Republican presidential primary winner', 'Elections', ST, 'VANCE', 'JD Vance', 'ca'),
  B1('Will JD Vance win the Texas Republican primary?', 'Politics', ST, 'tx'),
] }, ['place']);

addCase('politics', { name: 'ca-dem-primary-winner', events: [
  A('KXCADEM-28MAR07', 'California Democratic presidential primary winner', 'Elections', ST, an(DEM, 'cad:'), { sources: [AP] }),
  B('California Democratic Primary Winner', 'Politics', ST, bn(DEM.slice(0, 5), 'cad:', (n) => `Will ${n} win the California Democratic presidential primary?`)),
] });

addCase('politics', { name: 'tx-dem-primary-winner', events: [
  A('KXTXDEM-28MAR07', 'Texas Democratic presidential primary winner', 'Elections', ST, an(DEM.slice(0, 4), 'txd:')),
  B('Texas Democratic Primary Winner', 'Politics', ST, bn(DEM.slice(0, 4), 'txd:', (n) => `Will ${n} win the Texas Democratic primary?`)),
] });

const CASEN: Names = [['Alex Padilla', 'PADILLA'], ['Katie Porter', 'PORTER'], ['Steve Garvey', 'GARVEY'], ['Eleni Kounalakis', 'KOUNALAKIS']];
addCase('politics', { name: 'ca-senate-primary-first', groups: [['alpha', 'beta'], ['gamma']], events: [
  A('KXCASENPRIM-28MAR07', 'California Senate primary: first place', 'Elections', z('2028-03-20'), an(CASEN, 'cas:'),
    { rules: 'Resolves to the candidate with the most votes in the March 7, 2028 top-two primary for U.S. Senate in California, per the California Secretary of State certified results.' }),
  B('California Senate Primary: Who finishes first?', 'Politics', z('2028-03-20'), bn(CASEN.slice(0, 3), 'cas:', (n) => `Will ${n} finish first in the California Senate primary?`)),
  G1('Will Katie Porter finish first in the California 47th District House primary?', z('2028-03-20'), 'house'),
] }, ['office']);

addCase('politics', { name: 'nc-gov-vs-senate-primary', groups: split2, events: [
  A('KXNCGOVR-28MAR07', 'North Carolina Governor Republican primary winner', 'Elections', ST, [['BISHOP', 'Dan Bishop', 'gov:b'], ['WALKER', 'Mark Walker', 'gov:w']]),
  B('North Carolina Senate Republican Primary Winner', 'Politics', ST, [
    bm('Will Ted Budd win the North Carolina Republican Senate primary?', 'Ted Budd', 'sen:budd'),
    bm('Will Dan Bishop win the North Carolina Republican Senate primary?', 'Dan Bishop', 'sen:b')]),
] }, ['office']);

addCase('politics', { name: 'michigan-primary-party', groups: [['alpha'], ['gamma']], events: [
  A1('KXMIDEMSHAPIRO-28FEB29', 'Shapiro wins the Michigan primary?', 'Elections', z('2028-03-01', '05:00'), 'SHAPIRO', 'Josh Shapiro', 'dem',
    { rules: 'Resolves Yes if Josh Shapiro wins the 2028 Michigan Democratic presidential primary.' }),
  G1('Michigan Republican presidential primary: will JD Vance win?', z('2028-03-01', '05:00'), 'gop'),
] }, ['party']);

addCase('politics', { name: 'nevada-dem-primary', events: [
  A('KXNVDEM-28FEB15', 'Nevada Democratic primary winner', 'Elections', z('2028-02-16', '08:00'), an(DEM.slice(0, 4), 'nv:')),
  U('nevada-democratic-primary-2028', 'Nevada Democratic Primary 2028', 'politics', z('2028-02-16', '08:00'), bn(DEM.slice(0, 4), 'nv:', (n) => `${n} wins the Nevada Democratic primary`)),
] });

const TW: Names = [['Lai Ching-te', 'LAI'], ['Lu Shiow-yen', 'LU'], ['Huang Kuo-chang', 'HUANG'], ['Chiang Wan-an', 'CHIANG']];
const TW_DAY = z('2028-01-15', '15:00');
addCase('politics', { name: 'taiwan-presidential', events: [
  A('KXTAIWANPRES-28', 'Taiwan presidential election winner', 'Elections', TW_DAY, an(TW, 'tw:'), { sources: ['Central Election Commission https://www.cec.gov.tw'] }),
  B('Taiwan Presidential Election Winner 2028', 'Politics', TW_DAY, bn(TW, 'tw:', (n) => `Will ${n} win the 2028 Taiwan presidential election?`)),
  G('Taiwan Presidential Election 2028', TW_DAY, gn(TW.slice(0, 3), 'tw:')),
] });

addCase('politics', { name: 'taiwan-legislative-most-seats', events: [
  A('KXTWLY-28', 'Which party wins the most Legislative Yuan seats?', 'Elections', TW_DAY, [['KMT', 'Kuomintang (KMT)', 'kmt'], ['DPP', 'Democratic Progressive Party', 'dpp'], ['TPP', 'Taiwan People\'s Party', 'tpp']]),
  U1('kmt-most-seats-taiwan-legislative-election-2028', 'KMT wins the most seats in the 2028 Taiwan legislative election?', 'politics', TW_DAY, 'kmt'),
] });

const CY: Names = [['Nikos Christodoulides', 'CHRISTODOULIDES'], ['Annita Demetriou', 'DEMETRIOU'], ['Stefanos Stefanou', 'STEFANOU']];
addCase('politics', { name: 'cyprus-president-winner', groups: [['beta', 'gamma', 'beta_us'], ['alpha']], events: [
  B('Cyprus Presidential Election Winner', 'Politics', z('2028-02-13', '20:00'), bn(CY, 'cy:', (n) => `Will ${n} be elected President of Cyprus?`)),
  G('Cyprus Presidential Election 2028: Winner', z('2028-02-13', '20:00'), gn(CY, 'cy:')),
  U('cyprus-presidential-election-winner', 'Cyprus presidential election winner', 'politics', z('2028-02-13', '20:00'), bn(CY.slice(0, 2), 'cy:', (n) => `${n} elected President of Cyprus`)),
  A('KXCYPRUSR1-28FEB06', 'Cyprus presidential election: first round leader', 'Elections', z('2028-02-06', '20:00'), an(CY, 'r1:')),
] }, ['round']);

addCase('politics', { name: 'newsom-dropout-deadlines', groups: split2, events: [
  A1('KXNEWSOMOUT-28MAR31', 'Newsom suspends presidential campaign by March 31?', 'Politics', z('2028-03-31'), 'MAR31', 'Before Apr 1, 2028', 'mar31'),
  B1('Will Gavin Newsom drop out before Super Tuesday?', 'Politics', z('2028-03-07', '05:00'), 'st'),
] }, ['deadline']);

addCase('politics', { name: 'buttigieg-stay-vs-drop', events: [
  B1('Will Pete Buttigieg drop out before the New Hampshire primary?', 'Politics', z('2028-02-08', '05:00'), 'out'),
  G1('Pete Buttigieg still in the race on New Hampshire primary day?', z('2028-02-08', '05:00'), 'in'),
] }, ['inverted']);

addCase('politics', { name: 'trump-endorse-before-iowa', events: [
  B1('Will Trump endorse a 2028 Republican presidential candidate before the Iowa caucuses?', 'Politics', z('2028-01-24', '05:00'), 'e'),
] });

const SOTU = z('2028-03-01', '05:00');
addCase('politics', { name: 'sotu-mentions', events: [
  A('KXSOTUMENTION-28', 'What will Trump say during his State of the Union address?', 'Mentions', SOTU, [
    ['TARI', 'Tariff', 'tariff'], ['CHIN', 'China', 'china'], ['BORD', 'Border', 'border'], ['CRYP', 'Crypto', 'crypto']]),
  B('What will Trump say during State of the Union?', 'Politics', SOTU, [
    bm('Will Trump say "Tariff" during the 2028 State of the Union?', 'Tariff', 'tariff'),
    bm('Will Trump say "Crypto" during the 2028 State of the Union?', 'Crypto', 'crypto'),
    bm('Will Trump say "Greenland" during the 2028 State of the Union?', 'Greenland', 'greenland')]),
] });

addCase('politics', { name: 'shutdown-deadlines', groups: split2, events: [
  A1('KXGOVSHUT-28JAN30', 'Government shutdown by January 30?', 'Politics', z('2028-01-31', '05:00'), 'JAN30', 'Shutdown begins by Jan 30', 'jan'),
  B1('US government shutdown in Q1 2028?', 'Politics', z('2028-03-31'), 'q1'),
] }, ['deadline']);

addCase('politics', { name: 'approval-aggregators', groups: split2, events: [
  A1('KXAPPROVE-28MAR31', 'Trump approval rating on March 31 (RealClearPolitics)', 'Politics', z('2028-03-31'), 'T45', 'Above 45.0%', 'rcp',
    { rules: 'Resolves Yes if the RealClearPolitics average of Trump job approval is above 45.0% at 11:59 PM ET on March 31, 2028.' }),
  B1('Trump approval above 45% on March 31? (Silver Bulletin)', 'Politics', z('2028-03-31'), 'sb', { src: 'https://www.natesilver.net/p/trump-approval-rating' }),
] }, ['source']);

const VA_GOP: Names = [['JD Vance', 'VANCE'], ['Marco Rubio', 'RUBIO'], ['Glenn Youngkin', 'YOUNGKIN']];
addCase('politics', { name: 'va-gop-primary-winner', events: [
  A('KXVAGOP-28MAR07', 'Virginia Republican presidential primary winner', 'Elections', ST, an(VA_GOP, 'va:'), { sources: [AP] }),
  B('Virginia Republican Primary Winner', 'Politics', ST, bn(VA_GOP, 'va:', (n) => `Will ${n} win the Virginia Republican presidential primary?`)),
] });

addCase('politics', { name: 'speaker-vs-majority-leader', groups: split2, events: [
  A('KXSPEAKER-28MAR31', 'Who will be Speaker of the House on Mar 31, 2028?', 'Politics', z('2028-03-31'), [['JOHNSON', 'Mike Johnson', 'sp:j'], ['SCALISE', 'Steve Scalise', 'sp:s'], ['JORDAN', 'Jim Jordan', 'sp:jj']]),
  B('House Majority Leader on March 31, 2028?', 'Politics', z('2028-03-31'), [
    bm('Will Steve Scalise be House Majority Leader on March 31, 2028?', 'Steve Scalise', 'ml:s'), bm('Will Mike Johnson be House Majority Leader on March 31, 2028?', 'Mike Johnson', 'ml:j')]),
] }, ['office']);

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────
const FOMC_JAN = z('2028-01-26', '19:00');
const FOMC_MAR = z('2028-03-15', '18:00');
addCase('central_banks', { name: 'fomc-jan-decision', events: [
  A('KXFEDDECISION-28JAN', 'Fed decision in January 2028?', 'Economics', FOMC_JAN, [
    ['C26', 'Cut >25bps', 'c50'], ['C25', 'Cut 25bps', 'c25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'h25'], ['H26', 'Hike >25bps', 'h50']], { sources: [FED] }),
  B('Fed decision in January?', 'Economy', FOMC_JAN, [
    bm('Fed decreases interest rates by 50+ bps after January 2028 meeting?', '50+ bps decrease', 'c50'),
    bm('Fed decreases interest rates by 25 bps after January 2028 meeting?', '25 bps decrease', 'c25'),
    bm('No change in Fed interest rates after January 2028 meeting?', 'No change', 'hold'),
    bm('Fed increases interest rates by 25+ bps after January 2028 meeting?', '25+ bps increase', 'hike')]),
  G('FOMC January 2028 rate decision', FOMC_JAN, [['Cut', 'cut'], ['Hold', 'hold'], ['Hike', 'hike']]),
] });

addCase('central_banks', { name: 'fomc-mar-decision', events: [
  A('KXFEDDECISION-28MAR', 'Fed decision in March 2028?', 'Economics', FOMC_MAR, [
    ['C26', 'Cut >25bps', 'c50'], ['C25', 'Cut 25bps', 'c25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'h25']], { sources: [FED] }),
  B('Fed decision in March?', 'Economy', FOMC_MAR, [
    bm('Fed decreases interest rates by 25 bps after March 2028 meeting?', '25 bps decrease', 'c25'),
    bm('No change in Fed interest rates after March 2028 meeting?', 'No change', 'hold')]),
  U('fed-decision-march-2028', 'Fed Interest Rate Decision March 2028', 'economics', FOMC_MAR, [
    ['fed-march-2028-cut-25', '25 bps cut', 'c25', { q: 'Fed cuts 25 bps in March 2028' }],
    ['fed-march-2028-no-change', 'No change', 'hold', { q: 'Fed holds rates in March 2028' }]]),
  G1('Fed rate cut at the March 2028 FOMC meeting?', FOMC_MAR, 'cut'),
] });

addCase('central_banks', { name: 'fed-upper-bound-after-march', events: [
  A('KXFED-28MAR', 'Fed funds target upper bound after March 2028 meeting', 'Economics', FOMC_MAR, [
    ['T3.00', 'Above 3.00%', 'a300'], ['T3.25', 'Above 3.25%', 'a325'], ['T3.50', 'Above 3.50%', 'a350']], { sources: [FED] }),
  B1('Will the Fed upper bound be above 3.75% after the March 2028 meeting?', 'Economy', FOMC_MAR, 'a375'),
] }, ['threshold']);

addCase('central_banks', { name: 'fomc-jan-dissents', events: [
  A1('KXFEDDISSENT-28JAN', 'Number of dissents at the January 2028 FOMC meeting', 'Economics', FOMC_JAN, 'T1', '2 or more dissents', 'd2'),
  B1('2+ dissents at the January 2028 FOMC meeting?', 'Economy', FOMC_JAN, 'd2'),
] });

const ECB_JAN = z('2028-01-27', '13:15');
addCase('central_banks', { name: 'ecb-jan-decision', events: [
  A('KXECB-28JAN27', 'ECB deposit rate decision, January 2028', 'Economics', ECB_JAN, [['CUT', 'Cut', 'cut'], ['HOLD', 'Hold', 'hold'], ['HIKE', 'Hike', 'hike']], { sources: [ECB] }),
  B('ECB decision in January?', 'Economy', ECB_JAN, [
    bm('ECB cuts rates in January 2028?', 'Cut', 'cut'), bm('ECB holds rates in January 2028?', 'No change', 'hold'), bm('ECB hikes rates in January 2028?', 'Hike', 'hike')]),
  G('European Central Bank rate decision – 27 Jan 2028', ECB_JAN, [['Decrease', 'cut'], ['No Change', 'hold'], ['Increase', 'hike']]),
] });

addCase('central_banks', { name: 'ecb-vs-boe-march', groups: split2, events: [
  A1('KXECBCUT-28MAR09', 'ECB cuts rates on March 9, 2028?', 'Economics', z('2028-03-09', '13:15'), 'CUT', 'Cut', 'ecb', { rules: 'Resolves Yes if the ECB Governing Council lowers the deposit facility rate on March 9, 2028.' }),
  B1('Bank of England rate cut in March 2028?', 'Economy', z('2028-03-23', '12:00'), 'boe', { src: 'https://www.bankofengland.co.uk' }),
] }, ['institution']);

addCase('central_banks', { name: 'boe-feb-decision', events: [
  A('KXBOE-28FEB03', 'Bank of England Bank Rate decision, February 2028', 'Economics', z('2028-02-03', '12:00'), [['CUT', 'Cut 25bps', 'cut'], ['HOLD', 'Hold', 'hold']], { sources: [BOE] }),
  B('Bank of England decision in February?', 'Economy', z('2028-02-03', '12:00'), [
    bm('Bank of England cuts Bank Rate by 25 bps in February 2028?', '25 bps cut', 'cut'), bm('Bank of England holds Bank Rate in February 2028?', 'No change', 'hold')]),
] });

addCase('central_banks', { name: 'boj-jan-hike', events: [
  B1('Will the Bank of Japan raise rates in January 2028?', 'Economy', z('2028-01-25', '05:00'), 'hike', { src: 'https://www.boj.or.jp' }),
  G1('BOJ rate hike at the January 2028 Monetary Policy Meeting?', z('2028-01-25', '05:00'), 'hike', { rules: `Resolves per ${BOJ}` }),
] });

addCase('central_banks', { name: 'boj-march-single', events: [
  A1('KXBOJ-28MAR', 'Bank of Japan hikes in March 2028?', 'Economics', z('2028-03-17', '05:00'), 'HIKE', 'Hike', 'hike', {}, { sources: [BOJ] }),
] });

addCase('central_banks', { name: 'fed-cuts-meetings-vs-steps', fungible: nf('alpha|beta'), events: [
  A('KXFEDCUTS-28Q1', 'How many Fed rate cuts in Q1 2028?', 'Economics', FOMC_MAR, [['0', 'No cuts', 'n0'], ['1', '1 cut', 'n1'], ['2', '2 cuts', 'n2']],
    { rules: 'Counts FOMC meetings in Q1 2028 at which the target range is lowered, whatever the size of the cut.', sources: [FED] }),
  B('How many Fed rate cuts in Q1 2028?', 'Economy', FOMC_MAR, [
    bm('No Fed rate cuts in Q1 2028?', '0', 'n0'), bm('1 Fed rate cut in Q1 2028?', '1', 'n1'), bm('2 Fed rate cuts in Q1 2028?', '2', 'n2')],
    { rules: 'Counts 25 bp reductions in the upper bound of the target range in Q1 2028; a 50 bp cut counts as 2.' }),
  G1('At least one Fed rate cut in Q1 2028?', FOMC_MAR, 'n1plus', { rules: 'Resolves Yes if the FOMC lowers the target range at any meeting from January 1 to March 31, 2028.' }),
] }, ['source']);

addCase('central_banks', { name: 'rba-feb-decision', events: [
  A('KXRBA-28FEB', 'Reserve Bank of Australia cash rate decision, February 2028', 'Economics', z('2028-02-15', '03:30'), [['CUT', 'Cut', 'cut'], ['HOLD', 'Hold', 'hold'], ['HIKE', 'Hike', 'hike']],
    { sources: ['Reserve Bank of Australia https://www.rba.gov.au/statistics/cash-rate/'] }),
  G('RBA Cash Rate Decision – February 2028', z('2028-02-15', '03:30'), [['Cut', 'cut'], ['No change', 'hold']]),
] });

// ───────────────────────────── ECONOMIC DATA ─────────────────────────────
const CPI_DEC = z('2028-01-12', '13:30');
const CPI_JAN = z('2028-02-10', '13:30');
addCase('economics', { name: 'dec-cpi-yoy', events: [
  A('KXCPIYOY-27DEC', 'CPI year-over-year in Dec 2027', 'Economics', CPI_DEC, [
    ['T2.7', 'Above 2.7%', 'a27'], ['T2.8', 'Above 2.8%', 'a28'], ['T2.9', 'Above 2.9%', 'a29']], { sources: [BLS_CPI] }),
  B('December inflation US annual', 'Economy', CPI_DEC, [
    bm('Will US annual inflation be 2.9% or higher in December 2027?', '≥2.9%', 'a28', { src: 'https://www.bls.gov/cpi/' }),
    bm('Will US annual inflation be 3.0% or higher in December 2027?', '≥3.0%', 'a29', { src: 'https://www.bls.gov/cpi/' })]),
  G('US CPI YoY – December 2027', CPI_DEC, [['2.8% or more', 'a27'], ['2.9% or more', 'a28'], ['3.1% or more', 'a30']]),
] });

addCase('economics', { name: 'dec-cpi-core-vs-headline', groups: split2, events: [
  A1('KXCPICOREM-27DEC', 'Core CPI month-over-month in Dec 2027', 'Economics', CPI_DEC, 'T0.3', 'Above 0.3%', 'core', {}, { sources: [BLS_CPI] }),
  B1('Will December 2027 CPI rise more than 0.3% month over month?', 'Economy', CPI_DEC, 'headline', { src: 'https://www.bls.gov/cpi/' }),
] }, ['measure']);

addCase('economics', { name: 'jan-cpi-mom', events: [
  A('KXCPI-28JAN', 'CPI month-over-month in Jan 2028', 'Economics', CPI_JAN, [['T0.2', 'Above 0.2%', 'a02'], ['T0.3', 'Above 0.3%', 'a03'], ['T0.4', 'Above 0.4%', 'a04']], { sources: [BLS_CPI] }),
  B('January CPI MoM', 'Economy', CPI_JAN, [
    bm('Will January 2028 CPI MoM be 0.3% or higher?', '0.3%+', 'a02'), bm('Will January 2028 CPI MoM be 0.4% or higher?', '0.4%+', 'a03'), bm('Will January 2028 CPI MoM be 0.5% or higher?', '0.5%+', 'a04')]),
  U('cpi-jan-2028', 'January 2028 CPI MoM', 'economics', CPI_JAN, [['cpi-jan-2028-above-0pt3', 'Above 0.3%', 'a03', { q: 'January CPI MoM above 0.3%' }]]),
] });

const NFP_DEC = z('2028-01-07', '13:30');
addCase('economics', { name: 'dec-payrolls', events: [
  A('KXPAYROLLS-28JAN07', 'Jobs numbers in December 2027', 'Economics', NFP_DEC, [
    ['T50000', 'Above 50,000', 'a50'], ['T100000', 'Above 100,000', 'a100'], ['T150000', 'Above 150,000', 'a150']], { sources: [BLS_EMP] }),
  B1('Will the December 2027 jobs report show more than 100k jobs added?', 'Economy', NFP_DEC, 'a100', { src: 'https://www.bls.gov/ces/' }),
  G('US Nonfarm Payrolls – December 2027', NFP_DEC, [['Below 50K', 'b50'], ['50K–100K', 'r50'], ['100K–150K', 'r100'], ['Above 150K', 'a150']]),
] });

const NFP_JAN = z('2028-02-04', '13:30');
addCase('economics', { name: 'jan-unemployment', events: [
  A('KXU3-28JAN', 'Unemployment rate in January 2028', 'Economics', NFP_JAN, [['T4.3', 'Above 4.3%', 'a43'], ['T4.5', 'Above 4.5%', 'a45']], { sources: [BLS_EMP] }),
  B('US unemployment rate in January?', 'Economy', NFP_JAN, [bm('Will the January 2028 unemployment rate be 4.4% or higher?', '4.4%+', 'a43'), bm('Will the January 2028 unemployment rate be 4.6% or higher?', '4.6%+', 'a45')]),
] });

const GDP_ADV = z('2028-01-27', '13:30');
addCase('economics', { name: 'gdp-q4-advance', groups: [['alpha', 'beta'], ['gamma']], events: [
  A('KXGDP-28JAN27', 'Q4 2027 GDP growth (advance estimate)', 'Economics', GDP_ADV, [['T1.5', 'Above 1.5%', 'a15'], ['T2.0', 'Above 2.0%', 'a20'], ['T2.5', 'Above 2.5%', 'a25']], { sources: [BEA] }),
  B('US GDP growth in Q4 2027?', 'Economy', GDP_ADV, [bm('Q4 2027 GDP growth 2.1% or higher?', '≥2.1%', 'a20'), bm('Q4 2027 GDP growth 2.6% or higher?', '≥2.6%', 'a25'), bm('Negative GDP growth in Q4 2027?', '<0%', 'neg')]),
  G1('US Q4 2027 GDP growth above 2.0% (second estimate)?', z('2028-02-24', '13:30'), 'second', { rules: 'Resolves per the BEA second estimate of Q4 2027 real GDP, released February 24, 2028.' }),
] }, ['measure']);

addCase('economics', { name: 'claims-weeks', groups: split2, events: [
  A1('KXJOBLESS-28JAN20', 'Initial jobless claims, week ending Jan 15', 'Economics', z('2028-01-20', '13:30'), 'T225000', 'Above 225,000', 'jan15', {}, { sources: [DOL] }),
  B1('Initial jobless claims above 225k for the week ending January 22?', 'Economy', z('2028-01-27', '13:30'), 'jan22'),
] }, ['date']);

addCase('economics', { name: 'claims-feb03', events: [
  A('KXJOBLESS-28FEB03', 'Initial jobless claims, week ending Jan 29', 'Economics', z('2028-02-03', '13:30'), [['T220000', 'Above 220,000', 'a220'], ['T230000', 'Above 230,000', 'a230']], { sources: [DOL] }),
  B1('Initial jobless claims above 230k for the week ending January 29?', 'Economy', z('2028-02-03', '13:30'), 'a230'),
] });

addCase('economics', { name: 'core-pce-dec', events: [
  A1('KXPCECORE-27DEC', 'Core PCE price index MoM in December 2027', 'Economics', z('2028-01-28', '13:30'), 'T0.2', 'Above 0.2%', 'a02', {}, { sources: [BEA] }),
  G1('Core PCE December 2027 MoM 0.3% or higher?', z('2028-01-28', '13:30'), 'a02'),
] });

addCase('economics', { name: 'recession-2028-single', events: [
  B1('US recession in 2028?', 'Economy', z('2029-01-31'), 'r'),
] });

const HICP = z('2028-02-01', '10:00');
addCase('economics', { name: 'ez-flash-hicp-jan', groups: [['alpha', 'beta'], ['gamma']], events: [
  A1('KXEZCPI-28JAN', 'Euro area flash HICP inflation, January 2028', 'Economics', HICP, 'T2.0', 'Above 2.0%', 'a20', {}, { sources: ['Eurostat https://ec.europa.eu/eurostat'] }),
  B1('Eurozone inflation above 2.0% in January 2028 (flash)?', 'Economy', HICP, 'a20'),
  G1('UK CPI inflation above 2.0% in January 2028?', z('2028-02-16', '07:00'), 'uk', { rules: 'Resolves per the ONS CPI 12-month rate for January 2028.' }),
] }, ['place']);

addCase('economics', { name: 'ppi-jan', events: [
  A1('KXPPI-28JAN', 'PPI final demand month-over-month in Jan 2028', 'Economics', z('2028-02-15', '13:30'), 'T0.2', 'Above 0.2%', 'a02', {}, { sources: ['Bureau of Labor Statistics https://www.bls.gov/ppi/'] }),
  B1('Will January 2028 PPI rise 0.3% or more?', 'Economy', z('2028-02-15', '13:30'), 'a02'),
] });

const ISM = z('2028-02-01', '15:00');
addCase('economics', { name: 'ism-mfg-jan', events: [
  A('KXISMPMI-28JAN', 'ISM Manufacturing PMI, January 2028', 'Economics', ISM, [['T48', 'Above 48.0', 'a48'], ['T50', 'Above 50.0', 'a50']], { sources: ['Institute for Supply Management https://www.ismworld.org'] }),
  B1('ISM Manufacturing PMI above 50 in January 2028?', 'Economy', ISM, 'a50'),
  G1('US ISM Manufacturing PMI (Jan 2028) above 50.0?', ISM, 'a50'),
] });

// ───────────────────────────── EQUITY INDICES, RATES, FX ─────────────────────────────
const MAR31 = z('2028-03-31', '20:00');
addCase('markets', { name: 'spx-mar31-close', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXINXY-28MAR31', 'S&P 500 closing value on Mar 31, 2028', 'Financials', MAR31, [
    ['B7375', '7,250 to 7,499.99', 'r7250'], ['B7625', '7,500 to 7,749.99', 'r7500'], ['B7875', '7,750 to 7,999.99', 'r7750'], ['T7999.99', '8,000 or above', 'a8000']], { sources: [SPX] }),
  B('S&P 500 close on March 31, 2028?', 'Finance', MAR31, [
    bm('Will the S&P 500 close above 7,500 on March 31, 2028?', '↑ 7,500', 'a7500'), bm('Will the S&P 500 close above 8,000 on March 31, 2028?', '↑ 8,000', 'a8000')]),
  G('S&P 500 Close – March 31, 2028', MAR31, [['7,500–7,749.99', 'r7500'], ['7,750–7,999.99', 'r7750'], ['8,000+', 'a8000']]),
  U1('sp-500-hits-8000-q1-2028', 'S&P 500 hits 8,000 in Q1 2028?', 'finance', MAR31, 'reach', { rules: 'Resolves Yes if the S&P 500 trades at or above 8,000 at any time between January 3 and March 31, 2028.' }),
] }, ['observation']);

addCase('markets', { name: 'ndx-vs-comp-jan31', groups: split2, events: [
  A1('KXNASDAQ100-28JAN31', 'Nasdaq-100 closing value on Jan 31, 2028', 'Financials', z('2028-01-31', '21:00'), 'T27000', 'Above 27,000', 'ndx'),
  B1('Nasdaq Composite above 27,000 on January 31?', 'Finance', z('2028-01-31', '21:00'), 'comp'),
] }, ['asset']);

addCase('markets', { name: 'vix-30-feb', events: [
  A1('KXVIXMAX-28FEB', 'VIX hits 30 in February 2028?', 'Financials', z('2028-02-29', '21:15'), 'T30', '30 or above (intraday)', 'v30'),
  U1('vix-above-30-february-2028', 'VIX above 30 at any point in February 2028?', 'finance', z('2028-02-29', '21:15'), 'v30'),
] });

addCase('markets', { name: 'ust10y-mar31', events: [
  A('KXTNOTE-28MAR31', '10-year Treasury yield on Mar 31, 2028', 'Financials', MAR31, [['T4.00', 'Above 4.00%', 'a400'], ['T4.25', 'Above 4.25%', 'a425']],
    { sources: ['US Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'] }),
  B1('10-year Treasury yield above 4.25% on March 31?', 'Finance', MAR31, 'a425', { src: 'https://home.treasury.gov' }),
] });

addCase('markets', { name: 'usdjpy-noon-vs-close', groups: split2, events: [
  A1('KXUSDJPY-28MAR3112', 'USD/JPY at 12pm ET on Mar 31, 2028', 'Financials', z('2028-03-31', '16:00'), 'T150', 'Above 150.00', 'noon'),
  B1('USD/JPY above 150 at 5pm ET on March 31?', 'Finance', z('2028-03-31', '21:00'), 'close'),
] }, ['date']);

// ───────────────────────────── CRYPTO ─────────────────────────────
const BTC_JAN31 = z('2028-01-31', '22:00');
addCase('crypto', { name: 'btc-jan31-5pm', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
  A('KXBTCD-28JAN3117', 'Bitcoin price on Jan 31, 2028 at 5pm EST?', 'Crypto', BTC_JAN31, [
    ['T119999.99', '$120,000 or above', 'a120'], ['T129999.99', '$130,000 or above', 'a130'], ['T139999.99', '$140,000 or above', 'a140']], { sources: [CFB] }),
  B('Bitcoin above ___ on January 31?', 'Crypto', BTC_JAN31, [
    bm('Will the price of Bitcoin be above $120,000 on January 31?', '120,000', 'a120', { src: 'https://www.binance.com/en/trade/BTC_USDT' }),
    bm('Will the price of Bitcoin be above $130,000 on January 31?', '130,000', 'a130', { src: 'https://www.binance.com/en/trade/BTC_USDT' })]),
  G('BTC price on Jan 31, 2028 (17:00 ET)', BTC_JAN31, [['Above $130,000', 'a130'], ['Above $150,000', 'a150']], { rules: 'Binance BTC/USDT 1-minute candle close at 17:00 ET.' }),
] }, ['source']);

addCase('crypto', { name: 'btc-150k-feb-vs-jan', groups: [['beta'], ['gamma']], events: [
  B1('Will Bitcoin reach $150,000 by February 29?', 'Crypto', z('2028-03-01', '05:00'), 'feb'),
  G1('Bitcoin hits $150K by January 31, 2028?', z('2028-02-01', '05:00'), 'jan'),
] }, ['deadline']);

addCase('crypto', { name: 'btc-150k-q1', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
  A('KXBTCMAX-28Q1', 'Bitcoin highest price in Q1 2028?', 'Crypto', MAR31, [['T150000', '$150,000 or above', 'r150'], ['T175000', '$175,000 or above', 'r175']], { sources: [CFB] }),
  B1('Will Bitcoin reach $150,000 by March 31, 2028?', 'Crypto', MAR31, 'r150'),
  U1('bitcoin-150k-by-march-31-2028', 'Bitcoin hits $150k by March 31?', 'crypto', MAR31, 'r150'),
  G1('Bitcoin above $150,000 on March 31, 2028 (Binance close)?', MAR31, 'on150'),
] }, ['observation']);

addCase('crypto', { name: 'eth-feb29-noon', events: [
  A1('KXETHD-28FEB2912', 'Ethereum price on Feb 29, 2028 at 12pm EST?', 'Crypto', z('2028-02-29', '17:00'), 'T4999.99', '$5,000 or above', 'a5k', {}, { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
  B1('Ethereum above $5,000 on February 29 (12pm ET)?', 'Crypto', z('2028-02-29', '17:00'), 'a5k', { src: 'https://www.cfbenchmarks.com' }),
  G1('Will Ethereum be BELOW $5,000 on Feb 29, 2028 at 12:00 ET (CF Benchmarks ETH RR)?', z('2028-02-29', '17:00'), 'b5k'),
] }, ['inverted']);

addCase('crypto', { name: 'eth-6000-q1', events: [
  B1('Will Ethereum reach $6,000 by March 31, 2028?', 'Crypto', MAR31, 'r6k'),
  U1('ethereum-6000-by-march-31-2028', 'Ethereum hits $6,000 by March 31?', 'crypto', MAR31, 'r6k'),
] });

addCase('crypto', { name: 'sol-mar31', events: [
  B1('Will Solana be above $300 on March 31?', 'Crypto', MAR31, 'a300', { src: 'https://www.binance.com/en/trade/SOL_USDT' }),
  G1('SOL above $300 on March 31, 2028 (Binance SOL/USDT)?', MAR31, 'a300'),
] });

addCase('crypto', { name: 'eth-etf-flows-single', events: [
  A1('KXETHETF-28JAN', 'Spot Ether ETF net inflows in January 2028', 'Crypto', z('2028-02-01', '05:00'), 'T1B', 'Above $1 billion', 'f'),
] });

// ───────────────────────────── COMMODITIES ─────────────────────────────
addCase('commodities', { name: 'wti-feb29', events: [
  A1('KXWTI-28FEB29', 'WTI crude oil settle on Feb 29, 2028', 'Commodities', z('2028-02-29', '19:30'), 'T70', 'Above $70.00', 'a70', {}, { sources: ['CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.html'] }),
  B1('Will WTI crude settle above $70 on February 29, 2028?', 'Commodities', z('2028-02-29', '19:30'), 'a70', { src: 'https://www.cmegroup.com' }),
] });

addCase('commodities', { name: 'wti-vs-brent', groups: [['alpha'], ['gamma']], events: [
  A1('KXWTI-28MAR31', 'WTI crude oil settle on Mar 31, 2028', 'Commodities', MAR31, 'T75', 'Above $75.00', 'wti'),
  G1('Brent crude above $75 on March 31, 2028 (ICE settle)?', MAR31, 'brent'),
] }, ['asset']);

addCase('commodities', { name: 'gold-mar31', fungible: nf('alpha|beta', 'beta|gamma'), events: [
  A('KXGOLD-28MAR31', 'Gold price on Mar 31, 2028', 'Commodities', MAR31, [['T4500', 'Above $4,500', 'a4500'], ['T5000', 'Above $5,000', 'a5000']],
    { rules: 'Resolves on the COMEX front-month gold futures settlement on March 31, 2028.' }),
  B1('Gold above $5,000 on March 31, 2028?', 'Commodities', MAR31, 'a5000', { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices', rules: 'Resolves per the LBMA Gold Price PM on March 31, 2028.' }),
  G1('Gold (COMEX) settles above $5,000 on Mar 31, 2028?', MAR31, 'a5000', { rules: 'COMEX GC front-month settlement.' }),
] }, ['source']);

addCase('commodities', { name: 'us-gas-jan31', events: [
  A1('KXAAAGASM-28JAN31', 'US gas prices on Jan 31, 2028?', 'Commodities', z('2028-01-31', '14:00'), 'T3.00', 'Above $3.00', 'a3', {}, { sources: ['AAA https://gasprices.aaa.com'] }),
  B1('US national average gas price above $3.00 on January 31? (AAA)', 'Commodities', z('2028-01-31', '14:00'), 'a3', { src: 'https://gasprices.aaa.com' }),
] });

addCase('commodities', { name: 'henryhub-vs-ttf', groups: split2, events: [
  A1('KXNATGAS-28JAN31', 'Henry Hub natural gas settle on Jan 31, 2028', 'Commodities', z('2028-01-31', '19:30'), 'T4.00', 'Above $4.00', 'hh'),
  B1('Dutch TTF natural gas above €40/MWh on January 31?', 'Commodities', z('2028-01-31', '17:30'), 'ttf'),
] }, ['place']);

addCase('commodities', { name: 'silver-50-q1', events: [
  A1('KXSILVERMAX-28Q1', 'Silver reaches $50 by Mar 31, 2028?', 'Commodities', MAR31, 'T50', '$50 or above', 's50'),
  G1('Silver hits $50/oz in Q1 2028?', MAR31, 's50'),
] });

addCase('commodities', { name: 'copper-single', events: [
  G1('Copper (COMEX HG) above $6.00/lb on March 31, 2028?', MAR31, 'c'),
] });

// ───────────────────────────── COMPANIES ─────────────────────────────
const TSLA_Q4 = z('2028-01-03', '14:00');
addCase('companies', { name: 'tesla-q4-deliveries', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXTESLADELIV-27Q4', 'Tesla deliveries in Q4 2027', 'Companies', TSLA_Q4, [
    ['B450000', '425,000 to 474,999', 'r425'], ['B500000', '475,000 to 524,999', 'r475'], ['T525000', '525,000 or more', 'a525']]),
  B('Tesla Q4 2027 deliveries?', 'Business', TSLA_Q4, [bm('Will Tesla deliver 475k or more vehicles in Q4 2027?', '475k+', 'a475'), bm('Will Tesla deliver 525k or more vehicles in Q4 2027?', '525k+', 'a525')]),
  G('Tesla Q4 2027 Vehicle Deliveries', TSLA_Q4, [['Under 475K', 'u475'], ['475,000 – 524,999', 'r475'], ['525K or more', 'a525']]),
  U1('tesla-q4-2027-production-500k', 'Tesla produces 500k+ vehicles in Q4 2027?', 'business', TSLA_Q4, 'prod500'),
] }, ['measure']);

const AAPL = z('2028-01-27', '21:30');
addCase('companies', { name: 'apple-q1fy28-revenue', groups: [['alpha', 'beta'], ['gamma']], events: [
  A1('KXAAPLREV-28JAN', 'Apple revenue in fiscal Q1 2028', 'Companies', AAPL, 'T140', 'Above $140 billion', 'a140'),
  B1('Will Apple report more than $140B revenue for fiscal Q1 2028?', 'Business', AAPL, 'a140'),
  G1('Apple iPhone revenue above $80B in FQ1 2028?', AAPL, 'iphone80'),
] }, ['measure']);

const NVDA = z('2028-02-23', '21:30');
addCase('companies', { name: 'nvda-q4fy28-dc-revenue', events: [
  A('KXNVDADC-28FEB', 'Nvidia data center revenue, Q4 FY2028', 'Companies', NVDA, [['T80', 'Above $80B', 'a80'], ['T90', 'Above $90B', 'a90']]),
  B1('Nvidia data center revenue above $90B in Q4 FY2028?', 'Business', NVDA, 'a90'),
  U1('nvidia-q4-fy2028-data-center-revenue-above-80b', 'Nvidia data center revenue above $80B (Q4 FY28)?', 'business', NVDA, 'a80'),
] });

const META_CALL = z('2028-02-02', '23:00');
addCase('companies', { name: 'meta-call-mentions', groups: [['alpha', 'beta'], ['gamma']], events: [
  A('KXEARNINGSMENTIONMETA-28FEB', 'What will Meta say on its Q4 2027 earnings call?', 'Mentions', META_CALL, [
    ['SUPE', 'Superintelligence', 'super'], ['LLAM', 'Llama', 'llama'], ['GLAS', 'Glasses', 'glasses']]),
  B('What will Meta say during Q4 earnings call?', 'Business', META_CALL, [
    bm('Will Meta say "Superintelligence" during Q4 2027 earnings call?', 'Superintelligence', 'super'), bm('Will Meta say "Glasses" during Q4 2027 earnings call?', 'Glasses', 'glasses')]),
  G1('Will Microsoft say "Superintelligence" on its January 2028 earnings call?', z('2028-01-26', '23:00'), 'msft'),
] }, ['asset']);

const MCAP: Names = [['Nvidia', 'NVDA'], ['Microsoft', 'MSFT'], ['Apple', 'AAPL'], ['Alphabet', 'GOOGL'], ['Amazon', 'AMZN']];
addCase('companies', { name: 'largest-company-mar31', events: [
  A('KXLARGESTCO-28MAR31', 'Largest company in the world on Mar 31, 2028', 'Companies', MAR31, an(MCAP, 'mc:')),
  B('Largest company end of March?', 'Business', MAR31, bn(MCAP.slice(0, 4), 'mc:', (n) => `Will ${n} be the largest company in the world by market cap on March 31?`)),
] });

addCase('companies', { name: 'openai-ipo-single', events: [
  G1('OpenAI announces IPO by March 31, 2028?', MAR31, 'ipo'),
] });

// ───────────────────────────── SPORTS ─────────────────────────────
const SB = z('2028-02-14', '04:00');
const NFL: Names = [['Kansas City', 'KC'], ['Philadelphia', 'PHI'], ['Buffalo', 'BUF'], ['Baltimore', 'BAL'], ['Detroit', 'DET'], ['San Francisco', 'SF'], ['Green Bay', 'GB'], ['Los Angeles R', 'LAR']];
const NFL_FULL: Record<string, string> = { KC: 'Kansas City Chiefs', PHI: 'Philadelphia Eagles', BUF: 'Buffalo Bills', BAL: 'Baltimore Ravens', DET: 'Detroit Lions', SF: 'San Francisco 49ers', GB: 'Green Bay Packers', LAR: 'Los Angeles Rams' };
const full = (list: Names): Names => list.map(([, c]) => [NFL_FULL[c]!, c]);
addCase('sports', { name: 'super-bowl-lxii-winner', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXSB-28', 'Pro Football Champion 2028', 'Sports', SB, an(NFL.slice(0, 6), 'sb:')),
  B('Super Bowl Champion 2028', 'Sports', SB, bn(full(NFL), 'sb:', (n) => `Will the ${n} win Super Bowl 2028?`)),
  G('Super Bowl LXII Winner', SB, gn(full(NFL.slice(0, 5)), 'sb:')),
  U('afc-champion-2027-28', 'AFC Champion 2027-28', 'sports', z('2028-01-31', '04:00'), bn(full(NFL.slice(0, 4).filter(([, c]) => c !== 'PHI')), 'afc:', (n) => `${n} win the AFC Championship`)),
] }, ['round']);

const SBMVP: Names = [['Patrick Mahomes', 'MAHOMES'], ['Josh Allen', 'ALLEN'], ['Lamar Jackson', 'JACKSON'], ['Jalen Hurts', 'HURTS'], ['Jahmyr Gibbs', 'GIBBS']];
addCase('sports', { name: 'super-bowl-lxii-mvp', events: [
  A('KXSBMVP-28', 'Super Bowl LXII MVP', 'Sports', SB, an(SBMVP, 'mvp:')),
  B('Super Bowl LXII MVP', 'Sports', SB, bn(SBMVP.slice(0, 4), 'mvp:', (n) => `Will ${n} win Super Bowl LXII MVP?`)),
] });

addCase('sports', { name: 'super-bowl-lxii-total', events: [
  A1('KXSBTOTAL-28', 'Super Bowl LXII total points', 'Sports', SB, 'T47', 'Over 47.5 points', 'o475'),
  G1('Super Bowl LXII: over 48.5 total points?', SB, 'o485'),
] }, ['threshold']);

addCase('sports', { name: 'super-bowl-lxii-coin-toss', events: [
  A('KXSBCOIN-28', 'Super Bowl LXII coin toss', 'Sports', z('2028-02-13', '23:40'), [['HEADS', 'Heads', 'h'], ['TAILS', 'Tails', 't']]),
  B('Super Bowl LXII coin toss', 'Sports', z('2028-02-13', '23:40'), [bm('Super Bowl LXII coin toss: Heads or Tails?', 'Heads', 'h', { outcomes: yn('Heads', 'Tails') })]),
] });

const NFC: Names = [['Philadelphia', 'PHI'], ['Detroit', 'DET'], ['San Francisco', 'SF'], ['Green Bay', 'GB']];
addCase('sports', { name: 'nfc-champion', events: [
  A('KXNFLNFCCHAMP-28', 'NFC Champion 2027-28 season', 'Sports', z('2028-01-31', '04:00'), an(NFC, 'nfc:')),
  B('NFC Champion 2028', 'Sports', z('2028-01-31', '04:00'), bn(full(NFC), 'nfc:', (n) => `Will the ${n} win the NFC Championship?`)),
] });

/** One NBA/NHL/NCAA game on four venues' shapes: alpha two team markets, beta one market with the two teams as outcomes. */
/** Team nicknames as beta, beta_us and gamma write them, by league and alpha code. */
const NICK: Record<string, string> = {
  'NBA:LAL': 'Lakers', 'NBA:BOS': 'Celtics', 'NBA:NYK': 'Knicks', 'NBA:MIA': 'Heat', 'NBA:DEN': 'Nuggets', 'NBA:OKC': 'Thunder', 'NBA:GSW': 'Warriors', 'NBA:PHX': 'Suns',
  'NBA:MIL': 'Bucks', 'NBA:CLE': 'Cavaliers', 'NHL:NYR': 'Rangers', 'NHL:BOS': 'Bruins', 'NHL:EDM': 'Oilers', 'NHL:TOR': 'Maple Leafs', 'NHL:TB': 'Lightning', 'NHL:FLA': 'Panthers',
  'NCAAMB:DUKE': 'Duke Blue Devils', 'NCAAMB:UNC': 'North Carolina Tar Heels', 'NCAAMB:HOU': 'Houston Cougars', 'NCAAMB:NORF': 'Norfolk State Spartans',
};
/** One NBA/NHL/NCAA game in four venues' shapes: alpha two team markets, beta and beta_us one market with the two teams as outcomes, gamma two children. */
const game = (lg: string, d: string, ymd: string, away: [string, string], home: [string, string], close: string): { a: E; b: E; u: E; g: E } => {
  const [an1, ac] = away;
  const [hn1, hc] = home;
  const aw = NICK[`${lg}:${ac}`] ?? an1;
  const hm = NICK[`${lg}:${hc}`] ?? hn1;
  const tk = `KX${lg}GAME-${ymd}${ac}${hc}`;
  const key = `${lg.toLowerCase()}-${ac.toLowerCase()}-${hc.toLowerCase()}-${d}`;
  return {
    a: A(tk, `${an1} at ${hn1}`, 'Sports', close, [[ac, an1, ac.toLowerCase()], [hc, hn1, hc.toLowerCase()]]),
    b: B(`${aw} vs. ${hm}`, 'Sports', close, [[key, 'Yes', ac.toLowerCase(), { q: `${aw} vs. ${hm}`, outcomes: yn(aw, hm) }]]),
    u: U(key, `${aw} vs ${hm}`, 'sports', close, [[`aec-${key}`, 'Yes', ac.toLowerCase(), { q: `${aw} vs ${hm}`, outcomes: yn(aw, hm) }]]),
    g: G(`${lg} ${d}: ${aw} vs ${hm}`, close, [[aw, ac.toLowerCase()], [hm, hc.toLowerCase()]]),
  };
};

const lalBos = game('NBA', '2028-01-20', '28JAN20', ['Los Angeles L', 'LAL'], ['Boston', 'BOS'], z('2028-01-21', '03:30'));
addCase('sports', { name: 'nba-lal-bos-jan20', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [lalBos.a, lalBos.b, lalBos.u,
  G('NBA 2028-03-09: Celtics vs Lakers', z('2028-03-10', '06:00'), [['Celtics', 'bos'], ['Lakers', 'lal']])] }, ['date']);

const nykMia = game('NBA', '2028-02-03', '28FEB03', ['New York', 'NYK'], ['Miami', 'MIA'], z('2028-02-04', '03:00'));
addCase('sports', { name: 'nba-nyk-mia-feb03', events: [nykMia.a, nykMia.g] });

const denOkc = game('NBA', '2028-03-02', '28MAR02', ['Denver', 'DEN'], ['Oklahoma City', 'OKC'], z('2028-03-03', '04:00'));
addCase('sports', { name: 'nba-den-okc-mar02', events: [denOkc.b, denOkc.u] });

const gswPhx12 = game('NBA', '2028-01-12', '28JAN12', ['Golden State', 'GSW'], ['Phoenix', 'PHX'], z('2028-01-13', '05:00'));
const gswPhx14 = game('NBA', '2028-01-14', '28JAN14', ['Golden State', 'GSW'], ['Phoenix', 'PHX'], z('2028-01-15', '05:00'));
addCase('sports', { name: 'nba-gsw-phx-back-to-back', groups: split2, events: [gswPhx12.a, gswPhx14.b] }, ['date']);

addCase('sports', { name: 'nba-all-star-mvp-single', events: [
  A('KXNBAASGMVP-28', 'NBA All-Star Game MVP 2028', 'Sports', z('2028-02-21', '04:00'), [
    ['SGA', 'Shai Gilgeous-Alexander', 's'], ['EDWARDS', 'Anthony Edwards', 'e'], ['WEMBY', 'Victor Wembanyama', 'w']]),
] });

const nyrBos = game('NHL', '2028-01-08', '28JAN08', ['New York R', 'NYR'], ['Boston', 'BOS'], z('2028-01-09', '03:00'));
const nyrBosMar = game('NHL', '2028-03-25', '28MAR25', ['Boston', 'BOS'], ['New York R', 'NYR'], z('2028-03-26', '02:30'));
addCase('sports', { name: 'nhl-nyr-bos-jan08', groups: [['alpha', 'beta'], ['beta_us']], events: [nyrBos.a, nyrBos.b, nyrBosMar.u] }, ['date']);

const edmTor = game('NHL', '2028-02-19', '28FEB19', ['Edmonton', 'EDM'], ['Toronto', 'TOR'], z('2028-02-20', '03:00'));
addCase('sports', { name: 'nhl-edm-tor-feb19', events: [edmTor.a, edmTor.b] });

addCase('sports', { name: 'nhl-vgk-col-regulation', groups: [['alpha'], ['gamma']], events: [
  A('KXNHLGAME-28FEB10VGKCOL', 'Vegas at Colorado', 'Sports', z('2028-02-11', '04:30'), [['VGK', 'Vegas', 'vgk'], ['COL', 'Colorado', 'col']],
    { rules: 'Resolves to the winner of the game including overtime and shootout.' }),
  G('NHL 2028-02-10: Golden Knights vs Avalanche (60-minute result)', z('2028-02-11', '04:30'), [['Golden Knights (regulation)', 'vgk60'], ['Draw after regulation', 'draw60'], ['Avalanche (regulation)', 'col60']],
    { rules: 'Settles on the result after 60 minutes of regulation; overtime and shootout are not counted.' }),
] }, ['observation']);

// College basketball
const MM = z('2028-04-04', '04:00');
const CBB: Names = [['Duke', 'DUKE'], ['Houston', 'HOU'], ['Florida', 'FLA'], ['Auburn', 'AUB'], ['Kansas', 'KU'], ['UConn', 'CONN']];
addCase('sports', { name: 'march-madness-2028-champion', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXMARMAD-28', 'NCAA Men\'s Basketball Champion 2028', 'Sports', MM, an(CBB, 'mm:')),
  B('NCAA Tournament Winner 2028', 'Sports', MM, bn(CBB, 'mm:', (n) => `Will ${n} win the 2028 NCAA Tournament?`)),
  G('2028 NCAA Men\'s Basketball National Champion', MM, gn(CBB.slice(0, 4), 'mm:')),
  U1('duke-final-four-2028', 'Duke reaches the 2028 Final Four?', 'sports', z('2028-03-27', '04:00'), 'ff'),
] }, ['round']);

const dukeUnc = game('NCAAMB', '2028-03-04', '28MAR04', ['Duke', 'DUKE'], ['North Carolina', 'UNC'], z('2028-03-05', '02:00'));
addCase('sports', { name: 'cbb-duke-unc-mar04', events: [dukeUnc.a, dukeUnc.b] });

const houNsu = game('NCAAMB', '2028-03-16', '28MAR16', ['Houston', 'HOU'], ['Norfolk State', 'NORF'], z('2028-03-17', '04:00'));
addCase('sports', { name: 'cbb-r64-hou-norf', events: [houNsu.b, houNsu.g] });

addCase('sports', { name: 'ncaa-women-2028', events: [
  A1('KXMARMADW-28', 'NCAA Women\'s Basketball Champion 2028', 'Sports', z('2028-04-03', '04:00'), 'CONN', 'UConn', 'conn'),
  B1('Will UConn win the 2028 NCAA Women\'s Tournament?', 'Sports', z('2028-04-03', '04:00'), 'conn'),
] });

// Champions League
const UCL_RM = z('2028-03-07', '22:00');
addCase('sports', { name: 'ucl-rma-mci-leg1', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXUCLGAME-28MAR07RMAMCI', 'Real Madrid vs Manchester City', 'Sports', UCL_RM, [['RMA', 'Real Madrid', 'rma'], ['TIE', 'Tie', 'tie'], ['MCI', 'Manchester City', 'mci']]),
  B('Real Madrid vs. Manchester City', 'Sports', UCL_RM, [
    bm('Will Real Madrid win on 2028-03-07?', 'Real Madrid', 'rma'), bm('Will Real Madrid vs. Manchester City end in a draw?', 'Draw (Real Madrid vs. Manchester City)', 'tie'),
    bm('Will Manchester City win on 2028-03-07?', 'Manchester City', 'mci')]),
  G('UCL R16 1st leg: Real Madrid vs Man City (Mar 7, 2028)', UCL_RM, [['Real Madrid', 'rma'], ['Draw', 'tie'], ['Man City', 'mci']]),
  U1('ucl-real-madrid-advance-quarterfinals-2028', 'Real Madrid advance to the Champions League quarterfinals?', 'sports', z('2028-03-15', '22:00'), 'adv'),
] }, ['observation']);

addCase('sports', { name: 'ucl-winner-single', events: [
  A('KXUCL-28', 'Champions League winner 2027-28', 'Sports', z('2028-05-28', '22:00'), [['PSG', 'Paris Saint-Germain', 'psg'], ['ARS', 'Arsenal', 'ars'], ['BAR', 'Barcelona', 'bar'], ['LIV', 'Liverpool', 'liv']]),
] });

addCase('sports', { name: 'ucl-ars-bay-leg1-vs-leg2', groups: [['beta'], ['gamma']], events: [
  B('Bayern Munich vs. Arsenal', 'Sports', z('2028-03-15', '22:00'), [bm('Will Arsenal win on 2028-03-15?', 'Arsenal', 'ars2'), bm('Will Bayern Munich win on 2028-03-15?', 'Bayern Munich', 'bay2')]),
  G('UCL R16: Arsenal vs Bayern Munich (Mar 8, 2028)', z('2028-03-08', '22:00'), [['Arsenal', 'ars1'], ['Draw', 'd1'], ['Bayern Munich', 'bay1']]),
] }, ['date']);

// Tennis
const AO_M = z('2028-01-30', '12:00');
const AOM: Names = [['Jannik Sinner', 'SIN'], ['Carlos Alcaraz', 'ALC'], ['Novak Djokovic', 'DJO'], ['Alexander Zverev', 'ZVE'], ['Joao Fonseca', 'FON']];
addCase('sports', { name: 'ao-2028-men', groups: [['alpha', 'beta'], ['gamma']], events: [
  A('KXATPAUSOPEN-28', 'Australian Open 2028 Men\'s Singles winner', 'Sports', AO_M, an(AOM, 'aom:')),
  B('Australian Open Men\'s Winner 2028', 'Sports', AO_M, bn(AOM.slice(0, 4), 'aom:', (n) => `Will ${n} win the 2028 Australian Open?`)),
  G1('Carlos Alcaraz to win the 2027 Australian Open men\'s singles?', z('2027-01-31', '12:00'), 'alc27'),
] }, ['date']);

const AOW: Names = [['Aryna Sabalenka', 'SAB'], ['Iga Swiatek', 'SWI'], ['Coco Gauff', 'GAU'], ['Mirra Andreeva', 'AND']];
addCase('sports', { name: 'ao-2028-women', events: [
  A('KXWTAAUSOPEN-28', 'Australian Open 2028 Women\'s Singles winner', 'Sports', z('2028-01-29', '12:00'), an(AOW, 'aow:')),
  B('Australian Open Women\'s Winner 2028', 'Sports', z('2028-01-29', '12:00'), bn(AOW, 'aow:', (n) => `Will ${n} win the 2028 Australian Open women's singles?`)),
] });

// Rugby
const SIX = z('2028-03-18', '20:00');
const SIXN: Names = [['France', 'FRA'], ['Ireland', 'IRE'], ['England', 'ENG'], ['Scotland', 'SCO']];
addCase('sports', { name: 'six-nations-2028-winner', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXSIXNATIONS-28', 'Six Nations Championship 2028 winner', 'Sports', SIX, an(SIXN, '6n:')),
  B('Six Nations 2028 Winner', 'Sports', SIX, bn(SIXN, '6n:', (n) => `Will ${n} win the 2028 Six Nations?`)),
  G1('France to win the 2028 Six Nations Championship?', SIX, '6n:FRA'),
  U1('france-six-nations-grand-slam-2028', 'France win the 2028 Six Nations Grand Slam?', 'sports', SIX, 'gs'),
] }, ['observation']);

addCase('sports', { name: 'rugby-ire-fra-feb05', events: [
  B('Ireland vs. France', 'Sports', z('2028-02-05', '18:00'), [bm('Will Ireland beat France on 2028-02-05?', 'Ireland', 'ire'), bm('Will France beat Ireland on 2028-02-05?', 'France', 'fra')]),
  G('Six Nations: Ireland vs France (5 Feb 2028)', z('2028-02-05', '18:00'), [['Ireland', 'ire'], ['Draw', 'd'], ['France', 'fra']]),
] });

addCase('sports', { name: 'rugby-wal-ita-single', events: [
  A('KXRUGBYGAME-28MAR11WALITA', 'Wales vs Italy', 'Sports', z('2028-03-11', '17:00'), [['WAL', 'Wales', 'w'], ['ITA', 'Italy', 'i']]),
] });

const tblFla = game('NHL', '2028-03-18', '28MAR18', ['Tampa Bay', 'TB'], ['Florida', 'FLA'], z('2028-03-18', '23:30'));
addCase('sports', { name: 'nhl-tb-fla-mar18', events: [tblFla.a, tblFla.b, tblFla.g] });

const milCle = game('NBA', '2028-02-24', '28FEB24', ['Milwaukee', 'MIL'], ['Cleveland', 'CLE'], z('2028-02-25', '03:00'));
addCase('sports', { name: 'nba-mil-cle-feb24', events: [milCle.a, milCle.u] });

const B10: Names = [['Purdue', 'PUR'], ['Michigan State', 'MSU'], ['Illinois', 'ILL'], ['UCLA', 'UCLA']];
addCase('sports', { name: 'big-ten-tournament-2028', events: [
  A('KXNCAAMBCONF-28B10', 'Big Ten Tournament champion 2028', 'Sports', z('2028-03-13', '01:00'), an(B10, 'b10:')),
  B('Big Ten Tournament Winner 2028', 'Sports', z('2028-03-13', '01:00'), bn(B10.slice(0, 3), 'b10:', (n) => `Will ${n} win the 2028 Big Ten Tournament?`)),
] });

// Motorsport and golf
const AUSGP = z('2028-03-12', '07:00');
const F1: Names = [['Max Verstappen', 'VER'], ['Lando Norris', 'NOR'], ['Oscar Piastri', 'PIA'], ['George Russell', 'RUS'], ['Charles Leclerc', 'LEC']];
addCase('sports', { name: 'f1-australia-2028-winner', groups: [['alpha', 'beta'], ['beta_us']], events: [
  A('KXF1RACE-28AUS', 'Australian Grand Prix 2028 winner', 'Sports', AUSGP, an(F1, 'f1:')),
  B('F1 Australian Grand Prix Winner', 'Sports', AUSGP, bn(F1, 'f1:', (n) => `Will ${n} win the 2028 Australian Grand Prix?`)),
  U1('f1-australian-gp-2028-pole-norris', 'Lando Norris on pole for the 2028 Australian Grand Prix?', 'sports', z('2028-03-11', '07:00'), 'pole'),
] }, ['round']);

addCase('sports', { name: 'f1-drivers-champion-single', events: [
  U('f1-drivers-champion-2028', 'F1 Drivers\' Champion 2028', 'sports', z('2028-12-10'), bn(F1.slice(0, 3), 'wdc:', (n) => `${n} wins the 2028 F1 Drivers' Championship`)),
] });

const D500: Names = [['Denny Hamlin', 'HAM'], ['William Byron', 'BYR'], ['Kyle Larson', 'LAR'], ['Chase Elliott', 'ELL']];
addCase('sports', { name: 'daytona-500-2028', events: [
  A('KXNASCARRACE-28DAY500', 'Daytona 500 2028 winner', 'Sports', z('2028-02-20', '23:30'), an(D500, 'd5:')),
  B('Daytona 500 Winner 2028', 'Sports', z('2028-02-20', '23:30'), bn(D500, 'd5:', (n) => `Will ${n} win the 2028 Daytona 500?`)),
] });

// ───────────────────────────── AWARDS AND BOX OFFICE ─────────────────────────────
const OSCARS = z('2028-03-06', '05:00');
const BP: Names = [['The Long Walk Home', 'LWH'], ['Meridian', 'MER'], ['A Quiet Harbor', 'AQH'], ['Saint Agnes', 'SAG'], ['The Cartographer', 'CAR']];
addCase('culture', { name: 'oscars-2028-best-picture', events: [
  A('KXOSCARPIC-28', 'Oscar for Best Picture 2028', 'Entertainment', OSCARS, an(BP, 'bp:')),
  B('Oscars 2028: Best Picture Winner', 'Culture', OSCARS, bn(BP, 'bp:', (n) => `Will "${n}" win Best Picture at the 100th Academy Awards?`)),
  U('oscars-2028-best-picture', 'Best Picture – 100th Academy Awards', 'culture', OSCARS, bn(BP.slice(0, 3), 'bp:', (n) => `${n} wins Best Picture`)),
  G('100th Academy Awards – Best Picture', OSCARS, gn(BP.slice(0, 4), 'bp:')),
] });

const ACTOR: Names = [['Timothée Chalamet', 'CHAL'], ['Colman Domingo', 'DOMI'], ['Paul Mescal', 'MESC'], ['Jeremy Allen White', 'WHIT']];
addCase('culture', { name: 'oscars-2028-best-actor', events: [
  A('KXOSCARACTO-28', 'Oscar for Best Actor 2028', 'Entertainment', OSCARS, an(ACTOR, 'ba:')),
  B('Oscars 2028: Best Actor Winner', 'Culture', OSCARS, bn(ACTOR, 'ba:', (n) => `Will ${n} win Best Actor at the 2028 Oscars?`)),
] });

const INTL: Names = [['The Salt Road', 'SALT'], ['Nocturno', 'NOCT'], ['Kinder der Nacht', 'KIND']];
addCase('culture', { name: 'oscars-2028-international-feature', events: [
  A('KXOSCARINTL-28', 'Oscar for Best International Feature 2028', 'Entertainment', OSCARS, an(INTL, 'intl:')),
  G('100th Oscars – Best International Feature Film', OSCARS, gn(INTL, 'intl:')),
] });

addCase('culture', { name: 'oscars-actress-vs-supporting', groups: split2, events: [
  A1('KXOSCARACTR-28', 'Oscar for Best Actress 2028', 'Entertainment', OSCARS, 'MIKEY', 'Mikey Madison', 'lead'),
  B1('Will Mikey Madison win Best Supporting Actress at the 2028 Oscars?', 'Culture', OSCARS, 'supp'),
] }, ['category']);

const DIR: Names = [['Greta Gerwig', 'GER'], ['Denis Villeneuve', 'VIL'], ['Paul Thomas Anderson', 'PTA']];
addCase('culture', { name: 'oscars-2028-best-director', events: [
  B('Oscars 2028: Best Director Winner', 'Culture', OSCARS, bn(DIR, 'bd:', (n) => `Will ${n} win Best Director at the 2028 Oscars?`)),
  G('Academy Awards 2028 – Best Director', OSCARS, gn(DIR, 'bd:')),
] });

addCase('culture', { name: 'oscars-adapted-vs-original', groups: [['alpha'], ['gamma']], events: [
  A1('KXOSCARASPLAY-28', 'Oscar for Best Adapted Screenplay 2028', 'Entertainment', OSCARS, 'MER', 'Meridian', 'adapted'),
  G1('"Meridian" to win Best Original Screenplay at the 100th Oscars?', OSCARS, 'original'),
] }, ['category']);

addCase('culture', { name: 'oscars-runtime-single', events: [
  B1('Will the 2028 Oscars ceremony run longer than 3 hours 30 minutes?', 'Culture', OSCARS, 'long'),
] });

const GRAMMYS = z('2028-02-07', '06:00');
const AOTY: Names = [['Sabrina Carpenter', 'SC'], ['Kendrick Lamar', 'KL'], ['Taylor Swift', 'TS'], ['Bad Bunny', 'BB']];
addCase('culture', { name: 'grammys-2028-aoty', events: [
  A('KXGRAMMYAOTY-28', 'Grammy for Album of the Year 2028', 'Entertainment', GRAMMYS, an(AOTY, 'aoty:')),
  B('Grammys 2028: Album of the Year', 'Culture', GRAMMYS, bn(AOTY, 'aoty:', (n) => `Will ${n} win Album of the Year at the 2028 Grammys?`)),
] });

addCase('culture', { name: 'grammys-record-vs-song', groups: split2, events: [
  A1('KXGRAMMYROTY-28', 'Grammy for Record of the Year 2028', 'Entertainment', GRAMMYS, 'SC', 'Sabrina Carpenter', 'record'),
  B1('Will Sabrina Carpenter win Song of the Year at the 2028 Grammys?', 'Culture', GRAMMYS, 'song'),
] }, ['category']);

const BNA: Names = [['Sombr', 'SOMBR'], ['Alex Warren', 'WARREN'], ['Lola Young', 'YOUNG']];
addCase('culture', { name: 'grammys-2028-bna', events: [
  A('KXGRAMMYBNA-28', 'Grammy for Best New Artist 2028', 'Entertainment', GRAMMYS, an(BNA, 'bna:')),
  U('grammys-2028-best-new-artist', 'Grammys 2028 Best New Artist', 'culture', GRAMMYS, bn(BNA, 'bna:', (n) => `${n} wins Best New Artist`)),
] });

const PRES_WKND = z('2028-02-22', '20:00');
addCase('culture', { name: 'box-office-opening-feb', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
  A('KXRTOPEN-28FEB18', '"Ironclad" domestic opening weekend', 'Entertainment', PRES_WKND, [['T100', 'Above $100M', 'a100'], ['T120', 'Above $120M', 'a120']], { sources: ['Box Office Mojo https://www.boxofficemojo.com'] }),
  B1('Will "Ironclad" gross more than $100M in its domestic opening weekend?', 'Culture', PRES_WKND, 'a100', { src: 'https://www.boxofficemojo.com' }),
  U1('ironclad-opening-weekend-above-120m', '"Ironclad" 3-day opening weekend above $120M?', 'culture', PRES_WKND, 'a120'),
  G1('"Ironclad" 4-day Presidents\' Day opening above $120M?', PRES_WKND, 'four120'),
] }, ['measure']);

addCase('culture', { name: 'box-office-mojo-vs-numbers', fungible: nf('alpha|gamma'), events: [
  A1('KXOPENWKND-28MAR03', '"Starfall" domestic opening weekend', 'Entertainment', z('2028-03-07', '20:00'), 'T60', 'Above $60M', 'a60', {}, { sources: ['Box Office Mojo https://www.boxofficemojo.com'] }),
  G1('"Starfall" opening weekend above $60M (The Numbers)?', z('2028-03-07', '20:00'), 'a60', { rules: 'Resolves per the 3-day domestic opening weekend gross reported by The Numbers (the-numbers.com).' }),
] }, ['source']);

// ───────────────────────────── WEATHER ─────────────────────────────
addCase('weather', { name: 'nyc-snow-jan', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXNYCSNOWM-28JAN', 'NYC snow in January 2028?', 'Climate and Weather', z('2028-02-01', '14:00'), [['T5', 'Above 5 inches', 'a5'], ['T10', 'Above 10 inches', 'a10'], ['T15', 'Above 15 inches', 'a15']],
    { sources: ['National Weather Service https://www.weather.gov/wrh/climate?wfo=okx'] }),
  B1('Will NYC (Central Park) get more than 10 inches of snow in January 2028?', 'Weather', z('2028-02-01', '14:00'), 'a10', { src: NWS.split(' ').at(-1)! }),
  G('Central Park total snowfall – January 2028', z('2028-02-01', '14:00'), [['0–5 in', 'b5'], ['5–10 in', 'r5'], ['Over 10 in', 'a10']]),
  U1('nyc-snow-february-2028-above-10-inches', 'NYC more than 10 inches of snow in February 2028?', 'weather', z('2028-03-01', '14:00'), 'feb10'),
] }, ['date']);

addCase('weather', { name: 'chicago-ohare-vs-midway', fungible: nf('alpha|beta'), events: [
  A1('KXCHISNOWM-28FEB', 'Chicago snow in February 2028?', 'Climate and Weather', z('2028-03-01', '14:00'), 'T12', 'Above 12 inches', 'a12', { rules: 'Resolves per the NWS climate report for Chicago O\'Hare (ORD).' }),
  B1('Chicago more than 12 inches of snow in February? (Midway)', 'Weather', z('2028-03-01', '14:00'), 'a12', { src: 'https://www.weather.gov/lot/', rules: 'Resolves per the NWS daily climate report for Chicago Midway (MDW).' }),
] }, ['source']);

addCase('weather', { name: 'austin-high-mar01', events: [
  A('KXHIGHAUS-28MAR01', 'Highest temperature in Austin on Mar 1, 2028?', 'Climate and Weather', z('2028-03-02', '06:00'), [['B79.5', '79° to 80°', 'r79'], ['T80', '81° or above', 'a80']],
    { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=EWX&product=CLI&issuedby=AUS'] }),
  B('Highest temperature in Austin on March 1?', 'Weather', z('2028-03-02', '06:00'), [bm('Will the highest temperature in Austin be 79-80°F on March 1?', '79-80°F', 'r79'), bm('Will the highest temperature in Austin be 81°F or higher on March 1?', '81°F or higher', 'a80')]),
] });

addCase('weather', { name: 'denver-vs-boston-snow-mar', groups: split2, events: [
  A1('KXDENSNOWM-28MAR', 'Denver snow in March 2028?', 'Climate and Weather', z('2028-04-01', '14:00'), 'T8', 'Above 8 inches', 'den'),
  B1('Boston more than 8 inches of snow in March 2028?', 'Weather', z('2028-04-01', '14:00'), 'bos'),
] }, ['place']);

addCase('weather', { name: 'nyc-high-vs-low-mar15', groups: [['beta'], ['gamma']], events: [
  B1('Will the low temperature in NYC be above 40°F on March 15?', 'Weather', z('2028-03-16', '06:00'), 'low'),
  G1('NYC (Central Park) high temperature above 40°F on March 15, 2028?', z('2028-03-16', '06:00'), 'high'),
] }, ['measure']);

addCase('weather', { name: 'global-jan-record-noaa-vs-nasa', fungible: nf('alpha|beta'), events: [
  A1('KXGTEMP-28JAN', 'January 2028 the hottest January on record?', 'Climate and Weather', z('2028-02-20'), 'REC', 'Warmest January on record', 'rec', { rules: 'Resolves per NOAA NCEI Global Climate Report for January 2028.' }),
  B1('Will January 2028 be the warmest January on record? (NASA GISS)', 'Weather', z('2028-02-20'), 'rec', { src: 'https://data.giss.nasa.gov/gistemp/' }),
] }, ['source']);

addCase('weather', { name: 'dc-snow-single', events: [
  U1('dc-snow-1-inch-february-2028', 'Washington DC 1 inch of snow in February 2028?', 'weather', z('2028-03-01', '14:00'), 's'),
] });

// ───────────────────────────── TECH ─────────────────────────────
addCase('tech', { name: 'gpt6-by-mar31', events: [
  A1('KXGPT6-28MAR31', 'Will OpenAI release GPT-6 by Mar 31, 2028?', 'Science and Technology', MAR31, 'MAR31', 'Before Apr 1, 2028', 'g'),
  B1('GPT-6 released by March 31, 2028?', 'Tech', MAR31, 'g'),
  U1('gpt-6-released-by-march-31-2028', 'OpenAI releases GPT-6 by March 31?', 'tech', MAR31, 'g'),
] });

addCase('tech', { name: 'gemini-4-deadlines', groups: [['alpha'], ['gamma']], events: [
  A1('KXGEMINI4-28FEB29', 'Gemini 4 released by Feb 29, 2028?', 'Science and Technology', z('2028-03-01', '05:00'), 'FEB29', 'Before Mar 1, 2028', 'feb'),
  G1('Google releases Gemini 4 in Q1 2028?', MAR31, 'q1'),
] }, ['deadline']);

addCase('tech', { name: 'galaxy-s28-unpacked', events: [
  A1('KXSAMSUNG-28JAN31', 'Samsung announces Galaxy S28 before February?', 'Science and Technology', z('2028-02-01', '05:00'), 'JAN31', 'By Jan 31, 2028', 's'),
  G1('Samsung unveils Galaxy S28 by January 31, 2028?', z('2028-02-01', '05:00'), 's'),
] });

addCase('tech', { name: 'starship-catch', events: [
  B1('Will SpaceX catch a Starship upper stage by March 31, 2028?', 'Tech', MAR31, 'c'),
  G1('SpaceX Starship ship catch before April 2028?', MAR31, 'c'),
] });

const LMA: Names = [['Google', 'GOOG'], ['OpenAI', 'OPENAI'], ['Anthropic', 'ANTH'], ['xAI', 'XAI']];
addCase('tech', { name: 'lmarena-text-mar31', events: [
  A('KXTOPMODEL-28MAR31', 'Top AI model on Mar 31, 2028 (LMArena text)', 'Science and Technology', MAR31, an(LMA, 'lm:')),
  B('Which company has the best AI model end of March?', 'Tech', MAR31, bn(LMA, 'lm:', (n) => `Will ${n} have the top model on LMArena (text) on March 31, 2028?`)),
] });

addCase('tech', { name: 'switch-successor-single', events: [
  A1('KXNINTENDO-28MAR31', 'Nintendo announces a new console by Mar 31, 2028?', 'Science and Technology', MAR31, 'MAR31', 'Before Apr 1, 2028', 'n'),
] });

// ───────────────────────────── OUTPUT ─────────────────────────────
const seen = new Set<string>();
for (const c of cases) {
  for (const e of c.events) {
    for (const key of [`event:${e.venue}:${e.id}`, ...e.markets.filter((m) => m.id !== e.id).map((m) => `market:${e.venue}:${m.id}`)]) {
      if (seen.has(key)) throw new Error(`${c.name}: ${key} listed twice`);
      seen.add(key);
    }
  }
}
const venueEvents = cases.reduce((n, c) => n + c.events.length, 0);
if (venueEvents < 250 || venueEvents > 320) throw new Error(`holdout18 has ${venueEvents} venue events; expected 250–320`);
for (const c of cases) for (const e of c.events) for (const m of e.markets) if ((m.close ?? e.close ?? '') <= '2026-11-22') throw new Error(`${c.name}: close before 2026-11-22`);
const byKind: Record<string, number> = {};
for (const h of hnKinds) for (const k of h.kinds) byKind[k] = (byKind[k] ?? 0) + 1;
/** Whether a case has a group of two or more venue events, i.e. a true cross-venue match. */
const matched = (c: (typeof cases)[number]): boolean => (c.groups ?? [c.events.map((e) => e.venue)]).some((g) => c.events.filter((e) => g.includes(e.venue)).length > 1);
const kindsOf = (c: (typeof cases)[number]): Hn[] => hnKinds.find((h) => h.name === c.name)?.kinds ?? [];
const summary = {
  venue_events: venueEvents,
  cases: cases.length,
  match_only_cases: cases.filter((c) => matched(c) && kindsOf(c).length === 0).length,
  match_with_hard_negative_cases: cases.filter((c) => matched(c) && kindsOf(c).length > 0).length,
  hard_negative_only_cases: cases.filter((c) => !matched(c) && kindsOf(c).length > 0).length,
  single_venue_cases: cases.filter((c) => c.events.length === 1).length,
  truth_events: cases.reduce((n, c) => n + (c.groups ?? [0]).length, 0),
  hard_negative_kinds: byKind,
};
const out = new URL('./holdout18-set.json', import.meta.url);
writeFileSync(out, `${JSON.stringify({ ...emitScenario(cases), meta, hard_negatives: hnKinds, summary }, null, 1)}\n`);
process.stdout.write(`${JSON.stringify(summary)}\n`);
