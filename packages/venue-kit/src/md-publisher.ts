// Publishes normalised md.* records of one venue: per-listing sequence, snapshot/delta/stale/heartbeat
// book records, trades and catalog events; batched per tick, ordered, retried when the bus is unavailable. A book batch
// the bus finally refuses is not silently lost: its listings are snapshotted again, so md.book.v1 ends at the
// connector's books.
import { SchemaError, type Bus, type BookKind, type BookUpdate, type CatalogEvent, type Level, type ProduceRecord, type Trade } from '@ref/bus';
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
  /** attempts for a failure the bus does not call retriable, other than a schema error (default 5) */
  refusedAttempts?: number;
  /** delay before the listings of a dropped book batch are snapshotted again, ms (default 1000) */
  resnapshotDelayMs?: number;
  /** wall clock, ms (default Date.now) */
  now?: () => number;
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
  /** the listing of each queued md.book.v1 record, same order */
  private bookOwners: Listing[] = [];
  private readonly refusedAttempts: number;
  private readonly resnapshotDelayMs: number;
  private readonly now: () => number;
  /** listings waiting to be snapshotted again after a dropped book batch */
  private readonly toResnapshot = new Set<Listing>();
  private resnapshotTimer: ReturnType<typeof setTimeout> | null = null;
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
    this.refusedAttempts = options.refusedAttempts ?? 5;
    this.resnapshotDelayMs = options.resnapshotDelayMs ?? 1000;
    this.now = options.now ?? Date.now;
    // exported at zero from the start, so a rate or an alert over it has a series before the first drop
    for (const topic of ['md.book.v1', 'md.trade.v1', 'md.catalog.v1'] as const) this.metrics.dropped.inc({ venue: this.venue, topic }, 0);
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
    if (this.enqueue('md.book.v1', { key: l.key, value })) this.bookOwners.push(l);
  }

  trade(l: Listing, t: Omit<Trade, 'venue' | 'venue_market_id' | 'event_key' | 'venue_event_id'>): void {
    const value: Trade = { venue: this.venue, venue_market_id: l.venueMarketId, event_key: l.eventKey, venue_event_id: l.venueEventId, ...t };
    this.enqueue('md.trade.v1', { key: l.key, value });
  }

  catalog(event: CatalogEvent): void {
    this.enqueue('md.catalog.v1', { key: `${this.venue}:${event.venue_event_id}`, value: event });
  }

  private enqueue(topic: Topic, record: ProduceRecord<Topic>): boolean {
    if (this.closed) return false;
    this.queues[topic].push(record);
    this.queued++;
    if (!this.scheduled && !this.draining) {
      // a microtask: the records of the frames handled in this turn go together, and other I/O waiting in the event
      // loop does not hold them back
      this.scheduled = true;
      queueMicrotask(() => this.kick());
    }
    return true;
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
          let owners: Listing[] = [];
          if (topic === 'md.book.v1') {
            owners = records === q ? this.bookOwners : this.bookOwners.splice(0, records.length);
            if (records === q) this.bookOwners = [];
          }
          this.queued -= records.length;
          const err = await this.produce(topic, records);
          if (err !== null && topic === 'md.book.v1') this.resnapshotLater(owners, err);
        }
      }
    } finally {
      this.draining = false;
    }
  }

  /** Hands one batch to the bus; resolves to null once sent, or to the error it was dropped on. */
  private async produce(topic: Topic, records: ProduceRecord<Topic>[]): Promise<unknown> {
    let refused = 0;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.bus.produce(topic, records);
        this.published += records.length;
        this.metrics.published.inc({ venue: this.venue, topic }, records.length);
        return null;
      } catch (err) {
        // Unavailable: retried as long as it lasts. Refused for another reason (a broker-side failure we cannot
        // classify): retried a few times. A schema error is a bug in our normalisation: retrying cannot fix it.
        const retry = !this.closed && (isRetriable(err) || (!(err instanceof SchemaError) && ++refused < this.refusedAttempts));
        if (retry) {
          const delay = backoffDelay(attempt, { initialMs: 100, maxMs: 5000 });
          this.log.warn({ topic, records: records.length, delayMs: delay, err }, 'bus produce retry');
          await new Promise((r) => setTimeout(r, delay));
          continue;
        }
        this.log.error({ topic, records: records.length, first: records[0]?.key, err }, 'bus produce failed');
        this.metrics.dropped.inc({ venue: this.venue, topic }, records.length);
        return err;
      }
    }
  }

  /**
   * After a book batch was dropped, the topic lags the connector's books: the listings of the batch are snapshotted
   * again (once per listing, after a short delay, from the book as it is then). Not after a schema error (the snapshot
   * would carry the same bad data) nor once closed.
   */
  private resnapshotLater(owners: readonly Listing[], err: unknown): void {
    if (this.closed || err instanceof SchemaError) return;
    for (const l of owners) this.toResnapshot.add(l);
    if (this.resnapshotTimer !== null || this.toResnapshot.size === 0) return;
    this.resnapshotTimer = setTimeout(() => {
      this.resnapshotTimer = null;
      const at = this.now();
      const listings = [...this.toResnapshot];
      this.toResnapshot.clear();
      let n = 0;
      for (const l of listings) {
        // a listing not (or no longer) ready gets its snapshot from its own resubscribe
        if (!l.ready || l.stale) continue;
        this.snapshot(l, null, l.lastVenueTsMs || at, at);
        n++;
      }
      if (n > 0) {
        this.metrics.resnapshots.inc({ venue: this.venue }, n);
        this.log.warn({ listings: n }, 'listings snapshotted again after a dropped book batch');
      }
    }, this.resnapshotDelayMs);
    this.resnapshotTimer.unref();
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
    if (this.resnapshotTimer !== null) clearTimeout(this.resnapshotTimer);
    this.resnapshotTimer = null;
    this.toResnapshot.clear();
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
