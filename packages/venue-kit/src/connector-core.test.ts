import { describe, expect, it } from 'vitest';
import { createMemoryBus, type BookUpdate, type CatalogEvent } from '@ref/bus';
import { VenueDataError } from '@ref/domain';
import { createLogger, createRegistry } from '@ref/telemetry';
import { ConnectorCore, singleSocket, type VenueFeeds } from './connector-core.ts';
import { Listing } from './md-publisher.ts';

const log = createLogger({ name: 'connector-core-test', level: 'silent' });

function event(id: string): CatalogEvent {
  return {
    venue: 'alpha', venue_event_id: id, event_slug: null, series_id: null, series_title: null, title: id, sub_title: null, category: null, status: 'active',
    mutually_exclusive: false, market_type: 'binary', close_time_ms: null, settlement_sources: [], rules: null, observed_at_ms: 1, markets: [],
  };
}

function setup(): { core: ConnectorCore; bus: ReturnType<typeof createMemoryBus> } {
  const bus = createMemoryBus({ logger: log });
  const core = new ConnectorCore({ bus, log, registry: createRegistry(), now: () => 1_000, config: {} }, 'connector-alpha', 'alpha');
  return { core, bus };
}

async function records<T>(bus: ReturnType<typeof createMemoryBus>, topic: 'md.catalog.v1' | 'md.book.v1', n: number): Promise<T[]> {
  const seen: T[] = [];
  const c = await bus.consume({ topics: [topic], fromBeginning: true, onMessage: (r) => void seen.push(r.value as T) });
  for (let i = 0; i < 500 && seen.length < n; i++) await new Promise((r) => setTimeout(r, 2));
  await c.close();
  return seen;
}

const feeds = (): VenueFeeds & { stops: number } => {
  const f = { stops: 0, reconnects: () => 3, check: () => ({ ok: true, detail: 'up' }), stop: async () => void f.stops++ };
  return f;
};

describe('ConnectorCore', () => {
  it('publishes accepted catalog records, counts rejected ones, and is ready once every followed listing snapshotted', async () => {
    const { core, bus } = setup();
    await core.publishCatalog(
      ['e1', 'bad', 'e2'],
      (id) => {
        if (id === 'bad') throw new VenueDataError('wrong_type', 'title', 7);
        return event(id);
      },
      (rec) => {
        core.follow(`${rec.venue_event_id}-m`, rec.venue_event_id, `${rec.venue_event_id}-y`, `${rec.venue_event_id}-n`);
      },
    );
    expect([...core.listings.values()].map((l) => [l.venue, l.venueMarketId, l.venueEventId, l.yesToken, l.noToken])).toEqual([
      ['alpha', 'e1-m', 'e1', 'e1-y', 'e1-n'],
      ['alpha', 'e2-m', 'e2', 'e2-y', 'e2-n'],
    ]);
    expect(core.bad.counts).toEqual(new Map([['wrong_type', 1]]));
    expect((await records<CatalogEvent>(bus, 'md.catalog.v1', 2)).map((e) => e.venue_event_id).sort()).toEqual(['e1', 'e2']); // keyed per event: partitions differ

    const service = core.running(() => undefined, feeds(), 0);
    let ready = false;
    void core.ready.then(() => (ready = true));
    const [l1, l2] = [...core.listings.values()] as [Listing, Listing];
    core.markReady(l1);
    core.markReady(l1); // twice: counted once
    await Promise.resolve();
    expect(ready).toBe(false);
    expect(service.health.ready().checks['alpha_books']).toEqual({ ok: false, detail: '1/2 books ready' });
    core.markReady(l2);
    await core.ready;
    expect(service.health.ready()).toEqual({ ok: true, checks: { alpha_ws: { ok: true, detail: 'up' }, alpha_books: { ok: true, detail: '2/2 books ready' } } });
    core.markUnready(l2);
    expect(l2.ready).toBe(false);
    expect(service.health.ready().checks['alpha_books']).toEqual({ ok: false, detail: '1/2 books ready' });
    await service.stop();
    await bus.close();
  });

  it('is ready at once with nothing to follow (a rejected mapping error of another kind counts as catalog)', async () => {
    const { core, bus } = setup();
    await core.publishCatalog(['x'], () => { throw new Error('boom'); }, () => undefined);
    await core.ready;
    expect(core.bad.counts).toEqual(new Map([['catalog', 1]]));
    await core.stop(() => Promise.resolve());
    await bus.close();
  });

  it('decodes frames: counts each, a VenueDataError is bad input, anything else is thrown', async () => {
    const { core, bus } = setup();
    expect(core.decode('{"a":1}', (t) => JSON.parse(t) as unknown)).toEqual({ a: 1 });
    expect(core.decode('x', () => { throw new VenueDataError('bad_json', 'frame', 'x'); })).toBeNull();
    expect(() => core.decode('y', () => { throw new TypeError('bug'); })).toThrow(TypeError);
    expect(core.messages).toBe(3);
    expect(core.bad.counts).toEqual(new Map([['bad_json', 1]]));
    await core.stop(() => Promise.resolve());
    await bus.close();
  });

  it('counts resnapshots, publishes stale records, and stops once', async () => {
    const { core, bus } = setup();
    const l = new Listing('alpha', 'm1', 'e1');
    await core.publishCatalog([event('e1')], (e) => e, () => core.listings.set('m1', l));
    const f = feeds();
    const service = core.running(() => undefined, f, 0);
    core.countResnapshot({ market: 'm1' }, 'crossed book');
    core.wentStale([l]);
    core.wentStale([l]); // already stale: one record
    expect(service.stats.resnapshots).toBe(1);
    expect(service.stats.reconnects()).toBe(3);
    const book = await records<BookUpdate>(bus, 'md.book.v1', 1);
    expect(book.map((b) => [b.venue_market_id, b.kind, b.received_ts_ms])).toEqual([['m1', 'stale', 1_000]]);
    const first = service.stop();
    expect(service.stop()).toBe(first);
    await first;
    expect(f.stops).toBe(1);
    await bus.close();
  });

  it('singleSocket reads the socket live', async () => {
    const ws = { connected: false, reconnects: 0, stops: 0, stop: async () => void ws.stops++ };
    const s = singleSocket(ws);
    expect(s.check()).toEqual({ ok: false, detail: 'disconnected' });
    ws.connected = true;
    ws.reconnects = 2;
    expect(s.check()).toEqual({ ok: true, detail: 'connected' });
    expect(s.reconnects()).toBe(2);
    await s.stop();
    expect(ws.stops).toBe(1);
  });
});
