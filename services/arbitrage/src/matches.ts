// Declared matches (a scenario's `matches` section) turned into the same ref.event.v1 records reference data
// would publish, using the venue catalogs for identifiers. Used until (or instead of) services/refdata.
import type { CatalogEvent, CatalogMarket, OutcomeListing, OutcomePair, RefEvent } from '@ref/bus';

/** One declared match: the same event on alpha, beta and gamma, and its outcomes' listings. */
export interface DeclaredMatch {
  alpha?: string;
  beta?: string;
  gamma?: number;
  outcomes: { label: string; alpha?: string; beta?: string; gamma?: number }[];
}

/** Thrown for a malformed `matches` block; the message names the offending path. */
export class MatchesError extends Error {
  readonly code = 'MATCHES_INVALID';
  constructor(message: string) {
    super(message);
    this.name = 'MatchesError';
  }
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Validates a scenario (or any object with `matches`) and returns its declared matches. */
export function parseMatches(doc: unknown): DeclaredMatch[] {
  if (!isObj(doc) || !Array.isArray(doc['matches'])) throw new MatchesError('matches: expected an array under "matches"');
  return doc['matches'].map((m: unknown, i): DeclaredMatch => {
    const at = `matches[${i}]`;
    if (!isObj(m)) throw new MatchesError(`${at}: expected an object`);
    const str = (v: unknown, p: string): string | undefined => {
      if (v === undefined) return undefined;
      if (typeof v !== 'string' || v === '') throw new MatchesError(`${p}: expected a non-empty string`);
      return v;
    };
    const int = (v: unknown, p: string): number | undefined => {
      if (v === undefined) return undefined;
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) throw new MatchesError(`${p}: expected a non-negative integer`);
      return v;
    };
    if (!Array.isArray(m['outcomes']) || m['outcomes'].length === 0) throw new MatchesError(`${at}.outcomes: expected a non-empty array`);
    const outcomes = m['outcomes'].map((o: unknown, j) => {
      const p = `${at}.outcomes[${j}]`;
      if (!isObj(o)) throw new MatchesError(`${p}: expected an object`);
      const label = str(o['label'], `${p}.label`);
      if (label === undefined) throw new MatchesError(`${p}.label: required`);
      const out: DeclaredMatch['outcomes'][number] = { label };
      const a = str(o['alpha'], `${p}.alpha`);
      const b = str(o['beta'], `${p}.beta`);
      const g = int(o['gamma'], `${p}.gamma`);
      if (a !== undefined) out.alpha = a;
      if (b !== undefined) out.beta = b;
      if (g !== undefined) out.gamma = g;
      return out;
    });
    const out: DeclaredMatch = { outcomes };
    const a = str(m['alpha'], `${at}.alpha`);
    const b = str(m['beta'], `${at}.beta`);
    const g = int(m['gamma'], `${at}.gamma`);
    if (a !== undefined) out.alpha = a;
    if (b !== undefined) out.beta = b;
    if (g !== undefined) out.gamma = g;
    return out;
  });
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Deterministic event id for a declared match: `OPI-` + 8 of [0-9A-Z]. */
export function declaredEventId(m: DeclaredMatch): string {
  const basis = `${m.alpha ?? ''}|${m.beta ?? ''}|${m.gamma ?? ''}`;
  const a = fnv1a(basis).toString(36).toUpperCase().padStart(7, '0');
  const b = fnv1a('x' + basis).toString(36).toUpperCase().padStart(7, '0');
  return 'OPI-' + (a + b).slice(0, 8);
}

export function slugify(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'outcome';
}

/** Looks up catalog records: alpha by event ticker, beta by event slug (or id), gamma by root market id. */
export interface CatalogLookup {
  event(venue: 'alpha' | 'beta' | 'gamma', id: string): CatalogEvent | undefined;
}

/** Builds a lookup from catalog records (latest per key). */
export function catalogLookup(records: Iterable<CatalogEvent>): CatalogLookup {
  const byId = new Map<string, CatalogEvent>();
  for (const r of records) {
    byId.set(`${r.venue}:${r.venue_event_id}`, r);
    if (r.event_slug) byId.set(`${r.venue}:slug:${r.event_slug}`, r);
  }
  return { event: (venue, id) => byId.get(`${venue}:${id}`) ?? byId.get(`${venue}:slug:${id}`) };
}

const PAIRS: [string, string][] = [
  ['alpha', 'beta'],
  ['alpha', 'gamma'],
  ['beta', 'gamma'],
];

/** Synthesises the ref.event.v1 record of a declared match (every pair fungible, as the scenario format says). */
export function refEventFromMatch(m: DeclaredMatch, catalogs: CatalogLookup, classifiedAtMs: number): RefEvent {
  const ref = declaredEventId(m);
  const code = ref.slice(4);
  const ca = m.alpha !== undefined ? catalogs.event('alpha', m.alpha) : undefined;
  const cb = m.beta !== undefined ? catalogs.event('beta', m.beta) : undefined;
  const cg = m.gamma !== undefined ? catalogs.event('gamma', String(m.gamma)) : undefined;
  const first = ca ?? cb ?? cg;
  const market = (c: CatalogEvent | undefined, id: string | undefined): CatalogMarket | undefined => (c && id !== undefined ? c.markets.find((x) => x.venue_market_id === id) : undefined);
  const venues: string[] = [];
  const listings: RefEvent['venue_listings'] = [];
  if (m.alpha !== undefined) {
    venues.push('alpha');
    listings.push({ ref_id: `OPL:ALPHA:${m.alpha.toUpperCase()}`, venue: 'alpha', venue_event_id: m.alpha, venue_question: ca?.title ?? '', venue_event_slug: null });
  }
  if (m.beta !== undefined) {
    venues.push('beta');
    const id = cb?.venue_event_id ?? m.beta;
    listings.push({ ref_id: `OPL:BETA:${id.toUpperCase()}`, venue: 'beta', venue_event_id: id, venue_question: cb?.title ?? '', venue_event_slug: cb?.event_slug ?? m.beta });
  }
  if (m.gamma !== undefined) {
    venues.push('gamma');
    listings.push({ ref_id: `OPL:GAMMA:${m.gamma}`, venue: 'gamma', venue_event_id: String(m.gamma), venue_question: cg?.title ?? '', venue_event_slug: null });
  }
  const eventPairs = PAIRS.filter(([a, b]) => venues.includes(a) && venues.includes(b)).map(([a, b]) => ({
    venue_a: a,
    venue_a_event_id: listings.find((l) => l.venue === a)?.venue_event_id ?? '',
    venue_b: b,
    venue_b_event_id: listings.find((l) => l.venue === b)?.venue_event_id ?? '',
    basis_class: 'identical',
    outcome_universe: 'identical',
  }));
  return {
    ref_id: ref,
    numeric_id: fnv1a(ref) % 2_000_000_000,
    title: first?.title ?? m.outcomes[0]?.label ?? ref,
    subject_domain: ca?.category ?? first?.category ?? '',
    classified_at_ms: classifiedAtMs,
    active: true,
    market_type: m.outcomes.length > 1 ? 'categorical' : 'binary',
    resolution_time_ms: first?.close_time_ms ?? null,
    venue_listings: listings,
    venue_pairs: eventPairs,
    outcomes: m.outcomes.map((o) => {
      const vl: OutcomeListing[] = [];
      if (o.alpha !== undefined && m.alpha !== undefined) {
        const mk = market(ca, o.alpha);
        vl.push({ ref_id: `OPL:ALPHA:${o.alpha.toUpperCase()}`, venue: 'alpha', venue_market_id: o.alpha, venue_event_id: m.alpha, venue_yes_token: null, venue_no_token: null, venue_question: mk?.question ?? o.label });
      }
      if (o.beta !== undefined) {
        const mk = market(cb, o.beta);
        vl.push({ ref_id: `OPL:BETA:${o.beta.toUpperCase()}`, venue: 'beta', venue_market_id: o.beta, venue_event_id: cb?.venue_event_id ?? m.beta ?? '', venue_yes_token: mk?.yes_token ?? null, venue_no_token: mk?.no_token ?? null, venue_question: mk?.question ?? o.label });
      }
      if (o.gamma !== undefined) {
        const mk = market(cg, String(o.gamma));
        vl.push({ ref_id: `OPL:GAMMA:${o.gamma}`, venue: 'gamma', venue_market_id: String(o.gamma), venue_event_id: String(m.gamma ?? ''), venue_yes_token: mk?.yes_token ?? null, venue_no_token: mk?.no_token ?? null, venue_question: mk?.question ?? o.label });
      }
      const present = vl.map((l) => l.venue);
      const pairs: OutcomePair[] = PAIRS.filter(([a, b]) => present.includes(a) && present.includes(b)).map(([a, b]) => ({ venue_a: a, venue_b: b, fungible: true, divergence_axes: [], divergence_reason: 'declared match' }));
      const key = slugify(o.label);
      return { ref_id: `OPO:${code}:${key}`, outcome_key: key, label: o.label, outcome_kind: 'multi_class_named', outcome_params: {}, entity: null, venue_listings: vl, venue_pairs: pairs };
    }),
  };
}
