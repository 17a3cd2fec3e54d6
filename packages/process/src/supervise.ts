// The lifecycle of one process: stop-signal handlers installed before anything starts, a start that a signal can cut
// short, an ordered graceful stop, a bound on how long stopping may take, and the exit code.
import type { Logger } from '@ref/telemetry';

export type StopSignal = 'SIGINT' | 'SIGTERM';
export const STOP_SIGNALS: readonly StopSignal[] = ['SIGINT', 'SIGTERM'];

/** Exit codes of a supervised process. */
export const EXIT = { ok: 0, failed: 1, config: 2 } as const;

/** The parts of `process` a supervised process touches (a fake in tests). */
export interface ProcessHost {
  readonly env: Record<string, string | undefined>;
  onSignal(signal: StopSignal, listener: () => void): void;
  exit(code: number): void;
  writeError(text: string): void;
}

/** The real process. */
export function nodeHost(): ProcessHost {
  return {
    env: process.env,
    onSignal: (signal, listener) => void process.on(signal, listener),
    exit: (code) => process.exit(code),
    writeError: (text) => void process.stderr.write(text),
  };
}

/** One thing to close on the way out. */
export interface StopStep {
  name: string;
  run: () => unknown;
}

export interface SuperviseOptions {
  log: Logger;
  host: ProcessHost;
  /** Opens and starts everything. `signal` is aborted by the first stop signal: check it between steps and return early. */
  start: (signal: AbortSignal) => Promise<void>;
  /** What to close, in this order, given what `start` got to open; called once, after `start` settled. */
  stopSteps: () => StopStep[];
  /** Exit code of a failed start; may log (default: logs `start failed` and returns 1). */
  onStartError?: (err: unknown) => number;
  /** From the first stop signal (or a failed start) to the exit at the latest, ms (default 25000: before Kubernetes' 30 s SIGKILL). */
  stopTimeoutMs?: number;
}

/**
 * Runs `start`, waits for SIGINT or SIGTERM (also one that came during `start`), runs the stop steps in order (each
 * one even when an earlier one failed) and exits: 0 after a clean stop, 1 when a stop step failed, the start failed
 * or stopping took longer than `stopTimeoutMs`; a second stop signal exits 1 at once. Resolves with the exit code.
 */
export function supervise(options: SuperviseOptions): Promise<number> {
  const { log, host } = options;
  const stopTimeoutMs = options.stopTimeoutMs ?? 25_000;
  let resolveExit: (code: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => (resolveExit = resolve));
  let done = false;
  let timer: NodeJS.Timeout | undefined;
  const exit = (code: number): void => {
    if (done) return;
    done = true;
    if (timer) clearTimeout(timer);
    resolveExit(code);
    host.exit(code);
  };
  const armStopTimer = (): void => {
    timer ??= setTimeout(() => {
      log.error({ timeoutMs: stopTimeoutMs }, 'stop timed out');
      exit(EXIT.failed);
    }, stopTimeoutMs);
    timer.unref();
  };

  const abort = new AbortController();
  let onStop: () => void = () => undefined;
  const stopRequested = new Promise<void>((resolve) => (onStop = resolve));
  for (const signal of STOP_SIGNALS) {
    host.onSignal(signal, () => {
      if (abort.signal.aborted) {
        log.warn({ signal }, 'forced exit');
        exit(EXIT.failed);
        return;
      }
      log.info({ signal }, 'stopping');
      abort.abort(signal);
      armStopTimer();
      onStop();
    });
  }

  const run = async (): Promise<void> => {
    let code: number = EXIT.ok;
    try {
      await options.start(abort.signal);
    } catch (err) {
      code = options.onStartError ? options.onStartError(err) : startFailed(log, err);
      armStopTimer();
    }
    if (code === EXIT.ok) await stopRequested;
    for (const step of options.stopSteps()) {
      try {
        await step.run();
      } catch (err) {
        log.error({ err, step: step.name }, 'stop failed');
        if (code === EXIT.ok) code = EXIT.failed;
      }
    }
    exit(code);
  };
  run().catch((err: unknown) => {
    log.error({ err }, 'supervisor failed');
    exit(EXIT.failed);
  });
  return exited;
}

function startFailed(log: Logger, err: unknown): number {
  log.error({ err }, 'start failed');
  return EXIT.failed;
}
