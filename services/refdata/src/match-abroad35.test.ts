// World politics in the venues' own languages, read over the shipped knowledge base: a parliament's election and the
// party first in it in Swedish, French and Hungarian, the ECB's deposit rate in French, an agreement and the EU in
// Portuguese, a government censured (a motion of censure adopted or approved, in French and Spanish) as one brought down
// by a no-confidence vote, and a parliament electing a nominee as its confirmation vote. Each rule with a pair it must
// keep apart.
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { byVenue, matched, score } from './test-listings.ts';

const CLOSE = Date.parse('2034-09-30T22:00:00Z');
const ev = byVenue(CLOSE);

describe('a parliament\'s election in its own language', () => {
  it('reads the Riksdag election\'s largest party and the Hungarian most seats as the English titles do', () => {
    const c = Date.parse('2034-09-11T12:00:00Z');
    const en = ev('beta_us', 'Sweden election: largest party', 'Politics', ['Socialdemokraterna', 'Sverigedemokraterna'], c);
    const sv = ev('gamma', 'Riksdagsvalet 2034: största parti?', null, ['Socialdemokraterna (S)', 'Sverigedemokraterna (SD)', 'Moderaterna (M)'], c);
    expect(matched(en, sv)).toBe(true);
    const h = Date.parse('2034-04-10T22:00:00Z');
    const hu = ev('gamma', 'Országgyűlési választás 2034: melyik párt szerzi a legtöbb mandátumot?', null, ['Fidesz–KDNP', 'Tisza Párt'], h);
    const seats = ev('alpha', 'Hungary parliamentary election 2034: most seats?', 'Elections', ['Fidesz–KDNP', 'Tisza'], h);
    expect(matched(seats, hu)).toBe(true);
    // (the most votes is another question than the most seats)
    const votes = ev('alpha', 'Hungary parliamentary election 2034: most votes?', 'Elections', ['Fidesz–KDNP', 'Tisza'], h);
    expect(matched(votes, hu)).toBe(false);
  });
});

describe('the ECB in French', () => {
  it('reads "BCE ... taux de la facilité de dépôt" and its "Inchangé" / "Baisse de 25 pb" as the deposit rate decision', () => {
    const c = Date.parse('2034-03-09T13:15:00Z');
    const fr = ev('gamma', 'BCE, 9 mars 2034 : taux de la facilité de dépôt', null, ['Inchangé', 'Baisse de 25 pb'], c);
    const en = ev('alpha', 'ECB deposit rate decision in March 2034?', 'Economics', ['Hold', 'Cut 25bps'], c);
    expect(matched(en, fr)).toBe(true);
    // (another bank's decision on the day is not the ECB's)
    const boe = ev('alpha', 'Bank of England rate decision in March 2034?', 'Economics', ['Hold', 'Cut 25bps'], c);
    expect(matched(boe, fr)).toBe(false);
  });
});

describe('an agreement in Portuguese', () => {
  it('reads "Acordo UE–Mercosul" as the EU–Mercosur agreement', () => {
    const c = Date.parse('2034-12-31T23:59:00Z');
    const en = ev('beta', 'EU-Mercosur agreement fully in force in 2034?', 'Politics', ['Yes'], c);
    const pt = ev('gamma', 'Acordo UE–Mercosul: full entry into force before 2035?', null, ['Yes'], c);
    expect(matched(en, pt)).toBe(true);
    // (the agreement signed is not the agreement in force)
    const signed = ev('beta', 'EU-Mercosur agreement signed in 2034?', 'Politics', ['Yes'], c);
    expect(matched(signed, pt)).toBe(false);
  });
});

describe('a government censured', () => {
  it('is one brought down by a motion of no confidence, in English, French or Spanish, never one surviving it', () => {
    expect(refdata.propositionOf('French government censured by Sep 30?')).toEqual({ acts: ['confidence'], neg: false });
    expect(refdata.propositionOf('French government falls to a no-confidence vote by September 30?')).toEqual({ acts: ['confidence'], neg: false });
    expect(refdata.propositionOf('French government survives a no-confidence vote by September 30?')).toEqual({ acts: ['confidence'], neg: true });
    const censured = ev('alpha', 'French government censured by Sep 30?', 'Politics', ['Motion de censure adopted']);
    const falls = ev('beta', 'French government falls to a no-confidence vote by September 30?', 'Politics');
    const fr = ev('beta_us', 'Motion de censure adoptée avant le 1er octobre ?', 'Politics');
    expect(matched(censured, falls)).toBe(true);
    expect(matched(censured, fr)).toBe(true);
    expect(matched(falls, fr)).toBe(true);
    const c = Date.parse('2034-12-31T23:59:00Z');
    const es = ev('beta_us', 'Moción de censura aprobada en 2034?', 'Politics', ['Yes'], c);
    const topple = ev('beta', 'Will a motion of no confidence topple Spain\'s government in 2034?', 'Politics', ['Yes'], c);
    expect(matched(topple, es)).toBe(true);
    // (a government surviving the vote is the negation)
    const survives = ev('beta', 'French government survives a no-confidence vote by September 30?', 'Politics');
    expect(score(censured, survives).vetoes.some((v) => v.startsWith('different propositions'))).toBe(true);
  });
});

describe('a parliament electing a nominee', () => {
  it('is its confirmation vote, and a parliament\'s election is not', () => {
    expect(refdata.propositionOf('Will the European Parliament elect Petra Novak Commission President in July?').acts).toEqual(['confirm']);
    expect(refdata.propositionOf('EP confirms Novak as Commission President in July?').acts).toEqual(['confirm']);
    expect(refdata.propositionOf('European Parliament election 2034: turnout above 50%?').acts).not.toContain('confirm');
    const c = Date.parse('2034-07-31T22:00:00Z');
    const a = ev('alpha', 'EP confirms Novak as Commission President in July?', 'Politics', ['Yes'], c);
    const b = ev('beta', 'Will the European Parliament elect Petra Novak Commission President in July?', 'Politics', ['Yes'], c);
    expect(matched(a, b)).toBe(true);
  });
});
