// Schema evolution: every version N+1 of each topic reads version N (and the latest reads all), and the
// check really fails on an incompatible change (fixtures in ./fixtures).
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TOPIC_NAMES, TopicCodec, checkCompatibility, createMemoryBus, defaultSchemasDir, readVersions, type BookUpdate } from '@ref/bus';
import { createLogger } from '@ref/telemetry';
import { book, waitFor } from './helpers.ts';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const tmp = mkdtempSync(join(tmpdir(), 'ref-schemas-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A copy of the repository's schemas plus `md.book.v1/2.avsc` from a fixture. */
function schemasWithBookV2(fixture: string): string {
  const dir = join(tmp, fixture);
  for (const topic of readdirSync(defaultSchemasDir)) {
    mkdirSync(join(dir, topic), { recursive: true });
    for (const f of readdirSync(join(defaultSchemasDir, topic))) copyFileSync(join(defaultSchemasDir, topic, f), join(dir, topic, f));
  }
  copyFileSync(join(fixtures, fixture), join(dir, 'md.book.v1', '2.avsc'));
  return dir;
}

describe('schema compatibility', () => {
  it('every topic of the registry has a schema, and each version reads the previous one', () => {
    for (const topic of TOPIC_NAMES) expect(readVersions(defaultSchemasDir, topic).size, topic).toBeGreaterThan(0);
    expect(checkCompatibility(defaultSchemasDir)).toEqual([]);
  });

  it('accepts a version 2 that adds a field with a default, and decodes version 1 records into it', async () => {
    const dir = schemasWithBookV2('md.book.v1.2-compatible.avsc');
    expect(checkCompatibility(dir)).toEqual([]);
    const v1 = new TopicCodec('md.book.v1', new Map([[1, readVersions(dir, 'md.book.v1').get(1)]]));
    const v2 = new TopicCodec('md.book.v1', readVersions(dir, 'md.book.v1'));
    expect(v2.latestVersion).toBe(2);
    expect(v2.decode(v1.encode(book('m', 7)))).toEqual({ ...book('m', 7), depth_levels: 25 });
    // the same through a bus: an old writer's bytes reach a new reader
    const bus = createMemoryBus({ schemasDir: dir, logger: createLogger({ name: 't', level: 'silent' }) });
    const table: (BookUpdate & { depth_levels?: number })[] = [];
    const consumer = await bus.consume({ topics: ['md.book.v1'], fromBeginning: true, onMessage: (r) => void table.push(r.value as BookUpdate) });
    bus.appendRaw('md.book.v1', [{ key: 'k', value: v1.encode(book('m', 8)) }]);
    await waitFor(() => table.length >= 1, 'the old record');
    expect(table.map((v) => [v.seq, v.depth_levels])).toEqual([[8, 25]]);
    await consumer.close();
    await bus.close();
  });

  it('fails on a version 2 that adds a field without a default', () => {
    const dir = schemasWithBookV2('md.book.v1.2-incompatible.avsc');
    const problems = checkCompatibility(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ topic: 'md.book.v1', reader: 2, writer: 1 });
    expect(() => new TopicCodec('md.book.v1', readVersions(dir, 'md.book.v1'))).toThrow(/version 2 cannot read version 1/);
  });
});
