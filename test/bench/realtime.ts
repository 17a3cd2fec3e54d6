// REF_BENCH_RT=1: a latency benchmark re-runs itself at real-time priority (SCHED_RR 1, with `chrt`), its service
// processes inherit it, and the local broker's threads get it too for the run. This shields the measured stack from
// other work on a shared machine (other engineers' builds and tests); it does not change what the stack does. The
// result file says which way it ran. Linux only; needs the right to set real-time priority (root or CAP_SYS_NICE).
// For the run it also sets the round-robin time slice of real-time tasks (kernel.sched_rr_timeslice_ms, 100 ms by
// default) to REF_BENCH_RR_TIMESLICE_MS (default 1; 0 leaves it alone) and puts it back after: with 100 ms a busy
// thread of the path (a broker's JIT compiler or GC thread) holds a core for up to 100 ms before a woken peer of the
// same priority gets it. Needs root; without it the slice is left as it is and the result says so.
// It also keeps the CPUs from halting for the run (REF_BENCH_IDLE_POLL, default 1; 0 leaves them alone): one spinner per
// CPU at SCHED_IDLE, which runs only when nothing else wants that CPU. This is the user-space stand-in for the kernel's
// `idle=poll` (or a haltpoll cpuidle driver) on a VM whose idle CPU halts: waking a halted virtual CPU costs the host a
// reschedule, and a woken process of the path waits for it. On this host (a microVM without a cpuidle driver) the
// path's p99 was 20-35 ms with halting CPUs and 16-18 ms without, on a quiet machine.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Scheduling = 'normal' | `SCHED_RR 1 (bench, services${', broker' | ''})${'' | `, rr slice ${number} ms`}${'' | ', idle CPUs poll'}`;

const SLICE_FILE = '/proc/sys/kernel/sched_rr_timeslice_ms';
/** A spinner that ends when the bench that started it is gone (killed by `pnpm bench`'s time limit, say). */
const SPIN = 'const parent = Number(process.argv[1]); for (;;) { for (let i = 0; i < 1e7; i++); try { process.kill(parent, 0); } catch { process.exit(0); } }';

/** Sets the real-time round-robin slice; returns the previous value, or undefined when it could not be set. */
function setRrSlice(ms: number): number | undefined {
  try {
    const before = Number(readFileSync(SLICE_FILE, 'utf8').trim());
    writeFileSync(SLICE_FILE, `${ms}\n`);
    return Number(readFileSync(SLICE_FILE, 'utf8').trim()) === ms || ms <= 0 ? before : undefined;
  } catch {
    return undefined;
  }
}

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
  const sliceMs = Number(process.env['REF_BENCH_RR_TIMESLICE_MS'] ?? 1);
  const sliceBefore = Number.isInteger(sliceMs) && sliceMs > 0 ? setRrSlice(sliceMs) : undefined;
  const spinners: ChildProcess[] =
    process.env['REF_BENCH_IDLE_POLL'] === '0' ? [] : cpus().map(() => spawn('chrt', ['-i', '0', process.execPath, '-e', SPIN, String(process.pid)], { stdio: 'ignore' }).on('error', () => undefined));
  const scheduling = `SCHED_RR 1 (bench, services${brokerRt ? ', broker' : ''})${sliceBefore !== undefined ? `, rr slice ${sliceMs} ms` : ''}${spinners.length > 0 ? ', idle CPUs poll' : ''}` as Scheduling;
  const r = spawnSync('chrt', ['-r', '1', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, REF_BENCH_RT_SCHEDULING: scheduling },
  });
  if (brokerRt) spawnSync('chrt', ['-a', '-o', '-p', '0', String(broker)], { stdio: 'ignore' });
  if (sliceBefore !== undefined) setRrSlice(sliceBefore);
  for (const c of spinners) c.kill('SIGKILL');
  if (r.error !== undefined || r.status === null) {
    process.stderr.write(`REF_BENCH_RT=1: could not run under chrt -r 1 (${r.error?.message ?? `signal ${String(r.signal)}`})\n`);
    process.exit(1);
  }
  process.exit(r.status);
}
