// Pure parsers of alpha REST answers into catalog records (md.catalog.v1) with the fee model per listing.
import type { CatalogEvent, CatalogMarket, FeeModel } from '@ref/bus';
import { parsePrice, parseSize, parseTimestampMs, formatSize, wireArray, wireDecimalString, wireObject, wireString, VenueDataError } from '@ref/domain';
import type { AlphaEvent, AlphaEventsPage, AlphaMarket, AlphaSeries } from './wire.ts';

/** Validates one page of GET /events?with_nested_markets=true. */
export function parseAlphaEventsPage(body: unknown): AlphaEventsPage {
  const o = wireObject(body, 'body');
  const cursor = o['cursor'] === undefined || o['cursor'] === null ? '' : wireString(o['cursor'], 'cursor');
  const events: AlphaEvent[] = [];
  for (const e of wireArray(o['events'], 'events')) {
    const ev = wireObject(e, 'event');
    wireString(ev['event_ticker'], 'event_ticker');
    wireString(ev['series_ticker'], 'series_ticker');
    wireString(ev['title'], 'title');
    for (const m of ev['markets'] === undefined ? [] : wireArray(ev['markets'], 'markets')) {
      const mk = wireObject(m, 'market');
      wireString(mk['ticker'], 'ticker');
      wireString(mk['status'], 'status');
    }
    events.push(ev as unknown as AlphaEvent);
  }
  return { cursor, events };
}

/** Validates GET /series/{ticker}. */
export function parseAlphaSeries(body: unknown): AlphaSeries {
  const o = wireObject(body, 'body');
  const s = wireObject(o['series'], 'series');
  wireString(s['ticker'], 'series.ticker');
  const ft = wireString(s['fee_type'], 'fee_type');
  if (ft !== 'quadratic' && ft !== 'quadratic_with_maker_fees' && ft !== 'flat') throw new VenueDataError('unknown_fee_type', 'fee_type', ft);
  const fm = s['fee_multiplier'];
  if (typeof fm !== 'number' && typeof fm !== 'string') throw new VenueDataError('wrong_type', 'fee_multiplier', fm);
  return s as unknown as AlphaSeries;
}

/**
 * alpha fee model of a series: taker 0.07 × multiplier × p × (1−p) for the quadratic types (maker fees only on
 * quadratic_with_maker_fees, not modelled for takers); `flat` series carry the multiplier as-is.
 */
export function alphaFeeModel(series: AlphaSeries | undefined): FeeModel {
  if (!series) return { kind: 'alpha_quadratic', rate: '0.07', multiplier: '1', exponent: 1, taker_only: true };
  return {
    kind: 'alpha_quadratic',
    rate: '0.07',
    multiplier: wireDecimalString(series.fee_multiplier, 'fee_multiplier'),
    exponent: 1,
    taker_only: series.fee_type !== 'quadratic_with_maker_fees',
  };
}

/** Tick of a price level structure, 1/10000 (tapered structures: the finest tick). */
export function alphaTick(structure: string | undefined): number {
  switch (structure) {
    case 'deci_cent':
    case 'tapered_deci_cent':
      return 10;
    default:
      return 100;
  }
}

function ms(v: string | null | undefined, field: string): number | null {
  return v === undefined || v === null || v === '' ? null : parseTimestampMs(v, field);
}

function optPrice(v: string | undefined, field: string): number | null {
  return v === undefined || v === '' ? null : parsePrice(v, field);
}
function optSize(v: string | undefined, field: string): string | null {
  return v === undefined || v === '' ? null : formatSize(parseSize(v, field));
}

/** alpha market status → ours (active, closed or settled). */
export function alphaStatus(s: string): string {
  switch (s) {
    case 'active':
    case 'open':
    case 'initialized':
    case 'unopened':
      return 'active';
    case 'settled':
    case 'finalized':
    case 'determined':
      return 'settled';
    default:
      return 'closed';
  }
}

function market(m: AlphaMarket, series: AlphaSeries | undefined): CatalogMarket {
  const last = optPrice(m.last_price_dollars, 'last_price_dollars');
  const status = alphaStatus(m.status);
  return {
    venue_market_id: m.ticker,
    question: m.title ?? m.ticker,
    outcome_label: m.yes_sub_title || m.subtitle || m.title || m.ticker,
    slug: null,
    yes_token: null,
    no_token: null,
    status,
    result: m.result ? m.result : null,
    open_time_ms: ms(m.open_time, 'open_time'),
    close_time_ms: ms(m.close_time, 'close_time'),
    expiration_time_ms: ms(m.expected_expiration_time ?? m.expiration_time, 'expected_expiration_time'),
    settled_at_ms: status === 'settled' ? ms(m.settlement_ts, 'settlement_ts') : null,
    rules: [m.rules_primary, m.rules_secondary].filter((x) => x).join('\n\n') || null,
    resolution_source: null,
    fee: alphaFeeModel(series),
    tick_size: alphaTick(m.price_level_structure),
    last_yes_price: last,
    last_no_price: last === null ? null : 10_000 - last,
    volume: optSize(m.volume_fp, 'volume_fp'),
    volume_24h: optSize(m.volume_24h_fp, 'volume_24h_fp'),
    open_interest: optSize(m.open_interest_fp, 'open_interest_fp'),
    liquidity: m.liquidity_dollars ?? null,
  };
}

/** One alpha event with its nested markets as a catalog record. */
export function alphaCatalogEvent(ev: AlphaEvent, series: AlphaSeries | undefined, observedAtMs: number): CatalogEvent {
  const markets = (ev.markets ?? []).map((m) => market(m, series));
  const active = markets.some((m) => m.status === 'active');
  const settled = markets.length > 0 && markets.every((m) => m.status === 'settled');
  const closes = markets.map((m) => m.close_time_ms).filter((x): x is number => x !== null);
  return {
    venue: 'alpha',
    venue_event_id: ev.event_ticker,
    event_slug: null,
    series_id: ev.series_ticker,
    series_title: series?.title ?? null,
    title: ev.title,
    sub_title: ev.sub_title ? ev.sub_title : null,
    category: ev.category ?? series?.category ?? null,
    status: active ? 'active' : settled ? 'settled' : 'closed',
    mutually_exclusive: ev.mutually_exclusive === true,
    market_type: markets.length > 1 ? 'categorical' : 'binary',
    close_time_ms: ev.strike_date ? parseTimestampMs(ev.strike_date, 'strike_date') : closes.length > 0 ? Math.max(...closes) : null,
    settlement_sources: (series?.settlement_sources ?? []).map((s) => s.url || s.name),
    rules: null,
    observed_at_ms: observedAtMs,
    markets,
  };
}
