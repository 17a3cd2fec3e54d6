// beta catalog (Gamma REST) wire types. outcomes, outcomePrices and clobTokenIds are JSON-encoded strings.

/** CLOB market-info fee block: rate, exponent, taker only. */
export interface BetaFeeBlock {
  r: number | string;
  e: number | string;
  to: boolean;
}

export interface BetaMarket {
  id?: string;
  conditionId: string;
  questionID?: string;
  question: string;
  slug?: string;
  outcomes: string;
  outcomePrices?: string;
  clobTokenIds: string;
  endDate?: string;
  resolutionSource?: string;
  description?: string;
  negRisk?: boolean;
  orderPriceMinTickSize?: number;
  orderMinSize?: number;
  active?: boolean;
  closed?: boolean;
  bestBid?: number;
  bestAsk?: number;
  volumeNum?: number;
  volume24hr?: number;
  liquidityNum?: number;
  feesEnabled?: boolean;
  fd?: BetaFeeBlock;
  groupItemTitle?: string;
  category?: string;
}

export interface BetaEvent {
  id: string;
  slug: string;
  title: string;
  description?: string;
  category?: string;
  endDate?: string;
  enableNegRisk?: boolean;
  negRisk?: boolean;
  active?: boolean;
  closed?: boolean;
  markets: BetaMarket[];
}
