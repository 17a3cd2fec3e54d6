// Fifty-ninth independent refdata holdout: writes test/refdata/holdout59-set.json (the sports, culture and science of
// autumn 2034 as the venues listed them on Friday 6 October 2034: the MLB Division Series (series winners, exact
// lengths, game lines) and the World Series futures, NFL week 5 (moneylines, spreads, totals, player props, anytime
// touchdown scorers) and season futures, college football, the NBA and NHL season openers with season futures and
// awards, the Champions League league phase, domestic European football and the Ballon d'Or, the Singapore and Japanese
// Grands Prix and the F1 titles, tennis in Beijing and Shanghai, golf's season-ending events, the Nobel Prizes, the
// Booker Prize, the October box office, streaming and music charts, the Atlantic hurricane season, space launches and
// Apple's October event).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout59.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–200 of test/refdata/holdout47.build.ts (its header, whose general labelling rules
// are adopted below verbatim, and the shape of its first cases) and its last 10 lines (how the JSON is written out).
// Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or test in
// test/refdata/, nor git history or other branches. The matcher, `eval`, `diagnose` and the tests were never run on
// this set: it is NOT tuned and has not been seen.
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
// Set-specific readings (applying the rules above):
// - Baseball: a Division Series' winner, its exact result (winner and number of games) and a single game's lines are
//   different events. In a game that cannot end level "Yankees win" and "Guardians win" are complements; the run line
//   (Yankees −1.5) and the complement "Guardians +1.5" are one event with different `t`; a full-game total and a
//   first-five-innings total are different periods. The World Series, the AL pennant and the NL pennant are different
//   events; AL MVP and NL MVP are different offices (categories).
// - American football: the moneyline, the spread, the game total and a team total are different measures; the first
//   half is a different period. A player prop board is one event per statistic per game (players and rungs are its
//   outcomes); "over 274.5 yards" = "275+ yards". Anytime touchdown scorers and the first touchdown scorer are
//   different observations. Super Bowl LXIX (February 2035) is the 2034 season's title; MVP and Offensive Player of the
//   Year are different awards; a team's regular-season wins and whether it makes the playoffs are different measures.
// - College football: the AP Top 25 and the Coaches Poll are different statistics; polls of different weeks are
//   different dates. The Heisman and the CFP title are the 2034 season's.
// - Hockey: the moneyline including overtime and the shootout and the 60-minute three-way are different measures.
//   Football (soccer): a 90-minute match has three outcomes; "Real Madrid or draw" is the complement of "Bayern win"
//   (inverted). Anytime and first goalscorer are different observations. The Ballon d'Or, the women's Ballon d'Or and
//   the Kopa Trophy are different awards.
// - F1: a race winner, pole position, a driver's finishing position board (top 3 / top 10 are rungs of one event)
//   and the fastest lap are different observations; Singapore and Suzuka are different places; the drivers' and
//   constructors' titles are different categories. Tennis and golf: each tournament (Beijing, Shanghai, Wuhan; Dubai's
//   DP World Tour Championship and the LPGA's CME Group Tour Championship) and the season race are different events.
// - Prizes: each Nobel category and each year is its own event (the 2034 literature, physics, chemistry and medicine
//   prizes were announced 2–5 October, so venues list the 2035 ones). Box office: Box Office Mojo vs The Numbers for
//   the same weekend is one event, nf; domestic and worldwide grosses are different measures. Charts: Billboard Hot 100,
//   Billboard 200, Spotify and Nielsen are different statistics; Netflix's weekly Top 10 is its own.
// - Hurricanes: the season's named-storm count per NHC is one event (ladders are rungs); a landfall "by 31 October"
//   and "in 2034" (the season) are different deadlines. Launch "by" a date vs reaching orbit are different observations.
// Ids: beta event ids 670001+, gamma ids 61001+, alpha tickers dated 2034; all closes after 2026-11-23.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, ad, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'mlb' | 'nfl' | 'nfl_props' | 'nfl_futures' | 'cfb' | 'nba' | 'nhl' | 'soccer' | 'f1' | 'tennis' | 'golf' | 'prizes' | 'box_office' | 'charts' | 'hurricanes' | 'space' | 'tech';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'round' | 'category' | 'season' | 'matchup' | 'observation' | 'product';

const { addCase, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(670000, 61000);

const SAT = '2034-10-07';
const SUN = '2034-10-08';
const MON = '2034-10-09';
const S = ad(SAT); // 34OCT07
const D = ad(SUN); // 34OCT08
const MLB = 'MLB https://www.mlb.com/postseason';
const NFLS = 'NFL https://www.nfl.com/scores/2034/reg5';
const ESPN_NFL = 'https://www.espn.com/nfl/scoreboard';
const NFLSTATS = 'NFL Game Statistics & Information System https://www.nfl.com/stats/';
const NBAS = 'NBA https://www.nba.com/games';
const NHLS = 'NHL https://www.nhl.com/scores';
const UEFA = 'UEFA https://www.uefa.com/uefachampionsleague/fixtures-results/';
const PL = 'Premier League https://www.premierleague.com/results';
const FIA = 'FIA https://www.fia.com/events/fia-formula-one-world-championship/season-2034';
const NOBEL = 'Nobel Prize Outreach https://www.nobelprize.org/prizes/';
const BOM = 'Box Office Mojo https://www.boxofficemojo.com/weekend/';
const TN = 'https://www.the-numbers.com/weekend-box-office-chart';
const BB = 'Billboard https://www.billboard.com/charts/';
const NHC = 'National Hurricane Center https://www.nhc.noaa.gov/';

// ───────────────────────────── MLB: DIVISION SERIES AND WORLD SERIES ─────────────────────────────

{ // ALDS Yankees–Guardians series winner (all four); gamma asks whether Cleveland pulls the upset (inverted).
  const c = z('2034-10-14', '04:00');
  addCase('mlb', { name: 'mlb-alds-nyy-cle-winner', events: [
    A('KXMLBSERIES-34ALDSCLENYY', 'Cleveland vs New York Y: ALDS', 'Sports', c, [['NYY', 'New York Y', 'alds-nc-nyy'], ['CLE', 'Cleveland', 'alds-nc-cle']], { sources: [MLB] }),
    B('AL Division Series: Yankees vs. Guardians', 'Sports', c, [['mlb-alds-nyy-cle-2034', '', 'alds-nc-nyy', { outcomes: yn('Yankees', 'Guardians') }]]),
    U('mlb-alds-2034-nyy-cle', 'ALDS: New York Yankees vs. Cleveland Guardians — Series Winner', 'Sports', c, [['asw-mlb-alds-2034-nyy-cle', '', 'alds-nc-nyy', { outcomes: yn('New York Yankees', 'Cleveland Guardians') }]]),
    G1('Will the Guardians knock the Yankees out of the 2034 ALDS?', c, 'alds-nc-cle', { rules: 'Resolves YES if the Cleveland Guardians win the 2034 American League Division Series against the New York Yankees.' }),
  ] }, ['inverted']);
}
{ // ALDS Yankees–Guardians exact result (alpha, beta, gamma ladders); beta_us lists the NLDS Dodgers–Phillies exact result (another series).
  const c = z('2034-10-14', '04:00');
  addCase('mlb', { name: 'mlb-alds-nyy-cle-length', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXMLBSERIESLEN-34ALDSCLENYY', 'Cleveland vs New York Y: ALDS exact result', 'Sports', c, [['NYY3', 'New York Y in 3', 'aldsl-nyy3'], ['NYY4', 'New York Y in 4', 'aldsl-nyy4'],
      ['NYY5', 'New York Y in 5', 'aldsl-nyy5'], ['CLE3', 'Cleveland in 3', 'aldsl-cle3'], ['CLE4', 'Cleveland in 4', 'aldsl-cle4'], ['CLE5', 'Cleveland in 5', 'aldsl-cle5']], { sources: [MLB] }),
    B('ALDS: Yankees vs. Guardians — Correct Series Result', 'Sports', c, [['alds-nyy-cle-yankees-3-0', 'Yankees 3-0', 'aldsl-nyy3'], ['alds-nyy-cle-yankees-3-1', 'Yankees 3-1', 'aldsl-nyy4'],
      ['alds-nyy-cle-yankees-3-2', 'Yankees 3-2', 'aldsl-nyy5'], ['alds-nyy-cle-guardians-3-2', 'Guardians 3-2', 'aldsl-cle5']]),
    G('Yankees vs Guardians ALDS: series score', c, gr(['NYY 3–0', 'aldsl-nyy3'], ['NYY 3–1', 'aldsl-nyy4'], ['NYY 3–2', 'aldsl-nyy5'], ['CLE 3–0', 'aldsl-cle3'], ['CLE 3–1', 'aldsl-cle4'], ['CLE 3–2', 'aldsl-cle5'])),
    U('mlb-nlds-2034-lad-phi-exact', 'NLDS: Dodgers vs. Phillies — Exact Series Result', 'Sports', c, [['aesr-mlb-nlds-2034-lad-phi-lad-4', 'Dodgers in 4', 'nldsl-lad4'], ['aesr-mlb-nlds-2034-lad-phi-phi-5', 'Phillies in 5', 'nldsl-phi5']]),
  ] }, ['matchup']);
}
{ // ALDS Game 1, Guardians at Yankees, Sat 1:08 PM ET (alpha, beta, beta_us); gamma lists Game 2 on Monday (date).
  const g1 = z(SAT, '17:08');
  addCase('mlb', { name: 'mlb-alds-cle-nyy-g1-ml', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXMLBGAME-${S}CLENYY`, 'Cleveland vs New York Y', 'Sports', z(SAT, '22:00'), [['CLE', 'Cleveland', 'g1cn-cle'], ['NYY', 'New York Y', 'g1cn-nyy']], { sources: [MLB] }),
    B('Guardians vs. Yankees', 'Sports', g1, [['mlb-cle-nyy-2034-10-07', '', 'g1cn-cle', { outcomes: yn('Guardians', 'Yankees') }]]),
    U('mlb-cle-nyy-2034-10-07', 'Cleveland Guardians at New York Yankees', 'Sports', g1, [['aec-mlb-cle-nyy-2034-10-07', '', 'g1cn-cle', { outcomes: yn('Cleveland Guardians', 'New York Yankees') }]]),
    G('ALDS Game 2: Guardians @ Yankees (Oct 9) winner', z(MON, '23:00'), gr(['Guardians', 'g2cn-cle'], ['Yankees', 'g2cn-nyy'])),
  ] }, ['date']);
}
{ // ALDS Game 1 run line: alpha's ladder; beta Yankees −1.5 (= NYY by over 1.5); beta_us Guardians +1.5 (complement); gamma Yankees −2.5 (another rung).
  addCase('mlb', { name: 'mlb-alds-cle-nyy-g1-runline', events: [
    A(`KXMLBSPREAD-${S}CLENYY`, 'Cleveland vs New York Y: Run line', 'Sports', z(SAT, '22:00'), [['NYY2', 'New York Y wins by over 1.5 runs', 'g1cn-rl-nyy1.5'],
      ['NYY3', 'New York Y wins by over 2.5 runs', 'g1cn-rl-nyy2.5'], ['CLE2', 'Cleveland wins by over 1.5 runs', 'g1cn-rl-cle1.5']], { sources: [MLB] }),
    B('Run Line: Yankees (-1.5)', 'Sports', z(SAT, '17:08'), [['mlb-cle-nyy-2034-10-07-spread-home-1pt5', '', 'g1cn-rl-nyy1.5', { outcomes: yn('Yankees', 'Guardians') }]]),
    U('mlb-cle-nyy-2034-10-07-runline', 'Guardians vs. Yankees — Run Line', 'Sports', z(SAT, '17:08'), [['asc-mlb-cle-nyy-2034-10-07-away-pos-1pt5', 'Guardians +1.5', 'g1cn-rl-cle+1.5', { outcomes: yn('Guardians +1.5', 'Yankees -1.5') }]]),
    G1('Yankees win ALDS Game 1 by 3+ runs?', z(SAT, '22:30'), 'g1cn-rl-nyy2.5'),
  ] }, ['inverted', 'threshold']);
}
{ // ALDS Game 1 total runs (alpha ladder, beta O/U 7.5, gamma "8 or more" = over 7.5); beta_us lists the first five innings (period).
  addCase('mlb', { name: 'mlb-alds-cle-nyy-g1-total', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXMLBTOTAL-${S}CLENYY`, 'Cleveland vs New York Y: Total runs', 'Sports', z(SAT, '22:00'), [['7', 'Over 7.5 runs scored', 'g1cn-tot7.5'], ['8', 'Over 8.5 runs scored', 'g1cn-tot8.5'], ['6', 'Over 6.5 runs scored', 'g1cn-tot6.5']], { sources: [MLB] }),
    B('Guardians vs. Yankees: O/U 7.5', 'Sports', z(SAT, '17:08'), [['mlb-cle-nyy-2034-10-07-total-7pt5', '', 'g1cn-tot7.5', { outcomes: yn('Over', 'Under') }]]),
    G1('ALDS G1 CLE–NYY: 8 or more total runs?', z(SAT, '22:30'), 'g1cn-tot7.5'),
    U('mlb-cle-nyy-2034-10-07-f5-total', 'Guardians at Yankees: First 5 Innings O/U 4.5', 'Sports', z(SAT, '17:08'), [['tsc-f5-mlb-cle-nyy-2034-10-07-4pt5', '', 'g1cn-f5-tot4.5', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['period']);
}
{ // NLDS Dodgers–Phillies series winner (alpha, beta, gamma).
  const c = z('2034-10-14', '06:00');
  addCase('mlb', { name: 'mlb-nlds-lad-phi-winner', events: [
    A('KXMLBSERIES-34NLDSPHILAD', 'Philadelphia vs Los Angeles D: NLDS', 'Sports', c, [['LAD', 'Los Angeles D', 'nlds-lp-lad'], ['PHI', 'Philadelphia', 'nlds-lp-phi']], { sources: [MLB] }),
    B('NLDS: Dodgers vs. Phillies', 'Sports', c, [['mlb-nlds-lad-phi-2034', '', 'nlds-lp-lad', { outcomes: yn('Dodgers', 'Phillies') }]]),
    G('Who advances? Dodgers v Phillies, NL Division Series', c, gr(['Los Angeles Dodgers', 'nlds-lp-lad'], ['Philadelphia Phillies', 'nlds-lp-phi'])),
  ] });
}
{ // NLDS Game 1, Padres at Braves, Sat 8:08 PM ET (alpha, beta_us).
  const g1 = z(SUN, '00:08');
  addCase('mlb', { name: 'mlb-nlds-sd-atl-g1-ml', events: [
    A(`KXMLBGAME-${S}SDATL`, 'San Diego vs Atlanta', 'Sports', z(SUN, '05:00'), [['SD', 'San Diego', 'g1sa-sd'], ['ATL', 'Atlanta', 'g1sa-atl']], { sources: [MLB] }),
    U('mlb-sd-atl-2034-10-07', 'San Diego Padres at Atlanta Braves', 'Sports', g1, [['aec-mlb-sd-atl-2034-10-07', '', 'g1sa-sd', { outcomes: yn('San Diego Padres', 'Atlanta Braves') }]]),
  ] });
}
{ // ALDS Game 1, Orioles at Mariners — gamma only.
  addCase('mlb', { name: 'mlb-alds-bal-sea-g1-ml', events: [
    G('Orioles at Mariners, ALDS Game 1 (Sat Oct 7)', z(SUN, '06:00'), gr(['Baltimore Orioles', 'g1bs-bal'], ['Seattle Mariners', 'g1bs-sea'])),
  ] });
}
{ // 2034 World Series winner (all four; beta_us lists two teams, gamma a subset).
  const c = z('2034-11-05');
  addCase('mlb', { name: 'mlb-ws-2034', events: [
    A('KXMLB-34', 'Pro Baseball Champion 2034', 'Sports', c, [['LAD', 'Los Angeles D', 'ws-lad'], ['NYY', 'New York Y', 'ws-nyy'], ['PHI', 'Philadelphia', 'ws-phi'], ['ATL', 'Atlanta', 'ws-atl'],
      ['SEA', 'Seattle', 'ws-sea'], ['CLE', 'Cleveland', 'ws-cle'], ['SD', 'San Diego', 'ws-sd'], ['BAL', 'Baltimore', 'ws-bal']], { sources: [MLB] }),
    B('World Series Champion 2034', 'Sports', c, [['will-the-los-angeles-dodgers-win-the-2034-world-series', 'Dodgers', 'ws-lad'], ['will-the-new-york-yankees-win-the-2034-world-series', 'Yankees', 'ws-nyy'],
      ['will-the-philadelphia-phillies-win-the-2034-world-series', 'Phillies', 'ws-phi'], ['will-the-atlanta-braves-win-the-2034-world-series', 'Braves', 'ws-atl'],
      ['will-the-seattle-mariners-win-the-2034-world-series', 'Mariners', 'ws-sea'], ['will-the-cleveland-guardians-win-the-2034-world-series', 'Guardians', 'ws-cle'],
      ['will-the-san-diego-padres-win-the-2034-world-series', 'Padres', 'ws-sd'], ['will-the-baltimore-orioles-win-the-2034-world-series', 'Orioles', 'ws-bal']]),
    U('mlb-world-series-2034', '2034 World Series Winner', 'Sports', c, [['tfut-mlb-ws-2034-lad', 'Los Angeles Dodgers', 'ws-lad'], ['tfut-mlb-ws-2034-nyy', 'New York Yankees', 'ws-nyy']]),
    G('2034 Fall Classic champion', c, gr(['Dodgers', 'ws-lad'], ['Yankees', 'ws-nyy'], ['Phillies', 'ws-phi'], ['Mariners', 'ws-sea'], ['Orioles', 'ws-bal'])),
  ] });
}
{ // 2034 AL pennant (alpha, beta, gamma); beta_us lists the NL pennant (the other league).
  const c = z('2034-10-25');
  addCase('mlb', { name: 'mlb-al-pennant-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXMLBAL-34', 'American League Champion 2034', 'Sports', c, [['NYY', 'New York Y', 'alp-nyy'], ['CLE', 'Cleveland', 'alp-cle'], ['SEA', 'Seattle', 'alp-sea'], ['BAL', 'Baltimore', 'alp-bal']], { sources: [MLB] }),
    B('American League Pennant Winner 2034', 'Sports', c, [['al-pennant-2034-yankees', 'New York Yankees', 'alp-nyy'], ['al-pennant-2034-guardians', 'Cleveland Guardians', 'alp-cle'],
      ['al-pennant-2034-mariners', 'Seattle Mariners', 'alp-sea'], ['al-pennant-2034-orioles', 'Baltimore Orioles', 'alp-bal']]),
    G('ALCS winner 2034 (AL pennant)', c, gr(['NYY', 'alp-nyy'], ['SEA', 'alp-sea'], ['BAL', 'alp-bal'], ['CLE', 'alp-cle'])),
    U('mlb-nl-pennant-2034', 'NL Pennant Winner 2034', 'Sports', c, [['tfut-mlb-nlp-2034-lad', 'Los Angeles Dodgers', 'nlp-lad'], ['tfut-mlb-nlp-2034-phi', 'Philadelphia Phillies', 'nlp-phi']]),
  ] }, ['category']);
}
{ // 2034 AL MVP (alpha, beta, gamma); beta_us lists NL MVP (another award).
  const c = z('2034-11-16', '23:00');
  addCase('mlb', { name: 'mlb-al-mvp-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXMLBALMVP-34', 'AL MVP 2034', 'Sports', c, [['AJUD', 'Aaron Judge', 'almvp-judge'], ['BWIT', 'Bobby Witt Jr.', 'almvp-witt'], ['JRAM', 'José Ramírez', 'almvp-ramirez'], ['JROD', 'Julio Rodríguez', 'almvp-jrod']],
      { sources: ['BBWAA https://bbwaa.com/awards/'] }),
    B('American League MVP 2034', 'Sports', c, [['al-mvp-2034-aaron-judge', 'Aaron Judge', 'almvp-judge'], ['al-mvp-2034-bobby-witt-jr', 'Bobby Witt Jr.', 'almvp-witt'], ['al-mvp-2034-julio-rodriguez', 'Julio Rodriguez', 'almvp-jrod']]),
    G('2034 AL Most Valuable Player (BBWAA)', c, gr(['Judge', 'almvp-judge'], ['Witt Jr.', 'almvp-witt'], ['Ramirez', 'almvp-ramirez'])),
    U('mlb-nl-mvp-2034', 'NL MVP 2034', 'Sports', c, [['tfut-mlb-nlmvp-2034-ohtani', 'Shohei Ohtani', 'nlmvp-ohtani'], ['tfut-mlb-nlmvp-2034-soto', 'Juan Soto', 'nlmvp-soto']]),
  ] }, ['category']);
}

// ───────────────────────────── NFL WEEK 5 (SUNDAY 8 OCTOBER): MONEYLINES ─────────────────────────────

{ // Chiefs at Jaguars, 1:00 PM ET (all four); gamma asks about the Jaguars (inverted).
  const ko = z(SUN, '17:00');
  addCase('nfl', { name: 'nfl-kc-jax-ml', events: [
    A(`KXNFLGAME-${D}KCJAX`, 'Kansas City at Jacksonville', 'Sports', z(SUN, '22:00'), [['KC', 'Kansas City', 'kcjax-kc'], ['JAX', 'Jacksonville', 'kcjax-jax']], { sources: [NFLS] }),
    B('Chiefs vs. Jaguars', 'Sports', ko, [['nfl-kc-jax-2034-10-08', '', 'kcjax-kc', { outcomes: yn('Chiefs', 'Jaguars'), src: ESPN_NFL }]]),
    U('nfl-kc-jax-2034-10-08', 'Kansas City Chiefs at Jacksonville Jaguars', 'Sports', ko, [['aec-nfl-kc-jax-2034-10-08', '', 'kcjax-kc', { outcomes: yn('Kansas City Chiefs', 'Jacksonville Jaguars') }]]),
    G1('NFL Wk 5: Jaguars beat the Chiefs at home?', z(SUN, '22:30'), 'kcjax-jax', { rules: 'Resolves YES if the Jacksonville Jaguars defeat the Kansas City Chiefs on October 8, 2034. A tie resolves NO.' }),
  ] }, ['inverted']);
}
{ // Eagles at Buccaneers, 1:00 PM ET (alpha, beta, beta_us).
  const ko = z(SUN, '17:00');
  addCase('nfl', { name: 'nfl-phi-tb-ml', events: [
    A(`KXNFLGAME-${D}PHITB`, 'Philadelphia at Tampa Bay', 'Sports', z(SUN, '22:00'), [['PHI', 'Philadelphia', 'phitb-phi'], ['TB', 'Tampa Bay', 'phitb-tb']], { sources: [NFLS] }),
    B('Eagles vs. Buccaneers', 'Sports', ko, [['nfl-phi-tb-2034-10-08', '', 'phitb-phi', { outcomes: yn('Eagles', 'Buccaneers') }]]),
    U('nfl-phi-tb-2034-10-08', 'Philadelphia Eagles at Tampa Bay Buccaneers', 'Sports', ko, [['aec-nfl-phi-tb-2034-10-08', '', 'phitb-phi', { outcomes: yn('Philadelphia Eagles', 'Tampa Bay Buccaneers') }]]),
  ] });
}
{ // Packers at Rams, 4:25 PM ET (alpha, beta); gamma lists the December rematch at Lambeau Field (date).
  addCase('nfl', { name: 'nfl-gb-lar-ml', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNFLGAME-${D}GBLA`, 'Green Bay at Los Angeles R', 'Sports', z(MON, '01:30'), [['GB', 'Green Bay', 'gblar-gb'], ['LA', 'Los Angeles R', 'gblar-lar']], { sources: [NFLS] }),
    B('Packers vs. Rams', 'Sports', z(SUN, '20:25'), [['nfl-gb-lar-2034-10-08', '', 'gblar-gb', { outcomes: yn('Packers', 'Rams') }]]),
    G('Rams at Packers — Sun Dec 17 — winner', z('2034-12-17', '22:00'), gr(['Los Angeles Rams', 'largb-lar'], ['Green Bay Packers', 'largb-gb'])),
  ] }, ['date']);
}
{ // Cowboys at Steelers, Sunday Night Football 8:20 PM ET (all four).
  const ko = z(MON, '00:20');
  addCase('nfl', { name: 'nfl-dal-pit-ml', events: [
    A(`KXNFLGAME-${D}DALPIT`, 'Dallas at Pittsburgh', 'Sports', z(MON, '04:30'), [['DAL', 'Dallas', 'dalpit-dal'], ['PIT', 'Pittsburgh', 'dalpit-pit']], { sources: [NFLS] }),
    B('Cowboys vs. Steelers', 'Sports', ko, [['nfl-dal-pit-2034-10-08', '', 'dalpit-dal', { outcomes: yn('Cowboys', 'Steelers') }]]),
    U('nfl-dal-pit-2034-10-08', 'SNF: Dallas Cowboys at Pittsburgh Steelers', 'Sports', ko, [['aec-nfl-dal-pit-2034-10-08', '', 'dalpit-dal', { outcomes: yn('Dallas Cowboys', 'Pittsburgh Steelers') }]]),
    G('Sunday Night Football: Cowboys @ Steelers', z(MON, '04:30'), gr(['Cowboys', 'dalpit-dal'], ['Steelers', 'dalpit-pit'])),
  ] });
}
{ // Vikings vs. Jets at Tottenham Hotspur Stadium, London, 9:30 AM ET (alpha, beta, gamma).
  const ko = z(SUN, '13:30');
  addCase('nfl', { name: 'nfl-min-nyj-london-ml', events: [
    A(`KXNFLGAME-${D}MINNYJ`, 'Minnesota vs New York J (London)', 'Sports', z(SUN, '18:30'), [['MIN', 'Minnesota', 'minnyj-min'], ['NYJ', 'New York J', 'minnyj-nyj']], { sources: [NFLS] }),
    B('Vikings vs. Jets', 'Sports', ko, [['nfl-min-nyj-2034-10-08', '', 'minnyj-min', { outcomes: yn('Vikings', 'Jets') }]]),
    G('NFL London: Minnesota Vikings v New York Jets', z(SUN, '18:30'), gr(['Vikings', 'minnyj-min'], ['Jets', 'minnyj-nyj'])),
  ] });
}
{ // Chargers at Colts, Monday Night Football (alpha, beta_us).
  const ko = z('2034-10-10', '00:15');
  addCase('nfl', { name: 'nfl-lac-ind-mnf-ml', events: [
    A(`KXNFLGAME-${ad(MON)}LACIND`, 'Los Angeles C at Indianapolis', 'Sports', z('2034-10-10', '04:30'), [['LAC', 'Los Angeles C', 'lacind-lac'], ['IND', 'Indianapolis', 'lacind-ind']], { sources: [NFLS] }),
    U('nfl-lac-ind-2034-10-09', 'MNF: Los Angeles Chargers at Indianapolis Colts', 'Sports', ko, [['aec-nfl-lac-ind-2034-10-09', '', 'lacind-lac', { outcomes: yn('Los Angeles Chargers', 'Indianapolis Colts') }]]),
  ] });
}
{ // Bills at Texans, 1:00 PM ET (alpha, beta, gamma); beta_us lists the first-half moneyline (period).
  const ko = z(SUN, '17:00');
  addCase('nfl', { name: 'nfl-buf-hou-ml', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNFLGAME-${D}BUFHOU`, 'Buffalo at Houston', 'Sports', z(SUN, '22:00'), [['BUF', 'Buffalo', 'bufhou-buf'], ['HOU', 'Houston', 'bufhou-hou']], { sources: [NFLS] }),
    B('Bills vs. Texans', 'Sports', ko, [['nfl-buf-hou-2034-10-08', '', 'bufhou-buf', { outcomes: yn('Bills', 'Texans') }]]),
    G('Buffalo Bills vs Houston Texans (Oct 8) — who wins?', z(SUN, '22:00'), gr(['Bills', 'bufhou-buf'], ['Texans', 'bufhou-hou'])),
    U('nfl-buf-hou-2034-10-08-1h', 'Bills at Texans: 1st Half Winner', 'Sports', z(SUN, '18:45'), [['aec1h-nfl-buf-hou-2034-10-08', '', 'bufhou-1h-buf', { outcomes: yn('Buffalo Bills', 'Houston Texans') }]]),
  ] }, ['period']);
}
{ // 49ers at Cardinals, 4:05 PM ET — beta only.
  addCase('nfl', { name: 'nfl-sf-ari-ml', events: [
    B('49ers vs. Cardinals', 'Sports', z(SUN, '20:05'), [['nfl-sf-ari-2034-10-08', '', 'sfari-sf', { outcomes: yn('49ers', 'Cardinals') }]]),
  ] });
}

// ───────────────────────────── NFL WEEK 5: SPREADS AND TOTALS ─────────────────────────────

{ // Chiefs at Jaguars spread: alpha's ladder; beta Chiefs −3.5; beta_us Jaguars +3.5 (complement); gamma Chiefs −6.5 (= alpha's KC 6.5 rung).
  addCase('nfl', { name: 'nfl-kc-jax-spread', events: [
    A(`KXNFLSPREAD-${D}KCJAX`, 'Kansas City at Jacksonville: Spread', 'Sports', z(SUN, '22:00'), [['KC4', 'Kansas City wins by over 3.5 points', 'kcjax-sp-kc3.5'],
      ['KC7', 'Kansas City wins by over 6.5 points', 'kcjax-sp-kc6.5'], ['JAX4', 'Jacksonville wins by over 3.5 points', 'kcjax-sp-jax3.5']], { sources: [NFLS] }),
    B('Spread: Chiefs (-3.5)', 'Sports', z(SUN, '17:00'), [['nfl-kc-jax-2034-10-08-spread-away-3pt5', '', 'kcjax-sp-kc3.5', { outcomes: yn('Chiefs', 'Jaguars') }]]),
    U('nfl-kc-jax-2034-10-08-spreads', 'Chiefs vs. Jaguars — Spread', 'Sports', z(SUN, '17:00'), [['asc-nfl-kc-jax-2034-10-08-home-pos-3pt5', 'Jaguars +3.5', 'kcjax-sp-jax+3.5', { outcomes: yn('Jaguars +3.5', 'Chiefs -3.5') }]]),
    G1('Chiefs cover -6.5 at Jacksonville?', z(SUN, '22:30'), 'kcjax-sp-kc6.5', { rules: 'YES if Kansas City beats Jacksonville by 7 or more points on Oct 8, 2034 (final score including overtime).' }),
  ] }, ['inverted', 'threshold']);
}
{ // Cowboys at Steelers total points (alpha ladder, beta O/U 44.5, gamma "45 or more" = over 44.5); beta_us lists the Cowboys' team total (measure).
  addCase('nfl', { name: 'nfl-dal-pit-total', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNFLTOTAL-${D}DALPIT`, 'Dallas at Pittsburgh: Total Points', 'Sports', z(MON, '04:30'), [['41', 'Over 41.5 points scored', 'dalpit-tot41.5'], ['44', 'Over 44.5 points scored', 'dalpit-tot44.5'],
      ['47', 'Over 47.5 points scored', 'dalpit-tot47.5']], { sources: [NFLS] }),
    B('Cowboys vs. Steelers: O/U 44.5', 'Sports', z(MON, '00:20'), [['nfl-dal-pit-2034-10-08-total-44pt5', '', 'dalpit-tot44.5', { outcomes: yn('Over', 'Under') }]]),
    G1('SNF Cowboys–Steelers: 45+ combined points?', z(MON, '04:30'), 'dalpit-tot44.5'),
    U('nfl-dal-pit-2034-10-08-dal-team-total', 'Cowboys Team Total: O/U 20.5', 'Sports', z(MON, '00:20'), [['ttc-nfl-dal-pit-2034-10-08-dal-20pt5', '', 'dalpit-tt-dal20.5', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['measure']);
}
{ // Eagles at Buccaneers spread (alpha, beta: Eagles −2.5); gamma lists the first-half spread (period).
  addCase('nfl', { name: 'nfl-phi-tb-spread', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNFLSPREAD-${D}PHITB`, 'Philadelphia at Tampa Bay: Spread', 'Sports', z(SUN, '22:00'), [['PHI3', 'Philadelphia wins by over 2.5 points', 'phitb-sp-phi2.5'], ['TB3', 'Tampa Bay wins by over 2.5 points', 'phitb-sp-tb2.5']], { sources: [NFLS] }),
    B('Spread: Eagles (-2.5)', 'Sports', z(SUN, '17:00'), [['nfl-phi-tb-2034-10-08-spread-away-2pt5', '', 'phitb-sp-phi2.5', { outcomes: yn('Eagles', 'Buccaneers') }]]),
    G1('Eagles -1.5 in the first half at Tampa?', z(SUN, '18:45'), 'phitb-1h-phi1.5'),
  ] }, ['period']);
}

// ───────────────────────────── NFL WEEK 5: PLAYER PROPS ─────────────────────────────

{ // Chiefs–Jaguars passing yards board (alpha ladder, beta Mahomes O/U 274.5 = 275+, gamma Mahomes 300+); beta_us lists passing TDs (measure).
  addCase('nfl_props', { name: 'nfl-kc-jax-pass-yds', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNFLPASSYDS-${D}KCJAX`, 'Kansas City at Jacksonville: Passing Yards', 'Sports', z(SUN, '22:00'), [['PMAHOMES250', 'Patrick Mahomes: 250+', 'kcjax-py-mahomes250'],
      ['PMAHOMES275', 'Patrick Mahomes: 275+', 'kcjax-py-mahomes275'], ['PMAHOMES300', 'Patrick Mahomes: 300+', 'kcjax-py-mahomes300'], ['TLAWRENCE225', 'Trevor Lawrence: 225+', 'kcjax-py-lawrence225']],
    { sources: [NFLSTATS] }),
    B('Patrick Mahomes: Passing Yards O/U 274.5', 'Sports', z(SUN, '17:00'), [['nfl-kc-jax-2034-10-08-mahomes-passing-yards-274pt5', '', 'kcjax-py-mahomes275', { outcomes: yn('Over', 'Under') }]]),
    G1('Mahomes 300+ passing yards at Jacksonville (Oct 8)?', z(SUN, '22:30'), 'kcjax-py-mahomes300'),
    U('nfl-kc-jax-2034-10-08-mahomes-pass-tds', 'Patrick Mahomes Passing TDs: O/U 1.5', 'Sports', z(SUN, '17:00'), [['ppc-nfl-kc-jax-2034-10-08-mahomes-ptd-1pt5', '', 'kcjax-ptd-mahomes1.5', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['threshold', 'measure']);
}
{ // Chiefs–Jaguars anytime TD scorers (alpha, beta ladder, gamma "Thomas Jr. 2+ TDs" is another outcome of the board); beta_us lists the first TD scorer (observation).
  addCase('nfl_props', { name: 'nfl-kc-jax-anytime-td', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNFLANYTD-${D}KCJAX`, 'Kansas City at Jacksonville: Anytime Touchdown', 'Sports', z(SUN, '22:00'), [['XWORTHY', 'Xavier Worthy', 'kcjax-td-worthy'], ['RRICE', 'Rashee Rice', 'kcjax-td-rice'],
      ['BTHOMAS', 'Brian Thomas Jr.', 'kcjax-td-thomas'], ['TETIENNE', 'Travis Etienne Jr.', 'kcjax-td-etienne']], { sources: [NFLSTATS] }),
    B('Chiefs vs. Jaguars: Anytime Touchdown Scorer', 'Sports', z(SUN, '17:00'), [['kc-jax-2034-10-08-anytime-td-xavier-worthy', 'Xavier Worthy', 'kcjax-td-worthy'],
      ['kc-jax-2034-10-08-anytime-td-brian-thomas-jr', 'Brian Thomas Jr.', 'kcjax-td-thomas'], ['kc-jax-2034-10-08-anytime-td-rashee-rice', 'Rashee Rice', 'kcjax-td-rice']]),
    G1('Brian Thomas Jr. to score 2+ touchdowns vs KC?', z(SUN, '22:30'), 'kcjax-td2-thomas'),
    U('nfl-kc-jax-2034-10-08-first-td', 'Chiefs vs. Jaguars: First Touchdown Scorer', 'Sports', z(SUN, '17:00'), [['ftd-nfl-kc-jax-2034-10-08-worthy', 'Xavier Worthy', 'kcjax-ftd-worthy'],
      ['ftd-nfl-kc-jax-2034-10-08-thomas', 'Brian Thomas Jr.', 'kcjax-ftd-thomas']]),
  ] }, ['observation', 'threshold']);
}
{ // Bills–Texans rushing yards (alpha ladder, beta James Cook O/U 74.5 = 75+); gamma lists Nico Collins receiving yards (measure).
  addCase('nfl_props', { name: 'nfl-buf-hou-rush-yds', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNFLRSHYDS-${D}BUFHOU`, 'Buffalo at Houston: Rushing Yards', 'Sports', z(SUN, '22:00'), [['JCOOK75', 'James Cook: 75+', 'bufhou-ry-cook75'], ['JCOOK100', 'James Cook: 100+', 'bufhou-ry-cook100'],
      ['JALLEN40', 'Josh Allen: 40+', 'bufhou-ry-allen40']], { sources: [NFLSTATS] }),
    B('James Cook: Rushing Yards O/U 74.5', 'Sports', z(SUN, '17:00'), [['nfl-buf-hou-2034-10-08-james-cook-rushing-yards-74pt5', '', 'bufhou-ry-cook75', { outcomes: yn('Over', 'Under') }]]),
    G1('Nico Collins 80+ receiving yards vs Buffalo?', z(SUN, '22:30'), 'bufhou-recy-collins80'),
  ] }, ['measure']);
}
{ // CeeDee Lamb receiving yards, SNF — beta_us only.
  addCase('nfl_props', { name: 'nfl-dal-pit-lamb-rec-yds', events: [
    U1('nfl-dal-pit-2034-10-08-lamb-rec-yds-79pt5', 'CeeDee Lamb Receiving Yards: O/U 79.5', 'Sports', z(MON, '00:20'), 'dalpit-recy-lamb80', { outcomes: yn('Over', 'Under') }),
  ] });
}

// ───────────────────────────── NFL: 2034 SEASON FUTURES ─────────────────────────────

{ // Super Bowl LXIX (Feb 2035) winner (all four).
  const c = z('2035-02-12', '04:00');
  addCase('nfl_futures', { name: 'nfl-sb-lxix', events: [
    A('KXSB-35', 'Pro Football Champion 2035', 'Sports', c, [['KC', 'Kansas City', 'sb-kc'], ['BUF', 'Buffalo', 'sb-buf'], ['BAL', 'Baltimore', 'sb-bal'], ['DET', 'Detroit', 'sb-det'],
      ['PHI', 'Philadelphia', 'sb-phi'], ['SF', 'San Francisco', 'sb-sf'], ['HOU', 'Houston', 'sb-hou'], ['GB', 'Green Bay', 'sb-gb']], { sources: [NFLS] }),
    B('Super Bowl Champion 2035', 'Sports', c, [['super-bowl-2035-kansas-city-chiefs', 'Chiefs', 'sb-kc'], ['super-bowl-2035-buffalo-bills', 'Bills', 'sb-buf'], ['super-bowl-2035-baltimore-ravens', 'Ravens', 'sb-bal'],
      ['super-bowl-2035-detroit-lions', 'Lions', 'sb-det'], ['super-bowl-2035-philadelphia-eagles', 'Eagles', 'sb-phi'], ['super-bowl-2035-san-francisco-49ers', '49ers', 'sb-sf']]),
    U('nfl-super-bowl-lxix', 'Super Bowl LXIX Winner', 'Sports', c, [['tfut-nfl-sb-lxix-kc', 'Kansas City Chiefs', 'sb-kc'], ['tfut-nfl-sb-lxix-det', 'Detroit Lions', 'sb-det'], ['tfut-nfl-sb-lxix-buf', 'Buffalo Bills', 'sb-buf']]),
    G('Who wins Super Bowl LXIX (2034 NFL season)?', c, gr(['Chiefs', 'sb-kc'], ['Lions', 'sb-det'], ['Eagles', 'sb-phi'], ['Ravens', 'sb-bal'], ['Texans', 'sb-hou'], ['Packers', 'sb-gb'])),
  ] });
}
{ // 2034 NFL MVP (alpha, beta, gamma); beta_us lists Offensive Player of the Year (another award).
  const c = z('2035-02-09', '02:00');
  addCase('nfl_futures', { name: 'nfl-mvp-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNFLMVP-34', 'NFL MVP 2034-35', 'Sports', c, [['JALLEN', 'Josh Allen', 'nflmvp-allen'], ['LJACKSON', 'Lamar Jackson', 'nflmvp-jackson'], ['PMAHOMES', 'Patrick Mahomes', 'nflmvp-mahomes'],
      ['CSTROUD', 'C.J. Stroud', 'nflmvp-stroud'], ['CWILLIAMS', 'Caleb Williams', 'nflmvp-williams']], { sources: ['AP https://apnews.com/hub/nfl'] }),
    B('NFL MVP (2034 season)', 'Sports', c, [['nfl-mvp-2034-josh-allen', 'Josh Allen', 'nflmvp-allen'], ['nfl-mvp-2034-lamar-jackson', 'Lamar Jackson', 'nflmvp-jackson'],
      ['nfl-mvp-2034-patrick-mahomes', 'Patrick Mahomes', 'nflmvp-mahomes'], ['nfl-mvp-2034-caleb-williams', 'Caleb Williams', 'nflmvp-williams']]),
    G('AP NFL Most Valuable Player — 2034 season', c, gr(['Allen', 'nflmvp-allen'], ['Jackson', 'nflmvp-jackson'], ['Mahomes', 'nflmvp-mahomes'], ['Stroud', 'nflmvp-stroud'])),
    U('nfl-opoy-2034', 'NFL Offensive Player of the Year 2034', 'Sports', c, [['tfut-nfl-opoy-2034-chase', "Ja'Marr Chase", 'opoy-chase'], ['tfut-nfl-opoy-2034-allen', 'Josh Allen', 'opoy-allen']]),
  ] }, ['category']);
}
{ // AFC champion (alpha, beta); gamma lists the NFC champion (other conference).
  const c = z('2035-01-29', '03:00');
  addCase('nfl_futures', { name: 'nfl-afc-champion', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLAFCCHAMP-34', 'AFC Champion 2034-35', 'Sports', c, [['KC', 'Kansas City', 'afc-kc'], ['BUF', 'Buffalo', 'afc-buf'], ['BAL', 'Baltimore', 'afc-bal'], ['HOU', 'Houston', 'afc-hou']], { sources: [NFLS] }),
    B('AFC Championship Winner 2034-35', 'Sports', c, [['afc-champion-2034-chiefs', 'Chiefs', 'afc-kc'], ['afc-champion-2034-bills', 'Bills', 'afc-buf'], ['afc-champion-2034-ravens', 'Ravens', 'afc-bal']]),
    G('NFC Champion (2034–35 playoffs)', c, gr(['Detroit Lions', 'nfc-det'], ['Philadelphia Eagles', 'nfc-phi'], ['Green Bay Packers', 'nfc-gb'])),
  ] }, ['category']);
}
{ // Chiefs regular-season wins (alpha ladder, beta O/U 11.5 = "over 11.5"); gamma asks whether they make the playoffs (measure).
  const c = z('2035-01-08', '06:00');
  addCase('nfl_futures', { name: 'nfl-kc-season-wins', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLWINS-KC34', 'Kansas City regular season wins 2034', 'Sports', c, [['T10', 'Over 10.5 wins', 'kcw-10.5'], ['T11', 'Over 11.5 wins', 'kcw-11.5'], ['T12', 'Over 12.5 wins', 'kcw-12.5']], { sources: [NFLS] }),
    B('Chiefs 2034 Regular Season Wins O/U 11.5', 'Sports', c, [['chiefs-2034-regular-season-wins-11pt5', '', 'kcw-11.5', { outcomes: yn('Over', 'Under') }]]),
    G1('Will the Kansas City Chiefs make the 2034 NFL playoffs?', c, 'kc-playoffs-34'),
  ] }, ['measure']);
}
{ // AFC East winner (alpha, beta, beta_us).
  const c = z('2035-01-08', '06:00');
  addCase('nfl_futures', { name: 'nfl-afc-east-2034', events: [
    A('KXNFLAFCEAST-34', 'AFC East winner 2034', 'Sports', c, [['BUF', 'Buffalo', 'afce-buf'], ['MIA', 'Miami', 'afce-mia'], ['NYJ', 'New York J', 'afce-nyj'], ['NE', 'New England', 'afce-ne']], { sources: [NFLS] }),
    B('AFC East Division Winner 2034', 'Sports', c, [['afc-east-2034-bills', 'Bills', 'afce-buf'], ['afc-east-2034-dolphins', 'Dolphins', 'afce-mia'], ['afc-east-2034-patriots', 'Patriots', 'afce-ne'],
      ['afc-east-2034-jets', 'Jets', 'afce-nyj']]),
    U('nfl-afc-east-2034', 'AFC East Champion 2034', 'Sports', c, [['tfut-nfl-afce-2034-buf', 'Buffalo Bills', 'afce-buf'], ['tfut-nfl-afce-2034-ne', 'New England Patriots', 'afce-ne']]),
  ] });
}

// ───────────────────────────── COLLEGE FOOTBALL ─────────────────────────────

{ // Ohio State at Penn State, Sat 7:30 PM ET (all four).
  const ko = z(SAT, '23:30');
  addCase('cfb', { name: 'cfb-osu-psu-ml', events: [
    A(`KXNCAAFGAME-${S}OSUPSU`, 'Ohio St. at Penn St.', 'Sports', z(SUN, '04:00'), [['OSU', 'Ohio St.', 'osupsu-osu'], ['PSU', 'Penn St.', 'osupsu-psu']], { sources: ['NCAA https://www.ncaa.com/scoreboard/football/fbs'] }),
    B('Ohio State vs. Penn State', 'Sports', ko, [['cfb-osu-psu-2034-10-07', '', 'osupsu-osu', { outcomes: yn('Ohio State', 'Penn State') }]]),
    U('cfb-ohiost-pennst-2034-10-07', 'Ohio State Buckeyes at Penn State Nittany Lions', 'Sports', ko, [['aec-cfb-ohiost-pennst-2034-10-07', '', 'osupsu-osu', { outcomes: yn('Ohio State Buckeyes', 'Penn State Nittany Lions') }]]),
    G('Buckeyes @ Nittany Lions, Beaver Stadium (Oct 7)', z(SUN, '04:00'), gr(['Ohio State', 'osupsu-osu'], ['Penn State', 'osupsu-psu'])),
  ] });
}
{ // Georgia at Alabama, Sat 3:30 PM ET (alpha, beta); gamma lists Alabama −3.5 (spread, measure).
  addCase('cfb', { name: 'cfb-uga-bama-ml', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNCAAFGAME-${S}UGAALA`, 'Georgia at Alabama', 'Sports', z(SAT, '23:59'), [['UGA', 'Georgia', 'ugaala-uga'], ['ALA', 'Alabama', 'ugaala-ala']]),
    B('Georgia vs. Alabama', 'Sports', z(SAT, '19:30'), [['cfb-uga-ala-2034-10-07', '', 'ugaala-uga', { outcomes: yn('Georgia', 'Alabama') }]]),
    G1('Alabama -3.5 vs Georgia (Oct 7)?', z(SAT, '23:59'), 'ugaala-sp-ala3.5'),
  ] }, ['measure']);
}
{ // Red River Rivalry, Texas vs Oklahoma at the Cotton Bowl, Sat 14 October (alpha, beta, gamma).
  const ko = z('2034-10-14', '16:00');
  addCase('cfb', { name: 'cfb-tex-ou-ml', events: [
    A(`KXNCAAFGAME-${ad('2034-10-14')}TEXOU`, 'Texas vs Oklahoma', 'Sports', z('2034-10-14', '21:00'), [['TEX', 'Texas', 'texou-tex'], ['OU', 'Oklahoma', 'texou-ou']]),
    B('Texas vs. Oklahoma', 'Sports', ko, [['cfb-tex-ou-2034-10-14', '', 'texou-tex', { outcomes: yn('Texas', 'Oklahoma') }]]),
    G('Red River Showdown 2034: Longhorns or Sooners?', z('2034-10-14', '21:00'), gr(['Longhorns', 'texou-tex'], ['Sooners', 'texou-ou'])),
  ] });
}
{ // 2034 Heisman Trophy (all four).
  const c = z('2034-12-10', '02:00');
  addCase('cfb', { name: 'cfb-heisman-2034', events: [
    A('KXHEISMAN-34', 'Heisman Trophy winner 2034', 'Sports', c, [['JSAYIN', 'Julian Sayin', 'heis-sayin'], ['AMANNING', 'Arch Manning', 'heis-manning'], ['BUNDERWOOD', 'Bryce Underwood', 'heis-underwood'],
      ['DLAGWAY', 'DJ Lagway', 'heis-lagway']], { sources: ['Heisman Trust https://www.heisman.com/'] }),
    B('Heisman Trophy 2034', 'Sports', c, [['heisman-2034-arch-manning', 'Arch Manning', 'heis-manning'], ['heisman-2034-bryce-underwood', 'Bryce Underwood', 'heis-underwood'], ['heisman-2034-julian-sayin', 'Julian Sayin', 'heis-sayin']]),
    U('cfb-heisman-2034', '2034 Heisman Trophy Winner', 'Sports', c, [['tfut-cfb-heisman-2034-manning', 'Arch Manning', 'heis-manning'], ['tfut-cfb-heisman-2034-lagway', 'DJ Lagway', 'heis-lagway']]),
    G('Heisman 2034 — who lifts the trophy?', c, gr(['Arch Manning (Texas)', 'heis-manning'], ['Bryce Underwood (Michigan)', 'heis-underwood'], ['DJ Lagway (Florida)', 'heis-lagway'])),
  ] });
}
{ // CFP national champion of the 2034 season, decided January 2035 (alpha, beta, gamma).
  const c = z('2035-01-23', '05:00');
  addCase('cfb', { name: 'cfb-cfp-champion-2034', events: [
    A('KXNCAAF-35', 'College Football Champion 2034-35', 'Sports', c, [['OSU', 'Ohio St.', 'cfp-osu'], ['UGA', 'Georgia', 'cfp-uga'], ['TEX', 'Texas', 'cfp-tex'], ['ORE', 'Oregon', 'cfp-ore']]),
    B('College Football Playoff National Champion 2035', 'Sports', c, [['cfp-champion-2035-ohio-state', 'Ohio State', 'cfp-osu'], ['cfp-champion-2035-georgia', 'Georgia', 'cfp-uga'], ['cfp-champion-2035-texas', 'Texas', 'cfp-tex']]),
    G('2034–35 CFP title winner', c, gr(['Ohio State', 'cfp-osu'], ['Oregon', 'cfp-ore'], ['Texas', 'cfp-tex'], ['Georgia', 'cfp-uga'])),
  ] });
}
{ // No. 1 in the AP poll released Sun 8 October (alpha, beta); beta_us asks the Coaches Poll (another statistic); gamma the 15 October AP poll (date).
  addCase('cfb', { name: 'cfb-ap-no1-oct8', groups: [['alpha', 'beta'], ['beta_us'], ['gamma']], events: [
    A('KXAPPOLL-34OCT08', 'AP Top 25 #1 on Oct 8, 2034', 'Sports', z(SUN, '20:00'), [['OSU', 'Ohio St.', 'ap8-osu'], ['UGA', 'Georgia', 'ap8-uga'], ['TEX', 'Texas', 'ap8-tex']], { sources: ['AP https://apnews.com/hub/ap-top-25-college-football-poll'] }),
    B('Who will be #1 in the AP Poll on October 8?', 'Sports', z(SUN, '20:00'), [['ap-poll-no1-oct-8-2034-ohio-state', 'Ohio State', 'ap8-osu'], ['ap-poll-no1-oct-8-2034-georgia', 'Georgia', 'ap8-uga']]),
    U('cfb-coaches-poll-no1-2034-10-08', 'USA TODAY Coaches Poll #1 (Oct 8)', 'Sports', z(SUN, '20:00'), [['cp1-cfb-2034-10-08-osu', 'Ohio State', 'cp8-osu'], ['cp1-cfb-2034-10-08-uga', 'Georgia', 'cp8-uga']]),
    G('AP #1 in the Week 8 poll (Oct 15)', z('2034-10-15', '20:00'), gr(['Ohio State', 'ap15-osu'], ['Georgia', 'ap15-uga'], ['Texas', 'ap15-tex'])),
  ] }, ['measure', 'date']);
}

// ───────────────────────────── NBA ─────────────────────────────

{ // Opening night: Knicks at Celtics, Tue 24 October 7:30 PM ET (all four).
  const tip = z('2034-10-24', '23:30');
  addCase('nba', { name: 'nba-nyk-bos-opener', events: [
    A(`KXNBAGAME-${ad('2034-10-24')}NYKBOS`, 'New York at Boston', 'Sports', z('2034-10-25', '04:00'), [['NYK', 'New York', 'nykbos-nyk'], ['BOS', 'Boston', 'nykbos-bos']], { sources: [NBAS] }),
    B('Knicks vs. Celtics', 'Sports', tip, [['nba-nyk-bos-2034-10-24', '', 'nykbos-nyk', { outcomes: yn('Knicks', 'Celtics') }]]),
    U('nba-nyk-bos-2034-10-24', 'New York Knicks at Boston Celtics', 'Sports', tip, [['aec-nba-nyk-bos-2034-10-24', '', 'nykbos-nyk', { outcomes: yn('New York Knicks', 'Boston Celtics') }]]),
    G('NBA opening night: Knicks @ Celtics', z('2034-10-25', '04:00'), gr(['Knicks', 'nykbos-nyk'], ['Celtics', 'nykbos-bos'])),
  ] });
}
{ // Opening night: Warriors at Lakers, 10 PM ET (alpha, beta); gamma lists the Christmas Day meeting (date).
  addCase('nba', { name: 'nba-gsw-lal-opener', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNBAGAME-${ad('2034-10-24')}GSWLAL`, 'Golden State at Los Angeles L', 'Sports', z('2034-10-25', '07:00'), [['GSW', 'Golden State', 'gswlal-gsw'], ['LAL', 'Los Angeles L', 'gswlal-lal']], { sources: [NBAS] }),
    B('Warriors vs. Lakers', 'Sports', z('2034-10-25', '02:00'), [['nba-gsw-lal-2034-10-24', '', 'gswlal-gsw', { outcomes: yn('Warriors', 'Lakers') }]]),
    G('Christmas Day: Warriors at Lakers — winner', z('2034-12-26', '06:00'), gr(['Golden State Warriors', 'xmas-gsw'], ['Los Angeles Lakers', 'xmas-lal'])),
  ] }, ['date']);
}
{ // 2035 NBA champion (all four).
  const c = z('2035-06-25');
  addCase('nba', { name: 'nba-champion-2035', events: [
    A('KXNBA-35', 'Pro Basketball Champion 2035', 'Sports', c, [['OKC', 'Oklahoma City', 'nba-okc'], ['BOS', 'Boston', 'nba-bos'], ['SAS', 'San Antonio', 'nba-sas'], ['NYK', 'New York', 'nba-nyk'],
      ['DEN', 'Denver', 'nba-den'], ['MIN', 'Minnesota', 'nba-min']], { sources: [NBAS] }),
    B('NBA Champion 2035', 'Sports', c, [['nba-champion-2035-thunder', 'Thunder', 'nba-okc'], ['nba-champion-2035-celtics', 'Celtics', 'nba-bos'], ['nba-champion-2035-spurs', 'Spurs', 'nba-sas'],
      ['nba-champion-2035-knicks', 'Knicks', 'nba-nyk']]),
    U('nba-finals-2035', '2035 NBA Finals Winner', 'Sports', c, [['tfut-nba-2035-okc', 'Oklahoma City Thunder', 'nba-okc'], ['tfut-nba-2035-sas', 'San Antonio Spurs', 'nba-sas']]),
    G('NBA title 2034–35 season', c, gr(['OKC Thunder', 'nba-okc'], ['SA Spurs', 'nba-sas'], ['DEN Nuggets', 'nba-den'], ['MIN Timberwolves', 'nba-min'])),
  ] });
}
{ // 2034-35 NBA MVP (alpha, beta, gamma); beta_us lists Rookie of the Year (another award).
  const c = z('2035-05-25');
  addCase('nba', { name: 'nba-mvp-2035', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNBAMVP-35', 'NBA MVP 2034-35', 'Sports', c, [['VWEMBANYAMA', 'Victor Wembanyama', 'nbamvp-wemby'], ['SGA', 'Shai Gilgeous-Alexander', 'nbamvp-sga'], ['AEDWARDS', 'Anthony Edwards', 'nbamvp-ant'],
      ['LDONCIC', 'Luka Dončić', 'nbamvp-luka'], ['CFLAGG', 'Cooper Flagg', 'nbamvp-flagg']], { sources: [NBAS] }),
    B('NBA MVP 2034-35', 'Sports', c, [['nba-mvp-2035-victor-wembanyama', 'Victor Wembanyama', 'nbamvp-wemby'], ['nba-mvp-2035-shai-gilgeous-alexander', 'Shai Gilgeous-Alexander', 'nbamvp-sga'],
      ['nba-mvp-2035-luka-doncic', 'Luka Doncic', 'nbamvp-luka'], ['nba-mvp-2035-cooper-flagg', 'Cooper Flagg', 'nbamvp-flagg']]),
    G('Who will be the 2034-35 NBA Most Valuable Player?', c, gr(['Wembanyama', 'nbamvp-wemby'], ['Gilgeous-Alexander', 'nbamvp-sga'], ['Edwards', 'nbamvp-ant'], ['Flagg', 'nbamvp-flagg'])),
    U('nba-roy-2035', 'NBA Rookie of the Year 2034-35', 'Sports', c, [['tfut-nba-roy-2035-a', 'AJ Dybantsa', 'nbaroy-dybantsa'], ['tfut-nba-roy-2035-b', 'Tyran Stokes', 'nbaroy-stokes']]),
  ] }, ['category']);
}

// ───────────────────────────── NHL ─────────────────────────────

{ // Opening night: Bruins at Rangers, Tue 10 October 7 PM ET (alpha, beta, gamma); beta_us lists the 60-minute three-way (measure).
  const drop = z('2034-10-10', '23:00');
  addCase('nhl', { name: 'nhl-bos-nyr-opener', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNHLGAME-${ad('2034-10-10')}BOSNYR`, 'Boston at New York R', 'Sports', z('2034-10-11', '03:00'), [['BOS', 'Boston', 'bosnyr-bos'], ['NYR', 'New York R', 'bosnyr-nyr']], { sources: [NHLS] }),
    B('Bruins vs. Rangers', 'Sports', drop, [['nhl-bos-nyr-2034-10-10', '', 'bosnyr-bos', { outcomes: yn('Bruins', 'Rangers') }]]),
    G('NHL season opener: Bruins at Rangers (incl. OT/SO)', z('2034-10-11', '03:00'), gr(['Boston Bruins', 'bosnyr-bos'], ['New York Rangers', 'bosnyr-nyr'])),
    U('nhl-bos-nyr-2034-10-10-reg', 'Bruins at Rangers: Regulation Result', 'Sports', drop, [['r3w-nhl-bos-nyr-2034-10-10-bos', 'Bruins', 'bosnyr-reg-bos'], ['r3w-nhl-bos-nyr-2034-10-10-draw', 'Tie after 60', 'bosnyr-reg-tie'],
      ['r3w-nhl-bos-nyr-2034-10-10-nyr', 'Rangers', 'bosnyr-reg-nyr']]),
  ] }, ['measure']);
}
{ // 2035 Stanley Cup (all four).
  const c = z('2035-06-30');
  addCase('nhl', { name: 'nhl-stanley-cup-2035', events: [
    A('KXNHL-35', 'Pro Hockey Champion 2035', 'Sports', c, [['EDM', 'Edmonton', 'cup-edm'], ['FLA', 'Florida', 'cup-fla'], ['COL', 'Colorado', 'cup-col'], ['CAR', 'Carolina', 'cup-car'], ['SJ', 'San Jose', 'cup-sj']], { sources: [NHLS] }),
    B('Stanley Cup Champion 2035', 'Sports', c, [['stanley-cup-2035-oilers', 'Edmonton Oilers', 'cup-edm'], ['stanley-cup-2035-panthers', 'Florida Panthers', 'cup-fla'], ['stanley-cup-2035-avalanche', 'Colorado Avalanche', 'cup-col']]),
    U('nhl-stanley-cup-2035', '2035 Stanley Cup Winner', 'Sports', c, [['tfut-nhl-2035-edm', 'Edmonton Oilers', 'cup-edm'], ['tfut-nhl-2035-car', 'Carolina Hurricanes', 'cup-car']]),
    G('Who lifts the Stanley Cup in 2035?', c, gr(['Oilers', 'cup-edm'], ['Panthers', 'cup-fla'], ['Sharks', 'cup-sj'], ['Avalanche', 'cup-col'])),
  ] });
}
{ // 2034-35 Hart Trophy (alpha, gamma).
  const c = z('2035-06-20');
  addCase('nhl', { name: 'nhl-hart-2035', events: [
    A('KXNHLHART-35', 'Hart Trophy 2034-35', 'Sports', c, [['CMCDAVID', 'Connor McDavid', 'hart-mcdavid'], ['MCELEBRINI', 'Macklin Celebrini', 'hart-celebrini'], ['CBEDARD', 'Connor Bedard', 'hart-bedard']], { sources: [NHLS] }),
    G('NHL MVP (Hart Memorial Trophy) 2035', c, gr(['McDavid', 'hart-mcdavid'], ['Celebrini', 'hart-celebrini'], ['Bedard', 'hart-bedard'])),
  ] });
}
{ // Oilers at Flames, Tue 10 October — beta_us only.
  addCase('nhl', { name: 'nhl-edm-cgy-opener', events: [
    U('nhl-edm-cgy-2034-10-10', 'Edmonton Oilers at Calgary Flames', 'Sports', z('2034-10-11', '02:00'), [['aec-nhl-edm-cgy-2034-10-10', '', 'edmcgy-edm', { outcomes: yn('Edmonton Oilers', 'Calgary Flames') }]]),
  ] });
}

// ───────────────────────────── EUROPEAN FOOTBALL ─────────────────────────────

{ // UCL league phase matchday 3: Real Madrid v Bayern, Tue 24 Oct 21:00 CEST (alpha, beta, gamma three-way); beta_us "Real Madrid or draw" is the complement of a Bayern win (inverted).
  const ko = z('2034-10-24', '19:00');
  addCase('soccer', { name: 'ucl-rma-bay', events: [
    A(`KXUCLGAME-${ad('2034-10-24')}RMABAY`, 'Real Madrid vs Bayern Munich', 'Sports', z('2034-10-24', '21:00'), [['RMA', 'Real Madrid', 'rmabay-rma'], ['TIE', 'Tie', 'rmabay-draw'], ['BAY', 'Bayern Munich', 'rmabay-bay']], { sources: [UEFA] }),
    B('Real Madrid vs. Bayern München', 'Sports', ko, [['ucl-rma-bay-2034-10-24-rma', 'Real Madrid', 'rmabay-rma', { q: 'Will Real Madrid win on 2034-10-24?' }],
      ['ucl-rma-bay-2034-10-24-draw', 'Draw (Real Madrid vs. Bayern München)', 'rmabay-draw', { q: 'Will Real Madrid vs. Bayern München end in a draw?' }],
      ['ucl-rma-bay-2034-10-24-bay', 'Bayern München', 'rmabay-bay', { q: 'Will Bayern München win on 2034-10-24?' }]]),
    G('Champions League: Real Madrid – FC Bayern (24 Oct), 90 minutes', z('2034-10-24', '21:00'), gr(['Real Madrid', 'rmabay-rma'], ['Draw', 'rmabay-draw'], ['Bayern', 'rmabay-bay'])),
    U1('ucl-rma-bay-2034-10-24-dc-rma-draw', 'Real Madrid vs. Bayern: Double Chance — Real Madrid or Draw', 'Sports', ko, 'rmabay-notbay', { outcomes: yn('Real Madrid or Draw', 'Bayern München') }),
  ] }, ['inverted']);
}
{ // UCL matchday 3: Arsenal v Inter, Wed 25 Oct (alpha, beta, gamma).
  const ko = z('2034-10-25', '19:00');
  addCase('soccer', { name: 'ucl-ars-int', events: [
    A(`KXUCLGAME-${ad('2034-10-25')}ARSINT`, 'Arsenal vs Inter Milan', 'Sports', z('2034-10-25', '21:00'), [['ARS', 'Arsenal', 'arsint-ars'], ['TIE', 'Tie', 'arsint-draw'], ['INT', 'Inter Milan', 'arsint-int']], { sources: [UEFA] }),
    B('Arsenal vs. Inter', 'Sports', ko, [['ucl-ars-int-2034-10-25-ars', 'Arsenal', 'arsint-ars'], ['ucl-ars-int-2034-10-25-draw', 'Draw (Arsenal vs. Inter)', 'arsint-draw'], ['ucl-ars-int-2034-10-25-int', 'Inter', 'arsint-int']]),
    G('UCL: Arsenal v Internazionale — result', z('2034-10-25', '21:00'), gr(['Arsenal', 'arsint-ars'], ['Draw', 'arsint-draw'], ['Inter', 'arsint-int'])),
  ] });
}
{ // UCL matchday 3: PSG v Barcelona, Wed 25 Oct (alpha, beta_us).
  addCase('soccer', { name: 'ucl-psg-bar', events: [
    A(`KXUCLGAME-${ad('2034-10-25')}PSGBAR`, 'Paris Saint-Germain vs Barcelona', 'Sports', z('2034-10-25', '21:00'), [['PSG', 'Paris Saint-Germain', 'psgbar-psg'], ['TIE', 'Tie', 'psgbar-draw'], ['BAR', 'Barcelona', 'psgbar-bar']], { sources: [UEFA] }),
    U('ucl-psg-bar-2034-10-25', 'Paris Saint-Germain vs. FC Barcelona', 'Sports', z('2034-10-25', '19:00'), [['ucl-psg-bar-2034-10-25-psg', 'Paris Saint-Germain', 'psgbar-psg'], ['ucl-psg-bar-2034-10-25-draw', 'Draw', 'psgbar-draw'],
      ['ucl-psg-bar-2034-10-25-bar', 'FC Barcelona', 'psgbar-bar']]),
  ] });
}
{ // Premier League: Liverpool v Chelsea, Sun 8 Oct 16:30 BST (alpha, beta, beta_us); gamma lists the return fixture at Stamford Bridge (date).
  const ko = z(SUN, '15:30');
  addCase('soccer', { name: 'epl-liv-che', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXEPLGAME-${D}LIVCFC`, 'Liverpool vs Chelsea', 'Sports', z(SUN, '18:00'), [['LIV', 'Liverpool', 'livche-liv'], ['TIE', 'Tie', 'livche-draw'], ['CFC', 'Chelsea', 'livche-che']], { sources: [PL] }),
    B('Liverpool FC vs. Chelsea FC', 'Sports', ko, [['epl-liv-che-2034-10-08-liv', 'Liverpool FC', 'livche-liv'], ['epl-liv-che-2034-10-08-draw', 'Draw (Liverpool FC vs. Chelsea FC)', 'livche-draw'],
      ['epl-liv-che-2034-10-08-che', 'Chelsea FC', 'livche-che']]),
    U('epl-liv-che-2034-10-08', 'Liverpool vs. Chelsea', 'Sports', ko, [['epl-liv-che-2034-10-08-liverpool', 'Liverpool', 'livche-liv'], ['epl-liv-che-2034-10-08-tie', 'Draw', 'livche-draw'],
      ['epl-liv-che-2034-10-08-chelsea', 'Chelsea', 'livche-che']]),
    G('Chelsea v Liverpool at Stamford Bridge (Feb 2035)', z('2035-02-04', '18:00'), gr(['Chelsea', 'chelive-che'], ['Draw', 'chelive-draw'], ['Liverpool', 'chelive-liv'])),
  ] }, ['date']);
}
{ // Premier League: Manchester City v Tottenham, Sat 7 Oct 15:00 BST (alpha, beta).
  addCase('soccer', { name: 'epl-mci-tot', events: [
    A(`KXEPLGAME-${S}MCITOT`, 'Manchester City vs Tottenham', 'Sports', z(SAT, '17:00'), [['MCI', 'Manchester City', 'mcitot-mci'], ['TIE', 'Tie', 'mcitot-draw'], ['TOT', 'Tottenham', 'mcitot-tot']], { sources: [PL] }),
    B('Man City vs. Spurs', 'Sports', z(SAT, '14:00'), [['epl-mci-tot-2034-10-07-mci', 'Manchester City', 'mcitot-mci'], ['epl-mci-tot-2034-10-07-draw', 'Draw (Man City vs. Spurs)', 'mcitot-draw'],
      ['epl-mci-tot-2034-10-07-tot', 'Tottenham Hotspur', 'mcitot-tot']]),
  ] });
}
{ // LaLiga: El Clásico, Real Madrid v Barcelona, Sun 29 Oct (alpha, beta, gamma in Spanish).
  const ko = z('2034-10-29', '15:15');
  addCase('soccer', { name: 'laliga-clasico', events: [
    A(`KXLALIGAGAME-${ad('2034-10-29')}RMABAR`, 'Real Madrid vs Barcelona', 'Sports', z('2034-10-29', '17:30'), [['RMA', 'Real Madrid', 'clas-rma'], ['TIE', 'Tie', 'clas-draw'], ['BAR', 'Barcelona', 'clas-bar']]),
    B('El Clásico: Real Madrid vs. Barcelona', 'Sports', ko, [['laliga-rma-bar-2034-10-29-rma', 'Real Madrid', 'clas-rma'], ['laliga-rma-bar-2034-10-29-draw', 'Draw', 'clas-draw'], ['laliga-rma-bar-2034-10-29-bar', 'Barcelona', 'clas-bar']]),
    G('El Clásico: Real Madrid – FC Barcelona (29/10)', z('2034-10-29', '17:30'), gr(['Gana el Real Madrid', 'clas-rma'], ['Empate', 'clas-draw'], ['Gana el Barça', 'clas-bar'])),
  ] });
}
{ // Bundesliga: Dortmund v Leipzig, Sat 7 Oct — gamma only (German).
  addCase('soccer', { name: 'bl-bvb-rbl', events: [
    G('Borussia Dortmund – RB Leipzig (Sa., 7.10.)', z(SAT, '18:30'), gr(['BVB', 'bvbrbl-bvb'], ['Unentschieden', 'bvbrbl-draw'], ['RB Leipzig', 'bvbrbl-rbl'])),
  ] });
}
{ // Serie A: Derby della Madonnina, Inter v Milan, Sun 22 Oct (alpha, beta, beta_us).
  const ko = z('2034-10-22', '18:45');
  addCase('soccer', { name: 'seriea-int-mil', events: [
    A(`KXSERIEAGAME-${ad('2034-10-22')}INTACM`, 'Inter vs AC Milan', 'Sports', z('2034-10-22', '21:00'), [['INT', 'Inter', 'intmil-int'], ['TIE', 'Tie', 'intmil-draw'], ['ACM', 'AC Milan', 'intmil-mil']]),
    B('Inter vs. AC Milan', 'Sports', ko, [['serie-a-int-mil-2034-10-22-int', 'Inter', 'intmil-int'], ['serie-a-int-mil-2034-10-22-draw', 'Draw (Inter vs. AC Milan)', 'intmil-draw'], ['serie-a-int-mil-2034-10-22-mil', 'AC Milan', 'intmil-mil']]),
    U('sea-int-acm-2034-10-22', 'Derby della Madonnina: Inter vs. Milan', 'Sports', ko, [['sea-int-acm-2034-10-22-int', 'Internazionale', 'intmil-int'], ['sea-int-acm-2034-10-22-acm', 'AC Milan', 'intmil-mil']]),
  ] });
}
{ // Liverpool–Chelsea anytime goalscorer (alpha, beta); beta_us lists the first goalscorer (observation).
  addCase('soccer', { name: 'epl-liv-che-anytime', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A(`KXEPLGOAL-${D}LIVCFC`, 'Liverpool vs Chelsea: Anytime goalscorer', 'Sports', z(SUN, '18:00'), [['MSALAH', 'Mohamed Salah', 'livche-g-salah'], ['HEKITIKE', 'Hugo Ekitike', 'livche-g-ekitike'],
      ['CPALMER', 'Cole Palmer', 'livche-g-palmer'], ['JPEDRO', 'João Pedro', 'livche-g-joaopedro']], { sources: [PL] }),
    B('Liverpool vs. Chelsea: Anytime Goalscorer', 'Sports', z(SUN, '15:30'), [['liv-che-2034-10-08-anytime-ekitike', 'Hugo Ekitike', 'livche-g-ekitike'], ['liv-che-2034-10-08-anytime-palmer', 'Cole Palmer', 'livche-g-palmer'],
      ['liv-che-2034-10-08-anytime-salah', 'Mohamed Salah', 'livche-g-salah']]),
    U('epl-liv-che-2034-10-08-first-goal', 'Liverpool vs. Chelsea: First Goalscorer', 'Sports', z(SUN, '15:30'), [['fgs-epl-liv-che-2034-10-08-ekitike', 'Hugo Ekitike', 'livche-fg-ekitike'],
      ['fgs-epl-liv-che-2034-10-08-palmer', 'Cole Palmer', 'livche-fg-palmer']]),
  ] }, ['observation']);
}
{ // 2034 Ballon d'Or, ceremony Mon 30 Oct (all four).
  const c = z('2034-10-30', '19:00');
  addCase('soccer', { name: 'ballon-dor-2034', events: [
    A('KXBALLONDOR-34', "Ballon d'Or 2034", 'Sports', c, [['LYAMAL', 'Lamine Yamal', 'bdo-yamal'], ['EHAALAND', 'Erling Haaland', 'bdo-haaland'], ['KMBAPPE', 'Kylian Mbappé', 'bdo-mbappe'],
      ['JBELLINGHAM', 'Jude Bellingham', 'bdo-bellingham'], ['FWIRTZ', 'Florian Wirtz', 'bdo-wirtz']], { sources: ['France Football https://www.francefootball.fr/ballon-d-or/'] }),
    B("Ballon d'Or 2034 Winner", 'Sports', c, [['ballon-dor-2034-lamine-yamal', 'Lamine Yamal', 'bdo-yamal'], ['ballon-dor-2034-kylian-mbappe', 'Kylian Mbappe', 'bdo-mbappe'],
      ['ballon-dor-2034-erling-haaland', 'Erling Haaland', 'bdo-haaland'], ['ballon-dor-2034-jude-bellingham', 'Jude Bellingham', 'bdo-bellingham']]),
    U('soc-ballon-dor-2034', "2034 Ballon d'Or", 'Sports', c, [['tfut-soc-bdo-2034-yamal', 'Lamine Yamal', 'bdo-yamal'], ['tfut-soc-bdo-2034-wirtz', 'Florian Wirtz', 'bdo-wirtz']]),
    G("Ballon d'Or 2034 : qui sera sacré ?", c, gr(['Lamine Yamal', 'bdo-yamal'], ['Kylian Mbappé', 'bdo-mbappe'], ['Erling Haaland', 'bdo-haaland'], ['Florian Wirtz', 'bdo-wirtz'])),
  ] });
}
{ // Ballon d'Or Féminin 2034 (alpha, beta); gamma lists the Kopa Trophy (another award).
  const c = z('2034-10-30', '19:00');
  addCase('soccer', { name: 'ballon-dor-feminin-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBALLONDORW-34', "Ballon d'Or Féminin 2034", 'Sports', c, [['APUTELLAS', 'Alexia Putellas', 'bdow-putellas'], ['ABONMATI', 'Aitana Bonmatí', 'bdow-bonmati'], ['VLOPEZ', 'Vicky López', 'bdow-lopez'],
      ['MCALDENTEY', 'Mariona Caldentey', 'bdow-caldentey']]),
    B("Women's Ballon d'Or 2034", 'Sports', c, [['womens-ballon-dor-2034-aitana-bonmati', 'Aitana Bonmatí', 'bdow-bonmati'], ['womens-ballon-dor-2034-vicky-lopez', 'Vicky López', 'bdow-lopez']]),
    G('Kopa Trophy 2034 (best young player)', c, gr(['Pau Cubarsí', 'kopa-cubarsi'], ['Kendry Páez', 'kopa-paez'], ['Franco Mastantuono', 'kopa-mastantuono'])),
  ] }, ['category']);
}
{ // 2035 Champions League winner (alpha, beta, gamma).
  const c = z('2035-06-01');
  addCase('soccer', { name: 'ucl-winner-2035', events: [
    A('KXUCL-35', 'Champions League winner 2034-35', 'Sports', c, [['RMA', 'Real Madrid', 'ucl-rma'], ['ARS', 'Arsenal', 'ucl-ars'], ['BAY', 'Bayern Munich', 'ucl-bay'], ['PSG', 'Paris Saint-Germain', 'ucl-psg'],
      ['LIV', 'Liverpool', 'ucl-liv'], ['BAR', 'Barcelona', 'ucl-bar']], { sources: [UEFA] }),
    B('UEFA Champions League Winner 2035', 'Sports', c, [['ucl-winner-2035-real-madrid', 'Real Madrid', 'ucl-rma'], ['ucl-winner-2035-arsenal', 'Arsenal', 'ucl-ars'], ['ucl-winner-2035-barcelona', 'Barcelona', 'ucl-bar'],
      ['ucl-winner-2035-psg', 'PSG', 'ucl-psg']]),
    G('2034/35 UCL champions', c, gr(['Real Madrid', 'ucl-rma'], ['Bayern', 'ucl-bay'], ['Liverpool', 'ucl-liv'], ['Paris SG', 'ucl-psg'])),
  ] });
}

// ───────────────────────────── F1: SINGAPORE, SUZUKA AND THE TITLES ─────────────────────────────

{ // Singapore GP winner, Sun 8 Oct 20:00 local (all four).
  const lights = z(SUN, '12:00');
  addCase('f1', { name: 'f1-singapore-winner', events: [
    A('KXF1RACE-34SGP', 'Singapore Grand Prix winner 2034', 'Sports', z(SUN, '15:00'), [['LNOR', 'Lando Norris', 'sgp-norris'], ['OPIA', 'Oscar Piastri', 'sgp-piastri'], ['MVER', 'Max Verstappen', 'sgp-verstappen'],
      ['GRUS', 'George Russell', 'sgp-russell'], ['CLEC', 'Charles Leclerc', 'sgp-leclerc'], ['KANT', 'Kimi Antonelli', 'sgp-antonelli']], { sources: [FIA] }),
    B('Singapore Grand Prix Winner', 'Sports', lights, [['f1-singapore-gp-2034-lando-norris', 'Lando Norris', 'sgp-norris'], ['f1-singapore-gp-2034-oscar-piastri', 'Oscar Piastri', 'sgp-piastri'],
      ['f1-singapore-gp-2034-max-verstappen', 'Max Verstappen', 'sgp-verstappen'], ['f1-singapore-gp-2034-george-russell', 'George Russell', 'sgp-russell']]),
    U('f1-sgp-2034-winner', 'F1 Singapore GP 2034 — Race Winner', 'Sports', lights, [['f1w-sgp-2034-norris', 'Norris', 'sgp-norris'], ['f1w-sgp-2034-verstappen', 'Verstappen', 'sgp-verstappen']]),
    G('Marina Bay GP 2034: who wins?', z(SUN, '15:00'), gr(['NOR', 'sgp-norris'], ['PIA', 'sgp-piastri'], ['VER', 'sgp-verstappen'], ['LEC', 'sgp-leclerc'], ['ANT', 'sgp-antonelli'])),
  ] });
}
{ // Singapore GP pole, Sat qualifying (alpha, beta, gamma); beta_us lists Sunday's fastest lap (observation).
  addCase('f1', { name: 'f1-singapore-pole', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXF1POLE-34SGP', 'Singapore Grand Prix pole position 2034', 'Sports', z(SAT, '15:00'), [['LNOR', 'Lando Norris', 'sgpq-norris'], ['MVER', 'Max Verstappen', 'sgpq-verstappen'], ['GRUS', 'George Russell', 'sgpq-russell']], { sources: [FIA] }),
    B('Singapore GP: Pole Position', 'Sports', z(SAT, '13:00'), [['f1-singapore-pole-2034-norris', 'Lando Norris', 'sgpq-norris'], ['f1-singapore-pole-2034-russell', 'George Russell', 'sgpq-russell'],
      ['f1-singapore-pole-2034-leclerc', 'Charles Leclerc', 'sgpq-leclerc']]),
    G('Singapore qualifying — pole sitter?', z(SAT, '15:00'), gr(['Norris', 'sgpq-norris'], ['Verstappen', 'sgpq-verstappen'], ['Leclerc', 'sgpq-leclerc'])),
    U('f1-sgp-2034-fastest-lap', 'Singapore GP — Fastest Lap', 'Sports', z(SUN, '12:00'), [['f1fl-sgp-2034-norris', 'Norris', 'sgpfl-norris'], ['f1fl-sgp-2034-verstappen', 'Verstappen', 'sgpfl-verstappen']]),
  ] }, ['observation']);
}
{ // Singapore GP finishing positions: alpha's podium board, beta "Piastri on the podium" (= alpha's rung); gamma "Norris top 10" is another rung of the board.
  addCase('f1', { name: 'f1-singapore-podium', events: [
    A('KXF1PODIUM-34SGP', 'Singapore Grand Prix podium finish 2034', 'Sports', z(SUN, '15:00'), [['LNOR', 'Lando Norris', 'sgpp-norris3'], ['OPIA', 'Oscar Piastri', 'sgpp-piastri3'], ['KANT', 'Kimi Antonelli', 'sgpp-antonelli3']], { sources: [FIA] }),
    B1('Will Oscar Piastri finish on the podium at the 2034 Singapore GP?', 'Sports', z(SUN, '12:00'), 'sgpp-piastri3'),
    G1('Singapore GP: Norris finishes in the points (top 10)?', z(SUN, '15:00'), 'sgpp-norris10'),
  ] }, ['threshold']);
}
{ // Japanese GP at Suzuka, Sun 22 Oct (alpha, beta); gamma lists Suzuka pole (observation).
  addCase('f1', { name: 'f1-japan-winner', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXF1RACE-34JPN', 'Japanese Grand Prix winner 2034', 'Sports', z('2034-10-22', '09:00'), [['LNOR', 'Lando Norris', 'jpn-norris'], ['MVER', 'Max Verstappen', 'jpn-verstappen'], ['OPIA', 'Oscar Piastri', 'jpn-piastri']], { sources: [FIA] }),
    B('Japanese Grand Prix Winner 2034', 'Sports', z('2034-10-22', '05:00'), [['f1-japanese-gp-2034-max-verstappen', 'Max Verstappen', 'jpn-verstappen'], ['f1-japanese-gp-2034-lando-norris', 'Lando Norris', 'jpn-norris']]),
    G('Suzuka 2034 qualifying: who takes pole?', z('2034-10-21', '09:00'), gr(['Verstappen', 'jpnq-verstappen'], ['Norris', 'jpnq-norris'], ['Piastri', 'jpnq-piastri'])),
  ] }, ['observation']);
}
{ // 2034 drivers' championship (all four).
  const c = z('2034-12-03');
  addCase('f1', { name: 'f1-drivers-2034', events: [
    A('KXF1-34', 'F1 Drivers Champion 2034', 'Sports', c, [['LNOR', 'Lando Norris', 'wdc-norris'], ['OPIA', 'Oscar Piastri', 'wdc-piastri'], ['MVER', 'Max Verstappen', 'wdc-verstappen'], ['GRUS', 'George Russell', 'wdc-russell']], { sources: [FIA] }),
    B('F1 Drivers Champion 2034', 'Sports', c, [['f1-drivers-champion-2034-lando-norris', 'Lando Norris', 'wdc-norris'], ['f1-drivers-champion-2034-oscar-piastri', 'Oscar Piastri', 'wdc-piastri'],
      ['f1-drivers-champion-2034-max-verstappen', 'Max Verstappen', 'wdc-verstappen']]),
    U('f1-wdc-2034', '2034 Formula 1 World Drivers’ Championship', 'Sports', c, [['f1wdc-2034-norris', 'Lando Norris', 'wdc-norris'], ['f1wdc-2034-verstappen', 'Max Verstappen', 'wdc-verstappen']]),
    G('2034 F1 world champion (drivers)', c, gr(['Norris', 'wdc-norris'], ['Piastri', 'wdc-piastri'], ['Verstappen', 'wdc-verstappen'], ['Russell', 'wdc-russell'])),
  ] });
}

// ───────────────────────────── TENNIS AND GOLF ─────────────────────────────

{ // WTA China Open final, Beijing, Sun 8 Oct: Andreeva v Gauff (alpha, beta, beta_us).
  addCase('tennis', { name: 'tennis-beijing-wta-final', events: [
    A('KXWTAMATCH-34CHNOPENF', 'China Open final: Andreeva vs Gauff', 'Sports', z(SUN, '12:00'), [['AND', 'Mirra Andreeva', 'bjf-andreeva'], ['GAU', 'Coco Gauff', 'bjf-gauff']]),
    B('China Open: Andreeva vs. Gauff (Final)', 'Sports', z(SUN, '07:30'), [['wta-beijing-2034-final-andreeva-gauff', '', 'bjf-andreeva', { outcomes: yn('Andreeva', 'Gauff') }]]),
    U('wta-beijing-2034-final', 'Mirra Andreeva vs. Coco Gauff — Beijing Final', 'Sports', z(SUN, '07:30'), [['mw-wta-beijing-2034-final', '', 'bjf-andreeva', { outcomes: yn('Mirra Andreeva', 'Coco Gauff') }]]),
  ] });
}
{ // Shanghai Masters 2034 champion (alpha, beta, gamma); beta_us lists the Wuhan Open (another tournament, same week).
  const c = z('2034-10-15', '12:00');
  addCase('tennis', { name: 'tennis-shanghai-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXATPSHANGHAI-34', 'Shanghai Masters winner 2034', 'Sports', c, [['SIN', 'Jannik Sinner', 'sha-sinner'], ['ALC', 'Carlos Alcaraz', 'sha-alcaraz'], ['FON', 'João Fonseca', 'sha-fonseca'], ['MEN', 'Jakub Menšík', 'sha-mensik']]),
    B('Shanghai Masters Winner 2034', 'Sports', c, [['atp-shanghai-2034-jannik-sinner', 'Jannik Sinner', 'sha-sinner'], ['atp-shanghai-2034-carlos-alcaraz', 'Carlos Alcaraz', 'sha-alcaraz'],
      ['atp-shanghai-2034-joao-fonseca', 'Joao Fonseca', 'sha-fonseca']]),
    G('Rolex Shanghai Masters 2034 champion', c, gr(['Sinner', 'sha-sinner'], ['Alcaraz', 'sha-alcaraz'], ['Mensik', 'sha-mensik'])),
    U('wta-wuhan-2034-winner', 'Wuhan Open 2034 Champion', 'Sports', c, [['tw-wta-wuhan-2034-sabalenka', 'Aryna Sabalenka', 'wuh-sabalenka'], ['tw-wta-wuhan-2034-gauff', 'Coco Gauff', 'wuh-gauff']]),
  ] }, ['place']);
}
{ // DP World Tour Championship, Dubai, final round Sun 19 Nov (alpha, beta, gamma); beta_us lists the LPGA CME Group Tour Championship, same Sunday (another event).
  const c = z('2034-11-19', '14:00');
  addCase('golf', { name: 'golf-dpwtc-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXDPWTC-34', 'DP World Tour Championship winner 2034', 'Sports', c, [['RMCI', 'Rory McIlroy', 'dpw-mcilroy'], ['THAT', 'Tyrrell Hatton', 'dpw-hatton'], ['LABE', 'Ludvig Åberg', 'dpw-aberg'], ['TFLE', 'Tommy Fleetwood', 'dpw-fleetwood']]),
    B('DP World Tour Championship 2034 Winner', 'Sports', c, [['dp-world-tour-championship-2034-rory-mcilroy', 'Rory McIlroy', 'dpw-mcilroy'], ['dp-world-tour-championship-2034-ludvig-aberg', 'Ludvig Aberg', 'dpw-aberg']]),
    G('Jumeirah Golf Estates, Dubai: DPWTC 2034 winner', c, gr(['McIlroy', 'dpw-mcilroy'], ['Fleetwood', 'dpw-fleetwood'], ['Hatton', 'dpw-hatton'])),
    U('lpga-cme-2034-winner', 'CME Group Tour Championship 2034 Winner', 'Sports', z('2034-11-19', '23:00'), [['tw-lpga-cme-2034-korda', 'Nelly Korda', 'cme-korda'], ['tw-lpga-cme-2034-thitikul', 'Jeeno Thitikul', 'cme-thitikul']]),
  ] }, ['place']);
}
{ // PGA Tour Player of the Year 2034 — beta only.
  addCase('golf', { name: 'golf-pga-poy-2034', events: [
    B('PGA Tour Player of the Year 2034', 'Sports', z('2034-12-15'), [['pga-tour-poy-2034-scottie-scheffler', 'Scottie Scheffler', 'poy-scheffler'], ['pga-tour-poy-2034-xander-schauffele', 'Xander Schauffele', 'poy-schauffele']]),
  ] });
}

// ───────────────────────────── PRIZES: NOBEL AND BOOKER ─────────────────────────────

{ // 2034 Nobel Peace Prize, announced Fri 6 Oct 11:00 CEST (all four).
  const c = z('2034-10-06', '09:00');
  addCase('prizes', { name: 'nobel-peace-2034', events: [
    A('KXNOBELPEACE-34', 'Nobel Peace Prize 2034', 'World', c, [['UNHCR', 'UNHCR', 'np34-unhcr'], ['ICJ', 'International Court of Justice', 'np34-icj'], ['CPJ', 'Committee to Protect Journalists', 'np34-cpj'],
      ['MSF', 'Médecins Sans Frontières', 'np34-msf']], { sources: [NOBEL] }),
    B('Nobel Peace Prize Winner 2034', 'Politics', c, [['nobel-peace-prize-2034-unhcr', 'UNHCR', 'np34-unhcr'], ['nobel-peace-prize-2034-icj', 'International Court of Justice', 'np34-icj'],
      ['nobel-peace-prize-2034-cpj', 'Committee to Protect Journalists', 'np34-cpj']]),
    U('nobel-peace-2034', 'Who will win the 2034 Nobel Peace Prize?', 'Culture', c, [['nobel-peace-2034-unhcr', 'UN Refugee Agency (UNHCR)', 'np34-unhcr'], ['nobel-peace-2034-msf', 'Doctors Without Borders', 'np34-msf']]),
    G('Nobel Peace Prize 2034 laureate', c, gr(['UNHCR', 'np34-unhcr'], ['ICJ', 'np34-icj'], ['MSF', 'np34-msf'], ['CPJ', 'np34-cpj'])),
  ] });
}
{ // 2034 economics prize (Sveriges Riksbank), announced Mon 9 Oct (alpha, beta, gamma).
  const c = z(MON, '09:45');
  addCase('prizes', { name: 'nobel-economics-2034', events: [
    A('KXNOBELECON-34', 'Nobel Prize in Economics 2034', 'Economics', c, [['OBLA', 'Olivier Blanchard', 'ne34-blanchard'], ['RCHE', 'Raj Chetty', 'ne34-chetty'], ['SATH', 'Susan Athey', 'ne34-athey'], ['RBLU', 'Richard Blundell', 'ne34-blundell']],
      { sources: [NOBEL] }),
    B('Nobel Prize in Economic Sciences 2034', 'Economics', c, [['nobel-economics-2034-olivier-blanchard', 'Olivier Blanchard', 'ne34-blanchard'], ['nobel-economics-2034-raj-chetty', 'Raj Chetty', 'ne34-chetty'],
      ['nobel-economics-2034-richard-blundell', 'Richard Blundell', 'ne34-blundell']]),
    G('Sveriges Riksbank Prize in Economic Sciences 2034 — laureate includes…', c, gr(['Blanchard', 'ne34-blanchard'], ['Chetty', 'ne34-chetty'], ['Athey', 'ne34-athey'])),
  ] });
}
{ // 2035 Nobel Prize in Literature (alpha, beta); gamma lists the 2035 chemistry prize (another category).
  const c = z('2035-10-04', '11:00');
  addCase('prizes', { name: 'nobel-literature-2035', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNOBELLIT-35', 'Nobel Prize in Literature 2035', 'Culture', c, [['CXUE', 'Can Xue', 'nl35-canxue'], ['HMUR', 'Haruki Murakami', 'nl35-murakami'], ['ACAR', 'Anne Carson', 'nl35-carson'], ['GMUR', 'Gerald Murnane', 'nl35-murnane']],
      { sources: [NOBEL] }),
    B('2035 Nobel Prize in Literature Winner', 'Culture', c, [['nobel-literature-2035-can-xue', 'Can Xue', 'nl35-canxue'], ['nobel-literature-2035-haruki-murakami', 'Haruki Murakami', 'nl35-murakami'],
      ['nobel-literature-2035-anne-carson', 'Anne Carson', 'nl35-carson']]),
    G('Nobel Prize in Chemistry 2035 — field', z('2035-10-03', '10:00'), gr(['Metal–organic frameworks', 'nc35-mof'], ['Lithium-ion / battery chemistry', 'nc35-battery'], ['Protein design', 'nc35-protein'])),
  ] }, ['category']);
}
{ // 2035 Nobel Prize in Physics (alpha, beta); beta_us lists the 2035 Breakthrough Prize in Fundamental Physics (another prize).
  const c = z('2035-10-02', '10:00');
  addCase('prizes', { name: 'nobel-physics-2035', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXNOBELPHYS-35', 'Nobel Prize in Physics 2035', 'Science and Technology', c, [['QC', 'Quantum computing', 'nph35-quantum'], ['GW', 'Gravitational-wave astronomy (LISA pathfinders)', 'nph35-gw'], ['EXO', 'Exoplanet atmospheres', 'nph35-exo']],
      { sources: [NOBEL] }),
    B('Nobel Prize in Physics 2035: Winning Field', 'Science', c, [['nobel-physics-2035-quantum-computing', 'Quantum computing', 'nph35-quantum'], ['nobel-physics-2035-exoplanets', 'Exoplanet atmospheres', 'nph35-exo']]),
    U('breakthrough-physics-2035', 'Breakthrough Prize in Fundamental Physics 2035: Winning Field', 'Science', z('2035-04-10'), [['bpfp-2035-quantum', 'Quantum computing', 'bp35-quantum'], ['bpfp-2035-cosmology', 'Cosmology', 'bp35-cosmo']]),
  ] }, ['category']);
}
{ // 2035 Nobel Prize in Physiology or Medicine — alpha only.
  addCase('prizes', { name: 'nobel-medicine-2035', events: [
    A('KXNOBELMED-35', 'Nobel Prize in Medicine 2035', 'Science and Technology', z('2035-10-01', '09:30'), [['GLP1', 'GLP-1 drugs', 'nm35-glp1'], ['CART', 'CAR-T therapy', 'nm35-cart'], ['OPTO', 'Optogenetics', 'nm35-opto']], { sources: [NOBEL] }),
  ] });
}
{ // 2034 Booker Prize, announced Tue 14 Nov (all four).
  const c = z('2034-11-14', '21:00');
  addCase('prizes', { name: 'booker-2034', events: [
    A('KXBOOKER-34', 'Booker Prize 2034', 'Culture', c, [['SALT', 'The Salt Road — Amara Okafor', 'bk34-saltroad'], ['WINTER', 'A Winter Index — Tomás Reyes', 'bk34-winter'], ['HARBOUR', 'Harbour Lights — Ellen Marsh', 'bk34-harbour'],
      ['ORCHARD', 'The Orchard Keepers — Priya Nair', 'bk34-orchard']], { sources: ['Booker Prize Foundation https://thebookerprizes.com/'] }),
    B('Booker Prize 2034 Winner', 'Culture', c, [['booker-prize-2034-the-salt-road', 'The Salt Road', 'bk34-saltroad'], ['booker-prize-2034-a-winter-index', 'A Winter Index', 'bk34-winter'],
      ['booker-prize-2034-the-orchard-keepers', 'The Orchard Keepers', 'bk34-orchard']]),
    U('booker-2034', '2034 Booker Prize', 'Culture', c, [['booker-2034-okafor', 'Amara Okafor', 'bk34-saltroad'], ['booker-2034-nair', 'Priya Nair', 'bk34-orchard']]),
    G('Booker Prize 2034: winning novel', c, gr(['The Salt Road (Okafor)', 'bk34-saltroad'], ['Harbour Lights (Marsh)', 'bk34-harbour'], ['A Winter Index (Reyes)', 'bk34-winter'])),
  ] });
}

// ───────────────────────────── BOX OFFICE ─────────────────────────────

{ // #1 film of the 6–8 October weekend (alpha, beta, gamma per Box Office Mojo; beta_us per The Numbers: one event, nf on beta_us pairs).
  const c = z('2034-10-10', '18:00');
  addCase('box_office', { name: 'box-office-oct6-8-top', fungible: nf('alpha|beta_us', 'beta|beta_us', 'beta_us|gamma'), events: [
    A(`KXBOXOFFICE-${ad('2034-10-06')}`, 'Top movie this weekend (Oct 6-8)', 'Culture', c, [['NIGH', 'Nightjar', 'bo1-nightjar'], ['PAPE', 'Paper Moons', 'bo1-papermoons'], ['BLAC', 'Blackwater Bay', 'bo1-blackwater']], { sources: [BOM] }),
    B('#1 Movie at the Box Office: Oct 6–8', 'Culture', c, [['box-office-oct-6-8-2034-nightjar', 'Nightjar', 'bo1-nightjar', { src: BOM }], ['box-office-oct-6-8-2034-paper-moons', 'Paper Moons', 'bo1-papermoons', { src: BOM }]]),
    G('Weekend box office winner (Oct 6–8, Box Office Mojo)', c, gr(['Nightjar', 'bo1-nightjar'], ['Paper Moons', 'bo1-papermoons'], ['Blackwater Bay', 'bo1-blackwater'])),
    U('box-office-top-2034-10-08', 'Highest-grossing film, weekend of Oct 6-8 (The Numbers)', 'Culture', c, [['bo-top-2034-10-08-nightjar', 'Nightjar', 'bo1-nightjar', { src: TN }], ['bo-top-2034-10-08-blackwater', 'Blackwater Bay', 'bo1-blackwater', { src: TN }]]),
  ] }, ['source']);
}
{ // Nightjar's domestic opening weekend (alpha ladder per BOM; beta "above $50M" per The Numbers: one event, nf); gamma asks the worldwide opening (measure).
  const c = z('2034-10-10', '18:00');
  addCase('box_office', { name: 'box-office-nightjar-opening', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXOPENWKND-34NIGHTJAR', 'Nightjar opening weekend domestic gross', 'Culture', c, [['40', 'Above $40,000,000', 'nj-dom40'], ['50', 'Above $50,000,000', 'nj-dom50'], ['60', 'Above $60,000,000', 'nj-dom60']], { sources: [BOM] }),
    B1('Will "Nightjar" gross more than $50M in its opening weekend?', 'Culture', c, 'nj-dom50', { mx: { src: TN } }),
    G1('Nightjar global opening above $100M?', c, 'nj-ww100'),
  ] }, ['source', 'measure']);
}
{ // #1 film of the 13–15 October weekend (alpha, beta); gamma asks Nightjar's second-weekend drop (another measure).
  const c = z('2034-10-17', '18:00');
  addCase('box_office', { name: 'box-office-oct13-15-top', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXBOXOFFICE-${ad('2034-10-13')}`, 'Top movie this weekend (Oct 13-15)', 'Culture', c, [['NIGH', 'Nightjar', 'bo2-nightjar'], ['CART', 'The Cartographer', 'bo2-cartographer']], { sources: [BOM] }),
    B('#1 Movie at the Box Office: Oct 13–15', 'Culture', c, [['box-office-oct-13-15-2034-nightjar', 'Nightjar', 'bo2-nightjar', { src: BOM }], ['box-office-oct-13-15-2034-the-cartographer', 'The Cartographer', 'bo2-cartographer', { src: BOM }]]),
    G1('Nightjar second weekend drop worse than -55%?', c, 'nj-drop55'),
  ] }, ['measure']);
}

// ───────────────────────────── CHARTS AND STREAMING ─────────────────────────────

{ // Billboard Hot 100 #1 on the chart dated 21 Oct (alpha, beta, gamma); beta_us asks Spotify's US weekly chart (another statistic).
  const c = z('2034-10-17', '18:00');
  addCase('charts', { name: 'hot100-no1-oct21', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXHOT100-34OCT21', 'Billboard Hot 100 #1 (chart dated Oct 21, 2034)', 'Culture', c, [['SCAR', 'Sabrina Carpenter', 'h100-carpenter'], ['TSWI', 'Taylor Swift', 'h100-swift'], ['BBUN', 'Bad Bunny', 'h100-badbunny']], { sources: [BB] }),
    B('Billboard Hot 100 #1 Song (Oct 21)', 'Culture', c, [['hot-100-no1-2034-10-21-sabrina-carpenter', 'Sabrina Carpenter', 'h100-carpenter'], ['hot-100-no1-2034-10-21-taylor-swift', 'Taylor Swift', 'h100-swift']]),
    G('Who has the Hot 100 No. 1 on the Oct 21 chart?', c, gr(['Taylor Swift', 'h100-swift'], ['Sabrina Carpenter', 'h100-carpenter'], ['Bad Bunny', 'h100-badbunny'])),
    U('spotify-us-weekly-no1-2034-10-12', 'Spotify US Weekly #1 Song (week ending Oct 12)', 'Culture', z('2034-10-13', '18:00'), [['spus-2034-10-12-carpenter', 'Sabrina Carpenter', 'spus-carpenter'], ['spus-2034-10-12-swift', 'Taylor Swift', 'spus-swift']]),
  ] }, ['measure']);
}
{ // Billboard 200 #1 on the chart dated 21 Oct (alpha, beta, beta_us).
  const c = z('2034-10-15', '18:00');
  addCase('charts', { name: 'bb200-no1-oct21', events: [
    A('KXBB200-34OCT21', 'Billboard 200 #1 album (chart dated Oct 21, 2034)', 'Culture', c, [['TSWI', 'Taylor Swift', 'b200-swift'], ['OROD', 'Olivia Rodrigo', 'b200-rodrigo'], ['MWAL', 'Morgan Wallen', 'b200-wallen']], { sources: [BB] }),
    B('Billboard 200 #1 Album (Oct 21)', 'Culture', c, [['billboard-200-2034-10-21-taylor-swift', 'Taylor Swift', 'b200-swift'], ['billboard-200-2034-10-21-olivia-rodrigo', 'Olivia Rodrigo', 'b200-rodrigo']]),
    U('billboard-200-no1-2034-10-21', 'Top album on the Billboard 200 dated Oct 21', 'Culture', c, [['bb200-2034-10-21-swift', 'Taylor Swift', 'b200-swift'], ['bb200-2034-10-21-wallen', 'Morgan Wallen', 'b200-wallen']]),
  ] });
}
{ // Olivia Rodrigo's album first-week units (alpha ladder, gamma "500K+" = "above 499,999"), Luminate via Billboard.
  const c = z('2034-10-15', '18:00');
  addCase('charts', { name: 'rodrigo-first-week', events: [
    A('KXALBUMSALES-34RODRIGO', 'Olivia Rodrigo album first-week units', 'Culture', c, [['300K', '300,000 or more', 'or-300k'], ['500K', '500,000 or more', 'or-500k'], ['750K', '750,000 or more', 'or-750k']], { sources: [BB] }),
    G1('Olivia Rodrigo new album: 500K+ equivalent units in week one?', c, 'or-500k'),
  ] });
}
{ // Netflix Top 10, #1 English TV title for 2–8 Oct (alpha, beta, gamma); beta_us asks Nielsen's streaming Top 10 (another statistic).
  const c = z('2034-10-10', '20:00');
  addCase('charts', { name: 'netflix-top10-oct2-8', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNETFLIXTV-34OCT08', 'Top Netflix English TV show (Oct 2-8)', 'Culture', c, [['WED', 'Wednesday', 'nf-wednesday'], ['STRA', 'The Strangers Next Door', 'nf-strangers'], ['BRIG', 'Bridgerton', 'nf-bridgerton']],
      { sources: ['Netflix Top 10 https://www.netflix.com/tudum/top10'] }),
    B('#1 Netflix English TV Show (Oct 2–8)', 'Culture', c, [['netflix-tv-english-oct-2-8-2034-wednesday', 'Wednesday', 'nf-wednesday'], ['netflix-tv-english-oct-2-8-2034-bridgerton', 'Bridgerton', 'nf-bridgerton']]),
    G('Netflix global Top 10 (English TV) #1, week of Oct 2', c, gr(['Wednesday', 'nf-wednesday'], ['The Strangers Next Door', 'nf-strangers'], ['Bridgerton', 'nf-bridgerton'])),
    U('nielsen-streaming-no1-2034-10-08', 'Nielsen Streaming Top 10 #1 (week of Oct 2)', 'Culture', z('2034-11-02', '20:00'), [['nsc-2034-10-08-wednesday', 'Wednesday', 'niel-wednesday'], ['nsc-2034-10-08-bluey', 'Bluey', 'niel-bluey']]),
  ] }, ['measure']);
}

// ───────────────────────────── ATLANTIC HURRICANE SEASON ─────────────────────────────

{ // 2034 Atlantic named storms (NHC): alpha "at least" ladder; beta "18+" and "21+" rungs; beta_us "more than 17" (= 18+); gamma buckets (only "20 or more" coincides).
  const c = z('2034-12-01', '05:00');
  addCase('hurricanes', { name: 'atlantic-named-storms-2034', events: [
    A('KXHURCTOT-34', 'Number of Atlantic named storms in 2034', 'Climate and Weather', c, [['T16', 'At least 16', 'ns-16+'], ['T18', 'At least 18', 'ns-18+'], ['T20', 'At least 20', 'ns-20+']], { sources: [NHC] }),
    B('How many named storms in the 2034 Atlantic hurricane season?', 'Weather', c, [['atlantic-named-storms-2034-18-plus', '18+', 'ns-18+'], ['atlantic-named-storms-2034-21-plus', '21+', 'ns-21+']]),
    U1('atlantic-named-storms-2034-over-17', 'More than 17 Atlantic named storms in 2034?', 'Weather', c, 'ns-18+'),
    G('2034 Atlantic season: total named storms (NHC)', c, gr(['15 or fewer', 'ns-le15'], ['16–17', 'ns-16-17'], ['18–19', 'ns-18-19'], ['20 or more', 'ns-20+'])),
  ] }, ['threshold']);
}
{ // A hurricane makes US landfall by 31 Oct (alpha, beta); gamma asks "in the 2034 season" (to 30 Nov; deadline).
  addCase('hurricanes', { name: 'us-hurricane-landfall-oct', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXHURLANDFALL-34OCT31', 'Hurricane landfall in the US by Oct 31, 2034?', 'Climate and Weather', z('2034-10-31', '23:59'), 'YES', 'Hurricane makes US landfall by Oct 31', 'usland-oct31', { sources: [NHC] }),
    B1('Will a hurricane make landfall in the US by October 31, 2034?', 'Weather', z('2034-10-31', '23:59'), 'usland-oct31'),
    G1('Another US hurricane landfall before the 2034 season ends (Nov 30)?', z('2034-11-30', '23:59'), 'usland-season34'),
  ] }, ['deadline']);
}
{ // Tropical Storm Lisa: Florida landfall as a hurricane (beta, beta_us).
  const c = z('2034-10-20');
  addCase('hurricanes', { name: 'lisa-florida-landfall', events: [
    B1('Will Lisa make landfall in Florida as a hurricane?', 'Weather', c, 'lisa-fl-hurricane'),
    U1('hurricane-lisa-florida-landfall-2034', 'Hurricane Lisa: Florida landfall?', 'Weather', c, 'lisa-fl-hurricane'),
  ] });
}
{ // A Category 5 Atlantic hurricane in 2034 — alpha only.
  addCase('hurricanes', { name: 'atlantic-cat5-2034', events: [
    A1('KXHURCAT5-34', 'Category 5 Atlantic hurricane in 2034?', 'Climate and Weather', z('2034-12-01', '05:00'), 'YES', 'A Category 5 hurricane forms', 'cat5-34', { sources: [NHC] }),
  ] });
}

// ───────────────────────────── SPACE LAUNCHES ─────────────────────────────

{ // Starship launches by 31 Oct (alpha, beta, gamma); beta_us asks whether a Starship reaches orbit (observation).
  const c = z('2034-11-01', '04:00');
  addCase('space', { name: 'starship-launch-oct', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXSTARSHIP-34OCT31', 'Starship launch by Oct 31, 2034?', 'Science and Technology', c, 'YES', 'Starship launches before Nov 1, 2034', 'ss-launch-oct', { sources: ['SpaceX https://www.spacex.com/launches/'] }),
    B1('Starship launch by October 31?', 'Science', c, 'ss-launch-oct'),
    G1('Will SpaceX launch a Starship before November 2034?', c, 'ss-launch-oct'),
    U1('starship-orbit-by-2034-10-31', 'Starship reaches orbit by Oct 31?', 'Science', c, 'ss-orbit-oct'),
  ] }, ['observation']);
}
{ // New Glenn flies in October 2034 (beta, gamma).
  const c = z('2034-11-01', '04:00');
  addCase('space', { name: 'new-glenn-oct', events: [
    B1('Will Blue Origin launch New Glenn in October 2034?', 'Science', c, 'ng-oct'),
    G1('New Glenn liftoff during October 2034?', c, 'ng-oct'),
  ] });
}
{ // Artemis IV launch: "before 2035" (alpha, beta_us) = "in 2034" (beta) = by 31 Dec 2034.
  const c = z('2034-12-31', '23:59');
  addCase('space', { name: 'artemis-iv-2034', events: [
    A1('KXARTEMIS4-34', 'Artemis IV launch before 2035?', 'Science and Technology', c, 'YES', 'Artemis IV launches before Jan 1, 2035', 'art4-2034', { sources: ['NASA https://www.nasa.gov/artemis'] }),
    B1('Artemis IV launches in 2034?', 'Science', c, 'art4-2034'),
    U1('nasa-artemis-iv-launch-before-2035', 'Will NASA launch Artemis IV before 2035?', 'Science', c, 'art4-2034'),
  ] });
}

// ───────────────────────────── APPLE AND GOOGLE ─────────────────────────────

{ // Apple's October event (Tue 31 Oct): a new iMac announced (alpha, beta, gamma); beta_us asks a new Mac mini (another product).
  const c = z('2034-11-01', '04:00');
  addCase('tech', { name: 'apple-oct-event-imac', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXAPPLEIMAC-34OCT31', 'Will Apple announce a new iMac at its October 2034 event?', 'Science and Technology', c, 'YES', 'New iMac announced', 'apl-imac'),
    B1('Will Apple announce a new iMac at the October 31 event?', 'Tech', c, 'apl-imac'),
    G1('Apple Oct 31 event: new iMac?', c, 'apl-imac'),
    U1('apple-new-mac-mini-oct-2034', 'Will Apple announce a new Mac mini at the October 31 event?', 'Tech', c, 'apl-macmini'),
  ] }, ['product']);
}
{ // Made by Google (Tue 10 Oct): a Pixel Fold announced (beta, beta_us).
  const c = z('2034-10-11', '04:00');
  addCase('tech', { name: 'google-pixel-fold', events: [
    B1('Will Google announce a new Pixel Fold at Made by Google 2034?', 'Tech', c, 'goog-fold'),
    U1('google-pixel-fold-made-by-google-2034', 'Pixel Fold announced at Made by Google (Oct 10)?', 'Tech', c, 'goog-fold'),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout59-set.json', import.meta.url));
