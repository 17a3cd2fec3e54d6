// The recorder's tables: venue catalogs (searchable), trades, 6-hour snapshots, 1m/5m book snapshots and
// top-of-book series. Time series are partitioned by month on `ts` (Unix ms); partitions are created on
// demand and dropped by retention (partitions.ts). Natural keys make every write idempotent on replay.
import type { Migration } from '@ref/store';

const catalog = `
CREATE TABLE rec_series (
  venue          text        NOT NULL,
  series_id      text        NOT NULL,
  title          text,
  category       text,
  discovered_at  timestamptz NOT NULL,
  observed_at    bigint      NOT NULL,
  search_text    tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('simple', series_id), 'A')) STORED,
  PRIMARY KEY (venue, series_id)
);
CREATE INDEX rec_series_search ON rec_series USING gin (search_text);

CREATE TABLE rec_events (
  venue           text        NOT NULL,
  venue_event_id  text        NOT NULL,
  -- public id: alpha event ticker, beta event slug (falls back to the venue id)
  event_id        text        NOT NULL,
  series_id       text,
  title           text        NOT NULL,
  sub_title       text,
  category        text,
  status          text        NOT NULL,
  market_type     text,
  close_time      bigint,
  discovered_at   timestamptz NOT NULL,
  observed_at     bigint      NOT NULL,
  search_text     tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(sub_title, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(series_id, '') || ' ' || event_id), 'C')) STORED,
  PRIMARY KEY (venue, venue_event_id)
);
CREATE INDEX rec_events_event_id ON rec_events (event_id);
CREATE INDEX rec_events_series ON rec_events (series_id);
CREATE INDEX rec_events_discovered ON rec_events (discovered_at DESC, venue, venue_event_id);
CREATE INDEX rec_events_search ON rec_events USING gin (search_text);

CREATE TABLE rec_markets (
  venue           text        NOT NULL,
  market_id       text        NOT NULL,
  venue_event_id  text        NOT NULL,
  event_id        text        NOT NULL,
  event_title     text        NOT NULL,
  series_id       text,
  question        text        NOT NULL,
  outcome_label   text,
  category        text,
  slug            text,
  yes_token       text,
  no_token        text,
  status          text        NOT NULL,
  result          text,
  volume          numeric,
  liquidity       numeric,
  last_yes_price  integer,
  last_no_price   integer,
  close_time      bigint,
  discovered_at   timestamptz NOT NULL,
  settled_at      timestamptz,
  observed_at     bigint      NOT NULL,
  search_text     tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', question), 'A') ||
    setweight(to_tsvector('english', coalesce(outcome_label, '') || ' ' || event_title), 'B') ||
    setweight(to_tsvector('simple', coalesce(series_id, '') || ' ' || event_id || ' ' || market_id), 'C')) STORED,
  PRIMARY KEY (venue, market_id)
);
CREATE UNIQUE INDEX rec_markets_market_id ON rec_markets (market_id);
CREATE INDEX rec_markets_event ON rec_markets (event_id);
CREATE INDEX rec_markets_series ON rec_markets (series_id);
CREATE INDEX rec_markets_discovered ON rec_markets (discovered_at, venue, market_id);
CREATE INDEX rec_markets_settled ON rec_markets (settled_at) WHERE settled_at IS NOT NULL;
CREATE INDEX rec_markets_search ON rec_markets USING gin (search_text);
`;

const series = `
CREATE TABLE rec_trades (
  market_id   text    NOT NULL,
  ts          bigint  NOT NULL,
  trade_id    text    NOT NULL,
  venue       text    NOT NULL,
  token_id    text,
  outcome     text    NOT NULL,
  side        text    NOT NULL,
  price       integer NOT NULL,
  yes_price   integer NOT NULL,
  size        bigint  NOT NULL,
  fee_rate_bps integer,
  tx_hash     text,
  received_at bigint  NOT NULL,
  PRIMARY KEY (market_id, ts, trade_id)
) PARTITION BY RANGE (ts);

CREATE TABLE rec_snapshots_6h (
  market_id  text    NOT NULL,
  ts         bigint  NOT NULL,
  venue      text    NOT NULL,
  open       integer NOT NULL,
  high       integer NOT NULL,
  low        integer NOT NULL,
  close      integer NOT NULL,
  volume     bigint  NOT NULL,
  trades     integer NOT NULL,
  open_ts    bigint  NOT NULL,
  open_tid   text    NOT NULL,
  close_ts   bigint  NOT NULL,
  close_tid  text    NOT NULL,
  PRIMARY KEY (market_id, ts)
);

CREATE TABLE rec_book_1m (
  market_id text   NOT NULL,
  ts        bigint NOT NULL,
  venue     text   NOT NULL,
  seq       bigint NOT NULL,
  yes_asks  jsonb  NOT NULL,
  no_asks   jsonb  NOT NULL,
  PRIMARY KEY (market_id, ts)
) PARTITION BY RANGE (ts);

CREATE TABLE rec_book_5m (
  market_id text   NOT NULL,
  ts        bigint NOT NULL,
  venue     text   NOT NULL,
  seq       bigint NOT NULL,
  yes_asks  jsonb  NOT NULL,
  no_asks   jsonb  NOT NULL,
  PRIMARY KEY (market_id, ts)
) PARTITION BY RANGE (ts);

CREATE TABLE rec_top_of_book (
  market_id    text   NOT NULL,
  ts           bigint NOT NULL,
  seq          bigint NOT NULL,
  venue        text   NOT NULL,
  best_yes_ask integer,
  yes_ask_size bigint,
  best_no_ask  integer,
  no_ask_size  bigint,
  PRIMARY KEY (market_id, ts, seq)
) PARTITION BY RANGE (ts);
`;

// Daily roll-up of the 6-hour snapshots, refreshed for the touched days on every write: 1d/1w/1m bars read
// 4× fewer rows than the snapshots (the OHLCV route reads snapshots only for partial days at a window's edges).
const bars1d = `
CREATE TABLE rec_bars_1d (
  market_id  text    NOT NULL,
  ts         bigint  NOT NULL,
  venue      text    NOT NULL,
  open       integer NOT NULL,
  high       integer NOT NULL,
  low        integer NOT NULL,
  close      integer NOT NULL,
  volume     bigint  NOT NULL,
  PRIMARY KEY (market_id, ts)
);
`;

// The daily bars of one UTC month of one market, packed as text "day,open,high,low,close,volume;..." (day = Unix ms /
// 86400000, ascending), re-packed from rec_bars_1d for the touched months on every write. A 365-day 1d/1w/1m request
// for 50 markets reads about 650 short rows through the primary key instead of formatting 18,000 rows in the server
// (measured: about 3 ms instead of 20-50 ms; test/bench/recorder.bench.ts).
const bars1dMonth = `
CREATE TABLE rec_bars_1d_month (
  market_id  text    NOT NULL,
  -- start of the UTC month, Unix ms
  month      bigint  NOT NULL,
  venue      text    NOT NULL,
  bars       text    NOT NULL,
  PRIMARY KEY (market_id, month)
);
INSERT INTO rec_bars_1d_month (market_id, month, venue, bars)
SELECT market_id, (extract(epoch FROM date_trunc('month', to_timestamp(ts / 1000) AT TIME ZONE 'UTC')) * 1000)::bigint AS month, min(venue),
  string_agg(concat_ws(',', ts / ${86_400_000}, open, high, low, close, volume), ';' ORDER BY ts)
FROM rec_bars_1d GROUP BY 1, 2;
`;

/** Applied in order by `store.migrate`. */
export const recorderMigrations: readonly Migration[] = [
  { id: 'recorder/001_catalog', sql: catalog },
  { id: 'recorder/002_series', sql: series },
  { id: 'recorder/003_bars_1d', sql: bars1d },
  { id: 'recorder/004_bars_1d_month', sql: bars1dMonth },
];

/** Partitioned tables and their retention setting names. */
export const PARTITIONED_TABLES = ['rec_trades', 'rec_book_1m', 'rec_book_5m', 'rec_top_of_book'] as const;
export type PartitionedTable = (typeof PARTITIONED_TABLES)[number];
