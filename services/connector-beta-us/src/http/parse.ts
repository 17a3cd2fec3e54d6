// Pure parsers of beta_us catalog pages into md.catalog.v1 records (taker fee: 30 bps of notional).
import type { CatalogEvent, CatalogMarket, FeeModel } from '@ref/bus';
import { parseNumericPrice, parseTimestampMs, wireNonEmptyString, VenueDataError } from '@ref/domain';
import type { BetaUsMarket, BetaUsMarketsPage } from './wire.ts';

/** Validates GET /markets. */
export function parseBetaUsMarketsPage(body: unknown): BetaUsMarketsPage {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as Record<string, unknown>)['markets'])) throw new VenueDataError('wrong_type', 'markets', body);
  const markets = (body as { markets: unknown[] }).markets.map((m, i) => {
    if (typeof m !== 'object' || m === null) throw new VenueDataError('wrong_type', `markets[${i}]`, m);
    wireNonEmptyString((m as Record<string, unknown>)['slug'], `markets[${i}].slug`);
    return m as BetaUsMarket;
  });
  return { markets };
}

/** 0.003 × p per contract (30 bps of notional), configurable. */
export function betaUsFeeModel(rate: string): FeeModel {
  return { kind: 'notional_bps', rate, multiplier: '1', exponent: 1, taker_only: true };
}

function status(m: BetaUsMarket): string {
  if (typeof m.status === 'string') {
    const s = m.status.toLowerCase();
    if (s === 'settled' || s === 'resolved') return 'settled';
    if (s === 'active' || s === 'open') return 'active';
    return 'closed';
  }
  return m.closed === true || m.active === false ? 'closed' : 'active';
}

function dec(v: string | number | undefined): string | null {
  if (v === undefined || v === null) return null;
  const s = String(v);
  return /^\d+(\.\d+)?$/.test(s) ? s : null;
}

function market(m: BetaUsMarket, feeRate: string): CatalogMarket {
  const last = m.lastTradePrice === undefined || m.lastTradePrice === null ? null : parseNumericPrice(m.lastTradePrice, 'lastTradePrice');
  return {
    venue_market_id: m.slug,
    question: m.question ?? m.title ?? m.slug,
    outcome_label: m.title ?? m.question ?? m.slug,
    slug: m.slug,
    yes_token: null,
    no_token: null,
    status: status(m),
    result: null,
    open_time_ms: null,
    close_time_ms: m.endDate ? parseTimestampMs(m.endDate, 'endDate') : null,
    expiration_time_ms: null,
    settled_at_ms: null,
    rules: m.description ?? null,
    resolution_source: m.resolutionSource ?? null,
    fee: betaUsFeeModel(feeRate),
    tick_size: 10,
    last_yes_price: last,
    last_no_price: last === null ? null : 10_000 - last,
    volume: dec(m.volume),
    volume_24h: null,
    open_interest: null,
    liquidity: dec(m.liquidity),
  };
}

/** Groups markets by event slug (a market without one is its own event) into catalog records. */
export function betaUsCatalogEvents(markets: BetaUsMarket[], feeRate: string, observedAtMs: number): CatalogEvent[] {
  const groups = new Map<string, BetaUsMarket[]>();
  for (const m of markets) {
    const k = m.eventSlug ?? m.slug;
    const g = groups.get(k);
    if (g) g.push(m);
    else groups.set(k, [m]);
  }
  return [...groups.entries()].map(([slug, ms]) => {
    const mk = ms.map((m) => market(m, feeRate));
    const closes = mk.map((m) => m.close_time_ms).filter((x): x is number => x !== null);
    return {
      venue: 'beta_us',
      venue_event_id: slug,
      event_slug: slug,
      series_id: null,
      series_title: null,
      title: ms[0]!.eventTitle ?? ms[0]!.question ?? ms[0]!.title ?? slug,
      sub_title: null,
      category: ms[0]!.category ?? null,
      status: mk.some((m) => m.status === 'active') ? 'active' : 'closed',
      mutually_exclusive: ms.length > 1,
      market_type: ms.length > 1 ? 'categorical' : 'binary',
      close_time_ms: closes.length > 0 ? Math.max(...closes) : null,
      settlement_sources: [...new Set(ms.map((m) => m.resolutionSource).filter((x): x is string => typeof x === 'string' && x.length > 0))],
      rules: null,
      observed_at_ms: observedAtMs,
      markets: mk,
    };
  });
}
