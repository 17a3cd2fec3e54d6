// The distributed stack in one test process: venue-sim, the four connectors, refdata, arbitrage, recorder, whales and
// the gateway, each with its own Kafka bus (clientId), its own metrics registry and its own /metrics endpoint — exactly
// what the per-service main.ts files do, on ephemeral ports — against a real broker, in a random topic namespace and
// a random PostgreSQL schema.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { createKafkaBus, type Bus } from '@ref/bus';
import { createTestPostgresStore, type TestPostgresStore } from '@ref/testkit';
import { createLogger, createRegistry, Health, serveOps, type Logger, type Registry, type Service } from '@ref/telemetry';
import { startVenueSim, type VenueSim } from '@ref/venue-sim';
import { loadAlphaConfig, startAlphaConnector } from '@ref/connector-alpha';
import { loadBetaConfig, startBetaConnector } from '@ref/connector-beta';
import { loadBetaUsConfig, startBetaUsConnector } from '@ref/connector-beta-us';
import { loadGammaConfig, startGammaConnector } from '@ref/connector-gamma';
import { loadArbitrageConfig, startArbitrage } from '@ref/arbitrage';
import { loadRecorderConfig, startRecorder } from '@ref/recorder';
import { startRefdata } from '@ref/refdata';
import { loadWhalesConfig, startWhales } from '@ref/whales';
import { buildApp, createCapabilities, type Capability, type Gateway } from '@ref/gateway';

export interface Target {
  job: string;
  /** host:port of /metrics */
  address: string;
  path: string;
}

export interface Stack {
  namespace: string;
  brokers: string[];
  sim: VenueSim;
  gateway: Gateway;
  gatewayUrl: string;
  keys: { free: string; pro: string; premium: string; reference: string };
  targets: Target[];
  /** a bus of the test itself (to produce stand-in records), with its registry scraped as job `whales-standin` */
  testBus: Bus;
  stop(): Promise<void>;
}

interface Part {
  name: string;
  service?: Pick<Service, 'stop'>;
  bus?: Bus;
  ops?: Server;
}

const address = (s: Server): string => {
  const a = s.address();
  if (a === null || typeof a === 'string') throw new Error('ops server has no port');
  return `127.0.0.1:${a.port}`;
};

export async function startStack(options: { brokers: string[]; pgUrl: string; log?: Logger; extraCapabilities?: Capability[]; onStep?: (step: string) => void }): Promise<Stack> {
  const log = options.log ?? createLogger({ name: 'test-ops', level: process.env['REF_TEST_LOG'] ?? 'silent' });
  const namespace = `t-ops-${randomUUID().slice(0, 8)}`;
  const brokers = options.brokers;
  const parts: Part[] = [];
  const targets: Target[] = [];
  let store: TestPostgresStore | undefined;
  let sim: VenueSim | undefined;
  let gateway: Gateway | undefined;
  const stop = async (): Promise<void> => {
    const t0 = Date.now();
    await gateway?.close().catch(() => undefined);
    options.onStep?.(`stopped gateway ${Date.now() - t0}`);
    for (const p of parts.reverse()) {
      await p.service?.stop().catch(() => undefined);
      options.onStep?.(`stopped ${p.name} ${Date.now() - t0}`);
      await p.bus?.close().catch(() => undefined);
      options.onStep?.(`closed bus ${p.name} ${Date.now() - t0}`);
      p.ops?.closeAllConnections();
      await new Promise<void>((r) => (p.ops ? p.ops.close(() => r()) : r()));
    }
    await sim?.stop().catch(() => undefined);
    await store?.close().catch(() => undefined);
  };
  const bus = (name: string, registry: Registry): Bus => createKafkaBus({ brokers, clientId: `${namespace}-${name}`, namespace, logger: log, registry });
  const ops = async (job: string, name: string, registry: Registry, health: Health): Promise<Server> => {
    const s = await serveOps({ port: 0, registry, health });
    targets.push({ job, address: address(s), path: '/metrics' });
    options.onStep?.(name);
    return s;
  };
  try {
    store = await createTestPostgresStore(options.pgUrl, { prefix: 'ops' });
    sim = await startVenueSim({ port: 0, host: '127.0.0.1', log, seed: 7, alphaPingMs: 1000 });
    const first = createKafkaBus({ brokers, clientId: `${namespace}-setup`, namespace, logger: log });
    await first.ensureTopics();
    await first.close();

    const connectors: [string, (b: Bus, r: Registry) => Promise<Service>][] = [
      ['connector-alpha', (b, r) => startAlphaConnector({ bus: b, log, registry: r, now: Date.now, config: loadAlphaConfig({ REF_ALPHA_REST_URL: sim!.venues.alpha.rest, REF_ALPHA_WS_URL: sim!.venues.alpha.ws, REF_ALPHA_STALE_MS: '1500' }) })],
      ['connector-beta', (b, r) => startBetaConnector({ bus: b, log, registry: r, now: Date.now, config: loadBetaConfig({ REF_BETA_CATALOG_URL: sim!.venues.beta.gamma_rest, REF_BETA_WS_URL: sim!.venues.beta.ws }) })],
      ['connector-beta-us', (b, r) => startBetaUsConnector({ bus: b, log, registry: r, now: Date.now, config: loadBetaUsConfig({ REF_BETA_US_REST_URL: sim!.venues.beta_us.rest }) })],
      ['connector-gamma', (b, r) => startGammaConnector({ bus: b, log, registry: r, now: Date.now, config: loadGammaConfig({ REF_GAMMA_REST_URL: sim!.venues.gamma.rest, REF_GAMMA_WS_URL: sim!.venues.gamma.ws }) })],
    ];
    await Promise.all(
      connectors.map(async ([name, start]) => {
        const registry = createRegistry({ defaultMetrics: true, labels: { service: name } });
        const b = bus(name, registry);
        const service = await start(b, registry);
        parts.push({ name, service, bus: b, ops: await ops('connector', name, registry, service.health) });
      }),
    );

    {
      const registry = createRegistry({ defaultMetrics: true });
      const b = bus('refdata', registry);
      const service = await startRefdata({ bus: b, store, log, registry, now: Date.now });
      parts.push({ name: 'refdata', service, bus: b, ops: await ops('refdata', 'refdata', registry, service.health) });
    }
    {
      const registry = createRegistry({ defaultMetrics: true });
      const b = bus('arbitrage', registry);
      const service = await startArbitrage({ bus: b, log, registry, now: Date.now, config: loadArbitrageConfig({ REF_ARB_GROUP_ID: `${namespace}-arb`, REF_ARB_MIN_NET_CENTS: '-1000' }), matches: undefined });
      parts.push({ name: 'arbitrage', service, bus: b, ops: await ops('arbitrage', 'arbitrage', registry, service.health) });
    }
    {
      const registry = createRegistry({ defaultMetrics: true });
      const b = bus('recorder', registry);
      const service = await startRecorder({ bus: b, store, log, registry, now: Date.now, config: loadRecorderConfig({ REF_RECORDER_GROUP_ID: `${namespace}-rec` }) });
      parts.push({ name: 'recorder', service, bus: b, ops: await ops('recorder', 'recorder', registry, service.health) });
    }
    {
      const registry = createRegistry({ defaultMetrics: true, labels: { service: 'whales' } });
      const b = bus('whales', registry);
      const service = await startWhales({ bus: b, store, log, registry, now: Date.now, config: loadWhalesConfig({ REF_WHALES_GROUP_ID: `${namespace}-whales`, REF_WHALES_POLL_MS: '100' }) });
      parts.push({ name: 'whales', service, bus: b, ops: await ops('whales', 'whales', registry, service.health) });
    }
    const testRegistry = createRegistry({ defaultMetrics: true });
    const testBus = bus('whales-standin', testRegistry);
    parts.push({ name: 'whales-standin', bus: testBus, ops: await ops('whales-standin', 'whales-standin', testRegistry, new Health()) });

    const gwRegistry = createRegistry({ defaultMetrics: true });
    const gwBus = bus('gateway', gwRegistry);
    parts.push({ name: 'gateway-bus', bus: gwBus });
    gateway = await buildApp({
      ctx: { bus: gwBus, store, log, registry: gwRegistry, now: Date.now },
      capabilities: [...createCapabilities(), ...(options.extraCapabilities ?? [])],
      config: { ws: { maxProtocolErrors: 3 } },
    });
    const keys = {
      free: (await gateway.accounts.createKey({ plan: 'free', name: 'ops free' })).key,
      pro: (await gateway.accounts.createKey({ plan: 'pro', name: 'ops pro' })).key,
      premium: (await gateway.accounts.createKey({ plan: 'premium', name: 'ops premium' })).key,
      reference: (await gateway.accounts.createKey({ plan: 'free', reference: true, name: 'ops reference' })).key,
    };
    const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
    targets.push({ job: 'gateway', address: new URL(gatewayUrl).host, path: '/metrics' });
    return { namespace, brokers, sim, gateway, gatewayUrl, keys, targets, testBus, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
