// Checks of venue JSON values shared by the connectors' parsers: each returns the value with its type, or throws a
// VenueDataError naming the field (`wrong_type`, `bad_json`, `bad_decimal`) with the offending value.
import { VenueDataError } from './wire-decimal.ts';

/** One venue text frame parsed as JSON; bad JSON is `bad_json` with the frame's first 200 characters. */
export function parseWireJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new VenueDataError('bad_json', 'frame', text.slice(0, 200));
  }
}

/** A JSON object (not null, not an array). */
export function wireObject(v: unknown, field: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new VenueDataError('wrong_type', field, v);
  return v as Record<string, unknown>;
}

/** A JSON array. */
export function wireArray(v: unknown, field: string): unknown[] {
  if (!Array.isArray(v)) throw new VenueDataError('wrong_type', field, v);
  return v;
}

/** A string, possibly empty. */
export function wireString(v: unknown, field: string): string {
  if (typeof v !== 'string') throw new VenueDataError('wrong_type', field, v);
  return v;
}

/** A non-empty string (ids, tickers). */
export function wireNonEmptyString(v: unknown, field: string): string {
  if (typeof v !== 'string' || v.length === 0) throw new VenueDataError('wrong_type', field, v);
  return v;
}

/** A safe integer. */
export function wireInt(v: unknown, field: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw new VenueDataError('wrong_type', field, v);
  return v;
}

/** The plain unsigned decimal string ("0.07", "1") of a JSON number or numeric string, else `bad_decimal`. */
export function wireDecimalString(v: number | string, field: string): string {
  const s = typeof v === 'number' ? String(v) : v;
  if (!/^\d+(\.\d+)?$/.test(s)) throw new VenueDataError('bad_decimal', field, v);
  return s;
}
