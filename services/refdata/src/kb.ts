// Loads the shipped entity knowledge base (kb/*.json) and validates every record.
import { readFileSync, readdirSync } from 'node:fs';
import { refdata } from '@ref/domain';

export interface LoadedKb {
  kb: refdata.KnowledgeBase;
  syncedAtMs: number;
}

const KB_DIR = new URL('../kb/', import.meta.url);

/** Reads every kb/*.json file ({synced_at, entities: [...]}); throws naming the file and record on bad data. */
export function loadKb(dir: URL = KB_DIR): LoadedKb {
  const all: refdata.KbEntity[] = [];
  let synced = 0;
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const doc = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { synced_at?: unknown; entities?: unknown };
    const t = typeof doc.synced_at === 'string' ? Date.parse(doc.synced_at) : NaN;
    if (Number.isNaN(t)) throw new Error(`kb/${f}: synced_at missing or invalid`);
    synced = Math.max(synced, t);
    if (!Array.isArray(doc.entities)) throw new Error(`kb/${f}: entities must be an array`);
    for (const e of doc.entities as refdata.KbEntity[]) {
      if (!refdata.ENTITY_KINDS.includes(e.kind)) throw new Error(`kb/${f}: ${e.canonical_name}: unknown kind ${String(e.kind)}`);
      if (typeof e.canonical_name !== 'string' || !Array.isArray(e.aliases)) throw new Error(`kb/${f}: malformed record ${JSON.stringify(e)}`);
      // a record whose Q-id could not be verified is written with "kb_qid": null: it serves recognition under an
      // internal key and is published with a null kb_qid (provenance llm_auto), never with an invented Q-id
      const qid = (e as { kb_qid: unknown }).kb_qid;
      if (qid === null) all.push({ ...e, kb_qid: refdata.localKbKey(e.kind, e.canonical_name) });
      else if (typeof qid !== 'string') throw new Error(`kb/${f}: ${e.canonical_name}: kb_qid must be a Q-id or null`);
      else all.push(e);
    }
  }
  return { kb: new refdata.KnowledgeBase(all), syncedAtMs: synced };
}
