// Forty-seventh independent refdata holdout: writes test/refdata/holdout47-set.json (one Sunday, 21 November 2032, as
// the venues listed it on Saturday 20 November: the NFL week 12 slate (moneylines, spreads, totals, player props,
// anytime touchdown scorers) and Monday Night Football, Premier League/LaLiga/Serie A/Bundesliga matches, NBA and NHL
// games, the ATP Finals final, the F1 season finale weekend in Abu Dhabi, Saturday night's UFC card, the college
// football results that move the rankings, Sunday crypto dailies, weather in NFL cities, the weekend box office and
// some Monday markets).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout47.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout35.build.ts (its header: the labelling rules below are
// adopted from it verbatim, and the helper usage) and the last 45 lines of test/refdata/holdout35.build.ts (how the JSON
// is written out). Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or
// test in test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not
// been seen.
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
// - A game's winner (moneyline), its point spread (the margin), its total points, one team's total and any first-half
//   market are different measures or periods, so different events: venues list them as separate products with their
//   own tie and push rules. Rungs of one ladder on one game (Chiefs −2.5, Chiefs −3.5, Bills +2.5) are outcomes of one
//   event: "Bills +2.5" is the complement of "Chiefs −2.5" (inverted), "Chiefs −3.5" is another outcome (threshold).
//   For integer statistics (points, yards, goals, receptions) "over 48.5" and "49 or more" are one outcome.
// - In a two-team game that cannot end level (NFL ties aside, NBA, NHL including overtime and the shootout, UFC, tennis)
//   "Chiefs win" and "Bills win" are complements; a 90-minute football (soccer) match has three outcomes, so "Arsenal
//   win" is the complement only of the double chance "Tottenham or draw". Tie, postponement and walkover policies
//   that differ between venues are condition-scope differences only and leave the labels (and fungibility) alone.
// - A player prop board is one event per statistic per game (all of that game's players and rungs are its outcomes):
//   "Patrick Mahomes 250+ passing yards" and "Josh Allen 275+ passing yards" are different outcomes of one event;
//   passing yards, rushing yards, rushing attempts, receptions and receiving yards are different measures. A game's
//   anytime touchdown scorers are one event (a player's 2+ touchdowns is another outcome of it); the first touchdown
//   scorer is a different observation. The same holds for football goalscorers (anytime vs first goalscorer) and for
//   basketball and hockey points boards.
// - NHL moneylines that include overtime and the shootout and the 60-minute regulation three-way are different
//   measures. An F1 race winner, pole position (Saturday qualifying) and the fastest lap are different observations; the
//   drivers' and the constructors' championships are different categories. The ATP Finals champion, once the final is
//   set, is the winner of the final (one event); a semi-final is a different round. A UFC bout's winner and its
//   method of victory (or whether it goes the distance) are different measures.
// - Rankings: the AP Top 25, the Coaches Poll and the CFP committee's rankings are different statistics (different
//   events); the CFP rankings of 23 November and the final rankings of 5 December are different dates.
// - Crypto dailies: 5 PM ET values (alpha's ladders, CF Benchmarks) and noon ET values (Binance 1-minute candle) are
//   different instants, so different events; the same instant priced off CF Benchmarks vs Binance is one event, nf.
//   Weather: a city's NWS climate report at one station vs Weather Underground at another station of that city is one
//   event, nf; the daily high and the daily low are different measures. Box office: Box Office Mojo vs The Numbers is
//   one event, nf; the 3-day weekend and the 5-day Thanksgiving frame are different measures.
// Ids: beta event ids 550001+, gamma ids 49001+, alpha tickers dated 2032; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, ad, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'nfl' | 'nfl_props' | 'soccer' | 'nba' | 'nhl' | 'tennis' | 'f1' | 'ufc' | 'cfb' | 'crypto' | 'weather' | 'box_office' | 'monday';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'asset' | 'observation' | 'round' | 'category' | 'person';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(550000, 49000);

const SUN = '2032-11-21';
const MON = '2032-11-22';
const D = ad(SUN); // 32NOV21
const NFLS = 'NFL https://www.nfl.com/scores/2032/reg12';
const NFLSTATS = 'NFL Game Statistics & Information System https://www.nfl.com/stats/';
const ESPN_NFL = 'https://www.espn.com/nfl/scoreboard';
const NBAS = 'NBA https://www.nba.com/games';
const NHLS = 'NHL https://www.nhl.com/scores';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const BOM = 'Box Office Mojo https://www.boxofficemojo.com/weekend/';
const TN = 'https://www.the-numbers.com/weekend-box-office-chart';
/** Alpha's game rules. */
const gameRules = (team: string, game: string, d: string): string =>
  `If ${team} wins the ${game} professional football game originally scheduled for ${d}, then the market resolves to Yes. If the game ends in a tie, the market resolves to No.`;

// ───────────────────────────── NFL WEEK 12: MONEYLINES ─────────────────────────────

{ // Bills at Chiefs, 4:25 PM ET (all four venues). beta/beta_us: one market, YES = Bills; gamma asks about the Chiefs (inverted).
  const ko = z(SUN, '21:25');
  addCase('nfl', { name: 'nfl-buf-kc-ml', events: [
    A(`KXNFLGAME-${D}BUFKC`, 'Buffalo at Kansas City', 'Sports', z(MON, '01:30'), [['BUF', 'Buffalo', 'bufkc-buf', { rules: gameRules('Buffalo', 'Buffalo at Kansas City', 'Nov 21, 2032') }],
      ['KC', 'Kansas City', 'bufkc-kc', { rules: gameRules('Kansas City', 'Buffalo at Kansas City', 'Nov 21, 2032') }]], { sources: [NFLS] }),
    B('Bills vs. Chiefs', 'Sports', ko, [['nfl-buf-kc-2032-11-21', '', 'bufkc-buf', { outcomes: yn('Bills', 'Chiefs'), src: ESPN_NFL }]]),
    U('nfl-buf-kc-2032-11-21', 'Buffalo Bills at Kansas City Chiefs', 'Sports', ko, [['aec-nfl-buf-kc-2032-11-21', '', 'bufkc-buf', { outcomes: yn('Buffalo Bills', 'Kansas City Chiefs') }]]),
    G1('NFL Week 12: Will the Chiefs beat the Bills? (Nov 21)', z(MON, '02:00'), 'bufkc-kc', { rules: 'Resolves YES if the Kansas City Chiefs win the regular-season game against the Buffalo Bills on November 21, 2032 per the official NFL result. A tie resolves NO.' }),
  ] }, ['inverted']);
}
{ // Ravens at Bengals, 1:00 PM ET (alpha, beta); gamma and beta_us list the week 18 rematch in Baltimore (date).
  addCase('nfl', { name: 'nfl-bal-cin-ml', groups: [['alpha', 'beta'], ['gamma', 'beta_us']], events: [
    A(`KXNFLGAME-${D}BALCIN`, 'Baltimore at Cincinnati', 'Sports', z(SUN, '22:00'), [['BAL', 'Baltimore', 'balcin-bal'], ['CIN', 'Cincinnati', 'balcin-cin']], { sources: [NFLS] }),
    B('Ravens vs. Bengals', 'Sports', z(SUN, '18:00'), [['nfl-bal-cin-2032-11-21', '', 'balcin-bal', { outcomes: yn('Ravens', 'Bengals') }]]),
    G('Bengals @ Ravens — Jan 9, 2033', z('2033-01-09', '22:00'), gr(['Bengals', 'cinbal-cin'], ['Ravens', 'cinbal-bal'])),
    U('nfl-cin-bal-2033-01-09', 'Cincinnati Bengals at Baltimore Ravens', 'Sports', z('2033-01-09', '18:00'), [['aec-nfl-cin-bal-2033-01-09', '', 'cinbal-cin', { outcomes: yn('Cincinnati Bengals', 'Baltimore Ravens') }]]),
  ] }, ['date']);
}
{ // Eagles at Commanders, 1:00 PM ET (alpha, beta).
  addCase('nfl', { name: 'nfl-phi-was-ml', events: [
    A(`KXNFLGAME-${D}PHIWAS`, 'Philadelphia at Washington', 'Sports', z(SUN, '22:00'), [['PHI', 'Philadelphia', 'phiwas-phi'], ['WAS', 'Washington', 'phiwas-was']], { sources: [NFLS] }),
    B('Eagles vs. Commanders', 'Sports', z(SUN, '18:00'), [['nfl-phi-was-2032-11-21', '', 'phiwas-phi', { outcomes: yn('Eagles', 'Commanders') }]]),
  ] });
}
{ // Texans at Colts, 1:00 PM ET (alpha, beta_us, gamma).
  addCase('nfl', { name: 'nfl-hou-ind-ml', events: [
    A(`KXNFLGAME-${D}HOUIND`, 'Houston at Indianapolis', 'Sports', z(SUN, '22:00'), [['HOU', 'Houston', 'houind-hou'], ['IND', 'Indianapolis', 'houind-ind']], { sources: [NFLS] }),
    U('nfl-hou-ind-2032-11-21', 'Houston Texans at Indianapolis Colts', 'Sports', z(SUN, '18:00'), [['aec-nfl-hou-ind-2032-11-21', '', 'houind-hou', { outcomes: yn('Houston Texans', 'Indianapolis Colts') }]]),
    G('Texans vs Colts (Sun Nov 21) winner', z(SUN, '22:30'), gr(['Houston Texans', 'houind-hou'], ['Indianapolis Colts', 'houind-ind'])),
  ] });
}
{ // Vikings at Bears, Soldier Field, 1:00 PM ET (alpha, beta_us); beta lists the Dec 26 rematch in Minneapolis (date).
  addCase('nfl', { name: 'nfl-min-chi-ml', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A(`KXNFLGAME-${D}MINCHI`, 'Minnesota at Chicago', 'Sports', z(SUN, '22:00'), [['MIN', 'Minnesota', 'minchi-min'], ['CHI', 'Chicago', 'minchi-chi']], { sources: [NFLS] }),
    U('nfl-min-chi-2032-11-21', 'Minnesota Vikings at Chicago Bears', 'Sports', z(SUN, '18:00'), [['aec-nfl-min-chi-2032-11-21', '', 'minchi-min', { outcomes: yn('Minnesota Vikings', 'Chicago Bears') }]]),
    B('Bears vs. Vikings', 'Sports', z('2032-12-26', '18:00'), [['nfl-chi-min-2032-12-26', '', 'chimin-chi', { outcomes: yn('Bears', 'Vikings') }]]),
  ] }, ['date']);
}
{ // Jets at Patriots, 1:00 PM ET — alpha only.
  addCase('nfl', { name: 'nfl-nyj-ne-ml', events: [
    A(`KXNFLGAME-${D}NYJNE`, 'New York J at New England', 'Sports', z(SUN, '22:00'), [['NYJ', 'New York J', 'nyjne-nyj'], ['NE', 'New England', 'nyjne-ne']], { sources: [NFLS] }),
  ] });
}
{ // Steelers at Browns, 1:00 PM ET (alpha, beta, gamma); beta_us lists the first-half moneyline (period).
  addCase('nfl', { name: 'nfl-pit-cle-ml', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNFLGAME-${D}PITCLE`, 'Pittsburgh at Cleveland', 'Sports', z(SUN, '22:00'), [['PIT', 'Pittsburgh', 'pitcle-pit'], ['CLE', 'Cleveland', 'pitcle-cle']], { sources: [NFLS] }),
    B('Steelers vs. Browns', 'Sports', z(SUN, '18:00'), [['nfl-pit-cle-2032-11-21', '', 'pitcle-pit', { outcomes: yn('Steelers', 'Browns') }]]),
    G('Pittsburgh Steelers vs Cleveland Browns — who wins?', z(SUN, '22:00'), gr(['Steelers', 'pitcle-pit'], ['Browns', 'pitcle-cle'])),
    U('nfl-pit-cle-2032-11-21-1h', 'Steelers at Browns: 1st Half Winner', 'Sports', z(SUN, '19:45'), [['aec1h-nfl-pit-cle-2032-11-21', '', 'pitcle-1h-pit', { outcomes: yn('Pittsburgh Steelers', 'Cleveland Browns') }]]),
  ] }, ['period']);
}
{ // Titans at Jaguars, 1:00 PM ET — beta only.
  addCase('nfl', { name: 'nfl-ten-jax-ml', events: [
    B('Titans vs. Jaguars', 'Sports', z(SUN, '18:00'), [['nfl-ten-jax-2032-11-21', '', 'tenjax-ten', { outcomes: yn('Titans', 'Jaguars') }]]),
  ] });
}
{ // Saints at Falcons, 1:00 PM ET (alpha, beta, beta_us).
  addCase('nfl', { name: 'nfl-no-atl-ml', events: [
    A(`KXNFLGAME-${D}NOATL`, 'New Orleans at Atlanta', 'Sports', z(SUN, '22:00'), [['NO', 'New Orleans', 'noatl-no'], ['ATL', 'Atlanta', 'noatl-atl']], { sources: [NFLS] }),
    B('Saints vs. Falcons', 'Sports', z(SUN, '18:00'), [['nfl-no-atl-2032-11-21', '', 'noatl-no', { outcomes: yn('Saints', 'Falcons') }]]),
    U('nfl-no-atl-2032-11-21', 'New Orleans Saints at Atlanta Falcons', 'Sports', z(SUN, '18:00'), [['aec-nfl-no-atl-2032-11-21', '', 'noatl-no', { outcomes: yn('New Orleans Saints', 'Atlanta Falcons') }]]),
  ] });
}
{ // Giants at Cowboys, 1:00 PM ET (alpha, beta, gamma); gamma asks whether the Giants pull the upset (YES = Giants).
  addCase('nfl', { name: 'nfl-nyg-dal-ml', events: [
    A(`KXNFLGAME-${D}NYGDAL`, 'New York G at Dallas', 'Sports', z(SUN, '22:00'), [['NYG', 'New York G', 'nygdal-nyg'], ['DAL', 'Dallas', 'nygdal-dal']], { sources: [NFLS] }),
    B('Giants vs. Cowboys', 'Sports', z(SUN, '18:00'), [['nfl-nyg-dal-2032-11-21', '', 'nygdal-dal', { outcomes: yn('Cowboys', 'Giants'), q: 'Cowboys vs. Giants' }]]),
    G1('Will the Giants upset the Cowboys in Arlington on Sunday?', z(SUN, '22:30'), 'nygdal-nyg'),
  ] }, ['inverted']);
}
{ // Broncos at Chargers, 4:05 PM ET (alpha, beta_us).
  addCase('nfl', { name: 'nfl-den-lac-ml', events: [
    A(`KXNFLGAME-${D}DENLAC`, 'Denver at Los Angeles C', 'Sports', z(MON, '01:00'), [['DEN', 'Denver', 'denlac-den'], ['LAC', 'Los Angeles C', 'denlac-lac']], { sources: [NFLS] }),
    U('nfl-den-lac-2032-11-21', 'Denver Broncos at Los Angeles Chargers', 'Sports', z(SUN, '21:05'), [['aec-nfl-den-lac-2032-11-21', '', 'denlac-den', { outcomes: yn('Denver Broncos', 'Los Angeles Chargers') }]]),
  ] });
}
{ // Lions at Packers, Sunday Night Football 8:20 PM ET (alpha, beta, beta_us); gamma lists the week 18 rematch in Detroit (date).
  addCase('nfl', { name: 'nfl-det-gb-ml', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNFLGAME-${D}DETGB`, 'Detroit at Green Bay', 'Sports', z(MON, '05:00'), [['DET', 'Detroit', 'detgb-det'], ['GB', 'Green Bay', 'detgb-gb']], { sources: [NFLS] }),
    B('Lions vs. Packers', 'Sports', z(MON, '01:20'), [['nfl-det-gb-2032-11-21', '', 'detgb-det', { outcomes: yn('Lions', 'Packers') }]]),
    U('nfl-det-gb-2032-11-21', 'SNF: Detroit Lions at Green Bay Packers', 'Sports', z(MON, '01:20'), [['aec-nfl-det-gb-2032-11-21', '', 'detgb-det', { outcomes: yn('Detroit Lions', 'Green Bay Packers') }]]),
    G('Packers vs Lions (Jan 9) winner', z('2033-01-10', '01:00'), gr(['Green Bay Packers', 'gbdet-gb'], ['Detroit Lions', 'gbdet-det'])),
  ] }, ['date']);
}
{ // Cardinals at Seahawks, 4:05 PM ET — gamma only.
  addCase('nfl', { name: 'nfl-ari-sea-ml', events: [
    G('Cardinals at Seahawks — Sunday Nov 21', z(MON, '00:30'), gr(['Arizona Cardinals', 'arisea-ari'], ['Seattle Seahawks', 'arisea-sea'])),
  ] });
}

// ───────────────────────────── NFL WEEK 12: SPREADS AND TOTALS ─────────────────────────────

{ // Bills at Chiefs spread: alpha's ladder; beta Chiefs −2.5 (= alpha KC by over 2.5); beta_us Bills +2.5 (complement);
  // gamma Chiefs −3.5 (another rung).
  addCase('nfl', { name: 'nfl-buf-kc-spread', events: [
    A(`KXNFLSPREAD-${D}BUFKC`, 'Buffalo at Kansas City: Spread', 'Sports', z(MON, '01:30'), [['KC3', 'Kansas City wins by over 2.5 points', 'bufkc-sp-kc2.5'],
      ['KC6', 'Kansas City wins by over 5.5 points', 'bufkc-sp-kc5.5'], ['BUF3', 'Buffalo wins by over 2.5 points', 'bufkc-sp-buf2.5']], { sources: [NFLS] }),
    B('Spread: Chiefs (-2.5)', 'Sports', z(SUN, '21:25'), [['nfl-buf-kc-2032-11-21-spread-home-2pt5', '', 'bufkc-sp-kc2.5', { outcomes: yn('Chiefs', 'Bills') }]]),
    U('nfl-buf-kc-2032-11-21-spreads', 'Bills vs. Chiefs — Spread', 'Sports', z(SUN, '21:25'), [['asc-nfl-buf-kc-2032-11-21-away-pos-2pt5', 'Bills +2.5', 'bufkc-sp-buf+2.5', { outcomes: yn('Bills +2.5', 'Chiefs -2.5') }]]),
    G1('Chiefs -3.5 vs Bills (Nov 21)?', z(MON, '02:00'), 'bufkc-sp-kc3.5', { rules: 'YES if the Kansas City Chiefs win by 4 or more points against the Buffalo Bills on Nov 21, 2032 (final score incl. overtime).' }),
  ] }, ['inverted', 'threshold']);
}
{ // Ravens at Bengals spread (alpha, beta: Ravens −3.5); gamma lists the first-half spread (period).
  addCase('nfl', { name: 'nfl-bal-cin-spread', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNFLSPREAD-${D}BALCIN`, 'Baltimore at Cincinnati: Spread', 'Sports', z(SUN, '22:00'), [['BAL4', 'Baltimore wins by over 3.5 points', 'balcin-sp-bal3.5'], ['CIN1', 'Cincinnati wins by over 0.5 points', 'balcin-sp-cin0.5']], { sources: [NFLS] }),
    B('Spread: Ravens (-3.5)', 'Sports', z(SUN, '18:00'), [['nfl-bal-cin-2032-11-21-spread-away-3pt5', '', 'balcin-sp-bal3.5', { outcomes: yn('Ravens', 'Bengals') }]]),
    G1('Ravens -2.5 in the 1st half vs Bengals?', z(SUN, '19:45'), 'balcin-1h-bal2.5'),
  ] }, ['period']);
}
{ // Lions at Packers spread: Lions −1.5 (alpha, beta_us).
  addCase('nfl', { name: 'nfl-det-gb-spread', events: [
    A(`KXNFLSPREAD-${D}DETGB`, 'Detroit at Green Bay: Spread', 'Sports', z(MON, '05:00'), [['DET2', 'Detroit wins by over 1.5 points', 'detgb-sp-det1.5'], ['DET5', 'Detroit wins by over 4.5 points', 'detgb-sp-det4.5']], { sources: [NFLS] }),
    U('nfl-det-gb-2032-11-21-spreads', 'Lions vs. Packers — Spread', 'Sports', z(MON, '01:20'), [['asc-nfl-det-gb-2032-11-21-away-neg-1pt5', 'Lions -1.5', 'detgb-sp-det1.5', { outcomes: yn('Lions -1.5', 'Packers +1.5') }]]),
  ] });
}
{ // Eagles at Commanders: "Eagles −6.5" (beta) and "Eagles win by 7 or more" (gamma) are one outcome.
  addCase('nfl', { name: 'nfl-phi-was-spread', events: [
    B('Spread: Eagles (-6.5)', 'Sports', z(SUN, '18:00'), [['nfl-phi-was-2032-11-21-spread-away-6pt5', '', 'phiwas-sp-phi6.5', { outcomes: yn('Eagles', 'Commanders') }]]),
    G1('Will the Eagles beat the Commanders by 7+ points?', z(SUN, '22:00'), 'phiwas-sp-phi6.5'),
  ] });
}
{ // Broncos at Chargers spread — alpha only.
  addCase('nfl', { name: 'nfl-den-lac-spread', events: [
    A1(`KXNFLSPREAD-${D}DENLAC`, 'Denver at Los Angeles C: Spread', 'Sports', z(MON, '01:00'), 'LAC2', 'Los Angeles C wins by over 1.5 points', 'denlac-sp-lac1.5', { sources: [NFLS] }),
  ] });
}
{ // Bills at Chiefs total points: alpha ladder; beta O/U 48.5; beta_us "49 or more" (same outcome); gamma the Chiefs' team total (measure).
  addCase('nfl', { name: 'nfl-buf-kc-total', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNFLTOTAL-${D}BUFKC`, 'Buffalo at Kansas City: Total Points', 'Sports', z(MON, '01:30'), [['45', 'Over 45.5 points scored', 'bufkc-tot45.5'], ['48', 'Over 48.5 points scored', 'bufkc-tot48.5'],
      ['51', 'Over 51.5 points scored', 'bufkc-tot51.5']], { sources: [NFLS] }),
    B('Bills vs. Chiefs: O/U 48.5', 'Sports', z(SUN, '21:25'), [['nfl-buf-kc-2032-11-21-total-48pt5', '', 'bufkc-tot48.5', { outcomes: yn('Over', 'Under') }]]),
    U('nfl-buf-kc-2032-11-21-totals', 'Bills vs. Chiefs — Total Points', 'Sports', z(SUN, '21:25'), [['tsc-nfl-buf-kc-2032-11-21-49-plus', '49 or more points', 'bufkc-tot48.5']]),
    G1('Chiefs team total over 24.5 points vs Buffalo?', z(MON, '02:00'), 'bufkc-kctt24.5'),
  ] }, ['measure']);
}
{ // Lions at Packers total (alpha, beta: 47.5); gamma the first-half total (period).
  addCase('nfl', { name: 'nfl-det-gb-total', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNFLTOTAL-${D}DETGB`, 'Detroit at Green Bay: Total Points', 'Sports', z(MON, '05:00'), [['44', 'Over 44.5 points scored', 'detgb-tot44.5'], ['47', 'Over 47.5 points scored', 'detgb-tot47.5']], { sources: [NFLS] }),
    B('Lions vs. Packers: O/U 47.5', 'Sports', z(MON, '01:20'), [['nfl-det-gb-2032-11-21-total-47pt5', '', 'detgb-tot47.5', { outcomes: yn('Over', 'Under') }]]),
    G1('SNF Lions-Packers: first half over 23.5 points?', z(MON, '03:00'), 'detgb-1htot23.5'),
  ] }, ['period']);
}
{ // Vikings at Bears total 41.5 (alpha); gamma lists the under (inverted).
  addCase('nfl', { name: 'nfl-min-chi-total', events: [
    A(`KXNFLTOTAL-${D}MINCHI`, 'Minnesota at Chicago: Total Points', 'Sports', z(SUN, '22:00'), [['38', 'Over 38.5 points scored', 'minchi-tot38.5'], ['41', 'Over 41.5 points scored', 'minchi-tot41.5']], { sources: [NFLS] }),
    G1('Vikings vs Bears: UNDER 41.5 total points?', z(SUN, '22:00'), 'minchi-tot-under41.5'),
  ] }, ['inverted']);
}
{ // Texans at Colts total: alpha over 44.5 = beta_us "45 or more"; gamma's over 43.5 is another rung (threshold).
  addCase('nfl', { name: 'nfl-hou-ind-total', events: [
    A(`KXNFLTOTAL-${D}HOUIND`, 'Houston at Indianapolis: Total Points', 'Sports', z(SUN, '22:00'), [['41', 'Over 41.5 points scored', 'houind-tot41.5'], ['44', 'Over 44.5 points scored', 'houind-tot44.5']], { sources: [NFLS] }),
    U('nfl-hou-ind-2032-11-21-totals', 'Texans vs. Colts — Total Points', 'Sports', z(SUN, '18:00'), [['tsc-nfl-hou-ind-2032-11-21-45-plus', '45 or more points', 'houind-tot44.5']]),
    G1('Texans–Colts over 43.5 total points?', z(SUN, '22:00'), 'houind-tot43.5'),
  ] }, ['threshold']);
}
{ // Steelers at Browns total — beta_us only.
  addCase('nfl', { name: 'nfl-pit-cle-total', events: [
    U1('tsc-nfl-pit-cle-2032-11-21-38pt5', 'Steelers vs. Browns: O/U 38.5', 'Sports', z(SUN, '18:00'), 'pitcle-tot38.5', { outcomes: yn('Over', 'Under') }),
  ] });
}
{ // Overtime in Week 12 (alpha: any week 12 game, Thursday to Monday) vs overtime in Sunday's games only (beta): period.
  addCase('nfl', { name: 'nfl-week12-overtime', groups: [['alpha'], ['beta']], events: [
    A1('KXNFLOT-32WK12', 'Will any NFL game go to overtime in Week 12?', 'Sports', z('2032-11-23', '05:00'), 'YES', 'Any Week 12 game goes to OT', 'wk12-ot', { sources: [NFLS] }),
    B1('Will any NFL game go to overtime on Sunday, November 21?', 'Sports', z(MON, '05:00'), 'sun-ot'),
  ] }, ['period']);
}
{ // Jets head coach out by Nov 30 (alpha) vs by Dec 31 (beta): deadline.
  addCase('nfl', { name: 'nfl-jets-coach', groups: [['alpha'], ['beta']], events: [
    A1('KXNFLCOACHOUT-32NOV30NYJ', 'Will the New York Jets head coach be out before Dec 1, 2032?', 'Sports', z('2032-11-30', '23:59'), 'NYJ', 'Jets HC out by Nov 30', 'nyjhc-nov',
      { rules: 'Resolves Yes if the New York Jets announce that their head coach has been fired, has resigned or has otherwise left the role before Dec 1, 2032.' }),
    B1('Will the Jets fire their head coach by December 31?', 'Sports', z('2032-12-31', '23:59'), 'nyjhc-dec'),
  ] }, ['deadline']);
}

// ───────────────────────────── NFL WEEK 12: PLAYER PROPS AND TOUCHDOWN SCORERS ─────────────────────────────

{ // Bills at Chiefs passing yards board (alpha); beta Mahomes O/U 249.5 = alpha "250+"; gamma Allen 275+ is a rung alpha lacks.
  addCase('nfl_props', { name: 'nfl-buf-kc-passyds', events: [
    A(`KXNFLPASSYDS-${D}BUFKC`, 'Buffalo at Kansas City: Passing Yards', 'Sports', z(MON, '01:30'), [['PMAHOMES250', 'Patrick Mahomes: 250+', 'bufkc-py-mahomes250'],
      ['PMAHOMES300', 'Patrick Mahomes: 300+', 'bufkc-py-mahomes300'], ['JALLEN250', 'Josh Allen: 250+', 'bufkc-py-allen250']], { sources: [NFLSTATS] }),
    B('Patrick Mahomes: Passing Yards O/U 249.5', 'Sports', z(SUN, '21:25'), [['nfl-buf-kc-2032-11-21-mahomes-passing-yds-249pt5', '', 'bufkc-py-mahomes250', { outcomes: yn('Over', 'Under') }]]),
    G1('Josh Allen over 274.5 passing yards at Kansas City?', z(MON, '02:00'), 'bufkc-py-allen275'),
  ] }, ['threshold']);
}
{ // Josh Allen rushing yards (alpha 40+, beta_us O/U 39.5); beta lists his rushing attempts (measure).
  addCase('nfl_props', { name: 'nfl-buf-kc-rushyds', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A(`KXNFLRUSHYDS-${D}BUFKC`, 'Buffalo at Kansas City: Rushing Yards', 'Sports', z(MON, '01:30'), [['JALLEN40', 'Josh Allen: 40+', 'bufkc-ry-allen40'], ['JALLEN60', 'Josh Allen: 60+', 'bufkc-ry-allen60']], { sources: [NFLSTATS] }),
    U('nfl-buf-kc-2032-11-21-props-rushing', 'Bills vs. Chiefs — Rushing Yards', 'Sports', z(SUN, '21:25'), [['pp-nfl-buf-kc-2032-11-21-jallen-rush-yds-39pt5', 'Josh Allen O/U 39.5 rushing yards', 'bufkc-ry-allen40', { outcomes: yn('Over', 'Under') }]]),
    B('Josh Allen: Rushing Attempts O/U 7.5', 'Sports', z(SUN, '21:25'), [['nfl-buf-kc-2032-11-21-allen-rush-att-7pt5', '', 'bufkc-ratt-allen7.5', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['measure']);
}
{ // Ja'Marr Chase receiving yards (alpha 80+, beta O/U 79.5); gamma his receptions (measure).
  addCase('nfl_props', { name: 'nfl-bal-cin-recyds', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNFLRECYDS-${D}BALCIN`, 'Baltimore at Cincinnati: Receiving Yards', 'Sports', z(SUN, '22:00'), [['JCHASE80', "Ja'Marr Chase: 80+", 'balcin-recy-chase80'], ['JCHASE100', "Ja'Marr Chase: 100+", 'balcin-recy-chase100'],
      ['ZFLOWERS60', 'Zay Flowers: 60+', 'balcin-recy-flowers60']], { sources: [NFLSTATS] }),
    B("Ja'Marr Chase: Receiving Yards O/U 79.5", 'Sports', z(SUN, '18:00'), [['nfl-bal-cin-2032-11-21-jchase-rec-yds-79pt5', '', 'balcin-recy-chase80', { outcomes: yn('Over', 'Under') }]]),
    G1("Ja'Marr Chase 7+ receptions vs Ravens?", z(SUN, '22:00'), 'balcin-rec-chase7'),
  ] }, ['measure']);
}
{ // Lamar Jackson rushing yards 60+ (alpha, beta_us O/U 59.5).
  addCase('nfl_props', { name: 'nfl-bal-cin-rushyds', events: [
    A(`KXNFLRUSHYDS-${D}BALCIN`, 'Baltimore at Cincinnati: Rushing Yards', 'Sports', z(SUN, '22:00'), [['LJACKSON60', 'Lamar Jackson: 60+', 'balcin-ry-lamar60'], ['CBROWN80', 'Chase Brown: 80+', 'balcin-ry-cbrown80']], { sources: [NFLSTATS] }),
    U('nfl-bal-cin-2032-11-21-props-rushing', 'Ravens vs. Bengals — Rushing Yards', 'Sports', z(SUN, '18:00'), [['pp-nfl-bal-cin-2032-11-21-ljackson-rush-yds-59pt5', 'Lamar Jackson O/U 59.5', 'balcin-ry-lamar60', { outcomes: yn('Over', 'Under') }]]),
  ] });
}
{ // Jahmyr Gibbs rushing yards on SNF (alpha 80+ and 100+; beta O/U 79.5; gamma 100+).
  addCase('nfl_props', { name: 'nfl-det-gb-rushyds', events: [
    A(`KXNFLRUSHYDS-${D}DETGB`, 'Detroit at Green Bay: Rushing Yards', 'Sports', z(MON, '05:00'), [['JGIBBS80', 'Jahmyr Gibbs: 80+', 'detgb-ry-gibbs80'], ['JGIBBS100', 'Jahmyr Gibbs: 100+', 'detgb-ry-gibbs100']], { sources: [NFLSTATS] }),
    B('Jahmyr Gibbs: Rushing Yards O/U 79.5', 'Sports', z(MON, '01:20'), [['nfl-det-gb-2032-11-21-jgibbs-rush-yds-79pt5', '', 'detgb-ry-gibbs80', { outcomes: yn('Over', 'Under') }]]),
    G1('Jahmyr Gibbs 100+ rushing yards on Sunday Night Football?', z(MON, '05:00'), 'detgb-ry-gibbs100'),
  ] });
}
{ // Passing touchdowns, Eagles at Commanders: alpha 2+ = beta O/U 1.5; beta_us 3+ is another rung.
  addCase('nfl_props', { name: 'nfl-phi-was-passtd', events: [
    A(`KXNFLPASSTD-${D}PHIWAS`, 'Philadelphia at Washington: Passing Touchdowns', 'Sports', z(SUN, '22:00'), [['JDANIELS2', 'Jayden Daniels: 2+', 'phiwas-ptd-daniels2'], ['JHURTS2', 'Jalen Hurts: 2+', 'phiwas-ptd-hurts2']], { sources: [NFLSTATS] }),
    B('Jayden Daniels: Passing TDs O/U 1.5', 'Sports', z(SUN, '18:00'), [['nfl-phi-was-2032-11-21-jdaniels-pass-tds-1pt5', '', 'phiwas-ptd-daniels2', { outcomes: yn('Over', 'Under') }]]),
    U('nfl-phi-was-2032-11-21-props-passtd', 'Eagles vs. Commanders — Passing Touchdowns', 'Sports', z(SUN, '18:00'), [['pp-nfl-phi-was-2032-11-21-jdaniels-3-plus-pass-td', 'Jayden Daniels 3+ passing TDs', 'phiwas-ptd-daniels3']]),
  ] }, ['threshold']);
}
{ // Bijan Robinson rushing yards (alpha 80+, beta O/U 79.5); gamma his rushing + receiving yards (measure).
  addCase('nfl_props', { name: 'nfl-no-atl-rushyds', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNFLRUSHYDS-${D}NOATL`, 'New Orleans at Atlanta: Rushing Yards', 'Sports', z(SUN, '22:00'), [['BROBINSON80', 'Bijan Robinson: 80+', 'noatl-ry-bijan80'], ['BROBINSON100', 'Bijan Robinson: 100+', 'noatl-ry-bijan100']], { sources: [NFLSTATS] }),
    B('Bijan Robinson: Rushing Yards O/U 79.5', 'Sports', z(SUN, '18:00'), [['nfl-no-atl-2032-11-21-brobinson-rush-yds-79pt5', '', 'noatl-ry-bijan80', { outcomes: yn('Over', 'Under') }]]),
    G1('Bijan Robinson 100+ rushing + receiving yards vs Saints?', z(SUN, '22:00'), 'noatl-scrim-bijan100'),
  ] }, ['measure']);
}
{ // Bo Nix passing yards — beta_us only.
  addCase('nfl_props', { name: 'nfl-den-lac-passyds', events: [
    U1('pp-nfl-den-lac-2032-11-21-bnix-pass-yds-224pt5', 'Bo Nix O/U 224.5 passing yards (Broncos at Chargers)', 'Sports', z(SUN, '21:05'), 'denlac-py-nix225', { outcomes: yn('Over', 'Under') }),
  ] });
}
{ // C.J. Stroud passing yards — alpha only.
  addCase('nfl_props', { name: 'nfl-hou-ind-passyds', events: [
    A(`KXNFLPASSYDS-${D}HOUIND`, 'Houston at Indianapolis: Passing Yards', 'Sports', z(SUN, '22:00'), [['CSTROUD250', 'C.J. Stroud: 250+', 'houind-py-stroud250'], ['CSTROUD300', 'C.J. Stroud: 300+', 'houind-py-stroud300']], { sources: [NFLSTATS] }),
  ] });
}
{ // Bills at Chiefs anytime TD scorers (alpha, beta); gamma's first touchdown scorer is a different observation.
  addCase('nfl_props', { name: 'nfl-buf-kc-anytd', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNFLANYTD-${D}BUFKC`, 'Buffalo at Kansas City: Anytime Touchdown Scorer', 'Sports', z(MON, '01:30'), [['JALLEN', 'Josh Allen', 'bufkc-td-allen'], ['RRICE', 'Rashee Rice', 'bufkc-td-rice'],
      ['XWORTHY', 'Xavier Worthy', 'bufkc-td-worthy'], ['DKINCAID', 'Dalton Kincaid', 'bufkc-td-kincaid']], { sources: [NFLSTATS] }),
    B('Bills vs. Chiefs: Anytime Touchdown Scorer', 'Sports', z(SUN, '21:25'), [['nfl-buf-kc-2032-11-21-anytime-td-josh-allen', 'Josh Allen', 'bufkc-td-allen', { q: 'Will Josh Allen score a touchdown vs. the Chiefs?' }],
      ['nfl-buf-kc-2032-11-21-anytime-td-rashee-rice', 'Rashee Rice', 'bufkc-td-rice', { q: 'Will Rashee Rice score a touchdown vs. the Bills?' }],
      ['nfl-buf-kc-2032-11-21-anytime-td-keon-coleman', 'Keon Coleman', 'bufkc-td-coleman', { q: 'Will Keon Coleman score a touchdown vs. the Chiefs?' }]]),
    G('Bills @ Chiefs: first touchdown scorer', z(SUN, '23:00'), gr(['Josh Allen', 'bufkc-ftd-allen'], ['Rashee Rice', 'bufkc-ftd-rice'], ['Xavier Worthy', 'bufkc-ftd-worthy'], ['Other / no TD', 'bufkc-ftd-other'])),
  ] }, ['observation']);
}
{ // Lions at Packers anytime TD (alpha, beta_us Gibbs); gamma Gibbs 2+ touchdowns is another outcome of the same board.
  addCase('nfl_props', { name: 'nfl-det-gb-anytd', events: [
    A(`KXNFLANYTD-${D}DETGB`, 'Detroit at Green Bay: Anytime Touchdown Scorer', 'Sports', z(MON, '05:00'), [['JGIBBS', 'Jahmyr Gibbs', 'detgb-td-gibbs'], ['ASTBROWN', 'Amon-Ra St. Brown', 'detgb-td-stbrown'],
      ['TKRAFT', 'Tucker Kraft', 'detgb-td-kraft'], ['JLOVE', 'Jordan Love', 'detgb-td-love']], { sources: [NFLSTATS] }),
    U1('atd-nfl-det-gb-2032-11-21-jahmyr-gibbs', 'Jahmyr Gibbs anytime touchdown — Lions at Packers', 'Sports', z(MON, '01:20'), 'detgb-td-gibbs'),
    G1('Jahmyr Gibbs to score 2+ touchdowns at Lambeau?', z(MON, '05:00'), 'detgb-td2-gibbs'),
  ] }, ['threshold']);
}
{ // Ravens at Bengals anytime TD (alpha, beta).
  addCase('nfl_props', { name: 'nfl-bal-cin-anytd', events: [
    A(`KXNFLANYTD-${D}BALCIN`, 'Baltimore at Cincinnati: Anytime Touchdown Scorer', 'Sports', z(SUN, '22:00'), [['LJACKSON', 'Lamar Jackson', 'balcin-td-lamar'], ['JCHASE', "Ja'Marr Chase", 'balcin-td-chase'],
      ['ZFLOWERS', 'Zay Flowers', 'balcin-td-flowers'], ['CBROWN', 'Chase Brown', 'balcin-td-cbrown']], { sources: [NFLSTATS] }),
    B('Ravens vs. Bengals: Anytime TD', 'Sports', z(SUN, '18:00'), [['nfl-bal-cin-2032-11-21-anytime-td-jamarr-chase', "Ja'Marr Chase", 'balcin-td-chase'],
      ['nfl-bal-cin-2032-11-21-anytime-td-chase-brown', 'Chase Brown', 'balcin-td-cbrown'], ['nfl-bal-cin-2032-11-21-anytime-td-lamar-jackson', 'Lamar Jackson', 'balcin-td-lamar']]),
  ] });
}
{ // Eagles at Commanders anytime TD — beta only.
  addCase('nfl_props', { name: 'nfl-phi-was-anytd', events: [
    B('Eagles vs. Commanders: Anytime Touchdown Scorer', 'Sports', z(SUN, '18:00'), [['nfl-phi-was-2032-11-21-anytime-td-jalen-hurts', 'Jalen Hurts', 'phiwas-td-hurts'],
      ['nfl-phi-was-2032-11-21-anytime-td-jayden-daniels', 'Jayden Daniels', 'phiwas-td-daniels']]),
  ] });
}

// ───────────────────────────── EUROPEAN FOOTBALL, SUNDAY 21 NOVEMBER ─────────────────────────────

const EPL = 'Premier League https://www.premierleague.com/results';
/** Beta's three binary markets of a 90-minute match. */
const b3 = (key: string, home: string, away: string, d: string, t: [string, string, string]): Array<[string, string, string, { q: string }]> => [
  [`${key}-${slugPart(home)}`, home, t[0], { q: `Will ${home} win on ${d}?` }],
  [`${key}-draw`, `Draw (${home} vs. ${away})`, t[1], { q: `Will ${home} vs. ${away} end in a draw?` }],
  [`${key}-${slugPart(away)}`, away, t[2], { q: `Will ${away} win on ${d}?` }],
];
function slugPart(s: string): string { return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''); }

{ // Arsenal v Tottenham, 16:30 GMT (alpha, beta, beta_us); gamma lists "Tottenham or draw", the complement of an Arsenal win.
  const ko = z(SUN, '16:30');
  addCase('soccer', { name: 'epl-ars-tot', events: [
    A(`KXEPLGAME-${D}ARSTOT`, 'Arsenal vs Tottenham', 'Sports', z(SUN, '18:30'), [['ARS', 'Arsenal', 'arstot-ars'], ['TIE', 'Tie', 'arstot-draw'], ['TOT', 'Tottenham', 'arstot-tot']],
      { sources: [EPL], rules: 'Resolves on the result after 90 minutes plus stoppage time of the Premier League match originally scheduled for Nov 21, 2032.' }),
    B('Arsenal FC vs. Tottenham Hotspur FC', 'Sports', ko, b3('epl-ars-tot-2032-11-21', 'Arsenal FC', 'Tottenham Hotspur FC', '2032-11-21', ['arstot-ars', 'arstot-draw', 'arstot-tot'])),
    U('epl-ars-tot-2032-11-21', 'Arsenal vs. Tottenham', 'Sports', ko, [['aec-epl-ars-tot-2032-11-21-ars', 'Arsenal', 'arstot-ars'], ['aec-epl-ars-tot-2032-11-21-draw', 'Draw', 'arstot-draw'], ['aec-epl-ars-tot-2032-11-21-tot', 'Tottenham', 'arstot-tot']]),
    G1('North London derby: Tottenham or Draw (double chance)?', z(SUN, '18:30'), 'arstot-tot-or-draw'),
  ] }, ['inverted']);
}
{ // Liverpool v Manchester United, 14:00 GMT (alpha, beta); gamma lists the reverse fixture at Old Trafford in March (date).
  addCase('soccer', { name: 'epl-liv-mun', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXEPLGAME-${D}LIVMUN`, 'Liverpool vs Manchester United', 'Sports', z(SUN, '16:00'), [['LIV', 'Liverpool', 'livmun-liv'], ['TIE', 'Tie', 'livmun-draw'], ['MUN', 'Manchester United', 'livmun-mun']], { sources: [EPL] }),
    B('Liverpool FC vs. Manchester United FC', 'Sports', z(SUN, '14:00'), b3('epl-liv-mun-2032-11-21', 'Liverpool FC', 'Manchester United FC', '2032-11-21', ['livmun-liv', 'livmun-draw', 'livmun-mun'])),
    G('Man United vs Liverpool (13 Mar 2033) — result', z('2033-03-13', '18:00'), gr(['Manchester United', 'munliv-mun'], ['Draw', 'munliv-draw'], ['Liverpool', 'munliv-liv'])),
  ] }, ['date']);
}
{ // Chelsea v Newcastle, 14:00 GMT (beta, gamma).
  addCase('soccer', { name: 'epl-che-new', events: [
    B('Chelsea FC vs. Newcastle United FC', 'Sports', z(SUN, '14:00'), b3('epl-che-new-2032-11-21', 'Chelsea FC', 'Newcastle United FC', '2032-11-21', ['chenew-che', 'chenew-draw', 'chenew-new'])),
    G('Chelsea v Newcastle — Premier League, 21 Nov', z(SUN, '16:00'), gr(['Chelsea', 'chenew-che'], ['Draw', 'chenew-draw'], ['Newcastle', 'chenew-new'])),
  ] });
}
{ // Chelsea v Newcastle total goals over 2.5 (beta, beta_us "3 or more goals").
  addCase('soccer', { name: 'epl-che-new-goals', events: [
    B('Chelsea vs. Newcastle: O/U 2.5', 'Sports', z(SUN, '14:00'), [['epl-che-new-2032-11-21-total-2pt5', '', 'chenew-g2.5', { outcomes: yn('Over', 'Under') }]]),
    U('epl-che-new-2032-11-21-totals', 'Chelsea vs. Newcastle — Total Goals', 'Sports', z(SUN, '14:00'), [['tsc-epl-che-new-2032-11-21-3-plus', '3 or more goals', 'chenew-g2.5']]),
  ] });
}
{ // Aston Villa v Manchester City, 14:00 GMT (alpha, beta_us).
  addCase('soccer', { name: 'epl-avl-mci', events: [
    A(`KXEPLGAME-${D}AVLMCI`, 'Aston Villa vs Manchester City', 'Sports', z(SUN, '16:00'), [['AVL', 'Aston Villa', 'avlmci-avl'], ['TIE', 'Tie', 'avlmci-draw'], ['MCI', 'Manchester City', 'avlmci-mci']], { sources: [EPL] }),
    U('epl-avl-mci-2032-11-21', 'Aston Villa vs. Man City', 'Sports', z(SUN, '14:00'), [['aec-epl-avl-mci-2032-11-21-avl', 'Aston Villa', 'avlmci-avl'], ['aec-epl-avl-mci-2032-11-21-draw', 'Draw', 'avlmci-draw'],
      ['aec-epl-avl-mci-2032-11-21-mci', 'Man City', 'avlmci-mci']]),
  ] });
}
{ // Arsenal v Tottenham total goals (alpha over 2.5 = beta O/U 2.5); gamma lists both teams to score (measure).
  addCase('soccer', { name: 'epl-ars-tot-goals', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXEPLTOTAL-${D}ARSTOT`, 'Arsenal vs Tottenham: Total Goals', 'Sports', z(SUN, '18:30'), [['2', 'Over 2.5 goals scored', 'arstot-g2.5'], ['3', 'Over 3.5 goals scored', 'arstot-g3.5']], { sources: [EPL] }),
    B('Arsenal vs. Tottenham: O/U 2.5', 'Sports', z(SUN, '16:30'), [['epl-ars-tot-2032-11-21-total-2pt5', '', 'arstot-g2.5', { outcomes: yn('Over', 'Under') }]]),
    G1('Arsenal vs Spurs: both teams to score?', z(SUN, '18:30'), 'arstot-btts'),
  ] }, ['measure']);
}
{ // Haaland to score at Villa Park (alpha goalscorers board, beta); gamma's first goalscorer is a different observation.
  addCase('soccer', { name: 'epl-avl-mci-scorers', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXEPLGOAL-${D}AVLMCI`, 'Aston Villa vs Manchester City: Anytime Goalscorer', 'Sports', z(SUN, '16:00'), [['EHAALAND', 'Erling Haaland', 'avlmci-gs-haaland'], ['PFODEN', 'Phil Foden', 'avlmci-gs-foden'],
      ['MROGERS', 'Morgan Rogers', 'avlmci-gs-rogers']], { sources: [EPL] }),
    B('Will Erling Haaland score vs. Aston Villa?', 'Sports', z(SUN, '14:00'), [['epl-avl-mci-2032-11-21-haaland-anytime', '', 'avlmci-gs-haaland']]),
    G('Villa vs City — first goalscorer', z(SUN, '16:00'), gr(['Erling Haaland', 'avlmci-fgs-haaland'], ['Morgan Rogers', 'avlmci-fgs-rogers'], ['No goalscorer', 'avlmci-fgs-none'])),
  ] }, ['observation']);
}
{ // Real Madrid v Sevilla, 20:00 GMT (alpha, beta, gamma).
  addCase('soccer', { name: 'laliga-rma-sev', events: [
    A(`KXLALIGAGAME-${D}RMASEV`, 'Real Madrid vs Sevilla', 'Sports', z(SUN, '22:00'), [['RMA', 'Real Madrid', 'rmasev-rma'], ['TIE', 'Tie', 'rmasev-draw'], ['SEV', 'Sevilla', 'rmasev-sev']], { sources: ['LaLiga https://www.laliga.com/en-GB/laliga-easports/results'] }),
    B('Real Madrid CF vs. Sevilla FC', 'Sports', z(SUN, '20:00'), b3('lal-rma-sev-2032-11-21', 'Real Madrid CF', 'Sevilla FC', '2032-11-21', ['rmasev-rma', 'rmasev-draw', 'rmasev-sev'])),
    G('LaLiga: Real Madrid vs Sevilla (Nov 21)', z(SUN, '22:00'), gr(['Real Madrid', 'rmasev-rma'], ['Draw', 'rmasev-draw'], ['Sevilla', 'rmasev-sev'])),
  ] });
}
{ // Barcelona v Athletic, 17:30 GMT (alpha, beta_us); beta lists the Supercopa semi-final between them in January (date).
  addCase('soccer', { name: 'laliga-bar-ath', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A(`KXLALIGAGAME-${D}BARATH`, 'Barcelona vs Athletic Club', 'Sports', z(SUN, '19:30'), [['BAR', 'Barcelona', 'barath-bar'], ['TIE', 'Tie', 'barath-draw'], ['ATH', 'Athletic Club', 'barath-ath']]),
    U('lal-bar-ath-2032-11-21', 'Barcelona vs. Athletic Club', 'Sports', z(SUN, '17:30'), [['aec-lal-bar-ath-2032-11-21-bar', 'Barcelona', 'barath-bar'], ['aec-lal-bar-ath-2032-11-21-draw', 'Draw', 'barath-draw'],
      ['aec-lal-bar-ath-2032-11-21-ath', 'Athletic Club', 'barath-ath']]),
    B('FC Barcelona vs. Athletic Club (Supercopa semi-final)', 'Sports', z('2033-01-08', '19:00'), [['sup-bar-ath-2033-01-08-barcelona', 'FC Barcelona', 'supbarath-bar', { q: 'Will FC Barcelona win on 2033-01-08?' }],
      ['sup-bar-ath-2033-01-08-draw', 'Draw', 'supbarath-draw'], ['sup-bar-ath-2033-01-08-athletic', 'Athletic Club', 'supbarath-ath', { q: 'Will Athletic Club win on 2033-01-08?' }]]),
  ] }, ['date']);
}
{ // Atlético v Real Sociedad, 15:15 GMT — beta only.
  addCase('soccer', { name: 'laliga-atm-rso', events: [
    B('Atlético Madrid vs. Real Sociedad', 'Sports', z(SUN, '15:15'), b3('lal-atm-rso-2032-11-21', 'Atlético Madrid', 'Real Sociedad', '2032-11-21', ['atmrso-atm', 'atmrso-draw', 'atmrso-rso'])),
  ] });
}
{ // Mbappé anytime goalscorer v Sevilla (alpha board, beta_us); gamma's "2+ goals" is another outcome of the same board.
  addCase('soccer', { name: 'laliga-rma-sev-scorers', events: [
    A(`KXLALIGAGOAL-${D}RMASEV`, 'Real Madrid vs Sevilla: Anytime Goalscorer', 'Sports', z(SUN, '22:00'), [['KMBAPPE', 'Kylian Mbappé', 'rmasev-gs-mbappe'], ['VJUNIOR', 'Vinícius Júnior', 'rmasev-gs-vinicius'],
      ['JBELLINGHAM', 'Jude Bellingham', 'rmasev-gs-bellingham']]),
    U1('ags-lal-rma-sev-2032-11-21-mbappe', 'Kylian Mbappe to score — Real Madrid vs. Sevilla', 'Sports', z(SUN, '20:00'), 'rmasev-gs-mbappe'),
    G1('Mbappé brace (2+ goals) vs Sevilla?', z(SUN, '22:00'), 'rmasev-gs2-mbappe'),
  ] }, ['threshold']);
}
{ // Inter v Juventus, 19:45 GMT (all four venues).
  addCase('soccer', { name: 'seriea-int-juv', events: [
    A(`KXSERIEAGAME-${D}INTJUV`, 'Inter vs Juventus', 'Sports', z(SUN, '21:45'), [['INT', 'Inter', 'intjuv-int'], ['TIE', 'Tie', 'intjuv-draw'], ['JUV', 'Juventus', 'intjuv-juv']], { sources: ['Lega Serie A https://www.legaseriea.it/en/serie-a/fixture-and-results'] }),
    B('FC Internazionale Milano vs. Juventus FC', 'Sports', z(SUN, '19:45'), b3('sea-int-juv-2032-11-21', 'FC Internazionale Milano', 'Juventus FC', '2032-11-21', ['intjuv-int', 'intjuv-draw', 'intjuv-juv'])),
    U('sea-int-juv-2032-11-21', "Derby d'Italia: Inter vs. Juventus", 'Sports', z(SUN, '19:45'), [['aec-sea-int-juv-2032-11-21-int', 'Inter', 'intjuv-int']]),
    G('Inter Milan vs Juventus — Serie A', z(SUN, '21:45'), gr(['Inter', 'intjuv-int'], ['Draw', 'intjuv-draw'], ['Juventus', 'intjuv-juv'])),
  ] });
}
{ // Napoli v Roma, 17:00 GMT (alpha, gamma).
  addCase('soccer', { name: 'seriea-nap-rom', events: [
    A(`KXSERIEAGAME-${D}NAPROM`, 'Napoli vs Roma', 'Sports', z(SUN, '19:00'), [['NAP', 'Napoli', 'naprom-nap'], ['TIE', 'Tie', 'naprom-draw'], ['ROM', 'Roma', 'naprom-rom']]),
    G('Serie A — SSC Napoli v AS Roma', z(SUN, '19:00'), gr(['SSC Napoli', 'naprom-nap'], ['Draw', 'naprom-draw'], ['AS Roma', 'naprom-rom'])),
  ] });
}
{ // Milan v Lazio, 14:00 GMT — alpha only.
  addCase('soccer', { name: 'seriea-mil-laz', events: [
    A(`KXSERIEAGAME-${D}MILLAZ`, 'AC Milan vs Lazio', 'Sports', z(SUN, '16:00'), [['MIL', 'AC Milan', 'millaz-mil'], ['TIE', 'Tie', 'millaz-draw'], ['LAZ', 'Lazio', 'millaz-laz']]),
  ] });
}
{ // Bayern v Dortmund, Der Klassiker, 16:30 GMT (alpha, beta, gamma); beta_us lists their DFB-Pokal tie in February (date).
  addCase('soccer', { name: 'bund-fcb-bvb', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXBUNDESLIGAGAME-${D}FCBBVB`, 'Bayern Munich vs Borussia Dortmund', 'Sports', z(SUN, '18:30'), [['FCB', 'Bayern Munich', 'fcbbvb-fcb'], ['TIE', 'Tie', 'fcbbvb-draw'], ['BVB', 'Borussia Dortmund', 'fcbbvb-bvb']],
      { sources: ['Bundesliga https://www.bundesliga.com/en/bundesliga/matchday'] }),
    B('FC Bayern München vs. Borussia Dortmund', 'Sports', z(SUN, '16:30'), b3('bun-fcb-bvb-2032-11-21', 'FC Bayern München', 'Borussia Dortmund', '2032-11-21', ['fcbbvb-fcb', 'fcbbvb-draw', 'fcbbvb-bvb'])),
    G('Der Klassiker: Bayern vs Dortmund (Bundesliga, Nov 21)', z(SUN, '18:30'), gr(['Bayern', 'fcbbvb-fcb'], ['Draw', 'fcbbvb-draw'], ['Dortmund', 'fcbbvb-bvb'])),
    U('dfb-fcb-bvb-2033-02-02', 'DFB-Pokal: Bayern vs. Dortmund', 'Sports', z('2033-02-02', '19:45'), [['aec-dfb-fcb-bvb-2033-02-02-fcb', 'Bayern Munich to advance', 'pokal-fcb']]),
  ] }, ['date']);
}
{ // Bayern v Dortmund total goals over 3.5 (alpha, beta).
  addCase('soccer', { name: 'bund-fcb-bvb-goals', events: [
    A(`KXBUNDESLIGATOTAL-${D}FCBBVB`, 'Bayern Munich vs Borussia Dortmund: Total Goals', 'Sports', z(SUN, '18:30'), [['3', 'Over 3.5 goals scored', 'fcbbvb-g3.5'], ['4', 'Over 4.5 goals scored', 'fcbbvb-g4.5']]),
    B('Bayern vs. Dortmund: O/U 3.5', 'Sports', z(SUN, '16:30'), [['bun-fcb-bvb-2032-11-21-total-3pt5', '', 'fcbbvb-g3.5', { outcomes: yn('Over', 'Under') }]]),
  ] });
}
{ // Leverkusen v Leipzig, 14:30 GMT (beta, beta_us).
  addCase('soccer', { name: 'bund-b04-rbl', events: [
    B('Bayer 04 Leverkusen vs. RB Leipzig', 'Sports', z(SUN, '14:30'), b3('bun-b04-rbl-2032-11-21', 'Bayer 04 Leverkusen', 'RB Leipzig', '2032-11-21', ['b04rbl-b04', 'b04rbl-draw', 'b04rbl-rbl'])),
    U('bun-b04-rbl-2032-11-21', 'Leverkusen vs. Leipzig', 'Sports', z(SUN, '14:30'), [['aec-bun-b04-rbl-2032-11-21-b04', 'Leverkusen', 'b04rbl-b04'], ['aec-bun-b04-rbl-2032-11-21-draw', 'Draw', 'b04rbl-draw'],
      ['aec-bun-b04-rbl-2032-11-21-rbl', 'Leipzig', 'b04rbl-rbl']]),
  ] });
}
{ // Premier League leader after matchday 13 (alpha, gamma).
  addCase('soccer', { name: 'epl-leader-md13', events: [
    A('KXEPLTOP-32MD13', 'Premier League leader after Matchweek 13', 'Sports', z(MON, '23:00'), [['ARS', 'Arsenal', 'md13-ars'], ['LIV', 'Liverpool', 'md13-liv'], ['MCI', 'Manchester City', 'md13-mci']],
      { sources: [EPL], rules: 'Resolves to the club top of the Premier League table once all Matchweek 13 fixtures are complete.' }),
    G('Who tops the Premier League table after Matchweek 13?', z(MON, '23:00'), gr(['Arsenal', 'md13-ars'], ['Liverpool', 'md13-liv'], ['Man City', 'md13-mci'], ['Chelsea', 'md13-che'])),
  ] });
}

// ───────────────────────────── NBA, SUNDAY 21 NOVEMBER ─────────────────────────────

{ // Knicks at Celtics, 7:30 PM ET (alpha, beta, beta_us); gamma lists the Christmas Day game at MSG (date).
  addCase('nba', { name: 'nba-nyk-bos-ml', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNBAGAME-${D}NYKBOS`, 'New York at Boston', 'Sports', z(MON, '04:00'), [['NYK', 'New York', 'nykbos-nyk'], ['BOS', 'Boston', 'nykbos-bos']], { sources: [NBAS] }),
    B('Knicks vs. Celtics', 'Sports', z(MON, '00:30'), [['nba-nyk-bos-2032-11-21', '', 'nykbos-nyk', { outcomes: yn('Knicks', 'Celtics') }]]),
    U('nba-nyk-bos-2032-11-21', 'New York Knicks at Boston Celtics', 'Sports', z(MON, '00:30'), [['aec-nba-nyk-bos-2032-11-21', '', 'nykbos-nyk', { outcomes: yn('New York Knicks', 'Boston Celtics') }]]),
    G('Christmas Day: Celtics at Knicks — winner', z('2032-12-25', '22:00'), gr(['Boston Celtics', 'bosnyk-xmas-bos'], ['New York Knicks', 'bosnyk-xmas-nyk'])),
  ] }, ['date']);
}
{ // Knicks at Celtics spread: alpha Boston by over 3.5 = beta Celtics −3.5; beta_us Knicks +3.5 is the complement.
  addCase('nba', { name: 'nba-nyk-bos-spread', events: [
    A(`KXNBASPREAD-${D}NYKBOS`, 'New York at Boston: Spread', 'Sports', z(MON, '04:00'), [['BOS4', 'Boston wins by over 3.5 points', 'nykbos-sp-bos3.5'], ['BOS7', 'Boston wins by over 6.5 points', 'nykbos-sp-bos6.5'],
      ['NYK1', 'New York wins by over 1.5 points', 'nykbos-sp-nyk1.5']], { sources: [NBAS] }),
    B('Spread: Celtics (-3.5)', 'Sports', z(MON, '00:30'), [['nba-nyk-bos-2032-11-21-spread-home-3pt5', '', 'nykbos-sp-bos3.5', { outcomes: yn('Celtics', 'Knicks') }]]),
    U('nba-nyk-bos-2032-11-21-spreads', 'Knicks vs. Celtics — Spread', 'Sports', z(MON, '00:30'), [['asc-nba-nyk-bos-2032-11-21-away-pos-3pt5', 'Knicks +3.5', 'nykbos-sp-nyk+3.5', { outcomes: yn('Knicks +3.5', 'Celtics -3.5') }]]),
  ] }, ['inverted']);
}
{ // Knicks at Celtics points board: Brunson 30+ (alpha, beta O/U 29.5); gamma's Jaylen Brown 30+ is another player (person).
  addCase('nba', { name: 'nba-nyk-bos-points', events: [
    A(`KXNBAPTS-${D}NYKBOS`, 'New York at Boston: Points', 'Sports', z(MON, '04:00'), [['JBRUNSON30', 'Jalen Brunson: 30+', 'nykbos-pts-brunson30'], ['JTATUM25', 'Jayson Tatum: 25+', 'nykbos-pts-tatum25'],
      ['JBRUNSON25', 'Jalen Brunson: 25+', 'nykbos-pts-brunson25']], { sources: [NBAS] }),
    B('Jalen Brunson: Points O/U 29.5', 'Sports', z(MON, '00:30'), [['nba-nyk-bos-2032-11-21-jbrunson-points-29pt5', '', 'nykbos-pts-brunson30', { outcomes: yn('Over', 'Under') }]]),
    G1('Jaylen Brown 30+ points vs the Knicks?', z(MON, '04:00'), 'nykbos-pts-jbrown30'),
  ] }, ['person']);
}
{ // Spurs at Mavericks, 3:30 PM ET (alpha, beta, gamma).
  addCase('nba', { name: 'nba-sas-dal-ml', events: [
    A(`KXNBAGAME-${D}SASDAL`, 'San Antonio at Dallas', 'Sports', z(SUN, '23:30'), [['SAS', 'San Antonio', 'sasdal-sas'], ['DAL', 'Dallas', 'sasdal-dal']], { sources: [NBAS] }),
    B('Spurs vs. Mavericks', 'Sports', z(SUN, '20:30'), [['nba-sas-dal-2032-11-21', '', 'sasdal-sas', { outcomes: yn('Spurs', 'Mavericks') }]]),
    G('Wembanyama vs Flagg: Spurs @ Mavericks (Nov 21)', z(SUN, '23:30'), gr(['Spurs', 'sasdal-sas'], ['Mavericks', 'sasdal-dal'])),
  ] });
}
{ // Spurs at Mavericks spread: alpha San Antonio by over 4.5 = beta Spurs −4.5.
  addCase('nba', { name: 'nba-sas-dal-spread', events: [
    A(`KXNBASPREAD-${D}SASDAL`, 'San Antonio at Dallas: Spread', 'Sports', z(SUN, '23:30'), [['SAS5', 'San Antonio wins by over 4.5 points', 'sasdal-sp-sas4.5'], ['SAS8', 'San Antonio wins by over 7.5 points', 'sasdal-sp-sas7.5']], { sources: [NBAS] }),
    B('Spread: Spurs (-4.5)', 'Sports', z(SUN, '20:30'), [['nba-sas-dal-2032-11-21-spread-away-4pt5', '', 'sasdal-sp-sas4.5', { outcomes: yn('Spurs', 'Mavericks') }]]),
  ] });
}
{ // Spurs at Mavericks total 229.5 (alpha, gamma); beta_us lists the first-half total (period).
  addCase('nba', { name: 'nba-sas-dal-total', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A(`KXNBATOTAL-${D}SASDAL`, 'San Antonio at Dallas: Total Points', 'Sports', z(SUN, '23:30'), [['226', 'Over 226.5 points scored', 'sasdal-tot226.5'], ['229', 'Over 229.5 points scored', 'sasdal-tot229.5']], { sources: [NBAS] }),
    G('Spurs vs Mavs O/U 229.5 total points', z(SUN, '23:30'), gr(['Over 229.5', 'sasdal-tot229.5'], ['Under 229.5', 'sasdal-tot-under229.5'])),
    U('nba-sas-dal-2032-11-21-1h-totals', 'Spurs vs. Mavericks — 1st Half Total', 'Sports', z(SUN, '20:30'), [['tsc1h-nba-sas-dal-2032-11-21-114pt5', '1H Over 114.5', 'sasdal-1htot114.5', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['period']);
}
{ // Spurs at Mavericks points: Wembanyama 25+ (alpha, beta O/U 24.5); gamma his rebounds (measure).
  addCase('nba', { name: 'nba-sas-dal-points', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNBAPTS-${D}SASDAL`, 'San Antonio at Dallas: Points', 'Sports', z(SUN, '23:30'), [['VWEMBANYAMA25', 'Victor Wembanyama: 25+', 'sasdal-pts-wemby25'], ['CFLAGG25', 'Cooper Flagg: 25+', 'sasdal-pts-flagg25']], { sources: [NBAS] }),
    B('Victor Wembanyama: Points O/U 24.5', 'Sports', z(SUN, '20:30'), [['nba-sas-dal-2032-11-21-vwembanyama-points-24pt5', '', 'sasdal-pts-wemby25', { outcomes: yn('Over', 'Under') }]]),
    G1('Wembanyama 12+ rebounds vs Dallas?', z(SUN, '23:30'), 'sasdal-reb-wemby12'),
  ] }, ['measure']);
}
{ // Nuggets at Thunder, 7:00 PM CT (alpha, beta_us).
  addCase('nba', { name: 'nba-den-okc-ml', events: [
    A(`KXNBAGAME-${D}DENOKC`, 'Denver at Oklahoma City', 'Sports', z(MON, '04:00'), [['DEN', 'Denver', 'denokc-den'], ['OKC', 'Oklahoma City', 'denokc-okc']], { sources: [NBAS] }),
    U('nba-den-okc-2032-11-21', 'Denver Nuggets at Oklahoma City Thunder', 'Sports', z(MON, '01:00'), [['aec-nba-den-okc-2032-11-21', '', 'denokc-den', { outcomes: yn('Denver Nuggets', 'Oklahoma City Thunder') }]]),
  ] });
}
{ // Nuggets at Thunder points: SGA 30+ (alpha, gamma); beta lists a Jokić triple-double (measure).
  addCase('nba', { name: 'nba-den-okc-points', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXNBAPTS-${D}DENOKC`, 'Denver at Oklahoma City: Points', 'Sports', z(MON, '04:00'), [['SGILGEOUSALEXANDER30', 'Shai Gilgeous-Alexander: 30+', 'denokc-pts-sga30'], ['NJOKIC25', 'Nikola Jokic: 25+', 'denokc-pts-jokic25']], { sources: [NBAS] }),
    G1('Shai Gilgeous-Alexander 30+ points vs Denver?', z(MON, '04:00'), 'denokc-pts-sga30'),
    B('Will Nikola Jokić record a triple-double vs. OKC?', 'Sports', z(MON, '01:00'), [['nba-den-okc-2032-11-21-jokic-triple-double', '', 'denokc-td3-jokic']]),
  ] }, ['measure']);
}
{ // Lakers at Warriors — beta only.
  addCase('nba', { name: 'nba-lal-gsw-ml', events: [
    B('Lakers vs. Warriors', 'Sports', z(MON, '01:30'), [['nba-lal-gsw-2032-11-21', '', 'lalgsw-lal', { outcomes: yn('Lakers', 'Warriors') }]]),
  ] });
}
{ // Timberwolves at Bucks (beta, gamma; gamma's YES is the Bucks).
  addCase('nba', { name: 'nba-min-mil-ml', events: [
    B('Timberwolves vs. Bucks', 'Sports', z(SUN, '23:00'), [['nba-min-mil-2032-11-21', '', 'minmil-min', { outcomes: yn('Timberwolves', 'Bucks') }]]),
    G('Minnesota Timberwolves @ Milwaukee Bucks — who wins?', z(MON, '02:00'), gr(['Timberwolves', 'minmil-min'], ['Bucks', 'minmil-mil'])),
  ] });
}

// ───────────────────────────── NHL, SUNDAY 21 NOVEMBER ─────────────────────────────

{ // Oilers at Flames, 7:00 PM MT (alpha, beta: incl. OT and shootout); gamma's 60-minute three-way (measure).
  addCase('nhl', { name: 'nhl-edm-cgy-ml', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNHLGAME-${D}EDMCGY`, 'Edmonton at Calgary', 'Sports', z(MON, '05:00'), [['EDM', 'Edmonton', 'edmcgy-edm'], ['CGY', 'Calgary', 'edmcgy-cgy']],
      { sources: [NHLS], rules: 'Resolves on the final result of the game, including overtime and any shootout.' }),
    B('Oilers vs. Flames', 'Sports', z(MON, '02:00'), [['nhl-edm-cgy-2032-11-21', '', 'edmcgy-edm', { outcomes: yn('Oilers', 'Flames') }]]),
    G('Battle of Alberta: Oilers vs Flames — regulation result (60 min)', z(MON, '05:00'), gr(['Oilers (regulation)', 'edmcgy-reg-edm'], ['Tie after 60', 'edmcgy-reg-tie'], ['Flames (regulation)', 'edmcgy-reg-cgy'])),
  ] }, ['measure']);
}
{ // Oilers at Flames total goals (alpha over 6.5 = beta O/U 6.5).
  addCase('nhl', { name: 'nhl-edm-cgy-total', events: [
    A(`KXNHLTOTAL-${D}EDMCGY`, 'Edmonton at Calgary: Total Goals', 'Sports', z(MON, '05:00'), [['5', 'Over 5.5 goals scored', 'edmcgy-g5.5'], ['6', 'Over 6.5 goals scored', 'edmcgy-g6.5']], { sources: [NHLS] }),
    B('Oilers vs. Flames: O/U 6.5', 'Sports', z(MON, '02:00'), [['nhl-edm-cgy-2032-11-21-total-6pt5', '', 'edmcgy-g6.5', { outcomes: yn('Over', 'Under') }]]),
  ] });
}
{ // McDavid to record a point (alpha 1+, beta_us); gamma's "McDavid to score a goal" is another statistic (measure).
  addCase('nhl', { name: 'nhl-edm-cgy-points', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A(`KXNHLPTS-${D}EDMCGY`, 'Edmonton at Calgary: Points', 'Sports', z(MON, '05:00'), [['CMCDAVID1', 'Connor McDavid: 1+', 'edmcgy-pts-mcdavid1'], ['CMCDAVID2', 'Connor McDavid: 2+', 'edmcgy-pts-mcdavid2'],
      ['LDRAISAITL1', 'Leon Draisaitl: 1+', 'edmcgy-pts-draisaitl1']], { sources: [NHLS] }),
    U1('pts-nhl-edm-cgy-2032-11-21-connor-mcdavid-1-plus', 'Connor McDavid to record a point — Oilers at Flames', 'Sports', z(MON, '02:00'), 'edmcgy-pts-mcdavid1'),
    G1('Connor McDavid to score a goal in Calgary?', z(MON, '05:00'), 'edmcgy-goal-mcdavid'),
  ] }, ['measure']);
}
{ // Rangers at Bruins, 5:00 PM ET (alpha, beta_us).
  addCase('nhl', { name: 'nhl-nyr-bos-ml', events: [
    A(`KXNHLGAME-${D}NYRBOS`, 'New York R at Boston', 'Sports', z(MON, '01:00'), [['NYR', 'New York R', 'nyrbos-nyr'], ['BOS', 'Boston', 'nyrbos-bos']], { sources: [NHLS] }),
    U('nhl-nyr-bos-2032-11-21', 'New York Rangers at Boston Bruins', 'Sports', z(SUN, '22:00'), [['aec-nhl-nyr-bos-2032-11-21', '', 'nyrbos-nyr', { outcomes: yn('New York Rangers', 'Boston Bruins') }]]),
  ] });
}
{ // Bruins puck line — alpha only.
  addCase('nhl', { name: 'nhl-nyr-bos-puckline', events: [
    A1(`KXNHLSPREAD-${D}NYRBOS`, 'New York R at Boston: Spread', 'Sports', z(MON, '01:00'), 'BOS2', 'Boston wins by over 1.5 goals', 'nyrbos-pl-bos1.5', { sources: [NHLS] }),
  ] });
}
{ // Lightning at Panthers, 6:00 PM ET (alpha, beta, gamma); beta_us lists their New Year's Eve rematch (date).
  addCase('nhl', { name: 'nhl-tbl-fla-ml', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNHLGAME-${D}TBLFLA`, 'Tampa Bay at Florida', 'Sports', z(MON, '02:00'), [['TB', 'Tampa Bay', 'tblfla-tbl'], ['FLA', 'Florida', 'tblfla-fla']], { sources: [NHLS] }),
    B('Lightning vs. Panthers', 'Sports', z(SUN, '23:00'), [['nhl-tbl-fla-2032-11-21', '', 'tblfla-tbl', { outcomes: yn('Lightning', 'Panthers') }]]),
    G('Florida Panthers vs Tampa Bay Lightning (Sunday)', z(MON, '02:00'), gr(['Panthers', 'tblfla-fla'], ['Lightning', 'tblfla-tbl'])),
    U('nhl-tbl-fla-2032-12-31', 'Tampa Bay Lightning at Florida Panthers', 'Sports', z('2032-12-31', '23:00'), [['aec-nhl-tbl-fla-2032-12-31', '', 'tblfla-nye-tbl', { outcomes: yn('Tampa Bay Lightning', 'Florida Panthers') }]]),
  ] }, ['date']);
}
{ // Golden Knights at Kings — gamma only.
  addCase('nhl', { name: 'nhl-vgk-lak-ml', events: [
    G1('Will the Kings beat Vegas at home on Nov 21?', z(MON, '05:30'), 'vgklak-lak'),
  ] });
}

// ───────────────────────────── ATP FINALS ─────────────────────────────

const ATPURL = 'https://www.atptour.com/en/scores/current/nitto-atp-finals/605/results';
const ATP = `ATP Tour ${ATPURL}`;
{ // ATP Finals final, Sunday: Alcaraz vs Fonseca (alpha, beta), gamma's champion market (the final decides it);
  // beta_us still lists Saturday's semi-final Alcaraz vs Zverev (round).
  addCase('tennis', { name: 'atp-finals-final', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXATPMATCH-${D}ALCFON`, 'ATP Finals Final: Carlos Alcaraz vs Joao Fonseca', 'Sports', z(SUN, '21:00'), [['ALC', 'Carlos Alcaraz', 'atpf-alcaraz'], ['FON', 'Joao Fonseca', 'atpf-fonseca']], { sources: [ATP] }),
    B('ATP Finals Final: Alcaraz vs. Fonseca', 'Sports', z(SUN, '17:00'), [['atp-alcaraz-fonseca-2032-11-21', '', 'atpf-alcaraz', { outcomes: yn('Alcaraz', 'Fonseca'), src: ATPURL }]]),
    G('ATP Finals 2032 champion', z(SUN, '21:00'), gr(['Carlos Alcaraz', 'atpf-alcaraz'], ['João Fonseca', 'atpf-fonseca'], ['Jannik Sinner', 'atpf-sinner'], ['Alexander Zverev', 'atpf-zverev'], ['Jack Draper', 'atpf-draper'])),
    U('atp-alcaraz-zverev-2032-11-20', 'ATP Finals Semifinal: Carlos Alcaraz vs. Alexander Zverev', 'Sports', z('2032-11-20', '19:00'), [['aec-atp-alcaraz-zverev-2032-11-20', '', 'atpsf-alcaraz', { outcomes: yn('Carlos Alcaraz', 'Alexander Zverev') }]]),
  ] }, ['round']);
}
{ // ATP Finals final total games over 22.5 (alpha, beta); gamma's "goes to a third set" is another measure.
  addCase('tennis', { name: 'atp-finals-final-games', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXATPGAMES-${D}ALCFON`, 'Alcaraz vs Fonseca: Total Games', 'Sports', z(SUN, '21:00'), [['20', 'Over 20.5 games', 'atpf-gm20.5'], ['22', 'Over 22.5 games', 'atpf-gm22.5']]),
    B('Alcaraz vs. Fonseca: O/U 22.5 Games', 'Sports', z(SUN, '17:00'), [['atp-alcaraz-fonseca-2032-11-21-total-games-22pt5', '', 'atpf-gm22.5', { outcomes: yn('Over', 'Under') }]]),
    G1('Will the ATP Finals final go to a deciding third set?', z(SUN, '21:00'), 'atpf-3sets'),
  ] }, ['measure']);
}
{ // ATP Finals doubles final (alpha, gamma).
  addCase('tennis', { name: 'atp-finals-doubles', events: [
    A(`KXATPDOUBLES-${D}`, 'ATP Finals Doubles Final', 'Sports', z(SUN, '16:00'), [['ARNCOB', 'Arnaldi / Cobolli', 'atpd-arncob'], ['FILMPE', 'Fils / Mpetshi Perricard', 'atpd-filmpe']], { sources: [ATP] }),
    G('ATP Finals doubles title', z(SUN, '16:00'), gr(['Arnaldi/Cobolli (ITA)', 'atpd-arncob'], ['Fils/Mpetshi Perricard (FRA)', 'atpd-filmpe'])),
  ] });
}
{ // Year-end No. 1, settled by the final (beta, beta_us).
  addCase('tennis', { name: 'atp-year-end-no1', events: [
    B('ATP year-end No. 1 2032', 'Sports', z(MON, '12:00'), [['atp-year-end-no-1-2032-alcaraz', 'Carlos Alcaraz', 'ye1-alcaraz'], ['atp-year-end-no-1-2032-sinner', 'Jannik Sinner', 'ye1-sinner']]),
    U('atp-year-end-no1-2032', 'Who will finish 2032 as ATP No. 1?', 'Sports', z(MON, '12:00'), [['atp-ye-no1-2032-carlos-alcaraz', 'Carlos Alcaraz', 'ye1-alcaraz'], ['atp-ye-no1-2032-jannik-sinner', 'Jannik Sinner', 'ye1-sinner']]),
  ] });
}

// ───────────────────────────── F1: ABU DHABI, SEASON FINALE ─────────────────────────────

const FIA = 'FIA https://www.fia.com/events/fia-formula-one-world-championship/season-2032/abu-dhabi-grand-prix';
{ // Abu Dhabi GP race winner (alpha, beta, beta_us); gamma lists Saturday's pole position (observation).
  addCase('f1', { name: 'f1-abu-dhabi-winner', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXF1RACE-32ABU', 'Abu Dhabi Grand Prix 2032 winner', 'Sports', z(SUN, '16:00'), [['KANT', 'Kimi Antonelli', 'abu-antonelli'], ['OPIA', 'Oscar Piastri', 'abu-piastri'], ['LNOR', 'Lando Norris', 'abu-norris'],
      ['MVER', 'Max Verstappen', 'abu-verstappen'], ['GRUS', 'George Russell', 'abu-russell'], ['CLEC', 'Charles Leclerc', 'abu-leclerc']], { sources: [FIA] }),
    B('F1: Abu Dhabi Grand Prix Winner', 'Sports', z(SUN, '13:00'), [['f1-abu-dhabi-gp-2032-piastri', 'Oscar Piastri', 'abu-piastri'], ['f1-abu-dhabi-gp-2032-antonelli', 'Kimi Antonelli', 'abu-antonelli'],
      ['f1-abu-dhabi-gp-2032-norris', 'Lando Norris', 'abu-norris'], ['f1-abu-dhabi-gp-2032-verstappen', 'Max Verstappen', 'abu-verstappen'], ['f1-abu-dhabi-gp-2032-hadjar', 'Isack Hadjar', 'abu-hadjar']]),
    U('f1-abu-dhabi-gp-2032-winner', 'Abu Dhabi GP 2032 — Race Winner', 'Sports', z(SUN, '13:00'), [['f1-abu-2032-winner-oscar-piastri', 'Oscar Piastri', 'abu-piastri'], ['f1-abu-2032-winner-kimi-antonelli', 'Kimi Antonelli', 'abu-antonelli'],
      ['f1-abu-2032-winner-lando-norris', 'Lando Norris', 'abu-norris']]),
    G('Abu Dhabi GP: pole position (qualifying, Sat Nov 20)', z('2032-11-20', '14:00'), gr(['Piastri', 'abu-pole-piastri'], ['Antonelli', 'abu-pole-antonelli'], ['Norris', 'abu-pole-norris'], ['Verstappen', 'abu-pole-verstappen'])),
  ] }, ['observation']);
}
{ // 2032 Drivers' Championship, decided at the finale (alpha, beta, gamma binary on Antonelli); beta_us lists the Constructors' title (category).
  addCase('f1', { name: 'f1-wdc-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXF1DRIVERS-32', '2032 F1 Drivers\' Champion', 'Sports', z(SUN, '16:00'), [['KANT', 'Kimi Antonelli', 'wdc-antonelli'], ['OPIA', 'Oscar Piastri', 'wdc-piastri']], { sources: [FIA] }),
    B('F1 Drivers\' Champion 2032', 'Sports', z(SUN, '16:00'), [['f1-drivers-champion-2032-piastri', 'Piastri', 'wdc-piastri'], ['f1-drivers-champion-2032-antonelli', 'Antonelli', 'wdc-antonelli'],
      ['f1-drivers-champion-2032-norris', 'Norris', 'wdc-norris']]),
    G1('Will Kimi Antonelli be crowned 2032 Formula 1 World Champion?', z(SUN, '16:00'), 'wdc-antonelli'),
    U('f1-constructors-champion-2032', 'F1 Constructors\' Champion 2032', 'Sports', z(SUN, '16:00'), [['f1-wcc-2032-mercedes', 'Mercedes', 'wcc-mercedes'], ['f1-wcc-2032-mclaren', 'McLaren', 'wcc-mclaren']]),
  ] }, ['category']);
}
{ // Podium finishers in Abu Dhabi (alpha, beta_us Piastri).
  addCase('f1', { name: 'f1-abu-dhabi-podium', events: [
    A('KXF1PODIUM-32ABU', 'Abu Dhabi Grand Prix 2032: podium finish', 'Sports', z(SUN, '16:00'), [['OPIA', 'Oscar Piastri', 'abupod-piastri'], ['KANT', 'Kimi Antonelli', 'abupod-antonelli'], ['LNOR', 'Lando Norris', 'abupod-norris']], { sources: [FIA] }),
    U1('f1-abu-2032-podium-oscar-piastri', 'Will Oscar Piastri finish on the podium at the Abu Dhabi GP?', 'Sports', z(SUN, '13:00'), 'abupod-piastri'),
  ] });
}
{ // Fastest lap — alpha only.
  addCase('f1', { name: 'f1-abu-dhabi-fastest-lap', events: [
    A('KXF1FLAP-32ABU', 'Abu Dhabi Grand Prix 2032: fastest lap', 'Sports', z(SUN, '16:00'), [['MVER', 'Max Verstappen', 'abufl-verstappen'], ['OPIA', 'Oscar Piastri', 'abufl-piastri'], ['KANT', 'Kimi Antonelli', 'abufl-antonelli']], { sources: [FIA] }),
  ] });
}
{ // Safety car — beta only.
  addCase('f1', { name: 'f1-abu-dhabi-safety-car', events: [
    B1('Safety car deployed during the Abu Dhabi Grand Prix?', 'Sports', z(SUN, '13:00'), 'abu-sc', { mx: { rules: 'Resolves Yes if a (non-virtual) Safety Car is deployed at any point during the race, per the official FIA timing.' } }),
  ] });
}
{ // Teammate head-to-head — gamma only.
  addCase('f1', { name: 'f1-abu-dhabi-h2h', events: [
    G1('Antonelli to finish ahead of Piastri in Abu Dhabi?', z(SUN, '16:00'), 'abu-h2h-ant-pia'),
  ] });
}

// ───────────────────────────── UFC 398 (SATURDAY NIGHT, LAS VEGAS) ─────────────────────────────

const UFCS = 'UFC https://www.ufc.com/event/ufc-398';
{ // Main event Topuria vs Tsarukyan (alpha, beta YES Topuria, beta_us); gamma asks for a Tsarukyan win (inverted).
  addCase('ufc', { name: 'ufc-398-main', events: [
    A('KXUFCFIGHT-32NOV20TOPTSA', 'UFC 398: Topuria vs Tsarukyan', 'Sports', z(SUN, '09:00'), [['TOP', 'Ilia Topuria', 'ufc-top'], ['TSA', 'Arman Tsarukyan', 'ufc-tsa']],
      { sources: [UFCS], rules: 'If the fight is declared a draw or no contest, the market resolves to No for both fighters.' }),
    B('UFC 398: Ilia Topuria vs. Arman Tsarukyan', 'Sports', z(SUN, '03:00'), [['ufc-398-topuria-tsarukyan', '', 'ufc-top', { outcomes: yn('Topuria', 'Tsarukyan') }]]),
    U('ufc-398-topuria-tsarukyan-2032-11-20', 'Topuria vs. Tsarukyan (UFC 398 Main Event)', 'Sports', z(SUN, '03:00'), [['aec-ufc-topuria-tsarukyan-2032-11-20', '', 'ufc-top', { outcomes: yn('Ilia Topuria', 'Arman Tsarukyan') }]]),
    G1('Will Arman Tsarukyan beat Ilia Topuria at UFC 398?', z(SUN, '09:00'), 'ufc-tsa'),
  ] }, ['inverted']);
}
{ // Main event method of victory (alpha board, beta Topuria by KO/TKO); gamma's "goes the distance" is another measure.
  addCase('ufc', { name: 'ufc-398-main-method', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUFCMOV-32NOV20TOPTSA', 'Topuria vs Tsarukyan: Method of Victory', 'Sports', z(SUN, '09:00'), [['TOPKO', 'Topuria by KO/TKO', 'ufcm-top-ko'], ['TOPSUB', 'Topuria by submission', 'ufcm-top-sub'],
      ['TOPDEC', 'Topuria by decision', 'ufcm-top-dec'], ['TSAKO', 'Tsarukyan by KO/TKO', 'ufcm-tsa-ko'], ['TSASUB', 'Tsarukyan by submission', 'ufcm-tsa-sub'], ['TSADEC', 'Tsarukyan by decision', 'ufcm-tsa-dec']], { sources: [UFCS] }),
    B('Will Ilia Topuria win by KO/TKO at UFC 398?', 'Sports', z(SUN, '03:00'), [['ufc-398-topuria-ko-tko', '', 'ufcm-top-ko']]),
    G1('UFC 398 main event: fight goes the distance?', z(SUN, '09:00'), 'ufc-distance'),
  ] }, ['measure']);
}
{ // Co-main Rakhmonov vs Della Maddalena (alpha, beta).
  addCase('ufc', { name: 'ufc-398-comain', events: [
    A('KXUFCFIGHT-32NOV20RAKDEL', 'UFC 398: Rakhmonov vs Della Maddalena', 'Sports', z(SUN, '09:00'), [['RAK', 'Shavkat Rakhmonov', 'ufcc-rak'], ['DEL', 'Jack Della Maddalena', 'ufcc-del']], { sources: [UFCS] }),
    B('UFC 398: Shavkat Rakhmonov vs. Jack Della Maddalena', 'Sports', z(SUN, '03:00'), [['ufc-398-rakhmonov-della-maddalena', '', 'ufcc-rak', { outcomes: yn('Rakhmonov', 'Della Maddalena') }]]),
  ] });
}
{ // Prelim Rosas Jr. vs Talbott — beta_us only.
  addCase('ufc', { name: 'ufc-398-prelim', events: [
    U('ufc-398-rosas-talbott-2032-11-20', 'Raul Rosas Jr. vs. Payton Talbott', 'Sports', z(SUN, '01:00'), [['aec-ufc-rosas-talbott-2032-11-20', '', 'ufcp-rosas', { outcomes: yn('Raul Rosas Jr.', 'Payton Talbott') }]]),
  ] });
}

// ───────────────────────────── COLLEGE FOOTBALL (SATURDAY) AND THE RANKINGS ─────────────────────────────

const NCAA = 'NCAA https://www.ncaa.com/scoreboard/football/fbs';
{ // Oregon at USC, 7:30 PM PT Saturday (alpha, beta, gamma).
  addCase('cfb', { name: 'cfb-ore-usc', events: [
    A('KXNCAAFGAME-32NOV20OREUSC', 'Oregon at USC', 'Sports', z(SUN, '08:00'), [['ORE', 'Oregon', 'oreusc-ore'], ['USC', 'USC', 'oreusc-usc']], { sources: [NCAA] }),
    B('Oregon vs. USC', 'Sports', z(SUN, '03:30'), [['cfb-ore-usc-2032-11-20', '', 'oreusc-ore', { outcomes: yn('Oregon', 'USC') }]]),
    G('Oregon Ducks at USC Trojans (Nov 20) winner', z(SUN, '08:00'), gr(['Oregon', 'oreusc-ore'], ['USC', 'oreusc-usc'])),
  ] });
}
{ // Oklahoma at Alabama, 3:30 PM CT (alpha, beta_us); gamma lists Alabama −6.5 (measure).
  addCase('cfb', { name: 'cfb-ou-bama', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXNCAAFGAME-32NOV20OUBAMA', 'Oklahoma at Alabama', 'Sports', z(SUN, '02:00'), [['OU', 'Oklahoma', 'oubama-ou'], ['BAMA', 'Alabama', 'oubama-bama']], { sources: [NCAA] }),
    U('cfb-okla-ala-2032-11-20', 'Oklahoma Sooners at Alabama Crimson Tide', 'Sports', z('2032-11-20', '21:30'), [['aec-cfb-okla-ala-2032-11-20', '', 'oubama-ou', { outcomes: yn('Oklahoma', 'Alabama') }]]),
    G1('Alabama -6.5 vs Oklahoma?', z(SUN, '02:00'), 'oubama-sp-bama6.5'),
  ] }, ['measure']);
}
{ // Georgia at Ole Miss — beta only.
  addCase('cfb', { name: 'cfb-uga-miss', events: [
    B('Georgia vs. Ole Miss', 'Sports', z('2032-11-20', '20:30'), [['cfb-uga-miss-2032-11-20', '', 'ugamiss-uga', { outcomes: yn('Georgia', 'Ole Miss') }]]),
  ] });
}
{ // Indiana at Ohio State, noon ET (alpha, beta).
  addCase('cfb', { name: 'cfb-ind-osu', events: [
    A('KXNCAAFGAME-32NOV20INDOSU', 'Indiana at Ohio St.', 'Sports', z('2032-11-20', '22:00'), [['IND', 'Indiana', 'indosu-ind'], ['OSU', 'Ohio St.', 'indosu-osu']], { sources: [NCAA] }),
    B('Indiana vs. Ohio State', 'Sports', z('2032-11-20', '17:00'), [['cfb-ind-osu-2032-11-20', '', 'indosu-ind', { outcomes: yn('Indiana', 'Ohio State') }]]),
  ] });
}
{ // No. 1 in the AP Top 25 released Sunday (alpha, beta); gamma's Coaches Poll No. 1 is another statistic (measure).
  addCase('cfb', { name: 'cfb-ap-no1-nov21', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXAPTOP1-32NOV21', 'No. 1 in the AP Top 25 on Nov 21, 2032', 'Sports', z(SUN, '20:00'), [['OSU', 'Ohio St.', 'ap1-osu'], ['ORE', 'Oregon', 'ap1-ore'], ['UGA', 'Georgia', 'ap1-uga']],
      { sources: ['AP https://apnews.com/hub/ap-top-25-college-football-poll'] }),
    B('AP Poll #1 on November 21?', 'Sports', z(SUN, '20:00'), [['ap-poll-1-nov-21-ohio-state', 'Ohio State', 'ap1-osu'], ['ap-poll-1-nov-21-oregon', 'Oregon', 'ap1-ore'], ['ap-poll-1-nov-21-indiana', 'Indiana', 'ap1-ind']]),
    G('USA TODAY Coaches Poll No. 1 — Nov 21', z(SUN, '20:00'), gr(['Ohio State', 'coach1-osu'], ['Oregon', 'coach1-ore'], ['Georgia', 'coach1-uga'])),
  ] }, ['measure']);
}
{ // No. 1 in the CFP committee rankings of Tuesday Nov 23 (alpha, beta_us); gamma's final rankings of Dec 5 (date).
  addCase('cfb', { name: 'cfb-cfp-no1-nov23', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXCFPRANK1-32NOV23', 'No. 1 in the College Football Playoff rankings released Nov 23', 'Sports', z('2032-11-24', '03:00'), [['OSU', 'Ohio St.', 'cfp1-osu'], ['ORE', 'Oregon', 'cfp1-ore'], ['UGA', 'Georgia', 'cfp1-uga']],
      { sources: ['College Football Playoff https://collegefootballplayoff.com/sports/football/rankings'] }),
    U('cfp-rankings-no1-2032-11-23', 'CFP Rankings: No. 1 on Tuesday, Nov. 23', 'Sports', z('2032-11-24', '01:00'), [['cfp-no1-2032-11-23-ohio-state', 'Ohio State', 'cfp1-osu'], ['cfp-no1-2032-11-23-oregon', 'Oregon', 'cfp1-ore']]),
    G('No. 1 in the final CFP rankings (Selection Day, Dec 5)', z('2032-12-05', '18:00'), gr(['Ohio State', 'cfpfinal-osu'], ['Oregon', 'cfpfinal-ore'], ['Georgia', 'cfpfinal-uga'])),
  ] }, ['date']);
}

// ───────────────────────────── SUNDAY CRYPTO DAILIES ─────────────────────────────

const BINANCE = 'https://www.binance.com/en/trade/BTC_USDT';
{ // BTC at 5 PM ET Sunday (alpha, CF Benchmarks; gamma, Binance: same instant, nf); beta's noon ET ladder is another instant (date).
  addCase('crypto', { name: 'btc-5pm-nov21', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A(`KXBTCD-${D}17`, 'Bitcoin price on Nov 21, 2032 at 5pm EST?', 'Crypto', z(SUN, '22:00'), w([['T204999.99', '$205,000 or above', 'btc5-205k'], ['T209999.99', '$210,000 or above', 'btc5-210k'],
      ['T214999.99', '$215,000 or above', 'btc5-215k']], { rules: 'Resolves on the CF Benchmarks Bitcoin Real-Time Index (BRTI) averaged over the 60 seconds before 5:00 PM ET on Nov 21, 2032.' }), { sources: [CFB] }),
    G1('Bitcoin above $210,000 at 5:00 PM ET on Sunday, Nov 21?', z(SUN, '22:00'), 'btc5-210k', { rules: 'Resolves YES if the Binance BTC/USDT 1-minute candle closing at 17:00 ET on 21 Nov 2032 closes above 210,000.' }),
    B('Bitcoin above ___ on November 21?', 'Crypto', z(SUN, '17:00'), w([['bitcoin-above-205k-on-november-21-2032', '205,000', 'btc12-205k'], ['bitcoin-above-210k-on-november-21-2032', '210,000', 'btc12-210k'],
      ['bitcoin-above-215k-on-november-21-2032', '215,000', 'btc12-215k']], { src: BINANCE, rules: 'Resolves by the Binance BTC/USDT 1-minute candle for 12:00 ET on November 21, 2032 (its final "Close" price).' })),
  ] }, ['source', 'date']);
}
{ // ETH at noon ET (beta, beta_us); alpha's 5 PM ET ladder is another instant (date); gamma is Ethereum Classic (asset).
  addCase('crypto', { name: 'eth-noon-nov21', groups: [['beta', 'beta_us'], ['alpha'], ['gamma']], events: [
    B('Ethereum above ___ on November 21?', 'Crypto', z(SUN, '17:00'), w([['ethereum-above-8800-on-november-21-2032', '8,800', 'eth12-8800'], ['ethereum-above-9000-on-november-21-2032', '9,000', 'eth12-9000'],
      ['ethereum-above-9200-on-november-21-2032', '9,200', 'eth12-9200']], { src: 'https://www.binance.com/en/trade/ETH_USDT' })),
    U1('ethereum-above-9000-nov-21-2032-12pm-et', 'ETH above $9,000 on Nov 21 at 12:00 PM ET?', 'Crypto', z(SUN, '17:00'), 'eth12-9000', { src: 'https://www.binance.com/en/trade/ETH_USDT' }),
    A(`KXETHD-${D}17`, 'Ethereum price on Nov 21, 2032 at 5pm EST?', 'Crypto', z(SUN, '22:00'), [['T8999.99', '$9,000 or above', 'eth5-9000'], ['T9199.99', '$9,200 or above', 'eth5-9200']],
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    G1('Ethereum Classic (ETC) above $90 at noon ET on Nov 21?', z(SUN, '17:00'), 'etc12-90'),
  ] }, ['date', 'asset']);
}
{ // SOL 5 PM ET price ranges (alpha CF Benchmarks; gamma Binance): same instant and buckets, nf.
  addCase('crypto', { name: 'sol-5pm-nov21', fungible: nf('alpha|gamma'), events: [
    A(`KXSOLD-${D}17`, 'Solana price range on Nov 21, 2032 at 5pm EST?', 'Crypto', z(SUN, '22:00'), [['B445', '$440 to 449.99', 'sol5-440'], ['B455', '$450 to 459.99', 'sol5-450'], ['B465', '$460 to 469.99', 'sol5-460']],
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/SOLUSD_RTI'] }),
    G('SOL price at 5pm ET, Sunday Nov 21 (Binance SOL/USDT)', z(SUN, '22:00'), gr(['$440–450', 'sol5-440'], ['$450–460', 'sol5-450'], ['$460–470', 'sol5-460'], ['Above $470', 'sol5-470up'])),
  ] }, ['source']);
}
{ // BTC Up or Down, Sunday (beta, beta_us: noon ET candle vs the day before); gamma's UTC daily candle is another measure.
  addCase('crypto', { name: 'btc-updown-nov21', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Bitcoin Up or Down on November 21?', 'Crypto', z(SUN, '17:00'), [['bitcoin-up-or-down-on-november-21-2032', '', 'btcud-up', { outcomes: yn('Up', 'Down'), src: BINANCE,
      rules: 'Resolves "Up" if the close of the Binance BTC/USDT 1-hour candle for 12:00 ET on Nov 21 is higher than the close of the 12:00 ET candle on Nov 20; otherwise "Down".' }]]),
    U1('btc-up-or-down-2032-11-21', 'Bitcoin Up or Down — Sunday, Nov 21', 'Crypto', z(SUN, '17:00'), 'btcud-up', { outcomes: yn('Up', 'Down'), src: BINANCE }),
    G1('BTC daily candle (UTC) Nov 21 closes green?', z(MON, '00:00'), 'btcutc-green'),
  ] }, ['measure']);
}
{ // BTC weekly high Nov 15–21 reaching $220k (alpha CF Benchmarks, beta Binance: nf); gamma's "by Nov 30" (deadline).
  addCase('crypto', { name: 'btc-hit-220k-week', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXBTCMAXW-32NOV21', 'How high will Bitcoin get this week? (Nov 15–21, 2032)', 'Crypto', z(MON, '04:59'), [['T219999.99', '$220,000 or above', 'btcwk-220k'], ['T229999.99', '$230,000 or above', 'btcwk-230k']], { sources: [CFB] }),
    B('What price will Bitcoin hit November 15-21?', 'Crypto', z(MON, '04:59'), w([['will-bitcoin-reach-220k-november-15-21-2032', '↑ 220,000', 'btcwk-220k'], ['will-bitcoin-dip-to-190k-november-15-21-2032', '↓ 190,000', 'btcwk-dip190k']], { src: BINANCE })),
    G1('Will Bitcoin hit $220,000 by November 30?', z('2032-12-01', '04:59'), 'btcnov30-220k'),
  ] }, ['source', 'deadline']);
}
{ // XRP at 5 PM ET — alpha only.
  addCase('crypto', { name: 'xrp-5pm-nov21', events: [
    A(`KXXRPD-${D}17`, 'XRP price on Nov 21, 2032 at 5pm EST?', 'Crypto', z(SUN, '22:00'), [['T3.9999', '$4.00 or above', 'xrp5-4.00'], ['T4.1999', '$4.20 or above', 'xrp5-4.20']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/XRPUSD_RTI'] }),
  ] });
}
{ // Dogecoin at noon ET — beta_us only.
  addCase('crypto', { name: 'doge-noon-nov21', events: [
    U1('dogecoin-above-0pt60-nov-21-2032-12pm-et', 'Dogecoin above $0.60 on Nov 21 at noon ET?', 'Crypto', z(SUN, '17:00'), 'doge12-0.60', { src: 'https://www.binance.com/en/trade/DOGE_USDT' }),
  ] });
}

// ───────────────────────────── WEATHER IN NFL CITIES, SUNDAY ─────────────────────────────

const cli = (site: string, station: string): string => `National Weather Service https://forecast.weather.gov/product.php?site=${site}&product=CLI&issuedby=${station}`;
{ // Chicago high (alpha: NWS Midway; beta: Wunderground O'Hare — one event, nf); gamma lists the low (measure).
  addCase('weather', { name: 'wx-chi-high', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A(`KXHIGHCHI-${D}`, 'Highest temperature in Chicago on Nov 21, 2032?', 'Climate and Weather', z(MON, '06:00'), [['T43', '43° or below', 'chi-hi-le43'], ['B44.5', '44° to 45°', 'chi-hi-44'],
      ['B46.5', '46° to 47°', 'chi-hi-46'], ['B48.5', '48° to 49°', 'chi-hi-48'], ['T49', '50° or above', 'chi-hi-ge50']], { sources: [cli('LOT', 'MDW')] }),
    B('Highest temperature in Chicago on November 21?', 'Weather', z(MON, '06:00'), w([['highest-temperature-in-chicago-on-november-21-2032-43forbelow', '43°F or below', 'chi-hi-le43'],
      ['highest-temperature-in-chicago-on-november-21-2032-44-45f', '44-45°F', 'chi-hi-44'], ['highest-temperature-in-chicago-on-november-21-2032-46-47f', '46-47°F', 'chi-hi-46'],
      ['highest-temperature-in-chicago-on-november-21-2032-48-49f', '48-49°F', 'chi-hi-48'], ['highest-temperature-in-chicago-on-november-21-2032-50forhigher', '50°F or higher', 'chi-hi-ge50']],
      { src: 'https://www.wunderground.com/history/daily/us/il/chicago/KORD' })),
    G('Chicago lowest temperature, Sun Nov 21', z(MON, '06:00'), gr(['31°F or below', 'chi-lo-le31'], ['32–35°F', 'chi-lo-32'], ['36°F or above', 'chi-lo-ge36'])),
  ] }, ['source', 'measure']);
}
{ // New York high (alpha: Central Park; beta: LaGuardia on Wunderground) — one event, nf.
  addCase('weather', { name: 'wx-nyc-high', fungible: nf('alpha|beta'), events: [
    A(`KXHIGHNY-${D}`, 'Highest temperature in NYC on Nov 21, 2032?', 'Climate and Weather', z(MON, '06:00'), [['T47', '47° or below', 'nyc-hi-le47'], ['B48.5', '48° to 49°', 'nyc-hi-48'], ['B50.5', '50° to 51°', 'nyc-hi-50'],
      ['T51', '52° or above', 'nyc-hi-ge52']], { sources: [cli('OKX', 'NYC')] }),
    B('Highest temperature in NYC on November 21?', 'Weather', z(MON, '06:00'), w([['highest-temperature-in-nyc-on-november-21-2032-48-49f', '48-49°F', 'nyc-hi-48'],
      ['highest-temperature-in-nyc-on-november-21-2032-50-51f', '50-51°F', 'nyc-hi-50'], ['highest-temperature-in-nyc-on-november-21-2032-52forhigher', '52°F or higher', 'nyc-hi-ge52']],
      { src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA' })),
  ] }, ['source']);
}
{ // Denver high Sunday (alpha, gamma, both NWS Denver International); beta lists Monday (date).
  addCase('weather', { name: 'wx-den-high', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXHIGHDEN-${D}`, 'Highest temperature in Denver on Nov 21, 2032?', 'Climate and Weather', z(MON, '07:00'), [['T51', '51° or below', 'den-hi-le51'], ['B52.5', '52° to 53°', 'den-hi-52'], ['T53', '54° or above', 'den-hi-ge54']], { sources: [cli('BOU', 'DEN')] }),
    G('Denver high temp on Sunday 11/21 (NWS CLI)', z(MON, '07:00'), gr(['≤51°F', 'den-hi-le51'], ['52–53°F', 'den-hi-52'], ['≥54°F', 'den-hi-ge54'])),
    B('Highest temperature in Denver on November 22?', 'Weather', z('2032-11-23', '07:00'), [['highest-temperature-in-denver-on-november-22-2032-52-53f', '52-53°F', 'den22-hi-52'], ['highest-temperature-in-denver-on-november-22-2032-54forhigher', '54°F or higher', 'den22-hi-ge54']]),
  ] }, ['date']);
}
{ // Philadelphia high (alpha, beta_us; both the NWS report for PHL).
  addCase('weather', { name: 'wx-phl-high', events: [
    A(`KXHIGHPHIL-${D}`, 'Highest temperature in Philadelphia on Nov 21, 2032?', 'Climate and Weather', z(MON, '06:00'), [['B50.5', '50° to 51°', 'phl-hi-50'], ['B52.5', '52° to 53°', 'phl-hi-52'], ['T53', '54° or above', 'phl-hi-ge54']], { sources: [cli('PHI', 'PHL')] }),
    U('philadelphia-high-temp-2032-11-21', 'Philadelphia daily high — Nov 21', 'Weather', z(MON, '06:00'), [['philly-high-2032-11-21-50-51', '50–51°F', 'phl-hi-50'], ['philly-high-2032-11-21-52-53', '52–53°F', 'phl-hi-52'], ['philly-high-2032-11-21-54-plus', '54°F+', 'phl-hi-ge54']]),
  ] });
}
{ // Snow in Green Bay on Sunday (beta, calendar day at the airport) vs snow during the SNF game at Lambeau (gamma): observation.
  addCase('weather', { name: 'wx-grb-snow', groups: [['beta'], ['gamma']], events: [
    B1('Will it snow in Green Bay on November 21?', 'Weather', z(MON, '06:00'), 'grb-snow-day', { mx: { src: 'https://forecast.weather.gov/product.php?site=GRB&product=CLI&issuedby=GRB' } }),
    G1('Snow falling during Lions vs Packers on Sunday Night Football?', z(MON, '05:00'), 'grb-snow-snf'),
  ] }, ['observation']);
}
{ // Buffalo snowfall — alpha only.
  addCase('weather', { name: 'wx-buf-snow', events: [
    A(`KXSNOWBUF-${D}`, 'Buffalo snowfall on Nov 21, 2032?', 'Climate and Weather', z(MON, '06:00'), [['T0.9', 'At least 1 inch', 'buf-snow-1in'], ['T2.9', 'At least 3 inches', 'buf-snow-3in']], { sources: [cli('BUF', 'BUF')] }),
  ] });
}
{ // Rain in Seattle (alpha: 0.01"+ at Sea-Tac) and beta_us's "more than 0.50 in" are rungs of one daily total (threshold).
  addCase('weather', { name: 'wx-sea-rain', events: [
    A1(`KXRAINSEA-${D}`, 'Will it rain in Seattle on Nov 21, 2032?', 'Climate and Weather', z(MON, '08:00'), 'T0', 'Rain in Seattle (0.01 in or more)', 'sea-rain-any', { sources: [cli('SEW', 'SEA')] }),
    U1('seattle-precipitation-over-0pt5-in-2032-11-21', 'Seattle precipitation above 0.50 in on Nov 21?', 'Weather', z(MON, '08:00'), 'sea-rain-0.5'),
  ] }, ['threshold']);
}
{ // Kansas City high (alpha, beta); gamma's near-identical title is about Green Bay (place).
  addCase('weather', { name: 'wx-mci-high', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXHIGHMCI-${D}`, 'Highest temperature in Kansas City on Nov 21, 2032?', 'Climate and Weather', z(MON, '06:00'), [['B46.5', '46° to 47°', 'mci-hi-46'], ['B48.5', '48° to 49°', 'mci-hi-48'], ['T49', '50° or above', 'mci-hi-ge50']], { sources: [cli('EAX', 'MCI')] }),
    B('Highest temperature in Kansas City on November 21?', 'Weather', z(MON, '06:00'), w([['highest-temperature-in-kansas-city-on-november-21-2032-46-47f', '46-47°F', 'mci-hi-46'],
      ['highest-temperature-in-kansas-city-on-november-21-2032-48-49f', '48-49°F', 'mci-hi-48'], ['highest-temperature-in-kansas-city-on-november-21-2032-50forhigher', '50°F or higher', 'mci-hi-ge50']],
      { src: 'https://forecast.weather.gov/product.php?site=EAX&product=CLI&issuedby=MCI' })),
    G('Highest temperature in Green Bay on Nov 21?', z(MON, '06:00'), gr(['37°F or below', 'grb-hi-le37'], ['38–41°F', 'grb-hi-38'], ['42°F or above', 'grb-hi-ge42'])),
  ] }, ['place']);
}

// ───────────────────────────── WEEKEND BOX OFFICE (NOV 19–21) ─────────────────────────────

{ // No. 1 film of the Nov 19–21 weekend (alpha, beta; both Box Office Mojo).
  addCase('box_office', { name: 'bo-top-weekend-nov21', events: [
    A('KXTOPMOVIE-32NOV21', 'Top movie at the domestic box office this weekend (Nov 19–21, 2032)?', 'Entertainment', z('2032-11-22', '21:00'), [['STOR', 'Stormbreak', 'bo1-stormbreak'], ['GREM', 'Gremlins 3', 'bo1-gremlins3'],
      ['LAST', 'The Last Frontier', 'bo1-lastfrontier']], { sources: [BOM] }),
    B('#1 movie at the box office this weekend? (Nov 19-21)', 'Culture', z('2032-11-22', '21:00'), w([['top-grossing-movie-weekend-nov-19-21-2032-stormbreak', 'Stormbreak', 'bo1-stormbreak'],
      ['top-grossing-movie-weekend-nov-19-21-2032-gremlins-3', 'Gremlins 3', 'bo1-gremlins3'], ['top-grossing-movie-weekend-nov-19-21-2032-paddington-4', 'Paddington 4', 'bo1-paddington4']],
      { src: 'https://www.boxofficemojo.com/weekend/2032W47/' })),
  ] });
}
{ // Stormbreak 3-day opening (alpha Box Office Mojo; beta The Numbers: one event, nf); gamma its Rotten Tomatoes score (measure).
  addCase('box_office', { name: 'bo-stormbreak-opening', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXOPENSTORMBREAK-32NOV21', 'Stormbreak opening weekend domestic box office', 'Entertainment', z('2032-11-22', '21:00'), [['60', 'Above $60M', 'storm-ow-60'], ['75', 'Above $75M', 'storm-ow-75'], ['90', 'Above $90M', 'storm-ow-90']],
      { sources: [BOM], rules: 'Resolves on the 3-day (Fri–Sun) domestic gross reported by Box Office Mojo for Nov 19–21, 2032, as first published on Monday.' }),
    B('Stormbreak opening weekend above $75M?', 'Culture', z('2032-11-22', '21:00'), [['stormbreak-opening-weekend-above-75m', '', 'storm-ow-75', { src: TN }]]),
    G1('Stormbreak Rotten Tomatoes Tomatometer 80% or higher on Monday?', z('2032-11-22', '17:00'), 'storm-rt-80'),
  ] }, ['source', 'measure']);
}
{ // Zootopia 3 (opens Wed Nov 24): 3-day Fri–Sun opening (alpha, beta_us) vs the 5-day Wed–Sun Thanksgiving frame (beta): measure.
  addCase('box_office', { name: 'bo-zootopia3-opening', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXOPENZOOTOPIA3-32NOV28', 'Zootopia 3 opening weekend (3-day) domestic box office', 'Entertainment', z('2032-11-29', '21:00'), [['100', 'Above $100M', 'zoo3-3d-100'], ['125', 'Above $125M', 'zoo3-3d-125']], { sources: [BOM] }),
    U1('zootopia-3-3-day-opening-above-100m', 'Zootopia 3 3-day opening weekend (Nov 26–28) above $100M?', 'Culture', z('2032-11-29', '21:00'), 'zoo3-3d-100'),
    B('Zootopia 3 5-day Thanksgiving opening above $150M?', 'Culture', z('2032-11-29', '21:00'), [['zootopia-3-5-day-thanksgiving-opening-above-150m', '', 'zoo3-5d-150', { src: TN }]]),
  ] }, ['measure']);
}
{ // Stormbreak worldwide opening — gamma only.
  addCase('box_office', { name: 'bo-stormbreak-worldwide', events: [
    G1('Stormbreak global opening above $180M (studio reported)?', z('2032-11-22', '21:00'), 'storm-ww-180'),
  ] });
}

// ───────────────────────────── MONDAY 22 NOVEMBER ─────────────────────────────

{ // Monday Night Football: Rams at 49ers, 8:15 PM ET (all four venues); beta's YES is the 49ers, gamma's the Rams (inverted).
  addCase('monday', { name: 'mnf-lar-sf-ml', events: [
    A(`KXNFLGAME-${ad(MON)}LARSF`, 'Los Angeles R at San Francisco', 'Sports', z('2032-11-23', '05:00'), [['LAR', 'Los Angeles R', 'larsf-lar'], ['SF', 'San Francisco', 'larsf-sf']], { sources: [NFLS] }),
    B('49ers vs. Rams', 'Sports', z('2032-11-23', '01:15'), [['nfl-lar-sf-2032-11-22', '', 'larsf-sf', { outcomes: yn('49ers', 'Rams') }]]),
    U('nfl-lar-sf-2032-11-22', 'MNF: Los Angeles Rams at San Francisco 49ers', 'Sports', z('2032-11-23', '01:15'), [['aec-nfl-lar-sf-2032-11-22', '', 'larsf-lar', { outcomes: yn('Los Angeles Rams', 'San Francisco 49ers') }]]),
    G1('Will the Rams win at Levi\'s Stadium on Monday night?', z('2032-11-23', '05:00'), 'larsf-lar'),
  ] }, ['inverted']);
}
{ // MNF spread: 49ers −3.5 (alpha, beta).
  addCase('monday', { name: 'mnf-lar-sf-spread', events: [
    A(`KXNFLSPREAD-${ad(MON)}LARSF`, 'Los Angeles R at San Francisco: Spread', 'Sports', z('2032-11-23', '05:00'), [['SF4', 'San Francisco wins by over 3.5 points', 'larsf-sp-sf3.5'], ['SF7', 'San Francisco wins by over 6.5 points', 'larsf-sp-sf6.5']], { sources: [NFLS] }),
    B('Spread: 49ers (-3.5)', 'Sports', z('2032-11-23', '01:15'), [['nfl-lar-sf-2032-11-22-spread-home-3pt5', '', 'larsf-sp-sf3.5', { outcomes: yn('49ers', 'Rams') }]]),
  ] });
}
{ // MNF receiving yards: Puka Nacua 90+ (alpha, gamma); beta_us lists his receptions (measure).
  addCase('monday', { name: 'mnf-lar-sf-recyds', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A(`KXNFLRECYDS-${ad(MON)}LARSF`, 'Los Angeles R at San Francisco: Receiving Yards', 'Sports', z('2032-11-23', '05:00'), [['PNACUA90', 'Puka Nacua: 90+', 'larsf-recy-nacua90'], ['PNACUA60', 'Puka Nacua: 60+', 'larsf-recy-nacua60'],
      ['BAIYUK50', 'Brandon Aiyuk: 50+', 'larsf-recy-aiyuk50']], { sources: [NFLSTATS] }),
    G1('Puka Nacua 90+ receiving yards on Monday Night Football?', z('2032-11-23', '05:00'), 'larsf-recy-nacua90'),
    U1('pp-nfl-lar-sf-2032-11-22-pnacua-receptions-6pt5', 'Puka Nacua O/U 6.5 receptions (Rams at 49ers)', 'Sports', z('2032-11-23', '01:15'), 'larsf-rec-nacua6.5', { outcomes: yn('Over', 'Under') }),
  ] }, ['measure']);
}
{ // BTC at 5 PM ET Monday (alpha, gamma on CF Benchmarks); beta's Monday noon ET ladder is another instant (date).
  addCase('monday', { name: 'btc-5pm-nov22', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXBTCD-${ad(MON)}17`, 'Bitcoin price on Nov 22, 2032 at 5pm EST?', 'Crypto', z(MON, '22:00'), [['T209999.99', '$210,000 or above', 'btc5m-210k'], ['T214999.99', '$215,000 or above', 'btc5m-215k']], { sources: [CFB] }),
    G1('BTC ≥ $210K at 5pm ET Monday Nov 22 (CF Benchmarks BRTI)?', z(MON, '22:00'), 'btc5m-210k'),
    B('Bitcoin above ___ on November 22?', 'Crypto', z(MON, '17:00'), w([['bitcoin-above-210k-on-november-22-2032', '210,000', 'btc12m-210k'], ['bitcoin-above-215k-on-november-22-2032', '215,000', 'btc12m-215k']], { src: BINANCE })),
  ] }, ['date']);
}
{ // S&P 500 Monday close at or above 9,500 (alpha, gamma); beta's Up or Down vs Friday's close is another measure.
  addCase('monday', { name: 'spx-close-nov22', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXINXD-${ad(MON)}H1600`, 'S&P 500 on Nov 22, 2032 at 4pm EST?', 'Financials', z(MON, '21:00'), [['T9499.99', '9,500 or above', 'spx-9500'], ['T9599.99', '9,600 or above', 'spx-9600']],
      { sources: ['S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/'] }),
    G1('S&P 500 closes at or above 9,500 on Monday, Nov 22?', z(MON, '21:00'), 'spx-9500'),
    B('S&P 500 Up or Down on November 22?', 'Finance', z(MON, '21:00'), [['spx-up-or-down-on-november-22-2032', '', 'spx-updown-up', { outcomes: yn('Up', 'Down') }]]),
  ] }, ['measure']);
}
{ // Monday NBA: Warriors at Suns (alpha, beta_us).
  addCase('monday', { name: 'nba-gsw-phx-ml', events: [
    A(`KXNBAGAME-${ad(MON)}GSWPHX`, 'Golden State at Phoenix', 'Sports', z('2032-11-23', '06:00'), [['GSW', 'Golden State', 'gswphx-gsw'], ['PHX', 'Phoenix', 'gswphx-phx']], { sources: [NBAS] }),
    U('nba-gsw-phx-2032-11-22', 'Golden State Warriors at Phoenix Suns', 'Sports', z('2032-11-23', '03:00'), [['aec-nba-gsw-phx-2032-11-22', '', 'gswphx-gsw', { outcomes: yn('Golden State Warriors', 'Phoenix Suns') }]]),
  ] });
}
{ // MNF total points — beta_us only.
  addCase('monday', { name: 'mnf-lar-sf-total', events: [
    U1('tsc-nfl-lar-sf-2032-11-22-45pt5', 'Rams vs. 49ers: O/U 45.5', 'Sports', z('2032-11-23', '01:15'), 'larsf-tot45.5', { outcomes: yn('Over', 'Under') }),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout47-set.json', import.meta.url));
