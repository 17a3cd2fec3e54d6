// The gateway's `arbitrage` WebSocket channel with a real client, fed by the arbitrage service on the memory bus:
// subscribe → snapshot of the current opportunities (same set as REST); a book change that closes an opportunity →
// update {key, opportunity: null}; the change undone → update carrying the reopened opportunity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMemoryBus, type MemoryBus, type Opportunity, type Table } from '@ref/bus';
import { createLogger, createRegistry } from '@ref/telemetry';
import { buildApp, type Gateway } from '@ref/gateway';
import type { Store } from '@ref/store';
import { loadArbitrageConfig, parseMatches, startArbitrage, type ArbitrageService } from '@ref/arbitrage';
import { arbitrageCapability } from '../../services/gateway/src/routes/arbitrage.ts';
import { openTestStore } from '../gateway/store.ts';
import { bookSnapshots, catalogRecords, loadExpected, loadScenario } from './scenario-records.ts';
import { waitFor } from './helpers.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- frames and bodies are checked field by field */
const scenario = loadScenario();
const expected = loadExpected();
const log = createLogger({ name: 'test-arb-ws', level: 'silent' });

let bus: MemoryBus;
let svc: ArbitrageService;
let gw: Gateway;
let store: Store;
let key: string;
let url: string;
let opps: Table<Opportunity>;

beforeAll(async () => {
  bus = createMemoryBus({ logger: log });
  await bus.ensureTopics();
  await bus.produce('md.catalog.v1', catalogRecords(scenario).map((c) => ({ key: `${c.venue}:${c.venue_event_id}`, value: c })));
  svc = await startArbitrage({ bus, log, registry: createRegistry(), now: () => Date.now(), config: loadArbitrageConfig({}), matches: parseMatches(scenario) });
  await bus.produce('md.book.v1', bookSnapshots(scenario, Date.now()).map((b) => ({ key: `${b.venue}:${b.venue_market_id}`, value: b })));
  opps = await bus.materialize('arb.opportunity.v1');
  const want = expected.filter((e) => e.net_cents >= 0).length;
  await waitFor(() => opps.size === want, `${want} opportunities`);
  store = await openTestStore();
  gw = await buildApp({
    ctx: { bus, store, log, registry: createRegistry(), now: () => Date.now() },
    capabilities: [arbitrageCapability()],
    config: { feeds: false },
  });
  url = `${(await gw.listen({ port: 0 })).replace('http', 'ws')}/ws`;
  key = (await gw.accounts.createKey({ plan: 'premium', name: 'ws' })).key;
});

afterAll(async () => {
  await gw?.close();
  await svc?.stop();
  await opps?.close();
  await bus?.close();
  await store?.close();
});

class Client {
  readonly ws: WebSocket;
  readonly msgs: any[] = [];
  constructor(u: string) {
    this.ws = new WebSocket(u);
    this.ws.on('message', (d) => this.msgs.push(JSON.parse(String(d))));
    this.ws.on('error', () => undefined);
  }
  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }
  send(m: unknown): void {
    this.ws.send(JSON.stringify(m));
  }
  async next(pred: (m: any) => boolean, what: string): Promise<any> {
    await waitFor(() => this.msgs.some(pred), what);
    return this.msgs.find(pred);
  }
}

describe('gateway WebSocket: arbitrage channel', () => {
  it('rejects a plan below premium', async () => {
    const pro = (await gw.accounts.createKey({ plan: 'pro', name: 'pro' })).key;
    const c = new Client(url);
    await c.opened();
    c.send({ action: 'auth', api_key: pro });
    await c.next((m) => m.type === 'auth_ok', 'auth');
    c.send({ action: 'subscribe', channels: ['arbitrage'] });
    const err = await c.next((m) => m.type === 'error', 'error');
    expect(err.code).toBe('forbidden');
    c.ws.close();
  });

  it('sends a snapshot of the current opportunities, then an update when a book change closes and reopens one', async () => {
    const c = new Client(url);
    await c.opened();
    c.send({ action: 'auth', api_key: key });
    await c.next((m) => m.type === 'auth_ok', 'auth');
    c.send({ action: 'subscribe', channels: ['arbitrage'] });
    const snap = await c.next((m) => m.channel === 'arbitrage' && m.type === 'snapshot', 'snapshot');
    // the snapshot is the REST list (same opportunities, interface shape, sorted by net_cents)
    const rest = await gw.app.inject({ method: 'GET', url: '/arbitrage/current', headers: { 'x-api-key': key } });
    expect(rest.statusCode).toBe(200);
    const list = rest.json() as any[];
    expect(snap.data).toHaveLength(expected.filter((e) => e.net_cents >= 0).length);
    expect(snap.data.map((o: any) => [o.event_id, o.outcome_key, o.buy_yes_market, o.buy_no_market, o.net_cents])).toEqual(
      list.map((o) => [o.event_id, o.outcome_key, o.buy_yes_market, o.buy_no_market, o.net_cents]),
    );

    // the best opportunity: raise its YES leg's asks to 0.99 (a snapshot of that listing) → it closes
    const top = list[0];
    const yesVenue = top.buy_yes_market as 'alpha' | 'beta' | 'gamma';
    const marketId = String(yesVenue === 'alpha' ? top.alpha.market_ticker : yesVenue === 'beta' ? top.beta.condition_id : top.gamma.child_market_id);
    const oppKey = [...opps.entries()].find(([, o]) => o.event_id === top.event_id && o.outcome_key === top.outcome_key && o.buy_yes_market === yesVenue && o.buy_no_market === top.buy_no_market)![0];
    const snapshot = bookSnapshots(scenario, Date.now()).find((b) => b.venue === yesVenue && b.venue_market_id === marketId)!;
    const seen = c.msgs.length;
    await bus.produce('md.book.v1', [{ key: `${yesVenue}:${marketId}`, value: { ...snapshot, seq: 100, yes_asks: [{ price: 9900, size: 100 }] } }]);
    const closed = await c.next((m) => c.msgs.indexOf(m) >= seen && m.type === 'update' && m.data.key === oppKey && m.data.opportunity === null, 'tombstone update');
    expect(closed.seq).toBeGreaterThan(snap.seq);
    const afterClose = await gw.app.inject({ method: 'GET', url: '/arbitrage/current', headers: { 'x-api-key': key } });
    expect((afterClose.json() as any[]).some((o) => o.event_id === top.event_id && o.outcome_key === top.outcome_key && o.buy_yes_market === yesVenue && o.buy_no_market === top.buy_no_market)).toBe(false);

    // the original book again → the opportunity reopens with its original figures
    const seen2 = c.msgs.length;
    await bus.produce('md.book.v1', [{ key: `${yesVenue}:${marketId}`, value: { ...snapshot, seq: 101 } }]);
    const reopened = await c.next((m) => c.msgs.indexOf(m) >= seen2 && m.type === 'update' && m.data.key === oppKey && m.data.opportunity !== null, 'reopen update');
    expect(reopened.data.opportunity.net_cents).toBe(top.net_cents);
    expect(reopened.data.opportunity.executable_size).toBe(top.executable_size);
    expect(reopened.data.opportunity.max_profit_dollars).toBe(top.max_profit_dollars);
    expect(reopened.data.opportunity.yes_leg).toEqual(top.yes_leg);
    expect(reopened.data.opportunity.no_leg).toEqual(top.no_leg);
    c.ws.close();
  });
});
