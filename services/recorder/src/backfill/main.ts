// CLI: run history forward fast from 2026-03-21 to now into the recorder's tables, with a progress bar.
//   node services/recorder/src/backfill/main.ts [--from 2026-03-21] [--to <iso>] [--seed 1] [--events 20]
//        [--trades-per-6h 3] [--catalog auto|store|synthetic] [--target store|bus]
// Store: REF_PG_URL (+ REF_PG_SCHEMA), or REF_PGLITE_DIR for the embedded data directory.
// Bus (--target bus): REF_KAFKA_BROKERS, REF_KAFKA_NAMESPACE; a running recorder consumes the records.
import { parseArgs } from 'node:util';
import { createKafkaBus } from '@ref/bus';
import { HISTORY_START_MS, parseIsoInstant } from '@ref/domain';
import { createPgliteStore, createPostgresStore, type Store } from '@ref/store';
import { createLogger, createRegistry } from '@ref/telemetry';
import { migrateRecorder } from '../recorder.ts';
import { RecorderWriter, createWriterMetrics } from '../writer.ts';
import { catalogFromStore } from './catalog.ts';
import { syntheticCatalog } from './generate.ts';
import { ProgressBar } from './progress.ts';
import { busSink, runBackfill, writerSink } from './run.ts';

const { values } = parseArgs({
  options: {
    from: { type: 'string' }, to: { type: 'string' }, seed: { type: 'string', default: '1' }, events: { type: 'string', default: '20' },
    'trades-per-6h': { type: 'string', default: '3' }, catalog: { type: 'string', default: 'auto' }, target: { type: 'string', default: 'store' },
  },
});

function fail(msg: string): never {
  process.stderr.write(`backfill: ${msg}\n`);
  process.exit(2);
}
const int = (name: string, v: string | undefined, min: number): number => {
  if (v === undefined || !/^\d+$/.test(v) || Number(v) < min) fail(`--${name} must be an integer >= ${min}`);
  return Number(v);
};
const fromMs = values.from === undefined ? HISTORY_START_MS : parseIsoInstant(values.from) ?? fail('--from must be an ISO 8601 date');
const toMs = values.to === undefined ? Date.now() : parseIsoInstant(values.to) ?? fail('--to must be an ISO 8601 date');
if (fromMs >= toMs) fail('--from must be before --to');
if (!['auto', 'store', 'synthetic'].includes(values.catalog)) fail('--catalog must be auto, store or synthetic');
if (!['store', 'bus'].includes(values.target)) fail('--target must be store or bus');
const seed = int('seed', values.seed, 0);
const events = int('events', values.events, 1);
const tradesPer6h = int('trades-per-6h', values['trades-per-6h'], 1);

const log = createLogger({ name: 'recorder-backfill', level: process.env['REF_LOG_LEVEL'] ?? 'warn' });
const env = process.env;
const store: Store = env['REF_PGLITE_DIR']
  ? await createPgliteStore({ dataDir: env['REF_PGLITE_DIR'] })
  : await createPostgresStore({ url: env['REF_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test', schema: env['REF_PG_SCHEMA'] ?? 'public' });
await migrateRecorder(store);
let catalog = values.catalog === 'synthetic' ? [] : await catalogFromStore(store);
if (catalog.length === 0) {
  if (values.catalog === 'store') fail('the store holds no alpha/beta catalog yet (run the recorder first or pass --catalog synthetic)');
  catalog = syntheticCatalog({ seed, eventsPerVenue: events, observedAtMs: fromMs });
}
const markets = catalog.reduce((a, e) => a + e.markets.length, 0);
process.stderr.write(`backfill: ${markets} markets in ${catalog.length} events, ${new Date(fromMs).toISOString()} → ${new Date(toMs).toISOString()}, target ${values.target}\n`);

const bus = values.target === 'bus'
  ? createKafkaBus({ brokers: (env['REF_KAFKA_BROKERS'] ?? '127.0.0.1:19092').split(','), clientId: 'recorder-backfill', namespace: env['REF_KAFKA_NAMESPACE'] })
  : null;
const writer = new RecorderWriter({ store, log, metrics: createWriterMetrics(createRegistry()), bookDepth: 50 });
const bar = new ProgressBar(process.stderr);
try {
  const report = await runBackfill({
    seed, fromMs, toMs, catalog, tradesPer6h,
    sink: bus ? busSink(bus) : writerSink(writer),
    onProgress: (f, label) => bar.update(f, label),
  });
  bar.done(`${report.trades} trades in ${(report.ms / 1000).toFixed(1)} s (${Math.round(report.trades / Math.max(0.001, report.ms / 1000))}/s)`);
} finally {
  await bus?.close();
  await store.close();
}
