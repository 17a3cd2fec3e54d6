// Pair scores remembered between matching passes. A pair's score is a pure function of its two feature objects, and
// a catalog record that does not change keeps its feature object (the service's features cache), so an incremental
// pass re-scores only the pairs that involve a changed record and looks the rest up.
import { scorePair, type EventFeatures, type PairScore } from './match.ts';

export interface PairScorer {
  /** scorePair(a, b) with `a.key < b.key`, remembered by the identity of the two feature objects */
  score(a: EventFeatures, b: EventFeatures): PairScore;
  /** scores held now */
  readonly size: number;
  /** lookups answered from memory / computed, since creation */
  readonly hits: number;
  readonly misses: number;
  /** Forgets every score. */
  clear(): void;
}

/**
 * A scorer that remembers up to `maxEntries` pair scores (those `keep` accepts: the others are scored each time). A replaced feature object no longer matches any entry (the
 * identity is the key) and its entries go with it; past the bound everything is forgotten at once, so memory stays
 * bounded however long the service runs.
 */
export function pairScorer(maxEntries = 250_000, keep: (s: PairScore) => boolean = () => true): PairScorer {
  let memo = new WeakMap<EventFeatures, Map<EventFeatures, PairScore>>();
  let size = 0;
  let hits = 0;
  let misses = 0;
  return {
    score(a, b) {
      let inner = memo.get(a);
      const hit = inner?.get(b);
      if (hit !== undefined) {
        hits++;
        return hit;
      }
      misses++;
      const s = scorePair(a, b);
      if (!keep(s)) return s;
      if (size >= maxEntries) {
        memo = new WeakMap();
        size = 0;
        inner = undefined;
      }
      if (inner === undefined) {
        inner = new Map();
        memo.set(a, inner);
      }
      inner.set(b, s);
      size++;
      return s;
    },
    get size() {
      return size;
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
    clear() {
      memo = new WeakMap();
      size = 0;
    },
  };
}
