// Unit tests of the kinds of errors of the fifty-first holdout (the long tail of 2033: elections abroad, climate records,
// deals, market caps, referendums, space, health): the most seats vs the most votes, a sea ice record's dataset (named by
// the title or else the rules), a merger's competition authority, two names compared the other way round, a level
// reached vs the level at a close, a vote held vs its result, one nation's space programme vs another's, the WHO's public
// health emergency, taikonauts, a place hit by a hurricane and a phase-out.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { authorityGap, heldResultGap, reachedAtGap, seatsVotesGap, spaceNationGap } from './longtail.ts';
import { propositionOf } from './proposition.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q16', kind: 'geographic_region', canonical_name: 'Canada', aliases: ['Canadian'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q148', kind: 'geographic_region', canonical_name: 'China', aliases: ['Chinese'], metadata: { level: 'country' }, domain: 'politics' },
]);
const end = Date.parse('2033-10-17T23:59:00Z');
const { mk, ev, score } = eventBuilders(kb, end);

describe('the most seats and the most votes', () => {
  it('are different measures of one election', () => {
    expect(seatsVotesGap('Canadian federal election 2033: most seats?', 'Canada 2033 federal election — popular vote winner')).not.toBeNull();
    const a = ev('alpha', 'Canadian federal election 2033: most seats?', 'Elections', [mk('Liberal'), mk('Conservative'), mk('NDP')]);
    const b = ev('gamma', 'Canada 2033 federal election — popular vote winner', 'Politics', [mk('Liberal'), mk('Conservative'), mk('NDP')]);
    expect(score(a, b).vetoes).toContain('the most seats on one side, the most votes on the other');
    // (the largest party is the one with the most seats; the most votes and the first in the vote share are one measure)
    expect(seatsVotesGap('Norway Parliamentary Election: Largest Party', 'Norway Election: Most Seats')).toBeNull();
    // (an unqualified largest party may be read by votes: "Italy General Election — Largest Party" / "... most votes")
    expect(seatsVotesGap('Italy General Election — Largest Party', 'Italian general election: party with most votes')).toBeNull();
    expect(seatsVotesGap('La Libertad Avanza wins most votes in Argentina midterms?', 'LLA first in national vote share?')).toBeNull();
  });
});

describe('a climate record read on two datasets', () => {
  it('is two statistics, named by the title or else by the rules', () => {
    const close = Date.parse('2033-10-15T23:59:00Z');
    const a = ev('alpha', 'Arctic sea ice minimum extent in 2033 (NSIDC)?', 'Climate', [mk('Below 4.00M km²', '', close), mk('Below 4.25M km²', '', close)], close);
    const b = ev('gamma', 'JAXA Arctic sea ice extent 2033 minimum under 4.0 million sq km?', 'Climate', [mk('Yes', '', close)], close);
    expect(score(a, b).vetoes.some((v) => v.startsWith('different dataset'))).toBe(true);
    const c = ev('beta', 'Arctic sea ice minimum below 4 million km² in 2033?', 'Climate', [{ ...mk('Yes', 'Arctic sea ice minimum below 4 million km² in 2033?', close), rules: 'Resolves per NSIDC Sea Ice Index https://nsidc.org/data/seaice_index.' }], close);
    expect(c.facets['dataset']).toBe('nsidc');
    expect(score(c, b).vetoes.some((v) => v.startsWith('different dataset'))).toBe(true);
    expect(score(a, c).vetoes.some((v) => v.startsWith('different dataset'))).toBe(false);
    // (a temperature record's title silent on its dataset is any reconstruction's, whatever its rules name; a city's day
    // is read at a station)
    const d = ev('beta', 'July 2033 hottest July on record?', 'Climate', [{ ...mk('Yes', 'July 2033 hottest July on record?'), rules: 'Resolves per NASA GISS https://data.giss.nasa.gov/gistemp/.' }]);
    expect(d.facets['dataset']).toBeUndefined();
    const f = ev('beta', 'Highest temperature in London on Aug 20?', 'Weather', [{ ...mk('Yes', 'Highest temperature in London on Aug 20?'), rules: 'Resolves per the Met Office.' }]);
    expect(f.facets['dataset']).toBeUndefined();
  });
});

describe('a merger cleared by two competition authorities', () => {
  it('is two clearances', () => {
    expect(authorityGap('EU clears Shell–BP merger by Oct 31, 2033?', 'UK CMA clears the Shell–BP merger by Oct 31?')).not.toBeNull();
    expect(authorityGap('EU clears Shell–BP merger by Oct 31, 2033?', 'European Commission approves Shell-BP merger by October 31?')).toBeNull();
  });
});

describe('two names compared the other way round', () => {
  // (read once, as a negated proposition: match-markets33 "a comparison of two names" holds the matched pair)
  it('are complements, not one outcome', () => {
    const neg = (t: string): boolean => propositionOf(t).neg;
    expect(neg('Apple larger than Microsoft by market cap on Sept. 30?')).not.toBe(neg('Microsoft ahead of Apple in market cap on 30 Sep 2033?'));
    expect(neg('Apple larger than Microsoft by market cap on Sept. 30?')).toBe(neg('Apple bigger than Microsoft on Sep 30, 2033?'));
  });
});

describe('a level reached and the level at a close', () => {
  it('are different observations', () => {
    const one = (title: string, kind: 'at' | 'touch' | null): { title: string; single: boolean; kind: 'at' | 'touch' | null } => ({ title, single: true, kind });
    const ladder = { title: 'Nvidia market cap at the end of 2033?', single: false, kind: null };
    expect(reachedAtGap(one('Nvidia hits $10T market cap in 2033?', null), ladder)).not.toBeNull();
    expect(reachedAtGap(one('Nvidia worth $10 trillion or more at the last close of 2033?', null), ladder)).toBeNull();
  });
});

describe('a vote held and its result', () => {
  it('are different observations', () => {
    expect(heldResultGap('Scottish independence referendum held before 2034?', 'Scotland votes Yes to independence in 2033?')).not.toBeNull();
    expect(heldResultGap('Scotland holds an independence referendum in 2033?', 'Scotland votes Yes to independence in 2033?')).not.toBeNull();
    expect(heldResultGap('Quebec sovereignty referendum held in 2027?', 'Quebec sovereignty referendum in 2027?')).toBeNull();
  });
});

describe('two nations\' space programmes', () => {
  it('fly different missions', () => {
    expect(spaceNationGap('Will China land a crew on the Moon before 2034?', 'Artemis IV astronauts land on the Moon in 2033?')).not.toBeNull();
    expect(spaceNationGap('Will China land a crew on the Moon before 2034?', 'Will taikonauts walk on the Moon by the end of 2033?')).toBeNull();
  });
});

describe('taikonauts', () => {
  it('are a crew', () => {
    const close = Date.parse('2033-12-31T23:59:00Z');
    const a = ev('alpha', 'Will China land a crew on the Moon before 2034?', 'Science and Technology', [mk('Crewed landing', 'Will China land a crew on the Moon before 2034?', close)], close);
    const b = ev('gamma', 'Will taikonauts walk on the Moon by the end of 2033?', 'Science', [mk('Yes', '', close)], close);
    expect(score(a, b).vetoes.some((v) => v.startsWith('different crew'))).toBe(false);
    const c = ev('beta', 'Chinese spacecraft lands on the Moon in 2033?', 'Science', [mk('Yes', '', close)], close);
    expect(score(b, c).vetoes.some((v) => v.startsWith('different crew'))).toBe(true);
  });
});

describe('the WHO\'s public health emergency', () => {
  it('is its PHEIC, not a pandemic emergency', () => {
    const close = Date.parse('2033-12-31T23:59:00Z');
    const a = ev('beta', 'WHO declares bird flu a public health emergency by December 31?', 'Health', [mk('Yes', '', close)], close);
    const b = ev('gamma', 'WHO declares an H5N1 "pandemic emergency" under the IHR in 2033?', 'Health', [mk('Yes', '', close)], close);
    expect(score(a, b).vetoes.some((v) => v.startsWith('different who_emergency'))).toBe(true);
    const c = ev('alpha', 'Will the WHO declare H5N1 a PHEIC in 2033?', 'Health', [mk('Yes', '', close)], close);
    expect(score(a, c).vetoes.some((v) => v.startsWith('different who_emergency'))).toBe(false);
  });
});

describe('a place hit by a hurricane, and a phase-out', () => {
  it('are a landfall, and no exit', () => {
    expect(propositionOf('Florida hit by a hurricane (landfall) this season?').acts).toContain('landfall');
    expect(propositionOf('Florida hit by a heat wave this season?').acts).not.toContain('landfall');
    expect(propositionOf('COP38 agreement includes fossil fuel phase-out?').acts).not.toContain('exit');
    expect(propositionOf('Narendra Modi out as PM of India before 2034?').acts).toContain('exit');
  });
});
