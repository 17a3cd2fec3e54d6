// PostgreSQL adapter of the store port (pg Pool), with per-pool type parsers and an optional schema.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { assertNotInTransaction, runInTransaction } from './context.ts';
import type { Migration, QueryResult, Queryable, Store } from './contract.ts';
import { StoreClosedError, StoreUnavailableError, wrapError } from './errors.ts';
import { APPLIED_SQL, MIGRATIONS_TABLE_SQL, RECORD_SQL, pending, validateMigrations } from './migrations.ts';
import { buildInserts, checkRows, copyChunks, copyEncodable, mapArray, normaliseParams, parseInt8, parseTimestampUtc, quoteIdent } from './sql.ts';

export interface PostgresStoreOptions {
  /** e.g. postgres://postgres@127.0.0.1:5432/test */
  url: string;
  /** Created when missing; every connection's search_path is set to it. Letters, digits and _ only. */
  schema?: string;
  /** Pool size (default 10). */
  max?: number;
  /** Connect timeout in ms (default 5000). */
  connectTimeoutMs?: number;
  /** Called with errors of idle pooled connections (e.g. the server restarted); they are dropped from the pool either way. */
  onIdleError?: (err: Error) => void;
}

/** From this many rows on, an insert without onConflict goes through COPY FROM STDIN. */
const COPY_MIN_ROWS = 1000;

const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

const OID = { BOOL: 16, INT8: 20, TEXT_ARRAY: 1009, INT8_ARRAY: 1016, NUMERIC: 1700, NUMERIC_ARRAY: 1231, DATE: 1082, TIMESTAMP: 1114, DATE_ARRAY: 1182, TIMESTAMP_ARRAY: 1115 } as const;

const builtin = pg.types.getTypeParser as (oid: number, format: 'text' | 'binary') => (value: string) => unknown;

/** Type parsers of this pool only (the global pg.types stay untouched). */
function typeParsers(): pg.CustomTypesConfig {
  const textArray = builtin(OID.TEXT_ARRAY, 'text');
  const overrides = new Map<number, (t: string) => unknown>([
    [OID.INT8, parseInt8],
    [OID.INT8_ARRAY, (t) => mapArray(textArray(t), parseInt8)],
    [OID.NUMERIC, (t) => t],
    [OID.NUMERIC_ARRAY, (t) => textArray(t)],
    [OID.DATE, (t) => t],
    [OID.DATE_ARRAY, (t) => textArray(t)],
    [OID.TIMESTAMP, parseTimestampUtc],
    [OID.TIMESTAMP_ARRAY, (t) => mapArray(textArray(t), parseTimestampUtc)],
  ]);
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (format !== 'binary') {
        const o = overrides.get(oid);
        if (o) return o;
      }
      return builtin(oid, format ?? 'text');
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

function toResult<R>(result: pg.QueryResult | pg.QueryResult[]): QueryResult<R> {
  // Several statements in one parameterless query yield one result each: report the last, as PGlite does.
  const r = Array.isArray(result) ? (result[result.length - 1] as pg.QueryResult) : result;
  return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length };
}

/** Opens a pool (and creates `schema` when given). Throws StoreUnavailableError when the server cannot be reached. */
export async function createPostgresStore(options: PostgresStoreOptions): Promise<Store> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new TypeError(`invalid schema name ${JSON.stringify(schema)}: letters, digits and _ only`);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    types: typeParsers(),
    ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', (err) => options.onIdleError?.(err));
  let closing: Promise<void> | undefined;
  const broken = new WeakSet<pg.PoolClient>();
  const listening = new WeakSet<pg.PoolClient>();

  const guard = (): void => {
    if (closing) throw new StoreClosedError();
  };
  const connect = async (): Promise<pg.PoolClient> => {
    guard();
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      throw wrapError(err);
    }
    // A checked-out client whose connection dies emits 'error'; unhandled, that would crash the process.
    // The failing query rejects on its own, so the listener only marks the client for destruction.
    if (!listening.has(client)) {
      listening.add(client);
      client.on('error', () => broken.add(client));
    }
    return client;
  };
  const query = async <R>(client: pg.Pool | pg.PoolClient, text: string, params?: readonly unknown[]): Promise<QueryResult<R>> => {
    try {
      return toResult<R>(await client.query(text, normaliseParams(params)));
    } catch (err) {
      throw wrapError(err);
    }
  };
  /** Runs fn on one client inside BEGIN/COMMIT; ROLLBACK on throw. */
  const inTransaction = async <T>(client: pg.PoolClient, fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    await query(client, 'BEGIN');
    try {
      const tx: Queryable = { query: (text, params) => query(client, text, params) };
      const result = await fn(tx);
      await query(client, 'COMMIT');
      return result;
    } catch (err) {
      try {
        await query(client, 'ROLLBACK');
      } catch {
        // The connection is in an unknown state: withClient destroys it instead of returning it to the pool.
        // The caller sees the original error.
        broken.add(client);
      }
      throw err;
    }
  };
  /** A pooled client for fn; a client that failed mid-way is destroyed rather than reused. */
  const withClient = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await connect();
    let destroy: Error | undefined;
    try {
      return await fn(client);
    } catch (err) {
      if (err instanceof StoreUnavailableError || broken.has(client)) destroy = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      client.release(destroy);
    }
  };

  /** COPY ... FROM STDIN in text format: one statement, all or nothing. */
  const copyIn = (table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<number> =>
    withClient(async (client) => {
      const stream = client.query(copyFrom(`COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM STDIN`));
      try {
        await pipeline(Readable.from(copyChunks(rows)), stream);
      } catch (err) {
        // the server has aborted the COPY; the connection is not trusted for reuse
        broken.add(client);
        throw wrapError(err);
      }
      return stream.rowCount;
    });

  if (schema !== undefined) {
    try {
      await withClient((c) => query(c, `CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`));
    } catch (err) {
      const code = (err as { code?: string }).code;
      // Two processes creating the same schema at once: the loser sees a unique violation; the schema exists.
      if (code !== '23505' && code !== '42P06') {
        await pool.end().catch(() => undefined);
        throw err;
      }
    }
  } else {
    try {
      await withClient(async () => undefined);
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw err;
    }
  }

  let migrating: Promise<unknown> = Promise.resolve();

  const store: Store = {
    dialect: 'postgres',
    async query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
      guard();
      assertNotInTransaction(store, 'query');
      return query<R>(pool, text, params);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      guard();
      assertNotInTransaction(store, 'transaction');
      return withClient((client) => inTransaction(client, (tx) => runInTransaction(store, () => fn(tx))));
    },
    async insertMany(table, columns, rows, opts = {}) {
      guard();
      assertNotInTransaction(store, 'insertMany');
      if (!opts.onConflict && rows.length >= COPY_MIN_ROWS) {
        checkRows(rows, columns.length);
        if (copyEncodable(rows)) return copyIn(table, columns, rows);
      }
      const statements = buildInserts(table, columns, rows, opts);
      if (statements.length === 0) return 0;
      if (statements.length === 1) {
        const s = statements[0] as (typeof statements)[number];
        return (await query(pool, s.text, s.params)).rowCount;
      }
      return withClient((client) =>
        inTransaction(client, async (tx) => {
          let n = 0;
          for (const s of statements) n += (await tx.query(s.text, s.params)).rowCount;
          return n;
        }),
      );
    },
    async migrate(migrations: readonly Migration[]): Promise<string[]> {
      validateMigrations(migrations);
      guard();
      assertNotInTransaction(store, 'migrate');
      const run = migrating.then(() =>
        withClient(async (client) => {
          // One migrator at a time per schema, across processes: a session advisory lock keyed by the schema.
          await query(client, "SELECT pg_advisory_lock(hashtextextended('ref.store.migrate:' || current_schema(), 0))");
          try {
            await query(client, MIGRATIONS_TABLE_SQL);
            const applied = (await query<{ id: string }>(client, APPLIED_SQL)).rows.map((r) => r.id);
            const done: string[] = [];
            for (const m of pending(migrations, applied)) {
              await inTransaction(client, async () => {
                await query(client, m.sql); // simple protocol: several statements allowed
                await query(client, RECORD_SQL, [m.id]);
              });
              done.push(m.id);
            }
            return done;
          } finally {
            await query(client, "SELECT pg_advisory_unlock(hashtextextended('ref.store.migrate:' || current_schema(), 0))");
          }
        }),
      );
      migrating = run.catch(() => undefined);
      return run;
    },
    close(): Promise<void> {
      closing ??= pool.end().catch((err: unknown) => {
        throw wrapError(err);
      });
      return closing;
    },
  };
  return store;
}
