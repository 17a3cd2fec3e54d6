// Pure parsers of gamma open API answers: market pages → md.catalog.v1 records, order books → integer ask levels.
import type { CatalogEvent, CatalogMarket, FeeModel } from '@ref/bus';
import { parsePrice, parseSize, parseTimestampMs, wireArray, wireInt, wireObject, wireString, VenueDataError, type IntLevel } from '@ref/domain';
import type { GammaMarket, GammaMarketPage } from './wire.ts';

/** Unwraps the envelope; a non-zero code is an error from the venue. */
export function gammaResult(body: unknown): unknown {
  const o = wireObject(body, 'body');
  if (o['code'] !== 0) throw new VenueDataError('venue_error', 'code', { code: o['code'], msg: o['msg'] });
  return o['result'];
}

function checkMarket(v: unknown, field: string): GammaMarket {
  const m = wireObject(v, field);
  wireInt(m['marketId'], `${field}.marketId`);
  wireString(m['marketTitle'], `${field}.marketTitle`);
  if (typeof m['status'] !== 'number') throw new VenueDataError('wrong_type', `${field}.status`, m['status']);
  if (m['childMarkets'] !== undefined && m['childMarkets'] !== null) {
    wireArray(m['childMarkets'], `${field}.childMarkets`).forEach((c, i) => checkMarket(c, `${field}.childMarkets[${i}]`));
  }
  return m as unknown as GammaMarket;
}

/** Validates GET /market. */
export function parseGammaMarketPage(body: unknown): GammaMarketPage {
  const r = wireObject(gammaResult(body), 'result');
  return { total: typeof r['total'] === 'number' ? r['total'] : 0, list: wireArray(r['list'], 'result.list').map((m, i) => checkMarket(m, `list[${i}]`)) };
}

/** Validates GET /token/orderbook and returns the token's ask levels (bids validated too). */
export function parseGammaOrderbook(body: unknown): { tokenId: string; tsMs: number | null; asks: IntLevel[] } {
  const r = wireObject(gammaResult(body), 'result');
  const d = wireObject(r['data'] ?? r, 'result.data');
  const lv = (v: unknown, f: string): IntLevel[] =>
    wireArray(v, f).map((x) => {
      const o = wireObject(x, f);
      return { price: parsePrice(o['price'], `${f}.price`), size: parseSize(o['size'], `${f}.size`) };
    });
  lv(d['bids'], 'bids');
  const tokenId = wireString(d['tokenId'], 'tokenId');
  const ts = d['timestamp'];
  return { tokenId, tsMs: ts === undefined || ts === null ? null : parseTimestampMs(ts, 'timestamp'), asks: lv(d['asks'], 'asks') };
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
