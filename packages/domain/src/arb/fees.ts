// Fee models as data (the FeeModel record of md.catalog.v1) compiled into exact per-price tables.
import { PRICE_ONE, parseDecimalExact, pow10 } from './fixed.ts';

export type FeeKind = 'none' | 'alpha_quadratic' | 'beta_power' | 'gamma_quadratic' | 'notional_bps';

/** Per-contract taker fee model of one listing, as carried by md.catalog.v1.
 *  none: 0; alpha_quadratic: rate×multiplier×p(1−p); beta_power: rate×(p(1−p))^exponent;
 *  gamma_quadratic: rate×p(1−p); notional_bps: rate×p. */
export interface FeeModel {
  kind: FeeKind;
  rate: string;
  multiplier: string;
  exponent: number;
  taker_only: boolean;
}

/** Fee tables are exact in this unit: 1e-40 cent. */
export const BIG_SCALE = 40;
/** The fast (Number) path works in 1e-12 cent ("pico-cents"). */
export const PICO_SCALE = 12;
/** 1/10000 dollar = 1/100 cent = 1e10 pico-cents. */
export const PICO_PER_PRICE_UNIT = 1e10;

/** Thrown for a fee model that is malformed or too precise to tabulate exactly. */
export class FeeModelError extends Error {
  readonly code = 'FEE_MODEL_INVALID';
  constructor(message: string) {
    super(message);
    this.name = 'FeeModelError';
  }
}

/** The fee of one contract at every price 0..10000 (1/10000), exact.
 *  `pico` holds the fee in 1e-12 cent when `exact` (every entry a safe integer there); `big` always holds
 *  the fee in 1e-40 cent. */
export class FeeTable {
  readonly key: string;
  readonly model: FeeModel;
  readonly exact: boolean;
  readonly pico: Float64Array;
  readonly big: readonly bigint[];
  constructor(key: string, model: FeeModel, exact: boolean, pico: Float64Array, big: readonly bigint[]) {
    this.key = key;
    this.model = model;
    this.exact = exact;
    this.pico = pico;
    this.big = big;
  }
}

const KINDS: readonly FeeKind[] = ['none', 'alpha_quadratic', 'beta_power', 'gamma_quadratic', 'notional_bps'];

/** Stable identity of a fee model (tables are shared between listings with the same model). */
export function feeModelKey(m: FeeModel): string {
  return `${m.kind}|${m.rate}|${m.multiplier}|${m.exponent}`;
}

function decimal(name: string, value: string): { num: bigint; scale: number } {
  if (typeof value !== 'string') throw new FeeModelError(`fee ${name} must be a decimal string`);
  try {
    const d = parseDecimalExact(value);
    if (d.num < 0n) throw new FeeModelError(`fee ${name} must not be negative, got ${value}`);
    return d;
  } catch (err) {
    if (err instanceof FeeModelError) throw err;
    throw new FeeModelError(`fee ${name} is not a decimal: ${JSON.stringify(value)}`);
  }
}

/** Builds the exact table of a fee model. Throws FeeModelError for a malformed model. */
export function compileFeeTable(model: FeeModel): FeeTable {
  if (!KINDS.includes(model.kind)) throw new FeeModelError(`unknown fee kind ${JSON.stringify(model.kind)}`);
  const rate = decimal('rate', model.rate);
  const mult = model.kind === 'alpha_quadratic' ? decimal('multiplier', model.multiplier) : { num: 1n, scale: 0 };
  const e = model.kind === 'beta_power' ? model.exponent : 1;
  if (!Number.isInteger(e) || e < 1 || e > 4) throw new FeeModelError(`fee exponent must be an integer 1..4, got ${model.exponent}`);
  // fee_cents(P) = coef × f(P) × 100 / 10^den, f integer in P; fee in 1e-40 cent = coef × f × 10^(42 − den).
  const coef = model.kind === 'none' ? 0n : rate.num * mult.num;
  const den = rate.scale + mult.scale + (model.kind === 'notional_bps' ? 4 : 8 * e);
  const shift = BIG_SCALE + 2 - den;
  if (shift < 0) throw new FeeModelError(`fee model too precise to tabulate exactly (${feeModelKey(model)})`);
  const factor = coef * pow10(shift);
  const big: bigint[] = new Array<bigint>(PRICE_ONE + 1);
  const pico = new Float64Array(PRICE_ONE + 1);
  const toPico = pow10(BIG_SCALE - PICO_SCALE);
  let exact = true;
  for (let p = 0; p <= PRICE_ONE; p++) {
    const P = BigInt(p);
    let f: bigint;
    if (model.kind === 'notional_bps') f = P;
    else f = (P * BigInt(PRICE_ONE - p)) ** BigInt(e);
    const v = factor * f;
    big[p] = v;
    if (exact) {
      if (v % toPico !== 0n) exact = false;
      else {
        const q = v / toPico;
        if (q > BigInt(Number.MAX_SAFE_INTEGER)) exact = false;
        else pico[p] = Number(q);
      }
    }
  }
  return new FeeTable(feeModelKey(model), model, exact, pico, big);
}

/** Shares compiled tables between listings with the same model. */
export class FeeTableCache {
  private readonly tables = new Map<string, FeeTable>();
  get(model: FeeModel): FeeTable {
    const key = feeModelKey(model);
    let t = this.tables.get(key);
    if (!t) {
      t = compileFeeTable(model);
      this.tables.set(key, t);
    }
    return t;
  }
  get size(): number {
    return this.tables.size;
  }
}
