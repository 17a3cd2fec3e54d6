// REST of every simulated venue (alpha trade API v2, beta catalog + CLOB, beta_us, gamma open API) by path prefix.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AlphaEvent, AlphaMarket, BetaEvent, GammaMarket, Rec } from './scenario.ts';
import type { VenueState } from './state.ts';

export interface Reply { status: number; body: unknown; headers?: Record<string, string> }
export type Query = URLSearchParams;

/** Error bodies in each venue's own shape. */
const alphaError = (status: number, code: string, message: string): Reply => ({ status, body: { error: { code, message } } });
const betaError = (status: number, message: string): Reply => ({ status, body: { error: message } });
const gammaEnvelope = (result: unknown, code = 0, msg = 'success', status = 200): Reply => ({ status, body: { code, msg, result } });

function intParam(q: Query, name: string, def: number, min: number, max: number): number | string {
  const raw = q.get(name);
  if (raw === null || raw === '') return def;
  if (!/^\d+$/.test(raw)) return `${name} must be an integer`;
  const v = Number(raw);
  if (v < min || v > max) return `${name} must be between ${min} and ${max}`;
  return v;
}
function boolParam(q: Query, name: string): boolean | undefined | string {
  const raw = q.get(name);
  if (raw === null || raw === '') return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return `${name} must be true or false`;
}

// ---------------------------------------------------------------- alpha: /alpha/trade-api/v2
/** alpha cursors are opaque: base64url of the next offset. */
const encodeCursor = (n: number): string => Buffer.from(`o:${n}`).toString('base64url');
function decodeCursor(c: string | null): number | null {
  if (!c) return 0;
  const s = Buffer.from(c, 'base64url').toString('utf8');
  return /^o:\d+$/.test(s) ? Number(s.slice(2)) : null;
}
const ALPHA_OPEN = new Set(['active', 'open', 'initialized']);
function alphaMarketStatusMatches(status: string, filter: string): boolean {
  if (filter === 'open') return ALPHA_OPEN.has(status);
  if (filter === 'closed') return status === 'closed' || status === 'inactive';
  if (filter === 'settled') return status === 'settled' || status === 'finalized' || status === 'determined';
  if (filter === 'unopened') return status === 'unopened' || status === 'initialized';
  return true;
}
const ALPHA_STATUS = new Set(['open', 'closed', 'settled', 'unopened']);

function page<T>(items: T[], q: Query, maxLimit: number, defLimit: number): { items: T[]; cursor: string } | Reply {
  const limit = intParam(q, 'limit', defLimit, 1, maxLimit);
  if (typeof limit === 'string') return alphaError(400, 'invalid_parameters', limit);
  const start = decodeCursor(q.get('cursor'));
  if (start === null) return alphaError(400, 'invalid_parameters', 'cursor is not valid');
  const slice = items.slice(start, start + limit);
  return { items: slice, cursor: start + limit < items.length ? encodeCursor(start + limit) : '' };
}

function alphaRoute(state: VenueState, method: string, path: string, q: Query): Reply {
  if (method !== 'GET') return alphaError(405, 'method_not_allowed', 'method not allowed');
  const status = q.get('status');
  if (status && !status.split(',').every((s) => ALPHA_STATUS.has(s))) return alphaError(400, 'invalid_parameters', 'status must be open, closed, settled or unopened');
  const statusOk = (m: AlphaMarket): boolean => !status || status.split(',').some((s) => alphaMarketStatusMatches(m.status, s));
  if (path === '/events') {
    const nested = q.get('with_nested_markets') === 'true';
    const series = q.get('series_ticker');
    const events = state.alphaEvents.filter((e) => (!series || e.series_ticker === series) && (!status || e.markets.some(statusOk)));
    const p = page(events, q, 200, 200);
    if ('status' in p) return p;
    const out = p.items.map((e) => (nested ? e : withoutMarkets(e)));
    return { status: 200, body: { cursor: p.cursor, events: out } };
  }
  let m = /^\/events\/([^/]+)$/.exec(path);
  if (m) {
    const e = state.alphaEvents.find((x) => x.event_ticker === decodeURIComponent(m![1]!));
    if (!e) return alphaError(404, 'not_found', 'event not found');
    return { status: 200, body: q.get('with_nested_markets') === 'true' ? { event: e } : { event: withoutMarkets(e), markets: e.markets } };
  }
  if (path === '/markets') {
    const et = q.get('event_ticker');
    const st = q.get('series_ticker');
    const tickers = q.get('tickers')?.split(',');
    const markets = [...state.alpha.values()]
      .filter((l) => (!et || l.event.event_ticker === et) && (!st || l.event.series_ticker === st) && (!tickers || tickers.includes(l.market.ticker)) && statusOk(l.market))
      .map((l) => l.market);
    const p = page(markets, q, 1000, 100);
    if ('status' in p) return p;
    return { status: 200, body: { cursor: p.cursor, markets: p.items } };
  }
  if (path === '/markets/trades') {
    const ticker = q.get('ticker');
    const trades = state.alphaTrades.filter((t) => !ticker || t['market_ticker'] === ticker).slice().reverse();
    const p = page(trades, q, 1000, 100);
    if ('status' in p) return p;
    return { status: 200, body: { cursor: p.cursor, trades: p.items } };
  }
  m = /^\/markets\/([^/]+)\/orderbook$/.exec(path);
  if (m) {
    const l = state.alpha.get(decodeURIComponent(m[1]!));
    if (!l) return alphaError(404, 'not_found', 'market not found');
    const depth = intParam(q, 'depth', 0, 0, 100);
    if (typeof depth === 'string') return alphaError(400, 'invalid_parameters', depth);
    // Ascending, best bid last; `depth` keeps the best N levels.
    const cut = (x: [string, string][]): [string, string][] => (depth > 0 ? x.slice(Math.max(0, x.length - depth)) : x);
    return { status: 200, body: { orderbook_fp: { yes_dollars: cut(l.yes.pairs()), no_dollars: cut(l.no.pairs()) } } };
  }
  m = /^\/markets\/([^/]+)$/.exec(path);
  if (m) {
    const l = state.alpha.get(decodeURIComponent(m[1]!));
    if (!l) return alphaError(404, 'not_found', 'market not found');
    return { status: 200, body: { market: l.market } };
  }
  if (path === '/series') return { status: 200, body: { series: [...state.alphaSeries.values()] } };
  m = /^\/series\/([^/]+)$/.exec(path);
  if (m) {
    const s = state.alphaSeries.get(decodeURIComponent(m[1]!));
    if (!s) return alphaError(404, 'not_found', 'series not found');
    return { status: 200, body: { series: s } };
  }
  return alphaError(404, 'not_found', 'not found');
}
function withoutMarkets(e: AlphaEvent): Rec {
  const { markets: _m, ...rest } = e;
  return rest;
}

// ---------------------------------------------------------------- beta catalog: /beta/gamma-api
function betaEventFlag(e: BetaEvent, key: 'active' | 'closed'): boolean {
  if (typeof e[key] === 'boolean') return e[key];
  return key === 'active' ? e.markets.some((m) => m['active'] !== false) : e.markets.length > 0 && e.markets.every((m) => m['closed'] === true);
}
function betaTags(x: Rec): string[] {
  const tags = Array.isArray(x['tags']) ? (x['tags'] as Rec[]).map((t) => String(t['slug'] ?? t['label'] ?? '')) : [];
  if (typeof x['category'] === 'string') tags.push(x['category'].toLowerCase());
  return tags;
}

function betaCatalogRoute(state: VenueState, method: string, path: string, q: Query): Reply {
  if (method !== 'GET') return betaError(405, 'method not allowed');
  const limit = intParam(q, 'limit', 100, 0, 1000);
  if (typeof limit === 'string') return betaError(400, limit);
  const offset = intParam(q, 'offset', 0, 0, 1_000_000);
  if (typeof offset === 'string') return betaError(400, offset);
  const active = boolParam(q, 'active');
  if (typeof active === 'string') return betaError(400, active);
  const closed = boolParam(q, 'closed');
  if (typeof closed === 'string') return betaError(400, closed);
  const slugs = q.getAll('slug');
  const tag = q.get('tag') ?? q.get('tag_slug');
  if (path === '/events') {
    const events = state.betaEvents.filter(
      (e) =>
        (active === undefined || betaEventFlag(e, 'active') === active) &&
        (closed === undefined || betaEventFlag(e, 'closed') === closed) &&
        (slugs.length === 0 || slugs.includes(e.slug)) &&
        (!tag || betaTags(e).includes(tag.toLowerCase())),
    );
    return { status: 200, body: events.slice(offset, offset + limit) };
  }
  let m = /^\/events\/slug\/([^/]+)$/.exec(path);
  if (m) {
    const e = state.betaEvents.find((x) => x.slug === decodeURIComponent(m![1]!));
    return e ? { status: 200, body: e } : betaError(404, 'event not found');
  }
  m = /^\/events\/([^/]+)$/.exec(path);
  if (m) {
    const e = state.betaEvents.find((x) => x.id === decodeURIComponent(m![1]!));
    return e ? { status: 200, body: e } : betaError(404, 'event not found');
  }
  if (path === '/markets') {
    const markets = [...state.beta.values()]
      .filter(
        (l) =>
          (active === undefined || (l.market['active'] !== false) === active) &&
          (closed === undefined || (l.market['closed'] === true) === closed) &&
          (slugs.length === 0 || slugs.includes(String(l.market['slug']))) &&
          (!tag || betaTags(l.event).includes(tag.toLowerCase())),
      )
      .map((l) => l.market);
    return { status: 200, body: markets.slice(offset, offset + limit) };
  }
  m = /^\/markets\/slug\/([^/]+)$/.exec(path);
  if (m) {
    const l = [...state.beta.values()].find((x) => x.market['slug'] === decodeURIComponent(m![1]!));
    return l ? { status: 200, body: l.market } : betaError(404, 'market not found');
  }
  return betaError(404, 'not found');
}

// ---------------------------------------------------------------- beta CLOB: /beta/clob
export function betaBookBody(state: VenueState, tokenId: string, now: number): Rec | undefined {
  const tok = state.betaTokens.get(tokenId);
  if (!tok) return undefined;
  const l = state.beta.get(tok.conditionId)!;
  const bids = tok.book.bids.objects();
  const asks = tok.book.asks.objects();
  return {
    market: tok.conditionId,
    asset_id: tokenId,
    timestamp: String(now),
    hash: bookHash(tokenId, bids, asks),
    bids,
    asks,
    min_order_size: String(l.market['orderMinSize'] ?? '5'),
    tick_size: String(l.market['orderPriceMinTickSize'] ?? '0.01'),
    neg_risk: l.market['negRisk'] === true,
    last_trade_price: tok.book.lastTrade ?? '',
  };
}
function bookHash(tokenId: string, bids: unknown, asks: unknown): string {
  let h = 0x811c9dc5;
  const s = tokenId + JSON.stringify(bids) + JSON.stringify(asks);
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(5);
}

function betaClobRoute(state: VenueState, method: string, path: string, q: Query, body: unknown, now: number): Reply {
  if (path === '/book' && method === 'GET') {
    const t = q.get('token_id');
    if (!t) return betaError(400, 'token_id is required');
    const b = betaBookBody(state, t, now);
    return b ? { status: 200, body: b } : betaError(404, 'No orderbook exists for the requested token id');
  }
  if (path === '/books' && method === 'POST') {
    if (!Array.isArray(body) || !body.every((x) => typeof x === 'object' && x !== null && typeof (x as Rec)['token_id'] === 'string')) {
      return betaError(400, 'body must be an array of {token_id}');
    }
    if (body.length > 500) return betaError(400, 'at most 500 token ids per request');
    return { status: 200, body: (body as Rec[]).map((x) => betaBookBody(state, String(x['token_id']), now)).filter((b) => b !== undefined) };
  }
  if (method !== 'GET') return betaError(405, 'method not allowed');
  if (path === '/tick-size') {
    const tok = state.betaTokens.get(q.get('token_id') ?? '');
    if (!tok) return betaError(404, 'market not found');
    return { status: 200, body: { minimum_tick_size: Number(state.beta.get(tok.conditionId)!.market['orderPriceMinTickSize'] ?? 0.01) } };
  }
  const m = /^\/markets\/(0x[0-9a-fA-F]{64})$/.exec(path);
  if (m) {
    const l = state.beta.get(m[1]!);
    if (!l) return betaError(404, 'market not found');
    const mk = l.market;
    const outcomes = JSON.parse(mk.outcomes) as string[];
    const prices = typeof mk['outcomePrices'] === 'string' ? (JSON.parse(mk['outcomePrices']) as string[]) : [];
    const info: Rec = {
      condition_id: mk.conditionId,
      question_id: mk['questionID'] ?? '',
      question: mk.question,
      market_slug: mk['slug'] ?? '',
      end_date_iso: mk['endDate'] ?? null,
      active: mk['active'] !== false,
      closed: mk['closed'] === true,
      accepting_orders: mk['active'] !== false && mk['closed'] !== true,
      neg_risk: mk['negRisk'] === true,
      minimum_order_size: mk['orderMinSize'] ?? 5,
      minimum_tick_size: mk['orderPriceMinTickSize'] ?? 0.01,
      tokens: l.tokens.map((t, i) => ({ token_id: t, outcome: outcomes[i] ?? (i === 0 ? 'Yes' : 'No'), price: Number(prices[i] ?? 0), winner: false })),
    };
    if (mk['fd'] !== undefined) info['fd'] = mk['fd'];
    return { status: 200, body: info };
  }
  return betaError(404, 'not found');
}

// ---------------------------------------------------------------- beta_us: /beta_us/v1
function betaUsRoute(state: VenueState, method: string, path: string, q: Query, now: number): Reply {
  if (method !== 'GET') return betaError(405, 'method not allowed');
  if (path === '/markets') {
    const limit = intParam(q, 'limit', 100, 1, 1000);
    if (typeof limit === 'string') return betaError(400, limit);
    const offset = intParam(q, 'offset', 0, 0, 1_000_000);
    if (typeof offset === 'string') return betaError(400, offset);
    return { status: 200, body: { markets: state.betaUsMarkets.slice(offset, offset + limit) } };
  }
  const m = /^\/markets\/([^/]+?)(\/book|\/bbo)?$/.exec(path);
  if (m) {
    const slug = decodeURIComponent(m[1]!);
    const market = state.betaUsMarkets.find((x) => x.slug === slug);
    const book = state.betaUsBooks.get(slug);
    if (!market || !book) return betaError(404, 'market not found');
    if (!m[2]) return { status: 200, body: { market } };
    if (m[2] === '/book') return { status: 200, body: { market_slug: slug, bids: book.bids.objects(), asks: book.asks.objects(), timestamp: String(now) } };
    const bb = book.bids.best(true);
    const ba = book.asks.best(false);
    return {
      status: 200,
      body: { market_slug: slug, best_bid: bb < 0 ? null : book.bids.levels.get(bb)!.ps, best_ask: ba < 0 ? null : book.asks.levels.get(ba)!.ps, timestamp: String(now) },
    };
  }
  return betaError(404, 'not found');
}

// ---------------------------------------------------------------- gamma: /gamma/openapi
const GAMMA_STATUS: Record<string, number> = { created: 1, activated: 2, resolving: 3, resolved: 4, failed: 5, deleted: 6 };

function gammaRoute(state: VenueState, method: string, path: string, q: Query, headers: IncomingMessage['headers'], apiKey: string | undefined, now: number): Reply {
  const key = headers['apikey'];
  if (typeof key !== 'string' || key.length === 0 || (apiKey !== undefined && key !== apiKey)) return gammaEnvelope(null, 401, 'invalid apikey', 401);
  if (method !== 'GET') return gammaEnvelope(null, 405, 'method not allowed', 405);
  if (path === '/market') {
    const pageNo = intParam(q, 'page', 1, 1, 1_000_000);
    if (typeof pageNo === 'string') return gammaEnvelope(null, 400, pageNo, 400);
    const limit = intParam(q, 'limit', 10, 1, 20);
    if (typeof limit === 'string') return gammaEnvelope(null, 400, limit, 400);
    const st = q.get('status');
    let statusFilter: number | undefined;
    if (st) {
      statusFilter = /^\d$/.test(st) ? Number(st) : GAMMA_STATUS[st.toLowerCase()];
      if (statusFilter === undefined || statusFilter < 1 || statusFilter > 6) return gammaEnvelope(null, 400, 'status must be 1..6 or a status name', 400);
    }
    const mt = q.get('marketType');
    if (mt !== null && mt !== '' && mt !== '0' && mt !== '1' && mt !== '2') return gammaEnvelope(null, 400, 'marketType must be 0, 1 or 2 (all)', 400);
    const list = state.gammaMarkets.filter((m) => (statusFilter === undefined || m.status === statusFilter) && (mt === null || mt === '' || mt === '2' || m.marketType === Number(mt)));
    return gammaEnvelope({ total: list.length, list: list.slice((pageNo - 1) * limit, pageNo * limit) });
  }
  let m = /^\/market\/categorical\/(\d+)$/.exec(path);
  if (m) {
    const l = state.gamma.get(Number(m[1]));
    if (!l || l.market.marketType !== 1) return gammaEnvelope(null, 404, 'market not found', 404);
    return gammaEnvelope({ data: l.market });
  }
  m = /^\/market\/(\d+)$/.exec(path);
  if (m) {
    const l = state.gamma.get(Number(m[1]));
    if (!l) return gammaEnvelope(null, 404, 'market not found', 404);
    return gammaEnvelope({ data: l.market });
  }
  if (path === '/token/orderbook') {
    const t = q.get('token_id');
    if (!t) return gammaEnvelope(null, 400, 'token_id is required', 400);
    const tok = state.gammaTokens.get(t);
    if (!tok) return gammaEnvelope(null, 404, 'token not found', 404);
    const data: Rec = { market: tok.marketId, tokenId: t, timestamp: now, bids: tok.book.bids.objects(), asks: tok.book.asks.objects() };
    if (tok.rootMarketId !== undefined) data['rootMarketId'] = tok.rootMarketId;
    return gammaEnvelope({ data });
  }
  return gammaEnvelope(null, 404, 'not found', 404);
}

/** All venue REST routes; `undefined` when the path belongs to no venue. */
export function venueRoute(
  state: VenueState,
  req: { method: string; path: string; query: Query; headers: IncomingMessage['headers']; body: unknown },
  opts: { gammaApiKey?: string; now: number },
): Reply | undefined {
  const { method, path, query } = req;
  const strip = (prefix: string): string | undefined => (path === prefix ? '/' : path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : undefined);
  let rest: string | undefined;
  if ((rest = strip('/alpha/trade-api/v2')) !== undefined) return alphaRoute(state, method, rest, query);
  if ((rest = strip('/beta/gamma-api')) !== undefined) return betaCatalogRoute(state, method, rest, query);
  if ((rest = strip('/beta/clob')) !== undefined) return betaClobRoute(state, method, rest, query, req.body, opts.now);
  if ((rest = strip('/beta_us/v1')) !== undefined) return betaUsRoute(state, method, rest, query, opts.now);
  if ((rest = strip('/gamma/openapi')) !== undefined) return gammaRoute(state, method, rest, query, req.headers, opts.gammaApiKey, opts.now);
  return undefined;
}

/** Reads a request body (JSON, at most 1 MB); undefined when empty, an Error when unreadable. */
export function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    req.on('data', (c: Buffer) => {
      total += c.length;
      if (total <= 1_048_576) chunks.push(c);
    });
    req.on('end', () => {
      if (total === 0) return resolve(undefined);
      if (total > 1_048_576) return resolve(new Error('body too large'));
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(new Error('body is not valid JSON'));
      }
    });
    req.on('error', () => resolve(new Error('body unreadable')));
  });
}

export function send(res: ServerResponse, r: Reply): void {
  const body = JSON.stringify(r.body);
  res.writeHead(r.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...r.headers });
  res.end(body);
}

export type { GammaMarket };
