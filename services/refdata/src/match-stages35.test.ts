// Series, rounds, stages and divisions of competitions, read over the shipped knowledge base: a conference's tournament
// however its title words it, a league's award spelt out, a women's award in its own language, a poll named by its
// length, a playoff pairing or a knock-out as the series, a series' exact result of a best-of-five, and one side of a
// knockout tie reaching the next round. Each rule with a pair it must keep apart.
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { byVenue, score, vetoed } from './test-listings.ts';

const CLOSE = Date.parse('2034-04-19T22:00:00Z');
const ev = byVenue(CLOSE);

describe('a college conference\'s tournament', () => {
  it('reads the draw and the sport between the conference and its tournament, in an uncategorised title too', () => {
    const acc = ev('alpha', 'ACC Tournament Champion 2034?', 'Sports', ['Duke', 'North Carolina']);
    const worded = ev('gamma', "Who wins the 2034 ACC men's basketball tournament in Charlotte?", null, ['Duke', 'North Carolina']);
    expect(worded.facets['stage']).toBe('conference:acc');
    expect(vetoed(acc, worded, 'different stage')).toBe(false);
    const bigTen = ev('alpha', 'Big Ten Tournament Champion 2034?', 'Sports', ['Purdue', 'Michigan']);
    const placed = ev('gamma', 'Big Ten Tournament (Indianapolis) 2034 winner', null, ['Purdue', 'Michigan']);
    expect(placed.facets['stage']).toBe('conference:big_ten');
    expect(vetoed(bigTen, placed, 'different stage')).toBe(false);
    expect(vetoed(bigTen, ev('beta_us', "Big Ten Men's Tournament Champion", 'Sports', ['Purdue', 'Michigan']), 'different stage')).toBe(false);
  });

  it('keeps the regular season\'s title and another conference apart', () => {
    const worded = ev('gamma', "Who wins the 2034 ACC men's basketball tournament in Charlotte?", null, ['Duke', 'North Carolina']);
    expect(vetoed(worded, ev('beta_us', "ACC Regular Season Champion (Men's)", 'Sports', ['Duke', 'North Carolina']), 'different stage')).toBe(true);
    expect(vetoed(worded, ev('alpha', 'Big Ten Tournament Champion 2034?', 'Sports', ['Purdue', 'Michigan']), 'different stage')).toBe(true);
  });
});

describe('a league\'s award and a women\'s award', () => {
  it('reads "AL Most Valuable Player" as the AL MVP, and keeps the NL\'s apart', () => {
    const al = ev('alpha', 'AL MVP 2034', 'Sports', ['Aaron Judge', 'Bobby Witt Jr.']);
    const spelt = ev('gamma', '2034 AL Most Valuable Player (BBWAA)', null, ['Judge', 'Witt Jr.']);
    expect(spelt.facets['stage']).toBe('al');
    expect(vetoed(al, spelt, 'different stage')).toBe(false);
    expect(vetoed(ev('beta_us', 'NL MVP 2034', 'Sports', ['Shohei Ohtani', 'Juan Soto']), spelt, 'different stage')).toBe(true);
  });

  it('reads "Ballon d\'Or Féminin" as the women\'s award, not the men\'s', () => {
    const feminin = ev('alpha', "Ballon d'Or Féminin 2034", 'Sports', ['Aitana Bonmatí', 'Alexia Putellas']);
    expect(feminin.facets['gender']).toBe('women');
    expect(vetoed(feminin, ev('beta', "Women's Ballon d'Or 2034", 'Sports', ['Aitana Bonmatí', 'Alexia Putellas']), 'different gender')).toBe(false);
    expect(vetoed(feminin, ev('beta', "Ballon d'Or 2034", 'Sports', ['Lamine Yamal', 'Kylian Mbappé']), 'different gender')).toBe(true);
  });

  it('reads "AP Top 25 #1" as the poll\'s #1, and "in the AP Top 25" still as the placing', () => {
    const top = ev('alpha', 'AP Top 25 #1 on Oct 8, 2034', 'Sports', ['Ohio State', 'Georgia']);
    expect(top.facets['reach']).toBeUndefined();
    expect(vetoed(top, ev('beta', 'Who will be #1 in the AP Poll on October 8?', 'Sports', ['Ohio State', 'Georgia']), 'different reach')).toBe(false);
    expect(ev('gamma', 'Will Indiana finish in the AP Top 25?', 'Sports').facets['reach']).toBe('top25');
  });
});

describe('a playoff series', () => {
  it('reads a pairing of the league\'s playoffs as the series, not one game of it', () => {
    const playoffs = ev('beta', 'NBA Playoffs: Who will win Celtics vs. Magic?', 'Sports', ['Celtics', 'Magic']);
    expect(playoffs.facets['unit']).toBe('series');
    expect(vetoed(playoffs, ev('alpha', 'Celtics vs Magic: first round winner', 'Sports', ['Boston Celtics', 'Orlando Magic']), 'different unit')).toBe(false);
    expect(vetoed(playoffs, ev('alpha', 'Orlando at Boston (Game 2)', 'Sports', ['Orlando', 'Boston']), 'different unit')).toBe(true);
  });

  it('reads one team knocking the other out as the series, its YES side the team that knocks out', () => {
    const knock = ev('gamma', 'Will the Guardians knock the Yankees out of the 2034 ALDS?', null);
    expect(knock.facets['unit']).toBe('series');
    const alds = ev('alpha', 'Cleveland vs New York Y: ALDS', 'Sports', ['New York Yankees', 'Cleveland Guardians']);
    expect(knock.markets[0]!.key).toBe(alds.markets[1]!.key);
    expect(score(knock, alds).confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
    expect(vetoed(knock, ev('gamma', 'ALDS Game 2: Guardians @ Yankees (Oct 9) winner', null, ['Guardians', 'Yankees']), 'different unit')).toBe(true);
  });

  it('reads who advances from a series as its winner', () => {
    const adv = ev('gamma', 'Who advances? Dodgers v Phillies, NL Division Series', null, ['Dodgers', 'Phillies']);
    expect(adv.facets['bet']).toBeUndefined();
    expect(vetoed(adv, ev('beta', 'NLDS: Dodgers vs. Phillies', 'Sports', ['Dodgers', 'Phillies']), 'different bet')).toBe(false);
    // (a game's total of the series stays its own bet)
    expect(vetoed(adv, ev('beta', 'NLDS Game 1: Dodgers vs. Phillies O/U 8.5', 'Sports', ['Over 8.5', 'Under 8.5']), 'different')).toBe(true);
  });

  it('reads a best-of-five series\' exact result by games and by score alike', () => {
    const exact = ev('alpha', 'Cleveland vs New York Y: ALDS exact result', 'Sports', ['New York Y in 3', 'New York Y in 5', 'Cleveland in 4']);
    const correct = ev('beta', 'ALDS: Yankees vs. Guardians — Correct Series Result', 'Sports', ['Yankees 3-0', 'Yankees 3-2', 'Guardians 3-1']);
    expect(exact.markets.every((m) => m.key?.startsWith('ser:') === true)).toBe(true);
    expect([...correct.keySet].sort()).toEqual([...exact.keySet].sort());
    // (a losing side's count is no result of the series, and a game's exact score no series' at all)
    expect(ev('beta', 'ALDS: Yankees vs. Guardians — Correct Series Result', 'Sports', ['Yankees 2-3']).markets[0]!.key?.startsWith('ser:')).toBe(false);
    expect(ev('beta', 'Real Madrid vs Manchester City: exact result', 'Sports', ['Real Madrid 3-1', 'Manchester City 3-1']).markets.some((m) => m.key?.startsWith('ser:') === true)).toBe(false);
  });
});

describe('a knockout tie', () => {
  const tie = (): refdata.EventFeatures => ev('alpha', 'Real Madrid vs Manchester City: who advances?', 'Sports', ['Real Madrid', 'Manchester City']);

  it('matches one side reaching the next round, settled with the tie, as that side of it', () => {
    const reach = ev('gamma', 'Will Manchester City reach the 2034 UCL semi-finals?', null);
    expect(vetoed(tie(), reach, 'different')).toBe(false);
    expect(score(tie(), reach).confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
    const qualify = ev('beta_us', 'Real Madrid to qualify for the semi-finals?', 'Sports');
    expect(qualify.facets['reach']).toBe('semifinal');
    expect(score(tie(), qualify).confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
  });

  it('keeps a later round, settled weeks after the tie, and the tie\'s match result apart', () => {
    const final = ev('beta', 'Will Manchester City reach the 2034 Champions League final?', 'Sports', ['Yes'], CLOSE + 20 * 86_400_000);
    expect(score(tie(), final).confidence).toBe(0);
    const match = ev('alpha', 'Real Madrid vs Manchester City', 'Sports', ['Real Madrid', 'Draw', 'Manchester City']);
    expect(vetoed(match, ev('gamma', 'Will Manchester City reach the 2034 UCL semi-finals?', null), 'different reach')).toBe(true);
  });

  it('reads a side "to advance vs" the other as that side, and the German "wer erreicht das Halbfinale" as who advances', () => {
    const psg = ev('beta_us', 'PSG to advance vs Bayern?', 'Sports');
    expect(psg.markets[0]!.key?.startsWith('ent:')).toBe(true);
    const german = ev('gamma', 'Bayern oder PSG — wer erreicht das Halbfinale?', null, ['Bayern', 'PSG']);
    expect(german.facets['bet']).toBe('advance');
    expect(german.keySet.has(psg.markets[0]!.key!)).toBe(true);
    expect(vetoed(german, ev('alpha', 'Bayern Munich vs Paris Saint-Germain: who advances?', 'Sports', ['Bayern Munich', 'Paris Saint-Germain']), 'different')).toBe(false);
  });
});
