// Unit tests of places written as codes.
import { describe, expect, it } from 'vitest';
import { expandStateCodes, stationCity } from './place.ts';

describe('US state postal codes', () => {
  it('names the state before an office or a race only', () => {
    expect(expandStateCodes('NC Senate 2028 — winning party')).toBe('North Carolina Senate 2028 — winning party');
    expect(expandStateCodes('PA-Gov 2026 winner')).toBe('Pennsylvania-Gov 2026 winner');
    expect(expandStateCodes('WILL HE WIN OR LOSE')).toBe('WILL HE WIN OR LOSE');
    expect(expandStateCodes('ME and you')).toBe('ME and you');
    expect(expandStateCodes('Senate control in 2028')).toBe('Senate control in 2028');
  });
});

describe('weather stations', () => {
  it('names the city a station reads', () => {
    expect(stationCity('KNYC')).toBe('New York City');
    expect(stationCity('KLGA')).toBe('New York City');
    expect(stationCity('KMDW')).toBe('Chicago');
    expect(stationCity('KEWR')).toBeNull();
  });
});
