// connector-gamma lifecycle: catalog (paged GET /market) → md.catalog.v1 → WS depth diffs per binary market →
// REST book per token after subscribing, buffered diffs replayed (absolute sizes: idempotent) → ready.
import { VenueDataError, type BookSide, type IntLevel } from '@ref/domain';
import { ConnectorCore, JsonClient, Listing, TokenBucket, VENUE_WS_BACKOFF, WsClient, singleSocket, type BookConnector, type ConnectorDeps } from '@ref/venue-kit';
import type { GammaConfig } from './config.ts';
import { gammaBinaries, gammaCatalogEvent, parseGammaMarketPage, parseGammaOrderbook } from './http/parse.ts';
import type { GammaMarket } from './http/wire.ts';
import { parseGammaMessage, type GammaEvent } from './ws/parse.ts';

const VENUE = 'gamma';

export type GammaConnectorDeps = ConnectorDeps<GammaConfig>;

/** Pages through GET /market (page from 1) until every market of `total` is read or a page is empty. */
export async function loadGammaCatalog(client: JsonClient, pageLimit: number): Promise<GammaMarket[]> {
  const out: GammaMarket[] = [];
  for (let page = 1; page < 100_000; page++) {
    const p = parseGammaMarketPage(await client.get('/market', { page, limit: pageLimit, marketType: 2 }));
    out.push(...p.list);
    if (p.list.length === 0 || out.length >= p.total) break;
  }
  return out;
}

interface Token {
  listing: Listing;
  side: BookSide;
  /** snapshot applied for the current connection */
  hasBook: boolean;
  /** diffs received before the snapshot: [price, size] pairs, replayed in order */
  pending: number[];
}

export type GammaConnector = BookConnector;

export async function startGammaConnector(deps: GammaConnectorDeps): Promise<GammaConnector> {
  const { config, now } = deps;
  const core = new ConnectorCore(deps, 'connector-gamma', VENUE);
  const { log, bad, publisher, listings } = core;
  const http = new JsonClient({
    baseUrl: config.restUrl,
    headers: { apikey: config.apiKey },
    limiter: new TokenBucket({ capacity: Math.max(1, Math.floor(config.restRatePerSec)), ratePerSec: config.restRatePerSec }),
    retry: { retries: 5 },
  });

  const roots = await loadGammaCatalog(http, config.pageLimit);
  const observed = now();
  await core.publishCatalog(
    roots,
    (root) => gammaCatalogEvent(root, config.feeRate, observed),
    (_rec, root) => {
      for (const b of gammaBinaries(root)) {
        if ((b.status !== 1 && b.status !== 2) || !b.yesTokenId || !b.noTokenId || listings.size >= config.maxMarkets) continue;
        core.follow(String(b.marketId), String(root.marketId), b.yesTokenId, b.noTokenId);
      }
    },
  );
  log.info({ markets: roots.length, listings: listings.size }, 'catalog loaded');

  await core.keyByEvent(config.keyByEvent);

  const tokens = new Map<string, Token>();
  for (const l of listings.values()) {
    tokens.set(l.yesToken!, { listing: l, side: 'yes', hasBook: false, pending: [] });
    tokens.set(l.noToken!, { listing: l, side: 'no', hasBook: false, pending: [] });
  }

  let generation = 0;

  const tokensOf = (l: Listing): [Token, Token] => [tokens.get(l.yesToken!)!, tokens.get(l.noToken!)!];

  const reset = (l: Listing): void => {
    for (const t of tokensOf(l)) {
      t.hasBook = false;
      t.pending.length = 0;
    }
    core.markUnready(l);
  };

  /** Fetches both token books of `l` and publishes a snapshot once both are in. */
  const snapshotListing = async (l: Listing, gen: number): Promise<void> => {
    const books: Array<{ asks: IntLevel[]; tsMs: number | null }> = [];
    for (const token of [l.yesToken!, l.noToken!]) {
      try {
        books.push(parseGammaOrderbook(await http.get('/token/orderbook', { token_id: token })));
      } catch (err) {
        if (gen !== generation) return;
        if (err instanceof VenueDataError) bad.report(err.code, err.message, { token });
        else log.warn({ err, token }, 'book fetch failed');
        return;
      }
    }
    if (gen !== generation) return; // a reconnect started over
    const [yt, nt] = tokensOf(l);
    l.book.snapshot(books[0]!.asks, books[1]!.asks);
    for (const t of [yt, nt]) {
      const ladder = l.book.ladder(t.side);
      for (let i = 0; i < t.pending.length; i += 2) ladder.set(t.pending[i]!, t.pending[i + 1]!);
      t.pending.length = 0;
      t.hasBook = true;
    }
    if (l.book.crossed()) {
      bad.report('crossed_book', l.venueMarketId, { yes: l.book.yes.best(), no: l.book.no.best() });
      reset(l);
      return;
    }
    const at = now();
    const ts = Math.max(books[0]!.tsMs ?? 0, books[1]!.tsMs ?? 0) || at;
    l.lastVenueTsMs = ts;
    core.markReady(l);
    publisher.snapshot(l, null, ts, at);
  };

  const snapshotAll = async (gen: number): Promise<void> => {
    if (config.snapshotDelayMs > 0) await new Promise((r) => setTimeout(r, config.snapshotDelayMs));
    for (const l of listings.values()) {
      if (gen !== generation) return;
      await snapshotListing(l, gen);
    }
  };

  const resnapshot = (l: Listing, reason: string): void => {
    core.countResnapshot({ market: l.venueMarketId }, reason);
    reset(l);
    snapshotListing(l, generation).catch((err: unknown) => log.warn({ err }, 'resnapshot failed'));
  };

  const apply = (e: GammaEvent, text: string, receivedMs: number): void => {
    switch (e.kind) {
      case 'depth': {
        const t = tokens.get(e.tokenId);
        if (t === undefined) return bad.report('unknown_token', e.tokenId, text);
        if (t.side !== e.outcome || t.listing.venueMarketId !== String(e.marketId)) return bad.report('token_mismatch', e.tokenId, text);
        if (!e.ask) return;
        if (!t.hasBook) {
          t.pending.push(e.price, e.size);
          return;
        }
        const l = t.listing;
        if (l.book.wouldCross(t.side, e.price, e.size)) {
          bad.report('crossed_book', l.venueMarketId, text);
          return resnapshot(l, 'crossed book');
        }
        l.book.ladder(t.side).set(e.price, e.size);
        if (!l.ready) return;
        const lvl = [{ price: e.price, size: e.size }];
        l.lastVenueTsMs = receivedMs;
        publisher.delta(l, t.side === 'yes' ? lvl : [], t.side === 'no' ? lvl : [], null, receivedMs, receivedMs);
        return;
      }
      case 'trade': {
        const t = tokens.get(e.tokenId);
        if (t === undefined) return;
        const ts = e.tsMs ?? receivedMs;
        publisher.trade(t.listing, {
          trade_id: `${e.marketId}:${e.tokenId.slice(-12)}:${ts}:${core.messages}`,
          token_id: e.tokenId,
          outcome: e.outcome,
          side: e.side,
          price: e.price,
          size: e.size,
          venue_ts_ms: ts,
          received_ts_ms: receivedMs,
          fee_rate_bps: null,
          transaction_hash: null,
        });
        return;
      }
      case 'reply':
        if (e.code !== 200 && e.code !== 0) log.warn({ code: e.code, msg: e.msg }, 'venue error reply');
        return;
      case 'ignored':
        return;
    }
  };

  const handle = (text: string, receivedMs: number): void => {
    const e = core.decode(text, parseGammaMessage);
    if (e !== null) apply(e, text, receivedMs);
  };

  const wsUrl = (): string => {
    const u = new URL(config.wsUrl);
    u.searchParams.set('apikey', config.apiKey);
    return u.toString();
  };
  const ws = new WsClient({
    url: wsUrl,
    log: log.child({ ws: 'market' }),
    staleAfterMs: config.staleAfterMs,
    heartbeat: { intervalMs: config.heartbeatSendMs, message: '{"action":"HEARTBEAT"}' },
    pingIntervalMs: config.pingMs,
    backoff: VENUE_WS_BACKOFF,
    onMessage: handle,
    onOpen: (reconnect) => {
      generation++;
      for (const l of listings.values()) reset(l);
      core.reopened(reconnect);
      // subscriptions are replayed right after this callback; the books follow over REST
      const gen = generation;
      setImmediate(() => {
        snapshotAll(gen).catch((err: unknown) => log.warn({ err }, 'snapshots failed'));
      });
    },
    onStale: () => core.wentStale(listings.values()),
  });
  const rootsWithTrades = new Set<string>();
  for (const l of listings.values()) {
    ws.subscribe(`depth:${l.venueMarketId}`, JSON.stringify({ action: 'SUBSCRIBE', channel: 'market.depth.diff', marketId: Number(l.venueMarketId) }));
    if (l.venueEventId === l.venueMarketId) ws.subscribe(`trade:${l.venueMarketId}`, JSON.stringify({ action: 'SUBSCRIBE', channel: 'market.last.trade', marketId: Number(l.venueMarketId) }));
    else if (!rootsWithTrades.has(l.venueEventId)) {
      rootsWithTrades.add(l.venueEventId);
      ws.subscribe(`trade:r${l.venueEventId}`, JSON.stringify({ action: 'SUBSCRIBE', channel: 'market.last.trade', rootMarketId: Number(l.venueEventId) }));
    }
  }
  ws.start();

  const sockets = singleSocket(ws);
  const feeds = {
    ...sockets,
    stop: () => {
      generation++; // snapshots still in flight are dropped
      return sockets.stop();
    },
  };
  return core.running(handle, feeds, config.heartbeatMs);
}
