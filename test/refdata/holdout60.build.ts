// Sixtieth independent refdata holdout: writes test/refdata/holdout60-set.json (a broad catalog snapshot as the venues
// listed it on Monday 4 December 2034: the NFL week 14 slate (Thursday 7, Sunday 10 and Monday 11 December: moneylines,
// spreads, totals, player props, anytime touchdown scorers) and season futures, NBA and NHL games and futures, college
// football's conference championships, the CFP selection and the Heisman, European football, the aftermath of the
// 7 November 2034 US midterms (the Georgia Senate run-off, recounts, House seat counts, leadership elections for the
// 124th Congress), the December FOMC meeting, the November jobs report and CPI, crypto price ladders at fixed times,
// year-end awards (TIME Person of the Year, The Game Awards, Spotify Wrapped), snowfall at named weather stations and
// year-end charts).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout60.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md (and its resource tables for events, outcomes and venue pairs),
// test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf, z, yn, ad, long, slug, gr), lines 1–200 of
// test/refdata/holdout47.build.ts (its header: the labelling rules below are adopted from it verbatim, and the shape of
// its first cases) and its last 10 lines (how the JSON is written out); a grep of that file for 'inverted' also showed
// five one-line case comments past line 200, and lines 200–204 (one spread case) were printed by mistake. Nothing under
// services/refdata/** or packages/domain/** was opened, nor any other set, build file or test in test/refdata/. The
// matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
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
// - Calendar assumed for 2034: Thanksgiving was 23 November; conference championship games are on Saturday 9 December
//   (a bye week after rivalry week), the CFP selection show on Sunday 10 December, the Heisman ceremony and Army–Navy on
//   Saturday 16 December; the FOMC meets 12–13 December; the November jobs report is out Friday 8 December and November
//   CPI on Tuesday 12 December; The Game Awards are on Thursday 7 December; the 124th Congress convenes 3 January 2035;
//   Super Bowl LXIX is on 11 February 2035.
// - Games (as in holdout47): a game's winner, its spread, its total, one team's total and any first-half market are
//   different measures or periods (different events); rungs of one ladder on one game are outcomes of one event, the
//   other side's "+2.5" being the complement of "−2.5" (inverted). "Over 47.5" and "48 or more" are one outcome for an
//   integer statistic. In a game that cannot end level "A wins" and "B wins" are complements; an NFL game's "Tie" row is
//   an outcome of its own; a 90-minute football (soccer) match has three outcomes and the double chance "Chelsea or
//   draw" is the complement of "Arsenal win". NHL moneylines (overtime and shootout included) and the 60-minute
//   three-way are different measures. Same teams on another date is another event.
// - Props: one event per statistic per game (every player and rung of that board is an outcome of it); the anytime
//   touchdown (or goal) scorer board is one event, the first scorer another.
// - Futures: a league's champion, a conference champion, a division winner, "makes the playoffs" and a #1 seed are
//   different observations; one award (MVP, Rookie of the Year, Offensive Player of the Year, Hart) per event. The
//   CFP field (which teams are selected) and the CFP #1 seed are different observations; a count of one conference's
//   bids is another measure.
// - Elections: a candidate's name and that candidate's party are one outcome in a two-candidate run-off. The certified
//   winner of a race and whether a recount is requested are different observations. Different districts or states are
//   different places; leader and whip are different offices. The Speaker elected when the 124th Congress convenes and
//   the Speaker in office on a later date are different observations; "elected on the first ballot" is another measure.
//   A House seat count in "above N" rungs and in ranges: rungs and ranges coincide only where they describe the same set
//   of counts (an integer count: "above 217.5" = "218 or more").
// - Fed: the December decision's buckets must describe the same moves to coincide ("hike 25 bps" is not "increase of
//   any size"); the target range's upper bound after the meeting is another measure than the decision. Cuts in 2035
//   counted by meetings vs by 25 bp steps: one event, nf. "Cut by the March meeting" and "cut at the March meeting" are
//   different events.
// - Jobs and prices: payrolls (in thousands) "above 150k" and "150k or more" are different outcomes; the unemployment
//   rate is published to one decimal ("above 4.3%" = "4.4% or higher"); headline and core CPI, MoM and YoY, U-3 and U-6
//   are different measures.
// - Crypto: 5 PM ET values (alpha's ladders, CF Benchmarks) and noon ET values (a Binance 1-minute candle) are different
//   instants; the same instant priced off CF Benchmarks vs a Coinbase candle is one event, nf. The value at a time and
//   "hits X at any time by" are different observations.
// - Weather: monthly snowfall at one city's stations (Central Park vs LaGuardia) is one event, nf; a month's total and one
//   day's snowfall are different periods; snowfall and snow depth are different measures; "measurable snow by Dec 15"
//   is another period than the December total.
// - Awards and charts: one category per event; the TIME shortlist is another observation than the pick; global vs US
//   Wrapped charts are different places; the Billboard Hot 100 of one chart date is one event (next week's chart
//   another); the Billboard year-end chart and Spotify's most-streamed list are different statistics; the domestic
//   box office leader of 2034 off Box Office Mojo vs The Numbers is one event, nf.
// Ids: beta event ids 680001+, gamma ids 62001+, alpha tickers dated 2034/2035; all closes after 2026-11-23.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`); 'split' marks categorical
// buckets and binary rungs that only partly coincide.
import { nf, z, yn, ad, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'nfl' | 'nfl_props' | 'nfl_futures' | 'nba' | 'nhl' | 'cfb' | 'soccer' | 'politics' | 'fed' | 'econ' | 'crypto' | 'awards' | 'weather' | 'charts';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'asset' | 'observation' | 'round' | 'category' | 'person' | 'office' | 'split';

const { addCase, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(680000, 62000);

const THU = '2034-12-07';
const FRI = '2034-12-08';
const SAT = '2034-12-09';
const SUN = '2034-12-10';
const MON = '2034-12-11';
const TUE = '2034-12-12';
const WED = '2034-12-13';
const NFLS = 'NFL https://www.nfl.com/scores/2034/reg14';
const NBAS = 'NBA https://www.nba.com/games';
const NHLS = 'NHL https://www.nhl.com/scores';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const FOMC = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const BLS_ES = 'Bureau of Labor Statistics https://www.bls.gov/ces/';
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const NWS_OKX = 'National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLM&issuedby=NYC';
/** Alpha's NFL game rules. */
const gameRules = (team: string, game: string, d: string): string =>
  `If ${team} wins the ${game} professional football game originally scheduled for ${d}, then the market resolves to Yes. If the game ends in a tie, the market resolves to No.`;

// ───────────────────────────── NFL WEEK 14: MONEYLINES ─────────────────────────────

{ // Eagles at Cowboys, Sunday 4:25 PM ET (all four venues); gamma asks whether Dallas wins (YES = Cowboys, inverted to beta's YES = Eagles).
  const ko = z(SUN, '21:25');
  addCase('nfl', { name: 'nfl-phi-dal-ml', events: [
    A(`KXNFLGAME-${ad(SUN)}PHIDAL`, 'Philadelphia at Dallas', 'Sports', z(MON, '01:30'), [['PHI', 'Philadelphia', 'phidal-phi', { rules: gameRules('Philadelphia', 'Philadelphia at Dallas', 'Dec 10, 2034') }],
      ['DAL', 'Dallas', 'phidal-dal', { rules: gameRules('Dallas', 'Philadelphia at Dallas', 'Dec 10, 2034') }]], { sources: [NFLS] }),
    B('Eagles vs. Cowboys', 'Sports', ko, [['nfl-phi-dal-2034-12-10', '', 'phidal-phi', { outcomes: yn('Eagles', 'Cowboys') }]]),
    U('nfl-phi-dal-2034-12-10', 'Philadelphia Eagles at Dallas Cowboys', 'Sports', ko, [['aec-nfl-phi-dal-2034-12-10', '', 'phidal-phi', { outcomes: yn('Philadelphia Eagles', 'Dallas Cowboys') }]]),
    G1('Will the Cowboys beat the Eagles at AT&T Stadium? (Dec 10)', z(MON, '02:00'), 'phidal-dal', { rules: 'Resolves YES if the Dallas Cowboys win their Week 14 game against the Philadelphia Eagles on December 10, 2034 per the official NFL result. A tie resolves NO.' }),
  ] }, ['inverted']);
}
{ // TNF: Packers at Bears, Thursday 8:15 PM ET (alpha, beta, beta_us); gamma lists the week 18 rematch at Lambeau (date).
  addCase('nfl', { name: 'nfl-gb-chi-tnf', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNFLGAME-${ad(THU)}GBCHI`, 'Green Bay at Chicago', 'Sports', z(FRI, '04:30'), [['GB', 'Green Bay', 'gbchi-gb'], ['CHI', 'Chicago', 'gbchi-chi']], { sources: [NFLS] }),
    B('Packers vs. Bears', 'Sports', z(FRI, '01:15'), [['nfl-gb-chi-2034-12-07', '', 'gbchi-gb', { outcomes: yn('Packers', 'Bears') }]]),
    U('nfl-gb-chi-2034-12-07', 'TNF: Green Bay Packers at Chicago Bears', 'Sports', z(FRI, '01:15'), [['aec-nfl-gb-chi-2034-12-07', '', 'gbchi-gb', { outcomes: yn('Green Bay Packers', 'Chicago Bears') }]]),
    G('Bears @ Packers — Jan 7, 2035 winner', z('2035-01-07', '22:00'), gr(['Chicago Bears', 'chigb-chi'], ['Green Bay Packers', 'chigb-gb'])),
  ] }, ['date']);
}
{ // Chiefs at Broncos, Sunday 4:05 PM ET (alpha, gamma, beta_us; beta_us lists the home team first, YES = Broncos).
  addCase('nfl', { name: 'nfl-kc-den-ml', events: [
    A(`KXNFLGAME-${ad(SUN)}KCDEN`, 'Kansas City at Denver', 'Sports', z(MON, '01:00'), [['KC', 'Kansas City', 'kcden-kc'], ['DEN', 'Denver', 'kcden-den']], { sources: [NFLS] }),
    G('Chiefs vs Broncos (Sun Dec 10) — who wins?', z(MON, '00:30'), gr(['Kansas City Chiefs', 'kcden-kc'], ['Denver Broncos', 'kcden-den'])),
    U('nfl-kc-den-2034-12-10', 'Kansas City Chiefs at Denver Broncos', 'Sports', z(SUN, '21:05'), [['aec-nfl-kc-den-2034-12-10', '', 'kcden-den', { outcomes: yn('Denver Broncos', 'Kansas City Chiefs') }]]),
  ] });
}
{ // Bills at Dolphins, Sunday 1:00 PM ET (alpha, beta); beta_us lists the first-half winner (period).
  addCase('nfl', { name: 'nfl-buf-mia-ml', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A(`KXNFLGAME-${ad(SUN)}BUFMIA`, 'Buffalo at Miami', 'Sports', z(SUN, '22:00'), [['BUF', 'Buffalo', 'bufmia-buf'], ['MIA', 'Miami', 'bufmia-mia']], { sources: [NFLS] }),
    B('Bills vs. Dolphins', 'Sports', z(SUN, '18:00'), [['nfl-buf-mia-2034-12-10', '', 'bufmia-buf', { outcomes: yn('Bills', 'Dolphins') }]]),
    U('nfl-buf-mia-2034-12-10-1h', 'Bills at Dolphins: 1st Half Winner', 'Sports', z(SUN, '19:40'), [['aec1h-nfl-buf-mia-2034-12-10', '', 'bufmia-1h-buf', { outcomes: yn('Buffalo Bills', 'Miami Dolphins') }]]),
  ] }, ['period']);
}
{ // SNF: 49ers at Seahawks, 8:20 PM ET (all four venues).
  addCase('nfl', { name: 'nfl-sf-sea-snf', events: [
    A(`KXNFLGAME-${ad(SUN)}SFSEA`, 'San Francisco at Seattle', 'Sports', z(MON, '05:00'), [['SF', 'San Francisco', 'sfsea-sf'], ['SEA', 'Seattle', 'sfsea-sea']], { sources: [NFLS] }),
    B('49ers vs. Seahawks', 'Sports', z(MON, '01:20'), [['nfl-sf-sea-2034-12-10', '', 'sfsea-sf', { outcomes: yn('49ers', 'Seahawks') }]]),
    U('nfl-sf-sea-2034-12-10', 'SNF: San Francisco 49ers at Seattle Seahawks', 'Sports', z(MON, '01:20'), [['aec-nfl-sf-sea-2034-12-10', '', 'sfsea-sf', { outcomes: yn('San Francisco 49ers', 'Seattle Seahawks') }]]),
    G('Sunday Night Football: 49ers @ Seahawks', z(MON, '04:30'), gr(['49ers', 'sfsea-sf'], ['Seahawks', 'sfsea-sea'])),
  ] });
}
{ // MNF: Bengals at Steelers, Monday 8:15 PM ET (alpha, beta, gamma); beta_us lists the week 18 rematch in Cincinnati (date).
  addCase('nfl', { name: 'nfl-cin-pit-mnf', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNFLGAME-${ad(MON)}CINPIT`, 'Cincinnati at Pittsburgh', 'Sports', z(TUE, '04:30'), [['CIN', 'Cincinnati', 'cinpit-cin'], ['PIT', 'Pittsburgh', 'cinpit-pit']], { sources: [NFLS] }),
    B('Bengals vs. Steelers', 'Sports', z(TUE, '01:15'), [['nfl-cin-pit-2034-12-11', '', 'cinpit-pit', { outcomes: yn('Steelers', 'Bengals'), q: 'Steelers vs. Bengals' }]]),
    G('MNF Dec 11: Bengals at Steelers', z(TUE, '04:00'), gr(['Cincinnati', 'cinpit-cin'], ['Pittsburgh', 'cinpit-pit'])),
    U('nfl-pit-cin-2035-01-07', 'Pittsburgh Steelers at Cincinnati Bengals', 'Sports', z('2035-01-07', '18:00'), [['aec-nfl-pit-cin-2035-01-07', '', 'pitcin-pit', { outcomes: yn('Pittsburgh Steelers', 'Cincinnati Bengals') }]]),
  ] }, ['date']);
}
{ // Jets at Patriots, 1:00 PM ET — beta only.
  addCase('nfl', { name: 'nfl-nyj-ne-ml', events: [
    B('Jets vs. Patriots', 'Sports', z(SUN, '18:00'), [['nfl-nyj-ne-2034-12-10', '', 'nyjne-nyj', { outcomes: yn('Jets', 'Patriots') }]]),
  ] });
}
{ // Raiders at Chargers, 4:05 PM ET — alpha only.
  addCase('nfl', { name: 'nfl-lv-lac-ml', events: [
    A(`KXNFLGAME-${ad(SUN)}LVLAC`, 'Las Vegas at Los Angeles C', 'Sports', z(MON, '01:00'), [['LV', 'Las Vegas', 'lvlac-lv'], ['LAC', 'Los Angeles C', 'lvlac-lac']], { sources: [NFLS] }),
  ] });
}
{ // Lions at Vikings, 1:00 PM ET (alpha, beta, gamma); gamma's three-way row set adds a Tie row (its own outcome).
  addCase('nfl', { name: 'nfl-det-min-ml', events: [
    A(`KXNFLGAME-${ad(SUN)}DETMIN`, 'Detroit at Minnesota', 'Sports', z(SUN, '22:00'), [['DET', 'Detroit', 'detmin-det'], ['MIN', 'Minnesota', 'detmin-min']], { sources: [NFLS] }),
    B('Lions vs. Vikings', 'Sports', z(SUN, '18:00'), [['nfl-det-min-2034-12-10', '', 'detmin-det', { outcomes: yn('Lions', 'Vikings') }]]),
    G('Detroit Lions vs Minnesota Vikings — result (Dec 10)', z(SUN, '22:30'), gr(['Lions', 'detmin-det'], ['Vikings', 'detmin-min'], ['Tie', 'detmin-tie'])),
  ] });
}

// ───────────────────────────── NFL WEEK 14: SPREADS AND TOTALS ─────────────────────────────

{ // Eagles at Cowboys spread: alpha's ladder; beta Eagles −2.5; beta_us Cowboys +2.5 (complement); gamma Eagles −3.5 (not a rung).
  addCase('nfl', { name: 'nfl-phi-dal-spread', events: [
    A(`KXNFLSPREAD-${ad(SUN)}PHIDAL`, 'Philadelphia at Dallas: Spread', 'Sports', z(MON, '01:30'), [['PHI3', 'Philadelphia wins by over 2.5 points', 'phidal-sp-phi2.5'],
      ['PHI6', 'Philadelphia wins by over 5.5 points', 'phidal-sp-phi5.5'], ['DAL3', 'Dallas wins by over 2.5 points', 'phidal-sp-dal2.5']], { sources: [NFLS] }),
    B('Spread: Eagles (-2.5)', 'Sports', z(SUN, '21:25'), [['nfl-phi-dal-2034-12-10-spread-away-2pt5', '', 'phidal-sp-phi2.5', { outcomes: yn('Eagles', 'Cowboys') }]]),
    U('nfl-phi-dal-2034-12-10-spreads', 'Eagles vs. Cowboys — Spread', 'Sports', z(SUN, '21:25'), [['asc-nfl-phi-dal-2034-12-10-home-pos-2pt5', 'Cowboys +2.5', 'phidal-sp-dal+2.5', { outcomes: yn('Cowboys +2.5', 'Eagles -2.5') }]]),
    G1('Eagles -3.5 at Dallas (Dec 10)?', z(MON, '02:00'), 'phidal-sp-phi3.5', { rules: 'YES if the Philadelphia Eagles beat the Dallas Cowboys by 4 or more points on Dec 10, 2034 (final score incl. overtime).' }),
  ] }, ['inverted', 'threshold']);
}
{ // Eagles at Cowboys total: alpha ladder, beta O/U 47.5, gamma "48 or more" (one outcome); beta_us lists the first-half total (period).
  addCase('nfl', { name: 'nfl-phi-dal-total', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNFLTOTAL-${ad(SUN)}PHIDAL`, 'Philadelphia at Dallas: Total Points', 'Sports', z(MON, '01:30'), [['44', 'Over 44.5 points scored', 'phidal-tot44.5'], ['47', 'Over 47.5 points scored', 'phidal-tot47.5'],
      ['50', 'Over 50.5 points scored', 'phidal-tot50.5']], { sources: [NFLS] }),
    B('Eagles vs. Cowboys: O/U 47.5', 'Sports', z(SUN, '21:25'), [['nfl-phi-dal-2034-12-10-total-47pt5', '', 'phidal-tot47.5', { outcomes: yn('Over', 'Under') }]]),
    G1('PHI @ DAL: 48+ total points?', z(MON, '02:00'), 'phidal-tot47.5'),
    U('nfl-phi-dal-2034-12-10-1h-totals', 'Eagles vs. Cowboys — 1H O/U 23.5', 'Sports', z(SUN, '22:45'), [['tsc1h-nfl-phi-dal-2034-12-10-23pt5', '', 'phidal-1h-tot23.5', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['period']);
}
{ // 49ers at Seahawks spread: Seahawks −1.5 (alpha, beta_us).
  addCase('nfl', { name: 'nfl-sf-sea-spread', events: [
    A(`KXNFLSPREAD-${ad(SUN)}SFSEA`, 'San Francisco at Seattle: Spread', 'Sports', z(MON, '05:00'), [['SEA2', 'Seattle wins by over 1.5 points', 'sfsea-sp-sea1.5'], ['SF2', 'San Francisco wins by over 1.5 points', 'sfsea-sp-sf1.5']], { sources: [NFLS] }),
    U('nfl-sf-sea-2034-12-10-spreads', '49ers vs. Seahawks — Spread', 'Sports', z(MON, '01:20'), [['asc-nfl-sf-sea-2034-12-10-home-neg-1pt5', 'Seahawks -1.5', 'sfsea-sp-sea1.5', { outcomes: yn('Seahawks -1.5', '49ers +1.5') }]]),
  ] });
}
{ // Chiefs at Broncos game total (alpha, beta); gamma lists the Chiefs' team total (measure).
  addCase('nfl', { name: 'nfl-kc-den-total', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNFLTOTAL-${ad(SUN)}KCDEN`, 'Kansas City at Denver: Total Points', 'Sports', z(MON, '01:00'), [['41', 'Over 41.5 points scored', 'kcden-tot41.5'], ['44', 'Over 44.5 points scored', 'kcden-tot44.5']], { sources: [NFLS] }),
    B('Chiefs vs. Broncos: O/U 41.5', 'Sports', z(SUN, '21:05'), [['nfl-kc-den-2034-12-10-total-41pt5', '', 'kcden-tot41.5', { outcomes: yn('Over', 'Under') }]]),
    G1('Will the Chiefs score 24+ points in Denver on Sunday?', z(MON, '00:30'), 'kcden-kc-tt23.5'),
  ] }, ['measure']);
}
{ // Bills at Dolphins total 49.5 (alpha, gamma); gamma lists the under (inverted).
  addCase('nfl', { name: 'nfl-buf-mia-total', events: [
    A(`KXNFLTOTAL-${ad(SUN)}BUFMIA`, 'Buffalo at Miami: Total Points', 'Sports', z(SUN, '22:00'), [['49', 'Over 49.5 points scored', 'bufmia-tot49.5'], ['52', 'Over 52.5 points scored', 'bufmia-tot52.5']], { sources: [NFLS] }),
    G1('Bills–Dolphins: under 49.5 total points?', z(SUN, '22:30'), 'bufmia-tot-u49.5'),
  ] }, ['inverted']);
}

// ───────────────────────────── NFL WEEK 14: PLAYER PROPS ─────────────────────────────

{ // TNF passing yards board (alpha, beta, gamma); beta_us lists Caleb Williams' rushing yards (measure).
  addCase('nfl_props', { name: 'nfl-gb-chi-passyds', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNFLPASSYDS-${ad(THU)}GBCHI`, 'Green Bay at Chicago: Passing Yards', 'Sports', z(FRI, '04:30'), [['CWILLIAMS250', 'Caleb Williams: 250+', 'gbchi-py-williams250'],
      ['CWILLIAMS275', 'Caleb Williams: 275+', 'gbchi-py-williams275'], ['NIAMALEAVA225', 'Nico Iamaleava: 225+', 'gbchi-py-iamaleava225']], { sources: [NFLS] }),
    B('Caleb Williams: Passing Yards O/U 249.5', 'Sports', z(FRI, '01:15'), [['nfl-gb-chi-2034-12-07-cwilliams-passing-yards-249pt5', '', 'gbchi-py-williams250', { outcomes: yn('Over', 'Under') }]]),
    G1('Caleb Williams 275+ passing yards vs Packers (Dec 7)?', z(FRI, '04:00'), 'gbchi-py-williams275'),
    U('nfl-gb-chi-2034-12-07-props', 'Packers vs. Bears — Caleb Williams Rushing Yards', 'Sports', z(FRI, '01:15'), [['prp-nfl-gb-chi-2034-12-07-cwilliams-rush-yds-29pt5', 'Caleb Williams O 29.5 Rush Yds', 'gbchi-ry-williams30', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['measure', 'threshold']);
}
{ // Eagles at Cowboys anytime touchdown scorers (alpha, beta); gamma lists the first touchdown scorer (observation).
  addCase('nfl_props', { name: 'nfl-phi-dal-anytd', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNFLANYTD-${ad(SUN)}PHIDAL`, 'Philadelphia at Dallas: Anytime Touchdown Scorer', 'Sports', z(MON, '01:30'), [['JSMITH', 'Jeremiah Smith', 'phidal-atd-jsmith'],
      ['AJEANTY', 'Ashton Jeanty', 'phidal-atd-jeanty'], ['AJEANTY2', 'Ashton Jeanty: 2+ touchdowns', 'phidal-atd-jeanty2']], { sources: [NFLS] }),
    B('Eagles vs. Cowboys: Anytime Touchdown Scorer', 'Sports', z(SUN, '21:25'), [['jeremiah-smith-anytime-td-phi-dal-dec-10', 'Jeremiah Smith', 'phidal-atd-jsmith'],
      ['ashton-jeanty-anytime-td-phi-dal-dec-10', 'Ashton Jeanty', 'phidal-atd-jeanty'], ['ryan-williams-anytime-td-phi-dal-dec-10', 'Ryan Williams', 'phidal-atd-rwilliams']]),
    G('First TD scorer: Eagles at Cowboys (Dec 10)', z(MON, '02:00'), gr(['Jeremiah Smith', 'phidal-ftd-jsmith'], ['Ashton Jeanty', 'phidal-ftd-jeanty'], ['No TD scored', 'phidal-ftd-none'])),
  ] }, ['observation']);
}
{ // SNF receiving yards board (alpha, beta_us).
  addCase('nfl_props', { name: 'nfl-sf-sea-recyds', events: [
    A(`KXNFLRECYDS-${ad(SUN)}SFSEA`, 'San Francisco at Seattle: Receiving Yards', 'Sports', z(MON, '05:00'), [['JSNJIGBA75', 'Jaxon Smith-Njigba: 75+', 'sfsea-recy-jsn75'], ['JSNJIGBA100', 'Jaxon Smith-Njigba: 100+', 'sfsea-recy-jsn100']], { sources: [NFLS] }),
    U('nfl-sf-sea-2034-12-10-props-recyds', '49ers vs. Seahawks — Smith-Njigba Receiving Yards', 'Sports', z(MON, '01:20'), [['prp-nfl-sf-sea-2034-12-10-jsmithnjigba-rec-yds-74pt5', 'J. Smith-Njigba O 74.5 Rec Yds', 'sfsea-recy-jsn75', { outcomes: yn('Over', 'Under') }]]),
  ] });
}

// ───────────────────────────── NFL FUTURES ─────────────────────────────

{ // Super Bowl LXIX champion (all four venues; the row sets only partly overlap).
  const close = z('2035-02-12', '03:00');
  addCase('nfl_futures', { name: 'nfl-sb-lxix', events: [
    A('KXSB-35', 'Pro Football Champion?', 'Sports', close, [['KC', 'Kansas City', 'sb-kc'], ['PHI', 'Philadelphia', 'sb-phi'], ['BUF', 'Buffalo', 'sb-buf'], ['DET', 'Detroit', 'sb-det'], ['BAL', 'Baltimore', 'sb-bal']], { sources: ['NFL https://www.nfl.com/super-bowl'] }),
    B('Super Bowl Champion 2035', 'Sports', close, [['will-the-kansas-city-chiefs-win-super-bowl-2035', 'Kansas City Chiefs', 'sb-kc'], ['will-the-philadelphia-eagles-win-super-bowl-2035', 'Philadelphia Eagles', 'sb-phi'],
      ['will-the-buffalo-bills-win-super-bowl-2035', 'Buffalo Bills', 'sb-buf'], ['will-the-houston-texans-win-super-bowl-2035', 'Houston Texans', 'sb-hou']]),
    U('super-bowl-lxix-champion', 'Super Bowl LXIX Winner', 'Sports', close, [['sbw-2035-det', 'Detroit Lions', 'sb-det'], ['sbw-2035-kc', 'Kansas City Chiefs', 'sb-kc'], ['sbw-2035-sf', 'San Francisco 49ers', 'sb-sf']]),
    G('Super Bowl LXIX (Feb 2035) winner', close, gr(['Chiefs', 'sb-kc'], ['Eagles', 'sb-phi'], ['Lions', 'sb-det'], ['Ravens', 'sb-bal'], ['49ers', 'sb-sf'])),
  ] });
}
{ // AFC champion (alpha, beta); gamma lists the NFC champion (category).
  const close = z('2035-01-28', '03:00');
  addCase('nfl_futures', { name: 'nfl-afc-champ', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLAFCCHAMP-35', 'AFC Champion?', 'Sports', close, [['KC', 'Kansas City', 'afc-kc'], ['BUF', 'Buffalo', 'afc-buf'], ['BAL', 'Baltimore', 'afc-bal']]),
    B('AFC Champion', 'Sports', close, [['will-the-chiefs-win-the-afc-championship', 'Chiefs', 'afc-kc'], ['will-the-bills-win-the-afc-championship', 'Bills', 'afc-buf'], ['will-the-texans-win-the-afc-championship', 'Texans', 'afc-hou']]),
    G('NFC Championship 2034-35: who advances to the Super Bowl?', close, gr(['Philadelphia Eagles', 'nfc-phi'], ['Detroit Lions', 'nfc-det'], ['San Francisco 49ers', 'nfc-sf'])),
  ] }, ['category']);
}
{ // NFL MVP (alpha, beta, gamma); beta_us lists Offensive Player of the Year (category).
  const close = z('2035-02-09', '03:00');
  addCase('nfl_futures', { name: 'nfl-mvp', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNFLMVP-35', 'Pro Football MVP?', 'Sports', close, [['CWIL', 'Caleb Williams', 'mvp-cwilliams'], ['DMAY', 'Drake Maye', 'mvp-maye'], ['JDAN', 'Jayden Daniels', 'mvp-daniels']]),
    B('NFL MVP 2034-35', 'Sports', close, [['will-caleb-williams-win-the-2034-nfl-mvp', 'Caleb Williams', 'mvp-cwilliams'], ['will-drake-maye-win-the-2034-nfl-mvp', 'Drake Maye', 'mvp-maye'],
      ['will-cj-stroud-win-the-2034-nfl-mvp', 'C.J. Stroud', 'mvp-stroud']]),
    G('2034 NFL MVP (AP)', close, gr(['Drake Maye', 'mvp-maye'], ['Jayden Daniels', 'mvp-daniels'], ['Caleb Williams', 'mvp-cwilliams'])),
    U('nfl-opoy-2034', 'AP Offensive Player of the Year 2034', 'Sports', close, [['nfl-opoy-2034-jeremiah-smith', 'Jeremiah Smith', 'opoy-jsmith'], ['nfl-opoy-2034-caleb-williams', 'Caleb Williams', 'opoy-cwilliams']]),
  ] }, ['category']);
}
{ // AFC East winner (alpha, beta); beta_us asks whether the Bills clinch the division by week 15 (deadline).
  addCase('nfl_futures', { name: 'nfl-afc-east', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXNFLAFCEAST-34', 'AFC East winner?', 'Sports', z('2035-01-08', '05:00'), [['BUF', 'Buffalo', 'afce-buf'], ['MIA', 'Miami', 'afce-mia'], ['NE', 'New England', 'afce-ne']]),
    B('AFC East Division Winner', 'Sports', z('2035-01-08', '05:00'), [['will-the-bills-win-the-afc-east', 'Bills', 'afce-buf'], ['will-the-patriots-win-the-afc-east', 'Patriots', 'afce-ne'], ['will-the-dolphins-win-the-afc-east', 'Dolphins', 'afce-mia']]),
    U('nfl-bills-clinch-afc-east-week-15', 'Bills clinch AFC East by end of Week 15?', 'Sports', z('2034-12-19', '05:00'), [['bills-clinch-afc-east-by-week-15', '', 'afce-buf-clinch-w15']]),
  ] }, ['deadline']);
}
{ // Bears make the playoffs (alpha, beta, gamma); beta_us lists the Bears winning the NFC North (category).
  addCase('nfl_futures', { name: 'nfl-chi-playoffs', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXNFLPLAYOFF-34CHI', 'Will Chicago make the playoffs?', 'Sports', z('2035-01-08', '05:00'), 'CHI', 'Chicago', 'chi-playoffs'),
    B1('Will the Chicago Bears make the NFL Playoffs?', 'Sports', z('2035-01-08', '05:00'), 'chi-playoffs'),
    G1('Bears to reach the 2034-35 NFL postseason?', z('2035-01-08', '05:00'), 'chi-playoffs'),
    U1('nfl-chicago-bears-nfc-north-2034', 'Bears win the NFC North?', 'Sports', z('2035-01-08', '05:00'), 'chi-nfcn'),
  ] }, ['category']);
}
{ // AFC #1 seed — gamma only.
  addCase('nfl_futures', { name: 'nfl-afc-1-seed', events: [
    G('Who will be the AFC #1 seed?', z('2035-01-08', '05:00'), gr(['Chiefs', 'afc1-kc'], ['Bills', 'afc1-buf'], ['Ravens', 'afc1-bal'], ['Texans', 'afc1-hou'])),
  ] });
}

// ───────────────────────────── NBA ─────────────────────────────

{ // Celtics at Knicks, Tuesday 5 December 7:30 PM ET (all four venues).
  const d = '2034-12-05';
  addCase('nba', { name: 'nba-bos-nyk', events: [
    A(`KXNBAGAME-${ad(d)}BOSNYK`, 'Boston at New York', 'Sports', z('2034-12-06', '03:30'), [['BOS', 'Boston', 'bosnyk-bos'], ['NYK', 'New York', 'bosnyk-nyk']], { sources: [NBAS] }),
    B('Celtics vs. Knicks', 'Sports', z('2034-12-06', '00:30'), [['nba-bos-nyk-2034-12-05', '', 'bosnyk-bos', { outcomes: yn('Celtics', 'Knicks') }]]),
    U('nba-bos-nyk-2034-12-05', 'Boston Celtics at New York Knicks', 'Sports', z('2034-12-06', '00:30'), [['aec-nba-bos-nyk-2034-12-05', '', 'bosnyk-bos', { outcomes: yn('Boston Celtics', 'New York Knicks') }]]),
    G1('Knicks beat the Celtics at MSG on Dec 5?', z('2034-12-06', '03:00'), 'bosnyk-nyk'),
  ] }, ['inverted']);
}
{ // Lakers at Nuggets, Wednesday 6 December (alpha, beta); gamma lists the 18 January rematch in Los Angeles (date).
  const d = '2034-12-06';
  addCase('nba', { name: 'nba-lal-den', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNBAGAME-${ad(d)}LALDEN`, 'Los Angeles L at Denver', 'Sports', z('2034-12-07', '05:00'), [['LAL', 'Los Angeles L', 'lalden-lal'], ['DEN', 'Denver', 'lalden-den']], { sources: [NBAS] }),
    B('Lakers vs. Nuggets', 'Sports', z('2034-12-07', '02:00'), [['nba-lal-den-2034-12-06', '', 'lalden-lal', { outcomes: yn('Lakers', 'Nuggets') }]]),
    G('Nuggets @ Lakers (Jan 18) winner', z('2035-01-19', '06:00'), gr(['Denver Nuggets', 'denlal-den'], ['Los Angeles Lakers', 'denlal-lal'])),
  ] }, ['date']);
}
{ // Thunder at Spurs, Tuesday 5 December 8:00 PM ET (alpha, beta_us, gamma).
  const d = '2034-12-05';
  addCase('nba', { name: 'nba-okc-sas', events: [
    A(`KXNBAGAME-${ad(d)}OKCSAS`, 'Oklahoma City at San Antonio', 'Sports', z('2034-12-06', '04:00'), [['OKC', 'Oklahoma City', 'okcsas-okc'], ['SAS', 'San Antonio', 'okcsas-sas']], { sources: [NBAS] }),
    U('nba-okc-sas-2034-12-05', 'Oklahoma City Thunder at San Antonio Spurs', 'Sports', z('2034-12-06', '01:00'), [['aec-nba-okc-sas-2034-12-05', '', 'okcsas-okc', { outcomes: yn('Oklahoma City Thunder', 'San Antonio Spurs') }]]),
    G('OKC Thunder vs SA Spurs — Tue Dec 5', z('2034-12-06', '04:00'), gr(['Thunder', 'okcsas-okc'], ['Spurs', 'okcsas-sas'])),
  ] });
}
{ // Thunder at Spurs points board (alpha, beta, gamma); beta's 27.5 is no rung of alpha's; beta_us lists Wembanyama's rebounds (measure).
  const d = '2034-12-05';
  addCase('nba', { name: 'nba-okc-sas-points', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNBAPTS-${ad(d)}OKCSAS`, 'Oklahoma City at San Antonio: Points', 'Basketball', z('2034-12-06', '04:00'), [['VWEMBANYAMA25', 'Victor Wembanyama: 25+', 'okcsas-pts-wemby25'],
      ['VWEMBANYAMA30', 'Victor Wembanyama: 30+', 'okcsas-pts-wemby30'], ['SGILGEOUSALEXANDER30', 'Shai Gilgeous-Alexander: 30+', 'okcsas-pts-sga30']], { sources: [NBAS] }),
    B('Victor Wembanyama: Points O/U 27.5', 'Sports', z('2034-12-06', '01:00'), [['nba-okc-sas-2034-12-05-wembanyama-points-27pt5', '', 'okcsas-pts-wemby28', { outcomes: yn('Over', 'Under') }]]),
    G1('Wemby 30+ points vs OKC (Dec 5)?', z('2034-12-06', '04:00'), 'okcsas-pts-wemby30'),
    U('nba-okc-sas-2034-12-05-props', 'Thunder vs. Spurs — Wembanyama Rebounds', 'Sports', z('2034-12-06', '01:00'), [['prp-nba-okc-sas-2034-12-05-wembanyama-reb-11pt5', 'V. Wembanyama O 11.5 Reb', 'okcsas-reb-wemby12', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['threshold', 'measure']);
}
{ // NBA Cup 2034 champion (alpha, beta, gamma).
  const close = z('2034-12-17', '04:00');
  addCase('nba', { name: 'nba-cup-2034', events: [
    A('KXNBACUP-34', 'NBA Cup winner?', 'Sports', close, [['OKC', 'Oklahoma City', 'cup-okc'], ['NYK', 'New York', 'cup-nyk'], ['SAS', 'San Antonio', 'cup-sas'], ['ORL', 'Orlando', 'cup-orl']]),
    B('NBA Cup Champion 2034', 'Sports', close, [['will-the-thunder-win-the-2034-nba-cup', 'Thunder', 'cup-okc'], ['will-the-knicks-win-the-2034-nba-cup', 'Knicks', 'cup-nyk'], ['will-the-spurs-win-the-2034-nba-cup', 'Spurs', 'cup-sas']]),
    G('Emirates NBA Cup 2034 — champion', close, gr(['Oklahoma City Thunder', 'cup-okc'], ['San Antonio Spurs', 'cup-sas'], ['Orlando Magic', 'cup-orl'], ['Cleveland Cavaliers', 'cup-cle'])),
  ] });
}
{ // NBA champion 2035 (all four venues).
  const close = z('2035-06-25', '04:00');
  addCase('nba', { name: 'nba-champ-2035', events: [
    A('KXNBA-35', 'Pro Basketball Champion?', 'Sports', close, [['OKC', 'Oklahoma City', 'nba35-okc'], ['SAS', 'San Antonio', 'nba35-sas'], ['BOS', 'Boston', 'nba35-bos'], ['DAL', 'Dallas', 'nba35-dal']]),
    B('2035 NBA Champion', 'Sports', close, [['will-the-oklahoma-city-thunder-win-the-2035-nba-finals', 'Oklahoma City Thunder', 'nba35-okc'], ['will-the-san-antonio-spurs-win-the-2035-nba-finals', 'San Antonio Spurs', 'nba35-sas'],
      ['will-the-dallas-mavericks-win-the-2035-nba-finals', 'Dallas Mavericks', 'nba35-dal']]),
    U('nba-champion-2035', 'NBA Finals 2035 Winner', 'Sports', close, [['nbaw-2035-sas', 'Spurs', 'nba35-sas'], ['nbaw-2035-okc', 'Thunder', 'nba35-okc'], ['nbaw-2035-bos', 'Celtics', 'nba35-bos']]),
    G('NBA Champion 2034-35 season', close, gr(['OKC', 'nba35-okc'], ['San Antonio', 'nba35-sas'], ['Dallas', 'nba35-dal'], ['Houston', 'nba35-hou'])),
  ] });
}
{ // NBA MVP (alpha, beta); gamma lists Rookie of the Year (category).
  const close = z('2035-05-20', '04:00');
  addCase('nba', { name: 'nba-mvp-2035', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNBAMVP-35', 'Pro Basketball MVP?', 'Sports', close, [['VWEM', 'Victor Wembanyama', 'nbamvp-wemby'], ['SGA', 'Shai Gilgeous-Alexander', 'nbamvp-sga'], ['CFLA', 'Cooper Flagg', 'nbamvp-flagg']]),
    B('NBA MVP 2034-35', 'Sports', close, [['will-victor-wembanyama-win-2035-nba-mvp', 'Victor Wembanyama', 'nbamvp-wemby'], ['will-cooper-flagg-win-2035-nba-mvp', 'Cooper Flagg', 'nbamvp-flagg'], ['will-luka-doncic-win-2035-nba-mvp', 'Luka Dončić', 'nbamvp-luka']]),
    G('2034-35 NBA Rookie of the Year', close, gr(['AJ Dybantsa', 'nbaroy-dybantsa'], ['Tyran Stokes', 'nbaroy-stokes'], ['Caleb Holt', 'nbaroy-holt'])),
  ] }, ['category']);
}

// ───────────────────────────── NHL ─────────────────────────────

{ // Rangers at Bruins, Tuesday 5 December (alpha, beta: moneyline incl. OT/SO); gamma lists the 60-minute three-way (measure).
  const d = '2034-12-05';
  addCase('nhl', { name: 'nhl-nyr-bos', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNHLGAME-${ad(d)}NYRBOS`, 'New York R at Boston', 'Sports', z('2034-12-06', '03:30'), [['NYR', 'New York R', 'nyrbos-nyr'], ['BOS', 'Boston', 'nyrbos-bos']], { sources: [NHLS] }),
    B('Rangers vs. Bruins', 'Sports', z('2034-12-06', '00:00'), [['nhl-nyr-bos-2034-12-05', '', 'nyrbos-nyr', { outcomes: yn('Rangers', 'Bruins') }]]),
    G('Rangers @ Bruins — regulation result (60 min)', z('2034-12-06', '03:00'), gr(['Rangers', 'nyrbos-reg-nyr'], ['Bruins', 'nyrbos-reg-bos'], ['Draw (OT)', 'nyrbos-reg-draw'])),
  ] }, ['measure']);
}
{ // Oilers at Maple Leafs, Wednesday 6 December (alpha, beta, beta_us).
  const d = '2034-12-06';
  addCase('nhl', { name: 'nhl-edm-tor', events: [
    A(`KXNHLGAME-${ad(d)}EDMTOR`, 'Edmonton at Toronto', 'Sports', z('2034-12-07', '03:30'), [['EDM', 'Edmonton', 'edmtor-edm'], ['TOR', 'Toronto', 'edmtor-tor']], { sources: [NHLS] }),
    B('Oilers vs. Maple Leafs', 'Sports', z('2034-12-07', '00:00'), [['nhl-edm-tor-2034-12-06', '', 'edmtor-tor', { outcomes: yn('Maple Leafs', 'Oilers'), q: 'Maple Leafs vs. Oilers' }]]),
    U('nhl-edm-tor-2034-12-06', 'Edmonton Oilers at Toronto Maple Leafs', 'Sports', z('2034-12-07', '00:00'), [['aec-nhl-edm-tor-2034-12-06', '', 'edmtor-edm', { outcomes: yn('Edmonton Oilers', 'Toronto Maple Leafs') }]]),
  ] }, ['inverted']);
}
{ // Blackhawks at Sharks, Thursday 7 December — alpha only.
  addCase('nhl', { name: 'nhl-chi-sj', events: [
    A(`KXNHLGAME-${ad(THU)}CHISJ`, 'Chicago at San Jose', 'Sports', z(FRI, '07:00'), [['CHI', 'Chicago', 'chisj-chi'], ['SJ', 'San Jose', 'chisj-sj']], { sources: [NHLS] }),
  ] });
}
{ // Stanley Cup 2035 (all four venues).
  const close = z('2035-06-25', '04:00');
  addCase('nhl', { name: 'nhl-cup-2035', events: [
    A('KXNHL-35', 'Pro Hockey Champion?', 'Sports', close, [['COL', 'Colorado', 'cup35-col'], ['FLA', 'Florida', 'cup35-fla'], ['CAR', 'Carolina', 'cup35-car'], ['CHI', 'Chicago', 'cup35-chi']]),
    B('Stanley Cup Champion 2035', 'Sports', close, [['will-the-colorado-avalanche-win-the-2035-stanley-cup', 'Colorado Avalanche', 'cup35-col'], ['will-the-carolina-hurricanes-win-the-2035-stanley-cup', 'Carolina Hurricanes', 'cup35-car'],
      ['will-the-san-jose-sharks-win-the-2035-stanley-cup', 'San Jose Sharks', 'cup35-sj']]),
    U('stanley-cup-2035', 'Stanley Cup Final 2035 Winner', 'Sports', close, [['scw-2035-fla', 'Florida Panthers', 'cup35-fla'], ['scw-2035-col', 'Colorado Avalanche', 'cup35-col']]),
    G('2035 Stanley Cup winner', close, gr(['Avalanche', 'cup35-col'], ['Panthers', 'cup35-fla'], ['Sharks', 'cup35-sj'], ['Blackhawks', 'cup35-chi'])),
  ] });
}
{ // Hart Trophy (alpha, beta, gamma).
  const close = z('2035-06-20', '04:00');
  addCase('nhl', { name: 'nhl-hart-2035', events: [
    A('KXNHLHART-35', 'Hart Trophy winner?', 'Sports', close, [['MCEL', 'Macklin Celebrini', 'hart-celebrini'], ['CBED', 'Connor Bedard', 'hart-bedard'], ['MMIC', 'Matvei Michkov', 'hart-michkov']]),
    B('Hart Trophy 2035', 'Sports', close, [['will-connor-bedard-win-the-2035-hart-trophy', 'Connor Bedard', 'hart-bedard'], ['will-macklin-celebrini-win-the-2035-hart-trophy', 'Macklin Celebrini', 'hart-celebrini'], ['will-ivan-demidov-win-the-2035-hart-trophy', 'Ivan Demidov', 'hart-demidov']]),
    G('NHL MVP (Hart Memorial Trophy) 2034-35', close, gr(['Macklin Celebrini', 'hart-celebrini'], ['Connor Bedard', 'hart-bedard'], ['Matvei Michkov', 'hart-michkov'])),
  ] });
}

// ───────────────────────────── COLLEGE FOOTBALL ─────────────────────────────

{ // SEC Championship, Atlanta, Saturday 9 December 4:00 PM ET (all four venues).
  addCase('cfb', { name: 'cfb-sec-champ', events: [
    A(`KXNCAAFGAME-${ad(SAT)}UGATEX`, 'Georgia vs Texas', 'Sports', z(SAT, '23:59'), [['UGA', 'Georgia', 'sec-uga'], ['TEX', 'Texas', 'sec-tex']], { sources: ['NCAA https://www.ncaa.com/scoreboard/football/fbs'] }),
    B('SEC Championship: Georgia vs. Texas', 'Sports', z(SAT, '21:00'), [['cfb-uga-tex-2034-12-09', '', 'sec-uga', { outcomes: yn('Georgia', 'Texas') }]]),
    U('cfb-uga-tex-2034-12-09', 'Georgia Bulldogs vs. Texas Longhorns', 'Sports', z(SAT, '21:00'), [['aec-cfb-uga-tex-2034-12-09', '', 'sec-tex', { outcomes: yn('Texas Longhorns', 'Georgia Bulldogs') }]]),
    G('2034 SEC Championship Game winner', z(SAT, '23:59'), gr(['Georgia Bulldogs', 'sec-uga'], ['Texas Longhorns', 'sec-tex'])),
  ] });
}
{ // Big Ten Championship, Indianapolis, Saturday 9 December 8:00 PM ET (alpha, beta, gamma); beta_us lists the spread (measure).
  addCase('cfb', { name: 'cfb-b1g-champ', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNCAAFGAME-${ad(SAT)}OSUORE`, 'Ohio St. vs Oregon', 'Sports', z('2034-12-10', '04:30'), [['OSU', 'Ohio St.', 'b1g-osu'], ['ORE', 'Oregon', 'b1g-ore']]),
    B('Big Ten Championship: Ohio State vs. Oregon', 'Sports', z('2034-12-10', '01:00'), [['cfb-osu-ore-2034-12-09', '', 'b1g-osu', { outcomes: yn('Ohio State', 'Oregon') }]]),
    G('Big Ten title game: Buckeyes vs Ducks', z('2034-12-10', '04:30'), gr(['Ohio State', 'b1g-osu'], ['Oregon', 'b1g-ore'])),
    U('cfb-osu-ore-2034-12-09-spreads', 'Ohio State vs. Oregon — Spread', 'Sports', z('2034-12-10', '01:00'), [['asc-cfb-osu-ore-2034-12-09-neg-3pt5', 'Ohio State -3.5', 'b1g-sp-osu3.5', { outcomes: yn('Ohio State -3.5', 'Oregon +3.5') }]]),
  ] }, ['measure']);
}
{ // Big 12 Championship, Arlington, Saturday 9 December noon ET (alpha, beta, gamma).
  addCase('cfb', { name: 'cfb-big12-champ', events: [
    A(`KXNCAAFGAME-${ad(SAT)}BYUTTU`, 'BYU vs Texas Tech', 'Sports', z(SAT, '20:30'), [['BYU', 'BYU', 'b12-byu'], ['TTU', 'Texas Tech', 'b12-ttu']]),
    B('Big 12 Championship: Texas Tech vs. BYU', 'Sports', z(SAT, '17:00'), [['cfb-ttu-byu-2034-12-09', '', 'b12-ttu', { outcomes: yn('Texas Tech', 'BYU') }]]),
    G('Big 12 Championship (Dec 9): BYU vs Texas Tech', z(SAT, '21:00'), gr(['BYU Cougars', 'b12-byu'], ['Texas Tech Red Raiders', 'b12-ttu'])),
  ] });
}
{ // CFP field: which teams are selected (alpha per-team binaries, beta categorical, beta_us one team); gamma asks the SEC's
  // number of bids (measure).
  const close = z('2034-12-10', '20:00');
  addCase('cfb', { name: 'cfb-cfp-field', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXCFPMAKE-34', 'Which teams will make the College Football Playoff?', 'Sports', close, [['ND', 'Notre Dame', 'cfp-nd'], ['MIAMI', 'Miami', 'cfp-mia'], ['BYU', 'BYU', 'cfp-byu'], ['TTU', 'Texas Tech', 'cfp-ttu']],
      { sources: ['College Football Playoff https://collegefootballplayoff.com'] }),
    B('College Football Playoff 2034: teams selected', 'Sports', close, [['will-notre-dame-make-the-2034-college-football-playoff', 'Notre Dame', 'cfp-nd'], ['will-miami-make-the-2034-college-football-playoff', 'Miami', 'cfp-mia'],
      ['will-ole-miss-make-the-2034-college-football-playoff', 'Ole Miss', 'cfp-olemiss']]),
    U1('cfp-2034-notre-dame-selected', 'Notre Dame in the 2034 CFP field?', 'Sports', close, 'cfp-nd'),
    G1('Will the SEC get 5 or more CFP bids on Selection Sunday?', close, 'cfp-sec-bids5'),
  ] }, ['measure']);
}
{ // CFP #1 seed (alpha, beta, gamma); the row sets differ.
  const close = z('2034-12-10', '20:00');
  addCase('cfb', { name: 'cfb-cfp-1-seed', events: [
    A('KXCFPSEED1-34', 'CFP No. 1 seed?', 'Sports', close, [['OSU', 'Ohio St.', 'cfp1-osu'], ['ORE', 'Oregon', 'cfp1-ore'], ['UGA', 'Georgia', 'cfp1-uga'], ['TEX', 'Texas', 'cfp1-tex']]),
    B('Who will be the #1 seed in the College Football Playoff?', 'Sports', close, [['cfp-1-seed-ohio-state', 'Ohio State', 'cfp1-osu'], ['cfp-1-seed-georgia', 'Georgia', 'cfp1-uga'], ['cfp-1-seed-texas', 'Texas', 'cfp1-tex']]),
    G('CFP top seed (Selection Day, Dec 10)', close, gr(['Ohio State Buckeyes', 'cfp1-osu'], ['Oregon Ducks', 'cfp1-ore'], ['Indiana Hoosiers', 'cfp1-ind'])),
  ] });
}
{ // Heisman Trophy, Saturday 16 December (all four venues).
  const close = z('2034-12-17', '02:00');
  addCase('cfb', { name: 'cfb-heisman-2034', events: [
    A('KXHEISMAN-34', 'Heisman Trophy winner?', 'Sports', close, [['BUND', 'Bryce Underwood', 'heis-underwood'], ['JSAY', 'Julian Sayin', 'heis-sayin'], ['DMOO', 'Dante Moore', 'heis-moore']]),
    B('Heisman Trophy Winner 2034', 'Sports', close, [['will-bryce-underwood-win-the-2034-heisman', 'Bryce Underwood', 'heis-underwood'], ['will-julian-sayin-win-the-2034-heisman', 'Julian Sayin', 'heis-sayin']]),
    U('heisman-trophy-2034', '2034 Heisman Trophy', 'Sports', close, [['heisman-2034-dante-moore', 'Dante Moore', 'heis-moore'], ['heisman-2034-bryce-underwood', 'Bryce Underwood', 'heis-underwood']]),
    G('Heisman 2034 — who takes it home?', close, gr(['Underwood (Michigan)', 'heis-underwood'], ['Sayin (Ohio State)', 'heis-sayin'], ['Moore (Oregon)', 'heis-moore'], ['Other', 'heis-other'])),
  ] });
}
{ // Army–Navy, Saturday 16 December (alpha, beta_us).
  const d = '2034-12-16';
  addCase('cfb', { name: 'cfb-army-navy', events: [
    A(`KXNCAAFGAME-${ad(d)}ARMYNAVY`, 'Army vs Navy', 'Sports', z(d, '23:59'), [['ARMY', 'Army', 'armynavy-army'], ['NAVY', 'Navy', 'armynavy-navy']]),
    U('cfb-army-navy-2034-12-16', 'Army Black Knights vs. Navy Midshipmen', 'Sports', z(d, '20:00'), [['aec-cfb-army-navy-2034-12-16', '', 'armynavy-navy', { outcomes: yn('Navy', 'Army') }]]),
  ] });
}
{ // National champion (all four venues).
  const close = z('2035-01-22', '05:00');
  addCase('cfb', { name: 'cfb-natty-2035', events: [
    A('KXNCAAF-35', 'College Football Champion?', 'Sports', close, [['OSU', 'Ohio St.', 'natty-osu'], ['UGA', 'Georgia', 'natty-uga'], ['ORE', 'Oregon', 'natty-ore']]),
    B('College Football National Champion 2034-35', 'Sports', close, [['will-ohio-state-win-the-cfp-national-championship', 'Ohio State', 'natty-osu'], ['will-texas-win-the-cfp-national-championship', 'Texas', 'natty-tex'],
      ['will-oregon-win-the-cfp-national-championship', 'Oregon', 'natty-ore']]),
    U('cfp-national-champion-2035', 'CFP National Championship Winner', 'Sports', close, [['cfpw-2035-osu', 'Ohio State Buckeyes', 'natty-osu'], ['cfpw-2035-uga', 'Georgia Bulldogs', 'natty-uga']]),
    G('CFP National Championship (Jan 2035) winner', close, gr(['Ohio State', 'natty-osu'], ['Georgia', 'natty-uga'], ['Texas', 'natty-tex'])),
  ] });
}

// ───────────────────────────── EUROPEAN FOOTBALL ─────────────────────────────

{ // Arsenal v Chelsea, Saturday 9 December 17:30 GMT (all four venues); beta_us lists the double chance "Chelsea or Draw" (inverted).
  const close = z(SAT, '19:30');
  addCase('soccer', { name: 'epl-ars-che', events: [
    A(`KXEPLGAME-${ad(SAT)}ARSCHE`, 'Arsenal vs Chelsea', 'Sports', close, [['ARS', 'Arsenal', 'arsche-ars'], ['CHE', 'Chelsea', 'arsche-che'], ['TIE', 'Tie', 'arsche-draw']],
      { sources: ['Premier League https://www.premierleague.com/results'] }),
    B('Arsenal vs. Chelsea', 'Sports', close, [['epl-ars-che-2034-12-09-ars', 'Arsenal', 'arsche-ars'], ['epl-ars-che-2034-12-09-draw', 'Draw (Arsenal vs. Chelsea)', 'arsche-draw'], ['epl-ars-che-2034-12-09-che', 'Chelsea', 'arsche-che']]),
    U('epl-ars-che-2034-12-09-dc', 'Arsenal vs Chelsea — Double Chance', 'Sports', close, [['dc-epl-ars-che-2034-12-09-che-draw', 'Chelsea or Draw', 'arsche-dc-chedraw', { outcomes: yn('Chelsea or Draw', 'Arsenal') }]]),
    G('Premier League: Arsenal v Chelsea (9 Dec) — 1X2', close, gr(['Arsenal', 'arsche-ars'], ['Draw', 'arsche-draw'], ['Chelsea', 'arsche-che'])),
  ] }, ['inverted']);
}
{ // Liverpool v Man City, Sunday 10 December (alpha, beta); gamma lists the reverse fixture at the Etihad in April (date).
  addCase('soccer', { name: 'epl-liv-mci', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXEPLGAME-${ad(SUN)}LIVMCI`, 'Liverpool vs Manchester City', 'Sports', z(SUN, '18:30'), [['LIV', 'Liverpool', 'livmci-liv'], ['MCI', 'Manchester City', 'livmci-mci'], ['TIE', 'Tie', 'livmci-draw']]),
    B('Liverpool vs. Man City', 'Sports', z(SUN, '16:30'), [['epl-liv-mci-2034-12-10-liv', 'Liverpool', 'livmci-liv'], ['epl-liv-mci-2034-12-10-draw', 'Draw (Liverpool vs. Man City)', 'livmci-draw'], ['epl-liv-mci-2034-12-10-mci', 'Man City', 'livmci-mci']]),
    G('Man City vs Liverpool — 12 Apr 2035', z('2035-04-12', '18:00'), gr(['Man City', 'mciliv-mci'], ['Draw', 'mciliv-draw'], ['Liverpool', 'mciliv-liv'])),
  ] }, ['date']);
}
{ // Man Utd v Spurs, Wednesday 6 December 20:00 GMT (alpha, beta_us, gamma).
  const d = '2034-12-06';
  addCase('soccer', { name: 'epl-mun-tot', events: [
    A(`KXEPLGAME-${ad(d)}MUNTOT`, 'Manchester United vs Tottenham', 'Sports', z(d, '22:00'), [['MUN', 'Manchester United', 'muntot-mun'], ['TOT', 'Tottenham', 'muntot-tot'], ['TIE', 'Tie', 'muntot-draw']]),
    G('Man Utd v Spurs — Wed 6 Dec, Old Trafford', z(d, '22:00'), gr(['Man Utd', 'muntot-mun'], ['Draw', 'muntot-draw'], ['Spurs', 'muntot-tot'])),
    U('epl-mun-tot-2034-12-06', 'Man United vs. Tottenham Hotspur', 'Sports', z(d, '22:00'), [['epl-mun-tot-2034-12-06-mun', 'Manchester United', 'muntot-mun'], ['epl-mun-tot-2034-12-06-draw', 'Draw', 'muntot-draw'], ['epl-mun-tot-2034-12-06-tot', 'Tottenham', 'muntot-tot']]),
  ] });
}
{ // El Clásico, Sunday 10 December 21:00 CET (all four venues).
  const close = z(SUN, '22:00');
  addCase('soccer', { name: 'laliga-rma-bar', events: [
    A(`KXLALIGAGAME-${ad(SUN)}RMABAR`, 'Real Madrid vs Barcelona', 'Sports', z(SUN, '23:00'), [['RMA', 'Real Madrid', 'rmabar-rma'], ['BAR', 'Barcelona', 'rmabar-bar'], ['TIE', 'Tie', 'rmabar-draw']]),
    B('Real Madrid vs. Barcelona', 'Sports', close, [['lal-rma-bar-2034-12-10-rma', 'Real Madrid', 'rmabar-rma'], ['lal-rma-bar-2034-12-10-draw', 'Draw (Real Madrid vs. Barcelona)', 'rmabar-draw'], ['lal-rma-bar-2034-12-10-bar', 'Barcelona', 'rmabar-bar']]),
    U('lal-rma-bar-2034-12-10', 'El Clásico: Real Madrid vs. FC Barcelona', 'Sports', close, [['lal-rma-bar-2034-12-10-bar', 'FC Barcelona', 'rmabar-bar'], ['lal-rma-bar-2034-12-10-rma', 'Real Madrid', 'rmabar-rma']]),
    G('LaLiga — Real Madrid v Barça (Dec 10)', z(SUN, '23:00'), gr(['Real Madrid', 'rmabar-rma'], ['Draw', 'rmabar-draw'], ['Barcelona', 'rmabar-bar'])),
  ] });
}
{ // Inter v Juventus, Sunday 10 December (beta, gamma).
  addCase('soccer', { name: 'seriea-int-juv', events: [
    B('Inter vs. Juventus', 'Sports', z(SUN, '21:45'), [['sea-int-juv-2034-12-10-int', 'Inter', 'intjuv-int'], ['sea-int-juv-2034-12-10-draw', 'Draw (Inter vs. Juventus)', 'intjuv-draw'], ['sea-int-juv-2034-12-10-juv', 'Juventus', 'intjuv-juv']]),
    G('Derby d\'Italia: Inter v Juve (10 Dec)', z(SUN, '22:00'), gr(['Inter Milan', 'intjuv-int'], ['Draw', 'intjuv-draw'], ['Juventus', 'intjuv-juv'])),
  ] });
}
{ // Bayern v Dortmund, Saturday 9 December (alpha, beta); gamma lists over 2.5 goals (measure).
  addCase('soccer', { name: 'bundesliga-fcb-bvb', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXBUNDESLIGAGAME-${ad(SAT)}FCBBVB`, 'Bayern Munich vs Dortmund', 'Sports', z(SAT, '20:30'), [['FCB', 'Bayern Munich', 'fcbbvb-fcb'], ['BVB', 'Dortmund', 'fcbbvb-bvb'], ['TIE', 'Tie', 'fcbbvb-draw']]),
    B('Bayern München vs. Borussia Dortmund', 'Sports', z(SAT, '19:30'), [['bun-fcb-bvb-2034-12-09-fcb', 'Bayern München', 'fcbbvb-fcb'], ['bun-fcb-bvb-2034-12-09-draw', 'Draw (Bayern vs. Dortmund)', 'fcbbvb-draw'], ['bun-fcb-bvb-2034-12-09-bvb', 'Borussia Dortmund', 'fcbbvb-bvb']]),
    G1('Der Klassiker (Dec 9): over 2.5 goals?', z(SAT, '20:30'), 'fcbbvb-o2.5'),
  ] }, ['measure']);
}
{ // Arsenal v Chelsea anytime goalscorer (alpha, beta); gamma lists the first goalscorer (observation).
  const close = z(SAT, '19:30');
  addCase('soccer', { name: 'epl-ars-che-scorers', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXEPLGOAL-${ad(SAT)}ARSCHE`, 'Arsenal vs Chelsea: Anytime Goalscorer', 'Sports', close, [['BSAKA', 'Bukayo Saka', 'arsche-ags-saka'], ['VGYOKERES', 'Viktor Gyökeres', 'arsche-ags-gyokeres'], ['CPALMER', 'Cole Palmer', 'arsche-ags-palmer']]),
    B('Arsenal vs. Chelsea: Anytime Goalscorer', 'Sports', close, [['will-bukayo-saka-score-vs-chelsea-dec-9', 'Bukayo Saka', 'arsche-ags-saka'], ['will-cole-palmer-score-vs-arsenal-dec-9', 'Cole Palmer', 'arsche-ags-palmer'],
      ['will-estevao-score-vs-arsenal-dec-9', 'Estêvão', 'arsche-ags-estevao']]),
    G('Arsenal v Chelsea: first goalscorer', close, gr(['Saka', 'arsche-fgs-saka'], ['Palmer', 'arsche-fgs-palmer'], ['No goal', 'arsche-fgs-none'])),
  ] }, ['observation']);
}
{ // Premier League 2034-35 winner (all four venues).
  const close = z('2035-05-27', '17:00');
  addCase('soccer', { name: 'epl-title-2035', events: [
    A('KXPREMIERLEAGUE-35', 'Premier League winner?', 'Sports', close, [['ARS', 'Arsenal', 'epl35-ars'], ['LIV', 'Liverpool', 'epl35-liv'], ['MCI', 'Manchester City', 'epl35-mci'], ['CHE', 'Chelsea', 'epl35-che']]),
    B('English Premier League Winner 2034-35', 'Sports', close, [['will-arsenal-win-the-2034-35-premier-league', 'Arsenal', 'epl35-ars'], ['will-liverpool-win-the-2034-35-premier-league', 'Liverpool', 'epl35-liv'],
      ['will-man-city-win-the-2034-35-premier-league', 'Man City', 'epl35-mci']]),
    U('epl-winner-2034-35', 'Premier League Champion 2034/35', 'Sports', close, [['eplw-2035-ars', 'Arsenal FC', 'epl35-ars'], ['eplw-2035-che', 'Chelsea FC', 'epl35-che']]),
    G('EPL 2034/35 title', close, gr(['Arsenal', 'epl35-ars'], ['Liverpool', 'epl35-liv'], ['Manchester City', 'epl35-mci'], ['Newcastle', 'epl35-new'])),
  ] });
}
{ // Champions League matchday 6: Barcelona v Inter, Tuesday 12 December (alpha, beta).
  addCase('soccer', { name: 'ucl-bar-int', events: [
    A(`KXUCLGAME-${ad(TUE)}BARINT`, 'Barcelona vs Inter', 'Sports', z(TUE, '22:00'), [['BAR', 'Barcelona', 'barint-bar'], ['INT', 'Inter', 'barint-int'], ['TIE', 'Tie', 'barint-draw']]),
    B('Barcelona vs. Inter (UCL)', 'Sports', z(TUE, '20:00'), [['ucl-bar-int-2034-12-12-bar', 'Barcelona', 'barint-bar'], ['ucl-bar-int-2034-12-12-draw', 'Draw (Barcelona vs. Inter)', 'barint-draw'], ['ucl-bar-int-2034-12-12-int', 'Inter', 'barint-int']]),
  ] });
}
{ // Premier League Golden Boot — gamma only.
  addCase('soccer', { name: 'epl-golden-boot', events: [
    G('Premier League 2034/35 top scorer (Golden Boot)', z('2035-05-27', '17:00'), gr(['Erling Haaland', 'gb-haaland'], ['Viktor Gyökeres', 'gb-gyokeres'], ['Hugo Ekitiké', 'gb-ekitike'])),
  ] });
}

// ───────────────────────────── MIDTERM AFTERMATH (fictional candidates) ─────────────────────────────

{ // Georgia Senate run-off, Tuesday 5 December (all four venues): alpha by party, beta by candidate, beta_us YES = the
  // Democrat, gamma YES = the Republican (the two binaries are complements: inverted).
  const close = z('2034-12-06', '05:00');
  addCase('politics', { name: 'ga-senate-runoff', events: [
    A('KXGASENRUNOFF-34', 'Georgia Senate runoff winner?', 'Elections', close, [['D', 'Democratic Party', 'ga-dem'], ['R', 'Republican Party', 'ga-rep']], { sources: ['Georgia Secretary of State https://results.sos.ga.gov'] }),
    B('Georgia Senate Runoff Winner', 'Politics', close, [['will-marcus-hale-win-the-georgia-senate-runoff', 'Marcus Hale (D)', 'ga-dem'], ['will-brent-colley-win-the-georgia-senate-runoff', 'Brent Colley (R)', 'ga-rep']]),
    U1('georgia-senate-runoff-2034-hale', 'Hale wins GA Senate runoff?', 'Politics', close, 'ga-dem'),
    G1('Republicans win the Georgia U.S. Senate runoff (Dec 5)?', close, 'ga-rep'),
  ] }, ['inverted']);
}
{ // Nevada Senate: certified winner after the recount (alpha, beta, gamma); beta_us asks whether a recount is requested by
  // 15 December (observation).
  addCase('politics', { name: 'nv-senate-certified', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNVSEN-34', 'Nevada Senate race winner (certified)?', 'Elections', z('2034-12-31', '23:59'), [['D', 'Elena Ruiz', 'nv-ruiz'], ['R', 'Dale Whitcomb', 'nv-whitcomb']]),
    B('Nevada Senate Election Winner', 'Politics', z('2034-12-31', '23:59'), [['will-elena-ruiz-win-the-nevada-senate-race', 'Elena Ruiz', 'nv-ruiz'], ['will-dale-whitcomb-win-the-nevada-senate-race', 'Dale Whitcomb', 'nv-whitcomb']]),
    G('Who will be certified winner of the 2034 Nevada Senate race?', z('2034-12-31', '23:59'), gr(['Ruiz (D)', 'nv-ruiz'], ['Whitcomb (R)', 'nv-whitcomb'])),
    U1('nevada-senate-recount-requested-by-dec-15', 'Recount requested in Nevada Senate race by Dec 15?', 'Politics', z('2034-12-15', '23:59'), 'nv-recount'),
  ] }, ['observation']);
}
{ // Arizona's 6th district after the recount (alpha, beta); gamma lists California's 13th (place).
  addCase('politics', { name: 'az06-recount', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHOUSEAZ6-34', 'AZ-06 House race winner?', 'Elections', z('2034-12-20', '23:59'), [['D', 'Democratic Party', 'az6-dem'], ['R', 'Republican Party', 'az6-rep']]),
    B('Arizona 6th District: Who will win after the recount?', 'Politics', z('2034-12-20', '23:59'), [['az-06-recount-priya-natarajan', 'Priya Natarajan (D)', 'az6-dem'], ['az-06-recount-cole-brannigan', 'Cole Brannigan (R)', 'az6-rep']]),
    G('CA-13 House race: who wins after the final count?', z('2034-12-20', '23:59'), gr(['Democrat', 'ca13-dem'], ['Republican', 'ca13-rep'])),
  ] }, ['place']);
}
{ // House seats held by Republicans when the 124th Congress convenes: alpha rungs, beta ranges (only 221+ coincides with
  // "above 220.5"), gamma "218 or more" (= above 217.5).
  const close = z('2035-01-03', '17:00');
  addCase('politics', { name: 'house-gop-seats', events: [
    A('KXHOUSESEATS-35', 'Republican House seats on Jan 3, 2035?', 'Elections', close, [['T215', 'Above 214.5', 'hs-above214'], ['T218', 'Above 217.5', 'hs-above217'], ['T221', 'Above 220.5', 'hs-above220']]),
    B('How many House seats will Republicans hold?', 'Politics', close, [['gop-house-seats-214-or-fewer', '214 or fewer', 'hs-le214'], ['gop-house-seats-215-217', '215-217', 'hs-215-217'], ['gop-house-seats-218-220', '218-220', 'hs-218-220'],
      ['gop-house-seats-221-or-more', '221 or more', 'hs-above220']]),
    G1('Republicans seat 218+ House members on Jan 3, 2035?', close, 'hs-above217'),
  ] }, ['split']);
}
{ // Senate Republican Leader for the 124th Congress (alpha, beta, gamma); beta_us lists the Whip race (office).
  const close = z('2034-12-06', '23:59');
  addCase('politics', { name: 'senate-gop-leader', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSENGOPLEADER-35', 'Senate Republican Leader for the 124th Congress?', 'Politics', close, [['WHAL', 'Grant Whalen', 'sgl-whalen'], ['PRES', 'Laura Prescott', 'sgl-prescott'], ['OKAF', 'Tom Okafor', 'sgl-okafor']]),
    B('Next Senate Republican Leader?', 'Politics', close, [['will-grant-whalen-be-elected-senate-gop-leader', 'Grant Whalen', 'sgl-whalen'], ['will-laura-prescott-be-elected-senate-gop-leader', 'Laura Prescott', 'sgl-prescott']]),
    G('Senate GOP conference leader election (Dec 6)', close, gr(['Whalen', 'sgl-whalen'], ['Prescott', 'sgl-prescott'], ['Okafor', 'sgl-okafor'])),
    U('senate-gop-whip-2035', 'Senate Republican Whip election', 'Politics', close, [['senate-gop-whip-2035-laura-prescott', 'Laura Prescott', 'sgw-prescott'], ['senate-gop-whip-2035-tom-okafor', 'Tom Okafor', 'sgw-okafor']]),
  ] }, ['office']);
}
{ // Speaker: elected when the 124th Congress convenes (alpha, gamma); beta asks who is Speaker on 1 February (observation);
  // beta_us asks whether the Speaker is elected on the first ballot (measure).
  addCase('politics', { name: 'speaker-124th', groups: [['alpha', 'gamma'], ['beta'], ['beta_us']], events: [
    A('KXSPEAKER-35', 'Who will be elected Speaker of the House on Jan 3, 2035?', 'Politics', z('2035-01-04', '05:00'), [['RAMS', 'Denise Ramsey', 'spk-ramsey'], ['HOLT', 'Curtis Holtz', 'spk-holtz'], ['VAND', 'Mark Vandermeer', 'spk-vandermeer']]),
    G('Speaker election, 124th Congress (first day)', z('2035-01-04', '05:00'), gr(['Denise Ramsey', 'spk-ramsey'], ['Curtis Holtz', 'spk-holtz'])),
    B('Who will be Speaker of the House on February 1, 2035?', 'Politics', z('2035-02-01', '17:00'), [['speaker-on-feb-1-2035-denise-ramsey', 'Denise Ramsey', 'spkfeb-ramsey'], ['speaker-on-feb-1-2035-curtis-holtz', 'Curtis Holtz', 'spkfeb-holtz']]),
    U1('speaker-elected-first-ballot-2035', 'Speaker elected on the first ballot?', 'Politics', z('2035-01-04', '05:00'), 'spk-first-ballot'),
  ] }, ['observation', 'measure']);
}
{ // House Democratic Leader (alpha, beta, gamma).
  const close = z('2034-12-07', '23:59');
  addCase('politics', { name: 'house-dem-leader', events: [
    A('KXHOUSEDEMLEADER-35', 'House Democratic Leader for the 124th Congress?', 'Politics', close, [['ADEB', 'Angela DeBose', 'hdl-debose'], ['KIMJ', 'Jason Kim', 'hdl-kim']]),
    B('House Democratic Caucus leader election', 'Politics', close, [['will-angela-debose-be-elected-house-democratic-leader', 'Angela DeBose', 'hdl-debose'], ['will-jason-kim-be-elected-house-democratic-leader', 'Jason Kim', 'hdl-kim']]),
    G('Who leads House Democrats in the 124th Congress?', close, gr(['DeBose', 'hdl-debose'], ['Kim', 'hdl-kim'], ['Someone else', 'hdl-other'])),
  ] });
}
{ // Maine's 2nd district ranked-choice tabulation — beta only.
  addCase('politics', { name: 'me02-rcv', events: [
    B('Maine 2nd District: ranked-choice winner', 'Politics', z('2034-12-15', '23:59'), [['me-02-rcv-winner-2034-dem', 'Democrat', 'me2-dem'], ['me-02-rcv-winner-2034-gop', 'Republican', 'me2-rep']]),
  ] });
}

// ───────────────────────────── FED ─────────────────────────────

{ // December FOMC decision (all four venues). alpha: hold / cut 25 / cut >25 / hike 25; beta and gamma: "increase" of any
  // size (does not coincide with hike 25); beta "50+ bps decrease" = cut >25.
  const close = z(WED, '19:00');
  addCase('fed', { name: 'fomc-dec-decision', events: [
    A('KXFEDDECISION-34DEC', 'Fed decision in Dec 2034?', 'Economics', close, [['H0', 'Fed maintains rate', 'fomc-hold'], ['C25', 'Cut 25bps', 'fomc-cut25'], ['C26', 'Cut >25bps', 'fomc-cut50'], ['H25', 'Hike 25bps', 'fomc-hike25']], { sources: [FOMC] }),
    B('Fed decision in December?', 'Economy', close, [['fed-decreases-interest-rates-by-50-bps-after-december-2034-meeting', '50+ bps decrease', 'fomc-cut50'], ['fed-decreases-interest-rates-by-25-bps-after-december-2034-meeting', '25 bps decrease', 'fomc-cut25'],
      ['no-change-in-fed-interest-rates-after-december-2034-meeting', 'No change', 'fomc-hold'], ['fed-increases-interest-rates-after-december-2034-meeting', 'Increase', 'fomc-hike']]),
    U('fed-decision-december-2034', 'FOMC December 2034 Rate Decision', 'Economy', close, [['fomc-dec-2034-cut-25', 'Cut 25 bps', 'fomc-cut25'], ['fomc-dec-2034-hold', 'Hold', 'fomc-hold']]),
    G('Fed rate decision — Dec 13, 2034', close, gr(['Hold', 'fomc-hold'], ['Cut 25 bp', 'fomc-cut25'], ['Cut 50 bp or more', 'fomc-cut50'], ['Raise', 'fomc-hike'])),
  ] }, ['split']);
}
{ // Upper bound of the target range after the December meeting (alpha rungs, gamma one of them); beta lists exact levels,
  // which coincide with no rung (their own outcomes).
  const close = z(WED, '19:00');
  addCase('fed', { name: 'fed-upper-bound-dec', events: [
    A('KXFED-34DEC', 'Fed funds rate upper bound after Dec 2034 meeting?', 'Economics', close, [['T3.25', 'Above 3.25%', 'ub-above3.25'], ['T3.50', 'Above 3.50%', 'ub-above3.50']], { sources: [FOMC] }),
    B('Fed upper bound after December meeting?', 'Economy', close, [['fed-upper-bound-3pt25-december-2034', '3.25%', 'ub-eq3.25'], ['fed-upper-bound-3pt50-december-2034', '3.50%', 'ub-eq3.50'], ['fed-upper-bound-3pt75-december-2034', '3.75%', 'ub-eq3.75']]),
    G1('Will the Fed funds upper bound be above 3.25% after the Dec 13 decision?', close, 'ub-above3.25'),
  ] }, ['split']);
}
{ // Number of cuts in 2035: alpha counts 25 bp steps, beta counts meetings with a cut (one event, nf).
  const close = z('2035-12-20', '19:00');
  addCase('fed', { name: 'fed-cuts-2035', fungible: nf('alpha|beta'), events: [
    A('KXRATECUTCOUNT-35', 'Number of rate cuts in 2035?', 'Economics', close, [['0', '0 cuts', 'cuts35-0'], ['1', '1 cut', 'cuts35-1'], ['2', '2 cuts', 'cuts35-2'], ['3', '3 or more cuts', 'cuts35-3plus']],
      { rules: 'Each 25 basis point reduction of the federal funds target range counts as one cut; a 50 bp reduction counts as two.' }),
    B('How many Fed rate cuts in 2035?', 'Economy', close, [['no-fed-rate-cuts-in-2035', '0', 'cuts35-0'], ['1-fed-rate-cut-in-2035', '1', 'cuts35-1'], ['2-fed-rate-cuts-in-2035', '2', 'cuts35-2'], ['3-or-more-fed-rate-cuts-in-2035', '3+', 'cuts35-3plus']],
      { rules: 'Counts the number of FOMC meetings in 2035 at which the target range is lowered, regardless of the size of the cut.' }),
  ] }, ['source']);
}
{ // Cut "by" the March 2035 meeting (alpha) vs cut "at" the March meeting (beta) — different events; gamma = alpha.
  addCase('fed', { name: 'fed-cut-march-2035', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXFEDCUTBY-35MAR', 'Will the Fed cut rates by the March 2035 meeting?', 'Economics', z('2035-03-21', '19:00'), 'YES', 'Cut by March meeting', 'cut-by-mar35'),
    G1('Any Fed rate cut at the Jan or March 2035 FOMC meetings?', z('2035-03-21', '19:00'), 'cut-by-mar35'),
    B('Fed decision in March 2035?', 'Economy', z('2035-03-21', '19:00'), [['fed-decreases-interest-rates-after-march-2035-meeting', 'Decrease', 'mar35-cut'], ['no-change-in-fed-interest-rates-after-march-2035-meeting', 'No change', 'mar35-hold']]),
  ] }, ['deadline']);
}
{ // Dissents at the December meeting — beta_us only.
  addCase('fed', { name: 'fomc-dec-dissents', events: [
    U('fomc-december-2034-dissents', 'Number of dissents at the December 2034 FOMC meeting', 'Economy', z(WED, '19:00'), [['fomc-dec-2034-dissents-0', '0', 'diss-0'], ['fomc-dec-2034-dissents-1', '1', 'diss-1'], ['fomc-dec-2034-dissents-2plus', '2 or more', 'diss-2plus']]),
  ] });
}

// ───────────────────────────── JOBS AND CPI ─────────────────────────────

{ // November nonfarm payrolls (alpha rungs, beta ranges, beta_us "150k or more"). beta ">200k" = alpha above 200k;
  // beta_us "150k or more" is not "above 150k".
  const close = z(FRI, '13:30');
  addCase('econ', { name: 'nfp-nov-2034', events: [
    A('KXPAYROLLS-34DEC', 'Jobs numbers in November 2034?', 'Economics', close, [['T100000', 'Above 100,000', 'nfp-above100'], ['T150000', 'Above 150,000', 'nfp-above150'], ['T200000', 'Above 200,000', 'nfp-above200']], { sources: [BLS_ES] }),
    B('November jobs report: how many jobs added?', 'Economy', close, [['nov-2034-payrolls-under-50k', '<50k', 'nfp-lt50'], ['nov-2034-payrolls-50k-100k', '50k–100k', 'nfp-50-100'], ['nov-2034-payrolls-100k-150k', '100k–150k', 'nfp-100-150'],
      ['nov-2034-payrolls-150k-200k', '150k–200k', 'nfp-150-200'], ['nov-2034-payrolls-over-200k', '>200k', 'nfp-above200']]),
    U1('nfp-november-2034-150k-or-more', 'Nonfarm payrolls 150K or more in November?', 'Economy', close, 'nfp-ge150'),
  ] }, ['threshold', 'split']);
}
{ // November unemployment rate (alpha rungs, gamma "4.4% or higher" = above 4.3%, beta exact values); beta_us lists U-6 (measure).
  const close = z(FRI, '13:30');
  addCase('econ', { name: 'u3-nov-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXU3-34DEC', 'Unemployment rate in November 2034?', 'Economics', close, [['T4.2', 'Above 4.2%', 'u3-above4.2'], ['T4.3', 'Above 4.3%', 'u3-above4.3'], ['T4.4', 'Above 4.4%', 'u3-above4.4']], { sources: [BLS_ES] }),
    B('Unemployment rate in November?', 'Economy', close, [['unemployment-nov-2034-4pt2', '4.2%', 'u3-eq4.2'], ['unemployment-nov-2034-4pt3', '4.3%', 'u3-eq4.3'], ['unemployment-nov-2034-4pt4', '4.4%', 'u3-eq4.4'], ['unemployment-nov-2034-4pt5-or-higher', '4.5% or higher', 'u3-above4.4']]),
    G1('US unemployment (Nov 2034) at 4.4% or higher?', close, 'u3-above4.3'),
    U1('u6-unemployment-november-2034-above-8pt0', 'U-6 underemployment above 8.0% in November?', 'Economy', close, 'u6-above8.0'),
  ] }, ['measure', 'split']);
}
{ // November CPI MoM, headline (alpha rungs, beta exact values; "0.4% or more" = above 0.3%); gamma lists core CPI MoM (measure).
  const close = z(TUE, '13:30');
  addCase('econ', { name: 'cpi-mom-nov-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXCPI-34NOV', 'CPI in Nov 2034?', 'Economics', close, [['T0.1', 'Above 0.1%', 'cpi-above0.1'], ['T0.2', 'Above 0.2%', 'cpi-above0.2'], ['T0.3', 'Above 0.3%', 'cpi-above0.3']], { sources: [BLS_CPI] }),
    B('November CPI (MoM)', 'Economy', close, [['cpi-mom-nov-2034-0pt1', '0.1%', 'cpi-eq0.1'], ['cpi-mom-nov-2034-0pt2', '0.2%', 'cpi-eq0.2'], ['cpi-mom-nov-2034-0pt3', '0.3%', 'cpi-eq0.3'], ['cpi-mom-nov-2034-0pt4-or-more', '≥0.4%', 'cpi-above0.3']]),
    G('Core CPI month-over-month, November 2034', close, gr(['0.1% or lower', 'core-le0.1'], ['0.2%', 'core-eq0.2'], ['0.3%', 'core-eq0.3'], ['0.4% or higher', 'core-ge0.4'])),
  ] }, ['measure', 'split']);
}
{ // November CPI YoY, headline (alpha, beta_us "3.0% or higher" = above 2.9%, gamma, beta exact values with "3.0%+" = above 2.9%).
  const close = z(TUE, '13:30');
  addCase('econ', { name: 'cpi-yoy-nov-2034', events: [
    A('KXCPIYOY-34NOV', 'Inflation in Nov 2034?', 'Economics', close, [['T2.8', 'Above 2.8%', 'cpiy-above2.8'], ['T2.9', 'Above 2.9%', 'cpiy-above2.9'], ['T3.0', 'Above 3.0%', 'cpiy-above3.0']], { sources: [BLS_CPI] }),
    U1('cpi-yoy-november-2034-3pt0-or-higher', 'Annual inflation 3.0% or higher in November?', 'Economy', close, 'cpiy-above2.9'),
    G1('CPI YoY for Nov 2034 above 2.8%?', close, 'cpiy-above2.8'),
    B('November inflation (YoY)?', 'Economy', close, [['cpi-yoy-nov-2034-2pt8', '2.8%', 'cpiy-eq2.8'], ['cpi-yoy-nov-2034-2pt9', '2.9%', 'cpiy-eq2.9'], ['cpi-yoy-nov-2034-3pt0-or-more', '3.0%+', 'cpiy-above2.9']]),
  ] });
}

// ───────────────────────────── CRYPTO LADDERS ─────────────────────────────

{ // Bitcoin at 5 PM ET on Friday 8 December: alpha and gamma off CF Benchmarks, beta_us off the Coinbase 1-minute candle at
  // 17:00 ET (same instant, nf); beta lists the noon ET Binance candle (date/instant).
  const close = z(FRI, '22:00');
  addCase('crypto', { name: 'btc-dec8-5pm', groups: [['alpha', 'gamma', 'beta_us'], ['beta']], fungible: nf('alpha|beta_us', 'gamma|beta_us'), events: [
    A(`KXBTCD-${ad(FRI)}17`, 'Bitcoin price on Dec 8, 2034 at 5pm EST?', 'Crypto', close, [['T174999.99', '$175,000 or above', 'btc8-175k'], ['T179999.99', '$180,000 or above', 'btc8-180k'], ['T184999.99', '$185,000 or above', 'btc8-185k']], { sources: [CFB] }),
    G('BTC price at 5PM ET on Dec 8 (CF Benchmarks BRTI)', close, gr(['Above $180,000', 'btc8-180k'], ['Above $185,000', 'btc8-185k'], ['Above $190,000', 'btc8-190k'])),
    U('btc-above-dec-8-2034-5pm', 'Bitcoin above ___ on December 8, 5PM ET?', 'Crypto', close, [['btc-above-180k-dec-8-2034-5pm-et', '180,000', 'btc8-180k', { src: 'https://www.coinbase.com/price/bitcoin' }]]),
    B('Bitcoin above ___ on December 8?', 'Crypto', z(FRI, '17:00'), [['bitcoin-above-180k-on-december-8-2034', '180,000', 'btc8noon-180k', { src: 'https://www.binance.com/en/trade/BTC_USDT' }],
      ['bitcoin-above-185k-on-december-8-2034', '185,000', 'btc8noon-185k', { src: 'https://www.binance.com/en/trade/BTC_USDT' }]]),
  ] }, ['source', 'date']);
}
{ // Ether at year-end (Dec 31 5 PM ET): alpha rungs, gamma one rung, beta ranges (only "above 9,000" coincides).
  const close = z('2034-12-31', '22:00');
  addCase('crypto', { name: 'eth-yearend-2034', events: [
    A(`KXETHD-${ad('2034-12-31')}17`, 'Ethereum price on Dec 31, 2034 at 5pm EST?', 'Crypto', close, [['T7999.99', '$8,000 or above', 'eth31-8000'], ['T8499.99', '$8,500 or above', 'eth31-8500'], ['T8999.99', '$9,000 or above', 'eth31-9000']], { sources: [CFB.replace('BRTI', 'ETHUSD_RTI')] }),
    B('Ethereum price on December 31, 2034 (5PM ET)?', 'Crypto', close, [['eth-dec-31-2034-below-8000', '<$8,000', 'eth31-lt8000'], ['eth-dec-31-2034-8000-9000', '$8,000–$9,000', 'eth31-8000-9000'], ['eth-dec-31-2034-above-9000', '>$9,000', 'eth31-9000']]),
    G1('ETH ≥ $8,000 at 5PM ET on Dec 31, 2034?', close, 'eth31-8000'),
  ] }, ['split']);
}
{ // Solana range buckets on 8 December 5 PM ET (alpha, beta, gamma; the buckets coincide).
  const close = z(FRI, '22:00');
  addCase('crypto', { name: 'sol-dec8-range', events: [
    A(`KXSOL-${ad(FRI)}17`, 'Solana price range on Dec 8, 2034 at 5pm EST?', 'Crypto', close, [['B405', '$400 to $409.99', 'sol8-400'], ['B415', '$410 to $419.99', 'sol8-410'], ['B425', '$420 to $429.99', 'sol8-420']], { sources: [CFB.replace('BRTI', 'SOLUSD_RTI')] }),
    B('Solana price on December 8 (5PM ET)?', 'Crypto', close, [['solana-price-dec-8-2034-400-410', '$400-410', 'sol8-400'], ['solana-price-dec-8-2034-410-420', '$410-420', 'sol8-410'], ['solana-price-dec-8-2034-420-430', '$420-430', 'sol8-420']]),
    G('SOL price at 5PM ET, Dec 8', close, gr(['$400–410', 'sol8-400'], ['$410–420', 'sol8-410'], ['$420–430', 'sol8-420'], ['$430+', 'sol8-430plus'])),
  ] });
}
{ // Bitcoin value on Dec 31 5 PM ET (alpha, beta_us) vs "hits $250k by Dec 31" (beta; reached at any time: observation).
  const close = z('2034-12-31', '22:00');
  addCase('crypto', { name: 'btc-yearend-vs-hit', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A(`KXBTCD-${ad('2034-12-31')}17`, 'Bitcoin price on Dec 31, 2034 at 5pm EST?', 'Crypto', close, [['T199999.99', '$200,000 or above', 'btc31-200k'], ['T249999.99', '$250,000 or above', 'btc31-250k']], { sources: [CFB] }),
    U('btc-above-dec-31-2034-5pm', 'Bitcoin above ___ on December 31, 5PM ET?', 'Crypto', close, [['btc-above-250k-dec-31-2034-5pm-et', '250,000', 'btc31-250k']]),
    B('What price will Bitcoin hit in December?', 'Crypto', z('2035-01-01', '05:00'), [['will-bitcoin-reach-250000-in-december-2034', '↑ 250,000', 'btchit-250k'], ['will-bitcoin-dip-to-150000-in-december-2034', '↓ 150,000', 'btchit-150k']]),
  ] }, ['observation']);
}
{ // XRP at 5 PM ET on 8 December (alpha, beta_us); gamma lists Stellar (asset).
  const close = z(FRI, '22:00');
  addCase('crypto', { name: 'xrp-dec8', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A(`KXXRPD-${ad(FRI)}17`, 'XRP price on Dec 8, 2034 at 5pm EST?', 'Crypto', close, [['T4.9999', '$5.00 or above', 'xrp8-5'], ['T5.4999', '$5.50 or above', 'xrp8-5.5']], { sources: [CFB.replace('BRTI', 'XRPUSD_RTI')] }),
    U('xrp-above-dec-8-2034-5pm', 'XRP above ___ on December 8, 5PM ET?', 'Crypto', close, [['xrp-above-5-dec-8-2034-5pm-et', '$5.00', 'xrp8-5']]),
    G1('XLM above $1.00 at 5PM ET on Dec 8?', close, 'xlm8-1'),
  ] }, ['asset']);
}

// ───────────────────────────── AWARDS ─────────────────────────────

{ // TIME Person of the Year 2034 (alpha, beta, gamma); beta_us asks about the shortlist (observation).
  const close = z('2034-12-11', '15:00');
  addCase('awards', { name: 'time-poy-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXTIMEPOY-34', 'TIME Person of the Year 2034?', 'Culture', close, [['LEO', 'Pope Leo XIV', 'poy-leo'], ['TSWI', 'Taylor Swift', 'poy-swift'], ['AI', 'Artificial Intelligence', 'poy-ai'], ['VWEM', 'Victor Wembanyama', 'poy-wemby']]),
    B('Time 2034 Person of the Year', 'Culture', close, [['will-pope-leo-xiv-be-time-person-of-the-year-2034', 'Pope Leo XIV', 'poy-leo'], ['will-ai-be-time-person-of-the-year-2034', 'AI', 'poy-ai'], ['will-taylor-swift-be-time-person-of-the-year-2034', 'Taylor Swift', 'poy-swift']]),
    G('TIME Person of the Year (announced Dec 2034)', close, gr(['Pope Leo XIV', 'poy-leo'], ['Taylor Swift', 'poy-swift'], ['AI / The Architects of AI', 'poy-ai'], ['Other', 'poy-other'])),
    U1('time-poy-2034-shortlist-taylor-swift', 'Taylor Swift on TIME\'s 2034 Person of the Year shortlist?', 'Culture', z('2034-12-08', '15:00'), 'poy-shortlist-swift'),
  ] }, ['observation']);
}
{ // The Game Awards 2034, Game of the Year (alpha, beta, gamma); beta_us lists Best Narrative (category).
  const close = z('2034-12-08', '05:00');
  addCase('awards', { name: 'tga-goty-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXGAMEAWARDS-34', 'Game of the Year at The Game Awards 2034?', 'Culture', close, [['ES6', 'The Elder Scrolls VI', 'goty-es6'], ['KH4', 'Kingdom Hearts IV', 'goty-kh4'], ['HM', 'Hollow Meridian', 'goty-hollow']]),
    B('The Game Awards 2034: Game of the Year', 'Culture', close, [['will-the-elder-scrolls-vi-win-goty-2034', 'The Elder Scrolls VI', 'goty-es6'], ['will-hollow-meridian-win-goty-2034', 'Hollow Meridian', 'goty-hollow'], ['will-starfall-odyssey-win-goty-2034', 'Starfall Odyssey', 'goty-starfall']]),
    G('TGA 2034 — GOTY', close, gr(['Elder Scrolls VI', 'goty-es6'], ['Kingdom Hearts 4', 'goty-kh4'], ['Starfall Odyssey', 'goty-starfall'])),
    U('the-game-awards-2034-best-narrative', 'The Game Awards 2034 — Best Narrative', 'Culture', close, [['tga-2034-best-narrative-hollow-meridian', 'Hollow Meridian', 'narr-hollow'], ['tga-2034-best-narrative-kingdom-hearts-iv', 'Kingdom Hearts IV', 'narr-kh4']]),
  ] }, ['category']);
}
{ // Spotify Wrapped 2034, top artist globally (alpha, beta, gamma); beta_us lists the top US artist (place).
  const close = z('2034-12-06', '17:00');
  addCase('awards', { name: 'wrapped-top-artist-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSPOTIFYWRAPPED-34', 'Spotify Wrapped 2034: top global artist?', 'Culture', close, [['TSWI', 'Taylor Swift', 'wr-swift'], ['BADB', 'Bad Bunny', 'wr-badbunny'], ['WEEK', 'The Weeknd', 'wr-weeknd']]),
    B('Spotify Wrapped 2034: #1 Global Artist', 'Culture', close, [['will-taylor-swift-be-spotifys-top-artist-of-2034', 'Taylor Swift', 'wr-swift'], ['will-bad-bunny-be-spotifys-top-artist-of-2034', 'Bad Bunny', 'wr-badbunny'], ['will-sabrina-carpenter-be-spotifys-top-artist-of-2034', 'Sabrina Carpenter', 'wr-carpenter']]),
    G('Most-streamed artist worldwide on Spotify, 2034', close, gr(['Taylor Swift', 'wr-swift'], ['Bad Bunny', 'wr-badbunny'], ['Sabrina Carpenter', 'wr-carpenter'], ['Other', 'wr-other'])),
    U('spotify-wrapped-2034-top-us-artist', 'Spotify Wrapped 2034: Top Artist in the U.S.', 'Culture', close, [['wrapped-2034-us-taylor-swift', 'Taylor Swift', 'wrus-swift'], ['wrapped-2034-us-morgan-wallen', 'Morgan Wallen', 'wrus-wallen']]),
  ] }, ['place']);
}
{ // Spotify Wrapped 2034, most-streamed song globally (beta, gamma).
  const close = z('2034-12-06', '17:00');
  addCase('awards', { name: 'wrapped-top-song-2034', events: [
    B('Spotify Wrapped 2034: Most Streamed Song', 'Culture', close, [['spotify-top-song-2034-glass-horizon', 'Glass Horizon', 'wrs-glass'], ['spotify-top-song-2034-northern-lights', 'Northern Lights (feat. Bad Bunny)', 'wrs-northern']]),
    G('Spotify Wrapped: #1 global song of 2034', close, gr(['"Glass Horizon"', 'wrs-glass'], ['"Northern Lights"', 'wrs-northern'], ['Another song', 'wrs-other'])),
  ] });
}

// ───────────────────────────── WEATHER: SNOWFALL AT NAMED STATIONS ─────────────────────────────

{ // NYC December snowfall: alpha and beta_us at Central Park (NWS CLM), beta at LaGuardia (same event, nf on beta pairs);
  // gamma asks for measurable snow at Central Park by 15 December (period).
  const close = z('2035-01-01', '15:00');
  addCase('weather', { name: 'nyc-snow-dec-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], fungible: nf('alpha|beta', 'beta|beta_us'), events: [
    A('KXNYCSNOWM-34DEC', 'NYC snow in Dec 2034?', 'Climate and Weather', close, [['T1', 'Above 1 inch', 'nycsnow-above1'], ['T3', 'Above 3 inches', 'nycsnow-above3'], ['T6', 'Above 6 inches', 'nycsnow-above6']], { sources: [NWS_OKX] }),
    B('NYC December snowfall (LaGuardia)?', 'Weather', close, [['nyc-snow-december-2034-more-than-1-inch', '>1"', 'nycsnow-above1', { src: 'https://forecast.weather.gov/product.php?site=OKX&product=CLM&issuedby=LGA' }],
      ['nyc-snow-december-2034-more-than-3-inches', '>3"', 'nycsnow-above3', { src: 'https://forecast.weather.gov/product.php?site=OKX&product=CLM&issuedby=LGA' }]]),
    U1('nyc-central-park-december-2034-snow-above-3in', 'Central Park December snowfall above 3"?', 'Weather', close, 'nycsnow-above3'),
    G1('Measurable snow in Central Park by December 15?', z('2034-12-16', '15:00'), 'nycsnow-by-dec15'),
  ] }, ['source', 'period']);
}
{ // Chicago December snowfall at O'Hare (alpha, gamma); beta lists snowfall on one day, 9 December (period).
  const close = z('2035-01-01', '15:00');
  addCase('weather', { name: 'chi-snow-dec-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXCHISNOWM-34DEC', 'Chicago snow in Dec 2034?', 'Climate and Weather', close, [['T4', 'Above 4 inches', 'chisnow-above4'], ['T8', 'Above 8 inches', 'chisnow-above8']], { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=LOT&product=CLM&issuedby=ORD'] }),
    G('O\'Hare December 2034 total snowfall', close, gr(['More than 4"', 'chisnow-above4'], ['More than 8"', 'chisnow-above8'], ['More than 12"', 'chisnow-above12'])),
    B('Will Chicago (O\'Hare) get 2"+ of snow on December 9?', 'Weather', z('2034-12-10', '15:00'), [['chicago-ohare-2-inches-snow-december-9-2034', '', 'chisnow-dec9-2in']]),
  ] }, ['period']);
}
{ // Denver December snowfall at Denver International (alpha, beta_us); beta lists Boston Logan (place).
  const close = z('2035-01-01', '15:00');
  addCase('weather', { name: 'den-snow-dec-2034', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXDENSNOWM-34DEC', 'Denver snow in Dec 2034?', 'Climate and Weather', close, [['T5', 'Above 5 inches', 'densnow-above5'], ['T10', 'Above 10 inches', 'densnow-above10']]),
    U1('denver-december-2034-snow-above-5in', 'Denver (DEN) December snowfall above 5"?', 'Weather', close, 'densnow-above5'),
    B('December snowfall in Boston (Logan) above 5"?', 'Weather', close, [['boston-logan-december-2034-snow-above-5-inches', '', 'bossnow-above5']]),
  ] }, ['place']);
}
{ // White Christmas in Boston: 1"+ snow depth at Logan on 25 December (beta, gamma); alpha lists snowfall on 25 December (measure).
  const close = z('2034-12-26', '15:00');
  addCase('weather', { name: 'bos-white-christmas', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('White Christmas in Boston?', 'Weather', close, [['white-christmas-boston-2034', '', 'bos-xmas-depth1', { rules: 'Resolves Yes if the NWS climate report for Boston Logan shows a snow depth of 1 inch or more on December 25, 2034.' }]]),
    G1('Boston Logan: 1"+ snow on the ground on Christmas Day 2034?', close, 'bos-xmas-depth1'),
    A1('KXBOSSNOWD-34DEC25', 'Will it snow in Boston on Christmas Day?', 'Climate and Weather', close, 'T0.1', 'Snowfall of 0.1 inch or more', 'bos-xmas-snowfall'),
  ] }, ['measure']);
}
{ // Washington National December snowfall — alpha only.
  addCase('weather', { name: 'dca-snow-dec-2034', events: [
    A('KXDCSNOWM-34DEC', 'DC snow in Dec 2034?', 'Climate and Weather', z('2035-01-01', '15:00'), [['T1', 'Above 1 inch', 'dcasnow-above1'], ['T2', 'Above 2 inches', 'dcasnow-above2']]),
  ] });
}

// ───────────────────────────── CHARTS ─────────────────────────────

{ // Billboard Hot 100 #1 on the chart dated 16 December (alpha, beta, gamma); beta_us lists the chart dated 23 December (date).
  addCase('charts', { name: 'hot100-dec16', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXHOT100-34DEC16', 'Billboard Hot 100 #1 on Dec 16, 2034?', 'Entertainment', z('2034-12-12', '17:00'), [['AIWFC', 'All I Want for Christmas Is You', 'h16-aiwfc'], ['GLASS', 'Glass Horizon', 'h16-glass'], ['NLIGHT', 'Northern Lights', 'h16-northern']]),
    B('Billboard Hot 100 #1 song (chart dated Dec 16)', 'Culture', z('2034-12-12', '17:00'), [['hot-100-1-dec-16-2034-all-i-want-for-christmas-is-you', 'Mariah Carey - All I Want for Christmas Is You', 'h16-aiwfc'], ['hot-100-1-dec-16-2034-glass-horizon', 'Glass Horizon', 'h16-glass']]),
    G('#1 on the Billboard Hot 100, week of Dec 16', z('2034-12-12', '17:00'), gr(['Mariah Carey — AIWFCIY', 'h16-aiwfc'], ['Glass Horizon', 'h16-glass'], ['Other', 'h16-other'])),
    U('billboard-hot-100-number-1-dec-23-2034', 'Hot 100 #1 — chart dated December 23', 'Culture', z('2034-12-19', '17:00'), [['hot100-dec-23-2034-mariah-carey', 'Mariah Carey', 'h23-aiwfc'], ['hot100-dec-23-2034-glass-horizon', 'Glass Horizon', 'h23-glass']]),
  ] }, ['date']);
}
{ // UK Christmas number one 2034 (Official Charts; all four venues).
  const close = z('2034-12-22', '18:00');
  addCase('charts', { name: 'uk-christmas-no1', events: [
    A('KXUKXMASNO1-34', 'UK Christmas No. 1 2034?', 'Entertainment', close, [['LASTX', 'Last Christmas', 'ukx-lastxmas'], ['GLASS', 'Glass Horizon', 'ukx-glass'], ['AIWFC', 'All I Want for Christmas Is You', 'ukx-aiwfc']],
      { sources: ['Official Charts https://www.officialcharts.com/charts/singles-chart/'] }),
    B('UK Christmas Number One 2034', 'Culture', close, [['uk-christmas-number-one-2034-last-christmas', 'Wham! - Last Christmas', 'ukx-lastxmas'], ['uk-christmas-number-one-2034-glass-horizon', 'Glass Horizon', 'ukx-glass'], ['uk-christmas-number-one-2034-charity-single', 'Charity single', 'ukx-charity']]),
    U('uk-christmas-no1-2034', 'Official Charts Christmas No. 1 (2034)', 'Culture', close, [['uk-xmas-no1-2034-last-christmas', 'Last Christmas', 'ukx-lastxmas'], ['uk-xmas-no1-2034-glass-horizon', 'Glass Horizon', 'ukx-glass']]),
    G('Christmas #1 in the UK, 2034', close, gr(['Last Christmas (Wham!)', 'ukx-lastxmas'], ['Glass Horizon', 'ukx-glass'], ['All I Want for Christmas Is You', 'ukx-aiwfc'])),
  ] });
}
{ // Billboard year-end Hot 100 #1 of 2034 (alpha, beta); gamma lists Spotify's most-streamed song of 2034 in the US (another statistic).
  const close = z('2034-12-15', '17:00');
  addCase('charts', { name: 'billboard-yearend-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBBYEAREND-34', 'Billboard Year-End Hot 100 #1 song of 2034?', 'Entertainment', close, [['GLASS', 'Glass Horizon', 'ye-glass'], ['NLIGHT', 'Northern Lights', 'ye-northern'], ['SLOW', 'Slow Burn', 'ye-slowburn']]),
    B('Billboard Year-End #1 Song 2034', 'Culture', close, [['billboard-year-end-number-1-2034-glass-horizon', 'Glass Horizon', 'ye-glass'], ['billboard-year-end-number-1-2034-slow-burn', 'Slow Burn', 'ye-slowburn']]),
    G('Most-streamed song on Spotify in the US, 2034', close, gr(['Glass Horizon', 'spus-glass'], ['Northern Lights', 'spus-northern'], ['Slow Burn', 'spus-slowburn'])),
  ] }, ['measure']);
}
{ // Top-grossing domestic film of 2034: alpha off Box Office Mojo, beta off The Numbers (one event, nf); gamma = alpha.
  const close = z('2035-01-01', '20:00');
  addCase('charts', { name: 'boxoffice-2034', fungible: nf('alpha|beta', 'beta|gamma'), events: [
    A('KXTOPMOVIE-34', 'Highest grossing movie of 2034 (domestic)?', 'Entertainment', close, [['AVG', 'Avengers: Secret Wars', 'bo-secretwars'], ['FRZ3', 'Frozen III', 'bo-frozen3'], ['SHRK5', 'Shrek 5', 'bo-shrek5']],
      { sources: ['Box Office Mojo https://www.boxofficemojo.com/year/2034/'] }),
    B('Highest grossing movie in 2034?', 'Culture', close, [['avengers-secret-wars-top-grossing-2034', 'Avengers: Secret Wars', 'bo-secretwars', { src: 'https://www.the-numbers.com/box-office-records/domestic/all-movies/cumulative/released-in-2034' }],
      ['frozen-3-top-grossing-2034', 'Frozen 3', 'bo-frozen3', { src: 'https://www.the-numbers.com/box-office-records/domestic/all-movies/cumulative/released-in-2034' }]]),
    G('#1 domestic box office film of calendar 2034 (Box Office Mojo)', close, gr(['Avengers: Secret Wars', 'bo-secretwars'], ['Frozen III', 'bo-frozen3'], ['Shrek 5', 'bo-shrek5'], ['Other', 'bo-other'])),
  ] }, ['source']);
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout60-set.json', import.meta.url));
