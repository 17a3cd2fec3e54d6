// REF_BENCH_RT=1: a latency benchmark re-runs itself at real-time priority (SCHED_RR 1, with `chrt`), its service
// processes inherit it, and the local broker's threads get it too for the run. This shields the measured stack from
// other work on a shared machine (other engineers' builds and tests); it does not change what the stack does. The
// result file says which way it ran. Linux only; needs the right to set real-time priority (root or CAP_SYS_NICE).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Scheduling = 'normal' | 'SCHED_RR 1 (bench, services, broker)' | 'SCHED_RR 1 (bench, services)';

/** The broker's pid when it is the repository's local broker on `127.0.0.1:<port>` (deploy/kafka/kafka.sh). */
function localBrokerPid(root: string, brokers: string[]): number | undefined {
  const m = /^127\.0\.0\.1:(\d+)$/.exec(brokers[0] ?? '');
  const file = process.env['REF_KAFKA_PID_FILE'] ?? (m ? join(root, '.data', `kafka-${m[1]}`, 'pid') : undefined);
  if (file === undefined || !existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Without REF_BENCH_RT=1: returns 'normal'. With it, in the parent: sets the broker's threads to SCHED_RR 1, runs this
 * same script under `chrt -r 1`, puts the broker back to normal scheduling and exits with the child's status. In the
 * re-run child: returns how it runs.
 */
export function realtimeOrNormal(root: string, brokers: string[]): Scheduling {
  if (process.env['REF_BENCH_RT'] !== '1') return 'normal';
  const inChild = process.env['REF_BENCH_RT_SCHEDULING'];
  if (inChild !== undefined) return inChild as Scheduling;
  const broker = localBrokerPid(root, brokers);
  const brokerRt = broker !== undefined && spawnSync('chrt', ['-a', '-r', '-p', '1', String(broker)], { stdio: 'ignore' }).status === 0;
  const scheduling: Scheduling = brokerRt ? 'SCHED_RR 1 (bench, services, broker)' : 'SCHED_RR 1 (bench, services)';
  const r = spawnSync('chrt', ['-r', '1', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, REF_BENCH_RT_SCHEDULING: scheduling },
  });
  if (brokerRt) spawnSync('chrt', ['-a', '-o', '-p', '0', String(broker)], { stdio: 'ignore' });
  if (r.error !== undefined || r.status === null) {
    process.stderr.write(`REF_BENCH_RT=1: could not run under chrt -r 1 (${r.error?.message ?? `signal ${String(r.signal)}`})\n`);
    process.exit(1);
  }
  process.exit(r.status);
}
