// Forty-eighth independent refdata holdout: writes test/refdata/holdout48-set.json (the US economy and markets of
// April–June 2033 as the venues listed them in early April 2033: the CPI, core CPI, PCE, jobs report, unemployment,
// GDP advance and second estimates, retail sales, jobless claims, ISM, UMich and JOLTS prints; the FOMC and the ECB, BoE,
// BoJ, BoC, RBA; Treasury yields; oil, gold, silver and natural gas; EUR/USD and USD/JPY; equity index daily and monthly
// closes and record highs; crypto monthly and year-end ladders; earnings beats and share prices; IPOs; recession and
// company questions).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout48.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout47.build.ts (its header: the general labelling rules below
// are adopted from it verbatim), lines 80–230 of test/refdata/holdout47.build.ts (the shape of its cases and the helper
// usage) and its last 10 lines (how the JSON is written out). Nothing under services/refdata/** or packages/domain/**
// was opened, nor any other set, build file or test in test/refdata/, nor git history or other branches. The matcher
// and the `eval`/`diagnose` commands were never run on this set: it is NOT tuned and has not been seen.
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
// Set-specific readings (applying the rules above):
// - A data print is one event per statistic, per reference month and per release: CPI headline vs core, MoM vs YoY,
//   PCE headline vs core, nonfarm payrolls vs the unemployment rate vs average hourly earnings, initial vs continuing
//   claims, retail sales headline vs ex-autos, ISM vs S&P Global PMI, the UMich preliminary vs final reading and the GDP
//   advance vs second estimate are all different events. A print for April and the same print for May are different
//   periods; jobless claims for one week and the next are different dates.
// - Published precision decides thresholds: CPI/PCE/GDP/unemployment/retail (one decimal, percent), payrolls and
//   claims (thousands), so "Above 150,000" (≥151K) and "150K or more" are different outcomes, and "Above 0.2%" equals
//   "0.3% or more". "≤0.1%" is the complement of "Above 0.1%" (inverted); "negative GDP" is NOT the complement of
//   "Above 0.0%" (a 0.0% print is neither), so it keeps its own `t`. Likewise "misses the EPS consensus" is not the
//   complement of "beats" (an in-line print is neither).
// - Central banks: one event per bank per meeting. A meeting's decision ladder (cut 25, hold, hike) and a "rate after
//   the meeting" ladder whose levels coincide one-to-one with the decisions are one event; the target range's upper
//   bound after the meeting and the effective fed funds rate on a date are different measures. "25+ bps increase" is
//   a different outcome from "Hike 25bps" (it includes larger hikes); "Cut" (any size) differs from "Cut 25bps".
//   Counting cuts in a year by meetings vs by 25 bp steps is one event, not fungible (rule above).
// - Prices: a closing value on a date (Treasury par curve, NYMEX/COMEX settle, index close at 4 PM ET, 5 PM ET FX and
//   crypto fixes) and the high/low reached during a window are different observations; "by June 30" from listing and
//   "in June" are different windows; "in 2033" and "by Dec 31, 2033" are one. Brent vs WTI, the 2-year vs the 10-year,
//   the Nasdaq-100 vs the Nasdaq Composite are different assets. The ECB's 14:15 CET euro reference rate and a 5 PM ET
//   EUR/USD close are different instants (different events). The same observation off CF Benchmarks vs Binance, COMEX
//   vs LBMA PM, or the Treasury par curve vs a CNBC quote is one event, nf on that pair.
// - Companies: an EPS beat and a revenue threshold are different measures; an IPO's public S-1 filing and its first
//   trade are different observations; an index "all-time high" (intraday) and a "record close" are different
//   observations. An NBER-dated recession and "two negative quarters or NBER" are different statistics.
// Ids: beta event ids 560001+, gamma ids 50001+, alpha tickers dated 2033; all closes after 2026-11-23.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'cpi' | 'pce' | 'jobs' | 'gdp' | 'retail' | 'claims' | 'surveys' | 'fed' | 'central_banks' | 'yields' | 'commodities' | 'fx' | 'equities' | 'crypto' | 'earnings' | 'ipo' | 'company';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'asset' | 'observation' | 'estimate' | 'instant' | 'counting';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(560000, 50000);

const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/news.release/empsit.toc.htm';
const BLS_JOLTS = 'Bureau of Labor Statistics https://www.bls.gov/jlt/';
const BLS_PPI = 'Bureau of Labor Statistics https://www.bls.gov/ppi/';
const BEA_GDP = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const BEA_PCE = 'Bureau of Economic Analysis https://www.bea.gov/data/personal-consumption-expenditures-price-index';
const CENSUS = 'U.S. Census Bureau https://www.census.gov/retail/index.html';
const DOL = 'U.S. Department of Labor https://www.dol.gov/ui/data.pdf';
const FOMC = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const ECB = 'European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html';
const BOE = 'Bank of England https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate';
const BOJ = 'Bank of Japan https://www.boj.or.jp/en/mopo/mpmdeci/index.htm';
const BOC = 'Bank of Canada https://www.bankofcanada.ca/core-functions/monetary-policy/key-interest-rate/';
const RBNZ = 'Reserve Bank of New Zealand https://www.rbnz.govt.nz/monetary-policy/official-cash-rate-decisions';
const TREAS = 'U.S. Department of the Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates';
const NYMEX = 'CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html';
const COMEX = 'CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html';
const COMEX_SI = 'CME Group https://www.cmegroup.com/markets/metals/precious/silver.settlements.html';
const NYMEX_NG = 'CME Group https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.settlements.html';
const SPX = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NDX = 'Nasdaq https://indexes.nasdaqomx.com/Index/Overview/NDX';
const DJIA = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/dow-jones-industrial-average/';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const CFE = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI';
const FX = 'Bloomberg https://www.bloomberg.com/markets/currencies';
const ISM = 'Institute for Supply Management https://www.ismworld.org/supply-management-news-and-reports/reports/ism-report-on-business/';
const UMICH = 'University of Michigan https://www.sca.isr.umich.edu/';
const AAA = 'AAA https://gasprices.aaa.com/';
const NBER = 'National Bureau of Economic Research https://www.nber.org/research/business-cycle-dating';
const ICE_DX = 'ICE https://www.ice.com/products/194/US-Dollar-Index-Futures';
const BINANCE = 'Binance BTC/USDT 1-minute candles https://www.binance.com/en/trade/BTC_USDT';
const BINANCE_E = 'Binance ETH/USDT 1-minute candles https://www.binance.com/en/trade/ETH_USDT';
const EDGAR = 'SEC EDGAR https://www.sec.gov/edgar/search/';

const at830 = (d: string): string => z(d, '12:25');
const rel = (d: string): string => z(d, '12:30');

// ───────────────────────────── CPI ─────────────────────────────

{ // March 2033 CPI YoY (Apr 12). beta's "3.0% or higher" = alpha "Above 2.9%" (one decimal); gamma's top bucket too.
  const r = '2033-04-12';
  addCase('cpi', { name: 'cpi-2033-03-yoy', events: [
    A('KXCPIYOY-33MAR', 'CPI year-over-year in Mar 2033', 'Economics', at830(r), [['T2.6', 'Above 2.6%', 'gt2.6'], ['T2.8', 'Above 2.8%', 'gt2.8'], ['T2.9', 'Above 2.9%', 'gt2.9'], ['T3.1', 'Above 3.1%', 'gt3.1']], { sources: [BLS_CPI] }),
    B('March 2033 US inflation (annual)', 'Economy', rel(r), [
      ['us-annual-inflation-march-2033-2pt7-or-lower', '2.7% or lower', 'le2.7', { q: 'Will US annual inflation for March 2033 be 2.7% or lower?' }],
      ['us-annual-inflation-march-2033-2pt8', '2.8%', 'eq2.8', { q: 'Will US annual inflation for March 2033 be 2.8%?' }],
      ['us-annual-inflation-march-2033-2pt9', '2.9%', 'eq2.9', { q: 'Will US annual inflation for March 2033 be 2.9%?' }],
      ['us-annual-inflation-march-2033-3pt0-or-higher', '3.0% or higher', 'gt2.9', { q: 'Will US annual inflation for March 2033 be 3.0% or higher?' }]]),
    U1('cpi-yoy-mar-2033-above-2pt8', 'US CPI YoY (Mar 2033) above 2.8%?', 'Economics', rel(r), 'gt2.8'),
    G('US CPI YoY — March 2033 (BLS, Apr 12)', rel(r), gr(['Below 2.7%', 'lt2.7'], ['2.7% – 2.9%', 'b2.7-2.9'], ['3.0% or above', 'gt2.9'])),
  ] });
}
{ // March core CPI YoY (alpha, beta, beta_us); gamma lists March core CPI month-over-month (measure).
  const r = '2033-04-12';
  addCase('cpi', { name: 'cpi-2033-03-core-yoy', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXCPICOREYOY-33MAR', 'Core CPI year-over-year in Mar 2033', 'Economics', at830(r), [['T2.9', 'Above 2.9%', 'gt2.9'], ['T3.1', 'Above 3.1%', 'gt3.1'], ['T3.3', 'Above 3.3%', 'gt3.3']], { sources: [BLS_CPI] }),
    B('Core inflation YoY in March 2033?', 'Economy', rel(r), [['core-cpi-yoy-march-2033-3pt0', '3.0%', 'eq3.0'], ['core-cpi-yoy-march-2033-3pt1', '3.1%', 'eq3.1'], ['core-cpi-yoy-march-2033-3pt2-plus', '3.2%+', 'gt3.1']]),
    U1('core-cpi-yoy-mar-2033-above-3pt1', 'Core CPI YoY (Mar 2033) above 3.1%?', 'Economics', rel(r), 'gt3.1'),
    G1('US core CPI m/m for March 2033 at 0.3% or higher?', rel(r), 'core-mom-ge0.3'),
  ] }, ['measure']);
}
{ // March headline CPI MoM: beta's "≤0.1%" is the complement of alpha "Above 0.1%"; gamma "0.3% or more" = "Above 0.2%".
  const r = '2033-04-12';
  addCase('cpi', { name: 'cpi-2033-03-mom', events: [
    A('KXCPI-33MAR', 'CPI in Mar 2033', 'Economics', at830(r), [['T0.1', 'Above 0.1%', 'gt0.1'], ['T0.2', 'Above 0.2%', 'gt0.2'], ['T0.3', 'Above 0.3%', 'gt0.3']], { sources: [BLS_CPI] }),
    B('March 2033 inflation (monthly)', 'Economy', rel(r), [['cpi-mom-march-2033-0pt1-or-less', '≤0.1%', 'le0.1'], ['cpi-mom-march-2033-0pt2', '0.2%', 'eq0.2'], ['cpi-mom-march-2033-0pt3', '0.3%', 'eq0.3'], ['cpi-mom-march-2033-0pt4-or-more', '≥0.4%', 'gt0.3']]),
    U1('cpi-mom-mar-2033-above-0pt2', 'CPI MoM (Mar 2033) above 0.2%?', 'Economics', rel(r), 'gt0.2'),
    G1('Will US CPI rise 0.3% or more m/m in March 2033?', rel(r), 'gt0.2'),
  ] }, ['inverted']);
}
{ // April CPI YoY (May 11) on alpha, beta, beta_us; gamma lists May CPI YoY, released June 14 (period).
  const r = '2033-05-11';
  addCase('cpi', { name: 'cpi-2033-04-yoy', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXCPIYOY-33APR', 'CPI year-over-year in Apr 2033', 'Economics', at830(r), [['T2.7', 'Above 2.7%', 'gt2.7'], ['T2.9', 'Above 2.9%', 'gt2.9'], ['T3.1', 'Above 3.1%', 'gt3.1']], { sources: [BLS_CPI] }),
    B('April 2033 US inflation (annual)', 'Economy', rel(r), [['us-annual-inflation-april-2033-2pt8-or-lower', '2.8% or lower', 'le2.8'], ['us-annual-inflation-april-2033-2pt9', '2.9%', 'eq2.9'],
      ['us-annual-inflation-april-2033-3pt0', '3.0%', 'eq3.0'], ['us-annual-inflation-april-2033-3pt1-or-higher', '3.1% or higher', 'gt3.0']]),
    U1('cpi-yoy-apr-2033-above-2pt9', 'US CPI YoY (Apr 2033) above 2.9%?', 'Economics', rel(r), 'gt2.9'),
    G('US CPI YoY — May 2033 (BLS, Jun 14)', rel('2033-06-14'), gr(['Below 2.8%', 'may-lt2.8'], ['2.8% – 3.0%', 'may-b2.8-3.0'], ['Above 3.0%', 'may-gt3.0'])),
  ] }, ['period']);
}
{ // May headline CPI MoM (Jun 14): gamma asks "0.2% or lower", the complement of alpha's "Above 0.2%" (inverted).
  const r = '2033-06-14';
  addCase('cpi', { name: 'cpi-2033-05-mom', events: [
    A('KXCPI-33MAY', 'CPI in May 2033', 'Economics', at830(r), [['T0.1', 'Above 0.1%', 'gt0.1'], ['T0.2', 'Above 0.2%', 'gt0.2'], ['T0.3', 'Above 0.3%', 'gt0.3']], { sources: [BLS_CPI] }),
    B1('Will May 2033 CPI (m/m) come in above 0.2%?', 'Economy', rel(r), 'gt0.2'),
    U1('cpi-mom-may-2033-above-0pt3', 'CPI MoM (May 2033) above 0.3%?', 'Economics', rel(r), 'gt0.3'),
    G1('May 2033 US CPI m/m: 0.2% or lower?', rel(r), 'le0.2'),
  ] }, ['inverted']);
}
{ // April core CPI MoM: beta_us "Above 0.3%" vs gamma "0.3% or more" look alike but differ (threshold); gamma = alpha T0.2.
  const r = '2033-05-11';
  addCase('cpi', { name: 'cpi-2033-04-core-mom', events: [
    A('KXCPICORE-33APR', 'Core CPI in Apr 2033', 'Economics', at830(r), [['T0.2', 'Above 0.2%', 'gt0.2'], ['T0.3', 'Above 0.3%', 'gt0.3']], { sources: [BLS_CPI] }),
    B('Core CPI MoM, April 2033', 'Economy', rel(r), [['core-cpi-mom-april-2033-0pt2-or-less', '0.2% or less', 'le0.2'], ['core-cpi-mom-april-2033-0pt3', '0.3%', 'eq0.3'], ['core-cpi-mom-april-2033-0pt4-plus', '0.4%+', 'gt0.3']]),
    U1('core-cpi-mom-apr-2033-above-0pt3', 'Core CPI MoM (Apr 2033) above 0.3%?', 'Economics', rel(r), 'gt0.3'),
    G1('April 2033 core CPI m/m at 0.3% or more?', rel(r), 'gt0.2'),
  ] }, ['threshold', 'inverted']);
}
{ // May core CPI YoY — alpha only.
  addCase('cpi', { name: 'cpi-2033-05-core-yoy', events: [
    A('KXCPICOREYOY-33MAY', 'Core CPI year-over-year in May 2033', 'Economics', at830('2033-06-14'), [['T2.9', 'Above 2.9%', 'gt2.9'], ['T3.1', 'Above 3.1%', 'gt3.1']], { sources: [BLS_CPI] }),
  ] });
}
{ // April PPI final demand MoM (May 12): alpha, beta, beta_us; gamma lists core PPI (measure).
  const r = '2033-05-12';
  addCase('cpi', { name: 'ppi-2033-04-mom', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXPPI-33APR', 'PPI in Apr 2033', 'Economics', at830(r), [['T0.1', 'Above 0.1%', 'gt0.1'], ['T0.3', 'Above 0.3%', 'gt0.3']], { sources: [BLS_PPI] }),
    B1('US PPI (final demand) m/m above 0.3% in April 2033?', 'Economy', rel(r), 'gt0.3'),
    U1('ppi-mom-apr-2033-above-0pt1', 'PPI MoM (Apr 2033) above 0.1%?', 'Economics', rel(r), 'gt0.1'),
    G1('US core PPI (ex food & energy) m/m above 0.2% — April 2033?', rel(r), 'core-ppi-gt0.2'),
  ] }, ['measure']);
}

// ───────────────────────────── PCE ─────────────────────────────

{ // March core PCE MoM (Apr 29): alpha, beta, beta_us; gamma lists the headline PCE index (measure).
  const r = '2033-04-29';
  addCase('pce', { name: 'pce-2033-03-core-mom', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXPCECORE-33MAR', 'Core PCE price index in Mar 2033', 'Economics', at830(r), [['T0.1', 'Above 0.1%', 'gt0.1'], ['T0.2', 'Above 0.2%', 'gt0.2'], ['T0.3', 'Above 0.3%', 'gt0.3']], { sources: [BEA_PCE] }),
    B('Core PCE MoM, March 2033', 'Economy', rel(r), [['core-pce-mom-march-2033-0pt1-or-less', '≤0.1%', 'le0.1'], ['core-pce-mom-march-2033-0pt2', '0.2%', 'eq0.2'], ['core-pce-mom-march-2033-0pt3-plus', '0.3%+', 'gt0.2']]),
    U1('core-pce-mom-mar-2033-above-0pt2', 'Core PCE MoM (Mar 2033) above 0.2%?', 'Economics', rel(r), 'gt0.2'),
    G1('March 2033 PCE price index (headline) m/m above 0.2%?', rel(r), 'head-gt0.2'),
  ] }, ['measure', 'inverted']);
}
{ // April headline PCE YoY (May 27): beta, beta_us, gamma; gamma's "2.5% or less" is the complement of "Above 2.5%";
  // alpha lists core PCE YoY (measure).
  const r = '2033-05-27';
  addCase('pce', { name: 'pce-2033-04-yoy', groups: [['beta', 'beta_us', 'gamma'], ['alpha']], events: [
    B('PCE inflation YoY — April 2033', 'Economy', rel(r), [['pce-yoy-april-2033-above-2pt5', 'Above 2.5%', 'gt2.5'], ['pce-yoy-april-2033-above-2pt7', 'Above 2.7%', 'gt2.7']]),
    U1('pce-yoy-apr-2033-above-2pt5', 'PCE inflation YoY (Apr 2033) above 2.5%?', 'Economics', rel(r), 'gt2.5'),
    G('US PCE inflation y/y — April 2033', rel(r), gr(['2.5% or less', 'le2.5'], ['2.6% – 2.7%', 'b2.6-2.7'], ['2.8% or more', 'gt2.7'])),
    A('KXPCECOREYOY-33APR', 'Core PCE year-over-year in Apr 2033', 'Economics', at830(r), [['T2.8', 'Above 2.8%', 'core-gt2.8'], ['T3.0', 'Above 3.0%', 'core-gt3.0']], { sources: [BEA_PCE] }),
  ] }, ['measure', 'inverted']);
}

// ───────────────────────────── JOBS ─────────────────────────────

{ // April payrolls (May 6). Payrolls are published in thousands: gamma "150K or more" ≠ "Above 150,000" (threshold);
  // beta's ">200k" = alpha "Above 200,000".
  const r = '2033-05-06';
  addCase('jobs', { name: 'nfp-2033-04', events: [
    A('KXPAYROLLS-33APR', 'Jobs numbers in Apr 2033', 'Economics', at830(r), [['T50000', 'Above 50,000', 'gt50k'], ['T100000', 'Above 100,000', 'gt100k'], ['T150000', 'Above 150,000', 'gt150k'], ['T200000', 'Above 200,000', 'gt200k']], { sources: [BLS_EMP] }),
    B('How many jobs added in April 2033?', 'Economy', rel(r), [['jobs-added-april-2033-under-50k', '<50k', 'lt50k'], ['jobs-added-april-2033-50k-100k', '50k–100k', 'b50-100'],
      ['jobs-added-april-2033-100k-150k', '100k–150k', 'b100-150'], ['jobs-added-april-2033-150k-200k', '150k–200k', 'b150-200'], ['jobs-added-april-2033-over-200k', '>200k', 'gt200k']]),
    U1('nfp-apr-2033-above-150k', 'Nonfarm payrolls (Apr 2033) above 150K?', 'Economics', rel(r), 'gt150k'),
    G1('April 2033 nonfarm payrolls: 150K or more?', rel(r), 'ge150k'),
  ] }, ['threshold']);
}
{ // April unemployment rate (May 6): beta "4.1% or lower" is the complement of alpha "Above 4.1%"; beta_us "4.2% or higher"
  // = alpha "Above 4.1%". gamma lists the May rate (released June 3): period.
  const r = '2033-05-06';
  addCase('jobs', { name: 'u3-2033-04', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXU3-33APR', 'Unemployment in Apr 2033', 'Economics', at830(r), [['T4.1', 'Above 4.1%', 'gt4.1'], ['T4.3', 'Above 4.3%', 'gt4.3'], ['T4.5', 'Above 4.5%', 'gt4.5']], { sources: [BLS_EMP] }),
    B('April 2033 unemployment rate?', 'Economy', rel(r), [['unemployment-april-2033-4pt1-or-lower', '4.1% or lower', 'le4.1'], ['unemployment-april-2033-4pt2', '4.2%', 'eq4.2'],
      ['unemployment-april-2033-4pt3', '4.3%', 'eq4.3'], ['unemployment-april-2033-4pt4-plus', '4.4%+', 'gt4.3']]),
    U('us-unemployment-apr-2033', 'US unemployment rate — April 2033', 'Economics', rel(r), [['unrate-apr-2033-4pt2-or-higher', '4.2% or higher', 'gt4.1']]),
    G1('US unemployment rate for May 2033 above 4.3%?', rel('2033-06-03'), 'may-gt4.3'),
  ] }, ['period', 'inverted']);
}
{ // May payrolls (June 3): gamma "75K or lower" is the complement of alpha "Above 75,000" (inverted).
  const r = '2033-06-03';
  addCase('jobs', { name: 'nfp-2033-05', events: [
    A('KXPAYROLLS-33MAY', 'Jobs numbers in May 2033', 'Economics', at830(r), [['T75000', 'Above 75,000', 'gt75k'], ['T125000', 'Above 125,000', 'gt125k'], ['T175000', 'Above 175,000', 'gt175k']], { sources: [BLS_EMP] }),
    B1('May 2033 jobs report: payrolls above 125K?', 'Economy', rel(r), 'gt125k'),
    U1('nfp-may-2033-above-175k', 'Nonfarm payrolls (May 2033) above 175K?', 'Economics', rel(r), 'gt175k'),
    G1('Will May 2033 NFP print at 75K or lower?', rel(r), 'le75k'),
  ] }, ['inverted']);
}
{ // April average hourly earnings MoM — alpha only.
  addCase('jobs', { name: 'ahe-2033-04', events: [
    A('KXAHE-33APR', 'Average hourly earnings in Apr 2033', 'Economics', at830('2033-05-06'), [['T0.2', 'Above 0.2%', 'gt0.2'], ['T0.3', 'Above 0.3%', 'gt0.3']], { sources: [BLS_EMP] }),
  ] });
}
{ // April JOLTS job openings (June 7).
  const r = '2033-06-07';
  addCase('jobs', { name: 'jolts-2033-04', events: [
    A('KXJOLTS-33APR', 'Job openings in Apr 2033', 'Economics', z(r, '13:55'), [['T6.5', 'Above 6.5M', 'gt6.5'], ['T7.0', 'Above 7.0M', 'gt7.0']], { sources: [BLS_JOLTS] }),
    B1('JOLTS job openings above 7.0M in April 2033?', 'Economy', z(r, '14:00'), 'gt7.0'),
    G1('JOLTS (April 2033): job openings above 7.0 million?', z(r, '14:00'), 'gt7.0'),
  ] });
}

// ───────────────────────────── GDP, RETAIL, CLAIMS, SURVEYS ─────────────────────────────

{ // Q1 2033 GDP advance (Apr 28): beta "negative" is not the complement of "Above 0.0%" (own t); gamma lists the
  // second estimate of May 26 (estimate).
  const r = '2033-04-28';
  addCase('gdp', { name: 'gdp-2033q1-advance', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXGDP-33APR28', 'GDP growth in Q1 2033', 'Economics', at830(r), [['T0.0', 'Above 0.0%', 'gt0.0'], ['T1.0', 'Above 1.0%', 'gt1.0'], ['T2.0', 'Above 2.0%', 'gt2.0'], ['T3.0', 'Above 3.0%', 'gt3.0']],
      { sources: [BEA_GDP], rules: 'Resolves on the advance estimate of real GDP growth (SAAR) for Q1 2033 as first published by the BEA.' }),
    B1('Negative GDP growth in Q1 2033?', 'Economy', rel(r), 'lt0.0', { rules: 'Resolves Yes if the BEA advance estimate of Q1 2033 real GDP growth (annualized) is below 0.0%.' }),
    U1('gdp-q1-2033-advance-above-2pt0', 'US GDP Q1 2033 (advance) above 2.0%?', 'Economics', rel(r), 'gt2.0'),
    G('US Q1 2033 GDP growth — second estimate (May 26)', rel('2033-05-26'), gr(['Below 1.0%', 'se-lt1.0'], ['1.0% – 2.0%', 'se-b1.0-2.0'], ['Above 2.0%', 'se-gt2.0'])),
  ] }, ['threshold', 'estimate']);
}
{ // March retail sales (Apr 15): alpha, beta, beta_us; gamma lists ex-autos (measure).
  const r = '2033-04-15';
  addCase('retail', { name: 'retail-2033-03', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXRETAIL-33MAR', 'Retail sales in Mar 2033', 'Economics', at830(r), [['T0.0', 'Above 0.0%', 'gt0.0'], ['T0.4', 'Above 0.4%', 'gt0.4'], ['T0.8', 'Above 0.8%', 'gt0.8']], { sources: [CENSUS] }),
    B1('March 2033 US retail sales up more than 0.4%?', 'Economy', rel(r), 'gt0.4'),
    U1('retail-sales-mar-2033-above-0pt4', 'Retail sales MoM (Mar 2033) above 0.4%?', 'Economics', rel(r), 'gt0.4'),
    G1('US retail sales ex-autos, March 2033: above 0.4% m/m?', rel(r), 'exauto-gt0.4'),
  ] }, ['measure']);
}
{ // April retail sales (May 17): "positive" = "Above 0.0%" at one decimal.
  const r = '2033-05-17';
  addCase('retail', { name: 'retail-2033-04', events: [
    A('KXRETAIL-33APR', 'Retail sales in Apr 2033', 'Economics', at830(r), [['T0.0', 'Above 0.0%', 'gt0.0'], ['T0.5', 'Above 0.5%', 'gt0.5']], { sources: [CENSUS] }),
    B('Retail sales MoM — April 2033', 'Economy', rel(r), [['retail-sales-april-2033-negative', 'Negative', 'lt0.0'], ['retail-sales-april-2033-0pt0-0pt5', '0.0% to 0.5%', 'b0.0-0.5'], ['retail-sales-april-2033-above-0pt5', 'Above 0.5%', 'gt0.5']]),
    U1('retail-sales-apr-2033-positive', 'US retail sales (Apr 2033) positive?', 'Economics', rel(r), 'gt0.0'),
    G1('April 2033 US retail sales m/m above 0.0%?', rel(r), 'gt0.0'),
  ] });
}
{ // Initial claims, week ending Apr 9 (Apr 14): gamma lists continuing claims (measure).
  const r = '2033-04-14';
  addCase('claims', { name: 'claims-2033-04-14', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXJOBLESSCLAIMS-33APR14', 'Initial jobless claims, week ending Apr 9, 2033', 'Economics', at830(r), [['T210000', 'Above 210,000', 'gt210k'], ['T225000', 'Above 225,000', 'gt225k'], ['T240000', 'Above 240,000', 'gt240k']], { sources: [DOL] }),
    B1('Initial jobless claims above 225K for week ending April 9, 2033?', 'Economy', rel(r), 'gt225k'),
    U1('initial-claims-2033-04-14-above-240k', 'Initial claims (Apr 14, 2033 release) above 240K?', 'Economics', rel(r), 'gt240k'),
    G1('Continuing jobless claims above 1.90M (week ending April 2, 2033)?', rel(r), 'cont-gt1.90m'),
  ] }, ['measure']);
}
{ // Initial claims released May 5 (week ending Apr 30): beta lists the next week's release of May 12 (date).
  const r = '2033-05-05';
  addCase('claims', { name: 'claims-2033-05-05', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], events: [
    A('KXJOBLESSCLAIMS-33MAY05', 'Initial jobless claims, week ending Apr 30, 2033', 'Economics', at830(r), [['T215000', 'Above 215,000', 'gt215k'], ['T230000', 'Above 230,000', 'gt230k']], { sources: [DOL] }),
    U1('initial-claims-2033-05-05-above-230k', 'Initial claims (May 5, 2033 release) above 230K?', 'Economics', rel(r), 'gt230k'),
    G1('US initial jobless claims above 215K — week ending 30 April 2033?', rel(r), 'gt215k'),
    B1('Initial jobless claims above 230K for week ending May 7, 2033?', 'Economy', rel('2033-05-12'), 'may12-gt230k'),
  ] }, ['date']);
}
{ // Initial claims released June 2 (week ending May 28).
  const r = '2033-06-02';
  addCase('claims', { name: 'claims-2033-06-02', events: [
    A('KXJOBLESSCLAIMS-33JUN02', 'Initial jobless claims, week ending May 28, 2033', 'Economics', at830(r), [['T220000', 'Above 220,000', 'gt220k'], ['T235000', 'Above 235,000', 'gt235k']], { sources: [DOL] }),
    B('Jobless claims — week ending May 28, 2033', 'Economy', rel(r), [['initial-claims-may-28-2033-above-220k', 'Above 220K', 'gt220k'], ['initial-claims-may-28-2033-above-235k', 'Above 235K', 'gt235k']]),
    U1('initial-claims-2033-06-02-above-220k', 'Initial claims (Jun 2, 2033 release) above 220K?', 'Economics', rel(r), 'gt220k'),
    G('Initial claims, week to May 28 2033', rel(r), gr(['220K or below', 'le220k'], ['221K – 235K', 'b221-235'], ['Over 235K', 'gt235k'])),
  ] }, ['inverted']);
}
{ // April ISM manufacturing PMI (May 2): gamma lists the S&P Global PMI (a different survey: measure).
  const r = '2033-05-02';
  addCase('surveys', { name: 'ism-mfg-2033-04', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXISMPMI-33APR', 'ISM manufacturing PMI in Apr 2033', 'Economics', z(r, '13:55'), [['T48', 'Above 48.0', 'gt48.0'], ['T50', 'Above 50.0', 'gt50.0']], { sources: [ISM] }),
    B1('ISM Manufacturing PMI above 50 in April 2033?', 'Economy', z(r, '14:00'), 'gt50.0'),
    U1('ism-manufacturing-apr-2033-above-48', 'ISM Manufacturing PMI (Apr 2033) above 48?', 'Economics', z(r, '14:00'), 'gt48.0'),
    G1('S&P Global US Manufacturing PMI (final) above 50 for April 2033?', z(r, '13:45'), 'spg-gt50'),
  ] }, ['measure']);
}
{ // May UMich sentiment: alpha/beta_us/gamma the preliminary reading (May 13); beta the final reading (May 27): estimate.
  addCase('surveys', { name: 'umich-2033-05', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], events: [
    A('KXUMICH-33MAY', 'Consumer sentiment (preliminary) in May 2033', 'Economics', z('2033-05-13', '13:55'), [['T55', 'Above 55.0', 'gt55'], ['T60', 'Above 60.0', 'gt60']], { sources: [UMICH] }),
    U1('umich-sentiment-may-2033-prelim-above-60', 'UMich sentiment (May 2033, prelim) above 60?', 'Economics', z('2033-05-13', '14:00'), 'gt60'),
    G1('Michigan consumer sentiment flash (May 2033) above 55?', z('2033-05-13', '14:00'), 'gt55'),
    B1('UMich consumer sentiment (final) above 60 for May 2033?', 'Economy', z('2033-05-27', '14:00'), 'final-gt60'),
  ] }, ['estimate']);
}
{ // AAA national average regular gas price on May 31 (alpha, beta); gamma the EIA weekly retail survey (different
  // statistic and day): separate event.
  addCase('surveys', { name: 'gas-2033-05-31', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXAAAGASM-33MAY31', 'US gas prices on May 31, 2033', 'Economics', z('2033-05-31', '14:00'), [['T3.50', 'Above $3.50', 'gt3.50'], ['T3.75', 'Above $3.75', 'gt3.75']], { sources: [AAA] }),
    B1('US national average gas price above $3.75 on May 31, 2033 (AAA)?', 'Economy', z('2033-05-31', '16:00'), 'gt3.75'),
    G1('EIA weekly US regular gasoline price above $3.50 (week of May 30, 2033)?', z('2033-06-01', '22:00'), 'eia-gt3.50'),
  ] }, ['source']);
}
{ // Freddie Mac 30-year mortgage rate, June 30 — beta only.
  addCase('surveys', { name: 'mortgage-2033-06-30', events: [
    B1('30-year mortgage rate above 6.5% on June 30, 2033 (Freddie Mac PMMS)?', 'Economy', z('2033-06-30', '16:00'), 'gt6.5'),
  ] });
}

// ───────────────────────────── FED ─────────────────────────────

{ // May 4 FOMC: beta "25+ bps increase" and gamma "Hike" (any size) are one outcome, not alpha's "Hike 25bps"; gamma
  // "Cut" (any size) has its own t.
  const d = z('2033-05-04', '18:00');
  addCase('fed', { name: 'fomc-2033-05', events: [
    A('KXFEDDECISION-33MAY', 'Fed decision in May 2033', 'Economics', z('2033-05-04', '17:55'), [['C26', 'Cut >25bps', 'cutgt25'], ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'],
      ['H25', 'Hike 25bps', 'hike25'], ['H26', 'Hike >25bps', 'hikegt25']], { sources: [FOMC] }),
    B('Fed decision in May 2033?', 'Economy', d, [['fed-decreases-rates-50-bps-after-may-2033-meeting', '50+ bps decrease', 'cutgt25'], ['fed-decreases-rates-25-bps-after-may-2033-meeting', '25 bps decrease', 'cut25'],
      ['no-change-in-fed-rates-after-may-2033-meeting', 'No change', 'hold'], ['fed-increases-rates-25-bps-after-may-2033-meeting', '25+ bps increase', 'hikege25']]),
    U('fomc-2033-05-04', 'FOMC decision — May 4, 2033', 'Economics', d, [['fomc-2033-05-04-no-change', 'No change', 'hold']]),
    G('Fed interest rate decision — May 2033 FOMC', d, gr(['Cut', 'anycut'], ['Hold', 'hold'], ['Hike', 'hikege25'])),
  ] }, ['threshold']);
}
{ // June 15 FOMC (alpha, beta, gamma); beta_us lists the July 27 meeting (date).
  const d = z('2033-06-15', '18:00');
  addCase('fed', { name: 'fomc-2033-06', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXFEDDECISION-33JUN', 'Fed decision in Jun 2033', 'Economics', z('2033-06-15', '17:55'), [['C26', 'Cut >25bps', 'cutgt25'], ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25']], { sources: [FOMC] }),
    B('Fed decision in June 2033?', 'Economy', d, [['fed-decreases-rates-50-bps-after-june-2033-meeting', '50+ bps decrease', 'cutgt25'], ['fed-decreases-rates-25-bps-after-june-2033-meeting', '25 bps decrease', 'cut25'],
      ['no-change-in-fed-rates-after-june-2033-meeting', 'No change', 'hold']]),
    G1('Will the Fed keep rates unchanged at the June 2033 meeting?', d, 'hold'),
    U('fomc-2033-07-27', 'FOMC decision — July 27, 2033', 'Economics', z('2033-07-27', '18:00'), [['fomc-2033-07-27-no-change', 'No change', 'jul-hold']]),
  ] }, ['date']);
}
{ // Upper bound after the June meeting (alpha, beta, beta_us); beta "3.75% or lower" is the complement of alpha "Above
  // 3.75%"; gamma lists the NY Fed effective rate on June 30 (measure).
  const d = z('2033-06-15', '18:00');
  addCase('fed', { name: 'fed-upper-after-2033-06', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXFED-33JUN', 'Fed funds rate after Jun 2033 meeting', 'Economics', z('2033-06-15', '17:55'), [['T3.75', 'Above 3.75%', 'gt3.75'], ['T4.00', 'Above 4.00%', 'gt4.00'], ['T4.25', 'Above 4.25%', 'gt4.25']],
      { sources: [FOMC], rules: 'Resolves on the upper bound of the federal funds target range announced after the June 2033 FOMC meeting.' }),
    B('Fed upper bound after the June 2033 FOMC?', 'Economy', d, [['fed-upper-bound-june-2033-3pt75-or-lower', '3.75% or lower', 'le3.75'], ['fed-upper-bound-june-2033-4pt00', '4.00%', 'eq4.00'],
      ['fed-upper-bound-june-2033-4pt25', '4.25%', 'eq4.25'], ['fed-upper-bound-june-2033-4pt50-or-higher', '4.50% or higher', 'gt4.25']]),
    U1('fed-upper-bound-after-jun-2033-above-4pt00', 'Fed target upper bound after June 2033 FOMC above 4.00%?', 'Economics', d, 'gt4.00'),
    G1('Effective federal funds rate above 4.00% on June 30, 2033 (NY Fed)?', z('2033-07-01', '13:00'), 'effr-gt4.00'),
  ] }, ['measure', 'inverted']);
}
{ // Cuts in 2033: alpha and gamma count 25 bp steps, beta and beta_us count meetings with a cut: one event, nf across.
  const d = z('2033-12-14', '19:00');
  const steps = 'Counts the total reduction of the target range in 2033 in 25 bp steps (a 50 bp cut counts as 2).';
  const meetings = 'Counts the number of 2033 FOMC meetings (and inter-meeting actions) at which the target range was lowered.';
  addCase('fed', { name: 'fed-cuts-2033', events: [
    A('KXRATECUTCOUNT-33', 'Number of Fed rate cuts in 2033', 'Economics', d, [['0', '0 cuts', 'n0'], ['1', '1 cut', 'n1'], ['2', '2 cuts', 'n2'], ['3', '3 cuts', 'n3'], ['4', '4 or more cuts', 'n4p']], { sources: [FOMC], rules: steps }),
    B('How many Fed rate cuts in 2033?', 'Economy', d, w([['fed-rate-cuts-2033-none', 'No cuts', 'n0'], ['fed-rate-cuts-2033-1', '1', 'n1'], ['fed-rate-cuts-2033-2', '2', 'n2'], ['fed-rate-cuts-2033-3', '3', 'n3'], ['fed-rate-cuts-2033-4-plus', '4+', 'n4p']], { rules: meetings })),
    U('fed-rate-cuts-2033', 'Fed rate cuts in 2033', 'Economics', d, [['fed-rate-cuts-2033-exactly-2', '2 cuts', 'n2', { rules: meetings }]]),
    G('Number of Fed rate cuts in 2033 (25 bp each)', d, gr(['0', 'n0'], ['1', 'n1'], ['2', 'n2'], ['3', 'n3'], ['4 or more', 'n4p']), { rules: steps }),
  ], fungible: nf('alpha|beta', 'alpha|beta_us', 'beta|gamma', 'beta_us|gamma') }, ['counting']);
}
{ // Emergency cut "before July 2033" = "by June 30, 2033" (beta, beta_us, gamma); alpha's "in 2033" is another deadline.
  addCase('fed', { name: 'fed-emergency-cut-h1', groups: [['beta', 'beta_us', 'gamma'], ['alpha']], events: [
    B1('Emergency Fed rate cut before July 2033?', 'Economy', z('2033-06-30'), 'by-jun30'),
    U1('fed-emergency-cut-by-2033-06-30', 'Fed emergency rate cut by June 30, 2033?', 'Economics', z('2033-06-30'), 'by-jun30'),
    G1('Will the Fed make an inter-meeting (emergency) cut by 30 June 2033?', z('2033-06-30'), 'by-jun30'),
    A1('KXFEDEMERGENCY-33', 'Emergency Fed rate cut in 2033', 'Economics', z('2033-12-31'), 'CUT', 'Emergency cut in 2033', 'in-2033', { sources: [FOMC] }),
  ] }, ['deadline']);
}

// ───────────────────────────── OTHER CENTRAL BANKS ─────────────────────────────

{ // ECB, April 14 (deposit facility rate at 2.25%): gamma's post-meeting levels coincide with the decisions.
  const d = z('2033-04-14', '12:15');
  addCase('central_banks', { name: 'ecb-2033-04', events: [
    A('KXECBDEPO-33APR', 'ECB deposit rate decision in Apr 2033', 'Economics', z('2033-04-14', '12:10'), [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25']], { sources: [ECB] }),
    B('ECB decision in April 2033?', 'Economy', d, [['ecb-decreases-rates-50-bps-april-2033', '50+ bps decrease', 'cutgt25'], ['ecb-decreases-rates-25-bps-april-2033', '25 bps decrease', 'cut25'], ['ecb-no-change-april-2033', 'No change', 'hold']]),
    U1('ecb-2033-04-14-hold', 'ECB holds rates on April 14, 2033?', 'Economics', d, 'hold'),
    G('ECB deposit facility rate after the 14 April 2033 meeting', d, gr(['2.00%', 'cut25'], ['2.25% (unchanged)', 'hold'], ['2.50%', 'hike25']), { rules: 'Deposit facility rate stands at 2.25% before the meeting.' }),
  ] });
}
{ // ECB, June 9 (alpha, beta, beta_us); gamma lists the Swiss National Bank's June 16 decision (place).
  const d = z('2033-06-09', '12:15');
  addCase('central_banks', { name: 'ecb-2033-06', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXECBDEPO-33JUN', 'ECB deposit rate decision in Jun 2033', 'Economics', z('2033-06-09', '12:10'), [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold']], { sources: [ECB] }),
    B('ECB decision in June 2033?', 'Economy', d, [['ecb-decreases-rates-25-bps-june-2033', '25 bps decrease', 'cut25'], ['ecb-no-change-june-2033', 'No change', 'hold']]),
    U1('ecb-2033-06-09-cut-25bps', 'ECB cuts 25 bps on June 9, 2033?', 'Economics', d, 'cut25'),
    G('SNB policy rate decision — June 2033', z('2033-06-16', '07:30'), gr(['Cut', 'snb-cut'], ['Hold', 'snb-hold'])),
  ] }, ['place']);
}
{ // Bank of England, May 12: beta "25+ bps increase" = gamma "Raise" (any hike).
  const d = z('2033-05-12', '11:00');
  addCase('central_banks', { name: 'boe-2033-05', events: [
    A('KXBOE-33MAY', 'Bank of England decision in May 2033', 'Economics', z('2033-05-12', '10:55'), [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold']], { sources: [BOE] }),
    B('Bank of England decision in May 2033?', 'Economy', d, [['boe-decreases-rates-25-bps-may-2033', '25 bps decrease', 'cut25'], ['boe-no-change-may-2033', 'No change', 'hold'], ['boe-increases-rates-25-bps-may-2033', '25+ bps increase', 'hikege25']]),
    U1('boe-2033-05-12-cut-25bps', 'Bank of England cuts 25 bps on May 12, 2033?', 'Economics', d, 'cut25'),
    G('BoE Bank Rate decision (12 May 2033)', d, gr(['Cut', 'anycut'], ['Hold', 'hold'], ['Raise', 'hikege25'])),
  ] }, ['threshold']);
}
{ // Bank of England, June 23.
  const d = z('2033-06-23', '11:00');
  addCase('central_banks', { name: 'boe-2033-06', events: [
    A('KXBOE-33JUN', 'Bank of England decision in Jun 2033', 'Economics', z('2033-06-23', '10:55'), [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold']], { sources: [BOE] }),
    B('Bank of England decision in June 2033?', 'Economy', d, [['boe-decreases-rates-25-bps-june-2033', '25 bps decrease', 'cut25'], ['boe-no-change-june-2033', 'No change', 'hold']]),
    G1('Will the Bank of England hold Bank Rate on 23 June 2033?', d, 'hold'),
  ] });
}
{ // Bank of Japan, April 28 (alpha, beta, beta_us); gamma lists the June 17 meeting (date).
  const d = z('2033-04-28', '03:00');
  addCase('central_banks', { name: 'boj-2033-04', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXBOJ-33APR', 'Bank of Japan decision in Apr 2033', 'Economics', z('2033-04-28', '02:55'), [['HIKE', 'Hike', 'hike'], ['HOLD', 'Hold', 'hold']], { sources: [BOJ] }),
    B('Bank of Japan decision in April 2033?', 'Economy', d, [['boj-increases-rates-april-2033', 'Increase', 'hike'], ['boj-no-change-april-2033', 'No change', 'hold'], ['boj-decreases-rates-april-2033', 'Decrease', 'cut']]),
    U1('boj-2033-04-28-hike', 'Bank of Japan raises rates on April 28, 2033?', 'Economics', d, 'hike'),
    G('BoJ policy rate decision — June 2033 meeting', z('2033-06-17', '03:00'), gr(['Hike', 'jun-hike'], ['Hold', 'jun-hold'])),
  ] }, ['date']);
}
{ // Bank of Canada, June 1.
  const d = z('2033-06-01', '13:45');
  addCase('central_banks', { name: 'boc-2033-06', events: [
    A('KXBOC-33JUN', 'Bank of Canada decision in Jun 2033', 'Economics', z('2033-06-01', '13:40'), [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold']], { sources: [BOC] }),
    B('Bank of Canada decision in June 2033?', 'Economy', d, [['boc-decreases-rates-25-bps-june-2033', '25 bps decrease', 'cut25'], ['boc-no-change-june-2033', 'No change', 'hold']]),
    G('Bank of Canada rate decision, 1 June 2033', d, gr(['Cut 25 bps', 'cut25'], ['Hold', 'hold'], ['Hike', 'hike'])),
  ] });
}
{ // Bank of Canada, April 13 — alpha only.
  addCase('central_banks', { name: 'boc-2033-04', events: [
    A('KXBOC-33APR', 'Bank of Canada decision in Apr 2033', 'Economics', z('2033-04-13', '13:40'), [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold']], { sources: [BOC] }),
  ] });
}
{ // RBA, May 17 (beta, beta_us, gamma); alpha lists the RBNZ's May 25 decision (place).
  const d = z('2033-05-17', '04:30');
  addCase('central_banks', { name: 'rba-2033-05', groups: [['beta', 'beta_us', 'gamma'], ['alpha']], events: [
    B('RBA decision in May 2033?', 'Economy', d, [['rba-decreases-rates-25-bps-may-2033', '25 bps decrease', 'cut25'], ['rba-no-change-may-2033', 'No change', 'hold']]),
    U1('rba-2033-05-17-no-change', 'RBA leaves the cash rate unchanged on May 17, 2033?', 'Economics', d, 'hold'),
    G1('Reserve Bank of Australia to cut the cash rate by 25 bp on 17 May 2033?', d, 'cut25'),
    A('KXRBNZ-33MAY', 'RBNZ decision in May 2033', 'Economics', z('2033-05-25', '01:55'), [['C25', 'Cut 25bps', 'nz-cut25'], ['H0', 'Hold', 'nz-hold']], { sources: [RBNZ] }),
  ] }, ['place']);
}

// ───────────────────────────── TREASURY YIELDS ─────────────────────────────

{ // 10-year yield on June 30: alpha and beta_us off the Treasury par curve, beta off CNBC's close (same observation,
  // nf); gamma lists the 2-year (asset).
  const d = z('2033-06-30', '21:00');
  addCase('yields', { name: 'ust10y-2033-06-30', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXTNOTE-33JUN30', '10-year Treasury yield on Jun 30, 2033', 'Financials', d, [['T4.00', 'Above 4.00%', 'gt4.00'], ['T4.25', 'Above 4.25%', 'gt4.25'], ['T4.50', 'Above 4.50%', 'gt4.50']], { sources: [TREAS] }),
    B1('10-year Treasury yield above 4.25% on June 30, 2033?', 'Finance', d, 'gt4.25', { mx: { src: 'https://www.cnbc.com/quotes/US10Y' } }),
    U1('ust-10y-2033-06-30-above-4pt25', '10Y Treasury yield above 4.25% on Jun 30, 2033?', 'Finance', d, 'gt4.25', { src: 'https://home.treasury.gov/resource-center/data-chart-center/interest-rates' }),
    G1('2-year Treasury yield above 4.00% at end of June 2033?', d, 'ust2y-gt4.00'),
  ], fungible: nf('alpha|beta', 'beta|beta_us') }, ['source', 'asset']);
}
{ // 10-year yield reaching 5% by June 30 (alpha, beta, beta_us); gamma lists the 30-year reaching 5.50% (asset).
  const d = z('2033-06-30', '21:00');
  addCase('yields', { name: 'ust10y-5pct-by-jun30', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXTNOTEMAX-33JUN30', '10-year Treasury yield high before Jul 1, 2033', 'Financials', d, 'T5.00', 'Reaches 5.00%', 'touch5', { sources: [TREAS] }),
    B1('Will the 10-year Treasury yield hit 5% by June 30, 2033?', 'Finance', d, 'touch5'),
    U1('ust-10y-reach-5pct-by-2033-06-30', '10Y yield hits 5% by June 30, 2033?', 'Finance', d, 'touch5'),
    G1('30-year Treasury yield to reach 5.50% by June 30, 2033?', d, 'ust30y-touch5.5'),
  ] }, ['asset']);
}
{ // 2s10s curve on June 30 — beta only.
  addCase('yields', { name: 'ust-2s10s-2033-06-30', events: [
    B1('Yield curve (2s10s) inverted on June 30, 2033?', 'Finance', z('2033-06-30', '21:00'), 'inverted'),
  ] });
}

// ───────────────────────────── COMMODITIES ─────────────────────────────

{ // WTI front-month settle on June 30 (alpha, beta, beta_us); gamma lists Brent (asset).
  const d = z('2033-06-30', '18:30');
  addCase('commodities', { name: 'wti-2033-06-30', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXWTI-33JUN30', 'WTI crude oil price on Jun 30, 2033', 'Financials', d, [['T65', 'Above $65', 'gt65'], ['T70', 'Above $70', 'gt70'], ['T75', 'Above $75', 'gt75']], { sources: [NYMEX] }),
    B1('WTI crude oil above $70 on June 30, 2033?', 'Finance', d, 'gt70', { mx: { src: 'NYMEX front-month settlement' } }),
    U1('wti-crude-2033-06-30-above-70', 'WTI above $70 on June 30, 2033?', 'Finance', d, 'gt70'),
    G1('Brent crude above $75 on 30 June 2033 (ICE settle)?', d, 'brent-gt75'),
  ] }, ['asset']);
}
{ // WTI high in June (alpha max, beta "hit", beta_us); gamma asks "by June 30" from listing (deadline).
  const d = z('2033-06-30', '21:00');
  addCase('commodities', { name: 'wti-june-2033-hit', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXWTIMAX-33JUN', 'WTI crude oil high in Jun 2033', 'Financials', d, [['T85', 'Above $85', 'hi85'], ['T90', 'Above $90', 'hi90']], { sources: [NYMEX] }),
    B('What will WTI crude oil hit in June 2033?', 'Finance', d, [['wti-hit-90-june-2033', '↑ $90', 'hi90'], ['wti-hit-85-june-2033', '↑ $85', 'hi85'], ['wti-hit-55-june-2033', '↓ $55', 'lo55']]),
    U1('wti-reach-90-june-2033', 'WTI crude reaches $90 in June 2033?', 'Finance', d, 'hi90'),
    G1('WTI to trade at $90 or higher by June 30, 2033?', d, 'by-hi90'),
  ] }, ['deadline']);
}
{ // Gold on June 30: alpha and gamma COMEX settle; beta LBMA PM fix (same observation, nf).
  const d = z('2033-06-30', '18:30');
  addCase('commodities', { name: 'gold-2033-06-30', events: [
    A('KXGOLD-33JUN30', 'Gold price on Jun 30, 2033', 'Financials', d, [['T5000', 'Above $5,000', 'gt5000'], ['T5200', 'Above $5,200', 'gt5200'], ['T5400', 'Above $5,400', 'gt5400']], { sources: [COMEX] }),
    B('Gold above ___ on June 30, 2033?', 'Finance', d, w([['gold-above-5000-on-june-30-2033', '$5,000', 'gt5000'], ['gold-above-5200-on-june-30-2033', '$5,200', 'gt5200']], { src: 'LBMA Gold Price PM' })),
    U1('gold-2033-06-30-above-5400', 'Gold above $5,400 on June 30, 2033?', 'Finance', d, 'gt5400', { src: 'COMEX GC front-month settlement' }),
    G1('Gold (COMEX front-month settle) above $5,200 on 30 June 2033?', d, 'gt5200'),
  ], fungible: nf('alpha|beta', 'beta|gamma', 'beta|beta_us') }, ['source']);
}
{ // Gold at the end of May (COMEX settle May 31); gamma asks whether gold trades at $5,500 during May (observation).
  const d = z('2033-05-31', '18:30');
  addCase('commodities', { name: 'gold-2033-05-31', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXGOLD-33MAY31', 'Gold price on May 31, 2033', 'Financials', d, [['T4800', 'Above $4,800', 'gt4800'], ['T5000', 'Above $5,000', 'gt5000']], { sources: [COMEX] }),
    B1('Gold above $5,000 at the end of May 2033?', 'Finance', d, 'gt5000', { mx: { src: 'COMEX GC front-month settlement, May 31, 2033' } }),
    U1('gold-2033-05-31-above-5000', 'Gold above $5,000 on May 31, 2033?', 'Finance', d, 'gt5000'),
    G1('Will gold hit $5,500 in May 2033?', d, 'may-hi5500'),
  ] }, ['observation']);
}
{ // Silver on June 30: "$60 or higher" = "Above $60" for a traded price.
  const d = z('2033-06-30', '18:30');
  addCase('commodities', { name: 'silver-2033-06-30', events: [
    A('KXSILVER-33JUN30', 'Silver price on Jun 30, 2033', 'Financials', d, [['T55', 'Above $55', 'gt55'], ['T60', 'Above $60', 'gt60']], { sources: [COMEX_SI] }),
    B1('Silver above $55 on June 30, 2033?', 'Finance', d, 'gt55'),
    G1('Silver at $60 or higher on June 30, 2033?', d, 'gt60'),
  ] });
}
{ // Henry Hub natural gas front-month settle, June 30.
  const d = z('2033-06-30', '18:30');
  addCase('commodities', { name: 'natgas-2033-06-30', events: [
    A('KXNATGAS-33JUN30', 'Natural gas price on Jun 30, 2033', 'Financials', d, [['T3.50', 'Above $3.50', 'gt3.50'], ['T4.00', 'Above $4.00', 'gt4.00']], { sources: [NYMEX_NG] }),
    B1('Natural gas (Henry Hub) above $4.00 on June 30, 2033?', 'Finance', d, 'gt4.00'),
    U1('natgas-2033-06-30-above-3pt50', 'Nat gas above $3.50 on June 30, 2033?', 'Finance', d, 'gt3.50'),
    G('Henry Hub natural gas settle — 30 June 2033', d, gr(['Under $3.50', 'le3.50'], ['$3.50 – $4.00', 'b3.50-4.00'], ['Over $4.00', 'gt4.00'])),
  ] }, ['inverted']);
}
{ // Natural gas on May 31 — beta only.
  addCase('commodities', { name: 'natgas-2033-05-31', events: [
    B1('Natural gas above $4.50 on May 31, 2033?', 'Finance', z('2033-05-31', '18:30'), 'gt4.50'),
  ] });
}
{ // OPEC+ production cut at its June 1 ministerial meeting.
  const d = z('2033-06-01', '23:59');
  addCase('commodities', { name: 'opec-cut-2033-06', events: [
    A1('KXOPECCUT-33JUN01', 'OPEC+ production cut at Jun 1, 2033 meeting', 'Financials', d, 'CUT', 'Announces a cut', 'cut'),
    B1('OPEC+ announces production cut at June 2033 meeting?', 'Finance', d, 'cut'),
    U1('opec-plus-cut-june-2033-meeting', 'OPEC+ cuts output at June 1, 2033 meeting?', 'Finance', d, 'cut'),
    G1('OPEC+ to agree a new output cut on 1 June 2033?', d, 'cut'),
  ] });
}

// ───────────────────────────── FX ─────────────────────────────

{ // EUR/USD at 5 PM ET on June 30 (alpha, beta, beta_us); gamma asks about the ECB's 14:15 CET reference rate (instant).
  const d = z('2033-06-30', '21:00');
  addCase('fx', { name: 'eurusd-2033-06-30', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXEURUSD-33JUN30', 'EUR/USD on Jun 30, 2033', 'Financials', d, [['T1.18', 'Above 1.1800', 'gt1.18'], ['T1.20', 'Above 1.2000', 'gt1.20'], ['T1.22', 'Above 1.2200', 'gt1.22']], { sources: [FX] }),
    B1('EUR/USD above 1.20 on June 30, 2033?', 'Finance', d, 'gt1.20', { rules: 'Resolves on the EUR/USD spot rate at 5:00 PM ET on June 30, 2033 (Bloomberg).' }),
    U1('eurusd-2033-06-30-above-1pt22', 'EUR/USD above 1.22 on June 30, 2033?', 'Finance', d, 'gt1.22'),
    G1('ECB euro reference rate (USD) above 1.2000 on 30 June 2033?', z('2033-06-30', '12:15'), 'ecbref-gt1.20'),
  ] }, ['instant']);
}
{ // USD/JPY reaching 160 by June 30 (alpha, beta, beta_us); gamma asks for the June 30 close (observation).
  const d = z('2033-06-30', '21:00');
  addCase('fx', { name: 'usdjpy-160-by-jun30', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXUSDJPYMAX-33JUN30', 'USD/JPY high before Jul 1, 2033', 'Financials', d, 'T160', 'Reaches 160.00', 'touch160', { sources: [FX] }),
    B1('USD/JPY above 160 by June 30, 2033?', 'Finance', d, 'touch160'),
    U1('usdjpy-reach-160-by-2033-06-30', 'USD/JPY hits 160 by June 30, 2033?', 'Finance', d, 'touch160'),
    G1('USD/JPY above 160 at the June 30, 2033 close?', d, 'close-gt160'),
  ] }, ['observation']);
}
{ // USD/JPY on May 31 — alpha only.
  addCase('fx', { name: 'usdjpy-2033-05-31', events: [
    A('KXUSDJPY-33MAY31', 'USD/JPY on May 31, 2033', 'Financials', z('2033-05-31', '21:00'), [['T150', 'Above 150.00', 'gt150'], ['T155', 'Above 155.00', 'gt155']], { sources: [FX] }),
  ] });
}
{ // US Dollar Index (ICE DXY) on June 30.
  const d = z('2033-06-30', '21:00');
  addCase('fx', { name: 'dxy-2033-06-30', events: [
    A('KXDXY-33JUN30', 'US Dollar Index on Jun 30, 2033', 'Financials', d, [['T95', 'Above 95.00', 'gt95'], ['T100', 'Above 100.00', 'gt100']], { sources: [ICE_DX] }),
    B1('US Dollar Index (DXY) above 100 on June 30, 2033?', 'Finance', d, 'gt100'),
    U1('dxy-2033-06-30-above-95', 'DXY above 95 on June 30, 2033?', 'Finance', d, 'gt95'),
    G1('Will DXY close June 30, 2033 at 100 or higher?', d, 'gt100'),
  ] });
}

// ───────────────────────────── EQUITY INDICES ─────────────────────────────

{ // S&P 500 close on June 30: alpha "9,000 or above" = beta "above 9,000" (traded index); gamma's range ladder.
  const d = z('2033-06-30', '20:00');
  addCase('equities', { name: 'spx-2033-06-30', events: [
    A('KXINXU-33JUN30H1600', 'S&P 500 on Jun 30, 2033 at 4pm EDT', 'Financials', d, [['T8799.99', '8,800 or above', 'ge8800'], ['T8999.99', '9,000 or above', 'ge9000'], ['T9199.99', '9,200 or above', 'ge9200']], { sources: [SPX] }),
    B1('S&P 500 above 9,000 on June 30, 2033?', 'Finance', d, 'ge9000'),
    U1('spx-2033-06-30-above-9000', 'S&P 500 closes above 9,000 on June 30, 2033?', 'Finance', d, 'ge9000'),
    G('S&P 500 closing level on 30 June 2033', d, gr(['Below 8,800', 'lt8800'], ['8,800 – 9,000', 'b8800-9000'], ['9,000 – 9,200', 'b9000-9200'], ['Above 9,200', 'ge9200'])),
  ] }, ['inverted']);
}
{ // S&P 500 at the end of April (close Apr 29, the last session) on alpha, beta, beta_us; gamma lists end of May (period).
  addCase('equities', { name: 'spx-2033-04-29', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXINXU-33APR29H1600', 'S&P 500 on Apr 29, 2033 at 4pm EDT', 'Financials', z('2033-04-29', '20:00'), [['T8599.99', '8,600 or above', 'ge8600'], ['T8799.99', '8,800 or above', 'ge8800']], { sources: [SPX] }),
    B1('S&P 500 above 8,800 at the end of April 2033?', 'Finance', z('2033-04-29', '20:00'), 'ge8800'),
    U1('spx-end-of-april-2033-above-8600', 'S&P 500 ends April 2033 above 8,600?', 'Finance', z('2033-04-29', '20:00'), 'ge8600'),
    G1('S&P 500 above 8,800 at the end of May 2033?', z('2033-05-31', '20:00'), 'may-ge8800'),
  ] }, ['period']);
}
{ // Record: beta and alpha ask about an intraday all-time high by June 30; gamma and beta_us about a record close in Q2.
  const d = z('2033-06-30', '20:00');
  addCase('equities', { name: 'spx-record-q2-2033', groups: [['alpha', 'beta'], ['gamma', 'beta_us']], events: [
    A1('KXINXATH-33JUN30', 'S&P 500 new all-time high before Jul 1, 2033', 'Financials', d, 'ATH', 'New intraday all-time high', 'ath-intraday', { sources: [SPX] }),
    B1('S&P 500 all-time high by June 30, 2033?', 'Finance', d, 'ath-intraday', { rules: 'Resolves Yes if the S&P 500 trades above its prior all-time intraday high at any time before July 1, 2033.' }),
    G1('S&P 500 record close in Q2 2033?', d, 'rec-close-q2'),
    U1('spx-record-close-2033-q2', 'S&P 500 sets a record close in Q2 2033?', 'Finance', d, 'rec-close-q2'),
  ] }, ['observation']);
}
{ // S&P 500 in May: gamma asks "lower than it started", the complement of "up" (inverted).
  const d = z('2033-05-31', '20:00');
  addCase('equities', { name: 'spx-may-2033-direction', events: [
    A1('KXINXMON-33MAY', 'S&P 500 monthly change in May 2033', 'Financials', d, 'UP', 'Up in May', 'up', { sources: [SPX] }),
    B1('S&P 500 up in May 2033?', 'Finance', d, 'up'),
    U1('spx-may-2033-green', 'S&P 500 finishes May 2033 higher?', 'Finance', d, 'up'),
    G1('Will the S&P 500 finish May 2033 lower than it started?', d, 'down'),
  ] }, ['inverted']);
}
{ // Nasdaq-100 on June 30 (alpha, beta, beta_us); gamma lists the Nasdaq Composite (asset).
  const d = z('2033-06-30', '20:00');
  addCase('equities', { name: 'ndx-2033-06-30', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXNASDAQ100U-33JUN30H1600', 'Nasdaq-100 on Jun 30, 2033 at 4pm EDT', 'Financials', d, [['T31999.99', '32,000 or above', 'ge32000'], ['T32999.99', '33,000 or above', 'ge33000']], { sources: [NDX] }),
    B1('Nasdaq 100 above 32,000 on June 30, 2033?', 'Finance', d, 'ge32000'),
    U1('ndx-2033-06-30-above-33000', 'Nasdaq-100 above 33,000 on June 30, 2033?', 'Finance', d, 'ge33000'),
    G1('Nasdaq Composite above 32,000 on June 30, 2033?', d, 'comp-ge32000'),
  ] }, ['asset']);
}
{ // Dow on April 29 (alpha, beta_us, gamma); beta lists April 28 (date).
  addCase('equities', { name: 'djia-2033-04-29', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], events: [
    A('KXDOWU-33APR29H1600', 'Dow Jones on Apr 29, 2033 at 4pm EDT', 'Financials', z('2033-04-29', '20:00'), [['T59999.99', '60,000 or above', 'ge60000'], ['T60999.99', '61,000 or above', 'ge61000']], { sources: [DJIA] }),
    U1('djia-2033-04-29-above-60000', 'Dow closes above 60,000 on April 29, 2033?', 'Finance', z('2033-04-29', '20:00'), 'ge60000'),
    G1('Dow Jones Industrial Average above 61,000 at Friday 29 April 2033 close?', z('2033-04-29', '20:00'), 'ge61000'),
    B1('Dow above 60,000 on April 28, 2033?', 'Finance', z('2033-04-28', '20:00'), 'apr28-ge60000'),
  ] }, ['date']);
}
{ // S&P 500 range on May 13: beta_us "above 8,900" does not coincide with any range (own t), same event.
  const d = z('2033-05-13', '20:00');
  addCase('equities', { name: 'spx-2033-05-13-range', events: [
    A('KXINX-33MAY13H1600', 'S&P 500 on May 13, 2033 at 4pm EDT', 'Financials', d, [['B8850', '8,800 to 8,899.99', 'r8800'], ['B8950', '8,900 to 8,999.99', 'r8900'], ['B9050', '9,000 to 9,099.99', 'r9000']], { sources: [SPX] }),
    B('S&P 500 close on May 13, 2033?', 'Finance', d, [['spx-close-may-13-2033-8800-8900', '8,800–8,900', 'r8800'], ['spx-close-may-13-2033-8900-9000', '8,900–9,000', 'r8900'], ['spx-close-may-13-2033-9000-9100', '9,000–9,100', 'r9000']]),
    U1('spx-2033-05-13-above-8900', 'S&P 500 above 8,900 on May 13, 2033?', 'Finance', d, 'gt8900'),
    G('S&P 500 Friday close (13 May 2033)', d, gr(['8,800 – 8,899.99', 'r8800'], ['8,900 – 8,999.99', 'r8900'], ['9,000 – 9,099.99', 'r9000'])),
  ] }, ['threshold']);
}
{ // VIX in April — beta only.
  addCase('equities', { name: 'vix-april-2033', events: [
    B1('VIX above 30 at any point in April 2033?', 'Finance', z('2033-04-29', '20:15'), 'touch30'),
  ] });
}
{ // Russell 2000 on June 30 — gamma only.
  addCase('equities', { name: 'rut-2033-06-30', events: [
    G1('Russell 2000 above 3,000 on June 30, 2033?', z('2033-06-30', '20:00'), 'ge3000'),
  ] });
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // Bitcoin's high in May: alpha off CF Benchmarks, beta and beta_us off Binance (same observation, nf); gamma asks
  // for the May 31 value (observation).
  const d = z('2033-05-31', '23:59');
  addCase('crypto', { name: 'btc-may-2033-hit', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXBTCMAXMON-33MAY', 'Bitcoin high in May 2033', 'Crypto', d, [['T180000', 'Above $180,000', 'hi180'], ['T200000', 'Above $200,000', 'hi200'], ['T220000', 'Above $220,000', 'hi220']], { sources: [CFB] }),
    B('What price will Bitcoin hit in May 2033?', 'Crypto', d, w([['will-bitcoin-reach-220k-in-may-2033', '↑ $220,000', 'hi220'], ['will-bitcoin-reach-200k-in-may-2033', '↑ $200,000', 'hi200'], ['will-bitcoin-dip-to-140k-in-may-2033', '↓ $140,000', 'lo140']], { src: BINANCE })),
    U1('btc-reach-200k-may-2033', 'Bitcoin reaches $200K in May 2033?', 'Crypto', d, 'hi200', { src: BINANCE }),
    G1('Bitcoin above $200,000 on May 31, 2033?', d, 'may31-gt200'),
  ], fungible: nf('alpha|beta', 'alpha|beta_us') }, ['observation', 'source']);
}
{ // Bitcoin's April range: same pattern, all four on the window; alpha (CF Benchmarks) nf against the Binance venues.
  const d = z('2033-04-30', '23:59');
  addCase('crypto', { name: 'btc-april-2033-hit', events: [
    A('KXBTCMINMON-33APR', 'Bitcoin low in Apr 2033', 'Crypto', d, [['T150000', 'Below $150,000', 'lo150'], ['T140000', 'Below $140,000', 'lo140']], { sources: [CFB] }),
    B('What price will Bitcoin hit in April 2033?', 'Crypto', d, w([['will-bitcoin-reach-200k-in-april-2033', '↑ $200,000', 'hi200'], ['will-bitcoin-dip-to-150k-in-april-2033', '↓ $150,000', 'lo150'],
      ['will-bitcoin-dip-to-140k-in-april-2033', '↓ $140,000', 'lo140']], { src: BINANCE })),
    U1('btc-dip-150k-april-2033', 'Bitcoin dips to $150K in April 2033?', 'Crypto', d, 'lo150', { src: BINANCE }),
    G1('BTC to trade below $140,000 at any time in April 2033 (Binance)?', d, 'lo140', { rules: BINANCE }),
  ], fungible: nf('alpha|beta', 'alpha|beta_us', 'alpha|gamma') }, ['source']);
}
{ // BTC on June 30: alpha and gamma at 5 PM ET (CF Benchmarks); beta and beta_us at noon ET (Binance): instant.
  const d = z('2033-06-30', '21:00');
  addCase('crypto', { name: 'btc-2033-06-30', groups: [['alpha', 'gamma'], ['beta', 'beta_us']], events: [
    A('KXBTCD-33JUN3017', 'Bitcoin price on Jun 30, 2033 at 5pm EDT', 'Crypto', d, [['T169999.99', '$170,000 or above', 'ge170'], ['T179999.99', '$180,000 or above', 'ge180'], ['T189999.99', '$190,000 or above', 'ge190']], { sources: [CFB] }),
    G1('BTC above $180,000 at 5pm ET on 30 June 2033 (CF Benchmarks)?', d, 'ge180'),
    B('Bitcoin above ___ on June 30, 2033?', 'Crypto', z('2033-06-30', '16:00'), w([['bitcoin-above-170k-on-june-30-2033', '170,000', 'noon-ge170'], ['bitcoin-above-180k-on-june-30-2033', '180,000', 'noon-ge180']], { src: BINANCE })),
    U1('btc-above-190k-2033-06-30-noon', 'Bitcoin above $190K at noon ET, June 30, 2033?', 'Crypto', z('2033-06-30', '16:00'), 'noon-ge190', { src: BINANCE }),
  ] }, ['instant']);
}
{ // Ethereum's June range (Binance on beta, beta_us, gamma; alpha's max off CF Benchmarks: nf).
  const d = z('2033-06-30', '23:59');
  addCase('crypto', { name: 'eth-june-2033-hit', events: [
    A('KXETHMAXMON-33JUN', 'Ethereum high in Jun 2033', 'Crypto', d, [['T10000', 'Above $10,000', 'hi10k'], ['T12000', 'Above $12,000', 'hi12k']], { sources: [CFE] }),
    B('What price will Ethereum hit in June 2033?', 'Crypto', d, w([['will-ethereum-reach-12000-in-june-2033', '↑ $12,000', 'hi12k'], ['will-ethereum-dip-to-6000-in-june-2033', '↓ $6,000', 'lo6k']], { src: BINANCE_E })),
    U1('eth-reach-10k-june-2033', 'Ethereum reaches $10K in June 2033?', 'Crypto', d, 'hi10k', { src: BINANCE_E }),
    G('Ethereum price targets — June 2033', d, gr(['Reach $12,000', 'hi12k'], ['Dip to $6,000', 'lo6k']), { rules: `Resolves on ${BINANCE_E}.` }),
  ], fungible: nf('alpha|beta', 'alpha|beta_us', 'alpha|gamma') }, ['source']);
}
{ // Bitcoin at the end of 2033 (alpha, beta_us, gamma); beta asks what it hits during 2033 (observation).
  const d = z('2034-01-01', '04:59');
  addCase('crypto', { name: 'btc-2033-year-end', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], events: [
    A('KXBTCY-33DEC31', 'Bitcoin price at end of 2033', 'Crypto', d, [['T200000', 'Above $200,000', 'gt200'], ['T250000', 'Above $250,000', 'gt250'], ['T300000', 'Above $300,000', 'gt300']], { sources: [CFB] }),
    U1('btc-2033-12-31-above-250k', 'Bitcoin above $250K on Dec 31, 2033?', 'Crypto', d, 'gt250', { src: CFB }),
    G('Bitcoin year-end 2033 price (Dec 31, CF Benchmarks)', d, gr(['Under $200K', 'le200'], ['$200K – $300K', 'b200-300'], ['Over $300K', 'gt300'])),
    B('What price will Bitcoin hit in 2033?', 'Crypto', z('2033-12-31', '23:59'), w([['will-bitcoin-reach-300k-in-2033', '↑ $300,000', 'hi300'], ['will-bitcoin-reach-250k-in-2033', '↑ $250,000', 'hi250']], { src: BINANCE })),
  ] }, ['observation', 'inverted']);
}
{ // Ethereum at the end of 2033.
  const d = z('2034-01-01', '04:59');
  addCase('crypto', { name: 'eth-2033-year-end', events: [
    A('KXETHY-33DEC31', 'Ethereum price at end of 2033', 'Crypto', d, [['T10000', 'Above $10,000', 'gt10k'], ['T15000', 'Above $15,000', 'gt15k']], { sources: [CFE] }),
    B1('Ethereum above $15,000 at the end of 2033?', 'Crypto', d, 'gt15k', { mx: { src: CFE } }),
    G1('ETH above $10,000 on December 31, 2033?', d, 'gt10k'),
  ] });
}
{ // Solana on May 31 — beta only.
  addCase('crypto', { name: 'sol-2033-05-31', events: [
    B1('Solana above $400 on May 31, 2033?', 'Crypto', z('2033-05-31', '16:00'), 'gt400'),
  ] });
}

// ───────────────────────────── EARNINGS AND SHARE PRICES ─────────────────────────────

{ // NVIDIA Q1 FY2034 (May 25): EPS beat on alpha, beta, beta_us; gamma asks about revenue (measure).
  const d = z('2033-05-25', '21:30');
  addCase('earnings', { name: 'nvda-q1fy34-beat', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXEPSBEAT-33MAY25NVDA', 'NVIDIA EPS beat, Q1 FY2034', 'Companies', d, 'BEAT', 'Beats consensus EPS', 'beat'),
    B1('Will NVIDIA beat quarterly earnings? (Q1 FY2034)', 'Business', d, 'beat'),
    U1('nvda-beat-eps-q1-fy2034', 'NVIDIA beats EPS estimates (Q1 FY2034)?', 'Business', d, 'beat'),
    G1('NVIDIA Q1 FY2034 revenue above $110B?', d, 'rev-gt110'),
  ] }, ['measure']);
}
{ // Apple FQ2 2033 (May 5): gamma's "miss" is not the complement of "beat" (an in-line print is neither): own t.
  const d = z('2033-05-05', '21:30');
  addCase('earnings', { name: 'aapl-fq2-2033-beat', events: [
    A1('KXEPSBEAT-33MAY05AAPL', 'Apple EPS beat, fiscal Q2 2033', 'Companies', d, 'BEAT', 'Beats consensus EPS', 'beat'),
    B1('Will Apple beat quarterly earnings? (FQ2 2033)', 'Business', d, 'beat'),
    U1('aapl-beat-eps-fq2-2033', 'Apple beats EPS estimates (FQ2 2033)?', 'Business', d, 'beat'),
    G1('Apple to miss the EPS consensus in fiscal Q2 2033?', d, 'miss'),
  ] }, ['threshold']);
}
{ // Microsoft FQ3 2033 (Apr 26).
  const d = z('2033-04-26', '21:30');
  addCase('earnings', { name: 'msft-fq3-2033-beat', events: [
    A1('KXEPSBEAT-33APR26MSFT', 'Microsoft EPS beat, fiscal Q3 2033', 'Companies', d, 'BEAT', 'Beats consensus EPS', 'beat'),
    B1('Will Microsoft beat quarterly earnings? (FQ3 2033)', 'Business', d, 'beat'),
    U1('msft-beat-eps-fq3-2033', 'Microsoft beats EPS estimates (FQ3 2033)?', 'Business', d, 'beat'),
    G1('Microsoft FQ3 2033: EPS above Wall Street consensus?', d, 'beat'),
  ] });
}
{ // Amazon Q1 2033 (Apr 28): beta, beta_us ask about the EPS beat; alpha and gamma about revenue above $200B (measure).
  const d = z('2033-04-28', '21:30');
  addCase('earnings', { name: 'amzn-q1-2033', groups: [['beta', 'beta_us'], ['alpha', 'gamma']], events: [
    B1('Will Amazon beat quarterly earnings? (Q1 2033)', 'Business', d, 'beat'),
    U1('amzn-beat-eps-q1-2033', 'Amazon beats EPS estimates (Q1 2033)?', 'Business', d, 'beat'),
    A1('KXAMZNREV-33APR28', 'Amazon Q1 2033 revenue', 'Companies', d, 'T200', 'Above $200B', 'rev-gt200'),
    G1('Amazon Q1 2033 net sales above $200 billion?', d, 'rev-gt200'),
  ] }, ['measure']);
}
{ // Meta Q1 2033 (Apr 27).
  const d = z('2033-04-27', '21:30');
  addCase('earnings', { name: 'meta-q1-2033-beat', events: [
    A1('KXEPSBEAT-33APR27META', 'Meta EPS beat, Q1 2033', 'Companies', d, 'BEAT', 'Beats consensus EPS', 'beat'),
    B1('Will Meta beat quarterly earnings? (Q1 2033)', 'Business', d, 'beat'),
    U1('meta-beat-eps-q1-2033', 'Meta Platforms beats EPS estimates (Q1 2033)?', 'Business', d, 'beat'),
    G1('Meta Platforms Q1 2033 earnings beat?', d, 'beat'),
  ] });
}
{ // NVDA close on June 30 (alpha, beta, beta_us); gamma lists June 29 (date).
  addCase('earnings', { name: 'nvda-2033-06-30', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXNVDA-33JUN30', 'NVIDIA closing price on Jun 30, 2033', 'Companies', z('2033-06-30', '20:00'), [['T250', 'Above $250', 'gt250'], ['T300', 'Above $300', 'gt300']]),
    B1('NVIDIA (NVDA) above $300 end of June 2033?', 'Business', z('2033-06-30', '20:00'), 'gt300', { rules: 'Resolves on the official NASDAQ closing price of NVDA on June 30, 2033.' }),
    U1('nvda-2033-06-30-above-250', 'NVDA closes above $250 on June 30, 2033?', 'Business', z('2033-06-30', '20:00'), 'gt250'),
    G1('NVDA close above $300 on June 29, 2033?', z('2033-06-29', '20:00'), 'jun29-gt300'),
  ] }, ['date']);
}
{ // Tesla close on May 31.
  const d = z('2033-05-31', '20:00');
  addCase('earnings', { name: 'tsla-2033-05-31', events: [
    A('KXTSLA-33MAY31', 'Tesla closing price on May 31, 2033', 'Companies', d, [['T550', 'Above $550', 'gt550'], ['T600', 'Above $600', 'gt600']]),
    B1('Tesla (TSLA) above $600 on May 31, 2033?', 'Business', d, 'gt600'),
    U1('tsla-2033-05-31-above-600', 'TSLA closes above $600 on May 31, 2033?', 'Business', d, 'gt600'),
  ] });
}
{ // Apple market cap on June 30 — alpha only.
  addCase('company', { name: 'aapl-mcap-2033-06-30', events: [
    A1('KXAAPLMCAP-33JUN30', 'Apple market cap on Jun 30, 2033', 'Companies', z('2033-06-30', '20:00'), 'T6', 'Above $6 trillion', 'gt6t'),
  ] });
}

// ───────────────────────────── IPOS ─────────────────────────────

{ // Stripe IPO "before July 2033" = "by June 30, 2033" (beta, beta_us, gamma); alpha's "in 2033" is another deadline.
  addCase('ipo', { name: 'stripe-ipo-h1-2033', groups: [['beta', 'beta_us', 'gamma'], ['alpha']], events: [
    B1('Stripe IPO before July 2033?', 'Business', z('2033-06-30'), 'by-jun30'),
    U1('stripe-ipo-by-2033-06-30', 'Stripe goes public by June 30, 2033?', 'Business', z('2033-06-30'), 'by-jun30'),
    G1('Will Stripe go public by June 30, 2033?', z('2033-06-30'), 'by-jun30'),
    A1('KXIPOSTRIPE-33', 'Stripe IPO in 2033', 'Companies', z('2033-12-31'), 'IPO', 'Before Jan 1, 2034', 'in-2033'),
  ] }, ['deadline']);
}
{ // Databricks IPO by June 30.
  addCase('ipo', { name: 'databricks-ipo-h1-2033', events: [
    B1('Databricks IPO by June 30, 2033?', 'Business', z('2033-06-30'), 'by-jun30'),
    U1('databricks-ipo-by-2033-06-30', 'Databricks goes public by June 30, 2033?', 'Business', z('2033-06-30'), 'by-jun30'),
    G1('Databricks listing before 1 July 2033?', z('2033-06-30'), 'by-jun30'),
  ] });
}
{ // OpenAI: alpha and gamma ask about a public S-1 filing by June 30; beta and beta_us about the first trade (observation).
  addCase('ipo', { name: 'openai-ipo-2033', groups: [['alpha', 'gamma'], ['beta', 'beta_us']], events: [
    A1('KXIPOFILE-33JUN30OPENAI', 'OpenAI files for IPO by Jun 30, 2033', 'Companies', z('2033-06-30'), 'FILE', 'Files S-1 publicly', 'file', { sources: [EDGAR] }),
    G1('Will OpenAI publicly file an S-1 by June 30, 2033?', z('2033-06-30'), 'file'),
    B1('OpenAI IPO by June 30, 2033?', 'Business', z('2033-06-30'), 'trade', { rules: 'Resolves Yes if OpenAI shares begin trading on a US exchange by June 30, 2033, 11:59 PM ET.' }),
    U1('openai-ipo-by-2033-06-30', 'OpenAI shares trade publicly by June 30, 2033?', 'Business', z('2033-06-30'), 'trade'),
  ] }, ['observation']);
}
{ // Revolut IPO in 2033 — gamma only.
  addCase('ipo', { name: 'revolut-ipo-2033', events: [
    G1('Revolut IPO in 2033?', z('2033-12-31'), 'in-2033'),
  ] });
}

// ───────────────────────────── RECESSION AND COMPANIES ─────────────────────────────

{ // "US recession in 2033" on beta, beta_us, gamma (two negative quarters OR NBER); alpha's NBER-only series (measure).
  const rules = 'Resolves Yes if the BEA advance estimates show two consecutive quarters of negative real GDP growth within 2033, or the NBER announces a recession beginning in 2033, by Jan 31, 2034.';
  addCase('company', { name: 'us-recession-2033', groups: [['beta', 'beta_us', 'gamma'], ['alpha']], events: [
    B1('US recession in 2033?', 'Economy', z('2034-01-31'), 'rec-either', { rules }),
    U1('us-recession-2033', 'US enters a recession in 2033?', 'Economics', z('2034-01-31'), 'rec-either', { rules }),
    G1('Will the US enter a recession in 2033?', z('2034-01-31'), 'rec-either', { rules }),
    A1('KXRECSSNBER-33', 'Recession in 2033 (NBER)', 'Economics', z('2034-12-31'), 'REC', 'NBER declares a recession starting in 2033', 'nber', { sources: [NBER] }),
  ] }, ['measure']);
}
{ // Largest company by market cap on June 30: the categorical rows coincide except gamma's "Other".
  const d = z('2033-06-30', '20:00');
  addCase('company', { name: 'largest-company-2033-06-30', events: [
    A('KXLARGESTCO-33JUN30', 'Largest company on Jun 30, 2033', 'Companies', d, [['NVDA', 'NVIDIA', 'nvda'], ['AAPL', 'Apple', 'aapl'], ['MSFT', 'Microsoft', 'msft'], ['GOOGL', 'Alphabet', 'googl']]),
    B('Largest company end of June 2033?', 'Business', d, [['largest-company-end-of-june-2033-nvidia', 'NVIDIA', 'nvda'], ['largest-company-end-of-june-2033-apple', 'Apple', 'aapl'],
      ['largest-company-end-of-june-2033-microsoft', 'Microsoft', 'msft'], ['largest-company-end-of-june-2033-alphabet', 'Alphabet', 'googl']]),
    U1('largest-company-2033-06-30-nvidia', 'NVIDIA is the largest company on June 30, 2033?', 'Business', d, 'nvda'),
    G('World\'s largest company by market cap on 30 June 2033', d, gr(['Nvidia', 'nvda'], ['Microsoft', 'msft'], ['Apple', 'aapl'], ['Other', 'other'])),
  ] });
}
{ // Musk as Tesla CEO: beta and beta_us ask "out before July"; gamma asks "still CEO on June 30" (inverted).
  addCase('company', { name: 'musk-tesla-ceo-h1-2033', events: [
    B1('Elon Musk out as Tesla CEO before July 2033?', 'Business', z('2033-06-30'), 'out'),
    U('musk-out-as-tesla-ceo-by-2033-06-30', 'Musk out as Tesla CEO by June 30, 2033', 'Business', z('2033-06-30'), [['musk-out-tesla-ceo-2033-06-30', '', 'out', { outcomes: yn('Out', 'Stays') }]]),
    G1('Will Elon Musk still be Tesla CEO on June 30, 2033?', z('2033-06-30'), 'stays'),
  ] }, ['inverted']);
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout48-set.json', import.meta.url));
