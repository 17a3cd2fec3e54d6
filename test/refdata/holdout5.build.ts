// Fifth independent refdata holdout (sports and politics first): writes test/refdata/holdout5-set.json.
// Run: `source deploy/toolchain.sh && node test/refdata/holdout5.build.ts`.
//
// How it was written: by hand, from a trading desk's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/venues.md, the reference-data sections of
// /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (only for the `Case` format and `emitScenario`), and
// lines 1–72 of test/refdata/holdout4.build.ts (header and the helpers A, B, U, G, G1, nf, z, yn, adapted below).
// Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set or build file in
// test/refdata. The matcher and the evaluation were never run on this set while writing it, and no case was adjusted
// after seeing any matcher output: it is NOT tuned. Labels are what is true of the events as written (same `t` = same
// outcome on the YES side; `groups` split listings that are different real-world events; `fungible` false where the
// two venues settle the same outcome differently: other resolution source, other observation window, other tie or
// cancellation rule, each visible in the rules or source text).
// Ids: beta event ids 130001+, gamma ids 7001+, alpha tickers dated Jan 2027 – Dec 2028; all closes after 2026-11-22.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, yn, type Mx, type HoldoutRow as Row } from './evalset.emit.ts';

type Cat = 'sports' | 'economics' | 'politics' | 'crypto' | 'culture';

const { cases, meta, add } = caseList<Cat>();
const { A, B, U, G, G1 } = venueBuilders(130000, 7000);

/** alpha game-winner rules, one per market, in the venue's wording. */
const ag = (label: string, game: string, sport: string, date: string): Mx => ({
  rules: `If ${label} wins the ${game} ${sport} game originally scheduled for ${date}, then the market resolves to Yes.`,
});
/** beta one-question-per-outcome rows: [label, t, question] → slug from the question. */
const bq = (items: Array<[string, string, string, Mx?]>): Row[] =>
  items.map(([label, t, q, x]) => [q.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''), label, t, { q, ...(x ?? {}) }]);

// ───────────────────────────── SPORTS ─────────────────────────────
const SP = 'Sports';

// ── NBA: one game on four venues; the rematch six weeks later is another event.
add('sports', {
  name: 'nba-lal-at-bos-2027-02-03',
  events: [
    A('KXNBAGAME-27FEB03LALBOS', 'Los Angeles L at Boston', SP, z('2027-02-17'), [
      ['LAL', 'Los Angeles L', 'lal', ag('Los Angeles L', 'Los Angeles L at Boston', 'professional basketball', 'Feb 3, 2027')],
      ['BOS', 'Boston', 'bos', ag('Boston', 'Los Angeles L at Boston', 'professional basketball', 'Feb 3, 2027')]]),
    B('Lakers vs. Celtics', SP, z('2027-02-04', '04:00'), [
      ['nba-lal-bos-2027-02-03', '', 'lal', { q: 'Lakers vs. Celtics', outcomes: yn('Lakers', 'Celtics'), src: 'https://www.nba.com/',
        rules: 'In the upcoming NBA game, scheduled for February 3, 2027 at 7:30 PM ET: if the Los Angeles Lakers win, the market resolves to "Lakers"; if the Boston Celtics win, to "Celtics". A postponed game keeps the market open until it is played; a game canceled with no make-up resolves 50-50.' }]]),
    U('nba-lal-bos-2027-02-03', 'Lakers at Celtics — Feb 3', 'sports', z('2027-02-04', '04:00'), [
      ['aec-nba-lal-bos-2027-02-03', '', 'lal', { q: 'Lakers vs. Celtics', outcomes: yn('Lakers', 'Celtics') }]]),
    G('NBA · LA Lakers @ Boston Celtics (03 Feb 2027)', z('2027-02-04', '05:00'), [['LA Lakers', 'lal'], ['Boston Celtics', 'bos']],
      { rules: 'Resolves to the team that wins the NBA regular-season game on 2027-02-03 (ET), overtime included.' }),
  ],
});
add('sports', {
  name: 'nba-lal-at-bos-2027-03-19-rematch',
  events: [
    A('KXNBAGAME-27MAR19LALBOS', 'Los Angeles L at Boston', SP, z('2027-04-02'), [
      ['LAL', 'Los Angeles L', 'lal', ag('Los Angeles L', 'Los Angeles L at Boston', 'professional basketball', 'Mar 19, 2027')],
      ['BOS', 'Boston', 'bos', ag('Boston', 'Los Angeles L at Boston', 'professional basketball', 'Mar 19, 2027')]]),
    B('Lakers vs. Celtics (Mar 19)', SP, z('2027-03-20', '03:00'), [
      ['nba-lal-bos-2027-03-19', '', 'lal', { q: 'Lakers vs. Celtics', outcomes: yn('Lakers', 'Celtics'),
        rules: 'NBA game scheduled for March 19, 2027 at 8:00 PM ET. Resolves "Lakers" if the Los Angeles Lakers win, "Celtics" if the Boston Celtics win.' }]]),
  ],
}, 2);
add('sports', {
  name: 'nba-lal-bos-2027-02-03-total',
  events: [
    A('KXNBATOTAL-27FEB03LALBOS', 'Los Angeles L at Boston: Total Points', SP, z('2027-02-17'), [
      ['221', 'Over 221.5 points scored', 'o221', { rules: 'If Los Angeles L and Boston combine for more than 221.5 points in the game on Feb 3, 2027 (overtime included), the market resolves to Yes.' }],
      ['224', 'Over 224.5 points scored', 'o224', { rules: 'If Los Angeles L and Boston combine for more than 224.5 points in the game on Feb 3, 2027 (overtime included), the market resolves to Yes.' }],
      ['227', 'Over 227.5 points scored', 'o227', { rules: 'If Los Angeles L and Boston combine for more than 227.5 points in the game on Feb 3, 2027 (overtime included), the market resolves to Yes.' }]]),
    B('Lakers vs. Celtics: O/U 224.5', SP, z('2027-02-04', '04:00'), [
      ['nba-lal-bos-2027-02-03-total-224pt5', '', 'o224', { q: 'Lakers vs. Celtics: O/U 224.5', outcomes: yn('Over', 'Under'),
        rules: 'Resolves "Over" if the combined final score of the Lakers–Celtics game on February 3, 2027, including overtime, is greater than 224.5; otherwise "Under".' }]]),
  ],
}, 2);
add('sports', {
  name: 'nba-wembanyama-points-2027-02-10',
  events: [
    A('KXNBAPTS-27FEB10SASLAL', 'San Antonio at Los Angeles L: Victor Wembanyama points', SP, z('2027-02-24'), [
      ['VWEMB25', 'Victor Wembanyama: 25+', 'w25', { rules: 'If Victor Wembanyama records 25 or more points in the San Antonio at Los Angeles L game on Feb 10, 2027, then the market resolves to Yes. If he does not play, the market resolves to No.' }],
      ['VWEMB30', 'Victor Wembanyama: 30+', 'w30', { rules: 'If Victor Wembanyama records 30 or more points in the San Antonio at Los Angeles L game on Feb 10, 2027, then the market resolves to Yes. If he does not play, the market resolves to No.' }],
      ['VWEMB35', 'Victor Wembanyama: 35+', 'w35', { rules: 'If Victor Wembanyama records 35 or more points in the San Antonio at Los Angeles L game on Feb 10, 2027, then the market resolves to Yes. If he does not play, the market resolves to No.' }]]),
    B('Spurs vs. Lakers: Wembanyama points', SP, z('2027-02-11', '06:00'), [
      ['wembanyama-30-plus-pts-spurs-lakers-feb-10', '30+', 'w30', { q: 'Will Victor Wembanyama score 30+ points vs. the Lakers on Feb 10?',
        rules: 'Resolves Yes if Victor Wembanyama scores 30 or more points in the Spurs–Lakers game on February 10, 2027 (overtime counts). If he does not play, resolves No.' }]]),
    U('nba-sas-lal-2027-02-10-props', 'Spurs @ Lakers player props', 'sports', z('2027-02-11', '06:00'), [
      ['nba-sas-lal-2027-02-10-wembanyama-pts-29pt5', 'V. Wembanyama O 29.5 pts', 'w30', { q: 'Wembanyama points: over 29.5?', outcomes: yn('Over', 'Under'),
        rules: 'Over if Victor Wembanyama scores more than 29.5 points in the Feb 10, 2027 Spurs at Lakers game, overtime included; if he does not play, Under.' }]]),
  ],
}, 2);

// ── NBA futures and awards.
add('sports', {
  name: 'nba-champion-2027',
  events: [
    A('KXNBA-27', 'Pro Basketball Champion 2027', SP, z('2027-06-30'), [
      ['OKC', 'Oklahoma City', 'okc'], ['BOS', 'Boston', 'bos'], ['DEN', 'Denver', 'den'], ['NYK', 'New York K', 'nyk'], ['CLE', 'Cleveland', 'cle']],
      { rules: 'If the team wins the 2027 Pro Basketball Finals, the market resolves to Yes.' }),
    B('NBA Champion 2027', SP, z('2027-06-30'), bq([
      ['Thunder', 'okc', 'Will the Oklahoma City Thunder win the 2027 NBA Finals?'],
      ['Celtics', 'bos', 'Will the Boston Celtics win the 2027 NBA Finals?'],
      ['Nuggets', 'den', 'Will the Denver Nuggets win the 2027 NBA Finals?'],
      ['Knicks', 'nyk', 'Will the New York Knicks win the 2027 NBA Finals?'],
      ['Cavaliers', 'cle', 'Will the Cleveland Cavaliers win the 2027 NBA Finals?'],
      ['Rockets', 'hou', 'Will the Houston Rockets win the 2027 NBA Finals?']])),
    U('nba-champion-2027', '2026-27 NBA Champion', 'sports', z('2027-06-30'), [
      ['tsc-nba-2027-okc', 'OKC Thunder', 'okc', { q: 'Will OKC win the 2027 NBA title?' }],
      ['tsc-nba-2027-nyk', 'NY Knicks', 'nyk', { q: 'Will New York win the 2027 NBA title?' }],
      ['tsc-nba-2027-hou', 'HOU Rockets', 'hou', { q: 'Will Houston win the 2027 NBA title?' }]]),
    G('2026–27 NBA Championship Winner', z('2027-06-30'), [['Thunder', 'okc'], ['Celtics', 'bos'], ['Cavs', 'cle'], ['Nuggets', 'den']]),
  ],
});
add('sports', {
  name: 'nba-mvp-2026-27',
  events: [
    A('KXNBAMVP-27', 'NBA MVP 2026-27', SP, z('2027-05-31'), [
      ['SGA', 'Shai Gilgeous-Alexander', 'sga'], ['NJOK', 'Nikola Jokic', 'jokic'], ['LDON', 'Luka Doncic', 'doncic'], ['VWEM', 'Victor Wembanyama', 'wemby']],
      { rules: 'If the player is named the 2026-27 NBA Most Valuable Player (Michael Jordan Trophy), the market resolves to Yes.' }),
    B('NBA MVP 2026-27', SP, z('2027-05-31'), bq([
      ['Shai Gilgeous-Alexander', 'sga', 'Will Shai Gilgeous-Alexander win the 2026–27 NBA MVP?'],
      ['Nikola Jokić', 'jokic', 'Will Nikola Jokić win the 2026–27 NBA MVP?'],
      ['Luka Dončić', 'doncic', 'Will Luka Dončić win the 2026–27 NBA MVP?'],
      ['Giannis Antetokounmpo', 'giannis', 'Will Giannis Antetokounmpo win the 2026–27 NBA MVP?'],
      ['Victor Wembanyama', 'wemby', 'Will Victor Wembanyama win the 2026–27 NBA MVP?']])),
    G('Who wins the 2027 NBA MVP award?', z('2027-05-31'), [['SGA', 'sga'], ['Jokic', 'jokic'], ['Wembanyama', 'wemby']]),
  ],
});
add('sports', {
  name: 'nba-finals-mvp-2027',
  events: [
    A('KXNBAFINMVP-27', 'NBA Finals MVP 2027', SP, z('2027-06-30'), [
      ['SGA', 'Shai Gilgeous-Alexander', 'sga'], ['NJOK', 'Nikola Jokic', 'jokic'], ['JBRO', 'Jalen Brunson', 'brunson']],
      { rules: 'If the player is named the 2027 NBA Finals Most Valuable Player (Bill Russell Trophy), the market resolves to Yes.' }),
    B('NBA Finals MVP 2027', SP, z('2027-06-30'), bq([
      ['Shai Gilgeous-Alexander', 'sga', 'Will Shai Gilgeous-Alexander win 2027 NBA Finals MVP?'],
      ['Jalen Brunson', 'brunson', 'Will Jalen Brunson win 2027 NBA Finals MVP?']])),
  ],
}, 5);
add('sports', {
  name: 'nba-west-champion-2027',
  events: [
    A('KXNBAWEST-27', 'Western Conference Champion 2027', SP, z('2027-06-01'), [
      ['OKC', 'Oklahoma City', 'okc'], ['DEN', 'Denver', 'den'], ['HOU', 'Houston', 'hou'], ['MIN', 'Minnesota', 'min']],
      { rules: 'If the team wins the 2027 NBA Western Conference Finals, the market resolves to Yes.' }),
    B('NBA Western Conference Champion 2026-27', SP, z('2027-06-01'), bq([
      ['Thunder', 'okc', 'Will the Thunder win the 2027 Western Conference Finals?'],
      ['Nuggets', 'den', 'Will the Nuggets win the 2027 Western Conference Finals?'],
      ['Timberwolves', 'min', 'Will the Timberwolves win the 2027 Western Conference Finals?'],
      ['Lakers', 'lal', 'Will the Lakers win the 2027 Western Conference Finals?']])),
  ],
}, 3);

// ── NFL: a game with different tie rules (not fungible alpha–beta / alpha–gamma); the December rematch is another event.
add('sports', {
  name: 'nfl-kc-at-buf-2027-09-12',
  events: [
    A('KXNFLGAME-27SEP12KCBUF', 'Kansas City at Buffalo', SP, z('2027-09-26'), [
      ['KC', 'Kansas City', 'kc', { rules: 'If Kansas City wins the Kansas City at Buffalo professional football game originally scheduled for Sep 12, 2027, then the market resolves to Yes. If the game ends in a tie, both markets resolve to No.' }],
      ['BUF', 'Buffalo', 'buf', { rules: 'If Buffalo wins the Kansas City at Buffalo professional football game originally scheduled for Sep 12, 2027, then the market resolves to Yes. If the game ends in a tie, both markets resolve to No.' }]]),
    B('Chiefs vs. Bills', SP, z('2027-09-13', '04:00'), [
      ['nfl-kc-buf-2027-09-12', '', 'kc', { q: 'Chiefs vs. Bills', outcomes: yn('Chiefs', 'Bills'), src: 'https://www.nfl.com/',
        rules: 'NFL game scheduled for September 12, 2027, 8:20 PM ET. Resolves "Chiefs" if Kansas City wins, "Bills" if Buffalo wins. If the game ends in a tie, this market resolves 50-50.' }]]),
    G('NFL Week 1: Chiefs @ Bills', z('2027-09-13', '05:00'), [
      ['Chiefs', 'kc', { rules: 'Yes if the Kansas City Chiefs beat the Buffalo Bills on 2027-09-12. A tie settles this market at 0.50.' }],
      ['Bills', 'buf', { rules: 'Yes if the Buffalo Bills beat the Kansas City Chiefs on 2027-09-12. A tie settles this market at 0.50.' }]]),
  ],
  fungible: nf('alpha|beta', 'alpha|gamma'),
});
add('sports', {
  name: 'nfl-buf-at-kc-2027-12-19',
  events: [
    A('KXNFLGAME-27DEC19BUFKC', 'Buffalo at Kansas City', SP, z('2028-01-02'), [
      ['BUF', 'Buffalo', 'buf', { rules: 'If Buffalo wins the Buffalo at Kansas City professional football game originally scheduled for Dec 19, 2027, then the market resolves to Yes. If the game ends in a tie, both markets resolve to No.' }],
      ['KC', 'Kansas City', 'kc', { rules: 'If Kansas City wins the Buffalo at Kansas City professional football game originally scheduled for Dec 19, 2027, then the market resolves to Yes. If the game ends in a tie, both markets resolve to No.' }]]),
    B('Bills vs. Chiefs', SP, z('2027-12-20', '02:00'), [
      ['nfl-buf-kc-2027-12-19', '', 'buf', { q: 'Bills vs. Chiefs', outcomes: yn('Bills', 'Chiefs'),
        rules: 'NFL game scheduled for December 19, 2027, 4:25 PM ET at Arrowhead Stadium. Resolves "Bills" if Buffalo wins, "Chiefs" if Kansas City wins. If the game ends in a tie, this market resolves 50-50.' }]]),
  ],
  fungible: nf('alpha|beta'),
}, 2);
add('sports', {
  name: 'super-bowl-lxii',
  events: [
    A('KXSB-28', 'Pro Football Champion 2028', SP, z('2028-02-13'), [
      ['KC', 'Kansas City', 'kc'], ['BUF', 'Buffalo', 'buf'], ['PHI', 'Philadelphia', 'phi'], ['BAL', 'Baltimore', 'bal'], ['DET', 'Detroit', 'det']],
      { rules: 'If the team wins the Pro Football Championship game played in February 2028, the market resolves to Yes.' }),
    B('Super Bowl Champion 2028', SP, z('2028-02-14'), bq([
      ['Chiefs', 'kc', 'Will the Kansas City Chiefs win Super Bowl LXII?'],
      ['Bills', 'buf', 'Will the Buffalo Bills win Super Bowl LXII?'],
      ['Eagles', 'phi', 'Will the Philadelphia Eagles win Super Bowl LXII?'],
      ['Lions', 'det', 'Will the Detroit Lions win Super Bowl LXII?']])),
    U('super-bowl-lxii-champion', 'Super Bowl LXII Champion', 'sports', z('2028-02-14'), [
      ['tsc-sb-lxii-buf', 'Buffalo', 'buf', { q: 'Super Bowl LXII: Buffalo to win?' }],
      ['tsc-sb-lxii-bal', 'Baltimore', 'bal', { q: 'Super Bowl LXII: Baltimore to win?' }],
      ['tsc-sb-lxii-kc', 'Kansas City', 'kc', { q: 'Super Bowl LXII: Kansas City to win?' }]]),
    G('Super Bowl LXII winner (Feb 2028)', z('2028-02-14'), [['KC Chiefs', 'kc'], ['PHI Eagles', 'phi'], ['DET Lions', 'det'], ['BAL Ravens', 'bal']]),
  ],
});
add('sports', {
  name: 'super-bowl-lxi',
  events: [
    A('KXSB-27', 'Pro Football Champion 2027', SP, z('2027-02-14'), [
      ['KC', 'Kansas City', 'kc'], ['PHI', 'Philadelphia', 'phi'], ['DET', 'Detroit', 'det']],
      { rules: 'If the team wins the Pro Football Championship game played in February 2027, the market resolves to Yes.' }),
    B('Super Bowl Champion 2027', SP, z('2027-02-15'), bq([
      ['Chiefs', 'kc', 'Will the Kansas City Chiefs win Super Bowl LXI?'],
      ['Eagles', 'phi', 'Will the Philadelphia Eagles win Super Bowl LXI?'],
      ['Lions', 'det', 'Will the Detroit Lions win Super Bowl LXI?']])),
  ],
}, 2);
add('sports', {
  name: 'nfl-afc-east-2027',
  events: [
    A('KXNFLAFCEAST-27', 'AFC East Division Winner 2027', SP, z('2028-01-10'), [
      ['BUF', 'Buffalo', 'buf'], ['MIA', 'Miami', 'mia'], ['NE', 'New England', 'ne'], ['NYJ', 'New York J', 'nyj']]),
    B('AFC East Winner 2027-28', SP, z('2028-01-10'), bq([
      ['Bills', 'buf', 'Will the Bills win the AFC East in the 2027 season?'],
      ['Patriots', 'ne', 'Will the Patriots win the AFC East in the 2027 season?'],
      ['Dolphins', 'mia', 'Will the Dolphins win the AFC East in the 2027 season?'],
      ['Jets', 'nyj', 'Will the Jets win the AFC East in the 2027 season?']])),
    G('2027 AFC East champion', z('2028-01-10'), [['Buffalo Bills', 'buf'], ['New England Patriots', 'ne'], ['Miami Dolphins', 'mia']]),
  ],
});
// Inverted wording: beta's YES is "miss", alpha's and gamma's YES is "make" — one event, two opposite outcomes.
add('sports', {
  name: 'nfl-jets-playoffs-2027',
  events: [
    A('KXNFLPLAYOFF-27NYJ', 'Will New York J make the playoffs?', SP, z('2028-01-10'), [
      ['NYJ', 'New York J', 'nyj-make', { rules: 'If New York J qualifies for the 2027-28 NFL playoffs, then the market resolves to Yes.' }]]),
    B('Will the Jets miss the playoffs?', SP, z('2028-01-10'), [
      ['will-the-new-york-jets-miss-the-2027-nfl-playoffs', '', 'nyj-miss', { q: 'Will the New York Jets miss the 2027 NFL playoffs?',
        rules: 'Resolves Yes if the New York Jets are eliminated from 2027 NFL playoff contention (do not qualify for the postseason that begins January 2028). Resolves No if they qualify.' }]]),
    G1('Jets to make the 2027 NFL playoffs?', z('2028-01-10'), 'nyj-make', { rules: 'Yes if the New York Jets clinch a 2027–28 NFL playoff berth.' }),
  ],
}, 1);
add('sports', {
  name: 'nfl-mvp-2027',
  events: [
    A('KXNFLMVP-27', 'NFL MVP 2027', SP, z('2028-02-12'), [
      ['JALL', 'Josh Allen', 'allen'], ['LJAC', 'Lamar Jackson', 'lamar'], ['PMAH', 'Patrick Mahomes', 'mahomes'], ['JBUR', 'Joe Burrow', 'burrow']],
      { rules: 'If the player is named the AP NFL Most Valuable Player for the 2027 season, the market resolves to Yes.' }),
    B('NFL MVP 2027-28', SP, z('2028-02-12'), bq([
      ['Josh Allen', 'allen', 'Will Josh Allen win the 2027–28 NFL MVP?'],
      ['Lamar Jackson', 'lamar', 'Will Lamar Jackson win the 2027–28 NFL MVP?'],
      ['Joe Burrow', 'burrow', 'Will Joe Burrow win the 2027–28 NFL MVP?'],
      ['Jayden Daniels', 'daniels', 'Will Jayden Daniels win the 2027–28 NFL MVP?']])),
    G('AP NFL MVP (2027 season)', z('2028-02-12'), [['J. Allen', 'allen'], ['L. Jackson', 'lamar'], ['P. Mahomes', 'mahomes']]),
  ],
});
add('sports', { name: 'nfl-opoy-2027-alpha-only', events: [
  A('KXNFLOPOY-27', 'NFL Offensive Player of the Year 2027', SP, z('2028-02-12'), [
    ['JCHA', "Ja'Marr Chase", 'chase'], ['SBAR', 'Saquon Barkley', 'barkley'], ['JGIB', 'Jahmyr Gibbs', 'gibbs']]),
] }, 1);
add('sports', {
  name: 'nfl-chase-receiving-yards-2027',
  events: [
    A('KXNFLRECYDS-27JCHASE', "Ja'Marr Chase regular-season receiving yards 2027", SP, z('2028-01-10'), [
      ['1500', '1,500+ yards', 'c1500', { rules: "If Ja'Marr Chase records at least 1,500 receiving yards in the 2027 NFL regular season, then the market resolves to Yes." }]]),
    B("Ja'Marr Chase 1500+ receiving yards?", SP, z('2028-01-10'), [
      ['jamarr-chase-1500-receiving-yards-2027', '', 'c1500', { q: "Will Ja'Marr Chase have 1500 or more receiving yards in the 2027 regular season?", src: 'https://www.pro-football-reference.com/' }]]),
    G('Ja\'Marr Chase receiving yards (2027 reg. season)', z('2028-01-10'), [['1,400+', 'c1400'], ['1,600+', 'c1600']]),
  ],
}, 2);

// ── NHL.
add('sports', {
  name: 'nhl-tor-at-mtl-2027-01-16',
  events: [
    A('KXNHLGAME-27JAN16TORMTL', 'Toronto at Montreal', SP, z('2027-01-30'), [
      ['TOR', 'Toronto', 'tor', ag('Toronto', 'Toronto at Montreal', 'professional hockey', 'Jan 16, 2027')],
      ['MTL', 'Montreal', 'mtl', ag('Montreal', 'Toronto at Montreal', 'professional hockey', 'Jan 16, 2027')]]),
    B('Maple Leafs vs. Canadiens', SP, z('2027-01-17', '04:00'), [
      ['nhl-tor-mtl-2027-01-16', '', 'tor', { q: 'Maple Leafs vs. Canadiens', outcomes: yn('Maple Leafs', 'Canadiens'),
        rules: 'NHL game on January 16, 2027, 7:00 PM ET at the Bell Centre. Resolves to the winner including overtime and shootout.' }]]),
    G('Hockey Night: Leafs at Habs (2027-01-16)', z('2027-01-17', '05:00'), [['Leafs', 'tor'], ['Habs', 'mtl']],
      { rules: 'Winner of the Toronto Maple Leafs at Montréal Canadiens game on 16 January 2027, overtime and shootout included.' }),
  ],
});
add('sports', {
  name: 'stanley-cup-2027',
  events: [
    A('KXNHL-27', 'Pro Hockey Champion 2027', SP, z('2027-06-30'), [
      ['FLA', 'Florida', 'fla'], ['EDM', 'Edmonton', 'edm'], ['COL', 'Colorado', 'col'], ['CAR', 'Carolina', 'car'], ['DAL', 'Dallas', 'dal']]),
    B('Stanley Cup Champion 2027', SP, z('2027-06-30'), bq([
      ['Panthers', 'fla', 'Will the Florida Panthers win the 2027 Stanley Cup?'],
      ['Oilers', 'edm', 'Will the Edmonton Oilers win the 2027 Stanley Cup?'],
      ['Avalanche', 'col', 'Will the Colorado Avalanche win the 2027 Stanley Cup?'],
      ['Hurricanes', 'car', 'Will the Carolina Hurricanes win the 2027 Stanley Cup?']])),
    U('nhl-stanley-cup-2027', 'Stanley Cup 2027', 'sports', z('2027-06-30'), [
      ['tsc-nhl-2027-edm', 'Edmonton', 'edm', { q: 'Edmonton Oilers to win the Stanley Cup?' }],
      ['tsc-nhl-2027-dal', 'Dallas', 'dal', { q: 'Dallas Stars to win the Stanley Cup?' }]]),
    G('2027 Stanley Cup winner', z('2027-06-30'), [['Florida', 'fla'], ['Edmonton', 'edm'], ['Colorado', 'col'], ['Dallas', 'dal']]),
  ],
});

// ── MLB: a doubleheader — game 1 and game 2 are different events.
add('sports', {
  name: 'mlb-nyy-at-bos-2027-07-10-game1',
  events: [
    A('KXMLBGAME-27JUL10NYYBOSG1', 'New York Y at Boston (Game 1)', SP, z('2027-07-24'), [
      ['NYY', 'New York Y', 'nyy', ag('New York Y', 'New York Y at Boston (Game 1 of a doubleheader)', 'professional baseball', 'Jul 10, 2027')],
      ['BOS', 'Boston', 'bos', ag('Boston', 'New York Y at Boston (Game 1 of a doubleheader)', 'professional baseball', 'Jul 10, 2027')]]),
    B('Yankees vs. Red Sox (Game 1)', SP, z('2027-07-11', '04:00'), [
      ['mlb-nyy-bos-2027-07-10-g1', '', 'nyy', { q: 'Yankees vs. Red Sox (Game 1)', outcomes: yn('Yankees', 'Red Sox'),
        rules: 'Game 1 of the July 10, 2027 doubleheader at Fenway Park, first pitch 1:05 PM ET. Resolves to the winning team.' }]]),
    G('MLB DH G1 · NY Yankees @ Boston Red Sox · Jul 10', z('2027-07-11', '05:00'), [['Yankees', 'nyy'], ['Red Sox', 'bos']]),
  ],
});
add('sports', {
  name: 'mlb-nyy-at-bos-2027-07-10-game2',
  events: [
    A('KXMLBGAME-27JUL10NYYBOSG2', 'New York Y at Boston (Game 2)', SP, z('2027-07-24'), [
      ['NYY', 'New York Y', 'nyy', ag('New York Y', 'New York Y at Boston (Game 2 of a doubleheader)', 'professional baseball', 'Jul 10, 2027')],
      ['BOS', 'Boston', 'bos', ag('Boston', 'New York Y at Boston (Game 2 of a doubleheader)', 'professional baseball', 'Jul 10, 2027')]]),
    B('Yankees vs. Red Sox (Game 2)', SP, z('2027-07-11', '06:00'), [
      ['mlb-nyy-bos-2027-07-10-g2', '', 'nyy', { q: 'Yankees vs. Red Sox (Game 2)', outcomes: yn('Yankees', 'Red Sox'),
        rules: 'Game 2 of the July 10, 2027 doubleheader at Fenway Park, first pitch 7:10 PM ET. Resolves to the winning team.' }]]),
  ],
}, 2);
add('sports', {
  name: 'world-series-2027',
  events: [
    A('KXMLB-27', 'Pro Baseball Champion 2027', SP, z('2027-11-10'), [
      ['LAD', 'Los Angeles D', 'lad'], ['NYY', 'New York Y', 'nyy'], ['PHI', 'Philadelphia', 'phi'], ['SEA', 'Seattle', 'sea'], ['TOR', 'Toronto', 'tor']]),
    B('World Series Champion 2027', SP, z('2027-11-10'), bq([
      ['Dodgers', 'lad', 'Will the Los Angeles Dodgers win the 2027 World Series?'],
      ['Yankees', 'nyy', 'Will the New York Yankees win the 2027 World Series?'],
      ['Mariners', 'sea', 'Will the Seattle Mariners win the 2027 World Series?'],
      ['Blue Jays', 'tor', 'Will the Toronto Blue Jays win the 2027 World Series?']])),
    G('2027 World Series winner', z('2027-11-10'), [['LA Dodgers', 'lad'], ['NY Yankees', 'nyy'], ['Phillies', 'phi']]),
  ],
});
add('sports', {
  name: 'al-cy-young-2027',
  events: [
    A('KXALCY-27', 'AL Cy Young 2027', SP, z('2027-11-20'), [
      ['TSKU', 'Tarik Skubal', 'skubal'], ['GCRO', 'Garrett Crochet', 'crochet'], ['HBRO', 'Hunter Brown', 'hbrown']],
      { rules: 'If the pitcher wins the 2027 American League Cy Young Award, the market resolves to Yes.' }),
    B('American League Cy Young 2027', SP, z('2027-11-20'), bq([
      ['Tarik Skubal', 'skubal', 'Will Tarik Skubal win the 2027 AL Cy Young?'],
      ['Garrett Crochet', 'crochet', 'Will Garrett Crochet win the 2027 AL Cy Young?']])),
  ],
});
add('sports', {
  name: 'nl-cy-young-2027',
  events: [
    A('KXNLCY-27', 'NL Cy Young 2027', SP, z('2027-11-20'), [
      ['PSKE', 'Paul Skenes', 'skenes'], ['YYAM', 'Yoshinobu Yamamoto', 'yamamoto'], ['CSAL', 'Cristopher Sanchez', 'sanchez']],
      { rules: 'If the pitcher wins the 2027 National League Cy Young Award, the market resolves to Yes.' }),
    G('NL Cy Young Award 2027', z('2027-11-20'), [['Skenes', 'skenes'], ['Yamamoto', 'yamamoto'], ['Sánchez', 'sanchez']]),
  ],
}, 2);
add('sports', {
  name: 'judge-home-runs-2027',
  events: [
    A('KXMLBHR-27AJUDGE', 'Aaron Judge home runs in 2027', SP, z('2027-10-05'), [
      ['50', '50+', 'j50', { rules: 'If Aaron Judge hits 50 or more home runs in the 2027 MLB regular season, then the market resolves to Yes.' }]]),
    B('Aaron Judge 50+ home runs in 2027?', SP, z('2027-10-05'), [
      ['aaron-judge-50-home-runs-2027', '', 'j50', { q: 'Will Aaron Judge hit 50 or more home runs in the 2027 regular season?', src: 'https://www.mlb.com/' }]]),
    G1('Judge 55+ HR (2027 regular season)?', z('2027-10-05'), 'j55'),
  ],
}, 1);

// ── Soccer.
add('sports', {
  name: 'epl-ars-che-2027-01-16',
  events: [
    A('KXEPLGAME-27JAN16ARSCHE', 'Arsenal vs Chelsea', SP, z('2027-01-30'), [
      ['ARS', 'Arsenal', 'ars', { rules: 'If Arsenal wins the Arsenal vs Chelsea match originally scheduled for Jan 16, 2027 in regulation (90 minutes plus stoppage time), then the market resolves to Yes.' }],
      ['CHE', 'Chelsea', 'che', { rules: 'If Chelsea wins the Arsenal vs Chelsea match originally scheduled for Jan 16, 2027 in regulation (90 minutes plus stoppage time), then the market resolves to Yes.' }],
      ['TIE', 'Tie', 'draw', { rules: 'If the Arsenal vs Chelsea match originally scheduled for Jan 16, 2027 ends in a tie after regulation, then the market resolves to Yes.' }]]),
    B('Arsenal FC vs. Chelsea FC', SP, z('2027-01-16', '20:00'), bq([
      ['Arsenal', 'ars', 'Will Arsenal FC win on 2027-01-16?'],
      ['Draw', 'draw', 'Will Arsenal FC vs. Chelsea FC end in a draw?'],
      ['Chelsea', 'che', 'Will Chelsea FC win on 2027-01-16?']]), { rules: 'Premier League match at the Emirates Stadium on January 16, 2027, 17:30 GMT; 90 minutes plus stoppage time only.' }),
    G('EPL · Arsenal v Chelsea · 16/01/2027', z('2027-01-16', '21:00'), [['Arsenal', 'ars'], ['Draw', 'draw'], ['Chelsea', 'che']],
      { rules: 'Result after 90 minutes plus stoppage time.' }),
  ],
});
add('sports', {
  name: 'epl-che-ars-2027-04-24',
  events: [
    A('KXEPLGAME-27APR24CHEARS', 'Chelsea vs Arsenal', SP, z('2027-05-08'), [
      ['CHE', 'Chelsea', 'che'], ['ARS', 'Arsenal', 'ars'], ['TIE', 'Tie', 'draw']]),
    B('Chelsea FC vs. Arsenal FC', SP, z('2027-04-24', '18:00'), bq([
      ['Chelsea', 'che', 'Will Chelsea FC win on 2027-04-24?'],
      ['Draw', 'draw', 'Will Chelsea FC vs. Arsenal FC end in a draw?'],
      ['Arsenal', 'ars', 'Will Arsenal FC win on 2027-04-24?']])),
  ],
}, 2);
add('sports', {
  name: 'epl-winner-2026-27',
  events: [
    A('KXEPL-27', 'English Premier League Winner 2026-27', SP, z('2027-05-31'), [
      ['ARS', 'Arsenal', 'ars'], ['LFC', 'Liverpool', 'liv'], ['MCI', 'Man City', 'mci'], ['CHE', 'Chelsea', 'che']]),
    B('Premier League Winner 2026/27', SP, z('2027-05-31'), bq([
      ['Arsenal', 'ars', 'Will Arsenal win the 2026–27 English Premier League?'],
      ['Liverpool', 'liv', 'Will Liverpool win the 2026–27 English Premier League?'],
      ['Manchester City', 'mci', 'Will Manchester City win the 2026–27 English Premier League?'],
      ['Chelsea', 'che', 'Will Chelsea win the 2026–27 English Premier League?'],
      ['Aston Villa', 'avl', 'Will Aston Villa win the 2026–27 English Premier League?']])),
    U('epl-winner-2026-27', 'EPL Champion 2026-27', 'sports', z('2027-05-31'), [
      ['tsc-epl-2027-ars', 'Arsenal', 'ars', { q: 'Arsenal to win the Premier League?' }],
      ['tsc-epl-2027-mci', 'Man City', 'mci', { q: 'Man City to win the Premier League?' }]]),
    G('Premier League 26/27 — Champion', z('2027-05-31'), [['Arsenal', 'ars'], ['Liverpool', 'liv'], ['Man City', 'mci']]),
  ],
});
add('sports', {
  name: 'epl-top-four-2026-27',
  events: [
    A('KXEPLTOP4-27', 'Premier League Top 4 Finish 2026-27', SP, z('2027-05-31'), [
      ['ARS', 'Arsenal', 'ars4'], ['CHE', 'Chelsea', 'che4'], ['NEW', 'Newcastle', 'new4']],
      { rules: 'If the club finishes in the top four of the 2026-27 English Premier League table, the market resolves to Yes.' }),
    B('Premier League: Top 4 Finish 2026-27', SP, z('2027-05-31'), bq([
      ['Chelsea', 'che4', 'Will Chelsea finish in the top 4 of the 2026–27 Premier League?'],
      ['Newcastle', 'new4', 'Will Newcastle finish in the top 4 of the 2026–27 Premier League?'],
      ['Manchester United', 'mun4', 'Will Manchester United finish in the top 4 of the 2026–27 Premier League?']])),
  ],
}, 3);
add('sports', { name: 'epl-relegation-2026-27-beta-only', events: [
  B('Premier League Relegation 2026-27', SP, z('2027-05-31'), bq([
    ['Burnley', 'bur-rel', 'Will Burnley be relegated from the 2026–27 Premier League?'],
    ['Sunderland', 'sun-rel', 'Will Sunderland be relegated from the 2026–27 Premier League?']])),
] });
add('sports', {
  name: 'laliga-clasico-2027-03-21',
  events: [
    A('KXLALIGAGAME-27MAR21RMABAR', 'Real Madrid vs Barcelona', SP, z('2027-04-04'), [
      ['RMA', 'Real Madrid', 'rma'], ['BAR', 'Barcelona', 'bar'], ['TIE', 'Tie', 'draw']],
      { rules: 'Result of the La Liga match Real Madrid vs Barcelona originally scheduled for Mar 21, 2027, after 90 minutes plus stoppage time.' }),
    B('Real Madrid CF vs. FC Barcelona', SP, z('2027-03-21', '22:00'), bq([
      ['Real Madrid', 'rma', 'Will Real Madrid CF win on 2027-03-21?'],
      ['Draw', 'draw', 'Will Real Madrid CF vs. FC Barcelona end in a draw?'],
      ['Barcelona', 'bar', 'Will FC Barcelona win on 2027-03-21?']]), { rules: 'LaLiga match at the Santiago Bernabéu, 21 March 2027. Regular time only.' }),
    G('El Clásico (LaLiga, 21 Mar 2027): Madrid / Draw / Barça', z('2027-03-21', '23:00'), [['Real Madrid', 'rma'], ['Draw', 'draw'], ['Barça', 'bar']]),
  ],
});
// A cup final between the same clubs a month later: another event (and it cannot end in a draw).
add('sports', {
  name: 'copa-del-rey-final-2027',
  events: [
    B('Copa del Rey Final: Real Madrid vs. Barcelona', SP, z('2027-04-24', '23:00'), bq([
      ['Real Madrid', 'rma-cup', 'Will Real Madrid win the 2027 Copa del Rey?'],
      ['Barcelona', 'bar-cup', 'Will Barcelona win the 2027 Copa del Rey?']]), { rules: 'Resolves to the club that lifts the trophy, extra time and penalties included.' }),
    G('Copa del Rey 2027 winner', z('2027-04-24', '23:00'), [['Real Madrid', 'rma-cup'], ['FC Barcelona', 'bar-cup']]),
  ],
}, 2);
add('sports', {
  name: 'bundesliga-bay-bvb-2027-02-27',
  events: [
    A('KXBUNDESLIGAGAME-27FEB27BMUBVB', 'Bayern Munich vs Dortmund', SP, z('2027-03-13'), [
      ['BMU', 'Bayern Munich', 'fcb'], ['BVB', 'Dortmund', 'bvb'], ['TIE', 'Tie', 'draw']]),
    B('FC Bayern München vs. Borussia Dortmund', SP, z('2027-02-27', '21:00'), bq([
      ['Bayern', 'fcb', 'Will FC Bayern München win on 2027-02-27?'],
      ['Draw', 'draw', 'Will FC Bayern München vs. Borussia Dortmund end in a draw?'],
      ['Dortmund', 'bvb', 'Will Borussia Dortmund win on 2027-02-27?']])),
  ],
});
add('sports', {
  name: 'bundesliga-winner-2026-27',
  events: [
    A('KXBUNDESLIGA-27', 'Bundesliga Winner 2026-27', SP, z('2027-05-31'), [['BMU', 'Bayern Munich', 'fcb'], ['B04', 'Leverkusen', 'b04'], ['BVB', 'Dortmund', 'bvb']]),
    B('Bundesliga Winner 2026/27', SP, z('2027-05-31'), bq([
      ['Bayern Munich', 'fcb', 'Will Bayern Munich win the 2026–27 Bundesliga?'],
      ['Bayer Leverkusen', 'b04', 'Will Bayer Leverkusen win the 2026–27 Bundesliga?'],
      ['RB Leipzig', 'rbl', 'Will RB Leipzig win the 2026–27 Bundesliga?']])),
    G('German Bundesliga champion 2026–27', z('2027-05-31'), [['FC Bayern', 'fcb'], ['Leverkusen', 'b04'], ['BVB', 'bvb']]),
  ],
});
add('sports', {
  name: 'seriea-inter-milan-2027-02-14',
  events: [
    A('KXSERIEAGAME-27FEB14INTMIL', 'Inter vs AC Milan', SP, z('2027-02-28'), [['INT', 'Inter', 'int'], ['MIL', 'AC Milan', 'mil'], ['TIE', 'Tie', 'draw']]),
    B('Inter vs. AC Milan', SP, z('2027-02-14', '22:00'), bq([
      ['Inter', 'int', 'Will Inter Milan win on 2027-02-14?'],
      ['Draw', 'draw', 'Will Inter Milan vs. AC Milan end in a draw?'],
      ['AC Milan', 'mil', 'Will AC Milan win on 2027-02-14?']])),
    U('sea-int-mil-2027-02-14', 'Derby della Madonnina — Inter v Milan', 'sports', z('2027-02-14', '22:00'), [
      ['atc-sea-int-mil-2027-02-14-int', 'Internazionale', 'int', { q: 'Inter v Milan: Inter win?' }],
      ['atc-sea-int-mil-2027-02-14-draw', 'Draw', 'draw', { q: 'Inter v Milan: draw?' }],
      ['atc-sea-int-mil-2027-02-14-mil', 'Milan', 'mil', { q: 'Inter v Milan: Milan win?' }]]),
  ],
});
add('sports', {
  name: 'seriea-winner-2026-27',
  events: [
    A('KXSERIEA-27', 'Serie A Winner 2026-27', SP, z('2027-05-31'), [['NAP', 'Napoli', 'nap'], ['INT', 'Inter', 'int'], ['JUV', 'Juventus', 'juv'], ['MIL', 'AC Milan', 'mil']]),
    B('Serie A Winner 2026/27', SP, z('2027-05-31'), bq([
      ['Napoli', 'nap', 'Will Napoli win the 2026–27 Serie A?'],
      ['Inter', 'int', 'Will Inter win the 2026–27 Serie A?'],
      ['Juventus', 'juv', 'Will Juventus win the 2026–27 Serie A?']])),
  ],
});
add('sports', {
  name: 'ucl-winner-2026-27',
  events: [
    A('KXUCL-27', 'UEFA Champions League Winner 2026-27', SP, z('2027-06-06'), [
      ['ARS', 'Arsenal', 'ars'], ['PSG', 'Paris SG', 'psg'], ['RMA', 'Real Madrid', 'rma'], ['BAR', 'Barcelona', 'bar'], ['BMU', 'Bayern Munich', 'fcb']]),
    B('Champions League Winner 2027', SP, z('2027-06-06'), bq([
      ['Arsenal', 'ars', 'Will Arsenal win the 2026–27 UEFA Champions League?'],
      ['PSG', 'psg', 'Will Paris Saint-Germain win the 2026–27 UEFA Champions League?'],
      ['Real Madrid', 'rma', 'Will Real Madrid win the 2026–27 UEFA Champions League?'],
      ['Bayern', 'fcb', 'Will Bayern Munich win the 2026–27 UEFA Champions League?'],
      ['Liverpool', 'liv', 'Will Liverpool win the 2026–27 UEFA Champions League?']])),
    U('ucl-winner-2026-27', 'UCL 2026-27 Winner', 'sports', z('2027-06-06'), [
      ['tsc-ucl-2027-psg', 'Paris Saint-Germain', 'psg', { q: 'PSG to win the Champions League?' }],
      ['tsc-ucl-2027-ars', 'Arsenal', 'ars', { q: 'Arsenal to win the Champions League?' }]]),
    G('UEFA Champions League 2026/27 — who lifts the trophy in Madrid?', z('2027-06-06'), [['Arsenal', 'ars'], ['PSG', 'psg'], ['Barcelona', 'bar'], ['Bayern', 'fcb']]),
  ],
});
// Reaching the final is not winning it.
add('sports', {
  name: 'ucl-finalist-arsenal-2027',
  events: [
    B('Will Arsenal reach the Champions League final?', SP, z('2027-05-06'), [
      ['will-arsenal-reach-the-2027-champions-league-final', '', 'ars-final', { q: 'Will Arsenal reach the 2027 UEFA Champions League final?' }]]),
    G1('Arsenal to play in the 2027 UCL final?', z('2027-05-06'), 'ars-final'),
  ],
}, 2);
// Same tie, two propositions: the 90-minute result of the second leg (alpha, gamma) vs who advances (beta).
add('sports', {
  name: 'ucl-mci-rma-2027-03-17',
  events: [
    A('KXUCLGAME-27MAR17MCIRMA', 'Manchester City vs Real Madrid', SP, z('2027-03-31'), [
      ['MCI', 'Man City', 'mci'], ['RMA', 'Real Madrid', 'rma'], ['TIE', 'Tie', 'draw']],
      { rules: 'Result of the UEFA Champions League match originally scheduled for Mar 17, 2027 after 90 minutes plus stoppage time; extra time and penalties do not count.' }),
    B('Man City vs. Real Madrid: Who will advance?', SP, z('2027-03-18', '00:00'), bq([
      ['Man City', 'mci-adv', 'Will Manchester City advance to the Champions League quarterfinals?'],
      ['Real Madrid', 'rma-adv', 'Will Real Madrid advance to the Champions League quarterfinals?']]),
    { rules: 'Round of 16, second leg at the Etihad on March 17, 2027. Resolves to the club that progresses on aggregate, including extra time and penalties.' }),
    G('UCL R16 2nd leg · Man City v Real Madrid (90 min)', z('2027-03-17', '23:00'), [['Man City', 'mci'], ['Draw', 'draw'], ['Real Madrid', 'rma']]),
  ],
  groups: [['alpha', 'gamma'], ['beta']],
}, 2);
add('sports', {
  name: 'mls-lafc-lag-2027-05-15',
  events: [
    A('KXMLSGAME-27MAY15LAFCLA', 'Los Angeles FC vs LA Galaxy', SP, z('2027-05-29'), [['LAFC', 'Los Angeles FC', 'lafc'], ['LA', 'LA Galaxy', 'lag'], ['TIE', 'Tie', 'draw']]),
    B('LAFC vs. LA Galaxy', SP, z('2027-05-16', '06:00'), bq([
      ['LAFC', 'lafc', 'Will LAFC win on 2027-05-15?'],
      ['Draw', 'draw', 'Will LAFC vs. LA Galaxy end in a draw?'],
      ['LA Galaxy', 'lag', 'Will LA Galaxy win on 2027-05-15?']])),
  ],
});
add('sports', {
  name: 'mls-cup-2027',
  events: [
    A('KXMLSCUP-27', 'MLS Cup Winner 2027', SP, z('2027-12-15'), [['MIA', 'Inter Miami', 'mia'], ['LAFC', 'Los Angeles FC', 'lafc'], ['CLB', 'Columbus', 'clb'], ['VAN', 'Vancouver', 'van']]),
    B('MLS Cup 2027 Winner', SP, z('2027-12-15'), bq([
      ['Inter Miami', 'mia', 'Will Inter Miami CF win MLS Cup 2027?'],
      ['LAFC', 'lafc', 'Will LAFC win MLS Cup 2027?'],
      ['Vancouver Whitecaps', 'van', 'Will the Vancouver Whitecaps win MLS Cup 2027?']])),
    G('MLS Cup 2027', z('2027-12-15'), [['Inter Miami CF', 'mia'], ['Columbus Crew', 'clb'], ['Whitecaps FC', 'van']]),
  ],
});

// ── College sports.
add('sports', {
  name: 'cfp-champion-2027-season',
  events: [
    A('KXNCAAF-28', 'College Football Champion 2027-28', SP, z('2028-01-25'), [
      ['OSU', 'Ohio St.', 'osu'], ['UGA', 'Georgia', 'uga'], ['TEX', 'Texas', 'tex'], ['ORE', 'Oregon', 'ore']],
      { rules: 'If the team wins the College Football Playoff National Championship game concluding the 2027 season, the market resolves to Yes.' }),
    B('College Football National Champion 2027-28', SP, z('2028-01-25'), bq([
      ['Ohio State', 'osu', 'Will Ohio State win the 2027–28 CFP National Championship?'],
      ['Georgia', 'uga', 'Will Georgia win the 2027–28 CFP National Championship?'],
      ['Texas', 'tex', 'Will Texas win the 2027–28 CFP National Championship?'],
      ['Notre Dame', 'nd', 'Will Notre Dame win the 2027–28 CFP National Championship?']])),
    G('CFP national title (2027 season)', z('2028-01-25'), [['Ohio State Buckeyes', 'osu'], ['Georgia Bulldogs', 'uga'], ['Oregon Ducks', 'ore']]),
  ],
});
add('sports', {
  name: 'ncaaf-osu-mich-2027-11-27',
  events: [
    A('KXNCAAFGAME-27NOV27OSUMICH', 'Ohio St. at Michigan', SP, z('2027-12-11'), [
      ['OSU', 'Ohio St.', 'osu', ag('Ohio St.', 'Ohio St. at Michigan', 'college football', 'Nov 27, 2027')],
      ['MICH', 'Michigan', 'mich', ag('Michigan', 'Ohio St. at Michigan', 'college football', 'Nov 27, 2027')]]),
    B('Ohio State vs. Michigan', SP, z('2027-11-28', '04:00'), [
      ['cfb-osu-mich-2027-11-27', '', 'osu', { q: 'Ohio State vs. Michigan', outcomes: yn('Ohio State', 'Michigan') }]]),
    G('The Game 2027: Buckeyes at Wolverines', z('2027-11-28', '05:00'), [['Buckeyes', 'osu'], ['Wolverines', 'mich']]),
  ],
});
add('sports', {
  name: 'heisman-2027',
  events: [
    A('KXHEISMAN-27', 'Heisman Trophy Winner 2027', SP, z('2027-12-12'), [
      ['AMAN', 'Arch Manning', 'manning'], ['JSMI', 'Jeremiah Smith', 'jsmith'], ['DLAG', 'Dante Moore', 'moore']]),
    B('Heisman Trophy 2027', SP, z('2027-12-12'), bq([
      ['Arch Manning', 'manning', 'Will Arch Manning win the 2027 Heisman Trophy?'],
      ['Jeremiah Smith', 'jsmith', 'Will Jeremiah Smith win the 2027 Heisman Trophy?'],
      ['Julian Sayin', 'sayin', 'Will Julian Sayin win the 2027 Heisman Trophy?']])),
  ],
});
add('sports', {
  name: 'ncaa-men-champion-2027',
  events: [
    A('KXMARMAD-27', "Men's College Basketball Champion 2027", SP, z('2027-04-06'), [
      ['DUKE', 'Duke', 'duke'], ['HOU', 'Houston', 'hou'], ['FLA', 'Florida', 'fla'], ['UK', 'Kentucky', 'uk']]),
    B('NCAA Tournament Winner 2027', SP, z('2027-04-06'), bq([
      ['Duke', 'duke', "Will Duke win the 2027 NCAA men's basketball tournament?"],
      ['Houston', 'hou', "Will Houston win the 2027 NCAA men's basketball tournament?"],
      ['Florida', 'fla', "Will Florida win the 2027 NCAA men's basketball tournament?"]])),
    U('ncaab-champion-2027', "March Madness 2027 — Men's Champion", 'sports', z('2027-04-06'), [
      ['tsc-ncaab-2027-duke', 'Duke Blue Devils', 'duke', { q: 'Duke to win the 2027 national title?' }],
      ['tsc-ncaab-2027-uk', 'Kentucky Wildcats', 'uk', { q: 'Kentucky to win the 2027 national title?' }]]),
    G('2027 NCAA Men\'s Final Four — national champion', z('2027-04-06'), [['Duke', 'duke'], ['Houston Cougars', 'hou'], ['Florida Gators', 'fla']]),
  ],
});
add('sports', {
  name: 'ncaa-women-champion-2027',
  events: [
    A('KXWMARMAD-27', "Women's College Basketball Champion 2027", SP, z('2027-04-05'), [
      ['UCONN', 'UConn', 'uconn-w'], ['SC', 'South Carolina', 'sc-w'], ['UCLA', 'UCLA', 'ucla-w']]),
    B("NCAA Women's Tournament Winner 2027", SP, z('2027-04-05'), bq([
      ['UConn', 'uconn-w', "Will UConn win the 2027 NCAA women's basketball tournament?"],
      ['South Carolina', 'sc-w', "Will South Carolina win the 2027 NCAA women's basketball tournament?"]])),
  ],
}, 2);
add('sports', {
  name: 'ncaab-duke-at-unc-2027-03-06',
  events: [
    A('KXNCAAMBGAME-27MAR06DUKEUNC', 'Duke at North Carolina', SP, z('2027-03-20'), [
      ['DUKE', 'Duke', 'duke', ag('Duke', 'Duke at North Carolina', "men's college basketball", 'Mar 6, 2027')],
      ['UNC', 'North Carolina', 'unc', ag('North Carolina', 'Duke at North Carolina', "men's college basketball", 'Mar 6, 2027')]]),
    B('Duke vs. UNC', SP, z('2027-03-07', '04:00'), [['cbb-duke-unc-2027-03-06', '', 'duke', { q: 'Duke vs. North Carolina', outcomes: yn('Duke', 'North Carolina') }]]),
  ],
});

// ── Tennis.
add('sports', {
  name: 'wimbledon-men-2027',
  events: [
    A('KXWIMBLEDONMEN-27', "Wimbledon Men's Singles Champion 2027", SP, z('2027-07-12'), [
      ['JSIN', 'Jannik Sinner', 'sinner'], ['CALC', 'Carlos Alcaraz', 'alcaraz'], ['NDJO', 'Novak Djokovic', 'djokovic'], ['JDRA', 'Jack Draper', 'draper']]),
    B("Wimbledon Men's Singles Winner 2027", SP, z('2027-07-12'), bq([
      ['Jannik Sinner', 'sinner', "Will Jannik Sinner win the 2027 Wimbledon men's singles?"],
      ['Carlos Alcaraz', 'alcaraz', "Will Carlos Alcaraz win the 2027 Wimbledon men's singles?"],
      ['Novak Djokovic', 'djokovic', "Will Novak Djokovic win the 2027 Wimbledon men's singles?"],
      ['Taylor Fritz', 'fritz', "Will Taylor Fritz win the 2027 Wimbledon men's singles?"]])),
    G('Wimbledon 2027 — Gentlemen\'s Singles champion', z('2027-07-12'), [['Sinner', 'sinner'], ['Alcaraz', 'alcaraz'], ['Djokovic', 'djokovic']]),
  ],
});
add('sports', {
  name: 'wimbledon-women-2027',
  events: [
    A('KXWIMBLEDONWOMEN-27', "Wimbledon Women's Singles Champion 2027", SP, z('2027-07-11'), [
      ['ASAB', 'Aryna Sabalenka', 'sabalenka'], ['ISWI', 'Iga Swiatek', 'swiatek'], ['CGAU', 'Coco Gauff', 'gauff']]),
    B("Wimbledon Women's Singles Winner 2027", SP, z('2027-07-11'), bq([
      ['Aryna Sabalenka', 'sabalenka', "Will Aryna Sabalenka win the 2027 Wimbledon women's singles?"],
      ['Iga Świątek', 'swiatek', "Will Iga Świątek win the 2027 Wimbledon women's singles?"]])),
  ],
}, 2);
add('sports', {
  name: 'wimbledon-alcaraz-reach-final-2027',
  events: [
    B('Will Carlos Alcaraz reach the Wimbledon final?', SP, z('2027-07-10'), [
      ['alcaraz-reach-2027-wimbledon-final', '', 'alcaraz-final', { q: "Will Carlos Alcaraz reach the 2027 Wimbledon men's singles final?" }]]),
    G1('Alcaraz into the Wimbledon 2027 final?', z('2027-07-10'), 'alcaraz-final'),
  ],
}, 2);
// Retirement rule differs: alpha pays the player who advances, beta resolves 50-50 on an incomplete match.
add('sports', {
  name: 'roland-garros-final-2027-sinner-alcaraz',
  events: [
    A('KXATPMATCH-27JUN06SINALC', 'Sinner vs Alcaraz: Roland Garros Final', SP, z('2027-06-20'), [
      ['SIN', 'Jannik Sinner', 'sinner', { rules: 'If Jannik Sinner wins the Sinner vs Alcaraz match scheduled for Jun 6, 2027, the market resolves to Yes. If a player retires or is disqualified, the player who advances is the winner.' }],
      ['ALC', 'Carlos Alcaraz', 'alcaraz', { rules: 'If Carlos Alcaraz wins the Sinner vs Alcaraz match scheduled for Jun 6, 2027, the market resolves to Yes. If a player retires or is disqualified, the player who advances is the winner.' }]]),
    B('Roland Garros Final: Sinner vs. Alcaraz', SP, z('2027-06-07', '00:00'), [
      ['atp-sinner-alcaraz-2027-06-06', '', 'sinner', { q: 'French Open Men\'s Final: Sinner vs. Alcaraz', outcomes: yn('Sinner', 'Alcaraz'),
        rules: 'Resolves to the winner of the 2027 Roland Garros men\'s singles final on June 6, 2027. If the match starts but is not completed (retirement, disqualification), this market resolves 50-50.' }]]),
  ],
  fungible: nf('alpha|beta'),
});
add('sports', {
  name: 'us-open-men-2027',
  events: [
    A('KXUSOMEN-27', "US Open Men's Singles Champion 2027", SP, z('2027-09-13'), [
      ['JSIN', 'Jannik Sinner', 'sinner'], ['CALC', 'Carlos Alcaraz', 'alcaraz'], ['TFRI', 'Taylor Fritz', 'fritz']]),
    B("US Open Men's Winner 2027", SP, z('2027-09-13'), bq([
      ['Jannik Sinner', 'sinner', "Will Jannik Sinner win the 2027 US Open men's singles?"],
      ['Carlos Alcaraz', 'alcaraz', "Will Carlos Alcaraz win the 2027 US Open men's singles?"]])),
  ],
}, 2);

// ── Golf.
add('sports', {
  name: 'masters-2027',
  events: [
    A('KXPGAMASTERS-27', 'The Masters Winner 2027', SP, z('2027-04-12'), [
      ['SSCH', 'Scottie Scheffler', 'scheffler'], ['RMCI', 'Rory McIlroy', 'mcilroy'], ['JRAH', 'Jon Rahm', 'rahm'], ['XSCH', 'Xander Schauffele', 'xander'], ['LABE', 'Ludvig Aberg', 'aberg']]),
    B('Masters Winner 2027', SP, z('2027-04-12'), bq([
      ['Scottie Scheffler', 'scheffler', 'Will Scottie Scheffler win the 2027 Masters?'],
      ['Rory McIlroy', 'mcilroy', 'Will Rory McIlroy win the 2027 Masters?'],
      ['Jon Rahm', 'rahm', 'Will Jon Rahm win the 2027 Masters?'],
      ['Ludvig Åberg', 'aberg', 'Will Ludvig Åberg win the 2027 Masters?'],
      ['Bryson DeChambeau', 'bryson', 'Will Bryson DeChambeau win the 2027 Masters?']])),
    U('pga-masters-2027', 'Masters Tournament 2027 Winner', 'sports', z('2027-04-12'), [
      ['tsc-masters-2027-scheffler', 'S. Scheffler', 'scheffler', { q: 'Scheffler to win the Masters?' }],
      ['tsc-masters-2027-mcilroy', 'R. McIlroy', 'mcilroy', { q: 'McIlroy to win the Masters?' }]]),
    G('2027 Masters Tournament (Augusta) — winner', z('2027-04-12'), [['Scheffler', 'scheffler'], ['McIlroy', 'mcilroy'], ['DeChambeau', 'bryson'], ['Schauffele', 'xander']]),
  ],
});
add('sports', {
  name: 'pga-championship-2027',
  events: [
    A('KXPGACHAMP-27', 'PGA Championship Winner 2027', SP, z('2027-05-24'), [
      ['SSCH', 'Scottie Scheffler', 'scheffler'], ['RMCI', 'Rory McIlroy', 'mcilroy'], ['XSCH', 'Xander Schauffele', 'xander']]),
    B('PGA Championship Winner 2027', SP, z('2027-05-24'), bq([
      ['Scottie Scheffler', 'scheffler', 'Will Scottie Scheffler win the 2027 PGA Championship?'],
      ['Rory McIlroy', 'mcilroy', 'Will Rory McIlroy win the 2027 PGA Championship?']])),
  ],
}, 2);

// ── Motorsport: race winner vs pole position; drivers' vs constructors' title.
add('sports', {
  name: 'f1-monaco-gp-2027-winner',
  events: [
    A('KXF1RACE-27MONACO', 'Monaco Grand Prix Winner', SP, z('2027-06-06'), [
      ['MVER', 'Max Verstappen', 'verstappen'], ['LNOR', 'Lando Norris', 'norris'], ['CLEC', 'Charles Leclerc', 'leclerc'], ['OPIA', 'Oscar Piastri', 'piastri']],
      { rules: 'If the driver is classified first in the 2027 Monaco Grand Prix race, as published by the FIA, the market resolves to Yes.' }),
    B('F1: Monaco Grand Prix Winner 2027', SP, z('2027-06-06'), bq([
      ['Max Verstappen', 'verstappen', 'Will Max Verstappen win the 2027 Monaco Grand Prix?'],
      ['Lando Norris', 'norris', 'Will Lando Norris win the 2027 Monaco Grand Prix?'],
      ['Charles Leclerc', 'leclerc', 'Will Charles Leclerc win the 2027 Monaco Grand Prix?'],
      ['George Russell', 'russell', 'Will George Russell win the 2027 Monaco Grand Prix?']])),
    G('Monaco GP 2027 — race winner', z('2027-06-06'), [['Verstappen', 'verstappen'], ['Leclerc', 'leclerc'], ['Norris', 'norris'], ['Piastri', 'piastri']]),
  ],
});
add('sports', {
  name: 'f1-monaco-gp-2027-pole',
  events: [
    A('KXF1POLE-27MONACO', 'Monaco Grand Prix Pole Position', SP, z('2027-06-05'), [
      ['CLEC', 'Charles Leclerc', 'leclerc'], ['MVER', 'Max Verstappen', 'verstappen'], ['LNOR', 'Lando Norris', 'norris']],
      { rules: 'If the driver sets the fastest time in qualifying for the 2027 Monaco Grand Prix and starts from pole position, the market resolves to Yes.' }),
    B('Monaco Grand Prix: Pole Position 2027', SP, z('2027-06-05'), bq([
      ['Charles Leclerc', 'leclerc', 'Will Charles Leclerc take pole at the 2027 Monaco Grand Prix?'],
      ['Max Verstappen', 'verstappen', 'Will Max Verstappen take pole at the 2027 Monaco Grand Prix?']])),
  ],
}, 3);
add('sports', {
  name: 'f1-drivers-champion-2027',
  events: [
    A('KXF1-27', 'F1 Drivers Champion 2027', SP, z('2027-12-06'), [
      ['MVER', 'Max Verstappen', 'verstappen'], ['LNOR', 'Lando Norris', 'norris'], ['OPIA', 'Oscar Piastri', 'piastri'], ['GRUS', 'George Russell', 'russell']]),
    B('F1 Drivers\' Champion 2027', SP, z('2027-12-06'), bq([
      ['Max Verstappen', 'verstappen', "Will Max Verstappen win the 2027 F1 Drivers' Championship?"],
      ['Lando Norris', 'norris', "Will Lando Norris win the 2027 F1 Drivers' Championship?"],
      ['George Russell', 'russell', "Will George Russell win the 2027 F1 Drivers' Championship?"]])),
    G('Formula 1 World Champion 2027 (drivers)', z('2027-12-06'), [['Verstappen', 'verstappen'], ['Norris', 'norris'], ['Piastri', 'piastri']]),
  ],
});
add('sports', {
  name: 'f1-constructors-champion-2027',
  events: [
    A('KXF1CONSTRUCTORS-27', 'F1 Constructors Champion 2027', SP, z('2027-12-06'), [
      ['MCL', 'McLaren', 'mclaren'], ['FER', 'Ferrari', 'ferrari'], ['RBR', 'Red Bull', 'redbull'], ['MER', 'Mercedes', 'mercedes']]),
    B("F1 Constructors' Champion 2027", SP, z('2027-12-06'), bq([
      ['McLaren', 'mclaren', "Will McLaren win the 2027 F1 Constructors' Championship?"],
      ['Mercedes', 'mercedes', "Will Mercedes win the 2027 F1 Constructors' Championship?"]])),
  ],
}, 2);

// ── Combat sports.
add('sports', {
  name: 'ufc-topuria-makhachev-2027-03-06',
  events: [
    A('KXUFCFIGHT-27MAR06TOPMAK', 'Topuria vs Makhachev', SP, z('2027-03-20'), [
      ['TOP', 'Ilia Topuria', 'topuria'], ['MAK', 'Islam Makhachev', 'makhachev']],
      { rules: 'Winner of the Topuria vs Makhachev bout scheduled for Mar 6, 2027 as announced by the UFC. If the bout ends in a draw or no contest, or does not take place, both markets resolve to No.' }),
    B('UFC 334: Topuria vs. Makhachev', SP, z('2027-03-07', '08:00'), [
      ['ufc-topuria-makhachev-2027-03-06', '', 'topuria', { q: 'Topuria vs. Makhachev', outcomes: yn('Topuria', 'Makhachev'),
        rules: 'Resolves to the fighter declared the winner by the UFC for the bout on March 6, 2027. A draw or no contest resolves this market 50-50.' }]]),
    G('UFC: Ilia Topuria v Islam Makhachev (6 Mar 2027)', z('2027-03-07', '08:00'), [['Topuria', 'topuria'], ['Makhachev', 'makhachev']],
      { rules: 'Official UFC result; draw or no contest: both outcomes resolve No.' }),
  ],
  fungible: nf('alpha|beta', 'beta|gamma'),
});
add('sports', {
  name: 'boxing-usyk-parker-2027',
  events: [
    A('KXBOXING-27MAY22USYKPARK', 'Usyk vs Parker', SP, z('2027-06-05'), [
      ['USYK', 'Oleksandr Usyk', 'usyk'], ['PARK', 'Joseph Parker', 'parker']],
      { rules: 'If the fighter wins the Usyk vs Parker heavyweight bout scheduled for May 22, 2027, the market resolves to Yes. A draw resolves both markets to No.' }),
    B('Usyk vs. Parker', SP, z('2027-05-23', '06:00'), [
      ['boxing-usyk-parker-2027-05-22', '', 'usyk', { q: 'Oleksandr Usyk vs. Joseph Parker', outcomes: yn('Usyk', 'Parker'),
        rules: 'Resolves to the winner of the heavyweight title fight on May 22, 2027. A draw resolves 50-50.' }]]),
  ],
  fungible: nf('alpha|beta'),
});

// ── Cricket: the Ashes series vs one Test.
add('sports', {
  name: 'ashes-2027-series',
  events: [
    A('KXASHES-27', 'Will England win the 2027 Ashes?', SP, z('2027-09-20'), [
      ['ENG', 'England', 'eng', { rules: 'If England wins the 2027 Ashes Test series (more Test wins than Australia), the market resolves to Yes. A drawn series resolves No.' }]]),
    B('The Ashes 2027: Series Winner', SP, z('2027-09-20'), bq([
      ['England', 'eng', 'Will England win the 2027 Ashes series?'],
      ['Australia', 'aus', 'Will Australia win the 2027 Ashes series?'],
      ['Drawn series', 'drawn', 'Will the 2027 Ashes series be drawn?']])),
  ],
});
add('sports', {
  name: 'ashes-2027-first-test',
  events: [
    B('Ashes 2027, 1st Test: England vs. Australia', SP, z('2027-07-14'), bq([
      ['England', 'eng-t1', 'Will England win the 1st Test of the 2027 Ashes?'],
      ['Australia', 'aus-t1', 'Will Australia win the 1st Test of the 2027 Ashes?'],
      ['Draw', 'draw-t1', 'Will the 1st Test of the 2027 Ashes end in a draw?']])),
    G('Ashes 1st Test 2027 (ENG v AUS) — result', z('2027-07-14'), [['England', 'eng-t1'], ['Australia', 'aus-t1'], ['Draw', 'draw-t1']]),
  ],
}, 3);
add('sports', {
  name: 'ipl-2027',
  events: [
    A('KXIPL-27', 'Indian Premier League Winner 2027', SP, z('2027-06-01'), [
      ['MI', 'Mumbai Indians', 'mi'], ['CSK', 'Chennai Super Kings', 'csk'], ['RCB', 'Royal Challengers Bengaluru', 'rcb'], ['KKR', 'Kolkata Knight Riders', 'kkr']]),
    B('IPL 2027 Winner', SP, z('2027-06-01'), bq([
      ['Mumbai Indians', 'mi', 'Will Mumbai Indians win IPL 2027?'],
      ['RCB', 'rcb', 'Will Royal Challengers Bengaluru win IPL 2027?'],
      ['Gujarat Titans', 'gt', 'Will Gujarat Titans win IPL 2027?']])),
    G('TATA IPL 2027 champion', z('2027-06-01'), [['MI', 'mi'], ['CSK', 'csk'], ['RCB', 'rcb'], ['PBKS', 'pbks']]),
  ],
});

// ── Football awards: Ballon d'Or vs The Best FIFA Men's Player.
add('sports', {
  name: 'ballon-dor-2027',
  events: [
    A('KXBALLONDOR-27', "Ballon d'Or 2027", SP, z('2027-10-31'), [
      ['LYAM', 'Lamine Yamal', 'yamal'], ['KMBA', 'Kylian Mbappe', 'mbappe'], ['EHAA', 'Erling Haaland', 'haaland'], ['ODEM', 'Ousmane Dembele', 'dembele']]),
    B("Ballon d'Or 2027 Winner", SP, z('2027-10-31'), bq([
      ['Lamine Yamal', 'yamal', "Will Lamine Yamal win the 2027 Ballon d'Or?"],
      ['Kylian Mbappé', 'mbappe', "Will Kylian Mbappé win the 2027 Ballon d'Or?"],
      ['Erling Haaland', 'haaland', "Will Erling Haaland win the 2027 Ballon d'Or?"],
      ['Vitinha', 'vitinha', "Will Vitinha win the 2027 Ballon d'Or?"]])),
    G("Ballon d'Or 2027", z('2027-10-31'), [['Yamal', 'yamal'], ['Mbappé', 'mbappe'], ['Dembélé', 'dembele']]),
  ],
});
add('sports', {
  name: 'fifa-best-men-2027',
  events: [
    A('KXFIFABEST-27', "The Best FIFA Men's Player 2027", SP, z('2027-12-31'), [
      ['LYAM', 'Lamine Yamal', 'yamal'], ['KMBA', 'Kylian Mbappe', 'mbappe']]),
    B("The Best FIFA Men's Player 2027", SP, z('2027-12-31'), bq([
      ['Lamine Yamal', 'yamal', "Will Lamine Yamal win The Best FIFA Men's Player 2027?"],
      ['Kylian Mbappé', 'mbappe', "Will Kylian Mbappé win The Best FIFA Men's Player 2027?"]])),
  ],
}, 2);

// ───────────────────────────── POLITICS ─────────────────────────────
const PO = 'Politics';
const ELEC = 'Elections';

// ── US 2028: candidate, party, popular vote, nominations.
add('politics', {
  name: 'us-president-2028-candidate',
  events: [
    A('KXPRES-28', '2028 U.S. Presidential Election Winner', ELEC, z('2029-01-20'), [
      ['JDV', 'J.D. Vance', 'vance'], ['GNEW', 'Gavin Newsom', 'newsom'], ['AOC', 'Alexandria Ocasio-Cortez', 'aoc'], ['MRUB', 'Marco Rubio', 'rubio'], ['JSHA', 'Josh Shapiro', 'shapiro']],
      { rules: 'If the person wins the 2028 U.S. presidential election, as determined by the Electoral College vote certified by Congress, the market resolves to Yes.' }),
    B('Presidential Election Winner 2028', PO, z('2028-11-07'), bq([
      ['JD Vance', 'vance', 'Will JD Vance win the 2028 US Presidential Election?'],
      ['Gavin Newsom', 'newsom', 'Will Gavin Newsom win the 2028 US Presidential Election?'],
      ['AOC', 'aoc', 'Will Alexandria Ocasio-Cortez win the 2028 US Presidential Election?'],
      ['Josh Shapiro', 'shapiro', 'Will Josh Shapiro win the 2028 US Presidential Election?'],
      ['Pete Buttigieg', 'buttigieg', 'Will Pete Buttigieg win the 2028 US Presidential Election?']])),
    U('presidential-election-winner-2028', 'Who will win the 2028 presidential election?', 'politics', z('2028-11-07'), [
      ['aec-pres-2028-vance', 'Vance', 'vance', { q: 'J.D. Vance wins the 2028 election?' }],
      ['aec-pres-2028-newsom', 'Newsom', 'newsom', { q: 'Gavin Newsom wins the 2028 election?' }],
      ['aec-pres-2028-rubio', 'Rubio', 'rubio', { q: 'Marco Rubio wins the 2028 election?' }]]),
    G('US Presidential Election 2028 — winner', z('2028-11-07'), [['Vance', 'vance'], ['Newsom', 'newsom'], ['Ocasio-Cortez', 'aoc'], ['Rubio', 'rubio']]),
  ],
});
add('politics', {
  name: 'us-president-2028-party',
  events: [
    A('KXPRESPARTY-28', 'Which party will win the 2028 presidential election?', ELEC, z('2029-01-20'), [
      ['R', 'Republican Party', 'rep'], ['D', 'Democratic Party', 'dem']],
      { rules: 'If the nominee of the party wins the 2028 U.S. presidential election (Electoral College), the market resolves to Yes.' }),
    B('Which party wins 2028 US Presidential Election?', PO, z('2028-11-07'), bq([
      ['Republican', 'rep', 'Will a Republican win the 2028 US Presidential Election?'],
      ['Democrat', 'dem', 'Will a Democrat win the 2028 US Presidential Election?'],
      ['Other', 'oth', 'Will a candidate from another party win the 2028 US Presidential Election?']])),
    G('2028 US Presidential Election: winning party', z('2028-11-07'), [['GOP', 'rep'], ['Democratic', 'dem']]),
  ],
}, 3);
add('politics', {
  name: 'us-popular-vote-2028',
  events: [
    A('KXPOPVOTE-28', 'Popular vote winner 2028', ELEC, z('2028-12-31'), [['R', 'Republican Party', 'rep-pv'], ['D', 'Democratic Party', 'dem-pv']],
      { rules: 'If the party\'s presidential nominee receives the most votes nationwide in the 2028 general election, the market resolves to Yes.' }),
    B('Which party wins the popular vote in 2028?', PO, z('2028-12-31'), bq([
      ['Democratic', 'dem-pv', 'Will the Democratic candidate win the popular vote in the 2028 presidential election?'],
      ['Republican', 'rep-pv', 'Will the Republican candidate win the popular vote in the 2028 presidential election?']])),
  ],
}, 2);
add('politics', {
  name: 'gop-nominee-2028',
  events: [
    A('KXRNOM-28', 'Republican nominee for President 2028', ELEC, z('2028-08-31'), [
      ['JDV', 'J.D. Vance', 'vance-nom'], ['MRUB', 'Marco Rubio', 'rubio-nom'], ['DJTJ', 'Donald Trump Jr.', 'djtj-nom'], ['RDES', 'Ron DeSantis', 'desantis-nom']]),
    B('Republican Presidential Nominee 2028', PO, z('2028-08-31'), bq([
      ['J.D. Vance', 'vance-nom', 'Will J.D. Vance be the 2028 Republican presidential nominee?'],
      ['Marco Rubio', 'rubio-nom', 'Will Marco Rubio be the 2028 Republican presidential nominee?'],
      ['Donald Trump Jr.', 'djtj-nom', 'Will Donald Trump Jr. be the 2028 Republican presidential nominee?'],
      ['Tucker Carlson', 'carlson-nom', 'Will Tucker Carlson be the 2028 Republican presidential nominee?']])),
    G('GOP 2028 presidential nomination', z('2028-08-31'), [['JD Vance', 'vance-nom'], ['Rubio', 'rubio-nom'], ['DeSantis', 'desantis-nom']]),
  ],
}, 3);
add('politics', {
  name: 'dem-nominee-2028',
  events: [
    A('KXDNOM-28', 'Democratic nominee for President 2028', ELEC, z('2028-08-31'), [
      ['GNEW', 'Gavin Newsom', 'newsom-nom'], ['AOC', 'Alexandria Ocasio-Cortez', 'aoc-nom'], ['JSHA', 'Josh Shapiro', 'shapiro-nom'], ['PBUT', 'Pete Buttigieg', 'buttigieg-nom']]),
    B('Democratic Presidential Nominee 2028', PO, z('2028-08-31'), bq([
      ['Gavin Newsom', 'newsom-nom', 'Will Gavin Newsom be the 2028 Democratic presidential nominee?'],
      ['Alexandria Ocasio-Cortez', 'aoc-nom', 'Will Alexandria Ocasio-Cortez be the 2028 Democratic presidential nominee?'],
      ['Wes Moore', 'moore-nom', 'Will Wes Moore be the 2028 Democratic presidential nominee?']])),
    U('democratic-nominee-2028', 'Democratic nominee 2028', 'politics', z('2028-08-31'), [
      ['aec-dnom-2028-newsom', 'Newsom', 'newsom-nom', { q: 'Newsom wins the Democratic nomination?' }],
      ['aec-dnom-2028-shapiro', 'Shapiro', 'shapiro-nom', { q: 'Shapiro wins the Democratic nomination?' }]]),
  ],
});
add('politics', {
  name: 'nh-dem-primary-2028',
  events: [
    A('KXNHDPRIMARY-28', 'New Hampshire Democratic Primary Winner 2028', ELEC, z('2028-02-29'), [
      ['PBUT', 'Pete Buttigieg', 'buttigieg'], ['GNEW', 'Gavin Newsom', 'newsom'], ['AOC', 'Alexandria Ocasio-Cortez', 'aoc']]),
    B('New Hampshire Democratic Primary 2028', PO, z('2028-02-29'), bq([
      ['Buttigieg', 'buttigieg', 'Will Pete Buttigieg win the 2028 New Hampshire Democratic primary?'],
      ['Newsom', 'newsom', 'Will Gavin Newsom win the 2028 New Hampshire Democratic primary?']])),
  ],
}, 3);

// ── Congress and states: House vs Senate; Governor vs Senator of one state; presidential state result vs Senate race.
add('politics', {
  name: 'us-house-control-2028',
  events: [
    A('CONTROLH-2028', 'Which party will win the House in 2028?', ELEC, z('2029-01-03'), [['D', 'Democrats', 'dem-h'], ['R', 'Republicans', 'rep-h']],
      { rules: 'Resolves to the party holding a majority of seats in the U.S. House of Representatives when the 121st Congress convenes.' }),
    B('Which party will win the House in 2028?', PO, z('2029-01-03'), bq([
      ['Democratic', 'dem-h', 'Will the Democrats win the House in the 2028 election?'],
      ['Republican', 'rep-h', 'Will the Republicans win the House in the 2028 election?']])),
    G('2028 US House majority', z('2029-01-03'), [['Democrats', 'dem-h'], ['Republicans', 'rep-h']]),
  ],
});
add('politics', {
  name: 'us-senate-control-2028',
  events: [
    A('CONTROLS-2028', 'Which party will win the Senate in 2028?', ELEC, z('2029-01-03'), [['D', 'Democrats', 'dem-s'], ['R', 'Republicans', 'rep-s']]),
    B('Which party will control the Senate after the 2028 election?', PO, z('2029-01-03'), bq([
      ['Republican', 'rep-s', 'Will the Republicans control the Senate after the 2028 election?'],
      ['Democratic', 'dem-s', 'Will the Democrats control the Senate after the 2028 election?']])),
  ],
}, 2);
add('politics', {
  name: 'nc-governor-2028',
  events: [
    A('KXGOVNC-28', 'North Carolina Governor Election 2028', ELEC, z('2028-11-30'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']]),
    B('North Carolina Governor Election Winner 2028', PO, z('2028-11-30'), bq([
      ['Democratic', 'dem', 'Will the Democrats win the 2028 North Carolina gubernatorial election?'],
      ['Republican', 'rep', 'Will the Republicans win the 2028 North Carolina gubernatorial election?']])),
    G('NC Governor 2028: which party?', z('2028-11-30'), [['Democrat', 'dem'], ['Republican', 'rep']]),
  ],
});
add('politics', {
  name: 'nc-senate-2028',
  events: [
    A('KXSENATENC-28', 'North Carolina Senate Race 2028', ELEC, z('2028-11-30'), [['R', 'Republican Party', 'rep'], ['D', 'Democratic Party', 'dem']]),
    B('North Carolina Senate Election Winner 2028', PO, z('2028-11-30'), bq([
      ['Republican', 'rep', 'Will the Republicans win the 2028 North Carolina Senate race?'],
      ['Democratic', 'dem', 'Will the Democrats win the 2028 North Carolina Senate race?']])),
  ],
}, 2);
add('politics', {
  name: 'pa-senate-2028',
  events: [
    A('KXSENATEPA-28', 'Pennsylvania Senate Race 2028', ELEC, z('2028-11-30'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']]),
    B('Pennsylvania Senate Election Winner 2028', PO, z('2028-11-30'), bq([
      ['Democratic', 'dem', 'Will the Democrats win the 2028 Pennsylvania Senate race?'],
      ['Republican', 'rep', 'Will the Republicans win the 2028 Pennsylvania Senate race?']])),
  ],
});
add('politics', {
  name: 'pa-presidential-2028',
  events: [
    A('KXPRESPA-28', 'Pennsylvania: 2028 Presidential Winner', ELEC, z('2028-12-15'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']],
      { rules: "If the party's nominee wins Pennsylvania's electoral votes in the 2028 presidential election, the market resolves to Yes." }),
    B('Pennsylvania Presidential Election Winner 2028', PO, z('2028-12-15'), bq([
      ['Democratic', 'dem', 'Will the Democrats win Pennsylvania in the 2028 presidential election?'],
      ['Republican', 'rep', 'Will the Republicans win Pennsylvania in the 2028 presidential election?']])),
    G('Who carries Pennsylvania in 2028 (President)?', z('2028-12-15'), [['Democrats', 'dem'], ['Republicans', 'rep']]),
  ],
}, 2);
add('politics', {
  name: 'ky-governor-2027',
  events: [
    A('KXGOVKY-27', 'Kentucky Governor Election 2027', ELEC, z('2027-11-30'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']]),
    B('Kentucky Governor Election Winner 2027', PO, z('2027-11-30'), bq([
      ['Democrat', 'dem', 'Will a Democrat win the 2027 Kentucky governor election?'],
      ['Republican', 'rep', 'Will a Republican win the 2027 Kentucky governor election?']])),
    G('Kentucky gubernatorial election (Nov 2, 2027)', z('2027-11-30'), [['Democratic', 'dem'], ['Republican', 'rep']]),
  ],
});
add('politics', { name: 'ms-governor-2027-gamma-only', events: [
  G('Mississippi gubernatorial election 2027 — winning party', z('2027-11-30'), [['Republican', 'rep'], ['Democratic', 'dem']]),
] }, 1);

// ── Elections abroad: France first round vs final result; Argentina; Nigeria; Taiwan; Australia; India most seats vs majority.
add('politics', {
  name: 'france-president-2027',
  events: [
    A('KXFRPRES-27', 'French Presidential Election Winner 2027', ELEC, z('2027-05-15'), [
      ['JBAR', 'Jordan Bardella', 'bardella'], ['EPHI', 'Edouard Philippe', 'philippe'], ['GATT', 'Gabriel Attal', 'attal'], ['JLME', 'Jean-Luc Melenchon', 'melenchon'], ['MLEP', 'Marine Le Pen', 'lepen']],
      { rules: 'If the candidate is elected President of France in the 2027 election (decided in the second round, or in the first round if a candidate wins an absolute majority), the market resolves to Yes.' }),
    B('France Presidential Election 2027', PO, z('2027-05-15'), bq([
      ['Jordan Bardella', 'bardella', 'Will Jordan Bardella win the 2027 French presidential election?'],
      ['Édouard Philippe', 'philippe', 'Will Édouard Philippe win the 2027 French presidential election?'],
      ['Jean-Luc Mélenchon', 'melenchon', 'Will Jean-Luc Mélenchon win the 2027 French presidential election?'],
      ['Marine Le Pen', 'lepen', 'Will Marine Le Pen win the 2027 French presidential election?']])),
    G('Élection présidentielle 2027 — next President of France', z('2027-05-15'), [['Bardella', 'bardella'], ['Philippe', 'philippe'], ['Attal', 'attal']]),
  ],
});
add('politics', {
  name: 'france-president-2027-first-round',
  events: [
    A('KXFRPRES1R-27', 'French Presidential Election: First-Round Leader 2027', ELEC, z('2027-04-20'), [
      ['JBAR', 'Jordan Bardella', 'bardella-r1'], ['EPHI', 'Edouard Philippe', 'philippe-r1'], ['JLME', 'Jean-Luc Melenchon', 'melenchon-r1']],
      { rules: 'If the candidate receives the most votes in the first round of the 2027 French presidential election, the market resolves to Yes.' }),
    B('French Election 2027: 1st Round Winner', PO, z('2027-04-20'), bq([
      ['Jordan Bardella', 'bardella-r1', 'Will Jordan Bardella get the most votes in the first round of the 2027 French presidential election?'],
      ['Édouard Philippe', 'philippe-r1', 'Will Édouard Philippe get the most votes in the first round of the 2027 French presidential election?']])),
  ],
}, 2);
add('politics', {
  name: 'argentina-president-2027',
  events: [
    B('Argentina Presidential Election 2027', PO, z('2027-12-10'), bq([
      ['Javier Milei', 'milei', 'Will Javier Milei win the 2027 Argentine presidential election?'],
      ['Axel Kicillof', 'kicillof', 'Will Axel Kicillof win the 2027 Argentine presidential election?']]),
    { rules: 'Resolves to the candidate who wins the presidency, in the first round or in the ballotage (runoff).' }),
    G('Argentina 2027: who will be elected President?', z('2027-12-10'), [['Milei', 'milei'], ['Kicillof', 'kicillof'], ['Bullrich', 'bullrich']]),
  ],
});
add('politics', {
  name: 'argentina-2027-first-round-beta-us-only',
  events: [
    U('argentina-2027-first-round', 'Argentina 2027 — first round: most votes', 'politics', z('2027-10-31'), [
      ['aec-arg-2027-r1-milei', 'Milei', 'milei-r1', { q: 'Milei first in the first round on October 24, 2027?' }],
      ['aec-arg-2027-r1-kicillof', 'Kicillof', 'kicillof-r1', { q: 'Kicillof first in the first round on October 24, 2027?' }]]),
  ],
}, 1);
add('politics', {
  name: 'nigeria-president-2027',
  events: [
    A('KXNGPRES-27', 'Nigeria Presidential Election 2027', ELEC, z('2027-03-31'), [
      ['BTIN', 'Bola Tinubu', 'tinubu'], ['PEOB', 'Peter Obi', 'obi'], ['AABU', 'Atiku Abubakar', 'atiku']]),
    B('Nigeria Presidential Election Winner 2027', PO, z('2027-03-31'), bq([
      ['Bola Ahmed Tinubu', 'tinubu', 'Will Bola Ahmed Tinubu win the 2027 Nigerian presidential election?'],
      ['Peter Obi', 'obi', 'Will Peter Obi win the 2027 Nigerian presidential election?'],
      ['Atiku Abubakar', 'atiku', 'Will Atiku Abubakar win the 2027 Nigerian presidential election?']])),
  ],
});
add('politics', {
  name: 'taiwan-president-2028',
  events: [
    A('KXTWPRES-28', 'Taiwan Presidential Election 2028: Winning Party', ELEC, z('2028-01-31'), [['DPP', 'DPP', 'dpp'], ['KMT', 'KMT', 'kmt'], ['TPP', 'TPP', 'tpp']]),
    B('Taiwan Presidential Election 2028', PO, z('2028-01-31'), bq([
      ['Kuomintang', 'kmt', 'Will the Kuomintang (KMT) candidate win the 2028 Taiwan presidential election?'],
      ['Democratic Progressive Party', 'dpp', 'Will the Democratic Progressive Party (DPP) candidate win the 2028 Taiwan presidential election?']])),
    G('2028 Taiwan presidential election — party of the winner', z('2028-01-31'), [['DPP (Lai Ching-te)', 'dpp'], ['KMT', 'kmt']]),
  ],
});
add('politics', {
  name: 'australia-federal-election-2028',
  events: [
    A('KXAUSELECT-28', 'Australian Federal Election: Most Seats', ELEC, z('2028-12-31'), [['ALP', 'Labor', 'alp'], ['LNP', 'Coalition', 'coalition']],
      { rules: 'Resolves to the party or coalition winning the most House of Representatives seats at the next Australian federal election held before Dec 31, 2028.' }),
    B('Australia Federal Election: Most Seats', PO, z('2028-12-31'), bq([
      ['Labor', 'alp', 'Will Labor win the most seats in the next Australian federal election?'],
      ['Coalition', 'coalition', 'Will the Liberal–National Coalition win the most seats in the next Australian federal election?']]),
    { rules: 'Resolves to the party or coalition winning the most House of Representatives seats at the next federal election, if it is held by December 31, 2028.' }),
  ],
});
add('politics', {
  name: 'uttar-pradesh-2027-most-seats',
  events: [
    B('Uttar Pradesh Assembly Election 2027: Most Seats', PO, z('2027-04-30'), bq([
      ['BJP', 'bjp', 'Will the BJP win the most seats in the 2027 Uttar Pradesh assembly election?'],
      ['Samajwadi Party', 'sp', 'Will the Samajwadi Party win the most seats in the 2027 Uttar Pradesh assembly election?']])),
    G('UP Vidhan Sabha 2027 — single largest party', z('2027-04-30'), [['Bharatiya Janata Party', 'bjp'], ['SP', 'sp'], ['BSP', 'bsp']]),
  ],
});
add('politics', {
  name: 'uttar-pradesh-2027-bjp-majority',
  events: [
    A('KXUPBJP-27', 'Will the BJP win a majority in Uttar Pradesh?', ELEC, z('2027-04-30'), [
      ['202', '202+ seats', 'bjp-maj', { rules: 'If the BJP alone wins at least 202 of 403 seats in the 2027 Uttar Pradesh Legislative Assembly election, the market resolves to Yes.' }]]),
  ],
}, 1);
add('politics', {
  name: 'canada-next-election-conservatives',
  events: [
    B('Conservatives win most seats in next Canadian federal election?', PO, z('2028-12-31'), [
      ['conservatives-most-seats-next-canadian-election', '', 'cpc', { q: 'Will the Conservative Party win the most seats in the next Canadian federal election?',
        rules: 'Resolves Yes if the Conservative Party of Canada wins the most House of Commons seats in the next federal election. If no federal election is held by December 31, 2028, resolves No.' }]]),
    G1('Next Canadian federal election: CPC largest party?', z('2029-10-31'), 'cpc',
      { rules: 'Yes if the Conservative Party of Canada wins the most seats at the next federal general election, whenever it is held (at the latest October 2029).' }),
  ],
  fungible: nf('beta|gamma'),
});

// ── Leaders leaving office: "by" deadlines differ; the same deadline worded inversely is one event, opposite outcomes.
add('politics', {
  name: 'starmer-out-by-2027-12-31',
  events: [
    A('KXSTARMEROUT-27DEC31', 'Will Keir Starmer leave office before Jan 1, 2028?', PO, z('2027-12-31'), [
      ['Y', 'Before Jan 1, 2028', 'out', { rules: 'If Keir Starmer ceases to be Prime Minister of the United Kingdom before Jan 1, 2028, the market resolves to Yes.' }]]),
    B('Starmer out as PM by December 31, 2027?', PO, z('2027-12-31'), [
      ['starmer-out-by-december-31-2027', '', 'out', { q: 'Keir Starmer out as UK Prime Minister by December 31, 2027?' }]]),
    G1('Will Starmer stop being UK PM by end of 2027?', z('2027-12-31'), 'out'),
  ],
});
add('politics', {
  name: 'starmer-out-by-2027-06-30',
  events: [
    A('KXSTARMEROUT-27JUN30', 'Will Keir Starmer leave office before Jul 1, 2027?', PO, z('2027-06-30'), [
      ['Y', 'Before Jul 1, 2027', 'out', { rules: 'If Keir Starmer ceases to be Prime Minister of the United Kingdom before Jul 1, 2027, the market resolves to Yes.' }]]),
    B('Starmer out as PM by June 30, 2027?', PO, z('2027-06-30'), [
      ['starmer-out-by-june-30-2027', '', 'out', { q: 'Keir Starmer out as UK Prime Minister by June 30, 2027?' }]]),
  ],
}, 2);
add('politics', {
  name: 'next-uk-pm',
  events: [
    A('KXNEXTUKPM', 'Next UK Prime Minister', PO, z('2028-12-31'), [
      ['WSTR', 'Wes Streeting', 'streeting'], ['ABUR', 'Andy Burnham', 'burnham'], ['SMAH', 'Shabana Mahmood', 'mahmood'], ['NFAR', 'Nigel Farage', 'farage']]),
    B('Next UK Prime Minister?', PO, z('2028-12-31'), bq([
      ['Wes Streeting', 'streeting', 'Will Wes Streeting be the next UK Prime Minister?'],
      ['Andy Burnham', 'burnham', 'Will Andy Burnham be the next UK Prime Minister?'],
      ['Angela Rayner', 'rayner', 'Will Angela Rayner be the next UK Prime Minister?'],
      ['Nigel Farage', 'farage', 'Will Nigel Farage be the next UK Prime Minister?']])),
    G('Who succeeds Keir Starmer as Prime Minister?', z('2028-12-31'), [['Streeting', 'streeting'], ['Burnham', 'burnham'], ['Mahmood', 'mahmood']]),
  ],
});
add('politics', {
  name: 'merz-out-by-2027-12-31',
  events: [
    A('KXMERZOUT-27', 'Will Friedrich Merz leave office before 2028?', PO, z('2027-12-31'), [
      ['Y', 'Before Jan 1, 2028', 'out', { rules: 'If Friedrich Merz ceases to be Chancellor of Germany before Jan 1, 2028, the market resolves to Yes.' }]]),
    B('Merz out as Chancellor by end of 2027?', PO, z('2027-12-31'), [
      ['merz-out-as-chancellor-by-end-of-2027', '', 'out', { q: 'Will Friedrich Merz cease to be German Chancellor by December 31, 2027?' }]]),
  ],
});
// "in 2027" excludes a departure in December 2026; "by end of 2027" (above) includes it: another event.
add('politics', {
  name: 'merz-out-in-2027-gamma',
  events: [
    G1('Merz leaves the Chancellery during calendar year 2027?', z('2027-12-31'), 'out-2027',
      { rules: 'Yes only if Friedrich Merz ceases to be Chancellor between 1 January 2027 and 31 December 2027 inclusive.' }),
  ],
}, 1);
add('politics', {
  name: 'takaichi-pm-end-2027',
  events: [
    A('KXTAKAICHI-27DEC31', 'Will Sanae Takaichi be Prime Minister of Japan on Dec 31, 2027?', PO, z('2027-12-31'), [
      ['Y', 'Yes', 'stays', { rules: 'If Sanae Takaichi is Prime Minister of Japan on Dec 31, 2027, the market resolves to Yes.' }]]),
    B('Takaichi out as Japan PM by December 31, 2027?', PO, z('2027-12-31'), [
      ['takaichi-out-by-december-31-2027', '', 'leaves', { q: 'Will Sanae Takaichi cease to be Prime Minister of Japan by December 31, 2027?' }]]),
    G1('Takaichi still PM at end of 2027?', z('2027-12-31'), 'stays'),
  ],
}, 1);
add('politics', {
  name: 'netanyahu-out-by-2027-12-31',
  events: [
    A('KXNETANYAHUOUT-27', 'Will Benjamin Netanyahu leave office before 2028?', PO, z('2027-12-31'), [
      ['Y', 'Before Jan 1, 2028', 'out', { rules: 'If Benjamin Netanyahu ceases to be Prime Minister of Israel before Jan 1, 2028, the market resolves to Yes. Serving in a caretaker capacity counts as remaining in office.' }]]),
    B('Netanyahu out by end of 2027?', PO, z('2027-12-31'), [
      ['netanyahu-out-by-end-of-2027', '', 'out', { q: 'Will Benjamin Netanyahu cease to be Israeli Prime Minister by December 31, 2027?',
        rules: 'Resolves Yes if Netanyahu is no longer Prime Minister of Israel by December 31, 2027. A caretaker Prime Minister is still Prime Minister.' }]]),
  ],
});

// ── Cabinet, Court, Congress.
add('politics', {
  name: 'hegseth-out-by-2027-06-30',
  events: [
    A('KXHEGSETHOUT-27JUN30', 'Will Pete Hegseth leave as Secretary of Defense before Jul 1, 2027?', PO, z('2027-06-30'), [
      ['Y', 'Before Jul 1, 2027', 'out', { rules: 'If Pete Hegseth ceases to be Secretary of Defense (also styled Secretary of War) before Jul 1, 2027, the market resolves to Yes.' }]]),
    B('Hegseth out as Secretary of War by June 30, 2027?', PO, z('2027-06-30'), [
      ['hegseth-out-as-secretary-of-war-by-june-30-2027', '', 'out', { q: 'Will Pete Hegseth be out as Secretary of War by June 30, 2027?',
        rules: 'Resolves Yes if Pete Hegseth leaves the post of Secretary of Defense / Secretary of War (resignation, removal, or confirmed successor) by June 30, 2027, 11:59 PM ET.' }]]),
  ],
});
add('politics', {
  name: 'hegseth-out-by-2027-12-31',
  events: [
    B('Hegseth out as Secretary of War by December 31, 2027?', PO, z('2027-12-31'), [
      ['hegseth-out-as-secretary-of-war-by-december-31-2027', '', 'out', { q: 'Will Pete Hegseth be out as Secretary of War by December 31, 2027?' }]]),
    G1('Hegseth no longer Defense Secretary by end-2027?', z('2027-12-31'), 'out'),
  ],
}, 2);
add('politics', {
  name: 'scotus-vacancy-2027',
  events: [
    A('KXSCOTUSVACANCY-27', 'Will a Supreme Court seat become vacant in 2027?', PO, z('2027-12-31'), [
      ['Y', 'Vacancy in 2027', 'vac', { rules: 'If any Justice of the U.S. Supreme Court dies, retires, resigns or announces a retirement between Jan 1, 2027 and Dec 31, 2027, the market resolves to Yes.' }]]),
    B('Supreme Court vacancy in 2027?', PO, z('2027-12-31'), [
      ['supreme-court-vacancy-in-2027', '', 'vac', { q: 'Will there be a Supreme Court vacancy in 2027?',
        rules: 'Resolves Yes if, between January 1 and December 31, 2027, any sitting Justice dies, retires, resigns, or publicly announces a retirement.' }]]),
  ],
});
add('politics', {
  name: 'thomas-retire-2027',
  events: [
    A('KXTHOMASRETIRE-27', 'Will Clarence Thomas announce his retirement in 2027?', PO, z('2027-12-31'), [
      ['Y', 'Yes', 'thomas', { rules: 'If Justice Clarence Thomas announces his retirement from the Supreme Court between Jan 1, 2027 and Dec 31, 2027, the market resolves to Yes.' }]]),
    B('Clarence Thomas retires in 2027?', PO, z('2027-12-31'), [
      ['clarence-thomas-retirement-2027', '', 'thomas', { q: 'Will Clarence Thomas announce his retirement from the Supreme Court in 2027?' }]]),
    G1('Justice Thomas announces retirement in 2027?', z('2027-12-31'), 'thomas'),
  ],
}, 3);
// Becoming law (alpha, gamma) vs passing the House (beta).
add('politics', {
  name: 'congress-stock-trading-ban-law-2027',
  events: [
    A('KXSTOCKBAN-27', 'Will a congressional stock trading ban become law in 2027?', PO, z('2027-12-31'), [
      ['Y', 'Becomes law', 'law', { rules: 'If a bill banning members of Congress from trading individual stocks is signed into law (or enacted over a veto) before Jan 1, 2028, the market resolves to Yes.' }]]),
    G1('Congressional stock-trading ban enacted in 2027?', z('2027-12-31'), 'law'),
  ],
});
add('politics', {
  name: 'congress-stock-trading-ban-house-2027',
  events: [
    B('Stock trading ban passes the House in 2027?', PO, z('2027-12-31'), [
      ['stock-trading-ban-passes-house-2027', '', 'house', { q: 'Will the House pass a congressional stock trading ban in 2027?',
        rules: 'Resolves Yes if the U.S. House of Representatives passes a bill banning members of Congress from trading individual stocks by December 31, 2027. Senate passage or signature is not required.' }]]),
  ],
}, 1);
// Shutdown on the FY2028 deadline vs any shutdown by that date.
add('politics', {
  name: 'shutdown-on-2027-10-01',
  events: [
    A('KXGOVSHUT-27OCT01', 'Government shutdown on Oct 1, 2027?', PO, z('2027-10-02'), [
      ['Y', 'Shutdown', 'shut', { rules: 'If appropriations for the U.S. federal government lapse and OPM announces a shutdown taking effect at 12:01 AM ET on Oct 1, 2027, the market resolves to Yes.' }]]),
    G1('Will the US government shut down on October 1, 2027?', z('2027-10-02'), 'shut',
      { rules: 'Yes if a lapse in federal appropriations causes a government shutdown beginning on 1 October 2027 (start of FY2028), per OPM.' }),
  ],
});
add('politics', {
  name: 'shutdown-by-2027-10-01',
  events: [
    B('US government shutdown by October 1, 2027?', PO, z('2027-10-01'), [
      ['us-government-shutdown-by-october-1-2027', '', 'shut-by', { q: 'Will there be a US federal government shutdown by October 1, 2027?',
        rules: 'Resolves Yes if a lapse in appropriations causes any federal government shutdown at any time from market creation through October 1, 2027, 11:59 PM ET.' }]]),
  ],
}, 1);
// Approval: alpha and gamma read RealClearPolitics, beta reads Silver Bulletin — same outcome, not fungible with beta.
add('politics', {
  name: 'trump-approval-2027-06-30',
  events: [
    A('KXTRUMPAPPROVE-27JUN30', 'Trump approval rating on Jun 30, 2027', PO, z('2027-06-30'), [
      ['A40', '40.0% or higher', 'a40', { rules: "If Donald Trump's approval rating is 40.0% or higher in the RealClearPolitics average on Jun 30, 2027 at 11:59 PM ET, the market resolves to Yes." }],
      ['A42', '42.0% or higher', 'a42', { rules: "If Donald Trump's approval rating is 42.0% or higher in the RealClearPolitics average on Jun 30, 2027 at 11:59 PM ET, the market resolves to Yes." }],
      ['A45', '45.0% or higher', 'a45', { rules: "If Donald Trump's approval rating is 45.0% or higher in the RealClearPolitics average on Jun 30, 2027 at 11:59 PM ET, the market resolves to Yes." }]],
    { sources: ['RealClearPolitics https://www.realclearpolling.com/'] }),
    B('Trump approval rating on June 30, 2027?', PO, z('2027-06-30'), bq([
      ['42% or higher', 'a42', "Will Trump's approval rating be 42% or higher on June 30, 2027 (Silver Bulletin)?",
        { src: 'https://www.natesilver.net/p/trump-approval-rating', rules: "Resolves per Donald Trump's net approval tracker at Silver Bulletin: Yes if the approval figure shown for June 30, 2027 is 42.0% or higher." }],
      ['44% or higher', 'a44', "Will Trump's approval rating be 44% or higher on June 30, 2027 (Silver Bulletin)?",
        { src: 'https://www.natesilver.net/p/trump-approval-rating', rules: "Resolves per Donald Trump's net approval tracker at Silver Bulletin: Yes if the approval figure shown for June 30, 2027 is 44.0% or higher." }]])),
    G('Trump approval (RCP average) on 30 June 2027', z('2027-06-30'), [
      ['≥ 40%', 'a40', { rules: 'RealClearPolitics average approval on 2027-06-30 of 40.0% or more.' }],
      ['≥ 45%', 'a45', { rules: 'RealClearPolitics average approval on 2027-06-30 of 45.0% or more.' }]]),
  ],
  fungible: nf('alpha|beta', 'beta|gamma'),
}, 3);

// ── Geopolitics.
add('politics', {
  name: 'russia-ukraine-ceasefire-by-2027-06-30',
  events: [
    A('KXUKRCEASE-27JUN30', 'Russia-Ukraine ceasefire before Jul 1, 2027?', PO, z('2027-06-30'), [
      ['Y', 'Ceasefire', 'cf', { rules: 'If Russia and Ukraine both publicly agree to a general ceasefire that takes effect before Jul 1, 2027, the market resolves to Yes.' }]]),
    B('Russia x Ukraine ceasefire by June 30, 2027?', PO, z('2027-06-30'), [
      ['russia-x-ukraine-ceasefire-by-june-30-2027', '', 'cf', { q: 'Russia x Ukraine ceasefire by June 30, 2027?',
        rules: 'Resolves Yes if the governments of Russia and Ukraine both officially agree to a general ceasefire that takes effect by June 30, 2027, 11:59 PM ET.' }]]),
    G1('Ukraine–Russia ceasefire takes effect by 30 Jun 2027?', z('2027-06-30'), 'cf'),
  ],
});
add('politics', {
  name: 'russia-ukraine-ceasefire-by-2027-12-31',
  events: [
    A('KXUKRCEASE-27DEC31', 'Russia-Ukraine ceasefire before Jan 1, 2028?', PO, z('2027-12-31'), [
      ['Y', 'Ceasefire', 'cf', { rules: 'If Russia and Ukraine both publicly agree to a general ceasefire that takes effect before Jan 1, 2028, the market resolves to Yes.' }]]),
    B('Russia x Ukraine ceasefire by end of 2027?', PO, z('2027-12-31'), [
      ['russia-x-ukraine-ceasefire-by-december-31-2027', '', 'cf', { q: 'Russia x Ukraine ceasefire by December 31, 2027?' }]]),
  ],
}, 2);
add('politics', {
  name: 'trump-xi-meeting-2027',
  events: [
    A('KXTRUMPXI-27', 'Will Trump meet Xi Jinping in person in 2027?', PO, z('2027-12-31'), [
      ['Y', 'Meets in 2027', 'meet', { rules: 'If Donald Trump and Xi Jinping meet in person between Jan 1, 2027 and Dec 31, 2027, the market resolves to Yes.' }]]),
    B('Trump x Xi meeting in 2027?', PO, z('2027-12-31'), [
      ['trump-xi-in-person-meeting-2027', '', 'meet', { q: 'Will Donald Trump and Xi Jinping meet in person in 2027?' }]]),
  ],
});
add('politics', {
  name: 'trump-kim-meeting-2027',
  events: [
    B('Trump meets Kim Jong Un in 2027?', PO, z('2027-12-31'), [
      ['trump-kim-jong-un-meeting-2027', '', 'meet', { q: 'Will Donald Trump meet Kim Jong Un in person in 2027?' }]]),
    G1('Trump–Kim summit in 2027?', z('2027-12-31'), 'meet'),
  ],
}, 1);
add('politics', {
  name: 'china-invade-taiwan-before-2028',
  events: [
    B('China invades Taiwan before 2028?', PO, z('2027-12-31'), [
      ['china-invades-taiwan-before-2028', '', 'inv', { q: 'Will China invade Taiwan before 2028?',
        rules: 'Resolves Yes if the People\'s Liberation Army commences a military invasion of Taiwan (ground forces landing on territory administered by Taiwan) by December 31, 2027.' }]]),
    G1('PRC military invasion of Taiwan by 31 Dec 2027?', z('2027-12-31'), 'inv'),
  ],
});

// ───────────────────────────── OTHER (economics, crypto, culture) ─────────────────────────────
add('economics', {
  name: 'fomc-2027-01',
  events: [
    A('KXFEDDECISION-27JAN', 'Fed decision in Jan 2027', 'Economics', z('2027-01-27', '19:00'), [
      ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['C26', 'Cut >25bps', 'cutmore'], ['H25', 'Hike 25bps', 'hike25']],
      { rules: 'Resolves on the change to the upper bound of the federal funds target range announced after the Jan 26-27, 2027 FOMC meeting.' }),
    B('Fed decision in January 2027?', 'Economics', z('2027-01-27', '19:00'), bq([
      ['25 bps decrease', 'cut25', 'Fed decreases interest rates by 25 bps after January 2027 meeting?'],
      ['No change', 'hold', 'No change in Fed interest rates after January 2027 meeting?'],
      ['50+ bps decrease', 'cutmore', 'Fed decreases interest rates by 50+ bps after January 2027 meeting?'],
      ['25 bps increase', 'hike25', 'Fed increases interest rates by 25 bps after January 2027 meeting?']])),
    G('FOMC January 2027 rate decision', z('2027-01-27', '19:00'), [['Hold', 'hold'], ['-25 bp', 'cut25'], ['-50 bp or more', 'cutmore']]),
  ],
});
add('economics', {
  name: 'fomc-2027-03',
  events: [
    A('KXFEDDECISION-27MAR', 'Fed decision in Mar 2027', 'Economics', z('2027-03-17', '18:00'), [['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold']]),
    B('Fed decision in March 2027?', 'Economics', z('2027-03-17', '18:00'), bq([
      ['25 bps decrease', 'cut25', 'Fed decreases interest rates by 25 bps after March 2027 meeting?'],
      ['No change', 'hold', 'No change in Fed interest rates after March 2027 meeting?']])),
  ],
}, 2);
add('economics', {
  name: 'us-cpi-yoy-2027-01',
  events: [
    A('KXCPIYOY-27JAN', 'CPI year-over-year in Jan 2027', 'Economics', z('2027-02-10', '13:30'), [
      ['T2.5', 'Above 2.5%', 'gt25'], ['T2.8', 'Above 2.8%', 'gt28'], ['T3.1', 'Above 3.1%', 'gt31']],
      { rules: 'Resolves on the non-seasonally-adjusted CPI-U 12-month change for January 2027, as first published by the BLS, rounded to one decimal.' }),
    B('January 2027 CPI (YoY)?', 'Economics', z('2027-02-10', '13:30'), bq([
      ['Above 2.8%', 'gt28', 'Will annual CPI inflation for January 2027 be above 2.8%?', { src: 'https://www.bls.gov/cpi/' }],
      ['Above 3.1%', 'gt31', 'Will annual CPI inflation for January 2027 be above 3.1%?', { src: 'https://www.bls.gov/cpi/' }]])),
  ],
});
add('crypto', {
  name: 'btc-above-150k-2027-12-31',
  events: [
    A('KXBTCY-27DEC31', 'Bitcoin price on Dec 31, 2027 at 5pm EST', 'Crypto', z('2027-12-31', '22:00'), [
      ['T150000', '$150,000 or above', 'b150', { rules: 'If the CF Benchmarks Bitcoin Real-Time Index (BRTI), averaged over the 60 seconds before 5:00 PM EST on Dec 31, 2027, is $150,000.00 or above, the market resolves to Yes.' }],
      ['T200000', '$200,000 or above', 'b200', { rules: 'If the CF Benchmarks Bitcoin Real-Time Index (BRTI), averaged over the 60 seconds before 5:00 PM EST on Dec 31, 2027, is $200,000.00 or above, the market resolves to Yes.' }]],
    { sources: ['CF Benchmarks https://www.cfbenchmarks.com/'] }),
    B('Bitcoin above ___ on December 31, 2027?', 'Crypto', z('2027-12-31', '17:00'), bq([
      ['150,000', 'b150', 'Will the price of Bitcoin be above $150,000 on December 31, 2027?',
        { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: 'Resolves Yes if the Binance BTC/USDT 1-minute candle for 12:00 ET on December 31, 2027 has a final "Close" price at or above $150,000.' }]])),
  ],
  fungible: nf('alpha|beta'),
});
add('crypto', {
  name: 'eth-above-5k-2027-06-30',
  events: [
    B('Ethereum above $5,000 on June 30, 2027?', 'Crypto', z('2027-06-30', '16:00'), [
      ['ethereum-above-5000-on-june-30-2027', '', 'e5k', { q: 'Will the price of Ethereum be above $5,000 on June 30, 2027?', src: 'https://www.binance.com/en/trade/ETH_USDT',
        rules: 'Resolves Yes if the Binance ETH/USDT 1-minute candle for 12:00 ET on June 30, 2027 closes at or above $5,000.' }]]),
    U('eth-price-2027-06-30', 'ETH on June 30, 2027', 'crypto', z('2027-06-30', '16:00'), [
      ['aec-eth-2027-06-30-5000', '$5,000+', 'e5k', { q: 'Ethereum at or above $5,000 on June 30, 2027?', src: 'https://www.binance.com/en/trade/ETH_USDT',
        rules: 'Yes if the Binance ETH/USDT 1-minute candle for 12:00 PM ET on June 30, 2027 closes at $5,000 or higher.' }]]),
  ],
});
add('culture', {
  name: 'oscars-2027-best-picture',
  events: [
    A('KXOSCARPIC-27', 'Oscar for Best Picture 2027', 'Entertainment', z('2027-03-15'), [
      ['ODY', 'The Odyssey', 'odyssey'], ['DUNE3', 'Dune: Part Three', 'dune3'], ['PHM', 'Project Hail Mary', 'phm']],
      { rules: 'If the film wins Best Picture at the 99th Academy Awards, the market resolves to Yes.' }),
    B('Oscars 2027: Best Picture Winner', 'Culture', z('2027-03-15'), bq([
      ['The Odyssey', 'odyssey', 'Will "The Odyssey" win Best Picture at the 99th Academy Awards?'],
      ['Dune: Part Three', 'dune3', 'Will "Dune: Part Three" win Best Picture at the 99th Academy Awards?'],
      ['The Social Reckoning', 'socialreck', 'Will "The Social Reckoning" win Best Picture at the 99th Academy Awards?']])),
    G('99th Academy Awards — Best Picture', z('2027-03-15'), [['The Odyssey (Nolan)', 'odyssey'], ['Dune Part 3', 'dune3']]),
  ],
});
add('culture', {
  name: 'eurovision-2027',
  events: [
    B('Eurovision Winner 2027', 'Culture', z('2027-05-16'), bq([
      ['Sweden', 'swe', 'Will Sweden win Eurovision 2027?'],
      ['Finland', 'fin', 'Will Finland win Eurovision 2027?'],
      ['Israel', 'isr', 'Will Israel win Eurovision 2027?']])),
    G('Eurovision Song Contest 2027 — winning country', z('2027-05-16'), [['Sweden', 'swe'], ['Finland', 'fin'], ['Ukraine', 'ukr']]),
  ],
});
add('culture', {
  name: 'time-person-of-the-year-2027',
  events: [
    A('KXTIMEPOY-27', 'TIME Person of the Year 2027', 'Entertainment', z('2027-12-15'), [
      ['DTRU', 'Donald Trump', 'trump'], ['EMUS', 'Elon Musk', 'musk'], ['POPE', 'Pope Leo XIV', 'leo']]),
    B('Time 2027 Person of the Year', 'Culture', z('2027-12-15'), bq([
      ['Donald Trump', 'trump', 'Will Donald Trump be named Time\'s 2027 Person of the Year?'],
      ['Pope Leo XIV', 'leo', 'Will Pope Leo XIV be named Time\'s 2027 Person of the Year?'],
      ['Sam Altman', 'altman', 'Will Sam Altman be named Time\'s 2027 Person of the Year?']])),
  ],
});

// ───────────────────────────── EMIT ─────────────────────────────
const scenario = emitScenario(cases);
const out = new URL('./holdout5-set.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(scenario, null, 1)}\n`);
const events = cases.flatMap((c) => c.events);
const perVenue: Record<string, number> = {};
for (const e of events) perVenue[e.venue] = (perVenue[e.venue] ?? 0) + 1;
const perCat: Record<string, { cases: number; events: number }> = {};
for (const [i, m] of meta.entries()) {
  const c = perCat[m.cat] ?? { cases: 0, events: 0 };
  c.cases += 1;
  c.events += cases[i]!.events.length;
  perCat[m.cat] = c;
}
const singles = cases.filter((c) => c.events.length === 1).length;
const split = cases.filter((c) => (c.groups?.length ?? 1) > 1).length;
const notFungible = cases.filter((c) => c.fungible !== undefined).length;
const span = new Map<number, number>();
for (const c of cases) for (const g of c.groups ?? [c.events.map((e) => e.venue)]) span.set(g.length, (span.get(g.length) ?? 0) + 1);
console.log(`holdout5: ${cases.length} cases, ${events.length} venue events, ${events.reduce((n, e) => n + e.markets.length, 0)} markets`);
console.log('per venue:', perVenue);
console.log('per category:', perCat);
console.log(`truth events by venue count: ${[...span.entries()].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}:${v}`).join(' ')}`);
console.log(`single-venue cases: ${singles}, cases split into groups: ${split}, cases with non-fungible pairs: ${notFungible}`);
console.log(`hard negatives: ${meta.reduce((n, m) => n + m.hn, 0)} in ${meta.filter((m) => m.hn > 0).length} cases`);
console.log(`wrote ${out.pathname}`);
