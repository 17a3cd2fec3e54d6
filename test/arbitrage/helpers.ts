// Shared helpers of the arbitrage tests: waitFor, matching published opportunities and /arbitrage/current bodies
// against the expected file.
import { expect } from 'vitest';
import type { Opportunity } from '@ref/bus';
import { expectedView, pairKey, type ExpectedEntry } from './scenario-records.ts';

export async function waitFor(cond: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const t0 = Date.now();
  while (!(await cond())) {
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

/** Every expected entry with net ≥ min appears exactly once, with exactly the expected figures; nothing else. */
export function assertMatchesExpected(published: Iterable<Opportunity>, expected: ExpectedEntry[], minNet: number): void {
  const got = new Map<string, ExpectedEntry>();
  for (const o of published) {
    const e = asExpected(o);
    expect(got.has(pairKey(e)), `duplicate ${pairKey(e)}`).toBe(false);
    got.set(pairKey(e), e);
  }
  const want = expected.filter((e) => e.net_cents >= minNet);
  expect(want.length).toBeGreaterThan(0);
  expect(got.size).toBe(want.length);
  for (const e of want) expect(got.get(pairKey(e)), pairKey(e)).toEqual(e);
}

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */
/** What keeps a /arbitrage/current body from being exactly the expected entries, one line each (none: it is). */
export function currentMismatches(body: any[], expected: ExpectedEntry[]): string[] {
  const want = new Map(expected.map((e) => [pairKey(e), e]));
  const out: string[] = [];
  if (body.length !== expected.length) out.push(`${body.length} of ${expected.length} entries`);
  for (const o of body) {
    const v = expectedView(o);
    const e = want.get(pairKey(v));
    if (!e) out.push(`unexpected ${pairKey(v)}`);
    else if (JSON.stringify(v) !== JSON.stringify(e)) out.push(`differs ${pairKey(e)}`);
  }
  return out;
}

/** Asserts a /arbitrage/current body holds exactly the expected entries (`mismatches`: its last currentMismatches,
 *  shown first for a readable failure), then each entry field by field. */
export function expectCurrent(body: any[], expected: ExpectedEntry[], mismatches: string[]): void {
  expect(mismatches).toEqual([]);
  const want = new Map(expected.map((e) => [pairKey(e), e]));
  for (const o of body) expect(expectedView(o)).toEqual(want.get(pairKey(expectedView(o))));
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The expected entries /arbitrage/current serves at its default threshold: net ≥ 0, highest net first. */
export function expectedAtDefault(expected: ExpectedEntry[]): ExpectedEntry[] {
  return expected.filter((e) => e.net_cents >= 0).sort((a, b) => b.net_cents - a.net_cents);
}
