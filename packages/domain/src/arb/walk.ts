// Top of book and the 25-level depth walk of one directed pair (YES on one listing, NO on another), exact.
import type { ArbLadder } from './ladder.ts';
import { BIG_SCALE, PICO_PER_PRICE_UNIT, PICO_SCALE, type FeeTable } from './fees.ts';
import { PRICE_ONE, formatScaled } from './fixed.ts';

/** Levels per leg the walk considers. */
export const WALK_DEPTH = 25;

const LIMB = 67108864; // 2^26
/** A price bound above every price: any change on that ladder may matter. */
export const NO_BOUND = 2147483647;

/** The dependency bound of one ladder after a walk that stopped at index `k` (levels 0..k-1 consumed, level k
 *  read or partly consumed when k < max). `broke`: the walk stopped on an unprofitable level pair. */
function boundOf(l: ArbLadder, k: number, max: number, depth: number, broke: boolean): number {
  const n = l.length;
  if (broke || k < max) return l.prices[n - 1 - k] as number;
  // this ladder was walked to its end or to the depth limit
  return n >= depth ? (l.prices[n - depth] as number) : NO_BOUND;
}
const BIG_PRICE_UNIT = 10n ** BigInt(BIG_SCALE - 2); // 1/10000 dollar in 1e-40 cent

/** Result of one directed pair, written in place by evaluatePair (caller-owned, reused per update).
 *  Money is exact: in pico-cents (1e-12 cent) on the Number path (`exact`), else in 1e-40 cent bigints. */
export class PairResult {
  /** false when either leg has no ask (nothing to report). */
  quoted = false;
  /** true: the Number path (pico-cents) was used; false: the bigint path. */
  exact = true;
  yesAsk = -1;
  noAsk = -1;
  /** 1/100 cent: 10000 − yes_ask − no_ask. */
  grossUnits = 0;
  feePico = 0;
  netPico = 0;
  feeBig = 0n;
  netBig = 0n;
  /** 1/100 contracts. */
  executableSize = 0;
  /** Σ level_net × size in pico-cent × (1/100 contract), exact, as three base-2^26 limbs (Number path)... */
  profit0 = 0;
  profit1 = 0;
  profit2 = 0;
  /** ...or as a bigint (bigint path, or a size beyond 2^26 units); `profitIsBig` says which. */
  profitBig = 0n;
  profitIsBig = false;
  /** Level pairs consumed by the walk. */
  steps = 0;
  /** Dependency bounds of this result: a change on the YES (NO) ladder at a price strictly above `yesBound`
   *  (`noBound`) cannot change any figure (the walk never read that level, and it is not the top). NO_BOUND when
   *  any change may matter (a leg empty, or a ladder that ended inside the walked depth). */
  yesBound = NO_BOUND;
  noBound = NO_BOUND;

  /** Back to the state of a new result (the field initialisers above): nothing quoted, bounds open. */
  reset(): void {
    this.quoted = false;
    this.exact = true;
    this.yesAsk = -1;
    this.noAsk = -1;
    this.grossUnits = 0;
    this.feePico = 0;
    this.netPico = 0;
    this.feeBig = 0n;
    this.netBig = 0n;
    this.executableSize = 0;
    this.profit0 = 0;
    this.profit1 = 0;
    this.profit2 = 0;
    this.profitBig = 0n;
    this.profitIsBig = false;
    this.steps = 0;
    this.yesBound = NO_BOUND;
    this.noBound = NO_BOUND;
  }

  /** Net cents compared with a threshold in pico-cents: negative, zero or positive. */
  compareNet(thresholdPico: number): number {
    if (!this.quoted) return -1;
    if (this.exact) return this.netPico - thresholdPico;
    const t = BigInt(thresholdPico) * 10n ** BigInt(BIG_SCALE - PICO_SCALE);
    return this.netBig < t ? -1 : this.netBig > t ? 1 : 0;
  }
}

/** The decimal figures of a pair as the interface shows them (6 places, half-even, from exact values). */
export interface PairFigures {
  gross_cents: string;
  fee_cents: string;
  net_cents: string;
  executable_size: string;
  max_profit_dollars: string;
}

/** Output places of fee/net cents and profit dollars. */
export const FIGURE_DIGITS = 6;

/** Formats a result (allocates: call when publishing, not per update). */
export function pairFigures(r: PairResult): PairFigures {
  const gross = formatScaled(r.grossUnits, 2, FIGURE_DIGITS);
  const size = formatScaled(r.executableSize, 2, 2);
  if (r.exact) {
    const profit = r.profitIsBig ? r.profitBig : (BigInt(r.profit2) << 52n) + (BigInt(r.profit1) << 26n) + BigInt(r.profit0);
    return {
      gross_cents: gross,
      fee_cents: formatScaled(r.feePico, PICO_SCALE, FIGURE_DIGITS),
      net_cents: formatScaled(r.netPico, PICO_SCALE, FIGURE_DIGITS),
      executable_size: size,
      // pico-cent × 1/100 contract = 1e-14 cent = 1e-16 dollar
      max_profit_dollars: formatScaled(profit, PICO_SCALE + 4, FIGURE_DIGITS),
    };
  }
  return {
    gross_cents: gross,
    fee_cents: formatScaled(r.feeBig, BIG_SCALE, FIGURE_DIGITS),
    net_cents: formatScaled(r.netBig, BIG_SCALE, FIGURE_DIGITS),
    executable_size: size,
    max_profit_dollars: formatScaled(r.profitBig, BIG_SCALE + 4, FIGURE_DIGITS),
  };
}

/** Evaluates buying YES on `yes` (fees `yesFee`) and NO on `no` (fees `noFee`): top-of-book gross/fee/net and
 *  the depth walk over at most `depth` levels per leg. Writes into `out`; allocates nothing on the Number path
 *  unless the profit sum outgrows a safe integer. */
export function evaluatePair(yes: ArbLadder, yesFee: FeeTable, no: ArbLadder, noFee: FeeTable, out: PairResult, depth: number = WALK_DEPTH): void {
  out.reset();
  const py0 = yes.top;
  const pn0 = no.top;
  if (py0 < 0 || pn0 < 0) return;
  const yl = yes.length;
  const nl = no.length;
  out.quoted = true;
  out.yesAsk = py0;
  out.noAsk = pn0;
  out.grossUnits = PRICE_ONE - py0 - pn0;
  if (!(yesFee.exact && noFee.exact)) {
    evaluateBig(yes, yesFee, no, noFee, out, depth);
    return;
  }
  const fy = yesFee.pico;
  const fn = noFee.pico;
  out.feePico = (fy[py0] as number) + (fn[pn0] as number);
  out.netPico = out.grossUnits * PICO_PER_PRICE_UNIT - out.feePico;
  if (out.netPico <= 0) {
    // top of book alone decides: only a change at or below either top can matter
    out.yesBound = py0;
    out.noBound = pn0;
    return;
  }

  const yMax = yl < depth ? yl : depth;
  const nMax = nl < depth ? nl : depth;
  const yp = yes.prices;
  const ys = yes.sizes;
  const np = no.prices;
  const ns = no.sizes;
  let i = 0;
  let j = 0;
  let ry = ys[yl - 1] as number;
  let rn = ns[nl - 1] as number;
  let size = 0;
  // exact Σ ln × q without bigints: ln < 2^47 (at most 100 cents in pico-cents), q < 2^26 per step, limbs base 2^26
  let c0 = 0;
  let c1 = 0;
  let c2 = 0;
  let big = false;
  let accBig = 0n;
  let steps = 0;
  let broke = false;
  while (i < yMax && j < nMax) {
    const py = yp[yl - 1 - i] as number;
    const pn = np[nl - 1 - j] as number;
    const ln = (PRICE_ONE - py - pn) * PICO_PER_PRICE_UNIT - (fy[py] as number) - (fn[pn] as number);
    if (ln <= 0) {
      broke = true;
      break;
    }
    const q = ry < rn ? ry : rn;
    size += q;
    steps++;
    if (q < LIMB && !big) {
      const a1 = Math.floor(ln / LIMB);
      c0 += (ln - a1 * LIMB) * q;
      c1 += a1 * q;
      let k = Math.floor(c0 / LIMB);
      c0 -= k * LIMB;
      c1 += k;
      k = Math.floor(c1 / LIMB);
      c1 -= k * LIMB;
      c2 += k;
    } else {
      if (!big) {
        big = true;
        accBig = (BigInt(c2) << 52n) + (BigInt(c1) << 26n) + BigInt(c0);
      }
      accBig += BigInt(ln) * BigInt(q);
    }
    ry -= q;
    rn -= q;
    if (ry === 0) {
      i++;
      if (i < yl) ry = ys[yl - 1 - i] as number;
    }
    if (rn === 0) {
      j++;
      if (j < nl) rn = ns[nl - 1 - j] as number;
    }
  }
  out.executableSize = size;
  out.steps = steps;
  out.yesBound = boundOf(yes, i, yMax, depth, broke);
  out.noBound = boundOf(no, j, nMax, depth, broke);
  if (big) {
    out.profitIsBig = true;
    out.profitBig = accBig;
  } else {
    out.profit0 = c0;
    out.profit1 = c1;
    out.profit2 = c2;
  }
}

function evaluateBig(yes: ArbLadder, yesFee: FeeTable, no: ArbLadder, noFee: FeeTable, out: PairResult, depth: number): void {
  out.exact = false;
  const fy = yesFee.big;
  const fn = noFee.big;
  const yl = yes.length;
  const nl = no.length;
  const py0 = out.yesAsk;
  const pn0 = out.noAsk;
  out.feeBig = (fy[py0] as bigint) + (fn[pn0] as bigint);
  out.netBig = BigInt(out.grossUnits) * BIG_PRICE_UNIT - out.feeBig;
  out.profitIsBig = true;
  if (out.netBig <= 0n) {
    out.yesBound = py0;
    out.noBound = pn0;
    return;
  }
  const yMax = Math.min(yl, depth);
  const nMax = Math.min(nl, depth);
  let i = 0;
  let j = 0;
  let ry = yes.sizes[yl - 1] as number;
  let rn = no.sizes[nl - 1] as number;
  let size = 0;
  let acc = 0n;
  let steps = 0;
  let broke = false;
  while (i < yMax && j < nMax) {
    const py = yes.prices[yl - 1 - i] as number;
    const pn = no.prices[nl - 1 - j] as number;
    const ln = BigInt(PRICE_ONE - py - pn) * BIG_PRICE_UNIT - (fy[py] as bigint) - (fn[pn] as bigint);
    if (ln <= 0n) {
      broke = true;
      break;
    }
    const q = Math.min(ry, rn);
    size += q;
    steps++;
    acc += ln * BigInt(q);
    ry -= q;
    rn -= q;
    if (ry === 0) {
      i++;
      if (i < yl) ry = yes.sizes[yl - 1 - i] as number;
    }
    if (rn === 0) {
      j++;
      if (j < nl) rn = no.sizes[nl - 1 - j] as number;
    }
  }
  out.executableSize = size;
  out.steps = steps;
  out.yesBound = boundOf(yes, i, yMax, depth, broke);
  out.noBound = boundOf(no, j, nMax, depth, broke);
  out.profitBig = acc;
}
