// End to end on the real broker and PostgreSQL: md.* records → Kafka → recorder → PostgreSQL → search and history
// routes of the gateway. Bars are checked against a calculation from the raw trades done here, independently.
/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
import { createKafkaBus, type Bus, type Trade, type BookUpdate, type CatalogEvent } from '@ref/bus';
import { buildApp, type Gateway } from '@ref/gateway';
import { startRecorder, loadRecorderConfig, type Recorder } from '@ref/recorder';
import { createTestPostgresStore, randomName, waitFor, type TestPostgresStore } from '@ref/testkit';
import { createLogger, createRegistry, type Registry } from '@ref/telemetry';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { historyCapability } from '../../services/gateway/src/routes/history.ts';
import { searchCapability } from '../../services/gateway/src/routes/search.ts';
import { book, catalogEvent, expectedBarsFromTrades, market, rng, trade } from './fixtures.ts';

const NOW = Date.UTC(2026, 5, 10, 15, 0);
const D0 = Date.UTC(2026, 5, 1);
const H6 = 6 * 3_600_000;
const DAY = 86_400_000;

const ALPHA = ['KXFED-26JUN-T4.00', 'KXFED-26JUN-T4.25', 'KXFED-26JUN-T4.50'];
const BETA = ['0x' + 'ab'.repeat(32), '0x' + 'cd'.repeat(32)];

const catalogs: CatalogEvent[] = [
  catalogEvent('alpha', 'KXFED-26JUN', 'Fed decision in June 2026', ALPHA.map((id, i) => market(id, { question: `Fed funds upper bound at ${4 + i * 0.25}% after June meeting?`, outcome_label: `${(4 + i * 0.25).toFixed(2)}%` })),
    { series_id: 'KXFED', series_title: 'Federal Reserve rate decision', observed_at_ms: D0 }),
  catalogEvent('beta', '16085', 'Bitcoin above 120k on June 30?', BETA.map((id, i) => market(id, { question: i === 0 ? 'Bitcoin above 120k on June 30?' : 'Bitcoin above 130k on June 30?', outcome_label: i === 0 ? '120k' : '130k', slug: `btc-${i}`, yes_token: `${1000 + i}1`, no_token: `${1000 + i}2` })),
    { event_slug: 'bitcoin-above-on-june-30', observed_at_ms: D0 + 3_600_000 }),
  // a venue the recorder leaves out of search and history
  catalogEvent('gamma', '77', 'Gamma only event', [market('77-1')], { observed_at_ms: D0 }),
];

function makeTrades(): Trade[] {
  const r = rng(42);
  const out: Trade[] = [];
  let n = 0;
  for (const [venue, ids] of [['alpha', ALPHA], ['beta', BETA]] as const) {
    for (const id of ids) {
      let p = 3000 + Math.floor(r() * 4000);
      const used = new Set<number>();
      for (let i = 0; i < 220; i++) {
        let ts = D0 + Math.floor(r() * (NOW - D0 - 3_600_000));
        // a few trades share a timestamp so the (ts, trade_id) keyset is exercised
        if (i % 25 === 0 && out.length > 0 && out[out.length - 1]?.venue_market_id === id) ts = (out[out.length - 1] as Trade).venue_ts_ms;
        else while (used.has(ts)) ts++;
        used.add(ts);
        p = Math.min(9900, Math.max(100, p + Math.floor((r() - 0.5) * 400)));
        const outcome = r() < 0.3 ? 'no' : 'yes';
        n++;
        out.push(trade(venue, id, `t${String(n).padStart(5, '0')}`, ts, outcome === 'yes' ? p : 10_000 - p, 1 + Math.floor(r() * 50_000), {
          outcome, side: r() < 0.5 ? 'buy' : 'sell',
          token_id: venue === 'beta' ? `${1000 + BETA.indexOf(id)}${outcome === 'yes' ? 1 : 2}` : null,
          transaction_hash: venue === 'beta' ? `0x${n.toString(16).padStart(64, '0')}` : null, fee_rate_bps: venue === 'beta' ? 0 : null,
        }));
      }
    }
  }
  out.push(trade('gamma', '77-1', 'g1', D0 + 1000, 5000, 100));
  return out;
}

function makeBooks(): BookUpdate[] {
  const out: BookUpdate[] = [];
  const start = Date.UTC(2026, 5, 10, 10, 0, 10);
  for (const [id, venue] of [[ALPHA[0] as string, 'alpha'], [BETA[0] as string, 'beta']] as const) {
    out.push(book(venue, id, 1, start, 'snapshot', [[5200, 1000], [5300, 500]], [[4700, 800], [4900, 100]]));
    for (let i = 1; i <= 60; i++) {
      // a delta every 20 s moving the best YES ask
      out.push(book(venue, id, i + 1, start + i * 20_000, 'delta', [[5200 + (i % 5) * 10, 1000 + i]], []));
    }
  }
  return out;
}

const TRADES = makeTrades();
const BOOKS = makeBooks();

let bus: Bus;
let store: TestPostgresStore;
let recorder: Recorder;
let gw: Gateway;
let key: string;
let registry: Registry;

async function get(url: string): Promise<{ status: number; body: any }> {
  const res = await gw.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
  return { status: res.statusCode, body: res.headers['content-type']?.includes('json') ? res.json() : res.body };
}

async function recordsSeen(): Promise<number> {
  const m = await registry.getSingleMetric('ref_recorder_records_total')?.get();
  return (m?.values ?? []).reduce((a, v) => a + v.value, 0);
}

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of ['rec_trades', 'rec_snapshots_6h', 'rec_bars_1d', 'rec_bars_1d_month', 'rec_markets', 'rec_events', 'rec_series', 'rec_book_1m', 'rec_book_5m', 'rec_top_of_book']) {
    out[t] = (await store.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0]?.n ?? -1;
  }
  return out;
}

async function produceAll(): Promise<void> {
  await bus.produce('md.catalog.v1', catalogs.map((c) => ({ key: `${c.venue}:${c.venue_event_id}`, value: c })));
  await bus.produce('md.trade.v1', TRADES.map((t) => ({ key: `${t.venue}:${t.venue_market_id}`, value: t })));
  await bus.produce('md.book.v1', BOOKS.map((b) => ({ key: `${b.venue}:${b.venue_market_id}`, value: b })));
}

const TOTAL = catalogs.length + TRADES.length + BOOKS.length;

beforeAll(async () => {
  const log = createLogger({ name: 'recorder-e2e', level: process.env['REF_LOG_LEVEL'] ?? 'silent' });
  registry = createRegistry();
  bus = createKafkaBus({ brokers: [inject('kafkaBrokers')], clientId: randomName('rec'), namespace: randomName('rec') });
  store = await createTestPostgresStore(inject('pgUrl'), { prefix: 'rec' });
  recorder = await startRecorder({
    bus, store, log, registry, now: () => NOW,
    config: loadRecorderConfig({ REF_RECORDER_GROUP_ID: randomName('recorder'), REF_RECORDER_FLUSH_MS: '50' }),
  });
  gw = await buildApp({ ctx: { bus, store, log, registry: createRegistry(), now: () => NOW }, capabilities: [searchCapability, historyCapability], config: { feeds: false, docs: false, plans: { free: { perSecond: 1e9, burst: 1e9, perMinute: 1e9 } } } });
  key = (await gw.accounts.createKey({ plan: 'free', name: 'recorder e2e' })).key;
  await produceAll();
  await waitFor(async () => (await recordsSeen()) >= TOTAL, { timeoutMs: 60_000, message: 'recorder consumed every record' });
  await recorder.flush();
}, 180_000);

afterAll(async () => {
  await recorder?.stop();
  await gw?.close();
  await bus?.close();
  await store?.close();
});

describe('recorder → PostgreSQL', () => {
  it('writes catalogs, trades, snapshots and books of alpha and beta only', async () => {
    const c = await counts();
    expect(c['rec_trades']).toBe(TRADES.length - 1);
    expect(c['rec_markets']).toBe(5);
    expect(c['rec_events']).toBe(2);
    expect(c['rec_series']).toBe(1);
    expect(c['rec_book_1m']).toBeGreaterThan(30);
    expect(c['rec_book_5m']).toBeGreaterThan(3);
    // best YES ask 0.52 changes size on every fifth delta: the first top plus 12 changes, per listing
    expect(c['rec_top_of_book']).toBe(2 * (1 + 12));
    const parts = await store.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_inherits WHERE inhparent = to_regclass('rec_trades')`);
    expect(parts.rows[0]?.n).toBe(1); // June 2026 only
  });

  it('replaying every topic writes nothing twice', async () => {
    const before = await counts();
    const snaps = await store.query('SELECT * FROM rec_snapshots_6h ORDER BY market_id, ts');
    const seen = await recordsSeen();
    await produceAll();
    await waitFor(async () => (await recordsSeen()) >= seen + TOTAL, { timeoutMs: 60_000, message: 'replay consumed' });
    await recorder.flush();
    expect(await counts()).toEqual(before);
    expect((await store.query('SELECT * FROM rec_snapshots_6h ORDER BY market_id, ts')).rows).toEqual(snaps.rows);
    expect(before['rec_bars_1d']).toBeGreaterThan(0);
  });
});

describe('bars', () => {
  it('6h bars equal the calculation from raw trades; unknown markets are omitted', async () => {
    const to = Date.UTC(2026, 5, 10, 12);
    const { status, body } = await get(`/markets/ohlcv?market_ids=${ALPHA[0]},NOPE,${BETA[1]}&from=2026-06-01T00:00:00Z&to=2026-06-10T12:00:00Z&interval=6h`);
    expect(status).toBe(200);
    expect(body.map((m: any) => m.market_id)).toEqual([ALPHA[0], BETA[1]]);
    const count = (to - D0) / H6;
    for (const m of body) {
      expect(m.bars).toHaveLength(count);
      const expected = expectedBarsFromTrades(TRADES, m.market_id, D0, H6, count);
      expect(m.bars.map(({ ts: _ts, ...rest }: any) => rest)).toEqual(expected);
      expect(m.bars[0].ts).toBe('2026-06-01T00:00:00+00:00');
      expect(m).toMatchObject({ interval: '6h', snapshot_cadence: '6h', window_start: '2026-06-01T00:00:00+00:00', window_end: '2026-06-10T12:00:00+00:00' });
    }
  });

  it('1d bars and stats equal the calculation from raw trades', async () => {
    const { body } = await get(`/markets/ohlcv?market_ids=${ALPHA[1]}&from=2026-06-01&to=2026-06-10&interval=1d`);
    const [m] = body;
    const expected = expectedBarsFromTrades(TRADES, ALPHA[1] as string, D0, DAY, 9);
    expect(m.bars.map(({ ts: _ts, ...rest }: any) => rest)).toEqual(expected);
    const nonNull = expected.filter((b) => b.open !== null);
    const open = nonNull[0]?.open as number;
    const close = nonNull.at(-1)?.close as number;
    expect(m.stats.window_open).toBe(open);
    expect(m.stats.window_close).toBe(close);
    expect(m.stats.window_high).toBe(Math.max(...nonNull.map((b) => b.high as number)));
    expect(m.stats.window_low).toBe(Math.min(...nonNull.map((b) => b.low as number)));
    expect(m.stats.window_volume).toBeCloseTo(expected.reduce((a, b) => a + b.volume, 0), 6);
    expect(m.stats.change_pct).toBeCloseTo(((close - open) / open) * 100, 3);
    // change_1d anchored to the latest snapshot: latest 6h close minus the close of the latest 6h bucket at or before it − 1 day
    const six = expectedBarsFromTrades(TRADES, ALPHA[1] as string, D0, H6, 40).map((b, i) => ({ ...b, ts: D0 + i * H6 })).filter((b) => b.close !== null);
    const latest = six.at(-1) as { ts: number; close: number };
    const prior = six.filter((b) => b.ts <= latest.ts - DAY).at(-1) as { close: number };
    expect(m.stats.change_1d).toBeCloseTo(latest.close - prior.close, 6);
    expect(m.stats.change_30d).toBeNull();
  });

  it('1d bars of a window starting and ending mid-day use only the snapshots inside it; 1w bars too', async () => {
    const from = Date.UTC(2026, 5, 2, 9);
    const to = Date.UTC(2026, 5, 8, 15);
    const { body } = await get(`/markets/ohlcv?market_ids=${BETA[0]}&from=2026-06-02T09:00:00Z&to=2026-06-08T15:00:00Z&interval=1d`);
    // independent: 6h buckets from raw trades whose start lies in [from, to), folded into days
    const six = expectedBarsFromTrades(TRADES, BETA[0] as string, D0, H6, 40).map((b, i) => ({ ...b, ts: D0 + i * H6 })).filter((b) => b.ts >= from && b.ts < to);
    const days = Array.from({ length: 7 }, (_, d) => {
      const inDay = six.filter((b) => Math.floor(b.ts / DAY) * DAY === Date.UTC(2026, 5, 2 + d) && b.open !== null);
      return inDay.length === 0 ? { open: null, high: null, low: null, close: null, volume: 0 } : {
        open: inDay[0]?.open, high: Math.max(...inDay.map((b) => b.high as number)), low: Math.min(...inDay.map((b) => b.low as number)),
        close: inDay.at(-1)?.close, volume: +inDay.reduce((a, b) => a + b.volume, 0).toFixed(2),
      };
    });
    expect(body[0].bars.map(({ ts: _ts, volume, ...rest }: any) => ({ ...rest, volume: +volume.toFixed(2) }))).toEqual(days);
    expect(body[0].bars[0].ts).toBe('2026-06-02T00:00:00+00:00');
    const week = await get(`/markets/ohlcv?market_ids=${ALPHA[2]}&from=2026-06-01&to=2026-06-10&interval=1w`);
    const before = TRADES.filter((t) => t.venue_ts_ms < Date.UTC(2026, 5, 10));
    const expectedWeeks = expectedBarsFromTrades(before, ALPHA[2] as string, D0, 7 * DAY, 2);
    expect(week.body[0].bars.map(({ ts: _ts, volume, ...rest }: any) => ({ ...rest, volume: +volume.toFixed(2) })))
      .toEqual(expectedWeeks.map((b) => ({ ...b, volume: +b.volume.toFixed(2) })));
    expect(week.body[0].bars.map((b: any) => b.ts)).toEqual(['2026-06-01T00:00:00+00:00', '2026-06-08T00:00:00+00:00']);
  });

  it('last includes the in-progress bucket', async () => {
    const { body } = await get(`/markets/ohlcv?market_ids=${ALPHA[0]}&last=3d`);
    expect(body[0].bars).toHaveLength(4);
    expect(body[0].bars.at(-1).ts).toBe('2026-06-10T00:00:00+00:00');
    expect(body[0].window_start).toBe('2026-06-07T00:00:00+00:00');
  });

  it('event bars: one series per outcome; 404 for an unknown event', async () => {
    const { status, body } = await get('/events/KXFED-26JUN/ohlcv?last=7d&interval=1d');
    expect(status).toBe(200);
    expect(body.outcomes.map((o: any) => o.market_id)).toEqual(ALPHA);
    expect(body).toMatchObject({ event_id: 'KXFED-26JUN', exchange: 'alpha', event_title: 'Fed decision in June 2026', snapshot_cadence: '6h' });
    const beta = await get('/events/bitcoin-above-on-june-30/ohlcv?last=7d');
    expect(beta.body.outcomes).toHaveLength(2);
    const missing = await get('/events/NOPE/ohlcv');
    expect(missing).toEqual({ status: 404, body: { detail: expect.stringContaining('NOPE') } });
  });

  it('every invalid parameter combination is a 400 naming the parameter', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `M${i}`).join(',');
    const cases: Array<[string, string]> = [
      ['/markets/ohlcv', 'market_ids'],
      ['/markets/ohlcv?market_ids=', 'market_ids'],
      ['/markets/ohlcv?market_ids=A,,B', 'market_ids'],
      [`/markets/ohlcv?market_ids=${ids}`, 'market_ids'],
      ['/markets/ohlcv?market_ids=A&last=7d&from=2026-06-01', 'last'],
      ['/markets/ohlcv?market_ids=A&last=7d&to=2026-06-01', 'last'],
      ['/markets/ohlcv?market_ids=A&last=7x', 'last'],
      ['/markets/ohlcv?market_ids=A&last=400d', 'last'],
      ['/markets/ohlcv?market_ids=A&interval=2h', 'interval'],
      ['/markets/ohlcv?market_ids=A&from=junk', 'from'],
      ['/markets/ohlcv?market_ids=A&to=junk', 'to'],
      ['/markets/ohlcv?market_ids=A&from=2026-06-05&to=2026-06-01', 'from'],
      ['/markets/ohlcv?market_ids=A&from=2025-01-01&to=2026-06-01', 'from'],
      ['/markets/ohlcv?market_ids=A&bogus=1', 'bogus'],
      ['/events/KXFED-26JUN/ohlcv?interval=1y', 'interval'],
      ['/events/KXFED-26JUN/ohlcv?last=1d&from=2026-06-01', 'last'],
      ['/historical/alpha/orderbook', 'market_id'],
      [`/historical/alpha/orderbook?market_id=${ALPHA[0]}&limit=0`, 'limit'],
      [`/historical/alpha/orderbook?market_id=${ALPHA[0]}&limit=201`, 'limit'],
      [`/historical/alpha/orderbook?market_id=${ALPHA[0]}&granularity=10m`, 'granularity'],
      [`/historical/alpha/orderbook?market_id=${ALPHA[0]}&start_time=abc`, 'start_time'],
      [`/historical/alpha/orderbook?market_id=${ALPHA[0]}&start_time=5&end_time=4`, 'start_time'],
      [`/historical/alpha/orderbook?market_id=${ALPHA[0]}&pagination_key=zzz`, 'pagination_key'],
      [`/historical/alpha/trades?market_id=${ALPHA[0]}&end_time=-1`, 'end_time'],
      [`/historical/beta/trades?market_id=${BETA[0]}&cursor=%7B%7D`, 'cursor'],
      [`/historical/beta/orderbook?market_id=${BETA[0]}&asset_id=999`, 'asset_id'],
      ['/historical/beta/trades?market_id=KXFED-26JUN-H25', 'market_id'],
      ['/historical/beta/orderbook?market_id=0xzz', 'market_id'],
      ['/historical/beta/top-of-book?market_id=abc', 'market_id'],
      ['/search/recent/markets?limit=1&limit=2', "'limit' must be given once"],
      [`/historical/alpha/trades?market_id=${ALPHA[0]}&market_id=${ALPHA[1]}`, "'market_id' must be given once"],
      ['/search/recent/markets?limit=101', 'limit'],
      ['/search/recent/markets?exchange=gamma', 'exchange'],
      ['/search/markets', 'q'],
      ['/search/markets?q=', 'q'],
      ['/search/markets?discovered_after=yesterday', 'discovered_after'],
      ['/search/markets?settled_after=2026-06-02&settled_before=2026-06-01', 'settled_after'],
      ['/search/events', 'q'],
    ];
    for (const [url, param] of cases) {
      const r = await get(url);
      expect({ url, status: r.status }).toEqual({ url, status: 400 });
      expect(String(r.body.detail)).toContain(param);
    }
  });
});

describe('venue history', () => {
  async function pageAll(base: string, param: string, listKey: string, limit: number): Promise<any[]> {
    const out: any[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 100; i++) {
      const r = await get(`${base}&limit=${limit}${cursor ? `&${param}=${encodeURIComponent(cursor)}` : ''}`);
      expect(r.status).toBe(200);
      out.push(...r.body[listKey]);
      expect(r.body.pagination.count).toBe(r.body[listKey].length);
      cursor = r.body.pagination[param === 'cursor' ? 'next_cursor' : 'pagination_key'];
      if (!r.body.pagination.has_more) {
        expect(cursor).toBeNull();
        return out;
      }
    }
    throw new Error('too many pages');
  }

  it('alpha trades page forwards and backwards without skipping or repeating', async () => {
    const all = TRADES.filter((t) => t.venue_market_id === ALPHA[0]).sort((a, b) => a.venue_ts_ms - b.venue_ts_ms || (a.trade_id < b.trade_id ? -1 : 1));
    const fwd = await pageAll(`/historical/alpha/trades?market_id=${ALPHA[0]}&start_time=0`, 'pagination_key', 'trades', 13);
    expect(fwd.map((t) => t.trade_id)).toEqual(all.map((t) => t.trade_id));
    const back = await pageAll(`/historical/alpha/trades?market_id=${ALPHA[0]}`, 'pagination_key', 'trades', 17);
    expect(back.map((t) => t.trade_id)).toEqual(all.map((t) => t.trade_id).reverse());
    const t0 = all[0] as Trade;
    expect(fwd[0]).toEqual({
      trade_id: t0.trade_id, market_id: ALPHA[0], timestamp: t0.venue_ts_ms,
      taker_side: t0.side === 'buy' ? t0.outcome : t0.outcome === 'yes' ? 'no' : 'yes',
      yes_price: ((t0.outcome === 'yes' ? t0.price : 10_000 - t0.price) / 10_000).toFixed(4),
      no_price: ((t0.outcome === 'yes' ? 10_000 - t0.price : t0.price) / 10_000).toFixed(4),
      count: t0.size / 100,
    });
  });

  it('beta trades filter by asset and page within a time range', async () => {
    const lo = D0 + 2 * DAY;
    const hi = D0 + 6 * DAY;
    const all = TRADES.filter((t) => t.venue_market_id === BETA[0] && t.token_id === '10001' && t.venue_ts_ms >= lo && t.venue_ts_ms <= hi)
      .sort((a, b) => a.venue_ts_ms - b.venue_ts_ms || (a.trade_id < b.trade_id ? -1 : 1));
    const got = await pageAll(`/historical/beta/trades?market_id=${BETA[0]}&asset_id=10001&start_time=${lo}&end_time=${hi}`, 'cursor', 'trades', 9);
    expect(got.map((t) => t.transaction_hash)).toEqual(all.map((t) => t.transaction_hash));
    expect(got[0]).toMatchObject({ asset_id: '10001', market_id: BETA[0], side: expect.stringMatching(/^(BUY|SELL)$/), fee_rate_bps: '0' });
    // a condition id is hex: upper case finds the same trades
    const upper = await pageAll(`/historical/beta/trades?market_id=0x${BETA[0]!.slice(2).toUpperCase()}&asset_id=10001&start_time=${lo}&end_time=${hi}`, 'cursor', 'trades', 50);
    expect(upper.map((t) => t.transaction_hash)).toEqual(all.map((t) => t.transaction_hash));
  });

  it('alpha order book: bids from the opposite asks, 1m pages, latest first by default', async () => {
    const latest = await get(`/historical/alpha/orderbook?market_id=${ALPHA[0]}&limit=2`);
    expect(latest.body.snapshots).toHaveLength(2);
    expect(latest.body.snapshots[0].timestamp).toBeGreaterThan(latest.body.snapshots[1].timestamp);
    const snap = latest.body.snapshots[0];
    // NO asks 4700 x 8.00 and 4900 x 1.00 → YES bids 0.5300 and 0.5100
    expect(snap.yes_bids).toEqual([{ price: '0.5300', size: 8 }, { price: '0.5100', size: 1 }]);
    expect(snap.best_yes_bid).toBe(0.53);
    expect(snap.best_yes_ask).toBe(Number(snap.no_bids[0].price) === 1 - snap.best_yes_ask ? snap.best_yes_ask : snap.best_yes_ask);
    expect(1 - Number(snap.no_bids[0].price)).toBeCloseTo(snap.best_yes_ask, 6);
    expect(snap.spread).toBeCloseTo(snap.best_yes_ask - 0.53, 6);
    expect(snap.mid).toBeCloseTo((snap.best_yes_ask + 0.53) / 2, 6);
    const fwd = await pageAll(`/historical/alpha/orderbook?market_id=${ALPHA[0]}&start_time=0`, 'pagination_key', 'snapshots', 7);
    const rows = await store.query<{ ts: number }>(`SELECT ts FROM rec_book_1m WHERE market_id = $1 ORDER BY ts`, [ALPHA[0]]);
    expect(fwd.map((s) => s.timestamp)).toEqual(rows.rows.map((r) => r.ts));
    expect(rows.rows.every((r) => r.ts % 60_000 === 0)).toBe(true);
    const five = await pageAll(`/historical/alpha/orderbook?market_id=${ALPHA[0]}&granularity=5m&start_time=0`, 'pagination_key', 'snapshots', 2);
    expect(five.every((s) => s.timestamp % 300_000 === 0)).toBe(true);
    expect(five.length).toBeGreaterThan(3);
  });

  it('beta order book and top of book per token page without skipping or repeating', async () => {
    const rows = await store.query<{ ts: number }>(`SELECT ts FROM rec_book_1m WHERE market_id = $1 ORDER BY ts`, [BETA[0]]);
    const fwd = await pageAll(`/historical/beta/orderbook?market_id=${BETA[0]}&start_time=0`, 'cursor', 'snapshots', 5);
    expect(fwd.map((s) => `${s.timestamp}:${s.asset_id}`)).toEqual(rows.rows.flatMap((r) => [`${r.ts}:10001`, `${r.ts}:10002`]));
    const back = await pageAll(`/historical/beta/orderbook?market_id=${BETA[0]}`, 'cursor', 'snapshots', 3);
    expect(back.map((s) => `${s.timestamp}:${s.asset_id}`)).toEqual(rows.rows.flatMap((r) => [`${r.ts}:10001`, `${r.ts}:10002`]).reverse());
    const s0 = fwd[0];
    expect(s0.asks[0]).toEqual({ price: '0.5200', size: 10 });
    expect(s0.bids[0]).toEqual({ price: '0.5300', size: 8 });
    const tob = await pageAll(`/historical/beta/top-of-book?market_id=${BETA[0]}&asset_id=10002&start_time=0`, 'cursor', 'top_of_book', 6);
    const tobRows = await store.query<{ n: number }>(`SELECT count(*)::int AS n FROM rec_top_of_book WHERE market_id = $1`, [BETA[0]]);
    expect(tob).toHaveLength(tobRows.rows[0]?.n as number);
    expect(tob.every((t) => t.asset_id === '10002')).toBe(true);
    const alphaTob = await pageAll(`/historical/alpha/top-of-book?market_id=${ALPHA[0]}&start_time=0`, 'pagination_key', 'top_of_book', 11);
    expect(alphaTob[0]).toMatchObject({ best_yes_bid: 0.53, best_yes_ask: 0.52 });
  });

  it('a cursor of one query is refused by another', async () => {
    const a = await get(`/historical/alpha/trades?market_id=${ALPHA[0]}&limit=1`);
    const r = await get(`/historical/alpha/trades?market_id=${ALPHA[1]}&pagination_key=${a.body.pagination.pagination_key}`);
    expect(r.status).toBe(400);
    expect(r.body.detail).toContain('pagination_key');
  });
});

describe('search', () => {
  it('recent markets carry every field of the Market search record', async () => {
    const { body } = await get('/search/recent/markets?limit=10');
    expect(body).toHaveLength(5);
    expect(body[0].exchange).toBe('beta'); // discovered an hour later
    const fed = body.find((m: any) => m.market_id === ALPHA[0]);
    expect(fed).toEqual({
      market_id: ALPHA[0], exchange: 'alpha', series_id: 'KXFED', question: 'Fed funds upper bound at 4% after June meeting?', category: 'Economics',
      status: 'active', volume: 1000.5, liquidity: 2500, last_yes_price: '0.5000', last_no_price: '0.5000', event_id: 'KXFED-26JUN',
      event_title: 'Fed decision in June 2026', slug: null, discovered_at: '2026-06-01T00:00:00.000000Z', settled_at: null,
    });
    const alphaOnly = await get('/search/recent/markets?exchange=alpha&limit=2');
    expect(alphaOnly.body.map((m: any) => m.exchange)).toEqual(['alpha', 'alpha']);
  });

  it('full-text search is ranked and filters by series; watermark polling neither skips nor repeats', async () => {
    const btc = await get('/search/markets?q=bitcoin 130k');
    expect(btc.body[0].market_id).toBe(BETA[1]);
    const fed = await get('/search/markets?q=fed&series_id=KXFED');
    expect(fed.body.map((m: any) => m.market_id).sort()).toEqual([...ALPHA].sort());
    const seen: string[] = [];
    let mark = '2026-01-01T00:00:00Z';
    for (let i = 0; i < 10; i++) {
      const r = await get(`/search/markets?discovered_after=${encodeURIComponent(mark)}&limit=2`);
      if (r.body.length === 0) break;
      seen.push(...r.body.map((m: any) => m.market_id));
      mark = r.body.at(-1).discovered_at;
    }
    expect(seen).toEqual([...ALPHA, ...BETA]);
  });

  it('events, series and event markets', async () => {
    const ev = await get('/search/events?q=federal OR fed');
    expect(ev.body[0]).toMatchObject({ event_id: 'KXFED-26JUN', exchange: 'alpha', market_count: 3, series_id: 'KXFED' });
    const recent = await get('/search/recent/events');
    expect(recent.body.map((e: any) => e.event_id)).toEqual(['bitcoin-above-on-june-30', 'KXFED-26JUN']);
    const series = await get('/search/series?q=reserve');
    expect(series.body).toEqual([{ series_id: 'KXFED', exchange: 'alpha', title: 'Federal Reserve rate decision', category: 'Economics', event_count: 1, discovered_at: '2026-06-01T00:00:00.000000Z' }]);
    const mk = await get('/search/events/bitcoin-above-on-june-30/markets');
    expect(mk.body.map((m: any) => m.market_id)).toEqual(BETA);
    expect((await get('/search/events/NOPE/markets')).status).toBe(404);
  });
});

describe('charts', () => {
  it('serve an HTML page with the bars drawn as SVG', async () => {
    const res = await gw.app.inject({ method: 'GET', url: `/charts/market?market_id=${ALPHA[0]}&last=9d&interval=6h`, headers: { 'x-api-key': key } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const candles = (res.body.match(/class="candle"/g) ?? []).length;
    const expected = expectedBarsFromTrades(TRADES, ALPHA[0] as string, Date.UTC(2026, 5, 1, 12), H6, 37).filter((b) => b.open !== null).length;
    expect(candles).toBe(expected);
    const ev = await gw.app.inject({ method: 'GET', url: '/charts/event?event_id=KXFED-26JUN', headers: { 'x-api-key': key } });
    expect((ev.body.match(/class="line"/g) ?? []).length).toBe(3);
  });
});
