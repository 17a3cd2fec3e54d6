// The gateway frame through inject(): every status path (200, 400 naming the parameter, 401, 403, 404, 429 + Retry-After, 500).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError, type Capability } from '@ref/gateway';
import { refEvent, startTestGateway, waitFor, type TestGateway } from './helpers.ts';

class DomainNotFound extends Error {
  readonly code = 'EVENT_NOT_FOUND';
  readonly detail = { error_code: 'EVENT_NOT_FOUND', error: 'no_canonical_match', venue: 'alpha', id: 'X' };
}

const testCapability: Capability = {
  name: 'test',
  async register(app) {
    app.get('/t/free', { config: { access: 'free' } }, async () => ({ ok: 'free' }));
    app.get('/t/pro', { config: { access: 'pro' } }, async (req) => ({ ok: 'pro', account: req.principal?.accountId }));
    app.get('/t/premium', { config: { access: 'premium' } }, async () => ({ ok: 'premium' }));
    app.get('/t/reference', { config: { access: 'reference' } }, async () => ({ ok: 'reference' }));
    app.get<{ Querystring: { limit: number; venue?: string } }>(
      '/t/page',
      {
        config: { access: 'free' },
        schema: {
          querystring: {
            type: 'object',
            properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 }, venue: { type: 'string', enum: ['alpha', 'beta'] } },
          },
        },
      },
      async (req) => ({ limit: req.query.limit, venue: req.query.venue ?? null }),
    );
    app.get('/t/http-404', { config: { access: 'free' } }, async () => {
      throw new HttpError(404, { error_code: 'ENTITY_NOT_FOUND', ref_id: 'OPE:X:Y' });
    });
    app.get('/t/domain-404', { config: { access: 'free' } }, async () => {
      throw new DomainNotFound('no match');
    });
    app.get('/t/boom', { config: { access: 'free' } }, async () => {
      throw new Error('secret internal failure');
    });
  },
};

describe('gateway frame (inject)', () => {
  let t: TestGateway;
  const clock = { ms: 1_800_000_000_000 };
  beforeAll(async () => {
    t = await startTestGateway({ capabilities: [testCapability], clock, config: { plans: { free: { burst: 3, perSecond: 1, perMinute: 5 } } } });
  });
  afterAll(async () => {
    await t.close();
  });
  // the clock is fixed: a minute passes between tests so each starts with full buckets
  beforeEach(() => {
    clock.ms += 60_000;
  });
  const get = (url: string, key?: string) => t.gw.app.inject({ method: 'GET', url, headers: key === undefined ? {} : { 'x-api-key': key } });

  it('200 with a valid key, principal visible to the handler', async () => {
    const r = await get('/t/pro', t.keys.pro);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ ok: 'pro' });
    expect(r.json().account).toMatch(/^acc_/);
  });

  it('401 for a missing key and for an unknown key, as {detail}', async () => {
    const a = await get('/t/free');
    expect(a.statusCode).toBe(401);
    expect(a.json()).toEqual({ detail: 'Missing API key: send it in the X-API-Key header' });
    const b = await get('/t/free', 'not-a-key');
    expect(b.statusCode).toBe(401);
    expect(b.json()).toEqual({ detail: 'Invalid API key' });
  });

  it('403 for a plan below the route, and reference routes need the flag', async () => {
    expect((await get('/t/pro', t.keys.free)).statusCode).toBe(403);
    const r = await get('/t/premium', t.keys.pro);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ detail: 'This endpoint needs the Premium plan' });
    expect((await get('/t/premium', t.keys.premium)).statusCode).toBe(200);
    expect((await get('/t/reference', t.keys.premium)).statusCode).toBe(403);
    expect((await get('/t/reference', t.keys.reference)).statusCode).toBe(200);
  });

  it('400 naming the parameter: unknown, out of range, not in the enum, wrong type', async () => {
    const unknown = await get('/t/page?limit=5&colour=red', t.keys.premium);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: "unknown query parameter 'colour'" });
    const range = await get('/t/page?limit=101', t.keys.premium);
    expect(range.statusCode).toBe(400);
    expect(range.json()).toEqual({ detail: "query parameter 'limit' must be <= 100" });
    const en = await get('/t/page?venue=gamma', t.keys.premium);
    expect(en.json()).toEqual({ detail: "query parameter 'venue' must be one of: alpha, beta" });
    const type = await get('/t/page?limit=abc', t.keys.premium);
    expect(type.statusCode).toBe(400);
    expect(type.json().detail).toContain("'limit'");
    // routes without a querystring schema reject every parameter
    const none = await get('/t/free?x=1', t.keys.premium);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: "unknown query parameter 'x'" });
    // a repeated string parameter parses to an array: say so instead of "must be string"
    const twice = await get('/t/page?venue=alpha&venue=beta', t.keys.premium);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ detail: "query parameter 'venue' must be given once" });
    const ok = await get('/t/page?venue=beta', t.keys.premium);
    expect(ok.json()).toEqual({ limit: 30, venue: 'beta' });
  });

  it('404 as {detail} for unknown routes, HttpError objects and domain error codes passed through', async () => {
    const nf = await get('/nope', t.keys.premium);
    expect(nf.statusCode).toBe(404);
    expect(nf.json()).toEqual({ detail: 'Not Found' });
    const h = await get('/t/http-404', t.keys.premium);
    expect(h.statusCode).toBe(404);
    expect(h.json()).toEqual({ detail: { error_code: 'ENTITY_NOT_FOUND', ref_id: 'OPE:X:Y' } });
    const d = await get('/t/domain-404', t.keys.premium);
    expect(d.statusCode).toBe(404);
    expect(d.json()).toEqual({ detail: { error_code: 'EVENT_NOT_FOUND', error: 'no_canonical_match', venue: 'alpha', id: 'X' } });
  });

  it('500 as {detail} without leaking the error', async () => {
    const r = await get('/t/boom', t.keys.premium);
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ detail: 'Internal Server Error' });
  });

  it('429 with Retry-After over the plan limit; tokens come back with time', async () => {
    const free = (await t.gw.accounts.createKey({ plan: 'free', name: 'rate' })).key;
    for (let i = 0; i < 3; i++) expect((await get('/t/free', free)).statusCode).toBe(200);
    const r = await get('/t/free', free);
    expect(r.statusCode).toBe(429);
    expect(r.headers['retry-after']).toBe('1');
    expect(r.json()).toEqual({ detail: 'Rate limit exceeded; retry in 1 s' });
    clock.ms += 1000;
    expect((await get('/t/free', free)).statusCode).toBe(200);
    // per-minute bucket (5/min): one more second's token, then the minute is spent
    clock.ms += 1000;
    expect((await get('/t/free', free)).statusCode).toBe(200);
    clock.ms += 1000;
    const m = await get('/t/free', free);
    expect(m.statusCode).toBe(429);
    expect(Number(m.headers['retry-after'])).toBeGreaterThanOrEqual(9);
    // other accounts are not affected
    expect((await get('/t/free', t.keys.free)).statusCode).toBe(200);
  });

  it('revoked keys get 401 at once', async () => {
    const c = await t.gw.accounts.createKey({ plan: 'pro', name: 'revoke me' });
    expect((await get('/t/pro', c.key)).statusCode).toBe(200);
    expect(await t.gw.accounts.revoke(c.keyId)).toBe(true);
    expect((await get('/t/pro', c.key)).statusCode).toBe(401);
    const listed = (await t.gw.accounts.list()).find((k) => k.keyId === c.keyId);
    expect(listed?.revokedAt).not.toBeNull();
    expect(JSON.stringify(await t.gw.accounts.list())).not.toContain(c.key);
  });

  it('keys are stored as SHA-256 hashes only', async () => {
    const rows = await t.store.query<{ key_hash: string }>('SELECT key_hash FROM gateway_api_keys');
    expect(rows.rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows.rows) expect(r.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const all = JSON.stringify(rows.rows);
    for (const k of Object.values(t.keys)) expect(all).not.toContain(k);
  });

  it('OpenAPI, docs, health and metrics need no key', async () => {
    const o = await get('/openapi.json');
    expect(o.statusCode).toBe(200);
    const spec = o.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/t/page', '/streams/catalog']));
    expect(spec.components.securitySchemes.ApiKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    const docs = await get('/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.gateway_feeds.ok).toBe(true);
    const m = await get('/metrics');
    expect(m.body).toContain('ref_gateway_http_requests_total{route="/t/free",method="GET",status="429"}');
  });

  it('a route without config.access is refused at registration', async () => {
    await expect(
      startTestGateway({ capabilities: [{ name: 'bad', register: async (app) => void app.get('/x', async () => 1) }] }),
    ).rejects.toThrow(/declares no config.access/);
  });

  it('streams catalog and event_type decoder', async () => {
    await t.bus.produce('ref.event.v1', [
      { key: 'OPI-CPI00001', value: refEvent('OPI-CPI00001', 'CPI year over year in May 2026', [{ key: 'above-3', label: 'Above 3.0%', alpha: 'CPI-A3', beta: '0xc1' }]) },
      { key: 'OPI-BTC00001', value: refEvent('OPI-BTC00001', 'Bitcoin up or down 15 min 14:15 ET', [{ key: 'up', label: 'Up', alpha: 'BTC-UP', beta: '0xb1' }], { subject_domain: 'Crypto' }) },
    ]);
    await waitFor(() => (t.gw.feeds?.events.size ?? 0) >= 2, 'ref events');
    const r = await get('/streams/catalog?feed=macro', t.keys.premium);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      count: 1,
      events: [
        {
          event_id: 'OPI-CPI00001',
          title: 'CPI year over year in May 2026',
          feed: 'macro',
          event_type: 'CPI',
          release_time: '2026-05-28T20:26:40.000Z',
          active: true,
          venues: ['alpha', 'beta'],
          channels: { dist: 'dist:OPI-CPI00001', snapshot: 'snapshot' },
          outcomes: [{ outcome: 'above-3', label: 'Above 3.0%', venues: ['alpha', 'beta'], channels: { book: 'book:OPI-CPI00001:above-3', trade: 'trade:OPI-CPI00001:above-3' } }],
        },
      ],
    });
    const c = await get('/streams/catalog?event_type=btc_15m', t.keys.premium);
    expect(c.json().events.map((e: { event_id: string }) => e.event_id)).toEqual(['OPI-BTC00001']);
    expect((await get('/streams/catalog?event_type=NOPE', t.keys.premium)).json()).toEqual({ detail: "query parameter 'event_type' is not a known token: NOPE" });
    expect((await get('/streams/catalog?feed=stocks', t.keys.premium)).json()).toEqual({ detail: "query parameter 'feed' must be one of: macro, crypto, other" });
    const d = await get('/streams/event-types/ETH_1H', t.keys.premium);
    expect(d.json()).toMatchObject({ token: 'ETH_1H', feed: 'crypto', label: 'Ethereum 1 hour', typical_release: 'every hour, on the hour' });
    expect((await get('/streams/event-types/FOMC', t.keys.premium)).json()).toMatchObject({ agency: 'Federal Reserve', typical_release: '14:00 ET, eight meetings a year' });
    expect((await get('/streams/event-types/XYZ', t.keys.premium)).statusCode).toBe(404);
  });
});
