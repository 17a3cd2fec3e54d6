// runProcess: the whole distributed-mode `main.ts` of a service — configuration (every problem at once, exit 2),
// logger, registry, Kafka bus, optional store, topics, the service, the ops server, signals and the ordered stop.
import type { Server } from 'node:http';
import { createKafkaBus, type Bus, type KafkaBusOptions, type TopicName } from '@ref/bus';
import { ConfigError, loadConfig, type Setting, type Spec } from '@ref/config';
import { createPgliteStore, createPostgresStore, PGLITE_TEMPLATE_FILE, type PgliteStoreOptions, type PostgresStoreOptions, type Store } from '@ref/store';
import { createLogger, createRegistry, serveOps, type Health, type Logger, type Registry, type Service } from '@ref/telemetry';
import { EXIT, nodeHost, supervise, type ProcessHost, type StopStep } from './supervise.ts';

type Env = Record<string, string | undefined>;

/** Where the store comes from: PostgreSQL at REF_PG_URL (schema REF_PG_SCHEMA), or PGlite when a data dir is given. */
export interface StoreSettings {
  /** default of REF_PG_URL; without it (and without `pgliteDataDir`) REF_PG_URL is required */
  url?: string;
  /** default of REF_PG_SCHEMA; without it an unset REF_PG_SCHEMA means the server's search_path */
  schema?: string;
  /** REF_PG_URL unset: PGlite in REF_DATA_DIR (this default), from the PGlite template when one was written */
  pgliteDataDir?: string;
}

/** What `start` gets: the service's deps (`store` only when the process has one). */
export type ProcessDeps<C, S extends StoreSettings | undefined = undefined> = {
  bus: Bus;
  log: Logger;
  registry: Registry;
  now: () => number;
  config: C;
} & (S extends StoreSettings ? { store: Store } : unknown);

export interface RunProcessOptions<C, S extends StoreSettings | undefined = undefined> {
  /** logger name (`service` on every line) and default Kafka client id */
  name: string;
  /** The service's settings from the environment; a ConfigError is reported with the process's own problems. */
  config: (env: Env) => C;
  start: (deps: ProcessDeps<C, S>) => Promise<Service>;
  /** Kafka client id (default `name`) */
  clientId?: string;
  /** label every metric `service=<name>` */
  serviceLabel?: boolean;
  /** topics created (when missing) before `start` */
  topics?: readonly TopicName[];
  store?: S;
  /** Port of /metrics /healthz /readyz on REF_OPS_HOST (default 127.0.0.1); absent: the service serves its own. */
  opsPort?: (config: C) => number;
  /** the line logged once everything is up (default `ready`), with `opsPort` */
  readyMessage?: string;
  /** see supervise() */
  stopTimeoutMs?: number;
}

/** The process and the adapters runProcess opens (fakes in tests). */
export interface Runtime extends ProcessHost {
  createBus(options: KafkaBusOptions): Bus;
  openPostgres(options: PostgresStoreOptions): Promise<Store>;
  openPglite(options: PgliteStoreOptions): Promise<Store>;
  serveOps(options: { port: number; host: string; registry: Registry; health: Health }): Promise<Server>;
  /** where the logger writes (default stdout) */
  logDestination?: Parameters<typeof createLogger>[1];
}

/** The real process, Kafka, PostgreSQL, PGlite and ops server. */
export function nodeRuntime(): Runtime {
  return { ...nodeHost(), createBus: createKafkaBus, openPostgres: createPostgresStore, openPglite: createPgliteStore, serveOps };
}

/** The settings runProcess itself reads (Kafka, store, ops host), as a spec for loadConfig. */
export function processSpec(options: { store?: StoreSettings | undefined; ops: boolean }): Spec {
  const spec: Record<string, Setting> = {
    kafkaBrokers: { env: 'REF_KAFKA_BROKERS', kind: 'list', default: ['127.0.0.1:19092'], doc: 'Kafka bootstrap brokers' },
    kafkaNamespace: { env: 'REF_KAFKA_NAMESPACE', kind: 'string', default: '', doc: 'topic and group name prefix' },
  };
  if (options.ops) spec['opsHost'] = { env: 'REF_OPS_HOST', kind: 'string', default: '127.0.0.1', doc: 'listen address of /metrics /healthz /readyz' };
  const store = options.store;
  if (store) {
    spec['pgUrl'] = {
      env: 'REF_PG_URL',
      kind: 'string',
      secret: true,
      doc: 'PostgreSQL URL',
      ...(store.url !== undefined ? { default: store.url } : { required: store.pgliteDataDir === undefined }),
    };
    spec['pgSchema'] = { env: 'REF_PG_SCHEMA', kind: 'string', ...(store.schema !== undefined ? { default: store.schema } : {}), doc: 'PostgreSQL schema (created when missing)' };
    if (store.pgliteDataDir !== undefined) spec['dataDir'] = { env: 'REF_DATA_DIR', kind: 'string', default: store.pgliteDataDir, doc: 'PGlite data directory when REF_PG_URL is unset' };
  }
  return spec;
}

interface ProcessSettings {
  kafkaBrokers: readonly string[];
  kafkaNamespace: string;
  opsHost?: string;
  pgUrl?: string;
  pgSchema?: string;
  dataDir?: string;
}

/** Loads the process's and the service's settings; throws one ConfigError listing the problems of both. */
export function loadProcessConfig<C>(env: Env, spec: Spec, service: (env: Env) => C): { settings: ProcessSettings; config: C } {
  const problems: string[] = [];
  const attempt = <T>(load: () => T): T | undefined => {
    try {
      return load();
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      problems.push(...err.problems);
      return undefined;
    }
  };
  const settings = attempt(() => loadConfig(spec, env) as unknown as ProcessSettings);
  const config = attempt(() => service(env));
  if (problems.length > 0) throw new ConfigError(problems);
  return { settings: settings as ProcessSettings, config: config as C };
}

function openStore(runtime: Runtime, s: ProcessSettings): Promise<Store> {
  if (s.pgUrl) return runtime.openPostgres({ url: s.pgUrl, ...(s.pgSchema ? { schema: s.pgSchema } : {}) });
  return runtime.openPglite({ dataDir: s.dataDir as string, template: PGLITE_TEMPLATE_FILE });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
}

/**
 * Runs one service as its own process: a bad configuration is written to stderr with every problem and exits 2;
 * otherwise the stop-signal handlers go in first, then the bus, the store, the topics, `start`, the ops server and
 * the ready line; SIGINT/SIGTERM (even during start-up) stops the service, then closes the bus, the store and the
 * ops server, and exits 0 (1 when something failed). Resolves with the exit code (the real process has exited).
 */
export async function runProcess<C, S extends StoreSettings | undefined = undefined>(options: RunProcessOptions<C, S>, runtime: Runtime = nodeRuntime()): Promise<number> {
  let loaded: { settings: ProcessSettings; config: C };
  try {
    loaded = loadProcessConfig(runtime.env, processSpec({ store: options.store, ops: options.opsPort !== undefined }), options.config);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    runtime.writeError(`${options.name}: ${err.message}\n`);
    runtime.exit(EXIT.config);
    return EXIT.config;
  }
  const { settings, config } = loaded;
  const log = createLogger({ name: options.name }, runtime.logDestination);
  const registry = createRegistry({ defaultMetrics: true, ...(options.serviceLabel ? { labels: { service: options.name } } : {}) });
  let bus: Bus | undefined;
  let store: Store | undefined;
  let service: Service | undefined;
  let ops: Server | undefined;
  return supervise({
    log,
    host: runtime,
    ...(options.stopTimeoutMs !== undefined ? { stopTimeoutMs: options.stopTimeoutMs } : {}),
    async start(signal) {
      bus = runtime.createBus({ brokers: [...settings.kafkaBrokers], clientId: options.clientId ?? options.name, namespace: settings.kafkaNamespace || undefined, logger: log, registry });
      if (options.store) {
        store = await openStore(runtime, settings);
        if (signal.aborted) return;
      }
      if (options.topics) {
        await bus.ensureTopics([...options.topics]);
        if (signal.aborted) return;
      }
      const deps = { bus, log, registry, now: () => Date.now(), config, ...(store ? { store } : {}) } as ProcessDeps<C, S>;
      service = await options.start(deps);
      if (signal.aborted) return;
      let opsPort: number | undefined;
      if (options.opsPort) {
        ops = await runtime.serveOps({ port: options.opsPort(config), host: settings.opsHost ?? '127.0.0.1', registry, health: service.health });
        opsPort = (ops.address() as { port: number }).port;
        if (signal.aborted) return;
      }
      log.info({ opsPort }, options.readyMessage ?? 'ready');
    },
    stopSteps() {
      const steps: StopStep[] = [];
      const s = service;
      if (s) steps.push({ name: 'service', run: () => s.stop() });
      const b = bus;
      if (b) steps.push({ name: 'bus', run: () => b.close() });
      const st = store;
      if (st) steps.push({ name: 'store', run: () => st.close() });
      const o = ops;
      if (o) steps.push({ name: 'ops', run: () => closeServer(o) });
      return steps;
    },
  });
}
