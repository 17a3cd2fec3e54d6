// The arbitrage service on the in-memory bus: the example scenario's normalised records in, exactly the expected
// opportunities out; threshold, crossed books, stale markers and deltas move opportunities in and out.
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBus, type MemoryBus, type Opportunity, type Table } from '@ref/bus';
import { createLogger, createRegistry } from '@ref/telemetry';
import { loadArbitrageConfig, parseMatches, startArbitrage, type ArbitrageService } from '@ref/arbitrage';
import { bookSnapshots, catalogRecords, loadExpected, loadScenario } from './scenario-records.ts';
import { assertMatchesExpected, waitFor } from './helpers.ts';

const scenario = loadScenario();
const expected = loadExpected();
const log = createLogger({ name: 'test', level: 'silent' });

let bus: MemoryBus | null = null;
let svc: ArbitrageService | null = null;
afterEach(async () => {
  await svc?.stop();
  await bus?.close();
  svc = null;
  bus = null;
});

async function setup(env: Record<string, string>): Promise<{ opps: Table<Opportunity>; registry: ReturnType<typeof createRegistry> }> {
  bus = createMemoryBus({ logger: log });
  const registry = createRegistry();
  await bus.ensureTopics();
  await bus.produce('md.catalog.v1', catalogRecords(scenario).map((c) => ({ key: `${c.venue}:${c.venue_event_id}`, value: c })));
  svc = await startArbitrage({ bus, log, registry, now: () => Date.now(), config: loadArbitrageConfig(env), matches: parseMatches(scenario) });
  await bus.produce('md.book.v1', bookSnapshots(scenario, Date.now()).map((b) => ({ key: `${b.venue}:${b.venue_market_id}`, value: b })));
  const opps = await bus.materialize('arb.opportunity.v1');
  return { opps, registry };
}

describe('arbitrage service (memory bus)', () => {
  it('publishes every directed pair exactly as expected when the threshold admits all', async () => {
    const { opps } = await setup({ REF_ARB_MIN_NET_CENTS: '-1000' });
    await waitFor(() => opps.size === expected.length, `${expected.length} opportunities`);
    assertMatchesExpected(opps.values(), expected, -1000);
    const one = [...opps.values()][0] as Opportunity;
    expect(one.event_id).toMatch(/^OPI-[0-9A-Z]{8}$/);
    expect(one.alpha_event_ticker).toMatch(/^KXHID5\d-26DEC0\d$/);
    expect(one.beta_event_slug).toMatch(/^hidden-event-5-\d$/);
    expect(one.gamma_market_id).toBeGreaterThan(7000);
    expect(one.orderbook.yes.asks.length).toBeLessThanOrEqual(25);
  });

  it('publishes only opportunities at or above the default threshold (0 cents)', async () => {
    const { opps } = await setup({});
    const want = expected.filter((e) => e.net_cents >= 0).length;
    await waitFor(() => opps.size === want, `${want} opportunities`);
    assertMatchesExpected(opps.values(), expected, 0);
  });

  it('tombstones a listing’s opportunities when its book crosses or goes stale, and restores them', async () => {
    const { opps, registry } = await setup({});
    const want = expected.filter((e) => e.net_cents >= 0);
    await waitFor(() => opps.size === want.length, 'initial opportunities');
    const b = bus as MemoryBus;
    // the gamma listing of event 5-5 bucket 2: how many opportunities (net ≥ 0) it is a leg of, per the expected file
    const gammaId = '705502';
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const child = (scenario.gamma.markets as any[]).flatMap((m) => m.childMarkets).find((c) => String(c.marketId) === gammaId);
    const legs = want.filter((e) => (e.buy_yes_market === 'gamma' && e.yes_identifier === child.yesTokenId) || (e.buy_no_market === 'gamma' && e.no_identifier === child.noTokenId)).length;
    expect(legs).toBeGreaterThan(0);
    const withGamma = () => [...opps.values()].filter((o) => o.gamma.child_market_id === Number(gammaId) && (o.buy_yes_market === 'gamma' || o.buy_no_market === 'gamma')).length;
    expect(withGamma()).toBeGreaterThan(0);
    await b.produce('md.book.v1', [{ key: `gamma:${gammaId}`, value: { venue: 'gamma', venue_market_id: gammaId, event_key: null, kind: 'snapshot', seq: 1, venue_seq: null, venue_ts_ms: 0, received_ts_ms: 0, yes_asks: [{ price: 3000, size: 100 }], no_asks: [{ price: 3000, size: 100 }] } }]);
    await waitFor(() => withGamma() === 0, 'gamma pairs tombstoned after a crossed book');
    const metrics = await registry.getSingleMetricAsString('ref_arb_rejected_total');
    expect(metrics).toMatch(/ref_arb_rejected_total\{venue="gamma",reason="crossed"\} 1/);
    // a sane snapshot restores them
    const snap = bookSnapshots(scenario, Date.now()).find((x) => x.venue === 'gamma' && x.venue_market_id === gammaId);
    await b.produce('md.book.v1', [{ key: `gamma:${gammaId}`, value: { ...snap!, seq: 2 } }]);
    await waitFor(() => withGamma() > 0, 'gamma pairs back');
    const back = withGamma();
    // a stale marker removes them again
    await b.produce('md.book.v1', [{ key: `gamma:${gammaId}`, value: { ...snap!, kind: 'stale', seq: 3, yes_asks: [], no_asks: [] } }]);
    await waitFor(() => withGamma() === 0, 'gamma pairs tombstoned after stale');
    expect(back).toBe(legs);
  });

  it('outputs lost in failed produces (a broker outage) are sent again: the topics end at the engine state', async () => {
    const { opps, registry } = await setup({ REF_ARB_MIN_NET_CENTS: '-1000' });
    await waitFor(() => opps.size === expected.length, 'initial opportunities');
    const b = bus as MemoryBus;
    // the broker goes away for the service's outputs: every produce to arb.* fails (books still arrive)
    let down = true;
    const produce = b.produce.bind(b);
    b.produce = ((topic: string, records: never) => (down && topic.startsWith('arb.') ? Promise.reject(new Error('broker unavailable (test)')) : produce(topic as never, records))) as typeof b.produce;
    const gammaId = '705502';
    const snap = bookSnapshots(scenario, Date.now()).find((x) => x.venue === 'gamma' && x.venue_market_id === gammaId)!;
    const withGamma = () => [...opps.values()].filter((o) => o.gamma.child_market_id === Number(gammaId) && (o.buy_yes_market === 'gamma' || o.buy_no_market === 'gamma')).length;
    const legs = withGamma();
    expect(legs).toBeGreaterThan(0);
    // closes (tombstones) lost: the gamma listing crosses while the outputs fail
    await b.produce('md.book.v1', [{ key: `gamma:${gammaId}`, value: { ...snap, seq: 2, yes_asks: [{ price: 3000, size: 100 }], no_asks: [{ price: 3000, size: 100 }] } }]);
    await waitFor(async () => /ref_arb_produce_errors_total\{topic="arb.opportunity.v1"\} [1-9]/.test(await registry.getSingleMetricAsString('ref_arb_produce_errors_total')), 'a failed produce');
    expect(withGamma()).toBe(legs); // nothing reached the topic
    down = false;
    await waitFor(() => withGamma() === 0, 'the lost tombstones sent again');
    expect(opps.size).toBe(expected.length - legs);
    // upserts lost: the listing comes back while the outputs fail, and a deep level of another listing moves
    down = true;
    const errors = async (): Promise<string> => registry.getSingleMetricAsString('ref_arb_produce_errors_total');
    const before = await errors();
    await b.produce('md.book.v1', [{ key: `gamma:${gammaId}`, value: { ...snap, seq: 3 } }]);
    await waitFor(async () => (await errors()) !== before, 'a second failed produce');
    expect(withGamma()).toBe(0);
    down = false;
    await waitFor(() => opps.size === expected.length, 'the lost upserts sent again');
    assertMatchesExpected(opps.values(), expected, -1000);
    expect(await registry.getSingleMetricAsString('ref_arb_resyncs_total')).toMatch(/ref_arb_resyncs_total [1-9]/);
  });

  it('recomputes a pair on a delta: removing the top NO level changes the walk', async () => {
    const { opps } = await setup({});
    await waitFor(() => opps.size > 0, 'opportunities');
    const best = [...opps.values()].filter((o) => o.buy_no_market === 'alpha').sort((a, b) => Number(b.net_cents) - Number(a.net_cents))[0] as Opportunity;
    expect(best.buy_yes_market).toBe('gamma');
    const alphaTicker = best.no_leg.identifier;
    const top = best.orderbook.no.asks[0]!;
    const key = `${best.event_id}:${best.outcome_key}:gamma:alpha`;
    expect(opps.has(key)).toBe(true);
    await (bus as MemoryBus).produce('md.book.v1', [{ key: `alpha:${alphaTicker}`, value: { venue: 'alpha', venue_market_id: alphaTicker, event_key: null, kind: 'delta', seq: 1, venue_seq: null, venue_ts_ms: 0, received_ts_ms: 0, yes_asks: [], no_asks: [{ price: top.price, size: 0 }] } }]);
    await waitFor(() => (opps.get(key)?.orderbook.no.asks[0]?.price ?? top.price) !== top.price || !opps.has(key), 'recomputed pair');
    const after = opps.get(key);
    // either the pair is still profitable at the next level (worse net), or it was tombstoned
    if (after) {
      expect(after.orderbook.no.asks[0]!.price).toBeGreaterThan(top.price);
      expect(Number(after.net_cents)).toBeLessThan(Number(best.net_cents));
    } else expect(opps.has(key)).toBe(false);
  });
});
