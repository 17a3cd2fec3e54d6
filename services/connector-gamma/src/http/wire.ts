// gamma open API wire types: envelope {code (0 ok), msg, result}; markets with integer ids, token ids as strings.

export interface GammaEnvelope<T> {
  code: number;
  msg: string;
  result: T;
}

export interface GammaMarket {
  marketId: number;
  marketTitle: string;
  /** 0 binary, 1 categorical */
  marketType: number;
  /** 1 created, 2 activated, 3 resolving, 4 resolved, 5 failed, 6 deleted */
  status: number;
  yesTokenId?: string;
  noTokenId?: string;
  childMarkets?: GammaMarket[];
  rules?: string;
  cutoffAt?: number;
  resolvedAt?: number;
  volume?: string;
  volume24h?: string;
}

/** GET /market → result */
export interface GammaMarketPage {
  total: number;
  list: GammaMarket[];
}

export interface GammaOrderLevel {
  price: string;
  size: string;
}

/** GET /token/orderbook?token_id= → result.data */
export interface GammaOrderbook {
  market: number;
  rootMarketId?: number;
  tokenId: string;
  timestamp: number;
  bids: GammaOrderLevel[];
  asks: GammaOrderLevel[];
}
