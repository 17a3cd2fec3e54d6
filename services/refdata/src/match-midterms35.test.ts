// Unit tests of the US election rules of session 10 (f3, holdout58): parties named as their nominees or candidates tagged
// with their party letter, the balance of power of Congress in other words, a race closing at the vote or when the
// Congress convenes, a ballot measure closing at the vote or at the certification, and seat counts on half units.
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { DAY as day, keys, numbered, score } from './test-listings.ts';

const vote = Date.parse('2034-11-08T05:00:00Z');
const { mk, eventOf } = numbered(vote);
const ev = (venue: string, title: string, markets: refdata.VenueMarketInput[], close = vote): refdata.EventFeatures => eventOf(venue, title, 'Politics', markets, close);
const yes = (venue: string, title: string, close = vote): refdata.EventFeatures => ev(venue, title, [mk('Yes', title, close)], close);
const parties = (close = vote): refdata.VenueMarketInput[] => [mk('Democratic party', '', close), mk('Republican party', '', close)];

describe('a race\'s sides by party, written as nominees or as candidates with their party letter', () => {
  it('reads "Democratic nominee" of a general election as the Democrats, not in a nomination', () => {
    const gov = ev('gamma', 'Who will be elected Governor of Georgia in 2034?', [mk('Democratic nominee'), mk('Republican nominee')]);
    const race = ev('alpha', 'Georgia Governor race', parties());
    expect(keys(gov)).toEqual(keys(race));
    expect(score(race, gov).vetoes.join()).not.toContain('parties on one side');
    // (a party's own contest names persons, never the party)
    const primary = ev('gamma', 'Georgia Democratic primary for Governor', [mk('Democratic nominee'), mk('Other')]);
    expect(keys(primary)).not.toContain(keys(race)[0]);
  });
  it('reads a candidate the title tags "(D)" or "(R)" as that party\'s side, one letter to each', () => {
    const tagged = ev('gamma', 'Georgia Senate 2034: Bell (D) vs Tillman (R)', [mk('Marcus Bell'), mk('Wade Tillman')]);
    const race = ev('alpha', 'Georgia Senate race', parties());
    expect(keys(tagged)).toEqual(keys(race));
    expect(score(race, tagged).vetoes).toEqual([]);
    // (two candidates of one party, or no letters, name no party's side)
    const same = ev('gamma', 'Georgia Senate 2034: Bell (D) vs Ortiz (D)', [mk('Marcus Bell'), mk('Ana Ortiz')]);
    expect(keys(same).some((k) => keys(race).includes(k))).toBe(false);
    const bare = ev('beta_us', 'Arizona Senate: Cruz vs. Hollis', [mk('Raymond Cruz'), mk('Kari Hollis')]);
    expect(keys(bare).some((k) => keys(race).includes(k))).toBe(false);
  });
});

describe('the balance of power of Congress and chamber control', () => {
  const bop = ev('alpha', 'Balance of power after the 2034 midterms', [mk('D House, D Senate'), mk('D House, R Senate'), mk('R House, D Senate'), mk('R House, R Senate')]);
  it('reads "Dem House + GOP Senate" of who controls each chamber, and one party winning both chambers, as its outcomes', () => {
    const each = ev('gamma', 'Congress after the midterms: which party controls each chamber?', ['Dem House + Dem Senate', 'Dem House + GOP Senate', 'GOP House + Dem Senate', 'GOP House + GOP Senate'].map((l) => mk(l, '', vote + 56 * day)), vote + 56 * day);
    expect(new Set(keys(each))).toEqual(new Set(keys(bop)));
    const s = score(bop, each);
    expect(s.vetoes).toEqual([]);
    expect(s.confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
    const both = yes('beta_us', 'Democrats win both chambers in 2034?');
    expect(keys(both)).toEqual(['bop:dd']);
    expect(score(bop, both).confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
    // (with the presidency at stake both chambers are no one outcome; one chamber is not both)
    expect(keys(yes('beta_us', 'Democrats win both chambers and the White House in 2036?'))).not.toEqual(['bop:dd']);
    expect(keys(yes('beta_us', 'Democrats win the House in 2034?'))).not.toEqual(['bop:dd']);
  });
  it('meets a chamber\'s race named by the month of the vote that closes when the Congress convenes', () => {
    const senate = ev('alpha', 'Which party will win the Senate?', parties());
    const flip = yes('gamma', 'Will Democrats flip the US Senate in November 2034?', vote + 56 * day);
    expect(score(senate, flip).vetoes).toEqual([]);
    expect(score(senate, flip).confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
    // (another month than the vote's, or another chamber, is not the race)
    expect(score(senate, yes('gamma', 'Will Democrats flip the US Senate in January 2035?', vote + 56 * day)).vetoes.join()).toContain('times too far apart');
    expect(score(senate, yes('gamma', 'Will Democrats flip the US House in November 2034?', vote + 56 * day)).vetoes.length).toBeGreaterThan(0);
  });
});

describe('a ballot measure and seat counts', () => {
  it('meets one state\'s measure closing at the vote and at the certification, not another number or a majority', () => {
    const cert = yes('alpha', 'California Proposition 4', vote + 34 * day);
    const vote4 = yes('beta', 'Will California Prop 4 (rent stabilization) pass?');
    expect(score(cert, vote4).vetoes).toEqual([]);
    expect(score(cert, vote4).confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
    expect(score(cert, yes('beta', 'Will California Prop 5 (rent stabilization) pass?')).vetoes.length).toBeGreaterThan(0);
    // (a majority of the vote is not the measure passing, which may need 60%)
    expect(score(yes('beta', 'Florida Amendment 3: Will Yes get a majority?'), yes('gamma', 'Florida Amendment 3 (2034) approved by voters?')).vetoes.join()).toContain('majority');
  });
  it('reads a seat count lined on half seats as whole seats, and buckets cut at the same seats as the ladder', () => {
    const ladder = ev('alpha', 'Republican Senate seats after 2034', [mk('Above 49.5'), mk('Above 51.5'), mk('Above 53.5')]);
    expect(keys(ladder)).toEqual(['num::ge:50', 'num::ge:52', 'num::ge:54']);
    const one = ev('beta_us', 'Republicans hold 52+ Senate seats after the midterms?', [mk('At least 52', 'Republicans hold 52+ Senate seats after the midterms?')]);
    expect(keys(one)).toEqual(['num::ge:52']);
    const buckets = ev('gamma', 'GOP seat count in the Senate after the 2034 midterms', [mk('49 or fewer'), mk('50-51'), mk('52-53'), mk('54 or more')]);
    expect(refdata.sameCuts(ladder, buckets)).toBe(true);
    // (a vote share lined on half points stays as it is; buckets cut elsewhere are another partition)
    expect(keys(ev('alpha', 'Republican vote share in the Senate race', [mk('Above 51.5')]))).not.toContain('num::ge:52');
    const other = ev('gamma', 'GOP seat count in the Senate after the 2034 midterms', [mk('48 or fewer'), mk('49-50'), mk('51-52'), mk('53 or more')]);
    expect(refdata.sameCuts(ladder, other)).toBe(false);
  });
});
