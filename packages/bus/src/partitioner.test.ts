import { randomBytes } from 'node:crypto';
import { Partitioners } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { KeyHashes, partitionFor } from './partitioner.ts';

describe('partitionFor', () => {
  it('matches the kafkajs (Java-compatible) default partitioner', () => {
    const kafkajs = Partitioners.DefaultPartitioner();
    const partitionMetadata = Array.from({ length: 6 }, (_, i) => ({ partitionId: i, leader: 1, partitionErrorCode: 0, replicas: [1], isr: [1] }));
    const keys = ['', 'a', 'ab', 'abc', 'abcd', 'OPI-AAAAAAAA', 'alpha:KX-ÜNÏ', ...Array.from({ length: 300 }, () => randomBytes(1 + (randomBytes(1)[0] as number) % 40).toString('base64'))];
    for (const key of keys) {
      expect(partitionFor(key, 6), key).toBe(kafkajs({ topic: 't', partitionMetadata, message: { key, value: null } }));
    }
  });

  it('KeyHashes gives the same partitions, also after forgetting', () => {
    const hashes = new KeyHashes(3);
    const keys = ['a', 'alpha:KX-1', 'OPI-AAAAAAAA', 'beta:0x12', 'gamma:77', 'a', 'alpha:KX-1'];
    for (const key of keys) for (const n of [1, 3, 6]) expect(hashes.partition(key, n), key).toBe(partitionFor(key, n));
  });
});
