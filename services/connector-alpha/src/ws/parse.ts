// Pure parser of alpha WebSocket messages into integer domain events (bids mirrored into YES/NO asks).
import {
  parsePrice,
  parseSignedSize,
  parseSize,
  parseTimestampMs,
  parseWireJson,
  wireArray,
  wireInt,
  wireNonEmptyString,
  wireObject,
  VenueDataError,
  type BookSide,
  type IntLevel,
} from '@ref/domain';

/** A normalised alpha message. Book sides are ask sides (a YES bid at p is a NO ask at 1 − p). */
export type AlphaEvent =
  | { kind: 'snapshot'; sid: number; seq: number; market: string; yesAsks: IntLevel[]; noAsks: IntLevel[] }
  | { kind: 'delta'; sid: number; seq: number; market: string; askSide: BookSide; askPrice: number; delta: number; tsMs: number | null }
  | { kind: 'trade'; sid: number; market: string; tradeId: string; outcome: BookSide; price: number; size: number; tsMs: number }
  | { kind: 'subscribed'; id: number; sid: number; channel: string }
  | { kind: 'error'; id: number | null; code: number; message: string }
  | { kind: 'ok'; id: number | null };

function msgOf(o: Record<string, unknown>): Record<string, unknown> {
  return wireObject(o['msg'], 'msg');
}
function side(v: unknown): BookSide {
  if (v !== 'yes' && v !== 'no') throw new VenueDataError('wrong_type', 'side', v);
  return v;
}

/** A bid ladder [[price, size], ...] → the mirrored ask levels of the other side. */
export function parseAlphaBids(v: unknown, field: string): IntLevel[] {
  if (v === undefined || v === null) return [];
  const a = wireArray(v, field);
  const out: IntLevel[] = new Array<IntLevel>(a.length);
  for (let i = 0; i < a.length; i++) {
    const lv: unknown = a[i];
    if (!Array.isArray(lv) || lv.length < 2) throw new VenueDataError('wrong_type', field, lv);
    const price = parsePrice(lv[0], field);
    const size = parseSize(lv[1], field);
    out[i] = { price: 10_000 - price, size };
  }
  return out;
}

/** Parses one alpha WS text frame. Throws VenueDataError (bad JSON, wrong types, unknown type, out of range). */
export function parseAlphaMessage(text: string): AlphaEvent {
  const r = wireObject(parseWireJson(text), 'frame');
  switch (r['type']) {
    case 'orderbook_delta': {
      const m = msgOf(r);
      const s = side(m['side']);
      const ts = m['ts'];
      return {
        kind: 'delta',
        sid: wireInt(r['sid'], 'sid'),
        seq: wireInt(r['seq'], 'seq'),
        market: wireNonEmptyString(m['market_ticker'], 'market_ticker'),
        // a bid on `s` at p is an ask on the other side at 1 − p
        askSide: s === 'yes' ? 'no' : 'yes',
        askPrice: 10_000 - parsePrice(m['price_dollars'], 'price_dollars'),
        delta: parseSignedSize(m['delta_fp'], 'delta_fp'),
        tsMs: ts === undefined || ts === null ? null : parseTimestampMs(ts, 'ts'),
      };
    }
    case 'orderbook_snapshot': {
      const m = msgOf(r);
      return {
        kind: 'snapshot',
        sid: wireInt(r['sid'], 'sid'),
        seq: wireInt(r['seq'], 'seq'),
        market: wireNonEmptyString(m['market_ticker'], 'market_ticker'),
        yesAsks: parseAlphaBids(m['no_dollars_fp'], 'no_dollars_fp'),
        noAsks: parseAlphaBids(m['yes_dollars_fp'], 'yes_dollars_fp'),
      };
    }
    case 'trade': {
      const m = msgOf(r);
      const taker = side(m['taker_side']);
      const yes = parsePrice(m['yes_price_dollars'], 'yes_price_dollars');
      const no = parsePrice(m['no_price_dollars'], 'no_price_dollars');
      if (yes + no !== 10_000) throw new VenueDataError('inconsistent_prices', 'yes_price_dollars', m);
      return {
        kind: 'trade',
        sid: wireInt(r['sid'], 'sid'),
        market: wireNonEmptyString(m['market_ticker'], 'market_ticker'),
        tradeId: wireNonEmptyString(m['trade_id'], 'trade_id'),
        outcome: taker,
        price: taker === 'yes' ? yes : no,
        size: parseSize(m['count_fp'], 'count_fp'),
        tsMs: parseTimestampMs(m['ts'], 'ts'),
      };
    }
    case 'subscribed': {
      const m = msgOf(r);
      return { kind: 'subscribed', id: wireInt(r['id'], 'id'), sid: wireInt(m['sid'], 'sid'), channel: wireNonEmptyString(m['channel'], 'channel') };
    }
    case 'error': {
      const m = msgOf(r);
      return { kind: 'error', id: typeof r['id'] === 'number' ? r['id'] : null, code: typeof m['code'] === 'number' ? m['code'] : 0, message: String(m['msg'] ?? '') };
    }
    case 'ok':
    case 'unsubscribed':
      return { kind: 'ok', id: typeof r['id'] === 'number' ? r['id'] : null };
    default:
      throw new VenueDataError('unknown_kind', 'type', r['type']);
  }
}
