// The patched kafkajs produce encoding (patches/kafkajs@2.2.4.patch): the one-pass batch encoder writes the same
// bytes as the record-by-record encoder, kafkajs's own (unpatched) decoder reads them back, and the CRC32C is the
// standard one (the broker rejects a batch whose CRC is wrong).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
interface EncoderLike { buffer: Buffer; size(): number }
type Msg = { key: Buffer | string | null; value: Buffer | string | null; timestamp?: string; headers?: Record<string, string> };
const Record = require('kafkajs/src/protocol/recordBatch/record/v0/index.js') as ((m: Msg & { offsetDelta: number; timestampDelta: number }) => EncoderLike) & {
  canEncodeMany(messages: Msg[], now: number, first: number): boolean;
  encodeMany(messages: Msg[], now: number, first: number): EncoderLike;
};
const { RecordBatch } = require('kafkajs/src/protocol/recordBatch/v0/index.js') as { RecordBatch(o: Record<string, unknown>): Promise<EncoderLike> };
const decodeBatch = require('kafkajs/src/protocol/recordBatch/v0/decoder.js') as (d: unknown) => Promise<{ records: { key: Buffer | null; value: Buffer | null; offset: string; headers: Record<string, Buffer> }[] }>;
const Decoder = require('kafkajs/src/protocol/decoder.js') as new (b: Buffer) => unknown;
const crc32C = require('kafkajs/src/protocol/recordBatch/crc32C/index.js') as (b: Buffer) => number;

/** Bitwise CRC32C (Castagnoli, reflected 0x82f63b78): slow and obviously right. */
function referenceCrc32C(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function messages(n: number): Msg[] {
  return Array.from({ length: n }, (_, i) => {
    const key = i % 5 === 0 ? null : i % 5 === 1 ? `alpha:KX-ÜNÏ-${i}` : i % 5 === 2 ? Buffer.from(`OPI-${i}`.repeat(1 + (i % 9))) : i % 5 === 3 ? Buffer.alloc(0) : `k${i}`;
    const value = i % 7 === 0 ? null : i % 7 === 1 ? `text ${i}` : randomBytes(i % 300);
    return { key, value };
  });
}

describe('patched kafkajs produce encoding', () => {
  it('CRC32C equals the bitwise reference, short and long inputs', () => {
    expect(crc32C(Buffer.from('123456789'))).toBe(0xe3069283);
    for (const n of [0, 1, 7, 8, 9, 15, 16, 17, 100, 4099, 100_000]) {
      const b = randomBytes(n);
      expect(crc32C(b), String(n)).toBe(referenceCrc32C(b));
    }
  });

  it('one-pass batch encoding is byte-identical to record-by-record and decodes back', async () => {
    for (const n of [1, 2, 64, 129, 3000]) {
      const ms = messages(n);
      const now = 1_700_000_000_000;
      expect(Record.canEncodeMany(ms, now, now)).toBe(true);
      const common = { firstTimestamp: now, maxTimestamp: now, lastOffsetDelta: n - 1 };
      const fast = await RecordBatch({ ...common, encodedRecords: { count: n, encoder: Record.encodeMany(ms, now, now) } });
      const slow = await RecordBatch({ ...common, records: ms.map((m, i) => Record({ ...m, offsetDelta: i, timestampDelta: 0 })) });
      expect(fast.buffer.equals(slow.buffer), `n=${n}`).toBe(true);
      // the CRC covers everything after the CRC field: offset(8) length(4) epoch(4) magic(1) crc(4)
      const buf = fast.buffer;
      expect(buf.readUInt32BE(17)).toBe(referenceCrc32C(buf.subarray(21)));
      const decoded = await decodeBatch(new Decoder(buf));
      expect(decoded.records.length).toBe(n);
      decoded.records.forEach((r, i) => {
        const m = ms[i] as Msg;
        const bytes = (v: Buffer | string | null): Buffer | null => (v === null ? null : Buffer.isBuffer(v) ? v : Buffer.from(v, 'utf8'));
        expect(r.offset).toBe(String(i));
        expect(r.key === null ? null : Buffer.from(r.key)).toEqual(bytes(m.key));
        expect(r.value === null ? null : Buffer.from(r.value)).toEqual(bytes(m.value));
      });
    }
  });

  it('records with headers take the general encoder, which still round-trips', async () => {
    const ms: Msg[] = [{ key: 'k', value: 'v', headers: { trace: 'abc' } }, { key: 'k2', value: null }];
    const now = 1_700_000_000_000;
    expect(Record.canEncodeMany(ms, now, now)).toBe(false);
    const batch = await RecordBatch({ firstTimestamp: now, maxTimestamp: now, lastOffsetDelta: 1, records: ms.map((m, i) => Record({ ...m, offsetDelta: i, timestampDelta: 0 })) });
    const decoded = await decodeBatch(new Decoder(batch.buffer));
    expect(decoded.records.map((r) => [r.key?.toString(), r.value?.toString() ?? null, r.headers['trace']?.toString()])).toEqual([['k', 'v', 'abc'], ['k2', null, undefined]]);
  });
});

// The patched request queue: with nothing pending it schedules nothing (kafkajs 2.2.4 armed a 1 ms timer on every
// check, so an idle connection re-checked its empty queue a thousand times a second); throttled with requests
// pending, it still schedules the check for the end of the throttle.
describe('patched kafkajs request queue', () => {
  const RequestQueue = require('kafkajs/src/network/requestQueue/index.js') as new (o: Record<string, unknown>) => {
    pending: unknown[];
    throttledUntil: number;
    throttleCheckTimeoutId: NodeJS.Timeout | null;
    checkPendingRequests(): void;
    destroy(): void;
  };
  const silent = { debug() {}, info() {}, warn() {}, error() {} };
  const queue = () => new RequestQueue({ instrumentationEmitter: null, maxInFlightRequests: null, requestTimeout: 30_000, enforceRequestTimeout: false, clientId: 't', broker: 'b', logger: silent });

  it('an idle queue arms no timer', () => {
    const q = queue();
    q.checkPendingRequests();
    expect(q.throttleCheckTimeoutId).toBeNull();
    q.destroy();
  });

  it('a throttled queue with a pending request checks again when the throttle ends', () => {
    const q = queue();
    q.throttledUntil = Date.now() + 60_000;
    q.pending.push({ correlationId: 1 });
    q.checkPendingRequests();
    expect(q.pending).toHaveLength(1); // still throttled: not sent
    expect(q.throttleCheckTimeoutId).not.toBeNull();
    q.destroy();
  });
});
