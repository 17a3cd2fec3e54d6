// Unit tests of person names in the venues' spellings.
import { describe, expect, it } from 'vitest';
import { catchAllKey, partyLabel, partyOrPerson, personAlias, reorderedName, sameWithNumerals, withoutHonorific, withoutParenthetical } from './names.ts';

const w = (s: string): string[] => s.toLowerCase().replace(/\./g, '').split(' ');

describe('person names', () => {
  it('reads a party by what it wins and a person without the office title before the name', () => {
    expect(partyLabel('Democratic majority')).toBe('Democratic');
    expect(partyLabel('Republican control')).toBe('Republican');
    expect(partyLabel('AfD first')).toBe('AfD');
    expect(partyLabel('FPÖ first place')).toBe('FPÖ');
    expect(partyLabel('Dem')).toBe('Democrats');
    expect(partyLabel('Republican supermajority')).toBe('Republican supermajority');
    expect(withoutHonorific('Mayor Parker')).toBe('Parker');
    expect(withoutHonorific('Gov. Josh Shapiro')).toBe('Josh Shapiro');
    expect(withoutHonorific('Parker')).toBe('Parker');
  });
  it('aligns an initial or a short first name with the full one, the surname the same', () => {
    expect(personAlias(w('J. Bardella'), w('Jordan Bardella'))).toBe(true);
    expect(personAlias(w('P. T. Anderson'), w('Paul Thomas Anderson'))).toBe(true);
    expect(personAlias(w('P. T. Anderson'), w('Paul Thomas Andersen'))).toBe(false);
    expect(personAlias(w('P. J. Anderson'), w('Paul Thomas Anderson'))).toBe(false);
    expect(personAlias(w('M. Le Pen'), w('Marine Le Pen'))).toBe(true);
    // a generational suffix written short
    expect(personAlias(w('Ratinho Jr.'), w('Ratinho Junior'))).toBe(true);
    expect(personAlias(w('Ratinho Jr.'), w('Ratinho Neto'))).toBe(false);
    expect(personAlias(w('Chris Waller'), w('Christopher Waller'))).toBe(true);
    expect(personAlias(w('B. Johnson'), w('Brandon Johnson'))).toBe(true);
    // another first name, another surname, two letters that are not an initial
    expect(personAlias(w('Jordan Bardella'), w('Jean Bardella'))).toBe(false);
    expect(personAlias(w('J. Bardella'), w('Jordan Barella'))).toBe(false);
    expect(personAlias(w('Jo Smith'), w('John Smith'))).toBe(false);
  });
  it('reads the party of a label that adds its candidate in brackets', () => {
    expect(withoutParenthetical('DPP (Lai Ching-te)')).toBe('DPP');
    expect(withoutParenthetical('(none)')).toBe('(none)');
    expect(partyOrPerson({ kind: 'political_party' })).toEqual({ kind: 'political_party' });
    expect(partyOrPerson({ kind: 'team' })).toBeUndefined();
  });
  it('reads numbers of titles in words, digits and Roman numerals alike', () => {
    expect(sameWithNumerals(w('Dune Part Three'), w('Dune Part 3'))).toBe(true);
    expect(sameWithNumerals(w('Frozen III'), w('Frozen 3'))).toBe(true);
    expect(sameWithNumerals(w('Frozen II'), w('Frozen 3'))).toBe(false);
    expect(sameWithNumerals(w('Malcolm X'), w('Malcolm 10'))).toBe(true);
  });
});

describe('catch-all outcomes', () => {
  it('knows the buckets that pay on every outcome not listed', () => {
    expect(catchAllKey('lbl:other')).toBe(true);
    expect(catchAllKey('lbl:someone else')).toBe(true);
    expect(catchAllKey('lbl:field any other horse')).toBe(true);
    expect(catchAllKey('lbl:any other driver')).toBe(true);
    expect(catchAllKey('lbl:field goal')).toBe(false);
    expect(catchAllKey('lbl:another candidate')).toBe(true);
    expect(catchAllKey('lbl:any other candidate')).toBe(true);
    expect(catchAllKey('lbl:nvidia')).toBe(false);
    expect(catchAllKey('lbl:other party wins')).toBe(false);
  });
});

describe('family name first', () => {
  it('reads a two-word name in the other order as the same person', () => {
    expect(personAlias(w('Takaichi Sanae'), w('Sanae Takaichi'))).toBe(true);
    expect(personAlias(w('Koizumi Shinjiro'), w('Shinjiro Koizumi'))).toBe(true);
    expect(personAlias(w('Sanae Takaichi'), w('Shinjiro Koizumi'))).toBe(false);
  });
});

describe('names written in the other order', () => {
  it('reads a two-word name reordered, or with one word shortened to its initial', () => {
    expect(reorderedName(['praggnanandhaa', 'r'], ['r', 'praggnanandhaa'])).toBe(true);
    expect(reorderedName(['d', 'gukesh'], ['gukesh', 'dommaraju'])).toBe(true);
    expect(reorderedName(['gukesh', 'dommaraju'], ['dommaraju', 'gukesh'])).toBe(true);
    expect(reorderedName(['arjun', 'erigaisi'], ['arjun', 'erigaisi'])).toBe(false);
    expect(reorderedName(['d', 'gukesh'], ['gukesh', 'praggnanandhaa'])).toBe(false);
    expect(reorderedName(['li', 'na'], ['na', 'li'])).toBe(false);
  });
});

describe('catch-all outcomes', () => {
  it('reads "Another candidate" as the catch-all', () => {
    expect(catchAllKey('lbl:another candidate')).toBe(true);
    expect(catchAllKey('lbl:another country')).toBe(false);
  });

  it('reads "Another artist" (another of the kind the event lists) as the catch-all', () => {
    expect(catchAllKey('lbl:another artist')).toBe(true);
    expect(catchAllKey('lbl:another driver')).toBe(true);
    expect(catchAllKey('lbl:another country')).toBe(false);
  });
});
