// Pure parser of beta market-channel messages into integer domain events. A frame may hold one message or an array.
import { parseEpochMs, parsePrice, parseSize, parseWireJson, wireArray, wireNonEmptyString, wireObject, VenueDataError, type IntLevel } from '@ref/domain';

export interface BetaLevelChange {
  assetId: string;
  /** SELL side changes are asks; BUY side changes are bids */
  ask: boolean;
  price: number;
  size: number;
  /** best ask the venue reports after the change, -1 when absent */
  bestAsk: number;
}

export type BetaEvent =
  | { kind: 'book'; assetId: string; market: string; asks: IntLevel[]; bids: IntLevel[]; tsMs: number; hash: string }
  | { kind: 'changes'; market: string; tsMs: number; changes: BetaLevelChange[] }
  | { kind: 'trade'; assetId: string; market: string; side: 'buy' | 'sell'; price: number; size: number; feeRateBps: number | null; tsMs: number; txHash: string | null }
  | { kind: 'tick'; assetId: string; market: string; tick: number }
  | { kind: 'pong' }
  | { kind: 'ignored'; type: string };

function levels(v: unknown, field: string): IntLevel[] {
  const a = wireArray(v, field);
  const out: IntLevel[] = new Array<IntLevel>(a.length);
  for (let i = 0; i < a.length; i++) {
    const l: unknown = a[i];
    if (typeof l !== 'object' || l === null) throw new VenueDataError('wrong_type', field, l);
    const r = l as Record<string, unknown>;
    out[i] = { price: parsePrice(r['price'], `${field}.price`), size: parseSize(r['size'], `${field}.size`) };
  }
  return out;
}

function one(r: Record<string, unknown>): BetaEvent {
  switch (r['event_type']) {
    case 'book':
      return {
        kind: 'book',
        assetId: wireNonEmptyString(r['asset_id'], 'asset_id'),
        market: wireNonEmptyString(r['market'], 'market'),
        // the venue documents both `bids/asks` and the older `buys/sells`
        asks: levels(r['asks'] ?? r['sells'], 'asks'),
        bids: levels(r['bids'] ?? r['buys'], 'bids'),
        tsMs: parseEpochMs(r['timestamp'], 'timestamp'),
        hash: typeof r['hash'] === 'string' ? r['hash'] : '',
      };
    case 'price_change': {
      const changes: BetaLevelChange[] = wireArray(r['price_changes'], 'price_changes').map((c) => {
        if (typeof c !== 'object' || c === null) throw new VenueDataError('wrong_type', 'price_changes[]', c);
        const o = c as Record<string, unknown>;
        const side = o['side'];
        if (side !== 'BUY' && side !== 'SELL') throw new VenueDataError('wrong_type', 'side', side);
        const ba = o['best_ask'];
        return {
          assetId: wireNonEmptyString(o['asset_id'], 'asset_id'),
          ask: side === 'SELL',
          price: parsePrice(o['price'], 'price'),
          size: parseSize(o['size'], 'size'),
          bestAsk: typeof ba === 'string' && ba.length > 0 ? parsePrice(ba, 'best_ask') : -1,
        };
      });
      return { kind: 'changes', market: wireNonEmptyString(r['market'], 'market'), tsMs: parseEpochMs(r['timestamp'], 'timestamp'), changes };
    }
    case 'last_trade_price': {
      const side = r['side'];
      if (side !== 'BUY' && side !== 'SELL') throw new VenueDataError('wrong_type', 'side', side);
      const fee = r['fee_rate_bps'];
      return {
        kind: 'trade',
        assetId: wireNonEmptyString(r['asset_id'], 'asset_id'),
        market: wireNonEmptyString(r['market'], 'market'),
        side: side === 'BUY' ? 'buy' : 'sell',
        price: parsePrice(r['price'], 'price'),
        size: parseSize(r['size'], 'size'),
        feeRateBps: typeof fee === 'string' && /^\d+$/.test(fee) ? Number(fee) : typeof fee === 'number' && Number.isInteger(fee) ? fee : null,
        tsMs: parseEpochMs(r['timestamp'], 'timestamp'),
        txHash: typeof r['transaction_hash'] === 'string' ? r['transaction_hash'] : null,
      };
    }
    case 'tick_size_change':
      return { kind: 'tick', assetId: wireNonEmptyString(r['asset_id'], 'asset_id'), market: wireNonEmptyString(r['market'], 'market'), tick: parsePrice(r['new_tick_size'], 'new_tick_size') };
    case 'best_bid_ask':
    case 'new_market':
    case 'market_resolved':
      return { kind: 'ignored', type: r['event_type'] };
    default:
      throw new VenueDataError('unknown_kind', 'event_type', r['event_type']);
  }
}

function oneSafe(m: unknown): BetaEvent | VenueDataError {
  try {
    return one(wireObject(m, 'frame'));
  } catch (err) {
    if (err instanceof VenueDataError) return err;
    throw err;
  }
}

/**
 * Parses one frame (a message or an array of messages) message by message: a bad message becomes a
 * VenueDataError in its place, so the good ones of the same frame still count. Throws only on bad JSON.
 */
export function parseBetaFrame(text: string): Array<BetaEvent | VenueDataError> {
  if (text === 'PONG' || text === 'pong') return [{ kind: 'pong' }];
  const o = parseWireJson(text);
  if (Array.isArray(o)) return o.map(oneSafe);
  return [oneSafe(o)];
}
