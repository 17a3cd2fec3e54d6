// Eleventh independent refdata holdout (US sports and US politics): writes test/refdata/holdout11-set.json.
// Run: `source deploy/toolchain.sh && node test/refdata/holdout11.build.ts`.
//
// What it is: a hand-labelled catalog of what the four venues list in late November 2026 on US sports (NFL, NBA, NHL,
// MLB, college football and basketball, MLS / Premier League / Champions League soccer, tennis, golf, F1, UFC and
// boxing: single games, spreads, totals, season futures, awards, player props) and US politics (2028 nominations and
// presidency, 2027 governors, 2028 Senate and House control, leadership elections, cabinet, Supreme Court,
// legislation, executive actions, approval ratings). Each venue's listing is written in that venue's own style:
// alpha event tickers with city-name labels ("Los Angeles L", "New York J") and a settlement rule per market; beta
// events with groupItemTitle and a moneyline market whose outcomes are the two team names; beta_us slug-keyed markets
// with full team names; gamma categorical parents with children or single binary markets. Many listings are hard
// negatives (same teams on another date or the second game of a doubleheader, "by" vs "on" deadlines, other sources,
// inverted YES sides, the Senate vs the House vs a governor's race, a primary vs the general, other thresholds,
// regulation vs to-advance, regular season vs playoffs) and some exist on one venue only.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn) and lines 1–60 of test/refdata/holdout10.build.ts (its header, whose
// labelling rules are adopted below, and the helper usage; `w` is copied from it).
// Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set, builder or test in
// test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
//
// Labelling rules (what the labels assert; those of holdout10, with the sports and politics readings used here):
// - One real-world event = one question about one observation: one measure (the winner of a game, its margin, its total,
//   one player's points; the presidency vs the popular vote), one period or deadline, one observation kind ("on" a date
//   vs "by" a date; elected vs in office on a date; announced vs left), one place or office (Senate vs House vs
//   governor of one state; primary vs general; men's vs women's; AL vs NL; NBA Cup vs NBA Finals), one game (a
//   doubleheader's two games are two events) and one counting rule. Listings that differ on any of these are
//   different events (split with `groups`, or put in separate cases).
// - A moneyline, a spread and a total on one game are three events (three measures), as alpha lists them. A soccer
//   match's three-way regulation result and "who advances" (extra time and penalties included) are two events.
// - The same observation priced off a different source (RealClearPolitics vs Silver Bulletin averages, the Federal
//   Register vs the White House list) is ONE event with the same outcomes, but `fungible` false on that pair (nf()).
//   Rules that settle one outcome differently in an edge case the text names (a tie, a retirement, which offices
//   count as "Cabinet") are also `fungible` false on that pair: the spec's strict fungibility. A venue silent on an edge
//   case does not contradict one that states it (alpha's game rules never mention cancellation; beta's pay 50-50).
// - "By" vs "on": a state that can begin and end (a shutdown, a price) gives two events. Leaving an office is one-way
//   within these windows, so "out by June 30" and "in office on June 30" are one event with complementary YES sides.
// - Same `t` = same outcome on the YES side. A beta or beta_us moneyline market's YES side is its first outcome. "25+
//   points" and "Over 24.5 points" are one outcome (points, yards are integers); "Over 25.5" is another. "Jets lose"
//   is the outcome "Dolphins win" (a tie is neither), not the complement of "Jets win"; "Auburn +6.5" is the
//   complement of "Alabama -6.5" and gets its own `t`. "Before July 1" and "by June 30" are one deadline.
// - A categorical market on one venue and a set of binary markets (or binary events) on another are one event when
//   their buckets coincide; buckets or names listed on one venue only get their own `t`.
// Ids: beta event ids 190001+, gamma ids 13001+, alpha tickers dated 2026–2028; every close is after 2026-11-22.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, yn, type Case, type Mx, type HoldoutRow as Row } from './evalset.emit.ts';

type Cat = 'nfl' | 'nba' | 'nhl' | 'mlb' | 'ncaaf' | 'ncaab' | 'soccer' | 'tennis' | 'golf' | 'f1' | 'combat'
  | 'elections' | 'leadership' | 'cabinet' | 'scotus' | 'legislation' | 'executive' | 'approval';
/** Kinds of hard negative: what a careless matcher would wrongly merge (or wrongly call fungible). */
type Hn = 'other-date' | 'deadline' | 'source' | 'edge-rules' | 'inverted' | 'office' | 'competition' | 'threshold' | 'season-phase' | 'other-observation';

const { cases, meta, add } = caseList<Cat>();
const { A, B, U, G, G1 } = venueBuilders(190000, 13000);
const hardNegatives: Array<{ case: string; kind: Hn; what: string }> = [];
/** Adds a case with the hard negatives it carries (kind and what must not be merged). */
const put = (cat: Cat, c: Case, hn: Array<[Hn, string]> = []): void => {
  add(cat, c, hn.length);
  for (const [kind, what] of hn) hardNegatives.push({ case: c.name, kind, what });
};
/** Adds the same extra fields (a source, rules) to every row. */
const w = (ms: Row[], mx: Mx): Row[] => ms.map(([id, label, t, x]) => [id, label, t, { ...mx, ...(x ?? {}) }]);
/** Adds extra fields computed from each row's label (a per-outcome rule). */
const per = (ms: Row[], f: (label: string) => Mx): Row[] => ms.map(([id, label, t, x]) => [id, label, t, { ...f(label), ...(x ?? {}) }]);

// ───────────────────────────── venue rule styles ─────────────────────────────

/** alpha: one sentence per market, "originally scheduled" date in the alpha style. */
const kWin = (sport: string, away: string, home: string, day: string) => (team: string): Mx =>
  ({ rules: `If ${team} wins the ${away} at ${home} ${sport} game originally scheduled for ${day}, then the market resolves to Yes.` });
/** beta: the moneyline description. */
const pmGame = (league: string, a: string, b: string, when: string, oa: string, ob: string, extra = ''): string =>
  `This market refers to the ${league} game between the ${a} and the ${b}, scheduled for ${when}. If the ${a} win, the market will resolve to "${oa}". ` +
  `If the ${b} win, the market will resolve to "${ob}". If the game is postponed, this market will remain open until the game has been completed. ` +
  `If the game is canceled entirely, with no make-up game, this market will resolve 50-50.${extra}`;
/** beta_us: shorter contract terms. */
const usGame = (game: string, day: string): string =>
  `Contract resolves to the winning team of ${game} on ${day} as reported in the official league box score. Overtime counts. A postponed game stays open until played.`;
/** gamma: rules on the parent. */
const opGame = (game: string, day: string): string =>
  `This market resolves to the winner of ${game} on ${day} according to the official final score published by the league, including overtime. If the game is rescheduled, the market follows the rescheduled game.`;
/** alpha: a soccer three-way market in regulation time. */
const kSoccer = (home: string, away: string, day: string, comp: string) => (label: string): Mx => ({
  rules: label === 'Tie'
    ? `If the ${home} vs ${away} ${comp} match originally scheduled for ${day} ends in a tie after regulation time (90 minutes plus stoppage time), then the market resolves to Yes.`
    : `If ${label} wins the ${home} vs ${away} ${comp} match originally scheduled for ${day} in regulation time (90 minutes plus stoppage time), then the market resolves to Yes.`,
});
/** beta: a season future's per-team description. */
const pmFuture = (what: string, when: string, src: string) => (label: string): Mx =>
  ({ rules: `This market will resolve to "Yes" if ${label} ${what}. Otherwise, this market will resolve to "No". The market closes ${when}. The resolution source is ${src}.` });

const NFL = 'NFL https://www.nfl.com/scores';
const NBA = 'NBA https://www.nba.com/games';
const NHL = 'NHL https://www.nhl.com/scores';
const MLB = 'MLB https://www.mlb.com/scores';
const NCAA = 'NCAA https://www.ncaa.com/scoreboard';
const PL = 'Premier League https://www.premierleague.com/results';
const UEFA = 'UEFA https://www.uefa.com/uefachampionsleague/fixtures-results/';
const MLSX = 'Major League Soccer https://www.mlssoccer.com/schedule/scores';
const ATP = 'ATP Tour https://www.atptour.com/en/scores/current';
const AO = 'Australian Open https://ausopen.com/draws';
const PGA = 'PGA Tour https://www.pgatour.com/leaderboard';
const F1 = 'Formula 1 https://www.formula1.com/en/results';
const UFC = 'UFC https://www.ufc.com/events';
const AP = 'Associated Press https://apnews.com/hub/election-2028';
const CONG = 'Congress.gov https://www.congress.gov';
const CLERK = 'Clerk of the House https://clerk.house.gov/Votes';
const SENATE = 'U.S. Senate https://www.senate.gov/senators/leadership.htm';
const SCOTUS = 'Supreme Court of the United States https://www.supremecourt.gov';
const WH = 'The White House https://www.whitehouse.gov/administration/the-cabinet/';
const FR = 'Federal Register https://www.federalregister.gov/presidential-documents/executive-orders';
const RCP = 'RealClearPolitics https://www.realclearpolling.com/polls/approval/donald-trump/approval-rating';
const SB = 'https://www.natesilver.net/p/trump-approval-rating';
const OPM = 'Office of Personnel Management https://www.opm.gov/policy-data-oversight/pay-leave/furlough-guidance/';
const DOJ = 'Department of Justice Office of the Pardon Attorney https://www.justice.gov/pardon/clemency-grants';

// ───────────────────────────── NFL ─────────────────────────────

{ // Thanksgiving early game, all four venues. beta and beta_us moneylines: YES = first outcome (Bears).
  const rows: Row[] = [['CHI', 'Chicago', 'chi', { q: 'Chicago at Detroit Winner?' }], ['DET', 'Detroit', 'det', { q: 'Chicago at Detroit Winner?' }]];
  put('nfl', { name: 'nfl-chi-at-det-2026-11-26', events: [
    A('KXNFLGAME-26NOV26CHIDET', 'Chicago at Detroit', 'Sports', z('2026-11-26', '20:30'), per(rows, kWin('professional football', 'Chicago', 'Detroit', 'Nov 26, 2026')), { sources: [NFL] }),
    B('Bears vs. Lions', 'Sports', z('2026-11-26', '17:30'), [['nfl-chi-det-2026-11-26', '', 'chi', { q: 'Bears vs. Lions', outcomes: yn('Bears', 'Lions'), src: 'https://www.nfl.com/',
      rules: pmGame('NFL', 'Chicago Bears', 'Detroit Lions', 'November 26, 2026 at 12:30 PM ET', 'Bears', 'Lions') }]]),
    U('nfl-chi-det-2026-11-26', 'Chicago Bears vs. Detroit Lions', 'sports', z('2026-11-26', '17:30'), [['aec-nfl-chi-det-2026-11-26', '', 'chi',
      { q: 'Chicago Bears vs. Detroit Lions', outcomes: yn('Chicago Bears', 'Detroit Lions'), rules: usGame('Chicago Bears at Detroit Lions', 'November 26, 2026') }]]),
    G('NFL Thanksgiving: Detroit Lions vs Chicago Bears', z('2026-11-26', '17:30'), [['Detroit Lions', 'det'], ['Chicago Bears', 'chi']],
      { rules: opGame('Detroit Lions vs Chicago Bears (Ford Field)', 'Thursday, November 26, 2026') }),
  ] });
}

{ // Thanksgiving late game. beta_us lists the home team first, so its YES side is Dallas.
  const rows: Row[] = [['PHI', 'Philadelphia', 'phi', { q: 'Philadelphia at Dallas Winner?' }], ['DAL', 'Dallas', 'dal', { q: 'Philadelphia at Dallas Winner?' }]];
  put('nfl', { name: 'nfl-phi-at-dal-2026-11-26', events: [
    A('KXNFLGAME-26NOV26PHIDAL', 'Philadelphia at Dallas', 'Sports', z('2026-11-27', '00:30'), per(rows, kWin('professional football', 'Philadelphia', 'Dallas', 'Nov 26, 2026')), { sources: [NFL] }),
    B('Eagles vs. Cowboys', 'Sports', z('2026-11-26', '21:30'), [['nfl-phi-dal-2026-11-26', '', 'phi', { q: 'Eagles vs. Cowboys', outcomes: yn('Eagles', 'Cowboys'), src: 'https://www.nfl.com/',
      rules: pmGame('NFL', 'Philadelphia Eagles', 'Dallas Cowboys', 'November 26, 2026 at 4:30 PM ET', 'Eagles', 'Cowboys') }]]),
    U('nfl-phi-dal-2026-11-26', 'Dallas Cowboys vs. Philadelphia Eagles', 'sports', z('2026-11-26', '21:30'), [['aec-nfl-phi-dal-2026-11-26', '', 'dal',
      { q: 'Dallas Cowboys vs. Philadelphia Eagles', outcomes: yn('Dallas Cowboys', 'Philadelphia Eagles'), rules: usGame('Philadelphia Eagles at Dallas Cowboys', 'November 26, 2026') }]]),
  ] });
}

{ // Sunday night game: 8:20 PM ET on Nov 29 is 01:20Z on Nov 30 (beta's endDate); alpha's ticker keeps the local date.
  const rows: Row[] = [['KC', 'Kansas City', 'kc', { q: 'Kansas City at Buffalo Winner?' }], ['BUF', 'Buffalo', 'buf', { q: 'Kansas City at Buffalo Winner?' }]];
  put('nfl', { name: 'nfl-kc-at-buf-2026-11-29-moneyline', events: [
    A('KXNFLGAME-26NOV29KCBUF', 'Kansas City at Buffalo', 'Sports', z('2026-11-30', '04:30'), per(rows, kWin('professional football', 'Kansas City', 'Buffalo', 'Nov 29, 2026')), { sources: [NFL] }),
    B('Chiefs vs. Bills', 'Sports', z('2026-11-30', '01:20'), [['nfl-kc-buf-2026-11-29', '', 'kc', { q: 'Chiefs vs. Bills', outcomes: yn('Chiefs', 'Bills'), src: 'https://www.nfl.com/',
      rules: pmGame('NFL', 'Kansas City Chiefs', 'Buffalo Bills', 'November 29, 2026 at 8:20 PM ET', 'Chiefs', 'Bills') }]]),
    U('nfl-kc-buf-2026-11-29', 'Kansas City Chiefs vs. Buffalo Bills', 'sports', z('2026-11-30', '01:20'), [['aec-nfl-kc-buf-2026-11-29', '', 'kc',
      { q: 'Kansas City Chiefs vs. Buffalo Bills', outcomes: yn('Kansas City Chiefs', 'Buffalo Bills'), rules: usGame('Kansas City Chiefs at Buffalo Bills', 'November 29, 2026') }]]),
  ] });
}

{ // Same game, the margin. gamma's "by 3 or more" = alpha's "by over 2.5" (integer scores). beta_us's -3.5 is another line.
  put('nfl', { name: 'nfl-kc-at-buf-2026-11-29-spread', events: [
    A('KXNFLSPREAD-26NOV29KCBUF', 'Kansas City at Buffalo: Spread', 'Sports', z('2026-11-30', '04:30'), [
      ['BUF3', 'Buffalo wins by over 2.5 Points', 'buf-2.5', { rules: 'If Buffalo wins the Kansas City at Buffalo professional football game originally scheduled for Nov 29, 2026 by more than 2.5 points, then the market resolves to Yes.' }],
      ['BUF6', 'Buffalo wins by over 5.5 Points', 'buf-5.5', { rules: 'If Buffalo wins the Kansas City at Buffalo professional football game originally scheduled for Nov 29, 2026 by more than 5.5 points, then the market resolves to Yes.' }],
      ['KC3', 'Kansas City wins by over 2.5 Points', 'kc-2.5', { rules: 'If Kansas City wins the Kansas City at Buffalo professional football game originally scheduled for Nov 29, 2026 by more than 2.5 points, then the market resolves to Yes.' }],
    ], { sources: [NFL] }),
    U('nfl-kc-buf-2026-11-29-spreads', 'Chiefs vs. Bills: Spreads', 'sports', z('2026-11-30', '01:20'), [
      ['asc-nfl-kc-buf-2026-11-29-buf-2pt5', 'Bills -2.5', 'buf-2.5', { q: 'Spread: Buffalo Bills (-2.5)', outcomes: yn('Buffalo Bills', 'Kansas City Chiefs'),
        rules: 'Resolves to Buffalo Bills if the Bills win by 3 or more points (final score incl. overtime); otherwise to Kansas City Chiefs.' }],
      ['asc-nfl-kc-buf-2026-11-29-buf-3pt5', 'Bills -3.5', 'buf-3.5', { q: 'Spread: Buffalo Bills (-3.5)', outcomes: yn('Buffalo Bills', 'Kansas City Chiefs'),
        rules: 'Resolves to Buffalo Bills if the Bills win by 4 or more points (final score incl. overtime); otherwise to Kansas City Chiefs.' }],
    ]),
    G1('Will the Buffalo Bills beat the Kansas City Chiefs by 3 or more points on Nov 29?', z('2026-11-30', '01:20'), 'buf-2.5',
      { rules: 'Yes if Buffalo\'s final margin of victory over Kansas City, overtime included, is at least 3 points, per the official NFL game book.' }),
  ] }, [['threshold', 'beta_us Bills -3.5 is not alpha/gamma Bills by over 2.5']]);
}

{ // Same game, total points. gamma lists Over and Under as a categorical; its Under is the complement of the Over line.
  put('nfl', { name: 'nfl-kc-at-buf-2026-11-29-total', events: [
    A('KXNFLTOTAL-26NOV29KCBUF', 'Kansas City at Buffalo: Total Points', 'Sports', z('2026-11-30', '04:30'), [
      ['44', 'Over 44.5 points scored', 'o44.5'], ['47', 'Over 47.5 points scored', 'o47.5'], ['50', 'Over 50.5 points scored', 'o50.5'],
    ], { sources: [NFL], rules: 'If the combined score of Kansas City and Buffalo in the game originally scheduled for Nov 29, 2026, including overtime, is above the line, then the market resolves to Yes.' }),
    U('nfl-kc-buf-2026-11-29-totals', 'Chiefs vs. Bills: Totals', 'sports', z('2026-11-30', '01:20'), [
      ['tsc-nfl-kc-buf-2026-11-29-47pt5', 'O/U 47.5', 'o47.5', { q: 'Chiefs vs. Bills: O/U 47.5', outcomes: yn('Over', 'Under'), rules: 'Over if the teams combine for 48 or more points, overtime included; Under otherwise.' }],
    ]),
    G('Chiefs @ Bills (Nov 29): Total Points 47.5', z('2026-11-30', '01:20'), [['Over 47.5', 'o47.5'], ['Under 47.5', 'u47.5']],
      { rules: 'Total points scored by both teams in the Kansas City Chiefs at Buffalo Bills game on November 29, 2026, including overtime, per NFL.com.' }),
  ] }, [['inverted', 'gamma Under 47.5 is the complement of Over 47.5']]);
}

{ // Ties: alpha and gamma settle every team market No on a tie; beta and beta_us pay 50-50. One outcome settles
  // differently in a tie, so those pairs are not fungible (condition scope); alpha|gamma and beta|beta_us are.
  const rows: Row[] = [['PIT', 'Pittsburgh', 'pit', { q: 'Pittsburgh at Baltimore Winner?' }], ['BAL', 'Baltimore', 'bal', { q: 'Pittsburgh at Baltimore Winner?' }]];
  put('nfl', { name: 'nfl-pit-at-bal-2026-12-27', events: [
    A('KXNFLGAME-26DEC27PITBAL', 'Pittsburgh at Baltimore', 'Sports', z('2026-12-27', '22:00'),
      per(rows, (l) => ({ rules: `${kWin('professional football', 'Pittsburgh', 'Baltimore', 'Dec 27, 2026')(l).rules!} If the game ends in a tie, both markets resolve to No.` })), { sources: [NFL] }),
    B('Steelers vs. Ravens', 'Sports', z('2026-12-27', '18:00'), [['nfl-pit-bal-2026-12-27', '', 'pit', { q: 'Steelers vs. Ravens', outcomes: yn('Steelers', 'Ravens'), src: 'https://www.nfl.com/',
      rules: pmGame('NFL', 'Pittsburgh Steelers', 'Baltimore Ravens', 'December 27, 2026 at 1:00 PM ET', 'Steelers', 'Ravens', ' If the game ends in a tie, this market will resolve 50-50.') }]]),
    U('nfl-pit-bal-2026-12-27', 'Pittsburgh Steelers vs. Baltimore Ravens', 'sports', z('2026-12-27', '18:00'), [['aec-nfl-pit-bal-2026-12-27', '', 'pit',
      { q: 'Pittsburgh Steelers vs. Baltimore Ravens', outcomes: yn('Pittsburgh Steelers', 'Baltimore Ravens'), rules: `${usGame('Pittsburgh Steelers at Baltimore Ravens', 'December 27, 2026')} A tie settles at 50/50.` }]]),
    G('NFL Week 16: Baltimore Ravens vs Pittsburgh Steelers', z('2026-12-27', '18:00'), [['Baltimore Ravens', 'bal'], ['Pittsburgh Steelers', 'pit']],
      { rules: `${opGame('Baltimore Ravens vs Pittsburgh Steelers', 'December 27, 2026')} If the game ends in a tie, all outcomes resolve to No.` }),
  ], fungible: nf('alpha|beta', 'alpha|beta_us', 'gamma|beta', 'gamma|beta_us') }, [['edge-rules', 'tie: No on alpha/gamma, 50-50 on beta/beta_us']]);
}

{ // "Will the Jets lose?" is "Dolphins win" (a tie is neither a Jets loss nor a Dolphins win), so gamma matches alpha's MIA.
  // beta's moneyline YES is Jets.
  const rows: Row[] = [['NYJ', 'New York J', 'nyj', { q: 'New York J at Miami Winner?' }], ['MIA', 'Miami', 'mia', { q: 'New York J at Miami Winner?' }]];
  put('nfl', { name: 'nfl-nyj-at-mia-2026-12-13', events: [
    A('KXNFLGAME-26DEC13NYJMIA', 'New York J at Miami', 'Sports', z('2026-12-13', '22:00'), per(rows, kWin('professional football', 'New York J', 'Miami', 'Dec 13, 2026')), { sources: [NFL] }),
    B('Jets vs. Dolphins', 'Sports', z('2026-12-13', '18:00'), [['nfl-nyj-mia-2026-12-13', '', 'nyj', { q: 'Jets vs. Dolphins', outcomes: yn('Jets', 'Dolphins'), src: 'https://www.nfl.com/',
      rules: pmGame('NFL', 'New York Jets', 'Miami Dolphins', 'December 13, 2026 at 1:00 PM ET', 'Jets', 'Dolphins') }]]),
    G1('Will the New York Jets lose to the Miami Dolphins on December 13?', z('2026-12-13', '18:00'), 'mia',
      { rules: 'Resolves Yes if the Miami Dolphins defeat the New York Jets in their game on December 13, 2026 (Hard Rock Stadium). A tie resolves No.' }),
  ] }, [['inverted', 'gamma "Jets lose" is not beta\'s Jets YES side']]);
}

{ // Packers at Vikings, Week 13.
  const rows: Row[] = [['GB', 'Green Bay', 'gb', { q: 'Green Bay at Minnesota Winner?' }], ['MIN', 'Minnesota', 'min', { q: 'Green Bay at Minnesota Winner?' }]];
  put('nfl', { name: 'nfl-gb-at-min-2026-12-06', events: [
    A('KXNFLGAME-26DEC06GBMIN', 'Green Bay at Minnesota', 'Sports', z('2026-12-06', '22:00'), per(rows, kWin('professional football', 'Green Bay', 'Minnesota', 'Dec 6, 2026')), { sources: [NFL] }),
    B('Packers vs. Vikings', 'Sports', z('2026-12-06', '18:00'), [['nfl-gb-min-2026-12-06', '', 'gb', { q: 'Packers vs. Vikings', outcomes: yn('Packers', 'Vikings'), src: 'https://www.nfl.com/',
      rules: pmGame('NFL', 'Green Bay Packers', 'Minnesota Vikings', 'December 6, 2026 at 1:00 PM ET', 'Packers', 'Vikings') }]]),
    U('nfl-gb-min-2026-12-06', 'Green Bay Packers vs. Minnesota Vikings', 'sports', z('2026-12-06', '18:00'), [['aec-nfl-gb-min-2026-12-06', '', 'gb',
      { q: 'Green Bay Packers vs. Minnesota Vikings', outcomes: yn('Green Bay Packers', 'Minnesota Vikings'), rules: usGame('Green Bay Packers at Minnesota Vikings', 'December 6, 2026') }]]),
  ] });
}

{ // The rematch at Lambeau, Week 17: same two teams, another date.
  const rows: Row[] = [['MIN', 'Minnesota', 'min2', { q: 'Minnesota at Green Bay Winner?' }], ['GB', 'Green Bay', 'gb2', { q: 'Minnesota at Green Bay Winner?' }]];
  put('nfl', { name: 'nfl-min-at-gb-2027-01-03', events: [
    A('KXNFLGAME-27JAN03MINGB', 'Minnesota at Green Bay', 'Sports', z('2027-01-04', '01:30'), per(rows, kWin('professional football', 'Minnesota', 'Green Bay', 'Jan 3, 2027')), { sources: [NFL] }),
    B('Vikings vs. Packers', 'Sports', z('2027-01-03', '21:25'), [['nfl-min-gb-2027-01-03', '', 'min2', { q: 'Vikings vs. Packers', outcomes: yn('Vikings', 'Packers'), src: 'https://www.nfl.com/',
      rules: pmGame('NFL', 'Minnesota Vikings', 'Green Bay Packers', 'January 3, 2027 at 4:25 PM ET', 'Vikings', 'Packers') }]]),
    G('NFL Week 17: Packers vs Vikings (Lambeau Field)', z('2027-01-03', '21:25'), [['Green Bay Packers', 'gb2'], ['Minnesota Vikings', 'min2']],
      { rules: opGame('Green Bay Packers vs Minnesota Vikings', 'January 3, 2027') }),
  ] }, [['other-date', 'Vikings-Packers Jan 3 is not the Dec 6 game']]);
}

{ // The New York derby: "New York J at New York G" on alpha, "NY Giants vs NY Jets" on gamma.
  const rows: Row[] = [['NYJ', 'New York J', 'nyj', { q: 'New York J at New York G Winner?' }], ['NYG', 'New York G', 'nyg', { q: 'New York J at New York G Winner?' }]];
  put('nfl', { name: 'nfl-nyj-at-nyg-2026-12-20', events: [
    A('KXNFLGAME-26DEC20NYJNYG', 'New York J at New York G', 'Sports', z('2026-12-20', '22:00'), per(rows, kWin('professional football', 'New York J', 'New York G', 'Dec 20, 2026')), { sources: [NFL] }),
    B('Jets vs. Giants', 'Sports', z('2026-12-20', '18:00'), [['nfl-nyj-nyg-2026-12-20', '', 'nyj', { q: 'Jets vs. Giants', outcomes: yn('Jets', 'Giants'), src: 'https://www.nfl.com/',
      rules: pmGame('NFL', 'New York Jets', 'New York Giants', 'December 20, 2026 at 1:00 PM ET', 'Jets', 'Giants') }]]),
    G('NY Giants vs NY Jets (MetLife, Dec 20)', z('2026-12-20', '18:00'), [['NY Giants', 'nyg'], ['NY Jets', 'nyj']], { rules: opGame('New York Giants vs New York Jets', 'December 20, 2026') }),
  ] });
}

{ // Super Bowl LXI: each venue lists its own subset; gamma's "Other" is its own outcome.
  const sbRules = pmFuture('win Super Bowl LXI, scheduled for February 14, 2027', 'after the game is played', 'the NFL');
  put('nfl', { name: 'nfl-super-bowl-lxi', events: [
    A('KXSB-27', 'Super Bowl LXI Champion', 'Sports', z('2027-02-15', '04:00'), [
      ['KC', 'Kansas City', 'kc'], ['BUF', 'Buffalo', 'buf'], ['PHI', 'Philadelphia', 'phi'], ['DET', 'Detroit', 'det'], ['BAL', 'Baltimore', 'bal'], ['LAR', 'Los Angeles R', 'lar'], ['SF', 'San Francisco', 'sf'], ['GB', 'Green Bay', 'gb'],
    ], { sources: [NFL], rules: 'If the listed team wins the Pro Football Championship game (Super Bowl LXI) for the 2026 season, then the market resolves to Yes.' }),
    B('Super Bowl Champion 2027', 'Sports', z('2027-02-14', '23:30'), per([
      ['super-bowl-champion-2027-chiefs', 'Chiefs', 'kc', { q: 'Will the Kansas City Chiefs win Super Bowl 2027?' }],
      ['super-bowl-champion-2027-bills', 'Bills', 'buf', { q: 'Will the Buffalo Bills win Super Bowl 2027?' }],
      ['super-bowl-champion-2027-eagles', 'Eagles', 'phi', { q: 'Will the Philadelphia Eagles win Super Bowl 2027?' }],
      ['super-bowl-champion-2027-lions', 'Lions', 'det', { q: 'Will the Detroit Lions win Super Bowl 2027?' }],
      ['super-bowl-champion-2027-ravens', 'Ravens', 'bal', { q: 'Will the Baltimore Ravens win Super Bowl 2027?' }],
      ['super-bowl-champion-2027-rams', 'Rams', 'lar', { q: 'Will the Los Angeles Rams win Super Bowl 2027?' }],
      ['super-bowl-champion-2027-texans', 'Texans', 'hou', { q: 'Will the Houston Texans win Super Bowl 2027?' }],
    ], (l) => sbRules(`the ${l}`))),
    U('super-bowl-lxi-winner', 'Super Bowl LXI Winner', 'sports', z('2027-02-14', '23:30'), [
      ['super-bowl-lxi-winner-kc', 'Kansas City Chiefs', 'kc'], ['super-bowl-lxi-winner-buf', 'Buffalo Bills', 'buf'], ['super-bowl-lxi-winner-phi', 'Philadelphia Eagles', 'phi'],
      ['super-bowl-lxi-winner-det', 'Detroit Lions', 'det'], ['super-bowl-lxi-winner-sf', 'San Francisco 49ers', 'sf'],
    ], { rules: 'Resolves Yes for the team that wins Super Bowl LXI at SoFi Stadium on February 14, 2027.' }),
    G('Super Bowl LXI Champion', z('2027-02-14', '23:30'), [['Philadelphia Eagles', 'phi'], ['Buffalo Bills', 'buf'], ['Detroit Lions', 'det'], ['Kansas City Chiefs', 'kc'], ['Other', 'sb-other']],
      { rules: 'Resolves to the winner of Super Bowl LXI (February 14, 2027). "Other" resolves Yes if any team not listed wins.' }),
  ] });
}

{ // AFC title (the conference championship game, Jan 31) is not the Super Bowl.
  put('nfl', { name: 'nfl-afc-champion-2026', events: [
    A('KXNFLAFCCHAMP-27', 'AFC Champion', 'Sports', z('2027-02-01', '03:00'), [['KC', 'Kansas City', 'kc'], ['BUF', 'Buffalo', 'buf'], ['BAL', 'Baltimore', 'bal'], ['HOU', 'Houston', 'hou'], ['DEN', 'Denver', 'den']],
      { sources: [NFL], rules: 'If the listed team wins the AFC Championship Game for the 2026 NFL season, then the market resolves to Yes.' }),
    B('AFC Champion 2026-27', 'Sports', z('2027-01-31', '23:00'), per([
      ['afc-champion-2026-27-chiefs', 'Chiefs', 'kc', { q: 'Will the Chiefs win the AFC Championship?' }], ['afc-champion-2026-27-bills', 'Bills', 'buf', { q: 'Will the Bills win the AFC Championship?' }],
      ['afc-champion-2026-27-ravens', 'Ravens', 'bal', { q: 'Will the Ravens win the AFC Championship?' }], ['afc-champion-2026-27-broncos', 'Broncos', 'den', { q: 'Will the Broncos win the AFC Championship?' }],
    ], (l) => pmFuture('win the AFC Championship Game of the 2026-27 NFL season', 'on January 31, 2027', 'NFL.com')(`the ${l}`))),
  ] }, [['competition', 'AFC champion is not Super Bowl champion']]);
}

{ // Making the playoffs: alpha one event per team set; beta one binary event per team (split). gamma asks about the
  // division title, a different observation (a wild card makes the playoffs without winning the NFC North).
  put('nfl', { name: 'nfl-playoffs-nfc-north-2026', events: [
    A('KXNFLPLAYOFF-26NFCN', 'NFC North teams to make the NFL playoffs', 'Sports', z('2027-01-11', '05:00'), [
      ['DET', 'Detroit', 'det-po'], ['GB', 'Green Bay', 'gb-po'], ['CHI', 'Chicago', 'chi-po'], ['MIN', 'Minnesota', 'min-po'],
    ], { sources: [NFL], rules: 'If the listed team qualifies for the 2026-27 NFL playoffs (division winner or wild card), then the market resolves to Yes.' }),
    B('Will the Lions make the playoffs?', 'Sports', z('2027-01-11', '05:00'), [['will-the-detroit-lions-make-the-nfl-playoffs-2026', 'Yes', 'det-po',
      { q: 'Will the Detroit Lions make the NFL Playoffs?', rules: 'Resolves "Yes" if the Detroit Lions qualify for the 2026-27 NFL postseason. Resolves "No" once they are mathematically eliminated.' }]]),
    B('Will the Bears make the playoffs?', 'Sports', z('2027-01-11', '05:00'), [['will-the-chicago-bears-make-the-nfl-playoffs-2026', 'Yes', 'chi-po',
      { q: 'Will the Chicago Bears make the NFL Playoffs?', rules: 'Resolves "Yes" if the Chicago Bears qualify for the 2026-27 NFL postseason. Resolves "No" once they are mathematically eliminated.' }]]),
    G1('Will the Detroit Lions win the NFC North in 2026?', z('2027-01-11', '05:00'), 'det-div', { rules: 'Yes if the Detroit Lions finish first in the NFC North for the 2026 regular season (tiebreakers included).' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, [['season-phase', 'NFC North title is not making the playoffs']]);
}

{ // NFL MVP (AP award, announced at NFL Honors Feb 11, 2027).
  put('nfl', { name: 'nfl-mvp-2026', events: [
    A('KXNFLMVP-27', 'NFL MVP 2026-27', 'Sports', z('2027-02-12', '04:00'), [
      ['JALL', 'Josh Allen', 'allen'], ['LJAC', 'Lamar Jackson', 'lamar'], ['PMAH', 'Patrick Mahomes', 'mahomes'], ['JBUR', 'Joe Burrow', 'burrow'], ['JDAN', 'Jayden Daniels', 'daniels'], ['JGOF', 'Jared Goff', 'goff'],
    ], { sources: ['Associated Press https://apnews.com/hub/nfl'], rules: 'If the listed player is named the AP NFL Most Valuable Player for the 2026 season, then the market resolves to Yes.' }),
    B('NFL MVP 2026', 'Sports', z('2027-02-11', '23:59'), per([
      ['nfl-mvp-2026-josh-allen', 'Josh Allen', 'allen'], ['nfl-mvp-2026-lamar-jackson', 'Lamar Jackson', 'lamar'], ['nfl-mvp-2026-patrick-mahomes', 'Patrick Mahomes', 'mahomes'],
      ['nfl-mvp-2026-joe-burrow', 'Joe Burrow', 'burrow'], ['nfl-mvp-2026-drake-maye', 'Drake Maye', 'maye'],
    ], (l) => ({ q: `Will ${l} win the 2026-27 NFL MVP award?`, ...pmFuture('is named the Associated Press NFL Most Valuable Player for the 2026 season', 'at NFL Honors', 'the Associated Press')(l) }))),
    G('2026 NFL MVP (AP)', z('2027-02-11', '23:59'), [['Josh Allen', 'allen'], ['Lamar Jackson', 'lamar'], ['Joe Burrow', 'burrow'], ['Jayden Daniels', 'daniels']],
      { rules: 'Resolves to the player named AP Most Valuable Player for the 2026 NFL season.' }),
  ] });
}

{ // Offensive Player of the Year: another award, its own event.
  put('nfl', { name: 'nfl-opoy-2026', events: [
    A('KXNFLOPOY-27', 'NFL Offensive Player of the Year 2026-27', 'Sports', z('2027-02-12', '04:00'), [
      ['JCHA', "Ja'Marr Chase", 'chase'], ['PNAC', 'Puka Nacua', 'nacua'], ['SBAR', 'Saquon Barkley', 'saquon'], ['JGIB', 'Jahmyr Gibbs', 'gibbs'],
    ], { sources: ['Associated Press https://apnews.com/hub/nfl'], rules: 'If the listed player is named AP Offensive Player of the Year for the 2026 season, then the market resolves to Yes.' }),
    U('nfl-offensive-player-of-the-year-2026', 'NFL Offensive Player of the Year 2026', 'sports', z('2027-02-11', '23:59'), [
      ['nfl-opoy-2026-jamarr-chase', "Ja'Marr Chase", 'chase'], ['nfl-opoy-2026-puka-nacua', 'Puka Nacua', 'nacua'], ['nfl-opoy-2026-jahmyr-gibbs', 'Jahmyr Gibbs', 'gibbs'],
      ['nfl-opoy-2026-bijan-robinson', 'Bijan Robinson', 'bijan'],
    ], { rules: 'Resolves Yes for the player named 2026 AP Offensive Player of the Year.' }),
  ] }, [['other-observation', 'OPOY is not MVP (Gibbs, Chase listed on both kinds)']]);
}

{ // Thanksgiving anytime touchdown props: alpha one event, beta one Yes/No market per player.
  put('nfl', { name: 'nfl-chi-at-det-2026-11-26-anytime-td', events: [
    A('KXNFLANYTD-26NOV26CHIDET', 'Chicago at Detroit: Anytime Touchdown Scorer', 'Sports', z('2026-11-26', '20:30'), [
      ['JGIB26', 'Jahmyr Gibbs', 'gibbs-td'], ['ASTB14', 'Amon-Ra St. Brown', 'asb-td'], ['DSWI4', "D'Andre Swift", 'swift-td'], ['RODU', 'Rome Odunze', 'odunze-td'],
    ], { sources: [NFL], rules: 'If the listed player scores a rushing or receiving touchdown in the Chicago at Detroit game originally scheduled for Nov 26, 2026, including overtime, then the market resolves to Yes.' }),
    B('Bears vs. Lions: Anytime Touchdown', 'Sports', z('2026-11-26', '17:30'), w([
      ['bears-lions-anytime-td-jahmyr-gibbs', 'Jahmyr Gibbs', 'gibbs-td', { q: 'Will Jahmyr Gibbs score a touchdown vs. the Bears?' }],
      ['bears-lions-anytime-td-amon-ra-st-brown', 'Amon-Ra St. Brown', 'asb-td', { q: 'Will Amon-Ra St. Brown score a touchdown vs. the Bears?' }],
      ['bears-lions-anytime-td-dandre-swift', "D'Andre Swift", 'swift-td', { q: "Will D'Andre Swift score a touchdown vs. the Lions?" }],
      ['bears-lions-anytime-td-sam-laporta', 'Sam LaPorta', 'laporta-td', { q: 'Will Sam LaPorta score a touchdown vs. the Bears?' }],
    ], { src: 'https://www.nfl.com/', rules: 'Resolves "Yes" if the player records a rushing or receiving touchdown in the November 26, 2026 Bears–Lions game (overtime included). Passing touchdowns do not count.' })),
  ] });
}

{ // Gibbs rushing yards: "100+" = "Over 99.5"; gamma's "over 100.5" is 101+.
  put('nfl', { name: 'nfl-chi-at-det-2026-11-26-gibbs-rush-yds', events: [
    A('KXNFLRSHYDS-26NOV26CHIDET', 'Chicago at Detroit: Jahmyr Gibbs rushing yards', 'Sports', z('2026-11-26', '20:30'), [
      ['JGIB26-75', 'Jahmyr Gibbs: 75+ yards', 'g75'], ['JGIB26-100', 'Jahmyr Gibbs: 100+ yards', 'g100'], ['JGIB26-125', 'Jahmyr Gibbs: 125+ yards', 'g125'],
    ], { sources: [NFL], rules: 'If Jahmyr Gibbs records at least the listed number of rushing yards in the Chicago at Detroit game originally scheduled for Nov 26, 2026, then the market resolves to Yes.' }),
    U('nfl-chi-det-2026-11-26-props', 'Bears vs. Lions: Player Props', 'sports', z('2026-11-26', '17:30'), [
      ['pps-nfl-chi-det-2026-11-26-jahmyr-gibbs-rush-yds-99pt5', 'Jahmyr Gibbs Rushing Yards O/U 99.5', 'g100',
        { q: 'Jahmyr Gibbs: Rushing Yards O/U 99.5', outcomes: yn('Over', 'Under'), rules: 'Over if Jahmyr Gibbs has more than 99.5 rushing yards in the game per the official NFL stats.' }],
    ]),
    G1('Jahmyr Gibbs over 100.5 rushing yards vs Bears (Thanksgiving)?', z('2026-11-26', '17:30'), 'g101', { rules: 'Yes if Gibbs records 101 or more rushing yards on November 26, 2026 per the NFL game book.' }),
  ] }, [['threshold', 'gamma over 100.5 is not 100+ / Over 99.5']]);
}

// A one-venue NFL listing.
put('nfl', { name: 'nfl-rodgers-retire', events: [
  B('Will Aaron Rodgers retire before the 2027 season?', 'Sports', z('2027-09-08', '23:59'), [['will-aaron-rodgers-retire-before-the-2027-nfl-season', 'Yes', 'rodgers-retire',
    { q: 'Will Aaron Rodgers retire before the 2027 season?', rules: 'Resolves "Yes" if Aaron Rodgers officially announces his retirement from the NFL before the first game of the 2027 NFL regular season.' }]]),
] });

// ───────────────────────────── NBA ─────────────────────────────

{ // 7:30 PM ET Nov 25 is 00:30Z Nov 26: beta and gamma close on the 26th (UTC), alpha's ticker says 26NOV25.
  const rows: Row[] = [['LAL', 'Los Angeles L', 'lal', { q: 'Los Angeles L at Boston Winner?' }], ['BOS', 'Boston', 'bos', { q: 'Los Angeles L at Boston Winner?' }]];
  put('nba', { name: 'nba-lal-at-bos-2026-11-25', events: [
    A('KXNBAGAME-26NOV25LALBOS', 'Los Angeles L at Boston', 'Sports', z('2026-11-26', '03:30'), per(rows, kWin('professional basketball', 'Los Angeles L', 'Boston', 'Nov 25, 2026')), { sources: [NBA] }),
    B('Lakers vs. Celtics', 'Sports', z('2026-11-26', '00:30'), [['nba-lal-bos-2026-11-25', '', 'lal', { q: 'Lakers vs. Celtics', outcomes: yn('Lakers', 'Celtics'), src: 'https://www.nba.com/',
      rules: pmGame('NBA', 'Los Angeles Lakers', 'Boston Celtics', 'November 25, 2026 at 7:30 PM ET', 'Lakers', 'Celtics') }]]),
    U('nba-lal-bos-2026-11-25', 'Los Angeles Lakers vs. Boston Celtics', 'sports', z('2026-11-26', '00:30'), [['aec-nba-lal-bos-2026-11-25', '', 'lal',
      { q: 'Los Angeles Lakers vs. Boston Celtics', outcomes: yn('Los Angeles Lakers', 'Boston Celtics'), rules: usGame('Los Angeles Lakers at Boston Celtics', 'November 25, 2026') }]]),
    G('NBA: Celtics vs Lakers (Nov 25)', z('2026-11-26', '00:30'), [['Boston Celtics', 'bos'], ['Los Angeles Lakers', 'lal']], { rules: opGame('Boston Celtics vs Los Angeles Lakers (TD Garden)', 'November 25, 2026 (ET)') }),
  ] });
}

{ // Bucks at Heat twice in three days (a two-game set in Miami): Friday's game.
  const rows: Row[] = [['MIL', 'Milwaukee', 'mil', { q: 'Milwaukee at Miami Winner?' }], ['MIA', 'Miami', 'mia', { q: 'Milwaukee at Miami Winner?' }]];
  put('nba', { name: 'nba-mil-at-mia-2026-11-27', events: [
    A('KXNBAGAME-26NOV27MILMIA', 'Milwaukee at Miami', 'Sports', z('2026-11-28', '04:00'), per(rows, kWin('professional basketball', 'Milwaukee', 'Miami', 'Nov 27, 2026')), { sources: [NBA] }),
    B('Bucks vs. Heat', 'Sports', z('2026-11-28', '01:00'), [['nba-mil-mia-2026-11-27', '', 'mil', { q: 'Bucks vs. Heat', outcomes: yn('Bucks', 'Heat'), src: 'https://www.nba.com/',
      rules: pmGame('NBA', 'Milwaukee Bucks', 'Miami Heat', 'November 27, 2026 at 8:00 PM ET', 'Bucks', 'Heat') }]]),
    U('nba-mil-mia-2026-11-27', 'Milwaukee Bucks vs. Miami Heat', 'sports', z('2026-11-28', '01:00'), [['aec-nba-mil-mia-2026-11-27', '', 'mil',
      { q: 'Milwaukee Bucks vs. Miami Heat', outcomes: yn('Milwaukee Bucks', 'Miami Heat'), rules: usGame('Milwaukee Bucks at Miami Heat', 'November 27, 2026') }]]),
  ] });
}

{ // ...and Sunday's game: the same alpha title and the same two teams on beta, only the date differs. gamma lists Sunday's only.
  const rows: Row[] = [['MIL', 'Milwaukee', 'mil2', { q: 'Milwaukee at Miami Winner?' }], ['MIA', 'Miami', 'mia2', { q: 'Milwaukee at Miami Winner?' }]];
  put('nba', { name: 'nba-mil-at-mia-2026-11-29', events: [
    A('KXNBAGAME-26NOV29MILMIA', 'Milwaukee at Miami', 'Sports', z('2026-11-30', '02:00'), per(rows, kWin('professional basketball', 'Milwaukee', 'Miami', 'Nov 29, 2026')), { sources: [NBA] }),
    B('Bucks @ Heat', 'Sports', z('2026-11-29', '23:00'), [['nba-mil-mia-2026-11-29', '', 'mil2', { q: 'Bucks vs. Heat', outcomes: yn('Bucks', 'Heat'), src: 'https://www.nba.com/',
      rules: pmGame('NBA', 'Milwaukee Bucks', 'Miami Heat', 'November 29, 2026 at 6:00 PM ET', 'Bucks', 'Heat') }]]),
    G('Heat vs Bucks — Sunday Nov 29', z('2026-11-29', '23:00'), [['Miami Heat', 'mia2'], ['Milwaukee Bucks', 'mil2']], { rules: opGame('Miami Heat vs Milwaukee Bucks (Kaseya Center)', 'November 29, 2026') }),
  ] }, [['other-date', 'Sunday Bucks-Heat is not Friday Bucks-Heat']]);
}

{ // The Los Angeles derby: "Los Angeles C at Los Angeles L" on alpha.
  const rows: Row[] = [['LAC', 'Los Angeles C', 'lac', { q: 'Los Angeles C at Los Angeles L Winner?' }], ['LAL', 'Los Angeles L', 'lal', { q: 'Los Angeles C at Los Angeles L Winner?' }]];
  put('nba', { name: 'nba-lac-at-lal-2026-12-01', events: [
    A('KXNBAGAME-26DEC01LACLAL', 'Los Angeles C at Los Angeles L', 'Sports', z('2026-12-02', '06:00'), per(rows, kWin('professional basketball', 'Los Angeles C', 'Los Angeles L', 'Dec 1, 2026')), { sources: [NBA] }),
    B('Clippers vs. Lakers', 'Sports', z('2026-12-02', '03:00'), [['nba-lac-lal-2026-12-01', '', 'lac', { q: 'Clippers vs. Lakers', outcomes: yn('Clippers', 'Lakers'), src: 'https://www.nba.com/',
      rules: pmGame('NBA', 'LA Clippers', 'Los Angeles Lakers', 'December 1, 2026 at 10:00 PM ET', 'Clippers', 'Lakers') }]]),
    G('LA Clippers vs LA Lakers (Crypto.com Arena)', z('2026-12-02', '03:00'), [['LA Lakers', 'lal'], ['LA Clippers', 'lac']], { rules: opGame('Los Angeles Lakers vs LA Clippers', 'December 1, 2026 (PT)') }),
  ] });
}

{ // Spread: beta_us "Thunder -7.5" = alpha "Oklahoma City wins by over 7.5"; gamma "Spurs +7.5" is its complement.
  put('nba', { name: 'nba-sas-at-okc-2026-12-02-spread', events: [
    A('KXNBASPREAD-26DEC02SASOKC', 'San Antonio at Oklahoma City: Spread', 'Sports', z('2026-12-03', '04:00'), [
      ['OKC5', 'Oklahoma City wins by over 4.5 Points', 'okc-4.5'], ['OKC8', 'Oklahoma City wins by over 7.5 Points', 'okc-7.5'], ['SAS2', 'San Antonio wins by over 1.5 Points', 'sas-1.5'],
    ], { sources: [NBA], rules: 'If the named team wins the San Antonio at Oklahoma City professional basketball game originally scheduled for Dec 2, 2026 by more than the stated points, then the market resolves to Yes.' }),
    U('nba-sas-okc-2026-12-02-spreads', 'Spurs vs. Thunder: Spreads', 'sports', z('2026-12-03', '01:00'), [
      ['asc-nba-sas-okc-2026-12-02-okc-7pt5', 'Thunder -7.5', 'okc-7.5', { q: 'Spread: Oklahoma City Thunder (-7.5)', outcomes: yn('Oklahoma City Thunder', 'San Antonio Spurs'),
        rules: 'Resolves to Oklahoma City Thunder if the Thunder win by 8 or more points, overtime included; otherwise San Antonio Spurs.' }],
    ]),
    G1('Will the Spurs cover +7.5 at the Thunder on Dec 2?', z('2026-12-03', '01:00'), 'sas+7.5', { rules: 'Yes if the Spurs win, or lose by 7 points or fewer, in the December 2, 2026 game at Paycom Center.' }),
  ] }, [['inverted', 'gamma Spurs +7.5 is the complement of Thunder -7.5']]);
}

{ // Wembanyama points: "25+" = "O/U 24.5" Over; beta_us 26.5 is 27+; gamma "under 30" is the complement of 30+.
  put('nba', { name: 'nba-sas-at-okc-2026-12-02-wembanyama-points', events: [
    A('KXNBAPTS-26DEC02SASOKC', 'San Antonio at Oklahoma City: Victor Wembanyama points', 'Sports', z('2026-12-03', '04:00'), [
      ['VWEM1-20', 'Victor Wembanyama: 20+ points', 'vw20'], ['VWEM1-25', 'Victor Wembanyama: 25+ points', 'vw25'], ['VWEM1-30', 'Victor Wembanyama: 30+ points', 'vw30'],
    ], { sources: [NBA], rules: 'If Victor Wembanyama scores at least the listed number of points in the San Antonio at Oklahoma City game originally scheduled for Dec 2, 2026, then the market resolves to Yes.' }),
    B('Spurs vs. Thunder: Player Points', 'Sports', z('2026-12-03', '01:00'), [['nba-sas-okc-2026-12-02-points-victor-wembanyama-24pt5', 'Victor Wembanyama', 'vw25',
      { q: 'Victor Wembanyama: Points O/U 24.5', outcomes: yn('Over', 'Under'), src: 'https://www.nba.com/', rules: 'Resolves "Over" if Victor Wembanyama scores more than 24.5 points in the Spurs vs. Thunder game on December 2, 2026 (overtime included), "Under" otherwise.' }]]),
    U('nba-sas-okc-2026-12-02-props', 'Spurs vs. Thunder: Player Props', 'sports', z('2026-12-03', '01:00'), [['pps-nba-sas-okc-2026-12-02-wembanyama-pts-26pt5', 'Wembanyama Points O/U 26.5', 'vw27',
      { q: 'Victor Wembanyama: Points O/U 26.5', outcomes: yn('Over', 'Under'), rules: 'Over if Wembanyama scores 27 or more points per the official NBA box score.' }]]),
    G1('Will Wemby score under 30 points vs OKC (Dec 2)?', z('2026-12-03', '01:00'), 'vw-u30', { rules: 'Yes if Victor Wembanyama scores 29 points or fewer in the Spurs at Thunder game on December 2, 2026.' }),
  ] }, [['threshold', 'beta_us O/U 26.5 is not 25+'], ['inverted', 'gamma under 30 is the complement of 30+']]);
}

{ // NBA Cup (the in-season tournament final, Dec 15) ...
  put('nba', { name: 'nba-cup-2026', events: [
    A('KXNBACUP-26', 'NBA Cup Champion 2026', 'Sports', z('2026-12-16', '05:00'), [
      ['OKC', 'Oklahoma City', 'okc-cup'], ['NYK', 'New York', 'nyk-cup'], ['CLE', 'Cleveland', 'cle-cup'], ['HOU', 'Houston', 'hou-cup'], ['DEN', 'Denver', 'den-cup'], ['ORL', 'Orlando', 'orl-cup'],
    ], { sources: [NBA], rules: 'If the listed team wins the 2026 Emirates NBA Cup Championship game, then the market resolves to Yes.' }),
    B('NBA Cup Winner 2026', 'Sports', z('2026-12-16', '02:00'), per([
      ['nba-cup-winner-2026-thunder', 'Thunder', 'okc-cup'], ['nba-cup-winner-2026-knicks', 'Knicks', 'nyk-cup'], ['nba-cup-winner-2026-cavaliers', 'Cavaliers', 'cle-cup'],
      ['nba-cup-winner-2026-rockets', 'Rockets', 'hou-cup'], ['nba-cup-winner-2026-magic', 'Magic', 'orl-cup'],
    ], (l) => ({ q: `Will the ${l} win the 2026 NBA Cup?`, ...pmFuture('win the 2026 Emirates NBA Cup', 'after the championship game on December 15, 2026', 'NBA.com')(`the ${l}`) }))),
    G('2026 NBA Cup Champion', z('2026-12-16', '02:00'), [['Oklahoma City Thunder', 'okc-cup'], ['New York Knicks', 'nyk-cup'], ['Cleveland Cavaliers', 'cle-cup'], ['Denver Nuggets', 'den-cup']],
      { rules: 'Resolves to the team that wins the NBA Cup Championship game on December 15, 2026.' }),
  ] });
}

{ // ... is not the NBA title. beta_us splits the champion futures into one binary event per team.
  const usTeam = (slug: string, name: string, t: string): ReturnType<typeof U> => U(`nba-champion-2027-${slug}`, `Will the ${name} win the 2027 NBA Finals?`, 'sports', z('2027-06-20', '23:59'),
    [[`nba-champion-2027-${slug}-yes`, 'Yes', t, { q: `Will the ${name} win the 2027 NBA Finals?`, rules: `Resolves Yes if the ${name} win the 2027 NBA Finals. The NBA Cup does not count.` }]]);
  put('nba', { name: 'nba-champion-2027', events: [
    A('KXNBA-27', 'Pro Basketball Champion 2027', 'Sports', z('2027-06-25', '04:00'), [
      ['OKC', 'Oklahoma City', 'okc'], ['CLE', 'Cleveland', 'cle'], ['NYK', 'New York', 'nyk'], ['DEN', 'Denver', 'den'], ['HOU', 'Houston', 'hou'], ['SAS', 'San Antonio', 'sas'], ['BOS', 'Boston', 'bos'],
    ], { sources: [NBA], rules: 'If the listed team wins the 2027 NBA Finals, then the market resolves to Yes.' }),
    B('2027 NBA Champion', 'Sports', z('2027-06-20', '23:59'), per([
      ['2027-nba-champion-oklahoma-city-thunder', 'Oklahoma City Thunder', 'okc'], ['2027-nba-champion-cleveland-cavaliers', 'Cleveland Cavaliers', 'cle'],
      ['2027-nba-champion-new-york-knicks', 'New York Knicks', 'nyk'], ['2027-nba-champion-denver-nuggets', 'Denver Nuggets', 'den'], ['2027-nba-champion-san-antonio-spurs', 'San Antonio Spurs', 'sas'],
      ['2027-nba-champion-minnesota-timberwolves', 'Minnesota Timberwolves', 'min'],
    ], (l) => ({ q: `Will the ${l} win the 2027 NBA Finals?`, ...pmFuture('win the 2027 NBA Finals', 'when the 2027 NBA Finals conclude', 'NBA.com')(`the ${l}`) }))),
    usTeam('okc', 'Oklahoma City Thunder', 'okc'), usTeam('cle', 'Cleveland Cavaliers', 'cle'), usTeam('nyk', 'New York Knicks', 'nyk'),
    G('2027 NBA Finals Winner', z('2027-06-20', '23:59'), [['Thunder', 'okc'], ['Cavaliers', 'cle'], ['Knicks', 'nyk'], ['Spurs', 'sas'], ['Rockets', 'hou']],
      { rules: 'Resolves to the team that wins the 2027 NBA Finals (best of seven).' }),
  ] }, [['competition', 'NBA Cup champion (Dec 2026) is not NBA champion (June 2027)']]);
}

put('nba', { name: 'nba-mvp-2026-27', events: [
  A('KXNBAMVP-27', 'NBA MVP 2026-27', 'Sports', z('2027-05-25', '04:00'), [
    ['SGIL', 'Shai Gilgeous-Alexander', 'sga'], ['NJOK', 'Nikola Jokic', 'jokic'], ['GANT', 'Giannis Antetokounmpo', 'giannis'], ['LDON', 'Luka Doncic', 'luka'], ['VWEM', 'Victor Wembanyama', 'wemby'], ['CCUN', 'Cade Cunningham', 'cade'],
  ], { sources: [NBA], rules: 'If the listed player is named the 2026-27 NBA Most Valuable Player (Michael Jordan Trophy), then the market resolves to Yes.' }),
  B('NBA MVP 2026-27', 'Sports', z('2027-05-31', '23:59'), per([
    ['nba-mvp-2026-27-shai-gilgeous-alexander', 'Shai Gilgeous-Alexander', 'sga'], ['nba-mvp-2026-27-nikola-jokic', 'Nikola Jokić', 'jokic'], ['nba-mvp-2026-27-victor-wembanyama', 'Victor Wembanyama', 'wemby'],
    ['nba-mvp-2026-27-luka-doncic', 'Luka Dončić', 'luka'], ['nba-mvp-2026-27-anthony-edwards', 'Anthony Edwards', 'ant'],
  ], (l) => ({ q: `Will ${l} win the 2026-27 NBA MVP?`, ...pmFuture('is named the 2026-27 NBA Most Valuable Player', 'when the award is announced', 'NBA.com')(l) }))),
  G('2026–27 NBA MVP', z('2027-05-31', '23:59'), [['SGA', 'sga'], ['Nikola Jokic', 'jokic'], ['Wembanyama', 'wemby'], ['Giannis', 'giannis']], { rules: 'Resolves to the winner of the 2026-27 NBA MVP award as announced by the NBA.' }),
] });

{ // Best regular-season record league-wide vs the West's #1 seed (a conference seed, another observation).
  put('nba', { name: 'nba-best-record-2026-27', events: [
    A('KXNBABESTRECORD-27', 'Best regular-season record in the NBA 2026-27', 'Sports', z('2027-04-12', '04:00'), [
      ['OKC', 'Oklahoma City', 'okc-br'], ['CLE', 'Cleveland', 'cle-br'], ['NYK', 'New York', 'nyk-br'], ['DEN', 'Denver', 'den-br'], ['HOU', 'Houston', 'hou-br'],
    ], { sources: [NBA], rules: 'If the listed team finishes the 2026-27 NBA regular season with the best record in the league (NBA tiebreakers apply), then the market resolves to Yes.' }),
    B('Which team will have the best record in the 2026-27 NBA regular season?', 'Sports', z('2027-04-12', '04:00'), per([
      ['nba-best-record-2026-27-thunder', 'Thunder', 'okc-br'], ['nba-best-record-2026-27-cavaliers', 'Cavaliers', 'cle-br'], ['nba-best-record-2026-27-knicks', 'Knicks', 'nyk-br'], ['nba-best-record-2026-27-nuggets', 'Nuggets', 'den-br'],
    ], (l) => ({ q: `Will the ${l} have the best record in the 2026-27 NBA regular season?`, rules: `Resolves "Yes" if the ${l} finish the 2026-27 regular season with the NBA's best winning percentage; ties are broken by the NBA's official tiebreakers.` }))),
    U('nba-western-conference-1-seed-2026-27', 'Western Conference #1 Seed 2026-27', 'sports', z('2027-04-12', '04:00'), [
      ['nba-west-1-seed-2026-27-okc', 'Oklahoma City Thunder', 'okc-w1'], ['nba-west-1-seed-2026-27-den', 'Denver Nuggets', 'den-w1'], ['nba-west-1-seed-2026-27-hou', 'Houston Rockets', 'hou-w1'],
    ], { rules: 'Resolves Yes for the team seeded first in the Western Conference for the 2027 NBA Playoffs.' }),
  ], groups: [['alpha', 'beta'], ['beta_us']] }, [['season-phase', 'West #1 seed is not the league\'s best record']]);
}

{ // Giannis traded before the 2027 deadline (Feb 4). gamma asks whether he is on the Bucks' roster on the last day of
  // the regular season: a trade or a release both make it No, so it is not the complement of "traded"; another event.
  put('nba', { name: 'nba-giannis-traded-deadline-2027', events: [
    A('KXNBATRADE-27GANT', 'Will Giannis Antetokounmpo be traded before the 2027 trade deadline?', 'Sports', z('2027-02-04', '20:00'), [['GANT', 'Giannis Antetokounmpo', 'giannis-traded']],
      { sources: [NBA], rules: 'If Giannis Antetokounmpo is traded by the Milwaukee Bucks after Nov 22, 2026 and before the NBA trade deadline of Feb 4, 2027 at 3:00 PM ET, then the market resolves to Yes.' }),
    B('Giannis traded by the deadline?', 'Sports', z('2027-02-04', '20:00'), [['giannis-antetokounmpo-traded-by-feb-4-2027', 'Yes', 'giannis-traded',
      { q: 'Will Giannis Antetokounmpo be traded by February 4, 2027?', src: 'https://www.nba.com/', rules: 'Resolves "Yes" if the NBA or the Milwaukee Bucks officially announce a trade of Giannis Antetokounmpo by the February 4, 2027 3:00 PM ET trade deadline.' }]]),
    G1('Will Giannis Antetokounmpo be on the Bucks roster on April 11, 2027?', z('2027-04-12', '04:00'), 'giannis-on-roster', { rules: 'Yes if Giannis Antetokounmpo is on the Milwaukee Bucks active roster on the final day of the 2026-27 regular season.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, [['deadline', 'on the roster on Apr 11 is not traded by Feb 4']]);
}

put('nba', { name: 'nba-lebron-retire', events: [
  B('Will LeBron James retire after this season?', 'Sports', z('2027-09-30', '23:59'), [['will-lebron-james-announce-retirement-before-the-2027-28-season', 'Yes', 'lebron-retire',
    { q: 'Will LeBron James announce his retirement before the 2027-28 NBA season?', rules: 'Resolves "Yes" if LeBron James officially announces his retirement from the NBA before the 2027-28 regular season tips off.' }]]),
] });

// ───────────────────────────── NHL ─────────────────────────────

put('nhl', { name: 'nhl-tor-at-mtl-2026-11-28', events: [
  A('KXNHLGAME-26NOV28TORMTL', 'Toronto at Montreal', 'Sports', z('2026-11-29', '03:00'),
    per([['TOR', 'Toronto', 'tor', { q: 'Toronto at Montreal Winner?' }], ['MTL', 'Montreal', 'mtl', { q: 'Toronto at Montreal Winner?' }]], kWin('professional hockey', 'Toronto', 'Montreal', 'Nov 28, 2026')),
    { sources: [NHL] }),
  B('Maple Leafs vs. Canadiens', 'Sports', z('2026-11-29', '00:00'), [['nhl-tor-mon-2026-11-28', '', 'tor', { q: 'Maple Leafs vs. Canadiens', outcomes: yn('Maple Leafs', 'Canadiens'), src: 'https://www.nhl.com/',
    rules: pmGame('NHL', 'Toronto Maple Leafs', 'Montreal Canadiens', 'November 28, 2026 at 7:00 PM ET', 'Maple Leafs', 'Canadiens', ' Overtime and shootout count.') }]]),
] });

{ // Black Friday matinee. gamma lists the 60-minute (regulation) three-way result: another event.
  put('nhl', { name: 'nhl-nyr-at-njd-2026-11-27', events: [
    A('KXNHLGAME-26NOV27NYRNJ', 'New York R at New Jersey', 'Sports', z('2026-11-27', '22:00'),
      per([['NYR', 'New York R', 'nyr', { q: 'New York R at New Jersey Winner?' }], ['NJ', 'New Jersey', 'njd', { q: 'New York R at New Jersey Winner?' }]],
        kWin('professional hockey', 'New York R', 'New Jersey', 'Nov 27, 2026')), { sources: [NHL] }),
    B('Rangers vs. Devils', 'Sports', z('2026-11-27', '18:00'), [['nhl-nyr-njd-2026-11-27', '', 'nyr', { q: 'Rangers vs. Devils', outcomes: yn('Rangers', 'Devils'), src: 'https://www.nhl.com/',
      rules: pmGame('NHL', 'New York Rangers', 'New Jersey Devils', 'November 27, 2026 at 1:00 PM ET', 'Rangers', 'Devils', ' Overtime and shootout count.') }]]),
    G('Rangers vs Devils — 60-Minute Result (Nov 27)', z('2026-11-27', '18:00'), [['Rangers in regulation', 'nyr-reg'], ['Devils in regulation', 'njd-reg'], ['Tied after regulation', 'tie-reg']],
      { rules: 'Resolves on the score at the end of the third period of the New York Rangers at New Jersey Devils game on November 27, 2026. Overtime and shootout are not counted.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, [['other-observation', 'regulation (60-minute) result is not the game winner']]);
}

{ // Battle of Alberta, twice in eight days: Dec 5 in Calgary ...
  put('nhl', { name: 'nhl-edm-at-cgy-2026-12-05', events: [
    A('KXNHLGAME-26DEC05EDMCGY', 'Edmonton at Calgary', 'Sports', z('2026-12-06', '06:00'),
      per([['EDM', 'Edmonton', 'edm', { q: 'Edmonton at Calgary Winner?' }], ['CGY', 'Calgary', 'cgy', { q: 'Edmonton at Calgary Winner?' }]], kWin('professional hockey', 'Edmonton', 'Calgary', 'Dec 5, 2026')),
      { sources: [NHL] }),
    B('Oilers vs. Flames', 'Sports', z('2026-12-06', '03:00'), [['nhl-edm-cgy-2026-12-05', '', 'edm', { q: 'Oilers vs. Flames', outcomes: yn('Oilers', 'Flames'), src: 'https://www.nhl.com/',
      rules: pmGame('NHL', 'Edmonton Oilers', 'Calgary Flames', 'December 5, 2026 at 10:00 PM ET', 'Oilers', 'Flames') }]]),
    U('nhl-edm-cgy-2026-12-05', 'Edmonton Oilers vs. Calgary Flames', 'sports', z('2026-12-06', '03:00'), [['aec-nhl-edm-cgy-2026-12-05', '', 'edm',
      { q: 'Edmonton Oilers vs. Calgary Flames', outcomes: yn('Edmonton Oilers', 'Calgary Flames'), rules: usGame('Edmonton Oilers at Calgary Flames', 'December 5, 2026') }]]),
  ] });
}

{ // ... and Dec 12 in Edmonton. gamma lists only this one.
  put('nhl', { name: 'nhl-cgy-at-edm-2026-12-12', events: [
    A('KXNHLGAME-26DEC12CGYEDM', 'Calgary at Edmonton', 'Sports', z('2026-12-13', '06:00'),
      per([['CGY', 'Calgary', 'cgy2', { q: 'Calgary at Edmonton Winner?' }], ['EDM', 'Edmonton', 'edm2', { q: 'Calgary at Edmonton Winner?' }]], kWin('professional hockey', 'Calgary', 'Edmonton', 'Dec 12, 2026')),
      { sources: [NHL] }),
    B('Flames vs. Oilers', 'Sports', z('2026-12-13', '03:00'), [['nhl-cgy-edm-2026-12-12', '', 'cgy2', { q: 'Flames vs. Oilers', outcomes: yn('Flames', 'Oilers'), src: 'https://www.nhl.com/',
      rules: pmGame('NHL', 'Calgary Flames', 'Edmonton Oilers', 'December 12, 2026 at 10:00 PM ET', 'Flames', 'Oilers') }]]),
    G('NHL: Edmonton Oilers vs Calgary Flames (Rogers Place)', z('2026-12-13', '03:00'), [['Edmonton Oilers', 'edm2'], ['Calgary Flames', 'cgy2']],
      { rules: opGame('Edmonton Oilers vs Calgary Flames', 'December 12, 2026 (MT)') }),
  ] }, [['other-date', 'Dec 12 Flames-Oilers is not Dec 5 Oilers-Flames']]);
}

put('nhl', { name: 'nhl-stanley-cup-2027', events: [
  A('KXNHL-27', 'Stanley Cup Champion 2027', 'Sports', z('2027-06-30', '04:00'), [
    ['FLA', 'Florida', 'fla'], ['EDM', 'Edmonton', 'edm'], ['COL', 'Colorado', 'col'], ['CAR', 'Carolina', 'car'], ['DAL', 'Dallas', 'dal'], ['VGK', 'Vegas', 'vgk'], ['TOR', 'Toronto', 'tor'],
  ], { sources: [NHL], rules: 'If the listed team wins the 2027 Stanley Cup Final, then the market resolves to Yes.' }),
  B('Stanley Cup Champion 2027', 'Sports', z('2027-06-30', '04:00'), per([
    ['stanley-cup-2027-panthers', 'Panthers', 'fla'], ['stanley-cup-2027-oilers', 'Oilers', 'edm'], ['stanley-cup-2027-avalanche', 'Avalanche', 'col'], ['stanley-cup-2027-hurricanes', 'Hurricanes', 'car'],
    ['stanley-cup-2027-golden-knights', 'Golden Knights', 'vgk'], ['stanley-cup-2027-lightning', 'Lightning', 'tbl'],
  ], (l) => ({ q: `Will the ${l} win the 2027 Stanley Cup?`, ...pmFuture('win the 2027 Stanley Cup', 'when the Stanley Cup Final ends', 'NHL.com')(`the ${l}`) }))),
  G('2027 Stanley Cup Winner', z('2027-06-30', '04:00'), [['Florida Panthers', 'fla'], ['Colorado Avalanche', 'col'], ['Edmonton Oilers', 'edm'], ['Carolina Hurricanes', 'car']],
    { rules: 'Resolves to the winner of the 2027 Stanley Cup Final.' }),
] });

put('nhl', { name: 'nhl-presidents-trophy-2027', events: [
  A('KXNHLPRES-27', "Presidents' Trophy 2026-27", 'Sports', z('2027-04-18', '04:00'), [['COL', 'Colorado', 'col-pt'], ['WPG', 'Winnipeg', 'wpg-pt'], ['CAR', 'Carolina', 'car-pt'], ['DAL', 'Dallas', 'dal-pt']],
    { sources: [NHL], rules: "If the listed team wins the Presidents' Trophy (most regular-season points) for 2026-27, then the market resolves to Yes." }),
  U('nhl-presidents-trophy-2026-27', "NHL Presidents' Trophy 2026-27", 'sports', z('2027-04-18', '04:00'), [
    ['nhl-presidents-trophy-2026-27-col', 'Colorado Avalanche', 'col-pt'], ['nhl-presidents-trophy-2026-27-wpg', 'Winnipeg Jets', 'wpg-pt'], ['nhl-presidents-trophy-2026-27-car', 'Carolina Hurricanes', 'car-pt'],
  ], { rules: "Resolves Yes for the team that finishes the 2026-27 regular season with the most points (Presidents' Trophy)." }),
] }, [['season-phase', "Presidents' Trophy (regular season) is not the Stanley Cup"]]);

put('nhl', { name: 'nhl-ovechkin-2027-28', events: [
  B('Will Ovechkin play in the 2027-28 NHL season?', 'Sports', z('2028-04-15', '23:59'), [['will-alex-ovechkin-play-an-nhl-game-in-2027-28', 'Yes', 'ovi-2728',
    { q: 'Will Alex Ovechkin play an NHL game in the 2027-28 season?', rules: 'Resolves "Yes" if Alex Ovechkin appears in at least one NHL regular-season or playoff game in the 2027-28 season.' }]]),
] });

// ───────────────────────────── MLB ─────────────────────────────

{ // The CBA expires Dec 1, 2026. A lockout in 2026 vs Opening Day on schedule: different events (a deal in
  // February means a lockout and an on-time Opening Day).
  put('mlb', { name: 'mlb-lockout-2026', events: [
    A('KXMLBLOCKOUT-26', 'MLB lockout before 2027?', 'Sports', z('2026-12-31', '23:59'), [['26', 'Before Jan 1, 2027', 'lockout-2026']],
      { sources: [MLB], rules: 'If MLB owners declare a lockout of the players, or the players strike, after Nov 22, 2026 and before Jan 1, 2027, then the market resolves to Yes.' }),
    B('MLB lockout in 2026?', 'Sports', z('2026-12-31', '23:59'), [['mlb-lockout-in-2026', 'Yes', 'lockout-2026',
      { q: 'Will there be an MLB work stoppage in 2026?', src: 'https://www.mlb.com/', rules: 'Resolves "Yes" if a lockout or strike begins in Major League Baseball between market creation and December 31, 2026, 11:59 PM ET.' }]]),
    G1('Will the 2027 MLB regular season start on schedule (March 25, 2027)?', z('2027-03-26', '04:00'), 'opening-day-on-time',
      { rules: 'Yes if regular-season MLB games are played on the scheduled Opening Day, March 25, 2027. A delay of Opening Day for any labor reason resolves No.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, [['other-observation', 'Opening Day on time is not "no lockout in 2026"']]);
}

{ // Tarik Skubal's free agency.
  put('mlb', { name: 'mlb-skubal-destination', events: [
    A('KXMLBFA-27SKUBAL', 'Where will Tarik Skubal sign?', 'Sports', z('2027-03-25', '04:00'), [
      ['LAD', 'Los Angeles D', 'sk-lad'], ['NYY', 'New York Y', 'sk-nyy'], ['NYM', 'New York M', 'sk-nym'], ['DET', 'Detroit', 'sk-det'], ['SF', 'San Francisco', 'sk-sf'], ['TOR', 'Toronto', 'sk-tor'],
    ], { sources: [MLB], rules: 'If Tarik Skubal signs a major league contract with the listed team before Mar 25, 2027, as officially announced by the team or MLB, then the market resolves to Yes.' }),
    B('Tarik Skubal next team?', 'Sports', z('2027-03-25', '04:00'), per([
      ['tarik-skubal-next-team-dodgers', 'Dodgers', 'sk-lad'], ['tarik-skubal-next-team-yankees', 'Yankees', 'sk-nyy'], ['tarik-skubal-next-team-mets', 'Mets', 'sk-nym'],
      ['tarik-skubal-next-team-tigers', 'Tigers', 'sk-det'], ['tarik-skubal-next-team-giants', 'Giants', 'sk-sf'], ['tarik-skubal-next-team-red-sox', 'Red Sox', 'sk-bos'],
    ], (l) => ({ q: `Will Tarik Skubal sign with the ${l}?`, rules: `Resolves "Yes" if Tarik Skubal signs a major league contract with the ${l} before Opening Day 2027 (March 25). Re-signing with the Detroit Tigers counts as the Tigers.` }))),
    G('Tarik Skubal free agency: signing team', z('2027-03-25', '04:00'), [['Los Angeles Dodgers', 'sk-lad'], ['New York Yankees', 'sk-nyy'], ['New York Mets', 'sk-nym'], ['Detroit Tigers', 'sk-det']],
      { rules: 'Resolves to the team Tarik Skubal signs his next MLB contract with, announced before March 25, 2027.' }),
  ] });
}

put('mlb', { name: 'mlb-skubal-signs-by-dec-31', events: [
  B('Will Tarik Skubal sign before 2027?', 'Sports', z('2026-12-31', '23:59'), [['tarik-skubal-signs-by-december-31-2026', 'Yes', 'sk-by-dec31',
    { q: 'Will Tarik Skubal sign with a team by December 31, 2026?', rules: 'Resolves "Yes" if Tarik Skubal agrees to a major league contract with any team, officially announced, by December 31, 2026, 11:59 PM ET.' }]]),
] }, [['deadline', 'any signing by Dec 31 is not a destination market']]);

put('mlb', { name: 'mlb-world-series-2027', events: [
  A('KXMLB-27', 'World Series Champion 2027', 'Sports', z('2027-11-05', '04:00'), [
    ['LAD', 'Los Angeles D', 'lad'], ['NYY', 'New York Y', 'nyy'], ['PHI', 'Philadelphia', 'phi'], ['SEA', 'Seattle', 'sea'], ['TOR', 'Toronto', 'tor'], ['NYM', 'New York M', 'nym'], ['CHC', 'Chicago C', 'chc'],
  ], { sources: [MLB], rules: 'If the listed team wins the 2027 World Series, then the market resolves to Yes.' }),
  B('World Series Champion 2027', 'Sports', z('2027-11-05', '04:00'), per([
    ['world-series-2027-dodgers', 'Dodgers', 'lad'], ['world-series-2027-yankees', 'Yankees', 'nyy'], ['world-series-2027-phillies', 'Phillies', 'phi'], ['world-series-2027-mariners', 'Mariners', 'sea'],
    ['world-series-2027-cubs', 'Cubs', 'chc'], ['world-series-2027-white-sox', 'White Sox', 'cws'],
  ], (l) => ({ q: `Will the ${l} win the 2027 World Series?`, ...pmFuture('win the 2027 World Series', 'when the World Series ends', 'MLB.com')(`the ${l}`) }))),
  U('world-series-champion-2027', 'World Series Champion 2027', 'sports', z('2027-11-05', '04:00'), [
    ['world-series-2027-los-angeles-dodgers', 'Los Angeles Dodgers', 'lad'], ['world-series-2027-new-york-yankees', 'New York Yankees', 'nyy'], ['world-series-2027-toronto-blue-jays', 'Toronto Blue Jays', 'tor'],
  ], { rules: 'Resolves Yes for the team that wins the 2027 World Series.' }),
  G('2027 World Series Winner', z('2027-11-05', '04:00'), [['Dodgers', 'lad'], ['Yankees', 'nyy'], ['Mets', 'nym'], ['Phillies', 'phi'], ['Field', 'ws-field']],
    { rules: 'Resolves to the 2027 World Series champion; "Field" resolves Yes if any team not listed wins.' }),
] });

{ // A split doubleheader (rescheduled rainout) at Fenway: two events. beta's Game 2 title names the same two teams and no game number.
  put('mlb', { name: 'mlb-nyy-at-bos-2027-04-17-game-1', events: [
    A('KXMLBGAME-27APR17NYYBOS', 'New York Y at Boston', 'Sports', z('2027-04-17', '21:00'),
      per([['NYY', 'New York Y', 'nyy1', { q: 'New York Y at Boston Winner?' }], ['BOS', 'Boston', 'bos1', { q: 'New York Y at Boston Winner?' }]],
        (l) => ({ rules: `If ${l} wins Game 1 of the New York Y at Boston doubleheader originally scheduled for Apr 17, 2027 (1:05 PM ET), then the market resolves to Yes.` })), { sources: [MLB] }),
    B('Yankees vs. Red Sox', 'Sports', z('2027-04-17', '17:05'), [['mlb-nyy-bos-2027-04-17', '', 'nyy1', { q: 'Yankees vs. Red Sox', outcomes: yn('Yankees', 'Red Sox'), src: 'https://www.mlb.com/',
      rules: pmGame('MLB', 'New York Yankees', 'Boston Red Sox', 'April 17, 2027 at 1:05 PM ET (Game 1 of a doubleheader)', 'Yankees', 'Red Sox') }]]),
    U('mlb-nyy-bos-2027-04-17', 'New York Yankees vs. Boston Red Sox', 'sports', z('2027-04-17', '17:05'), [['aec-mlb-nyy-bos-2027-04-17', '', 'nyy1',
      { q: 'New York Yankees vs. Boston Red Sox', outcomes: yn('New York Yankees', 'Boston Red Sox'), rules: `${usGame('New York Yankees at Boston Red Sox (Game 1)', 'April 17, 2027')} Extra innings count.` }]]),
  ] });
  put('mlb', { name: 'mlb-nyy-at-bos-2027-04-17-game-2', events: [
    A('KXMLBGAME-27APR17NYYBOSG2', 'New York Y at Boston (Game 2)', 'Sports', z('2027-04-18', '02:00'),
      per([['NYY', 'New York Y', 'nyy2', { q: 'New York Y at Boston Game 2 Winner?' }], ['BOS', 'Boston', 'bos2', { q: 'New York Y at Boston Game 2 Winner?' }]],
        (l) => ({ rules: `If ${l} wins Game 2 of the New York Y at Boston doubleheader originally scheduled for Apr 17, 2027 (6:10 PM ET), then the market resolves to Yes.` })), { sources: [MLB] }),
    B('Yankees @ Red Sox', 'Sports', z('2027-04-17', '22:10'), [['mlb-nyy-bos-2027-04-17-g2', '', 'nyy2', { q: 'Yankees vs. Red Sox', outcomes: yn('Yankees', 'Red Sox'), src: 'https://www.mlb.com/',
      rules: pmGame('MLB', 'New York Yankees', 'Boston Red Sox', 'April 17, 2027 at 6:10 PM ET (Game 2 of a doubleheader)', 'Yankees', 'Red Sox') }]]),
  ] }, [['other-date', 'doubleheader Game 2 is not Game 1']]);
}

put('mlb', { name: 'mlb-al-mvp-2027', events: [
  A('KXMLBALMVP-27', 'AL MVP 2027', 'Sports', z('2027-11-20', '04:00'), [['AJUD', 'Aaron Judge', 'judge'], ['CRAL', 'Cal Raleigh', 'raleigh'], ['BWIT', 'Bobby Witt Jr.', 'witt'], ['JRAM', 'José Ramírez', 'jram']],
    { sources: ['BBWAA https://bbwaa.com/awards/'], rules: 'If the listed player wins the 2027 American League Most Valuable Player award (BBWAA), then the market resolves to Yes.' }),
  B('AL MVP 2027', 'Sports', z('2027-11-20', '04:00'), per([
    ['al-mvp-2027-aaron-judge', 'Aaron Judge', 'judge'], ['al-mvp-2027-bobby-witt-jr', 'Bobby Witt Jr.', 'witt'], ['al-mvp-2027-cal-raleigh', 'Cal Raleigh', 'raleigh'], ['al-mvp-2027-julio-rodriguez', 'Julio Rodríguez', 'julio'],
  ], (l) => ({ q: `Will ${l} win 2027 AL MVP?`, ...pmFuture('wins the 2027 American League MVP award', 'when the BBWAA announces the award', 'MLB.com')(l) }))),
] });

put('mlb', { name: 'mlb-nl-mvp-2027', events: [
  A('KXMLBNLMVP-27', 'NL MVP 2027', 'Sports', z('2027-11-20', '04:00'), [['SOHT', 'Shohei Ohtani', 'ohtani'], ['JSOT', 'Juan Soto', 'soto'], ['KSCH', 'Kyle Schwarber', 'schwarber'], ['PCRO', 'Pete Crow-Armstrong', 'pca']],
    { sources: ['BBWAA https://bbwaa.com/awards/'], rules: 'If the listed player wins the 2027 National League Most Valuable Player award (BBWAA), then the market resolves to Yes.' }),
  B('NL MVP 2027', 'Sports', z('2027-11-20', '04:00'), per([
    ['nl-mvp-2027-shohei-ohtani', 'Shohei Ohtani', 'ohtani'], ['nl-mvp-2027-juan-soto', 'Juan Soto', 'soto'], ['nl-mvp-2027-elly-de-la-cruz', 'Elly De La Cruz', 'elly'],
  ], (l) => ({ q: `Will ${l} win 2027 NL MVP?`, ...pmFuture('wins the 2027 National League MVP award', 'when the BBWAA announces the award', 'MLB.com')(l) }))),
  G('2027 National League MVP', z('2027-11-20', '04:00'), [['Shohei Ohtani', 'ohtani'], ['Juan Soto', 'soto'], ['Kyle Schwarber', 'schwarber']], { rules: 'Resolves to the BBWAA 2027 NL MVP winner.' }),
] }, [['competition', 'NL MVP is not AL MVP (same titles but one letter)']]);

// ───────────────────────────── college football ─────────────────────────────

put('ncaaf', { name: 'ncaaf-mich-at-osu-2026-11-28', events: [
  A('KXNCAAFGAME-26NOV28MICHOSU', 'Michigan at Ohio St.', 'Sports', z('2026-11-28', '21:00'),
    per([['MICH', 'Michigan', 'mich', { q: 'Michigan at Ohio St. Winner?' }], ['OSU', 'Ohio St.', 'osu', { q: 'Michigan at Ohio St. Winner?' }]], kWin('college football', 'Michigan', 'Ohio St.', 'Nov 28, 2026')),
    { sources: [NCAA] }),
  B('Michigan vs. Ohio State', 'Sports', z('2026-11-28', '17:00'), [['cfb-mich-osu-2026-11-28', '', 'mich', { q: 'Michigan vs. Ohio State', outcomes: yn('Michigan', 'Ohio State'), src: 'https://www.ncaa.com/',
    rules: pmGame('college football', 'Michigan Wolverines', 'Ohio State Buckeyes', 'November 28, 2026 at 12:00 PM ET', 'Michigan', 'Ohio State') }]]),
  U('cfb-mich-osu-2026-11-28', 'Michigan Wolverines vs. Ohio State Buckeyes', 'sports', z('2026-11-28', '17:00'), [['aec-cfb-mich-osu-2026-11-28', '', 'mich',
    { q: 'Michigan Wolverines vs. Ohio State Buckeyes', outcomes: yn('Michigan Wolverines', 'Ohio State Buckeyes'), rules: usGame('Michigan at Ohio State', 'November 28, 2026') }]]),
  G('The Game: Ohio State Buckeyes vs Michigan Wolverines', z('2026-11-28', '17:00'), [['Ohio State Buckeyes', 'osu'], ['Michigan Wolverines', 'mich']],
    { rules: opGame('Ohio State vs Michigan (Ohio Stadium)', 'November 28, 2026') }),
] });

put('ncaaf', { name: 'ncaaf-aub-at-ala-2026-11-28-moneyline', events: [
  A('KXNCAAFGAME-26NOV28AUBALA', 'Auburn at Alabama', 'Sports', z('2026-11-29', '00:30'),
    per([['AUB', 'Auburn', 'aub', { q: 'Auburn at Alabama Winner?' }], ['ALA', 'Alabama', 'ala', { q: 'Auburn at Alabama Winner?' }]], kWin('college football', 'Auburn', 'Alabama', 'Nov 28, 2026')),
    { sources: [NCAA] }),
  B('Auburn vs. Alabama', 'Sports', z('2026-11-28', '20:30'), [['cfb-aub-ala-2026-11-28', '', 'aub', { q: 'Auburn vs. Alabama', outcomes: yn('Auburn', 'Alabama'), src: 'https://www.ncaa.com/',
    rules: pmGame('college football', 'Auburn Tigers', 'Alabama Crimson Tide', 'November 28, 2026 at 3:30 PM ET', 'Auburn', 'Alabama') }]]),
  U('cfb-aub-ala-2026-11-28', 'Iron Bowl: Auburn Tigers vs. Alabama Crimson Tide', 'sports', z('2026-11-28', '20:30'), [['aec-cfb-aub-ala-2026-11-28', '', 'ala',
    { q: 'Alabama Crimson Tide vs. Auburn Tigers', outcomes: yn('Alabama Crimson Tide', 'Auburn Tigers'), rules: usGame('Auburn at Alabama (Bryant-Denny Stadium)', 'November 28, 2026') }]]),
] });

{ // Iron Bowl spread: gamma's "Auburn +6.5" is the complement of "Alabama -6.5" (no push on a half point).
  put('ncaaf', { name: 'ncaaf-aub-at-ala-2026-11-28-spread', events: [
    A('KXNCAAFSPREAD-26NOV28AUBALA', 'Auburn at Alabama: Spread', 'Sports', z('2026-11-29', '00:30'), [
      ['ALA7', 'Alabama wins by over 6.5 Points', 'ala-6.5'], ['ALA11', 'Alabama wins by over 10.5 Points', 'ala-10.5'], ['AUB2', 'Auburn wins by over 1.5 Points', 'aub-1.5'],
    ], { sources: [NCAA], rules: 'If the named team wins the Auburn at Alabama college football game originally scheduled for Nov 28, 2026 by more than the stated points, then the market resolves to Yes.' }),
    B('Auburn vs. Alabama: Spreads', 'Sports', z('2026-11-28', '20:30'), [['cfb-aub-ala-2026-11-28-spread-home-6pt5', 'Alabama (-6.5)', 'ala-6.5',
      { q: 'Spread: Alabama (-6.5)', outcomes: yn('Alabama', 'Auburn'), src: 'https://www.ncaa.com/', rules: 'Resolves "Alabama" if Alabama wins by more than 6.5 points (overtime included). Otherwise "Auburn".' }]]),
    G1('Iron Bowl: Auburn +6.5 vs Alabama?', z('2026-11-28', '20:30'), 'aub+6.5', { rules: 'Yes if Auburn wins or loses to Alabama by 6 points or fewer on November 28, 2026.' }),
  ] }, [['inverted', 'gamma Auburn +6.5 is the complement of Alabama -6.5']]);
}

put('ncaaf', { name: 'ncaaf-sec-championship-2026', events: [
  A('KXNCAAFSEC-26', 'SEC Championship Game Winner 2026', 'Sports', z('2026-12-06', '01:00'), [
    ['UGA', 'Georgia', 'uga'], ['TEX', 'Texas', 'tex'], ['ALA', 'Alabama', 'ala'], ['MISS', 'Ole Miss', 'miss'], ['TAMU', 'Texas A&M', 'tamu'], ['LSU', 'LSU', 'lsu'],
  ], { sources: [NCAA], rules: 'If the listed team wins the 2026 SEC Championship Game, then the market resolves to Yes.' }),
  B('SEC Championship Winner', 'Sports', z('2026-12-05', '21:00'), per([
    ['sec-championship-2026-georgia', 'Georgia', 'uga'], ['sec-championship-2026-texas', 'Texas', 'tex'], ['sec-championship-2026-alabama', 'Alabama', 'ala'], ['sec-championship-2026-ole-miss', 'Ole Miss', 'miss'],
    ['sec-championship-2026-texas-am', 'Texas A&M', 'tamu'],
  ], (l) => ({ q: `Will ${l} win the 2026 SEC Championship?`, ...pmFuture('wins the 2026 SEC Championship Game in Atlanta on December 5, 2026', 'after the game', 'SECsports.com')(l) }))),
  G('2026 SEC Championship Game', z('2026-12-05', '21:00'), [['Georgia Bulldogs', 'uga'], ['Texas Longhorns', 'tex'], ['Alabama Crimson Tide', 'ala'], ['Ole Miss Rebels', 'miss']],
    { rules: 'Resolves to the winner of the SEC Championship Game at Mercedes-Benz Stadium on December 5, 2026.' }),
] });

put('ncaaf', { name: 'ncaaf-cfp-national-champion-2027', events: [
  A('KXNCAAF-27', 'College Football Playoff National Champion 2026-27', 'Sports', z('2027-01-26', '06:00'), [
    ['OSU', 'Ohio St.', 'osu-nc'], ['UGA', 'Georgia', 'uga-nc'], ['TEX', 'Texas', 'tex-nc'], ['ORE', 'Oregon', 'ore-nc'], ['IND', 'Indiana', 'ind-nc'], ['ND', 'Notre Dame', 'nd-nc'], ['MIA', 'Miami (FL)', 'mia-nc'],
  ], { sources: [NCAA], rules: 'If the listed team wins the College Football Playoff National Championship game for the 2026 season, then the market resolves to Yes.' }),
  B('College Football National Champion 2027', 'Sports', z('2027-01-26', '06:00'), per([
    ['cfp-champion-2027-ohio-state', 'Ohio State', 'osu-nc'], ['cfp-champion-2027-georgia', 'Georgia', 'uga-nc'], ['cfp-champion-2027-texas', 'Texas', 'tex-nc'], ['cfp-champion-2027-oregon', 'Oregon', 'ore-nc'],
    ['cfp-champion-2027-notre-dame', 'Notre Dame', 'nd-nc'], ['cfp-champion-2027-miami', 'Miami', 'mia-nc'],
  ], (l) => ({ q: `Will ${l} win the 2027 College Football Playoff National Championship?`, ...pmFuture('wins the CFP National Championship game on January 25, 2027', 'after the game', 'CollegeFootballPlayoff.com')(l) }))),
  U('cfp-national-champion-2027', 'CFP National Champion', 'sports', z('2027-01-26', '06:00'), [
    ['cfp-national-champion-2027-ohio-state', 'Ohio State Buckeyes', 'osu-nc'], ['cfp-national-champion-2027-indiana', 'Indiana Hoosiers', 'ind-nc'], ['cfp-national-champion-2027-georgia', 'Georgia Bulldogs', 'uga-nc'],
  ], { rules: 'Resolves Yes for the winner of the 2027 College Football Playoff National Championship (Allegiant Stadium, Las Vegas).' }),
  G('CFP National Championship 2027', z('2027-01-26', '06:00'), [['Ohio State', 'osu-nc'], ['Georgia', 'uga-nc'], ['Texas', 'tex-nc'], ['Oregon', 'ore-nc'], ['Any other team', 'nc-other']],
    { rules: 'Resolves to the team that wins the CFP National Championship game on January 25, 2027.' }),
] });

{ // Making the CFP field is not winning it. alpha one event; beta one binary event per team.
  const bTeam = (slug: string, name: string, t: string): ReturnType<typeof B> => B(`Will ${name} make the College Football Playoff?`, 'Sports', z('2026-12-06', '20:00'),
    [[`will-${slug}-make-the-college-football-playoff-2026`, 'Yes', t, { q: `Will ${name} make the College Football Playoff?`,
      rules: `Resolves "Yes" if ${name} is selected for the 12-team 2026-27 College Football Playoff field announced on Selection Day (December 6, 2026).` }]]);
  put('ncaaf', { name: 'ncaaf-cfp-field-2026', events: [
    A('KXCFPFIELD-26', 'Teams in the 2026-27 College Football Playoff', 'Sports', z('2026-12-06', '20:00'), [
      ['ND', 'Notre Dame', 'nd-in'], ['MIA', 'Miami (FL)', 'mia-in'], ['BYU', 'BYU', 'byu-in'], ['TAMU', 'Texas A&M', 'tamu-in'], ['USC', 'USC', 'usc-in'],
    ], { sources: ['College Football Playoff https://collegefootballplayoff.com'], rules: 'If the listed team is selected for the 2026-27 College Football Playoff, then the market resolves to Yes.' }),
    bTeam('notre-dame', 'Notre Dame', 'nd-in'), bTeam('miami', 'Miami', 'mia-in'), bTeam('usc', 'USC', 'usc-in'),
  ] }, [['season-phase', 'CFP selection is not the national title']]);
}

put('ncaaf', { name: 'ncaaf-heisman-2026', events: [
  A('KXHEISMAN-26', 'Heisman Trophy Winner 2026', 'Sports', z('2026-12-13', '03:00'), [
    ['JSMI', 'Jeremiah Smith', 'jsmith'], ['AMAN', 'Arch Manning', 'manning'], ['JSAY', 'Julian Sayin', 'sayin'], ['DMOO', 'Dante Moore', 'dmoore'], ['BUND', 'Bryce Underwood', 'underwood'],
  ], { sources: ['Heisman Trust https://www.heisman.com'], rules: 'If the listed player is awarded the 2026 Heisman Memorial Trophy, then the market resolves to Yes.' }),
  B('Heisman Trophy Winner 2026', 'Sports', z('2026-12-13', '03:00'), per([
    ['heisman-2026-jeremiah-smith', 'Jeremiah Smith', 'jsmith'], ['heisman-2026-arch-manning', 'Arch Manning', 'manning'], ['heisman-2026-julian-sayin', 'Julian Sayin', 'sayin'],
    ['heisman-2026-lanorris-sellers', 'LaNorris Sellers', 'sellers'],
  ], (l) => ({ q: `Will ${l} win the 2026 Heisman Trophy?`, ...pmFuture('is awarded the 2026 Heisman Trophy on December 12, 2026', 'after the ceremony', 'Heisman.com')(l) }))),
  G('2026 Heisman Trophy', z('2026-12-13', '03:00'), [['Jeremiah Smith (Ohio State)', 'jsmith'], ['Arch Manning (Texas)', 'manning'], ['Dante Moore (Oregon)', 'dmoore']],
    { rules: 'Resolves to the winner of the 2026 Heisman Memorial Trophy announced December 12, 2026.' }),
] });

put('ncaaf', { name: 'ncaaf-heisman-finalist-jsmith', events: [
  U('heisman-finalist-2026-jeremiah-smith', 'Will Jeremiah Smith be a Heisman finalist?', 'sports', z('2026-12-08', '01:00'), [['heisman-finalist-2026-jeremiah-smith-yes', 'Yes', 'jsmith-finalist',
    { q: 'Will Jeremiah Smith be named a 2026 Heisman Trophy finalist?', rules: 'Resolves Yes if Jeremiah Smith is among the finalists invited to the 2026 Heisman ceremony.' }]]),
] }, [['other-observation', 'Heisman finalist is not Heisman winner']]);

put('ncaaf', { name: 'ncaaf-army-navy-2026-12-12', events: [
  A('KXNCAAFGAME-26DEC12ARMYNAVY', 'Army vs Navy', 'Sports', z('2026-12-13', '00:00'),
    per([['ARMY', 'Army', 'army', { q: 'Army vs Navy Winner?' }], ['NAVY', 'Navy', 'navy', { q: 'Army vs Navy Winner?' }]],
      (l) => ({ rules: `If ${l} wins the Army vs Navy college football game at MetLife Stadium originally scheduled for Dec 12, 2026, then the market resolves to Yes.` })), { sources: [NCAA] }),
  B('Navy vs. Army', 'Sports', z('2026-12-12', '20:00'), [['cfb-navy-army-2026-12-12', '', 'navy', { q: 'Navy vs. Army', outcomes: yn('Navy', 'Army'), src: 'https://www.ncaa.com/',
    rules: pmGame('college football', 'Navy Midshipmen', 'Army Black Knights', 'December 12, 2026 at 3:00 PM ET', 'Navy', 'Army') }]]),
  U('cfb-army-navy-2026-12-12', 'Army Black Knights vs. Navy Midshipmen', 'sports', z('2026-12-12', '20:00'), [['aec-cfb-army-navy-2026-12-12', '', 'army',
    { q: 'Army Black Knights vs. Navy Midshipmen', outcomes: yn('Army Black Knights', 'Navy Midshipmen'), rules: usGame('the 127th Army–Navy Game', 'December 12, 2026') }]]),
] });

// ───────────────────────────── college basketball ─────────────────────────────

{ // The men's and the women's Louisville–Kentucky games fall on the same Saturday: two events.
  put('ncaab', { name: 'ncaamb-lou-at-uk-2026-12-12', events: [
    A('KXNCAAMBGAME-26DEC12LOUUK', 'Louisville at Kentucky', 'Sports', z('2026-12-12', '21:00'),
      per([['LOU', 'Louisville', 'lou-m', { q: 'Louisville at Kentucky Winner?' }], ['UK', 'Kentucky', 'uk-m', { q: 'Louisville at Kentucky Winner?' }]],
        kWin("men's college basketball", 'Louisville', 'Kentucky', 'Dec 12, 2026')), { sources: [NCAA] }),
    B('Louisville vs. Kentucky', 'Sports', z('2026-12-12', '17:00'), [['cbb-lou-uk-2026-12-12', '', 'lou-m', { q: 'Louisville vs. Kentucky', outcomes: yn('Louisville', 'Kentucky'), src: 'https://www.ncaa.com/',
      rules: pmGame("men's college basketball", 'Louisville Cardinals', 'Kentucky Wildcats', 'December 12, 2026 at 12:00 PM ET (Rupp Arena)', 'Louisville', 'Kentucky') }]]),
  ] });
  put('ncaab', { name: 'ncaawb-uk-at-lou-2026-12-12', events: [
    A('KXNCAAWBGAME-26DEC12UKLOU', 'Kentucky at Louisville', 'Sports', z('2026-12-13', '04:00'),
      per([['UK', 'Kentucky', 'uk-w', { q: 'Kentucky at Louisville Winner?' }], ['LOU', 'Louisville', 'lou-w', { q: 'Kentucky at Louisville Winner?' }]],
        kWin("women's college basketball", 'Kentucky', 'Louisville', 'Dec 12, 2026')), { sources: [NCAA] }),
    U('cwbb-uk-lou-2026-12-12', 'Kentucky Wildcats (W) vs. Louisville Cardinals (W)', 'sports', z('2026-12-13', '00:00'), [['aec-cwbb-uk-lou-2026-12-12', '', 'uk-w',
      { q: 'Kentucky Wildcats vs. Louisville Cardinals (Women)', outcomes: yn('Kentucky Wildcats', 'Louisville Cardinals'), rules: usGame("the women's basketball game Kentucky at Louisville (KFC Yum! Center)", 'December 12, 2026') }]]),
  ] }, [['competition', "women's Kentucky-Louisville is not the men's game the same day"]]);
}

put('ncaab', { name: 'ncaamb-champion-2027', events: [
  A('KXMARMAD-27', "NCAA Men's Basketball Champion 2027", 'Sports', z('2027-04-06', '05:00'), [
    ['DUKE', 'Duke', 'duke-m'], ['CONN', 'Connecticut', 'uconn-m'], ['HOU', 'Houston', 'hou-m'], ['FLA', 'Florida', 'fla-m'], ['UK', 'Kentucky', 'uk-m27'], ['KU', 'Kansas', 'ku-m'], ['ARIZ', 'Arizona', 'ariz-m'],
  ], { sources: [NCAA], rules: "If the listed team wins the 2027 NCAA Division I Men's Basketball Tournament, then the market resolves to Yes." }),
  B("NCAA Men's Basketball Champion 2027", 'Sports', z('2027-04-06', '05:00'), per([
    ['ncaa-mens-champion-2027-duke', 'Duke', 'duke-m'], ['ncaa-mens-champion-2027-uconn', 'UConn', 'uconn-m'], ['ncaa-mens-champion-2027-houston', 'Houston', 'hou-m'],
    ['ncaa-mens-champion-2027-florida', 'Florida', 'fla-m'], ['ncaa-mens-champion-2027-purdue', 'Purdue', 'pur-m'],
  ], (l) => ({ q: `Will ${l} win the 2027 NCAA Men's Basketball Championship?`, ...pmFuture("wins the 2027 NCAA Men's Basketball Championship game on April 5, 2027", 'after the final', 'NCAA.com')(l) }))),
  G('March Madness 2027 Champion (Men)', z('2027-04-06', '05:00'), [['Duke Blue Devils', 'duke-m'], ['UConn Huskies', 'uconn-m'], ['Houston Cougars', 'hou-m'], ['Kentucky Wildcats', 'uk-m27']],
    { rules: "Resolves to the winner of the 2027 NCAA Division I Men's Basketball Tournament (Final Four in Detroit)." }),
] });

put('ncaab', { name: 'ncaawb-champion-2027', events: [
  A('KXWMARMAD-27', "NCAA Women's Basketball Champion 2027", 'Sports', z('2027-04-05', '05:00'), [
    ['CONN', 'Connecticut', 'uconn-w'], ['SC', 'South Carolina', 'sc-w'], ['UCLA', 'UCLA', 'ucla-w'], ['TEX', 'Texas', 'tex-w'], ['LSU', 'LSU', 'lsu-w'], ['DUKE', 'Duke', 'duke-w'],
  ], { sources: [NCAA], rules: "If the listed team wins the 2027 NCAA Division I Women's Basketball Tournament, then the market resolves to Yes." }),
  B("NCAA Women's Basketball Champion 2027", 'Sports', z('2027-04-05', '05:00'), per([
    ['ncaa-womens-champion-2027-uconn', 'UConn', 'uconn-w'], ['ncaa-womens-champion-2027-south-carolina', 'South Carolina', 'sc-w'], ['ncaa-womens-champion-2027-ucla', 'UCLA', 'ucla-w'],
    ['ncaa-womens-champion-2027-texas', 'Texas', 'tex-w'],
  ], (l) => ({ q: `Will ${l} win the 2027 NCAA Women's Basketball Championship?`, ...pmFuture("wins the 2027 NCAA Women's Basketball Championship game on April 4, 2027", 'after the final', 'NCAA.com')(l) }))),
] }, [['competition', "women's champion is not men's champion (UConn, Duke on both)"]]);

put('ncaab', { name: 'ncaamb-duke-one-seed-2027', events: [
  A('KXMARMADSEED-27DUKE', 'Will Duke be a No. 1 seed in the 2027 NCAA Tournament?', 'Sports', z('2027-03-15', '00:00'), [['DUKE', 'Duke', 'duke-1seed']],
    { sources: [NCAA], rules: "If Duke is one of the four No. 1 seeds in the 2027 NCAA Men's Tournament bracket announced on Selection Sunday, then the market resolves to Yes." }),
] });

// ───────────────────────────── soccer ─────────────────────────────

{ // Premier League three-way result, all four venues.
  const pm = (team: string, t: string, slug: string, draw = false): Row => [slug, draw ? 'Draw (Arsenal FC vs. Chelsea FC)' : team, t,
    { q: draw ? 'Will Arsenal FC vs. Chelsea FC end in a draw?' : `Will ${team} win on 2026-11-28?`, src: 'https://www.premierleague.com/',
      rules: 'This market refers to the Premier League match between Arsenal FC and Chelsea FC scheduled for November 28, 2026. It resolves on the result after 90 minutes plus stoppage time. If the match is postponed, the market remains open until it is played; if it is canceled, it resolves "No".' }];
  put('soccer', { name: 'epl-ars-che-2026-11-28', events: [
    A('KXEPLGAME-26NOV28ARSCHE', 'Arsenal vs Chelsea', 'Sports', z('2026-11-28', '21:30'), per([
      ['ARS', 'Arsenal', 'ars', { q: 'Arsenal vs Chelsea Winner?' }], ['TIE', 'Tie', 'draw', { q: 'Arsenal vs Chelsea: Tie?' }], ['CHE', 'Chelsea', 'che', { q: 'Arsenal vs Chelsea Winner?' }],
    ], kSoccer('Arsenal', 'Chelsea', 'Nov 28, 2026', 'Premier League')), { sources: [PL] }),
    B('Arsenal FC vs. Chelsea FC', 'Sports', z('2026-11-28', '17:30'), [pm('Arsenal FC', 'ars', 'epl-ars-che-2026-11-28-ars'), pm('', 'draw', 'epl-ars-che-2026-11-28-draw', true), pm('Chelsea FC', 'che', 'epl-ars-che-2026-11-28-che')]),
    U('epl-ars-che-2026-11-28', 'Arsenal vs. Chelsea', 'sports', z('2026-11-28', '17:30'), [
      ['atc-epl-ars-che-2026-11-28-ars', 'Arsenal', 'ars', { q: 'Will Arsenal beat Chelsea?' }], ['atc-epl-ars-che-2026-11-28-draw', 'Draw', 'draw', { q: 'Arsenal vs. Chelsea: Draw?' }],
      ['atc-epl-ars-che-2026-11-28-che', 'Chelsea', 'che', { q: 'Will Chelsea beat Arsenal?' }],
    ], { rules: 'Settles on the full-time result (90 minutes + stoppage) of Arsenal v Chelsea at the Emirates on 28 November 2026.' }),
    G('Premier League: Arsenal vs Chelsea (28 Nov) — Full-Time Result', z('2026-11-28', '17:30'), [['Arsenal', 'ars'], ['Draw', 'draw'], ['Chelsea', 'che']],
      { rules: 'Resolves on the full-time result of Arsenal vs Chelsea on 28 November 2026 per premierleague.com. Extra time does not apply.' }),
  ] });
}

{ // The Women's Super League derby the next day: same club names, another competition and date.
  put('soccer', { name: 'wsl-ars-che-2026-11-29', events: [
    B('Arsenal WFC vs. Chelsea FCW', 'Sports', z('2026-11-29', '12:30'), w([
      ['wsl-ars-che-2026-11-29-ars', 'Arsenal WFC', 'ars-w', { q: 'Will Arsenal WFC win on 2026-11-29?' }], ['wsl-ars-che-2026-11-29-draw', 'Draw (Arsenal WFC vs. Chelsea FCW)', 'draw-w', { q: 'Will Arsenal WFC vs. Chelsea FCW end in a draw?' }],
      ['wsl-ars-che-2026-11-29-che', 'Chelsea FCW', 'che-w', { q: 'Will Chelsea FCW win on 2026-11-29?' }],
    ], { src: 'https://womenscompetitions.thefa.com/', rules: "This market refers to the Barclays Women's Super League match between Arsenal and Chelsea on November 29, 2026, after 90 minutes plus stoppage time." })),
    U('wsl-ars-che-2026-11-29', "Arsenal Women vs. Chelsea Women", 'sports', z('2026-11-29', '12:30'), [
      ['atc-wsl-ars-che-2026-11-29-ars', 'Arsenal Women', 'ars-w'], ['atc-wsl-ars-che-2026-11-29-draw', 'Draw', 'draw-w'], ['atc-wsl-ars-che-2026-11-29-che', 'Chelsea Women', 'che-w'],
    ], { rules: "Settles on the full-time result of the WSL match Arsenal Women v Chelsea Women, 29 November 2026." }),
  ] }, [['competition', "WSL Arsenal-Chelsea (Nov 29) is not the Premier League match (Nov 28)"]]);
}

{ // gamma's double chance "Man City or draw" is the complement of "Liverpool wins".
  put('soccer', { name: 'epl-mci-liv-2026-12-05', events: [
    A('KXEPLGAME-26DEC05MCILIV', 'Manchester City vs Liverpool', 'Sports', z('2026-12-05', '16:30'), per([
      ['MCI', 'Manchester City', 'mci', { q: 'Manchester City vs Liverpool Winner?' }], ['TIE', 'Tie', 'draw', { q: 'Manchester City vs Liverpool: Tie?' }], ['LIV', 'Liverpool', 'liv', { q: 'Manchester City vs Liverpool Winner?' }],
    ], kSoccer('Manchester City', 'Liverpool', 'Dec 5, 2026', 'Premier League')), { sources: [PL] }),
    B('Manchester City FC vs. Liverpool FC', 'Sports', z('2026-12-05', '12:30'), w([
      ['epl-mci-liv-2026-12-05-mci', 'Manchester City FC', 'mci', { q: 'Will Manchester City FC win on 2026-12-05?' }],
      ['epl-mci-liv-2026-12-05-draw', 'Draw (Manchester City FC vs. Liverpool FC)', 'draw', { q: 'Will Manchester City FC vs. Liverpool FC end in a draw?' }],
      ['epl-mci-liv-2026-12-05-liv', 'Liverpool FC', 'liv', { q: 'Will Liverpool FC win on 2026-12-05?' }],
    ], { src: 'https://www.premierleague.com/', rules: 'This market refers to the Premier League match between Manchester City FC and Liverpool FC on December 5, 2026, after 90 minutes plus stoppage time.' })),
    G1('Man City vs Liverpool (Dec 5): Man City win or draw?', z('2026-12-05', '12:30'), 'not-liv', { rules: 'Yes if Manchester City win or draw against Liverpool at the Etihad on 5 December 2026 (90 minutes plus stoppage).' }),
  ] }, [['inverted', 'gamma double chance (City or draw) is the complement of Liverpool win']]);
}

put('soccer', { name: 'epl-winner-2026-27', events: [
  A('KXEPL-27', 'English Premier League Winner 2026-27', 'Sports', z('2027-05-24', '00:00'), [
    ['ARS', 'Arsenal', 'ars-t'], ['MCI', 'Manchester City', 'mci-t'], ['LIV', 'Liverpool', 'liv-t'], ['CHE', 'Chelsea', 'che-t'], ['MUN', 'Manchester United', 'mun-t'], ['NEW', 'Newcastle', 'new-t'],
  ], { sources: [PL], rules: 'If the listed club finishes first in the 2026-27 Premier League table, then the market resolves to Yes.' }),
  B('Premier League Winner 2026-27', 'Sports', z('2027-05-24', '00:00'), per([
    ['premier-league-winner-2026-27-arsenal', 'Arsenal', 'ars-t'], ['premier-league-winner-2026-27-man-city', 'Man City', 'mci-t'], ['premier-league-winner-2026-27-liverpool', 'Liverpool', 'liv-t'],
    ['premier-league-winner-2026-27-chelsea', 'Chelsea', 'che-t'], ['premier-league-winner-2026-27-aston-villa', 'Aston Villa', 'avl-t'],
  ], (l) => ({ q: `Will ${l} win the 2026-27 Premier League?`, ...pmFuture('wins the 2026-27 English Premier League', 'after the final matchday', 'premierleague.com')(l) }))),
  G('Premier League 2026/27 Champion', z('2027-05-24', '00:00'), [['Arsenal', 'ars-t'], ['Manchester City', 'mci-t'], ['Liverpool', 'liv-t'], ['Other', 'epl-other']],
    { rules: 'Resolves to the club that finishes first in the 2026/27 Premier League.' }),
] });

put('soccer', { name: 'epl-top-four-2026-27', events: [
  A('KXEPLTOP4-27', 'Premier League Top 4 Finish 2026-27', 'Sports', z('2027-05-24', '00:00'), [
    ['CHE', 'Chelsea', 'che-top4'], ['MUN', 'Manchester United', 'mun-top4'], ['NEW', 'Newcastle', 'new-top4'], ['TOT', 'Tottenham', 'tot-top4'], ['AVL', 'Aston Villa', 'avl-top4'],
  ], { sources: [PL], rules: 'If the listed club finishes in the top four of the 2026-27 Premier League table, then the market resolves to Yes.' }),
  B('Premier League Top 4 Finish', 'Sports', z('2027-05-24', '00:00'), per([
    ['epl-top-4-2026-27-chelsea', 'Chelsea', 'che-top4'], ['epl-top-4-2026-27-man-united', 'Man United', 'mun-top4'], ['epl-top-4-2026-27-newcastle', 'Newcastle', 'new-top4'],
    ['epl-top-4-2026-27-aston-villa', 'Aston Villa', 'avl-top4'], ['epl-top-4-2026-27-brighton', 'Brighton', 'bha-top4'],
  ], (l) => ({ q: `Will ${l} finish in the top 4 of the 2026-27 Premier League?`, rules: `Resolves "Yes" if ${l} finish 1st to 4th in the final 2026-27 Premier League table.` }))),
] }, [['other-observation', 'top-4 finish is not winning the title']]);

put('soccer', { name: 'ucl-rma-bay-2026-12-08', events: [
  A('KXUCLGAME-26DEC08RMABAY', 'Real Madrid vs Bayern Munich', 'Sports', z('2026-12-08', '23:00'), per([
    ['RMA', 'Real Madrid', 'rma', { q: 'Real Madrid vs Bayern Munich Winner?' }], ['TIE', 'Tie', 'draw', { q: 'Real Madrid vs Bayern Munich: Tie?' }], ['BAY', 'Bayern Munich', 'bay', { q: 'Real Madrid vs Bayern Munich Winner?' }],
  ], kSoccer('Real Madrid', 'Bayern Munich', 'Dec 8, 2026', 'UEFA Champions League')), { sources: [UEFA] }),
  B('Real Madrid CF vs. FC Bayern München', 'Sports', z('2026-12-08', '20:00'), w([
    ['ucl-rma-bay-2026-12-08-rma', 'Real Madrid CF', 'rma', { q: 'Will Real Madrid CF win on 2026-12-08?' }],
    ['ucl-rma-bay-2026-12-08-draw', 'Draw (Real Madrid CF vs. FC Bayern München)', 'draw', { q: 'Will Real Madrid CF vs. FC Bayern München end in a draw?' }],
    ['ucl-rma-bay-2026-12-08-bay', 'FC Bayern München', 'bay', { q: 'Will FC Bayern München win on 2026-12-08?' }],
  ], { src: 'https://www.uefa.com/', rules: 'This market refers to the UEFA Champions League league-phase match (Matchday 6) between Real Madrid and Bayern Munich on December 8, 2026, after 90 minutes plus stoppage time.' })),
  G('UCL Matchday 6: Real Madrid vs Bayern', z('2026-12-08', '20:00'), [['Real Madrid', 'rma'], ['Draw', 'draw'], ['Bayern München', 'bay']],
    { rules: 'Resolves on the regular-time result of Real Madrid vs Bayern Munich (Santiago Bernabéu, 8 December 2026).' }),
] });

put('soccer', { name: 'ucl-winner-2027', events: [
  A('KXUCL-27', 'UEFA Champions League Winner 2026-27', 'Sports', z('2027-05-29', '23:00'), [
    ['PSG', 'Paris Saint-Germain', 'psg-ucl'], ['ARS', 'Arsenal', 'ars-ucl'], ['RMA', 'Real Madrid', 'rma-ucl'], ['BAR', 'Barcelona', 'bar-ucl'], ['BAY', 'Bayern Munich', 'bay-ucl'], ['LIV', 'Liverpool', 'liv-ucl'], ['MCI', 'Manchester City', 'mci-ucl'],
  ], { sources: [UEFA], rules: 'If the listed club wins the 2026-27 UEFA Champions League final, then the market resolves to Yes.' }),
  B('Champions League Winner 2026-27', 'Sports', z('2027-05-29', '23:00'), per([
    ['ucl-winner-2026-27-psg', 'PSG', 'psg-ucl'], ['ucl-winner-2026-27-arsenal', 'Arsenal', 'ars-ucl'], ['ucl-winner-2026-27-real-madrid', 'Real Madrid', 'rma-ucl'], ['ucl-winner-2026-27-barcelona', 'Barcelona', 'bar-ucl'],
    ['ucl-winner-2026-27-bayern-munich', 'Bayern Munich', 'bay-ucl'], ['ucl-winner-2026-27-inter', 'Inter', 'int-ucl'],
  ], (l) => ({ q: `Will ${l} win the 2026-27 Champions League?`, ...pmFuture('wins the 2026-27 UEFA Champions League', 'after the final on May 29, 2027', 'UEFA.com')(l) }))),
  G('Champions League 2026/27 Winner', z('2027-05-29', '23:00'), [['PSG', 'psg-ucl'], ['Arsenal', 'ars-ucl'], ['Real Madrid', 'rma-ucl'], ['FC Bayern', 'bay-ucl']],
    { rules: 'Resolves to the winner of the 2027 UEFA Champions League Final.' }),
] });

{ // MLS Eastern Conference Final: alpha prices the 90-minute three-way result; beta and gamma "who advances" (extra time and
  // penalties). Two events.
  put('soccer', { name: 'mls-east-final-mia-cin-2026-11-28', events: [
    A('KXMLSGAME-26NOV28MIACIN', 'Inter Miami vs FC Cincinnati', 'Sports', z('2026-11-29', '04:00'), per([
      ['MIA', 'Inter Miami', 'mia-90', { q: 'Inter Miami vs FC Cincinnati Winner?' }], ['TIE', 'Tie', 'tie-90', { q: 'Inter Miami vs FC Cincinnati: Tie?' }], ['CIN', 'FC Cincinnati', 'cin-90', { q: 'Inter Miami vs FC Cincinnati Winner?' }],
    ], kSoccer('Inter Miami', 'FC Cincinnati', 'Nov 28, 2026', 'MLS Eastern Conference Final')), { sources: [MLSX] }),
    B('Inter Miami CF vs. FC Cincinnati: Who will advance?', 'Sports', z('2026-11-29', '01:00'), [['mls-mia-cin-2026-11-28-advance', '', 'mia-adv',
      { q: 'Inter Miami CF vs. FC Cincinnati: Who will advance?', outcomes: yn('Inter Miami CF', 'FC Cincinnati'), src: 'https://www.mlssoccer.com/',
        rules: 'This market resolves to the team that advances to MLS Cup 2026 from the Eastern Conference Final on November 28, 2026, including extra time and penalties.' }]]),
    G('MLS East Final: Inter Miami vs FC Cincinnati — To Advance', z('2026-11-29', '01:00'), [['Inter Miami', 'mia-adv'], ['FC Cincinnati', 'cin-adv']],
      { rules: 'Resolves to the team that wins the Eastern Conference Final (extra time and penalty shootout included).' }),
  ], groups: [['alpha'], ['beta', 'gamma']] }, [['other-observation', '90-minute result is not "to advance"']]);
}

put('soccer', { name: 'mls-cup-2026', events: [
  A('KXMLSCUP-26', 'MLS Cup Champion 2026', 'Sports', z('2026-12-06', '02:00'), [['MIA', 'Inter Miami', 'mia-cup'], ['CIN', 'FC Cincinnati', 'cin-cup'], ['LAFC', 'Los Angeles FC', 'lafc-cup'], ['VAN', 'Vancouver', 'van-cup']],
    { sources: [MLSX], rules: 'If the listed club wins MLS Cup 2026 (extra time and penalties included), then the market resolves to Yes.' }),
  B('MLS Cup Champion 2026', 'Sports', z('2026-12-05', '23:00'), per([
    ['mls-cup-2026-inter-miami', 'Inter Miami CF', 'mia-cup'], ['mls-cup-2026-fc-cincinnati', 'FC Cincinnati', 'cin-cup'], ['mls-cup-2026-lafc', 'LAFC', 'lafc-cup'], ['mls-cup-2026-vancouver-whitecaps', 'Vancouver Whitecaps', 'van-cup'],
  ], (l) => ({ q: `Will ${l} win MLS Cup 2026?`, ...pmFuture('wins MLS Cup 2026 on December 5, 2026', 'after the final', 'MLSsoccer.com')(l) }))),
  G('MLS Cup 2026', z('2026-12-05', '23:00'), [['Inter Miami', 'mia-cup'], ['Cincinnati', 'cin-cup'], ['LAFC', 'lafc-cup'], ['Whitecaps', 'van-cup']], { rules: 'Resolves to the winner of MLS Cup 2026.' }),
] });

put('soccer', { name: 'epl-boxing-day-tot-whu-2026-12-26', events: [
  A('KXEPLGAME-26DEC26TOTWHU', 'Tottenham vs West Ham', 'Sports', z('2026-12-26', '19:00'), per([
    ['TOT', 'Tottenham', 'tot', { q: 'Tottenham vs West Ham Winner?' }], ['TIE', 'Tie', 'draw', { q: 'Tottenham vs West Ham: Tie?' }], ['WHU', 'West Ham', 'whu', { q: 'Tottenham vs West Ham Winner?' }],
  ], kSoccer('Tottenham', 'West Ham', 'Dec 26, 2026', 'Premier League')), { sources: [PL] }),
] });

// ───────────────────────────── tennis ─────────────────────────────

{ // ATP Finals final today. gamma pays 50/50 on a retirement; alpha and the betas let the player who advances win.
  put('tennis', { name: 'atp-finals-final-2026', events: [
    A('KXATPMATCH-26NOV22SINALC', 'Sinner vs Alcaraz: ATP Finals Final', 'Sports', z('2026-11-22', '22:00'), [['SIN', 'Jannik Sinner', 'sinner'], ['ALC', 'Carlos Alcaraz', 'alcaraz']],
      { sources: [ATP], rules: 'If the listed player wins the 2026 Nitto ATP Finals final in Turin, then the market resolves to Yes. If a player retires or is disqualified after the match starts, the player who advances is the winner.' }),
    B('Nitto ATP Finals: Sinner vs Alcaraz', 'Sports', z('2026-11-22', '17:00'), [['atp-sinner-alcaraz-2026-11-22', '', 'sinner', { q: 'Nitto ATP Finals Final: Sinner vs Alcaraz', outcomes: yn('Sinner', 'Alcaraz'),
      src: 'https://www.atptour.com/', rules: 'This market resolves to the winner of the 2026 Nitto ATP Finals final. If a player retires or is disqualified mid-match, the player who advances is the winner. If the match does not take place, 50-50.' }]]),
    U('atp-sinner-alcaraz-2026-11-22', 'Jannik Sinner vs. Carlos Alcaraz', 'sports', z('2026-11-22', '17:00'), [['aec-atp-sinner-alcaraz-2026-11-22', '', 'sinner',
      { q: 'Jannik Sinner vs. Carlos Alcaraz (ATP Finals Final)', outcomes: yn('Jannik Sinner', 'Carlos Alcaraz'), rules: 'Resolves to the player declared winner of the match by the ATP, including by retirement or walkover after the match begins.' }]]),
    G('ATP Finals 2026 Final: Alcaraz vs Sinner', z('2026-11-22', '17:00'), [['Carlos Alcaraz', 'alcaraz'], ['Jannik Sinner', 'sinner']],
      { rules: 'Resolves to the winner of the ATP Finals final in Turin on 22 November 2026. If the match is not completed (retirement, walkover or disqualification), all outcomes resolve 50/50.' }),
  ], fungible: nf('alpha|gamma', 'beta|gamma', 'beta_us|gamma') }, [['edge-rules', 'retirement: 50/50 on gamma, advancing player elsewhere']]);
}

put('tennis', { name: 'ao-2027-men', events: [
  A('KXAOMEN-27', "Australian Open Men's Singles Champion 2027", 'Sports', z('2027-01-31', '14:00'), [
    ['JSIN', 'Jannik Sinner', 'sinner-ao'], ['CALC', 'Carlos Alcaraz', 'alcaraz-ao'], ['NDJO', 'Novak Djokovic', 'djokovic-ao'], ['AZVE', 'Alexander Zverev', 'zverev-ao'], ['TFRI', 'Taylor Fritz', 'fritz-ao'], ['JMEN', 'Jakub Mensik', 'mensik-ao'],
  ], { sources: [AO], rules: "If the listed player wins the 2027 Australian Open men's singles title, then the market resolves to Yes." }),
  B("Australian Open 2027 Men's Winner", 'Sports', z('2027-01-31', '14:00'), per([
    ['ao-2027-mens-winner-jannik-sinner', 'Jannik Sinner', 'sinner-ao'], ['ao-2027-mens-winner-carlos-alcaraz', 'Carlos Alcaraz', 'alcaraz-ao'], ['ao-2027-mens-winner-novak-djokovic', 'Novak Djokovic', 'djokovic-ao'],
    ['ao-2027-mens-winner-ben-shelton', 'Ben Shelton', 'shelton-ao'],
  ], (l) => ({ q: `Will ${l} win the 2027 Australian Open?`, ...pmFuture("wins the 2027 Australian Open men's singles", 'after the final on January 31, 2027', 'AusOpen.com')(l) }))),
  U('australian-open-2027-mens-champion', "Australian Open 2027 — Men's Champion", 'sports', z('2027-01-31', '14:00'), [
    ['ao-2027-mens-champion-sinner', 'Jannik Sinner', 'sinner-ao'], ['ao-2027-mens-champion-alcaraz', 'Carlos Alcaraz', 'alcaraz-ao'],
  ], { rules: "Resolves Yes for the 2027 Australian Open men's singles champion." }),
  G("AO 2027 Men's Singles Champion", z('2027-01-31', '14:00'), [['J. Sinner', 'sinner-ao'], ['C. Alcaraz', 'alcaraz-ao'], ['N. Djokovic', 'djokovic-ao'], ['Field', 'ao-field']],
    { rules: "Resolves to the men's singles champion of the 2027 Australian Open." }),
] });

put('tennis', { name: 'ao-2027-sinner-final', events: [
  B('Will Jannik Sinner reach the 2027 Australian Open final?', 'Sports', z('2027-01-30', '14:00'), [['will-jannik-sinner-reach-the-2027-australian-open-final', 'Yes', 'sinner-ao-final',
    { q: 'Will Jannik Sinner reach the 2027 Australian Open final?', src: 'https://ausopen.com/', rules: 'Resolves "Yes" if Jannik Sinner plays in the men\'s singles final of the 2027 Australian Open.' }]]),
] }, [['other-observation', 'reaching the AO final is not winning it']]);

put('tennis', { name: 'ao-2027-women', events: [
  A('KXAOWOMEN-27', "Australian Open Women's Singles Champion 2027", 'Sports', z('2027-01-30', '14:00'), [
    ['ASAB', 'Aryna Sabalenka', 'sabalenka'], ['ISWI', 'Iga Swiatek', 'swiatek'], ['CGAU', 'Coco Gauff', 'gauff'], ['ERYB', 'Elena Rybakina', 'rybakina'], ['AANI', 'Amanda Anisimova', 'anisimova'], ['MAND', 'Mirra Andreeva', 'andreeva'],
  ], { sources: [AO], rules: "If the listed player wins the 2027 Australian Open women's singles title, then the market resolves to Yes." }),
  B("Australian Open 2027 Women's Winner", 'Sports', z('2027-01-30', '14:00'), per([
    ['ao-2027-womens-winner-aryna-sabalenka', 'Aryna Sabalenka', 'sabalenka'], ['ao-2027-womens-winner-iga-swiatek', 'Iga Świątek', 'swiatek'], ['ao-2027-womens-winner-coco-gauff', 'Coco Gauff', 'gauff'],
    ['ao-2027-womens-winner-madison-keys', 'Madison Keys', 'keys'],
  ], (l) => ({ q: `Will ${l} win the 2027 Australian Open?`, ...pmFuture("wins the 2027 Australian Open women's singles", 'after the final on January 30, 2027', 'AusOpen.com')(l) }))),
] });

{ // "Sinner wins a Grand Slam in 2027" is not "Sinner wins the AO".
  put('tennis', { name: 'sinner-slam-2027', events: [
    A('KXSLAM-27JSIN', 'Will Jannik Sinner win a Grand Slam title in 2027?', 'Sports', z('2027-09-13', '04:00'), [['JSIN', 'Jannik Sinner', 'sinner-slam']],
      { sources: [ATP], rules: 'If Jannik Sinner wins the men\'s singles title at any of the 2027 Australian Open, Roland Garros, Wimbledon or US Open, then the market resolves to Yes.' }),
    G1('Jannik Sinner to win at least one Grand Slam in 2027?', z('2027-09-13', '04:00'), 'sinner-slam', { rules: 'Yes if Sinner wins any of the four 2027 Grand Slam men\'s singles titles.' }),
  ] }, [['other-observation', 'any Slam in 2027 is not the AO']]);
}

// ───────────────────────────── golf ─────────────────────────────

{ // Hero World Challenge. gamma's "top 5" is another observation.
  put('golf', { name: 'golf-hero-world-challenge-2026', events: [
    A('KXPGATOUR-HERO26', 'Hero World Challenge 2026 Winner', 'Sports', z('2026-12-06', '23:00'), [
      ['SSCH', 'Scottie Scheffler', 'scheffler-hero'], ['XSCH', 'Xander Schauffele', 'xander-hero'], ['LABE', 'Ludvig Aberg', 'aberg-hero'], ['CMOR', 'Collin Morikawa', 'morikawa-hero'], ['JTHO', 'Justin Thomas', 'jt-hero'],
    ], { sources: [PGA], rules: 'If the listed golfer wins the 2026 Hero World Challenge (playoff included), then the market resolves to Yes.' }),
    B('Hero World Challenge Winner', 'Sports', z('2026-12-06', '23:00'), per([
      ['hero-world-challenge-2026-scottie-scheffler', 'Scottie Scheffler', 'scheffler-hero'], ['hero-world-challenge-2026-xander-schauffele', 'Xander Schauffele', 'xander-hero'],
      ['hero-world-challenge-2026-ludvig-aberg', 'Ludvig Åberg', 'aberg-hero'], ['hero-world-challenge-2026-patrick-cantlay', 'Patrick Cantlay', 'cantlay-hero'],
    ], (l) => ({ q: `Will ${l} win the 2026 Hero World Challenge?`, ...pmFuture('wins the 2026 Hero World Challenge at Albany, Bahamas', 'after the final round on December 6, 2026', 'PGATour.com')(l) }))),
    G1('Will Scottie Scheffler finish top 5 at the 2026 Hero World Challenge?', z('2026-12-06', '23:00'), 'scheffler-hero-top5', { rules: 'Yes if Scheffler finishes in the top 5, ties included, at the 2026 Hero World Challenge.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, [['other-observation', 'top-5 finish is not a win']]);
}

{ // The Masters: gamma lists one binary market per golfer.
  put('golf', { name: 'golf-masters-2027', events: [
    A('KXMASTERS-27', 'The Masters 2027 Winner', 'Sports', z('2027-04-11', '23:59'), [
      ['SSCH', 'Scottie Scheffler', 'scheffler-m'], ['RMCI', 'Rory McIlroy', 'rory-m'], ['JRAH', 'Jon Rahm', 'rahm-m'], ['BDEC', 'Bryson DeChambeau', 'bryson-m'], ['LABE', 'Ludvig Aberg', 'aberg-m'], ['XSCH', 'Xander Schauffele', 'xander-m'],
    ], { sources: ['Augusta National Golf Club https://www.masters.com'], rules: 'If the listed golfer wins the 2027 Masters Tournament, then the market resolves to Yes.' }),
    B('Masters 2027 Winner', 'Sports', z('2027-04-11', '23:59'), per([
      ['masters-2027-scottie-scheffler', 'Scottie Scheffler', 'scheffler-m'], ['masters-2027-rory-mcilroy', 'Rory McIlroy', 'rory-m'], ['masters-2027-jon-rahm', 'Jon Rahm', 'rahm-m'],
      ['masters-2027-bryson-dechambeau', 'Bryson DeChambeau', 'bryson-m'], ['masters-2027-tommy-fleetwood', 'Tommy Fleetwood', 'fleetwood-m'],
    ], (l) => ({ q: `Will ${l} win the 2027 Masters?`, ...pmFuture('wins the 2027 Masters Tournament', 'after the final round on April 11, 2027', 'Masters.com')(l) }))),
    U('masters-2027-winner', 'The Masters 2027', 'sports', z('2027-04-11', '23:59'), [
      ['masters-2027-winner-scheffler', 'Scottie Scheffler', 'scheffler-m'], ['masters-2027-winner-mcilroy', 'Rory McIlroy', 'rory-m'], ['masters-2027-winner-rahm', 'Jon Rahm', 'rahm-m'],
    ], { rules: 'Resolves Yes for the winner of the 2027 Masters Tournament.' }),
    G1('Will Scottie Scheffler win the 2027 Masters?', z('2027-04-11', '23:59'), 'scheffler-m', { rules: 'Yes if Scottie Scheffler wins the 2027 Masters Tournament at Augusta National.' }),
    G1('Will Rory McIlroy win the 2027 Masters?', z('2027-04-11', '23:59'), 'rory-m', { rules: 'Yes if Rory McIlroy wins the 2027 Masters Tournament at Augusta National.' }),
  ] });
}

put('golf', { name: 'golf-tiger-masters-2027', events: [
  B('Will Tiger Woods play in the 2027 Masters?', 'Sports', z('2027-04-08', '23:59'), [['will-tiger-woods-play-in-the-2027-masters', 'Yes', 'tiger-plays-m',
    { q: 'Will Tiger Woods play in the 2027 Masters?', src: 'https://www.masters.com/', rules: 'Resolves "Yes" if Tiger Woods tees off in the first round of the 2027 Masters Tournament.' }]]),
] }, [['other-observation', 'Tiger playing is not a Masters winner market']]);

put('golf', { name: 'golf-scheffler-major-2027', events: [
  A('KXGOLFMAJOR-27SSCH', 'Will Scottie Scheffler win a major in 2027?', 'Sports', z('2027-07-19', '00:00'), [['SSCH', 'Scottie Scheffler', 'scheffler-major']],
    { sources: [PGA], rules: 'If Scottie Scheffler wins the 2027 Masters, PGA Championship, U.S. Open or Open Championship, then the market resolves to Yes.' }),
  U('scheffler-major-2027', 'Scottie Scheffler to win a major in 2027?', 'sports', z('2027-07-19', '00:00'), [['scheffler-major-2027-yes', 'Yes', 'scheffler-major',
    { q: 'Will Scottie Scheffler win a men\'s major championship in 2027?', rules: 'Resolves Yes if Scheffler wins any of the four 2027 men\'s major championships.' }]]),
] }, [['other-observation', 'any major is not the Masters']]);

// ───────────────────────────── F1 ─────────────────────────────

put('f1', { name: 'f1-drivers-champion-2026', events: [
  A('KXF1DRIVERS-26', 'F1 Drivers Champion 2026', 'Sports', z('2026-12-06', '16:00'), [
    ['GRUS', 'George Russell', 'russell'], ['MVER', 'Max Verstappen', 'verstappen'], ['LNOR', 'Lando Norris', 'norris'], ['OPIA', 'Oscar Piastri', 'piastri'], ['KANT', 'Kimi Antonelli', 'antonelli'], ['CLEC', 'Charles Leclerc', 'leclerc'],
  ], { sources: [F1], rules: 'If the listed driver wins the 2026 FIA Formula One World Drivers\' Championship, then the market resolves to Yes.' }),
  B('F1 Drivers Champion 2026', 'Sports', z('2026-12-06', '15:00'), per([
    ['f1-drivers-champion-2026-george-russell', 'George Russell', 'russell'], ['f1-drivers-champion-2026-max-verstappen', 'Max Verstappen', 'verstappen'],
    ['f1-drivers-champion-2026-lando-norris', 'Lando Norris', 'norris'], ['f1-drivers-champion-2026-oscar-piastri', 'Oscar Piastri', 'piastri'], ['f1-drivers-champion-2026-andrea-kimi-antonelli', 'Andrea Kimi Antonelli', 'antonelli'],
  ], (l) => ({ q: `Will ${l} win the 2026 F1 Drivers' Championship?`, ...pmFuture("is the 2026 Formula 1 World Drivers' Champion", 'after the Abu Dhabi Grand Prix on December 6, 2026', 'Formula1.com')(l) }))),
  G('F1 2026 World Drivers\' Champion', z('2026-12-06', '15:00'), [['G. Russell', 'russell'], ['M. Verstappen', 'verstappen'], ['L. Norris', 'norris'], ['K. Antonelli', 'antonelli']],
    { rules: "Resolves to the driver who wins the 2026 FIA Formula One World Drivers' Championship." }),
] });

put('f1', { name: 'f1-constructors-champion-2026', events: [
  A('KXF1CONSTRUCTORS-26', 'F1 Constructors Champion 2026', 'Sports', z('2026-12-06', '16:00'), [['MERC', 'Mercedes', 'merc-c'], ['MCL', 'McLaren', 'mcl-c'], ['RBR', 'Red Bull Racing', 'rbr-c'], ['FER', 'Ferrari', 'fer-c']],
    { sources: [F1], rules: "If the listed team wins the 2026 FIA Formula One World Constructors' Championship, then the market resolves to Yes." }),
  B('F1 Constructors Champion 2026', 'Sports', z('2026-12-06', '15:00'), per([
    ['f1-constructors-champion-2026-mercedes', 'Mercedes', 'merc-c'], ['f1-constructors-champion-2026-mclaren', 'McLaren', 'mcl-c'], ['f1-constructors-champion-2026-red-bull', 'Red Bull', 'rbr-c'],
    ['f1-constructors-champion-2026-ferrari', 'Ferrari', 'fer-c'],
  ], (l) => ({ q: `Will ${l} win the 2026 F1 Constructors' Championship?`, ...pmFuture("wins the 2026 Formula 1 World Constructors' Championship", 'after the Abu Dhabi Grand Prix', 'Formula1.com')(l) }))),
] }, [['competition', "Constructors' title is not the Drivers' title"]]);

{ // Qatar GP race (Sunday) vs qualifying (Saturday): two events.
  put('f1', { name: 'f1-qatar-gp-2026', events: [
    A('KXF1RACE-26QAT', 'Qatar Grand Prix 2026 Winner', 'Sports', z('2026-11-29', '20:00'), [
      ['GRUS', 'George Russell', 'russell-qat'], ['MVER', 'Max Verstappen', 'verstappen-qat'], ['LNOR', 'Lando Norris', 'norris-qat'], ['OPIA', 'Oscar Piastri', 'piastri-qat'], ['KANT', 'Kimi Antonelli', 'antonelli-qat'],
    ], { sources: [F1], rules: 'If the listed driver is classified first in the 2026 Qatar Grand Prix (race), as published by the FIA at the time of the podium, then the market resolves to Yes.' }),
    B('Qatar Grand Prix Winner', 'Sports', z('2026-11-29', '16:00'), per([
      ['f1-qatar-gp-2026-winner-george-russell', 'George Russell', 'russell-qat'], ['f1-qatar-gp-2026-winner-max-verstappen', 'Max Verstappen', 'verstappen-qat'],
      ['f1-qatar-gp-2026-winner-lando-norris', 'Lando Norris', 'norris-qat'], ['f1-qatar-gp-2026-winner-charles-leclerc', 'Charles Leclerc', 'leclerc-qat'],
    ], (l) => ({ q: `Will ${l} win the 2026 Qatar Grand Prix?`, ...pmFuture('wins the 2026 Qatar Grand Prix (Lusail, November 29, 2026)', 'when the race ends', 'Formula1.com')(l) }))),
    G('F1 Qatar GP 2026 — Race Winner', z('2026-11-29', '16:00'), [['Max Verstappen', 'verstappen-qat'], ['George Russell', 'russell-qat'], ['Lando Norris', 'norris-qat'], ['Oscar Piastri', 'piastri-qat']],
      { rules: 'Resolves to the winner of the Qatar Grand Prix race on 29 November 2026. The sprint and qualifying do not count.' }),
  ] });
  put('f1', { name: 'f1-qatar-gp-2026-pole', events: [
    A('KXF1POLE-26QAT', 'Qatar Grand Prix 2026 Pole Position', 'Sports', z('2026-11-28', '20:00'), [
      ['GRUS', 'George Russell', 'russell-pole'], ['MVER', 'Max Verstappen', 'verstappen-pole'], ['LNOR', 'Lando Norris', 'norris-pole'], ['CLEC', 'Charles Leclerc', 'leclerc-pole'],
    ], { sources: [F1], rules: 'If the listed driver sets the fastest time in qualifying for the 2026 Qatar Grand Prix (pole position as published by the FIA), then the market resolves to Yes.' }),
    U('f1-qatar-gp-2026-pole', 'Qatar GP 2026: Pole Position', 'sports', z('2026-11-28', '17:00'), [
      ['f1-qatar-gp-2026-pole-russell', 'George Russell', 'russell-pole'], ['f1-qatar-gp-2026-pole-verstappen', 'Max Verstappen', 'verstappen-pole'],
    ], { rules: 'Resolves Yes for the driver on pole position after Qatar Grand Prix qualifying on November 28, 2026.' }),
  ] }, [['other-observation', 'qualifying pole is not the race win']]);
}

put('f1', { name: 'f1-abu-dhabi-gp-2026', events: [
  A('KXF1RACE-26ABU', 'Abu Dhabi Grand Prix 2026 Winner', 'Sports', z('2026-12-06', '17:00'), [
    ['GRUS', 'George Russell', 'russell-abu'], ['MVER', 'Max Verstappen', 'verstappen-abu'], ['LNOR', 'Lando Norris', 'norris-abu'], ['OPIA', 'Oscar Piastri', 'piastri-abu'],
  ], { sources: [F1], rules: 'If the listed driver is classified first in the 2026 Abu Dhabi Grand Prix, then the market resolves to Yes.' }),
  B('Abu Dhabi Grand Prix Winner', 'Sports', z('2026-12-06', '13:00'), per([
    ['f1-abu-dhabi-gp-2026-winner-george-russell', 'George Russell', 'russell-abu'], ['f1-abu-dhabi-gp-2026-winner-max-verstappen', 'Max Verstappen', 'verstappen-abu'],
    ['f1-abu-dhabi-gp-2026-winner-kimi-antonelli', 'Kimi Antonelli', 'antonelli-abu'],
  ], (l) => ({ q: `Will ${l} win the 2026 Abu Dhabi Grand Prix?`, ...pmFuture('wins the 2026 Abu Dhabi Grand Prix (Yas Marina, December 6, 2026)', 'when the race ends', 'Formula1.com')(l) }))),
] }, [['other-date', 'Abu Dhabi GP (Dec 6) is not Qatar GP (Nov 29), same drivers']]);

// ───────────────────────────── UFC and boxing ─────────────────────────────

// alpha's rule is silent on a draw or no contest, the others pay 50/50: no stated conflict, so fungible.
put('combat', { name: 'ufc-336-topuria-tsarukyan', events: [
  A('KXUFCFIGHT-26DEC12TOPTSA', 'Topuria vs Tsarukyan', 'Sports', z('2026-12-13', '09:00'), [['TOP', 'Ilia Topuria', 'topuria'], ['TSA', 'Arman Tsarukyan', 'tsarukyan']],
    { sources: [UFC], rules: 'If the listed fighter wins the Topuria vs Tsarukyan fight at UFC 336 originally scheduled for Dec 12, 2026, as announced by the UFC, then the market resolves to Yes.' }),
  B('UFC 336: Topuria vs. Tsarukyan', 'Sports', z('2026-12-13', '03:00'), [['ufc-336-topuria-tsarukyan', '', 'topuria', { q: 'UFC 336: Ilia Topuria vs. Arman Tsarukyan', outcomes: yn('Topuria', 'Tsarukyan'),
    src: 'https://www.ufc.com/', rules: 'This market resolves to the winner of the UFC 336 main event on December 12, 2026. If the fight ends in a draw or no contest, or does not take place, it resolves 50-50.' }]]),
  U('ufc-336-topuria-tsarukyan', 'Ilia Topuria vs. Arman Tsarukyan', 'sports', z('2026-12-13', '03:00'), [['aec-ufc-336-topuria-tsarukyan', '', 'topuria',
    { q: 'Ilia Topuria vs. Arman Tsarukyan (UFC 336)', outcomes: yn('Ilia Topuria', 'Arman Tsarukyan'), rules: 'Resolves to the official winner of the bout. Draw or no contest: 50/50.' }]]),
  G('UFC 336 Main Event: Topuria vs Tsarukyan', z('2026-12-13', '03:00'), [['Ilia Topuria', 'topuria'], ['Arman Tsarukyan', 'tsarukyan']],
    { rules: 'Resolves to the official winner of the UFC 336 main event (December 12, 2026). A draw or no contest resolves all outcomes 50/50.' }),
] });

{ // Method of victory: another measure, another event.
  put('combat', { name: 'ufc-336-topuria-tsarukyan-method', events: [
    A('KXUFCMETHOD-26DEC12TOPTSA', 'Topuria vs Tsarukyan: Method of Victory', 'Sports', z('2026-12-13', '09:00'), [
      ['TOPKO', 'Topuria by KO/TKO', 'top-ko'], ['TOPSUB', 'Topuria by Submission', 'top-sub'], ['TOPDEC', 'Topuria by Decision', 'top-dec'],
      ['TSAKO', 'Tsarukyan by KO/TKO', 'tsa-ko'], ['TSASUB', 'Tsarukyan by Submission', 'tsa-sub'], ['TSADEC', 'Tsarukyan by Decision', 'tsa-dec'],
    ], { sources: [UFC], rules: 'If the fight at UFC 336 originally scheduled for Dec 12, 2026 ends in the listed fighter winning by the listed method, then the market resolves to Yes.' }),
    G1('Will Ilia Topuria beat Arman Tsarukyan by KO/TKO?', z('2026-12-13', '03:00'), 'top-ko', { rules: 'Yes if Topuria wins the UFC 336 main event by knockout or technical knockout (doctor stoppages count as TKO).' }),
  ] }, [['other-observation', 'Topuria by KO is not Topuria wins']]);
}

{ // Goes the distance vs ends inside the distance: the same observation, complementary YES sides.
  put('combat', { name: 'ufc-336-topuria-tsarukyan-distance', events: [
    A('KXUFCDISTANCE-26DEC12TOPTSA', 'Will Topuria vs Tsarukyan go the distance?', 'Sports', z('2026-12-13', '09:00'), [['DIST', 'Goes the distance', 'distance']],
      { sources: [UFC], rules: 'If the Topuria vs Tsarukyan fight at UFC 336 goes the full scheduled five rounds and ends in a judges\' decision, then the market resolves to Yes.' }),
    B('Topuria vs. Tsarukyan: Fight to go the distance?', 'Sports', z('2026-12-13', '03:00'), [['ufc-336-topuria-tsarukyan-go-the-distance', 'Yes', 'distance',
      { q: 'Will Topuria vs. Tsarukyan go the distance?', src: 'https://www.ufc.com/', rules: 'Resolves "Yes" if the fight is decided by the judges\' scorecards after all scheduled rounds.' }]]),
    U('ufc-336-topuria-tsarukyan-inside-distance', 'Topuria vs. Tsarukyan: Ends inside the distance?', 'sports', z('2026-12-13', '03:00'), [['ufc-336-topuria-tsarukyan-inside-distance-yes', 'Yes', 'inside',
      { q: 'Will Topuria vs. Tsarukyan end inside the distance?', rules: 'Resolves Yes if the fight ends by KO, TKO, submission, disqualification or stoppage before the final bell.' }]]),
  ] }, [['inverted', 'beta_us "inside the distance" is the complement of "goes the distance"']]);
}

{ // Boxing with a draw: alpha and gamma settle each fighter No on a draw (gamma lists the draw); beta pays 50-50.
  put('combat', { name: 'boxing-usyk-kabayel-2026-12-19', events: [
    A('KXBOXING-26DEC19USYKAB', 'Usyk vs Kabayel', 'Sports', z('2026-12-20', '06:00'), [['USYK', 'Oleksandr Usyk', 'usyk'], ['KAB', 'Agit Kabayel', 'kabayel']],
      { sources: ['BoxRec https://boxrec.com'], rules: 'If the listed boxer wins the Usyk vs Kabayel heavyweight fight originally scheduled for Dec 19, 2026, then the market resolves to Yes. If the fight is a draw or no contest, both markets resolve to No.' }),
    B('Usyk vs. Kabayel', 'Sports', z('2026-12-19', '22:00'), [['boxing-usyk-kabayel-2026-12-19', '', 'usyk', { q: 'Oleksandr Usyk vs. Agit Kabayel', outcomes: yn('Usyk', 'Kabayel'),
      src: 'https://boxrec.com/', rules: 'This market resolves to the winner of the heavyweight title fight on December 19, 2026 in Riyadh. If the fight ends in a draw, this market will resolve 50-50.' }]]),
    G('Boxing: Usyk vs Kabayel (Riyadh, Dec 19)', z('2026-12-19', '22:00'), [['Oleksandr Usyk', 'usyk'], ['Agit Kabayel', 'kabayel'], ['Draw', 'box-draw']],
      { rules: 'Resolves to the official result of the fight. "Draw" resolves Yes on any draw (split, majority or technical).' }),
  ], fungible: nf('alpha|beta', 'beta|gamma') }, [['edge-rules', 'draw: No on alpha/gamma, 50-50 on beta']]);
}

// ───────────────────────────── elections ─────────────────────────────

{ // Who wins the presidency: categoricals on alpha and beta, one binary market per person on gamma.
  const gRules = (who: string): Partial<ReturnType<typeof G1>> => ({ rules: `Resolves Yes if ${who} wins the 2028 US presidential election, determined by the Electoral College vote as certified by Congress.` });
  put('elections', { name: 'pres-2028-winner', events: [
    A('KXPRESPERSON-28', '2028 Presidential Election Winner', 'Elections', z('2029-01-20', '17:00'), [
      ['JVAN', 'JD Vance', 'vance'], ['GNEW', 'Gavin Newsom', 'newsom'], ['MRUB', 'Marco Rubio', 'rubio'], ['AOCA', 'Alexandria Ocasio-Cortez', 'aoc'], ['JSHA', 'Josh Shapiro', 'shapiro'], ['PBUT', 'Pete Buttigieg', 'buttigieg'],
    ], { sources: [AP], rules: 'If the listed person wins the 2028 United States presidential election (receives a majority of electoral votes as counted by Congress), then the market resolves to Yes.' }),
    B('Presidential Election Winner 2028', 'Politics', z('2028-11-07', '23:59'), per([
      ['will-jd-vance-win-the-2028-us-presidential-election', 'JD Vance', 'vance'], ['will-gavin-newsom-win-the-2028-us-presidential-election', 'Gavin Newsom', 'newsom'],
      ['will-marco-rubio-win-the-2028-us-presidential-election', 'Marco Rubio', 'rubio'], ['will-alexandria-ocasio-cortez-win-the-2028-us-presidential-election', 'Alexandria Ocasio-Cortez', 'aoc'],
      ['will-josh-shapiro-win-the-2028-us-presidential-election', 'Josh Shapiro', 'shapiro'], ['will-donald-trump-win-the-2028-us-presidential-election', 'Donald Trump', 'trump28'],
    ], (l) => ({ q: `Will ${l} win the 2028 US Presidential Election?`, src: 'https://apnews.com/', rules: `This market will resolve to "Yes" if ${l} wins the 2028 US Presidential Election. Resolution is based on the certified Electoral College result; a consensus of credible reporting may be used earlier.` }))),
    G1('Will JD Vance win the 2028 US presidential election?', z('2028-11-07', '23:59'), 'vance', gRules('JD Vance')),
    G1('Will Gavin Newsom win the 2028 US presidential election?', z('2028-11-07', '23:59'), 'newsom', gRules('Gavin Newsom')),
    G1('Will Marco Rubio win the 2028 US presidential election?', z('2028-11-07', '23:59'), 'rubio', gRules('Marco Rubio')),
  ] });
}

put('elections', { name: 'pres-2028-party', events: [
  A('KXPRESPARTY-28', 'Which party will win the 2028 presidential election?', 'Elections', z('2029-01-20', '17:00'), [['D', 'Democratic Party', 'dem-pres'], ['R', 'Republican Party', 'rep-pres']],
    { sources: [AP], rules: 'If the nominee of the listed party wins the 2028 US presidential election (Electoral College), then the market resolves to Yes.' }),
  B('Which party wins 2028 US Presidential Election?', 'Politics', z('2028-11-07', '23:59'), [
    ['democratic-party-wins-2028-us-presidential-election', 'Democratic', 'dem-pres', { q: 'Will the Democratic Party win the 2028 US Presidential Election?' }],
    ['republican-party-wins-2028-us-presidential-election', 'Republican', 'rep-pres', { q: 'Will the Republican Party win the 2028 US Presidential Election?' }],
    ['other-party-wins-2028-us-presidential-election', 'Other', 'oth-pres', { q: 'Will a candidate from another party win the 2028 US Presidential Election?' }],
  ], { rules: 'Resolves based on the party of the candidate who wins the 2028 presidential election, per the certified Electoral College result.' }),
  U('presidential-election-party-2028', '2028 Presidential Election: Winning Party', 'politics', z('2028-11-07', '23:59'), [
    ['presidential-election-party-2028-democratic', 'Democratic Party', 'dem-pres'], ['presidential-election-party-2028-republican', 'Republican Party', 'rep-pres'],
  ], { rules: 'Resolves Yes for the party whose nominee wins the Electoral College in the 2028 US presidential election.' }),
  G1('Democrat to win the 2028 US presidential election?', z('2028-11-07', '23:59'), 'dem-pres', { rules: 'Resolves Yes if the Democratic Party nominee wins the 2028 presidential election (Electoral College).' }),
] });

put('elections', { name: 'popular-vote-2028', events: [
  A('KXPOPVOTE-28', 'Which party will win the popular vote in 2028?', 'Elections', z('2028-12-31', '23:59'), [['D', 'Democratic Party', 'dem-pv'], ['R', 'Republican Party', 'rep-pv']],
    { sources: [AP], rules: 'If the nominee of the listed party receives the most votes nationwide in the 2028 presidential election, per certified state results, then the market resolves to Yes.' }),
  B('Popular Vote Winner 2028 (Party)', 'Politics', z('2028-12-31', '23:59'), [
    ['democrats-win-the-2028-popular-vote', 'Democrats', 'dem-pv', { q: 'Will the Democratic candidate win the 2028 popular vote?' }],
    ['republicans-win-the-2028-popular-vote', 'Republicans', 'rep-pv', { q: 'Will the Republican candidate win the 2028 popular vote?' }],
  ], { rules: 'Resolves based on which party\'s presidential nominee receives the most votes nationwide in the 2028 election, per certified results.' }),
] }, [['other-observation', 'popular vote is not the presidency (Electoral College)']]);

put('elections', { name: 'dem-nominee-2028', events: [
  A('KXPRESNOMD-28', 'Democratic nominee for President 2028', 'Elections', z('2028-08-31', '23:59'), [
    ['GNEW', 'Gavin Newsom', 'd-newsom'], ['AOCA', 'Alexandria Ocasio-Cortez', 'd-aoc'], ['PBUT', 'Pete Buttigieg', 'd-buttigieg'], ['JSHA', 'Josh Shapiro', 'd-shapiro'], ['JPRI', 'JB Pritzker', 'd-pritzker'],
    ['KHAR', 'Kamala Harris', 'd-harris'], ['WMOO', 'Wes Moore', 'd-moore'], ['ABES', 'Andy Beshear', 'd-beshear'],
  ], { sources: ['Democratic National Committee https://democrats.org'], rules: 'If the listed person is formally nominated as the Democratic Party\'s candidate for President at the 2028 Democratic National Convention, then the market resolves to Yes.' }),
  B('Democratic Presidential Nominee 2028', 'Politics', z('2028-08-31', '23:59'), per([
    ['will-gavin-newsom-win-the-2028-democratic-presidential-nomination', 'Gavin Newsom', 'd-newsom'], ['will-alexandria-ocasio-cortez-win-the-2028-democratic-presidential-nomination', 'Alexandria Ocasio-Cortez', 'd-aoc'],
    ['will-pete-buttigieg-win-the-2028-democratic-presidential-nomination', 'Pete Buttigieg', 'd-buttigieg'], ['will-josh-shapiro-win-the-2028-democratic-presidential-nomination', 'Josh Shapiro', 'd-shapiro'],
    ['will-jb-pritzker-win-the-2028-democratic-presidential-nomination', 'J.B. Pritzker', 'd-pritzker'], ['will-jon-ossoff-win-the-2028-democratic-presidential-nomination', 'Jon Ossoff', 'd-ossoff'],
  ], (l) => ({ q: `Will ${l} win the 2028 Democratic presidential nomination?`, rules: `This market will resolve to "Yes" if ${l} is the nominee of the Democratic Party for the 2028 US presidential election, as determined at the Democratic National Convention.` }))),
  U('democratic-nominee-2028', '2028 Democratic Presidential Nominee', 'politics', z('2028-08-31', '23:59'), [
    ['democratic-nominee-2028-newsom', 'Gavin Newsom', 'd-newsom'], ['democratic-nominee-2028-ocasio-cortez', 'Alexandria Ocasio-Cortez', 'd-aoc'], ['democratic-nominee-2028-shapiro', 'Josh Shapiro', 'd-shapiro'],
  ], { rules: 'Resolves Yes for the person the Democratic National Convention nominates for President in 2028.' }),
  G('2028 Democratic Presidential Nominee', z('2028-08-31', '23:59'), [['Gavin Newsom', 'd-newsom'], ['AOC', 'd-aoc'], ['Pete Buttigieg', 'd-buttigieg'], ['Josh Shapiro', 'd-shapiro'], ['Other', 'd-other']],
    { rules: 'Resolves to the Democratic Party\'s 2028 presidential nominee. "Other" resolves Yes if anyone not listed is nominated.' }),
] }, [['office', 'the nomination is not the presidency (Newsom, Shapiro, AOC on both)']]);

put('elections', { name: 'gop-nominee-2028', events: [
  A('KXPRESNOMR-28', 'Republican nominee for President 2028', 'Elections', z('2028-08-31', '23:59'), [
    ['JVAN', 'JD Vance', 'r-vance'], ['MRUB', 'Marco Rubio', 'r-rubio'], ['DTRJ', 'Donald Trump Jr.', 'r-trumpjr'], ['RDES', 'Ron DeSantis', 'r-desantis'], ['TCAR', 'Tucker Carlson', 'r-carlson'],
  ], { sources: ['Republican National Committee https://gop.com'], rules: 'If the listed person is formally nominated as the Republican Party\'s candidate for President at the 2028 Republican National Convention, then the market resolves to Yes.' }),
  B('Republican Presidential Nominee 2028', 'Politics', z('2028-08-31', '23:59'), per([
    ['will-jd-vance-win-the-2028-republican-presidential-nomination', 'JD Vance', 'r-vance'], ['will-marco-rubio-win-the-2028-republican-presidential-nomination', 'Marco Rubio', 'r-rubio'],
    ['will-donald-trump-jr-win-the-2028-republican-presidential-nomination', 'Donald Trump Jr.', 'r-trumpjr'], ['will-donald-trump-win-the-2028-republican-presidential-nomination', 'Donald Trump', 'r-trump'],
    ['will-ron-desantis-win-the-2028-republican-presidential-nomination', 'Ron DeSantis', 'r-desantis'],
  ], (l) => ({ q: `Will ${l} win the 2028 Republican presidential nomination?`, rules: `This market will resolve to "Yes" if ${l} is the nominee of the Republican Party for the 2028 US presidential election, as determined at the Republican National Convention.` }))),
  G('2028 Republican Presidential Nominee', z('2028-08-31', '23:59'), [['J.D. Vance', 'r-vance'], ['Marco Rubio', 'r-rubio'], ['Don Jr.', 'r-trumpjr'], ['Other', 'r-other']],
    { rules: 'Resolves to the Republican Party\'s 2028 presidential nominee. "Other" resolves Yes if anyone not listed is nominated.' }),
] });

{ // "Before July 1, 2027" (alpha) and "by June 30, 2027" (beta) are one deadline; gamma's "in 2027" runs to Dec 31.
  put('elections', { name: 'newsom-announces-2028-run', events: [
    A('KXNEWSOMRUN-27JUL01', 'Will Gavin Newsom announce a presidential run before Jul 1, 2027?', 'Elections', z('2027-07-01', '04:00'), [['GNEW', 'Before Jul 1, 2027', 'newsom-announce-jun']],
      { sources: ['Associated Press https://apnews.com/politics'], rules: 'If Gavin Newsom publicly announces that he is a candidate for President in 2028 (or files a Statement of Candidacy with the FEC) before Jul 1, 2027, then the market resolves to Yes.' }),
    B('Gavin Newsom announces presidential run by June 30?', 'Politics', z('2027-07-01', '03:59'), [['gavin-newsom-announces-presidential-run-by-june-30-2027', 'Yes', 'newsom-announce-jun',
      { q: 'Will Gavin Newsom announce a 2028 presidential run by June 30, 2027?', src: 'https://www.fec.gov/', rules: 'Resolves "Yes" if Gavin Newsom formally announces a run for President, or files with the FEC as a presidential candidate, by June 30, 2027, 11:59 PM ET. Exploratory committees do not count.' }]]),
    G1('Will Gavin Newsom announce a 2028 presidential bid in 2027?', z('2027-12-31', '23:59'), 'newsom-announce-2027', { rules: 'Yes if Gavin Newsom formally announces a 2028 presidential candidacy between now and December 31, 2027.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, [['deadline', 'announce in 2027 is not announce by June 30, 2027']]);
}

put('elections', { name: 'senate-control-2028', events: [
  A('KXSENATE-28', 'Which party will control the Senate after the 2028 election?', 'Elections', z('2029-01-03', '17:00'), [['D', 'Democratic Party', 'dem-sen28'], ['R', 'Republican Party', 'rep-sen28']],
    { sources: [SENATE], rules: 'If the listed party holds a majority of the US Senate (counting the Vice President\'s tie-breaking vote) when the 121st Congress convenes, then the market resolves to Yes.' }),
  B('Which party will win the Senate in 2028?', 'Politics', z('2029-01-03', '17:00'), [
    ['democrats-win-the-senate-in-2028', 'Democrats', 'dem-sen28', { q: 'Will Democrats control the Senate after the 2028 election?' }],
    ['republicans-win-the-senate-in-2028', 'Republicans', 'rep-sen28', { q: 'Will Republicans control the Senate after the 2028 election?' }],
  ], { rules: 'Resolves to the party that controls the US Senate at the start of the 121st Congress, including the Vice President\'s tie-breaking vote. Independents caucusing with a party count for it.' }),
] });

put('elections', { name: 'house-control-2028', events: [
  A('KXHOUSE-28', 'Which party will control the House after the 2028 election?', 'Elections', z('2029-01-03', '17:00'), [['D', 'Democratic Party', 'dem-house28'], ['R', 'Republican Party', 'rep-house28']],
    { sources: [CLERK], rules: 'If the listed party wins at least 218 seats in the US House of Representatives in the 2028 elections, then the market resolves to Yes.' }),
  B('Which party will win the House in 2028?', 'Politics', z('2029-01-03', '17:00'), [
    ['democrats-win-the-house-in-2028', 'Democrats', 'dem-house28', { q: 'Will Democrats win the House in 2028?' }],
    ['republicans-win-the-house-in-2028', 'Republicans', 'rep-house28', { q: 'Will Republicans win the House in 2028?' }],
  ], { rules: 'Resolves to the party that wins a majority (218+) of seats in the US House of Representatives in the November 7, 2028 elections.' }),
  G('US House control after the 2028 election', z('2029-01-03', '17:00'), [['Democrats', 'dem-house28'], ['Republicans', 'rep-house28']], { rules: 'Resolves to the party winning a House majority in the 2028 general election.' }),
] }, [['office', 'House control 2028 is not Senate control 2028 (same titles but the chamber)']]);

put('elections', { name: 'kentucky-governor-2027', events: [
  A('KXGOVKY-27', 'Kentucky Governor Election 2027', 'Elections', z('2027-11-03', '12:00'), [['D', 'Democratic Party', 'ky-gov-d'], ['R', 'Republican Party', 'ky-gov-r']],
    { sources: ['Kentucky State Board of Elections https://elect.ky.gov'], rules: 'If the candidate of the listed party wins the 2027 Kentucky gubernatorial election, then the market resolves to Yes.' }),
  B('Kentucky Governor Election Winner 2027', 'Politics', z('2027-11-03', '12:00'), [
    ['kentucky-governor-2027-democrat', 'Democrat', 'ky-gov-d', { q: 'Will a Democrat win the 2027 Kentucky governor race?' }],
    ['kentucky-governor-2027-republican', 'Republican', 'ky-gov-r', { q: 'Will a Republican win the 2027 Kentucky governor race?' }],
  ], { rules: 'Resolves based on the party of the winner of the November 2, 2027 Kentucky gubernatorial election, per AP call or certified results.' }),
] });

put('elections', { name: 'kentucky-senate-2028', events: [
  A('KXSENATEKY-28', 'Kentucky Senate Election 2028', 'Elections', z('2028-11-08', '12:00'), [['D', 'Democratic Party', 'ky-sen-d'], ['R', 'Republican Party', 'ky-sen-r']],
    { sources: [AP], rules: 'If the candidate of the listed party wins the 2028 US Senate election in Kentucky, then the market resolves to Yes.' }),
  G('Kentucky US Senate race 2028: winning party', z('2028-11-08', '12:00'), [['Republican', 'ky-sen-r'], ['Democratic', 'ky-sen-d']], { rules: 'Resolves to the party of the winner of the 2028 Kentucky US Senate election.' }),
] }, [['office', 'Kentucky Senate 2028 is not Kentucky governor 2027']]);

put('elections', { name: 'mississippi-governor-2027', events: [
  A('KXGOVMS-27', 'Mississippi Governor Election 2027', 'Elections', z('2027-11-03', '12:00'), [['D', 'Democratic Party', 'ms-gov-d'], ['R', 'Republican Party', 'ms-gov-r']],
    { sources: ['Mississippi Secretary of State https://www.sos.ms.gov/elections-voting'], rules: 'If the candidate of the listed party wins the 2027 Mississippi gubernatorial general election, then the market resolves to Yes.' }),
  B('Mississippi Governor Election 2027', 'Politics', z('2027-11-03', '12:00'), [
    ['mississippi-governor-2027-republican', 'Republican', 'ms-gov-r', { q: 'Will a Republican win the 2027 Mississippi governor election?' }],
    ['mississippi-governor-2027-democrat', 'Democrat', 'ms-gov-d', { q: 'Will a Democrat win the 2027 Mississippi governor election?' }],
  ], { rules: 'Resolves based on the party of the winner of the November 2027 Mississippi gubernatorial election (runoff included if required).' }),
] });

put('elections', { name: 'mississippi-gop-governor-primary-2027', events: [
  A('KXGOVMSPRIMR-27', 'Mississippi Republican Governor Primary 2027', 'Elections', z('2027-08-25', '12:00'), [['SWHI', 'Shad White', 'ms-r-white'], ['LFIT', 'Lynn Fitch', 'ms-r-fitch'], ['MWAT', 'Michael Watson', 'ms-r-watson']],
    { sources: ['Mississippi Secretary of State https://www.sos.ms.gov/elections-voting'], rules: 'If the listed candidate wins the 2027 Republican primary for Governor of Mississippi (runoff included), then the market resolves to Yes.' }),
  G('Mississippi GOP gubernatorial primary 2027', z('2027-08-25', '12:00'), [['Shad White', 'ms-r-white'], ['Lynn Fitch', 'ms-r-fitch'], ['Michael Watson', 'ms-r-watson'], ['Other', 'ms-r-other']],
    { rules: 'Resolves to the Republican nominee for Mississippi governor chosen in the August 2027 primary (and runoff, if any).' }),
] }, [['office', 'the Republican primary is not the general election']]);

put('elections', { name: 'louisiana-governor-2027', events: [
  A('KXGOVLA-27', 'Louisiana Governor Election 2027', 'Elections', z('2027-11-21', '12:00'), [['D', 'Democratic Party', 'la-gov-d'], ['R', 'Republican Party', 'la-gov-r']],
    { sources: ['Louisiana Secretary of State https://www.sos.la.gov'], rules: 'If the candidate of the listed party wins the 2027 Louisiana gubernatorial election, then the market resolves to Yes.' }),
] });

// ───────────────────────────── congressional leadership ─────────────────────────────

{ // The Speaker election that opens the 120th Congress (alpha, gamma) vs who is Speaker on March 31 (beta): another observation.
  put('leadership', { name: 'speaker-election-jan-2027', events: [
    A('KXSPEAKER-27JAN', 'Who will be elected Speaker of the House in January 2027?', 'Politics', z('2027-01-31', '23:59'), [
      ['HJEF', 'Hakeem Jeffries', 'jeffries-elected'], ['MJOH', 'Mike Johnson', 'johnson-elected'], ['SSCA', 'Steve Scalise', 'scalise-elected'], ['JJOR', 'Jim Jordan', 'jordan-elected'],
    ], { sources: [CLERK], rules: 'If the listed person is the first Speaker elected by the House of Representatives of the 120th Congress, and is elected before Feb 1, 2027, then the market resolves to Yes.' }),
    G('Speaker of the House election, 120th Congress', z('2027-01-31', '23:59'), [['Hakeem Jeffries', 'jeffries-elected'], ['Mike Johnson', 'johnson-elected'], ['Other', 'other-elected']],
      { rules: 'Resolves to the person elected Speaker when the 120th Congress convenes in January 2027. If no Speaker is elected by January 31, 2027, "Other" resolves Yes.' }),
    B('Who will be Speaker of the House on March 31, 2027?', 'Politics', z('2027-03-31', '23:59'), per([
      ['speaker-on-march-31-2027-hakeem-jeffries', 'Hakeem Jeffries', 'jeffries-mar31'], ['speaker-on-march-31-2027-mike-johnson', 'Mike Johnson', 'johnson-mar31'], ['speaker-on-march-31-2027-steve-scalise', 'Steve Scalise', 'scalise-mar31'],
    ], (l) => ({ q: `Will ${l} be Speaker of the House on March 31, 2027?`, src: 'https://clerk.house.gov/', rules: `Resolves "Yes" if ${l} holds the office of Speaker of the US House of Representatives on March 31, 2027, 12:00 PM ET.` }))),
  ], groups: [['alpha', 'gamma'], ['beta']] }, [['deadline', 'Speaker on Mar 31 is not the Speaker elected in January']]);
}

put('leadership', { name: 'senate-majority-leader-feb-2027', events: [
  A('KXSENMAJ-27FEB01', 'Senate Majority Leader on Feb 1, 2027', 'Politics', z('2027-02-01', '17:00'), [['JTHU', 'John Thune', 'thune-maj'], ['CSCH', 'Chuck Schumer', 'schumer-maj'], ['BSCH', 'Brian Schatz', 'schatz-maj']],
    { sources: [SENATE], rules: 'If the listed person is the Majority Leader of the US Senate on Feb 1, 2027, then the market resolves to Yes.' }),
  B('Senate Majority Leader on February 1, 2027?', 'Politics', z('2027-02-01', '17:00'), per([
    ['senate-majority-leader-feb-1-2027-john-thune', 'John Thune', 'thune-maj'], ['senate-majority-leader-feb-1-2027-chuck-schumer', 'Chuck Schumer', 'schumer-maj'], ['senate-majority-leader-feb-1-2027-john-barrasso', 'John Barrasso', 'barrasso-maj'],
  ], (l) => ({ q: `Will ${l} be Senate Majority Leader on February 1, 2027?`, src: 'https://www.senate.gov/', rules: `Resolves "Yes" if ${l} is the Senate Majority Leader on February 1, 2027, per senate.gov.` }))),
] });

put('leadership', { name: 'senate-minority-leader-feb-2027', events: [
  A('KXSENMIN-27FEB01', 'Senate Minority Leader on Feb 1, 2027', 'Politics', z('2027-02-01', '17:00'), [['CSCH', 'Chuck Schumer', 'schumer-min'], ['JTHU', 'John Thune', 'thune-min'], ['BSCH', 'Brian Schatz', 'schatz-min']],
    { sources: [SENATE], rules: 'If the listed person is the Minority Leader of the US Senate on Feb 1, 2027, then the market resolves to Yes.' }),
] }, [['office', 'Minority Leader is not Majority Leader (same names, same date)']]);

// ───────────────────────────── cabinet ─────────────────────────────

{ // "Secretary of War" (beta, the department's secondary name since 2025) and "Secretary of Defense" (alpha) are one office.
  // gamma asks whether he is in office on June 30, 2027: another date, another event.
  put('cabinet', { name: 'hegseth-out-2026', events: [
    A('KXHEGSETHOUT-26', 'Will Pete Hegseth leave as Secretary of Defense before 2027?', 'Politics', z('2026-12-31', '23:59'), [['PHEG', 'Before Jan 1, 2027', 'hegseth-out-2026']],
      { sources: [WH], rules: 'If Pete Hegseth ceases to be Secretary of Defense (resignation, removal or death) after Nov 22, 2026 and before Jan 1, 2027, then the market resolves to Yes. An announced but not yet effective resignation does not count.' }),
    B('Hegseth out as Secretary of War by December 31?', 'Politics', z('2026-12-31', '23:59'), [['hegseth-out-as-secretary-of-war-by-december-31', 'Yes', 'hegseth-out-2026',
      { q: 'Will Pete Hegseth be out as Secretary of War by December 31, 2026?', src: 'https://www.war.gov/', rules: 'Resolves "Yes" if Pete Hegseth leaves the office of Secretary of Defense/War for any reason by December 31, 2026, 11:59 PM ET. An announcement of a future departure alone does not count.' }]]),
    G1('Will Pete Hegseth be Secretary of War on June 30, 2027?', z('2027-06-30', '23:59'), 'hegseth-in-jun30', { rules: 'Yes if Pete Hegseth holds the office of Secretary of Defense (Secretary of War) on June 30, 2027.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, [['deadline', 'in office on June 30, 2027 is not out by Dec 31, 2026']]);
}

{ // "Next Cabinet member out": alpha and gamma count every Cabinet-level official on whitehouse.gov (DNI, EPA, UN,
  // OMB, CIA, USTR, SBA); beta counts only the 15 executive department heads. If Gabbard or Zeldin leaves first,
  // beta keeps waiting for a department head: every shared outcome can settle differently, so beta is not fungible.
  put('cabinet', { name: 'next-cabinet-member-out', events: [
    A('KXCABOUT-27', 'Next Cabinet member to leave', 'Politics', z('2027-12-31', '23:59'), [
      ['PHEG', 'Pete Hegseth', 'next-hegseth'], ['KNOE', 'Kristi Noem', 'next-noem'], ['PBON', 'Pam Bondi', 'next-bondi'], ['RFKJ', 'Robert F. Kennedy Jr.', 'next-rfk'], ['HLUT', 'Howard Lutnick', 'next-lutnick'],
      ['TGAB', 'Tulsi Gabbard', 'next-gabbard'], ['LZEL', 'Lee Zeldin', 'next-zeldin'],
    ], { sources: [WH], rules: 'If the listed person is the first Cabinet-level official (as listed at whitehouse.gov/administration/the-cabinet on Nov 22, 2026) to leave office after Nov 22, 2026 and before Jan 1, 2028, then the market resolves to Yes.' }),
    B('Next Cabinet member out?', 'Politics', z('2027-12-31', '23:59'), per([
      ['next-cabinet-member-out-pete-hegseth', 'Pete Hegseth', 'next-hegseth'], ['next-cabinet-member-out-kristi-noem', 'Kristi Noem', 'next-noem'], ['next-cabinet-member-out-pam-bondi', 'Pam Bondi', 'next-bondi'],
      ['next-cabinet-member-out-rfk-jr', 'RFK Jr.', 'next-rfk'], ['next-cabinet-member-out-howard-lutnick', 'Howard Lutnick', 'next-lutnick'], ['next-cabinet-member-out-lori-chavez-deremer', 'Lori Chavez-DeRemer', 'next-chavez'],
    ], (l) => ({ q: `Will ${l} be the next Cabinet member to leave?`, rules: `Resolves "Yes" if ${l} is the next head of one of the 15 executive departments to leave office before December 31, 2027. Cabinet-level officials who do not head an executive department (e.g. DNI, EPA Administrator, UN Ambassador) are not counted.` }))),
    G('Which Trump Cabinet member leaves next?', z('2027-12-31', '23:59'), [['Hegseth', 'next-hegseth'], ['Noem', 'next-noem'], ['Bondi', 'next-bondi'], ['Gabbard', 'next-gabbard'], ['Kennedy', 'next-rfk']],
      { rules: 'Resolves to the first member of the Cabinet (including Cabinet-level officials listed on whitehouse.gov) to leave office before January 1, 2028.' }),
  ], fungible: nf('alpha|beta', 'beta|gamma') }, [['edge-rules', 'which offices count as Cabinet differs on beta']]);
}

{ // Bondi: leaving is one-way within the window, so "out by June 30" is the complement of "AG on June 30": one event,
  // complementary YES sides (an acting AG is not Bondi on either venue).
  put('cabinet', { name: 'bondi-ag-jun-2027', events: [
    A('KXBONDI-27JUN30', 'Will Pam Bondi be Attorney General on Jun 30, 2027?', 'Politics', z('2027-06-30', '23:59'), [['PBON', 'Pam Bondi', 'bondi-in']],
      { sources: ['Department of Justice https://www.justice.gov/ag'], rules: 'If Pam Bondi is the Attorney General of the United States on Jun 30, 2027, then the market resolves to Yes.' }),
    B('Pam Bondi out as AG by June 30?', 'Politics', z('2027-06-30', '23:59'), [['pam-bondi-out-as-attorney-general-by-june-30-2027', 'Yes', 'bondi-out',
      { q: 'Will Pam Bondi be out as Attorney General by June 30, 2027?', src: 'https://www.justice.gov/', rules: 'Resolves "Yes" if Pam Bondi ceases to be US Attorney General for any reason by June 30, 2027, 11:59 PM ET.' }]]),
    G1('Will Pam Bondi still be U.S. Attorney General on June 30, 2027?', z('2027-06-30', '23:59'), 'bondi-in', { rules: 'Yes if Pam Bondi holds the office of Attorney General on June 30, 2027.' }),
  ] }, [['inverted', 'beta "out by June 30" is the complement of "AG on June 30"']]);
}

put('cabinet', { name: 'patel-fbi-out-2026', events: [
  A('KXPATELOUT-26', 'Will Kash Patel leave as FBI Director before 2027?', 'Politics', z('2026-12-31', '23:59'), [['KPAT', 'Before Jan 1, 2027', 'patel-out-2026']],
    { sources: ['FBI https://www.fbi.gov/about/leadership-and-structure/director'], rules: 'If Kash Patel ceases to be Director of the FBI after Nov 22, 2026 and before Jan 1, 2027, then the market resolves to Yes.' }),
  B('Kash Patel out as FBI Director in 2026?', 'Politics', z('2026-12-31', '23:59'), [['kash-patel-out-as-fbi-director-in-2026', 'Yes', 'patel-out-2026',
    { q: 'Will Kash Patel be out as FBI Director by December 31, 2026?', src: 'https://www.fbi.gov/', rules: 'Resolves "Yes" if Kash Patel leaves the position of FBI Director for any reason by December 31, 2026, 11:59 PM ET.' }]]),
] });

put('cabinet', { name: 'gabbard-out-2027', events: [
  B('Tulsi Gabbard out as DNI in 2027?', 'Politics', z('2027-12-31', '23:59'), [['tulsi-gabbard-out-as-dni-in-2027', 'Yes', 'gabbard-out-2027',
    { q: 'Will Tulsi Gabbard be out as Director of National Intelligence by December 31, 2027?', src: 'https://www.dni.gov/', rules: 'Resolves "Yes" if Tulsi Gabbard leaves the office of DNI for any reason by December 31, 2027.' }]]),
] });

// ───────────────────────────── Supreme Court ─────────────────────────────

put('scotus', { name: 'scotus-vacancy-2027', events: [
  A('KXSCOTUSVACANCY-27', 'Will there be a Supreme Court vacancy in 2027?', 'Politics', z('2027-12-31', '23:59'), [['27', 'In 2027', 'vacancy-2027']],
    { sources: [SCOTUS], rules: 'If a seat on the Supreme Court becomes vacant (death, or a resignation or retirement taking effect) between Jan 1, 2027 and Dec 31, 2027, then the market resolves to Yes. An announced retirement that takes effect later does not count.' }),
  B('Supreme Court vacancy in 2027?', 'Politics', z('2027-12-31', '23:59'), [['supreme-court-vacancy-in-2027', 'Yes', 'vacancy-2027',
    { q: 'Will there be a Supreme Court vacancy in 2027?', src: 'https://www.supremecourt.gov/', rules: 'Resolves "Yes" if any sitting Justice dies, resigns or retires (effective) during calendar year 2027. A retirement announced in 2027 but effective in 2028 does not count.' }]]),
  G1('US Supreme Court seat opens in 2027?', z('2027-12-31', '23:59'), 'vacancy-2027', { rules: 'Yes if a Justice\'s departure from the Supreme Court takes effect in 2027 (death, resignation or retirement).' }),
] });

{ // Announcing a retirement (beta) is not leaving the Court (alpha): two events.
  put('scotus', { name: 'alito-retirement', events: [
    A('KXALITO-27', 'Will Samuel Alito leave the Supreme Court before 2028?', 'Politics', z('2027-12-31', '23:59'), [['SALI', 'Before Jan 1, 2028', 'alito-leaves-2027']],
      { sources: [SCOTUS], rules: 'If Samuel Alito ceases to be an Associate Justice of the Supreme Court before Jan 1, 2028, then the market resolves to Yes.' }),
    B('Alito announces retirement by June 30?', 'Politics', z('2027-06-30', '23:59'), [['samuel-alito-announces-retirement-by-june-30-2027', 'Yes', 'alito-announces-jun',
      { q: 'Will Samuel Alito announce his retirement by June 30, 2027?', src: 'https://www.supremecourt.gov/', rules: 'Resolves "Yes" if Justice Samuel Alito publicly announces his retirement (effective on any date) by June 30, 2027.' }]]),
  ], groups: [['alpha'], ['beta']] }, [['other-observation', 'announcing retirement by June 30 is not leaving before 2028']]);
}

put('scotus', { name: 'next-justice-to-leave', events: [
  A('KXSCOTUSNEXT', 'Next Supreme Court Justice to leave', 'Politics', z('2028-12-31', '23:59'), [
    ['CTHO', 'Clarence Thomas', 'next-thomas'], ['SALI', 'Samuel Alito', 'next-alito'], ['SSOT', 'Sonia Sotomayor', 'next-sotomayor'], ['JROB', 'John Roberts', 'next-roberts'], ['EKAG', 'Elena Kagan', 'next-kagan'],
  ], { sources: [SCOTUS], rules: 'If the listed Justice is the next member of the Supreme Court to leave the Court, then the market resolves to Yes.' }),
  B('Next Supreme Court Justice to leave the Court?', 'Politics', z('2028-12-31', '23:59'), per([
    ['next-justice-to-leave-clarence-thomas', 'Clarence Thomas', 'next-thomas'], ['next-justice-to-leave-samuel-alito', 'Samuel Alito', 'next-alito'], ['next-justice-to-leave-sonia-sotomayor', 'Sonia Sotomayor', 'next-sotomayor'],
    ['next-justice-to-leave-john-roberts', 'John Roberts', 'next-roberts'],
  ], (l) => ({ q: `Will ${l} be the next Justice to leave the Supreme Court?`, src: 'https://www.supremecourt.gov/', rules: `Resolves "Yes" if Justice ${l.split(' ').at(-1)!} is the next Justice whose departure from the Court takes effect before December 31, 2028.` }))),
] });

// ───────────────────────────── legislation ─────────────────────────────

{ // Shutdown "by" Jan 31 (any lapse starting by then) vs "on" Jan 31 (a lapse in effect that day): two events.
  // alpha's "before Feb 1" is the same deadline as beta's and gamma's "by January 31".
  put('legislation', { name: 'shutdown-jan-2027', events: [
    A('KXGOVSHUT-27JAN31', 'Will the federal government shut down before Feb 1, 2027?', 'Politics', z('2027-02-01', '04:59'), [['SHUT', 'Shutdown before Feb 1', 'shutdown-by-jan31']],
      { sources: [OPM], rules: 'If a lapse in appropriations causes OPM to announce a shutdown of federal government operations beginning after Nov 22, 2026 and before Feb 1, 2027, then the market resolves to Yes.' }),
    B('Government shutdown by January 31?', 'Politics', z('2027-01-31', '23:59'), [['us-government-shutdown-by-january-31-2027', 'Yes', 'shutdown-by-jan31',
      { q: 'Will the US federal government shut down by January 31, 2027?', src: 'https://www.opm.gov/', rules: 'Resolves "Yes" if a US federal government shutdown (lapse in appropriations with OPM shutdown guidance) begins by January 31, 2027, 11:59 PM ET.' }]]),
    G1('US government shutdown by Jan 31, 2027?', z('2027-01-31', '23:59'), 'shutdown-by-jan31', { rules: 'Yes if a federal funding lapse leads to a government shutdown starting on or before January 31, 2027.' }),
    U('us-government-shut-down-on-jan-31-2027', 'Will the government be shut down on January 31, 2027?', 'politics', z('2027-01-31', '23:59'), [['us-government-shut-down-on-jan-31-2027-yes', 'Yes', 'shutdown-on-jan31',
      { q: 'Will the US federal government be in a shutdown on January 31, 2027?', rules: 'Resolves Yes if a lapse in appropriations shutdown is in effect at 12:00 PM ET on January 31, 2027.' }]]),
  ], groups: [['alpha', 'beta', 'gamma'], ['beta_us']] }, [['deadline', 'shut down ON Jan 31 is not a shutdown BY Jan 31']]);
}

{ // CLARITY Act into law by the end of 2027 vs Senate passage by March 31.
  put('legislation', { name: 'clarity-act-law-2027', events: [
    A('KXCLARITY-27', 'Will the CLARITY Act become law before 2028?', 'Politics', z('2027-12-31', '23:59'), [['LAW', 'Before Jan 1, 2028', 'clarity-law']],
      { sources: [CONG], rules: 'If the Digital Asset Market Clarity Act (or a bill enacting it under another number) is signed into law after Nov 22, 2026 and before Jan 1, 2028, then the market resolves to Yes.' }),
    B('CLARITY Act signed into law by December 31, 2027?', 'Politics', z('2027-12-31', '23:59'), [['clarity-act-signed-into-law-by-december-31-2027', 'Yes', 'clarity-law',
      { q: 'Will the CLARITY Act be signed into law by December 31, 2027?', src: 'https://www.congress.gov/', rules: 'Resolves "Yes" if the crypto market structure bill known as the CLARITY Act becomes law (signed, or enacted over a veto) by December 31, 2027.' }]]),
    G1('Will the Senate pass the CLARITY Act by March 31, 2027?', z('2027-03-31', '23:59'), 'clarity-senate', { rules: 'Yes if the US Senate passes the CLARITY Act (market structure bill) in a floor vote by March 31, 2027.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, [['other-observation', 'Senate passage by Mar 31 is not becoming law by year-end']]);
}

{ // Stock-trading ban enacted vs House passage.
  put('legislation', { name: 'congress-stock-ban-2027', events: [
    A('KXSTOCKBAN-27', 'Will a ban on Congressional stock trading become law before 2028?', 'Politics', z('2027-12-31', '23:59'), [['LAW', 'Before Jan 1, 2028', 'stockban-law']],
      { sources: [CONG], rules: 'If a law banning members of Congress from trading individual stocks is enacted after Nov 22, 2026 and before Jan 1, 2028, then the market resolves to Yes.' }),
    B('Congress stock trading ban signed into law in 2027?', 'Politics', z('2027-12-31', '23:59'), [['congressional-stock-trading-ban-law-by-2027', 'Yes', 'stockban-law',
      { q: 'Will a congressional stock trading ban become law by December 31, 2027?', src: 'https://www.congress.gov/', rules: 'Resolves "Yes" if legislation prohibiting members of Congress from trading individual stocks is signed into law by December 31, 2027.' }]]),
    G1('Will the House pass a congressional stock trading ban in 2027?', z('2027-12-31', '23:59'), 'stockban-house', { rules: 'Yes if the House of Representatives passes a bill banning members from trading individual stocks during 2027.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, [['office', 'House passage is not enactment']]);
}

put('legislation', { name: 'ndaa-fy2027', events: [
  A('KXNDAA-27', 'Will the FY2027 NDAA be signed into law before 2027?', 'Politics', z('2026-12-31', '23:59'), [['LAW', 'Before Jan 1, 2027', 'ndaa-2026']],
    { sources: [CONG], rules: 'If the National Defense Authorization Act for Fiscal Year 2027 is signed into law before Jan 1, 2027, then the market resolves to Yes.' }),
] });

// ───────────────────────────── executive actions ─────────────────────────────

{ // Executive orders signed in December: alpha counts those in the Federal Register, beta those on whitehouse.gov. One
  // count of one thing from two sources: one event, not fungible. Only "More than 19" / "20+" lines up. gamma counts all
  // presidential actions (memoranda, proclamations): another counting rule, another event.
  put('executive', { name: 'executive-orders-dec-2026', events: [
    A('KXEO-26DEC', 'How many executive orders will Trump sign in December 2026?', 'Politics', z('2027-01-08', '15:00'), [
      ['T9', 'More than 9', 'eo-ge10'], ['T14', 'More than 14', 'eo-ge15'], ['T19', 'More than 19', 'eo-ge20'],
    ], { sources: [FR], rules: 'If the number of executive orders signed by the President between Dec 1 and Dec 31, 2026 (by signing date), as published in the Federal Register by Jan 8, 2027, is above the listed number, then the market resolves to Yes.' }),
    B('# of Trump executive orders in December?', 'Politics', z('2027-01-01', '04:59'), w([
      ['trump-executive-orders-december-2026-0-9', '0–9', 'eo-0-9', { q: 'Will Trump sign 0–9 executive orders in December 2026?' }],
      ['trump-executive-orders-december-2026-10-14', '10–14', 'eo-10-14', { q: 'Will Trump sign 10–14 executive orders in December 2026?' }],
      ['trump-executive-orders-december-2026-15-19', '15–19', 'eo-15-19', { q: 'Will Trump sign 15–19 executive orders in December 2026?' }],
      ['trump-executive-orders-december-2026-20-plus', '20+', 'eo-ge20', { q: 'Will Trump sign 20 or more executive orders in December 2026?' }],
    ], { src: 'https://www.whitehouse.gov/presidential-actions/', rules: 'Resolves by the number of executive orders signed by President Trump from December 1 through December 31, 2026 ET, as listed under Executive Orders on whitehouse.gov/presidential-actions.' })),
    G('Trump presidential actions in December 2026 (EOs, memoranda, proclamations)', z('2027-01-01', '04:59'), [['Under 40', 'pa-lt40'], ['40–59', 'pa-40-59'], ['60 or more', 'pa-ge60']],
      { rules: 'Counts every presidential action (executive orders, memoranda and proclamations) posted on whitehouse.gov/presidential-actions dated in December 2026.' }),
  ], groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta') }, [['source', 'Federal Register vs whitehouse.gov count'], ['other-observation', 'all presidential actions is not executive orders'], ['threshold', 'beta buckets vs alpha lines (only 20+ lines up)']]);
}

{ // A pardon of Maxwell vs any clemency (pardon or commutation): two events.
  put('executive', { name: 'maxwell-pardon-2026', events: [
    A('KXPARDONMAXWELL-26', 'Will Trump pardon Ghislaine Maxwell before 2027?', 'Politics', z('2026-12-31', '23:59'), [['GMAX', 'Before Jan 1, 2027', 'maxwell-pardon']],
      { sources: [DOJ], rules: 'If President Trump grants Ghislaine Maxwell a pardon after Nov 22, 2026 and before Jan 1, 2027, then the market resolves to Yes. A commutation of sentence is not a pardon.' }),
    B('Trump pardons Ghislaine Maxwell in 2026?', 'Politics', z('2026-12-31', '23:59'), [['trump-pardons-ghislaine-maxwell-in-2026', 'Yes', 'maxwell-pardon',
      { q: 'Will Trump pardon Ghislaine Maxwell by December 31, 2026?', src: 'https://www.justice.gov/pardon', rules: 'Resolves "Yes" if Donald Trump issues a full or conditional pardon to Ghislaine Maxwell by December 31, 2026. A commutation alone does not count.' }]]),
    G1('Will Trump grant Ghislaine Maxwell clemency by Dec 31, 2026?', z('2026-12-31', '23:59'), 'maxwell-clemency', { rules: 'Yes if Ghislaine Maxwell receives a pardon or a commutation of her sentence from President Trump by December 31, 2026.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, [['other-observation', 'clemency (pardon or commutation) is not a pardon']]);
}

{ // Insurrection Act: alpha "before Jul 1, 2027" = beta "by June 30, 2027"; gamma "in 2027" runs to year-end.
  put('executive', { name: 'insurrection-act-2027', events: [
    A('KXINSURRECTION-27JUL01', 'Will Trump invoke the Insurrection Act before Jul 1, 2027?', 'Politics', z('2027-07-01', '04:00'), [['INV', 'Before Jul 1, 2027', 'insurrection-jun']],
      { sources: [FR], rules: 'If President Trump formally invokes the Insurrection Act (10 U.S.C. §§ 251–255) by proclamation after Nov 22, 2026 and before Jul 1, 2027, then the market resolves to Yes.' }),
    B('Trump invokes Insurrection Act by June 30?', 'Politics', z('2027-07-01', '03:59'), [['trump-invokes-insurrection-act-by-june-30-2027', 'Yes', 'insurrection-jun',
      { q: 'Will Trump invoke the Insurrection Act by June 30, 2027?', src: 'https://www.federalregister.gov/', rules: 'Resolves "Yes" if President Trump formally invokes the Insurrection Act by June 30, 2027, 11:59 PM ET. Statements that he may invoke it do not count.' }]]),
    G1('Will Trump invoke the Insurrection Act in 2027?', z('2027-12-31', '23:59'), 'insurrection-2027', { rules: 'Yes if the Insurrection Act is formally invoked by President Trump between January 1 and December 31, 2027.' }),
  ], groups: [['alpha', 'beta'], ['gamma']] }, [['deadline', 'in 2027 is not by June 30, 2027']]);
}

// ───────────────────────────── approval ─────────────────────────────

{ // Trump approval on Dec 31: alpha and gamma read the RealClearPolitics average, beta the Silver Bulletin average. One
  // nominal observation (the approval average on one date), two sources: alpha|beta and beta|gamma not fungible.
  // Published to one decimal: "Above 43.9%" = "44.0% or higher"; beta's "Below 40.0%" is the complement of "Above 39.9%".
  put('approval', { name: 'trump-approval-dec-31-2026', events: [
    A('KXAPRPOTUS-26DEC31', 'Trump approval rating on Dec 31, 2026', 'Politics', z('2026-12-31', '23:59'), [
      ['T39.9', 'Above 39.9%', 'ap-ge40'], ['T41.9', 'Above 41.9%', 'ap-ge42'], ['T43.9', 'Above 43.9%', 'ap-ge44'], ['T45.9', 'Above 45.9%', 'ap-ge46'],
    ], { sources: [RCP], rules: 'If the RealClearPolitics average of President Trump\'s job approval, as displayed at 11:59 PM ET on Dec 31, 2026, is above the listed value, then the market resolves to Yes.' }),
    B('Trump approval rating on December 31?', 'Politics', z('2026-12-31', '23:59'), w([
      ['trump-approval-december-31-below-40', '<40.0%', 'ap-lt40', { q: 'Will Trump\'s approval rating be below 40.0% on December 31?' }],
      ['trump-approval-december-31-40-41pt9', '40.0–41.9%', 'ap-40-41', { q: 'Will Trump\'s approval rating be between 40.0% and 41.9% on December 31?' }],
      ['trump-approval-december-31-42-43pt9', '42.0–43.9%', 'ap-42-43', { q: 'Will Trump\'s approval rating be between 42.0% and 43.9% on December 31?' }],
      ['trump-approval-december-31-44-or-higher', '44.0% or higher', 'ap-ge44', { q: 'Will Trump\'s approval rating be 44.0% or higher on December 31?' }],
    ], { src: SB, rules: 'Resolves according to Donald Trump\'s approval rating in the Silver Bulletin (Nate Silver) approval tracker for December 31, 2026, as shown when checked on January 1, 2027 at 12:00 PM ET.' })),
    G1('Trump RCP approval 44% or higher on Dec 31, 2026?', z('2026-12-31', '23:59'), 'ap-ge44', { rules: 'Yes if the RealClearPolitics presidential job approval average for Donald Trump is 44.0% or higher at the end of December 31, 2026 (ET).' }),
  ], fungible: nf('alpha|beta', 'beta|gamma') }, [['source', 'RCP vs Silver Bulletin'], ['inverted', 'beta <40.0% is the complement of alpha Above 39.9%']]);
}

put('approval', { name: 'trump-approval-dec-15-2026', events: [
  U('trump-approval-december-15-2026', 'Trump approval on December 15: 44% or higher?', 'politics', z('2026-12-15', '23:59'), [['trump-approval-december-15-2026-44-or-higher', 'Yes', 'ap15-ge44',
    { q: 'Will Trump\'s approval rating be 44.0% or higher on December 15, 2026 (Silver Bulletin)?', rules: 'Resolves Yes if the Silver Bulletin approval average for December 15, 2026 is 44.0% or higher.' }]]),
] }, [['other-date', 'Dec 15 approval is not Dec 31 approval']]);

put('approval', { name: 'trump-net-approval-dec-31-2026', events: [
  B('Trump net approval on December 31?', 'Politics', z('2026-12-31', '23:59'), w([
    ['trump-net-approval-december-31-below-minus-10', 'Below -10', 'net-lt-10', { q: 'Will Trump\'s net approval be below -10.0 on December 31?' }],
    ['trump-net-approval-december-31-minus-10-to-0', '-10 to 0', 'net-10-0', { q: 'Will Trump\'s net approval be between -10.0 and 0.0 on December 31?' }],
    ['trump-net-approval-december-31-above-0', 'Above 0', 'net-gt0', { q: 'Will Trump\'s net approval be above 0.0 on December 31?' }],
  ], { src: SB, rules: 'Resolves on Trump\'s net approval (approve minus disapprove) in the Silver Bulletin tracker for December 31, 2026.' })),
] }, [['other-observation', 'net approval is not approval']]);

// ───────────────────────────── output ─────────────────────────────

const scenario = emitScenario(cases);
const truth = scenario['truth'] as { events: Array<{ case: string; members: string[] }>; outcomes: Array<{ case: string; members: string[]; fungible: Record<string, boolean> }> };
const venueEvents = cases.reduce((n, c) => n + c.events.length, 0);
const byVenue: Record<string, number> = {};
for (const c of cases) for (const e of c.events) byVenue[e.venue] = (byVenue[e.venue] ?? 0) + 1;
const matchedEvents = truth.events.filter((e) => new Set(e.members.map((m) => m.split(':')[0])).size > 1).length;
const singletons = truth.events.filter((e) => e.members.length === 1).length;
const outcomeMatches = truth.outcomes.filter((o) => new Set(o.members.map((m) => m.split(':')[0])).size > 1);
const notFungible = outcomeMatches.filter((o) => Object.values(o.fungible).includes(false)).length;
const hnByKind: Record<string, number> = {};
for (const h of hardNegatives) hnByKind[h.kind] = (hnByKind[h.kind] ?? 0) + 1;
const summary = { venueEvents, byVenue, cases: cases.length, truthEvents: truth.events.length, crossVenueEvents: matchedEvents, singleListingEvents: singletons,
  crossVenueOutcomes: outcomeMatches.length, notFungibleOutcomes: notFungible, hardNegatives: hardNegatives.length, hardNegativesByKind: hnByKind };
writeFileSync(new URL('./holdout11-set.json', import.meta.url), `${JSON.stringify({ ...scenario, meta: { cases: meta, hardNegatives, summary } }, null, 1)}\n`);
console.log(JSON.stringify(summary, null, 1));
