// Twelfth independent refdata holdout (international politics, geopolitics, central banks, macro and markets):
// writes test/refdata/holdout12-set.json. Run: `source deploy/toolchain.sh && node test/refdata/holdout12.build.ts`.
//
// What it is: a hand-labelled evaluation set for the cross-venue event matcher. Each case lists venue events the way
// the four venues carry them (alpha: event tickers, strike/bucket market tickers and yes sub-titles, rules_primary and
// settlement sources; beta: question-style markets with groupItemTitle under a negRisk event, slug ids, resolution
// source and long descriptions; beta_us: event and market slugs; gamma: categorical parents with binary children, or
// single binary markets, with rules text), and says by hand which listings are one real-world event (`groups`) and
// which markets are one outcome (same `t`), with per-pair fungibility where settlement differs (`nf`).
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the
// matcher. Files read while writing it: /work/wt/BRIEF.md, /work/shared/venues.md, the Reference data sections of
// /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (Case/E/M, emitScenario, venueBuilders, caseList, nf,
// rows, z) and lines 1–60 of test/refdata/holdout10.build.ts (header, labelling rules and helper usage; the rules
// below are adopted from it). Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any
// other set, builder or test in test/refdata/. The matcher and the `eval` command were never run on this set: it is
// NOT tuned and has not been seen by the matcher's authors.
//
// Labelling rules (what the labels assert):
// - One real-world event = one question about one observation: one measure (headline/core, CPI/HICP, revenue/EPS,
//   deliveries/production), one period (month, quarter, year), one estimate (flash/preliminary/advance vs
//   final/revised/second), one observation kind (value at a time vs reached at any time during a period; close vs
//   intraday; "on" a date vs "by" a date), one place (country, state, city), one office (president vs prime minister
//   vs party leader), one asset (ETH is not ETC, Brent is not WTI, Nasdaq-100 is not the Composite) and one counting
//   rule. Listings that differ on any of these are different events (split with `groups`, or separate cases).
// - Different estimates of one statistic are different events. The same statistic from the same agency is one event
//   whatever page the venue cites.
// - The same nominal observation (same asset or statistic, same date and instant) priced off a different source or
//   fixing (CF Benchmarks vs an exchange candle, Treasury par curve vs a market close, Reuters vs Bloomberg spot) is
//   ONE event with the same outcomes, but `fungible` false on that pair (nf()). Instants hours apart (10:00 ET vs
//   14:15 CET, 12:00 ET vs 17:00 ET, LBMA PM vs COMEX settlement) are different events.
// - Same `t` = same outcome on the YES side. "Above 2.8%" and "2.9% or higher" are the same outcome for a statistic
//   published to one decimal; "Above 3.0%" and "3.0% or higher" are NOT. Payrolls (thousands) likewise. Policy rates
//   move in 25 bp steps, so "Above 3.00%" = "3.25% or higher" and a post-meeting level equals a move when the rules
//   state the level in force before the meeting (and no meeting intervenes). For continuously traded prices "above X"
//   and "X or more" are one outcome. Above vs below (and "cut" vs "no cut") on one observation are the same event with
//   different `t` (complements are never the same outcome).
// - A categorical market on one venue and a set of binary markets on another (or several single binaries on one
//   venue) are the same event when their buckets coincide; buckets that do not coincide get their own `t`. "Other"
//   buckets over different candidate lists are different outcomes.
// - Deadlines: "by June 30" and "in 2027" are different events; two venues with the same deadline are one event.
// Ids: beta event ids 200001+, gamma ids 14001+, alpha tickers dated 2026-12 to 2028; all closes after 2026-11-22.
// State of the world the rules assume (fictional but consistent): before the December 2026 meetings the Fed target
// range is 3.25%-3.50%, the ECB deposit facility rate 2.00%, Bank Rate 3.50%, the BoJ policy rate 1.00%, the BoC
// overnight target 2.25%, the RBA cash rate target 3.35%, the SNB policy rate 0.00%.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, type Case, type E, type Mx, type HoldoutRow as Row } from './evalset.emit.ts';

type Cat = 'central_banks' | 'economics' | 'fx_rates' | 'commodities' | 'indices' | 'companies' | 'crypto' | 'tech' | 'elections' | 'geopolitics';
/** Kinds of hard negative: one entry = one listing (event or market) a careless matcher would pair wrongly. */
type Hn = 'deadline' | 'source' | 'inverted' | 'office_place' | 'estimate' | 'threshold' | 'close_intraday' | 'instant' | 'measure' | 'condition' | 'counting' | 'asset' | 'level_vs_move' | 'period' | 'date';

const { cases, meta, add } = caseList<Cat>();
const { A, B: B0, U, G, G1 } = venueBuilders(200000, 14000);
/** Beta events; `q` writes each market's question from its label where the row has none. */
const B = (title: string, category: string, close: string, ms: Row[], x: Partial<E> = {}, q?: (label: string) => string): E =>
  B0(title, category, close, q === undefined ? ms : ms.map(([id, label, t, mx]) => [id, label, t, { q: q(label), ...(mx ?? {}) }]), x);
const hnTally = new Map<Hn, number>();
/** Adds a case and counts its hard negatives by kind. */
const put = (cat: Cat, c: Case, ...hn: Hn[]): void => {
  for (const k of hn) hnTally.set(k, (hnTally.get(k) ?? 0) + 1);
  add(cat, c, hn.length);
};
/** Adds the same extra fields (a source, rules) to every row. */
const w = (ms: Row[], mx: Mx): Row[] => ms.map(([id, label, t, x]) => [id, label, t, { ...mx, ...(x ?? {}) }]);
/** Beta's description template. */
const pm = (yes: string, src: string, more = ''): string =>
  `This market will resolve to "Yes" if ${yes}. Otherwise, this market will resolve to "No".${more === '' ? '' : ` ${more}`}\n\nThe resolution source for this market will be ${src}.`;

const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const ECB = 'European Central Bank https://www.ecb.europa.eu/stats/policy_and_exchange_rates/key_ecb_interest_rates/html/index.en.html';
const BOE = 'Bank of England https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate';
const BOJ = 'Bank of Japan https://www.boj.or.jp/en/mopo/mpmdeci/index.htm';
const BOK = 'Bank of Korea https://www.bok.or.kr/eng/singl/baseRate/progress.do';
const BOC = 'Bank of Canada https://www.bankofcanada.ca/core-functions/monetary-policy/key-interest-rate/';
const RBA = 'Reserve Bank of Australia https://www.rba.gov.au/statistics/cash-rate/';
const SNB = 'Swiss National Bank https://www.snb.ch/en/the-snb/mandates-goals/monetary-policy/decisions';
const BCB = 'Banco Central do Brasil https://www.bcb.gov.br/en/monetarypolicy/copomstatements';
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/ces/';
const BLS_CPS = 'Bureau of Labor Statistics https://www.bls.gov/cps/';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const EUROSTAT = 'Eurostat https://ec.europa.eu/eurostat/web/euro-indicators';
const DESTATIS = 'Destatis https://www.destatis.de/EN/Themes/Economy/Prices/Consumer-Price-Index/_node.html';
const ONS_CPI = 'Office for National Statistics https://www.ons.gov.uk/economy/inflationandpriceindices';
const ONS_GDP = 'Office for National Statistics https://www.ons.gov.uk/economy/grossdomesticproductgdp';
const ESRI = 'Cabinet Office ESRI https://www.esri.cao.go.jp/en/sna/sokuhou/sokuhou_top.html';
const STATCAN = 'Statistics Canada https://www150.statcan.gc.ca/n1/dai-quo/index-eng.htm';
const NBS = 'National Bureau of Statistics of China https://www.stats.gov.cn/english/PressRelease/';
const STATJP = 'Statistics Bureau of Japan https://www.stat.go.jp/english/data/cpi/';
const ABS = 'Australian Bureau of Statistics https://www.abs.gov.au/statistics/labour/employment-and-unemployment';
const CF_BRTI = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const CF_ETH = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI';
const CME_CL = 'CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html';
const CME_GC = 'CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html';
const ICE_B = 'ICE https://www.ice.com/products/219/Brent-Crude-Futures/data';
const EIA_NG = 'U.S. Energy Information Administration https://www.eia.gov/dnav/ng/hist/rngwhhdD.htm';
const SPDJI = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NIKKEI = 'Nikkei Inc. https://indexes.nikkei.co.jp/en/nkave/index/profile?idx=nk225';
const TREAS = 'U.S. Department of the Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates';
const CMC = 'CompaniesMarketCap https://companiesmarketcap.com/';
const LMARENA = 'LMArena https://lmarena.ai/leaderboard/text';

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────

{ // FOMC, December 8–9, 2026. Gamma lists the post-meeting upper bound; the rules state the range in force (3.25%-3.50%), so
  // 3.25% = cut 25, 3.50% = hold, "3.00% or lower" = cut of 50+ (alpha "Cut >25bps": FOMC moves are 25 bp multiples), and
  // "3.75% or higher" = any hike = beta "25+ bps increase". Alpha splits hikes into 25 and >25: those two are their own outcomes.
  const close = z('2026-12-09', '19:00');
  const ar = (move: string): string => `If the Federal Reserve announces ${move} to the upper bound of the federal funds target range at the conclusion of its December 8-9, 2026 meeting, then the market resolves to Yes.`;
  put('central_banks', { name: 'fed-dec-2026', events: [
    A('KXFEDDECISION-26DEC', 'Fed decision in Dec 2026?', 'Economics', close, [
      ['C26', 'Cut >25bps', 'cut50p', { rules: ar('a cut of more than 25 basis points') }],
      ['C25', 'Cut 25bps', 'cut25', { rules: ar('a cut of exactly 25 basis points') }],
      ['H0', 'Hike 0bps', 'hold', { rules: ar('no change') }],
      ['H25', 'Hike 25bps', 'hike25', { rules: ar('an increase of exactly 25 basis points') }],
      ['H26', 'Hike >25bps', 'hike50p', { rules: ar('an increase of more than 25 basis points') }],
    ], { sources: [FED] }),
    B('Fed decision in December?', 'Economics', close, w([
      ['fed-decreases-interest-rates-by-50-bps-after-december-2026-meeting', '50+ bps decrease', 'cut50p', { q: 'Fed decreases interest rates by 50+ bps after December 2026 meeting?' }],
      ['fed-decreases-interest-rates-by-25-bps-after-december-2026-meeting', '25 bps decrease', 'cut25', { q: 'Fed decreases interest rates by 25 bps after December 2026 meeting?' }],
      ['no-change-in-fed-interest-rates-after-december-2026-meeting', 'No change', 'hold', { q: 'No change in Fed interest rates after December 2026 meeting?' }],
      ['fed-increases-interest-rates-by-25-bps-after-december-2026-meeting', '25+ bps increase', 'hikeany', { q: 'Fed increases interest rates by 25+ bps after December 2026 meeting?' }],
    ], { src: 'https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm' }), {
      rules: pm('the Federal Reserve changes the upper bound of the target federal funds range by the amount named in this market at its December 2026 meeting (scheduled December 8-9, 2026). Changes are measured against the level in force before the meeting', 'the FOMC statement on federalreserve.gov', 'If no statement is released by January 31, 2027, this market resolves to "No change".') }),
    U('fomc-december-2026', 'FOMC Decision — December 2026', 'economics', close, w([
      ['fomc-dec-2026-cut-50bps-or-more', 'Cut 50+ bps', 'cut50p'],
      ['fomc-dec-2026-cut-25bps', 'Cut 25 bps', 'cut25'],
      ['fomc-dec-2026-hold', 'Hold', 'hold'],
    ], { src: 'https://www.federalreserve.gov' }), { rules: 'Resolves on the change to the federal funds target range announced after the Dec 8-9, 2026 FOMC meeting.' }),
    G('Fed Interest Rate (Upper Bound) after the December 2026 FOMC Meeting', close, [
      ['3.00% or lower', 'cut50p'], ['3.25%', 'cut25'], ['3.50% (unchanged)', 'hold'], ['3.75% or higher', 'hikeany'],
    ], { rules: 'Resolves to the upper bound of the federal funds target range published in the FOMC statement of 9 December 2026. The range in force before the meeting is 3.25%-3.50%.' }),
  ] }, 'threshold');
}

{ // "Cut BY the March 2027 meeting" (any of Dec, Jan, Mar) vs a cut AT the March 17, 2027 meeting: different events.
  // Gamma's "cuts at the March meeting" (any size) is the March event; alpha splits sizes, so it has no equal there.
  const close = z('2027-03-17', '19:00');
  put('central_banks', { name: 'fed-mar-2027-at-vs-by', groups: [['alpha', 'gamma'], ['beta', 'beta_us']], events: [
    A('KXFEDDECISION-27MAR', 'Fed decision in Mar 2027?', 'Economics', close, [
      ['C26', 'Cut >25bps', 'cut50p'], ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hike 0bps', 'hold'], ['H25', 'Hike 25bps', 'hike25'],
    ], { sources: [FED], rules: 'If the Federal Reserve announces the stated change to the upper bound of the federal funds target range at the conclusion of its March 16-17, 2027 meeting, then the market resolves to Yes.' }),
    G1('Will the Fed cut interest rates at the March 2027 FOMC meeting?', close, 'cutany', { rules: 'YES if the FOMC lowers the federal funds target range by any amount in the statement issued on 17 March 2027.' }),
    B('Fed rate cut by March 2027 meeting?', 'Economics', close, [
      ['fed-rate-cut-by-march-2027-meeting', 'Yes', 'cutby', { q: 'Fed rate cut by March 2027 meeting?', src: 'https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm' }],
    ], { rules: pm('the Federal Reserve lowers the target federal funds range at any meeting between November 22, 2026 and the conclusion of its meeting scheduled for March 16-17, 2027, inclusive (including any emergency cut)', 'the Federal Reserve') }),
    U('fed-rate-cut-by-march-2027', 'Fed cuts by the March 2027 meeting?', 'economics', close, [
      ['fed-rate-cut-by-march-2027-meeting-yes', 'Yes', 'cutby', { rules: 'Yes if the FOMC lowers its target range at any meeting through and including the March 16-17, 2027 meeting.' }],
    ]),
  ] }, 'deadline', 'deadline');
}

{ // Number of Fed cuts in 2027 under two counting rules. Alpha and beta_us count meetings with a cut (a 50 bp cut is ONE);
  // beta and gamma count 25 bp units (a 50 bp cut is TWO). A desk would not hedge one with the other: two events.
  const close = z('2027-12-08', '19:00');
  put('central_banks', { name: 'fed-cut-count-2027', groups: [['alpha', 'beta_us'], ['beta', 'gamma']], events: [
    A('KXRATECUTCOUNT-27', 'Number of Fed rate cuts in 2027', 'Economics', close, [
      ['0', '0 cuts', 'm0'], ['1', '1 cut', 'm1'], ['2', '2 cuts', 'm2'], ['3', '3 cuts', 'm3'], ['4', '4 or more cuts', 'm4p'],
    ], { sources: [FED], rules: 'The market resolves to the number of FOMC meetings held in calendar year 2027 (including unscheduled meetings) at which the federal funds target range is lowered. The size of each cut does not matter.' }),
    U('fed-cuts-2027', 'How many times will the Fed cut in 2027?', 'economics', close, w([
      ['fed-cuts-2027-zero', 'Zero', 'm0'], ['fed-cuts-2027-one', 'One', 'm1'], ['fed-cuts-2027-two', 'Two', 'm2'], ['fed-cuts-2027-three-plus', 'Three or more', 'm3p'],
    ], { rules: 'Counts the FOMC decisions in 2027 that lower the target range, whatever their size.' })),
    B('How many Fed rate cuts in 2027?', 'Economics', close, w([
      ['no-fed-rate-cuts-in-2027', '0 (0 bps)', 'u0'], ['1-fed-rate-cut-in-2027', '1 (25 bps)', 'u1'], ['2-fed-rate-cuts-in-2027', '2 (50 bps)', 'u2'],
      ['3-fed-rate-cuts-in-2027', '3 (75 bps)', 'u3'], ['4-fed-rate-cuts-in-2027', '4 (100 bps)', 'u4'], ['5-or-more-fed-rate-cuts-in-2027', '5+ (125+ bps)', 'u5p'],
    ], { src: 'https://www.federalreserve.gov/monetarypolicy/openmarket.htm' }), {
      rules: pm('the total reduction of the upper bound of the federal funds target range across all 2027 decisions, divided by 25 bps, equals the number in this market (a single 50 bps cut counts as 2 cuts; hikes are netted out)', 'the Federal Reserve') }, (l) => `Will ${l.split(' ')[0]} Fed rate cuts happen in 2027?`),
    G('Total Fed Rate Cuts in 2027 (in 25 bp steps)', close, [
      ['0', 'u0'], ['1', 'u1'], ['2', 'u2'], ['3', 'u3'], ['4 or more', 'u4p'],
    ], { rules: 'Counts the cumulative cut to the federal funds upper bound in 2027, net of any hikes, in units of 25 bp; a 50 bp cut counts as two cuts.' }),
  ] }, 'counting', 'counting');
}

{ // Fed upper bound on Dec 31, 2027. Alpha thresholds "Above X%" = gamma "X+0.25% or higher" (25 bp steps). Beta lists
  // exact levels (buckets): same event, but no beta market equals a threshold.
  const close = z('2027-12-31');
  put('central_banks', { name: 'fed-upper-bound-end-2027', events: [
    A('KXFEDRATEEOY-27', 'Fed funds rate at end of 2027', 'Economics', close, [
      ['T2.75', 'Above 2.75%', 'gt275'], ['T3.00', 'Above 3.00%', 'gt300'], ['T3.25', 'Above 3.25%', 'gt325'],
    ], { sources: [FED], rules: 'If the upper bound of the federal funds target range in effect on December 31, 2027 is above the strike, then the market resolves to Yes.' }),
    B('Fed rate at end of 2027?', 'Economics', close, w([
      ['fed-upper-bound-2pt50-or-lower-end-of-2027', '2.50% or lower', 'le250'], ['fed-upper-bound-2pt75-end-of-2027', '2.75%', 'e275'],
      ['fed-upper-bound-3pt00-end-of-2027', '3.00%', 'e300'], ['fed-upper-bound-3pt25-end-of-2027', '3.25%', 'e325'],
      ['fed-upper-bound-3pt50-or-higher-end-of-2027', '3.50% or higher', 'gt325'],
    ], { src: 'https://fred.stlouisfed.org/series/DFEDTARU' }), { rules: pm('the upper limit of the federal funds target range on December 31, 2027 falls in the bracket named by this market', 'FRED series DFEDTARU (Federal Reserve)') }, (l) => `Will the fed funds upper bound be ${l} at the end of 2027?`),
    G('Fed Funds Upper Bound on 31 Dec 2027', close, [
      ['≥ 3.00%', 'gt275'], ['≥ 3.25%', 'gt300'], ['≥ 3.50%', 'gt325'],
    ], { rules: 'Each option resolves YES if the upper bound of the FOMC target range on 31 December 2027 is at or above the level named.' }),
  ] }, 'threshold', 'threshold');
}

{ // ECB, 17 December 2026; deposit facility rate 2.00% going in. Alpha's "Above 1.75%" (no cut) and "Above 2.00%" (any hike):
  // the latter equals beta "25+ bps increase" and gamma "2.25% or higher"; "Above 1.75%" has no equal (it is "hold or hike")
  // and is not gamma's "1.75%". beta_us lists only a single binary "unchanged" = hold (a categorical split into a binary).
  // (The ECB last moved by less than 25 bp in 2014; a desk treats "above 2.00%" and "2.25% or higher" as one contract.)
  const close = z('2026-12-17', '13:15');
  const rules = 'The ECB deposit facility rate is 2.00% before the meeting. Resolves on the rate announced in the monetary policy decision of 17 December 2026.';
  put('central_banks', { name: 'ecb-dec-2026', events: [
    A('KXECBDFR-26DEC17', 'ECB deposit rate after Dec 17, 2026 meeting', 'Economics', close, [
      ['T1.75', 'Above 1.75%', 'gt175'], ['T2.00', 'Above 2.00%', 'hikeany'],
    ], { sources: [ECB], rules: 'If the deposit facility rate announced by the ECB Governing Council on Dec 17, 2026 is above the strike, then the market resolves to Yes.' }),
    B('ECB decision in December?', 'Economics', close, w([
      ['ecb-decreases-rates-by-50-bps-december-2026', '50+ bps decrease', 'cut50p', { q: 'ECB decreases rates by 50+ bps in December 2026?' }],
      ['ecb-decreases-rates-by-25-bps-december-2026', '25 bps decrease', 'cut25', { q: 'ECB decreases rates by 25 bps in December 2026?' }],
      ['ecb-no-change-december-2026', 'No change', 'hold', { q: 'No change in ECB rates in December 2026?' }],
      ['ecb-increases-rates-by-25-bps-december-2026', '25+ bps increase', 'hikeany', { q: 'ECB increases rates by 25+ bps in December 2026?' }],
    ], { src: 'https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html' }), { rules: pm('the European Central Bank changes its deposit facility rate by the amount specified at its December 16-17, 2026 meeting', 'the ECB monetary policy decision') }),
    G('ECB Deposit Facility Rate after the 17 December 2026 Meeting', close, [
      ['1.50% or lower', 'cut50p'], ['1.75%', 'cut25'], ['2.00%', 'hold'], ['2.25% or higher', 'hikeany'],
    ], { rules }),
    U('ecb-holds-rates-december-2026', 'Will the ECB keep rates unchanged on December 17, 2026?', 'economics', close, [['ecb-unchanged-dec-17-2026-yes', 'Yes', 'hold', { rules: 'Yes if the ECB leaves the deposit facility rate at 2.00% on Dec 17, 2026.' }]]),
  ] }, 'threshold');
}

{ // ECB, 4 February 2027: gamma lists LEVELS, but the December 2026 meeting comes first and its outcome is unknown, so a level is
  // not a move: same meeting (one event), no gamma outcome equals a move.
  const close = z('2027-02-04', '13:15');
  put('central_banks', { name: 'ecb-feb-2027', events: [
    A('KXECBRATE-27FEB04', 'ECB rate decision on Feb 4, 2027', 'Economics', close, [
      ['CUT25', 'Cut 25bps', 'cut25'], ['HOLD', 'Hold', 'hold'], ['HIKE25', 'Hike 25bps', 'hike25'],
    ], { sources: [ECB], rules: 'If the ECB changes the deposit facility rate by the stated amount at its meeting concluding on Feb 4, 2027, then the market resolves to Yes. Hold means no change.' }),
    B('ECB decision in February?', 'Economics', close, w([
      ['ecb-25-bps-decrease-february-2027', '25 bps decrease', 'cut25'], ['ecb-no-change-february-2027', 'No change', 'hold'], ['ecb-25-bps-increase-february-2027', '25 bps increase', 'hike25'],
    ], { src: 'https://www.ecb.europa.eu' }), { rules: pm('the ECB changes the deposit facility rate by the stated amount at its February 3-4, 2027 meeting', 'the ECB') }, (l) => `ECB ${l.toLowerCase()} after the February 2027 meeting?`),
    G('ECB Deposit Rate after February 2027 Meeting', close, [
      ['1.75%', 'l175'], ['2.00%', 'l200'], ['2.25%', 'l225'],
    ], { rules: 'Resolves to the deposit facility rate in effect after the Governing Council decision of 4 February 2027.' }),
  ] }, 'level_vs_move', 'level_vs_move', 'level_vs_move');
}

{ // BoE, 17 December 2026 (Bank Rate 3.50%). beta_us "No cut" is the complement of "Cut" (hold OR hike), not "No change".
  // Gamma splits the decision into two binaries: "cuts" (any size) = beta_us "Cut"; "holds at 3.50%" = hold.
  const close = z('2026-12-17', '12:00');
  put('central_banks', { name: 'boe-dec-2026', events: [
    A('KXBOE-26DEC', 'Bank of England decision in Dec 2026', 'Economics', close, [
      ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25'],
    ], { sources: [BOE], rules: 'If the Bank of England Monetary Policy Committee announces the stated change to Bank Rate on Dec 17, 2026, then the market resolves to Yes.' }),
    B('Bank of England decision in December?', 'Economics', close, w([
      ['boe-50-plus-bps-decrease-december-2026', '50+ bps decrease', 'cut50p'], ['boe-25-bps-decrease-december-2026', '25 bps decrease', 'cut25'],
      ['boe-no-change-december-2026', 'No change', 'hold'], ['boe-25-plus-bps-increase-december-2026', '25+ bps increase', 'hikeany'],
    ], { src: 'https://www.bankofengland.co.uk/monetary-policy-summary-and-minutes' }), { rules: pm('the Bank of England changes Bank Rate by the specified amount at the MPC announcement of December 17, 2026', 'the Bank of England') }, (l) => `Bank of England ${l.toLowerCase()} in December 2026?`),
    U('boe-december-2026', 'BoE rate decision Dec 2026', 'economics', close, w([
      ['boe-dec-2026-cut', 'Cut', 'cutany'], ['boe-dec-2026-no-cut', 'No cut', 'nocut'],
    ], { rules: 'Cut resolves Yes if Bank Rate is lowered by any amount on Dec 17, 2026; No cut resolves Yes otherwise.' })),
    G1('Bank of England cuts Bank Rate in December 2026?', close, 'cutany', { rules: 'YES if the MPC reduces Bank Rate from 3.50% by any amount on 17 Dec 2026.' }),
    G1('BoE holds Bank Rate at 3.50% in December 2026?', close, 'hold', { rules: 'YES if Bank Rate remains at 3.50% after the MPC announcement on 17 Dec 2026.' }),
  ] }, 'inverted', 'threshold');
}

{ // BoE, 4 February 2027: plain match across three venues with different wording.
  const close = z('2027-02-04', '12:00');
  put('central_banks', { name: 'boe-feb-2027', events: [
    A('KXBOE-27FEB', 'Bank of England decision in Feb 2027', 'Economics', close, [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25']], { rules: 'If the Bank of England MPC announces the stated change to Bank Rate on Feb 4, 2027, then the market resolves to Yes.', sources: [BOE] }),
    B('Bank of England decision in February?', 'Economics', close, w([
      ['boe-25-bps-decrease-february-2027', '25 bps decrease', 'cut25'], ['boe-no-change-february-2027', 'No change', 'hold'], ['boe-25-bps-increase-february-2027', '25 bps increase', 'hike25'],
    ], { src: 'https://www.bankofengland.co.uk' }), { rules: pm('the Bank of England changes Bank Rate by the specified amount at its February 4, 2027 announcement', 'the Bank of England') }, (l) => `Bank of England ${l.toLowerCase()} in February 2027?`),
    U('boe-february-2027', 'Bank of England — Feb 4, 2027', 'economics', close, [
      ['boe-feb-2027-cut-25', 'Cut 25 bps', 'cut25'], ['boe-feb-2027-unchanged', 'Unchanged', 'hold'],
    ], { rules: 'Resolves on the Bank Rate decision announced by the Bank of England on Feb 4, 2027.' }),
  ] });
}

{ // BoJ, 17-18 December 2026 (policy rate 1.00%). Beta "Increase" is any hike; gamma levels map to moves (rules state 1.00%).
  const close = z('2026-12-18', '03:00');
  put('central_banks', { name: 'boj-dec-2026', events: [
    A('KXBOJ-26DEC', 'BoJ decision in Dec 2026', 'Economics', close, [['H25', 'Hike 25bps', 'hike25'], ['H0', 'Hold', 'hold']], { sources: [BOJ], rules: 'If the Bank of Japan announces the stated change to its short-term policy interest rate at the Dec 17-18, 2026 Monetary Policy Meeting, then the market resolves to Yes.' }),
    B('Bank of Japan decision in December?', 'Economics', close, w([
      ['bank-of-japan-increases-rates-december-2026', 'Increase', 'hikeany'], ['bank-of-japan-no-change-december-2026', 'No change', 'hold'], ['bank-of-japan-decreases-rates-december-2026', 'Decrease', 'cutany'],
    ], { src: 'https://www.boj.or.jp/en/mopo/mpmdeci/index.htm' }), { rules: pm('the Bank of Japan changes the uncollateralized overnight call rate target in the direction named at its December 2026 Monetary Policy Meeting', 'the Bank of Japan') }, (l) => `Bank of Japan rate ${l.toLowerCase()} in December 2026?`),
    G('BOJ Policy Rate after the December 2026 MPM', close, [
      ['1.00% (unchanged)', 'hold'], ['1.25%', 'hike25'], ['1.50% or higher', 'hike50p'],
    ], { rules: 'The policy rate is 1.00% before the meeting. Resolves to the rate announced on 18 December 2026.' }),
  ] }, 'threshold');
}

{ // Bank of Korea vs Bank of Japan, January 2027: "BoK" and "BoJ" look alike and meet the same week. Separate events.
  put('central_banks', { name: 'bok-jan-2027', events: [
    A('KXBOK-27JAN', 'Bank of Korea rate decision in Jan 2027', 'Economics', z('2027-01-14', '01:00'), [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold']], { rules: 'If the Bank of Korea\'s Monetary Policy Board announces the stated change to the Base Rate on Jan 14, 2027, then the market resolves to Yes.', sources: [BOK] }),
    B('Bank of Korea decision in January?', 'Economics', z('2027-01-14', '01:00'), w([
      ['bank-of-korea-cuts-rates-january-2027', '25 bps decrease', 'cut25'], ['bank-of-korea-holds-rates-january-2027', 'No change', 'hold'],
    ], { src: 'https://www.bok.or.kr/eng' }), { rules: pm('the Bank of Korea Monetary Policy Board changes the Base Rate as specified on January 14, 2027', 'the Bank of Korea') }, (l) => `Bank of Korea ${l.toLowerCase()} in January 2027?`),
  ] });
  put('central_banks', { name: 'boj-jan-2027', events: [
    G('BOJ Rate Decision — January 2027', z('2027-01-22', '03:00'), [['Hike', 'hike'], ['Hold', 'hold']], { rules: 'Resolves on the Bank of Japan decision at the Monetary Policy Meeting ending 22 January 2027.' }),
  ] }, 'office_place');
}

{ // BoC, 9 December 2026 (2.25%): alpha strikes on the level vs gamma move categories; rules state the current level.
  const close = z('2026-12-09', '14:45');
  put('central_banks', { name: 'boc-dec-2026', events: [
    A('KXBOC-26DEC', 'Bank of Canada rate on Dec 9, 2026', 'Economics', close, [['T2.00', 'Above 2.00%', 'gt200'], ['T2.25', 'Above 2.25%', 'hike']], {
      sources: [BOC], rules: 'If the target for the overnight rate announced by the Bank of Canada on Dec 9, 2026 is above the strike, then the market resolves to Yes. The current target is 2.25%.' }),
    G('Bank of Canada Decision (9 Dec 2026)', close, [['Cut', 'cut'], ['Hold', 'hold'], ['Hike', 'hike']], { rules: 'Resolves on the direction of the change to the overnight rate target (2.25% before the decision).' }),
  ] }, 'inverted');
}

{ // RBA, 8 December 2026 (3.35%).
  const close = z('2026-12-08', '03:30');
  put('central_banks', { name: 'rba-dec-2026', events: [
    A('KXRBA-26DEC', 'RBA decision in Dec 2026', 'Economics', close, [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25']], { rules: 'If the Reserve Bank of Australia announces the stated change to the cash rate target at its Dec 7-8, 2026 meeting, then the market resolves to Yes.', sources: [RBA] }),
    B('Reserve Bank of Australia decision in December?', 'Economics', close, w([
      ['rba-cuts-cash-rate-december-2026', '25 bps decrease', 'cut25'], ['rba-no-change-december-2026', 'No change', 'hold'], ['rba-raises-cash-rate-december-2026', '25 bps increase', 'hike25'],
    ], { src: 'https://www.rba.gov.au/media-releases/' }), { rules: pm('the RBA changes the cash rate target as specified at its December 7-8, 2026 meeting', 'the Reserve Bank of Australia') }, (l) => `RBA ${l.toLowerCase()} in December 2026?`),
  ] });
}

{ // RBA (2 Feb 2027) and RBNZ (17 Feb 2027): two antipodean banks, February 2027, near-identical titles.
  put('central_banks', { name: 'rba-feb-2027', events: [
    A('KXRBA-27FEB', 'RBA decision in Feb 2027', 'Economics', z('2027-02-02', '03:30'), [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold']], { rules: 'If the Reserve Bank of Australia announces the stated change to the cash rate target at its Feb 1-2, 2027 meeting, then the market resolves to Yes.', sources: [RBA] }),
    G('Reserve Bank of Australia Cash Rate Decision — February 2027', z('2027-02-02', '03:30'), [['Cut 25bp', 'cut25'], ['No change', 'hold'], ['Hike 25bp', 'hike25']], { rules: 'Resolves on the change to the cash rate target announced by the RBA on 2 February 2027.' }),
  ] });
  put('central_banks', { name: 'rbnz-feb-2027', events: [
    B('Reserve Bank of New Zealand decision in February?', 'Economics', z('2027-02-17', '01:00'), w([
      ['rbnz-cuts-ocr-february-2027', '25 bps decrease', 'cut25'], ['rbnz-holds-ocr-february-2027', 'No change', 'hold'],
    ], { src: 'https://www.rbnz.govt.nz/monetary-policy' }), { rules: pm('the Reserve Bank of New Zealand changes the Official Cash Rate as specified on February 17, 2027', 'the RBNZ') }, (l) => `RBNZ ${l.toLowerCase()} in February 2027?`),
    G('Reserve Bank of New Zealand OCR Decision — February 2027', z('2027-02-17', '01:00'), [['Cut 25bp', 'cut25'], ['No change', 'hold']], { rules: 'Resolves on the Official Cash Rate decision published by the Reserve Bank of New Zealand on 17 February 2027.' }),
  ] }, 'office_place', 'office_place');
}

{ // SNB, 10 December 2026 (0.00%): "below zero" vs gamma's "stays at or above 0%" (its complement, inverted).
  const close = z('2026-12-10', '08:30');
  put('central_banks', { name: 'snb-dec-2026', events: [
    A('KXSNB-26DEC', 'SNB decision in Dec 2026', 'Economics', close, [['NEG', 'Cut below 0%', 'neg'], ['HOLD', 'Hold at 0%', 'hold'], ['HIKE', 'Hike', 'hike']], { rules: 'If the Swiss National Bank sets its policy rate as stated at its monetary policy assessment of Dec 10, 2026 (0.00% before the assessment), then the market resolves to Yes.', sources: [SNB] }),
    B('Will the SNB cut rates below zero in December?', 'Economics', close, [
      ['snb-negative-rates-december-2026', 'Yes', 'neg', { src: 'https://www.snb.ch', q: 'Will the SNB cut rates below zero in December?' }],
    ], { rules: pm('the Swiss National Bank sets its policy rate below 0% at its monetary policy assessment of December 10, 2026', 'the SNB press release') }),
    G1('SNB policy rate stays at or above 0% after the December 2026 assessment?', close, 'nonneg', { rules: 'YES if the SNB policy rate announced on 10 Dec 2026 is 0.00% or higher.' }),
  ] }, 'inverted');
}

{ // Copom, 27 January 2027 (Selic 14.25%): alpha and beta coincide except beta's "75+ bps cut".
  const close = z('2027-01-27', '22:00');
  put('central_banks', { name: 'copom-jan-2027', events: [
    A('KXCOPOM-27JAN', 'Brazil Selic decision in Jan 2027', 'Economics', close, [['C50', 'Cut 50bps', 'cut50'], ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold']], {
      sources: [BCB], rules: 'If the Central Bank of Brazil\'s Copom changes the Selic target rate (14.25% before the meeting) by the stated amount on Jan 27, 2027, then the market resolves to Yes.' }),
    B('Brazil Selic rate decision in January?', 'Economics', close, w([
      ['copom-cuts-selic-75-bps-or-more-january-2027', '75+ bps cut', 'cut75p'], ['copom-cuts-selic-50-bps-january-2027', '50 bps cut', 'cut50'],
      ['copom-cuts-selic-25-bps-january-2027', '25 bps cut', 'cut25'], ['copom-holds-selic-january-2027', 'No change', 'hold'],
    ], { src: 'https://www.bcb.gov.br/en/monetarypolicy/copomstatements' }), { rules: pm('the Copom changes the Selic rate by the stated amount at the meeting ending January 27, 2027', 'the Banco Central do Brasil') }, (l) => `Copom: ${l} to the Selic in January 2027?`),
  ] });
}

put('central_banks', { name: 'rbi-feb-2027', events: [ // one venue only
  B('RBI repo rate decision in February?', 'Economics', z('2027-02-05', '05:00'), [
    ['rbi-cuts-repo-rate-february-2027', '25 bps cut', 'cut25'], ['rbi-keeps-repo-rate-unchanged-february-2027', 'Unchanged', 'hold'],
  ], { rules: pm('the Reserve Bank of India Monetary Policy Committee changes the policy repo rate as specified on February 5, 2027', 'the RBI') }, (l) => `RBI repo rate: ${l.toLowerCase()} in February 2027?`),
] });
put('central_banks', { name: 'banxico-feb-2027', events: [ // one venue only
  G('Banxico Interest Rate Decision — 11 Feb 2027', z('2027-02-11', '20:00'), [['Cut 25bp', 'cut25'], ['Hold', 'hold']], { rules: 'Resolves on the overnight interbank interest rate target announced by Banco de México.' }),
] });

// ───────────────────────────── ECONOMICS ─────────────────────────────

{ // US CPI YoY, November 2026 (BLS, 10 Dec 2026). Alpha "Above 3.0%" = beta "3.1% or higher"; alpha "Above 2.7%" is the
  // complement of beta "2.7% or lower" (inverted). beta_us lists CORE CPI: a different measure, its own event.
  const close = z('2026-12-10', '13:30');
  put('economics', { name: 'us-cpi-nov-2026', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXCPIYOY-26NOV', 'CPI year-over-year in Nov 2026', 'Economics', close, [
      ['T2.7', 'Above 2.7%', 'gt27'], ['T2.9', 'Above 2.9%', 'gt29'], ['T3.0', 'Above 3.0%', 'gt30'],
    ], { sources: [BLS_CPI], rules: 'If the year-over-year change in CPI-U (all items, not seasonally adjusted) for November 2026, as first released by the BLS, is above the strike, then the market resolves to Yes.' }),
    B('US inflation (CPI YoY) in November 2026?', 'Economics', close, w([
      ['us-cpi-yoy-november-2026-2pt7-or-lower', '2.7% or lower', 'le27'], ['us-cpi-yoy-november-2026-2pt8', '2.8%', 'e28'],
      ['us-cpi-yoy-november-2026-2pt9', '2.9%', 'e29'], ['us-cpi-yoy-november-2026-3pt0', '3.0%', 'e30'], ['us-cpi-yoy-november-2026-3pt1-or-higher', '3.1% or higher', 'gt30'],
    ], { src: 'https://www.bls.gov/cpi/' }), { rules: pm('the annual (12-month, NSA) change in the US Consumer Price Index for November 2026, rounded to one decimal as published, falls in the bracket named', 'the BLS CPI release of December 10, 2026') }, (l) => `Will US annual inflation be ${l} in November 2026?`),
    G1('US CPI YoY (Nov 2026) above 2.9%?', close, 'gt29', { rules: 'YES if the BLS-reported headline CPI 12-month change for November 2026 is greater than 2.9%.' }),
    U('us-core-cpi-nov-2026', 'US Core CPI YoY — November 2026', 'economics', close, w([
      ['us-core-cpi-yoy-nov-2026-above-3pt0', 'Above 3.0%', 'cgt30'], ['us-core-cpi-yoy-nov-2026-above-3pt2', 'Above 3.2%', 'cgt32'],
    ], { src: 'https://www.bls.gov/cpi/', rules: 'Resolves on CPI-U less food and energy, 12-month change, November 2026.' })),
  ] }, 'measure', 'inverted', 'threshold');
}

{ // Nonfarm payrolls, November 2026 (4 Dec 2026). Beta "150k+" (≥150k) ≠ alpha "Above 150,000" (>150k; differ on a 150k
  // print); gamma "> 100K" = alpha "Above 100,000". ADP private payrolls are a different statistic: separate case.
  const close = z('2026-12-04', '13:30');
  put('economics', { name: 'us-payrolls-nov-2026', events: [
    A('KXPAYROLLS-26NOV', 'Jobs numbers in Nov 2026', 'Economics', close, [
      ['T0', 'Above 0', 'gt0'], ['T50000', 'Above 50,000', 'gt50'], ['T100000', 'Above 100,000', 'gt100'], ['T150000', 'Above 150,000', 'gt150'],
    ], { sources: [BLS_EMP], rules: 'If the change in total nonfarm payroll employment for November 2026, as first reported in the Employment Situation release, is above the strike, then the market resolves to Yes.' }),
    B('How many jobs added in November?', 'Economics', close, w([
      ['november-2026-jobs-below-0', 'Below 0', 'lt0'], ['november-2026-jobs-0-49k', '0–49k', 'b0'], ['november-2026-jobs-50-99k', '50k–99k', 'b50'],
      ['november-2026-jobs-100-149k', '100k–149k', 'b100'], ['november-2026-jobs-150k-or-more', '150k+', 'ge150'],
    ], { src: 'https://www.bls.gov/news.release/empsit.nr0.htm' }), { rules: pm('the initial nonfarm payrolls figure for November 2026 published by the BLS on December 4, 2026 falls in the range named (in thousands)', 'the BLS Employment Situation report') }, (l) => (l === 'Below 0' ? 'Will US payrolls decline in November 2026?' : `Will the US add ${l} jobs in November 2026?`)),
    G('US Nonfarm Payrolls — November 2026', close, [['≤ 100K', 'le100'], ['> 100K', 'gt100']], { rules: 'Resolves on the headline nonfarm payroll change (first print) in the BLS Employment Situation for November 2026.' }),
  ] }, 'threshold', 'inverted');
}

put('economics', { name: 'adp-nov-2026', events: [ // ADP National Employment Report: private payrolls, not the BLS count.
  G1('ADP private payrolls November 2026 above 50K?', z('2026-12-02', '13:15'), 'adp50', { rules: 'YES if the ADP National Employment Report published 2 December 2026 shows private employment growth above 50,000.' }),
] }, 'measure');

{ // US unemployment rate, November 2026. Alpha "Above 4.6%" = beta "4.7% or higher"; beta_us "Above 4.5%" = alpha "Above 4.5%".
  const close = z('2026-12-04', '13:30');
  put('economics', { name: 'us-unemployment-nov-2026', events: [
    A('KXU3-26NOV', 'Unemployment rate in Nov 2026', 'Economics', close, [['T4.4', 'Above 4.4%', 'gt44'], ['T4.5', 'Above 4.5%', 'gt45'], ['T4.6', 'Above 4.6%', 'gt46']], { rules: 'If the U-3 unemployment rate for November 2026, as first reported by the BLS, is above the strike, then the market resolves to Yes.', sources: [BLS_CPS] }),
    B('US unemployment rate in November?', 'Economics', close, w([
      ['us-unemployment-nov-2026-4pt3-or-lower', '4.3% or lower', 'le43'], ['us-unemployment-nov-2026-4pt4', '4.4%', 'e44'], ['us-unemployment-nov-2026-4pt5', '4.5%', 'e45'],
      ['us-unemployment-nov-2026-4pt6', '4.6%', 'e46'], ['us-unemployment-nov-2026-4pt7-or-higher', '4.7% or higher', 'gt46'],
    ], { src: 'https://www.bls.gov/news.release/empsit.nr0.htm' }), { rules: pm('the U-3 unemployment rate for November 2026 reported by the BLS is in the named bracket', 'the BLS') }, (l) => `Will the US unemployment rate be ${l} in November 2026?`),
    U('us-unemployment-november-2026', 'U.S. unemployment rate (Nov 2026)', 'economics', close, [['unemployment-nov-2026-above-4-5', 'Above 4.5%', 'gt45']], { rules: 'Resolves on the U-3 unemployment rate for November 2026 in the BLS Employment Situation report.' }),
  ] });
}

{ // Canada's Labour Force Survey comes out the same morning as the US report: a near-identical title, a different country.
  const close = z('2026-12-04', '13:30');
  put('economics', { name: 'ca-unemployment-nov-2026', events: [
    B('Canada unemployment rate in November?', 'Economics', close, w([
      ['canada-unemployment-nov-2026-6pt9-or-lower', '6.9% or lower', 'le69'], ['canada-unemployment-nov-2026-7pt0', '7.0%', 'e70'], ['canada-unemployment-nov-2026-7pt1-or-higher', '7.1% or higher', 'ge71'],
    ], { src: 'https://www150.statcan.gc.ca/n1/dai-quo/index-eng.htm' }), { rules: pm('the seasonally adjusted unemployment rate for November 2026 in Statistics Canada\'s Labour Force Survey is in the named bracket', 'Statistics Canada') }, (l) => `Will Canada's unemployment rate be ${l} in November 2026?`),
    G('Canada Unemployment Rate (Nov 2026)', close, [['≤ 6.9%', 'le69'], ['7.0%', 'e70'], ['≥ 7.1%', 'ge71']], { rules: `Statistics Canada Labour Force Survey, released 4 Dec 2026. Source: ${STATCAN.split(' ').at(-1)!}` }),
  ] }, 'office_place', 'office_place');
}

{ // US Q4 2026 GDP: advance (28 Jan 2027) vs second estimate (25 Feb 2027). Alpha "Above 2.9%" = beta "3.0% or more".
  put('economics', { name: 'us-gdp-q4-2026', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGDP-27JAN28', 'GDP growth in Q4 2026', 'Economics', z('2027-01-28', '13:30'), [['T1.0', 'Above 1.0%', 'gt10'], ['T2.0', 'Above 2.0%', 'gt20'], ['T2.9', 'Above 2.9%', 'gt29']], {
      sources: [BEA], rules: 'If the advance estimate of real GDP growth (seasonally adjusted annual rate) for Q4 2026 released by the BEA is above the strike, then the market resolves to Yes.' }),
    B('US GDP growth in Q4 2026?', 'Economics', z('2027-01-28', '13:30'), w([
      ['us-q4-2026-gdp-less-than-1pt0', 'Less than 1.0%', 'lt10'], ['us-q4-2026-gdp-1pt0-1pt9', '1.0–1.9%', 'b10'], ['us-q4-2026-gdp-2pt0-2pt9', '2.0–2.9%', 'b20'], ['us-q4-2026-gdp-3pt0-or-more', '3.0% or more', 'gt29'],
    ], { src: 'https://www.bea.gov/data/gdp/gross-domestic-product' }), { rules: pm('the BEA advance estimate of annualized real GDP growth for Q4 2026 is in the named bracket', 'the BEA advance release') }, (l) => `US GDP growth in Q4 2026: ${l}?`),
    G1('US Q4 2026 GDP (second estimate) above 2.0%?', z('2027-02-25', '13:30'), 'g2gt20', { rules: 'YES if the BEA second estimate of Q4 2026 real GDP growth (SAAR), released 25 Feb 2027, exceeds 2.0%.' }),
  ] }, 'estimate');
}

{ // Euro area HICP December 2026: flash (7 Jan 2027) vs final (20 Jan 2027). Alpha "Above 1.9%" = beta "2.0% or higher".
  put('economics', { name: 'ez-hicp-dec-2026', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEZCPI-26DEC', 'Euro area inflation flash estimate, Dec 2026', 'Economics', z('2027-01-07', '10:00'), [['T1.9', 'Above 1.9%', 'gt19'], ['T2.1', 'Above 2.1%', 'gt21']], {
      sources: [EUROSTAT], rules: 'If the flash estimate of euro area annual HICP inflation for December 2026 published by Eurostat is above the strike, then the market resolves to Yes.' }),
    B('Eurozone inflation (HICP flash) December 2026?', 'Economics', z('2027-01-07', '10:00'), w([
      ['eurozone-hicp-flash-december-2026-2pt0-or-higher', '2.0% or higher', 'gt19'], ['eurozone-hicp-flash-december-2026-2pt2-or-higher', '2.2% or higher', 'gt21'],
    ], { src: 'https://ec.europa.eu/eurostat/web/euro-indicators' }), { rules: pm('Eurostat\'s flash estimate of euro area annual inflation for December 2026 is at or above the stated level', 'Eurostat') }, (l) => `Eurozone flash inflation ${l} in December 2026?`),
    G('Euro Area Annual Inflation, December 2026 — Final HICP', z('2027-01-20', '10:00'), [['≤ 1.9%', 'fle19'], ['2.0%', 'fe20'], ['2.1%', 'fe21'], ['≥ 2.2%', 'fgt21']], {
      rules: 'Resolves on the final HICP annual rate for the euro area, December 2026, published by Eurostat on 20 January 2027 (not the flash estimate).' }),
  ] }, 'estimate');
}

{ // Germany December 2026 preliminary: national CPI (VPI) vs HICP, both in the Destatis release of 6 Jan 2027. Different measures.
  const close = z('2027-01-06', '13:00');
  put('economics', { name: 'de-cpi-dec-2026', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXDECPI-26DEC', 'Germany CPI in Dec 2026', 'Economics', close, [['T2.0', 'Above 2.0%', 'gt20'], ['T2.3', 'Above 2.3%', 'gt23']], { sources: [DESTATIS], rules: 'If the preliminary year-on-year change in the German consumer price index (CPI, VPI) for December 2026 published by Destatis is above the strike, then the market resolves to Yes.' }),
    G1('Germany CPI YoY December 2026 (Destatis preliminary) above 2.3%?', close, 'gt23', { rules: 'YES if the preliminary German CPI (Verbraucherpreisindex) inflation rate for December 2026 is above 2.3%.' }),
    B('Germany inflation December 2026?', 'Economics', close, w([
      ['germany-hicp-december-2026-above-2pt0', 'Above 2.0%', 'hgt20'], ['germany-hicp-december-2026-above-2pt3', 'Above 2.3%', 'hgt23'],
    ], { src: 'https://www.destatis.de' }), { rules: pm('the preliminary annual rate of the HARMONISED index of consumer prices (HICP) for Germany for December 2026 is above the stated level', 'Destatis') }, (l) => `Germany HICP inflation ${l.toLowerCase()} in December 2026?`),
  ] }, 'measure');
}

{ // UK CPI January 2027 (ONS, 17 Feb 2027). Alpha "Above 3.2%" = beta "3.3% or higher"; gamma "Below 3.0%" = beta "2.9% or lower".
  // beta_us lists CPIH: a different index.
  const close = z('2027-02-17', '07:00');
  put('economics', { name: 'uk-cpi-jan-2027', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXUKCPI-27JAN', 'UK CPI inflation in Jan 2027', 'Economics', close, [['T3.0', 'Above 3.0%', 'gt30'], ['T3.2', 'Above 3.2%', 'gt32']], { rules: 'If the CPI 12-month rate for January 2027 published by the Office for National Statistics is above the strike, then the market resolves to Yes.', sources: [ONS_CPI] }),
    B('UK inflation January 2027?', 'Economics', close, w([
      ['uk-cpi-january-2027-2pt9-or-lower', '2.9% or lower', 'le29'], ['uk-cpi-january-2027-3pt0', '3.0%', 'e30'], ['uk-cpi-january-2027-3pt1', '3.1%', 'e31'],
      ['uk-cpi-january-2027-3pt2', '3.2%', 'e32'], ['uk-cpi-january-2027-3pt3-or-higher', '3.3% or higher', 'gt32'],
    ], { src: 'https://www.ons.gov.uk/economy/inflationandpriceindices' }), { rules: pm('the 12-month CPI inflation rate for January 2027 published by the ONS is in the stated bracket', 'the ONS') }, (l) => `Will UK CPI inflation be ${l} in January 2027?`),
    G('UK CPI (ONS) — January 2027', close, [['Below 3.0%', 'le29'], ['Above 3.0%', 'gt30']], { rules: 'Resolves on the CPI annual rate for January 2027 in the ONS release. 3.0% exactly resolves neither option.' }),
    U('uk-cpih-january-2027', 'UK CPIH — January 2027', 'economics', close, [['uk-cpih-jan-2027-above-3pt2', 'Above 3.2%', 'hgt32', { rules: 'CPIH (including owner occupiers\' housing costs) 12-month rate.' }]]),
  ] }, 'measure', 'threshold');
}

{ // UK Q4 2026 GDP first quarterly estimate vs December 2026 monthly GDP: same ONS morning (11 Feb 2027), different periods.
  const close = z('2027-02-11', '07:00');
  put('economics', { name: 'uk-gdp-q4-2026', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXUKGDP-26Q4', 'UK GDP growth in Q4 2026', 'Economics', close, [['T0.0', 'Above 0.0%', 'gt00'], ['T0.2', 'Above 0.2%', 'gt02']], { sources: [ONS_GDP], rules: 'If the first quarterly estimate of UK real GDP growth (quarter-on-quarter) for Q4 2026 is above the strike, then the market resolves to Yes.' }),
    G1('UK GDP Q4 2026 q/q (first estimate) above 0.2%?', close, 'gt02', { rules: 'YES if the ONS first quarterly estimate of UK real GDP growth for Q4 2026 (quarter on quarter), published 11 February 2027, is above 0.2%.' }),
    B('UK GDP growth in December 2026?', 'Economics', close, w([
      ['uk-gdp-december-2026-negative', 'Negative', 'mneg'], ['uk-gdp-december-2026-0pt0-0pt1', '0.0% to 0.1%', 'm0'], ['uk-gdp-december-2026-0pt2-or-more', '0.2% or more', 'm2'],
    ], { src: 'https://www.ons.gov.uk/economy/grossdomesticproductgdp' }), { rules: pm('the ONS monthly GDP estimate for December 2026 (month-on-month) is in the bracket named', 'the ONS GDP monthly estimate') }, (l) => `UK monthly GDP growth ${l.toLowerCase()} in December 2026?`),
  ] }, 'period');
}

{ // Japan Q4 2026 GDP: preliminary (15 Feb 2027) vs revised (8 Mar 2027), both annualized.
  put('economics', { name: 'jp-gdp-q4-2026', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXJPGDP-26Q4', 'Japan GDP Q4 2026 (preliminary)', 'Economics', z('2027-02-15', '00:00'), [['T0.0', 'Above 0.0%', 'gt0'], ['T1.0', 'Above 1.0%', 'gt1']], { sources: [ESRI], rules: 'If the first preliminary estimate of Japan\'s real GDP growth for Q4 2026, seasonally adjusted annualized rate, is above the strike, then the market resolves to Yes.' }),
    G('Japan Q4 2026 GDP Preliminary Estimate (annualized)', z('2027-02-15', '00:00'), [['Negative', 'le0'], ['Positive', 'gt0']], { rules: 'Positive: the annualized q/q real GDP growth in the Cabinet Office 1st preliminary estimate is above 0.0%.' }),
    B('Japan GDP Q4 2026 revised estimate?', 'Economics', z('2027-03-08', '00:00'), [['japan-q4-2026-gdp-revised-positive', 'Positive', 'rgt0'], ['japan-q4-2026-gdp-revised-negative', 'Negative', 'rle0']], {
      rules: pm('the Cabinet Office second preliminary (revised) estimate of Q4 2026 real GDP, annualized, shows growth above 0.0%', 'the Cabinet Office ESRI') }, (l) => `Japan Q4 2026 GDP revised estimate ${l.toLowerCase()}?`),
  ] }, 'estimate', 'inverted');
}

{ // Canada CPI January 2027 (16 Feb 2027): gamma "≤ 2.0%" is the complement of alpha "Above 2.0%"; gamma "≥ 2.5%" = alpha "Above 2.4%".
  const close = z('2027-02-16', '13:30');
  put('economics', { name: 'ca-cpi-jan-2027', events: [
    A('KXCACPI-27JAN', 'Canada CPI year-over-year in Jan 2027', 'Economics', close, [['T2.0', 'Above 2.0%', 'gt20'], ['T2.4', 'Above 2.4%', 'gt24']], { rules: 'If the 12-month change in the Consumer Price Index for January 2027 published by Statistics Canada is above the strike, then the market resolves to Yes.', sources: [STATCAN] }),
    G('Canada CPI January 2027 (y/y)', close, [['≤ 2.0%', 'le20'], ['2.1% – 2.4%', 'b21'], ['≥ 2.5%', 'gt24']], { rules: 'Statistics Canada headline CPI, 12-month change, not seasonally adjusted.' }),
  ] }, 'inverted');
}

{ // China full-year 2026 GDP (NBS, 18 Jan 2027). "Above 5.0%" ≠ "5.0% or higher" — the difference is exactly the likeliest print.
  const close = z('2027-01-18', '02:00');
  put('economics', { name: 'cn-gdp-2026', events: [
    A('KXCNGDP-26', 'China GDP growth in 2026', 'Economics', close, [['T4.5', 'Above 4.5%', 'gt45'], ['T5.0', 'Above 5.0%', 'gt50']], { rules: 'If China\'s real GDP growth for 2026, as first announced by the National Bureau of Statistics, is above the strike, then the market resolves to Yes.', sources: [NBS] }),
    B('China 2026 GDP growth?', 'Economics', close, w([
      ['china-2026-gdp-growth-below-4pt5', 'Below 4.5%', 'lt45'], ['china-2026-gdp-growth-4pt5-4pt9', '4.5%–4.9%', 'b45'], ['china-2026-gdp-growth-5pt0-or-higher', '5.0% or higher', 'ge50'],
    ], { src: 'https://www.stats.gov.cn/english/' }), { rules: pm('China\'s real GDP growth for 2026 as first announced by the National Bureau of Statistics is in the named bracket', 'the NBS') }, (l) => `Will China's 2026 GDP growth be ${l.toLowerCase()}?`),
    G1('China full-year 2026 GDP growth at least 5.0%?', close, 'ge50', { rules: 'YES if the National Bureau of Statistics of China reports 2026 real GDP growth of 5.0% or more in its first annual release.' }),
  ] }, 'threshold', 'inverted');
}

{ // Japan core CPI December 2026: national (22 Jan 2027) vs Tokyo (25 Dec 2026). Different place and release.
  put('economics', { name: 'jp-core-cpi-dec-2026', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXJPCPI-26DEC', 'Japan core CPI in Dec 2026', 'Economics', z('2027-01-22', '00:00'), [['T2.0', 'Above 2.0%', 'gt20'], ['T2.5', 'Above 2.5%', 'gt25']], { sources: [STATJP], rules: 'Nationwide CPI excluding fresh food, year-on-year, December 2026.' }),
    B('Japan national core CPI December 2026?', 'Economics', z('2027-01-22', '00:00'), [['japan-core-cpi-dec-2026-above-2pt5', 'Above 2.5%', 'gt25', { q: 'Japan national core CPI above 2.5% in December 2026?' }]], {
      rules: pm('Japan\'s nationwide CPI excluding fresh food rises more than 2.5% year-on-year for December 2026', 'the Statistics Bureau of Japan') }),
    G('Tokyo Core CPI — December 2026', z('2026-12-25', '00:00'), [['Above 2.5%', 'tgt25'], ['2.5% or below', 'tle25']], { rules: 'Ku-area of Tokyo CPI excluding fresh food, y/y, preliminary December 2026.' }),
  ] }, 'office_place');
}

{ // US recession 2027: alpha and beta use NBER OR two negative advance-estimate quarters; gamma only two negative quarters.
  // A desk prices these differently (NBER may date a recession without two negative quarters): different events.
  put('economics', { name: 'us-recession-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXRECSSNBER-27', 'US recession in 2027?', 'Economics', z('2028-04-30'), [['YES', 'Recession in 2027', 'rec']], {
      sources: [BEA, 'NBER https://www.nber.org/research/business-cycle-dating'], rules: 'If the NBER announces a business-cycle peak in 2027, or the BEA advance estimates show two consecutive quarters of negative real GDP growth within 2027, then the market resolves to Yes.' }),
    B('US recession in 2027?', 'Economics', z('2028-04-30'), [['us-recession-in-2027', 'Yes', 'rec', { src: 'https://www.nber.org' }]], {
      rules: pm('either the NBER announces a recession beginning in 2027 or two consecutive quarters of negative real GDP growth in 2027 are reported in BEA advance estimates, by April 30, 2028', 'NBER and BEA') }),
    G1('US Recession 2027 (two consecutive negative GDP quarters)?', z('2028-01-31'), 'twoq', { rules: 'YES only if BEA advance estimates show two consecutive quarters of negative real GDP growth within 2027. NBER announcements are not considered.' }),
  ] }, 'condition');
}

put('economics', { name: 'br-ipca-2026', events: [ // one venue
  B('Brazil 2026 inflation (IPCA) above 4.5%?', 'Economics', z('2027-01-12', '12:00'), [['brazil-ipca-2026-above-4pt5', 'Yes', 'gt45', { src: 'https://www.ibge.gov.br' }]], { rules: pm('the IBGE reports 12-month IPCA inflation for December 2026 above 4.5%', 'IBGE') }),
] });
put('economics', { name: 'in-gdp-q3fy27', events: [ // one venue
  G1('India GDP Growth Q3 FY2026-27 above 7.0%?', z('2027-02-26', '12:00'), 'gt70', { rules: 'Resolves on the MoSPI estimate of real GDP growth (y/y) for October-December 2026.' }),
] });
put('economics', { name: 'au-unemployment-dec-2026', events: [ // one venue
  A('KXAUUNEMP-26DEC', 'Australia unemployment rate in Dec 2026', 'Economics', z('2027-01-21', '00:30'), [['T4.3', 'Above 4.3%', 'gt43'], ['T4.5', 'Above 4.5%', 'gt45']], { rules: 'If the seasonally adjusted unemployment rate for December 2026 published by the ABS is above the strike, then the market resolves to Yes.', sources: [ABS] }),
] });
{ // US core PCE, December 2026 (released 29 Jan 2027): beta MoM, alpha YoY. Same release, different measures.
  put('economics', { name: 'us-core-pce-dec-2026', groups: [['alpha'], ['beta']], events: [
    A('KXPCECORE-26DEC', 'Core PCE inflation in Dec 2026', 'Economics', z('2027-01-29', '13:30'), [['T2.7', 'Above 2.7%', 'gt27'], ['T2.9', 'Above 2.9%', 'gt29']], { sources: [BEA], rules: 'Core PCE price index, percent change from a year earlier, December 2026.' }),
    B('Core PCE MoM December 2026?', 'Economics', z('2027-01-29', '13:30'), w([
      ['core-pce-mom-dec-2026-0pt1-or-lower', '0.1% or lower', 'le01'], ['core-pce-mom-dec-2026-0pt2', '0.2%', 'e02'], ['core-pce-mom-dec-2026-0pt3-or-higher', '0.3% or higher', 'ge03'],
    ], { src: 'https://www.bea.gov/data/personal-consumption-expenditures-price-index-excluding-food-and-energy' }), { rules: pm('the month-over-month change in the core PCE price index for December 2026 is in the named bracket', 'the BEA') }, (l) => `Core PCE MoM ${l} in December 2026?`),
  ] }, 'measure');
}
{ // Australia monthly CPI, December 2026 (ABS, 27 Jan 2027): matched plainly.
  const close = z('2027-01-27', '00:30');
  put('economics', { name: 'au-cpi-dec-2026', events: [
    A('KXAUCPI-26DEC', 'Australia CPI year-over-year in Dec 2026', 'Economics', close, [['T3.0', 'Above 3.0%', 'gt30'], ['T3.5', 'Above 3.5%', 'gt35']], { rules: 'If the annual change in the ABS Monthly CPI for December 2026 is above the strike, then the market resolves to Yes.', sources: ['Australian Bureau of Statistics https://www.abs.gov.au/statistics/economy/price-indexes-and-inflation'] }),
    G('Australia Monthly CPI (Dec 2026) y/y', close, [['Above 3.0%', 'gt30'], ['Above 3.5%', 'gt35']], { rules: 'ABS Monthly Consumer Price Index, all groups, annual change for December 2026.' }),
  ] });
}

// ───────────────────────────── FX AND RATES ─────────────────────────────

{ // EUR/USD on 31 March 2027 at 10:00 ET: alpha (LSEG/Reuters) and beta_us (Bloomberg) quote the same instant from different
  // sources: one event, not fungible. Gamma uses the ECB reference rate (14:15 CET = 08:15 ET): another instant, another event.
  const close = z('2027-03-31', '14:00');
  put('fx_rates', { name: 'eurusd-mar31-2027', groups: [['alpha', 'beta_us'], ['gamma']], fungible: nf('alpha|beta_us'), events: [
    A('KXEURUSD-27MAR3110', 'EUR/USD on Mar 31, 2027 at 10am EDT', 'Financials', close, [['T1.1500', 'Above 1.1500', 'gt115'], ['T1.2000', 'Above 1.2000', 'gt120'], ['T1.2500', 'Above 1.2500', 'gt125']], {
      sources: ['LSEG https://www.lseg.com/en/data-analytics'], rules: 'If the EUR/USD spot mid-rate (Reuters EUR=) at 10:00 a.m. ET on Mar 31, 2027 is above the strike, then the market resolves to Yes.' }),
    U('eurusd-mar-31-2027-10am-et', 'EUR/USD at 10:00 ET, March 31, 2027', 'fx', close, w([
      ['eurusd-above-1-20-mar-31-2027', 'Above 1.2000', 'gt120'], ['eurusd-above-1-25-mar-31-2027', 'Above 1.2500', 'gt125'],
    ], { src: 'https://www.bloomberg.com/quote/EURUSD:CUR', rules: 'Bloomberg BGN EURUSD mid at 10:00 ET.' })),
    G('EUR/USD ECB Reference Rate — 31 March 2027', z('2027-03-31', '12:15'), [['Above 1.20', 'r120'], ['1.20 or below', 'rle120']], { rules: 'Resolves on the euro foreign exchange reference rate for USD published by the ECB at around 14:15 CET on 31 March 2027.' }),
  ] }, 'source', 'instant');
}

{ // USD/JPY: value at 10:00 ET on 30 June 2027 vs "hits 160 by June 30" (any time).
  put('fx_rates', { name: 'usdjpy-160-2027', groups: [['alpha'], ['beta', 'gamma']], events: [
    A('KXUSDJPY-27JUN3010', 'USD/JPY on Jun 30, 2027 at 10am EDT', 'Financials', z('2027-06-30', '14:00'), [['T150.00', 'Above 150.00', 'gt150'], ['T155.00', 'Above 155.00', 'gt155'], ['T160.00', 'Above 160.00', 'gt160']], { rules: 'If the USD/JPY spot mid-rate (Reuters JPY=) at 10:00 a.m. ET on Jun 30, 2027 is above the strike, then the market resolves to Yes.',
      sources: ['LSEG https://www.lseg.com/en/data-analytics'] }),
    B('Will USD/JPY hit 160 by June 30?', 'Finance', z('2027-06-30'), [['usd-jpy-hits-160-by-june-30-2027', 'Yes', 'hit160', { src: 'https://www.tradingview.com/symbols/USDJPY/' }]], {
      rules: pm('the USD/JPY exchange rate trades at or above 160.00 at any time between November 22, 2026 and June 30, 2027, 11:59 PM ET', 'the FX:USDJPY chart on TradingView') }),
    G1('USD/JPY reaches 160.00 before July 2027?', z('2027-06-30'), 'hit160', { rules: 'YES if any USD/JPY quote reaches 160.00 on or before 30 June 2027 (intraday high).' }),
  ] }, 'close_intraday');
}

put('fx_rates', { name: 'usdcny-2027', events: [ // one venue
  B('Will USD/CNY be below 7.00 at the end of 2027?', 'Finance', z('2027-12-31'), [['usd-cny-below-7-end-of-2027', 'Yes', 'lt700', { src: 'https://www.chinamoney.com.cn/english/' }]], { rules: pm('the CFETS USD/CNY central parity fixing on the last business day of 2027 is below 7.0000', 'CFETS') }),
] });

{ // US 10-year yield on 31 March 2027: Treasury par yield curve (alpha) vs CNBC US10Y close (beta). Same day, different sources:
  // one event, not fungible (the par curve is a fitted ~3:30 pm bid, the market close is a traded quote).
  put('fx_rates', { name: 'ust10y-mar31-2027', fungible: nf('alpha|beta'), events: [
    A('KXTNOTE-27MAR31', '10-year Treasury yield on Mar 31, 2027', 'Financials', z('2027-03-31', '21:00'), [['T4.00', 'Above 4.00%', 'gt400'], ['T4.25', 'Above 4.25%', 'gt425'], ['T4.50', 'Above 4.50%', 'gt450']], {
      sources: [TREAS], rules: 'If the 10-year par yield in the Treasury Daily Par Yield Curve Rates for Mar 31, 2027 is above the strike, then the market resolves to Yes.' }),
    B('US 10-year yield above 4.25% on March 31?', 'Finance', z('2027-03-31', '21:00'), [['us-10y-yield-above-4pt25-on-march-31-2027', 'Yes', 'gt425', { src: 'https://www.cnbc.com/quotes/US10Y' }]], {
      rules: pm('the closing yield of the US 10-year Treasury note (US10Y) on March 31, 2027 is above 4.25%', 'CNBC') }),
  ] }, 'source');
}

{ // USD/MXN on 30 June 2027 at 10:00 ET, same source on both venues: plain match.
  const close = z('2027-06-30', '14:00');
  put('fx_rates', { name: 'usdmxn-jun30-2027', events: [
    A('KXUSDMXN-27JUN3010', 'USD/MXN on Jun 30, 2027 at 10am EDT', 'Financials', close, [['T18.00', 'Above 18.00', 'gt18'], ['T20.00', 'Above 20.00', 'gt20']], { rules: 'If the USD/MXN spot mid-rate (Reuters MXN=) at 10:00 a.m. ET on Jun 30, 2027 is above the strike, then the market resolves to Yes.', sources: ['LSEG https://www.lseg.com/en/data-analytics'] }),
    G('USD/MXN at 10:00 ET on 30 June 2027', close, [['Above 20.00', 'gt20'], ['Above 18.00', 'gt18']], { rules: 'Reuters MXN= spot mid-rate at 10:00 New York time.' }),
  ] });
}

// ───────────────────────────── COMMODITIES ─────────────────────────────

{ // WTI: front-month settlement on 31 March 2027 (alpha, gamma) vs "what price will WTI hit in March" (beta, intraday, reached).
  // Gamma "Below $55" is the complement of alpha "Above $55.00"; "Above $65" = alpha "Above $65.00".
  const close = z('2027-03-31', '18:30');
  put('commodities', { name: 'wti-mar-2027', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXWTI-27MAR31', 'WTI crude oil settle on Mar 31, 2027', 'Financials', close, [['T55', 'Above $55.00', 'gt55'], ['T60', 'Above $60.00', 'gt60'], ['T65', 'Above $65.00', 'gt65']], {
      sources: [CME_CL], rules: 'If the settlement price of the front-month NYMEX WTI Light Sweet Crude Oil futures contract (CL) on Mar 31, 2027 is above the strike, then the market resolves to Yes.' }),
    G('WTI Crude Oil Settlement Price on 31 March 2027', close, [['Below $55', 'lt55'], ['$55 – $65', 'b55'], ['Above $65', 'gt65']], { rules: 'Resolves on the CME settlement of the front-month CL contract on 31 March 2027.' }),
    B('What price will WTI hit in March 2027?', 'Commodities', z('2027-03-31', '22:00'), w([
      ['wti-hits-70-march-2027', '↑ $70', 'hi70'], ['wti-hits-65-march-2027', '↑ $65', 'hi65'], ['wti-dips-to-50-march-2027', '↓ $50', 'lo50'], ['wti-dips-to-45-march-2027', '↓ $45', 'lo45'],
    ], { src: 'https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.html' }), { rules: pm('the active month WTI crude oil futures contract (CL) trades at or through the listed price at any time during March 2027', 'CME Group market data') }, (l) => `Will WTI Crude Oil (CL) hit ${l.slice(2)} in March 2027? (${l.startsWith('↑') ? 'High' : 'Low'})`),
  ] }, 'close_intraday', 'inverted');
}

{ // Brent vs WTI on 30 June 2027: same strike, same date, different grades.
  const close = z('2027-06-30', '19:30');
  put('commodities', { name: 'brent-vs-wti-jun30-2027', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXBRENT-27JUN30', 'Brent crude settle on Jun 30, 2027', 'Financials', close, [['T70', 'Above $70.00', 'gt70']], { sources: [ICE_B], rules: 'ICE Brent front-month futures settlement on Jun 30, 2027.' }),
    U('brent-crude-june-30-2027', 'Brent above $70 on June 30, 2027?', 'commodities', close, [['brent-above-70-jun-30-2027', 'Above $70', 'gt70', { src: 'https://www.ice.com', rules: 'ICE Brent front-month settlement.' }]]),
    G1('WTI crude above $70 on June 30, 2027?', close, 'wti70', { rules: 'YES if the NYMEX WTI front-month settlement on 30 June 2027 is above $70.00.' }),
  ] }, 'asset');
}

{ // Gold on 30 June 2027: COMEX GC settlement (alpha, beta: same source) vs the LBMA Gold Price PM (gamma, 15:00 London =
  // 10:00 ET, hours before the 13:30 ET COMEX settlement): different instant, different event.
  put('commodities', { name: 'gold-jun30-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGOLD-27JUN30', 'Gold settle on Jun 30, 2027', 'Financials', z('2027-06-30', '18:30'), [['T4000', 'Above $4,000', 'gt4000'], ['T4500', 'Above $4,500', 'gt4500'], ['T5000', 'Above $5,000', 'gt5000']], {
      sources: [CME_GC], rules: 'If the settlement price of the front-month COMEX gold futures contract (GC) on Jun 30, 2027 is above the strike, then the market resolves to Yes.' }),
    B('Gold (GC) above ___ end of June?', 'Commodities', z('2027-06-30', '18:30'), w([
      ['gold-above-4500-end-of-june-2027', '$4,500', 'gt4500', { q: 'Will Gold (GC) settle above $4,500 on June 30, 2027?' }], ['gold-above-5000-end-of-june-2027', '$5,000', 'gt5000', { q: 'Will Gold (GC) settle above $5,000 on June 30, 2027?' }],
    ], { src: 'https://www.cmegroup.com/markets/metals/precious/gold.settlements.html' }), { rules: pm('the official settlement price of the front-month gold futures (GC) on COMEX on June 30, 2027 is above the listed price', 'CME Group') }),
    G1('LBMA Gold Price PM on 30 June 2027 above $4,500?', z('2027-06-30', '14:00'), 'lbma4500', { rules: 'YES if the LBMA Gold Price PM (USD/oz) set at 15:00 London on 30 June 2027 is above 4,500.' }),
  ] }, 'instant');
}

{ // Gold $6,000 in 2027: reached (beta, beta_us) vs year-end close (gamma).
  put('commodities', { name: 'gold-6000-2027', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Will gold hit $6,000 in 2027?', 'Commodities', z('2027-12-31'), [['will-gold-hit-6000-in-2027', 'Yes', 'hit6000', { src: 'https://www.cmegroup.com' }]], { rules: pm('the front-month COMEX gold future trades at or above $6,000/oz at any time in 2027', 'CME Group') }),
    U('gold-6000-in-2027', 'Gold hits $6,000 in 2027?', 'commodities', z('2027-12-31'), [['gold-reaches-6000-2027', 'Yes', 'hit6000', { rules: 'Yes if COMEX front-month gold futures trade at $6,000 or more at any point during 2027.' }]]),
    G1('Gold settles above $6,000 on 31 Dec 2027?', z('2027-12-31'), 'eoy6000', { rules: 'YES if the COMEX front-month gold settlement on the last trading day of 2027 exceeds $6,000.' }),
  ] }, 'close_intraday');
}

put('commodities', { name: 'silver-mar31-2027', events: [ // one venue
  A('KXSILVER-27MAR31', 'Silver settle on Mar 31, 2027', 'Financials', z('2027-03-31', '18:30'), [['T60', 'Above $60.00', 'gt60'], ['T70', 'Above $70.00', 'gt70']], { rules: 'If the settlement price of the front-month COMEX silver futures contract (SI) on Mar 31, 2027 is above the strike, then the market resolves to Yes.', sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/silver.html'] }),
] });

{ // Natural gas, January 2027: EIA Henry Hub SPOT on 29 Jan (alpha), NYMEX NG front-month SETTLEMENT on 29 Jan (gamma) and
  // "hits $6 in January" (beta, reached): three different observations.
  put('commodities', { name: 'natgas-jan-2027', groups: [['alpha'], ['gamma'], ['beta']], events: [
    A('KXNATGAS-27JAN29', 'Henry Hub natural gas spot price on Jan 29, 2027', 'Financials', z('2027-01-29', '23:00'), [['T4.00', 'Above $4.00', 'spot4'], ['T5.00', 'Above $5.00', 'spot5']], { rules: 'If the Henry Hub natural gas spot price for Jan 29, 2027 published by the EIA is above the strike, then the market resolves to Yes.', sources: [EIA_NG] }),
    G1('Natural Gas Futures (NG) settle above $5.00 on 29 Jan 2027?', z('2027-01-29', '19:30'), 'fut5', { rules: 'NYMEX Henry Hub Natural Gas front-month settlement price on 29 January 2027.' }),
    B('Natural gas (NG) hits $6 in January?', 'Commodities', z('2027-01-31'), [['natural-gas-hits-6-in-january-2027', 'Yes', 'hit6', { src: 'https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.html' }]], {
      rules: pm('the front-month NYMEX natural gas contract trades at or above $6.00/MMBtu at any time in January 2027', 'CME Group') }),
  ] }, 'measure', 'close_intraday');
}

{ // OPEC+ production cut: beta and gamma coincide (announced by March 31, 2027).
  put('commodities', { name: 'opec-cut-mar-2027', events: [
    B('OPEC+ announces production cut by March 31?', 'Commodities', z('2027-03-31'), [['opec-announces-production-cut-by-march-31-2027', 'Yes', 'cut', { src: 'https://www.opec.org/opec_web/en/press_room/28.htm' }]], {
      rules: pm('OPEC+ (or its eight-country voluntary group) officially announces a reduction in its production targets between November 22, 2026 and March 31, 2027', 'official OPEC statements') }),
    G1('Will OPEC+ announce an output cut before 1 April 2027?', z('2027-03-31'), 'cut', { rules: 'YES if OPEC+ or its voluntary-cut group officially announces lower production targets between 22 Nov 2026 and 31 Mar 2027. Source: opec.org.' }),
  ] });
}

// ───────────────────────────── INDICES ─────────────────────────────

{ // S&P 500 on the last trading day of 2027 (close) vs "hits 8,000 in 2027" (intraday).
  const close = z('2027-12-31', '21:00');
  put('indices', { name: 'spx-2027', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXINXY-27DEC31', 'S&P 500 close on Dec 31, 2027', 'Financials', close, [['T7000', 'Above 7,000', 'gt7000'], ['T7500', 'Above 7,500', 'gt7500'], ['T8000', 'Above 8,000', 'gt8000']], {
      sources: [SPDJI], rules: 'If the official closing value of the S&P 500 on Dec 31, 2027 is above the strike, then the market resolves to Yes.' }),
    B('S&P 500 above 8000 at end of 2027?', 'Finance', close, [['sp-500-closes-above-8000-end-of-2027', 'Yes', 'gt8000', { src: 'https://www.spglobal.com/spdji/en/indices/equity/sp-500/' }]], {
      rules: pm('the S&P 500 index closes at or above 8,000 on the final trading day of 2027', 'S&P Dow Jones Indices') }),
    U('spx-close-dec-31-2027', 'S&P 500 year-end 2027 close', 'finance', close, [['spx-close-above-7500-dec-31-2027', 'Above 7,500', 'gt7500'], ['spx-close-above-8000-dec-31-2027', 'Above 8,000', 'gt8000']], { rules: 'Official S&P 500 close on Dec 31, 2027 per S&P Dow Jones Indices.' }),
    G1('S&P 500 hits 8,000 in 2027?', close, 'hit8000', { rules: 'YES if the S&P 500 trades at or above 8,000 at any time during 2027 (intraday).' }),
  ] }, 'close_intraday');
}

{ // Nikkei 225: close on 31 March 2027 (alpha, gamma) vs "hits 60,000 by June 30" (beta).
  put('indices', { name: 'nikkei-2027', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNIKKEI-27MAR31', 'Nikkei 225 close on Mar 31, 2027', 'Financials', z('2027-03-31', '06:30'), [['T50000', 'Above 50,000', 'gt50k'], ['T55000', 'Above 55,000', 'gt55k']], { rules: 'If the official closing value of the Nikkei 225 on Mar 31, 2027 is above the strike, then the market resolves to Yes.', sources: [NIKKEI] }),
    G1('Nikkei 225 closes above 55,000 on 31 Mar 2027?', z('2027-03-31', '06:30'), 'gt55k', { rules: 'YES if the official closing value of the Nikkei Stock Average on 31 March 2027 is above 55,000. Source: Nikkei Inc.' }),
    B('Nikkei 225 hits 60,000 by June 30?', 'Finance', z('2027-06-30'), [['nikkei-225-hits-60000-by-june-30-2027', 'Yes', 'hit60k', { src: 'https://indexes.nikkei.co.jp/en/nkave' }]], { rules: pm('the Nikkei 225 trades at or above 60,000 at any time by June 30, 2027', 'Nikkei Inc.') }),
  ] }, 'close_intraday');
}

{ // FTSE 100 (beta, gamma) vs DAX (alpha), same date, same round number.
  put('indices', { name: 'ftse-vs-dax-jun30-2027', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('FTSE 100 above 10,000 on June 30, 2027?', 'Finance', z('2027-06-30', '15:35'), [['ftse-100-above-10000-on-june-30-2027', 'Yes', 'ftse10k', { src: 'https://www.londonstockexchange.com/indices/ftse-100' }]], { rules: pm('the FTSE 100 closes above 10,000 on June 30, 2027', 'the London Stock Exchange') }),
    G1('FTSE 100 closes above 10,000 on 30 June 2027?', z('2027-06-30', '15:35'), 'ftse10k', { rules: 'YES if the FTSE 100 official close on 30 June 2027 is above 10,000. Source: FTSE Russell / LSE.' }),
    A('KXDAX-27JUN30', 'DAX close on Jun 30, 2027', 'Financials', z('2027-06-30', '15:35'), [['T24000', 'Above 24,000', 'dax24k'], ['T25000', 'Above 25,000', 'dax25k']], { rules: 'If the official closing value of the DAX on Jun 30, 2027 is above the strike, then the market resolves to Yes.', sources: ['Deutsche Börse https://www.dax-indices.com'] }),
  ] }, 'asset');
}

{ // Nasdaq-100 (alpha, gamma) vs Nasdaq Composite (beta) at the same level on the same day.
  const close = z('2027-03-31', '20:00');
  put('indices', { name: 'ndx-vs-comp-mar31-2027', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNASDAQ100-27MAR31', 'Nasdaq-100 close on Mar 31, 2027', 'Financials', close, [['T27000', 'Above 27,000', 'ndx27k'], ['T29000', 'Above 29,000', 'ndx29k']], { rules: 'If the official closing value of the Nasdaq-100 Index on Mar 31, 2027 is above the strike, then the market resolves to Yes.', sources: ['Nasdaq https://www.nasdaq.com/market-activity/index/ndx'] }),
    G1('NASDAQ 100 (NDX) closes above 27,000 on March 31, 2027?', close, 'ndx27k', { rules: 'YES if the Nasdaq-100 Index (NDX) closes above 27,000 on 31 March 2027.' }),
    B('Nasdaq above 27,000 on March 31?', 'Finance', close, [['nasdaq-composite-above-27000-march-31-2027', 'Yes', 'comp27k', { src: 'https://www.nasdaq.com/market-activity/index/comp' }]], { rules: pm('the Nasdaq Composite (COMP) closes above 27,000 on March 31, 2027', 'Nasdaq') }),
  ] }, 'asset');
}

put('indices', { name: 'kospi-2027', events: [ // one venue
  B('KOSPI above 5,000 at end of 2027?', 'Finance', z('2027-12-30', '06:30'), [['kospi-above-5000-end-of-2027', 'Yes', 'gt5000', { src: 'https://global.krx.co.kr' }]], { rules: pm('the KOSPI closes above 5,000 on the last trading day of 2027', 'Korea Exchange') }),
] });

// ───────────────────────────── COMPANIES ─────────────────────────────

{ // NVIDIA Q4 FY2027 (late Feb 2027): revenue thresholds (alpha, gamma) vs "beats EPS estimates" (beta).
  const close = z('2027-02-25', '21:00');
  put('companies', { name: 'nvda-q4-fy27', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNVDAREV-27FEB', 'NVIDIA revenue in Q4 FY2027', 'Companies', close, [['T80', 'Above $80B', 'gt80'], ['T90', 'Above $90B', 'gt90'], ['T100', 'Above $100B', 'gt100']], { rules: 'If total revenue reported by NVIDIA for Q4 of fiscal 2027 is above the strike, then the market resolves to Yes.', sources: ['NVIDIA Investor Relations https://investor.nvidia.com'] }),
    G1('NVIDIA Q4 FY27 revenue above $90 billion?', close, 'gt90', { rules: 'YES if total revenue reported by NVIDIA for the fourth quarter of fiscal 2027 exceeds US$90.0 billion.' }),
    B('Will NVIDIA beat quarterly earnings?', 'Business', close, [['nvidia-beats-q4-fy2027-earnings', 'Yes', 'beat', { src: 'https://investor.nvidia.com' }]], { rules: pm('NVIDIA reports non-GAAP EPS for Q4 fiscal 2027 above the consensus estimate shown on Yahoo Finance at market close on the day before the release', 'NVIDIA\'s earnings release') }),
  ] }, 'measure');
}

{ // Largest company by market cap on 31 Dec 2027. Beta and gamma both have "Other", over different named lists: different outcomes.
  const close = z('2027-12-31', '21:00');
  put('companies', { name: 'largest-company-2027', events: [
    A('KXLARGESTCO-27DEC31', 'Largest company in the world at end of 2027', 'Companies', close, [
      ['NVDA', 'NVIDIA', 'nvda'], ['AAPL', 'Apple', 'aapl'], ['MSFT', 'Microsoft', 'msft'], ['GOOGL', 'Alphabet', 'googl'], ['AMZN', 'Amazon', 'amzn'],
    ], { rules: 'If the company has the largest market capitalization in the world at the close of Dec 31, 2027 according to companiesmarketcap.com, then the market resolves to Yes.', sources: [CMC] }),
    B('Largest company end of 2027?', 'Business', close, w([
      ['nvidia-largest-company-end-of-2027', 'NVIDIA', 'nvda'], ['apple-largest-company-end-of-2027', 'Apple', 'aapl'], ['microsoft-largest-company-end-of-2027', 'Microsoft', 'msft'],
      ['alphabet-largest-company-end-of-2027', 'Alphabet (Google)', 'googl'], ['amazon-largest-company-end-of-2027', 'Amazon', 'amzn'], ['broadcom-largest-company-end-of-2027', 'Broadcom', 'avgo'],
      ['saudi-aramco-largest-company-end-of-2027', 'Saudi Aramco', 'aramco'], ['other-largest-company-end-of-2027', 'Other', 'b_other'],
    ], { src: 'https://companiesmarketcap.com/' }), { rules: pm('the listed company has the largest market capitalization in the world at market close on December 31, 2027', 'companiesmarketcap.com') }, (l) => `Will ${l === 'Other' ? 'another company' : l} be the largest company in the world by market cap on December 31, 2027?`),
    U('largest-company-dec-31-2027', 'Largest company by market cap — Dec 31, 2027', 'business', close, [
      ['largest-company-2027-nvidia', 'Nvidia', 'nvda'], ['largest-company-2027-apple', 'Apple', 'aapl'], ['largest-company-2027-microsoft', 'Microsoft', 'msft'], ['largest-company-2027-alphabet', 'Alphabet', 'googl'],
    ], { rules: 'Largest market capitalization at the Dec 31, 2027 close, per companiesmarketcap.com.' }),
    G('World\'s Largest Company by Market Cap on Dec 31, 2027', close, [['Nvidia', 'nvda'], ['Apple', 'aapl'], ['Microsoft', 'msft'], ['Google', 'googl'], ['Other', 'g_other']], { rules: 'Resolves to the company with the highest market capitalization at the close of 31 December 2027 per companiesmarketcap.com. Other covers any company not listed.' }),
  ] }, 'threshold');
}
put('companies', { name: 'second-largest-company-2027', events: [ // near-identical title, different rank
  B('Second-largest company end of 2027?', 'Business', z('2027-12-31', '21:00'), w([
    ['nvidia-second-largest-company-end-of-2027', 'NVIDIA', 'nvda'], ['apple-second-largest-company-end-of-2027', 'Apple', 'aapl'], ['microsoft-second-largest-company-end-of-2027', 'Microsoft', 'msft'],
  ], { src: 'https://companiesmarketcap.com/' }), { rules: pm('the listed company has the second-largest market capitalization at market close on December 31, 2027', 'companiesmarketcap.com') }, (l) => `Will ${l} be the second-largest company in the world on December 31, 2027?`),
] }, 'condition');
put('companies', { name: 'largest-company-jun-2027', events: [ // same question, different date
  G('Largest Company by Market Cap on 30 June 2027', z('2027-06-30', '20:00'), [['Nvidia', 'nvda'], ['Apple', 'aapl'], ['Microsoft', 'msft'], ['Alphabet', 'googl']], { rules: 'Resolves to the company with the highest market capitalization at the close of 30 June 2027 per companiesmarketcap.com.' }),
] }, 'date');

{ // SpaceX IPO before July 2027 (alpha, gamma) vs in 2027 (beta).
  put('companies', { name: 'spacex-ipo', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXIPOSPACEX-27JUN30', 'SpaceX IPO before Jul 1, 2027?', 'Companies', z('2027-06-30'), [['YES', 'Before Jul 1, 2027', 'h1']], { rules: 'If SpaceX common stock begins trading on a US exchange following an IPO or direct listing before Jul 1, 2027, then the market resolves to Yes.' }),
    G1('SpaceX IPO by June 30, 2027?', z('2027-06-30'), 'h1', { rules: 'YES if SpaceX shares begin trading on a US stock exchange (IPO or direct listing) on or before 30 June 2027.' }),
    B('SpaceX IPO in 2027?', 'Business', z('2027-12-31'), [['spacex-ipo-in-2027', 'Yes', 'y2027', { src: 'https://www.sec.gov' }]], { rules: pm('SpaceX shares begin trading publicly on a major exchange by December 31, 2027', 'official announcements and exchange data') }),
  ] }, 'deadline');
}

{ // OpenAI IPO (shares trade by end of 2027: beta, beta_us) vs "announces/files for IPO in 2027" (alpha).
  put('companies', { name: 'openai-ipo', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B('OpenAI IPO by December 31, 2027?', 'Business', z('2027-12-31'), [['openai-ipo-by-december-31-2027', 'Yes', 'ipo', { src: 'https://www.sec.gov/edgar' }]], { rules: pm('OpenAI (or its for-profit successor) completes an initial public offering with shares trading on a major exchange by December 31, 2027', 'SEC filings and exchange listings') }),
    U('openai-ipo-2027', 'OpenAI IPO in 2027?', 'business', z('2027-12-31'), [['openai-ipo-2027-yes', 'Yes', 'ipo']], { rules: 'Yes if OpenAI shares begin trading on a public exchange by Dec 31, 2027.' }),
    A('KXOPENAIIPO-27', 'Will OpenAI file for an IPO in 2027?', 'Companies', z('2027-12-31'), [['YES', 'Files in 2027', 'files']], { rules: 'If OpenAI publicly files (or publicly announces a confidential filing of) a registration statement for an IPO with the SEC in 2027, then the market resolves to Yes.' }),
  ] }, 'condition');
}

put('companies', { name: 'anthropic-ipo', events: [ // one venue
  G1('Anthropic IPO before 2028?', z('2027-12-31'), 'ipo', { rules: 'YES if Anthropic shares begin trading on a public exchange before 1 January 2028.' }),
] });

{ // Warner Bros. deal: Netflix deal closes by June 30 (alpha, beta) vs Paramount acquires WBD (gamma).
  put('companies', { name: 'wbd-deal-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXWBDDEAL-27JUN30', 'Netflix-Warner Bros. deal closes before Jul 1, 2027?', 'Companies', z('2027-06-30'), [['YES', 'Closes by Jun 30', 'nflx']], { rules: 'If Netflix completes its acquisition of Warner Bros. (studios and HBO Max) before Jul 1, 2027, then the market resolves to Yes.' }),
    B('Netflix completes Warner Bros. acquisition by June 30?', 'Business', z('2027-06-30'), [['netflix-completes-warner-bros-acquisition-by-june-30-2027', 'Yes', 'nflx', { src: 'https://ir.netflix.net' }]], { rules: pm('Netflix\'s acquisition of Warner Bros. closes by June 30, 2027', 'official company statements') }),
    G1('Paramount acquires Warner Bros. Discovery by 30 June 2027?', z('2027-06-30'), 'para', { rules: 'YES if Paramount Skydance completes an acquisition of Warner Bros. Discovery (in whole or of its studios and streaming business) by 30 June 2027.' }),
  ] }, 'condition');
}

{ // Tesla Q1 2027: deliveries (alpha, beta) vs production (gamma). Beta "More than 400k" = alpha "Above 400,000".
  const close = z('2027-04-02', '13:00');
  put('companies', { name: 'tesla-q1-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTESLADELIV-27Q1', 'Tesla deliveries in Q1 2027', 'Companies', close, [['T350000', 'Above 350,000', 'gt350'], ['T400000', 'Above 400,000', 'gt400']], { rules: 'If Tesla\'s reported total deliveries for Q1 2027 are above the strike, then the market resolves to Yes.', sources: ['Tesla Investor Relations https://ir.tesla.com'] }),
    B('Tesla Q1 2027 deliveries?', 'Business', close, w([
      ['tesla-q1-2027-deliveries-less-than-350k', 'Less than 350k', 'le350'], ['tesla-q1-2027-deliveries-350k-400k', '350k–400k', 'b350'], ['tesla-q1-2027-deliveries-more-than-400k', 'More than 400k', 'gt400'],
    ], { src: 'https://ir.tesla.com' }), { rules: pm('Tesla\'s reported total vehicle deliveries for Q1 2027 fall in the named range', 'Tesla\'s quarterly production and deliveries release') }, (l) => `Tesla Q1 2027 deliveries: ${l}?`),
    G1('Tesla Q1 2027 vehicle production above 400,000?', close, 'prod400', { rules: 'Resolves on total PRODUCTION (not deliveries) in Tesla\'s Q1 2027 production and deliveries report.' }),
  ] }, 'measure');
}

put('companies', { name: 'msft-5t-2027', events: [ // one venue
  A('KXMSFTCAP-27JUN30', 'Microsoft market cap above $5T on Jun 30, 2027?', 'Companies', z('2027-06-30', '20:00'), [['YES', 'Above $5T', 'gt5t']], { rules: 'If Microsoft\'s market capitalization at the close of Jun 30, 2027 is above $5 trillion, then the market resolves to Yes.', sources: [CMC] }),
] });

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // BTC on 31 March 2027. Alpha (CF BRTI) and beta_us (CF BRTI) at 17:00 ET: identical. Gamma at 17:00 ET from Coinbase: same
  // instant, different source (nf). Beta is Binance at 12:00 ET: a different instant, a different event.
  const close = z('2027-03-31', '21:00');
  put('crypto', { name: 'btc-mar31-2027', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], fungible: nf('alpha|gamma', 'beta_us|gamma'), events: [
    A('KXBTCD-27MAR3117', 'Bitcoin price on Mar 31, 2027 at 5pm EDT', 'Crypto', close, [['T99999.99', '$100,000 or above', 'gt100k'], ['T119999.99', '$120,000 or above', 'gt120k'], ['T139999.99', '$140,000 or above', 'gt140k']], {
      sources: [CF_BRTI], rules: 'If the simple average of the sixty seconds of CF Benchmarks\' Bitcoin Real-Time Index (BRTI) before 5 PM EDT on Mar 31, 2027 is above the strike, then the market resolves to Yes.' }),
    U('btc-mar-31-2027-5pm-et', 'Bitcoin above ___ on March 31, 2027 at 5pm ET', 'crypto', close, w([
      ['btc-above-120k-mar-31-2027-5pm-et', 'Above $120,000', 'gt120k'], ['btc-above-140k-mar-31-2027-5pm-et', 'Above $140,000', 'gt140k'],
    ], { src: 'https://www.cfbenchmarks.com/data/indices/BRTI', rules: '60-second average of the CF Benchmarks BRTI ending 5:00 PM ET.' })),
    G('BTC/USD at 17:00 ET on 31 Mar 2027', close, [['< $100K', 'lt100k'], ['$100K – $120K', 'b100k'], ['$120K – $140K', 'b120k'], ['> $140K', 'gt140k']], { rules: 'Resolves on the close of the Coinbase BTC-USD 1-minute candle ending 17:00 ET on 31 March 2027.' }),
    B('Bitcoin above ___ on March 31?', 'Crypto', z('2027-03-31', '16:00'), w([
      ['bitcoin-above-100k-on-march-31-2027', '100,000', 'n100k', { q: 'Will the price of Bitcoin be above $100,000 on March 31?' }],
      ['bitcoin-above-120k-on-march-31-2027', '120,000', 'n120k', { q: 'Will the price of Bitcoin be above $120,000 on March 31?' }],
    ], { src: 'https://www.binance.com/en/trade/BTC_USDT' }), { rules: pm('the Binance BTC/USDT 1 minute candle for 12:00 in the ET timezone (noon) on March 31, 2027 has a final "Close" price higher than the price specified in the title', 'Binance') }),
  ] }, 'instant', 'source', 'inverted');
}

{ // BTC 2027 high: alpha (CF BRTI) and beta (Binance 1m highs) both "reached at any time in 2027": one event, not fungible.
  // Gamma "above $150,000 on December 31" is a point-in-time event.
  put('crypto', { name: 'btc-high-2027', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXBTCMAXY-27', 'How high will Bitcoin get in 2027?', 'Crypto', z('2027-12-31', '23:59'), [['150000', '$150,000 or above', 'r150'], ['175000', '$175,000 or above', 'r175'], ['200000', '$200,000 or above', 'r200']], {
      sources: [CF_BRTI], rules: 'If the CF Benchmarks BRTI is at or above the strike at any time between Jan 1, 2027 and Dec 31, 2027 11:59 PM EST, then the market resolves to Yes.' }),
    B('What price will Bitcoin hit in 2027?', 'Crypto', z('2027-12-31', '23:59'), w([
      ['will-bitcoin-reach-150000-in-2027', '↑ 150,000', 'r150'], ['will-bitcoin-reach-200000-in-2027', '↑ 200,000', 'r200'], ['will-bitcoin-dip-to-60000-in-2027', '↓ 60,000', 'd60'],
    ], { src: 'https://www.binance.com/en/trade/BTC_USDT' }), { rules: pm('any Binance BTC/USDT 1 minute candle between January 1, 2027 and December 31, 2027 has a final High (for ↑) or Low (for ↓) equal to or beyond the listed price', 'Binance') }, (l) => `Will Bitcoin ${l.startsWith('↑') ? 'reach' : 'dip to'} $${l.slice(2)} in 2027?`),
    G1('Bitcoin above $150,000 on December 31, 2027?', z('2027-12-31', '23:59'), 'eoy150', { rules: 'Resolves on the Coinbase BTC-USD price at 23:59 ET on 31 December 2027.' }),
  ] }, 'deadline', 'source');
}

{ // ETH at 17:00 ET on 30 June 2027: CF Ether index (alpha) vs Binance ETH/USDT 1m close at 17:00 ET (gamma): nf.
  const close = z('2027-06-30', '21:00');
  put('crypto', { name: 'eth-jun30-2027', fungible: nf('alpha|gamma'), events: [
    A('KXETHD-27JUN3017', 'Ethereum price on Jun 30, 2027 at 5pm EDT', 'Crypto', close, [['T3999.99', '$4,000 or above', 'gt4000'], ['T4999.99', '$5,000 or above', 'gt5000']], { rules: 'If the simple average of the sixty seconds of CF Benchmarks\' Ether-Dollar Real Time Index before 5 PM EDT on Jun 30, 2027 is above the strike, then the market resolves to Yes.', sources: [CF_ETH] }),
    G1('ETH above $5,000 on June 30, 2027 (17:00 ET)?', close, 'gt5000', { rules: 'YES if the Binance ETH/USDT 1-minute candle closing at 17:00 ET on 30 June 2027 closes above 5,000.' }),
  ] }, 'source');
}
put('crypto', { name: 'etc-jun30-2027', events: [ // Ethereum Classic: another asset
  B('Ethereum Classic above $30 on June 30?', 'Crypto', z('2027-06-30', '16:00'), [['ethereum-classic-above-30-on-june-30-2027', 'Yes', 'etc30', { src: 'https://www.binance.com/en/trade/ETC_USDT' }]], { rules: pm('the Binance ETC/USDT 1 minute candle for 12:00 ET on June 30, 2027 closes above $30', 'Binance') }),
] }, 'asset');

{ // Solana $500 in 2027: same source, same window.
  put('crypto', { name: 'sol-500-2027', events: [
    B('Will Solana reach $500 in 2027?', 'Crypto', z('2027-12-31'), [['will-solana-reach-500-in-2027', 'Yes', 'r500', { src: 'https://www.binance.com/en/trade/SOL_USDT' }]], { rules: pm('any Binance SOL/USDT 1 minute candle in 2027 has a High at or above $500', 'Binance') }),
    U('sol-500-2027', 'SOL reaches $500 in 2027?', 'crypto', z('2027-12-31'), [['sol-reach-500-2027', 'Yes', 'r500', { rules: 'Binance SOL/USDT 1-minute highs, Jan 1 – Dec 31, 2027 (ET).' }]]),
  ] });
}

{ // Spot HYPE ETF: SEC approval by June 30 (alpha, beta) vs an ETF beginning to trade by June 30 (gamma).
  put('crypto', { name: 'hype-etf-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHYPEETF-27JUN30', 'SEC approves a spot HYPE ETF before Jul 2027?', 'Crypto', z('2027-06-30'), [['YES', 'Approved', 'appr']], { rules: 'If the SEC approves (or allows to become effective) a spot Hyperliquid (HYPE) exchange-traded product before Jul 1, 2027, then the market resolves to Yes.' }),
    B('Hyperliquid ETF approved by June 30?', 'Crypto', z('2027-06-30'), [['hyperliquid-etf-approved-by-june-30-2027', 'Yes', 'appr', { src: 'https://www.sec.gov' }]], { rules: pm('the SEC approves a spot HYPE ETF by June 30, 2027', 'the SEC') }),
    G1('Spot HYPE ETF begins trading in the US by June 30, 2027?', z('2027-06-30'), 'trade', { rules: 'YES if an exchange-traded product holding spot HYPE begins trading on a US national securities exchange by 30 June 2027. Approval alone is not enough.' }),
  ] }, 'condition');
}

{ // Strategy (formerly MicroStrategy) sells bitcoin in 2027.
  put('crypto', { name: 'strategy-sells-btc-2027', events: [
    A('KXMSTRSELL-27', 'Will Strategy sell any bitcoin in 2027?', 'Crypto', z('2027-12-31'), [['YES', 'Sells in 2027', 'sell']], { rules: 'If Strategy Inc. (MSTR) discloses a sale of any of its bitcoin holdings that took place in 2027, then the market resolves to Yes.' }),
    B('MicroStrategy sells Bitcoin by December 31, 2027?', 'Crypto', z('2027-12-31'), [['microstrategy-sells-bitcoin-by-december-31-2027', 'Yes', 'sell', { src: 'https://www.strategy.com/press' }]], { rules: pm('MicroStrategy (Strategy) announces that it sold any bitcoin between January 1 and December 31, 2027', 'official filings') }),
  ] });
}

put('crypto', { name: 'us-gov-buys-btc-2027', events: [ // one venue
  U('us-government-buys-bitcoin-2027', 'US government buys bitcoin in 2027?', 'crypto', z('2027-12-31'), [['us-gov-buys-bitcoin-2027-yes', 'Yes', 'buy', { rules: 'Yes if the US federal government purchases bitcoin for the Strategic Bitcoin Reserve in 2027 (forfeitures do not count).' }]]),
] });

// ───────────────────────────── AI AND TECH ─────────────────────────────

{ // Top model on the LMArena TEXT leaderboard on 31 March 2027. Gamma's "Other" and beta's extra names are their own outcomes.
  const close = z('2027-03-31', '16:00');
  put('tech', { name: 'top-ai-model-mar-2027', events: [
    A('KXLLM1-27MAR31', 'Top AI model on Mar 31, 2027', 'Science and Technology', close, [
      ['OAI', 'OpenAI', 'openai'], ['GOOG', 'Google', 'google'], ['ANTH', 'Anthropic', 'anthropic'], ['XAI', 'xAI', 'xai'], ['DSK', 'DeepSeek', 'deepseek'], ['META', 'Meta', 'meta'],
    ], { sources: [LMARENA], rules: 'If the organization\'s model ranks first on the LMArena Text Arena leaderboard (style control on) at 12:00 PM ET on Mar 31, 2027, then the market resolves to Yes.' }),
    B('Which company has best AI model end of March?', 'Tech', close, w([
      ['google-best-ai-model-end-of-march-2027', 'Google', 'google'], ['openai-best-ai-model-end-of-march-2027', 'OpenAI', 'openai'], ['anthropic-best-ai-model-end-of-march-2027', 'Anthropic', 'anthropic'],
      ['xai-best-ai-model-end-of-march-2027', 'xAI', 'xai'], ['deepseek-best-ai-model-end-of-march-2027', 'DeepSeek', 'deepseek'], ['alibaba-best-ai-model-end-of-march-2027', 'Alibaba', 'alibaba'],
      ['meta-best-ai-model-end-of-march-2027', 'Meta', 'meta'], ['mistral-best-ai-model-end-of-march-2027', 'Mistral', 'mistral'],
    ], { src: 'https://lmarena.ai/leaderboard/text' }), { rules: pm('the company that owns the top-ranked model on the LMArena Text leaderboard (style control) at 12:00 PM ET on March 31, 2027 is the one listed', 'LMArena') }, (l) => `Will ${l} have the best AI model at the end of March 2027?`),
    G('Best AI Model Company (LMArena Text) — 31 Mar 2027', close, [['Google DeepMind', 'google'], ['OpenAI', 'openai'], ['Anthropic', 'anthropic'], ['xAI', 'xai'], ['Other', 'g_other']], { rules: 'Resolves to the organization whose model ranks first on the LMArena Text leaderboard (default view, style control) at 12:00 ET on 31 March 2027. Other covers any organization not listed.' }),
  ] }, 'threshold');
}
put('tech', { name: 'top-coding-model-mar-2027', events: [ // a different leaderboard (WebDev Arena)
  B('Which company has the top AI model for coding end of March?', 'Tech', z('2027-03-31', '16:00'), w([
    ['anthropic-top-coding-model-end-of-march-2027', 'Anthropic', 'anthropic'], ['openai-top-coding-model-end-of-march-2027', 'OpenAI', 'openai'], ['google-top-coding-model-end-of-march-2027', 'Google', 'google'],
  ], { src: 'https://lmarena.ai/leaderboard/webdev' }), { rules: pm('the listed company owns the #1 model on the LMArena WebDev leaderboard at 12:00 PM ET on March 31, 2027', 'LMArena') }, (l) => `Will ${l} have the top coding AI model at the end of March 2027?`),
] }, 'measure');

{ // GPT-6 released before July 2027 (alpha, beta, beta_us) vs in 2027 (gamma).
  put('tech', { name: 'gpt6-release', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXGPT6-27JUN30', 'GPT-6 released before Jul 1, 2027?', 'Science and Technology', z('2027-06-30'), [['YES', 'Before Jul 1', 'h1']], { rules: 'If OpenAI makes a model explicitly named GPT-6 available to the general public before Jul 1, 2027, then the market resolves to Yes.' }),
    B('GPT-6 released by June 30?', 'Tech', z('2027-06-30'), [['gpt-6-released-by-june-30-2027', 'Yes', 'h1', { src: 'https://openai.com/news' }]], { rules: pm('OpenAI publicly releases GPT-6 by June 30, 2027, 11:59 PM ET', 'OpenAI') }),
    U('gpt-6-release-june-2027', 'GPT-6 released by June 30, 2027?', 'tech', z('2027-06-30'), [['gpt-6-released-by-june-30-2027-yes', 'Yes', 'h1']], { rules: 'Yes if OpenAI publicly releases a model named GPT-6 by June 30, 2027.' }),
    G1('OpenAI releases GPT-6 in 2027?', z('2027-12-31'), 'y2027', { rules: 'YES if OpenAI makes a model named GPT-6 publicly available between 1 January and 31 December 2027.' }),
  ] }, 'deadline');
}

{ // Gemini 4 by March 31, 2027: plain match.
  put('tech', { name: 'gemini4-release', events: [
    A('KXGEMINI4-27MAR31', 'Gemini 4 released before Apr 1, 2027?', 'Science and Technology', z('2027-03-31'), [['YES', 'Before Apr 1', 'q1']], { rules: 'If Google releases a model named Gemini 4 (any size) for public use before Apr 1, 2027, then the market resolves to Yes.' }),
    B('Gemini 4 released by March 31?', 'Tech', z('2027-03-31'), [['gemini-4-released-by-march-31-2027', 'Yes', 'q1', { src: 'https://blog.google' }]], { rules: pm('Google publicly releases a model called Gemini 4 by March 31, 2027', 'Google') }),
  ] });
}

{ // Foldable iPhone announced by Sept 30, 2027 (beta) vs in 2027 (gamma).
  put('tech', { name: 'foldable-iphone', groups: [['beta'], ['gamma']], events: [
    B('Apple announces foldable iPhone by September 30, 2027?', 'Tech', z('2027-09-30'), [['apple-announces-foldable-iphone-by-september-30-2027', 'Yes', 'sep', { src: 'https://www.apple.com/newsroom/' }]], { rules: pm('Apple officially announces a foldable iPhone by September 30, 2027', 'Apple Newsroom') }),
    G1('Foldable iPhone announced in 2027?', z('2027-12-31'), 'y2027', { rules: 'YES if Apple officially announces a foldable iPhone in 2027.' }),
  ] }, 'deadline');
}

// ───────────────────────────── ELECTIONS AND POLITICS ─────────────────────────────

{ // French presidential election 2027 (runoff 25 April 2027). Names spelled four ways; beta's "Other" and extra names are
  // unmatched; gamma writes surnames in capitals.
  const close = z('2027-04-25', '18:00');
  put('elections', { name: 'fr-president-2027', events: [
    A('KXFRENCHPRES-27', 'French presidential election winner', 'Elections', close, [
      ['JBAR', 'Jordan Bardella', 'bardella'], ['MLP', 'Marine Le Pen', 'lepen'], ['EPHI', 'Édouard Philippe', 'philippe'], ['GATT', 'Gabriel Attal', 'attal'],
      ['JLM', 'Jean-Luc Mélenchon', 'melenchon'], ['BRET', 'Bruno Retailleau', 'retailleau'], ['RGLU', 'Raphaël Glucksmann', 'glucksmann'],
    ], { rules: 'If the person is elected President of the French Republic in the 2027 election, as proclaimed by the Constitutional Council, then the market resolves to Yes.' }),
    B('French Presidential Election Winner 2027', 'Politics', close, w([
      ['jordan-bardella-wins-2027-french-presidential-election', 'Bardella', 'bardella'], ['marine-le-pen-wins-2027-french-presidential-election', 'Le Pen', 'lepen'],
      ['edouard-philippe-wins-2027-french-presidential-election', 'Philippe', 'philippe'], ['gabriel-attal-wins-2027-french-presidential-election', 'Attal', 'attal'],
      ['jean-luc-melenchon-wins-2027-french-presidential-election', 'Mélenchon', 'melenchon'], ['bruno-retailleau-wins-2027-french-presidential-election', 'Retailleau', 'retailleau'],
      ['raphael-glucksmann-wins-2027-french-presidential-election', 'Glucksmann', 'glucksmann'], ['dominique-de-villepin-wins-2027-french-presidential-election', 'de Villepin', 'villepin'],
      ['other-wins-2027-french-presidential-election', 'Other', 'b_other'],
    ], { src: 'https://www.conseil-constitutionnel.fr' }), { rules: pm('the listed candidate wins the 2027 French presidential election', 'the official results proclaimed by the Conseil constitutionnel') }, (l) => `Will ${l === 'Other' ? 'another candidate' : l} win the 2027 French presidential election?`),
    U('france-presidential-election-2027', 'France Presidential Election 2027', 'politics', close, [
      ['france-2027-jordan-bardella', 'Jordan Bardella', 'bardella'], ['france-2027-edouard-philippe', 'Edouard Philippe', 'philippe'], ['france-2027-marine-le-pen', 'Marine Le Pen', 'lepen'],
    ], { rules: 'Resolves to the winner of the 2027 French presidential election.' }),
    G('France Presidential Election 2027 — Winner', close, [['Jordan BARDELLA', 'bardella'], ['Édouard PHILIPPE', 'philippe'], ['Marine LE PEN', 'lepen'], ['Jean-Luc MÉLENCHON', 'melenchon'], ['Gabriel ATTAL', 'attal']], { rules: 'Resolves to the candidate proclaimed President of the Republic by the Conseil constitutionnel after the 2027 election.' }),
  ] });
}
{ // First round (11 April 2027), candidate with most votes: same candidates, a different event from the winner.
  put('elections', { name: 'fr-president-2027-first-round', events: [
    A('KXFRPRES1R-27', 'French presidential election 1st round: most votes', 'Elections', z('2027-04-11', '18:00'), [['JBAR', 'Jordan Bardella', 'bardella'], ['EPHI', 'Édouard Philippe', 'philippe'], ['JLM', 'Jean-Luc Mélenchon', 'melenchon'], ['MLP', 'Marine Le Pen', 'lepen']], { rules: 'If the candidate receives the most votes in the first round of the 2027 French presidential election, then the market resolves to Yes.' }),
    G('French Presidential Election First Round (11 April 2027) — Top Finisher', z('2027-04-11', '18:00'), [['Jordan BARDELLA', 'bardella'], ['Édouard PHILIPPE', 'philippe'], ['Jean-Luc MÉLENCHON', 'melenchon']], { rules: 'Resolves to the candidate with the most votes in the first round of the 2027 French presidential election, per the Ministry of the Interior results.' }),
  ] }, 'condition', 'condition');
}
put('elections', { name: 'fr-next-pm', events: [ // office: prime minister, not president
  B('Next French Prime Minister?', 'Politics', z('2027-12-31'), w([
    ['gabriel-attal-next-french-prime-minister', 'Gabriel Attal', 'attal'], ['jordan-bardella-next-french-prime-minister', 'Jordan Bardella', 'bardella'], ['edouard-philippe-next-french-prime-minister', 'Édouard Philippe', 'philippe'],
  ], { src: 'https://www.info.gouv.fr' }), { rules: pm('the listed person is the next person appointed Prime Minister of France after the incumbent', 'the Journal officiel') }, (l) => `Will ${l} be the next French Prime Minister?`),
] }, 'office_place');

{ // German Federal President, Federal Convention of 14 February 2027. Beta transliterates ß.
  const close = z('2027-02-14', '18:00');
  put('elections', { name: 'de-president-2027', events: [
    A('KXGERPRES-27', 'Next German Federal President', 'Elections', close, [['VOSS', 'Andreas Voßkuhle', 'vosskuhle'], ['KRET', 'Winfried Kretschmann', 'kretschmann'], ['LAMM', 'Norbert Lammert', 'lammert'], ['PRIEN', 'Karin Prien', 'prien']], {
      rules: 'If the person is elected Federal President (Bundespräsident) by the Federal Convention in 2027, then the market resolves to Yes.' }),
    B('Next President of Germany?', 'Politics', close, w([
      ['andreas-vosskuhle-next-president-of-germany', 'Andreas Vosskuhle', 'vosskuhle'], ['winfried-kretschmann-next-president-of-germany', 'Winfried Kretschmann', 'kretschmann'],
      ['norbert-lammert-next-president-of-germany', 'Norbert Lammert', 'lammert'], ['other-next-president-of-germany', 'Other', 'b_other'],
    ], { src: 'https://www.bundespraesident.de' }), { rules: pm('the listed person is elected Federal President of Germany at the 2027 Federal Convention', 'official results') }, (l) => `Will ${l === 'Other' ? 'someone else' : l} be the next President of Germany?`),
  ] });
}
{ // Austrian presidential election, autumn 2028: near-identical title, other country.
  const close = z('2028-10-31');
  put('elections', { name: 'at-president-2028', events: [
    B('Next President of Austria?', 'Politics', close, w([
      ['herbert-kickl-next-president-of-austria', 'Herbert Kickl', 'kickl'], ['karl-nehammer-next-president-of-austria', 'Karl Nehammer', 'nehammer'], ['irmgard-griss-next-president-of-austria', 'Irmgard Griss', 'griss'],
    ], { src: 'https://www.bmi.gv.at/412/' }), { rules: pm('the listed person wins the 2028 Austrian presidential election', 'the Austrian Ministry of the Interior') }, (l) => `Will ${l} be the next President of Austria?`),
    G('Austrian Presidential Election 2028 — Winner', close, [['Herbert Kickl', 'kickl'], ['Karl Nehammer', 'nehammer'], ['Other', 'g_other']], { rules: 'Resolves to the winner of the 2028 election for Federal President of Austria (Bundespräsident). Other covers any candidate not listed.' }),
  ] }, 'office_place', 'office_place');
}
{ // Merz out as Chancellor before 2028 (alpha, beta) vs beta_us "Merz Chancellor on Dec 31, 2027": the same question from the
  // other side (a desk treats leaving and returning within the year as negligible): same event, complementary outcome.
  put('elections', { name: 'merz-out-2027', events: [
    A('KXMERZOUT-27', 'Friedrich Merz out as Chancellor before 2028?', 'Politics', z('2027-12-31'), [['YES', 'Out before 2028', 'out']], { rules: 'If Friedrich Merz ceases to be Chancellor of Germany before Jan 1, 2028, then the market resolves to Yes.' }),
    B('Merz out as German Chancellor by December 31, 2027?', 'Politics', z('2027-12-31'), [['merz-out-as-chancellor-by-december-31-2027', 'Yes', 'out', { src: 'https://www.bundesregierung.de' }]], { rules: pm('Friedrich Merz leaves the office of Federal Chancellor by December 31, 2027', 'official German government sources') }),
    U('merz-chancellor-on-dec-31-2027', 'Merz still Chancellor on Dec 31, 2027?', 'politics', z('2027-12-31'), [['merz-chancellor-dec-31-2027-yes', 'Yes', 'in']], { rules: 'Yes if Friedrich Merz is Chancellor of Germany on Dec 31, 2027.' }),
  ] }, 'inverted');
}
{ // Lower Saxony state election (10 Oct 2027) vs Lower Austria state election (30 Jan 2028).
  const close = z('2027-10-10', '16:00');
  put('elections', { name: 'lower-saxony-2027', events: [
    A('KXNDSWAHL-27', 'Lower Saxony state election: most votes', 'Elections', close, [['CDU', 'CDU', 'cdu'], ['SPD', 'SPD', 'spd'], ['AFD', 'AfD', 'afd'], ['GRU', 'Greens', 'greens']], { rules: 'If the party receives the most second votes (Zweitstimmen) in the 2027 Lower Saxony Landtag election, then the market resolves to Yes.' }),
    B('Lower Saxony election: largest party?', 'Politics', close, w([
      ['cdu-largest-party-lower-saxony-2027', 'CDU', 'cdu'], ['spd-largest-party-lower-saxony-2027', 'SPD', 'spd'], ['afd-largest-party-lower-saxony-2027', 'AfD', 'afd'], ['greens-largest-party-lower-saxony-2027', 'Die Grünen', 'greens'],
    ], { src: 'https://www.wahlen.niedersachsen.de' }), { rules: pm('the listed party wins the most votes (Zweitstimmen) in the 2027 Lower Saxony state election', 'the Landeswahlleiterin Niedersachsen') }, (l) => `Will ${l} win the most votes in the 2027 Lower Saxony state election?`),
    G('Lower Saxony (Niedersachsen) State Election 2027 — Party with Most Votes', close, [['CDU', 'cdu'], ['SPD', 'spd'], ['AfD', 'afd']], { rules: 'Resolves to the party with the most second votes in the 2027 Landtag election of Lower Saxony (Germany).' }),
  ] });
  put('elections', { name: 'lower-austria-2028', events: [
    B('Lower Austria state election: largest party?', 'Politics', z('2028-01-30', '16:00'), w([
      ['ovp-largest-party-lower-austria-2028', 'ÖVP', 'ovp'], ['fpo-largest-party-lower-austria-2028', 'FPÖ', 'fpo'], ['spo-largest-party-lower-austria-2028', 'SPÖ', 'spo'],
    ], { src: 'https://www.noe.gv.at/wahlen' }), { rules: pm('the listed party wins the most votes in the Lower Austria (Niederösterreich) Landtag election', 'the Land Niederösterreich') }, (l) => `Will ${l} win the most votes in the Lower Austria state election?`),
    G('Lower Austria (Niederösterreich) State Election — Largest Party', z('2028-01-30', '16:00'), [['ÖVP', 'ovp'], ['FPÖ', 'fpo'], ['SPÖ', 'spo']], { rules: 'Resolves to the party with the most votes in the next Landtag election of Lower Austria (Austria), expected January 2028.' }),
  ] }, 'office_place', 'office_place');
}

{ // Starmer out by June 30, 2027 (alpha, beta, gamma) vs beta_us "Starmer PM on Dec 31, 2027" (other date, other side).
  put('elections', { name: 'starmer-out', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSTARMEROUT-27JUN30', 'Keir Starmer out as UK PM before Jul 1, 2027?', 'Politics', z('2027-06-30'), [['YES', 'Out before Jul 1', 'out']], { rules: 'If Keir Starmer ceases to be Prime Minister of the United Kingdom before Jul 1, 2027, then the market resolves to Yes. Announcing a resignation is not enough.' }),
    B('Starmer out by June 30, 2027?', 'Politics', z('2027-06-30'), [['starmer-out-by-june-30-2027', 'Yes', 'out', { src: 'https://www.gov.uk/government/ministers/prime-minister' }]], { rules: pm('Keir Starmer is no longer UK Prime Minister at any point by June 30, 2027, 11:59 PM ET', 'official UK government sources') }),
    G1('Will Keir Starmer cease to be UK Prime Minister by 30 June 2027?', z('2027-06-30'), 'out', { rules: 'YES if Keir Starmer is no longer Prime Minister of the United Kingdom at any time on or before 30 June 2027.' }),
    U('starmer-pm-on-december-31-2027', 'Starmer still UK PM on Dec 31, 2027?', 'politics', z('2027-12-31'), [['starmer-pm-dec-31-2027-yes', 'Yes', 'in_dec']], { rules: 'Yes if Keir Starmer is UK Prime Minister on Dec 31, 2027.' }),
  ] }, 'deadline');
}
{ // Next UK Prime Minister (alpha, beta, gamma).
  const close = z('2029-08-15');
  put('elections', { name: 'next-uk-pm', events: [
    A('KXNEXTUKPM', 'Next UK Prime Minister', 'Politics', close, [
      ['WSTR', 'Wes Streeting', 'streeting'], ['ABUR', 'Andy Burnham', 'burnham'], ['ARAY', 'Angela Rayner', 'rayner'], ['SMAH', 'Shabana Mahmood', 'mahmood'],
      ['EMIL', 'Ed Miliband', 'miliband'], ['NFAR', 'Nigel Farage', 'farage'], ['KBAD', 'Kemi Badenoch', 'badenoch'],
    ], { rules: 'If the person is the next individual to be appointed Prime Minister of the United Kingdom after Keir Starmer, then the market resolves to Yes.' }),
    B('Next UK Prime Minister?', 'Politics', close, w([
      ['wes-streeting-next-uk-pm', 'Wes Streeting', 'streeting'], ['andy-burnham-next-uk-pm', 'Andy Burnham', 'burnham'], ['angela-rayner-next-uk-pm', 'Angela Rayner', 'rayner'],
      ['shabana-mahmood-next-uk-pm', 'Shabana Mahmood', 'mahmood'], ['nigel-farage-next-uk-pm', 'Nigel Farage', 'farage'], ['al-carns-next-uk-pm', 'Al Carns', 'carns'], ['other-next-uk-pm', 'Other', 'b_other'],
    ], { src: 'https://www.gov.uk' }), { rules: pm('the listed person is the next Prime Minister of the UK after Keir Starmer', 'official UK government sources') }, (l) => `Will ${l === 'Other' ? 'someone else' : l} be the next UK Prime Minister?`),
    G('Who will be the next UK Prime Minister after Keir Starmer?', close, [['Streeting', 'streeting'], ['Burnham', 'burnham'], ['Rayner', 'rayner'], ['Farage', 'farage'], ['Badenoch', 'badenoch']], { rules: 'Resolves to the next person appointed Prime Minister of the UK after Keir Starmer.' }),
    // beta_us lists two of the candidates as separate single-market events (a categorical split into binaries).
    U('will-andy-burnham-be-the-next-uk-prime-minister', 'Will Andy Burnham be the next UK Prime Minister?', 'politics', close, [['andy-burnham-next-uk-prime-minister-yes', 'Yes', 'burnham']], { rules: 'Yes if Andy Burnham is the next UK Prime Minister after Keir Starmer.' }),
    U('will-wes-streeting-be-the-next-uk-prime-minister', 'Will Wes Streeting be the next UK Prime Minister?', 'politics', close, [['wes-streeting-next-uk-prime-minister-yes', 'Yes', 'streeting']], { rules: 'Yes if Wes Streeting is the next UK Prime Minister after Keir Starmer.' }),
  ] });
}
put('elections', { name: 'next-labour-leader', events: [ // office: party leader, not PM
  B('Next Labour Party leader?', 'Politics', z('2029-08-15'), w([
    ['wes-streeting-next-labour-leader', 'Wes Streeting', 'streeting'], ['andy-burnham-next-labour-leader', 'Andy Burnham', 'burnham'], ['angela-rayner-next-labour-leader', 'Angela Rayner', 'rayner'],
  ], { src: 'https://labour.org.uk' }), { rules: pm('the listed person is the next leader of the UK Labour Party after Keir Starmer', 'the Labour Party') }, (l) => `Will ${l} be the next Labour Party leader?`),
  U('next-labour-leader', 'Next Labour leader', 'politics', z('2029-08-15'), [['next-labour-leader-streeting', 'Wes Streeting', 'streeting'], ['next-labour-leader-burnham', 'Andy Burnham', 'burnham']], { rules: 'Resolves to the next leader of the Labour Party after Keir Starmer.' }),
] }, 'office_place', 'office_place');

{ // Italian general election: party with most votes. Party names in Italian, English and abbreviations.
  const close = z('2027-12-31');
  put('elections', { name: 'it-election', events: [
    A('KXITALYELEC-27', 'Italian general election: party with most votes', 'Elections', close, [
      ['FDI', 'Fratelli d\'Italia', 'fdi'], ['PD', 'Partito Democratico', 'pd'], ['M5S', 'Movimento 5 Stelle', 'm5s'], ['LEGA', 'Lega', 'lega'], ['FI', 'Forza Italia', 'fi'],
    ], { rules: 'If the party receives the most votes in the proportional part of the Chamber of Deputies vote at the next Italian general election, then the market resolves to Yes.' }),
    B('Italy parliamentary election: most votes?', 'Politics', close, w([
      ['brothers-of-italy-most-votes-italy-election', 'Brothers of Italy (FdI)', 'fdi'], ['democratic-party-most-votes-italy-election', 'Democratic Party (PD)', 'pd'],
      ['five-star-movement-most-votes-italy-election', 'Five Star Movement', 'm5s'], ['league-most-votes-italy-election', 'League', 'lega'],
    ], { src: 'https://elezioni.interno.gov.it' }), { rules: pm('the listed party wins the most votes for the Chamber of Deputies at the next Italian general election', 'the Italian Ministry of the Interior') }, (l) => `Will ${l === 'League' ? 'the League' : l} win the most votes in the next Italian general election?`),
    G('Italy General Election — Largest Party', close, [['FdI', 'fdi'], ['PD', 'pd'], ['M5S', 'm5s'], ['Other', 'g_other']], { rules: 'Resolves to the list with the most votes for the Chamber of Deputies (proportional vote) at the next Italian general election. Other covers any list not named.' }),
  ] });
}
{ // Italian constitutional referendum on the direct election of the Prime Minister ("premierato").
  put('elections', { name: 'it-premierato-referendum', events: [
    B('Italy premierato constitutional referendum passes?', 'Politics', z('2027-12-31'), [['italy-premierato-referendum-passes', 'Yes', 'yes', { src: 'https://elezioni.interno.gov.it' }]], { rules: pm('a constitutional referendum on the direct election of the Italian Prime Minister is held by December 31, 2027 and Yes wins', 'the Italian Ministry of the Interior') }),
    G1('Italian Constitutional Referendum on Direct Election of the PM — Yes wins (by end of 2027)?', z('2027-12-31'), 'yes', { rules: 'YES if a constitutional referendum on the direct election of the Presidente del Consiglio is held by 31 December 2027 and the Yes side wins.' }),
  ] });
}
{ // Spanish general election: most seats (alpha, beta, gamma).
  const close = z('2027-08-31');
  put('elections', { name: 'es-election', events: [
    A('KXSPAINELEC-27', 'Spanish general election: most seats', 'Elections', close, [['PP', 'PP', 'pp'], ['PSOE', 'PSOE', 'psoe'], ['VOX', 'Vox', 'vox']], { rules: 'If the party wins the most seats in the Congress of Deputies at the next Spanish general election, then the market resolves to Yes.' }),
    B('Spain general election: most seats?', 'Politics', close, w([
      ['partido-popular-most-seats-spain-election', 'Partido Popular (PP)', 'pp'], ['psoe-most-seats-spain-election', 'PSOE', 'psoe'], ['vox-most-seats-spain-election', 'Vox', 'vox'], ['sumar-most-seats-spain-election', 'Sumar', 'sumar'],
    ], { src: 'https://www.infoelectoral.interior.gob.es' }), { rules: pm('the listed party wins the most seats in the Congreso de los Diputados in the next Spanish general election', 'the Spanish Ministry of the Interior') }, (l) => `Will ${l} win the most seats in the next Spanish general election?`),
    G('Spain General Election — Party with Most Seats', close, [['Partido Popular', 'pp'], ['PSOE', 'psoe'], ['Vox', 'vox']], { rules: 'Resolves to the party with the most seats in the Congreso de los Diputados at the next Spanish general election.' }),
  ] });
}
put('elections', { name: 'es-next-pm', events: [ // who becomes PM, not which party wins most seats
  U('next-spanish-prime-minister', 'Next Spanish Prime Minister', 'politics', z('2027-12-31'), [['next-spain-pm-alberto-nunez-feijoo', 'Alberto Núñez Feijóo', 'feijoo'], ['next-spain-pm-pedro-sanchez', 'Pedro Sánchez', 'sanchez']], { rules: 'Resolves to the next person to be sworn in as Prime Minister of Spain.' }),
  G('Spain — Prime Minister after the Next General Election', z('2027-12-31'), [['Alberto Núñez Feijóo', 'feijoo'], ['Pedro Sánchez', 'sanchez'], ['Santiago Abascal', 'abascal']], { rules: 'Resolves to the person sworn in as Presidente del Gobierno after the next Spanish general election.' }),
] }, 'condition', 'condition');

{ // LDP presidential election, September 2027.
  put('elections', { name: 'ldp-president-2027', events: [
    A('KXLDPLEADER-27', 'LDP presidential election 2027 winner', 'Elections', z('2027-09-30'), [
      ['TAKA', 'Sanae Takaichi', 'takaichi'], ['KOIZ', 'Shinjiro Koizumi', 'koizumi'], ['HAYA', 'Yoshimasa Hayashi', 'hayashi'], ['KOBA', 'Takayuki Kobayashi', 'kobayashi'],
    ], { rules: 'If the person wins the Liberal Democratic Party presidential election held in 2027, then the market resolves to Yes.' }),
    B('LDP leadership election 2027 winner?', 'Politics', z('2027-09-30'), w([
      ['sanae-takaichi-wins-ldp-leadership-2027', 'Takaichi Sanae', 'takaichi'], ['shinjiro-koizumi-wins-ldp-leadership-2027', 'Koizumi Shinjiro', 'koizumi'], ['yoshimasa-hayashi-wins-ldp-leadership-2027', 'Hayashi Yoshimasa', 'hayashi'],
    ], { src: 'https://www.jimin.jp' }), { rules: pm('the listed candidate wins the 2027 LDP presidential (leadership) election', 'the Liberal Democratic Party of Japan') }, (l) => `Will ${l} win the 2027 LDP leadership election?`),
  ] });
}
put('elections', { name: 'jp-pm-dec31-2027', events: [ // office: Prime Minister on a date
  G1('Sanae Takaichi Japan PM on 31 Dec 2027?', z('2027-12-31'), 'takaichi_pm', { rules: 'YES if Sanae Takaichi holds the office of Prime Minister of Japan on 31 December 2027.' }),
] }, 'office_place');

{ // Canada: federal election HELD in 2027 (alpha, gamma) vs snap election CALLED by June 30, 2027 (beta).
  put('elections', { name: 'ca-federal-election-2027', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXCANELECTION-27', 'Canadian federal election held in 2027?', 'Elections', z('2027-12-31'), [['YES', 'Held in 2027', 'held']], { rules: 'If polling day of a Canadian federal general election falls in 2027, then the market resolves to Yes.' }),
    G1('Canadian federal election held before 2028?', z('2027-12-31'), 'held', { rules: 'YES if polling day of a Canadian federal general election falls on or before 31 December 2027.' }),
    B('Canada snap election called by June 30, 2027?', 'Politics', z('2027-06-30'), [['canada-snap-election-called-by-june-30-2027', 'Yes', 'called', { src: 'https://www.elections.ca' }]], { rules: pm('Parliament is dissolved and a federal general election is called by June 30, 2027', 'Elections Canada') }),
  ] }, 'deadline');
}
{ // Carney out as PM by end of 2027.
  put('elections', { name: 'carney-out-2027', events: [
    B('Mark Carney out as Prime Minister by end of 2027?', 'Politics', z('2027-12-31'), [['mark-carney-out-as-pm-by-end-of-2027', 'Yes', 'out', { src: 'https://www.pm.gc.ca' }]], { rules: pm('Mark Carney ceases to be Prime Minister of Canada by December 31, 2027', 'official Government of Canada sources') }),
    U('carney-out-2027', 'Carney out as Canadian PM in 2027?', 'politics', z('2027-12-31'), [['carney-out-2027-yes', 'Yes', 'out']], { rules: 'Yes if Mark Carney ceases to be Prime Minister of Canada in 2027.' }),
  ] });
}
{ // Quebec sovereignty referendum held in 2027 (alpha, beta, gamma) vs Alberta independence referendum (beta only).
  put('elections', { name: 'quebec-referendum-2027', events: [
    A('KXQCREF-27', 'Quebec sovereignty referendum in 2027?', 'Politics', z('2027-12-31'), [['YES', 'Held in 2027', 'held']], { rules: 'If a province-wide referendum on Quebec sovereignty is held in 2027, then the market resolves to Yes.' }),
    B('Quebec sovereignty referendum held in 2027?', 'Politics', z('2027-12-31'), [['quebec-sovereignty-referendum-held-in-2027', 'Yes', 'held', { src: 'https://www.electionsquebec.qc.ca' }]], { rules: pm('a province-wide referendum on Quebec sovereignty or independence is held in 2027', 'Élections Québec') }),
    G1('Quebec independence referendum held by 31 Dec 2027?', z('2027-12-31'), 'held', { rules: 'YES if a province-wide referendum on Quebec sovereignty or independence takes place by 31 December 2027.' }),
  ] });
  put('elections', { name: 'alberta-referendum-2027', events: [
    B('Alberta independence referendum held in 2027?', 'Politics', z('2027-12-31'), [['alberta-independence-referendum-held-in-2027', 'Yes', 'held', { src: 'https://www.elections.ab.ca' }]], { rules: pm('a province-wide referendum on Alberta leaving Canada is held in 2027', 'Elections Alberta') }),
  ] }, 'office_place');
}
{ // NSW state election, 27 March 2027: party forming government.
  put('elections', { name: 'nsw-election-2027', events: [
    A('KXNSWELEC-27', 'NSW state election: winning party', 'Elections', z('2027-03-27', '09:00'), [['ALP', 'Labor', 'alp'], ['COAL', 'Liberal/National', 'coalition']], { rules: 'If the party (or coalition) forms government after the 2027 New South Wales state election, then the market resolves to Yes.' }),
    G('New South Wales State Election 2027 — Party to Form Government', z('2027-03-27', '09:00'), [['Labor (ALP)', 'alp'], ['Liberal/National Coalition', 'coalition'], ['Other', 'g_other']], { rules: 'Resolves to the party or coalition that forms government after the March 2027 NSW state election.' }),
  ] });
}
put('elections', { name: 'albanese-out-2027', events: [ // one venue
  B('Albanese out as Prime Minister in 2027?', 'Politics', z('2027-12-31'), [['albanese-out-as-prime-minister-in-2027', 'Yes', 'out', { src: 'https://www.pm.gov.au' }]], { rules: pm('Anthony Albanese ceases to be Prime Minister of Australia between January 1 and December 31, 2027', 'official Australian government sources') }),
] });
{ // Mexico midterms, 6 June 2027: Morena ALONE wins a majority (alpha, beta) vs the Morena-LED COALITION wins two thirds
  // (gamma). Same election, but a different count (party seats vs coalition seats), so a different question, like headline
  // vs core CPI: two events.
  const close = z('2027-06-13');
  put('elections', { name: 'mx-midterms-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMXMIDTERM-27', 'Morena majority in Mexico\'s Chamber of Deputies after 2027?', 'Elections', close, [['YES', 'Morena majority', 'maj']], { rules: 'If Morena alone wins at least 251 of 500 seats in the Chamber of Deputies in the June 6, 2027 election, then the market resolves to Yes.' }),
    B('Morena majority in Mexican Chamber of Deputies after 2027 midterms?', 'Politics', close, [['morena-majority-mexican-chamber-2027', 'Yes', 'maj', { src: 'https://www.ine.mx' }]], { rules: pm('Morena on its own wins more than half of the seats in the Chamber of Deputies in the 2027 federal election', 'the INE') }),
    G1('Morena-led coalition wins a two-thirds supermajority in Mexico\'s Chamber of Deputies (2027)?', close, 'coal23', { rules: 'YES if Morena and its allies (PT, PVEM) together win at least 334 of 500 seats in the Chamber of Deputies in the June 2027 election.' }),
  ] }, 'measure');
}
{ // Uttar Pradesh assembly election 2027: party with most seats (alpha, beta) vs BJP seat-count buckets (gamma): same election,
  // different question (which party leads vs how many seats one party wins): two events. Punjab 2027: another state.
  const close = z('2027-03-15');
  put('elections', { name: 'up-election-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUPELEC-27', 'Uttar Pradesh assembly election winner', 'Elections', close, [['BJP', 'BJP', 'bjp'], ['SP', 'Samajwadi Party', 'sp'], ['BSP', 'BSP', 'bsp']], { rules: 'If the party wins the most seats in the 2027 Uttar Pradesh Legislative Assembly election, then the market resolves to Yes.' }),
    B('Uttar Pradesh election 2027: which party wins most seats?', 'Politics', close, w([
      ['bjp-wins-most-seats-up-2027', 'BJP', 'bjp'], ['samajwadi-party-wins-most-seats-up-2027', 'SP', 'sp'], ['inc-wins-most-seats-up-2027', 'INC', 'inc'],
    ], { src: 'https://results.eci.gov.in' }), { rules: pm('the listed party wins the most seats in the Uttar Pradesh assembly election', 'the Election Commission of India') }, (l) => `Will ${l} win the most seats in the 2027 Uttar Pradesh election?`),
    G('UP Assembly Election 2027 — BJP Seats', close, [['Fewer than 202', 'bjp_lt202'], ['202 – 250', 'bjp_202'], ['More than 250', 'bjp_gt250']], { rules: 'Resolves on the number of seats won by the BJP alone in the 2027 Uttar Pradesh Legislative Assembly election (403 seats).' }),
  ] }, 'measure');
  put('elections', { name: 'punjab-election-2027', events: [
    B('Punjab election 2027 winner?', 'Politics', close, w([
      ['aap-wins-punjab-2027', 'AAP', 'aap'], ['inc-wins-punjab-2027', 'INC', 'inc'], ['sad-wins-punjab-2027', 'SAD', 'sad'], ['bjp-wins-punjab-2027', 'BJP', 'bjp'],
    ], { src: 'https://results.eci.gov.in' }), { rules: pm('the listed party wins the most seats in the 2027 Punjab Legislative Assembly election', 'the Election Commission of India') }, (l) => `Will ${l} win the 2027 Punjab election?`),
    G('Punjab Assembly Election 2027 — Winning Party', close, [['Aam Aadmi Party', 'aap'], ['Indian National Congress', 'inc'], ['Shiromani Akali Dal', 'sad']], { rules: 'Resolves to the party winning the most seats in the 2027 Punjab Legislative Assembly election.' }),
  ] }, 'office_place', 'office_place');
}
{ // Argentina presidential election 2027.
  const close = z('2027-11-21');
  put('elections', { name: 'ar-president-2027', events: [
    A('KXARGPRES-27', 'Argentina presidential election 2027 winner', 'Elections', close, [['MILEI', 'Javier Milei', 'milei'], ['KICI', 'Axel Kicillof', 'kicillof'], ['BULL', 'Patricia Bullrich', 'bullrich']], { rules: 'If the candidate is elected President of Argentina in the 2027 election, then the market resolves to Yes.' }),
    B('Argentina Presidential Election 2027?', 'Politics', close, w([
      ['javier-milei-wins-argentina-2027', 'Milei', 'milei'], ['axel-kicillof-wins-argentina-2027', 'Kicillof', 'kicillof'], ['victoria-villarruel-wins-argentina-2027', 'Villarruel', 'villarruel'], ['other-wins-argentina-2027', 'Other', 'b_other'],
    ], { src: 'https://www.argentina.gob.ar/dine' }), { rules: pm('the listed candidate wins the 2027 Argentine presidential election', 'the Dirección Nacional Electoral') }, (l) => `Will ${l === 'Other' ? 'another candidate' : l} win the 2027 Argentine presidential election?`),
    G('Argentina 2027 Presidential Election Winner', close, [['Javier Milei', 'milei'], ['Axel Kicillof', 'kicillof'], ['Patricia Bullrich', 'bullrich']], { rules: 'Resolves to the candidate elected President of Argentina in the 2027 election (including a runoff).' }),
  ] });
}
{ // Polish parliamentary election 2027: party names in Polish and English.
  put('elections', { name: 'pl-election-2027', events: [
    B('Poland parliamentary election: largest party?', 'Politics', z('2027-11-15'), w([
      ['pis-largest-party-poland-2027', 'PiS', 'pis'], ['ko-largest-party-poland-2027', 'KO', 'ko'], ['konfederacja-largest-party-poland-2027', 'Konfederacja', 'konf'],
    ], { src: 'https://pkw.gov.pl' }), { rules: pm('the listed party or committee receives the most votes in the 2027 Sejm election', 'the National Electoral Commission (PKW)') }, (l) => `Will ${l} win the most votes in the 2027 Polish parliamentary election?`),
    G('Polish Parliamentary Election 2027 — Most Votes', z('2027-11-15'), [['Law and Justice (PiS)', 'pis'], ['Civic Coalition (KO)', 'ko'], ['Confederation', 'konf'], ['Other', 'g_other']], { rules: 'Resolves to the electoral committee with the most votes in the 2027 Sejm election per PKW. Other covers any committee not listed.' }),
  ] });
}
{ // Kenya presidential election, 10 August 2027.
  put('elections', { name: 'ke-president-2027', events: [
    A('KXKENYAPRES-27', 'Kenya presidential election 2027', 'Elections', z('2027-08-31'), [['RUTO', 'William Ruto', 'ruto'], ['MATI', 'Fred Matiang\'i', 'matiangi'], ['KALO', 'Kalonzo Musyoka', 'kalonzo']], { rules: 'If the candidate is declared winner of Kenya\'s 2027 presidential election by the IEBC, then the market resolves to Yes.' }),
    B('Kenya Presidential Election Winner?', 'Politics', z('2027-08-31'), w([
      ['william-ruto-wins-kenya-2027', 'Ruto', 'ruto'], ['fred-matiangi-wins-kenya-2027', 'Matiangi', 'matiangi'], ['rigathi-gachagua-wins-kenya-2027', 'Gachagua', 'gachagua'],
    ], { src: 'https://www.iebc.or.ke' }), { rules: pm('the listed candidate is declared winner of the August 2027 Kenyan presidential election', 'the IEBC') }, (l) => `Will ${l} win the 2027 Kenyan presidential election?`),
  ] });
}
{ // Nigeria presidential election, February 2027.
  put('elections', { name: 'ng-president-2027', events: [
    B('Nigeria Presidential Election 2027?', 'Politics', z('2027-03-15'), w([
      ['bola-tinubu-wins-nigeria-2027', 'Bola Tinubu', 'tinubu'], ['atiku-abubakar-wins-nigeria-2027', 'Atiku Abubakar', 'atiku'], ['peter-obi-wins-nigeria-2027', 'Peter Obi', 'obi'],
    ], { src: 'https://www.inecnigeria.org' }), { rules: pm('the listed candidate is declared winner of the 2027 Nigerian presidential election by INEC', 'INEC') }, (l) => `Will ${l} win the 2027 Nigerian presidential election?`),
    G('Nigeria Presidential Election 2027', z('2027-03-15'), [['Tinubu', 'tinubu'], ['Atiku', 'atiku'], ['Obi', 'obi']], { rules: 'Resolves to the candidate declared winner of the 2027 Nigerian presidential election by INEC.' }),
  ] });
}
{ // Swiss vote on the EU treaty package (Bilaterals III) by the end of 2027.
  put('elections', { name: 'ch-eu-package-vote', events: [
    B('Swiss voters approve EU bilateral agreements package?', 'Politics', z('2027-12-31'), [['swiss-voters-approve-eu-bilateral-package', 'Yes', 'yes', { src: 'https://www.admin.ch/gov/en/start/documentation/votes.html' }]], { rules: pm('a national vote on the Switzerland-EU package of agreements is held by December 31, 2027 and approved', 'the Swiss Federal Chancellery') }),
    G1('Switzerland referendum on EU treaties (Bilaterals III) approved by end of 2027?', z('2027-12-31'), 'yes', { rules: 'YES if Swiss voters approve the Switzerland-EU package of agreements in a national vote held by 31 December 2027.' }),
  ] });
}
put('elections', { name: 'fi-election-2027', events: [ // one venue
  B('Finland parliamentary election: largest party?', 'Politics', z('2027-04-18', '20:00'), [['sdp-largest-party-finland-2027', 'SDP', 'sdp'], ['kokoomus-largest-party-finland-2027', 'National Coalition', 'kok'], ['finns-party-largest-finland-2027', 'Finns Party', 'ps']], { rules: pm('the listed party wins the most votes in the April 2027 Finnish parliamentary election', 'the Ministry of Justice (vaalit.fi)') }, (l) => `Will the ${l} win the most votes in the 2027 Finnish parliamentary election?`),
] });
put('elections', { name: 'ee-election-2027', events: [ // one venue
  G('Estonia Riigikogu Election 2027 — Largest Party', z('2027-03-07', '20:00'), [['Isamaa', 'isamaa'], ['Reform Party', 'reform'], ['EKRE', 'ekre']], { rules: 'Resolves to the party with the most votes in the March 2027 Riigikogu election.' }),
] });

// ───────────────────────────── GEOPOLITICS ─────────────────────────────

{ // Russia x Ukraine ceasefire by June 30, 2027 (alpha, beta_us, gamma) vs in 2027 (beta).
  put('geopolitics', { name: 'ru-ua-ceasefire', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], events: [
    A('KXUKRCEASE-27JUN30', 'Russia-Ukraine ceasefire before Jul 2027?', 'World', z('2027-06-30'), [['YES', 'Before Jul 1', 'h1']], { rules: 'If Russia and Ukraine both publicly agree to a general ceasefire that takes effect before Jul 1, 2027, then the market resolves to Yes.' }),
    U('russia-ukraine-ceasefire-by-june-30-2027', 'Russia x Ukraine ceasefire by June 30, 2027?', 'geopolitics', z('2027-06-30'), [['russia-ukraine-ceasefire-june-30-2027-yes', 'Yes', 'h1']], { rules: 'Yes if Russia and Ukraine agree to and announce a general ceasefire by June 30, 2027.' }),
    G1('Russia x Ukraine ceasefire by June 30, 2027?', z('2027-06-30'), 'h1', { rules: 'YES if Russia and Ukraine both agree to a general ceasefire, officially announced, by 30 June 2027.' }),
    B('Russia x Ukraine ceasefire in 2027?', 'Geopolitics', z('2027-12-31'), [['russia-x-ukraine-ceasefire-in-2027', 'Yes', 'y2027', { src: 'https://www.kremlin.ru' }]], { rules: pm('there is an official ceasefire agreement, publicly announced and agreed to by both Russia and Ukraine, by December 31, 2027', 'official statements from both governments') }),
  ] }, 'deadline');
}
{ // Putin and Zelensky meet in person by June 30, 2027.
  put('geopolitics', { name: 'putin-zelensky-meeting', events: [
    A('KXPUTINZELENSKY-27JUN30', 'Putin and Zelensky meet before Jul 2027?', 'World', z('2027-06-30'), [['YES', 'Meet before Jul 1', 'meet']], { rules: 'If Vladimir Putin and Volodymyr Zelensky meet in person before Jul 1, 2027, then the market resolves to Yes.' }),
    B('Putin and Zelensky meet in person by June 30?', 'Geopolitics', z('2027-06-30'), [['putin-zelensky-meet-by-june-30-2027', 'Yes', 'meet', { src: 'https://www.president.gov.ua' }]], { rules: pm('Vladimir Putin and Volodymyr Zelensky meet in person by June 30, 2027', 'official sources') }),
  ] });
}
{ // Xi Jinping visits the US in 2027 (alpha, beta) vs a Trump-Xi meeting anywhere in 2027 (gamma).
  put('geopolitics', { name: 'xi-us-visit-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXXIVISIT-27', 'Xi Jinping visits the US in 2027?', 'World', z('2027-12-31'), [['YES', 'Visits in 2027', 'visit']], { rules: 'If Xi Jinping travels to the United States in 2027, then the market resolves to Yes.' }),
    B('Xi Jinping visits US by December 31, 2027?', 'Geopolitics', z('2027-12-31'), [['xi-jinping-visits-us-by-december-31-2027', 'Yes', 'visit', { src: 'https://www.mfa.gov.cn/eng/' }]], { rules: pm('Xi Jinping is physically present in the United States at any point by December 31, 2027', 'official sources') }),
    G1('Trump and Xi meet in person in 2027?', z('2027-12-31'), 'meet', { rules: 'YES if Donald Trump and Xi Jinping meet in person anywhere in 2027.' }),
  ] }, 'condition');
}
{ // EU 22nd sanctions package by March 31 (beta, gamma) vs before the Feb 24 anniversary (alpha).
  put('geopolitics', { name: 'eu-22nd-sanctions', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('EU adopts 22nd sanctions package against Russia by March 31?', 'Geopolitics', z('2027-03-31'), [['eu-22nd-sanctions-package-by-march-31-2027', 'Yes', 'mar', { src: 'https://www.consilium.europa.eu' }]], { rules: pm('the Council of the EU formally adopts the 22nd package of sanctions against Russia by March 31, 2027', 'the Council of the EU') }),
    G1('EU 22nd Russia sanctions package adopted by 31 March 2027?', z('2027-03-31'), 'mar', { rules: 'YES if the Council of the EU formally adopts the 22nd sanctions package against Russia by 31 March 2027.' }),
    A('KXEUSANCT-27FEB24', 'EU adopts 22nd Russia sanctions package before Feb 24, 2027?', 'World', z('2027-02-23'), [['YES', 'Before Feb 24', 'feb']], { rules: 'If the Council of the EU adopts a 22nd package of sanctions against Russia before Feb 24, 2027, then the market resolves to Yes.' }),
  ] }, 'deadline');
}
{ // China invades Taiwan (alpha, beta, beta_us) vs blockade (gamma).
  put('geopolitics', { name: 'china-taiwan-2027', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXTAIWAN-27', 'Will China invade Taiwan in 2027?', 'World', z('2027-12-31'), [['YES', 'Invasion in 2027', 'inv']], { rules: 'If PRC military forces conduct a ground invasion of Taiwan\'s main island in 2027, then the market resolves to Yes.' }),
    B('China invades Taiwan by end of 2027?', 'Geopolitics', z('2027-12-31'), [['china-invades-taiwan-by-end-of-2027', 'Yes', 'inv', { src: 'https://www.reuters.com' }]], { rules: pm('China commences a military invasion of Taiwan by December 31, 2027', 'a consensus of credible reporting') }),
    U('china-invade-taiwan-2027', 'China invades Taiwan in 2027?', 'geopolitics', z('2027-12-31'), [['china-invade-taiwan-2027-yes', 'Yes', 'inv']], { rules: 'Yes if the PRC launches a military invasion of Taiwan in 2027.' }),
    G1('China blockade of Taiwan by end of 2027?', z('2027-12-31'), 'block', { rules: 'YES if the PRC declares or enforces a naval or air blockade of Taiwan by 31 December 2027. An invasion is not required.' }),
  ] }, 'condition');
}
{ // US x Iran nuclear deal by June 30, 2027.
  put('geopolitics', { name: 'us-iran-deal', events: [
    B('US x Iran nuclear deal by June 30?', 'Geopolitics', z('2027-06-30'), [['us-iran-nuclear-deal-by-june-30-2027', 'Yes', 'deal', { src: 'https://www.state.gov' }]], { rules: pm('the United States and Iran officially announce a nuclear agreement by June 30, 2027', 'official government statements') }),
    U('us-iran-nuclear-deal-by-june-30-2027', 'US-Iran nuclear deal by June 30, 2027?', 'geopolitics', z('2027-06-30'), [['us-iran-nuclear-deal-june-2027-yes', 'Yes', 'deal']], { rules: 'Yes if the US and Iran announce a nuclear agreement by June 30, 2027.' }),
  ] });
}
{ // Saudi-Israel normalization (alpha) vs Saudi Arabia joining the Abraham Accords (gamma). A desk keeps them apart: relations
  // can be normalised under a separate bilateral framework without joining the Accords.
  put('geopolitics', { name: 'saudi-israel-2027', groups: [['alpha'], ['gamma']], events: [
    A('KXSAUDIISR-27', 'Saudi Arabia normalizes relations with Israel in 2027?', 'World', z('2027-12-31'), [['YES', 'Normalizes in 2027', 'norm']], { rules: 'If Saudi Arabia and Israel establish formal diplomatic relations in 2027, then the market resolves to Yes.' }),
    G1('Saudi Arabia joins the Abraham Accords by 31 Dec 2027?', z('2027-12-31'), 'accords', { rules: 'YES if Saudi Arabia formally joins the Abraham Accords by 31 December 2027.' }),
  ] }, 'condition');
}
{ // Ukraine holds a presidential election in 2027 (alpha, beta) vs Zelensky re-elected (gamma).
  put('geopolitics', { name: 'ukraine-election-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUKRELEC-27', 'Ukraine presidential election held in 2027?', 'World', z('2027-12-31'), [['YES', 'Held in 2027', 'held']], { rules: 'If the first round of a Ukrainian presidential election is held in 2027, then the market resolves to Yes.' }),
    B('Ukraine presidential election held by December 31, 2027?', 'Geopolitics', z('2027-12-31'), [['ukraine-presidential-election-held-by-december-31-2027', 'Yes', 'held', { src: 'https://www.cvk.gov.ua' }]], { rules: pm('the first round of a Ukrainian presidential election takes place by December 31, 2027', 'the Central Election Commission of Ukraine') }),
    G1('Zelensky re-elected President of Ukraine?', z('2027-12-31'), 'zel', { rules: 'YES if Volodymyr Zelensky wins the next Ukrainian presidential election held by 31 December 2027.' }),
  ] }, 'condition');
}
{ // Trump-Putin summit by June 30, 2027.
  put('geopolitics', { name: 'trump-putin-summit', events: [
    B('Trump x Putin meeting by June 30?', 'Geopolitics', z('2027-06-30'), [['trump-putin-meeting-by-june-30-2027', 'Yes', 'meet', { src: 'https://www.whitehouse.gov' }]], { rules: pm('Donald Trump and Vladimir Putin meet in person by June 30, 2027', 'official sources') }),
    U('trump-putin-in-person-meeting-june-30-2027', 'Trump and Putin meet in person by June 30, 2027?', 'geopolitics', z('2027-06-30'), [['trump-putin-meeting-june-30-2027-yes', 'Yes', 'meet']], { rules: 'Yes if Donald Trump and Vladimir Putin meet in person by June 30, 2027.' }),
  ] });
}

// ───────────────────────────── checks and output ─────────────────────────────

const seen = new Map<string, string>();
for (const c of cases) {
  for (const e of c.events) {
    const ids = [`${e.venue}:event:${e.venue === 'beta' ? e.title.toLowerCase().replace(/[^a-z0-9]+/g, '-') : e.id}`, ...(e.markets.length === 1 && e.markets[0]!.id === e.id ? [] : e.markets.map((m) => `${e.venue}:market:${m.id}`))];
    for (const id of ids) {
      if (seen.has(id)) throw new Error(`${id} in ${c.name} and ${seen.get(id)!}`);
      seen.set(id, c.name);
    }
    const closes = [e.close, ...e.markets.map((m) => m.close)].filter((x): x is string => x !== undefined);
    for (const cl of closes) if (!(Date.parse(cl) > Date.parse('2026-11-22T15:00:00Z'))) throw new Error(`${c.name}: close ${cl} not after now`);
  }
}

const scenario = emitScenario(cases);
const truth = scenario['truth'] as { events: Array<{ case: string; members: string[] }>; outcomes: Array<{ case: string; members: string[]; fungible: Record<string, boolean> }> };
for (const o of truth.outcomes) {
  const venues = o.members.map((m) => m.split(':')[0]!);
  if (new Set(venues).size !== venues.length) throw new Error(`${o.case}: one outcome lists a venue twice (${o.members.join(', ')})`);
}
writeFileSync(new URL('./holdout12-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);

const events = cases.flatMap((c) => c.events);
const byVenue = new Map<string, number>();
for (const e of events) byVenue.set(e.venue, (byVenue.get(e.venue) ?? 0) + 1);
const multi = truth.outcomes.filter((o) => o.members.length > 1);
const byCat = new Map<string, number>();
for (const m of meta) byCat.set(m.cat, (byCat.get(m.cat) ?? 0) + 1);
console.log(JSON.stringify({
  venue_events: events.length, by_venue: Object.fromEntries(byVenue), cases: cases.length, by_category: Object.fromEntries(byCat),
  truth_events: truth.events.length, cross_venue_events: truth.events.filter((e) => e.members.length > 1).length, single_listing_events: truth.events.filter((e) => e.members.length === 1).length,
  outcome_matches: multi.length, outcome_matches_not_fungible_somewhere: multi.filter((o) => Object.values(o.fungible).includes(false)).length,
  hard_negatives: meta.reduce((s, m) => s + m.hn, 0), hard_negatives_by_kind: Object.fromEntries([...hnTally].sort((a, b) => b[1] - a[1])),
}, null, 1));
