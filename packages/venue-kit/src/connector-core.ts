// The lifecycle every streaming venue connector shares whatever its protocol: catalog publishing, listing keys,
// readiness of the books, frame accounting, re-snapshot/reconnect/stale accounting, book heartbeats, an idempotent stop.
import type { Bus, CatalogEvent } from '@ref/bus';
import { VenueDataError } from '@ref/domain';
import { Health, type CheckResult, type Logger, type Registry, type Service } from '@ref/telemetry';
import type { BackoffOptions } from './backoff.ts';
import { BadInput } from './bad-input.ts';
import { keyListingsByEvent, type ListingKeys } from './event-keys.ts';
import { Listing, MdPublisher, startBookHeartbeats } from './md-publisher.ts';
import { createVenueMetrics, type VenueMetrics } from './metrics.ts';

/** What a connector's start function is given. */
export interface ConnectorDeps<C> {
  bus: Bus;
  log: Logger;
  registry: Registry;
  now: () => number;
  config: C;
}

/** Reconnect backoff of a venue's market WebSockets. */
export const VENUE_WS_BACKOFF: Readonly<BackoffOptions> = Object.freeze({ initialMs: 250, maxMs: 30_000 });

/** Counters a running connector exposes (tests, benchmarks). */
export interface ConnectorStats {
  readonly messages: number;
  readonly resnapshots: number;
  readonly reconnects: () => number;
}

/** A running book connector (its books exposed for tests and the benchmarks). */
export interface BookConnector extends Service {
  readonly listings: ReadonlyMap<string, Listing>;
  readonly publisher: MdPublisher;
  readonly bad: BadInput;
  /** Feeds one WS text frame as if received (benchmark and tests). */
  handle(text: string, receivedMs: number): void;
  /** resolves when every followed listing has published its first snapshot */
  readonly ready: Promise<void>;
  readonly stats: ConnectorStats;
}

/** The venue's sockets, as the core sees them. */
export interface VenueFeeds {
  /** reconnects made after the first connection, over every socket */
  reconnects(): number;
  /** the `<venue>_ws` readiness check */
  check(): CheckResult;
  /** closes every socket for good */
  stop(): Promise<void>;
}

/** One WsClient-like socket as the feeds of a connector. */
export function singleSocket(ws: { readonly connected: boolean; readonly reconnects: number; stop(): Promise<void> }): VenueFeeds {
  return {
    reconnects: () => ws.reconnects,
    check: () => ({ ok: ws.connected, detail: ws.connected ? 'connected' : 'disconnected' }),
    stop: () => ws.stop(),
  };
}

/** The counters of a core and its feeds, read live. */
class LiveStats implements ConnectorStats {
  private readonly core: ConnectorCore;
  readonly reconnects: () => number;
  constructor(core: ConnectorCore, feeds: VenueFeeds) {
    this.core = core;
    this.reconnects = () => feeds.reconnects();
  }
  get messages(): number {
    return this.core.messages;
  }
  get resnapshots(): number {
    return this.core.resnapshots;
  }
}

const NO_KEYS: ListingKeys = { stop: () => undefined, close: () => Promise.resolve() };

/**
 * Lifecycle: `publishCatalog` (its `follow` callback fills `listings`, every one unready) → `keyByEvent` → the venue
 * opens and subscribes its sockets → `running` (heartbeats, health) → `stop`. The venue's protocol calls `decode` per
 * frame, `markReady` just before a snapshot, `markUnready` when a book must be re-snapshotted, `countResnapshot`,
 * `reopened`, `wentStale`.
 */
export class ConnectorCore {
  readonly name: string;
  readonly venue: string;
  readonly log: Logger;
  readonly metrics: VenueMetrics;
  readonly bad: BadInput;
  readonly publisher: MdPublisher;
  readonly health: Health;
  /** the listings the connector follows, by venue market id */
  readonly listings: Map<string, Listing>;
  readonly ready: Promise<void>;
  /** frames received */
  messages: number;
  resnapshots: number;
  private readonly bus: Bus;
  private readonly now: () => number;
  /** label child bound once: the hot path does no label lookups */
  private readonly mMessages: { inc(): void };
  private notReady: number;
  private resolveReady: () => void;
  private keys: ListingKeys;
  private stopHeartbeats: () => void;
  private stopped: Promise<void> | null;

  constructor(deps: ConnectorDeps<unknown>, name: string, venue: string) {
    this.name = name;
    this.venue = venue;
    this.bus = deps.bus;
    this.now = deps.now;
    this.log = deps.log.child({ component: name, venue });
    this.metrics = createVenueMetrics(deps.registry);
    this.mMessages = this.metrics.messages.labels({ venue });
    this.bad = new BadInput(venue, this.log, this.metrics);
    this.publisher = new MdPublisher({ bus: deps.bus, venue, log: this.log, metrics: this.metrics });
    this.health = new Health();
    this.listings = new Map();
    this.messages = 0;
    this.resnapshots = 0;
    this.notReady = 0;
    this.resolveReady = () => undefined;
    this.ready = new Promise<void>((r) => (this.resolveReady = r));
    this.keys = NO_KEYS;
    this.stopHeartbeats = () => undefined;
    this.stopped = null;
  }

  /** Counts a venue catalog record its mapping rejected (the VenueDataError code as the reason, else `catalog`). */
  rejectCatalog(err: unknown, record: unknown): void {
    this.bad.report(err instanceof VenueDataError ? err.code : 'catalog', String(err), record);
  }

  /** Publishes the catalog record of each venue event (a rejected one is counted and skipped) and flushes; `follow`
   *  adds the listings of a published record to `listings`. Every listing is unready until its first snapshot. */
  async publishCatalog<E>(events: readonly E[], toRecord: (ev: E) => CatalogEvent, follow: (rec: CatalogEvent, ev: E) => void): Promise<void> {
    for (const ev of events) {
      let rec;
      try {
        rec = toRecord(ev);
      } catch (err) {
        this.rejectCatalog(err, ev);
        continue;
      }
      this.publisher.catalog(rec);
      follow(rec, ev);
    }
    await this.publisher.flush();
    this.notReady = this.listings.size;
    if (this.notReady === 0) this.resolveReady();
  }

  /** Follows a listing (per-token venues name its two tokens). */
  follow(venueMarketId: string, venueEventId: string, yesToken: string | null = null, noToken: string | null = null): Listing {
    const l = new Listing(this.venue, venueMarketId, venueEventId);
    l.yesToken = yesToken;
    l.noToken = noToken;
    this.listings.set(venueMarketId, l);
    return l;
  }

  /** Keys the listings by canonical event when `enabled` (see keyListingsByEvent). */
  async keyByEvent(enabled: boolean): Promise<void> {
    this.keys = await keyListingsByEvent({ bus: this.bus, venue: this.venue, enabled, listings: this.listings, publisher: this.publisher, now: this.now });
  }

  /** Counts one frame and parses it: a VenueDataError is counted as bad input (null returned), anything else thrown. */
  decode<T>(text: string, parse: (text: string) => T): T | null {
    this.messages++;
    this.mMessages.inc();
    try {
      return parse(text);
    } catch (err) {
      if (err instanceof VenueDataError) {
        this.bad.report(err.code, err.message, text);
        return null;
      }
      throw err;
    }
  }

  /** The book of `l` is about to be published as a snapshot: it counts as ready (the last one resolves `ready`). */
  markReady(l: Listing): void {
    if (l.ready) return;
    l.ready = true;
    if (--this.notReady === 0) this.resolveReady();
  }

  /** The book of `l` must be re-snapshotted before it is published again. */
  markUnready(l: Listing): void {
    if (l.ready) {
      l.ready = false;
      this.notReady++;
    }
  }

  /** Counts and logs a forced re-snapshot; `where` says of what (chunk, shard, market). */
  countResnapshot(where: Record<string, unknown>, reason: string): void {
    this.resnapshots++;
    this.metrics.resnapshots.inc({ venue: this.venue });
    this.log.warn({ ...where, reason }, 'book resnapshot');
  }

  /** A venue socket opened (`reconnect`: not its first connection). */
  reopened(reconnect: boolean): void {
    if (reconnect) this.metrics.reconnects.inc({ venue: this.venue });
  }

  /** A venue socket went silent: counted, and `listings` (those it carries) are published stale. */
  wentStale(listings: Iterable<Listing>): void {
    this.metrics.stale.inc({ venue: this.venue });
    const at = this.now();
    for (const l of listings) this.publisher.stale(l, at);
  }

  /** Once the sockets are started: book heartbeats every `heartbeatMs`, the `<venue>_ws` and `<venue>_books` checks,
   *  and the running connector, whose stop closes `feeds` between the heartbeats and the publisher. */
  running(handle: (text: string, receivedMs: number) => void, feeds: VenueFeeds, heartbeatMs: number): BookConnector {
    this.stopHeartbeats = startBookHeartbeats(() => this.listings.values(), this.publisher, heartbeatMs, this.now);
    const listings = this.listings;
    this.health.add(`${this.venue}_ws`, () => feeds.check());
    this.health.add(`${this.venue}_books`, () => ({ ok: this.notReady === 0, detail: `${listings.size - this.notReady}/${listings.size} books ready` }));
    return {
      name: this.name,
      health: this.health,
      listings,
      publisher: this.publisher,
      bad: this.bad,
      handle,
      ready: this.ready,
      stats: new LiveStats(this, feeds),
      stop: () => this.stop(() => feeds.stop()),
    };
  }

  /** Idempotent: stops re-keying and heartbeats, closes the venue side (`closeFeeds`), then the publisher and the key table. */
  stop(closeFeeds: () => Promise<void>): Promise<void> {
    this.stopped ??= (async () => {
      this.stopHeartbeats();
      this.keys.stop();
      await closeFeeds();
      await this.publisher.close();
      await this.keys.close();
    })();
    return this.stopped;
  }
}
