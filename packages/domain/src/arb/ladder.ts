// An ask ladder of integer levels (price 1/10000, size 1/100), updated in place.
// Stored descending by price so the best (lowest) ask sits at the end: changes near the top shift little.

/** One level as the md.book.v1 record carries it. */
export interface LevelLike {
  readonly price: number;
  readonly size: number;
}

export class ArbLadder {
  prices: Int32Array;
  sizes: Float64Array;
  length: number;
  /** Best (lowest) ask price, -1 when empty; kept on the object so top-of-book reads touch one cache line. */
  top: number;

  constructor(capacity = 32) {
    this.prices = new Int32Array(capacity);
    this.sizes = new Float64Array(capacity);
    this.length = 0;
    this.top = -1;
  }

  clear(): void {
    this.length = 0;
    this.top = -1;
  }

  /** Number of levels. */
  get depth(): number {
    return this.length;
  }

  /** Price of the i-th best level (0 = best); callers check i < length. */
  priceAt(i: number): number {
    return this.prices[this.length - 1 - i] as number;
  }

  /** Size of the i-th best level (0 = best). */
  sizeAt(i: number): number {
    return this.sizes[this.length - 1 - i] as number;
  }

  /** Best (lowest) ask price, or -1 when empty. */
  best(): number {
    return this.top;
  }

  private grow(): void {
    const prices = new Int32Array(this.prices.length * 2);
    prices.set(this.prices);
    const sizes = new Float64Array(this.sizes.length * 2);
    sizes.set(this.sizes);
    this.prices = prices;
    this.sizes = sizes;
  }

  /** Index of `price` in the descending array, or -(insertion point) - 1 when absent. */
  private find(price: number): number {
    let lo = 0;
    let hi = this.length - 1;
    const prices = this.prices;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const p = prices[mid] as number;
      if (p === price) return mid;
      if (p > price) lo = mid + 1;
      else hi = mid - 1;
    }
    return -lo - 1;
  }

  /** Sets the absolute size at a price; size 0 removes the level. */
  set(price: number, size: number): void {
    const idx = this.find(price);
    if (idx >= 0) {
      if (size === 0) {
        const prices = this.prices;
        const sizes = this.sizes;
        const n = this.length - 1;
        for (let k = idx; k < n; k++) {
          prices[k] = prices[k + 1] as number;
          sizes[k] = sizes[k + 1] as number;
        }
        this.length = n;
        this.top = n === 0 ? -1 : (prices[n - 1] as number);
      } else {
        this.sizes[idx] = size;
      }
      return;
    }
    if (size === 0) return;
    const at = -idx - 1;
    if (this.length === this.prices.length) this.grow();
    const prices = this.prices;
    const sizes = this.sizes;
    for (let k = this.length; k > at; k--) {
      prices[k] = prices[k - 1] as number;
      sizes[k] = sizes[k - 1] as number;
    }
    prices[at] = price;
    sizes[at] = size;
    this.length++;
    this.top = prices[this.length - 1] as number;
  }

  /** Replaces every level (levels in any order; zero sizes skipped; a repeated price keeps the last). */
  replace(levels: readonly LevelLike[]): void {
    this.length = 0;
    for (let i = 0; i < levels.length; i++) {
      const l = levels[i] as LevelLike;
      this.set(l.price, l.size);
    }
  }

  /** Total size over the best `n` levels (for tests and displays). */
  copyTop(n: number, out: LevelLike[] = []): LevelLike[] {
    out.length = 0;
    const k = Math.min(n, this.length);
    for (let i = 0; i < k; i++) out.push({ price: this.priceAt(i), size: this.sizeAt(i) });
    return out;
  }
}
