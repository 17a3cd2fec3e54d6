// A small integer book of one binary listing: YES and NO ask ladders (ascending), updated in place.
import { PRICE_SCALE, VenueDataError } from './wire-decimal.ts';

/** One price level: price in 1/10000, size in 1/100. */
export interface IntLevel {
  price: number;
  size: number;
}

export type BookSide = 'yes' | 'no';

/** Sorted ascending ask ladder stored as two parallel integer arrays. */
export class AskLadder {
  prices: number[] = [];
  sizes: number[] = [];

  get length(): number {
    return this.prices.length;
  }

  /** Replaces the ladder from levels in any order; duplicate prices: the last wins; size 0 levels dropped. */
  replace(levels: readonly IntLevel[]): void {
    const sorted = levels.filter((l) => l.size > 0).sort((a, b) => a.price - b.price);
    this.prices = [];
    this.sizes = [];
    for (const l of sorted) {
      const n = this.prices.length;
      if (n > 0 && this.prices[n - 1] === l.price) this.sizes[n - 1] = l.size;
      else {
        this.prices.push(l.price);
        this.sizes.push(l.size);
      }
    }
  }

  /** Index of `price` or the bitwise complement of its insertion point. */
  find(price: number): number {
    const p = this.prices;
    let lo = 0;
    let hi = p.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = p[mid]!;
      if (v === price) return mid;
      if (v < price) lo = mid + 1;
      else hi = mid - 1;
    }
    return ~lo;
  }

  /** Size at `price`, 0 when absent. */
  sizeAt(price: number): number {
    const i = this.find(price);
    return i >= 0 ? this.sizes[i]! : 0;
  }

  /** Sets the total at `price` (0 removes). */
  set(price: number, size: number): void {
    const i = this.find(price);
    if (i >= 0) {
      if (size === 0) {
        this.prices.splice(i, 1);
        this.sizes.splice(i, 1);
      } else this.sizes[i] = size;
    } else if (size !== 0) {
      const at = ~i;
      this.prices.splice(at, 0, price);
      this.sizes.splice(at, 0, size);
    }
  }

  /** Best (lowest) ask price, or -1 when empty. */
  best(): number {
    return this.prices.length > 0 ? this.prices[0]! : -1;
  }

  toLevels(): IntLevel[] {
    const out: IntLevel[] = new Array<IntLevel>(this.prices.length);
    for (let i = 0; i < this.prices.length; i++) out[i] = { price: this.prices[i]!, size: this.sizes[i]! };
    return out;
  }
}

/**
 * The normalised book of one binary listing: YES asks and NO asks. Buying YES at p and NO at q with
 * p + q < 1 would be free money on one venue, so such a book is crossed (bad venue data).
 */
export class LadderBook {
  readonly yes = new AskLadder();
  readonly no = new AskLadder();

  snapshot(yesAsks: readonly IntLevel[], noAsks: readonly IntLevel[]): void {
    this.yes.replace(yesAsks);
    this.no.replace(noAsks);
  }

  ladder(side: BookSide): AskLadder {
    return side === 'yes' ? this.yes : this.no;
  }

  /** True when best YES ask + best NO ask < 1 (both present). */
  crossed(): boolean {
    const y = this.yes.best();
    const n = this.no.best();
    return y >= 0 && n >= 0 && y + n < PRICE_SCALE;
  }

  /** Would setting `side` at `price` to `size` cross the book? (Checked before applying.) */
  wouldCross(side: BookSide, price: number, size: number): boolean {
    if (size === 0) return false;
    const other = side === 'yes' ? this.no.best() : this.yes.best();
    return other >= 0 && price + other < PRICE_SCALE;
  }
}

/** Validates a full snapshot: no duplicate-free requirement, but the result must not be crossed. */
export function assertNotCrossed(yesAsks: readonly IntLevel[], noAsks: readonly IntLevel[]): void {
  let y = Infinity;
  for (const l of yesAsks) if (l.size > 0 && l.price < y) y = l.price;
  let n = Infinity;
  for (const l of noAsks) if (l.size > 0 && l.price < n) n = l.price;
  if (y + n < PRICE_SCALE) throw new VenueDataError('crossed_book', 'book', { yes: y, no: n });
}

/**
 * alpha sends bids only: a bid for one side at p is an ask for the other side at 1 − p.
 * Maps a bid ladder of one side to the ask levels of the other side.
 */
export function mirrorBids(bids: readonly IntLevel[]): IntLevel[] {
  const out: IntLevel[] = new Array<IntLevel>(bids.length);
  for (let i = 0; i < bids.length; i++) {
    const b = bids[i]!;
    out[i] = { price: PRICE_SCALE - b.price, size: b.size };
  }
  return out;
}

/** The ask price on the other side that a bid at `price` stands for (1 − p). */
export function mirrorPrice(price: number): number {
  return PRICE_SCALE - price;
}

/** The side opposite `side`. */
export function otherSide(side: BookSide): BookSide {
  return side === 'yes' ? 'no' : 'yes';
}
