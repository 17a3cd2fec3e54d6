// Recorder settings: one schema, defaults in one place.
import { loadConfig, type ConfigOf } from '@ref/config';

export const recorderSpec = {
  groupId: { env: 'REF_RECORDER_GROUP_ID', kind: 'string', default: 'recorder', doc: 'consumer group of the recorder' },
  flushMs: { env: 'REF_RECORDER_FLUSH_MS', kind: 'int', default: 250, min: 10, max: 60_000, doc: 'longest a record waits in the write buffer' },
  batchMax: { env: 'REF_RECORDER_BATCH_MAX', kind: 'int', default: 5000, min: 1, max: 100_000, doc: 'records per write batch; the consumer waits when the buffer holds twice this' },
  writeParallelism: { env: 'REF_RECORDER_WRITE_PARALLELISM', kind: 'int', default: 2, min: 1, max: 16, doc: 'concurrent transactions per trade batch (disjoint market groups)' },
  bookDepth: { env: 'REF_RECORDER_BOOK_DEPTH', kind: 'int', default: 50, min: 1, max: 1000, doc: 'levels per ladder kept in book snapshots' },
  retentionTradesDays: { env: 'REF_RECORDER_RETENTION_TRADES_DAYS', kind: 'int', default: 0, min: 0, doc: 'trades kept this many days (0 keeps all)' },
  retentionBook1mDays: { env: 'REF_RECORDER_RETENTION_BOOK_1M_DAYS', kind: 'int', default: 31, min: 0, doc: '1m book snapshots kept this many days' },
  retentionBook5mDays: { env: 'REF_RECORDER_RETENTION_BOOK_5M_DAYS', kind: 'int', default: 400, min: 0, doc: '5m book snapshots kept this many days' },
  retentionTopDays: { env: 'REF_RECORDER_RETENTION_TOP_DAYS', kind: 'int', default: 93, min: 0, doc: 'top-of-book series kept this many days' },
  backfill: { env: 'REF_RECORDER_BACKFILL', kind: 'enum', values: ['off', 'on-empty'], default: 'off', doc: 'on-empty: once a catalog is recorded and no bars exist, run seeded random-walk history from 2026-03-21 to now over it' },
  backfillSeed: { env: 'REF_RECORDER_BACKFILL_SEED', kind: 'int', default: 1, min: 0, doc: 'seed of the backfill random walks' },
  retentionEveryMs: { env: 'REF_RECORDER_RETENTION_EVERY_MS', kind: 'int', default: 3_600_000, min: 1000, doc: 'how often retention runs' },
  opsPort: { env: 'REF_RECORDER_OPS_PORT', kind: 'int', default: 9104, min: 0, max: 65535, doc: '/metrics /healthz /readyz (main.ts only)' },
} as const;

export type RecorderConfig = ConfigOf<typeof recorderSpec>;

/** Loads the recorder's settings from an environment. */
export function loadRecorderConfig(env: Record<string, string | undefined>): RecorderConfig {
  return loadConfig(recorderSpec, env);
}
