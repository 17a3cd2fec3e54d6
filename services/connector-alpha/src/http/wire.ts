// alpha REST wire types (trade API v2), exactly as the venue sends them: money as strings.

export interface AlphaMarket {
  ticker: string;
  event_ticker: string;
  title?: string;
  subtitle?: string;
  yes_sub_title?: string;
  no_sub_title?: string;
  status: string;
  open_time?: string;
  close_time?: string;
  expected_expiration_time?: string;
  expiration_time?: string;
  settlement_ts?: string;
  result?: string;
  rules_primary?: string;
  rules_secondary?: string;
  price_level_structure?: string;
  tick_size?: number;
  yes_bid_dollars?: string;
  yes_ask_dollars?: string;
  no_bid_dollars?: string;
  no_ask_dollars?: string;
  last_price_dollars?: string;
  volume_fp?: string;
  volume_24h_fp?: string;
  open_interest_fp?: string;
  liquidity_dollars?: string;
}

export interface AlphaEvent {
  event_ticker: string;
  series_ticker: string;
  title: string;
  sub_title?: string;
  category?: string;
  mutually_exclusive: boolean;
  strike_date?: string | null;
  markets?: AlphaMarket[];
}

/** GET /events?with_nested_markets=true */
export interface AlphaEventsPage {
  cursor: string;
  events: AlphaEvent[];
}

export interface AlphaSettlementSource {
  name: string;
  url: string;
}

export interface AlphaSeries {
  ticker: string;
  title: string;
  category?: string;
  frequency?: string;
  fee_type: 'quadratic' | 'quadratic_with_maker_fees' | 'flat';
  fee_multiplier: number | string;
  settlement_sources?: AlphaSettlementSource[];
}

/** GET /series/{ticker} */
export interface AlphaSeriesResponse {
  series: AlphaSeries;
}
