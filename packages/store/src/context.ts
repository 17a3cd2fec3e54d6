// Detects use of the store itself inside transaction(fn), where only `tx` is valid.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StoreMisuseError } from './errors.ts';

/** Runs fn marked as "inside a transaction of `owner`". */
export function runInTransaction<T>(owner: object, fn: () => Promise<T>): Promise<T> {
  return inside.run(owner, fn);
}

/** Throws StoreMisuseError when called from within a transaction callback of the same store. */
export function assertNotInTransaction(owner: object, method: string): void {
  if (inside.getStore() === owner) {
    throw new StoreMisuseError(`store.${method}() called inside transaction(fn): use the tx passed to fn (the store itself would run outside the transaction, or deadlock on PGlite)`);
  }
}

const inside = new AsyncLocalStorage<object>();
