// Unit tests of the kinds of errors of the fifty-fifth holdout (sports and entertainment of winter 2033-34): an award
// show's film and television categories, a monologue's mentions, a streaming chart's region, hosting a playoff game, who
// advances from a one-game playoff round, a side's margin against a game's spread ladder, a margin that is no deadline.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { matchEvents } from './match.ts';
import { parseDeadline } from './text.ts';

// (local ids: the entities only need to be told apart)
const team = (qid: string, name: string, league: string, aliases: string[] = []) => ({
  kb_qid: qid, kind: 'team' as const, canonical_name: name, aliases, metadata: { league }, domain: 'sports',
});
const kb = new KnowledgeBase([
  team('local:team:t1', 'Los Angeles Chargers', 'NFL', ['Chargers']),
  team('local:team:t2', 'Houston Texans', 'NFL', ['Texans']),
  team('local:team:t3', 'Buffalo Bills', 'NFL', ['Bills']),
  team('local:team:t4', 'Pittsburgh Steelers', 'NFL', ['Steelers']),
  team('local:team:t5', 'Boston Celtics', 'NBA', ['Celtics']),
  team('local:team:t6', 'New York Knicks', 'NBA', ['Knicks']),
]);
const close = Date.parse('2034-01-12T04:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('an award show\'s film and television categories', () => {
  it('keeps Best Actor in a film drama apart from the TV drama series one, and two namings of the film one together', () => {
    const film = ev('alpha', 'Golden Globe Best Actor - Motion Picture Drama', 'Culture', [mk('Paul Mescal'), mk('Austin Butler'), mk('Timothee Chalamet')]);
    const film2 = ev('beta', 'Golden Globes 2034: Best Actor – Drama (Film)', 'Culture', [mk('Paul Mescal'), mk('Timothee Chalamet')]);
    const tv = ev('gamma', 'Golden Globes: Best Actor in a TV Drama Series', 'Culture', [mk('Pedro Pascal'), mk('Jacob Elordi'), mk('Austin Butler')]);
    expect(score(film, tv).vetoes.join()).toContain('different medium');
    expect(score(film2, tv).vetoes.join()).toContain('different medium');
    expect(score(film, film2).vetoes).toEqual([]);
  });
});

describe('what is said in a monologue', () => {
  it('keeps the host monologue\'s mentions apart from the broadcast\'s, and two broadcast ones together', () => {
    const words = (): ReturnType<typeof mk>[] => [mk('Taylor'), mk('Ozempic')];
    const all = ev('alpha', 'What will be said during the Golden Globes?', 'Culture', [...words(), mk('AI')]);
    const all2 = ev('beta', 'What will be said at the 2034 Golden Globes?', 'Culture', words());
    const mono = ev('beta_us', 'Golden Globes 2034: Host monologue mentions', 'Culture', words());
    expect(score(all, mono).vetoes.join()).toContain('mention_scope');
    expect(score(all2, mono).vetoes.join()).toContain('mention_scope');
    expect(score(all, all2).vetoes).toEqual([]);
  });
});

describe('a streaming chart\'s region', () => {
  it('keeps Netflix\'s global top show apart from its US one, and two global namings together', () => {
    const shows = (): ReturnType<typeof mk>[] => [mk('Blackwater Bay'), mk('Quiet Hours')];
    const global = ev('beta', '#1 Netflix show globally this week (Jan 2-8)?', 'Culture', shows());
    const global2 = ev('gamma', 'Netflix Global Top 10 (TV, English) #1 — Jan 2–8', 'Culture', [...shows(), mk('Wednesday')]);
    const us = ev('beta_us', 'Top show on Netflix US, week of Jan 2–8', 'Culture', shows());
    expect(score(global, us).vetoes.join()).toContain('stream_region');
    expect(score(global2, us).vetoes.join()).toContain('stream_region');
    expect(score(global, global2).vetoes).toEqual([]);
  });
});

describe('hosting a playoff game', () => {
  it('keeps hosting the NFC Championship Game apart from winning the NFC, and a game named by its host is the game', () => {
    const host = ev('beta_us', 'Will the Philadelphia Eagles host the NFC Championship Game?', 'Sports', [mk('Yes', 'Will the Philadelphia Eagles host the NFC Championship Game?')]);
    const champ = ev('alpha', 'NFC Champion', 'Sports', [mk('Philadelphia'), mk('San Francisco'), mk('Detroit')]);
    const champ2 = ev('beta', 'Will the Philadelphia Eagles win the NFC Championship Game?', 'Sports', [mk('Yes', 'Will the Philadelphia Eagles win the NFC Championship Game?')]);
    expect(host.facets['bet']).toBe('host');
    expect(score(host, champ).vetoes.join()).toContain('different bet');
    expect(champ2.facets['bet']).toBeUndefined();
    expect(ev('gamma', 'Knicks host Celtics (Jan 6) — winner', 'Sports', [mk('New York Knicks'), mk('Boston Celtics')]).facets['bet']).toBeUndefined();
  });
});

describe('who advances from a one-game playoff round', () => {
  it('reads an NFL game\'s "who advances" as its winner, not an NBA game\'s', () => {
    const sat = Date.parse('2034-01-08T05:00:00Z');
    const game = ev('alpha', 'Los Angeles C at Houston', 'Sports', [mk('Los Angeles C', '', sat), mk('Houston', '', sat)], sat, 'KXNFLGAME-34JAN07LACHOU');
    const adv = ev('gamma', 'Chargers @ Texans (Sat night) — who advances?', 'Sports', [mk('Chargers', '', sat), mk('Texans', '', sat)], sat);
    expect(score(game, adv).vetoes).toEqual([]);
    const nba = ev('alpha', 'Boston at New York', 'Sports', [mk('Boston', '', sat), mk('New York', '', sat)], sat, 'KXNBAGAME-34JAN07BOSNYK');
    const nbaAdv = ev('gamma', 'Celtics @ Knicks (Sat night) — who advances?', 'Sports', [mk('Celtics', '', sat), mk('Knicks', '', sat)], sat);
    // (in the NBA who advances is a series' winner, no game's)
    expect(score(nba, nbaAdv).vetoes.length).toBeGreaterThan(0);
  });
});

describe('a side\'s margin against a game\'s spread ladder', () => {
  it('matches "Bills cover -3.5" with the ladder\'s 3.5 rung, not a ladder without it', () => {
    const day = Date.parse('2034-01-08T01:00:00Z');
    const ladder = ev('alpha', 'Pittsburgh at Buffalo: Spread', 'Sports', [mk('Buffalo wins by over 3.5 points', '', day), mk('Buffalo wins by over 6.5 points', '', day)], day, 'KXNFLSPREAD-34JAN07PITBUF');
    const cover = ev('gamma', 'Bills cover -3.5 against Pittsburgh?', 'Sports', [mk('Yes', 'Bills cover -3.5 against Pittsburgh?', day)], day);
    const other = ev('beta', 'Spread: Bills (-6.5) vs. Steelers', 'Sports', [mk('Yes', 'Spread: Bills (-6.5) vs. Steelers', day)], day);
    expect(cover.facets['bet']).toBe('spread');
    expect(cover.markets[0]!.key).toBe('spr:local:team:t3:3.5');
    const s = score(ladder, cover);
    expect(s.vetoes).toEqual([]);
    expect(s.confidence).toBeGreaterThanOrEqual(0.62);
    // (the 6.5 piece of another venue joins the same ladder: one event, two of its outcomes)
    const { clusters } = matchEvents([ladder, cover, other]);
    expect(clusters.some((c) => c.members.length === 3)).toBe(true);
    const far = ev('alpha', 'Pittsburgh at Buffalo: Spread', 'Sports', [mk('Buffalo wins by over 9.5 points', '', day), mk('Buffalo wins by over 6.5 points', '', day)], day, 'KXNFLSPREAD-34JAN07PITBUF2');
    expect(score(far, cover).confidence).toBeLessThan(0.62);
  });

  it('reads a named game won by a margin as the spread, and the margin as no deadline', () => {
    const f = ev('gamma', 'Bills to win the Wild Card game by 7+?', 'Sports', [mk('Yes', 'Bills to win the Wild Card game by 7+?')]);
    expect(f.facets['bet']).toBe('spread');
    expect(f.markets[0]!.key).toBe('spr:local:team:t3:6.5');
    expect(parseDeadline('Ohio State to win the Orange Bowl by 7+?')).toBeNull();
    expect(parseDeadline('Will the Bills clinch the AFC East by 7 January?')).toBe('by');
  });
});
