// Publishes normalised md.* records of one venue: per-listing sequence, snapshot/delta/stale/heartbeat
// book records, trades and catalog events; batched per tick, ordered, retried when the bus is unavailable.
import type { Bus, BookKind, BookUpdate, CatalogEvent, Level, ProduceRecord, Trade } from '@ref/bus';
import { LadderBook, type IntLevel } from '@ref/domain';
import type { Logger } from '@ref/telemetry';
import { backoffDelay } from './backoff.ts';
import { isRetriable } from './http.ts';
import type { VenueMetrics } from './metrics.ts';

/** One venue listing as a connector holds it: its book and our sequence. */
export class Listing {
  readonly venue: string;
  readonly venueMarketId: string;
  readonly venueEventId: string;
  readonly book = new LadderBook();
  /** our sequence, last published */
  seq = 0;
  /** canonical event id once reference data knows it */
  eventKey: string | null = null;
  private readonly ownKey: string;
  /** a snapshot has been published since the last (re)subscribe */
  ready = false;
  /** the feed is marked stale */
  stale = false;
  lastVenueTsMs = 0;
  /** wall clock of our last book record for this listing */
  lastPublishMs = 0;
  /** venue-specific scratch (token ids, sids...) */
  yesToken: string | null = null;
  noToken: string | null = null;
  constructor(venue: string, venueMarketId: string, venueEventId: string) {
    this.venue = venue;
    this.venueMarketId = venueMarketId;
    this.venueEventId = venueEventId;
    this.ownKey = `${venue}:${venueMarketId}`;
  }
  /** Record key: OPI event id when known, else venue:venue_market_id (one string per listing, not one per record). */
  get key(): string {
    return this.eventKey ?? this.ownKey;
  }
}

type Topic = 'md.book.v1' | 'md.trade.v1' | 'md.catalog.v1';

export interface MdPublisherOptions {
  bus: Bus;
  venue: string;
  log: Logger;
  metrics: VenueMetrics;
  /** most records per produce call (default 20 000) */
  maxBatch?: number;
}

const EMPTY: Level[] = [];

function levels(src: readonly IntLevel[]): Level[] {
  return src as Level[];
}

export class MdPublisher {
  private readonly bus: Bus;
  private readonly venue: string;
  private readonly log: Logger;
  private readonly metrics: VenueMetrics;
  private readonly maxBatch: number;
  private readonly queues: Record<Topic, ProduceRecord<Topic>[]> = { 'md.book.v1': [], 'md.trade.v1': [], 'md.catalog.v1': [] };
  private queued = 0;
  private scheduled = false;
  private draining = false;
  private chain: Promise<void> = Promise.resolve();
  private closed = false;
  /** records handed to the bus */
  published = 0;

  constructor(options: MdPublisherOptions) {
    this.bus = options.bus;
    this.venue = options.venue;
    this.log = options.log;
    this.metrics = options.metrics;
    this.maxBatch = options.maxBatch ?? 20_000;
  }

  /** A full snapshot of the listing's current book. */
  snapshot(l: Listing, venueSeq: number | null, venueTsMs: number, receivedTsMs: number): void {
    l.ready = true;
    l.stale = false;
    this.book(l, 'snapshot', l.book.yes.toLevels(), l.book.no.toLevels(), venueSeq, venueTsMs, receivedTsMs);
  }

  /** A delta carrying the changed levels with their new totals (size 0 removes). */
  delta(l: Listing, yes: readonly IntLevel[], no: readonly IntLevel[], venueSeq: number | null, venueTsMs: number, receivedTsMs: number): void {
    l.stale = false;
    this.book(l, 'delta', yes, no, venueSeq, venueTsMs, receivedTsMs);
  }

  /** Marks the listing's feed silent; consumers stop trusting the book until the next snapshot. */
  stale(l: Listing, nowMs: number): void {
    if (l.stale) return;
    l.stale = true;
    this.book(l, 'stale', EMPTY, EMPTY, null, l.lastVenueTsMs || nowMs, nowMs);
  }

  /** The book is unchanged and live. */
  heartbeat(l: Listing, nowMs: number): void {
    this.book(l, 'heartbeat', EMPTY, EMPTY, null, l.lastVenueTsMs || nowMs, nowMs);
  }

  private book(l: Listing, kind: BookKind, yes: readonly IntLevel[], no: readonly IntLevel[], venueSeq: number | null, venueTsMs: number, receivedTsMs: number): void {
    l.seq++;
    l.lastPublishMs = receivedTsMs;
    const value: BookUpdate = {
      venue: this.venue,
      venue_market_id: l.venueMarketId,
      event_key: l.eventKey,
      kind,
      seq: l.seq,
      venue_seq: venueSeq,
      venue_ts_ms: venueTsMs,
      received_ts_ms: receivedTsMs,
      yes_asks: levels(yes),
      no_asks: levels(no),
    };
    this.enqueue('md.book.v1', { key: l.key, value });
  }

  trade(l: Listing, t: Omit<Trade, 'venue' | 'venue_market_id' | 'event_key' | 'venue_event_id'>): void {
    const value: Trade = { venue: this.venue, venue_market_id: l.venueMarketId, event_key: l.eventKey, venue_event_id: l.venueEventId, ...t };
    this.enqueue('md.trade.v1', { key: l.key, value });
  }

  catalog(event: CatalogEvent): void {
    this.enqueue('md.catalog.v1', { key: `${this.venue}:${event.venue_event_id}`, value: event });
  }

  private enqueue(topic: Topic, record: ProduceRecord<Topic>): void {
    if (this.closed) return;
    this.queues[topic].push(record);
    this.queued++;
    if (!this.scheduled && !this.draining) {
      // a microtask: the records of the frames handled in this turn go together, and other I/O waiting in the event
      // loop does not hold them back
      this.scheduled = true;
      queueMicrotask(() => this.kick());
    }
  }

  /** Starts the drain loop unless it runs: one produce in flight at a time; whatever queued meanwhile goes next, as one batch. */
  private kick(): void {
    this.scheduled = false;
    if (this.draining || this.queued === 0) return;
    this.draining = true;
    this.chain = this.drain();
  }

  private async drain(): Promise<void> {
    try {
      while (this.queued > 0) {
        for (const topic of ['md.catalog.v1', 'md.book.v1', 'md.trade.v1'] as const) {
          const q = this.queues[topic];
          if (q.length === 0) continue;
          const records = q.length > this.maxBatch ? q.splice(0, this.maxBatch) : q;
          if (records === q) this.queues[topic] = [];
          this.queued -= records.length;
          await this.produce(topic, records);
        }
      }
    } finally {
      this.draining = false;
    }
  }

  private async produce(topic: Topic, records: ProduceRecord<Topic>[]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.bus.produce(topic, records);
        this.published += records.length;
        this.metrics.published.inc({ venue: this.venue, topic }, records.length);
        return;
      } catch (err) {
        if (isRetriable(err) && !this.closed) {
          const delay = backoffDelay(attempt, { initialMs: 100, maxMs: 5000 });
          this.log.warn({ topic, records: records.length, delayMs: delay, err }, 'bus produce retry');
          await new Promise((r) => setTimeout(r, delay));
          continue;
        }
        // A schema error is a bug in our normalisation: log the batch head, drop, and keep going.
        this.log.error({ topic, records: records.length, first: records[0]?.key, err }, 'bus produce failed');
        return;
      }
    }
  }

  /** Resolves once everything queued so far has been handed to the bus. */
  async flush(): Promise<void> {
    for (;;) {
      this.kick();
      await this.chain;
      if (this.queued === 0 || this.closed) return;
    }
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }
}

/**
 * Every `intervalMs`, publishes a heartbeat for each live listing (snapshot published, not stale) that has
 * had no book record for `intervalMs`, so consumers can tell a quiet book from a dead feed. Returns a stop function.
 */
export function startBookHeartbeats(listings: () => Iterable<Listing>, publisher: MdPublisher, intervalMs: number, now: () => number): () => void {
  if (intervalMs <= 0) return () => undefined;
  const t = setInterval(() => {
    const at = now();
    for (const l of listings()) if (l.ready && !l.stale && at - l.lastPublishMs >= intervalMs) publisher.heartbeat(l, at);
  }, Math.max(10, Math.floor(intervalMs / 2)));
  t.unref();
  return () => clearInterval(t);
}
