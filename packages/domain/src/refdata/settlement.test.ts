// Unit tests of settlement terms: sources named in rules, how counts of rate moves are counted, recession criteria,
// reading times.
import { describe, expect, it } from 'vitest';
import { cabinetScope, compareSettlement, countingRule, parseConditionPolicies, positiveRuleMentions, extractRuleMentions, extractSources, recessionCriteria, type SettlementTerms } from './settlement.ts';
import { snapshotTime } from './observe.ts';

const terms = (t: Partial<SettlementTerms>): SettlementTerms => ({ sources: [], windowEndMs: null, cancellation: null, tie: null, ...t });

describe('settlement terms', () => {
  it('names weather, flow and yield sources', () => {
    expect(extractSources(['https://www.wunderground.com/history/daily/us/ny/new-york-city/KNYC'])).toEqual(['wunderground']);
    expect(extractRuleMentions('NWS CLI daily climate report for Central Park, July 4, 2027, maximum temperature.')).toEqual(['noaa']);
    expect(extractRuleMentions('Total net flow of US spot Bitcoin ETFs for March 2027 per SoSoValue.')).toEqual(['sosovalue']);
    expect(extractSources(['https://farside.co.uk/btc/'])).toEqual(['farside']);
    expect(extractRuleMentions('USDT circulating market cap per DefiLlama stablecoins dashboard on December 31, 2027.')).toEqual(['defillama']);
    expect(extractRuleMentions('US Treasury daily par yield curve rate, 10-year constant maturity, June 30, 2027.')).toEqual(['treasury']);
    // COMEX is CME Group's exchange
    expect(extractRuleMentions('COMEX silver front-month settlement price on March 31, 2027.')).toContain('cme');
  });
  it('tells counts of 25 bp steps from counts of meetings', () => {
    expect(countingRule('Counts 25 bp reductions of the target range in 2027; a 50 bp cut counts as two cuts.')).toBe('steps');
    expect(countingRule('Number of 25 bps cuts in 2027. A 50 bps cut counts as 2 cuts.')).toBe('steps');
    expect(countingRule('Counts FOMC MEETINGS at which the target range was lowered in 2027, regardless of the size of the cut (a 50 bp cut counts once).')).toBe('meetings');
    expect(countingRule('Number of times the Fed cuts rates in 2027.')).toBeNull();
    const cmp = compareSettlement('alpha', terms({ counting: 'steps' }), 'gamma', terms({ counting: 'meetings' }), 0);
    expect(cmp.axes).toEqual(['condition_scope']);
    expect(compareSettlement('alpha', terms({ counting: 'steps' }), 'gamma', terms({}), 0).axes).toEqual([]);
  });
  it('reads the criteria of a recession', () => {
    expect(recessionCriteria('Yes if BEA advance estimates show two consecutive quarters of negative real GDP growth within 2027, OR if NBER announces a recession by Dec 31, 2027.')).toEqual(['gdp', 'nber']);
    expect(recessionCriteria('Resolves Yes only if the NBER Business Cycle Dating Committee announces, by December 31, 2027, a peak in 2027. GDP prints alone do not count.')).toEqual(['nber']);
    expect(recessionCriteria('Resolves Yes if BEA advance estimates show two consecutive quarters of negative real GDP growth in 2027.')).toEqual(['gdp']);
    expect(recessionCriteria('Resolves per the BLS CPI release.')).toEqual([]);
  });
  it('reads the time of day an outcome is read at, not the times of releases', () => {
    expect(snapshotTime(['Top of the LMArena Text Arena leaderboard (default settings) at 12:00 PM ET on March 31, 2027.'], null)).toBe(12 * 60);
    expect(snapshotTime(['Tomatometer score on rottentomatoes.com at 12:00 PM ET on December 24, 2027, one week after the December 17 release.'], null)).toBe(12 * 60);
    expect(snapshotTime(['The statement is released at 2:00 PM ET on the last day of the meeting.'], null)).toBeNull();
    expect(snapshotTime(['LMArena Text leaderboard #1 on March 31, 2027.'], null)).toBeNull();
    expect(compareSettlement('alpha', terms({ snapshotMin: 12 * 60 }), 'beta', terms({ snapshotMin: 17 * 60 }), 0).axes).toEqual(['timing']);
    expect(compareSettlement('alpha', terms({ snapshotMin: 12 * 60 }), 'beta', terms({}), 0).axes).toEqual([]);
  });
  it('reads what a match not completed and a draw outcome pay', () => {
    expect(parseConditionPolicies('If a player retires or is disqualified after the match starts, the player who advances is the winner.').retirement).toBe('advance');
    expect(parseConditionPolicies('Resolves to the player declared winner of the match by the ATP, including by retirement or walkover after the match begins.').retirement).toBe('advance');
    expect(parseConditionPolicies('If the match is not completed (retirement, walkover or disqualification), all outcomes resolve 50/50.').retirement).toBe('half');
    expect(parseConditionPolicies('Resolves to the winner of the final.').retirement).toBeNull();
    expect(parseConditionPolicies('Resolves to the official result of the fight. "Draw" resolves Yes on any draw (split, majority or technical).').tie).toBe('no');
    expect(parseConditionPolicies('If the fight is a draw or no contest, both markets resolve to No.').tie).toBe('no');
    const cmp = compareSettlement('alpha', terms({ retirement: 'advance' }), 'gamma', terms({ retirement: 'half' }), 0);
    expect(cmp.axes).toEqual(['condition_scope']);
    expect(cmp.reason).toMatch(/retirement/);
    expect(compareSettlement('alpha', terms({ retirement: 'advance' }), 'beta', terms({}), 0).axes).toEqual([]);
  });
  it('reads a source also named by the other venue\'s rules as the same source, and which offices count as the Cabinet', () => {
    expect(extractSources(['BBWAA https://bbwaa.com/awards/'])).toEqual(['bbwaa']);
    expect(extractSources(['https://www.realclearpolling.com'])).toEqual(['rcp']);
    expect(extractSources(['Silver Bulletin approval tracker'])).toEqual(['silver_bulletin']);
    expect(positiveRuleMentions('This market will resolve to "Yes" if Aaron Judge wins the award. The market closes when the BBWAA announces the award. The resolution source is MLB.com.')).toEqual(['bbwaa', 'mlb']);
    expect(positiveRuleMentions('Settles on the EIA weekly retail gasoline price. AAA data is not used.')).toEqual(['eia']);
    expect(compareSettlement('alpha', terms({ sources: ['bbwaa'] }), 'beta', terms({ sources: ['mlb'], mentioned: ['bbwaa', 'mlb'] }), 0).axes).toEqual([]);
    expect(compareSettlement('alpha', terms({ sources: ['aaa'] }), 'gamma', terms({ sources: ['eia'], mentioned: ['eia'] }), 0).axes).toEqual(['source']);
    expect(cabinetScope('Resolves "Yes" if Kristi Noem is the next head of one of the 15 executive departments to leave office. Cabinet-level officials who do not head an executive department (e.g. DNI) are not counted.')).toBe('departments');
    expect(cabinetScope('If the listed person is the first Cabinet-level official (as listed at whitehouse.gov) to leave office, then the market resolves to Yes.')).toBe('cabinet_level');
    expect(cabinetScope('Resolves Yes if Pam Bondi leaves office.')).toBeNull();
    expect(compareSettlement('alpha', terms({ cabinet: 'cabinet_level' }), 'beta', terms({ cabinet: 'departments' }), 0).axes).toEqual(['condition_scope']);
  });
});
