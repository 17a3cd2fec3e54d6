// Unit tests of the launches and product events of the fifty-sixth and fifty-ninth holdouts: a vehicle's
// flight test or liftoff is its launch (reaching orbit is not), and a new product at a company's event is the product
// announced there.
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { ACCEPT, counter, event, market, score } from './test-listings.ts';

const next = counter();
const yes = (venue: string, title: string, label = 'Yes', close = '2034-03-31T23:59:00Z'): refdata.EventFeatures => {
  const ms = Date.parse(close);
  const n = next();
  return event(venue, `${venue}-${n}`, title, null, ms, [market(`${venue}-m${n}`, label, title, ms)]);
};
const matched = (a: refdata.EventFeatures, b: refdata.EventFeatures): boolean => score(a, b).confidence >= ACCEPT;

describe('a launch in the venues\' words', () => {
  it('reads a flight test (a test flight) as the launch, and reaching orbit as another event', () => {
    expect(refdata.propositionOf('Starship flight test in March?').acts).toEqual(['release']);
    expect(refdata.propositionOf('Starship test flight before April?').acts).toEqual(['release']);
    const test = yes('gamma', 'Starship flight test in March?');
    expect(matched(test, yes('alpha', 'Will Starship launch by Mar 31, 2034?'))).toBe(true);
    expect(matched(test, yes('beta_us', 'Will SpaceX launch Starship in March 2034?'))).toBe(true);
    // (hard negative: reaching orbit is not the launch)
    expect(matched(test, yes('beta', 'Starship reaches orbit in March 2034?'))).toBe(false);
    expect(matched(yes('alpha', 'Will Starship launch by Mar 31, 2034?'), yes('beta', 'Starship reaches orbit in March 2034?'))).toBe(false);
  });

  it('reads lifting off as launching, whatever the window is called', () => {
    expect(refdata.conceptText('New Glenn lifts off before April 2034?')).toContain('launch');
    expect(matched(yes('beta', 'Will Blue Origin launch New Glenn by March 31?'), yes('gamma', 'New Glenn lifts off before April 2034?'))).toBe(true);
    const oct = '2034-10-31T23:59:00Z';
    expect(matched(yes('alpha', 'Will Blue Origin launch New Glenn in October 2034?', 'Yes', oct), yes('gamma', 'New Glenn liftoff during October 2034?', 'Yes', oct))).toBe(true);
    // (hard negatives: another vehicle's liftoff, and a liftoff "by" a day is not one "on" that day)
    expect(matched(yes('alpha', 'Will Blue Origin launch New Glenn in October 2034?', 'Yes', oct), yes('gamma', 'Vulcan liftoff during October 2034?', 'Yes', oct))).toBe(false);
    expect(score(yes('alpha', 'Will SpaceX launch Starship by Oct 14, 2034?', 'Yes', '2034-10-14T23:59:00Z'), yes('gamma', 'Starship lifts off on Oct 15, 2034?', 'Yes', '2034-10-15T23:59:00Z')).vetoes).not.toEqual([]);
  });
});

describe('a new product at a company\'s event', () => {
  it('is the product announced there; the event alone is not', () => {
    expect(refdata.propositionOf('Apple Oct 31 event: new iMac?').acts).toEqual(['announce']);
    const close = '2034-10-31T23:59:00Z';
    const imac = yes('gamma', 'Apple Oct 31 event: new iMac?', 'Yes', close);
    expect(matched(imac, yes('beta', 'Will Apple announce a new iMac at the October 31 event?', 'Yes', close))).toBe(true);
    // (hard negatives: the event held names no product; another product is not the iMac)
    expect(refdata.propositionOf('Apple event on Oct 31?').acts).toEqual([]);
    expect(matched(imac, yes('beta', 'Will Apple announce a new iPad at the October 31 event?', 'Yes', close))).toBe(false);
    // (nor are two products announced at one event one announcement: the event names no product)
    const ipad = yes('alpha', 'Will Apple announce a new iPad at the October 31 event?', 'Yes', close);
    expect(score(ipad, yes('beta', 'Will Apple announce a new iMac at the October 31 event?', 'Yes', close)).vetoes.some((v) => v.startsWith('different products'))).toBe(true);
  });
});

