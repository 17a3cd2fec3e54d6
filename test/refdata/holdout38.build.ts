// Thirty-eighth independent refdata holdout: writes test/refdata/holdout38-set.json (economics and markets of April–June
// 2032 worldwide: US releases (CPI headline/core, PCE, payrolls, unemployment, jobless claims, GDP advance/second, retail
// sales, ISM and other surveys); euro area, UK, Japan, China, Canada, Australia and German releases; Fed/ECB/BoE/BoJ/BoC/
// RBA/PBOC decisions (buckets, counts, hike/hold/cut wording); Treasury and JGB yields, FX pairs and fixings; gold, oil,
// gas and gasoline prices; equity index closes, ranges and records; crypto prices at a time and reached by a date, the
// 2032 halving; company earnings, EPS, revenue and deliveries, IPOs, market caps; recessions, rating actions and other
// official declarations).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout38.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf, z,
// yn, ad, long, slug and the HoldoutRow/Mx types), lines 1–80 of test/refdata/holdout35.build.ts (its header: the
// labelling rules below are adopted from it verbatim, and the helper usage) and the last 45 lines of
// test/refdata/holdout35.build.ts (how the JSON is written out).
// Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or test in
// test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
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
// Set-specific readings (applying the rules above): release calendars are those a venue would list for 2032 (payrolls
// on the first Friday, CPI mid-month, GDP Q1 advance on Thu Apr 29 and second estimate on Thu May 27, FOMC decisions on
// Wed Apr 28 and Wed Jun 16, ECB on Thu Apr 15 and Thu Jun 3, BoE on Thu May 6 and Thu Jun 17). Payrolls are published in
// thousands, so "200K or more" and "Above 200,000" are different outcomes; jobless claims likewise. Azure growth is
// published as a whole percent, so "above 30%" and "30%+" are different outcomes. Headline vs core, MoM vs YoY, PCE vs CPI,
// flash vs final, first vs second estimate, monthly vs quarterly GDP, QoQ vs annualized, HICP vs national CPI (Germany),
// trimmed mean vs headline (Australia), ISM vs S&P Global PMIs, the official NBS PMI vs the private S&P Global (ex-Caixin)
// PMI, the 1-year vs 5-year LPR, initial vs continuing claims, the target range vs the effective fed funds rate, revenue
// vs "beats consensus", deliveries vs production, iPhone vs total revenue: different measures. A nationwide CPI and the
// Tokyo CPI, the euro area and Germany, JGBs and Bunds, the UK and Germany: different places. The Fed/ECB/BoJ deciding
// at different meetings: different dates. The RBA and the RBNZ, S&P and Moody's: different
// institutions. A rate "on" a date at a time vs "hits at any time by" a date: different observation kinds; the ECB
// 14:15 CET reference rate and a 5pm ET spot close: different instants. One price off two sources at the same instant
// (Treasury par yield vs CNBC close, COMEX settle vs LBMA PM, CF Benchmarks vs a Binance candle, Bloomberg vs Reuters 5pm
// quote) is one event, not fungible on that pair; Fed cuts counted by meetings vs by 25 bp steps likewise. "US recession
// in 2032" (two negative quarters or NBER) and "NBER announces a recession by year end" use different counting rules.
// A closing record and an intraday touch are different observations; a "closes above X by" and "trades at X by" likewise.
// Ids: beta event ids 460001+, gamma ids 40001+, alpha tickers dated 2032 (NVIDIA's by fiscal 2033); all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`); 'threshold' marks a listing whose
// threshold is near-identical but not the same outcome (same event, different `t`); 'counting' marks the same count
// under a different counting rule (one event, nf).
import { nf, z, yn, holdoutKit, gr } from './evalset.emit.ts';
import type { HoldoutRow, Mx } from './evalset.emit.ts';

type Cat = 'us_releases' | 'intl_releases' | 'central_banks' | 'rates_fx' | 'commodities' | 'equities' | 'crypto' | 'corporate' | 'recession';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'period' | 'deadline' | 'source' | 'time' | 'inverted' | 'threshold' | 'measure' | 'estimate' | 'place' | 'asset' | 'institution' | 'observation' | 'counting';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(460000, 40000);
/** Rows whose rules come from each row's label (plus the same extra fields on every row). */
const wr = (ms: HoldoutRow[], f: (label: string) => string, mx: Mx = {}): HoldoutRow[] => ms.map(([id, label, t, x]) => [id, label, t, { ...mx, rules: f(label), ...(x ?? {}) }]);
/** Rows whose question comes from each row's label (plus the same extra fields on every row). */
const wq = (ms: HoldoutRow[], q: (label: string) => string, mx: Mx = {}): HoldoutRow[] => ms.map(([id, label, t, x]) => [id, label, t, { ...mx, q: q(label), ...(x ?? {}) }]);

// Settlement sources: alpha series carry "Name url"; beta/beta_us markets carry the url.
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/news.release/empsit.toc.htm';
const BEA_GDP = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const BEA_PCE = 'Bureau of Economic Analysis https://www.bea.gov/data/personal-consumption-expenditures-price-index';
const DOL = 'U.S. Department of Labor https://www.dol.gov/ui/data.pdf';
const CENSUS = 'U.S. Census Bureau https://www.census.gov/retail/index.html';
const ISM = 'Institute for Supply Management https://www.ismworld.org/supply-management-news-and-reports/reports/ism-report-on-business/';
const FEDSRC = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const ECBSRC = 'European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html';
const BOESRC = 'Bank of England https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate';
const BOJSRC = 'Bank of Japan https://www.boj.or.jp/en/mopo/mpmdeci/index.htm';
const BOCSRC = 'Bank of Canada https://www.bankofcanada.ca/core-functions/monetary-policy/key-interest-rate/';
const RBASRC = 'Reserve Bank of Australia https://www.rba.gov.au/statistics/cash-rate/';
const TSY = 'U.S. Department of the Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates/TextView?type=daily_treasury_yield_curve';
const EUROSTAT = 'Eurostat https://ec.europa.eu/eurostat/web/euro-indicators';
const ONS = 'Office for National Statistics https://www.ons.gov.uk/economy/inflationandpriceindices';
const ONSGDP = 'Office for National Statistics https://www.ons.gov.uk/economy/grossdomesticproductgdp';
const STATJP = 'Statistics Bureau of Japan https://www.stat.go.jp/english/data/cpi/';
const NBS = 'National Bureau of Statistics of China https://www.stats.gov.cn/english/PressRelease/';
const STATCAN = 'Statistics Canada https://www150.statcan.gc.ca/n1/dai-quo/index-eng.htm';
const ABS = 'Australian Bureau of Statistics https://www.abs.gov.au/statistics/economy/price-indexes-and-inflation/consumer-price-index-australia';
const CMEGOLD = 'CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html';
const CMEWTI = 'CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html';
const LBMA = 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices';
const BRTI = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const BINANCE_BTC = 'https://www.binance.com/en/trade/BTC_USDT';
const SPX = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const url = (s: string): string => s.split(' ').at(-1)!;

// ───────────────────────────── US RELEASES ─────────────────────────────

{ // March 2032 CPI MoM (Tue Apr 13): alpha "Above" ladder, beta "or higher" ladder, gamma buckets; beta_us core CPI: measure negative.
  const close = z('2032-04-13', '12:30');
  addCase('us_releases', { name: 'us-cpi-mom-mar-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXCPI-32MAR', 'CPI in March 2032?', 'Economics', close, wr([['T0.1', 'Above 0.1%', 'cpimar-ge02'], ['T0.2', 'Above 0.2%', 'cpimar-ge03'], ['T0.3', 'Above 0.3%', 'cpimar-ge04']],
      (l) => `If the seasonally adjusted CPI-U percent change from February 2032 to March 2032, as first released by the Bureau of Labor Statistics, is ${l.toLowerCase()}, then the market resolves to Yes.`), { sources: [BLS_CPI] }),
    B('March CPI MoM (US)?', 'Economy', close, wq(w([['march-2032-cpi-mom-0pt2-or-higher', '0.2% or higher', 'cpimar-ge02'], ['march-2032-cpi-mom-0pt3-or-higher', '0.3% or higher', 'cpimar-ge03'],
      ['march-2032-cpi-mom-0pt4-or-higher', '0.4% or higher', 'cpimar-ge04']], { src: url(BLS_CPI) }), (l) => `Will US CPI rise ${l} month-over-month in March 2032?`),
      { rules: 'This market resolves according to the seasonally adjusted month-over-month change in the CPI for All Urban Consumers for March 2032, as published by the U.S. Bureau of Labor Statistics (scheduled April 13, 2032, 8:30 AM ET), rounded to one decimal place as published. Later revisions are ignored.' }),
    G('US CPI MoM, March 2032', close, gr(['0.1% or lower', 'cpimar-le01'], ['0.2%', 'cpimar-eq02'], ['0.3%', 'cpimar-eq03'], ['0.4% or higher', 'cpimar-ge04']),
      { rules: 'Settles on the seasonally adjusted CPI-U m/m change for March 2032 in the BLS release of 13 April 2032.' }),
    U1('core-cpi-march-2032-above-0pt3', 'Core CPI above 0.3% in March?', 'Economics', close, 'corecpimar-ge04',
      { src: url(BLS_CPI), rules: 'Resolves Yes if the seasonally adjusted CPI less food and energy rises more than 0.3% from February to March 2032 in the initial BLS release.' }),
  ] }, ['measure']);
}
{ // April 2032 CPI YoY (Wed May 12): beta "3.0% or more" vs alpha "Above 3.0%": threshold negative within the event.
  const close = z('2032-05-12', '12:30');
  addCase('us_releases', { name: 'us-cpi-yoy-apr-2032', events: [
    A('KXCPIYOY-32APR', 'Inflation in April 2032 (CPI YoY)?', 'Economics', close, wr([['T2.6', 'Above 2.6%', 'cpiyapr-ge27'], ['T2.8', 'Above 2.8%', 'cpiyapr-ge29'], ['T3.0', 'Above 3.0%', 'cpiyapr-ge31']],
      (l) => `If the non-seasonally adjusted CPI-U 12-month percent change for April 2032, as first reported by the BLS, is ${l.toLowerCase()}, the market resolves to Yes.`), { sources: [BLS_CPI] }),
    B('April CPI YoY?', 'Economy', close, wq(w([['april-2032-cpi-yoy-2pt7-or-more', '2.7% or more', 'cpiyapr-ge27'], ['april-2032-cpi-yoy-2pt9-or-more', '2.9% or more', 'cpiyapr-ge29'],
      ['april-2032-cpi-yoy-3pt0-or-more', '3.0% or more', 'cpiyapr-ge30']], { src: url(BLS_CPI) }), (l) => `Will annual US inflation be ${l} in April 2032?`),
      { rules: 'Resolves per the 12-month change in the CPI-U (not seasonally adjusted) for April 2032 in the BLS release scheduled for May 12, 2032, as published to one decimal.' }),
    U('us-annual-inflation-april-2032', 'US annual inflation, April 2032', 'Economics', close, [['us-cpi-yoy-april-2032-above-2pt8', 'Above 2.8%', 'cpiyapr-ge29',
      { q: 'Will US CPI inflation for April 2032 come in above 2.8% year over year?', src: url(BLS_CPI) }]]),
  ] }, ['threshold']);
}
{ // May 2032 core CPI MoM (Thu Jun 10) on alpha and gamma; beta lists headline May CPI MoM: measure negative.
  const close = z('2032-06-10', '12:30');
  addCase('us_releases', { name: 'us-core-cpi-may-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXCPICORE-32MAY', 'Core CPI in May 2032?', 'Economics', close, wr([['T0.2', 'Above 0.2%', 'ccpimay-ge03'], ['T0.3', 'Above 0.3%', 'ccpimay-ge04']],
      (l) => `If CPI less food and energy (seasonally adjusted) increases ${l.toLowerCase()} from April 2032 to May 2032 per the BLS, then the market resolves to Yes.`), { sources: [BLS_CPI] }),
    G('Core CPI m/m, May 2032 (US)', close, gr(['0.2% or lower', 'ccpimay-le02'], ['0.3%', 'ccpimay-eq03'], ['0.4%+', 'ccpimay-ge04']),
      { rules: 'Seasonally adjusted CPI less food and energy, one-month change, as published by the BLS on June 10, 2032.' }),
    B1('May CPI MoM 0.3% or higher?', 'Economy', close, 'cpimay-ge03', { mx: { src: url(BLS_CPI), rules: 'Resolves Yes if the seasonally adjusted all-items CPI-U rises 0.3% or more in May 2032 (BLS, June 10, 2032).' } }),
  ] }, ['measure']);
}
{ // May 2032 CPI YoY (Thu Jun 10) on all four venues.
  const close = z('2032-06-10', '12:30');
  addCase('us_releases', { name: 'us-cpi-yoy-may-2032', events: [
    A('KXCPIYOY-32MAY', 'Inflation in May 2032 (CPI YoY)?', 'Economics', close, wr([['T2.5', 'Above 2.5%', 'cpiymay-ge26'], ['T2.7', 'Above 2.7%', 'cpiymay-ge28']],
      (l) => `If the CPI-U 12-month change for May 2032, as first released by the BLS, is ${l.toLowerCase()}, then the market resolves to Yes.`), { sources: [BLS_CPI] }),
    B('US inflation (YoY) for May 2032?', 'Economy', close, wq(w([['may-2032-inflation-2pt5-or-less', '≤2.5%', 'cpiymay-le25'], ['may-2032-inflation-2pt6', '2.6%', 'cpiymay-eq26'],
      ['may-2032-inflation-2pt7', '2.7%', 'cpiymay-eq27'], ['may-2032-inflation-2pt8-or-more', '2.8%+', 'cpiymay-ge28']], { src: url(BLS_CPI) }), (l) => `Will May 2032 US CPI inflation be ${l}?`), { rules: 'Annual CPI-U inflation (NSA) for May 2032 as published by BLS on June 10, 2032, to one decimal.' }),
    U1('us-cpi-inflation-may-2032-2pt6-or-higher', 'Will May 2032 CPI inflation be 2.6% or higher?', 'Economics', close, 'cpiymay-ge26', { src: url(BLS_CPI) }),
    G1('US CPI y/y May 2032 above 2.7%?', close, 'cpiymay-ge28', { rules: 'YES if the BLS-reported 12-month CPI-U change for May 2032 exceeds 2.7%.' }),
  ] });
}
{ // March 2032 payrolls (Fri Apr 2): beta "200K or more" vs alpha "Above 200,000" — payrolls are published in thousands.
  const close = z('2032-04-02', '12:30');
  addCase('us_releases', { name: 'us-nfp-mar-2032', events: [
    A('KXPAYROLLS-32MAR', 'Jobs numbers in March 2032?', 'Economics', close, wr([['T100000', 'Above 100,000', 'nfpmar-gt100'], ['T150000', 'Above 150,000', 'nfpmar-gt150'], ['T200000', 'Above 200,000', 'nfpmar-gt200']],
      (l) => `If the change in total nonfarm payroll employment for March 2032, as first reported in the BLS Employment Situation, is ${l.toLowerCase()}, then the market resolves to Yes.`), { sources: [BLS_EMP] }),
    B('How many jobs added in March 2032?', 'Economy', close, wq(w([['march-2032-jobs-under-100k', 'Under 100K', 'nfpmar-lt100'], ['march-2032-jobs-100k-149k', '100K–149K', 'nfpmar-100-149'],
      ['march-2032-jobs-150k-199k', '150K–199K', 'nfpmar-150-199'], ['march-2032-jobs-200k-or-more', '200K or more', 'nfpmar-ge200']], { src: url(BLS_EMP) }), (l) => `Nonfarm payrolls ${l} in March 2032?`),
      { rules: 'Resolves to the bracket containing the headline change in nonfarm payrolls for March 2032 in the Employment Situation released April 2, 2032, 8:30 AM ET. Revisions are not considered.' }),
    G1('US nonfarm payrolls March 2032 above 150K?', close, 'nfpmar-gt150'),
  ] }, ['threshold']);
}
{ // April 2032 payrolls (Fri May 7): beta_us "will payrolls shrink?" is the complement of alpha's "Above 0".
  const close = z('2032-05-07', '12:30');
  addCase('us_releases', { name: 'us-nfp-apr-2032', events: [
    A('KXPAYROLLS-32APR', 'Jobs numbers in April 2032?', 'Economics', close, [['T0', 'Above 0', 'nfpapr-gt0'], ['T125000', 'Above 125,000', 'nfpapr-gt125']], { sources: [BLS_EMP] }),
    U1('april-2032-jobs-report-payrolls-negative', 'April jobs report: will payrolls shrink?', 'Economics', close, 'nfpapr-neg',
      { src: url(BLS_EMP), rules: 'Resolves Yes if the BLS reports a negative change in total nonfarm payrolls for April 2032 in its first release (May 7, 2032).' }),
    G('April 2032 NFP print', close, gr(['Negative', 'nfpapr-neg'], ['0 to 125K', 'nfpapr-0-125'], ['Above 125K', 'nfpapr-gt125'])),
  ] }, ['inverted']);
}
{ // May 2032 payrolls (Fri Jun 4): alpha, beta, gamma ("beat 150,000").
  const close = z('2032-06-04', '12:30');
  addCase('us_releases', { name: 'us-nfp-may-2032', events: [
    A('KXPAYROLLS-32MAY', 'Jobs numbers in May 2032?', 'Economics', close, [['T75000', 'Above 75,000', 'nfpmay-gt75'], ['T150000', 'Above 150,000', 'nfpmay-gt150']], { sources: [BLS_EMP] }),
    B('May jobs report: nonfarm payrolls (2032)', 'Economy', close, wq(w([['may-2032-nfp-above-75k', 'Above 75K', 'nfpmay-gt75'], ['may-2032-nfp-above-150k', 'Above 150K', 'nfpmay-gt150']], { src: url(BLS_EMP) }),
      (l) => `Will May 2032 nonfarm payrolls come in ${l.toLowerCase()}?`)),
    G1('Will May 2032 US payrolls beat 150,000?', close, 'nfpmay-gt150', { rules: 'YES if the first-print change in nonfarm payrolls for May 2032 (BLS, 4 June 2032) is greater than 150,000.' }),
  ] });
}
{ // May 2032 unemployment rate (Fri Jun 4): ladder, buckets and an "at or above" binary; beta_us U-6: measure negative.
  const close = z('2032-06-04', '12:30');
  addCase('us_releases', { name: 'us-unemployment-may-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXU3-32MAY', 'Unemployment in May 2032?', 'Economics', close, wr([['T4.2', 'Above 4.2%', 'u3may-ge43'], ['T4.4', 'Above 4.4%', 'u3may-ge45']],
      (l) => `If the U-3 unemployment rate for May 2032 (seasonally adjusted), as first reported by the BLS, is ${l.toLowerCase()}, then the market resolves to Yes.`), { sources: [BLS_EMP] }),
    B('US unemployment rate in May 2032?', 'Economy', close, wq(w([['unemployment-may-2032-4pt2-or-lower', '4.2% or lower', 'u3may-le42'], ['unemployment-may-2032-4pt3', '4.3%', 'u3may-eq43'],
      ['unemployment-may-2032-4pt4', '4.4%', 'u3may-eq44'], ['unemployment-may-2032-4pt5-or-higher', '4.5% or higher', 'u3may-ge45']], { src: url(BLS_EMP) }), (l) => `US unemployment rate ${l} in May 2032?`)),
    G1('US unemployment rate May 2032 at or above 4.3%?', close, 'u3may-ge43'),
    U1('u6-underemployment-may-2032-above-8', 'U-6 rate above 8.0% in May 2032?', 'Economics', close, 'u6may-gt80', { src: url(BLS_EMP) }),
  ] }, ['measure']);
}
{ // Initial claims, week ending Apr 24 (Thu Apr 29) on alpha and beta; gamma lists continuing claims: measure negative.
  const close = z('2032-04-29', '12:30');
  addCase('us_releases', { name: 'us-claims-apr24-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXJOBLESSCLAIMS-32APR29', 'Initial jobless claims, week ending Apr 24, 2032?', 'Economics', close, [['T225000', 'Above 225,000', 'icapr24-gt225'], ['T240000', 'Above 240,000', 'icapr24-gt240']],
      { sources: [DOL], rules: 'Resolves on the seasonally adjusted initial claims figure for the week ending April 24, 2032 in the Department of Labor release of April 29, 2032.' }),
    B1('Initial jobless claims above 240K for week ending April 24?', 'Economy', close, 'icapr24-gt240', { mx: { src: url(DOL) } }),
    G1('US continuing jobless claims above 1.95M (week ending Apr 17, 2032)?', close, 'ccapr17-gt195'),
  ] }, ['measure']);
}
{ // Initial claims, week ending May 29 (Thu Jun 3) on alpha and gamma; beta_us lists the week ending May 22: date negative.
  const close = z('2032-06-03', '12:30');
  addCase('us_releases', { name: 'us-claims-may29-2032', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A('KXJOBLESSCLAIMS-32JUN03', 'Jobless claims this week (ending May 29, 2032)?', 'Economics', close, [['T230000', 'Above 230,000', 'icmay29-gt230']], { sources: [DOL] }),
    G1('Initial jobless claims > 230K, week ending 29 May 2032', close, 'icmay29-gt230'),
    U1('initial-claims-week-ending-may-22-2032-above-230k', 'Initial claims above 230K (week ending May 22)?', 'Economics', z('2032-05-27', '12:30'), 'icmay22-gt230', { src: url(DOL) }),
  ] }, ['date']);
}
{ // Q1 2032 GDP advance estimate (Thu Apr 29); beta_us lists the second estimate: estimate negative.
  const close = z('2032-04-29', '12:30');
  addCase('us_releases', { name: 'us-gdp-q1-2032-advance', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXGDP-32APR29', 'GDP growth in Q1 2032?', 'Economics', close, wr([['T1.0', 'Above 1.0%', 'gdpq1a-gt10'], ['T2.0', 'Above 2.0%', 'gdpq1a-gt20']],
      (l) => `If the advance estimate of Q1 2032 real GDP growth (seasonally adjusted annual rate) released by the BEA is ${l.toLowerCase()}, the market resolves to Yes.`), { sources: [BEA_GDP] }),
    B('US GDP growth in Q1 2032? (advance estimate)', 'Economy', close, wq(w([['us-gdp-q1-2032-negative', 'Negative', 'gdpq1a-neg'], ['us-gdp-q1-2032-0pt0-0pt9', '0.0–0.9%', 'gdpq1a-00-09'],
      ['us-gdp-q1-2032-1pt0-1pt9', '1.0–1.9%', 'gdpq1a-10-19'], ['us-gdp-q1-2032-2pt0-2pt9', '2.0–2.9%', 'gdpq1a-20-29'], ['us-gdp-q1-2032-3pt0-or-more', '3.0%+', 'gdpq1a-ge30']], { src: url(BEA_GDP) }),
      (l) => `Q1 2032 GDP growth ${l}?`), { rules: 'Resolves per the annualized real GDP growth rate for Q1 2032 in the BEA advance estimate scheduled for April 29, 2032.' }),
    G1('US GDP contracts in Q1 2032 (advance estimate)?', close, 'gdpq1a-neg'),
    U1('us-gdp-q1-2032-second-estimate-above-1pt5', 'Q1 2032 GDP second estimate above 1.5%?', 'Economics', z('2032-05-27', '12:30'), 'gdpq1s-gt15', { src: url(BEA_GDP) }),
  ] }, ['estimate']);
}
{ // Q2 2032 GDP advance (Thu Jul 29), listed in June: beta binary vs gamma buckets.
  const close = z('2032-07-29', '12:30');
  addCase('us_releases', { name: 'us-gdp-q2-2032-advance', events: [
    B1('US Q2 2032 GDP advance estimate above 2.0%?', 'Economy', close, 'gdpq2a-gt20', { mx: { src: url(BEA_GDP) } }),
    G('US real GDP Q2 2032, advance (SAAR)', close, gr(['Below 1.0%', 'gdpq2a-lt10'], ['1.0% to 2.0%', 'gdpq2a-10-20'], ['Above 2.0%', 'gdpq2a-gt20'])),
  ] });
}
{ // April 2032 core PCE MoM (Fri May 28): gamma headline PCE and beta_us core PCE YoY are different measures.
  const close = z('2032-05-28', '12:30');
  addCase('us_releases', { name: 'us-core-pce-apr-2032', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A('KXPCECORE-32APR', 'Core PCE inflation in April 2032?', 'Economics', close, [['T0.2', 'Above 0.2%', 'cpceapr-ge03']], { sources: [BEA_PCE],
      rules: 'If the month-over-month change in the PCE price index excluding food and energy for April 2032, as first released by the BEA, is above 0.2%, then the market resolves to Yes.' }),
    B1('Core PCE price index up more than 0.2% in April?', 'Economy', close, 'cpceapr-ge03', { mx: { src: url(BEA_PCE) } }),
    G1('US PCE price index (headline) April 2032 above 0.2% m/m?', close, 'pceapr-ge03'),
    U1('core-pce-yoy-april-2032-above-2pt5', 'Core PCE YoY above 2.5% for April 2032?', 'Economics', close, 'cpceyapr-ge26', { src: url(BEA_PCE) }),
  ] }, ['measure', 'measure']);
}
{ // April 2032 retail sales (Fri May 14): "rise" = above 0.0%; gamma lists the control group: measure negative.
  const close = z('2032-05-14', '12:30');
  addCase('us_releases', { name: 'us-retail-apr-2032', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXRETAIL-32APR', 'Retail sales in April 2032?', 'Economics', close, [['T0.0', 'Above 0.0%', 'rsapr-gt00'], ['T0.5', 'Above 0.5%', 'rsapr-gt05']], { sources: [CENSUS] }),
    U1('will-us-retail-sales-rise-april-2032', 'Will US retail sales rise in April?', 'Economics', close, 'rsapr-gt00',
      { src: url(CENSUS), rules: 'Resolves Yes if advance monthly retail and food services sales for April 2032 (seasonally adjusted) show a month-over-month increase, per the Census Bureau release of May 14, 2032.' }),
    G1('US retail sales control group April 2032 above 0.3%?', close, 'rscgapr-gt03'),
  ] }, ['measure']);
}
{ // May 2032 retail sales (Tue Jun 15): "fall" on beta vs "0.0% or higher" on gamma: complements.
  const close = z('2032-06-15', '12:30');
  addCase('us_releases', { name: 'us-retail-may-2032', events: [
    B1('US retail sales fall in May 2032?', 'Economy', close, 'rsmay-neg', { mx: { src: url(CENSUS), rules: 'Resolves Yes if the advance estimate of total retail and food services sales for May 2032 shows a negative month-over-month change.' } }),
    G1('US advance retail sales May 2032: 0.0% or higher m/m?', close, 'rsmay-ge00'),
  ] }, ['inverted']);
}
{ // ISM Manufacturing May 2032 (Tue Jun 1); gamma ISM Services and beta_us S&P Global PMI are other statistics.
  const close = z('2032-06-01', '14:00');
  addCase('us_releases', { name: 'us-ism-mfg-may-2032', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A('KXISMPMI-32MAY', 'ISM Manufacturing PMI in May 2032?', 'Economics', close, [['T50', 'Above 50', 'ismmay-gt50'], ['T52', 'Above 52', 'ismmay-gt52']], { sources: [ISM] }),
    B1('ISM manufacturing PMI above 50 in May?', 'Economy', close, 'ismmay-gt50', { mx: { src: url(ISM) } }),
    G1('ISM Services PMI May 2032 above 50?', z('2032-06-03', '14:00'), 'ismsvcmay-gt50'),
    U1('sp-global-us-manufacturing-pmi-may-2032-above-50', 'S&P Global US Manufacturing PMI (final) above 50 for May?', 'Economics', close, 'spgmay-gt50'),
  ] }, ['measure', 'measure']);
}
{ // ISM Services April 2032 (Wed May 5): alpha and beta_us.
  const close = z('2032-05-05', '14:00');
  addCase('us_releases', { name: 'us-ism-services-apr-2032', events: [
    A1('KXISMSERV-32APR', 'ISM Services PMI in April 2032?', 'Economics', close, 'T52', 'Above 52', 'ismsapr-gt52', { sources: [ISM] }),
    U1('ism-services-pmi-april-2032-above-52', 'ISM Services PMI above 52 in April?', 'Economics', close, 'ismsapr-gt52', { src: url(ISM) }),
  ] });
}
{ // UMich sentiment May 2032: preliminary (alpha) vs final (beta): estimate negative.
  addCase('us_releases', { name: 'us-umich-may-2032', groups: [['alpha'], ['beta']], events: [
    A1('KXUMICH-32MAY', 'UMich consumer sentiment, May 2032 (preliminary)', 'Economics', z('2032-05-14', '14:00'), 'T60', 'Above 60', 'umichmayp-gt60'),
    B1('University of Michigan consumer sentiment final May 2032 above 60?', 'Economy', z('2032-05-28', '14:00'), 'umichmayf-gt60', { mx: { src: 'https://www.sca.isr.umich.edu/' } }),
  ] }, ['estimate']);
}
{ // JOLTS openings April 2032 (Tue Jun 1).
  const close = z('2032-06-01', '14:00');
  addCase('us_releases', { name: 'us-jolts-apr-2032', events: [
    A1('KXJOLTS-32APR', 'Job openings in April 2032?', 'Economics', close, 'T7000', 'Above 7.0 million', 'jolts-gt7m', { sources: ['Bureau of Labor Statistics https://www.bls.gov/jlt/'] }),
    U1('jolts-april-2032-job-openings-above-7-million', 'JOLTS: April job openings above 7 million?', 'Economics', close, 'jolts-gt7m'),
  ] });
}
{ // Average hourly earnings April 2032 — alpha only.
  addCase('us_releases', { name: 'us-ahe-apr-2032', events: [A1('KXAHE-32APR', 'Average hourly earnings in April 2032?', 'Economics', z('2032-05-07', '12:30'), 'T0.3', 'Above 0.3%', 'aheapr-ge04', { sources: [BLS_EMP] })] });
}
{ // PPI final demand April 2032 — beta only.
  addCase('us_releases', { name: 'us-ppi-apr-2032', events: [B1('PPI final demand MoM April 2032 above 0.2%?', 'Economy', z('2032-05-13', '12:30'), 'ppiapr-ge03', { mx: { src: 'https://www.bls.gov/ppi/' } })] });
}

// ───────────────────────────── INTERNATIONAL RELEASES ─────────────────────────────

{ // Euro area HICP flash, May 2032 (Wed Jun 2); beta_us lists the final May print: estimate negative.
  const close = z('2032-06-02', '09:00');
  addCase('intl_releases', { name: 'ez-hicp-flash-may-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXEZCPI-32MAY', 'Euro area inflation, May 2032 (flash)?', 'Economics', close, wr([['T1.9', 'Above 1.9%', 'ezmay-ge20'], ['T2.1', 'Above 2.1%', 'ezmay-ge22']],
      (l) => `If Eurostat's flash estimate of euro area annual HICP inflation for May 2032 is ${l.toLowerCase()}, then the market resolves to Yes.`), { sources: [EUROSTAT] }),
    B('Eurozone inflation May 2032 (flash)?', 'Economy', close, wq(w([['eurozone-inflation-may-2032-below-1pt9', 'Below 1.9%', 'ezmay-lt19'], ['eurozone-inflation-may-2032-1pt9', '1.9%', 'ezmay-eq19'],
      ['eurozone-inflation-may-2032-2pt0', '2.0%', 'ezmay-eq20'], ['eurozone-inflation-may-2032-2pt1', '2.1%', 'ezmay-eq21'], ['eurozone-inflation-may-2032-2pt2-or-above', '2.2% or above', 'ezmay-ge22']],
    { src: url(EUROSTAT) }), (l) => `Euro area flash HICP ${l} in May 2032?`), { rules: 'Resolves per the euro area annual inflation flash estimate for May 2032 published by Eurostat (expected June 2, 2032, 11:00 CET).' }),
    G1('Euro area May 2032 HICP flash y/y at 2.0% or more?', close, 'ezmay-ge20'),
    U1('euro-area-final-hicp-may-2032-above-2', 'Euro area final May 2032 HICP above 2.0%?', 'Economics', z('2032-06-17', '09:00'), 'ezmayfinal-ge21', { src: url(EUROSTAT) }),
  ] }, ['estimate']);
}
{ // Euro area core HICP flash, April 2032 (Tue May 4): alpha and gamma.
  const close = z('2032-05-04', '09:00');
  addCase('intl_releases', { name: 'ez-core-flash-apr-2032', events: [
    A1('KXEZCORE-32APR', 'Euro area core inflation, April 2032 (flash)', 'Economics', close, 'T2.0', 'Above 2.0%', 'ezcapr-ge21', { sources: [EUROSTAT],
      rules: 'If the flash estimate of euro area HICP excluding energy, food, alcohol & tobacco (annual rate) for April 2032 is above 2.0%, the market resolves to Yes.' }),
    G1('Eurozone core HICP April 2032 flash above 2.0%?', close, 'ezcapr-ge21'),
  ] });
}
{ // Euro area Q1 2032 GDP preliminary flash (Fri Apr 30) on beta and gamma; alpha lists Germany: place negative.
  const close = z('2032-04-30', '09:00');
  addCase('intl_releases', { name: 'ez-gdp-q1-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Euro area GDP Q1 2032 preliminary flash above 0.2% q/q?', 'Economy', close, 'ezgdp-gt02', { mx: { src: url(EUROSTAT) } }),
    G1('Eurozone Q1 2032 GDP growth (flash) > 0.2% QoQ?', close, 'ezgdp-gt02'),
    A1('KXDEGDP-32Q1', 'Germany GDP growth, Q1 2032 (flash)?', 'Economics', z('2032-04-30', '08:00'), 'T0.2', 'Above 0.2%', 'degdp-gt02',
      { sources: ['Destatis https://www.destatis.de/EN/Themes/Economy/National-Accounts-Domestic-Product/_node.html'] }),
  ] }, ['place']);
}
{ // UK CPI April 2032 (Wed May 19); beta_us lists March 2032 UK CPI: period negative.
  const close = z('2032-05-19', '06:00');
  addCase('intl_releases', { name: 'uk-cpi-apr-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXUKCPI-32APR', 'UK CPI inflation, April 2032?', 'Economics', close, [['T2.5', 'Above 2.5%', 'ukapr-ge26'], ['T3.0', 'Above 3.0%', 'ukapr-ge31']], { sources: [ONS] }),
    B('UK inflation April 2032 (CPI YoY)', 'Economy', close, wq(w([['uk-cpi-april-2032-2pt5-or-lower', '2.5% or lower', 'ukapr-le25'], ['uk-cpi-april-2032-2pt6-2pt8', '2.6%–2.8%', 'ukapr-26-28'],
      ['uk-cpi-april-2032-2pt9-3pt0', '2.9%–3.0%', 'ukapr-29-30'], ['uk-cpi-april-2032-3pt1-or-higher', '3.1% or higher', 'ukapr-ge31']], { src: url(ONS) }), (l) => `UK CPI inflation ${l} in April 2032?`)),
    G1('UK CPI April 2032 higher than 2.5%?', close, 'ukapr-ge26', { rules: 'Uses the CPI 12-month rate for April 2032 published by the ONS on 19 May 2032.' }),
    U1('uk-cpi-march-2032-above-2pt5', 'UK CPI above 2.5% in March 2032?', 'Economics', z('2032-04-14', '06:00'), 'ukmar-ge26', { src: url(ONS) }),
  ] }, ['period']);
}
{ // UK Q1 2032 GDP first quarterly estimate (Thu May 13); gamma lists March monthly GDP: measure negative.
  const close = z('2032-05-13', '06:00');
  addCase('intl_releases', { name: 'uk-gdp-q1-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUKGDP-32Q1', 'UK GDP growth, Q1 2032 (first estimate, QoQ)?', 'Economics', close, [['T0.0', 'Above 0.0%', 'ukq1-gt00'], ['T0.3', 'Above 0.3%', 'ukq1-gt03']], { sources: [ONSGDP] }),
    B1('UK economy grows in Q1 2032? (first quarterly estimate)', 'Economy', close, 'ukq1-gt00', { mx: { src: url(ONSGDP) } }),
    G1('UK monthly GDP March 2032 above 0.0% m/m?', close, 'ukmar-mgdp-gt00'),
  ] }, ['measure']);
}
{ // UK ILO unemployment Jan–Mar 2032 (Tue May 18): beta_us and gamma.
  const close = z('2032-05-18', '06:00');
  addCase('intl_releases', { name: 'uk-unemployment-jan-mar-2032', events: [
    U1('uk-unemployment-rate-jan-mar-2032-above-5', 'UK unemployment rate above 5.0% (Jan–Mar 2032)?', 'Economics', close, 'ukunemp-gt50', { src: 'https://www.ons.gov.uk/employmentandlabourmarket/peoplenotinwork/unemployment' }),
    G1('UK ILO unemployment rate for the three months to March 2032 above 5.0%?', close, 'ukunemp-gt50'),
  ] });
}
{ // Japan nationwide core CPI April 2032 (Fri May 21 JST); gamma lists Tokyo core CPI for May: place negative.
  const close = z('2032-05-20', '23:30');
  addCase('intl_releases', { name: 'jp-core-cpi-apr-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXJPCPI-32APR', 'Japan core CPI (ex fresh food), April 2032?', 'Economics', close, 'T2.0', 'Above 2.0%', 'jpcapr-ge21', { sources: [STATJP] }),
    B1('Japan nationwide core CPI above 2.0% in April 2032?', 'Economy', close, 'jpcapr-ge21', { mx: { src: url(STATJP) } }),
    G1('Tokyo core CPI May 2032 above 2.0% y/y?', z('2032-05-27', '23:30'), 'tkcmay-ge21'),
  ] }, ['place']);
}
{ // Japan Q1 2032 GDP preliminary (Mon May 17 JST): annualized on beta and gamma; alpha lists QoQ: measure negative.
  const close = z('2032-05-16', '23:50');
  addCase('intl_releases', { name: 'jp-gdp-q1-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Japan Q1 2032 GDP annualized growth above 1.0% (preliminary)?', 'Economy', close, 'jpgdpann-gt10', { mx: { src: 'https://www.esri.cao.go.jp/en/sna/sokuhou/sokuhou_top.html' } }),
    G1('Japan GDP Q1 2032 preliminary, annualized > 1.0%?', close, 'jpgdpann-gt10'),
    A1('KXJPGDP-32Q1', 'Japan GDP, Q1 2032 (QoQ, preliminary)?', 'Economics', close, 'T0.2', 'Above 0.2%', 'jpgdpqoq-gt02'),
  ] }, ['measure']);
}
{ // China Q1 2032 GDP YoY (Fri Apr 16): beta "5.0% or higher" vs alpha "Above 5.0%": threshold negative.
  const close = z('2032-04-16', '02:00');
  addCase('intl_releases', { name: 'cn-gdp-q1-2032', events: [
    A('KXCNGDP-32Q1', 'China GDP growth, Q1 2032 (YoY)?', 'Economics', close, [['T4.5', 'Above 4.5%', 'cnq1-ge46'], ['T5.0', 'Above 5.0%', 'cnq1-ge51']], { sources: [NBS] }),
    B('China Q1 2032 GDP growth', 'Economy', close, wq(w([['china-q1-2032-gdp-below-4pt5', 'Below 4.5%', 'cnq1-lt45'], ['china-q1-2032-gdp-4pt5-4pt9', '4.5%–4.9%', 'cnq1-45-49'],
      ['china-q1-2032-gdp-5pt0-or-higher', '5.0% or higher', 'cnq1-ge50']], { src: url(NBS) }), (l) => `China Q1 2032 GDP growth ${l}?`)),
    G1('China Q1 2032 GDP y/y above 4.5%?', close, 'cnq1-ge46'),
  ] }, ['threshold']);
}
{ // China CPI April 2032 (Tue May 11): beta "negative" vs gamma "0.0% or higher" (complements); alpha "Above 0.0%" is a third outcome.
  const close = z('2032-05-11', '01:30');
  addCase('intl_releases', { name: 'cn-cpi-apr-2032', events: [
    B1('China CPI negative y/y in April 2032?', 'Economy', close, 'cncpi-neg', { mx: { src: url(NBS) } }),
    G1('China April 2032 CPI 0.0% or higher y/y?', close, 'cncpi-ge00'),
    A1('KXCNCPI-32APR', 'China CPI inflation, April 2032?', 'Economics', close, 'T0.0', 'Above 0.0%', 'cncpi-gt00', { sources: [NBS] }),
  ] }, ['inverted', 'threshold']);
}
{ // China private manufacturing PMI May 2032 (S&P Global, ex-Caixin; Tue Jun 1) vs the official NBS PMI (Mon May 31): measure negative.
  addCase('intl_releases', { name: 'cn-pmi-may-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXCNPMI-32MAY', 'China General Manufacturing PMI (S&P Global), May 2032?', 'Economics', z('2032-06-01', '01:45'), 'T50', 'Above 50', 'cxmay-gt50'),
    G1('China private-sector manufacturing PMI (formerly Caixin) May 2032 above 50?', z('2032-06-01', '01:45'), 'cxmay-gt50'),
    B1('China official NBS manufacturing PMI above 50 in May 2032?', 'Economy', z('2032-05-31', '01:30'), 'nbsmay-gt50', { mx: { src: url(NBS) } }),
  ] }, ['measure']);
}
{ // Canada CPI April 2032 (Tue May 18).
  const close = z('2032-05-18', '12:30');
  addCase('intl_releases', { name: 'ca-cpi-apr-2032', events: [
    A('KXCACPI-32APR', 'Canada CPI inflation, April 2032?', 'Economics', close, [['T2.0', 'Above 2.0%', 'cacpi-ge21'], ['T2.5', 'Above 2.5%', 'cacpi-ge26']], { sources: [STATCAN] }),
    U1('canada-cpi-april-2032-above-2pct', 'Canada inflation above 2% in April 2032?', 'Economics', close, 'cacpi-ge21', { src: url(STATCAN) }),
  ] });
}
{ // Canada unemployment rate May 2032 (Fri Jun 4): beta buckets vs gamma buckets (partly coinciding).
  const close = z('2032-06-04', '12:30');
  addCase('intl_releases', { name: 'ca-lfs-may-2032', events: [
    B('Canada unemployment rate May 2032', 'Economy', close, wq(w([['canada-unemployment-may-2032-6pt5-or-lower', '6.5% or lower', 'caur-le65'], ['canada-unemployment-may-2032-6pt6', '6.6%', 'caur-eq66'],
      ['canada-unemployment-may-2032-6pt7', '6.7%', 'caur-eq67'], ['canada-unemployment-may-2032-6pt8-or-higher', '6.8% or higher', 'caur-ge68']], { src: url(STATCAN) }), (l) => `Canada's May 2032 jobless rate ${l}?`)),
    G('Canada jobless rate, May 2032 (LFS)', close, gr(['≤6.5%', 'caur-le65'], ['6.6%–6.7%', 'caur-66-67'], ['≥6.8%', 'caur-ge68'])),
  ] });
}
{ // Australia Q1 2032 CPI (Wed Apr 28); beta_us lists trimmed mean: measure negative.
  const close = z('2032-04-28', '01:30');
  addCase('intl_releases', { name: 'au-cpi-q1-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXAUCPI-32Q1', 'Australia CPI, Q1 2032 (YoY)?', 'Economics', close, [['T2.5', 'Above 2.5%', 'aucpi-ge26'], ['T3.0', 'Above 3.0%', 'aucpi-ge31']], { sources: [ABS] }),
    B1('Australia annual CPI above 2.5% in Q1 2032?', 'Economy', close, 'aucpi-ge26', { mx: { src: url(ABS) } }),
    G1('Australian headline inflation Q1 2032 y/y > 3.0%?', close, 'aucpi-ge31'),
    U1('australia-trimmed-mean-cpi-q1-2032-above-2pt5', 'Australia trimmed mean CPI above 2.5% YoY in Q1 2032?', 'Economics', close, 'autm-ge26', { src: url(ABS) }),
  ] }, ['measure']);
}
{ // Germany flash inflation May 2032 (national CPI, beta and beta_us) vs German HICP (alpha): measure negative.
  const close = z('2032-05-28', '12:00');
  addCase('intl_releases', { name: 'de-cpi-flash-may-2032', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('Germany inflation rate May 2032 (flash CPI) above 2.0%?', 'Economy', close, 'decpi-ge21', { mx: { src: 'https://www.destatis.de/EN/Themes/Economy/Prices/Consumer-Price-Index/_node.html' } }),
    U1('germany-cpi-may-2032-flash-2pt1-or-more', 'German CPI flash for May 2032 at 2.1% or more?', 'Economics', close, 'decpi-ge21'),
    A1('KXDEHICP-32MAY', 'Germany HICP inflation, May 2032 (flash)?', 'Economics', close, 'T2.0', 'Above 2.0%', 'dehicp-ge21'),
  ] }, ['measure']);
}
{ // Australia unemployment May 2032 — beta only.
  addCase('intl_releases', { name: 'au-unemployment-may-2032', events: [B1('Australia unemployment rate above 4.3% in May 2032?', 'Economy', z('2032-06-17', '01:30'), 'auur-ge44',
    { mx: { src: 'https://www.abs.gov.au/statistics/labour/employment-and-unemployment/labour-force-australia' } })] });
}
{ // Ifo business climate May 2032 — gamma only.
  addCase('intl_releases', { name: 'de-ifo-may-2032', events: [G1('German Ifo business climate index May 2032 above 90?', z('2032-05-24', '08:00'), 'ifomay-gt90')] });
}
{ // India Jan–Mar 2032 quarter GDP — beta_us only.
  addCase('intl_releases', { name: 'in-gdp-q4fy32', events: [U1('india-gdp-growth-jan-mar-2032-above-7pct', 'India GDP growth above 7% in the Jan–Mar 2032 quarter?', 'Economics', z('2032-05-31', '12:00'), 'ingdp-gt7',
    { src: 'https://www.mospi.gov.in/' })] });
}

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────

{ // FOMC April 2032 (Wed Apr 28): alpha five buckets, beta four (hike buckets merged), beta_us and gamma three.
  const close = z('2032-04-28', '18:00');
  const fedRule = (l: string): string => `Resolves to "${l}" based on the change to the upper bound of the federal funds target range announced after the FOMC meeting concluding April 28, 2032.`;
  addCase('central_banks', { name: 'fomc-apr-2032', events: [
    A('KXFEDDECISION-32APR', 'Fed decision in Apr 2032?', 'Economics', close, wr([['C26', 'Cut >25bps', 'fomcapr-cut50'], ['C25', 'Cut 25bps', 'fomcapr-cut25'], ['H0', 'Hold', 'fomcapr-hold'],
      ['H25', 'Hike 25bps', 'fomcapr-hike25'], ['H26', 'Hike >25bps', 'fomcapr-hike50']], fedRule), { sources: [FEDSRC] }),
    B('Fed decision in April?', 'Economy', close, wq(w([['fed-decreases-interest-rates-by-50-bps-after-april-2032-meeting', '50+ bps decrease', 'fomcapr-cut50'],
      ['fed-decreases-interest-rates-by-25-bps-after-april-2032-meeting', '25 bps decrease', 'fomcapr-cut25'], ['no-change-in-fed-interest-rates-after-april-2032-meeting', 'No change', 'fomcapr-hold'],
      ['fed-increases-interest-rates-by-25-bps-after-april-2032-meeting', '25+ bps increase', 'fomcapr-hikeany']], { src: url(FEDSRC) }), (l) => `Fed ${l} after the April 2032 meeting?`),
      { rules: 'The FOMC meeting is scheduled for April 27–28, 2032. Resolves based on the change in the upper bound of the target federal funds range in the statement after that meeting.' }),
    U('fed-decision-april-2032', 'Fed Interest Rate Decision – April 2032', 'Economics', close, w([['fed-april-2032-cut', 'Cut', 'fomcapr-cutany'], ['fed-april-2032-hold', 'Hold', 'fomcapr-hold'],
      ['fed-april-2032-hike', 'Hike', 'fomcapr-hikeany']], { src: url(FEDSRC) })),
    G('FOMC April 2032 rate decision', close, gr(['Lower rates', 'fomcapr-cutany'], ['Keep rates unchanged', 'fomcapr-hold'], ['Raise rates', 'fomcapr-hikeany'])),
  ] });
}
{ // FOMC June 2032 (Wed Jun 16); beta_us lists a July 2032 cut: date negative.
  const close = z('2032-06-16', '18:00');
  addCase('central_banks', { name: 'fomc-jun-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXFEDDECISION-32JUN', 'Fed decision in Jun 2032?', 'Economics', close, [['C26', 'Cut >25bps', 'fomcjun-cut50'], ['C25', 'Cut 25bps', 'fomcjun-cut25'], ['H0', 'Hold', 'fomcjun-hold'],
      ['H25', 'Hike 25bps', 'fomcjun-hike25'], ['H26', 'Hike >25bps', 'fomcjun-hike50']], { sources: [FEDSRC] }),
    B('Fed decision in June?', 'Economy', close, wq(w([['fed-decreases-interest-rates-by-50-bps-after-june-2032-meeting', '50+ bps decrease', 'fomcjun-cut50'],
      ['fed-decreases-interest-rates-by-25-bps-after-june-2032-meeting', '25 bps decrease', 'fomcjun-cut25'], ['no-change-in-fed-interest-rates-after-june-2032-meeting', 'No change', 'fomcjun-hold'],
      ['fed-increases-interest-rates-by-25-bps-after-june-2032-meeting', '25+ bps increase', 'fomcjun-hikeany']], { src: url(FEDSRC) }), (l) => `Fed ${l} after the June 2032 meeting?`)),
    G1('Will the Fed cut interest rates in June 2032?', close, 'fomcjun-cutany', { rules: 'YES if the FOMC lowers the target range for the federal funds rate at its June 15–16, 2032 meeting.' }),
    U1('fed-rate-cut-july-2032', 'Fed rate cut in July 2032?', 'Economics', z('2032-07-28', '18:00'), 'fomcjul-cut', { src: url(FEDSRC) }),
  ] }, ['date']);
}
{ // Fed funds target upper bound after the June 2032 meeting (alpha ladder, beta levels); gamma lists the EFFR: measure negative.
  const close = z('2032-06-16', '18:00');
  addCase('central_banks', { name: 'fed-funds-level-jun-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXFED-32JUN', 'Fed funds rate after the June 2032 meeting?', 'Economics', close, wr([['T3.00', 'Above 3.00%', 'ffjun-gt300'], ['T3.25', 'Above 3.25%', 'ffjun-gt325'], ['T3.50', 'Above 3.50%', 'ffjun-gt350']],
      (l) => `If the upper bound of the federal funds target range after the June 2032 FOMC meeting is ${l.toLowerCase()}, then the market resolves to Yes.`), { sources: [FEDSRC] }),
    B('Fed funds upper bound after June 2032 FOMC?', 'Economy', close, wq(w([['fed-upper-bound-june-2032-3pt25', '3.25%', 'ffjun-eq325'], ['fed-upper-bound-june-2032-3pt50', '3.50%', 'ffjun-eq350'],
      ['fed-upper-bound-june-2032-3pt75', '3.75%', 'ffjun-eq375']], { src: url(FEDSRC) }), (l) => `Upper bound of the fed funds target range at ${l} after June 2032 FOMC?`)),
    G1('Effective federal funds rate above 3.30% on June 30, 2032?', z('2032-07-01', '13:00'), 'effr-gt330', { rules: 'Per the EFFR for June 30, 2032 published by the Federal Reserve Bank of New York.' }),
  ] }, ['measure']);
}
{ // Number of Fed cuts in 2032: alpha counts meetings with a cut, beta and gamma count 25 bp steps — one event, alpha not fungible.
  const close = z('2032-12-15', '19:00');
  addCase('central_banks', { name: 'fed-cuts-2032', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXRATECUTCOUNT-32', 'Number of Fed rate cuts in 2032?', 'Economics', close, [['0', '0 cuts', 'fc32-0'], ['1', '1 cut', 'fc32-1'], ['2', '2 cuts', 'fc32-2'], ['3', '3 or more cuts', 'fc32-3p']],
      { sources: [FEDSRC], rules: 'Counts the FOMC meetings in calendar year 2032 at which the target range for the federal funds rate is lowered, regardless of the size of the cut.' }),
    B('How many Fed rate cuts in 2032?', 'Economy', close, wq(w([['no-fed-rate-cuts-2032', '0 (0 bps)', 'fc32-0'], ['1-fed-rate-cut-2032', '1 (25 bps)', 'fc32-1'], ['2-fed-rate-cuts-2032', '2 (50 bps)', 'fc32-2'],
      ['3-or-more-fed-rate-cuts-2032', '3+ (75+ bps)', 'fc32-3p']], { src: url(FEDSRC) }), (l) => `Will the Fed cut ${l} in 2032?`),
      { rules: 'Counts cuts in 25 bps steps: a 50 bps cut counts as 2 cuts. Resolves on the total reduction of the upper bound of the target range across all 2032 FOMC decisions.' }),
    G('Fed cuts in 2032 (25bp each)', close, gr(['0', 'fc32-0'], ['1', 'fc32-1'], ['2', 'fc32-2'], ['3+', 'fc32-3p'])),
  ] }, ['counting']);
}
{ // Fed hike by June 30, 2032 (beta, gamma) vs a hike in 2032 (alpha): deadline negative.
  addCase('central_banks', { name: 'fed-hike-by-jun-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Fed rate hike by June 30, 2032?', 'Economy', z('2032-06-30', '23:59'), 'fedhike-byjun', { mx: { src: url(FEDSRC) } }),
    G1('Will the Fed raise rates before July 2032?', z('2032-06-30', '23:59'), 'fedhike-byjun'),
    A1('KXFEDHIKE-32', 'Fed hikes rates in 2032?', 'Economics', z('2032-12-15', '19:00'), 'HIKE', 'Fed hike in 2032', 'fedhike-2032', { sources: [FEDSRC] }),
  ] }, ['deadline']);
}
{ // Fed emergency cut before July 2032 — beta_us only.
  addCase('central_banks', { name: 'fed-emergency-cut-2032', events: [U1('fed-emergency-rate-cut-before-july-2032', 'Fed emergency rate cut before July 2032?', 'Economics', z('2032-06-30', '23:59'), 'fedemerg', { src: url(FEDSRC) })] });
}
{ // ECB April 2032 (Thu Apr 15): three-way on alpha and beta (cut/decrease, hold/no change), gamma "holds".
  const close = z('2032-04-15', '12:15');
  addCase('central_banks', { name: 'ecb-apr-2032', events: [
    A('KXECBRATE-32APR', 'ECB interest rate decision, April 2032?', 'Economics', close, wr([['CUT', 'Cut', 'ecbapr-cut'], ['HOLD', 'Hold', 'ecbapr-hold'], ['HIKE', 'Hike', 'ecbapr-hike']],
      (l) => `Resolves to ${l} based on the change in the deposit facility rate announced by the ECB Governing Council on April 15, 2032.`), { sources: [ECBSRC] }),
    B('ECB decision in April?', 'Economy', close, wq(w([['ecb-decreases-rates-april-2032', 'Decrease', 'ecbapr-cut'], ['ecb-no-change-april-2032', 'No change', 'ecbapr-hold'],
      ['ecb-increases-rates-april-2032', 'Increase', 'ecbapr-hike']], { src: url(ECBSRC) }), (l) => `ECB ${l.toLowerCase()} in April 2032?`)),
    G1('ECB holds rates on 15 April 2032?', close, 'ecbapr-hold'),
  ] });
}
{ // ECB June 2032 (Thu Jun 3): alpha four buckets, beta_us three, gamma three; beta lists July: date negative.
  const close = z('2032-06-03', '12:15');
  addCase('central_banks', { name: 'ecb-jun-2032', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], events: [
    A('KXECBRATE-32JUN', 'ECB interest rate decision, June 2032?', 'Economics', close, [['CUT25', 'Cut 25bps', 'ecbjun-cut25'], ['CUTBIG', 'Cut more than 25bps', 'ecbjun-cut50'], ['HOLD', 'Hold', 'ecbjun-hold'], ['HIKE', 'Hike', 'ecbjun-hike']], { sources: [ECBSRC] }),
    U('ecb-june-2032-decision', 'ECB June 2032 decision', 'Economics', close, w([['ecb-june-2032-cut', 'Rate cut', 'ecbjun-cutany'], ['ecb-june-2032-no-change', 'No change', 'ecbjun-hold'], ['ecb-june-2032-hike', 'Rate hike', 'ecbjun-hike']], { src: url(ECBSRC) })),
    G('ECB 3 June 2032 meeting', close, gr(['Cut 25 bp', 'ecbjun-cut25'], ['Hold', 'ecbjun-hold'], ['Hike', 'ecbjun-hike'])),
    B1('ECB rate cut in July 2032?', 'Economy', z('2032-07-22', '12:15'), 'ecbjul-cut', { mx: { src: url(ECBSRC) } }),
  ] }, ['date']);
}
{ // BoE May 2032 (Thu May 6): alpha and beta three-way, gamma "lowers Bank Rate".
  const close = z('2032-05-06', '11:00');
  addCase('central_banks', { name: 'boe-may-2032', events: [
    A('KXBOE-32MAY', 'Bank of England rate decision, May 2032?', 'Economics', close, [['CUT', 'Cut', 'boemay-cut'], ['HOLD', 'Hold', 'boemay-hold'], ['HIKE', 'Hike', 'boemay-hike']], { sources: [BOESRC] }),
    B('Bank of England decision in May?', 'Economy', close, wq(w([['boe-cuts-rates-may-2032', 'Cut', 'boemay-cut'], ['boe-no-change-may-2032', 'No change', 'boemay-hold'], ['boe-hikes-rates-may-2032', 'Hike', 'boemay-hike']],
      { src: url(BOESRC) }), (l) => `Bank of England: ${l.toLowerCase()} on May 6, 2032?`)),
    G1('BoE lowers Bank Rate on 6 May 2032?', close, 'boemay-cut'),
  ] });
}
{ // BoE June 2032 (Thu Jun 17): beta binary, gamma two-way.
  const close = z('2032-06-17', '11:00');
  addCase('central_banks', { name: 'boe-jun-2032', events: [
    B1('Bank of England cut in June 2032?', 'Economy', close, 'boejun-cut', { mx: { src: url(BOESRC) } }),
    G('BoE June 2032 decision', close, gr(['Cut', 'boejun-cut'], ['Hold', 'boejun-hold'])),
  ] });
}
{ // BoJ June 2032 (Thu Jun 17 JST); gamma lists the July meeting: date negative.
  const close = z('2032-06-17', '03:00');
  addCase('central_banks', { name: 'boj-jun-2032', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXBOJ-32JUN', 'BoJ rate hike in June 2032?', 'Economics', close, 'HIKE', 'Hike', 'bojjun-hike', { sources: [BOJSRC] }),
    B('Bank of Japan decision in June?', 'Economy', close, wq(w([['boj-increases-rates-june-2032', 'Increase', 'bojjun-hike'], ['boj-no-change-june-2032', 'No change', 'bojjun-hold'], ['boj-decreases-rates-june-2032', 'Decrease', 'bojjun-cut']],
      { src: url(BOJSRC) }), (l) => `BoJ ${l.toLowerCase()} in June 2032?`)),
    U1('boj-raises-rates-june-2032', 'BOJ raises rates in June 2032?', 'Economics', close, 'bojjun-hike', { src: url(BOJSRC) }),
    G1('Bank of Japan raises policy rate at its July 2032 meeting?', z('2032-07-30', '03:00'), 'bojjul-hike'),
  ] }, ['date']);
}
{ // BoJ April 2032 — beta only.
  addCase('central_banks', { name: 'boj-apr-2032', events: [B1('Bank of Japan rate hike in April 2032?', 'Economy', z('2032-04-28', '03:00'), 'bojapr-hike', { mx: { src: url(BOJSRC) } })] });
}
{ // Bank of Canada June 2, 2032.
  const close = z('2032-06-02', '13:45');
  addCase('central_banks', { name: 'boc-jun-2032', events: [
    A('KXBOC-32JUN', 'Bank of Canada decision, June 2, 2032?', 'Economics', close, [['CUT', 'Cut', 'bocjun-cut'], ['HOLD', 'Hold', 'bocjun-hold'], ['HIKE', 'Hike', 'bocjun-hike']], { sources: [BOCSRC] }),
    B('Bank of Canada decision in June?', 'Economy', close, wq(w([['boc-decreases-rates-june-2032', 'Decrease', 'bocjun-cut'], ['boc-no-change-june-2032', 'No change', 'bocjun-hold'], ['boc-increases-rates-june-2032', 'Increase', 'bocjun-hike']],
      { src: url(BOCSRC) }), (l) => `Bank of Canada ${l.toLowerCase()} on June 2, 2032?`)),
    G1('BoC holds overnight rate on June 2, 2032?', close, 'bocjun-hold'),
  ] });
}
{ // Bank of Canada April 14, 2032: beta_us and gamma.
  const close = z('2032-04-14', '13:45');
  addCase('central_banks', { name: 'boc-apr-2032', events: [
    U1('bank-of-canada-cut-april-2032', 'Bank of Canada cuts rates on April 14?', 'Economics', close, 'bocapr-cut', { src: url(BOCSRC) }),
    G1('BoC lowers the overnight rate target, 14 Apr 2032?', close, 'bocapr-cut'),
  ] });
}
{ // RBA May 2032 (Tue May 18); beta_us lists the RBNZ: institution negative.
  const close = z('2032-05-18', '04:30');
  addCase('central_banks', { name: 'rba-may-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXRBA-32MAY', 'RBA cash rate decision, May 2032?', 'Economics', close, [['CUT', 'Cut', 'rbamay-cut'], ['HOLD', 'Hold', 'rbamay-hold'], ['HIKE', 'Hike', 'rbamay-hike']], { sources: [RBASRC] }),
    B1('Reserve Bank of Australia cut in May 2032?', 'Economy', close, 'rbamay-cut', { mx: { src: url(RBASRC) } }),
    G('RBA May 2032 decision', close, gr(['Cut', 'rbamay-cut'], ['Hold', 'rbamay-hold'], ['Hike', 'rbamay-hike'])),
    U1('rbnz-cut-may-2032', 'Reserve Bank of New Zealand cut in May 2032?', 'Economics', z('2032-05-26', '02:00'), 'rbnzmay-cut', { src: 'https://www.rbnz.govt.nz/monetary-policy/official-cash-rate-decisions' }),
  ] }, ['institution']);
}
{ // SNB June 2032 — alpha only.
  addCase('central_banks', { name: 'snb-jun-2032', events: [A1('KXSNB-32JUN', 'SNB rate decision, June 2032?', 'Economics', z('2032-06-17', '07:30'), 'CUT', 'Cut', 'snbjun-cut',
    { sources: ['Swiss National Bank https://www.snb.ch/en/the-snb/mandates-goals/monetary-policy/decisions'] })] });
}
{ // Dissent at the June 2032 FOMC — beta only.
  addCase('central_banks', { name: 'fomc-jun-2032-dissent', events: [B1('Will there be a dissent at the June 2032 FOMC meeting?', 'Economy', z('2032-06-16', '18:00'), 'fomcjun-dissent', { mx: { src: url(FEDSRC) } })] });
}
{ // China 1-year LPR cut in May 2032 (beta, gamma) vs the 5-year LPR (alpha): measure negative.
  const close = z('2032-05-20', '01:15');
  addCase('central_banks', { name: 'pboc-lpr-may-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('China 1-year LPR cut in May 2032?', 'Economy', close, 'lpr1y-cut', { mx: { src: 'https://www.pbc.gov.cn/en/3688229/3688353/index.html' } }),
    G1('PBOC cuts 1-year Loan Prime Rate in May 2032?', close, 'lpr1y-cut'),
    A1('KXLPR-32MAY', 'China 5-year LPR cut, May 2032?', 'Economics', close, 'CUT', 'Cut', 'lpr5y-cut'),
  ] }, ['measure']);
}
{ // Number of BoE cuts in 2032 (both count decisions).
  const close = z('2032-12-16', '12:00');
  addCase('central_banks', { name: 'boe-cuts-2032', events: [
    A('KXBOECUTS-32', 'How many BoE rate cuts in 2032?', 'Economics', close, [['0', '0', 'boec32-0'], ['1', '1', 'boec32-1'], ['2', '2', 'boec32-2'], ['3', '3 or more', 'boec32-3p']], { sources: [BOESRC] }),
    U('boe-rate-cuts-2032', 'Bank of England rate cuts in 2032', 'Economics', close, w([['boe-cuts-2032-none', 'None', 'boec32-0'], ['boe-cuts-2032-one', 'One', 'boec32-1'], ['boe-cuts-2032-two', 'Two', 'boec32-2'],
      ['boe-cuts-2032-three-or-more', 'Three or more', 'boec32-3p']], { src: url(BOESRC) })),
  ] });
}

// ───────────────────────────── RATES AND FX ─────────────────────────────

{ // 10-year Treasury yield on June 30, 2032: alpha off the Treasury par yield curve, beta off the CNBC close (nf);
  // gamma lists the 30-year: asset negative.
  const close = z('2032-06-30', '21:00');
  addCase('rates_fx', { name: 'ust10y-jun30-2032', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXTNOTE-32JUN30', '10-year Treasury yield on Jun 30, 2032?', 'Financials', close, wr([['T4.00', 'Above 4.00%', 't10-gt400'], ['T4.25', 'Above 4.25%', 't10-gt425'], ['T4.50', 'Above 4.50%', 't10-gt450']],
      (l) => `If the 10-year par yield published by the U.S. Treasury for June 30, 2032 is ${l.toLowerCase()}, then the market resolves to Yes.`), { sources: [TSY] }),
    B('10Y Treasury yield on June 30, 2032?', 'Finance', close, wq(w([['10y-treasury-yield-above-4pt25-june-30-2032', 'Above 4.25%', 't10-gt425'], ['10y-treasury-yield-above-4pt50-june-30-2032', 'Above 4.50%', 't10-gt450']],
      { src: 'https://www.cnbc.com/quotes/US10Y' }), (l) => `Will the 10-year Treasury yield close ${l.toLowerCase()} on June 30, 2032?`),
      { rules: 'Resolves per the closing value of the US 10-year Treasury yield (US10Y) on CNBC for June 30, 2032.' }),
    G1('30-year Treasury yield above 4.75% on June 30, 2032?', close, 't30-gt475'),
  ] }, ['source', 'asset']);
}
{ // 2-year Treasury yield on Friday May 28, 2032.
  const close = z('2032-05-28', '21:00');
  addCase('rates_fx', { name: 'ust2y-may28-2032', events: [
    A('KXTNOTE2Y-32MAY28', '2-year Treasury yield on May 28, 2032?', 'Financials', close, [['T3.25', 'Above 3.25%', 't2-gt325'], ['T3.50', 'Above 3.50%', 't2-gt350']], { sources: [TSY] }),
    G1('US 2Y yield above 3.50% at the May 28, 2032 close (Treasury par curve)?', close, 't2-gt350'),
  ] });
}
{ // 2s10s inverted on June 30, 2032 — beta_us only.
  addCase('rates_fx', { name: 'ust-2s10s-jun30-2032', events: [U1('2s10s-curve-inverted-june-30-2032', 'Will the 2s10s Treasury curve be inverted on June 30, 2032?', 'Finance', z('2032-06-30', '21:00'), 'us2s10s-inv', { src: url(TSY) })] });
}
{ // EUR/USD ECB reference rate on June 30, 2032 (alpha, gamma); beta lists the 5pm ET spot: time negative.
  addCase('rates_fx', { name: 'eurusd-ecbref-jun30-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXEURUSDREF-32JUN30', 'EUR/USD ECB reference rate, June 30, 2032?', 'Financials', z('2032-06-30', '12:15'), [['T1.15', 'Above 1.1500', 'eurref-gt115'], ['T1.20', 'Above 1.2000', 'eurref-gt120']],
      { sources: ['European Central Bank https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/eurofxref-graph-usd.en.html'] }),
    G1('EUR/USD euro foreign exchange reference rate above 1.20 on 30 June 2032?', z('2032-06-30', '12:15'), 'eurref-gt120'),
    B1('EUR/USD above 1.20 at 5pm ET on June 30?', 'Finance', z('2032-06-30', '21:00'), 'eur5pm-gt120', { mx: { src: 'https://www.bloomberg.com/quote/EURUSD:CUR' } }),
  ] }, ['time']);
}
{ // USD/JPY at 5pm ET on June 30, 2032: alpha Bloomberg, beta Reuters — one event, not fungible.
  const close = z('2032-06-30', '21:00');
  addCase('rates_fx', { name: 'usdjpy-jun30-2032', fungible: nf('alpha|beta'), events: [
    A('KXUSDJPY-32JUN30', 'USD/JPY on Jun 30, 2032 at 5pm EDT?', 'Financials', close, [['T155', 'Above 155.00', 'jpy-gt155'], ['T160', 'Above 160.00', 'jpy-gt160']],
      { sources: ['Bloomberg https://www.bloomberg.com/quote/USDJPY:CUR'] }),
    B('USD/JPY above ___ on June 30?', 'Finance', close, wq(w([['usdjpy-above-155-june-30-2032', '155', 'jpy-gt155'], ['usdjpy-above-160-june-30-2032', '160', 'jpy-gt160']], { src: 'https://www.reuters.com/markets/currencies/' }),
      (l) => `Will USD/JPY be above ${l} at 5:00 PM ET on June 30, 2032?`), { rules: 'Resolves using the USD/JPY spot rate displayed by Reuters at 5:00 PM ET on June 30, 2032.' }),
  ] }, ['source']);
}
{ // USD/JPY hitting 170 by June 30, 2032 (beta, beta_us).
  const close = z('2032-06-30', '21:00');
  addCase('rates_fx', { name: 'usdjpy-hit170-2032', events: [
    B1('Will USD/JPY hit 170 by June 30, 2032?', 'Finance', close, 'jpyhit170'),
    U1('usd-jpy-reaches-170-by-june-30-2032', 'USD/JPY reaches 170 by June 30?', 'Finance', close, 'jpyhit170'),
  ] });
}
{ // GBP/USD at 5pm ET on May 28, 2032.
  const close = z('2032-05-28', '21:00');
  addCase('rates_fx', { name: 'gbpusd-may28-2032', events: [
    A('KXGBPUSD-32MAY28', 'GBP/USD on May 28, 2032 at 5pm EDT?', 'Financials', close, [['T1.30', 'Above 1.3000', 'gbp-gt130'], ['T1.35', 'Above 1.3500', 'gbp-gt135']], { sources: ['Bloomberg https://www.bloomberg.com/quote/GBPUSD:CUR'] }),
    B1('GBP/USD above 1.35 on Friday, May 28?', 'Finance', close, 'gbp-gt135', { mx: { src: 'https://www.bloomberg.com/quote/GBPUSD:CUR' } }),
  ] });
}
{ // PBOC USD/CNY central parity on June 30, 2032 (alpha, gamma); beta lists offshore USD/CNH: asset negative.
  addCase('rates_fx', { name: 'usdcny-fix-jun30-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXCNYFIX-32JUN30', 'PBOC USD/CNY central parity on June 30, 2032?', 'Financials', z('2032-06-30', '01:15'), 'T7.00', 'Above 7.0000', 'cnyfix-gt7'),
    G1('USD/CNY midpoint fixing > 7.0000 on 30 June 2032?', z('2032-06-30', '01:15'), 'cnyfix-gt7'),
    B1('Offshore yuan (USD/CNH) above 7.00 on June 30, 2032?', 'Finance', z('2032-06-30', '21:00'), 'cnh-gt7'),
  ] }, ['asset']);
}
{ // AUD/USD at 5pm ET on June 30, 2032.
  const close = z('2032-06-30', '21:00');
  addCase('rates_fx', { name: 'audusd-jun30-2032', events: [
    A('KXAUDUSD-32JUN30', 'AUD/USD on Jun 30, 2032 at 5pm EDT?', 'Financials', close, [['T0.65', 'Above 0.6500', 'aud-gt065'], ['T0.70', 'Above 0.7000', 'aud-gt070']], { sources: ['Bloomberg https://www.bloomberg.com/quote/AUDUSD:CUR'] }),
    U1('aud-usd-above-0pt70-june-30-2032', 'Aussie dollar above 70 US cents on June 30?', 'Finance', close, 'aud-gt070', { src: 'https://www.bloomberg.com/quote/AUDUSD:CUR' }),
  ] });
}
{ // 10-year JGB yield hitting 2.5% by June 30, 2032 (alpha, beta); gamma lists the 10-year Bund: place negative.
  const close = z('2032-06-30', '23:59');
  addCase('rates_fx', { name: 'jgb10y-hit-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXJGB10Y-32JUN', 'Japan 10-year JGB yield hits 2.5% by June 30, 2032?', 'Financials', close, 'T2.5', 'Hits 2.5%', 'jgbhit25'),
    B1('10-year JGB yield reaches 2.5% by end of June 2032?', 'Finance', close, 'jgbhit25'),
    G1('German 10-year Bund yield hits 3.0% by June 30, 2032?', close, 'bundhit30'),
  ] }, ['place']);
}
{ // Japan confirms FX intervention by June 30, 2032 (MoF data).
  const close = z('2032-06-30', '23:59');
  addCase('rates_fx', { name: 'jp-fx-intervention-2032', events: [
    A1('KXJPINTERVENE-32JUN', 'Japan confirms yen intervention by Jun 30, 2032?', 'Financials', close, 'YES', 'Intervention confirmed', 'jpinterv',
      { sources: ['Ministry of Finance Japan https://www.mof.go.jp/english/policy/international_policy/reference/feio/index.html'] }),
    B1('Japan currency intervention confirmed by Ministry of Finance by June 30?', 'Finance', close, 'jpinterv'),
  ] });
}

// ───────────────────────────── COMMODITIES ─────────────────────────────

{ // Gold on June 30, 2032: alpha and gamma off the COMEX settle, beta off the LBMA PM price — one event, beta not fungible.
  addCase('commodities', { name: 'gold-jun30-2032', fungible: nf('alpha|beta', 'beta|gamma'), events: [
    A('KXGOLD-32JUN30', 'Gold price on June 30, 2032?', 'Financials', z('2032-06-30', '17:30'), wr([['T4800', 'Above $4,800', 'gold-gt4800'], ['T5000', 'Above $5,000', 'gold-gt5000'], ['T5200', 'Above $5,200', 'gold-gt5200']],
      (l) => `If the settlement price of the front-month COMEX gold futures contract on June 30, 2032 is ${l.toLowerCase()} per troy ounce, then the market resolves to Yes.`), { sources: [CMEGOLD] }),
    B('Gold price on June 30?', 'Commodities', z('2032-06-30', '23:59'), wq(w([['gold-above-5000-on-june-30-2032', '$5,000', 'gold-gt5000'], ['gold-above-5200-on-june-30-2032', '$5,200', 'gold-gt5200']], { src: LBMA }),
      (l) => `Will the LBMA Gold Price PM be above ${l} on June 30, 2032?`), { rules: 'Resolves per the LBMA Gold Price PM (USD) for June 30, 2032.' }),
    G1('Gold (COMEX GC front month) settles above $5,000 on June 30, 2032?', z('2032-06-30', '17:30'), 'gold-gt5000'),
  ] }, ['source']);
}
{ // Gold hitting $6,000 by June 30, 2032 (beta, beta_us) vs in 2032 (alpha): deadline negative.
  addCase('commodities', { name: 'gold-hit6000-2032', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('Gold to hit $6,000 by June 30, 2032?', 'Commodities', z('2032-06-30', '23:59'), 'goldhit6k-jun', { mx: { src: url(CMEGOLD) } }),
    U1('gold-hits-6000-by-june-30-2032', 'Gold hits $6,000 by June 30?', 'Commodities', z('2032-06-30', '23:59'), 'goldhit6k-jun', { src: url(CMEGOLD) }),
    A1('KXGOLDMAX-32', 'Gold above $6,000 in 2032?', 'Financials', z('2032-12-31', '22:00'), 'T6000', 'Hits $6,000', 'goldhit6k-2032', { sources: [CMEGOLD] }),
  ] }, ['deadline']);
}
{ // WTI settle on June 30, 2032 (alpha, beta); gamma lists Brent: asset negative.
  const close = z('2032-06-30', '18:30');
  addCase('commodities', { name: 'wti-jun30-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXWTI-32JUN30', 'WTI crude oil price on June 30, 2032?', 'Financials', close, [['T70', 'Above $70', 'wti-gt70'], ['T80', 'Above $80', 'wti-gt80'], ['T90', 'Above $90', 'wti-gt90']],
      { sources: [CMEWTI], rules: 'Resolves on the NYMEX front-month WTI (CL) settlement price on June 30, 2032.' }),
    B('WTI crude at end of June 2032', 'Commodities', close, wq(w([['wti-above-80-june-30-2032', 'Above $80', 'wti-gt80'], ['wti-above-90-june-30-2032', 'Above $90', 'wti-gt90']], { src: url(CMEWTI) }),
      (l) => `Will WTI crude oil settle ${l.toLowerCase()} on June 30, 2032?`)),
    G1('Brent crude settles above $85 on June 30, 2032?', close, 'brent-gt85'),
  ] }, ['asset']);
}
{ // WTI hitting $100 by June 30, 2032 (beta_us, gamma) vs in 2032 (alpha): deadline negative.
  addCase('commodities', { name: 'wti-hit100-2032', groups: [['beta_us', 'gamma'], ['alpha']], events: [
    U1('wti-hits-100-by-june-30-2032', 'Will WTI hit $100 by June 30?', 'Commodities', z('2032-06-30', '23:59'), 'wtihit100-jun', { src: url(CMEWTI) }),
    G1('Crude oil (WTI) trades at $100 before July 2032?', z('2032-06-30', '23:59'), 'wtihit100-jun'),
    A1('KXWTIMAX-32', 'WTI crude hits $100 in 2032?', 'Financials', z('2032-12-31', '22:00'), 'T100', '$100 or above', 'wtihit100-2032', { sources: [CMEWTI] }),
  ] }, ['deadline']);
}
{ // Brent on May 28, 2032 — beta only.
  addCase('commodities', { name: 'brent-may28-2032', events: [B1('Brent crude above $90 on May 28, 2032?', 'Commodities', z('2032-05-28', '19:30'), 'brentmay28-gt90', { mx: { src: 'https://www.ice.com/products/219/Brent-Crude-Futures/data' } })] });
}
{ // Henry Hub front-month on June 30, 2032 (alpha, beta); gamma lists Dutch TTF: asset negative.
  const close = z('2032-06-30', '18:30');
  addCase('commodities', { name: 'natgas-jun30-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNATGAS-32JUN30', 'Natural gas price on June 30, 2032?', 'Financials', close, [['T3.50', 'Above $3.50', 'ng-gt350'], ['T4.00', 'Above $4.00', 'ng-gt400']],
      { sources: ['CME Group https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.settlements.html'] }),
    B1('Henry Hub natural gas futures above $4 on June 30?', 'Commodities', close, 'ng-gt400'),
    G1('Dutch TTF gas above €40/MWh on 30 June 2032?', close, 'ttf-gt40'),
  ] }, ['asset']);
}
{ // AAA national average gas price on June 30, 2032 (alpha, beta); beta_us lists the EIA weekly survey: observation negative.
  addCase('commodities', { name: 'gasoline-jun30-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXAAAGAS-32JUN30', 'US gas prices on June 30, 2032?', 'Economics', z('2032-06-30', '23:59'), [['T3.25', 'Above $3.25', 'aaa-gt325'], ['T3.50', 'Above $3.50', 'aaa-gt350']],
      { sources: ['AAA https://gasprices.aaa.com/'] }),
    B1('US national average gas price above $3.50 on June 30? (AAA)', 'Economy', z('2032-06-30', '23:59'), 'aaa-gt350', { mx: { src: 'https://gasprices.aaa.com/' } }),
    U1('eia-weekly-gasoline-price-june-28-2032-above-3pt50', 'EIA weekly US regular gasoline price above $3.50 (week of June 28)?', 'Economics', z('2032-06-28', '21:00'), 'eia-gt350',
      { src: 'https://www.eia.gov/petroleum/gasdiesel/' }),
  ] }, ['observation']);
}
{ // OPEC+ output increase agreed in June 2032.
  const close = z('2032-06-30', '23:59');
  addCase('commodities', { name: 'opec-jun-2032', events: [
    A1('KXOPEC-32JUN', 'OPEC+ agrees to raise output at its June 2032 meeting?', 'Economics', close, 'RAISE', 'Output increase', 'opecjun-raise', { sources: ['OPEC https://www.opec.org/opec_web/en/press_room/28.htm'] }),
    B1('OPEC+ production increase announced in June 2032?', 'Commodities', close, 'opecjun-raise'),
  ] });
}
{ // COMEX copper on June 30, 2032 — gamma only.
  addCase('commodities', { name: 'copper-jun30-2032', events: [G1('COMEX copper above $6.00/lb on June 30, 2032?', z('2032-06-30', '17:30'), 'hg-gt6')] });
}

// ───────────────────────────── EQUITIES ─────────────────────────────

{ // S&P 500 close on June 30, 2032: alpha and beta range ladders; gamma's "above 9,000" is its own outcome.
  const close = z('2032-06-30', '20:00');
  const rng = (lo: number): string => `${lo.toLocaleString('en-US')} to ${(lo + 99.99).toLocaleString('en-US')}`;
  addCase('equities', { name: 'spx-jun30-2032', events: [
    A('KXINX-32JUN30', 'S&P 500 on Jun 30, 2032?', 'Financials', close, wr([['B8950', rng(8900), 'spx-8900'], ['B9050', rng(9000), 'spx-9000'], ['B9150', rng(9100), 'spx-9100'], ['B9250', rng(9200), 'spx-9200']],
      (l) => `If the S&P 500 closes between ${l.replace(' to ', ' and ')} on June 30, 2032, the market resolves to Yes.`), { sources: [SPX] }),
    B('S&P 500 close on June 30, 2032?', 'Finance', close, wq(w([['spx-june-30-2032-8900-8999', '8,900–8,999.99', 'spx-8900'], ['spx-june-30-2032-9000-9099', '9,000–9,099.99', 'spx-9000'],
      ['spx-june-30-2032-9100-9199', '9,100–9,199.99', 'spx-9100']], { src: url(SPX) }), (l) => `Will the S&P 500 close at ${l} on June 30, 2032?`)),
    G1('S&P 500 closes above 9,000 on June 30, 2032?', close, 'spx-gt9000'),
  ] });
}
{ // S&P 500 above 8,900 on Friday May 28, 2032 (alpha, beta_us); gamma lists June 4: date negative.
  addCase('equities', { name: 'spx-may28-2032', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXINXU-32MAY28', 'S&P 500 above ___ on May 28, 2032?', 'Financials', z('2032-05-28', '20:00'), [['T8799.99', '8,800 or above', 'spxm28-ge8800'], ['T8899.99', '8,900 or above', 'spxm28-ge8900']], { sources: [SPX] }),
    U1('sp-500-above-8900-may-28-2032', 'S&P 500 closes above 8,900 on Friday?', 'Finance', z('2032-05-28', '20:00'), 'spxm28-ge8900',
      { src: url(SPX), rules: 'Resolves Yes if the official closing level of the S&P 500 on Friday, May 28, 2032 is above 8,900.' }),
    G1('S&P 500 above 8,900 at the 4 June 2032 close?', z('2032-06-04', '20:00'), 'spxj4-gt8900'),
  ] }, ['date']);
}
{ // Nasdaq-100 on June 30, 2032 (alpha, beta); gamma lists the Nasdaq Composite: asset negative.
  const close = z('2032-06-30', '20:00');
  addCase('equities', { name: 'ndx-jun30-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNASDAQ100-32JUN30', 'Nasdaq-100 on Jun 30, 2032?', 'Financials', close, [['T32000', 'Above 32,000', 'ndx-gt32k'], ['T33000', 'Above 33,000', 'ndx-gt33k']],
      { sources: ['Nasdaq https://www.nasdaq.com/market-activity/index/ndx'] }),
    B1('NASDAQ 100 above 33,000 on June 30, 2032?', 'Finance', close, 'ndx-gt33k'),
    G1('Nasdaq Composite closes above 30,000 on June 30, 2032?', close, 'ixic-gt30k'),
  ] }, ['asset']);
}
{ // Dow on June 30, 2032: beta ladder, beta_us binary.
  const close = z('2032-06-30', '20:00');
  addCase('equities', { name: 'dji-jun30-2032', events: [
    B('Dow Jones close on June 30, 2032', 'Finance', close, wq([['dow-above-60000-june-30-2032', 'Above 60,000', 'dji-gt60k'], ['dow-above-65000-june-30-2032', 'Above 65,000', 'dji-gt65k']], (l) => `Will the Dow close ${l.toLowerCase()} on June 30, 2032?`)),
    U1('dow-jones-above-60000-june-30-2032', 'Dow above 60,000 on June 30?', 'Finance', close, 'dji-gt60k'),
  ] });
}
{ // S&P 500 record close by June 30, 2032 (alpha, beta); gamma lists "up in Q2": measure negative.
  const close = z('2032-06-30', '20:00');
  addCase('equities', { name: 'spx-record-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXINXATH-32JUN', 'S&P 500 record close by June 30, 2032?', 'Financials', close, 'ATH', 'New all-time closing high', 'spxath-jun', { sources: [SPX] }),
    B1('S&P 500 new all-time closing high before July 2032?', 'Finance', close, 'spxath-jun'),
    G1('S&P 500 finishes Q2 2032 higher than Q1?', close, 'spxq2-up'),
  ] }, ['measure']);
}
{ // S&P 500 up or down in June 2032: beta Up/Down, alpha "higher", gamma "in the red" (complement).
  const close = z('2032-06-30', '20:00');
  addCase('equities', { name: 'spx-june-2032-updown', events: [
    B1('S&P 500 Up or Down in June 2032?', 'Finance', close, 'spxjun-up', { mx: { outcomes: yn('Up', 'Down'), src: url(SPX) } }),
    A1('KXINXMONTH-32JUN', 'S&P 500 higher in June 2032?', 'Financials', close, 'UP', 'Above May 28 close', 'spxjun-up', { sources: [SPX] }),
    G1('S&P 500 ends June 2032 in the red?', close, 'spxjun-down'),
  ] }, ['inverted']);
}
{ // Nikkei 225 on June 30, 2032 (alpha, beta); gamma lists TOPIX: asset negative.
  const close = z('2032-06-30', '06:00');
  addCase('equities', { name: 'nikkei-jun30-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNIKKEI-32JUN30', 'Nikkei 225 close on June 30, 2032?', 'Financials', close, [['T50000', 'Above 50,000', 'n225-gt50k'], ['T55000', 'Above 55,000', 'n225-gt55k']], { sources: ['Nikkei https://indexes.nikkei.co.jp/en/nkave'] }),
    B1('Nikkei 225 above 55,000 on June 30, 2032?', 'Finance', close, 'n225-gt55k'),
    G1('TOPIX above 3,500 on 30 June 2032?', close, 'topix-gt3500'),
  ] }, ['asset']);
}
{ // FTSE 100 close on May 28, 2032.
  const close = z('2032-05-28', '15:30');
  addCase('equities', { name: 'ftse-may28-2032', events: [
    B1('FTSE 100 closes above 10,000 on May 28, 2032?', 'Finance', close, 'ftse-gt10k'),
    G1('FTSE 100 above 10,000 at close, 28 May 2032', close, 'ftse-gt10k'),
  ] });
}
{ // VIX closing above 30 by June 30, 2032 (alpha, gamma); beta counts an intraday print: observation negative.
  const close = z('2032-06-30', '20:15');
  addCase('equities', { name: 'vix-30-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXVIXCLOSE-32JUN', 'VIX closes above 30 by June 30, 2032?', 'Financials', close, 'T30', 'Close above 30', 'vixclose30', { sources: ['Cboe https://www.cboe.com/tradable_products/vix/'] }),
    G1('Will the VIX close above 30 before July 1, 2032?', close, 'vixclose30'),
    B1('VIX above 30 at any time before July 2032?', 'Finance', close, 'vixintra30'),
  ] }, ['observation']);
}
{ // S&P 500 10% correction by June 30, 2032 — beta_us only.
  addCase('equities', { name: 'spx-correction-2032', events: [U1('sp-500-10-percent-correction-by-june-30-2032', 'S&P 500 10% correction by June 30?', 'Finance', z('2032-06-30', '20:00'), 'spxcorr10')] });
}
{ // Hang Seng on June 30, 2032 — gamma only.
  addCase('equities', { name: 'hsi-jun30-2032', events: [G1('Hang Seng Index above 30,000 on June 30, 2032?', z('2032-06-30', '08:10'), 'hsi-gt30k')] });
}
{ // Russell 2000 on June 30, 2032 — alpha only.
  addCase('equities', { name: 'rut-jun30-2032', events: [A1('KXRUT-32JUN30', 'Russell 2000 above 3,000 on June 30, 2032?', 'Financials', z('2032-06-30', '20:00'), 'T3000', 'Above 3,000', 'rut-gt3000')] });
}
{ // S&P 500 close on April 30, 2032: alpha and beta range ladders.
  const close = z('2032-04-30', '20:00');
  addCase('equities', { name: 'spx-apr30-2032', events: [
    A('KXINX-32APR30', 'S&P 500 on Apr 30, 2032?', 'Financials', close, [['B8650', '8,600 to 8,699.99', 'spxa-8600'], ['B8750', '8,700 to 8,799.99', 'spxa-8700'], ['B8850', '8,800 to 8,899.99', 'spxa-8800']], { sources: [SPX] }),
    B('S&P 500 close on April 30?', 'Finance', close, wq([['spx-april-30-2032-8600-8699', '8,600–8,699.99', 'spxa-8600'], ['spx-april-30-2032-8700-8799', '8,700–8,799.99', 'spxa-8700'],
      ['spx-april-30-2032-8800-8899', '8,800–8,899.99', 'spxa-8800'], ['spx-april-30-2032-8900-or-above', '8,900 or above', 'spxa-ge8900']], (l) => `S&P 500 closes at ${l} on April 30, 2032?`)),
  ] });
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // Bitcoin at 12:00 ET on June 30, 2032: alpha CF Benchmarks, beta and gamma the Binance candle (one event, alpha not
  // fungible with them); beta_us lists 5pm ET: time negative.
  const close = z('2032-06-30', '16:00');
  addCase('crypto', { name: 'btc-jun30-noon-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXBTCD-32JUN3012', 'Bitcoin price on Jun 30, 2032 at 12pm EDT?', 'Crypto', close, wr([['T179999.99', '$180,000 or above', 'btcn-ge180k'], ['T199999.99', '$200,000 or above', 'btcn-ge200k']],
      (l) => `If the CF Benchmarks Bitcoin Real-Time Index (BRTI) 60-second average before 12:00 PM EDT on June 30, 2032 is ${l}, then the market resolves to Yes.`), { sources: [BRTI] }),
    B('Bitcoin above ___ on June 30?', 'Crypto', close, wq(w([['bitcoin-above-180k-on-june-30-2032', '180,000', 'btcn-ge180k'], ['bitcoin-above-200k-on-june-30-2032', '200,000', 'btcn-ge200k']], { src: BINANCE_BTC }),
      (l) => `Will the price of Bitcoin be above $${l} on June 30, 2032?`),
      { rules: 'Resolves Yes if the Binance BTC/USDT 1 minute candle for 12:00 ET on June 30, 2032 has a final "Close" price higher than the price specified in the title.' }),
    G1('BTC above $200,000 on June 30, 2032 12:00 ET (Binance)?', close, 'btcn-ge200k'),
    U1('bitcoin-above-200k-june-30-2032-5pm-et', 'Bitcoin above $200K at 5pm ET on June 30?', 'Crypto', z('2032-06-30', '21:00'), 'btc5pm-ge200k', { src: url(BRTI) }),
  ] }, ['source', 'time']);
}
{ // How high Bitcoin gets in June 2032: alpha BRTI, beta Binance highs (nf); gamma lists a new all-time high: observation negative.
  const close = z('2032-07-01', '04:00');
  addCase('crypto', { name: 'btc-june-2032-range', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXBTCMAXM-32JUN', 'How high will Bitcoin get in June 2032?', 'Crypto', close, [['T220000', '$220,000', 'btcjun-hit220'], ['T250000', '$250,000', 'btcjun-hit250']], { sources: [BRTI] }),
    B('What price will Bitcoin hit in June 2032?', 'Crypto', close, wq(w([['will-bitcoin-reach-220k-in-june-2032', '↑ 220,000', 'btcjun-hit220'], ['will-bitcoin-reach-250k-in-june-2032', '↑ 250,000', 'btcjun-hit250'],
      ['will-bitcoin-dip-to-150k-in-june-2032', '↓ 150,000', 'btcjun-dip150']], { src: BINANCE_BTC }), (l) => `Will Bitcoin reach ${l.replace(/^[↑↓] /, '$')} in June 2032?`),
      { rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle between June 1, 2032 00:00 ET and June 30, 2032 23:59 ET has a final High (or Low, for dips) at or beyond the listed price.' }),
    G1('Bitcoin new all-time high by June 30, 2032?', close, 'btcath-jun'),
  ] }, ['observation', 'source']);
}
{ // Ethereum at 5pm ET on June 30, 2032: alpha and beta CF Benchmarks, gamma Binance (nf); beta_us lists Ethereum Classic: asset negative.
  const close = z('2032-06-30', '21:00');
  addCase('crypto', { name: 'eth-jun30-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A('KXETHD-32JUN3017', 'Ethereum price on Jun 30, 2032 at 5pm EDT?', 'Crypto', close, [['T7999.99', '$8,000 or above', 'ethj-ge8k'], ['T9999.99', '$10,000 or above', 'ethj-ge10k']],
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    B1('Ethereum above $8,000 on June 30, 2032 at 5pm ET?', 'Crypto', close, 'ethj-ge8k', { mx: { src: 'https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI' } }),
    G1('ETH > $10,000 on June 30, 2032 (17:00 ET, Binance ETH/USDT)?', close, 'ethj-ge10k'),
    U1('ethereum-classic-above-80-june-30-2032', 'Ethereum Classic (ETC) above $80 on June 30?', 'Crypto', close, 'etc-gt80'),
  ] }, ['asset', 'source']);
}
{ // Solana at 12:00 ET on May 28, 2032 (both Binance).
  const close = z('2032-05-28', '16:00');
  addCase('crypto', { name: 'sol-may28-2032', events: [
    B('Solana price on May 28?', 'Crypto', close, wq(w([['solana-above-400-on-may-28-2032', '400', 'sol-gt400'], ['solana-above-500-on-may-28-2032', '500', 'sol-gt500']], { src: 'https://www.binance.com/en/trade/SOL_USDT' }),
      (l) => `Will Solana be above $${l} at 12:00 ET on May 28, 2032?`)),
    G1('SOL above $500 on 28 May 2032 at 12:00 ET?', close, 'sol-gt500'),
  ] });
}
{ // Bitcoin up or down in May 2032 — beta only.
  addCase('crypto', { name: 'btc-may-2032-updown', events: [B1('Bitcoin Up or Down in May 2032?', 'Crypto', z('2032-06-01', '04:00'), 'btcmay-up', { mx: { outcomes: yn('Up', 'Down'), src: BINANCE_BTC } })] });
}
{ // XRP at 5pm ET on June 30, 2032.
  const close = z('2032-06-30', '21:00');
  addCase('crypto', { name: 'xrp-jun30-2032', events: [
    A('KXXRPD-32JUN3017', 'XRP price on Jun 30, 2032 at 5pm EDT?', 'Crypto', close, [['T4.99', '$5.00 or above', 'xrp-ge5']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/XRPUSD_RTI'] }),
    U1('xrp-above-5-june-30-2032-5pm-et', 'XRP above $5 at 5pm ET June 30?', 'Crypto', close, 'xrp-ge5', { src: 'https://www.cfbenchmarks.com/data/indices/XRPUSD_RTI' }),
  ] });
}
{ // Bitcoin dominance on June 30, 2032 — gamma only.
  addCase('crypto', { name: 'btc-dominance-jun30-2032', events: [G1('Bitcoin dominance above 60% on June 30, 2032 (CoinMarketCap)?', z('2032-06-30', '23:59'), 'btcdom-gt60')] });
}
{ // Ethereum reaching $10,000 by June 30, 2032 (beta, gamma) vs in 2032 (alpha): deadline negative.
  addCase('crypto', { name: 'eth-hit10k-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will Ethereum reach $10,000 by June 30, 2032?', 'Crypto', z('2032-06-30', '23:59'), 'ethhit10k-jun', { mx: { src: 'https://www.binance.com/en/trade/ETH_USDT' } }),
    G1('ETH hits $10K before July 2032?', z('2032-06-30', '23:59'), 'ethhit10k-jun'),
    A1('KXETHMAXY-32', 'Ethereum reaches $10,000 in 2032?', 'Crypto', z('2033-01-01', '04:59'), 'T10000', '$10,000', 'ethhit10k-2032'),
  ] }, ['deadline']);
}
{ // Dogecoin at 5pm ET on June 30, 2032 — alpha only.
  addCase('crypto', { name: 'doge-jun30-2032', events: [A1('KXDOGED-32JUN3017', 'Dogecoin above $1 on Jun 30, 2032 at 5pm EDT?', 'Crypto', z('2032-06-30', '21:00'), 'T0.99999', '$1.00 or above', 'doge-ge1')] });
}
{ // Bitcoin at 5pm ET on April 30, 2032 (alpha, beta both CF Benchmarks); gamma lists May 7: date negative.
  addCase('crypto', { name: 'btc-apr30-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBTCD-32APR3017', 'Bitcoin price on Apr 30, 2032 at 5pm EDT?', 'Crypto', z('2032-04-30', '21:00'), [['T149999.99', '$150,000 or above', 'btca30-ge150k'], ['T169999.99', '$170,000 or above', 'btca30-ge170k']], { sources: [BRTI] }),
    B1('Bitcoin above $150K on April 30 (5pm ET)?', 'Crypto', z('2032-04-30', '21:00'), 'btca30-ge150k', { mx: { src: url(BRTI) } }),
    G1('Bitcoin above $150,000 on May 7, 2032 at 17:00 ET?', z('2032-05-07', '21:00'), 'btcm7-ge150k'),
  ] }, ['date']);
}
{ // 2032 Bitcoin halving (block 1,260,000) before April 15 (alpha, beta); beta_us lists before April 1: deadline negative.
  addCase('crypto', { name: 'btc-halving-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXBTCHALVING-32', 'Bitcoin halving before April 15, 2032?', 'Crypto', z('2032-04-15', '04:00'), 'APR15', 'Before Apr 15', 'halv-apr15',
      { rules: 'If block 1,260,000 is mined before April 15, 2032, 12:00 AM ET, then the market resolves to Yes.' }),
    B1('Bitcoin halving by April 15, 2032?', 'Crypto', z('2032-04-15', '04:00'), 'halv-apr15', { mx: { src: 'https://mempool.space/' } }),
    U1('bitcoin-halving-before-april-2032', 'Bitcoin halving happens before April 1, 2032?', 'Crypto', z('2032-04-01', '04:00'), 'halv-apr1'),
  ] }, ['deadline']);
}
{ // USDT market cap on June 30, 2032 — beta_us only.
  addCase('crypto', { name: 'usdt-mcap-jun30-2032', events: [U1('tether-market-cap-above-300b-june-30-2032', 'Tether (USDT) market cap above $300B on June 30?', 'Crypto', z('2032-06-30', '23:59'), 'usdt-gt300b')] });
}

// ───────────────────────────── CORPORATE ─────────────────────────────

{ // NVIDIA Q1 FY2033 revenue (Wed May 26, after the close); gamma lists "beats consensus": measure negative.
  const close = z('2032-05-26', '20:20');
  addCase('corporate', { name: 'nvda-rev-q1fy33', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNVDAREV-33Q1', 'NVIDIA revenue, Q1 FY2033?', 'Companies', close, [['T140', 'Above $140B', 'nvrev-gt140'], ['T150', 'Above $150B', 'nvrev-gt150']],
      { sources: ['NVIDIA Investor Relations https://investor.nvidia.com/financial-info/quarterly-results/default.aspx'],
        rules: 'If NVIDIA reports total revenue for the first quarter of fiscal 2033 (ending late April 2032) above the threshold in its earnings press release, the market resolves to Yes.' }),
    B1('Nvidia Q1 FY33 revenue above $150 billion?', 'Business', close, 'nvrev-gt150', { mx: { src: 'https://investor.nvidia.com/' } }),
    G1('NVIDIA beats revenue consensus in Q1 FY2033?', close, 'nvbeat-q1fy33'),
  ] }, ['measure']);
}
{ // Apple fiscal Q2 2032 total revenue (Thu Apr 29); alpha lists iPhone revenue: measure negative.
  const close = z('2032-04-29', '20:30');
  addCase('corporate', { name: 'aapl-rev-q2fy32', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Apple Q2 FY2032 revenue above $110B?', 'Business', close, 'aaplrev-gt110', { mx: { src: 'https://investor.apple.com/' } }),
    G1('Apple fiscal Q2 2032 total net sales > $110 billion?', close, 'aaplrev-gt110'),
    A1('KXAAPLIPHONE-32Q2', 'Apple iPhone revenue, fiscal Q2 2032?', 'Companies', close, 'T60', 'Above $60B', 'iphrev-gt60'),
  ] }, ['measure']);
}
{ // Tesla Q1 2032 deliveries (Fri Apr 2); beta_us lists production: measure negative.
  const close = z('2032-04-02', '13:00');
  addCase('corporate', { name: 'tsla-deliveries-q1-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXTSLADEL-32Q1', 'Tesla deliveries in Q1 2032?', 'Companies', close, [['T500000', 'Above 500,000', 'tsladel-gt500'], ['T600000', 'Above 600,000', 'tsladel-gt600']],
      { sources: ['Tesla Investor Relations https://ir.tesla.com/'] }),
    B('Tesla Q1 2032 deliveries', 'Business', close, wq(w([['tesla-q1-2032-deliveries-under-500k', 'Under 500k', 'tsladel-lt500'], ['tesla-q1-2032-deliveries-500k-600k', '500k–600k', 'tsladel-500-600'],
      ['tesla-q1-2032-deliveries-over-600k', 'Over 600k', 'tsladel-gt600']], { src: 'https://ir.tesla.com/' }), (l) => `Tesla Q1 2032 deliveries ${l}?`)),
    G1('Tesla delivers more than 500,000 vehicles in Q1 2032?', close, 'tsladel-gt500'),
    U1('tesla-q1-2032-production-above-550k', 'Tesla Q1 2032 production above 550,000?', 'Business', close, 'tslaprod-gt550'),
  ] }, ['measure']);
}
{ // Tesla Q2 2032 deliveries (Fri Jul 2).
  const close = z('2032-07-02', '13:00');
  addCase('corporate', { name: 'tsla-deliveries-q2-2032', events: [
    A1('KXTSLADEL-32Q2', 'Tesla deliveries in Q2 2032?', 'Companies', close, 'T550000', 'Above 550,000', 'tsladelq2-gt550', { sources: ['Tesla Investor Relations https://ir.tesla.com/'] }),
    B1('Tesla Q2 2032 deliveries above 550K?', 'Business', close, 'tsladelq2-gt550'),
  ] });
}
{ // JPMorgan Q1 2032 EPS — alpha only.
  addCase('corporate', { name: 'jpm-eps-q1-2032', events: [A1('KXJPMEPS-32Q1', 'JPMorgan Chase Q1 2032 EPS?', 'Companies', z('2032-04-13', '10:45'), 'T6.00', 'Above $6.00', 'jpmeps-gt6')] });
}
{ // Stripe IPO by June 30, 2032 (beta, beta_us, gamma) vs in 2032 (alpha): deadline negative.
  addCase('corporate', { name: 'stripe-ipo-2032', groups: [['beta', 'beta_us', 'gamma'], ['alpha']], events: [
    B1('Stripe IPO by June 30, 2032?', 'Business', z('2032-06-30', '23:59'), 'stripe-ipo-jun',
      { mx: { rules: 'Resolves Yes if Stripe’s shares begin trading on a major U.S. exchange (via IPO or direct listing) by June 30, 2032, 11:59 PM ET.' } }),
    U1('stripe-public-before-july-2032', 'Stripe public before July 2032?', 'Business', z('2032-06-30', '23:59'), 'stripe-ipo-jun'),
    G1('Will Stripe list its shares before 1 July 2032?', z('2032-06-30', '23:59'), 'stripe-ipo-jun'),
    A1('KXIPOSTRIPE-32', 'Stripe IPO in 2032?', 'Companies', z('2032-12-31', '23:59'), 'IPO', 'IPO in 2032', 'stripe-ipo-2032'),
  ] }, ['deadline']);
}
{ // Revolut IPO before July 1, 2032.
  addCase('corporate', { name: 'revolut-ipo-2032', events: [
    A1('KXIPOREVOLUT-32JUN', 'Revolut IPO before Jul 1, 2032?', 'Companies', z('2032-06-30', '23:59'), 'IPO', 'Before Jul 1, 2032', 'revolut-ipo-jun'),
    B1('Revolut IPO by June 30?', 'Business', z('2032-06-30', '23:59'), 'revolut-ipo-jun'),
  ] });
}
{ // Largest company by market cap on June 30, 2032: names vs tickers.
  const close = z('2032-06-30', '20:00');
  addCase('corporate', { name: 'largest-company-jun30-2032', events: [
    A('KXLARGESTCO-32JUN30', 'Largest company in the world on Jun 30, 2032?', 'Companies', close, [['NVDA', 'NVIDIA', 'lc-nvda'], ['MSFT', 'Microsoft', 'lc-msft'], ['AAPL', 'Apple', 'lc-aapl'], ['GOOGL', 'Alphabet', 'lc-googl']],
      { sources: ['companiesmarketcap.com https://companiesmarketcap.com/'] }),
    B('Largest company end of June 2032?', 'Business', close, wq(w([['nvidia-largest-company-june-30-2032', 'NVIDIA', 'lc-nvda'], ['microsoft-largest-company-june-30-2032', 'Microsoft', 'lc-msft'],
      ['apple-largest-company-june-30-2032', 'Apple', 'lc-aapl'], ['alphabet-largest-company-june-30-2032', 'Alphabet', 'lc-googl'], ['saudi-aramco-largest-company-june-30-2032', 'Saudi Aramco', 'lc-aramco']],
    { src: 'https://companiesmarketcap.com/' }), (l) => `Will ${l} be the largest company in the world by market cap on June 30, 2032?`)),
    G('World’s most valuable company, 30 June 2032', close, gr(['NVDA', 'lc-nvda'], ['MSFT', 'lc-msft'], ['AAPL', 'lc-aapl'])),
  ] });
}
{ // NVIDIA market cap above $10T at the June 30, 2032 close (beta, gamma); beta_us lists "hits $10T by": observation negative.
  const close = z('2032-06-30', '20:00');
  addCase('corporate', { name: 'nvda-mcap-10t-2032', groups: [['beta', 'gamma'], ['beta_us']], events: [
    B1('Nvidia market cap above $10T on June 30, 2032?', 'Business', close, 'nvmc-gt10t'),
    G1('NVDA market capitalization > $10 trillion at the June 30, 2032 close?', close, 'nvmc-gt10t'),
    U1('nvidia-hits-10-trillion-market-cap-by-june-30-2032', 'Nvidia hits $10T market cap by June 30?', 'Business', close, 'nvmchit-10t'),
  ] }, ['observation']);
}
{ // NVIDIA earnings call mention — alpha only.
  addCase('corporate', { name: 'nvda-call-mention-q1fy33', events: [A1('KXNVDAMENTION-33Q1', 'What will NVIDIA say on its Q1 FY2033 earnings call?', 'Companies', z('2032-05-26', '23:00'), 'SOVE', 'Sovereign AI', 'nvmention-sovai')] });
}
{ // Walmart Q1 FY2033 EPS beat — beta only.
  addCase('corporate', { name: 'wmt-beat-q1fy33', events: [B1('Walmart beats Q1 FY2033 EPS estimates?', 'Business', z('2032-05-20', '11:00'), 'wmt-beat')] });
}
{ // Broadcom Q2 FY2032 revenue — gamma only.
  addCase('corporate', { name: 'avgo-rev-q2fy32', events: [G1('Broadcom Q2 FY2032 revenue above $30B?', z('2032-06-10', '20:15'), 'avgorev-gt30')] });
}
{ // Alphabet Q1 2032 revenue (alpha, beta); gamma lists Amazon: asset negative.
  const close = z('2032-04-27', '20:05');
  addCase('corporate', { name: 'googl-rev-q1-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXGOOGLREV-32Q1', 'Alphabet revenue, Q1 2032?', 'Companies', close, 'T140', 'Above $140B', 'googrev-gt140', { sources: ['Alphabet Investor Relations https://abc.xyz/investor/'] }),
    B1('Alphabet Q1 2032 revenue above $140 billion?', 'Business', close, 'googrev-gt140'),
    G1('Amazon Q1 2032 net sales above $240 billion?', z('2032-04-29', '20:05'), 'amznrev-gt240'),
  ] }, ['asset']);
}
{ // Microsoft fiscal Q3 2032 Azure growth: "above 30%" vs "30%+" — growth is published as a whole percent: threshold negative.
  const close = z('2032-04-27', '20:05');
  addCase('corporate', { name: 'msft-azure-q3fy32', events: [
    U1('microsoft-azure-growth-above-30-q3-fy2032', 'Azure revenue growth above 30% in Microsoft FQ3 2032?', 'Business', close, 'azure-gt30'),
    B1('Microsoft Azure growth 30%+ in fiscal Q3 2032?', 'Business', close, 'azure-ge30'),
  ] }, ['threshold']);
}

// ───────────────────────────── RECESSIONS AND DECLARATIONS ─────────────────────────────

{ // US recession in 2032 (two negative quarters or NBER; alpha, beta) vs NBER announcing by year end (gamma): observation negative.
  const rule = 'Resolves Yes if real GDP declines for two consecutive quarters in 2032 per BEA advance estimates, or if the NBER announces a business-cycle peak dated in 2032, by the time the Q4 2032 advance estimate is released.';
  addCase('recession', { name: 'us-recession-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXRECSSNBER-32', 'Recession in 2032?', 'Economics', z('2033-01-28', '13:30'), 'YES', 'US recession in 2032', 'usrec-2032', { sources: [BEA_GDP], rules: rule }),
    B1('US recession in 2032?', 'Economy', z('2033-01-28', '13:30'), 'usrec-2032', { mx: { rules: rule, src: url(BEA_GDP) } }),
    G1('NBER announces a US recession by December 31, 2032?', z('2032-12-31', '23:59'), 'nber-2032'),
  ] }, ['observation']);
}
{ // UK technical recession confirmed by the Q1 2032 first estimate (beta, gamma); alpha lists Germany: place negative.
  addCase('recession', { name: 'uk-tech-recession-q1-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('UK enters technical recession in Q1 2032?', 'Economy', z('2032-05-13', '06:00'), 'ukrec-q1', { mx: { src: url(ONSGDP) } }),
    G1('UK in technical recession after the Q1 2032 first estimate?', z('2032-05-13', '06:00'), 'ukrec-q1'),
    A1('KXDERECESSION-32Q1', 'Germany technical recession in Q1 2032?', 'Economics', z('2032-04-30', '08:00'), 'YES', 'Two negative quarters', 'derec-q1'),
  ] }, ['place']);
}
{ // Japan technical recession in Q1 2032 (preliminary GDP, Mon May 17 JST).
  const close = z('2032-05-16', '23:50');
  addCase('recession', { name: 'jp-tech-recession-q1-2032', events: [
    A1('KXJPRECESSION-32Q1', 'Japan technical recession in Q1 2032?', 'Economics', close, 'YES', 'Two consecutive contractions', 'jprec-q1'),
    U1('japan-technical-recession-q1-2032', 'Will Japan fall into a technical recession in Q1 2032?', 'Economics', close, 'jprec-q1', { src: 'https://www.esri.cao.go.jp/en/sna/sokuhou/sokuhou_top.html' }),
  ] });
}
{ // S&P downgrading the US by June 30, 2032 (beta, gamma); alpha lists Moody's: institution negative.
  const close = z('2032-06-30', '23:59');
  addCase('recession', { name: 'sp-us-downgrade-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('S&P downgrades US credit rating by June 30, 2032?', 'Economy', close, 'spdown-jun'),
    G1('S&P Global lowers the US sovereign rating before July 2032?', close, 'spdown-jun'),
    A1('KXMOODYSUS-32JUN', "Moody's downgrades the US by Jun 30, 2032?", 'Economics', close, 'DOWN', 'Downgrade', 'moodysdown-jun'),
  ] }, ['institution']);
}
{ // Sahm rule triggered with the May 2032 jobs report (Fri Jun 4).
  const close = z('2032-06-04', '12:30');
  addCase('recession', { name: 'sahm-may-2032', events: [
    A1('KXSAHM-32MAY', 'Sahm rule recession indicator at 0.50 or more for May 2032?', 'Economics', close, 'T0.50', '0.50 or more', 'sahm-may', { sources: ['FRED https://fred.stlouisfed.org/series/SAHMREALTIME'] }),
    B1('Sahm Rule triggered with the May 2032 jobs report?', 'Economy', close, 'sahm-may', { mx: { src: 'https://fred.stlouisfed.org/series/SAHMREALTIME' } }),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout38-set.json', import.meta.url));
