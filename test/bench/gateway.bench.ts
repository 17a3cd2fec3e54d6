// Benchmark of the gateway, every load generator in child processes (so clients never share the server's event loop):
// (1) a cached JSON route through the full frame (key, plan, rate limit, metrics) against a bare Fastify route returning
//     the same bytes, autocannon run from a child process;
// (2) WebSocket fan-out: 2,000 clients (in WS_PROCS child processes, several hundred sockets each) on 100 dist channels,
//     1,000 messages/s, against a bare `ws` broadcaster sending the same frames; lag = client clock - server timestamp in
//     the message (performance.timeOrigin + performance.now(), comparable across processes of one machine); p50/p99,
//     delivered/expected, seq gaps, server memory and server CPU.
// Writes bench-results/gateway.json. `node test/bench/gateway.bench.ts [http|ws]` runs one part.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import WebSocket, { WebSocketServer } from 'ws';
import { createMemoryBus, type RefEvent } from '@ref/bus';
import { createPgliteStore } from '@ref/store';
import { createLogger, createRegistry } from '@ref/telemetry';
import { buildApp, type Capability } from '@ref/gateway';

const DURATION_S = Number(process.env['BENCH_DURATION_S'] ?? 4);
const HTTP_ROUNDS = Number(process.env['BENCH_HTTP_ROUNDS'] ?? 3);
const CONNECTIONS = 32;
const CLIENTS = Number(process.env['BENCH_WS_CLIENTS'] ?? 2000);
const WS_PROCS = Number(process.env['BENCH_WS_PROCS'] ?? 4);
const CHANNELS = 100;
const RATE = 1000; // messages per second, over all channels
const WS_SECONDS = Number(process.env['BENCH_WS_SECONDS'] ?? 8);

const clock = (): number => performance.timeOrigin + performance.now();
const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;

// ---------------------------------------------------------------- child processes

interface CannonJob { kind: 'cannon'; url: string; headers: Record<string, string>; duration: number }
interface WsJob { kind: 'ws'; url: string; key: string | null; channels: string[] }
interface CannonOut { rps: number; p50_ms: number; p99_ms: number; non2xx: number; errors: number }
interface WsReport { lags: number[]; frames: number; gaps: number; closed: number }

async function childMain(): Promise<void> {
  const job = await new Promise<CannonJob | WsJob>((resolve) => process.once('message', (m) => resolve(m as CannonJob | WsJob)));
  if (job.kind === 'cannon') {
    const r = await autocannon({ url: job.url, connections: CONNECTIONS, duration: job.duration, headers: job.headers, pipelining: 1 });
    process.send?.({ rps: r.requests.average, p50_ms: r.latency.p50, p99_ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors } satisfies CannonOut, () => process.exit(0));
    return;
  }
  // WebSocket clients: one socket per entry of job.channels; `ready` once all are subscribed, lags until `report`.
  const lags: number[] = [];
  let frames = 0;
  let gaps = 0;
  let closed = 0;
  let ready = 0;
  const sockets: WebSocket[] = [];
  const SENT = Buffer.from('"sent":');
  const SEQ = Buffer.from('"seq":');
  const intAt = (b: Buffer, i: number): number => {
    let n = 0;
    for (let c = b[i] as number; c >= 48 && c <= 57; c = b[++i] as number) n = n * 10 + c - 48;
    return n;
  };
  const numAt = (b: Buffer, i: number): number => {
    let j = i;
    while (j < b.length && b[j] !== 44 && b[j] !== 125) j++;
    return Number(b.toString('latin1', i, j));
  };
  for (let i = 0; i < job.channels.length; i++) {
    const ch = job.channels[i] as string;
    const ws = new WebSocket(job.url, { perMessageDeflate: false });
    sockets.push(ws);
    let lastSeq = -1;
    let isReady = false;
    ws.on('message', (d: Buffer) => {
      if (!isReady) {
        const m = JSON.parse(d.toString('utf8')) as { type?: string; seq?: number };
        if (m.type === 'auth_ok') ws.send(JSON.stringify({ action: 'subscribe', channels: [ch] }));
        else if (m.type === 'subscribed') {
          isReady = true;
          ready += 1;
          if (ready === job.channels.length) process.send?.({ ready: true });
        } else if (m.type === 'error') console.error('ws client error message', d.toString('utf8'));
        return;
      }
      const now = clock();
      const q = d.indexOf(SEQ);
      if (q >= 0) {
        const seq = intAt(d, q + SEQ.length);
        if (lastSeq >= 0 && seq !== lastSeq + 1) gaps += 1;
        lastSeq = seq;
      }
      const s = d.indexOf(SENT);
      if (s < 0) return; // the snapshot
      frames += 1;
      lags.push(now - numAt(d, s + SENT.length));
    });
    ws.on('open', () => ws.send(job.key === null ? JSON.stringify({ action: 'subscribe', channels: [ch] }) : JSON.stringify({ action: 'auth', api_key: job.key })));
    ws.on('close', () => {
      closed += 1;
    });
    ws.on('error', (e) => console.error('ws client error', e.message));
    if (i % 100 === 99) await new Promise((r) => setTimeout(r, 20));
  }
  process.on('message', (m: { report?: boolean }) => {
    if (!m.report) return;
    for (const s of sockets) s.terminate();
    process.send?.({ lags, frames, gaps, closed } satisfies WsReport, () => process.exit(0));
  });
}

function spawnChild(): ChildProcess {
  return fork(import.meta.filename, ['--child'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

function nextMessage<T>(c: ChildProcess, timeoutMs = 120_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('child timed out')), timeoutMs);
    c.once('message', (m) => {
      clearTimeout(t);
      resolve(m as T);
    });
    c.once('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
}

// ---------------------------------------------------------------- HTTP

async function cannon(url: string, headers: Record<string, string>, duration = DURATION_S) {
  const c = spawnChild();
  const out = nextMessage<CannonOut>(c, (duration + 60) * 1000);
  c.send({ kind: 'cannon', url, headers, duration } satisfies CannonJob);
  return out;
}

const payload = JSON.stringify({
  events: Array.from({ length: 20 }, (_, i) => ({ event_id: `OPI-BENCH${String(i).padStart(3, '0')}`, title: `Bench event ${i}`, venues: ['alpha', 'beta'], yes_ask: '0.4200', no_ask: '0.5900' })),
});
const payloadBytes = Buffer.from(payload);

async function httpBench() {
  const bare = Fastify();
  bare.get('/bench/cached', async (_req, reply) => reply.type('application/json; charset=utf-8').send(payloadBytes));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bench/cached`;

  const bus = createMemoryBus();
  const store = await createPgliteStore();
  const cap: Capability = {
    name: 'bench',
    async register(app) {
      app.get('/bench/cached', { config: { access: 'free' } }, async (_req, reply) => reply.type('application/json; charset=utf-8').send(payloadBytes));
    },
  };
  const gw = await buildApp({
    ctx: { bus, store, log: createLogger({ name: 'bench', level: 'silent' }), registry: createRegistry(), now: Date.now },
    capabilities: [cap],
    config: { plans: { free: { perSecond: 1e9, burst: 1e9, perMinute: 1e12 } } },
  });
  const key = (await gw.accounts.createKey({ plan: 'free' })).key;
  const url = `${await gw.listen({ port: 0 })}/bench/cached`;
  const check = await fetch(url, { headers: { 'x-api-key': key } });
  if (check.status !== 200 || (await check.text()) !== payload) throw new Error('gateway route does not return the payload');

  await cannon(bareUrl, {}, 2); // warm-up both
  await cannon(url, { 'x-api-key': key }, 2);
  // alternating rounds, so a burst of load from elsewhere on the machine does not land on one side only; the round
  // with the median rps of each side is reported
  const cpuS = (a: NodeJS.CpuUsage, b: NodeJS.CpuUsage) => (b.user - a.user + b.system - a.system) / 1e6;
  const rounds: { baseline: Round; subject: Round }[] = [];
  for (let i = 0; i < HTTP_ROUNDS; i++) {
    // the side that goes first alternates too
    const order = i % 2 === 0 ? (['baseline', 'subject'] as const) : (['subject', 'baseline'] as const);
    const got: Partial<Record<'baseline' | 'subject', Round>> = {};
    for (const side of order) {
      const c0 = process.cpuUsage();
      const r = side === 'baseline' ? await cannon(bareUrl, {}) : await cannon(url, { 'x-api-key': key });
      const cpu = cpuS(c0, process.cpuUsage());
      got[side] = { ...r, rps: Math.round(r.rps), server_cpu_s: round(cpu), requests_per_server_cpu_s: Math.round((r.rps * DURATION_S) / cpu) };
    }
    rounds.push(got as { baseline: Round; subject: Round });
  }
  await gw.close();
  await bare.close();
  await bus.close();
  await store.close();
  const median = (side: 'baseline' | 'subject'): Round => {
    const xs = rounds.map((r) => r[side]).sort((a, b) => a.rps - b.rps);
    return xs[Math.floor(xs.length / 2)] as Round;
  };
  return { subject: median('subject'), baseline: median('baseline'), rounds };
}

interface Round extends CannonOut {
  server_cpu_s: number;
  requests_per_server_cpu_s: number;
}

// ---------------------------------------------------------------- WebSocket

function pct(s: Float64Array, p: number): number {
  if (s.length === 0) return NaN;
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
}

/** Starts WS_PROCS child processes holding `channels.length` sockets between them; runs `publish` at RATE; collects. */
async function fanOut(url: string, key: string | null, channels: string[], publish: (channel: number, data: unknown) => void) {
  const memIdle = process.memoryUsage();
  const procs = Array.from({ length: WS_PROCS }, () => spawnChild());
  const readies = procs.map((p) => nextMessage<{ ready: boolean }>(p));
  procs.forEach((p, i) => p.send({ kind: 'ws', url, key, channels: channels.filter((_, j) => j % WS_PROCS === i) } satisfies WsJob));
  await Promise.all(readies);
  await new Promise((r) => setTimeout(r, 300));
  const memConnected = process.memoryUsage();
  let peakRss = memConnected.rss;
  let peakHeap = memConnected.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 200);
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const cpu0 = process.cpuUsage();
  const total = RATE * WS_SECONDS;
  const start = performance.now();
  let maxLate = 0;
  const costs = new Float64Array(total);
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    else maxLate = Math.max(maxLate, -wait);
    const t0 = performance.now();
    publish(i % CHANNELS, { sent: clock(), outcomes: [{ outcome: 'yes', venues: [{ venue: 'alpha', yes_ask: '0.4200', no_ask: '0.5900', yes_probability: '0.41500', yes_depth: '120.00', no_depth: '80.00' }] }] });
    costs[i] = performance.now() - t0;
  }
  const publishSeconds = (performance.now() - start) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  const cpu = process.cpuUsage(cpu0);
  loopDelay.disable();
  clearInterval(sampler);
  const reports = procs.map((p) => nextMessage<WsReport>(p));
  for (const p of procs) p.send({ report: true });
  const rs = await Promise.all(reports);
  let n = 0;
  for (const r of rs) n += r.lags.length;
  const lags = new Float64Array(n);
  let o = 0;
  for (const r of rs) for (const x of r.lags) lags[o++] = x;
  lags.sort();
  costs.sort();
  const expected = total * (channels.length / CHANNELS);
  const serverCpuS = (cpu.user + cpu.system) / 1e6;
  const delivered = rs.reduce((a, r) => a + r.frames, 0);
  return {
    clients: channels.length,
    client_processes: WS_PROCS,
    channels: CHANNELS,
    rate_per_s: RATE,
    publish_seconds: round(publishSeconds),
    publisher_max_late_ms: round(maxLate),
    delivered,
    expected,
    seq_gaps: rs.reduce((a, r) => a + r.gaps, 0),
    p50_lag_ms: round(pct(lags, 50), 3),
    p99_lag_ms: round(pct(lags, 99), 3),
    max_lag_ms: round(lags[lags.length - 1] ?? NaN, 3),
    publish_call_us_p50: round(pct(costs, 50) * 1000, 1),
    publish_call_us_p99: round(pct(costs, 99) * 1000, 1),
    server_cpu_s: round(serverCpuS),
    frames_per_server_cpu_s: Math.round(delivered / serverCpuS),
    server_loop_delay_p99_ms: round(loopDelay.percentile(99) / 1e6),
    server_loop_delay_max_ms: round(loopDelay.max / 1e6),
    server_rss_before_clients_mb: round(memIdle.rss / 2 ** 20, 1),
    server_rss_connected_mb: round(memConnected.rss / 2 ** 20, 1),
    server_rss_per_client_kb: round((memConnected.rss - memIdle.rss) / 1024 / channels.length, 1),
    server_rss_peak_mb: round(peakRss / 2 ** 20, 1),
    server_heap_connected_mb: round(memConnected.heapUsed / 2 ** 20, 1),
    server_heap_peak_mb: round(peakHeap / 2 ** 20, 1),
  };
}

async function wsBench() {
  const ev = (i: number): RefEvent => ({
    ref_id: `OPI-B${String(i).padStart(7, '0')}`, numeric_id: i, title: `Bench ${i}`, subject_domain: 'Bench', classified_at_ms: 0, active: true,
    market_type: null, resolution_time_ms: null, venue_listings: [], venue_pairs: [], outcomes: [],
  });
  const channels = Array.from({ length: CLIENTS }, (_, i) => `dist:${ev(i % CHANNELS).ref_id}`);

  // baseline: a bare ws server broadcasting the same frames to the same fan-out, no auth, hub or envelope building
  const server = createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  const groups = new Map<string, WebSocket[]>();
  wss.on('connection', (ws) => {
    ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as { channels: string[] };
      for (const c of m.channels) {
        let g = groups.get(c);
        if (g === undefined) groups.set(c, (g = []));
        g.push(ws);
      }
      ws.send('{"type":"subscribed"}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const burl = `ws://127.0.0.1:${(server.address() as { port: number }).port}`;
  const seqs = new Array<number>(CHANNELS).fill(0);
  const baseline = process.env['BENCH_WS_SKIP_BASELINE'] === '1' ? null : await fanOut(burl, null, channels, (c, data) => {
    const name = `dist:${ev(c).ref_id}`;
    const frame = Buffer.from(`{"channel":"${name}","seq":${++seqs[c]!},"type":"update","data":${JSON.stringify(data)}}`);
    for (const ws of groups.get(name) ?? []) ws.send(frame);
  });
  wss.close();
  server.close();

  // subject: the gateway's hub and /ws endpoint
  const bus = createMemoryBus();
  const store = await createPgliteStore();
  const gw = await buildApp({
    ctx: { bus, store, log: createLogger({ name: 'bench', level: 'silent' }), registry: createRegistry(), now: Date.now },
    capabilities: [],
    config: { plans: { free: { wsConnections: CLIENTS + 10 } } },
  });
  await bus.produce('ref.event.v1', Array.from({ length: CHANNELS }, (_, i) => ({ key: ev(i).ref_id, value: ev(i) })));
  while ((gw.feeds?.events.size ?? 0) < CHANNELS) await new Promise((r) => setTimeout(r, 20));
  const key = (await gw.accounts.createKey({ plan: 'free' })).key;
  const base = `${(await gw.listen({ port: 0 })).replace('http', 'ws')}/ws`;
  const subject = await fanOut(base, key, channels, (c, data) => gw.hub.publish(`dist:${ev(c).ref_id}`, data));
  await gw.close();
  await bus.close();
  await store.close();
  return { subject, baseline };
}

async function main(): Promise<void> {
  const only = process.argv[2];
  const load0 = loadavg()[0] ?? NaN;
  const http = only === 'ws' ? null : await httpBench();
  if (http) console.log('http', JSON.stringify(http));
  const ws = only === 'http' ? null : await wsBench();
  if (ws) console.log('ws', JSON.stringify(ws));
  const ratio = http ? round(http.subject.rps / http.baseline.rps, 3) : null;
  const targets = { http_rps_ratio_min: 0.6, http_p99_ms_max: 10, ws_p99_lag_ms_max: 50, ws_delivered_all: true };
  const httpMet = http !== null && ratio !== null && ratio >= targets.http_rps_ratio_min && http.subject.p99_ms < targets.http_p99_ms_max;
  const wsMet = ws !== null && ws.subject.p99_lag_ms < targets.ws_p99_lag_ms_max && ws.subject.delivered === ws.subject.expected && ws.subject.seq_gaps === 0;
  const result = {
    name: 'gateway',
    machine: { cores: cpus().length, loadavg_1m_start: round(load0), loadavg_1m_end: round(loadavg()[0] ?? NaN), node: process.version },
    subject: { http: http?.subject ?? null, ws: ws?.subject ?? null },
    baseline: { http: http?.baseline ?? null, ws: ws?.baseline ?? null },
    http_rounds: http?.rounds ?? null,
    ratio,
    // the same two figures per server CPU-second (less sensitive to other load on a shared machine)
    ratio_per_server_cpu_s: http ? round(http.subject.requests_per_server_cpu_s / http.baseline.requests_per_server_cpu_s, 3) : null,
    ws_frames_per_server_cpu_s_ratio: ws && ws.baseline ? round(ws.subject.frames_per_server_cpu_s / ws.baseline.frames_per_server_cpu_s, 3) : null,
    targets,
    met: { http: httpMet, ws: wsMet, all: httpMet && wsMet },
  };
  if (only === undefined) {
    mkdirSync('bench-results', { recursive: true });
    writeFileSync(join('bench-results', 'gateway.json'), `${JSON.stringify({ ...result, met: result.met.all, met_parts: result.met }, null, 2)}\n`);
  }
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}

if (process.argv[2] === '--child') {
  childMain().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
