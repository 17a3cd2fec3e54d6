// History capability (free): OHLCV bars for markets and events from the recorder's 6-hour snapshots, venue
// order-book snapshots, top-of-book series and trades with keyset pagination, and chart pages (inline SVG).
import type { FastifyInstance } from 'fastify';
import {
  DAY_MS, SNAPSHOT_CADENCE, barStats, bidsFromOppositeAsks, gridBars, isoWithOffset, parseBarWindow,
  priceToNumber, priceToString4, sizeToNumber, sortedAsks, topOfBook, type Bar, type BarWindow,
  type ChangeAnchors, type Snapshot, type StoredLevel,
} from '@ref/domain';
import type { Queryable } from '@ref/store';
import { HttpError, type Capability, type GatewayContext } from '../capability.ts';
import { JsonBytes, writeWithBars, type TsCache } from './bars-json.ts';
import { decodeCursor, encodeCursor, enumParam, freeRoute, intParam, msParam, one, required, type Query } from './history-params.ts';

const MAX_IDS = 50;

interface MarketMeta {
  market_id: string;
  venue: string;
  question: string;
  category: string | null;
  event_id: string;
  event_title: string;
  outcome_label: string | null;
  status: string;
  result: string | null;
  close_time: number | null;
}

const META_COLS = 'm.market_id, m.venue, m.question, m.category, m.event_id, m.event_title, m.outcome_label, m.status, m.result, m.close_time';

/** Parses "ts,o,h,l,c,v;..." (non-negative integers) without intermediate strings, pushing onto `rows`. The first
 *  field is multiplied by `tsUnit` (1 for Unix ms; DAY_MS for day numbers); only rows with lo <= ts < hi are kept. */
export function parsePacked(text: string, tsUnit = 1, lo = -Infinity, hi = Infinity, rows: Snapshot[] = []): Snapshot[] {
  const f = [0, 0, 0, 0, 0, 0];
  let k = 0;
  let n = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 59; // ';' ends the last record
    if (c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
    } else if (c === 44) {
      f[k++] = n;
      n = 0;
    } else if (c === 59) {
      f[k] = n;
      const ts = (f[0] as number) * tsUnit;
      if (k === 5 && ts >= lo && ts < hi) rows.push({ ts, open: f[1] as number, high: f[2] as number, low: f[3] as number, close: f[4] as number, volume: f[5] as number });
      k = 0;
      n = 0;
    }
  }
  return rows;
}

const PACK = `string_agg(concat_ws(',', ts, open, high, low, close, volume), ';' ORDER BY ts)`;

/**
 * Rows per market, ascending, for gridBars to place into the interval's buckets, in one statement driven by the
 * primary keys (one index range per id): 6-hour snapshots for 6h bars; for 1d/1w/1m the daily roll-up packed per
 * month (rec_bars_1d_month: about 13 short rows per market-year) over the whole days of the window, plus the
 * snapshots of the partial days at its edges. Rows come back as compact text "ts,o,h,l,c,v;..." (the month rows
 * carry day numbers), parsed without intermediate strings. Measured in test/bench/recorder.bench.ts (which also
 * records the statement's EXPLAIN ANALYZE).
 */
export function barsStatement(ids: string[], w: BarWindow): { sql: string; params: unknown[]; dayLo: number; dayHi: number } {
  const lo = w.startMs;
  const hi = w.endMs;
  const dayLo = Math.ceil(lo / DAY_MS) * DAY_MS;
  const dayHi = Math.floor(hi / DAY_MS) * DAY_MS;
  if (w.interval === '6h' || dayLo >= dayHi) {
    return {
      sql: `SELECT i.id AS market_id, NULL AS days,
              (SELECT ${PACK} FROM rec_snapshots_6h s WHERE s.market_id = i.id AND s.ts >= $2 AND s.ts < $3) AS edges
            FROM unnest($1::text[]) AS i(id)`,
      params: [ids, lo, hi],
      dayLo: hi,
      dayHi: hi,
    };
  }
  const first = new Date(dayLo);
  const monthLo = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1);
  const edges = lo < dayLo || hi > dayHi
    ? `(SELECT ${PACK} FROM rec_snapshots_6h s WHERE s.market_id = i.id AND ((s.ts >= $4 AND s.ts < $5) OR (s.ts >= $3 AND s.ts < $6)))`
    : 'NULL';
  return {
    sql: `SELECT i.id AS market_id,
            (SELECT string_agg(m.bars, ';' ORDER BY m.month) FROM rec_bars_1d_month m WHERE m.market_id = i.id AND m.month >= $2 AND m.month < $3) AS days,
            ${edges} AS edges
          FROM unnest($1::text[]) AS i(id)`,
    params: edges === 'NULL' ? [ids, monthLo, dayHi] : [ids, monthLo, dayHi, lo, dayLo, hi],
    dayLo,
    dayHi,
  };
}

async function loadBars(db: Queryable, ids: string[], w: BarWindow): Promise<Map<string, Snapshot[]>> {
  const st = barsStatement(ids, w);
  const r = await db.query<{ market_id: string; days: string | null; edges: string | null }>(st.sql, st.params);
  const out = new Map<string, Snapshot[]>();
  for (const row of r.rows) {
    const edges = row.edges === null ? [] : parsePacked(row.edges);
    const rows: Snapshot[] = [];
    let e = 0;
    while (e < edges.length && (edges[e] as Snapshot).ts < st.dayLo) rows.push(edges[e++] as Snapshot);
    if (row.days !== null) parsePacked(row.days, DAY_MS, st.dayLo, st.dayHi, rows);
    while (e < edges.length) rows.push(edges[e++] as Snapshot);
    out.set(row.market_id, rows);
  }
  return out;
}

/** change_1d/7d/30d anchors per market: the latest snapshot and the latest ones at or before 1, 7, 30 days earlier. */
async function loadAnchors(db: Queryable, ids: string[]): Promise<Map<string, ChangeAnchors>> {
  const prior = (days: number): string =>
    `(SELECT p.close FROM rec_snapshots_6h p WHERE p.market_id = l.market_id AND p.ts <= l.ts - ${days * DAY_MS} ORDER BY p.ts DESC LIMIT 1)`;
  const r = await db.query<{ market_id: string; close: number; p1: number | null; p7: number | null; p30: number | null }>(
    `SELECT l.market_id, l.close, ${prior(1)} AS p1, ${prior(7)} AS p7, ${prior(30)} AS p30
     FROM unnest($1::text[]) AS i(market_id)
     CROSS JOIN LATERAL (SELECT s.market_id, s.ts, s.close FROM rec_snapshots_6h s WHERE s.market_id = i.market_id ORDER BY s.ts DESC LIMIT 1) l`,
    [ids],
  );
  const out = new Map<string, ChangeAnchors>();
  for (const x of r.rows) out.set(x.market_id, { latest: x.close, prior1d: x.p1, prior7d: x.p7, prior30d: x.p30 });
  return out;
}

const NO_ANCHORS: ChangeAnchors = { latest: null, prior1d: null, prior7d: null, prior30d: null };

export function barJson(b: Bar): Record<string, unknown> {
  return {
    ts: isoWithOffset(b.ts),
    open: b.open === null ? null : priceToNumber(b.open),
    high: b.high === null ? null : priceToNumber(b.high),
    low: b.low === null ? null : priceToNumber(b.low),
    close: b.close === null ? null : priceToNumber(b.close),
    volume: sizeToNumber(b.volume),
  };
}

function statsJson(bars: Bar[], anchors: ChangeAnchors): Record<string, unknown> {
  const s = barStats(bars, anchors);
  const p = (x: number | null): number | null => (x === null ? null : priceToNumber(x));
  return {
    window_open: p(s.windowOpen),
    window_close: p(s.windowClose),
    window_high: p(s.windowHigh),
    window_low: p(s.windowLow),
    window_volume: sizeToNumber(s.windowVolume),
    change_pct: s.changePct === null ? null : Number(s.changePct),
    change_1d: p(s.change1d),
    change_7d: p(s.change7d),
    change_30d: p(s.change30d),
  };
}

function windowOf(q: Query, now: number): BarWindow {
  const w = parseBarWindow({ from: one(q, 'from'), to: one(q, 'to'), last: one(q, 'last'), interval: one(q, 'interval') }, now);
  if (!w.ok) throw new HttpError(400, w.error.detail);
  return w.window;
}

interface SeriesOut {
  meta: MarketMeta;
  bars: Bar[];
  anchors: ChangeAnchors;
}

async function seriesFor(db: Queryable, metas: MarketMeta[], w: BarWindow, now: number): Promise<SeriesOut[]> {
  const ids = metas.map((m) => m.market_id);
  const [bars, anchors] = await Promise.all([loadBars(db, ids, w), loadAnchors(db, ids)]);
  return metas.map((meta) => ({
    meta,
    bars: gridBars(bars.get(meta.market_id) ?? [], w.interval, w.startMs, w.endMs, now),
    anchors: anchors.get(meta.market_id) ?? NO_ANCHORS,
  }));
}

/** Parses market_ids: comma-separated, 1 to 50, duplicates collapsed (first occurrence order kept). */
function marketIds(q: Query): string[] {
  const raw = one(q, 'market_ids');
  if (raw === undefined || raw.trim() === '') throw new HttpError(400, 'market_ids is required: 1 to 50 comma-separated market ids');
  const parts = raw.split(',').map((x) => x.trim());
  if (parts.some((x) => x === '')) throw new HttpError(400, 'market_ids must not contain empty entries');
  const ids = [...new Set(parts)];
  if (ids.length > MAX_IDS) throw new HttpError(400, `market_ids accepts at most ${MAX_IDS} ids (got ${ids.length})`);
  if (ids.some((x) => x.length > 200)) throw new HttpError(400, 'market_ids entries must be at most 200 characters');
  return ids;
}

/** Known alpha/beta markets among `ids`, in the order given (alpha tickers exact, beta condition ids case-insensitive). */
async function findMarkets(db: Queryable, ids: string[]): Promise<MarketMeta[]> {
  const metaRows = await db.query<MarketMeta>(
    `SELECT ${META_COLS} FROM rec_markets m WHERE m.venue IN ('alpha', 'beta') AND (m.market_id = ANY($1::text[]) OR (m.venue = 'beta' AND lower(m.market_id) = ANY($2::text[])))`,
    [ids, ids.map((x) => x.toLowerCase())],
  );
  const byId = new Map<string, MarketMeta>();
  for (const m of metaRows.rows) {
    byId.set(m.market_id, m);
    if (m.venue === 'beta') byId.set(m.market_id.toLowerCase(), m);
  }
  const metas: MarketMeta[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const m = byId.get(id) ?? byId.get(id.toLowerCase());
    if (m && !seen.has(m.market_id)) {
      seen.add(m.market_id);
      metas.push(m);
    }
  }
  return metas;
}

async function marketOhlcv(db: Queryable, q: Query, now: number): Promise<Buffer | string> {
  const ids = marketIds(q);
  const w = windowOf(q, now);
  const metas = await findMarkets(db, ids);
  if (metas.length === 0) return '[]';
  const series = await seriesFor(db, metas, w, now);
  const cache: TsCache = new Map();
  const out = new JsonBytes(series.length * (series[0]?.bars.length ?? 0) * 110 + 4096);
  out.byte(91);
  series.forEach(({ meta, bars, anchors }, i) => {
    if (i > 0) out.byte(44);
    writeWithBars(out, {
      market_id: meta.market_id,
      exchange: meta.venue,
      question: meta.question,
      category: meta.category,
      event_id: meta.event_id,
      event_title: meta.event_title,
      status: meta.status,
      result: meta.result,
      scheduled_close_at: meta.close_time === null ? null : isoWithOffset(meta.close_time),
      interval: w.interval,
      snapshot_cadence: SNAPSHOT_CADENCE,
      window_start: isoWithOffset(w.startMs),
      window_end: isoWithOffset(w.endMs),
      stats: statsJson(bars, anchors),
    }, bars, cache);
  });
  out.byte(93);
  return out.result();
}

async function eventMarkets(db: Queryable, eventId: string): Promise<MarketMeta[]> {
  const r = await db.query<MarketMeta>(
    `SELECT ${META_COLS} FROM rec_markets m
     JOIN rec_events e ON e.venue = m.venue AND e.venue_event_id = m.venue_event_id
     WHERE e.venue IN ('alpha', 'beta') AND (e.event_id = $1 OR e.venue_event_id = $1)
     ORDER BY m.venue, m.discovered_at, m.market_id`,
    [eventId],
  );
  return r.rows;
}

async function eventOhlcv(db: Queryable, eventId: string, q: Query, now: number): Promise<Buffer> {
  const w = windowOf(q, now);
  if (!eventId || eventId.length > 200) throw new HttpError(400, 'event_id must be an alpha event ticker or a beta event slug');
  let metas = await eventMarkets(db, eventId);
  if (metas.length === 0) throw new HttpError(404, `event not found or without markets in the snapshot pipeline: ${eventId}`);
  const venue = (metas[0] as MarketMeta).venue;
  metas = metas.filter((m) => m.venue === venue);
  const first = metas[0] as MarketMeta;
  const series = await seriesFor(db, metas, w, now);
  const closes = metas.map((m) => m.close_time).filter((x): x is number => x !== null);
  const head = JSON.stringify({
    event_id: first.event_id,
    exchange: venue,
    event_title: first.event_title,
    category: first.category,
    scheduled_close_at: closes.length === 0 ? null : isoWithOffset(Math.max(...closes)),
    interval: w.interval,
    snapshot_cadence: SNAPSHOT_CADENCE,
    window_start: isoWithOffset(w.startMs),
    window_end: isoWithOffset(w.endMs),
  });
  const cache: TsCache = new Map();
  const out = new JsonBytes(series.length * (series[0]?.bars.length ?? 0) * 110 + 4096);
  out.text(`${head.slice(0, -1)},"outcomes":[`);
  series.forEach(({ meta, bars, anchors }, i) => {
    if (i > 0) out.byte(44);
    writeWithBars(out, {
      market_id: meta.market_id,
      outcome_label: meta.outcome_label ?? meta.question,
      status: meta.status,
      result: meta.result,
      stats: statsJson(bars, anchors),
    }, bars, cache);
  });
  out.text(']}');
  return out.result();
}

// ---- venue history -------------------------------------------------------------------------------------------

interface Range {
  start?: number | undefined;
  end?: number | undefined;
  /** ascending from start when start_time is given; otherwise newest first (ending at end_time when given) */
  asc: boolean;
}

function rangeOf(q: Query): Range {
  const start = msParam(q, 'start_time');
  const end = msParam(q, 'end_time');
  if (start !== undefined && end !== undefined && start > end) throw new HttpError(400, 'start_time must not be after end_time');
  return { start, end, asc: start !== undefined };
}

/** WHERE fragments for a ts range plus a keyset position on (ts, tie...) in the range's direction. */
function keyset(r: Range, params: unknown[], after: Array<string | number> | undefined, tieCols: string[], tieTypes: string[]): string {
  const parts: string[] = [];
  if (r.start !== undefined) {
    params.push(r.start);
    parts.push(`ts >= $${params.length}`);
  }
  if (r.end !== undefined) {
    params.push(r.end);
    parts.push(`ts <= $${params.length}`);
  }
  if (after) {
    const slots = after.map((v, i) => {
      params.push(v);
      return `$${params.length}::${i === 0 ? 'bigint' : tieTypes[i - 1]}`;
    });
    const cols = ['ts', ...tieCols];
    parts.push(cols.length === 1 ? `ts ${r.asc ? '>' : '<'} ${slots[0]}` : `(${cols.join(', ')}) ${r.asc ? '>' : '<'} (${slots.join(', ')})`);
  }
  return parts.length > 0 ? ` AND ${parts.join(' AND ')}` : '';
}

function levelsJson(levels: StoredLevel[]): Array<{ price: string; size: number }> {
  return levels.map((l) => ({ price: priceToString4(l.price), size: sizeToNumber(l.size) }));
}

function parseLevels(raw: unknown): StoredLevel[] {
  return Array.isArray(raw) ? (raw as Array<[number, number]>).map(([price, size]) => ({ price, size })) : [];
}

function p(x: number | null): number | null {
  return x === null ? null : priceToNumber(x);
}

interface BookRowDb {
  market_id: string;
  ts: number;
  yes_asks: unknown;
  no_asks: unknown;
}

async function tokensOf(db: Queryable, marketId: string): Promise<{ yes: string | null; no: string | null } | null> {
  const r = await db.query<{ yes_token: string | null; no_token: string | null }>(
    `SELECT yes_token, no_token FROM rec_markets WHERE venue = 'beta' AND lower(market_id) = lower($1)`,
    [marketId],
  );
  const row = r.rows[0];
  return row ? { yes: row.yes_token, no: row.no_token } : null;
}

function pageOf<T>(rows: T[], limit: number): { page: T[]; hasMore: boolean } {
  return { page: rows.slice(0, limit), hasMore: rows.length > limit };
}

// ---- charts --------------------------------------------------------------------------------------------------

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const COLORS = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#be185d', '#4d7c0f'];

/** An SVG chart: candlesticks (one series) or close lines (several), price axis 0..1 scaled to the data, volume bars. */
export function renderChartSvg(series: Array<{ label: string; bars: Bar[] }>, width = 960, height = 420): string {
  const padL = 56;
  const padR = 16;
  const padT = 16;
  const volH = 70;
  const priceH = height - padT - volH - 40;
  const n = Math.max(1, ...series.map((s) => s.bars.length));
  const step = (width - padL - padR) / n;
  let lo = 10_000;
  let hi = 0;
  let vmax = 0;
  for (const s of series) {
    for (const b of s.bars) {
      if (b.low !== null && b.low < lo) lo = b.low;
      if (b.high !== null && b.high > hi) hi = b.high;
      if (b.volume > vmax) vmax = b.volume;
    }
  }
  if (hi < lo) {
    lo = 0;
    hi = 10_000;
  }
  if (hi === lo) {
    lo = Math.max(0, lo - 100);
    hi = Math.min(10_000, hi + 100);
  }
  const y = (v: number): number => padT + priceH - ((v - lo) / (hi - lo)) * priceH;
  const x = (i: number): number => padL + i * step + step / 2;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" font-family="sans-serif" font-size="11">`);
  parts.push(`<rect width="${width}" height="${height}" fill="#fff"/>`);
  for (let k = 0; k <= 4; k++) {
    const v = lo + ((hi - lo) * k) / 4;
    parts.push(`<line x1="${padL}" x2="${width - padR}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="#e5e7eb"/>`);
    parts.push(`<text x="${padL - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end" fill="#374151">${(v / 10_000).toFixed(3)}</text>`);
  }
  const volTop = padT + priceH + 20;
  if (series.length === 1) {
    const bars = (series[0] as { bars: Bar[] }).bars;
    bars.forEach((b, i) => {
      if (b.open === null || b.close === null || b.high === null || b.low === null) return;
      const up = b.close >= b.open;
      const color = up ? '#16a34a' : '#dc2626';
      const bw = Math.max(1, step * 0.6);
      parts.push(`<line class="wick" x1="${x(i).toFixed(1)}" x2="${x(i).toFixed(1)}" y1="${y(b.high).toFixed(1)}" y2="${y(b.low).toFixed(1)}" stroke="${color}"/>`);
      const top = y(Math.max(b.open, b.close));
      const h = Math.max(1, Math.abs(y(b.open) - y(b.close)));
      parts.push(`<rect class="candle" x="${(x(i) - bw / 2).toFixed(1)}" y="${top.toFixed(1)}" width="${bw.toFixed(1)}" height="${h.toFixed(1)}" fill="${color}"/>`);
    });
  } else {
    series.forEach((s, k) => {
      const pts: string[] = [];
      s.bars.forEach((b, i) => {
        if (b.close !== null) pts.push(`${x(i).toFixed(1)},${y(b.close).toFixed(1)}`);
      });
      const color = COLORS[k % COLORS.length] as string;
      if (pts.length > 0) parts.push(`<polyline class="line" fill="none" stroke="${color}" stroke-width="2" points="${pts.join(' ')}"/>`);
      parts.push(`<text x="${padL + 8 + (k % 4) * 200}" y="${height - 6 - Math.floor(k / 4) * 14}" fill="${color}">■ ${esc(s.label)}</text>`);
    });
  }
  if (vmax > 0) {
    const bars = series[0]?.bars ?? [];
    const totals = bars.map((_, i) => series.reduce((a, s) => a + (s.bars[i]?.volume ?? 0), 0));
    const tmax = Math.max(...totals);
    totals.forEach((v, i) => {
      if (v <= 0) return;
      const h = (v / tmax) * volH;
      parts.push(`<rect class="volume" x="${(x(i) - Math.max(1, step * 0.3)).toFixed(1)}" y="${(volTop + volH - h).toFixed(1)}" width="${Math.max(1, step * 0.6).toFixed(1)}" height="${h.toFixed(1)}" fill="#9ca3af"/>`);
    });
  }
  const first = series[0]?.bars[0];
  const last = series[0]?.bars.at(-1);
  if (first && last) {
    parts.push(`<text x="${padL}" y="${height - 24}" fill="#374151">${isoWithOffset(first.ts).slice(0, 10)}</text>`);
    parts.push(`<text x="${width - padR}" y="${height - 24}" text-anchor="end" fill="#374151">${isoWithOffset(last.ts).slice(0, 10)}</text>`);
  }
  parts.push('</svg>');
  return parts.join('');
}

function page(title: string, subtitle: string, svg: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:sans-serif;margin:24px;color:#111}h1{font-size:20px;margin:0 0 4px}p{color:#4b5563;margin:0 0 16px}</style></head>
<body><h1>${esc(title)}</h1><p>${esc(subtitle)}</p>${svg}</body></html>`;
}

// ---- registration ----------------------------------------------------------------------------------------------

async function register(app: FastifyInstance, ctx: GatewayContext): Promise<void> {
  const db = ctx.store;

  const json = 'application/json; charset=utf-8';
  app.get('/markets/ohlcv', freeRoute(['market_ids', 'from', 'to', 'last', 'interval'], 'OHLCV bars of 1 to 50 markets'), async (req, reply) =>
    reply.type(json).send(await marketOhlcv(db, req.query as Query, ctx.now())));

  app.get('/events/:event_id/ohlcv', freeRoute(['from', 'to', 'last', 'interval'], 'OHLCV bars of every outcome of an event'), async (req, reply) =>
    reply.type(json).send(await eventOhlcv(db, (req.params as { event_id: string }).event_id, req.query as Query, ctx.now())));

  // alpha: order book from our YES/NO ask ladders (a YES bid at p is a NO ask at 1 − p)
  app.get('/historical/alpha/orderbook', freeRoute(['market_id', 'start_time', 'end_time', 'granularity', 'limit', 'pagination_key'], 'Order-book snapshots of an alpha market (1m or 5m)'), async (req) => {
    const q = req.query as Query;
    const marketId = required(q, 'market_id', 'an alpha market ticker');
    const granularity = enumParam(q, 'granularity', ['1m', '5m'] as const, '1m');
    const limit = intParam(q, 'limit', 1, 200, 100);
    const r = rangeOf(q);
    const scope = `alpha/orderbook|${marketId}|${granularity}|${r.start ?? ''}|${r.end ?? ''}`;
    const after = decodeCursor('pagination_key', one(q, 'pagination_key'), scope, ['n']);
    const params: unknown[] = [marketId];
    const where = keyset(r, params, after, [], []);
    params.push(limit + 1);
    const rows = (await db.query<BookRowDb>(
      `SELECT market_id, ts, yes_asks, no_asks FROM rec_book_${granularity} WHERE market_id = $1 AND venue = 'alpha'${where}
       ORDER BY ts ${r.asc ? 'ASC' : 'DESC'} LIMIT $${params.length}`, params)).rows;
    const { page: got, hasMore } = pageOf(rows, limit);
    const last = got.at(-1);
    return {
      snapshots: got.map((row) => {
        const yesAsks = parseLevels(row.yes_asks);
        const noAsks = parseLevels(row.no_asks);
        const tob = topOfBook(yesAsks, noAsks);
        return {
          market_id: row.market_id,
          timestamp: row.ts,
          yes_bids: levelsJson(bidsFromOppositeAsks(noAsks)),
          no_bids: levelsJson(bidsFromOppositeAsks(yesAsks)),
          best_yes_bid: p(tob.bestBid),
          best_yes_ask: p(tob.bestAsk),
          mid: tob.mid,
          spread: p(tob.spread),
        };
      }),
      pagination: { limit, count: got.length, has_more: hasMore, pagination_key: hasMore && last ? encodeCursor(scope, [last.ts]) : null },
    };
  });

  app.get('/historical/alpha/top-of-book', freeRoute(['market_id', 'start_time', 'end_time', 'limit', 'pagination_key'], 'Top-of-book series of an alpha market'), async (req) => {
    const q = req.query as Query;
    const marketId = required(q, 'market_id', 'an alpha market ticker');
    const limit = intParam(q, 'limit', 1, 200, 100);
    const r = rangeOf(q);
    const scope = `alpha/tob|${marketId}|${r.start ?? ''}|${r.end ?? ''}`;
    const after = decodeCursor('pagination_key', one(q, 'pagination_key'), scope, ['n', 'n']);
    const params: unknown[] = [marketId];
    const where = keyset(r, params, after, ['seq'], ['bigint']);
    params.push(limit + 1);
    const rows = (await db.query<{ market_id: string; ts: number; seq: number; best_yes_ask: number | null; yes_ask_size: number | null; best_no_ask: number | null; no_ask_size: number | null }>(
      `SELECT market_id, ts, seq, best_yes_ask, yes_ask_size, best_no_ask, no_ask_size FROM rec_top_of_book
       WHERE market_id = $1 AND venue = 'alpha'${where} ORDER BY ts ${r.asc ? 'ASC' : 'DESC'}, seq ${r.asc ? 'ASC' : 'DESC'} LIMIT $${params.length}`, params)).rows;
    const { page: got, hasMore } = pageOf(rows, limit);
    const last = got.at(-1);
    return {
      top_of_book: got.map((row) => {
        const bid = row.best_no_ask === null ? null : 10_000 - row.best_no_ask;
        const ask = row.best_yes_ask;
        return {
          market_id: row.market_id,
          timestamp: row.ts,
          best_yes_bid: p(bid),
          best_yes_bid_size: row.no_ask_size === null ? null : sizeToNumber(row.no_ask_size),
          best_yes_ask: p(ask),
          best_yes_ask_size: row.yes_ask_size === null ? null : sizeToNumber(row.yes_ask_size),
          mid: bid !== null && ask !== null ? (bid + ask) / 20_000 : null,
          spread: bid !== null && ask !== null ? priceToNumber(ask - bid) : null,
        };
      }),
      pagination: { limit, count: got.length, has_more: hasMore, pagination_key: hasMore && last ? encodeCursor(scope, [last.ts, last.seq]) : null },
    };
  });

  app.get('/historical/alpha/trades', freeRoute(['market_id', 'start_time', 'end_time', 'limit', 'pagination_key'], 'Trades of an alpha market'), async (req) => {
    const q = req.query as Query;
    const marketId = required(q, 'market_id', 'an alpha market ticker');
    const limit = intParam(q, 'limit', 1, 200, 100);
    const r = rangeOf(q);
    const scope = `alpha/trades|${marketId}|${r.start ?? ''}|${r.end ?? ''}`;
    const after = decodeCursor('pagination_key', one(q, 'pagination_key'), scope, ['n', 's']);
    const params: unknown[] = [marketId];
    const where = keyset(r, params, after, ['trade_id'], ['text']);
    params.push(limit + 1);
    const rows = (await db.query<{ market_id: string; ts: number; trade_id: string; outcome: 'yes' | 'no'; side: string; yes_price: number; size: number }>(
      `SELECT market_id, ts, trade_id, outcome, side, yes_price, size FROM rec_trades
       WHERE market_id = $1 AND venue = 'alpha'${where} ORDER BY ts ${r.asc ? 'ASC' : 'DESC'}, trade_id ${r.asc ? 'ASC' : 'DESC'} LIMIT $${params.length}`, params)).rows;
    const { page: got, hasMore } = pageOf(rows, limit);
    const last = got.at(-1);
    return {
      trades: got.map((t) => ({
        trade_id: t.trade_id,
        market_id: t.market_id,
        timestamp: t.ts,
        taker_side: t.side === 'buy' ? t.outcome : t.outcome === 'yes' ? 'no' : 'yes',
        yes_price: priceToString4(t.yes_price),
        no_price: priceToString4(10_000 - t.yes_price),
        count: sizeToNumber(t.size),
      })),
      pagination: { limit, count: got.length, has_more: hasMore, pagination_key: hasMore && last ? encodeCursor(scope, [last.ts, last.trade_id]) : null },
    };
  });

  // beta condition ids are hex: an alpha ticker sent here is a 400, not a silently empty page (lookups ignore case)
  function betaMarketId(q: Query): string {
    const id = required(q, 'market_id', 'a beta condition id (0x...)');
    if (!/^0x[0-9a-f]{1,128}$/i.test(id)) throw new HttpError(400, `market_id must be a beta condition id: 0x followed by hex digits (got ${JSON.stringify(id)})`);
    return id;
  }

  // beta: per token; the YES token's asks are our YES asks and its bids the NO asks at 1 − p (and vice versa)
  async function betaTokens(q: Query): Promise<{ marketId: string; tokens: Array<{ idx: number; id: string }> } | null> {
    const marketId = betaMarketId(q);
    const assetId = one(q, 'asset_id');
    if (assetId !== undefined && assetId.trim() === '') throw new HttpError(400, 'asset_id must not be empty');
    const tokens = await tokensOf(db, marketId);
    if (!tokens) return null;
    const all = [{ idx: 0, id: tokens.yes ?? 'yes' }, { idx: 1, id: tokens.no ?? 'no' }];
    if (assetId === undefined) return { marketId, tokens: all };
    const t = all.filter((x) => x.id === assetId.trim());
    if (t.length === 0) throw new HttpError(400, `asset_id ${assetId} is not a token of market_id ${marketId}`);
    return { marketId, tokens: t };
  }

  app.get('/historical/beta/orderbook', freeRoute(['market_id', 'asset_id', 'start_time', 'end_time', 'granularity', 'limit', 'cursor'], 'Order-book snapshots per token of a beta market (1m or 5m)'), async (req) => {
    const q = req.query as Query;
    const granularity = enumParam(q, 'granularity', ['1m', '5m'] as const, '1m');
    const limit = intParam(q, 'limit', 1, 200, 100);
    const r = rangeOf(q);
    const bt = await betaTokens(q);
    const scope = `beta/orderbook|${one(q, 'market_id') ?? ''}|${one(q, 'asset_id') ?? ''}|${granularity}|${r.start ?? ''}|${r.end ?? ''}`;
    const after = decodeCursor('cursor', one(q, 'cursor'), scope, ['n', 'n']);
    if (!bt) return { snapshots: [], pagination: { limit, count: 0, has_more: false, next_cursor: null } };
    const params: unknown[] = [bt.marketId];
    // rows at the cursor's ts may still hold the other token: fetch from that ts inclusive, filter below
    const where = keyset(r, params, after ? [(after[0] as number) + (r.asc ? -1 : 1)] : undefined, [], []);
    params.push(limit + 2);
    const rows = (await db.query<BookRowDb>(
      `SELECT market_id, ts, yes_asks, no_asks FROM rec_book_${granularity} WHERE lower(market_id) = lower($1) AND venue = 'beta'${where}
       ORDER BY ts ${r.asc ? 'ASC' : 'DESC'} LIMIT $${params.length}`, params)).rows;
    const expanded: Array<{ ts: number; idx: number; out: Record<string, unknown> }> = [];
    for (const row of rows) {
      const yesAsks = parseLevels(row.yes_asks);
      const noAsks = parseLevels(row.no_asks);
      for (const t of bt.tokens) {
        if (after && row.ts === after[0] && (r.asc ? t.idx <= (after[1] as number) : t.idx >= (after[1] as number))) continue;
        const asks = t.idx === 0 ? yesAsks : noAsks;
        const opp = t.idx === 0 ? noAsks : yesAsks;
        const tob = topOfBook(asks, opp);
        expanded.push({ ts: row.ts, idx: t.idx, out: {
          market_id: row.market_id, asset_id: t.id, timestamp: row.ts,
          bids: levelsJson(bidsFromOppositeAsks(opp)), asks: levelsJson(sortedAsks(asks)),
          best_bid: p(tob.bestBid), best_ask: p(tob.bestAsk), mid: tob.mid, spread: p(tob.spread),
        } });
      }
    }
    if (!r.asc) expanded.sort((a, b) => b.ts - a.ts || b.idx - a.idx);
    const { page: got, hasMore } = pageOf(expanded, limit);
    const last = got.at(-1);
    return {
      snapshots: got.map((x) => x.out),
      pagination: { limit, count: got.length, has_more: hasMore, next_cursor: hasMore && last ? encodeCursor(scope, [last.ts, last.idx]) : null },
    };
  });

  app.get('/historical/beta/top-of-book', freeRoute(['market_id', 'asset_id', 'start_time', 'end_time', 'limit', 'cursor'], 'Top-of-book series per token of a beta market'), async (req) => {
    const q = req.query as Query;
    const limit = intParam(q, 'limit', 1, 200, 100);
    const r = rangeOf(q);
    const bt = await betaTokens(q);
    const scope = `beta/tob|${one(q, 'market_id') ?? ''}|${one(q, 'asset_id') ?? ''}|${r.start ?? ''}|${r.end ?? ''}`;
    const after = decodeCursor('cursor', one(q, 'cursor'), scope, ['n', 'n', 'n']);
    if (!bt) return { top_of_book: [], pagination: { limit, count: 0, has_more: false, next_cursor: null } };
    const params: unknown[] = [bt.marketId];
    const where = keyset(r, params, after ? [after[0] as number, (after[1] as number) + (r.asc ? -1 : 1)] : undefined, ['seq'], ['bigint']);
    params.push(limit + 2);
    const rows = (await db.query<{ market_id: string; ts: number; seq: number; best_yes_ask: number | null; yes_ask_size: number | null; best_no_ask: number | null; no_ask_size: number | null }>(
      `SELECT market_id, ts, seq, best_yes_ask, yes_ask_size, best_no_ask, no_ask_size FROM rec_top_of_book
       WHERE lower(market_id) = lower($1) AND venue = 'beta'${where} ORDER BY ts ${r.asc ? 'ASC' : 'DESC'}, seq ${r.asc ? 'ASC' : 'DESC'} LIMIT $${params.length}`, params)).rows;
    const expanded: Array<{ ts: number; seq: number; idx: number; out: Record<string, unknown> }> = [];
    for (const row of rows) {
      for (const t of bt.tokens) {
        if (after && row.ts === after[0] && row.seq === after[1] && (r.asc ? t.idx <= (after[2] as number) : t.idx >= (after[2] as number))) continue;
        const ask = t.idx === 0 ? row.best_yes_ask : row.best_no_ask;
        const oppAsk = t.idx === 0 ? row.best_no_ask : row.best_yes_ask;
        const bid = oppAsk === null ? null : 10_000 - oppAsk;
        expanded.push({ ts: row.ts, seq: row.seq, idx: t.idx, out: {
          market_id: row.market_id, asset_id: t.id, timestamp: row.ts,
          best_bid: p(bid), best_ask: p(ask),
          mid: bid !== null && ask !== null ? (bid + ask) / 20_000 : null,
          spread: bid !== null && ask !== null ? priceToNumber(ask - bid) : null,
        } });
      }
    }
    if (!r.asc) expanded.sort((a, b) => b.ts - a.ts || b.seq - a.seq || b.idx - a.idx);
    const { page: got, hasMore } = pageOf(expanded, limit);
    const last = got.at(-1);
    return {
      top_of_book: got.map((x) => x.out),
      pagination: { limit, count: got.length, has_more: hasMore, next_cursor: hasMore && last ? encodeCursor(scope, [last.ts, last.seq, last.idx]) : null },
    };
  });

  app.get('/historical/beta/trades', freeRoute(['market_id', 'asset_id', 'start_time', 'end_time', 'limit', 'cursor'], 'Trades of a beta market'), async (req) => {
    const q = req.query as Query;
    const marketId = betaMarketId(q);
    const assetId = one(q, 'asset_id');
    if (assetId !== undefined && assetId.trim() === '') throw new HttpError(400, 'asset_id must not be empty');
    const limit = intParam(q, 'limit', 1, 200, 100);
    const r = rangeOf(q);
    const scope = `beta/trades|${marketId}|${assetId ?? ''}|${r.start ?? ''}|${r.end ?? ''}`;
    const after = decodeCursor('cursor', one(q, 'cursor'), scope, ['n', 's']);
    const params: unknown[] = [marketId.toLowerCase()];
    let assetFilter = '';
    if (assetId !== undefined) {
      params.push(assetId.trim());
      assetFilter = ` AND token_id = $${params.length}`;
    }
    const where = keyset(r, params, after, ['trade_id'], ['text']);
    params.push(limit + 1);
    const rows = (await db.query<{ market_id: string; ts: number; trade_id: string; token_id: string | null; side: string; price: number; size: number; tx_hash: string | null; fee_rate_bps: number | null }>(
      `SELECT market_id, ts, trade_id, token_id, side, price, size, tx_hash, fee_rate_bps FROM rec_trades
       WHERE lower(market_id) = $1 AND venue = 'beta'${assetFilter}${where}
       ORDER BY ts ${r.asc ? 'ASC' : 'DESC'}, trade_id ${r.asc ? 'ASC' : 'DESC'} LIMIT $${params.length}`, params)).rows;
    const { page: got, hasMore } = pageOf(rows, limit);
    const last = got.at(-1);
    return {
      trades: got.map((t) => ({
        asset_id: t.token_id,
        market_id: t.market_id,
        timestamp: t.ts,
        side: t.side === 'buy' ? 'BUY' : 'SELL',
        price: priceToString4(t.price),
        size: sizeToNumber(t.size),
        transaction_hash: t.tx_hash,
        fee_rate_bps: t.fee_rate_bps === null ? null : String(t.fee_rate_bps),
      })),
      pagination: { limit, count: got.length, has_more: hasMore, next_cursor: hasMore && last ? encodeCursor(scope, [last.ts, last.trade_id]) : null },
    };
  });

  // Chart pages: static HTML with an inline SVG, linkable from the docs page.
  app.get('/charts/market', freeRoute(['market_id', 'from', 'to', 'last', 'interval'], 'Chart page (HTML, inline SVG) of a market\'s bars'), async (req, reply) => {
    const q = req.query as Query;
    const marketId = required(q, 'market_id', 'an alpha ticker or beta condition id');
    const query: Query = { ...q };
    if (query['last'] === undefined && query['from'] === undefined && query['to'] === undefined) query['last'] = '90d';
    const w = windowOf(query, ctx.now());
    const [meta] = await findMarkets(db, [marketId]);
    if (!meta) throw new HttpError(404, `market not found in the snapshot pipeline: ${marketId}`);
    const [series] = await seriesFor(db, [meta], w, ctx.now());
    const svg = renderChartSvg([{ label: meta.question, bars: series?.bars ?? [] }]);
    return reply.type('text/html; charset=utf-8').send(page(meta.question, `${meta.venue} · ${meta.market_id} · ${w.interval} bars · ${isoWithOffset(w.startMs)} → ${isoWithOffset(w.endMs)}`, svg));
  });

  app.get('/charts/event', freeRoute(['event_id', 'from', 'to', 'last', 'interval'], 'Chart page (HTML, inline SVG) of an event\'s outcomes'), async (req, reply) => {
    const q = { ...(req.query as Query) };
    const eventId = required(q, 'event_id', 'an alpha event ticker or beta event slug');
    if (q['last'] === undefined && q['from'] === undefined && q['to'] === undefined) q['last'] = '90d';
    const w = windowOf(q, ctx.now());
    const metas = (await eventMarkets(db, eventId)).filter((m, _i, all) => m.venue === all[0]?.venue);
    if (metas.length === 0) throw new HttpError(404, `event not found or without markets in the snapshot pipeline: ${eventId}`);
    const series = await seriesFor(db, metas, w, ctx.now());
    const svg = renderChartSvg(series.map((s) => ({ label: s.meta.outcome_label ?? s.meta.question, bars: s.bars })));
    const first = metas[0] as MarketMeta;
    return reply.type('text/html; charset=utf-8').send(page(first.event_title, `${first.venue} · ${first.event_id} · ${metas.length} outcomes · ${w.interval} closes`, svg));
  });
}

/** The history capability: bars, venue history and charts. */
export const historyCapability: Capability = { name: 'history', register };
