// Fifteenth independent refdata holdout: writes test/refdata/holdout15-set.json (a venue-sim scenario with the hand-labelled truth).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout15.build.ts`.
//
// What it is: a slice of a real prediction-market catalog weighted toward what the venues list in the most volume, as a
// trading desk would see it in the spring of 2027: crypto price ladders (daily, hourly, monthly, yearly; "above at a
// time" vs "reach during"; BTC, ETH, SOL, XRP, DOGE), stock indices and single stocks (closes, earnings, deliveries,
// market caps, IPOs), macro releases (CPI, payrolls, unemployment, GDP, PCE, jobless claims) and Fed/ECB/BoE/BoC
// decisions, US and world politics, major sports (NFL draft, NBA and NHL playoffs, MLB, Champions League, Premier League,
// tennis and golf majors, F1), tech/AI launches, and a few culture and weather markets. Each venue's listings are
// written in that venue's own style (alpha tickers and sub-titles, beta questions with groupItemTitle, beta_us slugs,
// gamma categorical parents with children), with the wording, date/time formats and rules text differing between venues.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the Case/E/M format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn) and lines 1–60 of test/refdata/holdout10.build.ts (its header with the
// labelling rules, adopted below, and the helper usage).
// Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set, builder or test
// in test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
//
// Labelling rules (adopted from holdout10; what the labels assert):
// - One real-world event = one question about one observation: one measure (headline/core, MoM/YoY, deliveries/
//   production), one period, one estimate (advance vs third GDP), one observation kind (value at a time vs reached at
//   any time during a window; close vs intraday; "on" a date vs "by" a date), one place (city and weather station), one
//   asset or index (Nasdaq-100 is not the Nasdaq Composite), one stage (winner vs nominee, round 1 vs runoff, sprint vs
//   grand prix, game vs series, leg vs tie) and one counting rule. Listings differing on any of these are different
//   events (split with `groups`).
// - The same nominal observation (same asset, same instant) priced off a different source or fixing (CF Benchmarks vs a
//   Binance or Coinbase candle, NASA vs NOAA, Box Office Mojo vs The Numbers, two consensus providers) is ONE event with
//   the same outcomes but `fungible` false on that pair (nf()); the difference is in the rules/source text. Instants
//   hours apart (12:00 ET vs 17:00 ET) are different events. Two different statistics (two approval aggregators, two
//   leaderboards) are different events, not one event with two sources.
// - Same `t` = same outcome on the YES side. For a statistic published to one decimal "Above 2.9%" = "3.0% or more",
//   but "Above 3.1%" ≠ "3.1% or more". Payrolls and claims are published in whole numbers (thousands / units):
//   "above 150,000" ≠ "150,000 or more". For continuously traded prices "above X" = "X or more" = "X or above". Above vs
//   below on the same observation is the same event with different `t` (the YES sides are complements).
// - A categorical market on one venue and binaries on another are the same event when their buckets coincide; buckets
//   that do not coincide get their own `t`.
// - Deadlines: "by June 30" = "before July 1"; "by June 30" ≠ "in 2027"; "by Dec 31, 2027" listed in 2026 ≠ "in 2027".
// Ids: venueBuilders(230000, 17000): beta event ids 230001+, gamma ids 17001+; alpha tickers dated 2027–2028.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, yn, type Mx, type Case, type HoldoutRow as Row } from './evalset.emit.ts';

type Cat = 'crypto' | 'markets' | 'economics' | 'central_banks' | 'politics' | 'sports' | 'tech' | 'culture' | 'weather';
/** Why listings in one case are labelled as different events or different outcomes. */
type Kind = 'instant' | 'window' | 'deadline' | 'observation' | 'inverted' | 'threshold' | 'measure' | 'estimate' | 'index'
  | 'place' | 'stage' | 'counting' | 'statistic' | 'institution' | 'person' | 'market_type' | 'game';

const { cases, meta, add } = caseList<Cat>({ oneListingPerVenue: true });
const { A, B, U, G, G1 } = venueBuilders(230000, 17000);
const kinds: Array<{ name: string; kinds: Kind[]; nfPairs: number }> = [];
/** Adds a case with the kinds of hard negative it carries (one per labelled separation) and counts its non-fungible pairs. */
const addK = (cat: Cat, c: Case, ks: Kind[] = []): void => {
  add(cat, c, ks.length);
  kinds.push({ name: c.name, kinds: ks, nfPairs: Object.keys(c.fungible ?? {}).length / 2 });
};
/** Adds the same extra fields (a source, rules) to every row. */
const w = (ms: Row[], mx: Mx): Row[] => ms.map(([id, label, t, x]) => [id, label, t, { ...mx, ...(x ?? {}) }]);
/** Thousands with commas: 96000 → "96,000". */
const th = (n: number): string => n.toLocaleString('en-US');

const CFB_BTC = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const CFB_ETH = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI';
const CFB_SOL = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/SOLUSD_RTI';
const CFB_XRP = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/XRPUSD_RTI';
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/news.release/empsit.nr0.htm';
const BEA_GDP = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const BEA_PCE = 'Bureau of Economic Analysis https://www.bea.gov/data/personal-consumption-expenditures-price-index';
const DOL = 'US Department of Labor https://www.dol.gov/ui/data.pdf';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const SPDJI = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NWS_NYC = 'National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC';
const binanceNoon = (pair: string, date: string): string =>
  `This market will resolve to "Yes" if the Binance 1 minute candle for ${pair} 12:00 in the ET timezone (noon) on ${date} has a final "Close" price higher than the price specified in the title. Otherwise, this market will resolve to "No". The resolution source is Binance, specifically the ${pair} "Close" prices with "1m" and "Candles" selected.`;
const cfAt = (index: string, when: string): string =>
  `If the simple average of the sixty seconds of ${index} before ${when} is above the strike, the market resolves to Yes. Outcome verified from CF Benchmarks.`;

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // BTC on Apr 16: beta/beta_us/gamma settle on the Binance noon-ET candle; alpha's ladder is 5pm EDT (CF BRTI). Five hours
  // apart = different events (rule: instants hours apart). beta and beta_us quote the same rules; gamma cites the same candle.
  const noon = z('2027-04-16', '16:00');
  const rules = binanceNoon('BTC/USDT', 'April 16, 2027');
  const ks = [92, 94, 96, 98, 100];
  addK('crypto', { name: 'btc-apr16-noon-vs-5pm', groups: [['beta', 'beta_us', 'gamma'], ['alpha']], events: [
    B('Bitcoin above ___ on April 16?', 'Crypto', noon, ks.map((k) => [`bitcoin-above-${k}k-on-april-16-2027`, th(k * 1000), `gt${k}`,
      { q: `Will the price of Bitcoin be above $${th(k * 1000)} on April 16?`, src: 'https://www.binance.com/en/trade/BTC_USDT' }]), { rules }),
    U('btc-above-apr-16-2027', 'Bitcoin above ___ on April 16?', 'Crypto', noon, ks.slice(1, 4).map((k) => [`btc-above-${k}k-apr-16-2027`, `$${k}K`, `gt${k}`,
      { q: `Bitcoin above $${k}K on Apr 16?`, src: 'Binance BTC/USDT 1m candle', rules }]), { rules }),
    G('BTC price on Apr 16, 2027 at 12:00 PM ET', noon, [['Above $94,000', 'gt94'], ['Above $96,000', 'gt96'], ['Above $98,000', 'gt98'], ['Above $100,000', 'gt100']],
      { rules: 'Resolves YES for each option whose price is exceeded by the close of the Binance BTC/USDT 1-minute candle that opens at 12:00 PM ET (16:00 UTC) on April 16, 2027.' }),
    A('KXBTCD-27APR1617', 'Bitcoin price on Apr 16, 2027 at 5pm EDT?', 'Crypto', z('2027-04-16', '21:00'),
      ks.map((k) => [`T${k - 1}999.99`, `$${th(k * 1000)} or above`, `a${k}`]), { sources: [CFB_BTC], rules: cfAt('the CF Benchmarks Bitcoin Real-Time Index (BRTI)', '5:00 PM EDT on Apr 16, 2027') }),
  ] }, ['instant']);
}

{ // BTC at 5pm ET on Apr 23: the same instant on both venues, but alpha averages CF BRTI over 60 s and gamma takes the
  // Binance BTC/USDT 1m close: one event, not fungible. "$100,000 or above" = "≥ $100,000" (continuous price).
  const close = z('2027-04-23', '21:00');
  addK('crypto', { name: 'btc-apr23-5pm-cf-vs-binance', fungible: nf('alpha|gamma'), events: [
    A('KXBTCD-27APR2317', 'Bitcoin price on Apr 23, 2027 at 5pm EDT?', 'Crypto', close,
      [['T94999.99', '$95,000 or above', 'ge95'], ['T99999.99', '$100,000 or above', 'ge100'], ['T104999.99', '$105,000 or above', 'ge105'], ['T109999.99', '$110,000 or above', 'ge110']],
      { sources: [CFB_BTC], rules: cfAt('the CF Benchmarks Bitcoin Real-Time Index (BRTI)', '5:00 PM EDT on Apr 23, 2027') }),
    G('Bitcoin (BTC) price at 5:00 PM ET on April 23, 2027', close, [['≥ $100,000', 'ge100'], ['≥ $105,000', 'ge105'], ['≥ $110,000', 'ge110']],
      { rules: 'Each option resolves YES if the closing price of the Binance BTC/USDT 1-minute candle starting 17:00 ET (21:00 UTC) on 23 April 2027 is at or above the option price.' }),
  ] });
}

{ // 10am EDT on Apr 17 = 14:00 UTC: the same instant written two ways; CF BRTI vs Coinbase BTC-USD candle: nf.
  const close = z('2027-04-17', '14:00');
  addK('crypto', { name: 'btc-apr17-10am-edt-is-1400-utc', fungible: nf('alpha|gamma'), events: [
    A('KXBTCD-27APR1710', 'Bitcoin price on Apr 17, 2027 at 10am EDT?', 'Crypto', close,
      [['T95999.99', '$96,000 or above', 'ge96'], ['T97999.99', '$98,000 or above', 'ge98'], ['T99999.99', '$100,000 or above', 'ge100']],
      { sources: [CFB_BTC], rules: cfAt('the CF Benchmarks Bitcoin Real-Time Index (BRTI)', '10:00 AM EDT on Apr 17, 2027') }),
    G('BTC/USD above ... at 14:00 UTC, 17 Apr 2027?', close, [['> 96,000 USD', 'ge96'], ['> 98,000 USD', 'ge98'], ['> 100,000 USD', 'ge100'], ['> 102,000 USD', 'ge102']],
      { rules: 'Settles on the close of the Coinbase BTC-USD 1-minute candle opening at 14:00:00 UTC on 17 April 2027. Options strictly above their price resolve YES.' }),
  ] });
}

{ // "How high will Bitcoin get in April" (reach, any time in the month) on alpha/beta/beta_us vs gamma's "above at 23:59
  // ET on Apr 30" (a value at one instant): different events. Alpha is CF BRTI, beta/beta_us the Binance 1m highs: nf.
  const close = z('2027-05-01', '03:59');
  const bRules = 'This market will immediately resolve to "Yes" if any Binance 1 minute candle for BTC/USDT between April 1, 2027, 00:00 AM ET and April 30, 2027, 11:59 PM ET has a final "High" price equal to or greater than the price specified in the title (for ↑) or a final "Low" price equal to or less than it (for ↓).';
  addK('crypto', { name: 'btc-april-reach-vs-at-month-end', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], fungible: nf('alpha|beta', 'alpha|beta_us'), events: [
    A('KXBTCMAXM-27APR30', 'How high will Bitcoin get in April 2027?', 'Crypto', close,
      [['110000', 'Above $110,000', 'hi110'], ['120000', 'Above $120,000', 'hi120'], ['130000', 'Above $130,000', 'hi130']],
      { sources: [CFB_BTC], rules: 'If the CF Benchmarks Bitcoin Real-Time Index (BRTI) is above the strike at any time between Apr 1, 2027 12:00 AM ET and Apr 30, 2027 11:59 PM ET, the market resolves to Yes.' }),
    B('What price will Bitcoin hit in April?', 'Crypto', close, w([
      ['will-bitcoin-reach-110k-in-april-2027', '↑ 110,000', 'hi110', { q: 'Will Bitcoin reach $110,000 in April?' }],
      ['will-bitcoin-reach-120k-in-april-2027', '↑ 120,000', 'hi120', { q: 'Will Bitcoin reach $120,000 in April?' }],
      ['will-bitcoin-dip-to-85k-in-april-2027', '↓ 85,000', 'lo85', { q: 'Will Bitcoin dip to $85,000 in April?' }],
      ['will-bitcoin-dip-to-80k-in-april-2027', '↓ 80,000', 'lo80', { q: 'Will Bitcoin dip to $80,000 in April?' }],
    ], { src: 'https://www.binance.com/en/trade/BTC_USDT' }), { rules: bRules }),
    U('what-price-will-bitcoin-hit-in-april-2027', 'What price will Bitcoin hit in April?', 'Crypto', close, [
      ['btc-reach-120k-april-2027', '↑ $120K', 'hi120', { rules: bRules }], ['btc-dip-80k-april-2027', '↓ $80K', 'lo80', { rules: bRules }]]),
    G1('Will BTC be above $110,000 at 23:59 ET on April 30, 2027?', close, 'at110',
      { rules: 'YES if the Binance BTC/USDT 1-minute candle opening at 23:59 ET on 30 April 2027 closes above $110,000.' }),
  ] }, ['observation']);
}

{ // Yearly reach: alpha "in 2027" (Jan 1–Dec 31, 2027) = beta "in 2027"; gamma's "by December 31, 2027" counts from its
  // listing in Nov 2026, so a spike in Dec 2026 resolves it YES but not the others: a different window.
  const close = z('2028-01-01', '04:59');
  addK('crypto', { name: 'btc-2027-high-vs-by-dec31', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXBTCMAXY-27', 'How high will Bitcoin get in 2027?', 'Crypto', close,
      [['150000', 'Above $150,000', 'hi150'], ['175000', 'Above $175,000', 'hi175'], ['200000', 'Above $200,000', 'hi200'], ['250000', 'Above $250,000', 'hi250']],
      { sources: [CFB_BTC], rules: 'Resolves Yes if the BRTI exceeds the strike at any time from Jan 1, 2027 00:00 ET through Dec 31, 2027 23:59 ET.' }),
    B('What price will Bitcoin hit in 2027?', 'Crypto', close, w([
      ['will-bitcoin-reach-150k-in-2027', '↑ 150,000', 'hi150'], ['will-bitcoin-reach-200k-in-2027', '↑ 200,000', 'hi200'],
      ['will-bitcoin-reach-250k-in-2027', '↑ 250,000', 'hi250'], ['will-bitcoin-dip-to-60k-in-2027', '↓ 60,000', 'lo60'],
    ], { src: 'https://www.binance.com/en/trade/BTC_USDT' }), { rules: 'Resolves "Yes" if any Binance BTC/USDT 1 minute candle between January 1, 2027 00:00 ET and December 31, 2027 23:59 ET has a final High (↑) at or above, or Low (↓) at or below, the listed price.' }),
    G1('Will Bitcoin reach $200,000 by December 31, 2027?', close, 'by200',
      { rules: 'Resolves YES if BTC/USDT on Binance trades at or above $200,000 at any time between market creation and December 31, 2027 23:59 UTC.' }),
  ] }, ['window']);
}

{ // New all-time high before Jul 1 (alpha) = by June 30 (beta, beta_us). Alpha on CF BRTI vs Binance: nf.
  const close = z('2027-07-01', '03:59');
  const rules = 'Resolves "Yes" if any Binance BTC/USDT 1-minute candle between market creation and June 30, 2027, 11:59 PM ET has a High above the highest High of any prior candle.';
  addK('crypto', { name: 'btc-new-ath-by-jun30', fungible: nf('alpha|beta', 'alpha|beta_us'), events: [
    A('KXBTCATH-27JUN30', 'Will Bitcoin hit a new all-time high before Jul 1, 2027?', 'Crypto', close, [['ATH', 'Before Jul 1, 2027', 'ath']],
      { sources: [CFB_BTC], rules: 'If the BRTI exceeds its prior all-time high at any time before Jul 1, 2027 12:00 AM ET, the market resolves to Yes.' }),
    B('Bitcoin all time high by June 30, 2027?', 'Crypto', close, [['bitcoin-all-time-high-by-june-30-2027', '', 'ath']], { rules }),
    U('bitcoin-ath-by-june-30-2027', 'Bitcoin all time high by June 30?', 'Crypto', close, [['btc-new-ath-by-jun-30-2027', 'Yes', 'ath', { rules }]]),
  ] });
}

{ // ETH on Apr 30: alpha 5pm EDT vs beta/beta_us noon ET: different instants.
  const noon = z('2027-04-30', '16:00');
  const rules = binanceNoon('ETH/USDT', 'April 30, 2027');
  addK('crypto', { name: 'eth-apr30-noon-vs-5pm', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B('Ethereum above ___ on April 30?', 'Crypto', noon, [3200, 3400, 3600, 3800, 4000].map((k) => [`ethereum-above-${k}-on-april-30-2027`, th(k), `gt${k}`,
      { q: `Will the price of Ethereum be above $${th(k)} on April 30?` }] as Row), { rules }),
    U('eth-above-apr-30-2027', 'Ethereum above ___ on April 30?', 'Crypto', noon, [3400, 3600].map((k) => [`eth-above-${k}-apr-30-2027`, `$${th(k)}`, `gt${k}`, { rules }] as Row)),
    A('KXETHD-27APR3017', 'Ethereum price on Apr 30, 2027 at 5pm EDT?', 'Crypto', z('2027-04-30', '21:00'),
      [3400, 3600, 3800].map((k) => [`T${k - 1}.99`, `$${th(k)} or above`, `a${k}`] as Row), { sources: [CFB_ETH], rules: cfAt('the CF Benchmarks Ether-Dollar Real-Time Index', '5:00 PM EDT on Apr 30, 2027') }),
  ] }, ['instant']);
}

{ // ETH reach in May: beta's ↑ rows and gamma's "Reach" children, both on Binance 1m highs: fungible. ↓ rows only on beta.
  const close = z('2027-06-01', '03:59');
  addK('crypto', { name: 'eth-may-reach', events: [
    B('What price will Ethereum hit in May?', 'Crypto', close, [
      ['will-ethereum-reach-5000-in-may-2027', '↑ 5,000', 'hi5000'], ['will-ethereum-reach-4500-in-may-2027', '↑ 4,500', 'hi4500'],
      ['will-ethereum-dip-to-2500-in-may-2027', '↓ 2,500', 'lo2500'], ['will-ethereum-dip-to-3000-in-may-2027', '↓ 3,000', 'lo3000'],
    ], { rules: 'Resolves "Yes" if any Binance ETH/USDT 1 minute candle between May 1, 2027 00:00 ET and May 31, 2027 23:59 ET has a final High (↑) at or above, or Low (↓) at or below, the listed price.' }),
    G('ETH highest price in May 2027', close, [['Reach $4,000', 'hi4000'], ['Reach $4,500', 'hi4500'], ['Reach $5,000', 'hi5000'], ['Reach $6,000', 'hi6000']],
      { rules: 'An option resolves YES if the Binance ETH/USDT 1-minute High reaches its price at any time from 1 May 2027 00:00 ET to 31 May 2027 23:59 ET.' }),
  ] });
}

{ // ETH yearly low: alpha "How low" (CF) = beta ↓ rows (Binance): nf. "Below $2,000" = "↓ 2,000" (continuous price, touch).
  const close = z('2028-01-01', '04:59');
  addK('crypto', { name: 'eth-2027-low', fungible: nf('alpha|beta'), events: [
    A('KXETHMINY-27', 'How low will Ethereum get in 2027?', 'Crypto', close, [['1500', 'Below $1,500', 'lo1500'], ['2000', 'Below $2,000', 'lo2000'], ['2500', 'Below $2,500', 'lo2500']],
      { sources: [CFB_ETH], rules: 'Resolves Yes if the Ether-Dollar Real-Time Index falls below the strike at any time in calendar year 2027 (ET).' }),
    B('What price will Ethereum hit in 2027?', 'Crypto', close, [
      ['will-ethereum-reach-8000-in-2027', '↑ 8,000', 'hi8000'], ['will-ethereum-reach-6000-in-2027', '↑ 6,000', 'hi6000'],
      ['will-ethereum-dip-to-2000-in-2027', '↓ 2,000', 'lo2000'], ['will-ethereum-dip-to-1500-in-2027', '↓ 1,500', 'lo1500'],
    ], { rules: 'Resolves "Yes" if any Binance ETH/USDT 1 minute candle in 2027 (ET) has a High at or above (↑) or a Low at or below (↓) the listed price.' }),
  ] });
}

{ // SOL noon-ET ladder listed by beta and beta_us with the same rules: one event, fungible.
  const noon = z('2027-04-16', '16:00');
  const rules = binanceNoon('SOL/USDT', 'April 16, 2027');
  addK('crypto', { name: 'sol-apr16-noon', events: [
    B('Solana above ___ on April 16?', 'Crypto', noon, [180, 200, 220, 240].map((k) => [`solana-above-${k}-on-april-16-2027`, String(k), `gt${k}`] as Row), { rules }),
    U('sol-above-apr-16-2027', 'Solana above ___ on April 16?', 'Crypto', noon, [200, 220].map((k) => [`sol-above-${k}-apr-16-2027`, `$${k}`, `gt${k}`, { rules }] as Row)),
  ] });
}

{ // SOL 2027 reach: alpha ladder vs gamma binary on $500 (Binance): nf.
  const close = z('2028-01-01', '04:59');
  addK('crypto', { name: 'sol-2027-high', fungible: nf('alpha|gamma'), events: [
    A('KXSOLMAXY-27', 'How high will Solana get in 2027?', 'Crypto', close, [['300', 'Above $300', 'hi300'], ['400', 'Above $400', 'hi400'], ['500', 'Above $500', 'hi500']],
      { sources: [CFB_SOL], rules: 'Resolves Yes if the CF Benchmarks SOL-USD Real-Time Index exceeds the strike at any time in calendar year 2027.' }),
    G1('Will SOL hit $500 in 2027?', close, 'hi500', { rules: 'YES if Binance SOL/USDT trades at or above $500.00 at any time between 1 Jan 2027 00:00 ET and 31 Dec 2027 23:59 ET.' }),
  ] });
}

{ // XRP at noon ET on May 31: alpha's hourly noon strike (CF XRP index) and beta's noon candle are the SAME instant: one event, nf.
  const noon = z('2027-05-31', '16:00');
  addK('crypto', { name: 'xrp-may31-noon', fungible: nf('alpha|beta'), events: [
    A('KXXRPD-27MAY3112', 'XRP price on May 31, 2027 at 12pm EDT?', 'Crypto', noon,
      [['T2.4999', '$2.50 or above', 'gt2.5'], ['T2.9999', '$3.00 or above', 'gt3'], ['T3.4999', '$3.50 or above', 'gt3.5']],
      { sources: [CFB_XRP], rules: cfAt('the CF Benchmarks XRP-Dollar Real-Time Index', '12:00 PM EDT on May 31, 2027') }),
    B('XRP above ___ on May 31?', 'Crypto', noon, [['xrp-above-2pt5-on-may-31-2027', '$2.50', 'gt2.5'], ['xrp-above-3-on-may-31-2027', '$3.00', 'gt3'], ['xrp-above-4-on-may-31-2027', '$4.00', 'gt4']],
      { rules: binanceNoon('XRP/USDT', 'May 31, 2027') }),
  ] });
}

{ // DOGE yearly: beta ↑ 1.00 = gamma "hit $1" (both Binance DOGE/USDT highs in 2027): fungible.
  const close = z('2028-01-01', '04:59');
  addK('crypto', { name: 'doge-2027-reach', events: [
    B('What price will Dogecoin hit in 2027?', 'Crypto', close, [['will-dogecoin-reach-1-in-2027', '↑ $1.00', 'hi1'], ['will-dogecoin-reach-0pt5-in-2027', '↑ $0.50', 'hi0.5'],
      ['will-dogecoin-dip-to-0pt1-in-2027', '↓ $0.10', 'lo0.1']], { rules: 'Resolves "Yes" if any Binance DOGE/USDT 1 minute candle in 2027 (ET) has a High at or above (↑) or a Low at or below (↓) the listed price.' }),
    G1('Will DOGE hit $1 in 2027?', close, 'hi1', { rules: 'YES if the Binance DOGE/USDT 1-minute High is at or above $1.00 at any time in calendar 2027 (ET).' }),
  ] });
}

{ // BTC on Apr 30 noon ET: gamma's "below $90,000" is the same observation as beta's "above 90,000", inverted (different t).
  // beta_us's "hit $120K by April 30" is a reach-by question: a different event from "above on April 30".
  const noon = z('2027-04-30', '16:00');
  addK('crypto', { name: 'btc-apr30-inverted-and-by', groups: [['beta', 'gamma'], ['beta_us']], events: [
    B('Bitcoin above ___ on April 30?', 'Crypto', noon, [90, 100, 110, 120].map((k) => [`bitcoin-above-${k}k-on-april-30-2027`, th(k * 1000), `gt${k}`] as Row),
      { rules: binanceNoon('BTC/USDT', 'April 30, 2027') }),
    G1('Will BTC close below $90,000 at noon ET on April 30, 2027?', noon, 'lt90',
      { rules: 'YES if the Binance BTC/USDT 1-minute candle for 12:00 ET on 30 Apr 2027 closes below $90,000.00; NO otherwise.' }),
    U('btc-hit-120k-by-april-30-2027', 'Will Bitcoin hit $120K by April 30?', 'Crypto', noon, [['btc-hit-120k-by-apr-30-2027', 'Yes', 'by120',
      { rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle has a High of $120,000 or more before April 30, 2027 12:00 PM ET.' }]]),
  ] }, ['inverted', 'observation']);
}

{ // Daily Up or Down (Binance noon-to-noon): beta and beta_us, one event; "Up" is the first outcome on both.
  const noon = z('2027-04-16', '16:00');
  const rules = 'Resolves "Up" if the Binance BTC/USDT 1 minute candle close at 12:00 ET on April 16, 2027 is greater than or equal to the close at 12:00 ET on April 15, 2027; otherwise "Down".';
  addK('crypto', { name: 'btc-up-down-apr16', events: [
    B('Bitcoin Up or Down on April 16?', 'Crypto', noon, [['bitcoin-up-or-down-april-16-2027', '', 'up', { outcomes: yn('Up', 'Down') }]], { rules }),
    U('btc-up-or-down-apr-16-2027', 'Bitcoin Up or Down - April 16', 'Crypto', noon, [['btc-updown-daily-2027-04-16', 'Yes', 'up', { outcomes: yn('Up', 'Down'), rules }]]),
  ] });
}

{ // Strategy (MSTR) sells bitcoin by June 30 on beta and gamma: same deadline, same filing-based rules: one event.
  const close = z('2027-07-01', '03:59');
  addK('crypto', { name: 'mstr-sells-btc-by-jun30', events: [
    B('MicroStrategy sells Bitcoin by June 30, 2027?', 'Crypto', close, [['microstrategy-sells-bitcoin-by-june-30-2027', '', 'yes']],
      { rules: 'Resolves "Yes" if Strategy (formerly MicroStrategy) sells any of its bitcoin holdings between market creation and June 30, 2027, 11:59 PM ET, as confirmed by an SEC filing or official announcement.' }),
    G1('Strategy (MSTR) sells any BTC before July 1, 2027?', close, 'yes', { rules: 'YES if Strategy Inc. discloses a sale of bitcoin made before 1 July 2027 (ET) in an SEC filing or company statement.' }),
  ] });
}

{ // Single-venue: alpha hourly BTC range ladder (buckets), listed nowhere else.
  const close = z('2027-04-16', '19:00');
  addK('crypto', { name: 'btc-apr16-3pm-range-alpha-only', events: [
    A('KXBTC-27APR1615', 'Bitcoin price range on Apr 16, 2027 at 3pm EDT?', 'Crypto', close,
      [['B95250', '$95,000 to $95,499.99', 'b95000'], ['B95750', '$95,500 to $95,999.99', 'b95500'], ['B96250', '$96,000 to $96,499.99', 'b96000']],
      { sources: [CFB_BTC], rules: cfAt('the BRTI', '3:00 PM EDT on Apr 16, 2027') }),
  ] });
}

{ // Single-venue: beta ETH/BTC flippening-style question, listed nowhere else.
  addK('crypto', { name: 'eth-outperform-btc-q2-beta-only', events: [
    B('Ethereum outperforms Bitcoin in Q2 2027?', 'Crypto', z('2027-07-01', '03:59'), [['ethereum-outperforms-bitcoin-q2-2027', '', 'yes']],
      { rules: 'Resolves "Yes" if ETH/USDT\'s percentage change from April 1, 2027 00:00 ET to June 30, 2027 23:59 ET on Binance exceeds BTC/USDT\'s over the same period.' }),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

{ // Id hygiene: every venue id the scenario keys on must be unique across the whole set.
  const seen = new Map<string, string>();
  const once = (key: string, where: string): void => {
    const prev = seen.get(key);
    if (prev !== undefined) throw new Error(`duplicate ${key} in ${where} and ${prev}`);
    seen.set(key, where);
  };
  for (const c of cases) {
    for (const e of c.events) {
      if (e.venue === 'beta') once(`beta-slug:${e.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, c.name);
      else once(`${e.venue}-event:${e.id}`, c.name);
      for (const m of e.markets) if (!(e.venue === 'gamma' && m.id === e.id)) once(`${e.venue}-market:${m.id}`, c.name);
    }
  }
}

const scenario = emitScenario(cases);
writeFileSync(new URL('./holdout15-set.json', import.meta.url), `${JSON.stringify(scenario, null, 2)}\n`);
const truth = scenario['truth'] as { outcomes: Array<{ members: string[] }> };
const byKind = new Map<Kind, number>();
for (const k of kinds) for (const x of k.kinds) byKind.set(x, (byKind.get(x) ?? 0) + 1);
const byCat = new Map<Cat, number>();
for (const m of meta) byCat.set(m.cat, (byCat.get(m.cat) ?? 0) + 1);
process.stdout.write(`${JSON.stringify({
  cases: cases.length,
  venueEvents: cases.reduce((n, c) => n + c.events.length, 0),
  singleVenueCases: cases.filter((c) => c.events.length === 1).length,
  outcomeMatches: truth.outcomes.filter((o) => o.members.length > 1).length,
  hardNegatives: meta.reduce((n, m) => n + m.hn, 0),
  hardNegativesByKind: Object.fromEntries([...byKind].sort((a, b) => b[1] - a[1])),
  casesWithNonFungiblePairs: kinds.filter((k) => k.nfPairs > 0).length,
  casesByCategory: Object.fromEntries(byCat),
}, null, 2)}\n`);
