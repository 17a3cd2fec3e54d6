// Unit tests of the kinds of errors left in the US politics holdouts (the November 2032 general election, mid 2033 to the
// 2034 midterms): a party's yes/no question after a heading or naming a district, a seat count through a chamber's name,
// the electoral college's even split, states listed by their postal codes, the tipping-point state.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { partyWinQuestion } from './proposition.ts';
import { parseOffices, parseStrikes } from './text.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q29552', kind: 'political_party', canonical_name: 'Democratic Party', aliases: ['Democrats', 'Democratic', 'Democrat'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q29468', kind: 'political_party', canonical_name: 'Republican Party', aliases: ['Republicans', 'Republican', 'GOP'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q1400', kind: 'geographic_region', canonical_name: 'Pennsylvania', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q1166', kind: 'geographic_region', canonical_name: 'Michigan', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q1428', kind: 'geographic_region', canonical_name: 'Georgia (U.S. state)', aliases: ['Georgia'], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
]);
const vote = Date.parse('2034-11-07T23:59:00Z');
const day = 24 * 3_600_000;
const { mk, ev, score } = eventBuilders(kb, vote);
const parties = (close = vote): ReturnType<typeof mk>[] => [mk('Democratic party', '', close), mk('Republican party', '', close)];
const yes = (venue: string, title: string, close = vote): ReturnType<typeof ev> => ev(venue, title, 'Politics', [mk('Yes', title, close)], close);

describe('a party\'s yes/no question in the venues\' different words', () => {
  it('reads a party winning after a heading, as "the GOP", or as the Republican Party of no other country as its YES side', () => {
    expect(partyWinQuestion('Midterms: will the GOP flip the House in 2034?')).toBe(true);
    expect(yes('gamma', 'Midterms: will the GOP flip the House in 2034?').markets[0]!.key).toBe('ent:Q29468');
    expect(yes('beta_us', 'Will the Republican Party win the 2032 presidential election?').markets[0]!.key).toBe('ent:Q29468');
    const house = ev('alpha', 'House control after the 2034 election', 'Politics', [mk('Democrats'), mk('Republicans')], vote + 57 * day);
    expect(score(house, yes('gamma', 'Midterms: will the GOP flip the House in 2034?', vote + 57 * day)).confidence).toBeGreaterThanOrEqual(0.62);
    // (a heading before another question names no winner; a party losing is no win)
    expect(partyWinQuestion('Midterms: will turnout top 50% in 2034?')).toBe(false);
    expect(yes('gamma', 'Midterms: will the GOP lose the House in 2034?').markets[0]!.key).not.toBe('ent:Q29468');
  });
  it('reads a congressional district as a US listing and its seat as the House race of that district', () => {
    const seat = yes('gamma', 'NY-17 (Hudson Valley): will Republicans hold the seat in 2034?', vote + 23 * day);
    expect(seat.markets[0]!.key).toBe('ent:Q29468');
    expect(seat.offices).toEqual(['house']);
    const race = ev('beta', 'NY-17 House Election Winner', 'Politics', parties());
    const ps = score(race, seat);
    expect(ps.vetoes).toEqual([]);
    expect(ps.confidence).toBeGreaterThanOrEqual(0.62);
    // (another district's race stays apart)
    expect(score(ev('beta', 'NY-16 House Election Winner', 'Politics', parties()), seat).vetoes.join()).toContain('different districts');
  });
});

describe('counts and outcomes of an election in the venues\' different words', () => {
  it('reads "Gov" before a race as the governor\'s race', () => {
    expect(parseOffices('New York Gov race 2034 — winning party')).toEqual(['governor']);
    const a = ev('beta', 'New York Governor Election Winner', 'Politics', [mk('Democratic'), mk('Republican')]);
    const g = ev('gamma', 'New York Gov race 2034 — winning party', 'Politics', [mk('Democrats', '', vote + 23 * day), mk('Republicans', '', vote + 23 * day)], vote + 23 * day);
    expect(score(a, g).confidence).toBeGreaterThanOrEqual(0.62);
    // (a government's site or a "gov" of no race names no governor)
    expect(parseOffices('Will gov.uk publish the budget by March?')).toEqual([]);
  });
  it('reads a count of a chamber\'s seats as a seat count', () => {
    expect(yes('beta', 'Will Democrats win 218+ House seats in 2034?').markets[0]!.key).toBe('num::ge:218');
    // (the chamber won is the party, no count)
    expect(yes('beta', 'Will Democrats win the House in 2034?').markets[0]!.key).toBe('ent:Q29552');
  });
  it('reads a body\'s even split before "tie" as its tie, not a range', () => {
    expect(parseStrikes('269-269 Electoral College tie?')).toEqual([]);
    expect(parseStrikes('Will the 2032 Electoral College end in a 269-269 tie?')).toEqual([]);
    const a = ev('alpha', 'Will the 2032 Electoral College end in a 269-269 tie?', 'Politics', [mk('269-269 tie')]);
    const b = yes('beta', 'Electoral College tie in 2032?');
    expect(score(a, b).confidence).toBeGreaterThanOrEqual(0.62);
    // (a game's correct score stays a score)
    expect(parseStrikes('Will the match end in a 1-1 tie?')).not.toEqual([]);
  });
  it('reads outcomes that are all US postal codes as the states, and keeps the tipping point apart', () => {
    const codes = ev('beta', 'Presidential Election: Tipping Point State', 'Politics', [mk('PA'), mk('MI'), mk('GA')]);
    expect(codes.markets.map((m) => m.key)).toEqual(['ent:Q1400', 'ent:Q1166', 'ent:Q1428']);
    const names = ev('alpha', 'Which state will be the tipping point in the 2032 election?', 'Politics', [mk('Pennsylvania'), mk('Michigan'), mk('Georgia')]);
    expect(score(codes, names).confidence).toBeGreaterThanOrEqual(0.62);
    // (codes that are not all states stay labels; the state decided by the smallest margin is another question)
    expect(ev('beta', 'Which bloc leads?', 'Politics', [mk('EU'), mk('UK'), mk('PA')]).markets.map((m) => m.key)).not.toContain('ent:Q1400');
    const closest = ev('gamma', 'Which swing state will be decided by the smallest margin in 2032?', 'Politics', [mk('Pennsylvania'), mk('Michigan'), mk('Georgia')]);
    expect(score(codes, closest).vetoes).toContain('the tipping point on one side only');
  });
});
