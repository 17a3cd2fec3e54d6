// Pure parsers of gamma open API answers: market pages → md.catalog.v1 records, order books → integer ask levels.
import type { CatalogEvent, CatalogMarket, FeeModel } from '@ref/bus';
import { parsePrice, parseSize, parseTimestampMs, VenueDataError, type IntLevel } from '@ref/domain';
import type { GammaMarket, GammaMarketPage } from './wire.ts';

function obj(v: unknown, field: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new VenueDataError('wrong_type', field, v);
  return v as Record<string, unknown>;
}

/** Unwraps the envelope; a non-zero code is an error from the venue. */
export function gammaResult(body: unknown): unknown {
  const o = obj(body, 'body');
  if (o['code'] !== 0) throw new VenueDataError('venue_error', 'code', { code: o['code'], msg: o['msg'] });
  return o['result'];
}

function checkMarket(v: unknown, field: string): GammaMarket {
  const m = obj(v, field);
  if (typeof m['marketId'] !== 'number' || !Number.isSafeInteger(m['marketId'])) throw new VenueDataError('wrong_type', `${field}.marketId`, m['marketId']);
  if (typeof m['marketTitle'] !== 'string') throw new VenueDataError('wrong_type', `${field}.marketTitle`, m['marketTitle']);
  if (typeof m['status'] !== 'number') throw new VenueDataError('wrong_type', `${field}.status`, m['status']);
  if (m['childMarkets'] !== undefined && m['childMarkets'] !== null) {
    if (!Array.isArray(m['childMarkets'])) throw new VenueDataError('wrong_type', `${field}.childMarkets`, m['childMarkets']);
    (m['childMarkets'] as unknown[]).forEach((c, i) => checkMarket(c, `${field}.childMarkets[${i}]`));
  }
  return m as unknown as GammaMarket;
}

/** Validates GET /market. */
export function parseGammaMarketPage(body: unknown): GammaMarketPage {
  const r = obj(gammaResult(body), 'result');
  if (!Array.isArray(r['list'])) throw new VenueDataError('wrong_type', 'result.list', r['list']);
  return { total: typeof r['total'] === 'number' ? r['total'] : 0, list: (r['list'] as unknown[]).map((m, i) => checkMarket(m, `list[${i}]`)) };
}

/** Validates GET /token/orderbook and returns the token's ask levels (bids validated too). */
export function parseGammaOrderbook(body: unknown): { tokenId: string; tsMs: number | null; asks: IntLevel[] } {
  const r = obj(gammaResult(body), 'result');
  const d = obj(r['data'] ?? r, 'result.data');
  const lv = (v: unknown, f: string): IntLevel[] => {
    if (!Array.isArray(v)) throw new VenueDataError('wrong_type', f, v);
    return v.map((x: unknown) => {
      const o = obj(x, f);
      return { price: parsePrice(o['price'], `${f}.price`), size: parseSize(o['size'], `${f}.size`) };
    });
  };
  lv(d['bids'], 'bids');
  if (typeof d['tokenId'] !== 'string') throw new VenueDataError('wrong_type', 'tokenId', d['tokenId']);
  const ts = d['timestamp'];
  return { tokenId: d['tokenId'], tsMs: ts === undefined || ts === null ? null : parseTimestampMs(ts, 'timestamp'), asks: lv(d['asks'], 'asks') };
}

/** gamma publishes no exact fee curve: rate × p × (1 − p) with the configured rate (REF_GAMMA_FEE_RATE). */
export function gammaFeeModel(rate: string): FeeModel {
  return { kind: 'gamma_quadratic', rate, multiplier: '1', exponent: 1, taker_only: true };
}

/** gamma status code → ours. */
export function gammaStatus(s: number): string {
  return s === 1 || s === 2 ? 'active' : s === 4 ? 'settled' : 'closed';
}

/** The binary markets of a root market: itself when binary, its children when categorical. */
export function gammaBinaries(m: GammaMarket): GammaMarket[] {
  return m.marketType === 1 || (m.childMarkets && m.childMarkets.length > 0) ? (m.childMarkets ?? []) : [m];
}

function market(m: GammaMarket, feeRate: string): CatalogMarket {
  const cutoff = typeof m.cutoffAt === 'number' && m.cutoffAt > 0 ? parseTimestampMs(m.cutoffAt, 'cutoffAt') : null;
  return {
    venue_market_id: String(m.marketId),
    question: m.marketTitle,
    outcome_label: m.marketTitle,
    slug: null,
    yes_token: m.yesTokenId ?? null,
    no_token: m.noTokenId ?? null,
    status: gammaStatus(m.status),
    result: null,
    open_time_ms: null,
    close_time_ms: cutoff,
    expiration_time_ms: null,
    settled_at_ms: typeof m.resolvedAt === 'number' && m.resolvedAt > 0 ? parseTimestampMs(m.resolvedAt, 'resolvedAt') : null,
    rules: m.rules ?? null,
    resolution_source: null,
    fee: gammaFeeModel(feeRate),
    tick_size: 10,
    last_yes_price: null,
    last_no_price: null,
    volume: typeof m.volume === 'string' ? m.volume : null,
    volume_24h: typeof m.volume24h === 'string' ? m.volume24h : null,
    open_interest: null,
    liquidity: null,
  };
}

/** One root market (binary or categorical with children) as a catalog record. */
export function gammaCatalogEvent(m: GammaMarket, feeRate: string, observedAtMs: number): CatalogEvent {
  const markets = gammaBinaries(m).map((x) => market(x, feeRate));
  const categorical = m.marketType === 1;
  return {
    venue: 'gamma',
    venue_event_id: String(m.marketId),
    event_slug: null,
    series_id: null,
    series_title: null,
    title: m.marketTitle,
    sub_title: null,
    category: null,
    status: gammaStatus(m.status),
    mutually_exclusive: categorical,
    market_type: categorical ? 'categorical' : 'binary',
    close_time_ms: typeof m.cutoffAt === 'number' && m.cutoffAt > 0 ? parseTimestampMs(m.cutoffAt, 'cutoffAt') : null,
    settlement_sources: [],
    rules: m.rules ?? null,
    observed_at_ms: observedAtMs,
    markets,
  };
}
