// Unit tests of migration list validation and selection.
import { describe, expect, it } from 'vitest';
import { pending, validateMigrations } from './migrations.ts';

describe('migrations', () => {
  it('selects the not-yet-applied ones in array order', () => {
    const ms = [{ id: 'a/1', sql: 'x' }, { id: 'a/2', sql: 'y' }, { id: 'b/1', sql: 'z' }];
    expect(pending(ms, ['a/2']).map((m) => m.id)).toEqual(['a/1', 'b/1']);
    expect(pending(ms, ['a/1', 'a/2', 'b/1', 'other'])).toEqual([]);
  });
  it('refuses duplicate ids, empty ids and empty sql', () => {
    expect(() => validateMigrations([{ id: 'a', sql: 'x' }, { id: 'a', sql: 'y' }])).toThrow(/appears twice/);
    expect(() => validateMigrations([{ id: ' ', sql: 'x' }])).toThrow(/no id/);
    expect(() => validateMigrations([{ id: 'a', sql: '' }])).toThrow(/no sql/);
    expect(() => validateMigrations([])).not.toThrow();
  });
});
