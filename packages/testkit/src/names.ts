// Random names for per-test topics, group ids, schemas.
import { randomBytes } from 'node:crypto';

/** `${prefix}_<12 random lowercase hex/alnum chars>`; safe as a topic, group id or SQL identifier when the prefix is. */
export function randomName(prefix = 't'): string {
  if (!/^[A-Za-z0-9_.-]*$/.test(prefix)) throw new TypeError(`randomName: prefix ${JSON.stringify(prefix)} may hold letters, digits, _ . - only`);
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}
