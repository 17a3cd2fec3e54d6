// Configuration of connector-beta-us (catalog only).
import { loadConfig, type ConfigOf } from '@ref/config';

export const betaUsConfigSpec = {
  restUrl: { env: 'REF_BETA_US_REST_URL', kind: 'string', default: 'http://127.0.0.1:7070/beta_us/v1' },
  pageLimit: { env: 'REF_BETA_US_PAGE_LIMIT', kind: 'int', default: 100, min: 1, max: 1000 },
  restRatePerSec: { env: 'REF_BETA_US_REST_RATE', kind: 'number', default: 5, min: 0.1 },
  feeRate: { env: 'REF_BETA_US_FEE_RATE', kind: 'string', default: '0.003', doc: 'taker fee as a fraction of notional' },
  refreshMs: { env: 'REF_BETA_US_REFRESH_MS', kind: 'int', default: 300_000, min: 0, doc: 'catalog reload interval (0: load once)' },
  opsPort: { env: 'REF_OPS_PORT', kind: 'int', default: 9312, min: 0, max: 65535 },
} as const;

export type BetaUsConfig = ConfigOf<typeof betaUsConfigSpec>;

export function loadBetaUsConfig(env: Record<string, string | undefined>): BetaUsConfig {
  return loadConfig(betaUsConfigSpec, env);
}
