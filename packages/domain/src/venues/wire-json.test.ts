import { describe, expect, it } from 'vitest';
import { VenueDataError } from './wire-decimal.ts';
import { parseWireJson, wireArray, wireDecimalString, wireInt, wireNonEmptyString, wireObject, wireString } from './wire-json.ts';

/** The VenueDataError `f` throws, as [code, field, value]. */
function rejection(f: () => unknown): [string, string, unknown] {
  try {
    f();
  } catch (err) {
    if (err instanceof VenueDataError) return [err.code, err.field, err.value];
    throw err;
  }
  throw new Error('accepted');
}

describe('venue JSON checks', () => {
  it('parse a frame, or name the bad JSON with its first 200 characters', () => {
    expect(parseWireJson('{"a":[1]}')).toEqual({ a: [1] });
    expect(parseWireJson('[]')).toEqual([]);
    const junk = `{${'x'.repeat(300)}`;
    expect(rejection(() => parseWireJson(junk))).toEqual(['bad_json', 'frame', junk.slice(0, 200)]);
  });

  it('accept their type and return the value itself', () => {
    const o = { a: 1 };
    const a = [1, 'b'];
    expect(wireObject(o, 'f')).toBe(o);
    expect(wireArray(a, 'f')).toBe(a);
    expect(wireString('', 'f')).toBe('');
    expect(wireNonEmptyString('T-1', 'f')).toBe('T-1');
    expect(wireInt(-7, 'f')).toBe(-7);
    expect(wireDecimalString(0.07, 'f')).toBe('0.07');
    expect(wireDecimalString('12', 'f')).toBe('12');
  });

  it('reject anything else as wrong_type (bad_decimal for decimals), naming the field and the value', () => {
    for (const v of [null, [], 'x', 1, undefined]) expect(rejection(() => wireObject(v, 'msg'))).toEqual(['wrong_type', 'msg', v]);
    for (const v of [null, {}, 'x']) expect(rejection(() => wireArray(v, 'events'))).toEqual(['wrong_type', 'events', v]);
    for (const v of [null, 1, {}]) expect(rejection(() => wireString(v, 'title'))).toEqual(['wrong_type', 'title', v]);
    for (const v of ['', null, 1]) expect(rejection(() => wireNonEmptyString(v, 'ticker'))).toEqual(['wrong_type', 'ticker', v]);
    for (const v of [1.5, '1', 2 ** 53, NaN, null]) expect(rejection(() => wireInt(v, 'sid'))).toEqual(['wrong_type', 'sid', v]);
    for (const v of ['-1', '1e-3', '', '0.5x', 1e-7, -2]) expect(rejection(() => wireDecimalString(v, 'fd.r'))).toEqual(['bad_decimal', 'fd.r', v]);
  });
});
