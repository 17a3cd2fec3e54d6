// Tenth independent refdata holdout: writes test/refdata/holdout10-set.json.
// Run: `source deploy/toolchain.sh && node test/refdata/holdout10.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/venues.md, the Reference data sections of
// /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format and `emitScenario`) and
// lines 1–72 of test/refdata/holdout4.build.ts (header and the helpers A, B, U, G, G1, nf, z, yn, copied and adapted; yn
// was left out as unused).
// Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set or build file in
// test/refdata/. The matcher and the evaluation were never run on this set: it is NOT tuned and has not been seen.
//
// Labelling rules (what the labels assert):
// - One real-world event = one question about one observation: one measure (headline/core, MoM/YoY, deliveries/
//   production), one period (month, quarter, day, hour), one estimate (flash/preliminary/advance vs final/third), one
//   observation kind (value at a time vs reached at any time during a period; close vs intraday; "on" a date vs "by"
//   a date), one place (city and weather station), one asset (ETH is not ETC, BTC is not BCH) and one counting rule.
//   Listings that differ on any of these are different events (split with `groups`, or put in separate cases).
// - Different estimates of one statistic (advance vs third GDP, flash vs final HICP, preliminary vs final sentiment)
//   are different events. The same statistic from the same agency is one event whatever page the venue cites.
// - The same nominal observation (same asset or statistic, same date and instant) priced off a different source or
//   fixing (CF Benchmarks vs an exchange candle, Treasury par curve vs a market close, NASA vs Copernicus, Box Office
//   Mojo vs The Numbers) is ONE event with the same outcomes, but `fungible` false on that pair (nf()); the
//   difference is written in the rules/source text. Instants hours apart (12:00 ET vs 17:00 ET) are different events.
// - Same `t` = same outcome on the YES side. "Above 2.8%" and "2.9% or higher" are the same outcome for a statistic
//   published to one decimal; "Above 3.0%" and "3.0% or higher" are NOT (they differ on a 3.0% print). The same holds
//   for PMI (one decimal) and payrolls (thousands). For continuously traded prices (crypto, FX, index levels,
//   futures) "above X" and "X or more" are treated as one outcome. Above vs below wording on the same observation is
//   the same event with different `t` (the YES sides are complements).
// - A categorical market on one venue and a set of binary markets on another are the same event when their
//   buckets coincide; buckets that do not coincide get their own `t`.
// - Deadlines: "by June 30" and "in 2027" are different events; two venues with the same deadline are one event.
// Ids: beta event ids 180001+, gamma ids 12001+, alpha tickers dated 2027–2028; all closes after 2026-11-22.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, type Mx, type HoldoutRow as Row } from './evalset.emit.ts';

type Cat = 'economics' | 'central_banks' | 'markets' | 'crypto' | 'commodities' | 'weather' | 'tech' | 'culture' | 'science' | 'sports' | 'politics';

const { cases, meta, add } = caseList<Cat>();
const { A, B, U, G, G1 } = venueBuilders(180000, 12000);
/** Adds the same extra fields (a source, rules) to every row. */
const w = (ms: Row[], mx: Mx): Row[] => ms.map(([id, label, t, x]) => [id, label, t, { ...mx, ...(x ?? {}) }]);


const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/ces/';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const NWS = 'National Weather Service https://www.weather.gov/wrh/climate';

// ───────────────────────────── US MACRO ─────────────────────────────

{ // Headline CPI YoY, March 2027: strike ladder vs "or higher" ladder vs buckets. Alpha "Above 2.8%" = "2.9% or higher" (one-decimal print).
  const close = z('2027-04-13', '12:30');
  const rules = 'Resolves on the 12-month percent change in CPI-U, all items, not seasonally adjusted, for March 2027, as first published by the BLS to one decimal place.';
  add('economics', { name: 'cpi-yoy-mar-2027', events: [
    A('KXCPIYOY-27MAR', 'CPI year-over-year in Mar 2027', 'Economics', close, [['T2.6', 'Above 2.6%', 'gt26'], ['T2.8', 'Above 2.8%', 'gt28'], ['T3.0', 'Above 3.0%', 'gt30']], { sources: [BLS_CPI], rules }),
    B('US annual inflation (CPI) in March 2027?', 'Economics', close, w([
      ['us-cpi-yoy-march-2027-2pt9-or-higher', '2.9% or higher', 'gt28', { q: 'Will US CPI YoY be 2.9% or higher for March 2027?' }],
      ['us-cpi-yoy-march-2027-3pt0-or-higher', '3.0% or higher', 'ge30', { q: 'Will US CPI YoY be 3.0% or higher for March 2027?' }],
      ['us-cpi-yoy-march-2027-3pt1-or-higher', '3.1% or higher', 'gt30', { q: 'Will US CPI YoY be 3.1% or higher for March 2027?' }],
    ], { src: 'https://www.bls.gov/cpi/', rules })),
    G('US CPI YoY — March 2027 print', close, [['2.6% or lower', 'le26'], ['2.7% to 2.8%', 'b2728'], ['2.9% or higher', 'gt28']], { rules: 'Headline CPI-U 12-month change for March 2027 per the BLS release of April 2027, one decimal.' }),
  ] }, 2);
}
{ // Core CPI YoY March 2027: look-alike of the headline case above, listed on alpha and beta_us.
  const close = z('2027-04-13', '12:30');
  add('economics', { name: 'core-cpi-yoy-mar-2027', events: [
    A('KXCPICOREYOY-27MAR', 'Core CPI year-over-year in Mar 2027', 'Economics', close, [['T2.7', 'Above 2.7%', 'gt27'], ['T2.9', 'Above 2.9%', 'gt29']], { sources: [BLS_CPI], rules: 'CPI-U less food and energy, 12-month change, March 2027, as first published by the BLS.' }),
    U('core-cpi-march-2027', 'Core inflation (ex food & energy) March 2027', 'Economics', close, [
      ['core-cpi-yoy-march-2027-above-2pt7', 'Above 2.7%', 'gt27', { q: 'Core CPI YoY above 2.7% in March 2027?' }],
      ['core-cpi-yoy-march-2027-2pt7-or-lower', '2.7% or lower', 'le27', { q: 'Core CPI YoY 2.7% or lower in March 2027?' }],
    ], { rules: 'Core CPI (all items less food and energy) YoY for March 2027 from the BLS.' }),
  ] }, 2);
}
{ // CPI MoM April 2027 on alpha and beta ("≥0.2%" = "Above 0.1%" at one decimal); beta_us lists April YoY (different measure).
  const close = z('2027-05-12', '12:30');
  add('economics', { name: 'cpi-mom-apr-2027', events: [
    A('KXCPI-27APR', 'CPI month-over-month in Apr 2027', 'Economics', close, [['T0.1', 'Above 0.1%', 'gt01'], ['T0.2', 'Above 0.2%', 'gt02'], ['T0.3', 'Above 0.3%', 'gt03']], { sources: [BLS_CPI], rules: 'Seasonally adjusted CPI-U one-month percent change for April 2027, as first published by the BLS.' }),
    B('CPI MoM April 2027', 'Economics', close, w([
      ['april-2027-cpi-mom-0pt2-or-more', '≥0.2%', 'gt01', { q: 'Will April 2027 CPI rise 0.2% or more month over month?' }],
      ['april-2027-cpi-mom-0pt3-or-more', '≥0.3%', 'gt02', { q: 'Will April 2027 CPI rise 0.3% or more month over month?' }],
      ['april-2027-cpi-mom-0pt4-or-more', '≥0.4%', 'gt03', { q: 'Will April 2027 CPI rise 0.4% or more month over month?' }],
    ], { src: 'https://www.bls.gov/cpi/' })),
    U('us-cpi-yoy-april-2027', 'US CPI YoY April 2027', 'Economics', close, [['us-cpi-yoy-april-2027-above-3pt0', 'Above 3.0%', 'yoy30', { q: 'Will US annual inflation for April 2027 be above 3.0%?' }]]),
  ], groups: [['alpha', 'beta'], ['beta_us']] }, 2);
}
{ // Nonfarm payrolls May 2027 (first print, thousands). "Above 150,000" = "more than 150K"; "150K or more" differs.
  const close = z('2027-06-04', '12:30');
  add('economics', { name: 'nfp-may-2027', events: [
    A('KXPAYROLLS-27MAY', 'Jobs numbers in May 2027', 'Economics', close, [['T100000', 'Above 100,000', 'gt100'], ['T150000', 'Above 150,000', 'gt150'], ['T200000', 'Above 200,000', 'gt200']], { sources: [BLS_EMP], rules: 'Change in total nonfarm payroll employment for May 2027 as first reported in the Employment Situation release.' }),
    B('How many jobs added in May 2027?', 'Economics', close, w([
      ['may-2027-payrolls-more-than-150k', 'More than 150K', 'gt150', { q: 'Will the May 2027 jobs report show more than 150K jobs added?' }],
      ['may-2027-payrolls-150k-or-more', '150K or more', 'ge150', { q: 'Will the May 2027 jobs report show at least 150K jobs added?' }],
    ], { src: 'https://www.bls.gov/news.release/empsit.nr0.htm' })),
    G1('US nonfarm payrolls for May 2027 over 200K?', close, 'gt200', { rules: 'Yes if the initial BLS estimate of the May 2027 nonfarm payroll change is greater than 200,000.' }),
  ] }, 1);
}
{ // Unemployment rate June 2027: exact-value markets + tail, vs a categorical with the same buckets.
  const close = z('2027-07-02', '12:30');
  add('economics', { name: 'unemployment-jun-2027', events: [
    A('KXU3-27JUN', 'Unemployment rate in Jun 2027', 'Economics', close, [['B4.3', '4.3%', 'u43'], ['B4.4', '4.4%', 'u44'], ['B4.5', '4.5%', 'u45'], ['T4.5', 'Above 4.5%', 'u46p']], { sources: [BLS_EMP] }),
    B('US unemployment rate June 2027', 'Economics', close, w([
      ['unemployment-june-2027-4pt2-or-lower', '4.2% or lower', 'u42m'], ['unemployment-june-2027-4pt3', '4.3%', 'u43'], ['unemployment-june-2027-4pt4', '4.4%', 'u44'],
      ['unemployment-june-2027-4pt5', '4.5%', 'u45'], ['unemployment-june-2027-4pt6-or-higher', '4.6% or higher', 'u46p'],
    ], { src: 'https://www.bls.gov/cps/' })),
    G('U.S. unemployment (U-3), June 2027', close, [['≤4.2%', 'u42m'], ['4.3%', 'u43'], ['4.4%', 'u44'], ['4.5%', 'u45'], ['≥4.6%', 'u46p']], { rules: 'Headline U-3 rate for June 2027 in the BLS Employment Situation release, one decimal.' }),
  ] });
}
{ // GDP Q2 2027: advance estimate (alpha, beta) vs third estimate (gamma).
  add('economics', { name: 'gdp-q2-2027', events: [
    A('KXGDP-27Q2', 'GDP growth in Q2 2027', 'Economics', z('2027-07-29', '12:30'), [['T1.0', 'Above 1.0%', 'gt10'], ['T2.0', 'Above 2.0%', 'gt20'], ['T3.0', 'Above 3.0%', 'gt30']], { sources: [BEA], rules: 'Real GDP, seasonally adjusted annualized rate, Q2 2027, in the BEA advance estimate.' }),
    B('US GDP growth in Q2 2027?', 'Economics', z('2027-07-29', '12:30'), w([
      ['us-gdp-q2-2027-above-2pt0', 'Above 2.0%', 'gt20', { q: 'Will the advance estimate of US real GDP growth for Q2 2027 be above 2.0%?' }],
      ['us-gdp-q2-2027-above-3pt0', 'Above 3.0%', 'gt30', { q: 'Will the advance estimate of US real GDP growth for Q2 2027 be above 3.0%?' }],
    ], { src: 'https://www.bea.gov/', rules: 'Advance estimate of annualized real GDP growth for the second quarter (Apr–Jun) 2027.' })),
    G1('US second-quarter 2027 GDP (third estimate) above 2%?', z('2027-09-30', '12:30'), 'third20', { rules: 'Uses the BEA THIRD estimate of Q2 2027 real GDP growth (SAAR), released late September 2027.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, 1);
}
{ // PCE August 2027: alpha core MoM vs beta core YoY (different measure).
  const close = z('2027-09-30', '12:30');
  add('economics', { name: 'core-pce-aug-2027', events: [
    A('KXPCECORE-27AUG', 'Core PCE price index MoM in Aug 2027', 'Economics', close, [['T0.2', 'Above 0.2%', 'mom02']], { sources: ['Bureau of Economic Analysis https://www.bea.gov/data/personal-consumption-expenditures-price-index'] }),
    B('Core PCE inflation YoY August 2027', 'Economics', close, [['core-pce-yoy-august-2027-above-2pt5', 'Above 2.5%', 'yoy25', { q: 'Will core PCE inflation (YoY) for August 2027 be above 2.5%?', src: 'https://www.bea.gov/' }]]),
  ], groups: [['alpha'], ['beta']] }, 1);
}
{ // ISM Manufacturing PMI Sept 2027: "Above 50.0" vs "50 or higher" (one decimal) differ on a 50.0 print.
  const close = z('2027-10-01', '14:00');
  add('economics', { name: 'ism-pmi-sep-2027', events: [
    A('KXISMPMI-27SEP', 'ISM Manufacturing PMI in Sep 2027', 'Economics', close, [['T50', 'Above 50.0', 'gt50'], ['T52', 'Above 52.0', 'gt52']], { sources: ['Institute for Supply Management https://www.ismworld.org/'] }),
    B('ISM manufacturing PMI September 2027', 'Economics', close, w([['ism-manufacturing-sept-2027-50-or-higher', '50 or higher', 'ge50', { q: 'Will the ISM Manufacturing PMI for September 2027 be 50.0 or higher?' }]], { src: 'https://www.ismworld.org/' })),
    G1('Will US manufacturing be in expansion in September 2027 (ISM PMI above 50)?', close, 'gt50', { rules: 'Yes if the ISM Manufacturing PMI for September 2027 is strictly greater than 50.0.' }),
  ] }, 1);
}
{ // UMich sentiment Nov 2027: preliminary (alpha) vs final (beta_us).
  add('economics', { name: 'umich-sentiment-nov-2027', events: [
    A('KXUMICH-27NOVP', 'UMich consumer sentiment (preliminary) Nov 2027', 'Economics', z('2027-11-12', '15:00'), [['T60', 'Above 60', 'p60']], { sources: ['University of Michigan https://www.sca.isr.umich.edu/'] }),
    U('umich-sentiment-final-november-2027', 'Michigan consumer sentiment final reading, November 2027', 'Economics', z('2027-11-24', '15:00'), [['umich-final-nov-2027-above-60', 'Above 60', 'f60', { q: 'Will the final November 2027 UMich sentiment index be above 60?' }]]),
  ], groups: [['alpha'], ['beta_us']] }, 1);
}
{ // US recession 2027: NBER-dated (alpha, beta) vs two negative quarters (gamma): different definitions.
  add('economics', { name: 'us-recession-2027', events: [
    A('KXRECSSNBER-27', 'US recession in 2027?', 'Economics', z('2028-12-31'), [['YES', 'Recession in 2027', 'nber']], { rules: 'Resolves Yes if the NBER Business Cycle Dating Committee announces a peak such that a recession began in 2027; announcements through Dec 31 2028 count.' }),
    B('US recession in 2027? (NBER)', 'Economics', z('2028-12-31'), [['us-recession-2027-nber', '', 'nber', { q: 'Will the NBER declare a US recession starting in 2027?', src: 'https://www.nber.org/research/business-cycle-dating' }]]),
    G1('Two consecutive quarters of negative US GDP in 2027?', z('2028-03-31'), 'twoq', { rules: 'Yes if BEA advance estimates show negative real GDP growth in two consecutive quarters of 2027.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, 1);
}
{ // Retail sales MoM Jan 2027 (alpha, beta_us match).
  const close = z('2027-02-17', '13:30');
  add('economics', { name: 'retail-sales-jan-2027', events: [
    A('KXRETAIL-27JAN', 'Retail sales MoM in Jan 2027', 'Economics', close, [['T0.0', 'Above 0.0%', 'pos'], ['T0.5', 'Above 0.5%', 'gt05']], { sources: ['Census Bureau https://www.census.gov/retail/index.html'] }),
    U('us-retail-sales-january-2027', 'US retail sales January 2027', 'Economics', close, [
      ['retail-sales-jan-2027-positive', 'Increase', 'pos', { q: 'Will advance US retail sales for January 2027 show a month-over-month increase?' }],
      ['retail-sales-jan-2027-over-0pt5', 'Over 0.5%', 'gt05', { q: 'Will US retail sales rise more than 0.5% MoM in January 2027 (advance)?' }],
    ]),
  ] });
}
{ // Weekly jobless claims, single venue.
  add('economics', { name: 'jobless-claims-2027-03-04', events: [
    A('KXJOBLESS-27MAR04', 'Initial jobless claims for week ending Feb 27, 2027', 'Economics', z('2027-03-04', '13:30'), [['T225000', 'Above 225,000', 'gt225'], ['T250000', 'Above 250,000', 'gt250']], { sources: ['Department of Labor https://www.dol.gov/ui/data.pdf'] }),
  ] });
}

// ───────────────────────────── INTERNATIONAL MACRO ─────────────────────────────

{ // Euro area HICP Jan 2027: flash (alpha, gamma) vs final (beta).
  add('economics', { name: 'ez-hicp-jan-2027', events: [
    A('KXEZCPI-27JANF', 'Euro area inflation flash estimate Jan 2027', 'Economics', z('2027-02-02', '10:00'), [['T2.0', 'Above 2.0%', 'fl20']], { sources: ['Eurostat https://ec.europa.eu/eurostat'] }),
    G1('Eurozone flash HICP (Jan 2027) higher than 2.0%?', z('2027-02-02', '10:00'), 'fl20', { rules: 'Eurostat flash estimate of euro area annual HICP inflation for January 2027; Yes if above 2.0%.' }),
    B('Eurozone inflation January 2027 (final)', 'Economics', z('2027-02-24', '10:00'), [['eurozone-hicp-jan-2027-final-above-2', 'Above 2.0%', 'fin20', { q: 'Will the final euro area HICP for January 2027 be above 2.0%?', src: 'https://ec.europa.eu/eurostat', rules: 'Uses the final (not flash) Eurostat release for January 2027.' }]]),
  ], groups: [['alpha', 'gamma'], ['beta']] }, 1);
}
{ // UK CPI Apr 2027 alpha + beta buckets.
  const close = z('2027-05-19', '06:00');
  add('economics', { name: 'uk-cpi-apr-2027', events: [
    A('KXUKCPI-27APR', 'UK CPI inflation in Apr 2027', 'Economics', close, [['B2.5', '2.5% to 2.9%', 'b25'], ['B3.0', '3.0% to 3.4%', 'b30'], ['T3.4', '3.5% or above', 't35']], { sources: ['Office for National Statistics https://www.ons.gov.uk/economy/inflationandpriceindices'] }),
    B('UK inflation April 2027', 'Economics', close, w([
      ['uk-cpi-april-2027-below-2pt5', 'Below 2.5%', 'lt25'], ['uk-cpi-april-2027-2pt5-2pt9', 'Between 2.5% and 2.9%', 'b25'],
      ['uk-cpi-april-2027-3pt0-3pt4', 'Between 3.0% and 3.4%', 'b30'], ['uk-cpi-april-2027-3pt5-plus', '3.5%+', 't35'],
    ], { src: 'https://www.ons.gov.uk/', rules: 'ONS CPI 12-month rate for April 2027, one decimal.' })),
  ] });
}
{ // China GDP Q1 2027 (NBS) YoY, beta + gamma.
  const close = z('2027-04-16', '02:00');
  add('economics', { name: 'china-gdp-q1-2027', events: [
    B('China GDP growth Q1 2027', 'Economics', close, [['china-gdp-q1-2027-5pct-or-higher', '5.0% or higher', 'ge50', { q: 'Will China report Q1 2027 GDP growth of 5.0% or higher YoY?', src: 'https://www.stats.gov.cn/english/' }]]),
    G1('China first-quarter 2027 GDP: at least 5% year on year?', close, 'ge50', { rules: 'National Bureau of Statistics of China, Q1 2027 real GDP year-on-year growth, first release; Yes if 5.0% or more.' }),
  ] });
}
{ // Japan core CPI vs Tokyo core CPI (different statistic), both for March 2027.
  add('economics', { name: 'japan-cpi-mar-2027', events: [
    B('Japan nationwide core CPI March 2027', 'Economics', z('2027-04-23', '00:00'), [['japan-core-cpi-march-2027-above-2', 'Above 2.0%', 'nat', { q: 'Will Japan nationwide core CPI (ex fresh food) YoY for March 2027 exceed 2.0%?', src: 'https://www.stat.go.jp/english/' }]]),
    G1('Tokyo core CPI (Mar 2027) above 2%?', z('2027-03-26', '00:00'), 'tokyo', { rules: 'Tokyo-area core CPI excluding fresh food, March 2027 preliminary, per the Statistics Bureau of Japan.' }),
  ], groups: [['beta'], ['gamma']] }, 1);
}
{ // Canada unemployment, single venue.
  add('economics', { name: 'canada-unemployment-feb-2027', events: [
    U('canada-unemployment-february-2027', 'Canada unemployment rate February 2027', 'Economics', z('2027-03-05', '13:30'), [['canada-unemployment-feb-2027-7pct-or-higher', '7.0% or higher', 'ge70', { q: 'Will Canada\'s unemployment rate for February 2027 be 7.0% or higher (Statistics Canada LFS)?' }]]),
  ] });
}
{ // Germany GDP Q3 2027 flash QoQ: negative? alpha + beta.
  const close = z('2027-10-29', '09:00');
  add('economics', { name: 'germany-gdp-q3-2027', events: [
    A('KXDEGDP-27Q3', 'Germany GDP QoQ in Q3 2027 (flash)', 'Economics', close, [['T0.0', 'Above 0.0%', 'pos']], { sources: ['Destatis https://www.destatis.de/'] }),
    B('Will Germany\'s economy shrink in Q3 2027?', 'Economics', close, [['germany-gdp-contraction-q3-2027', '', 'neg', { q: 'Will the Destatis flash estimate show German GDP falling quarter on quarter in Q3 2027 (Jul–Sep)?', src: 'https://www.destatis.de/' }]]),
  ] }, 1);
}

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────

{ // FOMC June 2027 decision on four venues.
  const close = z('2027-06-16', '18:00');
  add('central_banks', { name: 'fomc-jun-2027', events: [
    A('KXFEDDECISION-27JUN', 'Fed meeting decision in Jun 2027', 'Economics', close, [['C26', 'Cut 50bps or more', 'c50'], ['C25', 'Cut 25bps', 'c25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps or more', 'hike']], { sources: [FED] }),
    B('Fed decision in June 2027?', 'Economics', close, w([
      ['fed-june-2027-50-plus-bps-decrease', '50+ bps decrease', 'c50'], ['fed-june-2027-25-bps-decrease', '25 bps decrease', 'c25'],
      ['fed-june-2027-no-change', 'No change', 'hold'], ['fed-june-2027-25-plus-bps-increase', '25+ bps increase', 'hike'],
    ], { src: 'https://www.federalreserve.gov/' })),
    U('fed-decision-june-2027', 'Fed interest rate decision, June 2027', 'Economics', close, [
      ['fed-holds-rates-june-2027', 'No change', 'hold', { q: 'Will the Fed keep rates unchanged at the June 15–16, 2027 FOMC meeting?' }],
      ['fed-cuts-25bps-june-2027', '25 bps cut', 'c25', { q: 'Will the Fed cut rates by exactly 25 bps in June 2027?' }],
    ]),
    G('FOMC June 2027: rate decision', close, [['Decrease 50bps+', 'c50'], ['Decrease 25bps', 'c25'], ['No Change', 'hold'], ['Increase', 'hike']], { rules: 'Change in the upper bound of the federal funds target range announced at the June 2027 FOMC meeting.' }),
  ] });
}
{ // FOMC Sept 2027: alpha binary "cut" (any size) vs beta categorical buckets.
  const close = z('2027-09-22', '18:00');
  add('central_banks', { name: 'fomc-sep-2027', events: [
    A('KXFEDCUT-27SEP', 'Will the Fed cut rates in Sep 2027?', 'Economics', close, [['CUT', 'Cut', 'anycut']], { sources: [FED] }),
    B('Fed decision in September 2027?', 'Economics', close, w([
      ['fed-sept-2027-decrease-50-plus', '50+ bps decrease', 'c50'], ['fed-sept-2027-decrease-25', '25 bps decrease', 'c25'],
      ['fed-sept-2027-no-change', 'No change', 'hold'], ['fed-sept-2027-increase', 'Increase', 'hike'],
    ], { src: 'https://www.federalreserve.gov/' })),
  ] }, 1);
}
{ // Number of Fed cuts in 2027: beta and gamma count 25 bp steps; alpha counts meetings with a cut (different counting rule).
  const close = z('2027-12-15', '19:00');
  add('central_banks', { name: 'fed-cuts-count-2027', events: [
    A('KXRATECUTMTGS-27', 'Number of FOMC meetings with a rate cut in 2027', 'Economics', close, [['0', '0', 'm0'], ['1', '1', 'm1'], ['2', '2', 'm2'], ['3', '3 or more', 'm3']], { sources: [FED], rules: 'Counts scheduled or unscheduled FOMC meetings in 2027 at which the target range was lowered, whatever the size of the cut.' }),
    B('How many Fed rate cuts in 2027?', 'Economics', close, w([
      ['fed-cuts-2027-0', '0 (0 bps)', 'n0'], ['fed-cuts-2027-1', '1 (25 bps)', 'n1'], ['fed-cuts-2027-2', '2 (50 bps)', 'n2'], ['fed-cuts-2027-3', '3 (75 bps)', 'n3'], ['fed-cuts-2027-4-plus', '4+ (100+ bps)', 'n4'],
    ], { rules: 'Counts 25 bps cuts in 2027: a 50 bps cut counts as 2 cuts.' })),
    G('Fed rate cuts in 2027 (in 25bp steps)', close, [['None', 'n0'], ['25 bp total', 'n1'], ['50 bp total', 'n2'], ['75 bp total', 'n3'], ['100 bp or more', 'n4']], { rules: 'Total reduction of the fed funds upper bound during calendar 2027, in 25 bp steps.' }),
  ], groups: [['alpha'], ['beta', 'gamma']] }, 1);
}
{ // Fed funds upper bound at year-end 2027 (level, not count).
  add('central_banks', { name: 'fed-funds-eoy-2027', events: [
    A('KXFEDEOY-27', 'Fed funds rate upper bound at end of 2027', 'Economics', z('2027-12-31'), [['T3.00', 'Above 3.00%', 'gt300'], ['T3.50', 'Above 3.50%', 'gt350']], { sources: [FED] }),
    U('fed-funds-rate-year-end-2027', 'Fed funds target at EOY 2027', 'Economics', z('2027-12-31'), [['fed-upper-bound-above-3pt50-eoy-2027', 'Above 3.50%', 'gt350', { q: 'Will the upper bound of the Fed funds target range be above 3.50% on Dec 31, 2027?' }]]),
  ] });
}
{ // ECB July 2027.
  const close = z('2027-07-22', '12:15');
  add('central_banks', { name: 'ecb-jul-2027', events: [
    A('KXECBRATE-27JUL', 'ECB deposit rate decision Jul 2027', 'Economics', close, [['CUT', 'Cut', 'cut'], ['HOLD', 'Hold', 'hold'], ['HIKE', 'Hike', 'hike']], { sources: ['European Central Bank https://www.ecb.europa.eu/'] }),
    B('ECB decision in July 2027?', 'Economics', close, w([['ecb-july-2027-decrease', 'Decrease', 'cut'], ['ecb-july-2027-no-change', 'No change', 'hold'], ['ecb-july-2027-increase', 'Increase', 'hike']], { src: 'https://www.ecb.europa.eu/', rules: 'Based on the deposit facility rate announced on July 22, 2027.' })),
    G1('Will the ECB lower rates at its July 2027 meeting?', close, 'cut', { rules: 'Yes if the ECB lowers the deposit facility rate at the July 2027 monetary policy meeting.' }),
  ] });
}
{ // Bank of England August 2027.
  const close = z('2027-08-05', '11:00');
  add('central_banks', { name: 'boe-aug-2027', events: [
    A('KXBOE-27AUG', 'Bank of England rate decision Aug 2027', 'Economics', close, [['CUT', 'Cut', 'cut'], ['HOLD', 'Hold', 'hold']], { sources: ['Bank of England https://www.bankofengland.co.uk/monetary-policy'] }),
    B('Bank of England decision August 2027', 'Economics', close, w([['boe-august-2027-cut', 'Cut', 'cut'], ['boe-august-2027-hold', 'Hold', 'hold'], ['boe-august-2027-hike', 'Hike', 'hike']], { src: 'https://www.bankofengland.co.uk/' })),
  ] });
}
{ // Bank of Japan: July 2027 hike (beta, gamma) vs policy rate at EOY 2027 (alpha).
  add('central_banks', { name: 'boj-2027', events: [
    B('Bank of Japan decision in July 2027?', 'Economics', z('2027-07-29', '03:00'), [['boj-july-2027-hike', 'Hike', 'hike', { q: 'Will the Bank of Japan raise its policy rate in July 2027?' }], ['boj-july-2027-no-change', 'No change', 'hold', { q: 'Will the BOJ leave rates unchanged in July 2027?' }]]),
    G1('BOJ rate hike at the July 2027 meeting?', z('2027-07-29', '03:00'), 'hike', { rules: 'Yes if the Bank of Japan raises the uncollateralized overnight call rate target at its July 2027 meeting.' }),
    A('KXBOJEOY-27', 'BOJ policy rate at end of 2027', 'Economics', z('2027-12-31'), [['T1.00', 'Above 1.00%', 'eoy100']], { sources: ['Bank of Japan https://www.boj.or.jp/en/'] }),
  ], groups: [['beta', 'gamma'], ['alpha']] }, 1);
}
{ // Bank of Canada Sept 2027.
  const close = z('2027-09-08', '14:00');
  add('central_banks', { name: 'boc-sep-2027', events: [
    A('KXBOC-27SEP', 'Bank of Canada decision Sep 2027', 'Economics', close, [['CUT', 'Cut', 'cut'], ['HOLD', 'Hold', 'hold'], ['HIKE', 'Hike', 'hike']]),
    U('bank-of-canada-september-2027', 'Bank of Canada rate decision September 2027', 'Economics', close, [
      ['boc-cut-september-2027', 'Cut', 'cut', { q: 'Will the Bank of Canada cut its overnight rate on September 8, 2027?' }],
      ['boc-hold-september-2027', 'Hold', 'hold', { q: 'Will the Bank of Canada hold its overnight rate on September 8, 2027?' }],
    ]),
  ] });
}
{ // Banxico and Brazil Selic: single-venue events.
  add('central_banks', { name: 'banxico-mar-2027', events: [
    G('Banxico March 2027 decision', z('2027-03-25', '19:00'), [['Cut 25bp', 'c25'], ['Cut 50bp+', 'c50'], ['Hold', 'hold'], ['Hike', 'hike']], { rules: 'Banco de México overnight interbank rate target change announced in March 2027.' }),
  ] });
  add('central_banks', { name: 'copom-may-2027', events: [
    B('Brazil Copom decision May 2027', 'Economics', z('2027-05-05', '22:00'), [['copom-may-2027-cut', 'Cut', 'cut'], ['copom-may-2027-hold', 'Hold', 'hold'], ['copom-may-2027-hike', 'Hike', 'hike']]),
  ] });
}
{ // ECB number of cuts in 2027: alpha + beta (same counting rule, one decision = one cut, both written so).
  const close = z('2027-12-16', '13:15');
  add('central_banks', { name: 'ecb-cuts-count-2027', events: [
    A('KXECBCUTS-27', 'Number of ECB rate cuts in 2027', 'Economics', close, [['0', '0', 'n0'], ['1', '1', 'n1'], ['2', '2', 'n2'], ['3', '3 or more', 'n3']], { rules: 'Number of monetary policy meetings in 2027 at which the ECB lowers the deposit facility rate.' }),
    B('How many ECB rate cuts in 2027?', 'Economics', close, w([['ecb-cuts-2027-zero', 'Zero', 'n0'], ['ecb-cuts-2027-one', 'One', 'n1'], ['ecb-cuts-2027-two', 'Two', 'n2'], ['ecb-cuts-2027-three-plus', 'Three or more', 'n3']], { rules: 'Counts meetings in 2027 at which the deposit facility rate is lowered, regardless of size.' })),
  ] });
}

// ───────────────────────────── MARKETS ─────────────────────────────

{ // S&P 500 close on Mar 31 2027 at 4pm (alpha ranges, beta thresholds).
  const close = z('2027-03-31', '20:00');
  add('markets', { name: 'spx-close-2027-03-31', events: [
    A('KXINXU-27MAR31H16', 'S&P 500 at close on Mar 31, 2027?', 'Financials', close, [['T6999.99', '7,000 or above', 'ge7000'], ['T7499.99', '7,500 or above', 'ge7500']], { sources: ['S&P Dow Jones Indices https://www.spglobal.com/spdji/'] }),
    B('S&P 500 above ___ on March 31, 2027?', 'Finance', close, w([
      ['spx-above-7000-march-31-2027', '7,000', 'ge7000', { q: 'Will the S&P 500 (SPX) close above 7,000 on March 31, 2027?' }],
      ['spx-above-7500-march-31-2027', '7,500', 'ge7500', { q: 'Will the S&P 500 (SPX) close above 7,500 on March 31, 2027?' }],
    ], { src: 'https://www.spglobal.com/spdji/en/indices/equity/sp-500/' })),
  ] });
}
{ // S&P 500 hits 7,500 intraday in March 2027 (reached during period): a different event from the close case above.
  add('markets', { name: 'spx-hit-mar-2027', events: [
    B('Will the S&P 500 hit 7,500 in March 2027?', 'Finance', z('2027-03-31', '20:00'), [['spx-hit-7500-march-2027', '', 'hit', { q: 'Will the S&P 500 trade at or above 7,500 at any time in March 2027 (intraday)?', src: 'https://www.spglobal.com/spdji/' }]]),
    G1('S&P 500 touches 7,500 during March 2027?', z('2027-03-31', '20:00'), 'hit', { rules: 'Yes if the S&P 500 index prints an intraday high of 7,500 or more on any trading day from March 1 to March 31, 2027.' }),
  ] }, 1);
}
{ // Nasdaq-100 daily close Mar 5 2027 at 4pm.
  const close = z('2027-03-05', '21:00');
  add('markets', { name: 'ndx-close-2027-03-05', events: [
    A('KXNASDAQ100D-27MAR05H16', 'Nasdaq-100 on Mar 5, 2027 at 4pm EST?', 'Financials', close, [['T20999.99', 'Above 21,000', 'gt21k'], ['T21999.99', 'Above 22,000', 'gt22k']], { sources: ['Nasdaq https://www.nasdaq.com/market-activity/index/ndx'] }),
    G('Nasdaq 100 close on March 5, 2027', close, [['Above 21,000', 'gt21k'], ['Above 22,000', 'gt22k'], ['Below 20,000', 'lt20k']], { rules: 'Official Nasdaq-100 (NDX) closing value on March 5, 2027.' }),
    B('Nasdaq 100 intraday high on March 5, 2027', 'Finance', close, [['ndx-intraday-above-22000-march-5-2027', '', 'intra22', { q: 'Will the Nasdaq-100 trade above 22,000 intraday on March 5, 2027?' }]]),
  ], groups: [['alpha', 'gamma'], ['beta']] }, 1);
}
{ // S&P 500 close vs intraday high in 2027.
  add('markets', { name: 'spx-8000-2027', events: [
    A('KXINXMAXY-27', 'S&P 500 intraday high in 2027', 'Financials', z('2027-12-31', '21:00'), [['T8000', '8,000 or above', 'intra']], { rules: 'Resolves on the highest intraday level of the S&P 500 reached in 2027.' }),
    B('S&P 500 closes above 8,000 in 2027?', 'Finance', z('2027-12-31', '21:00'), [['spx-close-above-8000-in-2027', '', 'close', { q: 'Will the S&P 500 have a daily close above 8,000 at any time in 2027?' }]]),
  ], groups: [['alpha'], ['beta']] }, 1);
}
{ // US 10-year yield on Jun 30 2027: Treasury par curve vs CNBC ^TNX close (same observation, different source).
  const close = z('2027-06-30', '21:00');
  add('markets', { name: 'ust10y-2027-06-30', events: [
    A('KXTNOTE-27JUN30', '10-year Treasury yield on Jun 30, 2027', 'Financials', close, [['T4.50', 'Above 4.50%', 'gt450'], ['T4.00', 'Above 4.00%', 'gt400']], { sources: ['U.S. Department of the Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'], rules: 'Uses the 10-year Daily Treasury Par Yield Curve Rate published by the Treasury for June 30, 2027.' }),
    B('10-year Treasury yield at end of June 2027', 'Finance', close, w([['us10y-above-4pt5-june-30-2027', 'Above 4.5%', 'gt450', { q: 'Will the US 10Y yield close above 4.5% on June 30, 2027?' }]], { src: 'https://www.cnbc.com/quotes/US10Y', rules: 'Resolves on the closing 10-year yield shown by CNBC (US10Y) for June 30, 2027.' })),
  ], fungible: nf('alpha|beta') }, 1);
}
{ // EUR/USD on Dec 31 2027: WM/Reuters 4pm London vs ECB reference rate (same date, different fixing).
  const close = z('2027-12-31', '16:00');
  add('markets', { name: 'eurusd-eoy-2027', events: [
    A('KXEURUSD-27DEC31', 'EUR/USD at year-end 2027', 'Financials', close, [['T1.20', 'Above 1.2000', 'gt120'], ['T1.15', 'Above 1.1500', 'gt115']], { rules: 'Resolves on the WM/Reuters 4pm London closing spot rate for EUR/USD on Dec 31, 2027.' }),
    B('EUR/USD above 1.20 on Dec 31, 2027?', 'Finance', close, [['eurusd-above-1pt20-dec-31-2027', '', 'gt120', { q: 'Will EUR/USD be above 1.20 on December 31, 2027?', src: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/', rules: 'Resolves on the ECB euro foreign exchange reference rate (USD) published for Dec 31, 2027.' }]]),
  ], fungible: nf('alpha|beta') }, 1);
}
{ // USD/JPY: reach 165 in 2027 (beta) vs above 165 on Dec 31 (gamma).
  add('markets', { name: 'usdjpy-165-2027', events: [
    B('USD/JPY hits 165 in 2027?', 'Finance', z('2027-12-31'), [['usdjpy-hits-165-2027', '', 'hit', { q: 'Will USD/JPY trade at or above 165.00 at any time in 2027?' }]]),
    G1('USD/JPY above 165 on Dec 31, 2027', z('2027-12-31'), 'eoy', { rules: 'Yes if the USD/JPY closing rate on December 31, 2027 (Bloomberg) is above 165.00.' }),
  ], groups: [['beta'], ['gamma']] }, 1);
}
{ // DAX year-end 2027.
  const close = z('2027-12-30', '16:30');
  add('markets', { name: 'dax-eoy-2027', events: [
    A('KXDAX-27DEC30', 'DAX close on last trading day of 2027', 'Financials', close, [['T25000', 'Above 25,000', 'gt25'], ['T27500', 'Above 27,500', 'gt275']]),
    B('DAX above 25,000 at year-end 2027?', 'Finance', close, [['dax-above-25000-eoy-2027', '', 'gt25', { q: 'Will the DAX close 2027 above 25,000 points (final Xetra close of the year)?' }]]),
  ] });
}
{ // Largest company by market cap on Jun 30 2027.
  const close = z('2027-06-30', '20:00');
  add('markets', { name: 'largest-company-2027-06-30', events: [
    B('Largest company in the world by market cap on June 30, 2027?', 'Finance', close, w([
      ['largest-company-june-30-2027-nvidia', 'NVIDIA', 'nvda'], ['largest-company-june-30-2027-microsoft', 'Microsoft', 'msft'],
      ['largest-company-june-30-2027-apple', 'Apple', 'aapl'], ['largest-company-june-30-2027-alphabet', 'Alphabet', 'googl'], ['largest-company-june-30-2027-other', 'Other', 'other'],
    ], { src: 'https://companiesmarketcap.com/' })),
    G('World\'s largest company (market cap) at end of June 2027', close, [['Nvidia', 'nvda'], ['Microsoft', 'msft'], ['Apple', 'aapl'], ['Alphabet (Google)', 'googl'], ['Saudi Aramco', 'aramco']], { rules: 'Market capitalization at the June 30, 2027 close per companiesmarketcap.com.' }),
    U('largest-company-end-of-june-2027', 'Largest company end of June 2027', 'Finance', close, [['nvidia-largest-company-june-30-2027', 'NVIDIA', 'nvda', { q: 'Will NVIDIA be the largest company by market cap on June 30, 2027?' }]]),
  ] });
}
{ // Tesla Q2 2027 deliveries (alpha, beta) vs production (gamma).
  const close = z('2027-07-02', '13:00');
  add('markets', { name: 'tesla-q2-2027', events: [
    A('KXTSLADEL-27Q2', 'Tesla deliveries in Q2 2027', 'Companies', close, [['T400000', 'Above 400,000', 'd400'], ['T450000', 'Above 450,000', 'd450']], { sources: ['Tesla Investor Relations https://ir.tesla.com/'] }),
    B('Tesla Q2 2027 deliveries', 'Business', close, [['tesla-q2-2027-deliveries-over-450k', 'Over 450k', 'd450', { q: 'Will Tesla report more than 450,000 vehicle deliveries for Q2 2027?', src: 'https://ir.tesla.com/' }]]),
    G1('Tesla vehicle production in Q2 2027 over 450,000?', close, 'p450', { rules: 'Total vehicles PRODUCED in Q2 2027 per Tesla\'s quarterly production and deliveries report.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, 1);
}
{ // Nvidia quarterly revenue (Q3 FY2028), alpha + beta_us.
  const close = z('2027-11-24', '21:30');
  add('markets', { name: 'nvda-revenue-q3fy28', events: [
    A('KXNVDAREV-28Q3', 'NVIDIA revenue for Q3 fiscal 2028', 'Companies', close, [['T80', 'Above $80 billion', 'r80'], ['T90', 'Above $90 billion', 'r90']]),
    U('nvidia-q3-fy2028-revenue', 'Nvidia Q3 FY28 earnings: revenue', 'Finance', close, [['nvidia-q3-fy28-revenue-above-90b', 'Above $90B', 'r90', { q: 'Will NVIDIA report Q3 fiscal 2028 revenue above $90 billion?' }]]),
  ] });
}
{ // SpaceX IPO in 2027 (alpha, beta) vs by June 30 2027 (beta_us).
  add('markets', { name: 'spacex-ipo-2027', events: [
    A('KXIPOSPACEX-27', 'Will SpaceX IPO before 2028?', 'Companies', z('2027-12-31'), [['YES', 'Before Jan 1, 2028', 'y27']], { rules: 'Yes if SpaceX common stock begins trading on a US exchange before January 1, 2028.' }),
    B('SpaceX IPO in 2027?', 'Business', z('2027-12-31'), [['spacex-ipo-in-2027', '', 'y27', { q: 'Will SpaceX go public (shares begin trading) by December 31, 2027?' }]]),
    U('spacex-ipo-by-june-30-2027', 'SpaceX IPO by June 30?', 'Business', z('2027-06-30'), [['spacex-ipo-by-june-30-2027', '', 'h1', { q: 'Will SpaceX shares begin trading publicly by June 30, 2027?' }]]),
  ], groups: [['alpha', 'beta'], ['beta_us']] }, 1);
}
{ // Databricks and Stripe IPOs in 2027 (two companies, one venue each side).
  add('markets', { name: 'databricks-ipo-2027', events: [
    B('Databricks IPO in 2027?', 'Business', z('2027-12-31'), [['databricks-ipo-2027', '', 'y', { q: 'Will Databricks IPO in 2027?' }]]),
    G1('Databricks lists publicly before 2028?', z('2027-12-31'), 'y', { rules: 'Yes if Databricks shares begin trading on a public exchange by December 31, 2027.' }),
  ] });
  add('markets', { name: 'stripe-ipo-2027', events: [
    A('KXIPOSTRIPE-27', 'Will Stripe IPO before 2028?', 'Companies', z('2027-12-31'), [['YES', 'Before Jan 1, 2028', 'y']]),
  ] });
}
{ // VIX spike: close above 30 any day in Q1 2027, alpha + gamma.
  const close = z('2027-03-31', '20:15');
  add('markets', { name: 'vix-30-q1-2027', events: [
    A('KXVIXMAX-27Q1', 'VIX closes above 30 in Q1 2027?', 'Financials', close, [['T30', 'Above 30', 'c30']], { rules: 'Yes if the Cboe VIX index has an official daily close above 30 on any trading day Jan 1 – Mar 31, 2027.' }),
    G1('VIX close over 30 in Jan–Mar 2027?', close, 'c30', { rules: 'Any official Cboe VIX daily closing value above 30.00 between January 1 and March 31, 2027.' }),
  ] });
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // BTC on Dec 31 2027 at 17:00 ET: alpha CF Benchmarks BRTI vs Binance 1m candle (beta, beta_us, gamma) — same instant, other source.
  const close = z('2027-12-31', '22:00');
  const binance = 'Resolves on the close of the Binance BTC/USDT 1-minute candle ending 17:00 ET (22:00 UTC) on December 31, 2027.';
  add('crypto', { name: 'btc-eoy-2027', events: [
    A('KXBTCY-27DEC3117', 'Bitcoin price on Dec 31, 2027 at 5pm EST?', 'Crypto', close, [['T99999.99', '$100,000 or above', 'ge100'], ['T149999.99', '$150,000 or above', 'ge150'], ['T199999.99', '$200,000 or above', 'ge200']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI'], rules: 'Resolves on the simple average of the CF Benchmarks Real-Time Index (BRTI) over the 60 seconds before 5:00 pm ET on Dec 31, 2027.' }),
    B('Bitcoin above ___ on December 31, 2027 (5PM ET)?', 'Crypto', close, w([
      ['bitcoin-above-100k-dec-31-2027', '100,000', 'ge100', { q: 'Will the price of Bitcoin be above $100,000 on December 31, 2027 at 5PM ET?' }],
      ['bitcoin-above-150k-dec-31-2027', '150,000', 'ge150', { q: 'Will the price of Bitcoin be above $150,000 on December 31, 2027 at 5PM ET?' }],
    ], { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: binance })),
    U('bitcoin-price-dec-31-2027', 'Bitcoin price at year-end 2027', 'Crypto', close, w([['btc-above-150000-eoy-2027', '$150K', 'ge150', { q: 'Bitcoin above $150,000 on Dec 31, 2027 (5PM ET)?' }]], { rules: binance })),
    G1('BTC ≥ $200K on Dec 31, 2027 (17:00 ET)?', close, 'ge200', { rules: binance }),
  ], fungible: nf('alpha|beta', 'alpha|beta_us', 'alpha|gamma') }, 3);
}
{ // BTC max price reached in 2027 (reached during a period), alpha + beta.
  const close = z('2027-12-31', '23:59');
  add('crypto', { name: 'btc-hit-2027', events: [
    A('KXBTCMAXY-27', 'How high will Bitcoin get in 2027?', 'Crypto', close, [['T150000', '$150,000 or above', 'up150'], ['T200000', '$200,000 or above', 'up200']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI'] }),
    B('What price will Bitcoin hit in 2027?', 'Crypto', close, w([
      ['bitcoin-reach-150k-2027', '↑ 150,000', 'up150', { q: 'Will Bitcoin reach $150,000 in 2027?' }],
      ['bitcoin-reach-200k-2027', '↑ 200,000', 'up200', { q: 'Will Bitcoin reach $200,000 in 2027?' }],
      ['bitcoin-dip-to-60k-2027', '↓ 60,000', 'dn60', { q: 'Will Bitcoin dip to $60,000 in 2027?' }],
    ], { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: 'Yes if any Binance BTC/USDT 1-minute candle in 2027 has a high (or for dips a low) at or beyond the price.' })),
  ], fungible: nf('alpha|beta') }, 2);
}
{ // BTC daily on Mar 5 2027: 17:00 ET (alpha, gamma) vs 12:00 ET (beta): different instants.
  add('crypto', { name: 'btc-daily-2027-03-05', events: [
    A('KXBTCD-27MAR0517', 'Bitcoin price on Mar 5, 2027 at 5pm EST?', 'Crypto', z('2027-03-05', '22:00'), [['T89999.99', '$90,000 or above', 'ge90'], ['T94999.99', '$95,000 or above', 'ge95']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI'] }),
    G1('BTC above $95K at 5pm ET on March 5, 2027?', z('2027-03-05', '22:00'), 'ge95', { rules: 'CF Benchmarks BRTI 60-second average before 17:00 ET on 2027-03-05; Yes if $95,000 or more.' }),
    B('Bitcoin above ___ on March 5, 2027 (noon ET)?', 'Crypto', z('2027-03-05', '17:00'), [['bitcoin-above-95k-march-5-2027-noon', '95,000', 'noon95', { q: 'Will Bitcoin be above $95,000 at 12:00 PM ET on March 5, 2027?', src: 'https://www.binance.com/en/trade/BTC_USDT' }]]),
  ], groups: [['alpha', 'gamma'], ['beta']] }, 1);
}
{ // ETH (alpha, beta) vs ETC (gamma) on Mar 31 2027.
  const close = z('2027-03-31', '21:00');
  add('crypto', { name: 'eth-2027-03-31', events: [
    A('KXETHD-27MAR3117', 'Ethereum price on Mar 31, 2027 at 5pm EDT?', 'Crypto', close, [['T4999.99', '$5,000 or above', 'ge5k'], ['T3999.99', '$4,000 or above', 'ge4k']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    B('Ethereum above $5,000 on March 31, 2027 (5PM ET)?', 'Crypto', close, [['ethereum-above-5000-march-31-2027', '', 'ge5k', { q: 'Will ETH be above $5,000 on March 31, 2027 at 5PM ET?', src: 'https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI', rules: 'Resolves on the CF Benchmarks Ether-Dollar Real Time Index at 5:00 PM ET on March 31, 2027.' }]]),
    G1('Ethereum Classic (ETC) above $50 on Mar 31, 2027 (5pm ET)?', close, 'etc50', { rules: 'ETC/USDT on Binance, 1-minute candle close at 17:00 ET, March 31, 2027.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, 1);
}
{ // BTC vs BCH on Jun 30 2027.
  const close = z('2027-06-30', '16:00');
  add('crypto', { name: 'bch-2027-06-30', events: [
    U('bitcoin-cash-price-june-30-2027', 'Bitcoin Cash price June 30, 2027', 'Crypto', close, [['bitcoin-cash-above-1000-june-30-2027', 'Above $1,000', 'bch1k', { q: 'Will Bitcoin Cash (BCH) be above $1,000 on June 30, 2027 at noon ET?' }]]),
    B('Bitcoin above $120,000 on June 30, 2027 (noon ET)?', 'Crypto', close, [['bitcoin-above-120k-june-30-2027', '', 'btc120', { q: 'Will Bitcoin (BTC) be above $120,000 on June 30, 2027 at 12:00 PM ET?', src: 'https://www.binance.com/en/trade/BTC_USDT' }]]),
  ], groups: [['beta_us'], ['beta']] }, 1);
}
{ // Spot SUI ETF launch by Jun 30 2027.
  const close = z('2027-06-30');
  add('crypto', { name: 'sui-etf-2027', events: [
    A('KXSUIETF-27JUN30', 'Spot SUI ETF trading in the US by Jun 30, 2027?', 'Crypto', close, [['YES', 'By Jun 30, 2027', 'y']], { rules: 'Yes if a spot SUI exchange-traded product begins trading on a US national exchange on or before June 30, 2027.' }),
    B('Spot SUI ETF launched by June 30, 2027?', 'Crypto', close, [['spot-sui-etf-launch-by-june-30-2027', '', 'y', { q: 'Will a spot SUI ETF launch in the US by June 30, 2027?' }]]),
  ] });
}
{ // Stablecoin supply: USDT above $250B (beta, gamma) vs USDC above $100B (beta_us).
  const close = z('2027-12-31');
  add('crypto', { name: 'usdt-mcap-eoy-2027', events: [
    B('Tether (USDT) market cap above $250B on Dec 31, 2027?', 'Crypto', close, [['usdt-market-cap-above-250b-eoy-2027', '', 'usdt', { q: 'Will USDT market cap be above $250 billion on December 31, 2027 (CoinGecko)?', src: 'https://www.coingecko.com/en/coins/tether' }]]),
    G1('USDT market capitalization over $250 billion at year-end 2027', close, 'usdt', { rules: 'CoinGecko USDT market cap at 23:59 UTC on December 31, 2027; Yes if greater than $250B.' }),
    U('usdc-market-cap-year-end-2027', 'USDC market cap at end of 2027', 'Crypto', close, [['usdc-market-cap-above-100b-eoy-2027', 'Above $100B', 'usdc', { q: 'Will USDC market cap be above $100 billion on Dec 31, 2027?' }]]),
  ], groups: [['beta', 'gamma'], ['beta_us']] }, 1);
}
{ // Spot bitcoin ETF flows: IBIT net inflows in Q1 2027 positive, alpha + beta.
  const close = z('2027-03-31', '23:00');
  add('crypto', { name: 'ibit-flows-q1-2027', events: [
    A('KXIBITFLOW-27Q1', 'IBIT net flows in Q1 2027', 'Crypto', close, [['T0', 'Net inflows above $0', 'pos'], ['T10', 'Above $10 billion', 'gt10']], { sources: ['Farside Investors https://farside.co.uk/btc/'] }),
    B('BlackRock IBIT net inflows in Q1 2027?', 'Crypto', close, w([['ibit-q1-2027-net-inflows-positive', 'Positive', 'pos'], ['ibit-q1-2027-net-outflows', 'Negative', 'neg']], { src: 'https://farside.co.uk/btc/' })),
  ] }, 1);
}
{ // Solana and XRP price on Dec 31 2027 (two assets, one case each).
  const close = z('2027-12-31', '17:00');
  add('crypto', { name: 'sol-eoy-2027', events: [
    B('Solana above $300 on December 31, 2027?', 'Crypto', close, [['solana-above-300-dec-31-2027', '', 'sol300', { q: 'Will SOL be above $300 on Dec 31, 2027 at 12:00 PM ET?', src: 'https://www.binance.com/en/trade/SOL_USDT' }]]),
    G1('SOL > $300 on 2027-12-31 (12:00 ET)?', close, 'sol300', { rules: 'Binance SOL/USDT 1-minute candle close at 12:00 ET on December 31, 2027.' }),
  ] });
  add('crypto', { name: 'xrp-eoy-2027', events: [
    A('KXXRPY-27DEC3117', 'XRP price on Dec 31, 2027 at 5pm EST?', 'Crypto', z('2027-12-31', '22:00'), [['T2.9999', '$3.00 or above', 'x3'], ['T4.9999', '$5.00 or above', 'x5']]),
  ] });
}
{ // Bitcoin dominance, single venue.
  add('crypto', { name: 'btc-dominance-jun-2027', events: [
    G('Bitcoin dominance on June 30, 2027', z('2027-06-30'), [['Below 55%', 'lt55'], ['55%–60%', 'b55'], ['Above 60%', 'gt60']], { rules: 'BTC share of total crypto market cap on TradingView BTC.D at 00:00 UTC July 1, 2027.' }),
  ] });
}
{ // Strategy (MSTR) sells bitcoin in 2027.
  add('crypto', { name: 'mstr-sells-btc-2027', events: [
    A('KXMSTRSELL-27', 'Will Strategy sell any bitcoin in 2027?', 'Crypto', z('2027-12-31'), [['YES', 'Sells in 2027', 'y']], { rules: 'Yes if Strategy (formerly MicroStrategy) discloses that it sold any bitcoin (even alongside larger purchases) in 2027.' }),
    B('MicroStrategy sells Bitcoin in 2027?', 'Crypto', z('2027-12-31'), [['microstrategy-sells-bitcoin-2027', '', 'y', { q: 'Will MicroStrategy (Strategy) announce that it sold any bitcoin in 2027?' }]]),
    U('microstrategy-sells-bitcoin-by-june-30-2027', 'MicroStrategy sells BTC by June 30?', 'Crypto', z('2027-06-30'), [['mstr-sells-btc-by-june-30-2027', '', 'h1', { q: 'Will MicroStrategy sell bitcoin by June 30, 2027?' }]]),
  ], groups: [['alpha', 'beta'], ['beta_us']] }, 1);
}

// ───────────────────────────── COMMODITIES ─────────────────────────────

{ // Gold on Sep 30 2027: COMEX front-month settle (alpha) vs LBMA PM fix (beta) — same date, other source.
  const close = z('2027-09-30', '19:00');
  add('commodities', { name: 'gold-2027-09-30', events: [
    A('KXGOLD-27SEP30', 'Gold price on Sep 30, 2027', 'Commodities', close, [['T4000', 'Above $4,000', 'gt4k'], ['T4500', 'Above $4,500', 'gt45']], { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.html'], rules: 'Resolves on the COMEX front-month gold futures settlement price on September 30, 2027.' }),
    B('Gold above $4,500 at end of September 2027?', 'Commodities', close, [['gold-above-4500-sep-30-2027', '', 'gt45', { q: 'Will gold be above $4,500/oz on September 30, 2027?', src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices', rules: 'Resolves on the LBMA Gold Price PM (USD) for September 30, 2027.' }]]),
  ], fungible: nf('alpha|beta') }, 1);
}
{ // Gold reaching $5,000 in 2027 (hit), beta + gamma.
  add('commodities', { name: 'gold-hit-5000-2027', events: [
    B('Will gold hit $5,000 in 2027?', 'Commodities', z('2027-12-31'), [['gold-hits-5000-2027', '', 'hit', { q: 'Will gold (GC front month) trade at $5,000 or higher at any point in 2027?' }]]),
    G1('Gold futures reach $5,000/oz during 2027?', z('2027-12-31'), 'hit', { rules: 'Yes if the COMEX front-month gold futures contract trades at or above $5,000 at any time in 2027.' }),
  ] });
}
{ // WTI settle Jun 30 2027 (alpha) vs WTI hit $100 in 2027 (beta) vs Brent on Jun 30 2027 (gamma).
  add('commodities', { name: 'oil-2027', events: [
    A('KXWTI-27JUN30', 'WTI crude oil settle on Jun 30, 2027', 'Commodities', z('2027-06-30', '18:30'), [['T70', 'Above $70', 'wti70'], ['T80', 'Above $80', 'wti80']], { sources: ['CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.html'] }),
    B('Will WTI crude hit $100 in 2027?', 'Commodities', z('2027-12-31'), [['wti-hit-100-2027', '', 'hit100', { q: 'Will WTI front-month futures trade at $100 or higher in 2027?' }]]),
    G1('Brent crude above $70 on June 30, 2027?', z('2027-06-30', '19:30'), 'brent70', { rules: 'ICE Brent front-month settlement on June 30, 2027 above $70.00.' }),
  ], groups: [['alpha'], ['beta'], ['gamma']] }, 2);
}
{ // US gasoline: AAA national average on Jul 31 2027 (alpha, beta) vs EIA monthly average for July (beta_us).
  add('commodities', { name: 'gas-price-jul-2027', events: [
    A('KXAAAGASM-27JUL31', 'US gas prices on Jul 31, 2027', 'Commodities', z('2027-07-31', '12:00'), [['T3.25', 'Above $3.25', 'g325'], ['T3.50', 'Above $3.50', 'g350']], { sources: ['AAA https://gasprices.aaa.com/'] }),
    B('US national average gas price on July 31, 2027 (AAA)', 'Commodities', z('2027-07-31', '12:00'), w([['aaa-gas-above-3pt25-july-31-2027', 'Above $3.25', 'g325'], ['aaa-gas-above-3pt50-july-31-2027', 'Above $3.50', 'g350']], { src: 'https://gasprices.aaa.com/' })),
    U('eia-gasoline-average-july-2027', 'EIA regular gasoline monthly average, July 2027', 'Commodities', z('2027-08-10'), [['eia-gas-july-2027-above-3pt50', 'Above $3.50', 'eia350', { q: 'Will the EIA monthly average US regular gasoline retail price for July 2027 be above $3.50?' }]]),
  ], groups: [['alpha', 'beta'], ['beta_us']] }, 1);
}
{ // Egg prices (BLS average price data), alpha + beta.
  const close = z('2027-04-13', '12:30');
  add('commodities', { name: 'eggs-mar-2027', events: [
    A('KXEGGS-27MAR', 'Average price of a dozen eggs in Mar 2027', 'Economics', close, [['T3.00', 'Above $3.00', 'e3'], ['T4.00', 'Above $4.00', 'e4']], { sources: ['BLS Average Price Data https://fred.stlouisfed.org/series/APU0000708111'] }),
    B('Egg prices in March 2027?', 'Economics', close, w([['egg-prices-march-2027-above-3', 'Above $3.00', 'e3'], ['egg-prices-march-2027-above-4', 'Above $4.00', 'e4']], { src: 'https://www.bls.gov/charts/consumer-price-index/consumer-price-index-average-price-data.htm', rules: 'BLS average price, Grade A large eggs per dozen, U.S. city average, March 2027.' })),
  ] });
}
{ // Copper: COMEX vs LME on Dec 31 2027 (same date, different market): one event, not fungible.
  const close = z('2027-12-31', '18:00');
  add('commodities', { name: 'copper-eoy-2027', events: [
    B('Copper above $12,000/t at end of 2027?', 'Commodities', close, [['copper-above-12000-eoy-2027', '', 'cu12', { q: 'Will copper be above $12,000 per tonne on Dec 31, 2027?', src: 'https://www.lme.com/en/metals/non-ferrous/lme-copper', rules: 'LME official cash settlement price for copper on the last LME business day of 2027.' }]]),
    G1('Copper ≥ $12,000 per tonne on Dec 31, 2027?', close, 'cu12', { rules: 'COMEX front-month copper settlement (USD/lb) on Dec 31, 2027 converted at 2204.62 lb per tonne.' }),
  ], fungible: nf('beta|gamma') }, 1);
}
{ // Natural gas Henry Hub monthly settle, single venue; and silver hit $60 in 2027.
  add('commodities', { name: 'natgas-jan-2027', events: [
    A('KXNATGAS-27JAN29', 'Natural gas front-month settle on Jan 29, 2027', 'Commodities', z('2027-01-29', '19:30'), [['T4', 'Above $4.00', 'n4'], ['T5', 'Above $5.00', 'n5']]),
  ] });
  add('commodities', { name: 'silver-hit-2027', events: [
    A('KXSILVERMAX-27', 'Silver highest price in 2027', 'Commodities', z('2027-12-31'), [['T60', '$60 or above', 's60'], ['T75', '$75 or above', 's75']]),
    U('silver-price-2027-high', 'Silver reaches $60 in 2027?', 'Commodities', z('2027-12-31'), [['silver-reaches-60-in-2027', '$60', 's60', { q: 'Will silver futures trade at $60/oz or higher at any time in 2027?' }]]),
  ] });
}

// ───────────────────────────── WEATHER AND CLIMATE ─────────────────────────────

{ // NYC high Aug 2 2027, Central Park (alpha, beta) vs LaGuardia (gamma).
  const close = z('2027-08-03', '12:00');
  add('weather', { name: 'nyc-high-2027-08-02', events: [
    A('KXHIGHNY-27AUG02', 'Highest temperature in NYC on Aug 2, 2027?', 'Climate and Weather', close, [['B86.5', '86° to 87°', 'b86'], ['B88.5', '88° to 89°', 'b88'], ['B90.5', '90° to 91°', 'b90'], ['T91', '92° or above', 't92']], { sources: [NWS], rules: 'Maximum temperature at Central Park, NY per the NWS Daily Climate Report (CLI) for August 2, 2027.' }),
    B('Highest temperature in NYC on August 2, 2027?', 'Weather', close, w([
      ['nyc-high-aug-2-2027-85-or-below', '85°F or below', 'b85m'], ['nyc-high-aug-2-2027-86-87', '86-87°F', 'b86'], ['nyc-high-aug-2-2027-88-89', '88-89°F', 'b88'],
      ['nyc-high-aug-2-2027-90-91', '90-91°F', 'b90'], ['nyc-high-aug-2-2027-92-or-higher', '92°F or higher', 't92'],
    ], { src: 'https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC', rules: 'Highest temperature recorded at Central Park (KNYC) on August 2, 2027 per the NWS CLI report.' })),
    G1('LaGuardia Airport high temperature above 90°F on Aug 2, 2027?', close, 'lga90', { rules: 'NWS CLI report for LaGuardia Airport (KLGA), maximum temperature on 2027-08-02, Yes if 91°F or more.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, 1);
}
{ // Chicago high Jul 15 2027: Midway (alpha) vs O'Hare (beta_us).
  const close = z('2027-07-16', '12:00');
  add('weather', { name: 'chicago-high-2027-07-15', events: [
    A('KXHIGHCHI-27JUL15', 'Highest temperature in Chicago on Jul 15, 2027?', 'Climate and Weather', close, [['T89', '90° or above', 'mdw90']], { rules: 'Maximum temperature at Chicago Midway Airport (KMDW) per the NWS CLI for July 15, 2027.' }),
    U('chicago-ohare-high-july-15-2027', 'Chicago O\'Hare high temperature July 15, 2027', 'Weather', close, [['ohare-high-90-or-above-july-15-2027', '90°F or above', 'ord90', { q: 'Will O\'Hare (KORD) record a high of 90°F or above on July 15, 2027?' }]]),
  ], groups: [['alpha'], ['beta_us']] }, 1);
}
{ // Miami high Jun 10 2027: alpha, beta, gamma categorical with same buckets.
  const close = z('2027-06-11', '12:00');
  const rules = 'Maximum temperature at Miami International Airport (KMIA) per the NWS Daily Climate Report for June 10, 2027.';
  add('weather', { name: 'miami-high-2027-06-10', events: [
    A('KXHIGHMIA-27JUN10', 'Highest temperature in Miami on Jun 10, 2027?', 'Climate and Weather', close, [['T88', '88° or below', 'le88'], ['B89.5', '89° to 90°', 'b89'], ['B91.5', '91° to 92°', 'b91'], ['T92', '93° or above', 'ge93']], { rules }),
    B('Highest temperature in Miami on June 10, 2027?', 'Weather', close, w([['miami-high-june-10-2027-88-or-below', '88°F or below', 'le88'], ['miami-high-june-10-2027-89-90', '89-90°F', 'b89'], ['miami-high-june-10-2027-91-92', '91-92°F', 'b91'], ['miami-high-june-10-2027-93-or-above', '93°F or above', 'ge93']], { rules })),
    G('Miami daily high, June 10 2027 (KMIA)', close, [['≤88°F', 'le88'], ['89–90°F', 'b89'], ['91–92°F', 'b91'], ['≥93°F', 'ge93']], { rules }),
  ] });
}
{ // Los Angeles rain Feb 2027 (downtown USC station), alpha + beta.
  const close = z('2027-03-01', '12:00');
  add('weather', { name: 'la-rain-feb-2027', events: [
    A('KXRAINLAXM-27FEB', 'Rain in Los Angeles in Feb 2027', 'Climate and Weather', close, [['T1', 'Above 1 inch', 'r1'], ['T3', 'Above 3 inches', 'r3'], ['T5', 'Above 5 inches', 'r5']], { rules: 'Total February 2027 precipitation at Los Angeles Downtown/USC (KCQT) per the NWS monthly climate report.' }),
    B('How much rain in Los Angeles in February 2027?', 'Weather', close, w([['la-rain-feb-2027-more-than-1in', 'More than 1"', 'r1'], ['la-rain-feb-2027-more-than-3in', 'More than 3"', 'r3'], ['la-rain-feb-2027-more-than-5in', 'More than 5"', 'r5']], { rules: 'Monthly precipitation at downtown Los Angeles (USC, KCQT), NWS Los Angeles/Oxnard CLM report.' })),
  ] });
}
{ // NYC snowfall Dec 2027, alpha + gamma.
  const close = z('2028-01-01', '12:00');
  add('weather', { name: 'nyc-snow-dec-2027', events: [
    A('KXNYCSNOWM-27DEC', 'NYC snow in Dec 2027', 'Climate and Weather', close, [['T2', 'Above 2 inches', 's2'], ['T4', 'Above 4 inches', 's4']], { rules: 'Total snowfall at Central Park in December 2027 per NWS New York.' }),
    G('Central Park snowfall, December 2027', close, [['2 inches or less', 'le2'], ['More than 2 inches', 's2']], { rules: 'NWS monthly climate summary for Central Park, December 2027 snowfall total.' }),
  ] }, 1);
}
{ // Atlantic hurricanes 2027 (count) on alpha, beta, gamma vs named storms (beta_us).
  const close = z('2027-11-30');
  add('weather', { name: 'atlantic-hurricanes-2027', events: [
    A('KXHURCTOT-27', 'Number of Atlantic hurricanes in 2027', 'Climate and Weather', close, [['B5', '5 or fewer', 'le5'], ['B6', '6 to 7', 'b67'], ['B8', '8 to 9', 'b89'], ['T9', '10 or more', 'ge10']], { sources: ['National Hurricane Center https://www.nhc.noaa.gov/'] }),
    B('How many hurricanes in the 2027 Atlantic season?', 'Weather', close, w([['atlantic-hurricanes-2027-5-or-less', '≤5', 'le5'], ['atlantic-hurricanes-2027-6-7', '6–7', 'b67'], ['atlantic-hurricanes-2027-8-9', '8–9', 'b89'], ['atlantic-hurricanes-2027-10-plus', '10+', 'ge10']], { src: 'https://www.nhc.noaa.gov/' })),
    G('2027 Atlantic hurricane count', close, [['0-5', 'le5'], ['6-7', 'b67'], ['8 or more', 'ge8']], { rules: 'Number of Atlantic basin hurricanes in 2027 per NHC.' }),
    U('atlantic-named-storms-2027', 'Named storms in the 2027 Atlantic season', 'Weather', close, [['atlantic-named-storms-2027-15-or-more', '15 or more', 'ns15', { q: 'Will there be 15 or more named Atlantic storms in 2027?' }]]),
  ], groups: [['alpha', 'beta', 'gamma'], ['beta_us']] }, 2);
}
{ // Category 5 landfall in US (beta) vs Category 5 forms in Atlantic (alpha).
  add('weather', { name: 'cat5-2027', events: [
    B('Category 5 hurricane makes US landfall in 2027?', 'Weather', z('2027-11-30'), [['cat-5-us-landfall-2027', '', 'landfall', { q: 'Will a Category 5 hurricane make landfall in the United States in 2027?' }]]),
    A('KXCAT5-27', 'Category 5 hurricane in the Atlantic in 2027?', 'Climate and Weather', z('2027-11-30'), [['YES', 'Cat 5 forms', 'forms']], { rules: 'Yes if any Atlantic basin hurricane reaches Category 5 intensity in 2027 per NHC.' }),
  ], groups: [['beta'], ['alpha']] }, 1);
}
{ // 2027 hottest year on record: NASA GISTEMP (alpha) vs Copernicus ERA5 (beta) — same question, other dataset.
  add('weather', { name: 'hottest-year-2027', events: [
    A('KXGTEMP-27', 'Will 2027 be the hottest year on record?', 'Climate and Weather', z('2028-01-20'), [['YES', 'Hottest on record', 'y']], { sources: ['NASA GISS https://data.giss.nasa.gov/gistemp/'], rules: 'Resolves per NASA GISTEMP annual global mean surface temperature anomaly for 2027.' }),
    B('2027 hottest year on record?', 'Weather', z('2028-01-20'), [['2027-hottest-year-on-record', '', 'y', { q: 'Will 2027 be the warmest year on record globally?', src: 'https://climate.copernicus.eu/', rules: 'Resolves per the Copernicus Climate Change Service (ERA5) annual global temperature report for 2027.' }]]),
    G1('Is 2027 the warmest year ever recorded (NASA)?', z('2028-01-20'), 'y', { rules: 'Yes if NASA GISTEMP ranks 2027 as the warmest calendar year in its record.' }),
  ], fungible: nf('alpha|beta', 'beta|gamma') }, 2);
}
{ // Arctic sea ice minimum 2027 (NSIDC), beta + gamma.
  add('weather', { name: 'arctic-ice-2027', events: [
    B('Arctic sea ice minimum 2027 below 4 million km²?', 'Weather', z('2027-10-15'), [['arctic-sea-ice-min-2027-below-4m', '', 'lt4', { q: 'Will the 2027 Arctic sea ice minimum extent be below 4.0 million km² (NSIDC)?', src: 'https://nsidc.org/arcticseaicenews/' }]]),
    G1('NSIDC: 2027 Arctic minimum extent under 4.0M sq km?', z('2027-10-15'), 'lt4', { rules: 'NSIDC Sea Ice Index daily 5-day average minimum extent for 2027.' }),
  ] });
}
{ // London high (Heathrow) single venue; Phoenix 120°F single venue.
  add('weather', { name: 'london-heat-2027', events: [
    B('Will London hit 35°C in summer 2027?', 'Weather', z('2027-08-31'), [['london-heathrow-35c-summer-2027', '', 'y', { q: 'Will Heathrow record a maximum of 35°C or more between June 1 and August 31, 2027 (Met Office)?' }]]),
  ] });
  add('weather', { name: 'phoenix-120-2027', events: [
    A('KXPHXMAX-27', 'Phoenix reaches 120°F in 2027?', 'Climate and Weather', z('2027-09-30'), [['T119', '120° or above', 'y']]),
  ] });
}

// ───────────────────────────── TECH AND AI ─────────────────────────────

{ // GPT-6 released by Jun 30 2027 on four venues.
  const close = z('2027-06-30');
  add('tech', { name: 'gpt6-by-2027-06-30', events: [
    A('KXGPT6-27JUN30', 'Will OpenAI release GPT-6 by Jun 30, 2027?', 'Science and Technology', close, [['YES', 'Before Jul 1, 2027', 'y']], { rules: 'Yes if OpenAI makes a model named GPT-6 generally available to the public (ChatGPT or API) by June 30, 2027.' }),
    B('GPT-6 released by June 30, 2027?', 'Tech', close, [['gpt-6-released-by-june-30-2027', '', 'y', { q: 'Will OpenAI release GPT-6 by June 30, 2027?' }]]),
    U('gpt-6-release-june-30-2027', 'GPT-6 release by June 30?', 'Tech', close, [['gpt-6-release-by-june-30-2027', '', 'y', { q: 'Will GPT-6 be publicly released by June 30, 2027?' }]]),
    G1('OpenAI GPT-6 public release before July 2027?', close, 'y', { rules: 'Yes if GPT-6 is publicly available by 23:59 ET June 30, 2027.' }),
  ] });
}
{ // GPT-6 released in 2027 (different deadline) — beta + gamma.
  add('tech', { name: 'gpt6-in-2027', events: [
    B('GPT-6 released in 2027?', 'Tech', z('2027-12-31'), [['gpt-6-released-in-2027', '', 'y', { q: 'Will OpenAI release GPT-6 by December 31, 2027?' }]]),
    G1('GPT-6 launches by end of 2027?', z('2027-12-31'), 'y', { rules: 'Public release of GPT-6 by OpenAI on or before December 31, 2027.' }),
  ] }, 1);
}
{ // Top AI model (LMArena text) on Jun 30 2027: alpha, beta, gamma.
  const close = z('2027-06-30', '17:00');
  add('tech', { name: 'top-ai-model-2027-06-30', events: [
    A('KXTOPMODEL-27JUN30', 'Top AI model on Jun 30, 2027?', 'Science and Technology', close, [['OAI', 'OpenAI', 'oai'], ['GOOG', 'Google', 'goog'], ['ANTH', 'Anthropic', 'anth'], ['XAI', 'xAI', 'xai']], { rules: 'The company whose model ranks first on the LMArena Text leaderboard (style control default) on June 30, 2027.' }),
    B('Which company has the best AI model end of June 2027?', 'Tech', close, w([['best-ai-model-june-2027-openai', 'OpenAI', 'oai'], ['best-ai-model-june-2027-google', 'Google', 'goog'], ['best-ai-model-june-2027-anthropic', 'Anthropic', 'anth'], ['best-ai-model-june-2027-xai', 'xAI', 'xai'], ['best-ai-model-june-2027-deepseek', 'DeepSeek', 'dsk']], { src: 'https://lmarena.ai/leaderboard/text' })),
    G('Top of LMArena text leaderboard on June 30, 2027', close, [['Google', 'goog'], ['OpenAI', 'oai'], ['Anthropic', 'anth'], ['Other', 'other']], { rules: 'Organization of the #1 model on the LMArena text arena leaderboard (default view) on June 30, 2027.' }),
  ] });
}
{ // Apple foldable iPhone announced in 2027 (alpha, beta) vs shipping by Sept 30 (beta_us).
  add('tech', { name: 'apple-foldable-2027', events: [
    A('KXAPPLEFOLD-27', 'Will Apple announce a foldable iPhone in 2027?', 'Science and Technology', z('2027-12-31'), [['YES', 'Announced in 2027', 'ann']]),
    B('Foldable iPhone announced in 2027?', 'Tech', z('2027-12-31'), [['apple-foldable-iphone-announced-2027', '', 'ann', { q: 'Will Apple officially announce a foldable iPhone in 2027?' }]]),
    U('foldable-iphone-ships-by-sept-30-2027', 'Foldable iPhone on sale by September 30, 2027?', 'Tech', z('2027-09-30'), [['foldable-iphone-on-sale-by-sept-30-2027', '', 'sale', { q: 'Will a foldable iPhone be available for purchase by September 30, 2027?' }]]),
  ], groups: [['alpha', 'beta'], ['beta_us']] }, 1);
}
{ // Gemini 4 release by Mar 31 2027, beta + gamma.
  add('tech', { name: 'gemini4-q1-2027', events: [
    B('Gemini 4 released by March 31, 2027?', 'Tech', z('2027-03-31'), [['gemini-4-released-by-march-31-2027', '', 'y', { q: 'Will Google release Gemini 4 by March 31, 2027?' }]]),
    G1('Google Gemini 4 public launch before April 2027?', z('2027-03-31'), 'y', { rules: 'Yes if a model named Gemini 4 is publicly available by March 31, 2027, 23:59 PT.' }),
  ] });
}
{ // Grok 6, single venue.
  add('tech', { name: 'grok6-2027', events: [
    A('KXGROK6-27JUN30', 'Will xAI release Grok 6 by Jun 30, 2027?', 'Science and Technology', z('2027-06-30'), [['YES', 'By Jun 30, 2027', 'y']]),
  ] });
}
{ // GTA VI sell-in milestone reported by Take-Two, beta + gamma.
  add('tech', { name: 'gta6-sales-2027', events: [
    B('GTA VI sells 50 million copies by March 31, 2027?', 'Gaming', z('2027-05-20'), [['gta-6-50m-sold-by-march-31-2027', '', 'y', { q: 'Will Take-Two report that GTA VI sold in 50 million or more units by March 31, 2027?' }]]),
    G1('GTA 6 sell-in above 50M units by end of March 2027?', z('2027-05-20'), 'y', { rules: 'Per Take-Two Interactive\'s fiscal Q4 2027 earnings release, units sold in through March 31, 2027.' }),
  ] });
}
{ // OpenAI IPO filing vs listing.
  add('tech', { name: 'openai-ipo-2027', events: [
    A('KXOPENAIIPO-27', 'Will OpenAI IPO before 2028?', 'Companies', z('2027-12-31'), [['YES', 'Lists before 2028', 'list']], { rules: 'Yes if OpenAI (or its successor for-profit entity) shares begin trading on a public exchange before Jan 1, 2028.' }),
    B('OpenAI files for IPO in 2027?', 'Tech', z('2027-12-31'), [['openai-files-for-ipo-2027', '', 'file', { q: 'Will OpenAI publicly file an S-1 (or confidentially file and announce it) in 2027?' }]]),
  ], groups: [['alpha'], ['beta']] }, 1);
}
{ // Tesla driverless robotaxi footprint by EOY 2027, alpha + beta_us.
  add('tech', { name: 'tesla-robotaxi-2027', events: [
    A('KXROBOTAXI-27', 'Tesla unsupervised robotaxi in 10 US cities by end of 2027?', 'Science and Technology', z('2027-12-31'), [['YES', '10 or more cities', 'y']], { rules: 'Yes if Tesla operates a public paid robotaxi service without a safety monitor in 10 or more US metro areas by Dec 31, 2027.' }),
    U('tesla-robotaxi-10-cities-2027', 'Tesla driverless robotaxi in 10+ cities in 2027?', 'Tech', z('2027-12-31'), [['tesla-unsupervised-robotaxi-10-cities-by-eoy-2027', '', 'y', { q: 'Will Tesla run paid driverless (no safety monitor) robotaxi service in at least 10 US metro areas by December 31, 2027?' }]]),
  ] });
}

// ───────────────────────────── CULTURE ─────────────────────────────

{ // 99th Academy Awards Best Picture winner (alpha, beta, gamma) vs a Best Picture nomination market (beta_us).
  const close = z('2027-03-15', '04:00');
  add('culture', { name: 'oscars-2027-best-picture', events: [
    A('KXOSCARPIC-27', 'Oscar for Best Picture 2027', 'Entertainment', close, [['ODY', 'The Odyssey', 'ody'], ['DUNE3', 'Dune: Part Three', 'dune'], ['PHM', 'Project Hail Mary', 'phm'], ['SOCREC', 'The Social Reckoning', 'socrec']]),
    B('Best Picture winner at the 2027 Oscars', 'Culture', close, w([['oscars-2027-best-picture-the-odyssey', 'The Odyssey', 'ody'], ['oscars-2027-best-picture-dune-part-three', 'Dune: Part Three', 'dune'], ['oscars-2027-best-picture-project-hail-mary', 'Project Hail Mary', 'phm']], { src: 'https://www.oscars.org/' })),
    G('99th Academy Awards — Best Picture', close, [['The Odyssey (Nolan)', 'ody'], ['Dune: Part Three', 'dune'], ['Other', 'other']], { rules: 'Film announced as Best Picture at the 99th Academy Awards ceremony.' }),
    U('oscars-2027-best-picture-nominations', 'Best Picture nominees 2027 Oscars', 'Culture', z('2027-01-21', '14:00'), [['the-odyssey-nominated-best-picture-2027', 'The Odyssey', 'nom_ody', { q: 'Will The Odyssey be nominated for Best Picture at the 2027 Oscars?' }]]),
  ], groups: [['alpha', 'beta', 'gamma'], ['beta_us']] }, 1);
}
{ // Grammys Feb 2027 Album of the Year, alpha + beta (partial lists).
  const close = z('2027-02-08', '05:00');
  add('culture', { name: 'grammys-2027-aoty', events: [
    A('KXGRAMMYAOTY-27', 'Grammy Album of the Year 2027', 'Entertainment', close, [['TS', 'Taylor Swift — The Life of a Showgirl', 'ts'], ['OR', 'Olivia Rodrigo', 'or']]),
    B('Grammys 2027: Album of the Year winner?', 'Culture', close, w([['grammys-2027-aoty-taylor-swift', 'The Life of a Showgirl', 'ts'], ['grammys-2027-aoty-olivia-rodrigo', 'Olivia Rodrigo', 'or'], ['grammys-2027-aoty-other', 'Other', 'other']], { src: 'https://www.grammy.com/' })),
  ] });
}
{ // The Batman Part II domestic opening weekend: Box Office Mojo (alpha) vs The Numbers (beta) — same weekend, other source.
  const close = z('2027-10-04', '18:00');
  add('culture', { name: 'batman-2-opening', events: [
    A('KXBOXOFFICE-BATMAN2', 'The Batman Part II opening weekend domestic box office', 'Entertainment', close, [['T100', 'Above $100M', 'gt100'], ['T150', 'Above $150M', 'gt150']], { sources: ['Box Office Mojo https://www.boxofficemojo.com/'], rules: 'Three-day Friday–Sunday domestic opening gross per Box Office Mojo actuals.' }),
    B('The Batman Part II opening weekend box office?', 'Culture', close, w([['batman-part-ii-opening-over-100m', '$100M+', 'gt100'], ['batman-part-ii-opening-over-150m', '$150M+', 'gt150']], { src: 'https://www.the-numbers.com/', rules: 'Domestic 3-day opening weekend gross as reported by The Numbers.' })),
  ], fungible: nf('alpha|beta') }, 1);
}
{ // Avengers: Doomsday opening weekend (Dec 18–20, 2026), three venues on one source.
  const close = z('2026-12-22', '18:00');
  add('culture', { name: 'avengers-doomsday-opening', events: [
    A('KXBOXOFFICE-DOOMSDAY', 'Avengers: Doomsday opening weekend', 'Entertainment', close, [['T200', 'Above $200M', 'gt200'], ['T250', 'Above $250M', 'gt250']], { sources: ['Box Office Mojo https://www.boxofficemojo.com/'] }),
    U('avengers-doomsday-opening-weekend', 'Avengers: Doomsday domestic opening', 'Culture', close, [['avengers-doomsday-opening-above-250m', 'Above $250M', 'gt250', { q: 'Will Avengers: Doomsday gross more than $250M in its domestic opening weekend (Box Office Mojo)?' }]]),
    G1('Avengers: Doomsday domestic opening weekend > $200 million?', close, 'gt200', { rules: 'Box Office Mojo domestic Fri–Sun opening gross, first weekend of release.' }),
    B('Avengers: Doomsday worldwide opening above $500M?', 'Culture', close, [['avengers-doomsday-global-opening-500m', '', 'ww500', { q: 'Will Avengers: Doomsday gross more than $500M worldwide in its opening weekend?' }]]),
  ], groups: [['alpha', 'beta_us', 'gamma'], ['beta']] }, 1);
}
{ // Billboard Hot 100 #1 (chart dated Jan 9 2027) vs Spotify US daily #1 on Jan 1 2027.
  add('culture', { name: 'hot100-2027-01-09', events: [
    A('KXTOPSONG-27JAN09', 'Billboard Hot 100 #1 on chart dated Jan 9, 2027', 'Entertainment', z('2027-01-05', '18:00'), [['MARIAH', 'All I Want for Christmas Is You', 'mariah'], ['OTHER', 'Any other song', 'other']]),
    B('#1 song on the Billboard Hot 100 (Jan 9, 2027 chart)?', 'Culture', z('2027-01-05', '18:00'), [['hot-100-jan-9-2027-all-i-want-for-christmas', 'All I Want for Christmas Is You', 'mariah']]),
    G1('Is "All I Want for Christmas Is You" #1 on Spotify US daily chart for Jan 1, 2027?', z('2027-01-02', '18:00'), 'spot', { rules: 'Spotify Charts, Top Songs USA, daily chart for January 1, 2027.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, 1);
}
{ // Eurovision 2027 winner.
  const close = z('2027-05-16', '00:00');
  add('culture', { name: 'eurovision-2027', events: [
    B('Eurovision 2027 winner', 'Culture', close, w([['eurovision-2027-sweden', 'Sweden', 'se'], ['eurovision-2027-ukraine', 'Ukraine', 'ua'], ['eurovision-2027-france', 'France', 'fr'], ['eurovision-2027-italy', 'Italy', 'it']], { src: 'https://eurovision.tv/' })),
    G('Eurovision Song Contest 2027: winning country', close, [['Sweden', 'se'], ['Ukraine', 'ua'], ['Italy', 'it'], ['Israel', 'il']]),
    A('KXEUROVISION-27', 'Eurovision 2027 winner?', 'Entertainment', close, [['SWE', 'Sweden', 'se'], ['FRA', 'France', 'fr']]),
  ] });
}
{ // Time Person of the Year 2027.
  const close = z('2027-12-10');
  add('culture', { name: 'time-poy-2027', events: [
    A('KXTIMEPOY-27', 'Time Person of the Year 2027', 'Entertainment', close, [['TRUMP', 'Donald Trump', 'trump'], ['ALTMAN', 'Sam Altman', 'altman'], ['POPE', 'Pope Leo XIV', 'leo']]),
    B('Time 2027 Person of the Year', 'Culture', close, [['time-poy-2027-donald-trump', 'Donald Trump', 'trump'], ['time-poy-2027-pope-leo-xiv', 'Pope Leo XIV', 'leo'], ['time-poy-2027-jensen-huang', 'Jensen Huang', 'huang']]),
  ] });
}
{ // Emmys Sept 2027 Outstanding Drama Series, beta + gamma.
  const close = z('2027-09-20', '04:00');
  add('culture', { name: 'emmys-2027-drama', events: [
    B('Emmys 2027: Outstanding Drama Series', 'Culture', close, [['emmys-2027-drama-the-pitt', 'The Pitt', 'pitt'], ['emmys-2027-drama-severance', 'Severance', 'sev'], ['emmys-2027-drama-the-last-of-us', 'The Last of Us', 'tlou']]),
    G('79th Primetime Emmys — Outstanding Drama Series', close, [['The Pitt', 'pitt'], ['Severance', 'sev'], ['The White Lotus', 'wl']]),
  ] });
}
{ // Netflix revenue growth, single venue.
  add('culture', { name: 'netflix-revenue-2027', events: [
    U('netflix-revenue-growth-2027', 'Netflix full-year 2027 revenue growth', 'Culture', z('2028-01-25'), [['netflix-2027-revenue-growth-below-10pct', 'Below 10%', 'y', { q: 'Will Netflix report full-year 2027 revenue growth below 10%?' }]]),
  ] });
}

// ───────────────────────────── SCIENCE AND SPACE ─────────────────────────────

{ // Artemis III crewed lunar landing before 2029 (alpha, beta) vs Artemis III launch (gamma).
  add('science', { name: 'artemis-iii', events: [
    A('KXARTEMIS3-28', 'Will Artemis III land astronauts on the Moon before 2029?', 'Science and Technology', z('2028-12-31'), [['YES', 'Landing before 2029', 'land']]),
    B('Artemis III Moon landing by December 31, 2028?', 'Science', z('2028-12-31'), [['artemis-iii-moon-landing-by-2028', '', 'land', { q: 'Will NASA\'s Artemis III land crew on the lunar surface by December 31, 2028?' }]]),
    G1('Artemis III launches before 2029?', z('2028-12-31'), 'launch', { rules: 'Yes if the Artemis III SLS rocket lifts off with crew by December 31, 2028; a landing is not required.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, 1);
}
{ // Starship ship catch by end of 2027.
  add('science', { name: 'starship-ship-catch-2027', events: [
    B('Will SpaceX catch a Starship upper stage in 2027?', 'Science', z('2027-12-31'), [['spacex-catch-starship-ship-2027', '', 'y', { q: 'Will SpaceX catch the Starship upper stage (Ship) with the tower arms by December 31, 2027?' }]]),
    G1('Starship Ship caught by the launch tower in 2027?', z('2027-12-31'), 'y', { rules: 'Yes if a Starship second stage (not the Super Heavy booster) is caught by tower chopsticks by Dec 31, 2027.' }),
    U('spacex-booster-catch-count-2027', 'Super Heavy booster catches in 2027', 'Science', z('2027-12-31'), [['super-heavy-catches-5-or-more-2027', '5 or more', 'boost5', { q: 'Will SpaceX catch 5 or more Super Heavy boosters in 2027?' }]]),
  ], groups: [['beta', 'gamma'], ['beta_us']] }, 1);
}
{ // WHO PHEIC in 2027.
  add('science', { name: 'who-pheic-2027', events: [
    A('KXPHEIC-27', 'WHO declares a new public health emergency in 2027?', 'Health', z('2027-12-31'), [['YES', 'New PHEIC in 2027', 'y']]),
    B('New WHO PHEIC declared in 2027?', 'Health', z('2027-12-31'), [['who-new-pheic-2027', '', 'y', { q: 'Will the WHO declare a new Public Health Emergency of International Concern in 2027?' }]]),
  ] });
}
{ // US measles cases 2027 (CDC), alpha + beta_us.
  add('science', { name: 'measles-2027', events: [
    A('KXMEASLES-27', 'US measles cases in 2027', 'Health', z('2028-01-15'), [['T1000', 'Above 1,000', 'gt1k'], ['T2000', 'Above 2,000', 'gt2k']], { sources: ['CDC https://www.cdc.gov/measles/data-research/'] }),
    U('us-measles-cases-2027', 'US measles cases 2027', 'Health', z('2028-01-15'), [['us-measles-cases-2027-over-2000', 'Over 2,000', 'gt2k', { q: 'Will the CDC report more than 2,000 US measles cases for 2027?' }]]),
  ] });
}
{ // M8.0+ earthquake in 2027 (USGS), beta + gamma.
  add('science', { name: 'm8-quake-2027', events: [
    B('Magnitude 8.0+ earthquake in 2027?', 'Science', z('2027-12-31'), [['magnitude-8-earthquake-2027', '', 'y', { q: 'Will a magnitude 8.0 or greater earthquake occur anywhere in 2027 (USGS)?', src: 'https://earthquake.usgs.gov/' }]]),
    G1('USGS records an M8+ quake during 2027?', z('2027-12-31'), 'y', { rules: 'Yes if the USGS catalog lists any earthquake of magnitude 8.0 or more with origin time in 2027 (UTC).' }),
  ] });
}

// ───────────────────────────── SPORTS ─────────────────────────────

{ // Super Bowl LXI winner (Feb 2027), four venues with partial lists.
  const close = z('2027-02-15', '04:00');
  add('sports', { name: 'super-bowl-lxi', events: [
    A('KXSB-27', 'Pro Football Champion 2027?', 'Sports', close, [['KC', 'Kansas City', 'kc'], ['PHI', 'Philadelphia', 'phi'], ['BUF', 'Buffalo', 'buf'], ['DET', 'Detroit', 'det']]),
    B('Super Bowl Champion 2027', 'Sports', close, [['super-bowl-2027-kansas-city-chiefs', 'Chiefs', 'kc'], ['super-bowl-2027-philadelphia-eagles', 'Eagles', 'phi'], ['super-bowl-2027-buffalo-bills', 'Bills', 'buf'], ['super-bowl-2027-baltimore-ravens', 'Ravens', 'bal']]),
    U('super-bowl-lxi-winner', 'Super Bowl LXI winner', 'Sports', close, [['super-bowl-lxi-eagles', 'Philadelphia Eagles', 'phi', { q: 'Will the Philadelphia Eagles win Super Bowl LXI?' }], ['super-bowl-lxi-lions', 'Detroit Lions', 'det', { q: 'Will the Detroit Lions win Super Bowl LXI?' }]]),
    G('Super Bowl LXI Champion', close, [['Kansas City Chiefs', 'kc'], ['Buffalo Bills', 'buf'], ['Baltimore Ravens', 'bal']]),
  ] });
}
{ // Cricket World Cup 2027 (South Africa, Zimbabwe, Namibia) winner.
  const close = z('2027-11-30');
  add('sports', { name: 'cricket-wc-2027', events: [
    B('ICC Men\'s Cricket World Cup 2027 winner', 'Sports', close, [['cwc-2027-india', 'India', 'ind'], ['cwc-2027-australia', 'Australia', 'aus'], ['cwc-2027-south-africa', 'South Africa', 'rsa'], ['cwc-2027-england', 'England', 'eng']]),
    G('Cricket World Cup 2027 — Champion', close, [['India', 'ind'], ['Australia', 'aus'], ['South Africa', 'rsa']]),
  ] });
}
{ // Wimbledon 2027 men's singles winner (alpha, beta) vs women's (beta_us).
  add('sports', { name: 'wimbledon-2027', events: [
    A('KXWMENSINGLES-27', 'Wimbledon Men\'s Singles Champion 2027', 'Sports', z('2027-07-11', '18:00'), [['SIN', 'Jannik Sinner', 'sinner'], ['ALC', 'Carlos Alcaraz', 'alcaraz'], ['DJO', 'Novak Djokovic', 'djokovic']]),
    B('Wimbledon 2027 men\'s champion', 'Sports', z('2027-07-11', '18:00'), [['wimbledon-2027-men-sinner', 'Sinner', 'sinner'], ['wimbledon-2027-men-alcaraz', 'Alcaraz', 'alcaraz']]),
    U('wimbledon-2027-womens-champion', 'Wimbledon 2027 ladies\' singles', 'Sports', z('2027-07-10', '17:00'), [['wimbledon-2027-women-sabalenka', 'Aryna Sabalenka', 'sabalenka', { q: 'Will Aryna Sabalenka win the 2027 Wimbledon women\'s singles?' }]]),
  ], groups: [['alpha', 'beta'], ['beta_us']] }, 1);
}

// ───────────────────────────── POLITICS ─────────────────────────────

{ // 2027 French presidential election winner (alpha, beta, gamma) vs qualifying for the runoff (beta_us).
  const close = z('2027-05-09', '18:00');
  add('politics', { name: 'france-president-2027', events: [
    A('KXFRPRES-27', 'French presidential election 2027 winner', 'Politics', close, [['BARD', 'Jordan Bardella', 'bardella'], ['PHIL', 'Édouard Philippe', 'philippe'], ['LEPEN', 'Marine Le Pen', 'lepen']]),
    B('France Presidential Election 2027', 'Politics', close, [['france-2027-winner-jordan-bardella', 'Jordan Bardella', 'bardella'], ['france-2027-winner-edouard-philippe', 'Edouard Philippe', 'philippe'], ['france-2027-winner-jean-luc-melenchon', 'Jean-Luc Mélenchon', 'melenchon']]),
    G('Next President of France (2027 election)', close, [['Bardella', 'bardella'], ['Philippe', 'philippe'], ['Attal', 'attal']]),
    U('france-2027-runoff-qualifiers', 'French election 2027: who makes the runoff?', 'Politics', z('2027-04-25', '18:00'), [['bardella-qualifies-runoff-2027', 'Jordan Bardella', 'ro_bardella', { q: 'Will Jordan Bardella qualify for the second round of the 2027 French presidential election?' }]]),
  ], groups: [['alpha', 'beta', 'gamma'], ['beta_us']] }, 1);
}
{ // US federal government shutdown starting Oct 1 2027.
  add('politics', { name: 'shutdown-oct-2027', events: [
    A('KXGOVSHUT-27OCT01', 'Government shutdown on Oct 1, 2027?', 'Politics', z('2027-10-01', '12:00'), [['YES', 'Shutdown begins', 'y']], { rules: 'Yes if a lapse in appropriations causes a federal government shutdown to begin on October 1, 2027.' }),
    B('US government shutdown on October 1, 2027?', 'Politics', z('2027-10-01', '12:00'), [['us-government-shutdown-october-1-2027', '', 'y', { q: 'Will the US federal government shut down on October 1, 2027?' }]]),
  ] });
}

// ───────────────────────────── MORE MACRO AND MARKETS ─────────────────────────────

{ // CPI YoY June 2027 buckets: alpha bucket markets, beta categorical, gamma lists each bucket as its own binary market.
  const close = z('2027-07-14', '12:30');
  const rules = 'CPI-U all items, 12-month change, not seasonally adjusted, for June 2027, first BLS release, one decimal.';
  add('economics', { name: 'cpi-yoy-jun-2027-buckets', events: [
    A('KXCPIYOYB-27JUN', 'CPI year-over-year in Jun 2027 (range)', 'Economics', close, [['B2.4', '2.4% or below', 'le24'], ['B2.5', '2.5% to 2.9%', 'b2529'], ['B3.0', '3.0% to 3.4%', 'b3034'], ['T3.4', '3.5% or above', 'ge35']], { sources: [BLS_CPI], rules }),
    B('US inflation (YoY) June 2027: which range?', 'Economics', close, w([
      ['cpi-yoy-june-2027-under-2pt5', '<2.5%', 'le24'], ['cpi-yoy-june-2027-2pt5-2pt9', '2.5–2.9%', 'b2529'],
      ['cpi-yoy-june-2027-3pt0-3pt4', '3.0–3.4%', 'b3034'], ['cpi-yoy-june-2027-3pt5-plus', '≥3.5%', 'ge35'],
    ], { src: 'https://www.bls.gov/cpi/', rules })),
    G1('June 2027 US CPI YoY between 2.5% and 2.9%?', close, 'b2529', { rules }),
    G1('June 2027 US CPI YoY between 3.0% and 3.4%?', close, 'b3034', { rules }),
    G1('June 2027 US CPI YoY at least 3.5%?', close, 'ge35', { rules }),
  ] });
}
{ // RBA August 2027 (alpha, beta, beta_us) vs RBNZ August 2027 (gamma): different central bank.
  const close = z('2027-08-03', '04:30');
  add('central_banks', { name: 'rba-aug-2027', events: [
    A('KXRBA-27AUG', 'Reserve Bank of Australia decision Aug 2027', 'Economics', close, [['CUT', 'Cut', 'cut'], ['HOLD', 'Hold', 'hold'], ['HIKE', 'Hike', 'hike']], { sources: ['Reserve Bank of Australia https://www.rba.gov.au/'] }),
    B('RBA decision in August 2027?', 'Economics', close, w([['rba-august-2027-cut', 'Cut', 'cut'], ['rba-august-2027-no-change', 'No change', 'hold'], ['rba-august-2027-hike', 'Hike', 'hike']], { src: 'https://www.rba.gov.au/' })),
    U('rba-rate-decision-august-2027', 'RBA cash rate decision, August 2027', 'Economics', close, [['rba-cuts-cash-rate-august-2027', 'Cut', 'cut', { q: 'Will the Reserve Bank of Australia cut the cash rate target in August 2027?' }]]),
    G1('Reserve Bank of New Zealand cuts the OCR in August 2027?', z('2027-08-11', '02:00'), 'rbnz', { rules: 'Yes if the RBNZ lowers the Official Cash Rate at its August 2027 Monetary Policy Statement.' }),
  ], groups: [['alpha', 'beta', 'beta_us'], ['gamma']] }, 1);
}
{ // Nikkei 225 close on Jun 30 2027 (alpha, beta) vs TOPIX on the same day (gamma).
  const close = z('2027-06-30', '06:30');
  add('markets', { name: 'nikkei-2027-06-30', events: [
    A('KXNIKKEI-27JUN30', 'Nikkei 225 close on Jun 30, 2027', 'Financials', close, [['T50000', 'Above 50,000', 'n50'], ['T55000', 'Above 55,000', 'n55']], { sources: ['Nikkei Inc. https://indexes.nikkei.co.jp/en/nkave'] }),
    B('Nikkei 225 above 50,000 at end of June 2027?', 'Finance', close, [['nikkei-225-above-50000-june-30-2027', '', 'n50', { q: 'Will the Nikkei 225 close above 50,000 on June 30, 2027?', src: 'https://indexes.nikkei.co.jp/en/nkave' }]]),
    G1('TOPIX closes above 3,500 on June 30, 2027?', close, 'topix', { rules: 'Official TOPIX closing level published by JPX for June 30, 2027.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, 1);
}
{ // Apple market cap on Dec 31 2027 (at the close).
  const close = z('2027-12-31', '21:00');
  add('markets', { name: 'apple-mcap-eoy-2027', events: [
    A('KXAAPLMCAP-27DEC31', 'Apple market cap at end of 2027', 'Companies', close, [['T5', 'Above $5 trillion', 'gt5'], ['T4', 'Above $4 trillion', 'gt4']], { rules: 'Apple closing share price on Dec 31, 2027 times shares outstanding in the latest 10-Q/10-K.' }),
    B('Apple above $5T market cap on December 31, 2027?', 'Finance', close, [['apple-5-trillion-market-cap-eoy-2027', '', 'gt5', { q: 'Will Apple\'s market cap be above $5 trillion at the close on December 31, 2027?' }]]),
    U('apple-market-cap-year-end-2027', 'Apple market cap year-end 2027', 'Finance', close, [['apple-market-cap-below-4t-eoy-2027', 'Below $4T', 'lt4', { q: 'Will Apple\'s market cap be below $4 trillion at the close on December 31, 2027?' }]]),
  ] }, 1);
}

// ───────────────────────────── CHECKS, OUTPUT AND SUMMARY ─────────────────────────────

const seen = new Map<string, string>();
for (const c of cases) {
  for (const e of c.events) {
    const key = `${e.venue}:event:${e.id}`;
    if (seen.has(key)) throw new Error(`duplicate ${key} in ${c.name} and ${seen.get(key)}`);
    seen.set(key, c.name);
    if ((e.close ?? '') <= '2026-11-22T15:00:00Z') throw new Error(`close not after 2026-11-22: ${e.venue}:${e.id}`);
    for (const m of e.markets) {
      const mk = `${e.venue}:market:${m.id}`;
      if (m.id !== e.id && seen.has(mk)) throw new Error(`duplicate ${mk}`);
      seen.set(mk, c.name);
    }
    if (e.venue === 'gamma' && e.markets.some((m) => seen.has(`gamma:event:${m.id}`) && m.id !== e.id)) throw new Error(`gamma id clash ${e.id}`);
  }
  const groups = c.groups ?? [c.events.map((e) => e.venue)];
  for (const e of c.events) {
    const n = groups.filter((g) => g.includes(e.venue)).length;
    if (n !== 1) throw new Error(`${c.name}: ${e.venue} is in ${n} groups`);
  }
  for (const g of groups) for (const v of g) if (!c.events.some((e) => e.venue === v)) throw new Error(`${c.name}: group names absent venue ${v}`);
  for (const k of Object.keys(c.fungible ?? {})) {
    const [a, b] = k.split('|');
    if (!groups.some((g) => g.includes(a!) && g.includes(b!))) throw new Error(`${c.name}: nf pair ${k} spans two events`);
  }
}

const out = new URL('./holdout10-set.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(emitScenario(cases), null, 1)}\n`);

const perVenue: Record<string, number> = {};
const perCat: Record<string, { cases: number; events: number }> = {};
let multi = 0;
let single = 0;
let nfPairs = 0;
for (const [i, c] of cases.entries()) {
  const cat = meta[i]!.cat;
  perCat[cat] ??= { cases: 0, events: 0 };
  perCat[cat].cases += 1;
  perCat[cat].events += c.events.length;
  for (const e of c.events) perVenue[e.venue] = (perVenue[e.venue] ?? 0) + 1;
  for (const g of c.groups ?? [c.events.map((e) => e.venue)]) {
    if (g.length > 1) multi += 1;
    else single += 1;
  }
  nfPairs += Object.keys(c.fungible ?? {}).length / 2;
}
const events = Object.values(perVenue).reduce((a, b) => a + b, 0);
const markets = cases.reduce((a, c) => a + c.events.reduce((b, e) => b + e.markets.length, 0), 0);
const econ = ['economics', 'central_banks', 'markets', 'crypto', 'commodities'];
const econCases = meta.filter((m) => econ.includes(m.cat)).length;
console.log(`holdout10: ${cases.length} cases, ${events} venue events, ${markets} markets`);
console.log(`per venue: ${JSON.stringify(perVenue)}`);
console.log(`per category: ${JSON.stringify(perCat)}`);
console.log(`econ/markets/crypto/commodities: ${econCases} cases (${Math.round((100 * econCases) / cases.length)}%), other: ${cases.length - econCases}`);
console.log(`real-world events: ${multi + single} (${multi} listed on 2+ venues, ${single} on one venue)`);
console.log(`hard negatives: ${meta.reduce((a, m) => a + m.hn, 0)} (in ${meta.filter((m) => m.hn > 0).length} cases); non-fungible venue pairs: ${nfPairs}`);
console.log(`wrote ${out.pathname}`);
