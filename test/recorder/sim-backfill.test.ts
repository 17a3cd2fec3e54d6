// Backfill through the real path: venue-sim in fast-forward mode → connector-alpha / connector-beta (WebSocket) →
// memory bus → recorder → PGlite, over three simulated days across a month boundary. The bars served by
// /markets/ohlcv are checked against a calculation written here from the trades the simulator put on the wire.
import { createMemoryBus } from '@ref/bus';
import { runSimBackfill } from '@ref/embedded';
import { buildApp } from '@ref/gateway';
import { createPgliteStore } from '@ref/store';
import { createLogger, createRegistry } from '@ref/telemetry';
import { describe, expect, it } from 'vitest';
import { historyCapability } from '../../services/gateway/src/routes/history.ts';

const log = createLogger({ name: 'sim-backfill-test', level: 'silent' });
const FROM = Date.UTC(2026, 2, 30); // Monday 30 March: two whole days in each month, packed per month by the recorder
const TO = Date.UTC(2026, 3, 2, 6); // Thursday 2 April, 06:00
const DAY = 86_400_000;

/** A venue decimal string ("0.5600", "12.5") in units of 1/`scale`, exactly. */
function units(s: string, decimals: number): number {
  const [w = '0', f = ''] = s.split('.');
  return Number(w) * 10 ** decimals + Number((f + '0'.repeat(decimals)).slice(0, decimals));
}

interface WireTrade { market: string; ts: number; id: string; yes: number; size: number }

describe('backfill through venue-sim, the connectors and the recorder', () => {
  it('records a few fast-forwarded days; bars equal the trades the simulator sent', async () => {
    const store = await createPgliteStore({});
    const registry = createRegistry();
    const bus = createMemoryBus({ logger: log, registry });
    const wire: WireTrade[] = [];
    const yesToken = new Map<string, string>();
    const fractions: number[] = [];
    try {
      const report = await runSimBackfill({
        fromMs: FROM, toMs: TO, bus, store, registry, log, seed: 5, games: 4, stepMs: 30 * 60_000,
        onProgress: (f) => fractions.push(f),
        onSim: (sim) => {
          for (const l of sim.state.beta.values()) yesToken.set(l.tokens[0], l.market.conditionId as string);
          sim.state.onEvent((e) => {
            if (e.venue === 'alpha' && e.channel === 'trade') {
              const m = e.msg as { trade_id: string; market_ticker: string; yes_price_dollars: string; count_fp: string; ts: number };
              wire.push({ market: m.market_ticker, ts: m.ts * 1000, id: m.trade_id, yes: units(m.yes_price_dollars, 4), size: units(m.count_fp, 2) });
            } else if (e.venue === 'beta') {
              const m = e.message as { event_type?: string; asset_id: string; market: string; price: string; size: string; timestamp: string };
              if (m.event_type !== 'last_trade_price') return;
              // the generator trades the YES token: its price is the YES price
              expect(yesToken.get(m.asset_id)).toBe(m.market);
              wire.push({ market: m.market, ts: Number(m.timestamp), id: '', yes: units(m.price, 4), size: units(m.size, 2) });
            }
          });
        },
      });
      expect(fractions.at(-1)).toBe(1);
      expect(report.steps).toBe(Math.ceil((TO - FROM) / (30 * 60_000)));
      expect(wire.length).toBeGreaterThan(100);
      expect(report.trades).toBe(wire.length);
      // venue events happen at distinct simulated times, so open and close are defined by time alone
      expect(new Set(wire.map((t) => `${t.market}|${t.ts}`)).size).toBe(wire.length);

      // every trade arrived with its venue (simulated) timestamp
      const rows = (await store.query<{ market_id: string; ts: number; yes_price: number; size: number }>('SELECT market_id, ts, yes_price, size FROM rec_trades')).rows;
      expect(rows).toHaveLength(wire.length);
      expect(Math.min(...rows.map((r) => Number(r.ts)))).toBeGreaterThanOrEqual(FROM);
      expect(Math.max(...rows.map((r) => Number(r.ts)))).toBeLessThan(TO);
      // book snapshots at minute boundaries in the simulated past, too
      const books = (await store.query<{ n: number; lo: string }>('SELECT count(*)::int AS n, min(ts)::text AS lo FROM rec_book_5m')).rows[0];
      expect(books?.n).toBeGreaterThan(0);
      expect(Number(books?.lo)).toBeGreaterThanOrEqual(FROM);

      // expected daily bars from the wire trades: open/close by time (distinct in fast-forward), high/low, volume
      const byMarket = new Map<string, WireTrade[]>();
      for (const t of wire) byMarket.set(t.market, [...(byMarket.get(t.market) ?? []), t]);
      const busiest = [...byMarket.entries()].sort((a, b) => b[1].length - a[1].length);
      const alpha = busiest.filter(([id]) => !id.startsWith('0x')).slice(0, 2);
      const beta = busiest.filter(([id]) => id.startsWith('0x')).slice(0, 2);
      expect(alpha).toHaveLength(2);
      expect(beta).toHaveLength(2);
      const gw = await buildApp({ ctx: { bus: createMemoryBus(), store, log, registry: createRegistry(), now: () => TO }, capabilities: [historyCapability], config: { feeds: false, docs: false } });
      try {
        const key = (await gw.accounts.createKey({ plan: 'free', name: 't' })).key;
        for (const [id, trades] of [...alpha, ...beta]) {
          for (const [interval, span] of [['1d', DAY], ['6h', DAY / 4]] as const) {
            const res = await gw.app.inject({ url: `/markets/ohlcv?market_ids=${id}&from=2026-03-30&to=2026-04-02T06:00:00Z&interval=${interval}`, headers: { 'x-api-key': key } });
            expect(res.statusCode).toBe(200);
            const [m] = res.json() as Array<{ bars: Array<{ ts: string; open: number | null; high: number | null; low: number | null; close: number | null; volume: number }> }>;
            const n = Math.ceil((TO - FROM) / span);
            const expected = Array.from({ length: n }, (_, i) => {
              const inBucket = trades.filter((t) => t.ts >= FROM + i * span && t.ts < FROM + (i + 1) * span).sort((a, b) => a.ts - b.ts);
              const first = inBucket[0];
              const last = inBucket.at(-1);
              return {
                ts: new Date(FROM + i * span).toISOString().replace('.000Z', '+00:00'),
                open: first ? first.yes / 10_000 : null,
                high: first ? Math.max(...inBucket.map((t) => t.yes)) / 10_000 : null,
                low: first ? Math.min(...inBucket.map((t) => t.yes)) / 10_000 : null,
                close: last ? last.yes / 10_000 : null,
                volume: inBucket.reduce((a, t) => a + t.size, 0) / 100,
              };
            });
            expect(m?.bars, `${id} ${interval}`).toEqual(expected);
          }
        }
      } finally {
        await gw.close();
      }
    } finally {
      await bus.close();
      await store.close();
    }
  }, 120_000);
});
