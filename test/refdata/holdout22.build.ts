// Twenty-second independent refdata holdout: writes test/refdata/holdout22-set.json (a random daily slice of what the four
// venues list on one ordinary weekday in spring 2028: Thursday 6 April 2028, with the closes that day's listings carry).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout22.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn, the HoldoutRow/Mx types), lines 1–60 of test/refdata/holdout17.build.ts (its
// header: the labelling rules below are adopted from it verbatim, and the helper usage) and its last 40 lines (how the
// JSON is written out).
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
// Ids: beta event ids 300001+, gamma ids 24001+, alpha tickers dated 2028; all closes after 2026-11-22.
// Times: April 2028 is EDT, so 17:00 ET = 21:00 UTC, 16:00 ET = 20:00 UTC, 12:00 ET = 16:00 UTC, 10:00 ET = 14:00 UTC.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, yn, type Mx, type HoldoutRow as Row } from './evalset.emit.ts';

type Cat = 'politics' | 'geopolitics' | 'economics' | 'markets' | 'crypto' | 'commodities' | 'companies' | 'sports' | 'culture' | 'weather' | 'tech';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round' | 'time';

const { cases, meta, add } = caseList<Cat>({ oneListingPerVenue: true });
const hnKinds: Array<{ name: string; kinds: Hn[] }> = [];
/** Adds a case and records the kinds of its hard negatives (one per kind listed). */
const addCase = (cat: Cat, c: Parameters<typeof add>[1], kinds: Hn[] = []): void => {
  add(cat, c, kinds.length);
  hnKinds.push({ name: c.name, kinds });
};
const { A, B, U, G, G1 } = venueBuilders(300000, 24000);
/** Adds the same extra fields (a source, rules) to every row. */
const w = (ms: Row[], mx: Mx): Row[] => ms.map(([id, label, t, x]) => [id, label, t, { ...mx, ...(x ?? {}) }]);
/** Gamma child rows from holdout rows (gamma has no market slugs). */
const g = (ms: Row[]): Array<[string, string, Mx?]> => ms.map(([, label, t, x]) => (x === undefined ? [label, t] : [label, t, x]));
const fmt = (n: number): string => n.toLocaleString('en-US');

const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const BINANCE = 'Binance https://www.binance.com/en/trade/BTC_USDT';
const SPX = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const NWS = 'National Weather Service https://www.weather.gov/wrh/climate';
const DOL = 'US Department of Labor https://www.dol.gov/ui/data.pdf';
const AAA = 'AAA https://gasprices.aaa.com/';
const AP = 'Associated Press https://apnews.com/hub/election-results';

const D = '2028-04-06';
const ET17 = z(D, '21:00');
const ET16 = z(D, '20:00');
const ET12 = z(D, '16:00');

// ───────────────────────────── CRYPTO: daily and weekly ladders ─────────────────────────────

/** Above-ladder rows for one venue style: alpha `T84999.99`, beta slugs, gamma labels. */
const above = (sym: string, name: string, ks: number[], venue: 'alpha' | 'beta' | 'beta_us' | 'gamma', tag: string, when: string): Row[] =>
  ks.map((k) => {
    const t = `${tag}${k}`;
    if (venue === 'alpha') return [`T${k >= 100 ? (k - 0.01).toFixed(2) : (k - 0.0001).toFixed(4)}`, `${fmt(k)} or above`, t];
    if (venue === 'gamma') return ['', `Above $${fmt(k)}`, t];
    return [`${name.toLowerCase()}-above-${String(k).replace('.', 'pt')}-on-april-6-${when}`, `${fmt(k)}`, t, { q: `Will the price of ${name} be above $${fmt(k)} on April 6 at ${when === '5pm' ? '5PM' : '12PM'} ET?` }];
  }).map((r) => r as Row).map(([id, l, t, x]) => [id, l, t, x ?? { q: `${sym} above ${fmt(Number(t.slice(tag.length)))}?` }]);

const coins: Array<{ sym: string; name: string; akey: string; ks: number[] }> = [
  { sym: 'BTC', name: 'Bitcoin', akey: 'KXBTCD', ks: [82000, 84000, 86000, 88000, 90000] },
  { sym: 'ETH', name: 'Ethereum', akey: 'KXETHD', ks: [2800, 2900, 3000, 3100, 3200] },
  { sym: 'SOL', name: 'Solana', akey: 'KXSOLD', ks: [150, 160, 170, 180] },
  { sym: 'XRP', name: 'XRP', akey: 'KXXRPD', ks: [2.2, 2.4, 2.6, 2.8] },
  { sym: 'DOGE', name: 'Dogecoin', akey: 'KXDOGED', ks: [0.16, 0.18, 0.2, 0.22] },
];
coins.forEach(({ sym, name, akey, ks }, i) => {
  const tag = `${sym.toLowerCase()}5p`;
  const ak = `${akey}-28APR0617`;
  if (i % 2 === 0) {
    // alpha (CF Benchmarks RTI) and gamma (Binance 1m candle close) on 17:00 ET: one event, not fungible on the source;
    // beta's daily is the 12:00 ET Binance candle: a different instant.
    addCase('crypto', { name: `${sym.toLowerCase()}-daily-apr6`, groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
      A(ak, `${name} price on Apr 6, 2028 at 5pm EDT?`, 'Crypto', ET17, above(sym, name, ks, 'alpha', tag, '5pm'), { sources: [CFB] }),
      G(`${sym}/USDT above on Apr 6 17:00 ET`, ET17, g(above(sym, name, ks.slice(1), 'gamma', tag, '5pm')), { rules: `Binance ${sym}/USDT 1-minute candle closing at 17:00 ET on 6 April 2028.` }),
      B(`${name} above ___ on April 6?`, 'Crypto', ET12, w(above(sym, name, ks, 'beta', `${sym.toLowerCase()}12p`, '12pm'), { src: BINANCE }), { rules: `Binance ${sym}/USDT 1m candle for 12:00 ET on April 6, 2028, final "Close" price.` }),
    ] }, ['time']);
  } else {
    // alpha, beta (5PM ET variant, CF Benchmarks), beta_us: one event.
    addCase('crypto', { name: `${sym.toLowerCase()}-daily-apr6`, events: [
      A(ak, `${name} price on Apr 6, 2028 at 5pm EDT?`, 'Crypto', ET17, above(sym, name, ks, 'alpha', tag, '5pm'), { sources: [CFB] }),
      B(`${name} above ___ on April 6, 5PM ET?`, 'Crypto', ET17, w(above(sym, name, ks.slice(0, -1), 'beta', tag, '5pm'), { src: CFB })),
      U(`${name.toLowerCase()}-above-on-april-6-5pm-et`, `${name} above ___ on April 6, 5PM ET?`, 'Crypto', ET17, above(sym, name, ks.slice(1), 'beta_us', tag, '5pm').map(([id, l, t, x]) => [`us-${id}`, l, t, x])),
    ] });
  }
});

{ // BTC weekly "hit" (any time Apr 3–9) on beta vs alpha's weekly high ladder: one event (max reached); gamma lists the Apr 9 close — observation.
  addCase('crypto', { name: 'btc-week-apr3-9', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBTCMAXW-28APR09', 'How high will Bitcoin get this week?', 'Crypto', z('2028-04-10', '03:59'), [['T92000', '$92,000 or above', 'hit92'], ['T95000', '$95,000 or above', 'hit95'], ['T100000', '$100,000 or above', 'hit100']], { sources: [CFB] }),
    B('What price will Bitcoin hit April 3-9?', 'Crypto', z('2028-04-10', '03:59'), [['will-bitcoin-reach-92k-april-3-9', '↑ 92,000', 'hit92'], ['will-bitcoin-reach-95k-april-3-9', '↑ 95,000', 'hit95'], ['will-bitcoin-reach-100k-april-3-9', '↑ 100,000', 'hit100'], ['will-bitcoin-dip-to-80k-april-3-9', '↓ 80,000', 'dip80']]),
    G('Bitcoin weekly close on Apr 9 above', z('2028-04-10', '03:59'), [['Above $92,000', 'close92'], ['Above $95,000', 'close95']]),
  ] }, ['observation']);
}
{ // ETH weekly: reaches $3,500 this week (alpha, gamma) — one event.
  addCase('crypto', { name: 'eth-week-hit-3500', events: [
    A('KXETHMAXW-28APR09', 'How high will Ethereum get this week?', 'Crypto', z('2028-04-10', '03:59'), [['T3500', '$3,500 or above', 'e3500'], ['T3750', '$3,750 or above', 'e3750']]),
    G('Will ETH touch $3,500 between Apr 3 and Apr 9?', z('2028-04-10', '03:59'), [['Touch $3,500', 'e3500']]),
  ] });
}
{ // Bitcoin up or down on April 6 (beta, beta_us) — one event; gamma asks up or down for the 12:00–13:00 ET hour — time.
  addCase('crypto', { name: 'btc-updown-apr6', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Bitcoin Up or Down on April 6?', 'Crypto', ET12, [['bitcoin-up-or-down-on-april-6', 'Yes', 'up', { outcomes: yn('Up', 'Down') }]], { rules: 'Up if the Binance BTC/USDT 1m candle close at 12:00 ET on April 6 is higher than at 12:00 ET on April 5.' }),
    U('bitcoin-up-or-down-april-6-2028', 'Bitcoin Up or Down - April 6', 'Crypto', ET12, [['bitcoin-up-or-down-april-6-2028', 'Yes', 'up', { outcomes: yn('Up', 'Down') }]]),
    G1('Bitcoin Up or Down - April 6, 12PM-1PM ET', z(D, '17:00'), 'uphour'),
  ] }, ['time']);
}
{ // Solana ETF net inflows (single venue).
  addCase('crypto', { name: 'sol-etf-flows-week', events: [B('Solana ETFs net inflows this week (Apr 3-7)?', 'Crypto', z('2028-04-08'), [['solana-etf-net-inflows-apr-3-7', 'Yes', 'in']])] });
}

// ───────────────────────────── EQUITY INDICES, RATES, FX, COMMODITIES ─────────────────────────────

{ // S&P 500 close on Apr 6: alpha ranges + beta binaries on the same edges (the ranges coincide) and gamma.
  const b = [[5900, 5950], [5950, 6000], [6000, 6050], [6050, 6100]] as const;
  addCase('markets', { name: 'spx-close-apr6', events: [
    A('KXINX-28APR06H1600', 'S&P 500 price range on Apr 6, 2028 at 4pm EDT?', 'Financials', ET16, b.map(([lo, hi]) => [`B${lo + 25}`, `${fmt(lo)} to ${fmt(hi - 0.01)}`, `spx${lo}`] as Row), { sources: [SPX] }),
    B('S&P 500 (SPX) close on April 6?', 'Finance', ET16, b.slice(1).map(([lo, hi]) => [`spx-close-${lo}-${hi}-april-6`, `${fmt(lo)}-${fmt(hi)}`, `spx${lo}`] as Row), { rules: 'Official SPX closing value on April 6, 2028.' }),
    G('S&P 500 closing level Apr 6', ET16, b.map(([lo, hi]) => [`${lo}–${hi}`, `spx${lo}`] as [string, string])),
  ] });
}
{ // Nasdaq-100 (alpha) vs Nasdaq Composite (beta) daily close — different indices.
  addCase('markets', { name: 'nasdaq-close-apr6', groups: [['alpha'], ['beta']], events: [
    A('KXNASDAQ100U-28APR06H1600', 'Nasdaq-100 above on Apr 6, 2028 at 4pm EDT?', 'Financials', ET16, [['T21499.99', '21,500 or above', 'ndx21500'], ['T21999.99', '22,000 or above', 'ndx22000']]),
    B('Nasdaq close above ___ on April 6?', 'Finance', ET16, [['nasdaq-composite-above-19500-april-6', '19,500', 'ixic19500'], ['nasdaq-composite-above-20000-april-6', '20,000', 'ixic20000']], { rules: 'Resolves per the Nasdaq Composite (^IXIC) official close.' }),
  ] }, ['asset']);
}
{ // Dow close above on Apr 6 (alpha, beta_us) one event; gamma's "Dow up or down on Apr 6" asks about the change — measure.
  addCase('markets', { name: 'dow-close-apr6', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXDOWU-28APR06H1600', 'Dow Jones above on Apr 6, 2028 at 4pm EDT?', 'Financials', ET16, [['T44999.99', '45,000 or above', 'dji45000'], ['T45499.99', '45,500 or above', 'dji45500']]),
    U('dow-jones-close-above-april-6', 'Dow Jones close above ___ on April 6?', 'Finance', ET16, [['dow-close-above-45000-april-6', '45,000', 'dji45000'], ['dow-close-above-45500-april-6', '45,500', 'dji45500']]),
    G1('Will the Dow close higher on Apr 6 than on Apr 5?', ET16, 'djiup'),
  ] }, ['measure']);
}
{ // S&P 500 weekly close above 6,000 on Apr 7 (Friday): beta and gamma; alpha's Apr 6 daily is elsewhere.
  addCase('markets', { name: 'spx-weekly-close-apr7', events: [
    B('S&P 500 above 6,000 at close on April 7?', 'Finance', z('2028-04-07', '20:00'), [['sp-500-above-6000-april-7', 'Yes', 'w6000']]),
    G1('SPX weekly close ≥ 6,000 (Fri Apr 7)', z('2028-04-07', '20:00'), 'w6000'),
  ] });
}
{ // WTI front-month settle on Apr 6: alpha and beta, one event; gamma is Brent — asset.
  addCase('commodities', { name: 'wti-settle-apr6', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXWTI-28APR06', 'WTI oil settle price on Apr 6, 2028?', 'Commodities', z(D, '18:30'), [['T69.99', '$70 or above', 'wti70'], ['T71.99', '$72 or above', 'wti72'], ['T73.99', '$74 or above', 'wti74']], { sources: ['CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.html'] }),
    B('WTI Crude Oil settle above ___ on April 6?', 'Commodities', z(D, '18:30'), [['wti-above-70-april-6', '$70', 'wti70'], ['wti-above-72-april-6', '$72', 'wti72']]),
    G('Brent crude settle on Apr 6 above', z(D, '19:30'), [['Above $74', 'brent74'], ['Above $76', 'brent76']], { rules: 'ICE Brent front-month settlement, 6 April 2028.' }),
  ] }, ['asset']);
}
{ // Gold on Apr 6: alpha COMEX front settle vs gamma LBMA PM price — one event, different fixing (nf).
  addCase('commodities', { name: 'gold-apr6', fungible: nf('alpha|gamma'), events: [
    A('KXGOLDD-28APR06', 'Gold price on Apr 6, 2028?', 'Commodities', z(D, '17:30'), [['T3199.99', '$3,200 or above', 'au3200'], ['T3249.99', '$3,250 or above', 'au3250'], ['T3299.99', '$3,300 or above', 'au3300']], { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.html'] }),
    G('Gold above on Apr 6 (LBMA PM)', z(D, '19:00'), [['≥ $3,200', 'au3200'], ['≥ $3,300', 'au3300']], { rules: 'LBMA Gold Price PM auction, 6 April 2028.' }),
  ] });
}
{ // Silver daily (beta only).
  addCase('commodities', { name: 'silver-apr6', events: [B('Silver above $38 on April 6?', 'Commodities', z(D, '17:30'), [['silver-above-38-april-6', 'Yes', 'ag38']])] });
}
{ // 10-year yield on Apr 6: alpha (Treasury par yield curve) vs beta (CNBC close) — one event, different sources.
  addCase('markets', { name: 'us10y-apr6', fungible: nf('alpha|beta'), events: [
    A('KXTNOTED-28APR06', '10-year Treasury yield on Apr 6, 2028?', 'Financials', z(D, '22:00'), [['T4.20', 'Above 4.20%', 'y420'], ['T4.30', 'Above 4.30%', 'y430'], ['T4.40', 'Above 4.40%', 'y440']], { sources: ['US Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'] }),
    B('10Y Treasury yield above ___ on April 6?', 'Finance', z(D, '22:00'), [['10y-yield-above-4pt20-april-6', '4.20%', 'y420'], ['10y-yield-above-4pt30-april-6', '4.30%', 'y430']], { rules: 'Resolves per the CNBC US10Y closing yield for April 6, 2028.' }),
  ] });
}
{ // 2-year yield (gamma only).
  addCase('markets', { name: 'us2y-apr6', events: [G1('US 2Y yield closes above 3.80% on Apr 6?', z(D, '22:00'), 'two380')] });
}
{ // EUR/USD: alpha at 10:00 ET vs beta at 12:00 ET — different instants.
  addCase('markets', { name: 'eurusd-apr6', groups: [['alpha'], ['beta']], events: [
    A('KXEURUSD-28APR0610', 'EUR/USD on Apr 6, 2028 at 10am EDT?', 'Financials', z(D, '14:00'), [['T1.1399', '1.1400 or above', 'eu10-1140'], ['T1.1449', '1.1450 or above', 'eu10-1145']]),
    B('EUR/USD above 1.1400 on April 6 at 12PM ET?', 'Finance', ET12, [['eurusd-above-1pt14-april-6-12pm', 'Yes', 'eu12-1140']]),
  ] }, ['time']);
}
{ // USD/JPY 10:00 ET: alpha and gamma, one event.
  addCase('markets', { name: 'usdjpy-apr6', events: [
    A('KXUSDJPY-28APR0610', 'USD/JPY on Apr 6, 2028 at 10am EDT?', 'Financials', z(D, '14:00'), [['T149.99', '150.00 or above', 'jpy150'], ['T151.99', '152.00 or above', 'jpy152']]),
    G('USD/JPY at 10:00 ET on 6 Apr above', z(D, '14:00'), [['150.00', 'jpy150'], ['152.00', 'jpy152'], ['154.00', 'jpy154']]),
  ] });
}

// ───────────────────────────── ECONOMICS ─────────────────────────────

{ // Initial jobless claims (week ending Apr 1, released Apr 6): alpha, beta, beta_us one event; gamma lists continuing claims — measure.
  const ks = [215, 220, 225, 230];
  addCase('economics', { name: 'jobless-claims-apr6', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXJOBLESSCLAIMS-28APR06', 'Initial jobless claims for the week ending Apr 1, 2028?', 'Economics', z(D, '12:30'), ks.map((k) => [`T${k}000`, `Above ${k},000`, `ic${k}`] as Row), { sources: [DOL] }),
    B('Initial jobless claims above ___ (week ending April 1)?', 'Economy', z(D, '12:30'), ks.slice(0, 3).map((k) => [`initial-jobless-claims-above-${k}k-apr-1`, `${k}k`, `ic${k}`] as Row)),
    U('jobless-claims-week-ending-april-1-2028', 'Jobless claims above ___ for week ending April 1?', 'Economics', z(D, '12:30'), ks.slice(1).map((k) => [`jobless-claims-above-${k}k-apr-1-2028`, `${k}k`, `ic${k}`] as Row)),
    G('US continuing jobless claims (week ending Mar 25) above', z(D, '12:30'), [['1.90M', 'cc1900'], ['1.95M', 'cc1950']]),
  ] }, ['measure']);
}
{ // Jobless claims next week (Apr 13 release) — alpha only; a different period.
  addCase('economics', { name: 'jobless-claims-apr13', events: [A('KXJOBLESSCLAIMS-28APR13', 'Initial jobless claims for the week ending Apr 8, 2028?', 'Economics', z('2028-04-13', '12:30'), [['T220000', 'Above 220,000', 'n220'], ['T230000', 'Above 230,000', 'n230']], { sources: [DOL] })] });
}
{ // Freddie Mac PMMS 30-year rate on Apr 6 (alpha, beta) one event; gamma's 15-year — measure.
  addCase('economics', { name: 'mortgage-30y-apr6', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMORTGAGE-28APR06', '30-year fixed mortgage rate on Apr 6, 2028?', 'Economics', z(D, '16:00'), [['T6.20', 'Above 6.20%', 'm620'], ['T6.30', 'Above 6.30%', 'm630'], ['T6.40', 'Above 6.40%', 'm640']], { sources: ['Freddie Mac https://www.freddiemac.com/pmms'] }),
    B('30-year mortgage rate above ___ on April 6? (Freddie Mac)', 'Economy', z(D, '16:00'), [['freddie-mac-30y-above-6pt20-apr-6', '6.20%', 'm620'], ['freddie-mac-30y-above-6pt30-apr-6', '6.30%', 'm630']]),
    G('Freddie Mac 15-year fixed rate on Apr 6 above', z(D, '16:00'), [['5.50%', 'm15-550'], ['5.60%', 'm15-560']]),
  ] }, ['measure']);
}
{ // Mortgage News Daily 30-year (beta_us) — a different statistic from Freddie Mac; single venue.
  addCase('economics', { name: 'mnd-30y-apr6', events: [U('mnd-30-year-rate-april-6', 'Mortgage News Daily 30Y rate above 6.5% on April 6?', 'Economics', z(D, '21:00'), [['mnd-30y-above-6pt5-april-6', 'Yes', 'mnd650']])] });
}
{ // AAA national gas price: weekly (alpha, Apr 10) vs beta month-end (Apr 30) — different dates.
  addCase('economics', { name: 'aaa-gas-apr', groups: [['alpha'], ['beta']], events: [
    A('KXAAAGASW-28APR10', 'US gas prices this week (AAA)?', 'Economics', z('2028-04-10', '14:00'), [['T3.25', 'Above $3.25', 'gw325'], ['T3.35', 'Above $3.35', 'gw335']], { sources: [AAA] }),
    B('US gas price above $3.35 on April 30?', 'Economy', z('2028-04-30', '14:00'), [['us-gas-above-3pt35-april-30', 'Yes', 'gm335']]),
  ] }, ['date']);
}
{ // AAA gas at month end: alpha monthly and gamma — one event.
  addCase('economics', { name: 'aaa-gas-apr30', events: [
    A('KXAAAGASM-28APR30', 'US gas prices at the end of April 2028 (AAA)?', 'Economics', z('2028-04-30', '14:00'), [['T3.30', 'Above $3.30', 'ga330'], ['T3.40', 'Above $3.40', 'ga340']], { sources: [AAA] }),
    G('AAA US regular gas average on Apr 30 above', z('2028-04-30', '14:00'), [['$3.30', 'ga330'], ['$3.40', 'ga340'], ['$3.50', 'ga350']]),
  ] });
}
{ // March CPI (released Apr 12): alpha headline YoY vs beta core YoY — measure.
  addCase('economics', { name: 'cpi-mar-2028', groups: [['alpha'], ['beta']], events: [
    A('KXCPIYOY-28MAR', 'CPI year-over-year in Mar 2028?', 'Economics', z('2028-04-12', '12:30'), [['T2.8', 'Above 2.8%', 'h28'], ['T3.0', 'Above 3.0%', 'h30']]),
    B('March core CPI YoY above ___?', 'Economy', z('2028-04-12', '12:30'), [['march-core-cpi-yoy-above-2pt9', '2.9%', 'c29'], ['march-core-cpi-yoy-above-3pt1', '3.1%', 'c31']]),
  ] }, ['measure']);
}
{ // March CPI MoM: beta and gamma, one event ("0.3% or higher" vs "above 0.2%" for a one-decimal statistic).
  addCase('economics', { name: 'cpi-mom-mar-2028', events: [
    B('March CPI MoM?', 'Economy', z('2028-04-12', '12:30'), [['march-cpi-mom-0pt3-or-higher', '0.3% or higher', 'mom03'], ['march-cpi-mom-0pt2', '0.2%', 'mom02'], ['march-cpi-mom-0pt1-or-lower', '0.1% or lower', 'mom01']]),
    G('US CPI MoM (Mar 2028)', z('2028-04-12', '12:30'), [['Above 0.2%', 'mom03'], ['Exactly 0.2%', 'mom02'], ['Below 0.2%', 'mom01']]),
  ] });
}

// ───────────────────────────── COMPANIES: earnings ─────────────────────────────

{ // JPMorgan Q1 call mentions (Apr 14): alpha mention market and beta — one event; beta missing a word.
  addCase('companies', { name: 'jpm-q1-mentions', events: [
    A('KXEARNINGSMENTIONJPM-28APR14', 'What will JPMorgan say during its Q1 2028 earnings call?', 'Companies', z('2028-04-14', '16:00'), [['RECE', 'Recession', 'rec'], ['TARI', 'Tariff', 'tar'], ['STAB', 'Stablecoin', 'stab'], ['AI', 'AI / Artificial Intelligence', 'ai']]),
    B('What will JPMorgan say on its Q1 earnings call?', 'Earnings', z('2028-04-14', '16:00'), [['jpm-q1-call-recession', 'Recession', 'rec'], ['jpm-q1-call-tariff', 'Tariff', 'tar'], ['jpm-q1-call-stablecoin', 'Stablecoin', 'stab']]),
  ] });
}
{ // JPMorgan beats EPS (beta, gamma) one event; alpha's revenue above $45B — measure.
  addCase('companies', { name: 'jpm-q1-eps', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('JPMorgan beats Q1 EPS estimate?', 'Earnings', z('2028-04-14', '16:00'), [['jpmorgan-beats-q1-2028-eps', 'Yes', 'beat']], { rules: 'YES if reported adjusted EPS exceeds the FactSet consensus.' }),
    G1('JPM Q1 2028 EPS beat consensus?', z('2028-04-14', '16:00'), 'beat'),
    A('KXJPMREV-28APR14', 'JPMorgan Q1 2028 revenue?', 'Companies', z('2028-04-14', '16:00'), [['T45', 'Above $45B', 'rev45'], ['T47', 'Above $47B', 'rev47']]),
  ] }, ['measure']);
}
{ // Netflix Q1 (Apr 18): beta EPS beat vs gamma revenue above $12.5B — measure.
  addCase('companies', { name: 'nflx-q1', groups: [['beta'], ['gamma']], events: [
    B('Netflix beats Q1 EPS estimate?', 'Earnings', z('2028-04-18', '22:00'), [['netflix-beats-q1-2028-eps', 'Yes', 'nbeat']]),
    G1('Netflix Q1 2028 revenue above $12.5B?', z('2028-04-18', '22:00'), 'nrev125'),
  ] }, ['measure']);
}
{ // Tesla Q1 call mentions (Apr 19): alpha, beta and gamma (categorical), one event.
  addCase('companies', { name: 'tsla-q1-mentions', events: [
    A('KXEARNINGSMENTIONTSLA-28APR19', 'What will Tesla say during its Q1 2028 earnings call?', 'Companies', z('2028-04-19', '23:00'), [['OPTI', 'Optimus', 'opt'], ['ROBO', 'Robotaxi', 'robo'], ['CYBE', 'Cybercab', 'cab'], ['TARI', 'Tariff', 'tar']]),
    B('What will Tesla say on its Q1 earnings call?', 'Earnings', z('2028-04-19', '23:00'), [['tesla-q1-call-optimus', 'Optimus', 'opt'], ['tesla-q1-call-robotaxi', 'Robotaxi', 'robo'], ['tesla-q1-call-cybercab', 'Cybercab', 'cab']]),
    G('Tesla Q1 earnings call mentions', z('2028-04-19', '23:00'), [['"Optimus"', 'opt'], ['"Tariff"', 'tar']]),
  ] });
}
{ // Will Elon Musk say "Grok" on the call (beta) vs Musk saying "Grok" in a post on X (alpha) — category/observation.
  addCase('companies', { name: 'musk-grok-mention', groups: [['beta'], ['alpha']], events: [
    B('Will Elon say "Grok" on the Tesla Q1 call?', 'Earnings', z('2028-04-19', '23:00'), [['elon-grok-tesla-q1-call', 'Yes', 'call']]),
    A('KXMUSKMENTION-28APR19', 'Will Elon Musk post "Grok" on X on Apr 19, 2028?', 'Mentions', z('2028-04-20', '03:59'), [['GROK', 'Grok', 'post']]),
  ] }, ['observation']);
}
{ // Delta Q1 (reports Apr 9 pre-market): alpha adjusted EPS above $0.60 vs beta beat consensus — threshold vs consensus, different questions.
  addCase('companies', { name: 'dal-q1', groups: [['alpha'], ['beta']], events: [
    A('KXDALEPS-28APR09', 'Delta Air Lines Q1 2028 adjusted EPS?', 'Companies', z('2028-04-09', '12:00'), [['T0.60', 'Above $0.60', 'd60'], ['T0.75', 'Above $0.75', 'd75']]),
    B('Delta beats Q1 earnings?', 'Earnings', z('2028-04-09', '12:00'), [['delta-beats-q1-2028-earnings', 'Yes', 'dbeat']]),
  ] }, ['threshold']);
}
{ // Constellation Brands (reports Apr 6) beats revenue: alpha and beta_us, one event.
  addCase('companies', { name: 'stz-q4-rev', events: [
    A('KXSTZREV-28APR06', 'Constellation Brands beats revenue estimates?', 'Companies', z(D, '20:00'), [['BEAT', 'Beat', 'sbeat']]),
    U('constellation-brands-beat-revenue-apr-6', 'Will Constellation Brands beat revenue estimates?', 'Earnings', z(D, '20:00'), [['constellation-beat-revenue-q4-fy28', 'Yes', 'sbeat']]),
  ] });
}
{ // Tesla stock close above $300 on Apr 6 (gamma only).
  addCase('companies', { name: 'tsla-close-apr6', events: [G1('TSLA closes above $300 on Apr 6?', ET16, 'tsla300')] });
}
{ // NVIDIA largest company end of April (beta, gamma) one event.
  addCase('companies', { name: 'largest-company-apr30', events: [
    B('Largest company end of April?', 'Finance', z('2028-04-30'), [['largest-company-april-nvidia', 'NVIDIA', 'nvda'], ['largest-company-april-microsoft', 'Microsoft', 'msft'], ['largest-company-april-apple', 'Apple', 'aapl'], ['largest-company-april-alphabet', 'Alphabet', 'goog']]),
    G('World\'s largest company by market cap on Apr 30, 2028', z('2028-04-30'), [['Nvidia', 'nvda'], ['Microsoft', 'msft'], ['Apple', 'aapl']]),
  ] });
}

// ───────────────────────────── WEATHER: daily highs ─────────────────────────────

/** Two-degree buckets from `lo`: alpha `B58.5` style, beta "58-59°F", gamma "58–59°F". */
const temps = (lo: number, n: number, tag: string, venue: 'alpha' | 'beta' | 'gamma', slugBase = ''): Row[] => {
  const out: Row[] = [];
  out.push(venue === 'alpha' ? [`T${lo}`, `${lo - 1}° or below`, `${tag}le${lo - 1}`] : [`${slugBase}-${lo - 1}-or-below`, `${lo - 1}°F or below`, `${tag}le${lo - 1}`]);
  for (let i = 0; i < n; i++) {
    const a = lo + 2 * i;
    out.push(venue === 'alpha' ? [`B${a + 0.5}`, `${a}° to ${a + 1}°`, `${tag}${a}`] : [`${slugBase}-${a}-${a + 1}f`, `${a}-${a + 1}°F`, `${tag}${a}`]);
  }
  const top = lo + 2 * n;
  out.push(venue === 'alpha' ? [`T${top - 1}`, `${top}° or above`, `${tag}ge${top}`] : [`${slugBase}-${top}-or-higher`, `${top}°F or higher`, `${tag}ge${top}`]);
  return out;
};
const wx = (city: string, code: string, lo: number, station: string): { a: ReturnType<typeof A>; b: ReturnType<typeof B>; gm: ReturnType<typeof G> } => {
  const tag = code.toLowerCase();
  return {
    a: A(`KXHIGH${code}-28APR06`, `Highest temperature in ${city} on Apr 6, 2028?`, 'Climate and Weather', z('2028-04-07', '04:59'), temps(lo, 4, tag, 'alpha'), { sources: [NWS] }),
    b: B(`Highest temperature in ${city} on April 6?`, 'Weather', z('2028-04-07', '04:59'), temps(lo, 4, tag, 'beta', `highest-temperature-in-${city.toLowerCase().replace(/[^a-z]+/g, '-')}-on-april-6`), { rules: `Resolves per the Weather Underground history for ${station}.` }),
    gm: G(`${city} daily high on 6 Apr 2028`, z('2028-04-07', '04:59'), g(temps(lo, 4, tag, 'gamma'))),
  };
};
{ const { a, b, gm } = wx('NYC', 'NY', 58, 'Central Park (KNYC)'); addCase('weather', { name: 'nyc-high-apr6', events: [a, b, gm] }); }
{ // Chicago: alpha reads Midway (KMDW), beta O'Hare (KORD) — one event, different station (nf).
  const { a, b } = wx('Chicago', 'CHI', 50, "O'Hare (KORD)"); addCase('weather', { name: 'chi-high-apr6', fungible: nf('alpha|beta'), events: [a, b] });
}
{ const { a, gm } = wx('Miami', 'MIA', 82, 'Miami Intl (KMIA)'); addCase('weather', { name: 'mia-high-apr6', events: [a, gm] }); }
{ const { a, b } = wx('Austin', 'AUS', 78, 'Austin-Bergstrom (KAUS)'); addCase('weather', { name: 'aus-high-apr6', events: [a, b] }); }
{ // Denver: alpha's high vs beta's low — measure.
  addCase('weather', { name: 'den-apr6', groups: [['alpha'], ['beta']], events: [
    A('KXHIGHDEN-28APR06', 'Highest temperature in Denver on Apr 6, 2028?', 'Climate and Weather', z('2028-04-07', '05:59'), temps(60, 3, 'denhi', 'alpha')),
    B('Lowest temperature in Denver on April 6?', 'Weather', z('2028-04-07', '05:59'), temps(34, 3, 'denlo', 'beta', 'lowest-temperature-in-denver-on-april-6')),
  ] }, ['measure']);
}
{ // Portland, OR (alpha) vs Portland, ME (gamma) — place.
  addCase('weather', { name: 'portland-apr6', groups: [['alpha'], ['gamma']], events: [
    A('KXHIGHPDX-28APR06', 'Highest temperature in Portland, OR on Apr 6, 2028?', 'Climate and Weather', z('2028-04-07', '06:59'), temps(56, 3, 'pdx', 'alpha')),
    G('Portland (Maine) high temperature on Apr 6', z('2028-04-07', '03:59'), g(temps(46, 3, 'pwm', 'gamma'))),
  ] }, ['place']);
}
{ // Los Angeles on Apr 6 (beta) vs Apr 7 (alpha) — date.
  addCase('weather', { name: 'lax-high', groups: [['beta'], ['alpha']], events: [
    B('Highest temperature in Los Angeles on April 6?', 'Weather', z('2028-04-07', '06:59'), temps(68, 3, 'la6', 'beta', 'highest-temperature-in-los-angeles-on-april-6')),
    A('KXHIGHLAX-28APR07', 'Highest temperature in Los Angeles on Apr 7, 2028?', 'Climate and Weather', z('2028-04-08', '06:59'), temps(68, 3, 'la7', 'alpha')),
  ] }, ['date']);
}
{ // Philadelphia high (alpha only).
  addCase('weather', { name: 'phl-high-apr6', events: [A('KXHIGHPHIL-28APR06', 'Highest temperature in Philadelphia on Apr 6, 2028?', 'Climate and Weather', z('2028-04-07', '04:59'), temps(60, 3, 'phl', 'alpha'))] });
}
{ // NYC April rain total (beta, alpha) — monthly precipitation, one event.
  addCase('weather', { name: 'nyc-rain-april', events: [
    A('KXRAINNYCM-28APR', 'Rain in NYC in April 2028?', 'Climate and Weather', z('2028-05-01', '03:59'), [['T3', 'Above 3 inches', 'r3'], ['T4', 'Above 4 inches', 'r4'], ['T5', 'Above 5 inches', 'r5']]),
    B('NYC April precipitation above ___?', 'Weather', z('2028-05-01', '03:59'), [['nyc-april-precip-above-3in', '3"', 'r3'], ['nyc-april-precip-above-4in', '4"', 'r4']]),
  ] });
}

// ───────────────────────────── SPORTS ─────────────────────────────

/** One game on alpha / beta / beta_us / gamma. Team codes in alpha style. */
/** A team's nickname as beta writes it ("Red Sox", "Maple Leafs", "Thunder"). */
const nick = (full: string): string => { const p = full.split(' '); return ['Sox', 'Leafs', 'Knights', 'Jays'].includes(p.at(-1)!) ? p.slice(-2).join(' ') : p.at(-1)!; };
const game = (lg: 'NBA' | 'NHL' | 'MLB', date: string, code: string, away: [string, string], home: [string, string], tag: string, venues: Array<'alpha' | 'beta' | 'beta_us' | 'gamma'>, close: string) => {
  const dd = date.slice(8, 10);
  const mon = 'APR';
  const at = `${lg === 'MLB' ? 'KXMLBGAME' : lg === 'NBA' ? 'KXNBAGAME' : 'KXNHLGAME'}-28${mon}${dd}${code}`;
  const sl = `${lg.toLowerCase()}-${away[0].toLowerCase()}-${home[0].toLowerCase()}-${date}`;
  const out = [];
  for (const v of venues) {
    if (v === 'alpha') out.push(A(at, `${away[1]} at ${home[1]}`, 'Sports', close, [[away[0], away[1], `${tag}-${away[0]}`], [home[0], home[1], `${tag}-${home[0]}`]]));
    if (v === 'beta') out.push(B(`${nick(away[1])} vs. ${nick(home[1])}`, 'Sports', close, [[sl, 'Yes', `${tag}-${away[0]}`, { outcomes: yn(nick(away[1]), nick(home[1])) }]]));
    if (v === 'beta_us') out.push(U(sl, `${away[1]} vs. ${home[1]}`, 'Sports', close, [[`aec-${sl}`, 'Yes', `${tag}-${away[0]}`, { outcomes: yn(nick(away[1]), nick(home[1])) }]]));
    if (v === 'gamma') out.push(G(`${lg}: ${away[1]} @ ${home[1]} (${date})`, close, [[away[1], `${tag}-${away[0]}`], [home[1], `${tag}-${home[0]}`]]));
  }
  return out;
};
{ addCase('sports', { name: 'mlb-nyy-bos-apr6', events: game('MLB', D, 'NYYBOS', ['NYY', 'New York Yankees'], ['BOS', 'Boston Red Sox'], 'nyybos6', ['alpha', 'beta', 'beta_us', 'gamma'], z(D, '23:10')) }); }
{ addCase('sports', { name: 'mlb-lad-sf-apr6', events: game('MLB', D, 'LADSF', ['LAD', 'Los Angeles Dodgers'], ['SF', 'San Francisco Giants'], 'ladsf6', ['alpha', 'beta'], z('2028-04-07', '01:45')) }); }
{ addCase('sports', { name: 'mlb-chc-mil-apr6', events: game('MLB', D, 'CHCMIL', ['CHC', 'Chicago Cubs'], ['MIL', 'Milwaukee Brewers'], 'chcmil6', ['beta', 'gamma'], z(D, '23:40')) }); }
{ // Mets at Phillies: Apr 6 (alpha, beta) vs Apr 7 (gamma) — same teams, different date.
  const g6 = game('MLB', D, 'NYMPHI', ['NYM', 'New York Mets'], ['PHI', 'Philadelphia Phillies'], 'nymphi6', ['alpha', 'beta'], z(D, '22:45'));
  const g7 = game('MLB', '2028-04-07', 'NYMPHI', ['NYM', 'New York Mets'], ['PHI', 'Philadelphia Phillies'], 'nymphi7', ['gamma'], z('2028-04-07', '22:45'));
  addCase('sports', { name: 'mlb-nym-phi', groups: [['alpha', 'beta'], ['gamma']], events: [...g6, ...g7] }, ['date']);
}
{ // Astros at Mariners: Apr 6 on alpha vs Apr 8 on beta_us — same teams, different date.
  const a = game('MLB', D, 'HOUSEA', ['HOU', 'Houston Astros'], ['SEA', 'Seattle Mariners'], 'housea6', ['alpha'], z('2028-04-07', '04:10'));
  const u = game('MLB', '2028-04-08', 'HOUSEA', ['HOU', 'Houston Astros'], ['SEA', 'Seattle Mariners'], 'housea8', ['beta_us'], z('2028-04-09', '02:40'));
  addCase('sports', { name: 'mlb-hou-sea', groups: [['alpha'], ['beta_us']], events: [...a, ...u] }, ['date']);
}
{ // Braves total runs over 8.5 (alpha) vs Braves moneyline (beta): different measures of one game.
  addCase('sports', { name: 'mlb-atl-mia-apr6', groups: [['beta'], ['alpha']], events: [
    ...game('MLB', D, 'ATLMIA', ['ATL', 'Atlanta Braves'], ['MIA', 'Miami Marlins'], 'atlmia6', ['beta'], z(D, '22:40')),
    A('KXMLBTOTAL-28APR06ATLMIA', 'Braves at Marlins: total runs?', 'Sports', z(D, '22:40'), [['8', 'Over 8.5 runs', 'atlmia-o85']]),
  ] }, ['measure']);
}
{ addCase('sports', { name: 'nba-bos-nyk-apr6', events: game('NBA', D, 'BOSNYK', ['BOS', 'Boston Celtics'], ['NYK', 'New York Knicks'], 'bosnyk6', ['alpha', 'beta', 'gamma'], z('2028-04-07', '02:30')) }); }
{ addCase('sports', { name: 'nba-den-okc-apr6', events: game('NBA', D, 'DENOKC', ['DEN', 'Denver Nuggets'], ['OKC', 'Oklahoma City Thunder'], 'denokc6', ['alpha', 'beta_us'], z('2028-04-07', '03:00')) }); }
{ // Lakers–Warriors Apr 6 (beta) vs Apr 8 (alpha) — date.
  addCase('sports', { name: 'nba-lal-gsw', groups: [['beta'], ['alpha']], events: [
    ...game('NBA', D, 'LALGSW', ['LAL', 'Los Angeles Lakers'], ['GSW', 'Golden State Warriors'], 'lalgsw6', ['beta'], z('2028-04-07', '05:00')),
    ...game('NBA', '2028-04-08', 'LALGSW', ['LAL', 'Los Angeles Lakers'], ['GSW', 'Golden State Warriors'], 'lalgsw8', ['alpha'], z('2028-04-09', '03:30')),
  ] }, ['date']);
}
{ // NBA Eastern Conference champion (alpha, beta, gamma) — one event; beta_us lists the Finals champion — round.
  addCase('sports', { name: 'nba-east-2028', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNBAEAST-28', 'Eastern Conference Champion 2028?', 'Sports', z('2028-06-01'), [['BOS', 'Boston Celtics', 'ec-bos'], ['NYK', 'New York Knicks', 'ec-nyk'], ['CLE', 'Cleveland Cavaliers', 'ec-cle'], ['ORL', 'Orlando Magic', 'ec-orl']]),
    B('NBA Eastern Conference Champion 2028', 'Sports', z('2028-06-01'), [['nba-ec-2028-celtics', 'Celtics', 'ec-bos'], ['nba-ec-2028-knicks', 'Knicks', 'ec-nyk'], ['nba-ec-2028-cavaliers', 'Cavaliers', 'ec-cle']]),
    G('2028 NBA East winner', z('2028-06-01'), [['Boston Celtics', 'ec-bos'], ['New York Knicks', 'ec-nyk'], ['Cleveland Cavaliers', 'ec-cle'], ['Orlando Magic', 'ec-orl']]),
    U('nba-champion-2028', '2028 NBA Champion', 'Sports', z('2028-06-25'), [['nba-2028-champion-celtics', 'Celtics', 'ch-bos'], ['nba-2028-champion-thunder', 'Thunder', 'ch-okc'], ['nba-2028-champion-knicks', 'Knicks', 'ch-nyk']]),
  ] }, ['round']);
}
{ // NBA first-round series, Celtics (alpha, beta) one event.
  addCase('sports', { name: 'nba-celtics-r1', events: [
    A('KXNBASERIES-28R1BOS', 'Will the Celtics win their first-round series?', 'Sports', z('2028-05-03'), [['BOS', 'Boston Celtics', 'r1bos']]),
    B('Celtics advance past first round of 2028 NBA Playoffs?', 'Sports', z('2028-05-03'), [['celtics-advance-first-round-2028', 'Yes', 'r1bos']]),
  ] });
}
{ // Knicks to reach the conference finals (beta) vs Knicks win first round (gamma) — round.
  addCase('sports', { name: 'nba-knicks-rounds', groups: [['beta'], ['gamma']], events: [
    B('Knicks reach Eastern Conference Finals?', 'Sports', z('2028-05-20'), [['knicks-reach-ecf-2028', 'Yes', 'nykecf']]),
    G1('Knicks win 2028 first-round playoff series?', z('2028-05-03'), 'nykr1'),
  ] }, ['round']);
}
{ // NBA MVP 2027-28 (alpha, beta, beta_us).
  addCase('sports', { name: 'nba-mvp-2028', events: [
    A('KXNBAMVP-28', 'NBA MVP 2027-28?', 'Sports', z('2028-05-25'), [['SGA', 'Shai Gilgeous-Alexander', 'sga'], ['JOKI', 'Nikola Jokić', 'jokic'], ['WEMB', 'Victor Wembanyama', 'wemby'], ['DONC', 'Luka Dončić', 'luka']]),
    B('NBA MVP 2027-28', 'Sports', z('2028-05-25'), [['nba-mvp-2028-sga', 'Shai Gilgeous-Alexander', 'sga'], ['nba-mvp-2028-jokic', 'Nikola Jokic', 'jokic'], ['nba-mvp-2028-wembanyama', 'Victor Wembanyama', 'wemby']]),
    U('nba-mvp-2027-28', 'NBA MVP 2027-28', 'Sports', z('2028-05-25'), [['nba-mvp-2027-28-jokic', 'Nikola Jokic', 'jokic'], ['nba-mvp-2027-28-sga', 'Shai Gilgeous-Alexander', 'sga']]),
  ] });
}
{ // Wembanyama Defensive Player of the Year (beta only) — a different award.
  addCase('sports', { name: 'nba-dpoy-2028', events: [B('NBA Defensive Player of the Year 2027-28', 'Sports', z('2028-05-10'), [['nba-dpoy-2028-wembanyama', 'Victor Wembanyama', 'dwemby'], ['nba-dpoy-2028-mobley', 'Evan Mobley', 'dmobley']])] });
}
{ addCase('sports', { name: 'nhl-tor-mtl-apr6', events: game('NHL', D, 'TORMTL', ['TOR', 'Toronto Maple Leafs'], ['MTL', 'Montreal Canadiens'], 'tormtl6', ['alpha', 'beta', 'gamma'], z(D, '23:00')) }); }
{ addCase('sports', { name: 'nhl-edm-vgk-apr6', events: game('NHL', D, 'EDMVGK', ['EDM', 'Edmonton Oilers'], ['VGK', 'Vegas Golden Knights'], 'edmvgk6', ['beta', 'beta_us'], z('2028-04-07', '02:00')) }); }
{ // Rangers–Devils Apr 6 (alpha) vs Apr 9 (beta) — date.
  addCase('sports', { name: 'nhl-nyr-njd', groups: [['alpha'], ['beta']], events: [
    ...game('NHL', D, 'NYRNJ', ['NYR', 'New York Rangers'], ['NJ', 'New Jersey Devils'], 'nyrnj6', ['alpha'], z(D, '23:00')),
    ...game('NHL', '2028-04-09', 'NYRNJ', ['NYR', 'New York Rangers'], ['NJ', 'New Jersey Devils'], 'nyrnj9', ['beta'], z('2028-04-09', '17:00')),
  ] }, ['date']);
}
{ // Stanley Cup 2028 (alpha, beta, gamma).
  addCase('sports', { name: 'stanley-cup-2028', events: [
    A('KXNHL-28', 'Stanley Cup Champion 2028?', 'Sports', z('2028-06-20'), [['FLA', 'Florida Panthers', 'sc-fla'], ['EDM', 'Edmonton Oilers', 'sc-edm'], ['COL', 'Colorado Avalanche', 'sc-col'], ['CAR', 'Carolina Hurricanes', 'sc-car']]),
    B('2028 Stanley Cup Champion', 'Sports', z('2028-06-20'), [['stanley-cup-2028-panthers', 'Panthers', 'sc-fla'], ['stanley-cup-2028-oilers', 'Oilers', 'sc-edm'], ['stanley-cup-2028-avalanche', 'Avalanche', 'sc-col'], ['stanley-cup-2028-stars', 'Stars', 'sc-dal']]),
    G('NHL 2028 Stanley Cup winner', z('2028-06-20'), [['Florida Panthers', 'sc-fla'], ['Colorado Avalanche', 'sc-col'], ['Carolina Hurricanes', 'sc-car']]),
  ] });
}
{ // Will the Bruins make the 2028 playoffs (alpha) vs Bruins win the Atlantic Division (beta) — measure.
  addCase('sports', { name: 'nhl-bruins', groups: [['alpha'], ['beta']], events: [
    A('KXNHLPLAYOFF-28BOS', 'Will the Bruins make the 2028 NHL playoffs?', 'Sports', z('2028-04-17'), [['BOS', 'Boston Bruins', 'bosplay']]),
    B('Bruins win the Atlantic Division?', 'Sports', z('2028-04-17'), [['bruins-win-atlantic-2028', 'Yes', 'bosdiv']]),
  ] }, ['measure']);
}
{ // UCL semi-final first legs (Apr 25/26): Real Madrid v Arsenal, alpha/beta/gamma with a draw outcome; beta 3-way.
  addCase('sports', { name: 'ucl-sf1-rma-ars', events: [
    A('KXUCLGAME-28APR25RMAARS', 'Real Madrid vs Arsenal (UCL semi-final, leg 1)', 'Sports', z('2028-04-25', '21:00'), [['RMA', 'Real Madrid', 'rma'], ['TIE', 'Tie', 'draw'], ['ARS', 'Arsenal', 'ars']]),
    B('Real Madrid vs. Arsenal', 'Sports', z('2028-04-25', '21:00'), [['ucl-rma-ars-2028-04-25-rma', 'Real Madrid', 'rma'], ['ucl-rma-ars-2028-04-25-draw', 'Draw (Real Madrid vs. Arsenal)', 'draw'], ['ucl-rma-ars-2028-04-25-ars', 'Arsenal', 'ars']]),
    G('UCL SF Leg 1: Real Madrid v Arsenal (25 Apr)', z('2028-04-25', '21:00'), [['Real Madrid', 'rma'], ['Draw', 'draw'], ['Arsenal', 'ars']]),
  ] });
}
{ // Bayern v PSG: leg 1 on Apr 26 (beta) vs leg 2 on May 3 (alpha) — same teams, different dates; gamma's "to advance" — a tie, not a match.
  addCase('sports', { name: 'ucl-sf2-bay-psg', groups: [['beta'], ['alpha'], ['gamma']], events: [
    B('Bayern Munich vs. PSG', 'Sports', z('2028-04-26', '21:00'), [['ucl-bay-psg-2028-04-26-bay', 'Bayern Munich', 'l1bay'], ['ucl-bay-psg-2028-04-26-draw', 'Draw (Bayern Munich vs. PSG)', 'l1draw'], ['ucl-bay-psg-2028-04-26-psg', 'Paris Saint-Germain', 'l1psg']]),
    A('KXUCLGAME-28MAY03PSGBAY', 'PSG vs Bayern Munich (UCL semi-final, leg 2)', 'Sports', z('2028-05-03', '21:00'), [['PSG', 'Paris Saint-Germain', 'l2psg'], ['TIE', 'Tie', 'l2draw'], ['BAY', 'Bayern Munich', 'l2bay']]),
    G('Bayern v PSG: who advances to the UCL final?', z('2028-05-03', '22:00'), [['Bayern Munich', 'advbay'], ['Paris Saint-Germain', 'advpsg']]),
  ] }, ['date', 'measure']);
}
{ // Champions League winner 2028 (alpha, beta_us) — one event.
  addCase('sports', { name: 'ucl-winner-2028', events: [
    A('KXUCL-28', 'Champions League winner 2027-28?', 'Sports', z('2028-05-27', '21:00'), [['ARS', 'Arsenal', 'w-ars'], ['RMA', 'Real Madrid', 'w-rma'], ['BAY', 'Bayern Munich', 'w-bay'], ['PSG', 'Paris Saint-Germain', 'w-psg']]),
    U('uefa-champions-league-winner-2028', 'UEFA Champions League Winner 2028', 'Sports', z('2028-05-27', '21:00'), [['ucl-2028-arsenal', 'Arsenal', 'w-ars'], ['ucl-2028-real-madrid', 'Real Madrid', 'w-rma'], ['ucl-2028-psg', 'PSG', 'w-psg']]),
  ] });
}
{ // The Masters 2028 winner (alpha, beta, gamma).
  addCase('sports', { name: 'masters-2028-winner', events: [
    A('KXPGATOUR-MAST28', 'The Masters 2028 winner?', 'Sports', z('2028-04-09', '23:59'), [['SSCH', 'Scottie Scheffler', 'scheffler'], ['RMCI', 'Rory McIlroy', 'rory'], ['XSCH', 'Xander Schauffele', 'xander'], ['LABE', 'Ludvig Åberg', 'aberg']]),
    B('The Masters Winner 2028', 'Golf', z('2028-04-09', '23:59'), [['masters-2028-scottie-scheffler', 'Scottie Scheffler', 'scheffler'], ['masters-2028-rory-mcilroy', 'Rory McIlroy', 'rory'], ['masters-2028-ludvig-aberg', 'Ludvig Aberg', 'aberg'], ['masters-2028-jon-rahm', 'Jon Rahm', 'rahm']]),
    G('2028 Masters Tournament champion', z('2028-04-09', '23:59'), [['Scottie Scheffler', 'scheffler'], ['Rory McIlroy', 'rory'], ['Jon Rahm', 'rahm']]),
  ] });
}
{ // Masters first-round leader (beta) vs Masters top-10 finish (alpha) — measure/round.
  addCase('sports', { name: 'masters-2028-props', groups: [['beta'], ['alpha']], events: [
    B('Masters 2028: First-round leader', 'Golf', z(D, '23:59'), [['masters-2028-r1-leader-scheffler', 'Scottie Scheffler', 'r1ssch'], ['masters-2028-r1-leader-mcilroy', 'Rory McIlroy', 'r1rory']]),
    A('KXPGATOP10-MAST28', 'The Masters 2028: top 10 finish?', 'Sports', z('2028-04-09', '23:59'), [['SSCH', 'Scottie Scheffler', 't10ssch'], ['RMCI', 'Rory McIlroy', 't10rory']]),
  ] }, ['round']);
}
{ // Boston Marathon (Apr 17) men's winner (alpha, beta) — one event; gamma is the women's race — category.
  addCase('sports', { name: 'boston-marathon-2028', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBOSTONMARATHON-28', 'Boston Marathon 2028 men\'s winner?', 'Sports', z('2028-04-17', '18:00'), [['JKOR', 'John Korir', 'korir'], ['ECHE', 'Evans Chebet', 'chebet'], ['CKOT', 'CyBrian Kotut', 'kotut']]),
    B('Boston Marathon 2028: Men\'s winner', 'Sports', z('2028-04-17', '18:00'), [['boston-marathon-2028-men-korir', 'John Korir', 'korir'], ['boston-marathon-2028-men-chebet', 'Evans Chebet', 'chebet']]),
    G('Boston Marathon 2028 women\'s champion', z('2028-04-17', '18:00'), [['Hellen Obiri', 'obiri'], ['Sharon Lokedi', 'lokedi']]),
  ] }, ['category']);
}
{ // London Marathon (Apr 23) winning time under 2:03 (alpha, gamma) — one event.
  addCase('sports', { name: 'london-marathon-time-2028', events: [
    A('KXLONDONMARATHONTIME-28', 'London Marathon 2028 men\'s winning time?', 'Sports', z('2028-04-23', '13:00'), [['T0203', 'Under 2:03:00', 'sub203'], ['T0204', 'Under 2:04:00', 'sub204']]),
    G('London Marathon 2028 men\'s winning time faster than', z('2028-04-23', '13:00'), [['2:03:00', 'sub203'], ['2:04:00', 'sub204'], ['2:05:00', 'sub205']]),
  ] });
}
{ // London Marathon men's winner (beta only).
  addCase('sports', { name: 'london-marathon-winner-2028', events: [B('London Marathon 2028 Winner (Men)', 'Sports', z('2028-04-23', '13:00'), [['london-marathon-2028-sabastian-sawe', 'Sabastian Sawe', 'sawe'], ['london-marathon-2028-jacob-kiplimo', 'Jacob Kiplimo', 'kiplimo']])] });
}
{ // WrestleMania 44 main event (alpha, beta) one event; gamma is Night 1's main event — a different match.
  addCase('sports', { name: 'wrestlemania-44', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXWWE-28WM44N2', 'WrestleMania 44 Night 2 main event winner?', 'Sports', z('2028-04-10', '04:00'), [['ROMAN', 'Roman Reigns', 'reigns'], ['CODY', 'Cody Rhodes', 'cody']]),
    B('WrestleMania 44 Night 2: Cody Rhodes vs. Roman Reigns', 'Sports', z('2028-04-10', '04:00'), [['wm44-cody-vs-roman', 'Yes', 'cody', { outcomes: yn('Cody Rhodes', 'Roman Reigns') }]]),
    G('WrestleMania 44 Night 1 main event: who wins?', z('2028-04-09', '04:00'), [['Gunther', 'gunther'], ['Jey Uso', 'jey']]),
  ] }, ['round']);
}

// ───────────────────────────── CULTURE ─────────────────────────────

{ // Billboard Hot 100 #1 on the chart dated Apr 15 (alpha, beta, beta_us) — one event.
  addCase('culture', { name: 'hot100-apr15', events: [
    A('KXTOPSONG-28APR15', 'Billboard Hot 100 #1 on the chart dated Apr 15, 2028?', 'Entertainment', z('2028-04-11', '17:00'), [['SABR', 'Sabrina Carpenter', 'sabr'], ['MORG', 'Morgan Wallen', 'morg'], ['AWAR', 'Alex Warren', 'warren']]),
    B('Billboard Hot 100 #1 on April 15 chart?', 'Culture', z('2028-04-11', '17:00'), [['hot-100-1-apr-15-sabrina', 'Sabrina Carpenter', 'sabr'], ['hot-100-1-apr-15-morgan-wallen', 'Morgan Wallen', 'morg']]),
    U('billboard-hot-100-number-one-apr-15-2028', 'Billboard Hot 100 #1 (Apr 15, 2028 chart)', 'Culture', z('2028-04-11', '17:00'), [['hot100-apr15-2028-morgan-wallen', 'Morgan Wallen', 'morg']]),
  ] });
}
{ // Hot 100 #1 next chart (Apr 22) on gamma vs Billboard 200 #1 album (alpha) — date and measure.
  addCase('culture', { name: 'billboard-other', groups: [['gamma'], ['alpha']], events: [
    G('Billboard Hot 100 No. 1 — chart dated Apr 22, 2028', z('2028-04-18', '17:00'), [['Sabrina Carpenter', 'h22sabr'], ['Morgan Wallen', 'h22morg']]),
    A('KXTOPALBUM-28APR15', 'Billboard 200 #1 album on the chart dated Apr 15, 2028?', 'Entertainment', z('2028-04-11', '17:00'), [['MORG', 'Morgan Wallen', 'b200morg'], ['TSWI', 'Taylor Swift', 'b200tay']]),
  ] }, ['measure']);
}
{ // Taylor Swift new album released by June 30 (beta, alpha) — one event; gamma's "announced" — observation.
  addCase('culture', { name: 'swift-album-jun30', groups: [['beta', 'alpha'], ['gamma']], events: [
    B('New Taylor Swift album released by June 30?', 'Culture', z('2028-06-30'), [['taylor-swift-album-released-by-june-30-2028', 'Yes', 'rel']]),
    A('KXSWIFTALBUM-28JUN30', 'Will Taylor Swift release a new album before Jul 1, 2028?', 'Entertainment', z('2028-06-30'), [['YES', 'Yes', 'rel']]),
    G1('Taylor Swift announces new album by June 30, 2028?', z('2028-06-30'), 'ann'),
  ] }, ['observation']);
}
{ // Rihanna R9 released in 2028 (beta) vs by April 30 (gamma) — deadline.
  addCase('culture', { name: 'rihanna-r9', groups: [['beta'], ['gamma']], events: [
    B('Rihanna album released in 2028?', 'Culture', z('2028-12-31'), [['rihanna-album-2028', 'Yes', 'y28']]),
    G1('Will Rihanna release R9 by April 30, 2028?', z('2028-04-30'), 'apr30'),
  ] }, ['deadline']);
}
{ // Time 100 2028: inclusions (alpha, beta) — one event, beta missing names.
  addCase('culture', { name: 'time100-2028', events: [
    A('KXTIME100-28', 'Who will be on the 2028 TIME100 list?', 'Entertainment', z('2028-04-20'), [['MAMD', 'Zohran Mamdani', 'mamdani'], ['ALTM', 'Sam Altman', 'altman'], ['SABR', 'Sabrina Carpenter', 'sabr'], ['VANC', 'JD Vance', 'vance']]),
    B('TIME 100 2028: Who will be included?', 'Culture', z('2028-04-20'), [['time-100-2028-zohran-mamdani', 'Zohran Mamdani', 'mamdani'], ['time-100-2028-sam-altman', 'Sam Altman', 'altman']]),
  ] });
}
{ // Time Person of the Year 2028 (gamma only) — a different list.
  addCase('culture', { name: 'time-poy-2028', events: [G('TIME Person of the Year 2028', z('2028-12-10'), [['Donald Trump', 'poytrump'], ['Pope Leo XIV', 'poyleo']])] });
}
{ // Opening weekend of a mid-April release (alpha Box Office Mojo, beta The Numbers): one event, different source (nf).
  addCase('culture', { name: 'box-office-apr14', fungible: nf('alpha|beta'), events: [
    A('KXOPENWKND-28APR16MINE', 'A Minecraft Movie 2 opening weekend domestic box office?', 'Entertainment', z('2028-04-17', '16:00'), [['T80', 'Above $80M', 'mc80'], ['T100', 'Above $100M', 'mc100']], { sources: ['Box Office Mojo https://www.boxofficemojo.com/'] }),
    B('"Minecraft 2" opening weekend above ___?', 'Culture', z('2028-04-17', '16:00'), [['minecraft-2-opening-above-80m', '$80M', 'mc80'], ['minecraft-2-opening-above-100m', '$100M', 'mc100']], { rules: 'Resolves per The Numbers (the-numbers.com) 3-day domestic opening.' }),
  ] });
}
{ // Coachella weekend 1 surprise guest (beta only).
  addCase('culture', { name: 'coachella-surprise', events: [B('Will Beyoncé appear at Coachella 2028?', 'Culture', z('2028-04-24'), [['beyonce-coachella-2028', 'Yes', 'bey']])] });
}

// ───────────────────────────── TECH ─────────────────────────────

{ // #1 free app in the US App Store on Apr 7 (alpha, beta, gamma) — one event.
  addCase('tech', { name: 'app-store-top-apr7', events: [
    A('KXTOPAPP-28APR07', 'Top free app on the App Store on Apr 7, 2028?', 'Science and Technology', z('2028-04-07', '16:00'), [['CHAT', 'ChatGPT', 'chatgpt'], ['THRE', 'Threads', 'threads'], ['GEMI', 'Google Gemini', 'gemini'], ['TEMU', 'Temu', 'temu']]),
    B('#1 free app in the US App Store on April 7?', 'Tech', z('2028-04-07', '16:00'), [['top-app-april-7-chatgpt', 'ChatGPT', 'chatgpt'], ['top-app-april-7-threads', 'Threads', 'threads'], ['top-app-april-7-gemini', 'Gemini', 'gemini']]),
    G('US App Store #1 free iPhone app on 7 Apr', z('2028-04-07', '16:00'), [['ChatGPT', 'chatgpt'], ['Google Gemini', 'gemini']]),
  ] });
}
{ // Google Play #1 free app on Apr 7 (gamma only) — a different store from the App Store case above.
  addCase('tech', { name: 'google-play-top-apr7', events: [G('Google Play US top free app on 7 Apr 2028', z('2028-04-07', '16:00'), [['ChatGPT', 'gp-chatgpt'], ['TikTok', 'gp-tiktok']])] });
}
{ // OpenAI releases GPT-6 by June 30 (alpha, beta, beta_us) — one event; gamma "by April 30" — deadline.
  addCase('tech', { name: 'gpt6-release', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXGPT6-28JUN30', 'Will OpenAI release GPT-6 before Jul 1, 2028?', 'Science and Technology', z('2028-06-30'), [['YES', 'Yes', 'jun30']]),
    B('GPT-6 released by June 30?', 'Tech', z('2028-06-30'), [['gpt-6-released-by-june-30-2028', 'Yes', 'jun30']]),
    U('gpt-6-released-by-june-30', 'GPT-6 released by June 30?', 'Tech', z('2028-06-30'), [['gpt-6-released-by-june-30-2028-us', 'Yes', 'jun30']]),
    G1('OpenAI GPT-6 public release by Apr 30, 2028?', z('2028-04-30'), 'apr30'),
  ] }, ['deadline']);
}
{ // Apple announces a foldable iPhone at WWDC (beta) vs releases it by Sep 30 (alpha) — observation.
  addCase('tech', { name: 'apple-foldable', groups: [['beta'], ['alpha']], events: [
    B('Apple announces foldable iPhone at WWDC 2028?', 'Tech', z('2028-06-12'), [['apple-foldable-iphone-wwdc-2028', 'Yes', 'wwdc']]),
    A('KXFOLDIPHONE-28SEP30', 'Will Apple release a foldable iPhone by Sep 30, 2028?', 'Science and Technology', z('2028-09-30'), [['YES', 'Yes', 'rel']]),
  ] }, ['observation']);
}
{ // Top AI model on LMArena text at end of April (alpha, beta, gamma).
  addCase('tech', { name: 'lmarena-text-apr30', events: [
    A('KXTOPMODEL-28APR30', 'Top AI model on LMArena at end of April 2028?', 'Science and Technology', z('2028-04-30', '17:00'), [['GOOG', 'Google', 'google'], ['OAI', 'OpenAI', 'openai'], ['ANTH', 'Anthropic', 'anthropic'], ['XAI', 'xAI', 'xai']]),
    B('Which company has best AI model end of April?', 'Tech', z('2028-04-30', '17:00'), [['best-ai-model-end-of-april-google', 'Google', 'google'], ['best-ai-model-end-of-april-openai', 'OpenAI', 'openai'], ['best-ai-model-end-of-april-anthropic', 'Anthropic', 'anthropic'], ['best-ai-model-end-of-april-xai', 'xAI', 'xai']]),
    G('LMArena Text #1 company on Apr 30, 2028', z('2028-04-30', '17:00'), [['Google', 'google'], ['OpenAI', 'openai'], ['Anthropic', 'anthropic']]),
  ] });
}
{ // Tesla unsupervised FSD in a new city by June 30 (gamma, alpha) — one event.
  addCase('tech', { name: 'tesla-robotaxi-city', events: [
    G1('Tesla Robotaxi launches in Miami by June 30, 2028?', z('2028-06-30'), 'mia'),
    A('KXTESLAROBOTAXI-28JUN30MIA', 'Will Tesla launch a robotaxi service in Miami by Jun 30, 2028?', 'Science and Technology', z('2028-06-30'), [['YES', 'Yes', 'mia']]),
  ] });
}
{ // SpaceX Starship flight in April (beta only).
  addCase('tech', { name: 'starship-april-launch', events: [B('Starship launch in April?', 'Science', z('2028-04-30'), [['starship-launch-in-april-2028', 'Yes', 'apr']])] });
}

// ───────────────────────────── POLITICS ─────────────────────────────

{ // Pennsylvania Democratic presidential primary (Apr 25): alpha, beta, gamma — one event; beta_us is the PA Democratic Senate primary — office.
  addCase('politics', { name: 'pa-dem-primary-2028', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXPAPRIMARYD-28APR25', 'Pennsylvania Democratic presidential primary winner?', 'Elections', z('2028-04-26', '04:00'), [['NEWS', 'Gavin Newsom', 'newsom'], ['SHAP', 'Josh Shapiro', 'shapiro'], ['BUTT', 'Pete Buttigieg', 'pete'], ['AOC', 'Alexandria Ocasio-Cortez', 'aoc']], { sources: [AP] }),
    B('Pennsylvania Democratic Presidential Primary Winner', 'Politics', z('2028-04-26', '04:00'), [['pa-dem-primary-2028-newsom', 'Gavin Newsom', 'newsom'], ['pa-dem-primary-2028-shapiro', 'Josh Shapiro', 'shapiro'], ['pa-dem-primary-2028-aoc', 'Alexandria Ocasio-Cortez', 'aoc']]),
    G('2028 Pennsylvania Democratic presidential primary', z('2028-04-26', '04:00'), [['Josh Shapiro', 'shapiro'], ['Gavin Newsom', 'newsom'], ['Pete Buttigieg', 'pete']]),
    U('pa-democratic-senate-primary-2028', 'Pennsylvania Democratic Senate Primary Winner', 'Politics', z('2028-04-26', '04:00'), [['pa-sen-dem-primary-2028-fetterman', 'John Fetterman', 'fett'], ['pa-sen-dem-primary-2028-lamb', 'Conor Lamb', 'lamb']]),
  ] }, ['office']);
}
{ // Pennsylvania Republican presidential primary (alpha, beta_us) — one event.
  addCase('politics', { name: 'pa-gop-primary-2028', events: [
    A('KXPAPRIMARYR-28APR25', 'Pennsylvania Republican presidential primary winner?', 'Elections', z('2028-04-26', '04:00'), [['VANC', 'JD Vance', 'vance'], ['RUBI', 'Marco Rubio', 'rubio'], ['DTJR', 'Donald Trump Jr.', 'djt']], { sources: [AP] }),
    U('pennsylvania-republican-presidential-primary-2028', 'Pennsylvania Republican Presidential Primary Winner', 'Politics', z('2028-04-26', '04:00'), [['pa-gop-primary-2028-vance', 'JD Vance', 'vance'], ['pa-gop-primary-2028-rubio', 'Marco Rubio', 'rubio']]),
  ] });
}
{ // Indiana Republican presidential primary (May 2) on beta vs Indiana Republican primary margin (alpha) — measure.
  addCase('politics', { name: 'indiana-gop-primary', groups: [['beta'], ['alpha']], events: [
    B('Indiana Republican Presidential Primary Winner', 'Politics', z('2028-05-03', '04:00'), [['indiana-gop-primary-2028-vance', 'JD Vance', 'invance'], ['indiana-gop-primary-2028-rubio', 'Marco Rubio', 'inrubio']]),
    A('KXINPRIMARYRMARGIN-28MAY02', 'Indiana Republican presidential primary: Vance margin of victory?', 'Elections', z('2028-05-03', '04:00'), [['T30', 'Above 30 points', 'm30'], ['T50', 'Above 50 points', 'm50']]),
  ] }, ['measure']);
}
{ // Georgia Republican Senate primary (May 19): alpha and gamma — one event.
  addCase('politics', { name: 'ga-sen-gop-primary-2028', events: [
    A('KXGASENR-28MAY19', 'Georgia Republican Senate primary winner?', 'Elections', z('2028-05-20', '04:00'), [['CARR', 'Chris Carr', 'carr'], ['RAFF', 'Brad Raffensperger', 'raff'], ['GREE', 'Marjorie Taylor Greene', 'mtg']]),
    G('Georgia GOP Senate primary 2028 winner', z('2028-05-20', '04:00'), [['Chris Carr', 'carr'], ['Brad Raffensperger', 'raff']]),
  ] });
}
{ // Georgia Republican governor primary (beta) — single venue; near-identical title to the Senate one.
  addCase('politics', { name: 'ga-gov-gop-primary-2028', events: [B('Georgia Republican Primary Winner', 'Politics', z('2028-05-20', '04:00'), [['georgia-gop-primary-2028-jones', 'Burt Jones', 'jones'], ['georgia-gop-primary-2028-carr', 'Chris Carr', 'gcarr']], { rules: 'Resolves to the winner of the 2028 Georgia Republican gubernatorial special primary.' })] });
}
{ // Kentucky Senate Republican primary (May 19): beta, beta_us — one event.
  addCase('politics', { name: 'ky-sen-gop-primary-2028', events: [
    B('Kentucky Republican Senate Primary Winner', 'Politics', z('2028-05-20', '04:00'), [['ky-sen-gop-2028-rand-paul', 'Rand Paul', 'paul'], ['ky-sen-gop-2028-other', 'Other', 'other']]),
    U('kentucky-senate-republican-primary-2028', 'Kentucky Senate Republican Primary Winner', 'Politics', z('2028-05-20', '04:00'), [['ky-sen-gop-2028-paul-us', 'Rand Paul', 'paul']]),
  ] });
}
{ // Trump signs an executive order on AI by April 30 (alpha, beta) — one event; gamma "by June 30" — deadline.
  addCase('politics', { name: 'trump-eo-ai', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEOAI-28APR30', 'Will Trump sign an executive order on artificial intelligence by Apr 30, 2028?', 'Politics', z('2028-04-30'), [['YES', 'Yes', 'apr']]),
    B('Trump signs AI executive order by April 30?', 'Politics', z('2028-04-30'), [['trump-ai-executive-order-by-april-30', 'Yes', 'apr']]),
    G1('Trump AI executive order before July 2028?', z('2028-06-30'), 'jun'),
  ] }, ['deadline']);
}
{ // Number of executive orders Trump signs in April (alpha, gamma) — one event.
  addCase('politics', { name: 'trump-eo-count-april', events: [
    A('KXEOCOUNT-28APR', 'How many executive orders will Trump sign in April 2028?', 'Politics', z('2028-04-30'), [['T10', 'Above 10', 'eo10'], ['T15', 'Above 15', 'eo15'], ['T20', 'Above 20', 'eo20']]),
    G('Executive orders signed by Trump in April 2028', z('2028-04-30'), [['More than 10', 'eo10'], ['More than 20', 'eo20']]),
  ] });
}
{ // Trump meets Xi in person by June 30 (beta, gamma) — one event; alpha "Trump visits China by June 30" — observation.
  addCase('politics', { name: 'trump-xi-meeting', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Trump meets Xi Jinping by June 30?', 'Politics', z('2028-06-30'), [['trump-xi-meeting-by-june-30-2028', 'Yes', 'meet']]),
    G1('Will Trump and Xi meet in person before July 1, 2028?', z('2028-06-30'), 'meet'),
    A('KXTRUMPVISIT-28JUN30CHN', 'Will Trump visit China by Jun 30, 2028?', 'Politics', z('2028-06-30'), [['CHN', 'China', 'visit']]),
  ] }, ['observation']);
}
{ // Trump meets Putin by April 30 (alpha) vs Vance meets Putin by April 30 (beta) — office.
  addCase('politics', { name: 'putin-meetings', groups: [['alpha'], ['beta']], events: [
    A('KXTRUMPPUTIN-28APR30', 'Will Trump meet Putin by Apr 30, 2028?', 'Politics', z('2028-04-30'), [['YES', 'Yes', 'trump']]),
    B('Vance meets Putin by April 30?', 'Politics', z('2028-04-30'), [['vance-meets-putin-by-april-30', 'Yes', 'vance']]),
  ] }, ['office']);
}
{ // Supreme Court: birthright citizenship EO upheld (alpha) vs struck down (beta, gamma) — inverted wording of ONE event: the
  // YES sides are complements, so different `t` (counted as an 'inverted' hard case).
  addCase('politics', { name: 'scotus-birthright', events: [
    A('KXSCOTUSBIRTH-28', 'Will the Supreme Court uphold the birthright citizenship executive order?', 'Politics', z('2028-07-03'), [['YES', 'Upheld', 'uphold']]),
    B('Supreme Court strikes down birthright citizenship order?', 'Politics', z('2028-07-03'), [['scotus-strikes-down-birthright-order', 'Yes', 'strike']]),
    G1('SCOTUS rules birthright citizenship EO unconstitutional?', z('2028-07-03'), 'strike'),
  ] }, ['inverted']);
}
{ // SCOTUS decision in the Maryland assault-weapons case by April 30 (beta) vs this term (alpha) — deadline.
  addCase('politics', { name: 'scotus-decision-timing', groups: [['beta'], ['alpha']], events: [
    B('Supreme Court rules on Maryland assault weapons ban case by April 30?', 'Politics', z('2028-04-30'), [['scotus-maryland-assault-weapons-ruling-by-april-30', 'Yes', 'apr']]),
    A('KXSCOTUSAWB-28', 'Will the Supreme Court decide the Maryland assault weapons case this term?', 'Politics', z('2028-07-03'), [['YES', 'Yes', 'term']]),
  ] }, ['deadline']);
}
{ // House passes a government funding bill by April 30 (alpha, beta_us) — one event; beta "Senate passes" — office.
  addCase('politics', { name: 'congress-funding-apr30', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXHOUSEPASSFUND-28APR30', 'Will the House pass a FY2028 supplemental funding bill by Apr 30, 2028?', 'Politics', z('2028-04-30'), [['YES', 'Yes', 'house']]),
    U('house-passes-supplemental-by-april-30', 'House passes supplemental funding bill by April 30?', 'Politics', z('2028-04-30'), [['house-passes-supplemental-by-april-30-2028', 'Yes', 'house']]),
    B('Senate passes supplemental funding bill by April 30?', 'Politics', z('2028-04-30'), [['senate-passes-supplemental-by-april-30', 'Yes', 'senate']]),
  ] }, ['office']);
}
{ // Trump approval on Apr 30 (alpha RCP average vs gamma Silver Bulletin) — different statistics.
  addCase('politics', { name: 'trump-approval-apr30', groups: [['alpha'], ['gamma']], events: [
    A('KXAPRPOTUS-28APR30', 'Trump approval rating on Apr 30, 2028 (RealClearPolitics)?', 'Politics', z('2028-04-30', '16:00'), [['T42', 'Above 42%', 'rcp42'], ['T44', 'Above 44%', 'rcp44']]),
    G('Trump approval on 30 Apr (Silver Bulletin) above', z('2028-04-30', '16:00'), [['42%', 'sb42'], ['44%', 'sb44']]),
  ] }, ['source']);
}
{ // Tariffs on EU raised by April 30 (beta only).
  addCase('politics', { name: 'eu-tariff-hike', events: [B('Trump raises tariffs on EU by April 30?', 'Politics', z('2028-04-30'), [['trump-raises-eu-tariffs-by-april-30', 'Yes', 'eu']])] });
}
{ // UK PM out by June 30 (alpha, beta, gamma) — one event.
  addCase('politics', { name: 'starmer-out-jun30', events: [
    A('KXSTARMEROUT-28JUN30', 'Will Keir Starmer leave office by Jun 30, 2028?', 'Politics', z('2028-06-30'), [['YES', 'Yes', 'out']]),
    B('Starmer out as Prime Minister by June 30?', 'Politics', z('2028-06-30'), [['starmer-out-by-june-30-2028', 'Yes', 'out']]),
    G1('Keir Starmer no longer UK PM by 30 June 2028?', z('2028-06-30'), 'out'),
  ] });
}
{ // Starmer out as Labour leader by June 30 (beta_us) — a different office from PM? Same person; Labour leader vs PM — office.
  addCase('politics', { name: 'starmer-labour-leader', events: [U('starmer-out-as-labour-leader-by-june-30', 'Starmer out as Labour leader by June 30?', 'Politics', z('2028-06-30'), [['starmer-out-as-labour-leader-by-june-30-2028', 'Yes', 'labour']])] });
}
{ // Peru presidential runoff (June 7): beta, gamma — one event.
  addCase('politics', { name: 'peru-runoff-2028', events: [
    B('Peru presidential election winner', 'Politics', z('2028-06-07'), [['peru-president-2028-lopez-aliaga', 'Rafael López Aliaga', 'rla'], ['peru-president-2028-keiko-fujimori', 'Keiko Fujimori', 'keiko']]),
    G('Peru 2028 presidential election: winner', z('2028-06-07'), [['Rafael López Aliaga', 'rla'], ['Keiko Fujimori', 'keiko'], ['Other', 'other']]),
  ] });
}

// ───────────────────────────── GEOPOLITICS ─────────────────────────────

{ // Russia–Ukraine ceasefire by June 30 (alpha, beta, beta_us) — one event; gamma "in 2028" — deadline.
  addCase('geopolitics', { name: 'ru-ua-ceasefire', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXUKRCEASE-28JUN30', 'Will Russia and Ukraine agree to a ceasefire by Jun 30, 2028?', 'World', z('2028-06-30'), [['YES', 'Yes', 'jun']]),
    B('Russia x Ukraine ceasefire by June 30?', 'Geopolitics', z('2028-06-30'), [['russia-x-ukraine-ceasefire-by-june-30-2028', 'Yes', 'jun']]),
    U('russia-ukraine-ceasefire-by-june-30', 'Russia x Ukraine ceasefire by June 30?', 'World', z('2028-06-30'), [['russia-ukraine-ceasefire-by-june-30-2028', 'Yes', 'jun']]),
    G1('Russia-Ukraine ceasefire in 2028?', z('2028-12-31'), 'y28'),
  ] }, ['deadline']);
}
{ // Israel–Hezbollah ceasefire broken (beta) vs Israel strikes Lebanon on a date (alpha) — observation.
  addCase('geopolitics', { name: 'israel-lebanon', groups: [['beta'], ['alpha']], events: [
    B('Israel x Hezbollah ceasefire collapses by April 30?', 'Geopolitics', z('2028-04-30'), [['israel-hezbollah-ceasefire-collapse-by-april-30', 'Yes', 'coll']]),
    A('KXISRSTRIKE-28APR30LBN', 'Will Israel strike Beirut by Apr 30, 2028?', 'World', z('2028-04-30'), [['LBN', 'Beirut', 'beirut']]),
  ] }, ['observation']);
}
{ // EU adopts 22nd sanctions package against Russia by April 30 (beta, gamma) — one event.
  addCase('geopolitics', { name: 'eu-sanctions-22', events: [
    B('EU adopts 22nd Russia sanctions package by April 30?', 'Geopolitics', z('2028-04-30'), [['eu-22nd-sanctions-package-by-april-30', 'Yes', 's22']]),
    G1('EU approves 22nd sanctions package on Russia before May 2028?', z('2028-04-30'), 's22'),
  ] });
}
{ // US sanctions lifted on Syria (alpha) vs on Venezuela (beta) — place.
  addCase('geopolitics', { name: 'sanctions-lifted', groups: [['alpha'], ['beta']], events: [
    A('KXSANCTIONSLIFT-28JUN30SYR', 'Will the US lift Caesar Act sanctions on Syria by Jun 30, 2028?', 'World', z('2028-06-30'), [['SYR', 'Syria', 'syr']]),
    B('US lifts sanctions on Venezuela by June 30?', 'Geopolitics', z('2028-06-30'), [['us-lifts-venezuela-sanctions-by-june-30', 'Yes', 'ven']]),
  ] }, ['place']);
}
{ // China blockade of Taiwan by June 30 (alpha, gamma) — one event.
  addCase('geopolitics', { name: 'china-taiwan-blockade', events: [
    A('KXTAIWANBLOCKADE-28JUN30', 'Will China blockade Taiwan by Jun 30, 2028?', 'World', z('2028-06-30'), [['YES', 'Yes', 'blk']]),
    G1('China imposes a blockade on Taiwan by June 30, 2028?', z('2028-06-30'), 'blk'),
  ] });
}
{ // Iran nuclear deal signed by June 30 (beta) vs US–Iran talks held by April 30 (gamma) — observation + deadline.
  addCase('geopolitics', { name: 'us-iran', groups: [['beta'], ['gamma']], events: [
    B('US x Iran nuclear deal by June 30?', 'Geopolitics', z('2028-06-30'), [['us-iran-nuclear-deal-by-june-30-2028', 'Yes', 'deal']]),
    G1('Will the US and Iran hold direct talks by April 30, 2028?', z('2028-04-30'), 'talks'),
  ] }, ['observation', 'deadline']);
}
{ // Gaza: Hamas disarmament by June 30 (beta_us) — single venue.
  addCase('geopolitics', { name: 'hamas-disarm', events: [U('hamas-disarms-by-june-30', 'Hamas disarms by June 30?', 'World', z('2028-06-30'), [['hamas-disarms-by-june-30-2028', 'Yes', 'dis']])] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

const scenario = emitScenario(cases);
writeFileSync(new URL('./holdout22-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);
const events = cases.reduce((n, c) => n + c.events.length, 0);
const truth = scenario['truth'] as { outcomes: Array<{ members: string[] }> };
const outcomeMatches = truth.outcomes.filter((o) => o.members.length > 1).length;
const byKind = new Map<string, number>();
for (const h of hnKinds) for (const k of h.kinds) byKind.set(k, (byKind.get(k) ?? 0) + 1);
const byCat = new Map<string, number>();
for (const m of meta) byCat.set(m.cat, (byCat.get(m.cat) ?? 0) + 1);
const tEv = scenario['truth'] as { events: Array<{ members: string[] }> };
const matchedCases = new Set(cases.filter((c) => (c.groups ?? [c.events.map((e) => e.venue)]).some((gr) => gr.length > 1)).map((c) => c.name)).size;
console.log(JSON.stringify({ cases: cases.length, venueEvents: events, matchedCases, truthEvents: tEv.events.length, outcomeMatches, hardNegatives: meta.reduce((n, m) => n + m.hn, 0), casesWithHardNegatives: meta.filter((m) => m.hn > 0).length, singleVenue: cases.filter((c) => c.events.length === 1).length, byKind: Object.fromEntries(byKind), byCategory: Object.fromEntries(byCat) }));
