// Configuration of the arbitrage service: one schema, defaults in one place, every problem reported at once.
import { loadConfig, ConfigError, type ConfigOf } from '@ref/config';

export const arbitrageConfigSpec = {
  minNetCents: { env: 'REF_ARB_MIN_NET_CENTS', kind: 'string', default: '0', doc: 'publish opportunities with net_cents at or above this (decimal, cents; may be negative)' },
  allowAxes: { env: 'REF_ARB_ALLOW_AXES', kind: 'list', default: [] as readonly string[], doc: 'divergence axes (timing, source, condition_scope) that do not disqualify a pair' },
  staleAfterMs: { env: 'REF_ARB_STALE_MS', kind: 'int', default: 120_000, min: 1000, doc: 'a listing with no update or heartbeat for this long is stale' },
  groupId: { env: 'REF_ARB_GROUP_ID', kind: 'string', default: 'arbitrage', doc: 'consumer group on md.book.v1 (replicas share it)' },
  booksFromBeginning: { env: 'REF_ARB_BOOKS_FROM_BEGINNING', kind: 'boolean', default: true, doc: 'a new group starts at the earliest retained book record' },
  matchesFile: { env: 'REF_ARB_MATCHES_FILE', kind: 'string', doc: 'scenario (or {matches}) JSON file: declare matches instead of reading ref.event.v1' },
  kafkaBrokers: { env: 'REF_KAFKA_BROKERS', kind: 'list', default: ['127.0.0.1:19092'] as readonly string[], doc: 'distributed mode (main.ts) only' },
  kafkaNamespace: { env: 'REF_KAFKA_NAMESPACE', kind: 'string', default: '', doc: 'topic name prefix (main.ts only)' },
  opsPort: { env: 'REF_ARB_OPS_PORT', kind: 'int', default: 9464, min: 0, max: 65535, doc: '/metrics /healthz /readyz (main.ts only)' },
} as const;

export type ArbitrageConfig = ConfigOf<typeof arbitrageConfigSpec>;

const AXES = ['timing', 'source', 'condition_scope'];

/** Loads and validates the arbitrage configuration from the environment. */
export function loadArbitrageConfig(env: Record<string, string | undefined>): ArbitrageConfig {
  const cfg = loadConfig(arbitrageConfigSpec, env);
  const problems: string[] = [];
  if (!/^-?\d+(\.\d{1,12})?$/.test(cfg.minNetCents)) problems.push(`REF_ARB_MIN_NET_CENTS must be a decimal with at most 12 places, got ${JSON.stringify(cfg.minNetCents)}`);
  for (const a of cfg.allowAxes) if (!AXES.includes(a)) problems.push(`REF_ARB_ALLOW_AXES: unknown axis ${JSON.stringify(a)} (allowed: ${AXES.join(', ')})`);
  if (problems.length) throw new ConfigError(problems);
  return cfg;
}
