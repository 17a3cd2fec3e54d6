// Public surface of @ref/store.
export type * from './contract.ts';
export { StoreUnavailableError, StoreClosedError, StoreMisuseError, isConnectionError } from './errors.ts';
export { createPostgresStore, type PostgresStoreOptions } from './postgres.ts';
export { createPgliteStore, PGLITE_TEMPLATE_FILE, pgliteTemplateName, writePgliteTemplate, type PgliteStoreOptions } from './pglite.ts';
export { quoteIdent } from './sql.ts';
