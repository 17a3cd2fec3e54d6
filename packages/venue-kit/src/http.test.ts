import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpStatusError, JsonClient, NetworkError } from './http.ts';
import { TokenBucket } from './rate-limit.ts';
import { backoffDelay } from './backoff.ts';

let srv: Server;
let base = '';
const hits = new Map<string, number>();

beforeAll(async () => {
  srv = createServer((req, res) => {
    const path = req.url ?? '';
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    if (path.startsWith('/api/flaky') && n < 3) {
      res.writeHead(n === 1 ? 503 : 429, n === 2 ? { 'retry-after': '0' } : {});
      res.end('busy');
      return;
    }
    if (path.startsWith('/api/bad')) {
      res.writeHead(400);
      res.end('{"error":"bad"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ path }));
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(srv.address() as AddressInfo).port}/api`;
});
afterAll(() => {
  srv.close();
});

describe('JsonClient', () => {
  it('retries 5xx and 429, then succeeds', async () => {
    const c = new JsonClient({ baseUrl: base, retry: { initialMs: 5, maxMs: 10 } });
    expect(await c.get('/flaky', { a: 1, b: undefined })).toEqual({ path: '/api/flaky?a=1' });
    expect(c.requests).toBe(3);
  });
  it('does not retry a 400', async () => {
    const c = new JsonClient({ baseUrl: base, retry: { initialMs: 5 } });
    await expect(c.get('/bad')).rejects.toBeInstanceOf(HttpStatusError);
    expect(c.requests).toBe(1);
  });
  it('retries network errors up to the limit', async () => {
    const c = new JsonClient({ baseUrl: 'http://127.0.0.1:1', retry: { retries: 2, initialMs: 5 } });
    await expect(c.get('/x')).rejects.toBeInstanceOf(NetworkError);
    expect(c.requests).toBe(3);
  });
});

describe('TokenBucket and backoff', () => {
  it('limits the rate', async () => {
    const b = new TokenBucket({ capacity: 2, ratePerSec: 50 });
    const t0 = performance.now();
    for (let i = 0; i < 7; i++) await b.take();
    // 2 immediate, 5 at 20 ms each
    expect(performance.now() - t0).toBeGreaterThanOrEqual(90);
  });
  it('grows exponentially with jitter under a cap', () => {
    expect(backoffDelay(0, { initialMs: 100, jitter: 0, random: () => 0.5 })).toBe(100);
    expect(backoffDelay(3, { initialMs: 100, jitter: 0 })).toBe(800);
    expect(backoffDelay(30, { initialMs: 100, maxMs: 5000, jitter: 0 })).toBe(5000);
    expect(backoffDelay(2, { initialMs: 100, jitter: 0.5, random: () => 0 })).toBe(200);
    expect(backoffDelay(2, { initialMs: 100, jitter: 0.5, random: () => 0.999 })).toBe(400);
  });
});
