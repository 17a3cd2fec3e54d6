// Views of a stored book (YES and NO ask ladders, prices in 1/10000, sizes in 1/100): bids by complement, top of book.

/** One level as stored: price 1/10000, size 1/100 contracts. */
export interface StoredLevel {
  price: number;
  size: number;
}

/** Bids of one side from the other side's asks: a YES bid at p is a NO ask at 1 − p. Best (highest) first. */
export function bidsFromOppositeAsks(oppositeAsks: readonly StoredLevel[]): StoredLevel[] {
  const out: StoredLevel[] = [];
  for (let i = 0; i < oppositeAsks.length; i++) {
    const l = oppositeAsks[i];
    if (l && l.size > 0) out.push({ price: 10_000 - l.price, size: l.size });
  }
  out.sort((a, b) => b.price - a.price);
  return out;
}

/** Asks best (lowest) first, empty levels dropped. */
export function sortedAsks(asks: readonly StoredLevel[]): StoredLevel[] {
  return asks.filter((l) => l.size > 0).sort((a, b) => a.price - b.price);
}

/** Top of book of one side in 1/10000: best bid, best ask, mid (×2 kept exact as half-units) and spread. */
export interface TopOfBook {
  bestBid: number | null;
  bestAsk: number | null;
  /** mid in 1/20000 units would be exact; here as a number in [0, 1] */
  mid: number | null;
  /** ask − bid, 1/10000 */
  spread: number | null;
}

/** Top of book of the side whose asks are `asks` and whose bids come from `oppositeAsks`. */
export function topOfBook(asks: readonly StoredLevel[], oppositeAsks: readonly StoredLevel[]): TopOfBook {
  let bestAsk: number | null = null;
  for (const l of asks) if (l.size > 0 && (bestAsk === null || l.price < bestAsk)) bestAsk = l.price;
  let bestOpp: number | null = null;
  for (const l of oppositeAsks) if (l.size > 0 && (bestOpp === null || l.price < bestOpp)) bestOpp = l.price;
  const bestBid = bestOpp === null ? null : 10_000 - bestOpp;
  if (bestBid === null || bestAsk === null) return { bestBid, bestAsk, mid: null, spread: null };
  // (bid + ask) / 2 in 1/10000 may end in .5: divide the integer sum by 20000 once, at the edge.
  return { bestBid, bestAsk, mid: (bestBid + bestAsk) / 20_000, spread: bestAsk - bestBid };
}
