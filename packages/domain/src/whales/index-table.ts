// The threshold index: per tracked venue event, the watching accounts sorted by threshold, so a trade finds the
// accounts it is a whale for with a galloping search from the low end (cost O(log(matches + 1)) to count them,
// independent of how many accounts watch with higher thresholds: flat in non-matching accounts).

/** One account's watch of one event. */
export interface WatchEntry {
  readonly accountId: string;
  /** numeric tracking id of the venue event (shared by all accounts) */
  readonly trackingId: number;
  /** threshold in micro-USD */
  readonly thresholdMicros: number;
  /** canonical decimal text of the threshold in USD */
  readonly thresholdText: string;
  readonly notify: boolean;
}

/** The accounts watching one venue event, ascending by threshold (ties by account id). */
export class EventWatchers {
  readonly entries: WatchEntry[] = [];
  private readonly byAccount = new Map<string, WatchEntry>();

  get size(): number {
    return this.entries.length;
  }

  /** Number of entries whose threshold ≤ notional: they are the prefix entries[0..k). */
  countAtOrBelow(notionalMicros: number): number {
    const a = this.entries;
    const len = a.length;
    if (len === 0 || (a[0] as WatchEntry).thresholdMicros > notionalMicros) return 0;
    // gallop: probe 1, 3, 7, 15... until a threshold above the notional (or the end), so the entries of
    // non-matching accounts beyond that bound are never touched; then binary search inside the last step
    let lo = 1;
    let bound = 1;
    while (bound < len && (a[bound] as WatchEntry).thresholdMicros <= notionalMicros) {
      lo = bound + 1;
      bound = bound * 2 + 1;
    }
    let hi = bound < len ? bound : len;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((a[mid] as WatchEntry).thresholdMicros <= notionalMicros) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  get(accountId: string): WatchEntry | undefined {
    return this.byAccount.get(accountId);
  }

  /** Inserts or replaces the account's entry, keeping the order. */
  set(e: WatchEntry): void {
    if (this.byAccount.has(e.accountId)) this.remove(e.accountId);
    this.byAccount.set(e.accountId, e);
    this.entries.splice(this.position(e), 0, e);
  }

  /** Appends without ordering; call `sort()` once after a bulk load. */
  push(e: WatchEntry): void {
    if (this.byAccount.has(e.accountId)) {
      this.set(e);
      return;
    }
    this.byAccount.set(e.accountId, e);
    this.entries.push(e);
  }

  sort(): void {
    this.entries.sort(compare);
  }

  remove(accountId: string): boolean {
    const e = this.byAccount.get(accountId);
    if (e === undefined) return false;
    this.byAccount.delete(accountId);
    const i = this.entries.indexOf(e, this.lowerBound(e.thresholdMicros));
    if (i >= 0) this.entries.splice(i, 1);
    return true;
  }

  private lowerBound(t: number): number {
    const a = this.entries;
    let lo = 0;
    let hi = a.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((a[mid] as WatchEntry).thresholdMicros < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private position(e: WatchEntry): number {
    const a = this.entries;
    let lo = 0;
    let hi = a.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(a[mid] as WatchEntry, e) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function compare(x: WatchEntry, y: WatchEntry): number {
  if (x.thresholdMicros !== y.thresholdMicros) return x.thresholdMicros - y.thresholdMicros;
  return x.accountId < y.accountId ? -1 : x.accountId > y.accountId ? 1 : 0;
}

/** Result of a match: entries[0..count) are the accounts the trade is a whale for. Reused between calls. */
export interface WhaleMatch {
  entries: readonly WatchEntry[];
  count: number;
}

const EMPTY: readonly WatchEntry[] = [];

/** All watches, by venue then venue event id (nested maps: no key string is built per trade). */
export class WhaleIndex {
  private readonly venues = new Map<string, Map<string, EventWatchers>>();
  private readonly result: WhaleMatch = { entries: EMPTY, count: 0 };
  private total = 0;

  /** Number of (account, event) watches. */
  get size(): number {
    return this.total;
  }

  watchers(venue: string, venueEventId: string): EventWatchers | undefined {
    return this.venues.get(venue)?.get(venueEventId);
  }

  private ensure(venue: string, venueEventId: string): EventWatchers {
    let v = this.venues.get(venue);
    if (v === undefined) {
      v = new Map();
      this.venues.set(venue, v);
    }
    let w = v.get(venueEventId);
    if (w === undefined) {
      w = new EventWatchers();
      v.set(venueEventId, w);
    }
    return w;
  }

  /** Inserts or replaces one watch. */
  set(venue: string, venueEventId: string, e: WatchEntry): void {
    const w = this.ensure(venue, venueEventId);
    const before = w.size;
    w.set(e);
    this.total += w.size - before;
  }

  /** Bulk load: push every entry, then `finishLoad()` sorts each event once. */
  load(venue: string, venueEventId: string, e: WatchEntry): void {
    const w = this.ensure(venue, venueEventId);
    const before = w.size;
    w.push(e);
    this.total += w.size - before;
  }

  finishLoad(): void {
    for (const v of this.venues.values()) for (const w of v.values()) w.sort();
  }

  remove(venue: string, venueEventId: string, accountId: string): boolean {
    const v = this.venues.get(venue);
    const w = v?.get(venueEventId);
    if (v === undefined || w === undefined || !w.remove(accountId)) return false;
    this.total -= 1;
    if (w.size === 0) v.delete(venueEventId);
    return true;
  }

  /** The accounts for which a trade of `notionalMicros` on this event is a whale (threshold ≤ notional). */
  match(venue: string, venueEventId: string, notionalMicros: number): WhaleMatch {
    const w = this.venues.get(venue)?.get(venueEventId);
    const r = this.result;
    if (w === undefined) {
      r.entries = EMPTY;
      r.count = 0;
    } else {
      r.entries = w.entries;
      r.count = w.countAtOrBelow(notionalMicros);
    }
    return r;
  }
}
