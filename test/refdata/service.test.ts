// refdata service end to end: memory bus + real PostgreSQL; stable ids across restarts and grown catalogs,
// classified_at only moves on a changed result, listings moving between events, bad records skipped.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createMemoryBus, type CatalogEvent, type RefEvent } from '@ref/bus';
import { createTestPostgresStore, waitFor, type TestPostgresStore } from '@ref/testkit';
import { createLogger, createRegistry } from '@ref/telemetry';
import { listReview, scenarioToCatalog, startRefdata } from '@ref/refdata';

const scenario = JSON.parse(readFileSync(new URL('./eval-set.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const { events: catalog } = scenarioToCatalog(scenario);
const log = createLogger({ name: 'test', level: 'silent' });

describe('refdata service', () => {
  let store: TestPostgresStore;
  afterAll(async () => {
    await store?.close();
  });

  it('matches, persists, publishes; ids survive a restart and a grown catalog', async () => {
    store = await createTestPostgresStore(inject('pgUrl'), { prefix: 'refdata' });
    let clock = Date.parse('2026-11-22T15:00:00Z');
    const bus = createMemoryBus();
    const half = catalog.filter((_, i) => i % 2 === 0);
    await bus.produce('md.catalog.v1', half.map((v) => ({ key: `${v.venue}:${v.venue_event_id}`, value: v })));
    const s1 = await startRefdata({ bus, store, log, registry: createRegistry(), now: () => clock });
    const first = new Map([...s1.events()].map(([k, v]) => [k, v]));
    const listingToEvent1 = new Map<string, string>();
    for (const e of first.values()) for (const l of e.venue_listings) listingToEvent1.set(`${l.venue}:${l.venue_event_id}`, e.ref_id);
    for (const id of first.keys()) expect(id).toMatch(/^OPI-[0-9A-Z]{8}$/);
    await s1.stop();

    // restart with the full catalog: every event that kept its members keeps its id
    clock += 60_000;
    await bus.produce('md.catalog.v1', catalog.filter((_, i) => i % 2 === 1).map((v) => ({ key: `${v.venue}:${v.venue_event_id}`, value: v })));
    const s2 = await startRefdata({ bus, store, log, registry: createRegistry(), now: () => clock });
    const second = s2.events();
    for (const [k, opi] of listingToEvent1) {
      const now = [...second.values()].find((e) => e.venue_listings.some((l) => `${l.venue}:${l.venue_event_id}` === k));
      expect(now?.ref_id, `${k} ${JSON.stringify(now?.venue_listings)}`).toBe(opi);
    }
    // published records decode with the Avro schema and equal the service's view
    const table = await bus.materialize('ref.event.v1');
    await waitFor(() => table.size === second.size);
    const some = [...second.values()].find((e) => e.venue_listings.length === 3)!;
    expect(table.get(some.ref_id)).toEqual(some);
    const entities = await bus.materialize('ref.entity.v1');
    expect([...entities.values()].some((e) => e.kb_qid === 'Q121783' && e.provenance === 'kb' && e.ref_id === 'OPE:TEAM:LOS-ANGELES-LAKERS')).toBe(true);

    // unchanged re-delivery: classified_at does not move
    const before = structuredClone(some);
    clock += 60_000;
    const alphaKey = some.venue_listings.find((l) => l.venue === 'alpha')!;
    const rec = catalog.find((c) => c.venue === 'alpha' && c.venue_event_id === alphaKey.venue_event_id)!;
    await bus.produce('md.catalog.v1', [{ key: `alpha:${rec.venue_event_id}`, value: { ...rec, observed_at_ms: clock } }]);
    await waitFor(async () => {
      await s2.idle();
      return true;
    });
    expect(s2.events().get(some.ref_id)!.classified_at_ms).toBe(before.classified_at_ms);

    // a changed result moves classified_at: the alpha listing's rules now say postponement resolves 50-50
    clock += 60_000;
    const changed: CatalogEvent = { ...rec, observed_at_ms: clock, markets: rec.markets.map((m) => ({ ...m, rules: 'If the game is postponed, the market settles at the last traded price.' })) };
    await bus.produce('md.catalog.v1', [{ key: `alpha:${rec.venue_event_id}`, value: changed }]);
    await waitFor(async () => {
      await s2.idle();
      return s2.events().get(some.ref_id)!.classified_at_ms === clock;
    });
    const after: RefEvent = s2.events().get(some.ref_id)!;
    expect(after.ref_id).toBe(before.ref_id);
    expect(after.outcomes.map((o) => o.ref_id)).toEqual(before.outcomes.map((o) => o.ref_id));

    // a bad record is skipped, not fatal
    await bus.produce('md.catalog.v1', [{ key: 'beta:broken', value: { ...rec, venue: 'beta', venue_event_id: 'broken', title: '', markets: [] } }]);
    await waitFor(async () => {
      await s2.idle();
      const review = await listReview(store);
      return review.some((r) => r.kind === 'unmatchable' && r.keys.includes('beta:broken') && r.reasons[0] === 'missing title');
    });
    expect(s2.health.ready().ok).toBe(true);
    await s2.stop();
    await bus.close();
  });
});
