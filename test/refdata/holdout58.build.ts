// Fifty-eighth independent refdata holdout: writes test/refdata/holdout58-set.json (politics and policy worldwide as the
// venues listed it in July 2034: the US midterms of 7 November 2034 (chamber control, seat ladders, key Senate, governor
// and House races, ballot measures), Congress (FY2035 appropriations and the 1 October shutdown deadline, named bills),
// the Supreme Court's end-of-term decisions and a retirement watch, cabinet changes, presidential approval from named
// pollsters and aggregators, the 2036 nomination futures; and abroad: Brazil, Sweden, Japan, Austria, Quebec, Taiwan,
// the UK and Australia's elections, Belgian coalition talks, French and Spanish confidence votes, a Swiss referendum, the
// new European Commission, ceasefires, summits, sanctions, trade deals and tariffs).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout58.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout47.build.ts (its header: the general labelling rules below
// are adopted from it verbatim), some of its first cases (lines 80–260, for the shape of a case only: none of its wording
// was reused) and its last 10 lines (how the JSON is written out). Nothing under services/refdata/** or
// packages/domain/** was opened, nor any other set, build file or test in test/refdata/, nor git history or other
// branches. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
// All people, bills and court cases of 2034 named here are invented for the set.
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
// - An election is one event per office, place and round: the House and the Senate, a state's Senate seat and its
//   governorship, two districts, a primary and the general election, Brazil's first round (1º turno) and the final
//   result, a mayoralty and its neighbour city are different events. "Which party wins" and "does the party's nominee
//   win" are one outcome once the primary has settled who the nominee is (every such race here is past its primary);
//   by-party and by-candidate rows are matched that way. Control of a chamber counts the Vice President's tie-break.
// - Counting rules make different events: seats held after the election vs seats won among those up this cycle; a
//   majority of the whole chamber vs of the seats contested (Japan's House of Councillors); most seats vs a majority;
//   a Swiss initiative accepted (people AND cantons) vs a Yes majority of the popular vote; Alaska's ranked-choice winner
//   vs the first-choice leader; a party's result alone vs its coalition's. Winner vs margin, vote vs seats, the popular
//   vote vs a poll average are different measures. Seat ladders are one event per chamber and party-count: "at least
//   52" and "above 51.5" are one outcome; "230 or more" and "above 230.5" are not.
// - A race resolved on the certified result and the same race resolved on the AP/network call are one event with the
//   outcomes matched, nf on that pair (the settlement source and timing differ materially). Approval: RealClearPolling,
//   Silver Bulletin and Gallup are different statistics; approval and net approval are different measures; a month's
//   Gallup reading and the next month's are different periods.
// - Congress, courts and cabinet: a bill passing one chamber, passing Congress and being signed into law are different
//   observations; a government shutdown "by Oct 1" (a lapse at 12:01 AM on 1 October counts) and "in 2034" are different
//   deadlines. A Supreme Court case's winner and its vote split are different measures; "rules for the petitioner" and
//   "upholds the law the petitioner challenged" are complements. A justice announcing retirement, and a vacancy arising
//   by any cause, are different observations; one official's exit by a date and "which cabinet member leaves next" are
//   different events.
// - Abroad: the next head of government, the largest party and a party's majority are different events; an election
//   "called" and "held" are different observations; a no-confidence motion passing and a prime minister leaving office
//   for any reason are different observations; a treaty or trade deal signed and entering into force are different
//   observations; a tariff "in effect on" a date and "raised by" a date are different observations; a blockade and an
//   invasion, a meeting anywhere and a visit to a country, a nuclear test and a missile launch are different events.
// Ids: beta event ids 660001+, gamma ids 60001+, alpha tickers dated 2034; all closes after 2026-11-23.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'chambers' | 'senate' | 'governor' | 'house' | 'ballot' | 'congress' | 'scotus' | 'cabinet' | 'approval' | 'nom2036'
  | 'elections_abroad' | 'governments_abroad' | 'eu' | 'war' | 'trade';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'office' | 'round' | 'observation'
  | 'person' | 'counting' | 'party' | 'item';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(660000, 60000);

const ED1 = '2034-11-08'; // the day after the US general election of 7 November 2034
const AP = 'Associated Press https://apnews.com/hub/election-results';
const CERT = 'certified results of the state election authority';
const RCP = 'RealClearPolling https://www.realclearpolling.com/polls/approval/daniel-reyes/approval-rating';
const SB = 'Silver Bulletin https://www.natesilver.net/p/reyes-approval-rating';
const GALLUP = 'Gallup https://news.gallup.com/poll/presidential-job-approval.aspx';
const CONGRESS = 'Congress.gov https://www.congress.gov';
const SCOTUS = 'Supreme Court of the United States https://www.supremecourt.gov/opinions/slipopinion/33';
/** Alpha's race rules: party of the winner per the certified result. */
const raceRules = (party: string, race: string): string =>
  `If the ${party} candidate is certified as the winner of the ${race} general election held on November 7, 2034, then the market resolves to Yes.`;
const callRules = (race: string): string =>
  `This market resolves according to the party of the candidate projected the winner of the ${race} on November 7, 2034 by the Associated Press, Fox News and NBC News. If the projections disagree, it resolves after certification.`;

// ───────────────────────────── US MIDTERMS: CHAMBERS ─────────────────────────────

{ // House control (all four venues).
  addCase('chambers', { name: 'us-house-control-2034', events: [
    A('CONTROLH-2034', 'Which party will win the House?', 'Elections', z(ED1, '15:00'), [['D', 'Democratic party', 'house-d'], ['R', 'Republican party', 'house-r']]),
    B('Which party will win the House in 2034?', 'Politics', z(ED1, '05:00'), [['house-2034-democratic', 'Democratic', 'house-d'], ['house-2034-republican', 'Republican', 'house-r']]),
    U('which-party-wins-the-house-2034', 'House Control 2034', 'Politics', z(ED1, '05:00'), [['which-party-wins-the-house-2034-dem', 'Democrats', 'house-d'], ['which-party-wins-the-house-2034-gop', 'Republicans', 'house-r']]),
    G('2034 US Midterms: Who controls the House of Representatives?', z('2035-01-03', '17:00'), gr(['Democrats', 'house-d'], ['Republicans', 'house-r'])),
  ] });
}
{ // Senate control (tie-break counted): alpha/beta both parties; gamma YES = Democrats flip; beta_us's one market has Republicans as its first (YES) outcome (inverted).
  addCase('chambers', { name: 'us-senate-control-2034', events: [
    A('CONTROLS-2034', 'Which party will win the Senate?', 'Elections', z(ED1, '15:00'), [['D', 'Democratic party', 'senate-d'], ['R', 'Republican party', 'senate-r']]),
    B('Which party will win the Senate in 2034?', 'Politics', z(ED1, '05:00'), [['senate-2034-democratic', 'Democratic', 'senate-d'], ['senate-2034-republican', 'Republican', 'senate-r']]),
    U('senate-control-2034', 'Senate Control 2034: Republicans vs. Democrats', 'Politics', z(ED1, '05:00'), [['senate-control-2034-gop-keep', '', 'senate-r', { outcomes: yn('Republicans', 'Democrats') }]]),
    G1('Will Democrats flip the US Senate in November 2034?', z('2035-01-03', '17:00'), 'senate-d', { rules: 'YES if Democrats (with independents caucusing with them and the Vice President\'s tie-breaking vote) hold a majority of the Senate when the 124th Congress convenes.' }),
  ] }, ['inverted']);
}
{ // Balance of power: four buckets on alpha/beta/gamma; beta_us lists only the Democratic sweep.
  addCase('chambers', { name: 'us-balance-of-power-2034', events: [
    A('KXBALANCEPOWER-34', 'Balance of power after the 2034 midterms', 'Elections', z(ED1, '15:00'), [['DD', 'D House, D Senate', 'bop-dh-ds'], ['DR', 'D House, R Senate', 'bop-dh-rs'],
      ['RD', 'R House, D Senate', 'bop-rh-ds'], ['RR', 'R House, R Senate', 'bop-rh-rs']]),
    B('Balance of Power: 2034 Midterms', 'Politics', z(ED1, '05:00'), [['balance-2034-d-house-d-senate', 'Democratic sweep', 'bop-dh-ds'], ['balance-2034-d-house-r-senate', 'D House, R Senate', 'bop-dh-rs'],
      ['balance-2034-r-house-d-senate', 'R House, D Senate', 'bop-rh-ds'], ['balance-2034-r-house-r-senate', 'Republican sweep', 'bop-rh-rs']]),
    U('balance-of-power-2034', 'Democrats win both chambers in 2034?', 'Politics', z(ED1, '05:00'), [['balance-of-power-2034-dem-sweep', 'Yes', 'bop-dh-ds']]),
    G('Congress after the midterms: which party controls each chamber?', z('2035-01-03', '17:00'), gr(['Dem House + Dem Senate', 'bop-dh-ds'], ['Dem House + GOP Senate', 'bop-dh-rs'],
      ['GOP House + Dem Senate', 'bop-rh-ds'], ['GOP House + GOP Senate', 'bop-rh-rs'])),
  ] });
}
{ // Republican Senate seats AFTER the election (alpha ladder, gamma buckets, beta_us rung); beta counts seats WON in 2034 (measure).
  addCase('chambers', { name: 'us-senate-seats-gop-2034', groups: [['alpha', 'gamma', 'beta_us'], ['beta']], events: [
    A('KXSENATESEATSR-34', 'Republican Senate seats after 2034', 'Elections', z('2035-01-03', '17:00'), [['T49', 'Above 49.5', 'rs-50+'], ['T51', 'Above 51.5', 'rs-52+'], ['T53', 'Above 53.5', 'rs-54+']]),
    G('GOP seat count in the Senate after the 2034 midterms', z('2035-01-03', '17:00'), gr(['49 or fewer', 'rs-le49'], ['50-51', 'rs-50-51'], ['52-53', 'rs-52-53'], ['54 or more', 'rs-54+'])),
    U('gop-senate-seats-2034', 'Republicans hold 52+ Senate seats after the midterms?', 'Politics', z('2035-01-03', '17:00'), [['gop-senate-seats-2034-52-plus', 'At least 52', 'rs-52+']]),
    B('How many Senate seats will Republicans win in 2034?', 'Politics', z(ED1, '05:00'), [['gop-senate-seats-won-2034-12-or-fewer', '12 or fewer', 'rwon-le12'], ['gop-senate-seats-won-2034-13-15', '13-15', 'rwon-13-15'],
      ['gop-senate-seats-won-2034-16-plus', '16+', 'rwon-16+']]),
  ] }, ['measure']);
}
{ // Democratic House seats: "230 or more" (beta) is not "above 230.5" (alpha); gamma "241+" = alpha "above 240.5".
  addCase('chambers', { name: 'us-house-seats-dem-2034', events: [
    A('KXHOUSESEATSD-34', 'Democratic House seats', 'Elections', z('2035-01-03', '17:00'), [['T220', 'Above 220.5', 'dh-221+'], ['T230', 'Above 230.5', 'dh-231+'], ['T240', 'Above 240.5', 'dh-241+']]),
    B('Democrats win 230+ House seats?', 'Politics', z('2034-12-15', '17:00'), [['democrats-win-230-house-seats-2034', 'Yes', 'dh-230+']]),
    U('dem-house-seats-2034', 'Democratic House seats — over 220.5?', 'Politics', z('2034-12-15', '17:00'), [['dem-house-seats-2034-o220pt5', 'Over 220.5', 'dh-221+']]),
    G('How many House seats will Democrats hold in the 124th Congress?', z('2035-01-03', '17:00'), gr(['220 or fewer', 'dh-le220'], ['221–230', 'dh-221-230'], ['231–240', 'dh-231-240'], ['241+', 'dh-241+'])),
  ] }, ['threshold']);
}
{ // House popular vote winner (alpha, beta); gamma asks about the nationwide Senate popular vote (another chamber's vote).
  addCase('chambers', { name: 'us-house-popular-vote-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHOUSEPOPVOTE-34', 'House popular vote winner', 'Elections', z('2034-12-31', '17:00'), [['D', 'Democratic party', 'hpv-d'], ['R', 'Republican party', 'hpv-r']]),
    B('Which party will win the 2034 House popular vote?', 'Politics', z('2034-12-31', '17:00'), [['house-popular-vote-2034-democrats', 'Democrats', 'hpv-d'], ['house-popular-vote-2034-republicans', 'Republicans', 'hpv-r']]),
    G1('Democrats win the nationwide Senate popular vote in 2034?', z('2034-12-31', '17:00'), 'spv-d-2034'),
  ] }, ['office']);
}
{ // Senate seats changing party in 2034: alpha "above 3.5" = gamma "4+" (alpha, gamma).
  addCase('chambers', { name: 'us-senate-flips-2034', events: [
    A('KXSENATEFLIPS-34', 'Senate seats flipped in 2034', 'Elections', z('2034-12-20', '17:00'), [['T1', 'Above 1.5', 'sflip-2+'], ['T3', 'Above 3.5', 'sflip-4+']]),
    G('How many Senate seats flip parties in the 2034 midterms?', z('2034-12-20', '17:00'), gr(['0–1', 'sflip-0-1'], ['2–3', 'sflip-2-3'], ['4+', 'sflip-4+'])),
  ] });
}

// ───────────────────────────── US SENATE RACES ─────────────────────────────

{ // Georgia Senate: Bell (D, nominee since the May primary) vs Tillman (R). Alpha settles on certification, beta on the AP call (nf).
  addCase('senate', { name: 'ga-senate-2034', events: [
    A('SENATEGA-34', 'Georgia Senate race', 'Elections', z('2034-12-01', '17:00'), [['D', 'Democratic party', 'gasen-d', { rules: raceRules('Democratic', 'Georgia U.S. Senate') }],
      ['R', 'Republican party', 'gasen-r', { rules: raceRules('Republican', 'Georgia U.S. Senate') }]], { sources: [`Georgia Secretary of State https://sos.ga.gov`] }),
    B('Georgia Senate Election Winner', 'Politics', z(ED1, '05:00'), w([['georgia-senate-2034-democrat', 'Democrat', 'gasen-d'], ['georgia-senate-2034-republican', 'Republican', 'gasen-r']], { src: AP, rules: callRules('Georgia U.S. Senate race') })),
    U('ga-sen-2034', 'Will Marcus Bell win the Georgia Senate race?', 'Politics', z(ED1, '05:00'), [['ga-sen-2034-bell', 'Marcus Bell', 'gasen-d', { src: AP }]]),
    G('Georgia Senate 2034: Bell (D) vs Tillman (R)', z('2034-12-01', '17:00'), gr(['Marcus Bell', 'gasen-d'], ['Wade Tillman', 'gasen-r'])),
  ], fungible: nf('alpha|beta', 'alpha|beta_us') }, ['source']);
}
{ // Pennsylvania Senate: beta YES = Democrats hold; gamma YES = Republicans flip (inverted).
  addCase('senate', { name: 'pa-senate-2034', events: [
    A('SENATEPA-34', 'Pennsylvania Senate race', 'Elections', z('2034-12-01', '17:00'), [['D', 'Democratic party', 'pasen-d'], ['R', 'Republican party', 'pasen-r']]),
    B1('Will Democrats hold the Pennsylvania Senate seat?', 'Politics', z(ED1, '05:00'), 'pasen-d'),
    G1('Will Republicans flip Pennsylvania\'s Senate seat (Kowalski vs Mercer)?', z('2034-12-01', '17:00'), 'pasen-r'),
  ] }, ['inverted']);
}
{ // Arizona Senate (alpha, beta, beta_us); gamma lists the Arizona governor's race (office).
  addCase('senate', { name: 'az-senate-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('SENATEAZ-34', 'Arizona Senate race', 'Elections', z('2034-12-05', '17:00'), [['D', 'Democratic party', 'azsen-d'], ['R', 'Republican party', 'azsen-r']]),
    B('Arizona Senate Election Winner', 'Politics', z(ED1, '05:00'), [['arizona-senate-2034-democrat', 'Democrat', 'azsen-d'], ['arizona-senate-2034-republican', 'Republican', 'azsen-r']]),
    U('az-sen-2034', 'Arizona Senate: Cruz vs. Hollis', 'Politics', z(ED1, '05:00'), [['az-sen-2034-cruz', 'Raymond Cruz', 'azsen-d'], ['az-sen-2034-hollis', 'Kari Hollis', 'azsen-r']]),
    G('Arizona 2034: who wins the governorship?', z('2034-12-05', '17:00'), gr(['Democrat', 'azgov-d'], ['Republican', 'azgov-r'])),
  ] }, ['office']);
}
{ // Wisconsin Senate (alpha, beta, beta_us).
  addCase('senate', { name: 'wi-senate-2034', events: [
    A('SENATEWI-34', 'Wisconsin Senate race', 'Elections', z('2034-12-01', '17:00'), [['D', 'Democratic party', 'wisen-d'], ['R', 'Republican party', 'wisen-r']]),
    B('Wisconsin Senate Election Winner', 'Politics', z(ED1, '05:00'), [['wisconsin-senate-2034-democrat', 'Democrat', 'wisen-d'], ['wisconsin-senate-2034-republican', 'Republican', 'wisen-r']]),
    U('wi-sen-2034', 'Wisconsin Senate 2034', 'Politics', z(ED1, '05:00'), [['wi-sen-2034-dem', 'Democrat', 'wisen-d'], ['wi-sen-2034-gop', 'Republican', 'wisen-r']]),
  ] });
}
{ // Ohio Senate winner (alpha, gamma); beta lists the Republican's margin ladder (measure).
  addCase('senate', { name: 'oh-senate-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('SENATEOH-34', 'Ohio Senate race', 'Elections', z('2034-12-01', '17:00'), [['D', 'Democratic party', 'ohsen-d'], ['R', 'Republican party', 'ohsen-r']]),
    G('Ohio Senate race 2034 — winning party', z('2034-12-01', '17:00'), gr(['Republicans', 'ohsen-r'], ['Democrats', 'ohsen-d'])),
    B('Ohio Senate: Republican margin of victory', 'Politics', z(ED1, '05:00'), [['ohio-senate-2034-r-margin-5', 'R+5 or more', 'ohsen-rm5'], ['ohio-senate-2034-r-margin-10', 'R+10 or more', 'ohsen-rm10']]),
  ] }, ['measure']);
}
{ // New Hampshire Senate general (beta, gamma); alpha lists the 12 September Democratic primary (round).
  addCase('senate', { name: 'nh-senate-2034', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('New Hampshire Senate Election Winner', 'Politics', z(ED1, '05:00'), [['new-hampshire-senate-2034-democrat', 'Democrat', 'nhsen-d'], ['new-hampshire-senate-2034-republican', 'Republican', 'nhsen-r']]),
    G1('NH Senate: will the Democrats hold the open seat?', z('2034-12-01', '17:00'), 'nhsen-d'),
    A('KXSENATENHDPRIMARY-34', 'New Hampshire Democratic Senate primary', 'Elections', z('2034-09-13', '15:00'), [['HALE', 'Owen Hale', 'nhdp-hale'], ['DUNN', 'Maggie Dunn', 'nhdp-dunn']]),
  ] }, ['round']);
}
{ // Alaska Senate, ranked-choice final (alpha, beta); gamma asks who leads first-choice votes (counting).
  addCase('senate', { name: 'ak-senate-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('SENATEAK-34', 'Alaska Senate race', 'Elections', z('2034-12-01', '17:00'), [['TANA', 'Lisa Tanaka', 'aksen-tanaka'], ['KENA', 'Eli Kenai', 'aksen-kenai'], ['SUTT', 'Mary Sutter', 'aksen-sutter']]),
    B('Alaska Senate Election Winner', 'Politics', z(ED1, '05:00'), [['alaska-senate-2034-tanaka', 'Lisa Tanaka (R)', 'aksen-tanaka'], ['alaska-senate-2034-kenai', 'Eli Kenai (I)', 'aksen-kenai'],
      ['alaska-senate-2034-sutter', 'Mary Sutter (D)', 'aksen-sutter']]),
    G('Alaska Senate: who leads the first-choice count?', z('2034-11-25', '17:00'), gr(['Lisa Tanaka', 'akfc-tanaka'], ['Eli Kenai', 'akfc-kenai'], ['Mary Sutter', 'akfc-sutter'])),
  ] }, ['counting']);
}
{ // Iowa Senate, open seat (all four).
  addCase('senate', { name: 'ia-senate-2034', events: [
    A('SENATEIA-34', 'Iowa Senate race', 'Elections', z('2034-12-01', '17:00'), [['D', 'Democratic party', 'iasen-d'], ['R', 'Republican party', 'iasen-r']]),
    B('Iowa Senate Election Winner', 'Politics', z(ED1, '05:00'), [['iowa-senate-2034-democrat', 'Democrat', 'iasen-d'], ['iowa-senate-2034-republican', 'Republican', 'iasen-r']]),
    U('ia-sen-2034', 'Iowa Senate 2034', 'Politics', z(ED1, '05:00'), [['ia-sen-2034-gop', 'Republican', 'iasen-r']]),
    G('Iowa US Senate (open seat) — party of the winner', z('2034-12-01', '17:00'), gr(['Republican', 'iasen-r'], ['Democratic', 'iasen-d'])),
  ] });
}
{ // Nevada Senate winner (alpha, gamma); beta_us asks whether the AP calls it by Nov 10 (observation).
  addCase('senate', { name: 'nv-senate-2034', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A('SENATENV-34', 'Nevada Senate race', 'Elections', z('2034-12-05', '17:00'), [['D', 'Democratic party', 'nvsen-d'], ['R', 'Republican party', 'nvsen-r']]),
    G('Nevada Senate 2034 winner (party)', z('2034-12-05', '17:00'), gr(['Dem', 'nvsen-d'], ['GOP', 'nvsen-r'])),
    U1('nv-sen-2034-called-by-nov-10', 'Nevada Senate race called by November 10?', 'Politics', z('2034-11-10', '23:59'), 'nvsen-called-1110', { src: AP }),
  ] }, ['observation']);
}

// ───────────────────────────── GOVERNORS ─────────────────────────────

{ // Georgia governor (alpha, beta, gamma).
  addCase('governor', { name: 'ga-governor-2034', events: [
    A('GOVPARTYGA-34', 'Georgia Governor race', 'Elections', z('2034-12-01', '17:00'), [['D', 'Democratic party', 'gagov-d'], ['R', 'Republican party', 'gagov-r']]),
    B('Georgia Governor Election Winner', 'Politics', z(ED1, '05:00'), [['georgia-governor-2034-democrat', 'Democrat', 'gagov-d'], ['georgia-governor-2034-republican', 'Republican', 'gagov-r']]),
    G('Who will be elected Governor of Georgia in 2034?', z('2034-12-01', '17:00'), gr(['Democratic nominee', 'gagov-d'], ['Republican nominee', 'gagov-r'])),
  ] });
}
{ // Pennsylvania governor (all four).
  addCase('governor', { name: 'pa-governor-2034', events: [
    A('GOVPARTYPA-34', 'Pennsylvania Governor race', 'Elections', z('2034-12-01', '17:00'), [['D', 'Democratic party', 'pagov-d'], ['R', 'Republican party', 'pagov-r']]),
    B('Pennsylvania Governor Election Winner', 'Politics', z(ED1, '05:00'), [['pennsylvania-governor-2034-democrat', 'Democrat', 'pagov-d'], ['pennsylvania-governor-2034-republican', 'Republican', 'pagov-r']]),
    U('pa-gov-2034', 'Pennsylvania Governor 2034', 'Politics', z(ED1, '05:00'), [['pa-gov-2034-dem', 'Democrat', 'pagov-d'], ['pa-gov-2034-gop', 'Republican', 'pagov-r']]),
    G1('PA governor: Republicans win back Harrisburg in 2034?', z('2034-12-01', '17:00'), 'pagov-r'),
  ] });
}
{ // Michigan governor (alpha, beta); beta_us lists Michigan's Secretary of State race (office).
  addCase('governor', { name: 'mi-governor-2034', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('GOVPARTYMI-34', 'Michigan Governor race', 'Elections', z('2034-12-01', '17:00'), [['D', 'Democratic party', 'migov-d'], ['R', 'Republican party', 'migov-r']]),
    B('Michigan Governor Election Winner', 'Politics', z(ED1, '05:00'), [['michigan-governor-2034-democrat', 'Democrat', 'migov-d'], ['michigan-governor-2034-republican', 'Republican', 'migov-r']]),
    U('mi-sos-2034', 'Michigan Secretary of State 2034', 'Politics', z(ED1, '05:00'), [['mi-sos-2034-dem', 'Democrat', 'misos-d'], ['mi-sos-2034-gop', 'Republican', 'misos-r']]),
  ] }, ['office']);
}
{ // New York governor winner (alpha, beta); gamma asks whether the Democrat wins by 10+ points (measure).
  addCase('governor', { name: 'ny-governor-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('GOVPARTYNY-34', 'New York Governor race', 'Elections', z('2034-12-15', '17:00'), [['D', 'Democratic party', 'nygov-d'], ['R', 'Republican party', 'nygov-r']]),
    B('New York Governor Election Winner', 'Politics', z(ED1, '05:00'), [['new-york-governor-2034-democrat', 'Democrat', 'nygov-d'], ['new-york-governor-2034-republican', 'Republican', 'nygov-r']]),
    G1('NY Governor 2034: Democrat wins by 10 points or more?', z('2034-12-15', '17:00'), 'nygov-dm10'),
  ] }, ['measure']);
}
{ // California governor, a top-two race between two Democrats: by candidate (alpha, beta, beta_us).
  addCase('governor', { name: 'ca-governor-2034', events: [
    A('KXGOVCA-34', 'California Governor race', 'Elections', z('2034-12-12', '17:00'), [['RUIZ', 'Ana Ruiz', 'cagov-ruiz'], ['LOH', 'Kevin Loh', 'cagov-loh']]),
    B('California Governor Election Winner', 'Politics', z(ED1, '08:00'), [['california-governor-2034-ana-ruiz', 'Ana Ruiz', 'cagov-ruiz'], ['california-governor-2034-kevin-loh', 'Kevin Loh', 'cagov-loh']]),
    U('ca-gov-2034', 'Ruiz vs. Loh: California Governor', 'Politics', z(ED1, '08:00'), [['ca-gov-2034-ruiz', 'Ana Ruiz', 'cagov-ruiz'], ['ca-gov-2034-loh', 'Kevin Loh', 'cagov-loh']]),
  ] });
}
{ // Florida governor (alpha, gamma).
  addCase('governor', { name: 'fl-governor-2034', events: [
    A('GOVPARTYFL-34', 'Florida Governor race', 'Elections', z('2034-12-01', '17:00'), [['D', 'Democratic party', 'flgov-d'], ['R', 'Republican party', 'flgov-r']]),
    G('Florida gubernatorial election 2034', z('2034-12-01', '17:00'), gr(['Republican', 'flgov-r'], ['Democratic', 'flgov-d'])),
  ] });
}
{ // Texas governor (alpha, beta, beta_us); gamma lists the lieutenant governor's race (office).
  addCase('governor', { name: 'tx-governor-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('GOVPARTYTX-34', 'Texas Governor race', 'Elections', z('2034-12-01', '17:00'), [['D', 'Democratic party', 'txgov-d'], ['R', 'Republican party', 'txgov-r']]),
    B('Texas Governor Election Winner', 'Politics', z(ED1, '05:00'), [['texas-governor-2034-democrat', 'Democrat', 'txgov-d'], ['texas-governor-2034-republican', 'Republican', 'txgov-r']]),
    U('tx-gov-2034', 'Will a Democrat win the Texas governorship?', 'Politics', z(ED1, '05:00'), [['tx-gov-2034-dem', 'Yes', 'txgov-d']]),
    G('Texas Lieutenant Governor 2034 — winning party', z('2034-12-01', '17:00'), gr(['Republican', 'txltgov-r'], ['Democratic', 'txltgov-d'])),
  ] }, ['office']);
}
{ // Democratic governors after the 2034 elections: beta's "majority of governorships" = 26+ = alpha "at least 26".
  addCase('governor', { name: 'us-governors-dem-count-2034', events: [
    A('KXGOVCOUNTD-34', 'Democratic governors after 2034', 'Elections', z('2034-12-31', '17:00'), [['24', 'At least 24', 'dgov-24+'], ['26', 'At least 26', 'dgov-26+'], ['28', 'At least 28', 'dgov-28+']]),
    B1('Will Democrats hold a majority of governorships after the 2034 elections?', 'Politics', z('2034-12-31', '17:00'), 'dgov-26+'),
  ] });
}

// ───────────────────────────── HOUSE DISTRICTS ─────────────────────────────

{ // PA-07 (alpha, beta, gamma).
  addCase('house', { name: 'pa07-2034', events: [
    A('HOUSEPA7-34', 'PA-7 House race', 'Elections', z('2034-12-01', '17:00'), [['D', 'Democratic party', 'pa07-d'], ['R', 'Republican party', 'pa07-r']]),
    B('PA-07 House Election Winner', 'Politics', z(ED1, '05:00'), [['pa-07-house-2034-democrat', 'Democrat', 'pa07-d'], ['pa-07-house-2034-republican', 'Republican', 'pa07-r']]),
    G('Pennsylvania 7th District (Lehigh Valley): who wins?', z('2034-12-01', '17:00'), gr(['Democrat', 'pa07-d'], ['Republican', 'pa07-r'])),
  ] });
}
{ // NY-17 (alpha, beta, beta_us); gamma lists NY-19 (place).
  addCase('house', { name: 'ny17-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('HOUSENY17-34', 'NY-17 House race', 'Elections', z('2034-12-10', '17:00'), [['D', 'Democratic party', 'ny17-d'], ['R', 'Republican party', 'ny17-r']]),
    B('NY-17 House Election Winner', 'Politics', z(ED1, '05:00'), [['ny-17-house-2034-democrat', 'Democrat', 'ny17-d'], ['ny-17-house-2034-republican', 'Republican', 'ny17-r']]),
    U('ny-17-2034', 'New York\'s 17th District', 'Politics', z(ED1, '05:00'), [['ny-17-2034-dem', 'Democrat', 'ny17-d'], ['ny-17-2034-gop', 'Republican', 'ny17-r']]),
    G('New York 19th District 2034 — winning party', z('2034-12-10', '17:00'), gr(['Democrat', 'ny19-d'], ['Republican', 'ny19-r'])),
  ] }, ['place']);
}
{ // NE-02 (alpha, beta, gamma).
  addCase('house', { name: 'ne02-2034', events: [
    A('HOUSENE2-34', 'NE-2 House race', 'Elections', z('2034-12-01', '17:00'), [['D', 'Democratic party', 'ne02-d'], ['R', 'Republican party', 'ne02-r']]),
    B('NE-02 House Election Winner', 'Politics', z(ED1, '05:00'), [['ne-02-house-2034-democrat', 'Democrat', 'ne02-d'], ['ne-02-house-2034-republican', 'Republican', 'ne02-r']]),
    G1('Omaha\'s House seat (NE-02): Democratic pickup in 2034?', z('2034-12-01', '17:00'), 'ne02-d'),
  ] });
}
{ // CO-08 — alpha only.
  addCase('house', { name: 'co08-2034', events: [
    A('HOUSECO8-34', 'CO-8 House race', 'Elections', z('2034-12-01', '17:00'), [['D', 'Democratic party', 'co08-d'], ['R', 'Republican party', 'co08-r']]),
  ] });
}
{ // CA-13 — gamma only.
  addCase('house', { name: 'ca13-2034', events: [
    G('California 13th Congressional District 2034', z('2034-12-12', '17:00'), gr(['Democrat', 'ca13-d'], ['Republican', 'ca13-r'])),
  ] });
}
{ // VA-02 (alpha, beta, beta_us); the Democrat is certified (alpha) vs called (beta_us): nf.
  addCase('house', { name: 'va02-2034', events: [
    A('HOUSEVA2-34', 'VA-2 House race', 'Elections', z('2034-12-01', '17:00'), [['D', 'Democratic party', 'va02-d', { rules: raceRules('Democratic', 'Virginia 2nd District U.S. House') }],
      ['R', 'Republican party', 'va02-r', { rules: raceRules('Republican', 'Virginia 2nd District U.S. House') }]]),
    B('VA-02 House Election Winner', 'Politics', z(ED1, '05:00'), [['va-02-house-2034-democrat', 'Democrat', 'va02-d', { src: CERT }], ['va-02-house-2034-republican', 'Republican', 'va02-r', { src: CERT }]]),
    U('va-02-2034', 'Virginia\'s 2nd District', 'Politics', z(ED1, '05:00'), w([['va-02-2034-dem', 'Democrat', 'va02-d'], ['va-02-2034-gop', 'Republican', 'va02-r']], { src: AP })),
  ], fungible: nf('alpha|beta_us', 'beta|beta_us') }, ['source']);
}

// ───────────────────────────── BALLOT MEASURES ─────────────────────────────

{ // California Proposition 4 (alpha, beta, beta_us).
  addCase('ballot', { name: 'ca-prop4-2034', events: [
    A1('KXCAPROP4-34', 'California Proposition 4', 'Elections', z('2034-12-12', '17:00'), 'YES', 'Passes', 'caprop4-yes'),
    B1('Will California Prop 4 (rent stabilization) pass?', 'Politics', z(ED1, '08:00'), 'caprop4-yes'),
    U1('ca-prop-4-2034', 'California Proposition 4: Yes wins?', 'Politics', z(ED1, '08:00'), 'caprop4-yes'),
  ] });
}
{ // Florida Amendment 3 needs 60%: alpha/gamma "passes" (60%+) vs beta "Yes over 50%" — rungs of one Yes-share event (threshold).
  addCase('ballot', { name: 'fl-amendment3-2034', events: [
    A1('KXFLAMEND3-34', 'Florida Amendment 3', 'Elections', z('2034-11-30', '17:00'), 'PASS', 'Approved (60%+)', 'flam3-60+'),
    B1('Florida Amendment 3: Will Yes get a majority?', 'Politics', z(ED1, '05:00'), 'flam3-50+'),
    G1('Florida Amendment 3 (2034) approved by voters?', z('2034-11-30', '17:00'), 'flam3-60+', { rules: 'YES if Amendment 3 receives at least 60% Yes, the threshold for adoption under the Florida Constitution.' }),
  ] }, ['threshold']);
}
{ // Ohio Issue 1 (alpha, gamma); beta_us lists Ohio Issue 2 on the same ballot (item).
  addCase('ballot', { name: 'oh-issue1-2034', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A1('KXOHISSUE1-34', 'Ohio Issue 1', 'Elections', z('2034-11-30', '17:00'), 'YES', 'Passes', 'ohi1-yes'),
    G1('Ohio Issue 1 (redistricting commission) passes in November?', z('2034-11-30', '17:00'), 'ohi1-yes'),
    U1('oh-issue-2-2034', 'Ohio Issue 2: Yes wins?', 'Politics', z(ED1, '05:00'), 'ohi2-yes'),
  ] }, ['item']);
}
{ // Missouri Amendment 5 — beta only.
  addCase('ballot', { name: 'mo-amendment5-2034', events: [
    B1('Will Missouri voters approve Amendment 5?', 'Politics', z(ED1, '05:00'), 'moam5-yes'),
  ] });
}

// ───────────────────────────── CONGRESS ─────────────────────────────

{ // Shutdown by Oct 1 (alpha, beta; a lapse at 12:01 AM Oct 1 counts) vs a shutdown any time in 2034 (beta_us, gamma): deadline.
  addCase('congress', { name: 'us-shutdown-2034', groups: [['alpha', 'beta'], ['beta_us', 'gamma']], events: [
    A1('KXGOVSHUT-34OCT01', 'Government shutdown by Oct 1, 2034?', 'Politics', z('2034-10-01', '14:00'), 'OCT01', 'Shutdown begins by Oct 1', 'shut-by-1001', { sources: ['Office of Personnel Management https://www.opm.gov/policy-data-oversight/snow-dismissal-procedures/status-archives/'] }),
    B1('Government shutdown by October 1?', 'Politics', z('2034-10-01', '16:00'), 'shut-by-1001'),
    U1('us-government-shutdown-in-2034', 'US government shutdown in 2034?', 'Politics', z('2034-12-31', '23:59'), 'shut-2034'),
    G1('Will the US federal government shut down before the end of 2034?', z('2034-12-31', '23:59'), 'shut-2034'),
  ] }, ['deadline']);
}
{ // FY2035 full-year appropriations enacted by Dec 31 (alpha, gamma); beta asks "before Christmas" (deadline).
  addCase('congress', { name: 'fy2035-approps', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXFY35APPROP-34DEC31', 'Full-year FY2035 appropriations enacted in 2034?', 'Politics', z('2034-12-31', '23:59'), 'DEC31', 'Before Jan 1, 2035', 'fy35-full-2034', { sources: [`Congress.gov https://www.congress.gov`] }),
    G1('FY2035 full-year funding (omnibus or all 12 bills) signed in 2034?', z('2034-12-31', '23:59'), 'fy35-full-2034'),
    B1('FY2035 omnibus signed before Christmas?', 'Politics', z('2034-12-24', '23:59'), 'fy35-full-by1224'),
  ] }, ['deadline']);
}
{ // NDAA FY2035 signed into law in 2034 (alpha, beta); beta_us asks whether the House passes it by Aug 1 (observation).
  addCase('congress', { name: 'ndaa-fy2035', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXNDAA-35', 'FY2035 NDAA becomes law in 2034?', 'Politics', z('2034-12-31', '23:59'), 'LAW', 'Signed by Dec 31, 2034', 'ndaa35-law-2034', { sources: [`Congress.gov https://www.congress.gov`] }),
    B1('NDAA FY2035 signed into law by December 31?', 'Politics', z('2034-12-31', '23:59'), 'ndaa35-law-2034', { mx: { src: CONGRESS } }),
    U1('ndaa-fy2035-passes-house-by-aug-1', 'Will the House pass the FY2035 NDAA by August 1?', 'Politics', z('2034-08-01', '23:59'), 'ndaa35-house-0801', { src: CONGRESS }),
  ] }, ['observation']);
}
{ // SAFE Banking Act law in 2034 (alpha, gamma); beta asks only whether the Senate passes it (observation).
  addCase('congress', { name: 'safe-banking-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXSAFEBANK-34', 'SAFE Banking Act becomes law in 2034?', 'Politics', z('2034-12-31', '23:59'), 'LAW', 'Becomes law', 'safe-law-2034'),
    G1('SAFE Banking Act signed into law before 2035?', z('2034-12-31', '23:59'), 'safe-law-2034'),
    B1('Will the Senate pass the SAFE Banking Act in 2034?', 'Politics', z('2034-12-31', '23:59'), 'safe-senate-2034'),
  ] }, ['observation']);
}
{ // Debt limit raised or suspended by Sept 30 (alpha, beta, beta_us).
  addCase('congress', { name: 'debt-limit-2034', events: [
    A1('KXDEBTLIMIT-34SEP30', 'Debt ceiling raised or suspended by Sep 30?', 'Politics', z('2034-09-30', '23:59'), 'SEP30', 'Before Oct 1, 2034', 'debt-by-0930'),
    B1('Debt ceiling raised or suspended by September 30?', 'Politics', z('2034-09-30', '23:59'), 'debt-by-0930'),
    U1('debt-limit-deal-by-september-30-2034', 'Debt limit increase signed by Sept. 30?', 'Politics', z('2034-09-30', '23:59'), 'debt-by-0930'),
  ] });
}
{ // House impeaches President Reyes in 2034 (alpha, beta); gamma asks about any cabinet secretary (person).
  addCase('congress', { name: 'impeachment-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXIMPEACH-34', 'Reyes impeached in 2034?', 'Politics', z('2034-12-31', '23:59'), '34', 'Before 2035', 'imp-reyes-2034'),
    B1('Will the House impeach Daniel Reyes in 2034?', 'Politics', z('2034-12-31', '23:59'), 'imp-reyes-2034'),
    G1('House impeaches a cabinet secretary in 2034?', z('2034-12-31', '23:59'), 'imp-cabinet-2034'),
  ] }, ['person']);
}

// ───────────────────────────── SUPREME COURT ─────────────────────────────

{ // Justice Thomas announces retirement in 2034 (alpha row, beta); beta_us "by Oct 1" (deadline); gamma any vacancy (observation).
  addCase('scotus', { name: 'scotus-retirement-2034', groups: [['alpha', 'beta'], ['beta_us'], ['gamma']], events: [
    A('KXSCOTUSRETIRE-34', 'Which justices will announce retirement in 2034?', 'Politics', z('2034-12-31', '23:59'), [['THOM', 'Clarence Thomas', 'ret-thomas-2034'], ['ALIT', 'Samuel Alito', 'ret-alito-2034'],
      ['SOTO', 'Sonia Sotomayor', 'ret-soto-2034']], { sources: [SCOTUS] }),
    B1('Will Clarence Thomas announce his retirement in 2034?', 'Politics', z('2034-12-31', '23:59'), 'ret-thomas-2034'),
    U1('thomas-retirement-by-october-1-2034', 'Justice Thomas retirement announced by October 1?', 'Politics', z('2034-10-01', '04:00'), 'ret-thomas-by1001'),
    G1('Supreme Court vacancy in 2034 (any reason)?', z('2034-12-31', '23:59'), 'vacancy-2034'),
  ] }, ['deadline', 'observation']);
}
{ // Marlowe v. FEC: alpha/beta YES = rules for Marlowe; gamma YES = the limits are upheld (inverted).
  addCase('scotus', { name: 'scotus-marlowe-v-fec', events: [
    A('KXSCOTUSMARLOWE-34', 'Marlowe v. FEC', 'Politics', z('2034-07-03', '20:00'), [['PET', 'Rules for Marlowe', 'marlowe-pet']], { sources: [SCOTUS] }),
    B1('Supreme Court sides with Marlowe in campaign finance case?', 'Politics', z('2034-07-03', '20:00'), 'marlowe-pet'),
    G1('SCOTUS upholds coordinated-expenditure limits in Marlowe v. FEC?', z('2034-07-03', '20:00'), 'marlowe-resp'),
  ] }, ['inverted']);
}
{ // Marlowe v. FEC vote split (alpha buckets; beta "unanimous?" = 9-0).
  addCase('scotus', { name: 'scotus-marlowe-split', events: [
    A('KXSCOTUSVOTE-34MARLOWE', 'Marlowe v. FEC vote split', 'Politics', z('2034-07-03', '20:00'), [['90', '9-0', 'marlowe-9-0'], ['81', '8-1', 'marlowe-8-1'], ['72', '7-2', 'marlowe-7-2'],
      ['63', '6-3', 'marlowe-6-3'], ['54', '5-4', 'marlowe-5-4']], { sources: [SCOTUS] }),
    B1('Will Marlowe v. FEC be decided unanimously?', 'Politics', z('2034-07-03', '20:00'), 'marlowe-9-0'),
  ] });
}
{ // United States v. Halvorsen (alpha, beta_us); beta lists Halvorsen v. Department of Labor, another case (item).
  addCase('scotus', { name: 'scotus-us-v-halvorsen', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXSCOTUSHALV-34', 'United States v. Halvorsen', 'Politics', z('2034-07-03', '20:00'), 'GOV', 'Rules for the United States', 'usvhalv-gov', { sources: [SCOTUS] }),
    U1('scotus-us-v-halvorsen-government-wins', 'SCOTUS: Government wins U.S. v. Halvorsen?', 'Politics', z('2034-07-03', '20:00'), 'usvhalv-gov'),
    B1('Will SCOTUS rule for Halvorsen against the Labor Department?', 'Politics', z('2034-07-03', '20:00'), 'halvvdol-pet'),
  ] }, ['item']);
}

// ───────────────────────────── CABINET ─────────────────────────────

{ // Defense Secretary Holloway out by Sept 30 (alpha, beta, beta_us); gamma "before 2035" (deadline).
  addCase('cabinet', { name: 'holloway-out-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXDEFSECOUT-34SEP30', 'Holloway out as Secretary of Defense?', 'Politics', z('2034-09-30', '23:59'), 'SEP30', 'Before Oct 1, 2034', 'hollo-out-0930'),
    B1('Grant Holloway out as Defense Secretary by September 30?', 'Politics', z('2034-09-30', '23:59'), 'hollo-out-0930'),
    U1('holloway-out-by-sept-30', 'Holloway out by Sept. 30?', 'Politics', z('2034-09-30', '23:59'), 'hollo-out-0930'),
    G1('Will Grant Holloway leave the Pentagon before 2035?', z('2034-12-31', '23:59'), 'hollo-out-2034'),
  ] }, ['deadline']);
}
{ // Next Attorney General (confirmed): alpha, beta, gamma; rows partly coincide.
  addCase('cabinet', { name: 'next-attorney-general', events: [
    A('KXNEXTAG-34', 'Who will be the next Attorney General?', 'Politics', z('2034-12-31', '23:59'), [['WHIT', 'Paul Whitcomb', 'ag-whitcomb'], ['FERR', 'Dana Ferris', 'ag-ferris'], ['ORTE', 'Miguel Ortega', 'ag-ortega']]),
    B('Next US Attorney General?', 'Politics', z('2034-12-31', '23:59'), [['next-ag-paul-whitcomb', 'Paul Whitcomb', 'ag-whitcomb'], ['next-ag-dana-ferris', 'Dana Ferris', 'ag-ferris'],
      ['next-ag-miguel-ortega', 'Miguel Ortega', 'ag-ortega'], ['next-ag-susan-kline', 'Susan Kline', 'ag-kline']]),
    G('Who will Reyes\'s next Attorney General be?', z('2034-12-31', '23:59'), gr(['Whitcomb', 'ag-whitcomb'], ['Ferris', 'ag-ferris'], ['Kline', 'ag-kline'], ['Someone else', 'ag-other'])),
  ] });
}
{ // Which cabinet member leaves first (beta, gamma).
  addCase('cabinet', { name: 'first-cabinet-exit', events: [
    B('Which cabinet member will leave next?', 'Politics', z('2034-12-31', '23:59'), [['next-cabinet-exit-holloway', 'Grant Holloway', 'cx-holloway'], ['next-cabinet-exit-pruitt', 'Lena Pruitt', 'cx-pruitt'],
      ['next-cabinet-exit-dorsey', 'Alan Dorsey', 'cx-dorsey']]),
    G('Next Reyes cabinet departure', z('2034-12-31', '23:59'), gr(['Holloway (Defense)', 'cx-holloway'], ['Pruitt (Homeland Security)', 'cx-pruitt'], ['Dorsey (Treasury)', 'cx-dorsey'], ['Other', 'cx-other'])),
  ] });
}

// ───────────────────────────── APPROVAL ─────────────────────────────

{ // RCP approval on July 31 (one decimal): alpha "above 43.9%" = beta "44.0% or higher"; beta_us "above 44.0%" is another rung;
  // gamma reads Silver Bulletin (another statistic, so another event).
  addCase('approval', { name: 'reyes-approval-rcp-jul31', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXAPRPOTUS-34JUL31', 'Reyes approval rating on Jul 31, 2034?', 'Politics', z('2034-07-31', '23:59'), [['T42.9', 'Above 42.9%', 'rcp0731-43.0+'], ['T43.9', 'Above 43.9%', 'rcp0731-44.0+'],
      ['T44.9', 'Above 44.9%', 'rcp0731-45.0+']], { sources: [RCP] }),
    B('Reyes approval rating on July 31?', 'Politics', z('2034-07-31', '23:59'), w([['reyes-approval-jul-31-43pt0', '43.0% or higher', 'rcp0731-43.0+'], ['reyes-approval-jul-31-44pt0', '44.0% or higher', 'rcp0731-44.0+']], { src: RCP })),
    U1('reyes-approval-rcp-jul-31-above-44', 'Reyes approval above 44.0% on July 31 (RCP)?', 'Politics', z('2034-07-31', '23:59'), 'rcp0731-44.1+', { src: RCP }),
    G1('Reyes approval ≥ 44% on Silver Bulletin, July 31?', z('2034-07-31', '23:59'), 'sb0731-44+', { rules: `Resolves per ${SB}.` }),
  ] }, ['source', 'threshold']);
}
{ // Gallup July approval (alpha, beta); gamma asks about the August reading (period).
  addCase('approval', { name: 'reyes-gallup-july', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGALLUPAPR-34JUL', 'Reyes Gallup approval, July 2034', 'Politics', z('2034-08-10', '17:00'), [['T39', 'Above 39%', 'gal-jul-40+'], ['T42', 'Above 42%', 'gal-jul-43+']], { sources: [GALLUP] }),
    B('Gallup: Reyes July approval?', 'Politics', z('2034-08-10', '17:00'), w([['gallup-reyes-july-40-plus', '40% or more', 'gal-jul-40+'], ['gallup-reyes-july-43-plus', '43% or more', 'gal-jul-43+']], { src: GALLUP })),
    G1('Reyes job approval at 40%+ in Gallup\'s August poll?', z('2034-09-10', '17:00'), 'gal-aug-40+'),
  ] }, ['period']);
}
{ // Silver Bulletin NET approval on Aug 31 (beta, gamma); alpha's ladder is plain approval (measure).
  addCase('approval', { name: 'reyes-net-approval-aug31', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Reyes net approval on August 31? (Silver Bulletin)', 'Politics', z('2034-08-31', '23:59'), w([['reyes-net-approval-aug-31-minus-5', 'Above -5', 'sbnet0831-gt-5'], ['reyes-net-approval-aug-31-minus-10', 'Above -10', 'sbnet0831-gt-10']], { src: SB })),
    G1('Silver Bulletin: Reyes net approval better than -5 on Aug 31?', z('2034-08-31', '23:59'), 'sbnet0831-gt-5'),
    A('KXAPRPOTUSSB-34AUG31', 'Reyes approval (Silver Bulletin) on Aug 31, 2034?', 'Politics', z('2034-08-31', '23:59'), [['T43', 'Above 43%', 'sb0831-gt43'], ['T45', 'Above 45%', 'sb0831-gt45']], { sources: [SB] }),
  ] }, ['measure']);
}
{ // RCP generic ballot on election eve: D lead of 2+ (alpha, beta); gamma asks only for any Democratic lead (another rung).
  addCase('approval', { name: 'generic-ballot-rcp-nov6', events: [
    A('KXGENBALLOT-34NOV06', 'Generic ballot on Nov 6, 2034 (RCP)', 'Politics', z('2034-11-06', '23:59'), [['D2', 'Democrats +2.0 or more', 'gbrcp-d2+'], ['D4', 'Democrats +4.0 or more', 'gbrcp-d4+']], { sources: ['RealClearPolling https://www.realclearpolling.com/polls/state-of-the-union/generic-congressional-vote'] }),
    B('Generic ballot lead on November 6 (RCP)?', 'Politics', z('2034-11-06', '23:59'), [['generic-ballot-nov-6-d-2', 'D+2.0 or more', 'gbrcp-d2+'], ['generic-ballot-nov-6-d-4', 'D+4.0 or more', 'gbrcp-d4+'],
      ['generic-ballot-nov-6-r', 'R lead', 'gbrcp-r']]),
    G1('Democrats lead the generic ballot (RCP average) on Nov 6, 2034?', z('2034-11-06', '23:59'), 'gbrcp-d-lead'),
  ] }, ['threshold']);
}

// ───────────────────────────── 2036 ─────────────────────────────

{ // Democratic nominee 2036 (all four; rows partly coincide).
  addCase('nom2036', { name: 'dem-nominee-2036', events: [
    A('KXPRESNOMD-36', 'Democratic nominee for the 2036 presidential election', 'Elections', z('2036-08-30', '17:00'), [['EMAR', 'Elena Marsh', 'dn-marsh'], ['TOKA', 'Tom Okafor', 'dn-okafor'],
      ['RCAS', 'Ray Castillo', 'dn-castillo'], ['PNAT', 'Priya Natarajan', 'dn-natarajan']]),
    B('Democratic Presidential Nominee 2036', 'Politics', z('2036-08-30', '17:00'), [['dem-nominee-2036-elena-marsh', 'Elena Marsh', 'dn-marsh'], ['dem-nominee-2036-tom-okafor', 'Tom Okafor', 'dn-okafor'],
      ['dem-nominee-2036-ray-castillo', 'Ray Castillo', 'dn-castillo']]),
    U('democratic-nominee-2036', 'Who will be the Democratic nominee in 2036?', 'Politics', z('2036-08-30', '17:00'), [['democratic-nominee-2036-marsh', 'Marsh', 'dn-marsh'], ['democratic-nominee-2036-natarajan', 'Natarajan', 'dn-natarajan']]),
    G('2036 Democratic presidential nomination', z('2036-08-30', '17:00'), gr(['Gov. Elena Marsh', 'dn-marsh'], ['Sen. Tom Okafor', 'dn-okafor'], ['Other', 'dn-other'])),
  ] });
}
{ // Republican nominee 2036 (alpha, beta, gamma).
  addCase('nom2036', { name: 'gop-nominee-2036', events: [
    A('KXPRESNOMR-36', 'Republican nominee for the 2036 presidential election', 'Elections', z('2036-07-20', '17:00'), [['CHAR', 'Caroline Hart', 'rn-hart'], ['BWHI', 'Blake Whitman', 'rn-whitman'], ['JVOS', 'Jared Voss', 'rn-voss']]),
    B('Republican Presidential Nominee 2036', 'Politics', z('2036-07-20', '17:00'), [['republican-nominee-2036-caroline-hart', 'Caroline Hart', 'rn-hart'], ['republican-nominee-2036-blake-whitman', 'Blake Whitman', 'rn-whitman']]),
    G('Who wins the GOP nomination in 2036?', z('2036-07-20', '17:00'), gr(['VP Caroline Hart', 'rn-hart'], ['Sen. Blake Whitman', 'rn-whitman'], ['Jared Voss', 'rn-voss'])),
  ] });
}
{ // 2036 presidential winner by person (alpha, beta); beta_us asks whether Hart wins the 2036 Iowa caucuses (round).
  addCase('nom2036', { name: 'president-2036-person', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXPRESPERSON-36', '2036 presidential election winner', 'Elections', z('2036-11-05', '17:00'), [['CHAR', 'Caroline Hart', 'p36-hart'], ['EMAR', 'Elena Marsh', 'p36-marsh'], ['TOKA', 'Tom Okafor', 'p36-okafor']]),
    B('Presidential Election Winner 2036', 'Politics', z('2036-11-05', '17:00'), [['presidential-election-winner-2036-hart', 'Caroline Hart', 'p36-hart'], ['presidential-election-winner-2036-marsh', 'Elena Marsh', 'p36-marsh']]),
    U1('hart-wins-iowa-caucuses-2036', 'Will Caroline Hart win the 2036 Iowa Republican caucuses?', 'Politics', z('2036-01-20', '17:00'), 'ia36-r-hart'),
  ] }, ['round']);
}
{ // 2036 winning party (alpha, beta, beta_us); gamma asks which party wins the national popular vote (measure).
  addCase('nom2036', { name: 'president-2036-party', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXPRESPARTY-36', 'Which party will win the 2036 presidential election?', 'Elections', z('2036-11-05', '17:00'), [['D', 'Democratic party', 'p36-d'], ['R', 'Republican party', 'p36-r']]),
    B('Which party wins 2036 US Presidential Election?', 'Politics', z('2036-11-05', '17:00'), [['party-wins-2036-democratic', 'Democratic', 'p36-d'], ['party-wins-2036-republican', 'Republican', 'p36-r']]),
    U('presidential-party-2036', '2036 Presidential Election: Winning Party', 'Politics', z('2036-11-05', '17:00'), [['presidential-party-2036-dem', 'Democrats', 'p36-d'], ['presidential-party-2036-gop', 'Republicans', 'p36-r']]),
    G('2036 popular vote: which party gets more votes?', z('2036-12-20', '17:00'), gr(['Democrats', 'pv36-d'], ['Republicans', 'pv36-r'])),
  ] }, ['measure']);
}
{ // Marsh announces a 2036 run by Dec 31, 2034 (alpha, beta); gamma "before July 1, 2035" (deadline).
  addCase('nom2036', { name: 'marsh-announces-2036', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXMARSHRUN-34', 'Elena Marsh announces 2036 run in 2034?', 'Elections', z('2034-12-31', '23:59'), '34', 'Before 2035', 'marsh-ann-2034'),
    B1('Will Elena Marsh announce a presidential run by December 31, 2034?', 'Politics', z('2034-12-31', '23:59'), 'marsh-ann-2034'),
    G1('Elena Marsh launches 2036 campaign before July 1, 2035?', z('2035-06-30', '23:59'), 'marsh-ann-by0630-35'),
  ] }, ['deadline']);
}
{ // 2036 New Hampshire Democratic primary winner — gamma only.
  addCase('nom2036', { name: 'nh-dem-primary-2036', events: [
    G('2036 New Hampshire Democratic primary winner', z('2036-02-20', '17:00'), gr(['Elena Marsh', 'nh36-marsh'], ['Tom Okafor', 'nh36-okafor'], ['Ray Castillo', 'nh36-castillo'])),
  ] });
}

// ───────────────────────────── ELECTIONS ABROAD ─────────────────────────────

{ // Brazil: the 1º turno leader (alpha, beta) and the eventual president (beta_us, gamma) are different rounds.
  addCase('elections_abroad', { name: 'brazil-2034', groups: [['alpha', 'beta'], ['beta_us', 'gamma']], events: [
    A('KXBRAZILR1-34', 'Brazil presidential election: first-round winner', 'World', z('2034-10-02', '12:00'), [['ALBU', 'Renata Albuquerque', 'br-r1-albuquerque'], ['MONT', 'Tiago Monteiro', 'br-r1-monteiro'],
      ['PRAD', 'Helena Prado', 'br-r1-prado']], { sources: ['Tribunal Superior Eleitoral https://resultados.tse.jus.br'] }),
    B('Brazil Presidential Election (1º turno): who finishes first?', 'Politics', z('2034-10-02', '03:00'), [['brazil-1o-turno-2034-albuquerque', 'Renata Albuquerque', 'br-r1-albuquerque'],
      ['brazil-1o-turno-2034-monteiro', 'Tiago Monteiro', 'br-r1-monteiro']]),
    U('brazil-president-2034', 'Brazil Presidential Election Winner 2034', 'Politics', z('2034-10-30', '03:00'), [['brazil-president-2034-albuquerque', 'Renata Albuquerque', 'br-pres-albuquerque'],
      ['brazil-president-2034-monteiro', 'Tiago Monteiro', 'br-pres-monteiro']]),
    G('Eleição presidencial 2034: quem será eleito presidente do Brasil?', z('2034-10-30', '12:00'), gr(['Renata Albuquerque (PT)', 'br-pres-albuquerque'], ['Tiago Monteiro (PL)', 'br-pres-monteiro'],
      ['Helena Prado (PSD)', 'br-pres-prado'])),
  ] }, ['round']);
}
{ // Brazil: will the presidential race go to a second round — alpha only.
  addCase('elections_abroad', { name: 'brazil-runoff-2034', events: [
    A1('KXBRAZILRUNOFF-34', 'Brazil presidential election goes to a runoff?', 'World', z('2034-10-02', '12:00'), 'YES', 'Second round held', 'br-runoff'),
  ] });
}
{ // Sweden, riksdagsval 10 Sept: next statsminister (alpha, beta); largest party (beta_us, gamma) is a different measure.
  addCase('elections_abroad', { name: 'sweden-2034', groups: [['alpha', 'beta'], ['beta_us', 'gamma']], events: [
    A('KXSWEDENPM-34', 'Sweden: Prime Minister after the 2034 election', 'World', z('2034-12-31', '23:59'), [['LIND', 'Anna Lindqvist', 'se-pm-lindqvist'], ['STRA', 'Erik Strand', 'se-pm-strand']]),
    B('Next Swedish Prime Minister after the Riksdag election?', 'Politics', z('2034-12-31', '23:59'), [['sweden-pm-2034-anna-lindqvist', 'Anna Lindqvist (S)', 'se-pm-lindqvist'], ['sweden-pm-2034-erik-strand', 'Erik Strand (M)', 'se-pm-strand']]),
    U('sweden-largest-party-2034', 'Sweden election: largest party', 'Politics', z('2034-09-11', '12:00'), [['sweden-largest-party-2034-s', 'Socialdemokraterna', 'se-lp-s'], ['sweden-largest-party-2034-sd', 'Sverigedemokraterna', 'se-lp-sd']]),
    G('Riksdagsvalet 2034: största parti?', z('2034-09-11', '12:00'), gr(['Socialdemokraterna (S)', 'se-lp-s'], ['Sverigedemokraterna (SD)', 'se-lp-sd'], ['Moderaterna (M)', 'se-lp-m'])),
  ] }, ['measure']);
}
{ // Japan, 参議院選挙 16 July: coalition majority of the whole chamber (alpha, beta) vs LDP alone's seats won (gamma) vs the
  // coalition's share of the contested seats (beta_us) — three counting rules.
  addCase('elections_abroad', { name: 'japan-upper-house-2034', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A1('KXJPUPPER-34', 'Japan: LDP-Komeito keep House of Councillors majority?', 'World', z('2034-07-17', '12:00'), 'MAJ', 'Ruling coalition majority', 'jp-hoc-coalition-maj'),
    B1('Will the LDP–Komeito coalition keep its majority in the House of Councillors?', 'Politics', z('2034-07-17', '12:00'), 'jp-hoc-coalition-maj'),
    G1('参議院選挙 2034: 自民党 (LDP) wins 55+ of the contested seats?', z('2034-07-17', '12:00'), 'jp-ldp-won55+'),
    U1('japan-upper-house-coalition-63-seats', 'Japan upper house: LDP-Komeito win 63+ contested seats?', 'Politics', z('2034-07-17', '12:00'), 'jp-coal-won63+'),
  ] }, ['counting', 'party']);
}
{ // Japan: PM Morita (森田) out by Sept 30 (beta, gamma).
  addCase('governments_abroad', { name: 'japan-pm-out-sep30', events: [
    B1('Kenji Morita out as Japan\'s Prime Minister by September 30?', 'Politics', z('2034-09-30', '15:00'), 'jp-morita-out-0930'),
    G1('Will Japanese PM Kenji Morita (森田健二) leave office by Sep 30, 2034?', z('2034-09-30', '15:00'), 'jp-morita-out-0930'),
  ] });
}
{ // UK general election held in 2034 (alpha, beta); gamma asks whether one is CALLED before Oct 1 (observation, deadline).
  addCase('elections_abroad', { name: 'uk-ge-2034-timing', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXUKGE-34', 'UK general election held in 2034?', 'World', z('2034-12-31', '23:59'), '34', 'Before 2035', 'uk-ge-held-2034'),
    B1('UK general election in 2034?', 'Politics', z('2034-12-31', '23:59'), 'uk-ge-held-2034'),
    G1('Will a UK general election be called before October 1, 2034?', z('2034-09-30', '23:59'), 'uk-ge-called-by0930'),
  ] }, ['observation', 'deadline']);
}
{ // UK next general election, most seats (alpha, beta, beta_us); gamma asks for a Reform UK majority (measure).
  addCase('elections_abroad', { name: 'uk-ge-most-seats', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXUKGEPARTY-35', 'UK next general election: most seats', 'World', z('2035-01-31', '23:59'), [['LAB', 'Labour', 'ukms-lab'], ['CON', 'Conservative', 'ukms-con'], ['REF', 'Reform UK', 'ukms-ref']]),
    B('UK Next General Election: Most Seats', 'Politics', z('2035-01-31', '23:59'), [['uk-ge-most-seats-labour', 'Labour', 'ukms-lab'], ['uk-ge-most-seats-conservative', 'Conservatives', 'ukms-con'],
      ['uk-ge-most-seats-reform', 'Reform UK', 'ukms-ref'], ['uk-ge-most-seats-lib-dem', 'Liberal Democrats', 'ukms-ld']]),
    U('uk-next-election-largest-party', 'Largest party at the next UK general election', 'Politics', z('2035-01-31', '23:59'), [['uk-next-election-largest-party-reform', 'Reform UK', 'ukms-ref']]),
    G1('Reform UK wins an overall Commons majority at the next election?', z('2035-01-31', '23:59'), 'uk-ref-majority'),
  ] }, ['measure']);
}
{ // Austria, Nationalratswahl 8 Oct: first place (beta, gamma); alpha lists the next Bundeskanzler (office).
  addCase('elections_abroad', { name: 'austria-2034', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Austria National Council election: which party finishes first?', 'Politics', z('2034-10-09', '12:00'), [['austria-election-2034-fpo', 'FPÖ', 'at-first-fpo'], ['austria-election-2034-ovp', 'ÖVP', 'at-first-ovp'],
      ['austria-election-2034-spo', 'SPÖ', 'at-first-spo']]),
    G('Nationalratswahl 2034: Wer wird stimmenstärkste Partei?', z('2034-10-09', '12:00'), gr(['FPÖ', 'at-first-fpo'], ['ÖVP', 'at-first-ovp'], ['SPÖ', 'at-first-spo'], ['NEOS', 'at-first-neos'])),
    A('KXAUSTRIACHANC-34', 'Next Chancellor of Austria', 'World', z('2035-03-31', '23:59'), [['LEIT', 'Markus Leitner', 'at-chanc-leitner'], ['BERG', 'Julia Berger', 'at-chanc-berger'], ['HUBE', 'Andreas Huber', 'at-chanc-huber']]),
  ] }, ['office']);
}
{ // Quebec, élection générale 2 Oct: party winning most seats (alpha, beta, beta_us); gamma a PQ majority (measure).
  addCase('elections_abroad', { name: 'quebec-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXQCELECTION-34', 'Quebec general election: most seats', 'World', z('2034-10-03', '12:00'), [['PQ', 'Parti Québécois', 'qc-ms-pq'], ['CAQ', 'Coalition Avenir Québec', 'qc-ms-caq'], ['PLQ', 'Quebec Liberal Party', 'qc-ms-plq']]),
    B('Élection générale québécoise 2034 : quel parti remportera le plus de sièges ?', 'Politics', z('2034-10-03', '12:00'), [['quebec-election-2034-pq', 'Parti Québécois', 'qc-ms-pq'], ['quebec-election-2034-plq', 'Parti libéral du Québec', 'qc-ms-plq'],
      ['quebec-election-2034-caq', 'CAQ', 'qc-ms-caq'], ['quebec-election-2034-pcq', 'Parti conservateur du Québec', 'qc-ms-pcq']]),
    U('quebec-election-2034', 'Quebec Election 2034: Most Seats', 'Politics', z('2034-10-03', '12:00'), [['quebec-election-2034-parti-quebecois', 'PQ', 'qc-ms-pq'], ['quebec-election-2034-liberals', 'Liberals', 'qc-ms-plq']]),
    G1('Will the PQ win a majority (63+ seats) in the 2034 Quebec election?', z('2034-10-03', '12:00'), 'qc-pq-majority'),
  ] }, ['measure']);
}
{ // Quebec sovereignty referendum before 2036 (beta, beta_us): "before 2036" = "by Dec 31, 2035".
  addCase('elections_abroad', { name: 'quebec-referendum', events: [
    B1('Quebec sovereignty referendum held before 2036?', 'Politics', z('2035-12-31', '23:59'), 'qc-ref-by2035'),
    U1('quebec-independence-referendum-by-dec-31-2035', 'Will Quebec hold an independence referendum by Dec. 31, 2035?', 'Politics', z('2035-12-31', '23:59'), 'qc-ref-by2035'),
  ] });
}
{ // Swiss Volksabstimmung 24 Sept: initiative accepted (people AND cantons; alpha, gamma) vs a popular Yes majority (beta): counting.
  addCase('elections_abroad', { name: 'swiss-initiative-sep24', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXSWISSVOTE-34SEP24', 'Swiss "Bezahlbare Krankenkassen" initiative accepted?', 'World', z('2034-09-24', '18:00'), 'ACC', 'Accepted by people and cantons', 'ch-kk-accepted', { sources: ['Bundeskanzlei https://www.admin.ch/gov/de/start/dokumentation/abstimmungen.html'] }),
    G1('Volksabstimmung 24. September 2034: Initiative «Bezahlbare Krankenkassen» angenommen?', z('2034-09-24', '18:00'), 'ch-kk-accepted'),
    B1('Will a majority of Swiss voters vote Yes on the health-premium initiative?', 'Politics', z('2034-09-24', '18:00'), 'ch-kk-popular-yes'),
  ] }, ['counting']);
}
{ // Taipei mayor, 26 Nov (九合一): alpha, beta, gamma; beta_us lists New Taipei (place).
  addCase('elections_abroad', { name: 'taipei-mayor-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXTAIPEIMAYOR-34', 'Taipei mayoral election winner', 'World', z('2034-11-27', '12:00'), [['KMT', 'Kuomintang', 'tpe-kmt'], ['DPP', 'Democratic Progressive Party', 'tpe-dpp'], ['TPP', 'Taiwan People\'s Party', 'tpe-tpp']]),
    B('Taipei Mayoral Election Winner', 'Politics', z('2034-11-27', '12:00'), [['taipei-mayor-2034-kmt', 'KMT', 'tpe-kmt'], ['taipei-mayor-2034-dpp', 'DPP', 'tpe-dpp'], ['taipei-mayor-2034-tpp', 'TPP', 'tpe-tpp']]),
    G('2034 臺北市長選舉 (Taipei mayor): which party wins?', z('2034-11-27', '12:00'), gr(['國民黨 KMT', 'tpe-kmt'], ['民進黨 DPP', 'tpe-dpp'], ['民眾黨 TPP', 'tpe-tpp'])),
    U('new-taipei-mayor-2034', 'New Taipei City Mayor 2034', 'Politics', z('2034-11-27', '12:00'), [['new-taipei-mayor-2034-kmt', 'KMT', 'ntpc-kmt'], ['new-taipei-mayor-2034-dpp', 'DPP', 'ntpc-dpp']]),
  ] }, ['place']);
}
{ // Australia's next federal election: party forming government (alpha, beta, gamma: YES = Labor).
  addCase('elections_abroad', { name: 'australia-next-govt', events: [
    A('KXAUSGOVT-35', 'Australia: party forming government after the next federal election', 'World', z('2035-06-30', '23:59'), [['ALP', 'Labor', 'au-gov-alp'], ['LNP', 'Liberal/National Coalition', 'au-gov-coal']]),
    B('Next Australian federal election: who forms government?', 'Politics', z('2035-06-30', '23:59'), [['australia-next-govt-labor', 'Labor', 'au-gov-alp'], ['australia-next-govt-coalition', 'Coalition', 'au-gov-coal']]),
    G1('Will Labor retain government at Australia\'s next federal election?', z('2035-06-30', '23:59'), 'au-gov-alp'),
  ] });
}

// ───────────────────────────── GOVERNMENTS ABROAD ─────────────────────────────

{ // Belgium: federal government sworn in by Oct 1 (alpha, beta); gamma "in 2034" (deadline).
  addCase('governments_abroad', { name: 'belgium-government-formed', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXBELGOVT-34OCT01', 'Belgian federal government formed by Oct 1?', 'World', z('2034-10-01', '12:00'), 'OCT01', 'Sworn in before Oct 1, 2034', 'be-govt-by1001'),
    B1('New Belgian federal government sworn in by October 1?', 'Politics', z('2034-10-01', '12:00'), 'be-govt-by1001'),
    G1('Belgium forms a federal government in 2034?', z('2034-12-31', '23:59'), 'be-govt-2034'),
  ] }, ['deadline']);
}
{ // Next Belgian Prime Minister (beta, gamma).
  addCase('governments_abroad', { name: 'belgium-next-pm', events: [
    B('Next Prime Minister of Belgium?', 'Politics', z('2035-06-30', '23:59'), [['next-belgian-pm-jan-claes', 'Jan Claes', 'be-pm-claes'], ['next-belgian-pm-sophie-lambert', 'Sophie Lambert', 'be-pm-lambert'],
      ['next-belgian-pm-pieter-wouters', 'Pieter Wouters', 'be-pm-wouters']]),
    G('Nieuwe eerste minister / Premier ministre: who leads Belgium\'s next government?', z('2035-06-30', '23:59'), gr(['Jan Claes (N-VA)', 'be-pm-claes'], ['Sophie Lambert (MR)', 'be-pm-lambert'], ['Pieter Wouters (CD&V)', 'be-pm-wouters'])),
  ] });
}
{ // France: a motion de censure adopted by Sept 30 (alpha, beta, beta_us); gamma asks if the PM leaves office for any reason (observation).
  addCase('governments_abroad', { name: 'france-censure-sep30', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXFRCENSURE-34SEP30', 'French government censured by Sep 30?', 'World', z('2034-09-30', '22:00'), 'SEP30', 'Motion de censure adopted', 'fr-censure-by0930'),
    B1('French government falls to a no-confidence vote by September 30?', 'Politics', z('2034-09-30', '22:00'), 'fr-censure-by0930'),
    U1('france-motion-de-censure-adoptee-by-sept-30', 'Motion de censure adoptée avant le 1er octobre ?', 'Politics', z('2034-09-30', '22:00'), 'fr-censure-by0930'),
    G1('Will France\'s Prime Minister leave office by September 30, 2034?', z('2034-09-30', '22:00'), 'fr-pm-out-by0930'),
  ] }, ['observation']);
}
{ // Spain: a moción de censura succeeds in 2034 (beta, beta_us).
  addCase('governments_abroad', { name: 'spain-mocion-2034', events: [
    B1('Will a motion of no confidence topple Spain\'s government in 2034?', 'Politics', z('2034-12-31', '23:59'), 'es-mocion-2034'),
    U1('spain-mocion-de-censura-2034', 'Moción de censura aprobada en 2034?', 'Politics', z('2034-12-31', '23:59'), 'es-mocion-2034'),
  ] });
}

// ───────────────────────────── EU ─────────────────────────────

{ // European Parliament confirms Petra Novak as Commission President in July (alpha, beta); gamma asks whether she is
  // President on Dec 1 (taking office: observation).
  addCase('eu', { name: 'eu-commission-president-vote', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEUCOMPRES-34JUL', 'EP confirms Novak as Commission President in July?', 'World', z('2034-07-31', '23:59'), 'JUL', 'Confirmed by Jul 31, 2034', 'eu-novak-ep-jul'),
    B1('Will the European Parliament elect Petra Novak Commission President in July?', 'Politics', z('2034-07-31', '23:59'), 'eu-novak-ep-jul'),
    G1('Petra Novak in office as European Commission President on December 1, 2034?', z('2034-12-01', '23:59'), 'eu-novak-office-1201'),
  ] }, ['observation']);
}
{ // EU sanctions package on Belarus by Sept 30 (alpha, beta, gamma); beta_us lists measures against Iran (item).
  addCase('eu', { name: 'eu-sanctions-belarus', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXEUSANCTBY-34SEP30', 'EU adopts new Belarus sanctions by Sep 30?', 'World', z('2034-09-30', '23:59'), 'SEP30', 'Adopted by Sep 30, 2034', 'eu-sanc-by-0930'),
    B1('EU adopts new sanctions package on Belarus by September 30?', 'Geopolitics', z('2034-09-30', '23:59'), 'eu-sanc-by-0930'),
    G1('Council of the EU adopts fresh sanctions against Belarus by Sep 30?', z('2034-09-30', '23:59'), 'eu-sanc-by-0930'),
    U1('eu-new-iran-sanctions-by-september-30', 'EU adopts new sanctions on Iran by Sept. 30?', 'Geopolitics', z('2034-09-30', '23:59'), 'eu-sanc-ir-0930'),
  ] }, ['item']);
}
{ // EU–India FTA signed in 2034 (alpha, beta); gamma asks about entry into force (observation).
  addCase('eu', { name: 'eu-india-fta', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEUINDIAFTA-34', 'EU-India trade agreement signed in 2034?', 'World', z('2034-12-31', '23:59'), '34', 'Signed before 2035', 'euin-signed-2034'),
    B1('EU-India free trade agreement signed in 2034?', 'Geopolitics', z('2034-12-31', '23:59'), 'euin-signed-2034'),
    G1('Does the EU–India FTA enter into force before 2035?', z('2034-12-31', '23:59'), 'euin-force-2034'),
  ] }, ['observation']);
}
{ // Montenegro signs its EU accession treaty in 2034 (beta, gamma).
  addCase('eu', { name: 'montenegro-accession-treaty', events: [
    B1('Montenegro signs EU accession treaty in 2034?', 'Geopolitics', z('2034-12-31', '23:59'), 'me-treaty-2034'),
    G1('Will Montenegro sign its Treaty of Accession to the EU by end of 2034?', z('2034-12-31', '23:59'), 'me-treaty-2034'),
  ] });
}

// ───────────────────────────── WARS, SUMMITS, SANCTIONS ─────────────────────────────

{ // Sudan SAF–RSF ceasefire in 2034 (alpha, beta, gamma); beta_us "by Sept 30" (deadline).
  addCase('war', { name: 'sudan-ceasefire', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXSUDANCEASE-34', 'Sudan ceasefire in 2034?', 'World', z('2034-12-31', '23:59'), '34', 'Before 2035', 'sd-cf-2034'),
    B1('SAF x RSF ceasefire in 2034?', 'Geopolitics', z('2034-12-31', '23:59'), 'sd-cf-2034'),
    G1('Sudan: will the army and the RSF agree a ceasefire before 2035?', z('2034-12-31', '23:59'), 'sd-cf-2034'),
    U1('sudan-ceasefire-by-september-30', 'Sudan ceasefire by Sept. 30?', 'Geopolitics', z('2034-09-30', '23:59'), 'sd-cf-by0930'),
  ] }, ['deadline']);
}
{ // China invades Taiwan in 2034 (alpha, beta); gamma asks about a blockade (different event).
  addCase('war', { name: 'china-taiwan-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXTAIWANINV-34', 'Will China invade Taiwan before 2035?', 'World', z('2034-12-31', '23:59'), '34', 'Before 2035', 'tw-invasion-2034'),
    B1('China invades Taiwan in 2034?', 'Geopolitics', z('2034-12-31', '23:59'), 'tw-invasion-2034'),
    G1('PLA blockade of Taiwan in 2034?', z('2034-12-31', '23:59'), 'tw-blockade-2034'),
  ] }, ['observation']);
}
{ // Israel–Saudi normalization agreement signed in 2034 (all four).
  addCase('war', { name: 'israel-saudi-normalization', events: [
    A1('KXSAUDIISR-34', 'Saudi Arabia normalizes relations with Israel in 2034?', 'World', z('2034-12-31', '23:59'), '34', 'Agreement signed before 2035', 'sa-il-2034'),
    B1('Israel x Saudi Arabia normalization in 2034?', 'Geopolitics', z('2034-12-31', '23:59'), 'sa-il-2034'),
    U1('israel-saudi-normalization-2034', 'Israel-Saudi normalization deal signed in 2034?', 'Geopolitics', z('2034-12-31', '23:59'), 'sa-il-2034'),
    G1('Saudi–Israeli normalization agreement signed by Dec 31, 2034?', z('2034-12-31', '23:59'), 'sa-il-2034'),
  ] });
}
{ // Reyes and Xi meet in person in 2034 (alpha, beta); gamma asks whether Reyes visits China (place).
  addCase('war', { name: 'reyes-xi-meeting', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXREYESXI-34', 'Reyes and Xi meet in 2034?', 'World', z('2034-12-31', '23:59'), '34', 'In-person meeting before 2035', 'reyes-xi-2034'),
    B1('Reyes meets Xi Jinping in person in 2034?', 'Geopolitics', z('2034-12-31', '23:59'), 'reyes-xi-2034'),
    G1('Will President Reyes visit China in 2034?', z('2034-12-31', '23:59'), 'reyes-china-visit-2034'),
  ] }, ['place']);
}
{ // US lifts the PDVSA sanctions by Dec 31 (alpha, beta_us).
  addCase('war', { name: 'pdvsa-sanctions-lifted', events: [
    A1('KXPDVSA-34', 'US lifts PDVSA sanctions in 2034?', 'World', z('2034-12-31', '23:59'), '34', 'Before 2035', 'pdvsa-lift-2034'),
    U1('us-lifts-pdvsa-sanctions-by-dec-31', 'U.S. lifts sanctions on PDVSA by Dec. 31?', 'Geopolitics', z('2034-12-31', '23:59'), 'pdvsa-lift-2034'),
  ] });
}
{ // North Korea nuclear test in 2034 (alpha, beta); gamma an ICBM launch (different event).
  addCase('war', { name: 'dprk-nuclear-test', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNKNUKE-34', 'North Korea nuclear test in 2034?', 'World', z('2034-12-31', '23:59'), '34', 'Before 2035', 'kp-nuke-2034'),
    B1('North Korea conducts a nuclear test in 2034?', 'Geopolitics', z('2034-12-31', '23:59'), 'kp-nuke-2034'),
    G1('North Korea launches an ICBM in 2034?', z('2034-12-31', '23:59'), 'kp-icbm-2034'),
  ] }, ['observation']);
}

// ───────────────────────────── TRADE AND TARIFFS ─────────────────────────────

{ // US–India trade agreement signed in 2034 (alpha, beta, gamma).
  addCase('trade', { name: 'us-india-trade-deal', events: [
    A1('KXUSINDIADEAL-34', 'US-India trade deal in 2034?', 'Politics', z('2034-12-31', '23:59'), '34', 'Signed before 2035', 'usin-deal-2034'),
    B1('US x India trade agreement signed in 2034?', 'Economics', z('2034-12-31', '23:59'), 'usin-deal-2034'),
    G1('Will the US and India sign a bilateral trade agreement before 2035?', z('2034-12-31', '23:59'), 'usin-deal-2034'),
  ] });
}
{ // Section 232 semiconductor tariff of 25%+ in effect on Oct 1 (alpha, beta_us).
  addCase('trade', { name: 'chip-tariff-oct1', events: [
    A1('KXCHIPTARIFF-34OCT01', 'Semiconductor tariff at 25%+ on Oct 1?', 'Politics', z('2034-10-01', '23:59'), 'T25', '25% or more', 'chip-25-on1001'),
    U1('section-232-chip-tariff-25-percent-oct-1', 'Section 232 chip tariff of 25% or more in effect on Oct. 1?', 'Economics', z('2034-10-01', '23:59'), 'chip-25-on1001'),
  ] });
}
{ // US tariff on EU goods above 15% IN EFFECT ON Oct 1 (alpha, gamma) vs RAISED above 15% BY Oct 1 (beta): observation.
  addCase('trade', { name: 'us-eu-tariff-oct1', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXEUTARIFF-34OCT01', 'US baseline tariff on EU goods on Oct 1, 2034?', 'Politics', z('2034-10-01', '23:59'), [['T15', 'Above 15%', 'euta-gt15-on1001'], ['T20', 'Above 20%', 'euta-gt20-on1001']]),
    G1('US baseline tariff on EU imports above 15% on October 1, 2034?', z('2034-10-01', '23:59'), 'euta-gt15-on1001'),
    B1('Will the US raise tariffs on EU goods above 15% by October 1?', 'Economics', z('2034-10-01', '23:59'), 'euta-raise15-by1001'),
  ] }, ['observation']);
}
{ // EU–Mercosur agreement: ratified by all Mercosur states in 2034 (beta, beta_us, gamma).
  addCase('trade', { name: 'eu-mercosur-ratification', events: [
    B1('EU-Mercosur agreement fully in force in 2034?', 'Economics', z('2034-12-31', '23:59'), 'eumerc-force-2034'),
    U1('eu-mercosur-in-force-2034', 'EU–Mercosur deal enters into force in 2034?', 'Economics', z('2034-12-31', '23:59'), 'eumerc-force-2034'),
    G1('Acordo UE–Mercosul: full entry into force before 2035?', z('2034-12-31', '23:59'), 'eumerc-force-2034'),
  ] });
}
{ // US tariff rate on Chinese goods on Dec 31 (alpha, beta: "50%+" = "50% or more"); a statutory rate can sit at exactly 50%,
  // so beta_us's "above 50%" is another rung (threshold).
  addCase('trade', { name: 'us-china-tariff-dec31', events: [
    A('KXCHINATARIFF-34DEC31', 'US tariff rate on Chinese goods on Dec 31, 2034?', 'Politics', z('2034-12-31', '23:59'), [['T30', '30% or more', 'cnta-30+'], ['T50', '50% or more', 'cnta-50+']]),
    B('US tariff on China on December 31?', 'Economics', z('2034-12-31', '23:59'), [['us-china-tariff-dec-31-30', '30%+', 'cnta-30+'], ['us-china-tariff-dec-31-50', '50%+', 'cnta-50+']]),
    U1('us-china-tariff-above-50-dec-31', 'U.S. tariff on Chinese imports above 50% on Dec. 31?', 'Economics', z('2034-12-31', '23:59'), 'cnta-gt50'),
  ] }, ['threshold']);
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout58-set.json', import.meta.url));
