// Unit tests of signed thresholds (holdout57): a level below zero keeps its sign ("Above -2.0%" is not "2%"), a range
// dash stays a range dash ("2–3%", "2 - 3%"), and a stocks report's draw of an amount is a change below zero.
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { counter, listing, score } from './test-listings.ts';

const close = Date.parse('2034-04-19T14:30:00Z');
const next = counter();
const ev = (venue: string, title: string, labels: string[] = ['Yes'], category = 'Economics'): refdata.EventFeatures =>
  listing(venue, `${venue}-${next()}`, title, category, labels, close);
const keys = (s: string): string[] => refdata.parseStrikes(s).map(refdata.strikeKey);
const keyOf = (e: refdata.EventFeatures, label: string): string | null => e.markets.find((m) => m.label === label)?.key ?? null;

describe('a signed threshold', () => {
  it('keeps its minus sign, ASCII or Unicode, after a comparison word or in brackets', () => {
    expect(keys('Above -2.0%')).toEqual(['gt:-2']);
    expect(keys('Above -4.0M barrels')).toEqual(['gt:-4000000']);
    expect(keys('Below -4M')).toEqual(['lt:-4000000']);
    expect(keys('−2.0% or lower')).toEqual(['le:-2']);
    expect(keys('–2.0% or lower')).toEqual(['le:-2']);
    expect(keys('(-1.0%)')).toEqual(['eq:-1']);
    expect(keys('>-2%')).toEqual(['gt:-2']);
    expect(keys('Above -0.0%')).toEqual(['gt:0']);
  });

  it('bounds a signed range, and a range dash stays a dash', () => {
    expect(keys('-0.5% to 0.0%')).toEqual(['range:-0.5:0']);
    expect(keys('-1.0% to -0.5%')).toEqual(['range:-1:-0.5']);
    expect(keys('Between -1% and 1%')).toEqual(['range:-1:1']);
    // (hard negatives: real ranges, and a word's hyphen, are read as before)
    expect(keys('2–3%')).toEqual(['range:2:3']);
    expect(keys('2 - 3%')).toEqual(['range:2:3']);
    expect(keys('2-3%')).toEqual(['range:2:3']);
    expect(keys('2% -3%')).toEqual(['range:2:3']);
    expect(keys('COVID-19 cases above 5%')).toEqual(['gt:5']);
  });

  it('reads a comparison word only as a word of its own (a spread line is no "under" of "Thunder")', () => {
    expect(keys('Spread: Thunder (-6.5)')).toEqual([]);
    expect(keys('Game 1: Thunder cover −9.5 against Memphis?')).toEqual([]);
    expect(keys('Over 2.5 goals')).toEqual(['gt:2.5']);
  });

  it('of a ladder outcome is not the same number unsigned on another venue, and is the same signed level', () => {
    const ladder = ev('alpha', 'MBA mortgage applications, week ending Apr 14', ['Above -2.0%', 'Above 0.0%', 'Above 2.0%']);
    const up2 = ev('beta_us', 'MBA Composite Index WoW > 2.0% (Apr 19 release)');
    const down2 = ev('gamma', 'MBA Composite Index WoW > −2.0% (Apr 19 release)');
    expect(keyOf(ladder, 'Above -2.0%')).not.toBe(keyOf(up2, 'Yes'));
    expect(keyOf(ladder, 'Above -2.0%')).toBe(keyOf(down2, 'Yes'));
    expect(keyOf(ladder, 'Above 2.0%')).toBe(keyOf(up2, 'Yes'));
    // (and the two one-market listings are different strikes, whichever order)
    expect(score(up2, down2).vetoes.some((v) => v.startsWith('different strikes'))).toBe(true);
    expect(score(down2, up2).vetoes.some((v) => v.startsWith('different strikes'))).toBe(true);
  });

  it('of a one-decimal change steps through zero: "below 0.0%" is "-0.1% or less", as "Negative"', () => {
    const ladder = ev('alpha', 'US retail sales MoM (April 2034)', ['Below 0.0%', 'Above -0.3%', 'Above 0.5%']);
    const neg = ev('beta', 'US retail sales MoM (April 2034)', ['Negative', 'Positive']);
    expect(keyOf(ladder, 'Below 0.0%')).toBe('num::le:-0.1');
    expect(keyOf(ladder, 'Below 0.0%')).toBe(keyOf(neg, 'Negative'));
    expect(keyOf(ladder, 'Above -0.3%')).toBe('num::ge:-0.2');
  });

  it('of a rate move written with its sign is the move of that size', () => {
    const moves = ev('alpha', 'ECB decision in June 2034', ['-25bps', 'Hold', '+25bps']);
    const words = ev('beta', 'ECB decision in June 2034', ['Cut 25bps', 'Hold', 'Hike 25bps']);
    expect(keyOf(moves, '-25bps')).toBe(keyOf(words, 'Cut 25bps'));
    expect(keyOf(moves, '+25bps')).toBe(keyOf(words, 'Hike 25bps'));
  });
});

describe("a stocks report's draw", () => {
  it('of an amount is a change below minus that amount', () => {
    expect(keys('Draw of 4M+ barrels')).toEqual(['le:-4000000']);
    expect(keys('EIA crude: a draw of more than 4M barrels this week?')).toEqual(['lt:-4000000']);
    expect(keys('Crude draw of at least 2 million barrels')).toEqual(['le:-2000000']);
    const ladder = ev('alpha', 'EIA crude oil inventories change', ['Below -4.0M barrels', 'Above -4.0M barrels', 'Above 4.0M barrels']);
    const draw = ev('gamma', 'EIA crude: a draw of more than 4M barrels this week?');
    const build = ev('beta', 'EIA crude inventories: build of more than 4M barrels?');
    expect(keyOf(draw, 'Yes')).toBe(keyOf(ladder, 'Below -4.0M barrels'));
    expect(keyOf(build, 'Yes')).toBe(keyOf(ladder, 'Above 4.0M barrels'));
    expect(keyOf(draw, 'Yes')).not.toBe(keyOf(ladder, 'Above 4.0M barrels'));
    expect(score(draw, build).vetoes.some((v) => v.startsWith('different strikes'))).toBe(true);
  });

  it('is read only in a text about stocks (a game\'s draw is no amount)', () => {
    expect(keys('Chelsea draw of 2+ goals')).toEqual(['ge:2']);
  });
});

describe('a change said to build, draw or rise', () => {
  it("a stocks report's build is its change above zero, its draw below; mortgage applications rising are above 0.0%", () => {
    const gas = ev('alpha', 'EIA gasoline inventories change', ['Above -1.5M barrels', 'Above 0.0M barrels']);
    const build = ev('beta_us', 'EIA Gasoline Stocks Build (Apr 19)?');
    expect(keyOf(build, 'Yes')).toBe(keyOf(gas, 'Above 0.0M barrels'));
    expect(score(gas, build).confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
    expect(keyOf(ev('gamma', 'Will the EIA report a crude draw on Wednesday?'), 'Yes')).toBe('num::lt:0');
    const week = ev('alpha', 'MBA mortgage applications, week ending Apr 14', ['Above -2.0%', 'Above 0.0%', 'Above 2.0%']);
    const rise = ev('beta', 'Will mortgage applications rise this week?');
    expect(keyOf(rise, 'Yes')).toBe(keyOf(week, 'Above 0.0%'));
    expect(score(week, rise).confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
  });

  it('is not read when both are named, nor of equities', () => {
    expect(keyOf(ev('beta', 'EIA crude inventories: build or draw? (Apr 19)'), 'Yes')).not.toMatch(/^num:/);
    expect(keyOf(ev('gamma', 'Will stocks rise this week?'), 'Yes')).not.toMatch(/^num:/);
  });
});
