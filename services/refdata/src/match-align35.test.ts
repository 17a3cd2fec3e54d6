// Unit tests of outcome alignment inside matched events (session 10, f8): a shorter playoff series' exact result
// ("Yankees 3-1" of a best-of-five, an "ALDS exact result") is the team and its games; a threshold asked as a signed change ("at least +0.3%"), as a level
// beaten ("payrolls beat 150,000") or after a blank written against its word ("above...?") is that threshold.
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { aligned, numbered, SLOW } from './test-listings.ts';

const { ev: build } = numbered(Date.parse('2033-01-31T22:00:00Z'));
const ev = (venue: string, title: string, category: string, labels: string[], question = ''): refdata.EventFeatures =>
  build(venue, title, category, labels, { question: question || title });

describe("a shorter playoff series' exact result", () => {
  it('is the team and its games, by score or by games, the team by any of its names', () => {
    const b = ev('beta', 'ALDS: Yankees vs. Guardians — Correct Series Result', 'Sports', ['Yankees 3-0', 'Yankees 3-1', 'Yankees 3-2', 'Guardians 3-2']);
    const g = ev('gamma', 'Yankees vs Guardians ALDS: series score', 'Sports', ['NYY 3–0', 'NYY 3–1', 'NYY 3–2', 'CLE 3–0', 'CLE 3–1', 'CLE 3–2']);
    const a = ev('alpha', 'Cleveland vs New York Y: ALDS exact result', 'Sports', ['New York Y in 3', 'New York Y in 4', 'New York Y in 5', 'Cleveland in 3', 'Cleveland in 4', 'Cleveland in 5']);
    const out = aligned([a, b, g]);
    expect(out).toContainEqual(['alpha:Cleveland in 5', 'beta:Guardians 3-2', 'gamma:CLE 3–2']);
    expect(out).toContainEqual(['alpha:New York Y in 4', 'beta:Yankees 3-1', 'gamma:NYY 3–1']);
    // (one team's 3-2 is never the other's)
    expect(out.some((o) => o.includes('beta:Guardians 3-2') && o.includes('gamma:NYY 3–2'))).toBe(false);
  }, SLOW);

  it('is no game score, nor a score whose first side has fewer wins', () => {
    const b = ev('beta', 'ALDS: Yankees vs. Guardians — Correct Series Result', 'Sports', ['Yankees 2-3', 'Yankees 112-104']);
    expect(b.markets.every((m) => !(m.key ?? '').startsWith('ser:'))).toBe(true);
  }, SLOW);
});

describe('a threshold asked in other words', () => {
  it('"at least +0.3%" is 0.3% or more, "beat 150,000" is above 150,000', () => {
    expect(refdata.parseStrikes('February CPI month-over-month at least +0.3%?')).toEqual([{ op: 'ge', lo: '0.3', hi: '0.3', unit: '%' }]);
    expect(refdata.parseStrikes('Will May 2032 US payrolls beat 150,000?')).toEqual([{ op: 'gt', lo: '150000', hi: '150000', unit: '' }]);
    // (a side beaten is no level: "beat the 49ers")
    expect(refdata.parseStrikes('Will the Chiefs beat 49ers on Sunday?')).toEqual([]);
  }, SLOW);

  it('lines up the one-market question with the rung of a ladder, and a blank written against its word', () => {
    const cpi = ev('alpha', 'CPI in February 2034?', 'Economics', ['Above 0.1%', 'Above 0.2%', 'Above 0.3%']);
    const one = ev('gamma', 'February CPI month-over-month at least +0.3%?', 'Economics', ['Yes']);
    expect(aligned([cpi, one])).toEqual([['alpha:Above 0.2%', 'gamma:Yes']]);
    const gdp = ev('alpha', 'GDP growth Q3 2033 (second estimate)', 'Economics', ['Above 1.5%', 'Above 2.5%']);
    const blank = ev('beta', 'Q3 GDP second estimate above...?', 'Economics', ['2.5%']);
    expect(aligned([gdp, blank])).toEqual([['alpha:Above 2.5%', 'beta:2.5%']]);
    // (the rung below is another number: never aligned)
    const low = ev('beta', 'Q3 GDP second estimate above...?', 'Economics', ['2.0%']);
    expect(aligned([gdp, low])).toEqual([]);
  }, SLOW);
});
