// A private Kafka broker for tests that stop or kill it, driven through deploy/kafka/kafka.sh.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePortPair, portIsFree } from './ports.ts';
import { waitFor } from './wait.ts';

const run = promisify(execFile);
const script = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'deploy', 'kafka', 'kafka.sh');

/** True while `pid` exists and is not a zombie (an unreaped dead process still answers signal 0). */
async function alive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

export interface KafkaBroker {
  /** '127.0.0.1:<port>' */
  readonly brokers: string;
  readonly port: number;
  readonly dataDir: string;
  /** Starts (again) on the same port and data; resolves when a client can create a topic. */
  start(): Promise<void>;
  /** Graceful stop (SIGTERM, waits); the data stays for a later start(). */
  stop(): Promise<void>;
  /** SIGKILL, as a crash; resolves once the port is free. */
  kill(): Promise<void>;
  /** Stops the broker and removes its data directory. Idempotent. */
  dispose(): Promise<void>;
}

/** Starts a single-node broker on `port` (two consecutive free ports are picked when omitted; the controller uses port+1),
 *  data in a fresh temporary directory. */
export async function startKafkaBroker(options: { port?: number; heap?: string; startTimeoutS?: number } = {}): Promise<KafkaBroker> {
  const port = options.port ?? (await freePortPair());
  const dataDir = await mkdtemp(join(tmpdir(), `ref-kafka-${port}-`));
  const env = {
    ...process.env,
    KAFKA_PORT: String(port),
    KAFKA_DATA_DIR: dataDir,
    KAFKA_HEAP: options.heap ?? process.env['KAFKA_HEAP'] ?? '512m',
    KAFKA_START_TIMEOUT: String(options.startTimeoutS ?? 120),
  };
  const sh = async (cmd: 'start' | 'stop'): Promise<void> => {
    try {
      await run('bash', [script, cmd], { env, maxBuffer: 1 << 22 });
    } catch (err) {
      const e = err as { stderr?: string; message: string };
      throw new Error(`kafka.sh ${cmd} on port ${port} failed: ${e.stderr?.trim() || e.message}`, { cause: err });
    }
  };
  let disposed = false;
  const broker: KafkaBroker = {
    brokers: `127.0.0.1:${port}`,
    port,
    dataDir,
    start: () => sh('start'),
    stop: () => sh('stop'),
    async kill() {
      let pid: number;
      try {
        pid = Number((await readFile(join(dataDir, 'pid'), 'utf8')).trim());
      } catch {
        return; // never started or already stopped
      }
      try {
        process.kill(pid, 'SIGKILL');
      } catch (err) {
        if ((err as { code?: string }).code !== 'ESRCH') throw err;
      }
      await waitFor(async () => !(await alive(pid)) && (await portIsFree(port)), { timeoutMs: 15_000, message: `broker ${pid} gone and port ${port} free after SIGKILL` });
      // kafka.sh start trusts the pid file; a crash leaves it behind
      await rm(join(dataDir, 'pid'), { force: true });
    },
    async dispose() {
      if (disposed) return;
      disposed = true;
      await sh('stop');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await broker.start();
  } catch (err) {
    await broker.dispose().catch(() => undefined);
    throw err;
  }
  return broker;
}
