// Unit tests of the kinds of errors of the twenty-sixth holdout (world politics and geopolitics): a closed question's one
// market labelled by a word that restates it, a party named by its members ("Liberals") or with "party", a two-party
// head-to-head title, and the President named without the country.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { samePartyName } from './names.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q29552', kind: 'political_party', canonical_name: 'Democratic Party', aliases: ['Democrats', 'Democratic', 'Democrat', 'Dem'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q29468', kind: 'political_party', canonical_name: 'Republican Party', aliases: ['Republicans', 'Republican', 'GOP'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q36', kind: 'geographic_region', canonical_name: 'Poland', aliases: ['Polish'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q16', kind: 'geographic_region', canonical_name: 'Canada', aliases: ['Canadian'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q1397', kind: 'geographic_region', canonical_name: 'Ohio', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q30', kind: 'geographic_region', canonical_name: 'United States', aliases: ['US', 'U.S.'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q148', kind: 'geographic_region', canonical_name: 'China', aliases: ['Chinese'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q9626', kind: 'political_party', canonical_name: 'Conservative Party', aliases: ['Conservative', 'Conservatives', 'Tories'], metadata: { country: 'Q145' }, domain: 'politics' },
  { kb_qid: 'local:political_party:conservative-party-of-canada', kind: 'political_party', canonical_name: 'Conservative Party of Canada', aliases: ['Conservative', 'Conservatives'], metadata: { country_name: 'Canada' }, domain: 'politics' },
  { kb_qid: 'Q145', kind: 'geographic_region', canonical_name: 'United Kingdom', aliases: ['UK', 'British'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q1400', kind: 'geographic_region', canonical_name: 'Pennsylvania', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'local:geographic_region:sweden', kind: 'geographic_region', canonical_name: 'Sweden', aliases: ['Swedish'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'local:political_party:swedish-social-democratic-party', kind: 'political_party', canonical_name: 'Swedish Social Democratic Party', aliases: ['Social Democrats'], metadata: { country_name: 'Sweden' }, domain: 'politics' },
]);
const close = Date.parse('2030-06-15T23:59:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('a closed question of one market', () => {
  it('reads a short label that restates the question as the question itself', () => {
    // (its YES side is then what the question names: the party of "Will the FPÖ win...?")
    const a = ev('alpha', 'Will the FPÖ win the most votes in the 2029 Austrian election?', 'Politics', [mk('FPÖ first', 'Will the FPÖ win the most votes in the 2029 Austrian election?')]);
    expect(a.markets[0]!.key).toBe('lbl:fpo');
    const c = ev('alpha', 'Will Scotland hold an independence referendum before 2031?', 'Politics', [mk('Held', 'Will Scotland hold an independence referendum before 2031?')]);
    expect(c.markets[0]!.kind).toBe('binary');
    const d = ev('alpha', 'Will the Greens win the most seats in the 2029 election?', 'Politics', [mk('Greens largest', 'Will the Greens win the most seats in the 2029 election?')]);
    expect(d.markets[0]!.key).toBe('lbl:greens');
  });
  it('keeps a label the kb knows, or one of a question that offers a choice, as the outcome', () => {
    const a = ev('beta_us', 'Pennsylvania presidential winner 2028', 'Politics', [mk('Republican', 'Will the Republican nominee carry Pennsylvania in 2028?')]);
    expect(a.markets[0]!.key).toBe('ent:Q29468');
    const b = ev('alpha', 'Will Tusk or Nawrocki win the 2030 Polish presidential election?', 'Politics', [mk('Tusk', 'Will Tusk or Nawrocki win the 2030 Polish presidential election?')]);
    expect(b.markets[0]!.kind).not.toBe('binary');
  });
});

describe('a party by its name, its members or with "party"', () => {
  it('aligns "Liberal", "Liberals" and "Liberal Party", not two parties', () => {
    const w = (s: string): string[] => s.toLowerCase().split(' ');
    expect(samePartyName(w('Liberal'), w('Liberals'))).toBe(true);
    expect(samePartyName(w('Liberal Party'), w('Liberals'))).toBe(true);
    expect(samePartyName(w('Greens'), w('Green Party'))).toBe(true);
    expect(samePartyName(w('Liberal'), w('Liberal'))).toBe(false);
    expect(samePartyName(w('Liberal'), w('Liberal Democrats'))).toBe(false);
    expect(samePartyName(w('Labour'), w('Liberals'))).toBe(false);
    const a = ev('alpha', 'Canada federal election 2029: most seats', 'Politics', [mk('Liberal'), mk('Bloc'), mk('NDP')]);
    const b = ev('beta_us', 'Canada Federal Election 2029', 'Politics', [mk('Liberals'), mk('Greens')]);
    expect(score(a, b).notes).not.toContain('no outcome in common');
  });
});

describe('the two parties of a head-to-head title', () => {
  it('reads both as the sides, not as a subject', () => {
    const a = ev('alpha', 'Ohio Senate race winner 2030', 'Politics', [mk('Democratic party'), mk('Republican party')]);
    const b = ev('beta', 'Ohio Senate Election 2030: Republican vs Democrat', 'Politics', [mk('Republican', 'Ohio Senate Election 2030: Republican or Democrat?')]);
    expect(b.context.has('Q29552')).toBe(false);
    expect(score(a, b).vetoes).toEqual([]);
    // a party named otherwise is still the subject ("Democrats' Ohio Senate primary")
    const c = ev('beta', 'Ohio Senate Election 2030: Republican and Democrat turnout', 'Politics', [mk('Republican')]);
    expect(c.context.has('Q29552')).toBe(true);
  });
});

describe('the President named without the country', () => {
  it('is the US President in a title that names another country', () => {
    const a = ev('alpha', 'Will the President visit China in 2029?', 'Politics', [mk('Visits', 'Will the President visit China in 2029?')], Date.parse('2029-12-31T23:59:00Z'));
    const b = ev('beta', 'US President visits China in 2029?', 'Politics', [mk('Yes', 'US President visits China in 2029?')], Date.parse('2029-12-31T23:59:00Z'));
    expect(a.context.has('Q30')).toBe(true);
    expect(score(a, b).vetoes).toEqual([]);
    // not "the President of" another country
    const c = ev('alpha', 'Will the President of China visit Japan in 2029?', 'Politics', [mk('Yes')], Date.parse('2029-12-31T23:59:00Z'));
    expect(c.context.has('Q30')).toBe(false);
  });
});

describe('a headline naming the winner of an election', () => {
  it('is the candidate or party, as "Will X win ...?" names it', () => {
    const a = ev('alpha', 'Will the FPÖ win the most votes in the 2029 Austrian election?', 'Politics', [mk('FPÖ first', 'Will the FPÖ win the most votes in the 2029 Austrian election?')]);
    const b = ev('beta', 'FPO wins Austrian legislative election 2029?', 'Politics', [mk('Yes', 'FPO wins Austrian legislative election 2029?')]);
    expect(a.markets[0]!.key).toBe('lbl:fpo');
    expect(b.markets[0]!.key).toBe('lbl:fpo');
    const c = ev('beta', 'Nawrocki re-elected President of Poland in 2030?', 'Politics', [mk('Yes', 'Nawrocki re-elected President of Poland in 2030?')]);
    expect(c.markets[0]!.key).toBe('lbl:nawrocki');
    // not a nomination or a party's leadership
    const d = ev('beta', 'Vance wins Republican nomination in 2028?', 'Politics', [mk('Yes', 'Vance wins Republican nomination in 2028?')]);
    expect(d.markets[0]!.key).not.toBe('lbl:vance');
  });
});

describe('a percentage the rules say is published to one decimal', () => {
  it('reads "above 9.9%" as "10.0% or higher"', () => {
    const end = Date.parse('2029-12-31T23:59:00Z');
    const rules = (m: ReturnType<typeof mk>, r: string): ReturnType<typeof mk> => ({ ...m, rules: r });
    const a = ev('alpha', 'US average effective tariff rate on Dec 31, 2029', 'Economics', [rules(mk('Above 9.9%', '', end), 'Average effective tariff rate, to one decimal.'), rules(mk('Above 14.9%', '', end), 'Average effective tariff rate, to one decimal.')], end);
    const b = ev('alpha', 'US average effective tariff rate on Dec 31, 2029', 'Economics', [mk('Above 9.9%', '', end), mk('Above 14.9%', '', end)], end);
    expect(a.markets[0]!.key).toBe('num::ge:10');
    expect(b.markets[0]!.key).not.toBe('num::ge:10');
  });
});

describe('a day a title names as a start', () => {
  it('is not when the event is observed: the close is', () => {
    const end = Date.parse('2029-12-31T23:59:00Z');
    const a = ev('alpha', 'How long will a government shutdown beginning Oct 1, 2029 last?', 'Politics', [mk('More than 7 days', '', end), mk('More than 14 days', '', end)], end);
    const b = ev('beta', 'How long will the October 2029 government shutdown last?', 'Politics', [mk('Under 8 days', '', end), mk('8-14 days', '', end), mk('15+ days', '', end)], end);
    expect(a.refMs).toBe(end);
    expect(score(a, b).vetoes).toEqual([]);
  });
});

describe('a leader leaving, the party known on one side', () => {
  it('is one person when the other side names the same person', () => {
    const end = Date.parse('2030-12-31T23:59:00Z');
    const a = ev('alpha', 'Will Pierre Poilievre leave as Canadian Conservative leader before 2031?', 'Politics', [mk('Leaves', 'Will Pierre Poilievre leave as Canadian Conservative leader before 2031?', end)], end);
    const b = ev('beta', 'Poilievre out as CPC leader by end of 2030?', 'Politics', [mk('Yes', 'Poilievre out as CPC leader by end of 2030?', end)], end);
    expect(score(a, b).vetoes).toEqual([]);
    // another name is another person
    const c = ev('beta', 'Rempel Garner out as CPC leader by end of 2030?', 'Politics', [mk('Yes', 'Rempel Garner out as CPC leader by end of 2030?', end)], end);
    expect(score(a, c).vetoes.some((v) => v.startsWith('different people'))).toBe(true);
  });
});

describe('two one-market questions of one subject', () => {
  it('are two questions when their titles share no word but their names', () => {
    const end = Date.parse('2029-12-31T23:59:00Z');
    const a = ev('beta', 'US President visits China in 2029?', 'Politics', [mk('Yes', 'US President visits China in 2029?', end)], end);
    const b = ev('gamma', 'US x China trade agreement in 2029?', 'Politics', [mk('Yes', 'US x China trade agreement in 2029?', end)], end);
    expect(score(a, b).vetoes).toContain('one-market questions share no title word');
    const c = ev('gamma', 'US President to visit China during 2029?', 'Politics', [mk('Yes', 'US President to visit China during 2029?', end)], end);
    expect(score(a, c).vetoes).toEqual([]);
  });
});

describe('a country becoming a member', () => {
  it('is the proposition of joining, not a candidate of a race', () => {
    const end = Date.parse('2030-12-31T23:59:00Z');
    const a = ev('alpha', 'Will Palestine become a full UN member before 2031?', 'Politics', [mk('Admitted', 'Will Palestine become a full UN member before 2031?', end)], end);
    expect(a.markets[0]!.key).toBe('yes:join:pos');
    // becoming the holder of an office still names the candidate
    const b = ev('alpha', 'Will Donald Tusk become President of Poland in 2030?', 'Politics', [mk('Yes', 'Will Donald Tusk become President of Poland in 2030?', end)], end);
    expect(b.markets[0]!.key).toBe('lbl:donald tusk');
  });
});

describe('two one-market questions of one subject, a word inflected otherwise', () => {
  it('still share the word', () => {
    const end = Date.parse('2029-03-31T23:59:00Z');
    const a = ev('beta', 'Putin and Zelensky meet in person by March 31, 2029?', 'Politics', [mk('Yes', '', end)], end);
    const b = ev('gamma', 'Putin–Zelensky face-to-face meeting before April 2029?', 'Politics', [mk('Yes', '', end)], end);
    expect(score(a, b).vetoes).not.toContain('one-market questions share no title word');
  });
});

describe('any country and one named country', () => {
  it('are two questions', () => {
    const end = Date.parse('2030-12-31T23:59:00Z');
    const a = ev('beta', 'New NATO member by end of 2030?', 'Politics', [mk('Yes', '', end)], end);
    const b = ev('gamma', 'China becomes a NATO member by 31 Dec 2030?', 'Politics', [mk('Yes', '', end)], end);
    expect(score(a, b).vetoes).toContain('any country vs a named one');
    const c = ev('alpha', 'Will any country join NATO before 2031?', 'Politics', [mk('New member', '', end)], end);
    expect(score(a, c).vetoes).not.toContain('any country vs a named one');
  });
});

describe('a party named by words parties of many countries share', () => {
  const end = Date.parse('2030-09-30T23:59:00Z');
  it('is the party of the country the listing names, never another country\'s', () => {
    // (Sweden's "Social Democrats" are not the US Democrats their last word names)
    const se = ev('alpha', 'Swedish general election 2030: largest party', 'Politics', [mk('Social Democrats'), mk('Moderates')], end);
    expect(se.markets[0]!.key).toBe('ent:local:political_party:swedish-social-democratic-party');
    const us = ev('beta', 'Which party will win the 2030 US House elections?', 'Politics', [mk('Democrats'), mk('Republicans')], end);
    expect(us.markets[0]!.key).toBe('ent:Q29552');
    expect(se.markets.map((m) => m.key)).not.toContain('ent:Q29552');
    // (nor a Swedish listing's one-market question on them)
    const q = 'Will the Social Democrats win the most seats in the 2030 Swedish election?';
    expect(ev('gamma', q, 'Politics', [mk('Yes', q)], end).markets[0]!.key).not.toBe('ent:Q29552');
    // (Canada's Conservatives are not the UK's)
    const ca = ev('alpha', 'Canadian federal election 2030: most seats', 'Politics', [mk('Conservatives'), mk('Liberals')], end);
    expect(ca.markets[0]!.key).toBe('ent:local:political_party:conservative-party-of-canada');
    const uk = ev('beta', 'UK general election 2030: most seats', 'Politics', [mk('Conservatives'), mk('Reform')], end);
    expect(uk.markets[0]!.key).toBe('ent:Q9626');
  });
  it('is left unresolved when the listing names no country (never guessed)', () => {
    const none = ev('alpha', 'Next general election 2030: largest party', 'Politics', [mk('Social Democrats'), mk('Conservatives')], end);
    expect(none.markets.map((m) => m.entity ?? null)).toEqual([null, null]);
    // a listing of no country named, but of US institutions or both US parties, is a US one
    const house = ev('beta', 'Which party will control the House after 2030?', 'Politics', [mk('Democrats'), mk('Republicans')], end);
    expect(house.markets.map((m) => m.key)).toEqual(['ent:Q29552', 'ent:Q29468']);
  });
});
