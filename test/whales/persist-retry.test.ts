// services/whales when the store fails at each step of persisting a whale trade (insert, then publish, then the
// `published` flag): the trade is written once, published once (one alert), and the row ends up marked published.
// Memory bus and PGlite; the store is wrapped to fail chosen statements a set number of times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus, type Bus, type WhaleTrade } from '@ref/bus';
import { createPgliteStore, type Store } from '@ref/store';
import { createLogger, createRegistry } from '@ref/telemetry';
import { buildApp, createWhalesCapability, type Gateway } from '@ref/gateway';
import { loadWhalesConfig, startWhales, type Whales } from '@ref/whales';
import { catalogEvent, trade, waitFor } from './helpers.ts';

const NOW = Date.parse('2026-11-22T15:00:00Z');
const HIGH = { burst: 1e6, perSecond: 1e6, perMinute: 1e7 };

/** A store whose statements starting with a given text fail the next `n` times (as a connection reset would). */
function flaky(store: Store): { store: Store; failNext(prefix: string, n: number): void; failures: number } {
  const plan = new Map<string, number>();
  const out = {
    failures: 0,
    failNext(prefix: string, n: number) {
      plan.set(prefix, n);
    },
    store: new Proxy(store, {
      get(target, prop, receiver) {
        if (prop !== 'query') return Reflect.get(target, prop, receiver) as unknown;
        return async (text: string, params?: unknown[]) => {
          for (const [prefix, n] of plan) {
            if (n > 0 && text.trimStart().startsWith(prefix)) {
              plan.set(prefix, n - 1);
              out.failures++;
              throw new Error('Connection terminated unexpectedly');
            }
          }
          return target.query(text, params as never);
        };
      },
    }),
  };
  return out;
}

describe('whales: store failures while persisting a whale trade', () => {
  let bus: Bus;
  let base: Store;
  let f: ReturnType<typeof flaky>;
  let gw: Gateway;
  let whales: Whales;
  const published: WhaleTrade[] = [];
  const log = createLogger({ name: 'whales-retry-test', level: 'silent' });

  beforeAll(async () => {
    bus = createMemoryBus();
    base = await createPgliteStore();
    f = flaky(base);
    await bus.ensureTopics();
    await bus.produce('md.catalog.v1', [{ key: 'alpha:KXFED-26DEC', value: catalogEvent('alpha', 'KXFED-26DEC', null, 'Fed decision in December', ['KXFED-26DEC-H25']) }]);
    gw = await buildApp({ ctx: { bus, store: base, log, registry: createRegistry(), now: () => NOW }, capabilities: [createWhalesCapability()], config: { feeds: false, plans: { pro: HIGH, premium: HIGH } } });
    whales = await startWhales({ bus, store: f.store, log, registry: createRegistry(), now: () => NOW, config: loadWhalesConfig({ REF_WHALES_POLL_MS: '50', REF_WHALES_FROM_BEGINNING: 'true' }) });
    const key = (await gw.accounts.createKey({ plan: 'pro', name: 'A' })).key;
    const r = await gw.app.inject({ method: 'POST', url: '/whales/user/events/by-ticker', headers: { 'x-api-key': key }, payload: { exchange: 'alpha', event_id: 'KXFED-26DEC', whale_threshold_usd: 1 } });
    expect(r.statusCode).toBe(200);
    await whales.refresh();
    const c = await bus.consume({ topics: ['whale.trade.v1'], fromBeginning: true, onMessage: (rec) => void (rec.value && published.push(rec.value)) });
    await c.ready;
  });
  afterAll(async () => {
    await whales?.stop();
    await gw?.close();
    await bus?.close();
    await base?.close();
  });

  const rows = async (): Promise<{ trade_id: string; published: boolean }[]> =>
    (await base.query<{ trade_id: string; published: boolean }>('SELECT trade_id, published FROM whale_trades ORDER BY trade_id')).rows;

  it.each([
    ['the insert', 'INSERT INTO whale_trades', 't-insert'],
    ['the published flag, after the record was produced', 'UPDATE whale_trades SET published', 't-flag'],
  ])('%s fails twice: one row, one record on whale.trade.v1, marked published', async (_what, prefix, id) => {
    const before = f.failures;
    f.failNext(prefix, 2);
    await bus.produce('md.trade.v1', [{ key: 'alpha:KXFED-26DEC-H25', value: trade('alpha', 'KXFED-26DEC-H25', 'KXFED-26DEC', id, 5000, 1_000_000, 'buy', NOW) }]);
    await waitFor(async () => (await rows()).some((r) => r.trade_id === id && r.published), `${id} persisted and marked published`, 10_000);
    await new Promise((r) => setTimeout(r, 300)); // a second publish would arrive by now
    expect(f.failures - before).toBe(2);
    expect(published.filter((w) => w.trade_id === id)).toHaveLength(1);
    expect((await rows()).filter((r) => r.trade_id === id)).toEqual([{ trade_id: id, published: true }]);
  });
});
