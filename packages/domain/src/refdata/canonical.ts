// Canonical records from match clusters: stable ids through a registry, outcome alignment, settlement pairs.
import type { KbEntity, KnowledgeBase, EntityKind } from './kb.ts';
import { publishedQid } from './kb.ts';
import { entityId, eventId, listingId, outcomeId, outcomeSlug } from './ids.ts';
import { labelAliases, outcomeTexts, songCredit, spokenWords, sportsPair, venueRank, type Cluster, type EventFeatures, type MarketFeatures, type OutcomeText } from './match.ts';
import { catchAllKey } from './names.ts';
import { moveAliases } from './decision.ts';
import { basisClass, cabinetScope, finishOrder, compareSettlement, titleCounting, positiveRuleMentions, countingRule, excludedGroups, extractRuleMentions, extractRuleSources, extractSources, extractStations, outcomeUniverse, titleSources, parseConditionPolicies, recessionCriteria, type Axis, type SettlementTerms } from './settlement.ts';
import { playerLineAliases } from './props.ts';
import { normalizeText } from './text.ts';
import { snapshotTime, statedDeadlineMs } from './observe.ts';

export interface EmbeddedEntityRec {
  ref_id: string;
  kind: string;
  canonical_name: string;
  aliases: string[];
  kb_qid: string | null;
  metadata: Record<string, string>;
}
export interface EntityRec extends EmbeddedEntityRec {
  provenance: string;
  source_synced_at_ms: number;
}
export interface OutcomeListingRec {
  ref_id: string;
  venue: string;
  venue_market_id: string;
  venue_event_id: string;
  venue_yes_token: string | null;
  venue_no_token: string | null;
  venue_question: string;
}
export interface OutcomePairRec {
  venue_a: string;
  venue_b: string;
  fungible: boolean;
  divergence_axes: string[];
  divergence_reason: string;
}
export interface OutcomeRec {
  ref_id: string;
  outcome_key: string;
  label: string;
  outcome_kind: string;
  outcome_params: Record<string, string>;
  entity: EmbeddedEntityRec | null;
  venue_listings: OutcomeListingRec[];
  venue_pairs: OutcomePairRec[];
}
export interface EventListingRec {
  ref_id: string;
  venue: string;
  venue_event_id: string;
  venue_question: string;
  venue_event_slug: string | null;
}
export interface EventPairRec {
  venue_a: string;
  venue_a_event_id: string;
  venue_b: string;
  venue_b_event_id: string;
  basis_class: string;
  outcome_universe: string;
}
/** Same shape as the bus RefEvent record. */
export interface EventRec {
  ref_id: string;
  numeric_id: number;
  title: string;
  subject_domain: string;
  classified_at_ms: number;
  active: boolean;
  market_type: string | null;
  resolution_time_ms: number | null;
  venue_listings: EventListingRec[];
  venue_pairs: EventPairRec[];
  outcomes: OutcomeRec[];
}

/** A row the registry issued and the caller must persist. */
export type RegistryRow =
  | { t: 'event'; opi: string; anchor: string; numeric_id: number }
  | { t: 'member'; key: string; opi: string }
  | { t: 'outcome'; opi: string; key: string; opo: string }
  | { t: 'entity'; identity: string; ope: string };

/** Issued ids. Loaded from storage, grown by the builder; every issued id keeps its meaning forever. */
export class IdRegistry {
  readonly events = new Map<string, { anchor: string; numeric_id: number }>();
  readonly eventOf = new Map<string, string>();
  readonly outcomes = new Map<string, string>();
  readonly outcomeIds = new Set<string>();
  readonly entities = new Map<string, string>();
  readonly entityIds = new Set<string>();
  nextNumeric = 1;
  pending: RegistryRow[] = [];

  /** Applies a persisted row (no pending entry). */
  load(row: RegistryRow): void {
    this.apply(row);
  }

  private apply(row: RegistryRow): void {
    switch (row.t) {
      case 'event':
        this.events.set(row.opi, { anchor: row.anchor, numeric_id: row.numeric_id });
        if (row.numeric_id >= this.nextNumeric) this.nextNumeric = row.numeric_id + 1;
        break;
      case 'member':
        this.eventOf.set(row.key, row.opi);
        break;
      case 'outcome':
        this.outcomes.set(`${row.opi}|${row.key}`, row.opo);
        this.outcomeIds.add(row.opo);
        break;
      case 'entity':
        this.entities.set(row.identity, row.ope);
        this.entityIds.add(row.ope);
        break;
    }
  }

  issue(row: RegistryRow): void {
    this.apply(row);
    this.pending.push(row);
  }

  takePending(): RegistryRow[] {
    const p = this.pending;
    this.pending = [];
    return p;
  }

  mintEvent(anchor: string): string {
    let salt = 0;
    let opi = eventId(anchor, salt);
    while (this.events.has(opi)) opi = eventId(anchor, ++salt);
    this.issue({ t: 'event', opi, anchor, numeric_id: this.nextNumeric });
    return opi;
  }

  outcome(opi: string, key: string, label: string): string {
    const existing = this.outcomes.get(`${opi}|${key}`);
    if (existing !== undefined) return existing;
    const base = outcomeSlug(label);
    let opo = outcomeId(opi, base);
    for (let i = 2; this.outcomeIds.has(opo); i++) opo = outcomeId(opi, `${base}-${i}`);
    this.issue({ t: 'outcome', opi, key, opo });
    return opo;
  }

  entity(identity: string, kind: string, name: string): string {
    const existing = this.entities.get(identity);
    if (existing !== undefined) return existing;
    let n = 0;
    let ope = entityId(kind, name);
    while (this.entityIds.has(ope)) ope = entityId(kind, name, ++n);
    this.issue({ t: 'entity', identity, ope });
    return ope;
  }
}

/**
 * Assigns an OPI to every cluster. A cluster keeps the id most of its members already had; when a cluster splits,
 * the part with the most former members keeps the id and the others get new ones; a new cluster mints from its
 * anchor (first member by venue rank). Ids of dissolved clusters are never handed to another meaning.
 */
export function assignEventIds(clusters: readonly Cluster[], reg: IdRegistry): string[] {
  const claims = new Map<string, Array<{ i: number; n: number }>>();
  clusters.forEach((c, i) => {
    const counts = new Map<string, number>();
    for (const m of c.members) {
      const opi = reg.eventOf.get(m.key);
      if (opi !== undefined) counts.set(opi, (counts.get(opi) ?? 0) + 1);
    }
    for (const [opi, n] of counts) {
      const l = claims.get(opi);
      if (l === undefined) claims.set(opi, [{ i, n }]);
      else l.push({ i, n });
    }
  });
  const winnerOf = new Map<string, number>();
  for (const [opi, l] of claims) {
    l.sort((x, y) => y.n - x.n || x.i - y.i);
    winnerOf.set(opi, l[0]!.i);
  }
  const out: string[] = [];
  clusters.forEach((c, i) => {
    const mine = [...winnerOf].filter(([, w]) => w === i).map(([opi]) => opi);
    mine.sort((x, y) => (reg.events.get(x)?.numeric_id ?? 0) - (reg.events.get(y)?.numeric_id ?? 0));
    // the cluster may win several former ids (a merge): keep the oldest; the others stay retired
    const opi = mine[0] ?? reg.mintEvent(c.members[0]!.key);
    out.push(opi);
    for (const m of c.members) if (reg.eventOf.get(m.key) !== opi) reg.issue({ t: 'member', key: m.key, opi });
  });
  return out;
}

/** Every member is a game (sports, not a season market) and those that date it (title, ticker, rules) name one day. */
function oneGameDay(members: readonly EventFeatures[]): boolean {
  const days = new Set(members.map((m) => m.facets['day'] ?? m.dates.findLast((d) => d.granularity === 'day')?.key).filter((d) => d !== undefined));
  return members.every((m) => !m.future && (m.domain === 'sports' || m.league !== null)) && days.size === 1;
}

function termsOf(ev: EventFeatures, m: MarketFeatures): SettlementTerms {
  const rules = [m.market.rules, ev.ev.rules].filter((r): r is string => r !== null && r !== undefined && r !== '').join(' ');
  const sources = extractSources([m.market.resolution_source, ...ev.ev.settlement_sources]);
  const ruleSources = sources.length === 0 ? extractRuleSources(rules) : [];
  const mentioned = sources.length === 0 && ruleSources.length === 0 ? extractRuleMentions(rules) : [];
  // (a listing silent everywhere else may name its source in the title: "..., per The Numbers")
  const titled = sources.length === 0 && ruleSources.length === 0 && mentioned.length === 0 ? titleSources(ev.ev.title) : [];
  const pol = parseConditionPolicies(rules);
  return {
    sources: sources.length > 0 ? sources : ruleSources.length > 0 ? ruleSources : mentioned.length > 0 ? mentioned : titled,
    windowEndMs: m.market.expiration_time_ms ?? m.market.close_time_ms ?? ev.ev.close_time_ms,
    statedEndMs: statedDeadlineMs(rules),
    cancellation: pol.cancellation,
    tie: pol.tie,
    retirement: pol.retirement,
    mentioned: positiveRuleMentions(rules),
    cabinet: cabinetScope(rules),
    // (also a station the title names in brackets as where the city is read: "NYC (Central Park) high temperature")
    stations: extractStations([rules, m.market.resolution_source, ...ev.ev.settlement_sources, ...bracketNotes(ev.ev.title)]),
    ...readingTerms(ev, rules, m.market.expiration_time_ms ?? m.market.close_time_ms ?? ev.ev.close_time_ms),
    finishOrder: finishOrder([ev.ev.title, ev.ev.sub_title, rules]),
  };
}

/** A title about a vote, a ballot measure's or a seat's: "Ohio Issue 1 passes?", "Will Democrats flip Maine's 2nd District?". */
const VOTE = /\b(elect(ion|ions|ed)|gubernatorial|race|ballot|referend\w*|initiative|proposition|issue \d+|question \d+|voters?|special|district|seat)\b/i;

/**
 * Whether one event's listings all settle on one vote: a race named by office or a ballot measure, of one year, with no
 * other date than the vote's. A venue that leaves the year to its ticker or close ("Michigan governor race winner?")
 * lists the race the others date, and a day or month the title names ("New Jersey gubernatorial election (Nov 8,
 * 2033)", "Ohio Issue 1 passes in November 2033?") is the vote's: one month across the venues.
 */
function settledByVote(members: readonly EventFeatures[]): boolean {
  const years = new Set(members.flatMap((m) => m.years));
  const months = new Set(members.flatMap((m) => m.dates.map((d) => d.key.slice(0, 7))));
  // (the balance of power, "D House, R Senate", is the vote's too; so is an office's race named by the month of the vote,
  // "Will Democrats flip the US Senate in November 2034?")
  // (and a ballot measure by its number, "Will California Prop 4 (rent stabilization) pass?")
  const race = (m: EventFeatures): boolean => m.offices.length > 0 || [...m.keySet].some((k) => k.startsWith('bop:')) || m.facets['ballot'] !== undefined;
  return years.size <= 1 && months.size <= 1 && members.every((m) => (race(m) || VOTE.test(m.ev.title)) && m.years.length <= 1
    && (m.dates.length === 0 || (m.dates.length === 1 && (VOTE.test(m.ev.title) || (race(m) && m.dates[0]!.granularity === 'month')))));
}

/** The bracketed notes of a title ("NYC (Central Park) high temperature" → "Central Park"). */
function bracketNotes(title: string | null): string[] {
  return [...(title ?? '').matchAll(/\(([^()]{2,60})\)/g)].map((m) => `(${m[1]!})`);
}

/** How the rules count and read the outcome: rate moves by steps or meetings, a recession's criteria, a snapshot time. */
function readingTerms(ev: EventFeatures, rules: string, closeMs: number | null): Pick<SettlementTerms, 'counting' | 'criteria' | 'snapshotMin' | 'excludes' | 'rulesText'> {
  if (ev.domain === 'sports' || ev.league !== null || rules === '') return {};
  // (a title may say how the count is made: "Number of 25bp Fed rate cuts in Q1" counts steps)
  return { counting: countingRule(rules) ?? titleCounting(ev.ev.title ?? ''), criteria: recessionCriteria(rules), snapshotMin: ev.priceKind === null ? snapshotTime([rules], closeMs) : null, excludes: excludedGroups(rules), rulesText: rules.toLowerCase() };
}

const OP_TEXT: Record<string, string> = { gt: 'above', ge: 'at or above', lt: 'below', le: 'at or below', eq: 'exactly', range: 'between' };

/**
 * What the two venues' strikes say when they were aligned as one outcome but are written differently: "X or above"
 * and "above X" on a continuously quoted price (they differ only if the price settles exactly on X, not counted as a
 * divergence axis), or bps comparisons that are equal in 25 bps steps ("cut >25bps" and "cut 50+ bps").
 */
function strikeNote(va: string, a: MarketFeatures, vb: string, b: MarketFeatures): string {
  const x = a.strike, y = b.strike;
  if (x === null || y === null || (x.op === y.op && x.lo === y.lo && x.hi === y.hi)) return '';
  const fmt = (s: NonNullable<MarketFeatures['strike']>): string => `${OP_TEXT[s.op] ?? s.op} ${s.op === 'range' ? `${s.lo}-${s.hi}` : s.lo}${s.unit === '%' ? '%' : s.unit === 'bps' ? ' bps' : ''}`;
  if (x.unit === 'bps' || y.unit === 'bps') return `strikes written differently (${va} ${fmt(x)}, ${vb} ${fmt(y)}): the same outcome in 25 bps steps`;
  if (x.lo === y.lo && x.op !== y.op) {
    const incl = x.op === 'ge' || x.op === 'le' ? va : vb;
    const excl = incl === va ? vb : va;
    return `strike boundary: ${incl} counts a settlement exactly at ${x.lo} as Yes, ${excl} does not (${va} ${fmt(x)}, ${vb} ${fmt(y)}); on a continuously quoted price the two differ only at that exact value`;
  }
  return `strikes written differently (${va} ${fmt(x)}, ${vb} ${fmt(y)})`;
}

function guessKind(label: string, domain: string): EntityKind | null {
  if (domain === 'sports') return 'team';
  if (domain === 'politics' && /^[A-Z][a-z.'-]+( [A-Z][a-z.'-]+){1,3}$/.test(label.trim())) return 'person';
  return null;
}

export interface BuildContext {
  kb: KnowledgeBase;
  reg: IdRegistry;
  nowMs: number;
  /** when the KB was last synced (source_synced_at of kb entities) */
  kbSyncedAtMs: number;
  /** previous version of each event, to keep classified_at when nothing changed */
  previous: (opi: string) => EventRec | undefined;
}

/** Whether a set holds exactly the one value `x`. */
function setOf(s: ReadonlySet<number>, x: number): boolean {
  return s.size === 1 && s.has(x);
}

export interface BuiltEvent {
  event: EventRec;
  entities: EntityRec[];
}

function embedded(e: EntityRec): EmbeddedEntityRec {
  return { ref_id: e.ref_id, kind: e.kind, canonical_name: e.canonical_name, aliases: e.aliases, kb_qid: e.kb_qid, metadata: e.metadata };
}

export function kbEntityRec(e: KbEntity, ctx: Pick<BuildContext, 'reg' | 'kbSyncedAtMs'>): EntityRec {
  return {
    ref_id: ctx.reg.entity(`kb:${e.kb_qid}`, e.kind, e.canonical_name),
    // a record without a verified Q-id is recognised through the kb but published as an automatic entity
    kind: e.kind, canonical_name: e.canonical_name, aliases: e.aliases, kb_qid: publishedQid(e), metadata: e.metadata,
    provenance: publishedQid(e) === null ? 'llm_auto' : 'kb', source_synced_at_ms: ctx.kbSyncedAtMs,
  };
}

/** Builds the canonical event of one cluster. */
export function buildEvent(cluster: Cluster, opi: string, ctx: BuildContext): BuiltEvent {
  const members = cluster.members;
  const lead = members.find((m) => m.venue === 'alpha') ?? members[0]!;
  const entities = new Map<string, EntityRec>();
  const entityFor = (mf: MarketFeatures, ev: EventFeatures): EntityRec | null => {
    if (mf.entity !== null) return kbEntityRec(mf.entity, ctx);
    if (mf.kind === 'named' && mf.key?.startsWith('lbl:')) {
      const kind = guessKind(mf.label, ev.domain);
      if (kind === null) return null;
      const name = mf.label.trim();
      return {
        ref_id: ctx.reg.entity(`auto:${kind}:${normalizeText(name)}`, kind, name),
        kind, canonical_name: name, aliases: [], kb_qid: null, metadata: {}, provenance: 'llm_auto', source_synced_at_ms: ctx.nowMs,
      };
    }
    if (ev.context.size === 1) {
      const e = ctx.kb.get([...ev.context][0]!);
      if (e !== undefined) return kbEntityRec(e, ctx);
    }
    return null;
  };
  // outcome keys per venue; duplicates inside one venue and unalignable markets become venue-specific outcomes
  type Slot = { key: string; label: string; kind: string; params: Record<string, string>; entity: EntityRec | null; listings: Array<{ ev: EventFeatures; mf: MarketFeatures }> };
  const slots = new Map<string, Slot>();
  const perVenueKeys = new Map<string, Set<string>>();
  const catchAllScope = new Map<string, string>();
  // (outside sports, a venue that credits each outcome with two names, "Caribe — Bad Bunny", is read first: one venue's
  // "Caribe" and another's "Bad Bunny" are then each a part of one outcome, not two outcomes the credit would straddle)
  const sports = members.some((m, i) => i > 0 && sportsPair(members[0]!, m));
  const credits = (ev: EventFeatures): boolean => ev.markets.length > 1 && ev.markets.every((mf) => songCredit(mf.label) !== null || catchAllKey(mf.key ?? ''));
  const order = sports ? members : [...members.filter(credits), ...members.filter((m) => !credits(m))];
  for (const ev of order) {
    // out-of-kb team labels shortened on one venue ("Bucks") align with the full name on another ("Milwaukee Bucks")
    const slotTexts = new Map<string, OutcomeText>();
    for (const [k, sl] of slots) {
      // the fullest label of the outcome so far ("Florida Panthers" rather than "Florida") aligns the most other spellings
      const mf = sl.listings.map((l) => l.mf).sort((x, y) => y.label.length - x.label.length)[0];
      const t = mf === undefined ? undefined : outcomeTexts([mf]).values().next().value;
      if (t !== undefined) slotTexts.set(k, t);
    }
    const alias = slots.size === 0 ? new Map<string, string>()
      : labelAliases(new Set(slots.keys()), ev.keySet, { sports, a: slotTexts, b: ev.texts, words: members.every(spokenWords) });
    // a level after a decision on one venue is a move on another when the rules state the level before it
    const slotMoves = new Map<string, string>();
    for (const [k, sl] of slots) for (const l of sl.listings) if (l.ev.moves.has(k)) slotMoves.set(k, l.ev.moves.get(k)!);
    for (const [k, x] of moveAliases(new Set(slots.keys()), slotMoves, ev.keySet, ev.moves)) if (!alias.has(k)) alias.set(k, x);
    // a player's line keyed by its player on one venue and by its line alone on another that names no player
    if (sports) {
      const players = (k: string): Set<number> => new Set(slots.get(k)!.listings.map((l) => l.ev.players.size));
      const lines = playerLineAliases(new Set(slots.keys()), ev.keySet, ev.players.size, (k) => setOf(players(k), 1), (k) => setOf(players(k), 0));
      for (const [k, x] of lines) if (!alias.has(k)) alias.set(k, x);
    }
    const keyOf = (mf: MarketFeatures): string | null => (mf.key === null ? null : alias.get(mf.key) ?? mf.key);
    const counts = new Map<string, number>();
    for (const mf of ev.markets) {
      const k = keyOf(mf);
      if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    const keys = new Set<string>();
    // a catch-all ("Other") is one outcome across venues only over the same named outcomes
    const named = [...counts.keys()].filter((k) => !catchAllKey(k)).sort().join('\n');
    for (const mf of ev.markets) {
      const mk = keyOf(mf);
      const scoped = mk === null || !catchAllKey(mk) || (catchAllScope.get(mk) ?? named) === named;
      if (mk !== null && scoped && catchAllKey(mk)) catchAllScope.set(mk, named);
      const key = mk !== null && counts.get(mk) === 1 && scoped ? mk : `mkt:${ev.venue}:${mf.market.venue_market_id}`;
      keys.add(key);
      let slot = slots.get(key);
      if (slot === undefined) {
        const params: Record<string, string> = {};
        if (mf.strike !== null) {
          params['op'] = mf.strike.op;
          params['lo'] = mf.strike.lo;
          params['hi'] = mf.strike.hi;
          if (mf.strike.unit !== '') params['unit'] = mf.strike.unit;
        }
        const kind = mf.kind === 'entity' || mf.kind === 'named' ? 'multi_class_named' : mf.kind === 'numeric' ? (mf.strike?.op === 'range' ? 'numeric_bucket' : 'numeric_threshold') : 'binary';
        const label = mf.kind === 'binary' && ev.markets.length === 1 ? 'Yes' : mf.label || mf.market.question;
        slot = { key, label, kind, params, entity: entityFor(mf, ev), listings: [] };
        slots.set(key, slot);
      }
      slot.listings.push({ ev, mf });
    }
    // (one venue's ladder listed as one-market events: its pieces together are that venue's outcomes; several one-market
    // listings of one venue, each an outcome of the event, share the venue's keys)
    perVenueKeys.set(ev.venue, new Set([...(perVenueKeys.get(ev.venue) ?? []), ...keys]));
  }
  const deadlineBy = members.some((m) => m.deadline === 'by');
  // a season or tournament market settles on the competition's result whenever each venue stops trading it
  // a game every venue dates to the same day settles on that game, however long after it each venue keeps the listing open;
  // an election named by office and year settles on the vote, whether a venue closes at the vote or at the inauguration
  const election = settledByVote(members);
  const tolerance = deadlineBy ? 3_600_000 : members.every((m) => m.future) ? 7 * 24 * 3_600_000 : oneGameDay(members) ? 21 * 24 * 3_600_000 : election ? 100 * 24 * 3_600_000 : 48 * 3_600_000;
  const venuePairs: EventPairRec[] = [];
  const outcomes: OutcomeRec[] = [];
  const pairAxes = new Map<string, Set<Axis>>();
  const ordered = [...slots.values()];
  for (const slot of ordered) {
    slot.listings.sort((x, y) => venueRank(x.ev.venue) - venueRank(y.ev.venue));
    const opo = ctx.reg.outcome(opi, slot.key, slot.label);
    if (slot.entity !== null) entities.set(slot.entity.ref_id, slot.entity);
    const pairs: OutcomePairRec[] = [];
    for (let i = 0; i < slot.listings.length; i++) {
      for (let j = i + 1; j < slot.listings.length; j++) {
        const x = slot.listings[i]!;
        const y = slot.listings[j]!;
        const cmp = compareSettlement(x.ev.venue, termsOf(x.ev, x.mf), y.ev.venue, termsOf(y.ev, y.mf), tolerance);
        const note = strikeNote(x.ev.venue, x.mf, y.ev.venue, y.mf);
        const reason = [cmp.reason, note].filter((r) => r !== '').join('; ');
        pairs.push({ venue_a: x.ev.venue, venue_b: y.ev.venue, fungible: cmp.axes.length === 0, divergence_axes: cmp.axes, divergence_reason: reason });
        const pk = `${x.ev.venue}|${y.ev.venue}`;
        const s = pairAxes.get(pk) ?? new Set<Axis>();
        for (const a of cmp.axes) s.add(a);
        pairAxes.set(pk, s);
      }
    }
    outcomes.push({
      ref_id: opo, outcome_key: opo.slice(opo.lastIndexOf(':') + 1), label: slot.label, outcome_kind: slot.kind, outcome_params: slot.params,
      entity: slot.entity === null ? null : embedded(slot.entity),
      venue_listings: slot.listings.map(({ ev, mf }) => ({
        ref_id: listingId(ev.venue, mf.market.venue_market_id), venue: ev.venue, venue_market_id: mf.market.venue_market_id,
        venue_event_id: ev.ev.venue_event_id, venue_yes_token: mf.market.yes_token, venue_no_token: mf.market.no_token,
        venue_question: mf.market.question,
      })),
      venue_pairs: pairs,
    });
  }
  outcomes.sort((x, y) => (x.ref_id < y.ref_id ? -1 : x.ref_id > y.ref_id ? 1 : 0));
  for (let i = 0; i < members.length; i++) {
    for (let j = i + 1; j < members.length; j++) {
      const a = members[i]!;
      const b = members[j]!;
      if (a.venue === b.venue) continue;
      const axes = pairAxes.get(`${a.venue}|${b.venue}`) ?? new Set<Axis>();
      venuePairs.push({
        venue_a: a.venue, venue_a_event_id: a.ev.venue_event_id, venue_b: b.venue, venue_b_event_id: b.ev.venue_event_id,
        basis_class: basisClass(axes), outcome_universe: outcomeUniverse(perVenueKeys.get(a.venue)!, perVenueKeys.get(b.venue)!),
      });
    }
  }
  const windowEnds = members.flatMap((m) => m.ev.markets.map((x) => x.expiration_time_ms ?? x.close_time_ms ?? m.ev.close_time_ms)).filter((x): x is number => x !== null);
  const body: Omit<EventRec, 'classified_at_ms'> = {
    ref_id: opi,
    numeric_id: ctx.reg.events.get(opi)?.numeric_id ?? 0,
    title: lead.ev.title,
    subject_domain: lead.ev.category ?? members.find((m) => m.ev.category !== null)?.ev.category ?? lead.domain,
    active: members.some((m) => m.ev.markets.some((x) => x.status === 'active')),
    market_type: members.some((m) => m.ev.markets.length > 1) ? 'categorical' : 'binary',
    resolution_time_ms: windowEnds.length > 0 ? Math.max(...windowEnds) : null,
    venue_listings: members.map((m) => ({
      ref_id: listingId(m.venue, m.ev.venue_event_id), venue: m.venue, venue_event_id: m.ev.venue_event_id,
      venue_question: m.ev.title, venue_event_slug: m.ev.event_slug,
    })),
    venue_pairs: venuePairs,
    outcomes,
  };
  const prev = ctx.previous(opi);
  let classified = ctx.nowMs;
  if (prev !== undefined) {
    const { classified_at_ms: prevAt, ...prevBody } = prev;
    if (JSON.stringify(prevBody) === JSON.stringify(body)) classified = prevAt;
  }
  return { event: { ...body, classified_at_ms: classified }, entities: [...entities.values()] };
}

/** Keeps a dissolved event's id resolvable: same record without listings, marked inactive (only if it changed). */
export function retireEvent(prev: EventRec, nowMs: number): EventRec {
  if (prev.venue_listings.length === 0 && !prev.active) return prev;
  return {
    ...prev, active: false, venue_listings: [], venue_pairs: [],
    outcomes: prev.outcomes.map((o) => ({ ...o, venue_listings: [], venue_pairs: [] })), classified_at_ms: nowMs,
  };
}
