// PGlite-only behaviour: the data directory survives a reopen.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { createPgliteStore, writePgliteTemplate } from '@ref/store';
import { afterAll, describe, expect, it } from 'vitest';

describe('pglite store', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('reopens the same data directory and still sees tables, rows and applied migrations', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ref-pglite-'));
    dirs.push(dir);
    const dataDir = join(dir, 'nested', 'db');
    const migrations = [{ id: 'p/001', sql: 'CREATE TABLE kept (id int8 PRIMARY KEY, doc jsonb)' }];
    const first = await createPgliteStore({ dataDir });
    expect(await first.migrate(migrations)).toEqual(['p/001']);
    expect(await first.insertMany('kept', ['id', 'doc'], [[1, { a: 1 }], [2, { b: [2] }]])).toBe(2);
    await first.close();

    const second = await createPgliteStore({ dataDir });
    expect(await second.migrate(migrations)).toEqual([]);
    expect((await second.query('SELECT id, doc FROM kept ORDER BY id')).rows).toEqual([
      { id: 1, doc: { a: 1 } },
      { id: 2, doc: { b: [2] } },
    ]);
    await second.close();
  });

  it('starts a new data directory from a template (and ignores a template it cannot load); the result reopens', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ref-pglite-tpl-'));
    dirs.push(dir);
    const template = join(dir, 'template.tar.gz');
    await writePgliteTemplate(template);
    const dataDir = join(dir, 'db');
    const first = await createPgliteStore({ dataDir, template });
    await first.migrate([{ id: 't/001', sql: 'CREATE TABLE t (id int8 PRIMARY KEY)' }]);
    await first.insertMany('t', ['id'], [[7]]);
    await first.close();
    const again = await createPgliteStore({ dataDir, template }); // existing dir: the template is not applied again
    expect((await again.query('SELECT id FROM t')).rows).toEqual([{ id: 7 }]);
    await again.close();

    const bad = join(dir, 'bad.tar.gz');
    await writeFile(bad, 'not a tarball');
    const fallback = await createPgliteStore({ dataDir: join(dir, 'db2'), template: bad });
    expect((await fallback.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await fallback.close();
  }, 60_000);
});
