// Unit tests of the recall errors of the fortieth (summer 2032) and forty-first (US general election 2032) holdouts: a state
// carried by a party or going to it, a state's electoral votes as its presidential race, control of Congress in the year
// after its election, an election's two closes, a running mate as the vice-presidential nominee, a player of a gendered
// draw, the All-Star Game's leagues as its sides, a golf major's playoff, and a Tour's jersey without the Tour's name.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { controlYears, stateElectorOffices } from './contest.ts';
import { partyWinQuestion } from './proposition.ts';
import { parseOffices } from './text.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q29552', kind: 'political_party', canonical_name: 'Democratic Party', aliases: ['Democrats', 'Democratic', 'Democrat', 'Dem'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q29468', kind: 'political_party', canonical_name: 'Republican Party', aliases: ['Republicans', 'Republican', 'GOP'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q1400', kind: 'geographic_region', canonical_name: 'Pennsylvania', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q1370', kind: 'geographic_region', canonical_name: 'Virginia', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q1553', kind: 'geographic_region', canonical_name: 'Nebraska', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q30', kind: 'geographic_region', canonical_name: 'United States', aliases: ['US', 'U.S.'], metadata: { level: 'country' }, domain: 'politics' },
]);
const close = Date.parse('2032-11-30T17:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);
const parties = (q = '') => [mk('Democratic', q), mk('Republican', q)];
const vetoed = (a: ReturnType<typeof ev>, b: ReturnType<typeof ev>, start: string): boolean => score(a, b).vetoes.some((v) => v.startsWith(start));

describe('a state carried by a party, or going to it', () => {
  it('reads "Republicans carry X" and "X goes Democratic" as the party winning X, not "goes to a Democratic primary"', () => {
    expect(partyWinQuestion('Will Republicans carry Pennsylvania in the 2032 presidential race?')).toBe(true);
    expect(partyWinQuestion('Virginia goes Democratic in the 2032 presidential race?')).toBe(true);
    expect(partyWinQuestion('Will Virginia go Democratic primary first?')).toBe(false);
    const which = ev('alpha', 'Which party will win Pennsylvania in the 2032 presidential election?', 'Politics', parties());
    const carry = ev('gamma', 'Will Republicans carry Pennsylvania in the 2032 presidential race?', 'Politics', [mk('Yes', 'Will Republicans carry Pennsylvania in the 2032 presidential race?')]);
    expect(carry.markets[0]!.key).toBe('ent:Q29468');
    expect(score(which, carry).vetoes).toEqual([]);
    const va = ev('gamma', 'Virginia goes Democratic in the 2032 presidential race?', 'Politics', [mk('Yes', 'Virginia goes Democratic in the 2032 presidential race?')]);
    expect(va.markets[0]!.key).toBe('ent:Q29552');
    // (another state's race stays apart)
    expect(vetoed(which, va, 'different states')).toBe(true);
  });
});

describe("a state's electoral votes", () => {
  it("reads who wins a state's or a district's electoral votes as its presidential race; a count of them, or the nation's, is kept", () => {
    expect(stateElectorOffices(['electoral_college'], 'Pennsylvania: which party wins its electoral votes?', true)).toEqual(['president']);
    expect(stateElectorOffices(['electoral_college', 'house'], "Which party will win Nebraska's 2nd congressional district electoral vote?", true)).toEqual(['president']);
    expect(stateElectorOffices(['electoral_college'], 'How many electoral votes will Shapiro win in Pennsylvania?', true)).toEqual(['electoral_college']);
    expect(stateElectorOffices(['electoral_college'], 'Who wins the Electoral College in 2032?', false)).toEqual(['electoral_college']);
    const ev1 = ev('beta_us', 'Pennsylvania: which party wins its electoral votes?', 'Politics', parties());
    const pres = ev('beta', 'Pennsylvania Presidential Election Winner', 'Politics', parties());
    expect(score(ev1, pres).vetoes).toEqual([]);
    const ne = ev('alpha', "Which party will win Nebraska's 2nd congressional district electoral vote?", 'Politics', parties());
    const ne2 = ev('beta', 'Nebraska 2nd District Presidential Winner (NE-02)', 'Politics', parties());
    expect(score(ne, ne2).vetoes).toEqual([]);
    // (the state's race is not the district's)
    const neState = ev('gamma', 'Nebraska statewide presidential winner', 'Politics', parties());
    expect(score(ne, neState).vetoes.length).toBeGreaterThan(0);
  });
});

describe('control of Congress in the year after its election', () => {
  it('reads control of a chamber in an odd year as decided the year before; not a state chamber, nor an even year', () => {
    expect(controlYears(['2033'], 'Will Democrats control the US Senate in 2033?', ['senate'], false)).toEqual(['2032', '2033']);
    expect(controlYears(['2033'], 'Will Democrats control the Virginia Senate in 2033?', ['senate'], true)).toEqual(['2033']);
    expect(controlYears(['2034'], 'Will Democrats control the US Senate in 2034?', ['senate'], false)).toEqual(['2034']);
    const c32 = ev('beta_us', 'Senate Control 2032', 'Politics', parties(), Date.parse('2033-01-03T17:00:00Z'));
    const c33 = ev('gamma', 'Will Democrats control the US Senate in 2033?', 'Politics', [mk('Yes', 'Will Democrats control the US Senate in 2033?')], Date.parse('2033-01-03T17:00:00Z'));
    expect(vetoed(c32, c33, 'different years')).toBe(false);
    const c30 = ev('beta_us', 'Senate Control 2030', 'Politics', parties(), Date.parse('2031-01-03T17:00:00Z'));
    expect(vetoed(c30, c33, 'different years')).toBe(true);
  });
});

describe("an election's two closes", () => {
  it('scores the vote and the inauguration as one time for the same race', () => {
    const which = ev('alpha', 'Which party will win the 2032 presidential election?', 'Politics', parties(), Date.parse('2033-01-20T17:00:00Z'));
    const rep = ev('beta_us', 'Will the Republican Party win the 2032 presidential election?', 'Politics', [mk('Republican Party', 'Will the Republican Party win the 2032 presidential election?')], Date.parse('2032-11-03T12:00:00Z'));
    expect(score(which, rep).parts?.time).toBe(0.8);
    // (the Senate's race of the same year is another race)
    const senate = ev('beta', 'Which party will win the Senate in 2032?', 'Politics', parties(), Date.parse('2033-01-03T17:00:00Z'));
    expect(vetoed(which, senate, 'different offices')).toBe(true);
  });
});

describe('a running mate', () => {
  it("is the ticket's vice-presidential nominee; the nominee announcing one is no nomination race", () => {
    expect(parseOffices('GOP 2032 running mate (convention nominee)')).toEqual(['nomination', 'vice_president']);
    expect(parseOffices('Will the Democratic nominee announce a running mate before Aug 1, 2028?')).toEqual(['vice_president']);
    const vp = ev('alpha', '2032 Republican vice presidential nominee', 'Politics', [mk('Marco Rubio'), mk('Byron Donalds'), mk('Elise Stefanik')], Date.parse('2032-07-23T00:00:00Z'));
    const mate = ev('gamma', 'GOP 2032 running mate (convention nominee)', 'Politics', [mk('Marco Rubio'), mk('Byron Donalds')], Date.parse('2032-07-23T00:00:00Z'));
    expect(score(vp, mate).vetoes).toEqual([]);
    const pres = ev('beta', '2032 Republican presidential nominee', 'Politics', [mk('Marco Rubio'), mk('Byron Donalds')], Date.parse('2032-07-23T00:00:00Z'));
    expect(vetoed(mate, pres, 'different offices')).toBe(true);
  });
});

describe('a player of a gendered draw', () => {
  it("reads one player's question as of the draw that lists the player, not of a draw that does not", () => {
    const women = ev('beta', 'Wimbledon Women’s Winner 2032', 'Sports', [mk('Andreeva'), mk('Gauff'), mk('Swiatek')]);
    const gauff = ev('beta_us', 'Will Coco Gauff win Wimbledon 2032?', 'Sports', [mk('Coco Gauff', 'Will Coco Gauff win Wimbledon 2032?')]);
    expect(vetoed(women, gauff, 'different gender')).toBe(false);
    const sinner = ev('beta_us', 'Will Jannik Sinner win Wimbledon 2032?', 'Sports', [mk('Jannik Sinner', 'Will Jannik Sinner win Wimbledon 2032?')]);
    expect(vetoed(women, sinner, 'different gender')).toBe(true);
  });
});

describe("the All-Star Game's leagues", () => {
  it('reads a league named as the winner as the side the other venue lists; the two leagues stay apart', () => {
    const game = ev('alpha', 'MLB All-Star Game 2032: AL vs NL', 'Sports', [mk('American League'), mk('National League')], Date.parse('2032-07-14T04:00:00Z'));
    const al = ev('beta_us', 'Will the American League win the 2032 All-Star Game?', 'Sports', [mk('American League', 'Will the American League win the 2032 All-Star Game?')], Date.parse('2032-07-14T04:00:00Z'));
    const nl = ev('gamma', 'National League wins the 2032 MLB All-Star Game?', 'Sports', [mk('Yes', 'National League wins the 2032 MLB All-Star Game?')], Date.parse('2032-07-14T04:00:00Z'));
    expect(vetoed(game, al, 'different stage')).toBe(false);
    expect(vetoed(al, nl, 'different stage')).toBe(true);
    // (the AL pennant is no All-Star Game)
    const pennant = ev('beta', 'American League pennant 2032', 'Sports', [mk('Yankees'), mk('Astros')], Date.parse('2032-07-14T04:00:00Z'));
    expect(vetoed(game, pennant, 'different stage')).toBe(true);
  });
});

describe("a golf major's playoff, a Tour's jersey", () => {
  it('reads "The Open: Playoff?" and "the 160th Open" as the playoff bet, apart from the winner', () => {
    const po = ev('alpha', 'Will The Open 2032 go to a playoff?', 'Sports', [mk('Playoff')]);
    const bare = ev('beta', 'The Open 2032: Playoff?', 'Sports', [mk('Yes', 'The Open 2032: Playoff?')]);
    const ed = ev('gamma', 'Playoff needed to decide the 160th Open?', null, [mk('Yes', 'Playoff needed to decide the 160th Open?')]);
    expect(vetoed(po, bare, 'different bet')).toBe(false);
    expect(vetoed(po, ed, 'different bet')).toBe(false);
    const win = ev('beta', 'The Open 2032 winner', 'Sports', [mk('Scottie Scheffler'), mk('Rory McIlroy')]);
    expect(vetoed(bare, win, 'different bet')).toBe(true);
  });
  it('reads a jersey of an uncategorised listing as its classification, apart from the race winner', () => {
    const kom = ev('beta', 'Tour de France 2032 King of the Mountains', 'Sports', [mk('Pogacar'), mk('Vingegaard'), mk('Ciccone')]);
    const dots = ev('gamma', 'Polka-dot jersey 2032 Tour', null, [mk('Pogacar'), mk('Vingegaard'), mk('Ciccone')]);
    expect(score(kom, dots).vetoes).toEqual([]);
    const win = ev('alpha', 'Tour de France 2032 winner', 'Sports', [mk('Pogacar'), mk('Vingegaard'), mk('Ciccone')]);
    expect(vetoed(dots, win, 'different classification')).toBe(true);
  });
});
