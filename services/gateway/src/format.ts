// Fixed-point formatting at the edge: integers in 1/10^places → decimal strings, without float arithmetic.

/** `fixed(4500, 4)` → "0.4500"; `fixed(-25, 2)` → "-0.25". */
export function fixed(n: number, places: number): string {
  const neg = n < 0;
  const s = String(Math.abs(Math.trunc(n))).padStart(places + 1, '0');
  const out = places === 0 ? s : `${s.slice(0, s.length - places)}.${s.slice(s.length - places)}`;
  return neg ? `-${out}` : out;
}

/** price in 1/10000 → "0.4500" */
export const price = (p: number): string => fixed(p, 4);
/** size in 1/100 contracts → "12.50" */
export const size = (s: number): string => fixed(s, 2);

/** Unix ms → ISO 8601 UTC. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
