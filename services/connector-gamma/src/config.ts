// Configuration of connector-gamma: one schema, defaults in one place.
import { ConfigError, loadConfig, type ConfigOf } from '@ref/config';

export const gammaConfigSpec = {
  restUrl: { env: 'REF_GAMMA_REST_URL', kind: 'string', default: 'http://127.0.0.1:7070/gamma/openapi', doc: 'open API base, ending in /openapi' },
  wsUrl: { env: 'REF_GAMMA_WS_URL', kind: 'string', default: 'ws://127.0.0.1:7070/gamma/ws', doc: 'WebSocket URL (apikey added as a query parameter)' },
  apiKey: { env: 'REF_GAMMA_API_KEY', kind: 'string', default: 'ref-local', secret: true },
  feeRate: { env: 'REF_GAMMA_FEE_RATE', kind: 'string', default: '0.04', doc: 'taker fee rate × p × (1 − p); the venue publishes no exact curve' },
  pageLimit: { env: 'REF_GAMMA_PAGE_LIMIT', kind: 'int', default: 20, min: 1, max: 20 },
  restRatePerSec: { env: 'REF_GAMMA_REST_RATE', kind: 'number', default: 50, min: 0.1 },
  heartbeatSendMs: { env: 'REF_GAMMA_WS_HEARTBEAT_MS', kind: 'int', default: 30_000, min: 100, doc: 'client {"action":"HEARTBEAT"} interval' },
  pingMs: { env: 'REF_GAMMA_PING_MS', kind: 'int', default: 10_000, min: 0, doc: 'WS ping frames (their pongs keep a quiet feed from looking silent; 0: off)' },
  staleAfterMs: { env: 'REF_GAMMA_STALE_MS', kind: 'int', default: 60_000, min: 0 },
  heartbeatMs: { env: 'REF_GAMMA_HEARTBEAT_MS', kind: 'int', default: 5_000, min: 0, doc: 'heartbeat record per quiet live book' },
  snapshotDelayMs: { env: 'REF_GAMMA_SNAPSHOT_DELAY_MS', kind: 'int', default: 50, min: 0, doc: 'wait after subscribing before fetching REST snapshots' },
  maxMarkets: { env: 'REF_GAMMA_MAX_MARKETS', kind: 'int', default: 100_000, min: 0 },
  keyByEvent: { env: 'REF_CONNECTOR_KEY_BY_EVENT', kind: 'boolean', default: false },
  opsPort: { env: 'REF_OPS_PORT', kind: 'int', default: 9313, min: 0, max: 65535 },
} as const;

export type GammaConfig = ConfigOf<typeof gammaConfigSpec>;

export function loadGammaConfig(env: Record<string, string | undefined>): GammaConfig {
  const c = loadConfig(gammaConfigSpec, env);
  if (!/^\d+(\.\d+)?$/.test(c.feeRate)) throw new ConfigError([`REF_GAMMA_FEE_RATE must be a decimal, got ${JSON.stringify(c.feeRate)}`]);
  return c;
}
