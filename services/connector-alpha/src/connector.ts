// connector-alpha lifecycle: catalog over REST (paginated) → md.catalog.v1 → WS subscribe (chunked) →
// snapshots → ready; bids mirrored into YES/NO asks; gaps in a sid's seq force a re-subscribe.
import { ConnectorCore, JsonClient, TokenBucket, VENUE_WS_BACKOFF, WsClient, singleSocket, type BookConnector, type ConnectorDeps } from '@ref/venue-kit';
import type { AlphaConfig } from './config.ts';
import { alphaCatalogEvent, parseAlphaEventsPage, parseAlphaSeries } from './http/parse.ts';
import type { AlphaEvent as AlphaWireEvent, AlphaSeries } from './http/wire.ts';
import { parseAlphaMessage, type AlphaEvent } from './ws/parse.ts';

const VENUE = 'alpha';

export type AlphaConnectorDeps = ConnectorDeps<AlphaConfig>;

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
export interface AlphaConnector extends BookConnector {
  /** The live orderbook subscriptions: sid, last seq and tickers of each chunk (introspection, benchmark). */
  subscriptions(): Array<{ sid: number; lastSeq: number; tickers: readonly string[] }>;
}

export async function startAlphaConnector(deps: AlphaConnectorDeps): Promise<AlphaConnector> {
  const { config, now } = deps;
  const core = new ConnectorCore(deps, 'connector-alpha', VENUE);
  const { log, bad, publisher, listings } = core;
  // label child bound once: the hot path does no label lookups
  const mLag = core.metrics.lag.labels({ venue: VENUE });
  const http = new JsonClient({ baseUrl: config.restUrl, limiter: new TokenBucket({ capacity: Math.max(1, config.restRatePerSec), ratePerSec: config.restRatePerSec }), retry: { retries: 5, onRetry: (err, attempt, delayMs) => log.warn({ err, attempt, delayMs }, 'rest retry') } });

  // 1. catalog
  const { events, series } = await loadAlphaCatalog(http, config);
  const observed = now();
  await core.publishCatalog(
    events,
    (ev) => alphaCatalogEvent(ev, series.get(ev.series_ticker), observed),
    (rec, ev) => {
      for (const m of rec.markets) if (m.status === 'active' && listings.size < config.maxMarkets) core.follow(m.venue_market_id, ev.event_ticker);
    },
  );
  log.info({ events: events.length, listings: listings.size }, 'catalog loaded');

  // canonical keys hook
  await core.keyByEvent(config.keyByEvent);

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

  const subscribeCmd = (c: Chunk, channel: string) => (): string => {
    const id = nextId++;
    if (channel === 'orderbook_delta') pendingIds.set(id, c);
    return JSON.stringify({ id, cmd: 'subscribe', params: { channels: [channel], market_tickers: c.tickers } });
  };

  const markUnready = (c: Chunk): void => {
    for (const t of c.tickers) {
      const l = listings.get(t);
      if (l) core.markUnready(l);
    }
  };

  const resnapshot = (c: Chunk, reason: string): void => {
    core.countResnapshot({ chunk: c.index, sid: c.sid }, reason);
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
        core.markReady(l);
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
    const e = core.decode(text, parseAlphaMessage);
    if (e !== null) apply(e, text, receivedMs);
  };

  const ws: WsClient = new WsClient({
    url: config.wsUrl,
    log: log.child({ ws: 'market' }),
    staleAfterMs: config.staleAfterMs,
    now,
    backoff: VENUE_WS_BACKOFF,
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
      core.reopened(reconnect);
    },
    onStale: () => core.wentStale(listings.values()),
  });
  for (const c of chunks) {
    ws.subscribe(`ob:${c.index}`, subscribeCmd(c, 'orderbook_delta'));
    ws.subscribe(`tr:${c.index}`, subscribeCmd(c, 'trade'));
  }
  ws.start();

  return { ...core.running(handle, singleSocket(ws), config.heartbeatMs), subscriptions: () => chunks.map((c) => ({ sid: c.sid, lastSeq: c.lastSeq, tickers: c.tickers })) };
}
