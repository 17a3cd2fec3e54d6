// Evaluation against a labelled scenario: match precision/recall (outcome and event level) and fungibility accuracy.
import type { CatalogEvent } from '@ref/bus';
import { refdata } from '@ref/domain';
import { scenarioToCatalog } from './scenario.ts';
import { runPass } from './pipeline.ts';

export interface EvalReport {
  events: number;
  outcome: { precision: number; recall: number; tp: number; fp: number; fn: number };
  event: { precision: number; recall: number; tp: number; fp: number; fn: number };
  fungibility: { accuracy: number; correct: number; total: number };
  review: number;
  errors: string[];
}

interface Truth {
  events: Array<{ case: string; members: string[] }>;
  outcomes: Array<{ case: string; members: string[]; fungible: Record<string, boolean> }>;
}

/** The hand-labelled truth of a scenario, checked: a missing or malformed `truth` is an error that says what is wrong. */
export function parseTruth(raw: unknown): Truth {
  if (typeof raw !== 'object' || raw === null) throw new Error('the scenario has no `truth` object (truth.events and truth.outcomes)');
  const t = raw as Record<string, unknown>;
  const list = (k: 'events' | 'outcomes'): Array<Record<string, unknown>> => {
    const v = t[k];
    if (!Array.isArray(v)) throw new Error(`truth.${k} must be an array`);
    v.forEach((x: unknown, i) => {
      const o = x as Record<string, unknown> | null;
      if (typeof o !== 'object' || o === null || typeof o['case'] !== 'string' || !Array.isArray(o['members']) || !o['members'].every((m) => typeof m === 'string')) {
        throw new Error(`truth.${k}[${i}] must have a string \`case\` and string \`members\``);
      }
      if (k === 'outcomes' && (typeof o['fungible'] !== 'object' || o['fungible'] === null || !Object.values(o['fungible']).every((f) => typeof f === 'boolean'))) {
        throw new Error(`truth.outcomes[${i}].fungible must map venue pairs to booleans`);
      }
    });
    return v as Array<Record<string, unknown>>;
  };
  return { events: list('events'), outcomes: list('outcomes') } as unknown as Truth;
}

function pairs(members: string[]): string[] {
  const s = [...members].sort();
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) for (let j = i + 1; j < s.length; j++) out.push(`${s[i]}|${s[j]}`);
  return out;
}

function prf(pred: Set<string>, truth: Set<string>): { precision: number; recall: number; tp: number; fp: number; fn: number } {
  let tp = 0;
  for (const p of pred) if (truth.has(p)) tp++;
  const fp = pred.size - tp;
  const fn = truth.size - tp;
  return { precision: pred.size === 0 ? 1 : tp / pred.size, recall: truth.size === 0 ? 1 : tp / truth.size, tp, fp, fn };
}

/**
 * Runs the matcher on a labelled scenario and scores it: on the whole catalog, and on its two halves (every other
 * venue event), where a hard negative no longer has its true partner to compete with. Figures are pooled over the runs.
 */
export function evaluateScenario(scenario: { truth?: unknown } & Record<string, unknown>, kb: refdata.KnowledgeBase, nowMs: number): EvalReport {
  const truth = parseTruth(scenario.truth);
  const { events: catalog } = scenarioToCatalog(scenario);
  const runs = [catalog, catalog.filter((_, i) => i % 2 === 0), catalog.filter((_, i) => i % 2 === 1)].map((c) => evaluateCatalog(c, truth, kb, nowMs));
  const sum = (f: (r: EvalReport) => number): number => runs.reduce((n, r) => n + f(r), 0);
  const pooled = (k: 'outcome' | 'event'): EvalReport['outcome'] => {
    const tp = sum((r) => r[k].tp), fp = sum((r) => r[k].fp), fn = sum((r) => r[k].fn);
    return { tp, fp, fn, precision: tp + fp === 0 ? 1 : tp / (tp + fp), recall: tp + fn === 0 ? 1 : tp / (tp + fn) };
  };
  const correct = sum((r) => r.fungibility.correct), total = sum((r) => r.fungibility.total);
  return {
    events: catalog.length, outcome: pooled('outcome'), event: pooled('event'),
    fungibility: { accuracy: total === 0 ? 1 : correct / total, correct, total },
    review: runs[0]!.review, errors: runs.flatMap((r, i) => r.errors.map((e) => `${['full', 'half 1', 'half 2'][i]}: ${e}`)),
  };
}

function evaluateCatalog(catalog: CatalogEvent[], truthAll: Truth, kb: refdata.KnowledgeBase, nowMs: number): EvalReport {
  const present = new Set(catalog.map((c) => `${c.venue}:${c.venue_event_id}`));
  const presentMarkets = new Set(catalog.flatMap((c) => c.markets.map((m) => `${c.venue}:${m.venue_market_id}`)));
  const truth: Truth = {
    events: truthAll.events.map((e) => ({ ...e, members: e.members.filter((m) => present.has(m)) })),
    outcomes: truthAll.outcomes.map((o) => ({ ...o, members: o.members.filter((m) => presentMarkets.has(m)) })),
  };
  const reg = new refdata.IdRegistry();
  const pass = runPass({ catalog, kb, kbSyncedAtMs: nowMs, reg, nowMs, previous: () => undefined });
  const predOutcome = new Set<string>();
  const predEvent = new Set<string>();
  const predFungible = new Map<string, boolean>();
  for (const ev of pass.events) {
    for (const p of pairs(ev.venue_listings.map((l) => `${l.venue}:${l.venue_event_id}`))) predEvent.add(p);
    for (const o of ev.outcomes) {
      for (const p of pairs(o.venue_listings.map((l) => `${l.venue}:${l.venue_market_id}`))) predOutcome.add(p);
      for (const vp of o.venue_pairs) {
        const a = o.venue_listings.find((l) => l.venue === vp.venue_a);
        const b = o.venue_listings.find((l) => l.venue === vp.venue_b);
        if (a && b) predFungible.set(pairs([`${a.venue}:${a.venue_market_id}`, `${b.venue}:${b.venue_market_id}`])[0]!, vp.fungible);
      }
    }
  }
  const trueOutcome = new Set<string>();
  const trueFungible = new Map<string, boolean>();
  for (const o of truth.outcomes) {
    for (const p of pairs(o.members)) {
      trueOutcome.add(p);
      const [x, y] = p.split('|') as [string, string];
      const k1 = `${x.split(':')[0]}|${y.split(':')[0]}`;
      const k2 = `${y.split(':')[0]}|${x.split(':')[0]}`;
      trueFungible.set(p, o.fungible[k1] ?? o.fungible[k2] ?? true);
    }
  }
  const trueEvent = new Set<string>();
  for (const e of truth.events) for (const p of pairs(e.members)) trueEvent.add(p);
  const errors: string[] = [];
  for (const p of predOutcome) if (!trueOutcome.has(p)) errors.push(`false outcome match ${p}`);
  for (const p of trueOutcome) if (!predOutcome.has(p)) errors.push(`missed outcome match ${p}`);
  let correct = 0;
  let total = 0;
  for (const [p, f] of predFungible) {
    const t = trueFungible.get(p);
    if (t === undefined) continue;
    total++;
    if (t === f) correct++;
    else errors.push(`fungibility ${p}: predicted ${f}, labelled ${t}`);
  }
  return {
    events: catalog.length,
    outcome: prf(predOutcome, trueOutcome),
    event: prf(predEvent, trueEvent),
    fungibility: { accuracy: total === 0 ? 1 : correct / total, correct, total },
    review: pass.review.length,
    errors,
  };
}
