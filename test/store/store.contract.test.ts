// One contract suite for the store port, run unchanged against PostgreSQL (127.0.0.1:5432) and PGlite.
import { createPgliteStore, type Migration, type Store } from '@ref/store';
import { createTestPostgresStore, randomName } from '@ref/testkit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

interface Adapter {
  name: 'postgres' | 'pglite';
  open(): Promise<Store>;
}

const adapters: Adapter[] = [
  { name: 'postgres', open: () => createTestPostgresStore(inject('pgUrl'), { prefix: 'store_contract' }) },
  { name: 'pglite', open: () => createPgliteStore() },
];

describe.each(adapters)('store contract: $name', ({ name, open }) => {
  let store: Store;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store.close();
  });

  it('reports its dialect', () => {
    expect(store.dialect).toBe(name);
  });

  describe('migrate', () => {
    it('applies each migration once, in array order, and re-running applies nothing', async () => {
      const ns = randomName('m');
      const migrations: Migration[] = [
        { id: `${ns}/001_a`, sql: `CREATE TABLE ${ns}_log (n int PRIMARY KEY, id text NOT NULL); INSERT INTO ${ns}_log VALUES (1, 'a')` },
        { id: `${ns}/002_b`, sql: `INSERT INTO ${ns}_log VALUES ((SELECT max(n) + 1 FROM ${ns}_log), 'b')` },
        { id: `${ns}/003_c`, sql: `INSERT INTO ${ns}_log VALUES ((SELECT max(n) + 1 FROM ${ns}_log), 'c')` },
      ];
      expect(await store.migrate(migrations.slice(0, 2))).toEqual([`${ns}/001_a`, `${ns}/002_b`]);
      expect(await store.migrate(migrations.slice(0, 2))).toEqual([]);
      expect(await store.migrate(migrations)).toEqual([`${ns}/003_c`]);
      expect(await store.migrate(migrations)).toEqual([]);
      const log = await store.query<{ n: number; id: string }>(`SELECT n, id FROM ${ns}_log ORDER BY n`);
      expect(log.rows).toEqual([{ n: 1, id: 'a' }, { n: 2, id: 'b' }, { n: 3, id: 'c' }]);
      const recorded = await store.query<{ id: string; applied_at: Date }>('SELECT id, applied_at FROM schema_migrations WHERE id LIKE $1 ORDER BY applied_at, id', [`${ns}/%`]);
      expect(recorded.rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
      expect(recorded.rows[0]?.applied_at).toBeInstanceOf(Date);
    });

    it('rolls a failing migration back entirely, keeps the earlier ones, and stops there', async () => {
      const ns = randomName('m');
      const migrations: Migration[] = [
        { id: `${ns}/001_ok`, sql: `CREATE TABLE ${ns}_a (x int)` },
        { id: `${ns}/002_bad`, sql: `CREATE TABLE ${ns}_b (x int); SELECT no_such_column FROM ${ns}_a` },
        { id: `${ns}/003_never`, sql: `CREATE TABLE ${ns}_c (x int)` },
      ];
      await expect(store.migrate(migrations)).rejects.toMatchObject({ code: '42703' });
      const tables = await store.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE $1 ORDER BY table_name",
        [`${ns}_%`],
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual([`${ns}_a`]);
      const fixed = [migrations[0] as Migration, { id: `${ns}/002_bad`, sql: `CREATE TABLE ${ns}_b (x int)` }, migrations[2] as Migration];
      expect(await store.migrate(fixed)).toEqual([`${ns}/002_bad`, `${ns}/003_never`]);
    });

    it('applies once when migrators run concurrently', async () => {
      const ns = randomName('m');
      const migrations: Migration[] = [1, 2, 3, 4].map((i) => ({ id: `${ns}/00${i}`, sql: `CREATE TABLE ${ns}_t${i} (x int)` }));
      const results = await Promise.all([store.migrate(migrations), store.migrate(migrations), store.migrate(migrations)]);
      expect(results.flat().sort()).toEqual(migrations.map((m) => m.id));
    });

    it('refuses duplicate ids before applying anything', async () => {
      const ns = randomName('m');
      await expect(store.migrate([{ id: `${ns}/1`, sql: `CREATE TABLE ${ns}_x (x int)` }, { id: `${ns}/1`, sql: 'SELECT 1' }])).rejects.toThrow(/appears twice/);
      const r = await store.query('SELECT id FROM schema_migrations WHERE id LIKE $1', [`${ns}/%`]);
      expect(r.rowCount).toBe(0);
    });
  });

  describe('types', () => {
    it('normalises result types', async () => {
      const r = await store.query(`SELECT
        9007199254740991::int8 AS big, -42::int8 AS neg, 7::int4 AS i4, 3::int2 AS i2, 1.5::float8 AS f8,
        123456789012345678901234567890.0001::numeric AS num, 0.10::numeric(10,4) AS scaled,
        '2026-03-01T12:34:56.789Z'::timestamptz AS tstz, '2026-03-01 12:34:56.789'::timestamp AS ts, '2026-03-01'::date AS d,
        '{"a":[1,"x",null],"b":{"c":true}}'::jsonb AS jb, '[1,2]'::json AS j, true AS t, false AS f, NULL::int8 AS nothing,
        'héllo'::text AS txt, ARRAY[1,2]::int8[] AS big_arr, ARRAY[1.10, 2]::numeric[] AS num_arr`);
      expect(r.rowCount).toBe(1);
      expect(r.rows[0]).toEqual({
        big: 9007199254740991,
        neg: -42,
        i4: 7,
        i2: 3,
        f8: 1.5,
        num: '123456789012345678901234567890.0001',
        scaled: '0.1000',
        tstz: new Date('2026-03-01T12:34:56.789Z'),
        ts: new Date('2026-03-01T12:34:56.789Z'),
        d: '2026-03-01',
        jb: { a: [1, 'x', null], b: { c: true } },
        j: [1, 2],
        t: true,
        f: false,
        nothing: null,
        txt: 'héllo',
        big_arr: [1, 2],
        num_arr: ['1.10', '2'],
      });
    });

    it('throws on an int8 beyond 2^53 instead of losing precision', async () => {
      await expect(store.query('SELECT 9007199254740993::int8 AS v')).rejects.toThrow(/beyond 2\^53/);
      await expect(store.query('SELECT (-9007199254740993)::int8 AS v')).rejects.toThrow(/beyond 2\^53/);
      // the store is still usable afterwards
      expect((await store.query<{ v: string }>('SELECT 9007199254740993::int8::text AS v')).rows[0]?.v).toBe('9007199254740993');
    });

    it('round-trips parameters of every normalised type', async () => {
      const t = randomName('types');
      await store.query(`CREATE TABLE ${t} (id int8 PRIMARY KEY, amount numeric(20,4), at timestamptz, doc jsonb, raw json, flag bool, note text)`);
      const at = new Date('2025-12-31T23:59:59.123Z');
      await store.query(`INSERT INTO ${t} VALUES ($1, $2, $3, $4, $5, $6, $7)`, [9007199254740991, '12.3456', at, { k: [1, 2], s: 'x' }, '{"pre":"encoded"}', true, null]);
      await store.query(`INSERT INTO ${t} VALUES ($1, $2, $3, $4, $5, $6, $7)`, [2n, 1, at.toISOString(), JSON.stringify([1, 2]), JSON.stringify({ n: 1 }), false, "it's"]);
      const r = await store.query(`SELECT * FROM ${t} ORDER BY id`);
      expect(r.rows).toEqual([
        { id: 2, amount: '1.0000', at, doc: [1, 2], raw: { n: 1 }, flag: false, note: "it's" },
        { id: 9007199254740991, amount: '12.3456', at, doc: { k: [1, 2], s: 'x' }, raw: { pre: 'encoded' }, flag: true, note: null },
      ]);
    });
  });

  describe('errors', () => {
    it('keeps the SQLSTATE code of SQL errors', async () => {
      await expect(store.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
      const t = randomName('err');
      await store.query(`CREATE TABLE ${t} (id int PRIMARY KEY)`);
      await store.query(`INSERT INTO ${t} VALUES (1)`);
      await expect(store.query(`INSERT INTO ${t} VALUES ($1)`, [1])).rejects.toMatchObject({ code: '23505' });
    });
  });

  describe('transaction', () => {
    it('commits and returns the value of fn', async () => {
      const t = randomName('tx');
      await store.query(`CREATE TABLE ${t} (id int PRIMARY KEY)`);
      const v = await store.transaction(async (tx) => {
        await tx.query(`INSERT INTO ${t} VALUES (1), (2)`);
        return (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0]?.n;
      });
      expect(v).toBe(2);
      expect((await store.query(`SELECT id FROM ${t} ORDER BY id`)).rows).toEqual([{ id: 1 }, { id: 2 }]);
    });

    it('rolls back everything when fn throws, and rethrows its error', async () => {
      const t = randomName('tx');
      await store.query(`CREATE TABLE ${t} (id int PRIMARY KEY)`);
      await store.query(`INSERT INTO ${t} VALUES (0)`);
      const boom = new Error('boom');
      await expect(
        store.transaction(async (tx) => {
          await tx.query(`INSERT INTO ${t} VALUES (1)`);
          await tx.query(`UPDATE ${t} SET id = 10 WHERE id = 0`);
          throw boom;
        }),
      ).rejects.toBe(boom);
      await expect(
        store.transaction(async (tx) => {
          await tx.query(`INSERT INTO ${t} VALUES (2)`);
          await tx.query(`INSERT INTO ${t} VALUES (2)`);
        }),
      ).rejects.toMatchObject({ code: '23505' });
      expect((await store.query(`SELECT id FROM ${t} ORDER BY id`)).rows).toEqual([{ id: 0 }]);
      // the store still works after rollbacks
      await store.transaction((tx) => tx.query(`INSERT INTO ${t} VALUES (3)`));
      expect((await store.query(`SELECT id FROM ${t} ORDER BY id`)).rows).toEqual([{ id: 0 }, { id: 3 }]);
    });

    it('refuses use of the store itself inside fn (only tx is in the transaction), and rolls back', async () => {
      const t = randomName('tx');
      await store.query(`CREATE TABLE ${t} (id int PRIMARY KEY)`);
      await expect(
        store.transaction(async (tx) => {
          await tx.query(`INSERT INTO ${t} VALUES (1)`);
          await store.query(`INSERT INTO ${t} VALUES (2)`);
        }),
      ).rejects.toMatchObject({ code: 'STORE_MISUSE' });
      await expect(store.transaction(() => store.insertMany(t, ['id'], [[3]]))).rejects.toMatchObject({ code: 'STORE_MISUSE' });
      await expect(store.transaction(() => store.transaction(async () => 1))).rejects.toMatchObject({ code: 'STORE_MISUSE' });
      expect((await store.query(`SELECT count(*)::int AS n FROM ${t}`)).rows).toEqual([{ n: 0 }]);
    });
  });

  describe('insertMany', () => {
    it('is idempotent with ON CONFLICT DO NOTHING and counts only inserted rows', async () => {
      const t = randomName('im');
      await store.query(`CREATE TABLE ${t} (id int8 PRIMARY KEY, price int NOT NULL, meta jsonb)`);
      const rows = Array.from({ length: 500 }, (_, i) => [i, i * 10, { i }] as const);
      expect(await store.insertMany(t, ['id', 'price', 'meta'], rows, { onConflict: 'ON CONFLICT DO NOTHING' })).toBe(500);
      expect(await store.insertMany(t, ['id', 'price', 'meta'], rows, { onConflict: 'ON CONFLICT DO NOTHING' })).toBe(0);
      const more = Array.from({ length: 10 }, (_, i) => [495 + i, 0, null] as const);
      expect(await store.insertMany(t, ['id', 'price', 'meta'], more, { onConflict: 'ON CONFLICT DO NOTHING' })).toBe(5);
      const r = await store.query<{ n: number; s: number }>(`SELECT count(*)::int AS n, sum(price)::int8 AS s FROM ${t}`);
      expect(r.rows[0]).toEqual({ n: 505, s: (499 * 500 * 10) / 2 });
      expect((await store.query(`SELECT meta FROM ${t} WHERE id = 7`)).rows[0]).toEqual({ meta: { i: 7 } });
    });

    it('without onConflict fails on a duplicate and inserts nothing of that call', async () => {
      const t = randomName('im');
      await store.query(`CREATE TABLE ${t} (id int PRIMARY KEY)`);
      await store.insertMany(t, ['id'], [[1]]);
      const rows = Array.from({ length: 70_000 }, (_, i) => [i + 2]);
      rows.push([1]);
      await expect(store.insertMany(t, ['id'], rows)).rejects.toMatchObject({ code: '23505' });
      expect((await store.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0]?.n).toBe(1);
    });

    it('inserts 20,000 rows in chunks within the parameter limit', async () => {
      const t = randomName('big');
      const columns = Array.from({ length: 12 }, (_, i) => `c${i}`);
      await store.query(`CREATE TABLE ${t} (id int8 PRIMARY KEY, ${columns.map((c) => `${c} text`).join(', ')}, amount numeric, at timestamptz)`);
      const at = new Date('2026-01-02T03:04:05.000Z');
      const rows = Array.from({ length: 20_000 }, (_, i) => [i, ...columns.map((c) => `${c}-${i}`), `${i}.01`, at]);
      const started = performance.now();
      expect(await store.insertMany(t, ['id', ...columns, 'amount', 'at'], rows)).toBe(20_000);
      const ms = performance.now() - started;
      const r = await store.query<{ n: number; total: string; last: string }>(`SELECT count(*)::int AS n, sum(amount) AS total, max(c11) AS last FROM ${t}`);
      expect(r.rows[0]).toEqual({ n: 20_000, total: '199990200.00', last: 'c11-9999' });
      expect((await store.query(`SELECT at FROM ${t} WHERE id = 19999`)).rows[0]).toEqual({ at });
      console.log(`${name}: insertMany 20,000 rows × 15 columns in ${ms.toFixed(0)} ms`);
    });

    it('stores awkward values identically whichever bulk path is taken (COPY or INSERT)', async () => {
      const a = randomName('copy');
      const b = randomName('ins');
      const ddl = '(id int PRIMARY KEY, s text, doc jsonb, flag bool, flag_text text, big int8, amount numeric, at timestamptz, wall timestamp)';
      await store.query(`CREATE TABLE ${a} ${ddl}`);
      await store.query(`CREATE TABLE ${b} ${ddl}`);
      const awkward = ['tab\there', 'line\nbreak', 'cr\rlf\r\n', 'back\\slash', '\\N', '', 'quote"\'', 'ünï©ødé ✓', '\\.', 'a\\tb'];
      const at = new Date('2026-05-06T07:08:09.123Z');
      const rows = Array.from({ length: 1500 }, (_, i) => [
        i,
        i % 7 === 0 ? null : `${awkward[i % awkward.length] as string}#${i}`,
        i % 5 === 0 ? null : { k: awkward[i % awkward.length], n: i, nested: { t: true } },
        i % 3 === 0 ? null : i % 2 === 0,
        i % 2 === 0,
        BigInt(i) * 1_000_000_000n,
        `${i}.0001`,
        at,
        at,
      ]);
      const columns = ['id', 's', 'doc', 'flag', 'flag_text', 'big', 'amount', 'at', 'wall'];
      expect(await store.insertMany(a, columns, rows)).toBe(1500);
      expect(await store.insertMany(b, columns, rows, { onConflict: 'ON CONFLICT (id) DO NOTHING' })).toBe(1500);
      const fromA = (await store.query(`SELECT * FROM ${a} ORDER BY id`)).rows;
      const fromB = (await store.query(`SELECT * FROM ${b} ORDER BY id`)).rows;
      expect(fromA).toEqual(fromB);
      expect(fromA[1]).toEqual({ id: 1, s: 'line\nbreak#1', doc: { k: 'line\nbreak', n: 1, nested: { t: true } }, flag: false, flag_text: 'false', big: 1_000_000_000, amount: '1.0001', at, wall: at });
      expect(fromA[4]).toMatchObject({ s: '\\N#4', flag_text: 'true' });
      expect(fromA[7]).toMatchObject({ s: null, doc: { k: 'ünï©ødé ✓' } });
      expect(fromA[6]).toMatchObject({ s: 'quote"\'#6', doc: { k: 'quote"\'' } });
    });

    it('rejects rows of the wrong width and empty column lists', async () => {
      await expect(store.insertMany('whatever', ['a', 'b'], [[1, 2], [3]])).rejects.toThrow(/row 1 has 1 values, expected 2/);
      await expect(store.insertMany('whatever', [], [[]])).rejects.toThrow(/at least one column/);
      expect(await store.insertMany('whatever', ['a'], [])).toBe(0);
    });
  });

  it('answers concurrent queries correctly', async () => {
    const t = randomName('cc');
    await store.query(`CREATE TABLE ${t} (id int PRIMARY KEY, v int8)`);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 4 === 0
          ? store.transaction(async (tx) => {
              await tx.query(`INSERT INTO ${t} VALUES ($1, $2)`, [i, i * 2]);
              return (await tx.query<{ v: number }>(`SELECT v FROM ${t} WHERE id = $1`, [i])).rows[0]?.v;
            })
          : store.query<{ v: number }>('SELECT $1::int8 * 2 AS v', [i]).then((r) => r.rows[0]?.v),
      ),
    );
    expect(results).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
    expect((await store.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0]?.n).toBe(10);
  });

  // Last on purpose: closes the suite's store (afterAll closes it once more, which must be harmless).
  describe('close', () => {
    it('is idempotent and later use fails clearly', async () => {
      await store.query('SELECT 1');
      await Promise.all([store.close(), store.close()]);
      await store.close();
      await expect(store.query('SELECT 1')).rejects.toMatchObject({ code: 'STORE_CLOSED' });
      await expect(store.transaction(async () => 1)).rejects.toMatchObject({ code: 'STORE_CLOSED' });
      await expect(store.insertMany('t', ['a'], [[1]])).rejects.toMatchObject({ code: 'STORE_CLOSED' });
      await expect(store.migrate([])).rejects.toMatchObject({ code: 'STORE_CLOSED' });
    });
  });
});
