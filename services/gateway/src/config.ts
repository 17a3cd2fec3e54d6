// Gateway settings from the environment (distributed main, CLI), and REF_SEED_KEYS parsing.
import { loadConfig, type ConfigOf, type Spec } from '@ref/config';
import { createPgliteStore, createPostgresStore, PGLITE_TEMPLATE_FILE, type Store } from '@ref/store';
import { PLANS, type Plan, type PlanLimits } from './plans.ts';
import type { GatewayConfig } from './app.ts';

export const gatewaySpec = {
  port: { env: 'REF_GATEWAY_PORT', kind: 'int', default: 8080, min: 0, max: 65535, doc: 'HTTP and WebSocket port' },
  host: { env: 'REF_GATEWAY_HOST', kind: 'string', default: '127.0.0.1', doc: 'listen address' },
  pgUrl: { env: 'REF_PG_URL', kind: 'string', secret: true, doc: 'PostgreSQL URL; unset: PGlite in REF_DATA_DIR' },
  pgSchema: { env: 'REF_PG_SCHEMA', kind: 'string', doc: 'PostgreSQL schema (created when missing); unset: the search_path default' },
  dataDir: { env: 'REF_DATA_DIR', kind: 'string', default: '.data/embedded', doc: 'PGlite data directory when REF_PG_URL is unset' },
  kafkaBrokers: { env: 'REF_KAFKA_BROKERS', kind: 'list', default: ['127.0.0.1:19092'] as readonly string[], doc: 'Kafka bootstrap brokers' },
  kafkaNamespace: { env: 'REF_KAFKA_NAMESPACE', kind: 'string', default: '', doc: 'topic name prefix' },
  seedKeys: { env: 'REF_SEED_KEYS', kind: 'list', default: [] as readonly string[], secret: true, doc: 'plan:KEY,... keys to create at start (free, pro, premium, reference)' },
  keyCacheTtlMs: { env: 'REF_GATEWAY_KEY_CACHE_MS', kind: 'int', default: 5000, min: 0, doc: 'how long an authenticated key is trusted before the store is asked again' },
  wsMaxBufferedBytes: { env: 'REF_GATEWAY_WS_MAX_BUFFERED_BYTES', kind: 'int', default: 1024 * 1024, min: 1024, doc: 'unsent bytes above which a slow WebSocket client is closed (after the grace period)' },
  wsSlowGraceMs: { env: 'REF_GATEWAY_WS_SLOW_GRACE_MS', kind: 'int', default: 1000, min: 0 },
  wsMaxFrameBytes: { env: 'REF_GATEWAY_WS_MAX_FRAME_BYTES', kind: 'int', default: 16 * 1024, min: 256, max: 1024 * 1024 },
} as const satisfies Spec;

export type GatewayEnvConfig = ConfigOf<typeof gatewaySpec> & { plans: NonNullable<GatewayConfig['plans']> };

const LIMIT_ENV: Record<keyof PlanLimits, string> = {
  perSecond: 'PER_SECOND',
  burst: 'BURST',
  perMinute: 'PER_MINUTE',
  wsConnections: 'WS_CONNECTIONS',
  wsSubscriptions: 'WS_SUBSCRIPTIONS',
};

/** Per-plan overrides: REF_GATEWAY_<PLAN>_{PER_SECOND,BURST,PER_MINUTE,WS_CONNECTIONS,WS_SUBSCRIPTIONS}. */
export const planSpec: Spec = Object.fromEntries(
  PLANS.flatMap((p) =>
    Object.entries(LIMIT_ENV).map(([k, suffix]) => [`${p}.${k}`, { env: `REF_GATEWAY_${p.toUpperCase()}_${suffix}`, kind: 'number', min: 0.001 }]),
  ),
);

export function loadGatewayConfig(env: Record<string, string | undefined>): GatewayEnvConfig {
  const base = loadConfig(gatewaySpec, env);
  const raw = loadConfig(planSpec, env) as unknown as Record<string, number | undefined>;
  const plans: Partial<Record<Plan, Partial<PlanLimits>>> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined) continue;
    const [plan, limit] = k.split('.') as [Plan, keyof PlanLimits];
    (plans[plan] ??= {})[limit] = v;
  }
  return Object.freeze({ ...base, plans });
}

export interface SeedKey {
  plan: Plan;
  reference: boolean;
  key: string;
  label: string;
}

/** Parses `free:KEY1,pro:KEY2,premium:KEY3,reference:KEY4` (a reference key is a free account with the reference-data flag). */
export function parseSeedKeys(items: readonly string[]): SeedKey[] {
  return items.map((item) => {
    const i = item.indexOf(':');
    const label = i < 0 ? '' : item.slice(0, i);
    const key = i < 0 ? '' : item.slice(i + 1);
    if (key.length < 4) throw new Error(`REF_SEED_KEYS: "${label || item.slice(0, 12)}..." needs plan:KEY with a key of at least 4 characters`);
    if (label === 'reference') return { plan: 'free', reference: true, key, label };
    if (label === 'free' || label === 'pro' || label === 'premium') return { plan: label, reference: false, key, label };
    throw new Error(`REF_SEED_KEYS: unknown plan "${label}" (free, pro, premium or reference)`);
  });
}

/** The configured store: PostgreSQL when REF_PG_URL is set, else PGlite in REF_DATA_DIR. */
export function openStore(cfg: Pick<GatewayEnvConfig, 'pgUrl' | 'pgSchema' | 'dataDir'>): Promise<Store> {
  if (cfg.pgUrl) return createPostgresStore({ url: cfg.pgUrl, ...(cfg.pgSchema ? { schema: cfg.pgSchema } : {}) });
  return createPgliteStore({ dataDir: cfg.dataDir, template: PGLITE_TEMPLATE_FILE });
}
