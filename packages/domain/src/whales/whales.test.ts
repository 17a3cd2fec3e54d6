// Unit tests of whale money and the threshold index (against a brute-force scan).
import { describe, expect, it } from 'vitest';
import { parseWhaleThreshold, tradeNotionalMicros, microsToUsdString, WhaleIndex, InvalidThresholdError, type WatchEntry } from './index.ts';

describe('whale money', () => {
  it('notional is price × size in micro-USD, exact', () => {
    // 0.6543 × 15,300.25 contracts = 10,010.953575 USD
    expect(tradeNotionalMicros(6543, 1_530_025)).toBe(10_010_953_575);
    expect(microsToUsdString(10_010_953_575)).toBe("10010.95");
  });
  it('parses thresholds (number or decimal string) and refuses bad ones', () => {
    expect(parseWhaleThreshold(10000)).toEqual({ micros: 10_000_000_000, text: '10000' });
    expect(parseWhaleThreshold('2500.5')).toEqual({ micros: 2_500_500_000, text: '2500.5' });
    expect(parseWhaleThreshold(0)).toEqual({ micros: 0, text: '0' });
    for (const bad of [-1, '-5', 'abc', '', null, true, Number.NaN, Number.POSITIVE_INFINITY, 1e10, '1.1234567', [], {}]) {
      expect(() => parseWhaleThreshold(bad), String(bad)).toThrow(InvalidThresholdError);
    }
  });
});

describe('WhaleIndex', () => {
  function entry(i: number, t: number): WatchEntry {
    return { accountId: `acc-${i}`, trackingId: 1, thresholdMicros: t, thresholdText: String(t), notify: i % 2 === 0 };
  }
  it('matches exactly the accounts whose threshold is at or below the notional, through sets, replaces and removes', () => {
    let seed = 7;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const idx = new WhaleIndex();
    const truth = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const t = rnd(50) * 1_000_000;
      if (i < 150) idx.load('alpha', 'EV', entry(i, t));
      else idx.set('alpha', 'EV', entry(i, t));
      truth.set(`acc-${i}`, t);
      if (i === 149) idx.finishLoad();
    }
    for (let k = 0; k < 200; k++) {
      const i = rnd(300);
      if (rnd(3) === 0) {
        idx.remove('alpha', 'EV', `acc-${i}`);
        truth.delete(`acc-${i}`);
      } else {
        const t = rnd(50) * 1_000_000;
        idx.set('alpha', 'EV', entry(i, t));
        truth.set(`acc-${i}`, t);
      }
    }
    expect(idx.size).toBe(truth.size);
    for (const n of [0, 1, 999_999, 1_000_000, 25_000_000, 49_000_000, 1e12]) {
      const m = idx.match('alpha', 'EV', n);
      const got = m.entries.slice(0, m.count).map((e) => e.accountId).sort();
      const want = [...truth].filter(([, t]) => t <= n).map(([a]) => a).sort();
      expect(got).toEqual(want);
    }
    expect(idx.match('alpha', 'OTHER', 1e12).count).toBe(0);
    expect(idx.match('beta', 'EV', 1e12).count).toBe(0);
  });
});
