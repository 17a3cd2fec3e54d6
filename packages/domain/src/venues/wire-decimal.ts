// Venue decimal strings → integers by string splitting: price in 1/10000, size in 1/100. No float arithmetic.

/** Bad venue data: a stable code plus the offending field and value (counted and logged by the caller). */
export class VenueDataError extends Error {
  readonly code: string;
  readonly field: string;
  readonly value: unknown;
  constructor(code: string, field: string, value: unknown) {
    super(`${code}: ${field}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
    this.name = 'VenueDataError';
    this.code = code;
    this.field = field;
    this.value = value;
  }
}

/** Price scale: 1 = 1/10000 of a dollar. */
export const PRICE_SCALE = 10_000;
/** Size scale: 1 = 1/100 contract. */
export const SIZE_SCALE = 100;

const ZERO = 48;
const NINE = 57;
const DOT = 46;

/**
 * Parses an unsigned decimal string ("0.52", ".48", "12", "1.50") into an integer scaled by 10^decimals.
 * Returns -1 when the string is not a plain unsigned decimal, or carries more than `decimals` places
 * (trailing zeros beyond the allowed places are accepted: "0.50000" is 0.5).
 */
export function parseScaled(s: string, decimals: number): number {
  const n = s.length;
  if (n === 0 || n > 24) return -1;
  let intPart = 0;
  let i = 0;
  let digits = 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === DOT) break;
    if (c < ZERO || c > NINE) return -1;
    intPart = intPart * 10 + (c - ZERO);
    digits++;
  }
  let frac = 0;
  let places = 0;
  if (i < n) {
    i++; // the dot
    if (i === n && digits === 0) return -1;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c < ZERO || c > NINE) return -1;
      if (places < decimals) {
        frac = frac * 10 + (c - ZERO);
        places++;
        digits++;
      } else if (c !== ZERO) {
        return -1; // more decimals than allowed
      }
    }
  } else if (digits === 0) return -1;
  if (digits === 0) return -1;
  for (; places < decimals; places++) frac *= 10;
  let scale = 1;
  for (let k = 0; k < decimals; k++) scale *= 10;
  const v = intPart * scale + frac;
  return Number.isSafeInteger(v) ? v : -1;
}

/** A probability price "0.5234" → 5234 (1/10000). Throws VenueDataError on a non-string, >4 decimals, or outside [0, 1]. */
export function parsePrice(value: unknown, field = 'price'): number {
  if (typeof value !== 'string') throw new VenueDataError('wrong_type', field, value);
  const v = parseScaled(value, 4);
  if (v < 0) throw new VenueDataError('bad_decimal', field, value);
  if (v > PRICE_SCALE) throw new VenueDataError('out_of_range', field, value);
  return v;
}

/** A contract size "12.50" → 1250 (1/100). Throws VenueDataError on a non-string, negative, or >2 decimals. */
export function parseSize(value: unknown, field = 'size'): number {
  if (typeof value !== 'string') throw new VenueDataError('wrong_type', field, value);
  if (value.charCodeAt(0) === 45) throw new VenueDataError('negative', field, value);
  const v = parseScaled(value, 2);
  if (v < 0) throw new VenueDataError('bad_decimal', field, value);
  return v;
}

/** A signed size change "-3.00" → -300 (alpha's delta_fp). */
export function parseSignedSize(value: unknown, field = 'delta'): number {
  if (typeof value !== 'string') throw new VenueDataError('wrong_type', field, value);
  const neg = value.charCodeAt(0) === 45;
  const v = parseScaled(neg ? value.slice(1) : value, 2);
  if (v < 0) throw new VenueDataError('bad_decimal', field, value);
  return neg ? -v : v;
}

/** Catalog fields that some venues send as JSON numbers (tick sizes, fee rates): a price from a string or a number. */
export function parseNumericPrice(value: unknown, field = 'price'): number {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return parsePrice(numberToPlain(value), field);
  return parsePrice(value, field);
}

/** A size from a string or a JSON number (catalog fields). */
export function parseNumericSize(value: unknown, field = 'size'): number {
  if (typeof value === 'number' && Number.isFinite(value)) {
    if (value < 0) throw new VenueDataError('negative', field, value);
    return parseSize(numberToPlain(value), field);
  }
  return parseSize(value, field);
}

/** Plain (non-exponent) decimal form of a finite non-negative number as JSON would have printed it. */
function numberToPlain(n: number): string {
  const s = String(n);
  if (!s.includes('e') && !s.includes('E')) return s;
  return n.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

/** Integer price (1/10000) → decimal string with 4 places ("0.5234"). */
export function formatPrice(p: number): string {
  const i = Math.trunc(p / PRICE_SCALE);
  const f = String(p - i * PRICE_SCALE).padStart(4, '0');
  return `${i}.${f}`;
}

/** Integer size (1/100) → decimal string with 2 places ("12.50"). */
export function formatSize(s: number): string {
  const neg = s < 0;
  const a = Math.abs(s);
  const i = Math.trunc(a / SIZE_SCALE);
  const f = String(a - i * SIZE_SCALE).padStart(2, '0');
  return `${neg ? '-' : ''}${i}.${f}`;
}

/**
 * Venue timestamps → Unix ms: numbers (seconds below 1e12, else ms), digit strings the same way, or ISO 8601 strings.
 * Throws VenueDataError when the value is none of these.
 */
export function parseTimestampMs(value: unknown, field = 'timestamp'): number {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value < 1e12 ? Math.round(value * 1000) : Math.round(value);
  if (typeof value === 'string' && value.length > 0) {
    if (/^\d+(\.\d+)?$/.test(value)) return parseTimestampMs(Number(value), field);
    const t = Date.parse(value);
    if (Number.isFinite(t)) return t;
  }
  throw new VenueDataError('bad_timestamp', field, value);
}

/** A Unix-ms timestamp sent as digits or a number (beta's `timestamp`), no unit guessing. */
export function parseEpochMs(value: unknown, field = 'timestamp'): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,16}$/.test(value)) return Number(value);
  throw new VenueDataError('bad_timestamp', field, value);
}
