// The arbitrage engine core: books per listing, canonical outcomes and their directed pairs, recompute on change.
// No I/O: records come in through on*(), which recompute only the touched pairs; drain() then emits the changed
// opportunities and spreads through an EngineSink (the service produces them to the bus).
import type { BookUpdate, CatalogEvent, CatalogMarket, Level, Opportunity, RefEvent, RefOutcome, Spread } from '@ref/bus';
import {
  FeeModelError,
  FeeTableCache,
  ListingBook,
  PairResult,
  PICO_SCALE,
  WALK_DEPTH,
  evaluatePair,
  pairFigures,
  parseDecimalUnits,
  type ArbLadder,
  type BookError,
  type BookProblem,
} from '@ref/domain';

/** Venues arbitrage covers, in the order pairs are enumerated. */
export const ARB_VENUES = ['alpha', 'beta', 'gamma'] as const;
export type ArbVenue = (typeof ARB_VENUES)[number];
const isArbVenue = (v: string): v is ArbVenue => (ARB_VENUES as readonly string[]).includes(v);

export interface EngineOptions {
  /** Opportunities with net_cents at or above this (decimal string, cents) are published. */
  minNetCents: string;
  /** Divergence axes that do not disqualify a non-fungible pair (e.g. ['condition_scope']). */
  allowAxes: readonly string[];
  /** A listing with no update or heartbeat for this long is stale. */
  staleAfterMs: number;
  now(): number;
}

/** Where results go. Keys: opportunities `OPI:outcome_key:buy_yes:buy_no`; spreads that plus `:YES` / `:NO`. */
export interface EngineSink {
  opportunity(key: string, value: Opportunity | null): void;
  spread(key: string, value: Spread | null): void;
  /** A listing became unusable (counted and logged once per transition by the caller). */
  rejected(listing: string, venue: string, err: BookError | Error): void;
}

/** Catalog facts of one listing: identifiers, volumes and the fee model. */
class CatalogInfo {
  venueEventId: string;
  eventSlug: string | null;
  market: CatalogMarket;
  constructor(venueEventId: string, eventSlug: string | null, market: CatalogMarket) {
    this.venueEventId = venueEventId;
    this.eventSlug = eventSlug;
    this.market = market;
  }
}

class ListingState {
  readonly book: ListingBook;
  catalog: CatalogInfo | null;
  readonly slots: OutcomeSlot[];
  /** every directed pair and spread row this listing is a leg of (direct references: no scan per update) */
  readonly pairs: DirectedPair[];
  readonly spreads: SpreadRow[];
  /** the pairs buying YES here, and the dependency bound of each on this listing's YES ladder (same index): a
   *  YES delta reads these packed bounds and touches a pair object only when its walk may change */
  readonly asYes: DirectedPair[];
  readonly yesBounds: number[];
  /** the pairs buying NO here, and their bounds on this listing's NO ladder */
  readonly asNo: DirectedPair[];
  readonly noBounds: number[];
  /** published pairs this listing is a leg of (0: no orderbook to refresh) */
  publishedLegs: number;
  /** problem last reported to the sink (report once per transition) */
  reported: BookProblem;
  constructor(venue: string, marketId: string) {
    this.book = new ListingBook(venue, marketId);
    this.catalog = null;
    this.slots = [];
    this.pairs = [];
    this.spreads = [];
    this.asYes = [];
    this.yesBounds = [];
    this.asNo = [];
    this.noBounds = [];
    this.publishedLegs = 0;
    this.reported = 'none';
  }

  /** Rebuilds asYes/asNo (and the pairs' indexes into them) from `pairs`. */
  reindex(): void {
    this.asYes.length = 0;
    this.yesBounds.length = 0;
    this.asNo.length = 0;
    this.noBounds.length = 0;
    for (const p of this.pairs) {
      if (p.yes === this) {
        p.yesIdx = this.asYes.length;
        this.asYes.push(p);
        this.yesBounds.push(p.yesBound);
      } else {
        p.noIdx = this.asNo.length;
        this.asNo.push(p);
        this.noBounds.push(p.noBound);
      }
    }
  }
}

/** A directed pair is its own PairResult (one object per pair: fewer cache lines per update). */
class DirectedPair extends PairResult {
  readonly key: string;
  readonly yesVenue: ArbVenue;
  readonly noVenue: ArbVenue;
  readonly yes: ListingState;
  readonly no: ListingState;
  readonly fungible: boolean;
  readonly slot: OutcomeSlot;
  /** index in yes.asYes / no.asNo */
  yesIdx: number;
  noIdx: number;
  /** the last recompute says: publish (true) or tombstone/absent (false) */
  want: boolean;
  /** queued for drain() */
  dirty: boolean;
  published: boolean;
  timestampMs: number;
  constructor(slot: OutcomeSlot, key: string, yesVenue: ArbVenue, noVenue: ArbVenue, yes: ListingState, no: ListingState, fungible: boolean) {
    super();
    this.slot = slot;
    this.yesIdx = -1;
    this.noIdx = -1;
    this.want = false;
    this.dirty = false;
    this.timestampMs = 0;
    this.key = key;
    this.yesVenue = yesVenue;
    this.noVenue = noVenue;
    this.yes = yes;
    this.no = no;
    this.fungible = fungible;
    this.published = false;
  }
}

class SpreadRow {
  readonly key: string;
  readonly side: 'YES' | 'NO';
  readonly a: ListingState;
  readonly b: ListingState;
  readonly venueA: ArbVenue;
  readonly venueB: ArbVenue;
  lastA: number;
  lastB: number;
  /** current best asks (-1: unusable or empty) */
  curA: number;
  curB: number;
  dirty: boolean;
  /** re-emit even when the compared prices did not change (another venue's block changed) */
  refresh: boolean;
  published: boolean;
  timestampMs: number;
  readonly slot: OutcomeSlot;
  constructor(slot: OutcomeSlot, key: string, side: 'YES' | 'NO', venueA: ArbVenue, a: ListingState, venueB: ArbVenue, b: ListingState) {
    this.slot = slot;
    this.refresh = false;
    this.curA = -1;
    this.curB = -1;
    this.dirty = false;
    this.timestampMs = 0;
    this.key = key;
    this.side = side;
    this.venueA = venueA;
    this.venueB = venueB;
    this.a = a;
    this.b = b;
    this.lastA = -1;
    this.lastB = -1;
    this.published = false;
  }
}

class OutcomeSlot {
  readonly event: RefEvent;
  readonly outcome: RefOutcome;
  readonly listings: Partial<Record<ArbVenue, ListingState>>;
  readonly pairs: DirectedPair[];
  readonly spreads: SpreadRow[];
  /** published pairs and spread rows of this outcome (0: no venue block to refresh) */
  publishedRecords: number;
  /** identifiers and volumes of the venue blocks (rebuilt when a catalog or the event changes) */
  fixed: FixedBlocks | null;
  constructor(event: RefEvent, outcome: RefOutcome) {
    this.publishedRecords = 0;
    this.fixed = null;
    this.event = event;
    this.outcome = outcome;
    this.listings = {};
    this.pairs = [];
    this.spreads = [];
  }
}

/** The parts of an opportunity that only change with the catalogs or the event. */
interface FixedBlocks {
  alphaEventTicker: string | null;
  betaEventSlug: string | null;
  gammaMarketId: number | null;
  alpha: Omit<Opportunity['alpha'], 'yes_ask' | 'no_ask'>;
  beta: Omit<Opportunity['beta'], 'yes_ask' | 'no_ask'>;
  gamma: Omit<Opportunity['gamma'], 'yes_ask' | 'no_ask'>;
  legs: Record<ArbVenue, { yes: string; no: string }>;
}

/** minPrice of a side the delta does not touch. */
const NO_CHANGE = Number.POSITIVE_INFINITY;

/** Lowest price among a delta's levels of one side (NO_CHANGE when none). */
function minPrice(levels: readonly Level[]): number {
  let m = NO_CHANGE;
  for (let i = 0; i < levels.length; i++) {
    const p = (levels[i] as Level).price;
    if (p < m) m = p;
  }
  return m;
}

/** Whether a change at `price` (already applied) is inside the top WALK_DEPTH levels an orderbook shows. */
function inOrderbook(l: ArbLadder, price: number): boolean {
  return l.length <= WALK_DEPTH || price <= l.priceAt(WALK_DEPTH - 1);
}

/** Counters the service exports as metrics. */
export interface EngineStats {
  bookUpdates: number;
  opportunitiesOpen: number;
  listings: number;
  outcomes: number;
}

export class ArbitrageEngine {
  private readonly opts: EngineOptions;
  private readonly sink: EngineSink;
  private readonly fees = new FeeTableCache();
  private readonly listings = new Map<string, Map<string, ListingState>>();
  private readonly dirtyPairs: DirectedPair[] = [];
  private outcomeCount = 0;
  private readonly dirtySpreads: SpreadRow[] = [];
  private readonly events = new Map<string, OutcomeSlot[]>();
  private readonly thresholdPico: number;
  private alpha: Map<string, ListingState> | undefined;
  private beta: Map<string, ListingState> | undefined;
  private gamma: Map<string, ListingState> | undefined;
  readonly stats: EngineStats = { bookUpdates: 0, opportunitiesOpen: 0, listings: 0, outcomes: 0 };

  constructor(opts: EngineOptions, sink: EngineSink) {
    this.opts = opts;
    this.sink = sink;
    this.thresholdPico = parseDecimalUnits(opts.minNetCents, PICO_SCALE);
  }

  private listing(venue: string, marketId: string): ListingState {
    // the three arb venues by comparison (no hashing of the venue string), others through the map
    const byVenue = venue === 'alpha' ? this.alpha : venue === 'beta' ? this.beta : venue === 'gamma' ? this.gamma : undefined;
    if (byVenue !== undefined) {
      const hit = byVenue.get(marketId);
      if (hit !== undefined) return hit;
    }
    let byId = this.listings.get(venue);
    if (!byId) {
      byId = new Map();
      this.listings.set(venue, byId);
      if (venue === 'alpha') this.alpha = byId;
      else if (venue === 'beta') this.beta = byId;
      else if (venue === 'gamma') this.gamma = byId;
    }
    let l = byId.get(marketId);
    if (!l) {
      l = new ListingState(venue, marketId);
      byId.set(marketId, l);
      this.stats.listings++;
    }
    return l;
  }

  /** A venue catalog record: fee models, identifiers and volumes of its markets. */
  onCatalog(rec: CatalogEvent): void {
    if (!isArbVenue(rec.venue)) return;
    for (const m of rec.markets) {
      const l = this.listing(rec.venue, m.venue_market_id);
      l.catalog = new CatalogInfo(rec.venue_event_id, rec.event_slug, m);
      for (const slot of l.slots) slot.fixed = null;
      try {
        l.book.setFee(this.fees.get(m.fee));
      } catch (err) {
        if (!(err instanceof FeeModelError)) throw err;
        l.book.setFee(null);
        this.sink.rejected(l.book.name, rec.venue, err);
      }
      this.recomputeListing(l);
    }
  }

  /** A canonical event (or its deletion): rebuilds its outcome slots and pairs. */
  onRefEvent(refId: string, ev: RefEvent | null): void {
    const old = this.events.get(refId);
    if (old) {
      for (const slot of old) {
        for (const p of slot.pairs) this.close(p);
        for (const s of slot.spreads) this.closeSpread(s);
        for (const l of Object.values(slot.listings)) {
          const i = l.slots.indexOf(slot);
          if (i >= 0) l.slots.splice(i, 1);
          for (let k = l.pairs.length - 1; k >= 0; k--) if (l.pairs[k]?.slot === slot) l.pairs.splice(k, 1);
          for (let k = l.spreads.length - 1; k >= 0; k--) if (l.spreads[k]?.slot === slot) l.spreads.splice(k, 1);
          l.reindex();
        }
      }
      this.events.delete(refId);
      this.outcomeCount -= old.length;
    }
    if (ev) {
      const slots: OutcomeSlot[] = [];
      for (const o of ev.outcomes) {
        const slot = new OutcomeSlot(ev, o);
        for (const vl of o.venue_listings) {
          if (!isArbVenue(vl.venue) || slot.listings[vl.venue]) continue;
          const l = this.listing(vl.venue, vl.venue_market_id);
          slot.listings[vl.venue] = l;
          l.slots.push(slot);
        }
        for (let i = 0; i < ARB_VENUES.length; i++) {
          const a = ARB_VENUES[i] as ArbVenue;
          const la = slot.listings[a];
          if (!la) continue;
          for (const b of ARB_VENUES) {
            const lb = slot.listings[b];
            if (a === b || !lb) continue;
            const p = new DirectedPair(slot, `${ev.ref_id}:${o.outcome_key}:${a}:${b}`, a, b, la, lb, this.fungible(o, a, b));
            slot.pairs.push(p);
            la.pairs.push(p);
            lb.pairs.push(p);
          }
          for (let j = i + 1; j < ARB_VENUES.length; j++) {
            const b = ARB_VENUES[j] as ArbVenue;
            const lb = slot.listings[b];
            if (!lb) continue;
            for (const side of ['YES', 'NO'] as const) {
              const row = new SpreadRow(slot, `${ev.ref_id}:${o.outcome_key}:${a}:${b}:${side}`, side, a, la, b, lb);
              slot.spreads.push(row);
              la.spreads.push(row);
              lb.spreads.push(row);
            }
          }
        }
        for (const l of Object.values(slot.listings)) l.reindex();
        slots.push(slot);
      }
      this.events.set(refId, slots);
      this.outcomeCount += slots.length;
      for (const slot of slots) this.recomputeSlot(slot);
    }
    this.stats.outcomes = this.outcomeCount;
  }

  private fungible(o: RefOutcome, a: string, b: string): boolean {
    for (const p of o.venue_pairs) {
      if ((p.venue_a === a && p.venue_b === b) || (p.venue_a === b && p.venue_b === a)) {
        if (p.fungible) return true;
        return p.divergence_axes.length > 0 && p.divergence_axes.every((x) => this.opts.allowAxes.includes(x));
      }
    }
    return false;
  }

  /** One md.book.v1 record. Returns the number of pairs recomputed (walked). */
  onBook(rec: BookUpdate): number {
    this.stats.bookUpdates++;
    const l = this.listing(rec.venue, rec.venue_market_id);
    const book = l.book;
    const now = this.opts.now();
    const yesTop = book.yes.top;
    const noTop = book.no.top;
    const before = book.problem();
    let err: BookError | null = null;
    switch (rec.kind) {
      case 'snapshot':
        err = book.applySnapshot(rec.yes_asks, rec.no_asks, now);
        break;
      case 'delta':
        if (!book.hasSnapshot) return 0; // a delta before any snapshot cannot be applied
        if (rec.seq <= book.lastSeq) return 0; // replayed record already applied
        if (book.lastSeq >= 0 && rec.seq !== book.lastSeq + 1 && !book.corrupt) {
          err = book.markGap(`sequence gap: expected ${book.lastSeq + 1}, got ${rec.seq}`);
          break;
        }
        err = book.applyDelta(rec.yes_asks, rec.no_asks, now);
        break;
      case 'heartbeat':
        book.lastSeenMs = now;
        if (rec.seq > book.lastSeq) book.lastSeq = rec.seq;
        if (!book.stale) return 0;
        book.setStale(false);
        break;
      case 'stale':
        if (rec.seq > book.lastSeq) book.lastSeq = rec.seq;
        if (book.stale) return 0;
        book.setStale(true);
        break;
    }
    if (rec.kind === 'snapshot' || rec.seq > book.lastSeq) book.lastSeq = rec.seq;
    if (err) this.report(l, err);
    if (rec.kind === 'delta' && book.problem() === before) {
      // unusable before and after: no pair, spread or venue block shows this listing's book
      if (before !== 'none') return 0;
      return this.recomputeDelta(l, minPrice(rec.yes_asks), minPrice(rec.no_asks), yesTop, noTop, now);
    }
    return this.recomputeListing(l, now);
  }

  /** Marks listings with no update or heartbeat within staleAfterMs as stale (call periodically). */
  sweepStale(): number {
    const now = this.opts.now();
    const cutoff = now - this.opts.staleAfterMs;
    let n = 0;
    for (const byId of this.listings.values()) for (const l of byId.values()) {
      if (!l.book.stale && l.book.hasSnapshot && l.book.lastSeenMs < cutoff) {
        l.book.setStale(true);
        this.recomputeListing(l, now);
        n++;
      }
    }
    return n;
  }

  private report(l: ListingState, err: BookError): void {
    if (l.reported === err.code) return;
    l.reported = err.code;
    this.sink.rejected(l.book.name, l.book.venue, err);
  }

  /** A sane delta on a usable listing (usable before and after). Re-walks only the pairs that use a changed ladder
   *  and whose last walk depended on a changed price (a change above a pair's bound cannot alter its figures);
   *  refreshes published records whose orderbook (top 25 of a leg) or venue blocks (tops) changed. */
  private recomputeDelta(l: ListingState, yesMin: number, noMin: number, yesTop: number, noTop: number, now: number): number {
    const book = l.book;
    let n = 0;
    if (yesMin !== NO_CHANGE) n += this.recomputeSide(l.asYes, l.yesBounds, yesMin, book.yes, l.publishedLegs > 0, now);
    if (noMin !== NO_CHANGE) n += this.recomputeSide(l.asNo, l.noBounds, noMin, book.no, l.publishedLegs > 0, now);
    const yesMoved = book.yes.top !== yesTop;
    const noMoved = book.no.top !== noTop;
    if (yesMoved || noMoved) {
      this.refreshBlocks(l, now);
      const spreads = l.spreads;
      for (let i = 0; i < spreads.length; i++) {
        const s = spreads[i] as SpreadRow;
        if (s.side === 'YES' ? yesMoved : noMoved) this.recomputeSpread(s, now);
      }
    }
    return n;
  }

  /** The pairs using one changed ladder of a listing: re-walk those whose bound the change reaches; refresh the
   *  orderbook of published ones when the change is inside their top 25 levels. */
  private recomputeSide(pairs: DirectedPair[], bounds: number[], min: number, ladder: ArbLadder, anyPublished: boolean, now: number): number {
    let n = 0;
    for (let i = 0; i < bounds.length; i++) {
      if (min <= (bounds[i] as number)) {
        this.recomputePair(pairs[i] as DirectedPair, now);
        n++;
      }
    }
    if (anyPublished && inOrderbook(ladder, min)) {
      for (let i = 0; i < pairs.length; i++) {
        const p = pairs[i] as DirectedPair;
        if (p.published && !p.dirty) this.markDirty(p, now);
      }
    }
    return n;
  }

  /** Everything about a listing may have changed (snapshot, sanity, staleness, fee, event): re-walk all its pairs,
   *  recompute its spreads and refresh every published record of its outcomes. */
  private recomputeListing(l: ListingState, now: number = this.opts.now()): number {
    if (l.book.problem() === 'none') l.reported = 'none';
    const pairs = l.pairs;
    for (let i = 0; i < pairs.length; i++) this.recomputePair(pairs[i] as DirectedPair, now);
    this.refreshBlocks(l, now);
    const spreads = l.spreads;
    for (let i = 0; i < spreads.length; i++) this.recomputeSpread(spreads[i] as SpreadRow, now);
    return pairs.length;
  }

  /** A listing's tops (or identifiers) changed: every published record of its outcomes (opportunities and spread
   *  rows) shows them in a venue block. */
  private refreshBlocks(l: ListingState, now: number): void {
    const slots = l.slots;
    for (let k = 0; k < slots.length; k++) {
      const slot = slots[k] as OutcomeSlot;
      if (slot.publishedRecords === 0) continue;
      const sp = slot.pairs;
      for (let i = 0; i < sp.length; i++) {
        const p = sp[i] as DirectedPair;
        if (p.published && !p.dirty) this.markDirty(p, now);
      }
      const ss = slot.spreads;
      for (let i = 0; i < ss.length; i++) {
        const s = ss[i] as SpreadRow;
        if (!s.published) continue;
        s.refresh = true;
        s.timestampMs = now;
        if (!s.dirty) {
          s.dirty = true;
          this.dirtySpreads.push(s);
        }
      }
    }
  }

  /** Recomputes every pair and spread of a slot (a new or changed event). */
  private recomputeSlot(slot: OutcomeSlot): number {
    const now = this.opts.now();
    for (let i = 0; i < slot.pairs.length; i++) {
      const p = slot.pairs[i] as DirectedPair;
      this.recomputePair(p, now);
      if (p.published && !p.dirty) this.markDirty(p, now);
    }
    for (let i = 0; i < slot.spreads.length; i++) this.recomputeSpread(slot.spreads[i] as SpreadRow, now);
    return slot.pairs.length;
  }

  private markDirty(p: DirectedPair, now: number): void {
    p.timestampMs = now;
    p.dirty = true;
    this.dirtyPairs.push(p);
  }

  /** Re-walks one pair; queues it for drain() only when it opens, closes, or its figures changed. */
  private recomputePair(p: DirectedPair, now: number): void {
    const yb = p.yes.book;
    const nb = p.no.book;
    let want = false;
    let changed = false;
    if (p.fungible && yb.fee !== null && nb.fee !== null && yb.problem() === 'none' && nb.problem() === 'none') {
      const quoted = p.quoted;
      const exact = p.exact;
      const yesAsk = p.yesAsk;
      const noAsk = p.noAsk;
      const size = p.executableSize;
      const c0 = p.profit0;
      const c1 = p.profit1;
      const c2 = p.profit2;
      const isBig = p.profitIsBig;
      const big = p.profitBig;
      evaluatePair(yb.yes, yb.fee, nb.no, nb.fee, p, WALK_DEPTH);
      want = p.quoted && p.compareNet(this.thresholdPico) >= 0;
      // fee tables only change through the catalog (a full recompute that refreshes published records anyway)
      changed =
        quoted !== p.quoted ||
        exact !== p.exact ||
        yesAsk !== p.yesAsk ||
        noAsk !== p.noAsk ||
        size !== p.executableSize ||
        isBig !== p.profitIsBig ||
        (isBig ? big !== p.profitBig : c0 !== p.profit0 || c1 !== p.profit1 || c2 !== p.profit2);
    } else {
      // not evaluable: only a full recompute (sanity, fee or event change) can make it evaluable again
      p.yesBound = -1;
      p.noBound = -1;
    }
    if (p.yesIdx >= 0) p.yes.yesBounds[p.yesIdx] = p.yesBound;
    if (p.noIdx >= 0) p.no.noBounds[p.noIdx] = p.noBound;
    p.want = want;
    if (!p.dirty && (want !== p.published || (want && changed))) this.markDirty(p, now);
  }

  private recomputeSpread(s: SpreadRow, now: number): void {
    const yesSide = s.side === 'YES';
    const pa = s.a.book.problem() === 'none' ? (yesSide ? s.a.book.yes.top : s.a.book.no.top) : -1;
    const pb = s.b.book.problem() === 'none' ? (yesSide ? s.b.book.yes.top : s.b.book.no.top) : -1;
    s.curA = pa;
    s.curB = pb;
    if (pa >= 0 && pb >= 0) {
      if (s.published && pa === s.lastA && pb === s.lastB) return;
      s.timestampMs = now;
    } else if (!s.published) return;
    if (!s.dirty) {
      s.dirty = true;
      this.dirtySpreads.push(s);
    }
  }

  /** Queues every published opportunity and spread row for the next drain(), unchanged (same figures, same
   *  timestamps): the service calls it after outputs were lost (a produce that failed during a broker outage), so the
   *  compacted topics end at the engine's state again. Returns the number of records queued. */
  republish(): number {
    let n = 0;
    for (const slots of this.events.values()) {
      for (const slot of slots) {
        for (let i = 0; i < slot.pairs.length; i++) {
          const p = slot.pairs[i] as DirectedPair;
          if (!p.published || p.dirty) continue;
          p.dirty = true;
          this.dirtyPairs.push(p);
          n++;
        }
        for (let i = 0; i < slot.spreads.length; i++) {
          const r = slot.spreads[i] as SpreadRow;
          if (!r.published) continue;
          r.refresh = true;
          if (!r.dirty) {
            r.dirty = true;
            this.dirtySpreads.push(r);
          }
          n++;
        }
      }
    }
    return n;
  }

  /** Emits what changed since the last drain: upserts and tombstones of opportunities and spreads (records are
   *  built here, once per changed pair however many deltas touched it). Returns the number of records emitted. */
  drain(): number {
    let n = 0;
    const dp = this.dirtyPairs;
    for (let i = 0; i < dp.length; i++) {
      const p = dp[i] as DirectedPair;
      p.dirty = false;
      if (p.want) {
        if (!p.published) this.setPublished(p, true);
        this.sink.opportunity(p.key, this.opportunity(p.slot, p, p.timestampMs));
        n++;
      } else if (p.published) {
        this.setPublished(p, false);
        this.sink.opportunity(p.key, null);
        n++;
      }
    }
    dp.length = 0;
    const ds = this.dirtySpreads;
    for (let i = 0; i < ds.length; i++) {
      const s = ds[i] as SpreadRow;
      s.dirty = false;
      const refresh = s.refresh;
      s.refresh = false;
      if (s.curA >= 0 && s.curB >= 0) {
        if (s.published && !refresh && s.curA === s.lastA && s.curB === s.lastB) continue;
        s.lastA = s.curA;
        s.lastB = s.curB;
        if (!s.published) {
          s.published = true;
          s.slot.publishedRecords++;
        }
        this.sink.spread(s.key, this.spread(s.slot, s, s.curA, s.curB, s.timestampMs));
        n++;
      } else if (s.published) {
        this.closeSpread(s);
        n++;
      }
    }
    ds.length = 0;
    return n;
  }

  private setPublished(p: DirectedPair, on: boolean): void {
    const d = on ? 1 : -1;
    p.published = on;
    this.stats.opportunitiesOpen += d;
    p.yes.publishedLegs += d;
    p.no.publishedLegs += d;
    p.slot.publishedRecords += d;
  }

  private close(p: DirectedPair): void {
    p.want = false;
    if (!p.published) return;
    this.setPublished(p, false);
    this.sink.opportunity(p.key, null);
  }

  private closeSpread(s: SpreadRow): void {
    if (!s.published) return;
    s.published = false;
    s.slot.publishedRecords--;
    s.lastA = -1;
    s.lastB = -1;
    this.sink.spread(s.key, null);
  }

  private eventIds(slot: OutcomeSlot): { alpha: string | null; beta: string | null; gamma: number | null } {
    let alpha: string | null = null;
    let beta: string | null = null;
    let gamma: number | null = null;
    // (an event may hold several one-market listings of one venue, one per outcome: the outcome's own listing names its event)
    const own = (venue: string): string | undefined => slot.outcome.venue_listings.find((x) => x.venue === venue)?.venue_event_id;
    for (const vl of slot.event.venue_listings) {
      const mine = own(vl.venue);
      if (mine !== undefined && mine !== vl.venue_event_id) continue;
      if (vl.venue === 'alpha' && alpha === null) alpha = vl.venue_event_id;
      else if (vl.venue === 'beta' && beta === null) beta = vl.venue_event_slug;
      else if (vl.venue === 'gamma' && gamma === null) gamma = toInt(vl.venue_event_id);
    }
    // fall back to the catalogs when the event-level listing lacks them
    const la = slot.listings.alpha;
    const lb = slot.listings.beta;
    const lg = slot.listings.gamma;
    if (alpha === null && la?.catalog) alpha = la.catalog.venueEventId;
    if (beta === null && lb?.catalog) beta = lb.catalog.eventSlug;
    if (gamma === null && lg?.catalog) gamma = toInt(lg.catalog.venueEventId);
    return { alpha, beta, gamma };
  }

  private fixedBlocks(slot: OutcomeSlot): FixedBlocks {
    if (slot.fixed) return slot.fixed;
    const ids = this.eventIds(slot);
    const a = slot.listings.alpha;
    const b = slot.listings.beta;
    const g = slot.listings.gamma;
    const tokens = (l: ListingState | undefined, venue: string): [string | null, string | null] => {
      if (!l) return [null, null];
      const vl = slot.outcome.venue_listings.find((x) => x.venue === venue);
      return [vl?.venue_yes_token ?? l.catalog?.market.yes_token ?? null, vl?.venue_no_token ?? l.catalog?.market.no_token ?? null];
    };
    const [byes, bno] = tokens(b, 'beta');
    const [gyes, gno] = tokens(g, 'gamma');
    const leg = (l: ListingState | undefined, yes: string | null, no: string | null): { yes: string; no: string } => ({ yes: yes ?? l?.book.marketId ?? '', no: no ?? l?.book.marketId ?? '' });
    slot.fixed = {
      alphaEventTicker: ids.alpha,
      betaEventSlug: ids.beta,
      gammaMarketId: ids.gamma,
      alpha: {
        market_ticker: a ? a.book.marketId : null,
        volume: a?.catalog?.market.volume ?? null,
        volume_24h: a?.catalog?.market.volume_24h ?? null,
        open_interest: a?.catalog?.market.open_interest ?? null,
      },
      beta: {
        condition_id: b ? b.book.marketId : null,
        yes_token_id: byes,
        no_token_id: bno,
        volume: b?.catalog?.market.volume ?? null,
        volume_24h: b?.catalog?.market.volume_24h ?? null,
        liquidity: b?.catalog?.market.liquidity ?? null,
      },
      gamma: { child_market_id: g ? toInt(g.book.marketId) : null, yes_token_id: gyes, no_token_id: gno, volume: g?.catalog?.market.volume ?? null },
      legs: { alpha: leg(a, null, null), beta: leg(b, byes, bno), gamma: leg(g, gyes, gno) },
    };
    return slot.fixed;
  }

  private blocks(slot: OutcomeSlot): Pick<Opportunity, 'alpha' | 'beta' | 'gamma' | 'alpha_event_ticker' | 'beta_event_slug' | 'gamma_market_id'> {
    const f = this.fixedBlocks(slot);
    const ask = (l: ListingState | undefined, side: 'yes' | 'no'): number | null => {
      if (l === undefined || l.book.problem() !== 'none') return null;
      const p = l.book[side].best();
      return p < 0 ? null : p;
    };
    const a = slot.listings.alpha;
    const b = slot.listings.beta;
    const g = slot.listings.gamma;
    return {
      alpha_event_ticker: f.alphaEventTicker,
      beta_event_slug: f.betaEventSlug,
      gamma_market_id: f.gammaMarketId,
      alpha: { ...f.alpha, yes_ask: ask(a, 'yes'), no_ask: ask(a, 'no') },
      beta: { ...f.beta, yes_ask: ask(b, 'yes'), no_ask: ask(b, 'no') },
      gamma: { ...f.gamma, yes_ask: ask(g, 'yes'), no_ask: ask(g, 'no') },
    };
  }

  private opportunity(slot: OutcomeSlot, p: DirectedPair, now: number): Opportunity {
    const f = pairFigures(p);
    return {
      event_id: slot.event.ref_id,
      event_title: slot.event.title,
      outcome_key: slot.outcome.outcome_key,
      label: slot.outcome.label,
      timestamp_ms: now,
      market_type: slot.event.market_type,
      resolution_time_ms: slot.event.resolution_time_ms,
      ...this.blocks(slot),
      buy_yes_market: p.yesVenue,
      buy_no_market: p.noVenue,
      gross_cents: f.gross_cents,
      fee_cents: f.fee_cents,
      net_cents: f.net_cents,
      executable_size: f.executable_size,
      max_profit_dollars: f.max_profit_dollars,
      yes_leg: { market: p.yesVenue, identifier: this.fixedBlocks(slot).legs[p.yesVenue].yes, book_side: 'ask' },
      no_leg: { market: p.noVenue, identifier: this.fixedBlocks(slot).legs[p.noVenue].no, book_side: 'ask' },
      orderbook: {
        as_of_ms: Math.max(p.yes.book.lastChangeMs, p.no.book.lastChangeMs),
        yes: { market: p.yesVenue, asks: top(p.yes.book.yes, WALK_DEPTH) },
        no: { market: p.noVenue, asks: top(p.no.book.no, WALK_DEPTH) },
      },
    };
  }

  private spread(slot: OutcomeSlot, s: SpreadRow, pa: number, pb: number, now: number): Spread {
    return {
      event_id: slot.event.ref_id,
      event_title: slot.event.title,
      outcome_key: slot.outcome.outcome_key,
      label: slot.outcome.label,
      timestamp_ms: now,
      market_type: slot.event.market_type,
      resolution_time_ms: slot.event.resolution_time_ms,
      event_number: slot.event.numeric_id,
      ...this.blocks(slot),
      side: s.side,
      side1: s.venueA,
      side2: s.venueB,
      side1_price: pa,
      side2_price: pb,
      diff: pa - pb,
    };
  }
}

function top(l: { length: number; priceAt(i: number): number; sizeAt(i: number): number }, n: number): Level[] {
  const out: Level[] = [];
  const k = Math.min(n, l.length);
  for (let i = 0; i < k; i++) out.push({ price: l.priceAt(i), size: l.sizeAt(i) });
  return out;
}

function toInt(s: string): number | null {
  return /^\d+$/.test(s) ? Number(s) : null;
}
