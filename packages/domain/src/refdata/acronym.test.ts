// Unit tests of abbreviations of outcome labels: a short label spelt from the first letters (and more) of the other's words.
import { describe, expect, it } from 'vitest';
import { abbreviationOf, acronymHead } from './acronym.ts';
import { companyByBrand, companyByTicker } from './tickers.ts';

describe('abbreviations', () => {
  it('spells a short label from each word of the long one, in order, starting with its first letter', () => {
    expect(abbreviationOf(['blg'], ['bilibili', 'gaming'])).toBe(true);
    expect(abbreviationOf(['navi'], ['natus', 'vincere'])).toBe(true);
    expect(abbreviationOf(['mvg'], ['michael', 'van', 'gerwen'])).toBe(true);
    expect(abbreviationOf(['jdg'], ['jd', 'gaming'])).toBe(true);
  });
  it('needs every word, in order, and nothing else', () => {
    // a word left out, letters out of order, a letter no word has, a one-word name
    expect(abbreviationOf(['dal'], ['dallas', 'mavericks'])).toBe(false);
    expect(abbreviationOf(['gbl'], ['bilibili', 'gaming'])).toBe(false);
    expect(abbreviationOf(['blx'], ['bilibili', 'gaming'])).toBe(false);
    expect(abbreviationOf(['lab'], ['labour', 'party'])).toBe(false);
    expect(abbreviationOf(['nvda'], ['nvidia'])).toBe(false);
    expect(abbreviationOf(['bl'], ['bilibili', 'gaming'])).toBe(false);
  });
});

describe('tickers', () => {
  it('reads a company written as its ticker, in capitals only', () => {
    expect(companyByTicker('NVDA')).toBe('Nvidia');
    expect(companyByTicker('AAPL')).toBe('Apple');
    expect(companyByTicker('BRK.B')).toBe('Berkshire Hathaway');
    expect(companyByTicker('nvda')).toBeNull();
    expect(companyByTicker('Nvidia')).toBeNull();
    expect(companyByTicker('XXXX')).toBeNull();
  });
  it('reads a company written as its best-known brand', () => {
    expect(companyByBrand('Google')).toBe(companyByTicker('GOOGL'));
    expect(companyByBrand('Facebook')).toBe(companyByTicker('META'));
    expect(companyByBrand('Apple')).toBeNull();
  });
});

const w = (s: string): string[] => s.toLowerCase().split(' ');

describe('esports short names', () => {
  it('reads the short names of esports clubs', () => {
    expect(abbreviationOf(w('PRX'), w('Paper Rex'))).toBe(true);
    expect(abbreviationOf(w('EDG'), w('EDward Gaming'))).toBe(true);
    expect(abbreviationOf(w('HLE'), w('Hanwha Life Esports'))).toBe(true);
    expect(abbreviationOf(w('RPX'), w('Paper Rex'))).toBe(false);
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
