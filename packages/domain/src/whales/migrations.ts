// SQL of the whale tables, shared by the gateway (writes watchlists) and services/whales (reads them, writes whale
// trades). Plain data: both run `store.migrate(WHALE_MIGRATIONS)`, which applies each id once.

/** One migration, shaped like @ref/store's Migration (kept structural so this package stays dependency-free). */
export interface WhaleMigration {
  id: string;
  sql: string;
}

export const WHALE_MIGRATIONS: readonly WhaleMigration[] = [
  {
    id: 'whales/001_watchlist',
    sql: `
-- One numeric tracking id per venue event, shared by every account (the interface's id = event_id).
CREATE TABLE whale_events (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  venue           text   NOT NULL,
  venue_event_id  text   NOT NULL,
  event_ticker    text   NOT NULL,
  event_title     text   NOT NULL,
  UNIQUE (venue, venue_event_id)
);
-- One numeric id per venue market (Tracked market's market_id).
CREATE TABLE whale_markets (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  venue            text   NOT NULL,
  venue_market_id  text   NOT NULL,
  event_id         bigint NOT NULL REFERENCES whale_events (id),
  market_ticker    text   NOT NULL,
  market_title     text   NOT NULL,
  UNIQUE (venue, venue_market_id)
);
CREATE INDEX whale_markets_event ON whale_markets (event_id);
-- The watchlists.
CREATE TABLE whale_watch (
  account_id             text        NOT NULL,
  event_id               bigint      NOT NULL REFERENCES whale_events (id),
  whale_threshold_usd    numeric     NOT NULL,
  notify_on_whale_trade  boolean     NOT NULL,
  created_at             timestamptz NOT NULL,
  PRIMARY KEY (account_id, event_id)
);
CREATE INDEX whale_watch_event ON whale_watch (event_id);
-- Change log of the watchlists, read by services/whales. Writers bump whale_watch_seq (a row lock) in the same
-- transaction, so log sequence numbers become visible in order.
CREATE TABLE whale_watch_seq (one boolean PRIMARY KEY DEFAULT true CHECK (one), seq bigint NOT NULL);
INSERT INTO whale_watch_seq (one, seq) VALUES (true, 0);
CREATE TABLE whale_watch_log (
  seq                    bigint  PRIMARY KEY,
  account_id             text    NOT NULL,
  event_id               bigint  NOT NULL,
  -- null: the watch was removed
  whale_threshold_usd    numeric,
  notify_on_whale_trade  boolean
);
`,
  },
  {
    id: 'whales/002_trades',
    sql: `
-- Whale trades per account; the primary key makes a replayed trade a no-op.
CREATE TABLE whale_trades (
  account_id         text    NOT NULL,
  venue              text    NOT NULL,
  venue_market_id    text    NOT NULL,
  trade_id           text    NOT NULL,
  event_id           bigint  NOT NULL,
  market_id          bigint  NOT NULL,
  venue_event_id     text    NOT NULL,
  token_id           text,
  outcome            text    NOT NULL,
  side               text    NOT NULL,
  price              integer NOT NULL,
  size               bigint  NOT NULL,
  notional_micros    bigint  NOT NULL,
  threshold_usd      numeric NOT NULL,
  venue_ts_ms        bigint  NOT NULL,
  detected_ts_ms     bigint  NOT NULL,
  PRIMARY KEY (account_id, venue, venue_market_id, trade_id)
);
CREATE INDEX whale_trades_account_ts ON whale_trades (account_id, venue_ts_ms DESC);
CREATE INDEX whale_trades_account_event_ts ON whale_trades (account_id, event_id, venue_ts_ms DESC);
CREATE INDEX whale_trades_account_market_ts ON whale_trades (account_id, market_id, venue_ts_ms DESC);
`,
  },
  {
    id: 'whales/003_published',
    sql: `
-- A whale trade is inserted unpublished and marked once whale.trade.v1 has it: a crash or a broker outage between
-- the two leaves it unpublished, and the replayed trade publishes it then (rows from before: published).
ALTER TABLE whale_trades ADD COLUMN published boolean NOT NULL DEFAULT true;
`,
  },
];
