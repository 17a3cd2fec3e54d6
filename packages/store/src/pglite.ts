// PGlite adapter of the store port: embedded PostgreSQL (WASM) in this process, on disk or in memory.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type ParserOptions, type Results, type SerializerOptions, type Transaction } from '@electric-sql/pglite';
import { assertNotInTransaction, runInTransaction } from './context.ts';
import type { Migration, QueryResult, Queryable, Store } from './contract.ts';
import { StoreClosedError, StoreUnavailableError } from './errors.ts';
import { APPLIED_SQL, MIGRATIONS_TABLE_SQL, RECORD_SQL, pending, validateMigrations } from './migrations.ts';
import { buildInserts, parseInt8, parseTimestampUtc, serializeJson } from './sql.ts';

export interface PgliteStoreOptions {
  /** Data directory on disk (created when missing); in memory when omitted. */
  dataDir?: string;
  /** A freshly initialised database (`writePgliteTemplate`) to start a new data directory from: skips PGlite's initdb
   *  (seconds of WASM work on every first open). Ignored when missing, unreadable or the data dir exists already. */
  template?: string;
}

const OID = { INT8: 20, JSON: 114, JSONB: 3802, TEXT: 25, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, INT8_ARRAY: 1016, NUMERIC_ARRAY: 1231, DATE_ARRAY: 1182, TIMESTAMP_ARRAY: 1115 } as const;

const identity = (t: string): string => t;

/** The same normalisation as the pg adapter's type parsers. */
const parsers: ParserOptions = {
  [OID.INT8]: parseInt8,
  [OID.NUMERIC]: identity,
  [OID.DATE]: identity,
  [OID.TIMESTAMP]: parseTimestampUtc,
  [OID.INT8_ARRAY]: (t) => types.arrayParser(t, parseInt8, OID.INT8_ARRAY),
  [OID.NUMERIC_ARRAY]: (t) => types.arrayParser(t, identity, OID.NUMERIC_ARRAY),
  [OID.DATE_ARRAY]: (t) => types.arrayParser(t, identity, OID.DATE_ARRAY),
  [OID.TIMESTAMP_ARRAY]: (t) => types.arrayParser(t, parseTimestampUtc, OID.TIMESTAMP_ARRAY),
};

/** Parameters as pg sends them: JSON strings are JSON text already. */
const serializers: SerializerOptions = {
  [OID.JSON]: serializeJson,
  [OID.JSONB]: serializeJson,
};

function toResult<R>(r: Results<R>): QueryResult<R> {
  // affectedRows is 0 for a SELECT; pg's rowCount is the number of rows there.
  return { rows: r.rows, rowCount: Math.max(r.affectedRows ?? 0, r.rows.length) };
}

/** Opens (or creates) the embedded database. */
export async function createPgliteStore(options: PgliteStoreOptions = {}): Promise<Store> {
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true });
  let db: PGlite;
  try {
    const fresh = options.dataDir === undefined || !existsSync(join(options.dataDir, 'PG_VERSION'));
    const template = fresh && options.template !== undefined ? await readTemplate(options.template) : null;
    db =
      template === null
        ? await PGlite.create(options.dataDir, { parsers, serializers })
        : await PGlite.create(options.dataDir, { parsers, serializers, loadDataDir: template }).catch(async () => {
            // a template of another PGlite version, or damaged: initialise as usual
            return PGlite.create(options.dataDir, { parsers, serializers });
          });
  } catch (err) {
    throw new StoreUnavailableError(`cannot open PGlite${options.dataDir ? ` at ${options.dataDir}` : ''}: ${(err as Error).message}`, { cause: err });
  }
  let closing: Promise<void> | undefined;
  const guard = (): void => {
    if (closing) throw new StoreClosedError();
  };
  const wrapTx = (tx: Transaction): Queryable => ({
    query: async <R>(text: string, params?: readonly unknown[]) => toResult<R>(await tx.query<R>(text, params as unknown[] | undefined)),
  });
  let migrating: Promise<unknown> = Promise.resolve();

  const store: Store = {
    dialect: 'pglite',
    async query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
      guard();
      assertNotInTransaction(store, 'query');
      return toResult<R>(await db.query<R>(text, params as unknown[] | undefined));
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      guard();
      assertNotInTransaction(store, 'transaction');
      // PGlite's transaction runs BEGIN/COMMIT exclusively (other queries wait) and rolls back on throw.
      return db.transaction((tx) => runInTransaction(store, () => fn(wrapTx(tx))));
    },
    async insertMany(table, columns, rows, opts = {}) {
      guard();
      assertNotInTransaction(store, 'insertMany');
      const statements = buildInserts(table, columns, rows, opts);
      if (statements.length === 0) return 0;
      return db.transaction(async (tx) => {
        let n = 0;
        for (const s of statements) n += (await tx.query(s.text, s.params)).affectedRows ?? 0;
        return n;
      });
    },
    async migrate(migrations: readonly Migration[]): Promise<string[]> {
      validateMigrations(migrations);
      guard();
      assertNotInTransaction(store, 'migrate');
      // One process owns a PGlite data directory; migrators within it run one after another.
      const run = migrating.then(async () => {
        await db.exec(MIGRATIONS_TABLE_SQL);
        const applied = (await db.query<{ id: string }>(APPLIED_SQL)).rows.map((r) => r.id);
        const done: string[] = [];
        for (const m of pending(migrations, applied)) {
          await db.transaction(async (tx) => {
            await tx.exec(m.sql);
            await tx.query(RECORD_SQL, [m.id]);
          });
          done.push(m.id);
        }
        return done;
      });
      migrating = run.catch(() => undefined);
      return run;
    },
    close(): Promise<void> {
      closing ??= db.close();
      return closing;
    },
  };
  return store;
}

async function readTemplate(file: string): Promise<Blob | null> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    return null;
  }
}

/** Writes a freshly initialised database (gzipped tar of its data dir) to `file`, for `createPgliteStore({ template })`. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const db = await PGlite.create();
  try {
    const tar = await db.dumpDataDir('gzip');
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, Buffer.from(await tar.arrayBuffer()));
    await rename(tmp, file);
  } finally {
    await db.close();
  }
}

/** File name of a template for the installed PGlite version (a template only fits the version that wrote it). */
export function pgliteTemplateName(): string {
  try {
    const main = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
    const pkg = JSON.parse(readFileSync(join(dirname(main), '..', 'package.json'), 'utf8')) as { version?: unknown };
    if (typeof pkg.version === 'string' && /^[\w.-]+$/.test(pkg.version)) return `pglite-template-${pkg.version}.tar.gz`;
  } catch {
    // fall through: an unversioned name (a mismatching template is detected on load and ignored)
  }
  return 'pglite-template.tar.gz';
}

/** The default template: <repository>/.data/pglite-template-<PGlite version>.tar.gz (git-ignored; written by
 *  `pnpm install` through services/embedded/src/template.ts). */
export const PGLITE_TEMPLATE_FILE = join(fileURLToPath(new URL('../../..', import.meta.url)), '.data', pgliteTemplateName());
