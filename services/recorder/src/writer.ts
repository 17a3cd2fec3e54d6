// The write path: buffers catalog, trade and book records and writes them in batches (insertMany), idempotently.
// Trades fold into 6-hour snapshots in the same flush: incrementally when every trade of the batch was new,
// otherwise (a replay, or a crash between the two writes) by recomputing the touched buckets from rec_trades.
import type { BookUpdate, CatalogEvent, Trade } from '@ref/bus';
import { foldTicks, yesPriceOf, type PriceTick, type SnapshotAcc } from '@ref/domain';
import type { Queryable, Store } from '@ref/store';
import { Counter, Histogram, type Logger, type Registry } from '@ref/telemetry';
import { BookState, type BookRow, type TopRow } from './book-state.ts';
import { Partitions } from './partitions.ts';
import type { PartitionedTable } from './migrations.ts';

/** Venues whose history the recorder keeps (search and history cover these). */
export const RECORDED_VENUES: ReadonlySet<string> = new Set(['alpha', 'beta']);

const SIX_HOURS = 21_600_000;
const DAY = 86_400_000;

export interface WriterMetrics {
  records: Counter<'topic'>;
  skipped: Counter<'topic' | 'reason'>;
  rows: Counter<'table'>;
  flushSeconds: Histogram<'kind'>;
}

export function createWriterMetrics(registry: Registry): WriterMetrics {
  return {
    records: new Counter({ name: 'ref_recorder_records_total', help: 'records consumed by the recorder', labelNames: ['topic'], registers: [registry] }),
    skipped: new Counter({ name: 'ref_recorder_skipped_total', help: 'records skipped (other venue, invalid, no snapshot yet)', labelNames: ['topic', 'reason'], registers: [registry] }),
    rows: new Counter({ name: 'ref_recorder_rows_written_total', help: 'rows newly written per table', labelNames: ['table'], registers: [registry] }),
    flushSeconds: new Histogram({ name: 'ref_recorder_flush_seconds', help: 'duration of one batch flush', labelNames: ['kind'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: [registry] }),
  };
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** Public event id: alpha event ticker; beta event slug (the venue id when no slug). */
export function publicEventId(e: CatalogEvent): string {
  return e.venue === 'beta' && e.event_slug ? e.event_slug : e.venue_event_id;
}

const DECIMAL_RE = /^-?\d+(\.\d+)?$/;
function decimalOrNull(s: string | null): string | null {
  return s !== null && DECIMAL_RE.test(s) ? s : null;
}

function validTrade(t: Trade): boolean {
  return Number.isInteger(t.price) && t.price >= 0 && t.price <= 10_000 && Number.isInteger(t.size) && t.size > 0 &&
    Number.isFinite(t.venue_ts_ms) && t.venue_ts_ms > 0 && t.trade_id.length > 0 && t.venue_market_id.length > 0;
}

export interface FlushResult {
  catalogs: number;
  trades: number;
  snapshots: number;
  book1m: number;
  book5m: number;
  top: number;
}

/** Buffers records and flushes them to the store. Not re-entrant: `flush` calls are serialised. */
export class RecorderWriter {
  private readonly store: Store;
  private readonly log: Logger;
  private readonly metrics: WriterMetrics;
  private readonly partitions: Partitions;
  private readonly books: BookState;
  private catalogs = new Map<string, CatalogEvent>();
  private trades: Trade[] = [];
  private book1m: BookRow[] = [];
  private book5m: BookRow[] = [];
  private top: TopRow[] = [];
  private flushing: Promise<FlushResult> | null = null;
  private readonly warned = new Set<string>();

  private readonly parallelism: number;

  constructor(opts: { store: Store; log: Logger; metrics: WriterMetrics; bookDepth: number; parallelism?: number }) {
    this.store = opts.store;
    this.parallelism = opts.parallelism ?? 2;
    this.log = opts.log;
    this.metrics = opts.metrics;
    this.partitions = new Partitions(opts.store);
    this.books = new BookState(opts.bookDepth);
  }

  get partitionManager(): Partitions {
    return this.partitions;
  }

  /** Records waiting in the buffer. */
  get pending(): number {
    return this.catalogs.size + this.trades.length + this.book1m.length + this.book5m.length + this.top.length;
  }

  private skip(topic: string, reason: string, detail: Record<string, unknown>): void {
    this.metrics.skipped.inc({ topic, reason });
    const k = `${topic}:${reason}`;
    if (!this.warned.has(k)) {
      this.warned.add(k);
      this.log.warn({ topic, reason, ...detail }, 'record skipped');
    }
  }

  addCatalog(e: CatalogEvent): void {
    this.metrics.records.inc({ topic: 'md.catalog.v1' });
    if (!RECORDED_VENUES.has(e.venue)) return this.metrics.skipped.inc({ topic: 'md.catalog.v1', reason: 'venue' });
    if (!e.venue_event_id || !Number.isFinite(e.observed_at_ms)) return this.skip('md.catalog.v1', 'invalid', { key: `${e.venue}:${e.venue_event_id}` });
    const key = `${e.venue}:${e.venue_event_id}`;
    const prev = this.catalogs.get(key);
    if (!prev || prev.observed_at_ms <= e.observed_at_ms) this.catalogs.set(key, e);
  }

  addTrade(t: Trade): void {
    this.metrics.records.inc({ topic: 'md.trade.v1' });
    if (!RECORDED_VENUES.has(t.venue)) return this.metrics.skipped.inc({ topic: 'md.trade.v1', reason: 'venue' });
    if (!validTrade(t)) return this.skip('md.trade.v1', 'invalid', { trade_id: t.trade_id, market: t.venue_market_id });
    this.trades.push(t);
  }

  addBook(u: BookUpdate): void {
    this.metrics.records.inc({ topic: 'md.book.v1' });
    if (!RECORDED_VENUES.has(u.venue)) return this.metrics.skipped.inc({ topic: 'md.book.v1', reason: 'venue' });
    const r = this.books.apply(u, { book1m: this.book1m, book5m: this.book5m, top: this.top });
    if (r !== 'applied') this.skip('md.book.v1', r, { market: u.venue_market_id, seq: u.seq });
  }

  /** Writes everything buffered. Concurrent callers share the running flush, then flush what arrived since. */
  async flush(): Promise<FlushResult> {
    while (this.flushing) await this.flushing;
    const run = this.doFlush();
    this.flushing = run;
    try {
      return await run;
    } finally {
      this.flushing = null;
    }
  }

  private async doFlush(): Promise<FlushResult> {
    const catalogs = [...this.catalogs.values()];
    const trades = this.trades;
    const book1m = this.book1m;
    const book5m = this.book5m;
    const top = this.top;
    this.catalogs = new Map();
    this.trades = [];
    this.book1m = [];
    this.book5m = [];
    this.top = [];
    const res: FlushResult = { catalogs: 0, trades: 0, snapshots: 0, book1m: 0, book5m: 0, top: 0 };
    try {
      if (catalogs.length > 0) res.catalogs = await this.timed('catalog', () => this.writeCatalogs(catalogs));
      if (trades.length > 0) {
        const r = await this.timed('trades', () => this.writeTrades(trades));
        res.trades = r.inserted;
        res.snapshots = r.snapshots;
      }
      if (book1m.length > 0) res.book1m = await this.timed('book', () => this.writeBooks('rec_book_1m', book1m));
      if (book5m.length > 0) res.book5m = await this.timed('book', () => this.writeBooks('rec_book_5m', book5m));
      if (top.length > 0) res.top = await this.timed('top', () => this.writeTop(top));
    } catch (err) {
      // The store failed (down, restarted): nothing taken is lost. Everything goes back in front of what arrived
      // meanwhile and is written again by the next flush (every write is idempotent, and a trade batch that was
      // partly committed takes the recompute path for its snapshots).
      for (const e of catalogs) {
        const key = `${e.venue}:${e.venue_event_id}`;
        const newer = this.catalogs.get(key);
        if (!newer || newer.observed_at_ms < e.observed_at_ms) this.catalogs.set(key, e);
      }
      this.trades = trades.concat(this.trades);
      this.book1m = book1m.concat(this.book1m);
      this.book5m = book5m.concat(this.book5m);
      this.top = top.concat(this.top);
      throw err;
    }
    return res;
  }

  private async timed<T>(kind: string, fn: () => Promise<T>): Promise<T> {
    const end = this.metrics.flushSeconds.startTimer({ kind });
    try {
      return await fn();
    } finally {
      end();
    }
  }

  /** Upserts series, events and markets; a record older than what is stored changes nothing. */
  async writeCatalogs(events: CatalogEvent[]): Promise<number> {
    const series = new Map<string, unknown[]>();
    const eventRows: unknown[][] = [];
    const marketRows = new Map<string, unknown[]>();
    for (const e of events) {
      const eventId = publicEventId(e);
      if (e.series_id) {
        const k = `${e.venue}:${e.series_id}`;
        const prev = series.get(k);
        if (!prev || (prev[5] as number) <= e.observed_at_ms) {
          series.set(k, [e.venue, e.series_id, e.series_title, e.category, iso(e.observed_at_ms), e.observed_at_ms]);
        }
      }
      eventRows.push([e.venue, e.venue_event_id, eventId, e.series_id, e.title, e.sub_title, e.category, e.status, e.market_type,
        e.close_time_ms, iso(e.observed_at_ms), e.observed_at_ms]);
      e.markets.forEach((m, i) => {
        // discovered_at: the first observation, nudged by the market's position so one record's markets keep their order
        const discovered = new Date(e.observed_at_ms).toISOString().replace('Z', `${String(i % 1000).padStart(3, '0')}Z`);
        marketRows.set(`${e.venue}:${m.venue_market_id}`, [e.venue, m.venue_market_id, e.venue_event_id, eventId, e.title, e.series_id,
          m.question, m.outcome_label, e.category, m.slug, m.yes_token, m.no_token, m.status, m.result,
          decimalOrNull(m.volume), decimalOrNull(m.liquidity), m.last_yes_price, m.last_no_price,
          m.close_time_ms ?? e.close_time_ms, discovered, m.settled_at_ms === null ? null : iso(m.settled_at_ms), e.observed_at_ms]);
      });
    }
    let n = 0;
    if (series.size > 0) {
      n += await this.store.insertMany('rec_series', ['venue', 'series_id', 'title', 'category', 'discovered_at', 'observed_at'], [...series.values()], {
        onConflict: `ON CONFLICT (venue, series_id) DO UPDATE SET title = EXCLUDED.title, category = EXCLUDED.category, observed_at = EXCLUDED.observed_at
          WHERE rec_series.observed_at < EXCLUDED.observed_at`,
      });
    }
    n += await this.store.insertMany('rec_events', ['venue', 'venue_event_id', 'event_id', 'series_id', 'title', 'sub_title', 'category', 'status',
      'market_type', 'close_time', 'discovered_at', 'observed_at'], eventRows, {
      onConflict: `ON CONFLICT (venue, venue_event_id) DO UPDATE SET event_id = EXCLUDED.event_id, series_id = EXCLUDED.series_id, title = EXCLUDED.title,
        sub_title = EXCLUDED.sub_title, category = EXCLUDED.category, status = EXCLUDED.status, market_type = EXCLUDED.market_type,
        close_time = EXCLUDED.close_time, observed_at = EXCLUDED.observed_at
        WHERE rec_events.observed_at < EXCLUDED.observed_at`,
    });
    if (marketRows.size > 0) {
      n += await this.store.insertMany('rec_markets', ['venue', 'market_id', 'venue_event_id', 'event_id', 'event_title', 'series_id', 'question',
        'outcome_label', 'category', 'slug', 'yes_token', 'no_token', 'status', 'result', 'volume', 'liquidity', 'last_yes_price', 'last_no_price',
        'close_time', 'discovered_at', 'settled_at', 'observed_at'], [...marketRows.values()], {
        onConflict: `ON CONFLICT (venue, market_id) DO UPDATE SET venue_event_id = EXCLUDED.venue_event_id, event_id = EXCLUDED.event_id,
          event_title = EXCLUDED.event_title, series_id = EXCLUDED.series_id, question = EXCLUDED.question, outcome_label = EXCLUDED.outcome_label,
          category = EXCLUDED.category, slug = EXCLUDED.slug, yes_token = EXCLUDED.yes_token, no_token = EXCLUDED.no_token,
          status = EXCLUDED.status, result = EXCLUDED.result, volume = EXCLUDED.volume, liquidity = EXCLUDED.liquidity,
          last_yes_price = EXCLUDED.last_yes_price, last_no_price = EXCLUDED.last_no_price, close_time = EXCLUDED.close_time,
          settled_at = EXCLUDED.settled_at, observed_at = EXCLUDED.observed_at
          WHERE rec_markets.observed_at < EXCLUDED.observed_at`,
      });
    }
    this.metrics.rows.inc({ table: 'catalog' }, n);
    return n;
  }

  /** Inserts trades (ON CONFLICT DO NOTHING) and folds the new ones into 6-hour snapshots and the daily roll-up,
   *  in one transaction (one commit per batch; trades and their snapshots are durable together). */
  async writeTrades(trades: Trade[]): Promise<{ inserted: number; snapshots: number }> {
    await this.partitions.ensure('rec_trades', trades.map((t) => t.venue_ts_ms));
    // Per market: the ticks of this batch.
    const byMarket = new Map<string, { venue: string; ticks: PriceTick[] }>();
    for (const t of trades) {
      let m = byMarket.get(t.venue_market_id);
      if (!m) {
        m = { venue: t.venue, ticks: [] };
        byMarket.set(t.venue_market_id, m);
      }
      m.ticks.push({ ts: t.venue_ts_ms, tid: t.trade_id, yesPrice: yesPriceOf(t.outcome, t.price), size: t.size });
    }
    // Markets are split into disjoint groups written concurrently (one transaction and connection each): the
    // groups touch disjoint keys, so they cannot conflict, and PostgreSQL works them on several cores.
    const groups: Array<{ trades: Trade[]; byMarket: Map<string, { venue: string; ticks: PriceTick[] }> }> = [];
    const k = Math.max(1, Math.min(this.parallelism, Math.ceil(trades.length / 1000)));
    for (let g = 0; g < k; g++) groups.push({ trades: [], byMarket: new Map() });
    let gi = 0;
    const groupOf = new Map<string, number>();
    for (const [marketId, m] of byMarket) {
      groupOf.set(marketId, gi);
      (groups[gi] as (typeof groups)[number]).byMarket.set(marketId, m);
      gi = (gi + 1) % k;
    }
    for (const t of trades) (groups[groupOf.get(t.venue_market_id) as number] as (typeof groups)[number]).trades.push(t);
    const parts = await Promise.all(groups.filter((g) => g.trades.length > 0).map((g) => this.store.transaction(async (tx) => {
      const inserted = await insertUnnest(tx, 'rec_trades', TRADE_COLS, g.trades.map((t) => [t.venue_market_id, t.venue_ts_ms, t.trade_id, t.venue,
        t.token_id, t.outcome, t.side, t.price, yesPriceOf(t.outcome, t.price), t.size, t.fee_rate_bps, t.transaction_hash, t.received_ts_ms]), 'ON CONFLICT DO NOTHING');
      const snapshots = inserted === g.trades.length ? await mergeSnapshots(tx, g.byMarket) : await recomputeSnapshots(tx, g.byMarket);
      if (snapshots > 0 || inserted < g.trades.length) await refreshDays(tx, g.byMarket);
      return { inserted, snapshots };
    })));
    const r = parts.reduce((a, x) => ({ inserted: a.inserted + x.inserted, snapshots: a.snapshots + x.snapshots }), { inserted: 0, snapshots: 0 });
    this.metrics.rows.inc({ table: 'rec_trades' }, r.inserted);
    this.metrics.rows.inc({ table: 'rec_snapshots_6h' }, r.snapshots);
    return r;
  }

  private async writeBooks(table: 'rec_book_1m' | 'rec_book_5m', rows: BookRow[]): Promise<number> {
    await this.partitions.ensure(table, rows.map((r) => r.ts));
    const n = await this.store.insertMany(table, ['market_id', 'ts', 'venue', 'seq', 'yes_asks', 'no_asks'],
      rows.map((r) => [r.marketId, r.ts, r.venue, r.seq, JSON.stringify(r.yesAsks.map((l) => [l.price, l.size])), JSON.stringify(r.noAsks.map((l) => [l.price, l.size]))]),
      { onConflict: 'ON CONFLICT DO NOTHING' });
    this.metrics.rows.inc({ table }, n);
    return n;
  }

  private async writeTop(rows: TopRow[]): Promise<number> {
    const table: PartitionedTable = 'rec_top_of_book';
    await this.partitions.ensure(table, rows.map((r) => r.ts));
    const n = await this.store.insertMany(table, ['market_id', 'ts', 'seq', 'venue', 'best_yes_ask', 'yes_ask_size', 'best_no_ask', 'no_ask_size'],
      rows.map((r) => [r.marketId, r.ts, r.seq, r.venue, r.bestYesAsk, r.yesAskSize, r.bestNoAsk, r.noAskSize]),
      { onConflict: 'ON CONFLICT DO NOTHING' });
    this.metrics.rows.inc({ table }, n);
    return n;
  }
}

const SNAP_COLS: Array<[string, string]> = [['market_id', 'text'], ['ts', 'int8'], ['venue', 'text'], ['open', 'int4'], ['high', 'int4'], ['low', 'int4'],
  ['close', 'int4'], ['volume', 'int8'], ['trades', 'int4'], ['open_ts', 'int8'], ['open_tid', 'text'], ['close_ts', 'int8'], ['close_tid', 'text']];

const TRADE_COLS: Array<[string, string]> = [['market_id', 'text'], ['ts', 'int8'], ['trade_id', 'text'], ['venue', 'text'], ['token_id', 'text'],
  ['outcome', 'text'], ['side', 'text'], ['price', 'int4'], ['yes_price', 'int4'], ['size', 'int8'], ['fee_rate_bps', 'int4'], ['tx_hash', 'text'],
  ['received_at', 'int8']];

/**
 * A batch insert as one statement with one array parameter per column (INSERT ... SELECT FROM unnest(...)):
 * far fewer bind parameters than a multi-row VALUES list, so hot tables (trades, snapshots) write faster.
 * Returns the rows inserted or updated.
 */
async function insertUnnest(db: Queryable, table: string, cols: ReadonlyArray<[string, string]>, rows: readonly unknown[][], onConflict: string): Promise<number> {
  if (rows.length === 0) return 0;
  const arrays: unknown[][] = cols.map(() => new Array<unknown>(rows.length));
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as unknown[];
    for (let c = 0; c < cols.length; c++) (arrays[c] as unknown[])[r] = row[c];
  }
  const res = await db.query(
    `INSERT INTO ${table} (${cols.map(([n]) => n).join(', ')}) SELECT * FROM unnest(${cols.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ')}) ${onConflict}`,
    arrays,
  );
  return res.rowCount;
}

function snapshotRow(marketId: string, venue: string, a: SnapshotAcc): unknown[] {
  return [marketId, a.ts, venue, a.open, a.high, a.low, a.close, a.volume, a.trades, a.openTs, a.openTid, a.closeTs, a.closeTid];
}

/** Every trade of the batch was new: merge the batch's per-bucket aggregates into the stored snapshots. */
async function mergeSnapshots(db: Queryable, byMarket: Map<string, { venue: string; ticks: PriceTick[] }>): Promise<number> {
  const rows: unknown[][] = [];
  for (const [marketId, { venue, ticks }] of byMarket) {
    for (const a of foldTicks(ticks).values()) rows.push(snapshotRow(marketId, venue, a));
  }
  return insertUnnest(db, 'rec_snapshots_6h', SNAP_COLS, rows,
    `ON CONFLICT (market_id, ts) DO UPDATE SET
      open = CASE WHEN (EXCLUDED.open_ts, EXCLUDED.open_tid) < (rec_snapshots_6h.open_ts, rec_snapshots_6h.open_tid) THEN EXCLUDED.open ELSE rec_snapshots_6h.open END,
      open_ts = LEAST(EXCLUDED.open_ts, rec_snapshots_6h.open_ts),
      open_tid = CASE WHEN (EXCLUDED.open_ts, EXCLUDED.open_tid) < (rec_snapshots_6h.open_ts, rec_snapshots_6h.open_tid) THEN EXCLUDED.open_tid ELSE rec_snapshots_6h.open_tid END,
      close = CASE WHEN (EXCLUDED.close_ts, EXCLUDED.close_tid) > (rec_snapshots_6h.close_ts, rec_snapshots_6h.close_tid) THEN EXCLUDED.close ELSE rec_snapshots_6h.close END,
      close_ts = GREATEST(EXCLUDED.close_ts, rec_snapshots_6h.close_ts),
      close_tid = CASE WHEN (EXCLUDED.close_ts, EXCLUDED.close_tid) > (rec_snapshots_6h.close_ts, rec_snapshots_6h.close_tid) THEN EXCLUDED.close_tid ELSE rec_snapshots_6h.close_tid END,
      high = GREATEST(EXCLUDED.high, rec_snapshots_6h.high),
      low = LEAST(EXCLUDED.low, rec_snapshots_6h.low),
      volume = rec_snapshots_6h.volume + EXCLUDED.volume,
      trades = rec_snapshots_6h.trades + EXCLUDED.trades`);
}

/** Re-derives the daily roll-up of the touched (market, day) pairs from the 6-hour snapshots, then the packed month
 *  rows (rec_bars_1d_month) of the touched (market, month) pairs from the daily roll-up. */
async function refreshDays(db: Queryable, byMarket: Map<string, { venue: string; ticks: PriceTick[] }>): Promise<void> {
  const markets: string[] = [];
  const days: number[] = [];
  for (const [marketId, { ticks }] of byMarket) {
    const seen = new Set<number>();
    for (const t of ticks) seen.add(Math.floor(t.ts / DAY) * DAY);
    for (const d of seen) {
      markets.push(marketId);
      days.push(d);
    }
  }
  await db.query(
    `INSERT INTO rec_bars_1d (market_id, ts, venue, open, high, low, close, volume)
     SELECT s.market_id, a.d, min(s.venue), (array_agg(s.open ORDER BY s.ts))[1], max(s.high), min(s.low),
       (array_agg(s.close ORDER BY s.ts DESC))[1], sum(s.volume)
     FROM unnest($1::text[], $2::bigint[]) AS a(market_id, d)
     JOIN rec_snapshots_6h s ON s.market_id = a.market_id AND s.ts >= a.d AND s.ts < a.d + ${DAY}
     GROUP BY s.market_id, a.d
     ON CONFLICT (market_id, ts) DO UPDATE SET open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low,
       close = EXCLUDED.close, volume = EXCLUDED.volume
     WHERE (rec_bars_1d.open, rec_bars_1d.high, rec_bars_1d.low, rec_bars_1d.close, rec_bars_1d.volume)
       IS DISTINCT FROM (EXCLUDED.open, EXCLUDED.high, EXCLUDED.low, EXCLUDED.close, EXCLUDED.volume)`,
    [markets, days],
  );
  // re-pack the touched months (after the day upsert above, in the same transaction)
  const monthMarkets: string[] = [];
  const monthLo: number[] = [];
  const monthHi: number[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < markets.length; i++) {
    const d = new Date(days[i] as number);
    const lo = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    const key = `${markets[i] as string}|${lo}`;
    if (seen.has(key)) continue;
    seen.add(key);
    monthMarkets.push(markets[i] as string);
    monthLo.push(lo);
    monthHi.push(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  }
  await db.query(
    `INSERT INTO rec_bars_1d_month (market_id, month, venue, bars)
     SELECT b.market_id, a.lo, min(b.venue), string_agg(concat_ws(',', b.ts / ${DAY}, b.open, b.high, b.low, b.close, b.volume), ';' ORDER BY b.ts)
     FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS a(market_id, lo, hi)
     JOIN rec_bars_1d b ON b.market_id = a.market_id AND b.ts >= a.lo AND b.ts < a.hi
     GROUP BY b.market_id, a.lo
     ON CONFLICT (market_id, month) DO UPDATE SET bars = EXCLUDED.bars WHERE rec_bars_1d_month.bars IS DISTINCT FROM EXCLUDED.bars`,
    [monthMarkets, monthLo, monthHi],
  );
}

/** Some trades were already stored: recompute the touched buckets from rec_trades, the source of truth. */
async function recomputeSnapshots(db: Queryable, byMarket: Map<string, { venue: string; ticks: PriceTick[] }>): Promise<number> {
  const markets: string[] = [];
  const buckets: number[] = [];
  for (const [marketId, { ticks }] of byMarket) {
    const seen = new Set<number>();
    for (const t of ticks) seen.add(Math.floor(t.ts / SIX_HOURS) * SIX_HOURS);
    for (const b of seen) {
      markets.push(marketId);
      buckets.push(b);
    }
  }
  const r = await db.query(
    `INSERT INTO rec_snapshots_6h (${SNAP_COLS.map(([n]) => n).join(', ')})
     SELECT t.market_id, a.b, min(t.venue),
       (array_agg(t.yes_price ORDER BY t.ts, t.trade_id))[1], max(t.yes_price), min(t.yes_price),
       (array_agg(t.yes_price ORDER BY t.ts DESC, t.trade_id DESC))[1], sum(t.size), count(*),
       min(t.ts), (array_agg(t.trade_id ORDER BY t.ts, t.trade_id))[1],
       max(t.ts), (array_agg(t.trade_id ORDER BY t.ts DESC, t.trade_id DESC))[1]
     FROM unnest($1::text[], $2::bigint[]) AS a(market_id, b)
     JOIN rec_trades t ON t.market_id = a.market_id AND t.ts >= a.b AND t.ts < a.b + ${SIX_HOURS}
     GROUP BY t.market_id, a.b
     ON CONFLICT (market_id, ts) DO UPDATE SET open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low, close = EXCLUDED.close,
       volume = EXCLUDED.volume, trades = EXCLUDED.trades, open_ts = EXCLUDED.open_ts, open_tid = EXCLUDED.open_tid,
       close_ts = EXCLUDED.close_ts, close_tid = EXCLUDED.close_tid
     WHERE (rec_snapshots_6h.open, rec_snapshots_6h.high, rec_snapshots_6h.low, rec_snapshots_6h.close, rec_snapshots_6h.volume, rec_snapshots_6h.trades)
       IS DISTINCT FROM (EXCLUDED.open, EXCLUDED.high, EXCLUDED.low, EXCLUDED.close, EXCLUDED.volume, EXCLUDED.trades)`,
    [markets, buckets],
  );
  return r.rowCount;
}
