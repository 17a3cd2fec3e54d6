// Unit tests of clubs' short names drawn from their full names (acronym.ts).
import { describe, expect, it } from 'vitest';
import { abbreviationOf, acronymHead } from './acronym.ts';

const w = (s: string): string[] => s.toLowerCase().split(' ');

describe('short names of clubs', () => {
  it('reads a short name whose letters come in order from every word, each word led by its initial', () => {
    expect(abbreviationOf(w('PRX'), w('Paper Rex'))).toBe(true);
    expect(abbreviationOf(w('EDG'), w('EDward Gaming'))).toBe(true);
    expect(abbreviationOf(w('BLG'), w('Bilibili Gaming'))).toBe(true);
    expect(abbreviationOf(w('NAVI'), w('Natus Vincere'))).toBe(true);
    expect(abbreviationOf(w('HLE'), w('Hanwha Life Esports'))).toBe(true);
  });

  it('rejects letters out of order, a word left out or another initial', () => {
    expect(abbreviationOf(w('RPX'), w('Paper Rex'))).toBe(false);
    expect(abbreviationOf(w('PA'), w('Paper Rex'))).toBe(false);
    expect(abbreviationOf(w('G2'), w('Gen G'))).toBe(false);
    expect(abbreviationOf(w('HLE'), w('Gen G Esports'))).toBe(false);
    expect(abbreviationOf(w('T1'), w('Team Liquid'))).toBe(false);
    expect(abbreviationOf(w('Liquid'), w('Team Liquid'))).toBe(false);
  });
});

describe('leading words written as initials', () => {
  it('reads a title whose leading words are initials on the other side, the rest alike', () => {
    expect(acronymHead(w('GTA VI'), w('Grand Theft Auto VI'))).toBe(true);
    expect(acronymHead(w('RE Requiem'), w('Resident Evil Requiem'))).toBe(true);
    expect(acronymHead(w('GTA 6'), w('Grand Theft Auto VI'))).toBe(true);
    expect(acronymHead(w('GTA 5'), w('Grand Theft Auto VI'))).toBe(false);
    expect(acronymHead(w('RE Village'), w('Resident Evil Requiem'))).toBe(false);
    expect(acronymHead(w('GTA'), w('Grand Theft Auto'))).toBe(false);
  });
});
