// The labelled evaluation sets meet the targets: outcome precision >= 0.99, recall >= 0.95, fungibility accuracy >= 0.95.
// eval-set.json is the set the rules were tuned on; holdout-set.json is an independent holdout written without
// reference to the rules (test/refdata/holdout.build.ts); tuning2-set.json is a second tuning set for season futures,
// tournaments, awards, rankings, crypto thresholds, weather, international elections, gamma game titles and F1 sessions
// (test/refdata/tuning2.build.ts); tuning3-set.json is a third tuning set for Grand Prix sessions named outside the title,
// price markets at another time of day or of another kind (at a time vs reached in a period) and exact cent bounds
// (test/refdata/tuning3.build.ts); tuning4-set.json is a fourth tuning set for temperature highs (thresholds vs buckets,
// stations), snowfall, counts of rate cuts, monthly crypto highs, CPI and payrolls prints, deadlines, releases, box office,
// settlement sources of gold and yields, gamma game titles and beta_us futures (test/refdata/tuning4.build.ts). The targets hold on each tuning set and on the whole set (all pooled).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateScenario, loadKb, type EvalReport } from '@ref/refdata';

const load = (f: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(f, import.meta.url), 'utf8')) as Record<string, unknown>;
const now = Date.parse('2026-11-22T15:00:00Z');

function pooled(rs: EvalReport[]): { precision: number; recall: number; fungibility: number } {
  const s = (f: (r: EvalReport) => number): number => rs.reduce((n, r) => n + f(r), 0);
  const tp = s((r) => r.outcome.tp), fp = s((r) => r.outcome.fp), fn = s((r) => r.outcome.fn);
  return { precision: tp / (tp + fp), recall: tp / (tp + fn), fungibility: s((r) => r.fungibility.correct) / s((r) => r.fungibility.total) };
}

describe('refdata evaluation set', () => {
  const { kb } = loadKb();
  const tuning = evaluateScenario(load('./eval-set.json'), kb, now);
  const holdout = evaluateScenario(load('./holdout-set.json'), kb, now);
  const tuning2 = evaluateScenario(load('./tuning2-set.json'), kb, now);
  const tuning3 = evaluateScenario(load('./tuning3-set.json'), kb, now);
  const tuning4 = evaluateScenario(load('./tuning4-set.json'), kb, now);
  const tuned: Array<[string, EvalReport]> = [
    ['the tuning set', tuning],
    ['the second tuning set', tuning2],
    ['the third tuning set (sessions, observation times, price kinds, bounds)', tuning3],
    ['the fourth tuning set (weather, counts, prints, deadlines, sources, games, futures)', tuning4],
  ];
  it('has 100+ venue events with hand-labelled truth in each set', () => {
    for (const r of [tuning, holdout, tuning2, tuning3, tuning4]) expect(r.events).toBeGreaterThanOrEqual(100);
  });
  it.each(tuned)('meets the match and fungibility targets on %s', (_name, r) => {
    expect(r.errors.filter((e) => e.startsWith('false'))).toEqual([]);
    expect(r.outcome.precision).toBeGreaterThanOrEqual(0.99);
    expect(r.outcome.recall).toBeGreaterThanOrEqual(0.95);
    expect(r.fungibility.accuracy).toBeGreaterThanOrEqual(0.95);
  });
  it('meets the match and fungibility targets on the whole set (tuning + holdout + tuning2 + tuning3 + tuning4)', () => {
    const w = pooled([tuning, holdout, tuning2, tuning3, tuning4]);
    expect(w.precision).toBeGreaterThanOrEqual(0.99);
    expect(w.recall).toBeGreaterThanOrEqual(0.95);
    expect(w.fungibility).toBeGreaterThanOrEqual(0.95);
  });

  // The unseen holdouts, written by people who never read the matcher (test/refdata/holdout{2,3,4}.build.ts). holdout4
  // was scored after the last rule change and has never guided one; the kinds of errors (not the cases) of holdout2
  // and holdout3 guided later rounds, so they are no longer independent. The targets are NOT met on them; these floors
  // are the figures measured on 2026-11-22 (after the game-day / kb round) and guard against regression (raise them when the matcher improves).
  const holdout2 = evaluateScenario(load('./holdout2-set.json'), kb, now);
  const holdout3 = evaluateScenario(load('./holdout3-set.json'), kb, now);
  const holdout4 = evaluateScenario(load('./holdout4-set.json'), kb, now);
  it('unseen holdouts: report the figures and do not fall below those measured (targets not met yet)', () => {
    const figures = (r: EvalReport) => ({ events: r.events, precision: r.outcome.precision, recall: r.outcome.recall, fungibility: r.fungibility.accuracy });
    mkdirSync(new URL('../../bench-results/', import.meta.url), { recursive: true });
    writeFileSync(new URL('../../bench-results/refdata-eval.json', import.meta.url), `${JSON.stringify({ holdout2: figures(holdout2), holdout3: figures(holdout3), holdout4: figures(holdout4) }, null, 2)}\n`);
    for (const h of [holdout2, holdout3, holdout4]) expect(h.events).toBeGreaterThanOrEqual(200);
    expect(holdout2.outcome.precision).toBeGreaterThanOrEqual(1);
    expect(holdout2.outcome.recall).toBeGreaterThanOrEqual(0.94);
    expect(holdout2.fungibility.accuracy).toBeGreaterThanOrEqual(0.993);
    expect(holdout3.outcome.precision).toBeGreaterThanOrEqual(0.989);
    expect(holdout3.outcome.recall).toBeGreaterThanOrEqual(0.969);
    expect(holdout3.fungibility.accuracy).toBeGreaterThanOrEqual(0.985);
    expect(holdout4.outcome.precision).toBeGreaterThanOrEqual(0.96);
    expect(holdout4.outcome.recall).toBeGreaterThanOrEqual(0.944);
    expect(holdout4.fungibility.accuracy).toBeGreaterThanOrEqual(0.999);
  });
});
