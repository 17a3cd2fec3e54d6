// Unit tests of the remaining kinds of errors of the fifty-fifth holdout (sports and entertainment of winter 2033-34): the
// Africa Cup of Nations by its initials in English and French, national sides by their nicknames, the Australian Open as
// "AO", a conference's side in the league's final, a final's exact pairing, a game's count of goals in words, the Golden
// Globes' drama and comedy film awards, a top scorer by the award's name.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { matchEvents, MATCH_ACCEPT } from './match.ts';
import { englishTitle } from './foreign.ts';
import { eventNicknames } from './trophies.ts';
import { sportsFacets } from './sports.ts';
import { conceptText, countsInDigits } from './text.ts';

// (local ids: the entities only need to be told apart)
const team = (qid: string, name: string, league: string, aliases: string[] = []) => ({
  kb_qid: qid, kind: 'team' as const, canonical_name: name, aliases, metadata: { league }, domain: 'sports',
});
const country = (qid: string, name: string, aliases: string[] = []) => ({
  kb_qid: qid, kind: 'geographic_region' as const, canonical_name: name, aliases, metadata: { level: 'country' }, domain: 'politics',
});
const kb = new KnowledgeBase([
  team('local:team:kc', 'Kansas City Chiefs', 'NFL', ['Chiefs']),
  team('local:team:sf', 'San Francisco 49ers', 'NFL', ['49ers']),
  team('local:team:det', 'Detroit Lions', 'NFL', ['Lions']),
  team('local:team:phi', 'Philadelphia Eagles', 'NFL', ['Eagles']),
  team('local:team:buf', 'Buffalo Bills', 'NFL', ['Bills']),
  country('local:country:ma', 'Morocco', ['Maroc']),
  country('local:country:ng', 'Nigeria'),
  country('local:country:eg', 'Egypt', ['Égypte']),
]);
const close = Date.parse('2034-02-10T04:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('the Africa Cup of Nations by its initials', () => {
  it('reads "AFCON", "Africa Cup of Nations" and the French "CAN" as one tournament, and no English "CAN" as it', () => {
    const en = ev('alpha', 'Africa Cup of Nations 2034 Winner', 'Sports', [mk('Morocco'), mk('Nigeria'), mk('Egypt')]);
    const afcon = ev('beta_us', 'AFCON 2034 Champion', 'Sports', [mk('Morocco'), mk('Nigeria')]);
    const fr = ev('gamma', 'Vainqueur de la CAN 2034', null, [mk('Maroc'), mk('Nigeria'), mk('Égypte')]);
    expect(score(en, afcon).vetoes).toEqual([]);
    expect(score(en, afcon).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    expect(score(en, fr).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    expect(fr.markets.map((m) => m.key)).toEqual(en.markets.map((m) => m.key));
    expect(englishTitle('Meilleur buteur CAN 2034')).toBe('top scorer AFCON 2034');
    // (Canada's code in an English title, and the verb, stay as they are)
    expect(englishTitle('USA vs CAN 2034 Olympic hockey')).toBe('USA vs CAN 2034 Olympic hockey');
    expect(englishTitle('Can Morocco win the 2034 AFCON?')).toBe('Can Morocco win the 2034 AFCON?');
  });
});

describe('a national side by its nickname', () => {
  it('reads "Super Eagles vs Indomitable Lions" as Nigeria vs Cameroon, and leaves a club\'s "Eagles" and "Lions" alone', () => {
    expect(eventNicknames('Super Eagles vs Indomitable Lions (AFCON group stage)')).toBe('Nigeria vs Cameroon (AFCON group stage)');
    expect(eventNicknames('Eagles vs Lions')).toBe('Eagles vs Lions');
    const nick = ev('gamma', 'Super Eagles vs Indomitable Lions (AFCON group stage)', null, [mk('Nigeria'), mk('Draw'), mk('Cameroon')]);
    const named = ev('beta', 'AFCON: Nigeria vs. Cameroon', 'Sports', [mk('Nigeria'), mk('Draw'), mk('Cameroon')]);
    const nfl = ev('alpha', 'Eagles vs Lions', 'Sports', [mk('Eagles'), mk('Lions')]);
    expect(score(nick, named).vetoes).toEqual([]);
    expect(score(nick, named).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    expect(nick.league).toBeNull();
    expect(score(nick, nfl).confidence).toBeLessThan(MATCH_ACCEPT);
  });
});

describe('the Australian Open as "AO"', () => {
  it('reads "the AO men\'s final" as the Australian Open\'s final, kept apart from winning it', () => {
    const ao = ev('gamma', "Sinner into the AO men's final?", null, [mk('Yes')]);
    const full = ev('beta', 'Will Jannik Sinner reach the 2034 Australian Open final?', 'Sports', [mk('Yes')]);
    const title = ev('beta_us', 'Jannik Sinner to win the 2034 Australian Open', 'Sports', [mk('Yes')]);
    expect(ao.facets['reach']).toBe('final');
    expect(score(ao, full).vetoes).toEqual([]);
    expect(score(ao, title).vetoes.join()).toContain('different reach');
    // ("AO" of no tennis draw or stage is left as it is)
    expect(eventNicknames('AO Smith earnings beat?')).toBe('AO Smith earnings beat?');
  });
});

describe('a conference\'s side in the league\'s final', () => {
  it('reads "Which AFC team will play in the Super Bowl?" as the AFC champion, not the Super Bowl winner', () => {
    const sides = (): ReturnType<typeof mk>[] => [mk('Kansas City Chiefs'), mk('Buffalo Bills')];
    const play = ev('beta_us', 'Which AFC team will play in Super Bowl LXVIII?', 'Sports', sides());
    const champ = ev('alpha', 'AFC Champion', 'Sports', [mk('Kansas City'), mk('Buffalo'), mk('Baltimore')]);
    const sb = ev('beta', 'Super Bowl LXVIII Winner', 'Sports', [mk('Kansas City Chiefs'), mk('San Francisco 49ers')]);
    expect(play.facets['reach']).toBeUndefined();
    expect(score(play, champ).vetoes).toEqual([]);
    expect(score(play, sb).vetoes.length).toBeGreaterThan(0);
    // (a conference's own final is still a stage of it)
    const wcf = ev('gamma', 'Who will reach the Western Conference Finals?', 'Sports', [mk('Thunder'), mk('Nuggets')]);
    expect(wcf.facets['reach']).toBe('final');
  });
});

describe('a final\'s exact pairing', () => {
  it('aligns two teams written in either order by place or nickname, and keeps another pairing apart', () => {
    const a = ev('alpha', 'Super Bowl matchup', 'Sports', [mk('Kansas City vs San Francisco'), mk('Kansas City vs Detroit'), mk('Buffalo vs Philadelphia')]);
    const g = ev('gamma', 'Exact Super Bowl pairing', null, [mk('49ers v Chiefs'), mk('Lions v Chiefs'), mk('Eagles v Bills')]);
    expect(g.markets.map((m) => m.key).sort()).toEqual(a.markets.map((m) => m.key).sort());
    expect(a.markets[0]!.key).not.toBe(a.markets[1]!.key);
    expect(score(a, g).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const { clusters } = matchEvents([a, g]);
    expect(clusters.some((c) => c.members.length === 2)).toBe(true);
  });
});

describe('a game\'s count of goals in words', () => {
  it('reads "Six or more goals in Rangers–Devils" as the game\'s total of 6 or more, and leaves other number words alone', () => {
    expect(countsInDigits('Six or more goals in Rangers–Devils tonight?')).toBe('6 or more goals in Rangers–Devils tonight?');
    expect(sportsFacets({ title: '6 or more goals in Rangers–Devils tonight?', codes: [], questions: [] })['bet']).toBe('total');
    expect(countsInDigits('Six Nations 2034 winner')).toBe('Six Nations 2034 winner');
    expect(sportsFacets({ title: 'Will Jokic score 30 or more points in Game 7?', codes: [], questions: [] })['bet']).toBeUndefined();
  });
});

describe('the Golden Globes\' drama and comedy film awards', () => {
  it('keeps a Best Motion Picture naming neither apart from the drama one, and two namings of the drama one together', () => {
    const films = (): ReturnType<typeof mk>[] => [mk('The Glass Orchard'), mk('Northbound')];
    const drama = ev('alpha', 'Golden Globe Best Motion Picture - Drama', 'Culture', films());
    const drama2 = ev('gamma', '91st Golden Globes — Drama film winner', 'Culture', [...films(), mk('Tidewater')]);
    const bare = ev('gamma', 'Golden Globes 2034: Best Motion Picture', 'Culture', films(), close, 'bare');
    const comedy = ev('beta', 'Golden Globes 2034: Best Motion Picture – Musical or Comedy', 'Culture', [mk('Best Man Down'), mk('Northbound')]);
    expect(score(drama, drama2).vetoes).toEqual([]);
    expect(score(drama, bare).vetoes.join()).toContain('film_genre');
    expect(score(drama, comedy).vetoes.join()).toContain('film_genre');
  });
});

describe('a top scorer by the award\'s name', () => {
  it('reads "Top Goalscorer" and "Golden Boot" as one award', () => {
    expect(conceptText('afcon 2034 top goalscorer').trim().split(/\s+/)).toEqual(conceptText('afcon 2034 golden boot').trim().split(/\s+/));
    expect(conceptText('afcon 2034 golden ball')).not.toContain('golden boot');
  });
});
