// The catalog the recorder already holds, as md.catalog.v1 records, so a backfill can walk the markets that exist.
import type { CatalogEvent } from '@ref/bus';
import type { Queryable } from '@ref/store';

/** Alpha and beta events with their markets from rec_events / rec_markets (fields the backfill needs). */
export async function catalogFromStore(db: Queryable): Promise<CatalogEvent[]> {
  const r = await db.query<{ venue: string; venue_event_id: string; event_id: string; series_id: string | null; title: string; category: string | null;
    market_id: string; question: string; outcome_label: string | null; slug: string | null; yes_token: string | null; no_token: string | null; observed_at: number }>(
    `SELECT e.venue, e.venue_event_id, e.event_id, e.series_id, e.title, e.category, e.observed_at,
            m.market_id, m.question, m.outcome_label, m.slug, m.yes_token, m.no_token
     FROM rec_events e JOIN rec_markets m ON m.venue = e.venue AND m.venue_event_id = e.venue_event_id
     WHERE e.venue IN ('alpha', 'beta') ORDER BY e.venue, e.venue_event_id, m.market_id`,
  );
  const byEvent = new Map<string, CatalogEvent>();
  for (const row of r.rows) {
    const k = `${row.venue}:${row.venue_event_id}`;
    let e = byEvent.get(k);
    if (!e) {
      e = {
        venue: row.venue, venue_event_id: row.venue_event_id, event_slug: row.venue === 'beta' ? row.event_id : null, series_id: row.series_id,
        series_title: null, title: row.title, sub_title: null, category: row.category, status: 'active', mutually_exclusive: true, market_type: null,
        close_time_ms: null, settlement_sources: [], rules: null, observed_at_ms: row.observed_at, markets: [],
      };
      byEvent.set(k, e);
    }
    e.markets.push({
      venue_market_id: row.market_id, question: row.question, outcome_label: row.outcome_label ?? row.question, slug: row.slug,
      yes_token: row.yes_token, no_token: row.no_token, status: 'active', result: null, open_time_ms: null, close_time_ms: null,
      expiration_time_ms: null, settled_at_ms: null, rules: null, resolution_source: null,
      fee: { kind: 'none', rate: '0', multiplier: '1', exponent: 1, taker_only: true }, tick_size: 100,
      last_yes_price: null, last_no_price: null, volume: null, volume_24h: null, open_interest: null, liquidity: null,
    });
  }
  return [...byEvent.values()];
}
