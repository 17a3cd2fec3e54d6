// Soak: the distributed stack as separate processes (each service's own main.ts) on the real broker and PostgreSQL,
// loopback only, at REF_SOAK_RATE book updates per second through the stack (md.book.v1 records applied by arbitrage;
// default 2,000) for REF_SOAK_SECONDS (default 600). venue-sim generates REF_SOAK_SIM_RATE venue messages per second
// (default 1.125 × the target): a tenth of its messages are trades, and beta_us is polled over REST (changes between
// two polls arrive as one snapshot), so the stack sees about 0.9 book updates per venue message. Every
// REF_SOAK_SAMPLE_S seconds (default 5) it samples each process's RSS (/proc) and V8 heap
// (its /metrics), and the consumer lag per topic and group (ref_bus_consumer_lag_records). Memory is "flat" when the
// least-squares slope of RSS over the second half of the run is below 2 MB/min for every process; lag "does not
// grow" when the slope of each topic's lag over the second half is below 1 record/s and the last sample is below
// 10,000. Writes bench-results/soak.json.
//   node test/bench/soak.bench.ts                      # full run (about 10 minutes)
//   REF_SOAK_SECONDS=150 node test/bench/soak.bench.ts # a shorter check
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '@ref/testkit';
import { rssMb, serviceProcs, sumBy } from './service-procs.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SECONDS = Number(process.env['REF_SOAK_SECONDS'] ?? 600);
const RATE = Number(process.env['REF_SOAK_RATE'] ?? 2000);
const SIM_RATE = Number(process.env['REF_SOAK_SIM_RATE'] ?? Math.ceil(RATE * 1.125));
const SAMPLE_S = Number(process.env['REF_SOAK_SAMPLE_S'] ?? 5);
for (const [name, v] of Object.entries({ REF_SOAK_SECONDS: SECONDS, REF_SOAK_RATE: RATE, REF_SOAK_SIM_RATE: SIM_RATE, REF_SOAK_SAMPLE_S: SAMPLE_S })) {
  if (!Number.isFinite(v) || v <= 0) {
    process.stderr.write(`soak: ${name} must be a positive number, got ${JSON.stringify(process.env[name])}\n`);
    process.exit(2);
  }
}
const BROKERS = process.env['REF_KAFKA_BROKERS'] ?? '127.0.0.1:19092';
const PG_URL = process.env['REF_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const RSS_SLOPE_MAX_MB_PER_MIN = 2;
const LAG_SLOPE_MAX_PER_S = 1;
const LAG_END_MAX = 10_000;

const namespace = `soak-${randomUUID().slice(0, 8)}`;
const schema = `soak_${randomUUID().slice(0, 8)}`;
const { procs, start, stopAll } = serviceProcs({ root, label: 'soak', env: { REF_KAFKA_BROKERS: BROKERS, REF_KAFKA_NAMESPACE: namespace, REF_PG_URL: PG_URL, REF_PG_SCHEMA: schema } });

async function scrape(url: string): Promise<string> {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return r.ok ? await r.text() : '';
  } catch {
    return '';
  }
}

/** Least-squares slope of ys over xs. */
function slope(xs: number[], ys: number[]): number {
  const n = xs.length;
  if (n < 2) return 0;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += ((xs[i] as number) - mx) * ((ys[i] as number) - my);
    den += ((xs[i] as number) - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

async function main(): Promise<void> {
  const simPort = await freePort();
  const sim = `127.0.0.1:${simPort}`;
  start('venue-sim', 'services/venue-sim/src/main.ts', ['--port', String(simPort), '--seed', '5', '--rate', String(SIM_RATE)], {});
  await new Promise((r) => setTimeout(r, 1500));
  const venues = {
    REF_ALPHA_REST_URL: `http://${sim}/alpha/trade-api/v2`, REF_ALPHA_WS_URL: `ws://${sim}/alpha/trade-api/ws/v2`,
    REF_BETA_CATALOG_URL: `http://${sim}/beta/gamma-api`, REF_BETA_WS_URL: `ws://${sim}/beta/ws/market`,
    REF_BETA_US_REST_URL: `http://${sim}/beta_us/v1`, REF_GAMMA_REST_URL: `http://${sim}/gamma/openapi`, REF_GAMMA_WS_URL: `ws://${sim}/gamma/ws`,
  };
  const port = async (): Promise<number> => freePort();
  for (const c of ['alpha', 'beta', 'beta-us', 'gamma']) {
    const p = await port();
    start(`connector-${c}`, `services/connector-${c}/src/main.ts`, [], { ...venues, REF_OPS_PORT: String(p) }, `http://127.0.0.1:${p}/metrics`);
  }
  {
    const p = await port();
    start('refdata', 'services/refdata/src/main.ts', [], { REF_REFDATA_OPS_PORT: String(p) }, `http://127.0.0.1:${p}/metrics`);
  }
  {
    const p = await port();
    start('arbitrage', 'services/arbitrage/src/main.ts', [], { REF_ARB_OPS_PORT: String(p), REF_ARB_GROUP_ID: 'arb' }, `http://127.0.0.1:${p}/metrics`);
  }
  {
    const p = await port();
    start('recorder', 'services/recorder/src/main.ts', [], { REF_RECORDER_OPS_PORT: String(p), REF_RECORDER_GROUP_ID: 'rec' }, `http://127.0.0.1:${p}/metrics`);
  }
  {
    const p = await port();
    start('whales', 'services/whales/src/main.ts', [], { REF_OPS_PORT: String(p), REF_WHALES_GROUP_ID: 'whales' }, `http://127.0.0.1:${p}/metrics`);
  }
  {
    const p = await port();
    start('gateway', 'services/gateway/src/main.ts', [], { REF_GATEWAY_HOST: '127.0.0.1', REF_GATEWAY_PORT: String(p), REF_SEED_KEYS: 'premium:soak-premium-key' }, `http://127.0.0.1:${p}/metrics`);
  }

  type Sample = { t: number; rss: Record<string, number | null>; heap: Record<string, number | null>; lag: Record<string, number>; arbUpdates: number; recorded: number };
  const samples: Sample[] = [];
  const t0 = Date.now();
  const end = t0 + SECONDS * 1000;
  console.log(`soak: ${procs.length} processes, ${RATE} book updates/s targeted (venue-sim at ${SIM_RATE} messages/s), ${SECONDS} s, namespace ${namespace}`);
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, SAMPLE_S * 1000));
    const s: Sample = { t: (Date.now() - t0) / 1000, rss: {}, heap: {}, lag: {}, arbUpdates: 0, recorded: 0 };
    for (const p of procs) {
      s.rss[p.name] = rssMb(p.child.pid);
      if (!p.metrics) continue;
      const text = await scrape(p.metrics);
      const heap = sumBy(text, 'ref_nodejs_heap_size_used_bytes').get('');
      s.heap[p.name] = heap === undefined ? null : heap / 1048576;
      // lag per topic and group (tables and throwaway readers report as group `table` / `reader`)
      for (const line of text.split('\n')) {
        if (!line.startsWith('ref_bus_consumer_lag_records{')) continue;
        const topic = /topic="([^"]*)"/.exec(line)?.[1] ?? '';
        const group = /group="([^"]*)"/.exec(line)?.[1] ?? '';
        const k = `${topic} ${p.name}/${group}`;
        s.lag[k] = (s.lag[k] ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1));
      }
      if (p.name === 'arbitrage') s.arbUpdates = [...sumBy(text, 'ref_arb_book_updates_total').values()].reduce((a, b) => a + b, 0);
      if (p.name === 'recorder') s.recorded = sumBy(text, 'ref_recorder_records_total', 'topic').get('md.book.v1') ?? 0;
    }
    samples.push(s);
    const rss = Object.entries(s.rss).map(([k, v]) => `${k}=${v?.toFixed(0)}`).join(' ');
    const lagTotal = Object.values(s.lag).reduce((a, b) => a + b, 0);
    console.log(`soak t=${s.t.toFixed(0)}s rss(MB) ${rss} lag=${lagTotal} arb_updates=${s.arbUpdates}`);
  }
  const load = loadavg()[0] ?? 0;
  await stopAll();

  // second half of the run (after warm-up)
  const half = samples.filter((s) => s.t >= SECONDS / 2);
  const xsMin = half.map((s) => s.t / 60);
  const memory: Record<string, { rss_start_mb: number | null; rss_end_mb: number | null; rss_slope_mb_per_min: number; heap_end_mb: number | null; heap_slope_mb_per_min: number; flat: boolean }> = {};
  for (const p of procs) {
    const pts = half.filter((s) => s.rss[p.name] != null);
    const rssSlope = slope(pts.map((s) => s.t / 60), pts.map((s) => s.rss[p.name] as number));
    const hp = half.filter((s) => s.heap[p.name] != null);
    const heapSlope = slope(hp.map((s) => s.t / 60), hp.map((s) => s.heap[p.name] as number));
    memory[p.name] = {
      rss_start_mb: samples[0]?.rss[p.name] ?? null,
      rss_end_mb: samples.at(-1)?.rss[p.name] ?? null,
      rss_slope_mb_per_min: +rssSlope.toFixed(3),
      heap_end_mb: samples.at(-1)?.heap[p.name] ?? null,
      heap_slope_mb_per_min: +heapSlope.toFixed(3),
      flat: pts.length >= 2 && rssSlope < RSS_SLOPE_MAX_MB_PER_MIN,
    };
  }
  const lagKeys = new Set(samples.flatMap((s) => Object.keys(s.lag)));
  const lag: Record<string, { max: number; end: number; slope_per_s: number; growing: boolean }> = {};
  for (const k of lagKeys) {
    const ys = half.map((s) => s.lag[k] ?? 0);
    const sl = slope(xsMin.map((x) => x * 60), ys);
    const endLag = samples.at(-1)?.lag[k] ?? 0;
    lag[k] = { max: Math.max(...samples.map((s) => s.lag[k] ?? 0)), end: endLag, slope_per_s: +sl.toFixed(3), growing: sl >= LAG_SLOPE_MAX_PER_S || endLag >= LAG_END_MAX };
  }
  const first = half[0];
  const last = half.at(-1);
  const rate = first && last && last.t > first.t ? (last.arbUpdates - first.arbUpdates) / (last.t - first.t) : 0;
  const recRate = first && last && last.t > first.t ? (last.recorded - first.recorded) / (last.t - first.t) : 0;
  const memoryFlat = Object.values(memory).every((m) => m.flat);
  const lagFlat = lagKeys.size > 0 && Object.values(lag).every((l) => !l.growing);
  const result = {
    name: 'soak',
    subject: { book_updates_per_s_through_arbitrage: +rate.toFixed(1), book_records_per_s_recorded: +recRate.toFixed(1), memory, lag },
    baseline: { book_updates_per_s_requested: RATE, venue_sim_messages_per_s: SIM_RATE },
    ratio: { achieved_over_requested: RATE > 0 ? +(rate / RATE).toFixed(3) : 0 },
    targets: { book_updates_per_s: `>= ${RATE * 0.95}`, rss_slope_mb_per_min: `< ${RSS_SLOPE_MAX_MB_PER_MIN} (every process, second half)`, lag: `slope < ${LAG_SLOPE_MAX_PER_S}/s and end < ${LAG_END_MAX} (every topic and group)` },
    met: { rate: rate >= RATE * 0.95, memory_flat: memoryFlat, lag_not_growing: lagFlat },
    run: { seconds: SECONDS, sample_s: SAMPLE_S, samples: samples.length, processes: procs.map((p) => p.name), namespace },
    machine: { cores: cpus().length, loadavg_1m_end: +load.toFixed(2) },
    series: samples,
  };
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', 'soak.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify({ ...result, series: undefined, subject: { ...result.subject, lag: undefined } }, null, 2));
  console.log(Object.entries(lag).map(([k, l]) => `${k}: end ${l.end} max ${l.max} slope ${l.slope_per_s}/s`).join('\n'));

  // drop the schema this run wrote
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
main().catch(async (err: unknown) => {
  console.error(err);
  await stopAll();
  process.exit(1);
});
