// In-memory book per listing, rebuilt from md.book.v1, that yields 1m/5m book snapshots (the book as it stood
// at each boundary) and top-of-book changes. Deterministic in the records, so a replay yields the same rows.
import type { BookUpdate, Level } from '@ref/bus';

/** A book snapshot row to write: the listing's ladders as they stood at `ts` (a multiple of the granularity). */
export interface BookRow {
  marketId: string;
  venue: string;
  ts: number;
  seq: number;
  yesAsks: Level[];
  noAsks: Level[];
}

/** A top-of-book change: best YES and NO asks with their sizes (null when a ladder is empty). */
export interface TopRow {
  marketId: string;
  venue: string;
  ts: number;
  seq: number;
  bestYesAsk: number | null;
  yesAskSize: number | null;
  bestNoAsk: number | null;
  noAskSize: number | null;
}

const MINUTE = 60_000;
const FIVE = 5 * MINUTE;

class ListingBook {
  yes = new Map<number, number>();
  no = new Map<number, number>();
  valid = false;
  lastTs = -1;
  lastSeq = 0;
  top: [number | null, number | null, number | null, number | null] = [null, null, null, null];
}

function ladder(m: Map<number, number>, depth: number): Level[] {
  const out: Level[] = [];
  for (const [price, size] of m) if (size > 0) out.push({ price, size });
  out.sort((a, b) => a.price - b.price);
  return out.length > depth ? out.slice(0, depth) : out;
}

function best(m: Map<number, number>): [number | null, number | null] {
  let p: number | null = null;
  let s: number | null = null;
  for (const [price, size] of m) {
    if (size > 0 && (p === null || price < p)) {
      p = price;
      s = size;
    }
  }
  return [p, s];
}

export type BookOutcome = 'applied' | 'no_snapshot' | 'out_of_order';

/** All listings' books. `onBook1m`, `onBook5m`, `onTop` receive the rows to write. */
export class BookState {
  private readonly books = new Map<string, ListingBook>();
  private readonly depth: number;

  constructor(depth: number) {
    this.depth = depth;
  }

  /** Applies one record; pushes the boundary snapshots due before it and the top-of-book change after it. */
  apply(u: BookUpdate, out: { book1m: BookRow[]; book5m: BookRow[]; top: TopRow[] }): BookOutcome {
    let b = this.books.get(u.venue_market_id);
    if (!b) {
      b = new ListingBook();
      this.books.set(u.venue_market_id, b);
    }
    const ts = u.venue_ts_ms;
    if (b.lastTs >= 0 && ts < b.lastTs) return 'out_of_order';
    // The book as it stood at each boundary crossed since the previous record.
    if (b.valid && b.lastTs >= 0) {
      const m1 = Math.floor(ts / MINUTE) * MINUTE;
      if (m1 > b.lastTs) {
        const row = { marketId: u.venue_market_id, venue: u.venue, ts: m1, seq: b.lastSeq, yesAsks: ladder(b.yes, this.depth), noAsks: ladder(b.no, this.depth) };
        out.book1m.push(row);
        const m5 = Math.floor(ts / FIVE) * FIVE;
        if (m5 > b.lastTs) out.book5m.push({ ...row, ts: m5 });
      }
    }
    switch (u.kind) {
      case 'snapshot':
        b.yes.clear();
        b.no.clear();
        for (const l of u.yes_asks) if (l.size > 0) b.yes.set(l.price, l.size);
        for (const l of u.no_asks) if (l.size > 0) b.no.set(l.price, l.size);
        b.valid = true;
        break;
      case 'delta':
        if (!b.valid) return 'no_snapshot';
        for (const l of u.yes_asks) if (l.size > 0) b.yes.set(l.price, l.size); else b.yes.delete(l.price);
        for (const l of u.no_asks) if (l.size > 0) b.no.set(l.price, l.size); else b.no.delete(l.price);
        break;
      case 'stale':
        b.valid = false;
        break;
      case 'heartbeat':
        break;
    }
    b.lastTs = ts;
    b.lastSeq = u.seq;
    if (b.valid && (u.kind === 'snapshot' || u.kind === 'delta')) {
      const [py, sy] = best(b.yes);
      const [pn, sn] = best(b.no);
      const t = b.top;
      if (t[0] !== py || t[1] !== sy || t[2] !== pn || t[3] !== sn) {
        b.top = [py, sy, pn, sn];
        out.top.push({ marketId: u.venue_market_id, venue: u.venue, ts, seq: u.seq, bestYesAsk: py, yesAskSize: sy, bestNoAsk: pn, noAskSize: sn });
      }
    }
    return 'applied';
  }

  get size(): number {
    return this.books.size;
  }
}
