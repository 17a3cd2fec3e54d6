// Fixed-point helpers of the arbitrage domain: decimal strings to integer units and exact half-even formatting.

/** Price units per dollar (prices are integers in 1/10000). */
export const PRICE_ONE = 10000;
/** Size units per contract (sizes are integers in 1/100). */
export const SIZE_ONE = 100;

/** Thrown when a decimal string cannot be represented in the integer unit asked for. */
export class DecimalFormatError extends Error {
  readonly code = 'DECIMAL_FORMAT';
  readonly input: string;
  constructor(input: string, reason: string) {
    super(`${reason}: ${JSON.stringify(input)}`);
    this.name = 'DecimalFormatError';
    this.input = input;
  }
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Parses a decimal string into an integer count of 10^-places units, by string splitting (no floats).
 *  Trailing zeros beyond `places` are accepted; other extra digits are an error. */
export function parseDecimalUnits(input: string, places: number): number {
  const m = DECIMAL.exec(input.trim());
  if (!m) throw new DecimalFormatError(input, 'not a decimal number');
  const sign = m[1] === '-' ? -1 : 1;
  const int = m[2] ?? '0';
  let frac = m[3] ?? '';
  if (frac.length > places) {
    if (!/^0*$/.test(frac.slice(places))) throw new DecimalFormatError(input, `more than ${places} decimal places`);
    frac = frac.slice(0, places);
  }
  frac = frac.padEnd(places, '0');
  const n = Number(int + frac);
  if (!Number.isSafeInteger(n)) throw new DecimalFormatError(input, 'out of range');
  return sign * n === 0 ? 0 : sign * n;
}

/** '0.2750' → 2750 (1/10000). */
export function parsePriceUnits(input: string): number {
  return parseDecimalUnits(input, 4);
}

/** '500.5' → 50050 (1/100 contracts). */
export function parseSizeUnits(input: string): number {
  return parseDecimalUnits(input, 2);
}

/** A decimal string as an exact fraction: value = num / 10^scale. */
export function parseDecimalExact(input: string): { num: bigint; scale: number } {
  const m = DECIMAL.exec(input.trim());
  if (!m) throw new DecimalFormatError(input, 'not a decimal number');
  const frac = (m[3] ?? '').replace(/0+$/, '');
  const num = BigInt((m[2] ?? '0') + frac) * (m[1] === '-' ? -1n : 1n);
  return { num, scale: frac.length };
}

const POW10: bigint[] = [];
for (let i = 0, p = 1n; i <= 64; i++, p *= 10n) POW10.push(p);

/** 10^n as a bigint (0 ≤ n ≤ 64). */
export function pow10(n: number): bigint {
  const p = POW10[n];
  if (p === undefined) throw new RangeError(`10^${n} out of range`);
  return p;
}

/** Divides with rounding half to even (banker's rounding), exact on bigints. */
export function divHalfEven(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('divisor must be positive');
  const neg = n < 0n;
  const a = neg ? -n : n;
  let q = a / d;
  const r = a - q * d;
  const twice = r * 2n;
  if (twice > d || (twice === d && (q & 1n) === 1n)) q += 1n;
  return neg ? -q : q;
}

/** Formats value × 10^-scale as a decimal string rounded half-even to at most `digits` places,
 *  trailing zeros dropped ('1.9509', '-0.6992', '0', '5'). */
export function formatScaled(value: bigint | number, scale: number, digits: number): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && scale >= digits && scale - digits <= 15) return formatSafe(value, scale - digits, digits);
  let v = typeof value === 'bigint' ? value : BigInt(value);
  if (scale > digits) v = divHalfEven(v, pow10(scale - digits));
  else if (scale < digits) v *= pow10(digits - scale);
  const neg = v < 0n;
  const s = (neg ? -v : v).toString().padStart(digits + 1, '0');
  const int = s.slice(0, s.length - digits);
  const frac = s.slice(s.length - digits).replace(/0+$/, '');
  if (int === '0' && frac === '') return '0';
  return (neg ? '-' : '') + int + (frac ? '.' + frac : '');
}

const NPOW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/** formatScaled for a safe integer: exact integer division (quotient fixed up from the exact remainder). */
function formatSafe(value: number, shift: number, digits: number): string {
  const neg = value < 0;
  const a = neg ? -value : value;
  const d = NPOW10[shift] as number;
  let q = Math.floor(a / d);
  let r = a - q * d;
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  const twice = r * 2;
  if (twice > d || (twice === d && q % 2 === 1)) q += 1;
  const s = String(q).padStart(digits + 1, '0');
  const int = s.slice(0, s.length - digits);
  const frac = digits === 0 ? '' : s.slice(s.length - digits).replace(/0+$/, '');
  if (int === '0' && frac === '') return '0';
  return (neg ? '-' : '') + int + (frac ? '.' + frac : '');
}
