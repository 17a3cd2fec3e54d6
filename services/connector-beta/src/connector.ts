// connector-beta lifecycle: catalog (paginated GET /events) → md.catalog.v1 → market channel, sharded at
// 500 assets per connection → per-token books (asks of the YES token = YES asks, of the NO token = NO asks).
import { VenueDataError, type BookSide, type IntLevel } from '@ref/domain';
import { ConnectorCore, JsonClient, Listing, TokenBucket, VENUE_WS_BACKOFF, WsClient, type BookConnector, type ConnectorDeps } from '@ref/venue-kit';
import type { BetaConfig } from './config.ts';
import { betaCatalogEvent, parseBetaEventsPage } from './http/parse.ts';
import type { BetaEvent as BetaWireEvent } from './http/wire.ts';
import { parseBetaFrame, type BetaEvent } from './ws/parse.ts';

const VENUE = 'beta';

export type BetaConnectorDeps = ConnectorDeps<BetaConfig>;

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

export interface BetaConnector extends BookConnector {
  readonly shards: number;
}

export async function startBetaConnector(deps: BetaConnectorDeps): Promise<BetaConnector> {
  const { config, now } = deps;
  const core = new ConnectorCore(deps, 'connector-beta', VENUE);
  const { log, bad, publisher, listings } = core;
  // label child bound once: the hot path does no label lookups
  const mLag = core.metrics.lag.labels({ venue: VENUE });
  const http = new JsonClient({ baseUrl: config.catalogUrl, limiter: new TokenBucket({ capacity: Math.max(1, config.restRatePerSec), ratePerSec: config.restRatePerSec }), retry: { retries: 5 } });

  const events = await loadBetaCatalog(http, config.pageLimit);
  const observed = now();
  await core.publishCatalog(
    events,
    (ev) => betaCatalogEvent(ev, observed),
    (rec, ev) => {
      for (const m of rec.markets) {
        if (m.status !== 'active' || listings.size >= config.maxMarkets || m.yes_token === null || m.no_token === null) continue;
        core.follow(m.venue_market_id, ev.id, m.yes_token, m.no_token);
      }
    },
  );
  log.info({ events: events.length, listings: listings.size }, 'catalog loaded');

  await core.keyByEvent(config.keyByEvent);

  const tokens = new Map<string, Token>();
  const shards: Shard[] = [];

  /** the shard's books must be re-snapshotted (it reconnected, or is about to) */
  const unreadyAssets = (assets: readonly string[]): void => {
    for (const a of assets) {
      const t = tokens.get(a);
      if (t) {
        t.hasBook = false;
        core.markUnready(t.listing);
      }
    }
  };

  const resnapshot = (shard: Shard, reason: string): void => {
    const at = now();
    if (at - shard.lastResnapshotMs < 1000) return;
    shard.lastResnapshotMs = at;
    core.countResnapshot({ shard: shard.index }, reason);
    unreadyAssets(shard.assets);
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
          core.markReady(l);
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
    const parsed = core.decode(text, parseBetaFrame);
    if (parsed === null) return;
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
        backoff: VENUE_WS_BACKOFF,
        onMessage: handle,
        onOpen: (reconnect) => {
          unreadyAssets(assets);
          core.reopened(reconnect);
        },
        onStale: () => core.wentStale(group),
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

  const feeds = {
    reconnects: () => shards.reduce((n, s) => n + s.ws.reconnects, 0),
    check: () => {
      const up = shards.filter((s) => s.ws.connected).length;
      return { ok: up === shards.length, detail: `${up}/${shards.length} connections` };
    },
    stop: async () => {
      await Promise.all(shards.map((s) => s.ws.stop()));
    },
  };
  return { ...core.running(handle, feeds, config.heartbeatMs), shards: shards.length };
}
