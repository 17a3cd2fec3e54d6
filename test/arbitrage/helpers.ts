// Shared helpers of the arbitrage tests: waitFor, matching published opportunities against the expected file.
import { expect } from 'vitest';
import type { Opportunity } from '@ref/bus';
import type { ExpectedEntry } from './scenario-records.ts';

export async function waitFor(cond: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The expected-file view of a published opportunity. */
export function asExpected(o: Opportunity): ExpectedEntry {
  return {
    label: o.label,
    buy_yes_market: o.buy_yes_market,
    buy_no_market: o.buy_no_market,
    yes_identifier: o.yes_leg.identifier,
    no_identifier: o.no_leg.identifier,
    yes_ask: (o.orderbook.yes.asks[0]?.price ?? NaN) / 10000,
    no_ask: (o.orderbook.no.asks[0]?.price ?? NaN) / 10000,
    gross_cents: Number(o.gross_cents),
    fee_cents: Number(o.fee_cents),
    net_cents: Number(o.net_cents),
    executable_size: Number(o.executable_size),
    max_profit_dollars: Number(o.max_profit_dollars),
  };
}

export const entryKey = (e: { yes_identifier: string; no_identifier: string }): string => `${e.yes_identifier}|${e.no_identifier}`;

/** Every expected entry with net ≥ min appears exactly once, with exactly the expected figures; nothing else. */
export function assertMatchesExpected(published: Iterable<Opportunity>, expected: ExpectedEntry[], minNet: number): void {
  const got = new Map<string, ExpectedEntry>();
  for (const o of published) {
    const e = asExpected(o);
    expect(got.has(entryKey(e)), `duplicate ${entryKey(e)}`).toBe(false);
    got.set(entryKey(e), e);
  }
  const want = expected.filter((e) => e.net_cents >= minNet);
  expect(want.length).toBeGreaterThan(0);
  expect(got.size).toBe(want.length);
  for (const e of want) expect(got.get(entryKey(e)), entryKey(e)).toEqual(e);
}
