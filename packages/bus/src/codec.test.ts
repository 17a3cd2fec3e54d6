import { describe, expect, it } from 'vitest';
import type { BookUpdate } from './records.gen.ts';
import { MAGIC, TopicCodec, checkCompatibility, loadCodecs } from './codec.ts';
import { RecordDecodeError, SchemaError } from './errors.ts';

const value: BookUpdate = {
  venue: 'beta', venue_market_id: 'm1', event_key: 'OPI-00000001', kind: 'snapshot', seq: 3, venue_seq: null,
  venue_ts_ms: 1_700_000_000_000, received_ts_ms: 1_700_000_000_010, yes_asks: [{ price: 4100, size: 250 }], no_asks: [],
};

describe('TopicCodec', () => {
  const codec = loadCodecs().get('md.book.v1');

  it('frames with magic byte and schema version and round-trips', () => {
    const buf = codec.encode(value);
    expect(buf[0]).toBe(MAGIC);
    expect(buf.readUInt32BE(1)).toBe(codec.latestVersion);
    expect(codec.decode(buf)).toEqual(value);
  });

  it('names the invalid field', () => {
    expect(() => codec.encode({ ...value, no_asks: [{ price: 1, size: 1 }, { price: 2, size: 'x' }] })).toThrow(new SchemaError('md.book.v1', 'no_asks[1].size', 'expected long, got "x"'));
    expect(() => codec.encode({ ...value, venue: undefined })).toThrow('md.book.v1: venue: expected string, got undefined (missing)');
    expect(() => codec.encode({ ...value, event_key: 7 })).toThrow('md.book.v1: event_key: expected null | string, got 7');
    expect(() => codec.encode(null)).toThrow('md.book.v1: (value): expected record BookUpdate, got null');
  });

  it('rejects corrupt bytes with RecordDecodeError', () => {
    const good = codec.encode(value);
    expect(() => codec.decode(Buffer.from('{}'))).toThrow(RecordDecodeError);
    expect(() => codec.decode(good.subarray(0, good.length - 1))).toThrow(RecordDecodeError);
    expect(() => codec.decode(Buffer.concat([good, Buffer.from([0])]))).toThrow(RecordDecodeError);
  });

  it('decodes an older writer version into the latest type', () => {
    const v1 = { type: 'record', name: 'T', fields: [{ name: 'a', type: 'int' }] };
    const v2 = { type: 'record', name: 'T', fields: [{ name: 'a', type: 'int' }, { name: 'b', type: ['null', 'string'], default: null }] };
    const old = new TopicCodec('t', new Map([[1, v1]]));
    const latest = new TopicCodec('t', new Map<number, unknown>([[1, v1], [2, v2]]));
    expect(latest.decode(old.encode({ a: 5 }))).toEqual({ a: 5, b: null });
    expect(() => old.decode(latest.encode({ a: 1, b: 'x' }))).toThrow('unknown schema version 2');
  });

  it('transient encodes are distinct views that stay intact, across slabs and for values larger than a slab', () => {
    const values: BookUpdate[] = Array.from({ length: 3000 }, (_, i) => ({
      ...value,
      seq: i,
      yes_asks: Array.from({ length: i % 500 === 7 ? 30_000 : i % 13 }, (_, k) => ({ price: 1 + k, size: 100 + i })),
    }));
    const bufs = values.map((v) => codec.encodeTransient(v));
    bufs.forEach((b, i) => {
      expect(b.equals(codec.encode(values[i]))).toBe(true);
      expect(codec.decode(b)).toEqual(values[i]);
    });
    expect(() => codec.encodeTransient({ ...value, seq: 'x' })).toThrow(SchemaError);
  });

  it('the repository schemas are compatible', () => {
    expect(checkCompatibility()).toEqual([]);
  });
});
