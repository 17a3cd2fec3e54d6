// The store of the gateway tests: an in-memory PGlite through @ref/store, started from the PGlite template when
// `pnpm install` wrote one (skips initdb: about a second instead of several per test file).
import { createPgliteStore, PGLITE_TEMPLATE_FILE, type Store } from '@ref/store';

export function openTestStore(): Promise<Store> {
  return createPgliteStore({ template: PGLITE_TEMPLATE_FILE });
}
