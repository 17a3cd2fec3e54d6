// Incremental matching gives what a full pass over the same catalog gives: records arriving one at a time (each a
// block re-match with pair scores remembered between passes) end in the same clusters as one pass over them all.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createMemoryBus } from '@ref/bus';
import { refdata } from '@ref/domain';
import { createTestPostgresStore, waitFor, type TestPostgresStore } from '@ref/testkit';
import { createLogger, createRegistry } from '@ref/telemetry';
import { loadKb, runPass, scenarioToCatalog, startRefdata } from '@ref/refdata';

const log = createLogger({ name: 'test', level: 'silent' });

/** The events' listing sets, each sorted, as one sorted list (ids aside). */
const partition = (events: Iterable<refdata.EventRec>): string[] =>
  [...events].filter((e) => e.venue_listings.length > 0).map((e) => e.venue_listings.map((l) => `${l.venue}:${l.venue_event_id}`).sort().join(' ')).sort();

describe('refdata incremental matching', () => {
  let store: TestPostgresStore;
  afterAll(async () => {
    await store?.close();
  });

  it('records added one by one end in the clusters of a full pass', async () => {
    const scenario = JSON.parse(readFileSync(new URL('./holdout5-set.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    const { events: catalog } = scenarioToCatalog(scenario);
    const nowMs = Date.parse(String(scenario['now']));
    store = await createTestPostgresStore(inject('pgUrl'), { prefix: 'refdata_incr' });
    const bus = createMemoryBus();
    const late = catalog.filter((_, i) => i % 5 === 2);
    const early = catalog.filter((_, i) => i % 5 !== 2);
    await bus.produce('md.catalog.v1', early.map((v) => ({ key: `${v.venue}:${v.venue_event_id}`, value: v })));
    const svc = await startRefdata({ bus, store, log, registry: createRegistry(), now: () => nowMs });
    for (const v of late) {
      await bus.produce('md.catalog.v1', [{ key: `${v.venue}:${v.venue_event_id}`, value: v }]);
      await svc.idle();
    }
    const listed = (): number => [...svc.events().values()].reduce((n, e) => n + e.venue_listings.length, 0);
    // the last records may reach the service after idle() returned (the bus delivers on its own turn)
    await waitFor(async () => {
      await svc.idle();
      return listed() === catalog.length;
    });
    const incremental = partition(svc.events().values());
    await svc.stop();
    const full = runPass({ catalog, kb: loadKb().kb, kbSyncedAtMs: nowMs, reg: new refdata.IdRegistry(), nowMs, previous: () => undefined });
    expect(late.length).toBeGreaterThan(40);
    expect(incremental).toEqual(partition(full.events));
  });
});
