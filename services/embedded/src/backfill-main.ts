// `pnpm backfill:sim`: history forward fast through venue-sim (fast-forward), the alpha/beta connectors and the
// recorder, with a progress bar. Embedded (default): memory bus + PGlite in --data-dir. Distributed: --bus kafka
// (REF_KAFKA_BROKERS, REF_KAFKA_NAMESPACE) and REF_PG_URL (+ REF_PG_SCHEMA) for PostgreSQL.
//   node services/embedded/src/backfill-main.ts [--from 2026-03-21] [--to <iso, default now>] [--seed 1] [--games 10]
//        [--step-minutes 15] [--ticks-per-step 1] [--bus memory|kafka] [--data-dir .data/embedded]
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createKafkaBus, createMemoryBus, type Bus } from '@ref/bus';
import { HISTORY_START_MS, parseIsoInstant } from '@ref/domain';
import { ProgressBar } from '@ref/recorder';
import { createPgliteStore, createPostgresStore, type Store } from '@ref/store';
import { createLogger, createRegistry } from '@ref/telemetry';
import { runSimBackfill } from './backfill.ts';

const { values } = parseArgs({
  options: {
    from: { type: 'string' }, to: { type: 'string' }, seed: { type: 'string', default: '1' }, games: { type: 'string', default: '10' },
    'step-minutes': { type: 'string', default: '15' }, 'ticks-per-step': { type: 'string', default: '1' },
    bus: { type: 'string', default: 'memory' }, 'data-dir': { type: 'string', default: process.env['REF_DATA_DIR'] ?? '.data/embedded' },
  },
});

function fail(msg: string): never {
  process.stderr.write(`backfill: ${msg}\n`);
  process.exit(2);
}
const int = (name: string, v: string | undefined, min: number, max: number): number => {
  if (v === undefined || !/^\d+$/.test(v) || Number(v) < min || Number(v) > max) fail(`--${name} must be an integer from ${min} to ${max}`);
  return Number(v);
};
const fromMs = values.from === undefined ? HISTORY_START_MS : parseIsoInstant(values.from) ?? fail('--from must be an ISO 8601 date');
const toMs = values.to === undefined ? Date.now() : parseIsoInstant(values.to) ?? fail('--to must be an ISO 8601 date');
if (fromMs >= toMs) fail('--from must be before --to');
if (values.bus !== 'memory' && values.bus !== 'kafka') fail('--bus must be memory or kafka');
const seed = int('seed', values.seed, 0, 2 ** 31);
const games = int('games', values.games, 1, 200);
const stepMs = int('step-minutes', values['step-minutes'], 1, 1440) * 60_000;
const ticksPerStep = int('ticks-per-step', values['ticks-per-step'], 1, 1000);

const env = process.env;
const log = createLogger({ name: 'backfill-sim', level: env['REF_LOG_LEVEL'] ?? 'warn' });
const registry = createRegistry();
const bus: Bus = values.bus === 'kafka'
  ? createKafkaBus({ brokers: (env['REF_KAFKA_BROKERS'] ?? '127.0.0.1:19092').split(','), clientId: 'backfill-sim', namespace: env['REF_KAFKA_NAMESPACE'], logger: log, registry })
  : createMemoryBus({ logger: log, registry });
let store: Store;
if (env['REF_PG_URL']) store = await createPostgresStore({ url: env['REF_PG_URL'], schema: env['REF_PG_SCHEMA'] ?? 'public' });
else {
  mkdirSync(values['data-dir'], { recursive: true });
  store = await createPgliteStore({ dataDir: values['data-dir'] });
}
process.stderr.write(`backfill: venue-sim fast-forward ${new Date(fromMs).toISOString()} → ${new Date(toMs).toISOString()}, ${stepMs / 60_000} min steps, ${values.bus} bus, ${env['REF_PG_URL'] ? 'PostgreSQL' : `PGlite ${values['data-dir']}`}\n`);
const bar = new ProgressBar(process.stderr);
try {
  const r = await runSimBackfill({ fromMs, toMs, bus, store, registry, log, seed, games, stepMs, ticksPerStep, env, onProgress: (f, label) => bar.update(f, label) });
  bar.done(`${r.trades} trades`);
  process.stderr.write(`backfill: ${r.trades} trades, ${r.messages} venue messages, ${r.steps} steps in ${(r.ms / 1000).toFixed(1)} s\n`);
} finally {
  await bus.close();
  await store.close();
}
