// Unit tests of the kinds of errors of the fifty-third holdout (one weekday: Champions League and Europa League games
// listed in French, Spanish and Italian, a club named with "AFC", an MLB division title): a match's winner, the Champions
// League by its short name and a goal count in another language are read in English; "AFC Ajax" is no NFL conference;
// "AL West" is MLB's.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { englishTitle } from './foreign.ts';
import { eventBuilders } from './testing.ts';

const team = (qid: string, name: string, league: string, aliases: string[] = []) => ({
  kb_qid: qid, kind: 'team' as const, canonical_name: name, aliases, metadata: { league }, domain: 'sports',
});
const kb = new KnowledgeBase([
  team('Q483020', 'Paris Saint-Germain F.C.', 'Ligue 1', ['Paris Saint-Germain', 'PSG', 'Paris SG']),
  team('Q7156', 'FC Barcelona', 'La Liga', ['Barcelona', 'Barça', 'FC Barcelone']),
  team('Q8682', 'Real Madrid CF', 'La Liga', ['Real Madrid']),
  team('Q50602', 'Manchester City F.C.', 'Premier League', ['Manchester City', 'Man City']),
  team('local:team:as-roma', 'AS Roma', 'Serie A', ['Roma']),
  team('local:team:afc-ajax', 'AFC Ajax', 'Eredivisie', ['Ajax']),
  team('local:team:seattle-mariners', 'Seattle Mariners', 'MLB', ['Mariners']),
  team('local:team:houston-astros', 'Houston Astros', 'MLB', ['Astros']),
]);
const close = Date.parse('2033-09-15T21:30:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('a football match listed in another language', () => {
  it('reads "vainqueur du match" as the match winner, "la Champions" as the Champions League, "4 buts ou plus" as 4 or more goals', () => {
    expect(englishTitle('PSG – FC Barcelone : vainqueur du match (15 sept.)')).toBe('PSG – FC Barcelone : match winner (15 sept.)');
    expect(englishTitle('Ganador de la Champions 2033/34')).toBe('winner of the Champions League 2033/34');
    expect(englishTitle('Ligue des champions 2033-34 : vainqueur')).toBe('Champions League 2033-34 : winner');
    expect(englishTitle('PSG-Barça: 4 buts ou plus ?')).toBe('PSG-Barça: 4 or more goals ?');
    // (the Champions League named in full is left as it is)
    expect(englishTitle('la Champions League 2033/34')).toBe('la Champions League 2033/34');
  });
  it('matches the French listing of a match with the English one, and keeps it apart from another game', () => {
    const b = ev('beta', 'PSG vs. Barcelona', 'Sports', [mk('PSG'), mk('Draw'), mk('Barcelona')]);
    const g = ev('gamma', 'PSG – FC Barcelone : vainqueur du match (15 sept.)', null, [mk('Paris SG'), mk('Match nul'), mk('FC Barcelone')]);
    expect(g.future).toBe(false);
    const s = score(b, g);
    expect(s.vetoes).toEqual([]);
    expect(s.confidence).toBeGreaterThanOrEqual(0.62);
    const other = ev('gamma', 'Real Madrid – Manchester City : vainqueur du match (15 sept.)', null, [mk('Real Madrid'), mk('Match nul'), mk('Manchester City')]);
    expect(score(b, other).vetoes.length).toBeGreaterThan(0);
  });
  it('reads a goal count asked in French as the rung of the game total, not the match result', () => {
    const a = ev('alpha', 'Paris Saint-Germain vs Barcelona: Total Goals', 'Sports', [mk('Over 2.5 goals scored'), mk('Over 3.5 goals scored')]);
    const g = ev('gamma', 'PSG-Barça: 4 buts ou plus ?', null, [mk('Yes', 'PSG-Barça: 4 buts ou plus ?')]);
    expect(g.markets[0]!.key).toBe(a.markets[1]!.key);
    expect(score(a, g).vetoes).toEqual([]);
    const winner = ev('beta', 'PSG vs. Barcelona', 'Sports', [mk('PSG'), mk('Draw'), mk('Barcelona')]);
    expect(score(winner, g).vetoes.length).toBeGreaterThan(0);
  });
});

describe('"AFC" of a club', () => {
  it('is no NFL conference: "AS Roma vs. AFC Ajax" is the Europa League game, while "AFC West" stays the NFL division', () => {
    const b = ev('beta', 'AS Roma vs. AFC Ajax', 'Sports', [mk('AS Roma'), mk('Draw'), mk('AFC Ajax')]);
    const g = ev('gamma', 'Roma – Ajax, Europa League (22 settembre)', null, [mk('Roma'), mk('Pareggio'), mk('Ajax')]);
    expect(b.league).not.toBe('NFL');
    expect(b.facets['stage']).toBeUndefined();
    expect(score(b, g).vetoes).toEqual([]);
    const nfl = ev('alpha', 'AFC West Champion 2033', 'Sports', [mk('Kansas City'), mk('Denver')]);
    expect(nfl.league).toBe('NFL');
    expect(ev('alpha', 'AFC Championship Game winner', 'Sports', [mk('Kansas City'), mk('Buffalo')]).facets['stage']).toBe('afc');
  });
});

describe('an MLB division named alone', () => {
  it('reads "AL West division title" as MLB, the same title as "AL West winner", and not the NL West', () => {
    const a = ev('alpha', 'AL West winner 2033', 'Sports', [mk('Seattle'), mk('Houston')]);
    const g = ev('gamma', 'AL West division title 2033', null, [mk('Mariners'), mk('Astros')]);
    expect(g.league).toBe('MLB');
    expect(score(a, g).vetoes).toEqual([]);
    const nl = ev('gamma', 'NL West division title 2033', null, [mk('Dodgers'), mk('Padres')]);
    expect(score(a, nl).vetoes.length).toBeGreaterThan(0);
  });
});
