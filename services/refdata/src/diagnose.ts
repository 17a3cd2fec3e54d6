// Why the matcher missed what it missed: for every labelled set given, each true outcome pair it did not predict is put
// under one cause (no candidate, a veto (named), low confidence, lost in clustering, or outcome alignment inside a matched
// event), and each falsely matched event pair is listed with its confidence. Last line: the counts per cause.
// Run: `node services/refdata/src/diagnose.ts test/refdata/holdout35-set.json [more sets]`.
import { readFileSync } from 'node:fs';
import { refdata } from '@ref/domain';
import { scenarioToCatalog } from './scenario.ts';
import { loadKb } from './kb.ts';
import { runPass } from './pipeline.ts';
const kb = loadKb().kb;
const out: Record<string, number> = {};
const lines: string[] = [];
for (const file of process.argv.slice(2)) {
  const s = JSON.parse(readFileSync(file, 'utf8'));
  const { events } = scenarioToCatalog(s);
  const feats = events.map((e) => refdata.eventFeatures(e, kb));
  const byKey = new Map(feats.map((f) => [f.key, f]));
  const cands = new Set(refdata.candidatePairs(feats).map(([x, y]) => `${x.key}|${y.key}`));
  const { clusters } = refdata.matchEvents(feats);
  const nowMs = Date.parse(typeof s.now === 'string' ? s.now : '2026-01-01T00:00:00Z');
  const pass = runPass({ catalog: events, kb, kbSyncedAtMs: nowMs, reg: new refdata.IdRegistry(), nowMs, previous: () => undefined });
  const predicted = new Set<string>();
  for (const ev of pass.events) for (const o of ev.outcomes) {
    const ls = o.venue_listings.map((l) => `${l.venue}:${l.venue_market_id}`).sort();
    for (let i = 0; i < ls.length; i++) for (let j = i + 1; j < ls.length; j++) predicted.add(`${ls[i]}|${ls[j]}`);
  }
  const clusterOf = new Map<string, number>();
  clusters.forEach((c, i) => c.members.forEach((m) => clusterOf.set(m.key, i)));
  const truthOf = new Map<string, string>();
  for (const e of s.truth.events) for (const m of e.members) truthOf.set(m, e.case);
  const name = file.split('/').pop();
  const eventOfMarket = new Map<string, string>();
  for (const ev of events) for (const m of ev.markets) eventOfMarket.set(`${ev.venue}:${m.venue_market_id}`, refdata.eventKey(ev.venue, ev.venue_event_id));
  const seenPair = new Set<string>();
  for (const o of s.truth.outcomes) {
    const ms = o.members as string[];
    for (let i = 0; i < ms.length; i++) for (let j = i + 1; j < ms.length; j++) {
      const [x, y] = [eventOfMarket.get(ms[i]!)!, eventOfMarket.get(ms[j]!)!].sort() as [string, string];
      const fx = byKey.get(x), fy = byKey.get(y);
      if (!fx || !fy) continue;
      let kind: string;
      const ps = refdata.scorePair(fx, fy);
      if (clusterOf.get(x) !== undefined && clusterOf.get(x) === clusterOf.get(y)) kind = 'align';
      else if (fx.unmatchable || fy.unmatchable) kind = 'unmatchable';
      else if (!cands.has(`${x}|${y}`)) kind = 'nocand';
      else if (ps.vetoes.length > 0) kind = 'veto';
      else if (ps.confidence < refdata.MATCH_ACCEPT) kind = 'lowconf';
      else kind = 'cluster';
      if (kind === 'align' && predicted.has([ms[i]!, ms[j]!].sort().join('|'))) continue;
      out[`miss:${kind}`] = (out[`miss:${kind}`] ?? 0) + 1;
      if (seenPair.has(`${x}|${y}`)) continue;
      seenPair.add(`${x}|${y}`);
      lines.push(`${name} MISS ${kind} ${ps.confidence} ${ps.vetoes.join('; ')} :: ${fx.ev.title} || ${fy.ev.title}`);
    }
  }
  for (const c of clusters) {
    const ms = c.members;
    for (let i = 0; i < ms.length; i++) for (let j = i + 1; j < ms.length; j++) {
      const tx = truthOf.get(ms[i]!.key), ty = truthOf.get(ms[j]!.key);
      if (tx !== undefined && tx === ty) continue;
      const ps = refdata.scorePair(ms[i]!, ms[j]!);
      out['false'] = (out['false'] ?? 0) + 1;
      lines.push(`${name} FALSE ${ps.confidence} :: ${ms[i]!.ev.title} || ${ms[j]!.ev.title}`);
    }
  }
}
for (const l of lines) console.log(l);
console.log(JSON.stringify(out));
