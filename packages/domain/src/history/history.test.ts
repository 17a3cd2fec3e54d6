import { describe, expect, it } from 'vitest';
import {
  HISTORY_START_MS, aggregateBars, barStats, bucketStart, foldTicks, isoWithOffset, parseBarWindow, parseIsoInstant,
  parseLast, priceToString4, changeAnchors, gridBars, topOfBook, bidsFromOppositeAsks, type Snapshot,
} from '../index.ts';

const NOW = Date.UTC(2026, 10, 22, 15, 30);

describe('bar windows', () => {
  it('parses ISO instants with and without zones, rejects impossible dates', () => {
    expect(parseIsoInstant('2026-05-01')).toBe(Date.UTC(2026, 4, 1));
    expect(parseIsoInstant('2026-05-01T10:00:00Z')).toBe(Date.UTC(2026, 4, 1, 10));
    expect(parseIsoInstant('2026-05-01T10:00:00+02:00')).toBe(Date.UTC(2026, 4, 1, 8));
    expect(parseIsoInstant('2026-05-01T10:00:00.250-0130')).toBe(Date.UTC(2026, 4, 1, 11, 30, 0, 250));
    expect(parseIsoInstant('2026-02-30')).toBeNull();
    expect(parseIsoInstant('yesterday')).toBeNull();
    expect(parseIsoInstant('2026-05-01T25:00:00Z')).toBeNull();
  });
  it('parses last=<int><unit>', () => {
    expect(parseLast('12h')).toBe(12 * 3_600_000);
    expect(parseLast('30d')).toBe(30 * 86_400_000);
    expect(parseLast('4w')).toBe(28 * 86_400_000);
    expect(parseLast('6m')).toBe(180 * 86_400_000);
    for (const bad of ['0d', '-1d', '1y', 'd', '1.5d', '', '30 d']) expect(parseLast(bad)).toBeNull();
  });
  it('aligns buckets: 6h, UTC days, Monday weeks, calendar months', () => {
    const t = Date.UTC(2026, 4, 13, 14, 5); // Wednesday
    expect(bucketStart(t, '6h')).toBe(Date.UTC(2026, 4, 13, 12));
    expect(bucketStart(t, '1d')).toBe(Date.UTC(2026, 4, 13));
    expect(bucketStart(t, '1w')).toBe(Date.UTC(2026, 4, 11));
    expect(bucketStart(t, '1m')).toBe(Date.UTC(2026, 4, 1));
  });
  it('applies every rule and names the parameter', () => {
    const err = (q: Record<string, string>) => {
      const r = parseBarWindow(q, NOW);
      return r.ok ? null : r.error.param;
    };
    expect(err({ interval: '2h' })).toBe('interval');
    expect(err({ last: '30d', from: '2026-05-01' })).toBe('last');
    expect(err({ last: '30d', to: '2026-05-01' })).toBe('last');
    expect(err({ last: 'x' })).toBe('last');
    expect(err({ last: '366d' })).toBe('last');
    expect(err({ from: 'nope' })).toBe('from');
    expect(err({ to: 'nope' })).toBe('to');
    expect(err({ from: '2026-06-01', to: '2026-05-01' })).toBe('from');
    expect(err({ from: '2025-01-01', to: '2026-05-01' })).toBe('from');
    expect(err({ last: '365d' })).toBeNull();
    const def = parseBarWindow({}, NOW);
    expect(def.ok && def.window).toEqual({ interval: '1d', startMs: NOW - 30 * 86_400_000, endMs: NOW, fromLast: false });
  });
  it('includes the in-progress bucket for last: last=14d at 1d gives 15 bars', () => {
    const r = parseBarWindow({ last: '14d', interval: '1d' }, NOW);
    if (!r.ok) throw new Error('expected ok');
    const bars = aggregateBars([], '1d', r.window.startMs, r.window.endMs, NOW);
    expect(bars).toHaveLength(15);
    expect(bars.at(-1)?.ts).toBe(Date.UTC(2026, 10, 22));
  });
  it('formats ISO 8601 with an offset', () => {
    expect(isoWithOffset(Date.UTC(2026, 4, 1, 6))).toBe('2026-05-01T06:00:00+00:00');
  });
});

describe('snapshots and bars', () => {
  it('folds ticks into 6h snapshots by time order regardless of arrival order', () => {
    const b = Date.UTC(2026, 4, 1, 6);
    const m = foldTicks([
      { ts: b + 3000, tid: 'c', yesPrice: 5000, size: 100 },
      { ts: b + 1000, tid: 'a', yesPrice: 4000, size: 200 },
      { ts: b + 2000, tid: 'b', yesPrice: 6000, size: 50 },
      { ts: b + 6 * 3_600_000, tid: 'd', yesPrice: 7000, size: 1 },
    ]);
    expect(m.get(b)).toMatchObject({ ts: b, open: 4000, high: 6000, low: 4000, close: 5000, volume: 350, trades: 3 });
    expect(m.get(b + 6 * 3_600_000)).toMatchObject({ open: 7000, close: 7000, volume: 1 });
  });
  it('aggregates snapshots into daily bars with nulls for empty buckets and never before history start', () => {
    const d = Date.UTC(2026, 4, 1);
    const snaps: Snapshot[] = [
      { ts: d, open: 4000, high: 4500, low: 3900, close: 4400, volume: 100 },
      { ts: d + 18 * 3_600_000, open: 4400, high: 5000, low: 4300, close: 4800, volume: 300 },
      { ts: d + 2 * 86_400_000, open: 4800, high: 4800, low: 4100, close: 4200, volume: 5 },
    ];
    const bars = aggregateBars(snaps, '1d', d, d + 3 * 86_400_000, NOW);
    expect(bars).toEqual([
      { ts: d, open: 4000, high: 5000, low: 3900, close: 4800, volume: 400 },
      { ts: d + 86_400_000, open: null, high: null, low: null, close: null, volume: 0 },
      { ts: d + 2 * 86_400_000, open: 4800, high: 4800, low: 4100, close: 4200, volume: 5 },
    ]);
    const early = aggregateBars([], '1d', HISTORY_START_MS - 5 * 86_400_000, HISTORY_START_MS + 86_400_000, NOW);
    expect(early.map((x) => x.ts)).toEqual([HISTORY_START_MS]);
    const s = barStats(bars, changeAnchors(snaps));
    expect(s).toMatchObject({ windowOpen: 4000, windowClose: 4200, windowHigh: 5000, windowLow: 3900, windowVolume: 405, changePct: '5' });
    // latest snapshot d+2d closes 4200; at or before d+1d the latest is d+18h closing 4800
    expect(s.change1d).toBe(-600);
    expect(s.change7d).toBeNull();
  });
  it('grids pre-aggregated bars whose bucket starts before a mid-bucket window start', () => {
    const d = Date.UTC(2026, 4, 1);
    const bars = gridBars([{ ts: d, open: 1, high: 2, low: 1, close: 2, volume: 3 }], '1d', d + 3_600_000, d + 86_400_000, NOW);
    expect(bars).toEqual([{ ts: d, open: 1, high: 2, low: 1, close: 2, volume: 3 }]);
  });
});

describe('book views', () => {
  it('derives bids from the opposite asks and the top of book', () => {
    const yesAsks = [{ price: 5500, size: 100 }, { price: 5700, size: 10 }];
    const noAsks = [{ price: 4700, size: 30 }, { price: 4600, size: 0 }, { price: 4900, size: 5 }];
    expect(bidsFromOppositeAsks(noAsks)).toEqual([{ price: 5300, size: 30 }, { price: 5100, size: 5 }]);
    expect(topOfBook(yesAsks, noAsks)).toEqual({ bestBid: 5300, bestAsk: 5500, mid: 0.54, spread: 200 });
    expect(topOfBook([], noAsks)).toEqual({ bestBid: 5300, bestAsk: null, mid: null, spread: null });
    expect(priceToString4(5300)).toBe('0.5300');
  });
});
