// Persistence of reference data: id registry, canonical events, entities, review queue (migrations refdata/*).
import type { Migration, Queryable, Store } from '@ref/store';
import { refdata } from '@ref/domain';

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 'refdata/001_init',
    sql: `
CREATE TABLE IF NOT EXISTS refdata_ids (
  kind text NOT NULL,            -- event | member | outcome | entity
  key text NOT NULL,             -- OPI | venue:venue_event_id | OPI|outcome key | entity identity
  value text NOT NULL,           -- anchor | OPI | OPO | OPE
  num bigint,                    -- numeric id of an event
  issued_at_ms bigint NOT NULL,
  PRIMARY KEY (kind, key)
);
CREATE UNIQUE INDEX IF NOT EXISTS refdata_ids_outcome_value ON refdata_ids (value) WHERE kind IN ('outcome', 'entity');
CREATE TABLE IF NOT EXISTS refdata_events (
  ref_id text PRIMARY KEY,
  numeric_id bigint NOT NULL UNIQUE,
  active boolean NOT NULL,
  classified_at_ms bigint NOT NULL,
  record jsonb NOT NULL
);
CREATE TABLE IF NOT EXISTS refdata_entities (
  ref_id text PRIMARY KEY,
  kb_qid text,
  provenance text NOT NULL,
  record jsonb NOT NULL
);
CREATE TABLE IF NOT EXISTS refdata_review (
  id text PRIMARY KEY,
  kind text NOT NULL,
  keys text[] NOT NULL,
  confidence double precision NOT NULL,
  reasons jsonb NOT NULL,
  updated_at_ms bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS refdata_review_keys ON refdata_review USING gin (keys);
`,
  },
];

export interface LoadedState {
  reg: refdata.IdRegistry;
  events: Map<string, refdata.EventRec>;
  entities: Map<string, refdata.EntityRec>;
}

/** Loads every issued id, the last built events and entities. */
export async function loadState(store: Store): Promise<LoadedState> {
  const reg = new refdata.IdRegistry();
  const ids = await store.query<{ kind: string; key: string; value: string; num: number | null }>('SELECT kind, key, value, num FROM refdata_ids ORDER BY issued_at_ms, kind, key');
  for (const r of ids.rows) {
    if (r.kind === 'event') reg.load({ t: 'event', opi: r.key, anchor: r.value, numeric_id: Number(r.num) });
    else if (r.kind === 'member') reg.load({ t: 'member', key: r.key, opi: r.value });
    else if (r.kind === 'outcome') {
      const i = r.key.indexOf('|');
      reg.load({ t: 'outcome', opi: r.key.slice(0, i), key: r.key.slice(i + 1), opo: r.value });
    } else if (r.kind === 'entity') reg.load({ t: 'entity', identity: r.key, ope: r.value });
  }
  const events = new Map<string, refdata.EventRec>();
  for (const r of (await store.query<{ record: refdata.EventRec }>('SELECT record FROM refdata_events')).rows) events.set(r.record.ref_id, r.record);
  const entities = new Map<string, refdata.EntityRec>();
  for (const r of (await store.query<{ record: refdata.EntityRec }>('SELECT record FROM refdata_entities')).rows) entities.set(r.record.ref_id, r.record);
  return { reg, events, entities };
}

export interface ReviewRow {
  id: string;
  item: refdata.ReviewItem;
}

export function reviewId(item: refdata.ReviewItem): string {
  return `${item.kind}:${[...item.keys].sort().join('+')}`;
}

/** Writes newly issued ids (before anything that carries them is published). */
export async function persistIds(store: Store, nowMs: number, rows: refdata.RegistryRow[]): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length > 300) {
    await persistBulk(store, nowMs, rows, [], [], new Set(), []);
    return;
  }
  await store.transaction(async (tx: Queryable) => {
    for (const r of rows) {
      const [kind, key, value, num, at] = idRow(r, nowMs);
      await tx.query(
        `INSERT INTO refdata_ids (kind, key, value, num, issued_at_ms) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (kind, key) DO ${kind === 'member' ? 'UPDATE SET value = EXCLUDED.value' : 'NOTHING'}`,
        [kind, key, value, num, at],
      );
    }
  });
}

/** Writes one pass's results in a transaction: new ids, changed events and entities, the review queue of the touched keys. */
export async function persistPass(
  store: Store,
  nowMs: number,
  rows: refdata.RegistryRow[],
  events: readonly refdata.EventRec[],
  entities: readonly refdata.EntityRec[],
  touchedKeys: ReadonlySet<string> | null,
  review: readonly refdata.ReviewItem[],
): Promise<void> {
  if (rows.length + events.length + entities.length + review.length > 300) {
    await persistBulk(store, nowMs, rows, events, entities, touchedKeys, review);
    return;
  }
  await store.transaction(async (tx: Queryable) => {
    for (const r of rows) {
      const [kind, key, value, num] =
        r.t === 'event' ? ['event', r.opi, r.anchor, r.numeric_id]
          : r.t === 'member' ? ['member', r.key, r.opi, null]
            : r.t === 'outcome' ? ['outcome', `${r.opi}|${r.key}`, r.opo, null]
              : ['entity', r.identity, r.ope, null];
      // member rows move with the listing; every other id row is written once and never changes
      await tx.query(
        `INSERT INTO refdata_ids (kind, key, value, num, issued_at_ms) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (kind, key) DO ${kind === 'member' ? 'UPDATE SET value = EXCLUDED.value' : 'NOTHING'}`,
        [kind, key, value, num, nowMs],
      );
    }
    for (const e of events) {
      await tx.query(
        `INSERT INTO refdata_events (ref_id, numeric_id, active, classified_at_ms, record) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (ref_id) DO UPDATE SET active = EXCLUDED.active, classified_at_ms = EXCLUDED.classified_at_ms, record = EXCLUDED.record`,
        [e.ref_id, e.numeric_id, e.active, e.classified_at_ms, JSON.stringify(e)],
      );
    }
    for (const e of entities) {
      await tx.query(
        `INSERT INTO refdata_entities (ref_id, kb_qid, provenance, record) VALUES ($1, $2, $3, $4)
         ON CONFLICT (ref_id) DO UPDATE SET kb_qid = EXCLUDED.kb_qid, provenance = EXCLUDED.provenance, record = EXCLUDED.record`,
        [e.ref_id, e.kb_qid, e.provenance, JSON.stringify(e)],
      );
    }
    if (touchedKeys === null) await tx.query('DELETE FROM refdata_review');
    else if (touchedKeys.size > 0) {
      await tx.query('DELETE FROM refdata_review WHERE keys && $1::text[]', [[...touchedKeys]]);
    }
    for (const item of review) {
      await tx.query(
        `INSERT INTO refdata_review (id, kind, keys, confidence, reasons, updated_at_ms) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO UPDATE SET confidence = EXCLUDED.confidence, reasons = EXCLUDED.reasons, updated_at_ms = EXCLUDED.updated_at_ms`,
        [reviewId(item), item.kind, [...item.keys], item.confidence, JSON.stringify(item.reasons), nowMs],
      );
    }
  });
}

function idRow(r: refdata.RegistryRow, nowMs: number): unknown[] {
  return r.t === 'event' ? ['event', r.opi, r.anchor, r.numeric_id, nowMs]
    : r.t === 'member' ? ['member', r.key, r.opi, null, nowMs]
      : r.t === 'outcome' ? ['outcome', `${r.opi}|${r.key}`, r.opo, null, nowMs]
        : ['entity', r.identity, r.ope, null, nowMs];
}

/** Large passes (the first full pass): chunked multi-row inserts, ids first so nothing is published before its id is stored. */
async function persistBulk(
  store: Store, nowMs: number, rows: refdata.RegistryRow[], events: readonly refdata.EventRec[], entities: readonly refdata.EntityRec[],
  touchedKeys: ReadonlySet<string> | null, review: readonly refdata.ReviewItem[],
): Promise<void> {
  const chunk = <T>(xs: readonly T[], n = 500): T[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
  const cols = ['kind', 'key', 'value', 'num', 'issued_at_ms'];
  const last = new Map<string, refdata.RegistryRow>();
  for (const r of rows) last.set(`${r.t}|${idRow(r, nowMs)[1] as string}`, r);
  const members = [...last.values()].filter((r) => r.t === 'member');
  const others = [...last.values()].filter((r) => r.t !== 'member');
  for (const c of chunk(others)) await store.insertMany('refdata_ids', cols, c.map((r) => idRow(r, nowMs)), { onConflict: 'ON CONFLICT (kind, key) DO NOTHING' });
  for (const c of chunk(members)) await store.insertMany('refdata_ids', cols, c.map((r) => idRow(r, nowMs)), { onConflict: 'ON CONFLICT (kind, key) DO UPDATE SET value = EXCLUDED.value' });
  for (const c of chunk(events, 200)) {
    await store.insertMany('refdata_events', ['ref_id', 'numeric_id', 'active', 'classified_at_ms', 'record'], c.map((e) => [e.ref_id, e.numeric_id, e.active, e.classified_at_ms, JSON.stringify(e)]),
      { onConflict: 'ON CONFLICT (ref_id) DO UPDATE SET active = EXCLUDED.active, classified_at_ms = EXCLUDED.classified_at_ms, record = EXCLUDED.record' });
  }
  for (const c of chunk(entities)) {
    await store.insertMany('refdata_entities', ['ref_id', 'kb_qid', 'provenance', 'record'], c.map((e) => [e.ref_id, e.kb_qid, e.provenance, JSON.stringify(e)]),
      { onConflict: 'ON CONFLICT (ref_id) DO UPDATE SET kb_qid = EXCLUDED.kb_qid, provenance = EXCLUDED.provenance, record = EXCLUDED.record' });
  }
  await store.transaction(async (tx) => {
    if (touchedKeys === null) await tx.query('DELETE FROM refdata_review');
    else if (touchedKeys.size > 0) await tx.query('DELETE FROM refdata_review WHERE keys && $1::text[]', [[...touchedKeys]]);
  });
  const byId = new Map(review.map((item) => [reviewId(item), item]));
  for (const c of chunk([...byId.entries()])) {
    await store.insertMany('refdata_review', ['id', 'kind', 'keys', 'confidence', 'reasons', 'updated_at_ms'], c.map(([id, item]) => [id, item.kind, [...item.keys], item.confidence, JSON.stringify(item.reasons), nowMs]),
      { onConflict: 'ON CONFLICT (id) DO UPDATE SET confidence = EXCLUDED.confidence, reasons = EXCLUDED.reasons, updated_at_ms = EXCLUDED.updated_at_ms' });
  }
}

export async function listReview(store: Queryable): Promise<Array<refdata.ReviewItem & { id: string; updated_at_ms: number }>> {
  const r = await store.query<{ id: string; kind: refdata.ReviewItem['kind']; keys: string[]; confidence: number; reasons: string[]; updated_at_ms: number }>(
    'SELECT id, kind, keys, confidence, reasons, updated_at_ms FROM refdata_review ORDER BY kind, confidence DESC, id',
  );
  return r.rows.map((x) => ({ ...x, updated_at_ms: Number(x.updated_at_ms) }));
}
