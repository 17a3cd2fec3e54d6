// Twentieth independent refdata holdout: writes test/refdata/holdout20-set.json (what the venues list around the US
// general election of 7 November 2028, September to December 2028).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout20.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn, slug, HoldoutRow/Mx) and lines 1–60 and the last 40 lines of
// test/refdata/holdout17.build.ts (its header: the labelling rules below are adopted from it verbatim, and the helper
// usage; the tail: how the JSON is written out).
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
// Ids: beta event ids 280001+, gamma ids 22001+, alpha tickers dated 2028; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (`addCase(..., kinds)`), one per kind of trap the case holds.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, yn, slug, type E, type Mx } from './evalset.emit.ts';

type Cat = 'politics' | 'central_banks' | 'economics' | 'markets' | 'crypto' | 'commodities' | 'sports' | 'culture' | 'weather' | 'tech';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round';

const { cases, meta, add } = caseList<Cat>();
const hnKinds: Array<{ name: string; kinds: Hn[] }> = [];
/** Adds a case and records the kinds of its hard negatives (one per kind listed). */
const addCase = (cat: Cat, c: Parameters<typeof add>[1], kinds: Hn[] = []): void => {
  add(cat, c, kinds.length);
  hnKinds.push({ name: c.name, kinds });
};
const { A, B, U, G, G1 } = venueBuilders(280000, 22000);
/** A beta yes/no event whose single market slug is the title's slug. */
const B1 = (title: string, cat: string, close: string, t: string, x: Partial<E> = {}, mx: Mx = {}): E => B(title, cat, close, [[slug(title), 'Yes', t, mx]], x);
/** A beta negRisk event: one binary market per child, slugged `${prefix}-${label}`, question from `q(label)`. */
const BN = (title: string, cat: string, close: string, prefix: string, q: (l: string) => string, kids: Array<[label: string, t: string]>, x: Partial<E> = {}, mx: Mx = {}): E =>
  B(title, cat, close, kids.map(([l, t]) => [`${prefix}-${slug(l)}`, l, t, { q: q(l), ...mx }]), x);
/** An alpha binary event with one market `${ticker}-${suffix}`. */
const A1 = (ticker: string, title: string, cat: string, close: string, suffix: string, label: string, t: string, x: Partial<E> = {}): E => A(ticker, title, cat, close, [[suffix, label, t]], x);

const AP = 'Associated Press https://apnews.com/hub/election-results';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/ces/';
const BLS_LAU = 'Bureau of Labor Statistics https://www.bls.gov/cps/';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const SPX = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NHC = 'National Hurricane Center https://www.nhc.noaa.gov/';
const BOM = 'Box Office Mojo https://www.boxofficemojo.com/';

const INAUG = z('2029-01-20', '17:00');
const POL = 'Elections';
const BPOL = 'Politics';

// ───────────────────────────── PRESIDENT (7 Nov 2028) ─────────────────────────────

{ // Winning party, all four venues; gamma adds "Other".
  addCase('politics', { name: 'pres-party-2028', events: [
    A('KXPRESPARTY-2028', 'Which party will win the 2028 presidential election?', POL, INAUG, [['D', 'Democratic party', 'dem'], ['R', 'Republican party', 'rep']], { sources: [AP] }),
    BN('Which party wins 2028 US Presidential Election?', BPOL, INAUG, 'which-party-wins-2028-us-presidential-election', (l) => `Will the ${l} Party win the 2028 US Presidential Election?`, [['Democratic', 'dem'], ['Republican', 'rep']]),
    U('aec-pres-party-2028', 'Presidential Election Winner 2028: Party', BPOL, INAUG, [['aec-pres-party-2028-dem', 'Democrats', 'dem', { q: 'Will the Democratic nominee win the 2028 presidential election?' }], ['aec-pres-party-2028-rep', 'Republicans', 'rep', { q: 'Will the Republican nominee win the 2028 presidential election?' }]]),
    G('2028 U.S. Presidential Election – Winning Party', INAUG, [['Democratic Party', 'dem'], ['Republican Party', 'rep'], ['Other / Independent', 'oth']]),
  ] });
}
{ // Winner by person; venues carry different candidate lists.
  addCase('politics', { name: 'pres-winner-person-2028', events: [
    A('KXPRESPERSON-28', '2028 U.S. presidential election winner', POL, INAUG, [['JVAN', 'J.D. Vance', 'vance'], ['GNEW', 'Gavin Newsom', 'newsom'], ['JSHA', 'Josh Shapiro', 'shapiro'], ['MRUB', 'Marco Rubio', 'rubio'], ['AOCA', 'Alexandria Ocasio-Cortez', 'aoc']], { sources: [AP] }),
    BN('Presidential Election Winner 2028', BPOL, INAUG, 'will', (l) => `Will ${l} win the 2028 US Presidential Election?`, [['JD Vance', 'vance'], ['Gavin Newsom', 'newsom'], ['Josh Shapiro', 'shapiro'], ['Pete Buttigieg', 'buttigieg'], ['Alexandria Ocasio-Cortez', 'aoc']]),
    G('Who will win the 2028 US presidential election?', INAUG, [['JD Vance', 'vance'], ['Gavin Newsom', 'newsom'], ['Marco Rubio', 'rubio']]),
  ] });
}
{ // Popular vote by party (alpha, beta, gamma) vs "popular vote winner loses the Electoral College" on beta_us — another question.
  addCase('politics', { name: 'popular-vote-2028', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXPOPVOTE-28', 'Which party will win the national popular vote in 2028?', POL, z('2028-12-20'), [['D', 'Democratic party', 'pvd'], ['R', 'Republican party', 'pvr']], { sources: [AP] }),
    BN('Popular Vote Winner 2028', BPOL, z('2028-12-20'), 'popular-vote-winner-2028', (l) => `Will the ${l} candidate win the popular vote in 2028?`, [['Democratic', 'pvd'], ['Republican', 'pvr']]),
    G1('Will the Republican candidate win the 2028 national popular vote?', z('2028-12-20'), 'pvr'),
    U('ec-pv-split-2028', 'Electoral College / popular vote split in 2028?', BPOL, z('2028-12-20'), [['ec-pv-split-2028', 'Yes', 'split', { q: 'Will the popular vote winner lose the Electoral College in 2028?' }]]),
  ] }, ['measure']);
}
{ // Electoral-vote margin buckets: alpha ranges, beta buckets that coincide only in part.
  addCase('politics', { name: 'ec-margin-2028', events: [
    A('KXECMARGIN-28', 'Electoral vote margin of victory, 2028', POL, z('2028-12-20'), [
      ['D0', 'Democrats win by 0-49', 'd0'], ['D50', 'Democrats win by 50-99', 'd50'], ['D100', 'Democrats win by 100+', 'd100'],
      ['R0', 'Republicans win by 0-49', 'r0'], ['R50', 'Republicans win by 50-99', 'r50'], ['R100', 'Republicans win by 100+', 'r100']]),
    BN('Electoral College margin of victory 2028?', BPOL, z('2028-12-20'), 'ec-margin-2028', (l) => `Electoral College margin 2028: ${l}?`, [
      ['D 0-49', 'd0'], ['D 50-99', 'd50'], ['D 100-149', 'd100b'], ['D 150+', 'd150'], ['R 0-49', 'r0'], ['R 50-99', 'r50'], ['R 100+', 'r100']]),
  ] });
}
{ // Democratic electoral votes in buckets (gamma) — a different measure from the margin; single venue.
  addCase('politics', { name: 'dem-ev-count-2028', events: [
    G('Democratic candidate electoral votes in 2028', z('2028-12-20'), [['Under 240', 'u240'], ['240-269', 'b240'], ['270-299', 'b270'], ['300-329', 'b300'], ['330 or more', 'b330']]),
  ] }, ['measure']);
}

// ───────────────────────────── SWING STATES: PRESIDENTIAL WINNER ─────────────────────────────

/** Alpha's state-winner event (Democratic / Republican party). */
const aState = (code: string, state: string): E => A(`KXPRESST${code}-28`, `Who will win ${state} in the 2028 presidential election?`, POL, z('2028-12-15'), [['D', 'Democratic party', 'd'], ['R', 'Republican party', 'r']], { sources: [AP] });
/** Beta's state-winner negRisk event. */
const bState = (state: string): E => BN(`${state} Presidential Election Winner`, BPOL, z('2028-12-15'), `${slug(state)}-presidential-election-winner`, (l) => `Will the ${l} win ${state} in the 2028 presidential election?`, [['Democrats', 'd'], ['Republicans', 'r']]);
/** Gamma's state-winner categorical market. */
const gState = (state: string): E => G(`2028 Presidential Election: ${state} winner`, z('2028-12-15'), [['Democratic', 'd'], ['Republican', 'r']]);

{ // Pennsylvania on all four; beta_us only lists the Republican side.
  addCase('politics', { name: 'pres-pa-2028', events: [
    aState('PA', 'Pennsylvania'), bState('Pennsylvania'), gState('Pennsylvania'),
    U('aec-pres-pa-2028', 'Pennsylvania presidential winner 2028', BPOL, z('2028-12-15'), [['aec-pres-pa-2028-rep', 'Republican', 'r', { q: 'Will the Republican nominee carry Pennsylvania in 2028?' }]]),
  ] });
}
{ // Georgia presidential (alpha, beta, gamma) with the Georgia Senate race on beta_us — another office, same state and night.
  addCase('politics', { name: 'pres-ga-2028', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    aState('GA', 'Georgia'), bState('Georgia'), gState('Georgia'),
    U('aec-sen-ga-2028', 'Georgia Senate Election 2028', BPOL, z('2028-12-15'), [['aec-sen-ga-2028-dem', 'Democrat', 'sd', { q: 'Will the Democrat win the 2028 Georgia Senate race?' }], ['aec-sen-ga-2028-rep', 'Republican', 'sr', { q: 'Will the Republican win the 2028 Georgia Senate race?' }]]),
  ] }, ['office']);
}
{ // Arizona presidential (alpha, beta) vs Nevada presidential (gamma) — near-identical titles, different state.
  addCase('politics', { name: 'pres-az-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    aState('AZ', 'Arizona'), bState('Arizona'), gState('Nevada'),
  ] }, ['place']);
}
{ // Michigan: alpha, beta, gamma; gamma's listing is "Democrats win" only.
  addCase('politics', { name: 'pres-mi-2028', events: [
    aState('MI', 'Michigan'), bState('Michigan'),
    G1('Will the Democratic nominee win Michigan in the 2028 presidential election?', z('2028-12-15'), 'd'),
  ] });
}
{ // Wisconsin: alpha, beta, beta_us.
  addCase('politics', { name: 'pres-wi-2028', events: [
    aState('WI', 'Wisconsin'), bState('Wisconsin'),
    U('aec-pres-wi-2028', 'Wisconsin presidential winner 2028', BPOL, z('2028-12-15'), [['aec-pres-wi-2028-dem', 'Democrat', 'd', { q: 'Will the Democratic nominee carry Wisconsin in 2028?' }], ['aec-pres-wi-2028-rep', 'Republican', 'r', { q: 'Will the Republican nominee carry Wisconsin in 2028?' }]]),
  ] });
}
{ // Wisconsin margin: Democrats win Wisconsin by more than 2 points (alpha) — a margin, not the winner. Single venue.
  addCase('politics', { name: 'pres-wi-margin-2028', events: [
    A('KXPRESWIMARGIN-28', 'Wisconsin presidential margin 2028', POL, z('2028-12-15'), [['D2', 'Democrats by more than 2 pts', 'd2'], ['R2', 'Republicans by more than 2 pts', 'r2'], ['CLOSE', 'Within 2 pts', 'close']]),
  ] }, ['measure']);
}
{ // North Carolina presidential: alpha and beta; gamma asks the inverted "will NOT carry" question (own outcome).
  addCase('politics', { name: 'pres-nc-2028', events: [
    aState('NC', 'North Carolina'), bState('North Carolina'),
    G1('Will the Republican nominee NOT carry North Carolina in 2028?', z('2028-12-15'), 'notr'),
  ] }, ['inverted']);
}
{ // Nevada presidential: alpha and beta_us.
  addCase('politics', { name: 'pres-nv-2028', events: [
    aState('NV', 'Nevada'),
    U('aec-pres-nv-2028', 'Nevada presidential winner 2028', BPOL, z('2028-12-15'), [['aec-pres-nv-2028-dem', 'Democrat', 'd', { q: 'Will the Democratic nominee carry Nevada in 2028?' }], ['aec-pres-nv-2028-rep', 'Republican', 'r', { q: 'Will the Republican nominee carry Nevada in 2028?' }]]),
  ] });
}
{ // Maine statewide (alpha) vs Maine's 2nd congressional district elector (beta) — different place.
  addCase('politics', { name: 'pres-maine-2028', groups: [['alpha'], ['beta']], events: [
    aState('ME', 'Maine'),
    BN("Maine's 2nd District Electoral Vote 2028", BPOL, z('2028-12-15'), 'maine-2nd-district-electoral-vote-2028', (l) => `Will the ${l} win Maine's 2nd congressional district electoral vote?`, [['Democrats', 'd2'], ['Republicans', 'r2']]),
  ] }, ['place']);
}
{ // Nebraska 2nd district elector: beta and gamma.
  addCase('politics', { name: 'pres-ne02-2028', events: [
    BN("Nebraska's 2nd District Electoral Vote 2028", BPOL, z('2028-12-15'), 'nebraska-2nd-district-electoral-vote-2028', (l) => `Will the ${l} win Nebraska's 2nd district elector?`, [['Democrats', 'd'], ['Republicans', 'r']]),
    G('Nebraska NE-2 electoral vote 2028', z('2028-12-15'), [['Democratic', 'd'], ['Republican', 'r']]),
  ] });
}
{ // Texas and Florida flips (single venue each, one case each).
  addCase('politics', { name: 'pres-tx-flip-2028', events: [A1('KXPRESTXFLIP-28', 'Will Texas vote Democratic in the 2028 presidential election?', POL, z('2028-12-15'), 'YES', 'Texas goes blue', 'txd')] });
  addCase('politics', { name: 'pres-fl-2028', events: [B1('Will Florida vote Republican in 2028?', BPOL, z('2028-12-15'), 'flr')] });
}
{ // Tipping-point state (alpha categorical vs beta binaries in part).
  addCase('politics', { name: 'tipping-point-2028', events: [
    A('KXTIPPINGPT-28', 'Tipping-point state in the 2028 presidential election', POL, z('2028-12-20'), [['PA', 'Pennsylvania', 'pa'], ['MI', 'Michigan', 'mi'], ['WI', 'Wisconsin', 'wi'], ['GA', 'Georgia', 'ga'], ['AZ', 'Arizona', 'az']]),
    BN('2028 Tipping Point State', BPOL, z('2028-12-20'), 'tipping-point-state-2028', (l) => `Will ${l} be the tipping-point state in 2028?`, [['Pennsylvania', 'pa'], ['Michigan', 'mi'], ['Wisconsin', 'wi'], ['North Carolina', 'nc']]),
  ] });
}

// ───────────────────────────── CONGRESS ─────────────────────────────

{ // Senate control, four venues; gamma lists "Republicans keep the Senate" only.
  addCase('politics', { name: 'senate-control-2028', events: [
    A('KXSENATE-28', 'Which party will control the Senate after the 2028 election?', POL, z('2029-01-03', '17:00'), [['D', 'Democrats', 'd'], ['R', 'Republicans', 'r']]),
    BN('Which party will win the Senate in 2028?', BPOL, z('2029-01-03', '17:00'), 'which-party-will-win-the-senate-in-2028', (l) => `Will the ${l} control the Senate after the 2028 election?`, [['Democrats', 'd'], ['Republicans', 'r']]),
    U('senate-control-2028', 'Senate control after 2028', BPOL, z('2029-01-03', '17:00'), [['senate-control-2028-d', 'Democrats', 'd', { q: 'Will Democrats control the Senate after the 2028 elections?' }], ['senate-control-2028-r', 'Republicans', 'r', { q: 'Will Republicans control the Senate after the 2028 elections?' }]]),
    G1('Will Republicans keep control of the US Senate in the 2028 election?', z('2029-01-03', '17:00'), 'r'),
  ] });
}
{ // House control: alpha and beta; gamma asks about the Senate-style wording but for the House (same event, match).
  addCase('politics', { name: 'house-control-2028', events: [
    A('KXHOUSE-28', 'Which party will control the House after the 2028 election?', POL, z('2029-01-03', '17:00'), [['D', 'Democrats', 'd'], ['R', 'Republicans', 'r']]),
    BN('Which party will win the House in 2028?', BPOL, z('2029-01-03', '17:00'), 'which-party-will-win-the-house-in-2028', (l) => `Will the ${l} control the House after the 2028 election?`, [['Democrats', 'd'], ['Republicans', 'r']]),
    G('2028 US House of Representatives: majority party', z('2029-01-03', '17:00'), [['Democratic', 'd'], ['Republican', 'r']]),
  ] });
}
{ // Republican Senate seats (alpha ranges) vs Democratic House seats (beta) — a lookalike seat count of another chamber.
  addCase('politics', { name: 'seat-counts-2028', groups: [['alpha'], ['beta']], events: [
    A('KXSENATESEATSR-28', 'How many Senate seats will Republicans hold after the 2028 election?', POL, z('2029-01-03', '17:00'), [['B49', '49 or fewer', 'le49'], ['B50', '50-52', 'b50'], ['B53', '53-55', 'b53'], ['B56', '56 or more', 'ge56']]),
    BN('Democratic House seats after 2028 election?', BPOL, z('2029-01-03', '17:00'), 'democratic-house-seats-2028', (l) => `Will Democrats win ${l} House seats in 2028?`, [['Under 210', 'hu210'], ['210-219', 'h210'], ['220-229', 'h220'], ['230+', 'h230']]),
  ] }, ['office', 'measure']);
}
{ // Balance of power: alpha categorical vs beta's buckets, partly coinciding.
  addCase('politics', { name: 'balance-of-power-2028', events: [
    A('KXBALANCEPOWER-28', 'Balance of power after the 2028 election', POL, z('2029-01-03', '17:00'), [['DDD', 'D President, D Senate, D House', 'ddd'], ['DRD', 'D President, R Senate, D House', 'drd'], ['RRR', 'R President, R Senate, R House', 'rrr'], ['RRD', 'R President, R Senate, D House', 'rrd']]),
    BN('2028 Balance of Power', BPOL, z('2029-01-03', '17:00'), '2028-balance-of-power', (l) => `2028 Balance of Power: ${l}?`, [['Democratic Sweep', 'ddd'], ['Republican Sweep', 'rrr'], ['R Pres, R Senate, D House', 'rrd'], ['Other', 'other']]),
  ] });
}

// ───────────────────────────── SENATE AND GOVERNOR RACES ─────────────────────────────

/** Alpha's race event (D / R). */
const aRace = (ticker: string, title: string): E => A(ticker, title, POL, z('2028-12-15'), [['D', 'Democratic party', 'd'], ['R', 'Republican party', 'r']], { sources: [AP] });
/** Beta's race event. */
const bRace = (title: string, what: string): E => BN(title, BPOL, z('2028-12-15'), slug(title), (l) => `Will the ${l} win the ${what}?`, [['Democrat', 'd'], ['Republican', 'r']]);

{ // Arizona Senate (alpha, beta, gamma).
  addCase('politics', { name: 'sen-az-2028', events: [
    aRace('KXSENATEAZ-28', 'Arizona Senate race 2028'), bRace('Arizona Senate Election Winner 2028', '2028 Arizona Senate election'),
    G('Arizona U.S. Senate 2028: winning party', z('2028-12-15'), [['Democratic', 'd'], ['Republican', 'r']]),
  ] });
}
{ // Pennsylvania Senate: alpha and beta_us; beta asks "Republicans flip" (Republican side only).
  addCase('politics', { name: 'sen-pa-2028', events: [
    aRace('KXSENATEPA-28', 'Pennsylvania Senate race 2028'),
    B1('Will Republicans flip the Pennsylvania Senate seat in 2028?', BPOL, z('2028-12-15'), 'r'),
    U('aec-sen-pa-2028', 'Pennsylvania Senate Election 2028', BPOL, z('2028-12-15'), [['aec-sen-pa-2028-dem', 'Democrat', 'd', { q: 'Will the Democrat win the 2028 Pennsylvania Senate race?' }], ['aec-sen-pa-2028-rep', 'Republican', 'r', { q: 'Will the Republican win the 2028 Pennsylvania Senate race?' }]]),
  ] }, ['inverted']);
}
{ // North Carolina: the Senate race (alpha, beta) and the governor race (gamma, beta_us) — same state, same night, other office.
  addCase('politics', { name: 'nc-senate-vs-governor-2028', groups: [['alpha', 'beta'], ['gamma', 'beta_us']], events: [
    aRace('KXSENATENC-28', 'North Carolina Senate race 2028'), bRace('North Carolina Senate Election Winner 2028', '2028 North Carolina Senate election'),
    G('North Carolina 2028 election: which party wins?', z('2028-12-15'), [['Democratic', 'gd'], ['Republican', 'gr']], { rules: 'Resolves to the party of the candidate elected Governor of North Carolina on 7 November 2028, per AP.' }),
    U('aec-gov-nc-2028', 'North Carolina Governor Election 2028', BPOL, z('2028-12-15'), [['aec-gov-nc-2028-dem', 'Democrat', 'gd', { q: 'Will the Democrat win the 2028 North Carolina governor race?' }], ['aec-gov-nc-2028-rep', 'Republican', 'gr', { q: 'Will the Republican win the 2028 North Carolina governor race?' }]]),
  ] }, ['office']);
}
{ // New Hampshire governor (alpha, beta) vs New Hampshire Senate (gamma).
  addCase('politics', { name: 'nh-governor-vs-senate-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    aRace('KXGOVNH-28', 'New Hampshire governor race 2028'), bRace('New Hampshire Governor Election Winner 2028', '2028 New Hampshire governor election'),
    G('New Hampshire U.S. Senate 2028: winning party', z('2028-12-15'), [['Democratic', 'sd'], ['Republican', 'sr']]),
  ] }, ['office']);
}
{ // Wisconsin Senate (Johnson seat): alpha, beta, gamma; gamma only "Democrats flip".
  addCase('politics', { name: 'sen-wi-2028', events: [
    aRace('KXSENATEWI-28', 'Wisconsin Senate race 2028'), bRace('Wisconsin Senate Election Winner 2028', '2028 Wisconsin Senate election'),
    G1('Will Democrats flip the Wisconsin Senate seat in 2028?', z('2028-12-15'), 'd'),
  ] });
}
{ // Nevada Senate (beta) vs Ohio Senate (alpha): same wording, another state.
  addCase('politics', { name: 'sen-nv-oh-2028', groups: [['beta'], ['alpha']], events: [
    bRace('Nevada Senate Election Winner 2028', '2028 Nevada Senate election'),
    aRace('KXSENATEOH-28', 'Ohio Senate race 2028'),
  ] }, ['place']);
}
{ // Washington governor: alpha and gamma.
  addCase('politics', { name: 'gov-wa-2028', events: [
    aRace('KXGOVWA-28', 'Washington governor race 2028'),
    G('Washington State Governor 2028: winning party', z('2028-12-15'), [['Democratic', 'd'], ['Republican', 'r']]),
  ] });
}
{ // Missouri governor (single venue).
  addCase('politics', { name: 'gov-mo-2028', events: [aRace('KXGOVMO-28', 'Missouri governor race 2028')] });
}
{ // Iowa Senate: Republican margin above 10 points (beta) vs winner (alpha): different measure.
  addCase('politics', { name: 'sen-ia-2028', groups: [['alpha'], ['beta']], events: [
    aRace('KXSENATEIA-28', 'Iowa Senate race 2028'),
    B1('Republican wins Iowa Senate race by 10+ points?', BPOL, z('2028-12-15'), 'r10'),
  ] }, ['measure']);
}

// ───────────────────────────── BALLOT MEASURES, TURNOUT, CALLS, CONCESSIONS ─────────────────────────────

{ // Florida recreational marijuana amendment (needs 60%): alpha, beta, gamma; beta_us asks whether "Yes" tops 65% — another threshold.
  addCase('politics', { name: 'fl-marijuana-2028', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXFLMJ-28', 'Will Florida pass the recreational marijuana amendment in 2028?', POL, z('2028-11-30'), 'YES', 'Passes', 'pass'),
    B1('Florida Amendment 3 (Adult-Use Marijuana) passes in 2028?', BPOL, z('2028-11-30'), 'pass'),
    G1('Florida 2028 ballot: recreational cannabis amendment approved?', z('2028-11-30'), 'pass'),
    U('fl-marijuana-65-2028', 'Florida marijuana amendment Yes share', BPOL, z('2028-11-30'), [['fl-marijuana-yes-above-65-2028', 'Yes', 'y65', { q: 'Will Florida\'s marijuana amendment get more than 65% Yes?' }]]),
  ] }, ['threshold']);
}
{ // California minimum wage measure (alpha, beta) vs Colorado's (gamma) — a lookalike measure in another state.
  addCase('politics', { name: 'ca-min-wage-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXCAMINWAGE-28', 'Will California voters approve the $20 minimum wage proposition?', POL, z('2028-11-30'), 'YES', 'Approved', 'ca'),
    B1('California $20 minimum wage ballot measure passes?', BPOL, z('2028-11-30'), 'ca'),
    G1('Colorado $20 minimum wage ballot measure approved in November 2028?', z('2028-11-30'), 'co'),
  ] }, ['place']);
}
{ // Voter turnout (VEP, US Elections Project): alpha thresholds vs beta buckets in part; gamma counts total ballots (another measure).
  addCase('politics', { name: 'turnout-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTURNOUT-28', 'Voter turnout in the 2028 presidential election', POL, z('2028-12-31'), [['T60', 'Above 60%', 'gt60'], ['T63', 'Above 63%', 'gt63'], ['T66', 'Above 66%', 'gt66']], { sources: ['University of Florida Election Lab https://election.lab.ufl.edu/'] }),
    BN('2028 voter turnout above ...?', BPOL, z('2028-12-31'), '2028-voter-turnout', (l) => `Will 2028 voter turnout be ${l}?`, [['above 60%', 'gt60'], ['above 63%', 'gt63'], ['above 65%', 'gt65']], {}, { src: 'https://election.lab.ufl.edu/' }),
    G('Total votes cast in the 2028 presidential election', z('2028-12-31'), [['Under 150 million', 'v150'], ['150-160 million', 'v155'], ['Over 160 million', 'v160']]),
  ] }, ['measure', 'threshold']);
}
{ // Concession "by Nov 10" (alpha, beta) vs "on election night" (gamma): another deadline.
  addCase('politics', { name: 'concession-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXCONCEDE-28NOV10', 'Will the losing presidential candidate concede by Nov 10, 2028?', POL, z('2028-11-10', '23:59'), 'YES', 'Concedes by Nov 10', 'by10'),
    B1('Will the 2028 presidential loser concede by November 10?', BPOL, z('2028-11-10', '23:59'), 'by10'),
    G1('Will the losing candidate concede on election night (Nov 7, 2028)?', z('2028-11-08', '11:00'), 'night'),
  ] }, ['deadline']);
}
{ // When will AP call the presidential race (alpha ranges vs beta_us binaries).
  addCase('politics', { name: 'ap-call-timing-2028', events: [
    A('KXAPCALL-28', 'When will AP call the 2028 presidential race?', POL, z('2028-11-30'), [['NOV8', 'By Nov 8, 6 AM ET', 'n8'], ['NOV9', 'Nov 8 6 AM – Nov 9', 'n9'], ['LATER', 'After Nov 9', 'late']], { sources: [AP] }),
    U('ap-call-2028', 'AP race call timing 2028', BPOL, z('2028-11-30'), [['ap-call-2028-by-nov-8-6am', 'By Nov 8, 6 AM ET', 'n8', { q: 'Will AP call the 2028 presidential race by 6 AM ET Nov 8?' }], ['ap-call-2028-after-nov-9', 'After Nov 9', 'late', { q: 'Will AP call the 2028 presidential race after Nov 9?' }]]),
  ] });
}
{ // Recount in any state (gamma only).
  addCase('politics', { name: 'recount-2028', events: [G1('Will any state hold a statewide presidential recount in 2028?', z('2028-12-20'), 'rc')] });
}

// ───────────────────────────── DEBATES ─────────────────────────────

{ // First presidential debate held by Oct 1 (alpha, beta) vs "a second presidential debate in 2028" (gamma) — another round.
  addCase('politics', { name: 'debate-held-by-oct1-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXPRESDEBATE-28OCT01', 'Will a presidential debate happen before Oct 1, 2028?', POL, z('2028-09-30'), 'YES', 'Debate before Oct 1', 'oct1'),
    B1('Presidential debate held by September 30, 2028?', BPOL, z('2028-09-30'), 'oct1'),
    G1('Will there be a second 2028 presidential debate?', z('2028-11-06'), 'second'),
  ] }, ['round']);
}
{ // Debate happening by Oct 15 (beta_us only) — another deadline from the case above.
  addCase('politics', { name: 'debate-held-by-oct15-2028', events: [
    U('pres-debate-by-oct-15-2028', 'Presidential debate by Oct 15?', BPOL, z('2028-10-15'), [['pres-debate-by-oct-15-2028', 'Yes', 'oct15', { q: 'Will a 2028 presidential debate take place by October 15?' }]]),
  ] }, ['deadline']);
}
{ // Mentions in the first presidential debate: alpha categorical-style event vs beta binaries; the VP debate on gamma (another debate).
  addCase('politics', { name: 'debate1-mentions-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXDEBATEMENTION-28SEP', 'What will be said during the first 2028 presidential debate?', 'Mentions', z('2028-10-10'), [['TARIFF', 'Tariff', 'tariff'], ['BORDER', 'Border', 'border'], ['CRYPTO', 'Crypto', 'crypto'], ['AI', 'Artificial Intelligence', 'ai'], ['UKRA', 'Ukraine', 'ukraine']]),
    BN('What will be said at the first presidential debate?', 'Mentions', z('2028-10-10'), 'first-presidential-debate-2028-say', (l) => `Will "${l}" be said during the first 2028 presidential debate?`, [['Tariff', 'tariff'], ['Border', 'border'], ['Crypto', 'crypto'], ['Taylor Swift', 'swift']]),
    G('What will be said during the 2028 vice presidential debate?', z('2028-10-10'), [['Tariff', 'vtariff'], ['Border', 'vborder'], ['Crypto', 'vcrypto']]),
  ] }, ['round']);
}

// ───────────────────────────── CABINET PICKS ─────────────────────────────

{ // Secretary of State nominee (alpha, beta) vs Treasury Secretary nominee (gamma) with overlapping names.
  addCase('politics', { name: 'sec-state-pick-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSECSTATE-29', 'Who will be nominated for Secretary of State by the president-elect?', POL, z('2029-01-20'), [['RUBIO', 'Marco Rubio', 'rubio'], ['BURNS', 'William Burns', 'burns'], ['MURPHY', 'Chris Murphy', 'murphy'], ['HALEY', 'Nikki Haley', 'haley']]),
    BN('Secretary of State nominee?', BPOL, z('2029-01-20'), 'secretary-of-state-nominee', (l) => `Will ${l} be nominated as Secretary of State?`, [['Marco Rubio', 'rubio'], ['Chris Murphy', 'murphy'], ['Nikki Haley', 'haley']]),
    G('Who will be nominated Treasury Secretary after the 2028 election?', z('2029-01-20'), [['Marco Rubio', 'trubio'], ['Nikki Haley', 'thaley'], ['Brian Deese', 'tdeese']]),
  ] }, ['office']);
}
{ // Chief of staff named by Dec 1 (alpha) vs by inauguration (beta) — another deadline.
  addCase('politics', { name: 'chief-of-staff-2028', groups: [['alpha'], ['beta']], events: [
    A1('KXCOSNAMED-28DEC01', 'Will the president-elect name a White House chief of staff by Dec 1, 2028?', POL, z('2028-12-01'), 'YES', 'Named by Dec 1', 'dec1'),
    B1('White House chief of staff named before inauguration?', BPOL, z('2029-01-20'), 'inaug'),
  ] }, ['deadline']);
}

// ───────────────────────────── FED ─────────────────────────────

{ // September 2028 FOMC decision: alpha, beta, gamma (gamma has no hike bucket).
  addCase('central_banks', { name: 'fomc-sep-2028', events: [
    A('KXFEDDECISION-28SEP', 'Fed decision in Sep 2028?', 'Economics', z('2028-09-20', '18:00'), [['C26', 'Cut >25bps', 'c50'], ['C25', 'Cut 25bps', 'c25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike >0bps', 'h25']], { sources: [FED] }),
    BN('Fed decision in September?', 'Economy', z('2028-09-20', '18:00'), 'fed-decision-in-september-2028', (l) => `Will the Fed ${l.toLowerCase()} after the September 2028 meeting?`, [['50+ bps decrease', 'c50'], ['25 bps decrease', 'c25'], ['No change', 'hold'], ['25+ bps increase', 'h25']]),
    G('FOMC September 2028 rate decision', z('2028-09-20', '18:00'), [['Cut 50 bps or more', 'c50'], ['Cut 25 bps', 'c25'], ['No change', 'hold']]),
  ] });
}
{ // November 2028 FOMC (the day after the election): alpha and beta_us; gamma's upper-bound level is another measure.
  addCase('central_banks', { name: 'fomc-nov-2028', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXFEDDECISION-28NOV', 'Fed decision in Nov 2028?', 'Economics', z('2028-11-09', '19:00'), [['C25', 'Cut 25bps', 'c25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'h25']], { sources: [FED] }),
    U('fed-decision-nov-2028', 'Fed decision in November 2028', 'Economy', z('2028-11-09', '19:00'), [['fed-nov-2028-cut-25', '25 bps cut', 'c25', { q: 'Will the Fed cut rates by 25 bps in November 2028?' }], ['fed-nov-2028-no-change', 'No change', 'hold', { q: 'Will the Fed hold rates in November 2028?' }]]),
    G('Fed funds target upper bound after the November 2028 FOMC', z('2028-11-09', '19:00'), [['3.25% or lower', 'ub325'], ['3.50%', 'ub350'], ['3.75% or higher', 'ub375']]),
  ] }, ['measure']);
}
{ // December 2028 FOMC: alpha, beta, gamma.
  addCase('central_banks', { name: 'fomc-dec-2028', events: [
    A('KXFEDDECISION-28DEC', 'Fed decision in Dec 2028?', 'Economics', z('2028-12-13', '19:00'), [['C26', 'Cut >25bps', 'c50'], ['C25', 'Cut 25bps', 'c25'], ['H0', 'Hold', 'hold']], { sources: [FED] }),
    BN('Fed decision in December?', 'Economy', z('2028-12-13', '19:00'), 'fed-decision-in-december-2028', (l) => `Will the Fed ${l.toLowerCase()} after the December 2028 meeting?`, [['50+ bps decrease', 'c50'], ['25 bps decrease', 'c25'], ['No change', 'hold'], ['25+ bps increase', 'h25']]),
    G('Federal Reserve decision – December 2028 meeting', z('2028-12-13', '19:00'), [['Cut 25 bps', 'c25'], ['Hold', 'hold']]),
  ] });
}
{ // Fed cuts in 2028: counted by meetings (alpha) vs by 25 bp steps (beta) — one event, not fungible.
  addCase('central_banks', { name: 'fed-cuts-2028', fungible: nf('alpha|beta'), events: [
    A('KXRATECUTCOUNT-28', 'Number of Fed rate cuts in 2028', 'Economics', z('2028-12-13', '19:00'), [['0', '0 cuts', 'n0'], ['1', '1 cut', 'n1'], ['2', '2 cuts', 'n2'], ['3', '3 or more cuts', 'n3']], { rules: 'Counts FOMC meetings in 2028 at which the target range was lowered.' }),
    BN('How many Fed rate cuts in 2028?', 'Economy', z('2028-12-13', '19:00'), 'how-many-fed-rate-cuts-in-2028', (l) => `Will the Fed cut ${l} in 2028?`, [['0 (0 bps)', 'n0'], ['1 (25 bps)', 'n1'], ['2 (50 bps)', 'n2'], ['3+ (75+ bps)', 'n3']], { rules: 'Counts 25 bp cuts: a 50 bp cut counts as 2.' }),
  ] }, ['source']);
}
{ // Fed chair dissent count at the December meeting (alpha only).
  addCase('central_banks', { name: 'fomc-dec-dissents-2028', events: [A('KXFEDDISSENT-28DEC', 'Number of dissents at the Dec 2028 FOMC meeting', 'Economics', z('2028-12-13', '19:00'), [['0', 'None', 'd0'], ['1', '1', 'd1'], ['2', '2 or more', 'd2']])] });
}

// ───────────────────────────── DATA PRINTS ─────────────────────────────

{ // September 2028 CPI YoY (released mid-Oct): alpha, beta, gamma; "above 2.8%" = "2.9% or higher".
  addCase('economics', { name: 'cpi-sep-2028-yoy', events: [
    A('KXCPIYOY-28SEP', 'CPI year-over-year in Sep 2028', 'Economics', z('2028-10-12', '12:30'), [['T2.6', 'Above 2.6%', 'gt26'], ['T2.8', 'Above 2.8%', 'gt28'], ['T3.0', 'Above 3.0%', 'gt30']], { sources: [BLS_CPI] }),
    BN('September 2028 CPI inflation (YoY)?', 'Economy', z('2028-10-12', '12:30'), 'cpi-yoy-september-2028', (l) => `Will annual CPI inflation for September 2028 be ${l}?`, [['2.7% or higher', 'gt26'], ['2.9% or higher', 'gt28'], ['3.0% or higher', 'ge30']], {}, { src: 'https://www.bls.gov/cpi/' }),
    G('US CPI YoY for September 2028 above 2.8%?', z('2028-10-12', '12:30'), [['Yes', 'gt28']]),
  ] }, ['threshold']);
}
{ // October 2028 CPI: headline MoM (alpha) vs core MoM (beta) — another measure.
  addCase('economics', { name: 'cpi-oct-2028-mom', groups: [['alpha'], ['beta']], events: [
    A('KXCPI-28OCT', 'CPI month-over-month in Oct 2028', 'Economics', z('2028-11-14', '13:30'), [['T0.1', 'Above 0.1%', 'h01'], ['T0.2', 'Above 0.2%', 'h02'], ['T0.3', 'Above 0.3%', 'h03']], { sources: [BLS_CPI] }),
    BN('Core CPI MoM October 2028?', 'Economy', z('2028-11-14', '13:30'), 'core-cpi-mom-october-2028', (l) => `Will core CPI rise ${l} in October 2028?`, [['0.2% or more', 'c02'], ['0.3% or more', 'c03'], ['0.4% or more', 'c04']]),
  ] }, ['measure']);
}
{ // October 2028 payrolls (released Fri 3 Nov): alpha and beta, buckets coincide in part; gamma asks about September payrolls.
  addCase('economics', { name: 'nfp-oct-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPAYROLLS-28OCT', 'Jobs added in Oct 2028', 'Economics', z('2028-11-03', '12:30'), [['T0', 'Above 0', 'gt0'], ['T100000', 'Above 100,000', 'gt100'], ['T150000', 'Above 150,000', 'gt150'], ['T200000', 'Above 200,000', 'gt200']], { sources: [BLS_EMP] }),
    BN('October 2028 jobs report: payrolls?', 'Economy', z('2028-11-03', '12:30'), 'october-2028-nonfarm-payrolls', (l) => `Will October 2028 nonfarm payrolls be ${l}?`, [['above 100k', 'gt100'], ['above 150k', 'gt150'], ['above 250k', 'gt250']]),
    G('US nonfarm payrolls for September 2028 above 150K?', z('2028-10-06', '12:30'), [['Yes', 'sep150']]),
  ] }, ['date']);
}
{ // October unemployment rate: alpha "above 4.5%" = beta "4.6% or higher"; gamma "above 4.6%" is another outcome.
  addCase('economics', { name: 'unrate-oct-2028', events: [
    A('KXU3-28OCT', 'Unemployment rate in Oct 2028', 'Economics', z('2028-11-03', '12:30'), [['T4.3', 'Above 4.3%', 'gt43'], ['T4.5', 'Above 4.5%', 'gt45']], { sources: [BLS_LAU] }),
    BN('October 2028 unemployment rate?', 'Economy', z('2028-11-03', '12:30'), 'october-2028-unemployment-rate', (l) => `Will the October 2028 unemployment rate be ${l}?`, [['4.4% or higher', 'gt43'], ['4.6% or higher', 'gt45']]),
    G1('US unemployment rate for October 2028 above 4.6%?', z('2028-11-03', '12:30'), 'gt46'),
  ] }, ['threshold']);
}
{ // Q3 2028 GDP: advance estimate (alpha, beta_us) vs second estimate (beta).
  addCase('economics', { name: 'gdp-q3-2028', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXGDP-28OCT26', 'Q3 2028 GDP growth (advance estimate)', 'Economics', z('2028-10-26', '12:30'), [['T1.0', 'Above 1.0%', 'gt10'], ['T2.0', 'Above 2.0%', 'gt20'], ['T3.0', 'Above 3.0%', 'gt30']], { sources: ['Bureau of Economic Analysis https://www.bea.gov/data/gdp'] }),
    U('us-gdp-q3-2028-advance', 'US GDP growth Q3 2028 (advance)', 'Economy', z('2028-10-26', '12:30'), [['us-gdp-q3-2028-advance-above-2', 'Above 2.0%', 'gt20', { q: 'Will the BEA advance estimate of Q3 2028 GDP growth be above 2.0%?' }]]),
    BN('Q3 2028 GDP second estimate?', 'Economy', z('2028-11-29', '13:30'), 'q3-2028-gdp-second-estimate', (l) => `Will the second estimate of Q3 2028 GDP be ${l}?`, [['above 1.0%', 's10'], ['above 2.0%', 's20']]),
  ] }, ['measure']);
}
{ // US recession declared in 2028 (gamma only).
  addCase('economics', { name: 'recession-2028', events: [G1('Will NBER declare a US recession beginning in 2028 before 2029?', z('2028-12-31'), 'rec')] });
}

// ───────────────────────────── INDICES ─────────────────────────────

{ // S&P 500 closing level on the last trading day of 2028 (Fri 29 Dec): alpha ranges vs beta binaries in part; gamma's same close.
  addCase('markets', { name: 'spx-ye-2028', events: [
    A('KXINXY-28DEC29H1600', 'S&P 500 price range at end of 2028', 'Financials', z('2028-12-29', '21:00'), [['B6999.99', 'Below 7,000', 'lt7000'], ['B7499.99', '7,000 to 7,499.99', 'b7000'], ['B7999.99', '7,500 to 7,999.99', 'b7500'], ['T8000', '8,000 or above', 'ge8000']], { sources: [SPX] }),
    BN('S&P 500 on December 29, 2028?', 'Finance', z('2028-12-29', '21:00'), 'sp-500-close-dec-29-2028', (l) => `Will the S&P 500 close ${l} on December 29, 2028?`, [['below 7,000', 'lt7000'], ['7,000-7,500', 'b7000'], ['7,500-8,000', 'b7500'], ['above 8,000', 'ge8000']]),
    G1('S&P 500 closes the year 2028 above 8000?', z('2028-12-29', '21:00'), 'ge8000'),
  ] });
}
{ // S&P 500 hits 8,000 at any time by Dec 31 (alpha) — reached-at-any-time, not the year-end close.
  addCase('markets', { name: 'spx-hit-8000-2028', events: [A1('KXINXMAXY-28', 'Will the S&P 500 reach 8,000 in 2028?', 'Financials', z('2028-12-29', '21:00'), 'T8000', 'Reaches 8,000', 'hit8000')] }, ['observation']);
}
{ // Nasdaq-100 year-end (alpha, beta) vs Nasdaq Composite year-end (gamma) — another index.
  addCase('markets', { name: 'ndx-ye-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNASDAQ100Y-28DEC29H1600', 'Nasdaq-100 at end of 2028', 'Financials', z('2028-12-29', '21:00'), [['T25000', 'Above 25,000', 'gt25'], ['T27500', 'Above 27,500', 'gt275'], ['T30000', 'Above 30,000', 'gt30']]),
    BN('Nasdaq 100 year-end 2028 close?', 'Finance', z('2028-12-29', '21:00'), 'nasdaq-100-year-end-2028', (l) => `Will the Nasdaq 100 close 2028 ${l}?`, [['above 25,000', 'gt25'], ['above 30,000', 'gt30']]),
    G('Nasdaq Composite closing level on Dec 29, 2028', z('2028-12-29', '21:00'), [['Above 27,000', 'c27'], ['Above 30,000', 'c30']]),
  ] }, ['asset']);
}
{ // S&P 500 up or down on election week: close Wed Nov 8 (alpha) vs close Fri Nov 10 (beta) — different days.
  addCase('markets', { name: 'spx-election-week-2028', groups: [['alpha'], ['beta']], events: [
    A1('KXINXUD-28NOV08', 'S&P 500 up on Nov 8, 2028?', 'Financials', z('2028-11-08', '21:00'), 'UP', 'Up', 'up8'),
    B1('S&P 500 Up or Down on November 10, 2028?', 'Finance', z('2028-11-10', '21:00'), 'up10', {}, { outcomes: yn('Up', 'Down') }),
  ] }, ['date']);
}
{ // VIX above 30 before the election (beta_us only).
  addCase('markets', { name: 'vix-30-preelection-2028', events: [U('vix-above-30-before-election-2028', 'VIX above 30 before Election Day?', 'Finance', z('2028-11-07', '21:00'), [['vix-above-30-before-election-2028', 'Yes', 'vix30', { q: 'Will the VIX close above 30 on any day before November 7, 2028?' }]])] });
}
{ // 10-year Treasury yield at year-end above 4.5%: alpha and gamma.
  addCase('markets', { name: 'ust10y-ye-2028', events: [
    A('KXTNOTE-28DEC29', '10-year Treasury yield at end of 2028', 'Financials', z('2028-12-29', '21:00'), [['T4.00', 'Above 4.00%', 'gt400'], ['T4.50', 'Above 4.50%', 'gt450']]),
    G('US 10Y Treasury yield on Dec 29, 2028', z('2028-12-29', '21:00'), [['Above 4.00%', 'gt400'], ['Above 4.50%', 'gt450'], ['Above 5.00%', 'gt500']]),
  ] });
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // Bitcoin on Dec 31, 2028 at 17:00 ET: alpha (CF Benchmarks) vs beta (Coinbase BTC-USD 1-minute candle, same instant) — nf.
  addCase('crypto', { name: 'btc-dec31-2028', fungible: nf('alpha|beta'), events: [
    A('KXBTCD-28DEC3117', 'Bitcoin price on Dec 31, 2028 at 5pm EST?', 'Crypto', z('2028-12-31', '22:00'), [['T129999.99', '$130,000 or above', 'gt130'], ['T149999.99', '$150,000 or above', 'gt150'], ['T199999.99', '$200,000 or above', 'gt200']], { sources: [CFB] }),
    BN('Bitcoin above ___ on December 31 (5PM ET)?', 'Crypto', z('2028-12-31', '22:00'), 'bitcoin-above-on-december-31-2028', (l) => `Will the price of Bitcoin be above ${l} on December 31, 2028 (5PM ET)?`, [['$130,000', 'gt130'], ['$150,000', 'gt150'], ['$175,000', 'gt175']], {}, { src: 'https://www.coinbase.com/price/bitcoin', rules: 'Resolves per the Coinbase BTC-USD 1-minute candle close at 17:00 ET.' }),
  ] }, ['source']);
}
{ // Bitcoin reaching $200k at any time in 2028 (beta, gamma) vs priced on Dec 31 (above) — different observations; and noon ET close (beta_us).
  addCase('crypto', { name: 'btc-hit-200k-2028', events: [
    B1('Will Bitcoin reach $200,000 in 2028?', 'Crypto', z('2028-12-31', '23:59'), 'hit200'),
    G1('Bitcoin hits $200K before 2029?', z('2028-12-31', '23:59'), 'hit200'),
  ] }, ['observation']);
  addCase('crypto', { name: 'btc-dec31-noon-2028', events: [
    U('btc-above-150k-dec-31-2028-noon', 'Bitcoin above $150K on Dec 31 (12PM ET)?', 'Crypto', z('2028-12-31', '17:00'), [['btc-above-150k-dec-31-2028-noon', 'Yes', 'noon150', { q: 'Will Bitcoin be above $150,000 on December 31, 2028 at 12:00 PM ET?' }]]),
  ] }, ['date']);
}
{ // Bitcoin on Election Day (Nov 7 17:00 ET): alpha and beta_us.
  addCase('crypto', { name: 'btc-election-day-2028', events: [
    A('KXBTCD-28NOV0717', 'Bitcoin price on Nov 7, 2028 at 5pm EST?', 'Crypto', z('2028-11-07', '22:00'), [['T119999.99', '$120,000 or above', 'gt120'], ['T139999.99', '$140,000 or above', 'gt140']], { sources: [CFB] }),
    U('btc-above-140k-nov-7-2028', 'Bitcoin above $140K on Election Day?', 'Crypto', z('2028-11-07', '22:00'), [['btc-above-140k-nov-7-2028', 'Yes', 'gt140', { q: 'Will Bitcoin be above $140,000 on November 7, 2028 at 5PM ET?', src: 'https://www.cfbenchmarks.com/data/indices/BRTI' }]]),
  ] });
}
{ // Ether above $8,000 on Nov 30 (alpha, beta) vs Solana above $800 (gamma) — another asset.
  addCase('crypto', { name: 'eth-nov30-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXETHD-28NOV3017', 'Ethereum price on Nov 30, 2028 at 5pm EST?', 'Crypto', z('2028-11-30', '22:00'), [['T5999.99', '$6,000 or above', 'gt6k'], ['T7999.99', '$8,000 or above', 'gt8k']]),
    BN('Ethereum above ___ on November 30?', 'Crypto', z('2028-11-30', '22:00'), 'ethereum-above-on-november-30-2028', (l) => `Will the price of Ethereum be above ${l} on November 30, 2028?`, [['$6,000', 'gt6k'], ['$8,000', 'gt8k'], ['$10,000', 'gt10k']]),
    G1('Solana above $800 on November 30, 2028?', z('2028-11-30', '22:00'), 'sol800'),
  ] }, ['asset']);
}
{ // Bitcoin dominance above 60% at year-end (gamma only).
  addCase('crypto', { name: 'btc-dominance-2028', events: [G1('Bitcoin dominance above 60% on December 31, 2028 (CoinGecko)?', z('2028-12-31', '23:59'), 'dom60')] });
}

// ───────────────────────────── COMMODITIES ─────────────────────────────

{ // WTI front-month settle on Dec 29 (alpha, beta) vs Brent (gamma).
  addCase('commodities', { name: 'wti-ye-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXWTI-28DEC29', 'WTI crude oil settle on Dec 29, 2028', 'Commodities', z('2028-12-29', '19:30'), [['T69.99', '$70 or above', 'gt70'], ['T79.99', '$80 or above', 'gt80']], { sources: ['CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.html'] }),
    BN('WTI Crude Oil settle on December 29, 2028?', 'Commodities', z('2028-12-29', '19:30'), 'wti-crude-oil-settle-december-29-2028', (l) => `Will WTI crude settle ${l} on December 29, 2028?`, [['above $70', 'gt70'], ['above $80', 'gt80'], ['above $90', 'gt90']]),
    G1('Brent crude above $80 at year-end 2028?', z('2028-12-29', '19:30'), 'brent80'),
  ] }, ['asset']);
}
{ // AAA national average gasoline on Election Day above $3.50: alpha and beta_us; beta asks about California's average.
  addCase('commodities', { name: 'gas-election-day-2028', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXAAAGASD-28NOV07', 'US gas price on Nov 7, 2028', 'Commodities', z('2028-11-07', '12:00'), 'T3.50', 'Above $3.50', 'gt350', { sources: ['AAA https://gasprices.aaa.com/'] }),
    U('gas-above-3-50-election-day-2028', 'Gas above $3.50 on Election Day?', 'Commodities', z('2028-11-07', '12:00'), [['gas-above-3-50-election-day-2028', 'Yes', 'gt350', { q: 'Will the AAA national average for regular gas be above $3.50 on November 7, 2028?' }]]),
    B1('California average gas price above $5.00 on November 7, 2028?', 'Commodities', z('2028-11-07', '12:00'), 'ca500'),
  ] }, ['place']);
}
{ // Gold above $5,000 at year-end (gamma: LBMA PM; alpha: COMEX settle) — one observation, different fixing: nf.
  addCase('commodities', { name: 'gold-ye-2028', fungible: nf('alpha|gamma'), events: [
    A1('KXGOLDY-28DEC29', 'Gold price at end of 2028 above $5,000?', 'Commodities', z('2028-12-29', '19:30'), 'T5000', 'Above $5,000', 'gt5k', { rules: 'COMEX front-month gold settlement on Dec 29, 2028.' }),
    G1('Gold above $5,000/oz on 29 December 2028?', z('2028-12-29', '19:30'), 'gt5k', { rules: 'Resolves per the LBMA Gold Price PM fixing on 29 December 2028.' }),
  ] }, ['source']);
}

// ───────────────────────────── NFL ─────────────────────────────

/** Beta's single two-outcome game market ("Packers vs. Lions"): the first outcome is the YES side. */
const bGame = (title: string, close: string, first: string, second: string, t: string, cat = 'Sports'): E => B(title, cat, close, [[slug(title), 'Yes', t, { outcomes: yn(first, second) }]]);

{ // Thanksgiving (Thu 23 Nov 2028): Packers at Lions on alpha, beta, gamma, beta_us.
  addCase('sports', { name: 'nfl-gb-det-thanksgiving-2028', events: [
    A('KXNFLGAME-28NOV23GBDET', 'Green Bay at Detroit Winner?', 'Sports', z('2028-11-24', '03:00'), [['GB', 'Green Bay', 'gb'], ['DET', 'Detroit', 'det']]),
    bGame('Packers vs. Lions', z('2028-11-24', '03:00'), 'Packers', 'Lions', 'gb'),
    U('nfl-gb-det-2028-11-23', 'Packers vs. Lions (Thanksgiving)', 'Sports', z('2028-11-24', '03:00'), [['nfl-gb-det-2028-11-23-det', 'Lions', 'det', { q: 'Will the Detroit Lions beat the Green Bay Packers on November 23, 2028?' }]]),
    G('NFL Thanksgiving: Green Bay Packers @ Detroit Lions', z('2028-11-24', '03:00'), [['Green Bay Packers', 'gb'], ['Detroit Lions', 'det']]),
  ] });
}
{ // Thanksgiving late game: Giants at Cowboys (alpha, beta); gamma lists the Cowboys -6.5 spread on the same game, not the winner.
  addCase('sports', { name: 'nfl-nyg-dal-thanksgiving-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLGAME-28NOV23NYGDAL', 'New York G at Dallas Winner?', 'Sports', z('2028-11-24', '01:00'), [['NYG', 'New York G', 'nyg'], ['DAL', 'Dallas', 'dal']]),
    bGame('Giants vs. Cowboys', z('2028-11-24', '01:00'), 'Giants', 'Cowboys', 'nyg'),
    G1('Dallas Cowboys win by more than 6.5 points vs New York Giants (Thanksgiving 2028)?', z('2028-11-24', '01:00'), 'dal65'),
  ] }, ['measure']);
}
{ // Eagles at Cowboys, Sun 5 Nov (alpha, beta) vs Cowboys at Eagles, Sun 24 Dec (gamma) — same teams, another date.
  addCase('sports', { name: 'nfl-phi-dal-nov5-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLGAME-28NOV05PHIDAL', 'Philadelphia at Dallas Winner?', 'Sports', z('2028-11-06', '01:00'), [['PHI', 'Philadelphia', 'phi'], ['DAL', 'Dallas', 'dal']]),
    bGame('Eagles vs. Cowboys', z('2028-11-06', '01:00'), 'Eagles', 'Cowboys', 'phi'),
    G('NFL Week 17: Dallas Cowboys @ Philadelphia Eagles (Dec 24)', z('2028-12-25', '01:00'), [['Dallas Cowboys', 'dal24'], ['Philadelphia Eagles', 'phi24']]),
  ] }, ['date']);
}
{ // Sunday Night Football 12 Nov: Chiefs at Bills — alpha, beta_us, gamma.
  addCase('sports', { name: 'nfl-kc-buf-nov12-2028', events: [
    A('KXNFLGAME-28NOV12KCBUF', 'Kansas City at Buffalo Winner?', 'Sports', z('2028-11-13', '04:30'), [['KC', 'Kansas City', 'kc'], ['BUF', 'Buffalo', 'buf']]),
    U('nfl-kc-buf-2028-11-12', 'Chiefs vs. Bills', 'Sports', z('2028-11-13', '04:30'), [['nfl-kc-buf-2028-11-12-kc', 'Chiefs', 'kc', { q: 'Will the Kansas City Chiefs beat the Buffalo Bills?' }], ['nfl-kc-buf-2028-11-12-buf', 'Bills', 'buf', { q: 'Will the Buffalo Bills beat the Kansas City Chiefs?' }]]),
    G('Kansas City Chiefs vs Buffalo Bills – Nov 12, 2028', z('2028-11-13', '04:30'), [['Kansas City Chiefs', 'kc'], ['Buffalo Bills', 'buf']]),
  ] });
}
{ // Monday Night Football 13 Nov: 49ers at Seahawks (alpha only).
  addCase('sports', { name: 'nfl-sf-sea-nov13-2028', events: [A('KXNFLGAME-28NOV13SFSEA', 'San Francisco at Seattle Winner?', 'Sports', z('2028-11-14', '04:30'), [['SF', 'San Francisco', 'sf'], ['SEA', 'Seattle', 'sea']])] });
}
{ // Ravens at Steelers, 10 Dec: alpha, beta; beta_us lists total points over 44.5 — another measure.
  addCase('sports', { name: 'nfl-bal-pit-dec10-2028', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXNFLGAME-28DEC10BALPIT', 'Baltimore at Pittsburgh Winner?', 'Sports', z('2028-12-11', '01:00'), [['BAL', 'Baltimore', 'bal'], ['PIT', 'Pittsburgh', 'pit']]),
    bGame('Ravens vs. Steelers', z('2028-12-11', '01:00'), 'Ravens', 'Steelers', 'bal'),
    U('nfl-bal-pit-2028-12-10-total', 'Ravens vs. Steelers: O/U 44.5', 'Sports', z('2028-12-11', '01:00'), [['nfl-bal-pit-2028-12-10-over-44-5', 'Over 44.5', 'o445', { q: 'Will the Ravens vs. Steelers game have over 44.5 total points?' }]]),
  ] }, ['measure']);
}

// ───────────────────────────── MLB POSTSEASON ─────────────────────────────

{ // 2028 World Series winner: alpha, beta, gamma with different team lists.
  addCase('sports', { name: 'mlb-ws-2028', events: [
    A('KXMLBWS-28', '2028 World Series Champion?', 'Sports', z('2028-11-05'), [['LAD', 'Los Angeles D', 'lad'], ['NYY', 'New York Y', 'nyy'], ['PHI', 'Philadelphia', 'phi'], ['SEA', 'Seattle', 'sea'], ['ATL', 'Atlanta', 'atl']]),
    BN('World Series Champion 2028', 'Sports', z('2028-11-05'), 'world-series-champion-2028', (l) => `Will the ${l} win the 2028 World Series?`, [['Dodgers', 'lad'], ['Yankees', 'nyy'], ['Phillies', 'phi'], ['Mariners', 'sea'], ['Orioles', 'bal']]),
    G('2028 MLB World Series Winner', z('2028-11-05'), [['Los Angeles Dodgers', 'lad'], ['New York Yankees', 'nyy'], ['Atlanta Braves', 'atl']]),
  ] });
}
{ // AL pennant (alpha, beta_us) — another round from the World Series; with the Yankees as the lookalike.
  addCase('sports', { name: 'mlb-al-pennant-2028', events: [
    A('KXMLBAL-28', '2028 AL Champion?', 'Sports', z('2028-10-25'), [['NYY', 'New York Y', 'nyy'], ['SEA', 'Seattle', 'sea'], ['HOU', 'Houston', 'hou']]),
    U('mlb-al-champion-2028', 'American League Champion 2028', 'Sports', z('2028-10-25'), [['mlb-al-champion-2028-nyy', 'Yankees', 'nyy', { q: 'Will the Yankees win the 2028 American League pennant?' }], ['mlb-al-champion-2028-sea', 'Mariners', 'sea', { q: 'Will the Mariners win the 2028 American League pennant?' }]]),
  ] }, ['round']);
}
{ // World Series length (beta, gamma).
  addCase('sports', { name: 'mlb-ws-length-2028', events: [
    BN('How many games will the 2028 World Series last?', 'Sports', z('2028-11-05'), 'world-series-2028-games', (l) => `Will the 2028 World Series last ${l} games?`, [['4', 'g4'], ['5', 'g5'], ['6', 'g6'], ['7', 'g7']]),
    G('2028 World Series: number of games', z('2028-11-05'), [['4 games (sweep)', 'g4'], ['5 games', 'g5'], ['6 games', 'g6'], ['7 games', 'g7']]),
  ] });
}
{ // World Series MVP (alpha only).
  addCase('sports', { name: 'mlb-ws-mvp-2028', events: [A('KXMLBWSMVP-28', '2028 World Series MVP?', 'Sports', z('2028-11-05'), [['OHTANI', 'Shohei Ohtani', 'ohtani'], ['JUDGE', 'Aaron Judge', 'judge'], ['RALEIGH', 'Cal Raleigh', 'raleigh']])] });
}

// ───────────────────────────── COLLEGE FOOTBALL ─────────────────────────────

{ // The Game, Sat 25 Nov: Michigan at Ohio State — alpha, beta, gamma.
  addCase('sports', { name: 'ncaaf-mich-osu-2028', events: [
    A('KXNCAAFGAME-28NOV25MICHOSU', 'Michigan at Ohio St. Winner?', 'Sports', z('2028-11-26', '01:00'), [['MICH', 'Michigan', 'mich'], ['OSU', 'Ohio St.', 'osu']]),
    bGame('Michigan vs. Ohio State', z('2028-11-26', '01:00'), 'Michigan', 'Ohio State', 'mich'),
    G('College Football: Michigan Wolverines @ Ohio State Buckeyes', z('2028-11-26', '01:00'), [['Michigan', 'mich'], ['Ohio State', 'osu']]),
  ] });
}
{ // Army–Navy, Sat 9 Dec: alpha and beta_us.
  addCase('sports', { name: 'ncaaf-army-navy-2028', events: [
    A('KXNCAAFGAME-28DEC09ARMYNAVY', 'Army vs Navy Winner?', 'Sports', z('2028-12-10', '01:00'), [['ARMY', 'Army', 'army'], ['NAVY', 'Navy', 'navy']]),
    U('cfb-army-navy-2028-12-09', 'Army vs. Navy', 'Sports', z('2028-12-10', '01:00'), [['cfb-army-navy-2028-12-09-navy', 'Navy', 'navy', { q: 'Will Navy beat Army on December 9, 2028?' }]]),
  ] });
}
{ // CFP national champion (title game Jan 2029): alpha, beta; gamma asks for the #1 seed in the final CFP ranking — another question.
  addCase('sports', { name: 'cfp-champion-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNCAAF-29', 'College Football Playoff National Champion 2028-29?', 'Sports', z('2029-01-22'), [['OSU', 'Ohio St.', 'osu'], ['UGA', 'Georgia', 'uga'], ['TEX', 'Texas', 'tex'], ['ORE', 'Oregon', 'ore']]),
    BN('College Football Champion 2029', 'Sports', z('2029-01-22'), 'college-football-champion-2029', (l) => `Will ${l} win the 2029 College Football Playoff National Championship?`, [['Ohio State', 'osu'], ['Georgia', 'uga'], ['Texas', 'tex'], ['Alabama', 'bama']]),
    G('#1 seed in the 2028 College Football Playoff bracket', z('2028-12-10'), [['Ohio State', 'seed_osu'], ['Georgia', 'seed_uga'], ['Texas', 'seed_tex']]),
  ] }, ['round']);
}
{ // Heisman Trophy 2028 (alpha, beta).
  addCase('sports', { name: 'heisman-2028', events: [
    A('KXHEISMAN-28', '2028 Heisman Trophy winner?', 'Sports', z('2028-12-10'), [['AMANNING', 'Arch Manning', 'manning'], ['JSMITH', 'Jeremiah Smith', 'jsmith'], ['DRAIOLA', 'Dylan Raiola', 'raiola']]),
    BN('Heisman Trophy Winner 2028', 'Sports', z('2028-12-10'), 'heisman-trophy-winner-2028', (l) => `Will ${l} win the 2028 Heisman Trophy?`, [['Arch Manning', 'manning'], ['Jeremiah Smith', 'jsmith'], ['Bryce Underwood', 'underwood']]),
  ] });
}

// ───────────────────────────── FOOTBALL (SOCCER) ─────────────────────────────

/** Alpha's three-way soccer market. */
const aSoc = (ticker: string, title: string, close: string, h: [string, string, string], a: [string, string, string], cat = 'Sports'): E =>
  A(ticker, title, cat, close, [[h[0], h[1], h[2]], ['TIE', 'Tie', 'draw'], [a[0], a[1], a[2]]]);

{ // North London derby, Sat 25 Nov: alpha three-way, beta three binaries, gamma categorical without the draw.
  addCase('sports', { name: 'epl-ars-tot-nov25-2028', events: [
    aSoc('KXEPLGAME-28NOV25ARSTOT', 'Arsenal vs Tottenham Winner?', z('2028-11-25', '17:00'), ['ARS', 'Arsenal', 'ars'], ['TOT', 'Tottenham', 'tot']),
    BN('Arsenal vs. Tottenham', 'Sports', z('2028-11-25', '17:00'), 'epl-ars-tot-2028-11-25', (l) => (l === 'Draw' ? 'Will Arsenal vs. Tottenham end in a draw?' : `Will ${l} win on 2028-11-25?`), [['Arsenal', 'ars'], ['Draw', 'draw'], ['Tottenham', 'tot']]),
    G('Premier League: Arsenal vs Tottenham Hotspur (25 Nov)', z('2028-11-25', '17:00'), [['Arsenal', 'ars'], ['Tottenham Hotspur', 'tot']]),
  ] });
}
{ // Man City v Liverpool, Sat 2 Dec (alpha, beta) vs Liverpool v Man City, reverse fixture in spring (gamma) — same clubs, another date.
  addCase('sports', { name: 'epl-mci-liv-dec2-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    aSoc('KXEPLGAME-28DEC02MCILIV', 'Man City vs Liverpool Winner?', z('2028-12-02', '19:30'), ['MCI', 'Man City', 'mci'], ['LIV', 'Liverpool', 'liv']),
    BN('Manchester City vs. Liverpool', 'Sports', z('2028-12-02', '19:30'), 'epl-mci-liv-2028-12-02', (l) => (l === 'Draw' ? 'Will Manchester City vs. Liverpool end in a draw?' : `Will ${l} win on 2028-12-02?`), [['Manchester City', 'mci'], ['Draw', 'draw'], ['Liverpool', 'liv']]),
    G('Premier League: Liverpool vs Manchester City (2029-03-10)', z('2029-03-10', '19:30'), [['Liverpool', 'liv_r'], ['Draw', 'draw_r'], ['Manchester City', 'mci_r']]),
  ] }, ['date']);
}
{ // Chelsea v Man United, Boxing Day: alpha and beta_us (Draw listed on beta_us only as its own market).
  addCase('sports', { name: 'epl-che-mun-dec26-2028', events: [
    aSoc('KXEPLGAME-28DEC26CHEMUN', 'Chelsea vs Man United Winner?', z('2028-12-26', '17:00'), ['CHE', 'Chelsea', 'che'], ['MUN', 'Man United', 'mun']),
    U('epl-che-mun-2028-12-26', 'Chelsea vs. Manchester United', 'Sports', z('2028-12-26', '17:00'), [['epl-che-mun-2028-12-26-che', 'Chelsea', 'che', { q: 'Will Chelsea beat Manchester United on December 26, 2028?' }], ['epl-che-mun-2028-12-26-draw', 'Draw', 'draw', { q: 'Will Chelsea vs. Manchester United end in a draw?' }]]),
  ] });
}
{ // El Clásico, Sun 29 Oct at the Bernabéu: alpha, beta, gamma; beta_us lists the Copa del Rey meeting — another competition and date.
  addCase('sports', { name: 'laliga-rma-bar-oct29-2028', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    aSoc('KXLALIGAGAME-28OCT29RMABAR', 'Real Madrid vs Barcelona Winner?', z('2028-10-29', '17:00'), ['RMA', 'Real Madrid', 'rma'], ['BAR', 'Barcelona', 'bar']),
    BN('Real Madrid vs. Barcelona', 'Sports', z('2028-10-29', '17:00'), 'lal-rma-bar-2028-10-29', (l) => (l === 'Draw' ? 'Will Real Madrid vs. Barcelona end in a draw?' : `Will ${l} win on 2028-10-29?`), [['Real Madrid', 'rma'], ['Draw', 'draw'], ['Barcelona', 'bar']]),
    G('LaLiga El Clásico: Real Madrid vs FC Barcelona', z('2028-10-29', '17:00'), [['Real Madrid', 'rma'], ['Draw', 'draw'], ['FC Barcelona', 'bar']]),
    U('copa-rma-bar-2029-02-07', 'Real Madrid vs. Barcelona (Copa del Rey semi-final)', 'Sports', z('2029-02-07', '22:00'), [['copa-rma-bar-2029-02-07-rma', 'Real Madrid', 'c_rma', { q: 'Will Real Madrid beat Barcelona in the Copa del Rey semi-final first leg?' }]]),
  ] }, ['date', 'round']);
}
{ // Atlético v Sevilla (beta only).
  addCase('sports', { name: 'laliga-atm-sev-2028', events: [BN('Atlético Madrid vs. Sevilla', 'Sports', z('2028-11-19', '20:00'), 'lal-atm-sev-2028-11-19', (l) => (l === 'Draw' ? 'Will Atlético Madrid vs. Sevilla end in a draw?' : `Will ${l} win on 2028-11-19?`), [['Atlético Madrid', 'atm'], ['Draw', 'draw'], ['Sevilla', 'sev']])] });
}
{ // Premier League leader on Christmas Day (alpha, gamma) vs champion at season's end (beta) — another observation.
  addCase('sports', { name: 'epl-xmas-leader-2028', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXEPLXMAS-28', 'Premier League leader on Christmas Day 2028?', 'Sports', z('2028-12-25'), [['ARS', 'Arsenal', 'ars'], ['LIV', 'Liverpool', 'liv'], ['MCI', 'Man City', 'mci']]),
    G('Who will top the Premier League table on 25 December 2028?', z('2028-12-25'), [['Arsenal', 'ars'], ['Liverpool', 'liv'], ['Manchester City', 'mci'], ['Chelsea', 'che']]),
    BN('Premier League Winner 2028-29', 'Sports', z('2029-05-27'), 'premier-league-winner-2028-29', (l) => `Will ${l} win the 2028-29 Premier League?`, [['Arsenal', 'w_ars'], ['Liverpool', 'w_liv'], ['Manchester City', 'w_mci']]),
  ] }, ['observation']);
}
{ // Ballon d'Or 2028 (alpha, beta, gamma) vs Ballon d'Or Féminin (beta_us) — another award.
  addCase('sports', { name: 'ballon-dor-2028', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXBALLONDOR-28', "2028 Ballon d'Or winner?", 'Sports', z('2028-10-30'), [['MBAPPE', 'Kylian Mbappé', 'mbappe'], ['YAMAL', 'Lamine Yamal', 'yamal'], ['HAALAND', 'Erling Haaland', 'haaland'], ['BELLINGHAM', 'Jude Bellingham', 'bellingham']]),
    BN("Ballon d'Or 2028 Winner", 'Sports', z('2028-10-30'), 'ballon-dor-2028-winner', (l) => `Will ${l} win the 2028 Ballon d'Or?`, [['Kylian Mbappe', 'mbappe'], ['Lamine Yamal', 'yamal'], ['Erling Haaland', 'haaland'], ['Pedri', 'pedri']]),
    G("Ballon d'Or 2028", z('2028-10-30'), [['Lamine Yamal', 'yamal'], ['Kylian Mbappé', 'mbappe']]),
    U('ballon-dor-feminin-2028', "Ballon d'Or Féminin 2028", 'Sports', z('2028-10-30'), [['ballon-dor-feminin-2028-bonmati', 'Aitana Bonmatí', 'f_bonmati', { q: "Will Aitana Bonmatí win the 2028 Ballon d'Or Féminin?" }], ['ballon-dor-feminin-2028-paralluelo', 'Salma Paralluelo', 'f_paralluelo', { q: "Will Salma Paralluelo win the 2028 Ballon d'Or Féminin?" }]]),
  ] }, ['category']);
}
{ // NBA Cup 2028 winner (beta, gamma).
  addCase('sports', { name: 'nba-cup-2028', events: [
    BN('NBA Cup Winner 2028', 'Sports', z('2028-12-17'), 'nba-cup-winner-2028', (l) => `Will the ${l} win the 2028 NBA Cup?`, [['Thunder', 'okc'], ['Celtics', 'bos'], ['Knicks', 'nyk'], ['Cavaliers', 'cle']]),
    G('2028 NBA Cup champion', z('2028-12-17'), [['Oklahoma City Thunder', 'okc'], ['Boston Celtics', 'bos'], ['Denver Nuggets', 'den']]),
  ] });
}

// ───────────────────────────── CULTURE ─────────────────────────────

{ // Thanksgiving 5-day weekend (Wed 22 – Sun 26 Nov) top film: alpha (Box Office Mojo) vs beta (The Numbers) — one event, nf;
  // gamma's 3-day (Fri–Sun) weekend is another measure.
  addCase('culture', { name: 'thanksgiving-box-office-2028', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXTOPMOVIETG-28NOV26', 'Top film at the domestic box office over Thanksgiving 5-day weekend 2028?', 'Entertainment', z('2028-11-28', '20:00'), [['MOANA3', 'Moana 3', 'moana3'], ['HG', 'The Hunger Games: Sunrise on the Reaping Part 2', 'hg'], ['SPIDEY', 'Spider-Verse 3', 'spidey']], { sources: [BOM] }),
    BN('Thanksgiving 2028 box office #1 (5-day)?', 'Culture', z('2028-11-28', '20:00'), 'thanksgiving-2028-box-office-5-day', (l) => `Will ${l} be #1 over the 5-day Thanksgiving weekend 2028?`, [['Moana 3', 'moana3'], ['Spider-Verse 3', 'spidey'], ['Frozen III', 'frozen3']], {}, { src: 'https://www.the-numbers.com/' }),
    G('Highest-grossing film, Thanksgiving 3-day weekend (Nov 24-26, 2028)', z('2028-11-28', '20:00'), [['Moana 3', 'w3_moana3'], ['Spider-Verse 3', 'w3_spidey']]),
  ] }, ['source', 'measure']);
}
{ // Opening weekend of a Thanksgiving release above $100M (alpha) vs above $150M (beta_us) — different thresholds.
  addCase('culture', { name: 'moana3-opening-2028', events: [
    A('KXOPENINGWKND-28NOV26MOANA', 'Moana 3 opening weekend domestic gross?', 'Entertainment', z('2028-11-28', '20:00'), [['T100', 'Above $100M', 'gt100'], ['T125', 'Above $125M', 'gt125']], { sources: [BOM] }),
    U('moana-3-opening-weekend-above-150m', 'Moana 3 opening weekend above $150M?', 'Culture', z('2028-11-28', '20:00'), [['moana-3-opening-weekend-above-150m', 'Yes', 'gt150', { q: 'Will Moana 3 gross more than $150M in its domestic 3-day opening weekend?' }]]),
  ] }, ['threshold']);
}
{ // Time Person of the Year 2028: alpha, beta, gamma with partly different names.
  addCase('culture', { name: 'time-poy-2028', events: [
    A('KXTIMEPOY-28', 'Time Person of the Year 2028?', 'Culture', z('2028-12-13'), [['WINNER', 'The president-elect', 'winner'], ['VOTERS', 'The American voter', 'voter'], ['MUSK', 'Elon Musk', 'musk'], ['ALTMAN', 'Sam Altman', 'altman']]),
    BN('Time 2028 Person of the Year', 'Culture', z('2028-12-13'), 'time-2028-person-of-the-year', (l) => `Will ${l} be named Time's 2028 Person of the Year?`, [['President-elect', 'winner'], ['Elon Musk', 'musk'], ['Pope Leo XIV', 'leo'], ['Sam Altman', 'altman']]),
    G("TIME Magazine's Person of the Year 2028", z('2028-12-13'), [['U.S. President-elect', 'winner'], ['Elon Musk', 'musk']]),
  ] });
}
{ // Spotify Wrapped 2028 top global artist (alpha, beta) vs top US artist (gamma).
  addCase('culture', { name: 'spotify-wrapped-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSPOTIFYWRAPPED-28', "Spotify Wrapped 2028: top artist globally?", 'Entertainment', z('2028-12-06'), [['TSWIFT', 'Taylor Swift', 'swift'], ['BADBUNNY', 'Bad Bunny', 'badbunny'], ['WEEKND', 'The Weeknd', 'weeknd'], ['SABRINA', 'Sabrina Carpenter', 'sabrina']]),
    BN("Spotify's Top Artist 2028 (Global)", 'Culture', z('2028-12-06'), 'spotify-top-artist-2028', (l) => `Will ${l} be Spotify's most streamed artist globally in 2028?`, [['Taylor Swift', 'swift'], ['Bad Bunny', 'badbunny'], ['Drake', 'drake']]),
    G('Spotify Wrapped 2028 – most streamed artist in the US', z('2028-12-06'), [['Taylor Swift', 'us_swift'], ['Drake', 'us_drake'], ['Morgan Wallen', 'us_wallen']]),
  ] }, ['place']);
}
{ // "All I Want for Christmas Is You" #1 on the Hot 100 chart dated Dec 16 (beta, gamma) vs dated Dec 23 (alpha).
  addCase('culture', { name: 'mariah-hot100-dec16-2028', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('"All I Want for Christmas Is You" #1 on Hot 100 dated December 16, 2028?', 'Culture', z('2028-12-13'), 'dec16'),
    G1('Mariah Carey #1 on the Billboard Hot 100 (chart dated 16 Dec 2028)?', z('2028-12-13'), 'dec16'),
    A1('KXHOT100-28DEC23', 'Top song on the Billboard Hot 100 chart dated Dec 23, 2028: All I Want for Christmas Is You?', 'Entertainment', z('2028-12-20'), 'MARIAH', 'All I Want for Christmas Is You', 'dec23'),
  ] }, ['date']);
}
{ // The Game Awards 2028 Game of the Year (alpha, beta_us).
  addCase('culture', { name: 'tga-goty-2028', events: [
    A('KXGOTY-28', 'The Game Awards 2028: Game of the Year?', 'Entertainment', z('2028-12-08'), [['GTA6', 'Grand Theft Auto VI', 'gta6'], ['WITCHER4', 'The Witcher 4', 'witcher4'], ['OTHER', 'Another game', 'other']]),
    U('the-game-awards-2028-goty', 'Game of the Year 2028 (The Game Awards)', 'Culture', z('2028-12-08'), [['tga-2028-goty-gta-vi', 'GTA VI', 'gta6', { q: 'Will Grand Theft Auto VI win Game of the Year at The Game Awards 2028?' }], ['tga-2028-goty-witcher-4', 'The Witcher 4', 'witcher4', { q: 'Will The Witcher 4 win Game of the Year at The Game Awards 2028?' }]]),
  ] });
}
{ // Grammy Album of the Year nominees announced in Nov (beta only).
  addCase('culture', { name: 'grammy-aoty-nominee-2029', events: [B1('Will Taylor Swift be nominated for Album of the Year at the 2029 Grammys?', 'Culture', z('2028-11-15'), 'swift_nom')] });
}

// ───────────────────────────── TECH ─────────────────────────────

{ // #1 free iPhone app on the US App Store on Dec 1 (alpha, beta) vs #1 free app on Google Play US (gamma).
  addCase('tech', { name: 'top-free-app-dec1-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTOPAPP-28DEC01', 'Top free iPhone app on Dec 1, 2028?', 'Science and Technology', z('2028-12-01', '17:00'), [['CHATGPT', 'ChatGPT', 'chatgpt'], ['TEMU', 'Temu', 'temu'], ['THREADS', 'Threads', 'threads'], ['GEMINI', 'Google Gemini', 'gemini']]),
    BN('#1 free app in the App Store on December 1?', 'Tech', z('2028-12-01', '17:00'), 'top-free-app-store-december-1-2028', (l) => `Will ${l} be the #1 free app in the US App Store on December 1, 2028?`, [['ChatGPT', 'chatgpt'], ['Temu', 'temu'], ['Gemini', 'gemini']]),
    G('#1 free app on Google Play (US) on 1 December 2028', z('2028-12-01', '17:00'), [['ChatGPT', 'gp_chatgpt'], ['Temu', 'gp_temu'], ['TikTok', 'gp_tiktok']]),
  ] }, ['place']);
}
{ // #1 free app on Black Friday (Nov 24): beta_us and gamma.
  addCase('tech', { name: 'top-free-app-black-friday-2028', events: [
    U('top-free-app-nov-24-2028', '#1 free app on Black Friday 2028', 'Tech', z('2028-11-24', '17:00'), [['top-free-app-nov-24-2028-temu', 'Temu', 'temu', { q: 'Will Temu be the #1 free app in the US App Store on November 24, 2028?' }], ['top-free-app-nov-24-2028-chatgpt', 'ChatGPT', 'chatgpt', { q: 'Will ChatGPT be the #1 free app in the US App Store on November 24, 2028?' }]]),
    G('Top free iPhone app (US App Store) on Black Friday, Nov 24 2028', z('2028-11-24', '17:00'), [['Temu', 'temu'], ['ChatGPT', 'chatgpt'], ['Shein', 'shein']]),
  ] });
}
{ // GPT-6 released in 2028 (alpha, beta) vs released by Nov 30 (gamma) — different deadlines.
  addCase('tech', { name: 'gpt6-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXGPT6-28', 'Will OpenAI release GPT-6 in 2028?', 'Science and Technology', z('2028-12-31'), 'YES', 'Released in 2028', 'y2028'),
    B1('GPT-6 released by December 31, 2028?', 'Tech', z('2028-12-31'), 'y2028'),
    G1('Will OpenAI release GPT-6 before November 30, 2028?', z('2028-11-30'), 'nov30'),
  ] }, ['deadline']);
}

// ───────────────────────────── WEATHER ─────────────────────────────

{ // Atlantic named storm forming in December 2028 (alpha, beta, gamma).
  addCase('weather', { name: 'atlantic-dec-storm-2028', events: [
    A1('KXDECSTORM-28', 'Will a named storm form in the Atlantic in December 2028?', 'Climate and Weather', z('2028-12-31'), 'YES', 'Named storm in December', 'dec', { sources: [NHC] }),
    B1('Atlantic named storm forms in December 2028?', 'Weather', z('2028-12-31'), 'dec'),
    G1('Named Atlantic storm forms between Dec 1 and Dec 31, 2028?', z('2028-12-31'), 'dec'),
  ] });
}
{ // Number of Atlantic hurricanes in 2028: alpha thresholds vs beta_us buckets in part; gamma counts named storms.
  addCase('weather', { name: 'atlantic-hurricanes-2028', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXHURCOUNT-28', 'Number of Atlantic hurricanes in 2028', 'Climate and Weather', z('2028-12-31'), [['T6', 'Above 6', 'gt6'], ['T8', 'Above 8', 'gt8'], ['T10', 'Above 10', 'gt10']], { sources: [NHC] }),
    U('atlantic-hurricanes-2028', 'How many Atlantic hurricanes in 2028?', 'Weather', z('2028-12-31'), [['atlantic-hurricanes-2028-9-plus', '9 or more', 'gt8', { q: 'Will there be 9 or more Atlantic hurricanes in 2028?' }], ['atlantic-hurricanes-2028-12-plus', '12 or more', 'ge12', { q: 'Will there be 12 or more Atlantic hurricanes in 2028?' }]]),
    G('Atlantic named storms in the 2028 season', z('2028-12-31'), [['Fewer than 15', 'ns_lt15'], ['15-19', 'ns15'], ['20 or more', 'ns20']]),
  ] }, ['measure']);
}
{ // US hurricane landfall in November 2028 (beta only).
  addCase('weather', { name: 'us-landfall-nov-2028', events: [B1('Hurricane makes US landfall in November 2028?', 'Weather', z('2028-11-30'), 'landfall')] });
}
{ // NYC snow by Dec 31: Central Park (alpha) vs LaGuardia (gamma) — same city, another station: nf; beta asks about Boston.
  addCase('weather', { name: 'nyc-snow-dec-2028', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A1('KXNYCSNOW-28DEC', 'Will it snow at least 1 inch in NYC in December 2028?', 'Climate and Weather', z('2028-12-31'), 'T1', '1 inch or more', 'ge1', { rules: 'Per the NWS Central Park station (NYC) December 2028 total.' }),
    G1('New York City December 2028 snowfall 1 inch or more (LaGuardia Airport)?', z('2028-12-31'), 'ge1', { rules: 'Per NWS climate data for LaGuardia Airport (KLGA).' }),
    B1('Will Boston get 1+ inch of snow in December 2028?', 'Weather', z('2028-12-31'), 'bos1'),
  ] }, ['source', 'place']);
}
{ // Thanksgiving Day high in NYC (Central Park): alpha buckets vs beta binaries, partly coinciding.
  addCase('weather', { name: 'nyc-thanksgiving-high-2028', events: [
    A('KXHIGHNY-28NOV23', 'Highest temperature in NYC on Nov 23, 2028?', 'Climate and Weather', z('2028-11-24', '05:00'), [['B40', '39° or below', 'le39'], ['B44', '40° to 44°', 'b40'], ['B49', '45° to 49°', 'b45'], ['T50', '50° or above', 'ge50']]),
    BN('Highest temperature in NYC on November 23?', 'Weather', z('2028-11-24', '05:00'), 'highest-temperature-in-nyc-on-november-23-2028', (l) => `Will the highest temperature in NYC be ${l} on November 23, 2028?`, [['39°F or below', 'le39'], ['40-44°F', 'b40'], ['45-49°F', 'b45'], ['50-54°F', 'b50'], ['55°F or higher', 'ge55']]),
  ] });
}
{ // Chicago first measurable snow by Nov 30 (gamma) vs by Dec 15 (alpha) — different deadlines.
  addCase('weather', { name: 'chicago-first-snow-2028', groups: [['gamma'], ['alpha']], events: [
    G1("Chicago O'Hare first measurable snowfall by November 30, 2028?", z('2028-11-30'), 'nov30'),
    A1('KXCHISNOW-28DEC15', "Chicago measurable snow by Dec 15, 2028?", 'Climate and Weather', z('2028-12-15'), 'YES', 'Snow by Dec 15', 'dec15'),
  ] }, ['deadline']);
}

// ───────────────────────────── MORE OF THE SAME AUTUMN ─────────────────────────────

{ // Minnesota presidential: alpha, beta, gamma.
  addCase('politics', { name: 'pres-mn-2028', events: [aState('MN', 'Minnesota'), bState('Minnesota'), gState('Minnesota')] });
}
{ // New Hampshire presidential: alpha and beta_us (Democratic side only).
  addCase('politics', { name: 'pres-nh-2028', events: [
    aState('NH', 'New Hampshire'),
    U('aec-pres-nh-2028', 'New Hampshire presidential winner 2028', BPOL, z('2028-12-15'), [['aec-pres-nh-2028-dem', 'Democrat', 'd', { q: 'Will the Democratic nominee carry New Hampshire in 2028?' }]]),
  ] });
}
{ // Colorado Senate: beta "Republicans win" vs gamma "Democrats hold" — one race, complementary YES sides.
  addCase('politics', { name: 'sen-co-2028', events: [
    B1('Will Republicans win the Colorado Senate seat in 2028?', BPOL, z('2028-12-15'), 'r'),
    G1('Will Democrats hold the Colorado U.S. Senate seat in 2028?', z('2028-12-15'), 'd'),
  ] }, ['inverted']);
}
{ // Government shutdown before 2029 (alpha, beta, gamma).
  addCase('politics', { name: 'shutdown-2028', events: [
    A1('KXGOVSHUT-28', 'Will the federal government shut down in 2028?', POL, z('2028-12-31'), 'YES', 'Shutdown in 2028', 'shut'),
    B1('US government shutdown by December 31, 2028?', BPOL, z('2028-12-31'), 'shut'),
    G1('Will a US federal government shutdown begin before 2029?', z('2028-12-31'), 'shut'),
  ] });
}
{ // October 2028 CPI year-over-year (alpha, gamma) — its own event, next to the MoM case above.
  addCase('economics', { name: 'cpi-oct-2028-yoy', events: [
    A('KXCPIYOY-28OCT', 'CPI year-over-year in Oct 2028', 'Economics', z('2028-11-14', '13:30'), [['T2.5', 'Above 2.5%', 'gt25'], ['T2.7', 'Above 2.7%', 'gt27']], { sources: [BLS_CPI] }),
    G('US CPI inflation (YoY) for October 2028', z('2028-11-14', '13:30'), [['2.6% or higher', 'gt25'], ['2.8% or higher', 'gt27'], ['3.0% or higher', 'ge30']]),
  ] });
}
{ // Ether at year-end 2028 (alpha, beta, beta_us).
  addCase('crypto', { name: 'eth-ye-2028', events: [
    A('KXETHD-28DEC3117', 'Ethereum price on Dec 31, 2028 at 5pm EST?', 'Crypto', z('2028-12-31', '22:00'), [['T4999.99', '$5,000 or above', 'gt5k'], ['T9999.99', '$10,000 or above', 'gt10k']]),
    BN('Ethereum above ___ on December 31?', 'Crypto', z('2028-12-31', '22:00'), 'ethereum-above-on-december-31-2028', (l) => `Will the price of Ethereum be above ${l} on December 31, 2028 (5PM ET)?`, [['$5,000', 'gt5k'], ['$7,500', 'gt75k'], ['$10,000', 'gt10k']]),
    U('eth-above-10k-dec-31-2028', 'Ethereum above $10K at year-end?', 'Crypto', z('2028-12-31', '22:00'), [['eth-above-10k-dec-31-2028', 'Yes', 'gt10k', { q: 'Will Ethereum be above $10,000 on December 31, 2028 at 5PM ET?' }]]),
  ] });
}
{ // Bears at Lions, Sun 3 Dec (alpha, beta, gamma).
  addCase('sports', { name: 'nfl-chi-det-dec3-2028', events: [
    A('KXNFLGAME-28DEC03CHIDET', 'Chicago at Detroit Winner?', 'Sports', z('2028-12-04', '00:30'), [['CHI', 'Chicago', 'chi'], ['DET', 'Detroit', 'det']]),
    bGame('Bears vs. Lions', z('2028-12-04', '00:30'), 'Bears', 'Lions', 'chi'),
    G('Chicago Bears @ Detroit Lions – Dec 3, 2028', z('2028-12-04', '00:30'), [['Chicago Bears', 'chi'], ['Detroit Lions', 'det']]),
  ] });
}
{ // NL pennant (alpha, beta).
  addCase('sports', { name: 'mlb-nl-pennant-2028', events: [
    A('KXMLBNL-28', '2028 NL Champion?', 'Sports', z('2028-10-25'), [['LAD', 'Los Angeles D', 'lad'], ['PHI', 'Philadelphia', 'phi'], ['ATL', 'Atlanta', 'atl'], ['NYM', 'New York M', 'nym']]),
    BN('National League Champion 2028', 'Sports', z('2028-10-25'), 'national-league-champion-2028', (l) => `Will the ${l} win the 2028 National League pennant?`, [['Dodgers', 'lad'], ['Phillies', 'phi'], ['Mets', 'nym']]),
  ] });
}
{ // Newcastle v Aston Villa, Sat 18 Nov: alpha three-way, beta_us, gamma.
  addCase('sports', { name: 'epl-new-avl-nov18-2028', events: [
    aSoc('KXEPLGAME-28NOV18NEWAVL', 'Newcastle vs Aston Villa Winner?', z('2028-11-18', '17:00'), ['NEW', 'Newcastle', 'new'], ['AVL', 'Aston Villa', 'avl']),
    U('epl-new-avl-2028-11-18', 'Newcastle vs. Aston Villa', 'Sports', z('2028-11-18', '17:00'), [['epl-new-avl-2028-11-18-new', 'Newcastle', 'new', { q: 'Will Newcastle beat Aston Villa on November 18, 2028?' }], ['epl-new-avl-2028-11-18-draw', 'Draw', 'draw', { q: 'Will Newcastle vs. Aston Villa end in a draw?' }], ['epl-new-avl-2028-11-18-avl', 'Aston Villa', 'avl', { q: 'Will Aston Villa beat Newcastle on November 18, 2028?' }]]),
    G('Newcastle United vs Aston Villa (EPL, 18 Nov 2028)', z('2028-11-18', '17:00'), [['Newcastle United', 'new'], ['Draw', 'draw'], ['Aston Villa', 'avl']]),
  ] });
}
{ // Black Friday online sales above $12B (Adobe) — alpha and beta.
  addCase('economics', { name: 'black-friday-online-2028', events: [
    A1('KXBLACKFRIDAY-28', 'Black Friday 2028 US online sales above $12 billion (Adobe Analytics)?', 'Economics', z('2028-11-26'), 'T12', 'Above $12B', 'gt12'),
    B1('Black Friday 2028 online spending above $12B?', 'Economy', z('2028-11-26'), 'gt12', {}, { src: 'https://business.adobe.com/' }),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

const scenario = emitScenario(cases);
writeFileSync(new URL('./holdout20-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);
const events = cases.reduce((n, c) => n + c.events.length, 0);
const truth = scenario['truth'] as { outcomes: Array<{ members: string[] }> };
const outcomeMatches = truth.outcomes.filter((o) => o.members.length > 1).length;
const byKind = new Map<string, number>();
for (const h of hnKinds) for (const k of h.kinds) byKind.set(k, (byKind.get(k) ?? 0) + 1);
const byCat = new Map<string, number>();
for (const m of meta) byCat.set(m.cat, (byCat.get(m.cat) ?? 0) + 1);
const hnCases = hnKinds.filter((h) => h.kinds.length > 0).length;
const matchCases = cases.filter((c) => (c.groups ?? [c.events.map((e) => e.venue)]).some((g) => g.length > 1)).length;
const singleVenue = cases.filter((c) => c.events.length === 1).length;
console.log(JSON.stringify({ cases: cases.length, venueEvents: events, matchCases, hardNegativeCases: hnCases, singleVenue, outcomeMatches, hardNegatives: meta.reduce((n, m) => n + m.hn, 0), byKind: Object.fromEntries(byKind), byCategory: Object.fromEntries(byCat) }));
