import { describe, expect, it } from 'vitest';
import { BusError, SchemaError, createMemoryBus, type BookUpdate, type MemoryBus } from '@ref/bus';
import { createLogger, createRegistry } from '@ref/telemetry';
import { Listing, MdPublisher } from './md-publisher.ts';
import { createVenueMetrics } from './metrics.ts';

const log = createLogger({ name: 'md-publisher-test', level: 'silent' });

/** A memory bus whose md.book.v1 produces throw `fail()` while it returns an error. */
function failingBus(fail: () => Error | null): { bus: MemoryBus; calls: () => number } {
  const bus = createMemoryBus({ logger: log });
  const produce = bus.produce.bind(bus);
  let calls = 0;
  bus.produce = ((topic: string, records: never) => {
    if (topic === 'md.book.v1') {
      calls++;
      const err = fail();
      if (err !== null) return Promise.reject(err);
    }
    return produce(topic as never, records);
  }) as typeof bus.produce;
  return { bus, calls: () => calls };
}

async function books(bus: MemoryBus, n: number): Promise<BookUpdate[]> {
  const seen: BookUpdate[] = [];
  const c = await bus.consume({ topics: ['md.book.v1'], fromBeginning: true, onMessage: (r) => void seen.push(r.value as BookUpdate) });
  for (let i = 0; i < 1000 && seen.length < n; i++) await new Promise((r) => setTimeout(r, 2));
  await c.close();
  return seen;
}

function setup(bus: MemoryBus) {
  const registry = createRegistry();
  const metrics = createVenueMetrics(registry);
  const publisher = new MdPublisher({ bus, venue: 'alpha', log, metrics, refusedAttempts: 2, resnapshotDelayMs: 20, now: () => 5_000 });
  const l = new Listing('alpha', 'M1', 'E1');
  l.book.snapshot([{ price: 40, size: 100 }], [{ price: 55, size: 10 }]);
  return { publisher, l, registry };
}

describe('MdPublisher', () => {
  it('a book batch the bus refuses for good is followed by a snapshot of the book as it is then, so the topic ends at the connector book', async () => {
    let down = false;
    const { bus } = failingBus(() => (down ? new BusError('BUS_FAILED', 'kafka produce failed: broker refused (test)') : null));
    const { publisher, l, registry } = setup(bus);
    publisher.snapshot(l, 1, 1_000, 1_000);
    await publisher.flush();
    down = true;
    l.book.ladder('yes').set(40, 0);
    l.book.ladder('yes').set(42, 7);
    publisher.delta(l, [{ price: 40, size: 0 }, { price: 42, size: 7 }], [], 2, 2_000, 2_000);
    await publisher.flush(); // refused twice: dropped
    down = false;
    const got = await books(bus, 2);
    expect(got.map((b) => [b.kind, b.seq, b.yes_asks, b.no_asks])).toEqual([
      ['snapshot', 1, [{ price: 40, size: 100 }], [{ price: 55, size: 10 }]],
      ['snapshot', 3, [{ price: 42, size: 7 }], [{ price: 55, size: 10 }]],
    ]);
    expect(await registry.getSingleMetricAsString('ref_connector_dropped_records_total')).toContain('ref_connector_dropped_records_total{venue="alpha",topic="md.book.v1"} 1');
    expect(await registry.getSingleMetricAsString('ref_connector_resnapshots_total')).toContain('ref_connector_resnapshots_total{venue="alpha"} 1');
    await publisher.close();
  });

  it('a refusal that passes is retried, not dropped: nothing snapshotted again', async () => {
    let refusals = 1;
    const { bus, calls } = failingBus(() => (refusals-- > 0 ? new BusError('BUS_FAILED', 'kafka produce failed (test)') : null));
    const { publisher, l } = setup(bus);
    publisher.snapshot(l, 1, 1_000, 1_000);
    await publisher.flush();
    await new Promise((r) => setTimeout(r, 60));
    expect((await books(bus, 1)).map((b) => [b.kind, b.seq])).toEqual([['snapshot', 1]]);
    expect(calls()).toBe(2);
    await publisher.close();
  });

  it('a schema error is dropped at once and not snapshotted again (the snapshot would carry the same bad data)', async () => {
    let bad = true;
    const { bus, calls } = failingBus(() => (bad ? new SchemaError('md.book.v1', 'yes_asks[0].price', 'out of range') : null));
    const { publisher, l, registry } = setup(bus);
    publisher.snapshot(l, 1, 1_000, 1_000);
    await publisher.flush();
    bad = false;
    await new Promise((r) => setTimeout(r, 60));
    expect(calls()).toBe(1);
    expect(await books(bus, 0)).toEqual([]);
    expect(await registry.getSingleMetricAsString('ref_connector_resnapshots_total')).not.toContain('venue="alpha"');
    await publisher.close();
  });
});
