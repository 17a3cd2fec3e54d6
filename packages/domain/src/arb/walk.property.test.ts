// Property tests: the ladder and the pair walk against brute-force references written independently here
// (a Map of levels; a per-1/100-contract expansion of both ladders priced with decimal.js).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { ArbLadder, PairResult, compileFeeTable, evaluatePair, pairFigures, type FeeModel } from './index.ts';

const D = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_EVEN });

function refFeeCents(m: FeeModel, price: number): Decimal {
  const p = new D(price).div(10000);
  const pq = p.mul(new D(1).minus(p));
  const rate = new D(m.rate);
  switch (m.kind) {
    case 'none':
      return new D(0);
    case 'alpha_quadratic':
      return rate.mul(m.multiplier).mul(pq).mul(100);
    case 'beta_power':
      return rate.mul(pq.pow(m.exponent)).mul(100);
    case 'gamma_quadratic':
      return rate.mul(pq).mul(100);
    case 'notional_bps':
      return rate.mul(p).mul(100);
  }
}

/** Levels as [price, size] best first, top 25 only, expanded into one entry per 1/100 contract. */
function units(levels: [number, number][]): number[] {
  const out: number[] = [];
  for (const [p, s] of levels.slice(0, 25)) for (let k = 0; k < s; k++) out.push(p);
  return out;
}

function reference(yes: [number, number][], yesFee: FeeModel, no: [number, number][], noFee: FeeModel) {
  if (yes.length === 0 || no.length === 0) return null;
  const [py] = yes[0] as [number, number];
  const [pn] = no[0] as [number, number];
  const gross = new D(10000 - py - pn).div(100);
  const fee = refFeeCents(yesFee, py).plus(refFeeCents(noFee, pn));
  const yu = units(yes);
  const nu = units(no);
  let size = 0;
  let profit = new D(0);
  for (let k = 0; k < Math.min(yu.length, nu.length); k++) {
    const a = yu[k] as number;
    const b = nu[k] as number;
    const net = new D(10000 - a - b).div(100).minus(refFeeCents(yesFee, a)).minus(refFeeCents(noFee, b));
    if (net.lte(0)) break;
    size += 1;
    profit = profit.plus(net.div(100).div(100)); // cents → dollars, per 1/100 contract
  }
  const r6 = (d: Decimal): string => d.toDecimalPlaces(6, Decimal.ROUND_HALF_EVEN).toString();
  return {
    gross_cents: r6(gross),
    fee_cents: r6(fee),
    net_cents: r6(gross.minus(fee)),
    executable_size: new D(size).div(100).toString(),
    max_profit_dollars: r6(profit),
  };
}

const feeModel: fc.Arbitrary<FeeModel> = fc.oneof(
  fc.record({ kind: fc.constant('alpha_quadratic' as const), rate: fc.constant('0.07'), multiplier: fc.constantFrom('0.5', '1', '2', '0.25', '1.5'), exponent: fc.constant(1), taker_only: fc.constant(true) }),
  fc.record({ kind: fc.constant('beta_power' as const), rate: fc.constantFrom('0.07', '0.03', '0.25', '0.05'), multiplier: fc.constant('1'), exponent: fc.constantFrom(1, 2, 3), taker_only: fc.constant(true) }),
  fc.record({ kind: fc.constant('gamma_quadratic' as const), rate: fc.constantFrom('0.04', '0.035'), multiplier: fc.constant('1'), exponent: fc.constant(1), taker_only: fc.constant(true) }),
  fc.record({ kind: fc.constant('notional_bps' as const), rate: fc.constant('0.003'), multiplier: fc.constant('1'), exponent: fc.constant(1), taker_only: fc.constant(true) }),
  fc.constant<FeeModel>({ kind: 'none', rate: '0', multiplier: '1', exponent: 1, taker_only: true }),
);

/** Distinct ascending prices around `center` with small sizes (so the brute force stays small). */
const ladder = (center: number): fc.Arbitrary<[number, number][]> =>
  fc.uniqueArray(fc.integer({ min: Math.max(1, center - 600), max: Math.min(9999, center + 600) }), { maxLength: 30 }).chain((prices) =>
    fc.tuple(...prices.sort((a, b) => a - b).map((p) => fc.tuple(fc.constant(p), fc.integer({ min: 1, max: 60 })))),
  ) as fc.Arbitrary<[number, number][]>;

function build(levels: [number, number][]): ArbLadder {
  const l = new ArbLadder(2);
  // insert in a shuffled-ish order to exercise the in-place sorted insert
  for (let k = levels.length - 1; k >= 0; k -= 2) l.set(levels[k]![0], levels[k]![1]);
  for (let k = levels.length - 2; k >= 0; k -= 2) l.set(levels[k]![0], levels[k]![1]);
  return l;
}

describe('pair walk vs brute force', () => {
  it('matches top of book, size and profit exactly', () => {
    let profitable = 0;
    let bigPath = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1500, max: 8500 }), feeModel, feeModel, (center, fy, fn) => {
        return fc.assert(
          fc.property(ladder(center), ladder(10000 - center), (yes, no) => {
            const r = new PairResult();
            evaluatePair(build(yes), compileFeeTable(fy), build(no), compileFeeTable(fn), r);
            const ref = reference(yes, fy, no, fn);
            if (ref === null) {
              expect(r.quoted).toBe(false);
              return;
            }
            expect(r.quoted).toBe(true);
            expect(pairFigures(r)).toEqual(ref);
            if (r.steps > 0) profitable++;
            if (!r.exact) bigPath++;
          }),
          { numRuns: 15 },
        );
      }),
      { numRuns: 40 },
    );
    // the generators must reach both the profitable walk and the bigint path, or this test proves little
    expect(profitable).toBeGreaterThan(50);
    expect(bigPath).toBeGreaterThan(20);
  });
});

describe('dependency bounds of a walk', () => {
  it('a change above a bound never changes the figures, and the bounds are never below the tops', () => {
    let skipped = 0;
    let profitable = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1500, max: 8500 }),
        feeModel,
        feeModel,
        fc.boolean(),
        fc.integer({ min: 0, max: 10000 }),
        fc.integer({ min: 0, max: 60 }),
        (center, fy, fn, onYes, price, size) => {
          const fty = compileFeeTable(fy);
          const ftn = compileFeeTable(fn);
          return fc.assert(
            fc.property(ladder(center), ladder(10000 - center), (yes, no) => {
              const yl = build(yes);
              const nl = build(no);
              const before = new PairResult();
              evaluatePair(yl, fty, nl, ftn, before);
              if (before.quoted) {
                expect(before.yesBound).toBeGreaterThanOrEqual(yl.best());
                expect(before.noBound).toBeGreaterThanOrEqual(nl.best());
              }
              const bound = onYes ? before.yesBound : before.noBound;
              if (price <= bound) return;
              skipped++;
              if (before.steps > 0) profitable++;
              (onYes ? yl : nl).set(price, size);
              const after = new PairResult();
              evaluatePair(yl, fty, nl, ftn, after);
              expect(after.quoted).toBe(before.quoted);
              if (before.quoted) expect(pairFigures(after)).toEqual(pairFigures(before));
            }),
            { numRuns: 20 },
          );
        },
      ),
      { numRuns: 60 },
    );
    // the generators must reach changes beyond the bounds of profitable walks, or this test proves little
    expect(skipped).toBeGreaterThan(100);
    expect(profitable).toBeGreaterThan(20);
  });
});

describe('ask ladder vs a map of levels', () => {
  it('applies sets and removals in place and stays sorted', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 10000 }), fc.integer({ min: 0, max: 5 })), { maxLength: 300 }), (ops) => {
        const l = new ArbLadder(1);
        const ref = new Map<number, number>();
        for (const [p, s] of ops) {
          l.set(p, s);
          if (s === 0) ref.delete(p);
          else ref.set(p, s);
        }
        const want = [...ref.entries()].sort((a, b) => a[0] - b[0]);
        const got: [number, number][] = [];
        for (let i = 0; i < l.length; i++) got.push([l.priceAt(i), l.sizeAt(i)]);
        expect(got).toEqual(want);
        expect(l.best()).toBe(want.length ? want[0]![0] : -1);
      }),
      { numRuns: 300 },
    );
  });
});
