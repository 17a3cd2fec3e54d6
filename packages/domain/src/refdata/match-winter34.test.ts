// Unit tests of the kinds of errors of the fifty-fifth holdout (sports and entertainment of winter 2033-34): an award
// show's film and television categories, a monologue's mentions, a streaming chart's region, hosting a playoff game.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';

const kb = new KnowledgeBase([]);
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
