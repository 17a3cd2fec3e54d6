import { describe, expect, it } from 'vitest';
import { JsonBytes, writeBarsJson, writeWithBars } from './bars-json.ts';
import { barJson, parsePacked, renderChartSvg } from './history.ts';

function barsJsonText(bars: Parameters<typeof writeBarsJson>[1], cache: Map<number, Uint8Array>): string {
  const out = new JsonBytes(16);
  writeBarsJson(out, bars, cache);
  return out.result().toString('utf8');
}

describe('bars serialisation', () => {
  it('writes exactly the JSON of the bar objects', () => {
    const bars = [
      { ts: Date.UTC(2026, 4, 1), open: 6200, high: 6300, low: 1, close: 10_000, volume: 15_050 },
      { ts: Date.UTC(2026, 4, 2), open: null, high: null, low: null, close: null, volume: 0 },
      { ts: Date.UTC(2026, 4, 3), open: 0, high: 9999, low: 0, close: 123, volume: 1 },
    ];
    const text = barsJsonText(bars, new Map());
    expect(text).toBe(JSON.stringify(bars.map(barJson)));
    expect(JSON.parse(text)[0]).toEqual({ ts: '2026-05-01T00:00:00+00:00', open: 0.62, high: 0.63, low: 0.0001, close: 1, volume: 150.5 });
  });
  it('formats every price and a range of volumes exactly as JSON.stringify would', () => {
    const bars = [];
    for (let p = 0; p <= 10_000; p++) bars.push({ ts: Date.UTC(2026, 4, 1), open: p, high: p, low: p, close: p, volume: p * 37 + (p % 101) });
    bars.push({ ts: Date.UTC(2026, 4, 1), open: 1, high: 1, low: 1, close: 1, volume: 9_007_199_254_740_000 });
    expect(barsJsonText(bars, new Map())).toBe(JSON.stringify(bars.map(barJson)));
  });
  it('parses the packed bar rows', () => {
    expect(parsePacked('1774051200000,5000,5100,4900,5050,1234;1774137600000,0,10000,0,9999,0')).toEqual([
      { ts: 1774051200000, open: 5000, high: 5100, low: 4900, close: 5050, volume: 1234 },
      { ts: 1774137600000, open: 0, high: 10000, low: 0, close: 9999, volume: 0 },
    ]);
    expect(parsePacked('')).toEqual([]);
    // day numbers (× 86400000), filtered to [lo, hi), appended to the given rows
    const into = [{ ts: 1, open: 1, high: 1, low: 1, close: 1, volume: 1 }];
    expect(parsePacked('20533,1,2,3,4,5;20534,6,7,8,9,10;20535,1,1,1,1,1', 86_400_000, 20534 * 86_400_000, 20535 * 86_400_000, into)).toEqual([
      { ts: 1, open: 1, high: 1, low: 1, close: 1, volume: 1 },
      { ts: 20534 * 86_400_000, open: 6, high: 7, low: 8, close: 9, volume: 10 },
    ]);
  });
  it('appends a bars member to any head object, with non-ASCII text and across buffer growth', () => {
    const bars = Array.from({ length: 500 }, (_, i) => ({ ts: Date.UTC(2026, 4, 1) + i * 21_600_000, open: i, high: i + 1, low: 0, close: i % 2 === 0 ? null : i, volume: i * 101 }))
      .map((b) => (b.close === null ? { ...b, open: null, high: null, low: null } : b));
    const head = { market_id: 'KX-1', question: 'Will “Zürich” win? ✓', stats: { change_pct: -1.5, n: null } };
    const out = new JsonBytes(8);
    writeWithBars(out, head, bars, new Map());
    out.byte(44);
    writeWithBars(out, {}, [], new Map());
    expect(out.result().toString('utf8')).toBe(`${JSON.stringify({ ...head, bars: bars.map(barJson) })},${JSON.stringify({ bars: [] })}`);
  });
  it('draws one candle per non-empty bar, or one line per outcome', () => {
    const bars = [
      { ts: 0, open: 5000, high: 5200, low: 4900, close: 5100, volume: 10 },
      { ts: 1, open: null, high: null, low: null, close: null, volume: 0 },
    ];
    const one = renderChartSvg([{ label: 'A', bars }]);
    expect(one.match(/class="candle"/g)).toHaveLength(1);
    const two = renderChartSvg([{ label: 'A <b>', bars }, { label: 'B', bars }]);
    expect(two.match(/class="line"/g)).toHaveLength(2);
    expect(two).toContain('A &#60;b&#62;');
  });
});
