// The refdata service: materialises md.catalog.v1, matches (fully at start, then incrementally per change),
// persists ids/events/entities/review, publishes ref.event.v1 and ref.entity.v1.
import type { Bus, CatalogEvent, Entity, RefEvent, Table } from '@ref/bus';
import { refdata } from '@ref/domain';
import type { Store } from '@ref/store';
import { Counter, Gauge, Health, Histogram, type Logger, type Registry, type Service } from '@ref/telemetry';
import { loadKb, type LoadedKb } from './kb.ts';
import { featuresOf, runPass, type PassResult } from './pipeline.ts';
import { MIGRATIONS, loadState, persistIds, persistPass, reviewId } from './store.ts';

export interface RefdataDeps {
  bus: Bus;
  store: Store;
  log: Logger;
  registry: Registry;
  now: () => number;
  config?: { kb?: LoadedKb };
}

export interface RefdataService extends Service {
  /** Resolves when every change seen so far has been matched, persisted and published. */
  idle(): Promise<void>;
  /** Current canonical events (tests, CLI). */
  events(): ReadonlyMap<string, refdata.EventRec>;
}

interface Metrics {
  passes: Counter;
  passSeconds: Histogram;
  events: Gauge;
  review: Gauge;
  invalid: Counter;
  flushSeconds: Histogram;
  flushErrors: Counter;
}

/** Pair scores kept between matching passes (see `scorer` below). */
const SCORE_MEMO_ENTRIES = 600_000;

function validCatalog(v: CatalogEvent | null): v is CatalogEvent {
  return v !== null && typeof v.venue === 'string' && typeof v.venue_event_id === 'string' && Array.isArray(v.markets);
}

export async function startRefdata(deps: RefdataDeps): Promise<RefdataService> {
  const log = deps.log.child({ component: 'refdata' });
  const m: Metrics = {
    passes: new Counter({ name: 'ref_refdata_passes_total', help: 'matching passes', labelNames: ['kind'], registers: [deps.registry] }),
    passSeconds: new Histogram({ name: 'ref_refdata_pass_seconds', help: 'matching pass duration', labelNames: ['kind'], buckets: [0.001, 0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120], registers: [deps.registry] }),
    events: new Gauge({ name: 'ref_refdata_events', help: 'canonical events', registers: [deps.registry] }),
    review: new Gauge({ name: 'ref_refdata_review_items', help: 'items in the review queue', registers: [deps.registry] }),
    invalid: new Counter({ name: 'ref_refdata_invalid_records_total', help: 'catalog records skipped as invalid', labelNames: ['venue'], registers: [deps.registry] }),
    flushSeconds: new Histogram({ name: 'ref_refdata_persist_flush_seconds', help: 'write-behind flush of derived records', buckets: [0.005, 0.02, 0.05, 0.1, 0.5, 1, 5], registers: [deps.registry] }),
    flushErrors: new Counter({ name: 'ref_refdata_persist_flush_errors_total', help: 'failed write-behind flushes (retried)', registers: [deps.registry] }),
  };
  const health = new Health();
  let ready = false;
  health.add('refdata', () => ({ ok: ready, detail: ready ? undefined : 'initial matching pass not done' }));
  await deps.store.migrate(MIGRATIONS);
  const kb = deps.config?.kb ?? loadKb();
  const state = await loadState(deps.store);
  const reg = state.reg;
  const events = state.events;
  const cache = new Map<string, { rec: CatalogEvent; f: refdata.EventFeatures }>();
  // pair scores kept between passes: an incremental block is mostly unchanged listings whose pairs the full pass or an
  // earlier block already scored, so only the pairs of changed listings are scored again. Only the pairs that can join
  // or compete (no veto, at least the review threshold) are kept: a 50,000-market catalog has about 430,000 candidate
  // pairs, 180,000 of them at review level (about 100 MB). Bounded; past the bound it starts again empty.
  const scorer = refdata.pairScorer(SCORE_MEMO_ENTRIES, (s) => s.vetoes.length === 0 && s.confidence >= refdata.MATCH_REVIEW);
  const catalog = new Map<string, CatalogEvent>();
  const published = new Map<string, string>();
  for (const e of events.values()) published.set(e.ref_id, JSON.stringify(e));
  const entityJson = new Map<string, string>();
  for (const e of state.entities.values()) entityJson.set(e.ref_id, JSON.stringify(e));
  const reviewCount = { n: 0 };

  // block index for incremental passes: block key -> venue event keys
  const index = new Map<string, Set<string>>();
  const blockKeys = new Map<string, string[]>();
  const indexPut = (f: refdata.EventFeatures): void => {
    for (const k of blockKeys.get(f.key) ?? []) index.get(k)?.delete(f.key);
    const ks = refdata.indexKeys(f);
    blockKeys.set(f.key, ks);
    for (const k of ks) {
      let s = index.get(k);
      if (s === undefined) index.set(k, (s = new Set()));
      s.add(f.key);
    }
  };
  /** Candidates of f in both directions: what f looks up, and the events whose lookups would find f. */
  const neighbours = (f: refdata.EventFeatures): Set<string> => {
    const out = new Set<string>();
    for (const k of refdata.queryKeys(f)) {
      const s = index.get(k);
      if (s === undefined || (k.includes('|t:') && s.size > refdata.MAX_TOKEN_POSTING)) continue;
      for (const x of s) out.add(x);
    }
    // week-scheme events far in days from f still find f: look them up in the week scheme too
    for (const k of refdata.indexKeys(f)) {
      if (!k.startsWith('W|')) continue;
      const [, dom, w, ...feat] = k.split('|');
      for (let x = Number(w) - 5; x <= Number(w) + 5; x++) {
        const s = index.get(`W|${dom}|${x}|${feat.join('|')}`);
        if (s === undefined || (k.includes('|t:') && s.size > refdata.MAX_TOKEN_POSTING)) continue;
        for (const y of s) out.add(y);
      }
    }
    out.delete(f.key);
    return out;
  };
  // canonical event -> its current listings (venue event keys), kept up to date per pass for the touched keys only
  const membersOf = new Map<string, Set<string>>();
  const memberOpi = new Map<string, string>();
  const setMember = (k: string): void => {
    const old = memberOpi.get(k);
    const opi = catalog.has(k) ? reg.eventOf.get(k) : undefined;
    if (old === opi) return;
    if (old !== undefined) {
      const s = membersOf.get(old);
      s?.delete(k);
      if (s?.size === 0) membersOf.delete(old);
      memberOpi.delete(k);
    }
    if (opi !== undefined) {
      let s = membersOf.get(opi);
      if (s === undefined) membersOf.set(opi, (s = new Set()));
      s.add(k);
      memberOpi.set(k, opi);
    }
  };

  // Write-behind persistence of the derived records (events, entities, review queue): coalesced over passes and
  // written after a short quiet period, off the matching path. Ids are never deferred: they are written before
  // anything carrying them is published.
  const FLUSH_QUIET_MS = 50;
  const FLUSH_MAX_WAIT_MS = 1000;
  const dirtyEvents = new Map<string, refdata.EventRec>();
  const dirtyEntities = new Map<string, refdata.EntityRec>();
  let reviewTouched: Set<string> | null | undefined; // undefined: nothing to delete; null: the whole queue
  const reviewInserts = new Map<string, refdata.ReviewItem>();
  let flushTimer: NodeJS.Timeout | undefined;
  let firstDirtyAt = 0;
  let flushing: Promise<void> = Promise.resolve();
  let flushFailures = 0;
  const dirty = (): boolean => dirtyEvents.size + dirtyEntities.size + reviewInserts.size > 0 || reviewTouched !== undefined;
  const queueDerived = (evs: readonly refdata.EventRec[], ents: readonly refdata.EntityRec[], touched: Set<string> | null, review: readonly refdata.ReviewItem[]): void => {
    for (const e of evs) dirtyEvents.set(e.ref_id, e);
    for (const e of ents) dirtyEntities.set(e.ref_id, e);
    if (touched === null) {
      reviewTouched = null;
      reviewInserts.clear();
    } else if (touched.size > 0) {
      if (reviewTouched !== null) {
        if (reviewTouched === undefined) reviewTouched = new Set();
        for (const k of touched) reviewTouched.add(k);
      }
      for (const [id, it] of reviewInserts) if (it.keys.some((k) => touched.has(k))) reviewInserts.delete(id);
    }
    for (const it of review) reviewInserts.set(reviewId(it), it);
    if (firstDirtyAt === 0) firstDirtyAt = performance.now();
    scheduleFlush();
  };
  const scheduleFlush = (): void => {
    if (flushTimer !== undefined) clearTimeout(flushTimer);
    const waited = performance.now() - firstDirtyAt;
    flushTimer = setTimeout(() => {
      flushTimer = undefined;
      flushing = flushing.then(flush);
    }, waited >= FLUSH_MAX_WAIT_MS ? 0 : FLUSH_QUIET_MS);
  };
  const flush = async (): Promise<void> => {
    if (!dirty()) return;
    const evs = [...dirtyEvents.values()];
    const ents = [...dirtyEntities.values()];
    const touched = reviewTouched;
    const items = [...reviewInserts.values()];
    dirtyEvents.clear();
    dirtyEntities.clear();
    reviewTouched = undefined;
    reviewInserts.clear();
    firstDirtyAt = 0;
    const t0 = performance.now();
    try {
      await persistPass(deps.store, deps.now(), [], evs, ents, touched === undefined ? new Set() : touched, items);
      flushFailures = 0;
      m.flushSeconds.observe((performance.now() - t0) / 1000);
    } catch (err) {
      // put the batch back under anything newer and try again later
      flushFailures++;
      m.flushErrors.inc();
      if (flushFailures === 1) log.error({ err, events: evs.length }, 'refdata persistence failed; will retry');
      for (const e of evs) if (!dirtyEvents.has(e.ref_id)) dirtyEvents.set(e.ref_id, e);
      for (const e of ents) if (!dirtyEntities.has(e.ref_id)) dirtyEntities.set(e.ref_id, e);
      if (touched === null || reviewTouched === null) reviewTouched = null;
      else if (touched !== undefined) reviewTouched = new Set([...touched, ...(reviewTouched ?? [])]);
      for (const it of items) if (!reviewInserts.has(reviewId(it))) reviewInserts.set(reviewId(it), it);
      if (firstDirtyAt === 0) firstDirtyAt = performance.now();
      if (!stopping) {
        flushTimer = setTimeout(() => {
          flushTimer = undefined;
          flushing = flushing.then(flush);
        }, Math.min(30_000, 100 * 2 ** Math.min(flushFailures, 8)));
      }
    }
  };
  /** Writes everything queued now (idle, stop). */
  const flushNow = async (): Promise<void> => {
    if (flushTimer !== undefined) {
      clearTimeout(flushTimer);
      flushTimer = undefined;
    }
    flushing = flushing.then(flush);
    await flushing;
  };
  let stopping = false;

  const publish = async (res: PassResult, touched: Set<string> | null): Promise<void> => {
    const nowMs = deps.now();
    const changed: refdata.EventRec[] = [];
    for (const e of res.events) {
      const j = JSON.stringify(e);
      if (published.get(e.ref_id) !== j) changed.push(e);
    }
    for (const opi of res.retired) {
      const prev = events.get(opi);
      if (prev !== undefined) {
        const r = refdata.retireEvent(prev, nowMs);
        if (published.get(opi) !== JSON.stringify(r)) changed.push(r);
      }
    }
    const changedEntities = res.entities.filter((e) => entityJson.get(e.ref_id) === undefined);
    // ids are durable before anything carrying them is published; the derived records follow right after
    await persistIds(deps.store, nowMs, reg.takePending());
    if (changedEntities.length > 0) {
      await deps.bus.produce('ref.entity.v1', changedEntities.map((e): { key: string; value: Entity } => ({ key: e.ref_id, value: e })));
    }
    if (changed.length > 0) {
      await deps.bus.produce('ref.event.v1', changed.map((e): { key: string; value: RefEvent } => ({ key: e.ref_id, value: e })));
    }
    for (const e of changedEntities) entityJson.set(e.ref_id, JSON.stringify(e));
    for (const e of changed) {
      events.set(e.ref_id, e);
      published.set(e.ref_id, JSON.stringify(e));
    }
    if (touched === null) for (const k of catalog.keys()) setMember(k);
    else for (const k of touched) setMember(k);
    for (const k of memberOpi.keys()) if (touched === null && !catalog.has(k)) setMember(k);
    m.events.set(events.size);
    if (touched === null) await persistPass(deps.store, nowMs, [], changed, changedEntities, null, res.review);
    else queueDerived(changed, changedEntities, touched, res.review);
  };

  const fullPass = async (): Promise<void> => {
    const t0 = performance.now();
    const res = runPass({ catalog: catalog.values(), kb: kb.kb, kbSyncedAtMs: kb.syncedAtMs, reg, nowMs: deps.now(), previous: (o) => events.get(o), cache, scorer });
    for (const rec of catalog.values()) indexPut(featuresOf(rec, { kb: kb.kb, cache }));
    await publish(res, null);
    reviewCount.n = res.review.length;
    m.review.set(reviewCount.n);
    m.passes.inc({ kind: 'full' });
    m.passSeconds.observe({ kind: 'full' }, (performance.now() - t0) / 1000);
    log.info({ events: res.events.length, review: res.review.length, ms: Math.round(performance.now() - t0) }, 'full matching pass');
  };

  /**
   * Re-matches the block around the changed keys: the events they belong to, the candidates that score at least
   * the review threshold against them, and those candidates' events. Nothing outside that block is touched.
   */
  const incrementalPass = async (keys: Set<string>): Promise<void> => {
    const t0 = performance.now();
    const affected = new Set<string>();
    const addWithCluster = (k: string): void => {
      if (affected.has(k)) return;
      affected.add(k);
      const opi = reg.eventOf.get(k);
      if (opi !== undefined) for (const x of membersOf.get(opi) ?? []) affected.add(x);
    };
    const featOf = (k: string): refdata.EventFeatures | undefined => {
      const rec = catalog.get(k);
      return rec === undefined ? undefined : featuresOf(rec, { kb: kb.kb, cache });
    };
    // the block: the changed listings, the canonical events they belong to, and the changed listings' candidates
    // that score at least the review threshold against them (with those candidates' events). A deleted listing has
    // no features of its own: its former partners' candidates stand in for it.
    const seeds: string[] = [];
    for (const k of keys) {
      const f = featOf(k);
      if (f !== undefined) {
        indexPut(f);
        seeds.push(k);
      } else {
        for (const k2 of blockKeys.get(k) ?? []) index.get(k2)?.delete(k);
        blockKeys.delete(k);
        const opi = reg.eventOf.get(k);
        if (opi !== undefined) for (const x of membersOf.get(opi) ?? []) if (x !== k) seeds.push(x);
      }
      addWithCluster(k);
    }
    for (const k of seeds) {
      const f = featOf(k);
      if (f === undefined) continue;
      for (const n of neighbours(f)) {
        if (affected.has(n)) continue;
        const g = featOf(n);
        if (g === undefined || g.venue === f.venue) continue;
        const s = f.key < g.key ? scorer.score(f, g) : scorer.score(g, f);
        if (s.vetoes.length === 0 && s.confidence >= refdata.MATCH_REVIEW) addWithCluster(n);
      }
    }
    const tScope = performance.now();
    const subset = [...affected].map((k) => catalog.get(k)).filter((r): r is CatalogEvent => r !== undefined);
    const res = runPass({ catalog: subset, kb: kb.kb, kbSyncedAtMs: kb.syncedAtMs, reg, nowMs: deps.now(), previous: (o) => events.get(o), cache, scorer });
    // listings deleted from the catalog: their former events are re-evaluated without them
    for (const k of keys) {
      if (catalog.has(k)) continue;
      const opi = reg.eventOf.get(k);
      if (opi !== undefined && !res.events.some((e) => e.ref_id === opi) && !res.retired.includes(opi)) res.retired.push(opi);
    }
    const tMatch = performance.now();
    await publish(res, affected);
    log.debug({ events: affected.size, scopeMs: Math.round(tScope - t0), matchMs: Math.round(tMatch - tScope), publishMs: Math.round(performance.now() - tMatch), review: res.review.length }, 'incremental matching pass');
    m.passes.inc({ kind: 'incremental' });
    m.passSeconds.observe({ kind: 'incremental' }, (performance.now() - t0) / 1000);
  };

  // publish the knowledge base entities once (ids registered on first start, stable after)
  const kbEntities = kb.kb.entities.map((e) => refdata.kbEntityRec(e, { reg, kbSyncedAtMs: kb.syncedAtMs }));
  const newKb = kbEntities.filter((e) => entityJson.get(e.ref_id) !== JSON.stringify(e));
  if (newKb.length > 0) {
    await persistPass(deps.store, deps.now(), reg.takePending(), [], newKb, new Set(), []);
    await deps.bus.produce('ref.entity.v1', newKb.map((e) => ({ key: e.ref_id, value: e })));
    for (const e of newKb) entityJson.set(e.ref_id, JSON.stringify(e));
  }

  const table: Table<CatalogEvent> = await deps.bus.materialize('md.catalog.v1');
  const invalidSeen = new Set<string>();
  const accept = (key: string, v: CatalogEvent | null): string | null => {
    if (v === null) {
      for (const [k, rec] of catalog) if (`${rec.venue}:${rec.venue_event_id}` === key || k === key) catalog.delete(k);
      return key;
    }
    if (!validCatalog(v)) {
      m.invalid.inc({ venue: typeof (v as { venue?: unknown }).venue === 'string' ? (v as { venue: string }).venue : 'unknown' });
      if (!invalidSeen.has(key)) {
        invalidSeen.add(key);
        log.warn({ key }, 'invalid catalog record skipped');
      }
      return null;
    }
    const k = refdata.eventKey(v.venue, v.venue_event_id);
    catalog.set(k, v);
    return k;
  };
  for (const [key, v] of table.entries()) accept(key, v);
  let chain: Promise<void> = Promise.resolve();
  let pendingKeys = new Set<string>();
  let scheduled = false;
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    chain = chain.then(async () => {
      scheduled = false;
      const keys = pendingKeys;
      pendingKeys = new Set();
      try {
        await incrementalPass(keys);
      } catch (err) {
        log.error({ err, keys: keys.size }, 'incremental matching pass failed');
        for (const k of keys) pendingKeys.add(k);
      }
    });
  };
  const unsubscribe = table.onChange((key, value) => {
    const k = accept(key, value);
    if (k === null) return;
    pendingKeys.add(k);
    schedule();
  });
  await fullPass();
  ready = true;
  let stopped = false;
  return {
    name: 'refdata',
    health,
    idle: async () => {
      let c: Promise<void>;
      do {
        c = chain;
        await c;
      } while (c !== chain || scheduled);
      await flushNow();
    },
    events: () => events,
    async stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      await chain;
      stopping = true;
      await flushNow();
      await table.close();
      // the matching state goes with the service (features and pair scores are rebuilt by the next start)
      cache.clear();
      scorer.clear();
    },
  };
}
