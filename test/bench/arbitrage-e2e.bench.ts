// Benchmark: arbitrage end to end on the real broker. A venue message enters a connector (its WebSocket handler,
// `connector.handle(text)`, the point where the venue's frame is received) → md.book.v1 on Kafka → arbitrage →
// arb.opportunity.v1 on Kafka → gateway → the opportunity visible on REST (GET /arbitrage/current over HTTP) and on
// the gateway WebSocket (`arbitrage` channel). The venue-sim serves the catalogs and first snapshots of the worked
// example (declared matches, default threshold 0); the benchmark drives 2,000 book updates per second into the
// alpha, beta and gamma connectors (paced every 5 ms): background updates on deep levels of every listing (each
// refreshes the orderbook of the records that show that ladder) and, every 50 ms, a probe that moves the best YES
// ask of a beta listing that is the YES leg of an open opportunity (one tick better, then back). Latency = probe
// handed to the connector → the opportunity's beta.yes_ask shows the new price on REST / on the WebSocket.
// Topology (REF_BENCH_TOPOLOGY): `processes` (default) runs arbitrage and the gateway as their own processes, started
// from their distributed-mode entry points (services/arbitrage/src/main.ts, services/gateway/src/main.ts), as they are
// deployed; the bench process hosts the venue-sim, the three connectors and the probing clients. `single` hosts the
// whole pipeline in the bench process (one event loop, as `pnpm start` embeds it), with the engine-applied stage.
// REF_BENCH_STAGES=1 adds, in `processes` mode, the stage times seen by an idle observer process (always on in `single`).
// Each connector has its own producer (REF_BENCH_VENUE_BUSES=0: one shared); the probe's frame is handled in a turn
// of its own. The arbitrage process's latency histograms (its own and its bus's) are reported with the result.
// Baseline, same run: a bare kafkajs two-hop relay (produce → consume → produce → consume, acks=all, 1 partition,
// offsets committed by the group every second as the bus does, not after every batch) of the same venue messages at
// the same rate; latency = first produce → final consume.
// REF_BENCH_RT=1 runs the bench, its service processes and the local broker at real-time priority (test/bench/realtime.ts),
// shielding them from other work on a shared machine; the result's `scheduling` says which way it ran.
// Writes bench-results/arbitrage-e2e.json. Run: node test/bench/arbitrage-e2e.bench.ts (Kafka at REF_KAFKA_BROKERS
// or 127.0.0.1:19092). REF_BENCH_SECONDS (default 30) sets the measured window of each side.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Kafka, logLevel } from 'kafkajs';
import WebSocket from 'ws';
import { createKafkaBus, type Bus } from '@ref/bus';
import { createLogger, createRegistry } from '@ref/telemetry';
import { createPgliteStore } from '@ref/store';
import { startVenueSim } from '@ref/venue-sim';
import { buildApp } from '@ref/gateway';
import { loadArbitrageConfig, parseMatches, startArbitrage } from '@ref/arbitrage';
import { loadAlphaConfig, startAlphaConnector, type AlphaConnector } from '@ref/connector-alpha';
import { loadBetaConfig, startBetaConnector, type BetaConnector } from '@ref/connector-beta';
import { loadGammaConfig, startGammaConnector, type GammaConnector } from '@ref/connector-gamma';
import { freePort } from '@ref/testkit';
import { arbitrageCapability } from '../../services/gateway/src/routes/arbitrage.ts';
import { cpuSeconds, rssMb, serviceProcs, sumBy, type ServiceProc } from './service-procs.ts';
import { realtimeOrNormal } from './realtime.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scenarioPath = join(root, 'packages/domain/fixtures/scenarios/arbitrage-example.json');
const RATE = Number(process.env['REF_BENCH_RATE'] ?? 2000);
const SECONDS = Number(process.env['REF_BENCH_SECONDS'] ?? 30);
const WARMUP_S = 5;
const PROBE_EVERY_MS = 50;
const PROBE_TIMEOUT_MS = 1000;
const TICK_MS = 5;
const targets = { updates_per_second: RATE, p50_ms_max: 5, p99_ms_max: 25 };
const log = createLogger({ name: 'bench-arb-e2e', level: process.env['REF_BENCH_LOG'] ?? 'silent' });
const brokers = (process.env['REF_KAFKA_BROKERS'] ?? '127.0.0.1:19092').split(',');
const scheduling = realtimeOrNormal(root, brokers);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const q = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? -1 : (s[Math.min(s.length - 1, Math.floor(p * s.length))] as number);
};
const r3 = (x: number): number => Math.round(x * 1000) / 1000;
const px = (p: number): string => (p / 10000).toFixed(4);

// ---------------------------------------------------------------- the pipeline
const namespace = `bench-arbe2e-${randomUUID().slice(0, 8)}`;
const mkBus = (name: string): Bus => createKafkaBus({ brokers, clientId: `${namespace}-${name}`, namespace, logger: log });
const connBus = mkBus('conn');
const arbBus = mkBus('arb');
const gwBus = mkBus('gw');
try {
  await connBus.ensureTopics();
} catch (err) {
  process.stderr.write(`arbitrage-e2e: Kafka not reachable at ${brokers.join(',')}: ${String(err)}\n`);
  process.exit(1);
}
const sim = await startVenueSim({ port: 0, host: '127.0.0.1', log, scenario: scenarioPath });
const quiet = { REF_ALPHA_HEARTBEAT_MS: '0', REF_BETA_HEARTBEAT_MS: '0', REF_GAMMA_HEARTBEAT_MS: '0', REF_BETA_CHECK_BEST_ASK: 'true' };
// each connector has its own bus (its own producer), as each runs in its own process when deployed
// (REF_BENCH_VENUE_BUSES=0: one shared producer, whose batches carry all three venues' records)
const venueBus = process.env['REF_BENCH_VENUE_BUSES'] === '0' ? { alpha: connBus, beta: connBus, gamma: connBus } : { alpha: mkBus('conn-alpha'), beta: mkBus('conn-beta'), gamma: mkBus('conn-gamma') };
const cdeps = { log, registry: createRegistry(), now: () => Date.now() };
const alpha: AlphaConnector = await startAlphaConnector({ ...cdeps, bus: venueBus.alpha, config: loadAlphaConfig({ ...quiet, REF_ALPHA_REST_URL: sim.venues.alpha.rest, REF_ALPHA_WS_URL: sim.venues.alpha.ws }) });
const beta: BetaConnector = await startBetaConnector({ ...cdeps, bus: venueBus.beta, config: loadBetaConfig({ ...quiet, REF_BETA_CATALOG_URL: sim.venues.beta.gamma_rest, REF_BETA_WS_URL: sim.venues.beta.ws }) });
const gamma: GammaConnector = await startGammaConnector({ ...cdeps, bus: venueBus.gamma, config: loadGammaConfig({ ...quiet, REF_GAMMA_REST_URL: sim.venues.gamma.rest, REF_GAMMA_WS_URL: sim.venues.gamma.ws }) });
await Promise.all([alpha.ready, beta.ready, gamma.ready]);
const TOPOLOGY = process.env['REF_BENCH_TOPOLOGY'] ?? 'processes';
if (TOPOLOGY !== 'processes' && TOPOLOGY !== 'single') throw new Error(`REF_BENCH_TOPOLOGY must be processes or single, got ${JSON.stringify(TOPOLOGY)}`);
const STAGES = TOPOLOGY === 'single' || process.env['REF_BENCH_STAGES'] === '1';

// services started from their distributed-mode entry points (own process, own event loop)
const services = serviceProcs({ root, label: 'arbitrage-e2e', env: { REF_KAFKA_BROKERS: brokers.join(','), REF_KAFKA_NAMESPACE: namespace } });
for (const sig of ['SIGTERM', 'SIGINT'] as const) process.once(sig, () => process.exit(1));
async function waitReady(url: string, p: ServiceProc, timeoutMs = 120_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(200)) {
    if (p.child.exitCode !== null) throw new Error(`${p.name} exited (${p.child.exitCode}):\n${p.out}`);
    const ok = await fetch(url).then((r) => r.status === 200, () => false);
    if (ok) return;
  }
  throw new Error(`${p.name} not ready at ${url} within ${timeoutMs} ms:\n${p.out}`);
}
const sum = (m: Map<string, number>): number => [...m.values()].reduce((a, b) => a + b, 0);

const scenario = JSON.parse(readFileSync(scenarioPath, 'utf8')) as unknown;
let arb: Awaited<ReturnType<typeof startArbitrage>> | null = null;
let arbMetrics: () => Promise<string>;
let gw: Awaited<ReturnType<typeof buildApp>> | null = null;
let store: Awaited<ReturnType<typeof createPgliteStore>> | null = null;
let base: string;
let apiKey: string;
const gwDataDir = mkdtempSync(join(tmpdir(), 'ref-bench-gw-'));
if (TOPOLOGY === 'single') {
  const arbRegistry = createRegistry();
  arb = await startArbitrage({
    bus: arbBus,
    log,
    registry: arbRegistry,
    now: () => Date.now(),
    config: loadArbitrageConfig({ REF_ARB_GROUP_ID: `${namespace}-arb` }),
    matches: parseMatches(scenario),
  });
  arbMetrics = () => arbRegistry.metrics();
  store = await createPgliteStore();
  gw = await buildApp({
    ctx: { bus: gwBus, store, log, registry: createRegistry(), now: () => Date.now() },
    capabilities: [arbitrageCapability()],
    config: { feeds: false, plans: { premium: { perSecond: 100_000, burst: 100_000, perMinute: 10_000_000 } } },
  });
  base = await gw.listen({ port: 0, host: '127.0.0.1' });
  apiKey = (await gw.accounts.createKey({ plan: 'premium', name: 'bench' })).key;
} else {
  const arbOps = await freePort();
  const arbChild = services.start('arbitrage', 'services/arbitrage/src/main.ts', [], {
    REF_ARB_GROUP_ID: `${namespace}-arb`,
    REF_ARB_MATCHES_FILE: scenarioPath,
    REF_ARB_OPS_PORT: String(arbOps),
  });
  const gwPort = await freePort();
  apiKey = `bench-${randomUUID()}`;
  const gwChild = services.start('gateway', 'services/gateway/src/main.ts', [], {
    REF_GATEWAY_PORT: String(gwPort),
    REF_DATA_DIR: gwDataDir,
    REF_SEED_KEYS: `premium:${apiKey}`,
    REF_GATEWAY_PREMIUM_PER_SECOND: '100000',
    REF_GATEWAY_PREMIUM_BURST: '100000',
    REF_GATEWAY_PREMIUM_PER_MINUTE: '10000000',
  });
  base = `http://127.0.0.1:${gwPort}`;
  await Promise.all([waitReady(`http://127.0.0.1:${arbOps}/readyz`, arbChild), waitReady(`${base}/readyz`, gwChild)]);
  arbMetrics = () => fetch(`http://127.0.0.1:${arbOps}/metrics`).then((r) => r.text());
}
const arbChildPid = services.procs.find((p) => p.name === 'arbitrage')?.child.pid;
const gwChildPid = services.procs.find((p) => p.name === 'gateway')?.child.pid;

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read field by field */
// GET /arbitrage/current over one kept-alive connection with node:http (lighter on the shared event loop than fetch)
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function rest(): Promise<any[]> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/arbitrage/current`, { agent, headers: { 'x-api-key': apiKey } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode !== 200) reject(new Error(`GET /arbitrage/current: ${String(res.statusCode)} ${text}`));
        else resolve(JSON.parse(text) as any[]);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

// wait for the example's opportunities to arrive through the whole pipeline
let opps: any[] = [];
for (const end = Date.now() + 60_000; Date.now() < end; await sleep(100)) {
  opps = await rest();
  if (opps.length > 0) break;
}
if (opps.length === 0) throw new Error('no opportunity reached the gateway within 60 s');

// probe target: an open opportunity buying YES on beta whose beta YES ask can move one tick better without crossing
const betaListings = [...beta.listings.values()];
let target: { opp: any; listing: (typeof betaListings)[number]; top: number; better: number } | null = null;
for (const o of opps) {
  if (o.buy_yes_market !== 'beta') continue;
  const l = betaListings.find((x) => x.venueMarketId === o.beta.condition_id);
  if (!l) continue;
  const top = l.book.yes.best();
  const better = top - 10;
  if (top > 10 && better + l.book.no.best() >= 10000) {
    target = { opp: o, listing: l, top, better };
    break;
  }
}
if (target === null) throw new Error('no opportunity buying YES on beta to probe');
const T = target;
const isTarget = (o: any): boolean => o.event_id === T.opp.event_id && o.outcome_key === T.opp.outcome_key && o.buy_yes_market === 'beta' && o.buy_no_market === T.opp.buy_no_market;
const probeMessage = (add: boolean): string =>
  JSON.stringify({
    market: T.listing.venueMarketId,
    timestamp: String(Date.now()),
    event_type: 'price_change',
    price_changes: [{ asset_id: T.listing.yesToken, price: px(T.better), size: add ? '5' : '0', side: 'SELL', hash: 'bench', best_bid: '0.01', best_ask: px(add ? T.better : T.top) }],
  });

// ---------------------------------------------------------------- background venue messages (deep levels)
interface Gen {
  next(): { venue: 'alpha' | 'beta' | 'gamma'; text: string };
}
function backgroundGenerator(): Gen {
  const subs = alpha.subscriptions();
  const alphaTickers = subs.flatMap((s) => s.tickers.map((t) => ({ sub: s, t })));
  const seqs = new Map(subs.map((s) => [s.sid, s.lastSeq]));
  const betaL = betaListings;
  const gammaL = [...gamma.listings.values()];
  let i = 0;
  return {
    next() {
      const k = i++;
      const round = Math.floor(k / 3);
      const venue = (['alpha', 'beta', 'gamma'] as const)[k % 3]!;
      if (venue === 'alpha' && alphaTickers.length > 0) {
        const { sub, t } = alphaTickers[round % alphaTickers.length]!;
        const up = Math.floor(round / alphaTickers.length) % 2 === 0;
        const seq = (seqs.get(sub.sid) ?? 0) + 1;
        seqs.set(sub.sid, seq);
        // a YES bid at 0.01 is a NO ask at 0.99: deep on the NO ladder
        return { venue, text: JSON.stringify({ type: 'orderbook_delta', sid: sub.sid, seq, msg: { market_ticker: t, market_id: t, price_dollars: '0.0100', delta_fp: up ? '3.00' : '-3.00', side: 'yes', ts: new Date().toISOString() } }) };
      }
      if (venue === 'beta' || gammaL.length === 0) {
        const l = betaL[round % betaL.length]!;
        const size = Math.floor(round / betaL.length) % 2 === 0 ? '7' : '0';
        const best = l === T.listing ? (probeAdded ? T.better : T.top) : l.book.yes.best();
        return { venue: 'beta', text: JSON.stringify({ market: l.venueMarketId, timestamp: String(Date.now()), event_type: 'price_change', price_changes: [{ asset_id: l.yesToken, price: '0.9990', size, side: 'SELL', hash: 'h', best_bid: '0.01', best_ask: px(best) }] }) };
      }
      const l = gammaL[round % gammaL.length]!;
      const size = Math.floor(round / gammaL.length) % 2 === 0 ? '7' : '0';
      return { venue: 'gamma', text: JSON.stringify({ marketId: Number(l.venueMarketId), tokenId: l.yesToken, outcomeSide: 1, side: 'asks', price: '0.999', size, msgType: 'market.depth.diff' }) };
    },
  };
}
let probeAdded = false;

// ---------------------------------------------------------------- observers: WebSocket and REST
interface Probe {
  add: boolean;
  expect: number;
  t0: number;
  wsMs: number;
  restMs: number;
  /** diagnostics: the probe's md.book.v1 record and the target's arb.opportunity.v1 record seen by a reader */
  bookMs: number;
  oppMs: number;
  /** the arbitrage engine applied the probe's book record */
  arbMs: number;
  /** a do-nothing member of another consumer group saw the probe's book record */
  groupMs: number;
}
let probe = null as Probe | null; // (set and cleared from callbacks)
const wsLat: number[] = [];
const bookLat: number[] = [];
const arbLat: number[] = [];
// diagnostics: when the arbitrage engine applies the probe's record (a wrapper, no change to the engine)
const engine = arb?.engine;
if (engine) {
  const onBook = engine.onBook.bind(engine);
  engine.onBook = (rec) => {
    const p = probe;
    if (p !== null && p.arbMs < 0 && rec.venue_market_id === T.listing.venueMarketId && rec.yes_asks.some((l) => l.price === T.better && (l.size === 0) === !p.add)) p.arbMs = performance.now() - p.t0;
    return onBook(rec);
  };
}
const oppLat: number[] = [];
// stage diagnostics (STAGES): an observer process (test/bench/arbitrage-e2e.observer.ts), idle but for this, reads
// md.book.v1 and arb.opportunity.v1 and is an idle member of a group on md.book.v1 (separating group-consumer mechanics
// from arbitrage's work); it reports the probed listing's and opportunity's records with absolute arrival times
const groupLat: number[] = [];
if (STAGES) {
  const observer = services.start('observer', 'test/bench/arbitrage-e2e.observer.ts', [], {
    REF_OBSERVE: JSON.stringify({ market: T.listing.venueMarketId, event_id: T.opp.event_id, outcome_key: T.opp.outcome_key, buy_no_market: T.opp.buy_no_market }),
  }, undefined, { ipc: true }).child;
  await new Promise<void>((resolve, reject) => {
    observer.once('exit', (code) => reject(new Error(`stage observer exited (${String(code)})`)));
    observer.on('message', (m: { kind: string; via?: string; t?: number; yes?: [number, number][]; yes_ask?: number | null }) => {
      if (m.kind === 'ready') return resolve();
      const p = probe;
      if (p === null || m.t === undefined) return;
      const ms = m.t - performance.timeOrigin - p.t0;
      if (m.kind === 'book' && m.yes?.some(([price, size]) => price === T.better && (size === 0) === !p.add)) {
        if (m.via === 'reader' && p.bookMs < 0) p.bookMs = ms;
        if (m.via === 'group' && p.groupMs < 0) p.groupMs = ms;
      } else if (m.kind === 'opp' && p.oppMs < 0 && m.yes_ask === p.expect) p.oppMs = ms;
    });
  });
}
const restLat: number[] = [];
/** every measured probe (REF_BENCH_SAMPLES_FILE: written out as JSON lines for a look at the tail) */
const samples: Probe[] = [];
let timeouts = 0;
let measuring = false;

const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`);
await new Promise<void>((resolve, reject) => {
  ws.once('open', () => resolve());
  ws.once('error', reject);
});
ws.send(JSON.stringify({ action: 'auth', api_key: apiKey }));
let subscribed = false;
ws.on('message', (data) => {
  const now = performance.now();
  const m = JSON.parse(String(data)) as any;
  if (m.type === 'auth_ok') ws.send(JSON.stringify({ action: 'subscribe', channels: ['arbitrage'] }));
  else if (m.type === 'subscribed') subscribed = true;
  else if (m.channel === 'arbitrage' && m.type === 'update' && probe !== null && probe.wsMs < 0) {
    const o = m.data?.opportunity;
    if (o && isTarget(o) && o.beta.yes_ask === probe.expect / 10000) probe.wsMs = now - probe.t0;
  }
});
for (const end = Date.now() + 10_000; !subscribed && Date.now() < end; ) await sleep(10);
if (!subscribed) throw new Error('WebSocket subscription to arbitrage failed');

let polling = true;
const poller = (async () => {
  while (polling) {
    const p = probe;
    if (p === null || p.restMs >= 0) {
      await sleep(1);
      continue;
    }
    const list = await rest();
    const now = performance.now();
    const o = list.find(isTarget);
    if (o && o.beta.yes_ask === p.expect / 10000 && p.restMs < 0) p.restMs = now - p.t0;
    // `processes`: back to back while a probe is out (one request in flight; the gateway is another process), so the
    // figure is when the change became visible plus at most one request's round trip, not a polling period; `single`:
    // about every millisecond, as the poller shares the event loop with the whole pipeline
    else if (TOPOLOGY === 'single') await sleep(1);
    else await new Promise<void>((r) => setImmediate(r));
  }
})();

// ---------------------------------------------------------------- the paced run
const conn = { alpha, beta, gamma };
async function drive(seconds: number, gen: Gen, record: boolean): Promise<{ sent: number; probes: number; elapsedS: number; cpuS: number }> {
  measuring = record;
  const total = Math.round(RATE * seconds);
  let sent = 0;
  let probes = 0;
  let lastProbe = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  while (sent < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - t0) / 1000) * RATE));
    // settle the outstanding probe
    if (probe !== null && probe.wsMs >= 0 && probe.restMs >= 0) {
      if (measuring) {
        samples.push(probe);
        wsLat.push(probe.wsMs);
        restLat.push(probe.restMs);
        if (probe.bookMs >= 0) bookLat.push(probe.bookMs);
        if (probe.arbMs >= 0) arbLat.push(probe.arbMs);
        if (probe.groupMs >= 0) groupLat.push(probe.groupMs);
        if (probe.oppMs >= 0) oppLat.push(probe.oppMs);
      }
      probe = null;
    } else if (probe !== null && now - probe.t0 > PROBE_TIMEOUT_MS) {
      if (measuring) timeouts++;
      probe = null;
    }
    const recvMs = Date.now();
    while (sent < due) {
      if (probe === null && now - lastProbe >= PROBE_EVERY_MS) {
        probeAdded = !probeAdded;
        const text = probeMessage(probeAdded);
        probe = { add: probeAdded, expect: probeAdded ? T.better : T.top, t0: performance.now(), wsMs: -1, restMs: -1, bookMs: -1, oppMs: -1, arbMs: -1, groupMs: -1 };
        beta.handle(text, Date.now());
        lastProbe = now;
        probes++;
        sent++;
        // the probe's frame arrives in a read of its own: its record goes to the broker before the tick's other frames
        // are handled (as a connector process does when frames arrive apart), not after all of them
        await new Promise<void>((r) => setImmediate(r));
        continue;
      } else {
        const m = gen.next();
        conn[m.venue].handle(m.text, recvMs);
      }
      sent++;
    }
    await sleep(TICK_MS);
  }
  const cu = process.cpuUsage(c0);
  return { sent, probes, elapsedS: (performance.now() - t0) / 1000, cpuS: (cu.user + cu.system) / 1e6 };
}

const load0 = loadavg()[0] ?? 0;
const published0 = sum(sumBy(await arbMetrics(), 'ref_arb_published_total'));
const cpu0 = { arbitrage: cpuSeconds(arbChildPid), gateway: cpuSeconds(gwChildPid) };
const gen = backgroundGenerator();
await drive(WARMUP_S, gen, false);
const run = await drive(SECONDS, gen, true);
// let the last probe land
for (const end = Date.now() + PROBE_TIMEOUT_MS; probe !== null && Date.now() < end; await sleep(5)) {
  if (probe.wsMs >= 0 && probe.restMs >= 0) {
    wsLat.push(probe.wsMs);
    restLat.push(probe.restMs);
    probe = null;
  }
}
polling = false;
await poller;
const samplesFile = process.env['REF_BENCH_SAMPLES_FILE'];
if (samplesFile !== undefined && samplesFile !== '') writeFileSync(samplesFile, samples.map((p) => JSON.stringify({ t0: r3(p.t0), ws: r3(p.wsMs), rest: r3(p.restMs), book: r3(p.bookMs), group: r3(p.groupMs), opp: r3(p.oppMs) })).join('\n') + '\n');
const arbText = await arbMetrics();
const publishedTotal = sum(sumBy(arbText, 'ref_arb_published_total'));
const rejectedCount = sum(sumBy(arbText, 'ref_arb_rejected_total'));
/** a histogram's cumulative share of observations at or under each bucket bound (over the whole run, warm-up included) */
function shares(text: string, name: string, topic?: string): Record<string, number> {
  const rows = text.split('\n').filter((l) => l.startsWith(`${name}_bucket{`) && (topic === undefined || l.includes(`topic="${topic}"`)));
  const count = Number(rows.find((l) => l.includes('le="+Inf"'))?.split(' ').at(-1) ?? 0);
  return Object.fromEntries(rows.filter((l) => !l.includes('+Inf')).map((l) => [`le_${/le="([^"]+)"/.exec(l)?.[1] ?? '?'}s`, count > 0 ? r3(Number(l.split(' ').at(-1)) / count) : 0]));
}
const arbitrageHistograms = { book_to_outputs_handed_to_bus: shares(arbText, 'ref_arb_book_to_opportunity_seconds'), connector_receipt_to_apply: shares(arbText, 'ref_arb_book_lag_seconds'),
  bus_queue_wait_opportunities: shares(arbText, 'ref_bus_produce_wait_seconds', 'arb.opportunity.v1'),
  bus_batch_ack_opportunities: shares(arbText, 'ref_bus_produce_ack_seconds', 'arb.opportunity.v1') };
const cpu1 = { arbitrage: cpuSeconds(arbChildPid), gateway: cpuSeconds(gwChildPid) };
const mb = (x: number | null): number | null => (x === null ? null : Math.round(x));
const perS = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : r3((b - a) / (run.elapsedS + WARMUP_S)));
const processes = {
  bench: { rss_mb: mb(rssMb('self')), cpu_seconds_per_second: r3(run.cpuS / run.elapsedS) },
  ...(arbChildPid !== undefined ? { arbitrage: { rss_mb: mb(rssMb(arbChildPid)), cpu_seconds_per_second: perS(cpu0.arbitrage, cpu1.arbitrage) } } : {}),
  ...(gwChildPid !== undefined ? { gateway: { rss_mb: mb(rssMb(gwChildPid)), cpu_seconds_per_second: perS(cpu0.gateway, cpu1.gateway) } } : {}),
};

// ---------------------------------------------------------------- teardown of the pipeline
ws.close();
agent.destroy();
await gw?.close();
await arb?.stop();
await services.stopAll();
rmSync(gwDataDir, { recursive: true, force: true });
await Promise.all([alpha.stop(), beta.stop(), gamma.stop()]);
await sim.stop();
await Promise.all([connBus.close(), venueBus.alpha.close(), venueBus.beta.close(), venueBus.gamma.close(), arbBus.close(), gwBus.close()]);
await store?.close();

// ---------------------------------------------------------------- baseline: bare kafkajs two-hop relay
async function relay(seconds: number, texts: () => string): Promise<{ p50: number; p99: number; n: number; sent: number }> {
  const kafka = new Kafka({ clientId: `${namespace}-relay`, brokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const a = `${namespace}.relay.a`;
  const b = `${namespace}.relay.b`;
  await admin.createTopics({ topics: [{ topic: a, numPartitions: 1 }, { topic: b, numPartitions: 1 }], waitForLeaders: true });
  const p1 = kafka.producer();
  const p2 = kafka.producer();
  const c1 = kafka.consumer({ groupId: `${namespace}-relay-1` });
  const c2 = kafka.consumer({ groupId: `${namespace}-relay-2` });
  await Promise.all([p1.connect(), p2.connect(), c1.connect(), c2.connect()]);
  await c1.subscribe({ topics: [a], fromBeginning: true });
  await c2.subscribe({ topics: [b], fromBeginning: true });
  const sentAt = new Map<number, number>();
  const lat: number[] = [];
  let firstRecorded = Number.MAX_SAFE_INTEGER;
  // offsets committed every second, as the bus commits (kafkajs' default commits after every batch, a round trip per hop)
  await c1.run({
    autoCommitInterval: 1000,
    eachBatch: async ({ batch }) => {
      await p2.send({ topic: b, acks: -1, messages: batch.messages.map((m) => ({ key: m.key, value: m.value })) });
    },
  });
  await c2.run({
    autoCommitInterval: 1000,
    eachMessage: async ({ message }) => {
      const id = Number(message.key?.toString() ?? -1);
      const t = sentAt.get(id);
      if (t !== undefined) {
        if (id >= firstRecorded) lat.push(performance.now() - t);
        sentAt.delete(id);
      }
    },
  });
  await sleep(3000); // group joins
  let id = 0;
  let sentTotal = 0;
  const pace = async (secs: number, rec: boolean): Promise<void> => {
    if (rec) firstRecorded = id + 1;
    const total = Math.round(RATE * secs);
    let sent = 0;
    const t0 = performance.now();
    while (sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * RATE));
      if (due > sent) {
        const msgs: { key: string; value: string }[] = [];
        const now = performance.now();
        for (; sent < due; sent++) {
          sentAt.set(++id, now);
          msgs.push({ key: String(id), value: texts() });
        }
        // as the connector publisher does: one produce per tick, not awaited by the pacer
        void p1.send({ topic: a, acks: -1, messages: msgs });
      }
      await sleep(TICK_MS);
    }
    sentTotal += rec ? sent : 0;
  };
  await pace(WARMUP_S, false);
  await pace(seconds, true);
  for (const end = Date.now() + 5000; sentAt.size > 0 && Date.now() < end; ) await sleep(20);
  await Promise.all([c1.disconnect(), c2.disconnect(), p1.disconnect(), p2.disconnect()]);
  await admin.deleteTopics({ topics: [a, b] }).catch(() => undefined);
  await admin.disconnect();
  return { p50: q(lat, 0.5), p99: q(lat, 0.99), n: lat.length, sent: sentTotal };
}
let k = 0;
const sample = [probeMessage(true), probeMessage(false), '{"type":"orderbook_delta","sid":1,"seq":1,"msg":{"market_ticker":"X","market_id":"X","price_dollars":"0.0100","delta_fp":"3.00","side":"yes","ts":"2026-01-01T00:00:00.000Z"}}'];
const baseline = await relay(SECONDS, () => sample[k++ % sample.length]!);
const load1 = loadavg()[0] ?? 0;

const subject = {
  what: `venue message handed to the alpha/beta/gamma connectors at ${RATE}/s → Kafka → arbitrage → Kafka → gateway; probe (a beta best-YES-ask move every ${PROBE_EVERY_MS} ms) → visible on GET /arbitrage/current (HTTP polling: back to back while a probe is out in processes topology, every ~1 ms in single) and on the WebSocket arbitrage channel`,
  updates_sent: run.sent,
  updates_per_second: Math.round(run.sent / run.elapsedS),
  probes: wsLat.length,
  probe_timeouts: timeouts,
  ws_p50_ms: r3(q(wsLat, 0.5)),
  ws_p99_ms: r3(q(wsLat, 0.99)),
  rest_p50_ms: r3(q(restLat, 0.5)),
  rest_p99_ms: r3(q(restLat, 0.99)),
  max_ms: r3(Math.max(-1, ...wsLat, ...restLat)),
  stages_p50_ms: { book_record_on_kafka: r3(q(bookLat, 0.5)), book_record_to_idle_group_member: r3(q(groupLat, 0.5)), applied_by_arbitrage: r3(q(arbLat, 0.5)), opportunity_record_on_kafka: r3(q(oppLat, 0.5)) },
  stages_p99_ms: { book_record_on_kafka: r3(q(bookLat, 0.99)), book_record_to_idle_group_member: r3(q(groupLat, 0.99)), applied_by_arbitrage: r3(q(arbLat, 0.99)), opportunity_record_on_kafka: r3(q(oppLat, 0.99)) },
  topology: TOPOLOGY,
  processes,
  arbitrage_records_per_second: Math.round((publishedTotal - published0) / (run.elapsedS + WARMUP_S)),
  arbitrage_histograms: arbitrageHistograms,
  listings_rejected: rejectedCount,
};
const p50 = Math.max(subject.ws_p50_ms, subject.rest_p50_ms);
const p99 = Math.max(subject.ws_p99_ms, subject.rest_p99_ms);
const met = subject.probes >= 10 && timeouts === 0 && subject.updates_per_second >= RATE * 0.95 && p50 < targets.p50_ms_max && p99 < targets.p99_ms_max;
const result = {
  name: 'arbitrage-e2e',
  subject,
  baseline: { what: 'bare kafkajs two-hop relay (produce → consume → produce → consume, acks=all) of the same messages at the same rate', messages: baseline.n, p50_ms: r3(baseline.p50), p99_ms: r3(baseline.p99) },
  ratio: { p50: r3(p50 / baseline.p50), p99: r3(p99 / baseline.p99) },
  load_average_1m: { start: r3(load0), end: r3(load1) },
  scheduling,
  cpus: cpus().length,
  note:
    TOPOLOGY === 'single'
      ? 'one process hosts the venue-sim, three connectors, arbitrage, the gateway and the probing clients (they share one event loop); the broker is the shared one'
      : 'arbitrage and the gateway run as their own processes (their distributed-mode main.ts); the bench process hosts the venue-sim, the three connectors and the probing clients; the broker is the shared one',
  targets,
  met,
};
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'arbitrage-e2e.json'), JSON.stringify(result, null, 2) + '\n');
process.stdout.write(JSON.stringify(result, null, 2) + '\n');
process.exit(0);
