// Writes every scored, unvetoed candidate pair of the given labelled sets (the parts of its confidence, its notes, and
// whether the labels call it one event) to a JSON file, for calibrating the confidence against the labels.
// Run: `node services/refdata/src/dump-pairs.ts /tmp/pairs.json test/refdata/*-set.json`.
import { readFileSync, writeFileSync } from 'node:fs';
import { refdata } from '@ref/domain';
import { scenarioToCatalog } from './scenario.ts';
import { loadKb } from './kb.ts';
const kb = loadKb().kb;
const rows: unknown[] = [];
for (const file of process.argv.slice(3)) {
  const s = JSON.parse(readFileSync(file, 'utf8'));
  const { events } = scenarioToCatalog(s);
  const feats = events.map((e) => refdata.eventFeatures(e, kb));
  const truthOf = new Map<string, string>();
  for (const e of s.truth.events) for (const m of e.members) truthOf.set(m, e.case);
  const name = file.split('/').pop()!.replace('-set.json', '');
  for (const [x, y] of refdata.candidatePairs(feats)) {
    const ps = refdata.scorePair(x, y);
    if (ps.vetoes.length > 0) continue;
    const tx = truthOf.get(x.key), ty = truthOf.get(y.key);
    rows.push({ set: name, a: x.key, b: y.key, ta: x.ev.title, tb: y.ev.title, label: tx !== undefined && tx === ty ? 1 : 0, conf: ps.confidence, ...ps.parts, notes: ps.notes,
      dom: x.domain, na: x.markets.length, nb: y.markets.length });
  }
}
writeFileSync(process.argv[2]!, JSON.stringify(rows));
console.log(rows.length);
