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
  | 'place' | 'stage' | 'counting' | 'statistic' | 'institution' | 'person' | 'market_type' | 'game' | 'condition' | 'question';

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

// ───────────────────────────── INDICES, STOCKS, COMPANIES ─────────────────────────────

{ // S&P 500 official close on Apr 16 (4pm ET): alpha "7,000 or above" = beta "7,000" = beta_us "7K" (index level, continuous).
  const close = z('2027-04-16', '20:00');
  const bRules = 'This market resolves to "Yes" if the official closing value of the S&P 500 Index (SPX) on April 16, 2027, as published by S&P Dow Jones Indices, is higher than the value in the title.';
  addK('markets', { name: 'spx-close-apr16', events: [
    A('KXINXU-27APR16H1600', 'S&P 500 on Apr 16, 2027 at 4pm EDT?', 'Financials', close,
      [['T6899.99', '6,900 or above', 'gt6900'], ['T6999.99', '7,000 or above', 'gt7000'], ['T7099.99', '7,100 or above', 'gt7100'], ['T7199.99', '7,200 or above', 'gt7200']],
      { sources: [SPDJI], rules: 'If the S&P 500 closing value on Apr 16, 2027 is above the strike, the market resolves to Yes.' }),
    B('S&P 500 (SPX) above ___ on April 16?', 'Finance', close, [7000, 7100, 7200, 7300].map((k) => [`spx-above-${k}-on-april-16-2027`, th(k), `gt${k}`] as Row), { rules: bRules }),
    U('spx-above-apr-16-2027', 'S&P 500 above ___ on April 16?', 'Finance', close, [['spx-above-7000-apr-16-2027', '7K', 'gt7000', { rules: bRules }], ['spx-above-7100-apr-16-2027', '7.1K', 'gt7100', { rules: bRules }]]),
  ] });
}

{ // Year-end S&P 500: alpha and beta settle on the Dec 31, 2027 close; gamma asks whether the index TRADES at 8,000
  // intraday at any time in 2027 (reach). Close vs reach = different events.
  const close = z('2027-12-31', '21:00');
  addK('markets', { name: 'spx-2027-close-vs-hit', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXINXY-27DEC31', 'S&P 500 at the end of 2027?', 'Financials', close, [['T7499.99', '7,500 or above', 'c7500'], ['T7999.99', '8,000 or above', 'c8000'], ['T8499.99', '8,500 or above', 'c8500']],
      { sources: [SPDJI], rules: 'Resolves Yes if the S&P 500 closing value on the last trading day of 2027 (Dec 31, 2027) is at or above the strike.' }),
    B('S&P 500 close above ___ on December 31, 2027?', 'Finance', close, [['spx-close-above-8000-dec-31-2027', '8,000', 'c8000'], ['spx-close-above-9000-dec-31-2027', '9,000', 'c9000']],
      { rules: 'Resolves "Yes" if the official S&P 500 close on December 31, 2027 is above the listed level.' }),
    G1('Will the S&P 500 hit 8,000 in 2027?', close, 'hit8000', { rules: 'YES if the S&P 500 index prints 8,000.00 or higher intraday at any time during calendar 2027.' }),
  ] }, ['observation']);
}

{ // "Nasdaq above 25,000 on Apr 30": alpha lists the Nasdaq-100 (NDX), beta the Nasdaq Composite (IXIC). Different indices.
  const close = z('2027-04-30', '20:00');
  addK('markets', { name: 'ndx-vs-nasdaq-composite-apr30', groups: [['alpha'], ['beta']], events: [
    A('KXNASDAQ100U-27APR30H1600', 'Nasdaq-100 on Apr 30, 2027 at 4pm EDT?', 'Financials', close, [['T24999.99', '25,000 or above', 'ndx25000'], ['T25999.99', '26,000 or above', 'ndx26000']],
      { sources: ['Nasdaq https://indexes.nasdaqomx.com/Index/Overview/NDX'], rules: 'If the Nasdaq-100 Index (NDX) closing value on Apr 30, 2027 is above the strike, the market resolves to Yes.' }),
    B('Nasdaq above ___ on April 30?', 'Finance', close, [['nasdaq-above-25000-on-april-30-2027', '25,000', 'ixic25000'], ['nasdaq-above-26000-on-april-30-2027', '26,000', 'ixic26000']],
      { rules: 'Resolves "Yes" if the Nasdaq Composite Index (^IXIC) official close on April 30, 2027 is above the listed value. Source: Nasdaq.com.' }),
  ] }, ['index']);
}

{ // NVIDIA Q1 FY2028 EPS beat (late May 2027): one event; beta compares adjusted EPS to the Zacks consensus, gamma to
  // FactSet's consensus, so the two can settle differently near the line: nf.
  const close = z('2027-05-27', '20:00');
  addK('markets', { name: 'nvda-q1-fy28-beat', fungible: nf('beta|gamma'), events: [
    B('Will NVIDIA (NVDA) beat quarterly earnings?', 'Finance', close, [['nvda-beat-quarterly-earnings-q1-fy2028', '', 'beat']],
      { rules: 'Resolves "Yes" if NVIDIA reports adjusted (non-GAAP) EPS for Q1 fiscal 2028 above the Zacks consensus estimate as of the report date.' }),
    G1('NVDA Q1 FY2028 EPS above consensus?', close, 'beat', { rules: 'YES if NVIDIA\'s reported non-GAAP diluted EPS for the quarter ending April 2027 exceeds the FactSet mean consensus estimate at the time of the release.' }),
  ] });
}

{ // Tesla Q1 2027: alpha "Above 400,000" deliveries = beta's "More than 400k" bucket; beta's 350–400k bucket has no
  // counterpart. Gamma asks about PRODUCTION: a different measure (different event).
  const close = z('2027-04-02', '20:00');
  addK('markets', { name: 'tesla-q1-2027-deliveries', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTSLADEL-27Q1', 'Tesla deliveries in Q1 2027?', 'Companies', close, [['T350000', 'Above 350,000', 'gt350'], ['T400000', 'Above 400,000', 'gt400'], ['T450000', 'Above 450,000', 'gt450']],
      { sources: ['Tesla https://ir.tesla.com'], rules: 'Resolves Yes if Tesla\'s reported total vehicle deliveries for Q1 2027 are above the strike.' }),
    B('Tesla deliveries in Q1 2027?', 'Finance', close, [['tesla-q1-2027-deliveries-less-than-350k', 'Less than 350k', 'le350'], ['tesla-q1-2027-deliveries-350k-400k', '350k–400k', 'b350'],
      ['tesla-q1-2027-deliveries-more-than-400k', 'More than 400k', 'gt400']], { rules: 'Resolves per total deliveries in Tesla\'s Q1 2027 production and deliveries report. 350k–400k includes 400,000 exactly.' }),
    G1('Tesla Q1 2027 vehicle production above 400K?', close, 'prod400', { rules: 'YES if total production reported by Tesla for Q1 2027 exceeds 400,000 vehicles.' }),
  ] }, ['measure']);
}

{ // Apple close on Apr 30 on beta and beta_us: one event, fungible.
  const close = z('2027-04-30', '20:00');
  const rules = 'Resolves "Yes" if Apple Inc. (AAPL) official Nasdaq closing price on April 30, 2027 is above the listed price.';
  addK('markets', { name: 'aapl-close-apr30', events: [
    B('Apple (AAPL) close above ___ on April 30?', 'Finance', close, [240, 260, 280].map((k) => [`aapl-close-above-${k}-april-30-2027`, `$${k}`, `gt${k}`] as Row), { rules }),
    U('aapl-close-apr-30-2027', 'AAPL closes above ___ on April 30?', 'Finance', close, [['aapl-above-260-apr-30-2027', '$260', 'gt260', { rules }], ['aapl-above-280-apr-30-2027', '$280', 'gt280', { rules }]]),
  ] });
}

{ // NVIDIA $6T: beta "by June 30" (any close before the deadline) vs alpha "on Jun 30" (the close that day): by vs on.
  const close = z('2027-06-30', '20:00');
  addK('markets', { name: 'nvda-6t-by-vs-on-jun30', groups: [['beta'], ['alpha']], events: [
    B('Will NVIDIA reach a $6T market cap by June 30?', 'Finance', close, [['nvidia-6t-market-cap-by-june-30-2027', '', 'by6t']],
      { rules: 'Resolves "Yes" if NVIDIA\'s market capitalization at any daily close between market creation and June 30, 2027 is $6 trillion or more (per companiesmarketcap.com).' }),
    A('KXNVDAMCAP-27JUN30', 'NVIDIA market cap on Jun 30, 2027?', 'Companies', close, [['T6', 'Above $6 trillion', 'on6t'], ['T7', 'Above $7 trillion', 'on7t']],
      { rules: 'Resolves Yes if NVIDIA\'s market capitalization at the close on Jun 30, 2027 (closing price × shares outstanding in the latest 10-Q) is above the strike.' }),
  ] }, ['deadline']);
}

{ // Stripe IPO: alpha and beta "in 2027" match; gamma "before July 1, 2027" is a shorter deadline.
  const close = z('2027-12-31', '23:59');
  addK('markets', { name: 'stripe-ipo-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXIPOSTRIPE-27', 'Will Stripe IPO in 2027?', 'Companies', close, [['27', 'In 2027', 'ipo27']], { rules: 'Resolves Yes if Stripe\'s shares begin trading on a US exchange (IPO or direct listing) in 2027.' }),
    B('Stripe IPO in 2027?', 'Finance', close, [['stripe-ipo-in-2027', '', 'ipo27']], { rules: 'Resolves "Yes" if Stripe publicly lists its shares (IPO or direct listing) on a major exchange between January 1 and December 31, 2027 (ET).' }),
    G1('Stripe IPO before July 1, 2027?', z('2027-06-30', '23:59'), 'ipoH1', { rules: 'YES if Stripe shares start trading on a public exchange before 1 July 2027.' }),
  ] }, ['deadline']);
}

{ // Largest company by market cap on June 30: a categorical on three venues. Beta and gamma use companiesmarketcap.com,
  // alpha Bloomberg's closing market cap: same event, nf on alpha's pairs (share counts differ between the two).
  const close = z('2027-06-30', '20:00');
  addK('markets', { name: 'largest-company-jun30', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXLARGECO-27JUN30', 'World\'s largest company on Jun 30, 2027?', 'Companies', close,
      [['NVDA', 'NVIDIA', 'nvda'], ['MSFT', 'Microsoft', 'msft'], ['AAPL', 'Apple', 'aapl'], ['GOOGL', 'Alphabet', 'googl']],
      { sources: ['Bloomberg https://www.bloomberg.com/markets/stocks'], rules: 'Resolves to the company with the largest market capitalization at the close on Jun 30, 2027, per Bloomberg.' }),
    B('Largest company in the world by market cap on June 30?', 'Finance', close,
      [['largest-company-jun-30-2027-nvidia', 'NVIDIA', 'nvda'], ['largest-company-jun-30-2027-microsoft', 'Microsoft', 'msft'], ['largest-company-jun-30-2027-apple', 'Apple', 'aapl'],
        ['largest-company-jun-30-2027-alphabet', 'Alphabet', 'googl'], ['largest-company-jun-30-2027-amazon', 'Amazon', 'amzn']],
      { rules: 'Resolves to the company ranked first on companiesmarketcap.com at market close on June 30, 2027.' }),
    G('Largest company by market cap — 30 June 2027', close, [['Nvidia', 'nvda'], ['Microsoft', 'msft'], ['Apple', 'aapl'], ['Alphabet (Google)', 'googl']],
      { rules: 'Resolves to the company with the highest market cap on companiesmarketcap.com at the US close on 30 June 2027.' }),
  ] });
}

{ // Gold at end of June: alpha settles on the COMEX front-month futures settlement, beta on the LBMA PM fix (spot).
  // Different instruments (futures carry a premium of tens of dollars), not two fixings of one price: different events.
  const close = z('2027-06-30', '19:00');
  addK('markets', { name: 'gold-jun30-futures-vs-lbma', groups: [['alpha'], ['beta']], events: [
    A('KXGOLDMON-27JUN30', 'Gold price on Jun 30, 2027?', 'Commodities', close, [['T4499.99', '$4,500 or above', 'gc4500'], ['T4999.99', '$5,000 or above', 'gc5000']],
      { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html'], rules: 'Resolves Yes if the settlement price of the front-month COMEX gold futures contract on Jun 30, 2027 is above the strike.' }),
    B('Gold above ___ on June 30?', 'Finance', close, [['gold-above-4500-on-june-30-2027', '$4,500', 'lbma4500'], ['gold-above-5000-on-june-30-2027', '$5,000', 'lbma5000']],
      { rules: 'Resolves "Yes" if the LBMA Gold Price PM (USD per troy ounce) on June 30, 2027 is above the listed price.' }),
  ] }, ['index']);
}

{ // Single-venue: beta "SPX Up or Down" daily.
  addK('markets', { name: 'spx-up-down-apr16-beta-only', events: [
    B('S&P 500 (SPX) Up or Down on April 16?', 'Finance', z('2027-04-16', '20:00'), [['spx-up-or-down-on-april-16-2027', '', 'up', { outcomes: yn('Up', 'Down') }]],
      { rules: 'Resolves "Up" if the S&P 500 official close on April 16, 2027 is higher than the official close on April 15, 2027; otherwise "Down".' }),
  ] });
}

// ───────────────────────────── US MACRO ─────────────────────────────

{ // CPI YoY, April 2027 (released May 12, 2027), one decimal: alpha "Above 2.7%" = beta "2.8% or more"; alpha "Above
  // 2.9%" = beta "3.0% or more"; alpha "Above 3.1%" ≠ beta "3.1% or more" (they differ on a 3.1% print) = gamma "3.1% or
  // higher". Gamma's buckets otherwise stand alone ("2.7% or lower" is the complement of "Above 2.7%", not the same t).
  const close = z('2027-05-12', '12:30');
  const rules = 'Resolves on the 12-month percent change in the CPI for All Urban Consumers (CPI-U), all items, not seasonally adjusted, for April 2027 as first published by the BLS, to one decimal.';
  addK('economics', { name: 'cpi-yoy-apr-2027', events: [
    A('KXCPIYOY-27APR', 'CPI year-over-year in Apr 2027?', 'Economics', close, [['T2.7', 'Above 2.7%', 'ge28'], ['T2.9', 'Above 2.9%', 'ge30'], ['T3.1', 'Above 3.1%', 'ge32']], { sources: [BLS_CPI], rules }),
    B('April CPI YoY?', 'Economy', close, w([['april-2027-cpi-yoy-2pt8-or-more', '2.8% or more', 'ge28'], ['april-2027-cpi-yoy-3pt0-or-more', '3.0% or more', 'ge30'], ['april-2027-cpi-yoy-3pt1-or-more', '3.1% or more', 'ge31']],
      { src: 'https://www.bls.gov/cpi/' }), { rules }),
    G('US CPI YoY (April 2027)', close, [['2.7% or lower', 'le27'], ['2.8%', 'eq28'], ['2.9%', 'eq29'], ['3.0%', 'eq30'], ['3.1% or higher', 'ge31']], { rules }),
  ] }, ['threshold', 'inverted']);
}

{ // CPI MoM April 2027: alpha and beta_us list headline MoM; gamma lists CORE MoM (ex food and energy): a different measure.
  const close = z('2027-05-12', '12:30');
  addK('economics', { name: 'cpi-mom-apr-2027-headline-vs-core', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXCPI-27APR', 'CPI in Apr 2027?', 'Economics', close, [['T0.1', 'Above 0.1%', 'ge02'], ['T0.2', 'Above 0.2%', 'ge03'], ['T0.3', 'Above 0.3%', 'ge04']],
      { sources: [BLS_CPI], rules: 'Resolves on the seasonally adjusted one-month percent change in CPI-U (all items) for Apr 2027, as first released, one decimal.' }),
    U('us-cpi-mom-april-2027', 'April CPI m/m', 'Economy', close, [['cpi-mom-apr-2027-0pt3-plus', '0.3% or higher', 'ge03'], ['cpi-mom-apr-2027-0pt4-plus', '0.4% or higher', 'ge04']],
      { rules: 'Headline CPI, all items, month-over-month, seasonally adjusted, April 2027, BLS first release.' }),
    G('Core CPI MoM — April 2027', close, [['0.2% or less', 'core_le02'], ['0.3%', 'core_eq03'], ['0.4% or more', 'core_ge04']],
      { rules: 'CPI less food and energy, seasonally adjusted, one-month change for April 2027, per the BLS release of 12 May 2027.' }),
  ] }, ['measure']);
}

{ // April 2027 payrolls (released May 7): alpha "Above 150,000" = beta "More than 150k"; gamma "150K or more" differs
  // on a print of exactly 150k (payrolls are published in thousands), so it gets its own t. Same event throughout.
  const close = z('2027-05-07', '12:30');
  addK('economics', { name: 'nfp-apr-2027', events: [
    A('KXPAYROLLS-27APR', 'Jobs numbers in Apr 2027?', 'Economics', close, [['T50000', 'Above 50,000', 'gt50'], ['T100000', 'Above 100,000', 'gt100'], ['T150000', 'Above 150,000', 'gt150']],
      { sources: [BLS_EMP], rules: 'Resolves on total nonfarm payroll employment change, seasonally adjusted, for Apr 2027, as first reported by the BLS.' }),
    B('How many jobs added in April?', 'Economy', close, [['jobs-added-april-2027-less-than-50k', 'Less than 50k', 'le50'], ['jobs-added-april-2027-50k-100k', '50k–100k', 'b50'],
      ['jobs-added-april-2027-100k-150k', '100k–150k', 'b100'], ['jobs-added-april-2027-more-than-150k', 'More than 150k', 'gt150']],
      { rules: 'Resolves per the change in total nonfarm payrolls for April 2027 in the BLS Employment Situation release scheduled for May 7, 2027. Bucket upper bounds are inclusive.' }),
    G('US nonfarm payrolls, April 2027', close, [['150K or more', 'ge150'], ['200K or more', 'ge200']], { rules: 'Headline NFP change for April 2027 as first published by the BLS (thousands).' }),
  ] }, ['threshold']);
}

{ // April 2027 unemployment rate (one decimal): alpha "Above 4.5%" = beta "4.6% or higher".
  const close = z('2027-05-07', '12:30');
  addK('economics', { name: 'u3-apr-2027', events: [
    A('KXU3-27APR', 'Unemployment rate in Apr 2027?', 'Economics', close, [['T4.3', 'Above 4.3%', 'ge44'], ['T4.5', 'Above 4.5%', 'ge46']], { sources: [BLS_EMP] }),
    B('US unemployment rate in April 2027?', 'Economy', close, [['unemployment-april-2027-4pt3-or-lower', '4.3% or lower', 'le43'], ['unemployment-april-2027-4pt4', '4.4%', 'eq44'],
      ['unemployment-april-2027-4pt5', '4.5%', 'eq45'], ['unemployment-april-2027-4pt6-or-higher', '4.6% or higher', 'ge46']],
      { rules: 'Resolves per the U-3 unemployment rate for April 2027 as first published by the BLS, one decimal.' }),
  ] });
}

{ // Q1 2027 GDP: alpha and beta are the ADVANCE estimate (Apr 29); gamma asks about the THIRD estimate (late June).
  const adv = z('2027-04-29', '12:30');
  addK('economics', { name: 'gdp-q1-2027-advance-vs-third', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGDP-27APR29', 'US GDP growth in Q1 2027?', 'Economics', adv, [['T1.0', 'Above 1.0%', 'gt10'], ['T2.0', 'Above 2.0%', 'gt20'], ['T3.0', 'Above 3.0%', 'gt30']],
      { sources: [BEA_GDP], rules: 'Resolves on the seasonally adjusted annualized real GDP growth rate for Q1 2027 in the BEA advance estimate.' }),
    B('US GDP growth in Q1 2027?', 'Economy', adv, [['q1-2027-gdp-above-1pct', 'Above 1.0%', 'gt10'], ['q1-2027-gdp-above-2pct', 'Above 2.0%', 'gt20'], ['q1-2027-gdp-negative', 'Negative', 'lt0']],
      { rules: 'Resolves per the advance estimate of real GDP growth (annualized, SA) for Q1 2027 released by the BEA on April 29, 2027.' }),
    G('US Q1 2027 GDP growth — third estimate', z('2027-06-24', '12:30'), [['Below 1%', 'third_lt1'], ['1% to 2%', 'third_1_2'], ['Above 2%', 'third_gt2']],
      { rules: 'Real GDP, annualized q/q, Q1 2027, third estimate published by the BEA in June 2027.' }),
  ] }, ['estimate']);
}

{ // March 2027 core PCE MoM (released Apr 30): alpha "Above 0.2%" = beta "0.3% or more" (one decimal). Gamma lists
  // HEADLINE PCE year over year: a different measure.
  const close = z('2027-04-30', '12:30');
  addK('economics', { name: 'core-pce-mar-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPCECORE-27MAR', 'Core PCE price index in Mar 2027?', 'Economics', close, [['T0.2', 'Above 0.2%', 'ge03'], ['T0.3', 'Above 0.3%', 'ge04']],
      { sources: [BEA_PCE], rules: 'Resolves on the month-over-month change in the PCE price index excluding food and energy for Mar 2027, first release.' }),
    B('Core PCE inflation (March 2027)?', 'Economy', close, [['core-pce-march-2027-0pt2-or-less', '0.2% or less', 'le02'], ['core-pce-march-2027-0pt3-or-more', '0.3% or more', 'ge03']],
      { rules: 'Resolves per the monthly percent change in the core PCE price index for March 2027 in the BEA Personal Income and Outlays release.' }),
    G('PCE inflation YoY — March 2027', close, [['Below 2.5%', 'pce_lt25'], ['2.5% or above', 'pce_ge25']], { rules: 'Headline PCE price index, 12-month change, March 2027, BEA.' }),
  ] }, ['measure']);
}

{ // Initial claims for the week ending Apr 17, 2027 (released Apr 22): one event on three venues; gamma lists CONTINUING
  // claims for the week ending Apr 10 in the same release: a different measure.
  const close = z('2027-04-22', '12:30');
  addK('economics', { name: 'claims-week-apr17-2027', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXJOBLESSCLAIMS-27APR22', 'Initial jobless claims for the week ending Apr 17, 2027?', 'Economics', close,
      [['T220000', 'Above 220,000', 'gt220'], ['T230000', 'Above 230,000', 'gt230'], ['T240000', 'Above 240,000', 'gt240']], { sources: [DOL] }),
    B('Initial jobless claims above ___ (week ending April 17)?', 'Economy', close, [['initial-claims-above-220k-week-ending-april-17-2027', '220k', 'gt220'],
      ['initial-claims-above-230k-week-ending-april-17-2027', '230k', 'gt230']], { rules: 'Resolves per the seasonally adjusted advance initial claims figure in the DOL release of April 22, 2027.' }),
    U('jobless-claims-week-ending-apr-17-2027', 'Jobless claims above 230K?', 'Economy', close, [['initial-claims-gt-230k-2027-04-17', 'Yes', 'gt230',
      { rules: 'Seasonally adjusted initial claims, week ending Apr 17, 2027, first print (DOL).' }]]),
    G1('Continuing jobless claims above 1.95M (week ending Apr 10, 2027)?', close, 'cont195', { rules: 'Insured unemployment, SA, week ending 10 April 2027, from the DOL release of 22 April 2027.' }),
  ] }, ['measure']);
}

{ // Recession 2027: beta resolves on two negative quarters in BEA advance estimates OR an NBER call; alpha only on an NBER
  // announcement. Different definitions: a desk would not hedge one with the other. Different events.
  const close = z('2028-04-30', '23:59');
  addK('economics', { name: 'us-recession-2027-definitions', groups: [['beta'], ['alpha']], events: [
    B('US recession in 2027?', 'Economy', close, [['us-recession-in-2027', '', 'rec_bea']],
      { rules: 'Resolves "Yes" if the BEA advance estimates show two consecutive quarters of negative real GDP growth among Q4 2026–Q4 2027, or the NBER announces a recession beginning in 2027, by April 30, 2028.' }),
    A('KXRECSSNBER-27', 'Will the NBER declare a recession starting in 2027?', 'Economics', close, [['27', 'Recession starting in 2027', 'rec_nber']],
      { sources: ['NBER https://www.nber.org/research/business-cycle-dating'], rules: 'Resolves Yes if the NBER Business Cycle Dating Committee announces a peak in 2027 before Apr 30, 2028.' }),
  ] }, ['statistic']);
}

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────

{ // FOMC Apr 27–28, 2027. Buckets: alpha "Cut >25bps" = beta "50+ bps decrease" = gamma "Cut 50+ bps" (moves come in
  // 25 bp steps); alpha splits hikes into "Hike 25bps" and "Hike >25bps" while beta/gamma have one "any hike" bucket.
  const close = z('2027-04-28', '18:00');
  addK('central_banks', { name: 'fomc-apr-2027', events: [
    A('KXFEDDECISION-27APR', 'Fed decision in Apr 2027?', 'Economics', close, [['C26', 'Cut >25bps', 'cut50'], ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'],
      ['H25', 'Hike 25bps', 'hike25'], ['H26', 'Hike >25bps', 'hike50']], { sources: [FED], rules: 'Resolves on the change in the upper bound of the federal funds target range announced after the Apr 27–28, 2027 FOMC meeting.' }),
    B('Fed decision in April?', 'Economy', close, [['fed-decreases-interest-rates-by-50-bps-after-april-2027-meeting', '50+ bps decrease', 'cut50'],
      ['fed-decreases-interest-rates-by-25-bps-after-april-2027-meeting', '25 bps decrease', 'cut25'], ['no-change-in-fed-interest-rates-after-april-2027-meeting', 'No change', 'hold'],
      ['fed-increases-interest-rates-by-25-bps-after-april-2027-meeting', '25+ bps increase', 'hikeany']], { rules: 'Resolves per the FOMC statement after its April 27–28, 2027 meeting (upper bound of the target range).' }),
    U('fed-decision-april-2027', 'Fed Decision - April 2027', 'Economy', close, [['fed-apr-2027-cut-25', 'Cut 25 bps', 'cut25'], ['fed-apr-2027-hold', 'Hold', 'hold']]),
    G('Fed interest rate decision — April 2027 FOMC', close, [['Cut 50+ bps', 'cut50'], ['Cut 25 bps', 'cut25'], ['No change', 'hold'], ['Hike', 'hikeany']]),
  ] }, ['threshold']);
}

{ // Number of Fed cuts in 2027: beta and gamma count 25 bp units (a 50 bp cut counts as 2); alpha counts MEETINGS that cut.
  // Different counting rules: different events.
  const close = z('2027-12-08', '19:00');
  addK('central_banks', { name: 'fed-cuts-2027-count', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('How many Fed rate cuts in 2027?', 'Economy', close, [['zero-fed-rate-cuts-2027', '0', 'n0'], ['one-fed-rate-cut-2027', '1 (25 bps)', 'n1'], ['two-fed-rate-cuts-2027', '2 (50 bps)', 'n2'],
      ['three-fed-rate-cuts-2027', '3 (75 bps)', 'n3'], ['four-or-more-fed-rate-cuts-2027', '4+ (100+ bps)', 'n4']],
      { rules: 'Counts cuts in 25 bp units across 2027 FOMC meetings: a 50 bps cut counts as 2 cuts.' }),
    G('Number of 25bp Fed rate cuts in 2027', close, [['0', 'n0'], ['1', 'n1'], ['2', 'n2'], ['3', 'n3'], ['4 or more', 'n4']], { rules: 'Total easing in 2027 divided by 25 bps.' }),
    A('KXRATECUTCOUNT-27', 'How many times will the Fed cut rates in 2027?', 'Economics', close, [['0', '0 times', 'm0'], ['1', '1 time', 'm1'], ['2', '2 times', 'm2'], ['3', '3 or more times', 'm3']],
      { sources: [FED], rules: 'Counts the FOMC meetings in 2027 at which the target range is lowered, whatever the size of the cut.' }),
  ] }, ['counting']);
}

{ // ECB Apr 29, 2027: beta and gamma list the decision; alpha lists the deposit-facility LEVEL after the meeting. Same
  // meeting = same event. Which decision a level strike maps to depends on the rate going into the meeting, which the
  // listing does not state, so a desk would not treat "Above 1.75%" or "Above 2.00%" as one of the decision buckets: own t.
  const close = z('2027-04-29', '12:15');
  addK('central_banks', { name: 'ecb-apr-2027', events: [
    B('ECB decision in April?', 'Economy', close, [['ecb-cuts-rates-april-2027', 'Cut', 'cut'], ['ecb-no-change-april-2027', 'No change', 'hold'], ['ecb-hikes-rates-april-2027', 'Hike', 'hike']],
      { rules: 'Resolves per the change in the ECB deposit facility rate announced on April 29, 2027.' }),
    G('ECB rate decision — 29 April 2027', close, [['Rate cut', 'cut'], ['Hold', 'hold'], ['Rate hike', 'hike']]),
    A('KXECBRATE-27APR', 'ECB deposit rate after Apr 2027 meeting?', 'Economics', close, [['T1.75', 'Above 1.75%', 'dfr_gt175'], ['T2.00', 'Above 2.00%', 'dfr_gt200']],
      { sources: ['European Central Bank https://www.ecb.europa.eu/stats/policy_and_exchange_rates/key_ecb_interest_rates/html/index.en.html'] }),
  ] });
}

{ // BoE May 6, 2027 on alpha and beta; gamma's "Will the Bank cut rates in April?" is the BANK OF CANADA (Apr 14): a
  // different institution with a look-alike title.
  addK('central_banks', { name: 'boe-may-2027-vs-boc', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBOE-27MAY', 'Bank of England decision in May 2027?', 'Economics', z('2027-05-06', '11:00'), [['CUT', 'Cut', 'cut'], ['HOLD', 'Hold', 'hold'], ['HIKE', 'Hike', 'hike']],
      { sources: ['Bank of England https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate'] }),
    B('Bank of England decision in May?', 'Economy', z('2027-05-06', '11:00'), [['boe-cut-may-2027', 'Decrease', 'cut'], ['boe-hold-may-2027', 'No change', 'hold'], ['boe-hike-may-2027', 'Increase', 'hike']],
      { rules: 'Resolves per the Bank Rate decision announced by the Bank of England MPC on May 6, 2027.' }),
    G1('Will the Bank cut rates in April 2027?', z('2027-04-14', '13:45'), 'boc_cut', { rules: 'YES if the Bank of Canada lowers its target for the overnight rate at its 14 April 2027 announcement.' }),
  ] }, ['institution']);
}

{ // Single-venue: beta BoJ decision.
  addK('central_banks', { name: 'boj-apr-2027-beta-only', events: [
    B('Bank of Japan decision in April?', 'Economy', z('2027-04-30', '03:00'), [['boj-hike-april-2027', 'Increase', 'hike'], ['boj-no-change-april-2027', 'No change', 'hold']],
      { rules: 'Resolves per the BoJ policy rate decision at its April 2027 meeting.' }),
  ] });
}

// ───────────────────────────── POLITICS ─────────────────────────────

{ // French presidential election 2027 (runoff Apr 25): alpha and beta list the eventual WINNER; gamma lists who finishes
  // FIRST in round 1 (Apr 11) with the same candidate names: a different stage.
  const close = z('2027-04-25', '18:00');
  addK('politics', { name: 'france-president-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXFRPRES-27', 'Next President of France?', 'Elections', close, [['JBAR', 'Jordan Bardella', 'bardella'], ['MLEP', 'Marine Le Pen', 'lepen'], ['EPHI', 'Édouard Philippe', 'philippe'],
      ['GATT', 'Gabriel Attal', 'attal'], ['JLME', 'Jean-Luc Mélenchon', 'melenchon']], { rules: 'Resolves to the person who wins the 2027 French presidential election, per the Conseil constitutionnel.' }),
    B('French Presidential Election Winner 2027', 'Politics', close, [['will-jordan-bardella-win-the-2027-french-presidential-election', 'Jordan Bardella', 'bardella'],
      ['will-edouard-philippe-win-the-2027-french-presidential-election', 'Edouard Philippe', 'philippe'], ['will-marine-le-pen-win-the-2027-french-presidential-election', 'Marine Le Pen', 'lepen'],
      ['will-jean-luc-melenchon-win-the-2027-french-presidential-election', 'Jean-Luc Mélenchon', 'melenchon'], ['will-bruno-retailleau-win-the-2027-french-presidential-election', 'Bruno Retailleau', 'retailleau']]),
    G('2027 French presidential election — first-round winner', z('2027-04-11', '18:00'), [['Jordan Bardella', 'r1_bardella'], ['Édouard Philippe', 'r1_philippe'], ['Jean-Luc Mélenchon', 'r1_melenchon']],
      { rules: 'Resolves to the candidate with the most votes in the first round on 11 April 2027 per official results.' }),
  ] }, ['stage']);
}

{ // 2028 Democratic nominee on three venues: one event. Names written differently ("AOC").
  const close = z('2028-08-31', '23:59');
  addK('politics', { name: 'dem-nominee-2028', events: [
    A('KXPRESNOMD-28', '2028 Democratic presidential nominee?', 'Elections', close, [['GNEW', 'Gavin Newsom', 'newsom'], ['AOCA', 'Alexandria Ocasio-Cortez', 'aoc'],
      ['JSHA', 'Josh Shapiro', 'shapiro'], ['PBUT', 'Pete Buttigieg', 'buttigieg'], ['ABES', 'Andy Beshear', 'beshear']]),
    B('Democratic Presidential Nominee 2028', 'Politics', close, [['will-gavin-newsom-win-the-2028-democratic-presidential-nomination', 'Gavin Newsom', 'newsom'],
      ['will-alexandria-ocasio-cortez-win-the-2028-democratic-presidential-nomination', 'Alexandria Ocasio-Cortez', 'aoc'],
      ['will-josh-shapiro-win-the-2028-democratic-presidential-nomination', 'Josh Shapiro', 'shapiro'], ['will-wes-moore-win-the-2028-democratic-presidential-nomination', 'Wes Moore', 'moore']]),
    G('Democratic nominee for US President 2028', close, [['Newsom', 'newsom'], ['AOC', 'aoc'], ['Shapiro', 'shapiro'], ['Buttigieg', 'buttigieg']]),
  ] });
}

{ // 2028 presidential WINNER on alpha and beta vs gamma's REPUBLICAN NOMINEE with overlapping names: different stage.
  const close = z('2028-11-07', '23:59');
  addK('politics', { name: 'president-2028-vs-gop-nominee', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPRESPERSON-28', '2028 US presidential election winner?', 'Elections', close, [['JVAN', 'J.D. Vance', 'vance'], ['GNEW', 'Gavin Newsom', 'newsom'], ['MRUB', 'Marco Rubio', 'rubio'], ['AOCA', 'Alexandria Ocasio-Cortez', 'aoc']]),
    B('Presidential Election Winner 2028', 'Politics', close, [['will-jd-vance-win-the-2028-us-presidential-election', 'JD Vance', 'vance'],
      ['will-gavin-newsom-win-the-2028-us-presidential-election', 'Gavin Newsom', 'newsom'], ['will-marco-rubio-win-the-2028-us-presidential-election', 'Marco Rubio', 'rubio']]),
    G('Republican nominee for US President 2028', z('2028-08-31', '23:59'), [['JD Vance', 'gop_vance'], ['Marco Rubio', 'gop_rubio'], ['Donald Trump Jr.', 'gop_djtjr']]),
  ] }, ['stage']);
}

{ // Starmer out: alpha "before Jul 1, 2027" = beta "by June 30, 2027"; gamma "in 2027" is a later deadline.
  addK('politics', { name: 'starmer-out-by-jun30', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSTARMEROUT-27JUL01', 'Will Keir Starmer leave office before Jul 1, 2027?', 'Politics', z('2027-07-01', '03:59'), [['Y', 'Before Jul 1, 2027', 'out_h1']],
      { rules: 'Resolves Yes if Keir Starmer ceases to be UK Prime Minister (resignation announcement alone does not count) before Jul 1, 2027.' }),
    B('Starmer out by June 30, 2027?', 'Politics', z('2027-07-01', '03:59'), [['starmer-out-by-june-30-2027', '', 'out_h1']],
      { rules: 'Resolves "Yes" if Keir Starmer is no longer Prime Minister of the UK at any point between market creation and June 30, 2027, 11:59 PM ET.' }),
    G1('Keir Starmer out as UK PM in 2027?', z('2027-12-31', '23:59'), 'out_27'),
  ] }, ['deadline']);
}

{ // Ukraine: alpha and beta "ceasefire by June 30"; gamma asks about a signed PEACE DEAL by the same date: a different
  // (stricter) event, though a desk would see the two as correlated.
  const close = z('2027-07-01', '03:59');
  addK('politics', { name: 'ukraine-ceasefire-vs-peace-deal', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUKRCEASE-27JUN30', 'Russia–Ukraine ceasefire before Jul 1, 2027?', 'World', close, [['Y', 'Before Jul 1, 2027', 'cf']],
      { rules: 'Resolves Yes if Russia and Ukraine both publicly agree to a general ceasefire that takes effect before Jul 1, 2027.' }),
    B('Russia x Ukraine ceasefire by June 30, 2027?', 'Geopolitics', close, [['russia-x-ukraine-ceasefire-by-june-30-2027', '', 'cf']],
      { rules: 'Resolves "Yes" if there is an official ceasefire agreement between Russia and Ukraine, publicly announced and agreed to by both governments, by June 30, 2027, 11:59 PM ET.' }),
    G1('Russia–Ukraine peace agreement signed by 30 June 2027?', close, 'peace'),
  ] }, ['question']);
}

{ // SCOTUS vacancy in 2027 on alpha and beta; gamma asks whether ALITO retires in 2027: a different event (one justice).
  const close = z('2027-12-31', '23:59');
  addK('politics', { name: 'scotus-vacancy-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSCOTUSVAC-27', 'Will a Supreme Court seat open in 2027?', 'Politics', close, [['Y', 'In 2027', 'vac']], { rules: 'Resolves Yes if any Supreme Court justice dies, retires or otherwise leaves (or announces a retirement) in 2027.' }),
    B('Supreme Court vacancy in 2027?', 'Politics', close, [['supreme-court-vacancy-in-2027', '', 'vac']], { rules: 'Resolves "Yes" if a sitting Justice announces retirement, resigns, dies or is removed in 2027.' }),
    G1('Samuel Alito retires in 2027?', close, 'alito'),
  ] }, ['person']);
}

{ // Nigeria Feb 2027 presidential: beta and gamma, one event.
  const close = z('2027-03-05', '23:59');
  addK('politics', { name: 'nigeria-president-2027', events: [
    B('Nigeria Presidential Election Winner 2027', 'Politics', close, [['will-bola-tinubu-win-nigeria-2027', 'Bola Tinubu', 'tinubu'], ['will-atiku-abubakar-win-nigeria-2027', 'Atiku Abubakar', 'atiku'],
      ['will-peter-obi-win-nigeria-2027', 'Peter Obi', 'obi']]),
    G('Nigeria 2027 presidential election', close, [['Tinubu (APC)', 'tinubu'], ['Atiku (ADC)', 'atiku'], ['Obi', 'obi'], ['Kwankwaso (NNPP)', 'kwankwaso']]),
  ] });
}

{ // Trump approval on Apr 30: alpha settles on the RealClearPolitics average, beta on Silver Bulletin. Two different
  // statistics (different poll sets and weights, often 1–2 points apart), not one number from two pages: different events.
  const close = z('2027-04-30', '23:59');
  addK('politics', { name: 'trump-approval-apr30-rcp-vs-silver', groups: [['alpha'], ['beta']], events: [
    A('KXAPRPOTUS-27APR30', 'Trump approval rating on Apr 30, 2027 (RCP)?', 'Politics', close, [['T42', 'Above 42%', 'rcp42'], ['T44', 'Above 44%', 'rcp44']],
      { sources: ['RealClearPolitics https://www.realclearpolling.com/polls/approval/donald-trump/approval-rating'] }),
    B('Trump approval rating on April 30?', 'Politics', close, [['trump-approval-apr-30-2027-below-42', '<42.0%', 'sb_lt42'], ['trump-approval-apr-30-2027-42-44', '42.0–43.9%', 'sb_42'],
      ['trump-approval-apr-30-2027-44-or-more', '≥44.0%', 'sb_ge44']], { rules: 'Resolves per the Silver Bulletin Trump approval average at 12:00 PM ET on April 30, 2027.' }),
  ] }, ['statistic']);
}

{ // Spain's next general election: beta and gamma ask which party wins the most seats: one event.
  const close = z('2027-08-31', '23:59');
  addK('politics', { name: 'spain-general-election-most-seats', events: [
    B('Spain general election: most seats?', 'Politics', close, [['spain-election-most-seats-pp', 'PP', 'pp'], ['spain-election-most-seats-psoe', 'PSOE', 'psoe'], ['spain-election-most-seats-vox', 'Vox', 'vox']],
      { rules: 'Resolves to the party winning the most Congress of Deputies seats in the next Spanish general election.' }),
    G('Next Spanish general election — largest party (seats)', close, [['Partido Popular', 'pp'], ['PSOE', 'psoe'], ['VOX', 'vox'], ['Sumar', 'sumar']]),
  ] });
}

{ // Mississippi governor Nov 2027: party markets on alpha and beta_us.
  const close = z('2027-11-03', '05:00');
  addK('politics', { name: 'mississippi-governor-2027-party', events: [
    A('KXGOVMS-27', 'Mississippi governor race 2027: winning party?', 'Elections', close, [['R', 'Republican', 'rep'], ['D', 'Democratic', 'dem']]),
    U('mississippi-governor-2027', 'Mississippi Governor Election 2027', 'Politics', close, [['ms-gov-2027-republican', 'Republican', 'rep'], ['ms-gov-2027-democrat', 'Democrat', 'dem']]),
  ] });
}

{ // Trump–China: alpha and beta "visit China"; gamma "meet Xi in person" (could happen anywhere): different events.
  const close = z('2027-05-01', '03:59');
  addK('politics', { name: 'trump-china-visit-vs-xi-meeting', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTRUMPCHINA-27MAY01', 'Will Trump visit China before May 1, 2027?', 'Politics', close, [['Y', 'Before May 1, 2027', 'visit']]),
    B('Trump visits China by April 30, 2027?', 'Politics', close, [['trump-visits-china-by-april-30-2027', '', 'visit']], { rules: 'Resolves "Yes" if Donald Trump is physically present in mainland China by April 30, 2027, 11:59 PM ET.' }),
    G1('Will Trump meet Xi Jinping in person by April 30, 2027?', close, 'meet'),
  ] }, ['question']);
}

{ // Single-venue: alpha government shutdown Oct 1, 2027.
  addK('politics', { name: 'shutdown-oct-2027-alpha-only', events: [
    A('KXGOVSHUT-27OCT01', 'Government shutdown on Oct 1, 2027?', 'Politics', z('2027-10-01', '04:00'), [['Y', 'Shutdown begins', 'yes']],
      { rules: 'Resolves Yes if a lapse in appropriations causes a federal government shutdown beginning Oct 1, 2027.' }),
  ] });
}

{ // Single-venue: gamma UK next Labour leader.
  addK('politics', { name: 'next-labour-leader-gamma-only', events: [
    G('Next UK Labour Party leader', z('2027-12-31', '23:59'), [['Wes Streeting', 'streeting'], ['Angela Rayner', 'rayner'], ['Andy Burnham', 'burnham'], ['Shabana Mahmood', 'mahmood']]),
  ] });
}

// ───────────────────────────── SPORTS ─────────────────────────────

{ // 2027 NFL Draft #1 pick on alpha, beta and gamma; beta_us lists the #2 pick with the same names: a different stage.
  const close = z('2027-04-23', '04:00');
  addK('sports', { name: 'nfl-draft-2027-first-pick', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNFLDRAFT1-27', '1st pick in the 2027 Pro Football Draft?', 'Sports', close, [['AMAN', 'Arch Manning', 'manning'], ['JSMI', 'Jeremiah Smith', 'smith'], ['DMOO', 'Dante Moore', 'moore'], ['LSEL', 'LaNorris Sellers', 'sellers']]),
    B('2027 NFL Draft: #1 overall pick?', 'Sports', close, [['arch-manning-1st-pick-2027-nfl-draft', 'Arch Manning', 'manning'], ['jeremiah-smith-1st-pick-2027-nfl-draft', 'Jeremiah Smith', 'smith'],
      ['dante-moore-1st-pick-2027-nfl-draft', 'Dante Moore', 'moore']]),
    G('NFL Draft 2027 — first overall selection', close, [['Arch Manning (Texas)', 'manning'], ['Jeremiah Smith (Ohio State)', 'smith'], ['LaNorris Sellers (South Carolina)', 'sellers']]),
    U('nfl-draft-2027-pick-2', '2027 NFL Draft: #2 pick', 'Sports', close, [['nfl-draft-2027-2nd-pick-arch-manning', 'Arch Manning', 'p2_manning'], ['nfl-draft-2027-2nd-pick-jeremiah-smith', 'Jeremiah Smith', 'p2_smith']]),
  ] }, ['stage']);
}

{ // First QB drafted in 2027 on alpha and beta: one event (a look-alike of the #1-pick case, kept as its own case).
  const close = z('2027-04-23', '04:00');
  addK('sports', { name: 'nfl-draft-2027-first-qb', events: [
    A('KXNFLDRAFTQB-27', 'First quarterback taken in the 2027 Pro Football Draft?', 'Sports', close, [['AMAN', 'Arch Manning', 'manning'], ['DMOO', 'Dante Moore', 'moore'], ['LSEL', 'LaNorris Sellers', 'sellers']]),
    B('First QB selected in the 2027 NFL Draft?', 'Sports', close, [['arch-manning-first-qb-2027', 'Arch Manning', 'manning'], ['dante-moore-first-qb-2027', 'Dante Moore', 'moore'], ['lanorris-sellers-first-qb-2027', 'LaNorris Sellers', 'sellers']]),
  ] });
}

{ // 2027 NBA champion on four venues with team names written four ways.
  const close = z('2027-06-25', '03:59');
  addK('sports', { name: 'nba-champion-2027', events: [
    A('KXNBA-27', '2027 Pro Basketball Champion?', 'Sports', close, [['OKC', 'Oklahoma City', 'okc'], ['BOS', 'Boston', 'bos'], ['NYK', 'New York K', 'nyk'], ['CLE', 'Cleveland', 'cle'], ['DEN', 'Denver', 'den']]),
    B('NBA Champion 2027', 'Sports', close, [['will-the-oklahoma-city-thunder-win-the-2027-nba-finals', 'Oklahoma City Thunder', 'okc'], ['will-the-boston-celtics-win-the-2027-nba-finals', 'Boston Celtics', 'bos'],
      ['will-the-new-york-knicks-win-the-2027-nba-finals', 'New York Knicks', 'nyk'], ['will-the-cleveland-cavaliers-win-the-2027-nba-finals', 'Cleveland Cavaliers', 'cle'], ['will-the-denver-nuggets-win-the-2027-nba-finals', 'Denver Nuggets', 'den']]),
    U('nba-champion-2027', '2027 NBA Champion', 'Sports', close, [['nba-2027-champion-okc', 'Thunder', 'okc'], ['nba-2027-champion-nyk', 'Knicks', 'nyk'], ['nba-2027-champion-cle', 'Cavaliers', 'cle']]),
    G('2026-27 NBA Finals winner', close, [['OKC Thunder', 'okc'], ['Celtics', 'bos'], ['Knicks', 'nyk'], ['Cavs', 'cle']]),
  ] });
}

{ // Eastern Conference champion on alpha and beta; gamma lists NBA FINALS MVP: a different question with player names.
  addK('sports', { name: 'nba-east-2027-vs-finals-mvp', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNBAEAST-27', '2027 Pro Basketball Eastern Conference Champion?', 'Sports', z('2027-06-01', '03:59'), [['NYK', 'New York K', 'nyk'], ['CLE', 'Cleveland', 'cle'], ['BOS', 'Boston', 'bos'], ['ORL', 'Orlando', 'orl']]),
    B('NBA Eastern Conference Champion 2027', 'Sports', z('2027-06-01', '03:59'), [['knicks-win-2027-eastern-conference', 'Knicks', 'nyk'], ['cavaliers-win-2027-eastern-conference', 'Cavaliers', 'cle'],
      ['celtics-win-2027-eastern-conference', 'Celtics', 'bos'], ['magic-win-2027-eastern-conference', 'Magic', 'orl']]),
    G('2027 NBA Finals MVP', z('2027-06-25', '03:59'), [['Shai Gilgeous-Alexander', 'fmvp_sga'], ['Jalen Brunson', 'fmvp_brunson'], ['Donovan Mitchell', 'fmvp_mitchell']]),
  ] }, ['question']);
}

{ // Knicks–Celtics East semifinal SERIES on alpha, beta and beta_us; gamma's "Game 1 winner" is a different event.
  const close = z('2027-05-20', '03:59');
  addK('sports', { name: 'nba-ecsf-nyk-bos-series-vs-game1', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXNBASERIES-27NYKBOSR2', 'Knicks vs Celtics: Eastern Conference Semifinals winner?', 'Sports', close, [['NYK', 'New York K', 'nyk'], ['BOS', 'Boston', 'bos']]),
    B('Knicks vs. Celtics: East Semifinals series winner', 'Sports', close, [['nba-ecsf-2027-knicks-celtics-knicks', 'Knicks', 'nyk'], ['nba-ecsf-2027-knicks-celtics-celtics', 'Celtics', 'bos']]),
    U('nba-nyk-bos-series-2027-r2', 'Knicks vs Celtics Series Winner', 'Sports', close, [['nba-2027-r2-nyk-bos-series-nyk', 'Knicks', 'nyk'], ['nba-2027-r2-nyk-bos-series-bos', 'Celtics', 'bos']]),
    G('Knicks vs Celtics — Game 1 winner (2027 East semis)', z('2027-05-05', '03:59'), [['Knicks', 'g1_nyk'], ['Celtics', 'g1_bos']]),
  ] }, ['game']);
}

{ // OKC–Denver game on May 6: alpha and beta_us list the moneyline; beta lists the SPREAD (Thunder −4.5): different market.
  const close = z('2027-05-07', '04:30');
  addK('sports', { name: 'nba-okc-den-may6-moneyline-vs-spread', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXNBAGAME-27MAY06DENOKC', 'Denver at Oklahoma City (May 6)', 'Sports', close, [['OKC', 'Oklahoma City', 'okc'], ['DEN', 'Denver', 'den']]),
    U('nba-den-okc-2027-05-06', 'Nuggets vs. Thunder', 'Sports', close, [['nba-den-okc-2027-05-06-okc', 'Thunder', 'okc'], ['nba-den-okc-2027-05-06-den', 'Nuggets', 'den']]),
    B('Spread: Thunder (-4.5) vs. Nuggets, May 6', 'Sports', close, [['nba-den-okc-2027-05-06-spread-okc-4pt5', '', 'okc_m45', { outcomes: yn('Thunder', 'Nuggets') }]]),
  ] }, ['market_type']);
}

{ // NBA MVP 2026-27 on alpha and beta.
  addK('sports', { name: 'nba-mvp-2027', events: [
    A('KXNBAMVP-27', '2026-27 Pro Basketball MVP?', 'Sports', z('2027-05-25', '23:59'), [['SGA', 'Shai Gilgeous-Alexander', 'sga'], ['NJOK', 'Nikola Jokic', 'jokic'], ['VWEM', 'Victor Wembanyama', 'wemby'], ['LDON', 'Luka Doncic', 'luka']]),
    B('NBA MVP 2026-27', 'Sports', z('2027-05-25', '23:59'), [['shai-gilgeous-alexander-2027-nba-mvp', 'Shai Gilgeous-Alexander', 'sga'], ['nikola-jokic-2027-nba-mvp', 'Nikola Jokić', 'jokic'],
      ['victor-wembanyama-2027-nba-mvp', 'Victor Wembanyama', 'wemby'], ['giannis-antetokounmpo-2027-nba-mvp', 'Giannis Antetokounmpo', 'giannis']]),
  ] });
}

{ // Stanley Cup 2027 on alpha, beta and gamma.
  const close = z('2027-06-30', '03:59');
  addK('sports', { name: 'stanley-cup-2027', events: [
    A('KXNHL-27', '2027 Pro Hockey Champion?', 'Sports', close, [['FLA', 'Florida', 'fla'], ['EDM', 'Edmonton', 'edm'], ['COL', 'Colorado', 'col'], ['CAR', 'Carolina', 'car'], ['DAL', 'Dallas', 'dal']]),
    B('Stanley Cup Champion 2027', 'Sports', close, [['florida-panthers-win-2027-stanley-cup', 'Florida Panthers', 'fla'], ['edmonton-oilers-win-2027-stanley-cup', 'Edmonton Oilers', 'edm'],
      ['colorado-avalanche-win-2027-stanley-cup', 'Colorado Avalanche', 'col'], ['carolina-hurricanes-win-2027-stanley-cup', 'Carolina Hurricanes', 'car']]),
    G('2027 Stanley Cup winner', close, [['Panthers', 'fla'], ['Oilers', 'edm'], ['Avalanche', 'col'], ['Stars', 'dal']]),
  ] });
}

{ // Oilers at Golden Knights, Apr 24: alpha and beta_us winner incl. OT/shootout; gamma's 60-minute (regulation) 3-way
  // result settles differently on any overtime game: a different event.
  const close = z('2027-04-25', '05:00');
  addK('sports', { name: 'nhl-edm-vgk-apr24-ml-vs-regulation', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXNHLGAME-27APR24EDMVGK', 'Edmonton at Vegas (Apr 24)', 'Sports', close, [['EDM', 'Edmonton', 'edm'], ['VGK', 'Vegas', 'vgk']], { rules: 'Includes overtime and shootout.' }),
    U('nhl-edm-vgk-2027-04-24', 'Oilers vs. Golden Knights', 'Sports', close, [['nhl-edm-vgk-2027-04-24-edm', 'Oilers', 'edm'], ['nhl-edm-vgk-2027-04-24-vgk', 'Golden Knights', 'vgk']]),
    G('Oilers vs Golden Knights — regulation time result (24 Apr)', close, [['Oilers', 'reg_edm'], ['Draw', 'reg_draw'], ['Golden Knights', 'reg_vgk']], { rules: '60 minutes only; overtime and shootout do not count.' }),
  ] }, ['condition']);
}

{ // Yankees–Red Sox doubleheader, Apr 17: alpha's 1:05 PM game and beta's "Game 1" are one event; beta_us lists GAME 2
  // (7:10 PM) with the same teams and date: a different game. Postponement policies differ (alpha waits two days for a
  // makeup, beta settles 50-50 at once), so a game replayed the next day settles differently: alpha|beta not fungible.
  addK('sports', { name: 'mlb-nyy-bos-apr17-doubleheader', groups: [['alpha', 'beta'], ['beta_us']], fungible: nf('alpha|beta'), events: [
    A('KXMLBGAME-27APR171305NYYBOS', 'New York Y vs Boston (Apr 17, 1:05 PM ET)', 'Sports', z('2027-04-17', '21:00'), [['NYY', 'New York Y', 'nyy'], ['BOS', 'Boston', 'bos']],
      { rules: 'If the game is postponed and not completed within two days, the market resolves 50/50.' }),
    B('Yankees vs. Red Sox (Game 1)', 'Sports', z('2027-04-17', '21:00'), [['mlb-nyy-bos-2027-04-17-g1', '', 'nyy', { outcomes: yn('Yankees', 'Red Sox') }]],
      { rules: 'First game of the April 17, 2027 doubleheader at Fenway Park. If postponed, resolves 50-50.' }),
    U('mlb-nyy-bos-2027-04-17-g2', 'Yankees vs. Red Sox - Game 2', 'Sports', z('2027-04-18', '03:00'), [['mlb-nyy-bos-2027-04-17-g2', 'Yankees', 'g2_nyy', { outcomes: yn('Yankees', 'Red Sox') }]]),
  ] }, ['game']);
}

{ // Dodgers at Giants, Apr 23: three venues, one game. beta's single market has Dodgers as its first outcome.
  const close = z('2027-04-24', '05:30');
  addK('sports', { name: 'mlb-lad-sf-apr23', events: [
    A('KXMLBGAME-27APR232145LADSF', 'Los Angeles D vs San Francisco (Apr 23)', 'Sports', close, [['LAD', 'Los Angeles D', 'lad'], ['SF', 'San Francisco', 'sf']]),
    B('Dodgers vs. Giants', 'Sports', close, [['mlb-lad-sf-2027-04-23', '', 'lad', { outcomes: yn('Dodgers', 'Giants') }]]),
    U('mlb-lad-sf-2027-04-23', 'Dodgers vs. Giants', 'Sports', close, [['mlb-lad-sf-2027-04-23-lad', 'Dodgers', 'lad'], ['mlb-lad-sf-2027-04-23-sf', 'Giants', 'sf']]),
  ] });
}

{ // 2027 World Series on alpha and beta; gamma lists the AMERICAN LEAGUE pennant: a different stage.
  addK('sports', { name: 'world-series-2027-vs-al-pennant', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMLB-27', '2027 Pro Baseball Champion?', 'Sports', z('2027-11-05', '03:59'), [['LAD', 'Los Angeles D', 'lad'], ['NYY', 'New York Y', 'nyy'], ['PHI', 'Philadelphia', 'phi'], ['SEA', 'Seattle', 'sea']]),
    B('World Series Champion 2027', 'Sports', z('2027-11-05', '03:59'), [['los-angeles-dodgers-win-2027-world-series', 'Los Angeles Dodgers', 'lad'], ['new-york-yankees-win-2027-world-series', 'New York Yankees', 'nyy'],
      ['seattle-mariners-win-2027-world-series', 'Seattle Mariners', 'sea']]),
    G('2027 American League Champion', z('2027-10-25', '03:59'), [['Yankees', 'al_nyy'], ['Mariners', 'al_sea'], ['Blue Jays', 'al_tor']]),
  ] }, ['stage']);
}

{ // 2026-27 Champions League winner on four venues; beta_us lists a single binary (Arsenal) of the categorical.
  const close = z('2027-05-29', '21:30');
  addK('sports', { name: 'ucl-2026-27-winner', events: [
    A('KXUCL-27', '2026-27 UEFA Champions League winner?', 'Sports', close, [['ARS', 'Arsenal', 'ars'], ['RMA', 'Real Madrid', 'rma'], ['BAY', 'Bayern Munich', 'bay'], ['PSG', 'Paris Saint-Germain', 'psg'], ['BAR', 'Barcelona', 'bar']]),
    B('Champions League Winner 2026-27', 'Sports', close, [['will-arsenal-win-the-2026-27-champions-league', 'Arsenal', 'ars'], ['will-real-madrid-win-the-2026-27-champions-league', 'Real Madrid', 'rma'],
      ['will-bayern-munich-win-the-2026-27-champions-league', 'Bayern München', 'bay'], ['will-psg-win-the-2026-27-champions-league', 'PSG', 'psg'], ['will-liverpool-win-the-2026-27-champions-league', 'Liverpool', 'liv']]),
    U('ucl-winner-2026-27-arsenal', 'Will Arsenal win the Champions League?', 'Sports', close, [['ucl-2027-arsenal-winner', 'Yes', 'ars']]),
    G('UEFA Champions League 2026/27 champion', close, [['Arsenal FC', 'ars'], ['Real Madrid CF', 'rma'], ['FC Bayern', 'bay'], ['Paris SG', 'psg'], ['FC Barcelona', 'bar']]),
  ] });
}

{ // UCL semi-final first leg Real Madrid–Arsenal (Apr 27): alpha and beta 3-way result after 90 minutes; gamma asks who
  // ADVANCES over both legs: a different event.
  const close = z('2027-04-27', '21:00');
  addK('sports', { name: 'ucl-sf-rma-ars-leg1-vs-tie', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUCLGAME-27APR27RMAARS', 'Real Madrid vs Arsenal (Apr 27)', 'Sports', close, [['RMA', 'Real Madrid', 'rma'], ['TIE', 'Tie', 'draw'], ['ARS', 'Arsenal', 'ars']],
      { rules: 'Result after 90 minutes plus stoppage time.' }),
    B('Real Madrid vs. Arsenal', 'Sports', close, [['ucl-rma-ars-2027-04-27-rma', 'Real Madrid', 'rma'], ['ucl-rma-ars-2027-04-27-draw', 'Draw', 'draw'], ['ucl-rma-ars-2027-04-27-ars', 'Arsenal', 'ars']],
      { rules: 'UEFA Champions League semi-final, first leg, April 27, 2027. Regulation time (90 minutes plus stoppage) only.' }),
    G('Real Madrid vs Arsenal — to reach the final', z('2027-05-05', '21:30'), [['Real Madrid', 'adv_rma'], ['Arsenal', 'adv_ars']]),
  ] }, ['game']);
}

{ // Premier League 2026-27 champion on three venues.
  const close = z('2027-05-23', '17:00');
  addK('sports', { name: 'epl-2026-27-winner', events: [
    A('KXEPL-27', '2026-27 English Premier League winner?', 'Sports', close, [['ARS', 'Arsenal', 'ars'], ['LIV', 'Liverpool', 'liv'], ['MCI', 'Manchester City', 'mci'], ['CHE', 'Chelsea', 'che']]),
    B('Premier League Winner 2026-27', 'Sports', close, [['arsenal-win-2026-27-premier-league', 'Arsenal', 'ars'], ['liverpool-win-2026-27-premier-league', 'Liverpool', 'liv'],
      ['man-city-win-2026-27-premier-league', 'Man City', 'mci'], ['chelsea-win-2026-27-premier-league', 'Chelsea', 'che']]),
    G('EPL 2026/27 title winner', close, [['Arsenal', 'ars'], ['Liverpool', 'liv'], ['Man City', 'mci']]),
  ] });
}

{ // Roland Garros 2027 MEN's singles on alpha, beta and beta_us (the women's draw is its own case below).
  const close = z('2027-06-06', '18:00');
  addK('sports', { name: 'roland-garros-2027-men', events: [
    A('KXFOMEN-27', '2027 French Open men\'s singles winner?', 'Sports', close, [['JSIN', 'Jannik Sinner', 'sinner'], ['CALC', 'Carlos Alcaraz', 'alcaraz'], ['NDJO', 'Novak Djokovic', 'djokovic'], ['AZVE', 'Alexander Zverev', 'zverev']]),
    B('Roland Garros 2027 Men\'s Winner', 'Sports', close, [['roland-garros-2027-mens-winner-sinner', 'Jannik Sinner', 'sinner'], ['roland-garros-2027-mens-winner-alcaraz', 'Carlos Alcaraz', 'alcaraz'],
      ['roland-garros-2027-mens-winner-djokovic', 'Novak Djokovic', 'djokovic'], ['roland-garros-2027-mens-winner-fonseca', 'João Fonseca', 'fonseca']]),
    U('french-open-2027-mens-winner', 'French Open 2027 Men\'s Champion', 'Sports', close, [['fo-2027-men-sinner', 'Sinner', 'sinner'], ['fo-2027-men-alcaraz', 'Alcaraz', 'alcaraz']]),
  ] });
}

{ // Roland Garros 2027 WOMEN's singles on alpha and gamma.
  const close = z('2027-06-05', '17:00');
  addK('sports', { name: 'roland-garros-2027-women', events: [
    A('KXFOWOMEN-27', '2027 French Open women\'s singles winner?', 'Sports', close, [['ASAB', 'Aryna Sabalenka', 'sabalenka'], ['IGSW', 'Iga Swiatek', 'swiatek'], ['CGAU', 'Coco Gauff', 'gauff']]),
    G('Roland-Garros 2027 — women\'s singles champion', close, [['Sabalenka', 'sabalenka'], ['Świątek', 'swiatek'], ['Gauff', 'gauff'], ['Andreeva', 'andreeva']]),
  ] });
}

{ // The Masters 2027 winner on alpha, beta and gamma; beta_us asks whether Scheffler finishes TOP 5: a different event.
  const close = z('2027-04-11', '23:59');
  addK('sports', { name: 'masters-2027-winner-vs-top5', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXPGAMASTERS-27', '2027 Masters Tournament winner?', 'Sports', close, [['SSCH', 'Scottie Scheffler', 'scheffler'], ['RMCI', 'Rory McIlroy', 'mcilroy'], ['BDEC', 'Bryson DeChambeau', 'dechambeau'], ['JRAH', 'Jon Rahm', 'rahm']]),
    B('The Masters 2027 Winner', 'Sports', close, [['masters-2027-scottie-scheffler', 'Scottie Scheffler', 'scheffler'], ['masters-2027-rory-mcilroy', 'Rory McIlroy', 'mcilroy'],
      ['masters-2027-xander-schauffele', 'Xander Schauffele', 'schauffele'], ['masters-2027-jon-rahm', 'Jon Rahm', 'rahm']]),
    G('Masters 2027 (Augusta) — winner', close, [['S. Scheffler', 'scheffler'], ['R. McIlroy', 'mcilroy'], ['B. DeChambeau', 'dechambeau']]),
    U('masters-2027-scheffler-top-5', 'Scottie Scheffler Top 5 at the Masters?', 'Sports', close, [['masters-2027-scheffler-top-5-finish', 'Yes', 'top5', { rules: 'Ties count as a top-5 finish.' }]]),
  ] }, ['market_type']);
}

{ // PGA Championship (May 2027) on alpha and beta; gamma lists the TOUR Championship (August): a different tournament.
  addK('sports', { name: 'pga-championship-2027-vs-tour-championship', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPGACHAMP-27', '2027 PGA Championship winner?', 'Sports', z('2027-05-16', '23:59'), [['SSCH', 'Scottie Scheffler', 'scheffler'], ['RMCI', 'Rory McIlroy', 'mcilroy'], ['XSCH', 'Xander Schauffele', 'schauffele']]),
    B('PGA Championship 2027 Winner', 'Sports', z('2027-05-16', '23:59'), [['pga-championship-2027-scheffler', 'Scottie Scheffler', 'scheffler'], ['pga-championship-2027-mcilroy', 'Rory McIlroy', 'mcilroy'],
      ['pga-championship-2027-schauffele', 'Xander Schauffele', 'schauffele']]),
    G('2027 TOUR Championship winner', z('2027-08-29', '23:59'), [['Scottie Scheffler', 'tc_scheffler'], ['Rory McIlroy', 'tc_mcilroy']]),
  ] }, ['stage']);
}

{ // Miami GP (May 2, 2027) on alpha, beta and gamma; beta_us lists the SPRINT (May 1): a different race.
  addK('sports', { name: 'f1-miami-2027-gp-vs-sprint', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXF1RACE-27MIA', 'Miami Grand Prix 2027 winner?', 'Sports', z('2027-05-02', '23:00'), [['MVER', 'Max Verstappen', 'ver'], ['LNOR', 'Lando Norris', 'nor'], ['OPIA', 'Oscar Piastri', 'pia'], ['GRUS', 'George Russell', 'rus']]),
    B('F1: Miami Grand Prix Winner', 'Sports', z('2027-05-02', '23:00'), [['f1-miami-gp-2027-verstappen', 'Max Verstappen', 'ver'], ['f1-miami-gp-2027-norris', 'Lando Norris', 'nor'],
      ['f1-miami-gp-2027-piastri', 'Oscar Piastri', 'pia'], ['f1-miami-gp-2027-leclerc', 'Charles Leclerc', 'lec']]),
    G('Formula 1 Miami GP 2027 — race winner', z('2027-05-02', '23:00'), [['VER', 'ver'], ['NOR', 'nor'], ['PIA', 'pia'], ['RUS', 'rus']]),
    U('f1-miami-sprint-2027', 'Miami Sprint Winner', 'Sports', z('2027-05-01', '20:00'), [['f1-miami-sprint-2027-verstappen', 'Verstappen', 's_ver'], ['f1-miami-sprint-2027-norris', 'Norris', 's_nor']]),
  ] }, ['stage']);
}

{ // 2027 F1 drivers' title on alpha and beta; gamma lists the CONSTRUCTORS' title: a different championship.
  const close = z('2027-12-05', '23:59');
  addK('sports', { name: 'f1-2027-drivers-vs-constructors', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXF1-27', '2027 F1 Drivers\' Champion?', 'Sports', close, [['MVER', 'Max Verstappen', 'ver'], ['LNOR', 'Lando Norris', 'nor'], ['OPIA', 'Oscar Piastri', 'pia'], ['GRUS', 'George Russell', 'rus']]),
    B('F1 Drivers\' Champion 2027', 'Sports', close, [['f1-drivers-champion-2027-verstappen', 'Max Verstappen', 'ver'], ['f1-drivers-champion-2027-norris', 'Lando Norris', 'nor'],
      ['f1-drivers-champion-2027-russell', 'George Russell', 'rus']]),
    G('2027 F1 Constructors\' Champion', close, [['McLaren', 'c_mcl'], ['Mercedes', 'c_mer'], ['Red Bull', 'c_rbr'], ['Ferrari', 'c_fer']]),
  ] }, ['stage']);
}

{ // Super Bowl LXII (Feb 2028) on alpha and beta.
  const close = z('2028-02-14', '04:00');
  addK('sports', { name: 'super-bowl-lxii', events: [
    A('KXSB-28', 'Pro Football Champion (Super Bowl LXII)?', 'Sports', close, [['KC', 'Kansas City', 'kc'], ['PHI', 'Philadelphia', 'phi'], ['BUF', 'Buffalo', 'buf'], ['DET', 'Detroit', 'det']]),
    B('Super Bowl Champion 2028', 'Sports', close, [['kansas-city-chiefs-win-super-bowl-2028', 'Kansas City Chiefs', 'kc'], ['philadelphia-eagles-win-super-bowl-2028', 'Philadelphia Eagles', 'phi'],
      ['buffalo-bills-win-super-bowl-2028', 'Buffalo Bills', 'buf'], ['baltimore-ravens-win-super-bowl-2028', 'Baltimore Ravens', 'bal']]),
  ] });
}

{ // Wimbledon 2027 men's on beta only.
  addK('sports', { name: 'wimbledon-2027-men-beta-only', events: [
    B('Wimbledon 2027 Men\'s Winner', 'Sports', z('2027-07-11', '18:00'), [['wimbledon-2027-mens-sinner', 'Jannik Sinner', 'sinner'], ['wimbledon-2027-mens-alcaraz', 'Carlos Alcaraz', 'alcaraz']]),
  ] });
}

// ───────────────────────────── TECH / AI ─────────────────────────────

{ // GPT-6: alpha "before Jul 1, 2027" = beta "by June 30, 2027"; gamma "in 2027" is a later deadline.
  addK('tech', { name: 'gpt6-by-jun30', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGPT6-27JUL01', 'Will OpenAI release GPT-6 before Jul 1, 2027?', 'Science and Technology', z('2027-07-01', '03:59'), [['Y', 'Before Jul 1, 2027', 'h1']],
      { rules: 'Resolves Yes if OpenAI makes a model named GPT-6 generally available to the public before Jul 1, 2027.' }),
    B('GPT-6 released by June 30, 2027?', 'Tech', z('2027-07-01', '03:59'), [['gpt-6-released-by-june-30-2027', '', 'h1']], { rules: 'Resolves "Yes" if OpenAI publicly releases GPT-6 by June 30, 2027, 11:59 PM ET. A research preview available to the general public counts.' }),
    G1('GPT-6 released in 2027?', z('2027-12-31', '23:59'), 'y27'),
  ] }, ['deadline']);
}

{ // Top AI model on Apr 30 (LMArena text leaderboard, 12:00 ET) on alpha and beta; gamma ranks by the Artificial
  // Analysis Intelligence Index: a different statistic.
  const close = z('2027-04-30', '16:00');
  addK('tech', { name: 'best-ai-model-apr30-lmarena-vs-aa', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXLLM1-27APR30', 'Top AI model company on Apr 30, 2027?', 'Science and Technology', close, [['GOOG', 'Google', 'google'], ['OAI', 'OpenAI', 'openai'], ['ANTH', 'Anthropic', 'anthropic'], ['XAI', 'xAI', 'xai']],
      { sources: ['LMArena https://lmarena.ai/leaderboard/text'], rules: 'Resolves to the company whose model ranks first on the LMArena Text leaderboard (style control on) at 12:00 PM ET on Apr 30, 2027.' }),
    B('Which company has the best AI model end of April?', 'Tech', close, [['google-best-ai-model-end-of-april-2027', 'Google', 'google'], ['openai-best-ai-model-end-of-april-2027', 'OpenAI', 'openai'],
      ['anthropic-best-ai-model-end-of-april-2027', 'Anthropic', 'anthropic'], ['deepseek-best-ai-model-end-of-april-2027', 'DeepSeek', 'deepseek']],
      { rules: 'Resolves per the LMArena Text Arena leaderboard with style control, checked April 30, 2027, 12:00 PM ET.' }),
    G('Top AI lab on the Artificial Analysis Intelligence Index — 30 Apr 2027', close, [['Google', 'aa_google'], ['OpenAI', 'aa_openai'], ['Anthropic', 'aa_anthropic']]),
  ] }, ['statistic']);
}

{ // Gemini 4 by June 30 on beta and gamma.
  addK('tech', { name: 'gemini-4-by-jun30', events: [
    B('Gemini 4 released by June 30?', 'Tech', z('2027-07-01', '03:59'), [['gemini-4-released-by-june-30-2027', '', 'yes']], { rules: 'Resolves "Yes" if Google makes a model named Gemini 4 publicly available by June 30, 2027.' }),
    G1('Will Google release Gemini 4 by 30 June 2027?', z('2027-07-01', '03:59'), 'yes'),
  ] });
}

{ // Foldable iPhone: alpha "before Oct 1, 2027" = beta "by September 30, 2027" (announcement, not shipping).
  addK('tech', { name: 'apple-foldable-iphone-by-sep30', events: [
    A('KXAPPLEFOLD-27OCT01', 'Will Apple announce a foldable iPhone before Oct 1, 2027?', 'Science and Technology', z('2027-10-01', '03:59'), [['Y', 'Before Oct 1, 2027', 'yes']]),
    B('Apple announces foldable iPhone by September 30, 2027?', 'Tech', z('2027-10-01', '03:59'), [['apple-foldable-iphone-announced-by-sept-30-2027', '', 'yes']]),
  ] });
}

{ // Grok 5 by April 30 on alpha and beta_us.
  addK('tech', { name: 'grok-5-by-apr30', events: [
    A('KXGROK5-27MAY01', 'Will xAI release Grok 5 before May 1, 2027?', 'Science and Technology', z('2027-05-01', '03:59'), [['Y', 'Before May 1, 2027', 'yes']]),
    U('grok-5-released-by-april-30-2027', 'Grok 5 released by April 30?', 'Tech', z('2027-05-01', '03:59'), [['grok-5-release-by-apr-30-2027', 'Yes', 'yes']]),
  ] });
}

{ // Single-venue: beta Tesla driverless robotaxi in NYC.
  addK('tech', { name: 'tesla-robotaxi-nyc-beta-only', events: [
    B('Tesla launches driverless Robotaxi in New York by June 30?', 'Tech', z('2027-07-01', '03:59'), [['tesla-robotaxi-new-york-by-june-30-2027', '', 'yes']]),
  ] });
}

// ───────────────────────────── CULTURE AND WEATHER ─────────────────────────────

{ // NYC high on Apr 16: alpha settles on Central Park (NWS CLI), beta and beta_us on LaGuardia (Wunderground): different
  // places, different events, even though titles and buckets look the same.
  const close = z('2027-04-17', '14:00');
  const lga = 'Resolves per the highest temperature recorded at LaGuardia Airport (KLGA) on April 16, 2027, as shown on Wunderground, in whole degrees Fahrenheit.';
  addK('weather', { name: 'nyc-high-apr16-central-park-vs-lga', groups: [['alpha'], ['beta', 'beta_us']], events: [
    A('KXHIGHNY-27APR16', 'Highest temperature in NYC on Apr 16, 2027?', 'Climate and Weather', close, [['B62.5', '62° to 63°', 'cp62'], ['B64.5', '64° to 65°', 'cp64'], ['B66.5', '66° to 67°', 'cp66'], ['T67', '68° or above', 'cp68']],
      { sources: [NWS_NYC], rules: 'Resolves on the maximum temperature for Central Park in the NWS Daily Climate Report for Apr 16, 2027.' }),
    B('Highest temperature in NYC on April 16?', 'Weather', close, [['nyc-high-apr-16-2027-62-63f', '62-63°F', 'lga62'], ['nyc-high-apr-16-2027-64-65f', '64-65°F', 'lga64'], ['nyc-high-apr-16-2027-66-67f', '66-67°F', 'lga66'],
      ['nyc-high-apr-16-2027-68f-or-higher', '68°F or higher', 'lga68']], { rules: lga }),
    U('nyc-high-temp-apr-16-2027', 'NYC high temp April 16', 'Weather', close, [['nyc-high-temp-apr-16-2027-64-65', '64-65°F', 'lga64', { rules: lga }], ['nyc-high-temp-apr-16-2027-66-67', '66-67°F', 'lga66', { rules: lga }]]),
  ] }, ['place']);
}

{ // Chicago high on Apr 16: alpha and gamma both settle on Midway (NWS CLI): one event, fungible.
  const close = z('2027-04-17', '14:00');
  addK('weather', { name: 'chicago-high-apr16', events: [
    A('KXHIGHCHI-27APR16', 'Highest temperature in Chicago on Apr 16, 2027?', 'Climate and Weather', close, [['B58.5', '58° to 59°', 'b58'], ['B60.5', '60° to 61°', 'b60'], ['T61', '62° or above', 'ge62']],
      { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=MDW'] }),
    G('Chicago (Midway) high temperature, 16 Apr 2027', close, [['58-59°F', 'b58'], ['60-61°F', 'b60'], ['62°F+', 'ge62']], { rules: 'Per the NWS Daily Climate Report for Chicago Midway (MDW).' }),
  ] });
}

{ // April 2027 hottest April on record: beta on NASA GISTEMP, alpha on NOAA NCEI: one nominal observation from two
  // datasets, so one event, not fungible (rule adopted from holdout10; the two can rank the same month differently).
  const close = z('2027-05-20', '23:59');
  addK('weather', { name: 'hottest-april-2027', fungible: nf('alpha|beta'), events: [
    A('KXGTEMP-27APR', 'Will April 2027 be the hottest April on record?', 'Climate and Weather', close, [['Y', 'Hottest April', 'rec']], { sources: ['NOAA NCEI https://www.ncei.noaa.gov/access/monitoring/monthly-report/global/'] }),
    B('April 2027 hottest on record?', 'Weather', close, [['april-2027-hottest-on-record', '', 'rec', { src: 'https://data.giss.nasa.gov/gistemp/' }]], { rules: 'Resolves per the NASA GISTEMP global land-ocean temperature index for April 2027.' }),
  ] });
}

{ // Eurovision 2027 winner on beta and gamma.
  const close = z('2027-05-16', '00:00');
  addK('culture', { name: 'eurovision-2027', events: [
    B('Eurovision Winner 2027', 'Culture', close, [['eurovision-2027-sweden', 'Sweden', 'swe'], ['eurovision-2027-israel', 'Israel', 'isr'], ['eurovision-2027-ukraine', 'Ukraine', 'ukr'], ['eurovision-2027-france', 'France', 'fra']]),
    G('Eurovision Song Contest 2027 — winning country', close, [['Sweden', 'swe'], ['Ukraine', 'ukr'], ['France', 'fra'], ['Finland', 'fin']]),
  ] });
}

{ // Oscars (March 2027): Best Picture on alpha and beta; gamma lists BEST DIRECTOR with overlapping film names
  // (directors shown with their films): a different category.
  const close = z('2027-03-15', '04:00');
  addK('culture', { name: 'oscars-2027-best-picture-vs-director', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXOSCARPIC-27', 'Oscar for Best Picture 2027?', 'Entertainment', close, [['ODY', 'The Odyssey', 'odyssey'], ['PHM', 'Project Hail Mary', 'phm'], ['DUN3', 'Dune: Part Three', 'dune3'], ['MAR', 'Marty Supreme', 'marty']]),
    B('Oscars 2027: Best Picture Winner', 'Culture', close, [['oscars-2027-best-picture-the-odyssey', 'The Odyssey', 'odyssey'], ['oscars-2027-best-picture-project-hail-mary', 'Project Hail Mary', 'phm'],
      ['oscars-2027-best-picture-dune-part-three', 'Dune: Part Three', 'dune3']]),
    G('99th Academy Awards — Best Director', close, [['Christopher Nolan (The Odyssey)', 'dir_nolan'], ['Denis Villeneuve (Dune: Part Three)', 'dir_villeneuve'], ['Phil Lord & Chris Miller (Project Hail Mary)', 'dir_lordmiller']]),
  ] }, ['question']);
}

{ // Shrek 5 opens Wednesday June 30, 2027: alpha counts the 3-day Fri–Sun weekend (Jul 2–4); beta counts the 5-day
  // Wed–Sun opening. Different counting windows: different events.
  addK('culture', { name: 'shrek5-opening-3day-vs-5day', groups: [['alpha'], ['beta']], events: [
    A('KXSHREK5OW-27', 'Shrek 5 opening weekend box office?', 'Entertainment', z('2027-07-06', '17:00'), [['T100', 'Above $100M', 'd3_100'], ['T150', 'Above $150M', 'd3_150']],
      { sources: ['The Numbers https://www.the-numbers.com/'], rules: 'Resolves on the domestic (US and Canada) 3-day Friday–Sunday opening weekend gross reported by The Numbers.' }),
    B('Shrek 5 opening weekend box office?', 'Culture', z('2027-07-06', '17:00'), [['shrek-5-opening-weekend-over-100m', '>$100M', 'd5_100'], ['shrek-5-opening-weekend-over-150m', '>$150M', 'd5_150']],
      { rules: 'Resolves per the 5-day Wednesday–Sunday domestic opening gross on Box Office Mojo.' }),
  ] }, ['counting']);
}

{ // Single-venue: alpha SF rainfall in April.
  addK('weather', { name: 'sf-rain-april-2027-alpha-only', events: [
    A('KXRAINSFOM-27APR', 'Rain in San Francisco in Apr 2027?', 'Climate and Weather', z('2027-05-01', '14:00'), [['T1', 'Above 1 inch', 'gt1'], ['T2', 'Above 2 inches', 'gt2']],
      { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=MTR&product=CLM&issuedby=SFO'] }),
  ] });
}

// ───────────────────────────── MORE OF THE HIGH-VOLUME BOOK ─────────────────────────────

{ // BTC above at noon ET on May 31 on four venues: alpha's hourly noon strike averages CF BRTI, the others take the
  // Binance noon candle. Same instant: one event; alpha's pairs are not fungible.
  const noon = z('2027-05-31', '16:00');
  const rules = binanceNoon('BTC/USDT', 'May 31, 2027');
  addK('crypto', { name: 'btc-may31-noon-four-venues', fungible: nf('alpha|beta', 'alpha|beta_us', 'alpha|gamma'), events: [
    A('KXBTCD-27MAY3112', 'Bitcoin price on May 31, 2027 at 12pm EDT?', 'Crypto', noon, [['T99999.99', '$100,000 or above', 'gt100'], ['T104999.99', '$105,000 or above', 'gt105'], ['T109999.99', '$110,000 or above', 'gt110']],
      { sources: [CFB_BTC], rules: cfAt('the CF Benchmarks Bitcoin Real-Time Index (BRTI)', '12:00 PM EDT on May 31, 2027') }),
    B('Bitcoin above ___ on May 31?', 'Crypto', noon, [100, 105, 110, 115].map((k) => [`bitcoin-above-${k}k-on-may-31-2027`, th(k * 1000), `gt${k}`] as Row), { rules }),
    U('btc-above-may-31-2027', 'Bitcoin above ___ on May 31?', 'Crypto', noon, [['btc-above-105k-may-31-2027', '$105K', 'gt105', { rules }]]),
    G('BTC above ... on 31 May 2027, 12:00 ET', noon, [['$100K', 'gt100'], ['$110K', 'gt110']], { rules: 'Binance BTC/USDT 1m candle 12:00 ET close, strictly above the option price.' }),
  ] });
}

{ // ETH at year end: alpha settles at 5pm EST on Dec 31, beta at noon ET: different instants.
  addK('crypto', { name: 'eth-dec31-2027-5pm-vs-noon', groups: [['alpha'], ['beta']], events: [
    A('KXETHY-27DEC3117', 'Ethereum price at the end of 2027?', 'Crypto', z('2027-12-31', '22:00'), [['T4999.99', '$5,000 or above', 'a5000'], ['T7499.99', '$7,500 or above', 'a7500']],
      { sources: [CFB_ETH], rules: cfAt('the Ether-Dollar Real-Time Index', '5:00 PM EST on Dec 31, 2027') }),
    B('Ethereum above ___ on December 31, 2027?', 'Crypto', z('2027-12-31', '17:00'), [['ethereum-above-5000-on-december-31-2027', '5,000', 'b5000'], ['ethereum-above-7500-on-december-31-2027', '7,500', 'b7500']],
      { rules: binanceNoon('ETH/USDT', 'December 31, 2027') }),
  ] }, ['instant']);
}

{ // S&P 500 index (alpha) vs the SPY ETF (beta) on Apr 16: different instruments with different levels: different events.
  const close = z('2027-04-16', '20:00');
  addK('markets', { name: 'spx-vs-spy-apr16', groups: [['alpha'], ['beta']], events: [
    A('KXINX-27APR16H1600', 'S&P 500 price range on Apr 16, 2027?', 'Financials', close, [['B6987', '6,975 to 6,999.99', 'r6975'], ['B7012', '7,000 to 7,024.99', 'r7000']], { sources: [SPDJI] }),
    B('SPY above ___ on April 16?', 'Finance', close, [['spy-above-700-on-april-16-2027', '$700', 'spy700'], ['spy-above-710-on-april-16-2027', '$710', 'spy710']],
      { rules: 'Resolves "Yes" if the SPDR S&P 500 ETF Trust (SPY) official closing price on NYSE Arca on April 16, 2027 is above the listed price.' }),
  ] }, ['index']);
}

{ // Microsoft FY27 Q3 earnings beat (late April) on beta and beta_us, same rules: one event.
  const close = z('2027-04-29', '20:00');
  const rules = 'Resolves "Yes" if Microsoft reports diluted EPS above the Zacks consensus estimate for fiscal Q3 2027.';
  addK('markets', { name: 'msft-fy27-q3-beat', events: [
    B('Will Microsoft (MSFT) beat quarterly earnings?', 'Finance', close, [['msft-beat-quarterly-earnings-fy27-q3', '', 'beat']], { rules }),
    U('msft-earnings-beat-apr-2027', 'Microsoft beats earnings?', 'Finance', close, [['msft-beat-earnings-q3-fy27', 'Yes', 'beat', { rules }]]),
  ] });
}

{ // FOMC June 15–16, 2027: alpha and beta list size buckets; gamma only "Cut" vs "No cut". Same meeting = one event;
  // gamma's "Cut" (any size) and "No cut" (hold or hike) are not any single bucket elsewhere, so they get their own t.
  const close = z('2027-06-16', '18:00');
  addK('central_banks', { name: 'fomc-jun-2027', events: [
    A('KXFEDDECISION-27JUN', 'Fed decision in Jun 2027?', 'Economics', close, [['C26', 'Cut >25bps', 'cut50'], ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25']], { sources: [FED] }),
    B('Fed decision in June?', 'Economy', close, [['fed-decreases-interest-rates-by-50-bps-after-june-2027-meeting', '50+ bps decrease', 'cut50'],
      ['fed-decreases-interest-rates-by-25-bps-after-june-2027-meeting', '25 bps decrease', 'cut25'], ['no-change-in-fed-interest-rates-after-june-2027-meeting', 'No change', 'hold']]),
    G('Will the Fed cut rates in June 2027?', close, [['Cut', 'anycut'], ['No cut', 'nocut']]),
  ] }, ['threshold']);
}

{ // April 2027 ISM manufacturing PMI (one decimal): alpha "Above 49.9" = "50.0 or more"; beta "above 50" needs 50.1 or
  // more: different outcomes. Gamma lists the S&P Global US manufacturing PMI: a different statistic.
  const close = z('2027-05-03', '14:00');
  addK('economics', { name: 'ism-mfg-apr-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXISMPMI-27APR', 'ISM Manufacturing PMI in Apr 2027?', 'Economics', close, [['T48.9', 'Above 48.9', 'ge49'], ['T49.9', 'Above 49.9', 'ge50'], ['T50.9', 'Above 50.9', 'ge51']],
      { sources: ['Institute for Supply Management https://www.ismworld.org/supply-management-news-and-reports/reports/ism-report-on-business/'] }),
    B('ISM Manufacturing PMI above 50 in April?', 'Economy', close, [['ism-manufacturing-pmi-above-50-april-2027', '', 'gt50']],
      { rules: 'Resolves "Yes" if the ISM Manufacturing PMI for April 2027, released May 3, 2027, is greater than 50.0.' }),
    G1('US manufacturing PMI (S&P Global, final) above 50 for April 2027?', close, 'spg50'),
  ] }, ['threshold', 'statistic']);
}

{ // Panthers–Lightning first-round series on alpha, beta and gamma; beta_us asks whether the series goes 7 games.
  const close = z('2027-05-03', '03:59');
  addK('sports', { name: 'nhl-fla-tbl-r1-series', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNHLSERIES-27FLATBLR1', 'Florida vs Tampa Bay: first round winner?', 'Sports', close, [['FLA', 'Florida', 'fla'], ['TBL', 'Tampa Bay', 'tbl']]),
    B('Panthers vs. Lightning: Series Winner', 'Sports', close, [['nhl-2027-r1-fla-tbl-panthers', 'Panthers', 'fla'], ['nhl-2027-r1-fla-tbl-lightning', 'Lightning', 'tbl']]),
    G('Panthers vs Lightning (R1) — series winner', close, [['Florida Panthers', 'fla'], ['Tampa Bay Lightning', 'tbl']]),
    U('nhl-fla-tbl-r1-2027-game-7', 'Panthers vs Lightning: series goes to Game 7?', 'Sports', close, [['nhl-fla-tbl-r1-2027-goes-7', 'Yes', 'g7']]),
  ] }, ['market_type']);
}

{ // 2027 NBA Draft Lottery winner (May) on alpha and beta.
  addK('sports', { name: 'nba-draft-lottery-2027', events: [
    A('KXNBALOTTERY-27', 'Who will win the 2027 NBA Draft Lottery?', 'Sports', z('2027-05-12', '03:59'), [['WAS', 'Washington', 'was'], ['UTA', 'Utah', 'uta'], ['BKN', 'Brooklyn', 'bkn'], ['NOP', 'New Orleans', 'nop']]),
    B('2027 NBA Draft Lottery winner', 'Sports', z('2027-05-12', '03:59'), [['nba-lottery-2027-wizards', 'Wizards', 'was'], ['nba-lottery-2027-jazz', 'Jazz', 'uta'], ['nba-lottery-2027-nets', 'Nets', 'bkn']]),
  ] });
}

{ // Indianapolis 500 (May 30, 2027) on alpha and beta.
  addK('sports', { name: 'indy-500-2027', events: [
    A('KXINDY500-27', '2027 Indianapolis 500 winner?', 'Sports', z('2027-05-30', '23:00'), [['APAL', 'Alex Palou', 'palou'], ['JNEW', 'Josef Newgarden', 'newgarden'], ['POWA', 'Pato O\'Ward', 'oward']]),
    B('Indy 500 Winner 2027', 'Sports', z('2027-05-30', '23:00'), [['indy-500-2027-alex-palou', 'Álex Palou', 'palou'], ['indy-500-2027-pato-oward', 'Pato O\'Ward', 'oward'], ['indy-500-2027-scott-mclaughlin', 'Scott McLaughlin', 'mclaughlin']]),
  ] });
}

{ // Kenya presidential election (Aug 2027) on beta and gamma.
  const close = z('2027-08-20', '23:59');
  addK('politics', { name: 'kenya-president-2027', events: [
    B('Kenya Presidential Election Winner 2027', 'Politics', close, [['kenya-2027-william-ruto', 'William Ruto', 'ruto'], ['kenya-2027-kalonzo-musyoka', 'Kalonzo Musyoka', 'kalonzo'], ['kenya-2027-fred-matiangi', 'Fred Matiang\'i', 'matiangi']]),
    G('Kenya 2027 general election — President', close, [['Ruto', 'ruto'], ['Kalonzo', 'kalonzo'], ['Matiang\'i', 'matiangi'], ['Gachagua', 'gachagua']]),
  ] });
}

{ // Single-venue: beta Kentucky Derby.
  addK('sports', { name: 'kentucky-derby-2027-beta-only', events: [
    B('Kentucky Derby 2027: winning jockey', 'Sports', z('2027-05-01', '23:30'), [['kentucky-derby-2027-jockey-irad-ortiz-jr', 'Irad Ortiz Jr.', 'ortiz'], ['kentucky-derby-2027-jockey-flavien-prat', 'Flavien Prat', 'prat']]),
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
