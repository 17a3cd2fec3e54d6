// Shared scaffolding of the refdata matcher's unit tests: venue listings built into event features over the shipped
// knowledge base, the pair score in key order, and the outcomes of a built event. Each test file keeps its own ids and
// close times; only the shape of a listing is here.
import { refdata } from '@ref/domain';
import { loadKb } from './kb.ts';

export const { kb } = loadKb();
/** A timeout for tests whose first features index the shipped knowledge base: slow on a loaded machine. */
export const SLOW = 120_000;
export const DAY = 86_400_000;
export const ACCEPT = refdata.MATCH_ACCEPT;

/** One active market of a listing, closing and expiring at `close`, with no tokens, rules or resolution source. */
export const market = (id: string, label: string, question: string, close: number): refdata.VenueMarketInput => ({
  venue_market_id: id, question, outcome_label: label, yes_token: null, no_token: null, status: 'active',
  close_time_ms: close, expiration_time_ms: close, rules: null, resolution_source: null,
});

/** The features of an active event of the given markets (mutually exclusive when more than one), with no rules or sources. */
export const event = (venue: string, id: string, title: string, category: string | null, close: number,
  markets: refdata.VenueMarketInput[]): refdata.EventFeatures =>
  refdata.eventFeatures({ venue, venue_event_id: id, event_slug: null, title, sub_title: null, category, status: 'active',
    mutually_exclusive: markets.length > 1, market_type: null, close_time_ms: close, settlement_sources: [], rules: null, markets }, kb);

/** An event of one market per label, market i `<id>-m<i>` asking `question` (the title unless given). */
export const listing = (venue: string, id: string, title: string, category: string | null, labels: string[], close: number,
  question = title): refdata.EventFeatures =>
  event(venue, id, title, category, close, labels.map((l, i) => market(`${id}-m${i}`, l, question, close)));

/** Builders numbering markets `m<n>` and events `e<n>` from one counter (an event's number drawn before its markets'). */
export function numbered(close: number): {
  mk: (label: string, question?: string, at?: number) => refdata.VenueMarketInput;
  ev: (venue: string, title: string, category: string | null, labels: string[], o?: { close?: number; question?: string; id?: string }) => refdata.EventFeatures;
  eventOf: (venue: string, title: string, category: string | null, markets: refdata.VenueMarketInput[], at?: number) => refdata.EventFeatures;
} {
  let n = 0;
  const mk = (label: string, question = '', at = close): refdata.VenueMarketInput => market(`m${++n}`, label, question, at);
  return {
    mk,
    ev: (venue, title, category, labels, o = {}) => {
      const at = o.close ?? close;
      const id = o.id ?? `e${++n}`;
      return event(venue, id, title, category, at, labels.map((l) => mk(l, o.question ?? title, at)));
    },
    eventOf: (venue, title, category, markets, at = close) => event(venue, `e${++n}`, title, category, at, markets),
  };
}

/** Builders of events `<venue>-<n>` of one market per label (a single 'Yes' unless given), closing at `close` unless given. */
export function byVenue(close: number): (venue: string, title: string, category: string | null, labels?: string[], at?: number) => refdata.EventFeatures {
  const next = counter();
  return (venue, title, category, labels = ['Yes'], at = close) => listing(venue, `${venue}-${next()}`, title, category, labels, at);
}

/** A counter: each call returns the next number from 1. */
export function counter(): () => number {
  let n = 0;
  return () => ++n;
}

/** The pair's score, the pair taken in key order. */
export const score = (a: refdata.EventFeatures, b: refdata.EventFeatures): refdata.PairScore =>
  (a.key < b.key ? refdata.scorePair(a, b) : refdata.scorePair(b, a));
/** A score accepted: no veto and a confidence at the acceptance threshold or above. */
export const accepted = (s: refdata.PairScore): boolean => s.vetoes.length === 0 && s.confidence >= ACCEPT;
/** The pair accepted (see `accepted`). */
export const matched = (a: refdata.EventFeatures, b: refdata.EventFeatures): boolean => accepted(score(a, b));
/** The pair carries a veto that starts with `start`. */
export const vetoed = (a: refdata.EventFeatures, b: refdata.EventFeatures, start: string): boolean =>
  score(a, b).vetoes.some((v) => v.startsWith(start));
/** The outcome keys of an event's markets, '' where a market has none. */
export const keys = (f: refdata.EventFeatures): string[] => f.markets.map((m) => m.key ?? '');

/** The labels listed together in each outcome of the event the members make (only outcomes with two or more listings). */
export function aligned(members: refdata.EventFeatures[]): string[][] {
  const c = { members, confidence: 1 };
  const reg = new refdata.IdRegistry();
  const built = refdata.buildEvent(c, refdata.assignEventIds([c], reg)[0]!, { kb, reg, nowMs: 0, kbSyncedAtMs: 0, previous: () => undefined }).event;
  const label = new Map(members.flatMap((m) => m.markets.map((x) => [`${m.venue}:${x.market.venue_market_id}`, `${m.venue}:${x.label}`] as const)));
  return built.outcomes.filter((o) => o.venue_listings.length > 1).map((o) => o.venue_listings.map((l) => label.get(`${l.venue}:${l.venue_market_id}`)!).sort());
}
