// Benchmark: venue book messages per second parsed + applied + published, per connector, against a baseline that
// only parses the same messages; plus venue timestamp → Kafka lag at fixed rates. Writes bench-results/connectors.json.
// Also per CPU-second of this process (the broker's CPU not counted) and the machine load, since the machine is shared.
// Run: node test/bench/connectors.bench.ts   (Kafka at REF_KAFKA_BROKERS or 127.0.0.1:19092; skipped if absent)
// Env: REF_BENCH_MESSAGES (default 200000), REF_BENCH_VENUES (default alpha,beta,gamma).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { createKafkaBus, createMemoryBus, type Bus } from '@ref/bus';
import { createLogger, createRegistry } from '@ref/telemetry';
import { startVenueSim } from '@ref/venue-sim';
import { loadAlphaConfig, parseAlphaMessage, startAlphaConnector, type AlphaConnector } from '@ref/connector-alpha';
import { loadBetaConfig, parseBetaFrame, startBetaConnector, type BetaConnector } from '@ref/connector-beta';
import { loadGammaConfig, parseGammaMessage, startGammaConnector, type GammaConnector } from '@ref/connector-gamma';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const N = Number(process.env['REF_BENCH_MESSAGES'] ?? 200_000);
const TARGET = 50_000;
const log = createLogger({ name: 'bench', level: 'silent' });
const scenario = join(root, 'test/connectors/fixtures/arbitrage-example.json');

type Venue = 'alpha' | 'beta' | 'gamma';
type Conn = AlphaConnector | BetaConnector | GammaConnector;

/** Messages exactly as the venue sends them, on levels away from the touch (the book never crosses). */
function messages(venue: Venue, c: Conn, n: number, tsMs: () => number): string[] {
  const out: string[] = new Array<string>(n);
  const listings = [...c.listings.values()];
  if (venue === 'alpha') {
    const subs = (c as AlphaConnector).subscriptions();
    const seqs = subs.map((s) => s.lastSeq);
    for (let i = 0; i < n; i++) {
      const k = i % subs.length;
      const s = subs[k]!;
      const t = s.tickers[Math.floor(i / subs.length) % s.tickers.length]!;
      const up = Math.floor(i / (subs.length * s.tickers.length)) % 2 === 0;
      seqs[k]!++;
      out[i] = JSON.stringify({ type: 'orderbook_delta', sid: s.sid, seq: seqs[k], msg: { market_ticker: t, market_id: t, price_dollars: '0.0100', delta_fp: up ? '3.00' : '-3.00', side: 'yes', ts: new Date(tsMs()).toISOString() } });
    }
  } else if (venue === 'beta') {
    for (let i = 0; i < n; i++) {
      const l = listings[i % listings.length]!;
      const size = Math.floor(i / listings.length) % 2 === 0 ? '7' : '0';
      const best = (l.book.yes.best() / 10_000).toFixed(4);
      out[i] = JSON.stringify({ market: l.venueMarketId, timestamp: String(tsMs()), event_type: 'price_change', price_changes: [{ asset_id: l.yesToken, price: '0.9990', size, side: 'SELL', hash: 'h', best_bid: '0.01', best_ask: best }] });
    }
  } else {
    for (let i = 0; i < n; i++) {
      const l = listings[i % listings.length]!;
      const size = Math.floor(i / listings.length) % 2 === 0 ? '7' : '0';
      out[i] = JSON.stringify({ marketId: Number(l.venueMarketId), tokenId: l.yesToken, outcomeSide: 1, side: 'asks', price: '0.999', size, msgType: 'market.depth.diff' });
    }
  }
  return out;
}

async function start(venue: Venue, bus: Bus, urls: Awaited<ReturnType<typeof startVenueSim>>['venues']): Promise<Conn> {
  const deps = { bus, log, registry: createRegistry(), now: () => Date.now() };
  const quiet = { REF_ALPHA_HEARTBEAT_MS: '0', REF_BETA_HEARTBEAT_MS: '0', REF_GAMMA_HEARTBEAT_MS: '0', REF_BETA_CHECK_BEST_ASK: 'true' };
  const c =
    venue === 'alpha'
      ? await startAlphaConnector({ ...deps, config: loadAlphaConfig({ ...quiet, REF_ALPHA_REST_URL: urls.alpha.rest, REF_ALPHA_WS_URL: urls.alpha.ws }) })
      : venue === 'beta'
        ? await startBetaConnector({ ...deps, config: loadBetaConfig({ ...quiet, REF_BETA_CATALOG_URL: urls.beta.gamma_rest, REF_BETA_WS_URL: urls.beta.ws }) })
        : await startGammaConnector({ ...deps, config: loadGammaConfig({ ...quiet, REF_GAMMA_REST_URL: urls.gamma.rest, REF_GAMMA_WS_URL: urls.gamma.ws }) });
  await c.ready;
  return c;
}

function baseline(venue: Venue, msgs: string[]): number {
  const parse = venue === 'alpha' ? parseAlphaMessage : venue === 'beta' ? parseBetaFrame : parseGammaMessage;
  const t0 = performance.now();
  for (const m of msgs) parse(m);
  return msgs.length / ((performance.now() - t0) / 1000);
}

async function subject(c: Conn, msgs: string[]): Promise<{ rate: number; perCpuS: number; bad: number }> {
  const bad0 = c.bad.total;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  // feed in slices so the publisher's batches go out while we parse (as the socket would deliver them)
  for (let i = 0; i < msgs.length; i += 2000) {
    const end = Math.min(msgs.length, i + 2000);
    const now = Date.now();
    for (let j = i; j < end; j++) c.handle(msgs[j]!, now);
    await new Promise((r) => setImmediate(r));
  }
  await c.publisher.flush();
  const cpu = process.cpuUsage(cpu0);
  return { rate: msgs.length / ((performance.now() - t0) / 1000), perCpuS: msgs.length / ((cpu.user + cpu.system) / 1e6), bad: c.bad.total - bad0 };
}

interface Quantiles { p50: number; p99: number; max: number; n: number }
function quantiles(xs: number[]): Quantiles {
  xs.sort((a, b) => a - b);
  const q = (p: number): number => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? -1;
  return { p50: q(0.5), p99: q(0.99), max: xs[xs.length - 1] ?? -1, n: xs.length };
}

/**
 * Paced run on Kafka, messages stamped with the venue ts when fed. Two lags per delta record: to the record's
 * Kafka timestamp (CreateTime: set by the producer as it encodes the produce request, so queueing, batching and
 * Avro encoding are in, the broker round trip is not), and to its receipt by a consumer of the topic (an upper
 * bound of venue → Kafka: broker append, acks and one fetch round trip are in).
 */
async function lag(venue: Venue, c: Conn, kafka: Bus, perSec: number, seconds: number): Promise<{ rate_per_s: number; to_kafka_timestamp_ms: Quantiles; to_consumer_ms: Quantiles }> {
  const toTimestamp: number[] = [];
  const toConsumer: number[] = [];
  const consumer = await kafka.consume({
    topics: ['md.book.v1'],
    fromBeginning: false,
    onMessage: (r) => {
      if (r.value?.kind === 'delta' && r.value.venue === venue) {
        toTimestamp.push(r.timestamp - r.value.venue_ts_ms);
        toConsumer.push(Date.now() - r.value.venue_ts_ms);
      }
    },
  });
  await consumer.ready;
  const total = perSec * seconds;
  const batch = Math.max(1, Math.floor(perSec / 100));
  let sent = 0;
  const t0 = Date.now();
  while (sent < total) {
    const due = Math.min(total, Math.floor(((Date.now() - t0) / 1000) * perSec));
    if (due > sent) {
      const msgs = messages(venue, c, Math.min(batch, due - sent), () => Date.now());
      const now = Date.now();
      for (const m of msgs) c.handle(m, now);
      sent += msgs.length;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await c.publisher.flush();
  const end = Date.now() + 10_000;
  while (toTimestamp.length < total && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  await consumer.close();
  return { rate_per_s: perSec, to_kafka_timestamp_ms: quantiles(toTimestamp), to_consumer_ms: quantiles(toConsumer) };
}

async function kafkaReachable(brokers: string[]): Promise<Bus | null> {
  const namespace = `bench-conn-${randomUUID().slice(0, 8)}`;
  const bus = createKafkaBus({ brokers, clientId: namespace, namespace, connectionTimeoutMs: 1000, retries: 1 });
  try {
    await bus.ensureTopics(['md.book.v1', 'md.trade.v1', 'md.catalog.v1']);
    return bus;
  } catch {
    await bus.close().catch(() => undefined);
    return null;
  }
}

const sim = await startVenueSim({ port: 0, host: '127.0.0.1', log, scenario });
const brokers = (process.env['REF_KAFKA_BROKERS'] ?? '127.0.0.1:19092').split(',');
const kafka = await kafkaReachable(brokers);
const results: Record<string, unknown> = {};
const subjectRates: Record<string, number> = {};
const baselineRates: Record<string, number> = {};
let met = true;
const VENUES = (process.env['REF_BENCH_VENUES'] ?? 'alpha,beta,gamma').split(',').filter((v): v is Venue => v === 'alpha' || v === 'beta' || v === 'gamma');
for (const venue of VENUES) {
  const memory = createMemoryBus();
  const c = await start(venue, memory, sim.venues);
  const warm = messages(venue, c, 20_000, () => Date.now());
  baseline(venue, warm);
  await subject(c, warm);
  const msgs = messages(venue, c, N, () => Date.now());
  const base = baseline(venue, msgs);
  const mem = await subject(c, msgs);
  await c.stop();
  await memory.close();
  const r: Record<string, unknown> = { baseline_parse_only_per_s: Math.round(base), memory_bus_per_s: Math.round(mem.rate), memory_bus_per_cpu_s: Math.round(mem.perCpuS), bad: mem.bad };
  if (mem.bad > 0) met = false;
  subjectRates[venue] = Math.round(mem.rate);
  baselineRates[venue] = Math.round(base);
  if (kafka) {
    const ck = await start(venue, kafka, sim.venues);
    const kmsgs = messages(venue, ck, N, () => Date.now());
    const k = await subject(ck, kmsgs);
    r['kafka_per_s'] = Math.round(k.rate);
    r['kafka_per_cpu_s'] = Math.round(k.perCpuS); // messages per CPU-second of this process (the broker's CPU not counted)
    r['load_avg_1m'] = Number(loadavg()[0]!.toFixed(2));
    r['kafka_lag'] = [await lag(venue, ck, kafka, 5000, 3), await lag(venue, ck, kafka, 25_000, 3)];
    await ck.stop();
    subjectRates[venue] = Math.round(k.rate);
  }
  if ((subjectRates[venue] ?? 0) < TARGET) met = false;
  results[venue] = r;
  console.log(venue, JSON.stringify(r));
}
await sim.stop();
await kafka?.close();

const ratio: Record<string, number> = {};
for (const v of Object.keys(subjectRates)) ratio[v] = Number((subjectRates[v]! / baselineRates[v]!).toFixed(3));
const out = {
  name: 'connectors',
  subject: { description: `book messages/s parsed + applied + published (${kafka ? 'Kafka' : 'in-memory'} bus, Avro encoded), ${N} messages per venue`, per_venue: subjectRates, detail: results },
  baseline: { description: 'the same messages, parse only', per_venue: baselineRates },
  ratio,
  targets: { book_messages_per_s_per_connector: TARGET },
  machine: { cpus: cpus().length, load_avg_1m_5m_15m: loadavg().map((x) => Number(x.toFixed(2))) },
  met,
};
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results/connectors.json'), JSON.stringify(out, null, 2) + '\n');
console.log(JSON.stringify(out, null, 2));
process.exit(0);
