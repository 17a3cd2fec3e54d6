// Scenario files staged by hand → venue-sim → connectors → md.* on a real broker: the normalised books and
// trades equal what the files describe.
import { afterEach, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createKafkaBus, type Bus } from '@ref/bus';
import { startVenueSim, type VenueSim } from '@ref/venue-sim';
import { log, startConnectors, TopicMirror, waitFor, type Connectors } from './helpers.ts';

const fixture = (p: string): string => new URL(p, import.meta.url).pathname;
// a copy of ../shared/scenarios/arbitrage-example.json (and its .expected.json)
const shared = fixture('./fixtures/arbitrage-example.json');
const arbitrageExample = process.env['REF_ARB_EXAMPLE'] ?? shared;

interface Running {
  sim: VenueSim;
  bus: Bus;
  readBus: Bus;
  c: Connectors;
  mirror: TopicMirror;
}
let running: Running | null = null;

async function run(scenario: string): Promise<Running> {
  const namespace = `t-scen-${randomUUID().slice(0, 8)}`;
  const brokers = [inject('kafkaBrokers')];
  const bus = createKafkaBus({ brokers, clientId: `${namespace}-w`, namespace });
  const readBus = createKafkaBus({ brokers, clientId: `${namespace}-r`, namespace });
  await bus.ensureTopics(['md.book.v1', 'md.trade.v1', 'md.catalog.v1']);
  // The venues' clock runs from the scenario's `now`: its timeline carries venue timestamps in scenario time, and a
  // snapshot stamped with the wall clock would make them out of order (beta's connector rightly drops those).
  const at = (JSON.parse(readFileSync(scenario, 'utf8')) as { now?: string }).now;
  const started = Date.now();
  const sim = await startVenueSim({ port: 0, host: '127.0.0.1', log, scenario, ...(at !== undefined ? { now: () => Date.parse(at) + (Date.now() - started) } : {}) });
  const mirror = new TopicMirror();
  await mirror.start(readBus);
  const c = await startConnectors(bus, sim);
  running = { sim, bus, readBus, c, mirror };
  await Promise.all([c.alpha.ready, c.beta.ready, c.gamma.ready]);
  return running;
}

afterEach(async () => {
  if (!running) return;
  const r = running;
  running = null;
  await r.c.stop();
  await r.sim.stop();
  await r.mirror.stop();
  await r.bus.close();
  await r.readBus.close();
});

/** Independent oracle: decimal strings to integers with exact decimal arithmetic on the string digits. */
const int = (s: string, places: number): number => {
  const [i, f = ''] = s.split('.');
  return Number(i || '0') * 10 ** places + Number((f + '0'.repeat(places)).slice(0, places));
};

describe('scenario playback through the connectors', () => {
  it('a small hand-staged scenario produces exactly the books and trades it describes', async () => {
    const r = await run(fixture('./fixtures/small-scenario.json'));
    const expected = JSON.parse(readFileSync(fixture('./fixtures/small-scenario.expected.json'), 'utf8')) as {
      books: Record<string, { yes_asks: [number, number][]; no_asks: [number, number][] }>;
      trades: Array<Record<string, unknown>>;
    };
    await waitFor(() => r.sim.control.timelineDone() && r.mirror.trades.length >= expected.trades.length, 15_000, 'timeline played');
    await waitFor(() => Object.keys(expected.books).every((id) => JSON.stringify(r.mirror.ladders(id)) === JSON.stringify(expected.books[id])), 10_000, 'books as described').catch((err: unknown) => {
      throw new Error(`${String(err)}: ${JSON.stringify(Object.keys(expected.books).map((id) => [id, r.mirror.ladders(id)]))}`);
    });
    for (const id of Object.keys(expected.books)) expect(r.mirror.ladders(id), id).toEqual(expected.books[id]);
    const trades = [...r.mirror.trades].sort((a, b) => a.venue.localeCompare(b.venue));
    expect(trades).toHaveLength(expected.trades.length);
    trades.forEach((t, i) => expect(t).toMatchObject(expected.trades[i]!));
    expect(r.mirror.seqErrors).toEqual([]);
    // the sequence per listing: snapshot (seq 1) then one delta (seq 2)
    for (const id of Object.keys(expected.books)) expect(r.mirror.books.get(id)?.seq, id).toBe(2);
    expect(r.c.alpha.bad.total + r.c.beta.bad.total + r.c.gamma.bad.total).toBe(0);
    // fee models come from the records: alpha series multiplier, beta fd block, gamma default 0.04
    const fees = [...r.mirror.catalog.values()].flatMap((e) => e.markets.map((m) => [e.venue, m.fee.kind, m.fee.rate, m.fee.multiplier]));
    expect(fees.sort()).toEqual([
      ['alpha', 'alpha_quadratic', '0.07', '1'],
      ['beta', 'beta_power', '0.04', '1'],
      ['gamma', 'gamma_quadratic', '0.04', '1'],
    ]);
  });

  it('the shared arbitrage example yields its books and the top-of-book asks of its expected figures', async () => {
    const r = await run(arbitrageExample);
    const sc = JSON.parse(readFileSync(arbitrageExample, 'utf8')) as {
      alpha: { books: Record<string, { yes_dollars_fp: [string, string][]; no_dollars_fp: [string, string][] }> };
      beta: { events: Array<{ markets: Array<{ conditionId: string; clobTokenIds: string }> }>; books: Record<string, { asks: Array<{ price: string; size: string }> }> };
      gamma: { markets: Array<{ marketId: number; yesTokenId?: string; noTokenId?: string; childMarkets?: Array<{ marketId: number; yesTokenId: string; noTokenId: string }> }>; books: Record<string, { asks: Array<{ price: string; size: string }> }> };
    };
    const want = new Map<string, { yes_asks: [number, number][]; no_asks: [number, number][] }>();
    const asc = (l: [number, number][]): [number, number][] => l.filter((x) => x[1] > 0).sort((a, b) => a[0] - b[0]);
    for (const [t, b] of Object.entries(sc.alpha.books)) {
      want.set(`alpha:${t}`, {
        yes_asks: asc(b.no_dollars_fp.map(([p, s]) => [10_000 - int(p, 4), int(s, 2)])),
        no_asks: asc(b.yes_dollars_fp.map(([p, s]) => [10_000 - int(p, 4), int(s, 2)])),
      });
    }
    const tokenAsks = (books: Record<string, { asks: Array<{ price: string; size: string }> }>, tok: string): [number, number][] =>
      asc((books[tok]?.asks ?? []).map((l) => [int(l.price, 4), int(l.size, 2)]));
    for (const ev of sc.beta.events) {
      for (const m of ev.markets) {
        const [y, n] = JSON.parse(m.clobTokenIds) as [string, string];
        if (sc.beta.books[y] || sc.beta.books[n]) want.set(`beta:${m.conditionId}`, { yes_asks: tokenAsks(sc.beta.books, y), no_asks: tokenAsks(sc.beta.books, n) });
      }
    }
    for (const root of sc.gamma.markets) {
      for (const m of root.childMarkets ?? [root]) {
        if (m.yesTokenId && m.noTokenId && (sc.gamma.books[m.yesTokenId] || sc.gamma.books[m.noTokenId])) {
          want.set(`gamma:${m.marketId}`, { yes_asks: tokenAsks(sc.gamma.books, m.yesTokenId), no_asks: tokenAsks(sc.gamma.books, m.noTokenId) });
        }
      }
    }
    expect(want.size).toBeGreaterThan(40);
    await waitFor(() => [...want.keys()].every((id) => r.mirror.books.has(id)), 15_000, 'every book published');
    for (const [id, w] of want) expect(r.mirror.ladders(id), id).toEqual(w);

    // cross-check with the hand-computed figures: each entry's yes_ask / no_ask is the best ask of that leg
    const expected = JSON.parse(readFileSync(arbitrageExample.replace(/\.json$/, '.expected.json'), 'utf8')) as Array<{
      buy_yes_market: string; buy_no_market: string; yes_identifier: string; no_identifier: string; yes_ask: number; no_ask: number;
    }>;
    const listingOf = new Map<string, string>(); // identifier (ticker or token) → listing id and side
    for (const ev of sc.beta.events) for (const m of ev.markets) {
      const [y, n] = JSON.parse(m.clobTokenIds) as [string, string];
      listingOf.set(`beta:${y}`, `beta:${m.conditionId}:yes`);
      listingOf.set(`beta:${n}`, `beta:${m.conditionId}:no`);
    }
    for (const root of sc.gamma.markets) for (const m of root.childMarkets ?? [root]) {
      listingOf.set(`gamma:${m.yesTokenId}`, `gamma:${m.marketId}:yes`);
      listingOf.set(`gamma:${m.noTokenId}`, `gamma:${m.marketId}:no`);
    }
    const best = (venue: string, identifier: string, side: 'yes' | 'no'): number | undefined => {
      const id = venue === 'alpha' ? `alpha:${identifier}` : listingOf.get(`${venue}:${identifier}`)!.replace(/:(yes|no)$/, '');
      const l = r.mirror.ladders(id);
      return (side === 'yes' ? l?.yes_asks : l?.no_asks)?.[0]?.[0];
    };
    expect(expected.length).toBeGreaterThan(20);
    for (const e of expected) {
      expect(best(e.buy_yes_market, e.yes_identifier, 'yes'), `${e.yes_identifier} yes`).toBe(Math.round(e.yes_ask * 10_000));
      expect(best(e.buy_no_market, e.no_identifier, 'no'), `${e.no_identifier} no`).toBe(Math.round(e.no_ask * 10_000));
    }
  });
});
