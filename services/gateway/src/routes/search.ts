// Search capability (free): catalog discovery over venues alpha and beta from the recorder's tables, with
// PostgreSQL full-text search (websearch_to_tsquery, ranked by ts_rank).
import type { FastifyInstance } from 'fastify';
import { priceToString4 } from '@ref/domain';
import { HttpError, type Capability, type GatewayContext } from '../capability.ts';
import { enumParam, freeRoute, intParam, isoParam, one, optionalText, type Query } from './history-params.ts';

const EXCHANGES = ['alpha', 'beta'] as const;

/** Market search record, exactly as the interface lists its fields. */
export interface MarketSearchRecord {
  market_id: string;
  exchange: string;
  series_id: string | null;
  question: string;
  category: string | null;
  status: string;
  volume: number;
  liquidity: number;
  last_yes_price: string | null;
  last_no_price: string | null;
  event_id: string;
  event_title: string;
  slug: string | null;
  discovered_at: string;
  settled_at: string | null;
}

interface MarketRow {
  market_id: string;
  venue: string;
  series_id: string | null;
  question: string;
  category: string | null;
  status: string;
  volume: string | null;
  liquidity: string | null;
  last_yes_price: number | null;
  last_no_price: number | null;
  event_id: string;
  event_title: string;
  slug: string | null;
  discovered_at: string;
  settled_at: string | null;
}

// Timestamps as text with microseconds so a watermark passed back as discovered_after is exact.
const TS_TEXT = (col: string): string => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const MARKET_COLS = `m.market_id, m.venue, m.series_id, m.question, m.category, m.status, m.volume::text AS volume, m.liquidity::text AS liquidity,
  m.last_yes_price, m.last_no_price, m.event_id, m.event_title, m.slug, ${TS_TEXT('m.discovered_at')} AS discovered_at,
  ${TS_TEXT('m.settled_at')} AS settled_at`;

function toRecord(r: MarketRow): MarketSearchRecord {
  return {
    market_id: r.market_id,
    exchange: r.venue,
    series_id: r.series_id,
    question: r.question,
    category: r.category,
    status: r.status,
    volume: r.volume === null ? 0 : Number(r.volume),
    liquidity: r.liquidity === null ? 0 : Number(r.liquidity),
    last_yes_price: r.last_yes_price === null ? null : priceToString4(r.last_yes_price),
    last_no_price: r.last_no_price === null ? null : priceToString4(r.last_no_price),
    event_id: r.event_id,
    event_title: r.event_title,
    slug: r.slug,
    discovered_at: r.discovered_at,
    settled_at: r.settled_at,
  };
}

function venues(q: Query): string[] {
  const ex = enumParam(q, 'exchange', EXCHANGES);
  return ex ? [ex] : [...EXCHANGES];
}

interface EventRow {
  event_id: string;
  venue: string;
  venue_event_id: string;
  series_id: string | null;
  title: string;
  sub_title: string | null;
  category: string | null;
  status: string;
  close_time: number | null;
  discovered_at: string;
  market_count: number;
}

const EVENT_COLS = `e.event_id, e.venue, e.venue_event_id, e.series_id, e.title, e.sub_title, e.category, e.status, e.close_time,
  ${TS_TEXT('e.discovered_at')} AS discovered_at,
  (SELECT count(*)::int FROM rec_markets m WHERE m.venue = e.venue AND m.venue_event_id = e.venue_event_id) AS market_count`;

function toEvent(r: EventRow): Record<string, unknown> {
  return {
    event_id: r.event_id,
    exchange: r.venue,
    venue_event_id: r.venue_event_id,
    series_id: r.series_id,
    title: r.title,
    sub_title: r.sub_title,
    category: r.category,
    status: r.status,
    scheduled_close_at: r.close_time === null ? null : new Date(r.close_time).toISOString(),
    market_count: r.market_count,
    discovered_at: r.discovered_at,
  };
}

/** Registers the search routes. */
async function register(app: FastifyInstance, ctx: GatewayContext): Promise<void> {
  const db = ctx.store;

  app.get('/search/recent/markets', freeRoute(['exchange', 'limit'], 'Most recently discovered markets on alpha and beta'), async (req) => {
    const q = req.query as Query;
    const limit = intParam(q, 'limit', 1, 100, 30);
    const r = await db.query<MarketRow>(
      `SELECT ${MARKET_COLS} FROM rec_markets m WHERE m.venue = ANY($1::text[]) ORDER BY m.discovered_at DESC, m.venue, m.market_id LIMIT $2`,
      [venues(q), limit],
    );
    return r.rows.map(toRecord);
  });

  app.get('/search/markets', freeRoute(['q', 'series_id', 'exchange', 'status', 'settled_after', 'settled_before', 'discovered_after', 'limit'], 'Markets by full-text query, series and time filters (discovered_after for watermarked polling)'), async (req) => {
    const q = req.query as Query;
    const text = optionalText(q, 'q');
    const seriesId = optionalText(q, 'series_id');
    const settledAfter = isoParam(q, 'settled_after');
    const settledBefore = isoParam(q, 'settled_before');
    const discoveredAfter = isoParam(q, 'discovered_after');
    const status = optionalText(q, 'status', 40);
    const limit = intParam(q, 'limit', 1, 100, 30);
    const vs = venues(q);
    if (text === undefined && seriesId === undefined && settledAfter === undefined && settledBefore === undefined && discoveredAfter === undefined) {
      throw new HttpError(400, 'q is required unless series_id, settled_after, settled_before or discovered_after is given');
    }
    if (settledAfter && settledBefore && Date.parse(settledAfter) >= Date.parse(settledBefore)) {
      throw new HttpError(400, 'settled_after must be before settled_before');
    }
    const params: unknown[] = [vs];
    const where = ['m.venue = ANY($1::text[])'];
    let rank = '0';
    if (text !== undefined) {
      params.push(text);
      where.push(`m.search_text @@ websearch_to_tsquery('english', $${params.length})`);
      rank = `ts_rank(m.search_text, websearch_to_tsquery('english', $${params.length}))`;
    }
    if (seriesId !== undefined) {
      params.push(seriesId);
      where.push(`m.series_id = $${params.length}`);
    }
    if (settledAfter !== undefined) {
      params.push(settledAfter);
      where.push(`m.settled_at > $${params.length}::timestamptz`);
    }
    if (settledBefore !== undefined) {
      params.push(settledBefore);
      where.push(`m.settled_at < $${params.length}::timestamptz`);
    }
    if (discoveredAfter !== undefined) {
      params.push(discoveredAfter);
      where.push(`m.discovered_at > $${params.length}::timestamptz`);
    }
    if (status !== undefined) {
      params.push(status);
      where.push(`m.status = $${params.length}`);
    }
    // Watermarked polling reads oldest first; a query ranks; otherwise the newest first.
    const order = discoveredAfter !== undefined ? 'm.discovered_at ASC, m.venue, m.market_id'
      : text !== undefined ? 'rank DESC, m.discovered_at DESC, m.venue, m.market_id' : 'm.discovered_at DESC, m.venue, m.market_id';
    params.push(limit + 1);
    const sql = `SELECT ${MARKET_COLS}, ${rank} AS rank FROM rec_markets m WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT $${params.length}`;
    const rows = (await db.query<MarketRow>(sql, params)).rows;
    if (discoveredAfter === undefined || rows.length <= limit) return rows.slice(0, limit).map(toRecord);
    // Never cut a group of equal discovered_at: the caller's next watermark must not skip its rest.
    const page = rows.slice(0, limit);
    const boundary = page[page.length - 1]?.discovered_at;
    if (rows[limit]?.discovered_at !== boundary) return page.map(toRecord);
    const trimmed = page.filter((r) => r.discovered_at !== boundary);
    if (trimmed.length > 0) return trimmed.map(toRecord);
    // The whole page is one group: return all of it.
    const groupParams = [...params.slice(0, -1)];
    groupParams.push(boundary);
    const group = await db.query<MarketRow>(
      `SELECT ${MARKET_COLS} FROM rec_markets m WHERE ${where.join(' AND ')} AND m.discovered_at = $${groupParams.length}::timestamptz ORDER BY m.venue, m.market_id`,
      groupParams,
    );
    return group.rows.map(toRecord);
  });

  app.get('/search/series', freeRoute(['q', 'exchange', 'limit'], 'Series on alpha and beta by title or series_id substring'), async (req) => {
    const q = req.query as Query;
    const text = optionalText(q, 'q');
    const limit = intParam(q, 'limit', 1, 100, 30);
    const params: unknown[] = [venues(q), limit];
    let filter = '';
    let exactFirst = '';
    if (text !== undefined) {
      params.push(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, text.toLowerCase());
      filter = 'AND (s.title ILIKE $3 OR s.series_id ILIKE $3)';
      exactFirst = '(lower(s.series_id) = $4) DESC, ';
    }
    const r = await db.query<{ series_id: string; venue: string; title: string | null; category: string | null; event_count: number; discovered_at: string }>(
      `SELECT s.series_id, s.venue, s.title, s.category, ${TS_TEXT('s.discovered_at')} AS discovered_at,
         (SELECT count(*)::int FROM rec_events e WHERE e.venue = s.venue AND e.series_id = s.series_id) AS event_count
       FROM rec_series s WHERE s.venue = ANY($1::text[]) ${filter}
       ORDER BY ${exactFirst}s.series_id, s.venue LIMIT $2`,
      params,
    );
    return r.rows.map((s) => ({ series_id: s.series_id, exchange: s.venue, title: s.title, category: s.category, event_count: s.event_count, discovered_at: s.discovered_at }));
  });

  app.get('/search/events', freeRoute(['q', 'series_id', 'exchange', 'status', 'limit'], 'Events by full-text query and/or series_id'), async (req) => {
    const q = req.query as Query;
    const text = optionalText(q, 'q');
    const seriesId = optionalText(q, 'series_id');
    const status = optionalText(q, 'status', 40);
    const limit = intParam(q, 'limit', 1, 100, 30);
    const vs = venues(q);
    if (text === undefined && seriesId === undefined) throw new HttpError(400, 'q is required unless series_id is given');
    const params: unknown[] = [vs];
    const where = ['e.venue = ANY($1::text[])'];
    let rank = '0';
    if (text !== undefined) {
      params.push(text);
      where.push(`e.search_text @@ websearch_to_tsquery('english', $${params.length})`);
      rank = `ts_rank(e.search_text, websearch_to_tsquery('english', $${params.length}))`;
    }
    if (seriesId !== undefined) {
      params.push(seriesId);
      where.push(`e.series_id = $${params.length}`);
    }
    if (status !== undefined) {
      params.push(status);
      where.push(`e.status = $${params.length}`);
    }
    params.push(limit);
    const r = await db.query<EventRow>(
      `SELECT ${EVENT_COLS}, ${rank} AS rank FROM rec_events e WHERE ${where.join(' AND ')}
       ORDER BY rank DESC, e.discovered_at DESC, e.venue, e.venue_event_id LIMIT $${params.length}`,
      params,
    );
    return r.rows.map(toEvent);
  });

  app.get('/search/recent/events', freeRoute(['exchange', 'limit'], 'Latest event listings'), async (req) => {
    const q = req.query as Query;
    const limit = intParam(q, 'limit', 1, 100, 30);
    const r = await db.query<EventRow>(
      `SELECT ${EVENT_COLS} FROM rec_events e WHERE e.venue = ANY($1::text[]) ORDER BY e.discovered_at DESC, e.venue, e.venue_event_id LIMIT $2`,
      [venues(q), limit],
    );
    return r.rows.map(toEvent);
  });

  app.get('/search/events/:event_id/markets', freeRoute(['exchange'], 'All markets of one event'), async (req) => {
    const q = req.query as Query;
    const eventId = (req.params as { event_id: string }).event_id;
    const vs = venues(q);
    if (!eventId || eventId.length > 200) throw new HttpError(400, 'event_id must be a venue event ticker or slug');
    one(q, 'exchange');
    const ev = await db.query<{ venue: string; venue_event_id: string }>(
      `SELECT venue, venue_event_id FROM rec_events WHERE venue = ANY($1::text[]) AND (event_id = $2 OR venue_event_id = $2) ORDER BY venue LIMIT 2`,
      [vs, eventId],
    );
    if (ev.rows.length === 0) throw new HttpError(404, `event not found: ${eventId}`);
    const r = await db.query<MarketRow>(
      `SELECT ${MARKET_COLS} FROM rec_markets m JOIN unnest($1::text[], $2::text[]) AS e(venue, venue_event_id)
         ON m.venue = e.venue AND m.venue_event_id = e.venue_event_id
       ORDER BY m.venue, m.discovered_at, m.market_id`,
      [ev.rows.map((e) => e.venue), ev.rows.map((e) => e.venue_event_id)],
    );
    return r.rows.map(toRecord);
  });
}

/** The search capability. */
export const searchCapability: Capability = { name: 'search', register };
