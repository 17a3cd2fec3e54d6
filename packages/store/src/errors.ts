// Errors of the store port: a stable code and whether retrying may help.

/** The database cannot be reached (refused, reset, timed out, shutting down). Retriable. */
export class StoreUnavailableError extends Error {
  readonly code = 'STORE_UNAVAILABLE';
  readonly retriable = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}

/** The store was used after close(). Not retriable. */
export class StoreClosedError extends Error {
  readonly code = 'STORE_CLOSED';
  readonly retriable = false;
  constructor() {
    super('store is closed');
    this.name = 'StoreClosedError';
  }
}

const NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', 'ECONNABORTED']);
// SQLSTATE: class 08 connection exceptions, 57P01..57P03 (admin shutdown, crash shutdown, cannot connect now), 53300 too many connections.
const SQLSTATE_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;
const MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|not queryable/i;

/** True when `err` means "the database is unreachable", as opposed to an error of the SQL itself. */
export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NET_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isConnectionError(e))) return true;
  return MESSAGES.test(err.message);
}

/** Wraps connection failures as StoreUnavailableError; any other error (SQL errors keep pg's `code`) is returned as is. */
export function wrapError(err: unknown): unknown {
  if (err instanceof StoreUnavailableError || err instanceof StoreClosedError) return err;
  if (isConnectionError(err)) return new StoreUnavailableError(`database unavailable: ${(err as Error).message || (err as { code?: string }).code}`, { cause: err });
  return err;
}

/** The store itself (not the `tx` handed to fn) was used inside transaction(fn). On PGlite that would deadlock;
 *  on PostgreSQL it would silently run outside the transaction. Not retriable. */
export class StoreMisuseError extends Error {
  readonly code = 'STORE_MISUSE';
  readonly retriable = false;
  constructor(message: string) {
    super(message);
    this.name = 'StoreMisuseError';
  }
}
