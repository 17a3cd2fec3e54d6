// GET /arbitrage/current and /arbitrage/current/difference through the gateway frame (inject), fed by the real
// arbitrage service on the memory bus with the example scenario's normalised records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createRegistry } from '@ref/telemetry';
import { loadArbitrageConfig, parseMatches, startArbitrage, type ArbitrageService } from '@ref/arbitrage';
import { arbitrageCapability, DEPRECATED_PARAM } from '../../services/gateway/src/routes/arbitrage.ts';
import { startTestGateway, type TestGateway } from '../gateway/helpers.ts';
import { bookSnapshots, catalogRecords, expectedView as view, loadExpected, loadScenario } from './scenario-records.ts';

const scenario = loadScenario();
const expected = loadExpected();

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */

describe('arbitrage routes', () => {
  let t: TestGateway;
  let svc: ArbitrageService;
  beforeAll(async () => {
    t = await startTestGateway({ capabilities: [arbitrageCapability()], config: { plans: { premium: { perSecond: 100_000, burst: 100_000, perMinute: 1_000_000 } } } });
    const log = createLogger({ name: 'test', level: 'silent' });
    await t.bus.produce('md.catalog.v1', catalogRecords(scenario).map((c) => ({ key: `${c.venue}:${c.venue_event_id}`, value: c })));
    svc = await startArbitrage({ bus: t.bus, log, registry: createRegistry(), now: () => Date.now(), config: loadArbitrageConfig({ REF_ARB_MIN_NET_CENTS: '-1000' }), matches: parseMatches(scenario) });
    await t.bus.produce('md.book.v1', bookSnapshots(scenario, Date.now()).map((b) => ({ key: `${b.venue}:${b.venue_market_id}`, value: b })));
  });
  afterAll(async () => {
    await svc?.stop();
    await t?.close();
  });
  const get = (url: string, key: string | null = t.keys.premium) => t.gw.app.inject({ method: 'GET', url, headers: key === null ? {} : { 'x-api-key': key } });

  it('serves every expected opportunity, sorted by net_cents descending, with every field of the interface', async () => {
    let body: any[] = [];
    for (let i = 0; i < 200; i++) {
      const r = await get('/arbitrage/current?min_net_cents=-1000');
      expect(r.statusCode).toBe(200);
      body = r.json();
      if (body.length === expected.length) break;
      await new Promise((res) => setTimeout(res, 25));
    }
    expect(body).toHaveLength(expected.length);
    const nets = body.map((o) => o.net_cents);
    expect([...nets].sort((a, b) => b - a)).toEqual(nets);
    const byKey = new Map(body.map((o) => [`${o.yes_leg.identifier}|${o.no_leg.identifier}`, o]));
    for (const e of expected) expect(view(byKey.get(`${e.yes_identifier}|${e.no_identifier}`))).toEqual(e);
    const o = body[0];
    expect(Object.keys(o).sort()).toEqual(
      ['event_id', 'event_title', 'outcome_key', 'label', 'timestamp', 'market_type', 'resolution_time', 'alpha_event_ticker', 'beta_event_slug', 'gamma_market_id', 'alpha', 'beta', 'gamma', 'buy_yes_market', 'buy_no_market', 'gross_cents', 'fee_cents', 'net_cents', 'executable_size', 'max_profit_dollars', 'yes_leg', 'no_leg'].sort(),
    );
    expect(o.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?$/);
    expect(o.resolution_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?$/);
    expect(Object.keys(o.alpha).sort()).toEqual(['market_ticker', 'no_ask', 'open_interest', 'volume', 'volume_24h', 'yes_ask']);
    expect(Object.keys(o.beta).sort()).toEqual(['condition_id', 'liquidity', 'no_ask', 'no_token_id', 'volume', 'volume_24h', 'yes_ask', 'yes_token_id']);
    expect(Object.keys(o.gamma).sort()).toEqual(['child_market_id', 'liquidity', 'no_ask', 'no_token_id', 'volume', 'volume_24h', 'yes_ask', 'yes_token_id']);
    expect(o.gamma.volume_24h).toBeNull();
    expect(o.gamma.liquidity).toBeNull();
    expect(o.alpha.volume).toBe(1000);
    expect(o.beta.liquidity).toBe(500);
    expect(o.yes_leg.book_side).toBe('ask');
    expect(o.no_leg.book_side).toBe('ask');
  });

  it('applies min_net_cents (default 0) and serves cached bytes until the table changes', async () => {
    const r = await get('/arbitrage/current');
    const body = r.json() as any[];
    expect(body.length).toBe(expected.filter((e) => e.net_cents >= 0).length);
    const r3 = await get('/arbitrage/current?min_net_cents=3');
    expect((r3.json() as any[]).map(view)).toEqual(expected.filter((e) => e.net_cents >= 3).sort((a, b) => b.net_cents - a.net_cents));
    expect((await get('/arbitrage/current?min_net_cents=1000')).json()).toEqual([]);
    expect((await get('/arbitrage/current')).body).toBe(r.body);
  });

  it('orderbook=true adds as_of and the top 25 asks per leg', async () => {
    const r = await get('/arbitrage/current?orderbook=true');
    expect(r.statusCode).toBe(200);
    const o = (r.json() as any[])[0];
    expect(o.orderbook.as_of).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?$/);
    expect(o.orderbook.yes.market).toBe(o.buy_yes_market);
    expect(o.orderbook.no.market).toBe(o.buy_no_market);
    expect(o.orderbook.yes.asks.length).toBeGreaterThan(0);
    expect(o.orderbook.yes.asks.length).toBeLessThanOrEqual(25);
    expect(o.orderbook.yes.asks[0].price).toBe(o[o.buy_yes_market].yes_ask);
    expect(o.orderbook.no.asks[0].price).toBe(o[o.buy_no_market].no_ask);
  });

  it(`accepts and ignores the deprecated ${DEPRECATED_PARAM}; rejects bad parameters naming them`, async () => {
    const a = await get(`/arbitrage/current?${DEPRECATED_PARAM}=5`);
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe((await get('/arbitrage/current')).body);
    const bad = await get('/arbitrage/current?min_net_cents=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('min_net_cents');
    const unknown = await get('/arbitrage/current?foo=1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain('foo');
    const badMin = await get('/arbitrage/current/difference?minutes=-1');
    expect(badMin.statusCode).toBe(400);
    expect(badMin.json().detail).toContain('minutes');
  });

  it('is Premium: 401 without a key, 403 for free and pro', async () => {
    expect((await get('/arbitrage/current', null)).statusCode).toBe(401);
    expect((await get('/arbitrage/current', t.keys.free)).statusCode).toBe(403);
    expect((await get('/arbitrage/current', t.keys.pro)).statusCode).toBe(403);
    expect((await get('/arbitrage/current/difference', t.keys.pro)).statusCode).toBe(403);
  });

  it('/arbitrage/current/difference lists YES and NO spreads of every matched pair in the window', async () => {
    const r = await get('/arbitrage/current/difference?minutes=5');
    expect(r.statusCode).toBe(200);
    const rows = r.json() as any[];
    // 16 matched outcomes × 3 venue pairs × 2 sides
    const outcomes = (scenario.matches as any[]).reduce((n, m) => n + m.outcomes.length, 0);
    expect(rows).toHaveLength(outcomes * 3 * 2);
    const row = rows[0];
    expect(typeof row.event_id).toBe('number');
    expect(['YES', 'NO']).toContain(row.side);
    expect(row.diff).toBeCloseTo(row.side1_price - row.side2_price, 10);
    expect(Math.abs(rows[0].diff)).toBeGreaterThanOrEqual(Math.abs(rows[rows.length - 1].diff));
    const yesRow = rows.find((x) => x.side === 'YES' && x.side1 === 'alpha' && x.side2 === 'beta');
    expect(yesRow.side1_price).toBe(yesRow.alpha.yes_ask);
    expect(yesRow.side2_price).toBe(yesRow.beta.yes_ask);
  });
});
/* eslint-enable @typescript-eslint/no-explicit-any */
