// Pure parser of gamma WebSocket messages into integer domain events.
import { parsePrice, parseSize, parseTimestampMs, parseWireJson, wireInt, wireNonEmptyString, wireObject, VenueDataError, type BookSide } from '@ref/domain';

export type GammaEvent =
  | { kind: 'depth'; marketId: number; tokenId: string; outcome: BookSide; ask: boolean; price: number; size: number }
  | { kind: 'trade'; marketId: number; tokenId: string; outcome: BookSide; side: 'buy' | 'sell'; price: number; size: number; tsMs: number | null }
  | { kind: 'ignored'; type: string }
  | { kind: 'reply'; code: number; msg: string };

function outcome(v: unknown): BookSide {
  if (v === 1) return 'yes';
  if (v === 2) return 'no';
  throw new VenueDataError('wrong_type', 'outcomeSide', v);
}

/** Parses one gamma WS frame. Throws VenueDataError on bad JSON, wrong types, unknown kinds, out-of-range values. */
export function parseGammaMessage(text: string): GammaEvent {
  const r = wireObject(parseWireJson(text), 'frame');
  switch (r['msgType']) {
    case 'market.depth.diff': {
      const side = r['side'];
      if (side !== 'bids' && side !== 'asks') throw new VenueDataError('wrong_type', 'side', side);
      return {
        kind: 'depth',
        marketId: wireInt(r['marketId'], 'marketId'),
        tokenId: wireNonEmptyString(r['tokenId'], 'tokenId'),
        outcome: outcome(r['outcomeSide']),
        ask: side === 'asks',
        price: parsePrice(r['price'], 'price'),
        size: parseSize(r['size'], 'size'),
      };
    }
    case 'market.last.trade': {
      const side = r['side'];
      if (side !== 'Buy' && side !== 'Sell' && side !== 'Split' && side !== 'Merge') throw new VenueDataError('wrong_type', 'side', side);
      if (side === 'Split' || side === 'Merge') return { kind: 'ignored', type: `trade.${side}` };
      const ts = r['timestamp'];
      return {
        kind: 'trade',
        marketId: wireInt(r['marketId'], 'marketId'),
        tokenId: wireNonEmptyString(r['tokenId'], 'tokenId'),
        outcome: outcome(r['outcomeSide']),
        side: side === 'Buy' ? 'buy' : 'sell',
        price: parsePrice(r['price'], 'price'),
        size: parseSize(r['shares'], 'shares'),
        tsMs: ts === undefined || ts === null ? null : parseTimestampMs(ts, 'timestamp'),
      };
    }
    case 'market.last.price':
      return { kind: 'ignored', type: 'market.last.price' };
    default:
      if (r['msgType'] === undefined && typeof r['code'] === 'number') return { kind: 'reply', code: r['code'], msg: String(r['msg'] ?? '') };
      throw new VenueDataError('unknown_kind', 'msgType', r['msgType']);
  }
}
