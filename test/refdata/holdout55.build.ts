// Fifty-fifth independent refdata holdout: writes test/refdata/holdout55-set.json (sports and entertainment of the winter
// of 2033-34 as the venues listed it on Friday 6 January 2034: NFL wild-card weekend (moneylines, spreads, totals,
// player props) and the playoff futures (conference champions, Super Bowl LXVIII, MVP, exact matchup), the college
// football playoff semi-finals and championship, NBA and NHL regular-season games and season awards, the 2034 Australian
// Open, the FA Cup third round and the Premier League, the Africa Cup of Nations, darts, the Golden Globes, Oscar
// nominations and winners, the Grammys, January box-office weekends, streaming rankings, Billboard charts and award-show
// mention markets). There are no Winter Olympics in 2034, so none are listed.
// Run: `source deploy/toolchain.sh && node test/refdata/holdout55.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout47.build.ts (its header: the general labelling rules below
// are adopted from it verbatim), a stretch of its NFL cases (lines 80–260, for the shape of a case only; no wording was
// copied) and its last 10 lines (how the JSON is written out). Nothing under services/refdata/** or packages/domain/**
// was opened, nor any other set, build file or test in test/refdata/, nor git history or other branches. The matcher,
// `eval`, `diagnose` and the tests were never run on this set: it is NOT tuned and has not been seen.
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
// - NFL playoff games cannot end level, so "Bills win" and "Steelers win" are complements, and "Broncos advance to the
//   divisional round" IS "Broncos win the wild-card game" (same outcome, same event). Likewise "reach Super Bowl LXVIII"
//   is "win the AFC/NFC championship", and "reach the CFP national championship game" is "win the semi-final".
//   Winning a round and winning the title are different events (round); hosting the NFC championship game is a
//   different observation from winning it.
// - A game's moneyline, its spread (margin), its total points, a team total and any first-half market are different
//   measures or periods. Rungs of one ladder are outcomes of one event; a rung phrased from the other side ("Steelers
//   +6.5" against "Bills −6.5", "Under 40.5" against "Over 40.5") is the complement (different `t`, inverted). For
//   integer statistics "over 249.5" and "250+" are one outcome.
// - A player prop board is one event per statistic per game: the players and rungs are its outcomes; passing, rushing,
//   receiving yards and receptions are different measures; anytime touchdown scorer and first touchdown scorer are
//   different observations. The same statistic settled on the official NFL GSIS figures vs the ESPN box score is one
//   event, nf (stat corrections can make them differ).
// - NHL moneylines (overtime and shootout included) and the 60-minute three-way are different measures. A football
//   (soccer) match's 90-minute result and "to qualify/advance" (extra time and penalties) in a cup tie are different
//   measures; "Spurs or draw" is the complement of "Man City win" over 90 minutes. The same two clubs' FA Cup tie and
//   their Premier League fixture are different events (date).
// - Season awards: NFL MVP vs Offensive Player of the Year, NBA Rookie vs Defensive Player of the Year, NHL Hart vs
//   Calder are different categories. Australian Open men's and women's singles are different events; winning the title
//   vs reaching the final vs reaching the semi-finals are different rounds. PDC and WDF world championships, and the
//   PDC World Championship vs the Premier League of darts, are different competitions (category).
// - Awards shows: each category is its own event (Globes Best Actor – Motion Picture Drama vs – Television Drama; Best
//   Motion Picture – Drama vs – Musical or Comedy; Grammys Record vs Song of the Year; Oscars Best Actress vs
//   Supporting Actress). An Oscar nomination (announced 24 January) and the win (5 March) are different observations;
//   a film's nomination count and "most nominations" are different measures. Mention markets: "said during the
//   broadcast" and "said during the monologue" are different observations; different ceremonies are different events.
// - Box office: Box Office Mojo vs The Numbers is one event, nf; 3-day weekend vs the 4-day MLK frame, and domestic vs
//   worldwide, are different measures. Streaming: Netflix's weekly global Top 10 vs its US list are different places;
//   the daily US #1 read off FlixPatrol vs off Netflix's own in-app Top 10 is one event, nf. Billboard: Hot 100 vs
//   Billboard 200 are different measures; charts dated a week apart are different dates.
// Ids: beta event ids 630001+, gamma ids 57001+, alpha tickers dated 2034; all closes after 2026-11-23.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, ad, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'nfl' | 'nfl_props' | 'nfl_futures' | 'cfb' | 'nba' | 'nhl' | 'tennis' | 'soccer' | 'darts' | 'globes' | 'oscars' | 'grammys' | 'box_office' | 'streaming' | 'charts' | 'mentions';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'round' | 'category' | 'observation' | 'competition';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(630000, 57000);

const FRI = '2034-01-06';
const SAT = '2034-01-07';
const SUN = '2034-01-08';
const MON = '2034-01-09';
const TUE = '2034-01-10';
const NFLS = 'NFL https://www.nfl.com/scores/2033/post1';
const GSIS = 'NFL Game Statistics & Information System https://www.nfl.com/stats/';
const ESPNBOX = 'https://www.espn.com/nfl/boxscore';
const NBAS = 'NBA https://www.nba.com/games';
const NHLS = 'NHL https://www.nhl.com/scores';
const BOM = 'Box Office Mojo https://www.boxofficemojo.com/weekend/';
const TN = 'The Numbers https://www.the-numbers.com/weekend-box-office-chart';
const GG = 'Golden Globes https://goldenglobes.com/winners-nominees';
const AMPAS = 'Academy of Motion Picture Arts and Sciences https://www.oscars.org/oscars/ceremonies/2034';
const REC = 'Recording Academy https://www.grammy.com/awards';
const BB = 'Billboard https://www.billboard.com/charts/hot-100/';
const NFX = 'Netflix Top 10 https://www.netflix.com/tudum/top10';
/** Gamma's playoff game rules. */
const gRules = (team: string, opp: string, d: string): string =>
  `This market resolves YES if the ${team} defeat the ${opp} in their NFL Wild Card game on ${d}, per the final score (overtime included). Otherwise NO.`;

// ───────────────────────────── NFL WILD CARD: MONEYLINES ─────────────────────────────

{ // (7) Steelers at (2) Bills, Sat 4:30 PM ET, all four venues. beta/beta_us YES = Bills; gamma asks about the Steelers (inverted).
  const ko = z(SAT, '21:30');
  addCase('nfl', { name: 'wc-pit-buf-ml', events: [
    A(`KXNFLGAME-${ad(SAT)}PITBUF`, 'Pittsburgh at Buffalo', 'Sports', z(SUN, '02:30'), [['PIT', 'Pittsburgh', 'pitbuf-pit'], ['BUF', 'Buffalo', 'pitbuf-buf']], { sources: [NFLS] }),
    B('AFC Wild Card: Steelers vs. Bills', 'Sports', ko, [['nfl-pit-buf-2034-01-07', '', 'pitbuf-buf', { outcomes: yn('Bills', 'Steelers'), q: 'Bills vs. Steelers' }]]),
    U('nfl-pit-buf-2034-01-07', 'Pittsburgh Steelers at Buffalo Bills', 'Sports', ko, [['aec-nfl-pit-buf-2034-01-07', '', 'pitbuf-buf', { outcomes: yn('Buffalo Bills', 'Pittsburgh Steelers') }]]),
    G1('Steelers to knock out the Bills in Orchard Park? (Jan 7)', z(SUN, '03:00'), 'pitbuf-pit', { rules: gRules('Pittsburgh Steelers', 'Buffalo Bills', 'January 7, 2034') }),
  ] }, ['inverted']);
}
{ // (6) Chargers at (3) Texans, Sat 8:15 PM ET (alpha, beta, gamma); beta_us lists the first-half winner (period).
  addCase('nfl', { name: 'wc-lac-hou-ml', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNFLGAME-${ad(SAT)}LACHOU`, 'Los Angeles C at Houston', 'Sports', z(SUN, '05:30'), [['LAC', 'Los Angeles C', 'lachou-lac'], ['HOU', 'Houston', 'lachou-hou']], { sources: [NFLS] }),
    B('AFC Wild Card: Chargers vs. Texans', 'Sports', z(SUN, '01:15'), [['nfl-lac-hou-2034-01-07', '', 'lachou-lac', { outcomes: yn('Chargers', 'Texans') }]]),
    G('Chargers @ Texans (Sat night) — who advances?', z(SUN, '05:00'), gr(['LA Chargers', 'lachou-lac'], ['Houston Texans', 'lachou-hou'])),
    U('nfl-lac-hou-2034-01-07-1h', 'Chargers at Texans: 1st Half Moneyline', 'Sports', z(SUN, '02:45'), [['aec1h-nfl-lac-hou-2034-01-07', '', 'lachou-1h-lac', { outcomes: yn('Los Angeles Chargers', 'Houston Texans') }]]),
  ] }, ['period']);
}
{ // (5) Broncos at (4) Jaguars, Sun 1:00 PM ET. beta_us's "Broncos advance to the Divisional Round" is the Broncos winning this game.
  addCase('nfl', { name: 'wc-den-jax-ml', events: [
    A(`KXNFLGAME-${ad(SUN)}DENJAX`, 'Denver at Jacksonville', 'Sports', z(SUN, '22:00'), [['DEN', 'Denver', 'denjax-den'], ['JAX', 'Jacksonville', 'denjax-jax']], { sources: [NFLS] }),
    B('AFC Wild Card: Broncos vs. Jaguars', 'Sports', z(SUN, '18:00'), [['nfl-den-jax-2034-01-08', '', 'denjax-den', { outcomes: yn('Broncos', 'Jaguars') }]]),
    U1('nfl-den-advance-divisional-2034', 'Will the Denver Broncos advance to the Divisional Round?', 'Sports', z(SUN, '18:00'), 'denjax-den'),
    G('Jaguars vs Broncos, Wild Card Sunday', z(SUN, '22:00'), gr(['Jaguars', 'denjax-jax'], ['Broncos', 'denjax-den'])),
  ] });
}
{ // (7) Bears at (2) Eagles, Sun 4:30 PM ET, all four venues.
  addCase('nfl', { name: 'wc-chi-phi-ml', events: [
    A(`KXNFLGAME-${ad(SUN)}CHIPHI`, 'Chicago at Philadelphia', 'Sports', z(MON, '01:30'), [['CHI', 'Chicago', 'chiphi-chi'], ['PHI', 'Philadelphia', 'chiphi-phi']], { sources: [NFLS] }),
    B('NFC Wild Card: Bears vs. Eagles', 'Sports', z(SUN, '21:30'), [['nfl-chi-phi-2034-01-08', '', 'chiphi-chi', { outcomes: yn('Bears', 'Eagles') }]]),
    U('nfl-chi-phi-2034-01-08', 'Chicago Bears at Philadelphia Eagles', 'Sports', z(SUN, '21:30'), [['aec-nfl-chi-phi-2034-01-08', '', 'chiphi-chi', { outcomes: yn('Chicago Bears', 'Philadelphia Eagles') }]]),
    G('Bears at Philly — Wild Card winner', z(MON, '01:00'), gr(['CHI Bears', 'chiphi-chi'], ['PHI Eagles', 'chiphi-phi'])),
  ] });
}
{ // (6) Commanders at (3) Lions, Sun 8:15 PM ET (alpha, beta, beta_us); gamma lists "Lions win by 7+" (a spread rung: measure).
  addCase('nfl', { name: 'wc-was-det-ml', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNFLGAME-${ad(SUN)}WASDET`, 'Washington at Detroit', 'Sports', z(MON, '05:30'), [['WAS', 'Washington', 'wasdet-was'], ['DET', 'Detroit', 'wasdet-det']], { sources: [NFLS] }),
    B('NFC Wild Card: Commanders vs. Lions', 'Sports', z(MON, '01:15'), [['nfl-was-det-2034-01-08', '', 'wasdet-was', { outcomes: yn('Commanders', 'Lions') }]]),
    U('nfl-was-det-2034-01-08', 'SNF: Washington Commanders at Detroit Lions', 'Sports', z(MON, '01:15'), [['aec-nfl-was-det-2034-01-08', '', 'wasdet-was', { outcomes: yn('Washington Commanders', 'Detroit Lions') }]]),
    G1('Lions beat the Commanders by 7 or more? (Wild Card)', z(MON, '05:00'), 'wasdet-sp-det6.5'),
  ] }, ['measure']);
}
{ // (5) Rams at (4) Buccaneers, Monday night (alpha, beta_us, gamma).
  addCase('nfl', { name: 'wc-lar-tb-ml', events: [
    A(`KXNFLGAME-${ad(MON)}LARTB`, 'Los Angeles R at Tampa Bay', 'Sports', z(TUE, '05:30'), [['LAR', 'Los Angeles R', 'lartb-lar'], ['TB', 'Tampa Bay', 'lartb-tb']], { sources: [NFLS] }),
    U('nfl-lar-tb-2034-01-09', 'Los Angeles Rams at Tampa Bay Buccaneers', 'Sports', z(TUE, '01:15'), [['aec-nfl-lar-tb-2034-01-09', '', 'lartb-lar', { outcomes: yn('Los Angeles Rams', 'Tampa Bay Buccaneers') }]]),
    G('MNF Wild Card: Rams vs Bucs', z(TUE, '05:00'), gr(['Rams', 'lartb-lar'], ['Buccaneers', 'lartb-tb'])),
  ] });
}
{ // Will any wild-card game go to overtime (whole weekend, Sat–Mon) — gamma only.
  addCase('nfl', { name: 'wc-any-ot', events: [
    G1('Any overtime during NFL Wild Card Weekend 2034?', z(TUE, '06:00'), 'wc-ot'),
  ] });
}

// ───────────────────────────── NFL WILD CARD: SPREADS AND TOTALS ─────────────────────────────

{ // Steelers at Bills spread: beta Bills −6.5 = alpha "BUF by over 6.5"; beta_us "Steelers +6.5" (complement); gamma Bills −3.5 (= alpha's BUF4 rung; another rung than beta's).
  addCase('nfl', { name: 'wc-pit-buf-spread', events: [
    A(`KXNFLSPREAD-${ad(SAT)}PITBUF`, 'Pittsburgh at Buffalo: Spread', 'Sports', z(SUN, '02:30'), [['BUF4', 'Buffalo wins by over 3.5 points', 'pitbuf-sp-buf3.5'],
      ['BUF7', 'Buffalo wins by over 6.5 points', 'pitbuf-sp-buf6.5'], ['BUF10', 'Buffalo wins by over 9.5 points', 'pitbuf-sp-buf9.5']], { sources: [NFLS] }),
    B('Spread: Bills (-6.5) vs. Steelers', 'Sports', z(SAT, '21:30'), [['nfl-pit-buf-2034-01-07-spread-home-6pt5', '', 'pitbuf-sp-buf6.5', { outcomes: yn('Bills', 'Steelers') }]]),
    U('nfl-pit-buf-2034-01-07-spreads', 'Steelers vs. Bills — Spread', 'Sports', z(SAT, '21:30'), [['asc-nfl-pit-buf-2034-01-07-away-pos-6pt5', 'Steelers +6.5', 'pitbuf-sp-pit+6.5', { outcomes: yn('Steelers +6.5', 'Bills -6.5') }]]),
    G1('Bills cover -3.5 against Pittsburgh?', z(SUN, '03:00'), 'pitbuf-sp-buf3.5', { rules: 'YES if Buffalo wins by 4 points or more (final score, overtime included).' }),
  ] }, ['inverted', 'threshold']);
}
{ // Steelers at Bills total: alpha ladder; beta O/U 43.5 = alpha over 43.5; beta_us "44 or more" (same); gamma asks the under 40.5 (inverted).
  addCase('nfl', { name: 'wc-pit-buf-total', events: [
    A(`KXNFLTOTAL-${ad(SAT)}PITBUF`, 'Pittsburgh at Buffalo: Total Points', 'Sports', z(SUN, '02:30'), [['41', 'Over 40.5 points scored', 'pitbuf-tot40.5'], ['44', 'Over 43.5 points scored', 'pitbuf-tot43.5'],
      ['47', 'Over 46.5 points scored', 'pitbuf-tot46.5']], { sources: [NFLS] }),
    B('Steelers vs. Bills: O/U 43.5', 'Sports', z(SAT, '21:30'), [['nfl-pit-buf-2034-01-07-total-43pt5', '', 'pitbuf-tot43.5', { outcomes: yn('Over', 'Under') }]]),
    U('nfl-pit-buf-2034-01-07-totals', 'Steelers vs. Bills — Total Points', 'Sports', z(SAT, '21:30'), [['tsc-nfl-pit-buf-2034-01-07-44-plus', '44+ points', 'pitbuf-tot43.5']]),
    G1('PIT-BUF: fewer than 40.5 combined points?', z(SUN, '03:00'), 'pitbuf-tot-u40.5'),
  ] }, ['inverted']);
}
{ // Bears at Eagles total 44.5 (alpha, beta, beta_us); gamma the first-half total (period).
  addCase('nfl', { name: 'wc-chi-phi-total', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNFLTOTAL-${ad(SUN)}CHIPHI`, 'Chicago at Philadelphia: Total Points', 'Sports', z(MON, '01:30'), [['42', 'Over 41.5 points scored', 'chiphi-tot41.5'], ['45', 'Over 44.5 points scored', 'chiphi-tot44.5']], { sources: [NFLS] }),
    B('Bears vs. Eagles: O/U 44.5', 'Sports', z(SUN, '21:30'), [['nfl-chi-phi-2034-01-08-total-44pt5', '', 'chiphi-tot44.5', { outcomes: yn('Over', 'Under') }]]),
    U('nfl-chi-phi-2034-01-08-totals', 'Bears vs. Eagles — Total Points', 'Sports', z(SUN, '21:30'), [['tsc-nfl-chi-phi-2034-01-08-45-plus', '45+ points', 'chiphi-tot44.5']]),
    G1('Bears–Eagles 1H total over 21.5?', z(SUN, '23:30'), 'chiphi-1htot21.5'),
  ] }, ['period']);
}
{ // Broncos at Jaguars spread: beta "Jaguars (-2.5)" = alpha "JAX by over 2.5"; gamma Jaguars −1.5 (threshold).
  addCase('nfl', { name: 'wc-den-jax-spread', events: [
    A(`KXNFLSPREAD-${ad(SUN)}DENJAX`, 'Denver at Jacksonville: Spread', 'Sports', z(SUN, '22:00'), [['JAX3', 'Jacksonville wins by over 2.5 points', 'denjax-sp-jax2.5'], ['DEN1', 'Denver wins by over 0.5 points', 'denjax-sp-den0.5']], { sources: [NFLS] }),
    B('Spread: Jaguars (-2.5)', 'Sports', z(SUN, '18:00'), [['nfl-den-jax-2034-01-08-spread-home-2pt5', '', 'denjax-sp-jax2.5', { outcomes: yn('Jaguars', 'Broncos') }]]),
    G1('Jags -1.5 vs Denver?', z(SUN, '22:00'), 'denjax-sp-jax1.5'),
  ] }, ['threshold']);
}
{ // Chargers at Texans total (all four): gamma lists the Texans' team total (measure).
  addCase('nfl', { name: 'wc-lac-hou-total', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNFLTOTAL-${ad(SAT)}LACHOU`, 'Los Angeles C at Houston: Total Points', 'Sports', z(SUN, '05:30'), [['43', 'Over 42.5 points scored', 'lachou-tot42.5'], ['46', 'Over 45.5 points scored', 'lachou-tot45.5']], { sources: [NFLS] }),
    B('Chargers vs. Texans: O/U 45.5', 'Sports', z(SUN, '01:15'), [['nfl-lac-hou-2034-01-07-total-45pt5', '', 'lachou-tot45.5', { outcomes: yn('Over', 'Under') }]]),
    U('nfl-lac-hou-2034-01-07-totals', 'Chargers vs. Texans — Total Points', 'Sports', z(SUN, '01:15'), [['tsc-nfl-lac-hou-2034-01-07-43-plus', '43+ points', 'lachou-tot42.5']]),
    G1('Houston Texans score 24+ vs Chargers?', z(SUN, '05:00'), 'lachou-houtt23.5'),
  ] }, ['measure']);
}
{ // Rams at Buccaneers spread — alpha only.
  addCase('nfl', { name: 'wc-lar-tb-spread', events: [
    A1(`KXNFLSPREAD-${ad(MON)}LARTB`, 'Los Angeles R at Tampa Bay: Spread', 'Sports', z(TUE, '05:30'), 'LAR2', 'Los Angeles R wins by over 1.5 points', 'lartb-sp-lar1.5', { sources: [NFLS] }),
  ] });
}

// ───────────────────────────── NFL WILD CARD: PLAYER PROPS ─────────────────────────────

{ // Steelers at Bills passing yards: alpha's board; beta "Allen over 249.5" = 250+; beta_us Allen 275+ (another rung); gamma Allen rushing yards (measure).
  addCase('nfl_props', { name: 'wc-pit-buf-passyds', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNFLPASSYDS-${ad(SAT)}PITBUF`, 'Pittsburgh at Buffalo: Passing Yards', 'Sports', z(SUN, '02:30'), [['JALLEN17-250', 'Josh Allen: 250+', 'pb-py-allen250'],
      ['JALLEN17-300', 'Josh Allen: 300+', 'pb-py-allen300'], ['DALLAR-225', 'Drew Allar: 225+', 'pb-py-allar225']], { sources: [GSIS] }),
    B('Josh Allen: Passing Yards O/U 249.5', 'Sports', z(SAT, '21:30'), [['nfl-pit-buf-2034-01-07-josh-allen-passing-yards-249pt5', '', 'pb-py-allen250', { outcomes: yn('Over', 'Under') }]]),
    U('nfl-pit-buf-2034-01-07-passing-yards', 'Steelers vs. Bills — Passing Yards', 'Sports', z(SAT, '21:30'), [['ppy-nfl-pit-buf-2034-01-07-josh-allen-275', 'Josh Allen 275+', 'pb-py-allen275'],
      ['ppy-nfl-pit-buf-2034-01-07-drew-allar-225', 'Drew Allar 225+', 'pb-py-allar225']]),
    G1('Josh Allen 40+ rushing yards vs Steelers?', z(SUN, '03:00'), 'pb-ry-allen40'),
  ] }, ['threshold', 'measure']);
}
{ // Commanders at Lions anytime touchdown scorers (alpha, beta, beta_us); gamma's first touchdown scorer is a different observation.
  addCase('nfl_props', { name: 'wc-was-det-anytd', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNFLANYTD-${ad(SUN)}WASDET`, 'Washington at Detroit: Anytime Touchdown Scorer', 'Sports', z(MON, '05:30'), [['JGIBBS26', 'Jahmyr Gibbs', 'wd-atd-gibbs'], ['JDANIELS5', 'Jayden Daniels', 'wd-atd-daniels'],
      ['ASTBROWN14', 'Amon-Ra St. Brown', 'wd-atd-stbrown'], ['JGIBBS26-2', 'Jahmyr Gibbs: 2+', 'wd-atd2-gibbs']], { sources: [GSIS] }),
    B('Commanders vs. Lions: Anytime Touchdown', 'Sports', z(MON, '01:15'), [['nfl-was-det-2034-01-08-atd-jahmyr-gibbs', 'Jahmyr Gibbs', 'wd-atd-gibbs'], ['nfl-was-det-2034-01-08-atd-jayden-daniels', 'Jayden Daniels', 'wd-atd-daniels']]),
    U('nfl-was-det-2034-01-08-anytime-td', 'Commanders at Lions: Anytime TD Scorer', 'Sports', z(MON, '01:15'), [['atd-nfl-was-det-2034-01-08-amon-ra-st-brown', 'Amon-Ra St. Brown', 'wd-atd-stbrown']]),
    G('First touchdown of WAS @ DET — who scores it?', z(MON, '05:00'), gr(['Jahmyr Gibbs', 'wd-ftd-gibbs'], ['Jayden Daniels', 'wd-ftd-daniels'], ['Amon-Ra St. Brown', 'wd-ftd-stbrown'])),
  ] }, ['observation']);
}
{ // Rams at Buccaneers receptions: beta "Puka Nacua 6.5" = alpha 7+; beta_us Egbuka 5+ (another outcome of the board); gamma receiving yards (measure).
  addCase('nfl_props', { name: 'wc-lar-tb-receptions', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNFLREC-${ad(MON)}LARTB`, 'Los Angeles R at Tampa Bay: Receptions', 'Sports', z(TUE, '05:30'), [['PNACUA12-7', 'Puka Nacua: 7+', 'lt-rec-nacua7'], ['EEGBUKA-5', 'Emeka Egbuka: 5+', 'lt-rec-egbuka5']], { sources: [GSIS] }),
    B('Puka Nacua: Receptions O/U 6.5', 'Sports', z(TUE, '01:15'), [['nfl-lar-tb-2034-01-09-puka-nacua-receptions-6pt5', '', 'lt-rec-nacua7', { outcomes: yn('Over', 'Under') }]]),
    U('nfl-lar-tb-2034-01-09-receptions', 'Rams vs. Buccaneers — Receptions', 'Sports', z(TUE, '01:15'), [['prec-nfl-lar-tb-2034-01-09-emeka-egbuka-5', 'Emeka Egbuka 5+', 'lt-rec-egbuka5']]),
    G1('Puka Nacua over 79.5 receiving yards on MNF?', z(TUE, '05:00'), 'lt-recyds-nacua80'),
  ] }, ['measure']);
}
{ // Chargers at Texans passing yards: C.J. Stroud 250+ on alpha/beta (official GSIS), gamma settles on the ESPN box score (same statistic, nf).
  addCase('nfl_props', { name: 'wc-lac-hou-passyds', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A(`KXNFLPASSYDS-${ad(SAT)}LACHOU`, 'Los Angeles C at Houston: Passing Yards', 'Sports', z(SUN, '05:30'), [['CSTROUD7-250', 'C.J. Stroud: 250+', 'lh-py-stroud250'], ['JHERBERT10-250', 'Justin Herbert: 250+', 'lh-py-herbert250']], { sources: [GSIS] }),
    B('C.J. Stroud: Passing Yards O/U 249.5', 'Sports', z(SUN, '01:15'), [['nfl-lac-hou-2034-01-07-cj-stroud-passing-yards-249pt5', '', 'lh-py-stroud250', { outcomes: yn('Over', 'Under'), src: 'https://www.nfl.com/stats/' }]]),
    G1('CJ Stroud 250 or more passing yards vs LAC (ESPN box score)', z(SUN, '05:00'), 'lh-py-stroud250', { rules: 'Resolves per the final ESPN.com box score for the game; later stat corrections are not considered.', sources: [ESPNBOX] }),
  ] }, ['source']);
}
{ // Broncos at Jaguars rushing yards (alpha, gamma): RJ Harvey 60+ on both.
  addCase('nfl_props', { name: 'wc-den-jax-rushyds', events: [
    A(`KXNFLRUSHYDS-${ad(SUN)}DENJAX`, 'Denver at Jacksonville: Rushing Yards', 'Sports', z(SUN, '22:00'), [['RJHARVEY-60', 'RJ Harvey: 60+', 'dj-ry-harvey60'], ['BTUTEN-60', 'Bhayshul Tuten: 60+', 'dj-ry-tuten60']], { sources: [GSIS] }),
    G('Rushing props: Broncos at Jaguars', z(SUN, '22:00'), gr(['RJ Harvey 60+ yds', 'dj-ry-harvey60'], ['Bhayshul Tuten 60+ yds', 'dj-ry-tuten60'])),
  ] });
}
{ // Bears at Eagles: Caleb Williams rushing yards (beta, beta_us), Williams over 24.5 = 25+.
  addCase('nfl_props', { name: 'wc-chi-phi-rushyds', events: [
    B('Caleb Williams: Rushing Yards O/U 24.5', 'Sports', z(SUN, '21:30'), [['nfl-chi-phi-2034-01-08-caleb-williams-rushing-yards-24pt5', '', 'cp-ry-williams25', { outcomes: yn('Over', 'Under') }]]),
    U('nfl-chi-phi-2034-01-08-rushing-yards', 'Bears vs. Eagles — Rushing Yards', 'Sports', z(SUN, '21:30'), [['pry-nfl-chi-phi-2034-01-08-caleb-williams-25', 'Caleb Williams 25+', 'cp-ry-williams25']]),
  ] });
}

// ───────────────────────────── NFL PLAYOFF FUTURES ─────────────────────────────

{ // Super Bowl LXVIII champion (Feb 12, 2034), all four venues.
  const cl = z('2034-02-13', '04:00');
  addCase('nfl_futures', { name: 'sb68-winner', events: [
    A('KXSB-34', 'Pro Football Champion 2034', 'Sports', cl, [['KC', 'Kansas City', 'sb-kc'], ['BUF', 'Buffalo', 'sb-buf'], ['BAL', 'Baltimore', 'sb-bal'], ['PHI', 'Philadelphia', 'sb-phi'],
      ['DET', 'Detroit', 'sb-det'], ['SF', 'San Francisco', 'sb-sf']], { sources: [NFLS] }),
    B('Super Bowl Champion 2034', 'Sports', cl, [['will-the-kansas-city-chiefs-win-super-bowl-2034', 'Chiefs', 'sb-kc'], ['will-the-buffalo-bills-win-super-bowl-2034', 'Bills', 'sb-buf'],
      ['will-the-philadelphia-eagles-win-super-bowl-2034', 'Eagles', 'sb-phi'], ['will-the-detroit-lions-win-super-bowl-2034', 'Lions', 'sb-det'], ['will-the-san-francisco-49ers-win-super-bowl-2034', '49ers', 'sb-sf']]),
    U('nfl-super-bowl-lxviii-winner', 'Super Bowl LXVIII Winner', 'Sports', cl, [['sbw-2034-kc', 'Kansas City Chiefs', 'sb-kc'], ['sbw-2034-bal', 'Baltimore Ravens', 'sb-bal'], ['sbw-2034-sf', 'San Francisco 49ers', 'sb-sf']]),
    G('Super Bowl LXVIII: who lifts the Lombardi Trophy?', cl, gr(['Chiefs', 'sb-kc'], ['Bills', 'sb-buf'], ['Ravens', 'sb-bal'], ['Eagles', 'sb-phi'], ['Lions', 'sb-det'], ['49ers', 'sb-sf'], ['Texans', 'sb-hou'])),
  ] });
}
{ // AFC champion; beta_us asks "reach Super Bowl LXVIII" per team, which is the AFC title (same outcomes).
  const cl = z('2034-01-30', '04:00');
  addCase('nfl_futures', { name: 'afc-champion', events: [
    A('KXNFLAFCCHAMP-34', 'AFC Champion', 'Sports', cl, [['KC', 'Kansas City', 'afc-kc'], ['BUF', 'Buffalo', 'afc-buf'], ['BAL', 'Baltimore', 'afc-bal'], ['HOU', 'Houston', 'afc-hou']], { sources: [NFLS] }),
    B('AFC Champion 2033-34', 'Sports', cl, [['afc-champion-2034-chiefs', 'Chiefs', 'afc-kc'], ['afc-champion-2034-bills', 'Bills', 'afc-buf'], ['afc-champion-2034-ravens', 'Ravens', 'afc-bal']]),
    U('nfl-afc-team-to-reach-super-bowl-lxviii', 'Which AFC team will play in Super Bowl LXVIII?', 'Sports', cl, [['afc-sb68-kansas-city-chiefs', 'Kansas City Chiefs', 'afc-kc'], ['afc-sb68-buffalo-bills', 'Buffalo Bills', 'afc-buf']]),
    G('Who wins the AFC Championship Game (Jan 29)?', cl, gr(['Kansas City', 'afc-kc'], ['Buffalo', 'afc-buf'], ['Baltimore', 'afc-bal'], ['Houston', 'afc-hou'], ['Denver', 'afc-den'])),
  ] });
}
{ // NFC champion (alpha, beta, gamma); beta_us asks whether the Eagles HOST the NFC championship game (observation).
  const cl = z('2034-01-30', '04:00');
  addCase('nfl_futures', { name: 'nfc-champion', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNFLNFCCHAMP-34', 'NFC Champion', 'Sports', cl, [['SF', 'San Francisco', 'nfc-sf'], ['PHI', 'Philadelphia', 'nfc-phi'], ['DET', 'Detroit', 'nfc-det'], ['LAR', 'Los Angeles R', 'nfc-lar']], { sources: [NFLS] }),
    B('NFC Champion 2033-34', 'Sports', cl, [['nfc-champion-2034-49ers', '49ers', 'nfc-sf'], ['nfc-champion-2034-eagles', 'Eagles', 'nfc-phi'], ['nfc-champion-2034-lions', 'Lions', 'nfc-det']]),
    G('NFC Champion (Super Bowl LXVIII representative)', cl, gr(['San Francisco 49ers', 'nfc-sf'], ['Philadelphia Eagles', 'nfc-phi'], ['Detroit Lions', 'nfc-det'], ['Tampa Bay Buccaneers', 'nfc-tb'])),
    U1('nfl-eagles-host-nfc-championship-2034', 'Will the Philadelphia Eagles host the NFC Championship Game?', 'Sports', z('2034-01-16', '06:00'), 'nfc-host-phi'),
  ] }, ['observation']);
}
{ // NFL MVP for the 2033 season (alpha, beta, beta_us); gamma lists Offensive Player of the Year (category).
  const cl = z('2034-02-10', '04:00');
  addCase('nfl_futures', { name: 'nfl-mvp-2033', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXNFLMVP-34', 'NFL MVP', 'Sports', cl, [['JALL', 'Josh Allen', 'mvp-allen'], ['JDAN', 'Jayden Daniels', 'mvp-daniels'], ['CSTR', 'C.J. Stroud', 'mvp-stroud'], ['CWIL', 'Caleb Williams', 'mvp-williams']], { sources: ['Associated Press https://www.nfl.com/honors/'] }),
    B('NFL MVP 2033-34', 'Sports', cl, [['nfl-mvp-2033-josh-allen', 'Josh Allen', 'mvp-allen'], ['nfl-mvp-2033-jayden-daniels', 'Jayden Daniels', 'mvp-daniels'], ['nfl-mvp-2033-cj-stroud', 'C.J. Stroud', 'mvp-stroud']]),
    U('nfl-mvp-2033-season', 'AP NFL Most Valuable Player (2033 season)', 'Sports', cl, [['mvp-2033-jayden-daniels', 'Jayden Daniels', 'mvp-daniels'], ['mvp-2033-caleb-williams', 'Caleb Williams', 'mvp-williams']]),
    G('AP Offensive Player of the Year 2033', cl, gr(['Jahmyr Gibbs', 'opoy-gibbs'], ['Puka Nacua', 'opoy-nacua'], ['Jayden Daniels', 'opoy-daniels'])),
  ] }, ['category']);
}
{ // Super Bowl LXVIII exact matchup (alpha, beta, gamma).
  const cl = z('2034-01-30', '04:00');
  addCase('nfl_futures', { name: 'sb68-matchup', events: [
    A('KXSBMATCHUP-34', 'Super Bowl matchup', 'Sports', cl, [['KCSF', 'Kansas City vs San Francisco', 'sbm-kc-sf'], ['BUFPHI', 'Buffalo vs Philadelphia', 'sbm-buf-phi'], ['KCDET', 'Kansas City vs Detroit', 'sbm-kc-det']], { sources: [NFLS] }),
    B('Super Bowl LXVIII Matchup', 'Sports', cl, [['super-bowl-2034-matchup-chiefs-49ers', 'Chiefs vs. 49ers', 'sbm-kc-sf'], ['super-bowl-2034-matchup-bills-eagles', 'Bills vs. Eagles', 'sbm-buf-phi'], ['super-bowl-2034-matchup-bills-lions', 'Bills vs. Lions', 'sbm-buf-det']]),
    G('Exact Super Bowl pairing', cl, gr(['49ers v Chiefs', 'sbm-kc-sf'], ['Lions v Chiefs', 'sbm-kc-det'], ['Eagles v Bills', 'sbm-buf-phi'])),
  ] });
}
{ // Ravens: win Super Bowl LXVIII (beta) vs win the AFC (beta_us): round.
  addCase('nfl_futures', { name: 'ravens-sb-vs-afc', groups: [['beta'], ['beta_us']], events: [
    B1('Will the Baltimore Ravens win Super Bowl LXVIII?', 'Sports', z('2034-02-13', '04:00'), 'sb-bal'),
    U1('nfl-ravens-afc-champions-2034', 'Baltimore Ravens to win the AFC Championship', 'Sports', z('2034-01-30', '04:00'), 'afc-bal'),
  ] }, ['round']);
}
{ // Super Bowl LXVIII MVP (beta, gamma).
  const cl = z('2034-02-13', '04:00');
  addCase('nfl_futures', { name: 'sb68-mvp', events: [
    B('Super Bowl LXVIII MVP', 'Sports', cl, [['super-bowl-lxviii-mvp-josh-allen', 'Josh Allen', 'sbmvp-allen'], ['super-bowl-lxviii-mvp-brock-purdy', 'Brock Purdy', 'sbmvp-purdy']]),
    G('Who will be named Super Bowl 68 MVP?', cl, gr(['Josh Allen', 'sbmvp-allen'], ['Brock Purdy', 'sbmvp-purdy'], ['Patrick Mahomes', 'sbmvp-mahomes'])),
  ] });
}

// ───────────────────────────── COLLEGE FOOTBALL PLAYOFF ─────────────────────────────

{ // Orange Bowl semi-final: Ohio State vs Georgia, Thu Jan 12 (all four).
  const ko = z('2034-01-13', '00:30');
  addCase('cfb', { name: 'cfp-osu-uga', events: [
    A(`KXNCAAFGAME-${ad('2034-01-12')}OSUUGA`, 'Ohio St. vs Georgia', 'Sports', z('2034-01-13', '05:00'), [['OSU', 'Ohio St.', 'osuuga-osu'], ['UGA', 'Georgia', 'osuuga-uga']], { sources: ['NCAA https://www.ncaa.com/scoreboard/football/fbs'] }),
    B('CFP Semifinal (Orange Bowl): Ohio State vs. Georgia', 'Sports', ko, [['cfb-osu-uga-2034-01-12', '', 'osuuga-osu', { outcomes: yn('Ohio State', 'Georgia') }]]),
    U('cfb-osu-uga-2034-01-12', 'Ohio State Buckeyes vs Georgia Bulldogs', 'Sports', ko, [['aec-cfb-osu-uga-2034-01-12', '', 'osuuga-osu', { outcomes: yn('Ohio State Buckeyes', 'Georgia Bulldogs') }]]),
    G('Orange Bowl (CFP semi): Buckeyes vs Dawgs', z('2034-01-13', '05:00'), gr(['Buckeyes', 'osuuga-osu'], ['Bulldogs', 'osuuga-uga'])),
  ] });
}
{ // Sugar Bowl semi-final: Oregon vs Texas, Fri Jan 13; gamma's "Texas reaches the national championship game" is winning this semi.
  addCase('cfb', { name: 'cfp-ore-tex', events: [
    A(`KXNCAAFGAME-${ad('2034-01-13')}ORETEX`, 'Oregon vs Texas', 'Sports', z('2034-01-14', '05:00'), [['ORE', 'Oregon', 'oretex-ore'], ['TEX', 'Texas', 'oretex-tex']], { sources: ['NCAA https://www.ncaa.com/scoreboard/football/fbs'] }),
    B('CFP Semifinal (Sugar Bowl): Oregon vs. Texas', 'Sports', z('2034-01-14', '00:30'), [['cfb-ore-tex-2034-01-13', '', 'oretex-ore', { outcomes: yn('Oregon', 'Texas') }]]),
    U('cfb-ore-tex-2034-01-13', 'Oregon Ducks vs Texas Longhorns', 'Sports', z('2034-01-14', '00:30'), [['aec-cfb-ore-tex-2034-01-13', '', 'oretex-tex', { outcomes: yn('Texas Longhorns', 'Oregon Ducks') }]]),
    G1('Will Texas play in the CFP National Championship game?', z('2034-01-14', '05:00'), 'oretex-tex'),
  ] });
}
{ // CFP national champion (Mon Jan 23), all four.
  const cl = z('2034-01-24', '05:00');
  addCase('cfb', { name: 'cfp-champion', events: [
    A('KXNCAAF-34', 'College Football Champion', 'Sports', cl, [['OSU', 'Ohio St.', 'cfp-osu'], ['UGA', 'Georgia', 'cfp-uga'], ['ORE', 'Oregon', 'cfp-ore'], ['TEX', 'Texas', 'cfp-tex']]),
    B('College Football National Champion 2034', 'Sports', cl, [['cfp-national-champion-2034-ohio-state', 'Ohio State', 'cfp-osu'], ['cfp-national-champion-2034-georgia', 'Georgia', 'cfp-uga'],
      ['cfp-national-champion-2034-oregon', 'Oregon', 'cfp-ore'], ['cfp-national-champion-2034-texas', 'Texas', 'cfp-tex']]),
    U('cfb-national-championship-2034', 'CFP National Champion', 'Sports', cl, [['cfpnc-2034-ohio-state', 'Ohio State Buckeyes', 'cfp-osu'], ['cfpnc-2034-texas', 'Texas Longhorns', 'cfp-tex']]),
    G('2034 CFP title winner', cl, gr(['Ohio State', 'cfp-osu'], ['Georgia', 'cfp-uga'], ['Oregon', 'cfp-ore'], ['Texas', 'cfp-tex'])),
  ] });
}
{ // Ohio State vs Georgia spread: beta Buckeyes −3.5 = alpha rung; gamma Buckeyes −6.5 (threshold); beta_us Georgia +3.5 (complement).
  addCase('cfb', { name: 'cfp-osu-uga-spread', events: [
    A(`KXNCAAFSPREAD-${ad('2034-01-12')}OSUUGA`, 'Ohio St. vs Georgia: Spread', 'Sports', z('2034-01-13', '05:00'), [['OSU4', 'Ohio St. wins by over 3.5 points', 'osuuga-sp-osu3.5'], ['OSU7', 'Ohio St. wins by over 6.5 points', 'osuuga-sp-osu6.5']]),
    B('Spread: Ohio State (-3.5)', 'Sports', z('2034-01-13', '00:30'), [['cfb-osu-uga-2034-01-12-spread-home-3pt5', '', 'osuuga-sp-osu3.5', { outcomes: yn('Ohio State', 'Georgia') }]]),
    U('cfb-osu-uga-2034-01-12-spreads', 'Ohio State vs Georgia — Spread', 'Sports', z('2034-01-13', '00:30'), [['asc-cfb-osu-uga-2034-01-12-away-pos-3pt5', 'Georgia +3.5', 'osuuga-sp-uga+3.5', { outcomes: yn('Georgia +3.5', 'Ohio State -3.5') }]]),
    G1('Ohio State to win the Orange Bowl by 7+?', z('2034-01-13', '05:00'), 'osuuga-sp-osu6.5'),
  ] }, ['inverted', 'threshold']);
}
{ // Georgia: national title (beta) vs Orange Bowl semi win (gamma): round.
  addCase('cfb', { name: 'uga-title-vs-semi', groups: [['beta'], ['gamma']], events: [
    B1('Will Georgia win the 2034 College Football Playoff National Championship?', 'Sports', z('2034-01-24', '05:00'), 'cfp-uga'),
    G1('Georgia beats Ohio State in the Orange Bowl?', z('2034-01-13', '05:00'), 'osuuga-uga'),
  ] }, ['round']);
}

// ───────────────────────────── NBA ─────────────────────────────

{ // Celtics at Knicks, Fri Jan 6, all four.
  addCase('nba', { name: 'nba-bos-nyk', events: [
    A(`KXNBAGAME-${ad(FRI)}BOSNYK`, 'Boston at New York', 'Sports', z(SAT, '04:00'), [['BOS', 'Boston', 'bosnyk-bos'], ['NYK', 'New York', 'bosnyk-nyk']], { sources: [NBAS] }),
    B('Celtics vs. Knicks', 'Sports', z(SAT, '00:30'), [['nba-bos-nyk-2034-01-06', '', 'bosnyk-bos', { outcomes: yn('Celtics', 'Knicks') }]]),
    U('nba-bos-nyk-2034-01-06', 'Boston Celtics at New York Knicks', 'Sports', z(SAT, '00:30'), [['aec-nba-bos-nyk-2034-01-06', '', 'bosnyk-bos', { outcomes: yn('Boston Celtics', 'New York Knicks') }]]),
    G('Knicks host Celtics (Jan 6) — winner', z(SAT, '04:00'), gr(['New York Knicks', 'bosnyk-nyk'], ['Boston Celtics', 'bosnyk-bos'])),
  ] });
}
{ // Thunder at Spurs, Sat Jan 7 (alpha, beta, gamma); beta_us lists the March 2 rematch in Oklahoma City (date).
  addCase('nba', { name: 'nba-okc-sas', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNBAGAME-${ad(SAT)}OKCSAS`, 'Oklahoma City at San Antonio', 'Sports', z(SUN, '04:30'), [['OKC', 'Oklahoma City', 'okcsas-okc'], ['SAS', 'San Antonio', 'okcsas-sas']], { sources: [NBAS] }),
    B('Thunder vs. Spurs', 'Sports', z(SUN, '01:00'), [['nba-okc-sas-2034-01-07', '', 'okcsas-sas', { outcomes: yn('Spurs', 'Thunder'), q: 'Spurs vs. Thunder' }]]),
    G('Wemby\'s Spurs vs OKC — Saturday', z(SUN, '04:30'), gr(['Spurs', 'okcsas-sas'], ['Thunder', 'okcsas-okc'])),
    U('nba-sas-okc-2034-03-02', 'San Antonio Spurs at Oklahoma City Thunder', 'Sports', z('2034-03-03', '01:00'), [['aec-nba-sas-okc-2034-03-02', '', 'sasokc-sas', { outcomes: yn('San Antonio Spurs', 'Oklahoma City Thunder') }]]),
  ] }, ['date']);
}
{ // Mavericks at Lakers moneyline, Fri Jan 6 (alpha, beta_us); gamma asks Mavericks −4.5 (measure).
  addCase('nba', { name: 'nba-dal-lal', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A(`KXNBAGAME-${ad(FRI)}DALLAL`, 'Dallas at Los Angeles L', 'Sports', z(SAT, '07:00'), [['DAL', 'Dallas', 'dallal-dal'], ['LAL', 'Los Angeles L', 'dallal-lal']], { sources: [NBAS] }),
    U('nba-dal-lal-2034-01-06', 'Dallas Mavericks at Los Angeles Lakers', 'Sports', z(SAT, '03:30'), [['aec-nba-dal-lal-2034-01-06', '', 'dallal-dal', { outcomes: yn('Dallas Mavericks', 'Los Angeles Lakers') }]]),
    G1('Flagg\'s Mavs win by 5+ at the Lakers?', z(SAT, '07:00'), 'dallal-sp-dal4.5'),
  ] }, ['measure']);
}
{ // Nuggets at Timberwolves total points, Sat Jan 7: ladders; beta over 229.5 = alpha; beta_us 230+ (same); gamma asks the under 224.5 (inverted).
  addCase('nba', { name: 'nba-den-min-total', events: [
    A(`KXNBATOTAL-${ad(SAT)}DENMIN`, 'Denver at Minnesota: Total Points', 'Sports', z(SUN, '04:00'), [['225', 'Over 224.5 points scored', 'denmin-tot224.5'], ['230', 'Over 229.5 points scored', 'denmin-tot229.5'],
      ['235', 'Over 234.5 points scored', 'denmin-tot234.5']], { sources: [NBAS] }),
    B('Nuggets vs. Timberwolves: O/U 229.5', 'Sports', z(SUN, '01:00'), [['nba-den-min-2034-01-07-total-229pt5', '', 'denmin-tot229.5', { outcomes: yn('Over', 'Under') }]]),
    U('nba-den-min-2034-01-07-totals', 'Nuggets vs. Timberwolves — Total Points', 'Sports', z(SUN, '01:00'), [['tsc-nba-den-min-2034-01-07-230-plus', '230+ points', 'denmin-tot229.5']]),
    G1('Nuggets–Wolves stay under 224.5 points?', z(SUN, '04:00'), 'denmin-tot-u224.5'),
  ] }, ['inverted']);
}
{ // Warriors at Suns, Fri Jan 6 — alpha only.
  addCase('nba', { name: 'nba-gsw-phx', events: [
    A(`KXNBAGAME-${ad(FRI)}GSWPHX`, 'Golden State at Phoenix', 'Sports', z(SAT, '06:30'), [['GSW', 'Golden State', 'gswphx-gsw'], ['PHX', 'Phoenix', 'gswphx-phx']], { sources: [NBAS] }),
  ] });
}
{ // NBA MVP 2033-34, all four.
  const cl = z('2034-05-31', '23:59');
  addCase('nba', { name: 'nba-mvp-2034', events: [
    A('KXNBAMVP-34', 'NBA MVP', 'Sports', cl, [['VWEM', 'Victor Wembanyama', 'nbamvp-wemby'], ['CFLA', 'Cooper Flagg', 'nbamvp-flagg'], ['AEDW', 'Anthony Edwards', 'nbamvp-edwards']], { sources: ['NBA https://www.nba.com/news/awards'] }),
    B('NBA MVP 2033-34', 'Sports', cl, [['nba-mvp-2034-victor-wembanyama', 'Victor Wembanyama', 'nbamvp-wemby'], ['nba-mvp-2034-anthony-edwards', 'Anthony Edwards', 'nbamvp-edwards']]),
    U('nba-mvp-2033-34', 'NBA Most Valuable Player 2033-34', 'Sports', cl, [['nba-mvp-2033-34-cooper-flagg', 'Cooper Flagg', 'nbamvp-flagg'], ['nba-mvp-2033-34-victor-wembanyama', 'Victor Wembanyama', 'nbamvp-wemby']]),
    G('Michael Jordan Trophy (NBA MVP) 2034', cl, gr(['Wembanyama', 'nbamvp-wemby'], ['Flagg', 'nbamvp-flagg'], ['Edwards', 'nbamvp-edwards'], ['Gilgeous-Alexander', 'nbamvp-sga'])),
  ] });
}
{ // NBA Rookie of the Year (alpha, beta, gamma); beta_us lists Defensive Player of the Year (category).
  const cl = z('2034-05-31', '23:59');
  addCase('nba', { name: 'nba-roy-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNBAROY-34', 'NBA Rookie of the Year', 'Sports', cl, [['JWHI', 'Jalen Whitaker', 'roy-whitaker'], ['MBEL', 'Marcus Bellamy', 'roy-bellamy']]),
    B('NBA Rookie of the Year 2033-34', 'Sports', cl, [['nba-roy-2034-jalen-whitaker', 'Jalen Whitaker', 'roy-whitaker'], ['nba-roy-2034-marcus-bellamy', 'Marcus Bellamy', 'roy-bellamy']]),
    G('Eddie Gottlieb Trophy 2034 — NBA top rookie', cl, gr(['J. Whitaker', 'roy-whitaker'], ['M. Bellamy', 'roy-bellamy'], ['Other rookie', 'roy-other'])),
    U('nba-dpoy-2033-34', 'NBA Defensive Player of the Year 2033-34', 'Sports', cl, [['nba-dpoy-2033-34-victor-wembanyama', 'Victor Wembanyama', 'dpoy-wemby'], ['nba-dpoy-2033-34-evan-mobley', 'Evan Mobley', 'dpoy-mobley']]),
  ] }, ['category']);
}
{ // Spurs vs Thunder player points: Wembanyama 30+ (alpha, beta); gamma Wembanyama rebounds 12+ (measure).
  addCase('nba', { name: 'nba-okc-sas-points', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNBAPTS-${ad(SAT)}OKCSAS`, 'Oklahoma City at San Antonio: Points', 'Sports', z(SUN, '04:30'), [['VWEMBANYAMA1-30', 'Victor Wembanyama: 30+', 'os-pts-wemby30'], ['SGILGEOUS2-30', 'Shai Gilgeous-Alexander: 30+', 'os-pts-sga30']], { sources: [NBAS] }),
    B('Victor Wembanyama: Points O/U 29.5', 'Sports', z(SUN, '01:00'), [['nba-okc-sas-2034-01-07-victor-wembanyama-points-29pt5', '', 'os-pts-wemby30', { outcomes: yn('Over', 'Under') }]]),
    G1('Wembanyama 12+ rebounds vs Thunder?', z(SUN, '04:30'), 'os-reb-wemby12'),
  ] }, ['measure']);
}

// ───────────────────────────── NHL ─────────────────────────────

{ // Maple Leafs at Canadiens, Sat Jan 7 (alpha, beta, beta_us: incl. OT/SO); gamma the regulation three-way (measure).
  addCase('nhl', { name: 'nhl-tor-mtl', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNHLGAME-${ad(SAT)}TORMTL`, 'Toronto at Montreal', 'Sports', z(SUN, '03:30'), [['TOR', 'Toronto', 'tormtl-tor'], ['MTL', 'Montreal', 'tormtl-mtl']], { sources: [NHLS] }),
    B('Maple Leafs vs. Canadiens', 'Sports', z(SUN, '00:00'), [['nhl-tor-mtl-2034-01-07', '', 'tormtl-tor', { outcomes: yn('Maple Leafs', 'Canadiens') }]]),
    U('nhl-tor-mtl-2034-01-07', 'Toronto Maple Leafs at Montréal Canadiens', 'Sports', z(SUN, '00:00'), [['aec-nhl-tor-mtl-2034-01-07', '', 'tormtl-tor', { outcomes: yn('Toronto Maple Leafs', 'Montréal Canadiens') }]]),
    G('Leafs @ Habs — 60-minute result', z(SUN, '03:00'), gr(['Toronto (reg.)', 'tormtl-reg-tor'], ['Draw after 60', 'tormtl-reg-draw'], ['Montréal (reg.)', 'tormtl-reg-mtl'])),
  ] }, ['measure']);
}
{ // Oilers at Flames, Fri Jan 6, all four; gamma in its own words.
  addCase('nhl', { name: 'nhl-edm-cgy', events: [
    A(`KXNHLGAME-${ad(FRI)}EDMCGY`, 'Edmonton at Calgary', 'Sports', z(SAT, '06:00'), [['EDM', 'Edmonton', 'edmcgy-edm'], ['CGY', 'Calgary', 'edmcgy-cgy']], { sources: [NHLS] }),
    B('Oilers vs. Flames', 'Sports', z(SAT, '02:00'), [['nhl-edm-cgy-2034-01-06', '', 'edmcgy-edm', { outcomes: yn('Oilers', 'Flames') }]]),
    U('nhl-edm-cgy-2034-01-06', 'Edmonton Oilers at Calgary Flames', 'Sports', z(SAT, '02:00'), [['aec-nhl-edm-cgy-2034-01-06', '', 'edmcgy-edm', { outcomes: yn('Edmonton Oilers', 'Calgary Flames') }]]),
    G('Battle of Alberta (Jan 6): who wins, incl. OT/SO?', z(SAT, '06:00'), gr(['Oilers', 'edmcgy-edm'], ['Flames', 'edmcgy-cgy'])),
  ] });
}
{ // Blackhawks at Sharks, Sat Jan 7 (alpha, gamma).
  addCase('nhl', { name: 'nhl-chi-sj', events: [
    A(`KXNHLGAME-${ad(SAT)}CHISJ`, 'Chicago at San Jose', 'Sports', z(SUN, '07:00'), [['CHI', 'Chicago', 'chisj-chi'], ['SJ', 'San Jose', 'chisj-sj']], { sources: [NHLS] }),
    G('Bedard vs Celebrini: Blackhawks at Sharks', z(SUN, '07:00'), gr(['Blackhawks', 'chisj-chi'], ['Sharks', 'chisj-sj'])),
  ] });
}
{ // Rangers at Devils total goals, Fri Jan 6: alpha over 5.5 = beta_us "over 5.5" = gamma "6+ goals".
  addCase('nhl', { name: 'nhl-nyr-njd-total', events: [
    A(`KXNHLTOTAL-${ad(FRI)}NYRNJ`, 'New York R at New Jersey: Total Goals', 'Sports', z(SAT, '04:00'), [['5', 'Over 5.5 goals scored', 'nyrnj-tot5.5'], ['6', 'Over 6.5 goals scored', 'nyrnj-tot6.5']], { sources: [NHLS] }),
    U('nhl-nyr-njd-2034-01-06-totals', 'Rangers vs. Devils — Total Goals', 'Sports', z(SAT, '00:00'), [['tsc-nhl-nyr-njd-2034-01-06-5pt5', 'O/U 5.5', 'nyrnj-tot5.5', { outcomes: yn('Over', 'Under') }]]),
    G1('Six or more goals in Rangers–Devils tonight?', z(SAT, '04:00'), 'nyrnj-tot5.5'),
  ] });
}
{ // Hart Trophy 2034 (alpha, beta, beta_us); gamma the Calder (category).
  const cl = z('2034-06-30', '23:59');
  addCase('nhl', { name: 'nhl-hart-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXNHLHART-34', 'Hart Trophy winner', 'Sports', cl, [['CBED', 'Connor Bedard', 'hart-bedard'], ['MCEL', 'Macklin Celebrini', 'hart-celebrini'], ['NMAC', 'Nathan MacKinnon', 'hart-mackinnon']]),
    B('Hart Memorial Trophy 2034', 'Sports', cl, [['nhl-hart-2034-connor-bedard', 'Connor Bedard', 'hart-bedard'], ['nhl-hart-2034-macklin-celebrini', 'Macklin Celebrini', 'hart-celebrini']]),
    U('nhl-hart-trophy-2033-34', 'NHL Hart Trophy 2033-34', 'Sports', cl, [['hart-2033-34-macklin-celebrini', 'Macklin Celebrini', 'hart-celebrini']]),
    G('Calder Trophy 2034 (NHL rookie of the year)', cl, gr(['Lukas Brandt', 'calder-brandt'], ['Owen Michaud', 'calder-michaud'])),
  ] }, ['category']);
}
{ // Vezina Trophy 2034 (beta, gamma).
  const cl = z('2034-06-30', '23:59');
  addCase('nhl', { name: 'nhl-vezina-2034', events: [
    B('Vezina Trophy 2034', 'Sports', cl, [['nhl-vezina-2034-jesper-wallstedt', 'Jesper Wallstedt', 'vez-wallstedt'], ['nhl-vezina-2034-yaroslav-askarov', 'Yaroslav Askarov', 'vez-askarov']]),
    G('Best goaltender (Vezina) 2033-34', cl, gr(['Wallstedt', 'vez-wallstedt'], ['Askarov', 'vez-askarov'], ['Knight', 'vez-knight'])),
  ] });
}

// ───────────────────────────── AUSTRALIAN OPEN 2034 ─────────────────────────────

{ // Men's singles champion (final Sun Jan 29), all four.
  const cl = z('2034-01-29', '14:00');
  addCase('tennis', { name: 'ao34-men', events: [
    A('KXAUSOPENMENS-34', 'Australian Open Men\'s Singles Champion', 'Sports', cl, [['JSIN', 'Jannik Sinner', 'aom-sinner'], ['CALC', 'Carlos Alcaraz', 'aom-alcaraz'], ['JFON', 'Joao Fonseca', 'aom-fonseca'], ['JMEN', 'Jakub Mensik', 'aom-mensik']]),
    B('Australian Open Men\'s Winner 2034', 'Sports', cl, [['australian-open-2034-mens-jannik-sinner', 'Sinner', 'aom-sinner'], ['australian-open-2034-mens-carlos-alcaraz', 'Alcaraz', 'aom-alcaraz'], ['australian-open-2034-mens-joao-fonseca', 'Fonseca', 'aom-fonseca']]),
    U('tennis-ao-2034-mens-singles', 'Australian Open 2034 — Men\'s Singles Winner', 'Sports', cl, [['ao34-ms-jannik-sinner', 'Jannik Sinner', 'aom-sinner'], ['ao34-ms-carlos-alcaraz', 'Carlos Alcaraz', 'aom-alcaraz']]),
    G('AO 2034 men\'s champion (Melbourne)', cl, gr(['Sinner', 'aom-sinner'], ['Alcaraz', 'aom-alcaraz'], ['Fonseca', 'aom-fonseca'], ['Mensik', 'aom-mensik'], ['Shelton', 'aom-shelton'])),
  ] });
}
{ // Women's singles champion (final Sat Jan 28), all four.
  const cl = z('2034-01-28', '14:00');
  addCase('tennis', { name: 'ao34-women', events: [
    A('KXAUSOPENWOMENS-34', 'Australian Open Women\'s Singles Champion', 'Sports', cl, [['CGAU', 'Coco Gauff', 'aow-gauff'], ['MAND', 'Mirra Andreeva', 'aow-andreeva'], ['ISWI', 'Iga Swiatek', 'aow-swiatek']]),
    B('Australian Open Women\'s Winner 2034', 'Sports', cl, [['australian-open-2034-womens-coco-gauff', 'Gauff', 'aow-gauff'], ['australian-open-2034-womens-mirra-andreeva', 'Andreeva', 'aow-andreeva']]),
    U('tennis-ao-2034-womens-singles', 'Australian Open 2034 — Women\'s Singles Winner', 'Sports', cl, [['ao34-ws-mirra-andreeva', 'Mirra Andreeva', 'aow-andreeva'], ['ao34-ws-iga-swiatek', 'Iga Świątek', 'aow-swiatek']]),
    G('Who wins the 2034 Australian Open (women)?', cl, gr(['Coco Gauff', 'aow-gauff'], ['Mirra Andreeva', 'aow-andreeva'], ['Iga Swiatek', 'aow-swiatek'], ['Victoria Mboko', 'aow-mboko'])),
  ] });
}
{ // Sinner to reach the final (alpha, beta, gamma); beta_us asks Sinner to win the title (round).
  addCase('tennis', { name: 'ao34-sinner-final', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXAUSOPENFINALIST-34', 'Australian Open men\'s finalists', 'Sports', z('2034-01-27', '14:00'), 'JSIN', 'Jannik Sinner', 'ao-fin-sinner'),
    B1('Will Jannik Sinner reach the 2034 Australian Open final?', 'Sports', z('2034-01-27', '14:00'), 'ao-fin-sinner'),
    G1('Sinner into the AO men\'s final?', z('2034-01-27', '14:00'), 'ao-fin-sinner'),
    U1('tennis-ao-2034-sinner-champion', 'Jannik Sinner to win the 2034 Australian Open', 'Sports', z('2034-01-29', '14:00'), 'aom-sinner'),
  ] }, ['round']);
}
{ // Gauff to reach the semi-finals (alpha, beta_us); gamma asks Gauff to reach the final (round).
  addCase('tennis', { name: 'ao34-gauff-semis', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A1('KXAUSOPENSF-34GAUFF', 'Will Coco Gauff reach the Australian Open semifinals?', 'Sports', z('2034-01-25', '14:00'), 'YES', 'Coco Gauff reaches the semifinals', 'ao-sf-gauff'),
    U1('tennis-ao-2034-gauff-semifinal', 'Coco Gauff to reach the AO 2034 semi-finals', 'Sports', z('2034-01-25', '14:00'), 'ao-sf-gauff'),
    G1('Gauff in the Melbourne women\'s final?', z('2034-01-26', '14:00'), 'ao-wfin-gauff'),
  ] }, ['round']);
}
{ // Will Sinner and Alcaraz meet in the AO final (beta only).
  addCase('tennis', { name: 'ao34-sinner-alcaraz-final', events: [
    B1('Sinner vs. Alcaraz in the Australian Open 2034 final?', 'Sports', z('2034-01-29', '14:00'), 'ao-final-sin-alc'),
  ] });
}

// ───────────────────────────── FA CUP, PREMIER LEAGUE, AFCON ─────────────────────────────

{ // FA Cup R3 Liverpool v Arsenal, Sat Jan 7 (90 minutes: alpha, beta, beta_us); gamma "to advance" incl. ET and pens (measure).
  addCase('soccer', { name: 'facup-liv-ars', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXFACUPGAME-${ad(SAT)}LIVARS`, 'Liverpool vs Arsenal', 'Sports', z(SAT, '19:30'), [['LIV', 'Liverpool', 'livars-liv'], ['TIE', 'Tie', 'livars-draw'], ['ARS', 'Arsenal', 'livars-ars']],
      { sources: ['The FA https://www.thefa.com/competitions/thefacup'], rules: 'Resolves on the result after 90 minutes plus stoppage time; extra time and penalties do not count.' }),
    B('FA Cup: Liverpool vs. Arsenal', 'Sports', z(SAT, '17:30'), [['fac-liv-ars-2034-01-07-liv', 'Liverpool', 'livars-liv'], ['fac-liv-ars-2034-01-07-draw', 'Draw (Liverpool vs. Arsenal)', 'livars-draw'], ['fac-liv-ars-2034-01-07-ars', 'Arsenal', 'livars-ars']]),
    U('fac-liv-ars-2034-01-07', 'Liverpool FC vs Arsenal FC (FA Cup 3rd Rd)', 'Sports', z(SAT, '17:30'), [['atc-fac-liv-ars-2034-01-07-liv', 'Liverpool', 'livars-liv']]),
    G('Liverpool v Arsenal — who goes through to the FA Cup 4th round?', z(SAT, '20:00'), gr(['Liverpool', 'livars-adv-liv'], ['Arsenal', 'livars-adv-ars'])),
  ] }, ['measure']);
}
{ // FA Cup R3 Man United v Chelsea, Sun Jan 8 (alpha, beta); gamma lists their Premier League meeting on Sat Jan 21 (date).
  addCase('soccer', { name: 'facup-mun-che', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXFACUPGAME-${ad(SUN)}MUNCHE`, 'Manchester United vs Chelsea', 'Sports', z(SUN, '18:30'), [['MUN', 'Manchester United', 'munche-mun'], ['TIE', 'Tie', 'munche-draw'], ['CHE', 'Chelsea', 'munche-che']]),
    B('FA Cup: Man United vs. Chelsea', 'Sports', z(SUN, '16:30'), [['fac-mun-che-2034-01-08-mun', 'Man United', 'munche-mun'], ['fac-mun-che-2034-01-08-draw', 'Draw (Man United vs. Chelsea)', 'munche-draw'], ['fac-mun-che-2034-01-08-che', 'Chelsea', 'munche-che']]),
    G('Premier League: Man Utd vs Chelsea (Jan 21)', z('2034-01-21', '20:00'), gr(['Man Utd', 'munche-pl-mun'], ['Draw', 'munche-pl-draw'], ['Chelsea', 'munche-pl-che'])),
  ] }, ['date']);
}
{ // Premier League Man City v Tottenham, Sat Jan 14: gamma asks "Spurs avoid defeat" (complement of City win).
  addCase('soccer', { name: 'epl-mci-tot', events: [
    A(`KXEPLGAME-${ad('2034-01-14')}MCITOT`, 'Manchester City vs Tottenham', 'Sports', z('2034-01-14', '19:00'), [['MCI', 'Manchester City', 'mcitot-mci'], ['TIE', 'Tie', 'mcitot-draw'], ['TOT', 'Tottenham', 'mcitot-tot']]),
    B('Man City vs. Tottenham', 'Sports', z('2034-01-14', '17:00'), [['epl-mci-tot-2034-01-14-mci', 'Man City', 'mcitot-mci'], ['epl-mci-tot-2034-01-14-draw', 'Draw (Man City vs. Tottenham)', 'mcitot-draw'], ['epl-mci-tot-2034-01-14-tot', 'Tottenham', 'mcitot-tot']]),
    U('epl-mci-tot-2034-01-14', 'Manchester City vs Tottenham Hotspur', 'Sports', z('2034-01-14', '17:00'), [['atc-epl-mci-tot-2034-01-14-mci', 'Manchester City', 'mcitot-mci'], ['atc-epl-mci-tot-2034-01-14-tot', 'Tottenham Hotspur', 'mcitot-tot']]),
    G1('Spurs avoid defeat at the Etihad (Jan 14)?', z('2034-01-14', '19:00'), 'mcitot-tot-or-draw'),
  ] }, ['inverted']);
}
{ // Premier League 2033-34 champion, all four.
  const cl = z('2034-05-21', '18:00');
  addCase('soccer', { name: 'epl-champion-2034', events: [
    A('KXEPL-34', 'English Premier League Winner', 'Sports', cl, [['ARS', 'Arsenal', 'epl-ars'], ['LIV', 'Liverpool', 'epl-liv'], ['MCI', 'Manchester City', 'epl-mci'], ['CHE', 'Chelsea', 'epl-che']]),
    B('Premier League Winner 2033-34', 'Sports', cl, [['epl-2033-34-winner-arsenal', 'Arsenal', 'epl-ars'], ['epl-2033-34-winner-liverpool', 'Liverpool', 'epl-liv'], ['epl-2033-34-winner-man-city', 'Man City', 'epl-mci']]),
    U('epl-winner-2033-34', 'English Premier League Champion 2033-34', 'Sports', cl, [['epl-winner-2033-34-arsenal', 'Arsenal FC', 'epl-ars'], ['epl-winner-2033-34-chelsea', 'Chelsea FC', 'epl-che']]),
    G('Who will be crowned Premier League champions 2033/34?', cl, gr(['Arsenal', 'epl-ars'], ['Liverpool', 'epl-liv'], ['Manchester City', 'epl-mci'], ['Chelsea', 'epl-che'], ['Newcastle', 'epl-new'])),
  ] });
}
{ // Premier League relegation (alpha, beta, gamma): each club's "relegated" is its own outcome.
  const cl = z('2034-05-21', '18:00');
  addCase('soccer', { name: 'epl-relegation-2034', events: [
    A('KXEPLRELEGATION-34', 'Premier League relegation', 'Sports', cl, [['BUR', 'Burnley', 'rel-bur'], ['SUN', 'Sunderland', 'rel-sun'], ['WOL', 'Wolverhampton', 'rel-wol']]),
    B('Premier League 2033-34: Relegated teams', 'Sports', cl, [['epl-2033-34-relegated-burnley', 'Burnley', 'rel-bur'], ['epl-2033-34-relegated-wolves', 'Wolves', 'rel-wol']]),
    G('Relegated from the Premier League in 2034?', cl, gr(['Burnley', 'rel-bur'], ['Sunderland', 'rel-sun'], ['Wolves', 'rel-wol'], ['Leeds', 'rel-lee'])),
  ] });
}
{ // FA Cup 2033-34 winner (alpha, beta); gamma asks who reaches the final (round).
  addCase('soccer', { name: 'facup-winner-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXFACUP-34', 'FA Cup Winner', 'Sports', z('2034-05-13', '18:00'), [['ARS', 'Arsenal', 'fac-ars'], ['LIV', 'Liverpool', 'fac-liv'], ['MCI', 'Manchester City', 'fac-mci']]),
    B('FA Cup Winner 2034', 'Sports', z('2034-05-13', '18:00'), [['fa-cup-2034-winner-arsenal', 'Arsenal', 'fac-ars'], ['fa-cup-2034-winner-man-city', 'Man City', 'fac-mci']]),
    G('Which clubs reach the 2034 FA Cup final at Wembley?', z('2034-04-23', '18:00'), gr(['Arsenal', 'facf-ars'], ['Manchester City', 'facf-mci'], ['Liverpool', 'facf-liv'])),
  ] }, ['round']);
}
{ // Africa Cup of Nations 2034 winner (final Sat Feb 11), all four; gamma in French.
  const cl = z('2034-02-11', '23:00');
  addCase('soccer', { name: 'afcon-2034-winner', events: [
    A('KXAFCON-34', 'Africa Cup of Nations Winner', 'Sports', cl, [['MAR', 'Morocco', 'afcon-mar'], ['SEN', 'Senegal', 'afcon-sen'], ['NGA', 'Nigeria', 'afcon-nga'], ['CIV', 'Ivory Coast', 'afcon-civ']]),
    B('Africa Cup of Nations 2034 Winner', 'Sports', cl, [['afcon-2034-winner-morocco', 'Morocco', 'afcon-mar'], ['afcon-2034-winner-senegal', 'Senegal', 'afcon-sen'], ['afcon-2034-winner-nigeria', 'Nigeria', 'afcon-nga']]),
    U('afcon-2034-champion', 'AFCON 2034 Champion', 'Sports', cl, [['afcon-2034-champion-morocco', 'Morocco', 'afcon-mar'], ['afcon-2034-champion-cote-divoire', 'Côte d\'Ivoire', 'afcon-civ']]),
    G('Vainqueur de la CAN 2034', cl, gr(['Maroc', 'afcon-mar'], ['Sénégal', 'afcon-sen'], ['Nigeria', 'afcon-nga'], ['Côte d\'Ivoire', 'afcon-civ'], ['Égypte', 'afcon-egy'])),
  ] });
}
{ // AFCON group match Nigeria v Cameroon, Sun Jan 15 (alpha, beta, gamma).
  const d = '2034-01-15';
  addCase('soccer', { name: 'afcon-nga-cmr', events: [
    A(`KXAFCONGAME-${ad(d)}NGACMR`, 'Nigeria vs Cameroon', 'Sports', z(d, '21:00'), [['NGA', 'Nigeria', 'ngacmr-nga'], ['TIE', 'Tie', 'ngacmr-draw'], ['CMR', 'Cameroon', 'ngacmr-cmr']]),
    B('AFCON: Nigeria vs. Cameroon', 'Sports', z(d, '19:00'), [['afcon-nga-cmr-2034-01-15-nga', 'Nigeria', 'ngacmr-nga'], ['afcon-nga-cmr-2034-01-15-draw', 'Draw (Nigeria vs. Cameroon)', 'ngacmr-draw'], ['afcon-nga-cmr-2034-01-15-cmr', 'Cameroon', 'ngacmr-cmr']]),
    G('Super Eagles vs Indomitable Lions (AFCON group stage)', z(d, '21:00'), gr(['Nigeria', 'ngacmr-nga'], ['Draw', 'ngacmr-draw'], ['Cameroon', 'ngacmr-cmr'])),
  ] });
}
{ // AFCON 2034 top scorer (beta, beta_us, gamma).
  const cl = z('2034-02-11', '23:00');
  addCase('soccer', { name: 'afcon-2034-golden-boot', events: [
    B('AFCON 2034 Top Goalscorer', 'Sports', cl, [['afcon-2034-top-scorer-victor-osimhen', 'Victor Osimhen', 'afgb-osimhen'], ['afcon-2034-top-scorer-brahim-diaz', 'Brahim Díaz', 'afgb-diaz']]),
    U('afcon-2034-golden-boot', 'AFCON 2034 Golden Boot', 'Sports', cl, [['afcon-2034-golden-boot-victor-osimhen', 'Victor Osimhen', 'afgb-osimhen']]),
    G('Meilleur buteur CAN 2034', cl, gr(['Victor Osimhen', 'afgb-osimhen'], ['Brahim Díaz', 'afgb-diaz'], ['Nicolas Jackson', 'afgb-jackson'])),
  ] });
}

// ───────────────────────────── DARTS ─────────────────────────────

{ // WDF World Championship at Lakeside (final Sun Jan 15), beta and gamma.
  const cl = z('2034-01-15', '23:00');
  addCase('darts', { name: 'wdf-worlds-2034', events: [
    B('WDF World Darts Championship 2034 Winner', 'Sports', cl, [['wdf-world-championship-2034-jelle-klaasen', 'Jelle Klaasen', 'wdf-klaasen'], ['wdf-world-championship-2034-andy-baetens', 'Andy Baetens', 'wdf-baetens']]),
    G('Lakeside 2034: men\'s world champion (WDF)', cl, gr(['Jelle Klaasen', 'wdf-klaasen'], ['Andy Baetens', 'wdf-baetens'], ['Jimmy van Schie', 'wdf-vanschie'])),
  ] });
}
{ // 2035 PDC World Championship (alpha, beta); gamma lists the 2034 Premier League of darts (competition).
  addCase('darts', { name: 'pdc-worlds-2035', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPDCWC-35', 'PDC World Darts Championship 2035 winner', 'Sports', z('2035-01-04', '23:00'), [['LLIT', 'Luke Littler', 'pdc35-littler'], ['LHUM', 'Luke Humphries', 'pdc35-humphries'], ['GVVE', 'Gian van Veen', 'pdc35-vanveen']]),
    B('PDC World Championship 2035 Winner', 'Sports', z('2035-01-04', '23:00'), [['pdc-world-championship-2035-luke-littler', 'Luke Littler', 'pdc35-littler'], ['pdc-world-championship-2035-gian-van-veen', 'Gian van Veen', 'pdc35-vanveen']]),
    G('Premier League Darts 2034 winner', z('2034-05-25', '23:00'), gr(['Luke Littler', 'pldarts-littler'], ['Luke Humphries', 'pldarts-humphries'])),
  ] }, ['competition']);
}
{ // Littler to hit a nine-darter at the 2034 World Masters — beta_us only.
  addCase('darts', { name: 'littler-nine-darter', events: [
    U1('darts-world-masters-2034-littler-nine-darter', 'Luke Littler nine-dart finish at the 2034 World Masters?', 'Sports', z('2034-02-05', '23:00'), 'masters-littler-9'),
  ] });
}

// ───────────────────────────── GOLDEN GLOBES (SUN JAN 8) ─────────────────────────────

const GGC = z(TUE, '05:00');
{ // Best Motion Picture – Drama, all four.
  addCase('globes', { name: 'gg-picture-drama', events: [
    A('KXGGPICDRAMA-34', 'Golden Globe Best Motion Picture - Drama', 'Culture', GGC, [['GLAS', 'The Glass Orchard', 'ggpd-glass'], ['NORT', 'Northbound', 'ggpd-north'], ['SALT', 'Salt and Iron', 'ggpd-salt'], ['KING', 'Kingdom of Ash', 'ggpd-king']], { sources: [GG] }),
    B('Golden Globes 2034: Best Motion Picture – Drama', 'Culture', GGC, [['golden-globes-2034-best-drama-the-glass-orchard', 'The Glass Orchard', 'ggpd-glass'], ['golden-globes-2034-best-drama-northbound', 'Northbound', 'ggpd-north'], ['golden-globes-2034-best-drama-salt-and-iron', 'Salt and Iron', 'ggpd-salt']]),
    U('golden-globes-2034-best-motion-picture-drama', 'Golden Globes: Best Motion Picture (Drama)', 'Culture', GGC, [['gg34-bmpd-the-glass-orchard', 'The Glass Orchard', 'ggpd-glass'], ['gg34-bmpd-kingdom-of-ash', 'Kingdom of Ash', 'ggpd-king']]),
    G('91st Golden Globes — Drama film winner', GGC, gr(['The Glass Orchard', 'ggpd-glass'], ['Northbound', 'ggpd-north'], ['Salt and Iron', 'ggpd-salt'], ['Kingdom of Ash', 'ggpd-king'], ['Tidewater', 'ggpd-tide'])),
  ] });
}
{ // Best Motion Picture – Musical or Comedy (alpha, beta); gamma lists the Drama picture award (category; near-identical title).
  addCase('globes', { name: 'gg-picture-comedy', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGGPICCOMEDY-34', 'Golden Globe Best Motion Picture - Musical or Comedy', 'Culture', GGC, [['BMD', 'Best Man Down', 'ggpc-bestman'], ['LN9', 'Lucky Number Nine', 'ggpc-lucky'], ['WKND', 'The Weekenders', 'ggpc-weekend']], { sources: [GG] }),
    B('Golden Globes 2034: Best Motion Picture – Musical or Comedy', 'Culture', GGC, [['golden-globes-2034-best-comedy-best-man-down', 'Best Man Down', 'ggpc-bestman'], ['golden-globes-2034-best-comedy-the-weekenders', 'The Weekenders', 'ggpc-weekend']]),
    G('Golden Globes 2034: Best Motion Picture', GGC, gr(['The Glass Orchard', 'ggpd-glass'], ['Northbound', 'ggpd-north']), { rules: 'Refers to the award for Best Motion Picture – Drama at the 91st Golden Globe Awards.' }),
  ] }, ['category']);
}
{ // Best Actor – Motion Picture Drama (alpha, beta, beta_us); gamma lists Best Actor – Television Drama (film vs TV: category).
  addCase('globes', { name: 'gg-actor-film-drama', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXGGACTORDRAMA-34', 'Golden Globe Best Actor - Motion Picture Drama', 'Culture', GGC, [['PMES', 'Paul Mescal', 'ggad-mescal'], ['ABUT', 'Austin Butler', 'ggad-butler'], ['TCHA', 'Timothée Chalamet', 'ggad-chalamet']], { sources: [GG] }),
    B('Golden Globes 2034: Best Actor – Drama (Film)', 'Culture', GGC, [['golden-globes-2034-best-actor-drama-paul-mescal', 'Paul Mescal', 'ggad-mescal'], ['golden-globes-2034-best-actor-drama-timothee-chalamet', 'Timothée Chalamet', 'ggad-chalamet']]),
    U('golden-globes-2034-actor-motion-picture-drama', 'Golden Globes: Best Performance by a Male Actor in a Motion Picture – Drama', 'Culture', GGC, [['gg34-amp-austin-butler', 'Austin Butler', 'ggad-butler']]),
    G('Golden Globes: Best Actor in a TV Drama Series', GGC, gr(['Pedro Pascal', 'ggtvad-pascal'], ['Jacob Elordi', 'ggtvad-elordi'], ['Austin Butler', 'ggtvad-butler'])),
  ] }, ['category']);
}
{ // Best Actress – TV Musical or Comedy (alpha, beta, gamma).
  addCase('globes', { name: 'gg-actress-tv-comedy', events: [
    A('KXGGTVACTRESSCOM-34', 'Golden Globe Best Actress - TV Musical or Comedy', 'Culture', GGC, [['JORT', 'Jenna Ortega', 'ggtvac-ortega'], ['AEDE', 'Ayo Edebiri', 'ggtvac-edebiri'], ['RSEN', 'Rachel Sennott', 'ggtvac-sennott']], { sources: [GG] }),
    B('Golden Globes 2034: Best Actress – TV Comedy', 'Culture', GGC, [['golden-globes-2034-tv-comedy-actress-ayo-edebiri', 'Ayo Edebiri', 'ggtvac-edebiri'], ['golden-globes-2034-tv-comedy-actress-jenna-ortega', 'Jenna Ortega', 'ggtvac-ortega']]),
    G('Globes — actress, television series (musical/comedy)', GGC, gr(['Ortega', 'ggtvac-ortega'], ['Edebiri', 'ggtvac-edebiri'], ['Sennott', 'ggtvac-sennott'])),
  ] });
}
{ // Best Television Series – Drama, all four.
  addCase('globes', { name: 'gg-tv-drama', events: [
    A('KXGGTVDRAMA-34', 'Golden Globe Best Television Series - Drama', 'Culture', GGC, [['HARB', 'Harbor Lights', 'ggtvd-harbor'], ['COLD', 'Cold Meridian', 'ggtvd-cold'], ['LONG', 'The Long Count', 'ggtvd-long']], { sources: [GG] }),
    B('Golden Globes 2034: Best TV Series – Drama', 'Culture', GGC, [['golden-globes-2034-tv-drama-harbor-lights', 'Harbor Lights', 'ggtvd-harbor'], ['golden-globes-2034-tv-drama-cold-meridian', 'Cold Meridian', 'ggtvd-cold']]),
    U('golden-globes-2034-best-television-series-drama', 'Golden Globes: Best Television Series – Drama', 'Culture', GGC, [['gg34-tvd-the-long-count', 'The Long Count', 'ggtvd-long'], ['gg34-tvd-harbor-lights', 'Harbor Lights', 'ggtvd-harbor']]),
    G('Golden Globe for best drama series (2034)', GGC, gr(['Harbor Lights', 'ggtvd-harbor'], ['Cold Meridian', 'ggtvd-cold'], ['The Long Count', 'ggtvd-long'])),
  ] });
}
{ // Best Director – Motion Picture (beta, gamma).
  addCase('globes', { name: 'gg-director', events: [
    B('Golden Globes 2034: Best Director', 'Culture', GGC, [['golden-globes-2034-best-director-celine-song', 'Celine Song', 'ggdir-song'], ['golden-globes-2034-best-director-denis-villeneuve', 'Denis Villeneuve', 'ggdir-villeneuve']]),
    G('Best Director — Motion Picture, Golden Globes 2034', GGC, gr(['Celine Song', 'ggdir-song'], ['Denis Villeneuve', 'ggdir-villeneuve'], ['Greta Gerwig', 'ggdir-gerwig'])),
  ] });
}
{ // Golden Globes mentions anywhere in the broadcast (alpha, beta, gamma); beta_us asks about the monologue only (observation).
  addCase('mentions', { name: 'gg-mentions', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXGGMENTION-${ad(SUN)}`, 'What will be said during the Golden Globes?', 'Culture', GGC, [['TAYL', 'Taylor', 'ggm-taylor'], ['AI', 'AI', 'ggm-ai'], ['OZEM', 'Ozempic', 'ggm-ozempic']],
      { rules: 'Resolves Yes if the word is said by anyone on the live broadcast of the 91st Golden Globe Awards.' }),
    B('What will be said at the 2034 Golden Globes?', 'Culture', GGC, [['golden-globes-2034-said-taylor', 'Taylor', 'ggm-taylor'], ['golden-globes-2034-said-ozempic', 'Ozempic', 'ggm-ozempic']]),
    G('Golden Globes telecast: will "AI" be said?', GGC, gr(['AI', 'ggm-ai'], ['Taylor', 'ggm-taylor'])),
    U('golden-globes-2034-monologue-mentions', 'Golden Globes 2034: Host monologue mentions', 'Culture', GGC, [['gg34-mono-taylor', 'Taylor', 'ggmono-taylor'], ['gg34-mono-ozempic', 'Ozempic', 'ggmono-ozempic']]),
  ] }, ['observation']);
}

// ───────────────────────────── OSCARS (NOMINATIONS JAN 24, CEREMONY MAR 5) ─────────────────────────────

const NOMC = z('2034-01-24', '18:00');
const OSC = z('2034-03-06', '06:00');
{ // Best Picture nominees (alpha, beta, beta_us); gamma asks whether The Glass Orchard WINS Best Picture (observation).
  addCase('oscars', { name: 'oscars-bp-nominees', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXOSCARNOMPIC-34', 'Best Picture nominees at the 106th Oscars', 'Culture', NOMC, [['GLAS', 'The Glass Orchard', 'nom-bp-glass'], ['BMD', 'Best Man Down', 'nom-bp-bestman'], ['TIDE', 'Tidewater', 'nom-bp-tide']], { sources: [AMPAS] }),
    B('Oscars 2034: Best Picture nominees', 'Culture', NOMC, [['will-the-glass-orchard-be-nominated-for-best-picture', 'The Glass Orchard', 'nom-bp-glass'], ['will-tidewater-be-nominated-for-best-picture', 'Tidewater', 'nom-bp-tide']]),
    U('oscars-2034-best-picture-nomination', 'Oscar nominations 2034 — Best Picture', 'Culture', NOMC, [['osc34-nom-bp-best-man-down', 'Best Man Down', 'nom-bp-bestman']]),
    G1('Will The Glass Orchard win Best Picture at the 2034 Oscars?', OSC, 'bp-glass'),
  ] }, ['observation']);
}
{ // Best Picture winner, all four.
  addCase('oscars', { name: 'oscars-bp-winner', events: [
    A('KXOSCARPIC-34', 'Oscar for Best Picture', 'Culture', OSC, [['GLAS', 'The Glass Orchard', 'bp-glass'], ['NORT', 'Northbound', 'bp-north'], ['SALT', 'Salt and Iron', 'bp-salt'], ['BMD', 'Best Man Down', 'bp-bestman']], { sources: [AMPAS] }),
    B('Oscars 2034: Best Picture Winner', 'Culture', OSC, [['oscars-2034-best-picture-the-glass-orchard', 'The Glass Orchard', 'bp-glass'], ['oscars-2034-best-picture-northbound', 'Northbound', 'bp-north'], ['oscars-2034-best-picture-salt-and-iron', 'Salt and Iron', 'bp-salt']]),
    U('oscars-2034-best-picture', 'Academy Awards 2034: Best Picture', 'Culture', OSC, [['osc34-bp-northbound', 'Northbound', 'bp-north'], ['osc34-bp-best-man-down', 'Best Man Down', 'bp-bestman']]),
    G('106th Academy Awards — Best Picture', OSC, gr(['The Glass Orchard', 'bp-glass'], ['Northbound', 'bp-north'], ['Salt and Iron', 'bp-salt'], ['Best Man Down', 'bp-bestman'], ['Kingdom of Ash', 'bp-king'])),
  ] });
}
{ // The Glass Orchard's nomination count: alpha's ladder; beta "12 or more" = above 11.5; gamma asks which film gets the most nominations (measure).
  addCase('oscars', { name: 'oscars-nom-count', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXOSCARNOMS-34GLAS', 'How many Oscar nominations will The Glass Orchard receive?', 'Culture', NOMC, [['T9', 'Above 9.5', 'nc-glass-9.5'], ['T11', 'Above 11.5', 'nc-glass-11.5'], ['T13', 'Above 13.5', 'nc-glass-13.5']], { sources: [AMPAS] }),
    B('The Glass Orchard: 12+ Oscar nominations?', 'Culture', NOMC, [['the-glass-orchard-12-or-more-oscar-nominations', '', 'nc-glass-11.5']]),
    G('Most Oscar nominations in 2034 — which film?', NOMC, gr(['The Glass Orchard', 'mostnom-glass'], ['Northbound', 'mostnom-north'], ['Salt and Iron', 'mostnom-salt'])),
  ] }, ['measure']);
}
{ // Best Actress winner (alpha, beta, gamma); beta_us lists Best Supporting Actress (category).
  addCase('oscars', { name: 'oscars-actress', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXOSCARACTRESS-34', 'Oscar for Best Actress', 'Culture', OSC, [['FPUG', 'Florence Pugh', 'bactress-pugh'], ['ZEND', 'Zendaya', 'bactress-zendaya'], ['MABI', 'Mikey Madison', 'bactress-madison']], { sources: [AMPAS] }),
    B('Oscars 2034: Best Actress', 'Culture', OSC, [['oscars-2034-best-actress-florence-pugh', 'Florence Pugh', 'bactress-pugh'], ['oscars-2034-best-actress-zendaya', 'Zendaya', 'bactress-zendaya']]),
    G('Who takes Best Actress at the 106th Oscars?', OSC, gr(['Florence Pugh', 'bactress-pugh'], ['Zendaya', 'bactress-zendaya'], ['Mikey Madison', 'bactress-madison'])),
    U('oscars-2034-best-supporting-actress', 'Academy Awards 2034: Best Supporting Actress', 'Culture', OSC, [['osc34-bsa-zendaya', 'Zendaya', 'bsactress-zendaya'], ['osc34-bsa-jenna-ortega', 'Jenna Ortega', 'bsactress-ortega']]),
  ] }, ['category']);
}
{ // Celine Song nominated for Best Director (beta, gamma).
  addCase('oscars', { name: 'oscars-song-director-nom', events: [
    B1('Will Celine Song be nominated for Best Director at the 2034 Oscars?', 'Culture', NOMC, 'nom-dir-song'),
    G1('Celine Song — Best Director nomination (Oscars 2034)?', NOMC, 'nom-dir-song'),
  ] });
}
{ // Oscars broadcast mentions (alpha, beta).
  addCase('mentions', { name: 'oscars-mentions', events: [
    A(`KXOSCARMENTION-${ad('2034-03-05')}`, 'What will be said during the Oscars?', 'Culture', OSC, [['TRUM', 'Trump', 'oscm-trump'], ['STRI', 'Strike', 'oscm-strike'], ['NETF', 'Netflix', 'oscm-netflix']]),
    B('What will be said at the 2034 Oscars?', 'Culture', OSC, [['oscars-2034-said-strike', 'Strike', 'oscm-strike'], ['oscars-2034-said-netflix', 'Netflix', 'oscm-netflix']]),
  ] });
}

// ───────────────────────────── GRAMMYS (SUN FEB 5) ─────────────────────────────

const GRC = z('2034-02-06', '06:00');
{ // Album of the Year, all four.
  addCase('grammys', { name: 'grammy-aoty', events: [
    A('KXGRAMAOTY-34', 'Grammy for Album of the Year', 'Culture', GRC, [['BEIL', 'Billie Eilish', 'aoty-eilish'], ['SCAR', 'Sabrina Carpenter', 'aoty-carpenter'], ['ORO', 'Olivia Rodrigo', 'aoty-rodrigo'], ['DOEC', 'Doechii', 'aoty-doechii']], { sources: [REC] }),
    B('Grammys 2034: Album of the Year', 'Culture', GRC, [['grammys-2034-aoty-billie-eilish', 'Billie Eilish', 'aoty-eilish'], ['grammys-2034-aoty-olivia-rodrigo', 'Olivia Rodrigo', 'aoty-rodrigo'], ['grammys-2034-aoty-doechii', 'Doechii', 'aoty-doechii']]),
    U('grammys-2034-album-of-the-year', '76th Grammy Awards — Album of the Year', 'Culture', GRC, [['gr34-aoty-sabrina-carpenter', 'Sabrina Carpenter', 'aoty-carpenter']]),
    G('Album of the Year (Grammys, Feb 5 2034)', GRC, gr(['Lowlight — Billie Eilish', 'aoty-eilish'], ['Sugar Season — Sabrina Carpenter', 'aoty-carpenter'], ['Teeth & Tide — Olivia Rodrigo', 'aoty-rodrigo'], ['Swamp Princess II — Doechii', 'aoty-doechii'])),
  ] });
}
{ // Record of the Year (alpha, beta); gamma lists Song of the Year (category).
  addCase('grammys', { name: 'grammy-roty', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGRAMROTY-34', 'Grammy for Record of the Year', 'Culture', GRC, [['LOWL', 'Lowlight', 'roty-lowlight'], ['SUGR', 'Sugar High', 'roty-sugar'], ['NEON', 'Neon Prayer', 'roty-neon']], { sources: [REC] }),
    B('Grammys 2034: Record of the Year', 'Culture', GRC, [['grammys-2034-roty-lowlight', 'Lowlight', 'roty-lowlight'], ['grammys-2034-roty-sugar-high', 'Sugar High', 'roty-sugar']]),
    G('Grammys 2034: Song of the Year', GRC, gr(['Lowlight', 'soty-lowlight'], ['Sugar High', 'soty-sugar'], ['Neon Prayer', 'soty-neon'])),
  ] }, ['category']);
}
{ // Best New Artist (alpha, beta, gamma).
  addCase('grammys', { name: 'grammy-bna', events: [
    A('KXGRAMBNA-34', 'Grammy for Best New Artist', 'Culture', GRC, [['KATS', 'Katseye', 'bna-katseye'], ['LOLA', 'Lola Young', 'bna-lola'], ['ALEX', 'Alex Warren', 'bna-warren']], { sources: [REC] }),
    B('Grammys 2034: Best New Artist', 'Culture', GRC, [['grammys-2034-best-new-artist-katseye', 'KATSEYE', 'bna-katseye'], ['grammys-2034-best-new-artist-lola-young', 'Lola Young', 'bna-lola']]),
    G('Best New Artist — 76th Grammys', GRC, gr(['Katseye', 'bna-katseye'], ['Lola Young', 'bna-lola'], ['Alex Warren', 'bna-warren'])),
  ] });
}
{ // Grammys broadcast mentions (beta, beta_us).
  addCase('mentions', { name: 'grammy-mentions', events: [
    B('What will be said at the 2034 Grammys?', 'Culture', GRC, [['grammys-2034-said-taylor-swift', 'Taylor Swift', 'grm-swift'], ['grammys-2034-said-ai', 'AI', 'grm-ai']]),
    U('grammys-2034-mentions', 'Grammys 2034: What will be said on the telecast?', 'Culture', GRC, [['gr34-said-taylor-swift', 'Taylor Swift', 'grm-swift'], ['gr34-said-ai', 'AI', 'grm-ai']]),
  ] });
}
{ // Will Taylor Swift perform at the 2034 Grammys — gamma only.
  addCase('grammys', { name: 'grammy-swift-perform', events: [
    G1('Taylor Swift performs on the Grammys stage (Feb 5)?', GRC, 'gr-swift-perform'),
  ] });
}

// ───────────────────────────── BOX OFFICE ─────────────────────────────

{ // Jan 6-8 weekend #1 film: alpha and beta on Box Office Mojo, gamma on The Numbers (one event, nf).
  const cl = z(TUE, '23:00');
  addCase('box_office', { name: 'bo-jan6-top', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A(`KXBOXOFFICETOP-${ad(SUN)}`, 'Top film at the domestic box office this weekend', 'Culture', cl, [['STAR', 'Starfall: Part Two', 'bo6-starfall'], ['NORT', 'Northbound', 'bo6-north'], ['PADD', 'Paddington Abroad', 'bo6-paddington']], { sources: [BOM] }),
    B('#1 Movie at the Box Office this weekend (Jan 6-8)?', 'Culture', cl, [['highest-grossing-movie-jan-6-8-starfall-part-two', 'Starfall: Part Two', 'bo6-starfall', { src: 'https://www.boxofficemojo.com/weekend/' }],
      ['highest-grossing-movie-jan-6-8-northbound', 'Northbound', 'bo6-north', { src: 'https://www.boxofficemojo.com/weekend/' }]]),
    G('Weekend box office winner, Jan 6–8 2034 (per The Numbers)', cl, gr(['Starfall: Part Two', 'bo6-starfall'], ['Northbound', 'bo6-north'], ['Paddington Abroad', 'bo6-paddington']), { sources: [TN] }),
  ] }, ['source']);
}
{ // Ironclad 3 opening (Jan 13-15): alpha 3-day ladder; beta "over $40M" = above 40M; gamma above 35M (threshold); beta_us the 4-day MLK total (measure).
  const cl = z('2034-01-17', '23:00');
  addCase('box_office', { name: 'bo-ironclad-opening', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXOPENWEEKEND-34JAN15IRON', 'Ironclad 3 opening weekend', 'Culture', cl, [['T35', 'Above $35,000,000', 'iron3d-35'], ['T40', 'Above $40,000,000', 'iron3d-40'], ['T50', 'Above $50,000,000', 'iron3d-50']], { sources: [BOM] }),
    B('Ironclad 3 Opening Weekend Box Office over $40M?', 'Culture', cl, [['ironclad-3-opening-weekend-box-office-40m', '', 'iron3d-40', { src: 'https://www.boxofficemojo.com/' }]]),
    G1('Ironclad 3 3-day domestic opening above $35M?', cl, 'iron3d-35', { rules: 'Friday–Sunday domestic gross per Box Office Mojo actuals.' }),
    U1('ironclad-3-mlk-4-day-over-50m', 'Ironclad 3 4-day MLK opening over $50M?', 'Culture', cl, 'iron4d-50'),
  ] }, ['measure', 'threshold']);
}
{ // Ironclad 3 worldwide opening — beta only (a different measure from the domestic weekend, but no other listing here).
  addCase('box_office', { name: 'bo-ironclad-worldwide', events: [
    B1('Ironclad 3 global opening over $150M?', 'Culture', z('2034-01-17', '23:00'), 'ironww-150'),
  ] });
}

{ // Starfall: Part Two passing $1B worldwide by Jan 31 (alpha) = "before February 2034" (beta); gamma's deadline is Feb 28 (deadline).
  addCase('box_office', { name: 'bo-starfall-1b', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXBOXWW-34JAN31STAR', 'Starfall: Part Two worldwide gross by Jan 31', 'Culture', z('2034-02-01', '05:00'), 'T1000', 'Above $1,000,000,000', 'star-1b-jan31', { sources: ['Box Office Mojo https://www.boxofficemojo.com/'] }),
    B1('Will Starfall: Part Two gross $1 billion worldwide before February 2034?', 'Culture', z('2034-02-01', '05:00'), 'star-1b-jan31'),
    G1('Starfall Part Two tops $1bn global box office by end of February?', z('2034-03-01', '05:00'), 'star-1b-feb28'),
  ] }, ['deadline']);
}

// ───────────────────────────── STREAMING ─────────────────────────────

{ // Netflix global Top 10 (English TV), week of Jan 2-8 (alpha, beta, gamma); beta_us asks for the US list (place).
  const cl = z(TUE, '23:00');
  addCase('streaming', { name: 'netflix-global-tv-week', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNETFLIXTV-${ad(SUN)}`, 'Top Netflix English TV show globally (week ending Jan 8)', 'Culture', cl, [['BLAC', 'Blackwater Bay', 'nfg-blackwater'], ['QUIE', 'Quiet Hours', 'nfg-quiet'], ['WEDN', 'Wednesday', 'nfg-wednesday']], { sources: [NFX] }),
    B('#1 Netflix show globally this week (Jan 2-8)?', 'Culture', cl, [['top-netflix-show-jan-2-8-blackwater-bay', 'Blackwater Bay', 'nfg-blackwater'], ['top-netflix-show-jan-2-8-quiet-hours', 'Quiet Hours', 'nfg-quiet']]),
    G('Netflix Global Top 10 (TV, English) #1 — Jan 2–8', cl, gr(['Blackwater Bay', 'nfg-blackwater'], ['Quiet Hours', 'nfg-quiet'], ['Wednesday', 'nfg-wednesday'])),
    U('netflix-us-top-show-2034-01-08', 'Top show on Netflix US, week of Jan 2–8', 'Culture', cl, [['nfxus-2034-01-08-blackwater-bay', 'Blackwater Bay', 'nfus-blackwater'], ['nfxus-2034-01-08-quiet-hours', 'Quiet Hours', 'nfus-quiet']]),
  ] }, ['place']);
}
{ // Top show on Netflix US on Tue Jan 10: beta reads FlixPatrol, gamma reads Netflix's in-app Top 10 (same observation, nf).
  const cl = z('2034-01-11', '12:00');
  addCase('streaming', { name: 'netflix-us-daily-jan10', fungible: nf('beta|gamma'), events: [
    B('Top Netflix show in the US on January 10?', 'Culture', cl, [['top-netflix-us-jan-10-blackwater-bay', 'Blackwater Bay', 'nfd-blackwater', { src: 'https://flixpatrol.com/top10/netflix/united-states/' }],
      ['top-netflix-us-jan-10-quiet-hours', 'Quiet Hours', 'nfd-quiet', { src: 'https://flixpatrol.com/top10/netflix/united-states/' }]]),
    G('Netflix US "Top 10 TV Shows" #1 on Jan 10 (in-app row)', cl, gr(['Blackwater Bay', 'nfd-blackwater'], ['Quiet Hours', 'nfd-quiet'])),
  ] }, ['source']);
}
{ // Nielsen streaming Top 10, week of Jan 2-8 (published later in January) — alpha only.
  addCase('streaming', { name: 'nielsen-streaming-jan2', events: [
    A('KXNIELSENSTREAM-34JAN08', 'Nielsen streaming #1 title (week of Jan 2)', 'Culture', z('2034-02-03', '23:00'), [['BLAC', 'Blackwater Bay', 'nsn-blackwater'], ['BLUE', 'Bluey', 'nsn-bluey']], { sources: ['Nielsen https://www.nielsen.com/top-ten/'] }),
  ] });
}

// ───────────────────────────── CHARTS ─────────────────────────────

{ // Billboard Hot 100 #1 on the chart dated Jan 14, all four.
  const cl = z('2034-01-10', '20:00');
  addCase('charts', { name: 'hot100-jan14', events: [
    A(`KXHOT100-${ad('2034-01-14')}`, 'Billboard Hot 100 #1 (chart dated Jan 14)', 'Culture', cl, [['LOWL', 'Lowlight', 'h14-lowlight'], ['SUGR', 'Sugar High', 'h14-sugar'], ['NEON', 'Neon Prayer', 'h14-neon']], { sources: [BB] }),
    B('Billboard Hot 100 #1 song on January 14?', 'Culture', cl, [['billboard-hot-100-1-jan-14-lowlight', 'Lowlight', 'h14-lowlight'], ['billboard-hot-100-1-jan-14-sugar-high', 'Sugar High', 'h14-sugar']]),
    U('billboard-hot-100-2034-01-14', 'Hot 100 No. 1 — chart dated 1/14/2034', 'Culture', cl, [['bb100-2034-01-14-lowlight', 'Billie Eilish – Lowlight', 'h14-lowlight'], ['bb100-2034-01-14-neon-prayer', 'Neon Prayer', 'h14-neon']]),
    G('Hot 100 chart-topper (Jan 14 chart)', cl, gr(['"Lowlight" Billie Eilish', 'h14-lowlight'], ['"Sugar High" Sabrina Carpenter', 'h14-sugar'], ['"Neon Prayer" Morgan Wallen', 'h14-neon'])),
  ] });
}
{ // Billboard 200 #1 dated Jan 21 (alpha, beta); gamma lists the Hot 100 for Jan 21 (measure); beta_us the Billboard 200 dated Jan 14 (date).
  addCase('charts', { name: 'bb200-jan21', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A(`KXBB200-${ad('2034-01-21')}`, 'Billboard 200 #1 album (chart dated Jan 21)', 'Culture', z('2034-01-17', '20:00'), [['LOWL', 'Lowlight', 'a21-lowlight'], ['SOUR', 'Sour Reprise', 'a21-sour']], { sources: ['Billboard https://www.billboard.com/charts/billboard-200/'] }),
    B('Billboard 200 #1 album on January 21?', 'Culture', z('2034-01-17', '20:00'), [['billboard-200-1-jan-21-lowlight', 'Lowlight', 'a21-lowlight'], ['billboard-200-1-jan-21-sour-reprise', 'Sour Reprise', 'a21-sour']]),
    G('Billboard Hot 100 #1 — chart dated January 21', z('2034-01-17', '20:00'), gr(['Lowlight', 'h21-lowlight'], ['Sugar High', 'h21-sugar'])),
    U('billboard-200-2034-01-14', 'Billboard 200 No. 1 — chart dated 1/14/2034', 'Culture', z('2034-01-10', '20:00'), [['bb200-2034-01-14-lowlight', 'Lowlight', 'a14-lowlight']]),
  ] }, ['measure', 'date']);
}
{ // Spotify Global daily #1 on Jan 12 (beta, gamma).
  addCase('charts', { name: 'spotify-global-jan12', events: [
    B('#1 song on Spotify Global on January 12?', 'Culture', z('2034-01-13', '18:00'), w([['spotify-global-1-jan-12-lowlight', 'Lowlight', 'sp12-lowlight'], ['spotify-global-1-jan-12-sugar-high', 'Sugar High', 'sp12-sugar']], { src: 'https://charts.spotify.com/charts/view/regional-global-daily/2034-01-12' })),
    G('Spotify Daily Top Songs Global — No. 1 for 12 Jan 2034', z('2034-01-13', '18:00'), gr(['Lowlight', 'sp12-lowlight'], ['Sugar High', 'sp12-sugar'], ['Golden Hour 2', 'sp12-golden'])),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout55-set.json', import.meta.url));
