// Unit tests of the pure SQL helpers.
import { describe, expect, it } from 'vitest';
import { MAX_PARAMS, buildInserts, checkRows, copyChunks, copyEncodable, copyField, mapArray, normaliseParams, parseInt8, parseTimestampUtc, quoteIdent, rowsPerStatement, serializeJson } from './sql.ts';

describe('quoteIdent', () => {
  it('quotes each part and doubles embedded quotes', () => {
    expect(quoteIdent('trades')).toBe('"trades"');
    expect(quoteIdent('s.trades')).toBe('"s"."trades"');
    expect(quoteIdent('we"ird')).toBe('"we""ird"');
  });
  it('refuses empty parts', () => {
    expect(() => quoteIdent('')).toThrow(TypeError);
    expect(() => quoteIdent('a.')).toThrow(/invalid SQL identifier/);
  });
});

describe('buildInserts', () => {
  it('numbers parameters row by row and appends onConflict', () => {
    const [s, ...rest] = buildInserts('t', ['a', 'b'], [[1, 'x'], [2, 'y']], { onConflict: 'ON CONFLICT DO NOTHING' });
    expect(rest).toEqual([]);
    expect(s).toEqual({ text: 'INSERT INTO "t" ("a", "b") VALUES ($1, $2), ($3, $4) ON CONFLICT DO NOTHING', params: [1, 'x', 2, 'y'], rows: 2 });
  });
  it('splits so that no statement exceeds the parameter limit, keeping every row once and in order', () => {
    const columns = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const rows = Array.from({ length: 30_001 }, (_, i) => columns.map((_, c) => i * 10 + c));
    const statements = buildInserts('t', columns, rows);
    expect(statements.length).toBeGreaterThan(1);
    for (const s of statements) {
      expect(s.params.length).toBeLessThanOrEqual(MAX_PARAMS);
      expect(s.params.length).toBe(s.rows * columns.length);
      expect(s.text.match(/\$\d+/g)?.length).toBe(s.params.length);
    }
    expect(statements.flatMap((s) => s.params)).toEqual(rows.flat());
  });
  it('honours smaller limits', () => {
    const statements = buildInserts('t', ['a', 'b', 'c'], Array.from({ length: 10 }, () => [1, 2, 3]), { maxParams: 7 });
    expect(statements.map((s) => s.rows)).toEqual([2, 2, 2, 2, 2]);
    expect(buildInserts('t', ['a'], Array.from({ length: 5 }, () => [1]), { maxRows: 2 }).map((s) => s.rows)).toEqual([2, 2, 1]);
  });
  it('refuses rows of the wrong width, no columns, and more columns than parameters', () => {
    expect(() => buildInserts('t', ['a', 'b'], [[1, 2], [1]])).toThrow(/row 1 has 1 values, expected 2/);
    expect(() => buildInserts('t', [], [])).toThrow(/at least one column/);
    expect(() => rowsPerStatement(MAX_PARAMS + 1)).toThrow(RangeError);
    expect(buildInserts('t', ['a'], [])).toEqual([]);
  });
});

describe('parsers', () => {
  it('parseInt8 returns safe integers and throws beyond 2^53', () => {
    expect(parseInt8('0')).toBe(0);
    expect(parseInt8('-9007199254740991')).toBe(-9007199254740991);
    expect(parseInt8('9007199254740991')).toBe(9007199254740991);
    expect(() => parseInt8('9007199254740992')).toThrow(RangeError);
    expect(() => parseInt8('-9223372036854775808')).toThrow(/beyond 2\^53/);
  });
  it('parseTimestampUtc reads timestamp without time zone as UTC', () => {
    expect(parseTimestampUtc('2026-03-01 12:34:56.789')).toEqual(new Date('2026-03-01T12:34:56.789Z'));
    expect(parseTimestampUtc('2026-03-01 00:00:00')).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(parseTimestampUtc('infinity')).toBe('infinity');
  });
  it('mapArray maps nested arrays and keeps nulls', () => {
    expect(mapArray([['1', null], ['2']], Number)).toEqual([[1, null], [2]]);
  });
  it('serializeJson passes strings through and encodes the rest', () => {
    expect(serializeJson('{"a":1}')).toBe('{"a":1}');
    expect(serializeJson([1, 2])).toBe('[1,2]');
    expect(serializeJson({ a: null })).toBe('{"a":null}');
  });
});

describe('COPY text format', () => {
  it('encodes fields as the bind parameters would be, escaping the COPY specials', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField(undefined)).toBe('\\N');
    expect(copyField('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyField('\\N')).toBe('\\\\N');
    expect(copyField(true)).toBe('true');
    expect(copyField(12n)).toBe('12');
    expect(copyField(1.5)).toBe('1.5');
    expect(copyField(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
    expect(copyField({ k: 'x\ty' })).toBe('{"k":"x\\\\ty"}');
  });
  it('emits one line per row in chunks that concatenate to the whole', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [i, `v${i}`, null]);
    const chunks = [...copyChunks(rows, 100)];
    expect(chunks.length).toBeGreaterThan(10);
    const text = chunks.join('');
    expect(text.split('\n')).toHaveLength(1001);
    expect(text.startsWith('0\tv0\t\\N\n1\tv1\t\\N\n')).toBe(true);
  });
  it('leaves arrays, buffers, class instances and invalid dates to INSERT', () => {
    expect(copyEncodable([[1, 'x', null, true, 2n, new Date(0), { a: 1 }, Object.create(null) as object]])).toBe(true);
    expect(copyEncodable([[[1, 2]]])).toBe(false);
    expect(copyEncodable([[Buffer.from('x')]])).toBe(false);
    expect(copyEncodable([[new Map()]])).toBe(false);
    expect(copyEncodable([[new Date(Number.NaN)]])).toBe(false);
  });
  it('checkRows reports the first row of the wrong width', () => {
    expect(() => checkRows([[1], [2, 3]], 1)).toThrow(/row 1 has 2 values, expected 1/);
  });
});

describe('normaliseParams', () => {
  it('turns Dates into ISO text and leaves the rest (same array when nothing changes)', () => {
    const plain = [1, 'a'];
    expect(normaliseParams(plain)).toBe(plain);
    expect(normaliseParams([new Date('2026-01-01T00:00:00Z'), 1])).toEqual(['2026-01-01T00:00:00.000Z', 1]);
    expect(normaliseParams(undefined)).toBeUndefined();
  });
});
