// Thirty-seventh independent refdata holdout: writes test/refdata/holdout37-set.json (one sports-heavy weekend,
// Saturday 15 and Sunday 16 May 2032, as the venues listed it on Friday 14 May: NBA and NHL second-round playoff games
// with moneylines, spreads, totals and series markets; MLB games and props; the Premier League, LaLiga and Serie A final
// matchdays with their title, European-place and relegation races; the Rome Masters finals; the PGA Championship's
// weekend; the Canadian Grand Prix sprint weekend; a UFC card; IPL cricket; esports; the weekend's crypto dailies; US
// city daily highs; the weekend box office; Monday 17 May's data releases; and a few non-sports distractors).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout37.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout35.build.ts (its header: the labelling rules below are
// adopted from it verbatim, and the helper usage) and the last 45 lines of test/refdata/holdout35.build.ts (how the
// JSON is written out). Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build
// file or test in test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has
// not been seen.
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
// Set-specific readings (applying the rules above): a game's winner (moneyline), its point/run/goal/map spread, its
// total, a first-half / first-five-innings / 60-minute / first-map result, the toss and a player's statistic are
// different questions, so different events; one game's spread ladder and its total ladder are each one event whose
// rungs are outcomes ("wins by over 3.5" and "-3.5" are one outcome; "over 212.5" and "O/U 212.5" read as Over are one
// outcome, "under 212.5" is its complement). A beta/beta_us two-outcome game market's YES side is its first outcome, so
// "Timberwolves vs. Thunder" is the Minnesota outcome (marked 'inverted' where another venue's YES is the other side).
// NHL playoff moneylines include overtime; a regulation (60-minute) result is another period. Integer statistics
// (points, strikeouts, an index published in whole points) make "30+", "over 29.5" and "above 29" one outcome; China's
// retail sales are published to one decimal, so "above 4.0%" and "4.1% or higher" are one outcome. The same two teams on
// another day (Game 6 vs Game 7, Saturday vs Sunday of one series, a league match vs a cup final) and the two games of a
// doubleheader are different events. A series winner, a conference champion and the league champion are different
// rounds. Soccer: the 90-minute result is a three-way event, and "City win or draw" is the complement of "Villa win";
// "relegated" and "finishes 18th or lower" are one event in the Premier League (no play-off), "finishes bottom" is
// another; "finishes top four" and "qualifies for the Champions League" are different observations (other routes give
// places); the Golden Boot and the most-assists award are different measures. Golf: the 54-hole leader is another round
// than the champion; "winning score under -9.5" and "-10 or lower" are one outcome and "-9 or worse" their complement.
// F1: the sprint, qualifying (pole) and the Grand Prix are different rounds; the Indianapolis 500 pole is another series
// and another round than the Indy 500 itself. UFC: a fight's winner, its method and "goes the distance" are different
// questions ("ends inside the distance" is the complement of "goes the distance"). Crypto: the 12:00 ET Binance candle
// and the 17:00 ET CF Benchmarks value are different instants, so different events; one instant priced off Binance vs
// CF Benchmarks is one event (nf); "above X at 5pm Sunday" and "hits X any time May 10-16" are different observation
// kinds; a noon-to-noon ET "up or down" and a UTC daily candle are different windows. Weather: daily highs at two
// stations of one city (Central Park vs LaGuardia, Midway vs O'Hare) are one event (nf); the high and the low are
// different measures; Portland OR and Portland ME are different places. Box office: the distributor's Sunday estimate
// and Monday actuals are different estimates; domestic and worldwide are different measures; Box Office Mojo vs The
// Numbers for the same weekend figure is nf. Monday releases: the NY Fed's Empire State index and the Philadelphia Fed
// index are different statistics, as are AAA's daily average and EIA's weekly retail price; China's retail sales and
// industrial output, and Japan's preliminary GDP q/q and annualised, are different measures. Elsewhere: the UK's
// Eurovision placing is one statistic ("top 10" and "last" are two outcomes of it); "launches by May 16" and "before
// May 17" are one deadline, "launches on May 15" is another event; a June FOMC "any cut" is its own outcome of the
// June decision, and "a cut by July" is another deadline.
// Ids: beta event ids 450001+, gamma ids 39001+, alpha tickers dated 2032; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'nba' | 'nhl' | 'mlb' | 'soccer' | 'tennis' | 'golf' | 'motorsport' | 'ufc' | 'cricket' | 'esports' | 'crypto' | 'weather' | 'box_office' | 'monday_data' | 'non_sports';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'time' | 'deadline' | 'source' | 'inverted' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round' | 'period';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(450000, 39000);

const NBA = 'https://www.nba.com/';
const NHL = 'https://www.nhl.com/';
const MLB = 'https://www.mlb.com/';
const EPL = 'https://www.premierleague.com/';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const BINANCE = 'https://www.binance.com/en/trade/BTC_USDT';
const NWS = 'https://www.weather.gov/wrh/climate';
const MOJO = 'Box Office Mojo https://www.boxofficemojo.com/weekend/';
const NUMBERS = 'https://www.the-numbers.com/weekend-box-office-chart';

// ───────────────────────────── NBA (second round) ─────────────────────────────

{ // Thunder at Timberwolves, Game 6 (OKC leads 3-2), Sat 8:30 pm ET: moneyline on all four venues.
  const tip = z('2032-05-16', '00:30');
  addCase('nba', { name: 'nba-okc-min-g6', events: [
    A('KXNBAGAME-32MAY15OKCMIN', 'Oklahoma City at Minnesota (Game 6)', 'Sports', z('2032-05-16', '03:30'), w([
      ['OKC', 'Oklahoma City', 'okcmin6-okc'], ['MIN', 'Minnesota', 'okcmin6-min']],
    { rules: 'If the named team wins the Oklahoma City at Minnesota professional basketball game originally scheduled for May 15, 2032, then the market resolves to Yes. Overtime counts.' }), { sources: [`NBA ${NBA}`] }),
    B('Thunder vs. Timberwolves', 'Sports', tip, [['nba-okc-min-2032-05-15', 'Thunder', 'okcmin6-okc', { outcomes: yn('Thunder', 'Timberwolves'), src: NBA }]]),
    U('nba-okc-min-2032-05-15', 'Thunder at Timberwolves — Game 6', 'Sports', tip, [['aec-nba-okc-min-2032-05-15', 'Thunder', 'okcmin6-okc', { outcomes: yn('Thunder', 'Timberwolves') }]]),
    G('NBA West Semis G6: Thunder @ Timberwolves (May 15)', tip, gr(['Oklahoma City Thunder', 'okcmin6-okc'], ['Minnesota Timberwolves', 'okcmin6-min'])),
  ] });
}
{ // Game 7 (if necessary) Monday 17 May in Oklahoma City: same teams, another date.
  const tip = z('2032-05-18', '00:00');
  addCase('nba', { name: 'nba-okc-min-g7', events: [
    A('KXNBAGAME-32MAY17MINOKC', 'Minnesota at Oklahoma City (Game 7)', 'Sports', z('2032-05-18', '03:00'), [['OKC', 'Oklahoma City', 'okcmin7-okc'], ['MIN', 'Minnesota', 'okcmin7-min']]),
    B('Timberwolves vs. Thunder (Game 7)', 'Sports', tip, [['nba-min-okc-2032-05-17', 'Timberwolves', 'okcmin7-min', { outcomes: yn('Timberwolves', 'Thunder'), src: NBA,
      rules: 'This market refers to Game 7 of the series, scheduled for May 17, 2032. If Game 7 is not played because the series has already been decided, this market resolves 50-50.' }]]),
  ] }, ['date', 'inverted']);
}
{ // Game 6 spread: alpha's ladder, beta at -3.5 (a rung of alpha's), beta_us at -4.5 (no alpha rung).
  const tip = z('2032-05-16', '00:30');
  addCase('nba', { name: 'nba-okc-min-g6-spread', events: [
    A('KXNBASPREAD-32MAY15OKCMIN', 'Oklahoma City at Minnesota: Spread', 'Sports', z('2032-05-16', '03:30'), [
      ['OKC2', 'Oklahoma City wins by over 2.5 Points', 'okcmin6s-okc2'], ['OKC3', 'Oklahoma City wins by over 3.5 Points', 'okcmin6s-okc3'],
      ['OKC5', 'Oklahoma City wins by over 5.5 Points', 'okcmin6s-okc5'], ['OKC7', 'Oklahoma City wins by over 7.5 Points', 'okcmin6s-okc7'],
      ['MIN2', 'Minnesota wins by over 2.5 Points', 'okcmin6s-min2']]),
    B('Spread: Thunder (-3.5)', 'Sports', tip, [['nba-okc-min-2032-05-15-spread-home-3pt5', 'Thunder -3.5', 'okcmin6s-okc3', { outcomes: yn('Thunder', 'Timberwolves'), src: NBA }]]),
    U('nba-okc-min-2032-05-15-spread', 'Thunder vs. Timberwolves Spread', 'Sports', tip, [['aec-nba-okc-min-2032-05-15-spread-4pt5', 'Thunder (-4.5)', 'okcmin6s-okc4', { outcomes: yn('Thunder -4.5', 'Timberwolves +4.5') }]]),
  ] }, ['threshold']);
}
{ // Game 6 total points: alpha Over ladder, beta O/U 212.5 (Over first), gamma's "under 212.5" (the complement).
  const tip = z('2032-05-16', '00:30');
  addCase('nba', { name: 'nba-okc-min-g6-total', events: [
    A('KXNBATOTAL-32MAY15OKCMIN', 'Oklahoma City at Minnesota: Total Points', 'Sports', z('2032-05-16', '03:30'), [
      ['206', 'Over 206.5 points scored', 'okcmin6t-206'], ['209', 'Over 209.5 points scored', 'okcmin6t-209'], ['212', 'Over 212.5 points scored', 'okcmin6t-212'],
      ['215', 'Over 215.5 points scored', 'okcmin6t-215'], ['218', 'Over 218.5 points scored', 'okcmin6t-218']]),
    B('Thunder vs. Timberwolves: O/U 212.5', 'Sports', tip, [['nba-okc-min-2032-05-15-total-212pt5', 'O/U 212.5', 'okcmin6t-212', { outcomes: yn('Over', 'Under'), src: NBA }]]),
    G1('Thunder vs Timberwolves G6: total points under 212.5?', tip, 'okcmin6t-u212', { rules: 'Combined final score of both teams including overtime, per NBA.com box score. Yes if 212 or fewer points.' }),
  ] }, ['inverted']);
}
{ // Thunder–Timberwolves series winner (alpha, beta) vs beta_us's Western Conference champion: round negative.
  addCase('nba', { name: 'nba-okc-min-series', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXNBASERIES-32OKCMINR2', 'Thunder vs Timberwolves: Western Conference Semifinals winner', 'Sports', z('2032-05-18', '04:00'), [['OKC', 'Oklahoma City', 'okcmin-ser-okc'], ['MIN', 'Minnesota', 'okcmin-ser-min']]),
    B('NBA Playoffs: Who Will Win Thunder vs. Timberwolves?', 'Sports', z('2032-05-18', '04:00'), [['nba-playoffs-okc-vs-min-series-winner', 'Thunder', 'okcmin-ser-okc', { outcomes: yn('Thunder', 'Timberwolves'), src: NBA }]]),
    U('nba-western-conference-champion-2032', 'NBA Western Conference Champion 2032', 'Sports', z('2032-06-01', '04:00'), [
      ['nba-wcf-2032-oklahoma-city-thunder', 'Oklahoma City Thunder', 'wcf-okc'], ['nba-wcf-2032-san-antonio-spurs', 'San Antonio Spurs', 'wcf-sas'],
      ['nba-wcf-2032-denver-nuggets', 'Denver Nuggets', 'wcf-den'], ['nba-wcf-2032-minnesota-timberwolves', 'Minnesota Timberwolves', 'wcf-min']]),
  ] }, ['round']);
}
{ // Knicks at Cavaliers, Game 5 (2-2), Sat 5:00 pm ET: full game on alpha/beta/gamma, first-half winner on beta_us.
  const tip = z('2032-05-15', '21:00');
  addCase('nba', { name: 'nba-nyk-cle-g5', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNBAGAME-32MAY15NYCLE', 'New York at Cleveland (Game 5)', 'Sports', z('2032-05-16', '00:00'), [['NY', 'New York', 'nykcle5-nyk'], ['CLE', 'Cleveland', 'nykcle5-cle']]),
    B('Knicks vs. Cavaliers', 'Sports', tip, [['nba-nyk-cle-2032-05-15', 'Knicks', 'nykcle5-nyk', { outcomes: yn('Knicks', 'Cavaliers'), src: NBA }]]),
    G('Knicks @ Cavaliers Game 5 winner (May 15)', tip, gr(['Knicks', 'nykcle5-nyk'], ['Cavaliers', 'nykcle5-cle'])),
    U('nba-nyk-cle-2032-05-15-1h', 'Knicks vs. Cavaliers: 1st Half Moneyline', 'Sports', z('2032-05-15', '22:15'), [['aec-nba-nyk-cle-2032-05-15-1h-moneyline', 'Knicks', 'nykcle5-1h-nyk', { outcomes: yn('Knicks', 'Cavaliers') }]]),
  ] }, ['period']);
}
{ // Knicks–Cavaliers Game 5 spread (alpha ladder, beta Cavaliers -2.5).
  const tip = z('2032-05-15', '21:00');
  addCase('nba', { name: 'nba-nyk-cle-g5-spread', events: [
    A('KXNBASPREAD-32MAY15NYCLE', 'New York at Cleveland: Spread', 'Sports', z('2032-05-16', '00:00'), [
      ['CLE1', 'Cleveland wins by over 1.5 Points', 'nykcle5s-cle1'], ['CLE2', 'Cleveland wins by over 2.5 Points', 'nykcle5s-cle2'],
      ['CLE4', 'Cleveland wins by over 4.5 Points', 'nykcle5s-cle4'], ['NY1', 'New York wins by over 1.5 Points', 'nykcle5s-ny1']]),
    B('Spread: Cavaliers (-2.5)', 'Sports', tip, [['nba-nyk-cle-2032-05-15-spread-home-2pt5', 'Cavaliers -2.5', 'nykcle5s-cle2', { outcomes: yn('Cavaliers', 'Knicks'), src: NBA }]]),
  ] });
}
{ // Spurs at Nuggets, Game 7, Sun 3:30 pm ET: four venues; beta_us lists it Nuggets-first (YES = Denver).
  const tip = z('2032-05-16', '19:30');
  addCase('nba', { name: 'nba-sas-den-g7', events: [
    A('KXNBAGAME-32MAY16SADEN', 'San Antonio at Denver (Game 7)', 'Sports', z('2032-05-16', '22:30'), [['SA', 'San Antonio', 'sasden7-sas'], ['DEN', 'Denver', 'sasden7-den']]),
    B('Spurs vs. Nuggets', 'Sports', tip, [['nba-sas-den-2032-05-16', 'Spurs', 'sasden7-sas', { outcomes: yn('Spurs', 'Nuggets'), src: NBA }]]),
    U('nba-sas-den-2032-05-16', 'Nuggets vs Spurs, Game 7', 'Sports', tip, [['aec-nba-sas-den-2032-05-16', 'Nuggets', 'sasden7-den', { outcomes: yn('Nuggets', 'Spurs') }]]),
    G('Game 7: Spurs at Nuggets — who advances? (May 16)', tip, gr(['Spurs', 'sasden7-sas'], ['Nuggets', 'sasden7-den'])),
  ] }, ['inverted']);
}
{ // Wembanyama points in Game 7: alpha "30+" ladder and beta O/U 29.5 coincide; gamma's points+rebounds double is another measure.
  const tip = z('2032-05-16', '19:30');
  addCase('nba', { name: 'nba-wemby-points-g7', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNBAPTS-32MAY16SADEN', 'Victor Wembanyama points (San Antonio at Denver)', 'Sports', z('2032-05-16', '22:30'), [
      ['VWEM20', 'Victor Wembanyama: 20+ points', 'wemby-20'], ['VWEM25', 'Victor Wembanyama: 25+ points', 'wemby-25'],
      ['VWEM30', 'Victor Wembanyama: 30+ points', 'wemby-30'], ['VWEM35', 'Victor Wembanyama: 35+ points', 'wemby-35']]),
    B('Victor Wembanyama: Points O/U 29.5', 'Sports', tip, [['nba-sas-den-2032-05-16-points-victor-wembanyama-29pt5', 'Wembanyama O/U 29.5', 'wemby-30', { outcomes: yn('Over', 'Under'), src: NBA }]]),
    G1('Wembanyama 30+ PTS & 10+ REB vs Nuggets (G7)?', tip, 'wemby-30-10'),
  ] }, ['measure']);
}
{ // Celtics at Pistons, Game 6, Sun 8:00 pm ET (alpha, beta, gamma).
  const tip = z('2032-05-17', '00:00');
  addCase('nba', { name: 'nba-bos-det-g6', events: [
    A('KXNBAGAME-32MAY16BOSDET', 'Boston at Detroit (Game 6)', 'Sports', z('2032-05-17', '03:00'), [['BOS', 'Boston', 'bosdet6-bos'], ['DET', 'Detroit', 'bosdet6-det']]),
    B('Celtics vs. Pistons', 'Sports', tip, [['nba-bos-det-2032-05-16', 'Celtics', 'bosdet6-bos', { outcomes: yn('Celtics', 'Pistons'), src: NBA }]]),
    G('Celtics vs Pistons, East semis Game 6', tip, gr(['Boston Celtics', 'bosdet6-bos'], ['Detroit Pistons', 'bosdet6-det'])),
  ] });
}
{ // Celtics–Pistons Game 6 total (alpha ladder, beta_us O/U 208.5).
  addCase('nba', { name: 'nba-bos-det-g6-total', events: [
    A('KXNBATOTAL-32MAY16BOSDET', 'Boston at Detroit: Total Points', 'Sports', z('2032-05-17', '03:00'), [
      ['202', 'Over 202.5 points scored', 'bosdet6t-202'], ['205', 'Over 205.5 points scored', 'bosdet6t-205'], ['208', 'Over 208.5 points scored', 'bosdet6t-208'], ['211', 'Over 211.5 points scored', 'bosdet6t-211']]),
    U('nba-bos-det-2032-05-16-total', 'Celtics vs. Pistons: Total Points', 'Sports', z('2032-05-17', '00:00'), [['aec-nba-bos-det-2032-05-16-total-208pt5', 'Over 208.5', 'bosdet6t-208', { outcomes: yn('Over', 'Under') }]]),
  ] });
}
{ // 2032 NBA champion (alpha, beta, gamma; rosters of outcomes differ).
  const close = z('2032-06-25', '04:00');
  addCase('nba', { name: 'nba-champion-2032', events: [
    A('KXNBA-32', '2032 Pro Basketball Champion', 'Sports', close, [['OKC', 'Oklahoma City', 'nbach-okc'], ['DEN', 'Denver', 'nbach-den'], ['SA', 'San Antonio', 'nbach-sas'],
      ['NY', 'New York', 'nbach-nyk'], ['CLE', 'Cleveland', 'nbach-cle'], ['DET', 'Detroit', 'nbach-det'], ['BOS', 'Boston', 'nbach-bos']]),
    B('NBA Champion 2032', 'Sports', close, [['nba-champion-2032-thunder', 'Thunder', 'nbach-okc'], ['nba-champion-2032-spurs', 'Spurs', 'nbach-sas'], ['nba-champion-2032-knicks', 'Knicks', 'nbach-nyk'],
      ['nba-champion-2032-cavaliers', 'Cavaliers', 'nbach-cle'], ['nba-champion-2032-nuggets', 'Nuggets', 'nbach-den'], ['nba-champion-2032-timberwolves', 'Timberwolves', 'nbach-min']]),
    G('2032 NBA Finals champion', close, gr(['Thunder', 'nbach-okc'], ['Spurs', 'nbach-sas'], ['Knicks', 'nbach-nyk'], ['Pistons', 'nbach-det'], ['Other', 'nbach-other'])),
  ] });
}
{ // Draft lottery, Sunday 16 May — alpha only.
  addCase('nba', { name: 'nba-draft-lottery-2032', events: [
    A('KXNBALOTTERY-32', 'Who will win the 2032 NBA Draft Lottery?', 'Sports', z('2032-05-16', '23:00'), [['WAS', 'Washington', 'lot-was'], ['UTA', 'Utah', 'lot-uta'], ['CHA', 'Charlotte', 'lot-cha'], ['BKN', 'Brooklyn', 'lot-bkn']]),
  ] });
}
{ // Shai Gilgeous-Alexander 35+ points in Game 6 — beta only.
  addCase('nba', { name: 'nba-sga-points-g6', events: [
    B('Shai Gilgeous-Alexander: Points O/U 32.5', 'Sports', z('2032-05-16', '00:30'), [['nba-okc-min-2032-05-15-points-shai-gilgeous-alexander-32pt5', 'SGA O/U 32.5', 'sga-33', { outcomes: yn('Over', 'Under'), src: NBA }]]),
  ] });
}

// ───────────────────────────── NHL (second round) ─────────────────────────────

{ // Maple Leafs at Lightning, Game 6, Sat 7:00 pm ET: moneyline incl. OT (alpha, beta, gamma) vs beta_us's regulation-time win.
  const drop = z('2032-05-15', '23:00');
  addCase('nhl', { name: 'nhl-tor-tb-g6', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNHLGAME-32MAY15TORTB', 'Toronto at Tampa Bay (Game 6)', 'Sports', z('2032-05-16', '02:00'), w([['TOR', 'Toronto', 'tortb6-tor'], ['TB', 'Tampa Bay', 'tortb6-tb']],
      { rules: 'If the named team wins the Toronto at Tampa Bay professional hockey game originally scheduled for May 15, 2032, including overtime, then the market resolves to Yes.' }), { sources: [`NHL ${NHL}`] }),
    B('Maple Leafs vs. Lightning', 'Sports', drop, [['nhl-tor-tb-2032-05-15', 'Maple Leafs', 'tortb6-tor', { outcomes: yn('Maple Leafs', 'Lightning'), src: NHL }]]),
    G('Leafs @ Lightning, Game 6 (May 15) winner', drop, gr(['Toronto Maple Leafs', 'tortb6-tor'], ['Tampa Bay Lightning', 'tortb6-tb'])),
    U('nhl-tor-tb-2032-05-15-regulation', 'Maple Leafs vs. Lightning — Regulation Winner', 'Sports', drop, [['aec-nhl-tor-tb-2032-05-15-reg-tb', 'Lightning (60 min)', 'tortb6-reg-tb',
      { outcomes: yn('Yes', 'No'), rules: 'Resolves Yes if the Lightning lead after 60 minutes of play. Overtime is not included.' }]]),
  ] }, ['period']);
}
{ // Leafs–Lightning Game 6 puck line: alpha goal-margin ladder, beta Lightning -1.5.
  addCase('nhl', { name: 'nhl-tor-tb-g6-puckline', events: [
    A('KXNHLSPREAD-32MAY15TORTB', 'Toronto at Tampa Bay: Goal Spread', 'Sports', z('2032-05-16', '02:00'), [
      ['TB1', 'Tampa Bay wins by over 1.5 goals', 'tortb6s-tb1'], ['TB2', 'Tampa Bay wins by over 2.5 goals', 'tortb6s-tb2'], ['TOR1', 'Toronto wins by over 1.5 goals', 'tortb6s-tor1']]),
    B('Puck Line: Lightning (-1.5)', 'Sports', z('2032-05-15', '23:00'), [['nhl-tor-tb-2032-05-15-spread-home-1pt5', 'Lightning -1.5', 'tortb6s-tb1', { outcomes: yn('Lightning', 'Maple Leafs'), src: NHL }]]),
  ] });
}
{ // Oilers at Stars, Game 5 (2-2), Sat 9:30 pm ET (alpha, beta, gamma).
  const drop = z('2032-05-16', '01:30');
  addCase('nhl', { name: 'nhl-edm-dal-g5', events: [
    A('KXNHLGAME-32MAY15EDMDAL', 'Edmonton at Dallas (Game 5)', 'Sports', z('2032-05-16', '04:30'), [['EDM', 'Edmonton', 'edmdal5-edm'], ['DAL', 'Dallas', 'edmdal5-dal']]),
    B('Oilers vs. Stars', 'Sports', drop, [['nhl-edm-dal-2032-05-15', 'Oilers', 'edmdal5-edm', { outcomes: yn('Oilers', 'Stars'), src: NHL }]]),
    G('Edmonton Oilers vs Dallas Stars — Game 5', drop, gr(['Oilers', 'edmdal5-edm'], ['Stars', 'edmdal5-dal'])),
  ] });
}
{ // Oilers–Stars Game 5 total goals: alpha ladder, beta O/U 5.5, beta_us O/U 6.5 (alpha has no 6.5 rung).
  const drop = z('2032-05-16', '01:30');
  addCase('nhl', { name: 'nhl-edm-dal-g5-total', events: [
    A('KXNHLTOTAL-32MAY15EDMDAL', 'Edmonton at Dallas: Total Goals', 'Sports', z('2032-05-16', '04:30'), [
      ['4', 'Over 4.5 goals scored', 'edmdal5t-4'], ['5', 'Over 5.5 goals scored', 'edmdal5t-5'], ['7', 'Over 7.5 goals scored', 'edmdal5t-7']]),
    B('Oilers vs. Stars: O/U 5.5', 'Sports', drop, [['nhl-edm-dal-2032-05-15-total-5pt5', 'O/U 5.5', 'edmdal5t-5', { outcomes: yn('Over', 'Under'), src: NHL }]]),
    U('nhl-edm-dal-2032-05-15-total', 'Oilers vs. Stars Total Goals', 'Sports', drop, [['aec-nhl-edm-dal-2032-05-15-total-6pt5', 'Over 6.5', 'edmdal5t-6', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['threshold']);
}
{ // Oilers–Stars series (alpha, beta, gamma) vs beta_us's Western Conference winner: round negative.
  addCase('nhl', { name: 'nhl-edm-dal-series', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNHLSERIES-32EDMDALR2', 'Oilers vs Stars series winner (Second Round)', 'Sports', z('2032-05-20', '04:00'), [['EDM', 'Edmonton', 'edmdal-ser-edm'], ['DAL', 'Dallas', 'edmdal-ser-dal']]),
    B('NHL Playoffs: Oilers vs. Stars Series Winner', 'Sports', z('2032-05-20', '04:00'), [['nhl-playoffs-edm-vs-dal-series-winner', 'Oilers', 'edmdal-ser-edm', { outcomes: yn('Oilers', 'Stars'), src: NHL }]]),
    G('Who wins the Oilers–Stars 2nd-round series?', z('2032-05-20', '04:00'), gr(['Edmonton', 'edmdal-ser-edm'], ['Dallas', 'edmdal-ser-dal'])),
    U('nhl-western-conference-champion-2032', 'NHL Western Conference Winner 2032', 'Sports', z('2032-06-05', '04:00'), [['nhl-west-2032-edmonton-oilers', 'Edmonton Oilers', 'nhlw-edm'],
      ['nhl-west-2032-dallas-stars', 'Dallas Stars', 'nhlw-dal'], ['nhl-west-2032-colorado-avalanche', 'Colorado Avalanche', 'nhlw-col'], ['nhl-west-2032-vegas-golden-knights', 'Vegas Golden Knights', 'nhlw-vgk']]),
  ] }, ['round']);
}
{ // Capitals at Hurricanes, Game 7, Sun 3:00 pm ET (alpha, beta, beta_us Hurricanes-first).
  const drop = z('2032-05-16', '19:00');
  addCase('nhl', { name: 'nhl-wsh-car-g7', events: [
    A('KXNHLGAME-32MAY16WSHCAR', 'Washington at Carolina (Game 7)', 'Sports', z('2032-05-16', '22:00'), [['WSH', 'Washington', 'wshcar7-wsh'], ['CAR', 'Carolina', 'wshcar7-car']]),
    B('Capitals vs. Hurricanes', 'Sports', drop, [['nhl-wsh-car-2032-05-16', 'Capitals', 'wshcar7-wsh', { outcomes: yn('Capitals', 'Hurricanes'), src: NHL }]]),
    U('nhl-wsh-car-2032-05-16', 'Hurricanes vs. Capitals: Game 7', 'Sports', drop, [['aec-nhl-wsh-car-2032-05-16', 'Hurricanes', 'wshcar7-car', { outcomes: yn('Hurricanes', 'Capitals') }]]),
  ] }, ['inverted']);
}
{ // Avalanche at Golden Knights, Game 6, Sun 9:00 pm ET (alpha, beta, gamma) vs Game 7 Tuesday in Denver (beta_us): date negative.
  const drop = z('2032-05-17', '01:00');
  addCase('nhl', { name: 'nhl-col-vgk-g6', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNHLGAME-32MAY16COLVGK', 'Colorado at Vegas (Game 6)', 'Sports', z('2032-05-17', '04:00'), [['COL', 'Colorado', 'colvgk6-col'], ['VGK', 'Vegas', 'colvgk6-vgk']]),
    B('Avalanche vs. Golden Knights', 'Sports', drop, [['nhl-col-vgk-2032-05-16', 'Avalanche', 'colvgk6-col', { outcomes: yn('Avalanche', 'Golden Knights'), src: NHL }]]),
    G('Avs vs Vegas Golden Knights (May 16) — winner', drop, gr(['Colorado', 'colvgk6-col'], ['Vegas', 'colvgk6-vgk'])),
    U('nhl-vgk-col-2032-05-18', 'Golden Knights vs. Avalanche (Game 7)', 'Sports', z('2032-05-19', '01:00'), [['aec-nhl-vgk-col-2032-05-18', 'Avalanche', 'colvgk7-col', { outcomes: yn('Avalanche', 'Golden Knights') }]]),
  ] }, ['date']);
}
{ // McDavid points in Game 5 (alpha "2+" ladder, beta O/U 1.5).
  addCase('nhl', { name: 'nhl-mcdavid-points-g5', events: [
    A('KXNHLPTS-32MAY15EDMDAL', 'Connor McDavid points (Edmonton at Dallas)', 'Sports', z('2032-05-16', '04:30'), [
      ['CMCD1', 'Connor McDavid: 1+ points', 'mcd-1'], ['CMCD2', 'Connor McDavid: 2+ points', 'mcd-2'], ['CMCD3', 'Connor McDavid: 3+ points', 'mcd-3']]),
    B('Connor McDavid: Points O/U 1.5', 'Sports', z('2032-05-16', '01:30'), [['nhl-edm-dal-2032-05-15-points-connor-mcdavid-1pt5', 'McDavid O/U 1.5', 'mcd-2', { outcomes: yn('Over', 'Under'), src: NHL }]]),
  ] });
}
{ // 2032 Stanley Cup champion (all four venues).
  const close = z('2032-06-20', '04:00');
  addCase('nhl', { name: 'nhl-stanley-cup-2032', events: [
    A('KXNHL-32', '2032 Pro Hockey Champion', 'Sports', close, [['EDM', 'Edmonton', 'cup-edm'], ['DAL', 'Dallas', 'cup-dal'], ['TB', 'Tampa Bay', 'cup-tb'], ['CAR', 'Carolina', 'cup-car'], ['COL', 'Colorado', 'cup-col'], ['VGK', 'Vegas', 'cup-vgk']]),
    B('Stanley Cup Champion 2032', 'Sports', close, [['stanley-cup-champion-2032-oilers', 'Oilers', 'cup-edm'], ['stanley-cup-champion-2032-stars', 'Stars', 'cup-dal'],
      ['stanley-cup-champion-2032-avalanche', 'Avalanche', 'cup-col'], ['stanley-cup-champion-2032-lightning', 'Lightning', 'cup-tb'], ['stanley-cup-champion-2032-maple-leafs', 'Maple Leafs', 'cup-tor']]),
    G('Who will win the 2032 Stanley Cup?', close, gr(['Edmonton Oilers', 'cup-edm'], ['Colorado Avalanche', 'cup-col'], ['Carolina Hurricanes', 'cup-car'], ['Dallas Stars', 'cup-dal'])),
    U('stanley-cup-champion-2032', 'Stanley Cup Champion 2032', 'Sports', close, [['stanley-cup-2032-edmonton-oilers', 'Edmonton Oilers', 'cup-edm'], ['stanley-cup-2032-dallas-stars', 'Dallas Stars', 'cup-dal'],
      ['stanley-cup-2032-tampa-bay-lightning', 'Tampa Bay Lightning', 'cup-tb'], ['stanley-cup-2032-carolina-hurricanes', 'Carolina Hurricanes', 'cup-car']]),
  ] });
}
{ // Conn Smythe Trophy 2032 — beta only.
  addCase('nhl', { name: 'nhl-conn-smythe-2032', events: [
    B('Conn Smythe Trophy Winner 2032', 'Sports', z('2032-06-20', '04:00'), [['conn-smythe-2032-connor-mcdavid', 'Connor McDavid', 'cs-mcdavid'], ['conn-smythe-2032-cale-makar', 'Cale Makar', 'cs-makar'],
      ['conn-smythe-2032-nikita-kucherov', 'Nikita Kucherov', 'cs-kucherov'], ['conn-smythe-2032-andrei-vasilevskiy', 'Andrei Vasilevskiy', 'cs-vasy']]),
  ] });
}

// ───────────────────────────── MLB ─────────────────────────────

{ // Yankees at Red Sox, Saturday 7:15 pm ET (all four venues).
  const first = z('2032-05-15', '23:15');
  addCase('mlb', { name: 'mlb-nyy-bos-sat', events: [
    A('KXMLBGAME-32MAY151915NYYBOS', 'New York Y at Boston (May 15)', 'Sports', z('2032-05-16', '03:15'), w([['NYY', 'New York Y', 'nyybos15-nyy'], ['BOS', 'Boston', 'nyybos15-bos']],
      { rules: 'If the named team wins the New York Y at Boston professional baseball game originally scheduled for May 15, 2032 at 7:15 PM EDT, then the market resolves to Yes. Extra innings count; a game suspended and completed later counts.' }), { sources: [`MLB ${MLB}`] }),
    B('Yankees vs. Red Sox', 'Sports', first, [['mlb-nyy-bos-2032-05-15', 'Yankees', 'nyybos15-nyy', { outcomes: yn('Yankees', 'Red Sox'), src: MLB }]]),
    U('mlb-nyy-bos-2032-05-15', 'New York Yankees vs. Boston Red Sox', 'Sports', first, [['aec-mlb-nyy-bos-2032-05-15', 'Yankees', 'nyybos15-nyy', { outcomes: yn('Yankees', 'Red Sox') }]]),
    G('Yankees @ Red Sox — Sat May 15', first, gr(['NY Yankees', 'nyybos15-nyy'], ['Boston Red Sox', 'nyybos15-bos'])),
  ] });
}
{ // Same teams Sunday night 7:10 pm ET (alpha, beta, gamma): date negative against the Saturday game.
  const first = z('2032-05-16', '23:10');
  addCase('mlb', { name: 'mlb-nyy-bos-sun', events: [
    A('KXMLBGAME-32MAY161910NYYBOS', 'New York Y at Boston (May 16)', 'Sports', z('2032-05-17', '03:10'), [['NYY', 'New York Y', 'nyybos16-nyy'], ['BOS', 'Boston', 'nyybos16-bos']]),
    B('Yankees vs. Red Sox (May 16)', 'Sports', first, [['mlb-nyy-bos-2032-05-16', 'Yankees', 'nyybos16-nyy', { outcomes: yn('Yankees', 'Red Sox'), src: MLB }]]),
    G('Sunday Night Baseball: Yankees at Red Sox', first, gr(['Yankees', 'nyybos16-nyy'], ['Red Sox', 'nyybos16-bos'])),
  ] }, ['date']);
}
{ // Saturday's Yankees–Red Sox total runs: alpha ladder, beta O/U 8.5.
  addCase('mlb', { name: 'mlb-nyy-bos-sat-total', events: [
    A('KXMLBTOTAL-32MAY151915NYYBOS', 'New York Y at Boston: Total Runs', 'Sports', z('2032-05-16', '03:15'), [
      ['7', 'Over 7.5 runs scored', 'nyybos15t-7'], ['8', 'Over 8.5 runs scored', 'nyybos15t-8'], ['9', 'Over 9.5 runs scored', 'nyybos15t-9'], ['10', 'Over 10.5 runs scored', 'nyybos15t-10']]),
    B('Yankees vs. Red Sox: O/U 8.5', 'Sports', z('2032-05-15', '23:15'), [['mlb-nyy-bos-2032-05-15-total-8pt5', 'O/U 8.5', 'nyybos15t-8', { outcomes: yn('Over', 'Under'), src: MLB }]]),
  ] });
}
{ // Cubs at Cardinals, doubleheader Game 1 (1:15 pm CT) on alpha, beta, gamma.
  const first = z('2032-05-15', '18:15');
  addCase('mlb', { name: 'mlb-chc-stl-dh1', events: [
    A('KXMLBGAME-32MAY151315CHCSTL', 'Chicago C at St. Louis (Game 1)', 'Sports', z('2032-05-15', '22:15'), [['CHC', 'Chicago C', 'chcstl-g1-chc'], ['STL', 'St. Louis', 'chcstl-g1-stl']]),
    B('Cubs vs. Cardinals (Game 1)', 'Sports', first, [['mlb-chc-stl-2032-05-15-game-1', 'Cubs', 'chcstl-g1-chc', { outcomes: yn('Cubs', 'Cardinals'), src: MLB }]]),
    G('Cubs vs Cardinals DH Game 1 (May 15)', first, gr(['Chicago Cubs', 'chcstl-g1-chc'], ['St. Louis Cardinals', 'chcstl-g1-stl'])),
  ] });
}
{ // Game 2 of the doubleheader (6:15 pm CT) on alpha and beta_us: same teams, same date, another game.
  const first = z('2032-05-15', '23:15');
  addCase('mlb', { name: 'mlb-chc-stl-dh2', events: [
    A('KXMLBGAME-32MAY151815CHCSTL', 'Chicago C at St. Louis (Game 2)', 'Sports', z('2032-05-16', '03:15'), [['CHC', 'Chicago C', 'chcstl-g2-chc'], ['STL', 'St. Louis', 'chcstl-g2-stl']]),
    U('mlb-chc-stl-2032-05-15-g2', 'Chicago Cubs vs. St. Louis Cardinals — Game 2', 'Sports', first, [['aec-mlb-chc-stl-2032-05-15-g2', 'Cardinals', 'chcstl-g2-stl', { outcomes: yn('Cardinals', 'Cubs') }]]),
  ] }, ['time', 'inverted']);
}
{ // Dodgers at Giants, Sat 4:05 pm PT: full game (alpha, beta, gamma) vs first five innings (beta_us): period negative.
  const first = z('2032-05-15', '23:05');
  addCase('mlb', { name: 'mlb-lad-sf-sat', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXMLBGAME-32MAY151605LADSF', 'Los Angeles D at San Francisco', 'Sports', z('2032-05-16', '03:05'), [['LAD', 'Los Angeles D', 'ladsf-lad'], ['SF', 'San Francisco', 'ladsf-sf']]),
    B('Dodgers vs. Giants', 'Sports', first, [['mlb-lad-sf-2032-05-15', 'Dodgers', 'ladsf-lad', { outcomes: yn('Dodgers', 'Giants'), src: MLB }]]),
    G('LA Dodgers at SF Giants — May 15 winner', first, gr(['Dodgers', 'ladsf-lad'], ['Giants', 'ladsf-sf'])),
    U('mlb-lad-sf-2032-05-15-f5', 'Dodgers vs. Giants: First 5 Innings Winner', 'Sports', first, [['aec-mlb-lad-sf-2032-05-15-f5', 'Dodgers (F5)', 'ladsf-f5-lad',
      { outcomes: yn('Dodgers', 'Giants'), rules: 'Resolves to the team leading after 5 complete innings. If tied after 5 innings, resolves 50-50.' }]]),
  ] }, ['period']);
}
{ // Dodgers–Giants run line (alpha run-margin ladder, beta Dodgers -1.5).
  addCase('mlb', { name: 'mlb-lad-sf-runline', events: [
    A('KXMLBSPREAD-32MAY151605LADSF', 'Los Angeles D at San Francisco: Run Spread', 'Sports', z('2032-05-16', '03:05'), [
      ['LAD1', 'Los Angeles D wins by over 1.5 runs', 'ladsfs-lad1'], ['LAD2', 'Los Angeles D wins by over 2.5 runs', 'ladsfs-lad2'], ['SF1', 'San Francisco wins by over 1.5 runs', 'ladsfs-sf1']]),
    B('Run Line: Dodgers (-1.5)', 'Sports', z('2032-05-15', '23:05'), [['mlb-lad-sf-2032-05-15-spread-away-1pt5', 'Dodgers -1.5', 'ladsfs-lad1', { outcomes: yn('Dodgers', 'Giants'), src: MLB }]]),
  ] });
}
{ // Mets at Phillies, Sun 1:35 pm ET (alpha, beta, beta_us).
  const first = z('2032-05-16', '17:35');
  addCase('mlb', { name: 'mlb-nym-phi-sun', events: [
    A('KXMLBGAME-32MAY161335NYMPHI', 'New York M at Philadelphia', 'Sports', z('2032-05-16', '21:35'), [['NYM', 'New York M', 'nymphi-nym'], ['PHI', 'Philadelphia', 'nymphi-phi']]),
    B('Mets vs. Phillies', 'Sports', first, [['mlb-nym-phi-2032-05-16', 'Mets', 'nymphi-nym', { outcomes: yn('Mets', 'Phillies'), src: MLB }]]),
    U('mlb-nym-phi-2032-05-16', 'New York Mets vs. Philadelphia Phillies', 'Sports', first, [['aec-mlb-nym-phi-2032-05-16', 'Mets', 'nymphi-nym', { outcomes: yn('Mets', 'Phillies') }]]),
  ] });
}
{ // Astros at Rangers, Sat 7:05 pm CT (alpha; beta lists it home team first, YES = Texas).
  addCase('mlb', { name: 'mlb-hou-tex-sat', events: [
    A('KXMLBGAME-32MAY151905HOUTEX', 'Houston at Texas', 'Sports', z('2032-05-16', '04:05'), [['HOU', 'Houston', 'houtex-hou'], ['TEX', 'Texas', 'houtex-tex']]),
    B('Rangers vs. Astros', 'Sports', z('2032-05-16', '00:05'), [['mlb-hou-tex-2032-05-15', 'Rangers', 'houtex-tex', { outcomes: yn('Rangers', 'Astros'), src: MLB }]]),
  ] }, ['inverted']);
}
{ // Braves at Padres, Sun 4:10 pm PT (alpha, gamma, beta_us with Padres first).
  const first = z('2032-05-16', '23:10');
  addCase('mlb', { name: 'mlb-atl-sd-sun', events: [
    A('KXMLBGAME-32MAY161610ATLSD', 'Atlanta at San Diego', 'Sports', z('2032-05-17', '03:10'), [['ATL', 'Atlanta', 'atlsd-atl'], ['SD', 'San Diego', 'atlsd-sd']]),
    G('Braves vs Padres (May 16)', first, gr(['Atlanta Braves', 'atlsd-atl'], ['San Diego Padres', 'atlsd-sd'])),
    U('mlb-atl-sd-2032-05-16', 'San Diego Padres vs. Atlanta Braves', 'Sports', first, [['aec-mlb-atl-sd-2032-05-16', 'Padres', 'atlsd-sd', { outcomes: yn('Padres', 'Braves') }]]),
  ] }, ['inverted']);
}
{ // Paul Skenes strikeouts, Sunday vs Milwaukee (alpha "8+" ladder, beta O/U 7.5).
  addCase('mlb', { name: 'mlb-skenes-ks-sun', events: [
    A('KXMLBKS-32MAY161335MILPIT', 'Paul Skenes strikeouts (Milwaukee at Pittsburgh)', 'Sports', z('2032-05-16', '21:35'), [
      ['PSKE6', 'Paul Skenes: 6+ strikeouts', 'skenes-6'], ['PSKE8', 'Paul Skenes: 8+ strikeouts', 'skenes-8'], ['PSKE10', 'Paul Skenes: 10+ strikeouts', 'skenes-10']]),
    B('Paul Skenes: Strikeouts O/U 7.5', 'Sports', z('2032-05-16', '17:35'), [['mlb-mil-pit-2032-05-16-strikeouts-paul-skenes-7pt5', 'Skenes O/U 7.5 Ks', 'skenes-8', { outcomes: yn('Over', 'Under'), src: MLB }]]),
  ] });
}
{ // Juan Soto home run Sunday at Philadelphia (alpha, beta) vs gamma's "Soto records a hit": measure negative.
  const first = z('2032-05-16', '17:35');
  addCase('mlb', { name: 'mlb-soto-hr-sun', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXMLBHR-32MAY161335NYMPHI', 'Juan Soto home runs (New York M at Philadelphia)', 'Sports', z('2032-05-16', '21:35'), 'JSOT1', 'Juan Soto: 1+ home runs', 'soto-hr'),
    B1('Will Juan Soto hit a home run vs. the Phillies on May 16?', 'Sports', first, 'soto-hr', { mx: { src: MLB } }),
    G1('Juan Soto to record a hit vs Phillies (May 16)?', first, 'soto-hit'),
  ] }, ['measure']);
}
{ // Shohei Ohtani home run Saturday at San Francisco — alpha only.
  addCase('mlb', { name: 'mlb-ohtani-hr-sat', events: [
    A1('KXMLBHR-32MAY151605LADSF', 'Shohei Ohtani home runs (Los Angeles D at San Francisco)', 'Sports', z('2032-05-16', '03:05'), 'SOHT1', 'Shohei Ohtani: 1+ home runs', 'ohtani-hr'),
  ] });
}
{ // Any no-hitter thrown on Saturday — beta only.
  addCase('mlb', { name: 'mlb-no-hitter-sat', events: [
    B1('Will any MLB pitcher throw a no-hitter on May 15, 2032?', 'Sports', z('2032-05-16', '09:00'), 'nohit-0515', { mx: { src: MLB } }),
  ] });
}

// ───────────────────────────── SOCCER: final matchdays ─────────────────────────────

{ // Premier League 2031-32 champion going into the final day (Arsenal one point clear of Man City): all four venues.
  const close = z('2032-05-16', '17:00');
  addCase('soccer', { name: 'epl-title-2031-32', events: [
    A('KXPREMIERLEAGUE-32', 'English Premier League Winner 2031-32', 'Sports', close, [['ARS', 'Arsenal', 'epl-ars'], ['MCI', 'Manchester City', 'epl-mci'], ['LIV', 'Liverpool', 'epl-liv']], { sources: [`Premier League ${EPL}tables`] }),
    B('Premier League Winner 2031/32', 'Sports', close, [['premier-league-winner-2031-32-arsenal', 'Arsenal', 'epl-ars'], ['premier-league-winner-2031-32-man-city', 'Man City', 'epl-mci']]),
    U('english-premier-league-winner-2031-32', 'EPL Champion 2031-32', 'Sports', close, [['epl-champion-2031-32-arsenal', 'Arsenal', 'epl-ars'], ['epl-champion-2031-32-manchester-city', 'Manchester City', 'epl-mci']]),
    G('Premier League 31/32 title: Arsenal or Man City?', close, gr(['Arsenal', 'epl-ars'], ['Manchester City', 'epl-mci'])),
  ] });
}
{ // Arsenal v Wolves, Sun 16 May 16:00 BST: 3-way on alpha, three binaries on beta, gamma categorical.
  const ko = z('2032-05-16', '15:00');
  addCase('soccer', { name: 'epl-ars-wol', events: [
    A('KXEPLGAME-32MAY16ARSWOL', 'Arsenal vs Wolverhampton', 'Sports', z('2032-05-16', '17:00'), w([['ARS', 'Arsenal', 'arswol-ars'], ['TIE', 'Tie', 'arswol-tie'], ['WOL', 'Wolverhampton', 'arswol-wol']],
      { rules: 'Resolves on the result after 90 minutes plus stoppage time of the Arsenal vs Wolverhampton Premier League match scheduled for May 16, 2032.' })),
    B('Arsenal FC vs. Wolverhampton Wanderers FC', 'Sports', ko, w([['epl-ars-wol-2032-05-16-ars', 'Arsenal FC', 'arswol-ars', { q: 'Will Arsenal FC win on 2032-05-16?' }],
      ['epl-ars-wol-2032-05-16-draw', 'Draw (Arsenal FC vs. Wolverhampton Wanderers FC)', 'arswol-tie', { q: 'Will Arsenal FC vs. Wolverhampton Wanderers FC end in a draw?' }],
      ['epl-ars-wol-2032-05-16-wol', 'Wolverhampton Wanderers FC', 'arswol-wol', { q: 'Will Wolverhampton Wanderers FC win on 2032-05-16?' }]], { src: EPL })),
    G('Arsenal vs Wolves (EPL, May 16) — full-time result', ko, gr(['Arsenal', 'arswol-ars'], ['Draw', 'arswol-tie'], ['Wolves', 'arswol-wol'])),
  ] });
}
{ // Aston Villa v Man City: alpha 3-way, beta binaries, beta_us "Man City to win"; gamma's "City win or draw" is the complement of a Villa win.
  const ko = z('2032-05-16', '15:00');
  addCase('soccer', { name: 'epl-avl-mci', events: [
    A('KXEPLGAME-32MAY16AVLMCI', 'Aston Villa vs Manchester City', 'Sports', z('2032-05-16', '17:00'), [['AVL', 'Aston Villa', 'avlmci-avl'], ['TIE', 'Tie', 'avlmci-tie'], ['MCI', 'Manchester City', 'avlmci-mci']]),
    B('Aston Villa FC vs. Manchester City FC', 'Sports', ko, [['epl-avl-mci-2032-05-16-avl', 'Aston Villa FC', 'avlmci-avl', { q: 'Will Aston Villa FC win on 2032-05-16?' }],
      ['epl-avl-mci-2032-05-16-draw', 'Draw (Aston Villa FC vs. Manchester City FC)', 'avlmci-tie', { q: 'Will Aston Villa FC vs. Manchester City FC end in a draw?' }],
      ['epl-avl-mci-2032-05-16-mci', 'Manchester City FC', 'avlmci-mci', { q: 'Will Manchester City FC win on 2032-05-16?' }]]),
    U1('epl-avl-mci-2032-05-16-man-city', 'Will Man City beat Aston Villa at Villa Park?', 'Sports', ko, 'avlmci-mci'),
    G1('Man City avoid defeat at Villa Park on May 16 (win or draw)?', ko, 'avlmci-not-avl'),
  ] }, ['inverted']);
}
{ // Leeds relegated (alpha per-team market, beta, gamma) vs beta_us "Leeds finish bottom": observation negative.
  const close = z('2032-05-16', '17:00');
  addCase('soccer', { name: 'epl-relegation-leeds', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXEPLRELEGATION-32', 'Which teams will be relegated from the Premier League in 2031-32?', 'Sports', close, [['LEE', 'Leeds United', 'rel-lee'], ['WHU', 'West Ham', 'rel-whu'], ['BUR', 'Burnley', 'rel-bur']]),
    B('Premier League 2031/32: Relegated Teams', 'Sports', close, [['epl-2031-32-relegated-leeds', 'Leeds', 'rel-lee'], ['epl-2031-32-relegated-west-ham', 'West Ham', 'rel-whu'], ['epl-2031-32-relegated-everton', 'Everton', 'rel-eve']]),
    G1('Leeds United relegated from the Premier League (2031/32)?', close, 'rel-lee', { rules: 'Yes if Leeds United finish 18th, 19th or 20th in the final 2031/32 Premier League table.' }),
    U1('epl-2031-32-leeds-finish-bottom', 'Leeds to finish bottom of the Premier League 2031-32?', 'Sports', close, 'bottom-lee'),
  ] }, ['observation']);
}
{ // Chelsea top-four finish (alpha, beta) vs gamma "Chelsea qualify for the Champions League": observation negative.
  const close = z('2032-05-16', '17:00');
  addCase('soccer', { name: 'epl-top4-chelsea', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEPLTOP4-32', 'Premier League 2031-32: Top 4 finish', 'Sports', close, [['CHE', 'Chelsea', 'top4-che'], ['NEW', 'Newcastle', 'top4-new'], ['LIV', 'Liverpool', 'top4-liv']]),
    B1('Will Chelsea finish in the Premier League top 4?', 'Sports', close, 'top4-che', { mx: { src: `${EPL}tables` } }),
    G1('Chelsea qualify for the 2032-33 UEFA Champions League?', z('2032-06-01', '00:00'), 'ucl-che', { rules: 'Yes if Chelsea are confirmed in the 2032-33 UEFA Champions League league phase by any route (league position, European performance place, cup winner).' }),
  ] }, ['observation']);
}
{ // Premier League Golden Boot 2031-32 (alpha, beta) vs gamma's Playmaker (most assists): measure negative.
  const close = z('2032-05-16', '17:00');
  addCase('soccer', { name: 'epl-golden-boot', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEPLGOLDENBOOT-32', 'Premier League Top Goalscorer 2031-32', 'Sports', close, [['EHAA', 'Erling Haaland', 'gb-haaland'], ['AISA', 'Alexander Isak', 'gb-isak'], ['VGYO', 'Viktor Gyökeres', 'gb-gyokeres']]),
    B('Premier League Golden Boot 2031/32', 'Sports', close, [['epl-golden-boot-2031-32-haaland', 'Haaland', 'gb-haaland'], ['epl-golden-boot-2031-32-gyokeres', 'Gyokeres', 'gb-gyokeres'], ['epl-golden-boot-2031-32-palmer', 'Palmer', 'gb-palmer']]),
    G('EPL 31/32 most assists (Playmaker award)', close, gr(['Bukayo Saka', 'pm-saka'], ['Cole Palmer', 'pm-palmer'], ['Bruno Fernandes', 'pm-bruno'])),
  ] }, ['measure']);
}
{ // Leeds v Tottenham (alpha 3-way, beta_us Leeds win).
  const ko = z('2032-05-16', '15:00');
  addCase('soccer', { name: 'epl-lee-tot', events: [
    A('KXEPLGAME-32MAY16LEETOT', 'Leeds United vs Tottenham', 'Sports', z('2032-05-16', '17:00'), [['LEE', 'Leeds United', 'leetot-lee'], ['TIE', 'Tie', 'leetot-tie'], ['TOT', 'Tottenham', 'leetot-tot']]),
    U1('epl-lee-tot-2032-05-16-leeds', 'Leeds United vs. Tottenham Hotspur: Leeds to win', 'Sports', ko, 'leetot-lee'),
  ] });
}
{ // Arsenal v Wolves both teams to score — beta only.
  addCase('soccer', { name: 'epl-ars-wol-btts', events: [
    B('Arsenal FC vs. Wolverhampton Wanderers FC: Both Teams to Score', 'Sports', z('2032-05-16', '15:00'), [['epl-ars-wol-2032-05-16-btts', 'Both teams to score', 'arswol-btts', { q: 'Arsenal FC vs. Wolverhampton Wanderers FC: Both Teams to Score?' }]]),
  ] });
}
{ // Total goals on the Premier League final day — alpha only.
  addCase('soccer', { name: 'epl-final-day-goals', events: [
    A('KXEPLGOALS-32MW38', 'Total goals scored in Premier League Matchweek 38', 'Sports', z('2032-05-16', '17:30'), [
      ['T24', 'Over 24.5 goals', 'mw38-24'], ['T28', 'Over 28.5 goals', 'mw38-28'], ['T32', 'Over 32.5 goals', 'mw38-32']]),
  ] });
}
{ // LaLiga 2031-32 champion before the final matchday (alpha, beta, gamma).
  const close = z('2032-05-16', '21:00');
  addCase('soccer', { name: 'laliga-title-2031-32', events: [
    A('KXLALIGA-32', 'La Liga Winner 2031-32', 'Sports', close, [['BAR', 'Barcelona', 'liga-bar'], ['RMA', 'Real Madrid', 'liga-rma']]),
    B('La Liga Winner 2031/32', 'Sports', close, [['la-liga-winner-2031-32-barcelona', 'Barcelona', 'liga-bar'], ['la-liga-winner-2031-32-real-madrid', 'Real Madrid', 'liga-rma'], ['la-liga-winner-2031-32-atletico', 'Atlético Madrid', 'liga-atm']]),
    G('LaLiga EA Sports 2031/32 champion', close, gr(['FC Barcelona', 'liga-bar'], ['Real Madrid CF', 'liga-rma'])),
  ] });
}
{ // Sevilla v Barcelona, Sun 21:00 CEST (alpha 3-way, beta binaries, beta_us Barcelona win).
  const ko = z('2032-05-16', '19:00');
  addCase('soccer', { name: 'laliga-sev-bar', events: [
    A('KXLALIGAGAME-32MAY16SEVBAR', 'Sevilla vs Barcelona', 'Sports', z('2032-05-16', '21:00'), [['SEV', 'Sevilla', 'sevbar-sev'], ['TIE', 'Tie', 'sevbar-tie'], ['BAR', 'Barcelona', 'sevbar-bar']]),
    B('Sevilla FC vs. FC Barcelona', 'Sports', ko, [['lal-sev-bar-2032-05-16-sev', 'Sevilla FC', 'sevbar-sev', { q: 'Will Sevilla FC win on 2032-05-16?' }],
      ['lal-sev-bar-2032-05-16-draw', 'Draw (Sevilla FC vs. FC Barcelona)', 'sevbar-tie', { q: 'Will Sevilla FC vs. FC Barcelona end in a draw?' }],
      ['lal-sev-bar-2032-05-16-bar', 'FC Barcelona', 'sevbar-bar', { q: 'Will FC Barcelona win on 2032-05-16?' }]]),
    U1('lal-sev-bar-2032-05-16-barcelona', 'Sevilla vs. Barcelona: Barcelona to win', 'Sports', ko, 'sevbar-bar'),
  ] });
}
{ // Real Madrid v Athletic Club result (alpha, beta) vs gamma's over 2.5 goals in the same match: measure negative.
  const ko = z('2032-05-16', '19:00');
  addCase('soccer', { name: 'laliga-rma-ath', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXLALIGAGAME-32MAY16RMAATH', 'Real Madrid vs Athletic Club', 'Sports', z('2032-05-16', '21:00'), [['RMA', 'Real Madrid', 'rmaath-rma'], ['TIE', 'Tie', 'rmaath-tie'], ['ATH', 'Athletic Club', 'rmaath-ath']]),
    B('Real Madrid CF vs. Athletic Club', 'Sports', ko, [['lal-rma-ath-2032-05-16-rma', 'Real Madrid CF', 'rmaath-rma', { q: 'Will Real Madrid CF win on 2032-05-16?' }],
      ['lal-rma-ath-2032-05-16-draw', 'Draw (Real Madrid CF vs. Athletic Club)', 'rmaath-tie', { q: 'Will Real Madrid CF vs. Athletic Club end in a draw?' }],
      ['lal-rma-ath-2032-05-16-ath', 'Athletic Club', 'rmaath-ath', { q: 'Will Athletic Club win on 2032-05-16?' }]]),
    G1('Real Madrid vs Athletic (May 16): over 2.5 goals?', ko, 'rmaath-o25'),
  ] }, ['measure']);
}
{ // LaLiga relegation — alpha only.
  addCase('soccer', { name: 'laliga-relegation', events: [
    A('KXLALIGARELEGATION-32', 'Which teams will be relegated from La Liga in 2031-32?', 'Sports', z('2032-05-16', '21:00'), [['LEG', 'Leganés', 'lrel-leg'], ['ALA', 'Alavés', 'lrel-ala'], ['GIR', 'Girona', 'lrel-gir'], ['VAL', 'Valencia', 'lrel-val']]),
  ] });
}
{ // Serie A 2031-32 champion (alpha, beta, beta_us): Inter vs Napoli on the last day.
  const close = z('2032-05-16', '21:00');
  addCase('soccer', { name: 'seriea-title-2031-32', events: [
    A('KXSERIEA-32', 'Serie A Winner 2031-32', 'Sports', close, [['INT', 'Inter', 'sa-int'], ['NAP', 'Napoli', 'sa-nap']]),
    B('Serie A Winner 2031/32', 'Sports', close, [['serie-a-winner-2031-32-inter', 'Inter', 'sa-int'], ['serie-a-winner-2031-32-napoli', 'Napoli', 'sa-nap'], ['serie-a-winner-2031-32-juventus', 'Juventus', 'sa-juv']]),
    U('serie-a-champion-2031-32', 'Serie A Champion 2031-32', 'Sports', close, [['serie-a-champion-2031-32-inter-milan', 'Inter Milan', 'sa-int'], ['serie-a-champion-2031-32-ssc-napoli', 'SSC Napoli', 'sa-nap']]),
  ] });
}
{ // Inter v Como, Sun 20:45 CEST (alpha, beta, gamma).
  const ko = z('2032-05-16', '18:45');
  addCase('soccer', { name: 'seriea-int-com', events: [
    A('KXSERIEAGAME-32MAY16INTCOM', 'Inter vs Como', 'Sports', z('2032-05-16', '20:45'), [['INT', 'Inter', 'intcom-int'], ['TIE', 'Tie', 'intcom-tie'], ['COM', 'Como', 'intcom-com']]),
    B('FC Internazionale Milano vs. Como 1907', 'Sports', ko, [['sea-int-com-2032-05-16-int', 'FC Internazionale Milano', 'intcom-int', { q: 'Will FC Internazionale Milano win on 2032-05-16?' }],
      ['sea-int-com-2032-05-16-draw', 'Draw (FC Internazionale Milano vs. Como 1907)', 'intcom-tie', { q: 'Will FC Internazionale Milano vs. Como 1907 end in a draw?' }],
      ['sea-int-com-2032-05-16-com', 'Como 1907', 'intcom-com', { q: 'Will Como 1907 win on 2032-05-16?' }]]),
    G('Inter vs Como, Serie A Matchday 38', ko, gr(['Inter', 'intcom-int'], ['Draw', 'intcom-tie'], ['Como', 'intcom-com'])),
  ] });
}
{ // Juventus v Napoli in Serie A on Sunday (alpha, beta) vs gamma's Coppa Italia final between them on Wednesday 19 May: date negative.
  const ko = z('2032-05-16', '18:45');
  addCase('soccer', { name: 'seriea-juv-nap', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSERIEAGAME-32MAY16JUVNAP', 'Juventus vs Napoli', 'Sports', z('2032-05-16', '20:45'), [['JUV', 'Juventus', 'juvnap-juv'], ['TIE', 'Tie', 'juvnap-tie'], ['NAP', 'Napoli', 'juvnap-nap']]),
    B('Juventus FC vs. SSC Napoli', 'Sports', ko, [['sea-juv-nap-2032-05-16-juv', 'Juventus FC', 'juvnap-juv', { q: 'Will Juventus FC win on 2032-05-16?' }],
      ['sea-juv-nap-2032-05-16-draw', 'Draw (Juventus FC vs. SSC Napoli)', 'juvnap-tie', { q: 'Will Juventus FC vs. SSC Napoli end in a draw?' }],
      ['sea-juv-nap-2032-05-16-nap', 'SSC Napoli', 'juvnap-nap', { q: 'Will SSC Napoli win on 2032-05-16?' }]]),
    G('Coppa Italia Final 2032: Juventus vs Napoli — trophy winner', z('2032-05-19', '19:00'), gr(['Juventus', 'coppa-juv'], ['Napoli', 'coppa-nap'])),
  ] }, ['date']);
}
{ // Dortmund v Leverkusen, Bundesliga Matchday 34, Sat 15:30 CEST (alpha, beta, gamma).
  const ko = z('2032-05-15', '13:30');
  addCase('soccer', { name: 'bundesliga-bvb-b04', events: [
    A('KXBUNDESLIGAGAME-32MAY15BVBB04', 'Borussia Dortmund vs Bayer Leverkusen', 'Sports', z('2032-05-15', '15:30'), [['BVB', 'Borussia Dortmund', 'bvbb04-bvb'], ['TIE', 'Tie', 'bvbb04-tie'], ['B04', 'Bayer Leverkusen', 'bvbb04-b04']]),
    B('Borussia Dortmund vs. Bayer 04 Leverkusen', 'Sports', ko, [['bun-bvb-lev-2032-05-15-bvb', 'Borussia Dortmund', 'bvbb04-bvb', { q: 'Will Borussia Dortmund win on 2032-05-15?' }],
      ['bun-bvb-lev-2032-05-15-draw', 'Draw (Borussia Dortmund vs. Bayer 04 Leverkusen)', 'bvbb04-tie', { q: 'Will Borussia Dortmund vs. Bayer 04 Leverkusen end in a draw?' }],
      ['bun-bvb-lev-2032-05-15-lev', 'Bayer 04 Leverkusen', 'bvbb04-b04', { q: 'Will Bayer 04 Leverkusen win on 2032-05-15?' }]]),
    G('BVB vs Leverkusen (Sat, May 15)', ko, gr(['Dortmund', 'bvbb04-bvb'], ['Draw', 'bvbb04-tie'], ['Leverkusen', 'bvbb04-b04'])),
  ] });
}
{ // Which club finishes 16th (relegation play-off) in the Bundesliga — beta only.
  addCase('soccer', { name: 'bundesliga-16th', events: [
    B('Bundesliga 2031/32: Which club finishes 16th?', 'Sports', z('2032-05-15', '15:30'), [['bundesliga-2031-32-16th-st-pauli', 'St. Pauli', 'b16-stp'], ['bundesliga-2031-32-16th-heidenheim', 'Heidenheim', 'b16-hdh'],
      ['bundesliga-2031-32-16th-augsburg', 'Augsburg', 'b16-fca']]),
  ] });
}

// ───────────────────────────── TENNIS: Internazionali BNL d'Italia (Rome) ─────────────────────────────

{ // Women's singles final, Sat 15 May (Gauff v Andreeva): alpha, beta, gamma; beta_us lists the women's doubles final: category negative.
  const start = z('2032-05-15', '13:00');
  addCase('tennis', { name: 'rome-wta-final', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXWTAMATCH-32MAY15GAUAND', 'Gauff vs Andreeva: Italian Open Women\'s Final', 'Sports', z('2032-05-15', '18:00'), w([['GAU', 'Coco Gauff', 'romew-gauff'], ['AND', 'Mirra Andreeva', 'romew-andreeva']],
      { rules: 'If the named player wins the 2032 Internazionali BNL d\'Italia women\'s singles final, then the market resolves to Yes. A retirement or walkover counts as a win for the advancing player.' })),
    B('Internazionali BNL d\'Italia: Coco Gauff vs Mirra Andreeva', 'Sports', start, [['wta-gauff-andreeva-2032-05-15', 'Gauff', 'romew-gauff', { outcomes: yn('Gauff', 'Andreeva'), src: 'https://www.wtatennis.com/' }]]),
    G('WTA Rome final: Gauff vs Andreeva (May 15)', start, gr(['Coco Gauff', 'romew-gauff'], ['Mirra Andreeva', 'romew-andreeva'])),
    U('wta-rome-2032-womens-doubles-final', 'Italian Open 2032 Women\'s Doubles Final', 'Sports', z('2032-05-15', '10:00'), [['wta-rome-2032-wd-final-errani-paolini', 'Errani / Paolini', 'romewd-errpao', { outcomes: yn('Errani / Paolini', 'Siniakova / Townsend') }]]),
  ] }, ['category']);
}
{ // Men's singles final, Sun 16 May (Sinner v Alcaraz): alpha, beta, gamma; beta_us lists the French Open men's champion: place negative.
  const start = z('2032-05-16', '15:00');
  addCase('tennis', { name: 'rome-atp-final', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXATPMATCH-32MAY16SINALC', 'Sinner vs Alcaraz: Italian Open Men\'s Final', 'Sports', z('2032-05-16', '20:00'), [['SIN', 'Jannik Sinner', 'romem-sinner'], ['ALC', 'Carlos Alcaraz', 'romem-alcaraz']]),
    B('Internazionali BNL d\'Italia: Jannik Sinner vs Carlos Alcaraz', 'Sports', start, [['atp-sinner-alcaraz-2032-05-16', 'Sinner', 'romem-sinner', { outcomes: yn('Sinner', 'Alcaraz'), src: 'https://www.atptour.com/' }]]),
    G('Rome Masters 2032 final — Sinner or Alcaraz?', start, gr(['Sinner', 'romem-sinner'], ['Alcaraz', 'romem-alcaraz'])),
    U('french-open-mens-champion-2032', 'Roland Garros 2032 Men\'s Singles Champion', 'Sports', z('2032-06-06', '18:00'), [['roland-garros-2032-men-jannik-sinner', 'Jannik Sinner', 'rg-sinner'],
      ['roland-garros-2032-men-carlos-alcaraz', 'Carlos Alcaraz', 'rg-alcaraz'], ['roland-garros-2032-men-joao-fonseca', 'Joao Fonseca', 'rg-fonseca']]),
  ] }, ['place']);
}
{ // Men's final total games (alpha ladder, beta O/U 22.5).
  addCase('tennis', { name: 'rome-atp-final-games', events: [
    A('KXATPGAMES-32MAY16SINALC', 'Sinner vs Alcaraz: Total Games', 'Sports', z('2032-05-16', '20:00'), [
      ['20', 'Over 20.5 games', 'romeg-20'], ['22', 'Over 22.5 games', 'romeg-22'], ['24', 'Over 24.5 games', 'romeg-24']]),
    B('Sinner vs. Alcaraz: Total Games O/U 22.5', 'Sports', z('2032-05-16', '15:00'), [['atp-sinner-alcaraz-2032-05-16-total-games-22pt5', 'O/U 22.5', 'romeg-22', { outcomes: yn('Over', 'Under') }]]),
  ] });
}
{ // Men's doubles title in Rome — beta_us only.
  addCase('tennis', { name: 'rome-atp-doubles', events: [
    U('atp-rome-2032-mens-doubles-champion', 'Italian Open 2032: Men\'s Doubles Champions', 'Sports', z('2032-05-16', '12:00'), [['atp-rome-2032-md-bolelli-vavassori', 'Bolelli / Vavassori', 'romemd-bv'],
      ['atp-rome-2032-md-granollers-zeballos', 'Granollers / Zeballos', 'romemd-gz']]),
  ] });
}
{ // Roland Garros 2032 women's champion (alpha, beta, gamma), listed the same Friday.
  const close = z('2032-06-05', '16:00');
  addCase('tennis', { name: 'roland-garros-women-2032', events: [
    A('KXFOWOMEN-32', 'French Open 2032 Women\'s Singles Winner', 'Sports', close, [['CGAU', 'Coco Gauff', 'rgw-gauff'], ['MAND', 'Mirra Andreeva', 'rgw-andreeva'], ['ISWI', 'Iga Swiatek', 'rgw-swiatek']]),
    B('French Open Women\'s Champion 2032', 'Sports', close, [['french-open-women-2032-gauff', 'Gauff', 'rgw-gauff'], ['french-open-women-2032-andreeva', 'Andreeva', 'rgw-andreeva'], ['french-open-women-2032-mboko', 'Mboko', 'rgw-mboko']]),
    G('Roland-Garros 2032: women\'s singles champion', close, gr(['Iga Świątek', 'rgw-swiatek'], ['Coco Gauff', 'rgw-gauff'], ['Mirra Andreeva', 'rgw-andreeva'])),
  ] });
}

// ───────────────────────────── GOLF: PGA Championship (final rounds Sat–Sun) ─────────────────────────────

{ // PGA Championship 2032 winner (all four venues; fields partly overlap).
  const close = z('2032-05-17', '00:00');
  addCase('golf', { name: 'pga-championship-winner', events: [
    A('KXPGATOUR-32PGACH', 'PGA Championship 2032 Winner', 'Sports', close, [['SSCH', 'Scottie Scheffler', 'pga-scheffler'], ['XSCH', 'Xander Schauffele', 'pga-schauffele'], ['LABE', 'Ludvig Åberg', 'pga-aberg'],
      ['RMCI', 'Rory McIlroy', 'pga-mcilroy'], ['CMOR', 'Collin Morikawa', 'pga-morikawa']], { sources: ['PGA of America https://www.pgachampionship.com/leaderboard'] }),
    B('PGA Championship Winner 2032', 'Sports', close, [['pga-championship-2032-scottie-scheffler', 'Scottie Scheffler', 'pga-scheffler'], ['pga-championship-2032-ludvig-aberg', 'Ludvig Aberg', 'pga-aberg'],
      ['pga-championship-2032-xander-schauffele', 'Xander Schauffele', 'pga-schauffele'], ['pga-championship-2032-tom-kim', 'Tom Kim', 'pga-kim']]),
    U('pga-championship-2032-winner', '2032 PGA Championship Champion', 'Sports', close, [['pga-champ-2032-scheffler', 'S. Scheffler', 'pga-scheffler'], ['pga-champ-2032-aberg', 'L. Åberg', 'pga-aberg']]),
    G('Who wins the 2032 PGA Championship?', close, gr(['Scheffler', 'pga-scheffler'], ['Åberg', 'pga-aberg'], ['McIlroy', 'pga-mcilroy'], ['Field (any other player)', 'pga-field'])),
  ] });
}
{ // 54-hole (third-round) leader, Saturday: a different round from the champion.
  const close = z('2032-05-16', '00:30');
  addCase('golf', { name: 'pga-r3-leader', events: [
    A('KXPGAR3LEAD-32PGACH', 'PGA Championship: Leader after Round 3', 'Sports', close, [['SSCH', 'Scottie Scheffler', 'r3-scheffler'], ['LABE', 'Ludvig Åberg', 'r3-aberg'], ['XSCH', 'Xander Schauffele', 'r3-schauffele']]),
    B('PGA Championship: 54-Hole Leader', 'Sports', close, [['pga-championship-2032-54-hole-leader-scheffler', 'Scheffler', 'r3-scheffler'], ['pga-championship-2032-54-hole-leader-aberg', 'Aberg', 'r3-aberg'],
      ['pga-championship-2032-54-hole-leader-morikawa', 'Morikawa', 'r3-morikawa']]),
  ] }, ['round']);
}
{ // Åberg top-10 finish (alpha's per-player top-10 event, beta, gamma).
  const close = z('2032-05-17', '00:00');
  addCase('golf', { name: 'pga-top10', events: [
    A('KXPGATOP10-32PGACH', 'PGA Championship 2032: Top 10 Finish', 'Sports', close, [['LABE', 'Ludvig Åberg', 't10-aberg'], ['CMOR', 'Collin Morikawa', 't10-morikawa'], ['JRAH', 'Jon Rahm', 't10-rahm']]),
    B1('Ludvig Åberg Top 10 at PGA Championship?', 'Sports', close, 't10-aberg', { mx: { rules: 'Yes if Ludvig Åberg finishes in the top 10, including ties, per the official PGA Championship leaderboard. Dead-heat rules do not apply.' } }),
    G1('Ludvig Aberg to finish top 10 (incl. ties) at the 2032 PGA Championship?', close, 't10-aberg'),
  ] });
}
{ // Winning score (alpha "-N or lower" ladder; beta_us "under -9.5"; gamma's "-9 or higher" is the complement).
  const close = z('2032-05-17', '00:00');
  addCase('golf', { name: 'pga-winning-score', events: [
    A('KXPGASCORE-32PGACH', 'PGA Championship 2032: Winning Score', 'Sports', close, [
      ['T8', '-8 or lower', 'ws-8'], ['T10', '-10 or lower', 'ws-10'], ['T12', '-12 or lower', 'ws-12'], ['T14', '-14 or lower', 'ws-14']]),
    U1('pga-championship-2032-winning-score-under-9pt5', 'PGA Championship winning score: under -9.5?', 'Sports', close, 'ws-10'),
    G1('2032 PGA Championship winning score -9 or worse?', close, 'ws-9-or-worse'),
  ] }, ['inverted']);
}
{ // Playoff needed to decide the PGA Championship (alpha, gamma).
  const close = z('2032-05-17', '00:00');
  addCase('golf', { name: 'pga-playoff', events: [
    A1('KXPGAPLAYOFF-32PGACH', 'Will the 2032 PGA Championship go to a playoff?', 'Sports', close, 'YES', 'Playoff', 'pga-po'),
    G1('PGA Championship 2032 decided by a playoff?', close, 'pga-po'),
  ] });
}
{ // LPGA Mizuho Americas Open, same weekend — beta only.
  addCase('golf', { name: 'lpga-mizuho-2032', events: [
    B('Mizuho Americas Open 2032 Winner', 'Sports', z('2032-05-16', '23:00'), [['mizuho-americas-open-2032-nelly-korda', 'Nelly Korda', 'lpga-korda'], ['mizuho-americas-open-2032-jeeno-thitikul', 'Jeeno Thitikul', 'lpga-thitikul'],
      ['mizuho-americas-open-2032-lottie-woad', 'Lottie Woad', 'lpga-woad']]),
  ] });
}

// ───────────────────────────── MOTORSPORT: Canadian Grand Prix (sprint weekend), Indianapolis 500 qualifying ─────────────────────────────

{ // Canadian Grand Prix winner, Sun 16 May 14:00 local (all four venues).
  const lights = z('2032-05-16', '18:00');
  addCase('motorsport', { name: 'f1-canada-gp-winner', events: [
    A('KXF1RACE-32CAN', 'Canadian Grand Prix 2032 Winner', 'Sports', z('2032-05-16', '21:00'), w([['MVER', 'Max Verstappen', 'can-verstappen'], ['LNOR', 'Lando Norris', 'can-norris'], ['OPIA', 'Oscar Piastri', 'can-piastri'],
      ['CLEC', 'Charles Leclerc', 'can-leclerc'], ['GRUS', 'George Russell', 'can-russell'], ['KANT', 'Kimi Antonelli', 'can-antonelli']],
    { rules: 'Resolves to the driver classified first in the official results of the 2032 Canadian Grand Prix as published by the FIA, regardless of later penalties applied after the market closes.' }), { sources: ['FIA https://www.fia.com/events/fia-formula-one-world-championship'] }),
    B('F1 Canadian Grand Prix: Winner', 'Sports', lights, [['f1-canadian-gp-2032-winner-verstappen', 'Max Verstappen', 'can-verstappen'], ['f1-canadian-gp-2032-winner-norris', 'Lando Norris', 'can-norris'],
      ['f1-canadian-gp-2032-winner-piastri', 'Oscar Piastri', 'can-piastri'], ['f1-canadian-gp-2032-winner-russell', 'George Russell', 'can-russell']]),
    U('f1-canadian-grand-prix-2032', 'Canadian Grand Prix 2032 — Race Winner', 'Sports', lights, [['f1-canada-2032-race-norris', 'Lando Norris', 'can-norris'], ['f1-canada-2032-race-verstappen', 'Max Verstappen', 'can-verstappen']]),
    G('Formula 1 Grand Prix du Canada 2032 winner', lights, gr(['Verstappen', 'can-verstappen'], ['Norris', 'can-norris'], ['Leclerc', 'can-leclerc'], ['Antonelli', 'can-antonelli'])),
  ] });
}
{ // Pole position (Saturday qualifying) on alpha and beta vs gamma's Saturday sprint winner: round negative.
  addCase('motorsport', { name: 'f1-canada-pole', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXF1POLE-32CAN', 'Canadian Grand Prix 2032: Pole Position', 'Sports', z('2032-05-15', '21:00'), [['MVER', 'Max Verstappen', 'canpole-verstappen'], ['LNOR', 'Lando Norris', 'canpole-norris'], ['GRUS', 'George Russell', 'canpole-russell']]),
    B('Canadian Grand Prix: Pole Position', 'Sports', z('2032-05-15', '20:00'), [['f1-canadian-gp-2032-pole-verstappen', 'Verstappen', 'canpole-verstappen'], ['f1-canadian-gp-2032-pole-russell', 'Russell', 'canpole-russell'],
      ['f1-canadian-gp-2032-pole-leclerc', 'Leclerc', 'canpole-leclerc']]),
    G('Canada Sprint (Sat May 15) — who wins?', z('2032-05-15', '16:00'), gr(['Verstappen', 'cansprint-verstappen'], ['Norris', 'cansprint-norris'], ['Piastri', 'cansprint-piastri'])),
  ] }, ['round']);
}
{ // Safety car in the race (alpha, beta) and gamma's "no safety car" (the complement).
  const lights = z('2032-05-16', '18:00');
  addCase('motorsport', { name: 'f1-canada-safety-car', events: [
    A1('KXF1SC-32CAN', 'Safety car deployed during the 2032 Canadian Grand Prix?', 'Sports', z('2032-05-16', '21:00'), 'YES', 'Safety car', 'can-sc', { rules: 'Yes if a full Safety Car (not a Virtual Safety Car) is deployed during the race.' }),
    B1('Will there be a Safety Car at the Canadian Grand Prix?', 'Sports', lights, 'can-sc', { mx: { rules: 'Resolves Yes if the Safety Car is deployed at any time during the race (Virtual Safety Car does not count). Formation lap and sprint excluded.' } }),
    G1('Canadian GP 2032: race completed with no Safety Car?', lights, 'can-no-sc'),
  ] }, ['inverted']);
}
{ // Lando Norris podium finish (alpha per-driver podium event, beta).
  addCase('motorsport', { name: 'f1-canada-podium-norris', events: [
    A('KXF1PODIUM-32CAN', 'Canadian Grand Prix 2032: Podium finish', 'Sports', z('2032-05-16', '21:00'), [['LNOR', 'Lando Norris', 'canpod-norris'], ['OPIA', 'Oscar Piastri', 'canpod-piastri'], ['CLEC', 'Charles Leclerc', 'canpod-leclerc']]),
    B1('Will Lando Norris finish on the podium at the Canadian GP?', 'Sports', z('2032-05-16', '18:00'), 'canpod-norris'),
  ] });
}
{ // Winning constructor in Canada — alpha only.
  addCase('motorsport', { name: 'f1-canada-constructor', events: [
    A('KXF1CONST-32CAN', 'Canadian Grand Prix 2032: Winning Constructor', 'Sports', z('2032-05-16', '21:00'), [['RBR', 'Red Bull', 'canc-rbr'], ['MCL', 'McLaren', 'canc-mcl'], ['MER', 'Mercedes', 'canc-mer'], ['FER', 'Ferrari', 'canc-fer']]),
  ] });
}
{ // Indianapolis 500 pole (Sunday's Fast Six) on alpha and beta vs the Indy 500 race winner on beta_us (30 May): round; and not F1's pole (category).
  addCase('motorsport', { name: 'indy500-pole-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXINDYPOLE-32', 'Indianapolis 500 2032: Pole Winner', 'Sports', z('2032-05-16', '23:00'), [['APAL', 'Álex Palou', 'indypole-palou'], ['POWA', 'Pato O\'Ward', 'indypole-oward'], ['SMCL', 'Scott McLaughlin', 'indypole-mclaughlin']]),
    B('Indy 500 Pole Position 2032', 'Sports', z('2032-05-16', '22:00'), [['indy-500-2032-pole-palou', 'Alex Palou', 'indypole-palou'], ['indy-500-2032-pole-oward', 'Pato O\'Ward', 'indypole-oward'],
      ['indy-500-2032-pole-newgarden', 'Josef Newgarden', 'indypole-newgarden']]),
    U('indianapolis-500-winner-2032', 'Indianapolis 500 Winner 2032', 'Sports', z('2032-05-30', '20:00'), [['indy-500-2032-winner-alex-palou', 'Alex Palou', 'indy-palou'], ['indy-500-2032-winner-pato-oward', 'Pato O\'Ward', 'indy-oward']]),
  ] }, ['round', 'category']);
}

// ───────────────────────────── UFC 345 (Sat 15 May, Las Vegas) ─────────────────────────────

{ // Main event Topuria v Tsarukyan (all four venues; beta_us lists Tsarukyan first).
  const walk = z('2032-05-16', '04:00');
  addCase('ufc', { name: 'ufc345-topuria-tsarukyan', events: [
    A('KXUFCFIGHT-32MAY15TOPTSA', 'Topuria vs Tsarukyan (UFC 345)', 'Sports', z('2032-05-16', '06:00'), [['TOP', 'Ilia Topuria', 'ufc-topuria'], ['TSA', 'Arman Tsarukyan', 'ufc-tsarukyan']],
      { sources: ['UFC https://www.ufc.com/events'] }),
    B('UFC 345: Ilia Topuria vs. Arman Tsarukyan', 'Sports', walk, [['ufc-345-topuria-vs-tsarukyan', 'Topuria', 'ufc-topuria', { outcomes: yn('Topuria', 'Tsarukyan'),
      rules: 'Resolves to the fighter declared the winner. A draw or no contest resolves 50-50. If the fight does not take place by May 22, 2032, the market resolves 50-50.' }]]),
    U('ufc-345-tsarukyan-topuria', 'Arman Tsarukyan vs Ilia Topuria', 'Sports', walk, [['aec-ufc-345-tsarukyan-topuria', 'Tsarukyan', 'ufc-tsarukyan', { outcomes: yn('Tsarukyan', 'Topuria') }]]),
    G('UFC 345 main event: Topuria vs Tsarukyan', walk, gr(['Ilia Topuria', 'ufc-topuria'], ['Arman Tsarukyan', 'ufc-tsarukyan'])),
  ] }, ['inverted']);
}
{ // Main event goes the distance (alpha, beta) and gamma's "ends inside the distance" (the complement).
  const walk = z('2032-05-16', '04:00');
  addCase('ufc', { name: 'ufc345-main-distance', events: [
    A1('KXUFCDIST-32MAY15TOPTSA', 'Will Topuria vs Tsarukyan go the distance?', 'Sports', z('2032-05-16', '06:00'), 'YES', 'Goes the distance', 'ufcmain-dist'),
    B1('Topuria vs. Tsarukyan: Fight to go the distance?', 'Sports', walk, 'ufcmain-dist'),
    G1('Topuria–Tsarukyan ends by KO/TKO or submission?', walk, 'ufcmain-finish'),
  ] }, ['inverted']);
}
{ // Main event method: Topuria by KO/TKO (alpha outcome of its method event, beta binary).
  addCase('ufc', { name: 'ufc345-main-method', events: [
    A('KXUFCMETHOD-32MAY15TOPTSA', 'Topuria vs Tsarukyan: Method of Victory', 'Sports', z('2032-05-16', '06:00'), [
      ['TOPKO', 'Topuria by KO/TKO', 'ufcm-top-ko'], ['TOPSUB', 'Topuria by submission', 'ufcm-top-sub'], ['TOPDEC', 'Topuria by decision', 'ufcm-top-dec'],
      ['TSAKO', 'Tsarukyan by KO/TKO', 'ufcm-tsa-ko'], ['TSASUB', 'Tsarukyan by submission', 'ufcm-tsa-sub'], ['TSADEC', 'Tsarukyan by decision', 'ufcm-tsa-dec']]),
    B1('Will Ilia Topuria win by KO/TKO at UFC 345?', 'Sports', z('2032-05-16', '04:00'), 'ufcm-top-ko'),
  ] });
}
{ // Co-main Umar Nurmagomedov v Payton Talbott winner (alpha, beta) vs gamma's over 2.5 rounds: measure negative.
  const walk = z('2032-05-16', '03:30');
  addCase('ufc', { name: 'ufc345-nurmagomedov-talbott', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUFCFIGHT-32MAY15NURTAL', 'Nurmagomedov vs Talbott (UFC 345)', 'Sports', z('2032-05-16', '06:00'), [['NUR', 'Umar Nurmagomedov', 'ufc-umar'], ['TAL', 'Payton Talbott', 'ufc-talbott']]),
    B('UFC 345: Umar Nurmagomedov vs. Payton Talbott', 'Sports', walk, [['ufc-345-nurmagomedov-vs-talbott', 'Nurmagomedov', 'ufc-umar', { outcomes: yn('Nurmagomedov', 'Talbott') }]]),
    G1('Umar vs Talbott: over 2.5 rounds?', walk, 'ufc-umar-o25'),
  ] }, ['measure']);
}
{ // Prelim Raul Rosas Jr. v Joshua Van — alpha only.
  addCase('ufc', { name: 'ufc345-rosas-van', events: [
    A('KXUFCFIGHT-32MAY15ROSVAN', 'Rosas Jr. vs Van (UFC 345)', 'Sports', z('2032-05-16', '06:00'), [['ROS', 'Raul Rosas Jr.', 'ufc-rosas'], ['VAN', 'Joshua Van', 'ufc-van']]),
  ] });
}

// ───────────────────────────── CRICKET: IPL 2032 ─────────────────────────────

{ // RCB v KKR, Sat 15 May 19:30 IST, Bengaluru (alpha, beta, gamma).
  const start = z('2032-05-15', '14:00');
  addCase('cricket', { name: 'ipl-rcb-kkr', events: [
    A('KXIPLGAME-32MAY15RCBKKR', 'Royal Challengers Bengaluru vs Kolkata Knight Riders', 'Sports', z('2032-05-15', '18:30'), [['RCB', 'Royal Challengers Bengaluru', 'rcbkkr-rcb'], ['KKR', 'Kolkata Knight Riders', 'rcbkkr-kkr']],
      { rules: 'If the named team wins the match per the official IPL scorecard, the market resolves Yes. Super Over results count.' }),
    B('IPL: Royal Challengers Bengaluru vs Kolkata Knight Riders', 'Sports', start, [['cricipl-rcb-kkr-2032-05-15', 'RCB', 'rcbkkr-rcb', { outcomes: yn('Royal Challengers Bengaluru', 'Kolkata Knight Riders'), src: 'https://www.iplt20.com/' }]]),
    G('IPL 2032 Match: RCB vs KKR (May 15)', start, gr(['RCB', 'rcbkkr-rcb'], ['KKR', 'rcbkkr-kkr'])),
  ] });
}
{ // MI v CSK, Sun 16 May 19:30 IST, Wankhede (alpha, beta, beta_us) vs gamma's toss winner: observation negative.
  const start = z('2032-05-16', '14:00');
  addCase('cricket', { name: 'ipl-mi-csk', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXIPLGAME-32MAY16MICSK', 'Mumbai Indians vs Chennai Super Kings', 'Sports', z('2032-05-16', '18:30'), [['MI', 'Mumbai Indians', 'micsk-mi'], ['CSK', 'Chennai Super Kings', 'micsk-csk']]),
    B('IPL: Mumbai Indians vs Chennai Super Kings', 'Sports', start, [['cricipl-mi-csk-2032-05-16', 'MI', 'micsk-mi', { outcomes: yn('Mumbai Indians', 'Chennai Super Kings'), src: 'https://www.iplt20.com/' }]]),
    U('cricipl-mi-csk-2032-05-16', 'Mumbai Indians vs. Chennai Super Kings', 'Sports', start, [['aec-cricipl-mi-csk-2032-05-16', 'Mumbai Indians', 'micsk-mi', { outcomes: yn('Mumbai Indians', 'Chennai Super Kings') }]]),
    G('MI vs CSK (May 16): who wins the toss?', z('2032-05-16', '13:30'), gr(['Mumbai Indians', 'micsk-toss-mi'], ['Chennai Super Kings', 'micsk-toss-csk'])),
  ] }, ['observation']);
}
{ // SRH v DC, Sun 16 May 15:30 IST, Hyderabad (beta, gamma).
  const start = z('2032-05-16', '10:00');
  addCase('cricket', { name: 'ipl-srh-dc', events: [
    B('IPL: Sunrisers Hyderabad vs Delhi Capitals', 'Sports', start, [['cricipl-srh-dc-2032-05-16', 'SRH', 'srhdc-srh', { outcomes: yn('Sunrisers Hyderabad', 'Delhi Capitals') }]]),
    G('Sunrisers Hyderabad v Delhi Capitals — match winner', start, gr(['Sunrisers Hyderabad', 'srhdc-srh'], ['Delhi Capitals', 'srhdc-dc'])),
  ] });
}
{ // IPL 2032 champion (alpha, beta).
  const close = z('2032-05-30', '18:00');
  addCase('cricket', { name: 'ipl-2032-champion', events: [
    A('KXIPL-32', 'IPL 2032 Champion', 'Sports', close, [['MI', 'Mumbai Indians', 'iplc-mi'], ['RCB', 'Royal Challengers Bengaluru', 'iplc-rcb'], ['GT', 'Gujarat Titans', 'iplc-gt'], ['PBKS', 'Punjab Kings', 'iplc-pbks']]),
    B('Indian Premier League Winner 2032', 'Sports', close, [['ipl-winner-2032-mumbai-indians', 'Mumbai Indians', 'iplc-mi'], ['ipl-winner-2032-royal-challengers-bengaluru', 'Royal Challengers Bengaluru', 'iplc-rcb'],
      ['ipl-winner-2032-gujarat-titans', 'Gujarat Titans', 'iplc-gt'], ['ipl-winner-2032-kolkata-knight-riders', 'Kolkata Knight Riders', 'iplc-kkr']]),
  ] });
}

// ───────────────────────────── ESPORTS ─────────────────────────────

{ // CS2 PGL Astana 2032 grand final, Sun 16 May (Vitality v Spirit, Bo5): series on alpha, beta, gamma; Map 1 on beta_us: period negative.
  const start = z('2032-05-16', '12:00');
  addCase('esports', { name: 'cs2-astana-final', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXCS2GAME-32MAY16VITSPI', 'Team Vitality vs Team Spirit (PGL Astana Grand Final)', 'Esports', z('2032-05-16', '18:00'), [['VIT', 'Team Vitality', 'cs2f-vit'], ['SPI', 'Team Spirit', 'cs2f-spi']]),
    B('Counter-Strike: Vitality vs Spirit (BO5) - PGL Astana Grand Final', 'Esports', start, [['cs2-vit-spi-2032-05-16', 'Vitality', 'cs2f-vit', { outcomes: yn('Vitality', 'Spirit'), src: 'https://www.hltv.org/' }]]),
    G('PGL Astana 2032 champion: Vitality or Spirit?', start, gr(['Vitality', 'cs2f-vit'], ['Spirit', 'cs2f-spi'])),
    U('cs2-vit-spi-2032-05-16-map-1', 'Vitality vs Spirit — Map 1 Winner', 'Esports', start, [['aec-cs2-vit-spi-2032-05-16-map1', 'Vitality (Map 1)', 'cs2f-m1-vit', { outcomes: yn('Vitality', 'Spirit') }]]),
  ] }, ['period']);
}
{ // Grand final map handicap (alpha map-margin ladder, beta Vitality -1.5 maps).
  addCase('esports', { name: 'cs2-astana-final-maps', events: [
    A('KXCS2SPREAD-32MAY16VITSPI', 'Vitality vs Spirit: Map Spread', 'Esports', z('2032-05-16', '18:00'), [['VIT1', 'Team Vitality wins by over 1.5 maps', 'cs2h-vit1'], ['SPI1', 'Team Spirit wins by over 1.5 maps', 'cs2h-spi1']]),
    B('Map Handicap: Vitality (-1.5) vs Spirit (+1.5)', 'Esports', z('2032-05-16', '12:00'), [['cs2-vit-spi-2032-05-16-map-handicap-1pt5', 'Vitality -1.5', 'cs2h-vit1', { outcomes: yn('Vitality', 'Spirit') }]]),
  ] });
}
{ // LCK: T1 v Gen.G, Sat 15 May 17:00 KST (alpha, beta).
  const start = z('2032-05-15', '08:00');
  addCase('esports', { name: 'lck-t1-geng', events: [
    A('KXLOLGAME-32MAY15T1GEN', 'T1 vs Gen.G (LCK)', 'Esports', z('2032-05-15', '12:00'), [['T1', 'T1', 'lck-t1'], ['GEN', 'Gen.G', 'lck-gen']]),
    B('LoL: T1 vs Gen.G (BO3) - LCK Regular Season', 'Esports', start, [['lol-t1-gen-2032-05-15', 'T1', 'lck-t1', { outcomes: yn('T1', 'Gen.G'), src: 'https://lolesports.com/' }]]),
  ] });
}
{ // VCT Americas: Sentinels v G2, Sun 16 May — gamma only.
  addCase('esports', { name: 'vct-sen-g2', events: [
    G('VCT Americas: Sentinels vs G2 Esports (May 16)', z('2032-05-16', '22:00'), gr(['Sentinels', 'vct-sen'], ['G2 Esports', 'vct-g2'])),
  ] });
}

// ───────────────────────────── CRYPTO: weekend dailies ─────────────────────────────

{ // BTC at 5pm ET Saturday: alpha and beta_us on CF Benchmarks; gamma's 17:00 ET Binance close (same instant, other source: nf).
  const at = z('2032-05-15', '21:00');
  addCase('crypto', { name: 'btc-sat-5pm', fungible: nf('alpha|gamma', 'beta_us|gamma'), events: [
    A('KXBTCD-32MAY1517', 'Bitcoin price on May 15, 2032 at 5pm EDT?', 'Crypto', at, w([['T149999.99', '$150,000 or above', 'btc15e-150'], ['T151999.99', '$152,000 or above', 'btc15e-152'],
      ['T153999.99', '$154,000 or above', 'btc15e-154'], ['T155999.99', '$156,000 or above', 'btc15e-156']],
    { rules: 'If the simple average of the sixty seconds of CF Benchmarks\' Bitcoin Real-Time Index (BRTI) before 5 PM EDT on May 15, 2032 is at or above the strike, then the market resolves to Yes.' }), { sources: [CFB] }),
    U1('bitcoin-above-154k-on-may-15-5pm-et', 'Bitcoin above $154,000 on May 15 at 5PM ET?', 'Crypto', at, 'btc15e-154', { src: 'https://www.cfbenchmarks.com/data/indices/BRTI', rules: 'Resolves using the CF Benchmarks BRTI value at 5:00 PM ET on May 15, 2032.' }),
    G('BTC price at 17:00 ET, May 15 — above?', at, [['Above $150,000', 'btc15e-150'], ['Above $152,000', 'btc15e-152'], ['Above $154,000', 'btc15e-154']],
      { rules: 'Settles on the close of the Binance BTC/USDT 1-minute candle for 17:00 ET (21:00 UTC) on May 15, 2032.' }),
  ] }, ['source']);
}
{ // BTC at noon ET Saturday: alpha's 12pm CF Benchmarks ladder and beta's Binance 12:00 ET candle (nf); the 5pm case above is another instant.
  const at = z('2032-05-15', '16:00');
  addCase('crypto', { name: 'btc-sat-noon', fungible: nf('alpha|beta'), events: [
    A('KXBTCD-32MAY1512', 'Bitcoin price on May 15, 2032 at 12pm EDT?', 'Crypto', at, [['T147999.99', '$148,000 or above', 'btc15n-148'], ['T149999.99', '$150,000 or above', 'btc15n-150'],
      ['T151999.99', '$152,000 or above', 'btc15n-152'], ['T153999.99', '$154,000 or above', 'btc15n-154']], { sources: [CFB] }),
    B('Bitcoin above ___ on May 15?', 'Crypto', at, w([['bitcoin-above-148k-on-may-15', '148,000', 'btc15n-148', { q: 'Will the price of Bitcoin be above $148,000 on May 15?' }],
      ['bitcoin-above-150k-on-may-15', '150,000', 'btc15n-150', { q: 'Will the price of Bitcoin be above $150,000 on May 15?' }],
      ['bitcoin-above-152k-on-may-15', '152,000', 'btc15n-152', { q: 'Will the price of Bitcoin be above $152,000 on May 15?' }],
      ['bitcoin-above-156k-on-may-15', '156,000', 'btc15n-156', { q: 'Will the price of Bitcoin be above $156,000 on May 15?' }]],
    { src: BINANCE, rules: 'This market will resolve to "Yes" if the Binance 1 minute candle for BTC/USDT 12:00 in the ET timezone (noon) on May 15 has a final "Close" price higher than the price specified in the title.' })),
  ] }, ['source', 'time']);
}
{ // BTC Up or Down on Sunday (beta, beta_us: Binance 12:00 ET noon-to-noon) vs gamma's UTC daily candle: time negative.
  const at = z('2032-05-16', '16:00');
  addCase('crypto', { name: 'btc-sun-updown', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Bitcoin Up or Down on May 16?', 'Crypto', at, [['bitcoin-up-or-down-on-may-16-2032', 'Up', 'btc16ud-up', { outcomes: yn('Up', 'Down'), src: BINANCE,
      rules: 'Resolves "Up" if the close of the Binance BTC/USDT 1 minute candle for 12:00 ET on May 16 is greater than or equal to the close of the 12:00 ET candle on May 15. Otherwise "Down".' }]]),
    U1('btc-up-or-down-may-16-2032', 'Bitcoin Up or Down — May 16 (12PM ET)', 'Crypto', at, 'btc16ud-up', { outcomes: yn('Up', 'Down') }),
    G1('BTC daily candle on May 16 (00:00–24:00 UTC) closes green?', z('2032-05-17', '00:00'), 'btc16utc-green'),
  ] }, ['time']);
}
{ // Weekly "hit" ladder (beta) and gamma's any-time touch in the same window vs alpha's Sunday 5pm value: observation negative.
  addCase('crypto', { name: 'btc-weekly-hit', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('What price will Bitcoin hit May 10-16?', 'Crypto', z('2032-05-17', '03:59'), w([['what-price-will-bitcoin-hit-may-10-16-2032-160k', '↑ 160,000', 'btcwk-160'],
      ['what-price-will-bitcoin-hit-may-10-16-2032-158k', '↑ 158,000', 'btcwk-158'], ['what-price-will-bitcoin-hit-may-10-16-2032-145k', '↓ 145,000', 'btcwk-145d']],
    { src: BINANCE, rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle between May 10, 2032 00:00 ET and May 16, 2032 23:59 ET has a final High (or Low, for ↓) at or beyond the listed price.' })),
    G1('Will BTC trade at or above $160,000 at any time May 10–16 (ET)?', z('2032-05-17', '03:59'), 'btcwk-160'),
    A('KXBTCD-32MAY1617', 'Bitcoin price on May 16, 2032 at 5pm EDT?', 'Crypto', z('2032-05-16', '21:00'), [['T155999.99', '$156,000 or above', 'btc16e-156'], ['T157999.99', '$158,000 or above', 'btc16e-158'],
      ['T159999.99', '$160,000 or above', 'btc16e-160']], { sources: [CFB] }),
  ] }, ['observation']);
}
{ // ETH at 5pm ET Saturday (alpha, beta_us) vs gamma's Ethereum Classic at the same instant: asset negative.
  const at = z('2032-05-15', '21:00');
  addCase('crypto', { name: 'eth-sat-5pm', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXETHD-32MAY1517', 'Ethereum price on May 15, 2032 at 5pm EDT?', 'Crypto', at, [['T5999.99', '$6,000 or above', 'eth15e-6000'], ['T6199.99', '$6,200 or above', 'eth15e-6200'], ['T6399.99', '$6,400 or above', 'eth15e-6400']],
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    U1('ethereum-above-6200-on-may-15-5pm-et', 'Ethereum above $6,200 on May 15, 5PM ET?', 'Crypto', at, 'eth15e-6200', { src: 'https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI' }),
    G1('ETC above $60 at 17:00 ET on May 15?', at, 'etc15e-60', { rules: 'Ethereum Classic (ETC/USDT on Binance), 1-minute candle close for 17:00 ET.' }),
  ] }, ['asset']);
}
{ // ETH at noon ET Sunday: beta and gamma on Binance, alpha's 12pm CF Benchmarks ladder (nf with both).
  const at = z('2032-05-16', '16:00');
  addCase('crypto', { name: 'eth-sun-noon', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    B('Ethereum above ___ on May 16?', 'Crypto', at, w([['ethereum-above-5800-on-may-16', '5,800', 'eth16n-5800'], ['ethereum-above-6000-on-may-16', '6,000', 'eth16n-6000'],
      ['ethereum-above-6200-on-may-16', '6,200', 'eth16n-6200']], { src: 'https://www.binance.com/en/trade/ETH_USDT' })),
    G('ETH price on May 16 at 12:00 ET (Binance) above…', at, [['6,000', 'eth16n-6000'], ['6,200', 'eth16n-6200'], ['6,400', 'eth16n-6400']]),
    A('KXETHD-32MAY1612', 'Ethereum price on May 16, 2032 at 12pm EDT?', 'Crypto', at, [['T5799.99', '$5,800 or above', 'eth16n-5800'], ['T5999.99', '$6,000 or above', 'eth16n-6000'], ['T6399.99', '$6,400 or above', 'eth16n-6400']]),
  ] }, ['source']);
}
{ // SOL Sunday: alpha's 5pm ET value vs beta's noon ET Binance candle: time negative.
  addCase('crypto', { name: 'sol-sun', groups: [['alpha'], ['beta']], events: [
    A('KXSOLD-32MAY1617', 'Solana price on May 16, 2032 at 5pm EDT?', 'Crypto', z('2032-05-16', '21:00'), [['T299.99', '$300 or above', 'sol16e-300'], ['T319.99', '$320 or above', 'sol16e-320']]),
    B('Solana above ___ on May 16?', 'Crypto', z('2032-05-16', '16:00'), [['solana-above-300-on-may-16', '300', 'sol16n-300', { src: 'https://www.binance.com/en/trade/SOL_USDT' }],
      ['solana-above-320-on-may-16', '320', 'sol16n-320', { src: 'https://www.binance.com/en/trade/SOL_USDT' }]]),
  ] }, ['time']);
}
{ // XRP at noon ET Saturday (beta, gamma; both Binance).
  const at = z('2032-05-15', '16:00');
  addCase('crypto', { name: 'xrp-sat-noon', events: [
    B('XRP above ___ on May 15?', 'Crypto', at, w([['xrp-above-3pt2-on-may-15', '$3.20', 'xrp15-320'], ['xrp-above-3pt4-on-may-15', '$3.40', 'xrp15-340'], ['xrp-above-3pt6-on-may-15', '$3.60', 'xrp15-360']],
      { src: 'https://www.binance.com/en/trade/XRP_USDT' })),
    G1('XRP above $3.40 at noon ET, Sat May 15?', at, 'xrp15-340', { rules: 'Binance XRP/USDT 1-minute candle close for 12:00 ET.' }),
  ] });
}
{ // HYPE at noon ET Saturday (beta, gamma; gamma's $85 rung has no beta twin).
  const at = z('2032-05-15', '16:00');
  addCase('crypto', { name: 'hype-sat-noon', events: [
    B('Hyperliquid above ___ on May 15?', 'Crypto', at, [['hyperliquid-above-80-on-may-15', '$80', 'hype15-80'], ['hyperliquid-above-90-on-may-15', '$90', 'hype15-90']]),
    G('HYPE price on May 15 (12:00 ET)', at, [['Above $80', 'hype15-80'], ['Above $85', 'hype15-85'], ['Above $90', 'hype15-90']]),
  ] }, ['threshold']);
}
{ // Dogecoin at 5pm ET Sunday — alpha only.
  addCase('crypto', { name: 'doge-sun-5pm', events: [
    A('KXDOGED-32MAY1617', 'Dogecoin price on May 16, 2032 at 5pm EDT?', 'Crypto', z('2032-05-16', '21:00'), [['T0.39999', '$0.40 or above', 'doge16-040'], ['T0.44999', '$0.45 or above', 'doge16-045']]),
  ] });
}
{ // Bitcoin dips to $140k by Sunday — beta_us only.
  addCase('crypto', { name: 'btc-dip-140k-weekend', events: [
    U1('will-bitcoin-dip-to-140k-by-may-16', 'Will Bitcoin dip to $140,000 by May 16?', 'Crypto', z('2032-05-17', '03:59'), 'btcdip-140'),
  ] });
}

// ───────────────────────────── WEATHER: US city daily highs ─────────────────────────────

{ // NYC high Saturday: alpha Central Park (NWS CLI) buckets, beta LaGuardia (Weather Underground) buckets; same city, other station (nf).
  const close = z('2032-05-16', '04:59');
  addCase('weather', { name: 'wx-nyc-high-sat', fungible: nf('alpha|beta'), events: [
    A('KXHIGHNY-32MAY15', 'Highest temperature in NYC on May 15, 2032?', 'Climate and Weather', close, w([['T66', '<66°', 'nyc15-le65'], ['B66.5', '66° to 67°', 'nyc15-66'], ['B68.5', '68° to 69°', 'nyc15-68'],
      ['B70.5', '70° to 71°', 'nyc15-70'], ['B72.5', '72° to 73°', 'nyc15-72'], ['T73', '>73°', 'nyc15-ge74']],
    { rules: 'Resolves to the maximum temperature recorded in Central Park, New York, for May 15, 2032, as reported in the National Weather Service Climatological Report (Daily) issued the following morning.' }),
    { sources: [`National Weather Service ${NWS}`] }),
    B('Highest temperature in NYC on May 15?', 'Weather', close, w([['highest-temperature-in-nyc-on-may-15-2032-65forbelow', '65°F or below', 'nyc15-le65'], ['highest-temperature-in-nyc-on-may-15-2032-66-67f', '66-67°F', 'nyc15-66'],
      ['highest-temperature-in-nyc-on-may-15-2032-68-69f', '68-69°F', 'nyc15-68'], ['highest-temperature-in-nyc-on-may-15-2032-70-71f', '70-71°F', 'nyc15-70'],
      ['highest-temperature-in-nyc-on-may-15-2032-72-73f', '72-73°F', 'nyc15-72'], ['highest-temperature-in-nyc-on-may-15-2032-74forhigher', '74°F or higher', 'nyc15-ge74']],
    { src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA', rules: 'Resolves to the highest temperature recorded at LaGuardia Airport Station (KLGA) on May 15, 2032, per Weather Underground, in whole degrees Fahrenheit.' })),
  ] }, ['source']);
}
{ // NYC (Central Park) high Sunday (alpha, gamma): same station, the next day.
  const close = z('2032-05-17', '04:59');
  addCase('weather', { name: 'wx-nyc-high-sun', events: [
    A('KXHIGHNY-32MAY16', 'Highest temperature in NYC on May 16, 2032?', 'Climate and Weather', close, [['T68', '<68°', 'nyc16-le67'], ['B68.5', '68° to 69°', 'nyc16-68'], ['B70.5', '70° to 71°', 'nyc16-70'],
      ['B72.5', '72° to 73°', 'nyc16-72'], ['T74', '>74°', 'nyc16-ge75']], { sources: [`National Weather Service ${NWS}`] }),
    G1('Central Park high on Sunday May 16 at or above 75°F?', close, 'nyc16-ge75', { rules: 'NWS daily climate report (CLI) for Central Park, NY.' }),
  ] }, ['date']);
}
{ // Chicago high Saturday: alpha Midway, beta O'Hare (nf); the two ladders' buckets do not coincide.
  const close = z('2032-05-16', '05:59');
  addCase('weather', { name: 'wx-chi-high-sat', fungible: nf('alpha|beta'), events: [
    A('KXHIGHCHI-32MAY15', 'Highest temperature in Chicago on May 15, 2032?', 'Climate and Weather', close, w([['T60', '<60°', 'chi15a-le59'], ['B60.5', '60° to 61°', 'chi15a-60'], ['B62.5', '62° to 63°', 'chi15a-62'],
      ['B64.5', '64° to 65°', 'chi15a-64'], ['T65', '>65°', 'chi15a-ge66']], { rules: 'Resolves to the maximum temperature at Chicago Midway Airport for May 15, 2032, per the NWS Climatological Report (Daily).' })),
    B('Highest temperature in Chicago on May 15?', 'Weather', close, w([['highest-temperature-in-chicago-on-may-15-2032-58forbelow', '58°F or below', 'chi15b-le58'],
      ['highest-temperature-in-chicago-on-may-15-2032-59-60f', '59-60°F', 'chi15b-59'], ['highest-temperature-in-chicago-on-may-15-2032-61-62f', '61-62°F', 'chi15b-61'],
      ['highest-temperature-in-chicago-on-may-15-2032-63-64f', '63-64°F', 'chi15b-63'], ['highest-temperature-in-chicago-on-may-15-2032-65forhigher', '65°F or higher', 'chi15b-ge65']],
    { src: 'https://www.wunderground.com/history/daily/us/il/chicago/KORD' })),
  ] }, ['source']);
}
{ // Miami high Sunday (alpha, beta; both Miami International).
  const close = z('2032-05-17', '04:59');
  addCase('weather', { name: 'wx-mia-high-sun', events: [
    A('KXHIGHMIA-32MAY16', 'Highest temperature in Miami on May 16, 2032?', 'Climate and Weather', close, [['T86', '<86°', 'mia16-le85'], ['B86.5', '86° to 87°', 'mia16-86'], ['B88.5', '88° to 89°', 'mia16-88'], ['T89', '>89°', 'mia16-ge90']]),
    B('Highest temperature in Miami on May 16?', 'Weather', close, w([['highest-temperature-in-miami-on-may-16-2032-85forbelow', '85°F or below', 'mia16-le85'],
      ['highest-temperature-in-miami-on-may-16-2032-86-87f', '86-87°F', 'mia16-86'], ['highest-temperature-in-miami-on-may-16-2032-88-89f', '88-89°F', 'mia16-88'],
      ['highest-temperature-in-miami-on-may-16-2032-90forhigher', '90°F or higher', 'mia16-ge90']], { src: 'https://www.wunderground.com/history/daily/us/fl/miami/KMIA' })),
  ] });
}
{ // Austin high Saturday (alpha buckets, beta_us threshold) vs gamma's overnight low: measure negative.
  const close = z('2032-05-16', '05:59');
  addCase('weather', { name: 'wx-aus-high-sat', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXHIGHAUS-32MAY15', 'Highest temperature in Austin on May 15, 2032?', 'Climate and Weather', close, [['T86', '<86°', 'aus15-le85'], ['B86.5', '86° to 87°', 'aus15-86'], ['B88.5', '88° to 89°', 'aus15-88'], ['T89', '>89°', 'aus15-ge90']]),
    U1('austin-high-temp-may-15-2032-90f-or-higher', 'Austin high on May 15: 90°F or higher?', 'Weather', close, 'aus15-ge90', { rules: 'Maximum temperature at Austin-Bergstrom International Airport per the NWS daily climate report.' }),
    G1('Austin low temperature on May 15 below 68°F?', close, 'aus15-low-lt68'),
  ] }, ['measure']);
}
{ // Los Angeles (LAX) high Sunday — alpha only.
  addCase('weather', { name: 'wx-lax-high-sun', events: [
    A('KXHIGHLAX-32MAY16', 'Highest temperature in Los Angeles on May 16, 2032?', 'Climate and Weather', z('2032-05-17', '07:59'), [['T68', '<68°', 'lax16-le67'], ['B68.5', '68° to 69°', 'lax16-68'], ['B70.5', '70° to 71°', 'lax16-70'], ['T71', '>71°', 'lax16-ge72']]),
  ] });
}
{ // Denver high Saturday (alpha, gamma).
  const close = z('2032-05-16', '06:59');
  addCase('weather', { name: 'wx-den-high-sat', events: [
    A('KXHIGHDEN-32MAY15', 'Highest temperature in Denver on May 15, 2032?', 'Climate and Weather', close, [['T68', '<68°', 'den15-le67'], ['B68.5', '68° to 69°', 'den15-68'], ['B70.5', '70° to 71°', 'den15-70'], ['T71', '>71°', 'den15-ge72']]),
    G('Denver max temperature, Sat May 15', close, gr(['67°F or lower', 'den15-le67'], ['68–69°F', 'den15-68'], ['70–71°F', 'den15-70'], ['72°F or higher', 'den15-ge72'])),
  ] });
}
{ // Portland, Oregon high Saturday (beta) vs gamma's Portland, Maine: place negative.
  addCase('weather', { name: 'wx-portland-high-sat', groups: [['beta'], ['gamma']], events: [
    B('Highest temperature in Portland on May 15?', 'Weather', z('2032-05-16', '07:59'), [['highest-temperature-in-portland-on-may-15-2032-66-67f', '66-67°F', 'pdx15-66'],
      ['highest-temperature-in-portland-on-may-15-2032-68-69f', '68-69°F', 'pdx15-68'], ['highest-temperature-in-portland-on-may-15-2032-70forhigher', '70°F or higher', 'pdx15-ge70']],
    { rules: 'Resolves to the highest temperature recorded at Portland International Airport (KPDX), Oregon, on May 15, 2032, per Weather Underground.' }),
    G1('Portland (ME) high temperature above 65°F on May 15?', z('2032-05-16', '04:59'), 'pwm15-gt65', { rules: 'Portland International Jetport (KPWM), Maine; NWS daily climate report.' }),
  ] }, ['place']);
}
{ // Rain in NYC on Saturday — beta only.
  addCase('weather', { name: 'wx-nyc-rain-sat', events: [
    B1('Will it rain in NYC on May 15?', 'Weather', z('2032-05-16', '04:59'), 'nyc15-rain', { mx: { rules: 'Resolves Yes if measurable precipitation (0.01 in or more) is recorded in Central Park on May 15, 2032, per the NWS daily climate report.' } }),
  ] });
}
{ // Philadelphia high Sunday (alpha buckets, beta_us threshold).
  const close = z('2032-05-17', '04:59');
  addCase('weather', { name: 'wx-phl-high-sun', events: [
    A('KXHIGHPHIL-32MAY16', 'Highest temperature in Philadelphia on May 16, 2032?', 'Climate and Weather', close, [['T72', '<72°', 'phl16-le71'], ['B72.5', '72° to 73°', 'phl16-72'], ['B74.5', '74° to 75°', 'phl16-74'], ['T75', '>75°', 'phl16-ge76']]),
    U1('philadelphia-high-temp-may-16-2032-76f-or-higher', 'Philadelphia high on Sunday: 76°F or higher?', 'Weather', close, 'phl16-ge76'),
  ] });
}

// ───────────────────────────── BOX OFFICE: weekend of May 14–16 ─────────────────────────────

{ // The Long Orbit domestic opening: alpha thresholds (Box Office Mojo), beta buckets and gamma threshold (The Numbers): nf across sources.
  const close = z('2032-05-18', '04:00');
  addCase('box_office', { name: 'bo-long-orbit-opening', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXOPENWKND-32MAY14LORB', 'The Long Orbit domestic opening weekend', 'Entertainment', close, w([['T45', 'Above $45M', 'lorb-45'], ['T55', 'Above $55M', 'lorb-55'], ['T65', 'Above $65M', 'lorb-65']],
      { rules: 'Resolves on the domestic (US and Canada) Friday-to-Sunday gross of The Long Orbit for May 14-16, 2032 as first reported by Box Office Mojo as actuals on Monday.' }), { sources: [MOJO] }),
    B('The Long Orbit opening weekend box office?', 'Culture', close, w([['the-long-orbit-opening-weekend-less-than-45m', '<$45M', 'lorb-lt45'], ['the-long-orbit-opening-weekend-45m-55m', '$45M–$55M', 'lorb-45-55'],
      ['the-long-orbit-opening-weekend-55m-65m', '$55M–$65M', 'lorb-55-65'], ['the-long-orbit-opening-weekend-greater-than-65m', '>$65M', 'lorb-65']],
    { src: NUMBERS, rules: 'Resolves per the 3-day domestic weekend gross listed by The Numbers for May 14-16, 2032 (actuals, not Sunday estimates).' })),
    G1('The Long Orbit opening weekend above $55M (The Numbers)?', close, 'lorb-55'),
  ] }, ['source']);
}
{ // #1 film at the domestic box office this weekend (alpha, beta, gamma).
  const close = z('2032-05-18', '04:00');
  addCase('box_office', { name: 'bo-weekend-number-one', events: [
    A('KXTOPMOVIE-32MAY16', 'Top movie at the domestic box office, May 14-16, 2032', 'Entertainment', close, [['LORB', 'The Long Orbit', 'top1-lorb'], ['KASH', 'Kingdom of Ash', 'top1-kash'], ['NHAR', 'Night Harbor', 'top1-nhar']],
      { sources: [MOJO] }),
    B('#1 movie at the box office this weekend (May 14-16)?', 'Culture', close, [['number-1-movie-may-14-16-2032-the-long-orbit', 'The Long Orbit', 'top1-lorb'], ['number-1-movie-may-14-16-2032-kingdom-of-ash', 'Kingdom of Ash', 'top1-kash']]),
    G('Weekend box office #1 (May 14–16)', close, gr(['The Long Orbit', 'top1-lorb'], ['Kingdom of Ash', 'top1-kash'], ['Night Harbor', 'top1-nhar'])),
  ] });
}
{ // Sunday studio estimate for The Long Orbit — beta_us only (another estimate than the Monday actuals above).
  addCase('box_office', { name: 'bo-long-orbit-sunday-estimate', events: [
    U1('the-long-orbit-sunday-estimate-above-55m', 'The Long Orbit: studio Sunday estimate above $55M?', 'Culture', z('2032-05-16', '20:00'), 'lorb-est-55',
      { rules: 'Resolves on the 3-day domestic estimate reported by the distributor on Sunday, May 16, 2032. Monday actuals are not used.' }),
  ] }, ['measure']);
}
{ // The Long Orbit worldwide opening (beta, gamma): a different measure from the domestic opening.
  const close = z('2032-05-18', '04:00');
  addCase('box_office', { name: 'bo-long-orbit-worldwide', events: [
    B1('The Long Orbit global opening above $150M?', 'Culture', close, 'lorbww-150', { mx: { src: 'https://www.boxofficemojo.com/' } }),
    G1('The Long Orbit worldwide debut ≥ $150 million?', close, 'lorbww-150'),
  ] }, ['measure']);
}
{ // Kingdom of Ash second weekend (alpha thresholds, beta_us threshold).
  const close = z('2032-05-18', '04:00');
  addCase('box_office', { name: 'bo-kingdom-ash-weekend2', events: [
    A('KXBOXOFFICE-32MAY16KASH', 'Kingdom of Ash domestic weekend gross, May 14-16', 'Entertainment', close, [['T25', 'Above $25M', 'kash2-25'], ['T30', 'Above $30M', 'kash2-30'], ['T35', 'Above $35M', 'kash2-35']], { sources: [MOJO] }),
    U1('kingdom-of-ash-second-weekend-above-30m', 'Kingdom of Ash second weekend above $30 million?', 'Culture', close, 'kash2-30', { src: 'https://www.boxofficemojo.com/' }),
  ] });
}
{ // Rotten Tomatoes score of The Long Orbit — alpha only.
  addCase('box_office', { name: 'bo-long-orbit-rt', events: [
    A('KXRTLORB-32', 'Rotten Tomatoes score for The Long Orbit', 'Entertainment', z('2032-05-21', '14:00'), [['70', 'Above 70', 'lorbrt-70'], ['80', 'Above 80', 'lorbrt-80'], ['90', 'Above 90', 'lorbrt-90']]),
  ] });
}

// ───────────────────────────── MONDAY 17 MAY: data releases ─────────────────────────────

{ // Empire State Manufacturing Survey, May (alpha, beta) vs gamma's Philadelphia Fed index (Thursday): measure negative.
  addCase('monday_data', { name: 'empire-state-may-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEMPIRE-32MAY', 'Empire State Manufacturing Index, May 2032', 'Economics', z('2032-05-17', '12:30'), w([['T0', 'Above 0.0', 'empire-0'], ['T5', 'Above 5.0', 'empire-5'], ['T10', 'Above 10.0', 'empire-10']],
      { rules: 'Resolves on the General Business Conditions diffusion index in the Federal Reserve Bank of New York\'s Empire State Manufacturing Survey released May 17, 2032 at 8:30 AM ET.' }),
    { sources: ['Federal Reserve Bank of New York https://www.newyorkfed.org/survey/empire/empiresurvey_overview'] }),
    B1('Will the Empire State Manufacturing Index be positive in May?', 'Economics', z('2032-05-17', '12:30'), 'empire-0', { mx: { src: 'https://www.newyorkfed.org/survey/empire/empiresurvey_overview' } }),
    G1('Philly Fed manufacturing index (May 2032) above 0?', z('2032-05-20', '12:30'), 'phillyfed-0'),
  ] }, ['measure']);
}
{ // NAHB/Wells Fargo Housing Market Index, May (alpha "above 40", beta_us "41 or higher": one outcome for an integer index).
  const close = z('2032-05-17', '14:00');
  addCase('monday_data', { name: 'nahb-hmi-may-2032', events: [
    A('KXNAHB-32MAY', 'NAHB Housing Market Index, May 2032', 'Economics', close, [['T38', 'Above 38', 'nahb-38'], ['T40', 'Above 40', 'nahb-40'], ['T42', 'Above 42', 'nahb-42']]),
    U1('nahb-housing-market-index-may-2032-41-or-higher', 'NAHB Housing Market Index 41 or higher in May?', 'Economics', close, 'nahb-40', { src: 'https://www.nahb.org/news-and-economics/housing-economics/indices/housing-market-index' }),
  ] });
}
{ // China April retail sales YoY (alpha "above 4.0%", beta "4.1% or higher") vs gamma's industrial production: measure negative.
  const close = z('2032-05-17', '02:00');
  addCase('monday_data', { name: 'china-retail-apr-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXCNRETAIL-32APR', 'China retail sales growth (YoY), April 2032', 'Economics', close, [['T3.5', 'Above 3.5%', 'cnrs-35'], ['T4.0', 'Above 4.0%', 'cnrs-40'], ['T4.5', 'Above 4.5%', 'cnrs-45']],
      { sources: ['National Bureau of Statistics of China https://www.stats.gov.cn/english/'] }),
    B1('China April retail sales growth 4.1% or higher?', 'Economics', close, 'cnrs-40', { mx: { src: 'https://www.stats.gov.cn/english/' } }),
    G1('China April 2032 industrial output YoY above 5.5%?', close, 'cnip-55'),
  ] }, ['measure']);
}
{ // Japan Q1 2032 preliminary GDP q/q negative (beta, beta_us) vs gamma's annualised rate: measure negative.
  const close = z('2032-05-16', '23:50');
  addCase('monday_data', { name: 'japan-gdp-q1-2032', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B1('Japan Q1 2032 GDP: negative quarter-on-quarter growth?', 'Economics', close, 'jpgdp-qq-neg', { mx: { src: 'https://www.esri.cao.go.jp/en/sna/sokuhou/sokuhou_top.html' } }),
    U1('japan-q1-2032-gdp-qoq-negative', 'Japan GDP Q1 2032 (preliminary) below 0% q/q?', 'Economics', close, 'jpgdp-qq-neg'),
    G1('Japan Q1 GDP annualized (prelim) below -0.5%?', close, 'jpgdp-ann-lt-05'),
  ] }, ['measure']);
}
{ // AAA national average regular gas on Monday (alpha, beta_us) vs gamma's EIA weekly retail price: a different statistic.
  const close = z('2032-05-17', '16:00');
  addCase('monday_data', { name: 'gas-price-may-17', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXAAAGASD-32MAY17', 'US average gas price on May 17, 2032', 'Economics', close, [['T3.40', 'Above $3.40', 'aaa17-340'], ['T3.50', 'Above $3.50', 'aaa17-350'], ['T3.60', 'Above $3.60', 'aaa17-360']],
      { sources: ['AAA https://gasprices.aaa.com/'] }),
    U1('aaa-national-average-gas-above-3-50-may-17', 'AAA national average regular gas above $3.50 on May 17?', 'Economics', close, 'aaa17-350'),
    G1('EIA weekly US regular gasoline price (May 17) above $3.50?', z('2032-05-17', '22:00'), 'eia17-350'),
  ] }, ['measure']);
}
{ // TSA checkpoint throughput on Sunday (published Monday) — alpha only.
  addCase('monday_data', { name: 'tsa-sunday-may-16', events: [
    A('KXTSAW-32MAY16', 'TSA checkpoint travel numbers on May 16, 2032', 'Economics', z('2032-05-17', '16:00'), [['T2.6', 'Above 2.6 million', 'tsa16-26'], ['T2.7', 'Above 2.7 million', 'tsa16-27'], ['T2.8', 'Above 2.8 million', 'tsa16-28']]),
  ] });
}

// ───────────────────────────── NON-SPORTS DISTRACTORS ─────────────────────────────

{ // Eurovision Song Contest 2032 grand final, Sat 15 May (all four venues; entry lists partly overlap).
  const close = z('2032-05-15', '23:00');
  addCase('non_sports', { name: 'eurovision-2032-winner', events: [
    A('KXEUROVISION-32', 'Eurovision 2032 Winner', 'Entertainment', close, [['SWE', 'Sweden', 'esc-swe'], ['FIN', 'Finland', 'esc-fin'], ['UKR', 'Ukraine', 'esc-ukr'], ['FRA', 'France', 'esc-fra'], ['ITA', 'Italy', 'esc-ita']],
      { sources: ['EBU https://eurovision.tv/'] }),
    B('Eurovision Winner 2032', 'Culture', close, [['eurovision-winner-2032-sweden', 'Sweden', 'esc-swe'], ['eurovision-winner-2032-ukraine', 'Ukraine', 'esc-ukr'], ['eurovision-winner-2032-netherlands', 'Netherlands', 'esc-ned'],
      ['eurovision-winner-2032-france', 'France', 'esc-fra'], ['eurovision-winner-2032-austria', 'Austria', 'esc-aut']]),
    U('eurovision-song-contest-2032-winner', 'Eurovision Song Contest 2032 — Winning Country', 'Culture', close, [['esc-2032-winner-sweden', 'Sweden', 'esc-swe'], ['esc-2032-winner-finland', 'Finland', 'esc-fin']]),
    G('Which country wins Eurovision 2032?', close, gr(['Sweden', 'esc-swe'], ['Ukraine', 'esc-ukr'], ['Italy', 'esc-ita'], ['Israel', 'esc-isr'])),
  ] });
}
{ // The UK's final placing at Eurovision (beta "top 10", gamma "last place"): one statistic, two outcomes.
  const close = z('2032-05-15', '23:00');
  addCase('non_sports', { name: 'eurovision-2032-uk-placing', events: [
    B1('Will the UK finish in the top 10 at Eurovision 2032?', 'Culture', close, 'escuk-top10', { mx: { src: 'https://eurovision.tv/' } }),
    G1('United Kingdom finishes last in the Eurovision 2032 grand final?', close, 'escuk-last'),
  ] }, ['threshold']);
}
{ // Elon Musk posts May 11–18 — beta only.
  addCase('non_sports', { name: 'musk-posts-may-11-18', events: [
    B('Elon Musk # of tweets May 11 - May 18, 2032?', 'Tech', z('2032-05-18', '16:00'), [['elon-musk-of-tweets-may-11-18-2032-200-299', '200-299', 'musk-200'],
      ['elon-musk-of-tweets-may-11-18-2032-300-399', '300-399', 'musk-300'], ['elon-musk-of-tweets-may-11-18-2032-400-499', '400-499', 'musk-400'], ['elon-musk-of-tweets-may-11-18-2032-500-plus', '500+', 'musk-500']]),
  ] });
}
{ // Starship launch by Sunday (alpha "by May 16", gamma "before May 17") vs beta's launch on Saturday 15 May: deadline negative.
  addCase('non_sports', { name: 'starship-launch-weekend', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXSTARSHIP-32MAY16', 'Will SpaceX launch Starship by May 16, 2032?', 'Science and Technology', z('2032-05-17', '03:59'), 'YES', 'Starship launches', 'ship-by16',
      { rules: 'Resolves Yes if a Starship vehicle lifts off on an integrated flight test or mission between the market open and 11:59 PM ET on May 16, 2032.' }),
    G1('SpaceX Starship launch before May 17, 2032 (ET)?', z('2032-05-17', '03:59'), 'ship-by16'),
    B1('Starship launches on May 15?', 'Tech', z('2032-05-16', '03:59'), 'ship-on15', { mx: { rules: 'Resolves Yes if SpaceX launches Starship on May 15, 2032 (ET). A launch on any other day resolves No.' } }),
  ] }, ['deadline']);
}
{ // Billboard 200 #1 album, chart dated May 22 (alpha, beta) vs gamma's Hot 100 #1 song on the same chart date: measure negative.
  addCase('non_sports', { name: 'billboard-200-may-22', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBILLBOARD200-32MAY22', 'Top album on the Billboard 200 (chart dated May 22, 2032)', 'Entertainment', z('2032-05-16', '18:00'), [['TSWI', 'Taylor Swift', 'bb200-swift'], ['SCAR', 'Sabrina Carpenter', 'bb200-carpenter'], ['MWAL', 'Morgan Wallen', 'bb200-wallen']]),
    B('#1 album on Billboard 200 (May 22 chart)?', 'Culture', z('2032-05-16', '18:00'), [['billboard-200-number-1-may-22-2032-taylor-swift', 'Taylor Swift', 'bb200-swift'], ['billboard-200-number-1-may-22-2032-morgan-wallen', 'Morgan Wallen', 'bb200-wallen']]),
    G('Billboard Hot 100 #1 song (chart dated May 22, 2032)', z('2032-05-18', '17:00'), gr(['Taylor Swift', 'hot100-swift'], ['Sabrina Carpenter', 'hot100-carpenter'], ['Bad Bunny', 'hot100-badbunny'])),
  ] }, ['measure']);
}
{ // Fed decision at the June 2032 FOMC (alpha, beta, gamma "any cut") vs beta_us's "cut by July": deadline negative.
  const close = z('2032-06-16', '18:00');
  addCase('non_sports', { name: 'fomc-june-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXFEDDECISION-32JUN', 'Fed decision in Jun 2032?', 'Economics', close, [['H0', 'Hold', 'fomc6-hold'], ['C25', 'Cut 25bps', 'fomc6-c25'], ['C26', 'Cut >25bps', 'fomc6-c50'], ['H25', 'Hike 25bps', 'fomc6-h25']],
      { sources: ['Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm'] }),
    B('Fed decision in June?', 'Economics', close, [['fed-decision-in-june-2032-no-change', 'No change', 'fomc6-hold'], ['fed-decision-in-june-2032-25-bps-decrease', '25 bps decrease', 'fomc6-c25'],
      ['fed-decision-in-june-2032-50-bps-decrease', '50+ bps decrease', 'fomc6-c50'], ['fed-decision-in-june-2032-25-bps-increase', '25+ bps increase', 'fomc6-h25']]),
    G1('Will the Fed cut rates at the June 2032 FOMC meeting?', close, 'fomc6-anycut'),
    U1('fed-rate-cut-by-july-2032', 'Fed rate cut by July 2032 meeting?', 'Economics', z('2032-07-28', '18:00'), 'fedcut-by-jul'),
  ] }, ['deadline']);
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout37-set.json', import.meta.url));
