// connector-alpha lifecycle: catalog over REST (paginated) → md.catalog.v1 → WS subscribe (chunked) →
// snapshots → ready; bids mirrored into YES/NO asks; gaps in a sid's seq force a re-subscribe.
import type { Bus } from '@ref/bus';
import { VenueDataError } from '@ref/domain';
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
import type { AlphaConfig } from './config.ts';
import { alphaCatalogEvent, parseAlphaEventsPage, parseAlphaSeries } from './http/parse.ts';
import type { AlphaEvent as AlphaWireEvent, AlphaSeries } from './http/wire.ts';
import { parseAlphaMessage, type AlphaEvent } from './ws/parse.ts';

const VENUE = 'alpha';

export interface AlphaConnectorDeps {
  bus: Bus;
  log: Logger;
  registry: Registry;
  now: () => number;
  config: AlphaConfig;
}

/** Loads every event (with nested markets) page by page, and the series of each. */
export async function loadAlphaCatalog(client: JsonClient, config: Pick<AlphaConfig, 'pageLimit' | 'eventStatus'>): Promise<{ events: AlphaWireEvent[]; series: Map<string, AlphaSeries> }> {
  const events: AlphaWireEvent[] = [];
  let cursor = '';
  for (let page = 0; page < 10_000; page++) {
    const body = await client.get('/events', { with_nested_markets: true, limit: config.pageLimit, cursor: cursor || undefined, status: config.eventStatus || undefined });
    const p = parseAlphaEventsPage(body);
    events.push(...p.events);
    if (!p.cursor || p.events.length === 0) break;
    cursor = p.cursor;
  }
  const series = new Map<string, AlphaSeries>();
  for (const t of new Set(events.map((e) => e.series_ticker))) {
    series.set(t, parseAlphaSeries(await client.get(`/series/${encodeURIComponent(t)}`)));
  }
  return { events, series };
}

interface Chunk {
  index: number;
  tickers: string[];
  /** live orderbook sid of this chunk, -1 until known */
  sid: number;
  lastSeq: number;
}

/** A running alpha connector (also exposes its books for tests and the benchmark). */
export interface AlphaConnector extends Service {
  readonly listings: ReadonlyMap<string, Listing>;
  readonly publisher: MdPublisher;
  readonly bad: BadInput;
  /** Feeds one WS text frame as if received (benchmark and tests). */
  handle(text: string, receivedMs: number): void;
  /** resolves when every subscribed listing has published its first snapshot */
  readonly ready: Promise<void>;
  readonly stats: { messages: number; resnapshots: number; reconnects: () => number };
  /** The live orderbook subscriptions: sid, last seq and tickers of each chunk (introspection, benchmark). */
  subscriptions(): Array<{ sid: number; lastSeq: number; tickers: readonly string[] }>;
}

export async function startAlphaConnector(deps: AlphaConnectorDeps): Promise<AlphaConnector> {
  const { bus, config, now } = deps;
  const log = deps.log.child({ component: 'connector-alpha', venue: VENUE });
  const metrics = createVenueMetrics(deps.registry);
  // label children bound once: the hot path does no label lookups
  const mMessages = metrics.messages.labels({ venue: VENUE });
  const mLag = metrics.lag.labels({ venue: VENUE });
  const bad = new BadInput(VENUE, log, metrics);
  const publisher = new MdPublisher({ bus, venue: VENUE, log, metrics });
  const health = new Health();
  const http = new JsonClient({ baseUrl: config.restUrl, limiter: new TokenBucket({ capacity: Math.max(1, config.restRatePerSec), ratePerSec: config.restRatePerSec }), retry: { retries: 5, onRetry: (err, attempt, delayMs) => log.warn({ err, attempt, delayMs }, 'rest retry') } });

  // 1. catalog
  const { events, series } = await loadAlphaCatalog(http, config);
  const listings = new Map<string, Listing>();
  const observed = now();
  for (const ev of events) {
    let rec;
    try {
      rec = alphaCatalogEvent(ev, series.get(ev.series_ticker), observed);
    } catch (err) {
      bad.report(err instanceof VenueDataError ? err.code : 'catalog', String(err), ev);
      continue;
    }
    publisher.catalog(rec);
    for (const m of rec.markets) if (m.status === 'active' && listings.size < config.maxMarkets) listings.set(m.venue_market_id, new Listing(VENUE, m.venue_market_id, ev.event_ticker));
  }
  await publisher.flush();
  log.info({ events: events.length, listings: listings.size }, 'catalog loaded');

  // canonical keys hook
  const keys = await keyListingsByEvent({ bus, venue: VENUE, enabled: config.keyByEvent, listings, publisher, now });

  // 2. subscriptions, chunked: one sid per chunk
  const tickers = [...listings.keys()];
  const chunks: Chunk[] = [];
  const chunkOf = new Map<string, Chunk>();
  for (let i = 0; i < tickers.length; i += config.subscribeChunk) {
    const c: Chunk = { index: chunks.length, tickers: tickers.slice(i, i + config.subscribeChunk), sid: -1, lastSeq: 0 };
    chunks.push(c);
    for (const t of c.tickers) chunkOf.set(t, c);
  }
  const bySid = new Map<number, Chunk>();
  const deadSids = new Set<number>();
  let nextId = 1;
  const pendingIds = new Map<number, Chunk>();

  let resnapshots = 0;
  let messages = 0;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((r) => (resolveReady = r));
  let notReady = listings.size;
  if (notReady === 0) resolveReady();

  const subscribeCmd = (c: Chunk, channel: string) => (): string => {
    const id = nextId++;
    if (channel === 'orderbook_delta') pendingIds.set(id, c);
    return JSON.stringify({ id, cmd: 'subscribe', params: { channels: [channel], market_tickers: c.tickers } });
  };

  const markUnready = (c: Chunk): void => {
    for (const t of c.tickers) {
      const l = listings.get(t);
      if (l && l.ready) {
        l.ready = false;
        notReady++;
      }
    }
  };

  const resnapshot = (c: Chunk, reason: string): void => {
    resnapshots++;
    metrics.resnapshots.inc({ venue: VENUE });
    log.warn({ chunk: c.index, sid: c.sid, reason }, 'book resnapshot');
    if (c.sid >= 0) {
      deadSids.add(c.sid);
      bySid.delete(c.sid);
      ws.send(JSON.stringify({ id: nextId++, cmd: 'unsubscribe', params: { sids: [c.sid] } }));
    }
    c.sid = -1;
    c.lastSeq = 0;
    markUnready(c);
    ws.subscribe(`ob:${c.index}`, subscribeCmd(c, 'orderbook_delta'));
  };

  const chunkForSid = (sid: number, market: string): Chunk | null => {
    if (deadSids.has(sid)) return null;
    let c = bySid.get(sid);
    if (c === undefined) {
      const byMarket = chunkOf.get(market);
      if (byMarket === undefined || byMarket.sid !== -1) return null;
      byMarket.sid = sid;
      byMarket.lastSeq = 0;
      bySid.set(sid, byMarket);
      c = byMarket;
    }
    return c;
  };

  /** true when the sequence continues; on a gap the chunk is re-subscribed and false returned */
  const inSequence = (c: Chunk, seq: number): boolean => {
    if (c.lastSeq !== 0 && seq !== c.lastSeq + 1) {
      resnapshot(c, `seq gap: expected ${c.lastSeq + 1}, got ${seq}`);
      return false;
    }
    c.lastSeq = seq;
    return true;
  };

  const apply = (e: AlphaEvent, text: string, receivedMs: number): void => {
    switch (e.kind) {
      case 'delta': {
        const c = chunkForSid(e.sid, e.market);
        if (c === null || !inSequence(c, e.seq)) return;
        const l = listings.get(e.market);
        if (l === undefined) return bad.report('unknown_market', e.market, text);
        if (!l.ready) return;
        const ladder = l.book.ladder(e.askSide);
        const total = ladder.sizeAt(e.askPrice) + e.delta;
        if (total < 0) {
          bad.report('negative_total', `${e.market} ${e.askSide} ${e.askPrice}`, text);
          return resnapshot(c, 'negative level total');
        }
        if (l.book.wouldCross(e.askSide, e.askPrice, total)) {
          bad.report('crossed_book', e.market, text);
          return resnapshot(c, 'crossed book');
        }
        ladder.set(e.askPrice, total);
        const lvl = [{ price: e.askPrice, size: total }];
        const venueTs = e.tsMs ?? receivedMs;
        if (e.tsMs !== null) mLag.observe(Math.max(0, receivedMs - e.tsMs) / 1000);
        l.lastVenueTsMs = venueTs;
        publisher.delta(l, e.askSide === 'yes' ? lvl : [], e.askSide === 'no' ? lvl : [], e.seq, venueTs, receivedMs);
        return;
      }
      case 'snapshot': {
        const c = chunkForSid(e.sid, e.market);
        if (c === null || !inSequence(c, e.seq)) return;
        const l = listings.get(e.market);
        if (l === undefined) return bad.report('unknown_market', e.market, text);
        const y = e.yesAsks.reduce((m, x) => (x.size > 0 && x.price < m ? x.price : m), Infinity);
        const n = e.noAsks.reduce((m, x) => (x.size > 0 && x.price < m ? x.price : m), Infinity);
        if (y + n < 10_000) return bad.report('crossed_book', e.market, text);
        l.book.snapshot(e.yesAsks, e.noAsks);
        if (!l.ready && --notReady === 0) resolveReady();
        l.lastVenueTsMs = receivedMs;
        publisher.snapshot(l, e.seq, receivedMs, receivedMs);
        return;
      }
      case 'trade': {
        const l = listings.get(e.market);
        if (l === undefined) return;
        publisher.trade(l, { trade_id: e.tradeId, token_id: null, outcome: e.outcome, side: 'buy', price: e.price, size: e.size, venue_ts_ms: e.tsMs, received_ts_ms: receivedMs, fee_rate_bps: null, transaction_hash: null });
        return;
      }
      case 'subscribed': {
        const c = pendingIds.get(e.id);
        pendingIds.delete(e.id);
        if (c !== undefined && e.channel === 'orderbook_delta' && c.sid !== e.sid) {
          if (c.sid >= 0) bySid.delete(c.sid);
          c.sid = e.sid;
          c.lastSeq = 0;
          bySid.set(e.sid, c);
        }
        return;
      }
      case 'error':
        log.warn({ id: e.id, code: e.code, message: e.message }, 'venue error reply');
        return;
      case 'ok':
        return;
    }
  };

  const handle = (text: string, receivedMs: number): void => {
    messages++;
    mMessages.inc();
    let e: AlphaEvent;
    try {
      e = parseAlphaMessage(text);
    } catch (err) {
      if (err instanceof VenueDataError) return bad.report(err.code, err.message, text);
      throw err;
    }
    apply(e, text, receivedMs);
  };

  const ws: WsClient = new WsClient({
    url: config.wsUrl,
    log: log.child({ ws: 'market' }),
    staleAfterMs: config.staleAfterMs,
    now,
    backoff: { initialMs: 250, maxMs: 30_000 },
    onMessage: handle,
    onOpen: (reconnect) => {
      // new connection: every sid is gone; the replayed subscriptions bring fresh snapshots
      bySid.clear();
      deadSids.clear();
      pendingIds.clear();
      for (const c of chunks) {
        c.sid = -1;
        c.lastSeq = 0;
        markUnready(c);
      }
      if (reconnect) metrics.reconnects.inc({ venue: VENUE });
    },
    onStale: () => {
      metrics.stale.inc({ venue: VENUE });
      const at = now();
      for (const l of listings.values()) publisher.stale(l, at);
    },
  });
  for (const c of chunks) {
    ws.subscribe(`ob:${c.index}`, subscribeCmd(c, 'orderbook_delta'));
    ws.subscribe(`tr:${c.index}`, subscribeCmd(c, 'trade'));
  }
  ws.start();

  const stopHeartbeats = startBookHeartbeats(() => listings.values(), publisher, config.heartbeatMs, now);

  health.add('alpha_ws', () => ({ ok: ws.connected, detail: ws.connected ? 'connected' : 'disconnected' }));
  health.add('alpha_books', () => ({ ok: notReady === 0, detail: `${listings.size - notReady}/${listings.size} books ready` }));

  let stopped: Promise<void> | null = null;
  return {
    name: 'connector-alpha',
    health,
    listings,
    publisher,
    bad,
    handle,
    ready,
    subscriptions: () => chunks.map((c) => ({ sid: c.sid, lastSeq: c.lastSeq, tickers: c.tickers })),
    stats: {
      get messages() {
        return messages;
      },
      get resnapshots() {
        return resnapshots;
      },
      reconnects: () => ws.reconnects,
    },
    stop: () => {
      stopped ??= (async () => {
        stopHeartbeats();
        keys.stop();
        await ws.stop();
        await publisher.close();
        await keys.close();
      })();
      return stopped;
    },
  };
}

