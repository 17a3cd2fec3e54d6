// Query-parameter validation and opaque keyset cursors shared by the search and history capabilities.
import { createHash } from 'node:crypto';
import { HttpError } from '../capability.ts';

/** A query string as Fastify parses it (repeated keys become arrays). */
export type Query = Record<string, string | string[] | undefined>;

/** The single value of a parameter; a repeated parameter is a 400 naming it. Empty strings count as given. */
export function one(q: Query, name: string): string | undefined {
  const v = q[name];
  if (Array.isArray(v)) throw new HttpError(400, `${name} must be given once`);
  return v;
}

/** A required non-empty string parameter. */
export function required(q: Query, name: string, what: string): string {
  const v = one(q, name);
  if (v === undefined || v.trim() === '') throw new HttpError(400, `${name} is required (${what})`);
  return v.trim();
}

/** An optional non-empty string parameter (an empty value is a 400). */
export function optionalText(q: Query, name: string, maxLength = 200): string | undefined {
  const v = one(q, name);
  if (v === undefined) return undefined;
  const t = v.trim();
  if (t === '') throw new HttpError(400, `${name} must not be empty`);
  if (t.length > maxLength) throw new HttpError(400, `${name} must be at most ${maxLength} characters`);
  return t;
}

/** Integer in [min, max] with a default. */
export function intParam(q: Query, name: string, min: number, max: number, dflt: number): number {
  const v = one(q, name);
  if (v === undefined) return dflt;
  if (!/^\d+$/.test(v.trim())) throw new HttpError(400, `${name} must be an integer from ${min} to ${max} (got ${JSON.stringify(v)})`);
  const n = Number(v.trim());
  if (n < min || n > max) throw new HttpError(400, `${name} must be an integer from ${min} to ${max} (got ${v})`);
  return n;
}

/** Optional Unix-ms timestamp. */
export function msParam(q: Query, name: string): number | undefined {
  const v = one(q, name);
  if (v === undefined) return undefined;
  if (!/^\d{1,15}$/.test(v.trim())) throw new HttpError(400, `${name} must be a Unix timestamp in milliseconds (got ${JSON.stringify(v)})`);
  return Number(v.trim());
}

/** One of a fixed set of values, or the default. */
export function enumParam<T extends string>(q: Query, name: string, values: readonly T[], dflt: T): T;
export function enumParam<T extends string>(q: Query, name: string, values: readonly T[], dflt?: undefined): T | undefined;
export function enumParam<T extends string>(q: Query, name: string, values: readonly T[], dflt?: T): T | undefined {
  const v = one(q, name);
  if (v === undefined) return dflt;
  if (!(values as readonly string[]).includes(v)) throw new HttpError(400, `${name} must be one of ${values.join(', ')} (got ${JSON.stringify(v)})`);
  return v as T;
}

const ISO_INSTANT_RE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|z|[+-]\d{2}:?\d{2})?)?$/;

/** Optional ISO 8601 instant, returned as text PostgreSQL reads exactly (UTC when no zone), microseconds kept. */
export function isoParam(q: Query, name: string): string | undefined {
  const v = one(q, name);
  if (v === undefined) return undefined;
  const t = v.trim();
  if (!ISO_INSTANT_RE.test(t) || Number.isNaN(Date.parse(t.length === 10 ? `${t}T00:00:00Z` : t))) {
    throw new HttpError(400, `${name} must be an ISO 8601 date or date-time (got ${JSON.stringify(v)})`);
  }
  return /(?:Z|z|[+-]\d{2}:?\d{2})$/.test(t) || t.length === 10 ? (t.length === 10 ? `${t}T00:00:00Z` : t) : `${t}Z`;
}

/** Keyset cursor: the sort key of the last row returned, bound to the query it came from. */
export interface CursorKey {
  /** sort key values of the last row */
  k: Array<string | number>;
}

function fingerprint(scope: string): string {
  return createHash('sha256').update(scope).digest('base64url').slice(0, 12);
}

/** Encodes an opaque cursor for `scope` (the route and every filter that shapes the result). */
export function encodeCursor(scope: string, k: Array<string | number>): string {
  return Buffer.from(JSON.stringify({ f: fingerprint(scope), k }), 'utf8').toString('base64url');
}

/** Decodes a cursor of `scope`; a malformed or foreign cursor is a 400 naming the parameter. */
export function decodeCursor(param: string, value: string | undefined, scope: string, shape: Array<'n' | 's'>): Array<string | number> | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, `${param} is not a valid cursor`);
  }
  if (typeof parsed !== 'object' || parsed === null) throw new HttpError(400, `${param} is not a valid cursor`);
  const { f, k } = parsed as { f?: unknown; k?: unknown };
  if (!Array.isArray(k) || k.length !== shape.length || !k.every((x, i) => (shape[i] === 'n' ? Number.isSafeInteger(x) : typeof x === 'string'))) {
    throw new HttpError(400, `${param} is not a valid cursor`);
  }
  if (f !== fingerprint(scope)) throw new HttpError(400, `${param} belongs to a different query (same filters are required to page on)`);
  return k as Array<string | number>;
}

/** Route options: free access and a query-string schema naming every accepted parameter (as strings; the handler
 *  validates values so each 400 names the parameter and the rule). */
export function freeRoute(params: readonly string[], description: string): {
  config: { access: 'free' };
  schema: { description: string; querystring: { type: 'object'; properties: Record<string, { type: 'string' }>; additionalProperties: false } };
} {
  const properties: Record<string, { type: 'string' }> = {};
  for (const p of params) properties[p] = { type: 'string' };
  return { config: { access: 'free' }, schema: { description, querystring: { type: 'object', properties, additionalProperties: false } } };
}
