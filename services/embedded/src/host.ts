// startEmbedded: venue-sim, every hosted service and the gateway in one process, on the in-memory bus and PGlite.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMemoryBus } from '@ref/bus';
import { createPgliteStore, PGLITE_TEMPLATE_FILE, type Store } from '@ref/store';
import { createLogger, createRegistry, type Logger } from '@ref/telemetry';
import { startVenueSim } from '@ref/venue-sim';
import { buildApp, createCapabilities, parseSeedKeys, type Gateway, type Plan } from '@ref/gateway';
import { matchesOf, SERVICES, type HostContext, type HostedService, type Running } from './services.ts';

export interface EmbeddedOptions {
  /** gateway port (0: ephemeral) */
  port: number;
  host?: string;
  /** PGlite data directory; undefined: in memory */
  dataDir?: string;
  /** venue-sim serves this scenario file instead of generating markets */
  scenario?: string;
  /** `plan:KEY` items (REF_SEED_KEYS); empty: demo keys, created once and kept in <dataDir>/demo-keys.json */
  seedKeys?: readonly string[];
  /** settings for the services (connector, arbitrage, recorder... variables); default process.env */
  env?: Record<string, string | undefined>;
  log?: Logger;
  /** called as each part starts: (done, total, name) */
  onProgress?(done: number, total: number, name: string): void;
  /** a new data dir starts from this PGlite template (default: .data/pglite-template-<version>.tar.gz, written by
   *  `pnpm install`); false: never */
  pgliteTemplate?: string | false;
  /** the services to host (default SERVICES) */
  services?: readonly HostedService[];
}

export interface Embedded {
  url: string;
  gateway: Gateway;
  /** one key per plan (free, pro, premium) and a reference-data key */
  keys: Record<Plan | 'reference', string>;
  stop(): Promise<void>;
}

async function demoKeys(gw: Gateway, dataDir: string | undefined): Promise<Record<Plan | 'reference', string>> {
  const file = dataDir === undefined ? undefined : join(dataDir, 'demo-keys.json');
  if (file !== undefined && existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<Plan | 'reference', string>;
    let valid = true;
    for (const k of Object.values(saved)) if ((await gw.accounts.authenticate(k, Date.now())) === null) valid = false;
    if (valid) return saved;
  }
  const keys = {
    free: (await gw.accounts.createKey({ plan: 'free', name: 'demo free' })).key,
    pro: (await gw.accounts.createKey({ plan: 'pro', name: 'demo pro' })).key,
    premium: (await gw.accounts.createKey({ plan: 'premium', name: 'demo premium' })).key,
    reference: (await gw.accounts.createKey({ plan: 'free', reference: true, name: 'demo reference' })).key,
  };
  if (file !== undefined) writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

/** The store as seen by a service started before it is open (one not marked `store: true`): any use is a bug. */
const NOT_OPEN: Store = new Proxy({} as Store, {
  get(_t, prop) {
    throw new Error(`the store is not open yet (Store.${String(prop)}): mark the service with store: true`);
  },
});

export async function startEmbedded(options: EmbeddedOptions): Promise<Embedded> {
  const env = options.env ?? process.env;
  const log = options.log ?? createLogger({ name: 'ref' });
  const services = options.services ?? SERVICES;
  // Validated before anything starts: a bad REF_SEED_KEYS must not cost a full start-up first.
  const seeds = parseSeedKeys(options.seedKeys ?? []);
  const total = services.length + 3;
  let done = 0;
  const progress = (name: string): void => {
    done += 1;
    options.onProgress?.(done, total, name);
  };
  const registry = createRegistry({ defaultMetrics: true });
  const bus = createMemoryBus({ logger: log, registry });
  const running: { name: string; r: Running }[] = [];
  let opening: Promise<Store> | null = null;
  let gateway: Gateway | null = null;
  const stopAll = async (): Promise<void> => {
    await gateway?.close();
    for (const { name, r } of running.reverse()) {
      await r.stop().catch((err: unknown) => log.error({ err, service: name }, 'service stop failed'));
    }
    await bus.close();
    await opening?.then(
      (s) => s.close(),
      () => undefined,
    );
  };
  try {
    if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
    // PGlite takes seconds to open (more on a first run: initdb); venue-sim, the connectors and the bus-only services
    // start meanwhile, and the services that use the store follow once it is open.
    const template = options.pgliteTemplate === false ? {} : { template: options.pgliteTemplate ?? PGLITE_TEMPLATE_FILE };
    opening = createPgliteStore(options.dataDir === undefined ? template : { dataDir: options.dataDir, ...template });
    opening.catch(() => undefined); // reported where it is awaited
    const sim = await startVenueSim({ port: 0, log: log.child({ component: 'venue-sim' }), ...(options.scenario ? { scenario: options.scenario } : {}) });
    running.push({ name: 'venue-sim', r: { stop: () => sim.stop() } });
    progress('venue-sim');
    const ctx: Omit<HostContext, 'store'> = {
      bus,
      log,
      registry,
      now: Date.now,
      sim,
      matches: matchesOf(sim, options.scenario, env),
      env: {
        ...env,
        REF_ALPHA_REST_URL: sim.venues.alpha.rest,
        REF_ALPHA_WS_URL: sim.venues.alpha.ws,
        REF_BETA_CATALOG_URL: sim.venues.beta.gamma_rest,
        REF_BETA_WS_URL: sim.venues.beta.ws,
        REF_BETA_US_REST_URL: sim.venues.beta_us.rest,
        REF_GAMMA_REST_URL: sim.venues.gamma.rest,
        REF_GAMMA_WS_URL: sim.venues.gamma.ws,
      },
    };
    let store: Store | null = null;
    const startOne = async (s: HostedService): Promise<void> => {
      if (s.when && !s.when({ ...ctx, store: store ?? NOT_OPEN })) {
        progress(`${s.name} (not used)`);
        return;
      }
      const r = await s.start({ ...ctx, store: s.store === true && store !== null ? store : NOT_OPEN, log: log.child({ component: s.name }) });
      running.push({ name: s.name, r });
      progress(s.name);
    };
    for (const s of services) if (s.store !== true) await startOne(s);
    store = await opening;
    progress('store');
    for (const s of services) if (s.store === true) await startOne(s);
    const gw = await buildApp({ ctx: { bus, store, log, registry, now: Date.now }, capabilities: createCapabilities(), config: { feeds: { fromBeginning: true } } });
    gateway = gw;
    for (const { name, r } of running) {
      const h = r.health;
      if (h) gw.health.add(name, () => h.ready());
    }
    let keys: Record<Plan | 'reference', string>;
    if (seeds.length > 0) {
      const k: Partial<Record<Plan | 'reference', string>> = {};
      for (const s of seeds) {
        await gw.accounts.seedKey({ key: s.key, plan: s.plan, reference: s.reference, name: `seeded ${s.label}` });
        k[s.label as Plan | 'reference'] ??= s.key;
      }
      keys = k as Record<Plan | 'reference', string>;
    } else keys = await demoKeys(gw, options.dataDir);
    const url = await gw.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
    progress('gateway');
    return { url, gateway: gw, keys, stop: stopAll };
  } catch (err) {
    await stopAll().catch(() => undefined);
    throw err;
  }
}
