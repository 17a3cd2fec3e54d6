import type { Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createMemoryBus, type Bus, type KafkaBusOptions } from '@ref/bus';
import { ConfigError, loadConfig } from '@ref/config';
import type { PgliteStoreOptions, PostgresStoreOptions, Store } from '@ref/store';
import { Health, serveOps, type Service } from '@ref/telemetry';
import { captureLog, deferred, fakeHost, type FakeHost, type LogLine } from './fakes.ts';
import { processSpec, runProcess, type Runtime } from './run.ts';

const tick = (ms = 0): Promise<void> => new Promise((r) => setTimeout(r, ms));

const serviceSpec = { opsPort: { env: 'REF_TEST_OPS_PORT', kind: 'int', default: 0, min: 0, max: 65535 }, mode: { env: 'REF_TEST_MODE', kind: 'enum', values: ['a', 'b'], default: 'a' } } as const;
const loadServiceConfig = (env: Record<string, string | undefined>): { opsPort: number; mode: string } => loadConfig(serviceSpec, env);

interface Harness {
  runtime: Runtime & FakeHost;
  events: string[];
  lines: LogLine[];
  busOptions: KafkaBusOptions[];
  postgres: PostgresStoreOptions[];
  pglite: PgliteStoreOptions[];
  ops: Server[];
}

function harness(env: Record<string, string | undefined> = {}): Harness {
  const host = fakeHost(env);
  const { lines, destination } = captureLog();
  const events: string[] = [];
  const h: Harness = { runtime: undefined as never, events, lines, busOptions: [], postgres: [], pglite: [], ops: [] };
  const fakeStore = (): Store => ({ close: async () => void events.push('store.close') }) as unknown as Store;
  h.runtime = {
    ...host,
    logDestination: destination,
    createBus(options) {
      h.busOptions.push(options);
      const bus: Bus = createMemoryBus();
      const ensure = bus.ensureTopics.bind(bus);
      const close = bus.close.bind(bus);
      bus.ensureTopics = async (topics) => {
        events.push(`bus.ensureTopics ${topics?.join(',')}`);
        await ensure(topics);
      };
      bus.close = async () => {
        events.push('bus.close');
        await close();
      };
      return bus;
    },
    openPostgres: async (o) => {
      h.postgres.push(o);
      events.push('store.open');
      return fakeStore();
    },
    openPglite: async (o) => {
      h.pglite.push(o);
      events.push('store.open');
      return fakeStore();
    },
    async serveOps(o) {
      const server = await serveOps(o);
      h.ops.push(server);
      events.push('ops.listen');
      server.once('close', () => events.push('ops.close'));
      return server;
    },
  };
  return h;
}

function fakeService(events: string[], ready = true): Service {
  const health = new Health();
  health.add('test', () => ({ ok: ready }));
  return { name: 'test', health, stop: async () => void events.push('service.stop') };
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await tick(5);
  }
}

describe('runProcess', () => {
  it('reports every configuration problem at once (its own and the service’s) and exits 2 before opening anything', async () => {
    const h = harness({ REF_TEST_OPS_PORT: 'abc', REF_TEST_MODE: 'c' });
    let started = false;
    const code = await runProcess({ name: 'svc', config: loadServiceConfig, store: {}, opsPort: (c) => c.opsPort, start: async () => ((started = true), fakeService([])) }, h.runtime);
    expect(code).toBe(2);
    expect(h.runtime.exits).toEqual([2]);
    expect(h.runtime.stderr.join('')).toMatch(/^svc: invalid configuration:/);
    for (const p of ['REF_PG_URL is required', 'REF_TEST_OPS_PORT must be an integer', 'REF_TEST_MODE must be one of a, b']) expect(h.runtime.stderr.join('')).toContain(p);
    expect(h.busOptions).toEqual([]);
    expect(h.runtime.listeners('SIGTERM')).toBe(0);
    expect(started).toBe(false);
  });

  it('a ConfigError thrown by the service’s own checks exits 2 as well', async () => {
    const h = harness();
    const config = (): never => {
      throw new ConfigError(['REF_X_FEE_RATE must be a decimal, got "x"']);
    };
    expect(await runProcess({ name: 'svc', config, start: async () => fakeService([]) }, h.runtime)).toBe(2);
    expect(h.runtime.stderr.join('')).toContain('REF_X_FEE_RATE must be a decimal');
  });

  it('opens bus, store and topics, starts, serves ops, logs ready; SIGTERM stops service, bus, store, ops in that order', async () => {
    const h = harness({ REF_KAFKA_BROKERS: 'k1:9092, k2:9092', REF_KAFKA_NAMESPACE: 'ns', REF_PG_URL: 'postgres://x@h/db', REF_PG_SCHEMA: 's1', REF_TEST_MODE: 'b' });
    let got: Record<string, unknown> = {};
    const code = runProcess(
      {
        name: 'svc',
        serviceLabel: true,
        config: loadServiceConfig,
        store: { url: 'postgres://default/db', schema: 'public' },
        topics: ['md.catalog.v1', 'md.book.v1'],
        opsPort: (c) => c.opsPort,
        readyMessage: 'svc ready',
        start: async (deps) => {
          got = { ...deps };
          h.events.push('start');
          return fakeService(h.events);
        },
      },
      h.runtime,
    );
    await until(() => h.lines.some((l) => l.msg === 'svc ready'));
    expect(h.events).toEqual(['store.open', 'bus.ensureTopics md.catalog.v1,md.book.v1', 'start', 'ops.listen']);
    expect(h.busOptions).toEqual([expect.objectContaining({ brokers: ['k1:9092', 'k2:9092'], clientId: 'svc', namespace: 'ns' })]);
    expect(h.postgres).toEqual([{ url: 'postgres://x@h/db', schema: 's1' }]);
    expect(got['config']).toEqual({ opsPort: 0, mode: 'b' });
    expect(got['store']).toBeDefined();
    expect(typeof got['now']).toBe('function');
    // the ops server answers on the port the ready line names, with the service's health and a labelled registry
    const port = h.lines.find((l) => l.msg === 'svc ready')?.['opsPort'] as number;
    expect(port).toBe((h.ops[0]?.address() as { port: number }).port);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    expect(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).toMatch(/ref_process_cpu_seconds_total\{service="svc"\}/);
    h.runtime.signal('SIGTERM');
    expect(await code).toBe(0);
    expect(h.events.slice(4)).toEqual(['service.stop', 'bus.close', 'store.close', 'ops.close']);
    expect(h.runtime.exits).toEqual([0]);
  });

  it('defaults: brokers 127.0.0.1:19092, no namespace, store URL and schema from the process’s defaults, no service label', async () => {
    const h = harness({});
    const code = runProcess({ name: 'svc', clientId: 'svc-7', config: loadServiceConfig, store: { url: 'postgres://default/db', schema: 'public' }, opsPort: (c) => c.opsPort, start: async () => fakeService(h.events) }, h.runtime);
    await until(() => h.lines.some((l) => l.msg === 'ready'));
    expect(h.busOptions[0]).toMatchObject({ brokers: ['127.0.0.1:19092'], clientId: 'svc-7', namespace: undefined });
    expect(h.postgres).toEqual([{ url: 'postgres://default/db', schema: 'public' }]);
    const port = (h.ops[0]?.address() as { port: number }).port;
    expect(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).not.toContain('service=');
    h.runtime.signal('SIGINT');
    expect(await code).toBe(0);
  });

  it('without a URL default and REF_PG_URL unset: PGlite in REF_DATA_DIR when configured so', async () => {
    const h = harness({ REF_DATA_DIR: '/tmp/x' });
    const code = runProcess({ name: 'gw', config: () => ({}), store: { pgliteDataDir: '.data/embedded' }, start: async () => fakeService(h.events) }, h.runtime);
    await until(() => h.lines.some((l) => l.msg === 'ready'));
    expect(h.pglite).toEqual([expect.objectContaining({ dataDir: '/tmp/x' })]);
    expect(h.postgres).toEqual([]);
    expect(h.ops).toEqual([]); // no opsPort: the service serves its own
    h.runtime.signal('SIGTERM');
    expect(await code).toBe(0);
    expect(h.events).toEqual(['store.open', 'service.stop', 'bus.close', 'store.close']);
  });

  it('a store without a URL default gets no schema unless REF_PG_SCHEMA is set', async () => {
    const h = harness({ REF_PG_URL: 'postgres://x@h/db' });
    const code = runProcess({ name: 'w', config: () => ({}), store: {}, start: async () => fakeService(h.events) }, h.runtime);
    await until(() => h.lines.some((l) => l.msg === 'ready'));
    expect(h.postgres).toEqual([{ url: 'postgres://x@h/db' }]);
    h.runtime.signal('SIGTERM');
    expect(await code).toBe(0);
  });

  it('SIGTERM during start: start finishes, the service is stopped, no ops server, no ready line, exit 0', async () => {
    const h = harness({ REF_PG_URL: 'postgres://x@h/db' });
    const gate = deferred();
    const code = runProcess(
      {
        name: 'svc',
        config: loadServiceConfig,
        store: {},
        opsPort: (c) => c.opsPort,
        start: async () => {
          h.events.push('start');
          await gate.promise;
          return fakeService(h.events);
        },
      },
      h.runtime,
    );
    await until(() => h.events.includes('start'));
    h.runtime.signal('SIGTERM');
    await tick(5);
    expect(h.runtime.exits).toEqual([]);
    gate.resolve();
    expect(await code).toBe(0);
    expect(h.events).toEqual(['store.open', 'start', 'service.stop', 'bus.close', 'store.close']);
    expect(h.ops).toEqual([]);
    expect(h.lines.some((l) => l.msg === 'ready')).toBe(false);
  });

  it('a failed start closes the bus and store, logs start failed and exits 1', async () => {
    const h = harness({ REF_PG_URL: 'postgres://x@h/db' });
    const code = await runProcess(
      {
        name: 'svc',
        config: loadServiceConfig,
        store: {},
        opsPort: (c) => c.opsPort,
        start: async () => {
          throw new Error('kaput');
        },
      },
      h.runtime,
    );
    expect(code).toBe(1);
    expect(h.events).toEqual(['store.open', 'bus.close', 'store.close']);
    expect(h.lines.find((l) => l.msg === 'start failed')).toMatchObject({ err: { message: 'kaput' } });
  });

  it('an ops port already taken fails the start: the service is stopped and everything closed, exit 1', async () => {
    const h = harness();
    const taken = await serveOps({ port: 0, registry: (await import('@ref/telemetry')).createRegistry(), health: new Health() });
    try {
      const port = (taken.address() as { port: number }).port;
      const code = await runProcess({ name: 'svc', config: () => ({ opsPort: port }), opsPort: (c) => c.opsPort, start: async () => fakeService(h.events) }, h.runtime);
      expect(code).toBe(1);
      expect(h.events).toEqual(['service.stop', 'bus.close']);
      expect(h.lines.find((l) => l.msg === 'start failed')).toMatchObject({ err: { code: 'EADDRINUSE' } });
    } finally {
      await new Promise((r) => taken.close(r));
    }
  });
});

describe('processSpec', () => {
  it('reads REF_OPS_HOST only with an ops port, and the store settings only with a store', () => {
    expect(Object.keys(processSpec({ ops: false }))).toEqual(['kafkaBrokers', 'kafkaNamespace']);
    expect(Object.keys(processSpec({ ops: true, store: { pgliteDataDir: 'd' } }))).toEqual(['kafkaBrokers', 'kafkaNamespace', 'opsHost', 'pgUrl', 'pgSchema', 'dataDir']);
    expect(processSpec({ ops: false, store: {} })['pgUrl']).toMatchObject({ required: true, secret: true });
    expect(processSpec({ ops: false, store: { url: 'u' } })['pgUrl']).toMatchObject({ default: 'u' });
  });
});
