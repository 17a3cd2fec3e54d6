// Unit tests of places and abbreviations in US politics (the thirty-third to thirty-fifth holdouts): a state's postal code
// before a party's primary or a chamber, a county or a New York City borough as the place of a local race, and offices
// written as abbreviations ("DA", "AG", "WH").
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { countiesOf, countyGap, expandOfficeAbbreviations, expandStateCodes } from './place.ts';
import { labelAliases, MATCH_ACCEPT, type OutcomeText } from './match.ts';
import { parseOffices } from './text.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q29552', kind: 'political_party', canonical_name: 'Democratic Party', aliases: ['Democrats', 'Democratic', 'Democrat', 'Dem'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q29468', kind: 'political_party', canonical_name: 'Republican Party', aliases: ['Republicans', 'Republican', 'GOP'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q30', kind: 'geographic_region', canonical_name: 'United States', aliases: ['US', 'U.S.'], metadata: { level: 'country' }, domain: 'politics' },
]);
const close = Date.parse('2031-11-05T23:59:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('a state postal code before a primary, a caucus or a chamber', () => {
  it('names the state', () => {
    expect(expandStateCodes('NH GOP Primary 2032')).toBe('New Hampshire GOP Primary 2032');
    expect(expandStateCodes('NH Dem primary 2032 — winner')).toBe('New Hampshire Dem primary 2032 — winner');
    expect(expandStateCodes('Will Republicans win the NJ Assembly in 2031?')).toContain('New Jersey Assembly');
    // (a capital word elsewhere is left as it is)
    expect(expandStateCodes('IN the primary, who wins?')).toBe('IN the primary, who wins?');
  });
  it('matches the state named in full and separates two states\' primaries', () => {
    const p = Date.parse('2032-02-15T23:59:00Z');
    const a = ev('alpha', 'New Hampshire Republican primary winner', 'Politics', [mk('JD Vance'), mk('Marco Rubio')], p);
    const b = ev('beta_us', 'NH GOP Primary 2032', 'Politics', [mk('JD Vance'), mk('Marco Rubio')], p);
    const c = ev('gamma', 'SC GOP primary 2032', 'Politics', [mk('JD Vance'), mk('Marco Rubio')], p);
    expect(score(a, b).vetoes).toEqual([]);
    expect(score(b, c).vetoes.join()).toContain('different states');
  });
});

describe('a county or a borough as the place of a local race', () => {
  it('reads counties and boroughs', () => {
    expect([...countiesOf('Will Democrats flip the Nassau County Legislature in 2031?')]).toEqual(['nassau']);
    expect([...countiesOf('Brooklyn DA 2031: Democratic nominee wins?')]).toEqual(['kings']);
    expect([...countiesOf('Kings County District Attorney 2031')]).toEqual(['kings']);
    expect(countyGap('Brooklyn DA 2031', 'Kings County District Attorney 2031')).toBeNull();
    expect(countyGap('Nassau County Legislature majority 2031', 'Will Democrats flip the Nassau County Legislature in 2031?')).toBeNull();
    expect(countyGap('Nassau County Legislature majority 2031', 'Suffolk County Legislature 2031')).not.toBeNull();
    // (a county named on one side only is no gap)
    expect(countyGap('Nassau County Legislature majority 2031', 'Nassau Legislature: majority party 2031')).toBeNull();
  });
  it('keeps two counties\' races apart', () => {
    const a = ev('alpha', 'Brooklyn DA 2031: Democratic nominee wins?', 'Politics', [mk('Yes', 'Brooklyn DA 2031: Democratic nominee wins?')]);
    const b = ev('beta_us', 'Queens DA 2031: Democrat wins?', 'Politics', [mk('Yes', 'Queens DA 2031: Democrat wins?')]);
    expect(score(a, b).vetoes.join()).toContain('different counties');
    const c = ev('beta', 'Republicans keep Nassau County Legislature majority?', 'Politics', [mk('Yes', 'Republicans keep Nassau County Legislature majority?')]);
    const d = ev('gamma', 'Republicans win a majority of the Suffolk County Legislature in 2031?', 'Politics', [mk('Yes', 'Republicans win a majority of the Suffolk County Legislature in 2031?')]);
    expect(score(c, d).vetoes.join()).toContain('different counties');
  });
  it('matches a borough\'s DA to its county\'s District Attorney', () => {
    const a = ev('alpha', 'Brooklyn DA 2031: Democratic nominee wins?', 'Politics', [mk('Yes', 'Brooklyn DA 2031: Democratic nominee wins?')]);
    const b = ev('gamma', 'Kings County District Attorney 2031 — Democrat wins?', null, [mk('Yes', 'Kings County District Attorney 2031 — Democrat wins?')]);
    // (the party's nominee of a local race is no presidential nominee)
    expect(a.offices).toEqual(['district_attorney']);
    const s = score(a, b);
    expect(s.vetoes).toEqual([]);
    expect(s.confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
  });
});

describe('offices written as abbreviations', () => {
  it('writes DA, WH and a leading AG in full, not a company\'s AG', () => {
    expect(expandOfficeAbbreviations('AG departs the Justice Department before 2032?')).toBe('Attorney General departs the Justice Department before 2032?');
    expect(expandOfficeAbbreviations('WH chief of staff departs by 31 Mar 2032?')).toBe('White House chief of staff departs by 31 Mar 2032?');
    expect(expandOfficeAbbreviations('Siemens AG market cap above $200B?')).toBe('Siemens AG market cap above $200B?');
    expect(expandOfficeAbbreviations('Bronx DA 2031')).toBe('Bronx County District Attorney 2031');
  });
  it('matches the abbreviated office to the office in full', () => {
    const d = Date.parse('2032-03-31T23:59:00Z');
    const a = ev('alpha', 'White House Chief of Staff out by Mar 31, 2032?', 'Politics', [mk('Yes', 'White House Chief of Staff out by Mar 31, 2032?')], d);
    const b = ev('gamma', 'WH chief of staff departs by 31 Mar 2032?', 'Politics', [mk('Yes', 'WH chief of staff departs by 31 Mar 2032?')], d);
    expect(score(a, b).vetoes).toEqual([]);
    // (another office's departure stays apart)
    const c = ev('beta', 'Press Secretary out by Mar 31, 2032?', 'Politics', [mk('Yes', 'Press Secretary out by Mar 31, 2032?')], d);
    expect(score(b, c).confidence).toBeLessThan(MATCH_ACCEPT);
  });
});

describe('the White House', () => {
  it('is the presidency a party wins, not the House', () => {
    expect(parseOffices('Democrats win the White House in 2032?')).toEqual(['president']);
    expect(parseOffices('WH chief of staff departs by 31 Mar 2032?')).not.toContain('house');
    expect(parseOffices('Democrats win the House in 2032?')).toEqual(['house']);
  });
});

describe('a party\'s regional branch as an outcome', () => {
  it('aligns "Scottish Conservatives" with "Conservative", not with another party', () => {
    const t = (labels: string[]): Map<string, OutcomeText> => new Map(labels.map((l) => [`lbl:${l}`, { label: l.split(' '), question: [] }]));
    const a = t(['conservative', 'green']), b = t(['scottish conservatives', 'scottish labour']);
    const got = labelAliases(new Set(a.keys()), new Set(b.keys()), { sports: false, a, b });
    expect(got.get('lbl:scottish conservatives')).toBe('lbl:conservative');
    expect(got.has('lbl:scottish labour')).toBe(false);
    // (a leading word that is no people's adjective is another party: "Free Democrats" / "Democrats")
    const c = t(['democrat']), d = t(['free democrats']);
    expect(labelAliases(new Set(c.keys()), new Set(d.keys()), { sports: false, a: c, b: d }).size).toBe(0);
  });
});
