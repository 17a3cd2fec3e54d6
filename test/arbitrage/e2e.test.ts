// Done means: the example scenario through venue-sim → connectors → real Kafka → arbitrage → gateway gives exactly
// the expected opportunities (net, size, profit, legs, identifiers).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createKafkaBus, type Bus } from '@ref/bus';
import { createLogger, createRegistry } from '@ref/telemetry';
import { startVenueSim, type VenueSim } from '@ref/venue-sim';
import { buildApp, type Gateway } from '@ref/gateway';
import type { Store } from '@ref/store';
import { loadArbitrageConfig, parseMatches, startArbitrage, type ArbitrageService } from '@ref/arbitrage';
import { arbitrageCapability } from '../../services/gateway/src/routes/arbitrage.ts';
import { openTestStore } from '../gateway/store.ts';
import { startConnectors, type Connectors } from '../connectors/helpers.ts';
import { currentMismatches, expectCurrent, expectedAtDefault } from './helpers.ts';
import { examplePath, expectedView as view, loadExpected, loadScenario } from './scenario-records.ts';

const scenario = loadScenario();
const expected = loadExpected();
const log = createLogger({ name: 'test-arb-e2e', level: process.env['REF_TEST_LOG'] ?? 'silent' });

let sim: VenueSim;
let connBus: Bus;
let arbBus: Bus;
let gwBus: Bus;
let conns: Connectors;
let arb: ArbitrageService;
let gw: Gateway;
let store: Store;
let key: string;

beforeAll(async () => {
  const namespace = `t-arb-${randomUUID().slice(0, 8)}`;
  const brokers = [inject('kafkaBrokers')];
  connBus = createKafkaBus({ brokers, clientId: `${namespace}-conn`, namespace, logger: log });
  arbBus = createKafkaBus({ brokers, clientId: `${namespace}-arb`, namespace, logger: log });
  gwBus = createKafkaBus({ brokers, clientId: `${namespace}-gw`, namespace, logger: log });
  await connBus.ensureTopics();
  sim = await startVenueSim({ port: 0, host: '127.0.0.1', log, scenario: examplePath });
  conns = await startConnectors(connBus, sim);
  await Promise.all([conns.alpha.ready, conns.beta.ready, conns.gamma.ready]);
  arb = await startArbitrage({
    bus: arbBus,
    log,
    registry: createRegistry(),
    now: () => Date.now(),
    config: loadArbitrageConfig({ REF_ARB_MIN_NET_CENTS: '-1000', REF_ARB_GROUP_ID: `${namespace}-arb` }),
    matches: parseMatches(scenario),
  });
  store = await openTestStore();
  gw = await buildApp({
    ctx: { bus: gwBus, store, log, registry: createRegistry(), now: () => Date.now() },
    capabilities: [arbitrageCapability()],
    config: { feeds: false, plans: { premium: { perSecond: 10_000, burst: 10_000, perMinute: 1_000_000 } } },
  });
  key = (await gw.accounts.createKey({ plan: 'premium', name: 'e2e' })).key;
}, 120_000);

afterAll(async () => {
  await gw?.close();
  await arb?.stop();
  await conns?.stop();
  await sim?.stop();
  await Promise.all([connBus?.close(), arbBus?.close(), gwBus?.close()]);
  await store?.close();
});

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */
const get = async (url: string): Promise<any[]> => {
  const r = await gw.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
  expect(r.statusCode).toBe(200);
  return r.json() as any[];
};

describe('arbitrage end to end (venue-sim → connectors → Kafka → arbitrage → gateway)', () => {
  it('serves exactly the expected opportunities', async () => {
    let body: any[] = [];
    let mismatches: string[] = ['not polled yet'];
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      body = await get('/arbitrage/current?min_net_cents=-1000');
      mismatches = currentMismatches(body, expected);
      if (mismatches.length === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expectCurrent(body, expected, mismatches);
    // identifiers of the event and of every venue block come from the venues' records
    for (const o of body) {
      const m = (scenario.matches as any[]).find((x) => x.alpha === o.alpha_event_ticker);
      expect(m, o.alpha_event_ticker).toBeDefined();
      expect(o.beta_event_slug).toBe(m.beta);
      expect(o.gamma_market_id).toBe(m.gamma);
      const out = m.outcomes.find((x: any) => x.label === o.label);
      expect(o.alpha.market_ticker).toBe(out.alpha);
      expect(o.beta.condition_id).toBe(out.beta);
      expect(o.gamma.child_market_id).toBe(out.gamma);
    }
    // the default threshold and a higher one keep exactly the expected subsets, highest net first
    const dflt = await get('/arbitrage/current');
    expect(dflt.map(view)).toEqual(expectedAtDefault(expected));
    expect(dflt.length).toBeGreaterThan(5);
  });
});
/* eslint-enable @typescript-eslint/no-explicit-any */
