// /reference/v2 through the real gateway frame (inject): lookups, exact 404 bodies, 400s, filters, cursors under change.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemoryBus, type Bus, type RefEvent } from '@ref/bus';
import { refdata } from '@ref/domain';
import { buildApp, type Gateway } from '@ref/gateway';
import { loadKb, runPass, scenarioToCatalog } from '@ref/refdata';
import { createLogger, createRegistry } from '@ref/telemetry';
import { createTestPostgresStore, waitFor, type TestPostgresStore } from '@ref/testkit';
import { reference } from '../../services/gateway/src/routes/reference.ts';

const scenario = JSON.parse(readFileSync(new URL('./eval-set.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const NOW = Date.parse('2026-11-22T15:00:00Z');

describe('/reference/v2', () => {
  let store: TestPostgresStore;
  let bus: Bus;
  let gw: Gateway;
  let key: string;
  let freeKey: string;
  let events: refdata.EventRec[];
  let entities: refdata.EntityRec[];
  const get = (url: string, k: string | null = key) => gw.app.inject({ method: 'GET', url, headers: k === null ? {} : { 'x-api-key': k } });
  const byAlpha = (t: string): refdata.EventRec => events.find((e) => e.venue_listings.some((l) => l.venue === 'alpha' && l.venue_event_id === t))!;

  beforeAll(async () => {
    store = await createTestPostgresStore(inject('pgUrl'), { prefix: 'refroutes' });
    bus = createMemoryBus();
    const { kb, syncedAtMs } = loadKb();
    const reg = new refdata.IdRegistry();
    const pass = runPass({ catalog: scenarioToCatalog(scenario).events, kb, kbSyncedAtMs: syncedAtMs, reg, nowMs: NOW, previous: () => undefined });
    events = pass.events;
    entities = [...pass.entities, ...kb.entities.map((e) => refdata.kbEntityRec(e, { reg, kbSyncedAtMs: syncedAtMs }))];
    gw = await buildApp({ ctx: { bus, store, log: createLogger({ name: 't', level: 'silent' }), registry: createRegistry(), now: () => NOW }, capabilities: [reference], config: { feeds: false, docs: false, plans: { free: { perSecond: 100_000, burst: 100_000, perMinute: 1_000_000 } } } });
    key = (await gw.accounts.createKey({ plan: 'free', reference: true, name: 'ref' })).key;
    freeKey = (await gw.accounts.createKey({ plan: 'premium', name: 'premium' })).key;
    await bus.produce('ref.event.v1', events.map((e) => ({ key: e.ref_id, value: e })));
    await bus.produce('ref.entity.v1', [...new Map(entities.map((e) => [e.ref_id, e])).values()].map((e) => ({ key: e.ref_id, value: e })));
    await waitFor(async () => (await get('/reference/v2/events?limit=2000')).json<{ items: unknown[] }>().items.length > 40);
  });
  afterAll(async () => {
    await gw?.close();
    await bus?.close();
    await store?.close();
  });

  it('needs a reference-data key', async () => {
    expect((await get('/reference/v2/events', null)).statusCode).toBe(401);
    expect((await get('/reference/v2/events', freeKey)).statusCode).toBe(403);
  });

  it('looks up by every venue id form and by ref_id; gamma stays out', async () => {
    const ev = byAlpha('KXNBAGAME-26DEC10LALBOS');
    const beta = ev.venue_listings.find((l) => l.venue === 'beta')!;
    const betaCond = ev.outcomes.flatMap((o) => o.venue_listings).find((l) => l.venue === 'beta')!.venue_market_id;
    const urls = [
      '/reference/v2/events/lookup?venue=alpha&id=KXNBAGAME-26DEC10LALBOS',
      '/reference/v2/events/lookup?venue=alpha&id=KXNBAGAME-26DEC10LALBOS-LAL',
      `/reference/v2/events/lookup?venue=beta&id=${beta.venue_event_id}`,
      `/reference/v2/events/lookup?venue=beta&id=${beta.venue_event_slug}`,
      `/reference/v2/events/lookup?venue=beta&id=${betaCond.toUpperCase().replace('0X', '0x')}`,
      `/reference/v2/events/lookup?ref_id=${ev.ref_id}`,
      `/reference/v2/events/${ev.ref_id}`,
    ];
    for (const u of urls) {
      const r = await get(u);
      expect(r.statusCode, u).toBe(200);
      const body = r.json<{ ref_id: string; venue_listings: Array<{ venue: string }>; outcomes: Array<{ venue_listings: Array<{ venue: string }>; venue_pairs: Array<{ venue_a: string; venue_b: string }> }>; classified_at: string; numeric_id?: number }>();
      expect(body.ref_id).toBe(ev.ref_id);
      expect(body.venue_listings.map((l) => l.venue)).toEqual(['alpha', 'beta']);
      expect(body.outcomes.flatMap((o) => o.venue_listings).some((l) => l.venue === 'gamma')).toBe(false);
      expect(body.outcomes.flatMap((o) => o.venue_pairs).some((p) => p.venue_a === 'gamma' || p.venue_b === 'gamma')).toBe(false);
      expect(body.classified_at).toBe('2026-11-22T15:00:00.000Z');
      expect(body.numeric_id).toBeUndefined();
    }
    const bu = events.find((e) => e.venue_listings.some((l) => l.venue === 'beta_us'))!;
    const slug = bu.outcomes.flatMap((o) => o.venue_listings).find((l) => l.venue === 'beta_us')!.venue_market_id;
    expect((await get(`/reference/v2/events/lookup?venue=beta_us&id=${slug}`)).json<{ ref_id: string }>().ref_id).toBe(bu.ref_id);
  });

  it('answers the exact 404 bodies and 400 for bad selectors', async () => {
    const r = await get('/reference/v2/events/lookup?venue=alpha&id=NOPE-1');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ detail: { error_code: 'EVENT_NOT_FOUND', error: 'no_canonical_match', venue: 'alpha', id: 'NOPE-1' } });
    expect((await get('/reference/v2/events/OPI-ZZZZZZZZ')).json()).toEqual({ detail: { error_code: 'EVENT_NOT_FOUND', error: 'no_canonical_match', ref_id: 'OPI-ZZZZZZZZ' } });
    const e404 = await get('/reference/v2/entities/OPE%3ATEAM%3ANOBODY');
    expect(e404.statusCode).toBe(404);
    expect(e404.json()).toEqual({ detail: { error_code: 'ENTITY_NOT_FOUND', ref_id: 'OPE:TEAM:NOBODY' } });
    for (const u of [
      '/reference/v2/events/lookup', '/reference/v2/events/lookup?ref_id=OPI-AAAAAAAA&venue=alpha&id=X', '/reference/v2/events/lookup?ref_id=opi-1',
      '/reference/v2/events/lookup?venue=alpha', '/reference/v2/events/lookup?id=X', '/reference/v2/events/lookup?venue=gamma&id=1',
      '/reference/v2/events/not-an-id', '/reference/v2/events?limit=0', '/reference/v2/events?limit=2001', '/reference/v2/events?limit=abc',
      '/reference/v2/events?allow=timing', '/reference/v2/events?fungible=yes', '/reference/v2/events?fungible=true&allow=price',
      '/reference/v2/events?basis_class=same', '/reference/v2/events?venue_pair=alpha', '/reference/v2/events?venue_pair=alpha,gamma',
      '/reference/v2/events?classified_since=yesterday', '/reference/v2/events?cursor=garbage', '/reference/v2/entities/lookup',
      '/reference/v2/entities/lookup?kb_qid=Q1&kind=team&name=x', '/reference/v2/entities/lookup?kind=team', '/reference/v2/entities/lookup?kb_qid=X1',
      '/reference/v2/entities/lookup?kind=alien&name=x', '/reference/v2/entities/bad', '/reference/v2/entities?provenance=web',
    ]) {
      const r2 = await get(u);
      expect(r2.statusCode, u).toBe(400);
      expect(typeof r2.json<{ detail: unknown }>().detail, u).toBe('string');
    }
  });

  it('filters on fungibility (strict, allow, venue_pair), basis_class, outcome_universe, domain, active, classified_since', async () => {
    const ids = async (q: string): Promise<Set<string>> => new Set((await get(`/reference/v2/events?limit=2000&${q}`)).json<{ items: Array<{ ref_id: string }> }>().items.map((i) => i.ref_id));
    const chiefs = byAlpha('KXNFLGAME-26DEC13KCNE').ref_id; // alpha|beta differ only on postponement policy
    const gdp = byAlpha('KXGDP-26Q4').ref_id; // different settlement source
    const lakers = byAlpha('KXU3-26NOV').ref_id; // unemployment: same buckets, same source on alpha|beta
    const strictAB = await ids('fungible=true&venue_pair=beta,alpha');
    expect(strictAB.has(lakers)).toBe(true);
    expect(strictAB.has(chiefs)).toBe(false);
    expect(strictAB.has(gdp)).toBe(false);
    expect((await ids('fungible=false&venue_pair=alpha,beta')).has(chiefs)).toBe(true);
    // chiefs: beta lists only the Chiefs side, so the universe is partial and no allow makes the pair fungible
    expect((await ids('fungible=true&allow=condition_scope&venue_pair=alpha,beta')).has(chiefs)).toBe(false);
    // an identical universe whose only divergence is condition_scope: fungible only when allowed
    const u3 = events.find((e) => e.ref_id === lakers)!;
    const scoped: RefEvent = { ...u3, ref_id: 'OPI-CSCOPE01', outcomes: u3.outcomes.map((o, i) => i > 0 ? o : { ...o, venue_pairs: o.venue_pairs.map((p) => ({ ...p, fungible: false, divergence_axes: ['condition_scope'], divergence_reason: 'x' })) }) };
    await bus.produce('ref.event.v1', [{ key: scoped.ref_id, value: scoped }]);
    await waitFor(async () => (await get('/reference/v2/events/OPI-CSCOPE01')).statusCode === 200);
    expect((await ids('fungible=true&venue_pair=alpha,beta')).has('OPI-CSCOPE01')).toBe(false);
    expect((await ids('fungible=true&allow=condition_scope&venue_pair=alpha,beta')).has('OPI-CSCOPE01')).toBe(true);
    expect((await ids('fungible=true&allow=timing,source')).has('OPI-CSCOPE01')).toBe(false);
    await bus.produce('ref.event.v1', [{ key: scoped.ref_id, value: null }]);
    await waitFor(async () => (await get('/reference/v2/events/OPI-CSCOPE01')).statusCode === 404);
    expect((await ids('fungible=true&allow=condition_scope&venue_pair=alpha,beta')).has(gdp)).toBe(false);
    expect((await ids('basis_class=settlement_source')).has(gdp)).toBe(true);
    expect((await ids('basis_class=identical')).has(gdp)).toBe(false);
    const fed = byAlpha('KXFEDDECISION-26DEC').ref_id; // beta lists a 50+ bps cut that alpha does not
    expect((await ids('outcome_universe=partial&venue_pair=alpha,beta')).has(fed)).toBe(true);
    expect((await ids('outcome_universe=identical&venue_pair=alpha,beta')).has(fed)).toBe(false);
    expect((await ids('subject_domain=crypto')).size).toBe(events.filter((e) => e.subject_domain.toLowerCase() === 'crypto' && e.venue_listings.some((l) => l.venue !== 'gamma')).length);
    expect((await ids('active=false')).size).toBe(0);
    expect((await ids('classified_since=2026-11-22T15:00:01Z')).size).toBe(0);
    expect((await ids('classified_since=2026-11-22T15:00:00Z')).size).toBeGreaterThan(40);
  });

  it('walks pages with opaque cursors, without duplicates or skips while data changes', async () => {
    const all = (await get('/reference/v2/events?limit=2000')).json<{ items: Array<{ ref_id: string }>; next_cursor: string | null }>();
    expect(all.next_cursor).toBeNull();
    const seen: string[] = [];
    let url = '/reference/v2/events?limit=7';
    let page = 0;
    for (;;) {
      const r = (await get(url)).json<{ items: Array<{ ref_id: string }>; next_cursor: string | null }>();
      seen.push(...r.items.map((i) => i.ref_id));
      if (page++ === 1) {
        // during the walk: one event changes, a new one appears before the cursor, one after
        const changed: RefEvent = { ...events[events.length - 1]!, title: 'changed', classified_at_ms: NOW + 1000 };
        const early: RefEvent = { ...events[0]!, ref_id: 'OPI-00000000' };
        const late: RefEvent = { ...events[0]!, ref_id: 'OPI-ZZZZZZZZ' };
        await bus.produce('ref.event.v1', [{ key: changed.ref_id, value: changed }, { key: early.ref_id, value: early }, { key: late.ref_id, value: late }]);
        await waitFor(async () => (await get('/reference/v2/events/OPI-ZZZZZZZZ')).statusCode === 200);
      }
      if (r.next_cursor === null) break;
      url = `/reference/v2/events?limit=7&cursor=${encodeURIComponent(r.next_cursor)}`;
    }
    const expected = [...all.items.map((i) => i.ref_id), 'OPI-ZZZZZZZZ'];
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
    // a cursor is bound to its query
    const c = (await get('/reference/v2/events?limit=1')).json<{ next_cursor: string }>().next_cursor;
    expect((await get(`/reference/v2/events?limit=1&active=true&cursor=${encodeURIComponent(c)}`)).statusCode).toBe(400);
  });

  it('serves entities: lookup by ref_id (colons raw or encoded), kb_qid, kind+name; list filters and paging', async () => {
    const lakers = { ref_id: 'OPE:TEAM:LOS-ANGELES-LAKERS', kb_qid: 'Q121783', provenance: 'kb', kind: 'team' };
    for (const u of ['/reference/v2/entities/OPE:TEAM:LOS-ANGELES-LAKERS', '/reference/v2/entities/OPE%3ATEAM%3ALOS-ANGELES-LAKERS',
      '/reference/v2/entities/lookup?kb_qid=Q121783', '/reference/v2/entities/lookup?kind=team&name=los%20angeles%20LAKERS',
      '/reference/v2/entities/lookup?ref_id=OPE:TEAM:LOS-ANGELES-LAKERS']) {
      const r = await get(u);
      expect(r.statusCode, u).toBe(200);
      expect(r.json(), u).toMatchObject({ ...lakers, canonical_name: 'Los Angeles Lakers', metadata: { league: 'NBA', sport: 'basketball', city: 'Los Angeles' }, source_synced_at: '2026-11-22T00:00:00.000Z' }); // the latest kb file's synced_at (teams-unverified.json)
    }
    expect((await get('/reference/v2/entities/lookup?kb_qid=Q999999999')).json()).toEqual({ detail: { error_code: 'ENTITY_NOT_FOUND', ref_id: null, kb_qid: 'Q999999999' } });
    const teams = (await get('/reference/v2/entities?kind=team&q=new&limit=2000')).json<{ items: Array<{ canonical_name: string; kind: string }> }>().items;
    expect(teams.length).toBeGreaterThan(3);
    expect(teams.every((t) => t.kind === 'team' && t.canonical_name.toLowerCase().includes('new'))).toBe(true);
    const auto = (await get('/reference/v2/entities?provenance=llm_auto&limit=2000')).json<{ items: Array<{ kb_qid: string | null }> }>().items;
    expect(auto.length).toBeGreaterThan(0);
    expect(auto.every((a) => a.kb_qid === null)).toBe(true);
    const seen: string[] = [];
    let url = '/reference/v2/entities?limit=13';
    for (;;) {
      const r = (await get(url)).json<{ items: Array<{ ref_id: string }>; next_cursor: string | null }>();
      seen.push(...r.items.map((i) => i.ref_id));
      if (r.next_cursor === null) break;
      url = `/reference/v2/entities?limit=13&cursor=${r.next_cursor}`;
    }
    expect(seen).toEqual([...new Set(entities.map((e) => e.ref_id))].sort());
  });
});
