// Exponential backoff with jitter and a cap, for reconnects and retries.

export interface BackoffOptions {
  /** first delay, ms (default 250) */
  initialMs?: number;
  /** cap, ms (default 30 000) */
  maxMs?: number;
  /** growth per attempt (default 2) */
  factor?: number;
  /** fraction of the delay drawn at random: delay × (1 − jitter + jitter × random) (default 0.5) */
  jitter?: number;
  /** injected randomness in [0, 1) (default Math.random) */
  random?: () => number;
}

/** Delay of attempt `n` (0-based) under `options`, jitter applied. */
export function backoffDelay(n: number, options: BackoffOptions = {}): number {
  const initial = options.initialMs ?? 250;
  const max = options.maxMs ?? 30_000;
  const factor = options.factor ?? 2;
  const jitter = options.jitter ?? 0.5;
  const random = options.random ?? Math.random;
  const base = Math.min(max, initial * Math.pow(factor, Math.min(n, 60)));
  return Math.round(base * (1 - jitter + jitter * random()));
}

/** Stateful attempt counter: next() gives the next delay, reset() after a success. */
export class Backoff {
  private attempt = 0;
  private readonly options: BackoffOptions;
  constructor(options: BackoffOptions = {}) {
    this.options = options;
  }
  next(): number {
    return backoffDelay(this.attempt++, this.options);
  }
  reset(): void {
    this.attempt = 0;
  }
  get attempts(): number {
    return this.attempt;
  }
}
