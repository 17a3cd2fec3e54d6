// Unit tests of a numeric board on one venue against a one-rung binary on another: the rung's number read as the board's
// outcome (whole seats, whole rating points, a count of days at a temperature), its day written as a holiday, and the
// words a title adds to the same observation (a day's close).
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { counter, listing, score } from './test-listings.ts';

const next = counter();
const ev = (venue: string, title: string, labels: string[], category: string, closeIso: string): refdata.EventFeatures =>
  listing(venue, `${venue}-${next()}`, title, category, labels, Date.parse(closeIso));
const keys = (f: refdata.EventFeatures): Array<string | null> => f.markets.map((m) => m.key);

describe('a count of seats', () => {
  it('lined on half seats is the whole count above it', () => {
    const board = ev('alpha', 'Republican Senate seats after 2034', ['Above 49.5', 'Above 51.5', 'Above 53.5'], 'Politics', '2035-01-03T17:00:00Z');
    const rung = ev('beta_us', 'Republicans hold 52+ Senate seats after the midterms?', ['At least 52'], 'Politics', '2035-01-03T17:00:00Z');
    expect(keys(board)).toEqual(['num::ge:50', 'num::ge:52', 'num::ge:54']);
    expect(keys(rung)).toEqual(['num::ge:52']);
    expect(score(board, rung).confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
  });

  it('is not a share of the vote in half points (hard negative)', () => {
    const share = ev('alpha', 'Labour vote share in the 2034 election', ['Above 30.5%', 'Above 32.5%'], 'Politics', '2034-05-10T17:00:00Z');
    expect(keys(share)).toEqual(['num::gt:30.5', 'num::gt:32.5']);
  });
});

describe('a chess rating', () => {
  it('on the FIDE list is whole: "Above 2839" is "2840 or higher"', () => {
    const board = ev('alpha', 'Magnus Carlsen FIDE classical rating on the March 2027 list?', ['Above 2829', 'Above 2839', 'Above 2849'], 'Sports', '2027-03-01T12:00:00Z');
    const rung = ev('beta', 'Magnus Carlsen rating 2840 or higher on FIDE March 2027 list?', ['Yes'], '', '2027-03-01T12:00:00Z');
    expect(keys(board)).toEqual(['num::ge:2830', 'num::ge:2840', 'num::ge:2850']);
    expect(score(board, rung).confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
    // (hard negative: the next rung of the list is another outcome)
    const higher = ev('beta', 'Magnus Carlsen rating 2850 or higher on FIDE March 2027 list?', ['Yes'], '', '2027-03-01T12:00:00Z');
    expect(keys(higher)).toEqual(['num::ge:2850']);
    expect(keys(higher)).not.toEqual([keys(board)[1]]);
  });

  it('is not a passer rating', () => {
    expect(keys(ev('alpha', 'Jalen Hurts passer rating vs Dallas', ['Above 99.5', 'Above 100'], 'Sports', '2027-10-01T12:00:00Z'))).toEqual(['num::ge:100', 'num::gt:100']);
  });
});

describe('a count of days at a temperature', () => {
  const board = ev('alpha', 'Days at or above 110°F in Phoenix in 2031', ['Above 40 days', 'Above 50 days'], 'Climate and Weather', '2031-10-31T23:59:00Z');
  it('is compared by its count; the temperature says which days count', () => {
    const rung = ev('beta', 'Phoenix: more than 50 days of 110°F+ in 2031?', ['Yes'], 'Weather', '2031-10-31T23:59:00Z');
    expect(keys(rung)).toEqual(['num::ge:51']);
    expect(board.facets['day_threshold']).toBe('110f');
    expect(score(board, rung).vetoes).toEqual([]);
    expect(score(board, rung).confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
  });

  it('at another temperature is another count (hard negative)', () => {
    const hundred = ev('beta', 'Phoenix: more than 50 days of 100°F+ in 2031?', ['Yes'], 'Weather', '2031-10-31T23:59:00Z');
    expect(score(board, hundred).vetoes.some((v) => v.startsWith('different day_threshold'))).toBe(true);
  });

  it('is not a day reaching a temperature within some days: the temperature stays its rung', () => {
    const hit = ev('beta', 'Will Phoenix hit 120°F in the next 7 days?', ['Yes'], 'Weather', '2031-07-10T23:59:00Z');
    expect(keys(hit)).toEqual(['num::ge:120']);
    expect(hit.facets['day_threshold']).toBeUndefined();
  });
});

describe('a holiday fixed by its weekday', () => {
  it('names its day of the year (Memorial Day, Labor Day, Thanksgiving Day)', () => {
    const close = Date.parse('2031-05-26T12:00:00Z');
    expect(refdata.parseDates('US gas above $3.50 on Memorial Day?', close).map((d) => d.key)).toEqual(['2031-05-26']);
    expect(refdata.parseDates('Gas price on Labor Day 2032', null).map((d) => d.key)).toEqual(['2032-09-06']);
    expect(refdata.parseDates('Thanksgiving Day parade attendance', Date.parse('2033-11-20T00:00:00Z')).map((d) => d.key)).toEqual(['2033-11-24']);
    // (hard negative: a weekend or an opening named by the holiday is no day of it)
    expect(refdata.parseDates('Memorial Day weekend 2029 #1 film (Fri–Sun, Box Office Mojo)', null)).toEqual([]);
    expect(refdata.parseDates('Minecraft Movie 2 4-day Labor Day opening above $80M?', Date.parse('2031-09-01T00:00:00Z'))).toEqual([]);
  });

  it('with the country\'s gas against a level, is the pump price of that day', () => {
    const board = ev('alpha', 'US gas prices on May 26, 2031', ['Above $3.50'], 'Economics', '2031-05-26T12:00:00Z');
    const rung = ev('beta', 'US gas above $3.50 on Memorial Day?', ['Yes'], 'Economics', '2031-05-26T12:00:00Z');
    expect(rung.subject.underlying).toContain('gasoline');
    expect(score(board, rung).confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
    // (hard negatives: another day, and natural gas)
    const week = ev('beta', 'US gas above $3.50 on June 2?', ['Yes'], 'Economics', '2031-06-02T12:00:00Z');
    expect(score(board, week).confidence).toBeLessThan(refdata.MATCH_ACCEPT);
    expect(ev('beta', 'Natural gas above $3.50 on Memorial Day?', ['Yes'], 'Economics', '2031-05-26T12:00:00Z').subject.underlying).not.toContain('gasoline');
  });
});

describe('a reading of a quoted value on a day', () => {
  it('named as the close on one side and left implicit on the other is one reading', () => {
    const board = ev('alpha', 'VIX close on Jan 31, 2033', ['20.00 or above', '25.00 or above'], 'Financials', '2033-01-31T12:00:00Z');
    const blank = ev('beta', 'VIX above ___ on January 31?', ['20', '30'], 'Finance', '2033-01-31T12:00:00Z');
    expect(score(board, blank).parts?.sim).toBe(1);
    expect(score(board, blank).confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
  });

  it('keeps the close word when a side states a time of day (hard negative)', () => {
    const board = ev('alpha', 'VIX close on Jan 31, 2033', ['20.00 or above', '25.00 or above'], 'Financials', '2033-01-31T21:00:00Z');
    const morning = ev('beta', 'VIX above ___ at 10am ET on January 31?', ['20', '30'], 'Finance', '2033-01-31T15:00:00Z');
    expect(score(board, morning).parts?.sim ?? 0).toBeLessThan(1);
  });
});
