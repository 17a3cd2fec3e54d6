// Unit tests of the kinds of errors left in the fiftieth holdout (US politics to the 2034 midterms) after its first fixer:
// a justice off the Court, an emergency declared by executive order, an impeachment's articles and its vote, a candidacy
// declared for a year, a vacancy against one member leaving; elections and counts below.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { propositionOf } from './proposition.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q29552', kind: 'political_party', canonical_name: 'Democratic Party', aliases: ['Democrats', 'Democratic', 'Democrat'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q29468', kind: 'political_party', canonical_name: 'Republican Party', aliases: ['Republicans', 'Republican', 'GOP'], metadata: { country: 'Q30' }, domain: 'politics' },
]);
const dec = Date.parse('2033-12-31T23:59:00Z');
const { mk, ev, score } = eventBuilders(kb, dec);
const yes = (venue: string, title: string): ReturnType<typeof ev> => ev(venue, title, 'Politics', [mk('Yes', title)]);
const vetoed = (x: string, y: string): string => score(yes('alpha', x), yes('beta', y)).vetoes.join('; ');

describe('propositions of US politics in the venues\' different words', () => {
  it('reads a justice off the Court or leaving SCOTUS as leaving it', () => {
    expect(propositionOf('Justice Thomas off the Supreme Court in 2033?').acts).toEqual(['exit']);
    expect(propositionOf('Clarence Thomas Leaves SCOTUS in 2033?').acts).toEqual(['exit']);
    expect(vetoed('Clarence Thomas leaves the Court before 2034?', 'Justice Thomas off the Supreme Court in 2033?')).not.toContain('different propositions');
    // (a player off the court in a game is nothing of the kind; nor is announcing a retirement the leaving)
    expect(propositionOf('LeBron off the court for the fourth quarter?').acts).toEqual([]);
    expect(vetoed('Clarence Thomas leaves the Court before 2034?', 'Will Clarence Thomas announce his retirement in 2033?')).toContain('different propositions');
  });
  it('reads an emergency executive order signed as the emergency declared', () => {
    expect(vetoed('Shapiro declares a national housing emergency by Jul 31?', 'Will Shapiro sign a housing emergency executive order by July 31?')).not.toContain('different propositions');
    // (an executive order on something else declares nothing)
    expect(vetoed('Shapiro declares a national housing emergency by Jul 31?', 'Will Shapiro sign a housing executive order by July 31?')).toContain('different propositions');
  });
  it('reads an impeachment of a Cabinet member as no one joining, and articles filed or introduced as one motion', () => {
    expect(propositionOf('Will the House impeach a Cabinet member in 2033?').acts).toEqual(['impeach']);
    expect(vetoed('Articles of impeachment filed against Shapiro by September 30?', 'Impeachment articles against Shapiro introduced in the House by 30 Sep 2033?')).not.toContain('different propositions');
    // (articles filed are not the House's vote to impeach)
    expect(vetoed('Articles of impeachment filed against Shapiro by September 30?', 'Will the House impeach Shapiro by September 30?')).toContain('different propositions');
    // (a country a member by a date still joins)
    expect(propositionOf('Ukraine NATO member in 2032?').acts).toEqual(['join']);
  });
  it('reads declaring for a year\'s election as announcing a run', () => {
    expect(vetoed('Will JD Vance announce a 2036 presidential run before 2035?', 'JD Vance declares for 2036 by end of 2034?')).not.toContain('different propositions');
    expect(propositionOf('JD Vance declares for 2036 by end of 2034?').acts).toEqual(['announce']);
    // (declaring war or an emergency is not a candidacy)
    expect(propositionOf('Will Russia declare war in 2034?').acts).not.toContain('announce');
  });
  it('keeps any vacancy of a body apart from one named member leaving it', () => {
    expect(vetoed('Supreme Court vacancy in 2033?', 'Clarence Thomas Leaves SCOTUS in 2033?')).toContain('a vacancy on one side');
    expect(vetoed('Supreme Court vacancy in 2033?', 'Will a Supreme Court seat open up in 2033?')).not.toContain('a vacancy on one side');
  });
});

describe('a state\'s race in the venues\' different listings', () => {
  const kbs = new KnowledgeBase([
    { kb_qid: 'Q29552', kind: 'political_party', canonical_name: 'Democratic Party', aliases: ['Democrats', 'Democratic', 'Democrat'], metadata: { country: 'Q30' }, domain: 'politics' },
    { kb_qid: 'Q29468', kind: 'political_party', canonical_name: 'Republican Party', aliases: ['Republicans', 'Republican', 'GOP'], metadata: { country: 'Q30' }, domain: 'politics' },
    { kb_qid: 'Q1428', kind: 'geographic_region', canonical_name: 'Georgia', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
    { kb_qid: 'Q759', kind: 'geographic_region', canonical_name: 'New Hampshire', aliases: ['NH'], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
  ]);
  const vote = Date.parse('2034-11-07T23:59:00Z');
  const day = 24 * 3_600_000;
  const b = eventBuilders(kbs, vote);
  const parties = (close = vote): ReturnType<typeof b.mk>[] => [b.mk('Democratic', '', close), b.mk('Republican', '', close)];
  it('meets when neither title names the year and both close in the year of the vote', () => {
    const a = b.ev('alpha', 'Georgia governor race winner?', 'Elections', parties(vote + 54 * day), vote + 54 * day);
    const g = b.ev('beta', 'Georgia Governor Election Winner', 'Politics', parties());
    expect(b.score(a, g).vetoes.join()).not.toContain('times too far apart');
    // (not a race closing the next year, nor a special election against the regular one)
    const next = b.ev('alpha', 'Georgia governor race winner?', 'Elections', parties(vote + 60 * day), vote + 60 * day);
    expect(b.score(next, g).vetoes.join()).toContain('times too far apart');
    const special = b.ev('alpha', 'Georgia Senate special election winner', 'Elections', parties(vote + 38 * day), vote + 38 * day);
    expect(b.score(special, b.ev('beta', 'Georgia Senate Election Winner', 'Politics', parties())).vetoes.join()).toContain('times too far apart');
  });
  it('reads a party labelling a race\'s one market as the side it pays on', () => {
    const one = b.ev('beta_us', 'New Hampshire Senate 2034', 'Politics', [b.mk('Democrats', 'New Hampshire Senate 2034')]);
    expect(one.markets[0]!.key).toBe('ent:Q29552');
    // (a label restating the race is its proposition, no side)
    const yes = b.ev('beta_us', 'New Hampshire Senate 2034', 'Politics', [b.mk('Yes', 'New Hampshire Senate 2034')]);
    expect(yes.markets[0]!.kind).toBe('binary');
  });
  it('reads "D" and "R" of a title offering "D or R" as the parties, and a state code before "-Sen" as its Senate race', () => {
    const g = b.ev('gamma', 'NH-Sen 2034: D or R?', null, [b.mk('D', '', vote + 23 * day), b.mk('R', '', vote + 23 * day)], vote + 23 * day);
    expect(g.markets.map((m) => m.key)).toEqual(['ent:Q29552', 'ent:Q29468']);
    expect(g.offices).toEqual(['senate']);
    // (a letter of a title offering no parties names none)
    const grade = b.ev('gamma', 'NH school rating 2034: A, B, C or D?', null, [b.mk('A'), b.mk('D')]);
    expect(grade.markets.map((m) => m.key)).not.toContain('ent:Q29552');
  });
});
