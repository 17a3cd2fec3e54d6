// Forty-fourth independent refdata holdout: writes test/refdata/holdout44-set.json (a broad catalog snapshot of mid
// October 2032, as the four venues list it on Wednesday October 13, 2032: the MLB League Championship Series (games,
// series prices, props, the World Series and the awards), NFL week 6 (Thursday Oct 14 to Monday Oct 18: games, spreads,
// totals, player props, division and season futures), college football week 7 and its futures, the NHL's first weeks
// and the NBA's opening night with season futures, European football (Premier League, Champions League matchday 3, El
// Clásico, the Ballon d'Or), tennis (indoor swing, Paris, the Finals) and golf, F1 (Austin, Mexico City, the titles),
// crypto and index dailies, economic releases and central banks (CPI, claims, GDP advance, payrolls, the FOMC, ECB, BoE,
// Bank of Canada), the last three weeks of the US general election campaign (a modest share), elections abroad (São
// Paulo, Lithuania, Georgia, British Columbia, Moldova, Ghana), Q3 company earnings, and culture and weather).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout44.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout35.build.ts (its header: the labelling rules below are
// adopted from it verbatim, and the helper usage) and the last 45 lines of test/refdata/holdout35.build.ts (how the JSON
// is written out). Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or
// test in test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been
// seen.
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
// Set-specific readings (applying the rules above): the snapshot is taken on Wednesday October 13, 2032; election day is
// Tuesday November 2, 2032, so the FOMC decides on Thursday November 4 (with the Bank of England). A game moneyline, a
// spread, a total and a player prop on the same game are four different events (different measures); a 60-minute
// (regulation, three-way) hockey result and the result including overtime are different measures. A series winner and
// a league champion, a division winner and a conference champion, and a conference title and a playoff berth are
// different rounds; a sprint, qualifying (pole) and the grand prix are different rounds. A beta
// game market with two team outcomes is one binary market whose YES side is the first-named team; a venue that lists the
// other team first has the other team as its YES side. Over 249.5 yards and "250+ yards" are one outcome (integer
// statistics); "O/U 47.5" and "over 48.5" are not. A crypto price at 12:00 ET and at 17:00 ET on the same day are
// different events (instants hours apart; recorded as 'date'); at the same instant, CF Benchmarks and a Binance candle
// are one event (nf). "Reaches $X at any time by" and "above $X on" are different observations. A party market for an
// office and a candidate market for it are not mixed in this set; party rows and a single "Republicans win" market on one
// contest are one event. A presidential contest in a state and that state's Senate or governor race are different
// offices; Nebraska's and Maine's 2nd districts are different places. A manager "leaving/out" and being "sacked" are
// different observations. Box Office Mojo vs The Numbers, Central Park vs LaGuardia, and NASA GISS vs NOAA rankings of
// one month are one event priced off different sources (nf); Fed cuts counted by meetings vs by 25 bp steps likewise.
// Earnings: a value above a threshold and a "beat" of consensus are different observations; revenue, EPS, a segment's
// revenue and its growth rate are different measures; deliveries and production are different measures.
// Ids: beta event ids 520001+, gamma ids 46001+, alpha tickers dated 2032/2033; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`); 'date' also covers instants
// hours apart on one day.
import { nf, z, yn, ad, long, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'mlb' | 'nfl' | 'cfb' | 'nhl_nba' | 'soccer' | 'tennis_golf' | 'f1' | 'markets' | 'economy' | 'us_election' | 'world_elections' | 'earnings' | 'culture_weather';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round' | 'estimate';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(520000, 46000);

const MLB = 'MLB https://www.mlb.com/postseason';
const NFL = 'NFL https://www.nfl.com/scores';
const NCAA = 'NCAA https://www.ncaa.com/scoreboard/football/fbs';
const NHL = 'NHL https://www.nhl.com/scores';
const NBA = 'NBA https://www.nba.com/games';
const PL = 'Premier League https://www.premierleague.com/results';
const UEFA = 'UEFA https://www.uefa.com/uefachampionsleague/fixtures-results/';
const F1 = 'Formula 1 https://www.formula1.com/en/results';
const BRTI = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const SPX = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const BLS = 'Bureau of Labor Statistics https://www.bls.gov/schedule/news_release/';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const FEDSRC = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const AP = 'Associated Press https://apnews.com/hub/election-results';
const NWS = 'National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC';
const PMR = (team: string): string => `This market resolves to "${team}" if the ${team} win the game. If the game is postponed, the market remains open until the game is played; if it is canceled entirely, it resolves 50-50.`;

// ───────────────────────────── MLB: LCS, WORLD SERIES, AWARDS ─────────────────────────────

{ // ALCS Game 3, Yankees at Mariners, Wed Oct 13 (alpha, beta, beta_us) vs Game 4 on Thu Oct 14 (gamma): same teams, other date.
  const close = z('2032-10-13', '23:08');
  addCase('mlb', { name: 'alcs-g3-nyy-sea', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXMLBGAME-${ad('2032-10-13')}NYYSEA`, 'New York Y at Seattle: ALCS Game 3', 'Sports', z('2032-10-14', '03:30'), [
      ['NYY', 'New York Y', 'a3-nyy', { rules: 'If New York Y wins the New York Y at Seattle professional baseball game originally scheduled for Oct 13, 2032, then the market resolves to Yes.' }],
      ['SEA', 'Seattle', 'a3-sea', { rules: 'If Seattle wins the New York Y at Seattle professional baseball game originally scheduled for Oct 13, 2032, then the market resolves to Yes.' }]], { sources: [MLB] }),
    B('Yankees vs. Mariners', 'Sports', close, [['mlb-nyy-sea-2032-10-13', '', 'a3-nyy', { outcomes: yn('Yankees', 'Mariners'), src: 'https://www.mlb.com/', rules: `ALCS Game 3, scheduled for October 13, 2032 at 4:08 PM PT. ${PMR('Yankees')}` }]]),
    U('mlb-nyy-sea-2032-10-13', 'Yankees at Mariners — ALCS Game 3', 'Sports', close, [['aec-mlb-nyy-sea-2032-10-13', '', 'a3-nyy', { outcomes: yn('Yankees', 'Mariners') }]]),
    G('ALCS Game 4: Yankees vs Mariners (Oct 14)', z('2032-10-14', '23:08'), gr(['Yankees', 'a4-nyy'], ['Mariners', 'a4-sea']),
      { rules: 'Resolves to the winner of Game 4 of the 2032 American League Championship Series, scheduled for October 14, 2032 at T-Mobile Park, per MLB.com. Extra innings count.' }),
  ] }, ['date']);
}
{ // NLCS Game 3, Dodgers at Phillies, Thu Oct 14 (alpha, beta, gamma); beta lists the home side first.
  const close = z('2032-10-14', '23:38');
  addCase('mlb', { name: 'nlcs-g3-lad-phi', events: [
    A(`KXMLBGAME-${ad('2032-10-14')}LADPHI`, 'Los Angeles D at Philadelphia', 'Sports', z('2032-10-15', '04:00'), [['LAD', 'Los Angeles D', 'n3-lad'], ['PHI', 'Philadelphia', 'n3-phi']], { sources: [MLB] }),
    B('Phillies vs. Dodgers', 'Sports', close, [['mlb-phi-lad-2032-10-14', '', 'n3-phi', { outcomes: yn('Phillies', 'Dodgers'), src: 'https://www.mlb.com/', rules: `NLCS Game 3, Citizens Bank Park, October 14, 2032, 7:38 PM ET. ${PMR('Phillies')}` }]]),
    G('Dodgers @ Phillies — NLCS G3', close, gr(['Dodgers', 'n3-lad'], ['Phillies', 'n3-phi'])),
  ] });
}
{ // NLCS Game 3 total runs: alpha ladder, beta O/U 7.5, beta_us O/U 8.5 (threshold on the same game total).
  const close = z('2032-10-14', '23:38');
  addCase('mlb', { name: 'nlcs-g3-total-runs', events: [
    A(`KXMLBTOTAL-${ad('2032-10-14')}LADPHI`, 'Los Angeles D at Philadelphia: Total Runs', 'Sports', z('2032-10-15', '04:00'), [
      ['6', 'Over 6.5 runs scored', 'n3t-6.5'], ['7', 'Over 7.5 runs scored', 'n3t-7.5'], ['8', 'Over 8.5 runs scored', 'n3t-8.5'], ['9', 'Over 9.5 runs scored', 'n3t-9.5']], { sources: [MLB] }),
    B('Dodgers vs. Phillies: O/U 7.5', 'Sports', close, [['mlb-lad-phi-2032-10-14-total-7pt5', '', 'n3t-7.5', { outcomes: yn('Over', 'Under'), rules: 'Resolves "Over" if the combined final score of both teams, including extra innings, is greater than 7.5.' }]]),
    U('mlb-lad-phi-2032-10-14', 'Dodgers at Phillies', 'Sports', close, [['aec-mlb-lad-phi-2032-10-14-total-8pt5', 'O/U 8.5', 'n3t-8.5', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['threshold']);
}
{ // ALCS series winner = AL pennant (alpha, beta, gamma).
  const close = z('2032-10-19', '03:00');
  addCase('mlb', { name: 'alcs-winner-2032', events: [
    A('KXMLBALCS-32', 'Who will win the 2032 ALCS?', 'Sports', close, [['NYY', 'New York Yankees', 'alcs-nyy'], ['SEA', 'Seattle Mariners', 'alcs-sea']], { sources: [MLB] }),
    B('American League Champion 2032', 'Sports', close, [['al-champion-2032-yankees', 'Yankees', 'alcs-nyy', { q: 'Will the Yankees win the 2032 American League pennant?' }],
      ['al-champion-2032-mariners', 'Mariners', 'alcs-sea', { q: 'Will the Mariners win the 2032 American League pennant?' }]], { rules: 'Resolves to the team that wins the 2032 ALCS and the American League pennant.' }),
    G('2032 AL Pennant Winner', close, gr(['New York Yankees', 'alcs-nyy'], ['Seattle Mariners', 'alcs-sea'])),
  ] });
}
{ // 2032 World Series champion (alpha, beta, gamma).
  const close = z('2032-11-01', '04:00');
  addCase('mlb', { name: 'world-series-2032', events: [
    A('KXMLB-32', '2032 World Series Champion', 'Sports', close, [['NYY', 'New York Yankees', 'ws-nyy'], ['SEA', 'Seattle Mariners', 'ws-sea'], ['LAD', 'Los Angeles Dodgers', 'ws-lad'], ['PHI', 'Philadelphia Phillies', 'ws-phi']], { sources: [MLB] }),
    B('World Series Champion 2032', 'Sports', close, [['world-series-champion-2032-dodgers', 'Dodgers', 'ws-lad'], ['world-series-champion-2032-yankees', 'Yankees', 'ws-nyy'],
      ['world-series-champion-2032-phillies', 'Phillies', 'ws-phi'], ['world-series-champion-2032-mariners', 'Mariners', 'ws-sea']]),
    G('Who wins the 2032 World Series?', close, gr(['Dodgers', 'ws-lad'], ['Yankees', 'ws-nyy'], ['Phillies', 'ws-phi'], ['Mariners', 'ws-sea'])),
  ] });
}
{ // ALCS length: alpha's number-of-games buckets; beta and gamma ask only whether it goes seven (= the 7-games bucket).
  const close = z('2032-10-19', '03:00');
  addCase('mlb', { name: 'alcs-length-2032', events: [
    A('KXMLBALCSGAMES-32', '2032 ALCS: how many games?', 'Sports', close, [['4', '4 games', 'alcsg-4'], ['5', '5 games', 'alcsg-5'], ['6', '6 games', 'alcsg-6'], ['7', '7 games', 'alcsg-7']], { sources: [MLB] }),
    B1('Will the ALCS go to 7 games?', 'Sports', close, 'alcsg-7', { mx: { rules: 'Resolves Yes if Game 7 of the 2032 American League Championship Series is played to completion.' } }),
    G1('Yankees-Mariners ALCS: will there be a Game 7?', close, 'alcsg-7'),
  ] });
}
{ // AL MVP 2032 (alpha, beta) vs NL MVP 2032 (gamma): near-identical award, other league.
  const close = z('2032-11-19', '00:00');
  addCase('mlb', { name: 'al-mvp-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMLBALMVP-32', '2032 AL MVP', 'Sports', close, [['BWIT', 'Bobby Witt Jr.', 'almvp-witt'], ['GHEN', 'Gunnar Henderson', 'almvp-henderson'], ['JROD', 'Julio Rodríguez', 'almvp-jrod'], ['AJUD', 'Aaron Judge', 'almvp-judge']],
      { sources: ['BBWAA https://bbwaa.com/'] }),
    B('American League MVP 2032', 'Sports', close, [['al-mvp-2032-witt', 'Bobby Witt Jr.', 'almvp-witt'], ['al-mvp-2032-rodriguez', 'Julio Rodriguez', 'almvp-jrod'], ['al-mvp-2032-henderson', 'Gunnar Henderson', 'almvp-henderson'],
      ['al-mvp-2032-raleigh', 'Cal Raleigh', 'almvp-raleigh']]),
    G('2032 NL MVP', z('2032-11-19', '00:00'), gr(['Shohei Ohtani', 'nlmvp-ohtani'], ['Elly De La Cruz', 'nlmvp-edlc'], ['Juan Soto', 'nlmvp-soto'])),
  ] }, ['category']);
}
{ // ALCS MVP — alpha only.
  addCase('mlb', { name: 'alcs-mvp-2032', events: [A('KXMLBALCSMVP-32', 'ALCS MVP 2032', 'Sports', z('2032-10-19', '04:00'),
    [['JROD', 'Julio Rodríguez', 'alcsmvp-jrod'], ['CRAL', 'Cal Raleigh', 'alcsmvp-raleigh'], ['AJUD', 'Aaron Judge', 'alcsmvp-judge'], ['JDOM', 'Jasson Domínguez', 'alcsmvp-dominguez']])] });
}
{ // Julio Rodríguez home run in ALCS Game 3 — beta only.
  addCase('mlb', { name: 'jrod-hr-alcs-g3', events: [B1('Julio Rodríguez to hit a home run in ALCS Game 3?', 'Sports', z('2032-10-13', '23:08'), 'jrod-hr-g3',
    { mx: { rules: 'Resolves Yes if Julio Rodríguez hits at least one home run in the Yankees vs. Mariners game on October 13, 2032. If he does not play, resolves No.' } })] });
}

// ───────────────────────────── NFL: WEEK 6 AND SEASON FUTURES ─────────────────────────────

{ // TNF week 6, Chiefs at Broncos, Thu Oct 14 (alpha, beta, beta_us) vs the week 15 rematch at Arrowhead on Dec 19 (gamma).
  const close = z('2032-10-15', '00:15');
  addCase('nfl', { name: 'nfl-kc-den-wk6', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNFLGAME-${ad('2032-10-14')}KCDEN`, 'Kansas City at Denver', 'Sports', z('2032-10-15', '04:00'), [['KC', 'Kansas City', 'kcden-kc'], ['DEN', 'Denver', 'kcden-den']], { sources: [NFL] }),
    B('Chiefs vs. Broncos', 'Sports', close, [['nfl-kc-den-2032-10-14', '', 'kcden-kc', { outcomes: yn('Chiefs', 'Broncos'), src: 'https://www.nfl.com/', rules: `Week 6, Thursday Night Football, Empower Field at Mile High, October 14, 2032 8:15 PM ET. ${PMR('Chiefs')} A tie resolves 50-50.` }]]),
    U('nfl-kc-den-2032-10-14', 'Chiefs @ Broncos', 'Sports', close, [['aec-nfl-kc-den-2032-10-14', '', 'kcden-kc', { outcomes: yn('Chiefs', 'Broncos') }]]),
    G('Broncos at Chiefs — Week 15 (Dec 19)', z('2032-12-19', '21:25'), gr(['Chiefs', 'denkc-kc'], ['Broncos', 'denkc-den']),
      { rules: 'Resolves to the winner of the Denver Broncos at Kansas City Chiefs regular-season game scheduled for December 19, 2032. Overtime counts; a tie resolves both options No.' }),
  ] }, ['date']);
}
{ // Bills at Jets, Sun Oct 17 1:00 PM ET (alpha, beta, gamma).
  const close = z('2032-10-17', '17:00');
  addCase('nfl', { name: 'nfl-buf-nyj-wk6', events: [
    A(`KXNFLGAME-${ad('2032-10-17')}BUFNYJ`, 'Buffalo at New York J', 'Sports', z('2032-10-17', '21:00'), [['BUF', 'Buffalo', 'bufnyj-buf'], ['NYJ', 'New York J', 'bufnyj-nyj']], { sources: [NFL] }),
    B('Bills vs. Jets', 'Sports', close, [['nfl-buf-nyj-2032-10-17', '', 'bufnyj-buf', { outcomes: yn('Bills', 'Jets'), src: 'https://www.nfl.com/' }]]),
    G('NFL Week 6: Jets vs Bills', close, gr(['Jets', 'bufnyj-nyj'], ['Bills', 'bufnyj-buf'])),
  ] });
}
{ // Lions at Packers, Sun Oct 17 4:25 PM ET (alpha, beta_us).
  const close = z('2032-10-17', '20:25');
  addCase('nfl', { name: 'nfl-det-gb-wk6', events: [
    A(`KXNFLGAME-${ad('2032-10-17')}DETGB`, 'Detroit at Green Bay', 'Sports', z('2032-10-18', '00:00'), [['DET', 'Detroit', 'detgb-det'], ['GB', 'Green Bay', 'detgb-gb']], { sources: [NFL] }),
    U('nfl-det-gb-2032-10-17', 'Lions at Packers', 'Sports', close, [['aec-nfl-det-gb-2032-10-17', '', 'detgb-gb', { outcomes: yn('Packers', 'Lions') }]]),
  ] });
}
{ // SNF week 6, Cowboys at 49ers (all four venues).
  const close = z('2032-10-18', '00:20');
  addCase('nfl', { name: 'nfl-dal-sf-snf', events: [
    A(`KXNFLGAME-${ad('2032-10-17')}DALSF`, 'Dallas at San Francisco', 'Sports', z('2032-10-18', '04:00'), [['DAL', 'Dallas', 'dalsf-dal'], ['SF', 'San Francisco', 'dalsf-sf']], { sources: [NFL] }),
    B('Cowboys vs. 49ers', 'Sports', close, [['nfl-dal-sf-2032-10-17', '', 'dalsf-dal', { outcomes: yn('Cowboys', '49ers') }]]),
    U('nfl-dal-sf-2032-10-17', 'Cowboys at 49ers', 'Sports', close, [['aec-nfl-dal-sf-2032-10-17', '', 'dalsf-dal', { outcomes: yn('Cowboys', '49ers') }]]),
    G('Sunday Night Football: Dallas @ San Francisco', close, gr(['Dallas Cowboys', 'dalsf-dal'], ['San Francisco 49ers', 'dalsf-sf'])),
  ] });
}
{ // MNF week 6, Steelers at Browns: moneyline (alpha, beta) vs a spread market on the same game (beta_us): measure.
  const close = z('2032-10-19', '00:15');
  addCase('nfl', { name: 'nfl-pit-cle-mnf', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A(`KXNFLGAME-${ad('2032-10-18')}PITCLE`, 'Pittsburgh at Cleveland', 'Sports', z('2032-10-19', '04:00'), [['PIT', 'Pittsburgh', 'pitcle-pit'], ['CLE', 'Cleveland', 'pitcle-cle']], { sources: [NFL] }),
    B('Steelers vs. Browns', 'Sports', close, [['nfl-pit-cle-2032-10-18', '', 'pitcle-pit', { outcomes: yn('Steelers', 'Browns') }]]),
    U('nfl-pit-cle-2032-10-18', 'Steelers at Browns', 'Sports', close, [['aec-nfl-pit-cle-2032-10-18-spread-away-2pt5', 'Steelers -2.5', 'pitcle-sp-pit2.5', { outcomes: yn('Steelers', 'Browns'),
      rules: 'Resolves to the Steelers if they win by more than 2.5 points; otherwise the Browns.' }]]),
  ] }, ['measure']);
}
{ // Ravens at Bengals spread: alpha's margin ladder, beta -3.5, gamma -6.5 (same game margin, different lines).
  const close = z('2032-10-17', '17:00');
  addCase('nfl', { name: 'nfl-bal-cin-spread', events: [
    A(`KXNFLSPREAD-${ad('2032-10-17')}BALCIN`, 'Baltimore at Cincinnati: Spread', 'Sports', z('2032-10-17', '21:00'), [
      ['BAL3', 'Baltimore wins by over 3.5 Points', 'balcin-bal3.5'], ['BAL6', 'Baltimore wins by over 6.5 Points', 'balcin-bal6.5'], ['BAL9', 'Baltimore wins by over 9.5 Points', 'balcin-bal9.5'],
      ['CIN3', 'Cincinnati wins by over 3.5 Points', 'balcin-cin3.5']], { sources: [NFL] }),
    B('Spread: Ravens (-3.5)', 'Sports', close, [['nfl-bal-cin-2032-10-17-spread-away-3pt5', '', 'balcin-bal3.5', { outcomes: yn('Ravens', 'Bengals'), q: 'Ravens vs. Bengals: Spread Ravens -3.5' }]]),
    G1('Ravens -6.5 at Bengals (Oct 17)?', close, 'balcin-bal6.5', { rules: 'Yes if the Baltimore Ravens beat the Cincinnati Bengals by 7 or more points on October 17, 2032.' }),
  ] }, ['threshold']);
}
{ // SNF total points: alpha ladder, beta O/U 47.5, beta_us O/U 48.5.
  const close = z('2032-10-18', '00:20');
  addCase('nfl', { name: 'nfl-dal-sf-total', events: [
    A(`KXNFLTOTAL-${ad('2032-10-17')}DALSF`, 'Dallas at San Francisco: Total Points', 'Sports', z('2032-10-18', '04:00'), [
      ['44', 'Over 44.5 points scored', 'dalsf-t44.5'], ['47', 'Over 47.5 points scored', 'dalsf-t47.5'], ['50', 'Over 50.5 points scored', 'dalsf-t50.5']], { sources: [NFL] }),
    B('Cowboys vs. 49ers: O/U 47.5', 'Sports', close, [['nfl-dal-sf-2032-10-17-total-47pt5', '', 'dalsf-t47.5', { outcomes: yn('Over', 'Under') }]]),
    U('nfl-dal-sf-2032-10-17-total', 'Cowboys at 49ers: Total', 'Sports', close, [['aec-nfl-dal-sf-2032-10-17-total-48pt5', 'O/U 48.5', 'dalsf-t48.5', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['threshold']);
}
{ // Josh Allen passing yards at the Jets: alpha 250+ ladder, beta O/U 249.5 (same outcome); gamma 2+ passing TDs (measure).
  const close = z('2032-10-17', '17:00');
  addCase('nfl', { name: 'nfl-allen-pass-yds', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNFLPASSYDS-${ad('2032-10-17')}BUFNYJ`, 'Buffalo at New York J: Josh Allen passing yards', 'Sports', z('2032-10-17', '21:00'), [
      ['JALLEN200', 'Josh Allen: 200+', 'allen-200'], ['JALLEN250', 'Josh Allen: 250+', 'allen-250'], ['JALLEN300', 'Josh Allen: 300+', 'allen-300']], { sources: [NFL] }),
    B('Josh Allen: Passing Yards O/U 249.5', 'Sports', close, [['nfl-buf-nyj-2032-10-17-jallen-passyds-249pt5', '', 'allen-250', { outcomes: yn('Over', 'Under'),
      rules: 'Resolves "Over" if Josh Allen records more than 249.5 passing yards in the Bills vs. Jets game on October 17, 2032, per the official NFL box score. If he does not play, resolves 50-50.' }]]),
    G1('Josh Allen 2+ passing TDs vs Jets?', close, 'allen-2td'),
  ] }, ['measure']);
}
{ // NFL MVP for the 2032 season (alpha, beta, gamma; lists partly overlap).
  const close = z('2033-02-11', '02:00');
  addCase('nfl', { name: 'nfl-mvp-2032', events: [
    A('KXNFLMVP-32', 'NFL MVP 2032-33', 'Sports', close, [['JDAN', 'Jayden Daniels', 'nmvp-daniels'], ['JBUR', 'Joe Burrow', 'nmvp-burrow'], ['DMAY', 'Drake Maye', 'nmvp-maye'], ['CSTR', 'C.J. Stroud', 'nmvp-stroud'],
      ['JALL', 'Josh Allen', 'nmvp-allen'], ['LJAC', 'Lamar Jackson', 'nmvp-lamar']], { sources: ['Associated Press https://www.nfl.com/honors/'] }),
    B('NFL MVP', 'Sports', close, [['nfl-mvp-2032-daniels', 'Jayden Daniels', 'nmvp-daniels'], ['nfl-mvp-2032-maye', 'Drake Maye', 'nmvp-maye'], ['nfl-mvp-2032-burrow', 'Joe Burrow', 'nmvp-burrow'],
      ['nfl-mvp-2032-caleb-williams', 'Caleb Williams', 'nmvp-cwilliams'], ['nfl-mvp-2032-allen', 'Josh Allen', 'nmvp-allen']], { rules: 'Resolves to the winner of the AP NFL Most Valuable Player award for the 2032 NFL season.' }),
    G('2032 NFL Most Valuable Player', close, gr(['Daniels', 'nmvp-daniels'], ['Burrow', 'nmvp-burrow'], ['Stroud', 'nmvp-stroud'], ['Maye', 'nmvp-maye'])),
  ] });
}
{ // Super Bowl LXVII champion (Feb 13, 2033; alpha, beta, beta_us).
  const close = z('2033-02-14', '03:30');
  addCase('nfl', { name: 'super-bowl-lxvii', events: [
    A('KXSB-33', 'Pro Football Champion 2033', 'Sports', close, [['BUF', 'Buffalo', 'sb-buf'], ['KC', 'Kansas City', 'sb-kc'], ['DET', 'Detroit', 'sb-det'], ['PHI', 'Philadelphia', 'sb-phi'],
      ['BAL', 'Baltimore', 'sb-bal'], ['SF', 'San Francisco', 'sb-sf'], ['WAS', 'Washington', 'sb-was']], { sources: [NFL] }),
    B('Super Bowl Champion 2033', 'Sports', close, [['super-bowl-champion-2033-bills', 'Bills', 'sb-buf'], ['super-bowl-champion-2033-eagles', 'Eagles', 'sb-phi'], ['super-bowl-champion-2033-lions', 'Lions', 'sb-det'],
      ['super-bowl-champion-2033-ravens', 'Ravens', 'sb-bal'], ['super-bowl-champion-2033-chiefs', 'Chiefs', 'sb-kc'], ['super-bowl-champion-2033-commanders', 'Commanders', 'sb-was']]),
    U('super-bowl-lxvii-winner', 'Super Bowl LXVII Winner', 'Sports', close, [['sb-lxvii-buffalo-bills', 'Buffalo Bills', 'sb-buf'], ['sb-lxvii-detroit-lions', 'Detroit Lions', 'sb-det'], ['sb-lxvii-kansas-city-chiefs', 'Kansas City Chiefs', 'sb-kc']]),
  ] });
}
{ // AFC East 2032 division winner (alpha, beta) vs AFC champion (gamma): round.
  addCase('nfl', { name: 'afc-east-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLAFCEAST-32', 'AFC East Division Winner 2032', 'Sports', z('2033-01-10', '05:00'), [['BUF', 'Buffalo', 'afce-buf'], ['NE', 'New England', 'afce-ne'], ['MIA', 'Miami', 'afce-mia'], ['NYJ', 'New York J', 'afce-nyj']], { sources: [NFL] }),
    B('AFC East Winner', 'Sports', z('2033-01-10', '05:00'), [['afc-east-winner-2032-bills', 'Bills', 'afce-buf'], ['afc-east-winner-2032-patriots', 'Patriots', 'afce-ne'], ['afc-east-winner-2032-dolphins', 'Dolphins', 'afce-mia'],
      ['afc-east-winner-2032-jets', 'Jets', 'afce-nyj']]),
    G('AFC Champion 2032 season', z('2033-01-31', '02:00'), gr(['Bills', 'afcc-buf'], ['Chiefs', 'afcc-kc'], ['Ravens', 'afcc-bal'], ['Patriots', 'afcc-ne'])),
  ] }, ['round']);
}
{ // Jets head coach out by Black Monday (alpha) vs out by Nov 30 (beta): deadline.
  addCase('nfl', { name: 'jets-coach-out', groups: [['alpha'], ['beta']], events: [
    A1('KXNFLCOACHOUT-32NYJ', 'Will the Jets head coach be out before Jan 11, 2033?', 'Sports', z('2033-01-11', '05:00'), 'NYJ', 'New York Jets', 'jets-hc-jan11',
      { rules: 'If the New York Jets head coach as of Oct 13, 2032 is fired, resigns or otherwise leaves the position before Jan 11, 2033, then the market resolves to Yes.' }),
    B1('Jets head coach out by November 30?', 'Sports', z('2032-12-01', '04:59'), 'jets-hc-nov30',
      { mx: { rules: 'Resolves Yes if the New York Jets head coach is fired, resigns or is otherwise removed between market creation and November 30, 2032, 11:59 PM ET, per an official team announcement or credible reporting.' } }),
  ] }, ['deadline']);
}
{ // NFL Offensive Rookie of the Year 2032 — beta only.
  addCase('nfl', { name: 'nfl-oroy-2032', events: [B('NFL Offensive Rookie of the Year 2032', 'Sports', z('2033-02-11', '02:00'), [['nfl-oroy-2032-tyler-haynes', 'Tyler Haynes', 'oroy-haynes'],
    ['nfl-oroy-2032-marcus-bell', 'Marcus Bell', 'oroy-bell'], ['nfl-oroy-2032-dj-lagway', 'DJ Lagway', 'oroy-lagway']])] });
}

// ───────────────────────────── COLLEGE FOOTBALL: WEEK 7 AND FUTURES ─────────────────────────────

{ // Red River Rivalry, Texas vs Oklahoma at the Cotton Bowl, Sat Oct 16 (alpha, beta, beta_us; beta_us lists OU first).
  const close = z('2032-10-16', '16:00');
  addCase('cfb', { name: 'cfb-texas-ou', events: [
    A(`KXNCAAFGAME-${ad('2032-10-16')}TEXOU`, 'Texas vs Oklahoma', 'Sports', z('2032-10-16', '20:30'), [['TEX', 'Texas', 'texou-tex'], ['OU', 'Oklahoma', 'texou-ou']], { sources: [NCAA] }),
    B('Texas vs. Oklahoma', 'Sports', close, [['cfb-tex-okla-2032-10-16', '', 'texou-tex', { outcomes: yn('Texas', 'Oklahoma'), rules: 'Red River Rivalry at the Cotton Bowl, Dallas, October 16, 2032, 12:00 PM ET. This market resolves to "Texas" if the Longhorns win the game and to "Oklahoma" if the Sooners win. If the game is postponed, the market remains open until it is played; if canceled entirely, it resolves 50-50.' }]]),
    U('cfb-okla-tex-2032-10-16', 'Oklahoma vs Texas (Red River)', 'Sports', close, [['aec-cfb-okla-tex-2032-10-16', '', 'texou-ou', { outcomes: yn('Oklahoma', 'Texas') }]]),
  ] });
}
{ // Third Saturday in October: Alabama at Tennessee (alpha, beta, gamma).
  const close = z('2032-10-16', '19:30');
  addCase('cfb', { name: 'cfb-bama-tenn', events: [
    A(`KXNCAAFGAME-${ad('2032-10-16')}ALATENN`, 'Alabama at Tennessee', 'Sports', z('2032-10-17', '00:00'), [['ALA', 'Alabama', 'alaten-ala'], ['TENN', 'Tennessee', 'alaten-ten']], { sources: [NCAA] }),
    B('Alabama vs. Tennessee', 'Sports', close, [['cfb-bama-tenn-2032-10-16', '', 'alaten-ala', { outcomes: yn('Alabama', 'Tennessee') }]]),
    G('Tennessee Volunteers vs Alabama Crimson Tide (Oct 16)', close, gr(['Tennessee', 'alaten-ten'], ['Alabama', 'alaten-ala'])),
  ] });
}
{ // Heisman Trophy 2032 (alpha, beta).
  const close = z('2032-12-12', '02:00');
  addCase('cfb', { name: 'heisman-2032', events: [
    A('KXHEISMAN-32', 'Heisman Trophy Winner 2032', 'Sports', close, [['JREE', 'Jaxon Reed', 'heis-reed'], ['MDOR', 'Malik Dorsey', 'heis-dorsey'], ['KSIM', 'Keelon Simms', 'heis-simms'], ['TBRO', 'Tavien Brooks', 'heis-brooks']],
      { sources: ['Heisman Trust https://www.heisman.com/'] }),
    B('Heisman Trophy Winner', 'Sports', close, [['heisman-2032-jaxon-reed', 'Jaxon Reed', 'heis-reed'], ['heisman-2032-keelon-simms', 'Keelon Simms', 'heis-simms'], ['heisman-2032-malik-dorsey', 'Malik Dorsey', 'heis-dorsey'],
      ['heisman-2032-dante-whitfield', 'Dante Whitfield', 'heis-whitfield']]),
  ] });
}
{ // CFP national champion, 2032-33 season (alpha, beta).
  const close = z('2033-01-11', '05:00');
  addCase('cfb', { name: 'cfp-champion-2033', events: [
    A('KXNCAAF-33', 'College Football Champion 2032-33', 'Sports', close, [['OSU', 'Ohio State', 'cfp-osu'], ['UGA', 'Georgia', 'cfp-uga'], ['TEX', 'Texas', 'cfp-tex'], ['ORE', 'Oregon', 'cfp-ore'], ['ALA', 'Alabama', 'cfp-ala']], { sources: [NCAA] }),
    B('College Football Playoff National Champion', 'Sports', close, [['cfp-champion-2033-ohio-state', 'Ohio State', 'cfp-osu'], ['cfp-champion-2033-texas', 'Texas', 'cfp-tex'], ['cfp-champion-2033-georgia', 'Georgia', 'cfp-uga'],
      ['cfp-champion-2033-oregon', 'Oregon', 'cfp-ore'], ['cfp-champion-2033-notre-dame', 'Notre Dame', 'cfp-nd']]),
  ] });
}
{ // SEC Championship Game 2032 (alpha, beta) vs "Will Georgia make the CFP?" (gamma): round.
  addCase('cfb', { name: 'sec-champ-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSECCHAMP-32', 'SEC Champion 2032', 'Sports', z('2032-12-05', '01:00'), [['UGA', 'Georgia', 'sec-uga'], ['TEX', 'Texas', 'sec-tex'], ['ALA', 'Alabama', 'sec-ala'], ['LSU', 'LSU', 'sec-lsu']], { sources: [NCAA] }),
    B('SEC Championship Winner 2032', 'Sports', z('2032-12-05', '01:00'), [['sec-championship-2032-georgia', 'Georgia', 'sec-uga'], ['sec-championship-2032-texas', 'Texas', 'sec-tex'],
      ['sec-championship-2032-alabama', 'Alabama', 'sec-ala'], ['sec-championship-2032-tennessee', 'Tennessee', 'sec-ten']]),
    G1('Will Georgia make the 2032-33 College Football Playoff?', z('2032-12-06', '17:00'), 'uga-cfp-berth'),
  ] }, ['round']);
}
{ // Penn State at Ohio State, Oct 30 — beta_us only.
  addCase('cfb', { name: 'cfb-psu-osu', events: [U('cfb-psu-osu-2032-10-30', 'Penn State at Ohio State', 'Sports', z('2032-10-30', '16:00'), [['aec-cfb-psu-osu-2032-10-30', '', 'psuosu-osu', { outcomes: yn('Ohio State', 'Penn State') }]])] });
}

// ───────────────────────────── NHL AND NBA: OPENERS AND SEASON FUTURES ─────────────────────────────

{ // Rangers at Bruins, Thu Oct 14: result incl. OT/SO (alpha, beta, beta_us) vs 60-minute three-way result (gamma): measure.
  const close = z('2032-10-14', '23:00');
  addCase('nhl_nba', { name: 'nhl-nyr-bos', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNHLGAME-${ad('2032-10-14')}NYRBOS`, 'New York R at Boston', 'Sports', z('2032-10-15', '02:30'), [['NYR', 'New York R', 'nyrbos-nyr'], ['BOS', 'Boston', 'nyrbos-bos']],
      { sources: [NHL], rules: 'Resolves to the team that wins the game, including overtime and shootout.' }),
    B('Rangers vs. Bruins', 'Sports', close, [['nhl-nyr-bos-2032-10-14', '', 'nyrbos-nyr', { outcomes: yn('Rangers', 'Bruins'), rules: 'Resolves to the winner of the game including overtime and shootout, per NHL.com.' }]]),
    U('nhl-nyr-bos-2032-10-14', 'Rangers @ Bruins', 'Sports', close, [['aec-nhl-nyr-bos-2032-10-14', '', 'nyrbos-bos', { outcomes: yn('Bruins', 'Rangers') }]]),
    G('Bruins vs Rangers — regulation time result (Oct 14)', close, gr(['Bruins', 'nyrbos-reg-bos'], ['Draw', 'nyrbos-reg-draw'], ['Rangers', 'nyrbos-reg-nyr']),
      { rules: 'Settles on the score at the end of 60 minutes of regulation time. Overtime and shootout are not counted; a tie after regulation resolves "Draw".' }),
  ] }, ['measure']);
}
{ // Stanley Cup 2033 (alpha, beta, beta_us).
  const close = z('2033-06-25', '04:00');
  addCase('nhl_nba', { name: 'stanley-cup-2033', events: [
    A('KXNHL-33', 'Stanley Cup Champion 2033', 'Sports', close, [['FLA', 'Florida', 'sc-fla'], ['EDM', 'Edmonton', 'sc-edm'], ['COL', 'Colorado', 'sc-col'], ['CAR', 'Carolina', 'sc-car'], ['DAL', 'Dallas', 'sc-dal'], ['TOR', 'Toronto', 'sc-tor']], { sources: [NHL] }),
    B('2033 Stanley Cup Champion', 'Sports', close, [['stanley-cup-2033-avalanche', 'Avalanche', 'sc-col'], ['stanley-cup-2033-panthers', 'Panthers', 'sc-fla'], ['stanley-cup-2033-oilers', 'Oilers', 'sc-edm'],
      ['stanley-cup-2033-hurricanes', 'Hurricanes', 'sc-car'], ['stanley-cup-2033-maple-leafs', 'Maple Leafs', 'sc-tor']]),
    U('stanley-cup-2032-33', 'NHL Champion 2032-33', 'Sports', close, [['nhl-2033-colorado-avalanche', 'Colorado Avalanche', 'sc-col'], ['nhl-2033-florida-panthers', 'Florida Panthers', 'sc-fla'], ['nhl-2033-dallas-stars', 'Dallas Stars', 'sc-dal']]),
  ] });
}
{ // Hart Trophy 2032-33 (alpha, beta) vs Art Ross Trophy, the points title (gamma): measure.
  addCase('nhl_nba', { name: 'hart-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNHLHART-33', 'Hart Trophy 2032-33', 'Sports', z('2033-06-20', '00:00'), [['CMCD', 'Connor McDavid', 'hart-mcdavid'], ['NMAC', 'Nathan MacKinnon', 'hart-mackinnon'], ['CBED', 'Connor Bedard', 'hart-bedard'],
      ['MCEL', 'Macklin Celebrini', 'hart-celebrini']], { sources: [NHL] }),
    B('NHL MVP (Hart Trophy) 2033', 'Sports', z('2033-06-20', '00:00'), [['hart-trophy-2033-bedard', 'Connor Bedard', 'hart-bedard'], ['hart-trophy-2033-celebrini', 'Macklin Celebrini', 'hart-celebrini'],
      ['hart-trophy-2033-mcdavid', 'Connor McDavid', 'hart-mcdavid']]),
    G('2032-33 NHL points leader (Art Ross Trophy)', z('2033-04-17', '04:00'), gr(['Connor McDavid', 'artross-mcdavid'], ['Connor Bedard', 'artross-bedard'], ['Nikita Kucherov', 'artross-kucherov'])),
  ] }, ['measure']);
}
{ // Panthers at Lightning, Sat Oct 16 — beta only.
  addCase('nhl_nba', { name: 'nhl-fla-tbl', events: [B('Panthers vs. Lightning', 'Sports', z('2032-10-16', '23:00'), [['nhl-fla-tb-2032-10-16', '', 'flatbl-fla', { outcomes: yn('Panthers', 'Lightning') }]])] });
}
{ // NBA opening night, Knicks at Celtics, Tue Oct 19 (alpha, beta, beta_us).
  const close = z('2032-10-19', '23:30');
  addCase('nhl_nba', { name: 'nba-nyk-bos-opener', events: [
    A(`KXNBAGAME-${ad('2032-10-19')}NYKBOS`, 'New York at Boston', 'Sports', z('2032-10-20', '03:00'), [['NYK', 'New York', 'nykbos-nyk'], ['BOS', 'Boston', 'nykbos-bos']], { sources: [NBA] }),
    B('Knicks vs. Celtics', 'Sports', close, [['nba-nyk-bos-2032-10-19', '', 'nykbos-nyk', { outcomes: yn('Knicks', 'Celtics') }]]),
    U('nba-nyk-bos-2032-10-19', 'Knicks at Celtics', 'Sports', close, [['aec-nba-nyk-bos-2032-10-19', '', 'nykbos-nyk', { outcomes: yn('Knicks', 'Celtics') }]]),
  ] });
}
{ // Lakers at Warriors, opening night Oct 19 (alpha, beta) vs Warriors at Lakers on Christmas Day (gamma): date.
  const close = z('2032-10-20', '02:00');
  addCase('nhl_nba', { name: 'nba-lal-gsw-opener', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNBAGAME-${ad('2032-10-19')}LALGSW`, 'Los Angeles L at Golden State', 'Sports', z('2032-10-20', '05:30'), [['LAL', 'Los Angeles L', 'lalgsw-lal'], ['GSW', 'Golden State', 'lalgsw-gsw']], { sources: [NBA] }),
    B('Lakers vs. Warriors', 'Sports', close, [['nba-lal-gsw-2032-10-19', '', 'lalgsw-lal', { outcomes: yn('Lakers', 'Warriors') }]]),
    G('Warriors vs Lakers — Christmas Day', z('2032-12-26', '01:00'), gr(['Lakers', 'gswlal-xmas-lal'], ['Warriors', 'gswlal-xmas-gsw'])),
  ] }, ['date']);
}
{ // NBA champion 2033 (alpha, beta, gamma).
  const close = z('2033-06-22', '04:00');
  addCase('nhl_nba', { name: 'nba-champion-2033', events: [
    A('KXNBA-33', 'Pro Basketball Champion 2033', 'Sports', close, [['OKC', 'Oklahoma City', 'nba-okc'], ['SAS', 'San Antonio', 'nba-sas'], ['NYK', 'New York', 'nba-nyk'], ['BOS', 'Boston', 'nba-bos'], ['DEN', 'Denver', 'nba-den'],
      ['HOU', 'Houston', 'nba-hou']], { sources: [NBA] }),
    B('NBA Champion 2033', 'Sports', close, [['nba-champion-2033-thunder', 'Thunder', 'nba-okc'], ['nba-champion-2033-spurs', 'Spurs', 'nba-sas'], ['nba-champion-2033-knicks', 'Knicks', 'nba-nyk'],
      ['nba-champion-2033-rockets', 'Rockets', 'nba-hou'], ['nba-champion-2033-magic', 'Magic', 'nba-orl']]),
    G('2032-33 NBA Champion', close, gr(['OKC Thunder', 'nba-okc'], ['SA Spurs', 'nba-sas'], ['Celtics', 'nba-bos'], ['Nuggets', 'nba-den'])),
  ] });
}
{ // Thunder regular-season wins: alpha ladder; beta O/U 54.5 and beta_us O/U 56.5 match different rungs.
  const close = z('2033-04-12', '04:00');
  addCase('nhl_nba', { name: 'nba-okc-wins', events: [
    A('KXNBAWINS-OKC33', 'Oklahoma City regular season wins 2032-33', 'Sports', close, [['T52', 'Above 52.5 wins', 'okcw-52.5'], ['T54', 'Above 54.5 wins', 'okcw-54.5'], ['T56', 'Above 56.5 wins', 'okcw-56.5'], ['T58', 'Above 58.5 wins', 'okcw-58.5']], { sources: [NBA] }),
    B('Thunder Regular Season Wins O/U 54.5', 'Sports', close, [['nba-okc-wins-2032-33-54pt5', '', 'okcw-54.5', { outcomes: yn('Over', 'Under') }]]),
    U('nba-okc-season-wins-2032-33', 'Thunder 2032-33 Win Total', 'Sports', close, [['nba-okc-wins-over-56pt5', 'Over 56.5', 'okcw-56.5']]),
  ] }, ['threshold']);
}
{ // NBA Rookie of the Year 2032-33 — alpha only.
  addCase('nhl_nba', { name: 'nba-roy-2033', events: [A('KXNBAROY-33', 'NBA Rookie of the Year 2032-33', 'Sports', z('2033-05-01', '00:00'), [['AMOR', 'Andre Moreno', 'nbaroy-moreno'], ['JKOF', 'Jalen Kofi', 'nbaroy-kofi'], ['TWAR', 'Trey Warner', 'nbaroy-warner']],
    { sources: [NBA] })] });
}

// ───────────────────────────── EUROPEAN FOOTBALL ─────────────────────────────

{ // Premier League, Arsenal v Liverpool, Sat 16 October 17:30 BST (all four venues; three-way result).
  const close = z('2032-10-16', '16:30');
  addCase('soccer', { name: 'epl-ars-liv', events: [
    A(`KXEPLGAME-${ad('2032-10-16')}ARSLIV`, 'Arsenal vs Liverpool', 'Sports', z('2032-10-16', '19:00'), [['ARS', 'Arsenal', 'arsliv-ars'], ['TIE', 'Tie', 'arsliv-draw'], ['LIV', 'Liverpool', 'arsliv-liv']],
      { sources: [PL], rules: 'Resolves on the result after 90 minutes plus stoppage time.' }),
    B('Arsenal vs. Liverpool', 'Sports', close, [['epl-ars-liv-2032-10-16-ars', 'Arsenal', 'arsliv-ars', { q: 'Will Arsenal win on 2032-10-16?' }],
      ['epl-ars-liv-2032-10-16-draw', 'Draw (Arsenal vs. Liverpool)', 'arsliv-draw', { q: 'Will Arsenal vs. Liverpool end in a draw?' }],
      ['epl-ars-liv-2032-10-16-liv', 'Liverpool', 'arsliv-liv', { q: 'Will Liverpool win on 2032-10-16?' }]], { rules: 'This market refers to the Premier League match between Arsenal and Liverpool scheduled for October 16, 2032. Resolves on regulation time plus stoppage time only.' }),
    U('epl-ars-liv-2032-10-16', 'Arsenal v Liverpool', 'Sports', close, [['aec-epl-ars-liv-2032-10-16-ars', 'Arsenal', 'arsliv-ars'], ['aec-epl-ars-liv-2032-10-16-draw', 'Draw', 'arsliv-draw'],
      ['aec-epl-ars-liv-2032-10-16-liv', 'Liverpool', 'arsliv-liv']]),
    G('EPL: Arsenal v Liverpool (16 Oct)', close, gr(['Arsenal', 'arsliv-ars'], ['Draw', 'arsliv-draw'], ['Liverpool', 'arsliv-liv'])),
  ] });
}
{ // Chelsea v Manchester City, Sun 17 October (alpha, beta) vs the return fixture at the Etihad in February (gamma): date.
  const close = z('2032-10-17', '15:30');
  addCase('soccer', { name: 'epl-che-mci', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXEPLGAME-${ad('2032-10-17')}CHEMCI`, 'Chelsea vs Manchester City', 'Sports', z('2032-10-17', '18:00'), [['CHE', 'Chelsea', 'chemci-che'], ['TIE', 'Tie', 'chemci-draw'], ['MCI', 'Manchester City', 'chemci-mci']], { sources: [PL] }),
    B('Chelsea vs. Man City', 'Sports', close, [['epl-che-mci-2032-10-17-che', 'Chelsea', 'chemci-che'], ['epl-che-mci-2032-10-17-draw', 'Draw (Chelsea vs. Man City)', 'chemci-draw'], ['epl-che-mci-2032-10-17-mci', 'Man City', 'chemci-mci']]),
    G('Man City vs Chelsea — Premier League (5 Feb 2033)', z('2033-02-05', '15:00'), gr(['Man City', 'mciche-mci'], ['Draw', 'mciche-draw'], ['Chelsea', 'mciche-che'])),
  ] }, ['date']);
}
{ // Arsenal v Liverpool total goals: alpha ladder, beta O/U 2.5 (same event) vs beta_us both teams to score (measure).
  const close = z('2032-10-16', '16:30');
  addCase('soccer', { name: 'epl-ars-liv-goals', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A(`KXEPLTOTAL-${ad('2032-10-16')}ARSLIV`, 'Arsenal vs Liverpool: Total Goals', 'Sports', z('2032-10-16', '19:00'), [['1', 'Over 1.5 goals scored', 'arslivg-1.5'], ['2', 'Over 2.5 goals scored', 'arslivg-2.5'], ['3', 'Over 3.5 goals scored', 'arslivg-3.5']], { sources: [PL] }),
    B('Arsenal vs. Liverpool: O/U 2.5', 'Sports', close, [['epl-ars-liv-2032-10-16-total-2pt5', '', 'arslivg-2.5', { outcomes: yn('Over', 'Under') }]]),
    U('epl-ars-liv-2032-10-16-btts', 'Arsenal v Liverpool: Both Teams to Score', 'Sports', close, [['aec-epl-ars-liv-2032-10-16-btts', 'Both Teams to Score', 'arsliv-btts']]),
  ] }, ['measure']);
}
{ // Champions League league phase matchday 3, Real Madrid v Bayern, Wed 20 October (alpha, beta, gamma).
  const close = z('2032-10-20', '19:00');
  addCase('soccer', { name: 'ucl-rma-bay', events: [
    A(`KXUCLGAME-${ad('2032-10-20')}RMABAY`, 'Real Madrid vs Bayern Munich', 'Sports', z('2032-10-20', '21:30'), [['RMA', 'Real Madrid', 'rmabay-rma'], ['TIE', 'Tie', 'rmabay-draw'], ['BAY', 'Bayern Munich', 'rmabay-bay']], { sources: [UEFA] }),
    B('Real Madrid vs. Bayern München', 'Sports', close, [['ucl-rma-bay-2032-10-20-rma', 'Real Madrid', 'rmabay-rma'], ['ucl-rma-bay-2032-10-20-draw', 'Draw (Real Madrid vs. Bayern München)', 'rmabay-draw'],
      ['ucl-rma-bay-2032-10-20-bay', 'Bayern München', 'rmabay-bay']]),
    G('UCL: Real Madrid vs Bayern (Oct 20)', close, gr(['Real Madrid', 'rmabay-rma'], ['Draw', 'rmabay-draw'], ['Bayern', 'rmabay-bay'])),
  ] });
}
{ // El Clásico at the Bernabéu, Sun 24 October (alpha, beta, beta_us) vs the return Clásico at Camp Nou in April (gamma): date.
  const close = z('2032-10-24', '14:15');
  addCase('soccer', { name: 'el-clasico-oct-2032', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXLALIGAGAME-${ad('2032-10-24')}RMABAR`, 'Real Madrid vs Barcelona', 'Sports', z('2032-10-24', '16:45'), [['RMA', 'Real Madrid', 'clas1-rma'], ['TIE', 'Tie', 'clas1-draw'], ['BAR', 'Barcelona', 'clas1-bar']],
      { sources: ['LaLiga https://www.laliga.com/en-GB/laliga-easports/results'] }),
    B('Real Madrid vs. Barcelona', 'Sports', close, [['lal-rma-bar-2032-10-24-rma', 'Real Madrid', 'clas1-rma'], ['lal-rma-bar-2032-10-24-draw', 'Draw (Real Madrid vs. Barcelona)', 'clas1-draw'], ['lal-rma-bar-2032-10-24-bar', 'Barcelona', 'clas1-bar']]),
    U('laliga-real-madrid-barcelona-2032-10-24', 'El Clásico: Real Madrid v Barcelona', 'Sports', close, [['aec-lal-rma-bar-2032-10-24-bar', 'Barcelona', 'clas1-bar'], ['aec-lal-rma-bar-2032-10-24-rma', 'Real Madrid', 'clas1-rma']]),
    G('El Clásico: Barcelona vs Real Madrid (LaLiga, April 2033)', z('2033-04-10', '19:00'), gr(['Barcelona', 'clas2-bar'], ['Draw', 'clas2-draw'], ['Real Madrid', 'clas2-rma'])),
  ] }, ['date']);
}
{ // Premier League 2032-33 winner (alpha, beta, beta_us).
  const close = z('2033-05-22', '17:00');
  addCase('soccer', { name: 'epl-winner-2033', events: [
    A('KXEPL-33', 'English Premier League Winner 2032-33', 'Sports', close, [['ARS', 'Arsenal', 'epl-ars'], ['LIV', 'Liverpool', 'epl-liv'], ['MCI', 'Manchester City', 'epl-mci'], ['CHE', 'Chelsea', 'epl-che'], ['NEW', 'Newcastle', 'epl-new']], { sources: [PL] }),
    B('Premier League Winner 2032/33', 'Sports', close, [['epl-winner-2032-33-arsenal', 'Arsenal', 'epl-ars'], ['epl-winner-2032-33-man-city', 'Man City', 'epl-mci'], ['epl-winner-2032-33-liverpool', 'Liverpool', 'epl-liv'],
      ['epl-winner-2032-33-chelsea', 'Chelsea', 'epl-che']]),
    U('premier-league-winner-2032-33', 'Premier League Champion 2032-33', 'Sports', close, [['epl-2032-33-arsenal', 'Arsenal', 'epl-ars'], ['epl-2032-33-manchester-city', 'Manchester City', 'epl-mci'], ['epl-2032-33-liverpool', 'Liverpool', 'epl-liv']]),
  ] });
}
{ // Ballon d'Or 2032, ceremony in Paris on Oct 25 (alpha, beta).
  const close = z('2032-10-25', '21:00');
  addCase('soccer', { name: 'ballon-dor-2032', events: [
    A('KXBALLONDOR-32', "Ballon d'Or 2032", 'Sports', close, [['LYAM', 'Lamine Yamal', 'bdo-yamal'], ['KMBA', 'Kylian Mbappé', 'bdo-mbappe'], ['JBEL', 'Jude Bellingham', 'bdo-bellingham'], ['FWIR', 'Florian Wirtz', 'bdo-wirtz']],
      { sources: ['France Football https://www.francefootball.fr/ballon-d-or/'] }),
    B("Ballon d'Or 2032 Winner", 'Sports', close, [['ballon-dor-2032-yamal', 'Yamal', 'bdo-yamal'], ['ballon-dor-2032-mbappe', 'Mbappe', 'bdo-mbappe'], ['ballon-dor-2032-haaland', 'Haaland', 'bdo-haaland'],
      ['ballon-dor-2032-wirtz', 'Wirtz', 'bdo-wirtz']]),
  ] });
}
{ // Champions League 2032-33 winner (alpha, beta).
  const close = z('2033-05-28', '21:00');
  addCase('soccer', { name: 'ucl-winner-2033', events: [
    A('KXUCL-33', 'UEFA Champions League Winner 2032-33', 'Sports', close, [['RMA', 'Real Madrid', 'ucl-rma'], ['PSG', 'Paris Saint-Germain', 'ucl-psg'], ['BAY', 'Bayern Munich', 'ucl-bay'], ['ARS', 'Arsenal', 'ucl-ars'],
      ['BAR', 'Barcelona', 'ucl-bar']], { sources: [UEFA] }),
    B('Champions League Winner 2033', 'Sports', close, [['ucl-winner-2033-real-madrid', 'Real Madrid', 'ucl-rma'], ['ucl-winner-2033-barcelona', 'Barcelona', 'ucl-bar'], ['ucl-winner-2033-arsenal', 'Arsenal', 'ucl-ars'],
      ['ucl-winner-2033-liverpool', 'Liverpool', 'ucl-liv']]),
  ] });
}
{ // Man United manager: "out" for any reason before 2033 (alpha) vs "sacked" in 2032 (beta): observation.
  addCase('soccer', { name: 'man-utd-manager', groups: [['alpha'], ['beta']], events: [
    A1('KXEPLMGROUT-32MUN', 'Will the Manchester United manager leave before Jan 1, 2033?', 'Sports', z('2033-01-01', '00:00'), 'MUN', 'Manchester United', 'mun-mgr-out',
      { rules: 'If the Manchester United first-team manager in post on Oct 13, 2032 ceases to be manager for any reason (sacking, resignation, mutual consent) before Jan 1, 2033, then the market resolves to Yes.' }),
    B1('Will Man Utd sack their manager in 2032?', 'Sports', z('2033-01-01', '00:00'), 'mun-mgr-sacked',
      { mx: { rules: 'Resolves Yes if Manchester United dismiss their manager by December 31, 2032, per an official club statement. A resignation or departure by mutual consent does not count.' } }),
  ] }, ['observation']);
}
{ // Der Klassiker, Dortmund v Bayern, Sat 23 October — alpha only.
  addCase('soccer', { name: 'bvb-fcb-klassiker', events: [A(`KXBUNDESLIGAGAME-${ad('2032-10-23')}BVBBAY`, 'Borussia Dortmund vs Bayern Munich', 'Sports', z('2032-10-23', '19:00'),
    [['BVB', 'Borussia Dortmund', 'bvbbay-bvb'], ['TIE', 'Tie', 'bvbbay-draw'], ['BAY', 'Bayern Munich', 'bvbbay-bay']], { sources: ['Bundesliga https://www.bundesliga.com/en/bundesliga/matchday'] })] });
}

// ───────────────────────────── TENNIS AND GOLF ─────────────────────────────

{ // Rolex Paris Masters 2032, final Sun Nov 7 (alpha, beta, gamma).
  const close = z('2032-11-07', '17:00');
  addCase('tennis_golf', { name: 'paris-masters-2032', events: [
    A('KXATPPARIS-32', 'Paris Masters 2032 Winner', 'Sports', close, [['JSIN', 'Jannik Sinner', 'pm-sinner'], ['CALC', 'Carlos Alcaraz', 'pm-alcaraz'], ['JFON', 'João Fonseca', 'pm-fonseca'], ['JMEN', 'Jakub Menšík', 'pm-mensik'],
      ['LTIE', 'Learner Tien', 'pm-tien']], { sources: ['ATP Tour https://www.atptour.com/en/scores/current/paris/352/results'] }),
    B('Paris Masters Winner 2032', 'Sports', close, [['paris-masters-2032-sinner', 'Sinner', 'pm-sinner'], ['paris-masters-2032-alcaraz', 'Alcaraz', 'pm-alcaraz'], ['paris-masters-2032-fonseca', 'Fonseca', 'pm-fonseca'],
      ['paris-masters-2032-draper', 'Draper', 'pm-draper']]),
    G('ATP Masters 1000 Paris 2032 champion', close, gr(['J. Sinner', 'pm-sinner'], ['C. Alcaraz', 'pm-alcaraz'], ['J. Mensik', 'pm-mensik'])),
  ] });
}
{ // ATP Finals 2032 (alpha, beta) vs WTA Finals 2032 (gamma): category.
  addCase('tennis_golf', { name: 'atp-finals-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXATPFINALS-32', 'ATP Finals 2032 Champion', 'Sports', z('2032-11-21', '20:00'), [['JSIN', 'Jannik Sinner', 'atpf-sinner'], ['CALC', 'Carlos Alcaraz', 'atpf-alcaraz'], ['JFON', 'João Fonseca', 'atpf-fonseca'], ['HRUN', 'Holger Rune', 'atpf-rune']],
      { sources: ['ATP Tour https://www.nittoatpfinals.com/en/scores/results'] }),
    B('ATP Finals Winner 2032', 'Sports', z('2032-11-21', '20:00'), [['atp-finals-2032-sinner', 'Jannik Sinner', 'atpf-sinner'], ['atp-finals-2032-alcaraz', 'Carlos Alcaraz', 'atpf-alcaraz'], ['atp-finals-2032-fonseca', 'Joao Fonseca', 'atpf-fonseca']]),
    G('WTA Finals 2032 winner', z('2032-11-07', '20:00'), gr(['Aryna Sabalenka', 'wtaf-sabalenka'], ['Coco Gauff', 'wtaf-gauff'], ['Mirra Andreeva', 'wtaf-andreeva'], ['Iga Swiatek', 'wtaf-swiatek'])),
  ] }, ['category']);
}
{ // Swiss Indoors Basel 2032 (alpha, beta) vs Erste Bank Open Vienna, the same week's other ATP 500 (beta_us): place.
  const close = z('2032-10-31', '15:00');
  addCase('tennis_golf', { name: 'basel-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXATPBASEL-32', 'Swiss Indoors Basel 2032 Winner', 'Sports', close, [['JSIN', 'Jannik Sinner', 'bsl-sinner'], ['JMEN', 'Jakub Menšík', 'bsl-mensik'], ['JFON', 'João Fonseca', 'bsl-fonseca'], ['BSHE', 'Ben Shelton', 'bsl-shelton']]),
    B('Basel Open Winner 2032', 'Sports', close, [['basel-2032-sinner', 'Sinner', 'bsl-sinner'], ['basel-2032-mensik', 'Mensik', 'bsl-mensik'], ['basel-2032-fonseca', 'Fonseca', 'bsl-fonseca']]),
    U('erste-bank-open-vienna-2032', 'Vienna ATP 500 2032 Winner', 'Sports', z('2032-10-31', '14:00'), [['vienna-2032-alexander-zverev', 'Alexander Zverev', 'vie-zverev'], ['vienna-2032-carlos-alcaraz', 'Carlos Alcaraz', 'vie-alcaraz'],
      ['vienna-2032-jakub-mensik', 'Jakub Mensik', 'vie-mensik']]),
  ] }, ['place']);
}
{ // Australian Open 2033 men's singles (alpha, beta).
  const close = z('2033-01-30', '12:00');
  addCase('tennis_golf', { name: 'ao-2033-men', events: [
    A('KXAOMEN-33', "Australian Open 2033 Men's Singles Winner", 'Sports', close, [['JSIN', 'Jannik Sinner', 'ao33-sinner'], ['CALC', 'Carlos Alcaraz', 'ao33-alcaraz'], ['JFON', 'João Fonseca', 'ao33-fonseca']]),
    B("Australian Open Men's Champion 2033", 'Sports', close, [['ao-2033-men-sinner', 'Sinner', 'ao33-sinner'], ['ao-2033-men-alcaraz', 'Alcaraz', 'ao33-alcaraz'], ['ao-2033-men-fonseca', 'Fonseca', 'ao33-fonseca'], ['ao-2033-men-mensik', 'Mensik', 'ao33-mensik']]),
  ] });
}
{ // Year-end ATP No. 1 2032 — beta only.
  addCase('tennis_golf', { name: 'atp-ye-no1-2032', events: [B('Year-End ATP No. 1 2032', 'Sports', z('2032-11-22', '12:00'), [['atp-year-end-no1-2032-sinner', 'Sinner', 'yeno1-sinner'], ['atp-year-end-no1-2032-alcaraz', 'Alcaraz', 'yeno1-alcaraz']])] });
}
{ // Zozo Championship 2032, Oct 21-24 (alpha, beta).
  const close = z('2032-10-24', '07:00');
  addCase('tennis_golf', { name: 'zozo-2032', events: [
    A('KXPGAZOZO-32', 'ZOZO Championship 2032 Winner', 'Sports', close, [['XSCH', 'Xander Schauffele', 'zozo-xander'], ['CMOR', 'Collin Morikawa', 'zozo-morikawa'], ['HMAT', 'Hideki Matsuyama', 'zozo-matsuyama'], ['OTHR', 'Field', 'zozo-field']],
      { sources: ['PGA Tour https://www.pgatour.com/leaderboard'] }),
    B('Zozo Championship Winner', 'Sports', close, [['zozo-championship-2032-schauffele', 'Xander Schauffele', 'zozo-xander'], ['zozo-championship-2032-morikawa', 'Collin Morikawa', 'zozo-morikawa'],
      ['zozo-championship-2032-matsuyama', 'Hideki Matsuyama', 'zozo-matsuyama'], ['zozo-championship-2032-kim', 'Tom Kim', 'zozo-tomkim']]),
  ] });
}
{ // The Masters 2033 (alpha, beta, gamma).
  const close = z('2033-04-10', '23:00');
  addCase('tennis_golf', { name: 'masters-2033', events: [
    A('KXMASTERS-33', 'Masters Tournament 2033 Winner', 'Sports', close, [['SSCH', 'Scottie Scheffler', 'mast-scheffler'], ['RMCI', 'Rory McIlroy', 'mast-mcilroy'], ['LABE', 'Ludvig Åberg', 'mast-aberg'], ['XSCH', 'Xander Schauffele', 'mast-xander'],
      ['JRAH', 'Jon Rahm', 'mast-rahm']], { sources: ['Augusta National https://www.masters.com/en_US/scores/index.html'] }),
    B('Masters Winner 2033', 'Sports', close, [['masters-2033-scheffler', 'Scottie Scheffler', 'mast-scheffler'], ['masters-2033-aberg', 'Ludvig Aberg', 'mast-aberg'], ['masters-2033-mcilroy', 'Rory McIlroy', 'mast-mcilroy']]),
    G('2033 Masters champion', close, gr(['Scheffler', 'mast-scheffler'], ['McIlroy', 'mast-mcilroy'], ['Aberg', 'mast-aberg'], ['Schauffele', 'mast-xander'])),
  ] });
}
{ // LPGA BMW Ladies Championship 2032 — alpha only.
  addCase('tennis_golf', { name: 'lpga-bmw-ladies-2032', events: [A('KXLPGABMW-32', 'BMW Ladies Championship 2032 Winner', 'Sports', z('2032-10-24', '08:00'),
    [['JTHI', 'Jeeno Thitikul', 'bmwl-thitikul'], ['NKOR', 'Nelly Korda', 'bmwl-korda'], ['HKIM', 'Hyo Joo Kim', 'bmwl-hjkim']], { sources: ['LPGA https://www.lpga.com/tournaments'] })] });
}

// ───────────────────────────── F1 ─────────────────────────────

{ // United States Grand Prix, Austin, Sun Oct 24 (all four venues).
  const close = z('2032-10-24', '19:00');
  addCase('f1', { name: 'f1-usgp-2032', events: [
    A('KXF1RACE-32USGP', 'United States Grand Prix 2032: Race Winner', 'Sports', z('2032-10-24', '22:00'), [['MVER', 'Max Verstappen', 'usgp-ver'], ['LNOR', 'Lando Norris', 'usgp-nor'], ['OPIA', 'Oscar Piastri', 'usgp-pia'],
      ['CLEC', 'Charles Leclerc', 'usgp-lec'], ['GRUS', 'George Russell', 'usgp-rus'], ['KANT', 'Kimi Antonelli', 'usgp-ant']], { sources: [F1] }),
    B('F1: United States Grand Prix Winner', 'Sports', close, [['f1-us-gp-2032-verstappen', 'Verstappen', 'usgp-ver'], ['f1-us-gp-2032-norris', 'Norris', 'usgp-nor'], ['f1-us-gp-2032-piastri', 'Piastri', 'usgp-pia'],
      ['f1-us-gp-2032-antonelli', 'Antonelli', 'usgp-ant']]),
    U('f1-united-states-gp-2032', 'US Grand Prix (Austin) Winner', 'Sports', close, [['f1-usgp-2032-max-verstappen', 'Max Verstappen', 'usgp-ver'], ['f1-usgp-2032-lando-norris', 'Lando Norris', 'usgp-nor'], ['f1-usgp-2032-charles-leclerc', 'Charles Leclerc', 'usgp-lec']]),
    G('Formula 1 COTA 2032 — race winner', close, gr(['Verstappen', 'usgp-ver'], ['Norris', 'usgp-nor'], ['Russell', 'usgp-rus'], ['Piastri', 'usgp-pia'])),
  ] });
}
{ // US GP Sprint, Sat Oct 23 (alpha, beta) vs US GP pole position from Saturday's qualifying (gamma): round.
  addCase('f1', { name: 'f1-usgp-sprint-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXF1SPRINT-32USGP', 'United States Grand Prix 2032: Sprint Winner', 'Sports', z('2032-10-23', '20:00'), [['MVER', 'Max Verstappen', 'usgps-ver'], ['LNOR', 'Lando Norris', 'usgps-nor'], ['OPIA', 'Oscar Piastri', 'usgps-pia']], { sources: [F1] }),
    B('Austin Sprint Winner', 'Sports', z('2032-10-23', '18:00'), [['f1-us-sprint-2032-verstappen', 'Verstappen', 'usgps-ver'], ['f1-us-sprint-2032-norris', 'Norris', 'usgps-nor'], ['f1-us-sprint-2032-russell', 'Russell', 'usgps-rus']]),
    G('US GP 2032 pole position', z('2032-10-23', '22:00'), gr(['Verstappen', 'usgpq-ver'], ['Norris', 'usgpq-nor'], ['Leclerc', 'usgpq-lec'])),
  ] }, ['round']);
}
{ // Mexico City Grand Prix, Oct 31 (alpha, beta) vs São Paulo Grand Prix, Nov 7 (beta_us): place.
  addCase('f1', { name: 'f1-mexico-gp-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXF1RACE-32MXGP', 'Mexico City Grand Prix 2032: Race Winner', 'Sports', z('2032-10-31', '23:00'), [['MVER', 'Max Verstappen', 'mxgp-ver'], ['LNOR', 'Lando Norris', 'mxgp-nor'], ['CLEC', 'Charles Leclerc', 'mxgp-lec'], ['OPIA', 'Oscar Piastri', 'mxgp-pia']],
      { sources: [F1] }),
    B('F1: Mexico City Grand Prix Winner', 'Sports', z('2032-10-31', '20:00'), [['f1-mexico-gp-2032-verstappen', 'Verstappen', 'mxgp-ver'], ['f1-mexico-gp-2032-norris', 'Norris', 'mxgp-nor'], ['f1-mexico-gp-2032-leclerc', 'Leclerc', 'mxgp-lec']]),
    U('f1-sao-paulo-gp-2032', 'São Paulo Grand Prix 2032 Winner', 'Sports', z('2032-11-07', '17:00'), [['f1-brazil-2032-max-verstappen', 'Max Verstappen', 'spgp-ver'], ['f1-brazil-2032-lando-norris', 'Lando Norris', 'spgp-nor']]),
  ] }, ['place']);
}
{ // 2032 Drivers' Championship (alpha, beta, beta_us).
  const close = z('2032-12-05', '15:00');
  addCase('f1', { name: 'f1-wdc-2032', events: [
    A('KXF1DRIVERS-32', 'F1 Drivers Champion 2032', 'Sports', close, [['MVER', 'Max Verstappen', 'wdc-ver'], ['LNOR', 'Lando Norris', 'wdc-nor'], ['OPIA', 'Oscar Piastri', 'wdc-pia'], ['KANT', 'Kimi Antonelli', 'wdc-ant']], { sources: [F1] }),
    B("F1 Drivers' Champion 2032", 'Sports', close, [['f1-drivers-champion-2032-verstappen', 'Max Verstappen', 'wdc-ver'], ['f1-drivers-champion-2032-norris', 'Lando Norris', 'wdc-nor'],
      ['f1-drivers-champion-2032-antonelli', 'Kimi Antonelli', 'wdc-ant']]),
    U('f1-world-champion-2032', '2032 F1 World Champion', 'Sports', close, [['f1-wdc-2032-max-verstappen', 'Max Verstappen', 'wdc-ver'], ['f1-wdc-2032-lando-norris', 'Lando Norris', 'wdc-nor']]),
  ] });
}

// ───────────────────────────── CRYPTO AND INDEX DAILIES ─────────────────────────────

const KBTC = (d: string): string => `If the simple average of the sixty seconds of CF Benchmarks' Bitcoin Real-Time Index (BRTI) before 5 PM EDT on ${long(d)} is above the strike, then the market resolves to Yes.`;
const PMBTC = (d: string, asset: string, pair: string): string => `This market will resolve to "Yes" if the Binance 1 minute candle for ${pair} 12:00 in the ET timezone (noon) on ${long(d)} has a final "Close" price higher than the price specified in the title. Otherwise, this market will resolve to "No". The resolution source is Binance, specifically the ${pair} "Close" prices currently available at https://www.binance.com/en/trade/${pair.replace('/', '_')} (${asset}).`;

{ // Bitcoin on Thu Oct 14 at 17:00 ET: alpha (BRTI) and gamma (Binance) are one event (nf); beta's noon ET ladder is another instant.
  addCase('markets', { name: 'btc-oct14', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A(`KXBTCD-${ad('2032-10-14')}17`, 'Bitcoin price on Oct 14, 2032 at 5pm EDT?', 'Crypto', z('2032-10-14', '21:00'), w([
      ['T179999.99', '$180,000 or above', 'btc14-180'], ['T184999.99', '$185,000 or above', 'btc14-185'], ['T189999.99', '$190,000 or above', 'btc14-190']], { rules: KBTC('2032-10-14') }), { sources: [BRTI] }),
    B('Bitcoin above ___ on October 14?', 'Crypto', z('2032-10-14', '16:00'), w([
      ['bitcoin-above-180k-on-october-14-2032', '180,000', 'btc14n-180', { q: 'Will the price of Bitcoin be above $180,000 on October 14?' }],
      ['bitcoin-above-185k-on-october-14-2032', '185,000', 'btc14n-185', { q: 'Will the price of Bitcoin be above $185,000 on October 14?' }],
      ['bitcoin-above-190k-on-october-14-2032', '190,000', 'btc14n-190', { q: 'Will the price of Bitcoin be above $190,000 on October 14?' }]], { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: PMBTC('2032-10-14', 'BTC', 'BTC/USDT') })),
    G1('BTC above $185,000 on Oct 14 (5PM ET)?', z('2032-10-14', '21:00'), 'btc14-185', { rules: 'Resolves Yes if the Binance BTC/USDT 1-minute candle closing at 17:00 ET on October 14, 2032 closes above $185,000.' }),
  ] }, ['date', 'source']);
}
{ // Bitcoin range on Fri Oct 15 at 17:00 ET: alpha $2,500 buckets vs gamma $5,000 buckets (only the tails coincide); sources differ (nf).
  addCase('markets', { name: 'btc-range-oct15', fungible: nf('alpha|gamma'), events: [
    A(`KXBTC-${ad('2032-10-15')}17`, 'Bitcoin price range on Oct 15, 2032 at 5pm EDT?', 'Crypto', z('2032-10-15', '21:00'), w([
      ['B179999', 'Below $180,000', 'btc15-lt180'], ['B181250', '$180,000 to $182,499.99', 'btc15-180-182.5'], ['B183750', '$182,500 to $184,999.99', 'btc15-182.5-185'],
      ['B186250', '$185,000 to $187,499.99', 'btc15-185-187.5'], ['B188750', '$187,500 to $189,999.99', 'btc15-187.5-190'], ['T189999.99', '$190,000 or above', 'btc15-ge190']], { rules: KBTC('2032-10-15') }), { sources: [BRTI] }),
    G('Bitcoin price at 5pm ET on Oct 15, 2032', z('2032-10-15', '21:00'), gr(['Below 180K', 'btc15-lt180'], ['180K-185K', 'btc15-180-185'], ['185K-190K', 'btc15-185-190'], ['190K+', 'btc15-ge190']),
      { rules: 'Settles on the close of the Binance BTC/USDT 1-minute candle ending 17:00 ET on October 15, 2032.' }),
  ] }, ['source']);
}
{ // Ether on Oct 14 at 17:00 ET: alpha and gamma one event (nf); beta_us's Solana market the same instant is another asset.
  addCase('markets', { name: 'eth-oct14', groups: [['alpha', 'gamma'], ['beta_us']], fungible: nf('alpha|gamma'), events: [
    A(`KXETHD-${ad('2032-10-14')}17`, 'Ethereum price on Oct 14, 2032 at 5pm EDT?', 'Crypto', z('2032-10-14', '21:00'), [['T7199.99', '$7,200 or above', 'eth14-7200'], ['T7399.99', '$7,400 or above', 'eth14-7400'], ['T7599.99', '$7,600 or above', 'eth14-7600']],
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    G1('ETH above $7,400 on Oct 14 at 5PM ET?', z('2032-10-14', '21:00'), 'eth14-7400', { rules: 'Binance ETH/USDT 1-minute candle closing at 17:00 ET, October 14, 2032.' }),
    U1('solana-above-400-oct-14-2032-5pm-et', 'Solana above $400 on Oct 14 at 5PM ET?', 'Crypto', z('2032-10-14', '21:00'), 'sol14-400'),
  ] }, ['asset', 'source']);
}
{ // Bitcoin reaching $200k at any time in October (beta, gamma) vs Bitcoin above $200k at 17:00 ET on Oct 31 (alpha): observation.
  addCase('markets', { name: 'btc-200k-october', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('Will Bitcoin reach $200,000 in October?', 'Crypto', z('2032-11-01', '03:59'), 'btc-hit200-oct',
      { mx: { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: 'Resolves Yes if any Binance 1 minute candle for BTC/USDT between October 1, 2032 00:00 ET and October 31, 2032 23:59 ET has a final "High" price of $200,000 or higher.' } }),
    G1('BTC hits $200K by October 31?', z('2032-11-01', '03:59'), 'btc-hit200-oct', { rules: 'Yes if Binance BTC/USDT trades at or above 200,000 at any time before 23:59 ET on October 31, 2032.' }),
    A(`KXBTCD-${ad('2032-10-31')}17`, 'Bitcoin price on Oct 31, 2032 at 5pm EDT?', 'Crypto', z('2032-10-31', '21:00'), [['T194999.99', '$195,000 or above', 'btc31-195'], ['T199999.99', '$200,000 or above', 'btc31-200']],
      { sources: [BRTI] }),
  ] }, ['observation']);
}
{ // Bitcoin at the end of 2032 (alpha, beta_us) vs the highest price reached in 2032 (beta): observation.
  const close = z('2032-12-31', '22:00');
  addCase('markets', { name: 'btc-eoy-2032', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXBTCY-32DEC31', 'Bitcoin price at the end of 2032?', 'Crypto', close, [['T149999.99', 'Above $150,000', 'btcy-150'], ['T199999.99', 'Above $200,000', 'btcy-200'], ['T249999.99', 'Above $250,000', 'btcy-250']],
      { sources: [BRTI], rules: 'Resolves on the 60-second average of the BRTI before 5 PM EST on Dec 31, 2032.' }),
    U('bitcoin-price-end-of-2032', 'Bitcoin above $200K on Dec 31, 2032?', 'Crypto', close, [['bitcoin-above-200k-dec-31-2032', 'Above $200,000', 'btcy-200', { src: 'https://www.cfbenchmarks.com/data/indices/BRTI',
      rules: 'Resolves Yes if the CF Benchmarks Bitcoin Real-Time Index, averaged over the 60 seconds before 5:00 PM ET on December 31, 2032, is above $200,000.' }]]),
    B('What price will Bitcoin hit in 2032?', 'Crypto', z('2033-01-01', '04:59'), [['will-bitcoin-reach-250k-in-2032', '↑ 250,000', 'btchi-250'], ['will-bitcoin-reach-200k-in-2032', '↑ 200,000', 'btchi-200'],
      ['will-bitcoin-dip-to-150k-in-2032', '↓ 150,000', 'btclo-150']], { rules: 'Each market resolves Yes if any Binance BTC/USDT 1-minute candle in 2032 has a final High (or Low, for ↓) at or beyond the listed price.' }),
  ] }, ['observation']);
}
{ // S&P 500 close on Fri Oct 15 (alpha, beta) vs SPY closing price the same day (beta_us): asset.
  const close = z('2032-10-15', '20:00');
  addCase('markets', { name: 'spx-oct15', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A(`KXINXU-${ad('2032-10-15')}H1600`, 'S&P 500 on Oct 15, 2032 at 4pm EDT?', 'Financials', close, [['T8799.99', '8,800 or above', 'spx15-8800'], ['T8899.99', '8,900 or above', 'spx15-8900'], ['T8999.99', '9,000 or above', 'spx15-9000']],
      { sources: [SPX] }),
    B('S&P 500 (SPX) closes above 8,900 on October 15?', 'Finance', close, [['spx-close-above-8900-on-october-15-2032', '', 'spx15-8900', { src: 'https://www.spglobal.com/spdji/en/indices/equity/sp-500/' }]]),
    U1('spy-close-above-890-oct-15-2032', 'SPY closes above $890 on October 15?', 'Finance', close, 'spy15-890'),
  ] }, ['asset']);
}
{ // Nasdaq-100 close on Oct 15 (alpha, gamma) vs the Nasdaq Composite close (beta): asset.
  const close = z('2032-10-15', '20:00');
  addCase('markets', { name: 'ndx-oct15', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXNASDAQ100U-${ad('2032-10-15')}H1600`, 'Nasdaq-100 on Oct 15, 2032 at 4pm EDT?', 'Financials', close, [['T30999.99', '31,000 or above', 'ndx15-31000'], ['T31499.99', '31,500 or above', 'ndx15-31500'], ['T31999.99', '32,000 or above', 'ndx15-32000']],
      { sources: ['Nasdaq https://www.nasdaq.com/market-activity/index/ndx'] }),
    G1('Nasdaq 100 above 31,500 at Oct 15 close?', close, 'ndx15-31500'),
    B1('Nasdaq Composite closes above 28,000 on October 15?', 'Finance', close, 'ixic15-28000', { mx: { src: 'https://www.nasdaq.com/market-activity/index/comp' } }),
  ] }, ['asset']);
}
{ // Gold on Oct 29: COMEX front-month settle (alpha) vs LBMA Gold Price PM (beta): one event, different fixings (nf).
  addCase('markets', { name: 'gold-oct29', fungible: nf('alpha|beta'), events: [
    A(`KXGOLDD-${ad('2032-10-29')}`, 'Gold price on Oct 29, 2032?', 'Financials', z('2032-10-29', '18:30'), [['T4699.9', '$4,700 or above', 'gold29-4700'], ['T4799.9', '$4,800 or above', 'gold29-4800'], ['T4899.9', '$4,900 or above', 'gold29-4900']],
      { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html'] }),
    B1('Gold above $4,800 on October 29?', 'Finance', z('2032-10-29', '15:00'), 'gold29-4800', { mx: { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices', rules: 'Resolves Yes if the LBMA Gold Price PM for October 29, 2032 is above $4,800.00 per troy ounce.' } }),
  ] }, ['source']);
}
{ // WTI crude on Oct 15 (alpha, beta) vs Brent the same day (gamma): asset.
  addCase('markets', { name: 'wti-oct15', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXWTI-${ad('2032-10-15')}`, 'WTI crude oil price on Oct 15, 2032?', 'Financials', z('2032-10-15', '18:30'), [['T64.99', '$65 or above', 'wti15-65'], ['T67.99', '$68 or above', 'wti15-68'], ['T69.99', '$70 or above', 'wti15-70']],
      { sources: ['CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html'] }),
    B1('WTI Crude Oil above $68 on October 15?', 'Finance', z('2032-10-15', '18:30'), 'wti15-68', { mx: { src: 'https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html' } }),
    G1('Brent crude above $72 on Oct 15?', z('2032-10-15', '19:30'), 'brent15-72'),
  ] }, ['asset']);
}
{ // S&P 500 up or down on Thu Oct 14 — beta only.
  addCase('markets', { name: 'spx-updown-oct14', events: [B('S&P 500 Up or Down on October 14?', 'Finance', z('2032-10-14', '20:00'), [['spx-up-or-down-on-october-14-2032', '', 'spx14-up', { outcomes: yn('Up', 'Down') }]])] });
}
{ // USD/JPY on Oct 29 — alpha only.
  addCase('markets', { name: 'usdjpy-oct29', events: [A(`KXUSDJPY-${ad('2032-10-29')}H10`, 'USD/JPY on Oct 29, 2032 at 10am EDT?', 'Financials', z('2032-10-29', '14:00'),
    [['T139.99', '140.00 or above', 'usdjpy-140'], ['T144.99', '145.00 or above', 'usdjpy-145'], ['T149.99', '150.00 or above', 'usdjpy-150']])] });
}
{ // Bitcoin on Wed Oct 20 at 17:00 ET: alpha's "above" ladder vs gamma's "below $180,000" (YES is the complement of alpha's $180k rung).
  addCase('markets', { name: 'btc-oct20', events: [
    A(`KXBTCD-${ad('2032-10-20')}17`, 'Bitcoin price on Oct 20, 2032 at 5pm EDT?', 'Crypto', z('2032-10-20', '21:00'), w([['T174999.99', '$175,000 or above', 'btc20-175'], ['T179999.99', '$180,000 or above', 'btc20-180'],
      ['T184999.99', '$185,000 or above', 'btc20-185']], { rules: KBTC('2032-10-20') }), { sources: [BRTI] }),
    G1('Will BTC be below $180,000 at 5pm ET on Oct 20?', z('2032-10-20', '21:00'), 'btc20-below180', { rules: 'Resolves Yes if the CF Benchmarks BRTI, averaged over the minute before 17:00 ET on October 20, 2032, is below $180,000.' }),
  ] }, ['inverted']);
}

// ───────────────────────────── ECONOMIC RELEASES AND CENTRAL BANKS ─────────────────────────────

{ // September CPI, headline YoY (alpha ladder, beta "2.8% or higher" = above 2.7%) vs core CPI MoM (gamma): measure.
  const close = z('2032-10-14', '12:30');
  addCase('economy', { name: 'us-cpi-sep-yoy', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXCPIYOY-32SEP', 'Inflation in September 2032 (YoY)', 'Economics', close, [['T2.5', 'Above 2.5%', 'cpiy-2.5'], ['T2.6', 'Above 2.6%', 'cpiy-2.6'], ['T2.7', 'Above 2.7%', 'cpiy-2.7'], ['T2.8', 'Above 2.8%', 'cpiy-2.8']],
      { sources: [BLS], rules: 'Resolves on the 12-month percent change in the CPI-U, all items, not seasonally adjusted, for September 2032 as first published by the BLS.' }),
    B1('Will annual inflation be 2.8% or higher in September?', 'Economy', close, 'cpiy-2.7', { mx: { src: 'https://www.bls.gov/cpi/', rules: 'Resolves Yes if the year-over-year CPI-U for September 2032, as first released by the BLS (scheduled October 14, 2032), is 2.8% or higher.' } }),
    G1('US core CPI (MoM) for September above 0.3%?', close, 'ccpim-0.3', { rules: 'Yes if BLS reports September 2032 CPI less food and energy, seasonally adjusted, rose more than 0.3% month over month.' }),
  ] }, ['measure']);
}
{ // September CPI, headline MoM (alpha, beta_us).
  const close = z('2032-10-14', '12:30');
  addCase('economy', { name: 'us-cpi-sep-mom', events: [
    A('KXCPI-32SEP', 'CPI in September 2032', 'Economics', close, [['T0.1', 'Above 0.1%', 'cpim-0.1'], ['T0.2', 'Above 0.2%', 'cpim-0.2'], ['T0.3', 'Above 0.3%', 'cpim-0.3']], { sources: [BLS] }),
    U1('cpi-mom-september-2032-above-0-2', 'September CPI m/m above 0.2%?', 'Economics', close, 'cpim-0.2', { src: 'https://www.bls.gov/cpi/' }),
  ] });
}
{ // FOMC, November 3-4 (all four venues; gamma asks only about a hold).
  const close = z('2032-11-04', '18:00');
  addCase('economy', { name: 'fomc-nov-2032', events: [
    A('KXFEDDECISION-32NOV', 'Fed decision in Nov 2032?', 'Economics', close, [['H0', 'Fed maintains rate', 'fomc-hold'], ['C25', 'Cut 25bps', 'fomc-c25'], ['C26', 'Cut >25bps', 'fomc-c50'], ['H25', 'Hike 25bps', 'fomc-h25']],
      { sources: [FEDSRC] }),
    B('Fed decision in November?', 'Economy', close, [['fed-decreases-rates-by-50-bps-after-november-2032-meeting', '50+ bps decrease', 'fomc-c50'], ['fed-decreases-rates-by-25-bps-after-november-2032-meeting', '25 bps decrease', 'fomc-c25'],
      ['no-change-in-fed-interest-rates-after-november-2032-meeting', 'No change', 'fomc-hold'], ['fed-increases-rates-by-25-bps-after-november-2032-meeting', '25+ bps increase', 'fomc-h25plus']],
      { rules: 'Resolves per the change in the upper bound of the target federal funds range announced in the FOMC statement after the November 3–4, 2032 meeting.' }),
    U('fed-decision-november-2032', 'Fed Interest Rate Decision — November 2032', 'Economics', close, [['fed-nov-2032-hold', 'Hold', 'fomc-hold'], ['fed-nov-2032-cut-25', 'Cut 25 bps', 'fomc-c25']]),
    G1('Will the Fed hold rates at the November 4 FOMC?', close, 'fomc-hold'),
  ] });
}
{ // Number of Fed cuts in 2032: counted by meetings (alpha) vs by 25 bp steps (beta) — one event, different counting (nf).
  const close = z('2032-12-15', '19:00');
  addCase('economy', { name: 'fed-cuts-2032', fungible: nf('alpha|beta'), events: [
    A('KXRATECUTCOUNT-32', 'Number of rate cuts in 2032?', 'Economics', close, [['1', '1 cut', 'fcut-1'], ['2', '2 cuts', 'fcut-2'], ['3', '3 cuts', 'fcut-3'], ['4', '4 or more cuts', 'fcut-4plus']],
      { sources: [FEDSRC], rules: 'Counts the FOMC meetings in 2032 at which the target range was lowered, whatever the size of the cut.' }),
    B('How many Fed rate cuts in 2032?', 'Economy', close, [['1-fed-rate-cut-in-2032', '1 (25 bps)', 'fcut-1'], ['2-fed-rate-cuts-in-2032', '2 (50 bps)', 'fcut-2'], ['3-fed-rate-cuts-in-2032', '3 (75 bps)', 'fcut-3'],
      ['4-or-more-fed-rate-cuts-in-2032', '4+ (100+ bps)', 'fcut-4plus']], { rules: 'Counts cuts in 25 bp increments: a 50 bp cut counts as 2 cuts.' }),
  ] }, ['source']);
}
{ // ECB, Thursday October 28 (alpha, beta, gamma).
  const close = z('2032-10-28', '12:15');
  addCase('economy', { name: 'ecb-oct-2032', events: [
    A('KXECBDECISION-32OCT', 'ECB rate decision on Oct 28, 2032?', 'Economics', close, [['CUT', 'Cut', 'ecb-cut'], ['HOLD', 'Hold', 'ecb-hold'], ['HIKE', 'Hike', 'ecb-hike']],
      { sources: ['European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html'], rules: 'Resolves on the change in the deposit facility rate.' }),
    B('ECB decision in October?', 'Economy', close, [['ecb-decreases-rates-october-2032', 'Decrease', 'ecb-cut'], ['ecb-no-change-october-2032', 'No change', 'ecb-hold'], ['ecb-increases-rates-october-2032', 'Increase', 'ecb-hike']]),
    G1('ECB deposit rate cut on Oct 28?', close, 'ecb-cut'),
  ] });
}
{ // BoE, Thursday November 4 (alpha, beta) vs a cut at the December 16 MPC (gamma): date.
  addCase('economy', { name: 'boe-nov-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBOE-32NOV', 'BoE Bank Rate decision, Nov 2032', 'Economics', z('2032-11-04', '12:00'), [['C25', 'Cut 25bps', 'boe-c25'], ['H0', 'Hold', 'boe-hold']],
      { sources: ['Bank of England https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate'] }),
    B('Bank of England decision in November?', 'Economy', z('2032-11-04', '12:00'), [['boe-25-bps-cut-november-2032', '25 bps decrease', 'boe-c25'], ['boe-no-change-november-2032', 'No change', 'boe-hold']]),
    G1('BoE to cut Bank Rate at the 16 December MPC?', z('2032-12-16', '12:00'), 'boe-dec-cut'),
  ] }, ['date']);
}
{ // Bank of Canada, Oct 27 — alpha only.
  addCase('economy', { name: 'boc-oct-2032', events: [A('KXBOC-32OCT', 'Bank of Canada rate decision, Oct 27, 2032', 'Economics', z('2032-10-27', '13:45'), [['C25', 'Cut 25bps', 'boc-c25'], ['H0', 'Hold', 'boc-hold']],
    { sources: ['Bank of Canada https://www.bankofcanada.ca/core-functions/monetary-policy/key-interest-rate/'] })] });
}
{ // Q3 2032 GDP advance estimate, Oct 28 (alpha, beta, beta_us) vs the second estimate, Nov 24 (gamma): estimate.
  const close = z('2032-10-28', '12:30');
  addCase('economy', { name: 'us-gdp-q3-2032', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXGDP-32OCT28', 'GDP growth in Q3 2032 (advance estimate)', 'Economics', close, [['T1.5', 'Above 1.5%', 'gdp3-1.5'], ['T2.0', 'Above 2.0%', 'gdp3-2.0'], ['T2.5', 'Above 2.5%', 'gdp3-2.5'], ['T3.0', 'Above 3.0%', 'gdp3-3.0']],
      { sources: [BEA], rules: 'Resolves on the seasonally adjusted annualized real GDP growth rate for Q3 2032 in the BEA advance estimate.' }),
    B('US GDP growth in Q3 2032?', 'Economy', close, [['us-gdp-growth-q3-2032-above-2pt0', '>2.0%', 'gdp3-2.0'], ['us-gdp-growth-q3-2032-above-2pt5', '>2.5%', 'gdp3-2.5'], ['us-gdp-growth-q3-2032-above-3pt0', '>3.0%', 'gdp3-3.0']],
      { rules: 'Resolves per the advance estimate of Q3 2032 real GDP (annualized, seasonally adjusted) released by the BEA on October 28, 2032.' }),
    U1('q3-2032-gdp-above-2-pct', 'Q3 GDP above 2%? (advance)', 'Economics', close, 'gdp3-2.0'),
    G1('US Q3 2032 GDP second estimate above 2.0%?', z('2032-11-24', '13:30'), 'gdp3s-2.0'),
  ] }, ['estimate']);
}
{ // October jobs report, Friday Nov 5: nonfarm payrolls (alpha, beta) vs the unemployment rate (gamma): measure.
  const close = z('2032-11-05', '12:30');
  addCase('economy', { name: 'us-jobs-oct-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPAYROLLS-32OCT', 'Jobs numbers in October 2032', 'Economics', close, [['T50000', 'Above 50,000', 'nfp-50k'], ['T100000', 'Above 100,000', 'nfp-100k'], ['T150000', 'Above 150,000', 'nfp-150k']], { sources: [BLS] }),
    B1('October jobs report: payrolls above 100k?', 'Economy', close, 'nfp-100k', { mx: { src: 'https://www.bls.gov/ces/', rules: 'Resolves Yes if the BLS Employment Situation report for October 2032 shows total nonfarm payroll employment rose by more than 100,000 (initial print).' } }),
    G1('October unemployment rate 4.5% or higher?', close, 'ur-oct-4.5'),
  ] }, ['measure']);
}
{ // Initial jobless claims released Thu Oct 14 (alpha, beta_us) vs the Oct 21 release (beta): date.
  addCase('economy', { name: 'jobless-claims-oct14', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A(`KXJOBLESSCLAIMS-${ad('2032-10-14')}`, 'Initial jobless claims, week ending Oct 9', 'Economics', z('2032-10-14', '12:30'), [['T220000', 'Above 220,000', 'icl14-220'], ['T230000', 'Above 230,000', 'icl14-230'], ['T240000', 'Above 240,000', 'icl14-240']],
      { sources: ['US Department of Labor https://www.dol.gov/ui/data.pdf'] }),
    U1('jobless-claims-above-230k-oct-14-2032', 'Initial jobless claims above 230K (Oct 14 report)?', 'Economics', z('2032-10-14', '12:30'), 'icl14-230'),
    B1('Initial jobless claims above 230K on October 21?', 'Economy', z('2032-10-21', '12:30'), 'icl21-230'),
  ] }, ['date']);
}
{ // UK CPI for September, Oct 20 (alpha ladder; gamma "2.5% or higher" = above 2.4%).
  const close = z('2032-10-20', '06:00');
  addCase('economy', { name: 'uk-cpi-sep-2032', events: [
    A('KXUKCPI-32SEP', 'UK CPI inflation, September 2032 (YoY)', 'Economics', close, [['T2.2', 'Above 2.2%', 'ukcpi-2.2'], ['T2.4', 'Above 2.4%', 'ukcpi-2.4'], ['T2.6', 'Above 2.6%', 'ukcpi-2.6']],
      { sources: ['Office for National Statistics https://www.ons.gov.uk/economy/inflationandpriceindices'] }),
    G1('UK CPI for September at or above 2.5%?', close, 'ukcpi-2.4'),
  ] });
}
{ // China Q3 GDP (YoY), Oct 18 — alpha only.
  addCase('economy', { name: 'china-gdp-q3-2032', events: [A1('KXCNGDP-32Q3', 'China GDP growth Q3 2032 (YoY)', 'Economics', z('2032-10-18', '02:00'), 'T4.0', 'Above 4.0%', 'cngdp-4.0',
    { sources: ['National Bureau of Statistics of China https://www.stats.gov.cn/english/'] })] });
}
{ // US recession in 2033 — beta only.
  addCase('economy', { name: 'us-recession-2033', events: [B1('US recession in 2033?', 'Economy', z('2034-01-31', '12:00'), 'recession-2033',
    { mx: { rules: 'Resolves Yes if the NBER announces a recession beginning in 2033, or if real GDP declines for two consecutive quarters in 2033 per BEA advance estimates, by January 31, 2034.' } })] });
}

// ───────────────────────────── US GENERAL ELECTION, NOVEMBER 2, 2032 ─────────────────────────────

{ // Presidential election by party (alpha, beta_us, gamma's single "Republican wins").
  addCase('us_election', { name: 'pres-party-2032', events: [
    A('KXPRESPARTY-2032', 'Which party will win the 2032 presidential election?', 'Elections', z('2033-01-20', '17:00'), [['D', 'Democratic party', 'pres-d'], ['R', 'Republican party', 'pres-r']],
      { sources: [AP], rules: 'Resolves to the party of the candidate inaugurated as President on Jan 20, 2033 after winning the 2032 election.' }),
    U('presidential-election-winner-party-2032', 'Presidential Election 2032: Winning Party', 'Politics', z('2032-12-17', '17:00'), [['pres-2032-party-democratic', 'Democratic', 'pres-d'], ['pres-2032-party-republican', 'Republican', 'pres-r']]),
    G1('Republican to win the 2032 US presidential election?', z('2033-01-06', '23:00'), 'pres-r', { rules: 'Resolves Yes if the Republican nominee receives a majority of Electoral College votes as counted by Congress on January 6, 2033.' }),
  ] });
}
{ // National popular vote winner (alpha, beta) vs "wins the popular vote but loses the Electoral College" (beta_us): measure.
  addCase('us_election', { name: 'popular-vote-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXPOPVOTE-32', 'Popular vote winner 2032', 'Elections', z('2032-12-17', '17:00'), [['D', 'Democratic party', 'pv-d'], ['R', 'Republican party', 'pv-r']], { sources: [AP] }),
    B('Popular Vote Winner 2032', 'Politics', z('2032-12-17', '17:00'), [['democrats-win-popular-vote-2032', 'Democratic', 'pv-d'], ['republicans-win-popular-vote-2032', 'Republican', 'pv-r']],
      { rules: 'Resolves to the party whose presidential nominee receives the most votes nationwide in the November 2, 2032 election, per certified results.' }),
    U1('dem-wins-popular-vote-loses-electoral-college-2032', 'Will the Democrat win the popular vote but lose the Electoral College?', 'Politics', z('2032-12-17', '17:00'), 'pv-ec-split-d'),
  ] }, ['measure']);
}
{ // Pennsylvania presidential result (alpha, beta, beta_us).
  const close = z('2032-12-14', '17:00');
  addCase('us_election', { name: 'pa-pres-2032', events: [
    A('KXPRESPA-32', 'Pennsylvania presidential winner 2032', 'Elections', close, [['D', 'Democratic party', 'papres-d'], ['R', 'Republican party', 'papres-r']], { sources: [AP] }),
    B('Pennsylvania Presidential Election Winner', 'Politics', close, [['pennsylvania-presidential-election-winner-2032-democrat', 'Democrat', 'papres-d'], ['pennsylvania-presidential-election-winner-2032-republican', 'Republican', 'papres-r']]),
    U('pennsylvania-presidential-2032', 'Who wins Pennsylvania? (President)', 'Politics', close, [['pa-pres-2032-republican', 'Republican', 'papres-r'], ['pa-pres-2032-democratic', 'Democratic', 'papres-d']]),
  ] });
}
{ // Georgia presidential result (alpha, beta) vs Georgia's 2032 US Senate race (gamma): office.
  addCase('us_election', { name: 'ga-pres-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPRESGA-32', 'Georgia presidential winner 2032', 'Elections', z('2032-12-14', '17:00'), [['D', 'Democratic party', 'gapres-d'], ['R', 'Republican party', 'gapres-r']], { sources: [AP] }),
    B('Georgia Presidential Election Winner', 'Politics', z('2032-12-14', '17:00'), [['georgia-presidential-election-winner-2032-democrat', 'Democrat', 'gapres-d'], ['georgia-presidential-election-winner-2032-republican', 'Republican', 'gapres-r']]),
    G('Georgia US Senate election 2032 — winning party', z('2032-12-01', '17:00'), gr(['Democratic', 'gasen-d'], ['Republican', 'gasen-r'])),
  ] }, ['office']);
}
{ // Senate control after the 2032 elections (all four venues).
  const close = z('2033-01-03', '17:00');
  addCase('us_election', { name: 'senate-control-2032', events: [
    A('KXSENATE-32', 'Control of the Senate after the 2032 election', 'Elections', close, [['D', 'Democratic party', 'sen-d'], ['R', 'Republican party', 'sen-r']],
      { sources: ['U.S. Senate https://www.senate.gov/'], rules: 'The party with a majority of seats, counting the Vice President\'s tie-breaking vote, when the 123rd Congress convenes.' }),
    B('Which party will win the Senate in 2032?', 'Politics', close, [['democrats-win-senate-2032', 'Democrats', 'sen-d'], ['republicans-win-senate-2032', 'Republicans', 'sen-r']]),
    U('senate-control-2032', 'Senate Control 2032', 'Politics', close, [['senate-2032-republicans', 'Republicans', 'sen-r'], ['senate-2032-democrats', 'Democrats', 'sen-d']]),
    G1('Democrats win Senate control in 2032?', close, 'sen-d'),
  ] });
}
{ // House control after 2032: alpha both parties; beta "Democrats win" and gamma "Republicans hold" are complements.
  const close = z('2033-01-03', '17:00');
  addCase('us_election', { name: 'house-control-2032', events: [
    A('KXHOUSE-32', 'Control of the House after the 2032 election', 'Elections', close, [['D', 'Democratic party', 'house-d'], ['R', 'Republican party', 'house-r']], { sources: ['Clerk of the House https://clerk.house.gov/'] }),
    B1('Democrats win the House in 2032?', 'Politics', close, 'house-d'),
    G1('Republicans hold the House after the 2032 election?', close, 'house-r'),
  ] }, ['inverted']);
}
{ // North Carolina governor 2032 (alpha, beta) vs North Carolina US Senate 2032 (beta_us): office.
  const close = z('2032-12-01', '17:00');
  addCase('us_election', { name: 'nc-gov-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXGOVNC-32', 'North Carolina Governor 2032', 'Elections', close, [['D', 'Democratic party', 'ncgov-d'], ['R', 'Republican party', 'ncgov-r']], { sources: [AP] }),
    B('North Carolina Governor Election Winner', 'Politics', close, [['north-carolina-governor-2032-democrat', 'Democrat', 'ncgov-d'], ['north-carolina-governor-2032-republican', 'Republican', 'ncgov-r']]),
    U('north-carolina-senate-2032', 'North Carolina Senate Race 2032', 'Politics', close, [['nc-senate-2032-republican', 'Republican', 'ncsen-r'], ['nc-senate-2032-democratic', 'Democratic', 'ncsen-d']]),
  ] }, ['office']);
}
{ // Nebraska's 2nd district electoral vote (alpha, beta) vs Maine's 2nd district electoral vote (gamma): place.
  const close = z('2032-12-14', '17:00');
  addCase('us_election', { name: 'ne02-ev-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPRESNE2-32', "Nebraska's 2nd District presidential electoral vote", 'Elections', close, [['D', 'Democratic party', 'ne2-d'], ['R', 'Republican party', 'ne2-r']], { sources: [AP] }),
    B('NE-02 Presidential Election Winner', 'Politics', close, [['ne-02-presidential-winner-2032-democrat', 'Democrat', 'ne2-d'], ['ne-02-presidential-winner-2032-republican', 'Republican', 'ne2-r']]),
    G("Maine's 2nd congressional district electoral vote 2032", close, gr(['Republican', 'me2-r'], ['Democratic', 'me2-d'])),
  ] }, ['place']);
}
{ // AP calls the presidential race by Nov 3 (beta) vs called by Nov 5 (alpha): deadline.
  addCase('us_election', { name: 'pres-race-call', groups: [['beta'], ['alpha']], events: [
    B1('Will AP call the presidential race by November 3?', 'Politics', z('2032-11-04', '04:59'), 'call-nov3', { mx: { src: 'https://apnews.com/', rules: 'Resolves Yes if the Associated Press declares a winner of the 2032 presidential election by November 3, 2032, 11:59 PM ET.' } }),
    A1('KXPRESCALL-32NOV05', 'Presidential race called by Nov 5, 2032?', 'Elections', z('2032-11-05', '17:00'), 'NOV05', 'Before Nov 5, 12pm ET', 'call-nov5', { sources: [AP] }),
  ] }, ['deadline']);
}
{ // 2032 voter turnout above 65% of the voting-eligible population — alpha only.
  addCase('us_election', { name: 'turnout-2032', events: [A1('KXTURNOUT-32', '2032 presidential election turnout', 'Elections', z('2033-01-31', '17:00'), 'T65', 'Above 65%', 'turnout-65',
    { sources: ['University of Florida Election Lab https://election.lab.ufl.edu/voter-turnout/'] })] });
}

// ───────────────────────────── ELECTIONS ABROAD ─────────────────────────────

{ // São Paulo mayoral run-off, Oct 31 (alpha, beta, gamma) vs Rio de Janeiro's run-off the same day (beta_us): place.
  const close = z('2032-11-01', '03:00');
  addCase('world_elections', { name: 'sao-paulo-runoff-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXMAYORSAOPAULO-32', 'São Paulo mayoral election 2032 (second round)', 'Elections', close, [['TAMA', 'Tabata Amaral', 'sp-amaral'], ['RSAL', 'Ricardo Salles', 'sp-salles']],
      { sources: ['Tribunal Superior Eleitoral https://resultados.tse.jus.br/'] }),
    B('São Paulo Mayoral Election Winner', 'Politics', close, [['sao-paulo-mayor-2032-tabata-amaral', 'Tabata Amaral', 'sp-amaral'], ['sao-paulo-mayor-2032-ricardo-salles', 'Ricardo Salles', 'sp-salles']]),
    G('Sao Paulo mayor 2032 runoff: who wins?', close, gr(['Amaral (PSB)', 'sp-amaral'], ['Salles (Novo)', 'sp-salles'])),
    U('rio-de-janeiro-mayor-2032', 'Rio de Janeiro Mayoral Runoff 2032', 'Politics', close, [['rio-mayor-2032-pedro-paulo', 'Pedro Paulo', 'rio-pedropaulo'], ['rio-mayor-2032-carlos-jordy', 'Carlos Jordy', 'rio-jordy']]),
  ] }, ['place']);
}
{ // Lithuania Seimas after the Oct 24 run-offs: party with the most seats (alpha, beta).
  const close = z('2032-10-26', '12:00');
  addCase('world_elections', { name: 'lithuania-seimas-2032', events: [
    A('KXLTPARL-32', 'Lithuanian parliamentary election: party with most seats', 'Elections', close, [['LSDP', 'Social Democratic Party (LSDP)', 'lt-lsdp'], ['TSLKD', 'Homeland Union (TS-LKD)', 'lt-tslkd'], ['NA', 'Dawn of Nemunas', 'lt-na'],
      ['DVL', 'Democrats "For Lithuania"', 'lt-dvl']], { sources: ['Central Electoral Commission of Lithuania https://www.vrk.lt/en/'] }),
    B('Lithuania Parliamentary Election: Most Seats', 'Politics', close, [['lithuania-election-2032-lsdp', 'Social Democrats', 'lt-lsdp'], ['lithuania-election-2032-homeland-union', 'Homeland Union', 'lt-tslkd'],
      ['lithuania-election-2032-liberal-movement', 'Liberal Movement', 'lt-lrls']]),
  ] });
}
{ // Georgia (the country) parliament, Oct 30: most votes (alpha, beta) vs a majority of seats (gamma): measure.
  const close = z('2032-10-31', '12:00');
  addCase('world_elections', { name: 'georgia-parliament-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGEOPARL-32', 'Georgia parliamentary election: party with most votes', 'Elections', close, [['GD', 'Georgian Dream', 'geo-gd'], ['CFC', 'Coalition for Change', 'geo-cfc'], ['UNM', 'Unity – National Movement', 'geo-unm']],
      { sources: ['Central Election Commission of Georgia https://cesko.ge/en'] }),
    B1('Will Georgian Dream win the most votes in the Georgian parliamentary election?', 'Politics', close, 'geo-gd'),
    G1('Georgian Dream wins a majority of seats in Georgia’s parliament?', close, 'geo-gd-majority'),
  ] }, ['measure']);
}
{ // British Columbia general election, Sat Oct 16 (alpha, beta) vs Saskatchewan's, Mon Oct 25 (gamma): place.
  addCase('world_elections', { name: 'bc-election-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBCELECTION-32', 'British Columbia general election: most seats', 'Elections', z('2032-10-17', '12:00'), [['NDP', 'BC NDP', 'bc-ndp'], ['CON', 'Conservative Party of BC', 'bc-con']],
      { sources: ['Elections BC https://elections.bc.ca/'] }),
    B('British Columbia Election Winner 2032', 'Politics', z('2032-10-17', '12:00'), [['bc-election-2032-ndp', 'NDP', 'bc-ndp'], ['bc-election-2032-conservatives', 'Conservatives', 'bc-con']]),
    G('Saskatchewan provincial election (Oct 25) — most seats', z('2032-10-26', '12:00'), gr(['Saskatchewan Party', 'sk-skp'], ['NDP', 'sk-ndp'])),
  ] }, ['place']);
}
{ // Moldova presidential election: eventual winner after the Nov 7 run-off (alpha) vs the Oct 24 first-round winner (beta): round.
  addCase('world_elections', { name: 'moldova-president-2032', groups: [['alpha'], ['beta']], events: [
    A('KXMDPRES-32', 'Moldovan presidential election winner', 'Elections', z('2032-11-08', '12:00'), [['IGRO', 'Igor Grosu', 'md-grosu'], ['ICEB', 'Ion Ceban', 'md-ceban'], ['ASTO', 'Alexandr Stoianoglo', 'md-stoianoglo']],
      { sources: ['Central Electoral Commission of Moldova https://a.cec.md/en'] }),
    B('Moldova Presidential Election: 1st Round Winner', 'Politics', z('2032-10-25', '12:00'), [['moldova-first-round-2032-grosu', 'Igor Grosu', 'md1-grosu'], ['moldova-first-round-2032-ceban', 'Ion Ceban', 'md1-ceban']]),
  ] }, ['round']);
}
{ // Ghana presidential election, Dec 7 (alpha, beta, gamma), by party.
  const close = z('2032-12-12', '12:00');
  addCase('world_elections', { name: 'ghana-president-2032', events: [
    A('KXGHPRES-32', 'Ghana presidential election 2032', 'Elections', close, [['NDC', 'National Democratic Congress', 'gh-ndc'], ['NPP', 'New Patriotic Party', 'gh-npp']], { sources: ['Electoral Commission of Ghana https://ec.gov.gh/'] }),
    B('Ghana Presidential Election Winner', 'Politics', close, [['ghana-presidential-2032-ndc', 'NDC', 'gh-ndc'], ['ghana-presidential-2032-npp', 'NPP', 'gh-npp']]),
    G('Ghana 2032 presidential election: winning party', close, gr(['NDC', 'gh-ndc'], ['NPP', 'gh-npp'])),
  ] });
}
{ // Santiago (commune) mayor, Chile's municipal elections, Oct 24 — gamma only.
  addCase('world_elections', { name: 'santiago-mayor-2032', events: [G('Santiago mayor 2032 (Chile municipal elections)', z('2032-10-25', '03:00'), gr(['Mario Desbordes', 'stgo-desbordes'], ['Irací Hassler', 'stgo-hassler']))] });
}
{ // New Brunswick provincial election, Mon Oct 18 — beta only.
  addCase('world_elections', { name: 'new-brunswick-2032', events: [B('New Brunswick Election Winner', 'Politics', z('2032-10-19', '12:00'), [['new-brunswick-election-2032-liberal', 'Liberal', 'nb-lib'], ['new-brunswick-election-2032-pc', 'Progressive Conservative', 'nb-pc']])] });
}

// ───────────────────────────── Q3 EARNINGS ─────────────────────────────

{ // Netflix Q3 2032 revenue, Oct 19 (alpha, beta).
  const close = z('2032-10-19', '20:00');
  addCase('earnings', { name: 'nflx-q3-2032-rev', events: [
    A('KXNFLXREV-32Q3', 'Netflix revenue, Q3 2032', 'Companies', close, [['T19.0', 'Above $19.0B', 'nflx-19.0'], ['T19.5', 'Above $19.5B', 'nflx-19.5'], ['T20.0', 'Above $20.0B', 'nflx-20.0']],
      { sources: ['Netflix Investor Relations https://ir.netflix.net/financials/quarterly-earnings/'] }),
    B1('Netflix Q3 revenue above $19.5B?', 'Business', close, 'nflx-19.5', { mx: { src: 'https://ir.netflix.net/', rules: 'Resolves Yes if Netflix reports total revenue above $19.5 billion for the quarter ended September 30, 2032 in its shareholder letter.' } }),
  ] });
}
{ // Tesla Q3 2032 non-GAAP EPS, Oct 20: value above a threshold (alpha, gamma) vs beating the consensus (beta): observation.
  const close = z('2032-10-20', '20:00');
  addCase('earnings', { name: 'tsla-q3-2032-eps', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXTSLAEPS-32Q3', 'Tesla adjusted EPS, Q3 2032', 'Companies', close, [['T0.80', 'Above $0.80', 'tsla-eps-0.80'], ['T0.90', 'Above $0.90', 'tsla-eps-0.90'], ['T1.00', 'Above $1.00', 'tsla-eps-1.00']],
      { sources: ['Tesla Investor Relations https://ir.tesla.com/'] }),
    G1('Tesla Q3 2032 adjusted (non-GAAP) EPS above $0.90?', close, 'tsla-eps-0.90'),
    B1('Will Tesla beat quarterly earnings?', 'Business', close, 'tsla-beat-q3', { mx: { rules: 'Resolves Yes if Tesla\'s reported non-GAAP EPS for Q3 2032 exceeds the consensus estimate published by Zacks at market close on October 19, 2032.' } }),
  ] }, ['observation']);
}
{ // Apple fiscal Q4 2032 (September quarter) revenue, Oct 28 (alpha, beta, beta_us).
  const close = z('2032-10-28', '20:30');
  addCase('earnings', { name: 'aapl-fq4-2032-rev', events: [
    A('KXAAPLREV-32Q4', 'Apple revenue, fiscal Q4 2032', 'Companies', close, [['T115', 'Above $115B', 'aapl-115'], ['T120', 'Above $120B', 'aapl-120'], ['T125', 'Above $125B', 'aapl-125']],
      { sources: ['Apple Newsroom https://www.apple.com/newsroom/'] }),
    B1('Apple September-quarter revenue above $120B?', 'Business', close, 'aapl-120'),
    U1('apple-q4-fy32-revenue-above-120b', 'Apple Q4 FY32 revenue over $120 billion?', 'Business', close, 'aapl-120'),
  ] });
}
{ // Microsoft fiscal Q1 2033, Oct 26: Azure growth (alpha, beta) vs Intelligent Cloud segment revenue (gamma): measure.
  const close = z('2032-10-26', '20:30');
  addCase('earnings', { name: 'msft-azure-fq1-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMSFTAZURE-33Q1', 'Microsoft Azure revenue growth, FQ1 2033', 'Companies', close, [['T28', 'Above 28%', 'azure-28'], ['T30', 'Above 30%', 'azure-30'], ['T32', 'Above 32%', 'azure-32']],
      { sources: ['Microsoft Investor Relations https://www.microsoft.com/en-us/investor'] }),
    B1("Azure growth above 30% in Microsoft's September quarter?", 'Business', close, 'azure-30'),
    G1('Microsoft Intelligent Cloud revenue above $40B (FQ1 2033)?', close, 'msft-ic-40'),
  ] }, ['measure']);
}
{ // What will Zuckerberg say on Meta's Q3 2032 call, Oct 27 (alpha mention markets, beta's single word).
  const close = z('2032-10-27', '22:00');
  addCase('earnings', { name: 'meta-q3-2032-mentions', events: [
    A(`KXEARNINGSMENTIONMETA-${ad('2032-10-27')}`, 'What will Mark Zuckerberg say during Meta Q3 2032 earnings call?', 'Mentions', close, [['SUPE', 'Superintelligence', 'meta-say-superintelligence'], ['LLAM', 'Llama', 'meta-say-llama'],
      ['GLAS', 'Glasses', 'meta-say-glasses'], ['TARI', 'Tariff', 'meta-say-tariff']], { rules: 'If Mark Zuckerberg says the listed word during Meta\'s Q3 2032 earnings call, then the market resolves to Yes. Plural and possessive forms count.' }),
    B1('Will Zuckerberg say "superintelligence" during Meta\'s Q3 earnings call?', 'Mentions', close, 'meta-say-superintelligence'),
  ] });
}
{ // Nvidia Q3 fiscal 2033 revenue, Nov 17 (alpha, beta).
  const close = z('2032-11-17', '21:20');
  addCase('earnings', { name: 'nvda-q3-fy33-rev', events: [
    A('KXNVDAREV-33Q3', 'NVIDIA revenue, Q3 fiscal 2033', 'Companies', close, [['T140', 'Above $140B', 'nvda-140'], ['T150', 'Above $150B', 'nvda-150'], ['T160', 'Above $160B', 'nvda-160']],
      { sources: ['NVIDIA Investor Relations https://investor.nvidia.com/'] }),
    B('NVIDIA Q3 FY2033 revenue?', 'Business', close, [['nvidia-q3-fy33-revenue-above-150b', '>$150B', 'nvda-150'], ['nvidia-q3-fy33-revenue-above-160b', '>$160B', 'nvda-160']]),
  ] });
}
{ // Tesla Q4 2032 deliveries, Jan 2, 2033 (alpha, beta) vs Q4 production (beta_us): measure.
  const close = z('2033-01-02', '15:00');
  addCase('earnings', { name: 'tsla-q4-2032-deliveries', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXTSLADEL-32Q4', 'Tesla deliveries, Q4 2032', 'Companies', close, [['T500000', 'Above 500,000', 'tsladel-500k'], ['T550000', 'Above 550,000', 'tsladel-550k'], ['T600000', 'Above 600,000', 'tsladel-600k']],
      { sources: ['Tesla Investor Relations https://ir.tesla.com/press'] }),
    B1('Tesla Q4 deliveries above 550k?', 'Business', close, 'tsladel-550k'),
    U1('tesla-q4-2032-production-above-550k', 'Tesla Q4 2032 vehicle production over 550,000?', 'Business', close, 'tslaprod-550k'),
  ] }, ['measure']);
}
{ // TSMC Q3 2032 revenue, Oct 14 — alpha only.
  addCase('earnings', { name: 'tsmc-q3-2032', events: [A1('KXTSMREV-32Q3', 'TSMC revenue, Q3 2032', 'Companies', z('2032-10-14', '06:00'), 'T45', 'Above $45B', 'tsmc-45',
    { sources: ['TSMC Investor Relations https://investor.tsmc.com/english/quarterly-results'] })] });
}

// ───────────────────────────── CULTURE AND WEATHER ─────────────────────────────

{ // Top film of the Oct 15-17 weekend: Box Office Mojo (alpha) vs The Numbers (beta) — one event, different sources (nf).
  const close = z('2032-10-18', '19:00');
  addCase('culture_weather', { name: 'box-office-oct15-17', fungible: nf('alpha|beta'), events: [
    A(`KXTOPMOVIE-${ad('2032-10-17')}`, 'Top grossing movie of the weekend (Oct 15-17)?', 'Entertainment', close, [['NIGH', 'Nightfall Protocol', 'bo-nightfall'], ['HOLL', 'Hollow Pines', 'bo-hollow'], ['LANT', 'The Lantern Keepers', 'bo-lantern']],
      { sources: ['Box Office Mojo https://www.boxofficemojo.com/weekend/'] }),
    B('Highest grossing movie this weekend?', 'Culture', close, [['nightfall-protocol-1-box-office-oct-15-17', 'Nightfall Protocol', 'bo-nightfall'], ['hollow-pines-1-box-office-oct-15-17', 'Hollow Pines', 'bo-hollow'],
      ['the-lantern-keepers-1-box-office-oct-15-17', 'The Lantern Keepers', 'bo-lantern'], ['the-drowned-city-1-box-office-oct-15-17', 'The Drowned City', 'bo-drowned']],
      { rules: 'Resolves to the film with the highest domestic (US & Canada) Friday–Sunday gross for October 15–17, 2032, per The Numbers (the-numbers.com), checked on Monday, October 18.' }),
  ] }, ['source']);
}
{ // Billboard Hot 100 No. 1 on the chart dated Oct 23 (alpha, beta) vs the chart dated Oct 30 (gamma): date.
  addCase('culture_weather', { name: 'hot100-oct23', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTOPSONG-32OCT23', 'Billboard Hot 100 #1 song on the chart dated Oct 23, 2032', 'Entertainment', z('2032-10-19', '17:00'), [['SAB', 'Sabrina Carpenter - Velvet Alibi', 'h23-velvet'], ['TSW', 'Taylor Swift - Porch Light', 'h23-porch'],
      ['BAD', 'Bad Bunny - Brisa', 'h23-brisa']], { sources: ['Billboard https://www.billboard.com/charts/hot-100/'] }),
    B('Billboard Hot 100 #1 on October 23?', 'Culture', z('2032-10-19', '17:00'), [['velvet-alibi-hot-100-1-oct-23', 'Velvet Alibi', 'h23-velvet'], ['porch-light-hot-100-1-oct-23', 'Porch Light', 'h23-porch'], ['brisa-hot-100-1-oct-23', 'Brisa', 'h23-brisa']]),
    G('Hot 100 number one — chart dated October 30, 2032', z('2032-10-26', '17:00'), gr(['Porch Light — Taylor Swift', 'h30-porch'], ['Velvet Alibi — Sabrina Carpenter', 'h30-velvet'], ['Brisa — Bad Bunny', 'h30-brisa'])),
  ] }, ['date']);
}
{ // Booker Prize 2032 (beta, gamma).
  const close = z('2032-11-09', '21:00');
  addCase('culture_weather', { name: 'booker-2032', events: [
    B('Booker Prize 2032 Winner', 'Culture', close, [['booker-prize-2032-the-salt-ledger', 'The Salt Ledger', 'booker-salt'], ['booker-prize-2032-small-hours', 'Small Hours', 'booker-small'], ['booker-prize-2032-a-house-of-weather', 'A House of Weather', 'booker-weather']]),
    G('2032 Booker Prize: winning novel', close, gr(['The Salt Ledger', 'booker-salt'], ['A House of Weather', 'booker-weather'], ['Small Hours', 'booker-small'])),
  ] });
}
{ // Time Person of the Year 2032 (alpha, beta).
  const close = z('2032-12-08', '14:00');
  addCase('culture_weather', { name: 'time-poty-2032', events: [
    A('KXTIMEPOTY-32', 'TIME Person of the Year 2032', 'Culture', close, [['PELC', 'The President-elect', 'poty-pe'], ['JHUA', 'Jensen Huang', 'poty-huang'], ['LEO', 'Pope Leo XIV', 'poty-leo'], ['EMUS', 'Elon Musk', 'poty-musk']], { sources: ['TIME https://time.com/person-of-the-year/'] }),
    B('Time 2032 Person of the Year', 'Culture', close, [['time-2032-person-of-the-year-president-elect', 'President-elect', 'poty-pe'], ['time-2032-person-of-the-year-jensen-huang', 'Jensen Huang', 'poty-huang'],
      ['time-2032-person-of-the-year-pope-leo-xiv', 'Pope Leo XIV', 'poty-leo']]),
  ] });
}
{ // The Game Awards 2032 Game of the Year — beta only.
  addCase('culture_weather', { name: 'tga-goty-2032', events: [B('Game of the Year 2032 (The Game Awards)', 'Culture', z('2032-12-11', '04:00'), [['goty-2032-grand-theft-auto-vi-online', 'GTA VI Online', 'goty-gta'],
    ['goty-2032-the-elder-scrolls-vi', 'The Elder Scrolls VI', 'goty-tes6'], ['goty-2032-hollow-knight-silksong-2', 'Silksong II', 'goty-silk2']])] });
}
{ // NYC high on Thu Oct 14: Central Park (alpha) vs LaGuardia (beta) — one event, different stations (nf); Chicago's high (gamma): place.
  const close = z('2032-10-15', '05:00');
  addCase('culture_weather', { name: 'nyc-high-oct14', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A(`KXHIGHNY-${ad('2032-10-14')}`, 'Highest temperature in NYC on Oct 14, 2032?', 'Climate and Weather', close, [['T62', '62° or below', 'nyc14-le62'], ['B63.5', '63° to 64°', 'nyc14-63-64'], ['B65.5', '65° to 66°', 'nyc14-65-66'],
      ['B67.5', '67° to 68°', 'nyc14-67-68'], ['T69', '69° or above', 'nyc14-ge69']], { sources: [NWS], rules: 'Resolves on the maximum temperature at Central Park, NY in the NWS Daily Climate Report for Oct 14, 2032.' }),
    B('Highest temperature in NYC on October 14?', 'Weather', close, [['nyc-high-oct-14-2032-62-or-below', '62°F or below', 'nyc14-le62'], ['nyc-high-oct-14-2032-63-64', '63-64°F', 'nyc14-63-64'], ['nyc-high-oct-14-2032-65-66', '65-66°F', 'nyc14-65-66'],
      ['nyc-high-oct-14-2032-67-68', '67-68°F', 'nyc14-67-68'], ['nyc-high-oct-14-2032-69-or-higher', '69°F or higher', 'nyc14-ge69']],
      { rules: 'Resolves to the highest temperature recorded at LaGuardia Airport Station on October 14, 2032, per Wunderground (whole degrees Fahrenheit).' }),
    G('Chicago high temperature on Oct 14 (O’Hare)', close, gr(['Below 58°F', 'chi14-lt58'], ['58–61°F', 'chi14-58-61'], ['62°F or higher', 'chi14-ge62'])),
  ] }, ['source', 'place']);
}
{ // Atlantic named storms in 2032: alpha "above 18" = beta "19 or more" (integer count).
  const close = z('2032-12-01', '05:00');
  addCase('culture_weather', { name: 'atlantic-named-storms-2032', events: [
    A('KXHURCTOT-32', 'Number of Atlantic named storms in 2032', 'Climate and Weather', close, [['T16', 'Above 16', 'storms-17'], ['T18', 'Above 18', 'storms-19'], ['T20', 'Above 20', 'storms-21']],
      { sources: ['National Hurricane Center https://www.nhc.noaa.gov/'] }),
    B('How many named storms in the 2032 Atlantic hurricane season?', 'Weather', close, [['named-storms-2032-17-or-more', '17+', 'storms-17'], ['named-storms-2032-19-or-more', '19+', 'storms-19'], ['named-storms-2032-21-or-more', '21+', 'storms-21']]),
  ] });
}
{ // Hurricane landfall in Florida by Oct 31 (alpha) vs in 2032 (beta): deadline.
  addCase('culture_weather', { name: 'fl-hurricane-landfall', groups: [['alpha'], ['beta']], events: [
    A1('KXHURFL-32OCT31', 'Will a hurricane make landfall in Florida by Oct 31, 2032?', 'Climate and Weather', z('2032-11-01', '03:59'), 'OCT31', 'By Oct 31', 'flhur-oct31', { sources: ['National Hurricane Center https://www.nhc.noaa.gov/'] }),
    B1('Hurricane makes landfall in Florida in 2032?', 'Weather', z('2033-01-01', '04:59'), 'flhur-2032', { mx: { src: 'https://www.nhc.noaa.gov/' } }),
  ] }, ['deadline']);
}
{ // October 2032 the warmest October on record: NASA GISTEMP (alpha) vs NOAA NCEI (beta) — one event, different datasets (nf).
  const close = z('2032-11-16', '17:00');
  addCase('culture_weather', { name: 'warmest-october-2032', fungible: nf('alpha|beta'), events: [
    A1('KXWARMOCT-32', 'Will October 2032 be the warmest October on record?', 'Climate and Weather', close, 'REC', 'Warmest on record', 'warmoct-32',
      { sources: ['NASA GISS https://data.giss.nasa.gov/gistemp/'] }),
    B1('October 2032 hottest October on record?', 'Weather', close, 'warmoct-32', { mx: { src: 'https://www.ncei.noaa.gov/access/monitoring/monthly-report/global/', rules: 'Resolves Yes if NOAA NCEI\'s Global Climate Report ranks October 2032 as the warmest October in its record.' } }),
  ] }, ['source']);
}
{ // Denver: measurable snow by Oct 31 (alpha) vs snow on Halloween itself (beta): deadline.
  addCase('culture_weather', { name: 'denver-snow', groups: [['alpha'], ['beta']], events: [
    A1('KXDENSNOW-32OCT31', 'Will Denver get measurable snow by Oct 31, 2032?', 'Climate and Weather', z('2032-11-01', '06:00'), 'OCT31', 'By Oct 31', 'densnow-by31',
      { sources: ['National Weather Service https://www.weather.gov/bou/'] }),
    B1('Snow in Denver on Halloween?', 'Weather', z('2032-11-01', '06:00'), 'densnow-on31', { mx: { rules: 'Resolves Yes if 0.1 inches or more of snow is recorded at Denver International Airport on October 31, 2032, per the NWS climate report.' } }),
  ] }, ['deadline']);
}
{ // Nightfall Protocol Rotten Tomatoes score — beta_us only.
  addCase('culture_weather', { name: 'nightfall-rt-score', events: [U1('nightfall-protocol-rotten-tomatoes-above-80', "'Nightfall Protocol' Rotten Tomatoes score above 80%?", 'Culture', z('2032-10-22', '16:00'), 'rt-nightfall-80')] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout44-set.json', import.meta.url));
