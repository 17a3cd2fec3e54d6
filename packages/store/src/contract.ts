// The SQL port: what both adapters (PostgreSQL via pg, PGlite) provide. Services depend on this only.

/** Rows of a query. Types are normalised by both adapters: int8 → number (throws beyond 2^53),
 *  numeric → string, timestamptz → Date, json/jsonb → parsed value, bool → boolean. */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

export interface Queryable {
  /** Parameterised query ($1, $2...). */
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/** One versioned migration. `id` is namespaced by owner, e.g. 'gateway/001_accounts'; applied once, in array order. */
export interface Migration {
  id: string;
  sql: string;
}

export interface Store extends Queryable {
  readonly dialect: 'postgres' | 'pglite';
  /** Runs fn in one transaction (BEGIN/COMMIT, ROLLBACK on throw). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Bulk insert (COPY-like speed where the adapter can). `onConflict` is appended verbatim, e.g. 'ON CONFLICT DO NOTHING'.
   *  Returns the number of rows inserted. */
  insertMany(table: string, columns: readonly string[], rows: readonly (readonly unknown[])[], options?: { onConflict?: string }): Promise<number>;
  /** Applies the migrations not yet applied (recorded in table schema_migrations); returns the ids applied now. */
  migrate(migrations: readonly Migration[]): Promise<string[]>;
  /** Idempotent. */
  close(): Promise<void>;
}
