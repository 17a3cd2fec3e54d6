// Thirty-fourth independent refdata holdout: writes test/refdata/holdout34-set.json (a random daily slice of what the
// four venues list on one ordinary weekday, Tuesday 14 October 2031, with the closes those listings carry: crypto and
// index closes at set times, daily highs and lows, weather highs in named cities, the day's and week's games (MLB
// postseason, NFL week 7, NHL and NBA openers, Euro 2032 qualifiers and European club football midweek, tennis), that
// week's economic prints, and the longer-dated listings carried that day: elections, central-bank meetings, awards, tech).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout34.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn, slug and the HoldoutRow/Mx types), lines 1–80 of
// test/refdata/holdout29.build.ts (its header: the labelling rules below are adopted from it verbatim, and the helper
// usage) and the last 45 lines of test/refdata/holdout29.build.ts (how the JSON is written out).
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
// Set-specific readings (applying the rules above): a football market settled on the 90 minutes plus stoppage time and
// Set-specific readings (applying the rules above): a crypto or index price at 12:00 ET and at 17:00 ET are different
// instants, so different events; a price "at 17:00 ET" and the day's intraday high ("hits", "reaches") are different
// observation kinds. A CF Benchmarks index and a Binance candle at the same instant are one event, not fungible; two
// airports of one city (Central Park vs LaGuardia, Midway vs O'Hare, Heathrow vs London City) are one event, not
// fungible. A game's winner including overtime and a regulation-time three-way result are different observations; a
// football match is settled on 90 minutes plus stoppage time on every venue here. A single game and a series, or a
// series and the championship, are different rounds. The advance and second estimates of GDP are different estimates.
// Initial and continuing jobless claims, headline and core CPI, MoM and YoY are different measures. A governor's and a
// lieutenant governor's race are different offices. A two-outcome game market (YES = the first team named) matches
// that team's row elsewhere; the other team's row has its own `t`.
// Ids: beta event ids 420001+, gamma ids 36001+, alpha tickers dated October 2031 to 2032; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`); 'time' marks the same
// observation at a different instant of one day.
import { nf, z, yn, type Mx, type HoldoutRow as Row, holdoutKit } from './evalset.emit.ts';

type Cat = 'crypto' | 'markets' | 'weather' | 'mlb' | 'nfl' | 'nhl_nba' | 'football' | 'tennis' | 'economics' | 'central_banks' | 'politics' | 'culture' | 'tech';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'time' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round' | 'estimate';

const { cases, addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(420000, 36000);
/** A two-outcome game market on beta / beta_us: YES is the first team named, whose truth tag is `t`. */
const gm = (id: string, a: string, b: string, t: string, x: Mx = {}): Row => [id, 'Yes', t, { outcomes: yn(a, b), ...x }];

const D = '2031-10-14';
const ET5 = z(D, '21:00'); // 17:00 EDT
const NOON = z(D, '16:00'); // 12:00 EDT
const NYSE = z(D, '20:00'); // 16:00 EDT close
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const BIN = 'https://www.binance.com/en/trade/BTC_USDT';
const SPDJI = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NWS = (st: string): string => `National Weather Service https://forecast.weather.gov/product.php?site=NWS&product=CLI&issuedby=${st}`;
const WU = (st: string): string => `https://www.wunderground.com/history/daily/${st}`;
const BLS = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm';
const MLB = 'MLB https://www.mlb.com/postseason';
const NFL = 'NFL https://www.nfl.com/schedules/';
const UEFA = 'UEFA https://www.uefa.com/';

// ───────────────────────────── CRYPTO ─────────────────────────────
{ // BTC at 17:00 ET on Oct 14: alpha (CF Benchmarks), gamma (BRTI too), beta (Binance candle): one event, beta not fungible.
  addCase('crypto', { name: 'btc-5pm-oct14', fungible: nf('alpha|beta', 'beta|gamma'), events: [
    A('KXBTCD-31OCT1417', 'Bitcoin price on Oct 14, 2031 at 5pm EDT?', 'Crypto', ET5, [['T184999.99', '$185,000 or above', 'btc185'], ['T189999.99', '$190,000 or above', 'btc190'], ['T194999.99', '$195,000 or above', 'btc195']], { sources: [CFB] }),
    B('Bitcoin above ___ on October 14?', 'Crypto', ET5, w([['bitcoin-above-185k-on-october-14', '185,000', 'btc185'], ['bitcoin-above-190k-on-october-14', '190,000', 'btc190']], { src: BIN, rules: 'Resolves Yes if the Binance BTC/USDT 1 minute candle for 17:00 ET on Oct 14 closes above the price shown.' })),
    G('BTC price at 17:00 ET, 14 Oct 2031', ET5, [['> $190,000', 'btc190'], ['> $195,000', 'btc195']], { rules: 'Settles on the CF Benchmarks Bitcoin Real Time Index (BRTI) at 17:00 ET.' }),
  ] }, ['source']);
}
{ // BTC at noon ET (alpha, beta_us) vs gamma at 17:00 ET on another threshold: time negative.
  addCase('crypto', { name: 'btc-noon-oct14', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXBTCD-31OCT1412', 'Bitcoin price on Oct 14, 2031 at 12pm EDT?', 'Crypto', NOON, [['T187999.99', '$188,000 or above', 'btcn188']], { sources: [CFB] }),
    U1('btc-above-188k-noon-oct-14-2031', 'Bitcoin above $188K at 12 PM ET on Oct 14?', 'Crypto', NOON, 'btcn188', { src: 'CF Benchmarks BRTI' }),
    G1('BTC ≥ $188,000 at 17:00 ET on 14 Oct?', ET5, 'btc188-5pm', { rules: 'CF Benchmarks BRTI at 17:00 ET.' }),
  ] }, ['time']);
}
{ // ETH at 17:00 ET: alpha (CF ETH index) vs beta and gamma (Binance ETH/USDT): one event, alpha not fungible with either.
  addCase('crypto', { name: 'eth-5pm-oct14', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXETHD-31OCT1417', 'Ethereum price on Oct 14, 2031 at 5pm EDT?', 'Crypto', ET5, [['T4499.99', '$4,500 or above', 'eth4500'], ['T4599.99', '$4,600 or above', 'eth4600']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    B('Ethereum above ___ on October 14?', 'Crypto', ET5, w([['ethereum-above-4500-on-october-14', '4,500', 'eth4500'], ['ethereum-above-4600-on-october-14', '4,600', 'eth4600'], ['ethereum-above-4700-on-october-14', '4,700', 'eth4700']], { src: 'https://www.binance.com/en/trade/ETH_USDT' })),
    G1('ETH above $4,600 at 5pm ET Oct 14 (Binance ETH/USDT 1m close)?', ET5, 'eth4600'),
  ] }, ['source']);
}
{ // BTC intraday high on Oct 14 (alpha CF, beta Binance; not fungible) vs gamma's 17:00 ET close above the same level.
  addCase('crypto', { name: 'btc-high-oct14', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXBTCMAX-31OCT14', 'How high will Bitcoin get on Oct 14, 2031?', 'Crypto', z('2031-10-15', '03:59'), [['T192000', '$192,000 or above', 'btchi192'], ['T196000', '$196,000 or above', 'btchi196']], { sources: [CFB] }),
    B('What price will Bitcoin hit on October 14?', 'Crypto', z('2031-10-15', '03:59'), w([['will-bitcoin-reach-192k-on-october-14', '↑ 192,000', 'btchi192'], ['will-bitcoin-reach-196k-on-october-14', '↑ 196,000', 'btchi196'], ['will-bitcoin-dip-to-176k-on-october-14', '↓ 176,000', 'btclo176']], { src: BIN })),
    G1('Bitcoin closes above $192K at 17:00 ET on 14 Oct 2031?', ET5, 'btc192-close'),
  ] }, ['observation']);
}
{ // SOL at 17:00 ET (alpha, gamma; both CF Benchmarks).
  addCase('crypto', { name: 'sol-5pm-oct14', events: [
    A('KXSOLD-31OCT1417', 'Solana price on Oct 14, 2031 at 5pm EDT?', 'Crypto', ET5, [['T419.99', '$420 or above', 'sol420'], ['T439.99', '$440 or above', 'sol440']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/SOLUSD_RTI'] }),
    G('Solana (SOL) price, 14 Oct 17:00 ET', ET5, [['$420 or more', 'sol420'], ['$440 or more', 'sol440'], ['$460 or more', 'sol460']], { rules: 'CF Benchmarks SOLUSD_RTI at 17:00 ET.' }),
  ] });
}
{ // XRP range at 17:00 ET: alpha $0.10 buckets vs gamma $0.20 buckets; only the coinciding edges share `t`.
  addCase('crypto', { name: 'xrp-range-oct14', events: [
    A('KXXRP-31OCT1417', 'XRP price range on Oct 14, 2031 at 5pm EDT?', 'Crypto', ET5, [['B4.15', '$4.10 to 4.1999', 'xrp410-420'], ['B4.25', '$4.20 to 4.2999', 'xrp420-430'], ['B4.35', '$4.30 to 4.3999', 'xrp430-440'], ['T4.40', '$4.40 or above', 'xrp440up']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/XRPUSD_RTI'] }),
    G('XRP price at 5pm ET on Oct 14, 2031', ET5, [['$4.00–4.20', 'xrp400-420'], ['$4.20–4.40', 'xrp420-440'], ['Above $4.40', 'xrp440up']], { rules: 'CF Benchmarks XRPUSD_RTI at 17:00 ET. Lower bound inclusive.' }),
  ] });
}
{ // Dogecoin above $1 at 17:00 ET (beta_us only).
  addCase('crypto', { name: 'doge-1-oct14', events: [U1('doge-above-1-oct-14-2031', 'Dogecoin above $1.00 on Oct 14, 5 PM ET?', 'Crypto', ET5, 'doge1', { src: 'https://www.binance.com/en/trade/DOGE_USDT' })] });
}
{ // BTC up or down on Oct 14 (beta, beta_us: noon-to-noon Binance) vs gamma's UTC-day change: different observation.
  addCase('crypto', { name: 'btc-updown-oct14', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Bitcoin Up or Down on October 14?', 'Crypto', NOON, [gm('bitcoin-up-or-down-on-october-14-2031', 'Up', 'Down', 'btcup', { src: BIN, rules: 'Up if the Binance BTC/USDT 1m candle close at 12:00 ET Oct 14 is at or above the close at 12:00 ET Oct 13.' })]),
    U('btc-updown-oct-14-2031', 'Bitcoin Up or Down - October 14', 'Crypto', NOON, [gm('btc-updown-oct-14-2031-m', 'Up', 'Down', 'btcup', { src: BIN, rules: 'Compares the Binance BTC/USDT 12:00 ET one-minute close on Oct 14 with Oct 13\'s.' })]),
    G1('BTC green day on 14 Oct 2031 (UTC daily candle)?', z('2031-10-15', '00:00'), 'btcgreen-utc'),
  ] }, ['observation']);
}
{ // ETH/BTC ratio vs ETH price: asset negative (alpha ETH above $4,800 by end of October vs beta ETH/BTC).
  addCase('crypto', { name: 'eth-oct-end', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXETHMAXM-31OCT', 'Will Ethereum reach $5,000 in October 2031?', 'Crypto', z('2031-11-01', '03:59'), 'T5000', '$5,000 or above', 'eth5k-oct', { rules: 'Yes if the CF Benchmarks ETHUSD_RTI prints at or above $5,000 at any time before 11:59 PM ET on Oct 31, 2031.' }),
    G1('ETH hits $5,000 in October 2031?', z('2031-11-01', '03:59'), 'eth5k-oct', { rules: 'Any CF Benchmarks ETHUSD_RTI print at or above $5,000 between 1 Oct 00:00 and 31 Oct 23:59 ET.' }),
    B1('ETH/BTC above 0.030 on October 31?', 'Crypto', z('2031-10-31', '16:00'), 'ethbtc030', { mx: { src: 'https://www.binance.com/en/trade/ETH_BTC' } }),
  ] }, ['asset']);
}
{ // Bitcoin reserve: US strategic bitcoin purchase by Dec 31, 2031 (beta, gamma).
  addCase('crypto', { name: 'us-btc-buy-2031', events: [
    B1('US government buys Bitcoin in 2031?', 'Crypto', z('2031-12-31'), 'usbtc31'),
    G1('Will the U.S. Treasury acquire BTC for the Strategic Bitcoin Reserve by Dec 31, 2031?', z('2031-12-31'), 'usbtc31'),
  ] });
}

// ───────────────────────────── INDICES, RATES, COMMODITIES, FX ─────────────────────────────
{ // S&P 500 official close on Oct 14 (alpha, beta, gamma; all S&P DJI).
  addCase('markets', { name: 'spx-close-oct14', events: [
    A('KXINXU-31OCT14H1600', 'S&P 500 closing value on Oct 14, 2031?', 'Financials', NYSE, [['T8399.99', '8,400 or above', 'spx8400'], ['T8449.99', '8,450 or above', 'spx8450'], ['T8499.99', '8,500 or above', 'spx8500']], { sources: [SPDJI] }),
    B('S&P 500 close above ___ on Oct 14?', 'Finance', NYSE, w([['spx-close-above-8400-oct-14-2031', '8,400', 'spx8400'], ['spx-close-above-8450-oct-14-2031', '8,450', 'spx8450']], { src: 'https://www.spglobal.com/spdji/en/indices/equity/sp-500/' })),
    G1('S&P 500 closes at or above 8,450 on 14 October 2031?', NYSE, 'spx8450'),
  ] });
}
{ // S&P 500 up or down on Oct 14: beta two-outcome Up/Down, beta_us "higher", gamma "lower" (inverted).
  addCase('markets', { name: 'spx-updown-oct14', events: [
    B('S&P 500 Up or Down on October 14?', 'Finance', NYSE, [gm('spx-up-or-down-on-october-14-2031', 'Up', 'Down', 'spxup', { rules: 'Up if the official Oct 14 close is above the Oct 13 close.' })]),
    U1('sp500-higher-close-oct-14-2031', 'Will the S&P 500 close higher on Tuesday, Oct 14?', 'Finance', NYSE, 'spxup'),
    G1('S&P 500 closes lower on 14 Oct 2031 than on 13 Oct?', NYSE, 'spxdown'),
  ] }, ['inverted']);
}
{ // Nasdaq-100 close (alpha, beta) vs gamma Nasdaq Composite: asset negative.
  addCase('markets', { name: 'ndx-close-oct14', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNASDAQ100U-31OCT14H1600', 'Nasdaq-100 closing value on Oct 14, 2031?', 'Financials', NYSE, [['T29999.99', '30,000 or above', 'ndx30k'], ['T30249.99', '30,250 or above', 'ndx30250']]),
    B('Nasdaq 100 above 30,000 at close on October 14?', 'Finance', NYSE, [['nasdaq-100-above-30000-oct-14', 'Yes', 'ndx30k']]),
    G1('Nasdaq Composite closes above 30,000 on Oct 14, 2031?', NYSE, 'ixic30k'),
  ] }, ['asset']);
}
{ // Dow close (alpha, beta_us).
  addCase('markets', { name: 'dow-close-oct14', events: [
    A('KXDOWU-31OCT14H1600', 'Dow Jones closing value on Oct 14, 2031?', 'Financials', NYSE, [['T51999.99', '52,000 or above', 'dow52k'], ['T52499.99', '52,500 or above', 'dow52500']]),
    U('dow-close-oct-14-2031', 'Dow Jones close on Oct 14', 'Finance', NYSE, [['dow-above-52000-oct-14-2031', '52,000', 'dow52k']]),
  ] });
}
{ // VIX close above 20 on Oct 14 (alpha only).
  addCase('markets', { name: 'vix-oct14', events: [A1('KXVIX-31OCT14', 'VIX close on Oct 14, 2031?', 'Financials', z(D, '20:15'), 'T20', 'Above 20', 'vix20')] });
}
{ // Tesla close above $600 on Oct 14 (beta, beta_us).
  addCase('markets', { name: 'tsla-close-oct14', events: [
    B1('Will Tesla (TSLA) close above $600 on October 14?', 'Finance', NYSE, 'tsla600', { mx: { src: 'https://www.nasdaq.com/market-activity/stocks/tsla' } }),
    U1('tsla-close-above-600-oct-14', 'TSLA above $600 at close, Oct 14?', 'Finance', NYSE, 'tsla600'),
  ] });
}
{ // Gold on Oct 14: alpha COMEX front-month settle vs gamma LBMA PM: one event, not fungible.
  addCase('markets', { name: 'gold-oct14', fungible: nf('alpha|gamma'), events: [
    A('KXGOLDD-31OCT14', 'Gold price on Oct 14, 2031?', 'Financials', z(D, '17:30'), [['T4799.99', '$4,800 or above', 'gold4800'], ['T4899.99', '$4,900 or above', 'gold4900']], { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html'] }),
    G1('Gold ≥ $4,800/oz on 14 Oct 2031 (LBMA Gold Price PM)?', z(D, '15:00'), 'gold4800', { rules: 'Settles on the LBMA Gold Price PM auction of 14 October 2031.' }),
  ] }, ['source']);
}
{ // WTI settle on Oct 14 (alpha, beta) vs gamma Brent: asset negative.
  addCase('markets', { name: 'wti-oct14', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXWTI-31OCT14', 'WTI crude oil settle on Oct 14, 2031?', 'Financials', z(D, '18:30'), [['T69.99', '$70 or above', 'wti70'], ['T74.99', '$75 or above', 'wti75']], { sources: ['CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html'] }),
    B('WTI Crude Oil settles above $70 on October 14?', 'Finance', z(D, '18:30'), [['wti-settle-above-70-oct-14-2031', 'Yes', 'wti70', { src: 'https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html' }]]),
    G1('Brent crude settles above $70 on 14 Oct 2031?', z(D, '19:30'), 'brent70'),
  ] }, ['asset']);
}
{ // US 10-year yield at the close on Oct 14 (alpha, gamma).
  addCase('markets', { name: 'ust10y-oct14', events: [
    A('KX10Y-31OCT14', '10-year Treasury yield on Oct 14, 2031?', 'Financials', z(D, '21:00'), [['T4.49', 'Above 4.49%', 'y10-450'], ['T4.59', 'Above 4.59%', 'y10-460']], { sources: ['US Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'] }),
    G('US 10Y Treasury par yield, 14 Oct 2031 (Treasury daily curve)', z(D, '21:00'), [['4.50% or higher', 'y10-450'], ['4.60% or higher', 'y10-460']]),
  ] });
}
{ // EUR/USD at 10:00 ET on Oct 14 (alpha, beta_us).
  addCase('markets', { name: 'eurusd-oct14', events: [
    A('KXEURUSDH-31OCT1410', 'EUR/USD at 10am EDT on Oct 14, 2031?', 'Financials', z(D, '14:00'), [['T1.1499', '1.1500 or above', 'eur115'], ['T1.1599', '1.1600 or above', 'eur116']]),
    U('eurusd-10am-oct-14-2031', 'Euro above $1.15 at 10 AM ET Oct 14?', 'Finance', z(D, '14:00'), [['eurusd-above-1-15-10am-oct-14-2031', '1.15', 'eur115']]),
  ] });
}
{ // S&P 500 on Friday Oct 17 (alpha, beta) vs gamma on Oct 14: date negative.
  addCase('markets', { name: 'spx-close-oct17', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXINXU-31OCT17H1600', 'S&P 500 closing value on Oct 17, 2031?', 'Financials', z('2031-10-17', '20:00'), [['T8549.99', '8,550 or above', 'spx17-8550']], { sources: [SPDJI] }),
    B('S&P 500 above 8,550 on Friday (Oct 17)?', 'Finance', z('2031-10-17', '20:00'), [['spx-above-8550-friday-oct-17-2031', 'Yes', 'spx17-8550']]),
    G1('S&P 500 ≥ 8,550 at close, Tue 14 Oct 2031?', NYSE, 'spx14-8550'),
  ] }, ['date']);
}
{ // Nikkei 225 close on Oct 15 (beta only).
  addCase('markets', { name: 'nikkei-oct15', events: [B1('Nikkei 225 closes above 50,000 on October 15?', 'Finance', z('2031-10-15', '06:00'), 'nk50k')] });
}

// ───────────────────────────── WEATHER (highs on Oct 14) ─────────────────────────────
{ // NYC high: alpha Central Park (NWS CLI) vs beta LaGuardia (Weather Underground): one event, not fungible.
  addCase('weather', { name: 'nyc-high-oct14', fungible: nf('alpha|beta'), events: [
    A('KXHIGHNY-31OCT14', 'Highest temperature in NYC on Oct 14, 2031?', 'Climate and Weather', z('2031-10-15', '05:00'), [['B62.5', '62° to 63°', 'ny62-63'], ['B64.5', '64° to 65°', 'ny64-65'], ['T65', '66° or above', 'ny66up']], { sources: [NWS('OKX')] }),
    B('Highest temperature in NYC on October 14?', 'Weather', z('2031-10-15', '05:00'), w([['nyc-high-62-63f-oct-14-2031', '62-63°F', 'ny62-63'], ['nyc-high-64-65f-oct-14-2031', '64-65°F', 'ny64-65'], ['nyc-high-66f-or-higher-oct-14-2031', '66°F or higher', 'ny66up']], { src: WU('us/ny/new-york-city/KLGA') })),
  ] }, ['source']);
}
{ // Chicago high: alpha and gamma Midway, beta O'Hare (not fungible with either).
  addCase('weather', { name: 'chi-high-oct14', fungible: nf('alpha|beta', 'beta|gamma'), events: [
    A('KXHIGHCHI-31OCT14', 'Highest temperature in Chicago on Oct 14, 2031?', 'Climate and Weather', z('2031-10-15', '05:00'), [['B56.5', '56° to 57°', 'chi56-57'], ['B58.5', '58° to 59°', 'chi58-59'], ['T59', '60° or above', 'chi60up']], { sources: [NWS('LOT')] }),
    B('Chicago high temperature on Oct 14?', 'Weather', z('2031-10-15', '05:00'), w([['chicago-high-56-57-oct-14', '56-57°F', 'chi56-57'], ['chicago-high-58-59-oct-14', '58-59°F', 'chi58-59'], ['chicago-high-60-plus-oct-14', '60°F+', 'chi60up']], { src: WU('us/il/chicago/KORD') })),
    G('Chicago Midway max temp, Tue 14 Oct', z('2031-10-15', '05:00'), [['≤57°F', 'chi57down'], ['58–59°F', 'chi58-59'], ['≥60°F', 'chi60up']], { rules: 'NWS Daily Climate Report for Chicago Midway (KMDW).' }),
  ] }, ['source']);
}
{ // Miami high (alpha, beta_us; both MIA climate report).
  addCase('weather', { name: 'mia-high-oct14', events: [
    A('KXHIGHMIA-31OCT14', 'Highest temperature in Miami on Oct 14, 2031?', 'Climate and Weather', z('2031-10-15', '05:00'), [['B86.5', '86° to 87°', 'mia86-87'], ['T87', '88° or above', 'mia88up']], { sources: [NWS('MFL')] }),
    U('miami-high-temp-oct-14-2031', 'Miami high temperature, Oct 14', 'Weather', z('2031-10-15', '05:00'), w([['miami-high-86-87-oct-14-2031', '86–87°F', 'mia86-87'], ['miami-high-88-up-oct-14-2031', '88°F or above', 'mia88up']], { src: 'NWS Miami International Airport climate report' })),
  ] });
}
{ // Austin high on Oct 14 (alpha) vs gamma's Oct 15: date negative.
  addCase('weather', { name: 'aus-high-oct14', groups: [['alpha'], ['gamma']], events: [
    A('KXHIGHAUS-31OCT14', 'Highest temperature in Austin on Oct 14, 2031?', 'Climate and Weather', z('2031-10-15', '06:00'), [['T84', '85° or above', 'aus14-85']], { sources: [NWS('EWX')] }),
    G1('Austin (Camp Mabry) high ≥ 85°F on Wed 15 Oct 2031?', z('2031-10-16', '06:00'), 'aus15-85'),
  ] }, ['date']);
}
{ // Los Angeles high (beta only).
  addCase('weather', { name: 'lax-high-oct14', events: [B('Highest temperature in LA on October 14?', 'Weather', z('2031-10-15', '08:00'), w([['la-high-74-75-oct-14', '74-75°F', 'la74'], ['la-high-76-77-oct-14', '76-77°F', 'la76'], ['la-high-78-plus-oct-14', '78°F or higher', 'la78']], { src: WU('us/ca/los-angeles/KLAX') }))] });
}
{ // Denver high (alpha, beta; both DEN) vs gamma's Denver LOW: measure negative.
  addCase('weather', { name: 'den-high-oct14', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHIGHDEN-31OCT14', 'Highest temperature in Denver on Oct 14, 2031?', 'Climate and Weather', z('2031-10-15', '07:00'), [['T69', '70° or above', 'den70'], ['B67.5', '67° to 68°', 'den67-68']], { sources: [NWS('BOU')] }),
    B('Denver daily high Oct 14', 'Weather', z('2031-10-15', '07:00'), w([['denver-high-70f-plus-oct-14-2031', '70°F or higher', 'den70'], ['denver-high-67-68f-oct-14-2031', '67-68°F', 'den67-68']], { src: 'NWS Denver International Airport (KDEN) climate report' })),
    G1('Denver overnight low below 40°F on 14 Oct 2031?', z('2031-10-15', '07:00'), 'denlow40'),
  ] }, ['measure']);
}
{ // London high (beta Heathrow, gamma London City): one event, not fungible.
  addCase('weather', { name: 'lon-high-oct14', fungible: nf('beta|gamma'), events: [
    B('Highest temperature in London on October 14?', 'Weather', z(D, '23:00'), w([['london-high-16c-oct-14', '16°C', 'lon16'], ['london-high-17c-oct-14', '17°C', 'lon17'], ['london-high-18c-plus-oct-14', '18°C or higher', 'lon18up']], { src: WU('gb/london/EGLL') })),
    G('London max temperature, 14 Oct 2031 (°C, whole degrees)', z(D, '23:00'), [['16°C', 'lon16'], ['17°C', 'lon17'], ['18°C+', 'lon18up']], { rules: 'Met Office observation at London City Airport (EGLC), rounded to whole degrees.' }),
  ] }, ['source']);
}
{ // Rain in Philadelphia on Oct 14 (alpha, beta_us).
  addCase('weather', { name: 'phl-rain-oct14', events: [
    A1('KXRAINPHIL-31OCT14', 'Will it rain in Philadelphia on Oct 14, 2031?', 'Climate and Weather', z('2031-10-15', '05:00'), 'T0', 'Rain (0.01 in or more)', 'phlrain', { rules: 'Yes if the NWS climate report for PHL shows at least 0.01 in of precipitation on Oct 14.' }),
    U1('philadelphia-rain-oct-14-2031', 'Rain in Philly on Tuesday Oct 14?', 'Weather', z('2031-10-15', '05:00'), 'phlrain', { rules: 'Measurable precipitation (≥0.01") at PHL per NWS.' }),
  ] });
}
{ // Named storm US landfall by Oct 31 (alpha, beta) vs gamma by end of season Nov 30: deadline negative.
  addCase('weather', { name: 'landfall-oct-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXLANDFALL-31OCT31', 'Named storm landfall in the US by Oct 31, 2031?', 'Climate and Weather', z('2031-10-31'), 'YES', 'Landfall', 'landfall-oct31'),
    B1('Another named storm makes US landfall by October 31?', 'Weather', z('2031-10-31'), 'landfall-oct31', { mx: { src: 'https://www.nhc.noaa.gov/' } }),
    G1('Another US named-storm landfall before the 2031 Atlantic season ends (Nov 30)?', z('2031-11-30'), 'landfall-nov30'),
  ] }, ['deadline']);
}
{ // Seattle October 2031 rainfall above 4 inches (alpha only).
  addCase('weather', { name: 'sea-rain-oct2031', events: [A1('KXRAINSEAM-31OCT', 'Seattle rain in October 2031?', 'Climate and Weather', z('2031-11-01', '08:00'), 'T4', 'Above 4 inches', 'searain4')] });
}
{ // Phoenix high on Oct 14 (alpha buckets, gamma 95°F yes/no): one event; alpha's 90° row has no counterpart.
  addCase('weather', { name: 'phx-high-oct14', events: [
    A('KXHIGHPHX-31OCT14', 'Highest temperature in Phoenix on Oct 14, 2031?', 'Climate and Weather', z('2031-10-15', '07:00'), [['T94', '95° or above', 'phx95'], ['T89', '90° or above', 'phx90']], { sources: [NWS('PSR')] }),
    G1('Phoenix Sky Harbor hits 95°F on Tuesday 14 Oct 2031?', z('2031-10-15', '07:00'), 'phx95'),
  ] });
}

// ───────────────────────────── MLB POSTSEASON ─────────────────────────────
{ // ALCS Game 3, Yankees at Mariners, Oct 14 (all four venues).
  const close = z('2031-10-15', '04:00');
  addCase('mlb', { name: 'alcs-g3-nyy-sea', events: [
    A('KXMLBGAME-31OCT14NYYSEA', 'New York Y vs Seattle (Oct 14)', 'Sports', close, [['NYY', 'New York Y', 'alcs3-nyy'], ['SEA', 'Seattle', 'alcs3-sea']], { sources: [MLB] }),
    B('Yankees vs. Mariners', 'Sports', close, [gm('mlb-nyy-sea-2031-10-14', 'Yankees', 'Mariners', 'alcs3-nyy')]),
    U('mlb-nyy-sea-2031-10-14', 'ALCS Game 3: Yankees at Mariners', 'Sports', close, [gm('aec-mlb-nyy-sea-2031-10-14', 'Mariners', 'Yankees', 'alcs3-sea')]),
    G('ALCS G3 — NY Yankees @ Seattle Mariners (14 Oct)', close, [['Seattle Mariners', 'alcs3-sea'], ['New York Yankees', 'alcs3-nyy']]),
  ] });
}
{ // ALCS Game 4 on Oct 15 (alpha, gamma) vs beta's Game 5 on Oct 16: same teams, different dates.
  addCase('mlb', { name: 'alcs-g4-nyy-sea', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXMLBGAME-31OCT15NYYSEA', 'New York Y vs Seattle (Oct 15)', 'Sports', z('2031-10-16', '04:00'), [['NYY', 'New York Y', 'alcs4-nyy'], ['SEA', 'Seattle', 'alcs4-sea']], { sources: [MLB] }),
    G('Yankees vs Mariners — ALCS Game 4, Wed 15 Oct', z('2031-10-16', '04:00'), [['Yankees', 'alcs4-nyy'], ['Mariners', 'alcs4-sea']]),
    B('Yankees vs. Mariners (Oct 16)', 'Sports', z('2031-10-17', '04:00'), [gm('mlb-nyy-sea-2031-10-16', 'Yankees', 'Mariners', 'alcs5-nyy')]),
  ] }, ['date']);
}
{ // NLCS Game 2, Phillies at Dodgers, Oct 14 (alpha, beta, gamma).
  const close = z('2031-10-15', '05:00');
  addCase('mlb', { name: 'nlcs-g2-phi-lad', events: [
    A('KXMLBGAME-31OCT14PHILAD', 'Philadelphia vs Los Angeles D (Oct 14)', 'Sports', close, [['PHI', 'Philadelphia', 'nlcs2-phi'], ['LAD', 'Los Angeles D', 'nlcs2-lad']], { sources: [MLB] }),
    B('Phillies vs. Dodgers', 'Sports', close, [gm('mlb-phi-lad-2031-10-14', 'Phillies', 'Dodgers', 'nlcs2-phi')]),
    G('NLCS Game 2: Phillies at Dodgers', close, [['Dodgers win', 'nlcs2-lad'], ['Phillies win', 'nlcs2-phi']]),
  ] });
}
{ // NLCS Game 2 total runs over 8.5 (alpha, beta_us) and gamma's under 8.5 (inverted).
  const close = z('2031-10-15', '05:00');
  addCase('mlb', { name: 'nlcs-g2-total', events: [
    A1('KXMLBTOTAL-31OCT14PHILAD', 'Phillies vs Dodgers total runs (Oct 14)', 'Sports', close, 'O8.5', 'Over 8.5 runs', 'nlcs2-o85'),
    U1('mlb-phi-lad-2031-10-14-total-8pt5', 'PHI @ LAD O/U 8.5 runs', 'Sports', close, 'nlcs2-o85', { outcomes: yn('Over', 'Under') }),
    G1('Phillies–Dodgers Game 2: under 8.5 total runs?', close, 'nlcs2-u85'),
  ] }, ['inverted']);
}
{ // ALCS series winner (alpha, beta, gamma).
  const close = z('2031-10-22', '04:00');
  addCase('mlb', { name: 'alcs-winner-2031', events: [
    A('KXMLBALCS-31', 'AL Championship Series winner 2031', 'Sports', close, [['NYY', 'New York Yankees', 'alcs-nyy'], ['SEA', 'Seattle Mariners', 'alcs-sea']]),
    B('ALCS Winner', 'Sports', close, [['alcs-winner-2031-yankees', 'Yankees', 'alcs-nyy'], ['alcs-winner-2031-mariners', 'Mariners', 'alcs-sea']]),
    G('Who wins the 2031 American League pennant?', close, [['New York Yankees', 'alcs-nyy'], ['Seattle Mariners', 'alcs-sea']]),
  ] });
}
{ // World Series 2031 champion (all four venues).
  const close = z('2031-11-05', '05:00');
  addCase('mlb', { name: 'ws-2031', events: [
    A('KXMLB-31', '2031 World Series Champion', 'Sports', close, [['NYY', 'New York Yankees', 'ws-nyy'], ['SEA', 'Seattle Mariners', 'ws-sea'], ['LAD', 'Los Angeles Dodgers', 'ws-lad'], ['PHI', 'Philadelphia Phillies', 'ws-phi']]),
    B('World Series Champion 2031', 'Sports', close, [['world-series-2031-dodgers', 'Dodgers', 'ws-lad'], ['world-series-2031-yankees', 'Yankees', 'ws-nyy'], ['world-series-2031-phillies', 'Phillies', 'ws-phi'], ['world-series-2031-mariners', 'Mariners', 'ws-sea']]),
    U('mlb-world-series-2031', '2031 World Series Winner', 'Sports', close, [['ws-2031-lad', 'Los Angeles Dodgers', 'ws-lad'], ['ws-2031-nyy', 'New York Yankees', 'ws-nyy']]),
    G('2031 World Series winner', close, [['LA Dodgers', 'ws-lad'], ['NY Yankees', 'ws-nyy'], ['Phillies', 'ws-phi'], ['Mariners', 'ws-sea']]),
  ] });
}
{ // NLCS MVP (beta only).
  addCase('mlb', { name: 'nlcs-mvp-2031', events: [B('NLCS MVP 2031', 'Sports', z('2031-10-23', '04:00'), [['nlcs-mvp-2031-ohtani', 'Shohei Ohtani', 'nlmvp-ohtani'], ['nlcs-mvp-2031-harper', 'Bryce Harper', 'nlmvp-harper'], ['nlcs-mvp-2031-betts', 'Mookie Betts', 'nlmvp-betts']])] });
}
{ // ALCS goes to seven games (alpha, beta) vs gamma's World Series going seven: round negative.
  addCase('mlb', { name: 'alcs-seven-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXMLBALCSGAMES-31', 'Will the 2031 ALCS go to Game 7?', 'Sports', z('2031-10-22', '04:00'), 'G7', 'Game 7 played', 'alcs-g7'),
    B1('Will the ALCS go 7 games?', 'Sports', z('2031-10-22', '04:00'), 'alcs-g7'),
    G1('2031 World Series goes the distance (Game 7)?', z('2031-11-05', '05:00'), 'ws-g7'),
  ] }, ['round']);
}

// ───────────────────────────── NFL WEEK 7 ─────────────────────────────
{ // TNF Oct 16: Steelers at Bengals (all four venues).
  const close = z('2031-10-17', '04:00');
  addCase('nfl', { name: 'nfl-pit-cin-oct16', events: [
    A('KXNFLGAME-31OCT16PITCIN', 'Pittsburgh at Cincinnati', 'Sports', close, [['PIT', 'Pittsburgh', 'pitcin-pit'], ['CIN', 'Cincinnati', 'pitcin-cin']], { sources: [NFL] }),
    B('Steelers vs. Bengals', 'Sports', close, [gm('nfl-pit-cin-2031-10-16', 'Steelers', 'Bengals', 'pitcin-pit')]),
    U('nfl-pit-cin-2031-10-16', 'Steelers at Bengals (TNF)', 'Sports', close, [gm('aec-nfl-pit-cin-2031-10-16', 'Steelers', 'Bengals', 'pitcin-pit')]),
    G('NFL Wk 7 TNF: PIT @ CIN', close, [['Bengals', 'pitcin-cin'], ['Steelers', 'pitcin-pit']]),
  ] });
}
{ // TNF total points over 44.5 (alpha, beta); beta_us over 47.5: threshold negative on the same game (one event, own outcome).
  const close = z('2031-10-17', '04:00');
  addCase('nfl', { name: 'nfl-pit-cin-total', events: [
    A1('KXNFLTOTAL-31OCT16PITCIN', 'Pittsburgh at Cincinnati: total points', 'Sports', close, 'O44.5', 'Over 44.5 points', 'pitcin-o445'),
    B('Steelers vs. Bengals: O/U 44.5', 'Sports', close, [['nfl-pit-cin-2031-10-16-total-44pt5', 'Yes', 'pitcin-o445', { outcomes: yn('Over', 'Under') }]]),
    U1('nfl-pit-cin-2031-10-16-total-47pt5', 'Steelers vs Bengals O/U 47.5', 'Sports', close, 'pitcin-o475', { outcomes: yn('Over', 'Under') }),
  ] }, ['threshold']);
}
{ // Eagles at Cowboys Oct 19 (alpha, beta) vs gamma's rematch on Dec 14: same teams, different dates.
  addCase('nfl', { name: 'nfl-phi-dal-oct19', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLGAME-31OCT19PHIDAL', 'Philadelphia at Dallas', 'Sports', z('2031-10-20', '04:00'), [['PHI', 'Philadelphia', 'phidal-phi'], ['DAL', 'Dallas', 'phidal-dal']], { sources: [NFL] }),
    B('Eagles vs. Cowboys', 'Sports', z('2031-10-20', '04:00'), [gm('nfl-phi-dal-2031-10-19', 'Eagles', 'Cowboys', 'phidal-phi')]),
    G('Cowboys vs Eagles — Sun 14 Dec 2031', z('2031-12-15', '04:00'), [['Dallas Cowboys', 'dalphi-dec-dal'], ['Philadelphia Eagles', 'dalphi-dec-phi']]),
  ] }, ['date']);
}
{ // MNF Oct 20: Rams at 49ers (alpha, beta_us, gamma).
  const close = z('2031-10-21', '04:00');
  addCase('nfl', { name: 'nfl-lar-sf-oct20', events: [
    A('KXNFLGAME-31OCT20LARSF', 'Los Angeles R at San Francisco', 'Sports', close, [['LAR', 'Los Angeles R', 'larsf-lar'], ['SF', 'San Francisco', 'larsf-sf']], { sources: [NFL] }),
    U('nfl-lar-sf-2031-10-20', 'Rams vs 49ers (MNF)', 'Sports', close, [gm('aec-nfl-lar-sf-2031-10-20', '49ers', 'Rams', 'larsf-sf')]),
    G1('Will the 49ers beat the Rams on Monday Night Football (Oct 20)?', close, 'larsf-sf'),
  ] });
}
{ // MNF spread: alpha 49ers by more than 3.5 vs beta 49ers -2.5: different thresholds, one game (own outcomes).
  const close = z('2031-10-21', '04:00');
  addCase('nfl', { name: 'nfl-lar-sf-spread', events: [
    A1('KXNFLSPREAD-31OCT20LARSF', 'Los Angeles R at San Francisco: spread', 'Sports', close, 'SF4', 'San Francisco wins by over 3.5 points', 'larsf-sf-35'),
    B('Spread: 49ers (-2.5)', 'Sports', close, [['nfl-lar-sf-2031-10-20-spread-home-2pt5', 'Yes', 'larsf-sf-25', { outcomes: yn('49ers', 'Rams') }]]),
  ] }, ['threshold']);
}
{ // Packers at Lions Oct 19 (beta, gamma).
  const close = z('2031-10-19', '21:00');
  addCase('nfl', { name: 'nfl-gb-det-oct19', events: [
    B('Packers vs. Lions', 'Sports', close, [gm('nfl-gb-det-2031-10-19', 'Packers', 'Lions', 'gbdet-gb')]),
    G('GB @ DET, NFL Week 7', close, [['Green Bay', 'gbdet-gb'], ['Detroit', 'gbdet-det']]),
  ] });
}
{ // Ravens at Browns Oct 19 (alpha only).
  addCase('nfl', { name: 'nfl-bal-cle-oct19', events: [A('KXNFLGAME-31OCT19BALCLE', 'Baltimore at Cleveland', 'Sports', z('2031-10-19', '21:00'), [['BAL', 'Baltimore', 'balcle-bal'], ['CLE', 'Cleveland', 'balcle-cle']])] });
}
{ // Jets at Patriots Oct 19 (beta, beta_us).
  const close = z('2031-10-19', '21:00');
  addCase('nfl', { name: 'nfl-nyj-ne-oct19', events: [
    B('Jets vs. Patriots', 'Sports', close, [gm('nfl-nyj-ne-2031-10-19', 'Jets', 'Patriots', 'nyjne-nyj')]),
    U('nfl-nyj-ne-2031-10-19', 'New York Jets at New England Patriots', 'Sports', close, [gm('aec-nfl-nyj-ne-2031-10-19', 'Jets', 'Patriots', 'nyjne-nyj')]),
  ] });
}
{ // Super Bowl LXVI champion (alpha, beta, gamma) vs beta_us AFC champion: round negative.
  const close = z('2032-02-09', '03:00');
  addCase('nfl', { name: 'sb-lxvi', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSB-32', 'Pro Football Champion 2032', 'Sports', close, [['KC', 'Kansas City', 'sb-kc'], ['BUF', 'Buffalo', 'sb-buf'], ['PHI', 'Philadelphia', 'sb-phi'], ['DET', 'Detroit', 'sb-det']]),
    B('Super Bowl Champion 2032', 'Sports', close, [['super-bowl-2032-chiefs', 'Chiefs', 'sb-kc'], ['super-bowl-2032-eagles', 'Eagles', 'sb-phi'], ['super-bowl-2032-lions', 'Lions', 'sb-det'], ['super-bowl-2032-bills', 'Bills', 'sb-buf']]),
    G('Super Bowl LXVI winner', close, [['Kansas City Chiefs', 'sb-kc'], ['Buffalo Bills', 'sb-buf'], ['Detroit Lions', 'sb-det']]),
    U('afc-champion-2031-season', 'AFC Champion (2031 season)', 'Sports', z('2032-01-26', '03:00'), [['afc-champ-2032-kc', 'Kansas City Chiefs', 'afc-kc'], ['afc-champ-2032-buf', 'Buffalo Bills', 'afc-buf']]),
  ] }, ['round']);
}
{ // NFL MVP 2031 season (beta, beta_us).
  const close = z('2032-02-06', '03:00');
  addCase('nfl', { name: 'nfl-mvp-2031', events: [
    B('NFL MVP 2031-32', 'Sports', close, [['nfl-mvp-2031-josh-allen', 'Josh Allen', 'mvp-allen'], ['nfl-mvp-2031-lamar-jackson', 'Lamar Jackson', 'mvp-jackson'], ['nfl-mvp-2031-cj-stroud', 'C.J. Stroud', 'mvp-stroud']]),
    U('nfl-mvp-2031', 'NFL Most Valuable Player — 2031 season', 'Sports', close, [['nfl-mvp-2031-allen', 'Allen', 'mvp-allen'], ['nfl-mvp-2031-jackson', 'L. Jackson', 'mvp-jackson'], ['nfl-mvp-2031-williams', 'Caleb Williams', 'mvp-williams']]),
  ] });
}

// ───────────────────────────── NHL / NBA ─────────────────────────────
{ // Leafs at Canadiens Oct 14, winner incl. OT/SO (alpha, beta, gamma) vs beta_us regulation three-way: observation negative.
  const close = z('2031-10-15', '03:30');
  addCase('nhl_nba', { name: 'nhl-tor-mtl-oct14', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNHLGAME-31OCT14TORMTL', 'Toronto vs Montreal (Oct 14)', 'Sports', close, [['TOR', 'Toronto', 'tormtl-tor'], ['MTL', 'Montreal', 'tormtl-mtl']], { rules: 'Includes overtime and shootout.' }),
    B('Maple Leafs vs. Canadiens', 'Sports', close, [gm('nhl-tor-mtl-2031-10-14', 'Maple Leafs', 'Canadiens', 'tormtl-tor')]),
    G('Leafs @ Habs — 14 Oct', close, [['Maple Leafs', 'tormtl-tor'], ['Canadiens', 'tormtl-mtl']]),
    U('nhl-tor-mtl-2031-10-14-reg', 'Maple Leafs vs Canadiens: 60-minute result', 'Sports', close, [['nhl-tor-mtl-2031-10-14-reg-tor', 'Toronto (regulation)', 'tormtl-reg-tor'], ['nhl-tor-mtl-2031-10-14-reg-tie', 'Tie after regulation', 'tormtl-reg-tie'], ['nhl-tor-mtl-2031-10-14-reg-mtl', 'Montreal (regulation)', 'tormtl-reg-mtl']]),
  ] }, ['observation']);
}
{ // Rangers at Bruins Oct 14 (alpha, beta_us).
  const close = z('2031-10-15', '03:00');
  addCase('nhl_nba', { name: 'nhl-nyr-bos-oct14', events: [
    A('KXNHLGAME-31OCT14NYRBOS', 'New York R vs Boston (Oct 14)', 'Sports', close, [['NYR', 'New York R', 'nyrbos-nyr'], ['BOS', 'Boston', 'nyrbos-bos']]),
    U('nhl-nyr-bos-2031-10-14', 'Rangers at Bruins', 'Sports', close, [gm('aec-nhl-nyr-bos-2031-10-14', 'Bruins', 'Rangers', 'nyrbos-bos')]),
  ] });
}
{ // Oilers at Flames Oct 14 (gamma only).
  addCase('nhl_nba', { name: 'nhl-edm-cgy-oct14', events: [G('Battle of Alberta: Oilers @ Flames, 14 Oct 2031', z('2031-10-15', '05:00'), [['Edmonton Oilers', 'edmcgy-edm'], ['Calgary Flames', 'edmcgy-cgy']])] });
}
{ // NBA opening night Oct 21: Knicks at Celtics (alpha, beta, beta_us).
  const close = z('2031-10-22', '03:00');
  addCase('nhl_nba', { name: 'nba-nyk-bos-oct21', events: [
    A('KXNBAGAME-31OCT21NYKBOS', 'New York vs Boston (Oct 21)', 'Sports', close, [['NYK', 'New York', 'nykbos-nyk'], ['BOS', 'Boston', 'nykbos-bos']]),
    B('Knicks vs. Celtics', 'Sports', close, [gm('nba-nyk-bos-2031-10-21', 'Knicks', 'Celtics', 'nykbos-nyk')]),
    U('nba-nyk-bos-2031-10-21', 'NBA Opening Night: Knicks at Celtics', 'Sports', close, [gm('aec-nba-nyk-bos-2031-10-21', 'Celtics', 'Knicks', 'nykbos-bos')]),
  ] });
}
{ // NBA opener Oct 21: Warriors at Lakers (alpha, gamma) vs beta's Oct 28 rematch: date negative.
  addCase('nhl_nba', { name: 'nba-gsw-lal-oct21', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNBAGAME-31OCT21GSWLAL', 'Golden State vs Los Angeles L (Oct 21)', 'Sports', z('2031-10-22', '05:30'), [['GSW', 'Golden State', 'gswlal-gsw'], ['LAL', 'Los Angeles L', 'gswlal-lal']]),
    G('Warriors @ Lakers (NBA opener, Oct 21)', z('2031-10-22', '05:30'), [['Lakers', 'gswlal-lal'], ['Warriors', 'gswlal-gsw']]),
    B('Lakers vs. Warriors (Oct 28)', 'Sports', z('2031-10-29', '05:30'), [gm('nba-lal-gsw-2031-10-28', 'Lakers', 'Warriors', 'lalgsw28-lal')]),
  ] }, ['date']);
}
{ // NBA champion 2032 (all four venues).
  const close = z('2032-06-20', '04:00');
  addCase('nhl_nba', { name: 'nba-champ-2032', events: [
    A('KXNBA-32', '2032 Pro Basketball Champion', 'Sports', close, [['OKC', 'Oklahoma City', 'nba-okc'], ['BOS', 'Boston', 'nba-bos'], ['SAS', 'San Antonio', 'nba-sas'], ['DEN', 'Denver', 'nba-den']]),
    B('NBA Champion 2032', 'Sports', close, [['nba-2032-thunder', 'Thunder', 'nba-okc'], ['nba-2032-spurs', 'Spurs', 'nba-sas'], ['nba-2032-celtics', 'Celtics', 'nba-bos'], ['nba-2032-knicks', 'Knicks', 'nba-nyk'], ['nba-2032-nuggets', 'Nuggets', 'nba-den']]),
    U('nba-champion-2031-32', '2031-32 NBA Finals winner', 'Sports', close, [['nba-champ-2032-okc', 'Oklahoma City Thunder', 'nba-okc'], ['nba-champ-2032-sas', 'San Antonio Spurs', 'nba-sas']]),
    G('NBA Championship 2031–32', close, [['OKC Thunder', 'nba-okc'], ['SA Spurs', 'nba-sas'], ['Boston Celtics', 'nba-bos']]),
  ] });
}
{ // Stanley Cup 2032 (alpha, beta, gamma).
  const close = z('2032-06-25', '04:00');
  addCase('nhl_nba', { name: 'stanley-cup-2032', events: [
    A('KXNHL-32', '2032 Stanley Cup Champion', 'Sports', close, [['FLA', 'Florida', 'cup-fla'], ['EDM', 'Edmonton', 'cup-edm'], ['COL', 'Colorado', 'cup-col']]),
    B('Stanley Cup Champion 2032', 'Sports', close, [['nhl-2032-panthers', 'Florida Panthers', 'cup-fla'], ['nhl-2032-oilers', 'Edmonton Oilers', 'cup-edm'], ['nhl-2032-avalanche', 'Colorado Avalanche', 'cup-col'], ['nhl-2032-leafs', 'Toronto Maple Leafs', 'cup-tor']]),
    G('Who will lift the Stanley Cup in 2032?', close, [['Panthers', 'cup-fla'], ['Oilers', 'cup-edm'], ['Maple Leafs', 'cup-tor']]),
  ] });
}
{ // NBA MVP 2031-32 (beta, gamma).
  const close = z('2032-05-20', '04:00');
  addCase('nhl_nba', { name: 'nba-mvp-2032', events: [
    B('NBA MVP 2031-32', 'Sports', close, [['nba-mvp-2032-wembanyama', 'Victor Wembanyama', 'nbamvp-wemby'], ['nba-mvp-2032-sga', 'Shai Gilgeous-Alexander', 'nbamvp-sga'], ['nba-mvp-2032-doncic', 'Luka Dončić', 'nbamvp-luka']]),
    G('2031-32 NBA regular-season MVP', close, [['Wembanyama', 'nbamvp-wemby'], ['Gilgeous-Alexander', 'nbamvp-sga'], ['Doncic', 'nbamvp-luka'], ['Edwards', 'nbamvp-ant']]),
  ] });
}
{ // NBA Defensive Player of the Year (alpha only).
  addCase('nhl_nba', { name: 'nba-dpoy-2032', events: [A('KXNBADPOY-32', '2031-32 NBA Defensive Player of the Year', 'Sports', z('2032-05-01', '04:00'), [['WEM', 'Victor Wembanyama', 'dpoy-wemby'], ['HOL', 'Chet Holmgren', 'dpoy-chet']])] });
}

// ───────────────────────────── FOOTBALL (90 minutes plus stoppage time) ─────────────────────────────
{ // Euro 2032 qualifier, England v Poland, Oct 14 (alpha, beta, gamma).
  const close = z(D, '21:00');
  addCase('football', { name: 'eng-pol-oct14', events: [
    A('KXEUROQUALGAME-31OCT14ENGPOL', 'England vs Poland', 'Sports', close, [['ENG', 'England', 'engpol-eng'], ['TIE', 'Tie', 'engpol-draw'], ['POL', 'Poland', 'engpol-pol']], { sources: [UEFA] }),
    B('England vs. Poland', 'Sports', close, [['uefa-eng-pol-2031-10-14-eng', 'England', 'engpol-eng'], ['uefa-eng-pol-2031-10-14-draw', 'Draw (England vs. Poland)', 'engpol-draw'], ['uefa-eng-pol-2031-10-14-pol', 'Poland', 'engpol-pol']]),
    G('Euro 2032 qualifying: England – Poland (14 Oct, 90 min)', close, [['England', 'engpol-eng'], ['Draw', 'engpol-draw'], ['Poland', 'engpol-pol']]),
  ] });
}
{ // Germany v Netherlands, Oct 14 (alpha, beta_us).
  const close = z(D, '21:00');
  addCase('football', { name: 'ger-ned-oct14', events: [
    A('KXEUROQUALGAME-31OCT14GERNED', 'Germany vs Netherlands', 'Sports', close, [['GER', 'Germany', 'gerned-ger'], ['TIE', 'Tie', 'gerned-draw'], ['NED', 'Netherlands', 'gerned-ned']]),
    U('uefa-ger-ned-2031-10-14', 'Germany vs. Netherlands', 'Sports', close, [['uefa-ger-ned-2031-10-14-ger', 'Germany', 'gerned-ger'], ['uefa-ger-ned-2031-10-14-draw', 'Draw', 'gerned-draw'], ['uefa-ger-ned-2031-10-14-ned', 'Holland', 'gerned-ned']]),
  ] });
}
{ // Spain v Norway, Oct 14 (beta: Norway only; gamma three-way).
  const close = z(D, '21:00');
  addCase('football', { name: 'esp-nor-oct14', events: [
    B('Will Norway beat Spain on October 14?', 'Sports', close, [['uefa-esp-nor-2031-10-14-nor', 'Yes', 'espnor-nor']]),
    G('Spain v Norway — result after 90 minutes', close, [['Spain win', 'espnor-esp'], ['Draw', 'espnor-draw'], ['Norway win', 'espnor-nor']]),
  ] });
}
{ // France v Belgium qualifier Oct 14 (alpha, beta) vs gamma's Nations League meeting on Nov 17: same teams, different dates.
  addCase('football', { name: 'fra-bel-oct14', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEUROQUALGAME-31OCT14FRABEL', 'France vs Belgium', 'Sports', z(D, '21:00'), [['FRA', 'France', 'frabel-fra'], ['TIE', 'Tie', 'frabel-draw'], ['BEL', 'Belgium', 'frabel-bel']]),
    B('France vs. Belgium', 'Sports', z(D, '21:00'), [['uefa-fra-bel-2031-10-14-fra', 'France', 'frabel-fra'], ['uefa-fra-bel-2031-10-14-draw', 'Draw (France vs. Belgium)', 'frabel-draw'], ['uefa-fra-bel-2031-10-14-bel', 'Belgium', 'frabel-bel']]),
    G('France vs Belgium, 17 Nov 2031', z('2031-11-17', '21:45'), [['France', 'frabel-nov-fra'], ['Draw', 'frabel-nov-draw'], ['Belgium', 'frabel-nov-bel']]),
  ] }, ['date']);
}
{ // Portugal v Scotland Oct 14 (beta only).
  addCase('football', { name: 'por-sco-oct14', events: [B('Portugal vs. Scotland', 'Sports', z(D, '21:00'), [['uefa-por-sco-2031-10-14-por', 'Portugal', 'porsco-por'], ['uefa-por-sco-2031-10-14-draw', 'Draw (Portugal vs. Scotland)', 'porsco-draw'], ['uefa-por-sco-2031-10-14-sco', 'Scotland', 'porsco-sco']])] });
}
{ // Champions League Oct 21: Real Madrid v Bayern (all four venues).
  const close = z('2031-10-21', '21:00');
  addCase('football', { name: 'ucl-rma-bay-oct21', events: [
    A('KXUCLGAME-31OCT21RMABAY', 'Real Madrid vs Bayern Munich', 'Sports', close, [['RMA', 'Real Madrid', 'rmabay-rma'], ['TIE', 'Tie', 'rmabay-draw'], ['BAY', 'Bayern Munich', 'rmabay-bay']], { sources: [UEFA] }),
    B('Real Madrid vs. Bayern München', 'Sports', close, [['ucl-rma-bay-2031-10-21-rma', 'Real Madrid', 'rmabay-rma'], ['ucl-rma-bay-2031-10-21-draw', 'Draw (Real Madrid vs. Bayern München)', 'rmabay-draw'], ['ucl-rma-bay-2031-10-21-bay', 'Bayern München', 'rmabay-bay']]),
    U('ucl-rma-bay-2031-10-21', 'UCL: Real Madrid vs Bayern', 'Sports', close, [['ucl-rma-bay-2031-10-21-real', 'Real Madrid', 'rmabay-rma'], ['ucl-rma-bay-2031-10-21-bayern', 'Bayern', 'rmabay-bay']]),
    G('Champions League MD3: Real Madrid v Bayern', close, [['Real Madrid', 'rmabay-rma'], ['Draw', 'rmabay-draw'], ['Bayern', 'rmabay-bay']]),
  ] });
}
{ // Arsenal v Inter Oct 22 result (alpha, gamma) vs beta's both-teams-to-score: measure negative.
  const close = z('2031-10-22', '21:00');
  addCase('football', { name: 'ucl-ars-int-oct22', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXUCLGAME-31OCT22ARSINT', 'Arsenal vs Inter', 'Sports', close, [['ARS', 'Arsenal', 'arsint-ars'], ['TIE', 'Tie', 'arsint-draw'], ['INT', 'Inter', 'arsint-int']]),
    G('Arsenal – Internazionale (UCL, 22 Oct)', close, [['Arsenal', 'arsint-ars'], ['Draw', 'arsint-draw'], ['Inter Milan', 'arsint-int']]),
    B1('Arsenal vs. Inter: Both teams to score?', 'Sports', close, 'arsint-btts'),
  ] }, ['measure']);
}
{ // Premier League Oct 18: Liverpool v Man City (alpha, beta, beta_us).
  const close = z('2031-10-18', '18:30');
  addCase('football', { name: 'epl-liv-mci-oct18', events: [
    A('KXEPLGAME-31OCT18LIVMCI', 'Liverpool vs Manchester City', 'Sports', close, [['LIV', 'Liverpool', 'livmci-liv'], ['TIE', 'Tie', 'livmci-draw'], ['MCI', 'Manchester City', 'livmci-mci']]),
    B('Liverpool vs. Man City', 'Sports', close, [['epl-liv-mci-2031-10-18-liv', 'Liverpool', 'livmci-liv'], ['epl-liv-mci-2031-10-18-draw', 'Draw (Liverpool vs. Man City)', 'livmci-draw'], ['epl-liv-mci-2031-10-18-mci', 'Man City', 'livmci-mci']]),
    U('epl-liv-mci-2031-10-18', 'Liverpool vs Manchester City', 'Sports', close, [['epl-liv-mci-2031-10-18-city', 'Man City', 'livmci-mci']]),
  ] });
}
{ // El Clásico Oct 25 (beta, gamma).
  const close = z('2031-10-25', '16:00');
  addCase('football', { name: 'laliga-fcb-rma-oct25', events: [
    B('Barcelona vs. Real Madrid', 'Sports', close, [['lal-bar-rma-2031-10-25-bar', 'Barcelona', 'clasico-fcb'], ['lal-bar-rma-2031-10-25-draw', 'Draw (Barcelona vs. Real Madrid)', 'clasico-draw'], ['lal-bar-rma-2031-10-25-rma', 'Real Madrid', 'clasico-rma']]),
    G('El Clásico (25 Oct): FC Barcelona vs Real Madrid', close, [['Barça', 'clasico-fcb'], ['Draw', 'clasico-draw'], ['Real Madrid', 'clasico-rma']]),
  ] });
}
{ // Champions League winner 2032 (alpha, beta, gamma).
  const close = z('2032-05-29', '21:00');
  addCase('football', { name: 'ucl-winner-2032', events: [
    A('KXUCL-32', 'UEFA Champions League winner 2031-32', 'Sports', close, [['RMA', 'Real Madrid', 'ucl-rma'], ['MCI', 'Manchester City', 'ucl-mci'], ['ARS', 'Arsenal', 'ucl-ars'], ['PSG', 'Paris Saint-Germain', 'ucl-psg']]),
    B('Champions League Winner 2032', 'Sports', close, [['ucl-2032-real-madrid', 'Real Madrid', 'ucl-rma'], ['ucl-2032-psg', 'PSG', 'ucl-psg'], ['ucl-2032-arsenal', 'Arsenal', 'ucl-ars'], ['ucl-2032-bayern', 'Bayern Munich', 'ucl-bay']]),
    G('UCL 2031/32 champion', close, [['Real Madrid', 'ucl-rma'], ['Paris SG', 'ucl-psg'], ['Man City', 'ucl-mci']]),
  ] });
}
{ // Premier League 2031-32 winner (alpha, beta, beta_us).
  const close = z('2032-05-23', '17:00');
  addCase('football', { name: 'epl-winner-2032', events: [
    A('KXEPL-32', 'English Premier League winner 2031-32', 'Sports', close, [['LIV', 'Liverpool', 'epl-liv'], ['ARS', 'Arsenal', 'epl-ars'], ['MCI', 'Manchester City', 'epl-mci']]),
    B('Premier League Winner 2031-32', 'Sports', close, [['epl-2032-arsenal', 'Arsenal', 'epl-ars'], ['epl-2032-liverpool', 'Liverpool', 'epl-liv'], ['epl-2032-man-city', 'Man City', 'epl-mci'], ['epl-2032-chelsea', 'Chelsea', 'epl-che']]),
    U('epl-winner-2031-32', 'Premier League champion 2031/32', 'Sports', close, [['epl-2031-32-arsenal', 'Arsenal', 'epl-ars'], ['epl-2031-32-liverpool', 'Liverpool', 'epl-liv']]),
  ] });
}
{ // Europa League Oct 23: Roma v Porto (alpha only).
  addCase('football', { name: 'uel-rom-por-oct23', events: [A('KXUELGAME-31OCT23ROMPOR', 'Roma vs Porto', 'Sports', z('2031-10-23', '21:00'), [['ROM', 'Roma', 'rompor-rom'], ['TIE', 'Tie', 'rompor-draw'], ['POR', 'Porto', 'rompor-por']])] });
}
{ // England qualify for Euro 2032 (beta, gamma) vs alpha's England win the group: round negative.
  addCase('football', { name: 'eng-qualify-euro2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will England qualify for Euro 2032?', 'Sports', z('2032-03-31', '23:00'), 'eng-qual', { rules: 'Yes if England qualifies for the final tournament by any route, play-offs included.' }),
    G1('England qualifies for UEFA Euro 2032 (any route, incl. play-offs)?', z('2032-03-31', '23:00'), 'eng-qual'),
    A1('KXEUROQUALGRP-31ENG', 'Will England win its Euro 2032 qualifying group?', 'Sports', z('2031-11-19', '23:00'), 'ENG', 'England tops group', 'eng-grp1'),
  ] }, ['round']);
}

// ───────────────────────────── TENNIS ─────────────────────────────
{ // Stockholm Open R16, Rune v Shelton, Oct 14 (alpha, beta).
  const close = z(D, '20:00');
  addCase('tennis', { name: 'atp-rune-shelton-oct14', events: [
    A('KXATPMATCH-31OCT14RUNSHE', 'Stockholm: Rune vs Shelton', 'Sports', close, [['RUN', 'Holger Rune', 'runshe-rune'], ['SHE', 'Ben Shelton', 'runshe-shelton']]),
    B('Stockholm Open: Holger Rune vs Ben Shelton', 'Sports', close, [gm('atp-rune-shelton-2031-10-14', 'Rune', 'Shelton', 'runshe-rune')]),
  ] });
}
{ // WTA Osaka, Andreeva v Fernandez, Oct 14 (beta_us, gamma).
  const close = z(D, '09:00');
  addCase('tennis', { name: 'wta-andreeva-fernandez-oct14', events: [
    U('wta-andreeva-fernandez-2031-10-14', 'Osaka: Andreeva vs Fernandez', 'Sports', close, [gm('wta-andreeva-fernandez-2031-10-14-m', 'Mirra Andreeva', 'Leylah Fernandez', 'andfer-and')]),
    G('WTA Osaka R2 — M. Andreeva v L. Fernandez', close, [['Andreeva', 'andfer-and'], ['Fernandez', 'andfer-fer']]),
  ] });
}
{ // ATP Finals 2031 winner (alpha, beta, gamma).
  const close = z('2031-11-16', '22:00');
  addCase('tennis', { name: 'atp-finals-2031', events: [
    A('KXATPFINALS-31', 'ATP Finals 2031 winner', 'Sports', close, [['SIN', 'Jannik Sinner', 'atpf-sinner'], ['ALC', 'Carlos Alcaraz', 'atpf-alcaraz'], ['FON', 'João Fonseca', 'atpf-fonseca']]),
    B('Nitto ATP Finals Winner 2031', 'Sports', close, [['atp-finals-2031-sinner', 'Sinner', 'atpf-sinner'], ['atp-finals-2031-alcaraz', 'Alcaraz', 'atpf-alcaraz'], ['atp-finals-2031-mensik', 'Menšík', 'atpf-mensik']]),
    G('Turin 2031: who wins the ATP Finals?', close, [['Carlos Alcaraz', 'atpf-alcaraz'], ['Jannik Sinner', 'atpf-sinner'], ['Joao Fonseca', 'atpf-fonseca']]),
  ] });
}
{ // Australian Open 2032 men's champion (beta, beta_us) vs gamma's women's champion: category negative.
  addCase('tennis', { name: 'ao-2032-men', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Australian Open 2032 Winner (Men)', 'Sports', z('2032-02-01', '12:00'), [['ao-2032-men-alcaraz', 'Carlos Alcaraz', 'aom-alcaraz'], ['ao-2032-men-sinner', 'Jannik Sinner', 'aom-sinner']]),
    U('australian-open-2032-mens-singles', "AO 2032 men's singles champion", 'Sports', z('2032-02-01', '12:00'), [['ao-2032-ms-sinner', 'Sinner', 'aom-sinner'], ['ao-2032-ms-alcaraz', 'Alcaraz', 'aom-alcaraz']]),
    G('Australian Open 2032 singles champion (women)', z('2032-01-31', '12:00'), [['Aryna Sabalenka', 'aow-sabalenka'], ['Coco Gauff', 'aow-gauff'], ['Mirra Andreeva', 'aow-andreeva']]),
  ] }, ['category']);
}
{ // Stockholm Open title (alpha only).
  addCase('tennis', { name: 'stockholm-title-2031', events: [A('KXATPSTOCKHOLM-31', 'Stockholm Open 2031 champion', 'Sports', z('2031-10-19', '17:00'), [['RUN', 'Holger Rune', 'sto-rune'], ['SHE', 'Ben Shelton', 'sto-shelton'], ['RUU', 'Casper Ruud', 'sto-ruud']])] });
}
{ // Alcaraz year-end No. 1 (beta, gamma) vs beta_us Sinner year-end No. 1: different outcomes of one event.
  addCase('tennis', { name: 'ye-no1-2031', events: [
    B1('Will Carlos Alcaraz finish 2031 as ATP world No. 1?', 'Sports', z('2031-11-17', '12:00'), 'yeno1-alcaraz'),
    G1('Alcaraz year-end #1 in the 2031 ATP rankings?', z('2031-11-17', '12:00'), 'yeno1-alcaraz'),
    U1('sinner-year-end-no-1-2031', 'Sinner to finish 2031 ranked No. 1?', 'Sports', z('2031-11-17', '12:00'), 'yeno1-sinner'),
  ] });
}

// ───────────────────────────── ECONOMICS (prints of the week) ─────────────────────────────
{ // US CPI YoY for September 2031 (Oct 15): "Above 2.6%" = "2.7% or higher" for a one-decimal print (alpha, beta, gamma).
  const close = z('2031-10-15', '12:30');
  addCase('economics', { name: 'cpi-yoy-sep2031', events: [
    A('KXCPIYOY-31SEP', 'CPI year-over-year in Sep 2031?', 'Economics', close, [['T2.6', 'Above 2.6%', 'cpi27'], ['T2.8', 'Above 2.8%', 'cpi29'], ['T3.0', 'Above 3.0%', 'cpi31']], { sources: [BLS] }),
    B('September Inflation US - Annual', 'Economics', close, w([['september-cpi-yoy-2pt7-or-higher', '2.7% or higher', 'cpi27'], ['september-cpi-yoy-2pt9-or-higher', '2.9% or higher', 'cpi29'], ['september-cpi-yoy-3pt0-or-higher', '3.0% or higher', 'cpi30']], { src: 'https://www.bls.gov/cpi/' })),
    G('US CPI inflation (YoY, NSA), September 2031', close, [['≥ 2.9%', 'cpi29'], ['≥ 3.1%', 'cpi31']]),
  ] }, ['threshold']);
}
{ // Core CPI MoM September (alpha, beta) vs gamma headline CPI MoM: measure negative.
  const close = z('2031-10-15', '12:30');
  addCase('economics', { name: 'core-cpi-mom-sep2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXCPICORE-31SEP', 'Core CPI month-over-month in Sep 2031?', 'Economics', close, [['T0.2', 'Above 0.2%', 'core-mom03'], ['T0.3', 'Above 0.3%', 'core-mom04']], { sources: [BLS] }),
    B('Core CPI MoM September?', 'Economics', close, [['core-cpi-mom-sep-2031-0pt3-plus', '0.3%+', 'core-mom03'], ['core-cpi-mom-sep-2031-0pt4-plus', '0.4%+', 'core-mom04']]),
    G1('Headline CPI rises 0.3% or more m/m in September 2031?', close, 'cpi-mom03'),
  ] }, ['measure']);
}
{ // Initial jobless claims, week ending Oct 11 (alpha, beta_us) vs gamma continuing claims: measure negative.
  const close = z('2031-10-16', '12:30');
  addCase('economics', { name: 'claims-oct16', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXJOBLESS-31OCT16', 'Initial jobless claims (week ending Oct 11, 2031)', 'Economics', close, [['T225000', 'Above 225,000', 'icl225'], ['T235000', 'Above 235,000', 'icl235']], { sources: ['US Department of Labor https://www.dol.gov/ui/data.pdf'] }),
    U('initial-claims-oct-16-2031', 'Jobless claims above 225K this week?', 'Economics', close, [['initial-claims-above-225k-oct-16-2031', '225K', 'icl225']]),
    G1('Continuing jobless claims above 1.95M (report of 16 Oct 2031)?', close, 'ccl195'),
  ] }, ['measure']);
}
{ // Retail sales MoM September (alpha, beta).
  const close = z('2031-10-16', '12:30');
  addCase('economics', { name: 'retail-sales-sep2031', events: [
    A('KXRETAIL-31SEP', 'Retail sales month-over-month in Sep 2031?', 'Economics', close, [['T0.0', 'Above 0.0%', 'rs-pos'], ['T0.5', 'Above 0.5%', 'rs06']], { sources: ['US Census Bureau https://www.census.gov/retail/'] }),
    B('US retail sales September: MoM growth', 'Economics', close, [['retail-sales-sep-2031-positive', 'Positive', 'rs-pos'], ['retail-sales-sep-2031-0pt6-plus', '0.6% or more', 'rs06']]),
  ] });
}
{ // PPI September (Oct 14; alpha only).
  addCase('economics', { name: 'ppi-sep2031', events: [A('KXPPI-31SEP', 'PPI final demand MoM in Sep 2031?', 'Economics', z(D, '12:30'), [['T0.1', 'Above 0.1%', 'ppi02'], ['T0.3', 'Above 0.3%', 'ppi04']])] });
}
{ // UK CPI September (Oct 15; beta, gamma).
  const close = z('2031-10-15', '06:00');
  addCase('economics', { name: 'uk-cpi-sep2031', events: [
    B('UK CPI inflation September 2031 (annual)', 'Economics', close, w([['uk-cpi-sep-2031-below-2pt5', 'Below 2.5%', 'ukcpi-lt25'], ['uk-cpi-sep-2031-2pt5-2pt9', '2.5–2.9%', 'ukcpi-25-29'], ['uk-cpi-sep-2031-3pt0-plus', '3.0% or above', 'ukcpi-30up']], { src: 'https://www.ons.gov.uk/economy/inflationandpriceindices' })),
    G('ONS CPI 12-month rate, Sep 2031', close, [['<2.5%', 'ukcpi-lt25'], ['2.5% to 2.9%', 'ukcpi-25-29'], ['3.0%+', 'ukcpi-30up']]),
  ] });
}
{ // China Q3 GDP YoY (Oct 20; alpha, gamma) vs beta QoQ: measure negative.
  const close = z('2031-10-20', '02:00');
  addCase('economics', { name: 'china-gdp-q3-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXCNGDP-31Q3', 'China GDP growth in Q3 2031 (YoY)?', 'Economics', close, [['T4.0', 'Above 4.0%', 'cngdp41'], ['T4.4', 'Above 4.4%', 'cngdp45']]),
    G('China real GDP, third quarter 2031, year on year (NBS)', close, [['4.1% or more', 'cngdp41'], ['4.5% or more', 'cngdp45']]),
    B1('China Q3 GDP quarter-on-quarter growth above 1.0%?', 'Economics', close, 'cngdp-qoq10'),
  ] }, ['measure']);
}
{ // US Q3 GDP advance estimate (Oct 30; alpha, beta) vs gamma second estimate: estimate negative.
  addCase('economics', { name: 'us-gdp-q3-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGDP-31OCT30', 'US GDP growth in Q3 2031 (advance estimate)?', 'Economics', z('2031-10-30', '12:30'), [['T1.5', 'Above 1.5%', 'gdp15'], ['T2.0', 'Above 2.0%', 'gdp20']], { sources: ['Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product'] }),
    B('US GDP growth in Q3 2031?', 'Economics', z('2031-10-30', '12:30'), w([['us-gdp-q3-2031-above-1pt5', '>1.5%', 'gdp15'], ['us-gdp-q3-2031-above-2pt0', '>2.0%', 'gdp20']], { rules: 'Resolves on the BEA advance estimate of annualized real GDP growth for Q3 2031.' })),
    G1('US Q3 2031 GDP above 2.0% in the second estimate (Nov 26)?', z('2031-11-26', '13:30'), 'gdp20-second'),
  ] }, ['estimate']);
}
{ // October payrolls (Nov 7; alpha, beta, beta_us) vs gamma unemployment rate: measure negative.
  const close = z('2031-11-07', '13:30');
  addCase('economics', { name: 'nfp-oct2031', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXPAYROLLS-31OCT', 'Jobs numbers in Oct 2031?', 'Economics', close, [['T50000', 'Above 50,000', 'nfp50'], ['T100000', 'Above 100,000', 'nfp100']], { sources: ['Bureau of Labor Statistics https://www.bls.gov/ces/'] }),
    B('October jobs report: nonfarm payrolls', 'Economics', close, [['oct-2031-payrolls-above-50k', 'More than 50k', 'nfp50'], ['oct-2031-payrolls-above-100k', 'More than 100k', 'nfp100'], ['oct-2031-payrolls-negative', 'Negative', 'nfp-neg']]),
    U('nonfarm-payrolls-oct-2031', 'NFP above 100K in October?', 'Economics', close, [['nfp-above-100k-oct-2031', '100K', 'nfp100']]),
    G1('US unemployment rate at 4.5% or higher in October 2031 report?', close, 'ur45'),
  ] }, ['measure']);
}
{ // Euro area flash HICP October (beta only).
  addCase('economics', { name: 'ez-hicp-oct2031', events: [B1('Eurozone flash inflation for October above 2.0%?', 'Economics', z('2031-10-31', '10:00'), 'ezhicp20', { mx: { src: 'https://ec.europa.eu/eurostat' } })] });
}
{ // US recession in 2032 (beta, gamma).
  addCase('economics', { name: 'us-recession-2032', events: [
    B1('US recession in 2032?', 'Economics', z('2033-01-31'), 'rec32', { mx: { rules: 'Yes if NBER declares a recession beginning in 2032, or two consecutive negative GDP quarters are reported for 2032.' } }),
    G1('Will the US enter a recession in 2032 (NBER or two negative quarters)?', z('2033-01-31'), 'rec32'),
  ] });
}
{ // AAA national gas price on Oct 20 (alpha, beta_us).
  const close = z('2031-10-20', '14:00');
  addCase('economics', { name: 'aaa-gas-oct20', events: [
    A('KXAAAGASW-31OCT20', 'US gas prices on Oct 20, 2031?', 'Economics', close, [['T3.29', 'Above $3.29', 'gas330'], ['T3.49', 'Above $3.49', 'gas350']], { sources: ['AAA https://gasprices.aaa.com/'] }),
    U('gas-price-oct-20-2031', 'Gas above $3.30 on Monday Oct 20 (AAA)?', 'Economics', close, [['aaa-gas-above-3-30-oct-20-2031', '$3.30', 'gas330']]),
  ] });
}
{ // Freddie Mac 30-year mortgage rate (gamma only).
  addCase('economics', { name: 'mortgage-oct16', events: [G1('Freddie Mac 30Y fixed rate below 6.00% on 16 Oct 2031?', z('2031-10-16', '16:00'), 'pmms600')] });
}

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────
{ // FOMC decision Oct 29 (all four venues).
  const close = z('2031-10-29', '18:00');
  addCase('central_banks', { name: 'fomc-oct2031', events: [
    A('KXFEDDECISION-31OCT', 'Fed decision in Oct 2031?', 'Economics', close, [['C25', 'Cut 25bps', 'fed-c25'], ['C26', 'Cut >25bps', 'fed-c50'], ['H0', 'Hold', 'fed-hold'], ['H25', 'Hike 25bps', 'fed-h25']], { sources: [FED] }),
    B('Fed decision in October?', 'Economics', close, [['fed-decreases-25-bps-after-october-2031', '25 bps decrease', 'fed-c25'], ['fed-decreases-50-bps-after-october-2031', '50+ bps decrease', 'fed-c50'], ['no-change-in-fed-rates-after-october-2031', 'No change', 'fed-hold'], ['fed-increases-25-bps-after-october-2031', '25+ bps increase', 'fed-h25']]),
    U('fed-decision-october-2031', 'FOMC October 2031 decision', 'Economics', close, [['fed-oct-2031-cut-25', 'Cut 25 bps', 'fed-c25'], ['fed-oct-2031-hold', 'Hold', 'fed-hold']]),
    G('FOMC 28–29 Oct 2031: rate decision', close, [['Cut 25bp', 'fed-c25'], ['No change', 'fed-hold'], ['Cut ≥50bp', 'fed-c50']]),
  ] });
}
{ // Fed upper bound after the October meeting (alpha, gamma).
  const close = z('2031-10-29', '18:00');
  addCase('central_banks', { name: 'fed-level-oct2031', events: [
    A('KXFED-31OCT', 'Fed funds rate after Oct 2031 meeting?', 'Economics', close, [['T3.25', 'Above 3.25%', 'ffr-gt325'], ['T3.00', 'Above 3.00%', 'ffr-gt300']], { sources: [FED] }),
    G('Fed funds target upper bound after the October 2031 FOMC', close, [['Above 3.25%', 'ffr-gt325'], ['Above 3.00%', 'ffr-gt300'], ['3.00% or lower', 'ffr-le300']]),
  ] });
}
{ // Fed cuts in 2031: alpha counts 25 bp steps, beta counts meetings: one event, not fungible.
  const close = z('2031-12-10', '19:00');
  addCase('central_banks', { name: 'fed-cuts-2031', fungible: nf('alpha|beta'), events: [
    A('KXRATECUTCOUNT-31', 'Number of Fed rate cuts in 2031?', 'Economics', close, [['T1', 'Above 1', 'cuts2up'], ['T2', 'Above 2', 'cuts3up']], { rules: 'Counts 25 bp reductions of the target range in 2031; a 50 bp cut counts as two.' }),
    B('How many Fed rate cuts in 2031?', 'Economics', close, [['fed-cuts-2031-2-or-more', '2 or more', 'cuts2up'], ['fed-cuts-2031-3-or-more', '3 or more', 'cuts3up']], { rules: 'Counts FOMC meetings in 2031 at which the target range was lowered.' }),
  ] }, ['source']);
}
{ // ECB Oct 23 (alpha, beta, gamma).
  const close = z('2031-10-23', '12:15');
  addCase('central_banks', { name: 'ecb-oct2031', events: [
    A('KXECB-31OCT23', 'ECB deposit rate decision on Oct 23, 2031?', 'Economics', close, [['CUT', 'Cut', 'ecb-cut'], ['HOLD', 'Hold', 'ecb-hold'], ['HIKE', 'Hike', 'ecb-hike']], { sources: ['European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html'] }),
    B('ECB decision in October?', 'Economics', close, [['ecb-cuts-rates-october-2031', 'Cut', 'ecb-cut'], ['ecb-no-change-october-2031', 'No change', 'ecb-hold']]),
    G1('ECB leaves the deposit facility rate unchanged on 23 Oct 2031?', close, 'ecb-hold'),
  ] });
}
{ // Bank of England Nov 6 (beta, gamma).
  const close = z('2031-11-06', '12:00');
  addCase('central_banks', { name: 'boe-nov2031', events: [
    B('Bank of England decision in November?', 'Economics', close, [['boe-cut-25-nov-2031', '25 bps cut', 'boe-cut'], ['boe-hold-nov-2031', 'No change', 'boe-hold']]),
    G('BoE MPC, 6 Nov 2031: Bank Rate', close, [['Cut', 'boe-cut'], ['Hold', 'boe-hold'], ['Hike', 'boe-hike']]),
  ] });
}
{ // BoJ Oct 30 hike (alpha, beta_us) vs gamma's December meeting: date negative.
  addCase('central_banks', { name: 'boj-oct2031', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A1('KXBOJ-31OCT30', 'Will the Bank of Japan raise rates on Oct 30, 2031?', 'Economics', z('2031-10-30', '04:00'), 'HIKE', 'Hike', 'boj-oct-hike'),
    U1('boj-hike-october-2031', 'BoJ rate hike in October?', 'Economics', z('2031-10-30', '04:00'), 'boj-oct-hike'),
    G1('Bank of Japan hikes at its December 2031 meeting?', z('2031-12-19', '04:00'), 'boj-dec-hike'),
  ] }, ['date']);
}
{ // Bank of Canada Oct 29 (alpha only).
  addCase('central_banks', { name: 'boc-oct2031', events: [A('KXBOC-31OCT29', 'Bank of Canada decision on Oct 29, 2031?', 'Economics', z('2031-10-29', '14:00'), [['CUT', 'Cut', 'boc-cut'], ['HOLD', 'Hold', 'boc-hold']])] });
}
{ // Emergency Fed cut in 2031 (beta only).
  addCase('central_banks', { name: 'fed-emergency-2031', events: [B1('Fed emergency rate cut in 2031?', 'Economics', z('2031-12-31'), 'fedemerg31')] });
}
{ // RBA Nov 4 (gamma only).
  addCase('central_banks', { name: 'rba-nov2031', events: [G1('RBA cuts the cash rate on Melbourne Cup day (4 Nov 2031)?', z('2031-11-04', '03:30'), 'rba-cut-nov')] });
}

// ───────────────────────────── POLITICS ─────────────────────────────
{ // Kentucky governor, Nov 4 2031, winning party (alpha, beta, gamma).
  const close = z('2031-11-05', '05:00');
  addCase('politics', { name: 'ky-gov-2031', events: [
    A('KXGOVKY-31', 'Kentucky Governor election 2031', 'Elections', close, [['D', 'Democratic party', 'ky-d'], ['R', 'Republican party', 'ky-r']]),
    B('Kentucky Governor Election Winner', 'Politics', close, [['kentucky-governor-2031-democrat', 'Democrat', 'ky-d'], ['kentucky-governor-2031-republican', 'Republican', 'ky-r']]),
    G1('Republicans flip the Kentucky governorship in Nov 2031?', close, 'ky-r'),
  ] });
}
{ // Mississippi governor (alpha, beta) vs gamma's lieutenant governor: office negative.
  const close = z('2031-11-05', '05:00');
  addCase('politics', { name: 'ms-gov-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGOVMS-31', 'Mississippi Governor election 2031', 'Elections', close, [['R', 'Republican party', 'ms-r'], ['D', 'Democratic party', 'ms-d']]),
    B('Mississippi Governor Election 2031', 'Politics', close, [['mississippi-governor-2031-republican', 'Republican', 'ms-r'], ['mississippi-governor-2031-democrat', 'Democrat', 'ms-d']]),
    G('Mississippi Lt. Governor 2031 — winning party', close, [['Republican', 'msltg-r'], ['Democratic', 'msltg-d']]),
  ] }, ['office']);
}
{ // 2032 Democratic presidential nominee (all four venues).
  const close = z('2032-08-20');
  addCase('politics', { name: 'dem-nominee-2032', events: [
    A('KXPRESNOMD-32', '2032 Democratic presidential nominee', 'Elections', close, [['GNEW', 'Gavin Newsom', 'dn-newsom'], ['JSHA', 'Josh Shapiro', 'dn-shapiro'], ['AOC', 'Alexandria Ocasio-Cortez', 'dn-aoc'], ['PBUT', 'Pete Buttigieg', 'dn-buttigieg']]),
    B('Democratic Presidential Nominee 2032', 'Politics', close, [['dem-nominee-2032-newsom', 'Gavin Newsom', 'dn-newsom'], ['dem-nominee-2032-shapiro', 'Josh Shapiro', 'dn-shapiro'], ['dem-nominee-2032-ocasio-cortez', 'AOC', 'dn-aoc'], ['dem-nominee-2032-beshear', 'Andy Beshear', 'dn-beshear']]),
    U('democratic-nominee-2032', 'Who will be the 2032 Democratic nominee?', 'Politics', close, [['dem-nom-2032-newsom', 'Newsom', 'dn-newsom'], ['dem-nom-2032-shapiro', 'Shapiro', 'dn-shapiro']]),
    G('Dem nominee for President, 2032', close, [['Newsom', 'dn-newsom'], ['Ocasio-Cortez', 'dn-aoc'], ['Buttigieg', 'dn-buttigieg']]),
  ] });
}
{ // 2032 Republican nominee (beta, gamma) vs alpha's 2032 presidential winner: round negative.
  addCase('politics', { name: 'gop-nominee-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Republican Presidential Nominee 2032', 'Politics', z('2032-07-20'), [['gop-nominee-2032-vance', 'J.D. Vance', 'rn-vance'], ['gop-nominee-2032-rubio', 'Marco Rubio', 'rn-rubio'], ['gop-nominee-2032-desantis', 'Ron DeSantis', 'rn-desantis']]),
    G('GOP 2032 presidential nomination', z('2032-07-20'), [['JD Vance', 'rn-vance'], ['Marco Rubio', 'rn-rubio']]),
    A('KXPRES-32', '2032 US presidential election winner', 'Elections', z('2032-11-03', '12:00'), [['JDV', 'J.D. Vance', 'pres-vance'], ['GNEW', 'Gavin Newsom', 'pres-newsom']]),
  ] }, ['round']);
}
{ // 2032 presidency by party: alpha and beta_us Democrats, gamma Republicans (inverted, two-party race).
  const close = z('2032-11-03', '12:00');
  addCase('politics', { name: 'pres-party-2032', events: [
    A1('KXPRESPARTY-32', 'Which party will win the 2032 presidential election?', 'Elections', close, 'D', 'Democratic party', 'pp-d'),
    U1('presidential-election-winner-party-2032', 'Democrats win the White House in 2032?', 'Politics', close, 'pp-d'),
    G1('Republican wins the 2032 US presidential election?', close, 'pp-r'),
  ] }, ['inverted']);
}
{ // Government shutdown by Nov 21, 2031 (alpha, beta) vs gamma's "in 2031": deadline negative.
  addCase('politics', { name: 'shutdown-nov2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXGOVSHUT-31NOV21', 'Government shutdown by Nov 21, 2031?', 'Politics', z('2031-11-21'), 'YES', 'Shutdown', 'shut-nov21'),
    B1('US government shutdown by November 21?', 'Politics', z('2031-11-21'), 'shut-nov21'),
    G1('Federal government shutdown begins before 1 Jan 2032?', z('2031-12-31'), 'shut-2031'),
  ] }, ['deadline']);
}
{ // Senate control after 2032 (alpha, beta).
  const close = z('2033-01-03', '17:00');
  addCase('politics', { name: 'senate-2032', events: [
    A('KXSENATE-32', 'Control of the Senate after the 2032 election', 'Elections', close, [['R', 'Republican party', 'sen-r'], ['D', 'Democratic party', 'sen-d']]),
    B('Which party will control the Senate after the 2032 election?', 'Politics', close, [['senate-control-2032-republicans', 'Republicans', 'sen-r'], ['senate-control-2032-democrats', 'Democrats', 'sen-d']]),
  ] });
}
{ // Argentina midterm Oct 26: party with most national votes (beta, gamma).
  const close = z('2031-10-27', '06:00');
  addCase('politics', { name: 'arg-midterm-2031', events: [
    B('Argentina legislative election: most votes?', 'Politics', close, [['argentina-2031-lla', 'La Libertad Avanza', 'arg-lla'], ['argentina-2031-fp', 'Fuerza Patria', 'arg-fp']]),
    G('Argentina 26 Oct 2031 legislative elections — largest national vote share', close, [['LLA (Milei)', 'arg-lla'], ['Peronists (Fuerza Patria)', 'arg-fp']]),
  ] });
}
{ // Supreme Court vacancy in 2031 (beta only).
  addCase('politics', { name: 'scotus-vacancy-2031', events: [B1('Supreme Court vacancy in 2031?', 'Politics', z('2031-12-31'), 'scotus31')] });
}

// ───────────────────────────── AWARDS AND CULTURE ─────────────────────────────
{ // Ballon d'Or 2031 (alpha, beta, gamma).
  const close = z('2031-10-27', '21:00');
  addCase('culture', { name: 'ballon-dor-2031', events: [
    A('KXBALLONDOR-31', "Ballon d'Or 2031 winner", 'Sports', close, [['LYAM', 'Lamine Yamal', 'bdo-yamal'], ['KMBA', 'Kylian Mbappé', 'bdo-mbappe'], ['EHAA', 'Erling Haaland', 'bdo-haaland']]),
    B("Ballon d'Or Winner 2031", 'Sports', close, [['ballon-dor-2031-yamal', 'Yamal', 'bdo-yamal'], ['ballon-dor-2031-mbappe', 'Mbappé', 'bdo-mbappe'], ['ballon-dor-2031-bellingham', 'Bellingham', 'bdo-bellingham']]),
    G("2031 Ballon d'Or (men)", close, [['Lamine Yamal', 'bdo-yamal'], ['Kylian Mbappe', 'bdo-mbappe'], ['Erling Haaland', 'bdo-haaland']]),
  ] });
}
{ // Oscars 2032 Best Actor (alpha, beta).
  const close = z('2032-03-08', '04:00');
  addCase('culture', { name: 'oscar-actor-2032', events: [
    A('KXOSCARACTO-32', 'Oscar for Best Actor 2032', 'Entertainment', close, [['TCHA', 'Timothée Chalamet', 'oa-chalamet'], ['AUBU', 'Austin Butler', 'oa-butler'], ['PMES', 'Paul Mescal', 'oa-mescal']]),
    B('Best Actor Oscar 2032', 'Culture', close, [['oscars-2032-best-actor-chalamet', 'Timothée Chalamet', 'oa-chalamet'], ['oscars-2032-best-actor-mescal', 'Paul Mescal', 'oa-mescal']]),
  ] });
}
{ // Time Person of the Year 2031 (beta only).
  addCase('culture', { name: 'time-poy-2031', events: [B('Time 2031 Person of the Year', 'Culture', z('2031-12-10'), [['time-poy-2031-ai', 'Artificial intelligence', 'poy-ai'], ['time-poy-2031-pope-leo', 'Pope Leo XIV', 'poy-leo']])] });
}
{ // Billboard Hot 100 number one, chart dated Oct 25 (alpha, beta_us).
  const close = z('2031-10-21', '18:00');
  addCase('culture', { name: 'hot100-oct25', events: [
    A('KXTOPSONG-31OCT25', 'Billboard Hot 100 #1 on chart dated Oct 25, 2031', 'Entertainment', close, [['TSWI', 'Taylor Swift', 'h100-swift'], ['SCAR', 'Sabrina Carpenter', 'h100-carpenter'], ['BADB', 'Bad Bunny', 'h100-badbunny']]),
    U('billboard-hot-100-oct-25-2031', 'Who will be #1 on the Hot 100 (Oct 25 chart)?', 'Culture', close, [['hot-100-oct-25-2031-swift', 'Taylor Swift', 'h100-swift'], ['hot-100-oct-25-2031-carpenter', 'Sabrina Carpenter', 'h100-carpenter']]),
  ] });
}
{ // Opening weekend Oct 17-19: alpha Box Office Mojo vs beta The Numbers: one event, not fungible.
  const close = z('2031-10-20', '20:00');
  addCase('culture', { name: 'boxoffice-oct17', fungible: nf('alpha|beta'), events: [
    A('KXBOXOFFICE-31OCT19', 'Incredibles 3 opening weekend domestic box office', 'Entertainment', close, [['T80', 'Above $80M', 'inc3-80'], ['T100', 'Above $100M', 'inc3-100']], { sources: ['Box Office Mojo https://www.boxofficemojo.com/weekend/'] }),
    B('Incredibles 3 opening weekend above ___?', 'Culture', close, w([['incredibles-3-opening-above-80m', '$80M', 'inc3-80'], ['incredibles-3-opening-above-100m', '$100M', 'inc3-100']], { src: 'https://www.the-numbers.com/weekend-box-office-chart' })),
  ] }, ['source']);
}

// ───────────────────────────── TECH ─────────────────────────────
{ // GPT-7 released by Dec 31, 2031 (alpha, beta, gamma "in 2031") vs beta_us by Nov 30: deadline negative.
  addCase('tech', { name: 'gpt7-2031', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXGPT7-31', 'Will OpenAI release GPT-7 before 2032?', 'Science and Technology', z('2031-12-31'), 'YES', 'Released', 'gpt7-2031'),
    B1('GPT-7 released by December 31, 2031?', 'Tech', z('2031-12-31'), 'gpt7-2031'),
    G1('OpenAI launches GPT-7 in 2031?', z('2031-12-31'), 'gpt7-2031'),
    U1('gpt-7-released-by-nov-30-2031', 'GPT-7 out by November 30?', 'Tech', z('2031-11-30'), 'gpt7-nov30'),
  ] }, ['deadline']);
}
{ // Largest company by market cap on Oct 31 (beta, gamma).
  const close = z('2031-10-31', '20:00');
  addCase('tech', { name: 'largest-co-oct31', events: [
    B('Largest company in the world by market cap on October 31?', 'Tech', close, [['largest-company-oct-31-2031-nvidia', 'NVIDIA', 'lc-nvda'], ['largest-company-oct-31-2031-microsoft', 'Microsoft', 'lc-msft'], ['largest-company-oct-31-2031-apple', 'Apple', 'lc-aapl']]),
    G("World's most valuable listed company at Friday 31 Oct 2031 close", close, [['Nvidia', 'lc-nvda'], ['Apple', 'lc-aapl'], ['Alphabet', 'lc-googl']]),
  ] });
}
{ // Starship crewed flight in 2031 (alpha, beta).
  addCase('tech', { name: 'starship-crew-2031', events: [
    A1('KXSTARSHIPCREW-31', 'Will SpaceX fly crew on Starship in 2031?', 'Science and Technology', z('2031-12-31'), 'YES', 'Crewed launch', 'ss-crew31'),
    B1('Starship crewed launch before 2032?', 'Tech', z('2031-12-31'), 'ss-crew31'),
  ] });
}
{ // Tesla Q3 2031 earnings Oct 22: EPS above consensus (alpha only).
  addCase('tech', { name: 'tsla-q3-eps', events: [A1('KXEARNINGSTSLA-31OCT22', 'Will Tesla beat EPS estimates for Q3 2031?', 'Companies', z('2031-10-22', '20:00'), 'BEAT', 'Beat', 'tsla-beat')] });
}
{ // Apple new product category at the October event (beta_us, gamma).
  addCase('tech', { name: 'apple-glasses-2031', events: [
    U1('apple-announces-smart-glasses-2031', 'Apple announces smart glasses in 2031?', 'Tech', z('2031-12-31'), 'aapl-glasses31'),
    G1('Will Apple unveil smart glasses before 2032?', z('2031-12-31'), 'aapl-glasses31'),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

for (const v of ['alpha', 'beta', 'beta_us', 'gamma'] as const) {
  const seen = new Set<string>();
  for (const c of cases) for (const e of c.events) if (e.venue === v) for (const m of e.markets) {
    if (seen.has(m.id)) throw new Error(`${v} market id ${m.id} used twice`);
    seen.add(m.id);
  }
}
writeSet(new URL('./holdout34-set.json', import.meta.url));
