// waitFor: poll a condition until it holds, instead of sleeping in tests.

export interface WaitForOptions {
  /** Give up after this long (default 5000 ms). */
  timeoutMs?: number;
  /** Pause between attempts (default 25 ms). */
  intervalMs?: number;
  /** Names what was awaited in the timeout error. */
  message?: string;
}

/** Error thrown when a waitFor condition did not hold in time; `lastError` is the condition's last throw, if any. */
export class WaitForTimeoutError extends Error {
  readonly code = 'WAIT_FOR_TIMEOUT';
  readonly lastError: unknown;
  constructor(message: string, lastError: unknown) {
    super(message, lastError === undefined ? undefined : { cause: lastError });
    this.name = 'WaitForTimeoutError';
    this.lastError = lastError;
  }
}

/** Resolves with the first truthy value of `condition` (which may be async and may throw while not yet true). */
export async function waitFor<T>(condition: () => T | Promise<T>, options: WaitForOptions = {}): Promise<NonNullable<T>> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const intervalMs = options.intervalMs ?? 25;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await condition();
      if (value) return value as NonNullable<T>;
      lastError = undefined;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() >= deadline) {
      const what = options.message ?? 'condition';
      const why = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new WaitForTimeoutError(`waitFor: ${what} not met within ${timeoutMs} ms${why}`, lastError);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, Math.max(0, deadline - Date.now()))));
  }
}
