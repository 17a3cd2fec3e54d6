// Unit tests of economic releases and rate decisions: one-decimal steps, sized moves, periods, release months.
import { describe, expect, it } from 'vitest';
import { bareReleaseMonth, countLabel, moveCountLabel, countRange, descriptiveWords, growthAsStrike, signLabel, measuredQuantity, withoutUnitMark, policyRateLevel, quarterStep, reachedInPeriod, percentOf, releaseFacets, releaseSeries, underlyingGauge, releaseVintage, signedMove, signStrikes, statesStrictBound, surveySector, tenthStep, tenthStepped, zeroCountLabel, privatePublisher, questionBound, wholeScore, approvalAverage } from './release.ts';
import { conceptText, normalizeDeadlines, parseQualifiers, parseStrikes, strikeKey } from './text.ts';

describe('economic releases', () => {
  it('reads % strikes of one-decimal statistics in the inclusive form', () => {
    const k = (s: string): string[] => parseStrikes(s).map((x) => strikeKey(tenthStep(x)));
    expect(k('Above 0.2%')).toEqual(['ge:0.3']);
    expect(k('≥0.3%')).toEqual(['ge:0.3']);
    expect(k('Above 4.9%')).toEqual(['ge:5']);
    expect(k('below 4.5%')).toEqual(['le:4.4']);
    expect(k('above 4.25%')).toEqual(['gt:4.25']);
    expect(k('above $150,000')).toEqual(['gt:150000']);
    expect(tenthStepped(['inflation'])).toBe(true);
    expect(tenthStepped(['payrolls'])).toBe(false);
  });

  it('folds the measures and counts written in words', () => {
    expect(conceptText('Core PCE inflation in March 2027?')).toBe('pce in march 2027');
    expect(conceptText('Initial jobless claims above 250k?')).toBe('claims 250k');
    expect(conceptText('How many jobs added in April 2027?')).toBe('payrolls in april 2027');
    expect(parseStrikes('50k–100k').map(strikeKey)).toEqual(['range:50000:100000']);
  });

  it('tells a level reached in a period from one release', () => {
    expect(reachedInPeriod('Unemployment rate hits 5.0% in 2027?', false)).toBe(true);
    expect(reachedInPeriod('US unemployment 5% or higher in December 2027?', true)).toBe(false);
    expect(reachedInPeriod('Unemployment rate above 5% in 2027?', false)).toBe(false);
  });

  it('dates a release month named without a year before the close', () => {
    expect(bareReleaseMonth('January unemployment rate above 4.5%?', Date.parse('2027-02-05T13:30:00Z'))).toBe('2027-01');
    expect(bareReleaseMonth('December jobs report', Date.parse('2027-01-08T13:30:00Z'))).toBe('2026-12');
    expect(bareReleaseMonth('March Madness champion', Date.parse('2027-04-08T00:00:00Z'))).toBeNull();
    expect(zeroCountLabel('No cuts')).toBe(true);
    expect(zeroCountLabel('0')).toBe(true);
    expect(zeroCountLabel('1 cut')).toBe(false);
  });

  it('drops the verbs of a rate decision from the title words ("leaves rates unchanged")', () => {
    expect(descriptiveWords([{ key: 'act:hold', strike: null }], false)).toEqual(expect.arrayContaining(['leave', 'maint', 'uncha']));
    // and the "facility" of the "deposit facility rate" (the rate is compared as the reference rate)
    expect(descriptiveWords([{ key: 'act:cut', strike: null }], false)).toEqual(expect.arrayContaining(['depos', 'facil']));
    // and of leaving an office the title names or a known person holds ("Starmer out as UK Prime Minister" / "Starmer leaves No. 10")
    expect(descriptiveWords([{ key: 'yes:exit:pos', strike: null }], false, true)).toEqual(expect.arrayContaining(['out', 'leave', 'prime', 'minis']));
    expect(descriptiveWords([{ key: 'yes:exit:pos', strike: null }], false, false)).toEqual([]);
    expect(descriptiveWords([{ key: 'yes:release:pos', strike: null }], false, true)).toEqual([]);
  });
  it('reads counts of decisions in digits and words, and signed moves', () => {
    expect(countLabel('Two')).toEqual({ n: '2', atLeast: false });
    expect(countLabel('Four or more')).toEqual({ n: '4', atLeast: true });
    expect(countLabel('4 games (sweep)')).toEqual({ n: '4', atLeast: false });
    expect(countLabel('2 steps')).toEqual({ n: '2', atLeast: false });
    expect(moveCountLabel('1 step')).toBe(true);
    expect(moveCountLabel('3.00%')).toBe(false);
    expect(countLabel('4+ (100+ bps)')).toEqual({ n: '4', atLeast: true });
    expect(countLabel('At least 2 cuts')).toEqual({ n: '2', atLeast: true });
    expect(countLabel('2 (50 bps)')).toEqual({ n: '2', atLeast: false });
    expect(countLabel('Someone')).toBeNull();
    expect(signedMove('-25 bps')).toEqual(['cut']);
    expect(signedMove('+25 bps')).toEqual(['hike']);
    expect(signedMove('-0.5%')).toBeNull();
    expect(parseStrikes('25 bp cut').map(strikeKey)).toEqual(['eq:25']);
  });

  it('folds central banks named in full and abbreviated', () => {
    expect(conceptText('Bank of Japan decision in January 2027?')).toBe(conceptText('BoJ decision in January 2027?'));
    expect(conceptText('Bank of Canada interest rate decision')).toBe('boc decision');
  });
  it('tells the estimates of a release and the sectors of a survey apart', () => {
    expect(releaseVintage('Euro area inflation (flash) in Apr 2027')).toBe('first');
    expect(releaseVintage('UMich sentiment May 2027 (prelim)')).toBe('first');
    expect(releaseVintage('Eurozone HICP April 2027 final above 2.0%?')).toBe('final');
    expect(releaseVintage('GDP second estimate Q1 2027')).toBe('second');
    // a revised estimate is a later one than the preliminary
    expect(releaseVintage('Japan GDP Q4 2026 revised estimate?')).toBe('second');
    expect(releaseVintage('US GDP growth in Q1 2027')).toBeNull();
    expect(surveySector('ISM Services PMI March 2027 above 50?')).toBe('services');
    expect(surveySector('ISM Manufacturing PMI in Mar 2027')).toBe('manufacturing');
    expect(releaseFacets('ISM Non-Manufacturing PMI', ['pmi'])).toEqual({ sector: 'services', series: 'ism' });
    // not a statistic: "final" is not an estimate
    expect(releaseFacets('Who wins the final?', [])).toEqual({});
  });
  it('reads a bound the rules call strict', () => {
    expect(statesStrictBound(['S&P 500 official closing value on March 31, 2027. Yes if strictly greater than 7,700.00.'])).toBe(true);
    expect(statesStrictBound(['S&P 500 official closing value on March 31, 2027.', null])).toBe(false);
  });
  it('reads unit-less ranges written with separators or decimals, and unit-less strikes of % statistics in %', () => {
    expect(parseStrikes('7,400 to 7,499.99').map(strikeKey)).toEqual(['range:7400:7500']);
    expect(parseStrikes('2.5 to 2.9').map((x) => strikeKey(percentOf(x)))).toEqual(['range:2.5:2.9']);
    expect(parseStrikes('<2.5').map((x) => strikeKey(tenthStep(percentOf(x))))).toEqual(parseStrikes('Below 2.5%').map((x) => strikeKey(tenthStep(x))));
    // small whole numbers joined by "to" stay words ("1 to 3")
    expect(parseStrikes('1 to 3')).toEqual([]);
  });
  it('reads policy rate levels in quarter points and growth as a change above zero', () => {
    const q = (s: string): string[] => parseStrikes(s).map((x) => strikeKey(quarterStep(x)));
    expect(policyRateLevel('Fed funds upper bound at end of 2027')).toBe(true);
    expect(policyRateLevel('Effective fed funds rate on Dec 31')).toBe(false);
    expect(policyRateLevel('Bank of England rate at end of 2029?')).toBe(true);
    expect(policyRateLevel('Fed rate cuts in 2029 (25bp steps)')).toBe(false);
    expect(q('Above 3.25%')).toEqual(q('3.50% or higher'));
    expect(q('Below 3%')).toEqual(['le:2.75']);
    expect(q('Above 4.33%')).toEqual(['gt:4.33']);
    const ms = [{ key: 'act:hike' as string | null, strike: null }];
    growthAsStrike(ms, ['retailsales']);
    expect(ms[0]!.key).toBe('num::ge:0.1');
    const un = [{ key: 'act:hike' as string | null, strike: null }];
    growthAsStrike(un, ['unemployment']);
    expect(un[0]!.key).toBe('act:hike');
    // "Positive" / "Negative" buckets of a growth figure are above / below 0.0%
    const gdp = [{ key: 'lbl:negative' as string | null, strike: null }, { key: 'lbl:positive' as string | null, strike: null }];
    growthAsStrike(gdp, ['gdp']);
    expect(gdp.map((m) => m.key)).toEqual(['num::le:-0.1', 'num::ge:0.1']);
  });
  it('reads the unemployment rate of a jobs report as a statistic in tenths', () => {
    expect(tenthStepped(['payrolls', 'unemployment'])).toBe(true);
    expect(tenthStepped(['payrolls'])).toBe(false);
  });
  it('reads a negative rate as below zero and going public as an IPO', () => {
    expect(signStrikes('Will the SNB set a negative policy rate in March 2027?', [], 'economics').map(strikeKey)).toEqual(['lt:0']);
    expect(signStrikes('Will the SNB cut in March 2027?', [], 'economics')).toEqual([]);
    expect(signStrikes('Will the SNB cut rates below zero in December?', [], 'economics').map(strikeKey)).toEqual(['lt:0']);
    expect(signStrikes('Will the SNB cut rates below 0.5% in December?', [], 'economics')).toEqual([]);
    expect(signStrikes('Negative reviews for the film?', [], 'culture')).toEqual([]);
    expect(conceptText('Will OpenAI go public in 2027?')).toBe(conceptText('Will OpenAI IPO in 2027?'));
    expect(conceptText('Eurovision Song Contest 2027 — winning country')).toBe(conceptText('Eurovision Song Contest 2027'));
  });
  it('reads a deadline written day first', () => {
    expect(normalizeDeadlines('Keir Starmer no longer UK PM before 1 July 2027?')).toBe('Keir Starmer no longer UK PM by June 30, 2027?');
    expect(normalizeDeadlines('Ceasefire before 15 March 2027?')).toBe('Ceasefire by March 14, 2027?');
    expect(normalizeDeadlines('Deal before 1 January 2028?')).toBe('Deal by December 31, 2027?');
  });
  it('tells the series of one measure apart and reads an annualised rate as quarterly', () => {
    expect(releaseSeries('Initial jobless claims above 250K?', ['claims'])).toBe('initial');
    expect(releaseSeries('Continuing claims week of March 6', ['claims'])).toBe('continuing');
    expect(releaseSeries('Existing home sales in May', ['homesales'])).toBe('existing');
    expect(releaseSeries('U-6 unemployment rate in May', ['unemployment'])).toBe('u6');
    expect(releaseSeries('S&P Global US Manufacturing PMI', ['pmi'])).toBe('spglobal');
    expect(releaseSeries('Caixin/S&P Global China manufacturing PMI', ['pmi'])).toBe('caixin');
    expect(releaseSeries('NBS China Manufacturing PMI (June 2030) > 50.0?', ['pmi'])).toBe('official');
    expect(releaseSeries('China official manufacturing PMI above 50 in June 2030?', ['pmi'])).toBe('official');
    expect(releaseSeries('China manufacturing PMI above 50?', ['pmi'])).toBeNull();
    expect(releaseSeries('Unemployment rate in May', ['unemployment'])).toBeNull();
    expect(parseQualifiers('GDP growth (annualized) in Q1 2027').period).toBe('qoq');
    expect(parseQualifiers('GDP growth YoY in Q1 2027').period).toBe('yoy');
  });
  it('reads measured quantities and inch marks', () => {
    expect(measuredQuantity('Above 4 inches', 'NYC snow in Jan 2027?')).toBe(true);
    expect(measuredQuantity('>4 in', 'NYC snowfall in February 2027?')).toBe(true);
    expect(measuredQuantity('Above 100,000', 'Jobs added in Nov 2026')).toBe(false);
    expect(measuredQuantity('Above 21', 'Number of named storms in the 2027 Atlantic hurricane season')).toBe(false);
    expect(withoutUnitMark('4"')).toBe('4');
    expect(withoutUnitMark('4 in')).toBe('4');
    expect(withoutUnitMark('10 mm')).toBe('10');
    expect(withoutUnitMark('Berghain')).toBe('Berghain');
    expect(withoutUnitMark('Vladimir Putin')).toBe('Vladimir Putin');
  });

  it('tells a private publisher\'s series from the official release', () => {
    expect(privatePublisher('ADP December 2026 private payrolls', ['payrolls'])).toBe('adp');
    expect(privatePublisher('Jobs numbers in Dec 2026?', ['payrolls'])).toBeNull();
    expect(releaseFacets('ADP December 2026 private payrolls', ['payrolls'])).toEqual({ publisher: 'adp' });
    // the trimmed mean is another statistic than the headline CPI of the same quarter (separates on one side only)
    expect(releaseFacets('Australia trimmed mean CPI Q2 2030 (YoY)', ['inflation'])).toEqual({ underlying_gauge: 'trimmed_mean' });
    expect(underlyingGauge('Median CPI (Cleveland Fed) in May', ['inflation'])).toBe('median');
    expect(underlyingGauge('Australia headline CPI Q2 2030 YoY ≥ 3.0%?', ['inflation'])).toBeNull();
    expect(privatePublisher('ADP shares above $250?', [])).toBeNull();
  });

  it('reads whole-point scores and a label shorthand bounded by its question', () => {
    expect(wholeScore('Avengers: Doomsday Rotten Tomatoes score on Dec 21?')).toBe(true);
    expect(wholeScore('Trump approval rating above 45%?')).toBe(false);
    expect(wholeScore('Presidential approval (Gallup), December 2029')).toBe(true);
    expect(wholeScore('Gallup presidential approval in December 2029?')).toBe(true);
    const ge = parseStrikes('$100M+')[0]!;
    expect(questionBound(ge, '$100M+', 'Will Dune: Part Three gross more than $100M in its domestic opening weekend?')).toEqual({ ...ge, op: 'gt' });
    expect(questionBound(ge, '$100M+', 'Will Dune: Part Three gross $100M or more?')).toEqual(ge);
    expect(questionBound(ge, '$100M or more', 'Will Dune: Part Three gross more than $100M?')).toEqual(ge);
  });
});

describe('signs, count buckets and releases in other words', () => {
  it('reads "Positive" / "Negative" of a flow or a change as above / below zero', () => {
    expect(signLabel('Positive')).toEqual({ op: 'gt', lo: '0', hi: '0', unit: '' });
    expect(signLabel('Net outflows')).toEqual({ op: 'lt', lo: '0', hi: '0', unit: '' });
    expect(signLabel('Positive reviews')).toBeNull();
  });
  it('reads the buckets of a count: two whole numbers are a range, and one from zero is "N or fewer"', () => {
    expect(countRange('6 to 7')).toEqual({ op: 'range', lo: '6', hi: '7', unit: '' });
    expect(countRange('6–7')).toEqual({ op: 'range', lo: '6', hi: '7', unit: '' });
    expect(countRange('0-5')).toEqual({ op: 'le', lo: '5', hi: '5', unit: '' });
    expect(countRange('2.5 to 2.9')).toBeNull();
    expect(countRange('7 to 6')).toBeNull();
  });
  it('reads "Increase" of a change statistic as above zero in a ladder too', () => {
    const ms = [{ key: 'act:hike' as string | null, strike: null }, { key: 'num::ge:0.6' as string | null, strike: null }];
    growthAsStrike(ms, ['retailsales']);
    expect(ms.map((m) => m.key)).toEqual(['num::ge:0.1', 'num::ge:0.6']);
  });
  it('reads core inflation in words, a print as its release, a price per unit and a measured amount', () => {
    expect(parseQualifiers('Core inflation (ex food & energy) March 2027').core).toBe(true);
    expect(parseQualifiers('CPI excluding food and energy in March 2027').core).toBe(true);
    expect(parseQualifiers('CPI in March 2027').core).toBe(false);
    expect(conceptText('Core inflation (ex food & energy) March 2027').split(' ').filter((w) => w === 'core').length).toBeGreaterThan(0);
    expect(conceptText('Core inflation (ex food & energy) March 2027').includes('food')).toBe(false);
    expect(conceptText('US CPI YoY — March 2027 print')).toBe(conceptText('US CPI YoY March 2027'));
    expect(parseStrikes('Will silver futures trade at $60/oz or higher at any time in 2027?').map(strikeKey)).toEqual(['ge:60']);
    expect(parseStrikes('2 inches or less').map(strikeKey)).toEqual(['le:2']);
    expect(conceptText('Central Park snowfall, December 2027')).toBe('central park snow december 2027');
    expect(conceptText('USGS records an M8+ quake during 2027?')).toContain('quake');
    expect(conceptText('Magnitude 8.0+ earthquake in 2027?')).toContain('quake');
    expect(conceptText('BlackRock IBIT net inflows in Q1 2027?')).toBe('blackrock ibit net flows in q1 2027');
  });
  it('reads the last close of a year in the venues\' words, never a deadline', () => {
    expect(conceptText('DAX close on last trading day of 2027')).toBe('dax close on yearend');
    expect(conceptText('DAX above 25,000 at year-end 2027?')).toBe('dax 25000 at yearend 2027');
    expect(conceptText('Ceasefire by the end of the year?')).not.toContain('yearend');
  });
});

describe('approval ratings', () => {
  it('reads an approval rating as published to one decimal, not a net or a chamber\'s approval', () => {
    expect(approvalAverage('Trump approval rating on Dec 31, 2026')).toBe(true);
    expect(approvalAverage('Trump RCP approval 44% or higher on Dec 31, 2026?')).toBe(true);
    expect(approvalAverage('Trump net approval on Dec 31, 2026')).toBe(false);
    expect(approvalAverage('Will the FDA approval come by June?')).toBe(false);
  });
});

describe('count buckets and deadlines without a year', () => {
  it('reads "N games" as a count, and "50k-99k" as the bucket up to the next thousand', () => {
    expect(countLabel('4 games')).toEqual({ n: '4', atLeast: false });
    expect(strikeKey(parseStrikes('50k-99k')[0]!)).toBe('range:50000:100000');
    expect(strikeKey(parseStrikes('50,000 to 99,999')[0]!)).toBe('range:50000:100000');
  });
  it('reads "before July 1" without a year as "by June 30", leaving the first of March and January alone', () => {
    expect(normalizeDeadlines('Will the first Atlantic hurricane of 2028 form before July 1?')).toBe('Will the first Atlantic hurricane of 2028 form by June 30?');
    expect(normalizeDeadlines('Deal before March 1?')).toBe('Deal before March 1?');
    expect(normalizeDeadlines('Atlantic hurricane forms before July 1, 2028?')).toBe('Atlantic hurricane forms by June 30, 2028?');
  });
});
