// Kafka only: a group member that the broker expels (a handler slower than the session timeout) rejoins and is
// handed its partitions again at the group's committed position, behind what it has already delivered; it must
// not deliver those records a second time (the rebalance re-delivery seen under heavy load).
import { describe, expect, inject, it } from 'vitest';
import { createKafkaBus, type BookUpdate, type ConsumedRecord } from '@ref/bus';
import { createLogger } from '@ref/telemetry';
import { book, randomName, waitFor } from './helpers.ts';

const silent = createLogger({ name: 'bus-test', level: 'silent' });

describe('kafka consumer across a rebalance', () => {
  it('does not deliver records twice after being expelled from its group before committing', async () => {
    const namespace = randomName('rb');
    // 6 s is the broker's default minimum session timeout
    const bus = createKafkaBus({ brokers: [inject('kafkaBrokers')], clientId: 'rebalance-test', namespace, logger: silent, sessionTimeoutMs: 6000 });
    try {
      await bus.produce('md.book.v1', Array.from({ length: 20 }, (_, i) => ({ key: 'k', value: book('m', i) })));
      const got: ConsumedRecord<'md.book.v1'>[] = [];
      let stalled = false;
      const consumer = await bus.consume({
        topics: ['md.book.v1'],
        groupId: 'g',
        fromBeginning: true,
        onMessage: async (r) => {
          got.push(r);
          if (!stalled && (r.value as BookUpdate).seq === 5) {
            stalled = true; // no heartbeat for longer than the session: the broker drops the member
            await new Promise((resolve) => setTimeout(resolve, 8000));
          }
        },
      });
      await consumer.ready;
      await waitFor(() => got.length >= 20, 'the first records', 30_000);
      await bus.produce('md.book.v1', Array.from({ length: 5 }, (_, i) => ({ key: 'k', value: book('m', 20 + i) })));
      await waitFor(() => got.some((r) => (r.value as BookUpdate).seq === 24), 'records after the rejoin', 30_000);
      await new Promise((r) => setTimeout(r, 300));
      expect(got.map((r) => (r.value as BookUpdate).seq)).toEqual([...Array(25).keys()]);
    } finally {
      await bus.close();
    }
  }, 60_000);
});
