// alpha WebSocket wire types (/trade-api/ws/v2): envelope {type, sid, seq, msg}; prices *_dollars, sizes *_fp, strings.

export interface AlphaSubscribeCommand {
  id: number;
  cmd: 'subscribe';
  params: { channels: string[]; market_tickers: string[] };
}

export interface AlphaUnsubscribeCommand {
  id: number;
  cmd: 'unsubscribe';
  params: { sids: number[] };
}

/** [price_dollars, size_fp] */
export type AlphaLevel = [string, string];

export interface AlphaOrderbookSnapshot {
  type: 'orderbook_snapshot';
  sid: number;
  seq: number;
  msg: { market_ticker: string; market_id?: string; yes_dollars_fp?: AlphaLevel[]; no_dollars_fp?: AlphaLevel[] };
}

export interface AlphaOrderbookDelta {
  type: 'orderbook_delta';
  sid: number;
  seq: number;
  msg: { market_ticker: string; market_id?: string; price_dollars: string; delta_fp: string; side: 'yes' | 'no'; ts?: string | number };
}

export interface AlphaTrade {
  type: 'trade';
  sid: number;
  seq?: number;
  msg: { trade_id: string; market_ticker: string; yes_price_dollars: string; no_price_dollars: string; count_fp: string; taker_side: 'yes' | 'no'; ts: number | string };
}

export interface AlphaSubscribed {
  id: number;
  type: 'subscribed';
  msg: { channel: string; sid: number };
}

export interface AlphaError {
  id?: number;
  type: 'error';
  msg: { code: number; msg: string };
}
