import { describe, expect, it } from 'vitest';
import { backfillSteps, syntheticCatalog } from './generate.ts';
import { ProgressBar } from './progress.ts';

const FROM = Date.UTC(2026, 2, 21);
const TO = Date.UTC(2026, 2, 25, 3);

describe('backfill generator', () => {
  it('is deterministic in the seed and covers every 6h bucket from the start to the end', () => {
    const catalog = syntheticCatalog({ seed: 7, eventsPerVenue: 2, observedAtMs: FROM });
    expect(catalog.map((e) => e.venue)).toEqual(['alpha', 'alpha', 'beta', 'beta']);
    const a = [...backfillSteps({ seed: 7, fromMs: FROM, toMs: TO, catalog })];
    const b = [...backfillSteps({ seed: 7, fromMs: FROM, toMs: TO, catalog })];
    expect(a).toEqual(b);
    expect(a).toHaveLength(17); // 4 days and 3 hours → 17 buckets, the last one in progress
    const trades = a.flatMap((s) => s.trades);
    expect(trades.every((t) => t.venue_ts_ms >= FROM && t.venue_ts_ms < TO && t.price >= 100 && t.price <= 9900 && t.size > 0)).toBe(true);
    const keys = new Set(trades.map((t) => `${t.venue_market_id}|${t.venue_ts_ms}|${t.trade_id}`));
    expect(keys.size).toBe(trades.length);
    const other = [...backfillSteps({ seed: 8, fromMs: FROM, toMs: TO, catalog })].flatMap((s) => s.trades);
    expect(other).not.toEqual(trades);
    expect(trades.filter((t) => t.venue === 'beta').every((t) => t.token_id !== null && t.transaction_hash !== null)).toBe(true);
  });
});

describe('progress bar', () => {
  it('redraws in place on a terminal and prints one line per 10% otherwise', () => {
    expect(ProgressBar.render(0.5, 10, 'x')).toBe('[#####.....]  50.0%  x');
    const tty: string[] = [];
    const bar = new ProgressBar({ isTTY: true, write: (s) => tty.push(s) }, 10);
    bar.update(0.1, 'a');
    bar.done('end');
    expect(tty).toEqual(['\r[#.........]  10.0%  a', '\r[##########] 100.0%  end', '\n']);
    const plain: string[] = [];
    const p = new ProgressBar({ isTTY: false, write: (s) => plain.push(s) }, 10);
    for (let i = 1; i <= 100; i++) p.update(i / 100, String(i));
    expect(plain).toHaveLength(11); // 0%..90% deciles and 100%
  });
});
