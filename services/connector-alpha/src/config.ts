// Configuration of connector-alpha: one schema, defaults in one place.
import { loadConfig, type ConfigOf } from '@ref/config';

export const alphaConfigSpec = {
  restUrl: { env: 'REF_ALPHA_REST_URL', kind: 'string', default: 'http://127.0.0.1:7070/alpha/trade-api/v2', doc: 'REST base, ending in /trade-api/v2' },
  wsUrl: { env: 'REF_ALPHA_WS_URL', kind: 'string', default: 'ws://127.0.0.1:7070/alpha/trade-api/ws/v2', doc: 'WebSocket URL' },
  eventStatus: { env: 'REF_ALPHA_EVENT_STATUS', kind: 'string', default: '', doc: 'status filter of GET /events (empty: all)' },
  pageLimit: { env: 'REF_ALPHA_PAGE_LIMIT', kind: 'int', default: 200, min: 1, max: 200 },
  restRatePerSec: { env: 'REF_ALPHA_REST_RATE', kind: 'number', default: 10, min: 0.1 },
  subscribeChunk: { env: 'REF_ALPHA_SUBSCRIBE_CHUNK', kind: 'int', default: 100, min: 1, max: 10_000, doc: 'market tickers per subscribe command (one sid each)' },
  staleAfterMs: { env: 'REF_ALPHA_STALE_MS', kind: 'int', default: 25_000, min: 0, doc: 'no frame or ping for this long: stale marker and reconnect (the venue pings every 10 s)' },
  heartbeatMs: { env: 'REF_ALPHA_HEARTBEAT_MS', kind: 'int', default: 5_000, min: 0, doc: 'heartbeat record per quiet live book' },
  maxMarkets: { env: 'REF_ALPHA_MAX_MARKETS', kind: 'int', default: 100_000, min: 0 },
  keyByEvent: { env: 'REF_CONNECTOR_KEY_BY_EVENT', kind: 'boolean', default: false, doc: 'key md.book/md.trade by OPI id from ref.event.v1' },
  opsPort: { env: 'REF_OPS_PORT', kind: 'int', default: 9310, min: 0, max: 65535 },
} as const;

export type AlphaConfig = ConfigOf<typeof alphaConfigSpec>;

export function loadAlphaConfig(env: Record<string, string | undefined>): AlphaConfig {
  return loadConfig(alphaConfigSpec, env);
}
