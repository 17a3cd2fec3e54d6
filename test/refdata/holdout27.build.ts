// Twenty-seventh independent refdata holdout: writes test/refdata/holdout27-set.json (the short-dated daily and weekly
// markets of one winter week, January 13–19, 2030, as a venue catalog looks on Monday January 14: hourly and daily crypto
// prices, index closes, commodities, yields and FX fixes, city temperatures and snowfall, weekly prints, mentions, charts,
// the games of those days and a few longer-dated distractors).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout27.build.ts`.
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
// Ids: beta event ids 350001+, gamma ids 29001+, alpha tickers dated 2030 (a few longer-dated distractors later in 2030);
// all closes after 2026-11-22. All times in January 2030 are EST (UTC−5): 12:00 ET = 17:00Z, 17:00 ET = 22:00Z.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`); 'time' marks instants hours apart
// on one day; 'speaker' a mentions market about another speaker or broadcast.
import { nf, z, yn, type E, type HoldoutRow as Row, holdoutKit, ad } from './evalset.emit.ts';

type Cat = 'crypto' | 'indices' | 'commodities' | 'rates_fx' | 'economics' | 'weather' | 'mentions' | 'culture' | 'sports' | 'esports';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'time' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round' | 'speaker' | 'competition';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(350000, 29000);

const MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2030-01-14' → 'January 14'. */
const md = (d: string): string => `${MONTH[Number(d.slice(5, 7)) - 1]!} ${Number(d.slice(8, 10))}`;
/** '2030-01-14' → 'Jan 14, 2030'. */
const short = (d: string): string => `${MONTH[Number(d.slice(5, 7)) - 1]!.slice(0, 3)} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}`;
/** The next calendar day of a January 2030 date (games end after midnight UTC). */
const next = (d: string): string => `2030-01-${String(Number(d.slice(8, 10)) + 1).padStart(2, '0')}`;

const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const CFE = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI';
const CFS = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/SOLUSD_RTI';
const BINANCE = 'https://www.binance.com/en/trade/BTC_USDT';
const SPDJI = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NASDAQ = 'Nasdaq https://indexes.nasdaqomx.com/Index/Overview/NDX';
const CME = 'CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.html';
const BLS = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const DOL = 'U.S. Department of Labor https://www.dol.gov/ui/data.pdf';
const NWS = 'National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC';
const TSA = 'Transportation Security Administration https://www.tsa.gov/travel/passenger-volumes';
const TREAS = 'U.S. Department of the Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates';

// ───────────────────────────── CRYPTO: HOURLY AND DAILY PRICES ─────────────────────────────

const brti = (when: string): string => `If the CF Benchmarks Bitcoin Real-Time Index (BRTI) averaged over the 60 seconds before ${when} is above the strike, the market resolves to Yes.`;
const binanceRule = (asset: string, pair: string, when: string): string =>
  `This market resolves to "Yes" if the Binance 1 minute candle for ${pair} at ${when} has a final "Close" price higher than the price specified in the title. Otherwise "No". Resolution source: Binance ${asset}/USDT, not other exchanges or pairs.`;
{ // BTC above ladder at 12:00 ET Jan 14: alpha (BRTI) vs beta, gamma (Binance candle) — one event, nf across sources; alpha's "or below" rung is inverted.
  const bR = binanceRule('BTC', 'BTCUSDT', '12:00 in the ET timezone (noon) on January 14, 2030');
  addCase('crypto', { name: 'btc-noon-jan14', events: [
    A('KXBTCD-30JAN1412', 'Bitcoin price on Jan 14, 2030 at 12pm EST?', 'Crypto', z('2030-01-14', '17:00'), w([
      ['T95999.99', '$96,000 or above', 'b96'], ['T97999.99', '$98,000 or above', 'b98'], ['T99999.99', '$100,000 or above', 'b100'],
      ['B94000', '$93,999.99 or below', 'b94below'],
    ], { rules: brti('12:00 PM EST on Jan 14, 2030') }), { sources: [CFB] }),
    B('Bitcoin above ___ on January 14?', 'Crypto', z('2030-01-14', '17:00'), w([
      ['bitcoin-above-94k-on-january-14', '94,000', 'b94above'], ['bitcoin-above-96k-on-january-14', '96,000', 'b96'],
      ['bitcoin-above-98k-on-january-14', '98,000', 'b98'], ['bitcoin-above-100k-on-january-14', '100,000', 'b100'],
    ], { src: BINANCE, rules: bR })),
    G('BTC price above at 12:00 ET, Jan 14 2030 (Binance)', z('2030-01-14', '17:00'), [['Above $96,000', 'b96'], ['Above $98,000', 'b98'], ['Above $100,000', 'b100']], { rules: bR }),
  ], fungible: nf('alpha|beta', 'alpha|gamma') }, ['source', 'inverted']);
}
{ // BTC at 17:00 ET Jan 14 (alpha hourly) — same day, five hours later than the noon ladders: its own event.
  addCase('crypto', { name: 'btc-5pm-jan14', events: [
    A('KXBTCD-30JAN1417', 'Bitcoin price on Jan 14, 2030 at 5pm EST?', 'Crypto', z('2030-01-14', '22:00'), w([
      ['T97999.99', '$98,000 or above', 'b5p98'], ['T99999.99', '$100,000 or above', 'b5p100'],
    ], { rules: brti('5:00 PM EST on Jan 14, 2030') }), { sources: [CFB] }),
  ] }, ['time']);
}
{ // BTC range buckets at 17:00 ET Jan 15: alpha range event vs gamma categorical with the same $1,000 buckets (both BRTI).
  addCase('crypto', { name: 'btc-range-5pm-jan15', events: [
    A('KXBTC-30JAN1517', 'Bitcoin price range on Jan 15, 2030 at 5pm EST?', 'Crypto', z('2030-01-15', '22:00'), w([
      ['B96500', '$96,000 to 96,999.99', 'r96'], ['B97500', '$97,000 to 97,999.99', 'r97'], ['B98500', '$98,000 to 98,999.99', 'r98'], ['B99500', '$99,000 to 99,999.99', 'r99'],
    ], { rules: 'If the CF Benchmarks BRTI 60-second average before 5:00 PM EST on Jan 15, 2030 is within the range, the market resolves to Yes.' }), { sources: [CFB] }),
    G('Bitcoin price at 5 PM ET on January 15, 2030 (CF Benchmarks BRTI)', z('2030-01-15', '22:00'), [
      ['$96,000–$97,000', 'r96'], ['$97,000–$98,000', 'r97'], ['$98,000–$99,000', 'r98'], ['$99,000–$100,000', 'r99'],
    ], { rules: 'Resolves to the bucket containing the CF Benchmarks BRTI value for 17:00 ET, January 15, 2030 (lower bound inclusive).' }),
  ] });
}
{ // Bitcoin Up or Down on January 15 (beta, beta_us; Binance noon candle vs the previous noon).
  const r = 'Resolves "Up" if the Binance BTCUSDT 1 minute candle close at 12:00 ET on January 15, 2030 is greater than or equal to the close at 12:00 ET on January 14, 2030. Otherwise "Down".';
  addCase('crypto', { name: 'btc-updown-jan15', events: [
    B('Bitcoin Up or Down on January 15?', 'Crypto', z('2030-01-15', '17:00'), [['bitcoin-up-or-down-on-january-15', 'Up', 'btcup15', { outcomes: yn('Up', 'Down'), src: BINANCE, rules: r }]]),
    U('bitcoin-up-or-down-january-15-2030', 'Bitcoin Up or Down - January 15', 'Crypto', z('2030-01-15', '17:00'), [['btc-updown-2030-01-15', 'Up', 'btcup15', { outcomes: yn('Up', 'Down'), src: BINANCE, rules: r }]]),
  ] });
}
{ // Bitcoin Up or Down, 10AM ET hour of January 14 (beta only).
  addCase('crypto', { name: 'btc-updown-10am-jan14', events: [
    B('Bitcoin Up or Down - January 14, 10AM ET', 'Crypto', z('2030-01-14', '16:00'), [['bitcoin-up-or-down-january-14-10am-et', 'Up', 'btcup10', { outcomes: yn('Up', 'Down'), src: BINANCE,
      rules: 'Resolves "Up" if the Binance BTCUSDT 1 hour candle beginning 10:00 ET on January 14, 2030 closes at or above its open.' }]]),
  ] }, ['time']);
}
{ // ETH above ladder at 12:00 ET Jan 15: alpha (CF ETH RTI) vs beta, beta_us (Binance ETHUSDT).
  const bR = binanceRule('ETH', 'ETHUSDT', '12:00 ET on January 15, 2030');
  addCase('crypto', { name: 'eth-noon-jan15', events: [
    A('KXETHD-30JAN1512', 'Ethereum price on Jan 15, 2030 at 12pm EST?', 'Crypto', z('2030-01-15', '17:00'), w([
      ['T3399.99', '$3,400 or above', 'e34'], ['T3499.99', '$3,500 or above', 'e35'], ['T3599.99', '$3,600 or above', 'e36'],
    ], { rules: 'If the CF Benchmarks Ether-Dollar Real-Time Index averaged over the 60 seconds before 12:00 PM EST on Jan 15, 2030 is above the strike, Yes.' }), { sources: [CFE] }),
    B('Ethereum above ___ on January 15?', 'Crypto', z('2030-01-15', '17:00'), w([
      ['ethereum-above-3400-on-january-15', '3,400', 'e34'], ['ethereum-above-3500-on-january-15', '3,500', 'e35'], ['ethereum-above-3600-on-january-15', '3,600', 'e36'],
    ], { src: 'https://www.binance.com/en/trade/ETH_USDT', rules: bR })),
    U('ethereum-above-on-january-15-2030', 'ETH above ___ on Jan 15?', 'Crypto', z('2030-01-15', '17:00'), w([
      ['eth-above-3500-jan-15-2030', '$3,500', 'e35'], ['eth-above-3600-jan-15-2030', '$3,600', 'e36'],
    ], { src: 'https://www.binance.com/en/trade/ETH_USDT', rules: bR })),
  ], fungible: nf('alpha|beta', 'alpha|beta_us') }, ['source']);
}
{ // ETH range at 17:00 ET Jan 14 (alpha) vs ETH above at 17:00 ET Jan 16 (gamma): different dates.
  addCase('crypto', { name: 'eth-range-5pm-jan14', groups: [['alpha'], ['gamma']], events: [
    A('KXETH-30JAN1417', 'Ethereum price range on Jan 14, 2030 at 5pm EST?', 'Crypto', z('2030-01-14', '22:00'), w([
      ['B3420', '$3,400 to 3,439.99', 'er340'], ['B3460', '$3,440 to 3,479.99', 'er344'], ['B3500', '$3,480 to 3,519.99', 'er348'],
    ], {}), { sources: [CFE] }),
    G1('ETH above $3,500 at 5pm ET on Jan 16, 2030?', z('2030-01-16', '22:00'), 'eg35-16', { rules: 'CF Benchmarks ETHUSD_RTI at 17:00 ET, January 16, 2030.' }),
  ] }, ['date']);
}
{ // Solana above at 12:00 ET Jan 16: alpha and beta share 180/190; beta's 185 has no counterpart.
  addCase('crypto', { name: 'sol-noon-jan16', events: [
    A('KXSOLD-30JAN1612', 'Solana price on Jan 16, 2030 at 12pm EST?', 'Crypto', z('2030-01-16', '17:00'), w([
      ['T179.99', '$180 or above', 's180'], ['T189.99', '$190 or above', 's190'],
    ], {}), { sources: [CFS] }),
    B('Solana above ___ on January 16?', 'Crypto', z('2030-01-16', '17:00'), w([
      ['solana-above-180-on-january-16', '180', 's180'], ['solana-above-185-on-january-16', '185', 's185'], ['solana-above-190-on-january-16', '190', 's190'],
    ], { src: 'https://www.binance.com/en/trade/SOL_USDT', rules: binanceRule('SOL', 'SOLUSDT', '12:00 ET on January 16, 2030') })),
  ], fungible: nf('alpha|beta') }, ['source', 'threshold']);
}
{ // XRP above at 12:00 ET Jan 17 (alpha, beta, beta_us).
  const bR = binanceRule('XRP', 'XRPUSDT', '12:00 ET on January 17, 2030');
  addCase('crypto', { name: 'xrp-noon-jan17', events: [
    A('KXXRPD-30JAN1712', 'XRP price on Jan 17, 2030 at 12pm EST?', 'Crypto', z('2030-01-17', '17:00'), w([['T2.4999', '$2.50 or above', 'x250'], ['T2.7499', '$2.75 or above', 'x275']], {}),
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/XRPUSD_RTI'] }),
    B('XRP above ___ on January 17?', 'Crypto', z('2030-01-17', '17:00'), w([['xrp-above-2pt5-on-january-17', '$2.50', 'x250'], ['xrp-above-2pt75-on-january-17', '$2.75', 'x275']],
      { src: 'https://www.binance.com/en/trade/XRP_USDT', rules: bR })),
    U('xrp-above-on-january-17-2030', 'XRP above ___ on January 17?', 'Crypto', z('2030-01-17', '17:00'), w([['xrp-above-2-50-jan-17-2030', '2.50', 'x250']],
      { src: 'https://www.binance.com/en/trade/XRP_USDT', rules: bR })),
  ], fungible: nf('alpha|beta', 'alpha|beta_us') }, ['source']);
}
{ // Dogecoin above at 17:00 ET Jan 18 (alpha) vs at 12:00 ET Jan 18 (beta): hours apart, different events.
  addCase('crypto', { name: 'doge-jan18', groups: [['alpha'], ['beta']], events: [
    A('KXDOGED-30JAN1817', 'Dogecoin price on Jan 18, 2030 at 5pm EST?', 'Crypto', z('2030-01-18', '22:00'), w([['T0.29999', '$0.30 or above', 'd30pm']], {}),
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/DOGEUSD_RTI'] }),
    B('Dogecoin above ___ on January 18?', 'Crypto', z('2030-01-18', '17:00'), w([['dogecoin-above-0pt30-on-january-18', '$0.30', 'd30noon']],
      { src: 'https://www.binance.com/en/trade/DOGE_USDT', rules: binanceRule('DOGE', 'DOGEUSDT', '12:00 ET on January 18, 2030') })),
  ] }, ['time']);
}
{ // What price will Bitcoin hit January 14–20 (beta categorical) vs gamma binaries (both Binance highs/lows): touch markets.
  const r = 'Resolves Yes if any Binance BTCUSDT 1 minute candle between 00:00 ET January 14 and 23:59 ET January 20, 2030 has a final High (for ↑) or Low (for ↓) at or beyond the listed price.';
  addCase('crypto', { name: 'btc-hit-week-jan14', events: [
    B('What price will Bitcoin hit January 14-20?', 'Crypto', z('2030-01-21', '04:59'), w([
      ['will-bitcoin-reach-104k-january-14-20', '↑ 104,000', 'h104'], ['will-bitcoin-reach-100k-january-14-20', '↑ 100,000', 'h100'],
      ['will-bitcoin-dip-to-92k-january-14-20', '↓ 92,000', 'l92'], ['will-bitcoin-dip-to-88k-january-14-20', '↓ 88,000', 'l88'],
    ], { src: BINANCE, rules: r })),
    G('Bitcoin hits ___ between Jan 14 and Jan 20, 2030?', z('2030-01-21', '04:59'), [['Reach $100,000', 'h100'], ['Reach $104,000', 'h104'], ['Dip to $92,000', 'l92']], { rules: r }),
  ] });
}
{ // Bitcoin reaches $110,000 in January 2030 (alpha monthly max, longer-dated: not the weekly touch market).
  addCase('crypto', { name: 'btc-max-january', events: [
    A('KXBTCMAXM-30JAN31', 'How high will Bitcoin get in January 2030?', 'Crypto', z('2030-02-01', '04:59'), w([['T110000', '$110,000 or above', 'mx110'], ['T105000', '$105,000 or above', 'mx105']],
      { rules: 'Resolves Yes if the CF Benchmarks BRTI reaches the strike at any time before 11:59 PM EST on Jan 31, 2030.' }), { sources: [CFB] }),
  ] }, ['deadline']);
}
{ // ETH Up or Down on January 16 (beta, beta_us) vs SOL Up or Down January 16 (beta_us only): asset negative.
  const r = (p: string): string => `Resolves "Up" if the Binance ${p} 1 minute candle close at 12:00 ET on January 16, 2030 is at or above the close at 12:00 ET on January 15, 2030.`;
  addCase('crypto', { name: 'eth-updown-jan16', groups: [['beta'], ['beta_us']], events: [
    B('Ethereum Up or Down on January 16?', 'Crypto', z('2030-01-16', '17:00'), [['ethereum-up-or-down-on-january-16', 'Up', 'ethup16', { outcomes: yn('Up', 'Down'), rules: r('ETHUSDT') }]]),
    U('solana-up-or-down-january-16-2030', 'Solana Up or Down - January 16', 'Crypto', z('2030-01-16', '17:00'), [['sol-updown-2030-01-16', 'Up', 'solup16', { outcomes: yn('Up', 'Down'), rules: r('SOLUSDT') }]]),
  ] }, ['asset']);
}
{ // BTC weekly close above $100k on Friday Jan 18 at 17:00 ET (alpha, gamma; both BRTI) — "on" a date, not "by".
  addCase('crypto', { name: 'btc-friday-jan18', events: [
    A('KXBTCD-30JAN1817', 'Bitcoin price on Jan 18, 2030 at 5pm EST?', 'Crypto', z('2030-01-18', '22:00'), w([['T99999.99', '$100,000 or above', 'f100'], ['T101999.99', '$102,000 or above', 'f102']],
      { rules: brti('5:00 PM EST on Jan 18, 2030') }), { sources: [CFB] }),
    G1('Will BTC be above $100K on Friday Jan 18 at 5pm ET?', z('2030-01-18', '22:00'), 'f100', { rules: 'Settles on the CF Benchmarks BRTI at 17:00 ET, 18 January 2030.' }),
  ] });
}
{ // Bitcoin above $150,000 on December 31, 2030 (beta, alpha yearly): a longer-dated distractor.
  addCase('crypto', { name: 'btc-eoy-2030', events: [
    A('KXBTCY-30DEC31', 'Bitcoin price at the end of 2030?', 'Crypto', z('2030-12-31', '22:00'), w([['T149999.99', '$150,000 or above', 'y150']], { rules: brti('5:00 PM EST on Dec 31, 2030') }), { sources: [CFB] }),
    B('Bitcoin above $150,000 on December 31, 2030?', 'Crypto', z('2030-12-31', '22:00'), [['bitcoin-above-150k-on-december-31-2030', 'Yes', 'y150', { src: BINANCE,
      rules: binanceRule('BTC', 'BTCUSDT', '17:00 ET on December 31, 2030') }]]),
  ], fungible: nf('alpha|beta') }, ['source']);
}

// ───────────────────────────── INDICES, COMMODITIES, RATES AND FX ─────────────────────────────

{ // S&P 500 close above on Jan 14 (alpha, beta, gamma; official close).
  addCase('indices', { name: 'spx-close-jan14', events: [
    A('KXINXU-30JAN14H1600', 'S&P 500 on Jan 14, 2030 at 4pm EST?', 'Financials', z('2030-01-14', '21:00'), w([
      ['T7449.99', '7,450 or above', 'spx7450'], ['T7499.99', '7,500 or above', 'spx7500'], ['T7549.99', '7,550 or above', 'spx7550'],
    ], { rules: 'If the S&P 500 official closing value on Jan 14, 2030 is above the strike, Yes.' }), { sources: [SPDJI] }),
    B('S&P 500 (SPX) above ___ on January 14?', 'Finance', z('2030-01-14', '21:00'), w([
      ['spx-above-7450-on-january-14', '7,450', 'spx7450'], ['spx-above-7500-on-january-14', '7,500', 'spx7500'],
    ], { src: 'https://www.spglobal.com/spdji/en/indices/equity/sp-500/', rules: 'Resolves Yes if the official closing level of the S&P 500 on January 14, 2030 is above the listed value.' })),
    G1('S&P 500 closes above 7,500 on Jan 14, 2030?', z('2030-01-14', '21:00'), 'spx7500', { rules: 'Official S&P 500 close published by S&P Dow Jones Indices.' }),
  ] });
}
{ // S&P 500 close above 7,500 on Jan 15 (alpha) — the next day's close.
  addCase('indices', { name: 'spx-close-jan15', events: [
    A('KXINXU-30JAN15H1600', 'S&P 500 on Jan 15, 2030 at 4pm EST?', 'Financials', z('2030-01-15', '21:00'), w([['T7499.99', '7,500 or above', 'spx15_7500']], {}), { sources: [SPDJI] }),
  ] }, ['date']);
}
{ // SPX Up or Down on January 15 (beta, beta_us): close vs the previous close.
  const r = 'Resolves "Up" if the S&P 500 closes on January 15, 2030 at or above its January 14, 2030 close, otherwise "Down".';
  addCase('indices', { name: 'spx-updown-jan15', events: [
    B('S&P 500 (SPX) Up or Down on January 15?', 'Finance', z('2030-01-15', '21:00'), [['spx-up-or-down-on-january-15-2030', 'Up', 'spxup15', { outcomes: yn('Up', 'Down'), rules: r }]]),
    U('spx-up-or-down-january-15-2030', 'SPX Up or Down - Jan 15', 'Finance', z('2030-01-15', '21:00'), [['spx-updown-2030-01-15', 'Up', 'spxup15', { outcomes: yn('Up', 'Down'), rules: r }]]),
  ] });
}
{ // Nasdaq-100 range on Jan 16 (alpha) vs Nasdaq Composite above (beta): different indices.
  addCase('indices', { name: 'ndx-vs-comp-jan16', groups: [['alpha'], ['beta']], events: [
    A('KXNASDAQ100-30JAN16H1600', 'Nasdaq-100 on Jan 16, 2030 at 4pm EST?', 'Financials', z('2030-01-16', '21:00'), w([
      ['B25250', '25,200 to 25,299.99', 'ndx252'], ['B25350', '25,300 to 25,399.99', 'ndx253'],
    ], {}), { sources: [NASDAQ] }),
    B('Nasdaq Composite above 27,500 on January 16?', 'Finance', z('2030-01-16', '21:00'), [['nasdaq-composite-above-27500-on-january-16', 'Yes', 'ixic275', {
      rules: 'Resolves Yes if the Nasdaq Composite (IXIC) official close on January 16, 2030 is above 27,500.' }]]),
  ] }, ['asset']);
}
{ // Nasdaq-100 close above 25,300 on Jan 16 (beta_us, gamma).
  addCase('indices', { name: 'ndx-above-jan16', events: [
    U('nasdaq-100-above-25300-january-16-2030', 'Nasdaq 100 (NDX) closes above 25,300 on Jan 16?', 'Finance', z('2030-01-16', '21:00'), [['ndx-above-25300-2030-01-16', 'Yes', 'ndxa253']]),
    G1('NDX close > 25,300 on 16 Jan 2030?', z('2030-01-16', '21:00'), 'ndxa253'),
  ] });
}
{ // Dow Jones close range on Jan 17: alpha range vs gamma categorical (same 250-point buckets).
  addCase('indices', { name: 'dow-close-jan17', events: [
    A('KXDOW-30JAN17H1600', 'Dow Jones on Jan 17, 2030 at 4pm EST?', 'Financials', z('2030-01-17', '21:00'), w([
      ['B51125', '51,000 to 51,249.99', 'dj510'], ['B51375', '51,250 to 51,499.99', 'dj5125'], ['B51625', '51,500 to 51,749.99', 'dj515'],
    ], {}), { sources: ['S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/dow-jones-industrial-average/'] }),
    G('Dow Jones Industrial Average closing level, January 17, 2030', z('2030-01-17', '21:00'), [
      ['51,000 – 51,250', 'dj510'], ['51,250 – 51,500', 'dj5125'], ['51,500 – 51,750', 'dj515'], ['Above 51,750', 'dj5175up'],
    ]),
  ] });
}
{ // S&P 500 up on the week (Jan 18 close vs Jan 11 close): alpha, beta.
  addCase('indices', { name: 'spx-week-up-jan18', events: [
    A('KXINXW-30JAN18', 'S&P 500 up this week? (Jan 14-18, 2030)', 'Financials', z('2030-01-18', '21:00'), [['UP', 'Weekly gain', 'spxwk', { rules: 'Yes if the S&P 500 close on Jan 18, 2030 is above its close on Jan 11, 2030.' }]], { sources: [SPDJI] }),
    B('Will the S&P 500 finish the week of January 14 higher?', 'Finance', z('2030-01-18', '21:00'), [['sp-500-weekly-gain-january-18', 'Yes', 'spxwk', {
      rules: 'Yes if the S&P 500 official close on Friday, January 18, 2030 is higher than the official close on Friday, January 11, 2030.' }]]),
  ] });
}
{ // VIX above 20 at the Jan 16 close (beta only).
  addCase('indices', { name: 'vix-jan16', events: [B1('VIX above 20 on January 16?', 'Finance', z('2030-01-16', '21:15'), 'vix20', { mx: { src: 'https://www.cboe.com/tradable_products/vix/' } })] });
}
{ // NVIDIA (NVDA) closes up on Jan 17 (beta, beta_us).
  const r = 'Resolves "Up" if NVDA closes on January 17, 2030 at or above its January 16, 2030 close on Nasdaq.';
  addCase('indices', { name: 'nvda-updown-jan17', events: [
    B('NVIDIA (NVDA) Up or Down on January 17?', 'Finance', z('2030-01-17', '21:00'), [['nvda-up-or-down-on-january-17-2030', 'Up', 'nvda17', { outcomes: yn('Up', 'Down'), rules: r }]]),
    U('nvda-up-or-down-january-17-2030', 'NVDA Up or Down on Jan 17?', 'Finance', z('2030-01-17', '21:00'), [['nvda-updown-2030-01-17', 'Up', 'nvda17', { outcomes: yn('Up', 'Down'), rules: r }]]),
  ] });
}
{ // WTI crude front-month settle on Jan 16 (alpha ladder, beta, gamma; NYMEX settlement).
  addCase('commodities', { name: 'wti-settle-jan16', events: [
    A('KXWTI-30JAN16', 'WTI crude oil price on Jan 16, 2030?', 'Commodities', z('2030-01-16', '19:30'), w([['T69.99', '$70 or above', 'wti70'], ['T71.99', '$72 or above', 'wti72'], ['T73.99', '$74 or above', 'wti74']],
      { rules: 'If the NYMEX front-month WTI Light Sweet Crude Oil (CL) settlement price on Jan 16, 2030 is above the strike, Yes.' }), { sources: [CME] }),
    B('Crude Oil (CL) above ___ on January 16?', 'Commodities', z('2030-01-16', '19:30'), w([['cl-above-70-on-january-16', '$70', 'wti70'], ['cl-above-72-on-january-16', '$72', 'wti72']],
      { src: 'https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html', rules: 'Resolves Yes if the official CME settlement price of the front-month CL contract on January 16, 2030 is above the listed price.' })),
    G1('WTI crude settles above $72 on Jan 16, 2030?', z('2030-01-16', '19:30'), 'wti72', { rules: 'NYMEX front-month settlement.' }),
  ] });
}
{ // Brent settles above $76 on Jan 16 (gamma) vs WTI above $76 (beta_us): different benchmarks.
  addCase('commodities', { name: 'brent-vs-wti-jan16', groups: [['gamma'], ['beta_us']], events: [
    G1('Brent crude above $76 at settlement on Jan 16, 2030?', z('2030-01-16', '19:30'), 'brent76', { rules: 'ICE Brent front-month settlement price on 16 January 2030.' }),
    U1('wti-crude-above-76-january-16-2030', 'WTI crude oil above $76 on January 16?', 'Commodities', z('2030-01-16', '19:30'), 'wti76'),
  ] }, ['asset']);
}
{ // Gold above $4,300 on Jan 17: alpha (COMEX settle) vs beta (LBMA PM): one observation, different fixings.
  addCase('commodities', { name: 'gold-jan17', events: [
    A('KXGOLDD-30JAN17', 'Gold price on Jan 17, 2030?', 'Commodities', z('2030-01-17', '18:30'), w([['T4299.99', '$4,300 or above', 'au4300'], ['T4399.99', '$4,400 or above', 'au4400']],
      { rules: 'If the COMEX front-month gold (GC) settlement price on Jan 17, 2030 is above the strike, Yes.' }), { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.html'] }),
    B('Gold above ___ on January 17?', 'Commodities', z('2030-01-17', '18:30'), w([['gold-above-4300-on-january-17', '$4,300', 'au4300'], ['gold-above-4400-on-january-17', '$4,400', 'au4400']],
      { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices', rules: 'Resolves per the LBMA Gold Price PM (USD) for January 17, 2030.' })),
  ], fungible: nf('alpha|beta') }, ['source']);
}
{ // Silver above $50 on Jan 17: alpha (COMEX settle) vs beta (LBMA silver price) → nf; an asset negative next to gold.
  addCase('commodities', { name: 'silver-jan17', events: [
    A1('KXSILVERD-30JAN17', 'Silver price on Jan 17, 2030?', 'Commodities', z('2030-01-17', '18:30'), 'T49.99', '$50 or above', 'ag50', { rules: 'COMEX front-month silver (SI) settlement on Jan 17, 2030 above $50.' }),
    B1('Silver above $50 on January 17?', 'Commodities', z('2030-01-17', '18:30'), 'ag50', { mx: { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices', rules: 'Resolves per the LBMA Silver Price (USD) for January 17, 2030.' } }),
  ], fungible: nf('alpha|beta') }, ['asset', 'source']);
}
{ // Henry Hub natural gas front-month above $4.00 on Jan 18 (alpha, beta).
  addCase('commodities', { name: 'natgas-jan18', events: [
    A('KXNATGASD-30JAN18', 'Natural gas price on Jan 18, 2030?', 'Commodities', z('2030-01-18', '19:30'), w([['T3.999', '$4.00 or above', 'ng4'], ['T4.499', '$4.50 or above', 'ng45']],
      { rules: 'NYMEX Henry Hub natural gas (NG) front-month settlement on Jan 18, 2030 above the strike.' }), { sources: ['CME Group https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.html'] }),
    B('Natural Gas (NG) above ___ on January 18?', 'Commodities', z('2030-01-18', '19:30'), w([['ng-above-4-on-january-18', '$4.00', 'ng4'], ['ng-above-4pt5-on-january-18', '$4.50', 'ng45']],
      { rules: 'Resolves per the CME settlement of the front-month Henry Hub Natural Gas futures contract on January 18, 2030.' })),
  ] });
}
{ // US average regular gas price (AAA) on Jan 20 above $3.10 (alpha weekly, beta).
  addCase('commodities', { name: 'aaa-gas-jan20', events: [
    A1('KXAAAGASW-30JAN20', 'US gas prices on Jan 20, 2030?', 'Economics', z('2030-01-20', '15:00'), 'T3.10', 'Above $3.10', 'gas310', { rules: 'AAA national average price of regular gasoline reported for Jan 20, 2030 above $3.10.' }),
    B1('US national average gas price above $3.10 on January 20 (AAA)?', 'Economics', z('2030-01-20', '15:00'), 'gas310', { mx: { src: 'https://gasprices.aaa.com/' } }),
  ] });
}
{ // 10-year Treasury yield on Jan 15: alpha (Treasury par yield curve) vs beta (Cboe TNX close): nf.
  addCase('rates_fx', { name: 'us10y-jan15', events: [
    A('KXTNOTED-30JAN15', '10-year Treasury yield on Jan 15, 2030?', 'Financials', z('2030-01-15', '22:00'), w([['T4.20', 'Above 4.20%', 'y420'], ['T4.30', 'Above 4.30%', 'y430']],
      { rules: 'Resolves per the 10-year par yield in the U.S. Treasury Daily Treasury Par Yield Curve Rates for Jan 15, 2030.' }), { sources: [TREAS] }),
    B('US 10-year Treasury yield on January 15?', 'Finance', z('2030-01-15', '22:00'), w([['10y-yield-above-4pt20-january-15', 'Above 4.20%', 'y420'], ['10y-yield-above-4pt30-january-15', 'Above 4.30%', 'y430']],
      { src: 'https://www.cboe.com/us/indices/dashboard/tnx/', rules: 'Resolves per the Cboe 10-Year Treasury Yield Index (TNX) close on January 15, 2030, divided by 10.' })),
  ], fungible: nf('alpha|beta') }, ['source']);
}
{ // 2-year Treasury yield on Jan 15 (gamma): another tenor.
  addCase('rates_fx', { name: 'us2y-jan15', events: [G1('US 2Y Treasury yield above 3.80% on Jan 15, 2030?', z('2030-01-15', '22:00'), 'us2y380', { rules: 'Daily Treasury Par Yield Curve Rates, 2 Yr.' })] }, ['measure']);
}
{ // EUR/USD at 10:00 ET on Jan 16: alpha range vs gamma buckets (both WM/Reuters 10am ET spot).
  addCase('rates_fx', { name: 'eurusd-10am-jan16', events: [
    A('KXEURUSD-30JAN1610', 'EUR/USD on Jan 16, 2030 at 10am EST?', 'Financials', z('2030-01-16', '15:00'), w([
      ['B1.1175', '1.1150 to 1.1199', 'eu1115'], ['B1.1225', '1.1200 to 1.1249', 'eu1120'], ['B1.1275', '1.1250 to 1.1299', 'eu1125'],
    ], { rules: 'Resolves on the EUR/USD spot rate at 10:00 AM EST on Jan 16, 2030 as reported by the stated source.' }), { sources: ['LSEG https://www.lseg.com/en/data-analytics/financial-data/pricing-and-market-data/fx-market-data'] }),
    G('EUR/USD at 10:00 ET, 16 Jan 2030', z('2030-01-16', '15:00'), [['1.1150–1.1200', 'eu1115'], ['1.1200–1.1250', 'eu1120'], ['1.1250–1.1300', 'eu1125']],
      { rules: 'Bucket containing the LSEG (WM/Reuters) EUR/USD spot rate at 10:00 ET on 16 January 2030; lower bound inclusive.' }),
  ] });
}
{ // ECB euro reference rate for USD on Jan 16 (beta): 14:15 CET, hours before the 10am ET spot — its own event.
  addCase('rates_fx', { name: 'ecb-eurusd-ref-jan16', events: [
    B1('EUR/USD ECB reference rate above 1.1200 on January 16?', 'Finance', z('2030-01-16', '13:15'), 'ecbref112', { mx: { src: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/eurofxref-graph-usd.en.html' } }),
  ] }, ['time']);
}
{ // USD/JPY at 10:00 ET Jan 17: alpha above ladder vs beta_us.
  addCase('rates_fx', { name: 'usdjpy-10am-jan17', events: [
    A('KXUSDJPY-30JAN1710', 'USD/JPY on Jan 17, 2030 at 10am EST?', 'Financials', z('2030-01-17', '15:00'), w([['T149.99', '150.00 or above', 'jp150'], ['T151.99', '152.00 or above', 'jp152']], {})),
    U('usd-jpy-above-january-17-2030', 'USD/JPY above ___ at 10AM ET on Jan 17?', 'Finance', z('2030-01-17', '15:00'), [['usdjpy-above-150-jan-17-2030', '150', 'jp150'], ['usdjpy-above-152-jan-17-2030', '152', 'jp152']]),
  ] });
}
{ // Fed decision at the January 29–30, 2030 FOMC (alpha, beta): a longer-dated distractor.
  addCase('rates_fx', { name: 'fomc-jan-2030', events: [
    A('KXFEDDECISION-30JAN', 'Fed decision in Jan 2030?', 'Economics', z('2030-01-30', '19:00'), [['H0', 'Hold', 'fedhold'], ['C25', 'Cut 25bps', 'fedc25'], ['H25', 'Hike 25bps', 'fedh25']],
      { sources: ['Federal Reserve https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm'] }),
    B('Fed decision in January?', 'Economics', z('2030-01-30', '19:00'), [['fed-no-change-january-2030', 'No change', 'fedhold'], ['fed-25-bps-decrease-january-2030', '25 bps decrease', 'fedc25'],
      ['fed-50-bps-decrease-january-2030', '50+ bps decrease', 'fedc50'], ['fed-25-bps-increase-january-2030', '25+ bps increase', 'fedh25plus']]),
  ] });
}

// ───────────────────────────── ECONOMICS: THE WEEK'S PRINTS ─────────────────────────────

{ // December 2029 CPI, headline MoM (released Jan 15, 2030): alpha "above" ladder, beta exact buckets, gamma binary.
  // CPI MoM is published to one decimal: "Above 0.2%" = "0.3% or higher"; beta's exact "0.3%" bucket is its own outcome.
  addCase('economics', { name: 'cpi-mom-dec29', events: [
    A('KXCPI-30JAN15', 'CPI in December 2029?', 'Economics', z('2030-01-15', '13:30'), w([['T0.1', 'Above 0.1%', 'cpi02up'], ['T0.2', 'Above 0.2%', 'cpi03up'], ['T0.3', 'Above 0.3%', 'cpi04up']],
      { rules: 'If the seasonally adjusted CPI-U month-over-month change for December 2029, as first released by BLS, is above the strike, Yes.' }), { sources: [BLS] }),
    B('December CPI (MoM)?', 'Economics', z('2030-01-15', '13:30'), w([
      ['december-cpi-0pt1-or-lower', '≤0.1%', 'cpi01down'], ['december-cpi-0pt2', '0.2%', 'cpi02'], ['december-cpi-0pt3', '0.3%', 'cpi03'], ['december-cpi-0pt4-or-higher', '≥0.4%', 'cpi04up'],
    ], { src: 'https://www.bls.gov/cpi/', rules: 'Resolves to the seasonally adjusted monthly CPI change for December 2029 in the BLS release scheduled for January 15, 2030.' })),
    G1('US CPI MoM for December 2029: 0.3% or higher?', z('2030-01-15', '13:30'), 'cpi03up', { rules: 'BLS CPI-U, all items, seasonally adjusted, first release.' }),
  ] });
}
{ // December 2029 core CPI MoM (alpha, beta_us): a different measure from headline.
  addCase('economics', { name: 'core-cpi-mom-dec29', events: [
    A('KXCPICORE-30JAN15', 'Core CPI in December 2029?', 'Economics', z('2030-01-15', '13:30'), w([['T0.2', 'Above 0.2%', 'core03up'], ['T0.3', 'Above 0.3%', 'core04up']], {}), { sources: [BLS] }),
    U1('core-cpi-mom-december-2029-0-3-or-higher', 'December core CPI 0.3% or higher?', 'Economics', z('2030-01-15', '13:30'), 'core03up'),
  ] }, ['measure']);
}
{ // December 2029 CPI YoY (alpha, beta): the annual rate.
  addCase('economics', { name: 'cpi-yoy-dec29', events: [
    A('KXCPIYOY-30JAN15', 'Inflation in December 2029?', 'Economics', z('2030-01-15', '13:30'), w([['T2.7', 'Above 2.7%', 'yoy28up'], ['T2.9', 'Above 2.9%', 'yoy30up']], {}), { sources: [BLS] }),
    B('December inflation (YoY) 2.8% or higher?', 'Economics', z('2030-01-15', '13:30'), [['december-inflation-yoy-2pt8-or-higher', 'Yes', 'yoy28up']]),
  ] }, ['measure']);
}
{ // Initial jobless claims, week ending Jan 12 (released Thu Jan 17): alpha, beta, gamma.
  addCase('economics', { name: 'claims-jan17', events: [
    A('KXJOBLESS-30JAN17', 'Initial jobless claims for the week ending Jan 12, 2030?', 'Economics', z('2030-01-17', '13:30'), w([['T215000', 'Above 215,000', 'ic215'], ['T225000', 'Above 225,000', 'ic225']],
      { rules: 'Seasonally adjusted initial claims for the week ending Jan 12, 2030, as first reported by the Department of Labor on Jan 17, 2030.' }), { sources: [DOL] }),
    B('Initial jobless claims above ___ (week ending January 12)?', 'Economics', z('2030-01-17', '13:30'), w([['jobless-claims-above-215k-jan-12', '215K', 'ic215'], ['jobless-claims-above-225k-jan-12', '225K', 'ic225']],
      { src: 'https://www.dol.gov/ui/data.pdf' })),
    G1('US initial jobless claims (w/e 12 Jan 2030) above 225K?', z('2030-01-17', '13:30'), 'ic225'),
  ] });
}
{ // Continuing claims for the week ending Jan 5 (beta_us) — another series in the same release.
  addCase('economics', { name: 'continuing-claims-jan17', events: [U1('continuing-claims-above-1-9m-week-ending-january-5-2030', 'Continuing jobless claims above 1.9M?', 'Economics', z('2030-01-17', '13:30'), 'cc19')] }, ['measure']);
}
{ // Initial claims released Jan 24 (week ending Jan 19): next week's print (alpha).
  addCase('economics', { name: 'claims-jan24', events: [A1('KXJOBLESS-30JAN24', 'Initial jobless claims for the week ending Jan 19, 2030?', 'Economics', z('2030-01-24', '13:30'), 'T225000', 'Above 225,000', 'ic24_225')] }, ['date']);
}
{ // TSA checkpoint throughput on Sunday Jan 13 (reported Mon Jan 14): alpha, beta.
  addCase('economics', { name: 'tsa-jan13', events: [
    A('KXTSA-30JAN13', 'TSA check-ins on Jan 13, 2030?', 'Economics', z('2030-01-14', '14:00'), w([['T2300000', 'Above 2.3M', 'tsa23'], ['T2500000', 'Above 2.5M', 'tsa25']],
      { rules: 'Resolves per the TSA checkpoint travel numbers published for Jan 13, 2030.' }), { sources: [TSA] }),
    B('TSA passengers on Sunday, January 13?', 'Economics', z('2030-01-14', '14:00'), w([['tsa-passengers-january-13-above-2pt3m', 'More than 2.3 million', 'tsa23'], ['tsa-passengers-january-13-above-2pt5m', 'More than 2.5 million', 'tsa25']],
      { src: 'https://www.tsa.gov/travel/passenger-volumes' })),
  ] });
}
{ // TSA weekly average Jan 13–19 (gamma) vs single-day Jan 19 (beta_us): different measures.
  addCase('economics', { name: 'tsa-week-jan13-19', groups: [['gamma'], ['beta_us']], events: [
    G1('TSA average daily checkpoint volume Jan 13–19, 2030 above 2.2M?', z('2030-01-20', '14:00'), 'tsaavg22'),
    U1('tsa-travelers-saturday-january-19-2030-above-2-2m', 'More than 2.2M TSA travelers on Saturday, Jan 19?', 'Economics', z('2030-01-20', '14:00'), 'tsa19_22'),
  ] }, ['measure']);
}
{ // December 2029 PPI MoM (released Jan 16): alpha only.
  addCase('economics', { name: 'ppi-dec29', events: [A1('KXPPI-30JAN16', 'PPI in December 2029?', 'Economics', z('2030-01-16', '13:30'), 'T0.2', 'Above 0.2%', 'ppi03up')] }, ['measure']);
}
{ // December 2029 retail sales MoM (released Jan 17): beta, gamma.
  addCase('economics', { name: 'retail-sales-dec29', events: [
    B1('December retail sales increase more than 0.5%?', 'Economics', z('2030-01-17', '13:30'), 'rs05', { mx: { src: 'https://www.census.gov/retail/index.html' } }),
    G1('US retail sales (Dec 2029, MoM) above 0.5%?', z('2030-01-17', '13:30'), 'rs05', { rules: 'Census Bureau advance monthly retail sales, total, seasonally adjusted.' }),
  ] });
}

// ───────────────────────────── WEATHER: DAILY HIGHS AND SNOW ─────────────────────────────

const cli = (station: string, d: string): string => `Resolves to the maximum temperature recorded at ${station} for ${short(d)}, as reported in the National Weather Service Daily Climate Report (CLI).`;
const wu = (station: string, d: string): string => `This market resolves to the temperature range that contains the highest temperature recorded at ${station} in degrees Fahrenheit on ${md(d)}, 2030, as reported by Weather Underground once finalized.`;
{ // NYC high on Jan 14: alpha (Central Park, NWS CLI) vs beta (LaGuardia, Wunderground): same buckets, different station → nf.
  const d = '2030-01-14';
  addCase('weather', { name: 'nyc-high-jan14', events: [
    A(`KXHIGHNY-${ad(d)}`, `Highest temperature in NYC on ${short(d)}?`, 'Climate and Weather', z('2030-01-15', '05:00'), w([
      ['T33', '33° or below', 'ny33d'], ['B34.5', '34° to 35°', 'ny34'], ['B36.5', '36° to 37°', 'ny36'], ['B38.5', '38° to 39°', 'ny38'], ['T40', '40° or above', 'ny40u'],
    ], { rules: cli('Central Park, New York', d) }), { sources: [NWS] }),
    B(`Highest temperature in NYC on ${md(d)}?`, 'Weather', z('2030-01-15', '05:00'), w([
      ['highest-temperature-in-nyc-on-january-14-33forbelow', '33°F or below', 'ny33d'], ['highest-temperature-in-nyc-on-january-14-34-35f', '34-35°F', 'ny34'],
      ['highest-temperature-in-nyc-on-january-14-36-37f', '36-37°F', 'ny36'], ['highest-temperature-in-nyc-on-january-14-38-39f', '38-39°F', 'ny38'],
      ['highest-temperature-in-nyc-on-january-14-40forhigher', '40°F or higher', 'ny40u'],
    ], { src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA', rules: wu('LaGuardia Airport (KLGA)', d) })),
  ], fungible: nf('alpha|beta') }, ['source']);
}
{ // NYC high on Jan 15 (alpha): the next day.
  const d = '2030-01-15';
  addCase('weather', { name: 'nyc-high-jan15', events: [
    A(`KXHIGHNY-${ad(d)}`, `Highest temperature in NYC on ${short(d)}?`, 'Climate and Weather', z('2030-01-16', '05:00'), w([['B36.5', '36° to 37°', 'ny15_36'], ['B38.5', '38° to 39°', 'ny15_38']], { rules: cli('Central Park, New York', d) }), { sources: [NWS] }),
  ] }, ['date']);
}
{ // Chicago high on Jan 15: alpha (Midway) vs beta (O'Hare) → nf; gamma (O'Hare) fungible with beta.
  const d = '2030-01-15';
  addCase('weather', { name: 'chi-high-jan15', events: [
    A(`KXHIGHCHI-${ad(d)}`, `Highest temperature in Chicago on ${short(d)}?`, 'Climate and Weather', z('2030-01-16', '06:00'), w([
      ['B20.5', '20° to 21°', 'chi20'], ['B22.5', '22° to 23°', 'chi22'], ['B24.5', '24° to 25°', 'chi24'],
    ], { rules: cli('Chicago Midway Airport', d) }), { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=MDW'] }),
    B(`Highest temperature in Chicago on ${md(d)}?`, 'Weather', z('2030-01-16', '06:00'), w([
      ['highest-temperature-in-chicago-on-january-15-20-21f', '20-21°F', 'chi20'], ['highest-temperature-in-chicago-on-january-15-22-23f', '22-23°F', 'chi22'],
      ['highest-temperature-in-chicago-on-january-15-24-25f', '24-25°F', 'chi24'],
    ], { src: 'https://www.wunderground.com/history/daily/us/il/chicago/KORD', rules: wu("Chicago O'Hare Intl Airport (KORD)", d) })),
    G('Chicago (O\'Hare) high temperature, Jan 15 2030', z('2030-01-16', '06:00'), [['20–21°F', 'chi20'], ['22–23°F', 'chi22'], ['24–25°F', 'chi24']], { rules: wu("Chicago O'Hare (KORD)", d) }),
  ], fungible: nf('alpha|beta', 'alpha|gamma') }, ['source']);
}
{ // Miami high on Jan 16 (alpha, beta_us; both Miami International, NWS CLI).
  const d = '2030-01-16';
  addCase('weather', { name: 'mia-high-jan16', events: [
    A(`KXHIGHMIA-${ad(d)}`, `Highest temperature in Miami on ${short(d)}?`, 'Climate and Weather', z('2030-01-17', '05:00'), w([['B76.5', '76° to 77°', 'mia76'], ['B78.5', '78° to 79°', 'mia78'], ['T80', '80° or above', 'mia80']],
      { rules: cli('Miami International Airport', d) }), { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=MFL&product=CLI&issuedby=MIA'] }),
    U('highest-temperature-in-miami-on-january-16-2030', 'Miami high temp on Jan 16?', 'Weather', z('2030-01-17', '05:00'), w([
      ['miami-high-jan-16-2030-76-77', '76-77°F', 'mia76'], ['miami-high-jan-16-2030-78-79', '78-79°F', 'mia78'], ['miami-high-jan-16-2030-80-plus', '80°F+', 'mia80'],
    ], { rules: cli('Miami International Airport', d) })),
  ] });
}
{ // Austin vs Denver high on Jan 16: one alpha, one beta, different cities.
  addCase('weather', { name: 'aus-den-high-jan16', groups: [['alpha'], ['beta']], events: [
    A('KXHIGHAUS-30JAN16', 'Highest temperature in Austin on Jan 16, 2030?', 'Climate and Weather', z('2030-01-17', '06:00'), w([['B60.5', '60° to 61°', 'aus60']], {})),
    B('Highest temperature in Denver on January 16?', 'Weather', z('2030-01-17', '07:00'), [['highest-temperature-in-denver-on-january-16-60-61f', '60-61°F', 'den60']]),
  ] }, ['place']);
}
{ // Los Angeles high on Jan 17 (alpha, beta; both LAX, NWS) — fungible.
  const d = '2030-01-17';
  addCase('weather', { name: 'lax-high-jan17', events: [
    A(`KXHIGHLAX-${ad(d)}`, `Highest temperature in Los Angeles on ${short(d)}?`, 'Climate and Weather', z('2030-01-18', '08:00'), w([['B68.5', '68° to 69°', 'la68'], ['B70.5', '70° to 71°', 'la70']], { rules: cli('Los Angeles International Airport', d) })),
    B(`Highest temperature in Los Angeles on ${md(d)}?`, 'Weather', z('2030-01-18', '08:00'), w([['highest-temperature-in-la-on-january-17-68-69f', '68-69°F', 'la68'], ['highest-temperature-in-la-on-january-17-70-71f', '70-71°F', 'la70']],
      { rules: cli('Los Angeles International Airport (KLAX)', d) })),
  ] });
}
{ // London high on Jan 15: beta (London City Airport) vs gamma (Heathrow): same day, different stations → nf.
  addCase('weather', { name: 'london-high-jan15', events: [
    B('Highest temperature in London on January 15?', 'Weather', z('2030-01-15', '23:59'), w([['highest-temperature-in-london-on-january-15-7c', '7°C', 'lon7'], ['highest-temperature-in-london-on-january-15-8c', '8°C', 'lon8'], ['highest-temperature-in-london-on-january-15-9c', '9°C', 'lon9']],
      { src: 'https://www.wunderground.com/history/daily/gb/london/EGLC', rules: 'Resolves to the highest temperature recorded at London City Airport (EGLC) in whole degrees Celsius on 15 January 2030.' })),
    G('London max temperature (Heathrow) on 15 Jan 2030', z('2030-01-15', '23:59'), [['7°C', 'lon7'], ['8°C', 'lon8'], ['9°C', 'lon9']], { rules: 'Met Office observation at London Heathrow, whole °C.' }),
  ], fungible: nf('beta|gamma') }, ['source']);
}
{ // Seoul vs Tokyo high on Jan 16 (beta, gamma).
  addCase('weather', { name: 'seoul-tokyo-high-jan16', groups: [['beta'], ['gamma']], events: [
    B('Highest temperature in Seoul on January 16?', 'Weather', z('2030-01-16', '15:00'), [['highest-temperature-in-seoul-on-january-16-2c', '2°C', 'sel2'], ['highest-temperature-in-seoul-on-january-16-3c', '3°C', 'sel3']]),
    G('Tokyo high temperature on Jan 16, 2030', z('2030-01-16', '15:00'), [['9°C', 'tyo9'], ['10°C', 'tyo10']]),
  ] }, ['place']);
}
{ // Paris high on Jan 17 (beta, beta_us: both Paris–Le Bourget per Wunderground).
  const r = 'Resolves to the highest temperature recorded at Paris–Le Bourget (LFPB) in whole degrees Celsius on 17 January 2030, per Weather Underground.';
  addCase('weather', { name: 'paris-high-jan17', events: [
    B('Highest temperature in Paris on January 17?', 'Weather', z('2030-01-17', '23:00'), w([['highest-temperature-in-paris-on-january-17-6c', '6°C', 'par6'], ['highest-temperature-in-paris-on-january-17-7c', '7°C', 'par7']], { rules: r })),
    U('highest-temperature-in-paris-on-january-17-2030', 'Paris high on Jan 17?', 'Weather', z('2030-01-17', '23:00'), w([['paris-high-2030-01-17-6c', '6°C', 'par6'], ['paris-high-2030-01-17-7c', '7°C', 'par7']], { rules: r })),
  ] });
}
{ // Chicago snowfall on Jan 17: alpha (O'Hare CLI) vs beta (O'Hare CLI) — more than 1 inch.
  addCase('weather', { name: 'chi-snow-jan17', events: [
    A1('KXSNOWCHI-30JAN17', "Will it snow more than 1 inch in Chicago on Jan 17, 2030?", 'Climate and Weather', z('2030-01-18', '06:00'), 'T1', 'Above 1 inch', 'chisnow1',
      { rules: "Resolves Yes if the snowfall reported for Chicago O'Hare in the NWS Daily Climate Report for Jan 17, 2030 exceeds 1.0 inch." }),
    B1('Chicago snowfall on January 17 more than 1 inch?', 'Weather', z('2030-01-18', '06:00'), 'chisnow1', { mx: { rules: "Resolves Yes if the NWS Daily Climate Report for O'Hare (ORD) shows more than 1.0 inch of snowfall on January 17, 2030." } }),
  ] });
}
{ // NYC January 2030 snowfall total (alpha monthly, beta buckets): a longer window than any one day.
  addCase('weather', { name: 'nyc-snow-january', events: [
    A('KXNYCSNOWM-30JAN', 'New York City snowfall in January 2030?', 'Climate and Weather', z('2030-02-01', '14:00'), w([['T2', 'Above 2 inches', 'nysnow2'], ['T4', 'Above 4 inches', 'nysnow4'], ['T8', 'Above 8 inches', 'nysnow8']],
      { rules: 'Resolves per total snowfall at Central Park for January 2030 in the NWS monthly climate report.' }), { sources: [NWS] }),
    B('How much snow in NYC in January?', 'Weather', z('2030-02-01', '14:00'), w([['nyc-snow-january-2030-less-than-2', '<2"', 'nysnowlt2'], ['nyc-snow-january-2030-2-4', '2-4"', 'nysnow2to4'],
      ['nyc-snow-january-2030-4-8', '4-8"', 'nysnow4to8'], ['nyc-snow-january-2030-more-than-8', '>8"', 'nysnow8']], { rules: 'Central Park monthly snowfall total, NWS.' })),
  ] });
}
{ // Snow in Boston on Jan 17 (gamma) — a different city, daily.
  addCase('weather', { name: 'bos-snow-jan17', events: [G1('Measurable snow at Boston Logan on Jan 17, 2030?', z('2030-01-18', '05:00'), 'bossnow17')] }, ['place']);
}

// ───────────────────────────── SPORTS: THE WEEK'S GAMES ─────────────────────────────

interface Side { code: string; city: string; nick: string }
type V = E['venue'];
const SER: Record<string, string> = { nba: 'KXNBAGAME', nhl: 'KXNHLGAME', cbb: 'KXNCAAMBGAME', nfl: 'KXNFLGAME' };
const SPORT: Record<string, string> = { nba: 'professional basketball', nhl: 'professional hockey', cbb: "men's college basketball", nfl: 'professional football' };
/** A two-sided game (no draw) on the listed venues; YES of the beta/beta_us single market is the away side. */
const game = (lg: 'nba' | 'nhl' | 'cbb' | 'nfl', d: string, close: string, away: Side, home: Side, venues: V[], tag: string): E[] => {
  const a = `${tag}:away`;
  const h = `${tag}:home`;
  const codes = `${away.code}${home.code}`;
  const bslug = `${lg}-${away.code.toLowerCase()}-${home.code.toLowerCase()}-${d}`;
  const out: E[] = [];
  for (const v of venues) {
    if (v === 'alpha') {
      const rule = (who: string): string => `If ${who} wins the ${away.city} at ${home.city} ${SPORT[lg]!} game originally scheduled for ${short(d)}, then the market resolves to Yes.`;
      out.push(A(`${SER[lg]!}-${ad(d)}${codes}`, `${away.city} at ${home.city}`, 'Sports', close, [[away.code, away.city, a, { rules: rule(away.city) }], [home.code, home.city, h, { rules: rule(home.city) }]]));
    } else if (v === 'beta') {
      out.push(B(`${away.nick} vs. ${home.nick}`, 'Sports', close, [[bslug, away.nick, a, { outcomes: yn(away.nick, home.nick),
        rules: `This market refers to the game between the ${away.city} ${away.nick} and the ${home.city} ${home.nick} scheduled for ${md(d)}, 2030. If the game is postponed beyond the season or canceled, the market resolves 50-50.` }]]));
    } else if (v === 'beta_us') {
      out.push(U(`${bslug}-game`, `${away.nick} at ${home.nick}`, 'Sports', close, [[`${bslug}-moneyline`, away.nick, a, { outcomes: yn(away.nick, home.nick) }]]));
    } else {
      out.push(G(`${away.city} ${away.nick} vs ${home.city} ${home.nick} (${short(d)})`, close, [[`${away.city} ${away.nick}`, a], [`${home.city} ${home.nick}`, h]]));
    }
  }
  return out;
};
const T = (code: string, city: string, nick: string): Side => ({ code, city, nick });
const BOS = T('BOS', 'Boston', 'Celtics'); const MIA = T('MIA', 'Miami', 'Heat'); const LAL = T('LAL', 'Los Angeles L', 'Lakers'); const GSW = T('GSW', 'Golden State', 'Warriors');
const NYK = T('NYK', 'New York', 'Knicks'); const PHI = T('PHI', 'Philadelphia', '76ers'); const DEN = T('DEN', 'Denver', 'Nuggets'); const OKC = T('OKC', 'Oklahoma City', 'Thunder');
const MIL = T('MIL', 'Milwaukee', 'Bucks'); const CLE = T('CLE', 'Cleveland', 'Cavaliers'); const SAS = T('SAS', 'San Antonio', 'Spurs'); const DAL = T('DAL', 'Dallas', 'Mavericks');
const ngame = (d: string): string => z(next(d), '04:30');

{ // NBA: Celtics at Heat, Mon Jan 14 (all four venues).
  addCase('sports', { name: 'nba-bos-mia-jan14', events: game('nba', '2030-01-14', ngame('2030-01-14'), BOS, MIA, ['alpha', 'beta', 'beta_us', 'gamma'], 'bosmia14') });
}
{ // NBA: Heat at Celtics, Wed Jan 16 (beta, alpha) — the same two teams two days later.
  addCase('sports', { name: 'nba-mia-bos-jan16', events: game('nba', '2030-01-16', ngame('2030-01-16'), MIA, BOS, ['beta', 'alpha'], 'miabos16') }, ['date']);
}
{ // NBA: Lakers at Warriors, Tue Jan 15 (alpha, beta, gamma).
  addCase('sports', { name: 'nba-lal-gsw-jan15', events: game('nba', '2030-01-15', z('2030-01-16', '06:30'), LAL, GSW, ['alpha', 'beta', 'gamma'], 'lalgsw15') });
}
{ // NBA: Knicks at 76ers, Wed Jan 16 (alpha, beta_us).
  addCase('sports', { name: 'nba-nyk-phi-jan16', events: game('nba', '2030-01-16', ngame('2030-01-16'), NYK, PHI, ['alpha', 'beta_us'], 'nykphi16') });
}
{ // NBA: Nuggets at Thunder, Thu Jan 17 (alpha, beta, beta_us, gamma).
  addCase('sports', { name: 'nba-den-okc-jan17', events: game('nba', '2030-01-17', ngame('2030-01-17'), DEN, OKC, ['alpha', 'beta', 'beta_us', 'gamma'], 'denokc17') });
}
{ // NBA: Bucks at Cavaliers, Fri Jan 18 (beta, gamma).
  addCase('sports', { name: 'nba-mil-cle-jan18', events: game('nba', '2030-01-18', ngame('2030-01-18'), MIL, CLE, ['beta', 'gamma'], 'milcle18') });
}
{ // NBA: Spurs at Mavericks, Sat Jan 19 (alpha only).
  addCase('sports', { name: 'nba-sas-dal-jan19', events: game('nba', '2030-01-19', ngame('2030-01-19'), SAS, DAL, ['alpha'], 'sasdal19') });
}
{ // NBA: Celtics at Heat point spread Jan 14 (alpha spread ladder, beta spread market): Miami −4.5.
  addCase('sports', { name: 'nba-bos-mia-spread-jan14', events: [
    A('KXNBASPREAD-30JAN14BOSMIA', 'Boston at Miami: Spread', 'Sports', ngame('2030-01-14'), [['MIA4', 'Miami wins by over 4.5 Points', 'mia-4.5', { rules: 'If Miami wins the Boston at Miami game on Jan 14, 2030 by more than 4.5 points, Yes.' }],
      ['BOS4', 'Boston wins by over 4.5 Points', 'bos-4.5']]),
    B('Spread: Heat (-4.5)', 'Sports', ngame('2030-01-14'), [['nba-bos-mia-2030-01-14-spread-home-4pt5', 'Heat (-4.5)', 'mia-4.5', { outcomes: yn('Heat', 'Celtics') }]]),
  ] }, ['measure']);
}
// NHL
const TOR = T('TOR', 'Toronto', 'Maple Leafs'); const MTL = T('MTL', 'Montreal', 'Canadiens'); const NYR = T('NYR', 'New York R', 'Rangers'); const BOSB = T('BOS', 'Boston', 'Bruins');
const EDM = T('EDM', 'Edmonton', 'Oilers'); const VGK = T('VGK', 'Vegas', 'Golden Knights'); const FLA = T('FLA', 'Florida', 'Panthers'); const TBL = T('TBL', 'Tampa Bay', 'Lightning');
{ // NHL: Maple Leafs at Canadiens, Jan 15 (alpha, beta, gamma).
  addCase('sports', { name: 'nhl-tor-mtl-jan15', events: game('nhl', '2030-01-15', ngame('2030-01-15'), TOR, MTL, ['alpha', 'beta', 'gamma'], 'tormtl15') });
}
{ // NHL: Rangers at Bruins, Jan 16 (alpha, beta, beta_us) — Boston's hockey team, not the Celtics.
  addCase('sports', { name: 'nhl-nyr-bos-jan16', events: game('nhl', '2030-01-16', ngame('2030-01-16'), NYR, BOSB, ['alpha', 'beta', 'beta_us'], 'nyrbos16') });
}
{ // NHL: Oilers at Golden Knights, Jan 17 (beta, gamma).
  addCase('sports', { name: 'nhl-edm-vgk-jan17', events: game('nhl', '2030-01-17', z('2030-01-18', '06:30'), EDM, VGK, ['beta', 'gamma'], 'edmvgk17') });
}
{ // NHL: Panthers at Lightning, Jan 18 (alpha, beta_us).
  addCase('sports', { name: 'nhl-fla-tbl-jan18', events: game('nhl', '2030-01-18', ngame('2030-01-18'), FLA, TBL, ['alpha', 'beta_us'], 'flatbl18') });
}
// College basketball
{ // NCAAB: Kansas at Baylor, Big Monday Jan 14 (alpha, beta, gamma).
  addCase('sports', { name: 'cbb-ku-bay-jan14', events: game('cbb', '2030-01-14', ngame('2030-01-14'), T('KU', 'Kansas', 'Jayhawks'), T('BAY', 'Baylor', 'Bears'), ['alpha', 'beta', 'gamma'], 'kubay14') });
}
{ // NCAAB: UConn at Villanova, Jan 15 (alpha, beta).
  addCase('sports', { name: 'cbb-conn-vill-jan15', events: game('cbb', '2030-01-15', ngame('2030-01-15'), T('CONN', 'Connecticut', 'Huskies'), T('VILL', 'Villanova', 'Wildcats'), ['alpha', 'beta'], 'connvill15') });
}
{ // NCAAB: Purdue at Illinois, Jan 16 (beta, beta_us).
  addCase('sports', { name: 'cbb-pur-ill-jan16', events: game('cbb', '2030-01-16', ngame('2030-01-16'), T('PUR', 'Purdue', 'Boilermakers'), T('ILL', 'Illinois', 'Fighting Illini'), ['beta', 'beta_us'], 'purill16') });
}
{ // NCAAB: Kentucky at Tennessee, Sat Jan 19 (alpha, beta, gamma).
  addCase('sports', { name: 'cbb-uk-tenn-jan19', events: game('cbb', '2030-01-19', z('2030-01-19', '21:00'), T('UK', 'Kentucky', 'Wildcats'), T('TENN', 'Tennessee', 'Volunteers'), ['alpha', 'beta', 'gamma'], 'uktenn19') });
}
// NFL divisional round
const HOU = T('HOU', 'Houston', 'Texans'); const BAL = T('BAL', 'Baltimore', 'Ravens'); const SF = T('SF', 'San Francisco', '49ers'); const GB = T('GB', 'Green Bay', 'Packers');
const BUF = T('BUF', 'Buffalo', 'Bills'); const KC = T('KC', 'Kansas City', 'Chiefs'); const DET = T('DET', 'Detroit', 'Lions'); const PHIE = T('PHI', 'Philadelphia', 'Eagles');
{ // AFC divisional: Texans at Ravens, Sat Jan 19 (all four venues).
  addCase('sports', { name: 'nfl-hou-bal-jan19', events: game('nfl', '2030-01-19', z('2030-01-20', '01:00'), HOU, BAL, ['alpha', 'beta', 'beta_us', 'gamma'], 'houbal') });
}
{ // NFC divisional: 49ers at Packers, Sat Jan 19 night (alpha, beta, gamma).
  addCase('sports', { name: 'nfl-sf-gb-jan19', events: game('nfl', '2030-01-19', z('2030-01-20', '05:00'), SF, GB, ['alpha', 'beta', 'gamma'], 'sfgb') });
}
{ // AFC divisional: Bills at Chiefs, Sun Jan 20 (alpha, beta, beta_us).
  addCase('sports', { name: 'nfl-buf-kc-jan20', events: game('nfl', '2030-01-20', z('2030-01-21', '00:00'), BUF, KC, ['alpha', 'beta', 'beta_us'], 'bufkc') });
}
{ // NFC divisional: Lions at Eagles, Sun Jan 20 (alpha, beta, gamma).
  addCase('sports', { name: 'nfl-det-phi-jan20', events: game('nfl', '2030-01-20', z('2030-01-21', '03:30'), DET, PHIE, ['alpha', 'beta', 'gamma'], 'detphi') });
}
{ // Texans at Ravens point spread (alpha spread ladder, beta spread market): Ravens −3.5.
  addCase('sports', { name: 'nfl-hou-bal-spread', events: [
    A('KXNFLSPREAD-30JAN19HOUBAL', 'Houston at Baltimore: Spread', 'Sports', z('2030-01-20', '01:00'), [['BAL3', 'Baltimore wins by over 3.5 Points', 'bal-3.5'], ['HOU3', 'Houston wins by over 3.5 Points', 'hou-3.5']]),
    B('Spread: Ravens (-3.5)', 'Sports', z('2030-01-20', '01:00'), [['nfl-hou-bal-2030-01-19-spread-home-3pt5', 'Ravens (-3.5)', 'bal-3.5', { outcomes: yn('Ravens', 'Texans') }]]),
  ] }, ['measure']);
}
{ // Texans at Ravens total points over 47.5 (alpha, beta).
  addCase('sports', { name: 'nfl-hou-bal-total', events: [
    A('KXNFLTOTAL-30JAN19HOUBAL', 'Houston at Baltimore: Total Points', 'Sports', z('2030-01-20', '01:00'), [['47', 'Over 47.5 points scored', 'tot47.5'], ['44', 'Over 44.5 points scored', 'tot44.5']]),
    B('Texans vs. Ravens: O/U 47.5', 'Sports', z('2030-01-20', '01:00'), [['nfl-hou-bal-2030-01-19-total-47pt5', 'O/U 47.5', 'tot47.5', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['threshold']);
}
{ // AFC Championship winner (Jan 27): a later round than the divisional games (alpha, beta).
  addCase('sports', { name: 'afc-champion-2029-season', events: [
    A('KXNFLAFCCHAMP-30', 'AFC Championship winner?', 'Sports', z('2030-01-28', '03:00'), [['BAL', 'Baltimore', 'afcbal'], ['KC', 'Kansas City', 'afckc'], ['BUF', 'Buffalo', 'afcbuf'], ['HOU', 'Houston', 'afchou']]),
    B('AFC Champion 2029-30', 'Sports', z('2030-01-28', '03:00'), [['afc-champion-ravens', 'Ravens', 'afcbal'], ['afc-champion-chiefs', 'Chiefs', 'afckc'], ['afc-champion-bills', 'Bills', 'afcbuf'], ['afc-champion-texans', 'Texans', 'afchou']]),
  ] }, ['round']);
}
{ // Super Bowl LXIV winner (Feb 10, 2030): gamma only, longer-dated.
  addCase('sports', { name: 'super-bowl-lxiv', events: [G('Super Bowl LXIV Champion', z('2030-02-11', '04:00'), [['Baltimore Ravens', 'sbbal'], ['Detroit Lions', 'sbdet'], ['Kansas City Chiefs', 'sbkc'], ['Philadelphia Eagles', 'sbphi']])] }, ['round']);
}
// Australian Open 2030 (Melbourne; times there are UTC+11, so a night session ends the same UTC day)
interface P { code: string; first: string; last: string }
const P_ = (code: string, first: string, last: string): P => ({ code, first, last });
/** A tennis match on the listed venues; YES of the beta/beta_us single market is p1. */
const match = (tour: 'ATP' | 'WTA', d: string, close: string, p1: P, p2: P, rnd: string, venues: V[], tag: string): E[] => {
  const a = `${tag}:p1`;
  const b = `${tag}:p2`;
  const bslug = `${tour.toLowerCase()}-${p1.last.toLowerCase()}-${p2.last.toLowerCase()}-${d}`;
  const out: E[] = [];
  for (const v of venues) {
    if (v === 'alpha') {
      const rule = (p: P): string => `If ${p.first} ${p.last} wins the ${p1.last} vs ${p2.last} match at the 2030 Australian Open (${rnd}), then the market resolves to Yes. A retirement or walkover counts as a win for the advancing player.`;
      out.push(A(`KX${tour}MATCH-${ad(d)}${p1.code}${p2.code}`, `Will ${p1.first} ${p1.last} beat ${p2.first} ${p2.last}?`, 'Sports', close,
        [[p1.code, `${p1.first} ${p1.last}`, a, { rules: rule(p1) }], [p2.code, `${p2.first} ${p2.last}`, b, { rules: rule(p2) }]]));
    } else if (v === 'beta') {
      out.push(B(`Australian Open: ${p1.first} ${p1.last} vs ${p2.first} ${p2.last}`, 'Sports', close, [[bslug, p1.last, a, { outcomes: yn(p1.last, p2.last),
        rules: `This market refers to the ${rnd} match between ${p1.first} ${p1.last} and ${p2.first} ${p2.last} at the 2030 Australian Open. The player who advances wins.` }]]));
    } else if (v === 'beta_us') {
      out.push(U(`${bslug}-match`, `${p1.last} vs. ${p2.last}`, 'Sports', close, [[`${bslug}-winner`, p1.last, a, { outcomes: yn(p1.last, p2.last) }]]));
    } else {
      out.push(G(`AO 2030 ${rnd}: ${p1.first[0]!}. ${p1.last} vs ${p2.first[0]!}. ${p2.last}`, close, [[`${p1.first} ${p1.last}`, a], [`${p2.first} ${p2.last}`, b]]));
    }
  }
  return out;
};
const SIN = P_('SIN', 'Jannik', 'Sinner'); const TIE_ = P_('TIE', 'Learner', 'Tien'); const ALC = P_('ALC', 'Carlos', 'Alcaraz'); const DRA = P_('DRA', 'Jack', 'Draper');
const GAU = P_('GAU', 'Coco', 'Gauff'); const JOI = P_('JOI', 'Maya', 'Joint'); const SAB = P_('SAB', 'Aryna', 'Sabalenka'); const MBO = P_('MBO', 'Victoria', 'Mboko');
const SWI = P_('SWI', 'Iga', 'Swiatek'); const AND = P_('AND', 'Mirra', 'Andreeva');
{ // AO first round: Gauff vs Joint, Mon Jan 14 (alpha, beta, gamma).
  addCase('sports', { name: 'ao-gauff-joint', events: match('WTA', '2030-01-14', z('2030-01-14', '13:00'), GAU, JOI, 'first round', ['alpha', 'beta', 'gamma'], 'gaujoi') });
}
{ // AO second round: Sinner vs Tien, Wed Jan 16 (all four venues).
  addCase('sports', { name: 'ao-sinner-tien', events: match('ATP', '2030-01-16', z('2030-01-16', '14:00'), SIN, TIE_, 'second round', ['alpha', 'beta', 'beta_us', 'gamma'], 'sintie') });
}
{ // Sinner wins the Tien match in straight sets (alpha): a narrower question than the match winner.
  addCase('sports', { name: 'ao-sinner-tien-straight', events: [A1('KXATPSETS-30JAN16SINTIE', 'Will Jannik Sinner beat Learner Tien in straight sets?', 'Sports', z('2030-01-16', '14:00'), 'SIN30', 'Sinner 3-0', 'sin30')] }, ['measure']);
}
{ // AO second round: Sabalenka vs Mboko, Thu Jan 17 (alpha, beta_us).
  addCase('sports', { name: 'ao-sabalenka-mboko', events: match('WTA', '2030-01-17', z('2030-01-17', '12:00'), SAB, MBO, 'second round', ['alpha', 'beta_us'], 'sabmbo') });
}
{ // AO third round: Alcaraz vs Draper, Sat Jan 19 (alpha, beta, gamma).
  addCase('sports', { name: 'ao-alcaraz-draper', events: match('ATP', '2030-01-19', z('2030-01-19', '14:00'), ALC, DRA, 'third round', ['alpha', 'beta', 'gamma'], 'alcdra') });
}
{ // Alcaraz reaches the AO quarterfinals (beta): two rounds further than the third-round match.
  addCase('sports', { name: 'ao-alcaraz-qf', events: [B1('Will Carlos Alcaraz reach the Australian Open quarterfinals?', 'Sports', z('2030-01-22', '12:00'), 'alcqf')] }, ['round']);
}
{ // AO third round: Swiatek vs Andreeva, Sat Jan 19 (beta, gamma).
  addCase('sports', { name: 'ao-swiatek-andreeva', events: match('WTA', '2030-01-19', z('2030-01-19', '12:00'), SWI, AND, 'third round', ['beta', 'gamma'], 'swiand') });
}
{ // Australian Open 2030 men's champion (alpha, beta): the final is Jan 27.
  addCase('sports', { name: 'ao-2030-mens-winner', events: [
    A('KXATPAO-30', "Australian Open 2030 Men's Winner?", 'Sports', z('2030-01-27', '12:00'), [['SIN', 'Jannik Sinner', 'aosin'], ['ALC', 'Carlos Alcaraz', 'aoalc'], ['DRA', 'Jack Draper', 'aodra']]),
    B("Australian Open Men's Singles Winner 2030", 'Sports', z('2030-01-27', '12:00'), [['aus-open-2030-sinner', 'Jannik Sinner', 'aosin'], ['aus-open-2030-alcaraz', 'Carlos Alcaraz', 'aoalc'],
      ['aus-open-2030-fonseca', 'João Fonseca', 'aofon'], ['aus-open-2030-draper', 'Jack Draper', 'aodra']]),
  ] }, ['round']);
}

// Football (soccer): three-way markets
interface Club { code: string; short: string; full: string }
const C_ = (code: string, short: string, full: string): Club => ({ code, short, full });
const COMP: Record<string, [series: string, name: string]> = { epl: ['KXEPLGAME', 'Premier League'], laliga: ['KXLALIGAGAME', 'La Liga'], copa: ['KXCOPADELREYGAME', 'Copa del Rey'] };
/** A 90-minute three-way match (home, draw, away) on the listed venues. */
const soccer = (comp: 'epl' | 'laliga' | 'copa', d: string, close: string, home: Club, away: Club, venues: V[], tag: string): E[] => {
  const [series, cname] = COMP[comp]!;
  const tH = `${tag}:home`;
  const tD = `${tag}:draw`;
  const tA = `${tag}:away`;
  const s = `${comp === 'epl' ? 'epl' : comp === 'laliga' ? 'lal' : 'cdr'}-${home.code.toLowerCase()}-${away.code.toLowerCase()}-${d}`;
  const rule = `Resolves on the result after 90 minutes plus stoppage time of the ${cname} match ${home.full} vs ${away.full} on ${short(d)}; extra time and penalties do not count.`;
  const out: E[] = [];
  for (const v of venues) {
    if (v === 'alpha') {
      out.push(A(`${series}-${ad(d)}${home.code}${away.code}`, `${home.short} vs ${away.short}`, 'Sports', close, w([[home.code, home.short, tH], ['TIE', 'Tie', tD], [away.code, away.short, tA]], { rules: rule })));
    } else if (v === 'beta' || v === 'beta_us') {
      const ms: Row[] = [[`${s}-${home.code.toLowerCase()}`, home.full, tH, { q: `Will ${home.full} win on ${d}?`, rules: rule }],
        [`${s}-draw`, `Draw (${home.full} vs. ${away.full})`, tD, { q: `Will ${home.full} vs. ${away.full} end in a draw?`, rules: rule }],
        [`${s}-${away.code.toLowerCase()}`, away.full, tA, { q: `Will ${away.full} win on ${d}?`, rules: rule }]];
      out.push(v === 'beta' ? B(`${comp === 'copa' ? 'Copa del Rey: ' : ''}${home.full} vs. ${away.full}`, 'Sports', close, ms) : U(s, `${home.short} vs. ${away.short}`, 'Sports', close, ms));
    } else {
      out.push(G(`${cname}: ${home.short} vs ${away.short} (${d})`, close, [[home.short, tH], ['Draw', tD], [away.short, tA]], { rules: rule }));
    }
  }
  return out;
};
const ARS = C_('ARS', 'Arsenal', 'Arsenal FC'); const CHE = C_('CHE', 'Chelsea', 'Chelsea FC'); const MUN = C_('MUN', 'Manchester United', 'Manchester United FC'); const TOT = C_('TOT', 'Tottenham', 'Tottenham Hotspur FC');
const LIV = C_('LIV', 'Liverpool', 'Liverpool FC'); const MCI = C_('MCI', 'Man City', 'Manchester City FC'); const NEW = C_('NEW', 'Newcastle', 'Newcastle United FC'); const AVL = C_('AVL', 'Aston Villa', 'Aston Villa FC');
const RMA = C_('RMA', 'Real Madrid', 'Real Madrid CF'); const SEV = C_('SEV', 'Sevilla', 'Sevilla FC'); const BAR = C_('BAR', 'Barcelona', 'FC Barcelona'); const ATM = C_('ATM', 'Atlético Madrid', 'Club Atlético de Madrid');
const RSO = C_('RSO', 'Real Sociedad', 'Real Sociedad de Fútbol'); const ATH = C_('ATH', 'Athletic Club', 'Athletic Club Bilbao');
{ // EPL: Arsenal vs Chelsea, Sat Jan 18 (alpha, beta, gamma).
  addCase('sports', { name: 'epl-ars-che-jan18', events: soccer('epl', '2030-01-18', z('2030-01-18', '19:30'), ARS, CHE, ['alpha', 'beta', 'gamma'], 'arsche') });
}
{ // EPL: Manchester United vs Tottenham, Sat Jan 18 (alpha, beta_us).
  addCase('sports', { name: 'epl-mun-tot-jan18', events: soccer('epl', '2030-01-18', z('2030-01-18', '17:00'), MUN, TOT, ['alpha', 'beta_us'], 'muntot') });
}
{ // EPL: Liverpool vs Manchester City, Sun Jan 19 (all four venues).
  addCase('sports', { name: 'epl-liv-mci-jan19', events: soccer('epl', '2030-01-19', z('2030-01-19', '18:30'), LIV, MCI, ['alpha', 'beta', 'beta_us', 'gamma'], 'livmci') });
}
{ // EPL: Newcastle vs Aston Villa, Sun Jan 19 (beta only).
  addCase('sports', { name: 'epl-new-avl-jan19', events: soccer('epl', '2030-01-19', z('2030-01-19', '16:00'), NEW, AVL, ['beta'], 'newavl') });
}
{ // La Liga: Real Madrid vs Sevilla, Sat Jan 18 (alpha, beta, gamma).
  addCase('sports', { name: 'laliga-rma-sev-jan18', events: soccer('laliga', '2030-01-18', z('2030-01-18', '22:00'), RMA, SEV, ['alpha', 'beta', 'gamma'], 'rmasev') });
}
{ // Copa del Rey round of 16: Real Madrid vs Sevilla, Wed Jan 15 (beta, alpha) — same clubs, other competition and date.
  addCase('sports', { name: 'copa-rma-sev-jan15', events: soccer('copa', '2030-01-15', z('2030-01-15', '22:30'), RMA, SEV, ['beta', 'alpha'], 'cdrrmasev') }, ['competition', 'date']);
}
{ // La Liga: Barcelona vs Atlético Madrid, Sun Jan 19 (alpha, beta, beta_us).
  addCase('sports', { name: 'laliga-bar-atm-jan19', events: soccer('laliga', '2030-01-19', z('2030-01-19', '22:00'), BAR, ATM, ['alpha', 'beta', 'beta_us'], 'baratm') });
}
{ // La Liga: Real Sociedad vs Athletic Club, Sat Jan 18 (gamma only).
  addCase('sports', { name: 'laliga-rso-ath-jan18', events: soccer('laliga', '2030-01-18', z('2030-01-18', '17:30'), RSO, ATH, ['gamma'], 'rsoath') });
}

// ───────────────────────────── ESPORTS ─────────────────────────────

{ // LoL LCK Cup: T1 vs Gen.G (Bo3), Thu Jan 17 (alpha, beta, gamma).
  addCase('esports', { name: 'lol-t1-geng-jan17', events: [
    A('KXLOLGAME-30JAN17T1GEN', 'T1 vs Gen.G (LCK Cup)', 'Esports', z('2030-01-17', '13:00'), [['T1', 'T1', 't1gen:t1'], ['GEN', 'Gen.G', 't1gen:gen']],
      { rules: 'If T1 wins the LCK Cup best-of-three series against Gen.G scheduled for Jan 17, 2030, the T1 market resolves to Yes.' }),
    B('LoL: T1 vs Gen.G (BO3) - LCK Cup Group Stage', 'Esports', z('2030-01-17', '13:00'), [['lol-t1-gen-2030-01-17', 'T1', 't1gen:t1', { outcomes: yn('T1', 'Gen.G') }]]),
    G('LCK Cup 2030: T1 vs Gen.G series winner', z('2030-01-17', '13:00'), [['T1', 't1gen:t1'], ['Gen.G', 't1gen:gen']]),
  ] });
}
{ // T1 vs Gen.G, Game 1 winner (beta): one map, not the series.
  addCase('esports', { name: 'lol-t1-geng-game1', events: [B('LoL: T1 vs Gen.G - Game 1 Winner', 'Esports', z('2030-01-17', '11:00'), [['lol-t1-gen-2030-01-17-game1', 'T1', 't1gen_g1', { outcomes: yn('T1', 'Gen.G') }]])] }, ['measure']);
}
{ // CS2: Team Vitality vs Natus Vincere (Bo3), Fri Jan 18 (beta, beta_us, gamma).
  addCase('esports', { name: 'cs2-vit-navi-jan18', events: [
    B('Counter-Strike: Vitality vs NAVI (BO3)', 'Esports', z('2030-01-18', '20:00'), [['cs2-vit-navi-2030-01-18', 'Vitality', 'vitnavi:vit', { outcomes: yn('Vitality', 'NAVI') }]]),
    U('cs2-vitality-navi-2030-01-18', 'CS2: Team Vitality vs. Natus Vincere', 'Esports', z('2030-01-18', '20:00'), [['cs2-vitality-navi-2030-01-18-winner', 'Team Vitality', 'vitnavi:vit', { outcomes: yn('Team Vitality', 'Natus Vincere') }]]),
    G('CS2: Team Vitality vs Natus Vincere — match winner (18 Jan 2030)', z('2030-01-18', '20:00'), [['Team Vitality', 'vitnavi:vit'], ['Natus Vincere', 'vitnavi:navi']]),
  ] });
}
{ // Valorant VCT Americas Kickoff: Sentinels vs G2 Esports, Sat Jan 19 (alpha, beta).
  addCase('esports', { name: 'val-sen-g2-jan19', events: [
    A('KXVALORANTGAME-30JAN19SENG2', 'Sentinels vs G2 Esports', 'Esports', z('2030-01-20', '02:00'), [['SEN', 'Sentinels', 'seng2:sen'], ['G2', 'G2 Esports', 'seng2:g2']]),
    B('Valorant: Sentinels vs G2 Esports (BO3) - VCT Americas Kickoff', 'Esports', z('2030-01-20', '02:00'), [['val-sen-g2-2030-01-19', 'Sentinels', 'seng2:sen', { outcomes: yn('Sentinels', 'G2 Esports') }]]),
  ] });
}
{ // Dota 2: Team Spirit vs Tundra Esports, Sat Jan 19 (gamma only).
  addCase('esports', { name: 'dota-spirit-tundra-jan19', events: [G('Dota 2: Team Spirit vs Tundra Esports (19 Jan 2030)', z('2030-01-19', '18:00'), [['Team Spirit', 'spitun:spi'], ['Tundra Esports', 'spitun:tun']])] });
}

// ───────────────────────────── MENTIONS ─────────────────────────────

const callRule = (co: string, d: string): string => `Resolves Yes if the word or phrase (plurals and possessives count) is said by any participant, including analysts, during ${co}'s quarterly earnings call on ${short(d)}, per the official webcast or transcript.`;
{ // What will JPMorgan say on its Q4 2029 earnings call (Tue Jan 15): alpha, beta — per-word binaries.
  const r = callRule('JPMorgan Chase', '2030-01-15');
  addCase('mentions', { name: 'jpm-call-jan15', events: [
    A('KXEARNINGSMENTIONJPM-30JAN15', 'What will JPMorgan say during its earnings call?', 'Mentions', z('2030-01-15', '16:00'), w([
      ['AI', 'AI', 'jpm-ai'], ['RECE', 'Recession', 'jpm-rec'], ['TARI', 'Tariff', 'jpm-tar'], ['STAB', 'Stablecoin', 'jpm-stab'],
    ], { rules: r })),
    B('What will JPMorgan say during Q4 earnings call?', 'Mentions', z('2030-01-15', '16:00'), w([
      ['will-jpmorgan-say-ai-q4-earnings-call', 'AI', 'jpm-ai'], ['will-jpmorgan-say-recession-q4-earnings-call', 'Recession', 'jpm-rec'],
      ['will-jpmorgan-say-tariff-q4-earnings-call', 'Tariff', 'jpm-tar'], ['will-jpmorgan-say-crypto-q4-earnings-call', 'Crypto', 'jpm-cry'],
    ], { rules: r })),
  ] });
}
{ // What will Goldman Sachs say on its earnings call (Wed Jan 16): another speaker (alpha).
  addCase('mentions', { name: 'gs-call-jan16', events: [A('KXEARNINGSMENTIONGS-30JAN16', 'What will Goldman Sachs say during its earnings call?', 'Mentions', z('2030-01-16', '16:00'),
    w([['AI', 'AI / Artificial Intelligence', 'gs-ai'], ['RECE', 'Recession', 'gs-rec']], { rules: callRule('Goldman Sachs', '2030-01-16') }))] }, ['speaker']);
}
{ // Delta Air Lines earnings call (Mon Jan 14): beta, gamma.
  const r = callRule('Delta Air Lines', '2030-01-14');
  addCase('mentions', { name: 'dal-call-jan14', events: [
    B('What will Delta say during earnings call?', 'Mentions', z('2030-01-14', '16:00'), w([['will-delta-say-premium-earnings-call-jan-14', 'Premium', 'dal-prem'], ['will-delta-say-fuel-earnings-call-jan-14', 'Fuel', 'dal-fuel']], { rules: r })),
    G('Delta Q4 2029 earnings call: will they say ___?', z('2030-01-14', '16:00'), [['"Premium"', 'dal-prem'], ['"Fuel"', 'dal-fuel'], ['"Boeing"', 'dal-boe']], { rules: r }),
  ] });
}
{ // Texans at Ravens broadcast: what will the announcers say (alpha, beta) vs "Lamar" said 10+ times (gamma): other counting rule.
  const r = 'Resolves Yes if the word is said by the play-by-play or color commentators on the national broadcast of Houston at Baltimore on Jan 19, 2030 (pre-game and halftime shows excluded).';
  addCase('mentions', { name: 'nfl-hou-bal-announcers', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLMENTION-30JAN19HOUBAL', 'What will the announcers say during Houston at Baltimore?', 'Mentions', z('2030-01-20', '01:00'), w([['SNOW', 'Snow', 'ann-snow'], ['MVP', 'MVP', 'ann-mvp'], ['LAMA', 'Lamar', 'ann-lamar']], { rules: r })),
    B('What will the announcers say during Texans vs. Ravens?', 'Mentions', z('2030-01-20', '01:00'), w([['texans-ravens-announcers-say-snow', 'Snow', 'ann-snow'], ['texans-ravens-announcers-say-mvp', 'MVP', 'ann-mvp']], { rules: r })),
    G1('Will "Lamar" be said 10+ times on the Texans–Ravens broadcast?', z('2030-01-20', '01:00'), 'ann-lamar10', { rules: `${r} Needs ten or more mentions.` }),
  ] }, ['threshold']);
}
{ // Bills at Chiefs broadcast mentions (beta_us): another game's broadcast.
  addCase('mentions', { name: 'nfl-buf-kc-announcers', events: [U('what-will-announcers-say-bills-chiefs-2030-01-20', 'What will announcers say during Bills vs. Chiefs?', 'Mentions', z('2030-01-21', '00:00'),
    [['announcers-say-snow-bills-chiefs-2030-01-20', 'Snow', 'bk-snow'], ['announcers-say-mvp-bills-chiefs-2030-01-20', 'MVP', 'bk-mvp']])] }, ['speaker']);
}

// ───────────────────────────── CULTURE: CHARTS AND STREAMING ─────────────────────────────

{ // Billboard Hot 100 #1 on the chart dated Jan 19, 2030 (published Tue Jan 15): alpha, beta.
  addCase('culture', { name: 'hot100-jan19', events: [
    A('KXTOPSONG-30JAN19', 'Top song on the Billboard Hot 100 chart dated Jan 19, 2030?', 'Entertainment', z('2030-01-15', '17:00'), [
      ['GLAS', 'Glass Heart - Sabrina Carpenter', 'h100-glass'], ['NORT', 'Northbound - Morgan Wallen', 'h100-north'], ['LUNA', 'Luna Llena - Bad Bunny', 'h100-luna'],
    ], { sources: ['Billboard https://www.billboard.com/charts/hot-100/'] }),
    B('Billboard Hot 100 #1 next week (January 19 chart)?', 'Culture', z('2030-01-15', '17:00'), [
      ['hot-100-1-jan-19-glass-heart', 'Sabrina Carpenter - Glass Heart', 'h100-glass'], ['hot-100-1-jan-19-northbound', 'Morgan Wallen - Northbound', 'h100-north'],
      ['hot-100-1-jan-19-luna-llena', 'Bad Bunny - Luna Llena', 'h100-luna'], ['hot-100-1-jan-19-other', 'Other', 'h100-other'],
    ]),
  ] });
}
{ // Billboard 200 #1 album, chart dated Jan 19 (beta_us, gamma).
  addCase('culture', { name: 'bb200-jan19', events: [
    U('billboard-200-number-one-january-19-2030', '#1 album on the Billboard 200 (Jan 19)?', 'Culture', z('2030-01-15', '17:00'), [['bb200-jan-19-2030-wallen', 'Morgan Wallen', 'bb200-wallen'], ['bb200-jan-19-2030-swift', 'Taylor Swift', 'bb200-swift']]),
    G('Billboard 200 No. 1 album — chart dated January 19, 2030', z('2030-01-15', '17:00'), [['Morgan Wallen', 'bb200-wallen'], ['Taylor Swift', 'bb200-swift'], ['SZA', 'bb200-sza']]),
  ] }, ['measure']);
}
{ // Top US song on Spotify on Jan 16 (alpha daily chart) vs top global song (beta): different charts.
  addCase('culture', { name: 'spotify-top-jan16', groups: [['alpha'], ['beta']], events: [
    A('KXSPOTIFYUS-30JAN16', 'Top US song on Spotify on Jan 16, 2030?', 'Entertainment', z('2030-01-17', '20:00'), [['GLAS', 'Glass Heart', 'spus-glass'], ['NORT', 'Northbound', 'spus-north']],
      { sources: ['Spotify Charts https://charts.spotify.com/charts/view/regional-us-daily/latest'] }),
    B('#1 song on Spotify Global on January 16?', 'Culture', z('2030-01-17', '20:00'), [['spotify-global-1-jan-16-glass-heart', 'Glass Heart', 'spgl-glass'], ['spotify-global-1-jan-16-luna-llena', 'Luna Llena', 'spgl-luna']]),
  ] }, ['place']);
}
{ // Netflix #1 English TV show, week of Jan 13–19 (published Jan 22): alpha, beta; non-English list (gamma) differs.
  addCase('culture', { name: 'netflix-tv-week-jan13', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNETFLIXTV-30JAN19', 'Top English TV show on Netflix for the week of Jan 13, 2030?', 'Entertainment', z('2030-01-22', '18:00'), [['NITE', 'The Night Agent', 'nfx-night'], ['WEDN', 'Wednesday', 'nfx-wed']],
      { sources: ['Netflix Tudum https://www.netflix.com/tudum/top10'] }),
    B('#1 show on Netflix (English TV) week of Jan 13?', 'Culture', z('2030-01-22', '18:00'), [['netflix-top-english-tv-jan-13-19-night-agent', 'The Night Agent', 'nfx-night'], ['netflix-top-english-tv-jan-13-19-wednesday', 'Wednesday', 'nfx-wed']]),
    G('Netflix Top 10 (Non-English TV), week of 13–19 Jan 2030: #1?', z('2030-01-22', '18:00'), [['Squid Game: The Challenge Korea', 'nfxne-squid'], ['Money Heist: Berlin', 'nfxne-berlin']]),
  ] }, ['measure']);
}
{ // MLK weekend box office: 3-day (Fri–Sun, alpha) vs 4-day holiday frame (beta): different measures.
  addCase('culture', { name: 'box-office-mlk', groups: [['alpha'], ['beta']], events: [
    A('KXBOXOFFICE-30JAN20', 'Top movie at the domestic box office, weekend of Jan 18-20, 2030?', 'Entertainment', z('2030-01-21', '20:00'), [['PADD', 'Paddington in the Amazon', 'bo3-padd'], ['STAR', 'Starfall', 'bo3-star']],
      { sources: ['Box Office Mojo https://www.boxofficemojo.com/weekend/'] }),
    B('#1 movie over the 4-day MLK weekend (Jan 18-21)?', 'Culture', z('2030-01-22', '20:00'), [['mlk-weekend-box-office-paddington', 'Paddington in the Amazon', 'bo4-padd'], ['mlk-weekend-box-office-starfall', 'Starfall', 'bo4-star']]),
  ] }, ['measure']);
}
{ // #1 free app on the US App Store on Jan 17 (beta only).
  addCase('culture', { name: 'app-store-jan17', events: [B('#1 free app in the US App Store on January 17?', 'Tech', z('2030-01-17', '23:00'), [['top-free-app-jan-17-chatgpt', 'ChatGPT', 'app-gpt'], ['top-free-app-jan-17-threads', 'Threads', 'app-threads']])] });
}
{ // Oscar nominations (Jan 22): "Starfall" nominated for Best Picture (alpha, gamma) — longer-dated.
  addCase('culture', { name: 'oscar-noms-starfall', events: [
    A1('KXOSCARNOMPIC-30', 'Will Starfall be nominated for Best Picture?', 'Entertainment', z('2030-01-22', '14:00'), 'STAR', 'Starfall', 'osc-star'),
    G1('Starfall gets a Best Picture nomination at the 102nd Academy Awards?', z('2030-01-22', '14:00'), 'osc-star'),
  ] });
}

// ───────────────────────────── MORE OF THE WEEK ─────────────────────────────

{ // BTC above at 12:00 ET Jan 16 (alpha BRTI; beta and beta_us Binance).
  const bR = binanceRule('BTC', 'BTCUSDT', '12:00 ET on January 16, 2030');
  addCase('crypto', { name: 'btc-noon-jan16', events: [
    A('KXBTCD-30JAN1612', 'Bitcoin price on Jan 16, 2030 at 12pm EST?', 'Crypto', z('2030-01-16', '17:00'), w([['T97999.99', '$98,000 or above', 'w98'], ['T101999.99', '$102,000 or above', 'w102']],
      { rules: brti('12:00 PM EST on Jan 16, 2030') }), { sources: [CFB] }),
    B('Bitcoin above ___ on January 16?', 'Crypto', z('2030-01-16', '17:00'), w([['bitcoin-above-98k-on-january-16', '98,000', 'w98'], ['bitcoin-above-102k-on-january-16', '102,000', 'w102']], { src: BINANCE, rules: bR })),
    U('bitcoin-above-on-january-16-2030', 'BTC above ___ on Jan 16?', 'Crypto', z('2030-01-16', '17:00'), w([['btc-above-98000-jan-16-2030', '$98,000', 'w98'], ['btc-above-100000-jan-16-2030', '$100,000', 'w100']], { src: BINANCE, rules: bR })),
  ], fungible: nf('alpha|beta', 'alpha|beta_us') }, ['source', 'date']);
}
{ // What price will Ethereum hit January 14–20 (beta, gamma; Binance highs and lows).
  const r = 'Resolves Yes if any Binance ETHUSDT 1 minute candle between 00:00 ET January 14 and 23:59 ET January 20, 2030 has a final High (↑) or Low (↓) at or beyond the listed price.';
  addCase('crypto', { name: 'eth-hit-week-jan14', events: [
    B('What price will Ethereum hit January 14-20?', 'Crypto', z('2030-01-21', '04:59'), w([['will-ethereum-reach-3800-january-14-20', '↑ 3,800', 'eh38'], ['will-ethereum-dip-to-3200-january-14-20', '↓ 3,200', 'el32']], { rules: r })),
    G('Ethereum weekly high/low, Jan 14–20, 2030', z('2030-01-21', '04:59'), [['Reaches $3,800', 'eh38'], ['Dips to $3,200', 'el32'], ['Dips to $3,000', 'el30']], { rules: r }),
  ] });
}
{ // S&P 500 on Jan 17: alpha "7,399.99 or below" is the complement of beta_us "above 7,400".
  addCase('indices', { name: 'spx-close-jan17', events: [
    A('KXINXU-30JAN17H1600', 'S&P 500 on Jan 17, 2030 at 4pm EST?', 'Financials', z('2030-01-17', '21:00'), w([['B7400', '7,399.99 or below', 'spx17below7400'], ['T7499.99', '7,500 or above', 'spx17_7500']], {}), { sources: [SPDJI] }),
    U('sp-500-above-on-january-17-2030', 'S&P 500 above ___ on Jan 17?', 'Finance', z('2030-01-17', '21:00'), [['spx-above-7400-jan-17-2030', '7,400', 'spx17above7400'], ['spx-above-7500-jan-17-2030', '7,500', 'spx17_7500']]),
  ] }, ['inverted']);
}
{ // Russell 2000 close above 2,600 on Jan 18 (alpha, gamma).
  addCase('indices', { name: 'rut-close-jan18', events: [
    A1('KXRUT-30JAN18H1600', 'Russell 2000 on Jan 18, 2030 at 4pm EST?', 'Financials', z('2030-01-18', '21:00'), 'T2599.99', '2,600 or above', 'rut2600', { rules: 'FTSE Russell official close of the Russell 2000 on Jan 18, 2030 above 2,600.' }),
    G1('Russell 2000 closes above 2,600 on January 18, 2030?', z('2030-01-18', '21:00'), 'rut2600'),
  ] });
}
{ // Gold finishes the week higher (Jan 18 settle vs Jan 11 settle): beta, beta_us.
  const r = 'Resolves "Up" if the COMEX front-month gold settlement on January 18, 2030 is above the settlement on January 11, 2030.';
  addCase('commodities', { name: 'gold-week-jan18', events: [
    B('Gold Up or Down this week? (Jan 14-18)', 'Commodities', z('2030-01-18', '18:30'), [['gold-up-or-down-week-january-18-2030', 'Up', 'auwk', { outcomes: yn('Up', 'Down'), rules: r }]]),
    U('gold-weekly-up-or-down-january-18-2030', 'Gold weekly Up or Down - Jan 18', 'Commodities', z('2030-01-18', '18:30'), [['gold-weekly-updown-2030-01-18', 'Up', 'auwk', { outcomes: yn('Up', 'Down'), rules: r }]]),
  ] });
}
{ // Empire State manufacturing survey (Jan 15) general business conditions above zero (alpha, gamma).
  addCase('economics', { name: 'empire-jan', events: [
    A1('KXEMPIRE-30JAN', 'NY Empire State Manufacturing Index in January 2030?', 'Economics', z('2030-01-15', '13:30'), 'T0', 'Above 0', 'emp0', { rules: 'General business conditions index, New York Fed, January 2030 survey.' }),
    G1('Empire State manufacturing index (Jan 2030) positive?', z('2030-01-15', '13:30'), 'emp0'),
  ] });
}
{ // Philadelphia high on Jan 18 (alpha, beta; both PHL airport, NWS CLI).
  const d = '2030-01-18';
  addCase('weather', { name: 'phl-high-jan18', events: [
    A(`KXHIGHPHIL-${ad(d)}`, `Highest temperature in Philadelphia on ${short(d)}?`, 'Climate and Weather', z('2030-01-19', '05:00'), w([['B40.5', '40° to 41°', 'phl40'], ['B42.5', '42° to 43°', 'phl42']], { rules: cli('Philadelphia International Airport', d) })),
    B(`Highest temperature in Philadelphia on ${md(d)}?`, 'Weather', z('2030-01-19', '05:00'), w([['highest-temperature-in-philadelphia-on-january-18-40-41f', '40-41°F', 'phl40'],
      ['highest-temperature-in-philadelphia-on-january-18-42-43f', '42-43°F', 'phl42']], { rules: cli('Philadelphia International Airport (KPHL)', d) })),
  ] });
}
{ // Toronto high on Jan 18 (beta, gamma; both Pearson).
  const r = 'Highest temperature at Toronto Pearson (CYYZ), whole degrees Celsius, 18 January 2030.';
  addCase('weather', { name: 'yyz-high-jan18', events: [
    B('Highest temperature in Toronto on January 18?', 'Weather', z('2030-01-19', '05:00'), w([['highest-temperature-in-toronto-on-january-18-minus-3c', '-3°C', 'yyzm3'], ['highest-temperature-in-toronto-on-january-18-minus-2c', '-2°C', 'yyzm2']], { rules: r })),
    G('Toronto (Pearson) daily high, Jan 18 2030', z('2030-01-19', '05:00'), [['−3°C', 'yyzm3'], ['−2°C', 'yyzm2'], ['−1°C', 'yyzm1']], { rules: r }),
  ] });
}
{ // NBA: Rockets at Timberwolves, Tue Jan 15 (alpha, beta, gamma).
  addCase('sports', { name: 'nba-hou-min-jan15', events: game('nba', '2030-01-15', ngame('2030-01-15'), T('HOU', 'Houston', 'Rockets'), T('MIN', 'Minnesota', 'Timberwolves'), ['alpha', 'beta', 'gamma'], 'houmin15') });
}
{ // NHL: Avalanche at Stars, Sat Jan 19 (alpha, beta, gamma).
  addCase('sports', { name: 'nhl-col-dal-jan19', events: game('nhl', '2030-01-19', ngame('2030-01-19'), T('COL', 'Colorado', 'Avalanche'), T('DAL', 'Dallas', 'Stars'), ['alpha', 'beta', 'gamma'], 'coldal19') });
}
{ // LoL LEC Winter: G2 Esports vs Fnatic, Sat Jan 19 (alpha, beta_us).
  addCase('esports', { name: 'lol-g2-fnc-jan19', events: [
    A('KXLOLGAME-30JAN19G2FNC', 'G2 Esports vs Fnatic (LEC Winter)', 'Esports', z('2030-01-19', '20:00'), [['G2', 'G2 Esports', 'g2fnc:g2'], ['FNC', 'Fnatic', 'g2fnc:fnc']]),
    U('lol-g2-fnatic-2030-01-19', 'LoL: G2 vs. Fnatic (LEC)', 'Esports', z('2030-01-19', '20:00'), [['lol-g2-fnatic-2030-01-19-winner', 'G2', 'g2fnc:g2', { outcomes: yn('G2', 'Fnatic') }]]),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout27-set.json', import.meta.url));
