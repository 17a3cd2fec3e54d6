// Configuration of connector-beta: one schema, defaults in one place.
import { loadConfig, type ConfigOf } from '@ref/config';

export const betaConfigSpec = {
  catalogUrl: { env: 'REF_BETA_CATALOG_URL', kind: 'string', default: 'http://127.0.0.1:7070/beta/gamma-api', doc: 'catalog REST base (GET /events)' },
  wsUrl: { env: 'REF_BETA_WS_URL', kind: 'string', default: 'ws://127.0.0.1:7070/beta/ws/market', doc: 'market channel WebSocket URL' },
  pageLimit: { env: 'REF_BETA_PAGE_LIMIT', kind: 'int', default: 100, min: 1, max: 500 },
  restRatePerSec: { env: 'REF_BETA_REST_RATE', kind: 'number', default: 10, min: 0.1 },
  assetsPerConnection: { env: 'REF_BETA_ASSETS_PER_CONNECTION', kind: 'int', default: 500, min: 2, max: 500, doc: 'the venue allows at most 500 assets per connection' },
  staleAfterMs: { env: 'REF_BETA_STALE_MS', kind: 'int', default: 30_000, min: 0 },
  pingMs: { env: 'REF_BETA_PING_MS', kind: 'int', default: 10_000, min: 0, doc: 'client PING text frames' },
  heartbeatMs: { env: 'REF_BETA_HEARTBEAT_MS', kind: 'int', default: 5_000, min: 0 },
  checkBestAsk: { env: 'REF_BETA_CHECK_BEST_ASK', kind: 'boolean', default: true, doc: 're-snapshot when the best_ask a change reports differs from the local book' },
  maxMarkets: { env: 'REF_BETA_MAX_MARKETS', kind: 'int', default: 100_000, min: 0 },
  keyByEvent: { env: 'REF_CONNECTOR_KEY_BY_EVENT', kind: 'boolean', default: false },
  opsPort: { env: 'REF_OPS_PORT', kind: 'int', default: 9311, min: 0, max: 65535 },
} as const;

export type BetaConfig = ConfigOf<typeof betaConfigSpec>;

export function loadBetaConfig(env: Record<string, string | undefined>): BetaConfig {
  return loadConfig(betaConfigSpec, env);
}
