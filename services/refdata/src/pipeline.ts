// One matching pass: catalog records → features → clusters → canonical events and entities (ids from the registry).
import type { CatalogEvent } from '@ref/bus';
import { refdata } from '@ref/domain';

export interface PassResult {
  events: refdata.EventRec[];
  entities: refdata.EntityRec[];
  review: refdata.ReviewItem[];
  /** OPIs that lost all their listings in this pass */
  retired: string[];
}

export interface PassInput {
  catalog: Iterable<CatalogEvent>;
  kb: refdata.KnowledgeBase;
  kbSyncedAtMs: number;
  reg: refdata.IdRegistry;
  nowMs: number;
  previous: (opi: string) => refdata.EventRec | undefined;
  /** features cache: venue event key → features (reused when the record is unchanged) */
  cache?: Map<string, { rec: CatalogEvent; f: refdata.EventFeatures }>;
  /** pair scores remembered between passes (only with `cache`, whose feature objects they are keyed by) */
  scorer?: refdata.PairScorer;
}

export function featuresOf(rec: CatalogEvent, input: Pick<PassInput, 'kb' | 'cache'>): refdata.EventFeatures {
  const key = refdata.eventKey(rec.venue, rec.venue_event_id);
  const hit = input.cache?.get(key);
  if (hit !== undefined && hit.rec === rec) return hit.f;
  const f = refdata.eventFeatures(rec, input.kb);
  input.cache?.set(key, { rec, f });
  return f;
}

/** Matches the given catalog records (all of them, or one connected block) and builds their canonical events. */
export function runPass(input: PassInput): PassResult {
  const feats = [...input.catalog].map((r) => featuresOf(r, input));
  const { clusters, review } = refdata.matchEvents(feats, input.scorer !== undefined && input.cache !== undefined ? { score: (a, b) => input.scorer!.score(a, b) } : {});
  const before = new Set<string>();
  for (const f of feats) {
    const opi = input.reg.eventOf.get(f.key);
    if (opi !== undefined) before.add(opi);
  }
  const ids = refdata.assignEventIds(clusters, input.reg);
  const events: refdata.EventRec[] = [];
  const entities = new Map<string, refdata.EntityRec>();
  clusters.forEach((c, i) => {
    const built = refdata.buildEvent(c, ids[i]!, { kb: input.kb, reg: input.reg, nowMs: input.nowMs, kbSyncedAtMs: input.kbSyncedAtMs, previous: input.previous });
    events.push(built.event);
    for (const e of built.entities) entities.set(e.ref_id, e);
  });
  const now = new Set(ids);
  const retired = [...before].filter((opi) => !now.has(opi));
  return { events, entities: [...entities.values()], review, retired };
}
