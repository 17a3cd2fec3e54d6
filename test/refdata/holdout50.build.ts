// Fiftieth independent refdata holdout: writes test/refdata/holdout50-set.json (US politics and policy from mid 2033 to
// the November 2034 midterms, as the venues listed it on Friday 3 June 2033: the 2034 Senate, House and governor races
// by state and the control of each chamber, 2033 and 2034 primaries (named candidates, party nominees), House district
// races, special elections, big-city mayoral races (New York, Los Angeles, Boston, Seattle, Atlanta, Washington DC),
// state ballot measures, Congress (shutdown, debt limit, the NDAA and other named acts), Supreme Court cases and
// vacancies, cabinet confirmations and departures, executive orders, presidential approval by pollster and aggregator,
// impeachment and the 2036 presidential nomination futures).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout50.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout47.build.ts (its header: the general labelling rules below
// are adopted from it verbatim), the shape of its cases (lines 80–330) and its last 10 lines (how the JSON is written
// out), and eslint.config.js. Nothing under services/refdata/** or packages/domain/** was opened, nor any other set,
// build file or test in test/refdata/, nor git history (a status check at the start printed the branch's last five
// commit subjects, nothing more). The matcher and the `eval` command were never run on this set: it is NOT tuned and has
// not been seen.
//
// The world of the set (fictional where the future is unknown): President Josh Shapiro (D) took office on 20 January
// 2033 with Vice President Andy Beshear; Democrats hold the House and Republicans the Senate in the 123rd Congress.
// Senator Adam Schiff became Attorney General, so California elects a senator twice in November 2034 (the special for
// Schiff's Class 1 seat and the regular Class 3 race for Alex Padilla's seat). New York's mayor is term-limited in 2033.
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
// Set-specific readings (applying the rules above):
// - An election is one event per office, place, seat and round: the 2034 Georgia Senate general election, its
//   Republican primary, Georgia's governorship and a state legislative chamber called "Senate" are four events. A
//   party's nominee (after any runoff) and "who finishes first in the primary" are different rounds; "does the race go
//   to a runoff" and "does X win outright in the first round" are different observations from who wins in the end.
//   California's special Senate election and its regular Senate election on the same day are different seats.
// - On one race, the party rows ("Democratic Party", "Republicans") are the outcomes; a listing that asks whether a
//   named candidate wins is a different outcome of the same event (a named candidate is not the same YES as "the
//   party's candidate"), and "Republicans flip the seat" is the Republican outcome. Whether someone runs, and the
//   winner's margin or vote share, are different observations or measures.
// - Chamber control (majority after the new Congress convenes, the Vice President breaking a 50–50 Senate) and seat
//   counts are different measures; seats held after the election and seats won among the races on the ballot are
//   different measures too. For integer counts (seats, executive orders, votes) "above 217" and "218 or more" are one
//   outcome. A seat count settled on the AP's calls and the same count settled on the Clerk of the House's certified
//   results is one event, nf.
// - Approval: RealClearPolitics, Silver Bulletin, Decision Desk HQ and a single pollster (Gallup, Economist/YouGov,
//   Rasmussen) are different statistics, so different events; approval, disapproval and net approval are different
//   measures; the value on July 31 and on October 31 are different dates. RCP and Silver Bulletin publish to one
//   decimal ("Above 45.9%" = "46.0% or higher"); Gallup publishes whole percentages ("Above 45%" = "46% or higher").
// - Bills: "signed into law" (enacted), "passes the House" and "passes the Senate" are different observations; a
//   shutdown "by October 1" (a lapse when FY2034 begins) and "in 2033" are different deadlines. Executive orders counted
//   on the Federal Register's numbered list vs whitehouse.gov's presidential actions page are one count, nf.
// - The Supreme Court: who wins a case, the vote split and whether the decision is out by a date are different
//   measures/observations; a Justice's announced retirement and the seat falling vacant are different observations.
// - A ballot measure passing (the legal threshold, 60% in Florida) and it getting a majority or a Yes share above X are
//   different measures; "passes" and "fails" (defined as not approved) are complements.
// - 2036: a party's presidential nominee, the party that wins the presidency and whether a named person wins it are
//   different events; the nominee boards of the two parties are different categories.
// Ids: beta event ids 580001+, gamma ids 52001+, alpha tickers dated 2033/2034 (2036 for the 2036 futures); all closes
// after 2026-11-23. Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES
// side is the complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'senate' | 'house' | 'governor' | 'primary' | 'special' | 'mayor' | 'ballot' | 'congress' | 'scotus' | 'cabinet' | 'exec' | 'approval' | 'impeach' | 'pres2036';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'office' | 'seat' | 'round' | 'party' | 'person' | 'observation' | 'aggregator';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(580000, 52000);

const E33 = '2033-11-08'; // Election Day 2033
const E34 = '2034-11-07'; // Election Day 2034 (the midterms)
const AP = 'Associated Press https://apnews.com/hub/election-results';
const APU = 'https://apnews.com/hub/election-results';
const CLERK = 'Clerk of the U.S. House https://history.house.gov/Institution/Election-Statistics/';
const SENATE = 'U.S. Senate https://www.senate.gov/senators/';
const CONGRESS = 'Congress.gov https://www.congress.gov/';
const SCOTUS = 'Supreme Court of the United States https://www.supremecourt.gov/opinions/slipopinion/32';
const RCP = 'RealClearPolling https://www.realclearpolling.com/polls/approval/josh-shapiro/approval-rating';
const SB = 'https://www.natesilver.net/p/josh-shapiro-approval-rating';
const GALLUP = 'Gallup https://news.gallup.com/poll/203198/presidential-approval-ratings-josh-shapiro.aspx';
const FR = 'Federal Register https://www.federalregister.gov/presidential-documents/executive-orders/josh-shapiro/2033';
const WH = 'https://www.whitehouse.gov/presidential-actions/';
const SOS_CA = 'California Secretary of State https://www.sos.ca.gov/elections/prior-elections/statewide-election-results';
/** Alpha's party-winner rules for one race. */
const partyRules = (race: string): string =>
  `If the candidate of the named party is the winner of the ${race}, as certified by the relevant state authority, then the market resolves to Yes.`;
/** Alpha's D/R party rows for a race. */
const dr = (p: string): Array<[string, string, string]> => [['D', 'Democratic party', `${p}-d`], ['R', 'Republican party', `${p}-r`]];

// ───────────────────────────── SENATE 2034 ─────────────────────────────

{ // Senate control after the midterms (all four venues); beta_us lists only the Republican row.
  addCase('senate', { name: 'sen-control-2034', events: [
    A('KXSENATECTL-34', 'Senate control after the 2034 election', 'Elections', z('2035-01-03', '17:00'), [['D', 'Democrats', 'senctl-d'], ['R', 'Republicans', 'senctl-r']],
      { sources: [SENATE], rules: 'Resolves to the party that holds a majority of the Senate, counting the Vice President\'s tie-breaking vote and independents by caucus, when the 124th Congress convenes.' }),
    B('Which party will control the Senate after the 2034 midterms?', 'Politics', z(E34), [['which-party-controls-the-senate-after-2034-democrats', 'Democratic', 'senctl-d'],
      ['which-party-controls-the-senate-after-2034-republicans', 'Republican', 'senctl-r']]),
    U('senate-control-2034', '2034 Senate Majority', 'Politics', z('2035-01-03'), [['ctrl-us-senate-2034-rep', 'Republicans', 'senctl-r']]),
    G('US Midterms 2034: Senate majority', z('2035-01-03'), gr(['Democratic Party', 'senctl-d'], ['Republican Party', 'senctl-r'])),
  ] });
}
{ // Republican seats held after 2034 (alpha rungs; beta buckets, its "54+" = alpha's "54 or more"); gamma counts the
  // races on the ballot that the GOP wins (a different measure).
  addCase('senate', { name: 'sen-seats-r-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSENATESEATSR-34', 'Republican Senate seats after the 2034 midterms', 'Elections', z('2034-12-15'), [['T50', '50 or more', 'senr-50'], ['T52', '52 or more', 'senr-52'],
      ['T54', '54 or more', 'senr-54'], ['T56', '56 or more', 'senr-56']], { sources: [SENATE] }),
    B('How many Senate seats will Republicans hold after the 2034 election?', 'Politics', z(E34), [['gop-senate-seats-2034-49-or-fewer', '49 or fewer', 'senr-le49'],
      ['gop-senate-seats-2034-50-51', '50–51', 'senr-50-51'], ['gop-senate-seats-2034-52-53', '52–53', 'senr-52-53'], ['gop-senate-seats-2034-54-plus', '54+', 'senr-54']]),
    G1('Will Republicans win 20 or more of the 34 Senate races in November 2034?', z('2034-11-30'), 'senr-races20',
      { rules: 'Counts the 2034 regular Senate elections won by Republican candidates; seats not up in 2034 are not counted.' }),
  ] }, ['measure']);
}
{ // Georgia (Warnock's seat): party rows on alpha, beta, gamma; beta_us asks whether Warnock himself wins (another outcome).
  addCase('senate', { name: 'sen-ga-2034', events: [
    A('KXSENATEGA-34', 'Georgia Senate race winner?', 'Elections', z('2034-12-31'), dr('gasen'), { sources: [AP], rules: partyRules('2034 U.S. Senate election in Georgia, including any runoff') }),
    B('Georgia Senate Election Winner 2034', 'Politics', z(E34), [['georgia-senate-election-winner-2034-democratic', 'Democratic', 'gasen-d'],
      ['georgia-senate-election-winner-2034-republican', 'Republican', 'gasen-r']]),
    U('georgia-senate-2034', 'Georgia U.S. Senate 2034', 'Politics', z('2034-12-08'), [['ga-sen-2034-raphael-warnock', 'Raphael Warnock', 'gasen-warnock']]),
    G('2034 U.S. Senate Election – Georgia', z('2034-12-09'), gr(['Democratic Party', 'gasen-d'], ['Republican Party', 'gasen-r'])),
  ] }, ['person']);
}
{ // Arizona Senate (Kelly's seat) on alpha, beta, gamma; beta_us lists the Arizona governor's race (office).
  addCase('senate', { name: 'sen-az-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSENATEAZ-34', 'Arizona Senate race winner?', 'Elections', z('2034-12-05'), dr('azsen'), { sources: [AP], rules: partyRules('2034 U.S. Senate election in Arizona') }),
    B('Arizona Senate Election Winner', 'Politics', z(E34), [['arizona-senate-election-winner-2034-democratic', 'Democratic', 'azsen-d'],
      ['arizona-senate-election-winner-2034-republican', 'Republican', 'azsen-r']]),
    G('Arizona US Senate race 2034: which party wins?', z('2034-11-30'), gr(['Democrats', 'azsen-d'], ['Republicans', 'azsen-r'])),
    U('arizona-governor-2034', 'Arizona Governor 2034', 'Politics', z('2034-12-05'), [['az-gov-2034-dem', 'Democratic', 'azgov-d'], ['az-gov-2034-rep', 'Republican', 'azgov-r']]),
  ] }, ['office']);
}
{ // North Carolina Senate (Budd's seat): alpha, beta, beta_us, gamma.
  addCase('senate', { name: 'sen-nc-2034', events: [
    A('KXSENATENC-34', 'North Carolina Senate race winner?', 'Elections', z('2034-12-01'), dr('ncsen'), { sources: [AP] }),
    B('North Carolina Senate Election Winner', 'Politics', z(E34), [['north-carolina-senate-election-winner-2034-democratic', 'Democratic', 'ncsen-d'],
      ['north-carolina-senate-election-winner-2034-republican', 'Republican', 'ncsen-r']]),
    U('north-carolina-senate-2034', 'NC Senate Race 2034', 'Politics', z(E34), [['nc-sen-2034-dem', 'Democrats', 'ncsen-d'], ['nc-sen-2034-rep', 'Republicans', 'ncsen-r']]),
    G('North Carolina U.S. Senate 2034: winning party', z('2034-11-30'), gr(['Republican Party', 'ncsen-r'], ['Democratic Party', 'ncsen-d'])),
  ] });
}
{ // Pennsylvania Senate: beta asks "Democrats hold" (YES = D), gamma "Republicans flip" (YES = R: inverted against beta).
  addCase('senate', { name: 'sen-pa-2034', events: [
    A('KXSENATEPA-34', 'Pennsylvania Senate race winner?', 'Elections', z('2034-12-01'), dr('pasen'), { sources: [AP] }),
    B1('Will Democrats hold the Pennsylvania Senate seat in 2034?', 'Politics', z(E34), 'pasen-d'),
    G1('Will Republicans flip Pennsylvania\'s US Senate seat in 2034?', z('2034-11-30'), 'pasen-r'),
  ] }, ['inverted']);
}
{ // Wisconsin Senate: party (alpha, beta_us); beta asks about the winning margin (measure).
  addCase('senate', { name: 'sen-wi-2034', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXSENATEWI-34', 'Wisconsin Senate race winner?', 'Elections', z('2034-12-01'), dr('wisen'), { sources: [AP] }),
    U('wisconsin-senate-2034', 'Wisconsin Senate 2034', 'Politics', z(E34), [['wi-sen-2034-dem', 'Democrats', 'wisen-d'], ['wi-sen-2034-rep', 'Republicans', 'wisen-r']]),
    B1('Wisconsin Senate race decided by less than 2 points?', 'Politics', z('2034-11-30'), 'wisen-margin-lt2', { mx: { src: APU } }),
  ] }, ['measure']);
}
{ // Ohio Senate (Husted's seat): alpha, beta, gamma.
  addCase('senate', { name: 'sen-oh-2034', events: [
    A('KXSENATEOH-34', 'Ohio Senate race winner?', 'Elections', z('2034-12-01'), dr('ohsen'), { sources: [AP] }),
    B('Ohio Senate Election Winner', 'Politics', z(E34), [['ohio-senate-election-winner-2034-democratic', 'Democratic', 'ohsen-d'], ['ohio-senate-election-winner-2034-republican', 'Republican', 'ohsen-r']]),
    G('Ohio Senate 2034 — party of the winner', z('2034-11-30'), gr(['Republican', 'ohsen-r'], ['Democratic', 'ohsen-d'])),
  ] });
}
{ // New Hampshire Senate (Hassan's seat): four venues; gamma uses the abbreviation.
  addCase('senate', { name: 'sen-nh-2034', events: [
    A('KXSENATENH-34', 'New Hampshire Senate race winner?', 'Elections', z('2034-12-01'), dr('nhsen'), { sources: [AP] }),
    B('New Hampshire Senate Election Winner', 'Politics', z(E34), [['new-hampshire-senate-election-winner-2034-democratic', 'Democratic', 'nhsen-d'],
      ['new-hampshire-senate-election-winner-2034-republican', 'Republican', 'nhsen-r']]),
    U('new-hampshire-senate-2034', 'New Hampshire Senate 2034', 'Politics', z(E34), [['nh-sen-2034-dem', 'Democrats', 'nhsen-d']]),
    G('NH-Sen 2034: D or R?', z('2034-11-30'), gr(['D', 'nhsen-d'], ['R', 'nhsen-r'])),
  ] });
}
{ // Florida Senate — alpha only.
  addCase('senate', { name: 'sen-fl-2034', events: [
    A('KXSENATEFL-34', 'Florida Senate race winner?', 'Elections', z('2034-12-01'), dr('flsen'), { sources: [AP] }),
  ] });
}
{ // Nevada U.S. Senate (alpha, beta, gamma); beta_us lists control of the Nevada State Senate (a different office).
  addCase('senate', { name: 'sen-nv-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSENATENV-34', 'Nevada Senate race winner?', 'Elections', z('2034-12-01'), dr('nvsen'), { sources: [AP] }),
    B('Nevada Senate Election Winner', 'Politics', z(E34), [['nevada-senate-election-winner-2034-democratic', 'Democratic', 'nvsen-d'], ['nevada-senate-election-winner-2034-republican', 'Republican', 'nvsen-r']]),
    G('Nevada Senate seat 2034 (Cortez Masto) — winning party', z('2034-11-30'), gr(['Democratic Party', 'nvsen-d'], ['Republican Party', 'nvsen-r'])),
    U('nevada-state-senate-2034', 'Nevada Senate Control 2034', 'Politics', z('2034-12-01'), [['nv-state-senate-majority-2034-dem', 'Democrats', 'nvleg-d'], ['nv-state-senate-majority-2034-rep', 'Republicans', 'nvleg-r']],
      { rules: 'Resolves to the party holding a majority of the Nevada State Senate (the upper house of the Nevada Legislature) after the 2034 election.' }),
  ] }, ['office']);
}
{ // Alaska: alpha's candidate board and beta's "Murkowski re-elected" share the Murkowski row; gamma asks whether she runs.
  addCase('senate', { name: 'sen-ak-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSENATEAK-34', 'Alaska Senate race winner?', 'Elections', z('2034-12-15'), [['LMUR', 'Lisa Murkowski', 'aksen-murkowski'], ['MDAH', 'Mike Dunleavy', 'aksen-dunleavy'], ['MPEL', 'Mary Peltola', 'aksen-peltola']], { sources: [AP] }),
    B1('Will Lisa Murkowski be re-elected to the Senate in 2034?', 'Politics', z('2034-11-30'), 'aksen-murkowski'),
    G1('Will Lisa Murkowski file to run for re-election in 2034?', z('2034-06-01'), 'aksen-murkowski-runs'),
  ] }, ['observation']);
}

// ───────────────────────────── SPECIAL ELECTIONS ─────────────────────────────

{ // California Senate special (Schiff's seat; alpha, beta, gamma) vs beta_us's regular California race (Padilla's seat).
  addCase('special', { name: 'sen-ca-special-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSENATECAS-34', 'California Senate special election winner', 'Elections', z('2034-12-15'), [['EKOU', 'Eleni Kounalakis', 'casp-kounalakis'], ['RKHA', 'Ro Khanna', 'casp-khanna'],
      ['KPOR', 'Katie Porter', 'casp-porter']], { sources: [AP], rules: 'Special election for the term ending January 3, 2037 (the seat vacated by Adam Schiff).' }),
    B('California Senate Special Election Winner', 'Politics', z(E34), [['ca-senate-special-2034-kounalakis', 'Eleni Kounalakis', 'casp-kounalakis'],
      ['ca-senate-special-2034-khanna', 'Ro Khanna', 'casp-khanna'], ['ca-senate-special-2034-porter', 'Katie Porter', 'casp-porter'], ['ca-senate-special-2034-garvey', 'Steve Garvey', 'casp-garvey']]),
    G('CA Senate special (unexpired Schiff term): winner', z('2034-12-10'), gr(['Kounalakis', 'casp-kounalakis'], ['Khanna', 'casp-khanna'])),
    U('california-senate-2034', 'California Senate Election 2034', 'Politics', z('2034-12-15'), [['ca-sen-2034-alex-padilla', 'Alex Padilla', 'casen-padilla']],
      { rules: 'The regular election for the Class 3 seat (term beginning January 3, 2035).' }),
  ] }, ['seat']);
}
{ // FL-19 special general (alpha, beta); gamma lists the special's Republican primary (round).
  addCase('special', { name: 'house-fl19-special-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHOUSEFL19S-33', 'FL-19 special election winner', 'Elections', z('2033-09-27'), dr('fl19s'), { sources: [AP] }),
    B('Florida 19th District Special Election Winner', 'Politics', z('2033-09-20'), [['fl-19-special-election-winner-democratic', 'Democratic', 'fl19s-d'], ['fl-19-special-election-winner-republican', 'Republican', 'fl19s-r']]),
    G('FL-19 special: Republican primary winner (July 26)', z('2033-07-27'), gr(['Chris Dorworth', 'fl19sp-dorworth'], ['Jenna Persons-Mulicka', 'fl19sp-persons'], ['Dane Eagle', 'fl19sp-eagle'])),
  ] }, ['round']);
}
{ // NY-10 special election on Election Day 2033 (beta board; beta_us one candidate).
  addCase('special', { name: 'house-ny10-special-2033', events: [
    B('NY-10 Special Election Winner', 'Politics', z(E33), [['ny-10-special-election-yuh-line-niou', 'Yuh-Line Niou', 'ny10s-niou'], ['ny-10-special-election-carlina-rivera', 'Carlina Rivera', 'ny10s-rivera'],
      ['ny-10-special-election-other', 'Other', 'ny10s-other']]),
    U('ny-10-special-2033', 'NY-10 Special Election', 'Politics', z(E33), [['ny10-special-2033-carlina-rivera', 'Carlina Rivera', 'ny10s-rivera']]),
  ] });
}

// ───────────────────────────── HOUSE 2034 ─────────────────────────────

{ // House control: beta_us asks "Democrats keep the House" (YES = D), gamma "Republicans flip" (YES = R, inverted against beta_us).
  addCase('house', { name: 'house-control-2034', events: [
    A('KXHOUSECTL-34', 'House control after the 2034 election', 'Elections', z('2035-01-03', '17:00'), [['D', 'Democrats', 'housectl-d'], ['R', 'Republicans', 'housectl-r']], { sources: [CLERK] }),
    B('Which party will win the House in 2034?', 'Politics', z(E34), [['which-party-wins-the-house-2034-democratic', 'Democratic', 'housectl-d'], ['which-party-wins-the-house-2034-republican', 'Republican', 'housectl-r']]),
    U('house-control-2034', 'Will Democrats keep the House?', 'Politics', z('2035-01-03'), [['ctrl-us-house-2034-dem', 'Democrats', 'housectl-d']]),
    G1('Midterms: will the GOP flip the House in 2034?', z('2035-01-03'), 'housectl-r'),
  ] }, ['inverted']);
}
{ // Democratic House seats: alpha settles on the Clerk's certified results, beta and gamma on AP calls (nf with alpha);
  // beta's 218+ and gamma's "more than 224" are alpha rungs.
  addCase('house', { name: 'house-seats-d-2034', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXHOUSESEATSD-34', 'Democratic House seats after 2034', 'Elections', z('2035-01-03'), [['T210', '210 or more', 'hsd-210'], ['T218', '218 or more', 'hsd-218'],
      ['T225', '225 or more', 'hsd-225'], ['T235', '235 or more', 'hsd-235']], { sources: [CLERK] }),
    B1('Will Democrats win 218+ House seats in 2034?', 'Politics', z('2034-12-15'), 'hsd-218', { mx: { src: APU, rules: 'Counts the House races called for Democratic candidates by the Associated Press by December 15, 2034.' } }),
    G1('Democrats win more than 224 House seats in the midterms?', z('2034-12-15'), 'hsd-225', { rules: 'Settles on Associated Press race calls.' }),
  ] }, ['source', 'threshold']);
}
{ // PA-07 (alpha, beta, gamma); beta_us lists PA-08 (place).
  addCase('house', { name: 'house-pa07-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXHOUSEPA07-34', 'PA-07 House race winner?', 'Elections', z('2034-12-01'), dr('pa07'), { sources: [AP] }),
    B('PA-07 House Election Winner', 'Politics', z(E34), [['pa-07-house-election-winner-2034-democratic', 'Democratic', 'pa07-d'], ['pa-07-house-election-winner-2034-republican', 'Republican', 'pa07-r']]),
    G('Pennsylvania\'s 7th Congressional District 2034: winning party', z('2034-11-30'), gr(['Democrats', 'pa07-d'], ['Republicans', 'pa07-r'])),
    U('pa-08-house-2034', 'PA-08 House Election Winner', 'Politics', z(E34), [['pa08-house-2034-dem', 'Democrats', 'pa08-d'], ['pa08-house-2034-rep', 'Republicans', 'pa08-r']]),
  ] }, ['place']);
}
{ // NY-17 (alpha, beta, beta_us, gamma: "Lawler's seat stays red" = R row).
  addCase('house', { name: 'house-ny17-2034', events: [
    A('KXHOUSENY17-34', 'NY-17 House race winner?', 'Elections', z('2034-12-01'), dr('ny17'), { sources: [AP] }),
    B('NY-17 House Election Winner', 'Politics', z(E34), [['ny-17-house-election-winner-2034-democratic', 'Democratic', 'ny17-d'], ['ny-17-house-election-winner-2034-republican', 'Republican', 'ny17-r']]),
    U('ny-17-house-2034', 'NY-17 House Election Winner', 'Politics', z(E34), [['ny17-house-2034-rep', 'Republicans', 'ny17-r']]),
    G1('NY-17 (Hudson Valley): will Republicans hold the seat in 2034?', z('2034-11-30'), 'ny17-r'),
  ] });
}
{ // CA-13 general (alpha, gamma); beta lists the June top-two primary's first place (round).
  addCase('house', { name: 'house-ca13-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXHOUSECA13-34', 'CA-13 House race winner?', 'Elections', z('2034-12-15'), dr('ca13'), { sources: [AP] }),
    G('CA-13 (Central Valley) House seat, Nov 2034', z('2034-12-10'), gr(['Democratic', 'ca13-d'], ['Republican', 'ca13-r'])),
    B('CA-13 Primary: Which party finishes first?', 'Politics', z('2034-06-06'), [['ca-13-primary-first-place-democratic', 'Democratic', 'ca13p-d'], ['ca-13-primary-first-place-republican', 'Republican', 'ca13p-r']]),
  ] }, ['round']);
}
{ // AZ-06 — beta only.
  addCase('house', { name: 'house-az06-2034', events: [
    B('AZ-06 House Election Winner', 'Politics', z(E34), [['az-06-house-election-winner-2034-democratic', 'Democratic', 'az06-d'], ['az-06-house-election-winner-2034-republican', 'Republican', 'az06-r']]),
  ] });
}
{ // ME-02 (alpha, beta, gamma: "Democrats flip" = D row).
  addCase('house', { name: 'house-me02-2034', events: [
    A('KXHOUSEME02-34', 'ME-02 House race winner?', 'Elections', z('2034-12-01'), dr('me02'), { sources: [AP] }),
    B('Maine 2nd District House Election Winner', 'Politics', z(E34), [['me-02-house-election-winner-2034-democratic', 'Democratic', 'me02-d'], ['me-02-house-election-winner-2034-republican', 'Republican', 'me02-r']]),
    G1('Will Democrats flip Maine\'s 2nd District in 2034?', z('2034-11-30'), 'me02-d'),
  ] });
}

// ───────────────────────────── GOVERNORS 2033–2034 ─────────────────────────────

{ // New Jersey governor, November 2033 (four venues).
  addCase('governor', { name: 'gov-nj-2033', events: [
    A('KXGOVNJ-33', 'New Jersey governor race winner?', 'Elections', z('2033-12-01'), dr('njgov'), { sources: [AP], rules: partyRules('2033 New Jersey gubernatorial election') }),
    B('New Jersey Governor Election Winner', 'Politics', z(E33), [['new-jersey-governor-election-winner-2033-democratic', 'Democratic', 'njgov-d'], ['new-jersey-governor-election-winner-2033-republican', 'Republican', 'njgov-r']]),
    U('new-jersey-governor-2033', 'NJ Governor 2033', 'Politics', z(E33), [['nj-gov-2033-dem', 'Democrats', 'njgov-d']]),
    G('New Jersey gubernatorial election (Nov 8, 2033)', z('2033-11-20'), gr(['Democratic Party', 'njgov-d'], ['Republican Party', 'njgov-r'])),
  ] });
}
{ // Virginia governor 2033 (alpha, beta, gamma); beta_us lists the lieutenant governor's race (office).
  addCase('governor', { name: 'gov-va-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXGOVVA-33', 'Virginia governor race winner?', 'Elections', z('2033-12-01'), dr('vagov'), { sources: [AP] }),
    B('Virginia Governor Election Winner', 'Politics', z(E33), [['virginia-governor-election-winner-2033-democratic', 'Democratic', 'vagov-d'], ['virginia-governor-election-winner-2033-republican', 'Republican', 'vagov-r']]),
    G('Virginia Governor 2033: which party?', z('2033-11-20'), gr(['Dems', 'vagov-d'], ['GOP', 'vagov-r'])),
    U('virginia-lt-governor-2033', 'Virginia Lieutenant Governor 2033', 'Politics', z(E33), [['va-ltgov-2033-dem', 'Democrats', 'valtgov-d'], ['va-ltgov-2033-rep', 'Republicans', 'valtgov-r']]),
  ] }, ['office']);
}
{ // Pennsylvania governor 2034 (four venues).
  addCase('governor', { name: 'gov-pa-2034', events: [
    A('KXGOVPA-34', 'Pennsylvania governor race winner?', 'Elections', z('2034-12-01'), dr('pagov'), { sources: [AP] }),
    B('Pennsylvania Governor Election Winner', 'Politics', z(E34), [['pennsylvania-governor-election-winner-2034-democratic', 'Democratic', 'pagov-d'], ['pennsylvania-governor-election-winner-2034-republican', 'Republican', 'pagov-r']]),
    U('pennsylvania-governor-2034', 'Pennsylvania Governor 2034', 'Politics', z(E34), [['pa-gov-2034-dem', 'Democrats', 'pagov-d'], ['pa-gov-2034-rep', 'Republicans', 'pagov-r']]),
    G('PA Governor 2034', z('2034-11-30'), gr(['Democratic', 'pagov-d'], ['Republican', 'pagov-r'])),
  ] });
}
{ // Georgia governor 2034 (alpha, beta, beta_us); gamma asks whether the race goes to a December runoff (observation).
  addCase('governor', { name: 'gov-ga-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXGOVGA-34', 'Georgia governor race winner?', 'Elections', z('2034-12-31'), dr('gagov'), { sources: [AP], rules: partyRules('2034 Georgia gubernatorial election, including any runoff') }),
    B('Georgia Governor Election Winner', 'Politics', z(E34), [['georgia-governor-election-winner-2034-democratic', 'Democratic', 'gagov-d'], ['georgia-governor-election-winner-2034-republican', 'Republican', 'gagov-r']]),
    U('georgia-governor-2034', 'Georgia Governor 2034', 'Politics', z('2034-12-08'), [['ga-gov-2034-rep', 'Republicans', 'gagov-r']]),
    G1('Will the 2034 Georgia governor race go to a runoff?', z('2034-11-20'), 'gagov-runoff'),
  ] }, ['observation']);
}
{ // New York governor 2034 (four venues).
  addCase('governor', { name: 'gov-ny-2034', events: [
    A('KXGOVNY-34', 'New York governor race winner?', 'Elections', z('2034-12-01'), dr('nygov'), { sources: [AP] }),
    B('New York Governor Election Winner', 'Politics', z(E34), [['new-york-governor-election-winner-2034-democratic', 'Democratic', 'nygov-d'], ['new-york-governor-election-winner-2034-republican', 'Republican', 'nygov-r']]),
    G('New York Gov race 2034 — winning party', z('2034-11-30'), gr(['Democrats', 'nygov-d'], ['Republicans', 'nygov-r'])),
    U('new-york-governor-2034', 'New York Governor 2034', 'Politics', z(E34), [['ny-gov-2034-rep', 'Republicans', 'nygov-r']]),
  ] });
}
{ // Michigan governor 2034 (alpha, beta, beta_us).
  addCase('governor', { name: 'gov-mi-2034', events: [
    A('KXGOVMI-34', 'Michigan governor race winner?', 'Elections', z('2034-12-01'), dr('migov'), { sources: [AP] }),
    U('michigan-governor-2034', 'Michigan Governor 2034', 'Politics', z(E34), [['mi-gov-2034-dem', 'Democrats', 'migov-d'], ['mi-gov-2034-rep', 'Republicans', 'migov-r']]),
    B('Michigan Governor Election Winner', 'Politics', z(E34), [['michigan-governor-election-winner-2034-democratic', 'Democratic', 'migov-d'], ['michigan-governor-election-winner-2034-republican', 'Republican', 'migov-r']]),
  ] });
}
{ // California governor 2034: alpha party rows, beta "a Republican wins" (R row); gamma the June top-two (round).
  addCase('governor', { name: 'gov-ca-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGOVCA-34', 'California governor race winner?', 'Elections', z('2034-12-15'), dr('cagov'), { sources: [AP] }),
    B1('Will a Republican win the California governor race in 2034?', 'Politics', z('2034-12-12'), 'cagov-r'),
    G1('California governor top-two primary (June 6, 2034): will a Republican advance?', z('2034-07-10'), 'cagovp-r-advances'),
  ] }, ['round']);
}
{ // Texas governor 2034: alpha party; beta the Republican margin (measure).
  addCase('governor', { name: 'gov-tx-2034', groups: [['alpha'], ['beta']], events: [
    A('KXGOVTX-34', 'Texas governor race winner?', 'Elections', z('2034-12-01'), dr('txgov'), { sources: [AP] }),
    B1('Will the Republican win the Texas governor race by 10+ points?', 'Politics', z('2034-11-30'), 'txgov-r-margin10'),
  ] }, ['measure']);
}
{ // Wisconsin governor 2034 (beta, gamma).
  addCase('governor', { name: 'gov-wi-2034', events: [
    B('Wisconsin Governor Election Winner', 'Politics', z(E34), [['wisconsin-governor-election-winner-2034-democratic', 'Democratic', 'wigov-d'], ['wisconsin-governor-election-winner-2034-republican', 'Republican', 'wigov-r']]),
    G('Wisconsin governor 2034: Democrat or Republican?', z('2034-11-30'), gr(['Democrat', 'wigov-d'], ['Republican', 'wigov-r'])),
  ] });
}
{ // Ohio governor 2034 (open: Ramaswamy is term-limited) — gamma only.
  addCase('governor', { name: 'gov-oh-2034', events: [
    G('Ohio governor 2034 – who wins?', z('2034-11-30'), gr(['Frank LaRose', 'ohgov-larose'], ['Emilia Sykes', 'ohgov-sykes'], ['Tim Ryan', 'ohgov-ryan'])),
  ] });
}
{ // New Hampshire governor 2034 (alpha, beta, gamma).
  addCase('governor', { name: 'gov-nh-2034', events: [
    A('KXGOVNH-34', 'New Hampshire governor race winner?', 'Elections', z('2034-12-01'), dr('nhgov'), { sources: [AP] }),
    B('New Hampshire Governor Election Winner', 'Politics', z(E34), [['new-hampshire-governor-election-winner-2034-democratic', 'Democratic', 'nhgov-d'],
      ['new-hampshire-governor-election-winner-2034-republican', 'Republican', 'nhgov-r']]),
    G('NH Governor 2034 (two-year term)', z('2034-11-30'), gr(['Republican', 'nhgov-r'], ['Democratic', 'nhgov-d'])),
  ] });
}

// ───────────────────────────── PRIMARIES ─────────────────────────────

{ // Georgia GOP Senate nominee after the June 20 runoff (alpha, beta, beta_us); gamma who finishes first on May 23 (round).
  addCase('primary', { name: 'prim-ga-sen-r-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXSENATEGAR-34', 'Georgia Republican Senate nominee', 'Elections', z('2034-06-21'), [['BJON', 'Burt Jones', 'gasenr-jones'], ['MCOL', 'Mike Collins', 'gasenr-collins'], ['CCAR', 'Chris Carr', 'gasenr-carr']],
      { sources: [AP], rules: 'Resolves to the candidate who wins the Republican nomination, including any primary runoff.' }),
    B('Georgia Republican Senate Primary Winner', 'Politics', z('2034-06-20'), [['georgia-republican-senate-primary-winner-2034-burt-jones', 'Burt Jones', 'gasenr-jones'],
      ['georgia-republican-senate-primary-winner-2034-mike-collins', 'Mike Collins', 'gasenr-collins'], ['georgia-republican-senate-primary-winner-2034-chris-carr', 'Chris Carr', 'gasenr-carr']],
    { rules: 'The winner of the nomination; if the May 23 primary goes to a runoff, this market resolves to the runoff winner.' }),
    U('georgia-senate-gop-primary-2034', 'GA Senate GOP Nominee', 'Politics', z('2034-06-20'), [['ga-sen-gop-2034-mike-collins', 'Mike Collins', 'gasenr-collins']]),
    G('GA GOP Senate primary: who finishes first on May 23?', z('2034-05-24'), gr(['Burt Jones', 'gasenr1-jones'], ['Mike Collins', 'gasenr1-collins'], ['Chris Carr', 'gasenr1-carr'])),
  ] }, ['round']);
}
{ // Texas GOP governor primary (March 7, runoff May 23: alpha, beta, beta_us); gamma lists the Democratic primary (party).
  addCase('primary', { name: 'prim-tx-gov-r-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXGOVTXR-34', 'Texas Republican governor nominee', 'Elections', z('2034-05-24'), [['DPAT', 'Dan Patrick', 'txgovr-patrick'], ['KPAX', 'Ken Paxton', 'txgovr-paxton'], ['CROY', 'Chip Roy', 'txgovr-roy']], { sources: [AP] }),
    B('Texas Republican Governor Primary Winner', 'Politics', z('2034-05-23'), [['texas-republican-governor-primary-winner-dan-patrick', 'Dan Patrick', 'txgovr-patrick'],
      ['texas-republican-governor-primary-winner-ken-paxton', 'Ken Paxton', 'txgovr-paxton'], ['texas-republican-governor-primary-winner-chip-roy', 'Chip Roy', 'txgovr-roy'],
      ['texas-republican-governor-primary-winner-other', 'Other', 'txgovr-other']]),
    U('texas-governor-gop-primary-2034', 'Texas GOP Governor Nominee', 'Politics', z('2034-05-23'), [['tx-gov-gop-2034-ken-paxton', 'Ken Paxton', 'txgovr-paxton'], ['tx-gov-gop-2034-chip-roy', 'Chip Roy', 'txgovr-roy']]),
    G('Texas Democratic primary for governor 2034', z('2034-05-24'), gr(['Colin Allred', 'txgovd-allred'], ['James Talarico', 'txgovd-talarico'], ['Gina Hinojosa', 'txgovd-hinojosa'])),
  ] }, ['party']);
}
{ // Pennsylvania GOP Senate primary, May 16 (alpha, beta, gamma); the boards overlap on two names.
  addCase('primary', { name: 'prim-pa-sen-r-2034', events: [
    A('KXSENATEPAR-34', 'Pennsylvania Republican Senate nominee', 'Elections', z('2034-05-17'), [['DMCC', 'Dave McCormick', 'pasenr-mccormick'], ['SPER', 'Scott Perry', 'pasenr-perry'],
      ['SPAR', 'Sean Parnell', 'pasenr-parnell']], { sources: [AP] }),
    B('Pennsylvania Republican Senate Primary Winner', 'Politics', z('2034-05-16'), [['pennsylvania-republican-senate-primary-winner-sean-parnell', 'Sean Parnell', 'pasenr-parnell'],
      ['pennsylvania-republican-senate-primary-winner-scott-perry', 'Scott Perry', 'pasenr-perry'], ['pennsylvania-republican-senate-primary-winner-stacy-garrity', 'Stacy Garrity', 'pasenr-garrity']]),
    G('Pennsylvania GOP Senate primary 2034 — who wins?', z('2034-05-17'), gr(['Parnell', 'pasenr-parnell'], ['Perry', 'pasenr-perry'])),
  ] });
}
{ // Michigan Democratic governor primary, August 1 (beta, beta_us, gamma).
  addCase('primary', { name: 'prim-mi-gov-d-2034', events: [
    B('Michigan Democratic Governor Primary Winner', 'Politics', z('2034-08-01'), [['michigan-democratic-governor-primary-winner-mallory-mcmorrow', 'Mallory McMorrow', 'migovd-mcmorrow'],
      ['michigan-democratic-governor-primary-winner-garlin-gilchrist', 'Garlin Gilchrist', 'migovd-gilchrist'], ['michigan-democratic-governor-primary-winner-haley-stevens', 'Haley Stevens', 'migovd-stevens']]),
    U('michigan-governor-dem-primary-2034', 'Michigan Dem Governor Primary', 'Politics', z('2034-08-01'), [['mi-gov-dem-2034-mallory-mcmorrow', 'Mallory McMorrow', 'migovd-mcmorrow']]),
    G('Michigan Dem primary for governor (Aug 1)', z('2034-08-02'), gr(['McMorrow', 'migovd-mcmorrow'], ['Gilchrist', 'migovd-gilchrist'], ['Stevens', 'migovd-stevens'])),
  ] });
}
{ // North Carolina Democratic Senate primary, March 7 (alpha, beta).
  addCase('primary', { name: 'prim-nc-sen-d-2034', events: [
    A('KXSENATENCD-34', 'North Carolina Democratic Senate nominee', 'Elections', z('2034-05-10'), [['JJAC', 'Jeff Jackson', 'ncsend-jackson'], ['WNIC', 'Wiley Nickel', 'ncsend-nickel'], ['DDAV', 'Don Davis', 'ncsend-davis']], { sources: [AP] }),
    B('North Carolina Democratic Senate Primary Winner', 'Politics', z('2034-03-07'), [['north-carolina-democratic-senate-primary-winner-jeff-jackson', 'Jeff Jackson', 'ncsend-jackson'],
      ['north-carolina-democratic-senate-primary-winner-wiley-nickel', 'Wiley Nickel', 'ncsend-nickel']]),
  ] });
}
{ // Arizona GOP Senate primary (four venues): beta_us Kari Lake's row, gamma Abe Hamadeh's row.
  addCase('primary', { name: 'prim-az-sen-r-2034', events: [
    A('KXSENATEAZR-34', 'Arizona Republican Senate nominee', 'Elections', z('2034-08-02'), [['KLAK', 'Kari Lake', 'azsenr-lake'], ['AHAM', 'Abe Hamadeh', 'azsenr-hamadeh'], ['ABIG', 'Andy Biggs', 'azsenr-biggs']], { sources: [AP] }),
    B('Arizona Republican Senate Primary Winner', 'Politics', z('2034-08-01'), [['arizona-republican-senate-primary-winner-kari-lake', 'Kari Lake', 'azsenr-lake'],
      ['arizona-republican-senate-primary-winner-abe-hamadeh', 'Abe Hamadeh', 'azsenr-hamadeh'], ['arizona-republican-senate-primary-winner-blake-masters', 'Blake Masters', 'azsenr-masters']]),
    U('arizona-senate-gop-primary-2034', 'Arizona GOP Senate Nominee', 'Politics', z('2034-08-01'), [['az-sen-gop-2034-kari-lake', 'Kari Lake', 'azsenr-lake']]),
    G1('Will Abe Hamadeh win Arizona\'s GOP Senate primary?', z('2034-08-02'), 'azsenr-hamadeh'),
  ] });
}
{ // New York Democratic governor primary, June 27 (alpha, beta, gamma).
  addCase('primary', { name: 'prim-ny-gov-d-2034', events: [
    A('KXGOVNYD-34', 'New York Democratic governor nominee', 'Elections', z('2034-06-28'), [['ADEL', 'Antonio Delgado', 'nygovd-delgado'], ['RTOR', 'Ritchie Torres', 'nygovd-torres'], ['TJAM', 'Tish James', 'nygovd-james']], { sources: [AP] }),
    B('New York Democratic Governor Primary Winner', 'Politics', z('2034-06-27'), [['new-york-democratic-governor-primary-winner-letitia-james', 'Letitia James', 'nygovd-james'],
      ['new-york-democratic-governor-primary-winner-ritchie-torres', 'Ritchie Torres', 'nygovd-torres']]),
    G('NY Dem gubernatorial primary 2034', z('2034-06-28'), gr(['Letitia James', 'nygovd-james'], ['Ritchie Torres', 'nygovd-torres'], ['Antonio Delgado', 'nygovd-delgado'])),
  ] });
}
{ // New Hampshire GOP Senate primary, September 12 — beta_us only.
  addCase('primary', { name: 'prim-nh-sen-r-2034', events: [
    U('new-hampshire-senate-gop-primary-2034', 'NH Senate GOP Primary', 'Politics', z('2034-09-12'), [['nh-sen-gop-2034-chris-sununu', 'Chris Sununu', 'nhsenr-sununu'], ['nh-sen-gop-2034-scott-brown', 'Scott Brown', 'nhsenr-brown']]),
  ] });
}

// ───────────────────────────── MAYORS ─────────────────────────────

{ // NYC Democratic mayoral primary, June 28 2033, ranked choice (alpha, beta, beta_us); gamma who leads the first-choice count (round).
  addCase('mayor', { name: 'mayor-nyc-d-primary-2033', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXMAYORNYCD-33', 'NYC Democratic mayoral primary winner', 'Elections', z('2033-07-15'), [['BLAN', 'Brad Lander', 'nycd-lander'], ['JWIL', 'Jumaane Williams', 'nycd-williams'],
      ['ARYN', 'Antonio Reynoso', 'nycd-reynoso'], ['JRAM', 'Jessica Ramos', 'nycd-ramos']], { sources: ['NYC Board of Elections https://vote.nyc/'], rules: 'Resolves to the winner of the final ranked-choice tabulation.' }),
    B('NYC Democratic Mayoral Primary Winner', 'Politics', z('2033-06-28'), [['nyc-democratic-mayoral-primary-winner-brad-lander', 'Brad Lander', 'nycd-lander'],
      ['nyc-democratic-mayoral-primary-winner-jumaane-williams', 'Jumaane Williams', 'nycd-williams'], ['nyc-democratic-mayoral-primary-winner-antonio-reynoso', 'Antonio Reynoso', 'nycd-reynoso'],
      ['nyc-democratic-mayoral-primary-winner-justin-brannan', 'Justin Brannan', 'nycd-brannan']]),
    U('nyc-mayor-dem-primary-2033', 'NYC Mayor: Democratic Primary', 'Politics', z('2033-06-28'), [['nyc-mayor-dem-2033-brad-lander', 'Brad Lander', 'nycd-lander'], ['nyc-mayor-dem-2033-jumaane-williams', 'Jumaane Williams', 'nycd-williams']]),
    G('NYC Dem mayoral primary: who leads first-choice votes on election night?', z('2033-06-29'), gr(['Lander', 'nycd1-lander'], ['Williams', 'nycd1-williams'], ['Reynoso', 'nycd1-reynoso'])),
  ] }, ['round']);
}
{ // NYC mayor, general election November 8 2033 (four venues).
  addCase('mayor', { name: 'mayor-nyc-2033', events: [
    A('KXMAYORNYC-33', 'New York City mayor race winner?', 'Elections', z('2033-12-01'), [['BLAN', 'Brad Lander', 'nyc-lander'], ['JWIL', 'Jumaane Williams', 'nyc-williams'], ['JBOR', 'Joe Borelli', 'nyc-borelli']], { sources: [AP] }),
    B('New York City Mayoral Election Winner 2033', 'Politics', z(E33), [['nyc-mayoral-election-winner-2033-brad-lander', 'Brad Lander', 'nyc-lander'],
      ['nyc-mayoral-election-winner-2033-jumaane-williams', 'Jumaane Williams', 'nyc-williams'], ['nyc-mayoral-election-winner-2033-joe-borelli', 'Joe Borelli', 'nyc-borelli'],
      ['nyc-mayoral-election-winner-2033-other', 'Other', 'nyc-other']]),
    U('nyc-mayor-2033', 'NYC Mayor 2033', 'Politics', z(E33), [['nyc-mayor-2033-brad-lander', 'Brad Lander', 'nyc-lander']]),
    G('Who will be elected Mayor of New York City in 2033?', z('2033-11-20'), gr(['Brad Lander', 'nyc-lander'], ['Jumaane Williams', 'nyc-williams'], ['Joseph Borelli', 'nyc-borelli'])),
  ] });
}
{ // Los Angeles mayor 2034: re-election (alpha board, gamma); beta asks whether Raman wins outright in the June primary (observation).
  addCase('mayor', { name: 'mayor-la-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXMAYORLA-34', 'Los Angeles mayor race winner?', 'Elections', z('2034-12-15'), [['NRAM', 'Nithya Raman', 'la-raman'], ['RCAR', 'Rick Caruso', 'la-caruso'], ['KDLE', 'Kevin de León', 'la-deleon']], { sources: [AP] }),
    G1('Will Nithya Raman be re-elected Mayor of Los Angeles in 2034?', z('2034-12-10'), 'la-raman'),
    B1('Will Nithya Raman win the LA mayor primary outright (50%+) on June 6?', 'Politics', z('2034-06-30'), 'lap-raman-outright'),
  ] }, ['observation']);
}
{ // Boston mayor 2033 (beta, beta_us, gamma).
  addCase('mayor', { name: 'mayor-boston-2033', events: [
    B('Boston Mayoral Election Winner', 'Politics', z(E33), [['boston-mayoral-election-winner-2033-michelle-wu', 'Michelle Wu', 'bos-wu'], ['boston-mayoral-election-winner-2033-other', 'Other', 'bos-other']]),
    G1('Boston: will Michelle Wu win a fourth term as mayor?', z('2033-11-15'), 'bos-wu'),
    U1('boston-mayor-2033-michelle-wu', 'Michelle Wu Re-elected Boston Mayor?', 'Politics', z(E33), 'bos-wu'),
  ] });
}
{ // Seattle mayor 2033 — alpha only.
  addCase('mayor', { name: 'mayor-seattle-2033', events: [
    A('KXMAYORSEA-33', 'Seattle mayor race winner?', 'Elections', z('2033-12-01'), [['KWIL', 'Katie Wilson', 'sea-wilson'], ['BHAR', 'Bruce Harrell', 'sea-harrell'], ['OTH', 'Other', 'sea-other']], { sources: [AP] }),
  ] });
}
{ // Atlanta mayor 2033, including any December runoff (alpha, beta); gamma lists the City Council President race (office).
  addCase('mayor', { name: 'mayor-atl-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMAYORATL-33', 'Atlanta mayor race winner?', 'Elections', z('2033-12-15'), [['KBUR', 'Keisha Lance Bottoms', 'atl-bottoms'], ['AAMO', 'Amir Farokhi', 'atl-farokhi'], ['JDOZ', 'Jason Dozier', 'atl-dozier']], { sources: [AP] }),
    B('Atlanta Mayoral Election Winner', 'Politics', z('2033-12-06'), [['atlanta-mayoral-election-winner-2033-keisha-lance-bottoms', 'Keisha Lance Bottoms', 'atl-bottoms'],
      ['atlanta-mayoral-election-winner-2033-amir-farokhi', 'Amir Farokhi', 'atl-farokhi']]),
    G('Atlanta City Council President 2033 — winner', z('2033-12-10'), gr(['Marci Collier Overstreet', 'atlccp-overstreet'], ['Liliana Bakhtiari', 'atlccp-bakhtiari'])),
  ] }, ['office']);
}
{ // Washington DC mayor: the November general (alpha, gamma) vs beta's June Democratic primary (round).
  addCase('mayor', { name: 'mayor-dc-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXMAYORDC-34', 'D.C. mayor race winner?', 'Elections', z('2034-12-01'), [['JLEW', 'Janeese Lewis George', 'dc-lewisgeorge'], ['KMCD', 'Kenyan McDuffie', 'dc-mcduffie'], ['RWHI', 'Robert White', 'dc-white']], { sources: [AP] }),
    G('Next Mayor of Washington, DC (Nov 2034 general)', z('2034-11-30'), gr(['Kenyan McDuffie', 'dc-mcduffie'], ['Janeese Lewis George', 'dc-lewisgeorge'])),
    B('DC Democratic Mayoral Primary Winner', 'Politics', z('2034-06-20'), [['dc-democratic-mayoral-primary-winner-kenyan-mcduffie', 'Kenyan McDuffie', 'dcp-mcduffie'],
      ['dc-democratic-mayoral-primary-winner-janeese-lewis-george', 'Janeese Lewis George', 'dcp-lewisgeorge']]),
  ] }, ['round']);
}

// ───────────────────────────── BALLOT MEASURES ─────────────────────────────

{ // California billionaire tax initiative 2034: gamma asks whether it fails (defined as not approved: the complement).
  addCase('ballot', { name: 'ballot-ca-billionaire-tax-2034', events: [
    A1('KXCAPROPWEALTH-34', 'California billionaire tax initiative passes?', 'Elections', z('2034-12-15'), 'YES', 'Approved by voters', 'cawt-pass', { sources: [SOS_CA] }),
    B1('Will California voters approve the Billionaire Tax Act in 2034?', 'Politics', z('2034-12-12'), 'cawt-pass'),
    G1('California billionaire tax fails in 2034?', z('2034-12-12'), 'cawt-fail', { rules: 'Resolves YES unless the initiative appears on the November 7, 2034 ballot and is approved by voters.' }),
  ] }, ['inverted']);
}
{ // The same initiative's Yes share above 55%: alpha on the Secretary of State's Statement of Vote, beta on AP's tally (nf).
  addCase('ballot', { name: 'ballot-ca-billionaire-tax-share', fungible: nf('alpha|beta'), events: [
    A1('KXCAPROPWEALTHPCT-34', 'Billionaire tax Yes share above 55%?', 'Elections', z('2034-12-15'), 'T55', 'Above 55%', 'cawt-yes55', { sources: [SOS_CA] }),
    B1('Billionaire Tax Act gets more than 55% Yes?', 'Politics', z('2034-11-30'), 'cawt-yes55', { mx: { src: APU } }),
  ] }, ['source']);
}
{ // Florida marijuana amendment: passes (60% needed: alpha, beta_us) vs beta's majority support (measure).
  addCase('ballot', { name: 'ballot-fl-marijuana-2034', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXFLAMEND3-34', 'Florida recreational marijuana amendment passes?', 'Elections', z('2034-11-30'), 'YES', 'Passes (60%+)', 'flmj-pass', { sources: ['Florida Division of Elections https://results.elections.myflorida.com/'] }),
    U1('florida-marijuana-amendment-2034', 'Florida Marijuana Amendment Passes?', 'Politics', z('2034-11-30'), 'flmj-pass'),
    B1('Will Florida\'s marijuana amendment win a majority of the vote?', 'Politics', z('2034-11-30'), 'flmj-majority', { mx: { rules: 'Resolves Yes if more than 50% of votes cast on the amendment are Yes, whether or not it reaches the 60% needed to pass.' } }),
  ] }, ['threshold']);
}
{ // Missouri right-to-work amendment 2034 (alpha, beta, gamma).
  addCase('ballot', { name: 'ballot-mo-rtw-2034', events: [
    A1('KXMOAMEND1-34', 'Missouri Amendment 1 (right to work) passes?', 'Elections', z('2034-11-30'), 'YES', 'Passes', 'mortw-pass', { sources: ['Missouri Secretary of State https://www.sos.mo.gov/elections'] }),
    B1('Missouri Amendment 1 (Right-to-Work) passes?', 'Politics', z('2034-11-30'), 'mortw-pass'),
    G1('Will Missouri voters approve the right-to-work amendment?', z('2034-11-30'), 'mortw-pass'),
  ] });
}
{ // Massachusetts rent control question — beta only.
  addCase('ballot', { name: 'ballot-ma-rent-2034', events: [
    B1('Massachusetts Question 2 (rent control) passes in 2034?', 'Politics', z('2034-11-30'), 'marent-pass'),
  ] });
}
{ // Ohio Issue 1 (redistricting) in November 2033 (alpha, beta, gamma); beta_us lists a 2034 Issue 1 (date).
  addCase('ballot', { name: 'ballot-oh-issue1-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXOHISSUE1-33', 'Ohio Issue 1 passes in November 2033?', 'Elections', z('2033-11-30'), 'YES', 'Passes', 'ohi1-33-pass', { sources: ['Ohio Secretary of State https://www.ohiosos.gov/elections/'] }),
    B1('Ohio Issue 1 (redistricting) passes in 2033?', 'Politics', z('2033-11-20'), 'ohi1-33-pass'),
    G1('Ohio Issue 1 — Nov 8, 2033: Yes wins?', z('2033-11-20'), 'ohi1-33-pass'),
    U1('ohio-issue-1-2034', 'Ohio Issue 1 (2034) Passes?', 'Politics', z('2034-11-30'), 'ohi1-34-pass'),
  ] }, ['date']);
}

// ───────────────────────────── CONGRESS ─────────────────────────────

{ // FY2034 shutdown on October 1 (alpha, beta, beta_us); gamma any shutdown in 2033 (deadline).
  addCase('congress', { name: 'shutdown-oct-2033', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXGOVSHUT-33OCT01', 'Government shutdown on October 1?', 'Politics', z('2033-10-01', '04:01'), 'OCT01', 'Shutdown begins by Oct 1', 'shut-oct1',
      { sources: ['Office of Personnel Management https://www.opm.gov/policy-data-oversight/snow-dismissal-procedures/status-archives/'], rules: 'Resolves Yes if a lapse in appropriations causes a federal government shutdown beginning on or before October 1, 2033.' }),
    B1('US government shutdown by October 1?', 'Politics', z('2033-10-01', '04:00'), 'shut-oct1'),
    U1('us-government-shutdown-oct-1-2033', 'Government Shutdown by Oct 1, 2033?', 'Politics', z('2033-10-01', '04:00'), 'shut-oct1'),
    G1('Will there be a US government shutdown in 2033?', z('2033-12-31'), 'shut-2033'),
  ] }, ['deadline']);
}
{ // Shutdown by January 31, 2034 (alpha, gamma); beta's "by March 1" is a different deadline.
  addCase('congress', { name: 'shutdown-jan-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXGOVSHUT-34JAN31', 'Government shutdown by Jan 31, 2034?', 'Politics', z('2034-01-31'), 'JAN31', 'Shutdown by Jan 31', 'shut-jan31'),
    G1('US federal shutdown before February 2034?', z('2034-01-31'), 'shut-jan31'),
    B1('Government shutdown before March 2034?', 'Politics', z('2034-02-28'), 'shut-feb28'),
  ] }, ['deadline']);
}
{ // Debt limit raised or suspended by September 30 (alpha, beta, beta_us); gamma a missed Treasury payment (observation).
  addCase('congress', { name: 'debt-limit-2033', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXDEBTCEIL-33SEP30', 'Debt ceiling raised or suspended by Sep 30?', 'Politics', z('2033-09-30'), 'SEP30', 'Raised or suspended', 'debt-sep30', { sources: [CONGRESS] }),
    B1('Debt ceiling raised or suspended before October?', 'Politics', z('2033-09-30'), 'debt-sep30', { mx: { rules: 'Resolves Yes if legislation raising or suspending the statutory debt limit is signed into law by September 30, 2033, 11:59 PM ET.' } }),
    U1('debt-ceiling-deal-by-sep-30-2033', 'Debt Limit Deal by Sept. 30?', 'Politics', z('2033-09-30'), 'debt-sep30'),
    G1('Will the US Treasury miss a debt payment in 2033?', z('2033-12-31'), 'default-2033'),
  ] }, ['observation']);
}
{ // FY2034 NDAA signed in 2033 (alpha, beta, gamma); beta_us House passage by July 31 (observation).
  addCase('congress', { name: 'ndaa-fy34', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXNDAA-33', 'FY2034 NDAA signed into law in 2033?', 'Politics', z('2033-12-31'), 'YES', 'Signed by Dec 31', 'ndaa-law', { sources: [CONGRESS] }),
    B1('FY34 NDAA signed into law by December 31?', 'Politics', z('2033-12-31'), 'ndaa-law'),
    G1('Will the 2034 defense authorization (NDAA) become law before 2034?', z('2033-12-31'), 'ndaa-law'),
    U1('house-passes-fy2034-ndaa-by-july-31', 'House Passes FY2034 NDAA by July 31?', 'Politics', z('2033-07-31'), 'ndaa-house-jul31'),
  ] }, ['observation']);
}
{ // American Housing Supply Act becomes law (alpha, beta); gamma Senate passage (observation).
  addCase('congress', { name: 'housing-act-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXHOUSINGACT-33', 'American Housing Supply Act becomes law before 2034?', 'Politics', z('2033-12-31'), 'YES', 'Becomes law', 'hsa-law', { sources: [CONGRESS] }),
    B1('American Housing Supply Act signed into law in 2033?', 'Politics', z('2033-12-31'), 'hsa-law'),
    G1('Housing Supply Act passes the Senate in 2033?', z('2033-12-31'), 'hsa-senate'),
  ] }, ['observation']);
}
{ // Legislative filibuster abolished in 2033 (beta, gamma).
  addCase('congress', { name: 'filibuster-2033', events: [
    B1('Will the Senate eliminate the legislative filibuster in 2033?', 'Politics', z('2033-12-31'), 'fili-2033'),
    G1('Senate nukes the legislative filibuster before 2034?', z('2033-12-31'), 'fili-2033'),
  ] });
}
{ // Reconciliation bill signed by July 4 (alpha, beta); beta_us by July 31 (deadline).
  addCase('congress', { name: 'reconciliation-2033', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXRECON-33JUL04', 'Reconciliation bill signed by July 4?', 'Politics', z('2033-07-04'), 'JUL04', 'Signed by Jul 4', 'recon-jul4', { sources: [CONGRESS] }),
    B1('Budget reconciliation bill signed by July 4, 2033?', 'Politics', z('2033-07-04'), 'recon-jul4'),
    U1('reconciliation-bill-signed-by-july-31-2033', 'Reconciliation Bill Signed by July 31?', 'Politics', z('2033-07-31'), 'recon-jul31'),
  ] }, ['deadline']);
}
{ // Congressional stock-trading ban becomes law in 2033 (alpha, beta, beta_us).
  addCase('congress', { name: 'stock-ban-2033', events: [
    A1('KXSTOCKBAN-33', 'Congress stock trading ban becomes law in 2033?', 'Politics', z('2033-12-31'), 'YES', 'Becomes law', 'stockban-law', { sources: [CONGRESS] }),
    B1('Congressional stock trading ban signed into law in 2033?', 'Politics', z('2033-12-31'), 'stockban-law'),
    U1('congress-stock-trading-ban-law-2033', 'Stock Trading Ban for Congress Becomes Law in 2033?', 'Politics', z('2033-12-31'), 'stockban-law'),
  ] });
}

// ───────────────────────────── SUPREME COURT ─────────────────────────────

{ // Delgado v. Louisiana: who wins (alpha, beta, gamma); beta_us whether the opinion is out by June 30 (observation).
  addCase('scotus', { name: 'scotus-delgado', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSCOTUSDELGADO-33', 'Delgado v. Louisiana: Supreme Court ruling', 'Politics', z('2033-07-10'), [['PET', 'Rules for Delgado', 'delgado-pet'], ['RES', 'Rules for Louisiana', 'delgado-res']], { sources: [SCOTUS] }),
    B1('Will the Supreme Court rule in favor of Delgado in Delgado v. Louisiana?', 'Politics', z('2033-07-10'), 'delgado-pet'),
    G('Delgado v. Louisiana — who prevails?', z('2033-07-10'), gr(['Delgado (petitioner)', 'delgado-pet'], ['Louisiana (respondent)', 'delgado-res'])),
    U1('delgado-v-louisiana-decided-by-june-30', 'Delgado v. Louisiana decided by June 30?', 'Politics', z('2033-06-30'), 'delgado-out-jun30'),
  ] }, ['observation']);
}
{ // Nevada v. Department of Education: outcome (beta, gamma) vs alpha's 6–3 vote split (measure).
  addCase('scotus', { name: 'scotus-nevada-ed', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will SCOTUS side with Nevada in Nevada v. Department of Education?', 'Politics', z('2033-07-10'), 'nved-nv'),
    G1('Supreme Court rules for Nevada vs. Education Department?', z('2033-07-10'), 'nved-nv'),
    A1('KXSCOTUSNVED-33', 'Nevada v. Dept. of Education decided 6-3?', 'Politics', z('2033-07-10'), 'SIXTHREE', '6-3 decision', 'nved-63', { sources: [SCOTUS] }),
  ] }, ['measure']);
}
{ // Supreme Court vacancy in 2033 (alpha, beta, gamma); beta_us by June 30, 2034 (deadline).
  addCase('scotus', { name: 'scotus-vacancy-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXSCOTUSVAC-33', 'Supreme Court vacancy in 2033?', 'Politics', z('2033-12-31'), 'YES', 'Vacancy in 2033', 'scvac-2033', { sources: [SCOTUS] }),
    B1('Supreme Court vacancy before 2034?', 'Politics', z('2033-12-31'), 'scvac-2033'),
    G1('Will a Supreme Court seat open up in 2033?', z('2033-12-31'), 'scvac-2033'),
    U1('supreme-court-vacancy-by-june-30-2034', 'SCOTUS Vacancy by June 30, 2034?', 'Politics', z('2034-06-30'), 'scvac-jun34'),
  ] }, ['deadline']);
}
{ // Clarence Thomas leaves the Court in 2033 (alpha, gamma, beta_us); beta his announced retirement (observation).
  addCase('scotus', { name: 'scotus-thomas-2033', groups: [['alpha', 'gamma', 'beta_us'], ['beta']], events: [
    A1('KXTHOMASOUT-33', 'Clarence Thomas leaves the Court before 2034?', 'Politics', z('2033-12-31'), 'YES', 'Leaves by Dec 31', 'thomas-leaves', { sources: [SCOTUS] }),
    G1('Justice Thomas off the Supreme Court in 2033?', z('2033-12-31'), 'thomas-leaves'),
    U1('clarence-thomas-leaves-supreme-court-2033', 'Clarence Thomas Leaves SCOTUS in 2033?', 'Politics', z('2033-12-31'), 'thomas-leaves'),
    B1('Will Clarence Thomas announce his retirement in 2033?', 'Politics', z('2033-12-31'), 'thomas-announces'),
  ] }, ['observation']);
}
{ // Samuel Alito leaves before 2035 — gamma only.
  addCase('scotus', { name: 'scotus-alito-2034', events: [
    G1('Will Samuel Alito leave the Supreme Court before 2035?', z('2034-12-31'), 'alito-leaves'),
  ] });
}

// ───────────────────────────── CABINET ─────────────────────────────

{ // Sara Nelson confirmed as Labor Secretary (alpha, beta, gamma); beta_us confirmed with 55+ votes (threshold).
  addCase('cabinet', { name: 'confirm-nelson-labor', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXCONFIRMLABOR-33', 'Sara Nelson confirmed as Secretary of Labor?', 'Politics', z('2033-09-30'), 'SNEL', 'Confirmed by Sep 30', 'nelson-conf', { sources: [SENATE] }),
    B1('Will the Senate confirm Sara Nelson as Labor Secretary by September 30?', 'Politics', z('2033-09-30'), 'nelson-conf'),
    G1('Sara Nelson confirmed as US Labor Secretary by Sept 30, 2033?', z('2033-09-30'), 'nelson-conf'),
    U1('sara-nelson-confirmed-55-votes', 'Nelson Confirmed With 55+ Votes?', 'Politics', z('2033-09-30'), 'nelson-conf55'),
  ] }, ['threshold']);
}
{ // First Cabinet secretary to leave (alpha, beta, gamma); boards overlap, beta's "Other"/"None in 2033" rows stand alone.
  addCase('cabinet', { name: 'cabinet-first-out-2033', events: [
    A('KXCABINETOUT-33', 'First Cabinet member to leave in 2033', 'Politics', z('2033-12-31'), [['ASCH', 'Adam Schiff', 'cab1-schiff'], ['BDEE', 'Brian Deese', 'cab1-deese'],
      ['JCAS', 'Julián Castro', 'cab1-castro'], ['SPOW', 'Samantha Power', 'cab1-power']]),
    B('Which Cabinet member leaves first in 2033?', 'Politics', z('2033-12-31'), [['first-cabinet-member-out-2033-adam-schiff', 'Adam Schiff', 'cab1-schiff'],
      ['first-cabinet-member-out-2033-julian-castro', 'Julian Castro', 'cab1-castro'], ['first-cabinet-member-out-2033-brian-deese', 'Brian Deese', 'cab1-deese'],
      ['first-cabinet-member-out-2033-other', 'Other', 'cab1-other'], ['first-cabinet-member-out-2033-none', 'None in 2033', 'cab1-none']]),
    G('First Shapiro cabinet departure (2033)', z('2033-12-31'), gr(['AG Adam Schiff', 'cab1-schiff'], ['DHS Sec. Julián Castro', 'cab1-castro'])),
  ] });
}
{ // AG Schiff out in 2033 (alpha, beta); gamma by September 30 (deadline).
  addCase('cabinet', { name: 'ag-schiff-out-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSCHIFFOUT-33', 'Adam Schiff out as Attorney General before 2034?', 'Politics', z('2033-12-31'), 'YES', 'Out before 2034', 'schiff-out-2033'),
    B1('Adam Schiff out as AG in 2033?', 'Politics', z('2033-12-31'), 'schiff-out-2033'),
    G1('Will Attorney General Schiff leave office by September 30, 2033?', z('2033-09-30'), 'schiff-out-sep30'),
  ] }, ['deadline']);
}
{ // Treasury Secretary Deese out in 2033 (beta, beta_us).
  addCase('cabinet', { name: 'treasury-deese-out-2033', events: [
    B1('Brian Deese out as Treasury Secretary in 2033?', 'Politics', z('2033-12-31'), 'deese-out-2033'),
    U1('deese-out-treasury-2033', 'Deese Out as Treasury Secretary in 2033?', 'Politics', z('2033-12-31'), 'deese-out-2033'),
  ] });
}
{ // Senate rejects a Cabinet nominee on a floor vote in 2033 (alpha, gamma).
  addCase('cabinet', { name: 'cabinet-nominee-rejected-2033', events: [
    A1('KXCABREJECT-33', 'Senate rejects a Cabinet nominee in 2033?', 'Politics', z('2033-12-31'), 'YES', 'Nominee rejected', 'cabreject-2033', { sources: [SENATE],
      rules: 'Resolves Yes if the Senate votes down a nomination to a Cabinet-level post on the floor in 2033; withdrawn nominations do not count.' }),
    G1('Will the Senate vote down any Shapiro Cabinet nominee in 2033?', z('2033-12-31'), 'cabreject-2033'),
  ] });
}

// ───────────────────────────── EXECUTIVE ORDERS AND VETOES ─────────────────────────────

{ // Executive orders signed in 2033: alpha's rungs (Federal Register), beta's buckets (Federal Register); gamma counts
  // whitehouse.gov (nf). "More than 200" = "201+"; "More than 150" = gamma's "over 150".
  addCase('exec', { name: 'eo-count-2033', fungible: nf('alpha|gamma'), events: [
    A('KXEOCOUNT-33', 'Executive orders signed by Shapiro in 2033', 'Politics', z('2034-01-05'), [['T100', 'More than 100', 'eo-gt100'], ['T150', 'More than 150', 'eo-gt150'], ['T200', 'More than 200', 'eo-gt200']], { sources: [FR] }),
    B('How many executive orders will Shapiro sign in 2033?', 'Politics', z('2033-12-31'), w([['shapiro-executive-orders-2033-100-or-fewer', '100 or fewer', 'eo-le100'],
      ['shapiro-executive-orders-2033-101-150', '101–150', 'eo-101-150'], ['shapiro-executive-orders-2033-151-200', '151–200', 'eo-151-200'], ['shapiro-executive-orders-2033-201-plus', '201+', 'eo-gt200']],
    { src: 'https://www.federalregister.gov/presidential-documents/executive-orders' })),
    G1('Shapiro signs over 150 executive orders in 2033?', z('2034-01-05'), 'eo-gt150', { rules: `Counts executive orders listed on ${WH} dated in 2033.` }),
  ] }, ['source', 'threshold']);
}
{ // Housing emergency executive order by July 31 (alpha, beta); gamma by June 30 (deadline).
  addCase('exec', { name: 'eo-housing-emergency', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEOHOUSING-33JUL31', 'Shapiro declares a national housing emergency by Jul 31?', 'Politics', z('2033-07-31'), 'JUL31', 'By Jul 31', 'eohe-jul31', { sources: [FR] }),
    B1('Will Shapiro sign a housing emergency executive order by July 31?', 'Politics', z('2033-07-31'), 'eohe-jul31'),
    G1('National housing emergency declared by Shapiro before July 2033?', z('2033-06-30'), 'eohe-jun30'),
  ] }, ['deadline']);
}
{ // Shapiro vetoes a bill in 2033 (beta, gamma); alpha asks whether Congress overrides a veto (observation).
  addCase('exec', { name: 'veto-2033', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will Shapiro veto a bill in 2033?', 'Politics', z('2033-12-31'), 'veto-2033'),
    G1('Shapiro issues his first veto in 2033?', z('2033-12-31'), 'veto-2033'),
    A1('KXVETOOVERRIDE-33', 'Congress overrides a Shapiro veto in 2033?', 'Politics', z('2033-12-31'), 'YES', 'Veto overridden', 'override-2033', { sources: [CONGRESS] }),
  ] }, ['observation']);
}

// ───────────────────────────── APPROVAL ─────────────────────────────

{ // RCP approval on July 31: alpha "Above 45.9%" = beta "46.0% or higher"; gamma Silver Bulletin (aggregator);
  // beta_us RCP disapproval (measure).
  addCase('approval', { name: 'approval-rcp-jul31-2033', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A('KXAPRPOTUS-33JUL31', 'Shapiro approval rating on Jul 31, 2033?', 'Politics', z('2033-07-31'), [['T43.9', 'Above 43.9%', 'rcp731-gt43.9'], ['T44.9', 'Above 44.9%', 'rcp731-gt44.9'],
      ['T45.9', 'Above 45.9%', 'rcp731-gt45.9']], { sources: [RCP] }),
    B('Shapiro approval rating on July 31? (RCP)', 'Politics', z('2033-07-31'), w([['shapiro-approval-july-31-rcp-under-44', '<44.0%', 'rcp731-lt44'],
      ['shapiro-approval-july-31-rcp-44-44pt9', '44.0–44.9%', 'rcp731-44-44.9'], ['shapiro-approval-july-31-rcp-45-45pt9', '45.0–45.9%', 'rcp731-45-45.9'],
      ['shapiro-approval-july-31-rcp-46-plus', '46.0% or higher', 'rcp731-gt45.9']], { src: 'https://www.realclearpolling.com/polls/approval/josh-shapiro/approval-rating' })),
    G1('Shapiro approval above 45% on July 31 (Silver Bulletin)?', z('2033-07-31'), 'sb731-gt45', { rules: `Uses the approval figure on ${SB} for July 31, 2033.` }),
    U1('shapiro-disapproval-rcp-july-31-above-50', 'Shapiro Disapproval Above 50% on July 31 (RCP)?', 'Politics', z('2033-07-31'), 'rcp731-dis-gt50'),
  ] }, ['aggregator', 'measure']);
}
{ // Gallup's July poll: alpha "Above 45%" = gamma "46% or higher" (whole percentages).
  addCase('approval', { name: 'approval-gallup-jul-2033', events: [
    A('KXGALLUPAPR-33JUL', 'Shapiro Gallup approval, July 2033', 'Politics', z('2033-08-05'), [['T42', 'Above 42%', 'gal7-gt42'], ['T45', 'Above 45%', 'gal7-gt45']], { sources: [GALLUP] }),
    G1('Gallup July 2033 poll: Shapiro approval 46% or higher?', z('2033-08-05'), 'gal7-gt45'),
  ] });
}
{ // Silver Bulletin approval above 45.0% on September 30 (beta, beta_us, gamma); alpha the October 31 reading (date).
  addCase('approval', { name: 'approval-sb-sep30-2033', groups: [['beta', 'beta_us', 'gamma'], ['alpha']], events: [
    B1('Shapiro approval above 45.0% on September 30? (Silver Bulletin)', 'Politics', z('2033-09-30'), 'sb930-gt45', { mx: { src: SB } }),
    U1('shapiro-approval-silver-bulletin-sep-30-above-45', 'Shapiro Approval Above 45.0% on Sept. 30 (Silver Bulletin)?', 'Politics', z('2033-09-30'), 'sb930-gt45', { src: SB }),
    G1('Silver Bulletin: Shapiro approval > 45.0% on 30 Sep 2033?', z('2033-09-30'), 'sb930-gt45'),
    A1('KXAPRSB-33OCT31', 'Shapiro approval on Oct 31 (Silver Bulletin)?', 'Politics', z('2033-10-31'), 'T45.0', 'Above 45.0%', 'sb1031-gt45', { sources: [`Silver Bulletin ${SB}`] }),
  ] }, ['date']);
}
{ // Economist/YouGov net approval positive in the last poll of August (alpha, beta); gamma approval above 45% (measure).
  addCase('approval', { name: 'approval-yougov-aug-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXYOUGOVNET-33AUG', 'Shapiro net approval positive (Economist/YouGov, last August poll)?', 'Politics', z('2033-09-01'), 'T0', 'Above 0', 'yg8-net-pos', { sources: ['YouGov https://today.yougov.com/topics/politics/trackers/'] }),
    B1('Will Shapiro\'s net approval be positive in the final August Economist/YouGov poll?', 'Politics', z('2033-09-01'), 'yg8-net-pos'),
    G1('Economist/YouGov (last August poll): Shapiro approval above 45%?', z('2033-09-01'), 'yg8-app-gt45'),
  ] }, ['measure']);
}
{ // RCP generic ballot leader on November 1, 2034 (alpha, beta); gamma uses Decision Desk HQ's average (aggregator).
  addCase('approval', { name: 'generic-ballot-nov-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGENBALLOT-34NOV01', 'Generic ballot leader on Nov 1, 2034 (RCP)?', 'Politics', z('2034-11-01'), [['D', 'Democrats', 'gb-rcp-d'], ['R', 'Republicans', 'gb-rcp-r']],
      { sources: ['RealClearPolling https://www.realclearpolling.com/polls/state-of-the-union/generic-congressional-vote'] }),
    B('Generic ballot leader on November 1? (RCP)', 'Politics', z('2034-11-01'), [['generic-ballot-leader-nov-1-2034-democrats', 'Democrats', 'gb-rcp-d'], ['generic-ballot-leader-nov-1-2034-republicans', 'Republicans', 'gb-rcp-r']]),
    G1('Democrats lead the DDHQ generic ballot average on Nov 1, 2034?', z('2034-11-01'), 'gb-ddhq-d'),
  ] }, ['aggregator']);
}
{ // Rasmussen daily approval at or above 50% on September 1 — beta_us only.
  addCase('approval', { name: 'approval-rasmussen-sep-2033', events: [
    U1('shapiro-rasmussen-approval-50-sep-1', 'Shapiro at 50%+ in Rasmussen Daily Tracking on Sept. 1?', 'Politics', z('2033-09-01'), 'ras91-ge50'),
  ] });
}

// ───────────────────────────── IMPEACHMENT ─────────────────────────────

{ // Shapiro impeached before 2035 (alpha, beta: by Dec 31, 2034); gamma impeached in 2033 (period).
  addCase('impeach', { name: 'impeach-shapiro', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXIMPEACH-34', 'Will Shapiro be impeached before 2035?', 'Politics', z('2034-12-31'), 'YES', 'Impeached before 2035', 'imp-by2034', { sources: [CONGRESS] }),
    B1('Shapiro impeached by December 31, 2034?', 'Politics', z('2034-12-31'), 'imp-by2034'),
    G1('Will the House impeach President Shapiro in 2033?', z('2033-12-31'), 'imp-2033'),
  ] }, ['period']);
}
{ // The House impeaches a Cabinet member in 2033 (beta, beta_us).
  addCase('impeach', { name: 'impeach-cabinet-2033', events: [
    B1('Will the House impeach a Cabinet member in 2033?', 'Politics', z('2033-12-31'), 'impcab-2033'),
    U1('house-impeaches-cabinet-secretary-2033', 'Cabinet Secretary Impeached in 2033?', 'Politics', z('2033-12-31'), 'impcab-2033'),
  ] });
}
{ // Articles of impeachment against Shapiro introduced by September 30 (beta, gamma).
  addCase('impeach', { name: 'impeach-articles-sep-2033', events: [
    B1('Articles of impeachment filed against Shapiro by September 30?', 'Politics', z('2033-09-30'), 'impart-sep30', { mx: { rules: 'Resolves Yes if any member introduces articles of impeachment against President Shapiro in the House by September 30, 2033.' } }),
    G1('Impeachment articles against Shapiro introduced in the House by 30 Sep 2033?', z('2033-09-30'), 'impart-sep30'),
  ] });
}

// ───────────────────────────── 2036 FUTURES ─────────────────────────────

{ // Republican nominee 2036 (four venues): boards overlap; beta_us lists Vance only.
  addCase('pres2036', { name: 'rnom-2036', events: [
    A('KXPRESNOMR-36', 'Republican nominee for President in 2036', 'Politics', z('2036-08-31'), [['JVAN', 'J.D. Vance', 'rnom-vance'], ['MRUB', 'Marco Rubio', 'rnom-rubio'], ['RDES', 'Ron DeSantis', 'rnom-desantis'],
      ['GYOU', 'Glenn Youngkin', 'rnom-youngkin'], ['DTJR', 'Donald Trump Jr.', 'rnom-trumpjr']]),
    B('Republican Presidential Nominee 2036', 'Politics', z('2036-08-31'), [['republican-presidential-nominee-2036-jd-vance', 'JD Vance', 'rnom-vance'], ['republican-presidential-nominee-2036-marco-rubio', 'Marco Rubio', 'rnom-rubio'],
      ['republican-presidential-nominee-2036-ron-desantis', 'Ron DeSantis', 'rnom-desantis'], ['republican-presidential-nominee-2036-vivek-ramaswamy', 'Vivek Ramaswamy', 'rnom-ramaswamy'],
      ['republican-presidential-nominee-2036-glenn-youngkin', 'Glenn Youngkin', 'rnom-youngkin']]),
    U('republican-nominee-2036', 'GOP Nominee 2036', 'Politics', z('2036-08-31'), [['gop-nominee-2036-jd-vance', 'JD Vance', 'rnom-vance']]),
    G('2036 Republican presidential nomination', z('2036-08-31'), gr(['Vance', 'rnom-vance'], ['Rubio', 'rnom-rubio'], ['Trump Jr.', 'rnom-trumpjr'])),
  ] });
}
{ // Democratic nominee 2036 (alpha, beta, gamma): the incumbent's re-nomination and challengers.
  addCase('pres2036', { name: 'dnom-2036', events: [
    A('KXPRESNOMD-36', 'Democratic nominee for President in 2036', 'Politics', z('2036-08-31'), [['JSHA', 'Josh Shapiro', 'dnom-shapiro'], ['ABES', 'Andy Beshear', 'dnom-beshear'],
      ['AOCA', 'Alexandria Ocasio-Cortez', 'dnom-aoc'], ['GNEW', 'Gavin Newsom', 'dnom-newsom']]),
    B('Democratic Presidential Nominee 2036', 'Politics', z('2036-08-31'), [['democratic-presidential-nominee-2036-josh-shapiro', 'Josh Shapiro', 'dnom-shapiro'],
      ['democratic-presidential-nominee-2036-alexandria-ocasio-cortez', 'Alexandria Ocasio-Cortez', 'dnom-aoc'], ['democratic-presidential-nominee-2036-andy-beshear', 'Andy Beshear', 'dnom-beshear']]),
    G('2036 Democratic nominee', z('2036-08-31'), gr(['Shapiro', 'dnom-shapiro'], ['AOC', 'dnom-aoc'], ['Newsom', 'dnom-newsom'])),
  ] });
}
{ // Party that wins the 2036 presidency (alpha, beta); gamma asks whether Shapiro wins re-election (person).
  addCase('pres2036', { name: 'pres-party-2036', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPRESPARTY-36', 'Which party wins the 2036 presidential election?', 'Politics', z('2036-11-30'), [['D', 'Democratic party', 'pp36-d'], ['R', 'Republican party', 'pp36-r']]),
    B('Which party wins the 2036 US Presidential Election?', 'Politics', z('2036-11-04'), [['which-party-wins-2036-us-presidential-election-democratic', 'Democratic', 'pp36-d'],
      ['which-party-wins-2036-us-presidential-election-republican', 'Republican', 'pp36-r']]),
    G1('Will Josh Shapiro be re-elected President in 2036?', z('2036-11-30'), 'shapiro-wins-2036'),
  ] }, ['person']);
}
{ // Vance announces a 2036 run before 2035 (beta, gamma); alpha by June 30, 2034 (deadline).
  addCase('pres2036', { name: 'vance-announce-2036', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will JD Vance announce a 2036 presidential run before 2035?', 'Politics', z('2034-12-31'), 'vance-ann-2034'),
    G1('JD Vance declares for 2036 by end of 2034?', z('2034-12-31'), 'vance-ann-2034'),
    A1('KXVANCE36-34JUN30', 'Vance announces 2036 run by Jun 30, 2034?', 'Politics', z('2034-06-30'), 'JUN30', 'Announces by Jun 30', 'vance-ann-jun34'),
  ] }, ['deadline']);
}
{ // Ocasio-Cortez runs for president in 2036 — beta_us only.
  addCase('pres2036', { name: 'aoc-runs-2036', events: [
    U1('aoc-announces-2036-presidential-run', 'Will AOC Run for President in 2036?', 'Politics', z('2035-12-31'), 'aoc-runs-2036'),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout50-set.json', import.meta.url));
