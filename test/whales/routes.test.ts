// Whale tracking through the gateway (inject) with services/whales on the memory bus and PGlite: every status path
// of the watchlist, bad input that changes nothing, detection per account threshold, feed/stats filters, isolation,
// and the per-account `whales` WebSocket alert.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus, type Bus } from '@ref/bus';
import { createPgliteStore, type Store } from '@ref/store';
import { createLogger, createRegistry } from '@ref/telemetry';
import { buildApp, createWhalesCapability, type Gateway } from '@ref/gateway';
import { loadWhalesConfig, startWhales, type Whales } from '@ref/whales';
import { catalogEvent, trade, waitFor, WsClient } from './helpers.ts';

const NOW = Date.parse('2026-11-22T15:00:00Z');
const HOUR = 3_600_000;
// the clock is fixed: lift the rate limits so buckets never run dry within the test
const HIGH = { burst: 1e6, perSecond: 1e6, perMinute: 1e7 };

describe('whale tracking (inject, memory bus)', () => {
  let bus: Bus;
  let store: Store;
  let gw: Gateway;
  let whales: Whales;
  const keys: Record<string, string> = {};
  const log = createLogger({ name: 'whales-test', level: process.env['REF_LOG_LEVEL'] ?? 'silent' });

  beforeAll(async () => {
    bus = createMemoryBus();
    store = await createPgliteStore();
    await bus.ensureTopics();
    await bus.produce('md.catalog.v1', [
      { key: 'alpha:KXFED-26DEC', value: catalogEvent('alpha', 'KXFED-26DEC', null, 'Fed decision in December', ['KXFED-26DEC-H25', 'KXFED-26DEC-C25']) },
      { key: 'beta:901', value: catalogEvent('beta', '901', 'fed-december', 'Fed decision in December?', ['0xaaa']) },
    ]);
    gw = await buildApp({ ctx: { bus, store, log, registry: createRegistry(), now: () => NOW }, capabilities: [createWhalesCapability()], config: { feeds: false, plans: { pro: HIGH, premium: HIGH } } });
    whales = await startWhales({ bus, store, log, registry: createRegistry(), now: () => NOW, config: loadWhalesConfig({ REF_WHALES_POLL_MS: '50', REF_WHALES_FROM_BEGINNING: 'true' }) });
    keys['a'] = (await gw.accounts.createKey({ plan: 'pro', name: 'A' })).key;
    keys['b'] = (await gw.accounts.createKey({ plan: 'premium', name: 'B' })).key;
    keys['free'] = (await gw.accounts.createKey({ plan: 'free', name: 'F' })).key;
  });
  afterAll(async () => {
    await whales.stop();
    await gw.close();
    await bus.close();
    await store.close();
  });

  const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, key?: string, body?: unknown) =>
    gw.app.inject({ method, url, headers: key === undefined ? {} : { 'x-api-key': key }, ...(body === undefined ? {} : { payload: body as object }) });
  const list = async (key: string) => (await req('GET', '/whales/user/events', key)).json() as { tracked_events: Array<Record<string, unknown>> };

  it('401 without or with an unknown key, 403 on the free plan', async () => {
    expect((await req('GET', '/whales/user/events')).statusCode).toBe(401);
    expect((await req('GET', '/whales/user/events', 'nope-nope')).statusCode).toBe(401);
    const f = await req('POST', '/whales/user/events/by-ticker', keys['free'], { exchange: 'alpha', event_id: 'KXFED-26DEC' });
    expect(f.statusCode).toBe(403);
    expect(f.json()).toEqual({ detail: expect.stringContaining('Pro') });
    for (const url of ['/whales/user/feed', '/whales/user/stats', '/whales/user/markets', '/whales/user/event/1', '/whales/user/market/1/trades']) {
      expect((await req('GET', url, keys['free'])).statusCode, url).toBe(403);
    }
    expect((await req('PATCH', '/whales/user/events/1', keys['free'], { whale_threshold_usd: 5 })).statusCode).toBe(403);
  });

  it('bad subscribe input gets 400/404 with a clear detail and changes nothing', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ exchange: 'delta', event_id: 'KXFED-26DEC' }, 400, 'exchange must be one of'],
      [{ event_id: 'KXFED-26DEC' }, 400, 'exchange must be one of'],
      [{ exchange: 'alpha' }, 400, 'event_id'],
      [{ exchange: 'alpha', event_id: 'NOPE' }, 404, 'not found on alpha'],
      [{ exchange: 'beta', event_id: 'KXFED-26DEC' }, 404, 'not found on beta'],
      [{ exchange: 'alpha', event_id: 'KXFED-26DEC', whale_threshold_usd: -5 }, 400, 'negative'],
      [{ exchange: 'alpha', event_id: 'KXFED-26DEC', whale_threshold_usd: 'lots' }, 400, 'whale_threshold_usd'],
      [{ exchange: 'alpha', event_id: 'KXFED-26DEC', color: 'red' }, 400, 'color'],
      [[1, 2], 400, 'JSON object'],
    ];
    for (const [body, status, detail] of cases) {
      const r = await req('POST', '/whales/user/events/by-ticker', keys['a'], body);
      expect(r.statusCode, JSON.stringify(body)).toBe(status);
      expect((r.json() as { detail: string }).detail, JSON.stringify(body)).toContain(detail);
    }
    expect((await list(keys['a']!)).tracked_events).toEqual([]);
    const n = await store.query<{ n: number }>('SELECT (SELECT count(*) FROM whale_watch)::int + (SELECT count(*) FROM whale_watch_log)::int AS n');
    expect(n.rows[0]?.n).toBe(0);
  });

  let eventId = 0;
  it('subscribe creates a tracked event with a default threshold; repeats are idempotent; the id is shared across accounts', async () => {
    const r = await req('POST', '/whales/user/events/by-ticker', keys['a'], { exchange: 'alpha', event_id: 'KXFED-26DEC' });
    expect(r.statusCode).toBe(200);
    const body = r.json() as { success: boolean; created: boolean; tracked_event: Record<string, unknown> };
    expect(body.success).toBe(true);
    expect(body.created).toBe(true);
    eventId = body.tracked_event['id'] as number;
    expect(Number.isInteger(eventId)).toBe(true);
    expect(body.tracked_event).toEqual({
      id: eventId, event_id: eventId, event_ticker: 'KXFED-26DEC', event_title: 'Fed decision in December', platform: 'alpha',
      whale_threshold_usd: 10000, notify_on_whale_trade: true, whale_count_24h: 0,
    });
    const again = await req('POST', '/whales/user/events/by-ticker', keys['a'], { exchange: 'alpha', event_id: 'KXFED-26DEC' });
    expect(again.statusCode).toBe(200);
    expect((again.json() as { created: boolean }).created).toBe(false);
    expect((await list(keys['a']!)).tracked_events).toEqual([body.tracked_event]);
    // B tracks the same venue event (through nothing but its own key) with its own threshold: same tracking id
    const b = await req('POST', '/whales/user/events/by-ticker', keys['b'], { exchange: 'alpha', event_id: 'KXFED-26DEC', whale_threshold_usd: 50000 });
    expect((b.json() as { tracked_event: { id: number; whale_threshold_usd: number } }).tracked_event).toMatchObject({ id: eventId, whale_threshold_usd: 50000 });
    // beta by slug, as /search/events shows it
    const s = await req('POST', '/whales/user/events/by-ticker', keys['b'], { exchange: 'beta', event_id: 'fed-december' });
    expect((s.json() as { tracked_event: Record<string, unknown> }).tracked_event).toMatchObject({ event_ticker: 'fed-december', platform: 'beta' });
    expect((await list(keys['a']!)).tracked_events).toHaveLength(1);
    expect((await list(keys['b']!)).tracked_events).toHaveLength(2);
    const m = (await req('GET', '/whales/user/markets', keys['a'])).json() as { markets: Array<Record<string, unknown>>; total_markets: number };
    expect(m.total_markets).toBe(2);
    expect(m.markets.map((x) => x['market_ticker']).sort()).toEqual(['KXFED-26DEC-C25', 'KXFED-26DEC-H25']);
    expect(m.markets[0]).toMatchObject({ event_id: eventId, event_title: 'Fed decision in December', platform: 'alpha', whale_count_24h: 0 });
    expect(Number.isInteger(m.markets[0]?.['market_id'])).toBe(true);
  });

  it('PATCH changes the threshold: 400 on bad values (nothing changes), 404 when not tracked by this account', async () => {
    for (const [body, detail] of [[{ whale_threshold_usd: -1 }, 'negative'], [{ whale_threshold_usd: 'abc' }, 'whale_threshold_usd'], [{ whale_threshold_usd: null }, 'whale_threshold_usd'], [{ notify_on_whale_trade: 'yes' }, 'notify_on_whale_trade'], [{ foo: 1 }, 'foo']] as const) {
      const r = await req('PATCH', `/whales/user/events/${eventId}`, keys['a'], body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect((r.json() as { detail: string }).detail).toContain(detail);
    }
    expect((await req('PATCH', '/whales/user/events/abc', keys['a'], { whale_threshold_usd: 5 })).statusCode).toBe(400);
    expect((await list(keys['a']!)).tracked_events[0]).toMatchObject({ whale_threshold_usd: 10000 });
    const betaId = ((await list(keys['b']!)).tracked_events.find((e) => e['platform'] === 'beta') as { id: number }).id;
    const nf = await req('PATCH', `/whales/user/events/${betaId}`, keys['a'], { whale_threshold_usd: 1 });
    expect(nf.statusCode).toBe(404);
    expect(nf.json()).toEqual({ detail: `event ${betaId} is not tracked by this account` });
    expect((await req('PATCH', '/whales/user/events/999999', keys['a'], { whale_threshold_usd: 1 })).statusCode).toBe(404);
    const ok = await req('PATCH', `/whales/user/events/${eventId}`, keys['a'], { whale_threshold_usd: 15000.5 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, event_id: eventId, whale_threshold_usd: 15000.5, notify_on_whale_trade: true });
    const back = await req('PATCH', `/whales/user/events/${eventId}`, keys['a'], { whale_threshold_usd: '10000' });
    expect(back.json()).toMatchObject({ whale_threshold_usd: 10000 });
    // a PATCH without a body (or with an empty one) changes nothing and answers the entry as it is
    const none = await gw.app.inject({ method: 'PATCH', url: `/whales/user/events/${eventId}`, headers: { 'x-api-key': keys['a']! } });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ success: true, event_id: eventId, whale_threshold_usd: 10000, notify_on_whale_trade: true });
    expect((await req('PATCH', `/whales/user/events/${eventId}`, keys['a'], {})).json()).toMatchObject({ whale_threshold_usd: 10000 });
    // B's entry is untouched by A's changes
    expect((await list(keys['b']!)).tracked_events.find((e) => e['id'] === eventId)).toMatchObject({ whale_threshold_usd: 50000 });
  });

  it('whale trades per account threshold: feed, stats, isolation, filters, and WebSocket alerts to the owner only', async () => {
    const base = await gw.listen({ port: 0 });
    const wsA = new WsClient(`${base.replace('http', 'ws')}/ws`);
    const wsB = new WsClient(`${base.replace('http', 'ws')}/ws`);
    await wsA.subscribe(keys['a']!, ['whales']);
    await wsB.subscribe(keys['b']!, ['whales']);
    await whales.refresh();
    expect(whales.index.size).toBe(3);
    await bus.produce('md.trade.v1', [
      // 0.50 × 1,000 = 500 USD: nobody's whale
      { key: 'alpha:KXFED-26DEC-H25', value: trade('alpha', 'KXFED-26DEC-H25', 'KXFED-26DEC', 't1', 5000, 100_000, 'buy', NOW - HOUR) },
      // 0.40 × 25,000 = 10,000 USD exactly: A's threshold (at or above), not B's
      { key: 'alpha:KXFED-26DEC-H25', value: trade('alpha', 'KXFED-26DEC-H25', 'KXFED-26DEC', 't2', 4000, 2_500_000, 'buy', NOW - 2 * HOUR) },
      // 0.6543 × 100,000.25 = 65,430.163575 USD: both; venue_event_id missing → found through the catalog
      { key: 'alpha:KXFED-26DEC-C25', value: trade('alpha', 'KXFED-26DEC-C25', null, 't3', 6543, 10_000_025, 'sell', NOW - 3 * 24 * HOUR) },
      // an untracked event
      { key: 'alpha:X', value: trade('alpha', 'X-1', 'X', 't4', 9000, 100_000_000, 'buy', NOW) },
    ]);
    const feed = async (key: string, qs = '') => (await req('GET', `/whales/user/feed${qs}`, key)).json() as { trades: Array<Record<string, unknown>>; pagination: Record<string, unknown> };
    await waitFor(async () => (await feed(keys['a']!)).trades.length === 2 && (await feed(keys['b']!)).trades.length === 1, 'whale trades in both feeds');
    const fa = await feed(keys['a']!);
    expect(fa.trades.map((t) => t['trade_id'])).toEqual(['t2', 't3']);
    expect(fa.trades[0]).toMatchObject({
      platform: 'alpha', event_id: eventId, event_ticker: 'KXFED-26DEC', market_ticker: 'KXFED-26DEC-H25', outcome: 'yes', side: 'buy',
      price: '0.4000', size: 25000, notional_usd: 10000, whale_threshold_usd: 10000, timestamp: new Date(NOW - 2 * HOUR).toISOString(),
    });
    expect(fa.trades[1]).toMatchObject({ notional_usd: 65430.163575, side: 'sell', size: 100000.25 });
    expect(fa.pagination).toEqual({ limit: 50, offset: 0, count: 2, has_more: false });
    const fb = await feed(keys['b']!);
    expect(fb.trades.map((t) => [t['trade_id'], t['whale_threshold_usd']])).toEqual([['t3', 50000]]);

    // alerts: each account only its own, within a second of detection
    await waitFor(() => wsA.updates('whales').length === 2 && wsB.updates('whales').length === 1, 'alerts', 2000);
    expect(wsA.updates('whales').map((f) => (f['data'] as { trade_id: string }).trade_id).sort()).toEqual(['t2', 't3']);
    expect(wsB.updates('whales').map((f) => (f['data'] as Record<string, unknown>))).toEqual([expect.objectContaining({ trade_id: 't3', whale_threshold_usd: 50000, notional_usd: 65430.163575 })]);
    expect(wsA.updates('whales')[0]).toMatchObject({ channel: 'whales', seq: 1 });

    // filters and pagination
    expect((await feed(keys['a']!, '?min_trade_size=20000')).trades.map((t) => t['trade_id'])).toEqual(['t3']);
    expect((await feed(keys['a']!, '?limit=1')).pagination).toEqual({ limit: 1, offset: 0, count: 1, has_more: true });
    expect((await feed(keys['a']!, '?limit=1&offset=1')).trades.map((t) => t['trade_id'])).toEqual(['t3']);
    expect((await feed(keys['a']!, `?start_date=${new Date(NOW - 24 * HOUR).toISOString()}`)).trades.map((t) => t['trade_id'])).toEqual(['t2']);
    expect((await feed(keys['a']!, `?end_date=${NOW - 24 * HOUR}`)).trades.map((t) => t['trade_id'])).toEqual(['t3']);
    expect((await feed(keys['a']!, '?platform=beta')).trades).toEqual([]);
    for (const [qs, name] of [['limit=0', 'limit'], ['limit=501', 'limit'], ['offset=-1', 'offset'], ['start_date=yesterday', 'start_date'], ['end_date=2026-13-45', 'end_date'], ['min_trade_size=-3', 'min_trade_size'], ['platform=delta', 'platform'], ['start_date=2026-11-22&end_date=2026-11-01', 'start_date'], ['color=red', 'color']]) {
      const r = await req('GET', `/whales/user/feed?${qs}`, keys['a']);
      expect(r.statusCode, qs).toBe(400);
      expect((r.json() as { detail: string }).detail, qs).toContain(name);
    }

    // stats: 24h has t2 only, 7d has t2 and t3
    const st = (await req('GET', '/whales/user/stats', keys['a'])).json() as Record<string, Record<string, unknown>>;
    expect(st['tracked_events']).toBe(1);
    expect(st['last_24h']).toMatchObject({ whale_count: 1, total_notional_usd: 10000, largest_notional_usd: 10000, buy: { count: 1, notional_usd: 10000 }, sell: { count: 0, notional_usd: 0 } });
    expect(st['last_7d']).toMatchObject({
      whale_count: 2, total_notional_usd: 75430.163575, largest_notional_usd: 65430.163575,
      buy: { count: 1, notional_usd: 10000 }, sell: { count: 1, notional_usd: 65430.163575 },
      by_platform: [{ platform: 'alpha', count: 2, notional_usd: 75430.163575 }],
    });
    expect((st['last_7d']?.['by_market'] as Array<Record<string, unknown>>).map((m) => [m['market_title'], m['count']])).toEqual([['KXFED-26DEC-C25?', 1], ['KXFED-26DEC-H25?', 1]]);
    const sb = (await req('GET', '/whales/user/stats', keys['b'])).json() as Record<string, Record<string, unknown>>;
    expect(sb['last_7d']).toMatchObject({ whale_count: 1, total_notional_usd: 65430.163575 });

    // event and market routes
    const ev = (await req('GET', `/whales/user/event/${eventId}`, keys['a'])).json() as { tracked_event: Record<string, unknown>; trades: unknown[] };
    expect(ev.tracked_event).toMatchObject({ id: eventId, whale_count_24h: 1 });
    expect(ev.trades).toHaveLength(2);
    const es = (await req('GET', `/whales/user/event/${eventId}/stats`, keys['b'])).json() as Record<string, Record<string, unknown>>;
    expect(es['last_7d']).toMatchObject({ whale_count: 1 });
    const marketId = fa.trades[1]?.['market_id'] as number;
    const mt = (await req('GET', `/whales/user/market/${marketId}/trades`, keys['a'])).json() as { market: Record<string, unknown>; trades: Array<Record<string, unknown>> };
    expect(mt.market).toMatchObject({ market_id: marketId, market_ticker: 'KXFED-26DEC-C25', event_id: eventId });
    expect(mt.trades.map((t) => t['trade_id'])).toEqual(['t3']);
    const ms = (await req('GET', `/whales/user/market/${marketId}/stats`, keys['a'])).json() as Record<string, Record<string, unknown>>;
    expect(ms['last_7d']).toMatchObject({ whale_count: 1, sell: { count: 1, notional_usd: 65430.163575 } });
    const markets = (await req('GET', '/whales/user/markets', keys['a'])).json() as { markets: Array<Record<string, unknown>> };
    expect(markets.markets.find((m) => m['market_id'] === marketId)).toMatchObject({ whale_count_24h: 0 });
    expect(markets.markets.find((m) => m['market_ticker'] === 'KXFED-26DEC-H25')).toMatchObject({ whale_count_24h: 1 });
    // 404 / 400 paths of the read routes
    const betaId = ((await list(keys['b']!)).tracked_events.find((e) => e['platform'] === 'beta') as { id: number }).id;
    expect((await req('GET', `/whales/user/event/${betaId}`, keys['a'])).statusCode).toBe(404);
    expect((await req('GET', `/whales/user/event/${betaId}/stats`, keys['a'])).statusCode).toBe(404);
    expect((await req('GET', '/whales/user/event/x', keys['a'])).statusCode).toBe(400);
    expect((await req('GET', '/whales/user/market/999999/stats', keys['a'])).statusCode).toBe(404);
    expect((await req('GET', '/whales/user/market/0/trades', keys['a'])).statusCode).toBe(400);

    // replaying the same trades changes nothing
    await bus.produce('md.trade.v1', [{ key: 'alpha:KXFED-26DEC-H25', value: trade('alpha', 'KXFED-26DEC-H25', 'KXFED-26DEC', 't2', 4000, 2_500_000, 'buy', NOW - 2 * HOUR) }]);
    await new Promise((r) => setTimeout(r, 200));
    expect((await feed(keys['a']!)).trades).toHaveLength(2);
    expect(wsA.updates('whales')).toHaveLength(2);

    // notify off → no alert, still in the feed
    await req('PATCH', `/whales/user/events/${eventId}`, keys['a'], { notify_on_whale_trade: false });
    await whales.refresh();
    await bus.produce('md.trade.v1', [{ key: 'alpha:KXFED-26DEC-H25', value: trade('alpha', 'KXFED-26DEC-H25', 'KXFED-26DEC', 't5', 5000, 10_000_000, 'buy', NOW) }]);
    await waitFor(async () => (await feed(keys['a']!)).trades.length === 3 && wsB.updates('whales').length === 2, 'quiet whale');
    expect(wsA.updates('whales')).toHaveLength(2);
    wsA.close();
    wsB.close();
  });

  it('DELETE untracks (idempotent repeat, 404 for an unknown event, 400 for an unknown venue); the feed follows the list', async () => {
    expect((await req('DELETE', '/whales/user/events/by-ticker/delta/KXFED-26DEC', keys['a'])).statusCode).toBe(400);
    const nf = await req('DELETE', '/whales/user/events/by-ticker/alpha/NOPE', keys['a']);
    expect(nf.statusCode).toBe(404);
    const d = await req('DELETE', '/whales/user/events/by-ticker/alpha/KXFED-26DEC', keys['a']);
    expect(d.statusCode).toBe(200);
    expect(d.json()).toEqual({ success: true, removed: true, event_id: eventId });
    const again = await req('DELETE', '/whales/user/events/by-ticker/alpha/KXFED-26DEC', keys['a']);
    expect(again.json()).toEqual({ success: true, removed: false, event_id: eventId });
    expect((await list(keys['a']!)).tracked_events).toEqual([]);
    expect((await req('GET', '/whales/user/feed', keys['a'])).json()).toMatchObject({ trades: [] });
    expect((await req('PATCH', `/whales/user/events/${eventId}`, keys['a'], { whale_threshold_usd: 1 })).statusCode).toBe(404);
    // B still tracks it; the detector drops A's watch
    expect((await list(keys['b']!)).tracked_events).toHaveLength(2);
    await whales.refresh();
    expect(whales.index.size).toBe(2);
    // and a fresh follower loading the snapshot agrees
    const again2 = await startWhales({ bus, store, log, registry: createRegistry(), now: () => NOW, config: loadWhalesConfig({ REF_WHALES_GROUP_ID: 'whales-2' }) });
    expect(again2.index.size).toBe(2);
    await again2.stop();
  });
  it('OpenAPI documents the request bodies of subscribe and PATCH (so /docs "Try it out" can send them)', async () => {
    type Op = { requestBody?: { content: Record<string, { schema: { description: string }; example: Record<string, unknown> }> } };
    const spec = (await gw.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, Op>> };
    const post = spec.paths['/whales/user/events/by-ticker']?.['post']?.requestBody?.content['application/json'];
    expect(post?.schema.description).toContain('whale_threshold_usd');
    expect(Object.keys(post?.example ?? {})).toEqual(expect.arrayContaining(['exchange', 'event_id']));
    const patch = spec.paths['/whales/user/events/{event_id}']?.['patch']?.requestBody?.content['application/json'];
    expect(patch?.example).toHaveProperty('whale_threshold_usd');
  });
});
