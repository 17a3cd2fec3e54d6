// Forty-ninth independent refdata holdout: writes test/refdata/holdout49-set.json (the sports of spring 2033 as the
// venues listed them in April 2033: Augusta markets as of Tuesday 5 April, everything else as of Thursday 14 April. NBA
// and NHL first-round series and Game 1/Game 2 lines (series winners, exact results, moneylines, spreads, totals),
// conference and championship futures, Champions League and Europa League quarter-finals and outrights, the Premier
// League/LaLiga/Bundesliga title, top-four and relegation races and weekend matches, early-season MLB games and season
// props, the Masters and the PGA Championship (winner, top 10, the cut), Madrid/Rome/Roland-Garros, F1 (China, Miami)
// and MotoGP (Jerez), IPL cricket, esports majors, the NFL draft, the Kentucky Derby and Oaks, UFC and boxing).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout49.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout47.build.ts (its header: the general labelling rules below
// are adopted from it verbatim), lines 80–200 of test/refdata/holdout47.build.ts (the shape of its cases) and its last 10
// lines (how the JSON is written out). Nothing under services/refdata/** or packages/domain/** was opened, nor any other
// set, build file or test in test/refdata/, nor git history or other branches. The matcher, `eval`, `diagnose` and the
// tests were never run on this set: it is NOT tuned and has not been seen.
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
// Set-specific readings (applying the rules above to this set):
// - Playoff series: the series winner ("who advances", "wins the series", "reaches the second round") is one event; the
//   exact result (winner and number of games, eight outcomes) is a second event; the series length (4, 5, 6 or 7 games
//   whoever wins, including "goes to Game 7") is a third, because its buckets are unions of the exact-result outcomes
//   and venues list it as its own product. Game 1 and Game 2 of one series are different dates, so different events.
// - A game's winner, its spread, its total and any first-half market are different measures or periods. Rungs of one
//   ladder on one game are outcomes of one event: "Grizzlies +6.5" is the complement of "Thunder −6.5" (inverted),
//   "Thunder −9.5" is another outcome (threshold). Points, goals and runs are integers, so "over 221.5" = "222 or more".
//   NBA, NHL (overtime and the shootout included), MLB (extra innings included), IPL (super over included), UFC and
//   tennis games have two outcomes, so the two teams' YES sides are complements; the NHL 60-minute three-way is another
//   measure. Football (soccer) matches are 90 minutes plus stoppage time with three outcomes: "Liverpool win" is the
//   complement only of "Manchester City or draw". In a two-legged tie "to advance" (aggregate, extra time, penalties) and
//   the second-leg match result (90 minutes) or the match result "including extra time" are three different measures.
//   An MLB doubleheader's two games are two events. Draw, postponement and rain rules that differ between venues are
//   condition-scope differences only and leave the labels (and fungibility) alone.
// - Futures: a conference champion = the team that reaches the Finals; the league champion is another round; reaching
//   the conference finals or the Champions League semi-finals is another round again. Winning the league, finishing in
//   the top four, qualifying for the Champions League (also open to other routes) and finishing bottom vs being
//   relegated are different measures. League and cup (Bundesliga vs DFB-Pokal), Europa League vs Conference League, men's
//   vs women's draws, drivers' vs constructors' titles, MLB vs AL home-run leader are different categories.
// - Golf: a tournament's winner is one event; its finishing-position board (every player's top 5/top 10/top 20) is a
//   second event whose rungs are outcomes (a player's top 10 and top 20 are different outcomes: threshold); making the cut
//   (after 36 holes) is a third; "misses the cut" is the complement of "makes the cut". The Masters, the PGA Championship
//   and the US Open are different tournaments (place).
// - Motor racing: a Grand Prix winner, the sprint winner and pole position (qualifying) are different sessions
//   (observation). The winner per the FIA/official final classification vs the first car past the chequered flag (before
//   stewards' penalties) is one nominal observation on two fixings: one event, nf. The same for a horse race: the
//   official order of finish (after inquiries and disqualifications) vs the first horse past the post is one event, nf.
//   The Kentucky Derby, the Kentucky Oaks and the Preakness are different races.
// - NFL draft: the first overall pick (which player) is one event; the pick number of the first quarterback taken is a
//   second (buckets "1st overall", "top 5", "2–5" that do not coincide get their own `t`); the number of quarterbacks in
//   round 1 is a third. A batter's home runs "by April 30" (season to date, March games included) and "in April" are
//   different periods; by the All-Star break vs the full season likewise.
// Ids: beta event ids 570001+, gamma ids 51001+, alpha tickers dated 2033; all closes after 2026-11-23.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`); 'game' marks the other game of a
// doubleheader.
import { nf, z, yn, ad, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'nba' | 'nhl' | 'europe' | 'leagues' | 'mlb' | 'golf' | 'tennis' | 'motor' | 'cricket' | 'esports' | 'draft' | 'racing' | 'combat';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'observation' | 'round' | 'category' | 'game';

const { addCase, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(570000, 51000);

const S = 'Sports';
const NBAS = 'NBA https://www.nba.com/playoffs/2033';
const NHLS = 'NHL https://www.nhl.com/playoffs/2033';
const UEFA = 'UEFA https://www.uefa.com/uefachampionsleague/fixtures-results/';
const PLS = 'Premier League https://www.premierleague.com/results';
const MLBS = 'MLB https://www.mlb.com/scores';
const PGAS = 'PGA Tour https://www.pgatour.com/leaderboard';
const F1S = 'FIA https://www.fia.com/documents/championships/fia-formula-one-world-championship-14';
const ATPS = 'ATP Tour https://www.atptour.com/en/scores/current';
const IPLS = 'IPL https://www.iplt20.com/matches/results';
const DRAFT = 'NFL https://www.nfl.com/draft/tracker/2033';
const UFCS = 'UFC https://www.ufc.com/events';
const D16 = ad('2033-04-16'); // 33APR16
const D17 = ad('2033-04-17');
const D18 = ad('2033-04-18');
const D19 = ad('2033-04-19');
const D20 = ad('2033-04-20');

// ───────────────────────────── NBA: FIRST-ROUND SERIES ─────────────────────────────

{ // Thunder (1) vs Grizzlies (8), West first round (all four). beta_us lists its market Grizzlies-first (YES = Memphis): inverted.
  const c = z('2033-05-03', '04:00');
  addCase('nba', { name: 'nba-okc-mem-series', events: [
    A('KXNBASERIES-33OKCMEM', 'Pro Basketball Playoffs: Oklahoma City vs Memphis', S, c, [['OKC', 'Oklahoma City', 'okcmem-okc'], ['MEM', 'Memphis', 'okcmem-mem']], { sources: [NBAS] }),
    B('NBA Playoffs: Who Will Win Series? - Thunder vs. Grizzlies', S, c, [['nba-playoffs-thunder-vs-grizzlies-series', '', 'okcmem-okc', { outcomes: yn('Thunder', 'Grizzlies') }]]),
    U('nba-series-mem-okc-2033-r1', 'Grizzlies vs. Thunder: Series Winner', S, c, [['aec-nbaseries-mem-okc-2033-r1', '', 'okcmem-mem', { outcomes: yn('Memphis Grizzlies', 'Oklahoma City Thunder') }]]),
    G('West R1 — Thunder or Grizzlies: who advances?', c, gr(['Oklahoma City Thunder', 'okcmem-okc'], ['Memphis Grizzlies', 'okcmem-mem'])),
  ] }, ['inverted']);
}
{ // Exact result of the same series: alpha's eight-rung board and beta's rungs; gamma's "how many games" is the series length (measure).
  const c = z('2033-05-03', '04:00');
  addCase('nba', { name: 'nba-okc-mem-exact', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNBASERIESEXACT-33OKCMEM', 'Oklahoma City vs Memphis: Exact series result', S, c, [
      ['OKC4', 'Oklahoma City in 4', 'okcmem-x-okc4'], ['OKC5', 'Oklahoma City in 5', 'okcmem-x-okc5'], ['OKC6', 'Oklahoma City in 6', 'okcmem-x-okc6'],
      ['OKC7', 'Oklahoma City in 7', 'okcmem-x-okc7'], ['MEM4', 'Memphis in 4', 'okcmem-x-mem4'], ['MEM5', 'Memphis in 5', 'okcmem-x-mem5'],
      ['MEM6', 'Memphis in 6', 'okcmem-x-mem6'], ['MEM7', 'Memphis in 7', 'okcmem-x-mem7']], { sources: [NBAS] }),
    B('Thunder vs. Grizzlies: Exact Series Outcome', S, c, [
      ['thunder-grizzlies-thunder-4-0', 'Thunder 4-0', 'okcmem-x-okc4', { q: 'Will the Thunder sweep the Grizzlies 4-0?' }],
      ['thunder-grizzlies-thunder-4-1', 'Thunder 4-1', 'okcmem-x-okc5', { q: 'Will the Thunder beat the Grizzlies 4-1?' }],
      ['thunder-grizzlies-thunder-4-2', 'Thunder 4-2', 'okcmem-x-okc6', { q: 'Will the Thunder beat the Grizzlies 4-2?' }],
      ['thunder-grizzlies-thunder-4-3', 'Thunder 4-3', 'okcmem-x-okc7', { q: 'Will the Thunder beat the Grizzlies 4-3?' }],
      ['thunder-grizzlies-grizzlies-4-3', 'Grizzlies 4-3', 'okcmem-x-mem7', { q: 'Will the Grizzlies beat the Thunder 4-3?' }]]),
    G('Thunder–Grizzlies: how many games will the series last?', c, gr(['4 games', 'okcmem-len4'], ['5 games', 'okcmem-len5'], ['6 games', 'okcmem-len6'], ['7 games', 'okcmem-len7'])),
  ] }, ['measure']);
}
{ // Game 1, Grizzlies at Thunder, Sat 16 April 3:30 PM ET (alpha, beta, beta_us); gamma's question is about Game 2 on Tue 19 April (date).
  addCase('nba', { name: 'nba-mem-okc-g1-ml', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNBAGAME-${D16}MEMOKC`, 'Memphis at Oklahoma City', S, z('2033-04-16', '23:30'), [['MEM', 'Memphis', 'memokc1-mem'], ['OKC', 'Oklahoma City', 'memokc1-okc']], { sources: [NBAS] }),
    B('Grizzlies vs. Thunder', S, z('2033-04-16', '19:30'), [['nba-mem-okc-2033-04-16', '', 'memokc1-mem', { outcomes: yn('Grizzlies', 'Thunder') }]]),
    U('nba-mem-okc-2033-04-16', 'Memphis Grizzlies at Oklahoma City Thunder', S, z('2033-04-16', '19:30'), [['aec-nba-mem-okc-2033-04-16', '', 'memokc1-mem', { outcomes: yn('Memphis Grizzlies', 'Oklahoma City Thunder') }]]),
    G1('Will OKC take Game 2 from Memphis? (Tue Apr 19)', z('2033-04-20', '04:30'), 'memokc2-okc'),
  ] }, ['date']);
}
{ // Game 1 spread: alpha ladder; beta Thunder −6.5 (= OKC by over 6.5); beta_us Grizzlies +6.5 (its complement); gamma Thunder −9.5 (alpha's second rung).
  addCase('nba', { name: 'nba-mem-okc-g1-spread', events: [
    A(`KXNBASPREAD-${D16}MEMOKC`, 'Memphis at Oklahoma City: Spread', S, z('2033-04-16', '23:30'), [['OKC7', 'Oklahoma City wins by over 6.5 points', 'memokc1-sp-okc6.5'],
      ['OKC10', 'Oklahoma City wins by over 9.5 points', 'memokc1-sp-okc9.5'], ['MEM3', 'Memphis wins by over 2.5 points', 'memokc1-sp-mem2.5']], { sources: [NBAS] }),
    B('Spread: Thunder (-6.5)', S, z('2033-04-16', '19:30'), [['nba-mem-okc-2033-04-16-spread-home-6pt5', '', 'memokc1-sp-okc6.5', { outcomes: yn('Thunder', 'Grizzlies') }]]),
    U('nba-mem-okc-2033-04-16-spreads', 'Grizzlies at Thunder — Point Spread', S, z('2033-04-16', '19:30'), [['asc-nba-mem-okc-2033-04-16-away-pos-6pt5', 'Grizzlies +6.5', 'memokc1-sp-mem+6.5', { outcomes: yn('Grizzlies +6.5', 'Thunder -6.5') }]]),
    G1('Game 1: Thunder cover −9.5 against Memphis?', z('2033-04-17', '00:00'), 'memokc1-sp-okc9.5', { rules: 'YES if Oklahoma City wins Game 1 (April 16, 2033) against Memphis by 10 points or more, overtime included.' }),
  ] }, ['inverted', 'threshold']);
}
{ // Game 1 total points: alpha ladder, beta O/U 221.5, gamma "222 or more" (integer points: one outcome); beta_us lists the first-half total (period).
  addCase('nba', { name: 'nba-mem-okc-g1-total', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNBATOTAL-${D16}MEMOKC`, 'Memphis at Oklahoma City: Total Points', S, z('2033-04-16', '23:30'), [['T216', 'Over 215.5 points scored', 'memokc1-t215.5'],
      ['T222', 'Over 221.5 points scored', 'memokc1-t221.5'], ['T228', 'Over 227.5 points scored', 'memokc1-t227.5']], { sources: [NBAS] }),
    B('Grizzlies vs. Thunder: O/U 221.5', S, z('2033-04-16', '19:30'), [['nba-mem-okc-2033-04-16-total-221pt5', '', 'memokc1-t221.5', { outcomes: yn('Over', 'Under') }]]),
    G1('Grizzlies–Thunder Game 1: 222+ combined points?', z('2033-04-17', '00:00'), 'memokc1-t221.5'),
    U('nba-mem-okc-2033-04-16-1h-total', '1st Half O/U 110.5: Grizzlies at Thunder', S, z('2033-04-16', '19:30'), [['tsc1h-nba-mem-okc-2033-04-16-110pt5', '', 'memokc1-1h-t110.5', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['period']);
}
{ // Celtics (2) vs Heat (7), East first round (alpha, beta, gamma).
  const c = z('2033-05-03', '04:00');
  addCase('nba', { name: 'nba-bos-mia-series', events: [
    A('KXNBASERIES-33BOSMIA', 'Pro Basketball Playoffs: Boston vs Miami', S, c, [['BOS', 'Boston', 'bosmia-bos'], ['MIA', 'Miami', 'bosmia-mia']], { sources: [NBAS] }),
    B('NBA Playoffs: Who Will Win Series? - Celtics vs. Heat', S, c, [['nba-playoffs-celtics-vs-heat-series', '', 'bosmia-bos', { outcomes: yn('Celtics', 'Heat') }]]),
    G('Celtics vs Heat (East, Round 1): series winner', c, gr(['Boston', 'bosmia-bos'], ['Miami', 'bosmia-mia'])),
  ] });
}
{ // Game 2, Heat at Celtics, Tue 19 April (alpha, beta_us); beta lists Game 1 on Sun 17 April (date).
  addCase('nba', { name: 'nba-mia-bos-g2-ml', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A(`KXNBAGAME-${D19}MIABOS`, 'Miami at Boston', S, z('2033-04-20', '03:00'), [['MIA', 'Miami', 'miabos2-mia'], ['BOS', 'Boston', 'miabos2-bos']], { sources: [NBAS] }),
    U('nba-mia-bos-2033-04-19', 'Miami Heat at Boston Celtics', S, z('2033-04-19', '23:00'), [['aec-nba-mia-bos-2033-04-19', '', 'miabos2-mia', { outcomes: yn('Miami Heat', 'Boston Celtics') }]]),
    B('Heat vs. Celtics', S, z('2033-04-17', '23:00'), [['nba-mia-bos-2033-04-17', '', 'miabos1-mia', { outcomes: yn('Heat', 'Celtics') }]]),
  ] }, ['date']);
}
{ // Knicks (3) vs Pistons (6) (alpha, beta_us, gamma); gamma's "advance past the Knicks" is the Pistons winning the series.
  const c = z('2033-05-03', '04:00');
  addCase('nba', { name: 'nba-nyk-det-series', events: [
    A('KXNBASERIES-33NYKDET', 'Pro Basketball Playoffs: New York vs Detroit', S, c, [['NYK', 'New York', 'nykdet-nyk'], ['DET', 'Detroit', 'nykdet-det']], { sources: [NBAS] }),
    U('nba-series-nyk-det-2033-r1', 'Knicks vs. Pistons: Series Winner', S, c, [['aec-nbaseries-nyk-det-2033-r1', '', 'nykdet-nyk', { outcomes: yn('New York Knicks', 'Detroit Pistons') }]]),
    G1('Will the Pistons advance past the Knicks in Round 1?', c, 'nykdet-det'),
  ] });
}
{ // Game 1, Magic at Cavaliers, Sun 17 April 1:00 PM ET (all four).
  addCase('nba', { name: 'nba-orl-cle-g1-ml', events: [
    A(`KXNBAGAME-${D17}ORLCLE`, 'Orlando at Cleveland', S, z('2033-04-17', '21:00'), [['ORL', 'Orlando', 'orlcle1-orl'], ['CLE', 'Cleveland', 'orlcle1-cle']], { sources: [NBAS] }),
    B('Magic vs. Cavaliers', S, z('2033-04-17', '17:00'), [['nba-orl-cle-2033-04-17', '', 'orlcle1-orl', { outcomes: yn('Magic', 'Cavaliers') }]]),
    U('nba-orl-cle-2033-04-17', 'Orlando Magic at Cleveland Cavaliers', S, z('2033-04-17', '17:00'), [['aec-nba-orl-cle-2033-04-17', '', 'orlcle1-orl', { outcomes: yn('Orlando Magic', 'Cleveland Cavaliers') }]]),
    G('Magic @ Cavs — Game 1 (Apr 17) winner', z('2033-04-17', '21:00'), gr(['Orlando Magic', 'orlcle1-orl'], ['Cleveland Cavaliers', 'orlcle1-cle'])),
  ] });
}
{ // Nuggets (4) vs Lakers (5) series winner (alpha, beta, beta_us); gamma asks whether the series goes to Game 7 (series length: measure).
  const c = z('2033-05-03', '06:00');
  addCase('nba', { name: 'nba-den-lal-series', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXNBASERIES-33DENLAL', 'Pro Basketball Playoffs: Denver vs Los Angeles L', S, c, [['DEN', 'Denver', 'denlal-den'], ['LAL', 'Los Angeles L', 'denlal-lal']], { sources: [NBAS] }),
    B('NBA Playoffs: Who Will Win Series? - Nuggets vs. Lakers', S, c, [['nba-playoffs-nuggets-vs-lakers-series', '', 'denlal-den', { outcomes: yn('Nuggets', 'Lakers') }]]),
    U('nba-series-den-lal-2033-r1', 'Nuggets vs. Lakers: Series Winner', S, c, [['aec-nbaseries-den-lal-2033-r1', '', 'denlal-den', { outcomes: yn('Denver Nuggets', 'Los Angeles Lakers') }]]),
    G1('Nuggets–Lakers goes the distance: will there be a Game 7?', c, 'denlal-len7'),
  ] }, ['measure']);
}
{ // Game 1, Timberwolves at Spurs, Sat 16 April 9:00 PM ET (alpha, beta, gamma); alpha dates it by local date.
  addCase('nba', { name: 'nba-min-sas-g1-ml', events: [
    A(`KXNBAGAME-${D16}MINSAS`, 'Minnesota at San Antonio', S, z('2033-04-17', '05:00'), [['MIN', 'Minnesota', 'minsas1-min'], ['SAS', 'San Antonio', 'minsas1-sas']], { sources: [NBAS] }),
    B('Timberwolves vs. Spurs', S, z('2033-04-17', '01:00'), [['nba-min-sas-2033-04-16', '', 'minsas1-sas', { outcomes: yn('Spurs', 'Timberwolves'), q: 'Spurs vs. Timberwolves' }]]),
    G('Wolves at Spurs, Game 1: who wins?', z('2033-04-17', '05:00'), gr(['Timberwolves', 'minsas1-min'], ['Spurs', 'minsas1-sas'])),
  ] });
}
{ // Game 1 total, Warriors at Rockets, Sun 17 April (alpha, beta_us); gamma lists the Game 2 total on Wed 20 April (date).
  addCase('nba', { name: 'nba-gsw-hou-g1-total', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A(`KXNBATOTAL-${D17}GSWHOU`, 'Golden State at Houston: Total Points', S, z('2033-04-18', '04:00'), [['T208', 'Over 207.5 points scored', 'gswhou1-t207.5'], ['T214', 'Over 213.5 points scored', 'gswhou1-t213.5']], { sources: [NBAS] }),
    U('nba-gsw-hou-2033-04-17-totals', 'Warriors at Rockets: Total Points', S, z('2033-04-18', '00:30'), [['tsc-nba-gsw-hou-2033-04-17-213pt5', 'O/U 213.5', 'gswhou1-t213.5', { outcomes: yn('Over', 'Under') }]]),
    G1('Warriors–Rockets Game 2 (Apr 20): over 211.5 points?', z('2033-04-21', '04:00'), 'gswhou2-t211.5'),
  ] }, ['date']);
}

{ // Cavaliers (1) vs Magic (8), East first round (all four).
  const c = z('2033-05-03', '04:00');
  addCase('nba', { name: 'nba-cle-orl-series', events: [
    A('KXNBASERIES-33CLEORL', 'Pro Basketball Playoffs: Cleveland vs Orlando', S, c, [['CLE', 'Cleveland', 'cleorl-cle'], ['ORL', 'Orlando', 'cleorl-orl']], { sources: [NBAS] }),
    B('NBA Playoffs: Who Will Win Series? - Cavaliers vs. Magic', S, c, [['nba-playoffs-cavaliers-vs-magic-series', '', 'cleorl-cle', { outcomes: yn('Cavaliers', 'Magic') }]]),
    U('nba-series-cle-orl-2033-r1', 'Cavaliers vs. Magic: Series Winner', S, c, [['aec-nbaseries-cle-orl-2033-r1', '', 'cleorl-cle', { outcomes: yn('Cleveland Cavaliers', 'Orlando Magic') }]]),
    G('Cavs vs Magic — first-round series winner', c, gr(['Cavaliers', 'cleorl-cle'], ['Magic', 'cleorl-orl'])),
  ] });
}

// ───────────────────────────── NBA: FUTURES ─────────────────────────────

{ // Western Conference champion (alpha, beta, gamma).
  const c = z('2033-05-31', '04:00');
  addCase('nba', { name: 'nba-west-champion', events: [
    A('KXNBAWEST-33', 'Pro Basketball Western Conference Champion 2033', S, c, [['OKC', 'Oklahoma City', 'west-okc'], ['SAS', 'San Antonio', 'west-sas'], ['DEN', 'Denver', 'west-den'], ['HOU', 'Houston', 'west-hou'], ['MIN', 'Minnesota', 'west-min']], { sources: [NBAS] }),
    B('NBA Western Conference Champion', S, c, [
      ['west-2033-thunder', 'Thunder', 'west-okc', { q: 'Will the Oklahoma City Thunder win the 2033 Western Conference Finals?' }],
      ['west-2033-spurs', 'Spurs', 'west-sas', { q: 'Will the San Antonio Spurs win the 2033 Western Conference Finals?' }],
      ['west-2033-nuggets', 'Nuggets', 'west-den', { q: 'Will the Denver Nuggets win the 2033 Western Conference Finals?' }],
      ['west-2033-rockets', 'Rockets', 'west-hou', { q: 'Will the Houston Rockets win the 2033 Western Conference Finals?' }]]),
    G('Who will represent the West in the 2033 NBA Finals?', c, gr(['Oklahoma City Thunder', 'west-okc'], ['San Antonio Spurs', 'west-sas'], ['Denver Nuggets', 'west-den'], ['Minnesota Timberwolves', 'west-min'], ['Other', 'west-other'])),
  ] });
}
{ // Eastern Conference champion (alpha, beta, beta_us); gamma asks whether the Celtics reach the conference finals (round).
  const c = z('2033-05-31', '04:00');
  addCase('nba', { name: 'nba-east-champion', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXNBAEAST-33', 'Pro Basketball Eastern Conference Champion 2033', S, c, [['CLE', 'Cleveland', 'east-cle'], ['BOS', 'Boston', 'east-bos'], ['NYK', 'New York', 'east-nyk'], ['ORL', 'Orlando', 'east-orl']], { sources: [NBAS] }),
    B('NBA Eastern Conference Champion', S, c, [
      ['east-2033-cavaliers', 'Cavaliers', 'east-cle', { q: 'Will the Cleveland Cavaliers win the 2033 Eastern Conference Finals?' }],
      ['east-2033-celtics', 'Celtics', 'east-bos', { q: 'Will the Boston Celtics win the 2033 Eastern Conference Finals?' }],
      ['east-2033-knicks', 'Knicks', 'east-nyk', { q: 'Will the New York Knicks win the 2033 Eastern Conference Finals?' }]]),
    U('nba-eastern-conference-champion-2033', 'NBA Eastern Conference Champion 2033', S, c, [
      ['nba-east-2033-cle', 'Cleveland Cavaliers', 'east-cle'], ['nba-east-2033-bos', 'Boston Celtics', 'east-bos'], ['nba-east-2033-orl', 'Orlando Magic', 'east-orl']]),
    G1('Will the Celtics reach the 2033 Eastern Conference Finals?', z('2033-05-18', '04:00'), 'bos-ecf'),
  ] }, ['round']);
}
{ // NBA champion 2033 (all four).
  const c = z('2033-06-20', '04:00');
  addCase('nba', { name: 'nba-champion', events: [
    A('KXNBA-33', 'Pro Basketball Champion 2033', S, c, [['OKC', 'Oklahoma City', 'nba-okc'], ['CLE', 'Cleveland', 'nba-cle'], ['SAS', 'San Antonio', 'nba-sas'], ['BOS', 'Boston', 'nba-bos'], ['DEN', 'Denver', 'nba-den']], { sources: [NBAS] }),
    B('2033 NBA Champion', S, c, [
      ['2033-nba-champion-thunder', 'Oklahoma City Thunder', 'nba-okc', { q: 'Will the Oklahoma City Thunder win the 2033 NBA Finals?' }],
      ['2033-nba-champion-cavaliers', 'Cleveland Cavaliers', 'nba-cle', { q: 'Will the Cleveland Cavaliers win the 2033 NBA Finals?' }],
      ['2033-nba-champion-spurs', 'San Antonio Spurs', 'nba-sas', { q: 'Will the San Antonio Spurs win the 2033 NBA Finals?' }],
      ['2033-nba-champion-celtics', 'Boston Celtics', 'nba-bos', { q: 'Will the Boston Celtics win the 2033 NBA Finals?' }]]),
    U('nba-champion-2033', 'NBA Champion 2033', S, c, [['nba-champion-2033-okc', 'Thunder', 'nba-okc'], ['nba-champion-2033-sas', 'Spurs', 'nba-sas'], ['nba-champion-2033-den', 'Nuggets', 'nba-den']]),
    G('2033 NBA Finals — champion', c, gr(['Thunder', 'nba-okc'], ['Cavaliers', 'nba-cle'], ['Spurs', 'nba-sas'], ['Celtics', 'nba-bos'], ['Field', 'nba-field'])),
  ] });
}

// ───────────────────────────── NHL ─────────────────────────────

{ // Panthers vs Lightning, first round (all four).
  const c = z('2033-05-04', '04:00');
  addCase('nhl', { name: 'nhl-fla-tbl-series', events: [
    A('KXNHLSERIES-33FLATB', 'Pro Hockey Playoffs: Florida vs Tampa Bay', S, c, [['FLA', 'Florida', 'flatbl-fla'], ['TB', 'Tampa Bay', 'flatbl-tbl']], { sources: [NHLS] }),
    B('NHL Playoffs: Panthers vs. Lightning Series Winner', S, c, [['nhl-playoffs-panthers-vs-lightning-series', '', 'flatbl-fla', { outcomes: yn('Panthers', 'Lightning') }]]),
    U('nhl-series-fla-tb-2033-r1', 'Panthers vs. Lightning: Series Winner', S, c, [['aec-nhlseries-fla-tb-2033-r1', '', 'flatbl-fla', { outcomes: yn('Florida Panthers', 'Tampa Bay Lightning') }]]),
    G('Battle of Florida: who wins the Round 1 series?', c, gr(['Florida Panthers', 'flatbl-fla'], ['Tampa Bay Lightning', 'flatbl-tbl'])),
  ] });
}
{ // Oilers vs Kings exact result (alpha, gamma); beta lists the series winner (measure).
  const c = z('2033-05-04', '06:00');
  addCase('nhl', { name: 'nhl-edm-lak-exact', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNHLSERIESEXACT-33EDMLA', 'Edmonton vs Los Angeles: Exact series result', S, c, [
      ['EDM4', 'Edmonton in 4', 'edmlak-x-edm4'], ['EDM5', 'Edmonton in 5', 'edmlak-x-edm5'], ['EDM6', 'Edmonton in 6', 'edmlak-x-edm6'], ['EDM7', 'Edmonton in 7', 'edmlak-x-edm7'],
      ['LA4', 'Los Angeles in 4', 'edmlak-x-lak4'], ['LA5', 'Los Angeles in 5', 'edmlak-x-lak5'], ['LA6', 'Los Angeles in 6', 'edmlak-x-lak6'], ['LA7', 'Los Angeles in 7', 'edmlak-x-lak7']], { sources: [NHLS] }),
    G('Oilers vs Kings — correct series score', c, gr(['Oilers 4-0', 'edmlak-x-edm4'], ['Oilers 4-1', 'edmlak-x-edm5'], ['Oilers 4-2', 'edmlak-x-edm6'], ['Oilers 4-3', 'edmlak-x-edm7'],
      ['Kings 4-0', 'edmlak-x-lak4'], ['Kings 4-1', 'edmlak-x-lak5'], ['Kings 4-2', 'edmlak-x-lak6'], ['Kings 4-3', 'edmlak-x-lak7'])),
    B('NHL Playoffs: Oilers vs. Kings Series Winner', S, c, [['nhl-playoffs-oilers-vs-kings-series', '', 'edmlak-edm', { outcomes: yn('Oilers', 'Kings') }]]),
  ] }, ['measure']);
}
{ // Game 1, Lightning at Panthers, Mon 18 April (alpha, beta, beta_us: moneyline incl. OT/SO); gamma lists the 60-minute three-way (measure).
  addCase('nhl', { name: 'nhl-tbl-fla-g1-ml', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNHLGAME-${D18}TBFLA`, 'Tampa Bay at Florida', S, z('2033-04-19', '03:00'), [['TB', 'Tampa Bay', 'tblfla1-tbl'], ['FLA', 'Florida', 'tblfla1-fla']], { sources: [NHLS] }),
    B('Lightning vs. Panthers', S, z('2033-04-18', '23:00'), [['nhl-tb-fla-2033-04-18', '', 'tblfla1-tbl', { outcomes: yn('Lightning', 'Panthers') }]]),
    U('nhl-tb-fla-2033-04-18', 'Tampa Bay Lightning at Florida Panthers', S, z('2033-04-18', '23:00'), [['aec-nhl-tb-fla-2033-04-18', '', 'tblfla1-tbl', { outcomes: yn('Tampa Bay Lightning', 'Florida Panthers') }]]),
    G('Lightning @ Panthers G1 — result after regulation (60 min)', z('2033-04-19', '02:00'), gr(['Lightning in regulation', 'tblfla1-60-tbl'], ['Tied after 60', 'tblfla1-60-tie'], ['Panthers in regulation', 'tblfla1-60-fla'])),
  ] }, ['measure']);
}
{ // Game 1, Devils at Rangers, Tue 19 April (alpha, beta YES = Rangers, gamma YES = Devils: inverted).
  addCase('nhl', { name: 'nhl-njd-nyr-g1-ml', events: [
    A(`KXNHLGAME-${D19}NJNYR`, 'New Jersey at New York R', S, z('2033-04-20', '03:00'), [['NJ', 'New Jersey', 'njdnyr1-njd'], ['NYR', 'New York R', 'njdnyr1-nyr']], { sources: [NHLS] }),
    B('Rangers vs. Devils', S, z('2033-04-19', '23:00'), [['nhl-nj-nyr-2033-04-19', '', 'njdnyr1-nyr', { outcomes: yn('Rangers', 'Devils') }]]),
    G1('Hudson River rivalry, Game 1: will the Devils win at MSG?', z('2033-04-20', '03:00'), 'njdnyr1-njd'),
  ] }, ['inverted']);
}
{ // Game 1 total goals, Stars at Avalanche, Tue 19 April: alpha ladder, beta O/U 6.5, gamma "7+ goals" (one outcome); beta_us lists the puck line (measure).
  addCase('nhl', { name: 'nhl-dal-col-g1-total', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNHLTOTAL-${D19}DALCOL`, 'Dallas at Colorado: Total Goals', S, z('2033-04-20', '05:00'), [['T6', 'Over 5.5 goals scored', 'dalcol1-t5.5'], ['T7', 'Over 6.5 goals scored', 'dalcol1-t6.5']], { sources: [NHLS] }),
    B('Stars vs. Avalanche: O/U 6.5', S, z('2033-04-20', '01:30'), [['nhl-dal-col-2033-04-19-total-6pt5', '', 'dalcol1-t6.5', { outcomes: yn('Over', 'Under') }]]),
    G1('Stars–Avs Game 1: seven or more goals?', z('2033-04-20', '05:00'), 'dalcol1-t6.5'),
    U('nhl-dal-col-2033-04-19-puckline', 'Stars at Avalanche — Puck Line', S, z('2033-04-20', '01:30'), [['asc-nhl-dal-col-2033-04-19-home-neg-1pt5', 'Avalanche -1.5', 'dalcol1-pl-col1.5', { outcomes: yn('Avalanche -1.5', 'Stars +1.5') }]]),
  ] }, ['measure']);
}
{ // Avalanche vs Stars series winner (alpha, beta, beta_us); gamma's "Avalanche in 6" is an exact-result outcome (measure).
  const c = z('2033-05-04', '06:00');
  addCase('nhl', { name: 'nhl-col-dal-series', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXNHLSERIES-33COLDAL', 'Pro Hockey Playoffs: Colorado vs Dallas', S, c, [['COL', 'Colorado', 'coldal-col'], ['DAL', 'Dallas', 'coldal-dal']], { sources: [NHLS] }),
    B('NHL Playoffs: Avalanche vs. Stars Series Winner', S, c, [['nhl-playoffs-avalanche-vs-stars-series', '', 'coldal-col', { outcomes: yn('Avalanche', 'Stars') }]]),
    U('nhl-series-col-dal-2033-r1', 'Avalanche vs. Stars: Series Winner', S, c, [['aec-nhlseries-col-dal-2033-r1', '', 'coldal-col', { outcomes: yn('Colorado Avalanche', 'Dallas Stars') }]]),
    G1('Avalanche beat the Stars in exactly six games?', c, 'coldal-x-col6'),
  ] }, ['measure']);
}
{ // Senators vs Maple Leafs, first round (alpha, beta_us, gamma).
  const c = z('2033-05-04', '04:00');
  addCase('nhl', { name: 'nhl-tor-ott-series', events: [
    A('KXNHLSERIES-33TOROTT', 'Pro Hockey Playoffs: Toronto vs Ottawa', S, c, [['TOR', 'Toronto', 'torott-tor'], ['OTT', 'Ottawa', 'torott-ott']], { sources: [NHLS] }),
    U('nhl-series-tor-ott-2033-r1', 'Maple Leafs vs. Senators: Series Winner', S, c, [['aec-nhlseries-tor-ott-2033-r1', '', 'torott-ott', { outcomes: yn('Ottawa Senators', 'Toronto Maple Leafs') }]]),
    G('Battle of Ontario (R1): Leafs or Sens?', c, gr(['Maple Leafs', 'torott-tor'], ['Senators', 'torott-ott'])),
  ] });
}
{ // Game 2, Capitals at Hurricanes, Wed 20 April — alpha only.
  addCase('nhl', { name: 'nhl-wsh-car-g2-ml', events: [
    A(`KXNHLGAME-${D20}WSHCAR`, 'Washington at Carolina', S, z('2033-04-21', '03:00'), [['WSH', 'Washington', 'wshcar2-wsh'], ['CAR', 'Carolina', 'wshcar2-car']], { sources: [NHLS] }),
  ] });
}
{ // Stanley Cup 2033 (all four).
  const c = z('2033-06-25', '04:00');
  addCase('nhl', { name: 'nhl-stanley-cup', events: [
    A('KXNHL-33', 'Pro Hockey Champion 2033', S, c, [['FLA', 'Florida', 'cup-fla'], ['COL', 'Colorado', 'cup-col'], ['EDM', 'Edmonton', 'cup-edm'], ['CAR', 'Carolina', 'cup-car'], ['DAL', 'Dallas', 'cup-dal']], { sources: [NHLS] }),
    B('2033 Stanley Cup Champion', S, c, [
      ['stanley-cup-2033-panthers', 'Florida Panthers', 'cup-fla', { q: 'Will the Florida Panthers win the 2033 Stanley Cup?' }],
      ['stanley-cup-2033-avalanche', 'Colorado Avalanche', 'cup-col', { q: 'Will the Colorado Avalanche win the 2033 Stanley Cup?' }],
      ['stanley-cup-2033-oilers', 'Edmonton Oilers', 'cup-edm', { q: 'Will the Edmonton Oilers win the 2033 Stanley Cup?' }],
      ['stanley-cup-2033-hurricanes', 'Carolina Hurricanes', 'cup-car', { q: 'Will the Carolina Hurricanes win the 2033 Stanley Cup?' }]]),
    U('nhl-stanley-cup-2033', 'Stanley Cup Champion 2033', S, c, [['nhl-cup-2033-fla', 'Panthers', 'cup-fla'], ['nhl-cup-2033-col', 'Avalanche', 'cup-col'], ['nhl-cup-2033-dal', 'Stars', 'cup-dal']]),
    G('Who lifts the Stanley Cup in 2033?', c, gr(['Panthers', 'cup-fla'], ['Avalanche', 'cup-col'], ['Oilers', 'cup-edm'], ['Stars', 'cup-dal'], ['Any other team', 'cup-other'])),
  ] });
}
{ // Western Conference champion (Clarence Campbell Bowl) — beta and gamma.
  const c = z('2033-06-06', '04:00');
  addCase('nhl', { name: 'nhl-west-champion', events: [
    B('NHL Western Conference Champion', S, c, [
      ['nhl-west-2033-avalanche', 'Avalanche', 'nhlw-col', { q: 'Will the Colorado Avalanche win the 2033 NHL Western Conference?' }],
      ['nhl-west-2033-oilers', 'Oilers', 'nhlw-edm', { q: 'Will the Edmonton Oilers win the 2033 NHL Western Conference?' }],
      ['nhl-west-2033-stars', 'Stars', 'nhlw-dal', { q: 'Will the Dallas Stars win the 2033 NHL Western Conference?' }]]),
    G('Clarence S. Campbell Bowl 2033 winner', c, gr(['Colorado Avalanche', 'nhlw-col'], ['Edmonton Oilers', 'nhlw-edm'], ['Dallas Stars', 'nhlw-dal'], ['Winnipeg Jets', 'nhlw-wpg'])),
  ] });
}

// ───────────────────────────── CHAMPIONS LEAGUE / EUROPA LEAGUE ─────────────────────────────

{ // QF second leg, Real Madrid v Arsenal at the Bernabéu, Wed 20 April, 90-minute result (alpha, beta, gamma); beta_us lists who advances (measure).
  addCase('europe', { name: 'ucl-rma-ars-leg2', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXUCLGAME-${D20}RMAARS`, 'Real Madrid vs Arsenal', S, z('2033-04-20', '21:00'), [['RMA', 'Real Madrid', 'rmaars2-rma'], ['TIE', 'Tie', 'rmaars2-draw'], ['ARS', 'Arsenal', 'rmaars2-ars']], { sources: [UEFA] }),
    B('Real Madrid vs. Arsenal', S, z('2033-04-20', '19:00'), [
      ['ucl-rma-ars-2033-04-20-rma', 'Real Madrid', 'rmaars2-rma', { q: 'Will Real Madrid win on 2033-04-20?' }],
      ['ucl-rma-ars-2033-04-20-draw', 'Draw (Real Madrid vs. Arsenal)', 'rmaars2-draw', { q: 'Will Real Madrid vs. Arsenal end in a draw?' }],
      ['ucl-rma-ars-2033-04-20-ars', 'Arsenal', 'rmaars2-ars', { q: 'Will Arsenal win on 2033-04-20?' }]]),
    G('Real Madrid vs Arsenal (UCL QF 2nd leg) — 90-minute result', z('2033-04-20', '21:00'), gr(['Real Madrid', 'rmaars2-rma'], ['Draw', 'rmaars2-draw'], ['Arsenal', 'rmaars2-ars'])),
    U('ucl-rma-ars-2033-qf-advance', 'Real Madrid vs. Arsenal: To Advance', S, z('2033-04-20', '19:00'), [['ucl-rma-ars-2033-qf-to-advance', '', 'rmaars-adv-rma', { outcomes: yn('Real Madrid', 'Arsenal') }]]),
  ] }, ['measure']);
}
{ // QF, Bayern v PSG: who reaches the semi-finals (alpha, beta, gamma in German).
  const c = z('2033-04-19', '22:00');
  addCase('europe', { name: 'ucl-bay-psg-advance', events: [
    A('KXUCLADVANCE-33BAYPSG', 'Bayern Munich vs PSG: To advance', S, c, [['BAY', 'Bayern Munich', 'baypsg-adv-bay'], ['PSG', 'Paris Saint-Germain', 'baypsg-adv-psg']], { sources: [UEFA] }),
    B('Champions League QF: Bayern vs. PSG – Who advances?', S, c, [['ucl-qf-bayern-psg-advance', '', 'baypsg-adv-bay', { outcomes: yn('Bayern', 'PSG') }]]),
    G('Wer zieht ins Halbfinale ein? FC Bayern München – Paris Saint-Germain', c, gr(['FC Bayern München', 'baypsg-adv-bay'], ['Paris Saint-Germain', 'baypsg-adv-psg'])),
  ] });
}
{ // The second-leg match itself, Tue 19 April (alpha three-way 90 min, beta_us); gamma's "Bayern win incl. extra time" is another period.
  addCase('europe', { name: 'ucl-bay-psg-leg2', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A(`KXUCLGAME-${D19}BAYPSG`, 'Bayern Munich vs PSG', S, z('2033-04-19', '21:00'), [['BAY', 'Bayern Munich', 'baypsg2-bay'], ['TIE', 'Tie', 'baypsg2-draw'], ['PSG', 'Paris Saint-Germain', 'baypsg2-psg']], { sources: [UEFA] }),
    U('ucl-bay-psg-2033-04-19', 'FC Bayern München vs. Paris Saint-Germain', S, z('2033-04-19', '19:00'), [
      ['ucl-bay-psg-2033-04-19-bay', 'Bayern', 'baypsg2-bay'], ['ucl-bay-psg-2033-04-19-draw', 'Draw', 'baypsg2-draw'], ['ucl-bay-psg-2033-04-19-psg', 'PSG', 'baypsg2-psg']]),
    G1('Bayern beat PSG on April 19 (extra time counts)?', z('2033-04-19', '22:00'), 'baypsg2-et-bay'),
  ] }, ['period']);
}
{ // Champions League winner 2033 (all four).
  const c = z('2033-05-28', '22:00');
  addCase('europe', { name: 'ucl-winner', events: [
    A('KXUCL-33', 'UEFA Champions League Winner 2033', S, c, [['RMA', 'Real Madrid', 'ucl-rma'], ['ARS', 'Arsenal', 'ucl-ars'], ['BAY', 'Bayern Munich', 'ucl-bay'], ['PSG', 'Paris Saint-Germain', 'ucl-psg'], ['BAR', 'Barcelona', 'ucl-bar'], ['INT', 'Inter Milan', 'ucl-int']], { sources: [UEFA] }),
    B('Champions League Winner 2032/33', S, c, [
      ['ucl-2033-real-madrid', 'Real Madrid', 'ucl-rma', { q: 'Will Real Madrid win the 2032–33 UEFA Champions League?' }],
      ['ucl-2033-arsenal', 'Arsenal', 'ucl-ars', { q: 'Will Arsenal win the 2032–33 UEFA Champions League?' }],
      ['ucl-2033-bayern', 'Bayern Munich', 'ucl-bay', { q: 'Will Bayern Munich win the 2032–33 UEFA Champions League?' }],
      ['ucl-2033-barcelona', 'Barcelona', 'ucl-bar', { q: 'Will Barcelona win the 2032–33 UEFA Champions League?' }]]),
    U('ucl-winner-2033', 'UEFA Champions League 2033 Winner', S, c, [['ucl-winner-2033-psg', 'Paris Saint-Germain', 'ucl-psg'], ['ucl-winner-2033-ars', 'Arsenal', 'ucl-ars'], ['ucl-winner-2033-inter', 'Inter', 'ucl-int']]),
    G('UCL 2032-33: who lifts the trophy?', c, gr(['Real Madrid', 'ucl-rma'], ['Arsenal', 'ucl-ars'], ['FC Bayern', 'ucl-bay'], ['PSG', 'ucl-psg'], ['FC Barcelona', 'ucl-bar'], ['Inter', 'ucl-int'])),
  ] });
}
{ // Which clubs reach the final (alpha, beta); gamma asks whether Inter reach the semi-finals (round).
  addCase('europe', { name: 'ucl-finalists', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUCLFINALIST-33', 'Champions League 2033: Teams to reach the final', S, z('2033-05-11', '22:00'), [['RMA', 'Real Madrid', 'uclf-rma'], ['BAY', 'Bayern Munich', 'uclf-bay'], ['INT', 'Inter Milan', 'uclf-int'], ['BAR', 'Barcelona', 'uclf-bar']], { sources: [UEFA] }),
    B('Which clubs will play in the 2033 Champions League final?', S, z('2033-05-11', '21:00'), [
      ['ucl-final-2033-real-madrid', 'Real Madrid', 'uclf-rma', { q: 'Will Real Madrid reach the 2033 Champions League final?' }],
      ['ucl-final-2033-inter', 'Inter', 'uclf-int', { q: 'Will Inter reach the 2033 Champions League final?' }],
      ['ucl-final-2033-barcelona', 'Barcelona', 'uclf-bar', { q: 'Will Barcelona reach the 2033 Champions League final?' }]]),
    G1('Will Inter make the Champions League semi-finals?', z('2033-04-20', '22:00'), 'uclsf-int'),
  ] }, ['round']);
}
{ // Europa League winner (alpha, beta, gamma); beta_us lists the Conference League winner (category).
  addCase('europe', { name: 'uel-winner', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXUEL-33', 'UEFA Europa League Winner 2033', S, z('2033-05-18', '22:00'), [['TOT', 'Tottenham', 'uel-tot'], ['ROM', 'Roma', 'uel-rom'], ['ATH', 'Athletic Club', 'uel-ath'], ['LYO', 'Lyon', 'uel-lyo']], { sources: ['UEFA https://www.uefa.com/uefaeuropaleague/'] }),
    B('Europa League Winner 2032/33', S, z('2033-05-18', '21:00'), [
      ['uel-2033-tottenham', 'Tottenham Hotspur', 'uel-tot', { q: 'Will Tottenham win the 2032–33 UEFA Europa League?' }],
      ['uel-2033-roma', 'AS Roma', 'uel-rom', { q: 'Will Roma win the 2032–33 UEFA Europa League?' }],
      ['uel-2033-athletic', 'Athletic Bilbao', 'uel-ath', { q: 'Will Athletic Club win the 2032–33 UEFA Europa League?' }]]),
    G('UEFA Europa League 2033 champion', z('2033-05-18', '22:00'), gr(['Spurs', 'uel-tot'], ['Roma', 'uel-rom'], ['Athletic Club', 'uel-ath'], ['Olympique Lyonnais', 'uel-lyo'])),
    U('uecl-winner-2033', 'UEFA Conference League 2033 Winner', S, z('2033-05-25', '21:00'), [['uecl-winner-2033-fio', 'Fiorentina', 'uecl-fio'], ['uecl-winner-2033-bet', 'Real Betis', 'uecl-bet']]),
  ] }, ['category']);
}
{ // Europa League QF second leg, Roma v Tottenham, Thu 21 April, 90 minutes (alpha, beta).
  addCase('europe', { name: 'uel-rom-tot-leg2', events: [
    A(`KXUELGAME-${ad('2033-04-21')}ROMTOT`, 'Roma vs Tottenham', S, z('2033-04-21', '21:00'), [['ROM', 'Roma', 'romtot2-rom'], ['TIE', 'Tie', 'romtot2-draw'], ['TOT', 'Tottenham', 'romtot2-tot']], { sources: ['UEFA https://www.uefa.com/uefaeuropaleague/fixtures-results/'] }),
    B('AS Roma vs. Tottenham Hotspur', S, z('2033-04-21', '19:00'), [
      ['uel-rom-tot-2033-04-21-rom', 'AS Roma', 'romtot2-rom', { q: 'Will AS Roma win on 2033-04-21?' }],
      ['uel-rom-tot-2033-04-21-draw', 'Draw (AS Roma vs. Tottenham Hotspur)', 'romtot2-draw', { q: 'Will AS Roma vs. Tottenham Hotspur end in a draw?' }],
      ['uel-rom-tot-2033-04-21-tot', 'Tottenham Hotspur', 'romtot2-tot', { q: 'Will Tottenham Hotspur win on 2033-04-21?' }]]),
  ] });
}

// ───────────────────────────── DOMESTIC LEAGUES ─────────────────────────────

{ // Premier League 2032-33 champion (all four).
  const c = z('2033-05-22', '18:00');
  addCase('leagues', { name: 'epl-title', events: [
    A('KXPREMIERLEAGUE-33', 'English Premier League Winner 2032-33', S, c, [['ARS', 'Arsenal', 'epl-ars'], ['LIV', 'Liverpool', 'epl-liv'], ['MCI', 'Manchester City', 'epl-mci']], { sources: [PLS] }),
    B('Premier League Winner 2032-33', S, c, [
      ['epl-2032-33-arsenal', 'Arsenal', 'epl-ars', { q: 'Will Arsenal win the 2032–33 English Premier League?' }],
      ['epl-2032-33-liverpool', 'Liverpool', 'epl-liv', { q: 'Will Liverpool win the 2032–33 English Premier League?' }],
      ['epl-2032-33-man-city', 'Man City', 'epl-mci', { q: 'Will Manchester City win the 2032–33 English Premier League?' }]]),
    U('epl-champion-2032-33', 'Premier League Champion 2032/33', S, c, [['epl-champion-2032-33-ars', 'Arsenal', 'epl-ars'], ['epl-champion-2032-33-liv', 'Liverpool', 'epl-liv']]),
    G('Who will be crowned Premier League champions (2032/33)?', c, gr(['Arsenal', 'epl-ars'], ['Liverpool', 'epl-liv'], ['Manchester City', 'epl-mci'], ['Other', 'epl-other'])),
  ] });
}
{ // Relegation (alpha, beta: each club's relegation is an outcome); gamma asks who finishes bottom (measure).
  const c = z('2033-05-22', '18:00');
  addCase('leagues', { name: 'epl-relegation', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEPLRELEGATION-33', 'Premier League 2032-33: Relegated teams', S, c, [['BUR', 'Burnley', 'rel-bur'], ['IPS', 'Ipswich Town', 'rel-ips'], ['LEI', 'Leicester City', 'rel-lei'], ['WOL', 'Wolverhampton', 'rel-wol']], { sources: [PLS] }),
    B('Premier League: Which teams will be relegated?', S, c, [
      ['epl-relegation-2033-burnley', 'Burnley', 'rel-bur', { q: 'Will Burnley be relegated from the Premier League in 2032–33?' }],
      ['epl-relegation-2033-ipswich', 'Ipswich', 'rel-ips', { q: 'Will Ipswich Town be relegated from the Premier League in 2032–33?' }],
      ['epl-relegation-2033-wolves', 'Wolves', 'rel-wol', { q: 'Will Wolves be relegated from the Premier League in 2032–33?' }]]),
    G('Premier League 2032/33: bottom of the table (20th place)', c, gr(['Burnley', 'last-bur'], ['Ipswich Town', 'last-ips'], ['Leicester City', 'last-lei'])),
  ] }, ['measure']);
}
{ // Top-four finish (alpha, beta, beta_us); gamma's Champions League qualification is another measure (5th place and cup routes count).
  const c = z('2033-05-22', '18:00');
  addCase('leagues', { name: 'epl-top4', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXEPLTOP4-33', 'Premier League 2032-33: Top 4 finish', S, c, [['CHE', 'Chelsea', 'top4-che'], ['NEW', 'Newcastle', 'top4-new'], ['AVL', 'Aston Villa', 'top4-avl'], ['MUN', 'Manchester United', 'top4-mun']], { sources: [PLS] }),
    B('Premier League: Top 4 Finish', S, c, [
      ['epl-top-4-2033-chelsea', 'Chelsea', 'top4-che', { q: 'Will Chelsea finish in the top 4 of the 2032–33 Premier League?' }],
      ['epl-top-4-2033-newcastle', 'Newcastle', 'top4-new', { q: 'Will Newcastle finish in the top 4 of the 2032–33 Premier League?' }],
      ['epl-top-4-2033-man-utd', 'Man Utd', 'top4-mun', { q: 'Will Manchester United finish in the top 4 of the 2032–33 Premier League?' }]]),
    U('epl-top-four-2032-33', 'Premier League Top Four 2032/33', S, c, [['epl-top-four-2032-33-che', 'Chelsea', 'top4-che'], ['epl-top-four-2032-33-avl', 'Aston Villa', 'top4-avl']]),
    G1('Will Chelsea qualify for the 2033-34 Champions League?', z('2033-05-28', '22:00'), 'uclq-che'),
  ] }, ['measure']);
}
{ // Liverpool v Man City, Sat 16 April 17:30 BST (alpha, beta, beta_us); gamma's double chance "City or draw" is the complement of Liverpool win (inverted).
  addCase('leagues', { name: 'epl-liv-mci', events: [
    A(`KXEPLGAME-${D16}LIVMCI`, 'Liverpool vs Manchester City', S, z('2033-04-16', '19:00'), [['LIV', 'Liverpool', 'livmci-liv'], ['TIE', 'Tie', 'livmci-draw'], ['MCI', 'Manchester City', 'livmci-mci']], { sources: [PLS] }),
    B('Liverpool vs. Manchester City', S, z('2033-04-16', '16:30'), [
      ['epl-liv-mci-2033-04-16-liv', 'Liverpool', 'livmci-liv', { q: 'Will Liverpool win on 2033-04-16?' }],
      ['epl-liv-mci-2033-04-16-draw', 'Draw (Liverpool vs. Man City)', 'livmci-draw', { q: 'Will Liverpool vs. Manchester City end in a draw?' }],
      ['epl-liv-mci-2033-04-16-mci', 'Manchester City', 'livmci-mci', { q: 'Will Manchester City win on 2033-04-16?' }]]),
    U('epl-liv-mci-2033-04-16', 'Liverpool FC vs. Manchester City FC', S, z('2033-04-16', '16:30'), [['epl-liv-mci-2033-04-16-home', 'Liverpool', 'livmci-liv'], ['epl-liv-mci-2033-04-16-away', 'Man City', 'livmci-mci']]),
    G1('Anfield, Sat 16 Apr: Man City or draw (double chance)?', z('2033-04-16', '19:00'), 'livmci-mci-or-draw'),
  ] }, ['inverted']);
}
{ // Arsenal v Newcastle, league, Sun 17 April (alpha, beta); gamma lists the FA Cup semi-final at Wembley on Sat 23 April (date).
  addCase('leagues', { name: 'epl-ars-new', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXEPLGAME-${D17}ARSNEW`, 'Arsenal vs Newcastle', S, z('2033-04-17', '17:30'), [['ARS', 'Arsenal', 'arsnew-ars'], ['TIE', 'Tie', 'arsnew-draw'], ['NEW', 'Newcastle', 'arsnew-new']], { sources: [PLS] }),
    B('Arsenal vs. Newcastle United', S, z('2033-04-17', '15:30'), [
      ['epl-ars-new-2033-04-17-ars', 'Arsenal', 'arsnew-ars', { q: 'Will Arsenal win on 2033-04-17?' }],
      ['epl-ars-new-2033-04-17-draw', 'Draw (Arsenal vs. Newcastle)', 'arsnew-draw', { q: 'Will Arsenal vs. Newcastle United end in a draw?' }],
      ['epl-ars-new-2033-04-17-new', 'Newcastle United', 'arsnew-new', { q: 'Will Newcastle United win on 2033-04-17?' }]]),
    G('FA Cup semi-final (Wembley, 23 Apr): Arsenal v Newcastle — 90 minutes', z('2033-04-23', '19:00'), gr(['Arsenal', 'facsf-ars'], ['Draw', 'facsf-draw'], ['Newcastle', 'facsf-new'])),
  ] }, ['date']);
}
{ // Chelsea v Tottenham, Sat 23 April (alpha, gamma).
  addCase('leagues', { name: 'epl-che-tot', events: [
    A(`KXEPLGAME-${ad('2033-04-23')}CHETOT`, 'Chelsea vs Tottenham', S, z('2033-04-23', '16:30'), [['CHE', 'Chelsea', 'chetot-che'], ['TIE', 'Tie', 'chetot-draw'], ['TOT', 'Tottenham', 'chetot-tot']], { sources: [PLS] }),
    G('Chelsea v Spurs (Sat 23 April) — full-time result', z('2033-04-23', '16:30'), gr(['Chelsea', 'chetot-che'], ['Draw', 'chetot-draw'], ['Spurs', 'chetot-tot'])),
  ] });
}
{ // Tottenham head coach out "by April 30" (alpha, beta) vs gamma "before the season ends on 22 May" (deadline).
  addCase('leagues', { name: 'epl-tot-coach-out', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEPLCOACHOUT-33APR30TOT', 'Tottenham head coach out by Apr 30, 2033?', S, z('2033-04-30', '23:59'), 'TOT', 'Tottenham', 'totcoach-apr30'),
    B1('Will Tottenham part ways with their head coach by April 30, 2033?', S, z('2033-04-30'), 'totcoach-apr30'),
    G1('Spurs manager gone before the end of the 2032/33 Premier League season?', z('2033-05-22', '18:00'), 'totcoach-season'),
  ] }, ['deadline']);
}
{ // Premier League 2032-33 Golden Boot, most league goals (all four).
  const c = z('2033-05-22', '18:00');
  addCase('leagues', { name: 'epl-golden-boot', events: [
    A('KXEPLGOLDENBOOT-33', 'Premier League Golden Boot 2032-33', S, c, [['EHAA', 'Erling Haaland', 'gb-ehaa'], ['ASAK', 'Alexander Isak', 'gb-asak'], ['BSAK', 'Bukayo Saka', 'gb-bsak']], { sources: [PLS] }),
    B('Premier League Top Scorer 2032-33', S, c, [
      ['epl-top-scorer-2032-33-haaland', 'Erling Haaland', 'gb-ehaa', { q: 'Will Erling Haaland be the top scorer of the 2032–33 Premier League?' }],
      ['epl-top-scorer-2032-33-isak', 'Alexander Isak', 'gb-asak', { q: 'Will Alexander Isak be the top scorer of the 2032–33 Premier League?' }]]),
    U('epl-golden-boot-2032-33', 'Premier League Golden Boot 2032/33', S, c, [['epl-golden-boot-2032-33-haaland', 'E. Haaland', 'gb-ehaa'], ['epl-golden-boot-2032-33-saka', 'B. Saka', 'gb-bsak']]),
    G('Premier League 2032/33 Golden Boot winner', c, gr(['Haaland', 'gb-ehaa'], ['Isak', 'gb-asak'], ['Saka', 'gb-bsak'], ['Another player', 'gb-other'])),
  ] });
}
{ // LaLiga 2032-33 champion (alpha, beta, gamma in Spanish).
  const c = z('2033-05-29', '21:00');
  addCase('leagues', { name: 'laliga-title', events: [
    A('KXLALIGA-33', 'La Liga Winner 2032-33', S, c, [['RMA', 'Real Madrid', 'liga-rma'], ['BAR', 'Barcelona', 'liga-bar'], ['ATM', 'Atletico Madrid', 'liga-atm']], { sources: ['LaLiga https://www.laliga.com/en-GB/laliga-easports/standing'] }),
    B('La Liga Winner 2032-33', S, c, [
      ['laliga-2032-33-real-madrid', 'Real Madrid', 'liga-rma', { q: 'Will Real Madrid win the 2032–33 La Liga?' }],
      ['laliga-2032-33-barcelona', 'Barcelona', 'liga-bar', { q: 'Will Barcelona win the 2032–33 La Liga?' }],
      ['laliga-2032-33-atletico', 'Atlético Madrid', 'liga-atm', { q: 'Will Atlético Madrid win the 2032–33 La Liga?' }]]),
    G('¿Quién ganará LaLiga 2032-33?', c, gr(['Real Madrid', 'liga-rma'], ['FC Barcelona', 'liga-bar'], ['Atlético de Madrid', 'liga-atm'], ['Otro', 'liga-other'])),
  ] });
}
{ // FC Barcelona v Atlético, Sun 17 April (alpha, beta, gamma in Spanish).
  addCase('leagues', { name: 'laliga-bar-atm', events: [
    A(`KXLALIGAGAME-${D17}BARATM`, 'Barcelona vs Atletico Madrid', S, z('2033-04-17', '21:00'), [['BAR', 'Barcelona', 'baratm-bar'], ['TIE', 'Tie', 'baratm-draw'], ['ATM', 'Atletico Madrid', 'baratm-atm']]),
    B('FC Barcelona vs. Atlético Madrid', S, z('2033-04-17', '19:00'), [
      ['lal-bar-atm-2033-04-17-bar', 'FC Barcelona', 'baratm-bar', { q: 'Will FC Barcelona win on 2033-04-17?' }],
      ['lal-bar-atm-2033-04-17-draw', 'Draw (FC Barcelona vs. Atlético Madrid)', 'baratm-draw', { q: 'Will FC Barcelona vs. Atlético Madrid end in a draw?' }],
      ['lal-bar-atm-2033-04-17-atm', 'Atlético Madrid', 'baratm-atm', { q: 'Will Atlético Madrid win on 2033-04-17?' }]]),
    G('FC Barcelona – Atlético de Madrid (17/04): resultado final', z('2033-04-17', '21:00'), gr(['Gana el Barça', 'baratm-bar'], ['Empate', 'baratm-draw'], ['Gana el Atlético', 'baratm-atm'])),
  ] });
}
{ // Bundesliga 2032-33 champion (alpha, beta, gamma in German); beta_us lists the DFB-Pokal winner (category).
  addCase('leagues', { name: 'bundesliga-title', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXBUNDESLIGA-33', 'Bundesliga Winner 2032-33', S, z('2033-05-21', '16:30'), [['BAY', 'Bayern Munich', 'bl-bay'], ['B04', 'Bayer Leverkusen', 'bl-b04'], ['BVB', 'Borussia Dortmund', 'bl-bvb']], { sources: ['Bundesliga https://www.bundesliga.com/en/bundesliga/table'] }),
    B('Bundesliga Winner 2032-33', S, z('2033-05-21', '16:30'), [
      ['bundesliga-2032-33-bayern', 'Bayern Munich', 'bl-bay', { q: 'Will Bayern Munich win the 2032–33 Bundesliga?' }],
      ['bundesliga-2032-33-leverkusen', 'Leverkusen', 'bl-b04', { q: 'Will Bayer Leverkusen win the 2032–33 Bundesliga?' }]]),
    G('Deutscher Meister 2032/33', z('2033-05-21', '16:30'), gr(['FC Bayern München', 'bl-bay'], ['Bayer 04 Leverkusen', 'bl-b04'], ['Borussia Dortmund', 'bl-bvb'])),
    U('dfb-pokal-winner-2033', 'DFB-Pokal Winner 2033', S, z('2033-05-28', '20:00'), [['dfb-pokal-winner-2033-bay', 'Bayern Munich', 'pokal-bay'], ['dfb-pokal-winner-2033-vfb', 'VfB Stuttgart', 'pokal-vfb']]),
  ] }, ['category']);
}
{ // Dortmund v Leverkusen, Sat 16 April 18:30 CEST (alpha, beta_us, gamma in German).
  addCase('leagues', { name: 'bundesliga-bvb-b04', events: [
    A(`KXBUNDESLIGAGAME-${D16}BVBB04`, 'Borussia Dortmund vs Bayer Leverkusen', S, z('2033-04-16', '18:30'), [['BVB', 'Borussia Dortmund', 'bvbb04-bvb'], ['TIE', 'Tie', 'bvbb04-draw'], ['B04', 'Bayer Leverkusen', 'bvbb04-b04']]),
    U('bun-bvb-lev-2033-04-16', 'Borussia Dortmund vs. Bayer Leverkusen', S, z('2033-04-16', '16:30'), [
      ['bun-bvb-lev-2033-04-16-bvb', 'Dortmund', 'bvbb04-bvb'], ['bun-bvb-lev-2033-04-16-draw', 'Draw', 'bvbb04-draw'], ['bun-bvb-lev-2033-04-16-lev', 'Leverkusen', 'bvbb04-b04']]),
    G('BVB gegen Leverkusen (16.04.) – Ausgang nach 90 Minuten', z('2033-04-16', '18:30'), gr(['Sieg Dortmund', 'bvbb04-bvb'], ['Unentschieden', 'bvbb04-draw'], ['Sieg Leverkusen', 'bvbb04-b04'])),
  ] });
}
{ // LaLiga relegation — beta only.
  addCase('leagues', { name: 'laliga-relegation', events: [
    B('LaLiga: Which clubs will be relegated?', S, z('2033-05-29', '21:00'), [
      ['laliga-relegation-2033-leganes', 'Leganés', 'lrel-leg', { q: 'Will Leganés be relegated from La Liga in 2032–33?' }],
      ['laliga-relegation-2033-alaves', 'Alavés', 'lrel-ala', { q: 'Will Alavés be relegated from La Liga in 2032–33?' }],
      ['laliga-relegation-2033-valladolid', 'Valladolid', 'lrel-val', { q: 'Will Real Valladolid be relegated from La Liga in 2032–33?' }]]),
  ] });
}

// ───────────────────────────── MLB ─────────────────────────────

{ // Yankees at Red Sox doubleheader, Sat 16 April: Game 1 (alpha, beta, gamma); beta_us lists Game 2 (game).
  addCase('mlb', { name: 'mlb-nyy-bos-dh1', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXMLBGAME-${D16}NYYBOSG1`, 'New York Y at Boston (Game 1)', S, z('2033-04-16', '21:30'), [['NYY', 'New York Y', 'nyybos1-nyy'], ['BOS', 'Boston', 'nyybos1-bos']], { sources: [MLBS] }),
    B('Yankees vs. Red Sox (Game 1)', S, z('2033-04-16', '17:05'), [['mlb-nyy-bos-2033-04-16-g1', '', 'nyybos1-nyy', { outcomes: yn('Yankees', 'Red Sox') }]]),
    G('Yankees @ Red Sox, Apr 16 — doubleheader opener', z('2033-04-16', '21:30'), gr(['New York Yankees', 'nyybos1-nyy'], ['Boston Red Sox', 'nyybos1-bos'])),
    U('mlb-nyy-bos-2033-04-16-g2', 'New York Yankees at Boston Red Sox — Game 2', S, z('2033-04-16', '22:10'), [['aec-mlb-nyy-bos-2033-04-16-g2', '', 'nyybos2-nyy', { outcomes: yn('New York Yankees', 'Boston Red Sox') }]]),
  ] }, ['game']);
}
{ // Dodgers at Giants run line, Fri 15 April (alpha, beta: Dodgers −1.5 = LAD by over 1.5); gamma lists total runs (measure).
  addCase('mlb', { name: 'mlb-lad-sf-runline', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXMLBSPREAD-${ad('2033-04-15')}LADSF`, 'Los Angeles D at San Francisco: Run Line', S, z('2033-04-16', '06:00'), [['LAD2', 'Los Angeles D wins by over 1.5 runs', 'ladsf-rl-lad1.5'], ['SF2', 'San Francisco wins by over 1.5 runs', 'ladsf-rl-sf1.5']], { sources: [MLBS] }),
    B('Run Line: Dodgers (-1.5)', S, z('2033-04-16', '02:15'), [['mlb-lad-sf-2033-04-15-spread-away-1pt5', '', 'ladsf-rl-lad1.5', { outcomes: yn('Dodgers', 'Giants') }]]),
    G1('Dodgers at Giants (Apr 15): 9 or more total runs?', z('2033-04-16', '06:00'), 'ladsf-t8.5'),
  ] }, ['measure']);
}
{ // Mariners at Astros total runs, Fri 15 April: alpha ladder; beta_us O/U 8.5; gamma "10+ runs" = alpha's over 9.5 (threshold rungs of one event).
  addCase('mlb', { name: 'mlb-sea-hou-total', events: [
    A(`KXMLBTOTAL-${ad('2033-04-15')}SEAHOU`, 'Seattle at Houston: Total Runs', S, z('2033-04-16', '04:30'), [['T9', 'Over 8.5 runs scored', 'seahou-t8.5'], ['T10', 'Over 9.5 runs scored', 'seahou-t9.5']], { sources: [MLBS] }),
    U('mlb-sea-hou-2033-04-15-totals', 'Mariners at Astros: Total Runs', S, z('2033-04-16', '00:10'), [['tsc-mlb-sea-hou-2033-04-15-8pt5', 'O/U 8.5', 'seahou-t8.5', { outcomes: yn('Over', 'Under') }]]),
    G1('Mariners–Astros on Apr 15: 10+ runs combined?', z('2033-04-16', '04:30'), 'seahou-t9.5'),
  ] }, ['threshold']);
}
{ // Yankees 2033 regular-season wins: alpha ladder, beta O/U 91.5 (its own rung), gamma "95+" (= alpha over 94.5).
  const c = z('2033-10-03', '04:00');
  addCase('mlb', { name: 'mlb-nyy-wins', events: [
    A('KXMLBWINS-33NYY', 'New York Y regular season wins 2033', S, c, [['T90', 'Above 89.5 wins', 'nyyw-89.5'], ['T95', 'Above 94.5 wins', 'nyyw-94.5']], { sources: ['MLB https://www.mlb.com/standings'] }),
    B1('Yankees 2033 regular season wins O/U 91.5', S, c, 'nyyw-91.5', { mx: { outcomes: yn('Over', 'Under') } }),
    G1('Will the Yankees win 95 or more regular-season games in 2033?', c, 'nyyw-94.5'),
  ] }, ['threshold']);
}
{ // MLB home-run leader 2033 (alpha, beta); gamma lists the American League leader (category).
  const c = z('2033-10-03', '04:00');
  addCase('mlb', { name: 'mlb-hr-leader', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMLBHRLEADER-33', 'MLB home run leader 2033', S, c, [['GHEN', 'Gunnar Henderson', 'hrl-ghen'], ['EDLC', 'Elly De La Cruz', 'hrl-edlc'], ['JSOT', 'Juan Soto', 'hrl-jsot'], ['JWOO', 'James Wood', 'hrl-jwoo']], { sources: [MLBS] }),
    B('MLB Home Run Leader 2033', S, c, [
      ['mlb-hr-leader-2033-henderson', 'Gunnar Henderson', 'hrl-ghen', { q: 'Will Gunnar Henderson lead MLB in home runs in 2033?' }],
      ['mlb-hr-leader-2033-de-la-cruz', 'Elly De La Cruz', 'hrl-edlc', { q: 'Will Elly De La Cruz lead MLB in home runs in 2033?' }],
      ['mlb-hr-leader-2033-soto', 'Juan Soto', 'hrl-jsot', { q: 'Will Juan Soto lead MLB in home runs in 2033?' }]]),
    G('2033 American League home run leader', c, gr(['Gunnar Henderson', 'alhr-ghen'], ['Julio Rodríguez', 'alhr-jrod'], ['Bobby Witt Jr.', 'alhr-bwit'])),
  ] }, ['category']);
}
{ // World Series 2033 (all four).
  const c = z('2033-11-05', '04:00');
  addCase('mlb', { name: 'mlb-world-series', events: [
    A('KXMLB-33', 'Pro Baseball Champion 2033', S, c, [['LAD', 'Los Angeles D', 'ws-lad'], ['NYY', 'New York Y', 'ws-nyy'], ['ATL', 'Atlanta', 'ws-atl'], ['BAL', 'Baltimore', 'ws-bal'], ['SEA', 'Seattle', 'ws-sea']], { sources: [MLBS] }),
    B('World Series Champion 2033', S, c, [
      ['world-series-2033-dodgers', 'Los Angeles Dodgers', 'ws-lad', { q: 'Will the Los Angeles Dodgers win the 2033 World Series?' }],
      ['world-series-2033-yankees', 'New York Yankees', 'ws-nyy', { q: 'Will the New York Yankees win the 2033 World Series?' }],
      ['world-series-2033-braves', 'Atlanta Braves', 'ws-atl', { q: 'Will the Atlanta Braves win the 2033 World Series?' }]]),
    U('mlb-world-series-2033', 'World Series Champion 2033', S, c, [['mlb-ws-2033-lad', 'Dodgers', 'ws-lad'], ['mlb-ws-2033-bal', 'Orioles', 'ws-bal'], ['mlb-ws-2033-sea', 'Mariners', 'ws-sea']]),
    G('2033 World Series winner', c, gr(['Dodgers', 'ws-lad'], ['Yankees', 'ws-nyy'], ['Braves', 'ws-atl'], ['Orioles', 'ws-bal'], ['Mariners', 'ws-sea'], ['Other team', 'ws-other'])),
  ] });
}
{ // Gunnar Henderson 40+ HR in the 2033 regular season (beta_us, gamma); alpha asks about HRs before the All-Star break (period).
  addCase('mlb', { name: 'mlb-henderson-40hr', groups: [['beta_us', 'gamma'], ['alpha']], events: [
    U1('mlb-gunnar-henderson-40-hr-2033', 'Gunnar Henderson 40+ Home Runs in 2033?', S, z('2033-10-03', '04:00'), 'ghen-40hr-season'),
    G1('Gunnar Henderson to hit 40 HR in the 2033 regular season?', z('2033-10-03', '04:00'), 'ghen-40hr-season'),
    A1('KXMLBHRASB-33GHEN', 'Gunnar Henderson home runs before the All-Star break', S, z('2033-07-12', '04:00'), 'T20', 'Above 19.5', 'ghen-asb-19.5', { sources: [MLBS] }),
  ] }, ['period']);
}
{ // Elly De La Cruz: 10 HRs by April 30 (season to date, March games count) on beta vs 10+ HRs in April on gamma (period).
  addCase('mlb', { name: 'mlb-delacruz-april', groups: [['beta'], ['gamma']], events: [
    B1('Will Elly De La Cruz hit 10 home runs by April 30, 2033?', S, z('2033-05-01', '07:00'), 'edlc-10hr-by-apr30'),
    G1('Elly De La Cruz: 10+ home runs in the month of April 2033?', z('2033-05-01', '07:00'), 'edlc-10hr-april'),
  ] }, ['period']);
}
{ // Cubs at Cardinals, Thu 14 April — alpha only.
  addCase('mlb', { name: 'mlb-chc-stl', events: [
    A(`KXMLBGAME-${ad('2033-04-14')}CHCSTL`, 'Chicago C at St. Louis', S, z('2033-04-15', '04:00'), [['CHC', 'Chicago C', 'chcstl-chc'], ['STL', 'St. Louis', 'chcstl-stl']], { sources: [MLBS] }),
  ] });
}

// ───────────────────────────── GOLF ─────────────────────────────

{ // The Masters 2033 winner (all four).
  const c = z('2033-04-10', '23:30');
  addCase('golf', { name: 'masters-winner', events: [
    A('KXPGATOUR-33MAST', 'Masters Tournament Winner 2033', S, c, [['SSCH', 'Scottie Scheffler', 'mast-ssch'], ['LABE', 'Ludvig Åberg', 'mast-labe'], ['RMCI', 'Rory McIlroy', 'mast-rmci'], ['JRAH', 'Jon Rahm', 'mast-jrah'], ['TKIM', 'Tom Kim', 'mast-tkim']], { sources: ['Masters https://www.masters.com/en_US/scores/index.html'] }),
    B('Masters Winner 2033', S, c, [
      ['masters-2033-scottie-scheffler', 'Scottie Scheffler', 'mast-ssch', { q: 'Will Scottie Scheffler win the 2033 Masters?' }],
      ['masters-2033-ludvig-aberg', 'Ludvig Åberg', 'mast-labe', { q: 'Will Ludvig Åberg win the 2033 Masters?' }],
      ['masters-2033-rory-mcilroy', 'Rory McIlroy', 'mast-rmci', { q: 'Will Rory McIlroy win the 2033 Masters?' }],
      ['masters-2033-jon-rahm', 'Jon Rahm', 'mast-jrah', { q: 'Will Jon Rahm win the 2033 Masters?' }]]),
    U('golf-masters-2033-winner', 'The Masters 2033: Winner', S, c, [['golf-masters-2033-scheffler', 'S. Scheffler', 'mast-ssch'], ['golf-masters-2033-aberg', 'L. Aberg', 'mast-labe'], ['golf-masters-2033-kim', 'T. Kim', 'mast-tkim']]),
    G('Augusta 2033 — who wins the Green Jacket?', c, gr(['Scheffler', 'mast-ssch'], ['Aberg', 'mast-labe'], ['McIlroy', 'mast-rmci'], ['Rahm', 'mast-jrah'], ['Field', 'mast-field'])),
  ] });
}
{ // The Masters finishing-position board: alpha and beta top 10; beta_us Scheffler top 5 and gamma Åberg top 20 are other rungs (threshold).
  const c = z('2033-04-10', '23:30');
  addCase('golf', { name: 'masters-top-finish', events: [
    A('KXPGATOP10-33MAST', 'Masters 2033: Top 10 finish', S, c, [['SSCH', 'Scottie Scheffler', 'mtop10-ssch'], ['LABE', 'Ludvig Åberg', 'mtop10-labe'], ['RMCI', 'Rory McIlroy', 'mtop10-rmci']], { sources: [PGAS] }),
    B('Masters 2033: Top 10 Finish', S, c, [
      ['masters-2033-top-10-scheffler', 'Scottie Scheffler', 'mtop10-ssch', { q: 'Will Scottie Scheffler finish in the top 10 at the 2033 Masters?' }],
      ['masters-2033-top-10-aberg', 'Ludvig Åberg', 'mtop10-labe', { q: 'Will Ludvig Åberg finish in the top 10 at the 2033 Masters?' }]]),
    U1('golf-masters-2033-scheffler-top-5', 'Scottie Scheffler Top 5 at the Masters?', S, c, 'mtop5-ssch'),
    G1('Ludvig Aberg top-20 finish at Augusta 2033?', c, 'mtop20-labe'),
  ] }, ['threshold']);
}
{ // Making the cut at Augusta (alpha, beta); gamma asks whether McIlroy MISSES the cut (inverted).
  const c = z('2033-04-08', '23:30');
  addCase('golf', { name: 'masters-cut', events: [
    A('KXPGACUT-33MAST', 'Masters 2033: Make the cut', S, c, [['RMCI', 'Rory McIlroy', 'mcut-rmci'], ['JRAH', 'Jon Rahm', 'mcut-jrah'], ['TKIM', 'Tom Kim', 'mcut-tkim']], { sources: [PGAS] }),
    B('Masters 2033: Who will make the cut?', S, c, [
      ['masters-2033-make-cut-mcilroy', 'Rory McIlroy', 'mcut-rmci', { q: 'Will Rory McIlroy make the cut at the 2033 Masters?' }],
      ['masters-2033-make-cut-rahm', 'Jon Rahm', 'mcut-jrah', { q: 'Will Jon Rahm make the cut at the 2033 Masters?' }]]),
    G1('Rory McIlroy to miss the cut at the 2033 Masters?', c, 'mcut-rmci-miss'),
  ] }, ['inverted']);
}
{ // PGA Championship 2033 winner (alpha, beta, gamma); beta_us lists the 2033 US Open winner (place).
  addCase('golf', { name: 'pga-championship-winner', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXPGATOUR-33PGAC', 'PGA Championship Winner 2033', S, z('2033-05-22', '23:30'), [['SSCH', 'Scottie Scheffler', 'pgac-ssch'], ['LABE', 'Ludvig Åberg', 'pgac-labe'], ['XSCH', 'Xander Schauffele', 'pgac-xsch']], { sources: [PGAS] }),
    B('PGA Championship Winner 2033', S, z('2033-05-22', '23:30'), [
      ['pga-championship-2033-scheffler', 'Scottie Scheffler', 'pgac-ssch', { q: 'Will Scottie Scheffler win the 2033 PGA Championship?' }],
      ['pga-championship-2033-schauffele', 'Xander Schauffele', 'pgac-xsch', { q: 'Will Xander Schauffele win the 2033 PGA Championship?' }]]),
    G('2033 PGA Championship — Wanamaker Trophy winner', z('2033-05-22', '23:30'), gr(['Scottie Scheffler', 'pgac-ssch'], ['Ludvig Aberg', 'pgac-labe'], ['Xander Schauffele', 'pgac-xsch'], ['Any other player', 'pgac-field'])),
    U('golf-us-open-2033-winner', 'U.S. Open 2033: Winner', S, z('2033-06-19', '23:30'), [['golf-us-open-2033-scheffler', 'S. Scheffler', 'usopen-ssch'], ['golf-us-open-2033-aberg', 'L. Aberg', 'usopen-labe']]),
  ] }, ['place']);
}
{ // PGA Championship cut (alpha, gamma).
  addCase('golf', { name: 'pga-championship-cut', events: [
    A('KXPGACUT-33PGAC', 'PGA Championship 2033: Make the cut', S, z('2033-05-20', '23:30'), [['JSPI', 'Jordan Spieth', 'pcut-jspi'], ['RFOW', 'Rickie Fowler', 'pcut-rfow']], { sources: [PGAS] }),
    G('PGA Championship 2033: who makes the weekend?', z('2033-05-20', '23:30'), gr(['Jordan Spieth makes the cut', 'pcut-jspi'], ['Rickie Fowler makes the cut', 'pcut-rfow'])),
  ] });
}

// ───────────────────────────── TENNIS ─────────────────────────────

{ // Mutua Madrid Open men's singles (alpha, beta, gamma in Spanish); beta_us lists the women's draw (category).
  addCase('tennis', { name: 'madrid-men', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXATPMADRID-33', 'ATP Madrid Open Winner 2033', S, z('2033-05-08', '20:00'), [['JSIN', 'Jannik Sinner', 'mad-m-jsin'], ['CALC', 'Carlos Alcaraz', 'mad-m-calc'], ['JFON', 'Joao Fonseca', 'mad-m-jfon'], ['JMEN', 'Jakub Mensik', 'mad-m-jmen']], { sources: [ATPS] }),
    B('Madrid Open Men\'s Singles Winner 2033', S, z('2033-05-08', '20:00'), [
      ['madrid-open-2033-sinner', 'Jannik Sinner', 'mad-m-jsin', { q: 'Will Jannik Sinner win the 2033 Madrid Open?' }],
      ['madrid-open-2033-alcaraz', 'Carlos Alcaraz', 'mad-m-calc', { q: 'Will Carlos Alcaraz win the 2033 Madrid Open?' }],
      ['madrid-open-2033-fonseca', 'João Fonseca', 'mad-m-jfon', { q: 'Will João Fonseca win the 2033 Madrid Open?' }]]),
    G('Mutua Madrid Open 2033 — campeón individual masculino', z('2033-05-08', '20:00'), gr(['Jannik Sinner', 'mad-m-jsin'], ['Carlos Alcaraz', 'mad-m-calc'], ['João Fonseca', 'mad-m-jfon'], ['Otro jugador', 'mad-m-other'])),
    U('tennis-wta-madrid-2033-winner', 'WTA Madrid Open 2033 Winner', S, z('2033-05-07', '20:00'), [['tennis-wta-madrid-2033-andreeva', 'M. Andreeva', 'mad-w-mand'], ['tennis-wta-madrid-2033-gauff', 'C. Gauff', 'mad-w-cgau']]),
  ] }, ['category']);
}
{ // Internazionali BNL d'Italia men's singles (alpha, beta, gamma in Italian).
  const c = z('2033-05-15', '19:00');
  addCase('tennis', { name: 'rome-men', events: [
    A('KXATPROME-33', 'ATP Rome Winner 2033', S, c, [['JSIN', 'Jannik Sinner', 'rome-m-jsin'], ['CALC', 'Carlos Alcaraz', 'rome-m-calc'], ['JDRA', 'Jack Draper', 'rome-m-jdra']], { sources: [ATPS] }),
    B('Italian Open Men\'s Winner 2033', S, c, [
      ['italian-open-2033-sinner', 'Sinner', 'rome-m-jsin', { q: 'Will Jannik Sinner win the 2033 Italian Open?' }],
      ['italian-open-2033-alcaraz', 'Alcaraz', 'rome-m-calc', { q: 'Will Carlos Alcaraz win the 2033 Italian Open?' }]]),
    G('Internazionali d\'Italia 2033: vincitore del singolare maschile', c, gr(['Jannik Sinner', 'rome-m-jsin'], ['Carlos Alcaraz', 'rome-m-calc'], ['Jack Draper', 'rome-m-jdra'], ['Altro', 'rome-m-other'])),
  ] });
}
{ // Roland-Garros 2033 men's singles (all four; gamma in French).
  const c = z('2033-06-05', '19:00');
  addCase('tennis', { name: 'rg-men', events: [
    A('KXFRENCHOPENMEN-33', 'French Open Men\'s Singles Winner 2033', S, c, [['CALC', 'Carlos Alcaraz', 'rg-m-calc'], ['JSIN', 'Jannik Sinner', 'rg-m-jsin'], ['JFON', 'Joao Fonseca', 'rg-m-jfon'], ['HRUN', 'Holger Rune', 'rg-m-hrun']], { sources: ['Roland-Garros https://www.rolandgarros.com/en-us/results'] }),
    B('French Open Men\'s Winner 2033', S, c, [
      ['french-open-2033-mens-alcaraz', 'Carlos Alcaraz', 'rg-m-calc', { q: 'Will Carlos Alcaraz win the 2033 French Open?' }],
      ['french-open-2033-mens-sinner', 'Jannik Sinner', 'rg-m-jsin', { q: 'Will Jannik Sinner win the 2033 French Open?' }],
      ['french-open-2033-mens-fonseca', 'Joao Fonseca', 'rg-m-jfon', { q: 'Will Joao Fonseca win the 2033 French Open?' }]]),
    U('tennis-roland-garros-2033-mens-winner', 'Roland Garros 2033 Men\'s Champion', S, c, [['tennis-rg-2033-m-alcaraz', 'C. Alcaraz', 'rg-m-calc'], ['tennis-rg-2033-m-sinner', 'J. Sinner', 'rg-m-jsin']]),
    G('Roland-Garros 2033 : vainqueur du simple messieurs', c, gr(['Carlos Alcaraz', 'rg-m-calc'], ['Jannik Sinner', 'rg-m-jsin'], ['João Fonseca', 'rg-m-jfon'], ['Holger Rune', 'rg-m-hrun'], ['Autre', 'rg-m-other'])),
  ] });
}
{ // Roland-Garros 2033 women's singles (alpha, beta, gamma).
  const c = z('2033-06-04', '17:00');
  addCase('tennis', { name: 'rg-women', events: [
    A('KXFRENCHOPENWOMEN-33', 'French Open Women\'s Singles Winner 2033', S, c, [['MAND', 'Mirra Andreeva', 'rg-w-mand'], ['CGAU', 'Coco Gauff', 'rg-w-cgau'], ['ISWI', 'Iga Swiatek', 'rg-w-iswi']], { sources: ['Roland-Garros https://www.rolandgarros.com/en-us/results'] }),
    B('French Open Women\'s Winner 2033', S, c, [
      ['french-open-2033-womens-andreeva', 'Mirra Andreeva', 'rg-w-mand', { q: 'Will Mirra Andreeva win the 2033 French Open?' }],
      ['french-open-2033-womens-swiatek', 'Iga Świątek', 'rg-w-iswi', { q: 'Will Iga Świątek win the 2033 French Open?' }]]),
    G('Roland-Garros 2033 : vainqueure du simple dames', c, gr(['Mirra Andreeva', 'rg-w-mand'], ['Coco Gauff', 'rg-w-cgau'], ['Iga Świątek', 'rg-w-iswi'], ['Autre', 'rg-w-other'])),
  ] });
}

// ───────────────────────────── MOTOR RACING ─────────────────────────────

{ // Chinese GP winner, Sun 17 April. alpha, beta, beta_us settle on the FIA final classification; gamma on the first car past the
  // chequered flag (before stewards' penalties): one event, not fungible with gamma.
  const c = z('2033-04-17', '11:00');
  addCase('motor', { name: 'f1-chn-winner', fungible: nf('alpha|gamma', 'beta|gamma', 'beta_us|gamma'), events: [
    A('KXF1RACE-33CHN', 'Chinese Grand Prix Winner 2033', S, c, [['MVER', 'Max Verstappen', 'chn-mver'], ['LNOR', 'Lando Norris', 'chn-lnor'], ['OPIA', 'Oscar Piastri', 'chn-opia'], ['KANT', 'Kimi Antonelli', 'chn-kant']], { sources: [F1S] }),
    B('Chinese Grand Prix Winner', S, c, [
      ['f1-chinese-gp-2033-verstappen', 'Max Verstappen', 'chn-mver', { q: 'Will Max Verstappen win the 2033 Chinese Grand Prix?' }],
      ['f1-chinese-gp-2033-norris', 'Lando Norris', 'chn-lnor', { q: 'Will Lando Norris win the 2033 Chinese Grand Prix?' }],
      ['f1-chinese-gp-2033-antonelli', 'Andrea Kimi Antonelli', 'chn-kant', { q: 'Will Andrea Kimi Antonelli win the 2033 Chinese Grand Prix?' }]]),
    U('f1-chinese-gp-2033-winner', 'F1 Chinese Grand Prix 2033: Race Winner', S, c, [['f1-chn-2033-piastri', 'O. Piastri', 'chn-opia'], ['f1-chn-2033-norris', 'L. Norris', 'chn-lnor']]),
    G('Shanghai 2033: first across the line (on-track result at the chequered flag)', c, gr(['Verstappen', 'chn-mver'], ['Norris', 'chn-lnor'], ['Piastri', 'chn-opia'], ['Antonelli', 'chn-kant'], ['Other driver', 'chn-other']),
      { rules: 'Resolves to the driver who crosses the finish line first when the chequered flag is shown; later penalties or disqualifications are ignored.' }),
  ] }, ['source']);
}
{ // Chinese GP sprint, Sat 16 April (alpha, gamma); beta lists pole position from Saturday's qualifying (observation).
  addCase('motor', { name: 'f1-chn-sprint', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXF1SPRINT-33CHN', 'Chinese Grand Prix Sprint Winner 2033', S, z('2033-04-16', '05:00'), [['MVER', 'Max Verstappen', 'chns-mver'], ['LNOR', 'Lando Norris', 'chns-lnor'], ['CLEC', 'Charles Leclerc', 'chns-clec']], { sources: [F1S] }),
    G('F1 Shanghai Sprint (Sat) — winner', z('2033-04-16', '05:00'), gr(['Max Verstappen', 'chns-mver'], ['Lando Norris', 'chns-lnor'], ['Charles Leclerc', 'chns-clec'], ['Other', 'chns-other'])),
    B('Chinese Grand Prix: Pole Position', S, z('2033-04-16', '08:00'), [
      ['f1-chinese-gp-2033-pole-verstappen', 'Max Verstappen', 'chnp-mver', { q: 'Will Max Verstappen take pole for the 2033 Chinese Grand Prix?' }],
      ['f1-chinese-gp-2033-pole-norris', 'Lando Norris', 'chnp-lnor', { q: 'Will Lando Norris take pole for the 2033 Chinese Grand Prix?' }]]),
  ] }, ['observation']);
}
{ // Miami GP winner, Sun 8 May (alpha, beta, beta_us).
  const c = z('2033-05-08', '22:30');
  addCase('motor', { name: 'f1-mia-winner', events: [
    A('KXF1RACE-33MIA', 'Miami Grand Prix Winner 2033', S, c, [['LNOR', 'Lando Norris', 'mia-lnor'], ['MVER', 'Max Verstappen', 'mia-mver'], ['GRUS', 'George Russell', 'mia-grus']], { sources: [F1S] }),
    B('Miami Grand Prix Winner', S, c, [
      ['f1-miami-gp-2033-norris', 'Lando Norris', 'mia-lnor', { q: 'Will Lando Norris win the 2033 Miami Grand Prix?' }],
      ['f1-miami-gp-2033-russell', 'George Russell', 'mia-grus', { q: 'Will George Russell win the 2033 Miami Grand Prix?' }]]),
    U('f1-miami-gp-2033-winner', 'F1 Miami Grand Prix 2033: Race Winner', S, c, [['f1-mia-2033-verstappen', 'M. Verstappen', 'mia-mver'], ['f1-mia-2033-norris', 'L. Norris', 'mia-lnor']]),
  ] });
}
{ // Miami GP pole position, Saturday 7 May qualifying (alpha, gamma).
  addCase('motor', { name: 'f1-mia-pole', events: [
    A('KXF1POLE-33MIA', 'Miami Grand Prix Pole Position 2033', S, z('2033-05-07', '22:00'), [['LNOR', 'Lando Norris', 'miap-lnor'], ['OPIA', 'Oscar Piastri', 'miap-opia'], ['CLEC', 'Charles Leclerc', 'miap-clec']], { sources: [F1S] }),
    G('Miami GP qualifying: who takes pole?', z('2033-05-07', '22:00'), gr(['Norris', 'miap-lnor'], ['Piastri', 'miap-opia'], ['Leclerc', 'miap-clec'], ['Other', 'miap-other'])),
  ] });
}
{ // 2033 Drivers' Championship (alpha, beta, gamma); beta_us lists the Constructors' Championship (category).
  const c = z('2033-12-05', '16:00');
  addCase('motor', { name: 'f1-drivers-title', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXF1-33', 'F1 Drivers\' Champion 2033', S, c, [['MVER', 'Max Verstappen', 'wdc-mver'], ['LNOR', 'Lando Norris', 'wdc-lnor'], ['OPIA', 'Oscar Piastri', 'wdc-opia'], ['KANT', 'Kimi Antonelli', 'wdc-kant']], { sources: [F1S] }),
    B('F1 Drivers\' Champion 2033', S, c, [
      ['f1-drivers-champion-2033-verstappen', 'Max Verstappen', 'wdc-mver', { q: 'Will Max Verstappen be the 2033 F1 Drivers\' Champion?' }],
      ['f1-drivers-champion-2033-norris', 'Lando Norris', 'wdc-lnor', { q: 'Will Lando Norris be the 2033 F1 Drivers\' Champion?' }],
      ['f1-drivers-champion-2033-antonelli', 'Kimi Antonelli', 'wdc-kant', { q: 'Will Kimi Antonelli be the 2033 F1 Drivers\' Champion?' }]]),
    G('2033 Formula 1 World Drivers\' Champion', c, gr(['Verstappen', 'wdc-mver'], ['Norris', 'wdc-lnor'], ['Piastri', 'wdc-opia'], ['Antonelli', 'wdc-kant'])),
    U('f1-constructors-champion-2033', 'F1 Constructors\' Champion 2033', S, c, [['f1-wcc-2033-mclaren', 'McLaren', 'wcc-mcl'], ['f1-wcc-2033-red-bull', 'Red Bull Racing', 'wcc-rbr'], ['f1-wcc-2033-mercedes', 'Mercedes', 'wcc-mer']]),
  ] }, ['category']);
}
{ // MotoGP Spanish GP (Jerez) Sunday race, 24 April (alpha, beta); gamma lists Saturday's Tissot Sprint (observation).
  addCase('motor', { name: 'motogp-jerez', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMOTOGP-33ESP', 'MotoGP Spanish Grand Prix Winner 2033', S, z('2033-04-24', '14:00'), [['PACO', 'Pedro Acosta', 'jer-paco'], ['FBAG', 'Francesco Bagnaia', 'jer-fbag'], ['JMAR', 'Jorge Martin', 'jer-jmar'], ['FALD', 'Fermin Aldeguer', 'jer-fald']], { sources: ['MotoGP https://www.motogp.com/en/gp-results'] }),
    B('MotoGP Spanish Grand Prix Winner', S, z('2033-04-24', '13:00'), [
      ['motogp-spain-2033-acosta', 'Pedro Acosta', 'jer-paco', { q: 'Will Pedro Acosta win the 2033 Spanish MotoGP Grand Prix?' }],
      ['motogp-spain-2033-bagnaia', 'Pecco Bagnaia', 'jer-fbag', { q: 'Will Francesco Bagnaia win the 2033 Spanish MotoGP Grand Prix?' }]]),
    G('MotoGP Jerez — Tissot Sprint (Sat 23 Apr) winner', z('2033-04-23', '14:00'), gr(['Pedro Acosta', 'jers-paco'], ['Francesco Bagnaia', 'jers-fbag'], ['Jorge Martín', 'jers-jmar'], ['Other rider', 'jers-other'])),
  ] }, ['observation']);
}
{ // MotoGP 2033 riders' champion — gamma only.
  addCase('motor', { name: 'motogp-champion', events: [
    G('MotoGP 2033 world champion', z('2033-11-20', '15:00'), gr(['Pedro Acosta', 'mgp-paco'], ['Francesco Bagnaia', 'mgp-fbag'], ['Jorge Martín', 'mgp-jmar'], ['Other rider', 'mgp-other'])),
  ] });
}

// ───────────────────────────── IPL CRICKET ─────────────────────────────

{ // MI v CSK at Wankhede, Sat 16 April (alpha, beta, beta_us); gamma lists the return fixture at Chepauk on 2 May (date).
  addCase('cricket', { name: 'ipl-mi-csk', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXIPLGAME-${D16}MICSK`, 'Mumbai vs Chennai', S, z('2033-04-16', '18:30'), [['MI', 'Mumbai Indians', 'micsk-mi'], ['CSK', 'Chennai Super Kings', 'micsk-csk']], { sources: [IPLS] }),
    B('IPL: Mumbai Indians vs Chennai Super Kings', S, z('2033-04-16', '14:00'), [['cricipl-mi-csk-2033-04-16', '', 'micsk-mi', { outcomes: yn('Mumbai Indians', 'Chennai Super Kings') }]]),
    U('cricipl-mi-csk-2033-04-16', 'Indian Premier League: Mumbai Indians vs. Chennai Super Kings', S, z('2033-04-16', '14:00'), [['aec-cricipl-mi-csk-2033-04-16', '', 'micsk-mi', { outcomes: yn('Mumbai Indians', 'Chennai Super Kings') }]]),
    G('CSK vs MI at Chepauk (2 May) — who wins?', z('2033-05-02', '18:30'), gr(['Chennai Super Kings', 'cskmi-csk'], ['Mumbai Indians', 'cskmi-mi'])),
  ] }, ['date']);
}
{ // GT v SRH at Ahmedabad, Tue 19 April (alpha, beta, gamma titled in Hindi).
  addCase('cricket', { name: 'ipl-gt-srh', events: [
    A(`KXIPLGAME-${D19}GTSRH`, 'Gujarat vs Hyderabad', S, z('2033-04-19', '18:30'), [['GT', 'Gujarat Titans', 'gtsrh-gt'], ['SRH', 'Sunrisers Hyderabad', 'gtsrh-srh']], { sources: [IPLS] }),
    B('IPL: Gujarat Titans vs Sunrisers Hyderabad', S, z('2033-04-19', '14:00'), [['cricipl-gt-srh-2033-04-19', '', 'gtsrh-gt', { outcomes: yn('Gujarat Titans', 'Sunrisers Hyderabad') }]]),
    G('गुजरात टाइटन्स बनाम सनराइजर्स हैदराबाद (19 अप्रैल) — कौन जीतेगा?', z('2033-04-19', '18:30'), gr(['Gujarat Titans', 'gtsrh-gt'], ['Sunrisers Hyderabad', 'gtsrh-srh'])),
  ] });
}
{ // IPL 2033 champion (alpha, beta, gamma).
  const c = z('2033-05-29', '18:30');
  addCase('cricket', { name: 'ipl-champion', events: [
    A('KXIPL-33', 'Indian Premier League Champion 2033', S, c, [['MI', 'Mumbai Indians', 'ipl-mi'], ['CSK', 'Chennai Super Kings', 'ipl-csk'], ['RCB', 'Royal Challengers Bengaluru', 'ipl-rcb'], ['GT', 'Gujarat Titans', 'ipl-gt'], ['SRH', 'Sunrisers Hyderabad', 'ipl-srh']], { sources: [IPLS] }),
    B('IPL 2033 Winner', S, c, [
      ['ipl-2033-winner-mumbai', 'Mumbai Indians', 'ipl-mi', { q: 'Will Mumbai Indians win IPL 2033?' }],
      ['ipl-2033-winner-rcb', 'Royal Challengers Bengaluru', 'ipl-rcb', { q: 'Will Royal Challengers Bengaluru win IPL 2033?' }],
      ['ipl-2033-winner-gujarat', 'Gujarat Titans', 'ipl-gt', { q: 'Will Gujarat Titans win IPL 2033?' }]]),
    G('TATA IPL 2033 — champions', c, gr(['MI', 'ipl-mi'], ['CSK', 'ipl-csk'], ['RCB', 'ipl-rcb'], ['GT', 'ipl-gt'], ['SRH', 'ipl-srh'], ['Other franchise', 'ipl-other'])),
  ] });
}
{ // IPL 2033 Orange Cap, most runs (beta, gamma); alpha lists the Purple Cap, most wickets (measure).
  const c = z('2033-05-29', '18:30');
  addCase('cricket', { name: 'ipl-orange-cap', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('IPL 2033 Orange Cap (Most Runs)', S, c, [
      ['ipl-2033-orange-cap-gill', 'Shubman Gill', 'orange-sgil', { q: 'Will Shubman Gill win the IPL 2033 Orange Cap?' }],
      ['ipl-2033-orange-cap-jaiswal', 'Yashasvi Jaiswal', 'orange-yjai', { q: 'Will Yashasvi Jaiswal win the IPL 2033 Orange Cap?' }],
      ['ipl-2033-orange-cap-suryavanshi', 'Vaibhav Suryavanshi', 'orange-vsur', { q: 'Will Vaibhav Suryavanshi win the IPL 2033 Orange Cap?' }]]),
    G('IPL 2033 top run-scorer (Orange Cap)', c, gr(['Shubman Gill', 'orange-sgil'], ['Yashasvi Jaiswal', 'orange-yjai'], ['Abhishek Sharma', 'orange-asha'], ['Vaibhav Suryavanshi', 'orange-vsur'])),
    A('KXIPLPURPLECAP-33', 'IPL 2033 Purple Cap: most wickets', S, c, [['ARSH', 'Arshdeep Singh', 'purple-arsh'], ['RBIS', 'Ravi Bishnoi', 'purple-rbis'], ['MYAD', 'Mayank Yadav', 'purple-myad']], { sources: [IPLS] }),
  ] }, ['measure']);
}
{ // RCB v KKR at Chinnaswamy, Sun 17 April — beta_us only.
  addCase('cricket', { name: 'ipl-rcb-kkr', events: [
    U('cricipl-rcb-kkr-2033-04-17', 'Indian Premier League: Royal Challengers Bengaluru vs. Kolkata Knight Riders', S, z('2033-04-17', '14:00'), [['aec-cricipl-rcb-kkr-2033-04-17', '', 'rcbkkr-rcb', { outcomes: yn('Royal Challengers Bengaluru', 'Kolkata Knight Riders') }]]),
  ] });
}

// ───────────────────────────── ESPORTS ─────────────────────────────

{ // CS2 June Major 2033 champion (alpha, beta, gamma).
  const c = z('2033-06-19', '22:00');
  addCase('esports', { name: 'cs2-major', events: [
    A('KXCS2MAJOR-33JUN', 'Counter-Strike 2 June Major Winner 2033', S, c, [['VIT', 'Team Vitality', 'cs2-vit'], ['SPI', 'Team Spirit', 'cs2-spi'], ['MOUZ', 'MOUZ', 'cs2-mouz'], ['FAL', 'Team Falcons', 'cs2-fal']]),
    B('CS2 Major (June 2033) Winner', 'Esports', c, [
      ['cs2-major-june-2033-vitality', 'Vitality', 'cs2-vit', { q: 'Will Team Vitality win the June 2033 CS2 Major?' }],
      ['cs2-major-june-2033-spirit', 'Spirit', 'cs2-spi', { q: 'Will Team Spirit win the June 2033 CS2 Major?' }],
      ['cs2-major-june-2033-mouz', 'MOUZ', 'cs2-mouz', { q: 'Will MOUZ win the June 2033 CS2 Major?' }]]),
    G('Counter-Strike Major, June 2033 — champion', c, gr(['Vitality', 'cs2-vit'], ['Spirit', 'cs2-spi'], ['MOUZ', 'cs2-mouz'], ['Falcons', 'cs2-fal'], ['Other team', 'cs2-other'])),
  ] });
}
{ // VALORANT Masters (June 2033) winner — beta and gamma.
  const c = z('2033-06-26', '22:00');
  addCase('esports', { name: 'valorant-masters', events: [
    B('VALORANT Masters 2033 Winner', 'Esports', c, [
      ['valorant-masters-2033-fnatic', 'FNATIC', 'vct-fnc', { q: 'Will FNATIC win VALORANT Masters 2033?' }],
      ['valorant-masters-2033-paper-rex', 'Paper Rex', 'vct-prx', { q: 'Will Paper Rex win VALORANT Masters 2033?' }],
      ['valorant-masters-2033-sentinels', 'Sentinels', 'vct-sen', { q: 'Will Sentinels win VALORANT Masters 2033?' }]]),
    G('VCT Masters 2033: who takes the title?', c, gr(['Fnatic', 'vct-fnc'], ['Paper Rex', 'vct-prx'], ['Sentinels', 'vct-sen'], ['G2 Esports', 'vct-g2'])),
  ] });
}
{ // League of Legends MSI 2033 (alpha, beta); gamma lists the 2033 World Championship (category).
  addCase('esports', { name: 'lol-msi', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXLOLMSI-33', 'League of Legends MSI Winner 2033', S, z('2033-07-10', '14:00'), [['T1', 'T1', 'msi-t1'], ['GEN', 'Gen.G', 'msi-gen'], ['BLG', 'Bilibili Gaming', 'msi-blg']]),
    B('LoL: MSI 2033 Winner', 'Esports', z('2033-07-10', '14:00'), [
      ['lol-msi-2033-t1', 'T1', 'msi-t1', { q: 'Will T1 win MSI 2033?' }],
      ['lol-msi-2033-gen-g', 'Gen.G', 'msi-gen', { q: 'Will Gen.G win MSI 2033?' }]]),
    G('LoL Worlds 2033 champion', z('2033-11-06', '14:00'), gr(['T1', 'worlds-t1'], ['Gen.G', 'worlds-gen'], ['Bilibili Gaming', 'worlds-blg'], ['Hanwha Life Esports', 'worlds-hle'])),
  ] }, ['category']);
}

// ───────────────────────────── NFL DRAFT (28–30 APRIL) ─────────────────────────────

{ // First overall pick (all four).
  const c = z('2033-04-29', '03:00');
  addCase('draft', { name: 'draft-first-pick', events: [
    A('KXNFLDRAFT1-33', 'NFL Draft 2033: #1 overall pick', S, c, [['CROU', 'Caden Rourke', 'pick1-crou'], ['THAR', 'Tyce Harlan', 'pick1-thar'], ['MDOR', 'Malachi Dorsey', 'pick1-mdor'], ['IOKA', 'Isaiah Okafor', 'pick1-ioka']], { sources: [DRAFT] }),
    B('2033 NFL Draft: #1 Overall Pick', S, c, [
      ['nfl-draft-2033-first-pick-rourke', 'Caden Rourke', 'pick1-crou', { q: 'Will Caden Rourke be the first pick in the 2033 NFL Draft?' }],
      ['nfl-draft-2033-first-pick-harlan', 'Tyce Harlan', 'pick1-thar', { q: 'Will Tyce Harlan be the first pick in the 2033 NFL Draft?' }],
      ['nfl-draft-2033-first-pick-dorsey', 'Malachi Dorsey', 'pick1-mdor', { q: 'Will Malachi Dorsey be the first pick in the 2033 NFL Draft?' }]]),
    U('nfl-draft-2033-pick-1', '2033 NFL Draft: First Overall Selection', S, c, [['nfl-draft-2033-pick-1-rourke', 'Caden Rourke (QB, Michigan)', 'pick1-crou'], ['nfl-draft-2033-pick-1-dorsey', 'Malachi Dorsey (EDGE, Georgia)', 'pick1-mdor']]),
    G('Who goes No. 1 in the 2033 NFL Draft?', c, gr(['Caden Rourke', 'pick1-crou'], ['Tyce Harlan', 'pick1-thar'], ['Malachi Dorsey', 'pick1-mdor'], ['Isaiah Okafor', 'pick1-ioka'], ['Anyone else', 'pick1-other'])),
  ] });
}
{ // Pick number of the first QB taken: alpha's cumulative rungs; beta "in the top 3" is its own rung; gamma's buckets: "No. 1" = alpha's
  // first rung, "2–5" and "6+" coincide with nothing on alpha (threshold).
  const c = z('2033-04-30', '03:00');
  addCase('draft', { name: 'draft-first-qb-slot', events: [
    A('KXNFLDRAFTQB-33', 'NFL Draft 2033: First QB selected at pick', S, c, [['P1', '1st overall', 'qb1-at1'], ['T5', 'Top 5', 'qb1-top5'], ['T10', 'Top 10', 'qb1-top10']], { sources: [DRAFT] }),
    B1('Will a quarterback be drafted in the top 3 of the 2033 NFL Draft?', S, z('2033-04-29', '03:00'), 'qb1-top3'),
    G('2033 NFL Draft: draft slot of the first quarterback', c, gr(['No. 1', 'qb1-at1'], ['No. 2–5', 'qb1-2to5'], ['No. 6 or later', 'qb1-6plus'])),
  ] }, ['threshold']);
}
{ // Quarterbacks taken in round 1: alpha above 2.5, beta "3 or more" (one outcome), gamma "exactly 3" (its own bucket: threshold).
  const c = z('2033-04-29', '04:00');
  addCase('draft', { name: 'draft-qbs-round1', events: [
    A('KXNFLDRAFTQBS-33R1', 'NFL Draft 2033: QBs taken in Round 1', S, c, [['T2', 'Above 1.5', 'qbr1-1.5'], ['T3', 'Above 2.5', 'qbr1-2.5'], ['T4', 'Above 3.5', 'qbr1-3.5']], { sources: [DRAFT] }),
    B1('3+ quarterbacks selected in the first round of the 2033 NFL Draft?', S, c, 'qbr1-2.5'),
    G1('Exactly three QBs taken in Round 1 of the 2033 NFL Draft?', c, 'qbr1-eq3'),
  ] }, ['threshold']);
}

// ───────────────────────────── HORSE RACING ─────────────────────────────

{ // 159th Kentucky Derby, Sat 7 May. alpha, beta, beta_us settle on the official order of finish; gamma on the first horse past the post
  // (no regard to a stewards' inquiry): one event, not fungible with gamma.
  const c = z('2033-05-07', '23:30');
  addCase('racing', { name: 'kentucky-derby', fungible: nf('alpha|gamma', 'beta|gamma', 'beta_us|gamma'), events: [
    A('KXKENTUCKYDERBY-33', 'Kentucky Derby Winner 2033', S, c, [['SQUA', 'Silver Quarry', 'kyd-squa'], ['LGAL', 'Lexington Gale', 'kyd-lgal'], ['IMIS', 'Ironclad Mission', 'kyd-imis'], ['HLIG', 'Harbor Lights', 'kyd-hlig']], { sources: ['Churchill Downs https://www.kentuckyderby.com/results'] }),
    B('Kentucky Derby 2033 Winner', S, c, [
      ['kentucky-derby-2033-silver-quarry', 'Silver Quarry', 'kyd-squa', { q: 'Will Silver Quarry win the 2033 Kentucky Derby?' }],
      ['kentucky-derby-2033-lexington-gale', 'Lexington Gale', 'kyd-lgal', { q: 'Will Lexington Gale win the 2033 Kentucky Derby?' }],
      ['kentucky-derby-2033-ironclad-mission', 'Ironclad Mission', 'kyd-imis', { q: 'Will Ironclad Mission win the 2033 Kentucky Derby?' }]]),
    U('horse-racing-kentucky-derby-2033', 'Kentucky Derby 2033: Winner', S, c, [['kentucky-derby-2033-win-silver-quarry', 'Silver Quarry', 'kyd-squa'], ['kentucky-derby-2033-win-harbor-lights', 'Harbor Lights', 'kyd-hlig']]),
    G('Run for the Roses 2033: first horse past the post', c, gr(['Silver Quarry', 'kyd-squa'], ['Lexington Gale', 'kyd-lgal'], ['Ironclad Mission', 'kyd-imis'], ['Harbor Lights', 'kyd-hlig'], ['Any other runner', 'kyd-other']),
      { rules: 'Resolves to the horse that first crosses the finish line, regardless of any subsequent stewards\' inquiry or disqualification.' }),
  ] }, ['source']);
}
{ // Kentucky Oaks, Fri 6 May (alpha, beta); gamma lists the Preakness Stakes on 21 May (different race).
  addCase('racing', { name: 'kentucky-oaks', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXKENTUCKYOAKS-33', 'Kentucky Oaks Winner 2033', S, z('2033-05-06', '23:30'), [['BBEL', 'Bluegrass Belle', 'oaks-bbel'], ['QKEE', 'Queen of Keeneland', 'oaks-qkee'], ['MLAN', 'Moonlit Lane', 'oaks-mlan']], { sources: ['Churchill Downs https://www.kentuckyderby.com/oaks/results'] }),
    B('Kentucky Oaks 2033 Winner', S, z('2033-05-06', '23:30'), [
      ['kentucky-oaks-2033-bluegrass-belle', 'Bluegrass Belle', 'oaks-bbel', { q: 'Will Bluegrass Belle win the 2033 Kentucky Oaks?' }],
      ['kentucky-oaks-2033-queen-of-keeneland', 'Queen of Keeneland', 'oaks-qkee', { q: 'Will Queen of Keeneland win the 2033 Kentucky Oaks?' }]]),
    G('Preakness Stakes 2033 winner', z('2033-05-21', '23:30'), gr(['Silver Quarry', 'prk-squa'], ['Lexington Gale', 'prk-lgal'], ['Any other runner', 'prk-other'])),
  ] }, ['category']);
}

// ───────────────────────────── UFC / BOXING ─────────────────────────────

{ // UFC 419 main event, Sat 23 April: Rosas Jr. vs Talbott winner (alpha, beta, beta_us YES = Talbott: inverted); gamma asks whether it
  // goes the distance (measure).
  addCase('combat', { name: 'ufc419-main', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXUFCFIGHT-${ad('2033-04-23')}ROSTAL`, 'UFC 419: Rosas Jr. vs Talbott', S, z('2033-04-24', '06:00'), [['ROS', 'Raul Rosas Jr.', 'rostal-ros'], ['TAL', 'Payton Talbott', 'rostal-tal']], { sources: [UFCS] }),
    B('UFC 419: Raul Rosas Jr. vs. Payton Talbott', S, z('2033-04-24', '03:00'), [['ufc-419-rosas-jr-vs-talbott', '', 'rostal-ros', { outcomes: yn('Rosas Jr.', 'Talbott') }]]),
    U('ufc-rosas-talbott-2033-04-23', 'UFC 419 Main Event: Rosas Jr. vs. Talbott', S, z('2033-04-24', '03:00'), [['aec-ufc-rosas-talbott-2033-04-23', '', 'rostal-tal', { outcomes: yn('Payton Talbott', 'Raul Rosas Jr.') }]]),
    G1('UFC 419 headliner Rosas Jr.–Talbott: will it go the full 5 rounds?', z('2033-04-24', '06:00'), 'rostal-distance'),
  ] }, ['measure', 'inverted']);
}
{ // UFC 419 co-main, Nickal vs Pyfer (alpha, beta YES = Nickal, gamma YES = Pyfer: inverted).
  addCase('combat', { name: 'ufc419-comain', events: [
    A(`KXUFCFIGHT-${ad('2033-04-23')}NICPYF`, 'UFC 419: Nickal vs Pyfer', S, z('2033-04-24', '06:00'), [['NIC', 'Bo Nickal', 'nicpyf-nic'], ['PYF', 'Joe Pyfer', 'nicpyf-pyf']], { sources: [UFCS] }),
    B('UFC 419: Bo Nickal vs. Joe Pyfer', S, z('2033-04-24', '02:30'), [['ufc-419-nickal-vs-pyfer', '', 'nicpyf-nic', { outcomes: yn('Nickal', 'Pyfer') }]]),
    G1('Will Joe Pyfer beat Bo Nickal at UFC 419?', z('2033-04-24', '06:00'), 'nicpyf-pyf'),
  ] }, ['inverted']);
}
{ // Boxing, Sat 7 May: Ennis vs Ortiz Jr. winner (alpha with a draw row, beta, beta_us); gamma lists "Ennis by KO/TKO" (method: measure).
  addCase('combat', { name: 'boxing-ennis-ortiz', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXBOXING-${ad('2033-05-07')}ENNORT`, 'Ennis vs Ortiz Jr.', S, z('2033-05-08', '08:00'), [['ENN', 'Jaron Ennis', 'ennort-enn'], ['ORT', 'Vergil Ortiz Jr.', 'ennort-ort'], ['DRAW', 'Draw', 'ennort-draw']]),
    B('Boxing: Jaron Ennis vs. Vergil Ortiz Jr.', S, z('2033-05-08', '04:00'), [['boxing-ennis-vs-ortiz-jr-2033-05-07', '', 'ennort-enn', { outcomes: yn('Ennis', 'Ortiz Jr.') }]]),
    U('box-ennis-ortiz-2033-05-07', 'Jaron Ennis vs. Vergil Ortiz Jr.', S, z('2033-05-08', '04:00'), [['aec-box-ennis-ortiz-2033-05-07', '', 'ennort-enn', { outcomes: yn('Jaron Ennis', 'Vergil Ortiz Jr.') }]]),
    G1('Boots Ennis beats Ortiz Jr. inside the distance (KO/TKO)?', z('2033-05-08', '08:00'), 'ennort-enn-ko'),
  ] }, ['measure']);
}
{ // UFC 419 prelim, Sat 23 April — gamma only.
  addCase('combat', { name: 'ufc419-prelim', events: [
    G('UFC 419 prelims: Oban Elliott vs Gabriel Bonfim — winner', z('2033-04-24', '03:00'), gr(['Oban Elliott', 'eltbon-elt'], ['Gabriel Bonfim', 'eltbon-bon'])),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout49-set.json', import.meta.url));
