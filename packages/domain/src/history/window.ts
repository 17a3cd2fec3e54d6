// Bar intervals, `last=<int><unit>` and from/to window parsing for the OHLCV routes (pure: `now` comes in).

/** Native cadence of the market snapshots. */
export const SNAPSHOT_CADENCE = '6h';
/** Bar history begins here for every venue (2026-03-21T00:00:00Z). */
export const HISTORY_START_MS = Date.UTC(2026, 2, 21);
/** Longest window one request may ask for. */
export const MAX_WINDOW_DAYS = 365;
/** Window used when neither `from` nor `last` is given. */
export const DEFAULT_WINDOW_DAYS = 30;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const SIX_HOURS_MS = 6 * HOUR_MS;

export type BarInterval = '6h' | '1d' | '1w' | '1m';
export const BAR_INTERVALS: readonly BarInterval[] = ['6h', '1d', '1w', '1m'];

export function isBarInterval(x: string): x is BarInterval {
  return (BAR_INTERVALS as readonly string[]).includes(x);
}

/** Monday 1970-01-05T00:00:00Z: weeks start on Monday (ISO). */
const WEEK_ORIGIN_MS = 4 * DAY_MS;

/** Start of the bucket of `interval` that contains `ts` (UTC; weeks start Monday, months on the 1st). */
export function bucketStart(ts: number, interval: BarInterval): number {
  switch (interval) {
    case '6h':
      return Math.floor(ts / SIX_HOURS_MS) * SIX_HOURS_MS;
    case '1d':
      return Math.floor(ts / DAY_MS) * DAY_MS;
    case '1w':
      return Math.floor((ts - WEEK_ORIGIN_MS) / (7 * DAY_MS)) * 7 * DAY_MS + WEEK_ORIGIN_MS;
    case '1m': {
      const d = new Date(ts);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    }
  }
}

/** Start of the bucket after the one starting at `start`. */
export function nextBucket(start: number, interval: BarInterval): number {
  switch (interval) {
    case '6h':
      return start + SIX_HOURS_MS;
    case '1d':
      return start + DAY_MS;
    case '1w':
      return start + 7 * DAY_MS;
    case '1m': {
      const d = new Date(start);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    }
  }
}

/** Bucket starts covering [startMs, endMs): the bucket containing startMs up to the last one starting before endMs. */
export function bucketStarts(startMs: number, endMs: number, interval: BarInterval): number[] {
  const out: number[] = [];
  for (let b = bucketStart(startMs, interval); b < endMs; b = nextBucket(b, interval)) out.push(b);
  return out;
}

/** A parameter problem: the route answers 400 with `detail`. */
export interface ParamError {
  param: string;
  detail: string;
}

export interface BarWindow {
  interval: BarInterval;
  /** inclusive, Unix ms (for `last`: the start of the bucket containing now − N) */
  startMs: number;
  /** exclusive, Unix ms */
  endMs: number;
  /** true when the window came from `last` (the in-progress bucket is included) */
  fromLast: boolean;
}

const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|z|[+-]\d{2}:?\d{2})?)?$/;

/** Parses an ISO 8601 date or date-time (zone optional, UTC when absent) to Unix ms; null when invalid. */
export function parseIsoInstant(text: string): number | null {
  const m = ISO_RE.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const ms = Number((frac + '000').slice(0, 3));
  let t = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(t);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null; // 2026-02-30
  if (zone && zone !== 'Z' && zone !== 'z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const zh = Number(digits.slice(0, 2));
    const zm = Number(digits.slice(2, 4));
    if (zh > 23 || zm > 59) return null;
    t -= sign * (zh * HOUR_MS + zm * 60_000);
  }
  return Number.isFinite(t) ? t : null;
}

const LAST_RE = /^([1-9]\d{0,4})([hdwm])$/;

/** Length of `last=<int><unit>` in ms (h hours, d days, w weeks, m months of 30 days); null when malformed. */
export function parseLast(text: string): number | null {
  const m = LAST_RE.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2];
  const unitMs = unit === 'h' ? HOUR_MS : unit === 'd' ? DAY_MS : unit === 'w' ? 7 * DAY_MS : 30 * DAY_MS;
  return n * unitMs;
}

export interface WindowQuery {
  from?: string | undefined;
  to?: string | undefined;
  last?: string | undefined;
  interval?: string | undefined;
}

/** Validates from/to/last/interval against the interface's rules; `nowMs` is the caller's clock. */
export function parseBarWindow(q: WindowQuery, nowMs: number): { ok: true; window: BarWindow } | { ok: false; error: ParamError } {
  const intervalText = q.interval ?? '1d';
  if (!isBarInterval(intervalText)) {
    return { ok: false, error: { param: 'interval', detail: `interval must be one of 6h, 1d, 1w, 1m (got ${JSON.stringify(intervalText)})` } };
  }
  const interval = intervalText;
  const hasFrom = q.from !== undefined;
  const hasTo = q.to !== undefined;
  if (q.last !== undefined) {
    if (hasFrom || hasTo) {
      return { ok: false, error: { param: 'last', detail: `last is mutually exclusive with ${hasFrom ? 'from' : 'to'}: pass either last or from/to` } };
    }
    const span = parseLast(q.last);
    if (span === null) {
      return { ok: false, error: { param: 'last', detail: `last must be <int><unit> with unit h, d, w or m, for example 30d (got ${JSON.stringify(q.last)})` } };
    }
    if (span > MAX_WINDOW_DAYS * DAY_MS) {
      return { ok: false, error: { param: 'last', detail: `last must cover at most ${MAX_WINDOW_DAYS} days (got ${q.last})` } };
    }
    return { ok: true, window: { interval, startMs: bucketStart(nowMs - span, interval), endMs: nowMs, fromLast: true } };
  }
  let fromMs: number | null = null;
  let toMs: number | null = null;
  if (hasFrom) {
    fromMs = parseIsoInstant(q.from ?? '');
    if (fromMs === null) return { ok: false, error: { param: 'from', detail: `from must be an ISO 8601 date or date-time (got ${JSON.stringify(q.from)})` } };
  }
  if (hasTo) {
    toMs = parseIsoInstant(q.to ?? '');
    if (toMs === null) return { ok: false, error: { param: 'to', detail: `to must be an ISO 8601 date or date-time (got ${JSON.stringify(q.to)})` } };
  }
  const end = toMs ?? (fromMs !== null ? Math.max(nowMs, fromMs) : nowMs);
  const start = fromMs ?? end - DEFAULT_WINDOW_DAYS * DAY_MS;
  if (start >= end) {
    return { ok: false, error: { param: 'from', detail: `invalid window: from must be before to` } };
  }
  if (end - start > MAX_WINDOW_DAYS * DAY_MS) {
    return { ok: false, error: { param: 'from', detail: `invalid window: from/to must span at most ${MAX_WINDOW_DAYS} days` } };
  }
  return { ok: true, window: { interval, startMs: start, endMs: end, fromLast: false } };
}

/** ISO 8601 with an explicit +00:00 offset, e.g. 2026-05-01T06:00:00+00:00 (milliseconds only when non-zero). */
export function isoWithOffset(ms: number): string {
  const iso = new Date(ms).toISOString();
  const base = iso.endsWith('.000Z') ? iso.slice(0, -5) : iso.slice(0, -1);
  return `${base}+00:00`;
}
