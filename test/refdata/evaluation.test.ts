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

  // The holdouts, each written in one sitting by someone who never read the matcher, never ran it on the set and read
  // no other set (test/refdata/holdout{2..63}.build.ts). Each was scored while unseen (its first figures are in
  // services/refdata/README.md), holdout2..59 then used to tune a later round on the kinds of its errors (never its cases), so it is
  // a tuning set now; the sets scored only after the last rule change are the honest measure of the matcher on unseen
  // catalogs, and the targets (0.99 / 0.95 / 0.95) are NOT met there. The floors are the figures measured on 2026-11-28 (session 10)
  // and guard against regression; raise them when the matcher improves.
  const floors: Record<string, { precision: number; recall: number; fungibility: number }> = {
    holdout2: { precision: 1, recall: 0.975, fungibility: 0.996 },
    holdout3: { precision: 1, recall: 1, fungibility: 0.996 },
    holdout4: { precision: 0.963, recall: 0.987, fungibility: 1 },
    holdout5: { precision: 1, recall: 0.993, fungibility: 0.997 },
    holdout6: { precision: 1, recall: 0.987, fungibility: 1 },
    holdout7: { precision: 1, recall: 0.969, fungibility: 1 },
    holdout8: { precision: 1, recall: 0.986, fungibility: 0.964 },
    holdout9: { precision: 1, recall: 0.981, fungibility: 1 },
    // (holdout10 and holdout13 precision lowered on 2026-11-28, from 0.983 and 0.960: their older labels put two weather
    // stations of one city in different events, which the labelling rules of holdout24 onwards call one event, not fungible;
    // the matcher now follows those rules — the pairs are listed in services/refdata/README.md)
    holdout10: { precision: 0.977, recall: 0.969, fungibility: 1 },
    holdout11: { precision: 1, recall: 0.99, fungibility: 0.997 },
    holdout12: { precision: 0.982, recall: 0.939, fungibility: 1 },
    holdout13: { precision: 0.958, recall: 0.97, fungibility: 0.991 },
    holdout14: { precision: 0.987, recall: 0.985, fungibility: 1 },
    holdout15: { precision: 0.97, recall: 0.976, fungibility: 1 },
    holdout16: { precision: 1, recall: 0.998, fungibility: 1 },
    holdout17: { precision: 1, recall: 1, fungibility: 1 },
    holdout18: { precision: 1, recall: 0.99, fungibility: 1 },
    holdout19: { precision: 1, recall: 0.972, fungibility: 1 },
    holdout20: { precision: 0.982, recall: 0.982, fungibility: 1 },
    holdout21: { precision: 0.998, recall: 0.981, fungibility: 1 },
    holdout22: { precision: 1, recall: 1, fungibility: 0.953 },
    holdout23: { precision: 1, recall: 1, fungibility: 0.998 },
    holdout24: { precision: 1, recall: 0.996, fungibility: 1 },
    holdout25: { precision: 0.991, recall: 0.994, fungibility: 1 },
    holdout26: { precision: 1, recall: 0.95, fungibility: 1 },
    holdout27: { precision: 1, recall: 0.991, fungibility: 1 },
    holdout28: { precision: 1, recall: 0.98, fungibility: 0.996 },
    holdout29: { precision: 0.996, recall: 0.976, fungibility: 1 },
    // (written on 2026-11-28, scored unseen, then tuned on the same day: holdout30..33)
    holdout30: { precision: 1, recall: 0.983, fungibility: 1 },
    holdout31: { precision: 1, recall: 0.974, fungibility: 1 },
    holdout32: { precision: 1, recall: 0.954, fungibility: 1 },
    holdout33: { precision: 1, recall: 0.953, fungibility: 1 },
    // (written in session 7, scored unseen; tuned on in session 8)
    holdout34: { precision: 0.993, recall: 0.958, fungibility: 1 },
    holdout35: { precision: 0.995, recall: 0.952, fungibility: 0.995 },
    // (written in session 8: holdout36..39 scored unseen after its first round, then tuned on; holdout40..43 scored unseen
    // after its second round, then tuned on)
    holdout36: { precision: 0.997, recall: 0.961, fungibility: 0.968 },
    holdout37: { precision: 0.998, recall: 0.971, fungibility: 0.992 },
    holdout38: { precision: 0.996, recall: 0.935, fungibility: 1 },
    holdout39: { precision: 0.988, recall: 0.969, fungibility: 1 },
    holdout40: { precision: 0.997, recall: 0.925, fungibility: 1 },
    holdout41: { precision: 0.991, recall: 0.879, fungibility: 1 },
    holdout42: { precision: 0.997, recall: 0.952, fungibility: 0.977 },
    holdout43: { precision: 0.989, recall: 0.951, fungibility: 0.989 },
    holdout44: { precision: 0.996, recall: 0.957, fungibility: 0.995 },
    holdout45: { precision: 0.986, recall: 0.895, fungibility: 0.968 },
    holdout46: { precision: 1, recall: 0.932, fungibility: 0.956 },
    holdout47: { precision: 0.989, recall: 0.959, fungibility: 1 },
    holdout48: { precision: 0.99, recall: 0.97, fungibility: 1 },
    holdout49: { precision: 1, recall: 0.978, fungibility: 1 },
    holdout50: { precision: 1, recall: 0.965, fungibility: 0.997 },
    holdout51: { precision: 0.997, recall: 0.974, fungibility: 0.995 },
    holdout52: { precision: 0.995, recall: 0.925, fungibility: 0.974 },
    holdout53: { precision: 1, recall: 0.953, fungibility: 0.982 },
    holdout54: { precision: 1, recall: 0.956, fungibility: 1 },
    holdout55: { precision: 0.988, recall: 0.963, fungibility: 0.993 },
    // (written in session 9 and scored unseen after its last rule change; tuned on in session 10)
    holdout56: { precision: 0.958, recall: 0.962, fungibility: 0.993 },
    holdout57: { precision: 0.933, recall: 0.9, fungibility: 0.957 },
    holdout58: { precision: 0.965, recall: 0.881, fungibility: 0.991 },
    holdout59: { precision: 1, recall: 0.98, fungibility: 1 },
    // (written in session 10 and scored only after its last rule change: unseen, the honest measure)
    holdout60: { precision: 0.957, recall: 0.844, fungibility: 0.991 },
    holdout61: { precision: 0.996, recall: 0.766, fungibility: 0.987 },
    holdout62: { precision: 0.977, recall: 0.859, fungibility: 0.993 },
    holdout63: { precision: 0.938, recall: 0.867, fungibility: 0.994 },
  };
  const holdouts = Object.fromEntries(Object.keys(floors).map((name) => [name, evaluateScenario(load(`./${name}-set.json`), kb, now)]));
  it('holdouts: report the figures and do not fall below those measured (targets not met on the unseen ones)', () => {
    const figures = (r: EvalReport) => ({ events: r.events, precision: r.outcome.precision, recall: r.outcome.recall, fungibility: r.fungibility.accuracy });
    mkdirSync(new URL('../../bench-results/', import.meta.url), { recursive: true });
    writeFileSync(new URL('../../bench-results/refdata-eval.json', import.meta.url), `${JSON.stringify(Object.fromEntries(Object.entries(holdouts).map(([k, r]) => [k, figures(r)])), null, 2)}\n`);
    for (const [name, f] of Object.entries(floors)) {
      const r = holdouts[name]!;
      expect(r.events, name).toBeGreaterThanOrEqual(200);
      expect(r.outcome.precision, `${name} precision`).toBeGreaterThanOrEqual(f.precision);
      expect(r.outcome.recall, `${name} recall`).toBeGreaterThanOrEqual(f.recall);
      expect(r.fungibility.accuracy, `${name} fungibility`).toBeGreaterThanOrEqual(f.fungibility);
    }
  });
});
