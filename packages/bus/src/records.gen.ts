// Generated from schemas/*/N.avsc by `pnpm gen:types`. Do not edit; a test keeps it in sync.

/** Cross-venue arbitrage opportunity (buy YES on buy_yes_market, NO on buy_no_market). Key: OPI:outcome_key:buy_yes:buy_no; tombstone when it closes. */
export interface Opportunity {
  /** OPI id */
  event_id: string;
  event_title: string;
  outcome_key: string;
  label: string;
  /** when last recomputed */
  timestamp_ms: number;
  market_type: null | string;
  resolution_time_ms: null | number;
  alpha_event_ticker: null | string;
  beta_event_slug: null | string;
  gamma_market_id: null | number;
  alpha: AlphaBlock;
  beta: BetaBlock;
  gamma: GammaBlock;
  buy_yes_market: string;
  buy_no_market: string;
  /** decimal string */
  gross_cents: string;
  /** decimal string */
  fee_cents: string;
  /** decimal string */
  net_cents: string;
  /** contracts, decimal string */
  executable_size: string;
  /** decimal string */
  max_profit_dollars: string;
  yes_leg: Leg;
  no_leg: Leg;
  /** top 25 ask levels per leg */
  orderbook: LegBooks;
}

export interface AlphaBlock {
  market_ticker: null | string;
  yes_ask: null | number;
  no_ask: null | number;
  volume: null | string;
  volume_24h: null | string;
  open_interest: null | string;
}

export interface BetaBlock {
  condition_id: null | string;
  yes_token_id: null | string;
  no_token_id: null | string;
  yes_ask: null | number;
  no_ask: null | number;
  volume: null | string;
  volume_24h: null | string;
  liquidity: null | string;
}

export interface GammaBlock {
  child_market_id: null | number;
  yes_token_id: null | string;
  no_token_id: null | string;
  yes_ask: null | number;
  no_ask: null | number;
  volume: null | string;
}

export interface Leg {
  market: string;
  identifier: string;
  book_side: string;
}

export interface LegBooks {
  as_of_ms: number;
  yes: LegBook;
  no: LegBook;
}

export interface LegBook {
  market: string;
  asks: Level[];
}

/** One price level: price in 1/10000 of a dollar (probability x 10000), size in 1/100 contracts. */
export interface Level {
  price: number;
  size: number;
}

/** Price-spread row of a matched pair. Key: same as arb.opportunity.v1. */
export interface Spread {
  /** OPI id */
  event_id: string;
  event_title: string;
  outcome_key: string;
  label: string;
  /** when last recomputed */
  timestamp_ms: number;
  market_type: null | string;
  resolution_time_ms: null | number;
  alpha_event_ticker: null | string;
  beta_event_slug: null | string;
  gamma_market_id: null | number;
  /** numeric event id */
  event_number: number;
  alpha: AlphaBlock;
  beta: BetaBlock;
  gamma: GammaBlock;
  /** YES or NO */
  side: string;
  /** venue tag */
  side1: string;
  /** venue tag */
  side2: string;
  /** 1/10000 */
  side1_price: number;
  /** 1/10000 */
  side2_price: number;
  /** side1_price - side2_price, 1/10000 */
  diff: number;
}

/** Normalised book snapshot or delta of one venue listing, YES and NO ask ladders. Key: OPI event id, else venue:venue_market_id. */
export interface BookUpdate {
  venue: string;
  venue_market_id: string;
  /** canonical event id (OPI) once reference data knows it */
  event_key: null | string;
  /** snapshot replaces both ladders; delta sets the given levels (size 0 removes); stale marks the feed silent; heartbeat says the book is unchanged and live */
  kind: BookKind;
  /** our sequence per listing, +1 per record */
  seq: number;
  venue_seq: null | number;
  venue_ts_ms: number;
  received_ts_ms: number;
  /** ascending by price */
  yes_asks: Level[];
  /** ascending by price */
  no_asks: Level[];
}

export type BookKind = 'snapshot' | 'delta' | 'stale' | 'heartbeat';

/** A venue event with its markets, rules, fee schedule and status. Key: venue:venue_event_id. */
export interface CatalogEvent {
  /** venue tag */
  venue: string;
  /** alpha event ticker, beta event id, beta_us event slug, gamma root market id */
  venue_event_id: string;
  /** beta event slug */
  event_slug: null | string;
  series_id: null | string;
  series_title: null | string;
  title: string;
  sub_title: null | string;
  category: null | string;
  /** active, closed or settled */
  status: string;
  mutually_exclusive: boolean;
  /** binary or categorical */
  market_type: null | string;
  close_time_ms: null | number;
  settlement_sources: string[];
  rules: null | string;
  observed_at_ms: number;
  markets: CatalogMarket[];
}

export interface CatalogMarket {
  /** alpha market ticker, beta condition id, beta_us market slug, gamma (child) market id */
  venue_market_id: string;
  question: string;
  outcome_label: string;
  slug: null | string;
  yes_token: null | string;
  no_token: null | string;
  /** active, closed or settled */
  status: string;
  result: null | string;
  open_time_ms: null | number;
  close_time_ms: null | number;
  expiration_time_ms: null | number;
  settled_at_ms: null | number;
  rules: null | string;
  resolution_source: null | string;
  fee: FeeModel;
  /** in 1/10000 */
  tick_size: number;
  /** in 1/10000 */
  last_yes_price: null | number;
  /** in 1/10000 */
  last_no_price: null | number;
  /** contracts, decimal string */
  volume: null | string;
  /** contracts, decimal string */
  volume_24h: null | string;
  /** contracts, decimal string */
  open_interest: null | string;
  /** USD, decimal string */
  liquidity: null | string;
}

/** Per-contract taker fee model of a listing (data, not code). */
export interface FeeModel {
  /** none: no fee; alpha_quadratic: rate*multiplier*p*(1-p); beta_power: rate*(p*(1-p))^exponent; gamma_quadratic: rate*p*(1-p); notional_bps: rate*p */
  kind: FeeKind;
  /** decimal string, for example 0.07 */
  rate: string;
  /** decimal string; alpha series fee multiplier, 1 elsewhere */
  multiplier: string;
  /** beta exponent, 1 elsewhere */
  exponent: number;
  taker_only: boolean;
}

export type FeeKind = 'none' | 'alpha_quadratic' | 'beta_power' | 'gamma_quadratic' | 'notional_bps';

/** One venue trade. Key: same as md.book.v1. */
export interface Trade {
  venue: string;
  venue_market_id: string;
  event_key: null | string;
  venue_event_id: null | string;
  trade_id: string;
  token_id: null | string;
  /** which side was bought or sold */
  outcome: OutcomeSide;
  /** taker side */
  side: TradeSide;
  /** price of the traded side, 1/10000 */
  price: number;
  /** 1/100 contracts */
  size: number;
  venue_ts_ms: number;
  received_ts_ms: number;
  fee_rate_bps: null | number;
  transaction_hash: null | string;
}

export type OutcomeSide = 'yes' | 'no';

export type TradeSide = 'buy' | 'sell';

/** Entity (team, person, party...). Key: OPE id. */
export interface Entity {
  ref_id: string;
  kind: string;
  canonical_name: string;
  aliases: string[];
  kb_qid: null | string;
  metadata: Record<string, string>;
  /** kb or llm_auto */
  provenance: string;
  source_synced_at_ms: number;
}

/** Full canonical event as /reference/v2/events/{opi} returns it, plus internal fields (gamma listings, numeric id). Key: OPI id. */
export interface RefEvent {
  ref_id: string;
  /** stable integer id of the event (price-spread rows) */
  numeric_id: number;
  title: string;
  subject_domain: string;
  classified_at_ms: number;
  active: boolean;
  market_type: null | string;
  resolution_time_ms: null | number;
  venue_listings: EventListing[];
  venue_pairs: EventPair[];
  outcomes: RefOutcome[];
}

export interface EventListing {
  ref_id: string;
  venue: string;
  venue_event_id: string;
  venue_question: string;
  venue_event_slug: null | string;
}

export interface EventPair {
  venue_a: string;
  venue_a_event_id: string;
  venue_b: string;
  venue_b_event_id: string;
  /** identical, settlement_window or settlement_source */
  basis_class: string;
  /** identical, partial or disjoint */
  outcome_universe: string;
}

export interface RefOutcome {
  ref_id: string;
  /** outcome slug, the last part of the OPO id */
  outcome_key: string;
  label: string;
  outcome_kind: string;
  outcome_params: Record<string, string>;
  entity: null | EmbeddedEntity;
  venue_listings: OutcomeListing[];
  venue_pairs: OutcomePair[];
}

export interface EmbeddedEntity {
  ref_id: string;
  kind: string;
  canonical_name: string;
  aliases: string[];
  kb_qid: null | string;
  metadata: Record<string, string>;
}

export interface OutcomeListing {
  ref_id: string;
  venue: string;
  venue_market_id: string;
  venue_event_id: string;
  venue_yes_token: null | string;
  venue_no_token: null | string;
  venue_question: string;
}

export interface OutcomePair {
  venue_a: string;
  venue_b: string;
  fungible: boolean;
  divergence_axes: string[];
  divergence_reason: string;
}

/** A trade at or above an account threshold on one of its tracked events. Key: account id. */
export interface WhaleTrade {
  account_id: string;
  /** numeric tracking id of the venue event (the interface event_id) */
  tracking_id: number;
  /** numeric id of the venue market (the interface market_id) */
  market_id: number;
  event_title: string;
  market_title: string;
  venue: string;
  venue_event_id: string;
  venue_market_id: string;
  trade_id: string;
  token_id: null | string;
  outcome: OutcomeSide;
  side: TradeSide;
  /** 1/10000 */
  price: number;
  /** 1/100 contracts */
  size: number;
  /** price x size in USD cents (rounded down) */
  notional_cents: number;
  /** price x size in micro-USD (1e-6), exact */
  notional_micros: number;
  /** decimal string */
  threshold_usd: string;
  venue_ts_ms: number;
  detected_ts_ms: number;
  /** the account asked for alerts on this event (notify_on_whale_trade) */
  notify: boolean;
}

/** Value type of every topic. */
export interface TopicValues {
  'arb.opportunity.v1': Opportunity;
  'arb.spread.v1': Spread;
  'md.book.v1': BookUpdate;
  'md.catalog.v1': CatalogEvent;
  'md.trade.v1': Trade;
  'ref.entity.v1': Entity;
  'ref.event.v1': RefEvent;
  'whale.trade.v1': WhaleTrade;
}
