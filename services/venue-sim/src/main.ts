// Standalone simulator: node services/venue-sim/src/main.ts --port 7070 [--scenario FILE] [--seed N] [--rate N]
import { parseArgs } from 'node:util';
import { EXIT, nodeHost, supervise } from '@ref/process';
import { createLogger } from '@ref/telemetry';
import { startVenueSim, type VenueSim } from './sim.ts';
import { ScenarioError } from './scenario.ts';

const log = createLogger({ name: 'venue-sim' });
const usage = 'usage: node services/venue-sim/src/main.ts [--port 7070] [--host 127.0.0.1] [--scenario FILE] [--seed N] [--rate MSGS_PER_S]';

function intArg(name: string, v: string | undefined, def: number, min: number, max: number): number {
  if (v === undefined) return def;
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
    process.stderr.write(`--${name} must be an integer between ${min} and ${max}\n${usage}\n`);
    process.exit(2);
  }
  return Number(v);
}

let args;
try {
  args = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' }, scenario: { type: 'string' }, seed: { type: 'string' }, rate: { type: 'string' } } }).values;
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${usage}\n`);
  process.exit(2);
}
const port = intArg('port', args.port, 7070, 0, 65535);
const seed = intArg('seed', args.seed, 1, 0, 2 ** 31 - 1);
const rate = intArg('rate', args.rate, 300, 1, 100_000);

let sim: VenueSim | undefined;
void supervise({
  log,
  host: nodeHost(),
  async start() {
    sim = await startVenueSim({
      port,
      host: args.host ?? '127.0.0.1',
      ...(args.scenario ? { scenario: args.scenario } : {}),
      seed,
      log,
      generator: { messagesPerSecond: rate },
    });
    log.info({ venues: sim.venues }, 'venue-sim ready');
  },
  stopSteps: () => (sim ? [{ name: 'venue-sim', run: () => sim?.stop() }] : []),
  onStartError(err) {
    if (err instanceof ScenarioError) {
      log.error({ path: err.path, problem: err.problem }, 'bad scenario');
      return EXIT.config;
    }
    log.error({ err }, 'venue-sim failed to start');
    return EXIT.failed;
  },
});
