// Sixty-first independent refdata holdout: writes test/refdata/holdout61-set.json (economics and markets of January to
// March 2035 as the venues listed them on Friday 12 January 2035: the US prints (CPI headline and core, PPI, PCE,
// payrolls, unemployment, jobless claims, retail sales, the Q4 GDP advance estimate, ISM, consumer sentiment), the
// January and March FOMC decisions and the March dot plot, the ECB, Bank of England, Bank of Japan, Bank of Canada and
// RBA decisions, Treasury yields and auctions, equity index closes and records, single stocks and earnings (beats, EPS,
// revenue), commodities (WTI, Brent, gold, natural gas), FX (EUR/USD, USD/JPY), crypto price ladders, ranges,
// reached-by-date markets and ETF flows, gasoline prices and the 30 January government-funding deadline).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout61.build.ts`.
//
// How it was written: by hand, from a macro trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the
// matcher. Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference
// data sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit,
// nf, z, yn, ad, long, slug, gr), lines 1–200 of test/refdata/holdout47.build.ts (its header: the labelling rules below
// are adopted from it verbatim, and the shape of its first cases) and its last 10 lines (how the JSON is written out).
// Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or test in
// test/refdata/, nor git history or other branches. The matcher, `eval`, `diagnose` and the tests were never run on this
// set: it is NOT tuned and has not been seen.
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
// - A data print is named by its reference period: "December CPI", "CPI for Dec 2034" and "the CPI report released
//   January 17 (December data)" are one event; the January CPI (released in February) is another period. Apple's
//   fiscal Q1 2035 is the calendar quarter October–December 2034: "Apple FQ1 2035 revenue" and "Apple Q4 2034
//   (December-quarter) revenue" are one event. Q4 FY2035 for Nvidia is the quarter ending January 2035.
// - CPI, PPI, PCE, retail sales, GDP, the unemployment rate and ISM are published to one decimal: "above 0.2%" and
//   "0.3% or more" are one outcome; an exact bucket ("0.3%") is its own outcome. Payrolls are published in thousands:
//   "above 100,000" and "101K or more" are one outcome, "150K or more" and "above 150,000" are not. Jobless claims are
//   published to the unit ("above 220,000" = "220,001 or more"). Treasury auction high yields are read to three
//   decimals ("above 4.15%" = "above 4.150%"). Yields, index levels, commodity, FX, crypto and gasoline prices and
//   company revenue are continuous: "above X" = "X or more" (alpha's "T67.99" rung is "$68 or above").
// - Headline vs core (CPI, PCE, PPI), MoM vs YoY, retail sales total vs control group, ISM vs S&P Global PMI, ISM
//   manufacturing vs services, the University of Michigan index vs the Conference Board index, UMich preliminary vs
//   final, BLS nonfarm payrolls vs BLS private payrolls vs ADP, initial vs continuing claims (and a week's release vs
//   the next week's), GDP advance vs second estimate vs GDPNow are all different events (different measure, statistic,
//   estimate or period). AAA's daily national average and EIA's weekly retail gasoline price are different statistics.
// - A central bank's decision at one meeting is one event; its outcome rows (hold, cut 25, cut 50+, hike) are outcomes.
//   A binary "Will the Fed cut in January?" is the same event with its own `t` (it spans cut 25 and cut 50+: a
//   categorical/binary split); a binary "holds" equals the hold row. The rate level after a meeting, cuts by a later
//   meeting, the number of dissents, the MPC vote split and another meeting of the same bank are different events; the
//   ECB, the SNB, the BoE, the BoJ, the BoC, the RBA and the RBNZ are different places. The March dot plot's median
//   2035 dot and "how many 2035 cuts the median dot shows" (counted from the end-2034 midpoint, 3.375%) are one event
//   with coinciding buckets (0 cuts = 3.375%, one cut = 3.125%, ...); the 2036 median is another period. A row
//   "Cut 25bps" is not a row "Cut" (any size): the venues' rows below coincide only where their sizes do.
// - Earnings: a beat of the consensus EPS estimate read off different consensus providers (LSEG vs Zacks) is one event,
//   nf. EPS beat vs revenue beat, adjusted vs GAAP EPS, an EPS level vs a beat, a segment (AWS) vs the company's total
//   revenue are different measures.
// - Yields: the Treasury daily par yield curve rate and the market close of the 10-year yield (CNBC US10Y) for one day are
//   one event priced off different sources, nf. The 2-, 10- and 30-year are different assets; a 10-year note auction
//   and a 30-year bond auction are different auctions; an auction's high yield and its tail are different measures.
// - Indices: a close on a date, an intraday high, a record close by a deadline and the monthly change are different
//   observations; the Nasdaq-100 and the Nasdaq Composite (and S&P 500 vs Dow) are different assets. "S&P 500 up in
//   January" and "S&P 500 down in January" are complements (inverted).
// - Commodities: WTI and Brent are different assets; Henry Hub front-month futures and the Henry Hub spot price are
//   different measures; the COMEX settle and the LBMA PM price of gold on one day are one event, nf.
// - Crypto: 5 PM ET values (CF Benchmarks) and noon ET values (Binance candle) are different instants, so different
//   events; the same instant or the same "reached by" window priced off CF Benchmarks vs Binance is one event, nf. A
//   range bucket coincides with a ladder rung only when it is open-ended on the same bound. All spot bitcoin ETFs'
//   net flows vs IBIT alone are different measures; a week's flows and a month's flows are different periods.
// - Shutdown: a lapse in appropriations beginning by 31 January and one beginning before 1 April are different
//   deadlines; how long a shutdown lasts is a different measure.
// Ids: beta event ids 690001+, gamma ids 63001+, alpha tickers dated 2034/2035; all closes after 2026-11-23.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`); 'split' marks a binary listing
// spanning several categorical rows (its own `t` on the same event).
import { nf, z, yn, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'inflation' | 'jobs' | 'growth' | 'fed' | 'central_banks' | 'rates' | 'equities' | 'earnings' | 'commodities' | 'fx' | 'crypto' | 'gas' | 'shutdown';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'statistic' | 'estimate' | 'period' | 'place' | 'asset' | 'observation' | 'instant' | 'split';

const { addCase, B1, U1, A1, writeSet, A, B, G, G1 } = holdoutKit<Cat, Hn>(690000, 63000);

const ECON = 'Economics';
const FIN = 'Financials';
const CRYPTO = 'Crypto';
const POL = 'Politics';
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/news.release/empsit.nr0.htm';
const BLS_PPI = 'Bureau of Labor Statistics https://www.bls.gov/ppi/';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const BEA_PCE = 'Bureau of Economic Analysis https://www.bea.gov/data/personal-consumption-expenditures-price-index';
const CENSUS = 'U.S. Census Bureau https://www.census.gov/retail/index.html';
const DOL = 'U.S. Department of Labor https://www.dol.gov/ui/data.pdf';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const UST = 'U.S. Department of the Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates';
const TDIR = 'TreasuryDirect https://www.treasurydirect.gov/auctions/announcements-data-results/';
const CNBC10 = 'https://www.cnbc.com/quotes/US10Y';
const SPX = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NDX = 'Nasdaq https://www.nasdaq.com/market-activity/index/ndx';
const CME = 'CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.html';
const ICE = 'ICE https://www.ice.com/products/219/Brent-Crude-Futures';
const COMEX_AU = 'CME Group https://www.cmegroup.com/markets/metals/precious/gold.html';
const LBMA = 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const CFE = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI';
const BINANCE = 'https://www.binance.com/en/trade/BTC_USDT';
const FARSIDE = 'https://farside.co.uk/bitcoin-etf-flow-all-data/';
const AAA = 'AAA https://gasprices.aaa.com/';
const OPM = 'U.S. Office of Personnel Management https://www.opm.gov/policy-data-oversight/snow-dismissal-procedures/current-status/';

const CPI_DAY = '2035-01-17'; // December 2034 CPI
const JOBS_JAN = '2035-02-02'; // January 2035 employment situation
const FOMC_JAN = '2035-01-31';
const FOMC_MAR = '2035-03-21';
const QEND = '2035-03-30'; // last trading day of Q1 2035 (31 March is a Saturday)

// ───────────────────────────── INFLATION ─────────────────────────────

{ // December CPI MoM (all four venues): alpha's "above" ladder; beta's binary rungs; beta_us one rung written "0.3% or more"
  // (= above 0.2%); gamma's exact buckets, of which only "0.4% or more" coincides with a rung (above 0.3%).
  const close = z(CPI_DAY, '13:30');
  addCase('inflation', { name: 'cpi-dec-mom', events: [
    A('KXCPI-34DEC', 'CPI in Dec 2034', ECON, z(CPI_DAY, '13:25'), [['T0.1', 'Above 0.1%', 'mom>0.1'], ['T0.2', 'Above 0.2%', 'mom>0.2'], ['T0.3', 'Above 0.3%', 'mom>0.3']], { sources: [BLS_CPI] }),
    B('December CPI MoM', ECON, close, [['cpi-mom-dec-2034-above-0pt1', '>0.1%', 'mom>0.1', { q: 'Will December CPI (MoM) be above 0.1%?', src: 'https://www.bls.gov/cpi/' }],
      ['cpi-mom-dec-2034-above-0pt2', '>0.2%', 'mom>0.2', { q: 'Will December CPI (MoM) be above 0.2%?', src: 'https://www.bls.gov/cpi/' }],
      ['cpi-mom-dec-2034-above-0pt3', '>0.3%', 'mom>0.3', { q: 'Will December CPI (MoM) be above 0.3%?', src: 'https://www.bls.gov/cpi/' }]]),
    U1('cpi-mom-dec-2034-0pt3-or-more', 'December inflation 0.3% or more (m/m)?', ECON, close, 'mom>0.2'),
    G('US CPI m/m for December 2034 (release Jan 17)', close, gr(['0.0% or lower', 'mom<=0.0'], ['0.1%', 'mom=0.1'], ['0.2%', 'mom=0.2'], ['0.3%', 'mom=0.3'], ['0.4% or more', 'mom>0.3'])),
  ] }, ['threshold']);
}
{ // December CPI YoY (alpha, beta, beta_us); beta_us asks "below 2.7%" (the complement of above 2.6%); gamma lists core
  // CPI YoY for December (measure).
  addCase('inflation', { name: 'cpi-dec-yoy', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXCPIYOY-34DEC', 'Inflation in Dec 2034', ECON, z(CPI_DAY, '13:25'), [['T2.5', 'Above 2.5%', 'yoy>2.5'], ['T2.6', 'Above 2.6%', 'yoy>2.6'], ['T2.7', 'Above 2.7%', 'yoy>2.7']], { sources: [BLS_CPI] }),
    B('US annual inflation in December?', ECON, z(CPI_DAY, '12:00'), [['us-annual-inflation-december-2034-2pt6', '2.6%+', 'yoy>2.5', { q: 'Will US annual inflation be 2.6% or higher in December 2034?' }],
      ['us-annual-inflation-december-2034-2pt7', '2.7%+', 'yoy>2.6', { q: 'Will US annual inflation be 2.7% or higher in December 2034?' }],
      ['us-annual-inflation-december-2034-2pt8', '2.8%+', 'yoy>2.7', { q: 'Will US annual inflation be 2.8% or higher in December 2034?' }]]),
    U1('cpi-yoy-dec-2034-below-2pt7', 'Dec CPI YoY below 2.7%?', ECON, z(CPI_DAY, '13:30'), 'yoy<2.7', { outcomes: yn('Yes', 'No'), rules: 'Resolves Yes if the all-items CPI-U 12-month change for December 2034, as first published by the BLS, is below 2.7%.' }),
    G('Core CPI y/y, December 2034', z(CPI_DAY, '13:30'), gr(['2.7% or lower', 'core-yoy<=2.7'], ['2.8%', 'core-yoy=2.8'], ['2.9%', 'core-yoy=2.9'], ['3.0% or higher', 'core-yoy>=3.0'])),
  ] }, ['inverted', 'measure']);
}
{ // December core CPI MoM (alpha, beta, gamma: gamma's "No" row is the complement of above 0.2%); beta_us lists January's
  // core CPI MoM (period).
  addCase('inflation', { name: 'cpi-dec-core-mom', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXCPICORE-34DEC', 'Core CPI in Dec 2034', ECON, z(CPI_DAY, '13:25'), [['T0.2', 'Above 0.2%', 'core>0.2'], ['T0.3', 'Above 0.3%', 'core>0.3']], { sources: [BLS_CPI] }),
    B('Core inflation December (MoM)', ECON, z(CPI_DAY, '13:30'), [['core-cpi-dec-2034-0pt3-or-higher', '≥0.3%', 'core>0.2', { q: 'Will core CPI rise 0.3% or more in December?' }],
      ['core-cpi-dec-2034-0pt4-or-higher', '≥0.4%', 'core>0.3', { q: 'Will core CPI rise 0.4% or more in December?' }]]),
    G('Core CPI MoM Dec 2034 — above 0.2%?', z(CPI_DAY, '13:30'), gr(['Yes (0.3%+)', 'core>0.2'], ['No (0.2% or less)', 'core<=0.2'])),
    U1('core-cpi-mom-jan-2035-above-0pt3', 'January core CPI above 0.3% MoM?', ECON, z('2035-02-13', '13:30'), 'jan-mom>0.3'),
  ] }, ['period', 'inverted']);
}
{ // January 2035 CPI YoY (released 13 Feb): alpha, beta, beta_us; gamma lists the February print (released 13 March).
  addCase('inflation', { name: 'cpi-jan-yoy', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXCPIYOY-35JAN', 'Inflation in Jan 2035', ECON, z('2035-02-13', '13:25'), [['T2.4', 'Above 2.4%', 'janyoy>2.4'], ['T2.6', 'Above 2.6%', 'janyoy>2.6']], { sources: [BLS_CPI] }),
    B('January inflation: above 2.6%?', ECON, z('2035-02-13', '13:30'), [['january-2035-cpi-yoy-above-2pt6', '', 'janyoy>2.6']]),
    U1('jan-2035-cpi-yoy-2pt5-or-higher', 'Will January CPI (y/y) be 2.5% or higher?', ECON, z('2035-02-13', '13:30'), 'janyoy>2.4'),
    G1('CPI YoY (Feb 2035, released Mar 13) above 2.6%?', z('2035-03-13', '13:30'), 'febyoy>2.6'),
  ] }, ['period']);
}
{ // February CPI MoM (released 13 March): all four venues (gamma's exact buckets; only "≥0.4%" coincides with a rung).
  addCase('inflation', { name: 'cpi-feb-mom', events: [
    A('KXCPI-35FEB', 'CPI in Feb 2035', ECON, z('2035-03-13', '13:25'), [['T0.2', 'Above 0.2%', 'febmom>0.2'], ['T0.3', 'Above 0.3%', 'febmom>0.3']], { sources: [BLS_CPI] }),
    B('February CPI m/m', ECON, z('2035-03-13', '13:30'), [['cpi-feb-2035-mom-0pt3plus', '0.3%+', 'febmom>0.2', { q: 'February 2035 CPI: 0.3% or higher month-over-month?' }]]),
    U1('cpi-feb-2035-mom-0pt4-or-more', 'February CPI 0.4% or more (m/m)?', ECON, z('2035-03-13', '13:30'), 'febmom>0.3'),
    G('Feb CPI (m/m) — BLS, March 13', z('2035-03-13', '14:00'), gr(['≤0.1%', 'febmom<=0.1'], ['0.2%', 'febmom=0.2'], ['0.3%', 'febmom=0.3'], ['≥0.4%', 'febmom>0.3'])),
  ] }, ['threshold']);
}
{ // December PPI final demand MoM (alpha, beta, gamma); beta_us lists core PPI (ex food and energy) — measure.
  addCase('inflation', { name: 'ppi-dec', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXPPI-34DEC', 'PPI in Dec 2034', ECON, z('2035-01-18', '13:25'), [['T0.1', 'Above 0.1%', 'ppi>0.1'], ['T0.3', 'Above 0.3%', 'ppi>0.3']], { sources: [BLS_PPI] }),
    B('December PPI above 0.1%?', ECON, z('2035-01-18', '13:30'), [['ppi-final-demand-dec-2034-above-0pt1', '', 'ppi>0.1', { src: 'https://www.bls.gov/ppi/' }]]),
    G('Producer prices (PPI final demand) m/m for Dec', z('2035-01-18', '13:30'), gr(['0.1% or less', 'ppi<=0.1'], ['0.2%–0.3%', 'ppi=0.2-0.3'], ['0.4% or more', 'ppi>0.3'])),
    U1('core-ppi-dec-2034-above-0pt2', 'Core PPI (ex food & energy) Dec: above 0.2%?', ECON, z('2035-01-18', '13:30'), 'coreppi>0.2'),
  ] }, ['measure']);
}
{ // December core PCE YoY (alpha, beta, beta_us); gamma lists headline PCE YoY (measure).
  const close = z('2035-01-26', '13:30');
  addCase('inflation', { name: 'pce-dec-core', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXPCECORE-34DEC', 'Core PCE inflation in Dec 2034', ECON, z('2035-01-26', '13:25'), [['T2.5', 'Above 2.5%', 'cpce>2.5'], ['T2.7', 'Above 2.7%', 'cpce>2.7']], { sources: [BEA_PCE] }),
    B('Core PCE YoY December', ECON, close, [['core-pce-yoy-december-2034-2pt6-or-more', '2.6% or more', 'cpce>2.5'], ['core-pce-yoy-december-2034-2pt8-or-more', '2.8% or more', 'cpce>2.7']]),
    U1('core-pce-dec-2034-above-2pt7', 'Core PCE price index above 2.7% YoY (Dec)?', ECON, close, 'cpce>2.7'),
    G1('PCE price index (headline) YoY Dec 2034 above 2.5%?', close, 'pce>2.5'),
  ] }, ['measure']);
}
{ // January core PCE YoY (released 2 March): alpha, beta, gamma.
  addCase('inflation', { name: 'pce-jan-core', events: [
    A('KXPCECORE-35JAN', 'Core PCE inflation in Jan 2035', ECON, z('2035-03-02', '13:25'), [['T2.4', 'Above 2.4%', 'jcpce>2.4'], ['T2.6', 'Above 2.6%', 'jcpce>2.6']], { sources: [BEA_PCE] }),
    B('Core PCE inflation (YoY) for January above 2.6%?', ECON, z('2035-03-02', '13:30'), [['core-pce-january-2035-above-2pt6', '', 'jcpce>2.6']]),
    G('Core PCE y/y — January 2035 data (Mar 2)', z('2035-03-02', '14:00'), gr(['2.4% or less', 'jcpce<=2.4'], ['2.5%–2.6%', 'jcpce2.5-2.6'], ['2.7% or more', 'jcpce>2.6'])),
  ] }, ['inverted']);
}
{ // December headline PCE MoM — alpha only.
  addCase('inflation', { name: 'pce-dec-mom', events: [
    A1('KXPCE-34DEC', 'PCE inflation MoM in Dec 2034', ECON, z('2035-01-26', '13:25'), 'T0.2', 'Above 0.2%', 'pcemom>0.2', { sources: [BEA_PCE] }),
  ] });
}

// ───────────────────────────── JOBS ─────────────────────────────

{ // January nonfarm payrolls (released 2 Feb): alpha ladder; beta buckets (only "150K+" is a threshold, and it is NOT
  // alpha's "above 150,000"); beta_us "above 100K"; gamma "101K or more" (= above 100,000).
  const close = z(JOBS_JAN, '13:30');
  addCase('jobs', { name: 'nfp-jan', events: [
    A('KXPAYROLLS-35JAN', 'Jobs numbers in Jan 2035', ECON, z(JOBS_JAN, '13:25'), [['T50000', 'Above 50,000', 'nfp>50'], ['T100000', 'Above 100,000', 'nfp>100'], ['T150000', 'Above 150,000', 'nfp>150']], { sources: [BLS_EMP] }),
    B('How many jobs added in January?', ECON, close, [['jobs-added-january-2035-lt-50k', '<50k', 'nfp<50', { q: 'Will fewer than 50k jobs be added in January 2035?' }],
      ['jobs-added-january-2035-50k-100k', '50k–100k', 'nfp50-100', { q: 'Will 50k–100k jobs be added in January 2035?' }],
      ['jobs-added-january-2035-100k-150k', '100k–150k', 'nfp100-150', { q: 'Will 100k–150k jobs be added in January 2035?' }],
      ['jobs-added-january-2035-150k-plus', '150k+', 'nfp>=150', { q: 'Will 150k or more jobs be added in January 2035?' }]]),
    U1('nonfarm-payrolls-jan-2035-above-100k', 'January jobs report: payrolls above 100K?', ECON, close, 'nfp>100'),
    G1('Jan NFP ≥ 101K?', z(JOBS_JAN, '14:00'), 'nfp>100', { rules: 'YES if total nonfarm payroll employment change for January 2035, as first released by the BLS, is 101,000 or more.' }),
  ] }, ['threshold']);
}
{ // ADP January private payrolls (31 Jan): alpha, beta, beta_us; gamma lists BLS private payrolls (statistic).
  addCase('jobs', { name: 'adp-jan', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXADP-35JAN', 'ADP employment change Jan 2035', ECON, z('2035-01-31', '13:10'), [['T75000', 'Above 75,000', 'adp>75'], ['T125000', 'Above 125,000', 'adp>125']], { sources: ['ADP Research https://adpemploymentreport.com/'] }),
    B('ADP private payrolls January above 75k?', ECON, z('2035-01-31', '13:15'), [['adp-january-2035-above-75k', '', 'adp>75']]),
    U1('adp-private-payrolls-jan-2035-above-125k', 'ADP jobs report: above 125K in January?', ECON, z('2035-01-31', '13:15'), 'adp>125'),
    G1('BLS private payrolls (Jan 2035) above 75K?', z(JOBS_JAN, '13:30'), 'blspriv>75'),
  ] }, ['statistic']);
}
{ // January unemployment rate: alpha ladder; beta buckets; beta_us "4.5% or higher" (= above 4.4%); gamma "above 4.4%".
  const close = z(JOBS_JAN, '13:30');
  addCase('jobs', { name: 'unrate-jan', events: [
    A('KXU3-35JAN', 'Unemployment in Jan 2035', ECON, z(JOBS_JAN, '13:25'), [['T4.3', 'Above 4.3%', 'u>4.3'], ['T4.4', 'Above 4.4%', 'u>4.4'], ['T4.5', 'Above 4.5%', 'u>4.5']], { sources: [BLS_EMP] }),
    B('Unemployment rate in January?', ECON, close, [['unemployment-january-2035-4pt3-or-lower', '≤4.3%', 'u<=4.3'], ['unemployment-january-2035-4pt4', '4.4%', 'u=4.4'],
      ['unemployment-january-2035-4pt5', '4.5%', 'u=4.5'], ['unemployment-january-2035-4pt6-or-higher', '≥4.6%', 'u>4.5']]),
    U1('us-unemployment-jan-2035-4pt5-or-higher', 'Will the unemployment rate be 4.5% or higher in January?', ECON, close, 'u>4.4'),
    G1('US unemployment rate above 4.4% (January data)?', z(JOBS_JAN, '14:00'), 'u>4.4'),
  ] });
}
{ // February unemployment rate (released 9 March): alpha, beta, gamma ("4.7% or higher" = above 4.6%); beta_us lists the
  // U-6 rate (measure).
  addCase('jobs', { name: 'unrate-feb', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXU3-35FEB', 'Unemployment in Feb 2035', ECON, z('2035-03-09', '12:25'), [['T4.4', 'Above 4.4%', 'fu>4.4'], ['T4.6', 'Above 4.6%', 'fu>4.6']], { sources: [BLS_EMP] }),
    B('February unemployment 4.5%+?', ECON, z('2035-03-09', '12:30'), [['february-2035-unemployment-4pt5-or-higher', '', 'fu>4.4']]),
    G('February jobless rate (BLS, March 9)', z('2035-03-09', '13:00'), gr(['4.4% or lower', 'fu<=4.4'], ['4.5%–4.6%', 'fu4.5-4.6'], ['4.7% or higher', 'fu>4.6'])),
    U1('u6-underemployment-feb-2035-above-8pt0', 'February U-6 rate above 8.0%?', ECON, z('2035-03-09', '12:30'), 'u6>8.0'),
  ] }, ['measure']);
}
{ // February payrolls (9 March): alpha ladder, beta one rung, gamma buckets ("more than 100K" = above 100,000; "zero or
  // negative" is the complement of above 0; "1K–100K" is its own outcome).
  addCase('jobs', { name: 'nfp-feb', events: [
    A('KXPAYROLLS-35FEB', 'Jobs numbers in Feb 2035', ECON, z('2035-03-09', '12:25'), [['T0', 'Above 0', 'fnfp>0'], ['T100000', 'Above 100,000', 'fnfp>100']], { sources: [BLS_EMP] }),
    B('February jobs report: payrolls above 100K?', ECON, z('2035-03-09', '12:30'), [['february-2035-payrolls-above-100k', '', 'fnfp>100']]),
    G('February payrolls (BLS, Mar 9)', z('2035-03-09', '13:00'), gr(['Zero or negative', 'fnfp<=0'], ['1K–100K', 'fnfp1-100'], ['More than 100K', 'fnfp>100'])),
  ] }, ['threshold']);
}
{ // Initial claims released 18 Jan (week ending 13 Jan): alpha, beta; gamma lists continuing claims of the same release
  // (measure); beta_us lists the 25 Jan release (date).
  addCase('jobs', { name: 'claims-jan18', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A('KXJOBLESS-35JAN18', 'Initial jobless claims, week ending Jan 13', ECON, z('2035-01-18', '13:25'), [['T210000', 'Above 210,000', 'ic>210'], ['T220000', 'Above 220,000', 'ic>220']], { sources: [DOL] }),
    B('Initial jobless claims above 220K (Jan 18)?', ECON, z('2035-01-18', '13:30'), [['initial-jobless-claims-jan-18-2035-above-220k', '', 'ic>220', { src: 'https://www.dol.gov/ui/data.pdf' }]]),
    G1('Continuing claims above 1.90M (report of Jan 18)?', z('2035-01-18', '13:30'), 'cc>1900'),
    U1('initial-claims-jan-25-2035-above-220k', 'Jobless claims above 220,000 on January 25?', ECON, z('2035-01-25', '13:30'), 'ic25>220'),
  ] }, ['measure', 'date']);
}
{ // Initial claims released 1 Feb (week ending 27 Jan): alpha, beta, gamma.
  addCase('jobs', { name: 'claims-feb1', events: [
    A('KXJOBLESS-35FEB01', 'Initial jobless claims, week ending Jan 27', ECON, z('2035-02-01', '13:25'), [['T215000', 'Above 215,000', 'f1ic>215'], ['T225000', 'Above 225,000', 'f1ic>225']], { sources: [DOL] }),
    B('Jobless claims above 225,000 (Feb 1 report)?', ECON, z('2035-02-01', '13:30'), [['initial-jobless-claims-feb-1-2035-above-225k', '', 'f1ic>225']]),
    G1('US initial claims for week ending Jan 27 > 215K?', z('2035-02-01', '13:30'), 'f1ic>215'),
  ] });
}
{ // Four-week average of initial claims, 25 Jan release — gamma only.
  addCase('jobs', { name: 'claims-4wk', events: [
    G1('Initial claims 4-week average above 225,000 (Jan 25 release)?', z('2035-01-25', '13:30'), 'ic4w>225'),
  ] });
}

// ───────────────────────────── GROWTH AND ACTIVITY ─────────────────────────────

{ // Q4 2034 GDP advance estimate (25 Jan): alpha ladder; beta buckets ("2.5%+" is 2.5 or more = above 2.4, not a rung);
  // beta_us above 2.0%; gamma lists the second estimate (22 Feb).
  const close = z('2035-01-25', '13:30');
  addCase('growth', { name: 'gdp-q4-advance', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXGDP-35JAN25', 'GDP growth in Q4 2034', ECON, z('2035-01-25', '13:25'), [['T1.5', 'Above 1.5%', 'gdp>1.5'], ['T2.0', 'Above 2.0%', 'gdp>2.0'], ['T2.5', 'Above 2.5%', 'gdp>2.5']], { sources: [BEA] }),
    B('US GDP growth in Q4 2034?', ECON, close, [['us-gdp-q4-2034-lt-1pt5', '<1.5%', 'gdp<1.5'], ['us-gdp-q4-2034-1pt5-2pt0', '1.5–2.0%', 'gdp1.5-2.0'],
      ['us-gdp-q4-2034-2pt1-2pt4', '2.1–2.4%', 'gdp2.1-2.4'], ['us-gdp-q4-2034-2pt5-plus', '2.5%+', 'gdp>=2.5']], { rules: 'Resolves per the advance estimate of real GDP growth (SAAR) for Q4 2034 released by the BEA.' }),
    U1('gdp-q4-2034-advance-above-2pt0', 'Q4 GDP (advance) above 2.0%?', ECON, close, 'gdp>2.0'),
    G('Q4 2034 GDP — second estimate (Feb 22)', z('2035-02-22', '13:30'), gr(['Below 1.5%', 'gdp2<1.5'], ['1.5% to 2.4%', 'gdp2-1.5-2.4'], ['2.5% or higher', 'gdp2>=2.5'])),
  ] }, ['estimate', 'threshold']);
}
{ // Atlanta Fed GDPNow for Q1 2035 — beta only.
  addCase('growth', { name: 'gdpnow-q1', events: [
    B1('Atlanta Fed GDPNow Q1 2035 estimate above 2.5% on March 30?', ECON, z(QEND, '20:00'), 'gdpnow>2.5', { mx: { src: 'https://www.atlantafed.org/cqer/research/gdpnow' } }),
  ] });
}
{ // December retail sales (16 Jan): alpha ladder; beta "positive" (= above 0.0%); beta_us "0.5% or more" (= above 0.4%,
  // not a rung); gamma lists the control group (measure).
  addCase('growth', { name: 'retail-dec', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXRETAIL-34DEC', 'Retail sales in Dec 2034', ECON, z('2035-01-16', '13:25'), [['T0.0', 'Above 0.0%', 'rs>0.0'], ['T0.5', 'Above 0.5%', 'rs>0.5']], { sources: [CENSUS] }),
    B('Will December retail sales be positive?', ECON, z('2035-01-16', '13:30'), [['december-2034-retail-sales-positive', '', 'rs>0.0', { src: 'https://www.census.gov/retail/index.html' }]]),
    U1('retail-sales-dec-2034-0pt5-or-more', 'Retail sales up 0.5% or more in December?', ECON, z('2035-01-16', '13:30'), 'rs>0.4'),
    G1('Retail control group (Dec) above 0.3% m/m?', z('2035-01-16', '13:30'), 'ctrl>0.3'),
  ] }, ['threshold', 'measure']);
}
{ // ISM Manufacturing PMI for January (1 Feb): alpha, beta, beta_us; gamma lists S&P Global US Manufacturing PMI (statistic).
  const close = z('2035-02-01', '15:00');
  addCase('growth', { name: 'ism-mfg-jan', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXISMPMI-35JAN', 'ISM Manufacturing PMI Jan 2035', ECON, z('2035-02-01', '14:55'), [['T48', 'Above 48.0', 'ism>48'], ['T50', 'Above 50.0', 'ism>50']], { sources: ['Institute for Supply Management https://www.ismworld.org/'] }),
    B('ISM Manufacturing PMI above 50 in January?', ECON, close, [['ism-manufacturing-pmi-january-2035-above-50', '', 'ism>50']]),
    U1('ism-manufacturing-jan-2035-expansion', 'Will factories expand in January? (ISM PMI > 50)', ECON, close, 'ism>50'),
    G1('S&P Global US Manufacturing PMI (Jan final) above 50?', z('2035-02-01', '14:45'), 'spgpmi>50'),
  ] }, ['statistic']);
}
{ // ISM Services PMI for January (5 Feb): all four venues.
  addCase('growth', { name: 'ism-svc-jan', events: [
    A('KXISMSVC-35JAN', 'ISM Services PMI Jan 2035', ECON, z('2035-02-05', '14:55'), [['T52', 'Above 52.0', 'svc>52'], ['T54', 'Above 54.0', 'svc>54']]),
    B('ISM Services PMI January 2035 above 52?', ECON, z('2035-02-05', '15:00'), [['ism-services-pmi-jan-2035-above-52', '', 'svc>52']]),
    U1('ism-services-jan-2035-above-54', 'ISM Services PMI (January) above 54?', ECON, z('2035-02-05', '15:00'), 'svc>54'),
    G('ISM services index, January (Feb 5)', z('2035-02-05', '15:00'), gr(['Under 50', 'svc<50'], ['50.0–52.0', 'svc50-52'], ['Above 52.0', 'svc>52'])),
  ] });
}
{ // University of Michigan sentiment, January preliminary (19 Jan): alpha, beta; gamma lists the final (26 Jan,
  // estimate); beta_us lists the Conference Board's consumer confidence (statistic).
  addCase('growth', { name: 'umich-jan-prelim', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A('KXUMSENT-35JAN19', 'UMich consumer sentiment (preliminary) Jan 2035', ECON, z('2035-01-19', '14:55'), [['T70', 'Above 70.0', 'umich>70'], ['T74', 'Above 74.0', 'umich>74']], { sources: ['University of Michigan https://www.sca.isr.umich.edu/'] }),
    B('Michigan consumer sentiment above 70 (Jan prelim)?', ECON, z('2035-01-19', '15:00'), [['umich-sentiment-jan-2035-prelim-above-70', '', 'umich>70']]),
    G1('UMich sentiment final January reading above 70?', z('2035-01-26', '15:00'), 'umichf>70'),
    U1('conference-board-confidence-jan-2035-above-100', 'Consumer confidence above 100 in January?', ECON, z('2035-01-30', '15:00'), 'cb>100'),
  ] }, ['estimate', 'statistic']);
}

// ───────────────────────────── FED ─────────────────────────────

{ // January FOMC decision (31 Jan): alpha and beta rows, gamma categorical, beta_us binary "cut" (spans cut 25 and 50+).
  const close = z(FOMC_JAN, '19:00');
  const rules = (s: string): string => `Resolves per the FOMC statement of January 31, 2035: ${s}.`;
  addCase('fed', { name: 'fomc-jan', events: [
    A('KXFEDDECISION-35JAN', 'Fed decision in Jan 2035', ECON, z(FOMC_JAN, '18:55'), [['C26', 'Cut >25bps', 'cut50', { rules: rules('a cut of more than 25 bps') }],
      ['C25', 'Cut 25bps', 'cut25', { rules: rules('a cut of 25 bps') }], ['H0', 'Hold', 'hold', { rules: rules('no change') }], ['H25', 'Hike', 'hike']], { sources: [FED] }),
    B('Fed decision in January?', ECON, close, [['fed-decreases-interest-rates-by-50-bps-after-january-2035-meeting', '50+ bps decrease', 'cut50', { q: 'Fed decreases interest rates by 50+ bps after January 2035 meeting?' }],
      ['fed-decreases-interest-rates-by-25-bps-after-january-2035-meeting', '25 bps decrease', 'cut25', { q: 'Fed decreases interest rates by 25 bps after January 2035 meeting?' }],
      ['no-change-in-fed-interest-rates-after-january-2035-meeting', 'No change', 'hold', { q: 'No change in Fed interest rates after January 2035 meeting?' }],
      ['fed-increases-interest-rates-by-25-bps-after-january-2035-meeting', '25+ bps increase', 'hike', { q: 'Fed increases interest rates by 25+ bps after January 2035 meeting?' }]]),
    U1('fed-rate-cut-january-2035', 'Will the Fed cut rates in January?', ECON, close, 'cut-any'),
    G('FOMC Jan 30–31 decision', z(FOMC_JAN, '19:30'), gr(['Cut 50bp or more', 'cut50'], ['Cut 25bp', 'cut25'], ['Hold', 'hold'], ['Hike', 'hike'])),
  ] }, ['split']);
}
{ // Fed funds upper bound after the January meeting (level, not the decision): alpha and beta ladders, gamma one rung.
  addCase('fed', { name: 'fed-level-jan', events: [
    A('KXFED-35JAN', 'Fed funds rate after Jan 2035 meeting', ECON, z(FOMC_JAN, '18:55'), [['T3.25', 'Above 3.25%', 'ub>3.25'], ['T3.50', 'Above 3.50%', 'ub>3.50']], { sources: [FED] }),
    B('Fed upper bound after January meeting?', ECON, z(FOMC_JAN, '19:00'), [['fed-upper-bound-above-3pt25-after-january-2035', '>3.25%', 'ub>3.25'], ['fed-upper-bound-above-3pt50-after-january-2035', '>3.50%', 'ub>3.50']]),
    G1('Fed funds target upper bound above 3.25% after the Jan 31 FOMC?', z(FOMC_JAN, '19:30'), 'ub>3.25'),
  ] });
}
{ // March FOMC decision (21 March): alpha, beta, gamma; beta_us lists "a cut by the March meeting" (Jan or Mar: deadline).
  const close = z(FOMC_MAR, '18:00');
  addCase('fed', { name: 'fomc-mar', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXFEDDECISION-35MAR', 'Fed decision in Mar 2035', ECON, z(FOMC_MAR, '17:55'), [['C26', 'Cut >25bps', 'mcut50'], ['C25', 'Cut 25bps', 'mcut25'], ['H0', 'Hold', 'mhold'], ['H25', 'Hike', 'mhike']], { sources: [FED] }),
    B('Fed decision in March?', ECON, close, [['fed-decreases-interest-rates-by-50-bps-after-march-2035-meeting', '50+ bps decrease', 'mcut50'],
      ['fed-decreases-interest-rates-by-25-bps-after-march-2035-meeting', '25 bps decrease', 'mcut25'],
      ['no-change-in-fed-interest-rates-after-march-2035-meeting', 'No change', 'mhold'],
      ['fed-increases-interest-rates-by-25-bps-after-march-2035-meeting', '25+ bps increase', 'mhike']]),
    G('Fed rate decision — March 21, 2035', z(FOMC_MAR, '18:30'), gr(['Cut ≥50 bps', 'mcut50'], ['Cut 25 bps', 'mcut25'], ['No change', 'mhold'], ['Hike', 'mhike'])),
    U1('fed-cut-by-march-2035-meeting', 'Fed rate cut by the March meeting?', ECON, close, 'cut-by-mar'),
  ] }, ['deadline']);
}
{ // March dot plot, median 2035 dot: alpha buckets by rate, beta the same rates, gamma "how many cuts" (coinciding
  // buckets); beta_us lists the median 2036 dot (period).
  const close = z(FOMC_MAR, '18:00');
  addCase('fed', { name: 'dotplot-mar', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXDOTPLOT-35MAR', 'Median 2035 dot, March 2035 SEP', ECON, z(FOMC_MAR, '17:55'), [['B3.375', '3.375%', 'dot0'], ['B3.125', '3.125%', 'dot1'], ['B2.875', '2.875%', 'dot2'], ['B2.625', '2.625% or lower', 'dot3']], { sources: ['Federal Reserve https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm'] }),
    B('Fed dot plot: median 2035 projection (March)?', ECON, close, [['fed-median-dot-2035-march-sep-3pt375', '3.375%', 'dot0'], ['fed-median-dot-2035-march-sep-3pt125', '3.125%', 'dot1'],
      ['fed-median-dot-2035-march-sep-2pt875', '2.875%', 'dot2'], ['fed-median-dot-2035-march-sep-2pt625-or-lower', '≤2.625%', 'dot3']]),
    G('How many 2035 cuts will the March dot plot show?', z(FOMC_MAR, '18:30'), gr(['0', 'dot0'], ['1', 'dot1'], ['2', 'dot2'], ['3 or more', 'dot3']),
      { rules: 'Counts the 25 bp cuts in 2035 implied by the median 2035 dot of the March 21 SEP, measured from the end-2034 target range midpoint of 3.375%.' }),
    U1('fed-median-dot-2036-above-3pt0', 'March SEP: median 2036 dot above 3.0%?', ECON, close, 'dot36>3.0'),
  ] }, ['period']);
}
{ // Dissents at the January FOMC: alpha counts them; beta asks "any dissent" (spans 1 and 2+).
  addCase('fed', { name: 'fomc-jan-dissent', events: [
    A('KXFEDDISSENT-35JAN', 'Number of dissents at Jan 2035 FOMC', ECON, z(FOMC_JAN, '18:55'), [['0', '0', 'd0'], ['1', '1', 'd1'], ['2', '2 or more', 'd2+']]),
    B1('Will there be a dissent at the January FOMC meeting?', ECON, z(FOMC_JAN, '19:00'), 'd-any'),
  ] }, ['split']);
}

// ───────────────────────────── OTHER CENTRAL BANKS ─────────────────────────────

{ // ECB, 25 January (deposit facility rate): alpha, beta, beta_us ("holds" = the hold row); gamma lists the SNB's March
  // decision (place).
  const close = z('2035-01-25', '13:15');
  addCase('central_banks', { name: 'ecb-jan', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXECB-35JAN25', 'ECB rate decision Jan 25, 2035', ECON, z('2035-01-25', '13:10'), [['CUT', 'Cut', 'ecut'], ['H0', 'Hold', 'ehold'], ['HIKE', 'Hike', 'ehike']], { sources: ['European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html'] }),
    B('ECB decision in January?', ECON, close, [['ecb-cuts-rates-january-2035', 'Cut', 'ecut'], ['ecb-holds-rates-january-2035', 'Hold', 'ehold'], ['ecb-hikes-rates-january-2035', 'Hike', 'ehike']]),
    U1('ecb-holds-january-25-2035', 'ECB holds rates on January 25?', ECON, close, 'ehold'),
    G('SNB policy rate decision — March 2035', z('2035-03-22', '08:30'), gr(['Cut', 'snbcut'], ['Hold', 'snbhold'], ['Hike', 'snbhike'])),
  ] }, ['place']);
}
{ // ECB, 8 March: alpha, beta, gamma; beta_us lists "ECB cut by the April meeting" (deadline).
  addCase('central_banks', { name: 'ecb-mar', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXECB-35MAR08', 'ECB rate decision Mar 8, 2035', ECON, z('2035-03-08', '13:10'), [['CUT', 'Cut', 'mecut'], ['H0', 'Hold', 'mehold'], ['HIKE', 'Hike', 'mehike']]),
    B('ECB interest rate decision March 8?', ECON, z('2035-03-08', '13:15'), [['ecb-march-2035-cut', 'Cut', 'mecut'], ['ecb-march-2035-no-change', 'No change', 'mehold'], ['ecb-march-2035-hike', 'Hike', 'mehike']]),
    G('European Central Bank — 8 Mar 2035 decision (deposit rate)', z('2035-03-08', '13:30'), gr(['Lower', 'mecut'], ['Unchanged', 'mehold'], ['Higher', 'mehike'])),
    U1('ecb-rate-cut-by-april-2035-meeting', 'Will the ECB cut by its April meeting?', ECON, z('2035-04-19', '12:15'), 'ecb-cut-by-apr'),
  ] }, ['deadline']);
}
{ // Bank of England, 8 February: alpha, beta, gamma; beta_us lists "a unanimous MPC vote" (measure).
  addCase('central_banks', { name: 'boe-feb', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXBOE-35FEB', 'Bank of England decision Feb 2035', ECON, z('2035-02-08', '11:55'), [['CUT', 'Cut', 'bcut'], ['H0', 'Hold', 'bhold'], ['HIKE', 'Hike', 'bhike']], { sources: ['Bank of England https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate'] }),
    B('Bank of England decision in February?', ECON, z('2035-02-08', '12:00'), [['boe-cuts-bank-rate-february-2035', 'Cut', 'bcut'], ['boe-holds-bank-rate-february-2035', 'Hold', 'bhold'], ['boe-raises-bank-rate-february-2035', 'Raise', 'bhike']]),
    G('BoE Bank Rate, 8 February', z('2035-02-08', '12:30'), gr(['Cut', 'bcut'], ['Hold', 'bhold'], ['Hike', 'bhike'])),
    U1('boe-mpc-unanimous-february-2035', 'Unanimous MPC vote in February?', ECON, z('2035-02-08', '12:00'), 'mpc-unan'),
  ] }, ['measure']);
}
{ // Bank of Japan, 24 January: alpha rows, gamma rows, beta binary "hike" (spans 25 and 50+); beta_us lists the March
  // meeting (date).
  addCase('central_banks', { name: 'boj-jan', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXBOJ-35JAN', 'BoJ decision Jan 2035', ECON, z('2035-01-24', '02:55'), [['H0', 'Hold', 'jhold'], ['H25', 'Hike 25bps', 'jh25'], ['H50', 'Hike 50bps+', 'jh50']]),
    B1('Bank of Japan rate hike in January?', ECON, z('2035-01-24', '03:00'), 'jhike-any'),
    G('BOJ policy rate decision (Jan 23–24)', z('2035-01-24', '04:00'), gr(['No change', 'jhold'], ['+25 bp', 'jh25'], ['+50 bp or more', 'jh50'])),
    U1('boj-hike-march-2035', 'BoJ hike in March?', ECON, z('2035-03-16', '03:00'), 'boj-mar-hike'),
  ] }, ['split', 'date']);
}
{ // Bank of Canada, 24 January: all four venues (beta_us's "cut" = the cut row).
  addCase('central_banks', { name: 'boc-jan', events: [
    A('KXBOC-35JAN', 'Bank of Canada decision Jan 2035', ECON, z('2035-01-24', '14:40'), [['CUT', 'Cut', 'ccut'], ['H0', 'Hold', 'chold'], ['HIKE', 'Hike', 'chike']]),
    B('Bank of Canada decision in January?', ECON, z('2035-01-24', '14:45'), [['bank-of-canada-cut-january-2035', 'Cut', 'ccut'], ['bank-of-canada-hold-january-2035', 'Hold', 'chold'], ['bank-of-canada-hike-january-2035', 'Hike', 'chike']]),
    U1('bank-of-canada-rate-cut-jan-24-2035', 'Will the Bank of Canada cut on January 24?', ECON, z('2035-01-24', '14:45'), 'ccut'),
    G('BoC overnight rate — Jan 24 announcement', z('2035-01-24', '15:00'), gr(['Cut', 'ccut'], ['Hold', 'chold'], ['Hike', 'chike'])),
  ] });
}
{ // Bank of Canada, 7 March — gamma only.
  addCase('central_banks', { name: 'boc-mar', events: [
    G('Bank of Canada decision — March 7, 2035', z('2035-03-07', '15:00'), gr(['Cut', 'mccut'], ['Hold', 'mchold'], ['Hike', 'mchike'])),
  ] });
}
{ // RBA, 6 February: alpha, beta, gamma; beta_us lists the RBNZ's February decision (place).
  addCase('central_banks', { name: 'rba-feb', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXRBA-35FEB', 'RBA cash rate decision Feb 2035', ECON, z('2035-02-06', '03:25'), [['CUT', 'Cut', 'acut'], ['H0', 'Hold', 'ahold'], ['HIKE', 'Hike', 'ahike']], { sources: ['Reserve Bank of Australia https://www.rba.gov.au/statistics/cash-rate/'] }),
    B('Reserve Bank of Australia decision in February?', ECON, z('2035-02-06', '03:30'), [['rba-cut-february-2035', 'Cut', 'acut'], ['rba-no-change-february-2035', 'No change', 'ahold'], ['rba-hike-february-2035', 'Hike', 'ahike']]),
    G('RBA February meeting: cash rate', z('2035-02-06', '04:00'), gr(['Cut', 'acut'], ['Hold', 'ahold'], ['Hike', 'ahike'])),
    U1('rbnz-ocr-decision-february-2035-cut', 'RBNZ cuts the OCR in February?', ECON, z('2035-02-21', '01:00'), 'rbnz-cut'),
  ] }, ['place']);
}

// ───────────────────────────── TREASURIES ─────────────────────────────

{ // 10-year yield on 31 January: alpha off Treasury's par yield curve, beta and beta_us off CNBC's close (nf with alpha),
  // gamma off Treasury (nf with beta and beta_us).
  addCase('rates', { name: 'ust10y-jan31', fungible: { ...nf('alpha|beta', 'alpha|beta_us', 'beta|gamma', 'beta_us|gamma') }, events: [
    A('KXTNOTED-35JAN31', '10Y Treasury yield on Jan 31, 2035', FIN, z('2035-01-31', '21:00'), [['T4.00', 'Above 4.00%', 'y>4.00'], ['T4.10', 'Above 4.10%', 'y>4.10'], ['T4.20', 'Above 4.20%', 'y>4.20']], { sources: [UST] }),
    B('10-year Treasury yield above 4.10% on January 31?', FIN, z('2035-01-31', '22:00'), [['10-year-treasury-yield-above-4pt10-jan-31-2035', '', 'y>4.10', { src: CNBC10 }]]),
    U1('us10y-above-4pt20-on-jan-31-2035', 'US 10Y yield at or above 4.20% on Jan. 31?', FIN, z('2035-01-31', '22:00'), 'y>4.20', { src: CNBC10 }),
    G('US 10Y yield, Jan 31 (Treasury par curve)', z('2035-02-01', '00:00'), gr(['Under 4.00%', 'y<4.00'], ['4.00%–4.20%', 'y4.00-4.20'], ['Over 4.20%', 'y>4.20'])),
  ] }, ['source']);
}
{ // 2-year yield on 31 January: alpha, beta; gamma lists the 30-year (asset).
  addCase('rates', { name: 'ust2y-jan31', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTNOTE2Y-35JAN31', '2Y Treasury yield on Jan 31, 2035', FIN, z('2035-01-31', '21:00'), [['T3.40', 'Above 3.40%', '2y>3.40'], ['T3.60', 'Above 3.60%', '2y>3.60']], { sources: [UST] }),
    B('2-year Treasury yield above 3.40% on Jan 31?', FIN, z('2035-01-31', '21:00'), [['2-year-treasury-yield-above-3pt40-jan-31-2035', '', '2y>3.40', { src: 'https://home.treasury.gov/resource-center/data-chart-center/interest-rates' }]]),
    G1('30-year Treasury yield above 4.60% on January 31?', z('2035-01-31', '21:00'), '30y>4.60'),
  ] }, ['asset']);
}
{ // 10-year yield at Q1 end (30 March close): alpha, beta, gamma; beta_us lists "reaches 4.50% by March 31" (observation).
  addCase('rates', { name: 'ust10y-q1end', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXTNOTED-35MAR30', '10Y Treasury yield on Mar 30, 2035', FIN, z(QEND, '21:00'), [['T3.90', 'Above 3.90%', 'q>3.90'], ['T4.30', 'Above 4.30%', 'q>4.30']], { sources: [UST] }),
    B('10Y yield above 4.30% at end of Q1?', FIN, z(QEND, '21:00'), [['10y-yield-above-4pt30-end-of-q1-2035', '', 'q>4.30', { src: 'https://home.treasury.gov/resource-center/data-chart-center/interest-rates', rules: 'Resolves per the Treasury daily par yield curve 10-year rate for the last business day of March 2035 (March 30).' }]]),
    G1('10-year yield above 3.90% on 30 March 2035 (Treasury)?', z(QEND, '22:00'), 'q>3.90'),
    U1('10y-yield-hit-4pt50-by-march-31-2035', '10-year yield hits 4.50% by March 31?', FIN, z('2035-03-31', '21:00'), 'hit4.50'),
  ] }, ['observation']);
}
{ // 10-year note auction, 7 February: alpha, beta (high yield); beta_us lists the 30-year bond auction of 8 February
  // (asset); gamma lists the 10-year auction's tail (measure).
  addCase('rates', { name: 'auction-10y-feb', groups: [['alpha', 'beta'], ['beta_us'], ['gamma']], events: [
    A('KXAUCTION10Y-35FEB07', '10-Year Note auction high yield, Feb 7', FIN, z('2035-02-07', '17:55'), [['T4.100', 'Above 4.100%', 'hy>4.10'], ['T4.150', 'Above 4.150%', 'hy>4.15']], { sources: [TDIR] }),
    B('10-year note auction high yield above 4.15%?', FIN, z('2035-02-07', '18:00'), [['10-year-note-auction-feb-7-2035-high-yield-above-4pt15', '', 'hy>4.15', { src: 'https://www.treasurydirect.gov/auctions/' }]]),
    U1('30-year-bond-auction-feb-8-2035-above-4pt60', '30-year bond auction: high yield above 4.60%?', FIN, z('2035-02-08', '18:00'), '30hy>4.60'),
    G1('Will the Feb 7 10-year auction tail (high yield above the 1pm when-issued)?', z('2035-02-07', '18:30'), 'tail'),
  ] }, ['asset', 'measure']);
}

// ───────────────────────────── EQUITY INDICES ─────────────────────────────

{ // S&P 500 close on 31 January: alpha 100-point buckets; beta buckets (8,300–8,400 = alpha's 8,300–8,399.99; ">8,500"
  // = gamma's "above 8,500"); beta_us "above 8,400" (a boundary, not a bucket).
  const close = z('2035-01-31', '21:00');
  addCase('equities', { name: 'spx-jan31', events: [
    A('KXINX-35JAN31H1600', 'S&P 500 price range on Jan 31, 2035 at 4pm EST', FIN, close, [['B8250', '8,200 to 8,299.99', 's82'], ['B8350', '8,300 to 8,399.99', 's83'], ['B8450', '8,400 to 8,499.99', 's84'], ['T8500', '8,500 or above', 's>85']], { sources: [SPX] }),
    B('S&P 500 close on January 31?', FIN, close, [['spx-close-jan-31-2035-below-8300', '<8,300', 's<83'], ['spx-close-jan-31-2035-8300-8400', '8,300–8,400', 's83'],
      ['spx-close-jan-31-2035-8400-8500', '8,400–8,500', 's84'], ['spx-close-jan-31-2035-above-8500', '>8,500', 's>85']]),
    U1('sp500-above-8400-jan-31-2035', 'S&P 500 above 8,400 on Jan 31?', FIN, close, 's>84'),
    G1('SPX closes above 8,500 on Jan 31?', z('2035-01-31', '21:30'), 's>85'),
  ] }, ['threshold']);
}
{ // S&P 500 close on 30 March (Q1 end): all four venues.
  const close = z(QEND, '20:00');
  addCase('equities', { name: 'spx-q1end', events: [
    A('KXINXU-35MAR30H1600', 'S&P 500 on Mar 30, 2035 at 4pm EDT', FIN, close, [['T8300', '8,300 or above', 'q1s>8300'], ['T8500', '8,500 or above', 'q1s>8500'], ['T8700', '8,700 or above', 'q1s>8700']], { sources: [SPX] }),
    B('S&P 500 above 8,500 at the end of Q1?', FIN, close, [['sp-500-above-8500-on-march-30-2035', '', 'q1s>8500', { rules: 'Resolves per the S&P 500 official close on March 30, 2035, the last trading day of Q1.' }]]),
    U1('spx-above-8700-march-30-2035', 'S&P 500 above 8,700 on March 30?', FIN, close, 'q1s>8700'),
    G('S&P 500 at end of Q1 2035 (Mar 30 close)', z(QEND, '20:30'), gr(['Below 8,300', 'q1s<8300'], ['8,300–8,500', 'q1s8300-8500'], ['8,500–8,700', 'q1s8500-8700'], ['Above 8,700', 'q1s>8700'])),
  ] });
}
{ // S&P 500 record close by 31 March: alpha, beta, gamma; beta_us lists a record close in January (deadline).
  addCase('equities', { name: 'spx-record-q1', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXINXATH-35MAR31', 'S&P 500 record close before April 2035?', FIN, z('2035-03-31', '03:59'), 'ATH', 'New all-time closing high', 'ath-q1', { sources: [SPX] }),
    B1('S&P 500 all-time high by March 31?', FIN, z('2035-03-31', '04:00'), 'ath-q1', { mx: { rules: 'Resolves Yes if the S&P 500 records a new all-time closing high between January 12 and March 31, 2035.' } }),
    G1('New S&P 500 closing record by March 31?', z('2035-03-31', '04:00'), 'ath-q1'),
    U1('sp500-record-close-january-2035', 'S&P 500 record close in January?', FIN, z('2035-02-01', '04:00'), 'ath-jan'),
  ] }, ['deadline']);
}
{ // Nasdaq-100 on 31 January: alpha, beta; gamma lists the Nasdaq Composite (asset); beta_us the NDX on 28 Feb (date).
  addCase('equities', { name: 'ndx-jan31', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A('KXNASDAQ100-35JAN31H1600', 'Nasdaq-100 on Jan 31, 2035 at 4pm EST', FIN, z('2035-01-31', '21:00'), [['T28000', 'Above 28,000', 'n>28k'], ['T29000', 'Above 29,000', 'n>29k']], { sources: [NDX] }),
    B('Nasdaq 100 above 28,000 on January 31?', FIN, z('2035-01-31', '21:00'), [['nasdaq-100-above-28000-jan-31-2035', '', 'n>28k']]),
    G1('Nasdaq Composite above 28,000 at the Jan 31 close?', z('2035-01-31', '21:30'), 'comp>28k'),
    U1('ndx-above-28000-feb-28-2035', 'NDX above 28,000 on Feb 28?', FIN, z('2035-02-28', '21:00'), 'n28k-feb'),
  ] }, ['asset', 'date']);
}
{ // Dow on 30 March (Q1 end): all four venues.
  addCase('equities', { name: 'dow-q1end', events: [
    A('KXDOW-35MAR30H1600', 'Dow Jones on Mar 30, 2035 at 4pm EDT', FIN, z(QEND, '20:00'), [['T55000', 'Above 55,000', 'dj>55k'], ['T57000', 'Above 57,000', 'dj>57k']]),
    B('Dow above 57,000 at end of March?', FIN, z(QEND, '20:00'), [['dow-jones-above-57000-march-30-2035', '', 'dj>57k', { rules: 'Resolves per the official DJIA close on March 30, 2035, the last trading day of March (markets close Good Friday, March 23).' }]]),
    U1('djia-above-55000-on-march-30-2035', 'Dow above 55,000 on the last trading day of March?', FIN, z(QEND, '20:00'), 'dj>55k'),
    G('DJIA close on 30 March 2035', z(QEND, '20:30'), gr(['Below 55,000', 'dj<55k'], ['55,000–57,000', 'dj55-57k'], ['Above 57,000', 'dj>57k'])),
  ] });
}
{ // S&P 500 above 8,600 by 28 February: alpha on the intraday high (measure); beta and gamma on any daily close.
  addCase('equities', { name: 'spx-8600-feb', groups: [['alpha'], ['beta', 'gamma']], events: [
    A1('KXINXMAXY-35FEB28', 'S&P 500 intraday high above 8,600 before March?', FIN, z('2035-02-28', '21:00'), 'T8600', 'Intraday high above 8,600', 'intra8600', { sources: [SPX] }),
    B1('Will the S&P 500 close above 8,600 by February 28?', FIN, z('2035-02-28', '21:00'), 'close8600'),
    G1('S&P 500 daily close above 8,600 any day through Feb 28?', z('2035-02-28', '21:30'), 'close8600'),
  ] }, ['measure']);
}
{ // S&P 500 up in January (31 Jan close vs 31 Dec close): alpha, beta (Up/Down), beta_us; gamma asks "down" (inverted).
  addCase('equities', { name: 'spx-jan-updown', events: [
    A1('KXINXMONTH-35JAN', 'S&P 500 up in Jan 2035?', FIN, z('2035-01-31', '21:00'), 'UP', 'Up', 'up', { sources: [SPX] }),
    B('S&P 500 Up or Down in January?', FIN, z('2035-01-31', '21:00'), [['sp-500-up-or-down-january-2035', '', 'up', { outcomes: yn('Up', 'Down') }]]),
    U1('spx-higher-in-january-2035', 'S&P 500 higher in January?', FIN, z('2035-01-31', '21:00'), 'up'),
    G1('Will the S&P 500 finish January 2035 in the red?', z('2035-01-31', '21:30'), 'down'),
  ] }, ['inverted']);
}
{ // VIX close on 31 January: alpha ladder, beta and gamma one rung each.
  addCase('equities', { name: 'vix-jan31', events: [
    A('KXVIX-35JAN31', 'VIX close on Jan 31, 2035', FIN, z('2035-01-31', '21:15'), [['T20', 'Above 20', 'vix>20'], ['T25', 'Above 25', 'vix>25']], { sources: ['Cboe https://www.cboe.com/tradable_products/vix/'] }),
    B('VIX above 20 on January 31?', FIN, z('2035-01-31', '21:15'), [['vix-above-20-jan-31-2035', '', 'vix>20']]),
    G1('Cboe VIX closes above 25 on Jan 31?', z('2035-01-31', '21:30'), 'vix>25'),
  ] });
}
{ // Russell 2000 record close in Q1 — beta_us only.
  addCase('equities', { name: 'rut-record-q1', events: [
    U1('russell-2000-record-close-by-march-31-2035', 'Russell 2000 record close by March 31?', FIN, z('2035-03-31', '04:00'), 'rut-ath'),
  ] });
}

// ───────────────────────────── EARNINGS ─────────────────────────────

{ // Netflix Q4 2034 EPS beat (16 Jan): alpha, beta, beta_us; gamma lists the revenue beat (measure).
  addCase('earnings', { name: 'nflx-q4-eps', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXEARNINGSBEAT-35JAN16NFLX', 'Netflix beats EPS estimate Q4 2034?', FIN, z('2035-01-16', '21:00'), 'EPS', 'Beats EPS consensus', 'nflx-eps'),
    B1('Netflix beats quarterly earnings?', FIN, z('2035-01-16', '21:30'), 'nflx-eps', { mx: { rules: 'Resolves Yes if Netflix reports Q4 2034 diluted EPS above the consensus estimate.' } }),
    U1('netflix-beats-q4-2034-eps', 'Will Netflix beat Q4 EPS estimates?', FIN, z('2035-01-16', '21:30'), 'nflx-eps'),
    G1('NFLX Q4 2034 revenue beat?', z('2035-01-16', '22:00'), 'nflx-rev'),
  ] }, ['measure']);
}
{ // Tesla Q4 2034 adjusted EPS (24 Jan): alpha ladder, gamma "above $0.90" (adjusted); beta asks GAAP EPS (measure);
  // beta_us asks a beat (measure).
  addCase('earnings', { name: 'tsla-q4-eps', groups: [['alpha', 'gamma'], ['beta'], ['beta_us']], events: [
    A('KXTSLAEPS-35JAN24', 'Tesla adjusted EPS Q4 2034', FIN, z('2035-01-24', '21:00'), [['T0.80', 'Above $0.80', 'tadj>0.80'], ['T0.90', 'Above $0.90', 'tadj>0.90']]),
    G1('Tesla Q4 non-GAAP EPS > $0.90?', z('2035-01-24', '22:00'), 'tadj>0.90'),
    B1('Tesla Q4 2034 GAAP EPS above $0.90?', FIN, z('2035-01-24', '22:00'), 'tgaap>0.90', { mx: { rules: 'Resolves per GAAP diluted earnings per share attributable to common stockholders in Tesla\'s Q4 2034 update.' } }),
    U1('tesla-beats-q4-2034-earnings', 'Tesla beats Q4 earnings?', FIN, z('2035-01-24', '22:00'), 'tbeat'),
  ] }, ['measure']);
}
{ // Apple fiscal Q1 2035 revenue (1 Feb) = December-quarter 2034: alpha, beta, gamma; beta_us lists fiscal Q2 (period).
  addCase('earnings', { name: 'aapl-fq1-rev', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXAAPLREV-35FEB01', 'Apple revenue Q1 FY2035', FIN, z('2035-02-01', '21:00'), 'T140', 'Above $140B', 'aapl>140'),
    B1('Apple December-quarter 2034 revenue above $140B?', FIN, z('2035-02-01', '21:30'), 'aapl>140'),
    G1('Apple Q4 2034 revenue > $140bn?', z('2035-02-01', '22:00'), 'aapl>140', { rules: 'YES if Apple\'s reported net sales for the quarter ended December 2034 (fiscal Q1 2035) exceed $140 billion.' }),
    U1('apple-fq2-2035-revenue-above-100b', 'Apple fiscal Q2 2035 revenue above $100B?', FIN, z('2035-05-03', '21:30'), 'aapl-q2>100'),
  ] }, ['period']);
}
{ // Microsoft FQ2 2035 EPS beat (30 Jan): alpha and beta_us off the LSEG consensus, beta and gamma off Zacks (nf across).
  addCase('earnings', { name: 'msft-fq2-beat', fungible: nf('alpha|beta', 'alpha|gamma', 'beta_us|beta', 'beta_us|gamma'), events: [
    A1('KXEARNINGSBEAT-35JAN30MSFT', 'Microsoft beats EPS estimate FQ2 2035?', FIN, z('2035-01-30', '21:00'), 'EPS', 'Beats EPS consensus', 'msft-beat', { rules: 'Resolves Yes if Microsoft\'s reported diluted EPS exceeds the LSEG I/B/E/S consensus estimate.' }),
    B1('Microsoft beats quarterly earnings?', FIN, z('2035-01-30', '21:30'), 'msft-beat', { mx: { rules: 'Resolves Yes if Microsoft reports EPS above the Zacks consensus estimate for the quarter ending December 2034.' } }),
    U1('microsoft-beats-eps-fq2-2035', 'Microsoft tops EPS estimates (LSEG) on Jan 30?', FIN, z('2035-01-30', '21:30'), 'msft-beat'),
    G1('MSFT beat EPS (Zacks consensus) — Jan 30 report?', z('2035-01-30', '22:00'), 'msft-beat'),
  ] }, ['source']);
}
{ // Meta Q4 2034 revenue (31 Jan): alpha, beta, beta_us; gamma lists Meta's EPS (measure).
  addCase('earnings', { name: 'meta-q4-rev', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXMETAREV-35JAN31', 'Meta revenue Q4 2034', FIN, z('2035-01-31', '21:00'), [['T75', 'Above $75B', 'meta>75'], ['T80', 'Above $80B', 'meta>80']]),
    B('Meta Q4 revenue above $75 billion?', FIN, z('2035-01-31', '21:30'), [['meta-q4-2034-revenue-above-75b', '', 'meta>75']]),
    U1('meta-q4-2034-revenue-80b-or-more', 'Meta Platforms Q4 revenue $80B or more?', FIN, z('2035-01-31', '21:30'), 'meta>80'),
    G1('Meta Q4 2034 EPS above $10?', z('2035-01-31', '22:00'), 'metaeps>10'),
  ] }, ['measure']);
}
{ // AWS Q4 2034 revenue (1 Feb): alpha, beta, gamma; beta_us lists Amazon's total net sales (measure).
  addCase('earnings', { name: 'aws-q4-rev', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXAWSREV-35FEB01', 'AWS revenue Q4 2034', FIN, z('2035-02-01', '21:00'), 'T45', 'Above $45B', 'aws>45'),
    B1('AWS Q4 revenue above $45B?', FIN, z('2035-02-01', '21:30'), 'aws>45'),
    G1('Amazon Web Services Q4 2034 sales above $45 billion?', z('2035-02-01', '22:00'), 'aws>45'),
    U1('amazon-q4-2034-revenue-above-250b', 'Amazon Q4 revenue above $250B?', FIN, z('2035-02-01', '21:30'), 'amzn>250'),
  ] }, ['measure']);
}
{ // Nvidia Q4 FY2035 revenue (28 Feb): all four venues.
  const close = z('2035-02-28', '21:30');
  addCase('earnings', { name: 'nvda-fq4-rev', events: [
    A('KXNVDAREV-35FEB28', 'Nvidia revenue Q4 FY2035', FIN, z('2035-02-28', '21:00'), [['T100', 'Above $100B', 'nv>100'], ['T110', 'Above $110B', 'nv>110']]),
    B('Nvidia Q4 FY35 revenue above $110B?', FIN, close, [['nvidia-q4-fy2035-revenue-above-110b', '', 'nv>110']]),
    U1('nvda-q4-fy35-revenue-110b-or-more', 'NVDA quarterly revenue $110B or more (Feb 28 report)?', FIN, close, 'nv>110'),
    G('Nvidia revenue, quarter ending Jan 2035', z('2035-02-28', '22:00'), gr(['Under $100B', 'nv<100'], ['$100B–$110B', 'nv100-110'], ['Over $110B', 'nv>110'])),
  ] });
}
{ // Alphabet Q4 2034 EPS beat — gamma only.
  addCase('earnings', { name: 'googl-q4-beat', events: [
    G1('Alphabet beats Q4 2034 EPS estimates (Feb 6)?', z('2035-02-06', '22:00'), 'googl-beat'),
  ] });
}

// ───────────────────────────── COMMODITIES ─────────────────────────────

{ // WTI front-month settle on 31 January: alpha, beta, beta_us; gamma lists 28 February (date).
  const close = z('2035-01-31', '19:30');
  addCase('commodities', { name: 'wti-jan31', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXWTI-35JAN31', 'WTI crude oil settle on Jan 31, 2035', FIN, close, [['T65.99', '$66 or above', 'wti>66'], ['T67.99', '$68 or above', 'wti>68'], ['T69.99', '$70 or above', 'wti>70']], { sources: [CME] }),
    B('WTI crude above $68 on January 31?', FIN, close, [['wti-above-68-jan-31-2035', '', 'wti>68', { src: 'https://www.cmegroup.com/' }]]),
    U1('wti-crude-oil-70-or-higher-jan-31-2035', 'Crude oil (WTI) $70 or higher on Jan. 31?', FIN, close, 'wti>70'),
    G1('WTI above $68 on Feb 28 (NYMEX settle)?', z('2035-02-28', '19:30'), 'wti68-feb'),
  ] }, ['date']);
}
{ // Brent front-month settle on 31 January: all four venues.
  addCase('commodities', { name: 'brent-jan31', events: [
    A('KXBRENT-35JAN31', 'Brent crude settle on Jan 31, 2035', FIN, z('2035-01-31', '19:30'), [['T70', 'Above $70', 'br>70'], ['T72', 'Above $72', 'br>72']], { sources: [ICE] }),
    B('Brent above $72 on January 31?', FIN, z('2035-01-31', '19:30'), [['brent-crude-above-72-jan-31-2035', '', 'br>72']]),
    U1('brent-72-or-higher-jan-31-2035', 'Brent oil $72 or higher on Jan 31?', FIN, z('2035-01-31', '19:30'), 'br>72'),
    G('Brent crude (ICE front month), Jan 31 settle', z('2035-01-31', '20:00'), gr(['Below $70', 'br<70'], ['$70–$72', 'br70-72'], ['Above $72', 'br>72'])),
  ] });
}
{ // WTI reaches $90 by 31 March: beta, gamma; alpha asks "above $90 on March 30" (observation); beta_us asks "hits $50"
  // (another threshold, another event).
  addCase('commodities', { name: 'wti-reach-q1', groups: [['beta', 'gamma'], ['alpha'], ['beta_us']], events: [
    B1('Will WTI crude oil hit $90 by March 31?', FIN, z('2035-03-31', '04:00'), 'wti-hit90'),
    G1('WTI touches $90 before April?', z('2035-03-31', '04:00'), 'wti-hit90'),
    A1('KXWTI-35MAR30', 'WTI crude oil settle on Mar 30, 2035', FIN, z(QEND, '18:30'), 'T89.99', '$90 or above', 'wti-mar30>90', { sources: [CME] }),
    U1('wti-hit-50-low-by-march-31-2035', 'WTI hit (LOW) $50 by March 31?', FIN, z('2035-03-31', '04:00'), 'wti-low50'),
  ] }, ['observation', 'threshold']);
}
{ // Gold on 30 March: alpha and beta_us off the COMEX settle; beta and gamma off the LBMA PM price (nf across).
  addCase('commodities', { name: 'gold-q1end', fungible: nf('alpha|beta', 'alpha|gamma', 'beta_us|beta', 'beta_us|gamma'), events: [
    A('KXGOLD-35MAR30', 'Gold price on Mar 30, 2035', FIN, z(QEND, '18:30'), [['T4800', 'Above $4,800', 'au>4800'], ['T5000', 'Above $5,000', 'au>5000']], { sources: [COMEX_AU] }),
    B('Gold above $5,000 on March 30?', FIN, z(QEND, '16:00'), [['gold-above-5000-march-30-2035', '', 'au>5000', { src: LBMA }]]),
    U1('gold-gc-above-5000-mar-30-2035', 'Gold (GC) settles above $5,000 on March 30?', FIN, z(QEND, '18:30'), 'au>5000'),
    G('Gold (LBMA PM) on 30 March 2035', z(QEND, '16:00'), gr(['Under $4,800', 'au<4800'], ['$4,800–$5,000', 'au4800-5000'], ['Over $5,000', 'au>5000'])),
  ] }, ['source']);
}
{ // Gold on 31 January, COMEX settle on alpha, beta and beta_us.
  addCase('commodities', { name: 'gold-jan31', events: [
    A('KXGOLD-35JAN31', 'Gold price on Jan 31, 2035', FIN, z('2035-01-31', '18:30'), [['T4700', 'Above $4,700', 'jau>4700'], ['T4900', 'Above $4,900', 'jau>4900']], { sources: [COMEX_AU] }),
    B('Gold above $4,900 on January 31?', FIN, z('2035-01-31', '18:30'), [['gold-above-4900-jan-31-2035', '', 'jau>4900', { src: 'https://www.cmegroup.com/markets/metals/precious/gold.html' }]]),
    U1('gold-settles-above-4700-jan-31-2035', 'Gold futures settle above $4,700 on Jan 31?', FIN, z('2035-01-31', '18:30'), 'jau>4700'),
  ] });
}
{ // Gold record high by 31 March — beta only.
  addCase('commodities', { name: 'gold-record-q1', events: [
    B1('Gold hits a new all-time high by March 31?', FIN, z('2035-03-31', '04:00'), 'au-ath'),
  ] });
}
{ // Henry Hub natural gas front-month settle on 31 January: alpha, beta, gamma; beta_us lists the Henry Hub spot price
  // (measure).
  addCase('commodities', { name: 'natgas-jan31', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNATGAS-35JAN31', 'Natural gas settle on Jan 31, 2035', FIN, z('2035-01-31', '19:30'), [['T3.75', 'Above $3.75', 'ng>3.75'], ['T4.00', 'Above $4.00', 'ng>4.00']], { sources: ['CME Group https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.html'] }),
    B('Natural gas above $4 on January 31?', FIN, z('2035-01-31', '19:30'), [['natural-gas-above-4-jan-31-2035', '', 'ng>4.00']]),
    G1('Henry Hub NG futures above $3.75/MMBtu at Jan 31 settle?', z('2035-01-31', '20:00'), 'ng>3.75'),
    U1('henry-hub-spot-above-4-jan-31-2035', 'Henry Hub spot gas price above $4.00 on Jan 31 (EIA)?', FIN, z('2035-02-01', '21:00'), 'hhspot>4'),
  ] }, ['measure']);
}

// ───────────────────────────── FX ─────────────────────────────

{ // EUR/USD at 10 AM ET on 31 January: alpha, beta, gamma; beta_us lists 28 February (date).
  addCase('fx', { name: 'eurusd-jan31', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXEURUSD-35JAN31H10', 'EUR/USD on Jan 31, 2035 at 10am EST', FIN, z('2035-01-31', '15:00'), [['T1.1300', 'Above 1.1300', 'eu>1.13'], ['T1.1400', 'Above 1.1400', 'eu>1.14'], ['T1.1500', 'Above 1.1500', 'eu>1.15']]),
    B('EUR/USD above 1.14 on January 31 (10 AM ET)?', FIN, z('2035-01-31', '15:00'), [['eur-usd-above-1pt14-jan-31-2035', '', 'eu>1.14']]),
    G('Euro vs dollar, Jan 31 10:00 ET', z('2035-01-31', '15:00'), gr(['Below 1.1300', 'eu<1.13'], ['1.1300–1.1500', 'eu1.13-1.15'], ['Above 1.1500', 'eu>1.15'])),
    U1('eurusd-above-1pt14-feb-28-2035', 'EUR/USD above 1.14 on Feb 28?', FIN, z('2035-02-28', '15:00'), 'eu114-feb'),
  ] }, ['date']);
}
{ // USD/JPY reaches 165 by 31 March: beta, beta_us ("yen weakens past 165"), gamma; alpha asks "above 165 on March 30"
  // (observation).
  addCase('fx', { name: 'usdjpy-165-q1', groups: [['beta', 'beta_us', 'gamma'], ['alpha']], events: [
    B1('USD/JPY hits 165 by March 31?', FIN, z('2035-03-31', '04:00'), 'jpy-hit165'),
    U1('yen-weaker-than-165-per-dollar-by-march-31-2035', 'Will the yen weaken past 165 per dollar by March 31?', FIN, z('2035-03-31', '04:00'), 'jpy-hit165'),
    G1('Dollar-yen trades at 165 or higher before April 2035?', z('2035-03-31', '04:00'), 'jpy-hit165'),
    A1('KXUSDJPY-35MAR30H10', 'USD/JPY on Mar 30, 2035 at 10am EDT', FIN, z(QEND, '14:00'), 'T165.00', 'Above 165.00', 'jpy-mar30>165'),
  ] }, ['observation']);
}
{ // USD/JPY at 10 AM ET on 31 January: alpha ladder; beta one rung; gamma buckets, of which only "over 154" coincides
  // with a rung.
  addCase('fx', { name: 'usdjpy-jan31', events: [
    A('KXUSDJPY-35JAN31H10', 'USD/JPY on Jan 31, 2035 at 10am EST', FIN, z('2035-01-31', '15:00'), [['T150.00', 'Above 150.00', 'j>150'], ['T152.00', 'Above 152.00', 'j>152'], ['T154.00', 'Above 154.00', 'j>154']]),
    B('USD/JPY above 152 on January 31?', FIN, z('2035-01-31', '15:00'), [['usd-jpy-above-152-jan-31-2035', '', 'j>152']]),
    G('USD/JPY at 10am ET on Jan 31', z('2035-01-31', '15:00'), gr(['Under 150', 'j<150'], ['150–152', 'j150-152'], ['152–154', 'j152-154'], ['Over 154', 'j>154'])),
  ] }, ['threshold']);
}
{ // Dollar index above 100 at Q1 end — beta only.
  addCase('fx', { name: 'dxy-q1end', events: [
    B1('DXY above 100 on March 30?', FIN, z(QEND, '21:00'), 'dxy>100'),
  ] });
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // Bitcoin at 5 PM ET on 31 January: alpha (CF Benchmarks), beta_us (CF Benchmarks), gamma (Binance at 5 PM ET: nf);
  // beta lists the noon ET Binance value (instant).
  const five = z('2035-01-31', '22:00');
  addCase('crypto', { name: 'btc-jan31', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], fungible: nf('alpha|gamma', 'beta_us|gamma'), events: [
    A('KXBTCD-35JAN3117', 'Bitcoin price on Jan 31, 2035 at 5pm EST', CRYPTO, five, [['T179999.99', '$180,000 or above', 'b>180'], ['T184999.99', '$185,000 or above', 'b>185'], ['T189999.99', '$190,000 or above', 'b>190']], { sources: [CFB] }),
    U1('btc-above-185000-jan-31-2035-5pm-et', 'Bitcoin above $185,000 on January 31, 5 PM ET?', CRYPTO, five, 'b>185', { src: 'https://www.cfbenchmarks.com/data/indices/BRTI' }),
    G('BTC price on Jan 31, 5pm ET (Binance BTC/USDT)', five, gr(['Below $180,000', 'b<180'], ['$180,000–$190,000', 'b180-190'], ['Above $190,000', 'b>190'])),
    B('Bitcoin above ___ on January 31?', CRYPTO, z('2035-01-31', '17:00'), [['bitcoin-above-180k-on-january-31-2035', '180,000', 'bn>180', { src: BINANCE, rules: 'Resolves per the Binance BTC/USDT 1-minute candle close at 12:00 ET on January 31, 2035.' }],
      ['bitcoin-above-190k-on-january-31-2035', '190,000', 'bn>190', { src: BINANCE, rules: 'Resolves per the Binance BTC/USDT 1-minute candle close at 12:00 ET on January 31, 2035.' }]]),
  ] }, ['source', 'instant']);
}
{ // Bitcoin range at 5 PM ET on 19 January: alpha $2,500 buckets; gamma $5,000 buckets (only the open-ended top bucket
  // coincides); beta lists the same range market.
  const five = z('2035-01-19', '22:00');
  addCase('crypto', { name: 'btc-range-jan19', events: [
    A('KXBTC-35JAN1917', 'Bitcoin price range on Jan 19, 2035 at 5pm EST', CRYPTO, five, [['B176250', '$175,000 to 177,499.99', 'r175'], ['B178750', '$177,500 to 179,999.99', 'r177'],
      ['B181250', '$180,000 to 182,499.99', 'r180'], ['B183750', '$182,500 to 184,999.99', 'r182'], ['T185000', '$185,000 or above', 'r>185']], { sources: [CFB] }),
    B('Bitcoin price on January 19 (5 PM ET)?', CRYPTO, five, [['btc-jan-19-2035-175k-177-5k', '$175k–177.5k', 'r175'], ['btc-jan-19-2035-177-5k-180k', '$177.5k–180k', 'r177'],
      ['btc-jan-19-2035-180k-182-5k', '$180k–182.5k', 'r180'], ['btc-jan-19-2035-182-5k-185k', '$182.5k–185k', 'r182'], ['btc-jan-19-2035-185k-plus', '≥$185k', 'r>185']]),
    G('Bitcoin (CF BRTI) 5pm ET Jan 19 range', five, gr(['Under $175K', 'r<175'], ['$175K–$180K', 'r175-180'], ['$180K–$185K', 'r180-185'], ['$185K+', 'r>185'])),
  ] }, ['threshold']);
}
{ // Bitcoin reaches $200,000 by 31 March: beta and beta_us off Binance, alpha off CF Benchmarks (nf); gamma asks a
  // dip to $150,000 (another event).
  addCase('crypto', { name: 'btc-200k-q1', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], fungible: nf('alpha|beta', 'alpha|beta_us'), events: [
    A1('KXBTCMAXY-35MAR31', 'How high will Bitcoin get before April 2035?', CRYPTO, z('2035-04-01', '03:59'), 'T199999.99', '$200,000 or above', 'btc-hit200', { sources: [CFB] }),
    B1('Will Bitcoin reach $200,000 by March 31?', CRYPTO, z('2035-04-01', '04:00'), 'btc-hit200', { mx: { src: BINANCE } }),
    U1('bitcoin-reach-200k-by-march-31-2035', 'Bitcoin to $200K by March 31?', CRYPTO, z('2035-04-01', '04:00'), 'btc-hit200', { src: BINANCE }),
    G1('Will BTC dip to $150,000 by March 31?', z('2035-04-01', '04:00'), 'btc-dip150'),
  ] }, ['source', 'threshold']);
}
{ // Ether at 5 PM ET on 31 January: alpha, beta_us (CF Benchmarks); gamma lists Solana (asset); beta lists the noon ET
  // Binance value (instant).
  const five = z('2035-01-31', '22:00');
  addCase('crypto', { name: 'eth-jan31', groups: [['alpha', 'beta_us'], ['gamma'], ['beta']], events: [
    A('KXETHD-35JAN3117', 'Ethereum price on Jan 31, 2035 at 5pm EST', CRYPTO, five, [['T6999.99', '$7,000 or above', 'e>7000'], ['T7499.99', '$7,500 or above', 'e>7500']], { sources: [CFE] }),
    U1('eth-above-7000-jan-31-2035-5pm-et', 'Ethereum above $7,000 on January 31 at 5 PM ET?', CRYPTO, five, 'e>7000'),
    G1('Solana above $400 on Jan 31 (5pm ET)?', five, 'sol>400'),
    B('Ethereum above ___ on January 31?', CRYPTO, z('2035-01-31', '17:00'), [['ethereum-above-7000-on-january-31-2035', '7,000', 'en>7000', { src: 'https://www.binance.com/en/trade/ETH_USDT', rules: 'Resolves per the Binance ETH/USDT 1-minute candle close at 12:00 ET on January 31, 2035.' }]]),
  ] }, ['asset', 'instant']);
}
{ // Ether reaches $10,000 by 31 March: beta, gamma; alpha asks "above $10,000 on March 31 at 5 PM" (observation).
  addCase('crypto', { name: 'eth-10k-q1', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will Ethereum reach $10,000 by March 31?', CRYPTO, z('2035-04-01', '04:00'), 'eth-hit10k'),
    G1('ETH hits $10K before April 1, 2035?', z('2035-04-01', '04:00'), 'eth-hit10k'),
    A1('KXETHD-35MAR3117', 'Ethereum price on Mar 31, 2035 at 5pm EDT', CRYPTO, z('2035-03-31', '21:00'), 'T9999.99', '$10,000 or above', 'eth-mar31>10k', { sources: [CFE] }),
  ] }, ['observation']);
}
{ // Spot bitcoin ETF net flows, week of 15–19 January (Farside): beta, gamma; beta_us lists IBIT alone (measure); alpha
  // lists January's total (period).
  addCase('crypto', { name: 'btc-etf-week', groups: [['beta', 'gamma'], ['beta_us'], ['alpha']], events: [
    B1('Bitcoin ETF net inflows above $1B this week (Jan 15–19)?', CRYPTO, z('2035-01-20', '05:00'), 'etf-wk>1b', { mx: { src: FARSIDE } }),
    G1('Spot BTC ETFs: weekly net flow > +$1B (Jan 15-19)?', z('2035-01-20', '05:00'), 'etf-wk>1b'),
    U1('ibit-net-inflows-week-jan-15-2035-above-1b', 'IBIT net inflows above $1B week of Jan 15?', CRYPTO, z('2035-01-20', '05:00'), 'ibit-wk>1b'),
    A1('KXBTCETF-35JAN', 'Spot bitcoin ETF net flows in Jan 2035', CRYPTO, z('2035-02-01', '05:00'), 'T0', 'Above $0', 'etf-jan>0', { sources: ['Farside Investors https://farside.co.uk/bitcoin-etf-flow-all-data/'] }),
  ] }, ['measure', 'period']);
}
{ // Spot ether ETF net flows in January — alpha only.
  addCase('crypto', { name: 'eth-etf-jan', events: [
    A1('KXETHETF-35JAN', 'Spot ether ETF net flows in Jan 2035', CRYPTO, z('2035-02-01', '05:00'), 'T0', 'Above $0', 'ethetf-jan>0'),
  ] });
}
{ // Bitcoin up in January (Binance monthly candle): beta Up/Down, beta_us "higher"; gamma asks "lower" (inverted).
  addCase('crypto', { name: 'btc-jan-updown', events: [
    B('Bitcoin Up or Down in January?', CRYPTO, z('2035-02-01', '05:00'), [['bitcoin-up-or-down-january-2035', '', 'bup', { outcomes: yn('Up', 'Down'), src: BINANCE }]]),
    U1('btc-up-in-january-2035', 'Bitcoin higher at the end of January?', CRYPTO, z('2035-02-01', '05:00'), 'bup', { src: BINANCE }),
    G1('Will BTC close January 2035 lower than it opened?', z('2035-02-01', '05:00'), 'bdown'),
  ] }, ['inverted']);
}

// ───────────────────────────── GASOLINE ─────────────────────────────

{ // AAA national average regular on 31 January: alpha, beta, beta_us; gamma lists EIA's weekly price of 29 January
  // (statistic).
  addCase('gas', { name: 'gas-jan31', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXAAAGASD-35JAN31', 'US gas prices on Jan 31, 2035', ECON, z('2035-01-31', '14:00'), [['T3.000', 'Above $3.000', 'g>3.00'], ['T3.100', 'Above $3.100', 'g>3.10']], { sources: [AAA] }),
    B('US national gas price above $3.10 on January 31?', ECON, z('2035-01-31', '16:00'), [['us-gas-price-above-3pt10-jan-31-2035', '', 'g>3.10', { src: 'https://gasprices.aaa.com/' }]]),
    U1('aaa-gas-average-3-dollars-or-more-jan-31-2035', 'Gas $3.00 or more nationally on Jan 31 (AAA)?', ECON, z('2035-01-31', '16:00'), 'g>3.00'),
    G1('EIA weekly US regular gasoline price above $3.00 (Jan 29)?', z('2035-01-30', '22:00'), 'eia>3.00'),
  ] }, ['statistic']);
}
{ // AAA average on 31 March (alpha) vs reaching $3.25 any day by 31 March (beta, gamma): observation.
  addCase('gas', { name: 'gas-q1', groups: [['alpha'], ['beta', 'gamma']], events: [
    A1('KXAAAGASD-35MAR31', 'US gas prices on Mar 31, 2035', ECON, z('2035-03-31', '14:00'), 'T3.250', 'Above $3.250', 'g-mar31>3.25', { sources: [AAA] }),
    B1('Will gas prices hit $3.25 by March 31?', ECON, z('2035-03-31', '16:00'), 'g-hit3.25', { mx: { src: 'https://gasprices.aaa.com/' } }),
    G1('AAA national average reaches $3.25/gal before April?', z('2035-03-31', '16:00'), 'g-hit3.25'),
  ] }, ['observation']);
}
{ // California average (AAA) on 31 January: alpha, beta_us, gamma.
  addCase('gas', { name: 'gas-ca-jan31', events: [
    A1('KXAAAGASCA-35JAN31', 'California gas prices on Jan 31, 2035', ECON, z('2035-01-31', '14:00'), 'T5.000', 'Above $5.000', 'ca>5', { sources: [AAA] }),
    G1('CA statewide average regular above $5.00/gal, Jan 31 (AAA)?', z('2035-01-31', '16:00'), 'ca>5'),
    U1('california-gas-above-5-jan-31-2035', 'California average gas above $5 on January 31?', ECON, z('2035-01-31', '16:00'), 'ca>5'),
  ] });
}

// ───────────────────────────── SHUTDOWN ─────────────────────────────

{ // Funding lapses after 30 January: a shutdown by 31 January (alpha, beta, gamma); beta_us lists before 1 April (deadline).
  addCase('shutdown', { name: 'shutdown-jan31', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXGOVSHUT-35JAN31', 'Government shutdown by Jan 31, 2035?', POL, z('2035-01-31', '23:59'), 'SHUT', 'Shutdown begins', 'shut-jan31', { sources: [OPM] }),
    B1('US government shutdown by January 31?', POL, z('2035-02-01', '04:59'), 'shut-jan31', { mx: { rules: 'Resolves Yes if a lapse in appropriations causes a US federal government shutdown beginning on or before January 31, 2035 (ET).' } }),
    G1('Will the US federal government shut down when funding expires Jan 30?', z('2035-02-01', '05:00'), 'shut-jan31'),
    U1('government-shutdown-before-april-2035', 'Government shutdown before April 1?', POL, z('2035-04-01', '04:00'), 'shut-q1'),
  ] }, ['deadline']);
}
{ // How long a shutdown beginning 31 January lasts: alpha and beta thresholds; gamma day buckets (only "22 days or more" =
  // "more than 21 days" coincides).
  addCase('shutdown', { name: 'shutdown-length', events: [
    A('KXSHUTLENGTH-35JAN31', 'How long will the government shutdown last?', POL, z('2035-03-31', '23:59'), [['7', 'More than 7 days', 'len>7'], ['14', 'More than 14 days', 'len>14'], ['21', 'More than 21 days', 'len>21']]),
    B1('Government shutdown lasts more than 14 days?', POL, z('2035-03-31', '23:59'), 'len>14'),
    G('Length of a shutdown starting Jan 31', z('2035-03-31', '23:59'), gr(['1–7 days', 'len1-7'], ['8–14 days', 'len8-14'], ['15–21 days', 'len15-21'], ['22 days or more', 'len>21'])),
  ] }, ['threshold']);
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout61-set.json', import.meta.url));
