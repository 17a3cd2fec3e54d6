// Kafka's default partitioner (murmur2 of the key bytes), so both adapters put a key in the same partition.

const SEED = 0x9747b28c;
const M = 0x5bd1e995;

/** Kafka's murmur2 (org.apache.kafka.common.utils.Utils.murmur2), as a signed 32-bit integer. */
export function murmur2(data: Uint8Array): number {
  const length = data.length;
  let h = (SEED ^ length) | 0;
  const length4 = length >> 2;
  for (let i = 0; i < length4; i++) {
    const i4 = i * 4;
    let k = (data[i4] as number) | ((data[i4 + 1] as number) << 8) | ((data[i4 + 2] as number) << 16) | ((data[i4 + 3] as number) << 24);
    k = Math.imul(k, M);
    k ^= k >>> 24;
    k = Math.imul(k, M);
    h = Math.imul(h, M);
    h ^= k;
  }
  const tail = length4 * 4;
  const rem = length & 3;
  if (rem === 3) h ^= (data[tail + 2] as number) << 16;
  if (rem >= 2) h ^= (data[tail + 1] as number) << 8;
  if (rem >= 1) {
    h ^= data[tail] as number;
    h = Math.imul(h, M);
  }
  h ^= h >>> 13;
  h = Math.imul(h, M);
  h ^= h >>> 15;
  return h | 0;
}

/** Partition of a UTF-8 string key among `partitions`. */
export function partitionFor(key: string, partitions: number): number {
  return (murmur2(Buffer.from(key, 'utf8')) & 0x7fffffff) % partitions;
}

/** A key's UTF-8 bytes and positive murmur2 hash. */
export interface KeyEntry {
  readonly bytes: Buffer;
  /** murmur2(bytes) & 0x7fffffff */
  readonly hash: number;
}

/**
 * UTF-8 bytes and positive murmur2 hashes of string keys, remembered (keys repeat: one per listing or event), so
 * the hot produce path encodes and hashes each key once. Bounded: forgets everything past `max` keys.
 */
export class KeyHashes {
  private readonly entries = new Map<string, KeyEntry>();
  private readonly max: number;
  constructor(max = 100_000) {
    this.max = max;
  }
  entry(key: string): KeyEntry {
    let e = this.entries.get(key);
    if (e === undefined) {
      if (this.entries.size >= this.max) this.entries.clear();
      const bytes = Buffer.from(key, 'utf8');
      e = { bytes, hash: murmur2(bytes) & 0x7fffffff };
      this.entries.set(key, e);
    }
    return e;
  }
  partition(key: string, partitions: number): number {
    return this.entry(key).hash % partitions;
  }
}
