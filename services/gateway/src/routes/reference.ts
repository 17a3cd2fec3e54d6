// Reference data routes (/reference/v2): events and entities from the materialised ref.event.v1 / ref.entity.v1
// topics. Gamma listings and pairs are internal and left out. Keyset pagination on ref_id (immutable, so a cursor
// never skips or repeats an item that exists throughout the walk, whatever else changes).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Entity, RefEvent, Table } from '@ref/bus';
import { HttpError, type Capability, type GatewayContext } from '../capability.ts';

const PUBLIC_VENUES = ['alpha', 'beta', 'beta_us'] as const;
const KINDS = ['person', 'team', 'political_party', 'cultural_work', 'geographic_region', 'organization', 'event_occurrence'];
const AXES = ['timing', 'source', 'condition_scope'];
const BASIS = ['identical', 'settlement_window', 'settlement_source'];
const UNIVERSE = ['identical', 'partial', 'disjoint'];
const OPI_RE = /^OPI-[0-9A-Z]{8}$/;
const OPE_RE = /^OPE:[A-Z_]+:[A-Z0-9][A-Z0-9-]*$/;
const QID_RE = /^Q[1-9]\d*$/;
/** Route options: reference access, and the query parameters the route accepts (as strings: the handlers validate
 *  values themselves so every 400 names the parameter and the rule). */
function route(params: string[]): { config: { access: 'reference' }; schema: { querystring: Record<string, unknown> } } {
  return {
    config: { access: 'reference' },
    schema: { querystring: { type: 'object', properties: Object.fromEntries(params.map((p) => [p, { type: 'string' }])), additionalProperties: false } },
  };
}

type Query = Record<string, unknown>;

const JSON_TYPE = 'application/json; charset=utf-8';

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

const isPublic = (v: string): boolean => (PUBLIC_VENUES as readonly string[]).includes(v);

/** The interface's Event shape: no gamma listings or pairs, no internal fields. */
export function publicEvent(e: RefEvent): Record<string, unknown> {
  return {
    ref_id: e.ref_id,
    title: e.title,
    subject_domain: e.subject_domain,
    classified_at: iso(e.classified_at_ms),
    venue_listings: e.venue_listings.filter((l) => isPublic(l.venue)).map((l) => ({ ref_id: l.ref_id, venue: l.venue, venue_event_id: l.venue_event_id, venue_question: l.venue_question })),
    venue_pairs: e.venue_pairs.filter((p) => isPublic(p.venue_a) && isPublic(p.venue_b)),
    outcomes: e.outcomes.map((o) => ({
      ref_id: o.ref_id, label: o.label, outcome_kind: o.outcome_kind, outcome_params: o.outcome_params, entity: o.entity,
      venue_listings: o.venue_listings.filter((l) => isPublic(l.venue)),
      venue_pairs: o.venue_pairs.filter((p) => isPublic(p.venue_a) && isPublic(p.venue_b)),
    })),
  };
}

export function publicEntity(e: Entity): Record<string, unknown> {
  return { ref_id: e.ref_id, kind: e.kind, canonical_name: e.canonical_name, aliases: e.aliases, kb_qid: e.kb_qid, metadata: e.metadata, provenance: e.provenance, source_synced_at: iso(e.source_synced_at_ms) };
}

/** Sorted keys with binary-search insert/delete (keyset pagination). */
class SortedKeys {
  readonly keys: string[] = [];
  private pos(k: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < k) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  add(k: string): void {
    const i = this.pos(k);
    if (this.keys[i] !== k) this.keys.splice(i, 0, k);
  }
  delete(k: string): void {
    const i = this.pos(k);
    if (this.keys[i] === k) this.keys.splice(i, 1);
  }
  /** index of the first key strictly after k */
  after(k: string): number {
    const i = this.pos(k);
    return this.keys[i] === k ? i + 1 : i;
  }
}

/** In-memory indexes over the materialised tables, updated per change. */
export class ReferenceIndex {
  readonly events = new Map<string, RefEvent>();
  readonly eventView = new Map<string, Record<string, unknown>>();
  /** the serialised response body of each event, computed once per change (lookups send these bytes as they are) */
  readonly eventBytes = new Map<string, Buffer>();
  readonly eventKeys = new SortedKeys();
  readonly byVenueId = new Map<string, string>();
  readonly entities = new Map<string, Entity>();
  readonly entityKeys = new SortedKeys();
  readonly byQid = new Map<string, string>();
  readonly byKindName = new Map<string, string>();
  private readonly venueKeysOf = new Map<string, string[]>();

  /** venue ids a lookup accepts: alpha event/market tickers, beta condition id / event slug / numeric event id, beta_us market (and event) slug */
  private venueKeys(e: RefEvent): string[] {
    const out: string[] = [];
    for (const l of e.venue_listings) {
      if (!isPublic(l.venue)) continue;
      out.push(`${l.venue}:${l.venue_event_id}`);
      if (l.venue_event_slug !== null) out.push(`${l.venue}:${l.venue_event_slug}`);
    }
    for (const o of e.outcomes) for (const l of o.venue_listings) if (isPublic(l.venue)) out.push(`${l.venue}:${l.venue_market_id.startsWith('0x') ? l.venue_market_id.toLowerCase() : l.venue_market_id}`);
    return out;
  }

  putEvent(key: string, e: RefEvent | null): void {
    for (const k of this.venueKeysOf.get(key) ?? []) if (this.byVenueId.get(k) === key) this.byVenueId.delete(k);
    this.venueKeysOf.delete(key);
    // an event with no public listing (e.g. only on gamma) is not part of /reference/v2
    if (e === null || !e.venue_listings.some((l) => isPublic(l.venue))) {
      this.events.delete(key);
      this.eventView.delete(key);
      this.eventBytes.delete(key);
      this.eventKeys.delete(key);
      return;
    }
    this.events.set(key, e);
    const view = publicEvent(e);
    this.eventView.set(key, view);
    this.eventBytes.set(key, Buffer.from(JSON.stringify(view)));
    this.eventKeys.add(key);
    const ks = this.venueKeys(e);
    this.venueKeysOf.set(key, ks);
    for (const k of ks) this.byVenueId.set(k, key);
  }

  putEntity(key: string, e: Entity | null): void {
    const prev = this.entities.get(key);
    if (prev !== undefined) {
      if (prev.kb_qid !== null && this.byQid.get(prev.kb_qid) === key) this.byQid.delete(prev.kb_qid);
      const kn = `${prev.kind}|${prev.canonical_name.toLowerCase()}`;
      if (this.byKindName.get(kn) === key) this.byKindName.delete(kn);
    }
    if (e === null) {
      this.entities.delete(key);
      this.entityKeys.delete(key);
      return;
    }
    this.entities.set(key, e);
    this.entityKeys.add(key);
    if (e.kb_qid !== null) this.byQid.set(e.kb_qid, key);
    this.byKindName.set(`${e.kind}|${e.canonical_name.toLowerCase()}`, key);
  }
}

function one(q: Query, name: string): string | undefined {
  const v = q[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw new HttpError(400, `${name} must be given once`);
  return v;
}

function bool(q: Query, name: string): boolean | undefined {
  const v = one(q, name);
  if (v === undefined) return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new HttpError(400, `${name} must be true or false`);
}

function limitOf(q: Query): number {
  const v = one(q, 'limit');
  if (v === undefined) return 50;
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 2000) throw new HttpError(400, 'limit must be an integer from 1 to 2000');
  return Number(v);
}

function oneOf(q: Query, name: string, allowed: readonly string[]): string | undefined {
  const v = one(q, name);
  if (v !== undefined && !allowed.includes(v)) throw new HttpError(400, `${name} must be one of ${allowed.join(', ')}`);
  return v;
}

/** Cursor: the last ref_id of the page and a fingerprint of the filters, base64url-encoded. */
function encodeCursor(last: string, fp: string): string {
  return Buffer.from(JSON.stringify([last, fp]), 'utf8').toString('base64url');
}
function decodeCursor(c: string | undefined, fp: string): string | null {
  if (c === undefined) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(c, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && v[1] === fp) return v[0];
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, 'cursor is invalid or belongs to a different query');
}

function fingerprint(q: Query, omit: string[]): string {
  return Object.keys(q).filter((k) => !omit.includes(k)).sort().map((k) => `${k}=${String(q[k])}`).join('&');
}

interface PairFilter {
  fungible?: boolean;
  allow: Set<string>;
  basis?: string;
  universe?: string;
  pair?: [string, string];
}

/** Whether an event passes the pair filters (fungible, basis_class, outcome_universe), narrowed to venue_pair. */
export function eventMatchesPairs(e: RefEvent, f: PairFilter): boolean {
  const pairs = e.venue_pairs.filter((p) => isPublic(p.venue_a) && isPublic(p.venue_b) &&
    (f.pair === undefined || (p.venue_a === f.pair[0] && p.venue_b === f.pair[1]) || (p.venue_a === f.pair[1] && p.venue_b === f.pair[0])));
  if (f.basis !== undefined && !pairs.some((p) => p.basis_class === f.basis)) return false;
  if (f.universe !== undefined && !pairs.some((p) => p.outcome_universe === f.universe)) return false;
  if (f.fungible !== undefined) {
    const fungiblePair = pairs.some((p) => {
      if (p.outcome_universe !== 'identical') return false;
      for (const o of e.outcomes) {
        for (const op of o.venue_pairs) {
          const same = (op.venue_a === p.venue_a && op.venue_b === p.venue_b) || (op.venue_a === p.venue_b && op.venue_b === p.venue_a);
          if (same && op.divergence_axes.some((a) => !f.allow.has(a))) return false;
        }
      }
      return true;
    });
    if (fungiblePair !== f.fungible) return false;
  }
  return true;
}

function eventNotFound(body: Record<string, unknown>): HttpError {
  return new HttpError(404, { error_code: 'EVENT_NOT_FOUND', error: 'no_canonical_match', ...body });
}
function entityNotFound(body: Record<string, unknown>): HttpError {
  return new HttpError(404, { error_code: 'ENTITY_NOT_FOUND', ...body });
}

/** Registers the /reference/v2 routes over an index (exported for tests on a bare Fastify). */
export function registerReferenceRoutes(app: FastifyInstance, idx: ReferenceIndex): void {
  app.get('/reference/v2/events/lookup', route(['ref_id', 'venue', 'id']), async (req: FastifyRequest, reply: FastifyReply) => {
    const q = req.query as Query;
    const refId = one(q, 'ref_id');
    const venue = one(q, 'venue');
    const id = one(q, 'id');
    if (refId !== undefined && (venue !== undefined || id !== undefined)) throw new HttpError(400, 'pass either ref_id, or venue together with id, not both');
    if (refId === undefined && venue === undefined && id === undefined) throw new HttpError(400, 'pass either ref_id, or venue together with id');
    if (refId !== undefined) {
      if (!OPI_RE.test(refId)) throw new HttpError(400, 'ref_id must be an event id OPI- followed by 8 upper-case alphanumerics');
      const v = idx.eventBytes.get(refId);
      if (v === undefined) throw eventNotFound({ ref_id: refId });
      return reply.type(JSON_TYPE).send(v);
    }
    if (venue === undefined) throw new HttpError(400, 'venue is required when id is passed');
    if (id === undefined || id === '') throw new HttpError(400, 'id is required when venue is passed');
    if (!isPublic(venue)) throw new HttpError(400, 'venue must be one of alpha, beta, beta_us');
    if (id.length > 256) throw new HttpError(400, 'id is too long');
    const key = idx.byVenueId.get(`${venue}:${id.startsWith('0x') || id.startsWith('0X') ? id.toLowerCase() : id}`);
    const v = key === undefined ? undefined : idx.eventBytes.get(key);
    if (v === undefined) throw eventNotFound({ venue, id });
    return reply.type(JSON_TYPE).send(v);
  });

  app.get('/reference/v2/events/:opi', route([]), async (req: FastifyRequest, reply: FastifyReply) => {
    const opi = (req.params as { opi: string }).opi;
    if (!OPI_RE.test(opi)) throw new HttpError(400, 'opi must be an event id OPI- followed by 8 upper-case alphanumerics');
    const v = idx.eventBytes.get(opi);
    if (v === undefined) throw eventNotFound({ ref_id: opi });
    return reply.type(JSON_TYPE).send(v);
  });

  app.get('/reference/v2/events', route(['active', 'fungible', 'allow', 'basis_class', 'outcome_universe', 'venue_pair', 'subject_domain', 'classified_since', 'limit', 'cursor']), async (req: FastifyRequest) => {
    const q = req.query as Query;
    const limit = limitOf(q);
    const active = bool(q, 'active');
    const fungible = bool(q, 'fungible');
    const allowRaw = one(q, 'allow');
    if (allowRaw !== undefined && fungible === undefined) throw new HttpError(400, 'allow requires fungible');
    const allow = new Set(allowRaw === undefined || allowRaw === '' ? [] : allowRaw.split(',').map((s) => s.trim()));
    for (const a of allow) if (!AXES.includes(a)) throw new HttpError(400, `allow must list divergence axes among ${AXES.join(', ')}`);
    const basis = oneOf(q, 'basis_class', BASIS);
    const universe = oneOf(q, 'outcome_universe', UNIVERSE);
    const vp = one(q, 'venue_pair');
    let pair: [string, string] | undefined;
    if (vp !== undefined) {
      const parts = vp.split(',').map((s) => s.trim());
      if (parts.length !== 2 || !parts.every(isPublic) || parts[0] === parts[1]) throw new HttpError(400, 'venue_pair must be two different venues among alpha, beta, beta_us, e.g. alpha,beta_us');
      pair = [parts[0]!, parts[1]!];
    }
    const domain = one(q, 'subject_domain')?.toLowerCase();
    const sinceRaw = one(q, 'classified_since');
    let since: number | undefined;
    if (sinceRaw !== undefined) {
      since = /^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(sinceRaw) ? Date.parse(sinceRaw) : NaN;
      if (Number.isNaN(since)) throw new HttpError(400, 'classified_since must be an ISO 8601 timestamp');
    }
    const after = decodeCursor(one(q, 'cursor'), fingerprint(q, ['cursor', 'limit']));
    const pf: PairFilter = { fungible, allow, basis, universe, pair };
    const keys = idx.eventKeys.keys;
    const items: Record<string, unknown>[] = [];
    let last: string | null = null;
    let more = false;
    for (let i = after === null ? 0 : idx.eventKeys.after(after); i < keys.length; i++) {
      const k = keys[i]!;
      const e = idx.events.get(k)!;
      if (active !== undefined && e.active !== active) continue;
      if (domain !== undefined && e.subject_domain.toLowerCase() !== domain) continue;
      if (since !== undefined && e.classified_at_ms < since) continue;
      if (!eventMatchesPairs(e, pf)) continue;
      if (items.length === limit) {
        more = true;
        break;
      }
      items.push(idx.eventView.get(k)!);
      last = k;
    }
    return { items, next_cursor: more && last !== null ? encodeCursor(last, fingerprint(q, ['cursor', 'limit'])) : null };
  });

  app.get('/reference/v2/entities/lookup', route(['ref_id', 'kb_qid', 'kind', 'name']), async (req: FastifyRequest) => {
    const q = req.query as Query;
    const refId = one(q, 'ref_id');
    const qid = one(q, 'kb_qid');
    const kind = one(q, 'kind');
    const name = one(q, 'name');
    const selectors = [refId !== undefined, qid !== undefined, kind !== undefined || name !== undefined].filter(Boolean).length;
    if (selectors !== 1) throw new HttpError(400, 'pass exactly one of ref_id, kb_qid, or kind together with name');
    if (refId !== undefined) {
      if (!OPE_RE.test(refId)) throw new HttpError(400, 'ref_id must be an entity id OPE:<KIND>:<NAME-SLUG>');
      const e = idx.entities.get(refId);
      if (e === undefined) throw entityNotFound({ ref_id: refId });
      return publicEntity(e);
    }
    if (qid !== undefined) {
      if (!QID_RE.test(qid)) throw new HttpError(400, 'kb_qid must be Q followed by digits');
      const k = idx.byQid.get(qid);
      if (k === undefined) throw entityNotFound({ ref_id: null, kb_qid: qid });
      return publicEntity(idx.entities.get(k)!);
    }
    if (kind === undefined || name === undefined || name === '') throw new HttpError(400, 'kind and name must be passed together');
    if (!KINDS.includes(kind)) throw new HttpError(400, `kind must be one of ${KINDS.join(', ')}`);
    const k = idx.byKindName.get(`${kind}|${name.toLowerCase()}`);
    if (k === undefined) throw entityNotFound({ ref_id: null, kind, name });
    return publicEntity(idx.entities.get(k)!);
  });

  app.get('/reference/v2/entities/:ope', route([]), async (req: FastifyRequest) => {
    const ope = decodeURIComponent((req.params as { ope: string }).ope);
    if (!OPE_RE.test(ope)) throw new HttpError(400, 'ope must be an entity id OPE:<KIND>:<NAME-SLUG>');
    const e = idx.entities.get(ope);
    if (e === undefined) throw entityNotFound({ ref_id: ope });
    return publicEntity(e);
  });

  app.get('/reference/v2/entities', route(['q', 'kind', 'kb_qid', 'provenance', 'limit', 'cursor']), async (req: FastifyRequest) => {
    const q = req.query as Query;
    const limit = limitOf(q);
    const sub = one(q, 'q')?.toLowerCase();
    const kind = oneOf(q, 'kind', KINDS);
    const qid = one(q, 'kb_qid');
    if (qid !== undefined && !QID_RE.test(qid)) throw new HttpError(400, 'kb_qid must be Q followed by digits');
    const prov = oneOf(q, 'provenance', ['kb', 'llm_auto']);
    const after = decodeCursor(one(q, 'cursor'), fingerprint(q, ['cursor', 'limit']));
    const keys = idx.entityKeys.keys;
    const items: Record<string, unknown>[] = [];
    let last: string | null = null;
    let more = false;
    for (let i = after === null ? 0 : idx.entityKeys.after(after); i < keys.length; i++) {
      const e = idx.entities.get(keys[i]!)!;
      if (kind !== undefined && e.kind !== kind) continue;
      if (qid !== undefined && e.kb_qid !== qid) continue;
      if (prov !== undefined && e.provenance !== prov) continue;
      if (sub !== undefined && !e.canonical_name.toLowerCase().includes(sub)) continue;
      if (items.length === limit) {
        more = true;
        break;
      }
      items.push(publicEntity(e));
      last = e.ref_id;
    }
    return { items, next_cursor: more && last !== null ? encodeCursor(last, fingerprint(q, ['cursor', 'limit'])) : null };
  });
}

/** Keeps an index in sync with the two tables. */
export function bindIndex(events: Table<RefEvent>, entities: Table<Entity>): { idx: ReferenceIndex; unbind: () => void } {
  const idx = new ReferenceIndex();
  for (const [k, v] of events.entries()) idx.putEvent(k, v);
  for (const [k, v] of entities.entries()) idx.putEntity(k, v);
  const u1 = events.onChange((k, v) => idx.putEvent(k, v));
  const u2 = entities.onChange((k, v) => idx.putEntity(k, v));
  return { idx, unbind: () => { u1(); u2(); } };
}

let tables: { events: Table<RefEvent>; entities: Table<Entity>; unbind: () => void } | null = null;

export const reference: Capability = {
  name: 'reference',
  async register(app: FastifyInstance, ctx: GatewayContext) {
    const events = await ctx.bus.materialize('ref.event.v1');
    const entities = await ctx.bus.materialize('ref.entity.v1');
    const { idx, unbind } = bindIndex(events, entities);
    tables = { events, entities, unbind };
    registerReferenceRoutes(app, idx);
  },
  async close() {
    if (tables === null) return;
    tables.unbind();
    await tables.events.close();
    await tables.entities.close();
    tables = null;
  },
};
