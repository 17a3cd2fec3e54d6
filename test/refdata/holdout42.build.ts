// Forty-second independent refdata holdout: writes test/refdata/holdout42-set.json (one ordinary weekday, Wednesday
// 8 September 2032, as the four venues list its dailies and near-term markets: crypto prices at fixed times and in
// ranges, index closes and up/down, FX, gold, oil and Treasury yields, AAA/EIA gas prices, daily highs and rain for US and
// world cities (with their stations), that day's and that week's economic releases at home and abroad (API/EIA oil
// stocks, the 10-year auction, jobless claims, Bank of Canada, ECB, Japan and China data), the Fed Beige Book, MLB games
// with run lines and totals, the US Open quarter-finals, the NFL week 1 Thursday opener with player props, WNBA, the
// September international window in European football, company events that week (Apple's event, earnings), mentions
// markets, and some longer-dated markets listed the same day).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout42.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout35.build.ts (its header: the labelling rules below are adopted
// from it verbatim, and the helper usage) and the last 45 lines of test/refdata/holdout35.build.ts (how the JSON is
// written out). The file names in test/refdata/ were listed once; no other set, build file or test there was opened.
// Nothing under services/refdata/** or packages/domain/** was opened. The matcher and the `eval` command were never run
// on this set: it is NOT tuned and has not been seen.
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
// - Weather: one city's daily high read at two stations (Central Park vs LaGuardia, Midway vs O'Hare, Bergstrom vs Camp
//   Mabry, London City vs Heathrow) is one event, nf on the pair; the same station read from two publishers (the NWS
//   Daily Climate Report vs Weather Underground's history page) is one event priced off two sources, also nf. A city's
//   high and its low are different measures; rain at all and rain above 0.50" at one station are one event (thresholds).
// - AAA's daily national average and EIA's weekly retail gasoline survey are different statistics (different events), as
//   are API's and EIA's weekly crude stock changes and NOAA's and NASA's global temperature records.
// - Up/Down markets (close vs the previous reference) and level thresholds on the same close are different observation
//   kinds. The S&P 500 and SPY, the Nasdaq-100 and the Nasdaq Composite, WTI and Brent are different assets.
// - Fed/BoC/ECB decision rows "Cut >25bps" and "50+ bps decrease" are one outcome (moves come in 25 bp steps); "Hike
//   25bps" and "25+ bps increase" are not. "Cut" (any size) is its own outcome.
// - Game lines: "wins by over 1.5 runs", "Spread: X (-1.5)" and "X -1.5" are one outcome; "Y +1.5" is its complement
//   (same event, different `t`); an alternative line (-2.5 vs -1.5, O/U 9.5 vs 8.5) is the same game with another `t`.
//   Props "250+ yards" and "O/U 249.5 Over" are one outcome. Game 1 and Game 2 of a doubleheader are different events,
//   as is the same pairing on another date. Anytime scorer and first scorer are different observations.
// - Mentions: a word counted with its plural/possessive forms on both venues is one outcome; "Vision" and "Vision Pro"
//   are not. Announcing at the 14 September event and announcing by 30 September are different events.
// - Football: the September 2032 window after EURO 2032 holds UEFA Nations League 2032–33 league-phase games (venues
//   list them as internationals), plus CONMEBOL qualifiers for the 2034 World Cup; all 1X2 markets are on 90 minutes
//   plus stoppage time. The 8 September EIA petroleum report slips to Thursday 9 September (Labor Day week).
// Ids: beta event ids 500001+, gamma ids 44001+, alpha tickers dated 2032/2033; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`); 'station' marks two stations
// of one city; 'time' marks instants hours apart on one day.
import { nf, z, yn, ad, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'crypto' | 'indices' | 'fx_rates' | 'energy' | 'weather' | 'econ_us' | 'econ_world' | 'fed' | 'mlb' | 'tennis' | 'nfl' | 'wnba' | 'soccer' | 'companies' | 'mentions' | 'long_dated';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'time' | 'deadline' | 'source' | 'station' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round';

const { addCase, w, B1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(500000, 44000);
/** Beta two-outcome shorthands. */
const UD = yn('Up', 'Down');
const OU = yn('Over', 'Under');

const D8 = '2032-09-08';
const A8 = ad(D8); // 32SEP08
const A9 = ad('2032-09-09');
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const BINANCE_BTC = 'https://www.binance.com/en/trade/BTC_USDT';
const SPDJI = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NWS = 'National Weather Service https://www.weather.gov/wrh/climate';
const WU = 'https://www.wunderground.com/history/daily/';
const BLS = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const MLB = 'MLB https://www.mlb.com/scores';
const NFL = 'NFL https://www.nfl.com/scores';
const USO = 'US Open https://www.usopen.org/en_US/scores/index.html';
const WNBA = 'WNBA https://www.wnba.com/schedule';
const binRule = (pair: string, hm: string, day: string): string =>
  `This market will resolve to "Yes" if the Binance 1 minute candle for ${pair} ${hm} in the ET timezone on ${day} has a final "Close" price higher than the price specified in the title. Otherwise, this market will resolve to "No".`;

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // BTC at 5pm EDT in $1,000 ranges (alpha, CF BRTI) vs gamma's 5pm ET buckets settled on a Binance candle: one event, nf.
  const close = z(D8, '21:00');
  const rule = (lo: string): string => `If the CF Benchmarks Bitcoin Real-Time Index (BRTI) averaged over the 60 seconds before 5:00 PM EDT on Sep 8, 2032 is ${lo}, then the market resolves to Yes.`;
  addCase('crypto', { name: 'btc-5pm-range', fungible: nf('alpha|gamma'), events: [
    A(`KXBTC-${A8}17`, 'Bitcoin price range on Sep 8, 2032 at 5pm EDT?', 'Crypto', close, [
      ['T144000', '$143,999.99 or below', 'b5-lt144', { rules: rule('$143,999.99 or below') }],
      ['B144500', '$144,000 to 144,999.99', 'b5-144', { rules: rule('between $144,000 and $144,999.99') }],
      ['B145500', '$145,000 to 145,999.99', 'b5-145', { rules: rule('between $145,000 and $145,999.99') }],
      ['B146500', '$146,000 to 146,999.99', 'b5-146', { rules: rule('between $146,000 and $146,999.99') }],
      ['B147500', '$147,000 to 147,999.99', 'b5-147', { rules: rule('between $147,000 and $147,999.99') }],
      ['T147999.99', '$148,000 or above', 'b5-ge148', { rules: rule('$148,000 or above') }],
    ], { sources: [CFB] }),
    G('Bitcoin price at 5:00 PM ET on September 8, 2032?', close, [['Below $144,000', 'b5-lt144'], ['$144,000 - $146,000', 'b5-144to146'],
      ['$146,000 - $147,000', 'b5-146'], ['$147,000 - $148,000', 'b5-147'], ['Above $148,000', 'b5-ge148']],
    { rules: 'Resolves by the Close of the Binance BTC/USDT 1-minute candle for 17:00 ET on September 8, 2032. Lower bounds inclusive, upper bounds exclusive.' }),
  ] }, ['source']);
}
{ // BTC above X at 12:00 ET: beta ladder and gamma (Binance noon candle) with alpha's noon KXBTCD (CF BRTI): one event, alpha nf.
  const close = z(D8, '16:00');
  addCase('crypto', { name: 'btc-noon-above', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    B('Bitcoin above ___ on September 8?', 'Crypto', close, w([
      ['bitcoin-above-142k-on-september-8', '142,000', 'bn-142', { q: 'Will the price of Bitcoin be above $142,000 on September 8?' }],
      ['bitcoin-above-144k-on-september-8', '144,000', 'bn-144', { q: 'Will the price of Bitcoin be above $144,000 on September 8?' }],
      ['bitcoin-above-146k-on-september-8', '146,000', 'bn-146', { q: 'Will the price of Bitcoin be above $146,000 on September 8?' }],
      ['bitcoin-above-148k-on-september-8', '148,000', 'bn-148', { q: 'Will the price of Bitcoin be above $148,000 on September 8?' }],
      ['bitcoin-above-150k-on-september-8', '150,000', 'bn-150', { q: 'Will the price of Bitcoin be above $150,000 on September 8?' }],
    ], { src: BINANCE_BTC, rules: binRule('BTC/USDT', '12:00', 'September 8, 2032') })),
    A(`KXBTCD-${A8}12`, 'Bitcoin price on Sep 8, 2032 at 12pm EDT?', 'Crypto', close, [
      ['T143999.99', '$144,000 or above', 'bn-144'], ['T145999.99', '$146,000 or above', 'bn-146'], ['T147999.99', '$148,000 or above', 'bn-148'],
    ], { sources: [CFB], rules: 'If the CF Benchmarks BRTI 60-second average before 12:00 PM EDT on Sep 8, 2032 is at or above the strike, the market resolves to Yes.' }),
    G1('Will BTC be above $146,000 at 12:00 ET on Sep 8, 2032?', close, 'bn-146', { rules: binRule('BTC/USDT', '12:00', 'September 8, 2032') }),
  ] }, ['source']);
}
{ // BTC at 10am EDT thresholds (alpha KXBTCD, gamma citing the same BRTI) vs beta's noon ladder for 9 September: date negative.
  const close = z(D8, '14:00');
  addCase('crypto', { name: 'btc-10am-above', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXBTCD-${A8}10`, 'Bitcoin price on Sep 8, 2032 at 10am EDT?', 'Crypto', close, [
      ['T143999.99', '$144,000 or above', 'b10-144'], ['T145999.99', '$146,000 or above', 'b10-146'], ['T147999.99', '$148,000 or above', 'b10-148'], ['T149999.99', '$150,000 or above', 'b10-150'],
    ], { sources: [CFB] }),
    G1('Bitcoin above $148,000 on September 8 at 10 AM ET?', close, 'b10-148', { rules: 'Resolves YES if the CF Benchmarks Bitcoin Real Time Index (BRTI) 60-second average ending 10:00 ET on September 8, 2032 is above $148,000.' }),
    B('Bitcoin above ___ on September 9?', 'Crypto', z('2032-09-09', '16:00'), w([
      ['bitcoin-above-144k-on-september-9', '144,000', 'b9-144'], ['bitcoin-above-146k-on-september-9', '146,000', 'b9-146'], ['bitcoin-above-148k-on-september-9', '148,000', 'b9-148'],
    ], { src: BINANCE_BTC, rules: binRule('BTC/USDT', '12:00', 'September 9, 2032') })),
  ] }, ['date']);
}
{ // BTC Up or Down, noon-to-noon on Binance (beta, gamma).
  const close = z(D8, '16:00');
  const rule = 'This market resolves to "Up" if the Binance BTC/USDT 1 minute candle close at 12:00 ET on September 8 is greater than or equal to the close at 12:00 ET on September 7. Otherwise "Down".';
  addCase('crypto', { name: 'btc-updown-sep8', events: [
    B('Bitcoin Up or Down on September 8?', 'Crypto', close, [['bitcoin-up-or-down-on-september-8', 'Up', 'bud-up', { outcomes: UD, src: BINANCE_BTC, rules: rule }]]),
    G('BTC Up or Down - Sep 8, 2032 (12:00 ET)', close, gr(['Up', 'bud-up'], ['Down', 'bud-down']), { rules: 'Compares the Binance BTC/USDT 1m candle close at 12:00 ET on Sep 8, 2032 with the one at 12:00 ET on Sep 7, 2032. Equal counts as Up.' }),
  ] });
}
{ // BTC hourly Up or Down, 3PM ET candle — beta only.
  addCase('crypto', { name: 'btc-updown-3pm', events: [
    B('Bitcoin Up or Down - September 8, 3PM ET', 'Crypto', z(D8, '20:00'), [['bitcoin-up-or-down-september-8-3pm-et', 'Up', 'bh3-up', { outcomes: UD, src: BINANCE_BTC,
      rules: 'Resolves "Up" if the close of the Binance BTC/USDT 1 hour candle beginning 3:00 PM ET on September 8 is greater than or equal to its open.' }]]),
  ] });
}
{ // ETH above X at noon ET (beta ladder, gamma single, both Binance) vs alpha's 5pm EDT ladder: time negative.
  const close = z(D8, '16:00');
  addCase('crypto', { name: 'eth-noon-above', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Ethereum above ___ on September 8?', 'Crypto', close, w([
      ['ethereum-above-7000-on-september-8', '7,000', 'en-7000'], ['ethereum-above-7200-on-september-8', '7,200', 'en-7200'],
      ['ethereum-above-7400-on-september-8', '7,400', 'en-7400'], ['ethereum-above-7600-on-september-8', '7,600', 'en-7600'],
    ], { src: 'https://www.binance.com/en/trade/ETH_USDT', rules: binRule('ETH/USDT', '12:00', 'September 8, 2032') })),
    G1('ETH above $7,400 at noon ET on Sep 8?', close, 'en-7400', { rules: binRule('ETH/USDT', '12:00', 'September 8, 2032') }),
    A(`KXETHD-${A8}17`, 'Ethereum price on Sep 8, 2032 at 5pm EDT?', 'Crypto', z(D8, '21:00'), [
      ['T7199.99', '$7,200 or above', 'e17-7200'], ['T7399.99', '$7,400 or above', 'e17-7400'], ['T7599.99', '$7,600 or above', 'e17-7600'],
    ], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
  ] }, ['time']);
}
{ // ETH 5pm EDT range — alpha only.
  addCase('crypto', { name: 'eth-5pm-range', events: [
    A(`KXETH-${A8}17`, 'Ethereum price range on Sep 8, 2032 at 5pm EDT?', 'Crypto', z(D8, '21:00'), [
      ['B7150', '$7,100 to 7,199.99', 'er-7100'], ['B7250', '$7,200 to 7,299.99', 'er-7200'], ['B7350', '$7,300 to 7,399.99', 'er-7300'], ['B7450', '$7,400 to 7,499.99', 'er-7400'],
    ], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
  ] });
}
{ // SOL above X at noon: beta (Binance candle) and alpha (CF Solana index) — same instant, different source: nf.
  const close = z(D8, '16:00');
  addCase('crypto', { name: 'sol-noon-above', fungible: nf('alpha|beta'), events: [
    B('Solana above ___ on September 8?', 'Crypto', close, w([
      ['solana-above-360-on-september-8', '360', 'sn-360'], ['solana-above-380-on-september-8', '380', 'sn-380'], ['solana-above-400-on-september-8', '400', 'sn-400'],
    ], { src: 'https://www.binance.com/en/trade/SOL_USDT', rules: binRule('SOL/USDT', '12:00', 'September 8, 2032') })),
    A1(`KXSOLD-${A8}12`, 'Solana price on Sep 8, 2032 at 12pm EDT?', 'Crypto', close, 'T379.99', '$380 or above', 'sn-380', {
      sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/SOLUSD_RTI'], rules: 'If the CF Benchmarks Solana Real-Time Index 60-second average before 12:00 PM EDT on Sep 8, 2032 is $380 or above, the market resolves to Yes.' }),
  ] }, ['source']);
}
{ // XRP above X at noon ET (beta, gamma), both on the Binance XRP/USDT candle.
  const close = z(D8, '16:00');
  addCase('crypto', { name: 'xrp-noon-above', events: [
    B('XRP above ___ on September 8?', 'Crypto', close, w([
      ['xrp-above-3pt9-on-september-8', '3.90', 'xn-390'], ['xrp-above-4pt1-on-september-8', '4.10', 'xn-410'], ['xrp-above-4pt3-on-september-8', '4.30', 'xn-430'],
    ], { src: 'https://www.binance.com/en/trade/XRP_USDT', rules: binRule('XRP/USDT', '12:00', 'September 8, 2032') })),
    G1('XRP above $4.10 on Sep 8 at 12:00 ET?', close, 'xn-410', { rules: binRule('XRP/USDT', '12:00', 'September 8, 2032') }),
  ] });
}
{ // DOGE at 5pm EDT — alpha only.
  addCase('crypto', { name: 'doge-5pm', events: [
    A(`KXDOGED-${A8}17`, 'Dogecoin price on Sep 8, 2032 at 5pm EDT?', 'Crypto', z(D8, '21:00'), [['T0.3999', '$0.40 or above', 'dg-040'], ['T0.4499', '$0.45 or above', 'dg-045']],
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/DOGEUSD_RTI'] }),
  ] });
}
{ // Highest BTC price in September (beta: Binance highs/lows; alpha: BRTI) vs gamma's price ON 30 September: observation negative.
  const close = z('2032-10-01', '03:59');
  addCase('crypto', { name: 'btc-september-hit', groups: [['beta', 'alpha'], ['gamma']], fungible: nf('alpha|beta'), events: [
    B('What price will Bitcoin hit in September?', 'Crypto', close, w([
      ['will-bitcoin-reach-155k-in-september-2032', '↑ 155,000', 'bh-155'], ['will-bitcoin-reach-160k-in-september-2032', '↑ 160,000', 'bh-160'],
      ['will-bitcoin-dip-to-135k-in-september-2032', '↓ 135,000', 'bl-135'], ['will-bitcoin-dip-to-130k-in-september-2032', '↓ 130,000', 'bl-130'],
    ], { src: BINANCE_BTC, rules: 'Resolves "Yes" if any Binance BTC/USDT 1 minute candle between September 1, 2032 00:00 ET and September 30, 2032 23:59 ET has a final High (for ↑) at or above, or a final Low (for ↓) at or below, the listed price.' })),
    A('KXBTCMAXM-32SEP', 'How high will Bitcoin get in September 2032?', 'Crypto', close, [['155000', 'Above $155,000', 'bh-155'], ['160000', 'Above $160,000', 'bh-160'], ['165000', 'Above $165,000', 'bh-165']],
      { sources: [CFB], rules: 'Resolves Yes if the CF Benchmarks BRTI exceeds the strike at any time in September 2032 (ET).' }),
    G1('Bitcoin above $155,000 on September 30?', z('2032-09-30', '16:00'), 'b930-155', { rules: binRule('BTC/USDT', '12:00', 'September 30, 2032') }),
  ] }, ['source', 'observation']);
}

// ───────────────────────────── INDICES ─────────────────────────────

{ // S&P 500 close on Thursday Sep 9 in 50-point ranges (alpha) vs gamma's coarser buckets: partly coinciding.
  const close = z('2032-09-09', '20:00');
  addCase('indices', { name: 'spx-range-sep9', events: [
    A(`KXINX-${A9}H1600`, 'S&P 500 price range on Sep 9, 2032 at 4pm EDT?', 'Financials', close, [
      ['T8850', '8,849.99 or below', 'sr-lt8850'], ['B8875', '8,850 to 8,899.99', 'sr-8850'], ['B8925', '8,900 to 8,949.99', 'sr-8900'],
      ['B8975', '8,950 to 8,999.99', 'sr-8950'], ['B9025', '9,000 to 9,049.99', 'sr-9000'], ['T9049.99', '9,050 or above', 'sr-ge9050'],
    ], { sources: [SPDJI] }),
    G('S&P 500 closing level on Thursday, Sep 9?', close, gr(['Below 8,900', 'sr-lt8900'], ['8,900 - 8,950', 'sr-8900'], ['8,950 - 9,000', 'sr-8950'], ['9,000 or higher', 'sr-ge9000']),
      { rules: 'Resolves to the bucket containing the official S&P 500 closing value for September 9, 2032 as published by S&P Dow Jones Indices. Lower bounds inclusive.' }),
  ] });
}
{ // S&P 500 above X at the 8 September close (alpha KXINXU, beta ladder) vs gamma's 12:00 ET level that day: time negative.
  addCase('indices', { name: 'spx-above-sep8', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXINXU-${A8}H1600`, 'S&P 500 on Sep 8, 2032 at 4pm EDT?', 'Financials', z(D8, '20:00'), [
      ['T8849.99', '8,850 or above', 'sa-8850'], ['T8899.99', '8,900 or above', 'sa-8900'], ['T8949.99', '8,950 or above', 'sa-8950'], ['T8999.99', '9,000 or above', 'sa-9000'],
    ], { sources: [SPDJI] }),
    B('S&P 500 (SPX) above ___ on September 8?', 'Finance', z(D8, '20:00'), w([
      ['spx-above-8900-on-september-8', '8,900', 'sa-8900', { q: 'Will the S&P 500 (SPX) close above 8,900 on September 8?' }],
      ['spx-above-8950-on-september-8', '8,950', 'sa-8950', { q: 'Will the S&P 500 (SPX) close above 8,950 on September 8?' }],
      ['spx-above-9000-on-september-8', '9,000', 'sa-9000', { q: 'Will the S&P 500 (SPX) close above 9,000 on September 8?' }],
    ], { src: 'https://www.spglobal.com/spdji/en/indices/equity/sp-500/', rules: 'Resolves "Yes" if the official closing value of the S&P 500 Index on September 8, 2032 is above the listed value.' })),
    G1('S&P 500 above 8,950 at 12:00 PM ET on Sep 8?', z(D8, '16:00'), 'sa12-8950', { rules: 'Resolves YES if the S&P 500 index value printed at 12:00:00 ET on September 8, 2032 is above 8,950.' }),
  ] }, ['time']);
}
{ // S&P 500 Up or Down on Sep 8 (beta, gamma).
  const close = z(D8, '20:00');
  addCase('indices', { name: 'spx-updown-sep8', events: [
    B('S&P 500 (SPX) Up or Down on September 8?', 'Finance', close, [['spx-up-or-down-on-september-8-2032', 'Up', 'su-up', { outcomes: UD,
      rules: 'Resolves "Up" if the S&P 500 closes on September 8, 2032 above its official close on September 7, 2032; otherwise "Down".' }]]),
    G('SPX Up or Down — Wed Sep 8, 2032', close, gr(['Up', 'su-up'], ['Down', 'su-down'])),
  ] });
}
{ // Nasdaq-100 above X at the close (alpha, gamma) vs beta's Nasdaq Composite ladder: asset negative.
  const close = z(D8, '20:00');
  addCase('indices', { name: 'ndx-above-sep8', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXNASDAQ100U-${A8}H1600`, 'Nasdaq-100 on Sep 8, 2032 at 4pm EDT?', 'Financials', close, [
      ['T30999.99', '31,000 or above', 'nq-31000'], ['T31399.99', '31,400 or above', 'nq-31400'], ['T31799.99', '31,800 or above', 'nq-31800'],
    ], { sources: ['Nasdaq https://indexes.nasdaqomx.com/Index/Overview/NDX'] }),
    G1('Nasdaq 100 (NDX) closes above 31,400 on Sep 8?', close, 'nq-31400'),
    B('Nasdaq Composite above ___ on September 8?', 'Finance', close, [['nasdaq-composite-above-27500-sep-8', '27,500', 'cmp-27500'], ['nasdaq-composite-above-28000-sep-8', '28,000', 'cmp-28000']]),
  ] }, ['asset']);
}
{ // Dow Jones Up or Down — beta only.
  addCase('indices', { name: 'dow-updown-sep8', events: [
    B('Dow Jones (DJI) Up or Down on September 8?', 'Finance', z(D8, '20:00'), [['dow-jones-up-or-down-on-september-8-2032', 'Up', 'dj-up', { outcomes: UD }]]),
  ] });
}
{ // Nikkei 225 close on Sep 8 (15:30 JST) above X (beta, gamma).
  const close = z(D8, '06:30');
  addCase('indices', { name: 'nikkei-sep8', events: [
    B('Nikkei 225 above ___ on September 8?', 'Finance', close, w([['nikkei-225-above-49000-september-8', '49,000', 'nk-49000'], ['nikkei-225-above-50000-september-8', '50,000', 'nk-50000']],
      { rules: 'Resolves "Yes" if the official Nikkei Stock Average closing value on September 8, 2032 (Tokyo time) as published by Nikkei Inc. is above the listed value.' })),
    G1('Nikkei 225 close above 50,000 on 8 Sep 2032?', close, 'nk-50000'),
  ] });
}
{ // S&P 500 on Friday Sep 10 (alpha, beta) vs gamma's weekly Up/Down: observation negative.
  const close = z('2032-09-10', '20:00');
  addCase('indices', { name: 'spx-friday-sep10', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXINXU-${ad('2032-09-10')}H1600`, 'S&P 500 on Sep 10, 2032 at 4pm EDT?', 'Financials', close, [['T8899.99', '8,900 or above', 'sf-8900'], ['T8999.99', '9,000 or above', 'sf-9000']], { sources: [SPDJI] }),
    B('S&P 500 (SPX) above ___ on September 10?', 'Finance', close, [['spx-above-8900-on-september-10', '8,900', 'sf-8900'], ['spx-above-9000-on-september-10', '9,000', 'sf-9000']]),
    G('S&P 500 weekly Up or Down (Sep 6–10, 2032)?', close, gr(['Up', 'sw-up'], ['Down', 'sw-down']), { rules: 'Compares the S&P 500 close on Friday September 10, 2032 with the close on Friday September 3, 2032.' }),
  ] }, ['observation']);
}

// ───────────────────────────── FX, RATES, METALS, OIL ─────────────────────────────

{ // EUR/USD at 10am EDT (alpha ranges, gamma buckets) vs beta's WM/Reuters 4pm London fix (11:00 ET): time negative.
  const close = z(D8, '14:00');
  addCase('fx_rates', { name: 'eurusd-10am-sep8', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXEURUSD-${A8}10`, 'EUR/USD on Sep 8, 2032 at 10am EDT?', 'Financials', close, [
      ['T1.1775', '1.17749 or below', 'eu-lt1775'], ['B1.17875', '1.17750 to 1.17999', 'eu-1775'], ['B1.18125', '1.18000 to 1.18249', 'eu-1800'],
      ['B1.18375', '1.18250 to 1.18499', 'eu-1825'], ['T1.18499', '1.18500 or above', 'eu-ge1850'],
    ], { rules: 'Resolves to the range containing the EUR/USD mid rate at 10:00 AM ET on Sep 8, 2032.' }),
    G('EUR/USD at 10:00 ET on September 8, 2032?', close, gr(['Below 1.1800', 'eu-lt1800'], ['1.1800 - 1.1825', 'eu-1800'], ['1.1825 - 1.1850', 'eu-1825'], ['1.1850 or above', 'eu-ge1850'])),
    B('EUR/USD above ___ on September 8? (WM/Reuters 4pm fix)', 'Finance', z(D8, '15:00'), [['eurusd-above-1pt18-september-8-wmr', '1.1800', 'euw-1800'], ['eurusd-above-1pt185-september-8-wmr', '1.1850', 'euw-1850']]),
  ] }, ['time']);
}
{ // USD/JPY at 10am EDT — alpha only.
  addCase('fx_rates', { name: 'usdjpy-10am-sep8', events: [
    A(`KXUSDJPY-${A8}10`, 'USD/JPY on Sep 8, 2032 at 10am EDT?', 'Financials', z(D8, '14:00'), [['T138.99', '139.00 or above', 'uj-139'], ['T139.99', '140.00 or above', 'uj-140'], ['T140.99', '141.00 or above', 'uj-141']]),
  ] });
}
{ // 10-year yield on Sep 8: alpha (Treasury daily par curve) and gamma (CNBC US10Y close) — one observation, nf; beta's 2-year: measure negative.
  addCase('fx_rates', { name: 'ust10y-sep8', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A(`KX10Y-${A8}`, '10-Year Treasury yield on Sep 8, 2032?', 'Financials', z(D8, '22:00'), [['T4.10', '4.10% or above', 'ty-410'], ['T4.20', '4.20% or above', 'ty-420'], ['T4.30', '4.30% or above', 'ty-430']],
      { sources: ['U.S. Department of the Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'] }),
    G1('US 10Y yield 4.20% or higher at close on Sep 8?', z(D8, '22:00'), 'ty-420', { rules: 'Resolves YES if the US 10-year Treasury yield closes at or above 4.20% on September 8, 2032, per CNBC (US10Y).' }),
    B1('US 2-year Treasury yield above 3.75% on September 8?', 'Finance', z(D8, '22:00'), 'tw-375'),
  ] }, ['source', 'measure']);
}
{ // Freddie Mac PMMS 30-year rate on Thursday Sep 9 (alpha, beta) vs the 15-year rate (gamma): measure negative.
  const close = z('2032-09-09', '16:00');
  const src = 'https://www.freddiemac.com/pmms';
  addCase('fx_rates', { name: 'pmms-30y-sep9', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMORTGAGE-32SEP09', '30-year fixed mortgage rate this week (Freddie Mac, Sep 9)?', 'Economics', close, [['T5.80', 'Above 5.80%', 'pm-580'], ['T5.90', 'Above 5.90%', 'pm-590']],
      { sources: [`Freddie Mac ${src}`] }),
    B1('Freddie Mac 30-year mortgage rate above 5.80% on September 9?', 'Economy', close, 'pm-580', { mx: { src } }),
    G1('15-year fixed mortgage rate above 5.00% (Freddie Mac PMMS, Sep 9)?', close, 'pm15-500'),
  ] }, ['measure']);
}
{ // Gold on Sep 8: alpha (COMEX front-month settle) vs gamma (LBMA Gold Price PM): same nominal observation, nf.
  addCase('fx_rates', { name: 'gold-sep8', fungible: nf('alpha|gamma'), events: [
    A(`KXGOLDD-${A8}`, 'Gold price on Sep 8, 2032?', 'Financials', z(D8, '18:30'), [['T4649.99', '$4,650 or above', 'au-4650'], ['T4699.99', '$4,700 or above', 'au-4700']],
      { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html'], rules: 'Resolves Yes if the front-month COMEX gold futures settlement price on Sep 8, 2032 is at or above the strike.' }),
    G1('Gold above $4,650 at the LBMA PM fix on 8 September?', z(D8, '14:00'), 'au-4650', { rules: 'Resolves YES if the LBMA Gold Price PM (USD/oz) on 8 September 2032, as published by ICE Benchmark Administration, is above $4,650.' }),
  ] }, ['source']);
}
{ // WTI settle on Sep 8 (alpha, beta) vs gamma's Brent: asset negative.
  const close = z(D8, '18:30');
  addCase('fx_rates', { name: 'wti-sep8', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXWTI-${A8}`, 'WTI crude oil price on Sep 8, 2032?', 'Financials', close, [['T71.99', '$72 or above', 'cl-72'], ['T73.99', '$74 or above', 'cl-74']],
      { sources: ['CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html'] }),
    B('WTI Crude Oil (CL) above ___ on September 8?', 'Finance', close, w([['wti-above-72-on-september-8', '$72', 'cl-72'], ['wti-above-74-on-september-8', '$74', 'cl-74']],
      { rules: 'Resolves "Yes" if the official settlement price of the front-month NYMEX WTI crude oil futures contract on September 8, 2032 is above the listed price.' })),
    G1('Brent crude above $74 on Sep 8?', close, 'brent-74'),
  ] }, ['asset']);
}
{ // Dollar index — beta only.
  addCase('fx_rates', { name: 'dxy-sep8', events: [B1('US Dollar Index (DXY) above 96.00 on September 8?', 'Finance', z(D8, '21:00'), 'dxy-96')] });
}

// ───────────────────────────── GAS AND OIL STOCKS ─────────────────────────────

{ // AAA national average on Monday Sep 13 (alpha, beta); beta's "$3.25 or higher" is not alpha's "Above $3.25" (AAA prints 3 decimals).
  const close = z('2032-09-13', '14:00');
  addCase('energy', { name: 'aaa-gas-sep13', events: [
    A('KXAAAGASW-32SEP13', 'US gas price on Sep 13, 2032?', 'Economics', close, [['T3.15', 'Above $3.15', 'gw-315'], ['T3.20', 'Above $3.20', 'gw-320'], ['T3.25', 'Above $3.25', 'gw-325']],
      { sources: ['AAA https://gasprices.aaa.com/'], rules: 'Resolves Yes if the AAA national average price of regular gasoline reported for Sep 13, 2032 is above the strike.' }),
    B('US national gas price on September 13?', 'Economy', close, w([['us-gas-price-above-3pt20-on-september-13', 'Above $3.20', 'gw-320'], ['us-gas-price-3pt25-or-higher-on-september-13', '$3.25 or higher', 'gw-ge325']],
      { src: 'https://gasprices.aaa.com/' })),
  ] }, ['threshold']);
}
{ // AAA average on Sep 30 (alpha, gamma) vs EIA's weekly retail survey for Sep 27 (beta): measure negative (different statistic).
  addCase('energy', { name: 'aaa-gas-sep30', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXAAAGASM-32SEP30', 'US gas price at the end of September 2032?', 'Economics', z('2032-09-30', '14:00'), [['T3.10', 'Above $3.10', 'gm-310'], ['T3.20', 'Above $3.20', 'gm-320']],
      { sources: ['AAA https://gasprices.aaa.com/'] }),
    G1('AAA national average regular gas above $3.10 on Sep 30, 2032?', z('2032-09-30', '14:00'), 'gm-310'),
    B1('EIA weekly U.S. regular gasoline price above $3.10 on September 27?', 'Economy', z('2032-09-27', '21:00'), 'eiag-310', { mx: { src: 'https://www.eia.gov/petroleum/gasdiesel/' } }),
  ] }, ['measure']);
}
{ // EIA crude stocks for the week to Sep 3 (report slips to Thu Sep 9): alpha, beta; gamma's API figure (Wed Sep 8): measure negative.
  const close = z('2032-09-09', '15:00');
  addCase('energy', { name: 'eia-crude-sep9', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEIACRUDE-32SEP09', 'EIA crude oil inventories, week ending Sep 3, 2032', 'Economics', close, [['DRAW', 'Decrease', 'cs-draw'], ['D2M', 'Decrease of more than 2.0M barrels', 'cs-draw2']],
      { sources: ['U.S. Energy Information Administration https://www.eia.gov/petroleum/supply/weekly/'], rules: 'Resolves per commercial crude oil inventories (excluding the SPR) in the Weekly Petroleum Status Report released Sep 9, 2032.' }),
    B1('EIA crude oil inventories: draw for the week ending September 3?', 'Economy', close, 'cs-draw'),
    G1('API weekly crude stocks show a draw (Sep 8 report)?', z('2032-09-08', '21:00'), 'api-draw'),
  ] }, ['measure']);
}
{ // Natural gas storage — alpha only.
  addCase('energy', { name: 'natgas-storage-sep9', events: [
    A('KXNGSTOR-32SEP09', 'Natural gas storage change, week ending Sep 3, 2032', 'Economics', z('2032-09-09', '16:30'), [['T70', 'Above 70 Bcf', 'ng-70'], ['T80', 'Above 80 Bcf', 'ng-80']],
      { sources: ['U.S. Energy Information Administration https://ir.eia.gov/ngs/ngs.html'] }),
  ] });
}

// ───────────────────────────── WEATHER ─────────────────────────────

/** Kalshi-style NWS Daily Climate Report rule for a station. */
const nwsHigh = (station: string, day: string) => (label: string): string =>
  `If the highest temperature recorded at ${station} for ${day} as reported by the National Weather Service's Climatological Report (Daily) is ${label}, then the market resolves to Yes.`;
/** Polymarket-style Wunderground rule for a station. */
const wuHigh = (station: string, unit: string, day: string): string =>
  `This market will resolve to the temperature range that contains the highest temperature recorded at the ${station} in degrees ${unit} on ${day}. The resolution source for this market will be information from Wunderground, specifically the highest reading under the "High" column for the relevant date once it has been finalized.`;
const WX = 'Climate and Weather';
const wxClose = z('2032-09-09', '14:00');
/** Alpha rows with the NWS rule on each. */
const nwsRows = (station: string, rows: Array<[string, string, string]>): Array<[string, string, string, { rules: string }]> =>
  rows.map(([s, l, t]) => [s, l, t, { rules: nwsHigh(station, 'Sep 8, 2032')(l) }]);

{ // NYC high on Sep 8: alpha (Central Park, NWS) and beta (LaGuardia, Wunderground) — one event, nf; gamma's Sep 9 ladder: date negative.
  addCase('weather', { name: 'nyc-high-sep8', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A(`KXHIGHNY-${A8}`, 'Highest temperature in NYC on Sep 8, 2032?', WX, wxClose, nwsRows('Central Park, New York', [
      ['T82', '81° or below', 'ny-le81'], ['B82.5', '82° to 83°', 'ny-82'], ['B84.5', '84° to 85°', 'ny-84'], ['B86.5', '86° to 87°', 'ny-86'], ['B88.5', '88° to 89°', 'ny-88'], ['T89', '90° or above', 'ny-ge90'],
    ]), { sources: [`${NWS}`] }),
    B('Highest temperature in NYC on September 8?', 'Weather', wxClose, w([
      ['highest-temperature-in-nyc-on-september-8-81forbelow', '81°F or below', 'ny-le81'], ['highest-temperature-in-nyc-on-september-8-82-83f', '82-83°F', 'ny-82'],
      ['highest-temperature-in-nyc-on-september-8-84-85f', '84-85°F', 'ny-84'], ['highest-temperature-in-nyc-on-september-8-86-87f', '86-87°F', 'ny-86'],
      ['highest-temperature-in-nyc-on-september-8-88-89f', '88-89°F', 'ny-88'], ['highest-temperature-in-nyc-on-september-8-90forhigher', '90°F or higher', 'ny-ge90'],
    ], { src: `${WU}us/ny/new-york-city/KLGA`, rules: wuHigh('LaGuardia Airport Station', 'Fahrenheit', '8 Sep \u201932') })),
    G('Highest temperature in NYC on September 9?', z('2032-09-10', '14:00'), gr(['83°F or below', 'ny9-le83'], ['84-85°F', 'ny9-84'], ['86-87°F', 'ny9-86'], ['88°F or above', 'ny9-ge88']),
      { rules: wuHigh('LaGuardia Airport Station', 'Fahrenheit', '9 Sep 2032') }),
  ] }, ['station', 'date']);
}
{ // Chicago high: alpha (Midway) vs beta (O'Hare) — one event, nf; the top buckets differ.
  addCase('weather', { name: 'chicago-high-sep8', fungible: nf('alpha|beta'), events: [
    A(`KXHIGHCHI-${A8}`, 'Highest temperature in Chicago on Sep 8, 2032?', WX, wxClose, nwsRows('Chicago Midway Airport', [
      ['T76', '75° or below', 'ch-le75'], ['B76.5', '76° to 77°', 'ch-76'], ['B78.5', '78° to 79°', 'ch-78'], ['B80.5', '80° to 81°', 'ch-80'], ['T81', '82° or above', 'ch-ge82'],
    ]), { sources: [NWS] }),
    B('Highest temperature in Chicago on September 8?', 'Weather', wxClose, w([
      ['highest-temperature-in-chicago-on-september-8-75forbelow', '75°F or below', 'ch-le75'], ['highest-temperature-in-chicago-on-september-8-76-77f', '76-77°F', 'ch-76'],
      ['highest-temperature-in-chicago-on-september-8-78-79f', '78-79°F', 'ch-78'], ['highest-temperature-in-chicago-on-september-8-80-81f', '80-81°F', 'ch-80'],
      ['highest-temperature-in-chicago-on-september-8-82-83f', '82-83°F', 'ch-82'], ['highest-temperature-in-chicago-on-september-8-84forhigher', '84°F or higher', 'ch-ge84'],
    ], { src: `${WU}us/il/chicago/KORD`, rules: wuHigh("Chicago O'Hare Intl Airport Station", 'Fahrenheit', '8 Sep \u201932') })),
  ] }, ['station']);
}
{ // Miami high: one station (MIA) read from two publishers — one event, nf.
  addCase('weather', { name: 'miami-high-sep8', fungible: nf('alpha|beta'), events: [
    A(`KXHIGHMIA-${A8}`, 'Highest temperature in Miami on Sep 8, 2032?', WX, wxClose, nwsRows('Miami International Airport', [
      ['T88', '87° or below', 'mi-le87'], ['B88.5', '88° to 89°', 'mi-88'], ['B90.5', '90° to 91°', 'mi-90'], ['B92.5', '92° to 93°', 'mi-92'], ['T93', '94° or above', 'mi-ge94'],
    ]), { sources: [NWS] }),
    B('Highest temperature in Miami on September 8?', 'Weather', wxClose, w([
      ['highest-temperature-in-miami-on-september-8-87forbelow', '87°F or below', 'mi-le87'], ['highest-temperature-in-miami-on-september-8-88-89f', '88-89°F', 'mi-88'],
      ['highest-temperature-in-miami-on-september-8-90-91f', '90-91°F', 'mi-90'], ['highest-temperature-in-miami-on-september-8-92-93f', '92-93°F', 'mi-92'],
      ['highest-temperature-in-miami-on-september-8-94forhigher', '94°F or higher', 'mi-ge94'],
    ], { src: `${WU}us/fl/miami/KMIA`, rules: wuHigh('Miami Intl Airport Station', 'Fahrenheit', '8 Sep \u201932') })),
  ] }, ['source']);
}
{ // Austin high: alpha (Bergstrom) and gamma (Camp Mabry, "hit 100°F") — one event, nf; beta's Dallas high: place negative.
  addCase('weather', { name: 'austin-high-sep8', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A(`KXHIGHAUS-${A8}`, 'Highest temperature in Austin on Sep 8, 2032?', WX, wxClose, nwsRows('Austin-Bergstrom International Airport', [
      ['T96', '95° or below', 'au-le95'], ['B96.5', '96° to 97°', 'au-96'], ['B98.5', '98° to 99°', 'au-98'], ['B100.5', '100° to 101°', 'au-100'], ['T101', '102° or above', 'au-ge102'],
    ]), { sources: [NWS] }),
    G1('Will Austin hit 100°F on Sep 8? (Camp Mabry)', wxClose, 'au-ge100', { rules: 'Resolves YES if the NWS daily maximum at Austin Camp Mabry for September 8, 2032 is 100°F or higher.' }),
    B('Highest temperature in Dallas on September 8?', 'Weather', wxClose, w([
      ['highest-temperature-in-dallas-on-september-8-96-97f', '96-97°F', 'dal-96'], ['highest-temperature-in-dallas-on-september-8-98-99f', '98-99°F', 'dal-98'],
      ['highest-temperature-in-dallas-on-september-8-100forhigher', '100°F or higher', 'dal-ge100'],
    ], { src: `${WU}us/tx/dallas/KDAL`, rules: wuHigh('Dallas Love Field Station', 'Fahrenheit', '8 Sep \u201932') })),
  ] }, ['station', 'place']);
}
{ // Denver high — alpha only.
  addCase('weather', { name: 'denver-high-sep8', events: [
    A(`KXHIGHDEN-${A8}`, 'Highest temperature in Denver on Sep 8, 2032?', WX, wxClose, nwsRows('Denver International Airport', [
      ['B84.5', '84° to 85°', 'dn-84'], ['B86.5', '86° to 87°', 'dn-86'], ['B88.5', '88° to 89°', 'dn-88'], ['T89', '90° or above', 'dn-ge90'],
    ]), { sources: [NWS] }),
  ] });
}
{ // LA high: LAX from NWS (alpha) and Wunderground (beta) — one event, nf; gamma's LA low: measure negative.
  addCase('weather', { name: 'la-high-sep8', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A(`KXHIGHLAX-${A8}`, 'Highest temperature in Los Angeles on Sep 8, 2032?', WX, wxClose, nwsRows('Los Angeles International Airport', [
      ['T76', '75° or below', 'la-le75'], ['B76.5', '76° to 77°', 'la-76'], ['B78.5', '78° to 79°', 'la-78'], ['B80.5', '80° to 81°', 'la-80'], ['T81', '82° or above', 'la-ge82'],
    ]), { sources: [NWS] }),
    B('Highest temperature in Los Angeles on September 8?', 'Weather', wxClose, w([
      ['highest-temperature-in-los-angeles-on-september-8-75forbelow', '75°F or below', 'la-le75'], ['highest-temperature-in-los-angeles-on-september-8-76-77f', '76-77°F', 'la-76'],
      ['highest-temperature-in-los-angeles-on-september-8-78-79f', '78-79°F', 'la-78'], ['highest-temperature-in-los-angeles-on-september-8-80-81f', '80-81°F', 'la-80'],
      ['highest-temperature-in-los-angeles-on-september-8-82forhigher', '82°F or higher', 'la-ge82'],
    ], { src: `${WU}us/ca/los-angeles/KLAX`, rules: wuHigh('Los Angeles International Airport Station', 'Fahrenheit', '8 Sep \u201932') })),
    G('Lowest temperature in Los Angeles on Sep 8?', wxClose, gr(['63°F or below', 'lal-le63'], ['64-65°F', 'lal-64'], ['66°F or above', 'lal-ge66'])),
  ] }, ['source', 'measure']);
}
{ // Philadelphia high — alpha only.
  addCase('weather', { name: 'philly-high-sep8', events: [
    A(`KXHIGHPHIL-${A8}`, 'Highest temperature in Philadelphia on Sep 8, 2032?', WX, wxClose, nwsRows('Philadelphia International Airport', [
      ['T84', '83° or below', 'ph-le83'], ['B84.5', '84° to 85°', 'ph-84'], ['B86.5', '86° to 87°', 'ph-86'], ['T87', '88° or above', 'ph-ge88'],
    ]), { sources: [NWS] }),
  ] });
}
{ // London high: beta (London City) vs gamma (Heathrow) — one event, nf; gamma's bottom bucket differs.
  addCase('weather', { name: 'london-high-sep8', fungible: nf('beta|gamma'), events: [
    B('Highest temperature in London on September 8?', 'Weather', wxClose, w([
      ['highest-temperature-in-london-on-september-8-19corbelow', '19°C or below', 'ld-le19'], ['highest-temperature-in-london-on-september-8-20c', '20°C', 'ld-20'],
      ['highest-temperature-in-london-on-september-8-21c', '21°C', 'ld-21'], ['highest-temperature-in-london-on-september-8-22c', '22°C', 'ld-22'],
      ['highest-temperature-in-london-on-september-8-23c', '23°C', 'ld-23'], ['highest-temperature-in-london-on-september-8-24corhigher', '24°C or higher', 'ld-ge24'],
    ], { src: `${WU}gb/london/EGLC`, rules: wuHigh('London City Airport Station', 'Celsius', '8 Sep \u201932') })),
    G('London max temperature on 8 Sep 2032 (Heathrow)', wxClose, gr(['20°C or below', 'ld-le20'], ['21°C', 'ld-21'], ['22°C', 'ld-22'], ['23°C', 'ld-23'], ['24°C or above', 'ld-ge24']),
      { rules: 'Resolves to the Met Office daily maximum temperature at Heathrow for 8 September 2032, rounded to the nearest whole degree Celsius.' }),
  ] }, ['station']);
}
{ // Seoul high — beta only.
  addCase('weather', { name: 'seoul-high-sep8', events: [
    B('Highest temperature in Seoul on September 8?', 'Weather', wxClose, w([
      ['highest-temperature-in-seoul-on-september-8-27corbelow', '27°C or below', 'se-le27'], ['highest-temperature-in-seoul-on-september-8-28c', '28°C', 'se-28'],
      ['highest-temperature-in-seoul-on-september-8-29c', '29°C', 'se-29'], ['highest-temperature-in-seoul-on-september-8-30corhigher', '30°C or higher', 'se-ge30'],
    ], { src: `${WU}kr/incheon/RKSI`, rules: wuHigh('Incheon Intl Airport Station', 'Celsius', '8 Sep \u201932') })),
  ] });
}
{ // Toronto high at Pearson (beta ladder, gamma single), both Wunderground.
  addCase('weather', { name: 'toronto-high-sep8', events: [
    B('Highest temperature in Toronto on September 8?', 'Weather', wxClose, w([
      ['highest-temperature-in-toronto-on-september-8-21corbelow', '21°C or below', 'to-le21'], ['highest-temperature-in-toronto-on-september-8-22c', '22°C', 'to-22'],
      ['highest-temperature-in-toronto-on-september-8-23c', '23°C', 'to-23'], ['highest-temperature-in-toronto-on-september-8-24c', '24°C', 'to-24'],
      ['highest-temperature-in-toronto-on-september-8-25corhigher', '25°C or higher', 'to-ge25'],
    ], { src: `${WU}ca/mississauga/CYYZ`, rules: wuHigh('Toronto Pearson Intl Airport Station', 'Celsius', '8 Sep \u201932') })),
    G1('Toronto high 25°C or higher on Sep 8? (Pearson, Wunderground)', wxClose, 'to-ge25'),
  ] });
}
{ // Tokyo high at Haneda (beta, gamma), both Wunderground.
  addCase('weather', { name: 'tokyo-high-sep8', events: [
    B('Highest temperature in Tokyo on September 8?', 'Weather', wxClose, w([
      ['highest-temperature-in-tokyo-on-september-8-29corbelow', '29°C or below', 'tk-le29'], ['highest-temperature-in-tokyo-on-september-8-30c', '30°C', 'tk-30'],
      ['highest-temperature-in-tokyo-on-september-8-31c', '31°C', 'tk-31'], ['highest-temperature-in-tokyo-on-september-8-32corhigher', '32°C or higher', 'tk-ge32'],
    ], { src: `${WU}jp/tokyo/RJTT`, rules: wuHigh('Tokyo Haneda Airport Station', 'Celsius', '8 Sep \u201932') })),
    G('Tokyo daily high, 8 Sep 2032 (Haneda)', wxClose, gr(['29°C or below', 'tk-le29'], ['30°C', 'tk-30'], ['31°C', 'tk-31'], ['32°C or above', 'tk-ge32'])),
  ] });
}
{ // Rain in NYC on Sep 8: alpha (Central Park) vs beta (LaGuardia), nf; gamma's >0.50" at Central Park: same event, another threshold.
  addCase('weather', { name: 'nyc-rain-sep8', fungible: nf('alpha|beta'), events: [
    A1(`KXRAINNYC-${A8}`, 'Will it rain in NYC on Sep 8, 2032?', WX, wxClose, 'T0', 'Rain', 'nyr-any', { sources: [NWS],
      rules: 'If the precipitation recorded in Central Park for Sep 8, 2032 in the NWS Climatological Report (Daily) is more than 0.00 inches (a trace does not count), the market resolves to Yes.' }),
    B1('Will it rain in NYC on September 8?', 'Weather', wxClose, 'nyr-any', { mx: { src: `${WU}us/ny/new-york-city/KLGA`, rules: 'Resolves "Yes" if 0.01 inches or more of precipitation is recorded at LaGuardia Airport on September 8, 2032 per Wunderground.' } }),
    G1('Central Park rainfall above 0.50 inches on Sep 8?', wxClose, 'nyr-050'),
  ] }, ['station', 'threshold']);
}
{ // US hurricane landfall before Oct 1 (alpha, beta) vs gamma's Florida landfall: place negative.
  const close = z('2032-10-01', '03:59');
  addCase('weather', { name: 'hurricane-landfall-sep', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXHURLAND-32SEP30', 'Will a hurricane make landfall in the US before Oct 1, 2032?', WX, close, 'LAND', 'Hurricane landfall', 'hl-us', { sources: ['National Hurricane Center https://www.nhc.noaa.gov/'] }),
    B1('Hurricane landfall in the US by September 30?', 'Weather', close, 'hl-us', { mx: { src: 'https://www.nhc.noaa.gov/' } }),
    G1('Will a hurricane make landfall in Florida by Sep 30, 2032?', close, 'hl-fl'),
  ] }, ['place']);
}
{ // Seattle high at Sea-Tac from NWS (alpha) and Wunderground (beta): one event, nf.
  addCase('weather', { name: 'seattle-high-sep8', fungible: nf('alpha|beta'), events: [
    A(`KXHIGHTSEA-${A8}`, 'Highest temperature in Seattle on Sep 8, 2032?', WX, wxClose, nwsRows('Seattle-Tacoma International Airport', [
      ['T70', '69° or below', 'sea-le69'], ['B70.5', '70° to 71°', 'sea-70'], ['B72.5', '72° to 73°', 'sea-72'], ['T73', '74° or above', 'sea-ge74'],
    ]), { sources: [NWS] }),
    B('Highest temperature in Seattle on September 8?', 'Weather', wxClose, w([
      ['highest-temperature-in-seattle-on-september-8-69forbelow', '69°F or below', 'sea-le69'], ['highest-temperature-in-seattle-on-september-8-70-71f', '70-71°F', 'sea-70'],
      ['highest-temperature-in-seattle-on-september-8-72-73f', '72-73°F', 'sea-72'], ['highest-temperature-in-seattle-on-september-8-74forhigher', '74°F or higher', 'sea-ge74'],
    ], { src: `${WU}us/wa/seatac/KSEA`, rules: wuHigh('Seattle-Tacoma Intl Airport Station', 'Fahrenheit', '8 Sep \u201932') })),
  ] }, ['source']);
}

// ───────────────────────────── US DATA ─────────────────────────────

{ // Initial jobless claims, Thursday Sep 9 (alpha, beta) vs gamma's continuing claims: measure negative.
  const close = z('2032-09-09', '12:30');
  addCase('econ_us', { name: 'jobless-claims-sep9', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXJOBLESSCLAIMS-32SEP09', 'Initial jobless claims for the week ending Sep 4, 2032?', 'Economics', close, [
      ['T225000', 'Above 225,000', 'jc-225'], ['T230000', 'Above 230,000', 'jc-230'], ['T235000', 'Above 235,000', 'jc-235'],
    ], { sources: ['U.S. Department of Labor https://www.dol.gov/ui/data.pdf'] }),
    B('Initial jobless claims above ___ on September 9?', 'Economy', close, [['initial-jobless-claims-above-225k-sep-9', '225K', 'jc-225'], ['initial-jobless-claims-above-230k-sep-9', '230K', 'jc-230']]),
    G1('US continuing jobless claims above 1.95M (Sep 9 release)?', close, 'ccl-1950'),
  ] }, ['measure']);
}
{ // August CPI MoM: alpha "Above" ladder vs beta's exact-value buckets (only "0.4%+" = "Above 0.3%"); gamma's YoY: measure negative.
  const close = z('2032-09-14', '12:30');
  addCase('econ_us', { name: 'cpi-aug-mom', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXCPI-32AUG', 'CPI in August 2032?', 'Economics', close, [['T0.1', 'Above 0.1%', 'cpi-gt01'], ['T0.2', 'Above 0.2%', 'cpi-gt02'], ['T0.3', 'Above 0.3%', 'cpi-gt03']],
      { sources: [BLS], rules: 'Resolves Yes if the seasonally adjusted month-over-month change in CPI-U for August 2032, as first reported by BLS, is above the strike.' }),
    B('Inflation (CPI MoM) in August?', 'Economy', close, w([
      ['august-2032-cpi-mom-0pt0-or-lower', '0.0% or lower', 'cpib-le00'], ['august-2032-cpi-mom-0pt1', '0.1%', 'cpib-01'], ['august-2032-cpi-mom-0pt2', '0.2%', 'cpib-02'],
      ['august-2032-cpi-mom-0pt3', '0.3%', 'cpib-03'], ['august-2032-cpi-mom-0pt4-or-higher', '0.4%+', 'cpi-gt03'],
    ], { src: 'https://www.bls.gov/cpi/' })),
    G1('US CPI YoY for August above 2.8%?', close, 'cpiy-gt28'),
  ] }, ['measure']);
}
{ // Core CPI YoY for August: alpha "Above 3.0%" = gamma "3.1% or higher"; beta's "3.0% or lower" is the complement.
  const close = z('2032-09-14', '12:30');
  addCase('econ_us', { name: 'core-cpi-aug-yoy', events: [
    A('KXCPICOREYOY-32AUG', 'Core CPI year-over-year in August 2032?', 'Economics', close, [['T2.9', 'Above 2.9%', 'cc-gt29'], ['T3.0', 'Above 3.0%', 'cc-gt30']], { sources: [BLS] }),
    G1('Core CPI YoY (August) 3.1% or higher?', close, 'cc-gt30'),
    B1('Will August core CPI (YoY) be 3.0% or lower?', 'Economy', close, 'cc-le30'),
  ] }, ['inverted']);
}
{ // Consumer credit for July (released Wed Sep 8, 3pm ET) — alpha only.
  addCase('econ_us', { name: 'consumer-credit-jul', events: [
    A1('KXCONSCREDIT-32JUL', 'Consumer credit in July 2032?', 'Economics', z(D8, '19:00'), 'T10', 'Above $10.0B', 'ccr-10', { sources: ['Federal Reserve https://www.federalreserve.gov/releases/g19/current/'] }),
  ] });
}
{ // 10-year note auction on Wed Sep 8 (alpha, beta) vs the 30-year bond auction on Thu Sep 9 (gamma): measure negative.
  const close = z(D8, '17:00');
  addCase('econ_us', { name: 'ten-year-auction-sep8', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTREASAUCTION10Y-32SEP08', '10-year note auction high yield (Sep 8, 2032)?', 'Economics', close, [['T4.200', 'Above 4.200%', 'ah-4200'], ['T4.250', 'Above 4.250%', 'ah-4250']],
      { sources: ['TreasuryDirect https://www.treasurydirect.gov/auctions/announcements-data-results/'] }),
    B1('10-Year Treasury note auction high yield above 4.20% on September 8?', 'Economy', close, 'ah-4200'),
    G1('30-year bond auction (Sep 9) high yield above 4.70%?', z('2032-09-09', '17:00'), 'ah30-470'),
  ] }, ['measure']);
}
{ // Q2 GDP third estimate (alpha "Above 2.0%" = beta "2.1% or higher") vs gamma's Q3 advance estimate: measure negative.
  const close = z('2032-09-30', '12:30');
  addCase('econ_us', { name: 'gdp-q2-third', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGDP3RD-32Q2', 'US GDP growth in Q2 2032 (third estimate)?', 'Economics', close, [['T2.0', 'Above 2.0%', 'gdp3-gt20'], ['T2.5', 'Above 2.5%', 'gdp3-gt25']],
      { sources: ['Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product'] }),
    B1('US Q2 GDP third estimate 2.1% or higher?', 'Economy', close, 'gdp3-gt20'),
    G1('US Q3 2032 GDP advance estimate above 2.0%?', z('2032-10-28', '12:30'), 'gdpq3-gt20'),
  ] }, ['measure']);
}
{ // September unemployment rate (released Fri Oct 1): alpha "Above 4.3%" = beta "4.4% or higher".
  const close = z('2032-10-01', '12:30');
  addCase('econ_us', { name: 'unemployment-sep', events: [
    A('KXU3-32SEP', 'Unemployment rate in September 2032?', 'Economics', close, [['T4.3', 'Above 4.3%', 'u-gt43'], ['T4.4', 'Above 4.4%', 'u-gt44']], { sources: ['Bureau of Labor Statistics https://www.bls.gov/news.release/empsit.nr0.htm'] }),
    B1('September unemployment rate 4.4% or higher?', 'Economy', close, 'u-gt43'),
  ] });
}
{ // August PPI — beta only.
  addCase('econ_us', { name: 'ppi-aug', events: [B1('PPI MoM for August above 0.2%?', 'Economy', z('2032-09-15', '12:30'), 'ppi-gt02')] });
}

// ───────────────────────────── ABROAD ─────────────────────────────

{ // Bank of Canada, Wed Sep 8 9:45 ET (alpha, beta, gamma); "Cut >25bps" = "50+ bps decrease"; gamma's any-size cut is its own outcome.
  const close = z(D8, '13:45');
  addCase('econ_world', { name: 'boc-sep8', events: [
    A(`KXBOC-${A8}`, 'Bank of Canada rate decision on Sep 8, 2032?', 'Economics', close, [
      ['C26', 'Cut >25bps', 'boc-cutgt25'], ['C25', 'Cut 25bps', 'boc-cut25'], ['H0', 'Hold', 'boc-hold'], ['H25', 'Hike 25bps', 'boc-hike25'], ['H26', 'Hike >25bps', 'boc-hikegt25'],
    ], { sources: ['Bank of Canada https://www.bankofcanada.ca/core-functions/monetary-policy/key-interest-rate/'] }),
    B('Bank of Canada decision in September?', 'Economy', close, [
      ['bank-of-canada-50-bps-decrease-september-2032', '50+ bps decrease', 'boc-cutgt25'], ['bank-of-canada-25-bps-decrease-september-2032', '25 bps decrease', 'boc-cut25'],
      ['bank-of-canada-no-change-september-2032', 'No change', 'boc-hold'], ['bank-of-canada-25-bps-increase-september-2032', '25+ bps increase', 'boc-hikege25'],
    ]),
    G1('Will the Bank of Canada cut rates on September 8?', close, 'boc-anycut'),
  ] });
}
{ // ECB, Thu Sep 9 (alpha, beta) vs gamma's "cut by October 31": deadline negative.
  const close = z('2032-09-09', '12:15');
  addCase('econ_world', { name: 'ecb-sep9', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXECBRATE-32SEP09', 'ECB deposit rate decision on Sep 9, 2032?', 'Economics', close, [['C25', 'Cut 25bps', 'ecb-cut25'], ['H0', 'Hold', 'ecb-hold'], ['H25', 'Hike 25bps', 'ecb-hike25']],
      { sources: ['European Central Bank https://www.ecb.europa.eu/press/pr/html/index.en.html'] }),
    B('ECB decision in September?', 'Economy', close, [['ecb-25-bps-decrease-september-2032', '25 bps decrease', 'ecb-cut25'], ['ecb-no-change-september-2032', 'No change', 'ecb-hold'],
      ['ecb-25-bps-increase-september-2032', '25 bps increase', 'ecb-hike25']]),
    G1('Will the ECB cut rates by October 31, 2032?', z('2032-10-31', '23:00'), 'ecb-cutbyoct'),
  ] }, ['deadline']);
}
{ // Japan Q2 GDP second preliminary (annualized), out Sep 8 08:50 JST: beta "above 1.0%" = gamma "1.1% or higher".
  const close = z('2032-09-07', '23:50');
  addCase('econ_world', { name: 'japan-gdp-q2-revised', events: [
    B1('Japan Q2 GDP revised estimate (annualized) above 1.0%?', 'Economy', close, 'jp-gt10', { mx: { src: 'https://www.esri.cao.go.jp/en/sna/sokuhou/sokuhou_top.html' } }),
    G1('Japan Apr–Jun GDP second preliminary estimate, annualized 1.1% or higher?', close, 'jp-gt10'),
  ] });
}
{ // China August CPI YoY (beta, gamma) vs alpha's China PPI: measure negative.
  const close = z('2032-09-09', '01:30');
  addCase('econ_world', { name: 'china-cpi-aug', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('China CPI YoY in August above 0.5%?', 'Economy', close, 'cn-gt05', { mx: { src: 'https://www.stats.gov.cn/english/' } }),
    G1('China August CPI y/y 0.6% or higher?', close, 'cn-gt05'),
    A1('KXCHINAPPI-32AUG', 'China PPI year-over-year in August 2032?', 'Economics', close, 'T0.0', 'Above 0.0%', 'cnppi-gt0', { sources: ['National Bureau of Statistics of China https://www.stats.gov.cn/english/'] }),
  ] }, ['measure']);
}
{ // UK monthly GDP for July, Fri Sep 10 07:00 BST: beta "above 0.1%" = gamma's "0.2% or higher" bucket.
  const close = z('2032-09-10', '06:00');
  addCase('econ_world', { name: 'uk-gdp-jul', events: [
    B1('UK GDP MoM for July above 0.1%?', 'Economy', close, 'uk-gt01', { mx: { src: 'https://www.ons.gov.uk/economy/grossdomesticproductgdp' } }),
    G('UK monthly GDP, July 2032 (ONS first estimate)', close, gr(['Below 0.0%', 'uk-lt00'], ['0.0%', 'uk-00'], ['0.1%', 'uk-01'], ['0.2% or higher', 'uk-gt01'])),
  ] });
}
{ // Bank of England, Thu Sep 16 (alpha, beta).
  const close = z('2032-09-16', '11:00');
  addCase('econ_world', { name: 'boe-sep16', events: [
    A('KXBOE-32SEP16', 'Bank of England rate decision on Sep 16, 2032?', 'Economics', close, [['C25', 'Cut 25bps', 'boe-cut25'], ['H0', 'Hold', 'boe-hold'], ['H25', 'Hike 25bps', 'boe-hike25']]),
    B('Bank of England decision in September?', 'Economy', close, [['boe-25-bps-decrease-september-2032', '25 bps decrease', 'boe-cut25'], ['boe-no-change-september-2032', 'No change', 'boe-hold'],
      ['boe-25-bps-increase-september-2032', '25 bps increase', 'boe-hike25']]),
  ] });
}
{ // Poland's NBP decision on Sep 8 — gamma only.
  addCase('econ_world', { name: 'nbp-sep8', events: [G1('NBP (Poland) cuts its reference rate on September 8, 2032?', z(D8, '13:00'), 'nbp-cut')] });
}

// ───────────────────────────── THE FED ─────────────────────────────

{ // FOMC, Sep 22: all four venues; "Hike >25bps" and "25+ bps increase" are kept apart.
  const close = z('2032-09-22', '18:00');
  addCase('fed', { name: 'fomc-sep22', events: [
    A('KXFEDDECISION-32SEP', 'Fed decision in Sep 2032?', 'Economics', close, [
      ['C26', 'Cut >25bps', 'fd-cutgt25'], ['C25', 'Cut 25bps', 'fd-cut25'], ['H0', 'Hold', 'fd-hold'], ['H25', 'Hike 25bps', 'fd-hike25'], ['H26', 'Hike >25bps', 'fd-hikegt25'],
    ], { sources: ['Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm'] }),
    B('Fed decision in September?', 'Economy', close, [
      ['fed-decreases-interest-rates-by-50-bps-after-september-2032-meeting', '50+ bps decrease', 'fd-cutgt25'], ['fed-decreases-interest-rates-by-25-bps-after-september-2032-meeting', '25 bps decrease', 'fd-cut25'],
      ['no-change-in-fed-interest-rates-after-september-2032-meeting', 'No change', 'fd-hold'], ['fed-increases-interest-rates-by-25-bps-after-september-2032-meeting', '25+ bps increase', 'fd-hikege25'],
    ]),
    U('fed-decision-september-2032', 'Fed Decision in September 2032', 'Economics', close, [['fed-september-2032-no-change', 'No change', 'fd-hold'], ['fed-september-2032-cut-25bps', '25 bps cut', 'fd-cut25']]),
    G('Fed interest rate decision (September 22, 2032)', close, gr(['Cut 50 bps or more', 'fd-cutgt25'], ['Cut 25 bps', 'fd-cut25'], ['No change', 'fd-hold'], ['Hike', 'fd-hikege25'])),
  ] });
}
{ // Number of cuts in 2032: alpha counts 25 bp steps, beta counts meetings — one event, nf.
  const close = z('2032-12-15', '19:00');
  addCase('fed', { name: 'fed-cuts-2032', fungible: nf('alpha|beta'), events: [
    A('KXRATECUTCOUNT-32', 'Number of Fed rate cuts in 2032?', 'Economics', close, [['0', '0 cuts', 'nc-0'], ['1', '1 cut', 'nc-1'], ['2', '2 cuts', 'nc-2'], ['3', '3 or more cuts', 'nc-3p']],
      { rules: 'Each 25 basis point reduction in the upper bound of the federal funds target range in 2032 counts as one cut (a 50 bp move counts as two).' }),
    B('How many Fed rate cuts in 2032?', 'Economy', close, w([['how-many-fed-rate-cuts-in-2032-0', '0', 'nc-0'], ['how-many-fed-rate-cuts-in-2032-1', '1', 'nc-1'],
      ['how-many-fed-rate-cuts-in-2032-2', '2', 'nc-2'], ['how-many-fed-rate-cuts-in-2032-3-or-more', '3+', 'nc-3p']],
    { rules: 'Counts the FOMC meetings in 2032 at which the target range is lowered, regardless of the size of the cut.' })),
  ] }, ['source']);
}
{ // Fed funds upper bound after the December 2032 meeting: alpha "Above 3.25%" vs gamma "3.25% or lower" (complement).
  const close = z('2032-12-15', '19:00');
  addCase('fed', { name: 'fed-upper-dec', events: [
    A('KXFED-32DEC', 'Fed funds target upper bound after the December 2032 meeting?', 'Economics', close, [['T3.25', 'Above 3.25%', 'fu-gt325'], ['T3.50', 'Above 3.50%', 'fu-gt350']]),
    G1('Fed funds upper bound at 3.25% or lower after the December 15, 2032 FOMC meeting?', close, 'fu-le325'),
  ] }, ['inverted']);
}
{ // A dissent at the September FOMC — beta only.
  addCase('fed', { name: 'fomc-dissent-sep', events: [B1('Will there be a dissent at the September FOMC meeting?', 'Economy', z('2032-09-22', '18:00'), 'dissent-sep')] });
}

// ───────────────────────────── MENTIONS ─────────────────────────────

{ // Beige Book words, Wed Sep 8 2pm ET (alpha, beta): plurals count on both; "Recession" and "Hurricane" listed once.
  const close = z(D8, '18:00');
  addCase('mentions', { name: 'beige-book-words-sep8', events: [
    A(`KXBEIGEMENTION-${A8}`, 'What will the Fed Beige Book say? (Sep 8, 2032)', 'Mentions', close, w([
      ['TARI', 'Tariff', 'bb-tariff'], ['AI', 'AI / Artificial intelligence', 'bb-ai'], ['LAYO', 'Layoffs', 'bb-layoffs'], ['RECE', 'Recession', 'bb-recession'],
    ], { rules: 'Resolves Yes if the term appears in the Beige Book released by the Federal Reserve on Sep 8, 2032. Plural and possessive forms count.' }), { sources: ['Federal Reserve https://www.federalreserve.gov/monetarypolicy/beige-book-default.htm'] }),
    B("What will the Fed's September Beige Book mention?", 'Economy', close, w([
      ['beige-book-september-2032-tariffs', 'Tariffs', 'bb-tariff'], ['beige-book-september-2032-artificial-intelligence', 'AI', 'bb-ai'],
      ['beige-book-september-2032-layoff', 'Layoff', 'bb-layoffs'], ['beige-book-september-2032-hurricane', 'Hurricane', 'bb-hurricane'],
    ], { rules: 'Resolves "Yes" if the listed word (or its plural, or "artificial intelligence" for AI) appears in the Beige Book published September 8, 2032.' })),
  ] });
}
{ // Apple event words, Tue Sep 14 (alpha, beta): "Vision" is not "Vision Pro".
  const close = z('2032-09-14', '19:00');
  addCase('mentions', { name: 'apple-event-words', events: [
    A('KXAPPLEMENTION-32SEP14', 'What will Apple say during its Sep 14, 2032 event?', 'Mentions', close, [['SIRI', 'Siri', 'am-siri'], ['VISI', 'Vision', 'am-vision'], ['SATE', 'Satellite', 'am-sat'], ['CHAT', 'ChatGPT', 'am-chatgpt']]),
    B('What will Apple say during the September 14 event?', 'Tech', close, [['apple-september-event-siri', 'Siri', 'am-siri'], ['apple-september-event-vision-pro', 'Vision Pro', 'am-visionpro'],
      ['apple-september-event-satellite', 'Satellite', 'am-sat'], ['apple-september-event-gemini', 'Gemini', 'am-gemini']]),
  ] });
}
{ // Announcers' words during the NFL opener (alpha, beta).
  const close = z('2032-09-10', '04:00');
  addCase('mentions', { name: 'nfl-opener-words', events: [
    A(`KXNFLMENTION-${A9}KCBUF`, 'What will the announcers say during Kansas City at Buffalo?', 'Mentions', close, [['TSWI', 'Taylor Swift', 'nm-swift'], ['DYNA', 'Dynasty', 'nm-dynasty'], ['SUPE', 'Super Bowl', 'nm-sb']]),
    B('What will the announcers say during Chiefs vs. Bills?', 'Sports', close, [['chiefs-bills-announcers-taylor-swift', 'Taylor Swift', 'nm-swift'], ['chiefs-bills-announcers-super-bowl', 'Super Bowl', 'nm-sb'],
      ['chiefs-bills-announcers-three-peat', 'Three-peat', 'nm-threepeat']]),
  ] });
}
{ // Oracle earnings-call words — alpha only.
  addCase('mentions', { name: 'oracle-call-words', events: [
    A('KXEARNINGSMENTIONORCL-32SEP09', 'What will Oracle say on its Q1 FY2033 earnings call?', 'Mentions', z('2032-09-10', '00:00'), [['OPEN', 'OpenAI', 'om-openai'], ['STAR', 'Stargate', 'om-stargate'], ['MULT', 'Multicloud', 'om-multicloud']]),
  ] });
}
{ // Press Secretary's Sep 8 briefing (alpha, beta) vs gamma's Sep 9 briefing: date negative.
  addCase('mentions', { name: 'press-briefing-sep8', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXSECPRESSMENTION-${A8}`, 'What will the White House Press Secretary say at the Sep 8 briefing?', 'Mentions', z(D8, '22:00'), [['HURR', 'Hurricane', 'pb-hurricane'], ['TARI', 'Tariff', 'pb-tariff'], ['ELEC', 'Election', 'pb-election']]),
    B('What will the Press Secretary say at the September 8 briefing?', 'Politics', z(D8, '22:00'), [['press-secretary-september-8-hurricane', 'Hurricane', 'pb-hurricane'],
      ['press-secretary-september-8-election', 'Election', 'pb-election'], ['press-secretary-september-8-debate', 'Debate', 'pb-debate']]),
    G('What will the Press Secretary say on September 9?', z('2032-09-09', '22:00'), gr(['Hurricane', 'pb9-hurricane'], ['Debate', 'pb9-debate'])),
  ] }, ['date']);
}

// ───────────────────────────── COMPANIES ─────────────────────────────

{ // Apple's Sep 14 event: smart glasses announced there (alpha row, beta binary) vs gamma's "by September 30": deadline negative.
  addCase('companies', { name: 'apple-event-announce', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXAPPLEANNOUNCE-32SEP14', 'What will Apple announce at its Sep 14, 2032 event?', 'Companies', z('2032-09-14', '19:00'), [['GLAS', 'Smart glasses', 'aa-glasses'], ['ULTR', 'New Apple Watch Ultra', 'aa-ultra'], ['APTV', 'New Apple TV', 'aa-appletv']]),
    B1('Will Apple announce smart glasses at its September 14 event?', 'Tech', z('2032-09-14', '19:00'), 'aa-glasses'),
    G1('Will Apple announce smart glasses by September 30, 2032?', z('2032-10-01', '03:59'), 'aag-by0930'),
  ] }, ['deadline']);
}
{ // AAPL Up or Down on Sep 8 (beta, gamma) vs alpha's close above $320: observation negative.
  const close = z(D8, '20:00');
  addCase('companies', { name: 'aapl-updown-sep8', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Apple (AAPL) Up or Down on September 8?', 'Finance', close, [['aapl-up-or-down-on-september-8-2032', 'Up', 'ap-up', { outcomes: UD }]]),
    G('AAPL up or down on Sep 8, 2032?', close, gr(['Up', 'ap-up'], ['Down', 'ap-down'])),
    A1(`KXAAPL-${A8}`, 'Apple stock closing price on Sep 8, 2032?', 'Companies', close, 'T319.99', '$320 or above', 'ap-320'),
  ] }, ['observation']);
}
{ // Oracle beats EPS (alpha vs FactSet, beta vs Seeking Alpha consensus: nf) vs gamma's revenue line: measure negative.
  const close = z('2032-09-09', '21:00');
  addCase('companies', { name: 'oracle-earnings', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A1('KXEARNINGSORCL-32SEP09', 'Will Oracle beat EPS estimates for fiscal Q1 2033?', 'Companies', close, 'BEAT', 'Beat', 'orcl-beat', { rules: 'Resolves Yes if Oracle\'s reported adjusted EPS exceeds the FactSet consensus estimate.' }),
    B1('Will Oracle (ORCL) beat quarterly earnings?', 'Finance', close, 'orcl-beat', { mx: { rules: 'Resolves "Yes" if Oracle\'s reported non-GAAP EPS is greater than the Seeking Alpha consensus EPS estimate at the time of release.' } }),
    G1('Oracle FQ1 2033 total revenue above $21B?', close, 'orcl-rev21'),
  ] }, ['source', 'measure']);
}
{ // GameStop earnings, Wed Sep 8 after the close — beta only.
  addCase('companies', { name: 'gme-earnings', events: [B1('GameStop (GME) beats earnings estimates?', 'Finance', z(D8, '21:00'), 'gme-beat')] });
}
{ // Tesla Q3 2032 deliveries (alpha, beta) vs gamma's production: measure negative.
  const close = z('2032-10-02', '14:00');
  addCase('companies', { name: 'tesla-q3-deliveries', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTESLADELIVERY-32Q3', 'Tesla deliveries in Q3 2032?', 'Companies', close, [['T550000', 'Above 550,000', 'td-550'], ['T600000', 'Above 600,000', 'td-600']]),
    B('Tesla Q3 deliveries above ___?', 'Tech', close, [['tesla-q3-2032-deliveries-above-550k', '550k', 'td-550'], ['tesla-q3-2032-deliveries-above-600k', '600k', 'td-600'], ['tesla-q3-2032-deliveries-above-650k', '650k', 'td-650']]),
    G1('Tesla Q3 2032 vehicle production above 600k?', close, 'tp-600'),
  ] }, ['measure']);
}
{ // Largest company by market cap at the end of September (beta, alpha).
  const close = z('2032-09-30', '20:00');
  addCase('companies', { name: 'largest-company-sep30', events: [
    B('Largest company end of September?', 'Finance', close, [['largest-company-end-of-september-2032-nvidia', 'NVIDIA', 'lc-nvda'], ['largest-company-end-of-september-2032-microsoft', 'Microsoft', 'lc-msft'],
      ['largest-company-end-of-september-2032-apple', 'Apple', 'lc-aapl'], ['largest-company-end-of-september-2032-alphabet', 'Alphabet', 'lc-googl']]),
    A('KXLARGESTCO-32SEP30', 'Largest company by market cap on Sep 30, 2032?', 'Companies', close, [['NVDA', 'NVIDIA', 'lc-nvda'], ['MSFT', 'Microsoft', 'lc-msft'], ['AAPL', 'Apple', 'lc-aapl']]),
  ] });
}

// ───────────────────────────── MLB (Wednesday 8 September) ─────────────────────────────

const mlbNight = z('2032-09-09', '03:30');
{ // Yankees at Red Sox, Sep 8 (alpha, beta, beta_us) vs gamma's Sep 9 game of the same series: date negative.
  addCase('mlb', { name: 'nyy-bos-sep8', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXMLBGAME-${A8}NYYBOS`, 'New York Y vs Boston Winner?', 'Sports', mlbNight, [['NYY', 'New York Y', 'nb-nyy'], ['BOS', 'Boston', 'nb-bos']], { sources: [MLB] }),
    B('Yankees vs. Red Sox', 'Sports', mlbNight, [['mlb-nyy-bos-2032-09-08', 'Yankees', 'nb-nyy', { outcomes: yn('Yankees', 'Red Sox') }]]),
    U('mlb-nyy-bos-2032-09-08', 'New York Yankees at Boston Red Sox', 'Sports', mlbNight, [['aec-mlb-nyy-bos-2032-09-08', 'New York Yankees', 'nb-nyy', { outcomes: yn('New York Yankees', 'Boston Red Sox') }]]),
    G('Yankees vs Red Sox (Sep 9, 2032)', z('2032-09-10', '03:30'), gr(['Yankees', 'nb9-nyy'], ['Red Sox', 'nb9-bos'])),
  ] }, ['date']);
}
{ // Yankees -1.5 at Fenway: alpha and beta; beta_us lists "Red Sox +1.5" (the complement).
  addCase('mlb', { name: 'nyy-bos-runline', events: [
    A(`KXMLBSPREAD-${A8}NYYBOS`, 'New York Y vs Boston: Run Line', 'Sports', mlbNight, [['NYY2', 'New York Y wins by over 1.5 runs', 'rl-nyy'], ['BOS2', 'Boston wins by over 1.5 runs', 'rl-bos']], { sources: [MLB] }),
    B('Spread: Yankees (-1.5)', 'Sports', mlbNight, [['mlb-nyy-bos-2032-09-08-spread-away-1pt5', 'Yankees', 'rl-nyy', { outcomes: yn('Yankees', 'Red Sox') }]]),
    U('mlb-nyy-bos-2032-09-08-spreads', 'Yankees at Red Sox - Run Line', 'Sports', mlbNight, [['asc-mlb-nyy-bos-2032-09-08-bos-pos-1pt5', 'Boston Red Sox +1.5', 'rl-bos-plus', { outcomes: yn('Red Sox +1.5', 'Yankees -1.5') }]]),
  ] }, ['inverted']);
}
{ // Total runs at Fenway: alpha's over 8.5 = beta's O/U 8.5; gamma's over 7.5 is another line on the same game.
  addCase('mlb', { name: 'nyy-bos-total', events: [
    A(`KXMLBTOTAL-${A8}NYYBOS`, 'New York Y vs Boston: Total Runs', 'Sports', mlbNight, [['8', 'Over 8.5 runs', 'nbt-o85'], ['9', 'Over 9.5 runs', 'nbt-o95'], ['10', 'Over 10.5 runs', 'nbt-o105']], { sources: [MLB] }),
    B('Yankees vs. Red Sox: O/U 8.5', 'Sports', mlbNight, [['mlb-nyy-bos-2032-09-08-total-8pt5', 'Over', 'nbt-o85', { outcomes: OU }]]),
    G1('Yankees vs Red Sox total runs over 7.5 (Sep 8)?', mlbNight, 'nbt-o75'),
  ] }, ['threshold']);
}
{ // Dodgers at Giants (alpha, beta, beta_us).
  const close = z('2032-09-09', '05:30');
  addCase('mlb', { name: 'lad-sf-sep8', events: [
    A(`KXMLBGAME-${A8}LADSF`, 'Los Angeles D vs San Francisco Winner?', 'Sports', close, [['LAD', 'Los Angeles D', 'ls-lad'], ['SF', 'San Francisco', 'ls-sf']], { sources: [MLB] }),
    B('Dodgers vs. Giants', 'Sports', close, [['mlb-lad-sf-2032-09-08', 'Dodgers', 'ls-lad', { outcomes: yn('Dodgers', 'Giants') }]]),
    U('mlb-lad-sf-2032-09-08', 'Los Angeles Dodgers at San Francisco Giants', 'Sports', close, [['aec-mlb-lad-sf-2032-09-08', 'Los Angeles Dodgers', 'ls-lad', { outcomes: yn('Los Angeles Dodgers', 'San Francisco Giants') }]]),
  ] });
}
{ // Dodgers–Giants total 7.5 (beta, beta_us).
  const close = z('2032-09-09', '05:30');
  addCase('mlb', { name: 'lad-sf-total', events: [
    B('Dodgers vs. Giants: O/U 7.5', 'Sports', close, [['mlb-lad-sf-2032-09-08-total-7pt5', 'Over', 'lst-o75', { outcomes: OU }]]),
    U('mlb-lad-sf-2032-09-08-totals', 'Dodgers at Giants - Total Runs', 'Sports', close, [['tsc-mlb-lad-sf-2032-09-08-7pt5', 'Over 7.5', 'lst-o75', { outcomes: OU }]]),
  ] });
}
{ // Mets at Phillies doubleheader: Game 1 (alpha, beta_us) vs beta's Game 2: same teams, other game.
  addCase('mlb', { name: 'nym-phi-dh-g1', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A(`KXMLBGAME-${A8}NYMPHIG1`, 'New York M vs Philadelphia (Game 1) Winner?', 'Sports', z(D8, '21:30'), [['NYM', 'New York M', 'mp1-nym'], ['PHI', 'Philadelphia', 'mp1-phi']], { sources: [MLB] }),
    U('mlb-nym-phi-2032-09-08-g1', 'New York Mets at Philadelphia Phillies - Game 1', 'Sports', z(D8, '21:30'), [['aec-mlb-nym-phi-2032-09-08-g1', 'New York Mets', 'mp1-nym', { outcomes: yn('New York Mets', 'Philadelphia Phillies') }]]),
    B('Mets vs. Phillies (Game 2)', 'Sports', mlbNight, [['mlb-nym-phi-2032-09-08-game-2', 'Mets', 'mp2-nym', { outcomes: yn('Mets', 'Phillies') }]]),
  ] }, ['date']);
}
{ // Brewers at Cubs (alpha, beta).
  addCase('mlb', { name: 'mil-chc-sep8', events: [
    A(`KXMLBGAME-${A8}MILCHC`, 'Milwaukee vs Chicago C Winner?', 'Sports', mlbNight, [['MIL', 'Milwaukee', 'mc-mil'], ['CHC', 'Chicago C', 'mc-chc']], { sources: [MLB] }),
    B('Brewers vs. Cubs', 'Sports', mlbNight, [['mlb-mil-chc-2032-09-08', 'Brewers', 'mc-mil', { outcomes: yn('Brewers', 'Cubs') }]]),
  ] });
}
{ // Astros at Mariners (all four venues).
  const close = z('2032-09-09', '05:30');
  addCase('mlb', { name: 'hou-sea-sep8', events: [
    A(`KXMLBGAME-${A8}HOUSEA`, 'Houston vs Seattle Winner?', 'Sports', close, [['HOU', 'Houston', 'hs-hou'], ['SEA', 'Seattle', 'hs-sea']], { sources: [MLB] }),
    B('Astros vs. Mariners', 'Sports', close, [['mlb-hou-sea-2032-09-08', 'Astros', 'hs-hou', { outcomes: yn('Astros', 'Mariners') }]]),
    U('mlb-hou-sea-2032-09-08', 'Houston Astros at Seattle Mariners', 'Sports', close, [['aec-mlb-hou-sea-2032-09-08', 'Houston Astros', 'hs-hou', { outcomes: yn('Houston Astros', 'Seattle Mariners') }]]),
    G('MLB: Astros @ Mariners, Sep 8', close, gr(['Houston Astros', 'hs-hou'], ['Seattle Mariners', 'hs-sea'])),
  ] });
}
{ // Marlins at Braves run line: beta_us and beta at -1.5; alpha's alternative line (over 2.5 runs): another outcome.
  addCase('mlb', { name: 'mia-atl-runline', events: [
    U('mlb-mia-atl-2032-09-08-spreads', 'Marlins at Braves - Run Line', 'Sports', mlbNight, [['asc-mlb-mia-atl-2032-09-08-atl-neg-1pt5', 'Atlanta Braves -1.5', 'ma-atl15', { outcomes: yn('Braves -1.5', 'Marlins +1.5') }]]),
    B('Spread: Braves (-1.5)', 'Sports', mlbNight, [['mlb-mia-atl-2032-09-08-spread-home-1pt5', 'Braves', 'ma-atl15', { outcomes: yn('Braves', 'Marlins') }]]),
    A(`KXMLBSPREAD-${A8}MIAATL`, 'Miami vs Atlanta: Run Line', 'Sports', mlbNight, [['ATL3', 'Atlanta wins by over 2.5 runs', 'ma-atl25']], { sources: [MLB] }),
  ] }, ['threshold']);
}
{ // Padres at Diamondbacks — alpha only.
  addCase('mlb', { name: 'sd-ari-sep8', events: [
    A(`KXMLBGAME-${A8}SDAZ`, 'San Diego vs Arizona Winner?', 'Sports', mlbNight, [['SD', 'San Diego', 'sa-sd'], ['AZ', 'Arizona', 'sa-az']], { sources: [MLB] }),
  ] });
}
{ // Ohtani home run in Dodgers at Giants (alpha, beta_us).
  const close = z('2032-09-09', '05:30');
  addCase('mlb', { name: 'ohtani-hr-sep8', events: [
    A(`KXMLBHR-${A8}LADSF`, 'Home runs: Los Angeles D vs San Francisco', 'Sports', close, [['SOHTANI', 'Shohei Ohtani: 1+ home runs', 'oh-hr'], ['WSMITH', 'Will Smith: 1+ home runs', 'ws-hr']]),
    U('mlb-lad-sf-2032-09-08-props', 'Dodgers at Giants - Player Props', 'Sports', close, [['prop-mlb-lad-sf-2032-09-08-ohtani-hr', 'Shohei Ohtani to hit a home run', 'oh-hr']]),
  ] });
}
{ // 2032 World Series (alpha, beta, gamma).
  const close = z('2032-11-05', '04:00');
  addCase('mlb', { name: 'world-series-2032', events: [
    A('KXMLB-32', 'Pro Baseball Champion 2032', 'Sports', close, [['LAD', 'Los Angeles D', 'ws-lad'], ['NYY', 'New York Y', 'ws-nyy'], ['PHI', 'Philadelphia', 'ws-phi'], ['SEA', 'Seattle', 'ws-sea']]),
    B('World Series Champion 2032', 'Sports', close, [['world-series-champion-2032-dodgers', 'Dodgers', 'ws-lad'], ['world-series-champion-2032-yankees', 'Yankees', 'ws-nyy'],
      ['world-series-champion-2032-phillies', 'Phillies', 'ws-phi'], ['world-series-champion-2032-mariners', 'Mariners', 'ws-sea'], ['world-series-champion-2032-braves', 'Braves', 'ws-atl']]),
    G('2032 World Series winner', close, gr(['Los Angeles Dodgers', 'ws-lad'], ['New York Yankees', 'ws-nyy'], ['Houston Astros', 'ws-hou'])),
  ] });
}
{ // AL MVP 2032 (beta, alpha) vs gamma's NL MVP: category negative.
  const close = z('2032-11-19', '01:00');
  addCase('mlb', { name: 'al-mvp-2032', groups: [['beta', 'alpha'], ['gamma']], events: [
    B('AL MVP 2032', 'Sports', close, [['al-mvp-2032-bobby-witt-jr', 'Bobby Witt Jr.', 'alm-witt'], ['al-mvp-2032-julio-rodriguez', 'Julio Rodríguez', 'alm-julio'], ['al-mvp-2032-gunnar-henderson', 'Gunnar Henderson', 'alm-gunnar']]),
    A('KXMLBALMVP-32', 'AL MVP 2032?', 'Sports', close, [['BWIT', 'Bobby Witt Jr.', 'alm-witt'], ['JROD', 'Julio Rodriguez', 'alm-julio'], ['AJUD', 'Aaron Judge', 'alm-judge']]),
    G('2032 NL MVP', close, gr(['Shohei Ohtani', 'nlm-ohtani'], ['Juan Soto', 'nlm-soto'], ['Elly De La Cruz', 'nlm-elly'])),
  ] }, ['category']);
}

// ───────────────────────────── US OPEN (quarter-finals, Wednesday 8 September) ─────────────────────────────

{ // Alcaraz v Fonseca, men's QF night session (all four venues).
  const close = z('2032-09-09', '05:00');
  addCase('tennis', { name: 'uso-alcaraz-fonseca', events: [
    A(`KXUSOMENMATCH-${A8}ALCFON`, "Carlos Alcaraz vs Joao Fonseca: US Open Men's Quarterfinal", 'Sports', close, [['ALC', 'Carlos Alcaraz', 'af-alc'], ['FON', 'Joao Fonseca', 'af-fon']], { sources: [USO] }),
    B('US Open: Alcaraz vs Fonseca', 'Sports', close, [['us-open-2032-qf-alcaraz-fonseca', 'Alcaraz', 'af-alc', { outcomes: yn('Alcaraz', 'Fonseca') }]]),
    U('atp-usopen-2032-qf-alcaraz-fonseca', 'Carlos Alcaraz vs. João Fonseca', 'Sports', close, [['aec-atp-usopen-2032-09-08-alcaraz-fonseca', 'Carlos Alcaraz', 'af-alc', { outcomes: yn('Carlos Alcaraz', 'João Fonseca') }]]),
    G('Alcaraz vs. Fonseca — US Open QF', close, gr(['Alcaraz', 'af-alc'], ['Fonseca', 'af-fon'])),
  ] });
}
{ // Sinner v Mensik, men's QF day session (alpha, beta) vs gamma's "Sinner to reach the final": round negative.
  const close = z(D8, '23:00');
  addCase('tennis', { name: 'uso-sinner-mensik', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXUSOMENMATCH-${A8}SINMEN`, "Jannik Sinner vs Jakub Mensik: US Open Men's Quarterfinal", 'Sports', close, [['SIN', 'Jannik Sinner', 'sm-sin'], ['MEN', 'Jakub Mensik', 'sm-men']], { sources: [USO] }),
    B('US Open: Sinner vs Mensik', 'Sports', close, [['us-open-2032-qf-sinner-mensik', 'Sinner', 'sm-sin', { outcomes: yn('Sinner', 'Mensik') }]]),
    G1('Will Jannik Sinner reach the 2032 US Open final?', z('2032-09-11', '01:00'), 'sin-final'),
  ] }, ['round']);
}
{ // Gauff v Andreeva, women's QF (alpha, beta, beta_us).
  const close = z(D8, '21:00');
  addCase('tennis', { name: 'uso-gauff-andreeva', events: [
    A(`KXUSOWOMENMATCH-${A8}GAUAND`, "Coco Gauff vs Mirra Andreeva: US Open Women's Quarterfinal", 'Sports', close, [['GAU', 'Coco Gauff', 'ga-gau'], ['AND', 'Mirra Andreeva', 'ga-and']], { sources: [USO] }),
    B('US Open: Gauff vs Andreeva', 'Sports', close, [['us-open-2032-womens-qf-gauff-andreeva', 'Gauff', 'ga-gau', { outcomes: yn('Gauff', 'Andreeva') }]]),
    U('wta-usopen-2032-qf-gauff-andreeva', 'Coco Gauff vs. Mirra Andreeva', 'Sports', close, [['aec-wta-usopen-2032-09-08-gauff-andreeva', 'Coco Gauff', 'ga-gau', { outcomes: yn('Coco Gauff', 'Mirra Andreeva') }]]),
  ] });
}
{ // Sabalenka v Mboko, women's QF night (beta, gamma).
  const close = z('2032-09-09', '03:00');
  addCase('tennis', { name: 'uso-sabalenka-mboko', events: [
    B('US Open: Sabalenka vs Mboko', 'Sports', close, [['us-open-2032-womens-qf-sabalenka-mboko', 'Sabalenka', 'sbm-sab', { outcomes: yn('Sabalenka', 'Mboko') }]]),
    G('Sabalenka vs Mboko (US Open quarter-final)', close, gr(['Aryna Sabalenka', 'sbm-sab'], ['Victoria Mboko', 'sbm-mbo'])),
  ] });
}
{ // Total sets in Alcaraz v Fonseca — beta only.
  addCase('tennis', { name: 'uso-alcaraz-fonseca-sets', events: [
    B('Alcaraz vs. Fonseca: Total Sets O/U 3.5', 'Sports', z('2032-09-09', '05:00'), [['us-open-2032-qf-alcaraz-fonseca-total-sets-3pt5', 'Over', 'afs-o35', { outcomes: OU }]]),
  ] });
}
{ // US Open men's singles champion (alpha, beta, beta_us) vs gamma's men's doubles: category negative.
  const close = z('2032-09-13', '01:00');
  addCase('tennis', { name: 'uso-men-champion-2032', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXUSOMEN-32', "US Open Men's Singles Champion 2032", 'Sports', close, [['CALC', 'Carlos Alcaraz', 'um-alc'], ['JSIN', 'Jannik Sinner', 'um-sin'], ['JFON', 'Joao Fonseca', 'um-fon'], ['JDRA', 'Jack Draper', 'um-dra'], ['BSHE', 'Ben Shelton', 'um-she']], { sources: [USO] }),
    B("US Open Men's Champion 2032", 'Sports', close, [['us-open-mens-champion-2032-alcaraz', 'Alcaraz', 'um-alc'], ['us-open-mens-champion-2032-sinner', 'Sinner', 'um-sin'],
      ['us-open-mens-champion-2032-fonseca', 'Fonseca', 'um-fon'], ['us-open-mens-champion-2032-shelton', 'Shelton', 'um-she'], ['us-open-mens-champion-2032-mensik', 'Mensik', 'um-men']]),
    U('us-open-mens-winner-2032', 'US Open 2032 Men\'s Winner', 'Sports', close, [['tennis-usopen-2032-men-alcaraz', 'Carlos Alcaraz', 'um-alc'], ['tennis-usopen-2032-men-sinner', 'Jannik Sinner', 'um-sin']]),
    G('US Open 2032 men’s doubles winners', z('2032-09-11', '22:00'), gr(['Arnaldi / Vavassori', 'umd-arnvav'], ['Fils / Mpetshi Perricard', 'umd-filmpe'], ['Shelton / Tiafoe', 'umd-sheltia'])),
  ] }, ['category']);
}
{ // US Open women's champion (alpha, beta, gamma).
  const close = z('2032-09-12', '00:00');
  addCase('tennis', { name: 'uso-women-champion-2032', events: [
    A('KXUSOWOMEN-32', "US Open Women's Singles Champion 2032", 'Sports', close, [['ASAB', 'Aryna Sabalenka', 'uwc-sab'], ['CGAU', 'Coco Gauff', 'uwc-gau'], ['MAND', 'Mirra Andreeva', 'uwc-and'], ['VMBO', 'Victoria Mboko', 'uwc-mbo']], { sources: [USO] }),
    B("US Open Women's Champion 2032", 'Sports', close, [['us-open-womens-champion-2032-sabalenka', 'Sabalenka', 'uwc-sab'], ['us-open-womens-champion-2032-gauff', 'Gauff', 'uwc-gau'],
      ['us-open-womens-champion-2032-andreeva', 'Andreeva', 'uwc-and'], ['us-open-womens-champion-2032-swiatek', 'Swiatek', 'uwc-swi']]),
    G('US Open 2032 women’s singles winner', close, gr(['Aryna Sabalenka', 'uwc-sab'], ['Coco Gauff', 'uwc-gau'], ['Mirra Andreeva', 'uwc-and'], ['Other', 'uwc-other'])),
  ] });
}

// ───────────────────────────── NFL (week 1 opener, Thursday 9 September) ─────────────────────────────

const kickoff = z('2032-09-10', '04:00');
{ // Chiefs at Bills (all four venues).
  addCase('nfl', { name: 'kc-buf-opener', events: [
    A(`KXNFLGAME-${A9}KCBUF`, 'Kansas City at Buffalo Winner?', 'Sports', kickoff, [['KC', 'Kansas City', 'kb-kc'], ['BUF', 'Buffalo', 'kb-buf']], { sources: [NFL] }),
    B('Chiefs vs. Bills', 'Sports', kickoff, [['nfl-kc-buf-2032-09-09', 'Chiefs', 'kb-kc', { outcomes: yn('Chiefs', 'Bills') }]]),
    U('nfl-kc-buf-2032-09-09', 'Kansas City Chiefs at Buffalo Bills', 'Sports', kickoff, [['aec-nfl-kc-buf-2032-09-09', 'Kansas City Chiefs', 'kb-kc', { outcomes: yn('Kansas City Chiefs', 'Buffalo Bills') }]]),
    G('NFL Kickoff: Chiefs @ Bills (Sep 9)', kickoff, gr(['Chiefs', 'kb-kc'], ['Bills', 'kb-buf'])),
  ] });
}
{ // Bills -2.5: alpha and beta; beta_us lists "Chiefs +2.5" (the complement).
  addCase('nfl', { name: 'kc-buf-spread', events: [
    A(`KXNFLSPREAD-${A9}KCBUF`, 'Kansas City at Buffalo: Spread', 'Sports', kickoff, [['BUF3', 'Buffalo wins by over 2.5 points', 'ks-buf25'], ['KC3', 'Kansas City wins by over 2.5 points', 'ks-kc25']], { sources: [NFL] }),
    B('Spread: Bills (-2.5)', 'Sports', kickoff, [['nfl-kc-buf-2032-09-09-spread-home-2pt5', 'Bills', 'ks-buf25', { outcomes: yn('Bills', 'Chiefs') }]]),
    U('nfl-kc-buf-2032-09-09-spreads', 'Chiefs at Bills - Spread', 'Sports', kickoff, [['asc-nfl-kc-buf-2032-09-09-kc-pos-2pt5', 'Kansas City Chiefs +2.5', 'ks-kcplus', { outcomes: yn('Chiefs +2.5', 'Bills -2.5') }]]),
  ] }, ['inverted']);
}
{ // Total points: alpha's over 48.5 = beta's O/U 48.5; beta_us's 49.5 is another line.
  addCase('nfl', { name: 'kc-buf-total', events: [
    A(`KXNFLTOTAL-${A9}KCBUF`, 'Kansas City at Buffalo: Total Points', 'Sports', kickoff, [['45', 'Over 45.5 points', 'kt-o455'], ['48', 'Over 48.5 points', 'kt-o485'], ['51', 'Over 51.5 points', 'kt-o515']], { sources: [NFL] }),
    B('Chiefs vs. Bills: O/U 48.5', 'Sports', kickoff, [['nfl-kc-buf-2032-09-09-total-48pt5', 'Over', 'kt-o485', { outcomes: OU }]]),
    U('nfl-kc-buf-2032-09-09-totals', 'Chiefs at Bills - Total Points', 'Sports', kickoff, [['tsc-nfl-kc-buf-2032-09-09-49pt5', 'Over 49.5', 'kt-o495', { outcomes: OU }]]),
  ] }, ['threshold']);
}
{ // Josh Allen passing yards: "250+" = "O/U 249.5 Over" (alpha, beta_us).
  addCase('nfl', { name: 'allen-pass-yds', events: [
    A(`KXNFLPASSYDS-${A9}KCBUF`, 'Passing yards: Kansas City at Buffalo', 'Sports', kickoff, [['JALLEN250', 'Josh Allen: 250+ yards', 'ja-250'], ['JALLEN300', 'Josh Allen: 300+ yards', 'ja-300'], ['PMAHOMES250', 'Patrick Mahomes: 250+ yards', 'pm-250']]),
    U('nfl-kc-buf-2032-09-09-props', 'Chiefs at Bills - Player Props', 'Sports', kickoff, [['prop-nfl-kc-buf-2032-09-09-allen-pass-yds-249pt5', 'Josh Allen passing yards O/U 249.5', 'ja-250', { outcomes: OU }]]),
  ] });
}
{ // Xavier Worthy anytime TD (alpha row, beta binary) vs beta_us's first TD scorer: observation negative.
  addCase('nfl', { name: 'worthy-anytime-td', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A(`KXNFLANYTD-${A9}KCBUF`, 'Anytime touchdown scorer: Kansas City at Buffalo', 'Sports', kickoff, [['XWORTHY', 'Xavier Worthy', 'td-worthy'], ['JCOOK', 'James Cook', 'td-cook'], ['DKINCAID', 'Dalton Kincaid', 'td-kincaid']]),
    B1('Will Xavier Worthy score a touchdown vs. Bills?', 'Sports', kickoff, 'td-worthy'),
    U('nfl-kc-buf-2032-09-09-first-td', 'First Touchdown Scorer: Chiefs at Bills', 'Sports', kickoff, [['ftd-nfl-kc-buf-2032-09-09-worthy', 'Xavier Worthy', 'ftd-worthy'], ['ftd-nfl-kc-buf-2032-09-09-cook', 'James Cook', 'ftd-cook']]),
  ] }, ['observation']);
}
{ // Mahomes passing TDs — alpha only.
  addCase('nfl', { name: 'mahomes-pass-td', events: [
    A(`KXNFLPASSTDS-${A9}KCBUF`, 'Passing touchdowns: Kansas City at Buffalo', 'Sports', kickoff, [['PMAHOMES2', 'Patrick Mahomes: 2+ passing TDs', 'pm-2td'], ['JALLEN2', 'Josh Allen: 2+ passing TDs', 'ja-2td']]),
  ] });
}
{ // Cowboys at Eagles, Sunday Sep 12 (alpha, beta) vs gamma's Eagles at Cowboys on Nov 14: date negative.
  const close = z('2032-09-13', '00:30');
  addCase('nfl', { name: 'dal-phi-sep12', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLGAME-32SEP12DALPHI', 'Dallas at Philadelphia Winner?', 'Sports', close, [['DAL', 'Dallas', 'dp-dal'], ['PHI', 'Philadelphia', 'dp-phi']], { sources: [NFL] }),
    B('Cowboys vs. Eagles', 'Sports', close, [['nfl-dal-phi-2032-09-12', 'Cowboys', 'dp-dal', { outcomes: yn('Cowboys', 'Eagles') }]]),
    G('Eagles @ Cowboys (Nov 14, 2032)', z('2032-11-15', '04:30'), gr(['Eagles', 'pd-phi'], ['Cowboys', 'pd-dal'])),
  ] }, ['date']);
}
{ // Super Bowl LXVII (all four venues).
  const close = z('2033-02-14', '04:00');
  addCase('nfl', { name: 'super-bowl-lxvii', events: [
    A('KXSB-33', 'Super Bowl Champion 2033?', 'Sports', close, [['BUF', 'Buffalo', 'sb-buf'], ['KC', 'Kansas City', 'sb-kc'], ['PHI', 'Philadelphia', 'sb-phi'], ['DET', 'Detroit', 'sb-det'], ['BAL', 'Baltimore', 'sb-bal']]),
    B('Super Bowl Champion 2033', 'Sports', close, [['super-bowl-champion-2033-buffalo-bills', 'Buffalo Bills', 'sb-buf'], ['super-bowl-champion-2033-kansas-city-chiefs', 'Kansas City Chiefs', 'sb-kc'],
      ['super-bowl-champion-2033-philadelphia-eagles', 'Philadelphia Eagles', 'sb-phi'], ['super-bowl-champion-2033-detroit-lions', 'Detroit Lions', 'sb-det'], ['super-bowl-champion-2033-houston-texans', 'Houston Texans', 'sb-hou']]),
    U('super-bowl-lxvii-winner', 'Super Bowl LXVII Winner', 'Sports', close, [['nfl-sb-lxvii-bills', 'Buffalo Bills', 'sb-buf'], ['nfl-sb-lxvii-chiefs', 'Kansas City Chiefs', 'sb-kc'], ['nfl-sb-lxvii-eagles', 'Philadelphia Eagles', 'sb-phi']]),
    G('Super Bowl LXVII winner', close, gr(['Bills', 'sb-buf'], ['Chiefs', 'sb-kc'], ['Ravens', 'sb-bal'], ['Lions', 'sb-det'])),
  ] });
}
{ // 2032 NFL MVP (alpha, beta).
  const close = z('2033-02-11', '04:00');
  addCase('nfl', { name: 'nfl-mvp-2032', events: [
    A('KXNFLMVP-32', 'NFL MVP 2032-33 season?', 'Sports', close, [['JALL', 'Josh Allen', 'mvp-allen'], ['LJAC', 'Lamar Jackson', 'mvp-lamar'], ['PMAH', 'Patrick Mahomes', 'mvp-mahomes'], ['JDAN', 'Jayden Daniels', 'mvp-daniels']]),
    B('NFL MVP 2032-33', 'Sports', close, [['nfl-mvp-2032-33-josh-allen', 'Josh Allen', 'mvp-allen'], ['nfl-mvp-2032-33-lamar-jackson', 'Lamar Jackson', 'mvp-lamar'],
      ['nfl-mvp-2032-33-jayden-daniels', 'Jayden Daniels', 'mvp-daniels'], ['nfl-mvp-2032-33-cj-stroud', 'C.J. Stroud', 'mvp-stroud']]),
  ] });
}

// ───────────────────────────── WNBA (Wednesday 8 September) ─────────────────────────────

const wnbaNight = z('2032-09-09', '04:30');
{ // Fever at Sky (alpha, beta, beta_us).
  addCase('wnba', { name: 'ind-chi-sep8', events: [
    A(`KXWNBAGAME-${A8}INDCHI`, 'Indiana at Chicago Winner?', 'Sports', wnbaNight, [['IND', 'Indiana', 'ic-ind'], ['CHI', 'Chicago', 'ic-chi']], { sources: [WNBA] }),
    B('Fever vs. Sky', 'Sports', wnbaNight, [['wnba-ind-chi-2032-09-08', 'Fever', 'ic-ind', { outcomes: yn('Fever', 'Sky') }]]),
    U('wnba-ind-chi-2032-09-08', 'Indiana Fever at Chicago Sky', 'Sports', wnbaNight, [['aec-wnba-ind-chi-2032-09-08', 'Indiana Fever', 'ic-ind', { outcomes: yn('Indiana Fever', 'Chicago Sky') }]]),
  ] });
}
{ // Aces at Storm: alpha's "by over 4.5" = beta's "Aces (-4.5)"; beta_us's -5.5 is another line.
  addCase('wnba', { name: 'lv-sea-spread', events: [
    A(`KXWNBASPREAD-${A8}LVSEA`, 'Las Vegas at Seattle: Spread', 'Sports', wnbaNight, [['LV5', 'Las Vegas wins by over 4.5 points', 'lvs-lv45']], { sources: [WNBA] }),
    B('Spread: Aces (-4.5)', 'Sports', wnbaNight, [['wnba-lv-sea-2032-09-08-spread-away-4pt5', 'Aces', 'lvs-lv45', { outcomes: yn('Aces', 'Storm') }]]),
    U('wnba-lv-sea-2032-09-08-spreads', 'Aces at Storm - Spread', 'Sports', wnbaNight, [['asc-wnba-lv-sea-2032-09-08-lv-neg-5pt5', 'Las Vegas Aces -5.5', 'lvs-lv55', { outcomes: yn('Aces -5.5', 'Storm +5.5') }]]),
  ] }, ['threshold']);
}
{ // Lynx at Valkyries, Sep 8 (beta, gamma) vs alpha's Sep 10 rematch: date negative.
  addCase('wnba', { name: 'min-gsv-sep8', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Lynx vs. Valkyries', 'Sports', wnbaNight, [['wnba-min-gsv-2032-09-08', 'Lynx', 'mg-min', { outcomes: yn('Lynx', 'Valkyries') }]]),
    G('WNBA: Lynx @ Valkyries (Sep 8)', wnbaNight, gr(['Minnesota Lynx', 'mg-min'], ['Golden State Valkyries', 'mg-gsv'])),
    A('KXWNBAGAME-32SEP10MINGSV', 'Minnesota at Golden State Winner?', 'Sports', z('2032-09-11', '04:30'), [['MIN', 'Minnesota', 'mg10-min'], ['GSV', 'Golden State', 'mg10-gsv']], { sources: [WNBA] }),
  ] }, ['date']);
}
{ // Tempo at Mystics — beta_us only.
  addCase('wnba', { name: 'tor-was-sep8', events: [
    U('wnba-tor-was-2032-09-08', 'Toronto Tempo at Washington Mystics', 'Sports', z('2032-09-09', '02:30'), [['aec-wnba-tor-was-2032-09-08', 'Toronto Tempo', 'tw-tor', { outcomes: yn('Toronto Tempo', 'Washington Mystics') }]]),
  ] });
}
{ // Caitlin Clark points: "25+" = "O/U 24.5 Over" (alpha, beta_us).
  addCase('wnba', { name: 'clark-points-sep8', events: [
    A(`KXWNBAPTS-${A8}INDCHI`, 'Points: Indiana at Chicago', 'Sports', wnbaNight, [['CCLARK25', 'Caitlin Clark: 25+ points', 'cl-25'], ['ABOSTON20', 'Aliyah Boston: 20+ points', 'ab-20']]),
    U('wnba-ind-chi-2032-09-08-props', 'Fever at Sky - Player Props', 'Sports', wnbaNight, [['prop-wnba-ind-chi-2032-09-08-clark-pts-24pt5', 'Caitlin Clark points O/U 24.5', 'cl-25', { outcomes: OU }]]),
  ] });
}
{ // 2032 WNBA champion (alpha, beta).
  const close = z('2032-10-22', '04:00');
  addCase('wnba', { name: 'wnba-champion-2032', events: [
    A('KXWNBA-32', 'WNBA Champion 2032?', 'Sports', close, [['NYL', 'New York', 'wc-nyl'], ['LVA', 'Las Vegas', 'wc-lva'], ['MIN', 'Minnesota', 'wc-min'], ['IND', 'Indiana', 'wc-ind']]),
    B('WNBA Champion 2032', 'Sports', close, [['wnba-champion-2032-liberty', 'Liberty', 'wc-nyl'], ['wnba-champion-2032-aces', 'Aces', 'wc-lva'], ['wnba-champion-2032-lynx', 'Lynx', 'wc-min'],
      ['wnba-champion-2032-fever', 'Fever', 'wc-ind'], ['wnba-champion-2032-valkyries', 'Valkyries', 'wc-gsv']]),
  ] });
}

// ───────────────────────────── FOOTBALL (September international window) ─────────────────────────────

{ // England v Spain, Nations League, Thu Sep 9 (alpha, beta, gamma): 1X2 on 90 minutes.
  const close = z('2032-09-09', '21:00');
  addCase('soccer', { name: 'eng-esp-unl', events: [
    A('KXUNLGAME-32SEP09ENGESP', 'England vs Spain', 'Sports', close, [['ENG', 'England', 'es-eng'], ['TIE', 'Tie', 'es-draw'], ['ESP', 'Spain', 'es-esp']]),
    B('England vs. Spain', 'Sports', close, [['unl-eng-esp-2032-09-09-eng', 'England', 'es-eng'], ['unl-eng-esp-2032-09-09-draw', 'Draw (England vs. Spain)', 'es-draw'], ['unl-eng-esp-2032-09-09-esp', 'Spain', 'es-esp']]),
    G('England vs Spain (UEFA Nations League, 9 Sep)', close, gr(['England', 'es-eng'], ['Draw', 'es-draw'], ['Spain', 'es-esp'])),
  ] });
}
{ // Germany v Netherlands, Fri Sep 10 (alpha, beta_us) vs beta's Netherlands v Germany on Nov 16: date negative.
  const close = z('2032-09-10', '21:00');
  addCase('soccer', { name: 'ger-ned-unl', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXUNLGAME-32SEP10GERNED', 'Germany vs Netherlands', 'Sports', close, [['GER', 'Germany', 'gn-ger'], ['TIE', 'Tie', 'gn-draw'], ['NED', 'Netherlands', 'gn-ned']]),
    U('unl-ger-ned-2032-09-10', 'Germany vs. Netherlands', 'Sports', close, [['aec-unl-ger-ned-2032-09-10-ger', 'Germany', 'gn-ger'], ['aec-unl-ger-ned-2032-09-10-draw', 'Draw', 'gn-draw'], ['aec-unl-ger-ned-2032-09-10-ned', 'Netherlands', 'gn-ned']]),
    B('Netherlands vs. Germany', 'Sports', z('2032-11-16', '22:00'), [['unl-ned-ger-2032-11-16-ned', 'Netherlands', 'ng-ned'], ['unl-ned-ger-2032-11-16-draw', 'Draw (Netherlands vs. Germany)', 'ng-draw'], ['unl-ned-ger-2032-11-16-ger', 'Germany', 'ng-ger']]),
  ] }, ['date']);
}
{ // France v Italy, Thu Sep 9 (beta, gamma).
  const close = z('2032-09-09', '21:00');
  addCase('soccer', { name: 'fra-ita-unl', events: [
    B('France vs. Italy', 'Sports', close, [['unl-fra-ita-2032-09-09-fra', 'France', 'fi-fra'], ['unl-fra-ita-2032-09-09-draw', 'Draw (France vs. Italy)', 'fi-draw'], ['unl-fra-ita-2032-09-09-ita', 'Italy', 'fi-ita']]),
    G('France - Italy, 9 Sep 2032 (90 min)', close, gr(['France', 'fi-fra'], ['Draw', 'fi-draw'], ['Italy', 'fi-ita'])),
  ] });
}
{ // Brazil v Argentina, CONMEBOL qualifier for 2034 (alpha, beta, beta_us).
  const close = z('2032-09-10', '03:00');
  addCase('soccer', { name: 'bra-arg-wcq', events: [
    A('KXWCQGAME-32SEP09BRAARG', 'Brazil vs Argentina', 'Sports', close, [['BRA', 'Brazil', 'ba-bra'], ['TIE', 'Tie', 'ba-draw'], ['ARG', 'Argentina', 'ba-arg']]),
    B('Brazil vs. Argentina', 'Sports', close, [['wcq-bra-arg-2032-09-09-bra', 'Brazil', 'ba-bra'], ['wcq-bra-arg-2032-09-09-draw', 'Draw (Brazil vs. Argentina)', 'ba-draw'], ['wcq-bra-arg-2032-09-09-arg', 'Argentina', 'ba-arg']]),
    U('wcq-bra-arg-2032-09-09', 'Brazil vs. Argentina (World Cup Qualifier)', 'Sports', close, [['aec-wcq-bra-arg-2032-09-09-bra', 'Brazil', 'ba-bra'], ['aec-wcq-bra-arg-2032-09-09-draw', 'Draw', 'ba-draw'], ['aec-wcq-bra-arg-2032-09-09-arg', 'Argentina', 'ba-arg']]),
  ] });
}
{ // Bellingham to score v Spain — beta only.
  addCase('soccer', { name: 'bellingham-score-esp', events: [B1('Will Jude Bellingham score vs. Spain?', 'Sports', z('2032-09-09', '21:00'), 'bel-score')] });
}
{ // England v Spain goals: alpha's over 2.5 = beta's O/U 2.5; gamma's both-teams-to-score: measure negative.
  const close = z('2032-09-09', '21:00');
  addCase('soccer', { name: 'eng-esp-goals', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUNLTOTAL-32SEP09ENGESP', 'England vs Spain: Total Goals', 'Sports', close, [['2', 'Over 2.5 goals', 'eg-o25'], ['3', 'Over 3.5 goals', 'eg-o35']]),
    B('England vs. Spain: O/U 2.5', 'Sports', close, [['unl-eng-esp-2032-09-09-total-2pt5', 'Over', 'eg-o25', { outcomes: OU }]]),
    G1('England vs Spain: Both Teams to Score?', close, 'eg-btts'),
  ] }, ['measure']);
}
{ // Ballon d'Or 2032 (alpha, beta).
  const close = z('2032-10-26', '21:00');
  addCase('soccer', { name: 'ballon-dor-2032', events: [
    A('KXBALLONDOR-32', "Ballon d'Or 2032?", 'Sports', close, [['LYAM', 'Lamine Yamal', 'bd-yamal'], ['KMBA', 'Kylian Mbappé', 'bd-mbappe'], ['EHAA', 'Erling Haaland', 'bd-haaland'], ['JBEL', 'Jude Bellingham', 'bd-bellingham']]),
    B("Ballon d'Or 2032 Winner", 'Sports', close, [['ballon-dor-2032-yamal', 'Yamal', 'bd-yamal'], ['ballon-dor-2032-mbappe', 'Mbappe', 'bd-mbappe'], ['ballon-dor-2032-pedri', 'Pedri', 'bd-pedri']]),
  ] });
}

// ───────────────────────────── LONGER-DATED, LISTED THE SAME DAY ─────────────────────────────

{ // Party winning the 2032 presidency (alpha, beta) vs gamma's popular-vote winner: measure negative.
  const close = z('2033-01-20', '17:00');
  addCase('long_dated', { name: 'pres-2032-party', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPRESPARTY-32', 'Which party will win the 2032 presidential election?', 'Politics', close, [['D', 'Democratic party', 'pp-d'], ['R', 'Republican party', 'pp-r']]),
    B('Which party wins the 2032 US Presidential Election?', 'Politics', close, [['which-party-wins-2032-us-presidential-election-democratic', 'Democratic', 'pp-d'],
      ['which-party-wins-2032-us-presidential-election-republican', 'Republican', 'pp-r']]),
    G('Popular vote winner 2032 (party)', close, gr(['Democratic', 'pv-d'], ['Republican', 'pv-r'])),
  ] }, ['measure']);
}
{ // Senate control after 2032 (alpha, beta) vs gamma's House control: office negative.
  const close = z('2033-01-03', '17:00');
  addCase('long_dated', { name: 'senate-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSENATE-32', 'Which party will control the Senate after the 2032 election?', 'Politics', close, [['D', 'Democrats', 'sen-d'], ['R', 'Republicans', 'sen-r']]),
    B('Which party will win the Senate in 2032?', 'Politics', close, [['which-party-will-win-the-senate-in-2032-democrats', 'Democrats', 'sen-d'], ['which-party-will-win-the-senate-in-2032-republicans', 'Republicans', 'sen-r']]),
    G('Which party will control the House after the 2032 election?', close, gr(['Democrats', 'hse-d'], ['Republicans', 'hse-r'])),
  ] }, ['office']);
}
{ // North Carolina governor 2032 (alpha, beta) vs gamma's NC Senate race: office negative.
  const close = z('2032-11-10', '05:00');
  addCase('long_dated', { name: 'nc-gov-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGOVNC-32', 'North Carolina Governor election 2032?', 'Politics', close, [['D', 'Democratic party', 'ncg-d'], ['R', 'Republican party', 'ncg-r']]),
    B('North Carolina Gubernatorial Election Winner 2032', 'Politics', close, [['north-carolina-governor-2032-democrat', 'Democrat', 'ncg-d'], ['north-carolina-governor-2032-republican', 'Republican', 'ncg-r']]),
    G('North Carolina Senate race 2032: winning party', close, gr(['Democratic', 'ncs-d'], ['Republican', 'ncs-r'])),
  ] }, ['office']);
}
{ // Bitcoin's 2032 high (beta: Binance; alpha: BRTI — nf) vs gamma's "reach $200k by September 30": deadline negative.
  const close = z('2033-01-01', '04:59');
  addCase('long_dated', { name: 'btc-2032-high', groups: [['beta', 'alpha'], ['gamma']], fungible: nf('alpha|beta'), events: [
    B('What price will Bitcoin hit in 2032?', 'Crypto', close, w([
      ['what-price-will-bitcoin-hit-in-2032-175k', '↑ 175,000', 'by-175'], ['what-price-will-bitcoin-hit-in-2032-200k', '↑ 200,000', 'by-200'], ['what-price-will-bitcoin-hit-in-2032-120k-low', '↓ 120,000', 'byl-120'],
    ], { src: BINANCE_BTC })),
    A('KXBTCMAXY-32', 'How high will Bitcoin get in 2032?', 'Crypto', close, [['175000', 'Above $175,000', 'by-175'], ['200000', 'Above $200,000', 'by-200']], { sources: [CFB] }),
    G1('Will Bitcoin reach $200,000 by September 30, 2032?', z('2032-10-01', '03:59'), 'bys-200'),
  ] }, ['source', 'deadline']);
}
{ // 2032 warmest year on NOAA's record (alpha, gamma) vs beta's NASA GISTEMP question: a different statistic.
  const close = z('2033-01-15', '17:00');
  addCase('long_dated', { name: 'hottest-year-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXGTEMP-32', 'Will 2032 be the hottest year on record?', 'Climate and Weather', close, 'NOAA', 'Hottest year (NOAA)', 'hy-noaa', { sources: ['NOAA NCEI https://www.ncei.noaa.gov/access/monitoring/global-temperature-anomalies'] }),
    G1('2032 the warmest year on record per NOAA?', close, 'hy-noaa'),
    B1('2032 hottest year on record? (NASA GISTEMP)', 'Weather', close, 'hy-nasa', { mx: { src: 'https://data.giss.nasa.gov/gistemp/' } }),
  ] }, ['measure']);
}
{ // Federal shutdown beginning Oct 1, 2032 (alpha, gamma) vs beta's "shutdown in 2032": deadline negative.
  addCase('long_dated', { name: 'shutdown-oct1-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXGOVSHUT-32OCT01', 'Government shutdown on Oct 1, 2032?', 'Politics', z('2032-10-01', '16:00'), 'OCT01', 'Shutdown on Oct 1', 'gs-oct1', { sources: ['U.S. Office of Personnel Management https://www.opm.gov/policy-data-oversight/pay-leave/furlough-guidance/'] }),
    G1('US government shutdown begins October 1, 2032?', z('2032-10-01', '16:00'), 'gs-oct1'),
    B1('US government shutdown in 2032?', 'Politics', z('2033-01-01', '04:59'), 'gs-2032'),
  ] }, ['deadline']);
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout42-set.json', import.meta.url));
