// Builders of md.* records for the recorder tests, and an independent bar calculation from raw trades.
import type { BookUpdate, CatalogEvent, CatalogMarket, Trade } from '@ref/bus';

export function market(id: string, over: Partial<CatalogMarket> = {}): CatalogMarket {
  return {
    venue_market_id: id, question: `Will ${id} happen?`, outcome_label: id, slug: null, yes_token: null, no_token: null,
    status: 'active', result: null, open_time_ms: null, close_time_ms: Date.UTC(2026, 11, 31), expiration_time_ms: null,
    settled_at_ms: null, rules: null, resolution_source: null,
    fee: { kind: 'none', rate: '0', multiplier: '1', exponent: 1, taker_only: true }, tick_size: 100,
    last_yes_price: 5000, last_no_price: 5000, volume: '1000.50', volume_24h: '10', open_interest: '5', liquidity: '2500.00',
    ...over,
  };
}

export function catalogEvent(venue: string, id: string, title: string, markets: CatalogMarket[], over: Partial<CatalogEvent> = {}): CatalogEvent {
  return {
    venue, venue_event_id: id, event_slug: null, series_id: null, series_title: null, title, sub_title: null, category: 'Economics',
    status: 'active', mutually_exclusive: true, market_type: 'categorical', close_time_ms: Date.UTC(2026, 11, 31),
    settlement_sources: [], rules: null, observed_at_ms: Date.UTC(2026, 5, 1), markets, ...over,
  };
}

export function trade(venue: string, marketId: string, tradeId: string, ts: number, price: number, size: number, over: Partial<Trade> = {}): Trade {
  return {
    venue, venue_market_id: marketId, event_key: null, venue_event_id: null, trade_id: tradeId, token_id: null,
    outcome: 'yes', side: 'buy', price, size, venue_ts_ms: ts, received_ts_ms: ts + 5, fee_rate_bps: null, transaction_hash: null, ...over,
  };
}

export function book(venue: string, marketId: string, seq: number, ts: number, kind: BookUpdate['kind'], yes: Array<[number, number]>, no: Array<[number, number]>): BookUpdate {
  return {
    venue, venue_market_id: marketId, event_key: null, kind, seq, venue_seq: seq, venue_ts_ms: ts, received_ts_ms: ts + 3,
    yes_asks: yes.map(([price, size]) => ({ price, size })), no_asks: no.map(([price, size]) => ({ price, size })),
  };
}

/** A seeded PRNG (mulberry32) so tests are reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Expected bars computed straight from raw trades (not from snapshots): for each bucket of `widthMs` from `start`
 * (count buckets), OHLC of the YES price of trades in order of (ts, trade id) and summed size; null when empty.
 * Prices and sizes are returned as the API's numbers.
 */
export function expectedBarsFromTrades(trades: Trade[], marketId: string, start: number, widthMs: number, count: number): Array<{ open: number | null; high: number | null; low: number | null; close: number | null; volume: number }> {
  const mine = trades.filter((t) => t.venue_market_id === marketId).sort((a, b) => a.venue_ts_ms - b.venue_ts_ms || (a.trade_id < b.trade_id ? -1 : 1));
  const out = [];
  for (let i = 0; i < count; i++) {
    const lo = start + i * widthMs;
    const inBucket = mine.filter((t) => t.venue_ts_ms >= lo && t.venue_ts_ms < lo + widthMs);
    const yes = inBucket.map((t) => (t.outcome === 'yes' ? t.price : 10_000 - t.price));
    const vol = inBucket.reduce((a, t) => a + t.size, 0);
    out.push(yes.length === 0
      ? { open: null, high: null, low: null, close: null, volume: vol / 100 }
      : { open: (yes[0] as number) / 10_000, high: Math.max(...yes) / 10_000, low: Math.min(...yes) / 10_000, close: (yes.at(-1) as number) / 10_000, volume: vol / 100 });
  }
  return out;
}
