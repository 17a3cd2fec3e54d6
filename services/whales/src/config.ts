// Whales settings: one schema, defaults in one place.
import { loadConfig, type ConfigOf } from '@ref/config';

export const whalesSpec = {
  groupId: { env: 'REF_WHALES_GROUP_ID', kind: 'string', default: 'whales', doc: 'consumer group on md.trade.v1' },
  pollMs: { env: 'REF_WHALES_POLL_MS', kind: 'int', default: 200, min: 10, max: 60_000, doc: 'how often the watchlist change log is read' },
  fromBeginning: { env: 'REF_WHALES_FROM_BEGINNING', kind: 'boolean', default: false, doc: 'a new consumer group starts at the earliest trade (default: the latest)' },
  opsPort: { env: 'REF_OPS_PORT', kind: 'int', default: 9095, min: 0, max: 65535, doc: '/metrics /healthz /readyz port of the distributed main' },
} as const;

export type WhalesConfig = ConfigOf<typeof whalesSpec>;

/** Loads the whales settings from an environment. */
export function loadWhalesConfig(env: Record<string, string | undefined>): WhalesConfig {
  return loadConfig(whalesSpec, env);
}
