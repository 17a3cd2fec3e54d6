// Pure parsers of beta catalog answers (GET /events) into md.catalog.v1 records with the fee model per market.
import type { CatalogEvent, CatalogMarket, FeeModel } from '@ref/bus';
import { parseNumericPrice, parseTimestampMs, wireArray, wireDecimalString, wireObject, wireString, VenueDataError } from '@ref/domain';
import type { BetaEvent, BetaFeeBlock, BetaMarket } from './wire.ts';

/** A JSON-encoded string array ("[\"Yes\", \"No\"]"). */
export function parseJsonStringArray(v: unknown, field: string): string[] {
  const s = wireString(v, field);
  let a: unknown;
  try {
    a = JSON.parse(s);
  } catch {
    throw new VenueDataError('bad_json', field, s);
  }
  if (!Array.isArray(a) || !a.every((x) => typeof x === 'string')) throw new VenueDataError('wrong_type', field, s);
  return a as string[];
}

/** Validates one page of GET /events (an array of events with nested markets). */
export function parseBetaEventsPage(body: unknown): BetaEvent[] {
  if (!Array.isArray(body)) throw new VenueDataError('wrong_type', 'body', typeof body);
  return body.map((e) => {
    const ev = wireObject(e, 'event');
    wireString(ev['id'], 'id');
    wireString(ev['slug'], 'slug');
    wireString(ev['title'], 'title');
    for (const m of wireArray(ev['markets'], 'markets')) {
      const mk = wireObject(m, 'market');
      wireString(mk['conditionId'], 'conditionId');
      wireString(mk['clobTokenIds'], 'clobTokenIds');
    }
    return ev as unknown as BetaEvent;
  });
}

/** beta fee model: `C × r × (p(1−p))^e` from the market's fee block; none without a block or with feesEnabled false. */
export function betaFeeModel(m: Pick<BetaMarket, 'fd' | 'feesEnabled'>): FeeModel {
  const fd: BetaFeeBlock | undefined = m.fd;
  if (m.feesEnabled === false || fd === undefined || fd === null) return { kind: 'none', rate: '0', multiplier: '1', exponent: 1, taker_only: true };
  const e = Number(fd.e);
  if (!Number.isInteger(e) || e < 0 || e > 10) throw new VenueDataError('bad_fee', 'fd.e', fd.e);
  return { kind: 'beta_power', rate: wireDecimalString(fd.r, 'fd.r'), multiplier: '1', exponent: e, taker_only: fd.to !== false };
}

function num(v: number | undefined): string | null {
  return typeof v === 'number' && Number.isFinite(v) ? String(v) : null;
}

/** The YES and NO token ids of a market (the first token is Yes). */
export function betaTokens(m: BetaMarket): { yes: string; no: string } {
  const ids = parseJsonStringArray(m.clobTokenIds, 'clobTokenIds');
  const outcomes = parseJsonStringArray(m.outcomes, 'outcomes');
  if (ids.length !== 2 || outcomes.length !== 2) throw new VenueDataError('not_binary', 'clobTokenIds', m.clobTokenIds);
  return { yes: ids[0]!, no: ids[1]! };
}

function market(m: BetaMarket): CatalogMarket {
  const { yes, no } = betaTokens(m);
  const prices = m.outcomePrices ? parseJsonStringArray(m.outcomePrices, 'outcomePrices') : [];
  const status = m.closed === true ? 'closed' : m.active === false ? 'closed' : 'active';
  return {
    venue_market_id: m.conditionId,
    question: m.question,
    outcome_label: m.groupItemTitle || m.question,
    slug: m.slug ?? null,
    yes_token: yes,
    no_token: no,
    status,
    result: null,
    open_time_ms: null,
    close_time_ms: m.endDate ? parseTimestampMs(m.endDate, 'endDate') : null,
    expiration_time_ms: null,
    settled_at_ms: null,
    rules: m.description ?? null,
    resolution_source: m.resolutionSource ? m.resolutionSource : null,
    fee: betaFeeModel(m),
    tick_size: m.orderPriceMinTickSize === undefined ? 100 : parseNumericPrice(m.orderPriceMinTickSize, 'orderPriceMinTickSize'),
    last_yes_price: prices[0] !== undefined ? parseNumericPrice(prices[0], 'outcomePrices') : null,
    last_no_price: prices[1] !== undefined ? parseNumericPrice(prices[1], 'outcomePrices') : null,
    volume: num(m.volumeNum),
    volume_24h: num(m.volume24hr),
    open_interest: null,
    liquidity: num(m.liquidityNum),
  };
}

/** One beta event with its markets as a catalog record. */
export function betaCatalogEvent(ev: BetaEvent, observedAtMs: number): CatalogEvent {
  const markets = ev.markets.map(market);
  const closes = markets.map((m) => m.close_time_ms).filter((x): x is number => x !== null);
  return {
    venue: 'beta',
    venue_event_id: ev.id,
    event_slug: ev.slug,
    series_id: null,
    series_title: null,
    title: ev.title,
    sub_title: null,
    category: ev.category ?? null,
    status: markets.some((m) => m.status === 'active') ? 'active' : 'closed',
    mutually_exclusive: ev.enableNegRisk === true || ev.negRisk === true,
    market_type: markets.length > 1 ? 'categorical' : 'binary',
    close_time_ms: ev.endDate ? parseTimestampMs(ev.endDate, 'endDate') : closes.length > 0 ? Math.max(...closes) : null,
    settlement_sources: [...new Set(ev.markets.map((m) => m.resolutionSource).filter((x): x is string => typeof x === 'string' && x.length > 0))],
    rules: ev.description ?? null,
    observed_at_ms: observedAtMs,
    markets,
  };
}
