// Sixth independent refdata holdout: writes test/refdata/holdout6-set.json.
// Run: `source deploy/toolchain.sh && node test/refdata/holdout6.build.ts`.
//
// How it was written: by hand, from a trading desk's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Focus: economics, finance, crypto, commodities, weather, culture, tech/companies and science (about 15% sports and
// politics for variety).
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/venues.md, the reference-data sections of
// /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (only for the `Case` format and `emitScenario`), and
// lines 1–72 of test/refdata/holdout4.build.ts (header and the helpers A, B, U, G, G1, nf, z, adapted here; yn was not needed).
// Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set or build file in
// test/refdata, nor any other worktree. The matcher and the evaluation were never run on this set while writing it,
// and no case was adjusted after seeing any matcher output: it is NOT tuned.
// Labels are what is true of the events as written: same `t` = same outcome on the YES side; `groups` split listings
// that are different real-world events (other month, other measure, other deadline, other city…); `fungible` false
// where the two venues settle the same outcome differently (other resolution source, other observation window), with
// the difference visible in the rules or source text. Each real-world event appears in one case only.
// Ids: beta event ids 140001+, gamma ids 8001+, alpha tickers dated 2027–2028; all closes after 2026-11-22.
import { writeFileSync } from 'node:fs';
import { caseList, emitScenario, nf, rows, venueBuilders, z, type E, type HoldoutRow as Row, type Mx } from './evalset.emit.ts';

type Cat = 'economics' | 'finance' | 'crypto' | 'commodities' | 'weather' | 'culture' | 'tech' | 'science' | 'sports' | 'politics';

const { cases, meta, add } = caseList<Cat>({ oneListingPerVenue: true });
const { A, G, G1, nextBetaId } = venueBuilders(140000, 8000);

/** alpha binary event: one market whose ticker is the event ticker. */
function A1(ticker: string, title: string, category: string, close: string, label: string, t: string, x: Partial<E> = {}, mx: Mx = {}): E {
  return { venue: 'alpha', id: ticker, title, category, close, markets: [{ id: ticker, label, t, ...mx }], ...x };
}
/** beta event: numeric event id from 140001, market ids are `${prefix}-${id}` slugs. */
function B(title: string, category: string, close: string, prefix: string, ms: Row[], x: Partial<E> = {}): E {
  return { venue: 'beta', id: nextBetaId(), title, category, close, markets: rows(prefix, '-', ms), ...x };
}
/** beta binary event (market question = title). */
function B1(title: string, category: string, close: string, slug: string, t: string, x: Partial<E> = {}, mx: Mx = {}): E {
  return { venue: 'beta', id: nextBetaId(), title, category, close, markets: [{ id: slug, label: 'Yes', t, q: title, ...mx }], ...x };
}
/** beta_us event: event slug, market slugs `${eventSlug}-${id}`. */
function U(eventSlug: string, title: string, category: string, close: string, ms: Row[], x: Partial<E> = {}): E {
  return { venue: 'beta_us', id: eventSlug, title, category, close, markets: rows(eventSlug, '-', ms), ...x };
}
/** beta_us binary: one market whose slug is the event slug. */
function U1(slug: string, title: string, category: string, close: string, t: string, x: Partial<E> = {}, mx: Mx = {}): E {
  return { venue: 'beta_us', id: slug, title, category, close, markets: [{ id: slug, label: 'Yes', t, q: title, ...mx }], ...x };
}
/** Rows whose question is built from the label. */
const qs = (q: (label: string) => string, ms: Row[]): Row[] => ms.map(([id, label, t, x]) => [id, label, t, { q: q(label), ...(x ?? {}) }]);
const BLS = 'Bureau of Labor Statistics https://www.bls.gov';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov';
const FED = 'Federal Reserve https://www.federalreserve.gov';

// ───────────────────────────── ECONOMICS ─────────────────────────────

// Headline CPI YoY for March 2027: alpha strikes, beta and gamma one-decimal buckets. "Above 2.9%" is "3.0% or more"
// because the print has one decimal; "Above 2.6%" is the NO side of "2.6% or lower", another outcome on the YES side.
add('economics', {
  name: 'cpi-yoy-2027-03',
  events: [
    A('KXCPIYOY-27MAR', 'Inflation in Mar 2027', 'Economics', z('2027-04-13', '12:30'), [
      ['T2.6', 'Above 2.6%', 'gt2.6'], ['T2.8', 'Above 2.8%', 'gt2.8'], ['T2.9', 'Above 2.9%', 'ge3.0'], ['T3.2', 'Above 3.2%', 'gt3.2'],
    ], { rules: 'If the 12-month percent change in CPI-U (all items, not seasonally adjusted) for March 2027, as first released by the BLS, is above the strike, the market resolves to Yes.', sources: [BLS] }),
    B('March 2027 annual inflation (US CPI)', 'Economy', z('2027-04-13', '12:30'), 'us-annual-inflation-march-2027', qs((l) => `Will annual US CPI inflation be ${l} for March 2027?`, [
      ['2pt6-or-lower', '≤2.6%', 'le2.6'], ['2pt7', '2.7%', 'eq2.7'], ['2pt8', '2.8%', 'eq2.8'], ['2pt9', '2.9%', 'eq2.9'], ['3pt0-or-higher', '≥3.0%', 'ge3.0'],
    ]), { rules: 'Resolves per the 12-month change in the all-items CPI-U (NSA) for March 2027 in the BLS release scheduled for April 13, 2027, as published to one decimal.' }),
    G('US CPI YoY — March 2027 print', z('2027-04-13', '12:30'), [
      ['2.6% or below', 'le2.6'], ['2.7%', 'eq2.7'], ['2.8%', 'eq2.8'], ['2.9%', 'eq2.9'], ['3.0% or above', 'ge3.0'],
    ], { rules: 'Settles on the year-over-year all-items CPI for March 2027 published by the US Bureau of Labor Statistics (one decimal).' }),
  ],
}, 3);

// Core MoM vs headline MoM for the same month: different measures, different events.
add('economics', {
  name: 'cpi-core-vs-headline-mom-2027-03',
  events: [
    A('KXCPICORE-27MAR', 'Core CPI in Mar 2027', 'Economics', z('2027-04-13', '12:30'), [
      ['T0.2', 'Above 0.2%', 'gt0.2'], ['T0.3', 'Above 0.3%', 'gt0.3'],
    ], { rules: 'Resolves Yes if the seasonally adjusted month-over-month change in CPI less food and energy for March 2027, as first released by the BLS, is above the strike.', sources: [BLS] }),
    B1('Will core CPI rise more than 0.3% in March 2027?', 'Economy', z('2027-04-13', '12:30'), 'core-cpi-mom-above-0pt3-march-2027', 'gt0.3',
      { rules: 'Yes if the BLS reports core CPI (all items less food and energy, SA) up more than 0.3% month over month for March 2027.' }),
    U1('cpi-mom-above-0pt3-mar-2027', 'Will CPI increase by more than 0.3% in March 2027?', 'Economics', z('2027-04-13', '12:30'), 'hl_gt0.3',
      { rules: 'Headline CPI-U, all items, seasonally adjusted, month-over-month change for March 2027 per BLS. Resolves Yes above 0.3%.' }),
  ],
  groups: [['alpha', 'beta'], ['beta_us']],
}, 1);

// Headline MoM, April (alpha, gamma) vs May (beta).
add('economics', {
  name: 'cpi-mom-apr-vs-may-2027',
  events: [
    A('KXCPI-27APR', 'CPI in Apr 2027', 'Economics', z('2027-05-12', '12:30'), [
      ['T0.1', 'Above 0.1%', 'gt0.1'], ['T0.2', 'Above 0.2%', 'gt0.2'], ['T0.3', 'Above 0.3%', 'gt0.3'],
    ], { rules: 'Month-over-month change in seasonally adjusted CPI-U for April 2027 as first released by the BLS; Yes if above the strike.', sources: [BLS] }),
    G('US CPI MoM (April 2027)', z('2027-05-12', '12:30'), [['0.0% or lower', 'le0.0'], ['0.1%', 'eq0.1'], ['0.2%', 'eq0.2'], ['0.3%', 'eq0.3'], ['0.4% or higher', 'gt0.3']],
      { rules: 'Seasonally adjusted all-items CPI, monthly change for April 2027, as published by BLS (one decimal).' }),
    B1('Will monthly inflation be above 0.3% in May 2027?', 'Economy', z('2027-06-10', '12:30'), 'cpi-mom-above-0pt3-may-2027', 'may_gt0.3',
      { rules: 'Resolves Yes if the BLS reports the seasonally adjusted CPI-U rose more than 0.3% in May 2027.' }),
  ],
  groups: [['alpha', 'gamma'], ['beta']],
}, 2);

// YoY (alpha, beta_us) vs MoM (gamma) for June 2027.
add('economics', {
  name: 'cpi-yoy-vs-mom-2027-06',
  events: [
    A('KXCPIYOY-27JUN', 'Inflation in Jun 2027', 'Economics', z('2027-07-14', '12:30'), [
      ['T2.7', 'Above 2.7%', 'gt2.7'], ['T3.0', 'Above 3.0%', 'gt3.0'],
    ], { rules: 'Yes if the 12-month change in CPI-U (NSA) for June 2027, as first released by the BLS, is above the strike.', sources: [BLS] }),
    U('us-cpi-yoy-june-2027', 'US CPI year-over-year, June 2027', 'Economics', z('2027-07-14', '12:30'), qs((l) => `Will June 2027 YoY CPI be ${l}?`, [
      ['above-3pt0', 'above 3.0%', 'gt3.0'], ['3pt0-or-higher', '3.0% or higher', 'ge3.0'],
    ]), { rules: 'Resolves on the all-items CPI-U 12-month change for June 2027 published by the BLS.' }),
    G1('US CPI MoM June 2027 above 0.3%?', z('2027-07-14', '12:30'), 'mom_gt0.3', { rules: 'Seasonally adjusted monthly change in CPI for June 2027 (BLS).' }),
  ],
  groups: [['alpha', 'beta_us'], ['gamma']],
}, 2);

// Core CPI YoY September 2027: strikes vs one-decimal buckets on 3 venues.
add('economics', {
  name: 'core-cpi-yoy-2027-09',
  events: [
    A('KXCPICOREYOY-27SEP', 'Core inflation in Sep 2027', 'Economics', z('2027-10-13', '12:30'), [
      ['T2.7', 'Above 2.7%', 'gt2.7'], ['T3.0', 'Above 3.0%', 'gt3.0'],
    ], { rules: 'Yes if the 12-month change in CPI less food and energy (NSA) for September 2027, as first released by the BLS, is above the strike.', sources: [BLS] }),
    B('Core CPI YoY September 2027', 'Economy', z('2027-10-13', '12:30'), 'core-cpi-yoy-sep-2027', qs((l) => `Core CPI year over year at ${l} for September 2027?`, [
      ['2pt7-or-less', '2.7% or less', 'le2.7'], ['2pt8', '2.8%', 'eq2.8'], ['2pt9', '2.9%', 'eq2.9'], ['3pt0', '3.0%', 'eq3.0'], ['3pt1-or-more', '3.1% or more', 'gt3.0'],
    ]), { rules: 'Uses the BLS CPI release for September 2027: all items less food and energy, unadjusted 12-month percent change.' }),
    G('Core CPI (YoY) — Sep 2027', z('2027-10-13', '12:30'), [['≤2.7%', 'le2.7'], ['2.8%', 'eq2.8'], ['2.9%', 'eq2.9'], ['3.0%', 'eq3.0'], ['≥3.1%', 'gt3.0']],
      { rules: 'BLS core CPI, 12-month change, September 2027.' }),
  ],
}, 1);

// Core PCE June 2027 (alpha, beta) vs headline PCE June 2027 (gamma).
add('economics', {
  name: 'pce-core-vs-headline-2027-06',
  events: [
    A('KXPCECORE-27JUN', 'Core PCE inflation in Jun 2027', 'Economics', z('2027-07-30', '12:30'), [
      ['T2.5', 'Above 2.5%', 'gt2.5'], ['T2.7', 'Above 2.7%', 'gt2.7'],
    ], { rules: 'Yes if the year-over-year change in the PCE price index excluding food and energy for June 2027, as first released by the BEA, is above the strike.', sources: [BEA] }),
    B('Core PCE YoY for June 2027?', 'Economy', z('2027-07-30', '12:30'), 'core-pce-june-2027', qs((l) => `Core PCE inflation ${l} in June 2027?`, [
      ['above-2pt5', '>2.5%', 'gt2.5'], ['above-2pt7', '>2.7%', 'gt2.7'],
    ]), { rules: 'Per the BEA Personal Income and Outlays release for June 2027, PCE excluding food and energy, percent change from a year ago.' }),
    G1('PCE inflation (headline) above 2.5% in June 2027?', z('2027-07-30', '12:30'), 'head_gt2.5', { rules: 'All-items PCE price index, 12-month change, June 2027 (BEA).' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

// Nonfarm payrolls April 2027 across 4 venues: strikes vs buckets; only the top bucket equals a strike.
add('economics', {
  name: 'payrolls-2027-04',
  events: [
    A('KXPAYROLLS-27APR', 'Jobs numbers in Apr 2027', 'Economics', z('2027-05-07', '12:30'), [
      ['T100000', 'Above 100,000', 'gt100'], ['T150000', 'Above 150,000', 'gt150'], ['T200000', 'Above 200,000', 'gt200'],
    ], { rules: 'Total nonfarm payroll employment change for April 2027 in the first BLS Employment Situation release; Yes if above the strike.', sources: [BLS] }),
    B('How many jobs were added in April 2027?', 'Economy', z('2027-05-07', '12:30'), 'nfp-april-2027', qs((l) => `Will April 2027 nonfarm payrolls be ${l}?`, [
      ['under-50k', '<50k', 'lt50'], ['50k-100k', '50k–100k', 'b50_100'], ['100k-150k', '100k–150k', 'b100_150'], ['150k-200k', '150k–200k', 'b150_200'], ['over-200k', '>200k', 'gt200'],
    ]), { rules: 'Resolves on the headline nonfarm payrolls change for April 2027 as first reported by the BLS; later revisions are ignored.' }),
    U1('april-2027-jobs-report-over-150k', 'Will the April jobs report show more than 150K jobs added?', 'Economics', z('2027-05-07', '12:30'), 'gt150',
      { rules: 'Initial BLS estimate of the change in total nonfarm payrolls for April 2027.' }),
    G1('US nonfarm payrolls April 2027: above 150K?', z('2027-05-07', '12:30'), 'gt150', { rules: 'First print of April 2027 NFP, BLS Employment Situation.' }),
  ],
}, 0);

// Payrolls May (alpha) vs June (beta).
add('economics', {
  name: 'payrolls-may-vs-june-2027',
  events: [
    A('KXPAYROLLS-27MAY', 'Jobs numbers in May 2027', 'Economics', z('2027-06-04', '12:30'), [['T125000', 'Above 125,000', 'may_gt125']],
      { rules: 'Change in total nonfarm payrolls for May 2027 per the first BLS release.', sources: [BLS] }),
    B1('June 2027 jobs report: more than 125K jobs?', 'Economy', z('2027-07-02', '12:30'), 'june-2027-nfp-over-125k', 'jun_gt125',
      { rules: 'Headline nonfarm payrolls for June 2027, first print.' }),
  ],
  groups: [['alpha'], ['beta']],
}, 1);

// Unemployment: the June 2027 print (alpha, gamma) vs the July 2027 print (beta_us).
add('economics', {
  name: 'unemployment-june-2027-vs-2027-high',
  events: [
    A('KXU3-27JUN', 'Unemployment in Jun 2027', 'Economics', z('2027-07-02', '12:30'), [['T4.5', 'Above 4.5%', 'gt4.5'], ['T4.8', 'Above 4.8%', 'gt4.8']],
      { rules: 'U-3 unemployment rate for June 2027 as first reported by the BLS; Yes if above the strike.', sources: [BLS] }),
    G1('US unemployment rate for June 2027 above 4.5%?', z('2027-07-02', '12:30'), 'gt4.5', { rules: 'BLS headline unemployment rate (U-3) for June 2027.' }),
    U1('us-unemployment-above-4pt5-july-2027', 'Will US unemployment be above 4.5% in July 2027?', 'Economics', z('2027-08-06', '12:30'), 'jul_gt4.5',
      { rules: 'BLS U-3 unemployment rate for July 2027, first release.' }),
  ],
  groups: [['alpha', 'gamma'], ['beta_us']],
}, 1);

// Highest unemployment rate of 2027 (alpha max strikes vs beta "reach" thresholds, one decimal) vs the December print (gamma).
add('economics', {
  name: 'unemployment-2027-max',
  events: [
    A('KXU3MAX-27', 'Highest unemployment rate in 2027', 'Economics', z('2028-01-07', '13:30'), [
      ['T4.5', 'Above 4.5%', 'ge4.6'], ['T4.9', 'Above 4.9%', 'ge5.0'], ['T5.4', 'Above 5.4%', 'ge5.5'],
    ], { rules: 'Resolves on the highest U-3 unemployment rate for any reference month January–December 2027, as first reported by the BLS.', sources: [BLS] }),
    B('Will US unemployment reach…in 2027?', 'Economy', z('2028-01-07', '13:30'), 'us-unemployment-reach-2027', qs((l) => `Will US unemployment reach ${l} in 2027?`, [
      ['4pt6', '4.6%', 'ge4.6'], ['5pt0', '5.0%', 'ge5.0'], ['6pt0', '6.0%', 'ge6.0'],
    ]), { rules: 'Yes if the BLS-reported unemployment rate for any month from January through December 2027 is at or above the listed rate (first release).' }),
    G1('US unemployment rate for December 2027 at 4.6% or higher?', z('2028-01-07', '13:30'), 'dec_ge4.6', { rules: 'The December 2027 U-3 rate only, BLS first release (January 2028).' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

// GDP: Q1 2027 advance estimate (alpha, beta) vs full-year 2027 growth (gamma).
add('economics', {
  name: 'gdp-q1-2027-vs-annual',
  events: [
    A('KXGDP-27APR29', 'GDP growth in Q1 2027', 'Economics', z('2027-04-29', '12:30'), [
      ['T1.0', 'Above 1.0%', 'gt1'], ['T2.0', 'Above 2.0%', 'gt2'], ['T3.0', 'Above 3.0%', 'gt3'],
    ], { rules: 'Real GDP growth, seasonally adjusted annual rate, for Q1 2027 in the BEA advance estimate; Yes if above the strike.', sources: [BEA] }),
    B('US GDP growth in Q1 2027?', 'Economy', z('2027-04-29', '12:30'), 'us-gdp-q1-2027', qs((l) => `Q1 2027 US GDP growth ${l}?`, [
      ['negative', 'Negative', 'lt0'], ['above-2', 'Above 2.0%', 'gt2'], ['above-3', 'Above 3.0%', 'gt3'],
    ]), { rules: 'Resolves on the annualized quarter-over-quarter real GDP growth for Q1 2027 in the BEA advance estimate.' }),
    G1('US real GDP growth for full-year 2027 above 2%?', z('2028-02-25', '13:30'), 'annual_gt2', { rules: 'Annual 2027 real GDP growth (year over year) in the first BEA estimate for Q4 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

// GDP Q2 2027 above 2%: advance estimate (alpha) vs second estimate (beta) — same outcome, different vintage.
add('economics', {
  name: 'gdp-q2-2027-advance-vs-second',
  events: [
    A('KXGDP-27JUL29', 'GDP growth in Q2 2027', 'Economics', z('2027-07-29', '12:30'), [['T2.0', 'Above 2.0%', 'gt2']],
      { rules: 'Real GDP growth (SAAR) for Q2 2027 in the BEA advance estimate released July 29, 2027.', sources: [BEA] }),
    B1('Q2 2027 GDP growth above 2%?', 'Economy', z('2027-08-26', '12:30'), 'q2-2027-gdp-above-2pct', 'gt2',
      { rules: 'Resolves on the BEA SECOND estimate of Q2 2027 real GDP growth (annualized), released late August 2027. The advance estimate is not used.' }),
  ],
  fungible: nf('alpha|beta'),
}, 0);

// Initial jobless claims: week ending Jan 16 (alpha, gamma) vs week ending Jan 23 (beta).
add('economics', {
  name: 'jobless-claims-jan-2027',
  events: [
    A('KXJOBLESSCLAIMS-27JAN21', 'Initial jobless claims week ending Jan 16, 2027', 'Economics', z('2027-01-21', '13:30'), [
      ['T220000', 'Above 220,000', 'gt220'], ['T240000', 'Above 240,000', 'gt240'],
    ], { rules: 'Seasonally adjusted initial claims for the week ending January 16, 2027, as first released by the Department of Labor on January 21, 2027.', sources: ['Department of Labor https://www.dol.gov/ui/data.pdf'] }),
    G1('Initial jobless claims > 240K (week ending Jan 16, 2027)?', z('2027-01-21', '13:30'), 'gt240', { rules: 'DOL weekly claims report of Jan 21, 2027, seasonally adjusted initial claims.' }),
    B1('Initial jobless claims above 240K for week ending January 23?', 'Economy', z('2027-01-28', '13:30'), 'jobless-claims-above-240k-jan-23-2027', 'w23_gt240',
      { rules: 'Seasonally adjusted initial claims for the week ending January 23, 2027 in the DOL release of January 28, 2027.' }),
  ],
  groups: [['alpha', 'gamma'], ['beta']],
}, 1);

// FOMC March 2027 decision on all four venues; gamma's "Hike" covers any size, another outcome than "Hike 25bps".
add('economics', {
  name: 'fomc-2027-03',
  events: [
    A('KXFEDDECISION-27MAR', 'Fed decision in Mar 2027', 'Economics', z('2027-03-17', '18:00'), [
      ['C26', 'Cut >25bps', 'cut50'], ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25'], ['H26', 'Hike >25bps', 'hike50'],
    ], { rules: 'Resolves on the change to the upper bound of the federal funds target range announced at the FOMC meeting concluding March 17, 2027.', sources: [FED] }),
    B('Fed decision in March 2027?', 'Economy', z('2027-03-17', '18:00'), 'fed-decision-march-2027', qs((l) => `Fed ${l} after March 2027 meeting?`, [
      ['50-bps-decrease', '50+ bps decrease', 'cut50'], ['25-bps-decrease', '25 bps decrease', 'cut25'], ['no-change', 'No change', 'hold'], ['25-bps-increase', '25+ bps increase', 'hike_any'],
    ]), { rules: 'Resolves on the upper bound of the target federal funds range after the FOMC meeting of March 16–17, 2027, compared with the level before it.' }),
    U('fed-decision-mar-2027', 'Fed interest rate decision, March 2027', 'Economics', z('2027-03-17', '18:00'), qs((l) => `March 2027 FOMC: ${l}?`, [
      ['cut-50', 'Cut 50bps or more', 'cut50'], ['cut-25', 'Cut 25bps', 'cut25'], ['hold', 'Hold', 'hold'], ['hike-25', 'Hike 25bps', 'hike25'],
    ]), { rules: 'Federal funds target range decision at the March 2027 FOMC meeting, per the FOMC statement.' }),
    G('Fed Interest Rate Decision (March 2027)', z('2027-03-17', '18:00'), [['Cut 50bps+', 'cut50'], ['Cut 25bps', 'cut25'], ['No change', 'hold'], ['Hike', 'hike_any']],
      { rules: 'Outcome of the March 16–17, 2027 FOMC meeting as published in the FOMC statement (upper bound of the target range).' }),
  ],
}, 2);

// FOMC June 2027 (alpha) vs July 2027 (beta).
add('economics', {
  name: 'fomc-june-vs-july-2027',
  events: [
    A('KXFEDDECISION-27JUN', 'Fed decision in Jun 2027', 'Economics', z('2027-06-09', '18:00'), [['C25', 'Cut 25bps', 'jun_cut25'], ['H0', 'Hold', 'jun_hold']],
      { rules: 'Change in the upper bound of the federal funds target range at the June 2027 FOMC meeting.', sources: [FED] }),
    B('Fed decision in July 2027?', 'Economy', z('2027-07-28', '18:00'), 'fed-decision-july-2027', qs((l) => `${l} at the July 2027 FOMC?`, [
      ['25-bps-decrease', '25 bps decrease', 'jul_cut25'], ['no-change', 'No change', 'jul_hold'],
    ]), { rules: 'Upper bound of the fed funds target range after the July 2027 FOMC meeting vs before it.' }),
  ],
  groups: [['alpha'], ['beta']],
}, 2);

// September 2027 meeting (alpha, gamma) vs "cut by September 2027" at any meeting (beta).
add('economics', {
  name: 'fomc-sep-2027-vs-cut-by-sep',
  events: [
    A('KXFEDDECISION-27SEP', 'Fed decision in Sep 2027', 'Economics', z('2027-09-22', '18:00'), [
      ['C26', 'Cut >25bps', 'cut50'], ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25'],
    ], { rules: 'Change to the upper bound of the target range announced at the FOMC meeting ending September 22, 2027.', sources: [FED] }),
    G('Fed September 2027 meeting: cut, hold or hike?', z('2027-09-22', '18:00'), [['Cut (any size)', 'cut_any'], ['Hold', 'hold'], ['Hike (any size)', 'hike_any']],
      { rules: 'Federal funds target decision at the September 21–22, 2027 FOMC meeting.' }),
    B1('Fed rate cut by September 2027?', 'Economy', z('2027-09-22', '18:00'), 'fed-rate-cut-by-september-2027', 'cut_by_sep',
      { rules: 'Yes if the FOMC lowers the target federal funds range at any meeting held between December 1, 2026 and September 22, 2027 inclusive.' }),
  ],
  groups: [['alpha', 'gamma'], ['beta']],
}, 2);

// Number of 25bp cuts in 2027: 0..3 correspond; alpha "4 or more" ≠ beta "4".
add('economics', {
  name: 'fed-cuts-count-2027',
  events: [
    A('KXRATECUTCOUNT-27DEC', 'Number of Fed rate cuts in 2027', 'Economics', z('2027-12-08', '19:00'), [
      ['0', '0 cuts', 'c0'], ['1', '1 cut', 'c1'], ['2', '2 cuts', 'c2'], ['3', '3 cuts', 'c3'], ['4', '4 or more cuts', 'c4plus'],
    ], { rules: 'Counts 25-basis-point reductions of the federal funds target upper bound announced at FOMC meetings in calendar 2027 (a 50bp cut counts as 2).', sources: [FED] }),
    B('How many Fed rate cuts in 2027?', 'Economy', z('2027-12-08', '19:00'), 'fed-rate-cuts-2027', qs((l) => `Will the Fed cut rates ${l} time(s) in 2027?`, [
      ['0', '0 (0 bps)', 'c0'], ['1', '1 (25 bps)', 'c1'], ['2', '2 (50 bps)', 'c2'], ['3', '3 (75 bps)', 'c3'], ['4', '4 (100 bps)', 'c4'], ['5-plus', '5+ (125+ bps)', 'c5plus'],
    ]), { rules: 'Counts the total cumulative 25 bps cuts to the fed funds upper bound in 2027; a 50 bps cut counts as 2 cuts. Emergency meetings count.' }),
    U('fed-rate-cuts-in-2027', 'Number of Fed rate cuts in 2027', 'Economics', z('2027-12-08', '19:00'), qs((l) => `Fed cuts in 2027: ${l}?`, [
      ['zero', 'None', 'c0'], ['one', 'One', 'c1'], ['two', 'Two', 'c2'], ['three', 'Three', 'c3'], ['four-plus', 'Four or more', 'c4plus'],
    ]), { rules: 'Total reduction in the federal funds upper bound during 2027, in 25 bps steps.' }),
  ],
}, 2);

// ECB April 2027: gamma "Cut" (any size) is another outcome than "Cut 25bps".
add('economics', {
  name: 'ecb-2027-04',
  events: [
    A('KXECBRATE-27APR', 'ECB rate decision in Apr 2027', 'Economics', z('2027-04-15', '12:15'), [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25']],
      { rules: 'Change to the ECB deposit facility rate announced at the April 2027 monetary policy meeting.', sources: ['European Central Bank https://www.ecb.europa.eu'] }),
    B('ECB decision in April 2027?', 'Economy', z('2027-04-15', '12:15'), 'ecb-decision-april-2027', qs((l) => `ECB ${l} in April 2027?`, [
      ['50-bps-decrease', '50+ bps decrease', 'cut50'], ['25-bps-decrease', '25 bps decrease', 'cut25'], ['no-change', 'No change', 'hold'], ['25-bps-increase', '25 bps increase', 'hike25'],
    ]), { rules: 'Resolves on the change in the ECB deposit facility rate at the April 2027 Governing Council monetary policy meeting.' }),
    G('ECB April 2027 rate decision', z('2027-04-15', '12:15'), [['Cut', 'cut_any'], ['Hold', 'hold'], ['Hike', 'hike_any']],
      { rules: 'Deposit facility rate decision of the ECB Governing Council, April 2027 meeting.' }),
  ],
}, 2);

// BoE May 2027 (alpha, beta) vs BoE June 2027 (gamma).
add('economics', {
  name: 'boe-may-vs-june-2027',
  events: [
    A('KXBOE-27MAY', 'Bank of England decision in May 2027', 'Economics', z('2027-05-06', '11:00'), [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold']],
      { rules: 'Change to Bank Rate announced by the Monetary Policy Committee in May 2027.', sources: ['Bank of England https://www.bankofengland.co.uk'] }),
    B('Bank of England decision in May 2027?', 'Economy', z('2027-05-06', '11:00'), 'boe-decision-may-2027', qs((l) => `BoE ${l} in May 2027?`, [
      ['25-bps-decrease', '25 bps decrease', 'cut25'], ['no-change', 'No change', 'hold'],
    ]), { rules: 'Resolves on Bank Rate after the May 2027 MPC announcement.' }),
    G('BoE June 2027 decision', z('2027-06-17', '11:00'), [['Cut 25bps', 'jun_cut25'], ['Hold', 'jun_hold']], { rules: 'Bank Rate decision of the MPC, June 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 2);

// BoJ January 2027: "Hold" matches; "Hike" (any size) is not "Hike 25bps".
add('economics', {
  name: 'boj-2027-01',
  events: [
    A('KXBOJ-27JAN', 'BoJ rate decision in Jan 2027', 'Economics', z('2027-01-22', '03:00'), [['H25', 'Hike 25bps', 'hike25'], ['H0', 'Hold', 'hold'], ['CUT', 'Cut', 'cut']],
      { rules: 'Change in the Bank of Japan short-term policy rate announced at the January 2027 Monetary Policy Meeting.', sources: ['Bank of Japan https://www.boj.or.jp'] }),
    B('Bank of Japan decision in January 2027?', 'Economy', z('2027-01-22', '03:00'), 'boj-decision-january-2027', qs((l) => `BoJ ${l} in January 2027?`, [
      ['increase', 'Increase', 'hike_any'], ['no-change', 'No change', 'hold'], ['decrease', 'Decrease', 'cut'],
    ]), { rules: 'Uncollateralized overnight call rate target set at the January 2027 BoJ meeting.' }),
  ],
}, 1);

// BoC March 2027: three venues, same.
add('economics', {
  name: 'boc-2027-03',
  events: [
    A('KXBOC-27MAR', 'Bank of Canada decision in Mar 2027', 'Economics', z('2027-03-10', '14:45'), [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25']],
      { rules: 'Change in the target for the overnight rate announced by the Bank of Canada on its March 2027 decision date.', sources: ['Bank of Canada https://www.bankofcanada.ca'] }),
    U('bank-of-canada-march-2027', 'Bank of Canada rate decision (March 2027)', 'Economics', z('2027-03-10', '14:45'), qs((l) => `Bank of Canada: ${l} in March 2027?`, [
      ['cut-25', '25 bp cut', 'cut25'], ['hold', 'No change', 'hold'], ['hike-25', '25 bp hike', 'hike25'],
    ])),
    G('Bank of Canada — Mar 2027 rate decision', z('2027-03-10', '14:45'), [['-25 bps', 'cut25'], ['Unchanged', 'hold'], ['+25 bps', 'hike25']]),
  ],
}, 0);

// Single-venue central-bank listings.
add('economics', {
  name: 'rba-2027-02-single',
  events: [B('RBA decision in February 2027?', 'Economy', z('2027-02-16', '03:30'), 'rba-decision-feb-2027', qs((l) => `RBA ${l} in February 2027?`, [
    ['25-bps-decrease', '25 bps decrease', 'cut25'], ['no-change', 'No change', 'hold'], ['25-bps-increase', '25 bps increase', 'hike25'],
  ]), { rules: 'Cash rate target announced by the Reserve Bank of Australia after its February 2027 meeting.' })],
}, 0);
add('economics', {
  name: 'snb-negative-2027-single',
  events: [G1('Will the SNB cut its policy rate below 0% in 2027?', z('2027-12-16', '08:30'), 'snb_neg', { rules: 'Yes if the Swiss National Bank sets a negative SNB policy rate at any 2027 assessment.' })],
}, 0);

// Recession: two negative quarters (beta, gamma) vs NBER call (alpha).
add('economics', {
  name: 'recession-2027-gdp-vs-nber',
  events: [
    B1('US recession in 2027?', 'Economy', z('2028-01-28', '13:30'), 'us-recession-in-2027', 'two_q',
      { rules: 'Yes if BEA advance estimates show two consecutive quarters of negative real GDP growth (annualized) with both quarters falling between Q4 2026 and Q4 2027.' }),
    G1('US enters a technical recession in 2027 (two straight negative GDP quarters)?', z('2028-01-28', '13:30'), 'two_q',
      { rules: 'Two consecutive quarters of negative real GDP growth, per BEA advance estimates, both quarters between Q4 2026 and Q4 2027.' }),
    A1('KXRECSSNBER-27', 'Will the NBER declare a recession starting in 2027?', 'Economics', z('2028-12-31'), 'Before Jan 1, 2029', 'nber',
      { rules: 'Yes if the NBER Business Cycle Dating Committee announces, before Jan 1, 2029, a peak of economic activity dated in 2027.', sources: ['NBER https://www.nber.org/research/business-cycle-dating'] }),
  ],
  groups: [['beta', 'gamma'], ['alpha']],
}, 1);

// Gas prices end of May 2027: AAA (alpha, beta) vs EIA weekly (gamma) — same outcome, other source.
add('economics', {
  name: 'gas-price-2027-05',
  events: [
    A('KXAAAGASM-27MAY', 'US gas prices at end of May 2027', 'Economics', z('2027-05-31'), [['T3.25', 'Above $3.25', 'gt325'], ['T3.50', 'Above $3.50', 'gt350']],
      { rules: 'Resolves on the AAA national average price of regular gasoline shown on May 31, 2027.', sources: ['AAA https://gasprices.aaa.com'] }),
    B('Gas prices at end of May 2027?', 'Economy', z('2027-05-31'), 'us-gas-price-end-of-may-2027', qs((l) => `Will the average US gas price be ${l} on May 31, 2027?`, [
      ['above-3pt25', 'above $3.25', 'gt325'], ['above-3pt50', 'above $3.50', 'gt350'],
    ]), { rules: 'Source: AAA national average for regular unleaded as displayed on gasprices.aaa.com on May 31, 2027.' }),
    G1('US regular gasoline above $3.50/gal at end of May 2027?', z('2027-06-01', '21:00'), 'gt350',
      { rules: 'Settles on the EIA Weekly U.S. Regular All Formulations Retail Gasoline Price for the week including May 31, 2027 (published Monday). AAA data is not used.' }),
  ],
  fungible: nf('alpha|gamma', 'beta|gamma'),
}, 0);

// Mortgage rates: the last PMMS of June (alpha, gamma) vs "below 6% by June 30" at any week (beta).
add('economics', {
  name: 'mortgage-rate-2027-06',
  events: [
    A('KXMORTGAGE-27JUN', '30-year mortgage rate at end of Jun 2027', 'Economics', z('2027-06-24', '16:00'), [['T6.00', 'Above 6.00%', 'gt6'], ['T6.50', 'Above 6.50%', 'gt65']],
      { rules: 'Freddie Mac PMMS 30-year fixed rate published on the last Thursday of June 2027 (June 24, 2027).', sources: ['Freddie Mac https://www.freddiemac.com/pmms'] }),
    G1('Freddie Mac 30Y mortgage rate above 6.00% on June 24, 2027?', z('2027-06-24', '16:00'), 'gt6', { rules: 'PMMS weekly 30-year fixed average, release of June 24, 2027.' }),
    B1('Will 30-year mortgage rates fall below 6% by June 30, 2027?', 'Economy', z('2027-06-30'), 'mortgage-rates-below-6-by-june-30-2027', 'below6_by',
      { rules: 'Yes if any Freddie Mac PMMS weekly 30-year fixed rate released between now and June 30, 2027 is below 6.00%.' }),
  ],
  groups: [['alpha', 'gamma'], ['beta']],
}, 1);

// 10-year Treasury at year-end 2027: alpha strikes, beta buckets, gamma on ^TNX (other source).
add('economics', {
  name: 'ust10y-year-end-2027',
  events: [
    A('KX10Y-27DEC31', '10-year Treasury yield on Dec 31, 2027', 'Financials', z('2027-12-31', '22:00'), [
      ['T4.00', '4.00% or above', 'ge400'], ['T4.50', '4.50% or above', 'ge450'], ['T5.00', '5.00% or above', 'ge500'],
    ], { rules: 'Resolves on the 10-year par yield in the U.S. Treasury Daily Par Yield Curve Rates for December 31, 2027.', sources: ['U.S. Treasury https://home.treasury.gov'] }),
    B('10-year Treasury yield at end of 2027?', 'Finance', z('2027-12-31', '22:00'), 'us-10y-yield-end-2027', qs((l) => `Will the 10Y Treasury yield be ${l} on Dec 31, 2027?`, [
      ['below-3pt5', 'Below 3.5%', 'lt350'], ['3pt5-4pt0', '3.5%–4.0%', 'b350_400'], ['4pt0-4pt5', '4.0%–4.5%', 'b400_450'], ['4pt5-5pt0', '4.5%–5.0%', 'b450_500'], ['5pt0-plus', '5.0% or higher', 'ge500'],
    ]), { rules: 'U.S. Treasury Daily Par Yield Curve Rates, 10 Yr column, December 31, 2027. Ranges include the lower bound and exclude the upper.' }),
    G1('10Y Treasury yield at or above 4.50% at 2027 year-end close?', z('2027-12-31', '22:00'), 'ge450',
      { rules: 'Settles on the CBOE 10-Year Treasury Yield Index (^TNX) closing value on December 31, 2027, divided by 10.' }),
  ],
  fungible: nf('alpha|gamma'),
}, 0);

// Trade: US–China deal signed by mid-2027 (beta, gamma) vs tariff level cut (alpha).
add('economics', {
  name: 'us-china-trade-2027',
  events: [
    B1('US–China trade deal signed by June 30, 2027?', 'Economy', z('2027-06-30'), 'us-china-trade-deal-by-june-30-2027', 'deal',
      { rules: 'Yes if the United States and China sign a formal written trade agreement between now and June 30, 2027, 11:59 PM ET. Frameworks or truces without a signed agreement do not count.' }),
    G1('Will the US and China sign a trade agreement by 30 June 2027?', z('2027-07-01', '03:59'), 'deal',
      { rules: 'A formal trade agreement signed by both governments by June 30, 2027 (ET).' }),
    A1('KXTARIFFCHINA-27JUN', 'Will the US tariff rate on Chinese goods be below 20% on Jun 30, 2027?', 'Economics', z('2027-06-30'), 'Below 20%', 'tariff_lt20',
      { rules: 'Average US tariff on imports from China per the Peterson Institute tracker on June 30, 2027.' }),
  ],
  groups: [['beta', 'gamma'], ['alpha']],
}, 1);

// Euro area HICP March 2027: flash (beta) vs final (gamma) — same quantity, other vintage.
add('economics', {
  name: 'ea-hicp-2027-03',
  events: [
    B1('Eurozone inflation above 2.0% in March 2027?', 'Economy', z('2027-04-01', '09:00'), 'eurozone-inflation-above-2-march-2027', 'gt2',
      { rules: 'Resolves on the Eurostat FLASH estimate of euro area annual HICP inflation for March 2027.' }),
    G1('Euro area HICP (YoY) > 2.0% for March 2027?', z('2027-04-16', '09:00'), 'gt2',
      { rules: 'Uses the final (not flash) Eurostat HICP release for March 2027, published mid-April 2027.' }),
  ],
  fungible: nf('beta|gamma'),
}, 0);

// Any Fed hike in 2027 (alpha, beta) vs a hike by June 30, 2027 (gamma).
add('economics', {
  name: 'fed-hike-2027-vs-by-june',
  events: [
    A1('KXFEDHIKE-27', 'Will the Fed hike rates in 2027?', 'Economics', z('2027-12-08', '19:00'), 'Hike in 2027', 'hike_2027',
      { rules: 'Yes if the FOMC raises the upper bound of the federal funds target range at any meeting in calendar 2027.', sources: [FED] }),
    B1('Fed rate hike in 2027?', 'Economy', z('2027-12-08', '19:00'), 'fed-rate-hike-in-2027', 'hike_2027',
      { rules: 'Yes if the Fed increases the target federal funds rate at any point between January 1 and December 31, 2027.' }),
    G1('Fed hikes by June 30, 2027?', z('2027-06-30'), 'hike_by_jun', { rules: 'Any increase of the fed funds target range announced by June 30, 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

add('economics', {
  name: 'uk-cpi-2027-04-single',
  events: [A('KXUKCPI-27APR', 'UK CPI inflation in Apr 2027', 'Economics', z('2027-05-19', '06:00'), [['T3.0', 'Above 3.0%', 'gt3'], ['T3.5', 'Above 3.5%', 'gt35']],
    { rules: 'UK CPI 12-month rate for April 2027 as published by the Office for National Statistics.', sources: ['ONS https://www.ons.gov.uk'] })],
}, 0);

// ───────────────────────────── FINANCE / CRYPTO / COMMODITIES ─────────────────────────────
const BRTI = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';

// BTC at noon ET on Jan 15, 2027: alpha on BRTI (60-second average), beta on the Binance 1-minute candle — same outcome,
// other source.
add('crypto', {
  name: 'btc-2027-01-15-noon',
  events: [
    A('KXBTCD-27JAN15H12', 'Bitcoin price on Jan 15, 2027 at 12pm EST?', 'Crypto', z('2027-01-15', '17:00'), [
      ['T99999.99', '$100,000 or above', 'ge100k'], ['T109999.99', '$110,000 or above', 'ge110k'], ['T119999.99', '$120,000 or above', 'ge120k'],
    ], { rules: 'Resolves on the simple average of the 60 seconds of CF Benchmarks\' Bitcoin Real-Time Index (BRTI) before 12:00 PM EST on January 15, 2027.', sources: [BRTI] }),
    B('Bitcoin above ___ on January 15, 2027?', 'Crypto', z('2027-01-15', '17:00'), 'bitcoin-above-on-january-15-2027', qs((l) => `Will the price of Bitcoin be above $${l} on January 15, 2027?`, [
      ['100k', '100,000', 'ge100k'], ['110k', '110,000', 'ge110k'], ['120k', '120,000', 'ge120k'],
    ]), { rules: 'Resolves on the Binance BTC/USDT 1-minute candle for 12:00 PM ET on January 15, 2027: Yes if its final "Close" price is higher than the listed price.' }),
  ],
  fungible: nf('alpha|beta'),
}, 0);

// BTC at 5pm EST (alpha) vs at 12:00 UTC (gamma) on the same day: different observation times, different events.
add('crypto', {
  name: 'btc-2027-01-15-5pm-vs-utc-noon',
  events: [
    A('KXBTCD-27JAN15H17', 'Bitcoin price on Jan 15, 2027 at 5pm EST?', 'Crypto', z('2027-01-15', '22:00'), [['T99999.99', '$100,000 or above', 'h17_ge100k']],
      { rules: 'Average of BRTI over the 60 seconds before 5:00 PM EST on January 15, 2027.', sources: [BRTI] }),
    G1('BTC above $100K on Jan 15, 2027 (12:00 UTC)?', z('2027-01-15', '12:00'), 'utc12_ge100k', { rules: 'Binance BTC/USDT 1m candle close at 12:00 UTC, 15 Jan 2027.' }),
  ],
  groups: [['alpha'], ['gamma']],
}, 1);

// How high BTC gets in March 2027 (alpha BRTI, beta Binance: other source) vs where it closes March (gamma).
add('crypto', {
  name: 'btc-march-2027-max-vs-close',
  events: [
    A('KXBTCMAXM-27MAR', 'How high will Bitcoin get in March 2027?', 'Crypto', z('2027-04-01', '03:59'), [
      ['T120000', 'Above $120,000', 'hit120k'], ['T130000', 'Above $130,000', 'hit130k'], ['T150000', 'Above $150,000', 'hit150k'],
    ], { rules: 'Yes if the CF Benchmarks BRTI exceeds the strike at any time between March 1, 2027 00:00 ET and March 31, 2027 23:59 ET.', sources: [BRTI] }),
    B('What price will Bitcoin hit in March 2027?', 'Crypto', z('2027-04-01', '03:59'), 'what-price-will-bitcoin-hit-in-march-2027', [
      ['up-150k', '↑ 150,000', 'hit150k', { q: 'Will Bitcoin reach $150,000 in March 2027?' }],
      ['up-130k', '↑ 130,000', 'hit130k', { q: 'Will Bitcoin reach $130,000 in March 2027?' }],
      ['up-120k', '↑ 120,000', 'hit120k', { q: 'Will Bitcoin reach $120,000 in March 2027?' }],
      ['down-80k', '↓ 80,000', 'dip80k', { q: 'Will Bitcoin dip to $80,000 in March 2027?' }],
      ['down-70k', '↓ 70,000', 'dip70k', { q: 'Will Bitcoin dip to $70,000 in March 2027?' }],
    ], { rules: 'Yes if any Binance BTC/USDT 1-minute candle between March 1, 2027 00:00 ET and March 31, 2027 23:59 ET has a High at or above (↑) or a Low at or below (↓) the listed price.' }),
    G('Bitcoin price at end of March 2027', z('2027-04-01', '03:59'), [['Above $120K', 'eom_gt120k'], ['$100K–$120K', 'eom_100_120'], ['Below $100K', 'eom_lt100k']],
      { rules: 'Binance BTC/USDT 1-minute candle close at 23:59 ET on March 31, 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
  fungible: nf('alpha|beta'),
}, 3);

// BTC on Dec 31, 2027 at 23:59 ET (beta, gamma, same Binance source) vs at 5pm EST (alpha).
add('crypto', {
  name: 'btc-year-end-2027',
  events: [
    B('Where will Bitcoin end 2027?', 'Crypto', z('2028-01-01', '04:59'), 'bitcoin-price-end-of-2027', qs((l) => `Will Bitcoin be ${l} at the end of 2027?`, [
      ['under-80k', '<$80k', 'lt80'], ['80k-100k', '$80k–$100k', 'b80_100'], ['100k-120k', '$100k–$120k', 'b100_120'], ['120k-150k', '$120k–$150k', 'b120_150'], ['150k-plus', '$150k+', 'ge150'],
    ]), { rules: 'Binance BTC/USDT 1-minute candle for 11:59 PM ET on December 31, 2027, final Close. Ranges include the lower bound.' }),
    G('BTC price on Dec 31, 2027 (11:59 PM ET)', z('2028-01-01', '04:59'), [
      ['Below 80,000', 'lt80'], ['80,000 – 99,999', 'b80_100'], ['100,000 – 119,999', 'b100_120'], ['120,000 – 149,999', 'b120_150'], ['150,000 or more', 'ge150'],
    ], { rules: 'Close of the Binance BTC/USDT 1m candle at 23:59 ET on 31 Dec 2027.' }),
    A('KXBTCY-27DEC31H17', 'Bitcoin price on Dec 31, 2027 at 5pm EST?', 'Crypto', z('2027-12-31', '22:00'), [
      ['B90000', '$80,000 to $99,999.99', 'h17_b80_100'], ['B110000', '$100,000 to $119,999.99', 'h17_b100_120'], ['T120000', '$120,000 or above', 'h17_ge120'],
    ], { rules: 'Average of the BRTI over the 60 seconds before 5:00 PM EST on December 31, 2027.', sources: [BRTI] }),
  ],
  groups: [['beta', 'gamma'], ['alpha']],
}, 1);

// ETH on Mar 31, 2027 at 5pm EDT: alpha and beta_us (Coinbase: other source) "above $4,000"; gamma lists "below $4,000"
// on the same observation — the opposite YES side.
add('crypto', {
  name: 'eth-2027-03-31-5pm',
  events: [
    A('KXETHD-27MAR31H17', 'Ethereum price on Mar 31, 2027 at 5pm EDT?', 'Crypto', z('2027-03-31', '21:00'), [
      ['T3999.99', '$4,000 or above', 'ge4000'], ['T4499.99', '$4,500 or above', 'ge4500'],
    ], { rules: 'Average of the CF Benchmarks Ether-Dollar Real-Time Index over the 60 seconds before 5:00 PM EDT on March 31, 2027.', sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    U('eth-above-mar-31-2027-5pm-et', 'Ethereum above ___ on March 31, 2027 (5 PM ET)?', 'Crypto', z('2027-03-31', '21:00'), qs((l) => `Will ETH be above ${l} on Mar 31, 2027 at 5 PM ET?`, [
      ['4000', '$4,000', 'ge4000'], ['4500', '$4,500', 'ge4500'],
    ]), { rules: 'Coinbase ETH-USD spot price at 5:00 PM ET on March 31, 2027 (last trade of the minute).' }),
    G1('ETH below $4,000 on March 31, 2027 at 5PM ET?', z('2027-03-31', '21:00'), 'lt4000', { rules: 'CF Benchmarks ETH RTI, 60-second average before 17:00 ET, 31 Mar 2027. Yes if below $4,000.' }),
  ],
  fungible: nf('alpha|beta_us'),
}, 1);

// Solana new all-time high by June 30, 2027 (beta, gamma) vs SOL price on June 30 (alpha).
add('crypto', {
  name: 'sol-ath-by-june-2027-vs-price',
  events: [
    B1('Solana all time high by June 30, 2027?', 'Crypto', z('2027-06-30'), 'solana-all-time-high-by-june-30-2027', 'ath',
      { rules: 'Yes if any Binance SOL/USDT 1-minute candle High between now and June 30, 2027 11:59 PM ET exceeds the prior all-time high on Binance.' }),
    G1('Will SOL set a new all-time high before July 2027?', z('2027-07-01', '03:59'), 'ath',
      { rules: 'Binance SOL/USDT: a 1m candle High above the prior all-time high at any time until 30 June 2027 23:59 ET.' }),
    A('KXSOLD-27JUN30H17', 'Solana price on Jun 30, 2027 at 5pm EDT?', 'Crypto', z('2027-06-30', '21:00'), [['T299.99', '$300 or above', 'ge300']],
      { rules: 'CF Benchmarks SOL-USD real-time index, 60-second average before 5:00 PM EDT on June 30, 2027.' }),
  ],
  groups: [['beta', 'gamma'], ['alpha']],
}, 1);

// BTC dominance on June 30, 2027: TradingView BTC.D (beta) vs CoinGecko (gamma).
add('crypto', {
  name: 'btc-dominance-2027-06-30',
  events: [
    B1('Bitcoin dominance above 60% on June 30, 2027?', 'Crypto', z('2027-06-30'), 'bitcoin-dominance-above-60-june-30-2027', 'gt60',
      { rules: 'Resolves on the TradingView CRYPTOCAP:BTC.D daily close for June 30, 2027.' }, { src: 'https://www.tradingview.com/symbols/BTC.D/' }),
    G1('BTC market dominance > 60% at end of June 2027?', z('2027-06-30'), 'gt60', { rules: 'Bitcoin market cap dominance as shown on CoinGecko global charts at 23:59 UTC on June 30, 2027.' }),
  ],
  fungible: nf('beta|gamma'),
}, 0);

// Strategy (MicroStrategy) selling any bitcoin in 2027: three venues, same.
add('crypto', {
  name: 'strategy-sells-btc-2027',
  events: [
    A1('KXMSTRSELL-27', 'Will Strategy sell any bitcoin in 2027?', 'Crypto', z('2027-12-31'), 'Sells in 2027', 'sell',
      { rules: 'Yes if Strategy Inc. (formerly MicroStrategy) discloses in an SEC filing or press release a sale of bitcoin executed between Jan 1 and Dec 31, 2027.' }),
    B1('MicroStrategy sells Bitcoin in 2027?', 'Crypto', z('2027-12-31'), 'microstrategy-sells-bitcoin-in-2027', 'sell',
      { rules: 'Yes if MicroStrategy/Strategy announces it sold any of its bitcoin holdings in a transaction during calendar year 2027.' }),
    G1('Strategy (MSTR) sells BTC in 2027?', z('2027-12-31'), 'sell', { rules: 'Any sale of BTC by Strategy Inc. executed in 2027, per its filings or announcements.' }),
  ],
}, 0);

// Lowest BTC in 2027 (alpha BRTI, beta Binance: other source) vs BTC below $70K on June 30, 2027 at 12:00 UTC (gamma).
add('crypto', {
  name: 'btc-2027-low-vs-june-30',
  events: [
    A('KXBTCMINY-27', 'How low will Bitcoin get in 2027?', 'Crypto', z('2028-01-01', '04:59'), [['T70000', 'Below $70,000', 'dip70'], ['T60000', 'Below $60,000', 'dip60']],
      { rules: 'Yes if the BRTI falls below the strike at any time during calendar year 2027 (ET).', sources: [BRTI] }),
    B('Will Bitcoin dip below…in 2027?', 'Crypto', z('2028-01-01', '04:59'), 'bitcoin-dip-in-2027', qs((l) => `Will Bitcoin dip to ${l} in 2027?`, [
      ['70k', '$70K', 'dip70'], ['60k', '$60K', 'dip60'], ['50k', '$50K', 'dip50'],
    ]), { rules: 'Yes if any Binance BTC/USDT 1-minute candle Low in 2027 (ET) is at or below the listed price.' }),
    G1('Bitcoin below $70K on June 30, 2027 (12:00 UTC)?', z('2027-06-30', '12:00'), 'jun30_lt70', { rules: 'Binance BTC/USDT 1m close at 12:00 UTC, 30 June 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
  fungible: nf('alpha|beta'),
}, 1);

// XRP above $3 at year-end 2027: beta and beta_us, same source.
add('crypto', {
  name: 'xrp-year-end-2027',
  events: [
    B1('XRP above $3 on December 31, 2027?', 'Crypto', z('2028-01-01', '04:59'), 'xrp-above-3-on-december-31-2027', 'gt3',
      { rules: 'Binance XRP/USDT 1-minute candle for 11:59 PM ET on December 31, 2027; Yes if Close > $3.00.' }),
    U1('xrp-above-3-dec-31-2027', 'Will XRP close 2027 above $3?', 'Crypto', z('2028-01-01', '04:59'), 'gt3',
      { rules: 'Binance XRPUSDT 1m candle at 23:59 ET on 12/31/2027, Close above $3.00.' }),
  ],
}, 0);

// S&P 500 close on the last trading day of 2027 (alpha, beta_us, gamma) vs S&P 500 intraday "hit" in 2027 (beta).
add('finance', {
  name: 'spx-2027-close-vs-hit',
  events: [
    A('KXINXY-27DEC31', 'S&P 500 at the end of 2027', 'Financials', z('2027-12-31', '21:00'), [
      ['T7000', 'Above 7,000', 'gt7000'], ['T7500', 'Above 7,500', 'gt7500'], ['T8000', 'Above 8,000', 'gt8000'],
    ], { rules: 'Closing value of the S&P 500 index on December 31, 2027, as published by S&P Dow Jones Indices.', sources: ['S&P Dow Jones Indices https://www.spglobal.com/spdji'] }),
    U1('sp500-close-above-7500-2027', 'Will the S&P 500 close 2027 above 7,500?', 'Finance', z('2027-12-31', '21:00'), 'gt7500',
      { rules: 'Official S&P 500 close on Friday, December 31, 2027.' }),
    G1('S&P 500 ends 2027 above 8,000?', z('2027-12-31', '21:00'), 'gt8000', { rules: 'SPX official closing level on the final trading day of 2027.' }),
    B('What will the S&P 500 hit in 2027?', 'Finance', z('2027-12-31', '21:00'), 'what-will-sp-500-hit-in-2027', qs((l) => `Will the S&P 500 hit ${l} in 2027?`, [
      ['8000', '↑ 8,000', 'hit8000'], ['8500', '↑ 8,500', 'hit8500'], ['6000', '↓ 6,000', 'dip6000'],
    ]), { rules: 'Yes if the S&P 500 index trades at or beyond the listed level intraday at any time in 2027.' }),
  ],
  groups: [['alpha', 'beta_us', 'gamma'], ['beta']],
}, 2);

// Nasdaq-100 (alpha) vs Nasdaq Composite (beta) at the end of 2027.
add('finance', {
  name: 'ndx-vs-comp-2027',
  events: [
    A('KXNASDAQ100Y-27DEC31', 'Nasdaq-100 at the end of 2027', 'Financials', z('2027-12-31', '21:00'), [['T27000', 'Above 27,000', 'ndx_gt27k'], ['T30000', 'Above 30,000', 'ndx_gt30k']],
      { rules: 'Nasdaq-100 Index (NDX) close on December 31, 2027.', sources: ['Nasdaq https://www.nasdaq.com'] }),
    B1('Nasdaq Composite above 27,000 at the end of 2027?', 'Finance', z('2027-12-31', '21:00'), 'nasdaq-composite-above-27000-end-2027', 'comp_gt27k',
      { rules: 'Resolves on the Nasdaq Composite (IXIC) official close on December 31, 2027.' }),
  ],
  groups: [['alpha'], ['beta']],
}, 1);

// Dow close on Mar 19 (alpha, gamma) vs Mar 26 (beta).
add('finance', {
  name: 'dow-2027-03-19-vs-26',
  events: [
    A('KXDJI-27MAR19', 'Dow Jones close on Mar 19, 2027', 'Financials', z('2027-03-19', '20:00'), [['T50000', '50,000 or above', 'ge50k'], ['T52000', '52,000 or above', 'ge52k']],
      { rules: 'Closing value of the Dow Jones Industrial Average on March 19, 2027.', sources: ['S&P Dow Jones Indices https://www.spglobal.com/spdji'] }),
    G1('Dow closes at or above 50,000 on March 19, 2027?', z('2027-03-19', '20:00'), 'ge50k', { rules: 'DJIA official close, Friday 19 March 2027.' }),
    B1('Dow Jones above 50,000 on March 26, 2027?', 'Finance', z('2027-03-26', '20:00'), 'dow-above-50000-march-26-2027', 'm26_ge50k',
      { rules: 'DJIA close on Friday, March 26, 2027.' }),
  ],
  groups: [['alpha', 'gamma'], ['beta']],
}, 1);

// Gold at the end of June 2027: COMEX settlement (alpha) vs LBMA PM (beta), and "hits $5,000 by June 30" (gamma).
add('commodities', {
  name: 'gold-2027-06',
  events: [
    A('KXGOLDMON-27JUN', 'Gold price at the end of Jun 2027', 'Financials', z('2027-06-30', '18:30'), [['T4500', 'Above $4,500', 'gt4500'], ['T5000', 'Above $5,000', 'gt5000']],
      { rules: 'COMEX gold front-month futures settlement price on June 30, 2027.', sources: ['CME Group https://www.cmegroup.com'] }),
    B('Gold price on June 30, 2027?', 'Finance', z('2027-06-30', '18:30'), 'gold-price-june-30-2027', qs((l) => `Will gold be ${l} on June 30, 2027?`, [
      ['above-4500', 'above $4,500', 'gt4500'], ['above-5000', 'above $5,000', 'gt5000'],
    ]), { rules: 'Resolves on the LBMA Gold Price PM (USD/oz) for June 30, 2027.' }),
    G1('Gold hits $5,000/oz by June 30, 2027?', z('2027-06-30'), 'hit5000', { rules: 'Yes if spot gold (XAU/USD) trades at or above $5,000 at any time until 30 June 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
  fungible: nf('alpha|beta'),
}, 1);

// WTI (alpha, gamma) vs Brent (beta) on Mar 31, 2027.
add('commodities', {
  name: 'oil-wti-vs-brent-2027-03-31',
  events: [
    A('KXWTI-27MAR31', 'WTI oil price on Mar 31, 2027', 'Financials', z('2027-03-31', '18:30'), [['T60', 'Above $60', 'gt60'], ['T70', 'Above $70', 'gt70']],
      { rules: 'NYMEX WTI crude front-month settlement price on March 31, 2027.', sources: ['CME Group https://www.cmegroup.com'] }),
    G1('WTI crude settles above $70 on March 31, 2027?', z('2027-03-31', '18:30'), 'gt70', { rules: 'NYMEX WTI front-month settlement, 31 March 2027.' }),
    B1('Brent crude above $70 on March 31, 2027?', 'Finance', z('2027-03-31', '18:30'), 'brent-above-70-march-31-2027', 'brent_gt70',
      { rules: 'ICE Brent front-month futures settlement on March 31, 2027.' }),
  ],
  groups: [['alpha', 'gamma'], ['beta']],
}, 1);

// Silver: "hit $60 by end of 2027" (beta, beta_us) vs "settles above $60 on Dec 31, 2027" (gamma).
add('commodities', {
  name: 'silver-hit-vs-settle-2027',
  events: [
    B1('Will silver hit $60 by end of 2027?', 'Finance', z('2027-12-31'), 'silver-hit-60-by-end-of-2027', 'hit60',
      { rules: 'Yes if the COMEX silver front-month contract trades at or above $60.00/oz at any time between now and December 31, 2027.' }),
    U1('silver-60-by-2027', 'Silver to $60 before 2028?', 'Commodities', z('2027-12-31'), 'hit60',
      { rules: 'COMEX front-month silver futures trade at $60.00 or higher at any point through December 31, 2027.' }),
    G1('Silver settles above $60 on Dec 31, 2027?', z('2027-12-31', '18:30'), 'settle60', { rules: 'COMEX front-month silver settlement on December 31, 2027.' }),
  ],
  groups: [['beta', 'beta_us'], ['gamma']],
}, 1);

// EUR/USD on June 30, 2027: 10am ET snapshot (alpha) vs ECB reference rate (beta) — same outcome, other source.
add('finance', {
  name: 'eurusd-2027-06-30',
  events: [
    A('KXEURUSD-27JUN30H10', 'EUR/USD on Jun 30, 2027', 'Financials', z('2027-06-30', '14:00'), [['T1.1500', 'Above 1.1500', 'gt115'], ['T1.2000', 'Above 1.2000', 'gt120']],
      { rules: 'EUR/USD spot mid-rate at 10:00 AM ET on June 30, 2027, per the WM/Reuters benchmark snapshot.' }),
    B('EUR/USD on June 30, 2027?', 'Finance', z('2027-06-30', '14:00'), 'eur-usd-june-30-2027', qs((l) => `Will EUR/USD be above ${l} on June 30, 2027?`, [
      ['1pt15', '1.15', 'gt115'], ['1pt20', '1.20', 'gt120'],
    ]), { rules: 'Resolves on the ECB euro foreign exchange reference rate for USD published for June 30, 2027 (about 14:15 CET).' }),
  ],
  fungible: nf('alpha|beta'),
}, 0);

add('finance', {
  name: 'usdjpy-2027-single',
  events: [G('USD/JPY at end of 2027', z('2027-12-31', '22:00'), [['Below 140', 'lt140'], ['140–150', 'b140_150'], ['150–160', 'b150_160'], ['Above 160', 'gt160']],
    { rules: 'WM/Reuters 4 PM London USD/JPY fix on December 31, 2027.' })],
}, 0);

// Largest company by market cap on June 30, 2027: four venues; beta's "Other" has no counterpart.
add('finance', {
  name: 'largest-company-2027-06-30',
  events: [
    A('KXLARGECO-27JUN30', 'Largest company by market cap at the end of Jun 2027', 'Companies', z('2027-06-30', '21:00'), [
      ['NVDA', 'Nvidia', 'nvda'], ['AAPL', 'Apple', 'aapl'], ['MSFT', 'Microsoft', 'msft'], ['GOOGL', 'Alphabet', 'googl'],
    ], { rules: 'The company with the largest market capitalization at the close on June 30, 2027 per companiesmarketcap.com.', sources: ['companiesmarketcap https://companiesmarketcap.com'] }),
    B('Largest company in the world end of June 2027?', 'Finance', z('2027-06-30', '21:00'), 'largest-company-june-2027', qs((l) => `Will ${l} be the largest company in the world by market cap on June 30, 2027?`, [
      ['nvidia', 'NVIDIA', 'nvda'], ['apple', 'Apple', 'aapl'], ['microsoft', 'Microsoft', 'msft'], ['alphabet', 'Alphabet (Google)', 'googl'], ['other', 'Other', 'other'],
    ]), { rules: 'Resolves per companiesmarketcap.com ranking after the market close on June 30, 2027.' }),
    U('largest-company-jun-30-2027', 'World\'s largest company on June 30, 2027', 'Finance', z('2027-06-30', '21:00'), qs((l) => `${l} largest by market cap on 6/30/2027?`, [
      ['nvda', 'Nvidia (NVDA)', 'nvda'], ['aapl', 'Apple (AAPL)', 'aapl'], ['msft', 'Microsoft (MSFT)', 'msft'],
    ]), { rules: 'Ranking on companiesmarketcap.com at the June 30, 2027 close.' }),
    G('Largest company by market cap — 30 Jun 2027', z('2027-06-30', '21:00'), [['NVIDIA', 'nvda'], ['Apple', 'aapl'], ['Microsoft', 'msft'], ['Google', 'googl']],
      { rules: 'companiesmarketcap.com ranking at the June 30, 2027 close.' }),
  ],
}, 0);

// Nvidia above $6T on Dec 31, 2027 (beta, gamma) vs Nvidia closing at $6T on any day of 2027 (alpha).
add('finance', {
  name: 'nvda-6t-on-vs-during-2027',
  events: [
    B1('Nvidia market cap above $6T on December 31, 2027?', 'Finance', z('2027-12-31', '21:00'), 'nvidia-above-6t-december-31-2027', 'dec31_6t',
      { rules: 'Market capitalization at the December 31, 2027 close per companiesmarketcap.com.' }),
    G1('NVDA market cap > $6 trillion at 2027 year-end close?', z('2027-12-31', '21:00'), 'dec31_6t', { rules: 'companiesmarketcap.com value at the Dec 31, 2027 close.' }),
    A1('KXNVDA6T-27', 'Will Nvidia reach a $6 trillion market cap in 2027?', 'Companies', z('2027-12-31', '21:00'), 'Reaches $6T', 'any_6t',
      { rules: 'Yes if Nvidia\'s market capitalization at any daily close in 2027 is at or above $6 trillion.' }),
  ],
  groups: [['beta', 'gamma'], ['alpha']],
}, 1);

// SpaceX IPO by June 30, 2027 (alpha, beta) vs in 2027 (gamma).
add('finance', {
  name: 'spacex-ipo-2027',
  events: [
    A1('KXIPOSPACEX-27JUL01', 'Will SpaceX IPO before Jul 1, 2027?', 'Companies', z('2027-06-30'), 'Before Jul 1, 2027', 'by_jun30',
      { rules: 'Yes if SpaceX shares begin trading on a US stock exchange following an IPO or direct listing before July 1, 2027.' }),
    B1('SpaceX IPO by June 30, 2027?', 'Finance', z('2027-06-30'), 'spacex-ipo-by-june-30-2027', 'by_jun30',
      { rules: 'Yes if SpaceX\'s common stock begins public trading on a major US exchange by June 30, 2027, 11:59 PM ET.' }),
    G1('SpaceX IPO in 2027?', z('2027-12-31'), 'in_2027', { rules: 'SpaceX shares start trading on a public exchange by December 31, 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

// Apple FQ2 2027 EPS beat: Zacks consensus (beta) vs LSEG consensus (gamma); revenue beat (beta_us) is another event.
add('finance', {
  name: 'apple-fq2-2027-earnings',
  events: [
    B1('Will Apple beat quarterly earnings (FQ2 2027)?', 'Finance', z('2027-05-01'), 'apple-beat-earnings-fq2-2027', 'eps_beat',
      { rules: 'Yes if Apple\'s reported GAAP diluted EPS for fiscal Q2 2027 exceeds the Zacks consensus EPS estimate shown the day before the release.' }),
    G1('Apple beats EPS estimates for Q2 FY27?', z('2027-05-01'), 'eps_beat', { rules: 'Reported EPS vs the LSEG (Refinitiv) mean analyst estimate for Apple fiscal Q2 2027.' }),
    U1('apple-revenue-beat-fq2-2027', 'Will Apple beat revenue estimates in fiscal Q2 2027?', 'Finance', z('2027-05-01'), 'rev_beat',
      { rules: 'Reported revenue vs consensus revenue estimate for fiscal Q2 2027.' }),
  ],
  groups: [['beta', 'gamma'], ['beta_us']],
  fungible: nf('beta|gamma'),
}, 1);

// Meta split announced by June 30, 2027 (alpha, beta) vs Microsoft split in 2027 (gamma).
add('finance', {
  name: 'stock-split-2027',
  events: [
    A1('KXSPLITMETA-27JUL01', 'Will Meta announce a stock split before Jul 1, 2027?', 'Companies', z('2027-06-30'), 'Before Jul 1, 2027', 'meta',
      { rules: 'Yes if Meta Platforms officially announces a forward stock split before July 1, 2027. Completion is not required.' }),
    B1('Meta stock split announced by June 30, 2027?', 'Finance', z('2027-06-30'), 'meta-stock-split-announced-by-june-30-2027', 'meta',
      { rules: 'Yes if Meta announces a stock split by June 30, 2027 (ET); the split need not take effect.' }),
    G1('Microsoft announces a stock split in 2027?', z('2027-12-31'), 'msft', { rules: 'Official Microsoft announcement of a stock split during 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

// Spot HYPE ETF: SEC approval by Mar 31, 2027 (alpha, beta) vs trading begins by then (gamma).
add('finance', {
  name: 'hype-etf-approve-vs-trade-2027',
  events: [
    A1('KXETFHYPE-27APR01', 'Will the SEC approve a spot Hyperliquid ETF before Apr 1, 2027?', 'Crypto', z('2027-03-31'), 'Before Apr 1, 2027', 'approve',
      { rules: 'Yes if the SEC approves (or lets become effective) a US spot HYPE exchange-traded product before April 1, 2027.' }),
    B1('SEC approves a spot HYPE ETF by March 31, 2027?', 'Crypto', z('2027-03-31'), 'sec-approves-hype-etf-by-march-31-2027', 'approve',
      { rules: 'Yes if the SEC approves a spot Hyperliquid (HYPE) ETF, or its registration becomes effective, by March 31, 2027.' }),
    G1('Spot HYPE ETF begins trading in the US by March 31, 2027?', z('2027-03-31'), 'trade', { rules: 'Yes if a spot HYPE ETF has its first day of trading on a US exchange by 31 March 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

add('finance', {
  name: 'stripe-ipo-2027-single',
  events: [U1('stripe-ipo-in-2027', 'Will Stripe IPO in 2027?', 'Finance', z('2027-12-31'), 'stripe', { rules: 'Stripe shares begin trading publicly on a US exchange by Dec 31, 2027.' })],
}, 0);

// Tesla Q1 2027 deliveries: strikes (alpha) vs buckets (beta); production (gamma) is another event.
add('tech', {
  name: 'tesla-q1-2027-deliveries',
  events: [
    A('KXTESLADELIV-27Q1', 'Tesla deliveries in Q1 2027', 'Companies', z('2027-04-02', '13:00'), [
      ['T400000', 'Above 400,000', 'gt400'], ['T450000', 'Above 450,000', 'gt450'],
    ], { rules: 'Total vehicle deliveries for Q1 2027 as reported in Tesla\'s quarterly production and deliveries release.' }),
    B('Tesla deliveries in Q1 2027?', 'Tech', z('2027-04-02', '13:00'), 'tesla-deliveries-q1-2027', qs((l) => `Will Tesla deliver ${l} vehicles in Q1 2027?`, [
      ['under-375k', '<375k', 'lt375'], ['375k-400k', '375k–400k', 'b375_400'], ['400k-425k', '400k–425k', 'b400_425'], ['425k-450k', '425k–450k', 'b425_450'], ['over-450k', '>450k', 'gt450'],
    ]), { rules: 'Total deliveries in Tesla\'s official Q1 2027 delivery report.' }),
    G1('Tesla Q1 2027 production above 450K?', z('2027-04-02', '13:00'), 'prod_gt450', { rules: 'Total production (not deliveries) in Tesla\'s Q1 2027 report.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

// ───────────────────────────── WEATHER ─────────────────────────────

// NYC high on Jul 4, 2027: alpha and gamma on Central Park, beta on LaGuardia — same buckets, other station.
add('weather', {
  name: 'nyc-high-2027-07-04',
  events: [
    A('KXHIGHNY-27JUL04', 'Highest temperature in NYC on Jul 4, 2027?', 'Climate and Weather', z('2027-07-05', '14:00'), [
      ['T85', '84° or below', 'le84'], ['B85.5', '85° to 86°', 'b85_86'], ['B87.5', '87° to 88°', 'b87_88'], ['T88', '89° or above', 'ge89'],
    ], { rules: 'Maximum temperature for Central Park, NY on July 4, 2027 in the NWS Daily Climate Report (CLI).', sources: ['National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC'] }),
    B('Highest temperature in NYC on July 4, 2027?', 'Weather', z('2027-07-05', '14:00'), 'highest-temperature-in-nyc-on-july-4-2027', qs((l) => `Will the highest temperature in New York City be ${l} on July 4, 2027?`, [
      ['84f-or-below', '84°F or below', 'le84'], ['85-86f', '85-86°F', 'b85_86'], ['87-88f', '87-88°F', 'b87_88'], ['89f-or-higher', '89°F or higher', 'ge89'],
    ]), { rules: 'Resolves on the highest temperature recorded at LaGuardia Airport (KLGA) on July 4, 2027 per Weather Underground history, in whole degrees Fahrenheit.' }),
    G1('NYC (Central Park) high of 89°F or more on July 4, 2027?', z('2027-07-05', '14:00'), 'ge89', { rules: 'NWS CLI for Central Park, max temperature on 4 July 2027.' }),
  ],
  fungible: nf('alpha|beta', 'beta|gamma'),
}, 0);

// Chicago high on Jul 15, 2027: Midway (alpha) vs O'Hare (beta).
add('weather', {
  name: 'chicago-high-2027-07-15',
  events: [
    A('KXHIGHCHI-27JUL15', 'Highest temperature in Chicago on Jul 15, 2027?', 'Climate and Weather', z('2027-07-16', '14:00'), [
      ['T86', '85° or below', 'le85'], ['B86.5', '86° to 87°', 'b86_87'], ['B88.5', '88° to 89°', 'b88_89'], ['T89', '90° or above', 'ge90'],
    ], { rules: 'Maximum temperature at Chicago Midway Airport on July 15, 2027 in the NWS Daily Climate Report.', sources: ['National Weather Service https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=MDW'] }),
    B('Highest temperature in Chicago on July 15, 2027?', 'Weather', z('2027-07-16', '14:00'), 'highest-temperature-in-chicago-on-july-15-2027', qs((l) => `Highest temperature in Chicago ${l} on July 15, 2027?`, [
      ['85f-or-below', '85°F or below', 'le85'], ['86-87f', '86-87°F', 'b86_87'], ['88-89f', '88-89°F', 'b88_89'], ['90f-or-higher', '90°F or higher', 'ge90'],
    ]), { rules: 'Highest temperature recorded at Chicago O\'Hare International Airport (KORD) on July 15, 2027, per Weather Underground.' }),
  ],
  fungible: nf('alpha|beta'),
}, 0);

// Miami (alpha) vs Houston (beta) on the same day.
add('weather', {
  name: 'miami-vs-houston-2027-08-10',
  events: [
    A('KXHIGHMIA-27AUG10', 'Highest temperature in Miami on Aug 10, 2027?', 'Climate and Weather', z('2027-08-11', '14:00'), [['T92', '93° or above', 'mia_ge93'], ['B91.5', '91° to 92°', 'mia_b91_92']],
      { rules: 'Max temperature at Miami International Airport on August 10, 2027 per the NWS CLI.' }),
    B('Highest temperature in Houston on August 10, 2027?', 'Weather', z('2027-08-11', '14:00'), 'highest-temperature-houston-august-10-2027', qs((l) => `Houston high ${l} on August 10, 2027?`, [
      ['93f-or-higher', '93°F or higher', 'hou_ge93'], ['91-92f', '91-92°F', 'hou_b91_92'],
    ]), { rules: 'Highest temperature at Houston Hobby Airport (KHOU) on August 10, 2027 per Weather Underground.' }),
  ],
  groups: [['alpha'], ['beta']],
}, 2);

// Austin high on Jun 20, 2027: buckets (alpha) vs "hit 100°F" (beta_us), both at Austin-Bergstrom.
add('weather', {
  name: 'austin-high-2027-06-20',
  events: [
    A('KXHIGHAUS-27JUN20', 'Highest temperature in Austin on Jun 20, 2027?', 'Climate and Weather', z('2027-06-21', '14:00'), [
      ['T96', '95° or below', 'le95'], ['B96.5', '96° to 97°', 'b96_97'], ['B98.5', '98° to 99°', 'b98_99'], ['T99', '100° or above', 'ge100'],
    ], { rules: 'Maximum temperature at Austin-Bergstrom International Airport on June 20, 2027, NWS Daily Climate Report.' }),
    U1('austin-100-degrees-june-20-2027', 'Will Austin hit 100°F on June 20, 2027?', 'Weather', z('2027-06-21', '14:00'), 'ge100',
      { rules: 'NWS Daily Climate Report for Austin-Bergstrom (AUS), maximum temperature on June 20, 2027 of 100°F or more.' }),
  ],
}, 0);

// Los Angeles high on Sep 5 (alpha) vs Sep 6 (gamma).
add('weather', {
  name: 'la-high-sep-5-vs-6-2027',
  events: [
    A('KXHIGHLAX-27SEP05', 'Highest temperature in Los Angeles on Sep 5, 2027?', 'Climate and Weather', z('2027-09-06', '14:00'), [['T84', '85° or above', 's5_ge85'], ['T80', '79° or below', 's5_le79']],
      { rules: 'Max temperature at Los Angeles International Airport on September 5, 2027 per NWS CLI.' }),
    G1('LA (LAX) high at or above 85°F on Sept 6, 2027?', z('2027-09-07', '14:00'), 's6_ge85', { rules: 'NWS CLI for LAX, 6 September 2027.' }),
  ],
  groups: [['alpha'], ['gamma']],
}, 1);

// Atlantic named storms 2027 (alpha strikes, beta buckets) vs number of hurricanes (gamma).
add('weather', {
  name: 'atlantic-named-storms-2027',
  events: [
    A('KXHURCTOT-27', 'Number of named storms in the 2027 Atlantic hurricane season', 'Climate and Weather', z('2027-11-30'), [
      ['T15', 'Above 15', 'ge16'], ['T18', 'Above 18', 'ge19'], ['T21', 'Above 21', 'ge22'],
    ], { rules: 'Count of Atlantic tropical and subtropical storms named by the National Hurricane Center between June 1 and November 30, 2027.', sources: ['National Hurricane Center https://www.nhc.noaa.gov'] }),
    B('How many named Atlantic storms in 2027?', 'Weather', z('2027-11-30'), 'named-atlantic-storms-2027', qs((l) => `Will there be ${l} named storms in the 2027 Atlantic season?`, [
      ['12-or-fewer', '12 or fewer', 'le12'], ['13-15', '13–15', 'b13_15'], ['16-18', '16–18', 'b16_18'], ['19-21', '19–21', 'b19_21'], ['22-plus', '22+', 'ge22'],
    ]), { rules: 'Number of named storms in the Atlantic basin that receive a name from the NHC from June 1 through November 30, 2027.' }),
    G1('More than 8 Atlantic hurricanes in 2027?', z('2027-11-30'), 'hur_gt8', { rules: 'Count of Atlantic hurricanes (Category 1+) in the 2027 season per NHC.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

// Florida hurricane landfall: in calendar 2027 (alpha) vs by the Nov 30 season end (beta) — other window; Cat 4+ US
// landfall (gamma) is another event.
add('weather', {
  name: 'florida-landfall-2027',
  events: [
    A1('KXHURLANDFL-27', 'Will a hurricane make landfall in Florida in 2027?', 'Climate and Weather', z('2027-12-31'), 'Landfall in 2027', 'fl',
      { rules: 'Yes if the NHC reports a hurricane making landfall in Florida between January 1 and December 31, 2027.', sources: ['National Hurricane Center https://www.nhc.noaa.gov'] }),
    B1('Hurricane landfall in Florida in the 2027 season?', 'Weather', z('2027-11-30'), 'hurricane-landfall-florida-2027-season', 'fl',
      { rules: 'Yes if a system makes landfall in Florida at hurricane strength per NHC between June 1 and November 30, 2027. Landfalls after November 30 do not count.' }),
    G1('Category 4+ hurricane makes US landfall in 2027?', z('2027-12-31'), 'cat4_us', { rules: 'NHC: a hurricane at Category 4 or 5 at US landfall during 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
  fungible: nf('alpha|beta'),
}, 1);

// NYC February 2027 snowfall (alpha, beta) vs the 2026–27 season total (gamma).
add('weather', {
  name: 'nyc-snow-feb-2027-vs-season',
  events: [
    A('KXNYCSNOWM-27FEB', 'NYC snowfall in Feb 2027', 'Climate and Weather', z('2027-03-01', '14:00'), [['T5', 'Above 5 inches', 'gt5'], ['T10', 'Above 10 inches', 'gt10']],
      { rules: 'Total snowfall at Central Park, NY for February 2027 in the NWS monthly climate report.' }),
    B('NYC snowfall in February 2027?', 'Weather', z('2027-03-01', '14:00'), 'nyc-snowfall-february-2027', qs((l) => `Will NYC get ${l} of snow in February 2027?`, [
      ['more-than-5', 'more than 5"', 'gt5'], ['more-than-10', 'more than 10"', 'gt10'],
    ]), { rules: 'Central Park monthly snowfall total for February 2027 as reported by the NWS (CLM product).' }),
    G1('NYC 2026–27 winter snowfall above 30 inches?', z('2027-05-01'), 'season_gt30', { rules: 'Central Park seasonal snowfall, July 1, 2026 – June 30, 2027, per NWS; settled May 1, 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

// Hottest year on record 2027: NOAA (alpha), NASA (beta), Copernicus (gamma) — same outcome, three datasets.
add('weather', {
  name: 'hottest-year-2027',
  events: [
    A1('KXHOTYEAR-27', 'Will 2027 be the hottest year on record?', 'Climate and Weather', z('2028-01-20'), '2027 hottest', 'hot',
      { rules: 'Resolves per NOAA NCEI\'s annual global climate report: Yes if 2027 ranks as the warmest year in the NOAAGlobalTemp record.', sources: ['NOAA NCEI https://www.ncei.noaa.gov'] }),
    B1('Will 2027 be the hottest year on record?', 'Weather', z('2028-01-20'), '2027-hottest-year-on-record', 'hot',
      { rules: 'Resolves per NASA GISS (GISTEMP v4): Yes if 2027\'s global mean surface temperature anomaly is the highest on record.' }, { src: 'https://data.giss.nasa.gov/gistemp/' }),
    G1('2027 warmest year ever recorded (Copernicus ERA5)?', z('2028-01-20'), 'hot', { rules: 'Copernicus Climate Change Service annual bulletin, ERA5 global surface air temperature ranking.' }),
  ],
  fungible: nf('alpha|beta', 'alpha|gamma', 'beta|gamma'),
}, 0);

// June 2027 global temperature anomaly (GISTEMP) on beta and beta_us, same buckets.
add('weather', {
  name: 'gistemp-june-2027',
  events: [
    B('June 2027 temperature increase (ºC)?', 'Weather', z('2027-07-15'), 'june-2027-temperature-increase', qs((l) => `Will June 2027 global temperature increase be ${l}?`, [
      ['less-than-1pt10', '<1.10ºC', 'lt110'], ['1pt10-1pt14', '1.10–1.14ºC', 'b110_114'], ['1pt15-1pt19', '1.15–1.19ºC', 'b115_119'], ['1pt20-1pt24', '1.20–1.24ºC', 'b120_124'], ['1pt25-or-more', '≥1.25ºC', 'ge125'],
    ]), { rules: 'NASA GISTEMP v4 global land-ocean temperature index anomaly for June 2027, as first published.' }),
    U('global-temp-anomaly-june-2027', 'Global temperature anomaly, June 2027', 'Weather', z('2027-07-15'), qs((l) => `GISTEMP June 2027 anomaly ${l}?`, [
      ['under-1pt10', 'under 1.10°C', 'lt110'], ['1pt10-to-1pt14', '1.10°C to 1.14°C', 'b110_114'], ['1pt15-to-1pt19', '1.15°C to 1.19°C', 'b115_119'], ['1pt20-to-1pt24', '1.20°C to 1.24°C', 'b120_124'], ['1pt25-plus', '1.25°C or more', 'ge125'],
    ]), { rules: 'NASA GISS GISTEMP v4 land-ocean index, June 2027 value in the first release.' }),
  ],
}, 0);

add('science', {
  name: 'arctic-sea-ice-2027-single',
  events: [B1('Arctic sea ice minimum below 4 million km² in 2027?', 'Science', z('2027-10-15'), 'arctic-sea-ice-minimum-below-4m-2027', 'lt4m',
    { rules: 'NSIDC Sea Ice Index daily extent minimum for the 2027 melt season, five-day average.' })],
}, 0);

add('weather', {
  name: 'phoenix-110-days-2027-single',
  events: [A('KXPHX110-27', 'Days at or above 110°F in Phoenix in 2027', 'Climate and Weather', z('2027-12-31'), [['T20', 'Above 20 days', 'gt20'], ['T40', 'Above 40 days', 'gt40']],
    { rules: 'Count of days with a maximum of 110°F or more at Phoenix Sky Harbor in 2027, NWS data.' })],
}, 0);

// Seattle vs Portland rain total for January 2027 — different cities, two venues.
add('weather', {
  name: 'seattle-vs-portland-rain-jan-2027',
  events: [
    U1('seattle-rain-above-6-inches-jan-2027', 'Seattle January 2027 rainfall above 6 inches?', 'Weather', z('2027-02-01', '14:00'), 'sea_gt6',
      { rules: 'Seattle-Tacoma International Airport monthly precipitation for January 2027, NWS.' }),
    G1('Portland, OR January 2027 precipitation above 6 inches?', z('2027-02-01', '14:00'), 'pdx_gt6', { rules: 'Portland International Airport monthly precipitation, January 2027, NWS.' }),
  ],
  groups: [['beta_us'], ['gamma']],
}, 1);

// ───────────────────────────── CULTURE ─────────────────────────────

// 99th Academy Awards, Best Picture winner on four venues.
add('culture', {
  name: 'oscars-2027-best-picture',
  events: [
    A('KXOSCARPIC-27', 'Oscar for Best Picture at the 99th Academy Awards?', 'Entertainment', z('2027-03-15', '04:00'), [
      ['ODY', 'The Odyssey', 'odyssey'], ['DIG', 'Digger', 'digger'], ['SOC', 'The Social Reckoning', 'social'], ['PHM', 'Project Hail Mary', 'phm'], ['NAR', 'Narnia: The Magician\'s Nephew', 'narnia'],
    ], { rules: 'Resolves to the film announced as Best Picture at the 99th Academy Awards ceremony (2027).', sources: ['Academy of Motion Picture Arts and Sciences https://www.oscars.org'] }),
    B('Oscars 2027: Best Picture Winner', 'Culture', z('2027-03-15', '04:00'), 'oscars-2027-best-picture-winner', qs((l) => `Will "${l}" win Best Picture at the 2027 Oscars?`, [
      ['the-odyssey', 'The Odyssey', 'odyssey'], ['digger', 'Digger', 'digger'], ['the-social-reckoning', 'The Social Reckoning', 'social'], ['project-hail-mary', 'Project Hail Mary', 'phm'], ['other', 'Other', 'other'],
    ]), { rules: 'Resolves to the winner of Best Picture at the 99th Academy Awards, scheduled for March 14, 2027.' }),
    U('oscars-2027-best-picture', '99th Academy Awards — Best Picture', 'Culture', z('2027-03-15', '04:00'), qs((l) => `Will ${l} win Best Picture?`, [
      ['odyssey', 'Odyssey (Nolan)', 'odyssey'], ['digger', 'Digger', 'digger'], ['narnia', 'Narnia', 'narnia'],
    ])),
    G('Academy Awards 2027 — Best Picture', z('2027-03-15', '04:00'), [['The Odyssey', 'odyssey'], ['The Social Reckoning', 'social'], ['Project Hail Mary', 'phm'], ['Digger', 'digger']]),
  ],
}, 0);

// Best Picture NOMINEES (alpha strip, beta binary) vs Best Director winner (gamma).
add('culture', {
  name: 'oscars-2027-bp-nominees-vs-director',
  events: [
    A('KXOSCARNOMPIC-27', 'Best Picture nominees at the 99th Academy Awards', 'Entertainment', z('2027-01-21', '13:30'), [
      ['ODY', 'The Odyssey', 'nom_odyssey'], ['DUNE3', 'Dune: Part Three', 'nom_dune3'], ['DIG', 'Digger', 'nom_digger'],
    ], { rules: 'Yes for each film named among the Best Picture nominees when the Academy announces the 99th Oscars nominations.' }),
    B1('Will "Dune: Part Three" be nominated for Best Picture?', 'Culture', z('2027-01-21', '13:30'), 'dune-part-three-best-picture-nomination', 'nom_dune3',
      { rules: 'Yes if Dune: Part Three is among the Best Picture nominees announced for the 99th Academy Awards.' }),
    G('Oscars 2027: Best Director', z('2027-03-15', '04:00'), [['Christopher Nolan', 'dir_nolan'], ['Denis Villeneuve', 'dir_villeneuve'], ['Alejandro G. Iñárritu', 'dir_inarritu']]),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 3);

// Grammys 2027 Album of the Year (alpha, beta, gamma) vs Record of the Year (beta_us).
add('culture', {
  name: 'grammys-2027-aoty-vs-roty',
  events: [
    A('KXGRAMMYAOTY-27', 'Album of the Year at the 2027 Grammys?', 'Entertainment', z('2027-02-08', '05:00'), [
      ['TS', 'The Life of a Showgirl', 'showgirl'], ['ROS', 'Lux', 'lux'], ['OD', 'The Art of Loving', 'artofloving'],
    ], { rules: 'Resolves to the album that wins Album of the Year at the 69th Annual Grammy Awards.', sources: ['Recording Academy https://www.grammy.com'] }),
    B('Grammys 2027: Album of the Year', 'Culture', z('2027-02-08', '05:00'), 'grammys-2027-album-of-the-year', qs((l) => `Will ${l} win Album of the Year at the 2027 Grammys?`, [
      ['taylor-swift', 'Taylor Swift – The Life of a Showgirl', 'showgirl'], ['rosalia', 'Rosalía – LUX', 'lux'], ['olivia-dean', 'Olivia Dean – The Art of Loving', 'artofloving'], ['other', 'Other', 'other'],
    ])),
    G('69th Grammy Awards — Album of the Year', z('2027-02-08', '05:00'), [['Taylor Swift', 'showgirl'], ['Rosalía', 'lux'], ['Olivia Dean', 'artofloving']]),
    U('grammys-2027-record-of-the-year', '2027 Grammys — Record of the Year', 'Culture', z('2027-02-08', '05:00'), qs((l) => `${l} wins Record of the Year?`, [
      ['the-fate-of-ophelia', 'The Fate of Ophelia', 'roty_ophelia'], ['man-i-need', 'Man I Need', 'roty_mani'],
    ])),
  ],
  groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
}, 2);

// Emmys 2027 Drama Series (beta, gamma) vs Comedy Series (alpha).
add('culture', {
  name: 'emmys-2027-drama-vs-comedy',
  events: [
    B('Emmys 2027: Outstanding Drama Series', 'Culture', z('2027-09-20', '04:00'), 'emmys-2027-outstanding-drama-series', qs((l) => `Will ${l} win Outstanding Drama Series at the 2027 Emmys?`, [
      ['the-pitt', 'The Pitt', 'pitt'], ['severance', 'Severance', 'severance'], ['house-of-the-dragon', 'House of the Dragon', 'hotd'], ['slow-horses', 'Slow Horses', 'slowhorses'],
    ])),
    G('79th Emmy Awards — Best Drama Series', z('2027-09-20', '04:00'), [['The Pitt', 'pitt'], ['Severance', 'severance'], ['Slow Horses', 'slowhorses']]),
    A('KXEMMYCOMEDY-27', 'Outstanding Comedy Series at the 2027 Emmys?', 'Entertainment', z('2027-09-20', '04:00'), [['STUDIO', 'The Studio', 'c_studio'], ['HACKS', 'Hacks', 'c_hacks']]),
  ],
  groups: [['beta', 'gamma'], ['alpha']],
}, 1);

// The Batman Part II opening weekend: alpha strikes (Box Office Mojo), beta buckets (Box Office Mojo), gamma strike on
// The Numbers (other source for the shared outcome).
add('culture', {
  name: 'batman-part-ii-opening-2027',
  events: [
    A('KXOWBATMAN2-27OCT', '"The Batman Part II" domestic opening weekend', 'Entertainment', z('2027-10-04', '16:00'), [
      ['T100', 'Above $100M', 'gt100'], ['T125', 'Above $125M', 'gt125'], ['T150', 'Above $150M', 'gt150'],
    ], { rules: 'Three-day (Fri–Sun) domestic opening weekend gross per Box Office Mojo, first reported actuals.', sources: ['Box Office Mojo https://www.boxofficemojo.com'] }),
    B('The Batman Part II opening weekend box office?', 'Culture', z('2027-10-04', '16:00'), 'batman-part-ii-opening-weekend', qs((l) => `Will The Batman Part II open to ${l} domestically?`, [
      ['under-100m', '<$100M', 'lt100'], ['100m-125m', '$100M–125M', 'b100_125'], ['125m-150m', '$125M–150M', 'b125_150'], ['over-150m', '>$150M', 'gt150'],
    ]), { rules: 'Box Office Mojo domestic 3-day opening weekend for The Batman Part II (release October 1, 2027).' }),
    G1('The Batman Part II opens above $125M (domestic 3-day)?', z('2027-10-04', '16:00'), 'gt125', { rules: 'The Numbers (the-numbers.com) domestic 3-day opening weekend actuals.' }),
  ],
  fungible: nf('alpha|gamma'),
}, 0);

// Avengers: Secret Wars Tomatometer: "85 or above" ≠ "above 85%".
add('culture', {
  name: 'secret-wars-rt-2027',
  events: [
    A('KXRTSECRETWARS-27', 'Rotten Tomatoes score for "Avengers: Secret Wars"', 'Entertainment', z('2027-12-24'), [['T85', '85 or above', 'ge85'], ['T90', '90 or above', 'ge90']],
      { rules: 'Tomatometer score on rottentomatoes.com at 12:00 PM ET on December 24, 2027, one week after the December 17 release.' }),
    B('Avengers: Secret Wars Rotten Tomatoes score?', 'Culture', z('2027-12-24'), 'avengers-secret-wars-rotten-tomatoes', qs((l) => `Will Avengers: Secret Wars have a Tomatometer of ${l}?`, [
      ['under-80', 'Under 80', 'lt80'], ['80-84', '80–84', 'b80_84'], ['85-89', '85–89', 'b85_89'], ['90-plus', '90 or higher', 'ge90'],
    ]), { rules: 'Tomatometer on Rotten Tomatoes at 12:00 PM ET, December 24, 2027.' }),
    G1('Avengers: Secret Wars Tomatometer above 85%?', z('2027-12-24'), 'gt85', { rules: 'Rotten Tomatoes Tomatometer on Dec 24, 2027; Yes if strictly greater than 85%.' }),
  ],
}, 2);

// Billboard Hot 100 #1: chart dated Jan 9, 2027 (alpha, beta) vs chart dated Jan 16, 2027 (gamma).
add('culture', {
  name: 'hot100-jan-9-vs-16-2027',
  events: [
    A('KXTOPSONG-27JAN09', 'Top song on the Billboard Hot 100 dated Jan 9, 2027', 'Entertainment', z('2027-01-05', '18:00'), [
      ['MC', 'All I Want for Christmas Is You', 'mariah'], ['TS', 'The Fate of Ophelia', 'ophelia'], ['HX', 'Golden', 'golden'],
    ], { rules: 'The #1 song on the Billboard Hot 100 chart dated January 9, 2027.', sources: ['Billboard https://www.billboard.com/charts/hot-100'] }),
    B('Billboard Hot 100 #1 (chart dated January 9, 2027)?', 'Culture', z('2027-01-05', '18:00'), 'billboard-hot-100-number-1-jan-9-2027', qs((l) => `Will ${l} be #1 on the Hot 100 dated January 9, 2027?`, [
      ['mariah-carey', 'Mariah Carey – All I Want for Christmas Is You', 'mariah'], ['taylor-swift', 'Taylor Swift – The Fate of Ophelia', 'ophelia'], ['other', 'Other', 'other'],
    ])),
    G('Billboard Hot 100 No. 1 — chart of Jan 16, 2027', z('2027-01-12', '18:00'), [['The Fate of Ophelia', 'j16_ophelia'], ['Golden', 'j16_golden']]),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 2);

// New Rihanna album by June 30, 2027 (alpha, beta) vs in 2027 (gamma).
add('culture', {
  name: 'rihanna-album-2027',
  events: [
    A1('KXR9-27JUL01', 'Will Rihanna release a new album before Jul 1, 2027?', 'Entertainment', z('2027-06-30'), 'Before Jul 1, 2027', 'by_jun30',
      { rules: 'Yes if Rihanna releases a new studio album on major streaming services before July 1, 2027.' }),
    B1('New Rihanna album by June 30, 2027?', 'Culture', z('2027-06-30'), 'new-rihanna-album-by-june-30-2027', 'by_jun30',
      { rules: 'Yes if Rihanna\'s ninth studio album (R9) is officially released by June 30, 2027, 11:59 PM ET.' }),
    G1('Rihanna releases R9 in 2027?', z('2027-12-31'), 'in_2027', { rules: 'Official release of Rihanna\'s next studio album by December 31, 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

// TIME Person of the Year 2027 on three venues.
add('culture', {
  name: 'time-poy-2027',
  events: [
    A('KXTIMEPOY-27', 'TIME Person of the Year 2027', 'Entertainment', z('2027-12-10'), [
      ['DJT', 'Donald Trump', 'trump'], ['SA', 'Sam Altman', 'altman'], ['LEO', 'Pope Leo XIV', 'leo'], ['JH', 'Jensen Huang', 'huang'],
    ], { rules: 'The person or group named TIME Person of the Year for 2027.' }),
    B('TIME 2027 Person of the Year', 'Culture', z('2027-12-10'), 'time-2027-person-of-the-year', qs((l) => `Will ${l} be TIME's 2027 Person of the Year?`, [
      ['donald-trump', 'Trump', 'trump'], ['sam-altman', 'Altman', 'altman'], ['pope-leo', 'Pope Leo', 'leo'], ['elon-musk', 'Musk', 'musk'], ['other', 'Other', 'other'],
    ])),
    G('TIME Person of the Year 2027', z('2027-12-10'), [['Donald J. Trump', 'trump'], ['Jensen Huang', 'huang'], ['Elon Musk', 'musk']]),
  ],
}, 0);

// Eurovision 2027 winner (beta, gamma).
add('culture', {
  name: 'eurovision-2027',
  events: [
    B('Eurovision 2027 winner', 'Culture', z('2027-05-16', '00:00'), 'eurovision-2027-winner', qs((l) => `Will ${l} win Eurovision 2027?`, [
      ['sweden', 'Sweden', 'se'], ['ukraine', 'Ukraine', 'ua'], ['france', 'France', 'fr'], ['israel', 'Israel', 'il'],
    ])),
    G('Eurovision Song Contest 2027 — winning country', z('2027-05-16', '00:00'), [['Sweden', 'se'], ['Ukraine', 'ua'], ['France', 'fr'], ['Finland', 'fi']]),
  ],
}, 0);

add('culture', {
  name: 'spotify-wrapped-2027-single',
  events: [A('KXSPOTIFYTOP-27', 'Top artist on Spotify Wrapped 2027 (global)?', 'Entertainment', z('2027-12-05'), [['TS', 'Taylor Swift', 'ts'], ['BB', 'Bad Bunny', 'bb'], ['TW', 'The Weeknd', 'tw']],
    { rules: 'Most-streamed artist globally in Spotify Wrapped 2027.' })],
}, 0);

// Secret Wars domestic opening above $250M (beta, beta_us) vs worldwide opening above $600M (gamma).
add('culture', {
  name: 'secret-wars-opening-domestic-vs-worldwide',
  events: [
    B1('Avengers: Secret Wars domestic opening above $250M?', 'Culture', z('2027-12-20', '18:00'), 'avengers-secret-wars-opening-above-250m', 'dom_gt250',
      { rules: 'Box Office Mojo 3-day domestic (US/Canada) opening weekend, December 17–19, 2027.' }),
    U1('secret-wars-domestic-opening-250m', 'Will Secret Wars open above $250M domestically?', 'Culture', z('2027-12-20', '18:00'), 'dom_gt250',
      { rules: 'Domestic Fri–Sun opening weekend gross per Box Office Mojo.' }),
    G1('Avengers: Secret Wars global opening above $600M?', z('2027-12-20', '18:00'), 'ww_gt600', { rules: 'Worldwide opening weekend gross per Box Office Mojo.' }),
  ],
  groups: [['beta', 'beta_us'], ['gamma']],
}, 1);

// Highest-grossing film of 2027: domestic (alpha, beta) vs worldwide (gamma).
add('culture', {
  name: 'top-grossing-film-2027',
  events: [
    A('KXTOPFILM-27', 'Highest-grossing film of 2027 (domestic)', 'Entertainment', z('2028-01-05'), [
      ['SW', 'Avengers: Secret Wars', 'd_sw'], ['BAT', 'The Batman Part II', 'd_batman'], ['SHREK', 'Shrek 5', 'd_shrek'], ['FROZ', 'Frozen III', 'd_frozen'],
    ], { rules: 'The 2027 release with the highest domestic gross in calendar year 2027 per Box Office Mojo.' }),
    B('Top grossing movie of 2027 (domestic)?', 'Culture', z('2028-01-05'), 'top-grossing-movie-2027-domestic', qs((l) => `Will ${l} be the highest-grossing movie of 2027 in the US?`, [
      ['secret-wars', 'Avengers: Secret Wars', 'd_sw'], ['batman', 'The Batman Part II', 'd_batman'], ['shrek-5', 'Shrek 5', 'd_shrek'], ['frozen-3', 'Frozen 3', 'd_frozen'],
    ]), { rules: 'Box Office Mojo domestic yearly chart for calendar year 2027.' }),
    G('2027 highest-grossing film worldwide', z('2028-01-05'), [['Avengers: Secret Wars', 'w_sw'], ['Frozen III', 'w_frozen'], ['Shrek 5', 'w_shrek']]),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 3);

// ───────────────────────────── TECH / SCIENCE ─────────────────────────────

// GPT-6 before Jul 1, 2027 (alpha, beta) vs in 2027 (gamma).
add('tech', {
  name: 'gpt6-release-2027',
  events: [
    A1('KXGPT6-27JUL01', 'Will OpenAI release GPT-6 before Jul 1, 2027?', 'Science and Technology', z('2027-06-30'), 'Before Jul 1, 2027', 'by_jun30',
      { rules: 'Yes if OpenAI makes a model named GPT-6 available to the general public (ChatGPT or API) before July 1, 2027.' }),
    B1('GPT-6 released by June 30, 2027?', 'Tech', z('2027-06-30'), 'gpt-6-released-by-june-30-2027', 'by_jun30',
      { rules: 'Yes if OpenAI publicly releases GPT-6 (generally available to users) by June 30, 2027, 11:59 PM ET.' }),
    G1('GPT-6 released in 2027?', z('2027-12-31'), 'in_2027', { rules: 'Public release of GPT-6 by OpenAI by December 31, 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

// Gemini 4 released by Mar 31, 2027 (beta, beta_us) vs announced by then (gamma).
add('tech', {
  name: 'gemini4-release-vs-announce-2027',
  events: [
    B1('Gemini 4 released by March 31, 2027?', 'Tech', z('2027-03-31'), 'gemini-4-released-by-march-31-2027', 'release',
      { rules: 'Yes if Google makes a model named Gemini 4 publicly available (app or API, including preview) by March 31, 2027.' }),
    U1('gemini-4-release-by-mar-31-2027', 'Will Google release Gemini 4 by March 31, 2027?', 'Tech', z('2027-03-31'), 'release',
      { rules: 'Public availability of Gemini 4 (app or API, preview counts) by March 31, 2027.' }),
    G1('Google announces Gemini 4 by March 31, 2027?', z('2027-03-31'), 'announce', { rules: 'An official Google announcement of Gemini 4, release not required.' }),
  ],
  groups: [['beta', 'beta_us'], ['gamma']],
}, 1);

// Top AI model (LMArena text) end of March 2027 (alpha, beta) vs end of April 2027 (gamma).
add('tech', {
  name: 'top-ai-model-mar-vs-apr-2027',
  events: [
    A('KXTOPMODEL-27MAR31', 'Top AI model on Mar 31, 2027?', 'Science and Technology', z('2027-03-31', '16:00'), [
      ['GOOG', 'Google', 'google'], ['OAI', 'OpenAI', 'openai'], ['ANTH', 'Anthropic', 'anthropic'], ['XAI', 'xAI', 'xai'],
    ], { rules: 'The organization whose model ranks #1 on the LMArena Text Arena leaderboard (default view, style control on) on March 31, 2027 at 12:00 PM ET.' }),
    B('Which company has best AI model end of March 2027?', 'Tech', z('2027-03-31', '16:00'), 'best-ai-model-end-of-march-2027', qs((l) => `Will ${l} have the best AI model at the end of March 2027?`, [
      ['google', 'Google', 'google'], ['openai', 'OpenAI', 'openai'], ['anthropic', 'Anthropic', 'anthropic'], ['xai', 'xAI', 'xai'], ['deepseek', 'DeepSeek', 'deepseek'],
    ]), { rules: 'Resolves per the LMArena Text Arena leaderboard (style control on, default) on March 31, 2027, 12:00 PM ET.' }),
    G('Best AI model at end of April 2027 (LMArena)', z('2027-04-30', '16:00'), [['Google', 'a_google'], ['OpenAI', 'a_openai'], ['Anthropic', 'a_anthropic']]),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 3);

// Foldable iPhone: announce by Sep 30 (beta), release before Oct 1 (alpha), announce in 2027 (gamma) — three events.
add('tech', {
  name: 'foldable-iphone-2027',
  events: [
    B1('Apple announces foldable iPhone by September 30, 2027?', 'Tech', z('2027-09-30'), 'apple-announces-foldable-iphone-by-sep-30-2027', 'announce_sep',
      { rules: 'Yes if Apple officially announces a foldable iPhone by September 30, 2027. Availability is not required.' }),
    A1('KXFOLDIPHONE-27OCT01', 'Will Apple release a foldable iPhone before Oct 1, 2027?', 'Companies', z('2027-09-30'), 'Before Oct 1, 2027', 'release_sep',
      { rules: 'Yes if a foldable iPhone is available for purchase by consumers in the US before October 1, 2027.' }),
    G1('Foldable iPhone announced in 2027?', z('2027-12-31'), 'announce_2027', { rules: 'Official Apple announcement of a foldable iPhone during 2027.' }),
  ],
  groups: [['beta'], ['alpha'], ['gamma']],
}, 2);

// Starship upper stage caught by the tower by June 30, 2027 (alpha, beta) vs ship-to-ship propellant transfer (gamma).
add('science', {
  name: 'starship-ship-catch-2027',
  events: [
    A1('KXSTARSHIPCATCH-27JUL01', 'Will SpaceX catch a Starship upper stage before Jul 1, 2027?', 'Science and Technology', z('2027-06-30'), 'Before Jul 1, 2027', 'ship_catch',
      { rules: 'Yes if SpaceX catches the Starship upper stage (Ship) with the launch tower arms after a flight before July 1, 2027. Booster catches do not count.' }),
    B1('Starship ship catch by June 30, 2027?', 'Science', z('2027-06-30'), 'starship-ship-catch-by-june-30-2027', 'ship_catch',
      { rules: 'Yes if the Starship upper stage (not the Super Heavy booster) is caught by the tower by June 30, 2027.' }),
    G1('Starship orbital propellant transfer demo by June 30, 2027?', z('2027-06-30'), 'prop_transfer', { rules: 'SpaceX completes a ship-to-ship propellant transfer in orbit by 30 June 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

// Crewed Moon landing by end of 2027 (beta, gamma) vs Artemis III launch (alpha).
add('science', {
  name: 'moon-landing-2027-vs-artemis3-launch',
  events: [
    B1('Humans land on the Moon by December 31, 2027?', 'Science', z('2027-12-31'), 'humans-land-on-moon-by-2027', 'landing',
      { rules: 'Yes if any crewed spacecraft lands humans on the lunar surface by December 31, 2027, 11:59 PM ET.' }),
    G1('Crewed Moon landing before 2028?', z('2027-12-31'), 'landing', { rules: 'Any crewed lunar landing by December 31, 2027.' }),
    A1('KXARTEMIS3-28JAN01', 'Will Artemis III launch before Jan 1, 2028?', 'Science and Technology', z('2027-12-31'), 'Before Jan 1, 2028', 'a3_launch',
      { rules: 'Yes if NASA\'s Artemis III mission launches before January 1, 2028, regardless of landing.' }),
  ],
  groups: [['beta', 'gamma'], ['alpha']],
}, 1);

// #1 free iPhone app on Jan 31, 2027 (alpha, beta) vs #1 free app on Google Play (gamma).
add('tech', {
  name: 'top-free-app-2027-01-31',
  events: [
    A('KXTOPAPP-27JAN31', 'Top free app on the US App Store on Jan 31, 2027?', 'Science and Technology', z('2027-01-31', '17:00'), [
      ['CHATGPT', 'ChatGPT', 'chatgpt'], ['GEMINI', 'Google Gemini', 'gemini'], ['THREADS', 'Threads', 'threads'], ['TEMU', 'Temu', 'temu'],
    ], { rules: '#1 app in Top Free iPhone Apps (US App Store) at 12:00 PM ET, January 31, 2027.' }),
    B('#1 free app in the App Store on January 31, 2027?', 'Tech', z('2027-01-31', '17:00'), 'top-free-app-store-jan-31-2027', qs((l) => `Will ${l} be the #1 free app on the US App Store on January 31, 2027?`, [
      ['chatgpt', 'ChatGPT', 'chatgpt'], ['gemini', 'Gemini', 'gemini'], ['threads', 'Threads', 'threads'], ['tiktok', 'TikTok', 'tiktok'],
    ]), { rules: 'Top Free Apps chart of the US Apple App Store (iPhone) checked at 12:00 PM ET on January 31, 2027.' }),
    G('Top free app on Google Play US — Jan 31, 2027', z('2027-01-31', '17:00'), [['ChatGPT', 'gp_chatgpt'], ['Temu', 'gp_temu'], ['TikTok', 'gp_tiktok']]),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 3);

// US measles cases in 2027 on three venues.
add('science', {
  name: 'us-measles-2027',
  events: [
    A('KXMEASLES-27', 'US measles cases in 2027', 'Science and Technology', z('2028-01-15'), [['T1000', 'Above 1,000', 'gt1000'], ['T2000', 'Above 2,000', 'gt2000']],
      { rules: 'Total confirmed 2027 US measles cases in the first CDC update published after December 31, 2027.', sources: ['CDC https://www.cdc.gov/measles/data-research'] }),
    B('How many US measles cases in 2027?', 'Science', z('2028-01-15'), 'us-measles-cases-2027', qs((l) => `Will there be ${l} US measles cases in 2027?`, [
      ['under-500', 'Under 500', 'lt500'], ['500-1000', '500–1,000', 'b500_1000'], ['1000-2000', '1,001–2,000', 'b1000_2000'], ['over-2000', 'More than 2,000', 'gt2000'],
    ]), { rules: 'CDC total confirmed measles cases for 2027, first update after the year ends.' }),
    G1('More than 2,000 US measles cases in 2027 (CDC)?', z('2028-01-15'), 'gt2000', { rules: 'CDC confirmed 2027 case count, first update published in 2028.' }),
  ],
}, 0);

add('science', {
  name: 'who-pheic-2027',
  events: [
    B1('WHO declares a new PHEIC in 2027?', 'Science', z('2027-12-31'), 'who-new-pheic-2027', 'pheic',
      { rules: 'Yes if the WHO Director-General declares a new Public Health Emergency of International Concern between January 1 and December 31, 2027.' }),
    A1('KXPHEIC-27', 'Will the WHO declare a new public health emergency in 2027?', 'Science and Technology', z('2027-12-31'), 'In 2027', 'pheic',
      { rules: 'Yes if the WHO declares a new PHEIC under the IHR during calendar year 2027.' }),
  ],
}, 0);

add('tech', {
  name: 'cybercab-production-2027-single',
  events: [B1('Tesla Cybercab volume production by June 30, 2027?', 'Tech', z('2027-06-30'), 'tesla-cybercab-volume-production-by-june-30-2027', 'cybercab',
    { rules: 'Yes if Tesla states that Cybercab volume production has begun by June 30, 2027.' })],
}, 0);

// Waymo NYC (beta_us) vs Waymo Boston (gamma) commercial launch by end of 2027.
add('tech', {
  name: 'waymo-nyc-vs-boston-2027',
  events: [
    U1('waymo-nyc-launch-2027', 'Will Waymo launch paid robotaxi rides in New York City in 2027?', 'Tech', z('2027-12-31'), 'nyc',
      { rules: 'Public paid driverless rides in NYC by December 31, 2027.' }),
    G1('Waymo launches paid rides in Boston in 2027?', z('2027-12-31'), 'boston', { rules: 'Public paid Waymo rides in Boston by December 31, 2027.' }),
  ],
  groups: [['beta_us'], ['gamma']],
}, 1);

// ───────────────────────────── OTHER: SPORTS / POLITICS ─────────────────────────────

add('sports', {
  name: 'nba-champion-2027',
  events: [
    A('KXNBA-27', 'Pro Basketball Champion 2027', 'Sports', z('2027-06-25'), [['OKC', 'Oklahoma City', 'okc'], ['DEN', 'Denver', 'den'], ['CLE', 'Cleveland', 'cle'], ['NY', 'New York', 'nyk']]),
    B('2027 NBA Champion', 'Sports', z('2027-06-25'), 'nba-champion-2027', qs((l) => `Will the ${l} win the 2027 NBA Finals?`, [
      ['okc', 'Thunder', 'okc'], ['den', 'Nuggets', 'den'], ['cle', 'Cavaliers', 'cle'], ['nyk', 'Knicks', 'nyk'], ['sas', 'Spurs', 'sas'],
    ])),
    U('nba-finals-2027', 'NBA Finals 2027 winner', 'Sports', z('2027-06-25'), qs((l) => `${l} win the 2027 NBA title?`, [['okc', 'Oklahoma City Thunder', 'okc'], ['den', 'Denver Nuggets', 'den']])),
    G('NBA 2026-27 Champion', z('2027-06-25'), [['OKC Thunder', 'okc'], ['Cavaliers', 'cle'], ['Spurs', 'sas']]),
  ],
}, 0);

// World Series 2027 (alpha, beta) vs AL pennant 2027 (gamma).
add('sports', {
  name: 'world-series-vs-al-pennant-2027',
  events: [
    A('KXMLB-27', 'Pro Baseball Champion 2027', 'Sports', z('2027-11-05'), [['LAD', 'Los Angeles D', 'lad'], ['NYY', 'New York Y', 'nyy'], ['SEA', 'Seattle', 'sea']]),
    B('World Series Champion 2027', 'Sports', z('2027-11-05'), 'world-series-champion-2027', qs((l) => `Will the ${l} win the 2027 World Series?`, [
      ['dodgers', 'Dodgers', 'lad'], ['yankees', 'Yankees', 'nyy'], ['mariners', 'Mariners', 'sea'],
    ])),
    G('2027 American League pennant', z('2027-10-28'), [['Yankees', 'al_nyy'], ['Mariners', 'al_sea'], ['Blue Jays', 'al_tor']]),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 2);

add('sports', {
  name: 'super-bowl-lxii',
  events: [
    B('Super Bowl LXII Champion', 'Sports', z('2028-02-14'), 'super-bowl-lxii-champion', qs((l) => `Will the ${l} win Super Bowl LXII?`, [
      ['chiefs', 'Chiefs', 'kc'], ['eagles', 'Eagles', 'phi'], ['bills', 'Bills', 'buf'], ['ravens', 'Ravens', 'bal'],
    ])),
    U('super-bowl-2028', 'Super Bowl 2028 winner', 'Sports', z('2028-02-14'), qs((l) => `${l} win Super Bowl LXII?`, [
      ['kc', 'Kansas City Chiefs', 'kc'], ['phi', 'Philadelphia Eagles', 'phi'], ['buf', 'Buffalo Bills', 'buf'],
    ])),
  ],
}, 0);

// 2028 presidential election winner (alpha, beta) vs Republican nominee (gamma).
add('politics', {
  name: 'pres-2028-winner-vs-gop-nominee',
  events: [
    A('KXPRES-28', 'Who will win the 2028 presidential election?', 'Politics', z('2028-11-07'), [['JDV', 'J.D. Vance', 'vance'], ['GN', 'Gavin Newsom', 'newsom'], ['MR', 'Marco Rubio', 'rubio'], ['AOC', 'Alexandria Ocasio-Cortez', 'aoc']]),
    B('Presidential Election Winner 2028', 'Politics', z('2028-11-07'), 'presidential-election-winner-2028', qs((l) => `Will ${l} win the 2028 US presidential election?`, [
      ['jd-vance', 'JD Vance', 'vance'], ['gavin-newsom', 'Gavin Newsom', 'newsom'], ['marco-rubio', 'Marco Rubio', 'rubio'], ['aoc', 'AOC', 'aoc'],
    ])),
    G('Republican presidential nominee 2028', z('2028-08-31'), [['JD Vance', 'nom_vance'], ['Marco Rubio', 'nom_rubio'], ['Donald Trump Jr.', 'nom_djtjr']]),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 2);

// Starmer leaving office before 2028: three venues.
add('politics', {
  name: 'starmer-out-2027',
  events: [
    B1('Starmer out as UK Prime Minister by end of 2027?', 'Politics', z('2027-12-31'), 'starmer-out-by-end-of-2027', 'out',
      { rules: 'Yes if Keir Starmer ceases to be Prime Minister of the United Kingdom at any point by December 31, 2027.' }),
    A1('KXSTARMEROUT-28JAN01', 'Will Keir Starmer leave office before Jan 1, 2028?', 'Politics', z('2027-12-31'), 'Before Jan 1, 2028', 'out'),
    G1('Keir Starmer no longer UK PM before 2028?', z('2027-12-31'), 'out'),
  ],
}, 0);

// French presidential election 2027: winner (alpha, beta, gamma) vs first-round leader (beta_us).
add('politics', {
  name: 'france-pres-2027',
  events: [
    A('KXFRPRES-27', 'French presidential election winner 2027', 'Politics', z('2027-05-09'), [['JB', 'Jordan Bardella', 'bardella'], ['EP', 'Édouard Philippe', 'philippe'], ['JLM', 'Jean-Luc Mélenchon', 'melenchon']]),
    B('France Presidential Election 2027', 'Politics', z('2027-05-09'), 'france-presidential-election-2027', qs((l) => `Will ${l} win the 2027 French presidential election?`, [
      ['bardella', 'Jordan Bardella', 'bardella'], ['philippe', 'Edouard Philippe', 'philippe'], ['melenchon', 'Jean-Luc Melenchon', 'melenchon'], ['le-pen', 'Marine Le Pen', 'lepen'],
    ])),
    G('Next President of France (2027 election)', z('2027-05-09'), [['Bardella', 'bardella'], ['Philippe', 'philippe'], ['Le Pen', 'lepen']]),
    U('france-first-round-2027', 'France 2027: first-round winner', 'Politics', z('2027-04-25'), qs((l) => `Will ${l} finish first in the first round?`, [
      ['bardella', 'Jordan Bardella', 'r1_bardella'], ['philippe', 'Édouard Philippe', 'r1_philippe'],
    ])),
  ],
  groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
}, 2);

add('politics', {
  name: 'nobel-peace-2027',
  events: [
    B('Nobel Peace Prize 2027 winner', 'Politics', z('2027-10-08', '09:00'), 'nobel-peace-prize-2027-winner', qs((l) => `Will ${l} win the 2027 Nobel Peace Prize?`, [
      ['donald-trump', 'Donald Trump', 'trump'], ['yulia-navalnaya', 'Yulia Navalnaya', 'navalnaya'], ['unhcr', 'UNHCR', 'unhcr'],
    ])),
    A('KXNOBELPEACE-27', 'Nobel Peace Prize 2027', 'Politics', z('2027-10-08', '09:00'), [['DJT', 'Donald Trump', 'trump'], ['YN', 'Yulia Navalnaya', 'navalnaya']]),
  ],
}, 0);

// ───────────────────────────── EMIT ─────────────────────────────
const scenario = emitScenario(cases);
const out = new URL('./holdout6-set.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(scenario, null, 1)}\n`);

// Ids must be unique per venue (beta condition ids and event slugs derive from them).
const seen = new Map<string, string>();
for (const c of cases) {
  for (const e of c.events) {
    const keys = [`${e.venue}:event:${e.id}`, ...e.markets.filter((m) => !(m.id === e.id)).map((m) => `${e.venue}:market:${m.id}`)];
    if (e.venue === 'beta') keys.push(`beta:title:${e.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
    for (const k of keys) {
      const prev = seen.get(k);
      if (prev !== undefined) throw new Error(`${k} in ${prev} and ${c.name}`);
      seen.set(k, c.name);
    }
  }
}
const closes = cases.flatMap((c) => c.events.flatMap((e) => [e.close, ...e.markets.map((m) => m.close)])).filter((d): d is string => d !== undefined);
const early = closes.filter((d) => Date.parse(d) <= Date.parse('2026-11-22T15:00:00Z'));
if (early.length > 0) throw new Error(`closes before now: ${early.join(', ')}`);

const perVenue: Record<string, number> = {};
const perCat: Record<string, { cases: number; events: number; hn: number }> = {};
let events = 0;
let multi = 0;
let single = 0;
let nfPairs = 0;
for (const [i, c] of cases.entries()) {
  const m = meta[i]!;
  const pc = (perCat[m.cat] ??= { cases: 0, events: 0, hn: 0 });
  pc.cases += 1;
  pc.events += c.events.length;
  pc.hn += m.hn;
  events += c.events.length;
  for (const e of c.events) perVenue[e.venue] = (perVenue[e.venue] ?? 0) + 1;
  for (const g of c.groups ?? [c.events.map((e) => e.venue)]) {
    if (g.length > 1) multi += 1;
    else single += 1;
  }
  nfPairs += Object.keys(c.fungible ?? {}).length / 2;
}
const truth = scenario['truth'] as { events: unknown[]; outcomes: Array<{ members: string[] }> };
console.log(`holdout6: ${cases.length} cases, ${events} venue events, ${truth.events.length} true events (${multi} cross-venue, ${single} single-venue), ` +
  `${truth.outcomes.length} true outcomes (${truth.outcomes.filter((o) => o.members.length > 1).length} listed on 2+ venues), ` +
  `${meta.reduce((s, m) => s + m.hn, 0)} hard negatives, ${nfPairs} non-fungible venue pairs`);
console.log('per venue:', JSON.stringify(perVenue));
for (const [k, v] of Object.entries(perCat)) console.log(`  ${k.padEnd(12)} cases ${String(v.cases).padStart(3)}  events ${String(v.events).padStart(3)}  hard negatives ${v.hn}`);
console.log(`wrote ${out.pathname}`);
