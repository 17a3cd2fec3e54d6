// Unit tests of the election errors of the forty-first and forty-sixth holdouts: an election's round by its number, the
// party that gains the most seats, a seat count against the winner, congressional districts, a state's secretary of
// state, a debate's poll by its pollster, and a party named after a place.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { seatRuleOf } from './contest.ts';
import { seatCountGap } from './asks.ts';
import { congressionalDistrictsOf, districtGap, usStatesOf } from './place.ts';
import { parseOffices } from './text.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q29552', kind: 'political_party', canonical_name: 'Democratic Party', aliases: ['Democrats', 'Democratic', 'Democrat', 'Dem'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q29468', kind: 'political_party', canonical_name: 'Republican Party', aliases: ['Republicans', 'Republican', 'GOP'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q1553', kind: 'geographic_region', canonical_name: 'Nebraska', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q1384', kind: 'geographic_region', canonical_name: 'New York', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q1223', kind: 'geographic_region', canonical_name: 'Washington', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q30', kind: 'geographic_region', canonical_name: 'United States', aliases: ['US', 'U.S.'], metadata: { level: 'country' }, domain: 'politics' },
]);
const close = Date.parse('2032-11-03T12:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);
const parties = (q: string) => [mk('Democratic', q), mk('Republican', q)];
const vetoed = (a: ReturnType<typeof ev>, b: ReturnType<typeof ev>, start: string): boolean => score(a, b).vetoes.some((v) => v.startsWith(start));

describe("an election's round by its number", () => {
  it('reads "round 1" of a vote as its first round, not the overall winner', () => {
    expect(parseOffices('Turkey presidential election: who finishes first in round 1?')).toEqual(['first_round', 'president']);
    expect(parseOffices('Turkey presidential election: round one winner')).toEqual(['first_round', 'president']);
    // (the same round written as words is the same stage)
    expect(parseOffices('Turkey presidential election: first round winner')).toEqual(['first_round', 'president']);
    // (a draft's or a tournament's round 1 is no stage of an election)
    expect(parseOffices('NFL Draft round 1: first quarterback picked')).toEqual([]);
    const r1 = ev('beta_us', 'Turkey presidential election: who finishes first in round 1?', 'Politics', [mk('Ekrem İmamoğlu'), mk('Hakan Fidan')]);
    const win = ev('alpha', 'Turkey presidential election winner', 'Politics', [mk('Ekrem İmamoğlu'), mk('Hakan Fidan')]);
    expect(vetoed(r1, win, 'different offices')).toBe(true);
    const first = ev('gamma', 'Turkey presidential election: first round winner', 'Politics', [mk('Ekrem İmamoğlu'), mk('Hakan Fidan')]);
    expect(vetoed(r1, first, 'different offices')).toBe(false);
  });
});

describe('the party that gains the most seats', () => {
  it('is not the party that wins the most seats', () => {
    expect(seatRuleOf('UK local elections: which party gains the most seats?')).toBe('net_gains');
    expect(seatRuleOf('Local elections 2033: most net gains')).toBe('net_gains');
    expect(seatRuleOf('UK Local Elections 2033: Most Seats Won')).toBe('most_seats');
    const gains = ev('beta_us', 'UK local elections: which party gains the most seats?', 'Elections', [mk('Reform UK'), mk('Greens')]);
    const most = ev('beta', 'UK Local Elections 2033: Most Seats Won', 'Elections', [mk('Reform'), mk('Green')]);
    expect(vetoed(gains, most, 'different seat_rule')).toBe(true);
    const council = ev('alpha', 'Which party will win the most council seats in the 2033 English local elections?', 'Elections', [mk('Reform UK'), mk('Labour')]);
    expect(vetoed(council, most, 'different seat_rule')).toBe(false);
  });
});

describe('a seat count against the winner', () => {
  it('keeps a count of seats apart from the election winner', () => {
    expect(seatCountGap('WA Labor to win 40 or more Legislative Assembly seats in 2033?', 'WA Election 2033 Winner', false)).toBe('a seat count on one side, the winner on the other');
    expect(seatCountGap('WA Labor to win 40 or more Legislative Assembly seats in 2033?', 'Labor wins 40+ seats in the WA election?', false)).toBeNull();
    expect(seatCountGap('Western Australia state election: winning party', 'WA Election 2033 Winner', false)).toBeNull();
  });
});

describe('a congressional district', () => {
  it('reads the district as a code and in words', () => {
    expect([...congressionalDistrictsOf('NY-17 House Election Winner')]).toEqual(['NY-17']);
    expect([...congressionalDistrictsOf("New York's 17th District House race 2032")]).toEqual(['NY-17']);
    expect([...congressionalDistrictsOf("Which party will win Nebraska's second congressional district electoral vote?")]).toEqual(['NE-2']);
    expect([...congressionalDistrictsOf('Nebraska 2nd District Presidential Winner (NE-02)')]).toEqual(['NE-2']);
    expect([...congressionalDistrictsOf('Judge of the 5th District Court')]).toEqual([]);
  });
  it('keeps one district apart from another, and from the whole state', () => {
    const ny17 = ev('alpha', "New York's 17th District House race 2032", 'Politics', parties("New York's 17th District House race 2032"));
    const ny16 = ev('gamma', 'NY-16 House race 2032', 'Politics', parties('NY-16 House race 2032'));
    const ny17b = ev('beta', 'NY-17 House Election Winner', 'Politics', parties('NY-17 House Election Winner'));
    expect(vetoed(ny17, ny16, 'different districts')).toBe(true);
    expect(vetoed(ny17, ny17b, 'different districts')).toBe(false);
    const ne2 = ev('beta', 'Nebraska 2nd District Presidential Winner (NE-02)', 'Politics', parties('Nebraska 2nd District Presidential Winner (NE-02)'));
    const state = ev('gamma', 'Nebraska statewide presidential winner 2032', 'Politics', parties('Nebraska statewide presidential winner 2032'));
    expect(vetoed(ne2, state, "a district's race on one side only")).toBe(true);
    // (a side that names no race, a person's question, is left to the rest of the comparison)
    expect(districtGap('NY-17 House Election Winner', 'Will Mike Lawler be re-elected?', false, false)).toBeNull();
  });
});

describe("a state's secretary of state", () => {
  it('is an office of its own, not the governor', () => {
    expect(parseOffices('Washington Secretary of State 2032')).toEqual(['secretary_of_state']);
    // (the US cabinet post is no state office: the cabinet posts compare it)
    expect(parseOffices('Will the Senate confirm Rubio as Secretary of State?')).toEqual(['senate']);
    const sos = ev('gamma', 'Washington Secretary of State 2032', 'Politics', parties('Washington Secretary of State 2032'));
    const gov = ev('alpha', 'Washington Governor race 2032: which party wins?', 'Politics', parties('Washington Governor race 2032: which party wins?'));
    expect(vetoed(sos, gov, 'different offices')).toBe(true);
    const sos2 = ev('beta', 'Washington Secretary of State Election Winner', 'Politics', parties('Washington Secretary of State Election Winner'));
    expect(vetoed(sos, sos2, 'different offices')).toBe(false);
  });
});

describe("a debate's poll by its pollster", () => {
  it("keeps CNN/SSRS's instant poll apart from YouGov's snap poll", () => {
    const cnn = ev('alpha', 'Who will win the Oct 12 debate according to the CNN/SSRS instant poll?', 'Politics', [mk('Josh Shapiro'), mk('JD Vance')]);
    const yougov = ev('gamma', 'Second debate winner per YouGov snap poll', 'Politics', [mk('Shapiro'), mk('Vance')]);
    expect(vetoed(cnn, yougov, 'different pollster')).toBe(true);
    const cnn2 = ev('beta', 'Who will win the second presidential debate? (CNN poll)', 'Politics', [mk('Shapiro'), mk('Vance')]);
    expect(vetoed(cnn, cnn2, 'different pollster')).toBe(false);
  });
});

describe('a party named after a place', () => {
  it('is no US state', () => {
    expect([...usStatesOf("Will the Colorado Party win Paraguay's 2033 presidential election?")]).toEqual([]);
    expect([...usStatesOf('ANR (Partido Colorado)')]).toEqual([]);
    expect([...usStatesOf('Colorado Senate race 2032')]).toEqual(['colorado']);
  });
});

describe("a party by its venues' short names (kb aliases)", () => {
  const world = new KnowledgeBase([
    { kb_qid: 'Q183', kind: 'geographic_region', canonical_name: 'Germany', aliases: ['German'], metadata: { level: 'country' }, domain: 'politics' },
    { kb_qid: 'local:political_party:christian-democratic-union', kind: 'political_party', canonical_name: 'Christian Democratic Union', aliases: ['CDU', 'CDU/CSU', 'Christian Democrats', 'Union'], metadata: { country_name: 'Germany' }, domain: 'politics' },
    { kb_qid: 'local:political_party:liberal-party-of-canada', kind: 'political_party', canonical_name: 'Liberal Party of Canada', aliases: ['Liberals', 'Liberal', 'Liberal Party', 'LPC'], metadata: { country_name: 'Canada' }, domain: 'politics' },
  ]);
  const b = eventBuilders(world, close);
  it('reads "Union (CDU/CSU)" as the CDU in a German listing, and "LPC" as the Liberals', () => {
    const de = b.ev('gamma', 'Germany Bundestag election 2033 — largest party by seats', 'Elections', [b.mk('Union (CDU/CSU)'), b.mk('AfD')]);
    expect(de.markets[0]!.key).toBe('ent:local:political_party:christian-democratic-union');
    const ca = b.ev('gamma', 'Canada 2033 federal election winner (most seats)', 'Elections', [b.mk('LPC'), b.mk('NDP')]);
    expect(ca.markets[0]!.key).toBe('ent:local:political_party:liberal-party-of-canada');
  });
  it('leaves "Union" alone where no German listing names it', () => {
    const eu = b.ev('alpha', 'Which bloc will sign the trade deal first?', 'Politics', [b.mk('Union'), b.mk('Mercosur')]);
    expect(eu.markets[0]!.key).toBe('lbl:union');
  });
});
