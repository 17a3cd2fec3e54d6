// Unit tests of abbreviations of outcome labels: a short label spelt from the first letters (and more) of the other's words.
import { describe, expect, it } from 'vitest';
import { abbreviationOf } from './acronym.ts';
import { companyByTicker } from './tickers.ts';

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
});
