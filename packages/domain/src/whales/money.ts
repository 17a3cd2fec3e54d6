// Whale money: trade notionals and thresholds as exact integers in micro-USD (price 1/10000 × size 1/100 = 1e-6 USD).
import { Decimal } from 'decimal.js';

/** Default threshold of a newly tracked event, in USD. */
export const DEFAULT_WHALE_THRESHOLD_USD = '10000';
/** Largest threshold accepted, in USD (keeps micro-USD values exact integers). */
export const MAX_WHALE_THRESHOLD_USD = 1_000_000_000;
const MICROS = 1_000_000;

/** USD notional of a trade in micro-USD: price (1/10000) × size (1/100), exact. */
export function tradeNotionalMicros(price: number, size: number): number {
  return price * size;
}

/** Micro-USD → decimal string with 2 places, rounded down (e.g. 12345.67). */
export function microsToUsdString(micros: number): string {
  return new Decimal(micros).div(MICROS).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

/** Micro-USD → JSON number of USD (for responses; exact to the micro for the values we produce). */
export function microsToUsdNumber(micros: number): number {
  return new Decimal(micros).div(MICROS).toNumber();
}

/** A validated threshold: micro-USD integer and its canonical decimal text. */
export interface WhaleThreshold {
  micros: number;
  text: string;
}

/** Why a threshold was refused (the message names the rule). */
export class InvalidThresholdError extends Error {
  readonly code = 'INVALID_THRESHOLD';
}

const DECIMAL_RE = /^\d{1,10}(?:\.\d{1,6})?$/;

/** Parses a threshold in USD given as a JSON number or a decimal string: 0 ≤ t ≤ 1e9, at most 6 decimal places. */
export function parseWhaleThreshold(value: unknown): WhaleThreshold {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InvalidThresholdError('whale_threshold_usd must be a finite number');
    if (value < 0) throw new InvalidThresholdError('whale_threshold_usd must not be negative');
    text = new Decimal(value).toFixed();
  } else if (typeof value === 'string') {
    text = value.trim();
    if (text.startsWith('-')) throw new InvalidThresholdError('whale_threshold_usd must not be negative');
  } else {
    throw new InvalidThresholdError('whale_threshold_usd must be a number (USD)');
  }
  if (!DECIMAL_RE.test(text)) throw new InvalidThresholdError('whale_threshold_usd must be a non-negative number of USD with at most 6 decimal places');
  const d = new Decimal(text);
  if (d.gt(MAX_WHALE_THRESHOLD_USD)) throw new InvalidThresholdError(`whale_threshold_usd must be at most ${MAX_WHALE_THRESHOLD_USD}`);
  return { micros: d.mul(MICROS).toNumber(), text: d.toFixed() };
}
