// Eighth independent refdata holdout (economics and markets first): writes test/refdata/holdout8-set.json.
// Run: `source deploy/toolchain.sh && node test/refdata/holdout8.build.ts`.
//
// How it was written: by hand, from a trading desk's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/venues.md, the reference-data sections of
// /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (only for the `Case` format and `emitScenario`), and
// lines 1–72 of test/refdata/holdout4.build.ts (header and helper functions, copied and adapted below). Nothing under
// services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set or build file in test/refdata.
// The matcher and the evaluation were never run on this set while writing it, and no case was adjusted after seeing
// any matcher output: it is NOT tuned.
//
// Labelling rules used throughout:
// - Same `t` = same outcome on the YES side. `groups` split listings that are different real-world events; each
//   real-world event appears in exactly one case (a case holds at most one listing per venue).
// - A statistic is one event per (series, transformation, reference period, release): headline and core, MoM and
//   YoY, flash and final, preliminary and final, and the advance / second / third estimates of the same GDP quarter
//   are DIFFERENT events (different releases, different numbers), so they sit in different groups.
// - A price "at a time" (close, fixing, 5pm ET reading) and "reached during a period" (intraday high, any close
//   before a date) are different events; "by <date>" and "on <date>" are different events; a different observation
//   time of day (noon vs 5pm) is a different event.
// - Same asset, same time, different resolution source or averaging window: same outcome, `fungible` false (nf()),
//   with the difference written in the rules / resolution source. Same for a different counting rule (Fed cuts:
//   25 bp increments vs meetings; gamma lists no "0 cuts" child because that one outcome settles alike) and for a
//   "reached during" question whose windows overlap but differ (natural gas: January vs December–January).
// - Thresholds: "above X" is strict, "X or more" / "at least X" / "≥ X" inclusive. On statistics published to one
//   decimal (CPI, PCE, unemployment, ...) "above 0.3%" and "0.4% or more" ARE the same outcome (same `t`), while
//   "above 3.0%" and "3.0% or more" are NOT. Fed target ranges move in 25 bp steps, so "upper bound above 3.25%" and
//   "3.50% or higher" are the same outcome, and "cut >25bps" is labelled the same as "50+ bps cut".
// - Above vs below wording on the same observation: same event, different `t`.
// Ids: beta event ids 160001+, gamma ids 10001+, alpha tickers dated Jan 2027 – Feb 2028; all closes after 2026-11-22.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, yn, type HoldoutRow as Row } from './evalset.emit.ts';

type Cat = 'economics' | 'centralbanks' | 'markets' | 'crypto' | 'weather' | 'tech' | 'culture' | 'science' | 'sports' | 'politics';

const { cases, meta, add } = caseList<Cat>({ oneListingPerVenue: true });
const { A, B, U, G, G1 } = venueBuilders(160000, 10000);
/** The same resolution source on every row (beta / beta_us `resolutionSource`). */
const withSrc = (src: string, ms: Row[]): Row[] => ms.map(([id, label, t, x]) => [id, label, t, { src, ...(x ?? {}) }]);


const BLS = 'Bureau of Labor Statistics https://www.bls.gov/';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov/';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';

// ───────────────────────────── US MACRO ─────────────────────────────
{
  const close = z('2027-04-13', '12:30');
  const r = 'Seasonally adjusted CPI-U month-over-month change for March 2027 as first published by the BLS, one decimal.';
  add('economics', {
    name: 'us-cpi-mom-2027-03',
    events: [
      A('KXCPI-27MAR', 'CPI month-over-month in Mar 2027', 'Economics', close, [
        ['T0.1', 'Above 0.1%', 'gt0.1', { q: 'Will CPI rise more than 0.1% in March 2027?' }],
        ['T0.2', 'Above 0.2%', 'gt0.2', { q: 'Will CPI rise more than 0.2% in March 2027?' }],
        ['T0.3', 'Above 0.3%', 'gt0.3', { q: 'Will CPI rise more than 0.3% in March 2027?' }],
        ['T0.4', 'Above 0.4%', 'gt0.4', { q: 'Will CPI rise more than 0.4% in March 2027?' }],
      ], { sources: [BLS], rules: r }),
      B('March 2027 CPI MoM', 'Economics', close, withSrc('https://www.bls.gov/cpi/', [
        ['march-2027-cpi-mom-0pt0-or-lower', '≤0.0%', 'le0.0', { q: 'Will March 2027 CPI be 0.0% or lower MoM?' }],
        ['march-2027-cpi-mom-0pt1', '0.1%', 'eq0.1', { q: 'Will March 2027 CPI be 0.1% MoM?' }],
        ['march-2027-cpi-mom-0pt2', '0.2%', 'eq0.2', { q: 'Will March 2027 CPI be 0.2% MoM?' }],
        ['march-2027-cpi-mom-0pt3', '0.3%', 'eq0.3', { q: 'Will March 2027 CPI be 0.3% MoM?' }],
        ['march-2027-cpi-mom-0pt4-or-higher', '≥0.4%', 'gt0.3', { q: 'Will March 2027 CPI be 0.4% or higher MoM?' }],
      ]), { rules: `This market resolves per the BLS CPI release for March 2027 (scheduled April 13, 2027). ${r}` }),
      G('US CPI MoM (Mar 2027)', close, [
        ['0.0% or lower', 'le0.0'], ['0.1%', 'eq0.1'], ['0.2%', 'eq0.2'], ['0.3%', 'eq0.3'], ['0.4% or higher', 'gt0.3'],
      ], { rules: r }),
      U('core-cpi-mom-march-2027', 'Core CPI MoM March 2027', 'Economics', close, [
        ['core-cpi-march-2027-above-0pt3', 'Above 0.3%', 'core-gt0.3', { q: 'Will core CPI (ex food and energy) rise more than 0.3% in March 2027?', src: 'https://www.bls.gov/cpi/' }],
      ], { rules: 'Core CPI (all items less food and energy), seasonally adjusted MoM, March 2027, as first published by the BLS.' }),
    ],
    groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
  }, 1);
}
{
  const close = z('2027-06-10', '12:30');
  const r = 'CPI-U all items, not seasonally adjusted, 12-month change for May 2027 as first published by the BLS, one decimal.';
  add('economics', {
    name: 'us-cpi-yoy-2027-05',
    events: [
      A('KXCPIYOY-27MAY', 'Inflation in May 2027', 'Economics', close, [
        ['T2.8', 'Above 2.8%', 'gt2.8'], ['T2.9', 'Above 2.9%', 'gt2.9'], ['T3.0', 'Above 3.0%', 'gt3.0'],
      ], { sources: [BLS], rules: r }),
      B('May 2027 annual inflation (CPI YoY)', 'Economics', close, withSrc('https://www.bls.gov/cpi/', [
        ['cpi-yoy-may-2027-2pt7-or-less', '2.7% or less', 'le2.7'],
        ['cpi-yoy-may-2027-2pt8', '2.8%', 'eq2.8'],
        ['cpi-yoy-may-2027-2pt9', '2.9%', 'eq2.9'],
        ['cpi-yoy-may-2027-3pt0', '3.0%', 'eq3.0'],
        ['cpi-yoy-may-2027-3pt1-or-more', '3.1% or more', 'gt3.0'],
      ]), { rules: r }),
      U('cpi-yoy-may-2027', 'Annual inflation May 2027', 'Economics', close, [
        ['cpi-yoy-may-2027-at-least-3pt0', 'Yes', 'gt2.9', { q: 'Will annual CPI inflation be at least 3.0% in May 2027?', src: 'https://www.bls.gov/cpi/' }],
      ], { rules: r }),
      G1('Core CPI YoY May 2027 above 3.0%?', close, 'core-yoy-gt3.0', { rules: 'Core CPI (less food and energy) 12-month change for May 2027, BLS, one decimal. Yes if above 3.0%.' }),
    ],
    groups: [['alpha', 'beta', 'beta_us'], ['gamma']],
  }, 2);
}
{
  const r = (m: string): string => `Core CPI (all items less food and energy), 12-month change, ${m}, as first published by the BLS, one decimal.`;
  add('economics', {
    name: 'us-core-cpi-yoy-2027-01',
    events: [
      A('KXCPICOREYOY-27JAN', 'Core inflation in Jan 2027', 'Economics', z('2027-02-10', '13:30'), [
        ['T2.9', 'Above 2.9%', 'gt2.9'], ['T3.0', 'Above 3.0%', 'gt3.0'], ['T3.1', 'Above 3.1%', 'gt3.1'],
      ], { sources: [BLS], rules: r('January 2027') }),
      B('Core CPI YoY in January 2027?', 'Economics', z('2027-02-10', '13:30'), withSrc('https://www.bls.gov/cpi/', [
        ['core-cpi-yoy-jan-2027-3pt0-or-higher', '3.0% or higher', 'gt2.9', { q: 'Will core CPI YoY be 3.0% or higher in January 2027?' }],
        ['core-cpi-yoy-jan-2027-3pt2-or-higher', '3.2% or higher', 'gt3.1', { q: 'Will core CPI YoY be 3.2% or higher in January 2027?' }],
      ]), { rules: r('January 2027') }),
      G('Core CPI YoY — Feb 2027', z('2027-03-10', '13:30'), [
        ['Above 2.9%', 'feb-gt2.9'], ['Above 3.0%', 'feb-gt3.0'], ['Above 3.1%', 'feb-gt3.1'],
      ], { rules: r('February 2027') }),
    ],
    groups: [['alpha', 'beta'], ['gamma']],
  }, 1);
}
{
  const close = z('2027-03-26', '13:30');
  const r = 'PCE price index, 12-month change for February 2027 in the BEA Personal Income and Outlays release, one decimal.';
  add('economics', {
    name: 'us-pce-2027-02',
    events: [
      A('KXPCE-27FEB', 'PCE inflation in Feb 2027', 'Economics', close, [
        ['B2.3', '2.3% or below', 'le2.3'], ['B2.45', '2.4% to 2.5%', 'b2.4-2.5'], ['B2.65', '2.6% to 2.7%', 'b2.6-2.7'], ['T2.7', '2.8% or above', 'ge2.8'],
      ], { sources: [BEA], rules: r }),
      B('PCE inflation February 2027', 'Economics', close, withSrc('https://www.bea.gov/data/personal-consumption-expenditures-price-index', [
        ['pce-feb-2027-le-2pt3', '≤2.3%', 'le2.3'], ['pce-feb-2027-2pt4-2pt5', '2.4–2.5%', 'b2.4-2.5'],
        ['pce-feb-2027-2pt6-2pt7', '2.6–2.7%', 'b2.6-2.7'], ['pce-feb-2027-ge-2pt8', '≥2.8%', 'ge2.8'],
      ]), { rules: r }),
      U('core-pce-feb-2027', 'Core PCE February 2027', 'Economics', close, [
        ['core-pce-feb-2027-above-2pt7', 'Above 2.7%', 'core-gt2.7', { q: 'Will core PCE inflation (YoY) be above 2.7% for February 2027?' }],
      ], { rules: 'PCE excluding food and energy, 12-month change, February 2027, BEA.' }),
      G1('PCE prices MoM February 2027 above 0.2%?', close, 'mom-gt0.2', { rules: 'PCE price index month-over-month change for February 2027, BEA, one decimal. Yes if above 0.2%.' }),
    ],
    groups: [['alpha', 'beta'], ['beta_us'], ['gamma']],
  }, 2);
}
add('economics', {
  name: 'us-ppi-2027-01',
  events: [
    A('KXPPI-27JAN', 'PPI month-over-month in Jan 2027', 'Economics', z('2027-02-12', '13:30'), [
      ['T0.2', 'Above 0.2%', 'gt0.2'], ['T0.3', 'Above 0.3%', 'gt0.3'],
    ], { sources: [BLS], rules: 'PPI final demand, seasonally adjusted MoM, January 2027, BLS, one decimal.' }),
    B('Will PPI rise 0.3% or more in January 2027?', 'Economics', z('2027-02-12', '13:30'), [
      ['ppi-jan-2027-0pt3-or-more', 'Yes', 'gt0.2', { src: 'https://www.bls.gov/ppi/' }],
    ], { rules: 'Producer Price Index for final demand, MoM seasonally adjusted, January 2027, as first published, one decimal. Yes if 0.3% or more.' }),
  ],
});
{
  const close = z('2027-03-05', '13:30');
  const r = 'Change in total nonfarm payroll employment for February 2027 in the BLS Employment Situation, as first released.';
  add('economics', {
    name: 'us-payrolls-2027-02',
    events: [
      A('KXPAYROLLS-27FEB', 'Jobs numbers in Feb 2027', 'Economics', close, [
        ['T50000', 'Above 50,000', 'gt50'], ['T100000', 'Above 100,000', 'gt100'], ['T150000', 'Above 150,000', 'gt150'], ['T200000', 'Above 200,000', 'gt200'],
      ], { sources: [BLS], rules: r }),
      B('February 2027 jobs report: how many jobs added?', 'Economics', close, withSrc('https://www.bls.gov/ces/', [
        ['feb-2027-jobs-50k-or-less', '50k or less', 'le50'], ['feb-2027-jobs-51k-100k', '51k–100k', 'b51-100'],
        ['feb-2027-jobs-101k-150k', '101k–150k', 'b101-150'], ['feb-2027-jobs-151k-200k', '151k–200k', 'b151-200'],
        ['feb-2027-jobs-more-than-200k', 'More than 200k', 'gt200'],
      ]), { rules: r }),
      G1('Nonfarm payrolls Feb 2027 above 100K?', close, 'gt100', { rules: r }),
      U('nfp-jan-2027', 'January 2027 payrolls', 'Economics', z('2027-02-05', '13:30'), [
        ['nfp-jan-2027-above-100k', 'Yes', 'jan-gt100', { q: 'Will January 2027 nonfarm payrolls be above 100,000?' }],
      ], { rules: 'Total nonfarm payrolls change for January 2027, BLS, as first released.' }),
    ],
    groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
  }, 1);
}
{
  const close = z('2027-04-02', '12:30');
  const r = 'U-3 unemployment rate, seasonally adjusted, for March 2027 as first published by the BLS, one decimal.';
  add('economics', {
    name: 'us-unemployment-2027-03',
    events: [
      A('KXU3-27MAR', 'Unemployment in Mar 2027', 'Economics', close, [
        ['T4.3', 'Above 4.3%', 'gt4.3'], ['T4.4', 'Above 4.4%', 'gt4.4'], ['T4.5', 'Above 4.5%', 'gt4.5'],
      ], { sources: [BLS], rules: r }),
      B('US unemployment rate March 2027', 'Economics', close, withSrc('https://www.bls.gov/cps/', [
        ['unemployment-mar-2027-4pt2-or-lower', '4.2% or lower', 'le4.2'], ['unemployment-mar-2027-4pt3', '4.3%', 'eq4.3'],
        ['unemployment-mar-2027-4pt4', '4.4%', 'eq4.4'], ['unemployment-mar-2027-4pt5-or-higher', '4.5% or higher', 'gt4.4'],
      ]), { rules: r }),
      G1('US unemployment 4.5% or higher in March 2027?', close, 'gt4.4', { rules: r }),
      U('unemployment-march-2027', 'Unemployment March 2027', 'Economics', close, [
        ['unemployment-march-2027-above-4pt5', 'Yes', 'gt4.5', { q: 'Will the unemployment rate be higher than 4.5% in March 2027?' }],
      ], { rules: r }),
    ],
  }, 1);
}
add('economics', {
  name: 'us-u3-vs-u6-2027-04',
  events: [
    A('KXU3-27APR', 'Unemployment in Apr 2027', 'Economics', z('2027-05-07', '12:30'), [
      ['T4.4', 'Above 4.4%', 'u3-gt4.4'],
    ], { sources: [BLS], rules: 'U-3 unemployment rate for April 2027, BLS, one decimal.' }),
    B('U-6 underemployment rate above 8.0% in April 2027?', 'Economics', z('2027-05-07', '12:30'), [
      ['u6-april-2027-above-8pt0', 'Yes', 'u6-gt8.0', { src: 'https://www.bls.gov/cps/' }],
    ], { rules: 'Resolves on the U-6 measure (total unemployed, plus marginally attached, plus part time for economic reasons) for April 2027.' }),
  ],
  groups: [['alpha'], ['beta']],
}, 1);
add('economics', {
  name: 'us-jolts-2027-01',
  events: [
    A('KXJOLTS-27JAN', 'Job openings in Jan 2027', 'Economics', z('2027-03-09', '14:00'), [
      ['T7.0', 'Above 7.0M', 'gt7.0'], ['T7.5', 'Above 7.5M', 'gt7.5'],
    ], { sources: [BLS], rules: 'JOLTS total job openings for January 2027, as first published.' }),
    B('JOLTS job openings over 7 million in January 2027?', 'Economics', z('2027-03-09', '14:00'), [
      ['jolts-jan-2027-over-7m', 'Yes', 'gt7.0', { src: 'https://www.bls.gov/jlt/' }],
    ], { rules: 'Resolves Yes if JOLTS job openings for January 2027 are more than 7,000,000 in the first release.' }),
  ],
});
add('economics', {
  name: 'us-retail-sales-2027-04',
  events: [
    A('KXRETAIL-27APR', 'Retail sales in Apr 2027', 'Economics', z('2027-05-14', '12:30'), [
      ['T0.0', 'Above 0.0%', 'gt0.0'], ['T0.5', 'Above 0.5%', 'gt0.5'],
    ], { rules: 'Advance monthly retail and food services sales, MoM seasonally adjusted, April 2027, Census Bureau, one decimal.' }),
    B('Will retail sales increase in April 2027?', 'Economics', z('2027-05-14', '12:30'), [
      ['retail-sales-increase-april-2027', 'Yes', 'gt0.0', { src: 'https://www.census.gov/retail/' }],
    ], { rules: 'Yes if the advance estimate of total retail and food services sales for April 2027 shows a month-over-month increase (above 0.0%).' }),
    G1('Retail sales ex autos April 2027 above 0.3%?', z('2027-05-14', '12:30'), 'exauto-gt0.3', { rules: 'Retail sales excluding motor vehicles and parts, April 2027 advance, MoM.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);
{
  const r = 'Real GDP, seasonally adjusted annualized quarter-over-quarter rate for Q1 2027 in the BEA ADVANCE estimate, one decimal.';
  add('economics', {
    name: 'us-gdp-2027q1',
    events: [
      A('KXGDP-27APR29', 'GDP growth in Q1 2027', 'Economics', z('2027-04-29', '12:30'), [
        ['T1.0', 'Above 1.0%', 'gt1.0'], ['T2.0', 'Above 2.0%', 'gt2.0'], ['T3.0', 'Above 3.0%', 'gt3.0'],
      ], { sources: [BEA], rules: r }),
      B('Q1 2027 GDP growth (advance estimate)', 'Economics', z('2027-04-29', '12:30'), withSrc('https://www.bea.gov/data/gdp', [
        ['q1-2027-gdp-negative', 'Negative', 'lt0'], ['q1-2027-gdp-0pt0-0pt9', '0.0–0.9%', 'b0.0-0.9'],
        ['q1-2027-gdp-1pt0-1pt9', '1.0–1.9%', 'b1.0-1.9'], ['q1-2027-gdp-2pt0-2pt9', '2.0–2.9%', 'b2.0-2.9'], ['q1-2027-gdp-3pt0-plus', '3.0%+', 'ge3.0'],
      ]), { rules: r }),
      U('gdp-q1-2027', 'First-quarter 2027 GDP', 'Economics', z('2027-04-29', '12:30'), [
        ['gdp-q1-2027-more-than-2pt0', 'Yes', 'gt2.0', { q: 'Will first-quarter 2027 GDP growth exceed 2.0% (advance estimate)?' }],
      ], { rules: r }),
      G1('US GDP Q1 2027 second estimate above 2%?', z('2027-05-27', '12:30'), 'second-gt2.0', { rules: 'Resolves on the BEA SECOND estimate of Q1 2027 real GDP growth (annualized), one decimal. Yes if above 2.0%.' }),
    ],
    groups: [['alpha', 'beta', 'beta_us'], ['gamma']],
  }, 2);
}
add('economics', {
  name: 'us-gdp-2027q2-vs-q3',
  events: [
    A('KXGDP-27JUL29', 'GDP growth in Q2 2027', 'Economics', z('2027-07-29', '12:30'), [
      ['T2.0', 'Above 2.0%', 'q2-gt2.0'], ['T2.5', 'Above 2.5%', 'q2-gt2.5'],
    ], { sources: [BEA], rules: 'Real GDP annualized growth for Q2 2027, BEA advance estimate, one decimal.' }),
    G1('GDP growth in the second quarter of 2027 above 2.0% (advance)?', z('2027-07-29', '12:30'), 'q2-gt2.0', { rules: 'April–June 2027 real GDP growth, seasonally adjusted annual rate, BEA advance estimate. Yes if above 2.0%.' }),
    B('Q3 2027 GDP growth above 2%?', 'Economics', z('2027-10-28', '12:30'), [
      ['q3-2027-gdp-above-2pct', 'Yes', 'q3-gt2.0', { src: 'https://www.bea.gov/data/gdp' }],
    ], { rules: 'Jul–Sep 2027 real GDP, BEA advance estimate. Yes if above 2.0%.' }),
  ],
  groups: [['alpha', 'gamma'], ['beta']],
}, 1);
add('economics', {
  name: 'us-ism-2027-03',
  events: [
    A('KXISMPMI-27MAR', 'ISM Manufacturing PMI in Mar 2027', 'Economics', z('2027-04-01', '14:00'), [
      ['T50.0', 'Above 50.0', 'gt50.0'], ['T52.0', 'Above 52.0', 'gt52.0'],
    ], { rules: 'ISM Manufacturing PMI headline for March 2027.' }),
    B('ISM manufacturing PMI above 50 in March 2027?', 'Economics', z('2027-04-01', '14:00'), [
      ['ism-manufacturing-march-2027-above-50', 'Yes', 'gt50.0', { src: 'https://www.ismworld.org/' }],
    ], { rules: 'Yes if the ISM Manufacturing PMI for March 2027 is higher than 50.0.' }),
    G1('ISM Services PMI March 2027 above 50?', z('2027-04-05', '14:00'), 'svc-gt50.0', { rules: 'ISM Services PMI (non-manufacturing) for March 2027. Yes if above 50.0.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);
add('economics', {
  name: 'us-umich-2027-05',
  events: [
    A('KXUMICH-27MAY', 'Consumer sentiment (preliminary) in May 2027', 'Economics', z('2027-05-14', '14:00'), [
      ['T55', 'Above 55', 'gt55'], ['T60', 'Above 60', 'gt60'],
    ], { rules: 'University of Michigan Index of Consumer Sentiment, PRELIMINARY May 2027 reading.' }),
    U('umich-sentiment-may-2027-prelim', 'UMich sentiment May 2027 (prelim)', 'Economics', z('2027-05-14', '14:00'), [
      ['umich-may-2027-prelim-over-55', 'Yes', 'gt55', { q: 'Will preliminary UMich consumer sentiment for May 2027 be over 55?' }],
    ], { rules: 'Preliminary May 2027 Index of Consumer Sentiment, University of Michigan Surveys of Consumers.' }),
    B('UMich consumer sentiment final May 2027 above 55?', 'Economics', z('2027-05-28', '14:00'), [
      ['umich-final-may-2027-above-55', 'Yes', 'final-gt55', { src: 'http://www.sca.isr.umich.edu/' }],
    ], { rules: 'Resolves on the FINAL May 2027 Index of Consumer Sentiment.' }),
  ],
  groups: [['alpha', 'beta_us'], ['beta']],
}, 1);
add('economics', {
  name: 'us-housing-starts-2027-03',
  events: [
    A('KXHOUSING-27MAR', 'Housing starts in Mar 2027', 'Economics', z('2027-04-16', '12:30'), [
      ['T1.30', 'Above 1.30M', 'gt1.30'], ['T1.40', 'Above 1.40M', 'gt1.40'],
    ], { rules: 'New privately-owned housing units started, SAAR, March 2027, Census Bureau, first release.' }),
  ],
});
add('economics', {
  name: 'us-jobless-claims-2027-01-16',
  events: [
    B('Initial jobless claims above 250k for week ending Jan 16, 2027?', 'Economics', z('2027-01-21', '13:30'), [
      ['initial-claims-week-ending-jan-16-2027-above-250k', 'Yes', 'gt250', { src: 'https://www.dol.gov/ui/data.pdf' }],
    ], { rules: 'Seasonally adjusted initial claims in the DOL weekly release for the week ending January 16, 2027, as first reported.' }),
  ],
});
add('economics', {
  name: 'us-recession-2027',
  events: [
    B('US recession in 2027?', 'Economics', z('2027-12-31'), [
      ['us-recession-in-2027', 'Yes', 'yes', { src: 'https://www.bea.gov/data/gdp' }],
    ], { rules: 'Resolves Yes if BEA advance estimates show two consecutive quarters of negative real GDP growth within 2027, OR if NBER announces a recession by Dec 31, 2027.' }),
    G1('Will the US enter a recession in 2027 (NBER)?', z('2027-12-31'), 'yes', { rules: 'Resolves Yes only if the NBER Business Cycle Dating Committee announces, by December 31, 2027, a peak in 2027. GDP prints alone do not count.' }),
  ],
  fungible: nf('beta|gamma'),
});
add('economics', {
  name: 'us-core-vs-headline-ppi-2027-06',
  events: [
    B('Core PPI June 2027 MoM above 0.2%?', 'Economics', z('2027-07-15', '12:30'), [
      ['core-ppi-june-2027-above-0pt2', 'Yes', 'core-gt0.2', { src: 'https://www.bls.gov/ppi/' }],
    ], { rules: 'PPI final demand less foods, energy and trade services, June 2027, MoM.' }),
    G1('PPI final demand June 2027 MoM above 0.2%?', z('2027-07-15', '12:30'), 'head-gt0.2', { rules: 'PPI final demand (headline), June 2027, MoM seasonally adjusted.' }),
  ],
  groups: [['beta'], ['gamma']],
}, 1);

// ───────────────────────────── CENTRAL BANKS ─────────────────────────────
{
  const close = z('2027-03-17', '18:00');
  const r = 'Change to the upper bound of the federal funds target range announced at the March 16–17, 2027 FOMC meeting.';
  add('centralbanks', {
    name: 'fomc-2027-03',
    events: [
      A('KXFEDDECISION-27MAR', 'Fed decision in Mar 2027', 'Economics', close, [
        ['C26', 'Cut >25bps', 'cut-gt25'], ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25'], ['H26', 'Hike >25bps', 'hike-gt25'],
      ], { sources: [FED], rules: r }),
      B('Fed decision in March 2027?', 'Economics', close, withSrc('https://www.federalreserve.gov/', [
        ['fed-50-plus-bps-decrease-march-2027', '50+ bps decrease', 'cut-gt25', { q: 'Will the Fed decrease rates by 50+ bps after the March 2027 meeting?' }],
        ['fed-25-bps-decrease-march-2027', '25 bps decrease', 'cut25', { q: 'Will the Fed decrease rates by 25 bps after the March 2027 meeting?' }],
        ['fed-no-change-march-2027', 'No change', 'hold', { q: 'Will the Fed hold rates at the March 2027 meeting?' }],
        ['fed-25-plus-bps-increase-march-2027', '25+ bps increase', 'hike-any', { q: 'Will the Fed increase rates by 25+ bps after the March 2027 meeting?' }],
      ]), { rules: r }),
      G('Fed rate decision — March 2027 FOMC', close, [['Cut', 'cut-any'], ['Hold', 'hold'], ['Hike', 'hike-any']], { rules: r }),
      U('fed-cut-march-2027', 'Fed rate cut in March 2027?', 'Economics', close, [
        ['fed-cuts-rates-march-2027', 'Yes', 'cut-any', { q: 'Will the Fed cut interest rates at its March 2027 meeting?' }],
      ], { rules: r }),
    ],
  });
}
add('centralbanks', {
  name: 'fomc-2027-06-in-vs-by',
  events: [
    A('KXFEDDECISION-27JUN', 'Fed decision in Jun 2027', 'Economics', z('2027-06-16', '18:00'), [
      ['C26', 'Cut >25bps', 'cut-gt25'], ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25'],
    ], { sources: [FED], rules: 'Outcome of the June 15–16, 2027 FOMC meeting (upper bound of the target range).' }),
    G('Fed decision June 2027', z('2027-06-16', '18:00'), [['25 bps cut', 'cut25'], ['No change', 'hold']], { rules: 'Decision announced at the June 2027 FOMC meeting only.' }),
    B('Fed rate cut by June 2027?', 'Economics', z('2027-06-16', '18:00'), [
      ['fed-rate-cut-by-june-2027', 'Yes', 'by-june', { src: 'https://www.federalreserve.gov/' }],
    ], { rules: 'Yes if the FOMC lowers the target range at ANY meeting from January 1, 2027 through the June 2027 meeting.' }),
  ],
  groups: [['alpha', 'gamma'], ['beta']],
}, 1);
add('centralbanks', {
  name: 'fed-cut-count-2027',
  events: [
    A('KXRATECUTCOUNT-27DEC31', 'Number of Fed rate cuts in 2027', 'Economics', z('2027-12-08', '19:00'), [
      ['0', '0 cuts', 'n0'], ['1', '1 cut', 'n1'], ['2', '2 cuts', 'n2'], ['3', '3 cuts', 'n3'], ['4', '4 or more', 'n4+'],
    ], { sources: [FED], rules: 'Counts 25 bp reductions of the target range in 2027; a 50 bp cut counts as two cuts.' }),
    B('How many Fed rate cuts in 2027?', 'Economics', z('2027-12-08', '19:00'), withSrc('https://www.federalreserve.gov/', [
      ['fed-cuts-2027-0', '0', 'n0'], ['fed-cuts-2027-1', '1', 'n1'], ['fed-cuts-2027-2', '2', 'n2'], ['fed-cuts-2027-3', '3', 'n3'], ['fed-cuts-2027-4-plus', '4+', 'n4+'],
    ]), { rules: 'Number of 25 bps cuts in 2027. A 50 bps cut counts as 2 cuts.' }),
    G('Number of FOMC meetings with a rate cut in 2027', z('2027-12-08', '19:00'), [
      ['One', 'n1'], ['Two', 'n2'], ['Three', 'n3'], ['Four or more', 'n4+'],
    ], { rules: 'Counts FOMC MEETINGS at which the target range was lowered in 2027, regardless of the size of the cut (a 50 bp cut counts once).' }),
  ],
  fungible: nf('alpha|gamma', 'beta|gamma'),
});
add('centralbanks', {
  name: 'fed-funds-eoy-2027',
  events: [
    A('KXFEDEOY-27DEC31', 'Fed funds upper bound at end of 2027', 'Economics', z('2027-12-31'), [
      ['T2.75', 'Above 2.75%', 'gt2.75'], ['T3.00', 'Above 3.00%', 'gt3.00'], ['T3.25', 'Above 3.25%', 'gt3.25'],
    ], { sources: [FED], rules: 'Upper bound of the federal funds target range in effect on December 31, 2027.' }),
    B('Fed funds target upper bound on Dec 31, 2027?', 'Economics', z('2027-12-31'), withSrc('https://www.federalreserve.gov/', [
      ['fed-upper-bound-eoy-2027-2pt75-or-lower', '2.75% or lower', 'le2.75'], ['fed-upper-bound-eoy-2027-3pt00', '3.00%', 'eq3.00'],
      ['fed-upper-bound-eoy-2027-3pt25', '3.25%', 'eq3.25'], ['fed-upper-bound-eoy-2027-3pt50-or-higher', '3.50% or higher', 'gt3.25'],
    ]), { rules: 'Upper bound of the target range in effect at year-end 2027 (Dec 31).' }),
  ],
});
add('centralbanks', {
  name: 'fed-chair-eoy-2027',
  events: [
    A('KXFEDCHAIR-27DEC31', 'Who will be Fed Chair on Dec 31, 2027?', 'Economics', z('2027-12-31'), [
      ['HASS', 'Kevin Hassett', 'hassett'], ['WARS', 'Kevin Warsh', 'warsh'], ['WALL', 'Christopher Waller', 'waller'], ['BOWM', 'Michelle Bowman', 'bowman'],
    ]),
    B('Fed Chair at year-end 2027?', 'Economics', z('2027-12-31'), [
      ['fed-chair-eoy-2027-hassett', 'Hassett', 'hassett'], ['fed-chair-eoy-2027-warsh', 'Warsh', 'warsh'],
      ['fed-chair-eoy-2027-waller', 'Waller', 'waller'], ['fed-chair-eoy-2027-rieder', 'Rieder', 'rieder'],
    ], { rules: 'The person serving (including acting) as Chair of the Board of Governors on December 31, 2027.' }),
    G('Federal Reserve Chair on 31 Dec 2027', z('2027-12-31'), [
      ['Kevin Hassett', 'hassett'], ['Kevin Warsh', 'warsh'], ['Chris Waller', 'waller'], ['Michelle Bowman', 'bowman'], ['Rick Rieder', 'rieder'],
    ], { rules: 'Chair (including acting) of the Federal Reserve Board on December 31, 2027.' }),
  ],
});
add('centralbanks', {
  name: 'ecb-2027-04-vs-06',
  events: [
    A('KXECB-27APR', 'ECB rate decision in Apr 2027', 'Economics', z('2027-04-15', '12:15'), [
      ['CUT', 'Cut', 'cut-any'], ['HOLD', 'No change', 'hold'], ['HIKE', 'Hike', 'hike-any'],
    ], { rules: 'Change in the ECB deposit facility rate announced at the April 2027 monetary policy meeting.' }),
    B('ECB decision in April 2027?', 'Economics', z('2027-04-15', '12:15'), withSrc('https://www.ecb.europa.eu/', [
      ['ecb-april-2027-decrease', 'Decrease', 'cut-any'], ['ecb-april-2027-no-change', 'No change', 'hold'], ['ecb-april-2027-increase', 'Increase', 'hike-any'],
    ]), { rules: 'Deposit facility rate decision, ECB Governing Council, April 2027 meeting.' }),
    G('ECB June 2027 decision', z('2027-06-10', '12:15'), [['Cut', 'jun-cut'], ['Hold', 'jun-hold'], ['Hike', 'jun-hike']], { rules: 'Deposit facility rate change at the June 2027 ECB meeting.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);
add('centralbanks', {
  name: 'boe-2027-02-vs-03',
  events: [
    A('KXBOE-27FEB', 'Bank of England decision in Feb 2027', 'Economics', z('2027-02-04', '12:00'), [
      ['CUT', 'Cut', 'cut-any'], ['HOLD', 'Hold', 'hold'],
    ], { rules: 'Change in Bank Rate announced by the MPC on February 4, 2027.' }),
    B('Bank of England decision February 2027', 'Economics', z('2027-02-04', '12:00'), withSrc('https://www.bankofengland.co.uk/monetary-policy', [
      ['boe-feb-2027-cut-25', 'Cut 25 bps', 'cut25'], ['boe-feb-2027-no-change', 'No change', 'hold'],
    ]), { rules: 'Bank Rate decision at the February 2027 MPC meeting.' }),
    G1('Will the BoE cut at its March 2027 meeting?', z('2027-03-18', '12:00'), 'mar-cut', { rules: 'Bank Rate cut at the March 2027 MPC meeting.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);
add('centralbanks', {
  name: 'boj-2027-01',
  events: [
    A('KXBOJ-27JAN', 'Bank of Japan decision in Jan 2027', 'Economics', z('2027-01-22', '03:00'), [
      ['HIKE', 'Hike', 'hike-any'], ['HOLD', 'Hold', 'hold'],
    ], { rules: 'Change to the BoJ short-term policy rate at the January 2027 Monetary Policy Meeting.' }),
    B('Bank of Japan hikes in January 2027?', 'Economics', z('2027-01-22', '03:00'), [
      ['boj-hike-january-2027', 'Yes', 'hike-any', { src: 'https://www.boj.or.jp/en/' }],
    ], { rules: 'Yes if the BoJ raises its policy rate at the January 2027 meeting.' }),
    G1('BoJ rate hike by April 2027?', z('2027-04-30', '03:00'), 'by-apr', { rules: 'Yes if the BoJ raises its policy rate at any meeting between January 1 and April 30, 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);
add('centralbanks', {
  name: 'boc-2027-03',
  events: [
    B('Bank of Canada decision March 2027', 'Economics', z('2027-03-10', '14:45'), withSrc('https://www.bankofcanada.ca/', [
      ['boc-march-2027-cut', 'Cut', 'cut-any'], ['boc-march-2027-hold', 'Hold', 'hold'], ['boc-march-2027-hike', 'Hike', 'hike-any'],
    ]), { rules: 'Change in the Bank of Canada target for the overnight rate, March 2027 announcement.' }),
    G('BoC rate decision (Mar 2027)', z('2027-03-10', '14:45'), [['Lower', 'cut-any'], ['Unchanged', 'hold'], ['Raise', 'hike-any']], { rules: 'Overnight rate target, Bank of Canada, March 2027.' }),
  ],
});
add('centralbanks', {
  name: 'rba-vs-rbnz-2027-02',
  events: [
    B('RBA cash rate decision February 2027', 'Economics', z('2027-02-16', '03:30'), withSrc('https://www.rba.gov.au/', [
      ['rba-feb-2027-cut', 'Cut', 'cut-any'], ['rba-feb-2027-hold', 'Hold', 'hold'], ['rba-feb-2027-hike', 'Hike', 'hike-any'],
    ]), { rules: 'Reserve Bank of Australia cash rate target decision, February 2027 meeting.' }),
    G('Reserve Bank of Australia — Feb 2027 decision', z('2027-02-16', '03:30'), [['Cut', 'cut-any'], ['Hold', 'hold'], ['Hike', 'hike-any']], { rules: 'RBA cash rate target, February 2027.' }),
    U('rbnz-ocr-february-2027', 'RBNZ OCR decision February 2027', 'Economics', z('2027-02-24', '01:00'), [
      ['rbnz-cuts-ocr-february-2027', 'Yes', 'rbnz-cut', { q: 'Will the Reserve Bank of New Zealand cut the OCR in February 2027?' }],
    ], { rules: 'Official Cash Rate, Reserve Bank of New Zealand, February 2027 Monetary Policy Statement.' }),
  ],
  groups: [['beta', 'gamma'], ['beta_us']],
}, 1);
add('centralbanks', {
  name: 'snb-2027-03-negative',
  events: [
    B('Will the SNB set a negative policy rate in March 2027?', 'Economics', z('2027-03-18', '08:30'), [
      ['snb-negative-rate-march-2027', 'Yes', 'neg', { src: 'https://www.snb.ch/' }],
    ], { rules: 'Yes if the SNB policy rate announced at the March 2027 assessment is below 0%.' }),
    G1('SNB policy rate below 0% after March 2027 assessment?', z('2027-03-18', '08:30'), 'neg', { rules: 'Swiss National Bank policy rate set at the March 2027 quarterly assessment. Yes if below zero.' }),
  ],
});
add('centralbanks', {
  name: 'riksbank-2027-02',
  events: [B('Riksbank cuts in February 2027?', 'Economics', z('2027-02-10', '08:30'), [['riksbank-cut-february-2027', 'Yes', 'cut', { src: 'https://www.riksbank.se/' }]], { rules: 'Riksbank policy rate decision, February 2027.' })],
});
add('centralbanks', {
  name: 'norges-bank-2027-03',
  events: [G('Norges Bank policy rate decision March 2027', z('2027-03-25', '09:00'), [['Cut', 'cut'], ['Hold', 'hold'], ['Hike', 'hike']], { rules: 'Norges Bank policy rate, March 2027 meeting.' })],
});
add('centralbanks', {
  name: 'rbi-2027-02',
  events: [
    B('RBI repo rate cut in February 2027?', 'Economics', z('2027-02-05', '04:30'), [['rbi-repo-cut-february-2027', 'Yes', 'cut', { src: 'https://www.rbi.org.in/' }]], { rules: 'Reserve Bank of India MPC, February 2027 policy: Yes if the repo rate is reduced.' }),
    G1('Will the Reserve Bank of India lower the repo rate in Feb 2027?', z('2027-02-05', '04:30'), 'cut', { rules: 'RBI Monetary Policy Committee decision, February 2027.' }),
  ],
});
add('centralbanks', {
  name: 'banxico-2027-03',
  events: [B('Banxico decision March 2027', 'Economics', z('2027-03-25', '19:00'), withSrc('https://www.banxico.org.mx/', [
    ['banxico-march-2027-cut-25', 'Cut 25 bps', 'cut25'], ['banxico-march-2027-cut-50', 'Cut 50 bps', 'cut50'], ['banxico-march-2027-hold', 'Hold', 'hold'],
  ]), { rules: 'Banco de México overnight interbank rate target, March 2027 decision.' })],
});
add('centralbanks', {
  name: 'bcb-copom-2027-03',
  events: [
    B('Selic cut at March 2027 Copom meeting?', 'Economics', z('2027-03-17', '21:30'), [['selic-cut-march-2027-copom', 'Yes', 'cut', { src: 'https://www.bcb.gov.br/' }]], { rules: 'Yes if the Banco Central do Brasil Copom lowers the Selic target at its March 2027 meeting.' }),
    G1('Brazil central bank cuts Selic in March 2027?', z('2027-03-17', '21:30'), 'cut', { rules: 'Copom decision, March 2027.' }),
    A('KXSELIC-27MAY', 'Selic decision in May 2027', 'Economics', z('2027-05-05', '21:30'), [['CUT', 'Cut', 'may-cut'], ['HOLD', 'Hold', 'may-hold']], { rules: 'Copom decision, May 2027 meeting.' }),
  ],
  groups: [['beta', 'gamma'], ['alpha']],
}, 1);

// ───────────────────────────── INTERNATIONAL MACRO ─────────────────────────────
add('economics', {
  name: 'uk-cpi-2027-03',
  events: [
    B('UK CPI inflation March 2027', 'Economics', z('2027-04-14', '06:00'), withSrc('https://www.ons.gov.uk/', [
      ['uk-cpi-march-2027-below-2pt5', 'Below 2.5%', 'lt2.5'], ['uk-cpi-march-2027-2pt5-to-2pt9', '2.5% to 2.9%', 'b2.5-2.9'], ['uk-cpi-march-2027-3pt0-or-above', '3.0% or above', 'ge3.0'],
    ]), { rules: 'ONS CPI 12-month rate for March 2027, one decimal.' }),
    G('UK inflation (CPI YoY) — Mar 2027', z('2027-04-14', '06:00'), [['Under 2.5%', 'lt2.5'], ['2.5–2.9%', 'b2.5-2.9'], ['At least 3.0%', 'ge3.0']], { rules: 'ONS consumer prices index, annual rate, March 2027.' }),
  ],
});
add('economics', {
  name: 'ea-hicp-2027-04-flash-vs-final',
  events: [
    A('KXEUCPI-27APR', 'Euro area inflation (flash) in Apr 2027', 'Economics', z('2027-04-30', '09:00'), [
      ['T1.9', 'Above 1.9%', 'gt1.9'], ['T2.0', 'Above 2.0%', 'gt2.0'], ['T2.1', 'Above 2.1%', 'gt2.1'],
    ], { rules: 'Eurostat FLASH estimate of euro area HICP annual inflation, April 2027, one decimal.' }),
    B('Euro area flash inflation April 2027 above 2.0%?', 'Economics', z('2027-04-30', '09:00'), [
      ['euro-area-flash-inflation-april-2027-above-2pct', 'Yes', 'gt2.0', { src: 'https://ec.europa.eu/eurostat' }],
    ], { rules: 'Eurostat flash estimate of HICP annual rate for April 2027. Yes if higher than 2.0%.' }),
    G1('Eurozone HICP April 2027 final above 2.0%?', z('2027-05-19', '09:00'), 'final-gt2.0', { rules: 'Resolves on the FINAL (not flash) Eurostat HICP annual rate for April 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);
add('economics', {
  name: 'china-gdp-2027q1',
  events: [
    B('China Q1 2027 GDP growth 5.0% or higher?', 'Economics', z('2027-04-16', '02:00'), [['china-q1-2027-gdp-5pct-or-higher', 'Yes', 'ge5.0', { src: 'https://www.stats.gov.cn/english/' }]], { rules: 'NBS first-quarter 2027 real GDP growth, year-on-year, one decimal. Yes if 5.0% or more.' }),
    G1('China GDP growth in the first quarter of 2027 at least 5%?', z('2027-04-16', '02:00'), 'ge5.0', { rules: 'National Bureau of Statistics of China, Jan–Mar 2027 GDP, YoY. Yes if at least 5.0%.' }),
  ],
});
add('economics', {
  name: 'japan-core-cpi-2027-03-national-vs-tokyo',
  events: [
    B('Japan national core CPI March 2027 above 2%?', 'Economics', z('2027-04-23', '23:30'), [['japan-national-core-cpi-march-2027-above-2pct', 'Yes', 'national-gt2.0', { src: 'https://www.stat.go.jp/english/' }]], { rules: 'Nationwide CPI excluding fresh food, March 2027, YoY.' }),
    G1('Tokyo core CPI March 2027 above 2%?', z('2027-03-26', '23:30'), 'tokyo-gt2.0', { rules: 'Tokyo-area CPI excluding fresh food, March 2027, YoY.' }),
  ],
  groups: [['beta'], ['gamma']],
}, 1);
add('economics', {
  name: 'australia-cpi-2027q1',
  events: [B('Australia Q1 2027 CPI annual above 3%?', 'Economics', z('2027-04-28', '01:30'), [['australia-q1-2027-cpi-above-3pct', 'Yes', 'gt3.0', { src: 'https://www.abs.gov.au/' }]], { rules: 'ABS quarterly CPI, annual change, March quarter 2027.' })],
});
add('economics', {
  name: 'canada-cpi-2027-02',
  events: [A('KXCACPI-27FEB', 'Canada inflation in Feb 2027', 'Economics', z('2027-03-16', '12:30'), [['T2.0', 'Above 2.0%', 'gt2.0'], ['T2.5', 'Above 2.5%', 'gt2.5']], { rules: 'Statistics Canada CPI 12-month change, February 2027.' })],
});

// ───────────────────────────── MARKETS ─────────────────────────────
{
  const close = z('2027-03-31', '20:00');
  const r = 'S&P 500 official closing value on March 31, 2027 as published by S&P Dow Jones Indices.';
  add('markets', {
    name: 'spx-close-2027-03-31',
    events: [
      A('KXINX-27MAR31H1600', 'S&P 500 on Mar 31, 2027 at 4pm EDT', 'Financials', close, [
        ['B7350', 'Below 7,400', 'lt7400'], ['B7450', '7,400 to 7,499.99', 'b7400'], ['B7550', '7,500 to 7,599.99', 'b7500'],
        ['B7650', '7,600 to 7,699.99', 'b7600'], ['T7700', '7,700 or above', 'ge7700'],
      ], { rules: r }),
      B('S&P 500 close on March 31, 2027?', 'Finance', close, withSrc('https://www.spglobal.com/spdji/', [
        ['spx-mar-31-2027-under-7400', '<7,400', 'lt7400'], ['spx-mar-31-2027-7400-7500', '7,400–7,499.99', 'b7400'],
        ['spx-mar-31-2027-7500-7600', '7,500–7,599.99', 'b7500'], ['spx-mar-31-2027-7600-7700', '7,600–7,699.99', 'b7600'], ['spx-mar-31-2027-7700-plus', '≥7,700', 'ge7700'],
      ]), { rules: r }),
      G('S&P 500 closing level (31 Mar 2027)', close, [
        ['Under 7400', 'lt7400'], ['7400–7499.99', 'b7400'], ['7500–7599.99', 'b7500'], ['7600–7699.99', 'b7600'], ['7700 or higher', 'ge7700'],
      ], { rules: r }),
      U('sp500-close-march-31-2027', 'S&P 500 March 31 close', 'Finance', close, [
        ['sp500-above-7700-march-31-2027', 'Yes', 'gt7700', { q: 'Will the S&P 500 close above 7,700 on March 31, 2027?' }],
      ], { rules: `${r} Yes if strictly greater than 7,700.00.` }),
    ],
  }, 1);
}
add('markets', {
  name: 'spx-eoy-2027-close-vs-hit',
  events: [
    A('KXINXY-27DEC31', 'S&P 500 at the end of 2027', 'Financials', z('2027-12-31', '21:00'), [
      ['T7000', 'Above 7,000', 'gt7000'], ['T8000', 'Above 8,000', 'gt8000'], ['T9000', 'Above 9,000', 'gt9000'],
    ], { rules: 'S&P 500 closing value on the last trading day of 2027.' }),
    B('S&P 500 above 8,000 at end of 2027?', 'Finance', z('2027-12-31', '21:00'), [['sp500-above-8000-eoy-2027', 'Yes', 'gt8000', { src: 'https://www.spglobal.com/spdji/' }]], { rules: 'Yes if the S&P 500 close on the final trading day of 2027 is higher than 8,000.' }),
    G1('Will the S&P 500 hit 8,000 in 2027?', z('2027-12-31', '21:00'), 'hit8000', { rules: 'Yes if the S&P 500 trades at or above 8,000 intraday at any time in 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);
add('markets', {
  name: 'ndx-2027-06-close-vs-hit',
  events: [
    A('KXNASDAQ100-27JUN30H1600', 'Nasdaq-100 on Jun 30, 2027 at 4pm EDT', 'Financials', z('2027-06-30', '20:00'), [['T27000', 'Above 27,000', 'gt27000'], ['T28000', 'Above 28,000', 'gt28000']], { rules: 'Nasdaq-100 official closing value on June 30, 2027.' }),
    U('nasdaq-100-june-30-2027', 'Nasdaq 100 June 30 close', 'Finance', z('2027-06-30', '20:00'), [['nasdaq-100-above-27000-june-30-2027', 'Yes', 'gt27000', { q: 'Will the Nasdaq-100 close above 27,000 on June 30, 2027?' }]], { rules: 'Official Nasdaq-100 close on June 30, 2027.' }),
    B('Will the Nasdaq-100 hit 27,000 in June 2027?', 'Finance', z('2027-06-30', '20:00'), [['nasdaq-100-hit-27000-june-2027', 'Yes', 'hit27000', { src: 'https://www.nasdaq.com/' }]], { rules: 'Yes if the Nasdaq-100 intraday high reaches 27,000 on any trading day in June 2027.' }),
  ],
  groups: [['alpha', 'beta_us'], ['beta']],
}, 1);
add('markets', {
  name: 'dow-2027-by-vs-on',
  events: [
    A('KXDOWY-27DEC31', 'Dow Jones at the end of 2027', 'Financials', z('2027-12-31', '21:00'), [['T55000', 'Above 55,000', 'on-gt55000']], { rules: 'Dow Jones Industrial Average close on December 31, 2027.' }),
    B('Dow Jones above 55,000 by Dec 31, 2027?', 'Finance', z('2027-12-31', '21:00'), [['dow-above-55000-by-dec-31-2027', 'Yes', 'by-55000', { src: 'https://www.spglobal.com/spdji/' }]], { rules: 'Yes if the DJIA closes above 55,000 on any trading day on or before December 31, 2027.' }),
    G1('Dow closes above 55K on any day in 2027?', z('2027-12-31', '21:00'), 'by-55000', { rules: 'Any official DJIA daily close above 55,000 during calendar year 2027.' }),
  ],
  groups: [['alpha'], ['beta', 'gamma']],
}, 1);
add('markets', {
  name: 'rut-2027-03-31',
  events: [A('KXRUT-27MAR31H1600', 'Russell 2000 on Mar 31, 2027', 'Financials', z('2027-03-31', '20:00'), [['T2700', 'Above 2,700', 'gt2700'], ['T2800', 'Above 2,800', 'gt2800']], { rules: 'Russell 2000 closing value, March 31, 2027.' })],
});
add('markets', {
  name: 'vix-2027q2-any-vs-on',
  events: [
    B('VIX closes above 30 in Q2 2027?', 'Finance', z('2027-06-30', '20:15'), [['vix-close-above-30-q2-2027', 'Yes', 'any-gt30', { src: 'https://www.cboe.com/tradable_products/vix/' }]], { rules: 'Yes if the Cboe VIX official close is above 30 on any trading day from April 1 to June 30, 2027.' }),
    G1('VIX above 30 (close) any day Apr–Jun 2027?', z('2027-06-30', '20:15'), 'any-gt30', { rules: 'Any Cboe VIX daily close above 30 in the second quarter of 2027.' }),
    A('KXVIX-27JUN30', 'VIX on Jun 30, 2027', 'Financials', z('2027-06-30', '20:15'), [['T30', 'Above 30', 'on-gt30']], { rules: 'VIX official close on June 30, 2027.' }),
  ],
  groups: [['beta', 'gamma'], ['alpha']],
}, 1);
add('markets', {
  name: 'nikkei-eoy-2027',
  events: [
    B('Nikkei 225 above 55,000 at year-end 2027?', 'Finance', z('2027-12-30', '06:00'), [['nikkei-above-55000-eoy-2027', 'Yes', 'gt55000', { src: 'https://indexes.nikkei.co.jp/en/' }]], { rules: 'Nikkei 225 close on the last trading day of 2027 (Dec 30 in Tokyo).' }),
    G1('Nikkei 225 EOY 2027 close over 55K?', z('2027-12-30', '06:00'), 'gt55000', { rules: 'Nikkei Stock Average close on the final 2027 trading session.' }),
  ],
});
add('markets', {
  name: 'dax-2027-06-30',
  events: [A('KXDAX-27JUN30', 'DAX on Jun 30, 2027', 'Financials', z('2027-06-30', '15:35'), [['T26000', 'Above 26,000', 'gt26000'], ['T28000', 'Above 28,000', 'gt28000']], { rules: 'DAX closing level (Xetra), June 30, 2027.' })],
});
add('markets', {
  name: 'ftse-2027-03-31',
  events: [
    B('FTSE 100 above 10,000 on March 31, 2027?', 'Finance', z('2027-03-31', '15:35'), [['ftse-100-above-10000-mar-31-2027', 'Yes', 'gt10000', { src: 'https://www.londonstockexchange.com/' }]], { rules: 'FTSE 100 official close, March 31, 2027.' }),
    U('ftse-100-march-31-2027', 'FTSE 100 March 31', 'Finance', z('2027-03-31', '15:35'), [['ftse-100-close-above-10000-march-31-2027', 'Yes', 'gt10000', { q: 'Will the FTSE 100 close over 10,000 on March 31, 2027?' }]], { rules: 'FTSE 100 closing value on March 31, 2027.' }),
  ],
});
add('markets', {
  name: 'ust10y-2027-06-30-source',
  events: [
    A('KXTNOTED-27JUN30', '10-year Treasury yield on Jun 30, 2027', 'Financials', z('2027-06-30', '21:00'), [['T4.25', 'Above 4.25%', 'gt4.25'], ['T4.50', 'Above 4.50%', 'gt4.50']], { rules: 'US Treasury daily par yield curve rate, 10-year, for June 30, 2027.', sources: ['US Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'] }),
    B('10-year Treasury yield above 4.50% on June 30?', 'Finance', z('2027-06-30', '21:00'), [['us10y-above-4pt50-june-30-2027', 'Yes', 'gt4.50', { src: 'https://www.cnbc.com/quotes/US10Y' }]], { rules: 'Resolves on the CNBC US10Y closing yield for June 30, 2027 (market quote, not the Treasury par curve).' }),
    G1('10Y Treasury yield above 4.5% on 30 Jun 2027?', z('2027-06-30', '21:00'), 'gt4.50', { rules: 'US Treasury daily par yield curve rate, 10-year constant maturity, June 30, 2027.' }),
  ],
  fungible: nf('alpha|beta', 'beta|gamma'),
});
add('markets', {
  name: 'us-curve-2s10s-2027',
  events: [B('Will the 2s10s Treasury curve invert in 2027?', 'Finance', z('2027-12-31', '21:00'), [['2s10s-inverts-2027', 'Yes', 'invert', { src: 'https://fred.stlouisfed.org/series/T10Y2Y' }]], { rules: 'Yes if FRED T10Y2Y prints below zero on any day of 2027.' })],
});
add('markets', {
  name: 'mortgage-30y-2027',
  events: [
    A('KXMORTGAGE-27JUN24', '30-year mortgage rate in the last week of Jun 2027', 'Financials', z('2027-06-24', '16:00'), [['B6.00', 'Below 6.00%', 'lt6.00'], ['T6.50', 'Above 6.50%', 'gt6.50']], { rules: 'Freddie Mac PMMS 30-year fixed average released June 24, 2027.' }),
    B('30-year mortgage rate below 6% in H1 2027?', 'Finance', z('2027-06-24', '16:00'), [['mortgage-30y-below-6pct-h1-2027', 'Yes', 'any-lt6', { src: 'https://www.freddiemac.com/pmms' }]], { rules: 'Yes if any weekly Freddie Mac PMMS 30-year rate published January 1 – June 30, 2027 is below 6.00%.' }),
  ],
  groups: [['alpha'], ['beta']],
}, 1);
add('markets', {
  name: 'us-gas-2027-04-30',
  events: [
    A('KXAAAGASM-27APR30', 'US gas prices on Apr 30, 2027', 'Economics', z('2027-04-30', '14:00'), [['T3.20', 'Above $3.20', 'gt3.20'], ['T3.40', 'Above $3.40', 'gt3.40']], { rules: 'AAA national average price of regular gasoline on April 30, 2027.', sources: ['AAA https://gasprices.aaa.com/'] }),
    B('Gas prices above $3.40 at end of April 2027?', 'Economics', z('2027-04-30', '14:00'), [['gas-above-3pt40-apr-30-2027', 'Yes', 'gt3.40', { src: 'https://gasprices.aaa.com/' }]], { rules: 'AAA national average regular gas price shown on April 30, 2027. Yes if above $3.40.' }),
    G1('US regular gasoline above $3.40/gal on Apr 30, 2027?', z('2027-04-30', '14:00'), 'gt3.40', { rules: 'Resolves on the EIA weekly U.S. regular retail gasoline price for the week including April 30, 2027 (not AAA).' }),
  ],
  fungible: nf('alpha|gamma', 'beta|gamma'),
});
add('markets', {
  name: 'wti-vs-brent-2027-06-30',
  events: [
    A('KXWTI-27JUN30', 'WTI crude oil on Jun 30, 2027', 'Financials', z('2027-06-30', '18:30'), [['T65', 'Above $65', 'gt65'], ['T70', 'Above $70', 'gt70']], { rules: 'NYMEX WTI front-month settlement price on June 30, 2027.' }),
    B('WTI crude above $70 on June 30, 2027?', 'Commodities', z('2027-06-30', '18:30'), [['wti-above-70-june-30-2027', 'Yes', 'gt70', { src: 'https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.html' }]], { rules: 'CME NYMEX WTI front-month settlement on June 30, 2027.' }),
    G1('Brent crude above $70 on 30 June 2027?', z('2027-06-30', '18:30'), 'brent-gt70', { rules: 'ICE Brent front-month settlement on June 30, 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);
add('markets', {
  name: 'gold-eoy-2027',
  events: [
    A('KXGOLDY-27DEC31', 'Gold at the end of 2027', 'Financials', z('2027-12-31', '18:30'), [['T5000', 'Above $5,000', 'gt5000'], ['T5500', 'Above $5,500', 'gt5500']], { rules: 'COMEX gold front-month settlement price on the last trading day of 2027.' }),
    B('Gold above $5,000 at end of 2027?', 'Commodities', z('2027-12-31', '18:30'), [['gold-above-5000-eoy-2027', 'Yes', 'gt5000', { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices' }]], { rules: 'Resolves on the last LBMA Gold Price PM of 2027 (USD/oz).' }),
    G1('Gold hits $6,000 in 2027?', z('2027-12-31', '18:30'), 'hit6000', { rules: 'Yes if spot gold trades at or above $6,000/oz at any time in 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
  fungible: nf('alpha|beta'),
}, 1);
add('markets', {
  name: 'silver-2027-03-31',
  events: [
    B('Silver above $60 on March 31, 2027?', 'Commodities', z('2027-03-31', '18:30'), [['silver-above-60-mar-31-2027', 'Yes', 'gt60', { src: 'https://www.cmegroup.com/markets/metals/precious/silver.html' }]], { rules: 'COMEX silver front-month settlement, March 31, 2027.' }),
    U('silver-march-31-2027', 'Silver March 31, 2027', 'Commodities', z('2027-03-31', '18:30'), [['silver-settle-over-60-march-31-2027', 'Yes', 'gt60', { q: 'Will silver settle over $60/oz on March 31, 2027?' }]], { rules: 'COMEX silver front-month settlement price on March 31, 2027.' }),
  ],
});
add('markets', {
  name: 'copper-2027-06-30',
  events: [A('KXCOPPER-27JUN30', 'Copper on Jun 30, 2027', 'Financials', z('2027-06-30', '17:00'), [['T5.50', 'Above $5.50/lb', 'gt5.50']], { rules: 'COMEX copper front-month settlement, June 30, 2027.' })],
});
add('markets', {
  name: 'natgas-2027-01',
  events: [
    B('Henry Hub natural gas above $5 in January 2027?', 'Commodities', z('2027-01-31', '19:30'), [['natgas-above-5-in-january-2027', 'Yes', 'by-gt5', { src: 'https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.html' }]], { rules: 'Yes if the NYMEX Henry Hub front-month settles above $5.00/MMBtu on any trading day in January 2027.' }),
    G1('Natural gas (NYMEX front month) settles over $5 in January 2027?', z('2027-01-31', '19:30'), 'by-gt5', { rules: 'Any NYMEX natural gas front-month settlement above $5.00 from December 1, 2026 through January 31, 2027 (December counts too).' }),
  ],
  fungible: nf('beta|gamma'),
});
add('markets', {
  name: 'wheat-2027-07',
  events: [G1('CBOT wheat above $7/bu on July 30, 2027?', z('2027-07-30', '18:15'), 'gt7', { rules: 'CBOT wheat front-month settlement, July 30, 2027.' })],
});
add('markets', {
  name: 'eurusd-2027-06-30',
  events: [
    A('KXEURUSD-27JUN30H10', 'EUR/USD on Jun 30, 2027 at 10am EDT', 'Financials', z('2027-06-30', '14:00'), [['T1.1999', '1.2000 or above', 'ge1.20'], ['T1.2199', '1.2200 or above', 'ge1.22']], { rules: 'EUR/USD rate at 10:00 ET on June 30, 2027 per the WM/Reuters intraday benchmark.' }),
    B('EUR/USD at least 1.20 on June 30 (10am ET)?', 'Finance', z('2027-06-30', '14:00'), [['eurusd-at-least-1pt20-june-30-2027', 'Yes', 'ge1.20', { src: 'https://finance.yahoo.com/quote/EURUSD=X/' }]], { rules: 'Yahoo Finance EURUSD=X quote at 10:00 ET on June 30, 2027.' }),
  ],
  fungible: nf('alpha|beta'),
});
add('markets', {
  name: 'usdjpy-2027-03',
  events: [
    A('KXUSDJPY-27MAR31H10', 'USD/JPY on Mar 31, 2027 at 10am EDT', 'Financials', z('2027-03-31', '14:00'), [['T160', 'Above 160', 'on-gt160']], { rules: 'USD/JPY at 10:00 ET on March 31, 2027.' }),
    G1('Will USD/JPY hit 160 before April 2027?', z('2027-03-31', '23:59'), 'hit160', { rules: 'Yes if USD/JPY trades at or above 160.00 at any time before April 1, 2027.' }),
  ],
  groups: [['alpha'], ['gamma']],
}, 1);
add('markets', {
  name: 'nvda-close-2027-03-31',
  events: [
    A('KXNVDA-27MAR31', 'NVIDIA close on Mar 31, 2027', 'Companies', z('2027-03-31', '20:00'), [['T250', 'Above $250', 'gt250'], ['T300', 'Above $300', 'gt300']], { rules: 'NVDA official Nasdaq closing price on March 31, 2027.' }),
    B('NVIDIA (NVDA) close above $250 on March 31?', 'Finance', z('2027-03-31', '20:00'), [['nvda-close-above-250-mar-31-2027', 'Yes', 'gt250', { src: 'https://www.nasdaq.com/market-activity/stocks/nvda' }]], { rules: 'NVDA Nasdaq official close on March 31, 2027.' }),
    U('nvda-march-31-2027', 'Nvidia March 31, 2027', 'Finance', z('2027-03-31', '20:00'), [['nvda-above-300-march-31-2027', 'Yes', 'gt300', { q: 'Will Nvidia close higher than $300 on March 31, 2027?' }]], { rules: 'Official closing price of NVDA on March 31, 2027.' }),
  ],
});
add('markets', {
  name: 'largest-company-2027-06-30',
  events: [
    A('KXLARGESTCO-27JUN30', 'Largest company in the world on Jun 30, 2027', 'Companies', z('2027-06-30', '20:00'), [['NVDA', 'NVIDIA', 'nvda'], ['MSFT', 'Microsoft', 'msft'], ['AAPL', 'Apple', 'aapl'], ['GOOGL', 'Alphabet', 'googl']], { rules: 'Largest company by market capitalization at close on June 30, 2027 per companiesmarketcap.com.' }),
    B('Largest company by market cap on June 30, 2027?', 'Finance', z('2027-06-30', '20:00'), withSrc('https://companiesmarketcap.com/', [
      ['largest-company-june-30-2027-nvidia', 'NVIDIA', 'nvda'], ['largest-company-june-30-2027-microsoft', 'Microsoft', 'msft'], ['largest-company-june-30-2027-apple', 'Apple', 'aapl'],
      ['largest-company-june-30-2027-alphabet', 'Alphabet (Google)', 'googl'], ['largest-company-june-30-2027-amazon', 'Amazon', 'amzn'],
    ]), { rules: 'Per companiesmarketcap.com at market close on June 30, 2027.' }),
    G('World’s largest company (market cap) — 30 Jun 2027', z('2027-06-30', '20:00'), [['Nvidia', 'nvda'], ['Microsoft', 'msft'], ['Apple', 'aapl'], ['Google', 'googl']], { rules: 'companiesmarketcap.com ranking at the June 30, 2027 close.' }),
  ],
});
add('markets', {
  name: 'tesla-deliveries-2027q1',
  events: [
    A('KXTSLADEL-27Q1', 'Tesla deliveries in Q1 2027', 'Companies', z('2027-04-02', '13:00'), [['T400000', 'Above 400,000', 'gt400k'], ['T450000', 'Above 450,000', 'gt450k']], { rules: 'Total vehicle deliveries for Q1 2027 as reported in Tesla’s quarterly production and deliveries release.' }),
    B('Tesla Q1 2027 deliveries above 400k?', 'Finance', z('2027-04-02', '13:00'), [['tesla-q1-2027-deliveries-above-400k', 'Yes', 'gt400k', { src: 'https://ir.tesla.com/' }]], { rules: 'Tesla total deliveries for the first quarter of 2027, per Tesla IR.' }),
    G1('Tesla deliveries January–March 2027 over 400,000?', z('2027-04-02', '13:00'), 'gt400k', { rules: 'Tesla-reported total deliveries, Q1 2027.' }),
  ],
});
add('markets', {
  name: 'apple-revenue-fq1-2027',
  events: [
    B('Apple fiscal Q1 2027 revenue above $140B?', 'Finance', z('2027-01-28', '21:30'), [['apple-fq1-2027-revenue-above-140b', 'Yes', 'gt140', { src: 'https://investor.apple.com/' }]], { rules: 'Total net sales for Apple’s fiscal first quarter 2027 (Dec quarter 2026) in the earnings release.' }),
    G1('Apple December-quarter 2026 revenue over $140 billion?', z('2027-01-28', '21:30'), 'gt140', { rules: 'Apple fiscal Q1 FY2027 total net sales as reported.' }),
  ],
});
add('markets', {
  name: 'openai-ipo-2027',
  events: [
    B('OpenAI IPO by end of 2027?', 'Finance', z('2027-12-31'), [['openai-ipo-by-end-of-2027', 'Yes', 'yes']], { rules: 'Yes if OpenAI shares begin trading on a public exchange by December 31, 2027.' }),
    G1('Will OpenAI go public in 2027?', z('2027-12-31'), 'yes', { rules: 'OpenAI (or its successor for-profit entity) lists shares publicly before January 1, 2028.' }),
    A('KXIPOOPENAI-27', 'OpenAI IPO before 2028?', 'Companies', z('2027-12-31'), [['27', 'Before Jan 1, 2028', 'yes']], { rules: 'OpenAI IPO (first trade on a US exchange) before January 1, 2028.' }),
  ],
});
add('markets', {
  name: 'databricks-ipo-h1-vs-2027',
  events: [
    B('Databricks IPO before July 2027?', 'Finance', z('2027-06-30'), [['databricks-ipo-before-july-2027', 'Yes', 'h1']], { rules: 'Yes if Databricks shares begin trading publicly before July 1, 2027.' }),
    U('databricks-ipo-2027', 'Databricks IPO in 2027', 'Finance', z('2027-12-31'), [['databricks-ipo-in-2027', 'Yes', 'fy', { q: 'Will Databricks IPO in 2027?' }]], { rules: 'Databricks first trade on a public exchange during 2027.' }),
  ],
  groups: [['beta'], ['beta_us']],
}, 1);
add('markets', {
  name: 'stripe-ipo-2027',
  events: [A('KXIPOSTRIPE-27', 'Stripe IPO in 2027?', 'Companies', z('2027-12-31'), [['27', 'In 2027', 'yes']], { rules: 'Stripe shares begin trading on a public exchange in 2027.' })],
});

// ───────────────────────────── CRYPTO ─────────────────────────────
add('crypto', {
  name: 'btc-2027-03-31-5pm',
  events: [
    A('KXBTCD-27MAR31H17', 'Bitcoin price on Mar 31, 2027 at 5pm EDT', 'Crypto', z('2027-03-31', '21:00'), [
      ['T109999.99', '$110,000 or above', 'ge110k'], ['T119999.99', '$120,000 or above', 'ge120k'], ['T129999.99', '$130,000 or above', 'ge130k'],
    ], { rules: 'CF Benchmarks Bitcoin Real Time Index (BRTI), simple average of the 60 seconds before 5:00 pm ET on March 31, 2027.', sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI'] }),
    G('BTC price on Mar 31, 2027 5pm ET', z('2027-03-31', '21:00'), [['≥ $110K', 'ge110k'], ['≥ $120K', 'ge120k'], ['≥ $130K', 'ge130k']], { rules: 'Average of CF Benchmarks BRTI over the 60 seconds before 17:00 ET on March 31, 2027.' }),
    U('bitcoin-march-31-2027-5pm', 'Bitcoin March 31, 5 PM ET', 'Crypto', z('2027-03-31', '21:00'), [
      ['bitcoin-at-least-120k-march-31-2027-5pm', 'Yes', 'ge120k', { q: 'Will Bitcoin be at least $120,000 on March 31, 2027 at 5 PM ET?', src: 'https://www.coinbase.com/price/bitcoin' }],
    ], { rules: 'Close of the Coinbase BTC-USD 1-minute candle ending at 5:00 PM ET on March 31, 2027.' }),
    B('Bitcoin above ___ on March 31, 2027 (noon ET)?', 'Crypto', z('2027-03-31', '16:00'), withSrc('https://www.binance.com/en/trade/BTC_USDT', [
      ['bitcoin-above-110k-march-31-2027-noon', '110,000', 'noon-gt110k', { q: 'Will Bitcoin be above $110,000 on March 31, 2027 at 12:00 ET?' }],
      ['bitcoin-above-120k-march-31-2027-noon', '120,000', 'noon-gt120k', { q: 'Will Bitcoin be above $120,000 on March 31, 2027 at 12:00 ET?' }],
    ]), { rules: 'Binance BTC/USDT 1-minute candle for 12:00 ET on March 31, 2027, close price.' }),
  ],
  groups: [['alpha', 'gamma', 'beta_us'], ['beta']],
  fungible: nf('alpha|beta_us', 'gamma|beta_us'),
}, 1);
add('crypto', {
  name: 'btc-2027-hit-vs-eoy',
  events: [
    B('What price will Bitcoin hit in 2027?', 'Crypto', z('2027-12-31'), withSrc('https://www.binance.com/en/trade/BTC_USDT', [
      ['bitcoin-hit-150k-2027', '↑ 150,000', 'hit150k', { q: 'Will Bitcoin reach $150,000 in 2027?' }],
      ['bitcoin-hit-200k-2027', '↑ 200,000', 'hit200k', { q: 'Will Bitcoin reach $200,000 in 2027?' }],
      ['bitcoin-dip-60k-2027', '↓ 60,000', 'dip60k', { q: 'Will Bitcoin dip to $60,000 in 2027?' }],
    ]), { rules: 'Any Binance BTC/USDT 1-minute candle HIGH (or LOW for dips) at or beyond the price between Jan 1 and Dec 31, 2027 (ET).' }),
    G1('Bitcoin reaches $150K in 2027?', z('2027-12-31'), 'hit150k', { rules: 'Yes if any Binance BTC/USDT 1-minute candle high is $150,000 or more during calendar 2027 (ET).' }),
    A('KXBTCY-27DEC31', 'Bitcoin price at the end of 2027', 'Crypto', z('2027-12-31', '22:00'), [['T149999.99', '$150,000 or above', 'eoy-ge150k']], { rules: 'BRTI average over the 60 seconds before 5:00 pm ET on December 31, 2027.' }),
  ],
  groups: [['beta', 'gamma'], ['alpha']],
}, 1);
add('crypto', {
  name: 'eth-vs-etc-2027-03-03',
  events: [
    A('KXETHD-27MAR03H12', 'Ethereum price on Mar 3, 2027 at 12pm EST', 'Crypto', z('2027-03-03', '17:00'), [
      ['T3499.99', '$3,500 or above', 'ge3500'], ['T3749.99', '$3,750 or above', 'ge3750'], ['T3999.99', '$4,000 or above', 'ge4000'],
    ], { rules: 'CF Benchmarks Ether Real Time Index (ETHUSD_RTI), 60-second average before 12:00 pm ET on March 3, 2027.' }),
    G1('ETH at least $4,000 on March 3, 2027 12:00 ET?', z('2027-03-03', '17:00'), 'ge4000', { rules: 'CF Benchmarks ETHUSD_RTI, average of the 60 seconds before noon ET, March 3, 2027.' }),
    B('Ethereum Classic above $25 on March 3?', 'Crypto', z('2027-03-03', '17:00'), [['etc-above-25-march-3-2027', 'Yes', 'etc-gt25', { src: 'https://www.binance.com/en/trade/ETC_USDT' }]], { rules: 'Ethereum Classic (ETC) — NOT Ether — Binance ETC/USDT 1-minute candle close at 12:00 ET on March 3, 2027.' }),
  ],
  groups: [['alpha', 'gamma'], ['beta']],
}, 1);
add('crypto', {
  name: 'sol-vs-solv-2027-06-30',
  events: [
    A('KXSOLD-27JUN30H12', 'Solana price on Jun 30, 2027 at 12pm EDT', 'Crypto', z('2027-06-30', '16:00'), [['T299.99', '$300 or above', 'ge300']], { rules: 'CF Benchmarks SOL/USD Real Time Index, 60-second average before 12:00 ET on June 30, 2027.' }),
    B('Solana at least $300 on June 30, 2027 (noon ET)?', 'Crypto', z('2027-06-30', '16:00'), [['solana-at-least-300-june-30-2027', 'Yes', 'ge300', { src: 'https://www.binance.com/en/trade/SOL_USDT' }]], { rules: 'Binance SOL/USDT 1-minute candle close at 12:00 ET on June 30, 2027.' }),
    G1('SOLV above $0.05 on June 30, 2027?', z('2027-06-30', '16:00'), 'solv-gt0.05', { rules: 'Solv Protocol token (SOLV), Binance SOLV/USDT close at 12:00 ET on June 30, 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
  fungible: nf('alpha|beta'),
}, 1);
add('crypto', {
  name: 'xrp-ath-h1-2027',
  events: [
    B('XRP all-time high by June 30, 2027?', 'Crypto', z('2027-06-30'), [['xrp-all-time-high-by-june-30-2027', 'Yes', 'ath', { src: 'https://www.binance.com/en/trade/XRP_USDT' }]], { rules: 'Yes if any Binance XRP/USDT 1-minute candle high between market creation and June 30, 2027 exceeds the prior all-time high of $3.84.' }),
    G1('Will XRP set a new all-time high before July 2027?', z('2027-06-30'), 'ath', { rules: 'New XRP all-time high above $3.84 on Binance XRP/USDT before July 1, 2027.' }),
  ],
});
add('crypto', {
  name: 'doge-2027-01-15',
  events: [A('KXDOGED-27JAN15H17', 'Dogecoin price on Jan 15, 2027 at 5pm EST', 'Crypto', z('2027-01-15', '22:00'), [['T0.29999', '$0.30 or above', 'ge0.30']], { rules: 'CF Benchmarks DOGE/USD index, 60-second average before 5pm ET, January 15, 2027.' })],
});
add('crypto', {
  name: 'btc-range-2027-02-12',
  events: [
    A('KXBTC-27FEB12H17', 'Bitcoin price range on Feb 12, 2027 at 5pm EST', 'Crypto', z('2027-02-12', '22:00'), [
      ['B92500', '$90,000 to $94,999.99', 'b90'], ['B97500', '$95,000 to $99,999.99', 'b95'], ['B102500', '$100,000 to $104,999.99', 'b100'], ['B107500', '$105,000 to $109,999.99', 'b105'],
    ], { rules: 'CF Benchmarks BRTI, 60-second average before 5:00 pm ET on February 12, 2027.' }),
    B('Bitcoin price on February 12, 2027 (5pm ET)?', 'Crypto', z('2027-02-12', '22:00'), withSrc('https://www.cfbenchmarks.com/data/indices/BRTI', [
      ['btc-feb-12-2027-90k-95k', '$90K–$95K', 'b90'], ['btc-feb-12-2027-95k-100k', '$95K–$100K', 'b95'], ['btc-feb-12-2027-100k-105k', '$100K–$105K', 'b100'], ['btc-feb-12-2027-105k-110k', '$105K–$110K', 'b105'],
    ]), { rules: 'CF Benchmarks BRTI 60-second average before 5pm ET, Feb 12, 2027. Ranges include the lower bound and exclude the upper bound.' }),
  ],
});
add('crypto', {
  name: 'btc-etf-flows-2027-03',
  events: [
    B('Spot Bitcoin ETFs net inflows positive in March 2027?', 'Crypto', z('2027-03-31', '23:59'), [['spot-btc-etf-net-inflows-positive-march-2027', 'Yes', 'pos', { src: 'https://farside.co.uk/btc/' }]], { rules: 'Sum of daily US spot Bitcoin ETF net flows for March 2027 per Farside Investors.' }),
    G1('US spot BTC ETF net flows in March 2027 above zero?', z('2027-03-31', '23:59'), 'pos', { rules: 'Total net flow of US spot Bitcoin ETFs for March 2027 per SoSoValue.' }),
  ],
  fungible: nf('beta|gamma'),
});
add('crypto', {
  name: 'usdt-mcap-eoy-2027',
  events: [
    B('USDT market cap above $250B on Dec 31, 2027?', 'Crypto', z('2027-12-31'), [['usdt-market-cap-above-250b-dec-31-2027', 'Yes', 'gt250b', { src: 'https://www.coingecko.com/en/coins/tether' }]], { rules: 'Tether (USDT) market capitalization per CoinGecko at 23:59 UTC on December 31, 2027.' }),
    A('KXUSDTMC-27DEC31', 'Tether market cap at the end of 2027', 'Crypto', z('2027-12-31'), [['T250', 'Above $250B', 'gt250b']], { rules: 'USDT circulating market cap per DefiLlama stablecoins dashboard on December 31, 2027.' }),
    G1('Total stablecoin market cap above $500B at end of 2027?', z('2027-12-31'), 'total-gt500b', { rules: 'Total stablecoin market capitalization per DefiLlama on December 31, 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
  fungible: nf('alpha|beta'),
}, 1);
add('crypto', {
  name: 'btc-dominance-2027-03-31',
  events: [G1('Bitcoin dominance above 60% on March 31, 2027?', z('2027-03-31'), 'gt60', { rules: 'BTC dominance per TradingView BTC.D at 00:00 UTC on April 1, 2027.' })],
});
add('crypto', {
  name: 'btc-up-down-2027-01',
  events: [
    B('Bitcoin Up or Down — January 2027', 'Crypto', z('2027-01-31', '23:59'), [['bitcoin-up-or-down-january-2027', 'Yes', 'up', { outcomes: yn('Up', 'Down'), src: 'https://www.binance.com/en/trade/BTC_USDT' }]], { rules: 'Up if the Binance BTC/USDT monthly candle for January 2027 closes above its open.' }),
    U('bitcoin-up-or-down-january-2027', 'Bitcoin up or down in January 2027', 'Crypto', z('2027-01-31', '23:59'), [['btc-up-or-down-jan-2027', 'Yes', 'up', { outcomes: yn('Up', 'Down') }]], { rules: 'Up if the BTC/USDT January 2027 monthly candle on Binance closes higher than it opened.' }),
  ],
});
add('crypto', {
  name: 'eth-weekly-high-2027-04',
  events: [
    B('Will Ethereum hit $5,000 the week of April 5, 2027?', 'Crypto', z('2027-04-11', '23:59'), [['ethereum-hit-5000-week-april-5-2027', 'Yes', 'hit5000', { src: 'https://www.binance.com/en/trade/ETH_USDT' }]], { rules: 'Any Binance ETH/USDT 1-minute high at or above $5,000 from April 5 00:00 to April 11 23:59 ET, 2027.' }),
    G1('ETH above $5,000 on April 9, 2027 at noon ET?', z('2027-04-09', '16:00'), 'apr9-gt5000', { rules: 'Binance ETH/USDT 1-minute candle close at 12:00 ET on April 9, 2027.' }),
  ],
  groups: [['beta'], ['gamma']],
}, 1);

// ───────────────────────────── WEATHER / CLIMATE ─────────────────────────────
add('weather', {
  name: 'nyc-high-2027-07-04',
  events: [
    A('KXHIGHNY-27JUL04', 'Highest temperature in NYC on Jul 4, 2027', 'Climate and Weather', z('2027-07-05', '14:00'), [
      ['B85', '85° or below', 'le85'], ['B86.5', '86° to 87°', 'b86'], ['B88.5', '88° to 89°', 'b88'], ['B90.5', '90° to 91°', 'b90'], ['T91', '92° or above', 'ge92'],
    ], { rules: 'Maximum temperature at Central Park for July 4, 2027 in the NWS Climatological Report (Daily) CLI.', sources: ['National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC'] }),
    B('Highest temperature in NYC on July 4?', 'Weather', z('2027-07-05', '14:00'), withSrc('https://www.wunderground.com/history/daily/us/ny/new-york-city/KNYC', [
      ['nyc-high-july-4-2027-85-or-below', '85°F or below', 'le85'], ['nyc-high-july-4-2027-86-87', '86–87°F', 'b86'], ['nyc-high-july-4-2027-88-89', '88–89°F', 'b88'],
      ['nyc-high-july-4-2027-90-91', '90–91°F', 'b90'], ['nyc-high-july-4-2027-92-or-higher', '92°F or higher', 'ge92'],
    ]), { rules: 'Highest temperature recorded at Central Park (KNYC) on July 4, 2027 per the Weather Underground history page, whole degrees F.' }),
    G('NYC max temperature, 4 July 2027', z('2027-07-05', '14:00'), [['≤85°F', 'le85'], ['86–87°F', 'b86'], ['88–89°F', 'b88'], ['90–91°F', 'b90'], ['≥92°F', 'ge92']], { rules: 'NWS CLI daily climate report for Central Park, July 4, 2027, maximum temperature.' }),
  ],
  fungible: nf('alpha|beta', 'beta|gamma'),
});
add('weather', {
  name: 'chi-high-2027-07-04-vs-05',
  events: [
    A('KXHIGHCHI-27JUL04', 'Highest temperature in Chicago on Jul 4, 2027', 'Climate and Weather', z('2027-07-05', '14:00'), [
      ['B84.5', '84° to 85°', 'b84'], ['B86.5', '86° to 87°', 'b86'], ['T87', '88° or above', 'ge88'],
    ], { rules: 'Maximum temperature at Chicago Midway for July 4, 2027 in the NWS CLI report.' }),
    G('Chicago high temperature on July 4, 2027', z('2027-07-05', '14:00'), [['84–85°F', 'b84'], ['86–87°F', 'b86'], ['88°F or more', 'ge88']], { rules: 'NWS CLI report for Chicago Midway, July 4, 2027.' }),
    B('Highest temperature in Chicago on July 5?', 'Weather', z('2027-07-06', '14:00'), [
      ['chicago-high-july-5-2027-84-85', '84–85°F', 'jul5-b84'], ['chicago-high-july-5-2027-86-87', '86–87°F', 'jul5-b86'], ['chicago-high-july-5-2027-88-plus', '88°F or higher', 'jul5-ge88'],
    ], { rules: 'Maximum temperature at Chicago Midway on July 5, 2027 per the NWS CLI report.' }),
  ],
  groups: [['alpha', 'gamma'], ['beta']],
}, 1);
add('weather', {
  name: 'atlantic-named-storms-2027',
  events: [
    A('KXHURCTOT-27', 'Number of Atlantic named storms in 2027', 'Climate and Weather', z('2027-11-30'), [['T14', 'Above 14', 'gt14'], ['T18', 'Above 18', 'gt18']], { rules: 'Named storms in the 2027 Atlantic hurricane season per the National Hurricane Center, as of November 30, 2027.' }),
    B('How many named storms in the 2027 Atlantic season?', 'Weather', z('2027-11-30'), withSrc('https://www.nhc.noaa.gov/', [
      ['atlantic-named-storms-2027-14-or-fewer', '14 or fewer', 'le14'], ['atlantic-named-storms-2027-15-18', '15–18', 'b15-18'], ['atlantic-named-storms-2027-19-or-more', '19 or more', 'gt18'],
    ]), { rules: 'Count of named storms (tropical or subtropical storm strength) in the 2027 Atlantic season through November 30, 2027, per NHC.' }),
  ],
});
add('weather', {
  name: 'us-cat5-landfall-2027',
  events: [G1('Will a Category 5 hurricane make US landfall in 2027?', z('2027-11-30'), 'yes', { rules: 'NHC-designated Category 5 intensity at landfall in the continental US during the 2027 season.' })],
});
add('weather', {
  name: 'hottest-year-2027',
  events: [
    B('Will 2027 be the hottest year on record?', 'Climate', z('2028-01-20'), [['2027-hottest-year-on-record', 'Yes', 'yes', { src: 'https://data.giss.nasa.gov/gistemp/' }]], { rules: 'Resolves per NASA GISTEMP annual global mean temperature anomaly for 2027.' }),
    G1('2027 warmest year on record (global)?', z('2028-01-20'), 'yes', { rules: 'Resolves per the Copernicus Climate Change Service (ERA5) Global Climate Highlights for 2027.' }),
  ],
  fungible: nf('beta|gamma'),
});
add('weather', {
  name: 'arctic-sea-ice-min-2027',
  events: [
    A('KXARCTICICE-27', 'Arctic sea ice minimum in 2027', 'Climate and Weather', z('2027-10-15'), [['B4.0', 'Below 4.0 million km²', 'lt4.0'], ['B4.5', 'Below 4.5 million km²', 'lt4.5']], { rules: 'NSIDC Sea Ice Index daily extent minimum for 2027 (5-day average).' }),
    B('Arctic sea ice minimum below 4.5 million km² in 2027?', 'Climate', z('2027-10-15'), [['arctic-sea-ice-min-below-4pt5m-2027', 'Yes', 'lt4.5', { src: 'https://nsidc.org/arcticseaicenews/' }]], { rules: 'Annual minimum Arctic sea ice extent 2027 (NSIDC, 5-day average).' }),
  ],
});
add('weather', {
  name: 'nyc-snow-2027-12',
  events: [
    A('KXSNOWNYM-27DEC', 'NYC snowfall in Dec 2027', 'Climate and Weather', z('2028-01-01', '14:00'), [['T3', 'Above 3 inches', 'gt3'], ['T6', 'Above 6 inches', 'gt6']], { rules: 'Total December 2027 snowfall at Central Park per the NWS monthly climate report (0.1 inch precision).' }),
    B('Will NYC get 3+ inches of snow in December 2027?', 'Weather', z('2028-01-01', '14:00'), [['nyc-3-inches-snow-december-2027', 'Yes', 'ge3', { src: 'https://www.weather.gov/okx/' }]], { rules: 'Yes if Central Park December 2027 total snowfall is 3.0 inches or more (NWS).' }),
  ],
}, 1);

// ───────────────────────────── TECH / AI ─────────────────────────────
add('tech', {
  name: 'top-ai-model-2027-03-31',
  events: [
    A('KXLLM1-27MAR31', 'Top AI model on Mar 31, 2027', 'Science and Technology', z('2027-03-31', '23:59'), [
      ['OAI', 'OpenAI', 'openai'], ['GOOG', 'Google', 'google'], ['ANTH', 'Anthropic', 'anthropic'], ['XAI', 'xAI', 'xai'],
    ], { rules: 'Company owning the top model on the LMArena Text leaderboard (default view) on March 31, 2027.' }),
    B('Which company has best AI model end of March 2027?', 'Tech', z('2027-03-31', '23:59'), withSrc('https://lmarena.ai/leaderboard/text', [
      ['best-ai-model-march-2027-openai', 'OpenAI', 'openai'], ['best-ai-model-march-2027-google', 'Google', 'google'], ['best-ai-model-march-2027-anthropic', 'Anthropic', 'anthropic'],
      ['best-ai-model-march-2027-xai', 'xAI', 'xai'], ['best-ai-model-march-2027-deepseek', 'DeepSeek', 'deepseek'],
    ]), { rules: 'Top of the LMArena Text Arena leaderboard (default settings) at 12:00 PM ET on March 31, 2027.' }),
    G('Best AI model (LMArena #1) — end of March 2027', z('2027-03-31', '23:59'), [['OpenAI', 'openai'], ['Google DeepMind', 'google'], ['Anthropic', 'anthropic'], ['xAI', 'xai']], { rules: 'LMArena Text leaderboard #1 on March 31, 2027.' }),
  ],
  fungible: nf('alpha|beta', 'beta|gamma'),
});
add('tech', {
  name: 'gpt6-release-vs-announce-2027-h1',
  events: [
    A('KXGPT6-27JUN30', 'GPT-6 released before Jul 1, 2027?', 'Science and Technology', z('2027-06-30'), [['27JUN30', 'Before Jul 1, 2027', 'release']], { rules: 'OpenAI makes a model named GPT-6 generally available to the public before July 1, 2027.' }),
    B('GPT-6 released by June 30, 2027?', 'Tech', z('2027-06-30'), [['gpt-6-released-by-june-30-2027', 'Yes', 'release']], { rules: 'Yes if GPT-6 is publicly released (available to users or via API) by June 30, 2027, 11:59 PM ET.' }),
    G1('OpenAI announces GPT-6 before July 2027?', z('2027-06-30'), 'announce', { rules: 'Yes on an official OpenAI announcement of GPT-6, even without public availability.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);
add('tech', {
  name: 'apple-foldable-iphone-2027',
  events: [
    B('Apple announces a foldable iPhone in 2027?', 'Tech', z('2027-12-31'), [['apple-foldable-iphone-2027', 'Yes', 'yes']], { rules: 'Yes if Apple officially announces a foldable iPhone between January 1 and December 31, 2027.' }),
    U('apple-foldable-iphone-2027', 'Foldable iPhone in 2027', 'Tech', z('2027-12-31'), [['foldable-iphone-announced-2027', 'Yes', 'yes', { q: 'Will Apple announce a foldable iPhone in 2027?' }]], { rules: 'Official Apple announcement of a foldable iPhone during 2027.' }),
  ],
});
add('tech', {
  name: 'nvidia-6t-2027',
  events: [G1('Nvidia market cap reaches $6 trillion by end of 2027?', z('2027-12-31'), 'yes', { rules: 'Any daily close with NVDA market cap at or above $6T before January 1, 2028 (companiesmarketcap.com).' })],
});

// ───────────────────────────── CULTURE ─────────────────────────────
add('culture', {
  name: 'oscars-2027-best-picture',
  events: [
    A('KXOSCARPIC-27', 'Oscar for Best Picture 2027', 'Entertainment', z('2027-03-14', '23:00'), [
      ['ODY', 'The Odyssey', 'odyssey'], ['DUNE', 'Dune: Part Three', 'dune3'], ['PHM', 'Project Hail Mary', 'phm'], ['DIG', 'Digger', 'digger'],
    ]),
    B('Oscars 2027: Best Picture winner', 'Culture', z('2027-03-14', '23:00'), [
      ['oscars-2027-best-picture-the-odyssey', 'The Odyssey', 'odyssey'], ['oscars-2027-best-picture-dune-part-three', 'Dune: Part Three', 'dune3'],
      ['oscars-2027-best-picture-project-hail-mary', 'Project Hail Mary', 'phm'], ['oscars-2027-best-picture-narnia', 'Narnia: The Magician’s Nephew', 'narnia'],
    ], { rules: 'Winner of Best Picture at the 99th Academy Awards.' }),
    G('99th Academy Awards — Best Picture', z('2027-03-14', '23:00'), [['The Odyssey', 'odyssey'], ['Dune Part Three', 'dune3'], ['Project Hail Mary', 'phm'], ['Digger', 'digger']]),
    U('oscars-2027-best-director', 'Oscars 2027 Best Director', 'Culture', z('2027-03-14', '23:00'), [
      ['oscars-2027-best-director-christopher-nolan', 'Christopher Nolan', 'dir-nolan', { q: 'Will Christopher Nolan win Best Director at the 2027 Oscars?' }],
      ['oscars-2027-best-director-denis-villeneuve', 'Denis Villeneuve', 'dir-villeneuve', { q: 'Will Denis Villeneuve win Best Director at the 2027 Oscars?' }],
    ], { rules: 'Best Director, 99th Academy Awards.' }),
  ],
  groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
}, 1);
add('culture', {
  name: 'eurovision-2027',
  events: [
    B('Eurovision 2027 winner', 'Culture', z('2027-05-15', '23:00'), [['eurovision-2027-sweden', 'Sweden', 'se'], ['eurovision-2027-ukraine', 'Ukraine', 'ua'], ['eurovision-2027-france', 'France', 'fr'], ['eurovision-2027-israel', 'Israel', 'il']]),
    G('Eurovision Song Contest 2027 — winning country', z('2027-05-15', '23:00'), [['Sweden', 'se'], ['Ukraine', 'ua'], ['France', 'fr'], ['Finland', 'fi']]),
  ],
});
add('culture', {
  name: 'time-poy-2027',
  events: [
    A('KXTIMEPOY-27', 'Time Person of the Year 2027', 'Entertainment', z('2027-12-08'), [['TRUMP', 'Donald Trump', 'trump'], ['MUSK', 'Elon Musk', 'musk'], ['ALTMAN', 'Sam Altman', 'altman']]),
    B('Time 2027 Person of the Year', 'Culture', z('2027-12-08'), [['time-poy-2027-donald-trump', 'Donald Trump', 'trump'], ['time-poy-2027-elon-musk', 'Elon Musk', 'musk'], ['time-poy-2027-pope-leo-xiv', 'Pope Leo XIV', 'leo']]),
  ],
});
add('culture', {
  name: 'secret-wars-opening-2027',
  events: [
    A('KXOPENSECRETWARS-27DEC19', 'Avengers: Secret Wars domestic opening weekend', 'Entertainment', z('2027-12-20', '18:00'), [['T250', 'Above $250M', 'dom-gt250'], ['T300', 'Above $300M', 'dom-gt300']], { rules: 'Domestic (US/Canada) 3-day opening weekend gross per Box Office Mojo.' }),
    B('Avengers: Secret Wars opening weekend above $250M?', 'Culture', z('2027-12-20', '18:00'), [['secret-wars-opening-above-250m', 'Yes', 'dom-gt250', { src: 'https://www.boxofficemojo.com/' }]], { rules: 'Domestic Friday–Sunday opening weekend gross, Box Office Mojo.' }),
    G1('Secret Wars global opening above $600M?', z('2027-12-20', '18:00'), 'ww-gt600', { rules: 'WORLDWIDE opening weekend gross as reported by Box Office Mojo.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);
add('culture', {
  name: 'spotify-wrapped-2027',
  events: [G('Most-streamed artist on Spotify globally in 2027', z('2027-12-05'), [['Taylor Swift', 'swift'], ['Bad Bunny', 'badbunny'], ['The Weeknd', 'weeknd']], { rules: 'Spotify Wrapped 2027 global top artist.' })],
});

// ───────────────────────────── SCIENCE / SPACE ─────────────────────────────
add('science', {
  name: 'artemis-iii-2027',
  events: [
    A('KXARTEMIS3-27', 'Artemis III launch before 2028?', 'Science and Technology', z('2027-12-31'), [['27', 'Before Jan 1, 2028', 'yes']], { rules: 'NASA’s Artemis III mission launches before January 1, 2028.' }),
    B('Artemis III launches in 2027?', 'Science', z('2027-12-31'), [['artemis-iii-launch-2027', 'Yes', 'yes', { src: 'https://www.nasa.gov/' }]], { rules: 'Yes if Artemis III lifts off by December 31, 2027, 11:59 PM ET.' }),
    G1('Will Artemis III launch by end of 2027?', z('2027-12-31'), 'yes', { rules: 'Launch of NASA Artemis III before 2028.' }),
  ],
});
add('science', {
  name: 'spacex-launches-2027',
  events: [
    A('KXSPACEXCOUNT-27', 'SpaceX launches in 2027', 'Science and Technology', z('2027-12-31'), [['T180', 'Above 180', 'gt180'], ['T200', 'Above 200', 'gt200']], { rules: 'Orbital launch attempts by SpaceX in calendar 2027.' }),
    B('SpaceX 200+ launches in 2027?', 'Science', z('2027-12-31'), [['spacex-200-plus-launches-2027', 'Yes', 'ge200']], { rules: 'Yes if SpaceX conducts 200 or more orbital launch attempts in 2027.' }),
  ],
}, 1);
add('science', {
  name: 'starship-prop-transfer-2027',
  events: [B('Starship ship-to-ship propellant transfer in 2027?', 'Science', z('2027-12-31'), [['starship-propellant-transfer-2027', 'Yes', 'yes']], { rules: 'Yes if SpaceX completes an in-orbit ship-to-ship propellant transfer between two Starships in 2027.' })],
});

// ───────────────────────────── SPORTS / POLITICS ─────────────────────────────
add('sports', {
  name: 'super-bowl-lxii',
  events: [
    A('KXSB-28', 'Super Bowl LXII winner', 'Sports', z('2028-02-13', '03:00'), [['KC', 'Kansas City', 'kc'], ['PHI', 'Philadelphia', 'phi'], ['BUF', 'Buffalo', 'buf'], ['DET', 'Detroit', 'det']]),
    B('Super Bowl 2028 Champion', 'Sports', z('2028-02-13', '03:00'), [['super-bowl-2028-kansas-city-chiefs', 'Kansas City Chiefs', 'kc'], ['super-bowl-2028-philadelphia-eagles', 'Philadelphia Eagles', 'phi'], ['super-bowl-2028-buffalo-bills', 'Buffalo Bills', 'buf'], ['super-bowl-2028-baltimore-ravens', 'Baltimore Ravens', 'bal']]),
    G('Super Bowl LXII champion (Feb 2028)', z('2028-02-13', '03:00'), [['Chiefs', 'kc'], ['Eagles', 'phi'], ['Bills', 'buf'], ['Lions', 'det']]),
  ],
});
add('sports', {
  name: 'rugby-world-cup-2027',
  events: [
    B('Rugby World Cup 2027 winner', 'Sports', z('2027-11-13', '12:00'), [['rwc-2027-south-africa', 'South Africa', 'rsa'], ['rwc-2027-ireland', 'Ireland', 'ire'], ['rwc-2027-new-zealand', 'New Zealand', 'nz'], ['rwc-2027-france', 'France', 'fra']]),
    G('2027 Men’s Rugby World Cup champion', z('2027-11-13', '12:00'), [['Springboks', 'rsa'], ['Ireland', 'ire'], ['All Blacks', 'nz'], ['France', 'fra']]),
  ],
});
add('sports', {
  name: 'cricket-world-cup-2027',
  events: [B('ICC Cricket World Cup 2027 winner', 'Sports', z('2027-11-28', '18:00'), [['cwc-2027-india', 'India', 'ind'], ['cwc-2027-australia', 'Australia', 'aus'], ['cwc-2027-south-africa', 'South Africa', 'rsa']])],
});
add('politics', {
  name: 'france-presidential-2027',
  events: [
    A('KXFRPRES-27', 'French presidential election 2027 winner', 'Elections', z('2027-05-09', '18:00'), [['BARD', 'Jordan Bardella', 'bardella'], ['PHIL', 'Édouard Philippe', 'philippe'], ['LEPEN', 'Marine Le Pen', 'lepen']]),
    B('France presidential election 2027 winner', 'Politics', z('2027-05-09', '18:00'), [['france-2027-jordan-bardella', 'Jordan Bardella', 'bardella'], ['france-2027-edouard-philippe', 'Edouard Philippe', 'philippe'], ['france-2027-jean-luc-melenchon', 'Jean-Luc Mélenchon', 'melenchon']], { rules: 'Winner of the 2027 French presidential election (second round).' }),
    G('French presidential election 2027 — first-round winner', z('2027-04-25', '18:00'), [['Jordan Bardella', 'r1-bardella'], ['Édouard Philippe', 'r1-philippe'], ['Jean-Luc Mélenchon', 'r1-melenchon']], { rules: 'Candidate with the most votes in the FIRST round (official results).' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);
add('politics', {
  name: 'us-shutdown-oct-2027',
  events: [
    A('KXGOVSHUT-27OCT01', 'Government shutdown on Oct 1, 2027?', 'Politics', z('2027-10-01', '04:01'), [['YES', 'Shutdown', 'yes']], { rules: 'A lapse in US federal appropriations begins at 12:01 am ET on October 1, 2027.' }),
    B('US government shutdown on October 1, 2027?', 'Politics', z('2027-10-01', '04:01'), [['us-government-shutdown-october-1-2027', 'Yes', 'yes']], { rules: 'Yes if a federal funding lapse (shutdown) starts on October 1, 2027.' }),
  ],
});

// ───────────────────────────── MORE ECONOMICS / MARKETS ─────────────────────────────
{
  const close = z('2028-01-12', '13:30');
  const r = 'CPI-U 12-month change for December 2027 as first published by the BLS (January 2028 release), one decimal.';
  add('economics', {
    name: 'us-cpi-yoy-2027-12-ranges',
    events: [
      A('KXCPIYOY-27DEC', 'Inflation in Dec 2027', 'Economics', close, [
        ['B2.4', 'Below 2.5%', 'lt2.5'], ['B2.7', '2.5% to 2.9%', 'b2.5-2.9'], ['B3.2', '3.0% to 3.4%', 'b3.0-3.4'], ['T3.4', '3.5% or above', 'ge3.5'],
      ], { sources: [BLS], rules: r }),
      B('December 2027 inflation (CPI YoY)', 'Economics', close, withSrc('https://www.bls.gov/cpi/', [
        ['dec-2027-cpi-yoy-below-2pt5', 'Less than 2.5%', 'lt2.5', { q: 'Will December 2027 CPI YoY be less than 2.5%?' }],
        ['dec-2027-cpi-yoy-2pt5-2pt9', 'Between 2.5% and 2.9%', 'b2.5-2.9', { q: 'Will December 2027 CPI YoY be between 2.5% and 2.9%?' }],
        ['dec-2027-cpi-yoy-3pt0-3pt4', 'Between 3.0% and 3.4%', 'b3.0-3.4', { q: 'Will December 2027 CPI YoY be between 3.0% and 3.4%?' }],
        ['dec-2027-cpi-yoy-3pt5-plus', '3.5% or more', 'ge3.5', { q: 'Will December 2027 CPI YoY be 3.5% or more?' }],
      ]), { rules: r }),
      G('US annual CPI inflation — Dec 2027', close, [['<2.5', 'lt2.5'], ['2.5 to 2.9', 'b2.5-2.9'], ['3.0 to 3.4', 'b3.0-3.4'], ['3.5+', 'ge3.5']], { rules: r }),
      U('cpi-yoy-december-2027', 'December 2027 CPI YoY', 'Economics', close, [
        ['cpi-yoy-december-2027-3pt5-or-higher', 'Yes', 'ge3.5', { q: 'Will December 2027 year-over-year CPI be 3.5% or higher?' }],
      ], { rules: r }),
    ],
  });
}
add('economics', {
  name: 'us-gdp-2027q4-advance-vs-q3-third',
  events: [
    A('KXGDP-28JAN27', 'GDP growth in Q4 2027', 'Economics', z('2028-01-27', '13:30'), [['T1.5', 'Above 1.5%', 'gt1.5'], ['T2.0', 'Above 2.0%', 'gt2.0']], { sources: [BEA], rules: 'Real GDP annualized growth, Q4 2027, BEA advance estimate, one decimal.' }),
    B('Q4 2027 GDP growth above 2.0%?', 'Economics', z('2028-01-27', '13:30'), [['q4-2027-gdp-growth-above-2pct', 'Yes', 'gt2.0', { src: 'https://www.bea.gov/data/gdp' }]], { rules: 'Fourth-quarter 2027 real GDP, advance estimate, seasonally adjusted annual rate. Yes if higher than 2.0%.' }),
    G1('Oct–Dec 2027 US GDP (advance) over 2%?', z('2028-01-27', '13:30'), 'gt2.0', { rules: 'BEA advance estimate for October–December 2027 real GDP growth (SAAR). Yes if above 2.0%.' }),
    U('gdp-q3-2027-third-estimate', 'Q3 2027 GDP third estimate', 'Economics', z('2027-12-22', '13:30'), [['gdp-q3-2027-third-estimate-above-2pct', 'Yes', 'q3third-gt2.0', { q: 'Will the third estimate of Q3 2027 GDP growth be above 2.0%?' }]], { rules: 'BEA THIRD estimate of July–September 2027 real GDP growth.' }),
  ],
  groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
}, 1);
add('centralbanks', {
  name: 'fomc-2027-12',
  events: [
    A('KXFEDDECISION-27DEC', 'Fed decision in Dec 2027', 'Economics', z('2027-12-08', '19:00'), [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25']], { sources: [FED], rules: 'Change in the federal funds target range upper bound at the December 7–8, 2027 FOMC meeting.' }),
    U('fed-december-2027', 'Fed December 2027 decision', 'Economics', z('2027-12-08', '19:00'), [['fed-holds-rates-december-2027', 'Yes', 'hold', { q: 'Will the Fed leave rates unchanged in December 2027?' }]], { rules: 'FOMC statement of December 8, 2027: Yes if the target range is unchanged.' }),
    G1('Fed cut in December 2027?', z('2027-12-08', '19:00'), 'cut-any', { rules: 'Yes if the December 2027 FOMC lowers the target range by any amount.' }),
  ],
});
add('centralbanks', {
  name: 'boe-bank-rate-eoy-2027',
  events: [
    B('Bank of England Bank Rate at end of 2027?', 'Economics', z('2027-12-31'), withSrc('https://www.bankofengland.co.uk/boeapps/database/Bank-Rate.asp', [
      ['boe-bank-rate-eoy-2027-3pt00-or-lower', '3.00% or lower', 'le3.00'], ['boe-bank-rate-eoy-2027-3pt25', '3.25%', 'eq3.25'],
      ['boe-bank-rate-eoy-2027-3pt50', '3.50%', 'eq3.50'], ['boe-bank-rate-eoy-2027-3pt75-or-higher', '3.75% or higher', 'ge3.75'],
    ]), { rules: 'Bank Rate in effect on December 31, 2027.' }),
    G('UK Bank Rate on 31 Dec 2027', z('2027-12-31'), [['≤3.00%', 'le3.00'], ['3.25%', 'eq3.25'], ['3.50%', 'eq3.50'], ['≥3.75%', 'ge3.75']], { rules: 'Bank of England Bank Rate on December 31, 2027.' }),
  ],
});
{
  const r = 'CF Benchmarks Ether Real Time Index, 60-second average before 5:00 pm ET on December 31, 2027.';
  add('crypto', {
    name: 'eth-eoy-2027',
    events: [
      A('KXETHY-27DEC31', 'Ethereum price at the end of 2027', 'Crypto', z('2027-12-31', '22:00'), [['T3999.99', '$4,000 or above', 'ge4000'], ['T5999.99', '$6,000 or above', 'ge6000']], { rules: r }),
      B('Ethereum price at year-end 2027', 'Crypto', z('2027-12-31', '22:00'), withSrc('https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI', [
        ['eth-eoy-2027-under-2k', '<$2,000', 'lt2000'], ['eth-eoy-2027-2k-4k', '$2,000–$3,999.99', 'b2000'], ['eth-eoy-2027-4k-6k', '$4,000–$5,999.99', 'b4000'], ['eth-eoy-2027-6k-plus', '≥$6,000', 'ge6000'],
      ]), { rules: r }),
      G1('ETH $6K+ on Dec 31, 2027?', z('2027-12-31', '22:00'), 'ge6000', { rules: r }),
      U('ethereum-eoy-2027', 'Ethereum EOY 2027', 'Crypto', z('2027-12-31', '22:00'), [['ethereum-at-least-4k-eoy-2027', 'Yes', 'ge4000', { q: 'Will Ethereum be at least $4K at the end of 2027?' }]], { rules: r }),
    ],
  });
}
add('crypto', {
  name: 'xrp-2027-12-31-noon-vs-5pm',
  events: [
    B('XRP above $3 on December 31, 2027?', 'Crypto', z('2027-12-31', '17:00'), [['xrp-above-3-december-31-2027', 'Yes', 'noon-gt3', { src: 'https://www.binance.com/en/trade/XRP_USDT' }]], { rules: 'Binance XRP/USDT 1-minute candle close at 12:00 ET on December 31, 2027.' }),
    U('xrp-december-31-2027-noon', 'XRP December 31 noon', 'Crypto', z('2027-12-31', '17:00'), [['xrp-over-3-dec-31-2027-noon', 'Yes', 'noon-gt3', { q: 'Will XRP be over $3.00 on December 31, 2027 at 12:00 PM ET?', src: 'https://www.binance.com/en/trade/XRP_USDT' }]], { rules: 'Close of the Binance XRP/USDT 1-minute candle at 12:00 PM ET, December 31, 2027.' }),
    A('KXXRPD-27DEC31H17', 'XRP price on Dec 31, 2027 at 5pm EST', 'Crypto', z('2027-12-31', '22:00'), [['T2.9999', '$3.00 or above', '5pm-ge3']], { rules: 'CF Benchmarks XRP/USD index, 60-second average before 5:00 pm ET on December 31, 2027.' }),
  ],
  groups: [['beta', 'beta_us'], ['alpha']],
}, 1);
add('markets', {
  name: 'wti-100-2027-hit-vs-eoy',
  events: [
    B('Will crude oil hit $100 in 2027?', 'Commodities', z('2027-12-31', '22:00'), [['crude-oil-hit-100-2027', 'Yes', 'hit100', { src: 'https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.html' }]], { rules: 'Yes if the NYMEX WTI front-month contract trades at or above $100 (intraday) at any time in 2027.' }),
    U('wti-100-2027', 'WTI $100 in 2027', 'Commodities', z('2027-12-31', '22:00'), [['wti-reaches-100-in-2027', 'Yes', 'hit100', { q: 'Will WTI crude reach $100 a barrel in 2027?' }]], { rules: 'NYMEX WTI front-month intraday high of $100.00 or more on any day in 2027.' }),
    A('KXWTIY-27DEC31', 'WTI crude oil at the end of 2027', 'Financials', z('2027-12-31', '19:30'), [['T100', 'Above $100', 'eoy-gt100']], { rules: 'NYMEX WTI front-month settlement on the last trading day of 2027.' }),
  ],
  groups: [['beta', 'beta_us'], ['alpha']],
}, 1);
add('markets', {
  name: 'spx-q1-2027-return',
  events: [
    B('Will the S&P 500 finish Q1 2027 higher?', 'Finance', z('2027-03-31', '20:00'), [['sp500-up-q1-2027', 'Yes', 'up']], { rules: 'Yes if the S&P 500 close on March 31, 2027 is above its close on December 31, 2026.' }),
    G1('S&P 500 positive return Jan–Mar 2027?', z('2027-03-31', '20:00'), 'up', { rules: 'S&P 500 price return for the first quarter of 2027 (Mar 31, 2027 close vs Dec 31, 2026 close) above zero.' }),
  ],
});
add('markets', {
  name: 'nvda-revenue-fq4-2027',
  events: [
    A('KXNVDAREV-27FQ4', 'NVIDIA revenue in fiscal Q4 2027', 'Companies', z('2027-02-25', '21:30'), [['T70', 'Above $70B', 'gt70'], ['T80', 'Above $80B', 'gt80']], { rules: 'Total revenue for NVIDIA fiscal fourth quarter 2027 (quarter ending late January 2027) as reported.' }),
    B('NVIDIA Q4 FY2027 revenue above $80B?', 'Finance', z('2027-02-25', '21:30'), [['nvidia-q4-fy2027-revenue-above-80b', 'Yes', 'gt80', { src: 'https://investor.nvidia.com/' }]], { rules: 'NVIDIA reported revenue for the fourth quarter of fiscal 2027.' }),
  ],
});
add('markets', {
  name: 'ust2y-2027-09-30',
  events: [
    U('2-year-treasury-september-30-2027', '2-year Treasury yield Sep 30, 2027', 'Finance', z('2027-09-30', '21:00'), [['2y-treasury-below-3pct-sep-30-2027', 'Yes', 'lt3.00', { q: 'Will the 2-year Treasury yield be below 3.00% on September 30, 2027?' }]], { rules: 'US Treasury daily par yield curve rate, 2-year, September 30, 2027.' }),
    A('KXTWOYEAR-27SEP30', '2-year Treasury yield on Sep 30, 2027', 'Financials', z('2027-09-30', '21:00'), [['B3.00', 'Below 3.00%', 'lt3.00'], ['T3.50', 'Above 3.50%', 'gt3.50']], { rules: 'Treasury par yield curve rate, 2-year maturity, for September 30, 2027.' }),
  ],
});
add('economics', {
  name: 'conference-board-confidence-2027-02',
  events: [U('consumer-confidence-february-2027', 'Consumer confidence February 2027', 'Economics', z('2027-02-23', '15:00'), [['conference-board-confidence-feb-2027-above-100', 'Yes', 'gt100', { q: 'Will the Conference Board Consumer Confidence Index be above 100 in February 2027?' }]], { rules: 'Conference Board Consumer Confidence Index, February 2027, first release.' })],
});
add('economics', {
  name: 'core-cpi-mom-2027-08-above-vs-below',
  events: [
    A('KXCPICORE-27AUG', 'Core CPI month-over-month in Aug 2027', 'Economics', z('2027-09-14', '12:30'), [['T0.2', 'Above 0.2%', 'gt0.2'], ['T0.3', 'Above 0.3%', 'gt0.3']], { sources: [BLS], rules: 'Core CPI (less food and energy), seasonally adjusted MoM, August 2027, one decimal, first publication.' }),
    B('August 2027 core CPI MoM below 0.3%?', 'Economics', z('2027-09-14', '12:30'), [['august-2027-core-cpi-below-0pt3', 'Yes', 'lt0.3', { src: 'https://www.bls.gov/cpi/' }]], { rules: 'Yes if August 2027 core CPI MoM (SA, one decimal) is lower than 0.3%.' }),
    G1('Core CPI Aug 2027 MoM 0.3% or higher?', z('2027-09-14', '12:30'), 'gt0.2', { rules: 'BLS core CPI, August 2027, MoM SA, as published to one decimal. Yes if 0.3% or higher.' }),
  ],
}, 1);

// ───────────────────────────── CHECKS, OUTPUT, SUMMARY ─────────────────────────────
{
  const seen = new Set<string>();
  const minClose = Date.parse('2026-11-22T15:00:00Z');
  for (const c of cases) {
    for (const e of c.events) {
      const ek = `${e.venue}:event:${e.id}`;
      if (seen.has(ek)) throw new Error(`duplicate event id ${ek}`);
      seen.add(ek);
      for (const m of e.markets) {
        const close = m.close ?? e.close;
        if (close === undefined || !(Date.parse(close) > minClose)) throw new Error(`${c.name}: close ${close ?? 'missing'} not after 2026-11-22`);
        if (e.venue === 'gamma' && m.id === e.id && e.markets.length === 1) continue;
        const mk = `${e.venue}:market:${e.venue === 'gamma' ? 'id' : ''}${m.id}`;
        if (seen.has(mk) || (e.venue === 'gamma' && seen.has(`gamma:event:${m.id}`))) throw new Error(`duplicate market id ${mk}`);
        seen.add(mk);
      }
    }
  }
}
const out = new URL('./holdout8-set.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(emitScenario(cases), null, 1)}\n`);

const perVenue: Record<string, number> = {};
const perCat: Record<string, { cases: number; events: number; hn: number }> = {};
let multi = 0;
let single = 0;
let nfCases = 0;
for (const [i, c] of cases.entries()) {
  const m = meta[i]!;
  for (const e of c.events) perVenue[e.venue] = (perVenue[e.venue] ?? 0) + 1;
  const pc = (perCat[m.cat] ??= { cases: 0, events: 0, hn: 0 });
  pc.cases += 1;
  pc.events += c.events.length;
  pc.hn += m.hn;
  const groups = c.groups ?? [c.events.map((e) => e.venue)];
  for (const g of groups) if (g.length > 1) multi += 1; else single += 1;
  if (c.fungible !== undefined && Object.values(c.fungible).includes(false)) nfCases += 1;
}
const events = Object.values(perVenue).reduce((a, b) => a + b, 0);
const hn = meta.reduce((a, m) => a + m.hn, 0);
console.log(`holdout8: ${cases.length} cases, ${events} venue events -> ${out.pathname}`);
console.log('per venue:', JSON.stringify(perVenue));
console.log('per category:', JSON.stringify(perCat));
console.log(`real-world events: ${multi + single} (${multi} listed on 2+ venues, ${single} on one venue); cases with non-fungible pairs: ${nfCases}; hard negatives: ${hn}`);
