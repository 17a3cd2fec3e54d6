// Builders for the matcher's unit tests: a venue market and a venue event's features in one line each, and a pair
// scored in its canonical order. Pure, like the rest of the domain; used only by *.test.ts files.
import type { KnowledgeBase } from './kb.ts';
import { eventFeatures, scorePair, type EventFeatures, type VenueMarketInput } from './match.ts';

export interface EventBuilders {
  /** a market with `label` (and its question), closing at `closeMs` */
  mk(label: string, question?: string, closeMs?: number): VenueMarketInput;
  /** the features of a venue event with `markets` (mutually exclusive when more than one) */
  ev(venue: string, title: string, category: string | null, markets: VenueMarketInput[], closeMs?: number, id?: string): EventFeatures;
  /** scorePair in the canonical order of the two events' keys */
  score(a: EventFeatures, b: EventFeatures): ReturnType<typeof scorePair>;
}

/** Builders over `kb` whose markets and events close at `close` unless told otherwise; ids are numbered per builder. */
export function eventBuilders(kb: KnowledgeBase, close: number): EventBuilders {
  let n = 0;
  return {
    mk: (label, question = '', closeMs = close) => ({
      venue_market_id: `m${++n}`, question, outcome_label: label, yes_token: null, no_token: null, status: 'active',
      close_time_ms: closeMs, expiration_time_ms: closeMs, rules: null, resolution_source: null,
    }),
    ev: (venue, title, category, markets, closeMs = close, id = `e${++n}`) =>
      eventFeatures({ venue, venue_event_id: id, event_slug: null, title, sub_title: null, category, status: 'active', mutually_exclusive: markets.length > 1,
        market_type: null, close_time_ms: closeMs, settlement_sources: [], rules: null, markets }, kb),
    score: (a, b) => (a.key < b.key ? scorePair(a, b) : scorePair(b, a)),
  };
}
