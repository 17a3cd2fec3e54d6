// Unit tests of the kinds of errors of the thirty-third holdout (the long tail: world politics, geopolitics, space,
// health, technology): a deputy or a general secretary, two products released, signing a treaty vs joining, a place vs a
// body named by its acronym, a seat count or a majority vs the most seats, a vote split, a strike in one title and in the
// other's one market, and a parliament named by its seat.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { accessionGap, launchGap } from './subject.ts';
import { seatCountGap, voteSplitGap } from './asks.ts';
import { conceptText, parseOffices, parseStrikes } from './text.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q148', kind: 'geographic_region', canonical_name: 'China', aliases: ['Chinese'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q223', kind: 'geographic_region', canonical_name: 'Greenland', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q35', kind: 'geographic_region', canonical_name: 'Denmark', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
]);
const end = Date.parse('2031-12-31T23:59:00Z');
const { mk, ev, score } = eventBuilders(kb, end);

describe('an office and its deputy, a general secretary and a president', () => {
  it('are different offices', () => {
    expect(parseOffices('Deputy Attorney General leaves office in 2031?')).toEqual(['attorney_general', 'deputy']);
    const a = ev('alpha', 'Attorney General out before 2032?', 'Politics', [mk('Out', 'Attorney General out before 2032?')]);
    const b = ev('gamma', 'Deputy Attorney General leaves office in 2031?', 'Politics', [mk('Yes', '')]);
    expect(score(a, b).vetoes.some((v) => v.startsWith('different offices'))).toBe(true);
    expect(parseOffices('Xi Jinping out as General Secretary in 2031?')).toEqual(['general_secretary']);
    expect(parseOffices('UN Secretary-General selected in 2031?')).toEqual(['secretary_general']);
  });
});

describe('two releases sharing no word', () => {
  it('are two products', () => {
    const s = (t: string): Set<string> => new Set(t.split(' '));
    expect(launchGap(s('gpt relea'), s('rocks relea gta pc'))).not.toBeNull();
    // (the same product named on both sides is one)
    expect(launchGap(s('gpt relea'), s('opena relea gpt'))).toBeNull();
  });
});

describe('signing an accession treaty and joining', () => {
  it('are two steps', () => {
    const s = (t: string): Set<string> => new Set(t.split(' '));
    expect(accessionGap(s('monte signs eu acces treat'), s('monte joins eu'))).not.toBeNull();
    expect(accessionGap(s('monte signs eu acces treat'), s('monte becom eu membe state'))).not.toBeNull();
    // (two signings of a trade agreement are one)
    expect(accessionGap(s('us china sign trade agree'), s('us china trade deal signe'))).toBeNull();
    const a = ev('alpha', 'Montenegro signs EU accession treaty in 2031?', 'World', [mk('Treaty signed', 'Montenegro signs EU accession treaty in 2031?')]);
    const b = ev('beta', 'Montenegro joins the EU by December 31, 2031?', 'Geopolitics', [mk('Yes', '')]);
    expect(score(a, b).vetoes).toContain('signing a treaty vs joining');
  });
});

describe('a place on one side, a body written as an acronym on the other', () => {
  it('are two subjects when the place side names nothing else', () => {
    const a = ev('alpha', 'New PHEIC declared by WHO before 2032?', 'Health', [mk('Declared', 'New PHEIC declared by WHO before 2032?')]);
    const b = ev('gamma', 'Greenland declares independence from Denmark in 2031?', 'Politics', [mk('Yes', '')]);
    expect(score(a, b).vetoes.some((v) => v.startsWith('a place on one side, another subject'))).toBe(true);
    const c = ev('alpha', 'NASA lands astronauts on the Moon before 2032?', 'Science and Technology', [mk('Artemis crew lands', 'NASA lands astronauts on the Moon before 2032?')]);
    const d = ev('gamma', 'First Chinese crewed lunar landing in or before 2031?', 'Science', [mk('Yes', '')]);
    expect(score(c, d).vetoes.some((v) => v.startsWith('a place on one side, another subject'))).toBe(true);
  });
});

describe('seats', () => {
  it('a count is not the most seats, nor a majority the most seats', () => {
    expect(seatCountGap('SNP wins 65 or more seats in the 2031 Scottish Parliament election?', 'Scottish Parliament election: most seats', false)).not.toBeNull();
    expect(seatCountGap('Will the SNP win a majority at Holyrood in 2031?', 'Holyrood election – largest party', false)).not.toBeNull();
    // (without an office named, a majority may be the count: 65 of Holyrood's 129 seats)
    expect(seatCountGap('SNP wins 65 or more seats in the 2031 Scottish Parliament election?', 'Will the SNP win a majority at Holyrood in 2031?', false)).toBeNull();
  });
  it('a parliament named by its seat, and its largest party, read as the parliament and the most seats', () => {
    expect(conceptText('Holyrood election (1 May 2031) – largest party')).toContain('scottish parliament election');
    expect(conceptText('Holyrood election (1 May 2031) – largest party')).toContain('most seats');
  });
});

describe('a vote split', () => {
  it('on one side only is another question', () => {
    expect(voteSplitGap('Harlan v. United States decided 6–3?', 'Will SCOTUS rule in favor of Harlan in Harlan v. United States?')).not.toBeNull();
    expect(voteSplitGap('Court rules 5-4 in Smith v. Jones?', 'Smith v. Jones decided 5–4?')).toBeNull();
    expect(voteSplitGap('Ceasefire by Jan 5-11?', 'Ceasefire this week?')).toBeNull();
  });
});

describe('a strike in one title and in the other side\'s one market', () => {
  it('must agree', () => {
    const a = ev('gamma', 'SNP wins 65 or more seats in the 2031 Scottish Parliament election?', 'Politics', [mk('Yes', '')]);
    const b = ev('alpha', 'SNP seats in the 2031 Scottish Parliament election', 'Elections', [mk('60 or more seats', '')]);
    expect(score(a, b).vetoes.some((v) => v.startsWith('different strikes'))).toBe(true);
    const c = ev('alpha', 'SNP seats in the 2031 Scottish Parliament election', 'Elections', [mk('65 or more seats', '')]);
    expect(score(a, c).vetoes.some((v) => v.startsWith('different strikes'))).toBe(false);
  });
});

describe('a bucket label of whole numbers written with "to"', () => {
  it('is the range its dash form is', () => {
    expect(parseStrikes('50 to 59')).toEqual([{ op: 'range', lo: '50', hi: '59', unit: '' }]);
    expect(parseStrikes('50–59')).toEqual(parseStrikes('50 to 59'));
    // (within a sentence, or a count down, it is no bucket)
    expect(parseStrikes('Lakers lead the series 3 to 1')).not.toContainEqual({ op: 'range', lo: '3', hi: '1', unit: '' });
    expect(parseStrikes('4 to 1')).not.toContainEqual({ op: 'range', lo: '4', hi: '1', unit: '' });
  });
});

describe('a whole number above a level in one title, its next number or more in the lone market', () => {
  it('is one strike', () => {
    const a = ev('beta_us', 'July jobs report above 100K?', 'economics', [mk('Yes', '')]);
    const b = ev('alpha', 'Jobs added in Jul 2030', 'Economics', [mk('Above 100,000', '')]);
    expect(score(a, b).vetoes.some((v) => v.startsWith('different strikes'))).toBe(false);
  });
});
