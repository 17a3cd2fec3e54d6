// Unit tests of how a race or a chart is decided: a winner vs a winning margin, most seats vs a majority vs the vote
// share, the year-end chart vs the most weeks at number one, and an election's office named only by its rules.
import { describe, expect, it } from 'vitest';
import { balanceOfPowerKey, chartRuleOf, contestFacets, marginSide, raceOffices, seatRuleOf, winMarginOf } from './contest.ts';
import { parseOffices } from './text.ts';

describe('contest rules', () => {
  it('reads a winning margin, not a race of margin buckets', () => {
    expect(winMarginOf('Republican wins Iowa Senate race by 10+ points?')).toBe('margin');
    expect(winMarginOf('Will Harris win Michigan by more than 5 percentage points?')).toBe('margin');
    expect(winMarginOf('Iowa Senate race 2028')).toBeNull();
    expect(winMarginOf('Electoral vote margin of victory, 2028')).toBeNull();
  });
  it('tells the most seats from a majority and from the vote share', () => {
    expect(seatRuleOf('Will the BJP win a majority (272+) in the 2029 Lok Sabha?')).toBe('majority');
    expect(seatRuleOf('India Lok Sabha election 2029: most seats')).toBe('most_seats');
    expect(seatRuleOf('Germany 2029 Bundestag election: highest Zweitstimmen share')).toBe('vote_share');
    expect(seatRuleOf('UK general election: largest party in the Commons')).toBe('most_seats');
    expect(seatRuleOf('UK general election: largest party?')).toBeNull();
    expect(seatRuleOf('Will CDU win the most votes in the 2027 Lower Saxony state election?')).toBe('vote_share');
    // "largest party" is said of votes and of seats alike; a chamber's majority party is its control
    expect(seatRuleOf('Poland parliamentary election: largest party?')).toBeNull();
    expect(seatRuleOf('2028 US House of Representatives: majority party')).toBeNull();
  });
  it('tells the year-end chart from the most weeks at number one', () => {
    expect(chartRuleOf('Artist of the #1 song on the Billboard Year-End Hot 100 2029')).toBe('year_end');
    expect(chartRuleOf('Most weeks at No. 1 on the Hot 100 in 2029 (artist)')).toBe('weeks_at_top');
    expect(chartRuleOf('Billboard Hot 100 #1 on Dec 5?')).toBeNull();
  });
  it('gives facets for elections and charts only, a margin on one side separating', () => {
    expect(contestFacets('Republican wins Iowa Senate race by 10+ points?', [], 'politics')).toEqual({ win_margin: 'margin' });
    expect(contestFacets('Germany Parliamentary Election: Most Seats', ['Will AfD win the most seats in the 2029 German federal election?'], 'politics')).toEqual({ seat_rule: 'most_seats' });
    // a rate moved by a number of points is a decision, compared by its own readings
    expect(contestFacets('ECB decreases rates by 0.25 percentage points?', [], 'economics')).toEqual({});
  });
  it('takes an election\'s office from its rules when the title names none', () => {
    const rules = ['Resolves to the party of the candidate elected Governor of North Carolina on 7 November 2028, per AP.'];
    expect(raceOffices(parseOffices('North Carolina 2028 election: which party wins?'), rules, parseOffices)).toEqual(['governor']);
    expect(raceOffices(parseOffices('North Carolina Senate race 2028'), rules, parseOffices)).toEqual(['senate']);
    // a winner counted after any runoff is the nominee, no runoff-only market
    expect(parseOffices('Georgia Governor Republican primary winner (incl. runoff)')).toEqual(parseOffices('Georgia Republican Gubernatorial Nominee 2030'));
    expect(parseOffices('Georgia Republican primary runoff winner')).toContain('runoff');
    expect(raceOffices([], ['Resolves per the stated source.'], parseOffices)).toEqual([]);
  });
  it('reads the party of a margin bucket', () => {
    expect(marginSide('Democrats win by 0-49')).toBe('dem');
    expect(marginSide('D 0-49')).toBe('dem');
    expect(marginSide('R 100+')).toBe('rep');
    expect(marginSide('Republicans win by 50-99')).toBe('rep');
    expect(marginSide('Democratic party')).toBeNull();
    expect(marginSide('0-49')).toBeNull();
  });
  it('reads a balance-of-power outcome as the holders of the presidency, the Senate and the House', () => {
    const t = 'Balance of power after the 2028 election';
    expect(balanceOfPowerKey('D President, D Senate, D House', t)).toBe('ddd');
    expect(balanceOfPowerKey('Democratic Sweep', t)).toBe('ddd');
    // at the midterms a sweep is both chambers
    expect(balanceOfPowerKey('Democratic sweep', 'Balance of Power: 2030 Midterms')).toBe('dd');
    expect(balanceOfPowerKey('D House, D Senate', 'Balance of power after the 2030 midterms')).toBe('dd');
    expect(balanceOfPowerKey('R House, D Senate', 'Balance of power after the 2030 midterms')).toBe('dr');
    expect(balanceOfPowerKey('R Pres, R Senate, D House', t)).toBe('rrd');
    expect(balanceOfPowerKey('Other', t)).toBeNull();
    expect(balanceOfPowerKey('Democratic Sweep', 'Which party wins the Senate?')).toBeNull();
  });
});
