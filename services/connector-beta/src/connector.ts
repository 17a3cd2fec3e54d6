// connector-beta lifecycle: catalog (paginated GET /events) → md.catalog.v1 → market channel, sharded at
// 500 assets per connection → per-token books (asks of the YES token = YES asks, of the NO token = NO asks).
import type { Bus } from '@ref/bus';
import { VenueDataError, type BookSide, type IntLevel } from '@ref/domain';
import { Health, type Logger, type Registry, type Service } from '@ref/telemetry';
import {
  BadInput,
  JsonClient,
  Listing,
  MdPublisher,
  TokenBucket,
  WsClient,
  createVenueMetrics,
  keyListingsByEvent,
  startBookHeartbeats,
} from '@ref/venue-kit';
import type { BetaConfig } from './config.ts';
import { betaCatalogEvent, parseBetaEventsPage } from './http/parse.ts';
import type { BetaEvent as BetaWireEvent } from './http/wire.ts';
import { parseBetaFrame, type BetaEvent } from './ws/parse.ts';

const VENUE = 'beta';

export interface BetaConnectorDeps {
  bus: Bus;
  log: Logger;
  registry: Registry;
  now: () => number;
  config: BetaConfig;
}

/** Pages through GET /events (limit/offset) until a short page. */
export async function loadBetaCatalog(client: JsonClient, pageLimit: number): Promise<BetaWireEvent[]> {
  const out: BetaWireEvent[] = [];
  for (let offset = 0; offset < 10_000_000; offset += pageLimit) {
    const page = parseBetaEventsPage(await client.get('/events', { limit: pageLimit, offset, active: true, closed: false }));
    out.push(...page);
    if (page.length < pageLimit) break;
  }
  return out;
}

interface Token {
  listing: Listing;
  side: BookSide;
  shard: Shard;
  hasBook: boolean;
  lastTsMs: number;
}

interface Shard {
  index: number;
  assets: string[];
  ws: WsClient;
  lastResnapshotMs: number;
}

export interface BetaConnector extends Service {
  readonly listings: ReadonlyMap<string, Listing>;
  readonly publisher: MdPublisher;
  readonly bad: BadInput;
  readonly shards: number;
  handle(text: string, receivedMs: number): void;
  readonly ready: Promise<void>;
  readonly stats: { messages: number; resnapshots: number; reconnects: () => number };
}

export async function startBetaConnector(deps: BetaConnectorDeps): Promise<BetaConnector> {
  const { bus, config, now } = deps;
  const log = deps.log.child({ component: 'connector-beta', venue: VENUE });
  const metrics = createVenueMetrics(deps.registry);
  // label children bound once: the hot path does no label lookups
  const mMessages = metrics.messages.labels({ venue: VENUE });
  const mLag = metrics.lag.labels({ venue: VENUE });
  const bad = new BadInput(VENUE, log, metrics);
  const publisher = new MdPublisher({ bus, venue: VENUE, log, metrics });
  const health = new Health();
  const http = new JsonClient({ baseUrl: config.catalogUrl, limiter: new TokenBucket({ capacity: Math.max(1, config.restRatePerSec), ratePerSec: config.restRatePerSec }), retry: { retries: 5 } });

  const events = await loadBetaCatalog(http, config.pageLimit);
  const listings = new Map<string, Listing>();
  const observed = now();
  for (const ev of events) {
    let rec;
    try {
      rec = betaCatalogEvent(ev, observed);
    } catch (err) {
      bad.report(err instanceof VenueDataError ? err.code : 'catalog', String(err), ev);
      continue;
    }
    publisher.catalog(rec);
    for (const m of rec.markets) {
      if (m.status !== 'active' || listings.size >= config.maxMarkets || m.yes_token === null || m.no_token === null) continue;
      const l = new Listing(VENUE, m.venue_market_id, ev.id);
      l.yesToken = m.yes_token;
      l.noToken = m.no_token;
      listings.set(m.venue_market_id, l);
    }
  }
  await publisher.flush();
  log.info({ events: events.length, listings: listings.size }, 'catalog loaded');

  const keys = await keyListingsByEvent({ bus, venue: VENUE, enabled: config.keyByEvent, listings, publisher, now });

  const tokens = new Map<string, Token>();
  const shards: Shard[] = [];
  let resnapshots = 0;
  let messages = 0;
  let notReady = listings.size;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((r) => (resolveReady = r));
  if (notReady === 0) resolveReady();

  const unready = (l: Listing): void => {
    if (l.ready) {
      l.ready = false;
      notReady++;
    }
  };

  const resnapshot = (shard: Shard, reason: string): void => {
    const at = now();
    if (at - shard.lastResnapshotMs < 1000) return;
    shard.lastResnapshotMs = at;
    resnapshots++;
    metrics.resnapshots.inc({ venue: VENUE });
    log.warn({ shard: shard.index, reason }, 'book resnapshot');
    for (const a of shard.assets) {
      const t = tokens.get(a);
      if (t) {
        t.hasBook = false;
        unready(t.listing);
      }
    }
    // the market channel sends a fresh `book` per asset on (re)subscribe: reopen the shard's connection
    shard.ws.reconnect(reason);
  };

  const bestOf = (levels: IntLevel[]): number => {
    let b = Infinity;
    for (const x of levels) if (x.size > 0 && x.price < b) b = x.price;
    return b;
  };

  const changedYes: IntLevel[] = [];
  const changedNo: IntLevel[] = [];
  const touched = new Set<Listing>();

  const apply = (e: BetaEvent, text: string, receivedMs: number): void => {
    switch (e.kind) {
      case 'book': {
        const t = tokens.get(e.assetId);
        if (t === undefined) return bad.report('unknown_asset', e.assetId, text);
        const l = t.listing;
        const other = l.book.ladder(t.side === 'yes' ? 'no' : 'yes');
        const otherBook = tokens.get(t.side === 'yes' ? l.noToken! : l.yesToken!);
        if (otherBook?.hasBook && other.best() >= 0 && bestOf(e.asks) + other.best() < 10_000) {
          bad.report('crossed_book', l.venueMarketId, text);
          return resnapshot(t.shard, 'crossed book');
        }
        l.book.ladder(t.side).replace(e.asks);
        t.hasBook = true;
        t.lastTsMs = e.tsMs;
        l.lastVenueTsMs = e.tsMs;
        mLag.observe(Math.max(0, receivedMs - e.tsMs) / 1000);
        if (otherBook?.hasBook) {
          if (!l.ready && --notReady === 0) resolveReady();
          publisher.snapshot(l, null, e.tsMs, receivedMs);
        }
        return;
      }
      case 'changes': {
        touched.clear();
        // validate the whole message against the books before applying any of it
        for (const c of e.changes) {
          const t = tokens.get(c.assetId);
          if (t === undefined) return bad.report('unknown_asset', c.assetId, text);
          if (!t.hasBook) continue;
          if (e.tsMs < t.lastTsMs) return bad.report('out_of_order', `${c.assetId} ${e.tsMs} < ${t.lastTsMs}`, text);
          if (c.ask && t.listing.book.wouldCross(t.side, c.price, c.size)) {
            bad.report('crossed_book', t.listing.venueMarketId, text);
            return resnapshot(t.shard, 'crossed book');
          }
        }
        let lastListing: Listing | null = null;
        for (const c of e.changes) {
          const t = tokens.get(c.assetId)!;
          if (!t.hasBook) continue;
          t.lastTsMs = e.tsMs;
          if (!c.ask) continue;
          const l = t.listing;
          const ladder = l.book.ladder(t.side);
          ladder.set(c.price, c.size);
          if (config.checkBestAsk && c.bestAsk >= 0 && ladder.length > 0 && ladder.best() !== c.bestAsk) {
            bad.report('best_ask_mismatch', `${c.assetId} local ${ladder.best()} venue ${c.bestAsk}`, text);
            return resnapshot(t.shard, 'best ask mismatch');
          }
          if (lastListing !== null && lastListing !== l) flushListing(lastListing, e.tsMs, receivedMs);
          lastListing = l;
          (t.side === 'yes' ? changedYes : changedNo).push({ price: c.price, size: c.size });
          touched.add(l);
        }
        if (lastListing !== null) flushListing(lastListing, e.tsMs, receivedMs);
        if (touched.size > 0) mLag.observe(Math.max(0, receivedMs - e.tsMs) / 1000);
        return;
      }
      case 'trade': {
        const t = tokens.get(e.assetId);
        if (t === undefined) return;
        publisher.trade(t.listing, {
          trade_id: `${e.txHash ?? 'nohash'}:${e.assetId}:${e.tsMs}`,
          token_id: e.assetId,
          outcome: t.side,
          side: e.side,
          price: e.price,
          size: e.size,
          venue_ts_ms: e.tsMs,
          received_ts_ms: receivedMs,
          fee_rate_bps: e.feeRateBps,
          transaction_hash: e.txHash,
        });
        return;
      }
      case 'tick':
        log.info({ asset: e.assetId, tick: e.tick }, 'tick size change');
        return;
      case 'pong':
      case 'ignored':
        return;
    }
  };

  const flushListing = (l: Listing, tsMs: number, receivedMs: number): void => {
    if (changedYes.length === 0 && changedNo.length === 0) return;
    l.lastVenueTsMs = tsMs;
    if (l.ready) publisher.delta(l, changedYes.splice(0), changedNo.splice(0), null, tsMs, receivedMs);
    else {
      changedYes.length = 0;
      changedNo.length = 0;
    }
  };

  const handle = (text: string, receivedMs: number): void => {
    messages++;
    mMessages.inc();
    let parsed: Array<BetaEvent | VenueDataError>;
    try {
      parsed = parseBetaFrame(text);
    } catch (err) {
      if (err instanceof VenueDataError) return bad.report(err.code, err.message, text);
      throw err;
    }
    for (const e of parsed) {
      if (e instanceof VenueDataError) bad.report(e.code, e.message, text);
      else apply(e, text, receivedMs);
    }
  };

  // shards of at most assetsPerConnection assets, keeping both tokens of a market together
  const perShard = Math.max(2, config.assetsPerConnection - (config.assetsPerConnection % 2));
  const all = [...listings.values()];
  for (let i = 0; i < all.length; i += perShard / 2) {
    const group = all.slice(i, i + perShard / 2);
    const assets = group.flatMap((l) => [l.yesToken!, l.noToken!]);
    const index = shards.length;
    const shard: Shard = {
      index,
      assets,
      lastResnapshotMs: 0,
      ws: new WsClient({
        url: config.wsUrl,
        log: log.child({ shard: index }),
        staleAfterMs: config.staleAfterMs,
        now,
        heartbeat: config.pingMs > 0 ? { intervalMs: config.pingMs, message: 'PING' } : undefined,
        backoff: { initialMs: 250, maxMs: 30_000 },
        onMessage: handle,
        onOpen: (reconnect) => {
          for (const a of assets) {
            const t = tokens.get(a);
            if (t) {
              t.hasBook = false;
              unready(t.listing);
            }
          }
          if (reconnect) metrics.reconnects.inc({ venue: VENUE });
        },
        onStale: () => {
          metrics.stale.inc({ venue: VENUE });
          const at = now();
          for (const l of group) publisher.stale(l, at);
        },
      }),
    };
    shards.push(shard);
    for (const l of group) {
      tokens.set(l.yesToken!, { listing: l, side: 'yes', shard, hasBook: false, lastTsMs: 0 });
      tokens.set(l.noToken!, { listing: l, side: 'no', shard, hasBook: false, lastTsMs: 0 });
    }
    shard.ws.subscribe('market', JSON.stringify({ assets_ids: assets, type: 'market' }));
  }
  for (const s of shards) s.ws.start();
  log.info({ shards: shards.length, assets: tokens.size }, 'subscribing');

  const stopHeartbeats = startBookHeartbeats(() => listings.values(), publisher, config.heartbeatMs, now);
  health.add('beta_ws', () => {
    const up = shards.filter((s) => s.ws.connected).length;
    return { ok: up === shards.length, detail: `${up}/${shards.length} connections` };
  });
  health.add('beta_books', () => ({ ok: notReady === 0, detail: `${listings.size - notReady}/${listings.size} books ready` }));

  let stopped: Promise<void> | null = null;
  return {
    name: 'connector-beta',
    health,
    listings,
    publisher,
    bad,
    shards: shards.length,
    handle,
    ready,
    stats: {
      get messages() {
        return messages;
      },
      get resnapshots() {
        return resnapshots;
      },
      reconnects: () => shards.reduce((n, s) => n + s.ws.reconnects, 0),
    },
    stop: () => {
      stopped ??= (async () => {
        stopHeartbeats();
        keys.stop();
        await Promise.all(shards.map((s) => s.ws.stop()));
        await publisher.close();
        await keys.close();
      })();
      return stopped;
    },
  };
}
