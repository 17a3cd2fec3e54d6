// Benchmark of the recorder and its history routes on the local PostgreSQL (standalone: node test/bench/recorder.bench.ts).
// Subjects and baselines measured in the same run:
//   ingest     RecorderWriter (trades + 6h snapshots + daily roll-up, partitioned, idempotent) vs a bare insertMany of the
//              same rows into an unpartitioned table without keys, alternating chunk by chunk
//   ohlcv      GET /markets/ohlcv (inject), 50 markets × 365 days at 1d (daily roll-up packed per month, bytes written
//              straight into the response buffer; also over a socket) vs reading every 6h snapshot and aggregating in JS; the bars statement alone (p50 and
//              EXPLAIN ANALYZE: index scans per id, execution time) and the gateway CPU per request
//   book page  GET /historical/alpha/orderbook, 200 snapshots by keyset cursor vs the same page by OFFSET deep in the table
//   storage    bytes per million trades (rec_trades partitions, indexes included) and per million 6h snapshots
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMemoryBus, type Trade } from '@ref/bus';
import { aggregateBars, parseBarWindow, type Snapshot } from '@ref/domain';
import { buildApp } from '@ref/gateway';
import { backfillSteps, createWriterMetrics, migrateRecorder, RecorderWriter, syntheticCatalog } from '@ref/recorder';
import { createTestPostgresStore } from '@ref/testkit';
import { createLogger, createRegistry } from '@ref/telemetry';
import { barsStatement, historyCapability } from '../../services/gateway/src/routes/history.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pgUrl = process.env['REF_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = createLogger({ name: 'recorder-bench', level: 'silent' });
const FROM = Date.UTC(2026, 2, 21);
const NOW = Date.UTC(2027, 2, 21); // a full 365-day window of history
const MARKETS = 50;

function p50(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}
const ms = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e6;

const store = await createTestPostgresStore(pgUrl, { prefix: 'recbench', max: 6 });
try {
  await migrateRecorder(store);
  const writer = new RecorderWriter({ store, log, metrics: createWriterMetrics(createRegistry()), bookDepth: 50 });

  // ---- ingest: a year of trades for 50 markets -------------------------------------------------------------
  const catalog = syntheticCatalog({ seed: 11, eventsPerVenue: 13, observedAtMs: FROM }).map((e) => ({ ...e, markets: e.markets.slice(0, 2) })).slice(0, 25);
  const markets = catalog.flatMap((e) => e.markets.map((m) => m.venue_market_id));
  if (markets.length !== MARKETS) throw new Error(`expected ${MARKETS} markets, got ${markets.length}`);
  for (const e of catalog) writer.addCatalog(e);
  await writer.flush();
  const trades: Trade[] = [];
  for (const step of backfillSteps({ seed: 11, toMs: NOW, catalog, tradesPer6h: 3 })) trades.push(...step.trades);
  // Subject and baseline alternate chunk by chunk so both see the same machine load.
  await store.query(`CREATE TABLE bench_plain_trades (LIKE rec_trades)`);
  const cols = ['market_id', 'ts', 'trade_id', 'venue', 'token_id', 'outcome', 'side', 'price', 'yes_price', 'size', 'fee_rate_bps', 'tx_hash', 'received_at'];
  const BATCH = 5000;
  let ingestMs = 0;
  let plainMs = 0;
  for (let c = 0; c < trades.length; c += 4 * BATCH) {
    const chunk = trades.slice(c, c + 4 * BATCH);
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < chunk.length; i += BATCH) {
      for (const t of chunk.slice(i, i + BATCH)) writer.addTrade(t);
      await writer.flush();
    }
    ingestMs += ms(t0);
    const t1 = process.hrtime.bigint();
    for (let i = 0; i < chunk.length; i += BATCH) {
      await store.insertMany('bench_plain_trades', cols, chunk.slice(i, i + BATCH).map((t) => [t.venue_market_id, t.venue_ts_ms, t.trade_id, t.venue, t.token_id,
        t.outcome, t.side, t.price, t.outcome === 'yes' ? t.price : 10_000 - t.price, t.size, t.fee_rate_bps, t.transaction_hash, t.received_ts_ms]));
    }
    plainMs += ms(t1);
  }
  const ingestCount = trades.length;
  const ingestRate = trades.length / (ingestMs / 1000);
  const plainRate = trades.length / (plainMs / 1000);

  // replay costs: the same trades again write nothing (recompute path)
  const t2 = process.hrtime.bigint();
  for (let i = 0; i < 20_000; i += BATCH) {
    for (const t of trades.slice(i, i + BATCH)) writer.addTrade(t);
    await writer.flush();
  }
  const replayRate = 20_000 / (ms(t2) / 1000);
  await store.query('ANALYZE');

  // ---- storage ----------------------------------------------------------------------------------------------
  const size = async (table: string): Promise<number> => (await store.query<{ b: string }>(
    `SELECT (coalesce(sum(pg_total_relation_size(i.inhrelid)), 0) + pg_total_relation_size(to_regclass($1)))::text AS b
     FROM pg_inherits i WHERE i.inhparent = to_regclass($1)`, [table])).rows.map((r) => Number(r.b))[0] ?? 0;
  const tradeRows = (await store.query<{ n: number }>('SELECT count(*)::int AS n FROM rec_trades')).rows[0]?.n ?? 0;
  const snapRows = (await store.query<{ n: number }>('SELECT count(*)::int AS n FROM rec_snapshots_6h')).rows[0]?.n ?? 0;
  const bytesPerMillionTrades = (await size('rec_trades')) / tradeRows * 1e6;
  const bytesPerMillionSnapshots = (await size('rec_snapshots_6h')) / snapRows * 1e6;

  // ---- book snapshots: one alpha market, 60,000 1m snapshots (about 42 days) of 25 levels per ladder ----------
  const BOOK = 'KXBENCH-BOOK';
  const bookFrom = Date.UTC(2027, 1, 1);
  const levels = (base: number): string => JSON.stringify(Array.from({ length: 25 }, (_, i) => [base + i * 10, 1000 + i * 7]));
  const rows: unknown[][] = [];
  for (let i = 0; i < 60_000; i++) rows.push([BOOK, bookFrom + i * 60_000, 'alpha', i, levels(5000 + (i % 50) * 10), levels(4000 + (i % 30) * 10)]);
  await store.query(`CREATE TABLE IF NOT EXISTS rec_book_1m_p202702 PARTITION OF rec_book_1m FOR VALUES FROM (${Date.UTC(2027, 1, 1)}) TO (${Date.UTC(2027, 2, 1)})`);
  await store.query(`CREATE TABLE IF NOT EXISTS rec_book_1m_p202703 PARTITION OF rec_book_1m FOR VALUES FROM (${Date.UTC(2027, 2, 1)}) TO (${Date.UTC(2027, 3, 1)})`);
  for (let i = 0; i < rows.length; i += 5000) await store.insertMany('rec_book_1m', ['market_id', 'ts', 'venue', 'seq', 'yes_asks', 'no_asks'], rows.slice(i, i + 5000));
  await store.query('ANALYZE rec_book_1m');
  // Steady state for the route measurements: the fixtures are written (free them: the gateway under test should not
  // carry the generator's 220k trade objects through its GCs), the bulk load's vacuum is done (this schema's tables only).
  trades.length = 0;
  rows.length = 0;
  await store.query('VACUUM ANALYZE rec_trades, rec_snapshots_6h, rec_bars_1d, rec_bars_1d_month, rec_markets, rec_book_1m');

  // ---- routes -----------------------------------------------------------------------------------------------
  const gw = await buildApp({
    ctx: { bus: createMemoryBus(), store, log, registry: createRegistry(), now: () => NOW },
    capabilities: [historyCapability],
    config: { feeds: false, docs: false, plans: { free: { perSecond: 1e9, burst: 1e9, perMinute: 1e9 } } },
  });
  const key = (await gw.accounts.createKey({ plan: 'free', name: 'bench' })).key;
  const get = async (url: string): Promise<{ status: number; body: string }> => {
    const r = await gw.app.inject({ url, headers: { 'x-api-key': key } });
    return { status: r.statusCode, body: r.body };
  };
  const ohlcvUrl = `/markets/ohlcv?market_ids=${markets.join(',')}&from=2026-03-21&to=2027-03-21&interval=1d`;
  const first = await get(ohlcvUrl);
  const parsed = JSON.parse(first.body) as Array<{ bars: unknown[] }>;
  if (first.status !== 200 || parsed.length !== MARKETS || parsed[0]?.bars.length !== 365) throw new Error(`ohlcv sanity failed: ${first.status} ${parsed.length} ${parsed[0]?.bars.length}`);
  // Through inject() (in-process, as in round 1: also turns the 2 MB body into a string), and over a real socket
  // with the client in this same process (fetch, body streamed and counted), alternating.
  const base = await gw.listen({ port: 0, host: '127.0.0.1' });
  const http = async (url: string): Promise<number> => {
    const res = await fetch(`${base}${url}`, { headers: { 'x-api-key': key } });
    if (res.status !== 200 || !res.body) throw new Error(`ohlcv over http: ${res.status}`);
    let n = 0;
    for await (const chunk of res.body) n += (chunk as Uint8Array).length;
    return n;
  };
  if ((await http(ohlcvUrl)) !== Buffer.byteLength(first.body)) throw new Error('ohlcv over http: body differs in length');
  for (let i = 0; i < 5; i++) await get(ohlcvUrl); // warm-up (JIT, connection pool, buffer cache)
  const ohlcvTimes: number[] = [];
  const httpTimes: number[] = [];
  let cpuMicros = 0;
  for (let i = 0; i < 30; i++) {
    const c0 = process.cpuUsage();
    const t = process.hrtime.bigint();
    await get(ohlcvUrl);
    ohlcvTimes.push(ms(t));
    const c = process.cpuUsage(c0);
    cpuMicros += c.user + c.system;
    const t1 = process.hrtime.bigint();
    await http(ohlcvUrl);
    httpTimes.push(ms(t1));
  }
  const ohlcvNodeCpuMs = cpuMicros / 1000 / 30;
  // the bars statement alone, and its plan
  const win = parseBarWindow({ from: '2026-03-21', to: '2027-03-21', interval: '1d' }, NOW);
  if (!win.ok) throw new Error('window');
  const st = barsStatement(markets, win.window);
  const sqlTimes: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = process.hrtime.bigint();
    await store.query(st.sql, st.params);
    sqlTimes.push(ms(t));
  }
  const plan = (await store.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${st.sql}`, st.params)).rows[0]?.['QUERY PLAN'];
  const planRoot = (plan as Array<{ Plan: unknown; 'Execution Time': number }>)[0];
  const scans: string[] = [];
  const walk = (n: { 'Node Type'?: string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: unknown[] }): void => {
    if (n['Node Type']?.includes('Scan')) scans.push(`${n['Node Type']}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}`);
    for (const c of n.Plans ?? []) walk(c as typeof n);
  };
  walk(planRoot?.Plan as Parameters<typeof walk>[0]);
  if (scans.some((x) => x.startsWith('Seq Scan on rec_'))) throw new Error(`bars statement scans a table sequentially: ${scans.join('; ')}`);

  // baseline: every 6h snapshot to the process, aggregated in JS
  const naiveTimes: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = process.hrtime.bigint();
    const r = await store.query<Snapshot & { market_id: string }>(
      'SELECT market_id, ts, open, high, low, close, volume FROM rec_snapshots_6h WHERE market_id = ANY($1::text[]) AND ts >= $2 AND ts < $3 ORDER BY market_id, ts',
      [markets, FROM, NOW]);
    const by = new Map<string, Snapshot[]>();
    for (const s of r.rows) {
      let a = by.get(s.market_id);
      if (!a) by.set(s.market_id, (a = []));
      a.push(s);
    }
    JSON.stringify([...by.values()].map((s) => aggregateBars(s, '1d', FROM, NOW, NOW)));
    naiveTimes.push(ms(t));
  }

  const pageTimes: number[] = [];
  const offsetTimes: number[] = [];
  let cursor: string | null = null;
  let seen = 0;
  for (let i = 0; i < 40; i++) {
    const t = process.hrtime.bigint();
    const r = await get(`/historical/alpha/orderbook?market_id=${BOOK}&start_time=${bookFrom}&limit=200${cursor ? `&pagination_key=${cursor}` : ''}`);
    pageTimes.push(ms(t));
    const body = JSON.parse(r.body) as { snapshots: unknown[]; pagination: { pagination_key: string | null } };
    if (r.status !== 200 || body.snapshots.length !== 200) throw new Error(`book page sanity failed: ${r.status}`);
    seen += body.snapshots.length;
    cursor = body.pagination.pagination_key;
    // the deepest pages first in a 60,000-row table: OFFSET baseline of the same page
    const t3 = process.hrtime.bigint();
    await store.query(`SELECT market_id, ts, yes_asks, no_asks FROM rec_book_1m WHERE market_id = $1 AND ts >= $2 ORDER BY ts OFFSET $3 LIMIT 200`, [BOOK, bookFrom, 50_000 + i * 200]);
    offsetTimes.push(ms(t3));
  }
  await gw.close();

  const result = {
    name: 'recorder',
    subject: {
      ingest_trades_per_s: Math.round(ingestRate),
      ingest_trades: ingestCount,
      replay_trades_per_s: Math.round(replayRate),
      ohlcv_50x365d_1d_p50_ms: +p50(ohlcvTimes).toFixed(2),
      ohlcv_response_bytes: first.body.length,
      ohlcv_gateway_cpu_ms_per_request: +ohlcvNodeCpuMs.toFixed(2),
      ohlcv_http_same_process_client_p50_ms: +p50(httpTimes).toFixed(2),
      ohlcv_bars_sql_p50_ms: +p50(sqlTimes).toFixed(2),
      ohlcv_bars_sql_explain_execution_ms: planRoot?.['Execution Time'] ?? null,
      ohlcv_bars_sql_plan_scans: [...new Set(scans)],
      book_page_200_p50_ms: +p50(pageTimes).toFixed(2),
      book_pages_read: seen,
      storage_bytes_per_million_trades: Math.round(bytesPerMillionTrades),
      storage_bytes_per_million_snapshots_6h: Math.round(bytesPerMillionSnapshots),
    },
    baseline: {
      plain_insert_trades_per_s: Math.round(plainRate),
      ohlcv_all_snapshots_js_aggregate_p50_ms: +p50(naiveTimes).toFixed(2),
      book_offset_page_200_sql_only_p50_ms: +p50(offsetTimes).toFixed(2),
    },
    ratio: {
      ingest_vs_plain_insert: +(ingestRate / plainRate).toFixed(3),
      ohlcv_speedup_vs_js_aggregate: +(p50(naiveTimes) / p50(ohlcvTimes)).toFixed(2),
      book_page_vs_offset_sql: +(p50(pageTimes) / p50(offsetTimes)).toFixed(2),
    },
    machine: { cores: cpus().length, loadavg_1m_end: +(loadavg()[0] ?? 0).toFixed(2) },
    targets: { ingest_trades_per_s: '>= 20000', ohlcv_50x365d_1d_p50_ms: '< 50', book_page_200_p50_ms: '< 20' },
    met: {
      ingest_trades_per_s: ingestRate >= 20_000,
      ohlcv_50x365d_1d_p50_ms: p50(ohlcvTimes) < 50,
      book_page_200_p50_ms: p50(pageTimes) < 20,
    },
  };
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', 'recorder.json'), `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  await store.close();
}
