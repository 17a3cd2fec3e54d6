import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventFeatures, matchEvents, scorePair, type EventFeatures, type VenueMarketInput } from './match.ts';
import { pairScorer } from './score-cache.ts';

const kb = new KnowledgeBase([]);
const close = Date.parse('2027-03-31T21:00:00Z');
let n = 0;
const mk = (label: string): VenueMarketInput => ({
  venue_market_id: `m${++n}`, question: '', outcome_label: label, yes_token: null, no_token: null, status: 'active',
  close_time_ms: close, expiration_time_ms: close, rules: null, resolution_source: null,
});
const ev = (venue: string, title: string, labels: string[]): EventFeatures =>
  eventFeatures({ venue, venue_event_id: `e${++n}`, event_slug: null, title, sub_title: null, category: 'Economics', status: 'active', mutually_exclusive: labels.length > 1,
    market_type: null, close_time_ms: close, settlement_sources: [], rules: null, markets: labels.map(mk) }, kb);
const ordered = (a: EventFeatures, b: EventFeatures): [EventFeatures, EventFeatures] => (a.key < b.key ? [a, b] : [b, a]);

describe('pairScorer', () => {
  it('answers a pair of unchanged feature objects from memory, with the score scorePair gives', () => {
    const [a, b] = ordered(ev('alpha', 'CPI year-over-year in March 2027', ['Above 2.8%']), ev('beta', 'US CPI YoY March 2027?', ['Above 2.8%']));
    const s = pairScorer();
    const first = s.score(a, b);
    expect(first).toEqual(scorePair(a, b));
    expect(s.score(a, b)).toBe(first);
    expect([s.hits, s.misses, s.size]).toEqual([1, 1, 1]);
  });

  it('scores a replaced feature object anew (identity is the key)', () => {
    const [a, b] = ordered(ev('alpha', 'Unemployment rate in March 2027', ['Above 4.2%']), ev('beta', 'US unemployment rate March 2027?', ['Above 4.2%']));
    const s = pairScorer();
    s.score(a, b);
    const b2 = { ...b };
    s.score(a, b2);
    expect(s.misses).toBe(2);
  });

  it('forgets everything past its bound, so memory stays bounded', () => {
    const s = pairScorer(2);
    const fs = [ev('alpha', 'GDP growth Q1 2027', ['Above 2%']), ev('beta', 'GDP growth Q1 2027?', ['Above 2%']), ev('gamma', 'US GDP Q1 2027', ['Above 2%'])];
    const [x, y, z] = [...fs].sort((p, q) => (p.key < q.key ? -1 : 1)) as [EventFeatures, EventFeatures, EventFeatures];
    s.score(x, y);
    s.score(x, z);
    expect(s.size).toBe(2);
    s.score(y, z);
    expect(s.size).toBe(1);
    s.score(x, y);
    expect(s.misses).toBe(4);
    s.clear();
    expect(s.size).toBe(0);
    s.score(x, y);
    expect(s.misses).toBe(5);
  });

  it('gives matchEvents the same clusters and review as scoring afresh', () => {
    const fs = [
      ev('alpha', 'CPI year-over-year in March 2027', ['Above 2.6%', 'Above 2.8%']),
      ev('beta', 'US CPI YoY March 2027?', ['Above 2.6%', 'Above 2.8%']),
      ev('gamma', 'CPI YoY March 2027', ['Above 2.6%', 'Above 2.8%']),
      ev('beta', 'Core CPI YoY March 2027?', ['Above 2.6%']),
    ];
    const s = pairScorer();
    const plain = matchEvents(fs);
    expect(matchEvents(fs, { score: (a, b) => s.score(a, b) })).toEqual(plain);
    expect(matchEvents(fs, { score: (a, b) => s.score(a, b) })).toEqual(plain);
    expect(s.hits).toBeGreaterThan(0);
  });
});
