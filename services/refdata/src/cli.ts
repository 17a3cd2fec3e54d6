// Operator commands: `review` lists the review queue with reasons; `eval [file]` prints the evaluation report.
import { readFileSync } from 'node:fs';
import { createPostgresStore } from '@ref/store';
import { refdataConfig } from './config.ts';
import { evaluateScenario } from './evaluate.ts';
import { loadKb } from './kb.ts';
import { MIGRATIONS, listReview } from './store.ts';

const [cmd, arg] = process.argv.slice(2);

/** Reads and scores a labelled scenario; a missing, unreadable or malformed file is one clear line on stderr. */
function evaluateFile(file: string): ReturnType<typeof evaluateScenario> | undefined {
  let scenario: unknown;
  try {
    scenario = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`eval: cannot read ${file}: ${err instanceof SyntaxError ? `not JSON (${err.message})` : (err as Error).message}`);
    return undefined;
  }
  if (typeof scenario !== 'object' || scenario === null || Array.isArray(scenario)) {
    console.error(`eval: ${file} is not a scenario object`);
    return undefined;
  }
  const s = scenario as Record<string, unknown>;
  try {
    return evaluateScenario(s, loadKb().kb, Date.parse(typeof s['now'] === 'string' ? s['now'] : '2026-01-01T00:00:00Z'));
  } catch (err) {
    console.error(`eval: ${file}: ${(err as Error).message}`);
    return undefined;
  }
}

if (cmd === 'review') {
  const config = refdataConfig(process.env);
  const store = await createPostgresStore({ url: config.pgUrl, schema: config.pgSchema });
  try {
    await store.migrate(MIGRATIONS);
    const items = await listReview(store);
    if (items.length === 0) console.log('review queue is empty');
    for (const it of items) {
      console.log(`${it.kind.padEnd(15)} conf ${it.confidence.toFixed(3)}  ${it.keys.join('  ')}`);
      for (const r of it.reasons) console.log(`    - ${r}`);
    }
  } finally {
    await store.close();
  }
} else if (cmd === 'eval') {
  const file = arg ?? new URL('../../../test/refdata/eval-set.json', import.meta.url).pathname;
  const r = evaluateFile(file);
  if (r === undefined) process.exit(2);
  const pct = (x: number): string => x.toFixed(4);
  console.log(`venue events            ${r.events}`);
  console.log(`outcome match precision ${pct(r.outcome.precision)}  (tp ${r.outcome.tp}, fp ${r.outcome.fp})   target >= 0.99`);
  console.log(`outcome match recall    ${pct(r.outcome.recall)}  (fn ${r.outcome.fn})          target >= 0.95`);
  console.log(`event match precision   ${pct(r.event.precision)}  recall ${pct(r.event.recall)}`);
  console.log(`fungibility accuracy    ${pct(r.fungibility.accuracy)}  (${r.fungibility.correct}/${r.fungibility.total})   target >= 0.95`);
  console.log(`kept for review         ${r.review}`);
  for (const e of r.errors) console.log(`  ${e}`);
  const met = r.outcome.precision >= 0.99 && r.outcome.recall >= 0.95 && r.fungibility.accuracy >= 0.95;
  process.exitCode = met ? 0 : 1;
} else {
  console.error('usage: node services/refdata/src/cli.ts review | eval [scenario.json]');
  process.exitCode = 2;
}
