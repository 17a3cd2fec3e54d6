// Unit tests of the kinds of errors of the twenty-third holdout (the world outside the US, autumn 2028 to spring 2029):
// a cricket series named by its trophy, government bond yields of other countries, a statistic of a quarter vs of the
// full year, weather stations outside the US, and what a question asks beyond its subject (a summit's forum, a ballot's
// counter-proposal, an election called vs held).
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventFeatures, scorePair, type EventFeatures, type VenueMarketInput } from './match.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q408', kind: 'geographic_region', canonical_name: 'Australia', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q668', kind: 'geographic_region', canonical_name: 'India', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
]);
let n = 0;
const close = Date.parse('2029-01-08T08:00:00Z');
const mk = (label: string, question = '', closeMs = close): VenueMarketInput => ({
  venue_market_id: `m${++n}`, question, outcome_label: label, yes_token: null, no_token: null, status: 'active',
  close_time_ms: closeMs, expiration_time_ms: closeMs, rules: null, resolution_source: null,
});
const ev = (venue: string, title: string, category: string | null, markets: VenueMarketInput[], closeMs = close, id = `e${++n}`): EventFeatures =>
  eventFeatures({ venue, venue_event_id: id, event_slug: null, title, sub_title: null, category, status: 'active', mutually_exclusive: markets.length > 1,
    market_type: null, close_time_ms: closeMs, settlement_sources: [], rules: null, markets }, kb);
const score = (a: EventFeatures, b: EventFeatures) => (a.key < b.key ? scorePair(a, b) : scorePair(b, a));

describe('a cricket series', () => {
  it('reads a series named by its trophy and a "Test series" of the same two sides as one series', () => {
    const a = ev('alpha', 'Border-Gavaskar Trophy 2028-29 series result', 'Sports', [mk('Australia'), mk('India'), mk('Series drawn')], close, 'KXCRICKETSERIES-29JAN08AUSIND');
    const b = ev('beta', 'Australia vs. India Test Series Winner (2028-29)?', 'Sports', [mk('Australia'), mk('India'), mk('Draw')]);
    const t = ev('beta', 'Australia vs. India — 5th Test (Sydney)', 'Sports', [mk('Australia'), mk('India'), mk('Draw')]);
    expect(a.facets['unit']).toBe('series');
    expect(score(a, b).vetoes).toEqual([]);
    // one Test of the series is still not the series
    expect(score(a, t).vetoes.length).toBeGreaterThan(0);
  });
});
