// Security of the gateway frame with every capability: plan enforcement on every route and WebSocket channel, bounded
// fuzzing (fast-check) of every route's parameters and of the WebSocket protocol (no 5xx, no crash, the process keeps
// serving), request size and connection limits, rate limits, keys never echoed or logged.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import WebSocket from 'ws';
import { createMemoryBus, type Bus, type RefEvent } from '@ref/bus';
import { createPgliteStore, type Store } from '@ref/store';
import { createLogger, createRegistry } from '@ref/telemetry';
import { buildApp, createCapabilities, type Access, type Capability, type Gateway } from '@ref/gateway';
import { recorderMigrations } from '@ref/recorder';
import { MIGRATIONS as refdataMigrations } from '@ref/refdata';
import { arbitrageCapability } from '../../services/gateway/src/routes/arbitrage.ts';
import { root } from './prom.ts';

const RUNS = Number(process.env['REF_FUZZ_RUNS'] ?? 40);
const logLines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, cb) {
    logLines.push(chunk.toString());
    cb();
  },
});
const log = createLogger({ name: 'test-ops-security', level: 'info' }, sink);

interface RouteInfo {
  method: string;
  url: string;
  access: Access;
  query: string[];
}
const routes: RouteInfo[] = [];
const figures: Record<string, unknown> = {};

/** Wraps a capability so that every route it registers is recorded with its declared access. */
function recorded(cap: Capability): Capability {
  return {
    name: cap.name,
    register: async (app, ctx) => {
      app.addHook('onRoute', (r) => {
        const access = (r.config as { access?: Access } | undefined)?.access;
        const methods = Array.isArray(r.method) ? r.method : [r.method];
        if (access === undefined || !methods.includes('GET')) return;
        const qs = (r.schema?.querystring as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
        routes.push({ method: 'GET', url: r.url, access, query: Object.keys(qs) });
      });
      await cap.register(app, ctx);
    },
    ...(cap.ready ? { ready: cap.ready.bind(cap) } : {}),
    ...(cap.close ? { close: cap.close.bind(cap) } : {}),
  };
}

let bus: Bus;
let store: Store;
let gw: Gateway;
let url: string;
const keys: Record<'free' | 'pro' | 'premium' | 'reference', string> = { free: '', pro: '', premium: '', reference: '' };

const EVENT: RefEvent = {
  ref_id: 'OPI-SECTEST1',
  numeric_id: 1,
  title: 'Security test event',
  subject_domain: 'sports',
  classified_at_ms: 1_700_000_000_000,
  active: true,
  market_type: null,
  resolution_time_ms: null,
  venue_listings: [{ ref_id: 'OPI-SECTEST1', venue: 'alpha', venue_event_id: 'EV1', venue_question: 'Who wins?', venue_event_slug: null }],
  venue_pairs: [],
  outcomes: [
    {
      ref_id: 'OPO-SECTEST1-yes',
      outcome_key: 'yes',
      label: 'Yes',
      outcome_kind: 'binary',
      outcome_params: {},
      entity: null,
      venue_listings: [{ ref_id: 'OPO-SECTEST1-yes', venue: 'alpha', venue_market_id: 'MK1', venue_event_id: 'EV1', venue_yes_token: null, venue_no_token: null, venue_question: 'Who wins?' }],
      venue_pairs: [],
    },
  ],
};

beforeAll(async () => {
  bus = createMemoryBus();
  await bus.produce('ref.event.v1', [{ key: EVENT.ref_id, value: EVENT }]);
  store = await createPgliteStore();
  await store.migrate(recorderMigrations);
  await store.migrate(refdataMigrations);
  const big = { perSecond: 1_000_000, burst: 1_000_000, perMinute: 100_000_000 };
  gw = await buildApp({
    ctx: { bus, store, log, registry: createRegistry(), now: Date.now },
    capabilities: createCapabilities().map(recorded),
    config: { plans: { free: big, pro: big, premium: big }, docs: false },
  });
  keys.free = (await gw.accounts.createKey({ plan: 'free', name: 'free' })).key;
  keys.pro = (await gw.accounts.createKey({ plan: 'pro', name: 'pro' })).key;
  keys.premium = (await gw.accounts.createKey({ plan: 'premium', name: 'premium' })).key;
  keys.reference = (await gw.accounts.createKey({ plan: 'free', reference: true, name: 'ref' })).key;
  url = await gw.listen({ port: 0 });
}, 60_000);

afterAll(async () => {
  mkdirSync(join(root, 'bench-results/ops'), { recursive: true });
  writeFileSync(join(root, 'bench-results/ops/security.json'), `${JSON.stringify({ name: 'ops-security', ...figures }, null, 2)}\n`);
  await gw?.close();
  await bus?.close();
  await store?.close();
});

const RANK = { free: 0, pro: 1, premium: 2 } as const;
const principals = [
  { name: 'free', plan: 'free', reference: false },
  { name: 'pro', plan: 'pro', reference: false },
  { name: 'premium', plan: 'premium', reference: false },
  { name: 'reference', plan: 'free', reference: true },
] as const;
const allowed = (p: (typeof principals)[number], access: Access): boolean => (access === 'reference' ? p.reference : RANK[p.plan] >= RANK[access]);
const concrete = (u: string): string => u.replace(/:([a-z_]+)/g, 'x1');

describe('plan enforcement', () => {
  it('every route: 401 without or with a wrong key, 403 below its plan, served at or above it', async () => {
    // the frame's own market-data catalog routes (registered outside the capabilities) are declared free
    for (const u of ['/streams/catalog', '/streams/event-types', '/streams/event-types/:token']) if (!routes.some((r) => r.url === u)) routes.push({ method: 'GET', url: u, access: 'free', query: [] });
    expect(routes.length).toBeGreaterThan(25);
    const seen = new Set(routes.map((r) => r.url));
    for (const must of ['/arbitrage/current', '/reference/v2/events', '/markets/ohlcv', '/search/markets', '/historical/alpha/trades']) expect(seen).toContain(must);
    const problems: string[] = [];
    for (const r of routes) {
      const u = concrete(r.url);
      const none = await gw.app.inject({ method: 'GET', url: u });
      if (none.statusCode !== 401) problems.push(`${u} without key: ${none.statusCode}`);
      const wrong = await gw.app.inject({ method: 'GET', url: u, headers: { 'x-api-key': 'rk_wrong_' + 'x'.repeat(40) } });
      if (wrong.statusCode !== 401) problems.push(`${u} wrong key: ${wrong.statusCode}`);
      for (const p of principals) {
        const res = await gw.app.inject({ method: 'GET', url: u, headers: { 'x-api-key': keys[p.name] } });
        const ok = allowed(p, r.access);
        if (ok && (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500)) problems.push(`${u} (${r.access}) ${p.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (!ok && res.statusCode !== 403) problems.push(`${u} (${r.access}) ${p.name}: ${res.statusCode}, want 403`);
        if (res.statusCode >= 400) expect(typeof (res.json() as { detail?: unknown }).detail, `${u} error body`).toBe('string');
      }
    }
    expect(problems).toEqual([]);
  });

  it('every WebSocket channel family: forbidden below its plan, subscribed at or above it', async () => {
    const families = gw.hub.listFamilies();
    expect(families.length).toBeGreaterThanOrEqual(4);
    const sample: Record<string, string> = { dist: `dist:${EVENT.ref_id}`, book: `book:${EVENT.ref_id}:yes`, trade: `trade:${EVENT.ref_id}:yes`, snapshot: 'snapshot' };
    const channels = families.map((f) => ({ access: f.access, name: sample[f.prefix] ?? f.prefix }));
    for (const c of channels) expect(gw.hub.familyOf(c.name)?.exists(c.name), c.name).toBe(true);
    const problems: string[] = [];
    for (const p of principals) {
      const ws = await open();
      const frames = collect(ws);
      ws.send(JSON.stringify({ action: 'auth', api_key: keys[p.name] }));
      const authed = await waitFrame(frames, (f) => f['type'] === 'auth_ok' || f['type'] === 'error');
      expect(authed['type']).toBe('auth_ok');
      for (const c of channels) {
        const before = frames.length;
        ws.send(JSON.stringify({ action: 'subscribe', channels: [c.name] }));
        const f = await waitFrame(frames, (x) => x['type'] === 'subscribed' || x['type'] === 'error', before);
        const ok = allowed(p, c.access);
        if (ok && f['type'] !== 'subscribed') problems.push(`${c.name} (${c.access}) ${p.name}: ${JSON.stringify(f)}`);
        if (!ok && f['code'] !== 'forbidden') problems.push(`${c.name} (${c.access}) ${p.name}: ${JSON.stringify(f)}, want forbidden`);
      }
      ws.close();
    }
    expect(problems).toEqual([]);
  });
});

async function open(): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`);
  await new Promise((r, j) => ws.once('open', r).once('error', j));
  return ws;
}
function collect(ws: WebSocket): Record<string, unknown>[] {
  const frames: Record<string, unknown>[] = [];
  ws.on('message', (d: Buffer) => {
    try {
      frames.push(JSON.parse(d.toString()) as Record<string, unknown>);
    } catch {
      frames.push({ type: 'unparseable' });
    }
  });
  return frames;
}
async function waitFrame(frames: Record<string, unknown>[], pred: (f: Record<string, unknown>) => boolean, from = 0, ms = 5000): Promise<Record<string, unknown>> {
  const end = Date.now() + ms;
  for (;;) {
    const f = frames.slice(from).find(pred);
    if (f) return f;
    if (Date.now() > end) throw new Error(`no matching frame; got ${JSON.stringify(frames.slice(from))}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const weird = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('', ' ', '-1', '0', '1e309', 'NaN', 'null', 'true', '[]', '{}', '%00', '\u0000', '../../etc/passwd', "' OR 1=1 --", '2026-13-45T99:99:99Z', 'x'.repeat(5000), '9'.repeat(40), 'alpha,beta,,', '🙂'),
);

describe('fuzzing', () => {
  it(`every route's parameters (${RUNS} runs per route): never a 5xx, always a {detail} on errors`, async () => {
    const problems: string[] = [];
    for (const r of routes) {
      const params = [...r.query, 'unknown_param'];
      const p = principals.find((x) => allowed(x, r.access))!;
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...params), fc.oneof(weird, fc.array(weird, { minLength: 2, maxLength: 3 })), { maxKeys: 4 }), fc.option(weird), async (q, pathValue) => {
          const u = new URL(r.url.replace(/:([a-z_]+)/g, () => encodeURIComponent(pathValue ?? 'x1')), 'http://x');
          for (const [k, v] of Object.entries(q)) for (const one of Array.isArray(v) ? v : [v]) u.searchParams.append(k, one);
          const res = await gw.app.inject({ method: 'GET', url: u.pathname + u.search, headers: { 'x-api-key': keys[p.name] } });
          if (res.statusCode >= 500) problems.push(`${u.pathname}${u.search.slice(0, 200)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400 && typeof (res.json() as { detail?: unknown }).detail !== 'string') problems.push(`${u.pathname}: ${res.statusCode} without detail`);
          return true;
        }),
        { numRuns: RUNS, seed: 42 },
      );
    }
    figures['route_fuzz'] = { routes: routes.length, runs_per_route: RUNS, requests: routes.length * RUNS };
    expect(problems.slice(0, 20)).toEqual([]);
    const health = await gw.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });

  it('the WebSocket protocol: random frames never crash the gateway; errors answered, abusers closed', async () => {
    const frame = fc.oneof(
      fc.json(),
      fc.string({ maxLength: 200 }),
      fc.record({ action: fc.constantFrom('auth', 'subscribe', 'unsubscribe', 'ping', 'bogus', ''), api_key: fc.oneof(fc.string(), fc.constant(keys.pro), fc.integer()), channels: fc.oneof(fc.array(fc.string(), { maxLength: 5 }), fc.string(), fc.constant(null), fc.array(fc.constantFrom('snapshot', `dist:${EVENT.ref_id}`, `book:${EVENT.ref_id}:yes`, 'arbitrage'))) }, { requiredKeys: [] }),
      fc.uint8Array({ maxLength: 64 }),
    );
    let connections = 0;
    const closeCodes: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('none', 'free', 'pro', 'premium') as fc.Arbitrary<'none' | 'free' | 'pro' | 'premium'>, fc.array(frame, { minLength: 1, maxLength: 15 }), async (authAs, frames) => {
        connections++;
        const ws = await open();
        const got = collect(ws);
        const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
        if (authAs !== 'none') {
          // the protocol: wait for auth_ok before anything else (earlier messages close the connection with 4001)
          ws.send(JSON.stringify({ action: 'auth', api_key: keys[authAs] }));
          const first: Record<string, unknown> = await Promise.race([waitFrame(got, (x) => x['type'] === 'auth_ok' || x['type'] === 'error'), closed.then((c) => ({ type: `closed ${c}` }))]);
          if (first['type'] !== 'auth_ok') {
            // only the per-key connection cap may refuse a valid key (the previous run's socket may still be closing)
            expect(JSON.stringify(first)).toMatch(/connection_limit|closed 4008/);
          }
        }
        for (const f of frames) {
          if (ws.readyState !== WebSocket.OPEN) break;
          ws.send(f instanceof Uint8Array ? Buffer.from(f) : typeof f === 'string' ? f : JSON.stringify(f));
        }
        ws.send(JSON.stringify({ action: 'ping' }));
        const code = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(0), 150))]);
        closeCodes[code] = (closeCodes[code] ?? 0) + 1;
        if (code !== 0) expect([1000, 1005, 1009, 4001, 4002, 4008]).toContain(code);
        for (const g of got) expect(g['type']).not.toBe('unparseable');
        ws.terminate();
        return true;
      }),
      { numRuns: RUNS * 2, seed: 7 },
    );
    expect(connections).toBe(RUNS * 2);
    figures['ws_fuzz_close_codes'] = closeCodes;
    const res = await fetch(`${url}/healthz`);
    expect(res.status).toBe(200);
  });
});

describe('limits', () => {
  it('request size: a body above 256 KiB is refused with 413; an oversize header with 431', async () => {
    const body = await fetch(`${url}/arbitrage/current`, { method: 'POST', headers: { 'x-api-key': keys.premium, 'content-type': 'application/json' }, body: JSON.stringify({ x: 'y'.repeat(300 * 1024) }) });
    expect([404, 405, 413]).toContain(body.status);
    const r = await gw.app.inject({ method: 'POST', url: '/arbitrage/current', headers: { 'x-api-key': keys.premium, 'content-type': 'application/json' }, payload: JSON.stringify({ x: 'y'.repeat(300 * 1024) }) });
    expect(r.statusCode === 413 || r.statusCode === 404).toBe(true);
    const hdr = await fetch(`${url}/arbitrage/current`, { headers: { 'x-api-key': keys.premium, 'x-big': 'z'.repeat(40 * 1024) } });
    expect(hdr.status).toBe(431);
    const longKey = await gw.app.inject({ method: 'GET', url: '/arbitrage/current', headers: { 'x-api-key': 'k'.repeat(10_000) } });
    expect(longKey.statusCode).toBe(401);
  });

  it('WebSocket frame above the limit closes with 1009; connections per key are capped by the plan', async () => {
    const ws = await open();
    const closed = new Promise<number>((r) => ws.once('close', (c) => r(c)));
    ws.send(JSON.stringify({ action: 'auth', api_key: keys.free, pad: 'p'.repeat(128 * 1024) }));
    expect(await closed).toBe(1009);

    const limit = gw.plans.free.wsConnections;
    const socks: WebSocket[] = [];
    const results: string[] = [];
    for (let i = 0; i < limit + 1; i++) {
      const s = await open();
      socks.push(s);
      const frames = collect(s);
      const closedCode = new Promise<number>((r) => s.once('close', (c) => r(c)));
      s.send(JSON.stringify({ action: 'auth', api_key: keys.free }));
      const f: Record<string, unknown> = await Promise.race([waitFrame(frames, (x) => x['type'] !== undefined), closedCode.then((c) => ({ type: `closed ${c}` }))]);
      results.push(String(f['code'] ?? f['type']));
    }
    for (const s of socks) s.terminate();
    expect(results.slice(0, limit).every((x) => x !== 'connection_limit')).toBe(true);
    expect(['connection_limit', 'closed 4008']).toContain(results[limit]);
  });

  it('rate limits answer 429 with Retry-After on the default plans', async () => {
    const b2 = createMemoryBus();
    const g2 = await buildApp({ ctx: { bus: b2, store, log, registry: createRegistry(), now: Date.now }, capabilities: [arbitrageCapability()], config: { feeds: false, docs: false } });
    try {
      const k = (await g2.accounts.createKey({ plan: 'premium', name: 'rl' })).key;
      const codes: number[] = [];
      let retry: string | undefined;
      for (let i = 0; i < 15; i++) {
        const r = await g2.app.inject({ method: 'GET', url: '/arbitrage/current', headers: { 'x-api-key': k } });
        codes.push(r.statusCode);
        if (r.statusCode === 429) retry = String(r.headers['retry-after']);
      }
      expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
      expect(codes).toContain(429);
      expect(Number(retry)).toBeGreaterThan(0);
    } finally {
      await g2.close();
      await b2.close();
    }
  });

  it('keys are never logged', () => {
    const all = logLines.join('');
    expect(all.length).toBeGreaterThan(0);
    for (const k of Object.values(keys)) expect(all.includes(k)).toBe(false);
  });
});
