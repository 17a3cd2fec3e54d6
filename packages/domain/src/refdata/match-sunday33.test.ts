// Unit tests of the kinds of errors of the forty-seventh holdout (one NFL Sunday: moneylines, spreads, player props,
// anytime scorers, football matches): a player named to score is the anytime scorer market, not the match result; a
// league's week is not one day of its games.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { sportsFacets } from './sports.ts';

const kb = new KnowledgeBase([]);
const close = Date.parse('2032-11-21T20:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);
const facets = (title: string): Record<string, string> => sportsFacets({ title, codes: [], questions: [] });

describe('a player named to score', () => {
  it('reads as the anytime scorer bet, not a count nor a team to score first', () => {
    expect(facets('Kylian Mbappe to score — Real Madrid vs. Sevilla')['bet']).toBe('scorer');
    expect(facets('Will Erling Haaland score vs. Aston Villa?')['bet']).toBe('scorer');
    expect(facets('Ravens vs. Bengals: Anytime TD')['bet']).toBe('scorer');
    expect(facets('Jahmyr Gibbs to score 2+ touchdowns at Lambeau?')['bet']).toBeUndefined();
    expect(facets('Will Victor Wembanyama score 30+ points vs. the Lakers?')['bet']).toBeUndefined();
    expect(facets('Super Bowl LXV — first team to score')['bet']).toBe('first_score');
    expect(facets('Arsenal vs. Inter: Both teams to score?')['bet']).toBe('btts');
  });
  it('is the player of the anytime goalscorer market, and apart from the match winner', () => {
    const q = ev('beta_us', 'Kylian Mbappe to score — Real Madrid vs. Sevilla', 'Sports', [mk('Yes', 'Kylian Mbappe to score — Real Madrid vs. Sevilla')]);
    const scorers = ev('alpha', 'Real Madrid vs Sevilla: Anytime Goalscorer', 'Sports', [mk('Kylian Mbappé'), mk('Vinícius Júnior'), mk('Jude Bellingham')]);
    const result = ev('alpha', 'Real Madrid vs Sevilla', 'Sports', [mk('Real Madrid'), mk('Tie'), mk('Sevilla')]);
    expect(q.markets[0]!.key).toBe('lbl:kylian mbappe');
    const s = score(q, scorers);
    expect(s.vetoes).toEqual([]);
    expect(s.confidence).toBeGreaterThanOrEqual(0.62);
    expect(score(q, result).vetoes.join()).toMatch(/different bet/);
  });
  it('names the game of an anytime scorer market listing the player, not one that does not', () => {
    const kbTeams = new KnowledgeBase([
      { kb_qid: 'Q18711', kind: 'team', canonical_name: 'Aston Villa', aliases: ['Aston Villa'], metadata: { league: 'Premier League' } },
      { kb_qid: 'Q50602', kind: 'team', canonical_name: 'Manchester City', aliases: ['Manchester City', 'Man City'], metadata: { league: 'Premier League' } },
    ]);
    const t = eventBuilders(kbTeams, close);
    const q = t.ev('beta', 'Will Erling Haaland score vs. Aston Villa?', 'Sports', [t.mk('Yes', 'Will Erling Haaland score vs. Aston Villa?')]);
    const game = t.ev('alpha', 'Aston Villa vs Manchester City: Anytime Goalscorer', 'Sports', [t.mk('Erling Haaland'), t.mk('Phil Foden'), t.mk('Morgan Rogers')]);
    const s = t.score(q, game);
    expect(s.vetoes).toEqual([]);
    expect(s.confidence).toBeGreaterThanOrEqual(0.62);
    const other = t.ev('alpha', 'Aston Villa vs Manchester City: Anytime Goalscorer', 'Sports', [t.mk('Ollie Watkins'), t.mk('Phil Foden'), t.mk('Morgan Rogers')]);
    expect(t.score(q, other).confidence).toBeLessThan(0.62);
  });
});

describe('a week of a league', () => {
  it('keeps a week of games apart from one day of them, and with the same week', () => {
    const week = ev('alpha', 'Will any NFL game go to overtime in Week 12?', 'Sports', [mk('Any Week 12 game goes to OT', 'Will any NFL game go to overtime in Week 12?')]);
    const day = ev('beta', 'Will any NFL game go to overtime on Sunday, November 21?', 'Sports', [mk('Yes', 'Will any NFL game go to overtime on Sunday, November 21?')]);
    expect(score(week, day).vetoes.join()).toMatch(/a league week vs one day/);
    const same = ev('gamma', 'NFL Week 12: will any game go to overtime?', 'Sports', [mk('Yes', 'NFL Week 12: will any game go to overtime?')]);
    expect(score(week, same).vetoes).toEqual([]);
    const next = ev('gamma', 'NFL Week 13: will any game go to overtime?', 'Sports', [mk('Yes', 'NFL Week 13: will any game go to overtime?')]);
    expect(score(week, next).vetoes.join()).toMatch(/different weeks/);
  });
});
