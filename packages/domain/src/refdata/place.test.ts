// Unit tests of places written as codes.
import { describe, expect, it } from 'vitest';
import { expandStateCodes, offRecordStations, stateRaceGap, stationCity, stationStateGap, usStatesOf } from './place.ts';

describe('US state postal codes', () => {
  it('reads stations of different states as different places, one city\'s stations as one', () => {
    expect(stationStateGap(['KPDX'], ['KPWM'])).toContain('different states');
    expect(stationStateGap(['KNYC'], ['KLGA'])).toBeNull();
    expect(stationStateGap(['KPDX'], [])).toBeNull();
    expect(stationStateGap(['KPDX'], ['KXYZ'])).toBeNull();
  });
  it('names the state before an office or a race only', () => {
    expect(expandStateCodes('NJ State Senate — majority party')).toBe('New Jersey State Senate — majority party');
    expect(expandStateCodes('NC Senate 2028 — winning party')).toBe('North Carolina Senate 2028 — winning party');
    // (a party's primary for the office: "PA Dem Senate primary")
    expect(expandStateCodes('PA Dem Senate primary 2030 winner')).toBe('Pennsylvania Dem Senate primary 2030 winner');
    expect(expandStateCodes('GA GOP Gov primary')).toBe('Georgia GOP Gov primary');
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

describe('stations of record', () => {
  it('names the stations of a city that are not its station of record', () => {
    expect(offRecordStations(['KLGA'])).toEqual(['KLGA']);
    expect(offRecordStations(['KNYC'])).toEqual([]);
    expect(offRecordStations(['KNYC', 'KLGA'])).toEqual([]);
    expect(offRecordStations(['KEWR'])).toEqual([]);
    expect(offRecordStations([])).toEqual([]);
  });
});

describe('state races', () => {
  it('names the states of a title, in full or as a code before an office', () => {
    expect([...usStatesOf('Kentucky Senate Election 2028')]).toEqual(['kentucky']);
    expect([...usStatesOf('KY-Sen 2028: winning party')]).toEqual(['kentucky']);
    expect([...usStatesOf('New York City mayoral election 2029')]).toEqual([]);
    expect([...usStatesOf('Washington, D.C. mayor 2026')]).toEqual([]);
    expect([...usStatesOf('Which party will win the Senate in 2028?')]).toEqual([]);
  });
  it('tells a state race from the national one and from another state', () => {
    expect(stateRaceGap('Kentucky Senate Election 2028', 'Which party will win the Senate in 2028?')).toMatch(/one side only/);
    expect(stateRaceGap('Kentucky Senate Election 2028', 'Ohio Senate Election 2028')).toMatch(/different states/);
    expect(stateRaceGap('Kentucky Senate Election 2028', 'Kentucky US Senate race 2028: winning party')).toBeNull();
    expect(stateRaceGap('Senate control 2028', 'Which party will win the Senate in 2028?')).toBeNull();
  });
});
