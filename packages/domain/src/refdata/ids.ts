// Identifier shapes, validation and deterministic minting (OPI, OPO, OPL, OPE).
import { slugify } from './text.ts';

export const OPI_RE = /^OPI-[0-9A-Z]{8}$/;
export const OPO_RE = /^OPO:[0-9A-Z]{8}:[a-z0-9][a-z0-9-]*$/;
export const OPL_RE = /^OPL:[A-Z_]+:\S+$/;
export const OPE_RE = /^OPE:[A-Z_]+:[A-Z0-9][A-Z0-9-]*$/;
export const QID_RE = /^Q[1-9]\d*$/;

/** 64-bit FNV-1a over UTF-16 code units, as two 32-bit halves (pure, no BigInt on the hot path). */
export function hash64(s: string): [number, number] {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
    h2 = (h2 ^ (h2 >>> 15)) >>> 0;
  }
  h1 = Math.imul(h1 ^ (h2 >>> 13), 0x85ebca6b) >>> 0;
  return [h1, h2];
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 8 characters of [0-9A-Z] from a string and a salt (salt > 0 after a collision). */
export function code8(input: string, salt = 0): string {
  const [a, b] = hash64(salt === 0 ? input : `${input}#${salt}`);
  let out = '';
  let x = a;
  let y = b;
  for (let i = 0; i < 8; i++) {
    // consume the 64 bits alternately; 36^8 < 2^42 so collisions are only a registry concern
    const src = i % 2 === 0 ? x : y;
    out += ALPHABET[src % 36];
    if (i % 2 === 0) x = Math.floor(x / 36);
    else y = Math.floor(y / 36);
  }
  return out;
}

export function eventId(anchor: string, salt = 0): string {
  return `OPI-${code8(anchor, salt)}`;
}

export function eventCode(opi: string): string {
  return opi.slice(4);
}

export function outcomeId(opi: string, outcomeSlug: string): string {
  return `OPO:${eventCode(opi)}:${outcomeSlug}`;
}

/** OPL:<VENUE_TAG_UPPER>:<VENUE_ID_UPPER>. */
export function listingId(venue: string, venueId: string): string {
  return `OPL:${venue.toUpperCase()}:${venueId.toUpperCase()}`;
}

/** OPE:<KIND_UPPER>:<NAME-SLUG> (slug upper-cased), with an optional numeric suffix after a collision. */
export function entityId(kind: string, name: string, suffix = 0): string {
  const slug = slugify(name).toUpperCase();
  return `OPE:${kind.toUpperCase()}:${suffix > 0 ? `${slug}-${suffix + 1}` : slug}`;
}

export function outcomeSlug(label: string): string {
  return slugify(label);
}
