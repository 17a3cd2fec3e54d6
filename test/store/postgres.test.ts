// PostgreSQL-only behaviour of the store: schema and search_path, per-pool parsers, cross-process migration lock,
// unreachable and dropped connections.
import { createPostgresStore, StoreUnavailableError, type Migration } from '@ref/store';
import { createTestPostgresStore, freePort, randomName } from '@ref/testkit';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';

const url = (): string => inject('pgUrl');

describe('postgres store', () => {
  it('creates its schema, keeps every table there, and testkit drops it on close', async () => {
    const store = await createTestPostgresStore(url());
    await store.query('CREATE TABLE things (id int)');
    const r = await store.query<{ table_schema: string }>("SELECT table_schema FROM information_schema.tables WHERE table_name = 'things' AND table_schema = $1", [store.schema]);
    expect(r.rows).toEqual([{ table_schema: store.schema }]);
    // every pooled connection has the search_path, not only the first one
    const paths = await Promise.all(Array.from({ length: 8 }, () => store.transaction(async (tx) => (await tx.query<{ p: string }>('SELECT current_schema() AS p')).rows[0]?.p)));
    expect(new Set(paths)).toEqual(new Set([store.schema]));
    await store.close();
    const check = new pg.Client({ connectionString: url() });
    await check.connect();
    const left = await check.query('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [store.schema]);
    await check.end();
    expect(left.rowCount).toBe(0);
  });

  it('opens the same schema twice at once', async () => {
    const schema = randomName('store_same').toLowerCase();
    const [a, b] = await Promise.all([createPostgresStore({ url: url(), schema }), createPostgresStore({ url: url(), schema })]);
    await a.query('CREATE TABLE shared (id int)');
    await a.query('INSERT INTO shared VALUES (1)');
    expect((await b.query('SELECT id FROM shared')).rows).toEqual([{ id: 1 }]);
    await a.query(`DROP SCHEMA ${schema} CASCADE`);
    await Promise.all([a.close(), b.close()]);
  });

  it('refuses a schema name that is not a plain identifier', async () => {
    await expect(createPostgresStore({ url: url(), schema: 'x; drop table y' })).rejects.toThrow(/invalid schema name/);
  });

  it('leaves the global pg type parsers alone', async () => {
    const store = await createTestPostgresStore(url());
    expect((await store.query('SELECT 5::int8 AS v')).rows[0]).toEqual({ v: 5 });
    await store.close();
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    const r = await client.query('SELECT 5::int8 AS v');
    await client.end();
    expect(r.rows[0]).toEqual({ v: '5' });
  });

  it('serialises migrators of different processes on the same schema with an advisory lock', async () => {
    const schema = randomName('store_mig').toLowerCase();
    const stores = await Promise.all([1, 2, 3].map(() => createPostgresStore({ url: url(), schema, max: 2 })));
    // pg_sleep widens the window in which an unguarded second migrator would apply the same migration again
    const migrations: Migration[] = [
      { id: 'x/001', sql: 'CREATE TABLE t1 (id int); SELECT pg_sleep(0.2)' },
      { id: 'x/002', sql: 'CREATE TABLE t2 (id int)' },
    ];
    const results = await Promise.all(stores.map((s) => s.migrate(migrations)));
    expect(results.flat().sort()).toEqual(['x/001', 'x/002']);
    expect(results.filter((r) => r.length > 0)).toHaveLength(1);
    const first = stores[0];
    if (!first) throw new Error('no store');
    expect((await first.query('SELECT id FROM schema_migrations ORDER BY id')).rows).toEqual([{ id: 'x/001' }, { id: 'x/002' }]);
    await first.query(`DROP SCHEMA ${schema} CASCADE`);
    await Promise.all(stores.map((s) => s.close()));
  });

  it('runs a large insert without onConflict as one COPY, and with onConflict as chunked INSERTs', async () => {
    const store = await createTestPostgresStore(url());
    await store.query('CREATE TABLE bulk (id int PRIMARY KEY, note text)');
    await store.query('CREATE TABLE statements (n serial PRIMARY KEY, op text)');
    await store.query(`CREATE FUNCTION count_statement() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO statements (op) VALUES (TG_OP); RETURN NULL; END $$`);
    await store.query('CREATE TRIGGER bulk_statements AFTER INSERT ON bulk FOR EACH STATEMENT EXECUTE FUNCTION count_statement()');
    const rows = Array.from({ length: 20_000 }, (_, i) => [i, `n\t${i}`]);
    expect(await store.insertMany('bulk', ['id', 'note'], rows)).toBe(20_000);
    expect((await store.query('SELECT count(*)::int AS n FROM statements')).rows).toEqual([{ n: 1 }]);
    expect(await store.insertMany('bulk', ['id', 'note'], rows, { onConflict: 'ON CONFLICT DO NOTHING' })).toBe(0);
    expect((await store.query('SELECT count(*)::int AS n FROM statements')).rows).toEqual([{ n: 5 }]);
    expect((await store.query('SELECT note FROM bulk WHERE id = 19999')).rows).toEqual([{ note: 'n\t19999' }]);
    await store.close();
  });

  it('reports an unreachable server as a retriable StoreUnavailableError', async () => {
    const port = await freePort();
    const err = await createPostgresStore({ url: `postgres://postgres@127.0.0.1:${port}/test`, connectTimeoutMs: 2000 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(StoreUnavailableError);
    expect(err).toMatchObject({ code: 'STORE_UNAVAILABLE', retriable: true });
  });

  it('wraps a connection killed mid-transaction as StoreUnavailableError and recovers on the next call', async () => {
    const store = await createTestPostgresStore(url(), { max: 2 });
    const admin = new pg.Client({ connectionString: url() });
    await admin.connect();
    const err = await store
      .transaction(async (tx) => {
        const pid = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        await tx.query('SELECT 1');
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    await admin.end();
    expect(err).toBeInstanceOf(StoreUnavailableError);
    expect((await store.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    await store.close();
  });
});
