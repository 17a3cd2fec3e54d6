// beta_us REST wire types: markets keyed by slug (GET /v1/markets?limit&offset → {markets}).

export interface BetaUsMarket {
  slug: string;
  question?: string;
  title?: string;
  eventSlug?: string;
  eventTitle?: string;
  category?: string;
  description?: string;
  active?: boolean;
  closed?: boolean;
  status?: string;
  endDate?: string;
  resolutionSource?: string;
  outcomes?: string | string[];
  lastTradePrice?: string | number;
  volume?: string | number;
  liquidity?: string | number;
}

export interface BetaUsMarketsPage {
  markets: BetaUsMarket[];
}
