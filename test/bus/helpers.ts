// Helpers of the bus tests: record builders, waitFor, random names.
import { randomBytes } from 'node:crypto';
import type { BookUpdate, Entity } from '@ref/bus';

export function randomName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}

/** Polls `condition` until it holds (or throws with `what` after `timeoutMs`). */
export async function waitFor(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export function book(market: string, seq: number, over: Partial<BookUpdate> = {}): BookUpdate {
  return {
    venue: 'alpha',
    venue_market_id: market,
    event_key: null,
    kind: 'delta',
    seq,
    venue_seq: seq,
    venue_ts_ms: 1_700_000_000_000 + seq,
    received_ts_ms: 1_700_000_000_005 + seq,
    yes_asks: [{ price: 4200 + (seq % 100), size: 1500 }],
    no_asks: [{ price: 5600, size: 700 }],
    ...over,
  };
}

export function entity(id: string, name: string): Entity {
  return {
    ref_id: id,
    kind: 'person',
    canonical_name: name,
    aliases: [name.toLowerCase()],
    kb_qid: null,
    metadata: { source: 'test' },
    provenance: 'kb',
    source_synced_at_ms: 1_700_000_000_000,
  };
}
