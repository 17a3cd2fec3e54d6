// beta CLOB market WebSocket wire types (/ws/market). Prices and sizes are decimal strings; timestamps ms strings.

export interface BetaSubscribe {
  assets_ids: string[];
  type: 'market';
}

export interface BetaOrderSummary {
  price: string;
  size: string;
}

export interface BetaBookMessage {
  event_type: 'book';
  asset_id: string;
  market: string;
  bids: BetaOrderSummary[];
  asks: BetaOrderSummary[];
  timestamp: string;
  hash: string;
}

export interface BetaPriceChange {
  asset_id: string;
  price: string;
  /** new level total */
  size: string;
  side: 'BUY' | 'SELL';
  hash: string;
  best_bid: string;
  best_ask: string;
}

export interface BetaPriceChangeMessage {
  event_type: 'price_change';
  market: string;
  timestamp: string;
  price_changes: BetaPriceChange[];
}

export interface BetaLastTradePrice {
  event_type: 'last_trade_price';
  asset_id: string;
  market: string;
  price: string;
  side: 'BUY' | 'SELL';
  size: string;
  fee_rate_bps: string;
  timestamp: string;
  transaction_hash?: string;
}

export interface BetaTickSizeChange {
  event_type: 'tick_size_change';
  asset_id: string;
  market: string;
  old_tick_size: string;
  new_tick_size: string;
  timestamp: string;
}
