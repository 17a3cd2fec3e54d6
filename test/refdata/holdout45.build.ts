// Forty-fifth independent refdata holdout: writes test/refdata/holdout45-set.json (markets of January–March 2033: crypto
// price ladders and ranges at fixed times, reached-by-date markets, equity index closes and records, single stocks and
// market caps, commodities (gold, silver, oil, natural gas, copper), FX pairs and fixings, Treasury and other sovereign
// yields, the VIX, the January earnings season (EPS, revenue, guidance, deliveries), IPOs and M&A, the Q4 2032 /
// January 2033 economic releases of the US and abroad, and the first central-bank meetings of 2033).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout45.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout35.build.ts (its header: the labelling rules below are
// adopted from it verbatim, and the helper usage) and the last 45 lines of test/refdata/holdout35.build.ts (how the JSON
// is written out). Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or
// test in test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been
// seen.
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
// Set-specific readings (applying the rules above): calendar of 2033 as used here: Jan 1 is a Saturday (no NYSE
// holiday on Friday Dec 31), MLK Day Jan 17, Presidents' Day Feb 21; FOMC Jan 25–26 and Mar 15–16 (statements on the
// Wednesdays), ECB Feb 3 and Mar 10, BoE Feb 3 and Mar 17, BoJ Jan 20–21 and Mar 17–18, BoC Jan 26 and Mar 9, RBA Feb 8;
// December 2032 jobs report Fri Jan 7, December CPI Wed Jan 12, Q4 2032 GDP advance estimate Thu Jan 27 and second
// estimate Thu Feb 24. Crypto: a price "at 5pm ET" from CF Benchmarks' BRTI (60-second average) and the Binance
// BTC/USDT 1-minute candle close of the same minute are one observation from two sources (nf); noon ET and 5pm ET are
// different instants, so different events; "reach $X in January" (any trade in the month, a high) and "above $X on
// Jan 31" (a value at a time) are different observation kinds; the "↑" and "↓" rungs of one month's hit ladder, and
// reached-by-date levels of one asset over one window (a new all-time high, $8), are outcomes of one event, each its own
// `t`. Bitcoin dominance from TradingView and from CoinMarketCap are different statistics (different
// coin universes), like two poll aggregators. Equities: a close is the official closing print; a record close and an
// intraday record are different observations; the Nasdaq-100 and the Nasdaq Composite, BRK.A and BRK.B, TSM (ADR) and
// 2330.TW are different assets. Commodities: the COMEX front-month settlement and the LBMA PM price of the same day are
// one observation priced two ways (nf, as in the rules); NYMEX Henry Hub futures and the EIA Henry Hub spot price are
// different instruments; COMEX copper (¢/lb) and LME copper ($/t) are different places; AAA's daily national average
// and EIA's weekly retail gasoline survey are different statistics. FX: a 10am ET spot print and the ECB euro reference
// rate (14:15 CET) are different instants; the PBOC central parity fixing and onshore CNY spot are different measures.
// Yields: the Treasury daily par yield curve rate and a data vendor's closing quote of the same tenor on the same day are
// one observation priced two ways (nf); yields are published to two decimals, so "above 4.20%" and "4.20% or higher" are
// different outcomes. Earnings: GAAP and non-GAAP EPS, revenue and segment revenue, reported results and next-quarter
// guidance, deliveries and production are different measures; "beats consensus" against LSEG and against another
// vendor's consensus are different statistics (the bars differ), so different events. Deals: announcing a deal,
// regulatory clearance and completion are different observations; filing an S-1 publicly and listing (first trade)
// are different observations; "IPO by March 31, 2033" and "IPO in Q1 2033" are one deadline. Central banks: a
// categorical decision market and a binary "cut 25 bp" at the same meeting are one event; the ECB deposit facility
// rate and main refinancing rate are different measures; "cut at the March meeting" and "cut by the March meeting"
// differ (the latter includes January). Statistics published to one decimal: "above 0.2%" and "0.3% or higher" are one
// outcome; payrolls are published in thousands, so "above 150K" and "150K or more" are kept apart.
// Ids: beta event ids 530001+, gamma ids 47001+, alpha tickers dated 2032/2033; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'crypto' | 'indices' | 'stocks' | 'commodities' | 'fx' | 'rates' | 'volatility' | 'earnings' | 'deals' | 'us_macro' | 'intl_macro' | 'central_banks';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'instant' | 'threshold' | 'measure' | 'estimate' | 'period' | 'place' | 'asset' | 'observation';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(530000, 47000);

const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const CFB_ETH = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI';
const BIN_BTC = 'https://www.binance.com/en/trade/BTC_USDT';
const BIN_ETH = 'https://www.binance.com/en/trade/ETH_USDT';
const BIN_SOL = 'https://www.binance.com/en/trade/SOL_USDT';
const SPDJI = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NASDAQ = 'Nasdaq https://indexes.nasdaqomx.com/Index/Overview/NDX';
const CME = 'CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html';
const CME_CL = 'CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html';
const CME_NG = 'CME Group https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.settlements.html';
const LBMA = 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices';
const UST = 'U.S. Department of the Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates/TextView?type=daily_treasury_yield_curve';
const CBOE = 'Cboe https://www.cboe.com/tradable_products/vix/';
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/ces/';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const FEDSRC = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const ONS = 'https://www.ons.gov.uk/economy/inflationandpriceindices';
const EUROSTAT = 'https://ec.europa.eu/eurostat/web/euro-indicators';
const SEC = 'SEC EDGAR https://www.sec.gov/edgar/search/';

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // BTC at 5pm ET on Jan 31, 2033: alpha (CF Benchmarks BRTI, 60-second average) vs beta and gamma (Binance BTC/USDT
  // 1-minute candle close at 17:00 ET): one observation from two sources (nf on alpha's pairs); beta|gamma fungible.
  const close = z('2033-01-31', '22:00');
  const brti = (k: string): string => `If the simple average of the sixty seconds of CF Benchmarks' Bitcoin Real-Time Index (BRTI) before 5 PM EST on Jan 31, 2033 is above ${k}, then the market resolves to Yes.`;
  const bin = 'This market will resolve to "Yes" if the Binance 1 minute candle for BTC/USDT 17:00 in the ET timezone on January 31, 2033 has a final "Close" price higher than the price specified in the title. Otherwise, this market will resolve to "No".';
  addCase('crypto', { name: 'btc-5pm-jan31', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXBTCD-33JAN3117', 'Bitcoin price on Jan 31, 2033 at 5pm EST?', 'Crypto', close, [
      ['T199999.99', '$200,000 or above', 'b531-200', { rules: brti('199999.99') }],
      ['T209999.99', '$210,000 or above', 'b531-210', { rules: brti('209999.99') }],
      ['T219999.99', '$220,000 or above', 'b531-220', { rules: brti('219999.99') }],
      ['T229999.99', '$230,000 or above', 'b531-230', { rules: brti('229999.99') }],
    ], { sources: [CFB] }),
    B('Bitcoin above ___ on January 31, 5PM ET?', 'Crypto', close, w([
      ['bitcoin-above-190k-on-january-31-2033-5pm-et', '190,000', 'b531-190'],
      ['bitcoin-above-200k-on-january-31-2033-5pm-et', '200,000', 'b531-200'],
      ['bitcoin-above-210k-on-january-31-2033-5pm-et', '210,000', 'b531-210'],
      ['bitcoin-above-220k-on-january-31-2033-5pm-et', '220,000', 'b531-220'],
    ], { src: BIN_BTC, rules: bin })),
    G('BTC above ___ on Jan 31, 2033 (5PM ET)', close, gr(['$200K', 'b531-200'], ['$210K', 'b531-210'], ['$230K', 'b531-230']),
      { rules: 'Each option resolves YES if the close of the Binance BTC/USDT 1-minute candle starting 17:00 ET (22:00 UTC) on 31 Jan 2033 is strictly above the stated level.' }),
  ] }, ['source']);
}
{ // BTC on Feb 28 at noon ET (beta, beta_us: Binance 12:00 ET candle) vs alpha's 5pm ET daily on the same date: instant negative.
  const noon = z('2033-02-28', '17:00');
  const bin = 'Resolves "Yes" if the Binance BTC/USDT 1 minute candle for 12:00 ET (noon) on February 28, 2033 has a final close price higher than the price in the title.';
  addCase('crypto', { name: 'btc-noon-feb28', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B('Bitcoin above ___ on February 28?', 'Crypto', noon, w([
      ['bitcoin-above-200k-on-february-28-2033', '200,000', 'bf28-200'],
      ['bitcoin-above-220k-on-february-28-2033', '220,000', 'bf28-220'],
      ['bitcoin-above-240k-on-february-28-2033', '240,000', 'bf28-240'],
    ], { src: BIN_BTC, rules: bin })),
    U('bitcoin-above-feb-28-2033', 'Bitcoin above on Feb 28, 2033 (12PM ET)', 'Crypto', noon, w([
      ['btc-above-200k-feb-28-2033-12pm-et', '$200,000', 'bf28-200'],
      ['btc-above-220k-feb-28-2033-12pm-et', '$220,000', 'bf28-220'],
    ], { src: BIN_BTC, rules: bin })),
    A('KXBTCD-33FEB2817', 'Bitcoin price on Feb 28, 2033 at 5pm EST?', 'Crypto', z('2033-02-28', '22:00'), [
      ['T199999.99', '$200,000 or above', 'bf28e-200'], ['T219999.99', '$220,000 or above', 'bf28e-220'],
    ], { sources: [CFB] }),
  ] }, ['instant']);
}
{ // BTC range at 5pm ET on Mar 31 (alpha ranges, CF BRTI) vs gamma ranges (Binance candle): $10K buckets coincide, the
  // open-ended tails do not (alpha's tails sit at 180K/240K, gamma's at 190K/230K).
  const close = z('2033-03-31', '21:00');
  addCase('crypto', { name: 'btc-range-mar31', fungible: nf('alpha|gamma'), events: [
    A('KXBTC-33MAR3117', 'Bitcoin price range on Mar 31, 2033 at 5pm EDT?', 'Crypto', close, [
      ['B175000', '$179,999.99 or below', 'bm31-lt180'],
      ['B185000', '$180,000 to 189,999.99', 'bm31-180'],
      ['B195000', '$190,000 to 199,999.99', 'bm31-190'],
      ['B205000', '$200,000 to 209,999.99', 'bm31-200'],
      ['B215000', '$210,000 to 219,999.99', 'bm31-210'],
      ['B225000', '$220,000 to 229,999.99', 'bm31-220'],
      ['B235000', '$230,000 to 239,999.99', 'bm31-230'],
      ['B245000', '$240,000 or above', 'bm31-ge240'],
    ], { sources: [CFB] }),
    G('Bitcoin price on March 31, 2033 at 17:00 ET', close, gr(['<190K', 'bm31-lt190'], ['190K-200K', 'bm31-190'], ['200K-210K', 'bm31-200'],
      ['210K-220K', 'bm31-210'], ['220K-230K', 'bm31-220'], ['>230K', 'bm31-gt230']), { rules: 'Settles to the bucket containing the close of the Binance BTC/USDT 1m candle at 17:00 ET on 31 March 2033. Lower bound inclusive.' }),
  ] }, ['source']);
}
{ // "What price will Bitcoin hit in January?" (beta: Binance 1m highs/lows) vs alpha's monthly max (CF BRTI): the ↑ rungs are
  // one observation (nf); beta's ↓ rung is a different question, matched by gamma's dip market (Binance, fungible).
  // beta_us "above $230K on Jan 31" is a value at a time: observation negative.
  const close = z('2033-02-01', '04:59');
  addCase('crypto', { name: 'btc-hit-january', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|beta'), events: [
    A('KXBTCMAXM-33JAN', 'How high will Bitcoin get in January 2033?', 'Crypto', close, [
      ['T230000', 'Above $230,000', 'bj-up230'], ['T250000', 'Above $250,000', 'bj-up250'], ['T270000', 'Above $270,000', 'bj-up270'],
    ], { sources: [CFB], rules: 'Resolves Yes if any value of the CF Benchmarks BRTI between Jan 1, 2033 12:00 AM ET and Jan 31, 2033 11:59 PM ET is above the strike.' }),
    B('What price will Bitcoin hit in January?', 'Crypto', close, w([
      ['will-bitcoin-reach-230k-in-january-2033', '↑ 230,000', 'bj-up230'],
      ['will-bitcoin-reach-250k-in-january-2033', '↑ 250,000', 'bj-up250'],
      ['will-bitcoin-dip-to-170k-in-january-2033', '↓ 170,000', 'bj-dn170'],
    ], { src: BIN_BTC, rules: 'Resolves "Yes" if any Binance 1 minute candle for BTC/USDT between Jan 1, 2033 00:00 ET and Jan 31, 2033 23:59 ET has a final "High" (for ↑) or "Low" (for ↓) price equal to or beyond the listed price.' })),
    G1('Will BTC dip to $170,000 in January 2033?', close, 'bj-dn170', { rules: 'YES if any Binance BTC/USDT 1-minute candle low during January 2033 (ET) is at or below $170,000.' }),
    U1('btc-above-230k-jan-31-2033', 'Bitcoin above $230,000 on January 31, 2033?', 'Crypto', z('2033-01-31', '17:00'), 'bj31-230', { src: BIN_BTC }),
  ] }, ['source', 'observation']);
}
{ // "Will Bitcoin reach $300,000 by March 31, 2033?" (beta, gamma) vs alpha's "before 2034": deadline negative.
  addCase('crypto', { name: 'btc-300k-by-mar31', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will Bitcoin reach $300,000 by March 31, 2033?', 'Crypto', z('2033-04-01', '03:59'), 'b300-q1', { mx: { src: BIN_BTC } }),
    G1('BTC hits $300K in Q1 2033?', z('2033-04-01', '03:59'), 'b300-q1', { rules: 'YES if any Binance BTC/USDT 1m candle high between 1 Jan 2033 and 31 Mar 2033 23:59 ET is ≥ $300,000.' }),
    A1('KXBTCMAXY-33', 'When will Bitcoin hit $300k?', 'Crypto', z('2034-01-01', '04:59'), 'T300000', 'Before 2034', 'b300-2033', { sources: [CFB] }),
  ] }, ['deadline']);
}
{ // ETH at noon ET on Jan 31: alpha's hourly (CF Benchmarks ETH RTI) vs beta and gamma (Binance ETH/USDT): nf on alpha's pairs.
  const close = z('2033-01-31', '17:00');
  addCase('crypto', { name: 'eth-noon-jan31', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXETHD-33JAN3112', 'Ethereum price on Jan 31, 2033 at 12pm EST?', 'Crypto', close, [
      ['T7999.99', '$8,000 or above', 'ej31-8000'], ['T8499.99', '$8,500 or above', 'ej31-8500'], ['T8999.99', '$9,000 or above', 'ej31-9000'],
    ], { sources: [CFB_ETH] }),
    B('Ethereum above ___ on January 31?', 'Crypto', close, w([
      ['ethereum-above-8000-on-january-31-2033', '8,000', 'ej31-8000'],
      ['ethereum-above-9000-on-january-31-2033', '9,000', 'ej31-9000'],
      ['ethereum-above-10000-on-january-31-2033', '10,000', 'ej31-10000'],
    ], { src: BIN_ETH })),
    G('ETH price above ___ on Jan 31 (12PM ET)?', close, gr(['8,500', 'ej31-8500'], ['9,000', 'ej31-9000'])),
  ] }, ['source']);
}
{ // ETH range at end of February — alpha only.
  addCase('crypto', { name: 'eth-range-feb28', events: [
    A('KXETH-33FEB2817', 'Ethereum price range on Feb 28, 2033 at 5pm EST?', 'Crypto', z('2033-02-28', '22:00'), [
      ['B7750', '$7,500 to 7,999.99', 'ef28-7500'], ['B8250', '$8,000 to 8,499.99', 'ef28-8000'], ['B8750', '$8,500 to 8,999.99', 'ef28-8500'], ['B9250', '$9,000 to 9,499.99', 'ef28-9000'],
    ], { sources: [CFB_ETH] }),
  ] });
}
{ // Solana above $X on Jan 31 at noon ET: beta, beta_us and gamma all on the Binance SOL/USDT candle — fungible.
  const close = z('2033-01-31', '17:00');
  addCase('crypto', { name: 'sol-noon-jan31', events: [
    B('Solana above ___ on January 31?', 'Crypto', close, w([
      ['solana-above-400-on-january-31-2033', '400', 'sj31-400'], ['solana-above-450-on-january-31-2033', '450', 'sj31-450'], ['solana-above-500-on-january-31-2033', '500', 'sj31-500'],
    ], { src: BIN_SOL })),
    U('solana-above-jan-31-2033', 'Solana above on Jan 31 (noon ET)', 'Crypto', close, w([
      ['sol-above-450-jan-31-2033', '$450', 'sj31-450'], ['sol-above-500-jan-31-2033', '$500', 'sj31-500'],
    ], { src: BIN_SOL })),
    G('SOL/USDT above ___ on 31 Jan 2033, 12:00 ET', close, gr(['$400', 'sj31-400'], ['$500', 'sj31-500'], ['$550', 'sj31-550'])),
  ] });
}
{ // SOL at 5pm ET on Feb 14: alpha (CF Benchmarks SOL RTI) vs gamma (Binance 17:00 ET candle): nf.
  const close = z('2033-02-14', '22:00');
  addCase('crypto', { name: 'sol-5pm-feb14', fungible: nf('alpha|gamma'), events: [
    A1('KXSOLD-33FEB1417', 'Solana price on Feb 14, 2033 at 5pm EST?', 'Crypto', close, 'T479.99', '$480 or above', 'sf14-480', { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/SOLUSD_RTI'] }),
    G1('Solana above $480 on February 14 at 5PM ET?', close, 'sf14-480', { rules: 'Binance SOL/USDT 1-minute candle at 17:00 ET, close strictly above $480.' }),
  ] }, ['source']);
}
{ // XRP new all-time high by March 31 (beta, gamma "in Q1 2033"), and beta_us "XRP hits $8 by March 31": the same Q1 high of
  // XRP/USDT on Binance against another level, so one event with its own `t` (threshold negative).
  addCase('crypto', { name: 'xrp-ath-q1', events: [
    B1('XRP all time high by March 31, 2033?', 'Crypto', z('2033-04-01', '03:59'), 'xrp-ath', { mx: { src: 'https://www.binance.com/en/trade/XRP_USDT' } }),
    G1('XRP new ATH in Q1 2033?', z('2033-04-01', '03:59'), 'xrp-ath', { rules: 'YES if XRP/USDT on Binance prints a 1-minute high above its prior all-time high at any time between Jan 1 and Mar 31, 2033 (ET).' }),
    U1('xrp-above-8-by-march-31-2033', 'Will XRP hit $8 by March 31, 2033?', 'Crypto', z('2033-04-01', '03:59'), 'xrp-8'),
  ] }, ['threshold']);
}
{ // Dogecoin above $1 on Feb 28 at noon ET: beta, beta_us (Binance DOGE/USDT candle) — fungible.
  addCase('crypto', { name: 'doge-1-feb28', events: [
    B1('Dogecoin above $1 on February 28?', 'Crypto', z('2033-02-28', '17:00'), 'doge1', { mx: { src: 'https://www.binance.com/en/trade/DOGE_USDT' } }),
    U1('doge-above-1-feb-28-2033', 'DOGE above $1.00 on Feb 28 (12PM ET)?', 'Crypto', z('2033-02-28', '17:00'), 'doge1', { src: 'https://www.binance.com/en/trade/DOGE_USDT' }),
  ] });
}
{ // "Bitcoin Up or Down on January 14?" (beta, beta_us: Binance 1D candle noon to noon ET) vs gamma's Jan 15: date negative.
  const bin = 'Resolves "Up" if the close of the Binance BTC/USDT 1 minute candle for 12:00 ET on the date in the title is higher than or equal to the close of the 12:00 ET candle one day earlier; otherwise "Down".';
  addCase('crypto', { name: 'btc-updown-jan14', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Bitcoin Up or Down on January 14?', 'Crypto', z('2033-01-14', '17:00'), [['bitcoin-up-or-down-on-january-14-2033', 'Up', 'bud14-up', { outcomes: yn('Up', 'Down'), src: BIN_BTC, rules: bin }]]),
    U('bitcoin-up-or-down-jan-14-2033', 'Bitcoin Up or Down - January 14', 'Crypto', z('2033-01-14', '17:00'), [['btc-updown-jan-14-2033', 'Up', 'bud14-up', { outcomes: yn('Up', 'Down'), src: BIN_BTC, rules: bin }]]),
    G1('Bitcoin up or down on Jan 15, 2033 (noon ET)?', z('2033-01-15', '17:00'), 'bud15-up'),
  ] }, ['date']);
}
{ // Spot bitcoin ETF net flows in January — alpha only.
  addCase('crypto', { name: 'btc-etf-flows-jan', events: [
    A1('KXBTCETFFLOW-33JAN', 'US spot Bitcoin ETF net flows in January 2033', 'Crypto', z('2033-02-01', '15:00'), 'T5', 'Above $5 billion', 'etf-5b', { rules: 'Resolves Yes if the sum of daily net flows of all US spot Bitcoin ETFs for January 2033, as reported by Farside Investors, is above $5 billion.' }),
  ] });
}
{ // BTC dominance above 60% on Feb 28: TradingView BTC.D (beta) vs CoinMarketCap (gamma) — different statistics, so different events.
  addCase('crypto', { name: 'btc-dominance-feb28', groups: [['beta'], ['gamma']], events: [
    B1('Bitcoin dominance above 60% on February 28?', 'Crypto', z('2033-02-28', '23:59'), 'btcd-tv-60', { mx: { src: 'https://www.tradingview.com/symbols/BTC.D/' } }),
    G1('BTC market dominance ≥60% on Feb 28, 2033 (CoinMarketCap)?', z('2033-02-28', '23:59'), 'btcd-cmc-60'),
  ] }, ['measure']);
}
{ // ETH hits in February: beta ladder (Binance) vs alpha's monthly max (CF ETH RTI, nf) and gamma's dip (Binance, fungible with beta).
  const close = z('2033-03-01', '04:59');
  addCase('crypto', { name: 'eth-hit-february', fungible: nf('alpha|beta'), events: [
    B('What price will Ethereum hit in February?', 'Crypto', close, w([
      ['will-ethereum-reach-10000-in-february-2033', '↑ 10,000', 'ehf-up10000'],
      ['will-ethereum-reach-12000-in-february-2033', '↑ 12,000', 'ehf-up12000'],
      ['will-ethereum-dip-to-7000-in-february-2033', '↓ 7,000', 'ehf-dn7000'],
    ], { src: BIN_ETH })),
    A1('KXETHMAXM-33FEB', 'How high will Ethereum get in February 2033?', 'Crypto', close, 'T10000', 'Above $10,000', 'ehf-up10000', { sources: [CFB_ETH] }),
    G1('ETH drops to $7,000 in February 2033?', close, 'ehf-dn7000'),
  ] }, ['source']);
}
{ // BTC above $190,000 on Jan 14 at noon (beta) vs gamma's "below $190,000" at the same candle: inverted.
  const close = z('2033-01-14', '17:00');
  addCase('crypto', { name: 'btc-190k-jan14', events: [
    B1('Bitcoin above 190,000 on January 14?', 'Crypto', close, 'b14-above190', { mx: { src: BIN_BTC } }),
    G1('Will Bitcoin be below $190,000 on Jan 14, 2033 (12:00 ET, Binance)?', close, 'b14-below190'),
  ] }, ['inverted']);
}
{ // ETH/BTC ratio above 0.04 on Mar 31 — gamma only.
  addCase('crypto', { name: 'ethbtc-mar31', events: [G1('ETH/BTC above 0.04 on March 31, 2033?', z('2033-03-31', '23:59'), 'ethbtc-04')] });
}

// ───────────────────────────── EQUITY INDICES ─────────────────────────────

{ // S&P 500 close on Mar 31, 2033: alpha thresholds and beta thresholds (both the official S&P DJI close) — fungible;
  // gamma lists range buckets of the same close (same event, buckets of their own).
  const close = z('2033-03-31', '20:00');
  addCase('indices', { name: 'spx-close-mar31', events: [
    A('KXINXU-33MAR31H1600', 'Will the S&P 500 be above 10,400 at market close on Mar 31, 2033?', 'Financials', close, [
      ['T10199.99', '10,200 or above', 'spxm31-10200'], ['T10399.99', '10,400 or above', 'spxm31-10400'], ['T10599.99', '10,600 or above', 'spxm31-10600'],
    ], { sources: [SPDJI], rules: 'If the closing value of the S&P 500 on March 31, 2033 as published by S&P Dow Jones Indices is above the strike, the market resolves to Yes.' }),
    B('S&P 500 (SPX) above ___ on March 31?', 'Finance', close, w([
      ['spx-above-10000-on-march-31-2033', '10,000', 'spxm31-10000'], ['spx-above-10200-on-march-31-2033', '10,200', 'spxm31-10200'],
      ['spx-above-10400-on-march-31-2033', '10,400', 'spxm31-10400'], ['spx-above-10600-on-march-31-2033', '10,600', 'spxm31-10600'],
    ], { src: 'https://www.spglobal.com/spdji/en/indices/equity/sp-500/' })),
    G('S&P 500 closing level on Mar 31, 2033', close, gr(['Below 10,000', 'spxm31-g-lt10000'], ['10,000–10,499', 'spxm31-g-10000'], ['10,500–10,999', 'spxm31-g-10500'], ['11,000 or higher', 'spxm31-g-ge11000'])),
  ] });
}
{ // S&P 500 up in January 2033 (alpha, beta: Dec 31 close vs Jan 31 close) vs gamma's "down in February": period negative.
  addCase('indices', { name: 'spx-january-up', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXINXM-33JAN', 'S&P 500 monthly change in January 2033', 'Financials', z('2033-01-31', '21:00'), 'UP', 'Positive', 'spx-jan-up', { sources: [SPDJI], rules: 'Resolves Yes if the S&P 500 closing value on January 31, 2033 is higher than its closing value on December 31, 2032.' }),
    B1('S&P 500 up in January?', 'Finance', z('2033-01-31', '21:00'), 'spx-jan-up', { mx: { outcomes: yn('Yes', 'No'), src: 'https://www.spglobal.com/spdji/en/indices/equity/sp-500/' } }),
    G1('SPX down in February 2033?', z('2033-02-28', '21:00'), 'spx-feb-down'),
  ] }, ['period']);
}
{ // Nasdaq-100 close on Feb 28 (alpha, beta) vs the Nasdaq Composite at the same level on beta_us: asset negative.
  const close = z('2033-02-28', '21:00');
  addCase('indices', { name: 'ndx-close-feb28', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXNASDAQ100U-33FEB28H1600', 'Nasdaq-100 above 36,000 at close on Feb 28, 2033?', 'Financials', close, [
      ['T35999.99', '36,000 or above', 'ndxf28-36000'], ['T36999.99', '37,000 or above', 'ndxf28-37000'],
    ], { sources: [NASDAQ] }),
    B('Nasdaq 100 (NDX) above ___ on February 28?', 'Finance', close, w([
      ['ndx-above-35000-on-february-28-2033', '35,000', 'ndxf28-35000'], ['ndx-above-36000-on-february-28-2033', '36,000', 'ndxf28-36000'], ['ndx-above-37000-on-february-28-2033', '37,000', 'ndxf28-37000'],
    ], { src: 'https://www.nasdaq.com/market-activity/index/ndx' })),
    U1('nasdaq-composite-above-36000-feb-28-2033', 'Nasdaq Composite above 36,000 on Feb 28?', 'Finance', close, 'ixicf28-36000', { src: 'https://www.nasdaq.com/market-activity/index/comp' }),
  ] }, ['asset']);
}
{ // Dow record close by March 31 (beta) vs gamma's intraday record in Q1: observation negative.
  addCase('indices', { name: 'dow-record-q1', groups: [['beta'], ['gamma']], events: [
    B1('Will the Dow close at an all-time high by March 31?', 'Finance', z('2033-03-31', '21:00'), 'dji-rec-close', { mx: { src: 'https://www.spglobal.com/spdji/en/indices/equity/dow-jones-industrial-average/' } }),
    G1('Dow Jones hits a new intraday all-time high in Q1 2033?', z('2033-03-31', '21:00'), 'dji-rec-intraday'),
  ] }, ['observation']);
}
{ // S&P 500 record close in January 2033: alpha and beta (by Jan 31) — fungible, no negative.
  addCase('indices', { name: 'spx-record-jan', events: [
    A1('KXINXATH-33JAN', 'S&P 500 record close in January 2033?', 'Financials', z('2033-01-31', '21:00'), 'ATH', 'New closing high', 'spx-rec-jan', { sources: [SPDJI] }),
    B1('S&P 500 all-time closing high by January 31?', 'Finance', z('2033-01-31', '21:00'), 'spx-rec-jan'),
  ] });
}
{ // Russell 2000 above 3,200 at the Feb 28 close — alpha only.
  addCase('indices', { name: 'rut-feb28', events: [
    A1('KXRUTU-33FEB28H1600', 'Russell 2000 above 3,200 on Feb 28, 2033?', 'Financials', z('2033-02-28', '21:00'), 'T3199.99', '3,200 or above', 'rut-3200', { sources: ['FTSE Russell https://www.lseg.com/en/ftse-russell/indices/russell-us'] }),
  ] });
}
{ // Nikkei 225 above 60,000 at the Mar 31 close (beta, gamma) vs alpha's Mar 30 close: date negative.
  addCase('indices', { name: 'nikkei-mar31', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Nikkei 225 above 60,000 on March 31?', 'Finance', z('2033-03-31', '06:00'), 'n225-m31-60000', { mx: { src: 'https://indexes.nikkei.co.jp/en/nkave' } }),
    G1('Nikkei closes above ¥60,000 on 31 March 2033?', z('2033-03-31', '06:00'), 'n225-m31-60000'),
    A1('KXNIKKEI-33MAR30', 'Nikkei 225 close on Mar 30, 2033', 'Financials', z('2033-03-30', '06:00'), 'T59999.99', '60,000 or above', 'n225-m30-60000'),
  ] }, ['date']);
}
{ // FTSE 100 above 12,000 at the Jan 31 close (beta, beta_us) vs gamma's DAX above 30,000: asset negative.
  addCase('indices', { name: 'ftse-jan31', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B1('FTSE 100 above 12,000 on January 31?', 'Finance', z('2033-01-31', '16:35'), 'ftse-j31-12000', { mx: { src: 'https://www.londonstockexchange.com/indices/ftse-100' } }),
    U1('ftse-100-closes-above-12000-jan-31-2033', 'FTSE 100 closes above 12,000 on Jan 31, 2033', 'Finance', z('2033-01-31', '16:35'), 'ftse-j31-12000'),
    G1('DAX above 30,000 at the close on 31 January 2033?', z('2033-01-31', '16:35'), 'dax-j31-30000'),
  ] }, ['asset']);
}
{ // S&P 500 correction (close 10% below its record close) by March 31: beta, gamma — fungible.
  addCase('indices', { name: 'spx-correction-q1', events: [
    B1('S&P 500 correction by March 31?', 'Finance', z('2033-03-31', '21:00'), 'spx-corr-q1', { mx: { rules: 'Resolves "Yes" if the S&P 500 closes at least 10% below its all-time closing high on any trading day between January 3, 2033 and March 31, 2033.' } }),
    G1('S&P 500 enters a correction (-10% from record close) in Q1 2033?', z('2033-03-31', '21:00'), 'spx-corr-q1'),
  ] });
}
{ // Hang Seng above 30,000 at the Feb 28 close — gamma only.
  addCase('indices', { name: 'hsi-feb28', events: [G1('Hang Seng Index closes above 30,000 on Feb 28, 2033?', z('2033-02-28', '08:10'), 'hsi-30000')] });
}
{ // S&P 500 above 9,800 at the Jan 31 close (beta) vs gamma "below 9,800" on the same close: inverted.
  addCase('indices', { name: 'spx-9800-jan31', events: [
    B1('S&P 500 closes above 9,800 on January 31?', 'Finance', z('2033-01-31', '21:00'), 'spx-j31-above9800'),
    G1('SPX below 9,800 at the January 31 close?', z('2033-01-31', '21:00'), 'spx-j31-below9800'),
  ] }, ['inverted']);
}

// ───────────────────────────── STOCKS AND MARKET CAPS ─────────────────────────────

{ // Largest company by market cap on Mar 31 (alpha, beta, gamma; companiesmarketcap.com) vs beta_us's Feb 28: date negative.
  const close = z('2033-03-31', '21:00');
  addCase('stocks', { name: 'largest-co-mar31', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXLARGESTCO-33MAR31', 'Largest company in the world on Mar 31, 2033?', 'Companies', close, [
      ['NVDA', 'NVIDIA', 'lc-nvda'], ['MSFT', 'Microsoft', 'lc-msft'], ['AAPL', 'Apple', 'lc-aapl'], ['GOOGL', 'Alphabet', 'lc-googl'],
    ], { sources: ['companiesmarketcap https://companiesmarketcap.com/'] }),
    B('Largest company end of March?', 'Finance', close, w([
      ['largest-company-end-of-march-2033-nvidia', 'NVIDIA', 'lc-nvda'], ['largest-company-end-of-march-2033-apple', 'Apple', 'lc-aapl'],
      ['largest-company-end-of-march-2033-microsoft', 'Microsoft', 'lc-msft'], ['largest-company-end-of-march-2033-alphabet', 'Alphabet', 'lc-googl'],
      ['largest-company-end-of-march-2033-amazon', 'Amazon', 'lc-amzn'],
    ], { src: 'https://companiesmarketcap.com/' })),
    G('World’s largest company by market cap on Mar 31, 2033', close, gr(['Nvidia', 'lc-nvda'], ['Microsoft', 'lc-msft'], ['Apple', 'lc-aapl'], ['Saudi Aramco', 'lc-aramco'])),
    U('largest-company-end-of-february-2033', 'Largest company by market cap end of February', 'Finance', z('2033-02-28', '21:00'), [
      ['largest-co-feb-2033-nvidia', 'NVIDIA', 'lcf-nvda'], ['largest-co-feb-2033-microsoft', 'Microsoft', 'lcf-msft'],
    ]),
  ] }, ['date']);
}
{ // NVIDIA $10T market cap by March 31 (beta: any close) vs alpha's market cap on the Mar 31 close: observation negative.
  addCase('stocks', { name: 'nvda-10t', groups: [['beta'], ['alpha']], events: [
    B1('Will NVIDIA hit $10T market cap by March 31?', 'Finance', z('2033-03-31', '21:00'), 'nvda-10t-by'),
    A1('KXNVDACAP-33MAR31', 'NVIDIA market cap on Mar 31, 2033', 'Companies', z('2033-03-31', '21:00'), 'T10', 'Above $10 trillion', 'nvda-10t-on'),
  ] }, ['observation']);
}
{ // Tesla close above $600 on Feb 28: beta, beta_us and gamma — fungible.
  const close = z('2033-02-28', '21:00');
  addCase('stocks', { name: 'tsla-600-feb28', events: [
    B1('Tesla (TSLA) closes above $600 on February 28?', 'Finance', close, 'tsla-f28-600', { mx: { src: 'https://www.nasdaq.com/market-activity/stocks/tsla' } }),
    U1('tsla-above-600-feb-28-2033', 'TSLA above $600 on Feb 28', 'Finance', close, 'tsla-f28-600'),
    G1('Tesla stock above $600 at the close on 28 Feb 2033?', close, 'tsla-f28-600'),
  ] });
}
{ // Apple up or down, week of Jan 24–28 — beta only.
  addCase('stocks', { name: 'aapl-week-jan28', events: [
    B('Apple (AAPL) Up or Down this week? (Jan 24-28)', 'Finance', z('2033-01-28', '21:00'), [['aapl-up-or-down-week-jan-24-28-2033', 'Up', 'aapl-wk-up', { outcomes: yn('Up', 'Down') }]]),
  ] });
}
{ // NVDA close on Jan 31: alpha and beta thresholds — fungible; gamma's Jan 28 (the Friday before): date negative.
  const close = z('2033-01-31', '21:00');
  addCase('stocks', { name: 'nvda-close-jan31', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNVDA-33JAN31', 'NVIDIA closing price on Jan 31, 2033', 'Companies', close, [['T399.99', '$400 or above', 'nvdaj31-400'], ['T419.99', '$420 or above', 'nvdaj31-420']]),
    B('NVIDIA (NVDA) above ___ end of January?', 'Finance', close, [
      ['nvda-above-380-end-of-january-2033', '$380', 'nvdaj31-380'], ['nvda-above-400-end-of-january-2033', '$400', 'nvdaj31-400'], ['nvda-above-420-end-of-january-2033', '$420', 'nvdaj31-420'],
    ]),
    G1('NVDA above $400 on Friday Jan 28, 2033 close?', z('2033-01-28', '21:00'), 'nvdaj28-400'),
  ] }, ['date']);
}
{ // Apple larger than Microsoft by market cap on Feb 28 (beta) vs gamma "Microsoft bigger than Apple" at the same close: inverted.
  addCase('stocks', { name: 'aapl-vs-msft-feb28', events: [
    B1('Apple market cap larger than Microsoft on February 28?', 'Finance', z('2033-02-28', '21:00'), 'aapl-gt-msft'),
    G1('Microsoft bigger than Apple by market cap at the Feb 28, 2033 close?', z('2033-02-28', '21:00'), 'msft-gt-aapl'),
  ] }, ['inverted']);
}
{ // Meta announces a stock split by March 31 (beta) vs gamma's split taking effect in Q1: observation negative.
  addCase('stocks', { name: 'meta-split-q1', groups: [['beta'], ['gamma']], events: [
    B1('Will Meta announce a stock split by March 31?', 'Finance', z('2033-03-31', '23:59'), 'meta-split-ann'),
    G1('Meta stock split takes effect in Q1 2033?', z('2033-03-31', '23:59'), 'meta-split-eff'),
  ] }, ['observation']);
}
{ // Berkshire Class B above $700 at the Mar 31 close (alpha) vs beta's Class A above $1,050,000: asset negative.
  addCase('stocks', { name: 'brk-mar31', groups: [['alpha'], ['beta']], events: [
    A1('KXBRKB-33MAR31', 'Berkshire Hathaway (BRK.B) close on Mar 31, 2033', 'Companies', z('2033-03-31', '21:00'), 'T699.99', '$700 or above', 'brkb-700'),
    B1('BRK.A above $1,050,000 on March 31?', 'Finance', z('2033-03-31', '21:00'), 'brka-1050k'),
  ] }, ['asset']);
}
{ // TSMC: the 2330.TW close above NT$2,000 (gamma) vs the TSM ADR above $400 (beta) on Jan 31: asset negative.
  addCase('stocks', { name: 'tsmc-jan31', groups: [['gamma'], ['beta']], events: [
    G1('TSMC (2330.TW) closes above NT$2,000 on 31 Jan 2033?', z('2033-01-31', '05:30'), 'tsmc-tw-2000'),
    B1('TSM above $400 on January 31?', 'Finance', z('2033-01-31', '21:00'), 'tsm-adr-400'),
  ] }, ['asset']);
}
{ // Tesla market cap above $2T at the Mar 31 close — alpha only.
  addCase('stocks', { name: 'tsla-cap-mar31', events: [
    A1('KXTSLACAP-33MAR31', 'Tesla market cap on Mar 31, 2033', 'Companies', z('2033-03-31', '21:00'), 'T2', 'Above $2 trillion', 'tsla-cap-2t'),
  ] });
}

// ───────────────────────────── COMMODITIES ─────────────────────────────

{ // Gold on Mar 31: alpha and gamma on the COMEX GC front-month settlement; beta on the LBMA Gold Price PM — one
  // observation priced two ways (nf on beta's pairs).
  const close = z('2033-03-31', '19:00');
  addCase('commodities', { name: 'gold-mar31', fungible: nf('alpha|beta', 'beta|gamma'), events: [
    A('KXGOLD-33MAR31', 'Gold price on Mar 31, 2033', 'Commodities', close, [
      ['T5299.99', '$5,300 or above', 'gm31-5300'], ['T5499.99', '$5,500 or above', 'gm31-5500'], ['T5699.99', '$5,700 or above', 'gm31-5700'],
    ], { sources: [CME], rules: 'Resolves Yes if the settlement price of the front-month COMEX gold futures contract (GC) on March 31, 2033 is above the strike.' }),
    B('Gold above ___ on March 31?', 'Finance', close, w([
      ['gold-above-5300-on-march-31-2033', '$5,300', 'gm31-5300'], ['gold-above-5500-on-march-31-2033', '$5,500', 'gm31-5500'], ['gold-above-6000-on-march-31-2033', '$6,000', 'gm31-6000'],
    ], { src: LBMA, rules: 'Resolves "Yes" if the LBMA Gold Price PM (USD per troy ounce) published for March 31, 2033 is higher than the listed price.' })),
    G('Gold (XAU) above ___ on Mar 31, 2033 (COMEX settle)', close, gr(['$5,500', 'gm31-5500'], ['$5,700', 'gm31-5700'])),
  ] }, ['source']);
}
{ // Gold hits $6,000 by March 31 (beta, gamma: any COMEX GC trade) vs alpha's Mar 31 settle above $6,000: observation negative.
  addCase('commodities', { name: 'gold-6000-q1', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will Gold hit $6,000 by March 31?', 'Finance', z('2033-03-31', '22:00'), 'gold-hit-6000', { mx: { rules: 'Resolves "Yes" if the active-month COMEX gold futures contract (GC) trades at or above $6,000 at any time between January 3 and March 31, 2033.' } }),
    G1('Gold futures reach $6,000/oz in Q1 2033?', z('2033-03-31', '22:00'), 'gold-hit-6000'),
    A1('KXGOLDMAX-33MAR31', 'Gold settle above $6,000 on Mar 31, 2033?', 'Commodities', z('2033-03-31', '19:00'), 'T6000', 'Above $6,000', 'gold-on-6000', { sources: [CME] }),
  ] }, ['observation']);
}
{ // Silver above $80 on Feb 28: beta and beta_us on the COMEX SI settle; alpha on the LBMA Silver Price — nf on alpha's pairs.
  const close = z('2033-02-28', '19:00');
  addCase('commodities', { name: 'silver-feb28', fungible: nf('alpha|beta', 'alpha|beta_us'), events: [
    B1('Silver above $80 on February 28?', 'Finance', close, 'si-f28-80', { mx: { src: 'https://www.cmegroup.com/markets/metals/precious/silver.settlements.html' } }),
    U1('silver-above-80-feb-28-2033', 'Silver settles above $80 on Feb 28, 2033', 'Finance', close, 'si-f28-80'),
    A1('KXSILVER-33FEB28', 'Silver price on Feb 28, 2033', 'Commodities', close, 'T80', 'Above $80.00', 'si-f28-80', { sources: [`LBMA ${LBMA}`] }),
  ] }, ['source']);
}
{ // WTI front-month settle on Jan 31 (alpha, beta thresholds) vs Brent above $75 (gamma): asset negative.
  const close = z('2033-01-31', '19:30');
  addCase('commodities', { name: 'wti-jan31', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXWTI-33JAN31', 'WTI crude oil settle price on Jan 31, 2033', 'Commodities', close, [['T69.99', '$70.00 or above', 'clj31-70'], ['T74.99', '$75.00 or above', 'clj31-75'], ['T79.99', '$80.00 or above', 'clj31-80']], { sources: [CME_CL] }),
    B('Crude Oil (CL) above ___ on January 31?', 'Finance', close, w([
      ['cl-above-65-on-january-31-2033', '$65', 'clj31-65'], ['cl-above-70-on-january-31-2033', '$70', 'clj31-70'], ['cl-above-75-on-january-31-2033', '$75', 'clj31-75'],
    ], { src: 'https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.html' })),
    G1('Brent crude above $75 on 31 January 2033 (ICE settlement)?', close, 'brentj31-75'),
  ] }, ['asset']);
}
{ // WTI hits $100 in Q1 (beta, gamma: any front-month trade) vs alpha's Mar 31 settle above $100: observation negative.
  addCase('commodities', { name: 'wti-100-q1', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will WTI Crude Oil hit $100 by March 31?', 'Finance', z('2033-03-31', '22:00'), 'wti-hi-100'),
    G1('Crude oil (WTI) trades at $100 in Q1 2033?', z('2033-03-31', '22:00'), 'wti-hi-100'),
    A1('KXWTI-33MAR31', 'WTI crude oil settle price on Mar 31, 2033', 'Commodities', z('2033-03-31', '19:30'), 'T99.99', '$100.00 or above', 'wti-on-100', { sources: [CME_CL] }),
  ] }, ['observation']);
}
{ // Henry Hub front-month futures settle above $4.50 on Feb 28 (alpha, beta) vs the EIA spot price (beta_us): measure negative.
  const close = z('2033-02-28', '19:30');
  addCase('commodities', { name: 'natgas-feb28', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXNATGAS-33FEB28', 'Natural gas price on Feb 28, 2033', 'Commodities', close, 'T4.50', 'Above $4.50', 'ngf28-450', { sources: [CME_NG] }),
    B1('Natural Gas (NG) above $4.50 on February 28?', 'Finance', close, 'ngf28-450', { mx: { src: 'https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.html' } }),
    U1('henry-hub-spot-above-4-50-feb-28-2033', 'Henry Hub spot price above $4.50 on Feb 28 (EIA)?', 'Finance', z('2033-03-02', '20:00'), 'hhspot-f28-450', { src: 'https://www.eia.gov/dnav/ng/hist/rngwhhdd.htm' }),
  ] }, ['measure']);
}
{ // COMEX copper above $6/lb (gamma) vs LME copper above $13,000/t (beta) on Mar 31: place negative.
  addCase('commodities', { name: 'copper-mar31', groups: [['gamma'], ['beta']], events: [
    G1('Copper (COMEX HG) above $6.00/lb on Mar 31, 2033?', z('2033-03-31', '18:00'), 'hg-m31-6'),
    B1('LME copper above $13,000 per tonne on March 31?', 'Finance', z('2033-03-31', '17:00'), 'lme-m31-13000', { mx: { src: 'https://www.lme.com/en/metals/non-ferrous/lme-copper' } }),
  ] }, ['place']);
}
{ // Gold up in January (COMEX settle Dec 31 vs Jan 31) — alpha only.
  addCase('commodities', { name: 'gold-jan-up', events: [
    A1('KXGOLDM-33JAN', 'Gold monthly change in January 2033', 'Commodities', z('2033-01-31', '19:00'), 'UP', 'Up', 'gold-jan-up', { sources: [CME] }),
  ] });
}
{ // OPEC+ output cut at its February ministerial meeting: beta, gamma — fungible.
  addCase('commodities', { name: 'opec-cut-feb', events: [
    B1('OPEC+ announces production cut at February meeting?', 'Business', z('2033-02-28', '23:59'), 'opec-cut-feb', { mx: { src: 'https://www.opec.org/opec_web/en/press_room/28.htm' } }),
    G1('Will OPEC+ agree an oil output cut at its February 2033 ministerial meeting?', z('2033-02-28', '23:59'), 'opec-cut-feb'),
  ] });
}
{ // US gas price above $3.50 on Jan 31: AAA national average (alpha, beta) vs EIA's weekly retail gasoline (gamma): different statistics.
  addCase('commodities', { name: 'gas-price-jan31', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXAAAGASM-33JAN31', 'US gas prices on Jan 31, 2033', 'Commodities', z('2033-01-31', '23:59'), 'T3.50', 'Above $3.50', 'aaa-j31-350', { sources: ['AAA https://gasprices.aaa.com/'] }),
    B1('Gas prices above $3.50 on January 31?', 'Economy', z('2033-01-31', '23:59'), 'aaa-j31-350', { mx: { src: 'https://gasprices.aaa.com/' } }),
    G1('EIA US regular gasoline retail price above $3.50 (week of Jan 31, 2033)?', z('2033-02-01', '22:00'), 'eia-gas-j31-350'),
  ] }, ['source']);
}
{ // Silver hits $100 in 2033 — gamma only.
  addCase('commodities', { name: 'silver-100-2033', events: [G1('Silver hits $100/oz in 2033?', z('2033-12-31', '22:00'), 'si-100-2033')] });
}
{ // Cocoa above $8,000 on Mar 31 — beta only.
  addCase('commodities', { name: 'cocoa-mar31', events: [B1('Cocoa futures above $8,000 on March 31?', 'Finance', z('2033-03-31', '17:30'), 'cocoa-8000', { mx: { src: 'https://www.ice.com/products/7/Cocoa-Futures' } })] });
}

// ───────────────────────────── FX ─────────────────────────────

{ // EUR/USD at 10am ET on Jan 31 (alpha, beta_us) vs the ECB euro reference rate for that day (gamma): instant negative.
  addCase('fx', { name: 'eurusd-jan31', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXEURUSD-33JAN3110', 'EUR/USD at 10am EST on Jan 31, 2033?', 'Financials', z('2033-01-31', '15:00'), [
      ['T1.1399', '1.14000 or above', 'eu-j31-114'], ['T1.1499', '1.15000 or above', 'eu-j31-115'], ['T1.1599', '1.16000 or above', 'eu-j31-116'],
    ]),
    U('eur-usd-above-jan-31-2033', 'EUR/USD above ___ on Jan 31 at 10AM ET', 'Finance', z('2033-01-31', '15:00'), [
      ['eurusd-above-1-15-jan-31-2033', '1.15', 'eu-j31-115'], ['eurusd-above-1-16-jan-31-2033', '1.16', 'eu-j31-116'],
    ]),
    G1('ECB euro reference rate (USD) above 1.15 on 31 Jan 2033?', z('2033-01-31', '13:15'), 'ecbref-j31-115'),
  ] }, ['instant']);
}
{ // USD/JPY above 150 at the Mar 31 close (beta) vs gamma's "yen stronger than 150 per dollar" at the same close: inverted.
  addCase('fx', { name: 'usdjpy-150-mar31', events: [
    B1('USD/JPY above 150 on March 31?', 'Finance', z('2033-03-31', '21:00'), 'uj-m31-above150', { mx: { src: 'https://www.investing.com/currencies/usd-jpy' } }),
    G1('Will the yen be stronger than ¥150 per dollar on 31 March 2033 (NY close)?', z('2033-03-31', '21:00'), 'uj-m31-below150'),
  ] }, ['inverted']);
}
{ // GBP/USD at 10am ET on Feb 28: alpha vs beta on a different data feed (nf).
  const close = z('2033-02-28', '15:00');
  addCase('fx', { name: 'gbpusd-feb28', fungible: nf('alpha|beta'), events: [
    A('KXGBPUSD-33FEB2810', 'GBP/USD at 10am EST on Feb 28, 2033?', 'Financials', close, [['T1.3199', '1.32000 or above', 'gu-f28-132'], ['T1.3299', '1.33000 or above', 'gu-f28-133']]),
    B('GBP/USD above ___ on February 28 (10AM ET)?', 'Finance', close, w([
      ['gbpusd-above-1-31-on-february-28-2033', '1.31', 'gu-f28-131'], ['gbpusd-above-1-32-on-february-28-2033', '1.32', 'gu-f28-132'], ['gbpusd-above-1-33-on-february-28-2033', '1.33', 'gu-f28-133'],
    ], { src: 'https://finance.yahoo.com/quote/GBPUSD=X/' })),
  ] }, ['source']);
}
{ // PBOC USD/CNY central parity fixing above 7.00 (gamma) vs onshore USD/CNY spot above 7.00 (beta) on Feb 1: measure negative.
  addCase('fx', { name: 'usdcny-feb1', groups: [['gamma'], ['beta']], events: [
    G1('PBOC USD/CNY central parity fixing above 7.0000 on Feb 1, 2033?', z('2033-02-01', '01:15'), 'cny-fix-7'),
    B1('USD/CNY above 7.00 on February 1?', 'Finance', z('2033-02-01', '08:30'), 'cny-spot-7'),
  ] }, ['measure']);
}
{ // Dollar index above 100 at the Mar 31 close: alpha, beta — fungible.
  addCase('fx', { name: 'dxy-mar31', events: [
    A1('KXDXY-33MAR31', 'US Dollar Index (DXY) close on Mar 31, 2033', 'Financials', z('2033-03-31', '21:00'), 'T100', 'Above 100.00', 'dxy-m31-100', { sources: ['ICE https://www.ice.com/products/194/US-Dollar-Index-Futures'] }),
    B1('US Dollar Index (DXY) above 100 on March 31?', 'Finance', z('2033-03-31', '21:00'), 'dxy-m31-100'),
  ] });
}
{ // Japan FX intervention confirmed by the Ministry of Finance by March 31: beta, gamma — fungible.
  addCase('fx', { name: 'japan-intervention-q1', events: [
    B1('Will Japan intervene in the currency market by March 31?', 'Finance', z('2033-03-31', '23:59'), 'jp-interv-q1', { mx: { rules: 'Resolves "Yes" if Japan\'s Ministry of Finance confirms, in its foreign exchange intervention data or by official statement, an intervention conducted between January 1 and March 31, 2033.' } }),
    G1('MoF confirms yen intervention in Q1 2033?', z('2033-03-31', '23:59'), 'jp-interv-q1'),
  ] });
}
{ // USD/MXN at 10am ET on Jan 31 — alpha only.
  addCase('fx', { name: 'usdmxn-jan31', events: [A1('KXUSDMXN-33JAN3110', 'USD/MXN at 10am EST on Jan 31, 2033?', 'Financials', z('2033-01-31', '15:00'), 'T18.9999', '19.0000 or above', 'mxn-19')] });
}

// ───────────────────────────── RATES ─────────────────────────────

{ // 10-year Treasury on Jan 31 (Treasury par yield curve): alpha and beta "above 4.20%" fungible; gamma "4.20% or higher"
  // is a different outcome of the same print (published to 2 decimals): threshold negative.
  const close = z('2033-01-31', '22:00');
  addCase('rates', { name: 'ust10y-jan31', events: [
    A('KXTNOTED-33JAN31', '10-year Treasury yield on Jan 31, 2033', 'Financials', close, [['T4.00', 'Above 4.00%', 'tn-j31-gt400'], ['T4.20', 'Above 4.20%', 'tn-j31-gt420'], ['T4.40', 'Above 4.40%', 'tn-j31-gt440']], { sources: [UST] }),
    B('10Y Treasury yield above ___ on January 31?', 'Finance', close, w([
      ['10y-yield-above-4-20-on-january-31-2033', '4.20%', 'tn-j31-gt420'], ['10y-yield-above-4-40-on-january-31-2033', '4.40%', 'tn-j31-gt440'],
    ], { src: 'https://home.treasury.gov/resource-center/data-chart-center/interest-rates/TextView?type=daily_treasury_yield_curve' })),
    G1('US 10Y yield 4.20% or higher on Jan 31, 2033 (Treasury CMT)?', close, 'tn-j31-ge420'),
  ] }, ['threshold']);
}
{ // 2-year Treasury above 3.50% on Feb 28: beta on CNBC's US2Y close vs alpha on the Treasury par yield curve — one observation (nf).
  addCase('rates', { name: 'ust2y-feb28', fungible: nf('alpha|beta'), events: [
    B1('2-year Treasury yield above 3.50% on February 28?', 'Finance', z('2033-02-28', '22:00'), 'ust2-f28-350', { mx: { src: 'https://www.cnbc.com/quotes/US2Y' } }),
    A1('KXTWOYR-33FEB28', '2-year Treasury yield on Feb 28, 2033', 'Financials', z('2033-02-28', '22:00'), 'T3.50', 'Above 3.50%', 'ust2-f28-350', { sources: [UST] }),
  ] }, ['source']);
}
{ // 30-year Treasury yield hits 5.50% by March 31: beta, gamma — fungible.
  addCase('rates', { name: 'ust30y-550-q1', events: [
    B1('Will the 30-year Treasury yield hit 5.5% by March 31?', 'Finance', z('2033-03-31', '22:00'), 'ust30-550'),
    G1('US 30Y yield reaches 5.50% in Q1 2033?', z('2033-03-31', '22:00'), 'ust30-550'),
  ] });
}
{ // Japan 10-year JGB above 2.50% on Mar 31 (beta, gamma) vs the 30-year JGB above 3.50% (alpha): measure (tenor) negative.
  addCase('rates', { name: 'jgb10y-mar31', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Japan 10Y JGB yield above 2.50% on March 31?', 'Finance', z('2033-03-31', '07:00'), 'jgb10-m31-250', { mx: { src: 'https://www.mof.go.jp/english/policy/jgbs/reference/interest_rate/index.htm' } }),
    G1('JGB 10-year yield above 2.50% at end of March 2033 (MoF)?', z('2033-03-31', '07:00'), 'jgb10-m31-250'),
    A1('KXJGB30-33MAR31', 'Japan 30-year JGB yield on Mar 31, 2033', 'Financials', z('2033-03-31', '07:00'), 'T3.50', 'Above 3.50%', 'jgb30-m31-350'),
  ] }, ['measure']);
}
{ // German 10-year Bund above 3% on Feb 28 — beta only.
  addCase('rates', { name: 'bund10y-feb28', events: [B1('German 10Y Bund yield above 3% on February 28?', 'Finance', z('2033-02-28', '17:00'), 'bund10-300')] });
}
{ // UK 10-year gilt above 5% on Mar 31 (beta) vs beta_us "at any time by March 31": observation negative.
  addCase('rates', { name: 'gilt10y-q1', groups: [['beta'], ['beta_us']], events: [
    B1('UK 10Y gilt yield above 5% on March 31?', 'Finance', z('2033-03-31', '17:00'), 'gilt10-on-500'),
    U1('uk-10-year-gilt-yield-hits-5-by-march-31-2033', 'UK 10-year gilt yield hits 5% by March 31?', 'Finance', z('2033-03-31', '17:00'), 'gilt10-by-500'),
  ] }, ['observation']);
}
{ // 10-year note auction on Feb 9 (quarterly refunding): high yield above 4.20% — alpha, beta, fungible.
  addCase('rates', { name: 'ust10y-auction-feb9', events: [
    A1('KXTNOTEAUCT-33FEB09', '10-year note auction high yield, Feb 9, 2033', 'Financials', z('2033-02-09', '18:00'), 'T4.200', 'Above 4.200%', 'auct10-420', { sources: ['TreasuryDirect https://www.treasurydirect.gov/auctions/announcements-data-results/'] }),
    B1('10-year Treasury auction high yield above 4.2% (Feb 9)?', 'Finance', z('2033-02-09', '18:00'), 'auct10-420'),
  ] });
}
{ // 2s10s curve inverted on Mar 31 — alpha only.
  addCase('rates', { name: 'curve-2s10s-mar31', events: [A1('KX2S10S-33MAR31', '2s10s Treasury spread on Mar 31, 2033', 'Financials', z('2033-03-31', '22:00'), 'T0', 'Below 0 bp', 'c2s10s-neg', { sources: [UST] })] });
}

// ───────────────────────────── VOLATILITY ─────────────────────────────

{ // VIX close on Jan 31 above 20 (alpha, beta) vs the February VIX future settle (gamma): asset negative.
  addCase('volatility', { name: 'vix-jan31', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXVIX-33JAN31', 'VIX close on Jan 31, 2033', 'Financials', z('2033-01-31', '21:15'), [['T19.99', '20.00 or above', 'vix-j31-20'], ['T24.99', '25.00 or above', 'vix-j31-25']], { sources: [CBOE] }),
    B('VIX above ___ on January 31?', 'Finance', z('2033-01-31', '21:15'), [['vix-above-20-on-january-31-2033', '20', 'vix-j31-20'], ['vix-above-30-on-january-31-2033', '30', 'vix-j31-30']]),
    G1('VIX February 2033 futures settle above 20 on Jan 31?', z('2033-01-31', '21:15'), 'vxg-j31-20'),
  ] }, ['asset']);
}
{ // VIX above 40 intraday in Q1 (beta) vs a VIX close above 40 by Mar 31 (gamma): observation negative.
  addCase('volatility', { name: 'vix-40-q1', groups: [['beta'], ['gamma']], events: [
    B1('VIX above 40 in Q1 2033?', 'Finance', z('2033-03-31', '21:15'), 'vix-intra-40', { mx: { rules: 'Resolves "Yes" if the Cboe Volatility Index (VIX) prints above 40 at any time, intraday included, between January 3 and March 31, 2033.' } }),
    G1('VIX closes above 40 on any day by March 31, 2033?', z('2033-03-31', '21:15'), 'vix-close-40'),
  ] }, ['observation']);
}
{ // VIX below 12 at the Feb 28 close — alpha only.
  addCase('volatility', { name: 'vix-12-feb28', events: [A1('KXVIXL-33FEB28', 'VIX close on Feb 28, 2033', 'Financials', z('2033-02-28', '21:15'), 'T12', 'Below 12.00', 'vix-f28-lt12', { sources: [CBOE] })] });
}
{ // VIX above 25 at the Mar 31 close (beta_us) vs gamma "under 25" on the same close: inverted.
  addCase('volatility', { name: 'vix-25-mar31', events: [
    U1('vix-above-25-march-31-2033', 'VIX above 25 at close on March 31?', 'Finance', z('2033-03-31', '21:15'), 'vix-m31-gt25'),
    G1('VIX under 25 at the Mar 31, 2033 close?', z('2033-03-31', '21:15'), 'vix-m31-lt25'),
  ] }, ['inverted']);
}

// ───────────────────────────── EARNINGS SEASON ─────────────────────────────

{ // Tesla Q4 2032 deliveries (alpha, beta thresholds; Tesla's Jan 3 release) vs gamma's Q4 production: measure negative.
  const close = z('2033-01-03', '21:00');
  const tsla = 'Resolves per the total vehicle deliveries for Q4 2032 stated in Tesla\'s quarterly production and deliveries report (ir.tesla.com).';
  addCase('earnings', { name: 'tsla-deliveries-q4', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTSLADEL-32Q4', 'Tesla deliveries in Q4 2032', 'Companies', close, [['T520000', 'Above 520,000', 'tdq4-520'], ['T550000', 'Above 550,000', 'tdq4-550'], ['T580000', 'Above 580,000', 'tdq4-580']],
      { sources: ['Tesla Investor Relations https://ir.tesla.com/'], rules: tsla }),
    B('Tesla Q4 deliveries above ___?', 'Business', close, w([
      ['tesla-q4-2032-deliveries-above-500k', '500K', 'tdq4-500'], ['tesla-q4-2032-deliveries-above-520k', '520K', 'tdq4-520'], ['tesla-q4-2032-deliveries-above-550k', '550K', 'tdq4-550'],
    ], { src: 'https://ir.tesla.com/', rules: tsla })),
    G1('Tesla Q4 2032 vehicle production above 550,000?', close, 'tpq4-550'),
  ] }, ['measure']);
}
{ // Tesla Q4 non-GAAP EPS above $1.00 (beta) vs GAAP diluted EPS above $1.00 (alpha): measure negative.
  const close = z('2033-01-26', '22:00');
  addCase('earnings', { name: 'tsla-eps-q4', groups: [['beta'], ['alpha']], events: [
    B1('Tesla Q4 adjusted EPS above $1.00?', 'Business', close, 'tsla-eps-adj-1', { mx: { rules: 'Resolves "Yes" if Tesla\'s non-GAAP diluted EPS for Q4 2032, as reported in its Update letter, is greater than $1.00.' } }),
    A1('KXTSLAEPS-32Q4', 'Tesla Q4 2032 GAAP EPS', 'Companies', close, 'T1.00', 'Above $1.00', 'tsla-eps-gaap-1'),
  ] }, ['measure']);
}
{ // Netflix Q4 revenue above $14B: alpha, beta — fungible.
  const close = z('2033-01-18', '22:00');
  addCase('earnings', { name: 'nflx-rev-q4', events: [
    A1('KXNFLXREV-32Q4', 'Netflix Q4 2032 revenue', 'Companies', close, 'T14', 'Above $14.0B', 'nflx-rev-14'),
    B1('Netflix Q4 revenue above $14 billion?', 'Business', close, 'nflx-rev-14', { mx: { src: SEC } }),
  ] });
}
{ // Apple FQ1 2033 (December quarter) total revenue above $150B (alpha, beta) vs iPhone revenue above $80B (gamma): measure negative.
  const close = z('2033-01-27', '22:00');
  addCase('earnings', { name: 'aapl-rev-fq1', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXAAPLREV-33FQ1', 'Apple revenue, fiscal Q1 2033', 'Companies', close, 'T150', 'Above $150 billion', 'aapl-rev-150'),
    B1('Apple quarterly revenue above $150B?', 'Business', close, 'aapl-rev-150', { mx: { rules: 'Resolves "Yes" if Apple\'s total net sales for the quarter ended December 2032 (fiscal Q1 2033), per its earnings release, exceed $150 billion.' } }),
    G1('Apple iPhone revenue above $80B in FQ1 2033?', close, 'aapl-iph-80'),
  ] }, ['measure']);
}
{ // Microsoft Azure growth 35%+ in FQ2 2033 — beta only.
  addCase('earnings', { name: 'msft-azure-fq2', events: [B1('Azure growth 35% or more in Microsoft FQ2 2033?', 'Business', z('2033-01-25', '22:00'), 'azure-35')] });
}
{ // Meta 2033 capex guidance: beta on the midpoint above $150B vs gamma on the low end above $150B — different counting rule.
  addCase('earnings', { name: 'meta-capex-guide', groups: [['beta'], ['gamma']], events: [
    B1('Will Meta guide 2033 capex above $150B?', 'Business', z('2033-01-26', '22:00'), 'meta-capex-mid150', { mx: { rules: 'Resolves "Yes" if the midpoint of the full-year 2033 capital expenditures outlook given in Meta\'s Q4 2032 earnings release is above $150 billion.' } }),
    G1('Meta 2033 capex outlook low end above $150B?', z('2033-01-26', '22:00'), 'meta-capex-low150'),
  ] }, ['measure']);
}
{ // NVIDIA Q4 FY2033 revenue (alpha, beta, beta_us) vs its Q1 FY2034 revenue guidance (gamma): measure negative.
  const close = z('2033-02-23', '22:00');
  addCase('earnings', { name: 'nvda-rev-q4fy33', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXNVDAREV-33FQ4', 'NVIDIA revenue, fiscal Q4 2033', 'Companies', close, [['T150', 'Above $150B', 'nvrev-150'], ['T160', 'Above $160B', 'nvrev-160'], ['T170', 'Above $170B', 'nvrev-170']]),
    B('NVIDIA Q4 revenue above ___?', 'Business', close, [['nvidia-q4-fy2033-revenue-above-150b', '$150B', 'nvrev-150'], ['nvidia-q4-fy2033-revenue-above-160b', '$160B', 'nvrev-160']]),
    U1('nvidia-q4-revenue-above-160b-2033', 'NVIDIA Q4 FY33 revenue above $160B?', 'Business', close, 'nvrev-160'),
    G1('NVIDIA guides Q1 FY2034 revenue above $170B?', close, 'nvguide-170'),
  ] }, ['measure']);
}
{ // JPMorgan Q4 EPS above $5.00: beta, gamma — fungible.
  addCase('earnings', { name: 'jpm-eps-q4', events: [
    B1('JPMorgan Q4 EPS above $5.00?', 'Business', z('2033-01-14', '14:00'), 'jpm-eps-5', { mx: { rules: 'Resolves per reported diluted EPS for Q4 2032 in JPMorgan Chase\'s earnings release.' } }),
    G1('JPMorgan Chase Q4 2032 diluted EPS > $5.00?', z('2033-01-14', '14:00'), 'jpm-eps-5'),
  ] });
}
{ // AWS Q4 revenue above $40B (alpha) vs Amazon total Q4 revenue above $250B (beta): measure negative.
  addCase('earnings', { name: 'amzn-q4', groups: [['alpha'], ['beta']], events: [
    A1('KXAWSREV-32Q4', 'AWS revenue in Q4 2032', 'Companies', z('2033-02-03', '22:00'), 'T40', 'Above $40B', 'aws-rev-40'),
    B1('Amazon Q4 revenue above $250B?', 'Business', z('2033-02-03', '22:00'), 'amzn-rev-250'),
  ] }, ['measure']);
}
{ // Alphabet beats EPS: beta against Seeking Alpha's consensus vs gamma against LSEG's — different bars, different events.
  addCase('earnings', { name: 'googl-beat-q4', groups: [['beta'], ['gamma']], events: [
    B1('Will Alphabet beat quarterly earnings?', 'Business', z('2033-02-01', '22:00'), 'googl-beat-sa', { mx: { src: 'https://seekingalpha.com/symbol/GOOGL/earnings', rules: 'Resolves "Yes" if Alphabet\'s reported non-GAAP EPS for Q4 2032 exceeds the consensus EPS estimate shown on Seeking Alpha at the time of release.' } }),
    G1('Alphabet Q4 2032 EPS beats LSEG consensus?', z('2033-02-01', '22:00'), 'googl-beat-lseg'),
  ] }, ['source']);
}
{ // Tesla Q4 call mentions: alpha's word list vs beta's single "Optimus" market — the same word, one event.
  const close = z('2033-01-27', '00:00');
  addCase('earnings', { name: 'tsla-call-mentions', events: [
    A('KXEARNINGSMENTIONTSLA-33JAN26', 'What will Tesla say during its Q4 2032 earnings call?', 'Mentions', close, [
      ['OPTI', 'Optimus', 'tcall-optimus'], ['ROBO', 'Robotaxi', 'tcall-robotaxi'], ['CYBE', 'Cybercab', 'tcall-cybercab'], ['TARI', 'Tariff', 'tcall-tariff'],
    ], { rules: 'Resolves Yes if the listed word is said by any Tesla representative during the Q4 2032 earnings call, per the official transcript.' }),
    B1('Will Tesla say "Optimus" during Q4 earnings call?', 'Mentions', close, 'tcall-optimus'),
  ] });
}
{ // Boeing Q4 commercial deliveries above 150 — alpha only.
  addCase('earnings', { name: 'ba-deliveries-q4', events: [A1('KXBADEL-32Q4', 'Boeing commercial deliveries, Q4 2032', 'Companies', z('2033-01-11', '16:00'), 'T150', 'Above 150', 'ba-del-150')] });
}
{ // Intel Q1 2033 revenue guidance midpoint above $14B — gamma only.
  addCase('earnings', { name: 'intc-guide-q1', events: [G1('Intel Q1 2033 revenue guidance midpoint above $14B?', z('2033-01-27', '22:00'), 'intc-guide-14')] });
}
{ // Microsoft FQ2 2033 diluted EPS above $4.50: alpha, beta, gamma — fungible.
  const close = z('2033-01-25', '22:00');
  addCase('earnings', { name: 'msft-eps-fq2', events: [
    A1('KXMSFTEPS-33FQ2', 'Microsoft EPS, fiscal Q2 2033', 'Companies', close, 'T4.50', 'Above $4.50', 'msft-eps-450'),
    B1('Microsoft EPS above $4.50?', 'Business', close, 'msft-eps-450', { mx: { rules: 'Resolves "Yes" if Microsoft\'s diluted EPS for the quarter ended December 31, 2032, as reported in its earnings release, is greater than $4.50.' } }),
    G1('MSFT Q2 FY33 diluted EPS > $4.50?', close, 'msft-eps-450'),
  ] });
}
{ // Palantir Q4 US commercial revenue growth above 60% YoY: beta, beta_us — fungible.
  const close = z('2033-02-07', '22:00');
  addCase('earnings', { name: 'pltr-uscomm-q4', events: [
    B1('Palantir US commercial revenue growth above 60%?', 'Business', close, 'pltr-usc-60'),
    U1('palantir-q4-us-commercial-growth-above-60', 'Palantir Q4 US commercial revenue up more than 60% YoY?', 'Business', close, 'pltr-usc-60'),
  ] });
}

// ───────────────────────────── IPOs AND M&A ─────────────────────────────

{ // Stripe IPO by March 31 (beta) = "in Q1 2033" (gamma); alpha's "in 2033": deadline negative.
  addCase('deals', { name: 'stripe-ipo-q1', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Stripe IPO by March 31, 2033?', 'Business', z('2033-03-31', '23:59'), 'stripe-ipo-q1', { mx: { rules: 'Resolves "Yes" if Stripe\'s shares begin trading on a US stock exchange by March 31, 2033, 11:59 PM ET.' } }),
    G1('Will Stripe go public in Q1 2033?', z('2033-03-31', '23:59'), 'stripe-ipo-q1'),
    A1('KXIPOSTRIPE-33', 'Will Stripe IPO in 2033?', 'Companies', z('2033-12-31', '23:59'), 'IPO', 'Before Jan 1, 2034', 'stripe-ipo-2033'),
  ] }, ['deadline']);
}
{ // Databricks market cap at its first close above $200B (alpha, beta) vs priced above range (beta_us): observation negative.
  addCase('deals', { name: 'databricks-ipo-cap', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXIPOCAPDBX-33', 'Databricks market cap at close of first trading day', 'Companies', z('2033-06-30', '23:59'), 'T200', 'Above $200B', 'dbx-cap-200'),
    B1('Databricks IPO closing market cap above $200B?', 'Business', z('2033-06-30', '23:59'), 'dbx-cap-200'),
    U1('databricks-ipo-priced-above-range', 'Databricks IPO priced above the marketed range?', 'Business', z('2033-06-30', '23:59'), 'dbx-price-above'),
  ] }, ['observation']);
}
{ // Revolut listing venue: beta and gamma categoricals — fungible.
  addCase('deals', { name: 'revolut-listing', events: [
    B('Where will Revolut IPO?', 'Business', z('2033-12-31', '23:59'), [
      ['revolut-ipo-london', 'London (LSE)', 'rev-lse'], ['revolut-ipo-new-york', 'New York (NYSE/Nasdaq)', 'rev-ny'], ['revolut-ipo-no-ipo-2033', 'No IPO in 2033', 'rev-none'],
    ]),
    G('Revolut IPO venue (2033)', z('2033-12-31', '23:59'), gr(['London', 'rev-lse'], ['New York', 'rev-ny'], ['Amsterdam', 'rev-ams'], ['No IPO', 'rev-none'])),
  ] });
}
{ // Anduril files its S-1 publicly by March 31 (beta) vs Anduril IPO (first trade) by March 31 (gamma): observation negative.
  addCase('deals', { name: 'anduril-s1', groups: [['beta'], ['gamma']], events: [
    B1('Anduril publicly files for IPO by March 31?', 'Business', z('2033-03-31', '23:59'), 'anduril-s1', { mx: { src: SEC } }),
    G1('Anduril IPO by March 31, 2033?', z('2033-03-31', '23:59'), 'anduril-ipo'),
  ] }, ['observation']);
}
{ // Shell–BP deal announced by March 31 (beta, gamma) vs completed in 2033 (alpha): observation negative.
  addCase('deals', { name: 'shell-bp', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Shell announces deal to buy BP by March 31?', 'Business', z('2033-03-31', '23:59'), 'shellbp-ann', { mx: { rules: 'Resolves "Yes" if Shell plc and BP p.l.c. announce a definitive agreement (or a firm offer under Rule 2.7 of the UK Takeover Code) for Shell to acquire BP by March 31, 2033.' } }),
    G1('Shell–BP merger announced in Q1 2033?', z('2033-03-31', '23:59'), 'shellbp-ann'),
    A1('KXSHELLBP-33', 'Will Shell complete an acquisition of BP in 2033?', 'Companies', z('2033-12-31', '23:59'), 'DONE', 'Completed', 'shellbp-close'),
  ] }, ['observation']);
}
{ // FTC sues to block a pending deal by Feb 28 — beta only.
  addCase('deals', { name: 'ftc-block-feb', events: [B1('Will the FTC sue to block the Kroger–Sprouts merger by February 28?', 'Business', z('2033-02-28', '23:59'), 'ftc-kr-sfm')] });
}
{ // European Commission clears UniCredit–Commerzbank by March 31: gamma, beta_us — fungible.
  addCase('deals', { name: 'ucg-cbk-ec', events: [
    G1('European Commission clears UniCredit–Commerzbank merger by 31 Mar 2033?', z('2033-03-31', '23:59'), 'ucg-cbk-ec'),
    U1('eu-approves-unicredit-commerzbank-by-march-31', 'EU approves UniCredit takeover of Commerzbank by March 31?', 'Business', z('2033-03-31', '23:59'), 'ucg-cbk-ec'),
  ] });
}
{ // Stripe first-day close 50%+ above the IPO price (beta, beta_us) and gamma's "first-day close above its IPO price": one
  // observation (the first-day close against the offer price) at two levels, so one event with different `t`: threshold negative.
  addCase('deals', { name: 'stripe-pop', events: [
    B1('Stripe closes 50% above IPO price on first day?', 'Business', z('2033-12-31', '23:59'), 'stripe-pop-50'),
    U1('stripe-ipo-first-day-pop-50', 'Stripe IPO pops 50%+ on day one?', 'Business', z('2033-12-31', '23:59'), 'stripe-pop-50'),
    G1('Stripe first-day close above its IPO price?', z('2033-12-31', '23:59'), 'stripe-pop-0'),
  ] }, ['threshold']);
}
{ // Largest US IPO of Q1 2033 raising above $10B — alpha only.
  addCase('deals', { name: 'largest-ipo-q1', events: [A1('KXIPORAISE-33Q1', 'Largest US IPO raise in Q1 2033', 'Companies', z('2033-03-31', '23:59'), 'T10', 'Above $10 billion', 'ipo-raise-10')] });
}

// ───────────────────────────── US ECONOMIC RELEASES ─────────────────────────────

{ // December 2032 CPI MoM (BLS, Jan 12): alpha thresholds, beta buckets and gamma "0.3% or higher" — published to one decimal,
  // so beta "≥0.4%" = alpha "Above 0.3%" and gamma "0.3% or higher" = alpha "Above 0.2%"; beta_us core CPI: measure negative.
  const close = z('2033-01-12', '13:30');
  addCase('us_macro', { name: 'cpi-dec-mom', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXCPI-32DEC', 'CPI in December 2032?', 'Economics', close, [['T0.1', 'Above 0.1%', 'cpid-gt01'], ['T0.2', 'Above 0.2%', 'cpid-gt02'], ['T0.3', 'Above 0.3%', 'cpid-gt03']],
      { sources: [BLS_CPI], rules: 'Resolves Yes if the one-month percent change in the seasonally adjusted CPI-U for December 2032, as first published by the BLS, is above the strike.' }),
    B('December CPI MoM?', 'Economy', close, w([
      ['december-2032-cpi-mom-0-1-or-lower', '≤0.1%', 'cpid-le01'], ['december-2032-cpi-mom-0-2', '0.2%', 'cpid-eq02'], ['december-2032-cpi-mom-0-3', '0.3%', 'cpid-eq03'], ['december-2032-cpi-mom-0-4-or-higher', '≥0.4%', 'cpid-gt03'],
    ], { src: 'https://www.bls.gov/cpi/' })),
    G1('US CPI December 2032 MoM 0.3% or higher?', close, 'cpid-gt02', { rules: 'YES if the BLS seasonally adjusted all-items CPI for Dec 2032 rises 0.3% or more month over month (first print, Jan 12, 2033).' }),
    U1('core-cpi-mom-december-2032-above-0-3', 'Core CPI MoM December above 0.3%?', 'Economy', close, 'ccpid-gt03'),
  ] }, ['measure']);
}
{ // January 2033 CPI YoY (Feb 15): alpha and beta "above 2.7%" fungible; gamma "below 2.8%" is its complement: inverted.
  const close = z('2033-02-15', '13:30');
  addCase('us_macro', { name: 'cpi-jan-yoy', events: [
    A('KXCPIYOY-33JAN', 'Inflation in January 2033?', 'Economics', close, [['T2.5', 'Above 2.5%', 'cpiyj-gt25'], ['T2.7', 'Above 2.7%', 'cpiyj-gt27'], ['T2.9', 'Above 2.9%', 'cpiyj-gt29']], { sources: [BLS_CPI] }),
    B1('US annual inflation above 2.7% in January?', 'Economy', close, 'cpiyj-gt27', { mx: { src: 'https://www.bls.gov/cpi/' } }),
    G1('US January CPI YoY below 2.8%?', close, 'cpiyj-lt28'),
  ] }, ['inverted']);
}
{ // February 2033 CPI YoY (Mar 10): beta buckets, alpha thresholds ("Above 2.8%" = "≥2.9%"), beta_us exact 2.7% — fungible.
  const close = z('2033-03-10', '12:30');
  addCase('us_macro', { name: 'cpi-feb-yoy', events: [
    B('February inflation US - annual', 'Economy', close, [
      ['february-2033-us-inflation-2-5-or-lower', '≤2.5%', 'cpiyf-le25'], ['february-2033-us-inflation-2-6', '2.6%', 'cpiyf-26'], ['february-2033-us-inflation-2-7', '2.7%', 'cpiyf-27'],
      ['february-2033-us-inflation-2-8', '2.8%', 'cpiyf-28'], ['february-2033-us-inflation-2-9-or-higher', '≥2.9%', 'cpiyf-gt28'],
    ]),
    A('KXCPIYOY-33FEB', 'Inflation in February 2033?', 'Economics', close, [['T2.6', 'Above 2.6%', 'cpiyf-gt26'], ['T2.8', 'Above 2.8%', 'cpiyf-gt28']], { sources: [BLS_CPI] }),
    U1('us-cpi-yoy-february-2033-2-7', 'Will February CPI come in at 2.7% YoY?', 'Economy', close, 'cpiyf-27'),
  ] });
}
{ // December payrolls (Jan 7): alpha, beta, beta_us on the first print — fungible; gamma on the second revision: estimate negative.
  const close = z('2033-01-07', '13:30');
  addCase('us_macro', { name: 'nfp-dec', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXPAYROLLS-32DEC', 'Jobs numbers in December 2032?', 'Economics', close, [['T50000', 'Above 50,000', 'nfpd-gt50'], ['T100000', 'Above 100,000', 'nfpd-gt100'], ['T150000', 'Above 150,000', 'nfpd-gt150']], { sources: [BLS_EMP] }),
    B('December jobs report: payrolls above ___?', 'Economy', close, w([
      ['december-2032-nonfarm-payrolls-above-100k', '100K', 'nfpd-gt100'], ['december-2032-nonfarm-payrolls-above-150k', '150K', 'nfpd-gt150'], ['december-2032-nonfarm-payrolls-above-200k', '200K', 'nfpd-gt200'],
    ], { src: 'https://www.bls.gov/news.release/empsit.nr0.htm' })),
    U1('nfp-above-150k-december-2032', 'NFP above 150K in December?', 'Economy', close, 'nfpd-gt150'),
    G1('Dec 2032 payrolls above 150K after the second revision (Mar 4 release)?', z('2033-03-04', '13:30'), 'nfpd2-gt150'),
  ] }, ['estimate']);
}
{ // January unemployment rate (Feb 4): alpha thresholds and beta buckets ("≥4.6%" = "Above 4.5%"); gamma U-6: measure negative.
  const close = z('2033-02-04', '13:30');
  addCase('us_macro', { name: 'u3-jan', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXU3-33JAN', 'Unemployment in January 2033?', 'Economics', close, [['T4.4', 'Above 4.4%', 'u3j-gt44'], ['T4.5', 'Above 4.5%', 'u3j-gt45']], { sources: [BLS_EMP] }),
    B('US unemployment rate in January?', 'Economy', close, [
      ['us-unemployment-january-2033-4-3-or-lower', '≤4.3%', 'u3j-le43'], ['us-unemployment-january-2033-4-4', '4.4%', 'u3j-44'],
      ['us-unemployment-january-2033-4-5', '4.5%', 'u3j-45'], ['us-unemployment-january-2033-4-6-or-higher', '≥4.6%', 'u3j-gt45'],
    ]),
    G1('US U-6 underemployment rate above 8.0% in January 2033?', close, 'u6j-gt80'),
  ] }, ['measure']);
}
{ // Q4 2032 GDP advance estimate (Jan 27): alpha thresholds, beta buckets (none coincide: "2.5% or higher" ≠ "Above 2.5%"),
  // gamma = alpha "Above 2.0%"; beta_us on the second estimate (Feb 24): estimate negative.
  const close = z('2033-01-27', '13:30');
  addCase('us_macro', { name: 'gdp-q4-adv', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXGDP-33JAN27', 'GDP growth in Q4 2032 (advance estimate)?', 'Economics', close, [['T1.5', 'Above 1.5%', 'gdpq4-gt15'], ['T2.0', 'Above 2.0%', 'gdpq4-gt20'], ['T2.5', 'Above 2.5%', 'gdpq4-gt25']], { sources: [BEA] }),
    B('US GDP growth in Q4 2032?', 'Economy', close, w([
      ['us-gdp-q4-2032-below-1-5', 'Below 1.5%', 'gdpq4-b-lt15'], ['us-gdp-q4-2032-1-5-1-9', '1.5%–1.9%', 'gdpq4-b-15'], ['us-gdp-q4-2032-2-0-2-4', '2.0%–2.4%', 'gdpq4-b-20'], ['us-gdp-q4-2032-2-5-or-higher', '2.5% or higher', 'gdpq4-b-ge25'],
    ], { rules: 'Resolves per the annualized real GDP growth rate for Q4 2032 in the BEA advance estimate.' })),
    G1('US Q4 2032 GDP (advance) above 2.0% annualized?', close, 'gdpq4-gt20'),
    U1('us-q4-gdp-second-estimate-above-2', 'Q4 GDP second estimate above 2.0%?', 'Economy', z('2033-02-24', '13:30'), 'gdpq4s-gt20'),
  ] }, ['estimate']);
}
{ // December core PCE MoM above 0.2% (Jan 28): alpha, beta — fungible.
  const close = z('2033-01-28', '13:30');
  addCase('us_macro', { name: 'core-pce-dec', events: [
    A1('KXPCECORE-32DEC', 'Core PCE price index MoM, December 2032', 'Economics', close, 'T0.2', 'Above 0.2%', 'cpce-gt02', { sources: ['Bureau of Economic Analysis https://www.bea.gov/data/personal-consumption-expenditures-price-index'] }),
    B1('Core PCE December MoM above 0.2%?', 'Economy', close, 'cpce-gt02'),
  ] });
}
{ // Initial jobless claims, week ending Jan 15 (Jan 20 release): alpha, beta fungible; gamma continuing claims: measure negative.
  const close = z('2033-01-20', '13:30');
  addCase('us_macro', { name: 'claims-jan20', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXJOBLESS-33JAN20', 'Initial jobless claims for the week ending Jan 15, 2033', 'Economics', close, 'T230000', 'Above 230,000', 'icj20-gt230', { sources: ['U.S. Department of Labor https://www.dol.gov/ui/data.pdf'] }),
    B1('Jobless claims above 230K (Jan 20 release)?', 'Economy', close, 'icj20-gt230'),
    G1('US continuing jobless claims above 1.9M in the Jan 20, 2033 report?', close, 'ccj20-gt19m'),
  ] }, ['measure']);
}
{ // December retail sales MoM positive (beta_us) vs the control group up (gamma): measure negative.
  addCase('us_macro', { name: 'retail-dec', groups: [['beta_us'], ['gamma']], events: [
    U1('december-retail-sales-mom-positive-2032', 'December retail sales up month over month?', 'Economy', z('2033-01-14', '13:30'), 'rs-dec-up'),
    G1('Dec 2032 retail sales control group up MoM?', z('2033-01-14', '13:30'), 'rscg-dec-up'),
  ] }, ['measure']);
}
{ // ISM Manufacturing PMI for January above 50 (Feb 1): alpha, beta fungible; gamma S&P Global PMI: measure negative.
  const close = z('2033-02-01', '15:00');
  addCase('us_macro', { name: 'ism-mfg-jan', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXISMPMI-33JAN', 'ISM Manufacturing PMI, January 2033', 'Economics', close, 'T50.0', 'Above 50.0', 'ismj-gt50', { sources: ['Institute for Supply Management https://www.ismworld.org/supply-management-news-and-reports/reports/ism-report-on-business/'] }),
    B1('ISM manufacturing PMI above 50 in January?', 'Economy', close, 'ismj-gt50'),
    G1('S&P Global US Manufacturing PMI (final) above 50 for January 2033?', close, 'spgpmij-gt50'),
  ] }, ['measure']);
}
{ // UMich sentiment February preliminary above 60 (beta) vs the final February reading (gamma): estimate negative.
  addCase('us_macro', { name: 'umich-feb', groups: [['beta'], ['gamma']], events: [
    B1('UMich consumer sentiment February preliminary above 60?', 'Economy', z('2033-02-11', '15:00'), 'umich-prelim-60'),
    G1('Michigan consumer sentiment (final) February 2033 above 60?', z('2033-02-25', '15:00'), 'umich-final-60'),
  ] }, ['estimate']);
}
{ // December PPI final demand MoM above 0.2% (Jan 13): alpha, beta — fungible.
  addCase('us_macro', { name: 'ppi-dec', events: [
    A1('KXPPI-32DEC', 'PPI final demand MoM, December 2032', 'Economics', z('2033-01-13', '13:30'), 'T0.2', 'Above 0.2%', 'ppid-gt02', { sources: ['Bureau of Labor Statistics https://www.bls.gov/ppi/'] }),
    B1('PPI December MoM above 0.2%?', 'Economy', z('2033-01-13', '13:30'), 'ppid-gt02'),
  ] });
}
{ // December JOLTS job openings above 7.0M — beta only.
  addCase('us_macro', { name: 'jolts-dec', events: [B1('JOLTS job openings above 7.0M in December?', 'Economy', z('2033-02-01', '15:00'), 'jolts-dec-7m')] });
}
{ // January Conference Board consumer confidence above 100: alpha, beta — fungible.
  const close = z('2033-01-25', '15:00');
  addCase('us_macro', { name: 'cb-confidence-jan', events: [
    A1('KXCBCONF-33JAN', 'Conference Board Consumer Confidence Index, January 2033', 'Economics', close, 'T100', 'Above 100.0', 'cbc-j-gt100'),
    B1('Consumer confidence above 100 in January?', 'Economy', close, 'cbc-j-gt100', { mx: { src: 'https://www.conference-board.org/topics/consumer-confidence' } }),
  ] });
}

// ───────────────────────────── ECONOMIC RELEASES ABROAD ─────────────────────────────

{ // UK CPI December 2032 YoY above 2.5% (ONS, Jan 19): alpha, beta fungible; gamma CPIH: measure negative.
  const close = z('2033-01-19', '07:00');
  addCase('intl_macro', { name: 'uk-cpi-dec', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXUKCPI-32DEC', 'UK CPI inflation, December 2032', 'Economics', close, 'T2.5', 'Above 2.5%', 'ukcpi-d-gt25', { sources: [`Office for National Statistics ${ONS}`] }),
    B1('UK inflation December above 2.5%?', 'Economy', close, 'ukcpi-d-gt25', { mx: { src: ONS } }),
    G1('UK CPIH annual rate for December 2032 above 2.5%?', close, 'ukcpih-d-gt25'),
  ] }, ['measure']);
}
{ // Euro area flash HICP January 2033 (Feb 1): beta "above 2.0%" = gamma "2.1% or higher"; alpha Germany: place negative.
  const close = z('2033-02-01', '10:00');
  addCase('intl_macro', { name: 'ez-flash-jan', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Eurozone inflation January flash above 2.0%?', 'Economy', close, 'ezf-j-gt20', { mx: { src: EUROSTAT } }),
    G1('Euro area HICP flash estimate Jan 2033: 2.1% or higher?', close, 'ezf-j-gt20'),
    A1('KXDECPI-33JAN', 'Germany CPI inflation, January 2033 (preliminary)', 'Economics', z('2033-01-31', '13:00'), 'T2.0', 'Above 2.0%', 'decpi-j-gt20'),
  ] }, ['place']);
}
{ // China Q4 2032 GDP YoY (NBS, Jan 17): beta "4.5% or higher" = alpha "Above 4.4%"; gamma full-year 2032: period negative.
  const close = z('2033-01-17', '02:00');
  addCase('intl_macro', { name: 'china-gdp-q4', groups: [['beta', 'alpha'], ['gamma']], events: [
    B1('China Q4 GDP growth 4.5% or higher?', 'Economy', close, 'cngdp-q4-gt44', { mx: { src: 'https://www.stats.gov.cn/english/' } }),
    A1('KXCNGDP-32Q4', 'China GDP growth, Q4 2032 (YoY)', 'Economics', close, 'T4.4', 'Above 4.4%', 'cngdp-q4-gt44'),
    G1('China 2032 full-year GDP growth 4.5%+?', close, 'cngdp-fy-ge45'),
  ] }, ['period']);
}
{ // Germany Q4 2032 GDP flash QoQ below zero (alpha) = "contraction in Q4" (beta) — fungible.
  const close = z('2033-01-31', '09:00');
  addCase('intl_macro', { name: 'de-gdp-q4', events: [
    A1('KXDEGDP-32Q4', 'Germany GDP, Q4 2032 flash (QoQ)', 'Economics', close, 'T0', 'Below 0.0%', 'degdp-q4-neg', { sources: ['Destatis https://www.destatis.de/EN/Themes/Economy/National-Accounts-Domestic-Product/_node.html'] }),
    B1('Germany GDP contraction in Q4?', 'Economy', close, 'degdp-q4-neg', { mx: { rules: 'Resolves "Yes" if Destatis\' flash estimate of price-, seasonally- and calendar-adjusted GDP for Q4 2032 shows a negative quarter-on-quarter change.' } }),
  ] });
}
{ // UK Q4 2032 GDP first estimate QoQ above 0.2% (Feb 10): gamma, beta_us — fungible.
  const close = z('2033-02-10', '07:00');
  addCase('intl_macro', { name: 'uk-gdp-q4', events: [
    G1('UK Q4 2032 GDP first estimate above 0.2% q/q?', close, 'ukgdp-q4-gt02'),
    U1('uk-gdp-q4-2032-first-estimate-above-0-2', 'UK GDP Q4 QoQ above 0.2% (first estimate)?', 'Economy', close, 'ukgdp-q4-gt02'),
  ] });
}
{ // China January manufacturing PMI above 50: NBS (beta) vs RatingDog (gamma): measure negative.
  addCase('intl_macro', { name: 'china-pmi-jan', groups: [['beta'], ['gamma']], events: [
    B1('China NBS manufacturing PMI above 50 in January?', 'Economy', z('2033-01-31', '01:30'), 'cnpmi-nbs-50'),
    G1('China RatingDog manufacturing PMI above 50 for January 2033?', z('2033-02-01', '01:45'), 'cnpmi-rd-50'),
  ] }, ['measure']);
}
{ // Japan core CPI December above 2.0% — alpha only.
  addCase('intl_macro', { name: 'jp-core-cpi-dec', events: [A1('KXJPCPI-32DEC', 'Japan core CPI (ex fresh food), December 2032', 'Economics', z('2033-01-20', '23:30'), 'T2.0', 'Above 2.0%', 'jpcpi-d-gt20')] });
}
{ // Canada CPI December YoY above 2.0% (Jan 18): beta, alpha — fungible.
  const close = z('2033-01-18', '13:30');
  addCase('intl_macro', { name: 'ca-cpi-dec', events: [
    B1('Canada inflation above 2.0% in December?', 'Economy', close, 'cacpi-d-gt20', { mx: { src: 'https://www150.statcan.gc.ca/n1/dai-quo/ssi/homepage/rel-com/indicator-eng.htm' } }),
    A1('KXCACPI-32DEC', 'Canada CPI, December 2032 (YoY)', 'Economics', close, 'T2.0', 'Above 2.0%', 'cacpi-d-gt20'),
  ] });
}
{ // Australia Q4 2032 CPI YoY above 3.0% (gamma) vs trimmed mean above 3.0% (beta): measure negative.
  addCase('intl_macro', { name: 'au-cpi-q4', groups: [['gamma'], ['beta']], events: [
    G1('Australia Q4 2032 CPI above 3.0% y/y?', z('2033-01-26', '00:30'), 'aucpi-q4-gt30'),
    B1('Australia trimmed mean CPI Q4 above 3.0%?', 'Economy', z('2033-01-26', '00:30'), 'autm-q4-gt30'),
  ] }, ['measure']);
}
{ // Canada January employment change positive (LFS, Feb 4) — beta_us only.
  addCase('intl_macro', { name: 'ca-jobs-jan', events: [U1('canada-jobs-january-2033-positive', 'Canada adds jobs in January?', 'Economy', z('2033-02-04', '13:30'), 'cajobs-j-pos')] });
}
{ // India Q3 FY2033 (Oct–Dec 2032) GDP above 7% — gamma only.
  addCase('intl_macro', { name: 'in-gdp-q3fy33', events: [G1('India GDP growth Oct–Dec 2032 quarter above 7%?', z('2033-02-28', '12:00'), 'ingdp-gt7')] });
}
{ // Euro area Q4 2032 preliminary flash GDP QoQ above 0.2%: alpha, beta — fungible.
  const close = z('2033-02-01', '10:00');
  addCase('intl_macro', { name: 'ez-gdp-q4', events: [
    A1('KXEZGDP-32Q4', 'Euro area GDP, Q4 2032 preliminary flash (QoQ)', 'Economics', close, 'T0.2', 'Above 0.2%', 'ezgdp-q4-gt02', { sources: [`Eurostat ${EUROSTAT}`] }),
    B1('Eurozone Q4 GDP growth above 0.2%?', 'Economy', close, 'ezgdp-q4-gt02'),
  ] });
}

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────

{ // FOMC January 25–26 decision: alpha, beta, beta_us and gamma with coinciding buckets — fungible, no negative.
  const close = z('2033-01-26', '19:00');
  addCase('central_banks', { name: 'fomc-jan', events: [
    A('KXFEDDECISION-33JAN', 'Fed decision in Jan 2033?', 'Economics', close, [['H25', 'Hike 25bps', 'fj-hike'], ['H0', 'Hold', 'fj-hold'], ['C25', 'Cut 25bps', 'fj-cut25'], ['C26', 'Cut >25bps', 'fj-cut50']], { sources: [FEDSRC] }),
    B('Fed decision in January?', 'Economy', close, w([
      ['fed-decreases-interest-rates-by-50-bps-after-january-2033-meeting', '50+ bps decrease', 'fj-cut50'],
      ['fed-decreases-interest-rates-by-25-bps-after-january-2033-meeting', '25 bps decrease', 'fj-cut25'],
      ['no-change-in-fed-interest-rates-after-january-2033-meeting', 'No change', 'fj-hold'],
      ['fed-increases-interest-rates-by-25-bps-after-january-2033-meeting', '25+ bps increase', 'fj-hike'],
    ], { src: 'https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm' })),
    U('fed-decision-january-2033', 'Fed Decision - January 2033', 'Economy', close, [
      ['fed-jan-2033-no-change', 'No change', 'fj-hold'], ['fed-jan-2033-cut-25', '25 bps cut', 'fj-cut25'], ['fed-jan-2033-cut-50-plus', '50+ bps cut', 'fj-cut50'],
    ]),
    G('FOMC January 2033 rate decision', close, gr(['Hold', 'fj-hold'], ['Cut 25bp', 'fj-cut25'], ['Cut 50bp+', 'fj-cut50'], ['Hike', 'fj-hike'])),
  ] });
}
{ // A Fed cut at the March 15–16 meeting (alpha, beta) vs gamma's "cut by the March meeting" (includes January): deadline negative.
  addCase('central_banks', { name: 'fomc-mar-cut', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXFEDCUT-33MAR', 'Will the Fed cut rates at its March 2033 meeting?', 'Economics', z('2033-03-16', '18:00'), 'CUT', 'Cut', 'fm-cut', { sources: [FEDSRC] }),
    B1('Fed rate cut in March?', 'Economy', z('2033-03-16', '18:00'), 'fm-cut', { mx: { rules: 'Resolves "Yes" if the FOMC lowers the target range for the federal funds rate at its meeting scheduled for March 15–16, 2033.' } }),
    G1('Fed cuts rates by the March 2033 FOMC meeting?', z('2033-03-16', '18:00'), 'fby-m-cut'),
  ] }, ['deadline']);
}
{ // Number of dissents at the January FOMC: alpha, beta — fungible.
  const close = z('2033-01-26', '19:00');
  addCase('central_banks', { name: 'fomc-jan-dissents', events: [
    A('KXFEDDISSENT-33JAN', 'Number of dissents at the January 2033 FOMC meeting', 'Economics', close, [['0', 'None', 'fjd-0'], ['1', 'Exactly 1', 'fjd-1'], ['2', '2 or more', 'fjd-2']]),
    B('How many dissents at January Fed meeting?', 'Economy', close, [['fed-january-2033-dissents-0', '0', 'fjd-0'], ['fed-january-2033-dissents-1', '1', 'fjd-1'], ['fed-january-2033-dissents-2-plus', '2+', 'fjd-2']]),
  ] });
}
{ // Fed cuts in Q1 2033 counted by meetings (beta) vs by 25 bp steps (alpha): one event, nf (labelling rules).
  const close = z('2033-03-16', '18:00');
  addCase('central_banks', { name: 'fed-cuts-q1', fungible: nf('alpha|beta'), events: [
    B('How many Fed rate cuts in Q1 2033?', 'Economy', close, [['fed-rate-cuts-q1-2033-0', '0', 'fq1-0'], ['fed-rate-cuts-q1-2033-1', '1', 'fq1-1'], ['fed-rate-cuts-q1-2033-2', '2', 'fq1-2']],
      { rules: 'Counts the FOMC meetings between January 1 and March 31, 2033 at which the target range is lowered, of any size.' }),
    A('KXRATECUTS-33Q1', 'Number of 25bp Fed rate cuts in Q1 2033', 'Economics', close, [['0', '0', 'fq1-0'], ['1', '1', 'fq1-1'], ['2', '2', 'fq1-2'], ['3', '3 or more', 'fq1-3']], { sources: [FEDSRC] }),
  ] }, ['source']);
}
{ // ECB February 3: beta's deposit-rate decision = gamma's "cut the deposit rate"; alpha's main refinancing rate: measure negative.
  const close = z('2033-02-03', '13:15');
  addCase('central_banks', { name: 'ecb-feb', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('ECB decision in February?', 'Economy', close, w([
      ['ecb-february-2033-deposit-rate-cut-25', '25 bps decrease', 'ecbf-cut25'], ['ecb-february-2033-deposit-rate-no-change', 'No change', 'ecbf-hold'], ['ecb-february-2033-deposit-rate-hike', 'Increase', 'ecbf-hike'],
    ], { rules: 'Resolves per the change in the deposit facility rate announced by the ECB on February 3, 2033.', src: 'https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html' })),
    G1('ECB cuts the deposit rate by 25bp on 3 Feb 2033?', close, 'ecbf-cut25'),
    A1('KXECBMRO-33FEB', 'ECB main refinancing rate after the February 2033 meeting', 'Economics', close, 'CUT', 'Lowered', 'ecbmro-f-cut'),
  ] }, ['measure']);
}
{ // BoE February 3: beta's decision = beta_us's "cut"; gamma on the MPC vote (3+ for a cut): observation negative.
  const close = z('2033-02-03', '12:00');
  addCase('central_banks', { name: 'boe-feb', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Bank of England decision in February?', 'Economy', close, [['boe-february-2033-cut-25', '25 bps decrease', 'boef-cut25'], ['boe-february-2033-no-change', 'No change', 'boef-hold']]),
    U1('boe-cuts-rates-february-2033', 'BoE cut on Feb 3?', 'Economy', close, 'boef-cut25'),
    G1('BoE MPC: 3 or more members vote for a cut in February 2033?', close, 'boef-3votes'),
  ] }, ['observation']);
}
{ // BoJ hike at the January 20–21 meeting (beta, gamma) vs alpha's March 17–18 meeting: date negative.
  addCase('central_banks', { name: 'boj-jan', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Bank of Japan rate hike in January?', 'Economy', z('2033-01-21', '06:00'), 'bojj-hike', { mx: { src: 'https://www.boj.or.jp/en/mopo/mpmsche_minu/index.htm' } }),
    G1('BOJ raises its policy rate at the Jan 2033 meeting?', z('2033-01-21', '06:00'), 'bojj-hike'),
    A1('KXBOJ-33MAR', 'BoJ decision, March 2033', 'Economics', z('2033-03-18', '06:00'), 'HIKE', 'Hike', 'bojm-hike'),
  ] }, ['date']);
}
{ // Bank of Canada cut on Jan 26: alpha, beta — fungible.
  addCase('central_banks', { name: 'boc-jan', events: [
    A1('KXBOC-33JAN', 'Bank of Canada rate decision, Jan 26, 2033', 'Economics', z('2033-01-26', '14:45'), 'CUT', 'Cut', 'bocj-cut'),
    B1('Bank of Canada rate cut in January?', 'Economy', z('2033-01-26', '14:45'), 'bocj-cut', { mx: { src: 'https://www.bankofcanada.ca/core-functions/monetary-policy/key-interest-rate/' } }),
  ] });
}
{ // RBA February 8 decision: beta, gamma categoricals — fungible.
  const close = z('2033-02-08', '03:30');
  addCase('central_banks', { name: 'rba-feb', events: [
    B('RBA decision in February?', 'Economy', close, [['rba-february-2033-cut', 'Cut', 'rbaf-cut'], ['rba-february-2033-hold', 'Hold', 'rbaf-hold'], ['rba-february-2033-hike', 'Hike', 'rbaf-hike']]),
    G('Reserve Bank of Australia cash rate decision, 8 Feb 2033', close, gr(['Cut 25bp', 'rbaf-cut'], ['No change', 'rbaf-hold'], ['Hike 25bp', 'rbaf-hike'])),
  ] });
}
{ // Fed emergency (intermeeting) cut by March 31 — beta only.
  addCase('central_banks', { name: 'fed-emergency-q1', events: [B1('Fed emergency rate cut by March 31?', 'Economy', z('2033-03-31', '23:59'), 'fed-emerg-q1')] });
}
{ // Brazil Copom cuts the Selic at its late-January meeting: beta, gamma — fungible.
  const close = z('2033-01-26', '22:00');
  addCase('central_banks', { name: 'copom-jan', events: [
    B1('Brazil Selic rate cut in January?', 'Economy', close, 'copom-j-cut', { mx: { src: 'https://www.bcb.gov.br/en/monetarypolicy/copomstatements' } }),
    G1('Copom lowers the Selic at the Jan 25–26, 2033 meeting?', close, 'copom-j-cut'),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout45-set.json', import.meta.url));
