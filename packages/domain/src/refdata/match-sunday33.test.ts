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

describe('a bet named only by the outcome labels', () => {
  it('reads a game total from labels that are each the bare line, not from a player line', () => {
    expect(sportsFacets({ title: 'Dodgers at Phillies', codes: [], questions: ['Dodgers at Phillies'], labels: ['O/U 8.5'] })['bet']).toBe('total');
    expect(sportsFacets({ title: 'Fever at Sky - Player Props', codes: [], questions: [], labels: ['Caitlin Clark points O/U 24.5'] })['bet']).toBeUndefined();
    expect(sportsFacets({ title: 'Dodgers at Phillies', codes: [], questions: [], labels: ['Dodgers', 'Phillies'] })['bet']).toBeUndefined();
  });
  it('keeps a total listed under the game title apart from the moneyline', () => {
    const ml = ev('beta', 'Phillies vs. Dodgers', 'Sports', [mk('Phillies', 'Phillies vs. Dodgers')]);
    const total = ev('beta_us', 'Dodgers at Phillies', 'Sports', [mk('O/U 8.5', 'Dodgers at Phillies')]);
    expect(score(ml, total).vetoes.join()).toMatch(/different bet/);
    const alphaTotal = ev('alpha', 'Los Angeles D at Philadelphia: Total Runs', 'Sports', [mk('Over 8.5 runs'), mk('Over 9.5 runs')]);
    expect(score(total, alphaTotal).vetoes.join()).not.toMatch(/different bet/);
  });
});

describe('a team\'s season wins', () => {
  it('is a count of wins however written, not a game total', () => {
    expect(facets('Thunder Regular Season Wins O/U 54.5')['bet']).toBeUndefined();
    expect(facets('Thunder 2032-33 Win Total')['bet']).toBeUndefined();
    expect(facets('Thunder vs. Nuggets: Total Points O/U 224.5')['bet']).toBe('total');
  });
});

describe('the side that must beat the other', () => {
  const teams = new KnowledgeBase([
    { kb_qid: 'Q190618', kind: 'team', canonical_name: 'New York Giants', aliases: ['New York Giants'], metadata: { league: 'NFL', nickname: 'Giants' } },
    { kb_qid: 'Q204862', kind: 'team', canonical_name: 'Dallas Cowboys', aliases: ['Dallas Cowboys', 'Cowboys'], metadata: { league: 'NFL', nickname: 'Cowboys' } },
    { kb_qid: 'local:team:san-francisco-giants', kind: 'team', canonical_name: 'San Francisco Giants', aliases: ['San Francisco Giants'], metadata: { league: 'MLB', nickname: 'Giants' } },
  ]);
  const t = eventBuilders(teams, close);
  it('is the YES side of an upset, in the beaten side\'s league, never the beaten side', () => {
    const q = t.ev('gamma', 'Will the Giants upset the Cowboys in Arlington on Sunday?', 'Sports', [t.mk('Yes', 'Will the Giants upset the Cowboys in Arlington on Sunday?')]);
    expect(q.markets[0]!.key).toBe('ent:Q190618');
    const unknown = t.ev('gamma', 'Will the Bandits upset the Cowboys on Sunday?', 'Sports', [t.mk('Yes', 'Will the Bandits upset the Cowboys on Sunday?')]);
    expect(unknown.markets[0]!.key).toBeNull();
  });
});

describe('a player\'s line', () => {
  it('names the game whose player props list that player at that line, not another player\'s', () => {
    const teams = new KnowledgeBase([
      { kb_qid: 'Q271880', kind: 'team', canonical_name: 'Detroit Lions', aliases: ['Detroit Lions'], metadata: { league: 'NFL', nickname: 'Lions' } },
      { kb_qid: 'Q213837', kind: 'team', canonical_name: 'Green Bay Packers', aliases: ['Green Bay Packers'], metadata: { league: 'NFL', nickname: 'Packers' } },
    ]);
    const t = eventBuilders(teams, close);
    const q = t.ev('gamma', 'Jahmyr Gibbs 100+ rushing yards on Sunday Night Football?', 'Sports', [t.mk('Yes', 'Jahmyr Gibbs 100+ rushing yards on Sunday Night Football?')]);
    const game = t.ev('alpha', 'Detroit at Green Bay: Rushing Yards', 'Sports', [t.mk('Jahmyr Gibbs: 80+'), t.mk('Jahmyr Gibbs: 100+'), t.mk('Josh Jacobs: 60+')]);
    const s = t.score(q, game);
    expect(s.vetoes).toEqual([]);
    expect(s.notes.join()).toMatch(/names the game/);
    const other = t.ev('alpha', 'Detroit at Green Bay: Rushing Yards', 'Sports', [t.mk('Jahmyr Gibbs: 80+'), t.mk('Josh Jacobs: 100+')]);
    expect(t.score(q, other).notes.join()).not.toMatch(/names the game/);
  });
});
