// venue-sim fast-forward mode: a simulated clock advanced step by step; venue messages carry simulated times.
import { describe, expect, it } from 'vitest';
import { startVenueSim } from '@ref/venue-sim';
import { log } from './helpers.ts';

const FROM = Date.UTC(2026, 2, 21);

describe('venue-sim fast-forward', () => {
  it('advances the simulated clock in steps; trades carry distinct increasing simulated times inside the range', async () => {
    const sim = await startVenueSim({ port: 0, log, seed: 3, fastForward: { fromMs: FROM }, generator: { games: 4 } });
    try {
      expect(sim.now()).toBe(FROM);
      const times: number[] = [];
      sim.state.onEvent((e) => {
        if (e.venue === 'beta' && (e.message as { event_type?: string }).event_type === 'last_trade_price') times.push(Number((e.message as { timestamp: string }).timestamp));
      });
      const fractions: number[] = [];
      const r = await sim.control.advance(FROM + 6 * 3_600_000, { stepMs: 600_000, ticksPerStep: 2, onProgress: (f) => fractions.push(f) });
      expect(r.steps).toBe(36);
      expect(r.ticks).toBe(72);
      expect(fractions).toHaveLength(36);
      expect(fractions.at(-1)).toBe(1);
      expect(sim.now()).toBeLessThan(FROM + 6 * 3_600_000);
      expect(sim.now()).toBeGreaterThanOrEqual(FROM + 6 * 3_600_000 - 600_000);
      expect(times.length).toBeGreaterThan(0);
      for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1] as number);
      expect(Math.min(...times)).toBeGreaterThanOrEqual(FROM);
      // a later advance continues from where the clock is
      const r2 = await sim.control.advance(FROM + 7 * 3_600_000, { stepMs: 600_000 });
      expect(r2.steps).toBe(6);
    } finally {
      await sim.stop();
    }
  });

  it('needs the generator, and advance needs fast-forward mode', async () => {
    await expect(startVenueSim({ port: 0, log, scenario: { alpha: { events: [] } } as never, fastForward: { fromMs: FROM } })).rejects.toThrow(/fastForward/);
    const live = await startVenueSim({ port: 0, log, seed: 1, generator: { games: 1 } });
    try {
      await expect(live.control.advance(Date.now() + 1000)).rejects.toThrow(/fastForward/);
    } finally {
      await live.stop();
    }
  });
});
