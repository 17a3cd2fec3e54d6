// Twenty-fourth independent refdata holdout: writes test/refdata/holdout24-set.json (a sports-heavy autumn of 2029,
// September to December: NFL and college football, the MLB postseason and awards, NBA/NHL openers and futures, European
// football, tennis, golf, F1 and MotoGP, UFC and boxing, esports; about a quarter non-sports distractors of the same
// period: US weather, crypto and index thresholds, the off-year elections of Nov 6, 2029).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout24.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn, slug and the HoldoutRow/Mx types), lines 1–80 of
// test/refdata/holdout23.build.ts (its header: the labelling rules below are adopted from it verbatim, and the helper
// usage) and the last 45 lines of test/refdata/holdout23.build.ts (how the JSON is written out).
// Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set, build file or test
// in test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
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
// Sports specifics applied here (consequences of the rules above, written down before labelling):
// - A game's moneyline, its point spread, its total and a player's statistic in it are different measures, so
//   different events; a series winner and one game of the series are different events; a team's title, its conference
//   title and its reaching the final are different rounds.
// - "Over 47.5" and "Under 47.5" on one game total are one event with complementary `t`; "Over 47.5" and "Over 48.5"
//   are different outcomes (own `t`) of the same event when listed as one ladder.
// - A beta/beta_us game market with outcomes [A, B] has A as its YES side; an alpha game lists one market per team.
// - Soccer: "win" is the 90 minutes plus stoppage time on every venue here unless a rule says otherwise; a
//   "to advance"/"to lift the trophy" market (extra time and penalties count) is a different event from the 90-minute
//   result.
// Ids: beta event ids 320001+, gamma ids 26001+, alpha tickers dated 2029 (and 2030 for futures settling then); all
// closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, slug, type HoldoutRow as Row, holdoutKit, ad, long } from './evalset.emit.ts';

type Cat = 'nfl' | 'college_football' | 'mlb' | 'nba' | 'nhl' | 'soccer' | 'tennis' | 'golf' | 'motorsport' | 'combat' | 'esports' | 'weather' | 'crypto' | 'markets' | 'politics' | 'economics';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(320000, 26000);

const MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2029-11-04' → 'Nov 4'. */
const short = (d: string): string => `${MONTH[Number(d.slice(5, 7)) - 1]!.slice(0, 3)} ${Number(d.slice(8, 10))}`;

/** The day after a date ('2029-09-09' → '2029-09-10'), for evening US games that end after midnight UTC. */
const next = (d: string): string => new Date(Date.parse(`${d}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const NFL = 'NFL https://www.nfl.com/scores';
const ESPN_NFL = 'ESPN https://www.espn.com/nfl/scoreboard';
const NCAA = 'NCAA https://www.ncaa.com/scoreboard/football/fbs';
const MLB = 'MLB https://www.mlb.com/postseason';
const NBA = 'NBA https://www.nba.com/schedule';
const NHL = 'NHL https://www.nhl.com/scores';
const PL = 'Premier League https://www.premierleague.com/results';
const UEFA = 'UEFA https://www.uefa.com/uefachampionsleague/fixtures-results/';
const F1 = 'Formula 1 https://www.formula1.com/en/results';
const NHC = 'National Hurricane Center https://www.nhc.noaa.gov';
const NWS = 'National Weather Service https://www.weather.gov/wrh/climate';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';

/** Alpha's game rule for team `team` in the game `game` on `d`. */
const gameRule = (team: string, game: string, d: string): string =>
  `If ${team} wins the ${game} game originally scheduled for ${long(d)}, then the market resolves to Yes.`;
/** Beta's two-outcome game rule. */
const betaGame = (a: string, b: string, d: string, src: string): string =>
  `In the upcoming game, scheduled for ${long(d)}, if the ${a} win, the market will resolve to "${a.split(' ').at(-1)!}". If the ${b} win, the market will resolve to "${b.split(' ').at(-1)!}". The primary resolution source is ${src}.`;

// ───────────────────────────── NFL ─────────────────────────────

{ // Season kickoff, Thu Sep 6, 2029: Dallas at Philadelphia, on all four venues.
  const d = '2029-09-06';
  const r = (tm: string): string => gameRule(tm, 'Dallas at Philadelphia professional football', d);
  addCase('nfl', { name: 'nfl-dal-phi-2029-09-06', events: [
    A('KXNFLGAME-29SEP06DALPHI', 'Dallas at Philadelphia', 'Sports', z(next(d), '04:00'), [['DAL', 'Dallas', 'dal', { rules: r('Dallas') }], ['PHI', 'Philadelphia', 'phi', { rules: r('Philadelphia') }]], { sources: [NFL] }),
    B('Cowboys vs. Eagles', 'Sports', z(next(d), '04:00'), [['nfl-dal-phi-2029-09-06', 'Cowboys vs. Eagles', 'dal', { outcomes: yn('Cowboys', 'Eagles'), src: 'https://www.nfl.com/', rules: betaGame('Dallas Cowboys', 'Philadelphia Eagles', d, 'the NFL') }]]),
    U('nfl-dal-phi-2029-09-06', 'Dallas Cowboys at Philadelphia Eagles', 'Sports', z(next(d), '04:00'), [['aec-nfl-dal-phi-2029-09-06', 'Cowboys', 'dal', { outcomes: yn('Cowboys', 'Eagles'), q: 'Cowboys vs Eagles: who will win?' }]]),
    G('NFL Kickoff 2029: Cowboys @ Eagles (Sep 6)', z(next(d), '04:00'), [['Dallas Cowboys', 'dal'], ['Philadelphia Eagles', 'phi']], { rules: 'Resolves to the team that wins the NFL game between the Dallas Cowboys and the Philadelphia Eagles on September 6, 2029, including overtime.' }),
  ] });
}
{ // Sunday night Sep 9: Kansas City at Baltimore (alpha, beta, gamma).
  const d = '2029-09-09';
  addCase('nfl', { name: 'nfl-kc-bal-2029-09-09', events: [
    A(`KXNFLGAME-${ad(d)}KCBAL`, 'Kansas City at Baltimore', 'Sports', z(next(d), '04:30'), [['KC', 'Kansas City', 'kc', { rules: gameRule('Kansas City', 'Kansas City at Baltimore professional football', d) }], ['BAL', 'Baltimore', 'bal', { rules: gameRule('Baltimore', 'Kansas City at Baltimore professional football', d) }]], { sources: [NFL] }),
    B('Chiefs vs. Ravens', 'Sports', z(next(d), '04:30'), [['nfl-kc-bal-2029-09-09', 'Chiefs vs. Ravens', 'kc', { outcomes: yn('Chiefs', 'Ravens'), rules: betaGame('Kansas City Chiefs', 'Baltimore Ravens', d, 'the NFL') }]]),
    G('Chiefs at Ravens — Sunday Night Football, Sept 9 2029', z(next(d), '04:30'), [['Chiefs', 'kc'], ['Ravens', 'bal']]),
  ] });
}
{ // Denver at Kansas City, Sep 23 — the first of two meetings (alpha, beta_us).
  const d = '2029-09-23';
  addCase('nfl', { name: 'nfl-den-kc-2029-09-23', events: [
    A(`KXNFLGAME-${ad(d)}DENKC`, 'Denver at Kansas City', 'Sports', z(d, '23:30'), [['DEN', 'Denver', 'den'], ['KC', 'Kansas City', 'kc']], { sources: [NFL] }),
    U('nfl-den-kc-2029-09-23', 'Denver Broncos at Kansas City Chiefs', 'Sports', z(d, '23:30'), [['aec-nfl-den-kc-2029-09-23', 'Broncos', 'den', { outcomes: yn('Broncos', 'Chiefs') }]]),
  ] });
}
{ // Kansas City at Denver, Dec 9 — the return game: same teams, another date (alpha, beta, gamma).
  const d = '2029-12-09';
  addCase('nfl', { name: 'nfl-kc-den-2029-12-09', events: [
    A(`KXNFLGAME-${ad(d)}KCDEN`, 'Kansas City at Denver', 'Sports', z(next(d), '00:30'), [['KC', 'Kansas City', 'kc'], ['DEN', 'Denver', 'den']], { sources: [NFL] }),
    B('Chiefs vs. Broncos', 'Sports', z(next(d), '00:30'), [['nfl-kc-den-2029-12-09', 'Chiefs vs. Broncos', 'kc', { outcomes: yn('Chiefs', 'Broncos'), rules: betaGame('Kansas City Chiefs', 'Denver Broncos', d, 'the NFL') }]]),
    G('Broncos vs Chiefs (Dec 9, 2029)', z(next(d), '00:30'), [['Kansas City', 'kc'], ['Denver', 'den']]),
  ] }, ['date']);
}
{ // Miami at Buffalo Sep 16: alpha spread ladder vs beta's -3.5 spread; the moneyline is a different measure (beta_us).
  const d = '2029-09-16';
  const sr = (n: string): string => `If Buffalo wins the Miami at Buffalo professional football game originally scheduled for ${long(d)} by more than ${n} points, then the market resolves to Yes.`;
  addCase('nfl', { name: 'nfl-mia-buf-spread-2029-09-16', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXNFLSPREAD-29SEP16MIABUF', 'Miami at Buffalo: Spread', 'Sports', z(d, '21:00'), [['BUF2', 'Buffalo wins by over 2.5 points', 'b25', { rules: sr('2.5') }], ['BUF3', 'Buffalo wins by over 3.5 points', 'b35', { rules: sr('3.5') }], ['BUF6', 'Buffalo wins by over 6.5 points', 'b65', { rules: sr('6.5') }]], { sources: [NFL] }),
    B('Spread: Bills (-3.5)', 'Sports', z(d, '21:00'), [['nfl-mia-buf-2029-09-16-spread-home-3pt5', 'Spread: Bills (-3.5)', 'b35', { outcomes: yn('Bills', 'Dolphins'), rules: 'This market resolves to "Bills" if the Buffalo Bills beat the Miami Dolphins on September 16, 2029 by 4 or more points. Otherwise "Dolphins".' }]]),
    U('nfl-mia-buf-2029-09-16', 'Miami Dolphins at Buffalo Bills', 'Sports', z(d, '21:00'), [['aec-nfl-mia-buf-2029-09-16', 'Bills', 'buf', { outcomes: yn('Bills', 'Dolphins'), q: 'Dolphins vs Bills' }]]),
  ] }, ['measure', 'threshold']);
}
{ // Game total Green Bay at Chicago, Nov 4: alpha over ladder, beta O/U 44.5 (over first), gamma's "under" (inverted).
  const d = '2029-11-04';
  addCase('nfl', { name: 'nfl-gb-chi-total-2029-11-04', events: [
    A('KXNFLTOTAL-29NOV04GBCHI', 'Green Bay at Chicago: Total Points', 'Sports', z(d, '21:30'), [['41', 'Over 41.5 points scored', 'o415'], ['44', 'Over 44.5 points scored', 'o445'], ['47', 'Over 47.5 points scored', 'o475']], { sources: [NFL] }),
    B('Packers vs. Bears: O/U 44.5', 'Sports', z(d, '21:30'), [['nfl-gb-chi-2029-11-04-total-44pt5', 'O/U 44.5', 'o445', { outcomes: yn('Over', 'Under'), rules: 'Resolves "Over" if the combined final score of the Green Bay Packers vs. Chicago Bears game on November 4, 2029, including overtime, is greater than 44.5. Otherwise "Under".' }]]),
    G1('Packers–Bears Nov 4: under 44.5 total points?', z(d, '21:30'), 'u445', { rules: 'Yes if the two teams combine for 44 points or fewer, overtime included.' }),
  ] }, ['inverted', 'threshold']);
}
{ // Thanksgiving, Nov 22: Chicago at Detroit (alpha, beta, beta_us, gamma).
  const d = '2029-11-22';
  addCase('nfl', { name: 'nfl-chi-det-2029-11-22', events: [
    A(`KXNFLGAME-${ad(d)}CHIDET`, 'Chicago at Detroit', 'Sports', z(d, '21:00'), [['CHI', 'Chicago', 'chi'], ['DET', 'Detroit', 'det']], { sources: [NFL] }),
    B('Bears vs. Lions', 'Sports', z(d, '21:00'), [['nfl-chi-det-2029-11-22', 'Bears vs. Lions', 'chi', { outcomes: yn('Bears', 'Lions'), rules: betaGame('Chicago Bears', 'Detroit Lions', d, 'the NFL') }]]),
    U('nfl-chi-det-2029-11-22', 'Chicago Bears at Detroit Lions (Thanksgiving)', 'Sports', z(d, '21:00'), [['aec-nfl-chi-det-2029-11-22', 'Bears', 'chi', { outcomes: yn('Bears', 'Lions') }]]),
    G('Thanksgiving Day: Bears at Lions', z(d, '21:00'), [['Chicago Bears', 'chi'], ['Detroit Lions', 'det']]),
  ] });
}
{ // Detroit at Chicago, Dec 16 — the return game (alpha, beta).
  const d = '2029-12-16';
  addCase('nfl', { name: 'nfl-det-chi-2029-12-16', events: [
    A(`KXNFLGAME-${ad(d)}DETCHI`, 'Detroit at Chicago', 'Sports', z(d, '21:00'), [['DET', 'Detroit', 'det'], ['CHI', 'Chicago', 'chi']], { sources: [NFL] }),
    B('Lions vs. Bears', 'Sports', z(d, '21:00'), [['nfl-det-chi-2029-12-16', 'Lions vs. Bears', 'det', { outcomes: yn('Lions', 'Bears') }]]),
  ] }, ['date']);
}
{ // Thanksgiving late game, Nov 22: New York Giants at Dallas — single venue (gamma).
  addCase('nfl', { name: 'nfl-nyg-dal-2029-11-22', events: [G('Giants at Cowboys, Thanksgiving 2029', z('2029-11-23', '01:00'), [['New York Giants', 'nyg'], ['Dallas Cowboys', 'dal']])] });
}
{ // Monday Night Football Oct 1: Seattle at San Francisco (alpha, beta, gamma).
  const d = '2029-10-01';
  addCase('nfl', { name: 'nfl-sea-sf-2029-10-01', events: [
    A(`KXNFLGAME-${ad(d)}SEASF`, 'Seattle at San Francisco', 'Sports', z(next(d), '04:00'), [['SEA', 'Seattle', 'sea'], ['SF', 'San Francisco', 'sf']], { sources: [NFL] }),
    B('Seahawks vs. 49ers', 'Sports', z(next(d), '04:00'), [['nfl-sea-sf-2029-10-01', 'Seahawks vs. 49ers', 'sea', { outcomes: yn('Seahawks', '49ers') }]]),
    G('MNF: Seahawks @ 49ers, 1 Oct 2029', z(next(d), '04:00'), [['Seattle', 'sea'], ['San Francisco', 'sf']]),
  ] });
}
{ // Super Bowl LXIV (Feb 2030) champion: alpha and beta ladders, gamma categorical; a few teams on one venue only.
  const cl = z('2030-02-10', '23:00');
  addCase('nfl', { name: 'nfl-super-bowl-lxiv-champion', events: [
    A('KXSB-30', 'Pro Football Champion 2030', 'Sports', cl, [['KC', 'Kansas City', 'kc'], ['BUF', 'Buffalo', 'buf'], ['BAL', 'Baltimore', 'bal'], ['PHI', 'Philadelphia', 'phi'], ['DET', 'Detroit', 'det'], ['SF', 'San Francisco', 'sf'], ['CIN', 'Cincinnati', 'cin']], { sources: [NFL] }),
    B('Super Bowl Champion 2030', 'Sports', cl, [['will-the-kansas-city-chiefs-win-super-bowl-2030', 'Chiefs', 'kc'], ['will-the-buffalo-bills-win-super-bowl-2030', 'Bills', 'buf'], ['will-the-baltimore-ravens-win-super-bowl-2030', 'Ravens', 'bal'], ['will-the-philadelphia-eagles-win-super-bowl-2030', 'Eagles', 'phi'], ['will-the-detroit-lions-win-super-bowl-2030', 'Lions', 'det'], ['will-the-san-francisco-49ers-win-super-bowl-2030', '49ers', 'sf'], ['will-the-houston-texans-win-super-bowl-2030', 'Texans', 'hou']]),
    G('Super Bowl LXIV winner', cl, [['Kansas City Chiefs', 'kc'], ['Buffalo Bills', 'buf'], ['Philadelphia Eagles', 'phi'], ['Detroit Lions', 'det'], ['Baltimore Ravens', 'bal']]),
  ] });
}
{ // AFC champion 2029 season (alpha, beta) — a different round from the Super Bowl.
  const cl = z('2030-01-27', '23:00');
  addCase('nfl', { name: 'nfl-afc-champion-2029', events: [
    A('KXNFLAFCCHAMP-29', 'AFC Champion 2029-30', 'Sports', cl, [['KC', 'Kansas City', 'kc'], ['BUF', 'Buffalo', 'buf'], ['BAL', 'Baltimore', 'bal'], ['CIN', 'Cincinnati', 'cin']]),
    B('AFC Champion', 'Sports', cl, [['will-the-chiefs-win-the-afc-championship', 'Chiefs', 'kc'], ['will-the-bills-win-the-afc-championship', 'Bills', 'buf'], ['will-the-ravens-win-the-afc-championship', 'Ravens', 'bal'], ['will-the-bengals-win-the-afc-championship', 'Bengals', 'cin']]),
  ] }, ['round']);
}
{ // NFL MVP 2029 season (alpha, beta, gamma); Offensive Player of the Year on beta_us is another award.
  const cl = z('2030-02-07', '03:00');
  addCase('nfl', { name: 'nfl-mvp-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNFLMVP-29', 'NFL MVP 2029-30', 'Sports', cl, [['JALL', 'Josh Allen', 'allen'], ['LJAC', 'Lamar Jackson', 'lamar'], ['PMAH', 'Patrick Mahomes', 'mahomes'], ['JBUR', 'Joe Burrow', 'burrow'], ['JDAN', 'Jayden Daniels', 'daniels'], ['CWIL', 'Caleb Williams', 'caleb']], { sources: ['Associated Press https://www.nfl.com/honors/'] }),
    B('NFL MVP', 'Sports', cl, [['nfl-mvp-2029-josh-allen', 'Josh Allen', 'allen'], ['nfl-mvp-2029-lamar-jackson', 'Lamar Jackson', 'lamar'], ['nfl-mvp-2029-patrick-mahomes', 'Patrick Mahomes', 'mahomes'], ['nfl-mvp-2029-jayden-daniels', 'Jayden Daniels', 'daniels'], ['nfl-mvp-2029-cj-stroud', 'C.J. Stroud', 'stroud']]),
    G('2029 NFL Most Valuable Player (AP)', cl, [['Allen', 'allen'], ['Jackson', 'lamar'], ['Mahomes', 'mahomes'], ['Burrow', 'burrow']]),
    U('nfl-offensive-player-of-the-year-2029', '2029 NFL Offensive Player of the Year', 'Sports', cl, [['nfl-opoy-2029-jamarr-chase', "Ja'Marr Chase", 'chase'], ['nfl-opoy-2029-josh-allen', 'Josh Allen', 'allen'], ['nfl-opoy-2029-bijan-robinson', 'Bijan Robinson', 'bijan']]),
  ] }, ['category']);
}
{ // Chiefs regular-season wins over 10.5 (alpha) vs Chiefs make the playoffs (beta): different measures.
  addCase('nfl', { name: 'nfl-chiefs-wins-2029', groups: [['alpha'], ['beta']], events: [
    A('KXNFLWINS-29KC', 'Kansas City regular season wins 2029', 'Sports', z('2030-01-07', '05:00'), [['T9', 'Over 9.5 wins', 'o95'], ['T10', 'Over 10.5 wins', 'o105'], ['T11', 'Over 11.5 wins', 'o115']]),
    B1('Will the Chiefs make the playoffs?', 'Sports', z('2030-01-07', '05:00'), 'kcpo', { mx: { q: 'Will the Kansas City Chiefs make the 2029-30 NFL playoffs?' } }),
  ] }, ['measure']);
}
{ // Lions win the NFC North 2029 (alpha categorical, beta binary, gamma binary).
  const cl = z('2030-01-07', '05:00');
  addCase('nfl', { name: 'nfl-nfc-north-2029', events: [
    A('KXNFLNFCNORTH-29', 'NFC North winner 2029', 'Sports', cl, [['DET', 'Detroit', 'det'], ['GB', 'Green Bay', 'gb'], ['MIN', 'Minnesota', 'min'], ['CHI', 'Chicago', 'chi']]),
    B('NFC North Division Winner', 'Sports', cl, [['nfc-north-winner-2029-lions', 'Lions', 'det'], ['nfc-north-winner-2029-packers', 'Packers', 'gb'], ['nfc-north-winner-2029-vikings', 'Vikings', 'min'], ['nfc-north-winner-2029-bears', 'Bears', 'chi']]),
    G1('Will the Detroit Lions win the NFC North in the 2029 season?', cl, 'det'),
  ] });
}
{ // Mahomes passing yards at Baltimore Sep 9 (alpha) vs passing touchdowns (beta): different measures.
  const d = '2029-09-09';
  addCase('nfl', { name: 'nfl-mahomes-props-2029-09-09', groups: [['alpha'], ['beta']], events: [
    A('KXNFLPASSYDS-29SEP09KCBAL', 'Patrick Mahomes passing yards vs Baltimore (Sep 9)', 'Sports', z(next(d), '04:30'), [['250', '250+ passing yards', 'y250'], ['275', '275+ passing yards', 'y275'], ['300', '300+ passing yards', 'y300']]),
    B('Patrick Mahomes: 2+ passing TDs vs. Ravens?', 'Sports', z(next(d), '04:30'), [['mahomes-2-passing-tds-kc-bal-sep-9', 'Yes', 'td2']]),
  ] }, ['measure']);
}
{ // First NFL head coach fired: by Nov 30 (beta, gamma) vs before Black Monday, Jan 7 2030 (alpha): different deadlines.
  addCase('nfl', { name: 'nfl-coach-fired-2029', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('NFL head coach fired before December?', 'Sports', z('2029-11-30'), 'nov30', { rules: 'Resolves Yes if any NFL team fires or otherwise parts ways with its head coach between September 6 and November 30, 2029, 11:59 PM ET, per an official team announcement.' }),
    G1('Any NFL head coach dismissed by 30 Nov 2029?', z('2029-11-30'), 'nov30', { rules: 'Yes if an NFL team dismisses its head coach between the 2029 season opener (6 September) and 30 November 2029, 23:59 ET.' }),
    A1('KXNFLCOACHOUT-29', 'Will an NFL head coach be fired during the 2029 regular season?', 'Sports', z('2030-01-07', '05:00'), 'Y', 'Before Jan 7, 2030', 'reg'),
  ] }, ['deadline']);
}

{ // Sunday Oct 14: Buffalo at Kansas City (alpha, beta with ESPN as its source, beta_us, gamma).
  const d = '2029-10-14';
  addCase('nfl', { name: 'nfl-buf-kc-2029-10-14', events: [
    A(`KXNFLGAME-${ad(d)}BUFKC`, 'Buffalo at Kansas City', 'Sports', z(d, '23:59'), [['BUF', 'Buffalo', 'buf'], ['KC', 'Kansas City', 'kc']], { sources: [NFL] }),
    B('Bills vs. Chiefs', 'Sports', z(d, '23:59'), w([['nfl-buf-kc-2029-10-14', 'Bills vs. Chiefs', 'buf', { outcomes: yn('Bills', 'Chiefs') }]], { src: ESPN_NFL.split(' ').at(-1)!, rules: betaGame('Buffalo Bills', 'Kansas City Chiefs', d, 'ESPN') })),
    U('nfl-buf-kc-2029-10-14', 'Buffalo Bills at Kansas City Chiefs', 'Sports', z(d, '23:59'), [['aec-nfl-buf-kc-2029-10-14', 'Bills', 'buf', { outcomes: yn('Bills', 'Chiefs') }]]),
    G(`Bills @ Chiefs, ${short(d)} 2029 (Arrowhead)`, z(d, '23:59'), [['Buffalo Bills', 'buf'], ['Kansas City Chiefs', 'kc']]),
  ] });
}
{ // Philadelphia at Dallas, Sunday night Nov 11 — the kickoff game's teams again (alpha, gamma).
  const d = '2029-11-11';
  addCase('nfl', { name: 'nfl-phi-dal-2029-11-11', events: [
    A(`KXNFLGAME-${ad(d)}PHIDAL`, 'Philadelphia at Dallas', 'Sports', z(next(d), '04:30'), [['PHI', 'Philadelphia', 'phi'], ['DAL', 'Dallas', 'dal']], { sources: [NFL] }),
    G(`Eagles at Cowboys — SNF ${short(d)}`, z(next(d), '04:30'), [['Eagles', 'phi'], ['Cowboys', 'dal']]),
  ] }, ['date']);
}

// ───────────────────────────── COLLEGE FOOTBALL ─────────────────────────────

{ // The Game, Nov 24: Michigan at Ohio State (alpha, beta, beta_us, gamma).
  const d = '2029-11-24';
  addCase('college_football', { name: 'ncaaf-mich-osu-2029-11-24', events: [
    A('KXNCAAFGAME-29NOV24MICHOSU', 'Michigan at Ohio State', 'Sports', z(d, '21:30'), [['MICH', 'Michigan', 'mich'], ['OSU', 'Ohio State', 'osu']], { sources: [NCAA] }),
    B('Michigan vs. Ohio State', 'Sports', z(d, '21:30'), [['cfb-mich-osu-2029-11-24', 'Michigan vs. Ohio State', 'mich', { outcomes: yn('Michigan', 'Ohio State') }]]),
    U('cfb-mich-osu-2029-11-24', 'Michigan Wolverines at Ohio State Buckeyes', 'Sports', z(d, '21:30'), [['aec-cfb-mich-osu-2029-11-24', 'Michigan', 'mich', { outcomes: yn('Michigan', 'Ohio State') }]]),
    G('The Game 2029: Wolverines vs Buckeyes (Columbus)', z(d, '21:30'), [['Michigan Wolverines', 'mich'], ['Ohio State Buckeyes', 'osu']]),
  ] });
}
{ // Iron Bowl, Nov 24: Auburn at Alabama (alpha, beta).
  const d = '2029-11-24';
  addCase('college_football', { name: 'ncaaf-aub-ala-2029-11-24', events: [
    A('KXNCAAFGAME-29NOV24AUBALA', 'Auburn at Alabama', 'Sports', z(next(d), '03:30'), [['AUB', 'Auburn', 'aub'], ['ALA', 'Alabama', 'ala']], { sources: [NCAA] }),
    B('Auburn vs. Alabama', 'Sports', z(next(d), '03:30'), [['cfb-aub-ala-2029-11-24', 'Auburn vs. Alabama', 'aub', { outcomes: yn('Auburn', 'Alabama') }]]),
  ] });
}
{ // Army–Navy, Dec 8 (alpha, gamma); Navy listed first on gamma.
  const d = '2029-12-08';
  addCase('college_football', { name: 'ncaaf-army-navy-2029', events: [
    A('KXNCAAFGAME-29DEC08ARMYNAVY', 'Army vs Navy', 'Sports', z(d, '23:30'), [['ARMY', 'Army', 'army'], ['NAVY', 'Navy', 'navy']], { sources: [NCAA] }),
    G('130th Army–Navy Game: who wins?', z(d, '23:30'), [['Navy Midshipmen', 'navy'], ['Army Black Knights', 'army']]),
  ] });
}
{ // Texas at Ohio State, Sep 8 (beta, gamma) — non-conference.
  const d = '2029-09-08';
  addCase('college_football', { name: 'ncaaf-tex-osu-2029-09-08', events: [
    B('Texas vs. Ohio State', 'Sports', z(next(d), '03:00'), [['cfb-tex-osu-2029-09-08', 'Texas vs. Ohio State', 'tex', { outcomes: yn('Texas', 'Ohio State') }]]),
    G('Texas Longhorns @ Ohio State Buckeyes (Sept 8)', z(next(d), '03:00'), [['Texas', 'tex'], ['Ohio State', 'osu']]),
  ] });
}
{ // A quarterback wins the 2029 Heisman (alpha, beta); position is the measure, one event.
  const cl = z('2029-12-09', '03:00');
  addCase('college_football', { name: 'heisman-2029-position', events: [
    A('KXHEISMANPOS-29', 'Heisman Trophy winner position 2029', 'Sports', cl, [['QB', 'Quarterback', 'qb'], ['RB', 'Running back', 'rb'], ['WR', 'Wide receiver', 'wr']], { sources: ['Heisman Trust https://www.heisman.com'] }),
    B1('Will a quarterback win the 2029 Heisman Trophy?', 'Sports', cl, 'qb'),
  ] });
}
{ // World's Largest Outdoor Cocktail Party, Sat Nov 3 in Jacksonville: Georgia v Florida (alpha, beta, gamma).
  const d = '2029-11-03';
  addCase('college_football', { name: 'ncaaf-uga-fla-2029-11-03', events: [
    A(`KXNCAAFGAME-${ad(d)}UGAFLA`, 'Georgia vs Florida', 'Sports', z(d, '23:30'), [['UGA', 'Georgia', 'uga'], ['FLA', 'Florida', 'fla']], { sources: [NCAA] }),
    B('Georgia vs. Florida', 'Sports', z(d, '23:30'), [['cfb-uga-fla-2029-11-03', 'Georgia vs. Florida', 'uga', { outcomes: yn('Georgia', 'Florida') }]]),
    G(`Bulldogs vs Gators (Jacksonville, ${short(d)})`, z(d, '23:30'), [['Georgia Bulldogs', 'uga'], ['Florida Gators', 'fla']]),
  ] });
}

{ // SEC Championship Game Dec 1 (alpha) vs Big Ten Championship (beta): different competitions.
  const d = '2029-12-01';
  addCase('college_football', { name: 'ncaaf-conf-champs-2029', groups: [['alpha'], ['beta']], events: [
    A('KXSECCHAMP-29', 'SEC Championship 2029', 'Sports', z(next(d), '01:00'), [['UGA', 'Georgia', 'uga'], ['ALA', 'Alabama', 'ala'], ['TEX', 'Texas', 'tex'], ['LSU', 'LSU', 'lsu']]),
    B('Big Ten Championship Winner 2029', 'Sports', z(next(d), '04:00'), [['big-ten-championship-2029-ohio-state', 'Ohio State', 'osu'], ['big-ten-championship-2029-oregon', 'Oregon', 'ore'], ['big-ten-championship-2029-michigan', 'Michigan', 'mich'], ['big-ten-championship-2029-penn-state', 'Penn State', 'psu']]),
  ] }, ['category']);
}
{ // College Football Playoff national champion (Jan 2030): alpha, beta, gamma.
  const cl = z('2030-01-22', '05:00');
  addCase('college_football', { name: 'cfp-champion-2029-30', events: [
    A('KXNCAAF-30', 'College Football Championship 2029-30', 'Sports', cl, [['UGA', 'Georgia', 'uga'], ['OSU', 'Ohio State', 'osu'], ['TEX', 'Texas', 'tex'], ['ORE', 'Oregon', 'ore'], ['ALA', 'Alabama', 'ala']]),
    B('College Football National Champion 2030', 'Sports', cl, [['cfp-2030-georgia', 'Georgia', 'uga'], ['cfp-2030-ohio-state', 'Ohio State', 'osu'], ['cfp-2030-texas', 'Texas', 'tex'], ['cfp-2030-oregon', 'Oregon', 'ore'], ['cfp-2030-notre-dame', 'Notre Dame', 'nd']]),
    G('CFP National Championship (January 2030)', cl, [['Georgia Bulldogs', 'uga'], ['Ohio State Buckeyes', 'osu'], ['Texas Longhorns', 'tex'], ['Alabama Crimson Tide', 'ala']]),
  ] });
}
{ // Notre Dame makes the CFP (beta_us only).
  addCase('college_football', { name: 'cfp-notre-dame-in-2029', events: [U1('cfp-2029-notre-dame-make-playoff', 'Will Notre Dame make the College Football Playoff?', 'Sports', z('2029-12-09', '18:00'), 'nd')] });
}

// ───────────────────────────── MLB ─────────────────────────────

{ // World Series 2029 champion: alpha, beta, gamma ladders.
  const cl = z('2029-11-02', '05:00');
  addCase('mlb', { name: 'mlb-world-series-2029', events: [
    A('KXMLB-29', 'Pro Baseball Champion 2029', 'Sports', cl, [['LAD', 'Los Angeles D', 'lad'], ['NYY', 'New York Y', 'nyy'], ['PHI', 'Philadelphia', 'phi'], ['HOU', 'Houston', 'hou'], ['ATL', 'Atlanta', 'atl'], ['SEA', 'Seattle', 'sea']], { sources: [MLB] }),
    B('World Series Champion 2029', 'Sports', cl, [['world-series-2029-dodgers', 'Dodgers', 'lad'], ['world-series-2029-yankees', 'Yankees', 'nyy'], ['world-series-2029-phillies', 'Phillies', 'phi'], ['world-series-2029-astros', 'Astros', 'hou'], ['world-series-2029-braves', 'Braves', 'atl'], ['world-series-2029-mets', 'Mets', 'nym']]),
    G('2029 World Series winner', cl, [['Los Angeles Dodgers', 'lad'], ['New York Yankees', 'nyy'], ['Philadelphia Phillies', 'phi'], ['Seattle Mariners', 'sea']]),
  ] });
}
{ // AL pennant = ALCS winner (alpha "ALCS", beta "American League Champion", beta_us).
  const cl = z('2029-10-22', '04:00');
  addCase('mlb', { name: 'mlb-al-pennant-2029', events: [
    A('KXMLBALCS-29', 'ALCS winner 2029', 'Sports', cl, [['NYY', 'New York Y', 'nyy'], ['HOU', 'Houston', 'hou'], ['SEA', 'Seattle', 'sea'], ['CLE', 'Cleveland', 'cle']]),
    B('American League Champion 2029', 'Sports', cl, [['al-champion-2029-yankees', 'Yankees', 'nyy'], ['al-champion-2029-astros', 'Astros', 'hou'], ['al-champion-2029-mariners', 'Mariners', 'sea'], ['al-champion-2029-guardians', 'Guardians', 'cle']]),
    U('mlb-al-pennant-2029', 'AL Pennant Winner 2029', 'Sports', cl, [['mlb-al-pennant-2029-yankees', 'Yankees', 'nyy'], ['mlb-al-pennant-2029-mariners', 'Mariners', 'sea']]),
  ] });
}
{ // NL pennant (gamma only) — the other league.
  addCase('mlb', { name: 'mlb-nl-pennant-2029', events: [G('2029 National League pennant', z('2029-10-22', '04:00'), [['Dodgers', 'lad'], ['Phillies', 'phi'], ['Braves', 'atl'], ['Mets', 'nym']])] }, ['category']);
}
{ // ALDS Yankees vs Guardians: series winner (alpha, beta) vs Game 1 on Oct 6 (gamma): different events.
  addCase('mlb', { name: 'mlb-alds-nyy-cle-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMLBSERIES-29OCTNYYCLE', 'ALDS: New York Y vs Cleveland', 'Sports', z('2029-10-12', '04:00'), [['NYY', 'New York Y', 'nyy'], ['CLE', 'Cleveland', 'cle']], { rules: 'If New York Y wins the 2029 American League Division Series against Cleveland, then the market resolves to Yes.' }),
    B('Yankees vs. Guardians: ALDS Winner', 'Sports', z('2029-10-12', '04:00'), [['mlb-alds-2029-nyy-cle', 'Yankees vs. Guardians', 'nyy', { outcomes: yn('Yankees', 'Guardians') }]]),
    G('ALDS Game 1: Guardians at Yankees (Oct 6, 2029)', z('2029-10-06', '23:30'), [['New York Yankees', 'g1nyy'], ['Cleveland Guardians', 'g1cle']]),
  ] }, ['round']);
}
{ // World Series length: alpha ladder of games vs beta "goes to Game 7" (the 7-game bucket).
  const cl = z('2029-11-02', '05:00');
  addCase('mlb', { name: 'mlb-ws-length-2029', events: [
    A('KXMLBWSGAMES-29', 'World Series 2029: number of games', 'Sports', cl, [['4', '4 games', 'g4'], ['5', '5 games', 'g5'], ['6', '6 games', 'g6'], ['7', '7 games', 'g7']]),
    B1('Will the 2029 World Series go to Game 7?', 'Sports', cl, 'g7'),
  ] });
}
{ // AL MVP 2029 (alpha, beta, gamma) vs AL Cy Young on beta_us: a different award.
  const cl = z('2029-11-16', '00:00');
  addCase('mlb', { name: 'mlb-al-mvp-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXMLBALMVP-29', 'AL MVP 2029', 'Sports', cl, [['BWIT', 'Bobby Witt Jr.', 'witt'], ['AJUD', 'Aaron Judge', 'judge'], ['GHEN', 'Gunnar Henderson', 'gunnar'], ['JROD', 'Julio Rodríguez', 'julio'], ['CRAL', 'Cal Raleigh', 'raleigh']], { sources: ['BBWAA https://bbwaa.com/awards/'] }),
    B('AL MVP 2029', 'Sports', cl, [['al-mvp-2029-bobby-witt-jr', 'Bobby Witt Jr.', 'witt'], ['al-mvp-2029-aaron-judge', 'Aaron Judge', 'judge'], ['al-mvp-2029-gunnar-henderson', 'Gunnar Henderson', 'gunnar'], ['al-mvp-2029-julio-rodriguez', 'Julio Rodriguez', 'julio']]),
    G('American League Most Valuable Player 2029', cl, [['Witt Jr.', 'witt'], ['Judge', 'judge'], ['Henderson', 'gunnar']]),
    U('mlb-al-cy-young-2029', 'AL Cy Young Award 2029', 'Sports', cl, [['mlb-al-cy-young-2029-tarik-skubal', 'Tarik Skubal', 'skubal'], ['mlb-al-cy-young-2029-garrett-crochet', 'Garrett Crochet', 'crochet']]),
  ] }, ['category']);
}
{ // NL MVP 2029 (alpha, beta) — the other league's award; Ohtani listed on both.
  const cl = z('2029-11-16', '00:00');
  addCase('mlb', { name: 'mlb-nl-mvp-2029', events: [
    A('KXMLBNLMVP-29', 'NL MVP 2029', 'Sports', cl, [['SOHT', 'Shohei Ohtani', 'ohtani'], ['JSOT', 'Juan Soto', 'soto'], ['EDLC', 'Elly De La Cruz', 'elly'], ['CCAR', 'Corbin Carroll', 'carroll']]),
    B('NL MVP', 'Sports', cl, [['nl-mvp-2029-shohei-ohtani', 'Shohei Ohtani', 'ohtani'], ['nl-mvp-2029-juan-soto', 'Juan Soto', 'soto'], ['nl-mvp-2029-elly-de-la-cruz', 'Elly De La Cruz', 'elly'], ['nl-mvp-2029-pete-crow-armstrong', 'Pete Crow-Armstrong', 'pca']]),
  ] }, ['place']);
}
{ // NL Cy Young 2029 (alpha, beta_us).
  const cl = z('2029-11-15', '00:00');
  addCase('mlb', { name: 'mlb-nl-cy-young-2029', events: [
    A('KXMLBNLCY-29', 'NL Cy Young 2029', 'Sports', cl, [['PSKE', 'Paul Skenes', 'skenes'], ['ZWHE', 'Zack Wheeler', 'wheeler'], ['YYAM', 'Yoshinobu Yamamoto', 'yamamoto'], ['CSAL', 'Chris Sale', 'sale']]),
    U('mlb-nl-cy-young-2029', 'NL Cy Young Award 2029', 'Sports', cl, [['mlb-nl-cy-young-2029-paul-skenes', 'Paul Skenes', 'skenes'], ['mlb-nl-cy-young-2029-yoshinobu-yamamoto', 'Yoshinobu Yamamoto', 'yamamoto'], ['mlb-nl-cy-young-2029-jacob-misiorowski', 'Jacob Misiorowski', 'miz']]),
  ] });
}

{ // NL Wild Card Series: Mets vs Padres (beta, beta_us), series winner.
  const cl = z('2029-10-05', '04:00');
  addCase('mlb', { name: 'mlb-nlwc-nym-sd-2029', events: [
    B('Mets vs. Padres: Wild Card Series Winner', 'Sports', cl, [['mlb-nlwc-2029-nym-sd', 'Mets vs. Padres', 'nym', { outcomes: yn('Mets', 'Padres') }]]),
    U('mlb-nlwc-2029-nym-sd', 'NL Wild Card Series: New York Mets vs San Diego Padres', 'Sports', cl, [['aec-mlb-nlwc-2029-nym-sd', 'Mets', 'nym', { outcomes: yn('Mets', 'Padres') }]]),
  ] });
}
{ // World Series Game 1, Oct 23 (alpha single) — single-venue distractor.
  addCase('mlb', { name: 'mlb-ws-game1-2029', events: [A1('KXMLBWSG1-29OCT23', 'Will the AL team win Game 1 of the 2029 World Series?', 'Sports', z('2029-10-24', '04:00'), 'AL', 'American League team', 'al')] });
}

// ───────────────────────────── NBA / NHL ─────────────────────────────

{ // NBA opening night Oct 23: New York at Boston (alpha, beta, beta_us, gamma).
  const d = '2029-10-23';
  addCase('nba', { name: 'nba-nyk-bos-2029-10-23', events: [
    A('KXNBAGAME-29OCT23NYKBOS', 'New York at Boston', 'Sports', z(next(d), '03:00'), [['NYK', 'New York', 'nyk'], ['BOS', 'Boston', 'bos']], { sources: [NBA] }),
    B('Knicks vs. Celtics', 'Sports', z(next(d), '03:00'), [['nba-nyk-bos-2029-10-23', 'Knicks vs. Celtics', 'nyk', { outcomes: yn('Knicks', 'Celtics') }]]),
    U('nba-nyk-bos-2029-10-23', 'New York Knicks at Boston Celtics', 'Sports', z(next(d), '03:00'), [['aec-nba-nyk-bos-2029-10-23', 'Knicks', 'nyk', { outcomes: yn('Knicks', 'Celtics') }]]),
    G('NBA opening night: Knicks @ Celtics (Oct 23)', z(next(d), '03:00'), [['Knicks', 'nyk'], ['Celtics', 'bos']]),
  ] });
}
{ // Opening night late game: Golden State at LA Lakers (alpha, beta).
  const d = '2029-10-23';
  addCase('nba', { name: 'nba-gsw-lal-2029-10-23', events: [
    A('KXNBAGAME-29OCT23GSWLAL', 'Golden State at Los Angeles L', 'Sports', z(next(d), '06:00'), [['GSW', 'Golden State', 'gsw'], ['LAL', 'Los Angeles L', 'lal']], { sources: [NBA] }),
    B('Warriors vs. Lakers', 'Sports', z(next(d), '06:00'), [['nba-gsw-lal-2029-10-23', 'Warriors vs. Lakers', 'gsw', { outcomes: yn('Warriors', 'Lakers') }]]),
  ] });
}
{ // Lakers at Warriors, Dec 25 — same teams, another date (beta, gamma).
  const d = '2029-12-25';
  addCase('nba', { name: 'nba-lal-gsw-2029-12-25', events: [
    B('Lakers vs. Warriors', 'Sports', z(next(d), '06:00'), [['nba-lal-gsw-2029-12-25', 'Lakers vs. Warriors', 'lal', { outcomes: yn('Lakers', 'Warriors') }]]),
    G('Christmas Day: Lakers at Warriors', z(next(d), '06:00'), [['Los Angeles Lakers', 'lal'], ['Golden State Warriors', 'gsw']]),
  ] }, ['date']);
}
{ // Thunder at Spurs, Wed Nov 14 (alpha, beta, gamma).
  const d = '2029-11-14';
  addCase('nba', { name: 'nba-okc-sas-2029-11-14', events: [
    A(`KXNBAGAME-${ad(d)}OKCSAS`, 'Oklahoma City at San Antonio', 'Sports', z(next(d), '04:30'), [['OKC', 'Oklahoma City', 'okc'], ['SAS', 'San Antonio', 'sas']], { sources: [NBA] }),
    B('Thunder vs. Spurs', 'Sports', z(next(d), '04:30'), [['nba-okc-sas-2029-11-14', 'Thunder vs. Spurs', 'okc', { outcomes: yn('Thunder', 'Spurs') }]]),
    G(`OKC Thunder @ SA Spurs (${short(d)})`, z(next(d), '04:30'), [['Thunder', 'okc'], ['Spurs', 'sas']]),
  ] });
}

{ // Knicks regular-season wins 2029-30: alpha over/under ladder, beta's 55+ (a rung alpha does not list), gamma's 50+.
  const cl = z('2030-04-13', '04:00');
  addCase('nba', { name: 'nba-knicks-wins-2029-30', events: [
    A('KXNBAWINS-30NYK', 'New York regular season wins 2029-30', 'Sports', cl, [['T49', 'Over 49.5 wins', 'o495'], ['T52', 'Over 52.5 wins', 'o525']]),
    B1('Will the Knicks win 55+ games in 2029-30?', 'Sports', cl, 'w55'),
    G1('Knicks 50 or more regular-season wins (2029–30)?', cl, 'o495'),
  ] }, ['threshold']);
}

{ // NBA champion 2030 (alpha, beta, gamma).
  const cl = z('2030-06-20', '04:00');
  addCase('nba', { name: 'nba-champion-2030', events: [
    A('KXNBA-30', 'Pro Basketball Champion 2030', 'Sports', cl, [['OKC', 'Oklahoma City', 'okc'], ['BOS', 'Boston', 'bos'], ['SAS', 'San Antonio', 'sas'], ['NYK', 'New York', 'nyk'], ['DEN', 'Denver', 'den'], ['MIN', 'Minnesota', 'min']]),
    B('NBA Champion 2030', 'Sports', cl, [['nba-champion-2030-thunder', 'Thunder', 'okc'], ['nba-champion-2030-celtics', 'Celtics', 'bos'], ['nba-champion-2030-spurs', 'Spurs', 'sas'], ['nba-champion-2030-knicks', 'Knicks', 'nyk'], ['nba-champion-2030-rockets', 'Rockets', 'hou']]),
    G('2030 NBA Finals champion', cl, [['Oklahoma City Thunder', 'okc'], ['San Antonio Spurs', 'sas'], ['Boston Celtics', 'bos'], ['Denver Nuggets', 'den']]),
  ] });
}
{ // NBA Cup 2029 (December) winner (alpha, beta_us) — a different competition from the title (no hard negative listed here).
  const cl = z('2029-12-18', '04:00');
  addCase('nba', { name: 'nba-cup-2029', events: [
    A('KXNBACUP-29', 'NBA Cup Champion 2029', 'Sports', cl, [['OKC', 'Oklahoma City', 'okc'], ['SAS', 'San Antonio', 'sas'], ['NYK', 'New York', 'nyk'], ['MIL', 'Milwaukee', 'mil']]),
    U('nba-cup-2029', 'Emirates NBA Cup 2029 Winner', 'Sports', cl, [['nba-cup-2029-thunder', 'Thunder', 'okc'], ['nba-cup-2029-spurs', 'Spurs', 'sas'], ['nba-cup-2029-knicks', 'Knicks', 'nyk'], ['nba-cup-2029-cavaliers', 'Cavaliers', 'cle']]),
  ] });
}
{ // NBA MVP 2029-30 (alpha, beta).
  const cl = z('2030-05-25', '00:00');
  addCase('nba', { name: 'nba-mvp-2030', events: [
    A('KXNBAMVP-30', 'NBA MVP 2029-30', 'Sports', cl, [['VWEM', 'Victor Wembanyama', 'wemby'], ['SGA', 'Shai Gilgeous-Alexander', 'sga'], ['NJOK', 'Nikola Jokic', 'jokic'], ['ANTE', 'Anthony Edwards', 'ant'], ['LDON', 'Luka Doncic', 'luka']]),
    B('NBA MVP 2029-30', 'Sports', cl, [['nba-mvp-2030-victor-wembanyama', 'Victor Wembanyama', 'wemby'], ['nba-mvp-2030-shai-gilgeous-alexander', 'Shai Gilgeous-Alexander', 'sga'], ['nba-mvp-2030-nikola-jokic', 'Nikola Jokić', 'jokic'], ['nba-mvp-2030-cooper-flagg', 'Cooper Flagg', 'flagg']]),
  ] });
}
{ // Wembanyama points in the opener Oct 23 (gamma only).
  addCase('nba', { name: 'nba-wemby-points-2029-10-23', events: [G1('Wembanyama 30+ points in the Spurs season opener (Oct 23, 2029)?', z('2029-10-24', '05:00'), 'w30')] });
}
{ // NHL opener Oct 10: Boston at NY Rangers (alpha, beta, gamma).
  const d = '2029-10-10';
  addCase('nhl', { name: 'nhl-bos-nyr-2029-10-10', events: [
    A('KXNHLGAME-29OCT10BOSNYR', 'Boston at New York R', 'Sports', z(next(d), '03:00'), [['BOS', 'Boston', 'bos'], ['NYR', 'New York R', 'nyr']], { sources: [NHL] }),
    B('Bruins vs. Rangers', 'Sports', z(next(d), '03:00'), [['nhl-bos-nyr-2029-10-10', 'Bruins vs. Rangers', 'bos', { outcomes: yn('Bruins', 'Rangers'), rules: 'Resolves to the winner of the game, including overtime and shootout.' }]]),
    G('NHL: Bruins @ Rangers, 10 Oct 2029', z(next(d), '03:00'), [['Boston Bruins', 'bos'], ['New York Rangers', 'nyr']], { rules: 'Winner of the game including overtime and shootout.' }),
  ] });
}
{ // Battle of Alberta Oct 13: Calgary at Edmonton — regulation three-way on alpha vs beta's two-way (OT and SO count):
  // the regulation result is a different measure from the game winner.
  const d = '2029-10-13';
  addCase('nhl', { name: 'nhl-cgy-edm-2029-10-13', groups: [['alpha'], ['beta']], events: [
    A('KXNHLREG-29OCT13CGYEDM', 'Calgary at Edmonton: regulation result', 'Sports', z(next(d), '06:00'), [['CGY', 'Calgary in regulation', 'cgyr'], ['TIE', 'Tied after regulation', 'tie'], ['EDM', 'Edmonton in regulation', 'edmr']]),
    B('Flames vs. Oilers', 'Sports', z(next(d), '06:00'), [['nhl-cgy-edm-2029-10-13', 'Flames vs. Oilers', 'cgy', { outcomes: yn('Flames', 'Oilers') }]]),
  ] }, ['measure']);
}
{ // Hockey Night in Canada, Sat Oct 13: Montreal at Toronto (beta, beta_us, gamma).
  const d = '2029-10-13';
  addCase('nhl', { name: 'nhl-mtl-tor-2029-10-13', events: [
    B('Canadiens vs. Maple Leafs', 'Sports', z(next(d), '03:00'), [['nhl-mtl-tor-2029-10-13', 'Canadiens vs. Maple Leafs', 'mtl', { outcomes: yn('Canadiens', 'Maple Leafs') }]]),
    U('nhl-mtl-tor-2029-10-13', 'Montreal Canadiens at Toronto Maple Leafs', 'Sports', z(next(d), '03:00'), [['aec-nhl-mtl-tor-2029-10-13', 'Canadiens', 'mtl', { outcomes: yn('Canadiens', 'Maple Leafs') }]]),
    G('Habs at Leafs, 13 Oct 2029', z(next(d), '03:00'), [['Montréal Canadiens', 'mtl'], ['Toronto Maple Leafs', 'tor']], { rules: 'Winner including overtime and shootout.' }),
  ] });
}

{ // Stanley Cup 2030 (alpha, beta_us, gamma).
  const cl = z('2030-06-25', '04:00');
  addCase('nhl', { name: 'nhl-stanley-cup-2030', events: [
    A('KXNHL-30', 'Pro Hockey Champion 2030', 'Sports', cl, [['EDM', 'Edmonton', 'edm'], ['FLA', 'Florida', 'fla'], ['COL', 'Colorado', 'col'], ['DAL', 'Dallas', 'dal'], ['CAR', 'Carolina', 'car']]),
    U('nhl-stanley-cup-2030', 'Stanley Cup Champion 2030', 'Sports', cl, [['nhl-stanley-cup-2030-oilers', 'Oilers', 'edm'], ['nhl-stanley-cup-2030-panthers', 'Panthers', 'fla'], ['nhl-stanley-cup-2030-avalanche', 'Avalanche', 'col'], ['nhl-stanley-cup-2030-hurricanes', 'Hurricanes', 'car']]),
    G('Who will lift the 2030 Stanley Cup?', cl, [['Edmonton Oilers', 'edm'], ['Florida Panthers', 'fla'], ['Colorado Avalanche', 'col'], ['Vegas Golden Knights', 'vgk']]),
  ] });
}

// ───────────────────────────── EUROPEAN FOOTBALL ─────────────────────────────

/** Beta's three markets of a soccer match (home win, draw, away win), slugs dated like the venue's. */
const betaMatch = (code: string, d: string, home: string, away: string, ts: [string, string, string], src = ''): Row[] => [
  [`${code}-${d}-${slug(home).split('-')[0]!}`, home, ts[0], { q: `Will ${home} win on ${d}?`, src }],
  [`${code}-${d}-draw`, `Draw (${home} vs. ${away})`, ts[1], { q: `Will ${home} vs. ${away} end in a draw?`, src }],
  [`${code}-${d}-${slug(away).split('-')[0]!}`, away, ts[2], { q: `Will ${away} win on ${d}?`, src }],
];

{ // North London derby, Sat Sep 22: Arsenal v Tottenham (alpha, beta, beta_us, gamma).
  const d = '2029-09-22';
  addCase('soccer', { name: 'epl-ars-tot-2029-09-22', events: [
    A('KXEPLGAME-29SEP22ARSTOT', 'Arsenal vs Tottenham', 'Sports', z(d, '18:30'), [['ARS', 'Arsenal', 'ars'], ['TIE', 'Tie', 'draw'], ['TOT', 'Tottenham', 'tot']], { sources: [PL], rules: 'Resolves on the result after 90 minutes plus stoppage time.' }),
    B('Arsenal vs. Tottenham', 'Sports', z(d, '18:30'), betaMatch('epl-ars-tot', d, 'Arsenal', 'Tottenham', ['ars', 'draw', 'tot'], 'https://www.premierleague.com/')),
    U('epl-ars-tot-2029-09-22', 'Arsenal FC vs Tottenham Hotspur', 'Sports', z(d, '18:30'), [['aec-epl-ars-tot-2029-09-22-ars', 'Arsenal', 'ars'], ['aec-epl-ars-tot-2029-09-22-draw', 'Draw', 'draw'], ['aec-epl-ars-tot-2029-09-22-tot', 'Tottenham', 'tot']]),
    G('Premier League: Arsenal v Spurs (22 Sep 2029) — result', z(d, '18:30'), [['Arsenal', 'ars'], ['Draw', 'draw'], ['Tottenham Hotspur', 'tot']], { rules: 'Full-time result (90 minutes plus added time).' }),
  ] });
}
{ // Merseyside derby Oct 6 at Anfield (alpha, beta) and the return at Everton's ground Dec 15 (alpha, gamma): two dates.
  addCase('soccer', { name: 'epl-liv-eve-2029-10-06', events: [
    A('KXEPLGAME-29OCT06LIVEVE', 'Liverpool vs Everton', 'Sports', z('2029-10-06', '16:00'), [['LIV', 'Liverpool', 'liv'], ['TIE', 'Tie', 'draw'], ['EVE', 'Everton', 'eve']], { sources: [PL] }),
    B('Liverpool vs. Everton', 'Sports', z('2029-10-06', '16:00'), betaMatch('epl-liv-eve', '2029-10-06', 'Liverpool', 'Everton', ['liv', 'draw', 'eve'])),
  ] });
  addCase('soccer', { name: 'epl-eve-liv-2029-12-15', events: [
    A('KXEPLGAME-29DEC15EVELIV', 'Everton vs Liverpool', 'Sports', z('2029-12-15', '19:30'), [['EVE', 'Everton', 'eve'], ['TIE', 'Tie', 'draw'], ['LIV', 'Liverpool', 'liv']], { sources: [PL] }),
    G('Everton v Liverpool, 15 December 2029', z('2029-12-15', '19:30'), [['Everton', 'eve'], ['Draw', 'draw'], ['Liverpool', 'liv']]),
  ] }, ['date']);
}
{ // Man City v Chelsea Nov 10: result (alpha, beta) vs both teams to score (gamma): different measures.
  const d = '2029-11-10';
  addCase('soccer', { name: 'epl-mci-che-2029-11-10', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEPLGAME-29NOV10MCICHE', 'Manchester City vs Chelsea', 'Sports', z(d, '19:30'), [['MCI', 'Manchester City', 'mci'], ['TIE', 'Tie', 'draw'], ['CHE', 'Chelsea', 'che']], { sources: [PL] }),
    B('Man City vs. Chelsea', 'Sports', z(d, '19:30'), betaMatch('epl-mci-che', d, 'Manchester City', 'Chelsea', ['mci', 'draw', 'che'])),
    G1('Man City vs Chelsea (10 Nov): both teams to score?', z(d, '19:30'), 'btts'),
  ] }, ['measure']);
}
{ // El Clásico, Sat Oct 27 at the Bernabéu (alpha, beta, gamma).
  const d = '2029-10-27';
  addCase('soccer', { name: 'laliga-rma-bar-2029-10-27', events: [
    A('KXLALIGAGAME-29OCT27RMABAR', 'Real Madrid vs Barcelona', 'Sports', z(d, '16:15'), [['RMA', 'Real Madrid', 'rma'], ['TIE', 'Tie', 'draw'], ['BAR', 'Barcelona', 'bar']], { sources: ['LaLiga https://www.laliga.com/en-GB/laliga-easports/results'] }),
    B('Real Madrid vs. Barcelona', 'Sports', z(d, '16:15'), betaMatch('lal-rma-bar', d, 'Real Madrid', 'Barcelona', ['rma', 'draw', 'bar'])),
    G('El Clásico: Real Madrid vs FC Barcelona (27/10/2029)', z(d, '16:15'), [['Real Madrid', 'rma'], ['Draw', 'draw'], ['FC Barcelona', 'bar']]),
  ] });
}
{ // Der Klassiker, Sat Nov 3: Bayern v Dortmund (beta, beta_us).
  const d = '2029-11-03';
  addCase('soccer', { name: 'bund-fcb-bvb-2029-11-03', events: [
    B('Bayern München vs. Borussia Dortmund', 'Sports', z(d, '19:30'), betaMatch('bun-bay-dor', d, 'Bayern München', 'Borussia Dortmund', ['fcb', 'draw', 'bvb'])),
    U('bun-bay-dor-2029-11-03', 'FC Bayern Munich vs Borussia Dortmund', 'Sports', z(d, '19:30'), [['aec-bun-bay-dor-2029-11-03-bay', 'Bayern', 'fcb'], ['aec-bun-bay-dor-2029-11-03-draw', 'Draw', 'draw'], ['aec-bun-bay-dor-2029-11-03-dor', 'Dortmund', 'bvb']]),
  ] });
}
{ // Derby della Madonnina, Sun Sep 30: Inter v Milan (alpha, gamma).
  const d = '2029-09-30';
  addCase('soccer', { name: 'seriea-int-mil-2029-09-30', events: [
    A('KXSERIEAGAME-29SEP30INTMIL', 'Inter vs AC Milan', 'Sports', z(d, '20:45'), [['INT', 'Inter', 'inter'], ['TIE', 'Tie', 'draw'], ['MIL', 'AC Milan', 'milan']]),
    G('Serie A: Internazionale – Milan, 30 Sep 2029', z(d, '20:45'), [['Inter Milan', 'inter'], ['Draw', 'draw'], ['AC Milan', 'milan']]),
  ] });
}
{ // Champions League league phase, Tue Nov 6: Real Madrid v Bayern (alpha, beta, gamma) — 90-minute result.
  const d = '2029-11-06';
  addCase('soccer', { name: 'ucl-rma-fcb-2029-11-06', events: [
    A('KXUCLGAME-29NOV06RMABAY', 'Real Madrid vs Bayern Munich', 'Sports', z(d, '22:00'), [['RMA', 'Real Madrid', 'rma'], ['TIE', 'Tie', 'draw'], ['BAY', 'Bayern Munich', 'fcb']], { sources: [UEFA] }),
    B('Real Madrid vs. Bayern München', 'Sports', z(d, '22:00'), betaMatch('ucl-rma-bay', d, 'Real Madrid', 'Bayern München', ['rma', 'draw', 'fcb'], 'https://www.uefa.com/')),
    G('UCL Matchday 4: Real Madrid v Bayern', z(d, '22:00'), [['Real Madrid', 'rma'], ['Draw', 'draw'], ['Bayern', 'fcb']]),
  ] });
}
{ // Champions League, Wed Oct 3: PSG v Liverpool (beta, beta_us) — single-pair case.
  const d = '2029-10-03';
  addCase('soccer', { name: 'ucl-psg-liv-2029-10-03', events: [
    B('PSG vs. Liverpool', 'Sports', z(d, '21:00'), betaMatch('ucl-psg-liv', d, 'Paris Saint-Germain', 'Liverpool', ['psg', 'draw', 'liv'])),
    U('ucl-psg-liv-2029-10-03', 'Paris Saint-Germain vs Liverpool FC', 'Sports', z(d, '21:00'), [['aec-ucl-psg-liv-2029-10-03-psg', 'PSG', 'psg'], ['aec-ucl-psg-liv-2029-10-03-draw', 'Draw', 'draw'], ['aec-ucl-psg-liv-2029-10-03-liv', 'Liverpool', 'liv']]),
  ] });
}
{ // Manchester derby, Sat Dec 8: Man United v Man City (alpha, beta_us, gamma).
  const d = '2029-12-08';
  addCase('soccer', { name: 'epl-mun-mci-2029-12-08', events: [
    A(`KXEPLGAME-${ad(d)}MUNMCI`, 'Manchester United vs Manchester City', 'Sports', z(d, '19:30'), [['MUN', 'Manchester United', 'mun'], ['TIE', 'Tie', 'draw'], ['MCI', 'Manchester City', 'mci']], { sources: [PL] }),
    U('epl-mun-mci-2029-12-08', 'Manchester United vs Manchester City', 'Sports', z(d, '19:30'), [['aec-epl-mun-mci-2029-12-08-mun', 'Man United', 'mun'], ['aec-epl-mun-mci-2029-12-08-draw', 'Draw', 'draw'], ['aec-epl-mun-mci-2029-12-08-mci', 'Man City', 'mci']]),
    G(`Man Utd v Man City — ${short(d)} 2029`, z(d, '19:30'), [['Man Utd', 'mun'], ['Draw', 'draw'], ['Man City', 'mci']]),
  ] });
}

{ // Premier League 2029-30 champion (alpha, beta, gamma) vs top-four finish for Arsenal (beta_us): different measure.
  const cl = z('2030-05-26', '17:00');
  addCase('soccer', { name: 'epl-winner-2029-30', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXEPL-30', 'English Premier League winner 2029-30', 'Sports', cl, [['ARS', 'Arsenal', 'ars'], ['MCI', 'Manchester City', 'mci'], ['LIV', 'Liverpool', 'liv'], ['CHE', 'Chelsea', 'che'], ['NEW', 'Newcastle', 'new']]),
    B('Premier League Winner 2029-30', 'Sports', cl, [['epl-2029-30-arsenal', 'Arsenal', 'ars'], ['epl-2029-30-man-city', 'Man City', 'mci'], ['epl-2029-30-liverpool', 'Liverpool', 'liv'], ['epl-2029-30-chelsea', 'Chelsea', 'che'], ['epl-2029-30-man-united', 'Man United', 'mun']]),
    G('2029/30 Premier League title', cl, [['Arsenal', 'ars'], ['Manchester City', 'mci'], ['Liverpool', 'liv']]),
    U1('epl-2029-30-arsenal-top-four', 'Will Arsenal finish in the top 4 of the 2029-30 Premier League?', 'Sports', cl, 'ars4'),
  ] }, ['measure']);
}
{ // Champions League 2029-30 winner (beta, gamma).
  const cl = z('2030-05-31', '22:00');
  addCase('soccer', { name: 'ucl-winner-2030', events: [
    B('UEFA Champions League Winner 2029-30', 'Sports', cl, [['ucl-2030-real-madrid', 'Real Madrid', 'rma'], ['ucl-2030-bayern', 'Bayern München', 'fcb'], ['ucl-2030-arsenal', 'Arsenal', 'ars'], ['ucl-2030-psg', 'PSG', 'psg'], ['ucl-2030-barcelona', 'Barcelona', 'bar']]),
    G('Champions League 2030 winner', cl, [['Real Madrid', 'rma'], ['Bayern Munich', 'fcb'], ['Paris Saint-Germain', 'psg'], ['Barcelona', 'bar'], ['Liverpool', 'liv']]),
  ] });
}
{ // Ballon d'Or 2029 (alpha, beta).
  const cl = z('2029-10-29', '22:00');
  addCase('soccer', { name: 'ballon-dor-2029', events: [
    A('KXBALLONDOR-29', "Ballon d'Or 2029 winner", 'Sports', cl, [['LYAM', 'Lamine Yamal', 'yamal'], ['KMBA', 'Kylian Mbappé', 'mbappe'], ['EHAA', 'Erling Haaland', 'haaland'], ['JBEL', 'Jude Bellingham', 'bellingham']]),
    B("Ballon d'Or 2029", 'Sports', cl, [['ballon-dor-2029-lamine-yamal', 'Lamine Yamal', 'yamal'], ['ballon-dor-2029-kylian-mbappe', 'Kylian Mbappe', 'mbappe'], ['ballon-dor-2029-erling-haaland', 'Erling Haaland', 'haaland'], ['ballon-dor-2029-pedri', 'Pedri', 'pedri']]),
  ] });
}
{ // MLS Cup 2029, Dec 8 (alpha, beta_us).
  const cl = z('2029-12-09', '02:00');
  addCase('soccer', { name: 'mls-cup-2029', events: [
    A('KXMLSCUP-29', 'MLS Cup 2029', 'Sports', cl, [['MIA', 'Inter Miami', 'mia'], ['LAFC', 'LAFC', 'lafc'], ['CLB', 'Columbus', 'clb'], ['CIN', 'FC Cincinnati', 'cin']]),
    U('mls-cup-2029', 'MLS Cup 2029 Champion', 'Sports', cl, [['mls-cup-2029-inter-miami-cf', 'Inter Miami CF', 'mia'], ['mls-cup-2029-los-angeles-fc', 'Los Angeles FC', 'lafc'], ['mls-cup-2029-columbus-crew', 'Columbus Crew', 'clb'], ['mls-cup-2029-la-galaxy', 'LA Galaxy', 'lag']]),
  ] });
}
{ // Premier League Golden Boot 2029-30 (gamma only).
  addCase('soccer', { name: 'epl-golden-boot-2029-30', events: [G('Premier League top scorer 2029/30', z('2030-05-26', '17:00'), [['Erling Haaland', 'haaland'], ['Mohamed Salah', 'salah'], ['Alexander Isak', 'isak']])] });
}

// ───────────────────────────── TENNIS AND GOLF ─────────────────────────────

{ // US Open men's final, Sun Sep 9: Sinner v Alcaraz (alpha, beta, beta_us, gamma).
  const d = '2029-09-09';
  addCase('tennis', { name: 'uso-mens-final-2029', events: [
    A('KXATPMATCH-29SEP09SINALC', "US Open Men's Final: Sinner vs Alcaraz", 'Sports', z(d, '23:59'), [['SIN', 'Jannik Sinner', 'sinner'], ['ALC', 'Carlos Alcaraz', 'alcaraz']], { sources: ['USTA https://www.usopen.org/en_US/scores/'] }),
    B('US Open Final: Sinner vs. Alcaraz', 'Sports', z(d, '23:59'), [['us-open-2029-mens-final-sinner-alcaraz', 'Sinner vs. Alcaraz', 'sinner', { outcomes: yn('Sinner', 'Alcaraz') }]]),
    U('atp-sinner-alcaraz-2029-09-09', 'J. Sinner vs C. Alcaraz — US Open Final', 'Sports', z(d, '23:59'), [['aec-atp-sinner-alcaraz-2029-09-09', 'Sinner', 'sinner', { outcomes: yn('Sinner', 'Alcaraz') }]]),
    G('2029 US Open men’s singles final', z(d, '23:59'), [['Carlos Alcaraz', 'alcaraz'], ['Jannik Sinner', 'sinner']]),
  ] });
}
{ // US Open men's semifinal, Fri Sep 7: Sinner v Fritz (alpha, beta) — same player, an earlier round.
  const d = '2029-09-07';
  addCase('tennis', { name: 'uso-mens-sf-sinner-fritz-2029', events: [
    A('KXATPMATCH-29SEP07SINFRI', 'US Open Semifinal: Sinner vs Fritz', 'Sports', z(next(d), '04:00'), [['SIN', 'Jannik Sinner', 'sinner'], ['FRI', 'Taylor Fritz', 'fritz']]),
    B('US Open Semifinal: Sinner vs. Fritz', 'Sports', z(next(d), '04:00'), [['us-open-2029-sf-sinner-fritz', 'Sinner vs. Fritz', 'sinner', { outcomes: yn('Sinner', 'Fritz') }]]),
  ] }, ['round']);
}
{ // US Open women's champion, Sat Sep 8 (alpha, beta).
  const cl = z('2029-09-08', '23:59');
  addCase('tennis', { name: 'uso-womens-champion-2029', events: [
    A('KXUSOWOMEN-29', "US Open Women's Singles Champion 2029", 'Sports', cl, [['SABA', 'Aryna Sabalenka', 'sabalenka'], ['GAUF', 'Coco Gauff', 'gauff'], ['SWIA', 'Iga Swiatek', 'swiatek'], ['ANDR', 'Mirra Andreeva', 'andreeva']]),
    B("US Open Women's Winner 2029", 'Sports', cl, [['us-open-2029-women-sabalenka', 'Aryna Sabalenka', 'sabalenka'], ['us-open-2029-women-gauff', 'Coco Gauff', 'gauff'], ['us-open-2029-women-swiatek', 'Iga Świątek', 'swiatek'], ['us-open-2029-women-mboko', 'Victoria Mboko', 'mboko']]),
  ] });
}
{ // ATP Finals 2029 champion, Turin, Nov 18 (alpha, beta, gamma).
  const cl = z('2029-11-18', '21:00');
  addCase('tennis', { name: 'atp-finals-2029', events: [
    A('KXATPFINALS-29', 'ATP Finals 2029 winner', 'Sports', cl, [['SIN', 'Jannik Sinner', 'sinner'], ['ALC', 'Carlos Alcaraz', 'alcaraz'], ['ZVE', 'Alexander Zverev', 'zverev'], ['DRA', 'Jack Draper', 'draper']]),
    B('Nitto ATP Finals Champion', 'Sports', cl, [['atp-finals-2029-sinner', 'Jannik Sinner', 'sinner'], ['atp-finals-2029-alcaraz', 'Carlos Alcaraz', 'alcaraz'], ['atp-finals-2029-fritz', 'Taylor Fritz', 'fritz']]),
    G('Who wins the 2029 ATP Finals in Turin?', cl, [['Sinner', 'sinner'], ['Alcaraz', 'alcaraz'], ['Zverev', 'zverev']]),
  ] });
}
{ // Davis Cup Finals 2029 winner (beta, gamma).
  const cl = z('2029-11-25', '20:00');
  addCase('tennis', { name: 'davis-cup-2029', events: [
    B('Davis Cup 2029 Winner', 'Sports', cl, [['davis-cup-2029-italy', 'Italy', 'ita'], ['davis-cup-2029-spain', 'Spain', 'esp'], ['davis-cup-2029-usa', 'USA', 'usa'], ['davis-cup-2029-australia', 'Australia', 'aus']]),
    G('Davis Cup Final 8, November 2029: winning nation', cl, [['Italy', 'ita'], ['Spain', 'esp'], ['United States', 'usa'], ['Germany', 'ger']]),
  ] });
}
{ // Year-end ATP No. 1 2029 (alpha) vs year-end WTA No. 1 (beta_us): different tours.
  const cl = z('2029-11-19', '12:00');
  addCase('tennis', { name: 'year-end-no1-2029', groups: [['alpha'], ['beta_us']], events: [
    A('KXATPYENO1-29', 'ATP year-end No. 1 in 2029', 'Sports', cl, [['SIN', 'Jannik Sinner', 'sinner'], ['ALC', 'Carlos Alcaraz', 'alcaraz']]),
    U('wta-year-end-no-1-2029', 'WTA Year-End World No. 1 2029', 'Sports', cl, [['wta-year-end-no-1-2029-sabalenka', 'Aryna Sabalenka', 'sabalenka'], ['wta-year-end-no-1-2029-swiatek', 'Iga Swiatek', 'swiatek']]),
  ] }, ['category']);
}
{ // WTA Finals 2029 champion (beta) — single venue.
  addCase('tennis', { name: 'wta-finals-2029', events: [B('WTA Finals 2029 Winner', 'Sports', z('2029-11-08', '20:00'), [['wta-finals-2029-sabalenka', 'Aryna Sabalenka', 'sabalenka'], ['wta-finals-2029-gauff', 'Coco Gauff', 'gauff'], ['wta-finals-2029-andreeva', 'Mirra Andreeva', 'andreeva']])] });
}

{ // Ryder Cup 2029, Hazeltine, Sep 28–30 (alpha with a tie bucket, beta, beta_us, gamma).
  const cl = z('2029-09-30', '23:59');
  addCase('golf', { name: 'ryder-cup-2029', events: [
    A('KXRYDERCUP-29', 'Ryder Cup 2029 winner', 'Sports', cl, [['USA', 'United States', 'usa'], ['EUR', 'Europe', 'eur'], ['TIE', 'Tie (14-14)', 'tie']], { sources: ['Ryder Cup https://www.rydercup.com'] }),
    B('Ryder Cup 2029 Winner', 'Sports', cl, [['ryder-cup-2029-team-usa', 'Team USA', 'usa'], ['ryder-cup-2029-team-europe', 'Team Europe', 'eur'], ['ryder-cup-2029-tie', 'Tie', 'tie']]),
    U1('ryder-cup-2029-usa-win', 'Will Team USA win the 2029 Ryder Cup?', 'Sports', cl, 'usa'),
    G('2029 Ryder Cup at Hazeltine: outright winner', cl, [['USA', 'usa'], ['Europe', 'eur']]),
  ] });
}
{ // DP World Tour Championship, Dubai, Nov 18 (alpha, gamma).
  const cl = z('2029-11-18', '14:00');
  addCase('golf', { name: 'dpwt-championship-2029', events: [
    A('KXDPWTC-29', 'DP World Tour Championship 2029 winner', 'Sports', cl, [['RMCI', 'Rory McIlroy', 'rory'], ['TFLE', 'Tommy Fleetwood', 'fleetwood'], ['SLOW', 'Shane Lowry', 'lowry'], ['FIELD', 'Field', 'field']]),
    G('DP World Tour Championship (Dubai) 2029', cl, [['Rory McIlroy', 'rory'], ['Tommy Fleetwood', 'fleetwood'], ['Ludvig Åberg', 'aberg']]),
  ] });
}
{ // Hero World Challenge, Dec 2 — single venue (beta).
  addCase('golf', { name: 'hero-world-challenge-2029', events: [B('Hero World Challenge 2029 Winner', 'Sports', z('2029-12-02', '23:00'), [['hero-2029-scottie-scheffler', 'Scottie Scheffler', 'scheffler'], ['hero-2029-xander-schauffele', 'Xander Schauffele', 'xander'], ['hero-2029-collin-morikawa', 'Collin Morikawa', 'morikawa']])] });
}

// ───────────────────────────── MOTORSPORT ─────────────────────────────

{ // F1 United States GP, Austin, Sun Oct 21 (alpha, beta, gamma) vs the Sprint on Sat Oct 20 (beta_us).
  const d = '2029-10-21';
  addCase('motorsport', { name: 'f1-usgp-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXF1RACE-29USGP', 'United States Grand Prix 2029 winner', 'Sports', z(d, '22:00'), [['VER', 'Max Verstappen', 'ver'], ['NOR', 'Lando Norris', 'nor'], ['PIA', 'Oscar Piastri', 'pia'], ['LEC', 'Charles Leclerc', 'lec'], ['RUS', 'George Russell', 'rus']], { sources: [F1] }),
    B('F1: United States Grand Prix Winner', 'Sports', z(d, '22:00'), [['f1-us-gp-2029-verstappen', 'Max Verstappen', 'ver'], ['f1-us-gp-2029-norris', 'Lando Norris', 'nor'], ['f1-us-gp-2029-piastri', 'Oscar Piastri', 'pia'], ['f1-us-gp-2029-antonelli', 'Kimi Antonelli', 'ant']]),
    G('Formula 1 COTA 2029 (Austin GP, Oct 21) race winner', z(d, '22:00'), [['Verstappen', 'ver'], ['Norris', 'nor'], ['Leclerc', 'lec']]),
    U('f1-us-sprint-2029', 'F1 US Sprint 2029 Winner', 'Sports', z('2029-10-20', '19:00'), [['f1-us-sprint-2029-verstappen', 'Max Verstappen', 'sver'], ['f1-us-sprint-2029-norris', 'Lando Norris', 'snor']]),
  ] }, ['round']);
}
{ // F1 Las Vegas GP, Sat night Nov 17 local = Nov 18 UTC: winner (alpha, beta) vs pole position (gamma).
  addCase('motorsport', { name: 'f1-lasvegas-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXF1RACE-29LVGP', 'Las Vegas Grand Prix 2029 winner', 'Sports', z('2029-11-18', '09:00'), [['VER', 'Max Verstappen', 'ver'], ['NOR', 'Lando Norris', 'nor'], ['RUS', 'George Russell', 'rus']], { sources: [F1] }),
    B('Las Vegas Grand Prix Winner', 'Sports', z('2029-11-18', '09:00'), [['f1-las-vegas-gp-2029-verstappen', 'Verstappen', 'ver'], ['f1-las-vegas-gp-2029-norris', 'Norris', 'nor'], ['f1-las-vegas-gp-2029-russell', 'Russell', 'rus'], ['f1-las-vegas-gp-2029-leclerc', 'Leclerc', 'lec']]),
    G('Las Vegas GP 2029: pole position', z('2029-11-17', '09:00'), [['Max Verstappen', 'pver'], ['Lando Norris', 'pnor'], ['Charles Leclerc', 'plec']]),
  ] }, ['measure']);
}
{ // F1 São Paulo GP, Sun Nov 4 (beta, gamma).
  const cl = z('2029-11-04', '20:00');
  addCase('motorsport', { name: 'f1-saopaulo-2029', events: [
    B('São Paulo Grand Prix Winner', 'Sports', cl, [['f1-sao-paulo-gp-2029-norris', 'Lando Norris', 'nor'], ['f1-sao-paulo-gp-2029-verstappen', 'Max Verstappen', 'ver'], ['f1-sao-paulo-gp-2029-piastri', 'Oscar Piastri', 'pia']]),
    G('Grande Prêmio de São Paulo 2029 (Interlagos) — winner', cl, [['Norris', 'nor'], ['Verstappen', 'ver'], ['Piastri', 'pia'], ['Hamilton', 'ham']]),
  ] });
}
{ // F1 Abu Dhabi GP, Sun Dec 2 (alpha, gamma).
  const cl = z('2029-12-02', '16:00');
  addCase('motorsport', { name: 'f1-abudhabi-2029', events: [
    A('KXF1RACE-29ABUGP', 'Abu Dhabi Grand Prix 2029 winner', 'Sports', cl, [['VER', 'Max Verstappen', 'ver'], ['NOR', 'Lando Norris', 'nor'], ['PIA', 'Oscar Piastri', 'pia']]),
    G('Abu Dhabi GP (Yas Marina), 2 Dec 2029', cl, [['Verstappen', 'ver'], ['Norris', 'nor'], ['Piastri', 'pia']]),
  ] });
}
{ // F1 Mexico City GP, Oct 28 — alpha only.
  addCase('motorsport', { name: 'f1-mexico-2029', events: [A('KXF1RACE-29MEXGP', 'Mexico City Grand Prix 2029 winner', 'Sports', z('2029-10-28', '22:00'), [['VER', 'Max Verstappen', 'ver'], ['NOR', 'Lando Norris', 'nor'], ['LEC', 'Charles Leclerc', 'lec']])] });
}
{ // F1 Drivers' Champion 2029 (alpha, beta, gamma) vs Constructors' Champion (beta_us).
  const cl = z('2029-12-02', '16:00');
  addCase('motorsport', { name: 'f1-drivers-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXF1-29', 'F1 Drivers Champion 2029', 'Sports', cl, [['VER', 'Max Verstappen', 'ver'], ['NOR', 'Lando Norris', 'nor'], ['PIA', 'Oscar Piastri', 'pia'], ['RUS', 'George Russell', 'rus'], ['LEC', 'Charles Leclerc', 'lec']], { sources: [F1] }),
    B("F1 Drivers' Champion 2029", 'Sports', cl, [['f1-drivers-champion-2029-verstappen', 'Max Verstappen', 'ver'], ['f1-drivers-champion-2029-norris', 'Lando Norris', 'nor'], ['f1-drivers-champion-2029-piastri', 'Oscar Piastri', 'pia'], ['f1-drivers-champion-2029-antonelli', 'Kimi Antonelli', 'ant']]),
    G('2029 Formula 1 World Drivers’ Championship', cl, [['Verstappen', 'ver'], ['Norris', 'nor'], ['Russell', 'rus']]),
    U('f1-constructors-champion-2029', "F1 Constructors' Champion 2029", 'Sports', cl, [['f1-constructors-2029-mclaren', 'McLaren', 'mcl'], ['f1-constructors-2029-red-bull', 'Red Bull Racing', 'rbr'], ['f1-constructors-2029-mercedes', 'Mercedes', 'mer']]),
  ] }, ['category']);
}
{ // MotoGP Valencia GP, Sun Nov 18 (alpha, beta).
  const cl = z('2029-11-18', '15:00');
  addCase('motorsport', { name: 'motogp-valencia-2029', events: [
    A('KXMOTOGP-29VALGP', 'MotoGP Valencia Grand Prix 2029 winner', 'Sports', cl, [['MMAR', 'Marc Márquez', 'marc'], ['FBAG', 'Francesco Bagnaia', 'pecco'], ['JMAR', 'Jorge Martín', 'martin'], ['PACO', 'Pedro Acosta', 'acosta']]),
    B('MotoGP: Valencia GP Winner', 'Sports', cl, [['motogp-valencia-2029-marc-marquez', 'Marc Marquez', 'marc'], ['motogp-valencia-2029-pedro-acosta', 'Pedro Acosta', 'acosta'], ['motogp-valencia-2029-alex-marquez', 'Alex Marquez', 'alex']]),
  ] });
}
{ // MotoGP 2029 riders' champion — gamma only.
  addCase('motorsport', { name: 'motogp-champion-2029', events: [G('2029 MotoGP World Champion', z('2029-11-18', '15:00'), [['Marc Márquez', 'marc'], ['Pedro Acosta', 'acosta'], ['Francesco Bagnaia', 'pecco']])] });
}

// ───────────────────────────── COMBAT SPORTS ─────────────────────────────

{ // UFC lightweight title, Sat Dec 8: Topuria v Tsarukyan — winner (alpha, beta, gamma) vs method (beta_us).
  const cl = z('2029-12-09', '07:00');
  addCase('combat', { name: 'ufc-topuria-tsarukyan-2029', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXUFCFIGHT-29DEC08TOPTSA', 'Topuria vs Tsarukyan', 'Sports', cl, [['TOP', 'Ilia Topuria', 'top'], ['TSA', 'Arman Tsarukyan', 'tsa']], { sources: ['UFC https://www.ufc.com/events'] }),
    B('UFC: Ilia Topuria vs. Arman Tsarukyan', 'Sports', cl, [['ufc-ilia-topuria-vs-arman-tsarukyan-2029-12-08', 'Topuria vs. Tsarukyan', 'top', { outcomes: yn('Topuria', 'Tsarukyan') }]]),
    G('UFC lightweight title (Dec 8, 2029): Topuria vs Tsarukyan', cl, [['Ilia Topuria', 'top'], ['Arman Tsarukyan', 'tsa']]),
    U1('ufc-topuria-tsarukyan-topuria-by-ko', 'Topuria wins by KO/TKO vs Tsarukyan?', 'Sports', cl, 'topko'),
  ] }, ['measure']);
}
{ // Boxing, Sat Nov 17: Shakur Stevenson v Keyshawn Davis — alpha three-way (with draw), beta two-way; goes the distance (gamma).
  const cl = z('2029-11-18', '07:00');
  addCase('combat', { name: 'box-stevenson-davis-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBOXING-29NOV17STEDAV', 'Stevenson vs Davis', 'Sports', cl, [['STE', 'Shakur Stevenson', 'ste'], ['DAV', 'Keyshawn Davis', 'dav'], ['DRAW', 'Draw', 'draw']]),
    B('Shakur Stevenson vs. Keyshawn Davis', 'Sports', cl, [['boxing-stevenson-vs-davis-2029-11-17', 'Stevenson vs. Davis', 'ste', { outcomes: yn('Stevenson', 'Davis') }]]),
    G1('Stevenson–Davis: fight goes the distance?', cl, 'dist'),
  ] }, ['measure']);
}
{ // UFC Fight Night, Oct 13 — single venue (beta).
  addCase('combat', { name: 'ufc-fn-2029-10-13', events: [B('UFC Fight Night: Jack Della Maddalena vs. Shavkat Rakhmonov', 'Sports', z('2029-10-14', '06:00'), [['ufc-della-maddalena-vs-rakhmonov-2029-10-13', 'Della Maddalena vs. Rakhmonov', 'jdm', { outcomes: yn('Della Maddalena', 'Rakhmonov') }]])] });
}

// ───────────────────────────── ESPORTS ─────────────────────────────

{ // League of Legends Worlds 2029 champion (alpha, beta, gamma).
  const cl = z('2029-11-11', '15:00');
  addCase('esports', { name: 'lol-worlds-2029', events: [
    A('KXLOLWORLDS-29', 'League of Legends World Championship 2029', 'Sports', cl, [['T1', 'T1', 't1'], ['GEN', 'Gen.G', 'gen'], ['BLG', 'Bilibili Gaming', 'blg'], ['HLE', 'Hanwha Life Esports', 'hle'], ['G2', 'G2 Esports', 'g2']]),
    B('LoL Worlds 2029 Winner', 'Esports', cl, [['lol-worlds-2029-t1', 'T1', 't1'], ['lol-worlds-2029-gen-g', 'Gen.G', 'gen'], ['lol-worlds-2029-bilibili-gaming', 'BLG', 'blg'], ['lol-worlds-2029-jd-gaming', 'JDG', 'jdg']]),
    G('Worlds 2029 (LoL): champion team', cl, [['T1', 't1'], ['Gen.G Esports', 'gen'], ['Hanwha Life', 'hle']]),
  ] });
}
{ // Worlds 2029 final, Nov 10: T1 v Gen.G (beta) — one match, a different event from the tournament winner market.
  addCase('esports', { name: 'lol-worlds-final-2029', events: [B('LoL: T1 vs Gen.G (BO5) - Worlds 2029 Final', 'Esports', z('2029-11-10', '15:00'), [['lol-t1-gen-2029-11-10', 'T1 vs Gen.G', 't1', { outcomes: yn('T1', 'Gen.G') }]])] }, ['round']);
}
{ // The International 2029 (Dota 2), September (alpha, beta).
  const cl = z('2029-09-16', '20:00');
  addCase('esports', { name: 'dota-ti-2029', events: [
    A('KXDOTATI-29', 'The International 2029 winner', 'Sports', cl, [['SPIRIT', 'Team Spirit', 'spirit'], ['FAL', 'Team Falcons', 'falcons'], ['TL', 'Team Liquid', 'liquid'], ['GG', 'Gaimin Gladiators', 'gg']]),
    B('Dota 2: The International 2029 Winner', 'Esports', cl, [['ti-2029-team-spirit', 'Team Spirit', 'spirit'], ['ti-2029-team-falcons', 'Falcons', 'falcons'], ['ti-2029-team-liquid', 'Liquid', 'liquid'], ['ti-2029-tundra', 'Tundra Esports', 'tundra']]),
  ] });
}
{ // Counter-Strike 2 Major, December 2029 (beta, gamma).
  const cl = z('2029-12-16', '20:00');
  addCase('esports', { name: 'cs2-major-dec-2029', events: [
    B('CS2 Major (December 2029) Winner', 'Esports', cl, [['cs2-major-dec-2029-vitality', 'Team Vitality', 'vit'], ['cs2-major-dec-2029-spirit', 'Team Spirit', 'spirit'], ['cs2-major-dec-2029-mouz', 'MOUZ', 'mouz'], ['cs2-major-dec-2029-faze', 'FaZe Clan', 'faze']]),
    G('Counter-Strike Major, Dec 2029: who wins?', cl, [['Vitality', 'vit'], ['Spirit', 'spirit'], ['MOUZ', 'mouz'], ['NAVI', 'navi']]),
  ] });
}
{ // Valorant Champions 2029 (gamma only).
  addCase('esports', { name: 'valorant-champions-2029', events: [G('VALORANT Champions 2029 winner', z('2029-09-23', '15:00'), [['Fnatic', 'fnc'], ['Paper Rex', 'prx'], ['Sentinels', 'sen']])] });
}

// ───────────────────────────── WEATHER ─────────────────────────────

{ // Hurricane landfall in Florida by Oct 31 (alpha, beta) vs during the 2029 season, through Nov 30 (gamma).
  addCase('weather', { name: 'hurricane-florida-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXHURFL-29OCT31', 'Will a hurricane make landfall in Florida before Nov 2029?', 'Climate and Weather', z('2029-10-31', '23:59'), 'Y', 'Landfall by Oct 31', 'oct', { rules: 'If the National Hurricane Center reports that an Atlantic hurricane made landfall in Florida at hurricane strength between Jun 1, 2029 and Oct 31, 2029, then the market resolves to Yes.' }),
    B1('Hurricane landfall in Florida by October 31?', 'Weather', z('2029-10-31', '23:59'), 'oct', { mx: { src: 'https://www.nhc.noaa.gov/', rules: 'This market resolves to "Yes" if a hurricane makes landfall in Florida between June 1 and October 31, 2029 (ET), as reported by the NHC. Tropical storms do not count.' } }),
    G1('Florida hurricane landfall in the 2029 Atlantic season?', z('2029-11-30', '23:59'), 'season', { rules: 'Yes if any hurricane makes landfall in Florida between 1 June and 30 November 2029 per NHC tropical cyclone reports.' }),
  ] }, ['deadline']);
}
{ // Hurricane landfall in Texas in 2029 (beta_us) — another state.
  addCase('weather', { name: 'hurricane-texas-2029', events: [U1('hurricane-landfall-texas-2029', 'Will a hurricane make landfall in Texas in 2029?', 'Weather', z('2029-11-30', '23:59'), 'tx')] }, ['place']);
}
{ // Number of Atlantic hurricanes in 2029: alpha "above N" ladder, beta binaries "N or more", gamma buckets.
  // Counts are integers: "above 7" = "8 or more"; gamma's "12 or more" bucket = alpha's "above 11"; the other buckets differ.
  const cl = z('2029-12-01', '05:00');
  addCase('weather', { name: 'atlantic-hurricanes-2029', events: [
    A('KXHURCOUNT-29', 'Number of Atlantic hurricanes in 2029', 'Climate and Weather', cl, [['T7', 'Above 7', 'a7'], ['T9', 'Above 9', 'a9'], ['T11', 'Above 11', 'a11']], { sources: [NHC] }),
    B('How many Atlantic hurricanes in 2029?', 'Weather', cl, [['8-or-more-atlantic-hurricanes-in-2029', '8+', 'a7'], ['10-or-more-atlantic-hurricanes-in-2029', '10+', 'a9'], ['12-or-more-atlantic-hurricanes-in-2029', '12+', 'a11']]),
    G('2029 Atlantic season: total hurricanes', cl, [['7 or fewer', 'le7'], ['8–9', 'b89'], ['10–11', 'b1011'], ['12 or more', 'a11']]),
  ] });
}
{ // A Category 5 Atlantic hurricane in 2029 (beta, beta_us) vs a major (Cat 3+) hurricane landfall in the US (alpha).
  const cl = z('2029-11-30', '23:59');
  addCase('weather', { name: 'cat5-hurricane-2029', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('Category 5 hurricane in 2029?', 'Weather', cl, 'cat5', { mx: { rules: 'Resolves "Yes" if any Atlantic hurricane reaches Category 5 intensity (sustained winds of 157 mph or more) in 2029, per NHC advisories.' } }),
    U1('category-5-atlantic-hurricane-2029', 'Will an Atlantic hurricane reach Category 5 in 2029?', 'Weather', cl, 'cat5'),
    A1('KXMAJORHUR-29', 'Major hurricane landfall in the US in 2029?', 'Climate and Weather', cl, 'CAT3', 'Category 3 or stronger', 'maj'),
  ] }, ['threshold']);
}
{ // Named storm "Idris" forms by Sep 30 (gamma only).
  addCase('weather', { name: 'storm-idris-2029', events: [G1('Will Tropical Storm Idris be named before October 2029?', z('2029-09-30', '23:59'), 'idris')] });
}
{ // NYC high on Sep 10: Central Park on alpha and beta, LaGuardia on gamma (another station of one city: nf).
  const cl = z('2029-09-11', '04:59');
  addCase('weather', { name: 'nyc-high-2029-09-10', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A('KXHIGHNY-29SEP10', 'Highest temperature in NYC on Sep 10, 2029', 'Climate and Weather', cl, [['T82', '83° or above', 'g83'], ['T85', '86° or above', 'g86'], ['T88', '89° or above', 'g89']], { sources: ['National Weather Service (Central Park) https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC'] }),
    B('Highest temperature in NYC on September 10?', 'Weather', cl, [['nyc-high-sep-10-2029-83f-or-higher', '83°F or higher', 'g83'], ['nyc-high-sep-10-2029-86f-or-higher', '86°F or higher', 'g86'], ['nyc-high-sep-10-2029-89f-or-higher', '89°F or higher', 'g89']], { rules: 'Resolves per the NWS Daily Climate Report for Central Park, NY (KNYC).' }),
    G('New York LaGuardia max temp 10 Sep 2029', cl, [['≥ 86°F', 'g86'], ['≥ 89°F', 'g89']], { rules: 'Resolves on the NWS climate report for LaGuardia Airport (KLGA).' }),
  ] }, ['source']);
}
{ // Central Park reaching 90°F on any day of September 2029 (beta) — not the Sep 10 daily high.
  addCase('weather', { name: 'nyc-90f-sep-2029', events: [B1('Will NYC hit 90°F in September 2029?', 'Weather', z('2029-10-01', '04:59'), 'hit90', { mx: { rules: 'Resolves "Yes" if the NWS Daily Climate Report for Central Park shows a maximum temperature of 90°F or higher on any day from September 1 to September 30, 2029.' } })] }, ['observation']);
}

{ // Chicago December 2029 snowfall at O'Hare (alpha, beta) vs Detroit (gamma): another city.
  const cl = z('2030-01-01', '15:00');
  addCase('weather', { name: 'chicago-snow-dec-2029', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSNOWCHI-29DEC', 'Chicago snowfall in December 2029', 'Climate and Weather', cl, [['T5', '5 inches or more', 's5'], ['T10', '10 inches or more', 's10'], ['T15', '15 inches or more', 's15']], { sources: [NWS] }),
    B("Chicago O'Hare December snowfall 10+ inches?", 'Weather', cl, [['chicago-december-2029-snowfall-10-inches', '10"+', 's10']]),
    G1('Detroit December 2029 snow total over 10 in?', cl, 'det10'),
  ] }, ['place']);
}
{ // Denver's first measurable snow by Oct 31 (alpha, beta) vs by Oct 15 (beta_us).
  addCase('weather', { name: 'denver-first-snow-2029', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1('KXDENSNOW-29OCT31', 'Will Denver record measurable snow by Oct 31, 2029?', 'Climate and Weather', z('2029-10-31', '23:59'), 'Y', 'Before Nov 1', 'oct31'),
    B1('Denver first snow before November?', 'Weather', z('2029-10-31', '23:59'), 'oct31', { mx: { rules: 'Resolves Yes if Denver International Airport reports at least 0.1 inch of snow on any day from September 1 through October 31, 2029.' } }),
    U1('denver-first-snow-by-oct-15-2029', 'Denver first snow by October 15?', 'Weather', z('2029-10-15', '23:59'), 'oct15'),
  ] }, ['deadline']);
}
{ // White Christmas in NYC 2029 (beta, gamma): 1 inch of snow on the ground in Central Park on Dec 25.
  const cl = z('2029-12-26', '05:00');
  addCase('weather', { name: 'nyc-white-christmas-2029', events: [
    B1('White Christmas in NYC 2029?', 'Weather', cl, 'wx', { mx: { rules: 'Resolves "Yes" if Central Park reports a snow depth of 1 inch or more on December 25, 2029.' } }),
    G1('New York white Christmas 2029 (Central Park, 1"+ snow depth)?', cl, 'wx'),
  ] });
}
{ // Miami high on Dec 25 — single venue (alpha).
  addCase('weather', { name: 'miami-high-2029-12-25', events: [A('KXHIGHMIA-29DEC25', 'Highest temperature in Miami on Dec 25, 2029', 'Climate and Weather', z('2029-12-26', '04:59'), [['T79', '80° or above', 'g80'], ['T82', '83° or above', 'g83']])] });
}

// ───────────────────────────── CRYPTO AND INDICES ─────────────────────────────

{ // Bitcoin at 5 pm ET on Dec 31, 2029: CF Benchmarks on alpha, a Binance candle at the same minute on gamma (nf); beta's
  // market reads Binance at 12:00 ET, hours earlier: another instant, another event.
  addCase('crypto', { name: 'btc-2029-12-31', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A('KXBTCD-29DEC3117', 'Bitcoin price on Dec 31, 2029 at 5pm EST?', 'Crypto', z('2029-12-31', '22:00'), [['T149999.99', '$150,000 or above', 'a150'], ['T199999.99', '$200,000 or above', 'a200'], ['T249999.99', '$250,000 or above', 'a250']], { sources: [CFB] }),
    G('BTC above $200k at 17:00 ET on 31 Dec 2029? (Binance BTC/USDT)', z('2029-12-31', '22:00'), [['Above $150,000', 'a150'], ['Above $200,000', 'a200']], { rules: 'Resolves on the close of the Binance BTC/USDT 1-minute candle starting 16:59 ET on December 31, 2029.' }),
    B('Bitcoin above ___ on December 31?', 'Crypto', z('2029-12-31', '17:00'), [['bitcoin-above-150k-on-december-31-2029', '150,000', 'n150'], ['bitcoin-above-200k-on-december-31-2029', '200,000', 'n200']], { rules: 'Resolves per the Binance BTC/USDT 1-minute candle for 12:00 ET on December 31, 2029 (final "Close" price).' }),
  ] }, ['source', 'date']);
}
{ // Bitcoin reaching $200k at any time in December 2029 (beta_us, alpha) — a touch, not a level on a date; Binance highs on
  // beta_us vs the CF Benchmarks index on alpha: one event, not fungible.
  const cl = z('2030-01-01', '04:59');
  addCase('crypto', { name: 'btc-hit-200k-dec-2029', fungible: nf('alpha|beta_us'), events: [
    U1('bitcoin-hit-200k-december-2029', 'Will Bitcoin reach $200,000 in December?', 'Crypto', cl, 'hit200', { rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle in December 2029 (ET) has a High of $200,000 or more.' }),
    A1('KXBTCMAXM-29DEC', 'How high will Bitcoin get in December 2029?', 'Crypto', cl, 'T200000', '$200,000 or above', 'hit200', { rules: 'If the CF Benchmarks Bitcoin Real-Time Index reaches $200,000 or more at any time in December 2029, then the market resolves to Yes.' }),
  ] }, ['observation', 'source']);
}
{ // Ether at 5 pm ET on Dec 31, 2029 (alpha, gamma) — same instant and index; another asset from the BTC case.
  const cl = z('2029-12-31', '22:00');
  addCase('crypto', { name: 'eth-2029-12-31', events: [
    A('KXETHD-29DEC3117', 'Ethereum price on Dec 31, 2029 at 5pm EST?', 'Crypto', cl, [['T7999.99', '$8,000 or above', 'a8'], ['T9999.99', '$10,000 or above', 'a10']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RR'] }),
    G('ETH ≥ $8,000 at 5pm ET, New Year’s Eve 2029 (CF Benchmarks)', cl, [['$8,000+', 'a8'], ['$10,000+', 'a10']]),
  ] }, ['asset']);
}
{ // S&P 500 close on Dec 31, 2029 (alpha ladder, beta binary, beta_us).
  const cl = z('2029-12-31', '21:00');
  addCase('markets', { name: 'spx-close-2029-12-31', events: [
    A('KXINX-29DEC31', 'S&P 500 closing value on Dec 31, 2029', 'Financials', cl, [['T7999.99', '8,000 or above', 'a8000'], ['T8499.99', '8,500 or above', 'a8500'], ['T8999.99', '9,000 or above', 'a9000']], { sources: ['S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/'] }),
    B1('Will the S&P 500 close above 8,500 on the last trading day of 2029?', 'Finance', cl, 'a8500'),
    U1('sp-500-above-8000-end-of-2029', 'S&P 500 above 8,000 at year-end 2029?', 'Finance', cl, 'a8000'),
  ] });
}
{ // Nasdaq-100 close on Dec 31, 2029 (alpha, gamma) — another index.
  const cl = z('2029-12-31', '21:00');
  addCase('markets', { name: 'ndx-close-2029-12-31', events: [
    A('KXNASDAQ100-29DEC31', 'Nasdaq-100 closing value on Dec 31, 2029', 'Financials', cl, [['T29999.99', '30,000 or above', 'a30'], ['T32499.99', '32,500 or above', 'a325']]),
    G('Nasdaq 100 year-end 2029 close', cl, [['≥ 30,000', 'a30'], ['≥ 32,500', 'a325']]),
  ] }, ['asset']);
}
{ // S&P 500 at the end of Q3, Sep 28, 2029 (beta only) — another date.
  addCase('markets', { name: 'spx-close-2029-09-28', events: [B1('S&P 500 above 8,000 on September 28?', 'Finance', z('2029-09-28', '20:00'), 'a8000')] }, ['date']);
}

// ───────────────────────────── POLITICS AND ECONOMICS ─────────────────────────────

{ // Virginia governor, Nov 6, 2029, by party (alpha, beta, beta_us, gamma).
  const cl = z('2029-11-07', '05:00');
  addCase('politics', { name: 'va-governor-2029', events: [
    A('KXGOVVA-29', 'Virginia Governor Election 2029', 'Elections', cl, [['D', 'Democratic party', 'd'], ['R', 'Republican party', 'r']]),
    B('Virginia Governor Election Winner', 'Politics', cl, [['virginia-governor-2029-democrat', 'Democrat', 'd'], ['virginia-governor-2029-republican', 'Republican', 'r']]),
    U1('virginia-governor-2029-democrat-win', 'Will a Democrat win the 2029 Virginia governor race?', 'Politics', cl, 'd'),
    G('2029 Virginia gubernatorial election: winning party', cl, [['Democratic', 'd'], ['Republican', 'r']]),
  ] });
}
{ // New Jersey governor, Nov 6, 2029 (alpha, beta, gamma): Republican first on gamma's binary.
  const cl = z('2029-11-07', '05:00');
  addCase('politics', { name: 'nj-governor-2029', events: [
    A('KXGOVNJ-29', 'New Jersey Governor Election 2029', 'Elections', cl, [['D', 'Democratic party', 'd'], ['R', 'Republican party', 'r']]),
    B('New Jersey Governor Election Winner', 'Politics', cl, [['new-jersey-governor-2029-democrat', 'Democrat', 'd'], ['new-jersey-governor-2029-republican', 'Republican', 'r']]),
    G1('Will Republicans flip the New Jersey governorship in 2029?', cl, 'r'),
  ] }, ['place']);
}
{ // Virginia lieutenant governor 2029 (beta) — another office.
  addCase('politics', { name: 'va-lt-governor-2029', events: [B('Virginia Lieutenant Governor Election 2029', 'Politics', z('2029-11-07', '05:00'), [['virginia-lt-governor-2029-democrat', 'Democrat', 'd'], ['virginia-lt-governor-2029-republican', 'Republican', 'r']])] }, ['office']);
}
{ // Virginia attorney general 2029 (gamma) — another office.
  addCase('politics', { name: 'va-attorney-general-2029', events: [G('Virginia Attorney General 2029: which party wins?', z('2029-11-07', '05:00'), [['Democrats', 'd'], ['Republicans', 'r']])] }, ['office']);
}
{ // Virginia governor margin (alpha): Democratic margin of 5+ points — a different measure from the winner.
  addCase('politics', { name: 'va-governor-margin-2029', events: [A('KXGOVVAMARGIN-29', 'Virginia Governor 2029: margin of victory', 'Elections', z('2029-11-20', '05:00'), [['D5', 'Democrat by 5+ points', 'd5'], ['D10', 'Democrat by 10+ points', 'd10'], ['R0', 'Republican wins', 'r']])] }, ['measure']);
}
{ // Virginia House of Delegates control after 2029 (alpha, beta).
  const cl = z('2029-11-20', '05:00');
  addCase('politics', { name: 'va-house-2029', events: [
    A('KXVAHOUSE-29', 'Virginia House of Delegates control after 2029 election', 'Elections', cl, [['D', 'Democrats', 'd'], ['R', 'Republicans', 'r']]),
    B('Which party will win the Virginia House of Delegates?', 'Politics', cl, [['va-house-of-delegates-2029-democrats', 'Democrats', 'd'], ['va-house-of-delegates-2029-republicans', 'Republicans', 'r']]),
  ] }, ['office']);
}
{ // NYC mayor 2029: Zohran Mamdani re-elected (alpha binary) = Mamdani on beta's candidate list.
  const cl = z('2029-11-07', '05:00');
  addCase('politics', { name: 'nyc-mayor-2029', events: [
    A1('KXMAYORNYC-29', 'Will Zohran Mamdani be re-elected Mayor of New York City?', 'Elections', cl, 'MAMDANI', 'Zohran Mamdani', 'mamdani'),
    B('New York City Mayoral Election 2029', 'Politics', cl, [['nyc-mayor-2029-zohran-mamdani', 'Zohran Mamdani', 'mamdani'], ['nyc-mayor-2029-republican-nominee', 'Republican nominee', 'rep'], ['nyc-mayor-2029-other', 'Other', 'other']]),
  ] });
}
{ // Federal government shutdown starting Oct 1, 2029 (alpha; beta_us asks the complement: funding in place so no lapse on
  // Oct 1) vs a shutdown at any time before Nov 1 (beta): deadlines.
  addCase('politics', { name: 'shutdown-fy2030', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXGOVSHUT-29OCT01', 'Government shutdown on Oct 1, 2029?', 'Politics', z('2029-10-01', '23:59'), 'Y', 'Shutdown begins Oct 1', 'oct1', { rules: 'If a lapse in appropriations causes a federal government shutdown to begin on Oct 1, 2029, then the market resolves to Yes.' }),
    U1('congress-avoids-shutdown-october-1-2029', 'Will Congress avoid a government shutdown on October 1?', 'Politics', z('2029-10-01', '23:59'), 'nooct1', { rules: 'Resolves Yes if no lapse in federal appropriations (shutdown) begins on October 1, 2029; No if a shutdown begins that day.' }),
    B1('US government shutdown by October 31?', 'Politics', z('2029-10-31', '23:59'), 'oct31'),
  ] }, ['deadline', 'inverted']);
}
{ // FOMC decision Dec 12, 2029 (alpha, beta, gamma).
  const cl = z('2029-12-12', '19:00');
  const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm';
  addCase('economics', { name: 'fomc-2029-12', events: [
    A('KXFEDDECISION-29DEC', 'Fed decision in Dec 2029?', 'Economics', cl, [['C25', 'Cut 25bps', 'c25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'h25']], { sources: [FED] }),
    B('Fed decision in December?', 'Economics', cl, [['fed-decreases-interest-rates-by-25-bps-after-december-2029-meeting', '25 bps decrease', 'c25'], ['no-change-in-fed-interest-rates-after-december-2029-meeting', 'No change', 'hold'], ['fed-increases-interest-rates-by-25-bps-after-december-2029-meeting', '25+ bps increase', 'h25p'], ['fed-decreases-interest-rates-by-50-bps-after-december-2029-meeting', '50+ bps decrease', 'c50p']]),
    G('FOMC December 2029 rate decision', cl, [['Cut 25 bp', 'c25'], ['Hold', 'hold'], ['Cut 50 bp or more', 'c50p']]),
  ] });
}
{ // FOMC Oct 31, 2029 (beta_us) — another meeting.
  addCase('economics', { name: 'fomc-2029-10', events: [U('fed-decision-october-2029', 'Fed Decision October 2029', 'Economics', z('2029-10-31', '18:00'), [['fed-october-2029-cut-25', 'Cut 25 bps', 'c25'], ['fed-october-2029-no-change', 'No change', 'hold']])] }, ['date']);
}
{ // US unemployment rate for October 2029 (released Nov 2): "above 4.3%" = "4.4% or higher" at one decimal.
  const cl = z('2029-11-02', '12:30');
  addCase('economics', { name: 'us-unemployment-2029-10', events: [
    A('KXU3-29OCT', 'Unemployment rate in Oct 2029', 'Economics', cl, [['T4.1', 'Above 4.1%', 'a41'], ['T4.3', 'Above 4.3%', 'a43'], ['T4.5', 'Above 4.5%', 'a45']], { sources: ['Bureau of Labor Statistics https://www.bls.gov/cps/'] }),
    B('October unemployment rate?', 'Economics', cl, [['us-unemployment-oct-2029-4pt2-or-higher', '4.2%+', 'a41'], ['us-unemployment-oct-2029-4pt4-or-higher', '4.4%+', 'a43'], ['us-unemployment-oct-2029-4pt6-or-higher', '4.6%+', 'a45']]),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout24-set.json', import.meta.url));
