// Thirty-second independent refdata holdout: writes test/refdata/holdout32-set.json (macro and markets in the first half
// of 2031, January to June 2031: FOMC decisions, cut counts and dissents; ECB, BoE, BoJ, BoC, RBA and SNB decisions; US
// CPI, core CPI, PCE, payrolls, unemployment, GDP estimates, jobless claims and retail sales; UK, Eurozone, China and
// Japan prints; S&P 500, Nasdaq, Dow, DAX, Nikkei and other index closes and ranges; single stocks, market caps,
// earnings and IPOs; Treasury and other government bond yields; Bitcoin, Ether and Solana prices and ETF flows; gold,
// silver, oil, gas and copper; EUR/USD, USD/JPY and other FX; Fed people, US recession and the debt ceiling).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout32.build.ts`.
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
// Set-specific readings (applying the rules above): the FOMC, ECB, BoE and the other central banks here move in 25 bp
// steps, so "Cut >25bps" and "50+ bps decrease" are one outcome, while a rate decision (hold/cut/hike) and the level of
// the policy rate after the meeting are different measures, so different events. The advance, second and third GDP
// estimates are different estimates; a flash HICP and the final HICP are different estimates. Official (NBS) and private
// (Caixin/S&P Global) PMIs are different statistics; BLS payrolls and the ADP report are different statistics; U-3 and
// U-6 are different measures; national CPI and Tokyo CPI are different places. A recession dated by the NBER and one
// called on two negative GDP quarters are different counting rules. An index or a price at the close and the same
// reached intraday are different observation kinds; a close on one day and on the next are different periods. A market
// cap and a share price are different measures. Two yes/no listings on one observation with different thresholds are
// different questions (threshold negative); a threshold listing and a ladder that holds that threshold are one event.
// Ids: beta event ids 400001+, gamma ids 34001+, alpha tickers dated 2031; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, holdoutKit } from './evalset.emit.ts';

type Cat = 'central_banks' | 'us_data' | 'intl_data' | 'indices' | 'equities' | 'rates' | 'crypto' | 'commodities' | 'fx' | 'policy';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round' | 'estimate';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(400000, 34000);
/** Yes/No outcome names of a beta or beta_us market whose sides are named (Up/Down, Over/Under). */
const UPDOWN = yn('Up', 'Down');

// Sources (alpha: "Name url"; beta and beta_us: a URL).
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm';
const FED_URL = 'https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm';
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_CPI_URL = 'https://www.bls.gov/cpi/';
const BLS_CES = 'Bureau of Labor Statistics https://www.bls.gov/news.release/empsit.toc.htm';
const BLS_CES_URL = 'https://www.bls.gov/news.release/empsit.toc.htm';
const BEA_GDP = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const BEA_GDP_URL = 'https://www.bea.gov/data/gdp/gross-domestic-product';
const BEA_PCE = 'Bureau of Economic Analysis https://www.bea.gov/data/personal-consumption-expenditures-price-index';
const BEA_PCE_URL = 'https://www.bea.gov/data/personal-consumption-expenditures-price-index';
const DOL = 'Department of Labor https://www.dol.gov/ui/data.pdf';
const DOL_URL = 'https://www.dol.gov/ui/data.pdf';
const CENSUS_URL = 'https://www.census.gov/retail/index.html';
const ECB_URL = 'https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html';
const BOE_URL = 'https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate';
const BOJ_URL = 'https://www.boj.or.jp/en/mopo/mpmdeci/index.htm';
const BOC_URL = 'https://www.bankofcanada.ca/core-functions/monetary-policy/key-interest-rate/';
const RBA_URL = 'https://www.rba.gov.au/statistics/cash-rate/';
const SNB_URL = 'https://www.snb.ch/en/the-snb/mandates-goals/monetary-policy/decisions';
const ONS_URL = 'https://www.ons.gov.uk/economy/inflationandpriceindices';
const EUROSTAT_URL = 'https://ec.europa.eu/eurostat/web/euro-indicators';
const NBS_URL = 'https://www.stats.gov.cn/english/PressRelease/';
const STATJP_URL = 'https://www.stat.go.jp/english/data/cpi/';
const SPDJI = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const SPDJI_URL = 'https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const BRTI = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const ETHRTI = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI';
const BINANCE_BTC = 'https://www.binance.com/en/trade/BTC_USDT';
const BINANCE_ETH = 'https://www.binance.com/en/trade/ETH_USDT';
const BINANCE_SOL = 'https://www.binance.com/en/trade/SOL_USDT';
const COINBASE_BTC = 'https://www.coinbase.com/advanced-trade/spot/BTC-USD';
const UST = 'U.S. Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates';
const UST_URL = 'https://home.treasury.gov/resource-center/data-chart-center/interest-rates';
const CNBC_10Y = 'https://www.cnbc.com/quotes/US10Y';
const COMEX_GOLD = 'CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html';
const COMEX_GOLD_URL = 'https://www.cmegroup.com/markets/metals/precious/gold.settlements.html';
const LBMA_URL = 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices';
const NYMEX_WTI = 'CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html';
const NYMEX_WTI_URL = 'https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html';
const FARSIDE = 'Farside Investors https://farside.co.uk/btc/';
const FARSIDE_URL = 'https://farside.co.uk/btc/';
const CMC_URL = 'https://companiesmarketcap.com/';

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────

{ // FOMC January 28–29, 2031: all four venues; beta and beta_us lump every hike into one bucket, alpha splits 25 / >25.
  const close = z('2031-01-29', '19:00');
  const q = (what: string): string => `Will the Fed ${what} after the January 2031 meeting?`;
  addCase('central_banks', { name: 'fomc-jan-2031', events: [
    A('KXFEDDECISION-31JAN', 'Fed decision in Jan 2031?', 'Economics', close, [
      ['H0', 'Maintains rate', 'fomc1-hold'], ['C25', 'Cut 25bps', 'fomc1-c25'], ['C26', 'Cut >25bps', 'fomc1-c50'],
      ['H25', 'Hike 25bps', 'fomc1-h25'], ['H26', 'Hike >25bps', 'fomc1-h50'],
    ], { sources: [FED] }),
    B('Fed decision in January?', 'Economics', close, w([
      ['no-change-in-fed-interest-rates-after-january-2031-meeting', 'No change', 'fomc1-hold', { q: q('keep interest rates unchanged') }],
      ['fed-decreases-interest-rates-by-25-bps-after-january-2031-meeting', '25 bps decrease', 'fomc1-c25', { q: q('decrease interest rates by 25 bps') }],
      ['fed-decreases-interest-rates-by-50-bps-after-january-2031-meeting', '50+ bps decrease', 'fomc1-c50', { q: q('decrease interest rates by 50+ bps') }],
      ['fed-increases-interest-rates-by-25-bps-after-january-2031-meeting', '25+ bps increase', 'fomc1-hike', { q: q('increase interest rates by 25+ bps') }],
    ], { src: FED_URL })),
    U('fed-decision-in-january-2031', 'Fed Decision in January 2031', 'Economics', close, w([
      ['fed-jan-2031-hold', 'Hold', 'fomc1-hold'], ['fed-jan-2031-cut-25', 'Cut 25 bps', 'fomc1-c25'],
      ['fed-jan-2031-cut-50-plus', 'Cut 50+ bps', 'fomc1-c50'], ['fed-jan-2031-hike', 'Hike (any size)', 'fomc1-hike'],
    ], { src: FED_URL })),
    G('Fed rate decision — Jan 28–29, 2031 FOMC', close, [
      ['No change', 'fomc1-hold'], ['25bp cut', 'fomc1-c25'], ['50bp+ cut', 'fomc1-c50'], ['Any hike', 'fomc1-hike'],
    ], { rules: 'Resolves per the federal funds target range announced in the FOMC statement of January 29, 2031.' }),
  ] });
}
{ // FOMC March 18–19, 2031 (alpha categorical, gamma "hold?" binary) vs beta_us "cut by March 2031" (Jan or Mar meeting): deadline.
  const close = z('2031-03-19', '18:00');
  addCase('central_banks', { name: 'fomc-mar-2031', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A('KXFEDDECISION-31MAR', 'Fed decision in Mar 2031?', 'Economics', close, [
      ['H0', 'Maintains rate', 'fomc3-hold'], ['C25', 'Cut 25bps', 'fomc3-c25'], ['C26', 'Cut >25bps', 'fomc3-c50'], ['H25', 'Hike 25bps', 'fomc3-h25'],
    ], { sources: [FED] }),
    G1('FOMC holds rates at the March 2031 meeting?', close, 'fomc3-hold', { rules: 'YES if the target range announced on 19 Mar 2031 equals the prior range.' }),
    U1('fed-rate-cut-by-march-2031', 'Fed rate cut by March 2031?', 'Economics', close, 'fedcut-by-mar31',
      { src: FED_URL, rules: 'Resolves Yes if the FOMC lowers the target range at any meeting from January 1 through March 31, 2031.' }),
  ] }, ['deadline']);
}
{ // Fed funds upper bound after the April 29–30 FOMC (alpha ladder, gamma ladder) vs beta's hold/cut decision: measure.
  const close = z('2031-04-30', '18:00');
  addCase('central_banks', { name: 'fed-level-apr-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXFED-31APR', 'Fed funds rate after Apr 2031 meeting', 'Economics', close, [
      ['T3.00', 'Above 3.00%', 'ffapr-300'], ['T3.25', 'Above 3.25%', 'ffapr-325'], ['T3.50', 'Above 3.50%', 'ffapr-350'],
    ], { sources: [FED], rules: 'Resolves Yes if the upper bound of the federal funds target range after the April 2031 FOMC meeting is above the strike.' }),
    G('Fed funds upper bound after April 30, 2031 FOMC', close, [['Above 3.25%', 'ffapr-325'], ['Above 3.50%', 'ffapr-350'], ['Above 3.75%', 'ffapr-375']]),
    B('Fed decision in April?', 'Economics', close, w([
      ['no-change-in-fed-interest-rates-after-april-2031-meeting', 'No change', 'fomc4-hold'],
      ['fed-decreases-interest-rates-by-25-bps-after-april-2031-meeting', '25 bps decrease', 'fomc4-c25'],
      ['fed-decreases-interest-rates-by-50-bps-after-april-2031-meeting', '50+ bps decrease', 'fomc4-c50'],
    ], { src: FED_URL })),
  ] }, ['measure']);
}
{ // Number of Fed cuts Jan–Jun 2031: alpha counts 25 bp steps, beta and gamma count meetings with a cut (one event, nf).
  const close = z('2031-06-18', '18:00');
  addCase('central_banks', { name: 'fed-cuts-h1-2031', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXRATECUTCOUNT-31H1', 'Number of Fed rate cuts in H1 2031', 'Economics', close, [
      ['0', '0 cuts', 'fcut-0'], ['1', '1 cut', 'fcut-1'], ['2', '2 cuts', 'fcut-2'], ['3', '3 or more cuts', 'fcut-3p'],
    ], { sources: [FED], rules: 'Counts cuts in 25 bp increments (a 50 bp cut counts as 2) announced at FOMC meetings from Jan 1 to Jun 30, 2031.' }),
    B('How many Fed rate cuts in the first half of 2031?', 'Economics', close, w([
      ['no-fed-rate-cuts-in-h1-2031', '0', 'fcut-0'], ['1-fed-rate-cut-in-h1-2031', '1', 'fcut-1'], ['2-fed-rate-cuts-in-h1-2031', '2', 'fcut-2'],
      ['3-fed-rate-cuts-in-h1-2031', '3', 'fcut-3'], ['4-fed-rate-cuts-in-h1-2031', '4', 'fcut-4'],
    ], { src: FED_URL, rules: 'Counts the FOMC meetings between January 1 and June 30, 2031 at which the target range is lowered, regardless of the size of the cut.' })),
    G('Fed cuts Jan–Jun 2031 (meetings with a cut)', close, [['None', 'fcut-0'], ['One', 'fcut-1'], ['Two', 'fcut-2'], ['Three or more', 'fcut-3p']],
      { rules: 'Number of 2031 FOMC meetings through June with a reduction of the target range.' }),
  ] }, ['source']);
}
{ // Dissents at the March 2031 FOMC (alpha 0/1/2+, beta 0/1/2/3+): the top buckets do not coincide.
  const close = z('2031-03-19', '18:00');
  addCase('central_banks', { name: 'fomc-dissents-mar-2031', events: [
    A('KXFEDDISSENT-31MAR', 'Dissents at the Mar 2031 FOMC meeting', 'Economics', close, [
      ['0', 'No dissents', 'diss-0'], ['1', 'Exactly 1', 'diss-1'], ['2', '2 or more', 'diss-2p'],
    ], { sources: [FED] }),
    B('How many dissents at the March Fed meeting?', 'Economics', close, w([
      ['zero-dissents-march-2031-fomc', '0', 'diss-0'], ['one-dissent-march-2031-fomc', '1', 'diss-1'],
      ['two-dissents-march-2031-fomc', '2', 'diss-2'], ['three-or-more-dissents-march-2031-fomc', '3+', 'diss-3p'],
    ], { src: FED_URL })),
  ] });
}
{ // FOMC June 17–18, 2031 (alpha, beta_us "cut 25?" binary, gamma) vs beta's July 2031 decision: date.
  const close = z('2031-06-18', '18:00');
  addCase('central_banks', { name: 'fomc-jun-2031', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], events: [
    A('KXFEDDECISION-31JUN', 'Fed decision in Jun 2031?', 'Economics', close, [
      ['H0', 'Maintains rate', 'fomc6-hold'], ['C25', 'Cut 25bps', 'fomc6-c25'], ['C26', 'Cut >25bps', 'fomc6-c50'], ['H25', 'Hike 25bps', 'fomc6-h25'],
    ], { sources: [FED] }),
    U1('fed-cuts-25bps-june-2031', 'Fed cuts 25 bps at June 2031 meeting?', 'Economics', close, 'fomc6-c25', { src: FED_URL }),
    G('June 2031 FOMC: rate decision', close, [['Hold', 'fomc6-hold'], ['Cut 25 bps', 'fomc6-c25'], ['Cut 50 bps or more', 'fomc6-c50']]),
    B('Fed decision in July?', 'Economics', z('2031-07-30', '18:00'), w([
      ['no-change-in-fed-interest-rates-after-july-2031-meeting', 'No change', 'fomc7-hold'],
      ['fed-decreases-interest-rates-by-25-bps-after-july-2031-meeting', '25 bps decrease', 'fomc7-c25'],
    ], { src: FED_URL })),
  ] }, ['date']);
}
{ // Bowman dissents at the June 2031 FOMC (alpha, beta) vs gamma's Cook dissent: a different person.
  const close = z('2031-06-18', '18:00');
  addCase('central_banks', { name: 'fomc-bowman-dissent-jun-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXFEDDISSENTNAME-31JUN', 'Who will dissent at the Jun 2031 FOMC meeting?', 'Economics', close, 'BOWMAN', 'Michelle Bowman', 'bowman-diss', { rules: 'Resolves Yes if Michelle Bowman dissents from the FOMC statement of June 18, 2031.' }),
    B1('Will Bowman dissent at the June FOMC?', 'Economics', close, 'bowman-diss', { mx: { src: FED_URL } }),
    G1('Fed Governor Lisa Cook dissents at June 2031 FOMC?', close, 'cook-diss'),
  ] }, ['office']);
}
{ // Words said by the Fed chair at the March 19, 2031 press conference (alpha, beta) vs gamma's June press conference: date.
  const close = z('2031-03-19', '20:00');
  addCase('central_banks', { name: 'fed-chair-words-mar-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXFEDMENTION-31MAR', 'What will the Fed Chair say at the Mar 2031 press conference?', 'Mentions', close, [
      ['RECE', 'Recession', 'fw-rec'], ['TARI', 'Tariff', 'fw-tar'], ['AI', 'Artificial Intelligence', 'fw-ai'],
    ], { rules: 'Resolves Yes if the Fed Chair says the word (or its plural) during the March 19, 2031 press conference.' }),
    B('What will the Fed Chair say during the March press conference?', 'Mentions', close, [
      ['fed-chair-says-recession-march-2031-presser', 'Recession', 'fw-rec'], ['fed-chair-says-tariff-march-2031-presser', 'Tariff', 'fw-tar'],
      ['fed-chair-says-soft-landing-march-2031-presser', 'Soft landing', 'fw-soft'],
    ]),
    G1('Fed Chair says "recession" at the June 18, 2031 presser?', z('2031-06-18', '20:00'), 'fw-rec-jun'),
  ] }, ['date']);
}
{ // ECB January 30, 2031: alpha hike bucket is exactly 25 bp, beta "Increase" and gamma "Hike" are any size.
  const close = z('2031-01-30', '13:15');
  addCase('central_banks', { name: 'ecb-jan-2031', events: [
    A('KXECBDECISION-31JAN', 'ECB rate decision in Jan 2031?', 'Economics', close, [
      ['HOLD', 'Hold', 'ecb1-hold'], ['C25', 'Cut 25bps', 'ecb1-c25'], ['H25', 'Hike 25bps', 'ecb1-h25'],
    ], { rules: 'Based on the deposit facility rate announced by the European Central Bank on January 30, 2031.' }),
    B('ECB decision in January?', 'Economics', close, w([
      ['ecb-no-change-january-2031', 'No change', 'ecb1-hold'], ['ecb-25-bps-decrease-january-2031', '25 bps decrease', 'ecb1-c25'],
      ['ecb-50-bps-decrease-january-2031', '50+ bps decrease', 'ecb1-c50'], ['ecb-increase-january-2031', 'Increase', 'ecb1-hike'],
    ], { src: ECB_URL })),
    G('ECB deposit rate decision, 30 Jan 2031', close, [['Hold', 'ecb1-hold'], ['Cut 25bp', 'ecb1-c25'], ['Hike', 'ecb1-hike']]),
  ] });
}
{ // ECB cuts at its April 24, 2031 meeting (alpha, beta) vs gamma "cut by April 30" (March or April meeting): deadline.
  const close = z('2031-04-24', '12:15');
  addCase('central_banks', { name: 'ecb-apr-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXECBCUT-31APR', 'Will the ECB cut rates at its April 2031 meeting?', 'Economics', close, 'CUT', 'Cut', 'ecb4-cut'),
    B1('ECB rate cut in April?', 'Economics', close, 'ecb4-cut', { mx: { src: ECB_URL, rules: 'Resolves Yes if the ECB lowers the deposit facility rate at its April 24, 2031 monetary policy meeting.' } }),
    G1('ECB cuts rates by April 30, 2031?', close, 'ecb-cut-by-apr30', { rules: 'YES if the ECB lowers the deposit facility rate at any meeting from 1 Jan 2031 to 30 Apr 2031.' }),
  ] }, ['deadline']);
}
{ // ECB June 5, 2031 (alpha, beta_us) vs gamma's July 17, 2031 meeting: date.
  const close = z('2031-06-05', '12:15');
  addCase('central_banks', { name: 'ecb-jun-2031', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXECBDECISION-31JUN', 'ECB rate decision in Jun 2031?', 'Economics', close, [['HOLD', 'Hold', 'ecb6-hold'], ['C25', 'Cut 25bps', 'ecb6-c25']]),
    U('ecb-decision-june-2031', 'ECB Interest Rate Decision (June 2031)', 'Economics', close, w([
      ['ecb-june-2031-no-change', 'No change', 'ecb6-hold'], ['ecb-june-2031-cut-25bps', '25 bps cut', 'ecb6-c25'],
    ], { src: ECB_URL })),
    G('ECB decision — 17 July 2031', z('2031-07-17', '12:15'), [['Hold', 'ecb7-hold'], ['Cut 25bp', 'ecb7-c25']]),
  ] }, ['date']);
}
{ // BoE February 6, 2031: gamma's "Cut" is any size and does not coincide with 25 / 50+ buckets.
  const close = z('2031-02-06', '12:00');
  addCase('central_banks', { name: 'boe-feb-2031', events: [
    A('KXBOEDECISION-31FEB', 'BoE rate decision in Feb 2031?', 'Economics', close, [['HOLD', 'Hold', 'boe2-hold'], ['C25', 'Cut 25bps', 'boe2-c25']]),
    B('Bank of England decision in February?', 'Economics', close, w([
      ['boe-no-change-february-2031', 'No change', 'boe2-hold'], ['boe-25-bps-decrease-february-2031', '25 bps decrease', 'boe2-c25'],
      ['boe-50-bps-decrease-february-2031', '50+ bps decrease', 'boe2-c50'], ['boe-increase-february-2031', 'Increase', 'boe2-hike'],
    ], { src: BOE_URL })),
    G('BoE Bank Rate — 6 Feb 2031', close, [['Hold', 'boe2-hold'], ['Cut (any size)', 'boe2-cut']]),
  ] });
}
{ // BoE March 20, 2031 MPC vote: number of members voting to cut (beta only).
  addCase('central_banks', { name: 'boe-mpc-vote-mar-2031', events: [
    B('How many MPC members vote to cut in March?', 'Economics', z('2031-03-20', '12:00'), w([
      ['boe-mpc-cut-votes-0-march-2031', '0', 'mpc-0'], ['boe-mpc-cut-votes-1-2-march-2031', '1-2', 'mpc-12'],
      ['boe-mpc-cut-votes-3-4-march-2031', '3-4', 'mpc-34'], ['boe-mpc-cut-votes-5-plus-march-2031', '5+', 'mpc-5p'],
    ], { src: BOE_URL })),
  ] });
}
{ // BoE cuts on June 19, 2031 (alpha, gamma) vs beta's "BoC cut in June?" (Bank of Canada, June 4): place.
  addCase('central_banks', { name: 'boe-jun-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXBOECUT-31JUN', 'BoE cut in Jun 2031?', 'Economics', z('2031-06-19', '11:00'), 'CUT', 'Cut', 'boe6-cut'),
    G1('Bank of England lowers Bank Rate at the June 2031 MPC meeting?', z('2031-06-19', '11:00'), 'boe6-cut'),
    B1('BoC cut in June?', 'Economics', z('2031-06-04', '13:45'), 'boc6-cut', { mx: { src: BOC_URL, rules: 'Resolves Yes if the Bank of Canada lowers its target for the overnight rate on June 4, 2031.' } }),
  ] }, ['place']);
}
{ // BoE May 8, 2031 (beta, gamma).
  const close = z('2031-05-08', '11:00');
  addCase('central_banks', { name: 'boe-may-2031', events: [
    B('BoE decision in May?', 'Economics', close, w([
      ['boe-no-change-may-2031', 'No change', 'boe5-hold'], ['boe-25-bps-decrease-may-2031', '25 bps decrease', 'boe5-c25'],
      ['boe-50-bps-decrease-may-2031', '50+ bps decrease', 'boe5-c50'],
    ], { src: BOE_URL })),
    G('Bank of England May 2031 decision', close, [['No change', 'boe5-hold'], ['-25bp', 'boe5-c25'], ['-50bp or more', 'boe5-c50']]),
  ] });
}
{ // BoJ January 23–24, 2031: alpha and gamma "hike" is any size; beta splits 25 / 50+.
  const close = z('2031-01-24', '03:00');
  addCase('central_banks', { name: 'boj-jan-2031', events: [
    A('KXBOJ-31JAN', 'Bank of Japan decision in Jan 2031?', 'Economics', close, [['HIKE', 'Hike', 'boj1-hike'], ['HOLD', 'Hold', 'boj1-hold']]),
    B('Bank of Japan decision in January?', 'Economics', close, w([
      ['boj-no-change-january-2031', 'No change', 'boj1-hold'], ['boj-25-bps-increase-january-2031', '25 bps increase', 'boj1-h25'],
      ['boj-50-bps-increase-january-2031', '50+ bps increase', 'boj1-h50'],
    ], { src: BOJ_URL })),
    G1('BoJ raises its policy rate in Jan 2031?', close, 'boj1-hike'),
  ] });
}
{ // BoJ hike on June 17, 2031 (beta, beta_us) vs alpha's policy-rate level after the meeting: measure.
  const close = z('2031-06-17', '03:00');
  addCase('central_banks', { name: 'boj-jun-2031', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('BoJ rate hike in June?', 'Economics', close, 'boj6-hike', { mx: { src: BOJ_URL } }),
    U1('boj-hike-june-2031', 'Bank of Japan raises rates in June 2031?', 'Economics', close, 'boj6-hike', { src: BOJ_URL }),
    A1('KXBOJRATE-31JUN', 'BoJ policy rate after Jun 2031 meeting', 'Economics', close, 'T1.25', 'Above 1.25%', 'boj6-lvl125'),
  ] }, ['measure']);
}
{ // BoJ holds on May 1, 2031 (gamma only).
  addCase('central_banks', { name: 'boj-may-2031', events: [G1('BoJ holds rates at the 30 Apr–1 May 2031 meeting?', z('2031-05-01', '03:00'), 'boj5-hold')] });
}
{ // Bank of Canada March 5, 2031 (alpha, gamma).
  const close = z('2031-03-05', '14:45');
  addCase('central_banks', { name: 'boc-mar-2031', events: [
    A('KXBOC-31MAR', 'Bank of Canada decision in Mar 2031?', 'Economics', close, [['HOLD', 'Hold', 'boc3-hold'], ['C25', 'Cut 25bps', 'boc3-c25'], ['C26', 'Cut >25bps', 'boc3-c50']]),
    G('Bank of Canada rate decision, March 5, 2031', close, [['Hold', 'boc3-hold'], ['−25 bp', 'boc3-c25'], ['−50 bp or more', 'boc3-c50']]),
  ] });
}
{ // Bank of Canada April 16, 2031 (beta only).
  addCase('central_banks', { name: 'boc-apr-2031', events: [B1('Bank of Canada rate cut on April 16?', 'Economics', z('2031-04-16', '13:45'), 'boc4-cut', { mx: { src: BOC_URL } })] });
}
{ // RBA February 18, 2031 (beta, gamma) vs alpha's May 20, 2031 meeting: date.
  const close = z('2031-02-18', '03:30');
  addCase('central_banks', { name: 'rba-feb-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('RBA decision in February?', 'Economics', close, w([
      ['rba-no-change-february-2031', 'No change', 'rba2-hold'], ['rba-25-bps-cut-february-2031', '25 bps cut', 'rba2-c25'], ['rba-hike-february-2031', 'Hike', 'rba2-hike'],
    ], { src: RBA_URL })),
    G('Reserve Bank of Australia cash rate decision — 18 Feb 2031', close, [['Hold', 'rba2-hold'], ['Cut 25bp', 'rba2-c25'], ['Hike', 'rba2-hike']]),
    A('KXRBA-31MAY', 'RBA decision in May 2031?', 'Economics', z('2031-05-20', '04:30'), [['HOLD', 'Hold', 'rba5-hold'], ['C25', 'Cut 25bps', 'rba5-c25']]),
  ] }, ['date']);
}
{ // SNB March 20, 2031 (alpha, beta) vs gamma "SNB rate below zero after March": measure.
  const close = z('2031-03-20', '08:30');
  addCase('central_banks', { name: 'snb-mar-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSNB-31MAR', 'SNB decision in Mar 2031?', 'Economics', close, [['HOLD', 'Hold', 'snb3-hold'], ['C25', 'Cut 25bps', 'snb3-c25']]),
    B('Swiss National Bank decision in March?', 'Economics', close, w([
      ['snb-no-change-march-2031', 'No change', 'snb3-hold'], ['snb-25-bps-decrease-march-2031', '25 bps decrease', 'snb3-c25'], ['snb-increase-march-2031', 'Increase', 'snb3-hike'],
    ], { src: SNB_URL })),
    G1('SNB policy rate negative after the 20 Mar 2031 assessment?', close, 'snb3-neg'),
  ] }, ['measure']);
}
{ // SNB June 19, 2031 (gamma only, categorical).
  addCase('central_banks', { name: 'snb-jun-2031', events: [G('SNB monetary policy assessment 19 June 2031', z('2031-06-19', '07:30'), [['Unchanged', 'snb6-hold'], ['Cut', 'snb6-cut'], ['Hike', 'snb6-hike']])] });
}

// ───────────────────────────── US DATA ─────────────────────────────

{ // January 2031 CPI YoY (released Feb 12): alpha ladder, beta exact buckets ("3.0% or higher" = "Above 2.9%"), gamma "2.8% or higher" = "Above 2.7%".
  const close = z('2031-02-12', '13:30');
  addCase('us_data', { name: 'cpi-yoy-jan-2031', events: [
    A('KXCPIYOY-31JAN', 'CPI year-over-year in Jan 2031', 'Economics', close, [
      ['T2.6', 'Above 2.6%', 'cpij-a26'], ['T2.7', 'Above 2.7%', 'cpij-a27'], ['T2.8', 'Above 2.8%', 'cpij-a28'], ['T2.9', 'Above 2.9%', 'cpij-a29'],
    ], { sources: [BLS_CPI] }),
    B('January inflation US - annual', 'Economics', close, w([
      ['january-2031-cpi-yoy-2pt6-or-lower', '≤2.6%', 'cpij-le26'], ['january-2031-cpi-yoy-2pt7', '2.7%', 'cpij-eq27'],
      ['january-2031-cpi-yoy-2pt8', '2.8%', 'cpij-eq28'], ['january-2031-cpi-yoy-2pt9', '2.9%', 'cpij-eq29'],
      ['january-2031-cpi-yoy-3pt0-or-higher', '≥3.0%', 'cpij-a29'],
    ], { src: BLS_CPI_URL })),
    G1('US CPI inflation for January 2031 at 2.8% or higher (YoY)?', close, 'cpij-a27', { rules: 'BLS CPI-U, 12-month change, not seasonally adjusted, as first published on 12 Feb 2031.' }),
  ] });
}
{ // January 2031 CPI MoM (alpha ladder, beta_us "0.3% or more" = "Above 0.2%") vs gamma core CPI MoM: measure.
  const close = z('2031-02-12', '13:30');
  addCase('us_data', { name: 'cpi-mom-jan-2031', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXCPI-31JAN', 'CPI in Jan 2031', 'Economics', close, [['T0.2', 'Above 0.2%', 'cpimj-a02'], ['T0.3', 'Above 0.3%', 'cpimj-a03']], { sources: [BLS_CPI] }),
    U1('us-cpi-mom-0-3-or-more-january-2031', 'January CPI up 0.3% or more m/m?', 'Economics', close, 'cpimj-a02', { src: BLS_CPI_URL }),
    G1('Core CPI MoM above 0.2% in Jan 2031?', close, 'corej-a02'),
  ] }, ['measure']);
}
{ // February 2031 CPI YoY (alpha, beta_us); gamma asks "below 2.7%", the complement of "Above 2.6%": inverted.
  const close = z('2031-03-12', '12:30');
  addCase('us_data', { name: 'cpi-yoy-feb-2031', events: [
    A('KXCPIYOY-31FEB', 'CPI year-over-year in Feb 2031', 'Economics', close, [['T2.6', 'Above 2.6%', 'cpif-a26'], ['T2.7', 'Above 2.7%', 'cpif-a27']], { sources: [BLS_CPI] }),
    U1('us-annual-inflation-above-2-6-february-2031', 'Annual inflation above 2.6% in February?', 'Economics', close, 'cpif-a26', { src: BLS_CPI_URL }),
    G1('Feb 2031 US CPI YoY below 2.7%?', close, 'cpif-le26'),
  ] }, ['inverted']);
}
{ // March 2031 core CPI YoY (alpha, beta, gamma; beta "3.1%+" = "Above 3.0%") vs beta_us headline CPI: measure.
  const close = z('2031-04-10', '12:30');
  addCase('us_data', { name: 'core-cpi-yoy-mar-2031', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXCPICOREYOY-31MAR', 'Core CPI year-over-year in Mar 2031', 'Economics', close, [
      ['T2.8', 'Above 2.8%', 'corem-a28'], ['T2.9', 'Above 2.9%', 'corem-a29'], ['T3.0', 'Above 3.0%', 'corem-a30'],
    ], { sources: [BLS_CPI] }),
    B('Core CPI YoY in March?', 'Economics', close, w([
      ['core-cpi-yoy-march-2031-2pt8-or-less', '2.8% or less', 'corem-le28'], ['core-cpi-yoy-march-2031-2pt9', '2.9%', 'corem-eq29'],
      ['core-cpi-yoy-march-2031-3pt0', '3.0%', 'corem-eq30'], ['core-cpi-yoy-march-2031-3pt1-or-more', '3.1%+', 'corem-a30'],
    ], { src: BLS_CPI_URL })),
    G1('US core CPI (Mar 2031) above 2.9% y/y?', close, 'corem-a29'),
    U1('us-cpi-yoy-above-2-9-march-2031', 'March CPI YoY above 2.9%?', 'Economics', close, 'cpim-a29', { src: BLS_CPI_URL }),
  ] }, ['measure']);
}
{ // April 2031 CPI MoM (alpha ladder, beta exact buckets, "0.4%+" = "Above 0.3%") vs gamma's May 2031 CPI MoM: date.
  const close = z('2031-05-13', '12:30');
  addCase('us_data', { name: 'cpi-mom-apr-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXCPI-31APR', 'CPI in Apr 2031', 'Economics', close, [['T0.1', 'Above 0.1%', 'cpia-a01'], ['T0.2', 'Above 0.2%', 'cpia-a02'], ['T0.3', 'Above 0.3%', 'cpia-a03']], { sources: [BLS_CPI] }),
    B('April CPI MoM', 'Economics', close, w([
      ['april-2031-cpi-mom-0pt0-or-less', '0.0% or less', 'cpia-le00'], ['april-2031-cpi-mom-0pt1', '0.1%', 'cpia-eq01'], ['april-2031-cpi-mom-0pt2', '0.2%', 'cpia-eq02'],
      ['april-2031-cpi-mom-0pt3', '0.3%', 'cpia-eq03'], ['april-2031-cpi-mom-0pt4-or-more', '0.4%+', 'cpia-a03'],
    ], { src: BLS_CPI_URL })),
    G1('May 2031 CPI m/m above 0.2%?', z('2031-06-11', '12:30'), 'cpimay-a02'),
  ] }, ['date']);
}
{ // May 2031 CPI YoY (released June 11): beta and beta_us buckets coincide; gamma ">2.8%" = "2.9% or higher".
  const close = z('2031-06-11', '12:30');
  addCase('us_data', { name: 'cpi-yoy-may-2031', events: [
    B('May inflation US - annual', 'Economics', close, w([
      ['may-2031-cpi-yoy-2pt5-or-lower', '2.5% or lower', 'cpiy5-le25'], ['may-2031-cpi-yoy-2pt6', '2.6%', 'cpiy5-26'], ['may-2031-cpi-yoy-2pt7', '2.7%', 'cpiy5-27'],
      ['may-2031-cpi-yoy-2pt8', '2.8%', 'cpiy5-28'], ['may-2031-cpi-yoy-2pt9-or-higher', '2.9% or higher', 'cpiy5-ge29'],
    ], { src: BLS_CPI_URL })),
    U('us-inflation-may-2031', 'US Inflation (CPI YoY) — May 2031', 'Economics', close, w([
      ['us-cpi-yoy-may-2031-le-2-5', '≤2.5%', 'cpiy5-le25'], ['us-cpi-yoy-may-2031-2-6', '2.6%', 'cpiy5-26'], ['us-cpi-yoy-may-2031-2-7', '2.7%', 'cpiy5-27'],
      ['us-cpi-yoy-may-2031-2-8', '2.8%', 'cpiy5-28'], ['us-cpi-yoy-may-2031-ge-2-9', '≥2.9%', 'cpiy5-ge29'],
    ], { src: BLS_CPI_URL })),
    G1('US May CPI YoY above 2.8%?', close, 'cpiy5-ge29'),
  ] });
}
{ // March 2031 core PCE YoY (alpha, beta) vs gamma headline PCE: measure.
  const close = z('2031-04-30', '12:30');
  addCase('us_data', { name: 'core-pce-mar-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPCECORE-31MAR', 'Core PCE inflation in Mar 2031', 'Economics', close, [['T2.5', 'Above 2.5%', 'cpce3-a25'], ['T2.6', 'Above 2.6%', 'cpce3-a26']], { sources: [BEA_PCE] }),
    B1('Core PCE YoY above 2.5% in March?', 'Economics', close, 'cpce3-a25', { mx: { src: BEA_PCE_URL } }),
    G1('PCE price index (headline) YoY for March 2031 above 2.5%?', close, 'pce3-a25'),
  ] }, ['measure']);
}
{ // January 2031 PCE MoM (alpha only).
  addCase('us_data', { name: 'pce-mom-jan-2031', events: [
    A('KXPCE-31JAN', 'PCE inflation in Jan 2031', 'Economics', z('2031-02-28', '13:30'), [['T0.2', 'Above 0.2%', 'pce1-a02'], ['T0.3', 'Above 0.3%', 'pce1-a03']], { sources: [BEA_PCE] }),
  ] });
}
{ // January 2031 nonfarm payrolls (released Feb 7): alpha ladder, gamma "More than" = alpha "Above"; beta ranges do not coincide.
  const close = z('2031-02-07', '13:30');
  addCase('us_data', { name: 'nfp-jan-2031', events: [
    A('KXPAYROLLS-31JAN', 'Jobs numbers in Jan 2031', 'Economics', close, [
      ['T0', 'Above 0', 'nfp1-a0'], ['T50000', 'Above 50,000', 'nfp1-a50'], ['T100000', 'Above 100,000', 'nfp1-a100'], ['T150000', 'Above 150,000', 'nfp1-a150'],
    ], { sources: [BLS_CES] }),
    B('How many jobs added in January?', 'Economics', close, w([
      ['jobs-added-january-2031-negative', 'Negative', 'nfp1-neg'], ['jobs-added-january-2031-0-49k', '0-49k', 'nfp1-0to49'],
      ['jobs-added-january-2031-50-99k', '50-99k', 'nfp1-50to99'], ['jobs-added-january-2031-100-149k', '100-149k', 'nfp1-100to149'],
      ['jobs-added-january-2031-150k-plus', '150k+', 'nfp1-ge150'],
    ], { src: BLS_CES_URL })),
    G('Jan 2031 nonfarm payrolls (first print)', close, [['More than 100K', 'nfp1-a100'], ['More than 150K', 'nfp1-a150']]),
  ] });
}
{ // February 2031 BLS payrolls (alpha, beta_us) vs beta's ADP private payrolls: measure (a different statistic).
  const close = z('2031-03-07', '13:30');
  addCase('us_data', { name: 'nfp-feb-2031', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXPAYROLLS-31FEB', 'Jobs numbers in Feb 2031', 'Economics', close, [['T100000', 'Above 100,000', 'nfp2-a100'], ['T150000', 'Above 150,000', 'nfp2-a150']], { sources: [BLS_CES] }),
    U1('february-jobs-report-above-100k-2031', 'February jobs report: more than 100K?', 'Economics', close, 'nfp2-a100', { src: BLS_CES_URL }),
    B1('ADP private payrolls above 100K in February?', 'Economics', z('2031-03-05', '13:15'), 'adp2-a100', { mx: { src: 'https://adpemploymentreport.com/' } }),
  ] }, ['measure']);
}
{ // March 2031 payrolls above 75K (beta, gamma) vs alpha's single "above 125K" listing: threshold.
  const close = z('2031-04-04', '12:30');
  addCase('us_data', { name: 'nfp-mar-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('March jobs report: above 75K?', 'Economics', close, 'nfp3-a75', { mx: { src: BLS_CES_URL } }),
    G1('US economy added more than 75,000 jobs in March 2031?', close, 'nfp3-a75'),
    A1('KXPAYROLLS125-31MAR', 'Will March 2031 payrolls exceed 125,000?', 'Economics', close, 'T125000', 'Above 125,000', 'nfp3-a125'),
  ] }, ['threshold']);
}
{ // May 2031 payrolls (released June 6): all four venues.
  const close = z('2031-06-06', '12:30');
  addCase('us_data', { name: 'nfp-may-2031', events: [
    A('KXPAYROLLS-31MAY', 'Jobs numbers in May 2031', 'Economics', close, [
      ['T50000', 'Above 50,000', 'nfp5-a50'], ['T100000', 'Above 100,000', 'nfp5-a100'], ['T150000', 'Above 150,000', 'nfp5-a150'],
    ], { sources: [BLS_CES] }),
    B('May jobs report', 'Economics', close, w([
      ['may-2031-nfp-more-than-50k', 'More than 50k', 'nfp5-a50'], ['may-2031-nfp-more-than-100k', 'More than 100k', 'nfp5-a100'],
      ['may-2031-nfp-more-than-150k', 'More than 150k', 'nfp5-a150'],
    ], { src: BLS_CES_URL })),
    U1('may-2031-payrolls-over-100k', 'May payrolls over 100,000?', 'Economics', close, 'nfp5-a100', { src: BLS_CES_URL }),
    G1('May 2031 NFP beats 150K?', close, 'nfp5-a150', { rules: 'YES if the headline nonfarm payrolls change in the 6 June 2031 Employment Situation exceeds 150,000.' }),
  ] });
}
{ // February 2031 unemployment rate U-3 (alpha, beta, gamma) vs beta_us U-6: measure.
  const close = z('2031-03-07', '13:30');
  addCase('us_data', { name: 'u3-feb-2031', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXU3-31FEB', 'Unemployment rate in Feb 2031', 'Economics', close, [['T4.2', 'Above 4.2%', 'u3f-a42'], ['T4.3', 'Above 4.3%', 'u3f-a43'], ['T4.4', 'Above 4.4%', 'u3f-a44']], { sources: [BLS_CES] }),
    B('Unemployment rate in February?', 'Economics', close, w([
      ['unemployment-february-2031-4pt2-or-lower', '4.2% or lower', 'u3f-le42'], ['unemployment-february-2031-4pt3', '4.3%', 'u3f-eq43'],
      ['unemployment-february-2031-4pt4', '4.4%', 'u3f-eq44'], ['unemployment-february-2031-4pt5-or-higher', '4.5%+', 'u3f-a44'],
    ], { src: BLS_CES_URL })),
    G1('US U-3 jobless rate 4.4% or higher for Feb 2031?', close, 'u3f-a43'),
    U1('u6-unemployment-above-8-february-2031', 'U-6 unemployment above 8.0% in February?', 'Economics', close, 'u6f-a80', { src: BLS_CES_URL }),
  ] }, ['measure']);
}
{ // April 2031 unemployment rate (beta, gamma): "above 4.4%" = "4.5% or higher".
  const close = z('2031-05-02', '12:30');
  addCase('us_data', { name: 'u3-apr-2031', events: [
    B1('Unemployment above 4.4% in April?', 'Economics', close, 'u3a-a44', { mx: { src: BLS_CES_URL } }),
    G1('April 2031 US unemployment rate 4.5% or higher?', close, 'u3a-a44'),
  ] });
}
{ // Q4 2030 GDP advance estimate (Jan 30; alpha, beta) vs gamma's second estimate (Feb 27): estimate.
  const close = z('2031-01-30', '13:30');
  addCase('us_data', { name: 'gdp-q4-2030-advance', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGDP-31JAN30', 'GDP growth in Q4 2030', 'Economics', close, [['T1.5', 'Above 1.5%', 'gdp4a-a15'], ['T2.0', 'Above 2.0%', 'gdp4a-a20'], ['T2.5', 'Above 2.5%', 'gdp4a-a25']],
      { sources: [BEA_GDP], rules: 'Resolves on the advance estimate of Q4 2030 real GDP growth (SAAR) released January 30, 2031.' }),
    B('Q4 2030 US GDP growth (advance estimate)', 'Economics', close, w([
      ['q4-2030-gdp-growth-above-1pt5', 'Above 1.5%', 'gdp4a-a15'], ['q4-2030-gdp-growth-above-2pt0', 'Above 2.0%', 'gdp4a-a20'],
    ], { src: BEA_GDP_URL })),
    G1('Q4 2030 US GDP second estimate above 2.0%?', z('2031-02-27', '13:30'), 'gdp4s-a20'),
  ] }, ['estimate']);
}
{ // Q1 2031 GDP advance estimate (April 30): all four venues; beta's ranges do not coincide with the ladders.
  const close = z('2031-04-30', '12:30');
  addCase('us_data', { name: 'gdp-q1-2031-advance', events: [
    A('KXGDP-31APR30', 'GDP growth in Q1 2031', 'Economics', close, [['T0.0', 'Above 0.0%', 'gdp1a-a00'], ['T1.0', 'Above 1.0%', 'gdp1a-a10'], ['T2.0', 'Above 2.0%', 'gdp1a-a20']], { sources: [BEA_GDP] }),
    B('US GDP growth in Q1 2031?', 'Economics', close, w([
      ['us-gdp-q1-2031-negative', 'Negative', 'gdp1a-neg'], ['us-gdp-q1-2031-0-1pt0', '0.0%-1.0%', 'gdp1a-0to10'],
      ['us-gdp-q1-2031-1pt0-2pt0', '1.0%-2.0%', 'gdp1a-10to20'], ['us-gdp-q1-2031-2pt0-plus', '2.0%+', 'gdp1a-ge20'],
    ], { src: BEA_GDP_URL, rules: 'Resolves per the advance estimate of Q1 2031 real GDP (annualized) published by the BEA. Boundaries belong to the higher bracket.' })),
    U1('q1-2031-gdp-above-1pct-advance', 'Q1 2031 GDP above 1.0% (advance)?', 'Economics', close, 'gdp1a-a10', { src: BEA_GDP_URL }),
    G1('US Q1 2031 GDP (advance) 2.1% or higher?', close, 'gdp1a-a20'),
  ] });
}
{ // Q1 2031 GDP second estimate (May 29; alpha, gamma) vs beta's third estimate (June 26): estimate.
  addCase('us_data', { name: 'gdp-q1-2031-second', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXGDPSECOND-31MAY29', 'GDP second estimate, Q1 2031', 'Economics', z('2031-05-29', '12:30'), [['T1.0', 'Above 1.0%', 'gdp1s-a10'], ['T2.0', 'Above 2.0%', 'gdp1s-a20']], { sources: [BEA_GDP] }),
    G1('Q1 2031 GDP second estimate above 2.0%?', z('2031-05-29', '12:30'), 'gdp1s-a20'),
    B1('Q1 GDP third estimate above 2%?', 'Economics', z('2031-06-26', '12:30'), 'gdp1t-a20', { mx: { src: BEA_GDP_URL } }),
  ] }, ['estimate']);
}
{ // Initial jobless claims released Jan 16, 2031 (alpha, beta) vs gamma's continuing claims: measure.
  const close = z('2031-01-16', '13:30');
  addCase('us_data', { name: 'claims-jan-16-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXJOBLESSCLAIMS-31JAN16', 'Initial jobless claims week ending Jan 11, 2031', 'Economics', close, [['T225000', 'Above 225,000', 'icj-a225'], ['T240000', 'Above 240,000', 'icj-a240']], { sources: [DOL] }),
    B1('Initial jobless claims above 225K (Jan 16)?', 'Economics', close, 'icj-a225', { mx: { src: DOL_URL } }),
    G1('US continuing claims above 1.95M in the Jan 16, 2031 report?', close, 'ccj-a195'),
  ] }, ['measure']);
}
{ // Initial claims released Mar 13, 2031 (alpha, beta_us) vs gamma's next week (released Mar 20): date.
  addCase('us_data', { name: 'claims-mar-13-2031', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A1('KXJOBLESSCLAIMS-31MAR13', 'Initial jobless claims week ending Mar 8, 2031', 'Economics', z('2031-03-13', '12:30'), 'T220000', 'Above 220,000', 'icm13-a220', { rules: 'Resolves Yes if initial claims in the DOL release of March 13, 2031 exceed 220,000.' }),
    U1('initial-jobless-claims-above-220k-mar-13-2031', 'Jobless claims above 220K on March 13?', 'Economics', z('2031-03-13', '12:30'), 'icm13-a220', { src: DOL_URL }),
    G1('Initial claims > 220K for week ending Mar 15, 2031 (released Mar 20)?', z('2031-03-20', '12:30'), 'icm20-a220'),
  ] }, ['date']);
}
{ // January 2031 retail sales MoM (alpha, beta; "rise" = "Above 0.0%") vs gamma's ex-autos: measure.
  const close = z('2031-02-14', '13:30');
  addCase('us_data', { name: 'retail-jan-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXRETAIL-31JAN', 'Retail sales in Jan 2031', 'Economics', close, [['T0.0', 'Above 0.0%', 'rs1-a00'], ['T0.5', 'Above 0.5%', 'rs1-a05']], { sources: [`Census Bureau ${CENSUS_URL}`] }),
    B1('Will US retail sales rise in January?', 'Economics', close, 'rs1-a00', { mx: { src: CENSUS_URL, rules: 'Resolves Yes if advance monthly retail and food services sales for January 2031 show a month-over-month change above 0.0%.' } }),
    G1('Jan 2031 retail sales ex-autos m/m above 0%?', close, 'rsx1-a00'),
  ] }, ['measure']);
}
{ // April 2031 retail sales (beta only).
  addCase('us_data', { name: 'retail-apr-2031', events: [B1('April retail sales MoM above 0.3%?', 'Economics', z('2031-05-15', '12:30'), 'rs4-a03', { mx: { src: CENSUS_URL } })] });
}

// ───────────────────────────── POLICY: RECESSION, DEBT CEILING, FED PEOPLE ─────────────────────────────

{ // US recession in 2031 on two negative quarters (beta, gamma) vs alpha's NBER-dated recession: counting rule (measure).
  addCase('policy', { name: 'us-recession-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('US recession in 2031?', 'Economics', z('2032-01-31', '12:00'), 'rec31-2q', { mx: { src: BEA_GDP_URL, rules: 'Resolves Yes if the BEA advance estimates show two consecutive quarters of negative real GDP growth within 2031.' } }),
    G1('Two straight quarters of negative US GDP in 2031?', z('2032-01-31', '12:00'), 'rec31-2q'),
    A1('KXRECSSNBER-31', 'Recession starting in 2031 per NBER?', 'Economics', z('2032-12-31', '12:00'), 'REC', 'NBER recession', 'rec31-nber', { rules: 'Resolves Yes if the NBER dates a business-cycle peak in 2031.' }),
  ] }, ['measure']);
}
{ // Debt ceiling raised or suspended before July 1, 2031 (alpha, beta) vs gamma's "in 2031": deadline.
  addCase('policy', { name: 'debt-ceiling-jun-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXDEBTCEILING-31JUN30', 'Debt ceiling raised or suspended before Jul 1, 2031?', 'Politics', z('2031-06-30', '23:59'), 'RAISE', 'Raised or suspended', 'dc-jun30'),
    B1('Will Congress raise the debt ceiling by June 30, 2031?', 'Politics', z('2031-06-30', '23:59'), 'dc-jun30', { mx: { rules: 'Resolves Yes if a bill raising or suspending the statutory debt limit is signed into law by June 30, 2031, 11:59 PM ET.' } }),
    G1('US debt limit increase enacted in 2031?', z('2031-12-31', '23:59'), 'dc-2031'),
  ] }, ['deadline']);
}
{ // US default by June 30, 2031 (gamma only).
  addCase('policy', { name: 'us-default-jun-2031', events: [G1('US Treasury misses a debt payment by 30 June 2031?', z('2031-06-30', '23:59'), 'usdef')] });
}
{ // A Fed governor leaves the Board before July 2031 (alpha, beta_us).
  const close = z('2031-06-30', '23:59');
  addCase('policy', { name: 'fed-governor-exit-h1-2031', events: [
    A1('KXFEDGOVLEAVE-31JUN30', 'Will a Fed governor leave before Jul 2031?', 'Politics', close, 'LEAVE', 'Yes', 'fedgov-exit'),
    U1('fed-governor-departs-by-june-30-2031', 'Any Fed governor leaves the Board by June 30, 2031?', 'Politics', close, 'fedgov-exit'),
  ] });
}
{ // Emergency (intermeeting) Fed cut by June 30, 2031 (beta, gamma) vs alpha "in 2031": deadline.
  addCase('policy', { name: 'fed-emergency-cut-h1-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Fed emergency rate cut by June 30, 2031?', 'Economics', z('2031-06-30', '23:59'), 'emcut-jun30', { mx: { src: FED_URL } }),
    G1('Intermeeting Fed rate cut before July 2031?', z('2031-06-30', '23:59'), 'emcut-jun30'),
    A1('KXFEDEMERGENCY-31', 'Emergency Fed rate cut in 2031?', 'Economics', z('2031-12-31', '23:59'), 'CUT', 'Emergency cut', 'emcut-2031'),
  ] }, ['deadline']);
}

// ───────────────────────────── UK, EUROZONE, CHINA, JAPAN AND OTHER PRINTS ─────────────────────────────

{ // UK CPI January 2031 (ONS, Feb 19): alpha ladder, beta exact buckets ("3.0% or higher" = "Above 2.9%"), gamma.
  const close = z('2031-02-19', '07:00');
  addCase('intl_data', { name: 'uk-cpi-jan-2031', events: [
    A('KXUKCPI-31JAN', 'UK CPI inflation in Jan 2031', 'Economics', close, [['T2.6', 'Above 2.6%', 'ukc1-a26'], ['T2.9', 'Above 2.9%', 'ukc1-a29']], { sources: [`Office for National Statistics ${ONS_URL}`] }),
    B('UK inflation January 2031', 'Economics', close, w([
      ['uk-cpi-january-2031-2pt6-or-lower', '2.6% or lower', 'ukc1-le26'], ['uk-cpi-january-2031-2pt7', '2.7%', 'ukc1-27'], ['uk-cpi-january-2031-2pt8', '2.8%', 'ukc1-28'],
      ['uk-cpi-january-2031-2pt9', '2.9%', 'ukc1-29'], ['uk-cpi-january-2031-3pt0-or-higher', '3.0% or higher', 'ukc1-a29'],
    ], { src: ONS_URL })),
    G1('UK CPI (Jan 2031, y/y) above 2.6%?', close, 'ukc1-a26'),
  ] });
}
{ // UK headline CPI April 2031 (beta, gamma) vs alpha's UK core CPI: measure.
  const close = z('2031-05-21', '06:00');
  addCase('intl_data', { name: 'uk-cpi-apr-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('UK CPI above 3.0% in April?', 'Economics', close, 'ukc4-a30', { mx: { src: ONS_URL } }),
    G1('UK April 2031 inflation 3.1% or higher?', close, 'ukc4-a30'),
    A1('KXUKCORECPI-31APR', 'UK core CPI in Apr 2031', 'Economics', close, 'T3.0', 'Above 3.0%', 'ukcore4-a30'),
  ] }, ['measure']);
}
{ // UK Q1 2031 GDP QoQ first estimate (alpha, gamma) vs beta's March 2031 monthly GDP: date (another period).
  const close = z('2031-05-15', '06:00');
  addCase('intl_data', { name: 'uk-gdp-q1-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXUKGDP-31Q1', 'UK GDP growth in Q1 2031 (first estimate)', 'Economics', close, 'T0.2', 'Above 0.2%', 'ukgdp1-a02'),
    G1('UK Q1 2031 GDP q/q (first estimate) 0.3% or more?', close, 'ukgdp1-a02'),
    B1('UK GDP grows in March 2031 (month on month)?', 'Economics', close, 'ukgdpmar-a00', { mx: { src: 'https://www.ons.gov.uk/economy/grossdomesticproductgdp' } }),
  ] }, ['date']);
}
{ // Euro area flash HICP March 2031 (beta, gamma; "above 2.0%" = "2.1% or higher") vs alpha's final HICP: estimate.
  addCase('intl_data', { name: 'ez-hicp-flash-mar-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Eurozone inflation above 2.0% in March (flash)?', 'Economics', z('2031-04-01', '09:00'), 'ezf3-a20', { mx: { src: EUROSTAT_URL } }),
    G1('Euro area flash HICP, March 2031: 2.1% or higher?', z('2031-04-01', '09:00'), 'ezf3-a20'),
    A1('KXEZCPIFINAL-31MAR', 'Eurozone final HICP in Mar 2031', 'Economics', z('2031-04-16', '09:00'), 'T2.0', 'Above 2.0%', 'ezfinal3-a20'),
  ] }, ['estimate']);
}
{ // Euro area flash HICP May 2031 (June 3): alpha ladder, beta exact buckets ("2.3%+" = "Above 2.2%"), gamma.
  const close = z('2031-06-03', '09:00');
  addCase('intl_data', { name: 'ez-hicp-flash-may-2031', events: [
    A('KXEZCPI-31MAY', 'Euro area inflation flash estimate, May 2031', 'Economics', close, [['T1.8', 'Above 1.8%', 'ezf5-a18'], ['T2.0', 'Above 2.0%', 'ezf5-a20'], ['T2.2', 'Above 2.2%', 'ezf5-a22']]),
    B('Eurozone inflation in May? (flash)', 'Economics', close, w([
      ['eurozone-flash-hicp-may-2031-1pt8-or-less', '1.8% or less', 'ezf5-le18'], ['eurozone-flash-hicp-may-2031-1pt9', '1.9%', 'ezf5-19'],
      ['eurozone-flash-hicp-may-2031-2pt0', '2.0%', 'ezf5-20'], ['eurozone-flash-hicp-may-2031-2pt1', '2.1%', 'ezf5-21'],
      ['eurozone-flash-hicp-may-2031-2pt2', '2.2%', 'ezf5-22'], ['eurozone-flash-hicp-may-2031-2pt3-plus', '2.3%+', 'ezf5-a22'],
    ], { src: EUROSTAT_URL })),
    G1('Euro area May 2031 flash inflation above 2.0%?', close, 'ezf5-a20'),
  ] });
}
{ // Euro area Q1 2031 GDP preliminary flash (beta only).
  addCase('intl_data', { name: 'ez-gdp-q1-2031', events: [B1('Eurozone Q1 GDP growth above 0.3% q/q (preliminary flash)?', 'Economics', z('2031-04-30', '09:00'), 'ezgdp1-a03', { mx: { src: EUROSTAT_URL } })] });
}
{ // Germany CPI January 2031 flash (alpha, gamma) vs beta's France CPI January: place.
  addCase('intl_data', { name: 'de-cpi-jan-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXDECPI-31JAN', 'Germany CPI inflation in Jan 2031 (flash)', 'Economics', z('2031-01-30', '13:00'), 'T2.2', 'Above 2.2%', 'dec1-a22', { rules: 'Resolves on the Destatis preliminary consumer price index (VPI), change on the same month a year earlier.' }),
    G1('Germany January 2031 inflation (Destatis CPI flash) 2.3% or higher?', z('2031-01-30', '13:00'), 'dec1-a22'),
    B1('France inflation above 2.2% in January?', 'Economics', z('2031-01-31', '07:45'), 'frc1-a22', { mx: { src: 'https://www.insee.fr/en/statistiques' } }),
  ] }, ['place']);
}
{ // China Q1 2031 GDP YoY (April 16): alpha ladder, beta brackets ("5.0% or higher" = "Above 4.9%"), gamma; vs beta_us QoQ: measure.
  const close = z('2031-04-16', '02:00');
  addCase('intl_data', { name: 'china-gdp-q1-2031', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXCHINAGDP-31Q1', 'China GDP growth in Q1 2031', 'Economics', close, [['T4.4', 'Above 4.4%', 'cng1-a44'], ['T4.9', 'Above 4.9%', 'cng1-a49']]),
    B('China GDP growth Q1 2031', 'Economics', close, w([
      ['china-q1-2031-gdp-below-4pt5', 'Below 4.5%', 'cng1-lt45'], ['china-q1-2031-gdp-4pt5-4pt9', '4.5%-4.9%', 'cng1-45to49'],
      ['china-q1-2031-gdp-5pt0-or-higher', '5.0% or higher', 'cng1-a49'],
    ], { src: NBS_URL })),
    G1('China Q1 2031 GDP y/y at least 5.0%?', close, 'cng1-a49'),
    U1('china-gdp-qoq-above-1pct-q1-2031', 'China Q1 2031 GDP growth above 1.0% quarter on quarter?', 'Economics', close, 'cngq1-a10', { src: NBS_URL }),
  ] }, ['measure']);
}
{ // China CPI February 2031 (beta "above 0%") and gamma "at or below 0.0%", its complement: inverted.
  const close = z('2031-03-10', '01:30');
  addCase('intl_data', { name: 'china-cpi-feb-2031', events: [
    B1('China CPI YoY above 0% in February?', 'Economics', close, 'cnc2-a00', { mx: { src: NBS_URL } }),
    G1('China Feb 2031 CPI at or below 0.0% y/y?', close, 'cnc2-le00'),
  ] }, ['inverted']);
}
{ // China official (NBS) manufacturing PMI March 2031 (alpha, beta) vs gamma's Caixin PMI: measure (a different statistic).
  addCase('intl_data', { name: 'china-pmi-mar-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXCHINAPMI-31MAR', 'China NBS manufacturing PMI in Mar 2031', 'Economics', z('2031-03-31', '01:30'), 'T50.0', 'Above 50.0', 'cnpmi3-a50'),
    B1('China official manufacturing PMI above 50 in March?', 'Economics', z('2031-03-31', '01:30'), 'cnpmi3-a50', { mx: { src: NBS_URL } }),
    G1('Caixin China manufacturing PMI (Mar 2031) above 50?', z('2031-04-01', '01:45'), 'caixin3-a50'),
  ] }, ['measure']);
}
{ // Japan national core CPI April 2031 (alpha, beta) vs gamma's Tokyo core CPI April: place.
  addCase('intl_data', { name: 'japan-core-cpi-apr-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXJPCPI-31APR', 'Japan core CPI in Apr 2031', 'Economics', z('2031-05-22', '23:30'), 'T2.0', 'Above 2.0%', 'jpc4-a20', { rules: 'Nationwide CPI excluding fresh food, year on year, per the Statistics Bureau of Japan.' }),
    B1('Japan core inflation above 2.0% in April?', 'Economics', z('2031-05-22', '23:30'), 'jpc4-a20', { mx: { src: STATJP_URL } }),
    G1('Tokyo core CPI (April 2031) above 2.0% y/y?', z('2031-04-24', '23:30'), 'tkc4-a20'),
  ] }, ['place']);
}
{ // Japan Q1 2031 preliminary GDP (gamma only).
  addCase('intl_data', { name: 'japan-gdp-q1-2031', events: [G1('Japan Q1 2031 GDP (preliminary) contracts, annualized?', z('2031-05-15', '23:50'), 'jpgdp1-neg')] });
}
{ // Canada unemployment rate May 2031 (alpha only).
  addCase('intl_data', { name: 'canada-unemployment-may-2031', events: [
    A('KXCAUNEMP-31MAY', 'Canada unemployment rate in May 2031', 'Economics', z('2031-06-06', '12:30'), [['T6.5', 'Above 6.5%', 'caun5-a65'], ['T7.0', 'Above 7.0%', 'caun5-a70']]),
  ] });
}
{ // Australia Q1 2031 CPI (beta only).
  addCase('intl_data', { name: 'australia-cpi-q1-2031', events: [B1('Australia Q1 2031 CPI above 3% y/y?', 'Economics', z('2031-04-30', '01:30'), 'aucpi1-a30', { mx: { src: 'https://www.abs.gov.au/statistics/economy/price-indexes-and-inflation' } })] });
}

// ───────────────────────────── INDICES ─────────────────────────────

{ // S&P 500 close on March 31, 2031: alpha ranges, beta ranges (coinciding), gamma's "above 7,600" is not one of alpha's buckets.
  const close = z('2031-03-31', '20:00');
  addCase('indices', { name: 'spx-close-mar-31-2031', events: [
    A('KXINX-31MAR31H1600', 'S&P 500 price range on Mar 31, 2031 at 4pm EDT', 'Financials', close, [
      ['B7450', '7,400 to 7,499.99', 'spx331-74'], ['B7550', '7,500 to 7,599.99', 'spx331-75'], ['B7650', '7,600 to 7,699.99', 'spx331-76'], ['T7700', '7,700 or above', 'spx331-ge77'],
    ], { sources: [SPDJI] }),
    B('S&P 500 close on March 31?', 'Finance', close, w([
      ['spx-close-march-31-2031-below-7400', '<7,400', 'spx331-lt74'], ['spx-close-march-31-2031-7400-7500', '7,400-7,500', 'spx331-74'],
      ['spx-close-march-31-2031-7500-7600', '7,500-7,600', 'spx331-75'], ['spx-close-march-31-2031-7600-7700', '7,600-7,700', 'spx331-76'],
      ['spx-close-march-31-2031-above-7700', '>7,700', 'spx331-ge77'],
    ], { src: SPDJI_URL })),
    G1('S&P 500 closes above 7,600 on Mar 31, 2031?', close, 'spx331-a76'),
  ] });
}
{ // S&P 500 up in June 2031 (beta Up/Down, gamma) vs alpha's "up in Q2 2031": date (another period).
  addCase('indices', { name: 'spx-june-2031-up', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('S&P 500 Up or Down in June?', 'Finance', z('2031-06-30', '20:00'), [['spx-up-or-down-june-2031', 'Yes', 'spxjun-up', { outcomes: UPDOWN, src: SPDJI_URL }]]),
    G1('S&P 500 finishes June 2031 above its May 30 close?', z('2031-06-30', '20:00'), 'spxjun-up'),
    A1('KXINXQ-31Q2', 'S&P 500 up in Q2 2031?', 'Financials', z('2031-06-30', '20:00'), 'UP', 'Higher than Mar 31 close', 'spxq2-up'),
  ] }, ['date']);
}
{ // S&P 500 record close by June 30, 2031 (beta, beta_us) vs gamma's "in 2031": deadline.
  addCase('indices', { name: 'spx-record-h1-2031', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B1('S&P 500 record close by June 30?', 'Finance', z('2031-06-30', '20:00'), 'spxath-jun30', { mx: { src: SPDJI_URL } }),
    U1('sp-500-all-time-high-close-by-june-30-2031', 'S&P 500 new all-time closing high by June 30, 2031?', 'Finance', z('2031-06-30', '20:00'), 'spxath-jun30', { src: SPDJI_URL }),
    G1('S&P 500 closes at a record high in 2031?', z('2031-12-31', '21:00'), 'spxath-2031'),
  ] }, ['deadline']);
}
{ // S&P 500 close on June 30, 2031: alpha and beta_us ranges, partly coinciding (beta_us uses 200-point bands at the top).
  const close = z('2031-06-30', '20:00');
  addCase('indices', { name: 'spx-close-jun-30-2031', events: [
    A('KXINX-31JUN30H1600', 'S&P 500 price range on Jun 30, 2031 at 4pm EDT', 'Financials', close, [
      ['B7550', '7,500 to 7,599.99', 'spx630-75'], ['B7650', '7,600 to 7,699.99', 'spx630-76'], ['B7750', '7,700 to 7,799.99', 'spx630-77'], ['B7850', '7,800 to 7,899.99', 'spx630-78'],
    ], { sources: [SPDJI] }),
    U('sp-500-close-june-30-2031', 'S&P 500 close on June 30', 'Finance', close, w([
      ['spx-jun-30-2031-7500-7600', '7,500–7,600', 'spx630-75'], ['spx-jun-30-2031-7600-7700', '7,600–7,700', 'spx630-76'],
      ['spx-jun-30-2031-7700-7900', '7,700–7,900', 'spx630-77to79'], ['spx-jun-30-2031-7900-plus', '7,900+', 'spx630-ge79'],
    ], { src: SPDJI_URL })),
  ] });
}
{ // Nasdaq-100 close on April 30, 2031 (alpha, gamma) vs beta's Nasdaq Composite: asset.
  const close = z('2031-04-30', '20:00');
  addCase('indices', { name: 'ndx-apr-30-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNASDAQ100-31APR30H1600', 'Nasdaq-100 on Apr 30, 2031 at 4pm EDT', 'Financials', close, [['T26000', 'Above 26,000', 'ndx430-a26'], ['T27000', 'Above 27,000', 'ndx430-a27']],
      { sources: ['Nasdaq https://www.nasdaq.com/market-activity/index/ndx'] }),
    G1('NDX closes above 27,000 on 30 Apr 2031?', close, 'ndx430-a27'),
    B1('Nasdaq Composite above 27,000 on April 30?', 'Finance', close, 'ixic430-a27', { mx: { src: 'https://www.nasdaq.com/market-activity/index/comp' } }),
  ] }, ['asset']);
}
{ // Dow above 55,000 at the May 30, 2031 close (alpha, beta).
  const close = z('2031-05-30', '20:00');
  addCase('indices', { name: 'dow-may-30-2031', events: [
    A1('KXDJI-31MAY30H1600', 'Dow Jones on May 30, 2031 at 4pm EDT', 'Financials', close, 'T55000', '55,000 or above', 'dji530-a55'),
    B1('Dow above 55K on May 30?', 'Finance', close, 'dji530-a55', { mx: { src: 'https://www.spglobal.com/spdji/en/indices/equity/dow-jones-industrial-average/' } }),
  ] });
}
{ // DAX close on June 30, 2031 (alpha, gamma) vs beta's Euro Stoxx 50: asset.
  const close = z('2031-06-30', '15:30');
  addCase('indices', { name: 'dax-jun-30-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXDAX-31JUN30', 'DAX close on Jun 30, 2031', 'Financials', close, 'T26000', 'Above 26,000', 'dax630-a26'),
    G1('DAX 40 closes above 26,000 on 30 June 2031?', close, 'dax630-a26'),
    B1('Euro Stoxx 50 above 6,000 on June 30?', 'Finance', close, 'sx5e630-a60', { mx: { src: 'https://www.stoxx.com/index/sx5e/' } }),
  ] }, ['asset']);
}
{ // Nikkei 225 close on March 31, 2031 (beta, gamma) vs alpha's TOPIX: asset.
  const close = z('2031-03-31', '06:00');
  addCase('indices', { name: 'nikkei-mar-31-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Nikkei 225 above 55,000 on March 31?', 'Finance', close, 'n225-331-a55', { mx: { src: 'https://indexes.nikkei.co.jp/en/nkave' } }),
    G1('Nikkei closes above ¥55,000 on 31 Mar 2031?', close, 'n225-331-a55'),
    A1('KXTOPIX-31MAR31', 'TOPIX close on Mar 31, 2031', 'Financials', close, 'T3500', 'Above 3,500', 'topix331-a35'),
  ] }, ['asset']);
}
{ // VIX closes above 30 by June 30, 2031 (alpha, beta) vs gamma's intraday VIX above 30: observation.
  const close = z('2031-06-30', '20:15');
  addCase('indices', { name: 'vix-30-h1-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXVIXCLOSE-31JUN30', 'VIX closes above 30 before Jul 2031?', 'Financials', close, 'T30', 'Above 30', 'vix-close30', { rules: 'Resolves Yes if the Cboe VIX official close exceeds 30 on any trading day from Jan 1 to Jun 30, 2031.' }),
    B1('VIX close above 30 by June 30, 2031?', 'Finance', close, 'vix-close30', { mx: { src: 'https://www.cboe.com/tradable_products/vix/' } }),
    G1('VIX trades above 30 (intraday) by June 30, 2031?', close, 'vix-intra30'),
  ] }, ['observation']);
}
{ // S&P 500 correction by June 30, 2031 (beta only).
  addCase('indices', { name: 'spx-correction-h1-2031', events: [B1('S&P 500 correction (10% off its high) by June 30?', 'Finance', z('2031-06-30', '20:00'), 'spx-corr', { mx: { src: SPDJI_URL } })] });
}
{ // S&P 500 above 7,200 at the January 31, 2031 close (alpha, gamma) vs beta's January 30 close: date.
  addCase('indices', { name: 'spx-jan-31-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXINXU-31JAN31H1600', 'S&P 500 above 7,200 on Jan 31, 2031?', 'Financials', z('2031-01-31', '21:00'), 'T7200', '7,200 or above', 'spx131-a72', { sources: [SPDJI] }),
    G1('S&P 500 > 7,200 at the close on Friday, Jan 31, 2031?', z('2031-01-31', '21:00'), 'spx131-a72'),
    B1('S&P 500 above 7,200 on January 30?', 'Finance', z('2031-01-30', '21:00'), 'spx130-a72', { mx: { src: SPDJI_URL } }),
  ] }, ['date']);
}
{ // FTSE 100 above 11,000 on June 30, 2031 (alpha, beta).
  const close = z('2031-06-30', '15:35');
  addCase('indices', { name: 'ftse-jun-30-2031', events: [
    A1('KXFTSE-31JUN30', 'FTSE 100 close on Jun 30, 2031', 'Financials', close, 'T11000', 'Above 11,000', 'ftse630-a11'),
    B1('FTSE 100 above 11,000 on June 30?', 'Finance', close, 'ftse630-a11', { mx: { src: 'https://www.londonstockexchange.com/indices/ftse-100' } }),
  ] });
}
{ // Nasdaq Composite up in H1 2031 (beta_us only).
  addCase('indices', { name: 'comp-h1-2031', events: [U1('nasdaq-up-first-half-2031', 'Nasdaq Composite higher on June 30 than at the end of 2030?', 'Finance', z('2031-06-30', '20:00'), 'comp-h1-up')] });
}

// ───────────────────────────── SINGLE STOCKS, EARNINGS AND IPOS ─────────────────────────────

{ // Nvidia market cap above $7T at the June 30, 2031 close (alpha, beta, gamma).
  const close = z('2031-06-30', '20:00');
  addCase('equities', { name: 'nvda-mcap-jun-30-2031', events: [
    A1('KXNVDAMCAP-31JUN30', 'Nvidia market cap on Jun 30, 2031', 'Companies', close, 'T7', 'Above $7 trillion', 'nvmc-a7t', { sources: [`companiesmarketcap ${CMC_URL}`] }),
    B1('Nvidia market cap above $7T on June 30?', 'Business', close, 'nvmc-a7t', { mx: { src: CMC_URL } }),
    G1('NVDA market cap ≥ $7 trillion at the 30 Jun 2031 close?', close, 'nvmc-a7t'),
  ] });
}
{ // Largest company by market cap on June 30, 2031 (all four venues); "Amazon" and "Other" only on some.
  const close = z('2031-06-30', '20:00');
  addCase('equities', { name: 'largest-company-jun-30-2031', events: [
    A('KXLARGESTCO-31JUN30', 'Largest company in the world on Jun 30, 2031?', 'Companies', close, [
      ['NVDA', 'NVIDIA', 'big-nvda'], ['MSFT', 'Microsoft', 'big-msft'], ['AAPL', 'Apple', 'big-aapl'], ['GOOGL', 'Alphabet', 'big-googl'],
    ], { sources: [`companiesmarketcap ${CMC_URL}`] }),
    B('Largest company end of June?', 'Business', close, w([
      ['nvidia-largest-company-end-of-june-2031', 'Nvidia', 'big-nvda'], ['microsoft-largest-company-end-of-june-2031', 'Microsoft', 'big-msft'],
      ['apple-largest-company-end-of-june-2031', 'Apple', 'big-aapl'], ['alphabet-largest-company-end-of-june-2031', 'Alphabet', 'big-googl'],
      ['amazon-largest-company-end-of-june-2031', 'Amazon', 'big-amzn'],
    ], { src: CMC_URL })),
    U('largest-company-june-30-2031', "World's Largest Company on June 30, 2031", 'Business', close, w([
      ['largest-company-jun-2031-nvidia', 'NVIDIA', 'big-nvda'], ['largest-company-jun-2031-microsoft', 'Microsoft', 'big-msft'], ['largest-company-jun-2031-apple', 'Apple', 'big-aapl'],
    ], { src: CMC_URL })),
    G('Biggest company by market cap — 30 Jun 2031', close, [['Nvidia', 'big-nvda'], ['Microsoft', 'big-msft'], ['Apple', 'big-aapl'], ['Alphabet (Google)', 'big-googl'], ['Other', 'big-other']]),
  ] });
}
{ // Nvidia Q1 FY2032 EPS beat (alpha, beta) vs gamma's revenue above $100B: measure.
  const close = z('2031-05-28', '20:30');
  addCase('equities', { name: 'nvda-earnings-may-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEARNINGSNVDA-31MAY28', 'Will NVIDIA beat EPS estimates in Q1 FY2032?', 'Companies', close, 'BEAT', 'Beats consensus', 'nvda-epsbeat',
      { rules: 'Resolves Yes if NVIDIA reports non-GAAP diluted EPS above the consensus estimate of $1.85 for Q1 fiscal 2032.' }),
    B1('Nvidia beats quarterly earnings? (May 2031)', 'Business', close, 'nvda-epsbeat', { mx: { rules: 'Resolves Yes if NVIDIA reports adjusted EPS greater than $1.85 for the quarter ending April 2031.' } }),
    G1('NVIDIA Q1 FY32 revenue above $100B?', close, 'nvda-rev100'),
  ] }, ['measure']);
}
{ // Apple fiscal Q1 2031 EPS beat (beta, beta_us) vs alpha's revenue beat: measure.
  const close = z('2031-01-30', '21:30');
  addCase('equities', { name: 'aapl-earnings-jan-2031', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('Apple beats quarterly earnings?', 'Business', close, 'aapl-epsbeat', { mx: { rules: 'Resolves Yes if Apple reports diluted EPS above $2.95 for its fiscal Q1 2031, reported on or about January 30, 2031.' } }),
    U1('apple-beats-eps-q1-fy2031', 'Apple beats EPS estimate (fiscal Q1 2031)?', 'Business', close, 'aapl-epsbeat', { rules: 'Yes if Apple diluted EPS for fiscal Q1 2031 exceeds $2.95.' }),
    A1('KXEARNINGSAAPLREV-31JAN30', 'Will Apple beat revenue estimates in Q1 FY2031?', 'Companies', close, 'BEAT', 'Beats revenue consensus', 'aapl-revbeat'),
  ] }, ['measure']);
}
{ // Tesla Q1 2031 deliveries (alpha ladder, beta binary, gamma brackets) vs beta_us production: measure.
  const close = z('2031-04-02', '13:00');
  addCase('equities', { name: 'tsla-deliveries-q1-2031', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXTESLADELIV-31Q1', 'Tesla deliveries in Q1 2031', 'Companies', close, [['T450000', 'Above 450,000', 'tsd1-a450'], ['T500000', 'Above 500,000', 'tsd1-a500']]),
    B1('Tesla Q1 2031 deliveries above 450K?', 'Business', close, 'tsd1-a450', { mx: { src: 'https://ir.tesla.com/' } }),
    G('Tesla Q1 2031 vehicle deliveries', close, [['Under 400K', 'tsd1-lt400'], ['400K–450K', 'tsd1-400to450'], ['450K–500K', 'tsd1-450to500'], ['500K+', 'tsd1-ge500']]),
    U1('tesla-q1-2031-production-above-450k', 'Tesla Q1 2031 production above 450,000?', 'Business', close, 'tsp1-a450', { src: 'https://ir.tesla.com/' }),
  ] }, ['measure']);
}
{ // Tesla Q2 2031 deliveries (alpha only).
  addCase('equities', { name: 'tsla-deliveries-q2-2031', events: [
    A('KXTESLADELIV-31Q2', 'Tesla deliveries in Q2 2031', 'Companies', z('2031-07-02', '13:00'), [['T450000', 'Above 450,000', 'tsd2-a450'], ['T500000', 'Above 500,000', 'tsd2-a500']]),
  ] });
}
{ // Stripe IPO by June 30, 2031 (beta, gamma) vs alpha's "in 2031": deadline.
  addCase('equities', { name: 'stripe-ipo-h1-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Stripe IPO by June 30, 2031?', 'Business', z('2031-06-30', '23:59'), 'stripe-jun30', { mx: { rules: 'Resolves Yes if Stripe common stock begins trading on a US exchange by June 30, 2031, 11:59 PM ET.' } }),
    G1('Stripe goes public before July 2031?', z('2031-06-30', '23:59'), 'stripe-jun30'),
    A1('KXIPOSTRIPE-31', 'Will Stripe IPO in 2031?', 'Companies', z('2031-12-31', '23:59'), 'IPO', 'Stripe IPO', 'stripe-2031'),
  ] }, ['deadline']);
}
{ // Databricks IPO before July 1, 2031 (beta, beta_us).
  const close = z('2031-06-30', '23:59');
  addCase('equities', { name: 'databricks-ipo-h1-2031', events: [
    B1('Databricks IPO before July?', 'Business', close, 'dbx-ipo-jun30', { mx: { rules: 'Resolves Yes if Databricks shares begin trading publicly between market creation and June 30, 2031.' } }),
    U1('databricks-ipo-by-june-30-2031', 'Databricks IPO by June 30, 2031?', 'Business', close, 'dbx-ipo-jun30'),
  ] });
}
{ // OpenAI IPO by June 30, 2031 (alpha only).
  addCase('equities', { name: 'openai-ipo-h1-2031', events: [A1('KXIPOOPENAI-31JUN30', 'Will OpenAI IPO before Jul 1, 2031?', 'Companies', z('2031-06-30', '23:59'), 'IPO', 'OpenAI IPO', 'oai-ipo')] });
}
{ // Microsoft above $650 at the March 31, 2031 close (beta, gamma).
  const close = z('2031-03-31', '20:00');
  addCase('equities', { name: 'msft-mar-31-2031', events: [
    B1('Microsoft (MSFT) above $650 on March 31?', 'Business', close, 'msft331-a650', { mx: { src: 'https://www.nasdaq.com/market-activity/stocks/msft' } }),
    G1('MSFT closes at or above $650 on 31 Mar 2031?', close, 'msft331-a650'),
  ] });
}
{ // Apple market cap above $5T on June 30, 2031 (alpha, beta_us) vs gamma's share price above $330: measure.
  const close = z('2031-06-30', '20:00');
  addCase('equities', { name: 'aapl-mcap-jun-30-2031', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A1('KXAAPLMCAP-31JUN30', 'Apple market cap on Jun 30, 2031', 'Companies', close, 'T5', 'Above $5 trillion', 'aaplmc-a5t'),
    U1('apple-market-cap-above-5t-june-30-2031', 'Apple market cap above $5T on June 30?', 'Business', close, 'aaplmc-a5t', { src: CMC_URL }),
    G1('AAPL share price above $330 at the 30 June 2031 close?', close, 'aaplpx-a330'),
  ] }, ['measure']);
}
{ // Meta Q1 2031 earnings (gamma only).
  addCase('equities', { name: 'meta-earnings-apr-2031', events: [G1('Meta beats Q1 2031 EPS consensus?', z('2031-04-29', '20:30'), 'meta-epsbeat')] });
}
{ // Tesla reaches $600 by June 30, 2031 (beta, gamma) vs alpha's June 30 close above $600: observation.
  addCase('equities', { name: 'tsla-600-h1-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will Tesla hit $600 by June 30?', 'Business', z('2031-06-30', '20:00'), 'tsla-hit600', { mx: { rules: 'Resolves Yes if TSLA trades at or above $600.00 at any time during regular trading hours before the June 30, 2031 close.' } }),
    G1('TSLA trades at $600 or higher at any point in H1 2031?', z('2031-06-30', '20:00'), 'tsla-hit600'),
    A1('KXTSLA-31JUN30', 'Tesla close price on Jun 30, 2031', 'Companies', z('2031-06-30', '20:00'), 'T600', 'Above $600', 'tsla630-a600'),
  ] }, ['observation']);
}

// ───────────────────────────── RATES ─────────────────────────────

{ // US 10-year yield above 4.25% on March 31, 2031: alpha and gamma use Treasury's par yield curve, beta the CNBC close (nf).
  const close = z('2031-03-31', '21:00');
  addCase('rates', { name: 'us10y-mar-31-2031', fungible: nf('alpha|beta', 'beta|gamma'), events: [
    A1('KX10Y-31MAR31', '10-year Treasury yield on Mar 31, 2031', 'Financials', close, 'T4.25', 'Above 4.25%', 'ust10-331-a425', { sources: [UST] }),
    B1('10-year Treasury yield above 4.25% on March 31?', 'Finance', close, 'ust10-331-a425', { mx: { src: CNBC_10Y, rules: 'Resolves per the closing value of US10Y on CNBC for March 31, 2031.' } }),
    G1('US 10Y (Treasury par yield curve) above 4.25% on 31 Mar 2031?', close, 'ust10-331-a425', { rules: 'Per the daily Treasury par yield curve rate, 10 Yr column, for 31 Mar 2031.' }),
  ] }, ['source']);
}
{ // US 2-year yield above 3.50% on June 30, 2031 (beta, gamma) vs alpha's 10-year above 3.50%: asset (another tenor).
  const close = z('2031-06-30', '21:00');
  addCase('rates', { name: 'us2y-jun-30-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('2-year Treasury yield above 3.5% on June 30?', 'Finance', close, 'ust2-630-a350', { mx: { src: UST_URL } }),
    G1('US 2Y yield > 3.50% on 30 June 2031 (Treasury par curve)?', close, 'ust2-630-a350'),
    A1('KX10Y-31JUN30', '10-year Treasury yield on Jun 30, 2031', 'Financials', close, 'T3.50', 'Above 3.50%', 'ust10-630-a350', { sources: [UST] }),
  ] }, ['asset']);
}
{ // 2s10s curve inverted on June 30, 2031 (beta_us only).
  addCase('rates', { name: 'us-2s10s-jun-30-2031', events: [U1('2s10s-inverted-june-30-2031', '2s10s Treasury curve inverted on June 30, 2031?', 'Finance', z('2031-06-30', '21:00'), 'curve-inv', { src: UST_URL })] });
}
{ // US 30-year yield closes above 5% on any day by June 30, 2031 (alpha, beta) vs gamma's June 30 value: observation.
  addCase('rates', { name: 'us30y-5pct-h1-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KX30YMAX-31JUN30', '30-year Treasury yield above 5% before Jul 2031?', 'Financials', z('2031-06-30', '21:00'), 'T5.00', 'Above 5.00%', 'ust30-hit5', { sources: [UST] }),
    B1('30-year yield hits 5% in first half of 2031?', 'Finance', z('2031-06-30', '21:00'), 'ust30-hit5', { mx: { src: UST_URL, rules: 'Resolves Yes if the Treasury daily par yield curve 30 Yr rate is 5.00% or higher on any business day from January 1 to June 30, 2031.' } }),
    G1('US 30Y yield above 5% on 30 June 2031?', z('2031-06-30', '21:00'), 'ust30-630-a5'),
  ] }, ['observation']);
}
{ // German 10-year Bund yield above 3.0% on June 30, 2031 (alpha, gamma) vs beta's UK 10-year gilt: place.
  const close = z('2031-06-30', '16:00');
  addCase('rates', { name: 'bund10-jun-30-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXBUND10-31JUN30', 'German 10-year Bund yield on Jun 30, 2031', 'Financials', close, 'T3.0', 'Above 3.0%', 'bund630-a30'),
    G1('10Y Bund yield above 3% at 30 June 2031 close?', close, 'bund630-a30'),
    B1('UK 10-year gilt yield above 3% on June 30?', 'Finance', close, 'gilt630-a30'),
  ] }, ['place']);
}
{ // JGB 10-year yield above 2.0% on March 31, 2031 (beta, gamma).
  const close = z('2031-03-31', '06:00');
  addCase('rates', { name: 'jgb10-mar-31-2031', events: [
    B1('Japan 10-year yield above 2% on March 31?', 'Finance', close, 'jgb331-a20'),
    G1('10Y JGB yield > 2.0% on 31 Mar 2031?', close, 'jgb331-a20'),
  ] });
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // BTC above $150K at 12:00 ET on March 31, 2031 (beta, beta_us, gamma; Binance 1m candle) vs alpha at 17:00 ET: date (another instant).
  const noon = z('2031-03-31', '16:00');
  const binance = 'Resolves on the Binance BTC/USDT 1-minute candle for 12:00 ET on March 31, 2031 (its close price).';
  addCase('crypto', { name: 'btc-mar-31-2031-noon', groups: [['beta', 'beta_us', 'gamma'], ['alpha']], events: [
    B('Bitcoin above ___ on March 31?', 'Crypto', noon, w([
      ['bitcoin-above-140k-on-march-31-2031', '140,000', 'btc331n-a140'], ['bitcoin-above-150k-on-march-31-2031', '150,000', 'btc331n-a150'],
      ['bitcoin-above-160k-on-march-31-2031', '160,000', 'btc331n-a160'],
    ], { src: BINANCE_BTC, rules: binance })),
    U1('bitcoin-above-150k-march-31-2031-noon-et', 'Bitcoin above $150,000 on March 31 (12PM ET)?', 'Crypto', noon, 'btc331n-a150', { src: BINANCE_BTC, rules: binance }),
    G1('BTC > $150K at 12:00 ET on 31 Mar 2031 (Binance BTC/USDT)?', noon, 'btc331n-a150'),
    A('KXBTCD-31MAR3117', 'Bitcoin price on Mar 31, 2031 at 5pm EDT?', 'Crypto', z('2031-03-31', '21:00'), [
      ['T149999.99', '$150,000 or above', 'btc331e-a150'], ['T159999.99', '$160,000 or above', 'btc331e-a160'],
    ], { sources: [BRTI] }),
  ] }, ['date']);
}
{ // BTC at 17:00 ET on June 30, 2031: alpha (CF Benchmarks BRTI) vs gamma (Coinbase BTC-USD): one instant, another source (nf).
  const close = z('2031-06-30', '21:00');
  addCase('crypto', { name: 'btc-jun-30-2031-5pm', fungible: nf('alpha|gamma'), events: [
    A('KXBTCD-31JUN3017', 'Bitcoin price on Jun 30, 2031 at 5pm EDT?', 'Crypto', close, [
      ['T149999.99', '$150,000 or above', 'btc630e-a150'], ['T159999.99', '$160,000 or above', 'btc630e-a160'],
    ], { sources: [BRTI] }),
    G1('Bitcoin at or above $150K at 5pm ET, 30 June 2031?', close, 'btc630e-a150', { rules: `Per the Coinbase BTC-USD price at 17:00 ET (${COINBASE_BTC}).` }),
  ] }, ['source']);
}
{ // BTC reaches $200K by June 30, 2031: alpha (BRTI) vs beta and gamma (Binance highs) (nf) vs beta_us value on June 30: observation.
  const close = z('2031-06-30', '23:59');
  addCase('crypto', { name: 'btc-200k-h1-2031', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A1('KXBTCMAX200-31JUN30', 'Will Bitcoin reach $200,000 before Jul 2031?', 'Crypto', close, '200000', 'Reaches $200,000', 'btc-hit200', { sources: [BRTI] }),
    B1('Will Bitcoin hit $200k by June 30?', 'Crypto', close, 'btc-hit200', { mx: { src: BINANCE_BTC, rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle has a high of $200,000 or more between market creation and June 30, 2031 11:59 PM ET.' } }),
    G1('BTC touches $200,000 before 1 July 2031 (Binance BTC/USDT high)?', close, 'btc-hit200'),
    U1('bitcoin-above-200k-on-june-30-2031', 'Bitcoin above $200K on June 30, 2031?', 'Crypto', z('2031-06-30', '16:00'), 'btc630n-a200', { src: BINANCE_BTC }),
  ] }, ['observation', 'source']);
}
{ // BTC dips below $100K by June 30, 2031 (beta, gamma).
  const close = z('2031-06-30', '23:59');
  addCase('crypto', { name: 'btc-dip-100k-h1-2031', events: [
    B1('Will Bitcoin dip to $100k by June 30?', 'Crypto', close, 'btc-dip100', { mx: { src: BINANCE_BTC } }),
    G1('BTC falls below $100K before July 2031?', close, 'btc-dip100'),
  ] });
}
{ // BTC range at 17:00 ET on April 30, 2031 (alpha, beta_us; both CF Benchmarks): ranges partly coincide.
  const close = z('2031-04-30', '21:00');
  addCase('crypto', { name: 'btc-range-apr-30-2031', events: [
    A('KXBTC-31APR3017', 'Bitcoin price range on Apr 30, 2031 at 5pm EDT', 'Crypto', close, [
      ['B152500', '$150,000 to $154,999.99', 'btcr-150'], ['B157500', '$155,000 to $159,999.99', 'btcr-155'], ['B162500', '$160,000 to $164,999.99', 'btcr-160'],
    ], { sources: [BRTI] }),
    U('bitcoin-price-april-30-2031-5pm', 'Bitcoin price on April 30 at 5PM ET', 'Crypto', close, w([
      ['btc-apr-30-2031-150k-155k', '$150k–155k', 'btcr-150'], ['btc-apr-30-2031-155k-160k', '$155k–160k', 'btcr-155'],
      ['btc-apr-30-2031-160k-170k', '$160k–170k', 'btcr-160to170'], ['btc-apr-30-2031-above-170k', '>$170k', 'btcr-ge170'],
    ], { src: 'https://www.cfbenchmarks.com/data/indices/BRTI' })),
  ] });
}
{ // ETH above $6,000 at 12:00 ET on March 31, 2031 (beta, gamma) vs alpha's Ethereum Classic: asset.
  const noon = z('2031-03-31', '16:00');
  addCase('crypto', { name: 'eth-mar-31-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Ethereum above $6,000 on March 31?', 'Crypto', noon, 'eth331n-a6000', { mx: { src: BINANCE_ETH } }),
    G1('ETH > $6,000 at noon ET on 31 Mar 2031 (Binance ETH/USDT)?', noon, 'eth331n-a6000'),
    A1('KXETCD-31MAR3112', 'Ethereum Classic price on Mar 31, 2031 at 12pm EDT?', 'Crypto', noon, 'T59.99', '$60 or above', 'etc331n-a60'),
  ] }, ['asset']);
}
{ // ETH reaches $10,000 by June 30, 2031: alpha (CF Benchmarks) vs beta (Binance) — one event, nf.
  const close = z('2031-06-30', '23:59');
  addCase('crypto', { name: 'eth-10k-h1-2031', fungible: nf('alpha|beta'), events: [
    A1('KXETHMAX-31JUN30', 'Will Ethereum reach $10,000 before Jul 2031?', 'Crypto', close, '10000', 'Reaches $10,000', 'eth-hit10k', { sources: [ETHRTI] }),
    B1('Will Ethereum hit $10k by June 30?', 'Crypto', close, 'eth-hit10k', { mx: { src: BINANCE_ETH } }),
  ] }, ['source']);
}
{ // SOL above $400 at 12:00 ET on June 30, 2031 (beta, beta_us) vs gamma "SOL reaches $400 by June 30": observation.
  addCase('crypto', { name: 'sol-jun-30-2031', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B1('Solana above $400 on June 30?', 'Crypto', z('2031-06-30', '16:00'), 'sol630n-a400', { mx: { src: BINANCE_SOL } }),
    U1('solana-above-400-june-30-2031', 'SOL above $400 on June 30 (noon ET)?', 'Crypto', z('2031-06-30', '16:00'), 'sol630n-a400', { src: BINANCE_SOL }),
    G1('SOL reaches $400 by 30 June 2031?', z('2031-06-30', '23:59'), 'sol-hit400'),
  ] }, ['observation']);
}
{ // US spot Bitcoin ETF net flows in May 2031 above $5B (alpha, beta; Farside) vs gamma's spot Ether ETFs: asset.
  const close = z('2031-06-01', '12:00');
  addCase('crypto', { name: 'btc-etf-flows-may-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXBTCETFFLOW-31MAY', 'Bitcoin ETF net flows in May 2031', 'Crypto', close, 'T5000', 'Above $5 billion', 'btcetf5-a5b', { sources: [FARSIDE] }),
    B1('Bitcoin ETFs net inflows above $5B in May?', 'Crypto', close, 'btcetf5-a5b', { mx: { src: FARSIDE_URL } }),
    G1('US spot Ether ETFs: net inflows above $5B in May 2031?', close, 'ethetf5-a5b'),
  ] }, ['asset']);
}
{ // Bitcoin up or down on June 2, 2031 (beta only).
  addCase('crypto', { name: 'btc-updown-jun-2-2031', events: [
    B('Bitcoin Up or Down on June 2?', 'Crypto', z('2031-06-02', '16:00'), [['bitcoin-up-or-down-on-june-2-2031', 'Yes', 'btcud-0602', { outcomes: UPDOWN, src: BINANCE_BTC }]]),
  ] });
}
{ // BTC May 2031 monthly close above $180K (beta, gamma; Binance monthly candle, 00:00 UTC June 1) vs alpha at 17:00 ET May 31: date.
  addCase('crypto', { name: 'btc-may-2031-monthly-close', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Bitcoin May 2031 monthly close above $180K?', 'Crypto', z('2031-06-01', '00:00'), 'btcmay-mc180', { mx: { src: BINANCE_BTC, rules: 'Resolves on the close of the Binance BTC/USDT monthly candle for May 2031.' } }),
    G1('BTC monthly candle (May 2031) closes above $180,000 on Binance?', z('2031-06-01', '00:00'), 'btcmay-mc180'),
    A1('KXBTCD-31MAY3117', 'Bitcoin price on May 31, 2031 at 5pm EDT?', 'Crypto', z('2031-05-31', '21:00'), 'T179999.99', '$180,000 or above', 'btc531e-a180', { sources: [BRTI] }),
  ] }, ['date']);
}
{ // Bitcoin Cash above $1,000 on June 30, 2031 (gamma only).
  addCase('crypto', { name: 'bch-jun-30-2031', events: [G1('Bitcoin Cash (BCH) above $1,000 on 30 June 2031?', z('2031-06-30', '16:00'), 'bch630-a1000')] });
}

// ───────────────────────────── COMMODITIES ─────────────────────────────

{ // Gold above $5,000 on June 30, 2031: alpha and gamma on the COMEX settle, beta on the LBMA PM price (nf).
  addCase('commodities', { name: 'gold-jun-30-2031', fungible: nf('alpha|beta', 'beta|gamma'), events: [
    A1('KXGOLD-31JUN30', 'Gold price on Jun 30, 2031', 'Financials', z('2031-06-30', '17:30'), 'T5000', 'Above $5,000', 'gold630-a5000', { sources: [COMEX_GOLD] }),
    B1('Gold above $5,000 on June 30?', 'Commodities', z('2031-06-30', '14:00'), 'gold630-a5000', { mx: { src: LBMA_URL, rules: 'Resolves per the LBMA Gold Price PM for June 30, 2031.' } }),
    G1('COMEX gold front-month settles above $5,000/oz on 30 Jun 2031?', z('2031-06-30', '17:30'), 'gold630-a5000', { rules: `Per the CME settlement (${COMEX_GOLD_URL}).` }),
  ] }, ['source']);
}
{ // Gold hits $6,000 by June 30, 2031 (beta, gamma) vs alpha's June 30 settle above $6,000: observation.
  addCase('commodities', { name: 'gold-6000-h1-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will Gold hit $6,000 by June 30?', 'Commodities', z('2031-06-30', '23:59'), 'gold-hit6000', { mx: { src: COMEX_GOLD_URL } }),
    G1('Gold futures trade at $6,000+ before July 2031?', z('2031-06-30', '23:59'), 'gold-hit6000'),
    A1('KXGOLD6000-31JUN30', 'Gold settles above $6,000 on Jun 30, 2031?', 'Financials', z('2031-06-30', '17:30'), 'T6000', 'Above $6,000', 'gold630-a6000', { sources: [COMEX_GOLD] }),
  ] }, ['observation']);
}
{ // WTI front-month settle above $70 on March 31, 2031 (alpha, gamma) vs beta's Brent: asset.
  const close = z('2031-03-31', '18:30');
  addCase('commodities', { name: 'wti-mar-31-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXWTI-31MAR31', 'WTI crude oil price on Mar 31, 2031', 'Financials', close, 'T70', 'Above $70', 'wti331-a70', { sources: [NYMEX_WTI] }),
    G1('WTI crude (NYMEX front month) settles above $70 on 31 Mar 2031?', close, 'wti331-a70'),
    B1('Brent crude above $70 on March 31?', 'Commodities', close, 'brent331-a70', { mx: { src: 'https://www.ice.com/products/219/Brent-Crude-Futures/data' } }),
  ] }, ['asset']);
}
{ // WTI trades below $50 by June 30, 2031 (beta, beta_us).
  const close = z('2031-06-30', '23:59');
  addCase('commodities', { name: 'wti-50-h1-2031', events: [
    B1('Will WTI crude oil dip below $50 by June 30?', 'Commodities', close, 'wti-dip50', { mx: { src: NYMEX_WTI_URL } }),
    U1('wti-below-50-by-june-30-2031', 'Oil (WTI) below $50 before July 2031?', 'Commodities', close, 'wti-dip50', { src: NYMEX_WTI_URL }),
  ] });
}
{ // Henry Hub natural gas front-month settle above $4 on May 29, 2031 (alpha, beta).
  const close = z('2031-05-29', '18:30');
  addCase('commodities', { name: 'natgas-may-29-2031', events: [
    A1('KXNATGAS-31MAY29', 'Natural gas price on May 29, 2031', 'Financials', close, 'T4.00', 'Above $4.00', 'ng529-a4', { sources: ['CME Group https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.settlements.html'] }),
    B1('Natural gas (Henry Hub) above $4 on May 29?', 'Commodities', close, 'ng529-a4', { mx: { src: 'https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.settlements.html' } }),
  ] });
}
{ // COMEX copper above $6/lb on June 30, 2031 (beta, gamma) vs alpha's LME copper above $12,000/t: place (another exchange and contract).
  const close = z('2031-06-30', '17:00');
  addCase('commodities', { name: 'copper-jun-30-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Copper above $6/lb on June 30?', 'Commodities', close, 'hg630-a6', { mx: { src: 'https://www.cmegroup.com/markets/metals/base/copper.settlements.html' } }),
    G1('COMEX copper settles above $6.00/lb on 30 June 2031?', close, 'hg630-a6'),
    A1('KXLMECOPPER-31JUN30', 'LME copper price on Jun 30, 2031', 'Financials', z('2031-06-30', '16:00'), 'T12000', 'Above $12,000/t', 'lme630-a12k'),
  ] }, ['place']);
}
{ // Silver above $60 on June 30, 2031 (alpha, beta_us; COMEX settle).
  const close = z('2031-06-30', '17:30');
  addCase('commodities', { name: 'silver-jun-30-2031', events: [
    A1('KXSILVER-31JUN30', 'Silver price on Jun 30, 2031', 'Financials', close, 'T60', 'Above $60', 'si630-a60', { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/silver.settlements.html'] }),
    U1('silver-above-60-june-30-2031', 'Silver above $60/oz on June 30?', 'Commodities', close, 'si630-a60', { src: 'https://www.cmegroup.com/markets/metals/precious/silver.settlements.html' }),
  ] });
}
{ // OPEC+ output decision at its June 2031 meeting (gamma only).
  addCase('commodities', { name: 'opec-jun-2031', events: [G('OPEC+ June 2031 meeting: production decision', z('2031-06-01', '12:00'), [['Increase', 'opec-up'], ['Unchanged', 'opec-flat'], ['Cut', 'opec-cut']])] });
}
{ // AAA US regular gasoline average above $3.50 on Memorial Day, May 26, 2031 (alpha, beta) vs gamma's June 30 reading: date.
  addCase('commodities', { name: 'gas-memorial-day-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXAAAGAS-31MAY26', 'US gas prices on May 26, 2031', 'Economics', z('2031-05-26', '12:00'), 'T3.50', 'Above $3.50', 'aaa526-a350', { sources: ['AAA https://gasprices.aaa.com/'] }),
    B1('US gas above $3.50 on Memorial Day?', 'Economics', z('2031-05-26', '12:00'), 'aaa526-a350', { mx: { src: 'https://gasprices.aaa.com/' } }),
    G1('AAA national average regular gas above $3.50 on 30 June 2031?', z('2031-06-30', '12:00'), 'aaa630-a350'),
  ] }, ['date']);
}
{ // Gold above $4,800 on March 31, 2031 (beta only).
  addCase('commodities', { name: 'gold-mar-31-2031', events: [B1('Gold above $4,800 on March 31?', 'Commodities', z('2031-03-31', '17:30'), 'gold331-a4800', { mx: { src: COMEX_GOLD_URL } })] });
}

// ───────────────────────────── FX ─────────────────────────────

{ // EUR/USD above 1.20 at the ECB reference rate on March 31, 2031 (alpha, beta) vs gamma's 17:00 ET value: date (another instant).
  addCase('fx', { name: 'eurusd-mar-31-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEURUSD-31MAR31', 'EUR/USD ECB reference rate on Mar 31, 2031', 'Financials', z('2031-03-31', '12:15'), 'T1.20', 'Above 1.2000', 'eur331ecb-a120',
      { sources: ['European Central Bank https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html'] }),
    B1('EUR/USD above 1.20 on March 31 (ECB reference rate)?', 'Finance', z('2031-03-31', '12:15'), 'eur331ecb-a120', { mx: { src: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html' } }),
    G1('EUR/USD above 1.2000 at 5pm New York, 31 Mar 2031?', z('2031-03-31', '21:00'), 'eur331ny-a120'),
  ] }, ['date']);
}
{ // USD/JPY reaches 160 by June 30, 2031 (alpha, beta, gamma).
  const close = z('2031-06-30', '21:00');
  addCase('fx', { name: 'usdjpy-160-h1-2031', events: [
    A1('KXUSDJPYMAX-31JUN30', 'Will USD/JPY reach 160 before Jul 2031?', 'Financials', close, 'T160', 'Reaches 160.00', 'jpy-hit160'),
    B1('USD/JPY hits 160 by June 30?', 'Finance', close, 'jpy-hit160'),
    G1('Dollar-yen trades at ¥160 or weaker before July 2031?', close, 'jpy-hit160'),
  ] });
}
{ // USD/JPY above 140 at 10:00 ET on June 30, 2031 (alpha, beta_us); gamma asks "yen stronger than 140", the complement: inverted.
  const close = z('2031-06-30', '14:00');
  addCase('fx', { name: 'usdjpy-jun-30-2031', events: [
    A1('KXUSDJPY-31JUN3010', 'USD/JPY on Jun 30, 2031 at 10am EDT', 'Financials', close, 'T140', 'Above 140.00', 'jpy630-a140'),
    U1('usd-jpy-above-140-june-30-2031', 'USD/JPY above 140 on June 30 (10AM ET)?', 'Finance', close, 'jpy630-a140'),
    G1('Yen stronger than 140 per dollar at 10:00 ET on 30 Jun 2031 (USD/JPY below 140)?', close, 'jpy630-b140'),
  ] }, ['inverted']);
}
{ // GBP/USD above 1.40 on June 30, 2031 (beta only).
  addCase('fx', { name: 'gbpusd-jun-30-2031', events: [B1('GBP/USD above 1.40 on June 30?', 'Finance', z('2031-06-30', '21:00'), 'gbp630-a140')] });
}
{ // US dollar index (DXY) above 100 on June 30, 2031 (alpha, gamma).
  const close = z('2031-06-30', '21:00');
  addCase('fx', { name: 'dxy-jun-30-2031', events: [
    A1('KXDXY-31JUN30', 'US Dollar Index on Jun 30, 2031', 'Financials', close, 'T100', 'Above 100', 'dxy630-a100', { sources: ['ICE https://www.ice.com/products/194/US-Dollar-Index-Futures'] }),
    G1('DXY closes above 100 on 30 June 2031?', close, 'dxy630-a100'),
  ] });
}
{ // USD/CNY (onshore) above 7.00 on March 31, 2031 (beta, gamma) vs alpha's offshore USD/CNH: asset.
  const close = z('2031-03-31', '08:30');
  addCase('fx', { name: 'usdcny-mar-31-2031', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('USD/CNY above 7.00 on March 31?', 'Finance', close, 'cny331-a700', { mx: { src: 'https://www.chinamoney.com.cn/english/bmkcpr/' } }),
    G1('Onshore yuan weaker than 7.00 per dollar on 31 Mar 2031 (USD/CNY)?', close, 'cny331-a700'),
    A1('KXUSDCNH-31MAR31', 'USD/CNH on Mar 31, 2031', 'Financials', close, 'T7.00', 'Above 7.00', 'cnh331-a700'),
  ] }, ['asset']);
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout32-set.json', import.meta.url));
