// End to end on the real broker and PostgreSQL: venue-sim (a staged scenario with whale-sized alpha trades) →
// connectors → md.trade.v1 → services/whales → whale_trades + whale.trade.v1 → gateway feed, stats and WebSocket
// alerts, for two accounts with different thresholds on the same event, each seeing only its own.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createKafkaBus, type Bus } from '@ref/bus';
import { createPostgresStore, type Store } from '@ref/store';
import { createRegistry } from '@ref/telemetry';
import { startVenueSim, type VenueSim } from '@ref/venue-sim';
import { buildApp, createWhalesCapability, type Gateway } from '@ref/gateway';
import { loadWhalesConfig, startWhales, type Whales } from '@ref/whales';
import { log, startConnectors, type Connectors } from '../connectors/helpers.ts';
import { waitFor, WsClient } from './helpers.ts';

const NOW = Date.parse('2026-11-22T15:30:00Z');
const HIGH = { burst: 1e6, perSecond: 1e6, perMinute: 1e7 };
const TRADES_AT_MS = 6000;

/** The connectors' small scenario, with a timeline of alpha trades (one small, two whale-sized) and a beta whale. */
function scenario(): Record<string, unknown> {
  const s = JSON.parse(readFileSync(new URL('../connectors/fixtures/small-scenario.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  const alpha = (id: string, yes: string, count: string, ts: number) => ({
    at_ms: TRADES_AT_MS, venue: 'alpha',
    message: { type: 'trade', msg: { trade_id: id, market_ticker: 'KXTEST-26NOV-A', yes_price_dollars: yes, no_price_dollars: (1 - Number(yes)).toFixed(4), count_fp: count, taker_side: 'yes', ts } },
  });
  s['timeline'] = [
    alpha('w-small', '0.4400', '2.00', 1795359601), // 0.88 USD
    alpha('w-mid', '0.4000', '40000.00', 1795359602), // 16,000 USD: A (10,000) only
    alpha('w-big', '0.6000', '100000.00', 1795359603), // 60,000 USD: A and B (50,000)
    { at_ms: TRADES_AT_MS, venue: 'beta', message: { event_type: 'last_trade_price', asset_id: '1111', market: '0xabababababababababababababababababababababababababababababababab', price: '0.45', side: 'BUY', size: '100000', fee_rate_bps: '0', timestamp: '1795359604000', transaction_hash: '0xwhale' } },
  ];
  return s;
}

describe('whales end to end (Kafka + PostgreSQL + venue-sim + connectors)', () => {
  let bus: Bus;
  let store: Store;
  let sim: VenueSim;
  let connectors: Connectors;
  let gw: Gateway;
  let whales: Whales;
  let base = '';
  const keys: Record<string, string> = {};

  beforeAll(async () => {
    const namespace = `t-whales-${randomUUID().slice(0, 8)}`;
    bus = createKafkaBus({ brokers: [inject('kafkaBrokers')], clientId: namespace, namespace });
    await bus.ensureTopics(['md.catalog.v1', 'md.book.v1', 'md.trade.v1', 'whale.trade.v1']);
    store = await createPostgresStore({ url: inject('pgUrl'), schema: `whales_${randomUUID().slice(0, 8)}` });
    const registry = createRegistry();
    whales = await startWhales({ bus, store, log, registry, now: () => NOW, config: loadWhalesConfig({ REF_WHALES_GROUP_ID: `${namespace}-whales`, REF_WHALES_FROM_BEGINNING: 'true', REF_WHALES_POLL_MS: '50' }) });
    gw = await buildApp({ ctx: { bus, store, log, registry: createRegistry(), now: () => NOW }, capabilities: [createWhalesCapability()], config: { feeds: false, plans: { pro: HIGH } } });
    base = await gw.listen({ port: 0 });
    keys['a'] = (await gw.accounts.createKey({ plan: 'pro', name: 'A' })).key;
    keys['b'] = (await gw.accounts.createKey({ plan: 'pro', name: 'B' })).key;
    sim = await startVenueSim({ port: 0, host: '127.0.0.1', log, scenario: scenario() as never });
    connectors = await startConnectors(bus, sim);
    await Promise.all([connectors.alpha.ready, connectors.beta.ready]);
  }, 60_000);
  afterAll(async () => {
    await connectors?.stop();
    await sim?.stop();
    await whales?.stop();
    await gw?.close();
    await bus?.close();
    await store?.close();
  });

  const req = (method: 'GET' | 'POST', url: string, key: string, body?: unknown) =>
    gw.app.inject({ method, url, headers: { 'x-api-key': key }, ...(body === undefined ? {} : { payload: body as object }) });

  it('two accounts, two thresholds, one event: each sees only its own whales in feed, stats and alerts', async () => {
    // the event reaches the gateway through md.catalog.v1 (connector → Kafka → materialised table)
    await waitFor(async () => (await req('POST', '/whales/user/events/by-ticker', keys['a']!, { exchange: 'alpha', event_id: 'KXTEST-26NOV' })).statusCode === 200, 'alpha catalog in the gateway', 15_000);
    const b = await req('POST', '/whales/user/events/by-ticker', keys['b']!, { exchange: 'alpha', event_id: 'KXTEST-26NOV', whale_threshold_usd: 50000 });
    expect(b.statusCode).toBe(200);
    const eventId = (b.json() as { tracked_event: { id: number } }).tracked_event.id;
    await whales.refresh();
    expect(whales.index.size).toBe(2);
    const wsA = new WsClient(`${base.replace('http', 'ws')}/ws`);
    const wsB = new WsClient(`${base.replace('http', 'ws')}/ws`);
    await wsA.subscribe(keys['a']!, ['whales']);
    await wsB.subscribe(keys['b']!, ['whales']);
    expect(sim.control.timelineDone()).toBe(false); // the trades are still to come

    const feed = async (key: string) => (await req('GET', '/whales/user/feed', key)).json() as { trades: Array<Record<string, unknown>> };
    await waitFor(async () => (await feed(keys['a']!)).trades.length === 2 && (await feed(keys['b']!)).trades.length === 1, 'whale trades in the feeds', 20_000);
    await waitFor(() => sim.control.timelineDone(), 'timeline played', 5000);
    const fa = await feed(keys['a']!);
    expect(fa.trades.map((t) => [t['trade_id'], t['notional_usd'], t['price'], t['size']])).toEqual([
      ['w-big', 60000, '0.6000', 100000],
      ['w-mid', 16000, '0.4000', 40000],
    ]);
    expect(fa.trades[0]).toMatchObject({ platform: 'alpha', event_id: eventId, event_ticker: 'KXTEST-26NOV', market_ticker: 'KXTEST-26NOV-A', side: 'buy', outcome: 'yes', whale_threshold_usd: 10000, timestamp: '2026-11-22T15:00:03.000Z' });
    const fb = await feed(keys['b']!);
    expect(fb.trades.map((t) => [t['trade_id'], t['whale_threshold_usd']])).toEqual([['w-big', 50000]]);

    // alerts reached each account's connection, only its own, within a second of the feed showing them
    await waitFor(() => wsA.updates('whales').length === 2 && wsB.updates('whales').length === 1, 'alerts', 1000);
    expect(wsA.updates('whales').map((f) => (f['data'] as { trade_id: string }).trade_id).sort()).toEqual(['w-big', 'w-mid']);
    expect(wsB.updates('whales').map((f) => (f['data'] as { trade_id: string }).trade_id)).toEqual(['w-big']);

    const sa = (await req('GET', '/whales/user/stats', keys['a']!)).json() as Record<string, Record<string, unknown>>;
    expect(sa['last_24h']).toMatchObject({ whale_count: 2, total_notional_usd: 76000, largest_notional_usd: 60000, buy: { count: 2, notional_usd: 76000 }, by_platform: [{ platform: 'alpha', count: 2, notional_usd: 76000 }] });
    const sb = (await req('GET', '/whales/user/stats', keys['b']!)).json() as Record<string, Record<string, unknown>>;
    expect(sb['last_24h']).toMatchObject({ whale_count: 1, total_notional_usd: 60000 });
    const la = (await req('GET', '/whales/user/events', keys['a']!)).json() as { tracked_events: Array<Record<string, unknown>> };
    expect(la.tracked_events).toEqual([expect.objectContaining({ id: eventId, whale_count_24h: 2 })]);
    // the beta whale is on an event nobody tracks: in no feed; the small alpha trade is nobody's whale
    const rows = await store.query<{ trade_id: string; n: number }>('SELECT trade_id, count(*)::int AS n FROM whale_trades GROUP BY trade_id ORDER BY trade_id');
    expect(rows.rows).toEqual([{ trade_id: 'w-big', n: 2 }, { trade_id: 'w-mid', n: 1 }]);
    wsA.close();
    wsB.close();
  }, 60_000);
});
