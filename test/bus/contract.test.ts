// The bus contract, run unchanged against every adapter (in-memory and Kafka on the real broker).
import { Kafka, logLevel } from 'kafkajs';
import { describe, expect, inject, it } from 'vitest';
import { BusError, SchemaError, createKafkaBus, createMemoryBus, partitionFor, type Bus, type BookUpdate, type ConsumedRecord, type Entity, type TopicName } from '@ref/bus';
import { createLogger, createRegistry, type Registry } from '@ref/telemetry';
import { book, entity, randomName, waitFor } from './helpers.ts';

interface Harness {
  bus: Bus;
  registry: Registry;
  /** Appends raw bytes to a topic, bypassing the codec. */
  writeRaw(topic: TopicName, key: string, value: Buffer): Promise<void>;
  cleanup(): Promise<void>;
}

const silent = createLogger({ name: 'bus-test', level: 'silent' });

const adapters: { name: string; make(): Promise<Harness> }[] = [
  {
    name: 'memory',
    async make() {
      const registry = createRegistry();
      const bus = createMemoryBus({ logger: silent, registry });
      return {
        bus,
        registry,
        async writeRaw(topic, key, value) {
          bus.appendRaw(topic, [{ key, value }]);
        },
        cleanup: () => bus.close(),
      };
    },
  },
  {
    name: 'kafka',
    async make() {
      const registry = createRegistry();
      const brokers = [inject('kafkaBrokers')];
      const namespace = randomName('ct');
      const bus = createKafkaBus({ brokers, clientId: 'contract-test', namespace, logger: silent, registry });
      const raw = new Kafka({ clientId: 'contract-test-raw', brokers, logLevel: logLevel.NOTHING }).producer();
      let connected = false;
      return {
        bus,
        registry,
        async writeRaw(topic, key, value) {
          await bus.ensureTopics([topic]);
          if (!connected) await raw.connect();
          connected = true;
          await raw.send({ topic: `${namespace}.${topic}`, messages: [{ key, value }], acks: -1 });
        },
        async cleanup() {
          if (connected) await raw.disconnect();
          await bus.close();
        },
      };
    },
  },
];

async function counterValue(registry: Registry, name: string, topic: string): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) return 0;
  const data = await metric.get();
  return data.values.find((v) => v.labels['topic'] === topic)?.value ?? 0;
}

async function gaugeValue(registry: Registry, name: string, labels: Record<string, string>): Promise<number | undefined> {
  const metric = registry.getSingleMetric(name);
  if (!metric) return undefined;
  const data = await metric.get();
  return data.values.find((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x))?.value;
}

function collector<T extends TopicName>(): { records: ConsumedRecord<T>[]; onMessage: (r: ConsumedRecord<T>) => void } {
  const records: ConsumedRecord<T>[] = [];
  return { records, onMessage: (r) => void records.push(r) };
}

describe.each(adapters)('bus contract: $name adapter', ({ make }) => {
  const withBus = (fn: (h: Harness) => Promise<void>) => async () => {
    const h = await make();
    try {
      await fn(h);
    } finally {
      await h.cleanup();
    }
  };

  it('keeps per-key order across concurrent produce calls, one partition per key (Kafka partitioner)', withBus(async ({ bus }) => {
    await bus.ensureTopics(['md.book.v1']);
    const keys = ['OPI-AAAAAAAA', 'OPI-BBBBBBBB', 'alpha:KX-1', 'beta:0xabc', 'OPI-CCCCCCCC'];
    const calls: Promise<void>[] = [];
    for (let seq = 0; seq < 40; seq++) {
      // not awaited one by one: concurrent calls must still land in call order per key
      calls.push(bus.produce('md.book.v1', keys.map((k) => ({ key: k, value: book(k, seq) }))));
    }
    await Promise.all(calls);
    const c = collector<'md.book.v1'>();
    const consumer = await bus.consume({ topics: ['md.book.v1'], groupId: randomName('g'), fromBeginning: true, onMessage: c.onMessage });
    await consumer.ready;
    await waitFor(() => c.records.length >= keys.length * 40, 'all records');
    expect(c.records).toHaveLength(keys.length * 40);
    for (const k of keys) {
      const mine = c.records.filter((r) => r.key === k);
      expect(mine.map((r) => (r.value as BookUpdate).seq)).toEqual([...Array(40).keys()]);
      expect(new Set(mine.map((r) => r.partition))).toEqual(new Set([partitionFor(k, 6)]));
      const offsets = mine.map((r) => BigInt(r.offset));
      expect(offsets).toEqual([...offsets].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    const first = c.records.find((r) => r.key === keys[0]);
    expect(first?.topic).toBe('md.book.v1');
    expect(first?.value).toEqual(book(keys[0] as string, 0));
    expect(Math.abs((first?.timestamp ?? 0) - Date.now())).toBeLessThan(60_000);
  }));

  it('a new group member without fromBeginning gets only records produced after it started', withBus(async ({ bus }) => {
    await bus.produce('md.book.v1', [{ key: 'k1', value: book('m', 1) }]);
    const c = collector<'md.book.v1'>();
    const consumer = await bus.consume({ topics: ['md.book.v1'], groupId: randomName('g'), onMessage: c.onMessage });
    await consumer.ready;
    await bus.produce('md.book.v1', [{ key: 'k1', value: book('m', 2) }, { key: 'k2', value: book('m', 3) }]);
    await waitFor(() => c.records.length >= 2, 'two new records');
    await new Promise((r) => setTimeout(r, 200));
    expect(c.records.map((r) => (r.value as BookUpdate).seq).sort()).toEqual([2, 3]);
  }));

  it('members of one group split the records without delivering any twice', withBus(async ({ bus }) => {
    await bus.ensureTopics(['md.book.v1']);
    const groupId = randomName('g');
    const a = collector<'md.book.v1'>();
    const b = collector<'md.book.v1'>();
    const ca = await bus.consume({ topics: ['md.book.v1'], groupId, fromBeginning: true, onMessage: a.onMessage });
    const cb = await bus.consume({ topics: ['md.book.v1'], groupId, fromBeginning: true, onMessage: b.onMessage });
    await Promise.all([ca.ready, cb.ready]);
    const records = Array.from({ length: 60 }, (_, i) => ({ key: `key-${i % 12}`, value: book(`m${i % 12}`, i) }));
    await bus.produce('md.book.v1', records);
    await waitFor(() => a.records.length + b.records.length >= 60, 'every record once');
    await new Promise((r) => setTimeout(r, 300));
    const seqs = [...a.records, ...b.records].map((r) => (r.value as BookUpdate).seq).sort((x, y) => x - y);
    expect(seqs).toEqual([...Array(60).keys()]);
    expect(a.records.length).toBeGreaterThan(0);
    expect(b.records.length).toBeGreaterThan(0);
    // a partition belongs to one member
    const pa = new Set(a.records.map((r) => r.partition));
    expect(b.records.some((r) => pa.has(r.partition))).toBe(false);
  }));

  it('two groups each get everything; a reader without group reads from the beginning', withBus(async ({ bus }) => {
    await bus.produce('md.book.v1', Array.from({ length: 10 }, (_, i) => ({ key: `k${i}`, value: book('m', i) })));
    const g1 = collector<'md.book.v1'>();
    const g2 = collector<'md.book.v1'>();
    const solo = collector<'md.book.v1'>();
    const tail = collector<'md.book.v1'>();
    const consumers = await Promise.all([
      bus.consume({ topics: ['md.book.v1'], groupId: randomName('g1'), fromBeginning: true, onMessage: g1.onMessage }),
      bus.consume({ topics: ['md.book.v1'], groupId: randomName('g2'), fromBeginning: true, onMessage: g2.onMessage }),
      bus.consume({ topics: ['md.book.v1'], fromBeginning: true, onMessage: solo.onMessage }),
      bus.consume({ topics: ['md.book.v1'], onMessage: tail.onMessage }),
    ]);
    await Promise.all(consumers.map((c) => c.ready));
    await bus.produce('md.book.v1', Array.from({ length: 10 }, (_, i) => ({ key: `k${i}`, value: book('m', 10 + i) })));
    await waitFor(() => g1.records.length >= 20 && g2.records.length >= 20 && solo.records.length >= 20 && tail.records.length >= 10, 'all consumers');
    await new Promise((r) => setTimeout(r, 200));
    const seqs = (c: { records: ConsumedRecord<'md.book.v1'>[] }) => c.records.map((r) => (r.value as BookUpdate).seq).sort((x, y) => x - y);
    expect(seqs(g1)).toEqual([...Array(20).keys()]);
    expect(seqs(g2)).toEqual([...Array(20).keys()]);
    expect(seqs(solo)).toEqual([...Array(20).keys()]);
    expect(seqs(tail)).toEqual([...Array(10).keys()].map((i) => i + 10));
  }));

  it('a member never sees a record twice when its group rebalances before it commits', withBus(async ({ bus }) => {
    const seqOf = (r: ConsumedRecord<'md.book.v1'>): number => (r.value as BookUpdate).seq;
    await bus.produce('md.book.v1', Array.from({ length: 30 }, (_, i) => ({ key: `k${i % 6}`, value: book('m', i) })));
    const groupId = randomName('rb');
    const a: ConsumedRecord<'md.book.v1'>[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const ca = await bus.consume({
      topics: ['md.book.v1'],
      groupId,
      fromBeginning: true,
      onMessage: async (r) => {
        a.push(r);
        if (a.length === 10) await gate; // holds a batch whose records are delivered but not committed
      },
    });
    await ca.ready;
    await waitFor(() => a.length >= 10, 'first records');
    // a second member joins while the first holds its batch, then leaves: two rebalances; the first member's
    // partitions restart at the group's committed positions, behind what it has delivered
    const b = collector<'md.book.v1'>();
    const joining = bus.consume({ topics: ['md.book.v1'], groupId, fromBeginning: true, onMessage: b.onMessage });
    await new Promise((r) => setTimeout(r, 300));
    release();
    const cb = await joining;
    await cb.ready;
    await waitFor(() => new Set([...a, ...b.records].map(seqOf)).size >= 30, 'every record by one member or the other');
    await cb.close();
    await bus.produce('md.book.v1', Array.from({ length: 12 }, (_, i) => ({ key: `k${i % 6}`, value: book('m', 30 + i) })));
    await waitFor(() => a.filter((r) => seqOf(r) >= 30).length >= 12, 'the new records at the remaining member', 30_000);
    await new Promise((r) => setTimeout(r, 300));
    const positions = a.map((r) => `${r.partition}:${r.offset}`);
    expect(positions.length - new Set(positions).size).toBe(0); // no record twice at one member
    expect(a.filter((r) => seqOf(r) >= 30).map(seqOf).sort((x, y) => x - y)).toEqual([...Array(12).keys()].map((i) => 30 + i));
    expect([...new Set([...a, ...b.records].map(seqOf))].sort((x, y) => x - y)).toEqual([...Array(42).keys()]);
  }), 60_000);

  it('reports consumer lag per topic and group, zero once caught up', withBus(async ({ bus, registry }) => {
    const groupId = randomName('lag');
    await bus.produce('md.book.v1', Array.from({ length: 30 }, (_, i) => ({ key: `k${i}`, value: book('m', i) })));
    const c = collector<'md.book.v1'>();
    const consumer = await bus.consume({ topics: ['md.book.v1'], groupId, fromBeginning: true, onMessage: c.onMessage });
    await consumer.ready;
    await waitFor(() => c.records.length >= 30, 'all records');
    await new Promise((r) => setTimeout(r, 100));
    expect(await gaugeValue(registry, 'ref_bus_consumer_lag_records', { topic: 'md.book.v1', group: groupId })).toBe(0);
    await consumer.close();
    expect(await gaugeValue(registry, 'ref_bus_consumer_lag_records', { topic: 'md.book.v1', group: groupId })).toBeUndefined();
  }));

  it('materialises the latest value per key with tombstones, a version counter and change events', withBus(async ({ bus }) => {
    await bus.produce('ref.entity.v1', [
      { key: 'OPE:PERSON:A', value: entity('OPE:PERSON:A', 'Ann') },
      { key: 'OPE:PERSON:B', value: entity('OPE:PERSON:B', 'Bob') },
    ]);
    await bus.produce('ref.entity.v1', [
      { key: 'OPE:PERSON:A', value: entity('OPE:PERSON:A', 'Ann Two') },
      { key: 'OPE:PERSON:C', value: entity('OPE:PERSON:C', 'Cid') },
      { key: 'OPE:PERSON:B', value: null },
    ]);
    const table = await bus.materialize('ref.entity.v1');
    // resolved only once caught up with what was there at call time
    expect(table.size).toBe(2);
    expect(table.get('OPE:PERSON:A')?.canonical_name).toBe('Ann Two');
    expect(table.has('OPE:PERSON:B')).toBe(false);
    expect(table.get('OPE:PERSON:C')).toEqual(entity('OPE:PERSON:C', 'Cid'));
    expect(table.version).toBe(5);
    expect([...table.keys()].sort()).toEqual(['OPE:PERSON:A', 'OPE:PERSON:C']);
    const filtered = await bus.materialize('ref.entity.v1', { accept: (k) => k.endsWith(':C') });
    expect([...filtered.entries()].map(([k, v]) => [k, v.canonical_name])).toEqual([['OPE:PERSON:C', 'Cid']]);

    const changes: [string, string | null][] = [];
    const off = table.onChange((k, v: Entity | null) => changes.push([k, v?.canonical_name ?? null]));
    await bus.produce('ref.entity.v1', [
      { key: 'OPE:PERSON:D', value: entity('OPE:PERSON:D', 'Dee') },
      { key: 'OPE:PERSON:A', value: null },
    ]);
    await waitFor(() => table.version >= 7, 'live updates');
    expect(changes.sort()).toEqual([['OPE:PERSON:A', null], ['OPE:PERSON:D', 'Dee']]);
    expect([...table.values()].map((v) => v.canonical_name).sort()).toEqual(['Cid', 'Dee']);
    off();
    await bus.produce('ref.entity.v1', [{ key: 'OPE:PERSON:E', value: entity('OPE:PERSON:E', 'Eve') }]);
    await waitFor(() => table.version >= 8, 'one more update');
    expect(changes).toHaveLength(2);
    await table.close();
    await filtered.close();
  }));

  it('round-trips headers and reports tombstones to consumers as null values', withBus(async ({ bus }) => {
    const c = collector<'arb.opportunity.v1'>();
    const consumer = await bus.consume({ topics: ['arb.opportunity.v1'], fromBeginning: true, onMessage: c.onMessage });
    await consumer.ready;
    await bus.produce('arb.opportunity.v1', [{ key: 'OPI-X:yes:alpha:beta', value: null, headers: { trace: 'abc-123', 'x-origin': 'ünïcode ✓' } }]);
    await waitFor(() => c.records.length >= 1, 'tombstone');
    expect(c.records[0]).toMatchObject({ key: 'OPI-X:yes:alpha:beta', value: null, headers: { trace: 'abc-123', 'x-origin': 'ünïcode ✓' } });
  }));

  it('refuses a value that does not match its schema, naming the field, and sends nothing of the call', withBus(async ({ bus }) => {
    const bad = book('m', 1, { yes_asks: [{ price: 4200, size: 1 }, { price: 4300, size: 1 }, { price: '0.5' as unknown as number, size: 1 }] });
    const err = await bus.produce('md.book.v1', [{ key: 'ok', value: book('m', 0) }, { key: 'bad', value: bad }]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SchemaError);
    expect(err).toMatchObject({ code: 'SCHEMA_INVALID', retriable: false, topic: 'md.book.v1', path: 'yes_asks[2].price' });
    expect((err as Error).message).toBe('md.book.v1: yes_asks[2].price: expected int, got "0.5"');
    const missing = await bus.produce('md.book.v1', [{ key: 'bad', value: { ...book('m', 1), kind: 'bogus' as BookUpdate['kind'] } }]).catch((e: unknown) => e);
    expect((missing as Error).message).toBe('md.book.v1: kind: expected one of snapshot|delta|stale|heartbeat, got "bogus"');
    const floaty = await bus.produce('md.book.v1', [{ key: 'bad', value: { ...book('m', 1), seq: 1.5 } }]).catch((e: unknown) => e);
    expect((floaty as Error).message).toBe('md.book.v1: seq: expected long, got 1.5');

    await bus.produce('md.book.v1', [{ key: 'after', value: book('m', 99) }]);
    const c = collector<'md.book.v1'>();
    const consumer = await bus.consume({ topics: ['md.book.v1'], fromBeginning: true, onMessage: c.onMessage });
    await consumer.ready;
    await waitFor(() => c.records.length >= 1, 'the valid record');
    await new Promise((r) => setTimeout(r, 200));
    expect(c.records.map((r) => r.key)).toEqual(['after']);
  }));

  it('counts and skips corrupt records without stopping consumers or tables', withBus(async ({ bus, registry, writeRaw }) => {
    const key = 'OPE:PERSON:K';
    await bus.produce('ref.entity.v1', [{ key, value: entity(key, 'before') }]);
    await writeRaw('ref.entity.v1', key, Buffer.from('definitely not avro'));
    await writeRaw('ref.entity.v1', key, Buffer.from([0x52, 0, 0, 0, 99, 1, 2, 3])); // unknown schema version
    await writeRaw('ref.entity.v1', key, Buffer.from([0x52, 0, 0, 0, 1, 0x7f])); // truncated body
    await bus.produce('ref.entity.v1', [{ key, value: entity(key, 'after') }]);

    const c = collector<'ref.entity.v1'>();
    const consumer = await bus.consume({ topics: ['ref.entity.v1'], groupId: randomName('g'), fromBeginning: true, onMessage: c.onMessage });
    await consumer.ready;
    await waitFor(() => c.records.length >= 2, 'both valid records');
    expect(c.records.map((r) => (r.value as Entity).canonical_name)).toEqual(['before', 'after']);
    expect(await counterValue(registry, 'ref_bus_bad_records_total', 'ref.entity.v1')).toBe(3);

    const table = await bus.materialize('ref.entity.v1');
    expect(table.get(key)?.canonical_name).toBe('after');
    expect(table.version).toBe(2);
    expect(await counterValue(registry, 'ref_bus_bad_records_total', 'ref.entity.v1')).toBe(6);
    // the consumer is still alive
    await bus.produce('ref.entity.v1', [{ key, value: entity(key, 'later') }]);
    await waitFor(() => c.records.length >= 3 && table.get(key)?.canonical_name === 'later', 'later record');
  }));

  it('counts a throwing handler and keeps consuming', withBus(async ({ bus, registry }) => {
    const seen: number[] = [];
    const consumer = await bus.consume({
      topics: ['md.book.v1'],
      groupId: randomName('g'),
      onMessage: async (r) => {
        const seq = (r.value as BookUpdate).seq;
        if (seq === 1) throw new Error('handler bug');
        seen.push(seq);
      },
    });
    await consumer.ready;
    await bus.produce('md.book.v1', [0, 1, 2].map((i) => ({ key: 'same', value: book('m', i) })));
    await waitFor(() => seen.length >= 2, 'records around the failure');
    expect(seen).toEqual([0, 2]);
    expect(await counterValue(registry, 'ref_bus_handler_errors_total', 'md.book.v1')).toBe(1);
  }));

  it('closes gracefully: waits for the record in flight, then delivers nothing more; close is idempotent', withBus(async ({ bus }) => {
    const done: number[] = [];
    let started = 0;
    const consumer = await bus.consume({
      topics: ['md.book.v1'],
      groupId: randomName('g'),
      onMessage: async (r) => {
        started++;
        await new Promise((res) => setTimeout(res, 150));
        done.push((r.value as BookUpdate).seq);
      },
    });
    await consumer.ready;
    await bus.produce('md.book.v1', [0, 1, 2, 3, 4].map((i) => ({ key: 'one-key', value: book('m', i) })));
    await waitFor(() => started >= 1, 'first handler started');
    await consumer.close();
    expect(done.length).toBe(started); // nothing left half-done
    const after = done.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(done.length).toBe(after);
    expect(after).toBeLessThan(5);
    await consumer.close();
    // close flushes what was produced but not yet sent
    const pending = bus.produce('md.book.v1', [{ key: 'late', value: book('m', 42) }]);
    await bus.close();
    await expect(pending).resolves.toBeUndefined();
    await bus.close();
    const err = await bus.produce('md.book.v1', [{ key: 'x', value: book('m', 9) }]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BusError);
    expect(err).toMatchObject({ code: 'BUS_CLOSED' });
  }));

  it('a closed member commits what it handled: the next member of its group resumes right after, nothing lost or repeated', withBus(async ({ bus }) => {
    const group = randomName('g');
    const first: number[] = [];
    const a = await bus.consume({ topics: ['md.book.v1'], groupId: group, fromBeginning: true, onMessage: (r) => void first.push((r.value as BookUpdate).seq) });
    await a.ready;
    await bus.produce('md.book.v1', [0, 1, 2, 3, 4].map((i) => ({ key: 'one-key', value: book('m', i) })));
    await waitFor(() => first.length === 5, 'the first member handled every record');
    await a.close(); // well inside any commit interval: the close itself commits
    await bus.produce('md.book.v1', [5, 6].map((i) => ({ key: 'one-key', value: book('m', i) })));
    const second: number[] = [];
    const b = await bus.consume({ topics: ['md.book.v1'], groupId: group, fromBeginning: true, onMessage: (r) => void second.push((r.value as BookUpdate).seq) });
    await b.ready;
    await waitFor(() => second.length >= 2, 'the second member resumed');
    await new Promise((r) => setTimeout(r, 300));
    expect(first).toEqual([0, 1, 2, 3, 4]);
    expect(second).toEqual([5, 6]);
    await b.close();
  }));

  it('a record whose handler fails because its member is closing is not committed: the next member gets it', withBus(async ({ bus, registry }) => {
    const group = randomName('g');
    const first: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let closingNow = false;
    const a = await bus.consume({
      topics: ['md.book.v1'],
      groupId: group,
      fromBeginning: true,
      onMessage: async (r) => {
        const seq = (r.value as BookUpdate).seq;
        if (seq === 1) {
          await gate;
          if (closingNow) throw new Error('store closed under the handler'); // e.g. a service stopping mid-write
        }
        first.push(seq);
      },
    });
    await a.ready;
    await bus.produce('md.book.v1', [0, 1, 2].map((i) => ({ key: 'one-key', value: book('m', i) })));
    await waitFor(() => first.length === 1, 'record 0 handled, record 1 in its handler');
    closingNow = true;
    const closed = a.close();
    release();
    await closed;
    expect(first).toEqual([0]);
    expect(await counterValue(registry, 'ref_bus_handler_errors_total', 'md.book.v1')).toBe(1);
    const second: number[] = [];
    const b = await bus.consume({ topics: ['md.book.v1'], groupId: group, fromBeginning: true, onMessage: (r) => void second.push((r.value as BookUpdate).seq) });
    await b.ready;
    await waitFor(() => second.length >= 2, 'the second member got the unhandled record');
    await new Promise((r) => setTimeout(r, 300));
    expect(second).toEqual([1, 2]);
    await b.close();
  }));
});
