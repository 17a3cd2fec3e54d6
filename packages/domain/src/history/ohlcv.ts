// OHLCV: folding trades into 6-hour snapshots, aggregating snapshots into bars, and bar statistics.
// Prices are integers in 1/10000 (probability × 10000), volumes integers in 1/100 contracts.
import { Decimal } from 'decimal.js';
import { DAY_MS, HISTORY_START_MS, SIX_HOURS_MS, bucketStart, bucketStarts, type BarInterval } from './window.ts';

/** One 6-hour market snapshot: OHLC of the YES price over the six hours and the volume traded. */
export interface Snapshot {
  /** bucket start, Unix ms, a multiple of 6 h */
  ts: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** 1/100 contracts */
  volume: number;
}

/** A bar with nullable OHLC (null when no snapshot falls in the bucket). */
export interface Bar {
  ts: number;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  volume: number;
}

/** A trade reduced to what a snapshot needs: the YES price it implies. */
export interface PriceTick {
  ts: number;
  /** tie-breaker for equal timestamps (the venue trade id) */
  tid: string;
  /** YES price, 1/10000 */
  yesPrice: number;
  /** 1/100 contracts */
  size: number;
}

/** A snapshot being built, with the keys that decide open and close on merge. */
export interface SnapshotAcc extends Snapshot {
  openTs: number;
  openTid: string;
  closeTs: number;
  closeTid: string;
  trades: number;
}

/** YES price implied by a trade of `outcome` at `price` (a NO trade at p is a YES price of 1 − p). */
export function yesPriceOf(outcome: 'yes' | 'no', price: number): number {
  return outcome === 'yes' ? price : 10_000 - price;
}

function before(ts: number, tid: string, ts2: number, tid2: string): boolean {
  return ts < ts2 || (ts === ts2 && tid < tid2);
}

/** Folds one tick into the accumulator of its 6-hour bucket (creates it when absent). */
export function foldTick(acc: SnapshotAcc | undefined, t: PriceTick): SnapshotAcc {
  if (!acc) {
    return {
      ts: Math.floor(t.ts / SIX_HOURS_MS) * SIX_HOURS_MS,
      open: t.yesPrice, high: t.yesPrice, low: t.yesPrice, close: t.yesPrice, volume: t.size,
      openTs: t.ts, openTid: t.tid, closeTs: t.ts, closeTid: t.tid, trades: 1,
    };
  }
  if (t.yesPrice > acc.high) acc.high = t.yesPrice;
  if (t.yesPrice < acc.low) acc.low = t.yesPrice;
  if (before(t.ts, t.tid, acc.openTs, acc.openTid)) {
    acc.open = t.yesPrice; acc.openTs = t.ts; acc.openTid = t.tid;
  }
  if (before(acc.closeTs, acc.closeTid, t.ts, t.tid)) {
    acc.close = t.yesPrice; acc.closeTs = t.ts; acc.closeTid = t.tid;
  }
  acc.volume += t.size;
  acc.trades += 1;
  return acc;
}

/** Groups ticks into 6-hour snapshot accumulators keyed by bucket start. */
export function foldTicks(ticks: Iterable<PriceTick>, into: Map<number, SnapshotAcc> = new Map()): Map<number, SnapshotAcc> {
  for (const t of ticks) {
    const b = Math.floor(t.ts / SIX_HOURS_MS) * SIX_HOURS_MS;
    into.set(b, foldTick(into.get(b), t));
  }
  return into;
}

/**
 * Places rows (6-hour snapshots, or bars already aggregated per bucket) into the buckets of `interval` over
 * [startMs, endMs), one bar per bucket, null OHLC where nothing falls. Buckets start no earlier than the bucket
 * of the history start and no later than `nowMs`. Rows must be ascending by ts and already filtered to the window.
 */
export function gridBars(rows: readonly Snapshot[], interval: BarInterval, startMs: number, endMs: number, nowMs: number): Bar[] {
  const from = Math.max(startMs, bucketStart(HISTORY_START_MS, interval));
  const to = Math.min(endMs, nowMs + 1);
  const starts = from < to ? bucketStarts(from, to, interval) : [];
  const bars: Bar[] = starts.map((ts) => ({ ts, open: null, high: null, low: null, close: null, volume: 0 }));
  if (bars.length === 0) return bars;
  const first = starts[0] as number;
  let i = 0;
  for (const s of rows) {
    const b = bucketStart(s.ts, interval);
    if (b < first) continue;
    while (i < starts.length && (starts[i] as number) < b) i++;
    const bar = bars[i];
    if (!bar || bar.ts !== b) continue;
    if (bar.open === null) bar.open = s.open;
    bar.high = bar.high === null ? s.high : Math.max(bar.high, s.high);
    bar.low = bar.low === null ? s.low : Math.min(bar.low, s.low);
    bar.close = s.close;
    bar.volume += s.volume;
  }
  return bars;
}

/** Aggregates 6-hour snapshots (ascending) with ts in [startMs, endMs) into bars of `interval` (see gridBars). */
export function aggregateBars(snapshots: readonly Snapshot[], interval: BarInterval, startMs: number, endMs: number, nowMs: number): Bar[] {
  return gridBars(snapshots.filter((s) => s.ts >= startMs && s.ts < endMs), interval, startMs, endMs, nowMs);
}

/** Closes that anchor change_1d/7d/30d: the latest snapshot's close and the closes of the latest snapshots at or
 *  before 1, 7 and 30 days earlier (null when none). */
export interface ChangeAnchors {
  latest: number | null;
  prior1d: number | null;
  prior7d: number | null;
  prior30d: number | null;
}

/** Change anchors from a market's snapshots (ascending). */
export function changeAnchors(snaps: readonly Snapshot[]): ChangeAnchors {
  const latest = snaps[snaps.length - 1];
  if (!latest) return { latest: null, prior1d: null, prior7d: null, prior30d: null };
  return {
    latest: latest.close,
    prior1d: closeAtOrBefore(snaps, latest.ts - DAY_MS),
    prior7d: closeAtOrBefore(snaps, latest.ts - 7 * DAY_MS),
    prior30d: closeAtOrBefore(snaps, latest.ts - 30 * DAY_MS),
  };
}

/** Statistics of a bar series. Prices stay in 1/10000; `change_pct` is a decimal string; change_Nd in 1/10000. */
export interface BarStats {
  windowOpen: number | null;
  windowClose: number | null;
  windowHigh: number | null;
  windowLow: number | null;
  windowVolume: number;
  /** (close − open) / open × 100, 4 decimal places, null when open is null or 0 */
  changePct: string | null;
  change1d: number | null;
  change7d: number | null;
  change30d: number | null;
}

/** Close of the latest snapshot at or before `ts`, or null. `snaps` ascending. */
function closeAtOrBefore(snaps: readonly Snapshot[], ts: number): number | null {
  let lo = 0;
  let hi = snaps.length - 1;
  let found: Snapshot | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = snaps[mid];
    if (!s) break;
    if (s.ts <= ts) {
      found = s;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found ? found.close : null;
}

/** Window stats derived from `bars`; change_1d/7d/30d from the anchors (latest close minus the prior close). */
export function barStats(bars: readonly Bar[], anchors: ChangeAnchors): BarStats {
  let open: number | null = null;
  let close: number | null = null;
  let high: number | null = null;
  let low: number | null = null;
  let volume = 0;
  for (const b of bars) {
    volume += b.volume;
    if (b.open === null || b.close === null || b.high === null || b.low === null) continue;
    if (open === null) open = b.open;
    close = b.close;
    high = high === null ? b.high : Math.max(high, b.high);
    low = low === null ? b.low : Math.min(low, b.low);
  }
  const changePct = open !== null && close !== null && open !== 0
    ? new Decimal(close - open).div(open).mul(100).toDecimalPlaces(4, Decimal.ROUND_HALF_EVEN).toFixed()
    : null;
  const change = (prior: number | null): number | null => (anchors.latest === null || prior === null ? null : anchors.latest - prior);
  return {
    windowOpen: open, windowClose: close, windowHigh: high, windowLow: low, windowVolume: volume,
    changePct, change1d: change(anchors.prior1d), change7d: change(anchors.prior7d), change30d: change(anchors.prior30d),
  };
}

/** 1/10000 integer → JSON number in [0, 1] (exact decimal rendering: 6200 → 0.62). */
export function priceToNumber(p: number): number {
  return p / 10_000;
}

/** 1/10000 integer → decimal string with 4 places ("0.6200"). */
export function priceToString4(p: number): string {
  const sign = p < 0 ? '-' : '';
  const a = Math.abs(p);
  return `${sign}${Math.floor(a / 10_000)}.${String(a % 10_000).padStart(4, '0')}`;
}

/** 1/100 integer → JSON number of contracts (15050 → 150.5). */
export function sizeToNumber(s: number): number {
  return s / 100;
}
