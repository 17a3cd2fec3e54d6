// Services the benchmarks start as their own processes (soak, arbitrage-e2e), from their distributed-mode entry points:
// spawned with a shared environment, the tail of their output kept for a failure report, all stopped together (and
// killed if the bench itself exits first); their memory and CPU read from /proc and their metrics summed.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ServiceProc {
  name: string;
  child: ChildProcess;
  /** its /metrics URL, when it serves one */
  metrics?: string;
  /** the last 8,000 characters it wrote (stdout and stderr) */
  out: string;
}

export interface ServiceProcs {
  readonly procs: readonly ServiceProc[];
  /** Starts `node <root>/<script> ...args` with the shared environment and `env`; `ipc` opens an IPC channel to it. */
  start(name: string, script: string, args: string[], env: Record<string, string>, metrics?: string, options?: { ipc?: boolean }): ServiceProc;
  /** SIGTERM to every process still running, SIGKILL after 20 s; resolves once all have exited. */
  stopAll(): Promise<void>;
}

/** `label` prefixes the early-exit report; `env` is given to every process (on top of this process's environment). */
export function serviceProcs(options: { root: string; label: string; env: Record<string, string> }): ServiceProcs {
  const procs: ServiceProc[] = [];
  let stopping = false;
  // the services never outlive the bench (a failure, or `pnpm bench` stopping it at its time limit)
  process.on('exit', () => {
    for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  });
  return {
    procs,
    start(name, script, args, env, metrics, startOptions = {}) {
      // REF_BENCH_NODE_ARGS: extra node flags for every service process (e.g. --trace-gc, which NODE_OPTIONS refuses)
      const nodeArgs = (process.env['REF_BENCH_NODE_ARGS'] ?? '').split(' ').filter((a) => a !== '');
      const child = spawn(process.execPath, [...nodeArgs, join(options.root, script), ...args], {
        env: { ...process.env, REF_LOG_LEVEL: 'warn', ...options.env, ...env },
        stdio: startOptions.ipc === true ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
      });
      const p: ServiceProc = { name, child, out: '', ...(metrics ? { metrics } : {}) };
      const keep = (d: Buffer): void => void (p.out = (p.out + d.toString()).slice(-8000));
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      // REF_BENCH_SERVICE_LOG_DIR: each process's whole output also goes to <dir>/<name>.log (e.g. with --trace-gc)
      const logDir = process.env['REF_BENCH_SERVICE_LOG_DIR'];
      if (logDir !== undefined && logDir !== '') {
        mkdirSync(logDir, { recursive: true });
        const file = createWriteStream(join(logDir, `${name}.log`));
        child.stdout?.pipe(file, { end: false });
        child.stderr?.pipe(file, { end: false });
        child.on('exit', () => file.end());
      }
      child.on('exit', (code, sig) => {
        if (!stopping) console.error(`${options.label}: ${name} exited (${code ?? sig}) early:\n${p.out}`);
      });
      procs.push(p);
      return p;
    },
    async stopAll() {
      stopping = true;
      await Promise.all(
        procs.map(
          (p) =>
            new Promise<void>((resolve) => {
              if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
              const t = setTimeout(() => p.child.kill('SIGKILL'), 20_000);
              p.child.once('exit', () => {
                clearTimeout(t);
                resolve();
              });
              p.child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** Resident memory of a process in MB (Linux /proc; null when it cannot be read). */
export function rssMb(pid: number | 'self' | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** User + system CPU seconds a process has used so far (Linux /proc; null when it cannot be read). */
export function cpuSeconds(pid: number | 'self' | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
    return (Number(rest[11]) + Number(rest[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}

/** Sum of a metric's samples in a Prometheus text exposition, grouped by the label `by` (one group '' without it). */
export function sumBy(text: string, name: string, by?: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith(name) || (line[name.length] !== '{' && line[name.length] !== ' ')) continue;
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (!Number.isFinite(value)) continue;
    const labels = /\{(.*)\}/.exec(line)?.[1] ?? '';
    const key = by ? (new RegExp(`${by}="([^"]*)"`).exec(labels)?.[1] ?? '') : '';
    out.set(key, (out.get(key) ?? 0) + value);
  }
  return out;
}
