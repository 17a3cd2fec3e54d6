// Unit tests of settlement terms: sources named in rules, how counts of rate moves are counted, recession criteria,
// reading times.
import { describe, expect, it } from 'vitest';
import { cabinetScope, compareSettlement, countingRule, excludedGroups, extractRuleMentions, extractSources, parseConditionPolicies, positiveRuleMentions, recessionCriteria, stationMentions, sourceNoteWords, windowOpens, type SettlementTerms, titleSources, extractStations } from './settlement.ts';
import { snapshotTime } from './observe.ts';

const terms = (t: Partial<SettlementTerms>): SettlementTerms => ({ sources: [], windowEndMs: null, cancellation: null, tie: null, ...t });

describe('settlement terms', () => {
  it('reads a bracketed note of a title that names the settlement source', () => {
    expect(sourceNoteWords('BTC price at 5pm ET on Dec 31, 2026 (CF Benchmarks BRTI)')).toEqual(['cf', 'benchmarks', 'brti']);
    expect(sourceNoteWords('Avengers: Doomsday 3-day domestic opening (The Numbers)')).toEqual(['the', 'numbers']);
    expect(sourceNoteWords('Netflix top English film (Global) Dec 21 – Dec 27')).toEqual([]);
    expect(sourceNoteWords('White Christmas 2026 in New York City (Central Park, 1" snow depth)?')).toEqual([]);
  });
  it('tells a post count read off the profile from one read off an archive', () => {
    expect(extractRuleMentions('Counts posts and ReTruths on @realDonaldTrump from 12:00 AM ET Dec 14 to 11:59 PM ET Dec 20, 2026, as shown on the Truth Social profile.')).toEqual(['truth_social']);
    expect(extractRuleMentions('Counts posts and ReTruths by @realDonaldTrump, Dec 14 12:00 AM ET to Dec 20 11:59 PM ET, per the TrumpsTruth.org archive.')).toEqual(['trumpstruth']);
  });
  it('reads a group the rules leave out, and tells it from a venue that counts it', () => {
    const beta = 'Resolves "Yes" if RFK Jr. is the next head of one of the 15 executive departments to leave office before December 31, 2027. Cabinet-level officials who do not head an executive department (e.g. DNI, EPA Administrator, UN Ambassador) are not counted.';
    const alpha = 'If the listed person is the first Cabinet-level official (as listed at whitehouse.gov) to leave office after Nov 22, 2026, then the market resolves to Yes.';
    expect(excludedGroups(beta)).toEqual(['cabinet-level official']);
    expect(excludedGroups(alpha)).toEqual([]);
    expect(excludedGroups('Counts posts on @elonmusk; replies are excluded.')).toEqual(['replie']);
    const t = (rules: string): SettlementTerms => terms({ excludes: excludedGroups(rules), rulesText: rules.toLowerCase() });
    expect(compareSettlement('alpha', t(alpha), 'beta', t(beta), 0).axes).toEqual(['condition_scope']);
    expect(compareSettlement('alpha', t(alpha), 'gamma', t('Resolves to the first member of the Cabinet to leave office.'), 0).axes).toEqual([]);
  });
  it('reads an award body under its name and its sites', () => {
    expect(extractSources(['Television Academy https://www.televisionacademy.com/'])).toEqual(['television_academy']);
    expect(extractSources(['https://www.emmys.com/'])).toEqual(['television_academy']);
    expect(extractSources(['https://www.oscars.org/'])).toEqual(['ampas']);
    expect(extractSources(['Recording Academy https://www.grammy.com/'])).toEqual(['recording_academy']);
  });
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
  it('names polling averages: one aggregator is not another', () => {
    expect(extractRuleMentions('Resolves by the RealClearPolitics / RealClearPolling average for March 31, 2027.')).toEqual(['realclear']);
    expect(extractSources(['RealClearPolling https://www.realclearpolling.com/polls/approval/donald-trump/approval-rating'])).toEqual(['realclear']);
    expect(extractSources(['https://www.natesilver.net/p/trump-approval-rating'])).toEqual(['silver_bulletin']);
    expect(extractRuleMentions("Resolves on Silver Bulletin's approval average for March 31, 2027.")).toEqual(['silver_bulletin']);
  });
  it('reads a venue naming no station at the city of record: another station of the city settles differently', () => {
    const cmp = compareSettlement('alpha', terms({ stations: [] }), 'gamma', terms({ stations: ['KLGA'] }), 0);
    expect(cmp.axes).toEqual(['source']);
    expect(cmp.reason).toContain("gamma reads KLGA, not the city's station of record");
    expect(compareSettlement('alpha', terms({ stations: [] }), 'gamma', terms({ stations: ['KNYC'] }), 0).axes).toEqual([]);
    expect(compareSettlement('alpha', terms({ stations: [] }), 'gamma', terms({ stations: ['KAUS'] }), 0).axes).toEqual([]);
  });
  it('tells counts of 25 bp steps from counts of meetings', () => {
    expect(countingRule('Counts 25 bp reductions of the target range in 2027; a 50 bp cut counts as two cuts.')).toBe('steps');
    expect(countingRule('Number of 25 bps cuts in 2027. A 50 bps cut counts as 2 cuts.')).toBe('steps');
    expect(countingRule('Counts FOMC MEETINGS at which the target range was lowered in 2027, regardless of the size of the cut (a 50 bp cut counts once).')).toBe('meetings');
    expect(countingRule('Number of times the Fed cuts rates in 2027.')).toBeNull();
    expect(countingRule('Counts scheduled or unscheduled FOMC meetings in 2027 at which the target range was lowered, whatever the size of the cut.')).toBe('meetings');
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
    expect(extractSources(['https://www.realclearpolling.com'])).toEqual(['realclear']);
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

describe('weather stations named in titles', () => {
  it('reads the station a title is about, not one in brackets that only says where the city is read', () => {
    expect(stationMentions("Chicago O'Hare high temperature July 15, 2027")).toEqual([{ code: 'KORD', words: ['ohare'] }]);
    expect(stationMentions('Central Park snowfall, December 2027')).toEqual([{ code: 'KNYC', words: ['central', 'park'] }]);
    expect(stationMentions('LaGuardia Airport high temperature above 90°F on Aug 2, 2027?')).toEqual([{ code: 'KLGA', words: ['laguardia'] }]);
    expect(stationMentions('NYC (Central Park) high of 89°F or more on July 4, 2027?')).toEqual([]);
    expect(stationMentions('Highest temperature in Chicago on Jul 15, 2027?')).toEqual([]);
  });
});

describe('mirrors of official series', () => {
  it('reads FRED as a mirror of the agency, not a source of its own', () => {
    expect(extractSources(['https://fred.stlouisfed.org/series/DFEDTARU'])).toEqual(['fred']);
    expect(compareSettlement('alpha', terms({ sources: ['fed'] }), 'beta', terms({ sources: ['fred'] }), 0).axes).toEqual([]);
    expect(compareSettlement('alpha', terms({ sources: ['fed'] }), 'beta', terms({ sources: ['fred', 'bls'] }), 0).axes).toEqual(['source']);
  });
});

describe('windowOpens', () => {
  it('reads whether the window opens at the listing or on a calendar day', () => {
    expect(windowOpens('Resolves YES if the PLA invades Taiwan between issuance and Dec 31, 2027.')).toBe('listing');
    expect(windowOpens('Resolves YES if the House adopts an article of impeachment at any time from market creation until December 31, 2027.')).toBe('listing');
    expect(windowOpens('Resolves "Yes" if China invades Taiwan between January 1 and December 31, 2027.')).toBe('calendar');
    expect(windowOpens('Resolves "Yes" if the House passes an article of impeachment during calendar year 2027.')).toBe('calendar');
    expect(windowOpens('Resolves "Yes" if Alito announces his retirement by June 30, 2027.')).toBeNull();
  });

  it('a window opening at the listing and one opening on a calendar day are a timing difference', () => {
    const t = (rules: string): SettlementTerms => ({ sources: [], windowEndMs: Date.parse('2027-12-31T23:59:00Z'), cancellation: null, tie: null, rulesText: rules.toLowerCase() });
    const cmp = compareSettlement('alpha', t('Yes if it happens between issuance and Dec 31, 2027.'), 'beta', t('Yes if it happens between January 1 and December 31, 2027.'), 3_600_000);
    expect(cmp.axes).toEqual(['timing']);
    expect(cmp.reason).toBe('window opens at another time: alpha at its listing, beta on a calendar day');
    expect(compareSettlement('alpha', t('Yes if it happens between Jan 1, 2027 and Dec 31, 2027.'), 'beta', t('Yes if it happens during calendar year 2027.'), 3_600_000).axes).toEqual([]);
  });
});

describe('postponement policies with a makeup window', () => {
  it('reads a 50/50 settled once a makeup window has passed apart from one settled at once', () => {
    expect(parseConditionPolicies('If the game is postponed and not completed within two days, the market resolves 50/50.').cancellation).toBe('half_after_wait');
    expect(parseConditionPolicies('First game of the April 17, 2027 doubleheader at Fenway Park. If postponed, resolves 50-50.').cancellation).toBe('half');
    expect(parseConditionPolicies('If the match is cancelled, the market resolves No.').cancellation).toBe('no');
  });
});

describe('sources named by a title', () => {
  it('reads a source in brackets or after "per", known sources only', () => {
    expect(titleSources('"Shrek 5" US opening (3-day), per The Numbers')).toEqual(['the_numbers']);
    expect(titleSources('Trump approval (Silver Bulletin avg) on Sept 30, 2027')).toEqual(['silver_bulletin']);
    expect(titleSources('Shrek 5 domestic opening weekend')).toEqual([]);
    expect(titleSources('Rain in Portland per the forecast')).toEqual([]);
  });
});

describe('fuel price publishers and counting rate moves', () => {
  it('names GasBuddy as a source of its own', () => {
    expect(extractSources(['Resolves on the GasBuddy national average for regular gasoline on July 4, 2028.'])).toEqual(['gasbuddy']);
  });
  it('reads "each 25 bp cut counts as one" as counting steps', () => {
    expect(countingRule('Each 25 basis point reduction counts as one cut; a 50 bps cut counts as two.')).toBe('steps');
    expect(countingRule('Each 25 bps cut counts as one cut.')).toBe('steps');
    expect(countingRule('Counts FOMC meetings in 2028 at which the target range is lowered, whatever the size of the cut.')).toBe('meetings');
    expect(countingRule('A cut of any size counts as one.')).toBe('meetings');
  });
});

describe('more weather stations', () => {
  it('names Camp Mabry, downtown Los Angeles and Sky Harbor', () => {
    expect(extractStations(['Austin Camp Mabry, NWS Daily Climate Report.'])).toEqual(['KATT']);
    expect(extractStations(['Downtown Los Angeles (USC Campus) station'])).toEqual(['KCQT']);
    expect(extractStations(['Los Angeles high temperature on August 2, 2028 (LAX)?'])).toEqual(['KLAX']);
  });
});
