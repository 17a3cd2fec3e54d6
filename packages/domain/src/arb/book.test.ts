// Listing sanity rules and the fixed-point helpers.
import { describe, expect, it } from 'vitest';
import { ListingBook, compileFeeTable, formatScaled, parsePriceUnits, parseSizeUnits, DecimalFormatError, FeeModelError } from './index.ts';

const fee = compileFeeTable({ kind: 'gamma_quadratic', rate: '0.04', multiplier: '1', exponent: 1, taker_only: true });

describe('ListingBook sanity', () => {
  it('is usable after a sane snapshot with a fee table', () => {
    const b = new ListingBook('gamma', '705000');
    b.setFee(fee);
    expect(b.applySnapshot([{ price: 4000, size: 100 }], [{ price: 6100, size: 100 }], 1)).toBeNull();
    expect(b.problem()).toBe('none');
  });
  it('names the listing when crossed, and recovers when a delta uncrosses it', () => {
    const b = new ListingBook('beta', '0xabc');
    b.setFee(fee);
    const err = b.applySnapshot([{ price: 4000, size: 100 }], [{ price: 5900, size: 100 }], 1);
    expect(err?.code).toBe('crossed');
    expect(err?.message).toContain('beta:0xabc');
    expect(b.problem()).toBe('crossed');
    expect(b.applyDelta([], [{ price: 5900, size: 0 }, { price: 6000, size: 10 }], 2)).toBeNull();
    expect(b.problem()).toBe('none');
  });
  it('excludes a listing with a price outside [0,1] or a negative size until the next sane snapshot', () => {
    const b = new ListingBook('alpha', 'KX-1');
    b.setFee(fee);
    expect(b.applySnapshot([{ price: 4000, size: 100 }], [{ price: 6100, size: 100 }], 1)).toBeNull();
    expect(b.applyDelta([{ price: 10001, size: 5 }], [], 2)?.code).toBe('bad_level');
    expect(b.problem()).toBe('bad_level');
    expect(b.applyDelta([{ price: 4100, size: 5 }], [], 3)?.code).toBe('bad_level');
    expect(b.applySnapshot([{ price: 4000, size: -1 }], [], 4)?.code).toBe('bad_level');
    expect(b.applySnapshot([{ price: 4000, size: 1 }], [{ price: 6000, size: 1 }], 5)).toBeNull();
    expect(b.problem()).toBe('none');
  });
  it('is excluded without a fee schedule', () => {
    const b = new ListingBook('beta', '0xdef');
    expect(b.applySnapshot([{ price: 4000, size: 100 }], [{ price: 6100, size: 100 }], 1)?.code).toBe('no_fee');
    expect(b.problem()).toBe('no_fee');
  });
});

describe('fixed point', () => {
  it('parses by string splitting', () => {
    expect(parsePriceUnits('0.2750')).toBe(2750);
    expect(parsePriceUnits('1')).toBe(10000);
    expect(parseSizeUnits('500.5')).toBe(50050);
    expect(parseSizeUnits('100.50')).toBe(10050);
    expect(parsePriceUnits('0.12340')).toBe(1234);
    expect(() => parsePriceUnits('0.12345')).toThrow(DecimalFormatError);
    expect(() => parsePriceUnits('abc')).toThrow(DecimalFormatError);
  });
  it('formats half-even from exact values', () => {
    expect(formatScaled(52614965n, 7, 6)).toBe('5.261496');
    expect(formatScaled(52614975n, 7, 6)).toBe('5.261498');
    expect(formatScaled(-9509, 4, 6)).toBe('-0.9509');
    expect(formatScaled(100, 2, 6)).toBe('1');
    expect(formatScaled(0, 12, 6)).toBe('0');
    expect(formatScaled(-4, 7, 6)).toBe('0');
    // the safe-integer fast path agrees with the bigint path
    for (const [v, sc] of [[52614965, 7], [-52614965, 7], [1_234_567_890_123_455, 12], [9_007_199_254_740_991, 12], [-5, 7], [15, 7], [25, 7], [999_999_5, 7]] as const) {
      expect(formatScaled(v, sc, 6)).toBe(formatScaled(BigInt(v), sc, 6));
    }
  });
  it('rejects malformed fee models', () => {
    expect(() => compileFeeTable({ kind: 'beta_power', rate: 'x', multiplier: '1', exponent: 1, taker_only: true })).toThrow(FeeModelError);
    expect(() => compileFeeTable({ kind: 'beta_power', rate: '0.07', multiplier: '1', exponent: 9, taker_only: true })).toThrow(FeeModelError);
    expect(() => compileFeeTable({ kind: 'beta_power', rate: '-0.07', multiplier: '1', exponent: 1, taker_only: true })).toThrow(FeeModelError);
  });
});
