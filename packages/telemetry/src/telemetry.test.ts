// Unit tests of the telemetry helpers: logger, registry, Health, and the ops HTTP endpoints.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { Counter, Health, createLogger, createRegistry, serveOps } from './index.ts';

function capture(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      chunks.push(chunk.toString());
      cb();
    },
  });
  return { stream, lines: () => chunks.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('createLogger', () => {
  it('writes JSON lines with the service name, object first, and redacts api keys', () => {
    const out = capture();
    const log = createLogger({ name: 'svc', level: 'debug' }, out.stream);
    log.info({ venue: 'alpha', api_key: 'secret1', req: { headers: { 'x-api-key': 'secret2' } }, user: { apiKey: 'secret3' } }, 'hello');
    log.debug({ n: 1 }, 'dbg');
    const [first, second] = out.lines();
    expect(first).toMatchObject({ service: 'svc', msg: 'hello', venue: 'alpha', api_key: '[redacted]', req: { headers: { 'x-api-key': '[redacted]' } }, user: { apiKey: '[redacted]' } });
    expect(JSON.stringify(first)).not.toMatch(/secret/);
    expect(second).toMatchObject({ msg: 'dbg', n: 1 });
  });
  it('defaults to info even when level is passed as undefined, and child loggers carry bindings', () => {
    const out = capture();
    const previous = process.env['REF_LOG_LEVEL'];
    delete process.env['REF_LOG_LEVEL'];
    try {
      const log = createLogger({ name: 'svc', level: undefined }, out.stream);
      expect(log.level).toBe('info');
      log.debug('hidden');
      log.child({ component: 'book' }).warn({ market: 'm1' }, 'shown');
    } finally {
      if (previous !== undefined) process.env['REF_LOG_LEVEL'] = previous;
    }
    expect(out.lines()).toEqual([expect.objectContaining({ msg: 'shown', component: 'book', market: 'm1', service: 'svc' })]);
  });
});

describe('createRegistry', () => {
  it('keeps metrics per registry and applies default labels', async () => {
    const a = createRegistry({ labels: { service: 'a' } });
    const b = createRegistry();
    const c = new Counter({ name: 'ref_test_events_total', help: 'events', labelNames: ['venue'], registers: [a] });
    c.inc({ venue: 'alpha' }, 3);
    expect(await a.metrics()).toContain('ref_test_events_total{venue="alpha",service="a"} 3');
    expect(await b.metrics()).not.toContain('ref_test_events_total');
  });
  it('collects default process metrics with the ref_ prefix when asked', async () => {
    const r = createRegistry({ defaultMetrics: true });
    expect(await r.metrics()).toMatch(/^ref_process_cpu_user_seconds_total/m);
  });
});

describe('Health', () => {
  it('is ready when every check passes, and reports each check', () => {
    const h = new Health();
    expect(h.ready()).toEqual({ ok: true, checks: {} });
    let connected = false;
    h.add('kafka', () => ({ ok: connected, detail: connected ? undefined : 'connecting' }));
    h.add('db', () => ({ ok: true }));
    expect(h.ready()).toEqual({ ok: false, checks: { kafka: { ok: false, detail: 'connecting' }, db: { ok: true } } });
    connected = true;
    expect(h.ready().ok).toBe(true);
  });
  it('turns a throwing check into a failed one', () => {
    const h = new Health();
    h.add('boom', () => {
      throw new Error('exploded');
    });
    expect(h.ready()).toEqual({ ok: false, checks: { boom: { ok: false, detail: 'exploded' } } });
  });
});

describe('serveOps', () => {
  const servers: { close(cb: () => void): void }[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  });

  async function start(health: Health): Promise<string> {
    const registry = createRegistry();
    new Counter({ name: 'ref_ops_test_total', help: 'test', registers: [registry] }).inc(2);
    const server = await serveOps({ port: 0, registry, health });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('serves /metrics in the Prometheus text format', async () => {
    const base = await start(new Health());
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toContain('ref_ops_test_total 2');
  });

  it('answers /healthz while /readyz follows the checks (503 until ready)', async () => {
    const health = new Health();
    let ready = false;
    health.add('consumers', () => ({ ok: ready, detail: ready ? 'assigned' : 'waiting for assignment' }));
    const base = await start(health);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const notReady = await fetch(`${base}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'not_ready', checks: { consumers: { ok: false, detail: 'waiting for assignment' } } });
    ready = true;
    const isReady = await fetch(`${base}/readyz?verbose=1`);
    expect(isReady.status).toBe(200);
    expect(await isReady.json()).toEqual({ status: 'ready', checks: { consumers: { ok: true, detail: 'assigned' } } });
  });

  it('answers 404 for other paths and 405 for other methods', async () => {
    const base = await start(new Health());
    const missing = await fetch(`${base}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Not Found' });
    const post = await fetch(`${base}/metrics`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('rejects when the port is taken', async () => {
    const base = await start(new Health());
    const port = Number(new URL(base).port);
    await expect(serveOps({ port, registry: createRegistry(), health: new Health() })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
