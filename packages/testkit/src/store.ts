// A PostgreSQL store in a random schema of its own, dropped on close.
import { createPostgresStore, quoteIdent, type Store } from '@ref/store';
import { randomName } from './names.ts';

export interface TestPostgresStore extends Store {
  readonly schema: string;
}

/** A Store on `pgUrl` in a fresh random schema; close() drops the schema (CASCADE) and closes the pool. */
export async function createTestPostgresStore(pgUrl: string, options: { prefix?: string; max?: number } = {}): Promise<TestPostgresStore> {
  const schema = randomName(options.prefix ?? 'test').toLowerCase();
  const store = await createPostgresStore({ url: pgUrl, schema, max: options.max ?? 4 });
  let closing: Promise<void> | undefined;
  return {
    schema,
    dialect: store.dialect,
    query: (text, params) => store.query(text, params),
    transaction: (fn) => store.transaction(fn),
    insertMany: (table, columns, rows, opts) => store.insertMany(table, columns, rows, opts),
    migrate: (migrations) => store.migrate(migrations),
    close() {
      closing ??= (async () => {
        try {
          await store.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
        } finally {
          await store.close();
        }
      })();
      return closing;
    },
  };
}
