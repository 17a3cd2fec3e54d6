// Whale tracking capability (Pro): per-account watchlists of venue events with a USD threshold each, the whale-trade
// feed and statistics (from services/whales' whale_trades), and `whales` WebSocket alerts (a per-account channel).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogEvent, Consumer, Table, WhaleTrade } from '@ref/bus';
import {
  DEFAULT_WHALE_THRESHOLD_USD, InvalidThresholdError, microsToUsdNumber, parseWhaleThreshold, priceToString4, WHALE_MIGRATIONS,
} from '@ref/domain';
import type { Queryable } from '@ref/store';
import { Counter } from '@ref/telemetry';
import { HttpError, type Capability, type GatewayContext } from '../capability.ts';
import { one, type Query } from './history-params.ts';

/** Venue tags a watchlist accepts. */
export const WHALE_VENUES = ['alpha', 'beta', 'beta_us', 'gamma'] as const;
/** The WebSocket channel of whale alerts (each account sees only its own). */
export const WHALE_CHANNEL = 'whales';
const DAY_MS = 86_400_000;

/** Tracked event, exactly the interface's fields. */
export interface TrackedEvent {
  id: number;
  event_id: number;
  event_ticker: string;
  event_title: string;
  platform: string;
  whale_threshold_usd: number;
  notify_on_whale_trade: boolean;
  whale_count_24h: number;
}

/** One whale trade as the feed, trade lists and WebSocket alerts show it. */
export interface WhaleTradeItem {
  trade_id: string;
  platform: string;
  event_id: number;
  event_ticker: string;
  event_title: string;
  market_id: number;
  market_ticker: string;
  market_title: string;
  venue_market_id: string;
  outcome: 'yes' | 'no';
  side: 'buy' | 'sell';
  /** decimal string, 4 places */
  price: string;
  /** contracts */
  size: number;
  notional_usd: number;
  whale_threshold_usd: number;
  /** ISO 8601 UTC, venue time of the trade */
  timestamp: string;
  timestamp_ms: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Catalog lookups: venue event id or slug → the catalog record (md.catalog.v1, materialised here).

class CatalogIndex {
  private readonly byVenue = new Map<string, Map<string, CatalogEvent>>();
  private readonly table: Table<CatalogEvent>;
  private readonly off: () => void;

  constructor(table: Table<CatalogEvent>) {
    this.table = table;
    for (const ev of table.values()) this.add(ev);
    this.off = table.onChange((_k, ev) => {
      if (ev !== null) this.add(ev);
    });
  }

  private add(ev: CatalogEvent): void {
    let v = this.byVenue.get(ev.venue);
    if (v === undefined) {
      v = new Map();
      this.byVenue.set(ev.venue, v);
    }
    v.set(ev.venue_event_id, ev);
    if (ev.event_slug !== null) v.set(ev.event_slug, ev);
  }

  find(venue: string, id: string): CatalogEvent | undefined {
    const ev = this.byVenue.get(venue)?.get(id);
    // a later record of the same event replaces the one under its id; re-read the current value
    return ev === undefined ? undefined : (this.table.get(`${venue}:${ev.venue_event_id}`) ?? ev);
  }

  async close(): Promise<void> {
    this.off();
    await this.table.close();
  }
}

/** The public ticker of a venue event (alpha event ticker, beta event slug), as /search/events shows it. */
function eventTicker(ev: CatalogEvent): string {
  return ev.event_slug ?? ev.venue_event_id;
}

// ---------------------------------------------------------------------------------------------------------------
// Input validation: every 400 names the parameter.

function venueParam(name: string, v: unknown): string {
  if (typeof v !== 'string' || !(WHALE_VENUES as readonly string[]).includes(v)) {
    throw new HttpError(400, `${name} must be one of ${WHALE_VENUES.join(', ')} (got ${JSON.stringify(v ?? null)})`);
  }
  return v;
}

function thresholdParam(v: unknown): { micros: number; text: string } {
  try {
    return parseWhaleThreshold(v);
  } catch (err) {
    if (err instanceof InvalidThresholdError) throw new HttpError(400, err.message);
    throw err;
  }
}

function bodyObject(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'body must be a JSON object');
  const o = body as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!allowed.includes(k)) throw new HttpError(400, `body field ${k} is not accepted (accepted: ${allowed.join(', ')})`);
  }
  return o;
}

function notifyParam(v: unknown): boolean | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') throw new HttpError(400, 'notify_on_whale_trade must be a boolean');
  return v;
}

function idParam(name: string, v: string | undefined): number {
  if (v === undefined || !/^\d{1,15}$/.test(v) || Number(v) === 0) throw new HttpError(400, `${name} must be a positive integer id (got ${JSON.stringify(v ?? null)})`);
  return Number(v);
}

function timeParam(q: Query, name: string): number | undefined {
  const v = one(q, name);
  if (v === undefined) return undefined;
  const t = v.trim();
  if (/^\d{1,15}$/.test(t)) return Number(t);
  const iso = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(t);
  const ms = Date.parse(t.length === 10 ? `${t}T00:00:00Z` : /(?:Z|[+-]\d{2}:?\d{2})$/.test(t) ? t : `${t}Z`);
  if (!iso || Number.isNaN(ms)) throw new HttpError(400, `${name} must be an ISO 8601 date or date-time, or Unix milliseconds (got ${JSON.stringify(v)})`);
  return ms;
}

function intQuery(q: Query, name: string, min: number, max: number, dflt: number): number {
  const v = one(q, name);
  if (v === undefined) return dflt;
  if (!/^\d{1,9}$/.test(v.trim()) || Number(v) < min || Number(v) > max) {
    throw new HttpError(400, `${name} must be an integer from ${min} to ${max} (got ${JSON.stringify(v)})`);
  }
  return Number(v);
}

interface TradeFilters {
  limit: number;
  offset: number;
  startMs: number | undefined;
  endMs: number | undefined;
  minMicros: number | undefined;
  platform: string | undefined;
}

const TRADE_PARAMS = ['limit', 'offset', 'start_date', 'end_date', 'min_trade_size', 'platform'] as const;

function tradeFilters(q: Query): TradeFilters {
  const limit = intQuery(q, 'limit', 1, 500, 50);
  const offset = intQuery(q, 'offset', 0, 100_000, 0);
  const startMs = timeParam(q, 'start_date');
  const endMs = timeParam(q, 'end_date');
  if (startMs !== undefined && endMs !== undefined && startMs > endMs) throw new HttpError(400, 'start_date must not be after end_date');
  const min = one(q, 'min_trade_size');
  let minMicros: number | undefined;
  if (min !== undefined) {
    try {
      minMicros = parseWhaleThreshold(min).micros;
    } catch {
      throw new HttpError(400, `min_trade_size must be a non-negative number of USD (got ${JSON.stringify(min)})`);
    }
  }
  const p = one(q, 'platform');
  const platform = p === undefined ? undefined : venueParam('platform', p);
  return { limit, offset, startMs, endMs, minMicros, platform };
}

// Request bodies as documentation for OpenAPI (/docs "Try it out" pre-fills the example). Only `description` and
// `examples`: validation and its messages stay in the handlers (a body-less PATCH stays valid), and Ajv's strict mode
// has no `properties` without `type` to warn about.
type BodyDoc = { description: string; examples: Record<string, unknown>[] };

const TRACK_BODY: BodyDoc = {
  description:
    'JSON object: exchange (string venue tag), event_id (string venue event id or slug, as /search/events returns it), ' +
    'optional whale_threshold_usd (number, minimum trade size in USD to count as a whale; default 10000), optional notify_on_whale_trade (boolean, default true)',
  examples: [{ exchange: 'alpha', event_id: 'KXBOEDECISION-26DEC', whale_threshold_usd: 5000 }],
};

const PATCH_BODY: BodyDoc = {
  description: 'JSON object: optional whale_threshold_usd (number, minimum trade size in USD to count as a whale), optional notify_on_whale_trade (boolean)',
  examples: [{ whale_threshold_usd: 25000 }],
};

function pro(params: readonly string[], description: string, body?: BodyDoc): {
  config: { access: 'pro' };
  schema: { description: string; tags: string[]; querystring: { type: 'object'; properties: Record<string, { type: 'string' }>; additionalProperties: false }; body?: BodyDoc };
} {
  const properties: Record<string, { type: 'string' }> = {};
  for (const p of params) properties[p] = { type: 'string' };
  const querystring = { type: 'object' as const, properties, additionalProperties: false as const };
  return { config: { access: 'pro' }, schema: { description, tags: ['whales'], querystring, ...(body ? { body } : {}) } };
}

function accountOf(req: FastifyRequest): string {
  const p = req.principal;
  if (p === null) throw new HttpError(401, 'Missing API key: send it in the X-API-Key header');
  return p.accountId;
}

// ---------------------------------------------------------------------------------------------------------------
// Rows and shapes.

interface WatchRow {
  event_id: number;
  venue: string;
  event_ticker: string;
  event_title: string;
  whale_threshold_usd: string;
  notify_on_whale_trade: boolean;
  whale_count_24h: number;
}

function trackedEvent(r: WatchRow): TrackedEvent {
  return {
    id: r.event_id,
    event_id: r.event_id,
    event_ticker: r.event_ticker,
    event_title: r.event_title,
    platform: r.venue,
    whale_threshold_usd: Number(r.whale_threshold_usd),
    notify_on_whale_trade: r.notify_on_whale_trade,
    whale_count_24h: r.whale_count_24h,
  };
}

const WATCH_SQL = `SELECT w.event_id, e.venue, e.event_ticker, e.event_title, w.whale_threshold_usd::text AS whale_threshold_usd,
    w.notify_on_whale_trade,
    (SELECT count(*)::int FROM whale_trades t WHERE t.account_id = w.account_id AND t.event_id = w.event_id AND t.venue_ts_ms >= $2) AS whale_count_24h
  FROM whale_watch w JOIN whale_events e ON e.id = w.event_id`;

interface TradeRow {
  trade_id: string;
  venue: string;
  event_id: number;
  event_ticker: string;
  event_title: string;
  market_id: number;
  market_ticker: string;
  market_title: string;
  venue_market_id: string;
  outcome: 'yes' | 'no';
  side: 'buy' | 'sell';
  price: number;
  size: number;
  notional_micros: number;
  threshold_usd: string;
  venue_ts_ms: number;
}

function tradeItem(r: TradeRow): WhaleTradeItem {
  return {
    trade_id: r.trade_id,
    platform: r.venue,
    event_id: r.event_id,
    event_ticker: r.event_ticker,
    event_title: r.event_title,
    market_id: r.market_id,
    market_ticker: r.market_ticker,
    market_title: r.market_title,
    venue_market_id: r.venue_market_id,
    outcome: r.outcome,
    side: r.side,
    price: priceToString4(r.price),
    size: r.size / 100,
    notional_usd: microsToUsdNumber(r.notional_micros),
    whale_threshold_usd: Number(r.threshold_usd),
    timestamp: new Date(r.venue_ts_ms).toISOString(),
    timestamp_ms: r.venue_ts_ms,
  };
}

const TRADE_COLS = `t.trade_id, t.venue, t.event_id, e.event_ticker, e.event_title, t.market_id, m.market_ticker, m.market_title, t.venue_market_id,
  t.outcome, t.side, t.price, t.size, t.notional_micros, t.threshold_usd::text AS threshold_usd, t.venue_ts_ms`;

/** Page of whale trades of one account; `scope` narrows to an event or a market (already checked as tracked). */
async function tradePage(db: Queryable, account: string, f: TradeFilters, scope: { eventId?: number; marketId?: number }): Promise<unknown> {
  const params: unknown[] = [account];
  const where = ['t.account_id = $1'];
  const add = (sql: string, v: unknown): void => {
    params.push(v);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (scope.eventId !== undefined) add('t.event_id = ?', scope.eventId);
  if (scope.marketId !== undefined) add('t.market_id = ?', scope.marketId);
  if (f.startMs !== undefined) add('t.venue_ts_ms >= ?', f.startMs);
  if (f.endMs !== undefined) add('t.venue_ts_ms <= ?', f.endMs);
  if (f.minMicros !== undefined) add('t.notional_micros >= ?', f.minMicros);
  if (f.platform !== undefined) add('t.venue = ?', f.platform);
  params.push(f.limit + 1, f.offset);
  const r = await db.query<TradeRow>(
    `SELECT ${TRADE_COLS} FROM whale_trades t
       JOIN whale_watch w ON w.account_id = t.account_id AND w.event_id = t.event_id
       JOIN whale_events e ON e.id = t.event_id JOIN whale_markets m ON m.id = t.market_id
     WHERE ${where.join(' AND ')}
     ORDER BY t.venue_ts_ms DESC, t.venue, t.venue_market_id, t.trade_id LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const rows = r.rows.slice(0, f.limit);
  return { trades: rows.map(tradeItem), pagination: { limit: f.limit, offset: f.offset, count: rows.length, has_more: r.rows.length > f.limit } };
}

/** Aggregates over one window. Money in USD numbers; sums computed exactly (BigInt micro-USD) before conversion. */
export interface WhaleStats {
  whale_count: number;
  total_notional_usd: number;
  largest_notional_usd: number;
  buy: { count: number; notional_usd: number };
  sell: { count: number; notional_usd: number };
  by_platform: Array<{ platform: string; count: number; notional_usd: number }>;
  by_market: Array<{ market_id: number; market_title: string; platform: string; count: number; notional_usd: number }>;
}

interface StatRow {
  venue: string;
  market_id: number;
  market_title: string;
  side: 'buy' | 'sell';
  n24: number;
  sum24: string;
  max24: number | null;
  n7: number;
  sum7: string;
  max7: number | null;
}

const usd = (micros: bigint): number => microsToUsdNumber(Number(micros));

function fold(rows: StatRow[], w: '24' | '7'): WhaleStats {
  let count = 0;
  let total = 0n;
  let largest = 0;
  const side = { buy: { n: 0, s: 0n }, sell: { n: 0, s: 0n } };
  const byVenue = new Map<string, { n: number; s: bigint }>();
  const byMarket = new Map<number, { title: string; venue: string; n: number; s: bigint }>();
  for (const r of rows) {
    const n = w === '24' ? r.n24 : r.n7;
    if (n === 0) continue;
    const s = BigInt(w === '24' ? r.sum24 : r.sum7);
    const mx = (w === '24' ? r.max24 : r.max7) ?? 0;
    count += n;
    total += s;
    if (mx > largest) largest = mx;
    side[r.side].n += n;
    side[r.side].s += s;
    const v = byVenue.get(r.venue) ?? { n: 0, s: 0n };
    v.n += n;
    v.s += s;
    byVenue.set(r.venue, v);
    const m = byMarket.get(r.market_id) ?? { title: r.market_title, venue: r.venue, n: 0, s: 0n };
    m.n += n;
    m.s += s;
    byMarket.set(r.market_id, m);
  }
  const cmp = (a: { s: bigint }, b: { s: bigint }): number => (a.s < b.s ? 1 : a.s > b.s ? -1 : 0);
  return {
    whale_count: count,
    total_notional_usd: usd(total),
    largest_notional_usd: microsToUsdNumber(largest),
    buy: { count: side.buy.n, notional_usd: usd(side.buy.s) },
    sell: { count: side.sell.n, notional_usd: usd(side.sell.s) },
    by_platform: [...byVenue].sort((a, b) => cmp(a[1], b[1]) || a[0].localeCompare(b[0])).map(([platform, x]) => ({ platform, count: x.n, notional_usd: usd(x.s) })),
    by_market: [...byMarket]
      .sort((a, b) => cmp(a[1], b[1]) || a[0] - b[0])
      .slice(0, 50)
      .map(([id, x]) => ({ market_id: id, market_title: x.title, platform: x.venue, count: x.n, notional_usd: usd(x.s) })),
  };
}

async function stats(db: Queryable, account: string, now: number, scope: { eventId?: number; marketId?: number; platform?: string }): Promise<{ last_24h: WhaleStats; last_7d: WhaleStats }> {
  const params: unknown[] = [account, now - DAY_MS, now - 7 * DAY_MS];
  const where = ['t.account_id = $1', 't.venue_ts_ms >= $3'];
  const add = (sql: string, v: unknown): void => {
    params.push(v);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (scope.eventId !== undefined) add('t.event_id = ?', scope.eventId);
  if (scope.marketId !== undefined) add('t.market_id = ?', scope.marketId);
  if (scope.platform !== undefined) add('t.venue = ?', scope.platform);
  const r = await db.query<StatRow>(
    `SELECT t.venue, t.market_id, m.market_title, t.side,
       (count(*) FILTER (WHERE t.venue_ts_ms >= $2))::int AS n24,
       coalesce(sum(t.notional_micros) FILTER (WHERE t.venue_ts_ms >= $2), 0)::text AS sum24,
       max(t.notional_micros) FILTER (WHERE t.venue_ts_ms >= $2) AS max24,
       count(*)::int AS n7, coalesce(sum(t.notional_micros), 0)::text AS sum7, max(t.notional_micros) AS max7
     FROM whale_trades t
       JOIN whale_watch w ON w.account_id = t.account_id AND w.event_id = t.event_id
       JOIN whale_markets m ON m.id = t.market_id
     WHERE ${where.join(' AND ')}
     GROUP BY t.venue, t.market_id, m.market_title, t.side`,
    params,
  );
  return { last_24h: fold(r.rows, '24'), last_7d: fold(r.rows, '7') };
}

// ---------------------------------------------------------------------------------------------------------------
// The capability.

/** Bumps the watchlist change sequence (row lock: writers commit their log entries in sequence order). */
async function nextSeq(tx: Queryable): Promise<number> {
  const r = await tx.query<{ seq: number }>('UPDATE whale_watch_seq SET seq = seq + 1 RETURNING seq');
  return (r.rows[0] as { seq: number }).seq;
}

class WhalesCapability implements Capability {
  readonly name = 'whales';
  /** registrations still starting (one per gateway the capability is registered on) */
  private starting = 0;

  ready(): { ok: boolean; detail?: string } {
    return this.starting === 0 ? { ok: true } : { ok: false, detail: 'starting' };
  }

  async register(app: FastifyInstance, ctx: GatewayContext): Promise<void> {
    this.starting += 1;
    const db = ctx.store;
    const log = ctx.log.child({ component: 'whales-routes' });
    await db.migrate(WHALE_MIGRATIONS);
    await ctx.bus.ensureTopics(['md.catalog.v1', 'whale.trade.v1']);
    const catalog = new CatalogIndex(await ctx.bus.materialize('md.catalog.v1'));
    let consumer: Consumer | null = null;
    app.addHook('onClose', async () => {
      await consumer?.close();
      await catalog.close();
    });
    const mAlerts = new Counter({ name: 'ref_gateway_whale_alerts_total', help: 'whale alerts published to WebSocket channels', registers: [ctx.registry] });

    // Alerts: whale.trade.v1 (keyed by account) → that account's `whales` channel, when it asked for them.
    const channels = ctx.channels;
    if (channels !== undefined) {
      channels.defineFamily({
        prefix: WHALE_CHANNEL,
        access: 'pro',
        perAccount: true,
        description: 'whale trades on your tracked events with notify_on_whale_trade (only your account\'s)',
        exists: (ch) => ch === WHALE_CHANNEL,
        snapshot: () => null,
      });
      consumer = await ctx.bus.consume({
        topics: ['whale.trade.v1'],
        fromBeginning: false,
        onMessage: (rec) => {
          const w = rec.value;
          if (w === null || !w.notify) return;
          channels.publishToAccount(w.account_id, WHALE_CHANNEL, alertItem(w, catalog));
          mAlerts.inc();
        },
      });
      await consumer.ready;
    } else {
      log.info({}, 'no channel hub: whale alerts off');
    }
    this.starting -= 1;

    // -- watchlist ------------------------------------------------------------------------------------------
    app.get('/whales/user/events', pro([], 'Tracked events of your account'), async (req) => {
      const account = accountOf(req);
      const r = await db.query<WatchRow>(`${WATCH_SQL} WHERE w.account_id = $1 ORDER BY w.created_at, w.event_id`, [account, ctx.now() - DAY_MS]);
      return { tracked_events: r.rows.map(trackedEvent) };
    });

    app.get('/whales/user/markets', pro([], 'Markets of your tracked events'), async (req) => {
      const account = accountOf(req);
      const r = await db.query<{ market_id: number; market_ticker: string; market_title: string; event_id: number; event_title: string; platform: string; whale_count_24h: number }>(
        `SELECT m.id AS market_id, m.market_ticker, m.market_title, m.event_id, e.event_title, e.venue AS platform,
           (SELECT count(*)::int FROM whale_trades t WHERE t.account_id = w.account_id AND t.market_id = m.id AND t.venue_ts_ms >= $2) AS whale_count_24h
         FROM whale_watch w JOIN whale_events e ON e.id = w.event_id JOIN whale_markets m ON m.event_id = w.event_id
         WHERE w.account_id = $1 ORDER BY w.event_id, m.id`,
        [account, ctx.now() - DAY_MS],
      );
      return { markets: r.rows, total_markets: r.rows.length };
    });

    app.post('/whales/user/events/by-ticker', pro([], 'Track a venue event (exchange + event_id as /search/events returns them)', TRACK_BODY), async (req) => {
      const account = accountOf(req);
      const body = bodyObject(req.body, ['exchange', 'event_id', 'whale_threshold_usd', 'notify_on_whale_trade']);
      const venue = venueParam('exchange', body['exchange']);
      const raw = body['event_id'];
      if (!((typeof raw === 'string' && raw.trim() !== '' && raw.length <= 200) || (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0))) {
        throw new HttpError(400, 'event_id must be the venue event id or slug (a non-empty string)');
      }
      const id = String(raw).trim();
      const threshold = thresholdParam(body['whale_threshold_usd'] ?? DEFAULT_WHALE_THRESHOLD_USD);
      const notify = notifyParam(body['notify_on_whale_trade']) ?? true;
      const ev = catalog.find(venue, id);
      if (ev === undefined) throw new HttpError(404, `event ${JSON.stringify(id)} not found on ${venue} (use exchange and event_id from /search/events)`);
      const nowMs = ctx.now();
      const { created, row } = await db.transaction(async (tx) => {
        const seq = await nextSeq(tx);
        const e = await tx.query<{ id: number }>(
          `INSERT INTO whale_events (venue, venue_event_id, event_ticker, event_title) VALUES ($1, $2, $3, $4)
           ON CONFLICT (venue, venue_event_id) DO UPDATE SET event_ticker = EXCLUDED.event_ticker, event_title = EXCLUDED.event_title RETURNING id`,
          [venue, ev.venue_event_id, eventTicker(ev), ev.title],
        );
        const eventId = (e.rows[0] as { id: number }).id;
        if (ev.markets.length > 0) {
          const params: unknown[] = [venue, eventId];
          const tuples = ev.markets.map((m) => {
            params.push(m.venue_market_id, m.slug ?? m.venue_market_id, m.question);
            const n = params.length;
            return `($1, $${n - 2}, $2, $${n - 1}, $${n})`;
          });
          await tx.query(
            `INSERT INTO whale_markets (venue, venue_market_id, event_id, market_ticker, market_title) VALUES ${tuples.join(', ')}
             ON CONFLICT (venue, venue_market_id) DO NOTHING`,
            params,
          );
        }
        const ins = await tx.query(
          `INSERT INTO whale_watch (account_id, event_id, whale_threshold_usd, notify_on_whale_trade, created_at) VALUES ($1, $2, $3::numeric, $4, $5)
           ON CONFLICT (account_id, event_id) DO NOTHING RETURNING event_id`,
          [account, eventId, threshold.text, notify, new Date(nowMs)],
        );
        if (ins.rowCount > 0) {
          await tx.query('INSERT INTO whale_watch_log (seq, account_id, event_id, whale_threshold_usd, notify_on_whale_trade) VALUES ($1, $2, $3, $4::numeric, $5)', [
            seq, account, eventId, threshold.text, notify,
          ]);
        }
        const w = await tx.query<WatchRow>(`${WATCH_SQL} WHERE w.account_id = $1 AND w.event_id = $3`, [account, nowMs - DAY_MS, eventId]);
        return { created: ins.rowCount > 0, row: w.rows[0] as WatchRow };
      });
      return { success: true, created, tracked_event: trackedEvent(row) };
    });

    app.patch<{ Params: { event_id: string } }>('/whales/user/events/:event_id', pro([], 'Change the whale threshold (and alert flag) of a tracked event', PATCH_BODY), async (req) => {
      const account = accountOf(req);
      const eventId = idParam('event_id', req.params.event_id);
      const body = bodyObject(req.body, ['whale_threshold_usd', 'notify_on_whale_trade']);
      const threshold = body['whale_threshold_usd'] === undefined ? undefined : thresholdParam(body['whale_threshold_usd']);
      const notify = notifyParam(body['notify_on_whale_trade']);
      const row = await db.transaction(async (tx) => {
        const seq = await nextSeq(tx);
        const u = await tx.query<{ whale_threshold_usd: string; notify_on_whale_trade: boolean }>(
          `UPDATE whale_watch SET whale_threshold_usd = coalesce($3::numeric, whale_threshold_usd), notify_on_whale_trade = coalesce($4, notify_on_whale_trade)
           WHERE account_id = $1 AND event_id = $2 RETURNING whale_threshold_usd::text AS whale_threshold_usd, notify_on_whale_trade`,
          [account, eventId, threshold?.text ?? null, notify ?? null],
        );
        const r = u.rows[0];
        if (r === undefined) throw new HttpError(404, `event ${eventId} is not tracked by this account`);
        await tx.query('INSERT INTO whale_watch_log (seq, account_id, event_id, whale_threshold_usd, notify_on_whale_trade) VALUES ($1, $2, $3, $4::numeric, $5)', [
          seq, account, eventId, r.whale_threshold_usd, r.notify_on_whale_trade,
        ]);
        return r;
      });
      return { success: true, event_id: eventId, whale_threshold_usd: Number(row.whale_threshold_usd), notify_on_whale_trade: row.notify_on_whale_trade };
    });

    app.delete<{ Params: { exchange: string; event_ticker: string } }>(
      '/whales/user/events/by-ticker/:exchange/:event_ticker',
      pro([], 'Stop tracking a venue event'),
      async (req) => {
        const account = accountOf(req);
        const venue = venueParam('exchange', req.params.exchange);
        const ticker = req.params.event_ticker;
        if (ticker.length === 0 || ticker.length > 200) throw new HttpError(400, 'event_ticker must be the venue event ticker or slug');
        const removed = await db.transaction(async (tx) => {
          const d = await tx.query<{ event_id: number }>(
            `DELETE FROM whale_watch w USING whale_events e
             WHERE w.event_id = e.id AND w.account_id = $1 AND e.venue = $2 AND (e.event_ticker = $3 OR e.venue_event_id = $3) RETURNING w.event_id`,
            [account, venue, ticker],
          );
          if (d.rows.length === 0) return null;
          const seq = await nextSeq(tx);
          for (const [i, r] of d.rows.entries()) {
            // one seq per entry: several log rows in one transaction take consecutive numbers
            const s = i === 0 ? seq : await nextSeq(tx);
            await tx.query('INSERT INTO whale_watch_log (seq, account_id, event_id, whale_threshold_usd, notify_on_whale_trade) VALUES ($1, $2, $3, NULL, NULL)', [s, account, r.event_id]);
          }
          return (d.rows[0] as { event_id: number }).event_id;
        });
        if (removed !== null) return { success: true, removed: true, event_id: removed };
        // Not on this account's list: a repeat of a delete (idempotent) or an event nobody knows (404).
        const known = await db.query<{ id: number }>('SELECT id FROM whale_events WHERE venue = $1 AND (event_ticker = $2 OR venue_event_id = $2) LIMIT 1', [venue, ticker]);
        const id = known.rows[0]?.id ?? null;
        if (id === null && catalog.find(venue, ticker) === undefined) throw new HttpError(404, `event ${JSON.stringify(ticker)} not found on ${venue}`);
        return { success: true, removed: false, event_id: id };
      },
    );

    // -- feed and statistics --------------------------------------------------------------------------------
    const trackedEventOr404 = async (account: string, eventId: number): Promise<WatchRow> => {
      const r = await db.query<WatchRow>(`${WATCH_SQL} WHERE w.account_id = $1 AND w.event_id = $3`, [account, ctx.now() - DAY_MS, eventId]);
      const row = r.rows[0];
      if (row === undefined) throw new HttpError(404, `event ${eventId} is not tracked by this account`);
      return row;
    };
    const trackedMarketOr404 = async (account: string, marketId: number): Promise<{ market_id: number; market_ticker: string; market_title: string; event_id: number; platform: string }> => {
      const r = await db.query<{ market_id: number; market_ticker: string; market_title: string; event_id: number; platform: string }>(
        `SELECT m.id AS market_id, m.market_ticker, m.market_title, m.event_id, m.venue AS platform FROM whale_markets m
         JOIN whale_watch w ON w.event_id = m.event_id AND w.account_id = $1 WHERE m.id = $2`,
        [account, marketId],
      );
      const row = r.rows[0];
      if (row === undefined) throw new HttpError(404, `market ${marketId} is not in an event tracked by this account`);
      return row;
    };

    app.get('/whales/user/feed', pro(TRADE_PARAMS, 'Whale trades on all your tracked events, newest first'), async (req) => {
      return tradePage(db, accountOf(req), tradeFilters(req.query as Query), {});
    });

    app.get('/whales/user/stats', pro(['platform'], 'Whale statistics over all your tracked events (24h and 7d)'), async (req) => {
      const account = accountOf(req);
      const q = req.query as Query;
      const p = one(q, 'platform');
      const platform = p === undefined ? undefined : venueParam('platform', p);
      const n = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM whale_watch WHERE account_id = $1', [account]);
      return { tracked_events: n.rows[0]?.n ?? 0, ...(await stats(db, account, ctx.now(), platform === undefined ? {} : { platform })) };
    });

    app.get<{ Params: { event_id: string } }>('/whales/user/event/:event_id', pro(TRADE_PARAMS, 'Whale trades on one tracked event'), async (req) => {
      const account = accountOf(req);
      const eventId = idParam('event_id', req.params.event_id);
      const f = tradeFilters(req.query as Query);
      const ev = await trackedEventOr404(account, eventId);
      return { tracked_event: trackedEvent(ev), ...((await tradePage(db, account, f, { eventId })) as object) };
    });

    app.get<{ Params: { event_id: string } }>('/whales/user/event/:event_id/stats', pro([], 'Whale statistics of one tracked event'), async (req) => {
      const account = accountOf(req);
      const eventId = idParam('event_id', req.params.event_id);
      const ev = await trackedEventOr404(account, eventId);
      return { tracked_event: trackedEvent(ev), ...(await stats(db, account, ctx.now(), { eventId })) };
    });

    app.get<{ Params: { market_id: string } }>('/whales/user/market/:market_id/stats', pro([], 'Whale statistics of one market of a tracked event'), async (req) => {
      const account = accountOf(req);
      const marketId = idParam('market_id', req.params.market_id);
      const m = await trackedMarketOr404(account, marketId);
      return { market: m, ...(await stats(db, account, ctx.now(), { marketId })) };
    });

    app.get<{ Params: { market_id: string } }>('/whales/user/market/:market_id/trades', pro(TRADE_PARAMS, 'Whale trades on one market of a tracked event'), async (req) => {
      const account = accountOf(req);
      const marketId = idParam('market_id', req.params.market_id);
      const f = tradeFilters(req.query as Query);
      const m = await trackedMarketOr404(account, marketId);
      return { market: m, ...((await tradePage(db, account, f, { marketId })) as object) };
    });
  }
}

/** The alert as the `whales` channel carries it: the feed item shape. */
function alertItem(w: WhaleTrade, catalog: CatalogIndex): WhaleTradeItem {
  const ev = catalog.find(w.venue, w.venue_event_id);
  const market = ev?.markets.find((m) => m.venue_market_id === w.venue_market_id);
  return {
    trade_id: w.trade_id,
    platform: w.venue,
    event_id: w.tracking_id,
    event_ticker: ev === undefined ? w.venue_event_id : eventTicker(ev),
    event_title: w.event_title,
    market_id: w.market_id,
    market_ticker: market?.slug ?? w.venue_market_id,
    market_title: w.market_title,
    venue_market_id: w.venue_market_id,
    outcome: w.outcome,
    side: w.side,
    price: priceToString4(w.price),
    size: w.size / 100,
    notional_usd: microsToUsdNumber(w.notional_micros),
    whale_threshold_usd: Number(w.threshold_usd),
    timestamp: new Date(w.venue_ts_ms).toISOString(),
    timestamp_ms: w.venue_ts_ms,
  };
}

/** The whale tracking capability (one instance per gateway). */
export function createWhalesCapability(): Capability {
  return new WhalesCapability();
}

/** Default instance for the gateway's capability list. */
export const whalesCapability: Capability = createWhalesCapability();
