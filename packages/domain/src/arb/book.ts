// The book of one venue listing: YES and NO ask ladders, its fee table, and whether it is sane to use.
import { ArbLadder, type LevelLike } from './ladder.ts';
import { PRICE_ONE } from './fixed.ts';
import type { FeeTable } from './fees.ts';

/** Why a listing is excluded from arbitrage. */
export type BookProblem = 'none' | 'empty' | 'bad_level' | 'gap' | 'crossed' | 'no_fee' | 'stale';

/** Raised (as data, not thrown) when a book update is not sane; names the listing. */
export class BookError extends Error {
  readonly code: BookProblem;
  readonly listing: string;
  constructor(code: BookProblem, listing: string, detail: string) {
    super(`${code} book on ${listing}: ${detail}`);
    this.name = 'BookError';
    this.code = code;
    this.listing = listing;
  }
}

function validLevels(levels: readonly LevelLike[]): string | null {
  for (let i = 0; i < levels.length; i++) {
    const l = levels[i] as LevelLike;
    if (!Number.isInteger(l.price) || l.price < 0 || l.price > PRICE_ONE) return `price ${l.price} outside [0, ${PRICE_ONE}]`;
    if (!Number.isSafeInteger(l.size) || l.size < 0) return `size ${l.size} negative or not an integer`;
  }
  return null;
}

/** One listing (venue + market): both ask ladders, updated in place from md.book.v1 snapshots and deltas.
 *  Sanity rules: a level with a price outside [0, 10000] or a negative size makes the listing unusable until
 *  the next sane snapshot; a crossed book (best YES ask + best NO ask < 1) is unusable while it stays crossed;
 *  a listing without a fee table is unusable until one arrives; `stale` until the next update. */
export class ListingBook {
  readonly venue: string;
  readonly marketId: string;
  /** `venue:marketId`, the name errors and logs use. */
  readonly name: string;
  readonly yes: ArbLadder;
  readonly no: ArbLadder;
  private feeTable: FeeTable | null;
  private isStale: boolean;
  /** Cached problem(); recomputed after every mutation through this class's methods. */
  private state: BookProblem;
  /** Set by a bad level; cleared only by a sane snapshot. */
  corrupt: boolean;
  hasSnapshot: boolean;
  /** Unix ms of the last update or heartbeat (caller's clock). */
  lastSeenMs: number;
  /** Unix ms of the last book change. */
  lastChangeMs: number;
  lastSeq: number;
  lastError: BookError | null;

  constructor(venue: string, marketId: string) {
    this.venue = venue;
    this.marketId = marketId;
    this.name = `${venue}:${marketId}`;
    this.yes = new ArbLadder();
    this.no = new ArbLadder();
    this.feeTable = null;
    this.isStale = false;
    this.state = 'no_fee';
    this.corrupt = false;
    this.hasSnapshot = false;
    this.lastSeenMs = 0;
    this.lastChangeMs = 0;
    this.lastSeq = -1;
    this.lastError = null;
  }

  /** Applies a snapshot (replaces both ladders). Returns a BookError when the result is not usable. */
  applySnapshot(yes: readonly LevelLike[], no: readonly LevelLike[], nowMs: number): BookError | null {
    const err = this.snapshotInner(yes, no, nowMs);
    this.state = this.computeProblem();
    return err;
  }

  private snapshotInner(yes: readonly LevelLike[], no: readonly LevelLike[], nowMs: number): BookError | null {
    this.lastSeenMs = nowMs;
    this.lastChangeMs = nowMs;
    this.isStale = false;
    const bad = validLevels(yes) ?? validLevels(no);
    if (bad !== null) {
      this.yes.clear();
      this.no.clear();
      this.corrupt = true;
      return this.fail('bad_level', bad);
    }
    this.yes.replace(yes);
    this.no.replace(no);
    this.corrupt = false;
    this.hasSnapshot = true;
    return this.check();
  }

  /** Applies a delta (absolute sizes per level; size 0 removes). */
  applyDelta(yes: readonly LevelLike[], no: readonly LevelLike[], nowMs: number): BookError | null {
    const err = this.deltaInner(yes, no, nowMs);
    this.state = this.computeProblem();
    return err;
  }

  private deltaInner(yes: readonly LevelLike[], no: readonly LevelLike[], nowMs: number): BookError | null {
    this.lastSeenMs = nowMs;
    this.lastChangeMs = nowMs;
    this.isStale = false;
    const bad = validLevels(yes) ?? validLevels(no);
    if (bad !== null) {
      this.corrupt = true;
      return this.fail('bad_level', bad);
    }
    for (let i = 0; i < yes.length; i++) {
      const l = yes[i] as LevelLike;
      this.yes.set(l.price, l.size);
    }
    for (let i = 0; i < no.length; i++) {
      const l = no[i] as LevelLike;
      this.no.set(l.price, l.size);
    }
    return this.check();
  }

  /** A missed update (sequence gap): the ladders are unknown until the next snapshot. */
  markGap(detail: string): BookError {
    this.corrupt = true;
    const err = this.fail('gap', detail);
    this.state = this.computeProblem();
    return err;
  }

  /** Current problem, if any, as a BookError (null when usable). */
  check(): BookError | null {
    if (this.corrupt) return this.lastError ?? this.fail('bad_level', 'bad level seen since the last snapshot');
    const y = this.yes.best();
    const n = this.no.best();
    if (y >= 0 && n >= 0 && y + n < PRICE_ONE) return this.fail('crossed', `best yes ask ${y} + best no ask ${n} < ${PRICE_ONE}`);
    if (this.feeTable === null) return this.fail('no_fee', 'no fee schedule');
    this.lastError = null;
    return null;
  }

  /** The fee table, or null while the listing has no fee schedule. */
  get fee(): FeeTable | null {
    return this.feeTable;
  }

  get stale(): boolean {
    return this.isStale;
  }

  /** The listing's problem code right now ('none' when usable for arbitrage); cached. */
  problem(): BookProblem {
    return this.state;
  }

  /** Sets (or clears) the fee table. */
  setFee(fee: FeeTable | null): void {
    this.feeTable = fee;
    this.state = this.computeProblem();
  }

  /** Marks the feed stale (no update or heartbeat in time, or a stale marker) or live again. */
  setStale(stale: boolean): void {
    this.isStale = stale;
    this.state = this.computeProblem();
  }

  private computeProblem(): BookProblem {
    if (this.corrupt) return this.lastError?.code === 'gap' ? 'gap' : 'bad_level';
    if (this.isStale) return 'stale';
    if (this.feeTable === null) return 'no_fee';
    const y = this.yes.best();
    const n = this.no.best();
    if (y >= 0 && n >= 0 && y + n < PRICE_ONE) return 'crossed';
    if (!this.hasSnapshot) return 'empty';
    return 'none';
  }

  private fail(code: BookProblem, detail: string): BookError {
    // one error object per transition: a book that stays crossed costs no allocation per update
    if (this.lastError !== null && this.lastError.code === code) return this.lastError;
    const err = new BookError(code, this.name, detail);
    this.lastError = err;
    return err;
  }
}
