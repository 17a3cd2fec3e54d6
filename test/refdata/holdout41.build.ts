// Forty-first independent refdata holdout: writes test/refdata/holdout41-set.json (the US general election of November
// 2032 as listed in October 2032: the presidency (winner by candidate and by party, popular vote winner, margin and share,
// electoral-vote buckets and margins, a 269-269 tie, the tipping-point state, states' and districts' electoral votes and
// state margins), Senate and House control and seat counts, individual Senate and governor races by state, the Puerto
// Rico governorship, ballot measures, the October debates (mentions, instant-poll winners, viewership), turnout,
// election-night timing (AP call times, state calls, concession, the count on January 6) and polling averages by named
// aggregators; plus about 20% distractors: non-US elections that autumn, sports and markets around Election Day).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout41.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug and the HoldoutRow/Mx types), lines 1–80 of test/refdata/holdout35.build.ts (its header: the
// labelling rules below are adopted from it verbatim, and the helper usage) and the last 45 lines of
// test/refdata/holdout35.build.ts (how the JSON is written out).
// Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or test in
// test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
//
// Labelling rules (what the labels assert):
// - One real-world event = one question about one observation: one measure (headline/core, MoM/YoY, deliveries/
//   production, 3-day/5-day weekend), one period, one estimate (advance vs second GDP), one observation kind (value at a
//   time vs reached at any time; "on" a date vs "by" a date), one place, one asset, one office and one counting rule.
//   Listings that differ on any of these are different events (split with `groups`, or put in separate cases).
// - The same nominal observation (same asset, same instant) priced off a different source or fixing (CF Benchmarks vs
//   an exchange candle, COMEX settle vs LBMA PM, Box Office Mojo vs The Numbers), different weather stations of one
//   city, and Fed cuts counted by meetings vs by 25 bp steps are ONE event with the outcomes matched but `fungible`
//   false on that pair (nf()). Instants hours apart (12:00 ET vs 17:00 ET) and different deadlines are different events.
//   Different poll aggregators (RealClearPolitics vs Silver Bulletin) are different statistics, so different events.
// - Same `t` = same outcome on the YES side. "Above 2.8%" and "2.9% or higher" are one outcome for a statistic published
//   to one decimal; "Above 3.0%" and "3.0% or higher" are not. For continuously traded prices "above X" and "X or more"
//   are one outcome. Above vs below (or "Democrats win" vs "Republicans win" in a two-party race) on the same
//   observation is the same event with different `t` (the YES sides are complements).
// - A categorical market on one venue and a set of binary markets on another are the same event when their buckets
//   coincide; buckets that do not coincide get their own `t`.
// - Deadlines: "by June 30" and "in 2027" are different events; "by Dec 31, 2027" and "in 2027"/"before 2028" are one.
// Set-specific readings (applying the rules above): Election Day is Tuesday 2 November 2032 (the first Tuesday after the
// first Monday; 3 November is the Wednesday on which most calls land, and polls closing at 19:00–20:00 ET on the 2nd
// close on the 3rd in UTC). Daylight time runs until 7 November 2032, so ET is UTC−4 throughout. The nominees assumed
// are Josh Shapiro (D, running mate Mark Kelly) and JD Vance (R, running mate Marco Rubio). "Which party wins the
// presidency" and "Will Shapiro win the presidency" are different events (a nominee can be replaced, as in 2024), so
// they sit in separate cases; every other presidential market names either parties or nominees consistently within its
// case. A winner market that settles on the person inaugurated on 20 January 2033 and one that settles on the AP/Fox/NBC
// call are one event priced off different sources (nf). The popular vote and the Electoral College are different
// measures; Maine and Nebraska statewide and their 2nd districts are different places; a state's presidential, Senate,
// governor and attorney-general contests are different offices; Georgia (the US state) and Georgia (the country) are
// different places. Senate "control" (with the Vice President's tie-break) and "51 or more Republican seats" are
// different observations on one seat count: the categorical seat count and a 51+ binary are one event with their own
// `t`. A Georgia race "winner" includes any runoff; "goes to a runoff" is a different observation. A ballot measure
// "passing" (Florida: 60% yes) and "getting a majority of yes votes" are different observations. Debate mentions are
// one speaker in one debate (the same word by a moderator or the other nominee, or in another debate, is a different
// event); instant
// polls by different pollsters (CNN/SSRS vs YouGov) are different statistics. Total presidential votes compiled by the
// Cook Political Report tracker and by the certified FEC report are one event (nf); the VEP and VAP turnout rates are
// different measures. The AP call time as buckets on one venue and "called by 6:00 am ET on 3 November" on another are
// one event when the bucket edge coincides. RealClearPolling, Silver Bulletin and the NYT averages are different
// statistics, and a model's win probability is a different measure from a polling average. A winner (or control) market
// and a margin, seat-count or electoral-vote-count market are different questions and sit in separate cases; the
// Democratic electoral-vote count and the Electoral College margin are different measures.
// Ids: beta event ids 490001+, gamma ids 43001+, alpha tickers dated 2032/2033; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`); 'pollster' marks a listing of
// the same question from another pollster or aggregator (a different statistic); 'speaker' the same mention by someone
// else.
import { type HoldoutRow, nf, z, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'president' | 'states' | 'senate' | 'house' | 'governors' | 'measures' | 'debates' | 'turnout' | 'election_night' | 'polling'
  | 'non_us_elections' | 'sports' | 'markets';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation'
  | 'round' | 'estimate' | 'pollster' | 'speaker';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(490000, 43000);
/** Rows whose rules are written per label. */
const rr = (ms: HoldoutRow[], f: (label: string) => string): HoldoutRow[] => ms.map(([id, label, t, x]) => [id, label, t, { rules: f(label), ...(x ?? {}) }]);

const AP = 'Associated Press https://apnews.com/hub/election-2032';
const APURL = 'https://apnews.com/hub/election-2032';
const NARA = 'National Archives https://www.archives.gov/electoral-college/2032';
const FEC = 'Federal Election Commission https://www.fec.gov/introduction-campaign-finance/election-results-and-voting-information/';
const CALLS = 'This market resolves based on the calls of the Associated Press, Fox News and NBC News. If all three have called the race for the same candidate, the market resolves immediately. If no consensus is reached, the market resolves based on certified results.';

// ───────────────────────────── THE PRESIDENCY ─────────────────────────────

{ // Presidential winner by nominee (all four venues): alpha settles on the person inaugurated, the others on the media calls.
  const rows: HoldoutRow[] = [['JSHA', 'Josh Shapiro', 'pw-shapiro'], ['JVAN', 'JD Vance', 'pw-vance']];
  addCase('president', { name: 'pres-winner-2032', fungible: nf('alpha|beta', 'alpha|beta_us', 'alpha|gamma'), events: [
    A('KXPRES-32', 'Who will win the 2032 presidential election?', 'Elections', z('2033-01-20', '17:00'),
      rr(rows, (l) => `If ${l} is inaugurated as President of the United States on January 20, 2033, then the market resolves to Yes. Source: the inauguration.`), { sources: [NARA] }),
    B('Presidential Election Winner 2032', 'Politics', z('2032-11-03', '12:00'), w([['will-josh-shapiro-win-the-2032-us-presidential-election', 'Josh Shapiro', 'pw-shapiro'],
      ['will-jd-vance-win-the-2032-us-presidential-election', 'JD Vance', 'pw-vance'], ['will-gavin-newsom-win-the-2032-us-presidential-election', 'Gavin Newsom', 'pw-newsom'],
      ['will-marco-rubio-win-the-2032-us-presidential-election', 'Marco Rubio', 'pw-rubio']], { src: APURL, rules: CALLS })),
    U('us-presidential-election-2032', '2032 U.S. Presidential Election Winner', 'Politics', z('2032-11-03', '12:00'),
      w([['pres-2032-shapiro', 'Shapiro', 'pw-shapiro'], ['pres-2032-vance', 'Vance', 'pw-vance']], { src: APURL, rules: CALLS })),
    G('2032 US Presidential Election Winner', z('2032-11-03', '12:00'), gr(['Josh Shapiro', 'pw-shapiro'], ['JD Vance', 'pw-vance']),
      { rules: 'Resolves to the candidate projected as winner by a consensus of AP, Fox News and NBC News; if no consensus by Jan 20, 2033, to the candidate inaugurated.' }),
  ] }, ['source']);
}
{ // Presidential winner by party: categorical on alpha and beta, a Democratic binary on gamma and a Republican binary on beta_us.
  const close = z('2033-01-20', '17:00');
  addCase('president', { name: 'pres-party-2032', events: [
    A('KXPRESPARTY-32', 'Which party will win the 2032 presidential election?', 'Elections', close, rr([['D', 'Democratic Party', 'pp-d'], ['R', 'Republican Party', 'pp-r']],
      (l) => `If the nominee of the ${l} wins the 2032 presidential election, as projected by the Associated Press, then the market resolves to Yes.`), { sources: [AP] }),
    B('Which party wins the 2032 US Presidential Election?', 'Politics', z('2032-11-03', '12:00'), w([['democratic-party-wins-2032-presidency', 'Democratic', 'pp-d'],
      ['republican-party-wins-2032-presidency', 'Republican', 'pp-r'], ['other-party-wins-2032-presidency', 'Other', 'pp-o']], { src: APURL, rules: CALLS })),
    G1('Will a Democrat win the 2032 US presidential election?', z('2032-11-03', '12:00'), 'pp-d', { rules: 'Yes if the Democratic Party nominee is projected to win by AP, Fox News and NBC News.' }),
    U1('republicans-win-presidency-2032', 'Will the Republican Party win the 2032 presidential election?', 'Politics', z('2032-11-03', '12:00'), 'pp-r', { src: APURL, rules: CALLS }),
  ] }, ['inverted']);
}
{ // Popular vote winner by party (alpha, beta, gamma) vs "wins the Electoral College but loses the popular vote" (beta_us): measure negative.
  addCase('president', { name: 'popular-vote-winner-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXPOPVOTE-32', 'Which party will win the national popular vote in 2032?', 'Elections', z('2032-12-31', '15:00'), [['D', 'Democratic', 'pv-d'], ['R', 'Republican', 'pv-r']],
      { sources: [AP], rules: 'Resolves to the party whose presidential ticket receives the most votes nationwide, per the Associated Press count as of December 31, 2032.' }),
    B('Popular Vote Winner 2032', 'Politics', z('2032-12-31', '12:00'), w([['popular-vote-winner-2032-democrats', 'Democrats', 'pv-d'], ['popular-vote-winner-2032-republicans', 'Republicans', 'pv-r']],
      { src: APURL, rules: 'This market resolves to the party whose nominee wins the most votes nationwide in the 2032 presidential election according to the AP tally once all states have certified.' })),
    G1('Will the Republican nominee win the 2032 popular vote?', z('2032-12-31', '12:00'), 'pv-r'),
    U1('electoral-college-popular-vote-split-2032', 'Will the Electoral College winner lose the popular vote in 2032?', 'Politics', z('2032-12-31', '12:00'), 'ec-pv-split', { src: APURL }),
  ] }, ['measure']);
}
{ // Popular vote margin buckets (alpha, beta): only two buckets coincide.
  const close = z('2032-12-31', '15:00');
  addCase('president', { name: 'popular-vote-margin-2032', events: [
    A('KXPOPMARGIN-32', 'Popular vote margin in the 2032 presidential election', 'Elections', close, [['R3', 'Republican by more than 3%', 'pvm-r3p'], ['R1', 'Republican by 1% to 3%', 'pvm-r13'],
      ['R0', 'Republican by less than 1%', 'pvm-r01'], ['D0', 'Democrat by less than 1%', 'pvm-d01'], ['D1', 'Democrat by 1% to 3%', 'pvm-d13'], ['D3', 'Democrat by 3% to 5%', 'pvm-d35'],
      ['D5', 'Democrat by more than 5%', 'pvm-d5p']], { sources: [AP] }),
    B('Popular Vote Margin of Victory 2032', 'Politics', close, [['pv-margin-2032-dem-0-1', 'Democrats 0–1%', 'pvm-d01'], ['pv-margin-2032-dem-1-2', 'Democrats 1–2%', 'pvm-d12'],
      ['pv-margin-2032-dem-2-3', 'Democrats 2–3%', 'pvm-d23'], ['pv-margin-2032-dem-3-4', 'Democrats 3–4%', 'pvm-d34'], ['pv-margin-2032-dem-4', 'Democrats 4%+', 'pvm-d4p'],
      ['pv-margin-2032-rep-0-1', 'Republicans 0–1%', 'pvm-r01'], ['pv-margin-2032-rep-1-2', 'Republicans 1–2%', 'pvm-r12'], ['pv-margin-2032-rep-2', 'Republicans 2%+', 'pvm-r2p']]),
  ] }, ['threshold']);
}
{ // Shapiro's popular-vote share: alpha ladder and beta "more than 50%" match; gamma's "50% or higher" is its own outcome.
  const close = z('2032-12-31', '15:00');
  addCase('president', { name: 'shapiro-vote-share-2032', events: [
    A('KXPOPSHARE-32', "Josh Shapiro's share of the 2032 popular vote", 'Elections', close, [['T49', 'Above 49%', 'pvs-49'], ['T50', 'Above 50%', 'pvs-50'], ['T51', 'Above 51%', 'pvs-51']], { sources: [AP] }),
    B1('Will Josh Shapiro win more than 50% of the popular vote?', 'Politics', close, 'pvs-50', { mx: { src: APURL } }),
    G1('Shapiro popular vote share 50% or higher?', close, 'pvs-50ge'),
  ] }, ['threshold']);
}
{ // Electoral votes won by the Democratic ticket: buckets on alpha and beta, three of them coincide.
  const close = z('2032-12-14', '15:00');
  addCase('president', { name: 'dem-electoral-votes-2032', events: [
    A('KXECDEM-32', 'Electoral votes for the Democratic ticket in 2032', 'Elections', close, [['B199', '199 or fewer', 'ev-le199'], ['B200', '200 to 229', 'ev-200'],
      ['B230', '230 to 269', 'ev-230-269'], ['B270', '270 to 299', 'ev-270-299'], ['B300', '300 to 329', 'ev-300-329'], ['B330', '330 or more', 'ev-330p']],
      { sources: [NARA], rules: 'Counts electoral votes cast for the Democratic presidential nominee when the electors meet on December 13, 2032.' }),
    B('Democratic Electoral College votes 2032', 'Politics', close, [['dem-ec-votes-2032-under-200', '<200', 'ev-le199'], ['dem-ec-votes-2032-200-229', '200-229', 'ev-200'],
      ['dem-ec-votes-2032-230-249', '230-249', 'ev-230-249'], ['dem-ec-votes-2032-250-269', '250-269', 'ev-250-269'], ['dem-ec-votes-2032-270-289', '270-289', 'ev-270-289'],
      ['dem-ec-votes-2032-290-309', '290-309', 'ev-290-309'], ['dem-ec-votes-2032-310-329', '310-329', 'ev-310-329'], ['dem-ec-votes-2032-330', '330+', 'ev-330p']]),
  ] }, ['threshold']);
}
{ // Electoral College margin of victory (beta, gamma): the two closest buckets on each side coincide.
  const close = z('2032-12-14', '12:00');
  addCase('president', { name: 'ec-margin-2032', events: [
    B('Electoral College Margin of Victory', 'Politics', close, [['ec-margin-2032-d-0-34', 'Democrats by 0-34', 'ecm-d0'], ['ec-margin-2032-d-35-64', 'Democrats by 35-64', 'ecm-d35'],
      ['ec-margin-2032-d-65-104', 'Democrats by 65-104', 'ecm-d65-104'], ['ec-margin-2032-d-105', 'Democrats by 105+', 'ecm-d105p'], ['ec-margin-2032-r-0-34', 'Republicans by 0-34', 'ecm-r0'],
      ['ec-margin-2032-r-35-64', 'Republicans by 35-64', 'ecm-r35'], ['ec-margin-2032-r-65-104', 'Republicans by 65-104', 'ecm-r65-104'], ['ec-margin-2032-r-105', 'Republicans by 105+', 'ecm-r105p']]),
    G('2032 Electoral College margin', close, gr(['Dem by 0–34', 'ecm-d0'], ['Dem by 35–64', 'ecm-d35'], ['Dem by 65+', 'ecm-d65p'], ['GOP by 0–34', 'ecm-r0'], ['GOP by 35–64', 'ecm-r35'], ['GOP by 65+', 'ecm-r65p'])),
  ] }, ['threshold']);
}
{ // A 269-269 Electoral College tie (alpha, beta, beta_us).
  const close = z('2032-12-14', '12:00');
  addCase('president', { name: 'ec-tie-2032', events: [
    A1('KXECTIE-32', 'Will the 2032 Electoral College end in a 269-269 tie?', 'Elections', close, 'TIE', '269-269 tie', 'ec-tie', { sources: [NARA] }),
    B1('Electoral College tie in 2032?', 'Politics', close, 'ec-tie', { mx: { src: 'https://www.archives.gov/electoral-college' } }),
    U1('electoral-college-tie-2032', '269-269 Electoral College tie?', 'Politics', close, 'ec-tie'),
  ] });
}
{ // The tipping-point state (alpha, beta) vs the swing state with the closest margin (gamma): observation negative.
  const close = z('2032-12-14', '12:00');
  const rules = 'The tipping-point state is the state that provides the winner with the 270th electoral vote when states won by the winner are ordered by margin, using certified results.';
  addCase('president', { name: 'tipping-point-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTIPPING-32', 'Which state will be the tipping point in the 2032 election?', 'Elections', close, [['PA', 'Pennsylvania', 'tp-pa'], ['MI', 'Michigan', 'tp-mi'], ['WI', 'Wisconsin', 'tp-wi'],
      ['GA', 'Georgia', 'tp-ga'], ['NC', 'North Carolina', 'tp-nc'], ['AZ', 'Arizona', 'tp-az']], { rules }),
    B('Presidential Election: Tipping Point State', 'Politics', close, w([['tipping-point-state-2032-pa', 'PA', 'tp-pa'], ['tipping-point-state-2032-mi', 'MI', 'tp-mi'],
      ['tipping-point-state-2032-wi', 'WI', 'tp-wi'], ['tipping-point-state-2032-ga', 'GA', 'tp-ga'], ['tipping-point-state-2032-az', 'AZ', 'tp-az'], ['tipping-point-state-2032-nv', 'NV', 'tp-nv'],
      ['tipping-point-state-2032-nc', 'NC', 'tp-nc']], { rules })),
    G('Which swing state will be decided by the smallest margin in 2032?', close, gr(['Pennsylvania', 'close-pa'], ['Wisconsin', 'close-wi'], ['Arizona', 'close-az'], ['Nevada', 'close-nv'], ['Georgia', 'close-ga'])),
  ] }, ['observation']);
}
{ // The winner carries all seven swing states (alpha, beta) vs Shapiro carries all seven (beta_us): observation negative.
  const close = z('2032-12-14', '12:00');
  addCase('president', { name: 'swing-state-sweep-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXSWEEP-32', 'Will the winning candidate carry all seven battleground states?', 'Elections', close, 'SWEEP', 'Sweep of AZ, GA, MI, NV, NC, PA, WI', 'sweep',
      { rules: 'Resolves Yes if one presidential candidate wins Arizona, Georgia, Michigan, Nevada, North Carolina, Pennsylvania and Wisconsin.' }),
    B1('Will one candidate win all 7 swing states?', 'Politics', close, 'sweep', { mx: { src: APURL } }),
    U1('shapiro-wins-all-swing-states-2032', 'Will Shapiro win all 7 swing states?', 'Politics', close, 'sweep-shapiro', { src: APURL }),
  ] }, ['observation']);
}
{ // A faithless elector — alpha only.
  addCase('president', { name: 'faithless-elector-2032', events: [
    A1('KXFAITHLESS-32', 'Will any elector cast a faithless vote in 2032?', 'Elections', z('2032-12-13', '23:00'), 'YES', 'At least one faithless elector', 'faithless', { sources: [NARA] }),
  ] });
}
{ // A third-party candidate at 2%+ nationally — beta only.
  addCase('president', { name: 'third-party-2pct-2032', events: [
    B1('Will any third-party presidential candidate get 2% or more of the national popular vote?', 'Politics', z('2032-12-31', '12:00'), 'third-2', { mx: { src: APURL } }),
  ] });
}
{ // Congress counts the electoral votes on January 6, 2033 (alpha, gamma) vs "by January 7" (beta): deadline negative.
  addCase('president', { name: 'jan6-count-2033', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXECCOUNT-33JAN06', 'Will Congress finish counting the electoral votes on January 6, 2033?', 'Politics', z('2033-01-07', '04:59'), 'JAN6', 'Count completed Jan 6', 'count-jan6',
      { rules: 'Resolves Yes if the President of the Senate announces the result of the electoral vote count in the joint session before midnight ET on January 6, 2033.' }),
    G1('Electoral vote count certified by Congress on Jan 6, 2033?', z('2033-01-07', '05:00'), 'count-jan6'),
    B1('Will Congress certify the 2032 election results by January 7?', 'Politics', z('2033-01-08', '04:59'), 'count-by-jan7', { mx: { src: 'https://www.congress.gov/' } }),
  ] }, ['deadline']);
}

// ───────────────────────────── STATES' ELECTORAL VOTES ─────────────────────────────

{ // Pennsylvania by party (all four venues; gamma lists the Republican side as a binary).
  const close = z('2032-11-30', '17:00');
  addCase('states', { name: 'pa-president-2032', events: [
    A('KXPRESPARTYPA-32', 'Which party will win Pennsylvania in the 2032 presidential election?', 'Elections', close, [['D', 'Democratic', 'pa-d'], ['R', 'Republican', 'pa-r']], { sources: [AP] }),
    B('Pennsylvania Presidential Election Winner', 'Politics', close, w([['pennsylvania-presidential-election-winner-2032-democrat', 'Democrat', 'pa-d'],
      ['pennsylvania-presidential-election-winner-2032-republican', 'Republican', 'pa-r']], { src: APURL, rules: CALLS })),
    U('pennsylvania-presidential-winner-2032', 'Pennsylvania: which party wins its electoral votes?', 'Politics', close, [['pa-pres-2032-dem', 'Democratic', 'pa-d'], ['pa-pres-2032-gop', 'Republican', 'pa-r']]),
    G1('Will Republicans carry Pennsylvania in the 2032 presidential race?', close, 'pa-r'),
  ] });
}
{ // Michigan presidential (alpha, beta) vs the Michigan Senate race (gamma): office negative.
  const close = z('2032-11-30', '17:00');
  addCase('states', { name: 'mi-president-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPRESPARTYMI-32', 'Which party will win Michigan in the 2032 presidential election?', 'Elections', close, [['D', 'Democratic', 'mi-d'], ['R', 'Republican', 'mi-r']], { sources: [AP] }),
    B('Michigan Presidential Election Winner', 'Politics', close, w([['michigan-presidential-election-winner-2032-democrat', 'Democrat', 'mi-d'],
      ['michigan-presidential-election-winner-2032-republican', 'Republican', 'mi-r']], { src: APURL })),
    G('Michigan Senate Election Winner 2032', close, gr(['Democratic', 'mis-d'], ['Republican', 'mis-r'])),
  ] }, ['office']);
}
{ // Wisconsin presidential (alpha, beta, beta_us).
  const close = z('2032-11-30', '17:00');
  addCase('states', { name: 'wi-president-2032', events: [
    A('KXPRESPARTYWI-32', 'Which party will win Wisconsin in the 2032 presidential election?', 'Elections', close, [['D', 'Democratic', 'wi-d'], ['R', 'Republican', 'wi-r']], { sources: [AP] }),
    B('Wisconsin Presidential Election Winner', 'Politics', close, [['wisconsin-presidential-election-winner-2032-democrat', 'Democrat', 'wi-d'],
      ['wisconsin-presidential-election-winner-2032-republican', 'Republican', 'wi-r']]),
    U('wisconsin-presidential-winner-2032', 'Who wins Wisconsin? (2032 presidential)', 'Politics', close, [['wi-pres-2032-dem', 'Democrats', 'wi-d'], ['wi-pres-2032-gop', 'Republicans', 'wi-r']]),
  ] });
}
{ // Georgia presidential (alpha, beta, gamma).
  const close = z('2032-11-30', '17:00');
  addCase('states', { name: 'ga-president-2032', events: [
    A('KXPRESPARTYGA-32', 'Which party will win Georgia in the 2032 presidential election?', 'Elections', close, [['D', 'Democratic', 'gap-d'], ['R', 'Republican', 'gap-r']], { sources: [AP] }),
    B('Georgia Presidential Election Winner', 'Politics', close, [['georgia-presidential-election-winner-2032-democrat', 'Democrat', 'gap-d'],
      ['georgia-presidential-election-winner-2032-republican', 'Republican', 'gap-r']]),
    G('GA presidential 2032: which party wins?', close, gr(['Democratic', 'gap-d'], ['Republican', 'gap-r'])),
  ] });
}
{ // Arizona presidential (alpha, beta).
  const close = z('2032-11-30', '17:00');
  addCase('states', { name: 'az-president-2032', events: [
    A('KXPRESPARTYAZ-32', 'Which party will win Arizona in the 2032 presidential election?', 'Elections', close, [['D', 'Democratic', 'az-d'], ['R', 'Republican', 'az-r']], { sources: [AP] }),
    B('Arizona Presidential Election Winner', 'Politics', close, [['arizona-presidential-election-winner-2032-democrat', 'Democrat', 'az-d'],
      ['arizona-presidential-election-winner-2032-republican', 'Republican', 'az-r']]),
  ] });
}
{ // Nevada presidential (beta, beta_us).
  const close = z('2032-11-30', '17:00');
  addCase('states', { name: 'nv-president-2032', events: [
    B('Nevada Presidential Election Winner', 'Politics', close, [['nevada-presidential-election-winner-2032-democrat', 'Democrat', 'nv-d'],
      ['nevada-presidential-election-winner-2032-republican', 'Republican', 'nv-r']]),
    U1('nevada-republican-presidential-2032', 'Will the GOP win Nevada in 2032?', 'Politics', close, 'nv-r'),
  ] });
}
{ // North Carolina presidential (alpha, beta, gamma).
  const close = z('2032-11-30', '17:00');
  addCase('states', { name: 'nc-president-2032', events: [
    A('KXPRESPARTYNC-32', 'Which party will win North Carolina in the 2032 presidential election?', 'Elections', close, [['D', 'Democratic', 'ncp-d'], ['R', 'Republican', 'ncp-r']], { sources: [AP] }),
    B('North Carolina Presidential Election Winner', 'Politics', close, [['north-carolina-presidential-election-winner-2032-democrat', 'Democrat', 'ncp-d'],
      ['north-carolina-presidential-election-winner-2032-republican', 'Republican', 'ncp-r']]),
    G1('Democrats win North Carolina (president) in 2032?', close, 'ncp-d'),
  ] });
}
{ // Nebraska's 2nd district electoral vote (alpha, beta) vs Nebraska statewide (gamma, place) vs the NE-02 House race (beta_us, office).
  const close = z('2032-11-30', '17:00');
  addCase('states', { name: 'ne02-elector-2032', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A('KXPRESPARTYNE2-32', "Which party will win Nebraska's 2nd congressional district electoral vote?", 'Elections', close, [['D', 'Democratic', 'ne2-d'], ['R', 'Republican', 'ne2-r']], { sources: [AP] }),
    B('Nebraska 2nd District Presidential Winner (NE-02)', 'Politics', close, [['ne-02-presidential-winner-2032-democrat', 'Democrat', 'ne2-d'], ['ne-02-presidential-winner-2032-republican', 'Republican', 'ne2-r']]),
    G('Nebraska statewide presidential winner 2032', close, gr(['Democratic', 'nes-d'], ['Republican', 'nes-r'])),
    U('ne-02-house-election-2032', 'NE-02 House Election Winner', 'Politics', close, [['ne-02-house-2032-dem', 'Democrat', 'ne2h-d'], ['ne-02-house-2032-gop', 'Republican', 'ne2h-r']]),
  ] }, ['place', 'office']);
}
{ // Maine statewide presidential (alpha, beta) vs Maine's 2nd district elector (gamma): place negative.
  const close = z('2032-11-30', '17:00');
  addCase('states', { name: 'me-president-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPRESPARTYME-32', 'Which party will win Maine (statewide) in the 2032 presidential election?', 'Elections', close, [['D', 'Democratic', 'me-d'], ['R', 'Republican', 'me-r']], { sources: [AP] }),
    B('Maine Presidential Election Winner', 'Politics', close, [['maine-presidential-election-winner-2032-democrat', 'Democrat', 'me-d'], ['maine-presidential-election-winner-2032-republican', 'Republican', 'me-r']]),
    G('ME-02 electoral vote 2032', close, gr(['Democratic', 'me2-d'], ['Republican', 'me2-r'])),
  ] }, ['place']);
}
{ // Minnesota presidential — beta only.
  addCase('states', { name: 'mn-president-2032', events: [
    B('Minnesota Presidential Election Winner', 'Politics', z('2032-11-30', '17:00'), [['minnesota-presidential-election-winner-2032-democrat', 'Democrat', 'mn-d'],
      ['minnesota-presidential-election-winner-2032-republican', 'Republican', 'mn-r']]),
  ] });
}
{ // Texas presidential (alpha, beta, beta_us: the Democratic binary).
  const close = z('2032-11-30', '17:00');
  addCase('states', { name: 'tx-president-2032', events: [
    A('KXPRESPARTYTX-32', 'Which party will win Texas in the 2032 presidential election?', 'Elections', close, [['D', 'Democratic', 'txp-d'], ['R', 'Republican', 'txp-r']], { sources: [AP] }),
    B('Texas Presidential Election Winner', 'Politics', close, [['texas-presidential-election-winner-2032-democrat', 'Democrat', 'txp-d'], ['texas-presidential-election-winner-2032-republican', 'Republican', 'txp-r']]),
    U1('democrats-win-texas-president-2032', 'Will Democrats win Texas in the 2032 presidential election?', 'Politics', close, 'txp-d'),
  ] });
}
{ // Florida presidential (alpha, gamma).
  const close = z('2032-11-30', '17:00');
  addCase('states', { name: 'fl-president-2032', events: [
    A('KXPRESPARTYFL-32', 'Which party will win Florida in the 2032 presidential election?', 'Elections', close, [['D', 'Democratic', 'flp-d'], ['R', 'Republican', 'flp-r']], { sources: [AP] }),
    G('Florida 2032: presidential winner by party', close, gr(['Democrats', 'flp-d'], ['Republicans', 'flp-r'])),
  ] });
}
{ // Virginia presidential (alpha, gamma).
  addCase('states', { name: 'va-president-2032', events: [
    A('KXPRESPARTYVA-32', 'Which party will win Virginia in the 2032 presidential election?', 'Elections', z('2032-11-30', '17:00'), [['D', 'Democratic', 'vap-d'], ['R', 'Republican', 'vap-r']], { sources: [AP] }),
    G1('Virginia goes Democratic in the 2032 presidential race?', z('2032-11-30', '17:00'), 'vap-d'),
  ] });
}
{ // New Hampshire presidential (beta, gamma).
  const close = z('2032-11-30', '17:00');
  addCase('states', { name: 'nh-president-2032', events: [
    B('New Hampshire Presidential Election Winner', 'Politics', close, [['new-hampshire-presidential-election-winner-2032-democrat', 'Democrat', 'nhp-d'],
      ['new-hampshire-presidential-election-winner-2032-republican', 'Republican', 'nhp-r']]),
    G('NH presidential 2032 winner', close, gr(['Dem', 'nhp-d'], ['GOP', 'nhp-r'])),
  ] });
}
{ // Ohio presidential — beta_us only.
  addCase('states', { name: 'oh-president-2032', events: [
    U1('democrats-win-ohio-president-2032', 'Will the Democratic nominee carry Ohio in 2032?', 'Politics', z('2032-11-30', '17:00'), 'ohp-d'),
  ] });
}
{ // Pennsylvania presidential margin (alpha, beta): buckets partly coincide.
  const close = z('2032-12-15', '17:00');
  addCase('states', { name: 'pa-margin-2032', events: [
    A('KXPAMARGIN-32', 'Pennsylvania presidential margin of victory, 2032', 'Elections', close, [['R2', 'Republican by 2 points or more', 'pam-r2p'], ['R0', 'Republican by less than 2 points', 'pam-r02'],
      ['D0', 'Democrat by less than 2 points', 'pam-d02'], ['D2', 'Democrat by 2 points or more', 'pam-d2p']],
      { sources: ['Pennsylvania Department of State https://www.pa.gov/agencies/dos/programs/voting-and-elections'], rules: 'Margin between the top two candidates in certified Pennsylvania results.' }),
    B('Pennsylvania Margin of Victory', 'Politics', close, [['pa-margin-2032-r-2', 'R+2 or more', 'pam-r2p'], ['pa-margin-2032-r-1-2', 'R+1 to 2', 'pam-r12'], ['pa-margin-2032-r-0-1', 'R+0 to 1', 'pam-r01'],
      ['pa-margin-2032-d-0-1', 'D+0 to 1', 'pam-d01'], ['pa-margin-2032-d-1-2', 'D+1 to 2', 'pam-d12'], ['pa-margin-2032-d-2', 'D+2 or more', 'pam-d2p']]),
  ] }, ['threshold']);
}
{ // Georgia presidential margin under 1 point (alpha, gamma) vs under 0.5 points (beta): threshold negative.
  const close = z('2032-12-15', '17:00');
  addCase('states', { name: 'ga-margin-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXGAMARGIN-32', 'Will the 2032 presidential margin in Georgia be under 1 point?', 'Elections', close, 'B1', 'Under 1 point', 'gam-lt1',
      { sources: ['Georgia Secretary of State https://sos.ga.gov/elections'] }),
    G1('Georgia presidential margin less than 1%?', close, 'gam-lt1'),
    B1('Georgia presidential margin under 0.5%?', 'Politics', close, 'gam-lt05', { mx: { src: 'https://sos.ga.gov/elections' } }),
  ] }, ['threshold']);
}

// ───────────────────────────── THE SENATE ─────────────────────────────

{ // Senate control (all four venues; gamma lists the Democratic side).
  const close = z('2033-01-03', '17:00');
  const rules = 'Resolves to the party that controls the Senate when the 123rd Congress convenes; a 50-50 Senate is controlled by the party of the Vice President.';
  addCase('senate', { name: 'senate-control-2032', events: [
    A('KXCONTROLS-32', 'Which party will control the Senate after the 2032 election?', 'Elections', close, [['D', 'Democrats', 'sc-d'], ['R', 'Republicans', 'sc-r']], { rules }),
    B('Which party will win the Senate in 2032?', 'Politics', close, w([['senate-control-2032-democrats', 'Democrats', 'sc-d'], ['senate-control-2032-republicans', 'Republicans', 'sc-r']], { rules })),
    U('senate-control-2032', 'Senate Control 2032', 'Politics', close, [['senate-2032-dem', 'Democratic Party', 'sc-d'], ['senate-2032-rep', 'Republican Party', 'sc-r']]),
    G1('Will Democrats control the US Senate in 2033?', close, 'sc-d'),
  ] });
}
{ // Republican Senate seats after the election (alpha and beta buckets; gamma's 51+ binary is its own outcome on the same count).
  const close = z('2033-01-03', '17:00');
  addCase('senate', { name: 'senate-seats-r-2032', events: [
    A('KXSENSEATSR-32', 'How many Senate seats will Republicans hold after the 2032 election?', 'Elections', close, [['L47', '47 or fewer', 'sr-le47'], ['S48', '48', 'sr-48'], ['S49', '49', 'sr-49'],
      ['S50', '50', 'sr-50'], ['S51', '51', 'sr-51'], ['S52', '52', 'sr-52'], ['S53', '53', 'sr-53'], ['G54', '54 or more', 'sr-ge54']]),
    B('Republican Senate Seats after 2032 Election', 'Politics', close, [['gop-senate-seats-2032-47-or-fewer', '≤47', 'sr-le47'], ['gop-senate-seats-2032-48-49', '48-49', 'sr-48-49'],
      ['gop-senate-seats-2032-50', '50', 'sr-50'], ['gop-senate-seats-2032-51', '51', 'sr-51'], ['gop-senate-seats-2032-52', '52', 'sr-52'], ['gop-senate-seats-2032-53', '53+', 'sr-ge53']]),
    G1('Will Republicans hold 51 or more Senate seats after the 2032 election?', close, 'sr-ge51'),
  ] }, ['threshold']);
}
{ // Georgia Senate (alpha, beta, gamma; the winner includes any runoff) vs the Georgian parliamentary election (beta_us): place negative.
  const close = z('2033-01-05', '17:00');
  const rules = 'Resolves to the winner of the 2032 US Senate election in Georgia, including any runoff, as projected by the Associated Press.';
  addCase('senate', { name: 'ga-senate-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSENATEGA-32', 'Georgia Senate race 2032', 'Elections', close, [['JOSS', 'Jon Ossoff', 'gas-ossoff'], ['BKEM', 'Brian Kemp', 'gas-kemp']], { sources: [AP], rules }),
    B('Georgia Senate Election Winner', 'Politics', close, w([['georgia-senate-election-winner-2032-ossoff', 'Ossoff', 'gas-ossoff'], ['georgia-senate-election-winner-2032-kemp', 'Kemp', 'gas-kemp']], { src: APURL, rules })),
    G('GA Senate 2032: Ossoff vs. Kemp', close, gr(['Jon Ossoff (D)', 'gas-ossoff'], ['Brian Kemp (R)', 'gas-kemp'])),
    U('georgia-parliamentary-election-2032', 'Georgia Parliamentary Election 2032: Winner', 'World', z('2032-10-31', '17:00'),
      [['georgia-parliament-2032-georgian-dream', 'Georgian Dream', 'geo-gd'], ['georgia-parliament-2032-unm', 'United National Movement', 'geo-unm'], ['georgia-parliament-2032-coalition-for-change', 'Coalition for Change', 'geo-cfc']]),
  ] }, ['place']);
}
{ // The Georgia Senate race goes to a runoff (alpha, beta) vs the race is called on election night (gamma): observation negative.
  const close = z('2032-11-10', '17:00');
  addCase('senate', { name: 'ga-senate-runoff-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXGARUNOFF-32', 'Will the Georgia Senate race go to a runoff?', 'Elections', close, 'RUNOFF', 'Runoff', 'ga-runoff',
      { sources: ['Georgia Secretary of State https://sos.ga.gov/elections'], rules: 'Resolves Yes if no candidate receives a majority of votes on November 2, 2032 and a runoff is required under Georgia law.' }),
    B1('Georgia Senate runoff in 2032?', 'Politics', close, 'ga-runoff', { mx: { src: 'https://sos.ga.gov/elections' } }),
    G1('Will AP call the Georgia Senate race on election night (by 6am ET Nov 3)?', z('2032-11-03', '10:00'), 'ga-sen-called-night'),
  ] }, ['observation']);
}
{ // North Carolina Senate: alpha categorical; beta "Democrat wins" and beta_us "Republican wins" are complements.
  const close = z('2032-11-30', '17:00');
  addCase('senate', { name: 'nc-senate-2032', events: [
    A('KXSENATENC-32', 'North Carolina Senate race 2032: which party wins?', 'Elections', close, [['D', 'Democratic', 'ncs-d'], ['R', 'Republican', 'ncs-r']], { sources: [AP] }),
    B1('Will a Democrat win the North Carolina Senate race?', 'Politics', close, 'ncs-d', { mx: { src: APURL } }),
    U1('republican-wins-nc-senate-2032', 'Will Republicans win the NC Senate seat in 2032?', 'Politics', close, 'ncs-r'),
  ] }, ['inverted']);
}
{ // Maine Senate winner (alpha, beta) vs the race going to ranked-choice tabulation (gamma): observation negative.
  const close = z('2032-11-30', '17:00');
  addCase('senate', { name: 'me-senate-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSENATEME-32', 'Maine Senate race 2032: which party wins?', 'Elections', close, [['D', 'Democratic', 'mes-d'], ['R', 'Republican', 'mes-r'], ['I', 'Independent', 'mes-i']],
      { sources: ['Maine Secretary of State https://www.maine.gov/sos/cec/elec/results'], rules: 'Resolves per the certified winner after any ranked-choice tabulation.' }),
    B('Maine Senate Election Winner', 'Politics', close, [['maine-senate-election-winner-2032-democrat', 'Democrat', 'mes-d'], ['maine-senate-election-winner-2032-republican', 'Republican', 'mes-r'],
      ['maine-senate-election-winner-2032-independent', 'Independent', 'mes-i']]),
    G1('Maine Senate 2032: will the result go to ranked-choice rounds?', close, 'me-rcv'),
  ] }, ['observation']);
}
{ // Texas Senate (alpha, beta, gamma).
  const close = z('2032-11-30', '17:00');
  addCase('senate', { name: 'tx-senate-2032', events: [
    A('KXSENATETX-32', 'Texas Senate race 2032: which party wins?', 'Elections', close, [['D', 'Democratic', 'txs-d'], ['R', 'Republican', 'txs-r']], { sources: [AP] }),
    B('Texas Senate Election Winner', 'Politics', close, [['texas-senate-election-winner-2032-democrat', 'Democrat', 'txs-d'], ['texas-senate-election-winner-2032-republican', 'Republican', 'txs-r']]),
    G('TX Senate race 2032', close, gr(['Democratic', 'txs-d'], ['Republican', 'txs-r'])),
  ] });
}
{ // Iowa Senate (beta, gamma).
  const close = z('2032-11-30', '17:00');
  addCase('senate', { name: 'ia-senate-2032', events: [
    B('Iowa Senate Election Winner', 'Politics', close, [['iowa-senate-election-winner-2032-democrat', 'Democrat', 'ias-d'], ['iowa-senate-election-winner-2032-republican', 'Republican', 'ias-r']]),
    G1('Will Republicans win the Iowa Senate race in 2032?', close, 'ias-r'),
  ] });
}
{ // New Hampshire Senate (alpha, beta) vs New Hampshire governor (gamma): office negative.
  const close = z('2032-11-30', '17:00');
  addCase('senate', { name: 'nh-senate-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSENATENH-32', 'New Hampshire Senate race 2032: which party wins?', 'Elections', close, [['D', 'Democratic', 'nhs-d'], ['R', 'Republican', 'nhs-r']], { sources: [AP] }),
    B('New Hampshire Senate Election Winner', 'Politics', close, [['new-hampshire-senate-election-winner-2032-democrat', 'Democrat', 'nhs-d'],
      ['new-hampshire-senate-election-winner-2032-republican', 'Republican', 'nhs-r']]),
    G('New Hampshire Governor Election 2032', close, gr(['Democratic', 'nhg-d'], ['Republican', 'nhg-r'])),
  ] }, ['office']);
}
{ // Alaska Senate — alpha only.
  addCase('senate', { name: 'ak-senate-2032', events: [
    A('KXSENATEAK-32', 'Alaska Senate race 2032: which party wins?', 'Elections', z('2032-11-30', '17:00'), [['D', 'Democratic', 'aks-d'], ['R', 'Republican', 'aks-r'], ['I', 'Independent', 'aks-i']],
      { sources: ['Alaska Division of Elections https://www.elections.alaska.gov/'] }),
  ] });
}
{ // Minnesota Senate (beta, beta_us).
  const close = z('2032-11-30', '17:00');
  addCase('senate', { name: 'mn-senate-2032', events: [
    B('Minnesota Senate Election Winner', 'Politics', close, [['minnesota-senate-election-winner-2032-democrat', 'Democrat', 'mns-d'], ['minnesota-senate-election-winner-2032-republican', 'Republican', 'mns-r']]),
    U('minnesota-senate-2032', 'MN Senate 2032: Which party wins?', 'Politics', close, [['mn-senate-2032-dfl', 'Democratic (DFL)', 'mns-d'], ['mn-senate-2032-gop', 'Republican', 'mns-r']]),
  ] });
}
{ // Virginia Senate (alpha, beta).
  const close = z('2032-11-30', '17:00');
  addCase('senate', { name: 'va-senate-2032', events: [
    A('KXSENATEVA-32', 'Virginia Senate race 2032: which party wins?', 'Elections', close, [['D', 'Democratic', 'vas-d'], ['R', 'Republican', 'vas-r']], { sources: [AP] }),
    B('Virginia Senate Election Winner', 'Politics', close, [['virginia-senate-election-winner-2032-democrat', 'Democrat', 'vas-d'], ['virginia-senate-election-winner-2032-republican', 'Republican', 'vas-r']]),
  ] });
}
{ // Ossoff's margin in the November 2 Georgia vote: alpha buckets; beta's "by more than 3 points" binary is alpha's top bucket.
  const close = z('2032-12-15', '17:00');
  addCase('senate', { name: 'ga-senate-margin-2032', events: [
    A('KXGASENMARGIN-32', 'Georgia Senate: Ossoff margin in the November 2 vote', 'Elections', close, [['KEMP', 'Kemp leads', 'gsm-kemp'], ['B0', 'Ossoff by 0 to 3 points', 'gsm-o0-3'],
      ['B3', 'Ossoff by more than 3 points', 'gsm-o3p']], { rules: 'Margin in the November 2, 2032 general election (not any runoff), per certified results.' }),
    B1('Will Ossoff win the November 2 Georgia Senate vote by more than 3 points?', 'Politics', close, 'gsm-o3p', { mx: { src: 'https://sos.ga.gov/elections' } }),
  ] });
}

// ───────────────────────────── THE HOUSE ─────────────────────────────

{ // House control (all four venues).
  const close = z('2033-01-03', '17:00');
  addCase('house', { name: 'house-control-2032', events: [
    A('KXCONTROLH-32', 'Which party will control the House after the 2032 election?', 'Elections', close, [['D', 'Democrats', 'hc-d'], ['R', 'Republicans', 'hc-r']],
      { rules: 'Resolves to the party that holds a majority of seats in the House of Representatives when the 123rd Congress convenes on January 3, 2033.' }),
    B('Which party will win the House in 2032?', 'Politics', close, [['house-control-2032-democrats', 'Democrats', 'hc-d'], ['house-control-2032-republicans', 'Republicans', 'hc-r']]),
    U('house-control-2032', 'House Control 2032', 'Politics', close, [['house-2032-dem', 'Democratic Party', 'hc-d'], ['house-2032-rep', 'Republican Party', 'hc-r']]),
    G1('Will Republicans win the US House in 2032?', close, 'hc-r'),
  ] });
}
{ // Democratic House seats (alpha, beta): the three lower buckets coincide.
  const close = z('2033-01-03', '17:00');
  addCase('house', { name: 'house-seats-d-2032', events: [
    A('KXHOUSESEATSD-32', 'How many House seats will Democrats win in 2032?', 'Elections', close, [['L205', '205 or fewer', 'hd-le205'], ['B206', '206 to 212', 'hd-206'], ['B213', '213 to 217', 'hd-213'],
      ['B218', '218 to 222', 'hd-218-222'], ['B223', '223 to 229', 'hd-223-229'], ['G230', '230 or more', 'hd-ge230']]),
    B('How many House seats will Democrats win?', 'Politics', close, [['dem-house-seats-2032-under-206', '<206', 'hd-le205'], ['dem-house-seats-2032-206-212', '206-212', 'hd-206'],
      ['dem-house-seats-2032-213-217', '213-217', 'hd-213'], ['dem-house-seats-2032-218-224', '218-224', 'hd-218-224'], ['dem-house-seats-2032-225', '225+', 'hd-ge225']]),
  ] }, ['threshold']);
}
{ // Balance of power after the election (alpha, beta categorical) with gamma's Democratic trifecta binary as one of its rows.
  const close = z('2033-01-20', '17:00');
  addCase('house', { name: 'balance-of-power-2032', events: [
    A('KXBOP-32', 'Balance of power after the 2032 election', 'Elections', close, [['DDD', 'D President, D Senate, D House', 'bop-ddd'], ['DRD', 'D President, R Senate, D House', 'bop-drd'],
      ['DRR', 'D President, R Senate, R House', 'bop-drr'], ['RRR', 'R President, R Senate, R House', 'bop-rrr'], ['RRD', 'R President, R Senate, D House', 'bop-rrd'], ['RDD', 'R President, D Senate, D House', 'bop-rdd']]),
    B('Balance of Power: 2032 Election', 'Politics', close, [['bop-2032-dem-sweep', 'Democratic Sweep', 'bop-ddd'], ['bop-2032-rep-sweep', 'Republican Sweep', 'bop-rrr'],
      ['bop-2032-d-pres-r-senate-d-house', 'D Pres, R Sen, D House', 'bop-drd'], ['bop-2032-r-pres-r-senate-d-house', 'R Pres, R Sen, D House', 'bop-rrd'], ['bop-2032-d-pres-r-congress', 'D Pres, R Congress', 'bop-drr']]),
    G1('Democratic trifecta after the 2032 election?', close, 'bop-ddd'),
  ] });
}
{ // NY-17 House race (alpha, beta) vs NY-16 (gamma): place negative.
  const close = z('2032-11-30', '17:00');
  addCase('house', { name: 'ny17-house-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHOUSENY17-32', "New York's 17th District House race 2032", 'Elections', close, [['D', 'Democratic', 'ny17-d'], ['R', 'Republican', 'ny17-r']], { sources: [AP] }),
    B('NY-17 House Election Winner', 'Politics', close, [['ny-17-house-election-winner-2032-democrat', 'Democrat', 'ny17-d'], ['ny-17-house-election-winner-2032-republican', 'Republican', 'ny17-r']]),
    G('NY-16 House race 2032', close, gr(['Democratic', 'ny16-d'], ['Republican', 'ny16-r'])),
  ] }, ['place']);
}
{ // Speaker elected in January 2033 — beta only.
  addCase('house', { name: 'speaker-2033', events: [
    B('Who will be elected Speaker of the House in January 2033?', 'Politics', z('2033-01-31', '17:00'), [['speaker-2033-hakeem-jeffries', 'Hakeem Jeffries', 'spk-jeffries'],
      ['speaker-2033-mike-johnson', 'Mike Johnson', 'spk-johnson'], ['speaker-2033-steve-scalise', 'Steve Scalise', 'spk-scalise']]),
  ] });
}

// ───────────────────────────── GOVERNORS ─────────────────────────────

{ // North Carolina governor (alpha, beta, gamma) vs North Carolina attorney general (beta_us): office negative.
  const close = z('2032-11-30', '17:00');
  addCase('governors', { name: 'nc-governor-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXGOVNC-32', 'North Carolina Governor race 2032: which party wins?', 'Elections', close, [['D', 'Democratic', 'ncg-d'], ['R', 'Republican', 'ncg-r']], { sources: [AP] }),
    B('North Carolina Governor Election Winner', 'Politics', close, [['north-carolina-governor-election-winner-2032-democrat', 'Democrat', 'ncg-d'],
      ['north-carolina-governor-election-winner-2032-republican', 'Republican', 'ncg-r']]),
    G('NC Governor 2032', close, gr(['Democrat', 'ncg-d'], ['Republican', 'ncg-r'])),
    U('north-carolina-attorney-general-2032', 'North Carolina Attorney General Election 2032', 'Politics', close, [['nc-ag-2032-dem', 'Democratic', 'ncag-d'], ['nc-ag-2032-gop', 'Republican', 'ncag-r']]),
  ] }, ['office']);
}
{ // Washington governor (alpha, beta) vs Washington secretary of state (gamma): office negative.
  const close = z('2032-11-30', '17:00');
  addCase('governors', { name: 'wa-governor-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGOVWA-32', 'Washington Governor race 2032: which party wins?', 'Elections', close, [['D', 'Democratic', 'wag-d'], ['R', 'Republican', 'wag-r']], { sources: [AP] }),
    B('Washington Governor Election Winner', 'Politics', close, [['washington-governor-election-winner-2032-democrat', 'Democrat', 'wag-d'], ['washington-governor-election-winner-2032-republican', 'Republican', 'wag-r']]),
    G('Washington Secretary of State 2032', close, gr(['Democrat', 'wasos-d'], ['Republican', 'wasos-r'])),
  ] }, ['office']);
}
{ // Missouri governor (beta, beta_us).
  const close = z('2032-11-30', '17:00');
  addCase('governors', { name: 'mo-governor-2032', events: [
    B('Missouri Governor Election Winner', 'Politics', close, [['missouri-governor-election-winner-2032-democrat', 'Democrat', 'mog-d'], ['missouri-governor-election-winner-2032-republican', 'Republican', 'mog-r']]),
    U1('democrat-wins-missouri-governor-2032', 'Will a Democrat be elected Governor of Missouri in 2032?', 'Politics', close, 'mog-d'),
  ] });
}
{ // Indiana governor — alpha only.
  addCase('governors', { name: 'in-governor-2032', events: [
    A('KXGOVIN-32', 'Indiana Governor race 2032: which party wins?', 'Elections', z('2032-11-30', '17:00'), [['D', 'Democratic', 'ing-d'], ['R', 'Republican', 'ing-r']], { sources: [AP] }),
  ] });
}
{ // Montana governor (alpha, beta) vs the Montana Senate race (gamma): office negative.
  const close = z('2032-11-30', '17:00');
  addCase('governors', { name: 'mt-governor-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGOVMT-32', 'Montana Governor race 2032: which party wins?', 'Elections', close, [['D', 'Democratic', 'mtg-d'], ['R', 'Republican', 'mtg-r']], { sources: [AP] }),
    B('Montana Governor Election Winner', 'Politics', close, [['montana-governor-election-winner-2032-democrat', 'Democrat', 'mtg-d'], ['montana-governor-election-winner-2032-republican', 'Republican', 'mtg-r']]),
    G('Montana Senate Election 2032', close, gr(['Democratic', 'mts-d'], ['Republican', 'mts-r'])),
  ] }, ['office']);
}
{ // Vermont governor (beta, gamma): both say that a legislature's choice counts when no one reaches 50%.
  const close = z('2033-01-15', '17:00');
  const rules = 'If no candidate receives a majority, the market resolves according to the candidate elected governor by the Vermont General Assembly.';
  addCase('governors', { name: 'vt-governor-2032', events: [
    B('Vermont Governor Election Winner', 'Politics', close, w([['vermont-governor-election-winner-2032-democrat', 'Democrat', 'vtg-d'], ['vermont-governor-election-winner-2032-republican', 'Republican', 'vtg-r'],
      ['vermont-governor-election-winner-2032-progressive', 'Progressive', 'vtg-p']], { rules })),
    G('Vermont gubernatorial election 2032', close, gr(['Democratic', 'vtg-d'], ['Republican', 'vtg-r']), { rules }),
  ] });
}
{ // West Virginia governor (alpha, beta_us).
  const close = z('2032-11-30', '17:00');
  addCase('governors', { name: 'wv-governor-2032', events: [
    A('KXGOVWV-32', 'West Virginia Governor race 2032: which party wins?', 'Elections', close, [['D', 'Democratic', 'wvg-d'], ['R', 'Republican', 'wvg-r']], { sources: [AP] }),
    U1('republican-wins-west-virginia-governor-2032', 'WV Governor 2032: Republican win?', 'Politics', close, 'wvg-r'),
  ] });
}
{ // Utah governor — gamma only.
  addCase('governors', { name: 'ut-governor-2032', events: [G('Utah Governor 2032: winning party', z('2032-11-30', '17:00'), gr(['Republican', 'utg-r'], ['Democratic', 'utg-d']))] });
}
{ // Delaware governor (beta, gamma).
  addCase('governors', { name: 'de-governor-2032', events: [
    B('Delaware Governor Election Winner', 'Politics', z('2032-11-30', '17:00'), [['delaware-governor-election-winner-2032-democrat', 'Democrat', 'deg-d'], ['delaware-governor-election-winner-2032-republican', 'Republican', 'deg-r']]),
    G('DE Governor 2032: winning party', z('2032-11-30', '17:00'), gr(['Democratic', 'deg-d'], ['Republican', 'deg-r'])),
  ] });
}
{ // Puerto Rico governor (alpha, beta) vs Puerto Rico's Resident Commissioner (beta_us): office negative.
  const close = z('2032-12-15', '17:00');
  addCase('governors', { name: 'pr-governor-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXGOVPR-32', 'Puerto Rico Governor election 2032', 'Elections', close, [['PNP', 'New Progressive Party (PNP)', 'prg-pnp'], ['PPD', 'Popular Democratic Party (PPD)', 'prg-ppd'],
      ['ALI', 'Alianza de País (PIP-MVC)', 'prg-ali']], { sources: ['Comisión Estatal de Elecciones https://ww2.ceepur.org/'] }),
    B('Puerto Rico Gubernatorial Election Winner', 'Politics', close, [['puerto-rico-governor-2032-pnp', 'PNP', 'prg-pnp'], ['puerto-rico-governor-2032-ppd', 'PPD', 'prg-ppd'], ['puerto-rico-governor-2032-alianza', 'Alianza', 'prg-ali']]),
    U('puerto-rico-resident-commissioner-2032', 'Puerto Rico Resident Commissioner 2032', 'Politics', close, [['pr-rescom-2032-pnp', 'PNP', 'prrc-pnp'], ['pr-rescom-2032-ppd', 'PPD', 'prrc-ppd']]),
  ] }, ['office']);
}
{ // Democratic governorships after 2032 — alpha only.
  addCase('governors', { name: 'dem-governorships-2032', events: [
    A('KXGOVCOUNTD-32', 'How many governorships will Democrats hold after the 2032 elections?', 'Elections', z('2033-01-31', '17:00'), [['L22', '22 or fewer', 'govd-le22'], ['B23', '23 to 24', 'govd-23'],
      ['B25', '25 to 26', 'govd-25'], ['G27', '27 or more', 'govd-ge27']]),
  ] });
}

// ───────────────────────────── BALLOT MEASURES ─────────────────────────────

{ // California Proposition 3 (alpha, beta) vs Proposition 5 (gamma): measure negative.
  const close = z('2032-12-10', '17:00');
  addCase('measures', { name: 'ca-prop-3-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXCAPROP3-32', 'Will California Proposition 3 (statewide $22 minimum wage) pass?', 'Elections', close, 'YES', 'Passes', 'ca3',
      { sources: ['California Secretary of State https://www.sos.ca.gov/elections'], rules: 'Resolves Yes if Proposition 3 is approved by voters per the certified Statement of Vote.' }),
    B1('California Prop 3: Will the $22 minimum wage measure pass?', 'Politics', close, 'ca3', { mx: { src: 'https://www.sos.ca.gov/elections' } }),
    G1('Will California Proposition 5 (voter ID) pass in November 2032?', close, 'ca5'),
  ] }, ['measure']);
}
{ // Florida Amendment 2 passing at 60% (alpha, beta) vs winning a simple majority of yes votes (gamma): observation negative.
  const close = z('2032-11-20', '17:00');
  addCase('measures', { name: 'fl-amendment-2-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXFLAM2-32', 'Will Florida Amendment 2 (adult-use marijuana) pass?', 'Elections', close, 'PASS', 'Passes (60%+)', 'fl2-pass',
      { sources: ['Florida Division of Elections https://results.elections.myflorida.com/'], rules: 'Resolves Yes if Amendment 2 receives at least 60% of votes cast on the measure, as required by the Florida Constitution.' }),
    B1('Will Florida Amendment 2 pass?', 'Politics', close, 'fl2-pass', { mx: { src: 'https://results.elections.myflorida.com/', rules: 'The amendment passes if it is approved by at least 60% of voters.' } }),
    G1('Florida Amendment 2 gets more than 50% Yes?', close, 'fl2-majority'),
  ] }, ['observation']);
}
{ // Massachusetts Question 2 (beta, beta_us).
  const close = z('2032-11-20', '17:00');
  addCase('measures', { name: 'ma-question-2-2032', events: [
    B1('Massachusetts Question 2 (local rent control) passes?', 'Politics', close, 'ma2', { mx: { src: 'https://www.sec.state.ma.us/divisions/elections/' } }),
    U1('massachusetts-ballot-question-2-2032', 'Will MA Question 2 on rent control be approved?', 'Politics', close, 'ma2'),
  ] });
}
{ // Ohio Issue 1 (alpha, gamma).
  const close = z('2032-11-20', '17:00');
  addCase('measures', { name: 'oh-issue-1-2032', events: [
    A1('KXOHISSUE1-32', 'Will Ohio Issue 1 (redistricting commission) pass?', 'Elections', close, 'YES', 'Approved', 'oh1', { sources: ['Ohio Secretary of State https://www.ohiosos.gov/elections/'] }),
    G1('Ohio Issue 1 approved by voters in 2032?', close, 'oh1'),
  ] });
}
{ // Michigan Proposal 1 — beta only.
  addCase('measures', { name: 'mi-proposal-1-2032', events: [
    B1('Will Michigan Proposal 32-1 (legislative term limits) pass?', 'Politics', z('2032-11-25', '17:00'), 'mi1', { mx: { src: 'https://www.michigan.gov/sos/elections' } }),
  ] });
}
{ // Colorado Amendment 101 (alpha, beta) vs Colorado Proposition 102 (beta_us): measure negative.
  const close = z('2032-11-30', '17:00');
  addCase('measures', { name: 'co-amendment-101-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXCOAM101-32', 'Will Colorado Amendment 101 (ranked-choice voting) pass?', 'Elections', close, 'YES', 'Passes', 'co101', { sources: ['Colorado Secretary of State https://www.sos.state.co.us/pubs/elections/'] }),
    B1('Colorado Amendment 101 passes?', 'Politics', close, 'co101'),
    U1('colorado-proposition-102-2032', 'Will Colorado Proposition 102 (transit sales tax) pass?', 'Politics', close, 'co102'),
  ] }, ['measure']);
}
{ // Arizona Proposition 212 (alpha, beta).
  const close = z('2032-11-30', '17:00');
  addCase('measures', { name: 'az-prop-212-2032', events: [
    A1('KXAZPROP212-32', 'Will Arizona Prop 212 (open primaries) pass?', 'Elections', close, 'YES', 'Passes', 'az212', { sources: ['Arizona Secretary of State https://azsos.gov/elections'] }),
    B1('Arizona Proposition 212 (Open Primaries) approved?', 'Politics', close, 'az212'),
  ] });
}
{ // Nevada Question 1 (beta, gamma).
  const close = z('2032-11-30', '17:00');
  addCase('measures', { name: 'nv-question-1-2032', events: [
    B1('Nevada Ballot Question 1 (education savings accounts) passes?', 'Politics', close, 'nv1', { mx: { src: 'https://www.nvsos.gov/sos/elections' } }),
    G1('Will Nevada voters approve Question 1 in 2032?', close, 'nv1'),
  ] });
}

// ───────────────────────────── THE OCTOBER DEBATES ─────────────────────────────
// VP debate Thursday 7 October, second presidential debate Tuesday 12 October, third Thursday 21 October 2032 (all 21:00 ET).

const MENTION = (who: string, debate: string): string => `If ${who} says the word (plural and possessive forms count) during ${debate}, the market resolves to Yes. Words said by the moderators or the other candidate do not count. Source: the full video of the debate.`;
{ // Vance mentions in the October 12 debate (alpha, beta) vs a moderator saying "tariff" in the same debate (gamma): speaker negative.
  const close = z('2032-10-13', '03:00');
  addCase('debates', { name: 'vance-mentions-oct12', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXVANCEMENTION-32OCT12', 'What will JD Vance say during the October 12 presidential debate?', 'Mentions', close, w([['TARI', 'Tariff', 'vm-tariff'], ['BORD', 'Border', 'vm-border'],
      ['INFL', 'Inflation', 'vm-inflation'], ['CHIN', 'China', 'vm-china']], { rules: MENTION('JD Vance', 'the second presidential debate on October 12, 2032') })),
    B('What will Vance say during the second presidential debate?', 'Politics', close, w([['vance-say-tariff-oct-12-debate', 'Tariff', 'vm-tariff'], ['vance-say-china-oct-12-debate', 'China', 'vm-china'],
      ['vance-say-bitcoin-oct-12-debate', 'Bitcoin', 'vm-bitcoin']], { rules: MENTION('JD Vance', 'the October 12 debate') })),
    G1('Will a moderator say "tariff" during the Oct 12 presidential debate?', close, 'mod-tariff-oct12'),
  ] }, ['speaker']);
}
{ // Shapiro mentions in the October 21 debate (beta, gamma) vs the same words in the October 12 debate (alpha): date negative.
  addCase('debates', { name: 'shapiro-mentions-oct21', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('What will Shapiro say during the final debate (Oct 21)?', 'Politics', z('2032-10-22', '03:00'), w([['shapiro-say-crypto-oct-21-debate', 'Crypto', 'sm21-crypto'],
      ['shapiro-say-medicare-oct-21-debate', 'Medicare', 'sm21-medicare'], ['shapiro-say-ukraine-oct-21-debate', 'Ukraine', 'sm21-ukraine']], { rules: MENTION('Josh Shapiro', 'the third presidential debate') })),
    G('Shapiro debate mentions — October 21', z('2032-10-22', '03:00'), gr(['Crypto', 'sm21-crypto'], ['Medicare', 'sm21-medicare'], ['Social Security', 'sm21-socsec'])),
    A('KXSHAPIROMENTION-32OCT12', 'What will Josh Shapiro say during the October 12 presidential debate?', 'Mentions', z('2032-10-13', '03:00'), w([['CRYP', 'Crypto', 'sm12-crypto'],
      ['MEDI', 'Medicare', 'sm12-medicare']], { rules: MENTION('Josh Shapiro', 'the second presidential debate on October 12, 2032') })),
  ] }, ['date']);
}
{ // Rubio mentions in the VP debate (alpha, beta_us).
  const close = z('2032-10-08', '03:00');
  addCase('debates', { name: 'rubio-mentions-vp-debate', events: [
    A('KXRUBIOMENTION-32OCT07', 'What will Marco Rubio say during the vice presidential debate?', 'Mentions', close, w([['VENE', 'Venezuela', 'rm-venezuela'], ['CUBA', 'Cuba', 'rm-cuba'], ['CHIN', 'China', 'rm-china']],
      { rules: MENTION('Marco Rubio', 'the vice presidential debate on October 7, 2032') })),
    U1('rubio-say-venezuela-vp-debate', 'Will Rubio say "Venezuela" at the VP debate?', 'Politics', close, 'rm-venezuela'),
  ] });
}
{ // Who wins the October 12 debate per the CNN/SSRS instant poll (alpha, beta) vs per YouGov's snap poll (gamma): pollster negative.
  const close = z('2032-10-13', '06:00');
  addCase('debates', { name: 'debate-winner-cnn-oct12', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXDEBATEWIN-32OCT12', 'Who will win the Oct 12 debate according to the CNN/SSRS instant poll?', 'Elections', close, [['SHA', 'Josh Shapiro', 'dw-shapiro'], ['VAN', 'JD Vance', 'dw-vance']],
      { sources: ['CNN https://www.cnn.com/politics'] }),
    B('Who will win the second presidential debate? (CNN poll)', 'Politics', close, w([['second-debate-winner-cnn-poll-shapiro', 'Shapiro', 'dw-shapiro'], ['second-debate-winner-cnn-poll-vance', 'Vance', 'dw-vance']],
      { src: 'https://www.cnn.com/politics', rules: 'Resolves to the candidate more respondents say did the better job in the CNN/SSRS poll of debate watchers released after the debate.' })),
    G('Second debate winner per YouGov snap poll', close, gr(['Shapiro', 'dwy-shapiro'], ['Vance', 'dwy-vance'])),
  ] }, ['pollster']);
}
{ // VP debate winner per the CNN/SSRS poll (beta, beta_us).
  const close = z('2032-10-08', '06:00');
  addCase('debates', { name: 'vp-debate-winner-cnn', events: [
    B('Who won the VP debate? (CNN/SSRS flash poll)', 'Politics', close, [['vp-debate-winner-cnn-kelly', 'Mark Kelly', 'vdw-kelly'], ['vp-debate-winner-cnn-rubio', 'Marco Rubio', 'vdw-rubio']]),
    U('vp-debate-winner-cnn-poll-2032', 'Vice Presidential Debate Winner (CNN Poll)', 'Politics', close, [['vp-debate-cnn-kelly', 'Kelly', 'vdw-kelly'], ['vp-debate-cnn-rubio', 'Rubio', 'vdw-rubio']]),
  ] });
}
{ // A third presidential debate before Election Day (alpha, gamma) vs the October 21 debate taking place on that date (beta): deadline negative.
  addCase('debates', { name: 'third-debate-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXDEBATE3-32', 'Will a third presidential debate take place before Election Day?', 'Elections', z('2032-11-02', '04:00'), 'YES', 'Third debate held by Nov 1', 'deb3-by-nov1'),
    G1('Third Shapiro–Vance debate before November 2?', z('2032-11-02', '04:00'), 'deb3-by-nov1'),
    B1('Will the October 21 presidential debate take place as scheduled?', 'Politics', z('2032-10-22', '04:00'), 'deb3-oct21'),
  ] }, ['deadline']);
}
{ // October 12 debate TV audience per Nielsen: alpha ladder and beta match at 60M; gamma's 65M is its own outcome.
  const close = z('2032-10-15', '20:00');
  addCase('debates', { name: 'debate-viewers-oct12', events: [
    A('KXDEBATEVIEW-32OCT12', 'October 12 presidential debate viewership (Nielsen)', 'Culture', close, [['T50', 'Above 50 million', 'dv-50'], ['T60', 'Above 60 million', 'dv-60'], ['T70', 'Above 70 million', 'dv-70']],
      { sources: ['Nielsen https://www.nielsen.com/news-center/'] }),
    B1('Second presidential debate viewership above 60 million (Nielsen)?', 'Culture', close, 'dv-60', { mx: { src: 'https://www.nielsen.com/news-center/' } }),
    G1('Will the Oct 12 debate draw more than 65M viewers?', close, 'dv-65'),
  ] }, ['threshold']);
}
{ // A handshake at the October 12 debate — beta_us only.
  addCase('debates', { name: 'debate-handshake-oct12', events: [
    U1('shapiro-vance-handshake-oct-12', 'Will Shapiro and Vance shake hands at the Oct 12 debate?', 'Politics', z('2032-10-13', '03:00'), 'handshake12'),
  ] });
}

// ───────────────────────────── TURNOUT ─────────────────────────────

{ // Total presidential votes: alpha off the certified FEC report, beta and gamma off the Cook Political Report tracker (nf on alpha's pairs).
  const cook = 'https://www.cookpolitical.com/vote-tracker/2032/electoral-college';
  addCase('turnout', { name: 'total-votes-2032', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXTURNOUT-32', 'Total votes cast in the 2032 presidential election', 'Elections', z('2033-06-30', '17:00'), [['T155', 'Above 155 million', 'tv-155'], ['T160', 'Above 160 million', 'tv-160'],
      ['T165', 'Above 165 million', 'tv-165']], { sources: [FEC], rules: 'Resolves on the total presidential votes in the FEC report Federal Elections 2032, compiled from certified state results.' }),
    B1('Will more than 160 million votes be cast in the 2032 presidential election?', 'Politics', z('2032-12-15', '17:00'), 'tv-160',
      { mx: { src: cook, rules: 'Resolves per the national total on the Cook Political Report popular vote tracker at 12:00 PM ET on December 15, 2032.' } }),
    G1('Over 160M presidential votes counted (Cook tracker, Dec 15)?', z('2032-12-15', '17:00'), 'tv-160'),
  ] }, ['source']);
}
{ // VEP turnout rate per the UF Election Lab (beta, gamma) vs the voting-age-population rate (beta_us): measure negative.
  const close = z('2032-12-31', '17:00');
  addCase('turnout', { name: 'vep-turnout-2032', groups: [['beta', 'gamma'], ['beta_us']], events: [
    B1('2032 turnout above 66% of eligible voters (UF Election Lab)?', 'Politics', close, 'vep-66', { mx: { src: 'https://election.lab.ufl.edu/2032-general-election-turnout/' } }),
    G1('US voter turnout (VEP) over 66% in 2032?', close, 'vep-66', { rules: 'Voting-eligible population turnout as published by the University of Florida Election Lab.' }),
    U1('voting-age-population-turnout-above-62-2032', 'Will 2032 turnout exceed 62% of the voting-age population?', 'Politics', close, 'vap-62'),
  ] }, ['measure']);
}
{ // Pre-election ballots (early in-person plus mail) above 85 million (alpha, beta) vs mail ballots returned above 40 million (gamma): measure negative.
  const close = z('2032-11-02', '23:00');
  addCase('turnout', { name: 'early-vote-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEARLYVOTE-32', 'Pre-election votes cast in 2032 (UF Election Lab)', 'Elections', close, 'T85', 'Above 85 million', 'ev-85', { sources: ['UF Election Lab https://election.lab.ufl.edu/early-vote/'] }),
    B1('More than 85 million early votes before Election Day 2032?', 'Politics', close, 'ev-85', { mx: { src: 'https://election.lab.ufl.edu/early-vote/' } }),
    G1('Mail ballots returned above 40 million before Nov 2?', close, 'mail-40'),
  ] }, ['measure']);
}
{ // Georgia ballots cast — alpha only.
  addCase('turnout', { name: 'ga-ballots-2032', events: [
    A1('KXGATURNOUT-32', 'Will more than 5.5 million ballots be cast in Georgia in 2032?', 'Elections', z('2032-11-25', '17:00'), 'T5.5', 'Above 5.5 million', 'ga-ballots-55',
      { sources: ['Georgia Secretary of State https://sos.ga.gov/elections'] }),
  ] });
}
{ // Youth turnout per CIRCLE — beta_us only.
  addCase('turnout', { name: 'youth-turnout-2032', events: [
    U1('youth-turnout-above-50-2032', 'Will youth (18-29) turnout exceed 50% in 2032, per CIRCLE?', 'Politics', z('2033-03-31', '17:00'), 'youth-50',
      { src: 'https://circle.tufts.edu/', rules: 'Resolves per the CIRCLE (Tufts University) estimate of turnout among 18- to 29-year-olds.' }),
  ] });
}

// ───────────────────────────── ELECTION NIGHT ─────────────────────────────

{ // When AP calls the presidency: alpha and beta buckets (Nov 3 after 6am and Nov 4 coincide) and gamma's "by 6:00 am ET Nov 3", which is beta's first bucket.
  const close = z('2032-11-30', '17:00');
  addCase('election_night', { name: 'pres-call-time-2032', events: [
    A('KXPRESCALL-32', 'When will AP call the 2032 presidential race?', 'Elections', close, [['A23', 'Before 11:00 pm ET Nov 2', 'ct-before23'], ['B02', '11:00 pm to 2:00 am ET', 'ct-23-02'],
      ['B06', '2:00 am to 6:00 am ET Nov 3', 'ct-02-06'], ['NOV3', '6:00 am to midnight ET Nov 3', 'ct-nov3'], ['NOV4', 'Nov 4', 'ct-nov4'], ['NOV5', 'Nov 5 or later', 'ct-nov5p']],
      { sources: [AP], rules: 'Resolves to the bucket containing the time (Eastern) at which the Associated Press declares a winner of the 2032 presidential election.' }),
    B('When will the 2032 presidential election be called?', 'Politics', close, w([['pres-call-2032-election-night', 'Election night (before 6am ET Nov 3)', 'ct-night'],
      ['pres-call-2032-wednesday', 'Wednesday, Nov 3 (after 6am ET)', 'ct-nov3'], ['pres-call-2032-thursday', 'Thursday, Nov 4', 'ct-nov4'], ['pres-call-2032-friday', 'Friday, Nov 5', 'ct-nov5'],
      ['pres-call-2032-later', 'Saturday, Nov 6 or later', 'ct-nov6p']], { src: APURL, rules: 'Resolves according to when the Associated Press calls the 2032 presidential race (ET).' })),
    G1('Will AP call the presidential race by 6:00 AM ET on November 3?', z('2032-11-03', '10:00'), 'ct-night'),
  ] }, ['threshold']);
}
{ // The losing nominee concedes by November 9 (alpha, beta) vs before Thanksgiving, November 25 (beta_us): deadline negative.
  addCase('election_night', { name: 'concession-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXCONCEDE-32NOV09', 'Will the losing presidential candidate concede by November 9, 2032?', 'Elections', z('2032-11-10', '04:59'), 'NOV9', 'Concedes by Nov 9', 'concede-nov9',
      { rules: 'Resolves Yes if the candidate who loses the AP call publicly concedes (statement, speech or call to the winner reported by AP) by 11:59 pm ET on November 9, 2032.' }),
    B1('Will the loser concede by Nov 9?', 'Politics', z('2032-11-10', '04:59'), 'concede-nov9', { mx: { src: APURL } }),
    U1('presidential-concession-before-thanksgiving-2032', 'Presidential concession before Thanksgiving (Nov 25)?', 'Politics', z('2032-11-25', '04:59'), 'concede-nov25'),
  ] }, ['deadline']);
}
{ // AP calls Pennsylvania by 6:00 am ET on November 3 (alpha, gamma) vs Georgia by the same time (beta): place negative.
  const close = z('2032-11-03', '10:00');
  addCase('election_night', { name: 'pa-called-night-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXPACALL-32NOV03', 'Will AP call Pennsylvania (president) by 6am ET on November 3?', 'Elections', close, 'CALL', 'Called by 6am ET', 'pa-call-6am', { sources: [AP] }),
    G1('Pennsylvania presidential result called by AP by 6 AM ET Nov 3?', close, 'pa-call-6am'),
    B1('Will AP call Georgia (president) by 6 AM ET on November 3?', 'Politics', close, 'ga-call-6am', { mx: { src: APURL } }),
  ] }, ['place']);
}
{ // First battleground state called for president (alpha, beta).
  const close = z('2032-11-10', '17:00');
  addCase('election_night', { name: 'first-swing-call-2032', events: [
    A('KXFIRSTCALL-32', 'Which battleground state will AP call first on election night?', 'Elections', close, [['NC', 'North Carolina', 'fc-nc'], ['GA', 'Georgia', 'fc-ga'], ['MI', 'Michigan', 'fc-mi'],
      ['PA', 'Pennsylvania', 'fc-pa'], ['WI', 'Wisconsin', 'fc-wi'], ['AZ', 'Arizona', 'fc-az'], ['NV', 'Nevada', 'fc-nv']], { sources: [AP] }),
    B('First swing state called (AP)', 'Politics', close, [['first-swing-state-called-2032-nc', 'North Carolina', 'fc-nc'], ['first-swing-state-called-2032-ga', 'Georgia', 'fc-ga'],
      ['first-swing-state-called-2032-pa', 'Pennsylvania', 'fc-pa'], ['first-swing-state-called-2032-mi', 'Michigan', 'fc-mi']]),
  ] });
}
{ // Arizona presidential call by Friday November 5 (beta, beta_us) vs by Wednesday November 3 (gamma): deadline negative.
  addCase('election_night', { name: 'az-called-by-nov5-2032', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B1('Will Arizona be called by Friday (Nov 5)?', 'Politics', z('2032-11-06', '03:59'), 'az-call-nov5', { mx: { src: APURL, rules: 'Resolves Yes if AP calls the Arizona presidential race by 11:59 PM ET on November 5, 2032.' } }),
    U1('arizona-called-by-november-5-2032', 'AP calls Arizona (president) by Nov 5?', 'Politics', z('2032-11-06', '03:59'), 'az-call-nov5'),
    G1('Arizona presidential race called by Nov 3 (AP)?', z('2032-11-04', '03:59'), 'az-call-nov3'),
  ] }, ['deadline']);
}

// ───────────────────────────── POLLING AVERAGES ─────────────────────────────

{ // RealClearPolling national spread on Nov 1 (alpha ladder, beta, gamma; the spread is published to 0.1, so "above 2.0" = "2.1 or more")
  // vs the Silver Bulletin national average on the same day (beta_us): pollster negative.
  const close = z('2032-11-01', '23:00');
  const rcp = 'https://www.realclearpolling.com/polls/president/general/2032/shapiro-vs-vance';
  addCase('polling', { name: 'rcp-national-nov1', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXRCPNAT-32NOV01', 'RealClearPolling national average on Nov 1: Shapiro vs. Vance spread', 'Elections', close, [['T0', 'Shapiro ahead (above 0.0)', 'rcp-0'], ['T1', 'Shapiro +1.0 or more', 'rcp-1'],
      ['T2', 'Above 2.0', 'rcp-2'], ['T3', 'Above 3.0', 'rcp-3']], { sources: [`RealClearPolling ${rcp}`], rules: 'Resolves on the RCP Average spread (Shapiro minus Vance) shown at 6:00 PM ET on November 1, 2032.' }),
    B1('Shapiro leads RCP national average by more than 2 points on Nov 1?', 'Politics', close, 'rcp-2', { mx: { src: rcp } }),
    G1('RCP national average: Shapiro ahead by 2.1 or more on November 1?', close, 'rcp-2'),
    U1('silver-bulletin-national-average-shapiro-2-nov-1', 'Silver Bulletin national polling average: Shapiro +2 or more on Nov 1?', 'Politics', close, 'sbavg-2',
      { src: 'https://www.natesilver.net/p/latest-polls-2032-election' }),
  ] }, ['pollster']);
}
{ // Silver Bulletin model: Shapiro's win probability above 60% on Nov 1 (alpha, beta) vs on Oct 25 (gamma): date negative.
  const sb = 'https://www.natesilver.net/p/2032-presidential-election-forecast-model';
  addCase('polling', { name: 'sb-model-nov1', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSBMODEL-32NOV01', 'Silver Bulletin forecast: Shapiro win probability above 60% on November 1?', 'Elections', z('2032-11-01', '23:00'), 'T60', 'Above 60%', 'sbm-60-nov1',
      { sources: [`Silver Bulletin ${sb}`] }),
    B1('Will Silver Bulletin give Shapiro a >60% chance on Nov 1?', 'Politics', z('2032-11-01', '23:00'), 'sbm-60-nov1', { mx: { src: sb } }),
    G1('Silver Bulletin model: Shapiro above 60% on Oct 25?', z('2032-10-25', '23:00'), 'sbm-60-oct25'),
  ] }, ['date']);
}
{ // The NYT national polling average on Nov 1 — beta only.
  addCase('polling', { name: 'nyt-average-nov1', events: [
    B1('Shapiro ahead in the NYT national polling average on November 1?', 'Politics', z('2032-11-01', '23:00'), 'nyt-shapiro-ahead',
      { mx: { src: 'https://www.nytimes.com/interactive/2032/us/elections/polls-president.html' } }),
  ] });
}
{ // RCP Pennsylvania average on Nov 1 (alpha, gamma) vs RCP Michigan (beta): place negative.
  const close = z('2032-11-01', '23:00');
  addCase('polling', { name: 'rcp-pa-nov1', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXRCPPA-32NOV01', 'Pennsylvania RCP average on Nov 1: who leads?', 'Elections', close, [['SHA', 'Shapiro', 'rcppa-shapiro'], ['VAN', 'Vance', 'rcppa-vance']],
      { sources: ['RealClearPolling https://www.realclearpolling.com/polls/president/general/2032/pennsylvania/shapiro-vs-vance'] }),
    G('Who leads the RealClearPolling PA average on Nov 1?', close, gr(['Josh Shapiro', 'rcppa-shapiro'], ['JD Vance', 'rcppa-vance'])),
    B('Michigan RCP polling average leader on November 1', 'Politics', close, [['rcp-michigan-leader-nov-1-shapiro', 'Shapiro', 'rcpmi-shapiro'], ['rcp-michigan-leader-nov-1-vance', 'Vance', 'rcpmi-vance']]),
  ] }, ['place']);
}
{ // RCP generic congressional ballot on Nov 1 (beta, beta_us) vs on Oct 15 (alpha): date negative.
  const rcp = 'https://www.realclearpolling.com/polls/state-of-the-union/generic-congressional-vote';
  addCase('polling', { name: 'generic-ballot-nov1', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('Democrats lead the RCP generic ballot by more than 2 on Nov 1?', 'Politics', z('2032-11-01', '23:00'), 'gb-d2-nov1', { mx: { src: rcp } }),
    U1('generic-ballot-dem-lead-above-2-nov-1', 'Generic ballot (RCP): Democrats +2.1 or more on November 1?', 'Politics', z('2032-11-01', '23:00'), 'gb-d2-nov1', { src: rcp }),
    A1('KXGENERIC-32OCT15', 'RCP generic ballot on October 15: Democratic lead above 2.0?', 'Elections', z('2032-10-15', '23:00'), 'T2', 'Above 2.0', 'gb-d2-oct15', { sources: [`RealClearPolling ${rcp}`] }),
  ] }, ['date']);
}
{ // Presidential approval in the RCP average on Oct 31 above 45% (alpha, beta) vs Gallup's October reading (gamma): pollster negative.
  const rcp = 'https://www.realclearpolling.com/polls/approval/president/job-approval';
  addCase('polling', { name: 'approval-rcp-oct31', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXAPPROVE-32OCT31', 'Presidential approval (RCP average) on October 31, 2032', 'Politics', z('2032-10-31', '23:00'), 'T45', 'Above 45.0%', 'appr-rcp-45', { sources: [`RealClearPolling ${rcp}`] }),
    B1('President approval above 45% in the RCP average on Oct 31?', 'Politics', z('2032-10-31', '23:00'), 'appr-rcp-45', { mx: { src: rcp } }),
    G1('Gallup presidential approval above 45% in its last October 2032 reading?', z('2032-10-31', '23:00'), 'appr-gallup-45'),
  ] }, ['pollster']);
}
{ // Decision Desk HQ national average leader on Nov 1 — gamma only.
  addCase('polling', { name: 'ddhq-average-nov1', events: [
    G('Decision Desk HQ polling average leader on November 1', z('2032-11-01', '23:00'), gr(['Shapiro', 'ddhq-shapiro'], ['Vance', 'ddhq-vance'])),
  ] });
}
{ // The final NYT/Siena national poll — beta_us only.
  addCase('polling', { name: 'nyt-siena-final', events: [
    U1('final-nyt-siena-poll-shapiro-leads-2032', 'Will Shapiro lead the final NYT/Siena national poll before Election Day?', 'Politics', z('2032-11-02', '04:00'), 'nytsiena-shapiro'),
  ] });
}

// ───────────────────────────── DISTRACTORS: ELECTIONS ABROAD ─────────────────────────────

{ // New Zealand general election: party with most seats (alpha, beta) vs the next prime minister (gamma): observation negative.
  const close = z('2032-12-15', '06:00');
  addCase('non_us_elections', { name: 'nz-election-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNZELECTION-32', 'New Zealand general election 2032: party with the most seats', 'World', close, [['NAT', 'National', 'nz-nat'], ['LAB', 'Labour', 'nz-lab'], ['GRN', 'Green', 'nz-grn']],
      { sources: ['Electoral Commission https://www.electionresults.govt.nz/'] }),
    B('New Zealand Election: Most Seats', 'Politics', close, [['nz-election-2032-most-seats-national', 'National', 'nz-nat'], ['nz-election-2032-most-seats-labour', 'Labour', 'nz-lab']]),
    G('Next Prime Minister of New Zealand after the 2032 election', close, gr(['Chris Luxon', 'nzpm-luxon'], ['Chris Hipkins', 'nzpm-hipkins'], ['Chlöe Swarbrick', 'nzpm-swarbrick'])),
  ] }, ['observation']);
}
{ // Lithuania Seimas election, largest party after the October 24 runoffs (beta, gamma).
  const close = z('2032-10-25', '12:00');
  addCase('non_us_elections', { name: 'lithuania-seimas-2032', events: [
    B('Lithuania Parliamentary Election: Most Seats', 'Politics', close, [['lithuania-seimas-2032-lsdp', 'Social Democrats (LSDP)', 'lt-lsdp'], ['lithuania-seimas-2032-ts-lkd', 'Homeland Union (TS-LKD)', 'lt-tslkd'],
      ['lithuania-seimas-2032-nemuno-ausra', 'Dawn of Nemunas', 'lt-nemunas']]),
    G('Lithuanian Seimas 2032: largest party', close, gr(['LSDP', 'lt-lsdp'], ['TS-LKD', 'lt-tslkd'], ['Democrats "For Lithuania"', 'lt-dfl'])),
  ] });
}
{ // São Paulo mayoral runoff on October 31 (alpha, beta) vs the Rio de Janeiro runoff (gamma): place negative.
  const close = z('2032-11-01', '03:00');
  addCase('non_us_elections', { name: 'sao-paulo-mayor-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSPMAYOR-32', 'São Paulo mayoral election 2032 (second round)', 'World', close, [['TAMA', 'Tabata Amaral', 'sp-tabata'], ['RSAL', 'Ricardo Salles', 'sp-salles']],
      { sources: ['Tribunal Superior Eleitoral https://resultados.tse.jus.br/'] }),
    B('Sao Paulo Mayor Election Runoff', 'Politics', close, [['sao-paulo-mayor-2032-tabata-amaral', 'Tabata Amaral', 'sp-tabata'], ['sao-paulo-mayor-2032-ricardo-salles', 'Ricardo Salles', 'sp-salles']]),
    G('Rio de Janeiro mayor 2032 (runoff Oct 31)', close, gr(['Pedro Paulo', 'rio-pp'], ['Alexandre Ramagem', 'rio-ramagem'])),
  ] }, ['place']);
}
{ // Ghana presidential election on December 7 (alpha, beta).
  addCase('non_us_elections', { name: 'ghana-president-2032', events: [
    A('KXGHANAPRES-32', 'Ghana presidential election 2032: which party wins?', 'World', z('2032-12-12', '12:00'), [['NDC', 'National Democratic Congress', 'gh-ndc'], ['NPP', 'New Patriotic Party', 'gh-npp']],
      { sources: ['Electoral Commission of Ghana https://ec.gov.gh/'] }),
    B('Ghana Presidential Election 2032: Winning Party', 'Politics', z('2032-12-12', '12:00'), [['ghana-election-2032-ndc', 'NDC', 'gh-ndc'], ['ghana-election-2032-npp', 'NPP', 'gh-npp']]),
  ] });
}
{ // Slovenian presidential election winner (alpha, beta) vs most votes in the first round (gamma): round negative.
  addCase('non_us_elections', { name: 'slovenia-president-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSLOPRES-32', 'Slovenia presidential election 2032 winner', 'World', z('2032-11-15', '12:00'), [['ALOG', 'Anže Logar', 'si-logar'], ['TFAJ', 'Tanja Fajon', 'si-fajon'], ['RGOL', 'Robert Golob', 'si-golob']]),
    B('Slovenian Presidential Election Winner', 'Politics', z('2032-11-15', '12:00'), [['slovenia-presidential-election-2032-logar', 'Logar', 'si-logar'], ['slovenia-presidential-election-2032-fajon', 'Fajon', 'si-fajon']]),
    G('Slovenia presidential election — first-round leader (Oct 24)', z('2032-10-25', '12:00'), gr(['Anže Logar', 'si1-logar'], ['Tanja Fajon', 'si1-fajon'], ['Robert Golob', 'si1-golob'])),
  ] }, ['round']);
}
{ // Irish presidential election (beta, beta_us).
  const close = z('2032-10-31', '18:00');
  addCase('non_us_elections', { name: 'ireland-president-2032', events: [
    B1('Will Catherine Connolly be re-elected President of Ireland?', 'Politics', close, 'ie-connolly', { mx: { src: 'https://www.electionsireland.org/' } }),
    U1('connolly-reelected-irish-president-2032', 'Irish presidential election 2032: Connolly wins second term?', 'Politics', close, 'ie-connolly'),
  ] });
}

// ───────────────────────────── DISTRACTORS: SPORTS ─────────────────────────────

{ // World Series 2032 winner (alpha, beta, gamma) vs World Series MVP (beta_us): category negative.
  const close = z('2032-11-04', '04:00');
  addCase('sports', { name: 'world-series-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXMLBWS-32', '2032 World Series champion', 'Sports', close, [['LAD', 'Los Angeles Dodgers', 'ws-lad'], ['BAL', 'Baltimore Orioles', 'ws-bal']]),
    B('World Series Champion 2032', 'Sports', close, [['world-series-2032-dodgers', 'Dodgers', 'ws-lad'], ['world-series-2032-orioles', 'Orioles', 'ws-bal']]),
    G('2032 World Series: Dodgers vs Orioles', close, gr(['LA Dodgers', 'ws-lad'], ['Baltimore', 'ws-bal'])),
    U('world-series-mvp-2032', 'World Series MVP 2032', 'Sports', close, [['ws-mvp-2032-ohtani', 'Shohei Ohtani', 'wsmvp-ohtani'], ['ws-mvp-2032-henderson', 'Gunnar Henderson', 'wsmvp-henderson']]),
  ] }, ['category']);
}
{ // The World Series goes seven games (alpha, beta) vs goes at least six (gamma): threshold negative.
  const close = z('2032-11-04', '04:00');
  addCase('sports', { name: 'world-series-length-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXWSGAMES-32', 'Will the 2032 World Series go to Game 7?', 'Sports', close, 'G7', 'Seven games', 'ws-g7'),
    B1('World Series 2032 goes 7 games?', 'Sports', close, 'ws-g7'),
    G1('Will there be a Game 6 in the 2032 World Series?', close, 'ws-g6'),
  ] }, ['threshold']);
}
{ // Cowboys at Eagles, Sunday November 7 (alpha, beta, gamma) vs Eagles at Cowboys on December 19 (beta_us): date negative.
  addCase('sports', { name: 'dal-phi-nov7', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNFLGAME-32NOV07DALPHI', 'Dallas at Philadelphia', 'Sports', z('2032-11-08', '00:25'), [['PHI', 'Philadelphia', 'dp7-phi'], ['DAL', 'Dallas', 'dp7-dal']]),
    B('Cowboys vs. Eagles', 'Sports', z('2032-11-08', '00:25'), [['nfl-dal-phi-2032-11-07-eagles', 'Eagles', 'dp7-phi'], ['nfl-dal-phi-2032-11-07-cowboys', 'Cowboys', 'dp7-dal']]),
    G('NFL Week 9: Cowboys @ Eagles (Nov 7)', z('2032-11-08', '00:25'), gr(['Eagles', 'dp7-phi'], ['Cowboys', 'dp7-dal'])),
    U('nfl-phi-dal-2032-12-19', 'Eagles @ Cowboys', 'Sports', z('2032-12-20', '01:20'), [['nfl-phi-dal-2032-12-19-dal', 'Dallas Cowboys', 'pd19-dal'], ['nfl-phi-dal-2032-12-19-phi', 'Philadelphia Eagles', 'pd19-phi']]),
  ] }, ['date']);
}
{ // Ravens at Steelers, Thursday November 4 (alpha, beta) vs the Steelers -2.5 spread (gamma): measure negative.
  const close = z('2032-11-05', '00:15');
  addCase('sports', { name: 'bal-pit-nov4', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLGAME-32NOV04BALPIT', 'Baltimore at Pittsburgh', 'Sports', close, [['PIT', 'Pittsburgh', 'bp-pit'], ['BAL', 'Baltimore', 'bp-bal']]),
    B('Ravens vs. Steelers', 'Sports', close, [['nfl-bal-pit-2032-11-04-steelers', 'Steelers', 'bp-pit'], ['nfl-bal-pit-2032-11-04-ravens', 'Ravens', 'bp-bal']]),
    G1('Steelers -2.5 vs Ravens (TNF, Nov 4)?', close, 'bp-pit-m2.5'),
  ] }, ['measure']);
}
{ // Knicks vs Celtics, Election Day (beta, beta_us).
  const close = z('2032-11-03', '02:30');
  addCase('sports', { name: 'nyk-bos-nov2', events: [
    B('Knicks vs. Celtics', 'Sports', close, [['nba-nyk-bos-2032-11-02-knicks', 'Knicks', 'nb-nyk'], ['nba-nyk-bos-2032-11-02-celtics', 'Celtics', 'nb-bos']]),
    U('nba-nyk-bos-2032-11-02', 'New York Knicks @ Boston Celtics', 'Sports', close, [['nba-nyk-bos-2032-11-02-nyk', 'New York Knicks', 'nb-nyk'], ['nba-nyk-bos-2032-11-02-bos', 'Boston Celtics', 'nb-bos']]),
  ] });
}
{ // São Paulo GP winner, November 7 (alpha, beta, gamma) vs the sprint on November 6 (beta_us): round negative.
  addCase('sports', { name: 'f1-sao-paulo-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXF1RACE-32SAO', 'São Paulo Grand Prix 2032 winner', 'Sports', z('2032-11-07', '19:00'), [['NOR', 'Lando Norris', 'sao-norris'], ['VER', 'Max Verstappen', 'sao-verstappen'], ['PIA', 'Oscar Piastri', 'sao-piastri'],
      ['RUS', 'George Russell', 'sao-russell']]),
    B('Brazilian Grand Prix Winner', 'Sports', z('2032-11-07', '19:00'), [['f1-sao-paulo-gp-2032-norris', 'Norris', 'sao-norris'], ['f1-sao-paulo-gp-2032-verstappen', 'Verstappen', 'sao-verstappen'],
      ['f1-sao-paulo-gp-2032-antonelli', 'Antonelli', 'sao-antonelli']]),
    G('F1 São Paulo GP 2032 (Interlagos) — race winner', z('2032-11-07', '19:00'), gr(['Norris', 'sao-norris'], ['Verstappen', 'sao-verstappen'], ['Piastri', 'sao-piastri'])),
    U('f1-sao-paulo-sprint-2032', 'São Paulo Sprint Winner', 'Sports', z('2032-11-06', '16:00'), [['f1-sao-paulo-sprint-2032-norris', 'Norris', 'saos-norris'], ['f1-sao-paulo-sprint-2032-verstappen', 'Verstappen', 'saos-verstappen']]),
  ] }, ['round']);
}
{ // F1 Drivers' Champion 2032 (alpha, beta).
  const close = z('2032-12-05', '16:00');
  addCase('sports', { name: 'f1-drivers-2032', events: [
    A('KXF1CHAMP-32', 'F1 Drivers’ Champion 2032', 'Sports', close, [['NOR', 'Lando Norris', 'f1c-norris'], ['VER', 'Max Verstappen', 'f1c-verstappen'], ['PIA', 'Oscar Piastri', 'f1c-piastri']]),
    B('F1 Drivers Champion 2032', 'Sports', close, [['f1-drivers-champion-2032-norris', 'Lando Norris', 'f1c-norris'], ['f1-drivers-champion-2032-verstappen', 'Max Verstappen', 'f1c-verstappen'],
      ['f1-drivers-champion-2032-piastri', 'Oscar Piastri', 'f1c-piastri']]),
  ] });
}
{ // NYC Marathon men's winner, November 7 — beta only.
  addCase('sports', { name: 'nyc-marathon-2032', events: [
    B('New York City Marathon 2032: Men’s Winner', 'Sports', z('2032-11-07', '18:00'), [['nyc-marathon-2032-men-kipruto', 'Benson Kipruto', 'nycm-kipruto'],
      ['nyc-marathon-2032-men-nageeye', 'Abdi Nageeye', 'nycm-nageeye'], ['nyc-marathon-2032-men-field', 'Field', 'nycm-field']]),
  ] });
}
{ // Breeders' Cup Classic, November 6 — alpha only.
  addCase('sports', { name: 'breeders-cup-classic-2032', events: [
    A('KXBCCLASSIC-32', 'Breeders’ Cup Classic 2032 winner', 'Sports', z('2032-11-07', '01:00'), [['THRO', 'Thunder Road', 'bc-thunder-road'], ['COEM', 'Coastal Ember', 'bc-coastal-ember'], ['FLD', 'Field', 'bc-field']]),
  ] });
}
{ // Georgia vs Florida in Jacksonville, October 30 (alpha, beta).
  const close = z('2032-10-30', '23:30');
  addCase('sports', { name: 'uga-uf-oct30', events: [
    A('KXNCAAFGAME-32OCT30UGAFLA', 'Georgia vs Florida', 'Sports', close, [['UGA', 'Georgia', 'ugauf-uga'], ['FLA', 'Florida', 'ugauf-fla']]),
    B('Georgia Bulldogs vs. Florida Gators', 'Sports', close, [['cfb-uga-fla-2032-10-30-georgia', 'Georgia', 'ugauf-uga'], ['cfb-uga-fla-2032-10-30-florida', 'Florida', 'ugauf-fla']]),
  ] });
}

// ───────────────────────────── DISTRACTORS: MARKETS AROUND ELECTION DAY ─────────────────────────────

{ // S&P 500 close on Wednesday November 3 (alpha ladder, beta) vs the close on November 4 (gamma): date negative.
  addCase('markets', { name: 'spx-close-nov3', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXINXU-32NOV03H1600', 'S&P 500 at the close on Nov 3, 2032', 'Financials', z('2032-11-03', '20:00'), [['T8900', 'Above 8,900', 'spx3-8900'], ['T9000', 'Above 9,000', 'spx3-9000'],
      ['T9100', 'Above 9,100', 'spx3-9100']], { sources: ['S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/'] }),
    B1('S&P 500 closes above 9,000 on November 3?', 'Finance', z('2032-11-03', '20:00'), 'spx3-9000', { mx: { src: 'https://www.spglobal.com/spdji/en/indices/equity/sp-500/' } }),
    G1('SPX close above 9000 on Thursday, Nov 4, 2032?', z('2032-11-04', '20:00'), 'spx4-9000'),
  ] }, ['date']);
}
{ // Bitcoin at 12:00 ET on November 3: alpha off the CF Benchmarks BRTI, beta off the Binance BTC/USDT candle (nf).
  const close = z('2032-11-03', '16:00');
  addCase('markets', { name: 'btc-noon-nov3', fungible: nf('alpha|beta'), events: [
    A('KXBTCD-32NOV0312', 'Bitcoin price on Nov 3, 2032 at 12pm EDT?', 'Crypto', close, [['T179999.99', '$180,000 or above', 'btc-180k'], ['T184999.99', '$185,000 or above', 'btc-185k']],
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI'], rules: 'Resolves on the CF Benchmarks Bitcoin Real-Time Index (BRTI), averaged over the 60 seconds before 12:00 PM ET.' }),
    B('Bitcoin above ___ on November 3?', 'Crypto', close, w([['bitcoin-above-180k-on-november-3-2032', '180,000', 'btc-180k'], ['bitcoin-above-185k-on-november-3-2032', '185,000', 'btc-185k'],
      ['bitcoin-above-190k-on-november-3-2032', '190,000', 'btc-190k']], { src: 'https://www.binance.com/en/trade/BTC_USDT',
      rules: 'Resolves Yes if the Binance BTC/USDT 1-minute candle for 12:00 ET on November 3, 2032 closes above the listed price.' })),
  ] }, ['source']);
}
{ // VIX close on Election Day (alpha, gamma).
  const close = z('2032-11-02', '20:15');
  addCase('markets', { name: 'vix-election-day', events: [
    A1('KXVIX-32NOV02', 'VIX close on Election Day (Nov 2, 2032)', 'Financials', close, 'T25', 'Above 25', 'vix-25', { sources: ['Cboe https://www.cboe.com/tradable_products/vix/'] }),
    G1('Will the VIX close above 25 on November 2, 2032?', close, 'vix-25'),
  ] });
}
{ // The November FOMC decision, November 4 (alpha, beta, beta_us) vs a cut at the December meeting (gamma): date negative.
  const close = z('2032-11-04', '18:00');
  addCase('markets', { name: 'fomc-nov-2032', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXFEDDECISION-32NOV', 'Fed decision in Nov 2032?', 'Economics', close, [['C25', 'Cut 25bps', 'fomc-cut25'], ['H0', 'Hold', 'fomc-hold'], ['H25', 'Hike 25bps', 'fomc-hike25']],
      { sources: ['Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm'] }),
    B('Fed decision in November?', 'Economics', close, [['fed-decreases-interest-rates-by-25-bps-after-november-2032-meeting', '25 bps decrease', 'fomc-cut25'],
      ['no-change-in-fed-interest-rates-after-november-2032-meeting', 'No change', 'fomc-hold'], ['fed-increases-interest-rates-by-25-bps-after-november-2032-meeting', '25+ bps increase', 'fomc-hike25p']]),
    U('fed-decision-november-2032', 'Fed Interest Rate Decision — November 2032', 'Economics', close, [['fed-nov-2032-cut-25', 'Cut 25 bps', 'fomc-cut25'], ['fed-nov-2032-hold', 'Hold', 'fomc-hold']]),
    G1('Fed rate cut at the December 2032 FOMC meeting?', z('2032-12-15', '19:00'), 'fomc-dec-cut'),
  ] }, ['date']);
}
{ // October payrolls, released Friday November 5 (alpha, beta) vs the October unemployment rate (gamma): measure negative.
  const close = z('2032-11-05', '12:30');
  addCase('markets', { name: 'oct-payrolls-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPAYROLLS-32OCT', 'Jobs numbers in October 2032', 'Economics', close, [['T100000', 'Above 100,000', 'nfp-100'], ['T150000', 'Above 150,000', 'nfp-150']],
      { sources: ['Bureau of Labor Statistics https://www.bls.gov/news.release/empsit.nr0.htm'] }),
    B1('October NFP above 150K?', 'Economics', close, 'nfp-150', { mx: { src: 'https://www.bls.gov/ces/' } }),
    G1('US unemployment rate for October 2032 above 4.5%?', close, 'ur-oct-45'),
  ] }, ['measure']);
}
{ // Q3 2032 GDP advance estimate, October 28 (beta, beta_us) vs the second estimate, November 24 (alpha): estimate negative.
  addCase('markets', { name: 'q3-gdp-2032', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('US Q3 2032 GDP growth (advance) above 2.0%?', 'Economics', z('2032-10-28', '12:30'), 'gdp-adv-2', { mx: { src: 'https://www.bea.gov/data/gdp/gross-domestic-product' } }),
    U1('us-gdp-q3-2032-advance-above-2', 'GDP Q3 2032 advance estimate: 2.1% or higher?', 'Economics', z('2032-10-28', '12:30'), 'gdp-adv-2'),
    A1('KXGDP-32Q3S', 'US GDP growth in Q3 2032 (second estimate)', 'Economics', z('2032-11-24', '13:30'), 'T2.0', 'Above 2.0%', 'gdp-2nd-2', { sources: ['BEA https://www.bea.gov/data/gdp/gross-domestic-product'] }),
  ] }, ['estimate']);
}
{ // Gold on November 3 — gamma only.
  addCase('markets', { name: 'gold-nov3', events: [G1('Gold above $5,000/oz on Nov 3, 2032 (COMEX front-month settle)?', z('2032-11-03', '18:30'), 'gold-5000')] });
}
{ // The peso the day after the election — beta_us only.
  addCase('markets', { name: 'usdmxn-nov3', events: [
    U1('usd-mxn-above-21-november-3-2032', 'USD/MXN above 21.00 at 4pm ET on November 3, 2032?', 'Finance', z('2032-11-03', '20:00'), 'mxn-21', { src: 'https://www.wmreuters.com/' }),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout41-set.json', import.meta.url));
