// gamma WebSocket wire types: SUBSCRIBE/UNSUBSCRIBE/HEARTBEAT actions; depth diffs carry a level's new total.

export interface GammaSubscribe {
  action: 'SUBSCRIBE' | 'UNSUBSCRIBE';
  channel: 'market.depth.diff' | 'market.last.price' | 'market.last.trade';
  marketId?: number;
  rootMarketId?: number;
}

export interface GammaDepthDiff {
  msgType: 'market.depth.diff';
  marketId: number;
  rootMarketId?: number;
  tokenId: string;
  /** 1 yes, 2 no */
  outcomeSide: 1 | 2;
  side: 'bids' | 'asks';
  price: string;
  size: string;
}

export interface GammaLastTrade {
  msgType: 'market.last.trade';
  marketId: number;
  rootMarketId?: number;
  tokenId: string;
  side: 'Buy' | 'Sell' | 'Split' | 'Merge';
  outcomeSide: 1 | 2;
  price: string;
  shares: string;
  amount: string;
  timestamp?: number;
}

export interface GammaLastPrice {
  msgType: 'market.last.price';
  marketId: number;
  rootMarketId?: number;
  tokenId: string;
  price: string;
  outcomeSide: 1 | 2;
}
