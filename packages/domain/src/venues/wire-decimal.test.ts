import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseNumericPrice, parseNumericSize, formatPrice, formatSize, parsePrice, parseScaled, parseSignedSize, parseSize, parseTimestampMs, VenueDataError } from './wire-decimal.ts';

describe('parsePrice', () => {
  it('parses decimal strings by splitting', () => {
    expect(parsePrice('0.5234')).toBe(5234);
    expect(parsePrice('.48')).toBe(4800);
    expect(parsePrice('0.5')).toBe(5000);
    expect(parsePrice('1')).toBe(10000);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('1.0000')).toBe(10000);
    expect(parsePrice('0.52340')).toBe(5234); // trailing zero beyond 4 places is exact
    expect(parseNumericPrice(0.001)).toBe(10); // JSON numbers in catalogs
    expect(() => parsePrice(0.5)).toThrow(/wrong_type/);
    expect(parseNumericSize(5)).toBe(500);
  });
  it('rejects more decimals, out of range, wrong types and junk', () => {
    for (const bad of ['0.52345', '1.0001', '2', '-0.5', '', '.', 'abc', '0.5x', '1e-4', ' 0.5', '0..5']) {
      expect(() => parsePrice(bad), bad).toThrow(VenueDataError);
    }
    for (const bad of [null, undefined, {}, [], true, NaN, -0.1]) expect(() => parsePrice(bad)).toThrow(VenueDataError);
    try {
      parsePrice('1.5', 'price_dollars');
    } catch (err) {
      expect((err as VenueDataError).code).toBe('out_of_range');
      expect((err as VenueDataError).field).toBe('price_dollars');
    }
  });
  it('agrees with exact integer arithmetic on every 4-decimal price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10000 }), (p) => {
        expect(parsePrice(formatPrice(p))).toBe(p);
      }),
    );
  });
});

describe('parseSize', () => {
  it('parses 2-decimal sizes', () => {
    expect(parseSize('12.50')).toBe(1250);
    expect(parseSize('100')).toBe(10000);
    expect(parseSize('500.5')).toBe(50050);
    expect(parseSize('0')).toBe(0);
  });
  it('rejects negatives, 3 decimals and wrong types', () => {
    expect(() => parseSize('-1.00')).toThrow(/negative/);
    expect(() => parseSize('1.005')).toThrow(/bad_decimal/);
    expect(() => parseSize(null)).toThrow(/wrong_type/);
    expect(() => parseNumericSize(-3)).toThrow(/negative/);
  });
  it('signed sizes for deltas', () => {
    expect(parseSignedSize('-3.00')).toBe(-300);
    expect(parseSignedSize('54.25')).toBe(5425);
    expect(() => parseSignedSize('--3')).toThrow(VenueDataError);
  });
  it('round-trips', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (s) => {
      expect(parseSize(formatSize(s))).toBe(s);
    }));
  });
});

describe('parseScaled and timestamps', () => {
  it('returns -1 on junk', () => {
    expect(parseScaled('1.2.3', 4)).toBe(-1);
    expect(parseScaled('99999999999999999999', 4)).toBe(-1);
  });
  it('reads seconds, ms, digit strings and ISO', () => {
    expect(parseTimestampMs(1669149841)).toBe(1669149841000);
    expect(parseTimestampMs('1757908892351')).toBe(1757908892351);
    expect(parseTimestampMs('2026-11-22T15:00:00Z')).toBe(Date.UTC(2026, 10, 22, 15));
    expect(() => parseTimestampMs('yesterday')).toThrow(VenueDataError);
  });
});
