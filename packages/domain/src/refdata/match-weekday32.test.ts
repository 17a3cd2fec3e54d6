// Unit tests of the kinds of errors of the forty-second holdout (one weekday: crypto, indices, gas prices, releases,
// games and props): a reading at a month's end is on the month's last days, not on a day in mid-month.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { datesCompatible, parseDates } from './text.ts';

const kb = new KnowledgeBase([]);
const close = Date.parse('2032-09-13T14:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('a month read at its end', () => {
  it('is the last days of the month, not a day in mid-month', () => {
    const [end] = parseDates('US gas price at the end of September 2032?', null);
    expect(end?.end).toBe(true);
    const [mid] = parseDates('US national gas price on September 13, 2032?', null);
    const [last] = parseDates('AAA national average regular gas above $3.10 on Sep 30, 2032?', null);
    expect(datesCompatible(end!, mid!)).toBe(false);
    expect(datesCompatible(end!, last!)).toBe(true);
    // (a month without "end of" still holds any of its days)
    const [month] = parseDates('US gas price in September 2032?', null);
    expect(datesCompatible(month!, mid!)).toBe(true);
  });
  it('keeps the month-end gas price apart from a mid-month one and with the last day', () => {
    const monthEnd = Date.parse('2032-09-30T14:00:00Z');
    const a = ev('alpha', 'US gas price at the end of September 2032?', 'Economics', [mk('Above $3.20', 'US gas price at the end of September 2032?', monthEnd)], monthEnd);
    const b = ev('beta', 'US national gas price on September 13?', 'Economy', [mk('Above $3.20', 'US national gas price on September 13?')]);
    expect(score(a, b).vetoes.join()).toMatch(/different dates/);
    const c = ev('gamma', 'US national gas price on September 30?', 'Economy', [mk('Above $3.20', 'US national gas price on September 30?', monthEnd)], monthEnd);
    expect(score(a, c).vetoes).toEqual([]);
  });
});

describe('a scorer market', () => {
  it('keeps the first touchdown scorer apart from an anytime scorer, and anytime with anytime', () => {
    const game = Date.parse('2032-09-10T00:20:00Z');
    const a = ev('alpha', 'Anytime touchdown scorer: Kansas City at Buffalo', 'Sports', [mk('James Cook', '', game), mk('Xavier Worthy', '', game)], game);
    const b = ev('beta_us', 'First Touchdown Scorer: Chiefs at Bills', 'Sports', [mk('James Cook', 'First Touchdown Scorer: Chiefs at Bills', game), mk('Xavier Worthy', 'First Touchdown Scorer: Chiefs at Bills', game)], game);
    expect(score(a, b).vetoes.join()).toMatch(/different bet/);
    const c = ev('beta', 'Anytime Touchdown Scorer: Chiefs vs. Bills', 'Sports', [mk('James Cook', '', game), mk('Xavier Worthy', '', game)], game);
    expect(score(a, c).vetoes.join()).not.toMatch(/different bet/);
  });
});
