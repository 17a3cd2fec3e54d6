// Unit tests of the sports errors of the forty-ninth holdout (spring 2033): titles in other languages read in English, a
// result with extra time counted vs the 90-minute result, a count by a day vs the count of a month, "top four" as a
// placing, an uncategorised listing of one league's teams, and a playoff round of a series league as its series.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { englishLabel, englishTitle } from './foreign.ts';
import { extraTimeGap, sportsFacets } from './sports.ts';

const team = (qid: string, name: string, league: string, aliases: string[] = []) => ({
  kb_qid: qid, kind: 'team' as const, canonical_name: name, aliases, metadata: { league }, domain: 'sports',
});
const kb = new KnowledgeBase([
  team('Q15789', 'FC Bayern Munich', 'Bundesliga', ['Bayern Munich', 'Bayern', 'FC Bayern München', 'FC Bayern']),
  team('Q483020', 'Paris Saint-Germain F.C.', 'Ligue 1', ['Paris Saint-Germain', 'PSG']),
  team('Q104761', 'Bayer 04 Leverkusen', 'Bundesliga', ['Bayer Leverkusen', 'Leverkusen']),
  team('Q41420', 'Borussia Dortmund', 'Bundesliga', ['Dortmund', 'BVB']),
  team('Q204623', 'Florida Panthers', 'NHL', ['Panthers']),
  team('Q201864', 'Tampa Bay Lightning', 'NHL', ['Lightning']),
  team('Q1346', 'Detroit Pistons', 'NBA', ['Pistons']),
  team('Q131364', 'New York Knicks', 'NBA', ['Knicks']),
  team('Q18543', 'Arsenal F.C.', 'Premier League', ['Arsenal']),
  team('Q9617', 'Liverpool F.C.', 'Premier League', ['Liverpool']),
  { kb_qid: 'Q183', kind: 'geographic_region', canonical_name: 'Germany', aliases: ['German'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q812', kind: 'geographic_region', canonical_name: 'Florida', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
]);
const close = Date.parse('2033-04-20T12:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);
const vetoed = (a: ReturnType<typeof ev>, b: ReturnType<typeof ev>, start: string): boolean => score(a, b).vetoes.some((v) => v.startsWith(start));

describe('titles in other languages', () => {
  it('reads the words of a sports market and a day written day first in English', () => {
    expect(englishTitle('Wer zieht ins Halbfinale ein? FC Bayern München – Paris Saint-Germain')).toBe('who reaches the semi-finals? FC Bayern München – Paris Saint-Germain');
    expect(englishTitle('BVB gegen Leverkusen (16.04.) – Ausgang nach 90 Minuten')).toBe('BVB vs Leverkusen (16 April) – result after 90 minutes');
    expect(englishTitle('¿Quién ganará LaLiga 2032-33?')).toBe('who will win La Liga 2032-33?');
    expect(englishTitle('Roland-Garros 2033 : vainqueure du simple dames')).toBe("Roland-Garros 2033 : winner du women's singles");
    expect(englishTitle('Barcelona – Atlético (17/04)')).toBe('Barcelona – Atlético (17 April)');
    // (a day first or a month first that can be read both ways is left alone; an English title is left as it is)
    expect(englishTitle('Barcelona – Atlético (04/05)')).toBe('Barcelona – Atlético (04/05)');
    expect(englishTitle('Emptiness of the Gegenpress (Liverpool v Arsenal)')).toBe('Emptiness of the Gegenpress (Liverpool v Arsenal)');
    expect(englishLabel('Sieg Dortmund')).toBe('Dortmund');
    expect(englishLabel('Empate')).toBe('Draw');
  });

  it('reads a German "who goes through" as who advances, not the second leg\'s 90 minutes', () => {
    const wer = ev('gamma', 'Wer zieht ins Halbfinale ein? FC Bayern München – Paris Saint-Germain', null, [mk('FC Bayern München'), mk('Paris Saint-Germain')]);
    const adv = ev('beta', 'Champions League QF: Bayern vs. PSG – Who advances?', 'Sports', [mk('Bayern'), mk('PSG')]);
    expect(wer.facets['bet']).toBe('advance');
    expect(vetoed(wer, adv, 'different bet')).toBe(false);
    const leg = ev('alpha', 'Bayern Munich vs PSG (Apr 19)', 'Sports', [mk('Bayern Munich'), mk('Tie'), mk('Paris Saint-Germain')]);
    expect(vetoed(wer, leg, 'different bet')).toBe(true);
  });

  it('reads a German league title by country, of the league its clubs play in', () => {
    const meister = ev('gamma', 'Deutscher Meister 2032/33', null, [mk('FC Bayern München'), mk('Bayer 04 Leverkusen'), mk('Borussia Dortmund')]);
    expect(meister.league).toBe('Bundesliga');
    expect([...meister.tokens].some((t) => t.startsWith('bunde'))).toBe(true);
    // (an uncategorised listing of clubs of several leagues is of none)
    const mixed = ev('gamma', 'Champions 2032/33', null, [mk('FC Bayern München'), mk('Paris Saint-Germain'), mk('Arsenal')]);
    expect([mixed.league, mixed.domain]).toEqual([null, 'other']);
  });
});

describe('a result with extra time counted', () => {
  it('is not the 90-minute result with its draw', () => {
    const et = ev('gamma', 'Bayern beat PSG on April 19 (extra time counts)?', null, [mk('Yes')]);
    const ninety = ev('alpha', 'Bayern Munich vs PSG (Apr 19)', 'Sports', [mk('Bayern Munich'), mk('Tie'), mk('Paris Saint-Germain')]);
    expect(et.facets['time_rule']).toBe('extra_time');
    expect(vetoed(et, ninety, 'result after extra time')).toBe(true);
    // (two listings that both count extra time, or a side listing no draw, are not told apart by it)
    expect(extraTimeGap({ facets: { time_rule: 'extra_time' }, keySet: new Set() }, { facets: { time_rule: 'extra_time' }, keySet: new Set(['lbl:draw']) })).toBeNull();
    expect(extraTimeGap({ facets: { time_rule: 'extra_time' }, keySet: new Set() }, { facets: {}, keySet: new Set(['ent:Q15789']) })).toBeNull();
    expect(sportsFacets({ title: 'Inter vs Milan: winner including extra time', codes: [], questions: [] })['time_rule']).toBe('extra_time');
  });
});

describe('a count by a day and the count of a month', () => {
  it('keeps "10 home runs by April 30" apart from "10+ home runs in the month of April"', () => {
    const by = ev('beta', 'Will Elly De La Cruz hit 10 home runs by April 30, 2033?', 'Sports', [mk('Yes')]);
    const month = ev('gamma', 'Elly De La Cruz: 10+ home runs in the month of April 2033?', null, [mk('Yes')]);
    expect(vetoed(by, month, 'different periods (a count by')).toBe(true);
    // (the same count by the same day on both sides is one question)
    const by2 = ev('gamma', 'Elly De La Cruz: 10 home runs by April 30, 2033?', null, [mk('Yes')]);
    expect(vetoed(by, by2, 'different periods')).toBe(false);
  });
});

describe('"top four" as a placing', () => {
  it('reads the placing in words as its number', () => {
    expect(sportsFacets({ title: 'Premier League Top Four 2032/33', codes: [], questions: [] })['reach']).toBe('top4');
    expect(sportsFacets({ title: 'Premier League 2032-33: Top 4 finish', codes: [], questions: [] })['reach']).toBe('top4');
    // (a top six is not a top four)
    expect(sportsFacets({ title: 'Premier League Top Six 2032/33', codes: [], questions: [] })['reach']).toBe('top6');
  });
});

describe('a playoff round of a series league', () => {
  it('reads an uncategorised listing of two NHL teams asked by its round as the series', () => {
    const battle = ev('gamma', 'Battle of Florida: who wins the Round 1 series?', null, [mk('Florida Panthers'), mk('Tampa Bay Lightning')]);
    expect(battle.league).toBe('NHL');
    expect(battle.teams.size).toBe(2);
    expect(battle.facets['unit']).toBe('series');
    const series = ev('beta_us', 'Panthers vs. Lightning: Series Winner', 'Sports', [mk('Florida Panthers'), mk('Tampa Bay Lightning')]);
    expect(vetoed(battle, series, 'different unit')).toBe(false);
  });

  it('reads "advance past ... in Round 1" as the series, and keeps one game of it apart', () => {
    const past = ev('gamma', 'Will the Pistons advance past the Knicks in Round 1?', null, [mk('Yes')]);
    expect(past.facets['unit']).toBe('series');
    const game = ev('alpha', 'Pistons at Knicks (Game 1)', 'Sports', [mk('Detroit Pistons'), mk('New York Knicks')]);
    expect(vetoed(past, game, 'different unit')).toBe(true);
    // (who advances from a two-legged football tie stays who advances: no series league)
    const tie = ev('beta', 'Champions League QF: Bayern vs. PSG – Who advances?', 'Sports', [mk('Bayern'), mk('PSG')]);
    expect(tie.facets['unit']).toBeUndefined();
    expect(tie.facets['bet']).toBe('advance');
  });
});
