// Backfill generator: seeded random walks over a catalog, emitted as md.* records (CatalogEvent, Trade) in time
// order, so history can be run forward fast from the bar-history start through the recorder's own write path.
// Deterministic in (seed, catalog, range): trade ids and timestamps repeat exactly, so a rerun writes nothing twice.
import type { CatalogEvent, CatalogMarket, Trade } from '@ref/bus';
import { HISTORY_START_MS } from '@ref/domain';

const SIX_HOURS = 21_600_000;

/** mulberry32: a small seeded PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(s: string, seed: number): number {
  let h = seed ^ 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const TOPICS = [
  ['Fed', 'Federal Reserve rate decision', 'Economics', ['Cut 25bp', 'Hold', 'Hike 25bp']],
  ['CPI', 'US CPI year over year', 'Economics', ['Below 2.5%', '2.5% to 3%', 'Above 3%']],
  ['BTC', 'Bitcoin price at month end', 'Crypto', ['Below 90k', '90k to 110k', 'Above 110k']],
  ['NBA', 'NBA Finals winner', 'Sports', ['Celtics', 'Thunder', 'Nuggets', 'Knicks']],
  ['ELEC', 'Governor election winner', 'Politics', ['Democratic', 'Republican']],
] as const;

/** A synthetic catalog of `events` events per venue (alpha and beta), each with 2 to 4 markets. */
export function syntheticCatalog(options: { seed: number; eventsPerVenue: number; observedAtMs: number }): CatalogEvent[] {
  const out: CatalogEvent[] = [];
  const r = prng(options.seed);
  for (const venue of ['alpha', 'beta'] as const) {
    for (let i = 0; i < options.eventsPerVenue; i++) {
      const [code, title, category, labels] = TOPICS[i % TOPICS.length] as (typeof TOPICS)[number];
      const n = Math.floor(i / TOPICS.length) + 1;
      const eventId = venue === 'alpha' ? `KX${code}-BF${String(n).padStart(3, '0')}` : String(900_000 + i);
      const slug = venue === 'beta' ? `${code.toLowerCase()}-backfill-${n}` : null;
      const markets: CatalogMarket[] = labels.map((label, k) => {
        const id = venue === 'alpha' ? `${eventId}-${k + 1}` : `0x${hash(`${eventId}:${k}`, options.seed).toString(16).padStart(8, '0').repeat(8)}`;
        const p = 1000 + Math.floor(r() * 8000);
        return {
          venue_market_id: id, question: `${title} #${n}: ${label}?`, outcome_label: label, slug: slug ? `${slug}-${k + 1}` : null,
          yes_token: venue === 'beta' ? String(hash(`${id}:y`, options.seed)) : null, no_token: venue === 'beta' ? String(hash(`${id}:n`, options.seed)) : null,
          status: 'active', result: null, open_time_ms: HISTORY_START_MS, close_time_ms: Date.UTC(2027, 2, 31), expiration_time_ms: null,
          settled_at_ms: null, rules: null, resolution_source: null,
          fee: { kind: 'none', rate: '0', multiplier: '1', exponent: 1, taker_only: true }, tick_size: 100,
          last_yes_price: p, last_no_price: 10_000 - p, volume: '0', volume_24h: '0', open_interest: '0', liquidity: '0',
        };
      });
      out.push({
        venue, venue_event_id: eventId, event_slug: slug, series_id: venue === 'alpha' ? `KX${code}` : null, series_title: venue === 'alpha' ? title : null,
        title: `${title} #${n}`, sub_title: null, category, status: 'active', mutually_exclusive: true, market_type: 'categorical',
        close_time_ms: Date.UTC(2027, 2, 31), settlement_sources: [], rules: null, observed_at_ms: options.observedAtMs + i, markets,
      });
    }
  }
  return out;
}

export interface BackfillOptions {
  seed: number;
  /** default: the bar-history start (2026-03-21) */
  fromMs?: number;
  toMs: number;
  /** alpha and beta events whose markets get history */
  catalog: readonly CatalogEvent[];
  /** mean trades per market per 6-hour bucket (default 3) */
  tradesPer6h?: number;
}

/** One 6-hour step of history: the trades of every market in that bucket. */
export interface BackfillStep {
  bucketMs: number;
  index: number;
  total: number;
  trades: Trade[];
}

interface Walker {
  venue: string;
  eventId: string;
  market: CatalogMarket;
  price: number;
  next: () => number;
  n: number;
}

/** Walks every market's YES price forward one 6-hour bucket at a time from fromMs to toMs. */
export function* backfillSteps(o: BackfillOptions): Generator<BackfillStep> {
  const from = Math.floor((o.fromMs ?? HISTORY_START_MS) / SIX_HOURS) * SIX_HOURS;
  const lambda = o.tradesPer6h ?? 3;
  const walkers: Walker[] = [];
  for (const e of o.catalog) {
    if (e.venue !== 'alpha' && e.venue !== 'beta') continue;
    for (const m of e.markets) {
      const next = prng(hash(`${e.venue}:${m.venue_market_id}`, o.seed));
      walkers.push({ venue: e.venue, eventId: e.venue_event_id, market: m, price: 2000 + Math.floor(next() * 6000), next, n: 0 });
    }
  }
  const total = Math.max(0, Math.ceil((o.toMs - from) / SIX_HOURS));
  for (let i = 0; i < total; i++) {
    const bucket = from + i * SIX_HOURS;
    const trades: Trade[] = [];
    for (const w of walkers) {
      const count = Math.floor(w.next() * (2 * lambda + 1));
      for (let k = 0; k < count; k++) {
        const ts = bucket + Math.floor(((k + w.next()) / count) * SIX_HOURS);
        if (ts >= o.toMs) break;
        w.price = Math.min(9900, Math.max(100, w.price + Math.round((w.next() - 0.5) * 300)));
        const outcome = w.next() < 0.7 ? 'yes' : 'no';
        w.n++;
        trades.push({
          venue: w.venue, venue_market_id: w.market.venue_market_id, event_key: null, venue_event_id: w.eventId,
          trade_id: `bf-${bucket.toString(36)}-${k}`, token_id: w.venue === 'beta' ? (outcome === 'yes' ? w.market.yes_token : w.market.no_token) : null,
          outcome, side: w.next() < 0.6 ? 'buy' : 'sell', price: outcome === 'yes' ? w.price : 10_000 - w.price,
          size: 100 + Math.floor(w.next() * 20_000), venue_ts_ms: ts, received_ts_ms: ts, fee_rate_bps: w.venue === 'beta' ? 0 : null,
          transaction_hash: w.venue === 'beta' ? `0x${hash(`${w.market.venue_market_id}:${w.n}`, o.seed).toString(16).padStart(8, '0').repeat(8)}` : null,
        });
      }
    }
    yield { bucketMs: bucket, index: i, total, trades };
  }
}
