// Fifty-second independent refdata holdout: writes test/refdata/holdout52-set.json (a broad catalog snapshot as the venues
// listed it on Tuesday 15 November 2033: NFL week 11 and Thanksgiving games and futures, NBA and NHL games, the Champions
// Classic and college football, World Cup 2034 qualifiers and European club football, October CPI, November jobs,
// weekly claims, the December FOMC, Treasury yields, oil and gold, crypto dailies and year-end ladders, equity indices
// and company questions, the 2034 midterms, Congress and the December shutdown deadline, presidential approval,
// elections abroad (Chile, Honduras, Hungary, Costa Rica), box office and music charts, weather at named stations,
// snowfall and space launches).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout52.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout47.build.ts (its header: the general labelling rules below
// are adopted from it verbatim), lines 80–230 of that file (the shape of its cases only; none of its wording is reused)
// and its last 10 lines (how the JSON is written out). Nothing under services/refdata/** or packages/domain/** was
// opened, nor any other set, build file or test in test/refdata/, nor git history or other branches. The matcher, the
// `eval` and `diagnose` commands and the tests were never run on this set: it is NOT tuned and has not been seen.
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
// Set-specific readings (applying the rules above to this snapshot):
// - Games: the moneyline, the spread, the total, a team total and any first-half or regulation-only (NHL 60-minute
//   three-way) market are different measures or periods, so different events. A rung on one venue and the same rung on
//   another ("Eagles −3.5" and "Eagles win by 4 or more") are one outcome; the other side of a rung ("Commanders +3.5")
//   is its complement (own `t`, same event). A 90-minute football match has three outcomes: "Serbia avoids defeat" is
//   the complement of "England win" only. The same two teams on another date are another event.
// - Futures: the Super Bowl, a conference title and a division title are different categories; "makes the playoffs"
//   and "wins the division" are different observations. The NBA Cup and the NBA title are different competitions. The
//   Champions League and the Europa League are different competitions.
// - Rankings and awards: the CFP committee's rankings and the AP poll are different statistics; one ranking release is
//   one date. The Billboard Hot 100 and Spotify's daily US chart are different measures.
// - Economic prints: the release named by its reference month (October CPI, released 16 November) is one event per
//   measure (headline/core, MoM/YoY); the unemployment rate and payrolls are different measures of one report, so
//   different events; initial and continuing claims likewise. A GDP advance and second estimate are different events.
// - Fed: the December decision is one event whether a venue lists buckets or asks "any cut"; "any cut" is its own
//   outcome (a union of buckets, not matched to any single bucket). Cuts in 2034 counted by 25 bp steps (alpha) vs by
//   meetings (beta, beta_us) are one event, nf on those pairs.
// - Rates and commodities: the Treasury's daily par yield and a market-data close of the 10-year yield on one day are
//   one observation off different fixings (nf); another day is another event. COMEX settle vs LBMA PM gold on one day
//   is one event (nf); "hits $X at any time by Dec 31" is a different observation from "above $X on Dec 30". WTI and
//   Brent are different assets.
// - Crypto: 5 PM ET (CF Benchmarks RTI) and 12 PM ET (Binance 1-minute candle) are different instants; the same
//   instant off CF Benchmarks vs Binance is one event, nf. A year-end value and "reaches at any time in 2033" are
//   different observations.
// - Politics: Senate control and House control are different events, and a state's Senate seat and its governorship
//   are different offices; a primary is a different round from the general. "Before Dec 17" and "by Dec 16" are one
//   deadline; "in 2033" is another. The House passing a bill and the bill being signed are different observations.
//   Chile's first round (most votes on 20 November) and the presidency (decided by the 18 December runoff) are different
//   rounds. Hungary's most seats and its next prime minister are different observations.
// - Weather: a city's NWS climate-report high at one station vs another station of that city (Weather Underground at
//   LaGuardia vs the Central Park CLI; O'Hare vs Midway) is one event, nf; the high and the low are different measures;
//   a month's snowfall and the next month's are different periods. NASA GISTEMP and NOAA's global ranking of 2033 are
//   one observation off different datasets (nf).
// - Box office: Box Office Mojo vs The Numbers for the same weekend is one event, nf; a film's own gross is a different
//   measure from the weekend's number-one film.
// Ids: beta event ids 600001+, gamma ids 54001+, alpha tickers dated 2033; all closes after 2026-11-23.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, ad, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'nfl' | 'nba' | 'nhl' | 'college' | 'soccer' | 'econ' | 'fed' | 'rates' | 'commodities' | 'crypto' | 'equities' | 'company'
  | 'politics' | 'world' | 'culture' | 'weather' | 'space';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'asset' | 'observation' | 'round'
  | 'category' | 'office' | 'instant' | 'title';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(600000, 54000);

const TUE = '2033-11-15';
const WED = '2033-11-16';
const THU = '2033-11-17';
const FRI = '2033-11-18';
const SAT = '2033-11-19';
const SUN = '2033-11-20';
const MON = '2033-11-21';
const NFLS = 'NFL https://www.nfl.com/scores/2033/reg11';
const NBAS = 'NBA https://www.nba.com/games';
const NHLS = 'NHL https://www.nhl.com/scores';
const BLS = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const DOL = 'https://www.dol.gov/ui/data.pdf';
const CFBR = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const BINANCE = 'https://www.binance.com/en/trade/BTC_USDT';
const BOM = 'Box Office Mojo https://www.boxofficemojo.com/weekend/';
const TN = 'https://www.the-numbers.com/weekend-box-office-chart';
const FRB = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const NWSNYC = 'National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC';

// ───────────────────────────── NFL ─────────────────────────────

{ // Bills at Dolphins, Sun 1:00 PM ET, all four; gamma asks whether Miami wins (complement of beta's Bills YES).
  const d = ad(SUN);
  addCase('nfl', { name: 'nfl-buf-mia-ml', events: [
    A(`KXNFLGAME-${d}BUFMIA`, 'Buffalo at Miami', 'Sports', z(SUN, '21:00'), [['BUF', 'Buffalo', 'bufmia-buf'], ['MIA', 'Miami', 'bufmia-mia']], { sources: [NFLS] }),
    B('Bills vs. Dolphins', 'Sports', z(SUN, '18:00'), [['nfl-buf-mia-2033-11-20', '', 'bufmia-buf', { outcomes: yn('Bills', 'Dolphins') }]]),
    U('nfl-buf-mia-2033-11-20', 'Buffalo Bills at Miami Dolphins', 'Sports', z(SUN, '18:00'), [['aec-nfl-buf-mia-2033-11-20', '', 'bufmia-buf', { outcomes: yn('Buffalo Bills', 'Miami Dolphins') }]]),
    G1('Dolphins to beat the Bills at Hard Rock Stadium (Nov 20)?', z(SUN, '22:00'), 'bufmia-mia'),
  ] }, ['inverted']);
}
{ // Thursday Night Football, Steelers at Bengals, Nov 17 — all four, clean.
  const d = ad(THU);
  addCase('nfl', { name: 'nfl-tnf-pit-cin', events: [
    A(`KXNFLGAME-${d}PITCIN`, 'Pittsburgh at Cincinnati', 'Sports', z('2033-11-18', '04:30'), [['PIT', 'Pittsburgh', 'pitcin-pit'], ['CIN', 'Cincinnati', 'pitcin-cin']], { sources: [NFLS] }),
    B('Steelers vs. Bengals', 'Sports', z('2033-11-18', '01:15'), [['nfl-pit-cin-2033-11-17', '', 'pitcin-pit', { outcomes: yn('Steelers', 'Bengals') }]]),
    U('nfl-pit-cin-2033-11-17', 'TNF: Pittsburgh Steelers at Cincinnati Bengals', 'Sports', z('2033-11-18', '01:15'), [['aec-nfl-pit-cin-2033-11-17', '', 'pitcin-pit', { outcomes: yn('Pittsburgh Steelers', 'Cincinnati Bengals') }]]),
    G('TNF Week 11 — Steelers @ Bengals winner', z('2033-11-18', '05:00'), gr(['Steelers', 'pitcin-pit'], ['Bengals', 'pitcin-cin'])),
  ] });
}
{ // Giants at Cowboys on Thanksgiving (alpha, beta YES = Cowboys, beta_us YES = Giants); gamma lists the Jan 8, 2034 rematch at MetLife (date).
  const d = ad('2033-11-24');
  addCase('nfl', { name: 'nfl-nyg-dal-thanksgiving', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNFLGAME-${d}NYGDAL`, 'New York G at Dallas', 'Sports', z('2033-11-24', '23:30'), [['NYG', 'New York G', 'nygdal-nyg'], ['DAL', 'Dallas', 'nygdal-dal']], { sources: [NFLS] }),
    B('Giants vs. Cowboys', 'Sports', z('2033-11-24', '21:30'), [['nfl-nyg-dal-2033-11-24', '', 'nygdal-dal', { outcomes: yn('Cowboys', 'Giants'), q: 'Cowboys vs. Giants' }]]),
    U('nfl-nyg-dal-2033-11-24', 'Thanksgiving: New York Giants at Dallas Cowboys', 'Sports', z('2033-11-24', '21:30'), [['aec-nfl-nyg-dal-2033-11-24', '', 'nygdal-nyg', { outcomes: yn('New York Giants', 'Dallas Cowboys') }]]),
    G('Cowboys at Giants — Jan 8, 2034', z('2034-01-08', '22:00'), gr(['Dallas Cowboys', 'dalnyg-dal'], ['New York Giants', 'dalnyg-nyg'])),
  ] }, ['date', 'inverted']);
}
{ // Chiefs at Raiders, Monday Night Football (alpha, beta, gamma); beta_us lists the first-half winner (period).
  const d = ad(MON);
  addCase('nfl', { name: 'nfl-mnf-kc-lv', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNFLGAME-${d}KCLV`, 'Kansas City at Las Vegas', 'Sports', z('2033-11-22', '05:00'), [['KC', 'Kansas City', 'kclv-kc'], ['LV', 'Las Vegas', 'kclv-lv']], { sources: [NFLS] }),
    B('Chiefs vs. Raiders', 'Sports', z('2033-11-22', '01:15'), [['nfl-kc-lv-2033-11-21', '', 'kclv-kc', { outcomes: yn('Chiefs', 'Raiders') }]]),
    G('MNF: Kansas City Chiefs vs Las Vegas Raiders', z('2033-11-22', '05:00'), gr(['Chiefs', 'kclv-kc'], ['Raiders', 'kclv-lv'])),
    U('nfl-kc-lv-2033-11-21-1h', 'Chiefs at Raiders: First Half Moneyline', 'Sports', z('2033-11-22', '02:45'), [['aec1h-nfl-kc-lv-2033-11-21', '', 'kclv-1h-kc', { outcomes: yn('Kansas City Chiefs', 'Las Vegas Raiders') }]]),
  ] }, ['period']);
}
{ // Eagles at Commanders, Sun 4:25 PM ET: spread. beta −3.5 = gamma "by 4 or more" = alpha EAG4; beta_us Commanders +3.5 (complement).
  const d = ad(SUN);
  addCase('nfl', { name: 'nfl-phi-was-spread', events: [
    A(`KXNFLSPREAD-${d}PHIWAS`, 'Philadelphia at Washington: Spread', 'Sports', z('2033-11-21', '00:30'), [['PHI4', 'Philadelphia wins by over 3.5 points', 'phiwas-sp-phi3.5'],
      ['PHI7', 'Philadelphia wins by over 6.5 points', 'phiwas-sp-phi6.5'], ['WAS1', 'Washington wins by over 0.5 points', 'phiwas-sp-was0.5']], { sources: [NFLS] }),
    B('Spread: Eagles (-3.5)', 'Sports', z(SUN, '21:25'), [['nfl-phi-was-2033-11-20-spread-away-3pt5', '', 'phiwas-sp-phi3.5', { outcomes: yn('Eagles', 'Commanders') }]]),
    U('nfl-phi-was-2033-11-20-spreads', 'Eagles vs. Commanders — Spread', 'Sports', z(SUN, '21:25'), [['asc-nfl-phi-was-2033-11-20-home-pos-3pt5', 'Commanders +3.5', 'phiwas-sp-was+3.5', { outcomes: yn('Commanders +3.5', 'Eagles -3.5') }]]),
    G1('Eagles win by 4 or more at Washington on Sunday?', z('2033-11-21', '01:00'), 'phiwas-sp-phi3.5'),
  ] }, ['inverted', 'threshold']);
}
{ // Bills at Dolphins total: alpha ladder; beta O/U 44.5 and beta_us "45 or more" one outcome; gamma Dolphins team total (measure).
  const d = ad(SUN);
  addCase('nfl', { name: 'nfl-buf-mia-total', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNFLTOTAL-${d}BUFMIA`, 'Buffalo at Miami: Total Points', 'Sports', z(SUN, '21:00'), [['41', 'Over 41.5 points scored', 'bufmia-tot41.5'], ['44', 'Over 44.5 points scored', 'bufmia-tot44.5'],
      ['47', 'Over 47.5 points scored', 'bufmia-tot47.5']], { sources: [NFLS] }),
    B('Bills vs. Dolphins: O/U 44.5', 'Sports', z(SUN, '18:00'), [['nfl-buf-mia-2033-11-20-total-44pt5', '', 'bufmia-tot44.5', { outcomes: yn('Over', 'Under') }]]),
    U('nfl-buf-mia-2033-11-20-totals', 'Bills vs. Dolphins — Total Points', 'Sports', z(SUN, '18:00'), [['tsc-nfl-buf-mia-2033-11-20-45-plus', '45+ points', 'bufmia-tot44.5']]),
    G1('Miami Dolphins over 21.5 team points vs Buffalo?', z(SUN, '22:00'), 'miatt21.5'),
  ] }, ['measure']);
}
{ // Super Bowl LXVIII champion (alpha, beta, beta_us); gamma lists the AFC champion (a different category).
  addCase('nfl', { name: 'nfl-sb68-champion', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXSB-34', 'Pro Football Champion 2034', 'Sports', z('2034-02-12', '23:30'), [['KC', 'Kansas City', 'sb-kc'], ['PHI', 'Philadelphia', 'sb-phi'], ['DET', 'Detroit', 'sb-det'], ['BUF', 'Buffalo', 'sb-buf'], ['HOU', 'Houston', 'sb-hou']]),
    B('Super Bowl Champion 2034', 'Sports', z('2034-02-12', '23:30'), [['will-the-chiefs-win-super-bowl-2034', 'Chiefs', 'sb-kc'], ['will-the-eagles-win-super-bowl-2034', 'Eagles', 'sb-phi'],
      ['will-the-lions-win-super-bowl-2034', 'Lions', 'sb-det'], ['will-the-bills-win-super-bowl-2034', 'Bills', 'sb-buf'], ['will-the-49ers-win-super-bowl-2034', '49ers', 'sb-sf']]),
    U('super-bowl-lxviii-winner', 'Super Bowl LXVIII Winner', 'Sports', z('2034-02-12', '23:30'), [['tfc-sb68-kc', 'Kansas City Chiefs', 'sb-kc'], ['tfc-sb68-det', 'Detroit Lions', 'sb-det']]),
    G('Who wins the AFC Championship (2033 season)?', z('2034-01-29', '23:59'), gr(['Kansas City Chiefs', 'afc-kc'], ['Buffalo Bills', 'afc-buf'], ['Houston Texans', 'afc-hou'])),
  ] }, ['category']);
}
{ // Jets playoff berth (alpha, beta, beta_us); gamma asks about winning the AFC East (observation).
  addCase('nfl', { name: 'nfl-nyj-playoffs', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXNFLPLAYOFF-34-NYJ', 'Will New York J make the playoffs?', 'Sports', z('2034-01-08', '23:59'), 'YES', 'New York J', 'nyj-po'),
    B1('Will the Jets make the NFL Playoffs?', 'Sports', z('2034-01-09', '05:00'), 'nyj-po'),
    U1('nfl-playoffs-2033-nyj', 'New York Jets to make the playoffs', 'Sports', z('2034-01-09', '05:00'), 'nyj-po'),
    G1('New York Jets win the AFC East in 2033?', z('2034-01-09', '05:00'), 'nyj-div'),
  ] }, ['observation']);
}
{ // NFL MVP 2033 season (alpha, beta, gamma).
  addCase('nfl', { name: 'nfl-mvp-2033', events: [
    A('KXNFLMVP-34', 'Pro Football MVP (2033 season)', 'Sports', z('2034-02-09', '23:59'), [['JALL', 'Josh Allen', 'mvp-allen'], ['JDAN', 'Jayden Daniels', 'mvp-daniels'], ['LJAC', 'Lamar Jackson', 'mvp-jackson']]),
    B('NFL MVP 2033-34', 'Sports', z('2034-02-09', '23:59'), [['nfl-mvp-josh-allen-2033', 'Josh Allen', 'mvp-allen'], ['nfl-mvp-cj-stroud-2033', 'C.J. Stroud', 'mvp-stroud'], ['nfl-mvp-caleb-williams-2033', 'Caleb Williams', 'mvp-williams']]),
    G('AP Most Valuable Player — 2033 NFL season', z('2034-02-09', '23:59'), gr(['Josh Allen', 'mvp-allen'], ['Caleb Williams', 'mvp-williams'], ['Jayden Daniels', 'mvp-daniels'])),
  ] });
}
{ // Bears at Lions, Thanksgiving early game — alpha only.
  addCase('nfl', { name: 'nfl-chi-det-thanksgiving', events: [
    A(`KXNFLGAME-${ad('2033-11-24')}CHIDET`, 'Chicago at Detroit', 'Sports', z('2033-11-24', '20:30'), [['CHI', 'Chicago', 'chidet-chi'], ['DET', 'Detroit', 'chidet-det']], { sources: [NFLS] }),
  ] });
}

// ───────────────────────────── NBA / NHL ─────────────────────────────

{ // Celtics at Knicks, tonight 7:30 PM ET — all four.
  const d = ad(TUE);
  addCase('nba', { name: 'nba-bos-nyk', events: [
    A(`KXNBAGAME-${d}BOSNYK`, 'Boston at New York', 'Sports', z('2033-11-16', '03:30'), [['BOS', 'Boston', 'bosnyk-bos'], ['NYK', 'New York', 'bosnyk-nyk']], { sources: [NBAS] }),
    B('Celtics vs. Knicks', 'Sports', z('2033-11-16', '00:30'), [['nba-bos-nyk-2033-11-15', '', 'bosnyk-bos', { outcomes: yn('Celtics', 'Knicks') }]]),
    U('nba-bos-nyk-2033-11-15', 'Boston Celtics at New York Knicks', 'Sports', z('2033-11-16', '00:30'), [['aec-nba-bos-nyk-2033-11-15', '', 'bosnyk-bos', { outcomes: yn('Boston Celtics', 'New York Knicks') }]]),
    G('Celtics @ Knicks (Nov 15) — winner', z('2033-11-16', '04:00'), gr(['Boston', 'bosnyk-bos'], ['New York', 'bosnyk-nyk'])),
  ] });
}
{ // Lakers at Nuggets Nov 16 (alpha, beta); gamma lists the Dec 3 game in Los Angeles (date).
  const d = ad(WED);
  addCase('nba', { name: 'nba-lal-den', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNBAGAME-${d}LALDEN`, 'Los Angeles L at Denver', 'Sports', z('2033-11-17', '05:00'), [['LAL', 'Los Angeles L', 'lalden-lal'], ['DEN', 'Denver', 'lalden-den']], { sources: [NBAS] }),
    B('Lakers vs. Nuggets', 'Sports', z('2033-11-17', '02:00'), [['nba-lal-den-2033-11-16', '', 'lalden-den', { outcomes: yn('Nuggets', 'Lakers'), q: 'Nuggets vs. Lakers' }]]),
    G('Nuggets at Lakers — Dec 3 winner', z('2033-12-04', '06:00'), gr(['Denver Nuggets', 'denlal-den'], ['Los Angeles Lakers', 'denlal-lal'])),
  ] }, ['date']);
}
{ // Warriors at Suns tonight: moneyline (alpha, gamma, beta_us); beta lists the spread Warriors −4.5 (measure).
  const d = ad(TUE);
  addCase('nba', { name: 'nba-gsw-phx', groups: [['alpha', 'gamma', 'beta_us'], ['beta']], events: [
    A(`KXNBAGAME-${d}GSWPHX`, 'Golden State at Phoenix', 'Sports', z('2033-11-16', '06:00'), [['GSW', 'Golden State', 'gswphx-gsw'], ['PHX', 'Phoenix', 'gswphx-phx']], { sources: [NBAS] }),
    G1('Will the Suns beat the Warriors tonight?', z('2033-11-16', '06:00'), 'gswphx-phx'),
    U('nba-gsw-phx-2033-11-15', 'Golden State Warriors at Phoenix Suns', 'Sports', z('2033-11-16', '03:00'), [['aec-nba-gsw-phx-2033-11-15', '', 'gswphx-gsw', { outcomes: yn('Golden State Warriors', 'Phoenix Suns') }]]),
    B('Spread: Warriors (-4.5)', 'Sports', z('2033-11-16', '03:00'), [['nba-gsw-phx-2033-11-15-spread-away-4pt5', '', 'gswphx-sp-gsw4.5', { outcomes: yn('Warriors', 'Suns') }]]),
  ] }, ['measure']);
}
{ // Emirates NBA Cup 2033 champion (alpha, beta, gamma); beta_us asks whether OKC reaches the Cup final (round).
  addCase('nba', { name: 'nba-cup-2033', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNBACUP-33', 'NBA Cup Champion 2033', 'Sports', z('2033-12-17', '04:00'), [['OKC', 'Oklahoma City', 'cup-okc'], ['NYK', 'New York', 'cup-nyk'], ['SAS', 'San Antonio', 'cup-sas']]),
    B('NBA Cup Winner 2033', 'Sports', z('2033-12-17', '04:00'), [['nba-cup-2033-thunder', 'Thunder', 'cup-okc'], ['nba-cup-2033-spurs', 'Spurs', 'cup-sas'], ['nba-cup-2033-cavaliers', 'Cavaliers', 'cup-cle']]),
    G('Emirates NBA Cup 2033 — champion', z('2033-12-17', '04:00'), gr(['Oklahoma City Thunder', 'cup-okc'], ['New York Knicks', 'cup-nyk'])),
    U1('nba-cup-2033-thunder-reach-final', 'Thunder to reach the NBA Cup final?', 'Sports', z('2033-12-15', '04:00'), 'cupfinal-okc'),
  ] }, ['round']);
}
{ // NBA champion 2034 — all four (the NBA Cup is another competition: nba-cup-2033).
  addCase('nba', { name: 'nba-champion-2034', events: [
    A('KXNBA-34', 'Pro Basketball Champion 2034', 'Sports', z('2034-06-30', '23:59'), [['OKC', 'Oklahoma City', 'nba-okc'], ['SAS', 'San Antonio', 'nba-sas'], ['BOS', 'Boston', 'nba-bos'], ['DEN', 'Denver', 'nba-den']]),
    B('2034 NBA Champion', 'Sports', z('2034-06-30', '23:59'), [['2034-nba-champion-thunder', 'Oklahoma City Thunder', 'nba-okc'], ['2034-nba-champion-spurs', 'San Antonio Spurs', 'nba-sas'], ['2034-nba-champion-celtics', 'Boston Celtics', 'nba-bos']]),
    U('nba-champion-2034', 'NBA Champion 2033-34', 'Sports', z('2034-06-30', '23:59'), [['tfc-nba-2034-okc', 'Oklahoma City Thunder', 'nba-okc'], ['tfc-nba-2034-sas', 'San Antonio Spurs', 'nba-sas']]),
    G('Which team will win the 2034 NBA Finals?', z('2034-06-30', '23:59'), gr(['Thunder', 'nba-okc'], ['Spurs', 'nba-sas'], ['Nuggets', 'nba-den'], ['Knicks', 'nba-nyk'])),
  ] });
}
{ // Thunder at Spurs, Wed Nov 16 — all four; beta_us's YES is the Spurs (complement of beta's Thunder YES).
  const d = ad(WED);
  addCase('nba', { name: 'nba-okc-sas', events: [
    A(`KXNBAGAME-${d}OKCSAS`, 'Oklahoma City at San Antonio', 'Sports', z('2033-11-17', '04:00'), [['OKC', 'Oklahoma City', 'okcsas-okc'], ['SAS', 'San Antonio', 'okcsas-sas']], { sources: [NBAS] }),
    B('Thunder vs. Spurs', 'Sports', z('2033-11-17', '01:30'), [['nba-okc-sas-2033-11-16', '', 'okcsas-okc', { outcomes: yn('Thunder', 'Spurs') }]]),
    U('nba-okc-sas-2033-11-16', 'OKC Thunder at San Antonio Spurs', 'Sports', z('2033-11-17', '01:30'), [['aec-nba-okc-sas-2033-11-16', '', 'okcsas-sas', { outcomes: yn('San Antonio Spurs', 'Oklahoma City Thunder') }]]),
    G('Wemby vs SGA: Spurs host Thunder (Nov 16)', z('2033-11-17', '04:30'), gr(['Spurs', 'okcsas-sas'], ['Thunder', 'okcsas-okc'])),
  ] }, ['inverted']);
}
{ // Maple Leafs at Canadiens Sat: moneyline incl. OT/SO (alpha, beta YES = Leafs, beta_us YES = Canadiens); gamma lists the 60-minute three-way (measure).
  const d = ad(SAT);
  addCase('nhl', { name: 'nhl-tor-mtl', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNHLGAME-${d}TORMTL`, 'Toronto at Montreal', 'Sports', z('2033-11-20', '03:00'), [['TOR', 'Toronto', 'tormtl-tor'], ['MTL', 'Montreal', 'tormtl-mtl']], { sources: [NHLS] }),
    B('Maple Leafs vs. Canadiens', 'Sports', z('2033-11-20', '00:00'), [['nhl-tor-mtl-2033-11-19', '', 'tormtl-tor', { outcomes: yn('Maple Leafs', 'Canadiens') }]]),
    U('nhl-tor-mtl-2033-11-19', 'Toronto Maple Leafs at Montréal Canadiens', 'Sports', z('2033-11-20', '00:00'), [['aec-nhl-tor-mtl-2033-11-19', '', 'tormtl-mtl', { outcomes: yn('Montréal Canadiens', 'Toronto Maple Leafs') }]]),
    G('Leafs vs Habs — regulation result (3-way)', z('2033-11-20', '03:00'), gr(['Toronto in regulation', 'tormtl-reg-tor'], ['Tie after 60', 'tormtl-reg-tie'], ['Montreal in regulation', 'tormtl-reg-mtl'])),
  ] }, ['measure', 'inverted']);
}
{ // Oilers at Golden Knights tonight, incl. OT and shootout — all four; beta YES = Oilers, beta_us and gamma YES = Vegas.
  const d = ad(TUE);
  addCase('nhl', { name: 'nhl-edm-vgk', events: [
    A(`KXNHLGAME-${d}EDMVGK`, 'Edmonton at Vegas', 'Sports', z('2033-11-16', '06:00'), [['EDM', 'Edmonton', 'edmvgk-edm'], ['VGK', 'Vegas', 'edmvgk-vgk']], { sources: [NHLS] }),
    B('Oilers vs. Golden Knights', 'Sports', z('2033-11-16', '03:00'), [['nhl-edm-vgk-2033-11-15', '', 'edmvgk-edm', { outcomes: yn('Oilers', 'Golden Knights') }]]),
    U('nhl-edm-vgk-2033-11-15', 'Edmonton Oilers at Vegas Golden Knights', 'Sports', z('2033-11-16', '03:00'), [['aec-nhl-edm-vgk-2033-11-15', '', 'edmvgk-vgk', { outcomes: yn('Vegas Golden Knights', 'Edmonton Oilers') }]]),
    G1('Golden Knights beat the Oilers at T-Mobile Arena tonight (incl. OT/SO)?', z('2033-11-16', '06:00'), 'edmvgk-vgk'),
  ] }, ['inverted']);
}
{ // Stanley Cup 2034 — all four.
  addCase('nhl', { name: 'nhl-cup-2034', events: [
    A('KXNHL-34', 'Pro Hockey Champion 2034', 'Sports', z('2034-06-30', '23:59'), [['EDM', 'Edmonton', 'cup34-edm'], ['FLA', 'Florida', 'cup34-fla'], ['COL', 'Colorado', 'cup34-col']]),
    U('stanley-cup-2034', 'Stanley Cup Champion 2033-34', 'Sports', z('2034-06-30', '23:59'), [['tfc-nhl-2034-car', 'Carolina Hurricanes', 'cup34-car'], ['tfc-nhl-2034-edm', 'Edmonton Oilers', 'cup34-edm']]),
    B('2034 Stanley Cup Champion', 'Sports', z('2034-06-30', '23:59'), [['stanley-cup-2034-oilers', 'Edmonton Oilers', 'cup34-edm'], ['stanley-cup-2034-panthers', 'Florida Panthers', 'cup34-fla'], ['stanley-cup-2034-hurricanes', 'Carolina Hurricanes', 'cup34-car']]),
    G('Stanley Cup 2034 winner', z('2034-06-30', '23:59'), gr(['Oilers', 'cup34-edm'], ['Panthers', 'cup34-fla'], ['Avalanche', 'cup34-col'])),
  ] });
}

// ───────────────────────────── COLLEGE ─────────────────────────────

{ // Champions Classic tonight at Madison Square Garden: Duke vs Kansas (alpha, beta, gamma).
  const d = ad(TUE);
  addCase('college', { name: 'ncaab-duke-ku', events: [
    A(`KXNCAAMBGAME-${d}DUKEKU`, 'Duke vs Kansas', 'Sports', z('2033-11-16', '05:00'), [['DUKE', 'Duke', 'dukeku-duke'], ['KU', 'Kansas', 'dukeku-ku']]),
    B('Duke vs. Kansas', 'Sports', z('2033-11-16', '02:00'), [['cbb-duke-kan-2033-11-15', '', 'dukeku-duke', { outcomes: yn('Duke', 'Kansas') }]]),
    G('Champions Classic: Blue Devils vs Jayhawks', z('2033-11-16', '05:00'), gr(['Duke Blue Devils', 'dukeku-duke'], ['Kansas Jayhawks', 'dukeku-ku'])),
  ] });
}
{ // The Game, Ohio State at Michigan, Nov 26 — all four; beta YES = Ohio State, beta_us and gamma YES = Michigan.
  const d = ad('2033-11-26');
  addCase('college', { name: 'cfb-osu-mich', events: [
    A(`KXNCAAFGAME-${d}OSUMICH`, 'Ohio St. at Michigan', 'Sports', z('2033-11-27', '01:00'), [['OSU', 'Ohio St.', 'osumich-osu'], ['MICH', 'Michigan', 'osumich-mich']]),
    B('Ohio State vs. Michigan', 'Sports', z('2033-11-26', '17:00'), [['cfb-ohiost-mich-2033-11-26', '', 'osumich-osu', { outcomes: yn('Ohio State', 'Michigan') }]]),
    U('cfb-ohiost-mich-2033-11-26', 'Ohio State Buckeyes at Michigan Wolverines', 'Sports', z('2033-11-26', '17:00'), [['aec-cfb-ohiost-mich-2033-11-26', '', 'osumich-mich', { outcomes: yn('Michigan Wolverines', 'Ohio State Buckeyes') }]]),
    G1('Will Michigan beat Ohio State in The Game?', z('2033-11-27', '01:00'), 'osumich-mich'),
  ] }, ['inverted']);
}
{ // Iron Bowl, Alabama at Auburn, Nov 26 (alpha, beta, beta_us); gamma lists the SEC Championship Game (another event).
  const d = ad('2033-11-26');
  addCase('college', { name: 'cfb-bama-aub', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNCAAFGAME-${d}ALAAUB`, 'Alabama at Auburn', 'Sports', z('2033-11-27', '03:00'), [['ALA', 'Alabama', 'alaaub-ala'], ['AUB', 'Auburn', 'alaaub-aub']]),
    B('Alabama vs. Auburn', 'Sports', z('2033-11-26', '20:30'), [['cfb-ala-aub-2033-11-26', '', 'alaaub-ala', { outcomes: yn('Alabama', 'Auburn') }]]),
    U('cfb-ala-aub-2033-11-26', 'Iron Bowl: Alabama Crimson Tide at Auburn Tigers', 'Sports', z('2033-11-26', '20:30'), [['aec-cfb-ala-aub-2033-11-26', '', 'alaaub-ala', { outcomes: yn('Alabama Crimson Tide', 'Auburn Tigers') }]]),
    G('SEC Championship Game 2033 — Alabama or the field?', z('2033-12-03', '23:59'), gr(['Alabama', 'secc-ala'], ['Georgia', 'secc-uga'], ['Texas', 'secc-tex'])),
  ] }, ['round']);
}
{ // CFP committee's #1 in the Nov 22 rankings (alpha, gamma); beta asks for the AP poll #1 of Nov 20 (statistic and date).
  addCase('college', { name: 'cfp-rank1-nov22', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXCFPRANK1-33NOV22', 'CFP Rankings #1 on Nov 22', 'Sports', z('2033-11-23', '02:00'), [['OSU', 'Ohio St.', 'cfp1-osu'], ['UGA', 'Georgia', 'cfp1-uga'], ['TEX', 'Texas', 'cfp1-tex']]),
    G('Who will be No. 1 in the College Football Playoff rankings released Nov 22?', z('2033-11-23', '02:00'), gr(['Ohio State', 'cfp1-osu'], ['Georgia', 'cfp1-uga'], ['Oregon', 'cfp1-ore'])),
    B('#1 in AP Top 25 on November 20?', 'Sports', z('2033-11-20', '18:00'), [['ap-poll-no1-nov-20-ohio-state', 'Ohio State', 'ap1-osu'], ['ap-poll-no1-nov-20-georgia', 'Georgia', 'ap1-uga']]),
  ] }, ['measure', 'date']);
}
{ // Heisman Trophy 2033 (Dec 10) — all four.
  addCase('college', { name: 'heisman-2033', events: [
    A('KXHEISMAN-33', 'Heisman Trophy Winner 2033', 'Sports', z('2033-12-11', '02:00'), [['AMAN', 'Arch Manning', 'heis-manning'], ['JSAY', 'Julian Sayin', 'heis-sayin'], ['DRAI', 'Dylan Raiola', 'heis-raiola']]),
    B('Heisman Trophy winner 2033', 'Sports', z('2033-12-11', '02:00'), [['heisman-2033-arch-manning', 'Arch Manning', 'heis-manning'], ['heisman-2033-dylan-raiola', 'Dylan Raiola', 'heis-raiola']]),
    U('heisman-trophy-2033', '2033 Heisman Trophy', 'Sports', z('2033-12-11', '02:00'), [['tfc-heisman-2033-manning', 'Arch Manning', 'heis-manning']]),
    G('2033 Heisman — who takes it home?', z('2033-12-11', '02:00'), gr(['A. Manning', 'heis-manning'], ['J. Sayin', 'heis-sayin'])),
  ] });
}

// ───────────────────────────── SOCCER ─────────────────────────────

{ // WC 2034 qualifier England v Serbia, Wembley, Thu Nov 17 (90 minutes): gamma "Serbia avoid defeat" is the complement of England win.
  const d = ad(THU);
  addCase('soccer', { name: 'wcq-eng-srb', events: [
    A(`KXWCQGAME-${d}ENGSRB`, 'England vs Serbia', 'Sports', z(THU, '22:00'), [['ENG', 'England', 'engsrb-eng'], ['TIE', 'Tie', 'engsrb-draw'], ['SRB', 'Serbia', 'engsrb-srb']]),
    B('England vs. Serbia', 'Sports', z(THU, '19:45'), [['wcq-eng-srb-2033-11-17-eng', 'England', 'engsrb-eng'], ['wcq-eng-srb-2033-11-17-draw', 'Draw (England vs. Serbia)', 'engsrb-draw'],
      ['wcq-eng-srb-2033-11-17-srb', 'Serbia', 'engsrb-srb']]),
    U('wcq-eng-srb-2033-11-17', 'England vs Serbia — World Cup Qualifier', 'Sports', z(THU, '19:45'), [['asc-wcq-eng-srb-2033-11-17-eng', 'England', 'engsrb-eng'], ['asc-wcq-eng-srb-2033-11-17-srb', 'Serbia', 'engsrb-srb']]),
    G1('Srbija izbegava poraz na Vembliju? (Serbia avoid defeat vs England, 17 Nov)', z(THU, '22:00'), 'engsrb-notENG'),
  ] }, ['inverted']);
}
{ // Arsenal v Chelsea, Premier League, Sat Nov 26 (alpha, beta, beta_us); gamma lists the return fixture at Stamford Bridge in April (date).
  const d = ad('2033-11-26');
  addCase('soccer', { name: 'epl-ars-che', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXEPLGAME-${d}ARSCHE`, 'Arsenal vs Chelsea', 'Sports', z('2033-11-26', '19:30'), [['ARS', 'Arsenal', 'arsche-ars'], ['TIE', 'Tie', 'arsche-draw'], ['CHE', 'Chelsea', 'arsche-che']]),
    B('Arsenal FC vs. Chelsea FC', 'Sports', z('2033-11-26', '17:30'), [['epl-ars-che-2033-11-26-ars', 'Arsenal FC', 'arsche-ars'], ['epl-ars-che-2033-11-26-draw', 'Draw', 'arsche-draw'], ['epl-ars-che-2033-11-26-che', 'Chelsea FC', 'arsche-che']]),
    U('epl-ars-che-2033-11-26', 'Arsenal vs Chelsea', 'Sports', z('2033-11-26', '17:30'), [['asc-epl-ars-che-2033-11-26-ars', 'Arsenal', 'arsche-ars'], ['asc-epl-ars-che-2033-11-26-che', 'Chelsea', 'arsche-che']]),
    G('Chelsea vs Arsenal — 15 Apr 2034', z('2034-04-15', '18:00'), gr(['Chelsea', 'chears-che'], ['Draw', 'chears-draw'], ['Arsenal', 'chears-ars'])),
  ] }, ['date']);
}
{ // Premier League 2033-34 champion — all four.
  addCase('soccer', { name: 'epl-winner-2034', events: [
    A('KXEPL-34', 'English Premier League Winner 2033-34', 'Sports', z('2034-05-21', '23:59'), [['ARS', 'Arsenal', 'epl-ars'], ['MCI', 'Manchester City', 'epl-mci'], ['LIV', 'Liverpool', 'epl-liv'], ['CHE', 'Chelsea', 'epl-che']]),
    B('Premier League Winner 2033/34', 'Sports', z('2034-05-21', '23:59'), [['epl-2034-arsenal', 'Arsenal', 'epl-ars'], ['epl-2034-man-city', 'Man City', 'epl-mci'], ['epl-2034-liverpool', 'Liverpool', 'epl-liv']]),
    U('epl-winner-2033-34', 'Premier League 2033–34 Champion', 'Sports', z('2034-05-21', '23:59'), [['tfc-epl-2034-ars', 'Arsenal', 'epl-ars'], ['tfc-epl-2034-liv', 'Liverpool', 'epl-liv']]),
    G('EPL title 33/34', z('2034-05-21', '23:59'), gr(['Arsenal FC', 'epl-ars'], ['Manchester City FC', 'epl-mci'], ['Newcastle United', 'epl-new'])),
  ] });
}
{ // Champions League 2033-34 winner (beta, gamma); alpha lists the Europa League winner (another competition).
  addCase('soccer', { name: 'ucl-winner-2034', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('UEFA Champions League Winner 2034', 'Sports', z('2034-05-27', '23:59'), [['ucl-2034-real-madrid', 'Real Madrid', 'ucl-rma'], ['ucl-2034-bayern', 'Bayern Munich', 'ucl-fcb'], ['ucl-2034-psg', 'PSG', 'ucl-psg']]),
    G('Ligue des champions 2033-34 : vainqueur', z('2034-05-27', '23:59'), gr(['Real Madrid', 'ucl-rma'], ['FC Bayern München', 'ucl-fcb'], ['Paris Saint-Germain', 'ucl-psg'], ['Arsenal', 'ucl-ars'])),
    A('KXUELWIN-34', 'Europa League Winner 2034', 'Sports', z('2034-05-20', '23:59'), [['ROMA', 'Roma', 'uel-roma'], ['TOT', 'Tottenham', 'uel-tot']]),
  ] }, ['category']);
}
{ // Bayern v Dortmund, Bundesliga, Nov 26 (alpha, gamma).
  const d = ad('2033-11-26');
  addCase('soccer', { name: 'bund-fcb-bvb', events: [
    A(`KXBUNDESLIGAGAME-${d}FCBBVB`, 'Bayern Munich vs Dortmund', 'Sports', z('2033-11-26', '19:30'), [['FCB', 'Bayern Munich', 'fcbbvb-fcb'], ['TIE', 'Tie', 'fcbbvb-draw'], ['BVB', 'Dortmund', 'fcbbvb-bvb']]),
    G('Der Klassiker: FC Bayern – Borussia Dortmund (26.11.)', z('2033-11-26', '19:30'), gr(['FC Bayern', 'fcbbvb-fcb'], ['Unentschieden', 'fcbbvb-draw'], ['BVB', 'fcbbvb-bvb'])),
  ] });
}
{ // Premier League Golden Boot 2033-34 — beta only.
  addCase('soccer', { name: 'epl-golden-boot', events: [
    B('Premier League Top Scorer 2033/34', 'Sports', z('2034-05-21', '23:59'), [['epl-top-scorer-2034-haaland', 'Erling Haaland', 'gb-haaland'], ['epl-top-scorer-2034-isak', 'Alexander Isak', 'gb-isak']]),
  ] });
}

// ───────────────────────────── ECONOMICS ─────────────────────────────

{ // October CPI YoY (Nov 16): alpha "Above 2.9%" = beta "3.0% or higher"; alpha "Above 2.7%" = beta_us "2.8% or more"; beta's exact
  // buckets 2.8% and 2.9% are own outcomes; gamma lists headline CPI MoM (measure).
  addCase('econ', { name: 'cpi-yoy-oct', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXCPIYOY-33OCT', 'CPI year-over-year in Oct 2033', 'Economics', z(WED, '13:30'), [['T2.7', 'Above 2.7%', 'cpiy-ge2.8'], ['T2.9', 'Above 2.9%', 'cpiy-ge3.0'], ['T3.1', 'Above 3.1%', 'cpiy-ge3.2']], { sources: [BLS] }),
    B('October inflation US - annual', 'Economics', z(WED, '13:30'), [['oct-2033-cpi-yoy-2pt7-or-lower', '≤2.7%', 'cpiy-le2.7'], ['oct-2033-cpi-yoy-2pt8', '2.8%', 'cpiy-eq2.8'],
      ['oct-2033-cpi-yoy-2pt9', '2.9%', 'cpiy-eq2.9'], ['oct-2033-cpi-yoy-3pt0-or-higher', '≥3.0%', 'cpiy-ge3.0']]),
    U1('cpi-yoy-oct-2033-2pt8-plus', 'US CPI YoY 2.8% or more in October 2033?', 'Economics', z(WED, '13:30'), 'cpiy-ge2.8'),
    G('US CPI MoM — October 2033', z(WED, '13:30'), gr(['0.1% or less', 'cpim-le0.1'], ['0.2%', 'cpim-0.2'], ['0.3% or more', 'cpim-ge0.3'])),
  ] }, ['measure', 'threshold']);
}
{ // Core CPI MoM October: alpha "Above 0.2%" = beta "0.3% or higher"; gamma lists November's core MoM (period).
  addCase('econ', { name: 'core-cpi-mom-oct', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXCPICORE-33OCT', 'Core CPI month-over-month in Oct 2033', 'Economics', z(WED, '13:30'), [['T0.2', 'Above 0.2%', 'core-ge0.3'], ['T0.3', 'Above 0.3%', 'core-ge0.4']], { sources: [BLS] }),
    B1('Core CPI up 0.3% or more in October?', 'Economics', z(WED, '13:30'), 'core-ge0.3'),
    G1('Core CPI MoM ≥0.3% for November 2033?', z('2033-12-13', '13:30'), 'corenov-ge0.3'),
  ] }, ['period']);
}
{ // November payrolls (Dec 2 jobs report) — alpha, beta, beta_us ladder; gamma the unemployment rate (measure).
  addCase('econ', { name: 'nfp-nov', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXPAYROLLS-33NOV', 'Jobs numbers in Nov 2033', 'Economics', z('2033-12-02', '13:30'), [['T100000', 'Above 100,000', 'nfp-100'], ['T150000', 'Above 150,000', 'nfp-150'], ['T200000', 'Above 200,000', 'nfp-200']],
      { sources: ['Bureau of Labor Statistics https://www.bls.gov/news.release/empsit.nr0.htm'] }),
    B('How many jobs added in November?', 'Economics', z('2033-12-02', '13:30'), [['nov-2033-jobs-over-100k', '>100K', 'nfp-100'], ['nov-2033-jobs-over-150k', '>150K', 'nfp-150'], ['nov-2033-jobs-over-250k', '>250K', 'nfp-250']]),
    U('nfp-nov-2033', 'Nonfarm Payrolls — November 2033', 'Economics', z('2033-12-02', '13:30'), [['nfp-nov-2033-above-150k', 'Above 150K', 'nfp-150']]),
    G('US unemployment rate, November 2033', z('2033-12-02', '13:30'), gr(['4.2% or lower', 'ur-le4.2'], ['4.3%', 'ur-4.3'], ['4.4% or higher', 'ur-ge4.4'])),
  ] }, ['measure', 'threshold']);
}
{ // Initial jobless claims, week ending Nov 12 (released Thu Nov 17): alpha ladder, beta 235K rung; gamma continuing claims (measure).
  addCase('econ', { name: 'claims-nov17', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXJOBLESSCLAIMS-33NOV17', 'Initial jobless claims week ending Nov 12', 'Economics', z(THU, '13:30'), [['T225000', 'Above 225,000', 'ic-225'], ['T235000', 'Above 235,000', 'ic-235'], ['T245000', 'Above 245,000', 'ic-245']], { sources: [`Department of Labor ${DOL}`] }),
    B1('Initial jobless claims above 235K (week ending Nov 12)?', 'Economics', z(THU, '13:30'), 'ic-235', { mx: { src: DOL } }),
    G1('Continuing claims above 1.95M in the Nov 17 DOL report?', z(THU, '13:30'), 'cc-1.95m'),
  ] }, ['measure']);
}
{ // Q3 2033 GDP second estimate (Nov 29) (alpha, beta); gamma asks for the Q4 advance estimate (period).
  addCase('econ', { name: 'gdp-q3-second', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGDP-33NOV29', 'GDP growth Q3 2033 (second estimate)', 'Economics', z('2033-11-29', '13:30'), [['T1.5', 'Above 1.5%', 'gdp2-1.5'], ['T2.5', 'Above 2.5%', 'gdp2-2.5']], { sources: ['Bureau of Economic Analysis https://www.bea.gov/data/gdp'] }),
    B('Q3 GDP second estimate above...?', 'Economics', z('2033-11-29', '13:30'), [['q3-2033-gdp-2nd-est-above-2pt5', '2.5%', 'gdp2-2.5']]),
    G1('US Q4 2033 GDP (advance) above 2.0%?', z('2034-01-26', '13:30'), 'gdpq4-2.0'),
  ] }, ['period']);
}
{ // October core PCE YoY (Nov 30): alpha "Above 2.6%" = beta "2.7% or higher"; gamma asks for headline PCE YoY (measure).
  addCase('econ', { name: 'core-pce-oct', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPCECORE-33OCT', 'Core PCE inflation year-over-year in Oct 2033', 'Economics', z('2033-11-30', '13:30'), [['T2.6', 'Above 2.6%', 'cpce-ge2.7'], ['T2.8', 'Above 2.8%', 'cpce-ge2.9']], { sources: ['Bureau of Economic Analysis https://www.bea.gov/data/personal-consumption-expenditures-price-index'] }),
    B1('Core PCE 2.7% or higher in October (YoY)?', 'Economics', z('2033-11-30', '13:30'), 'cpce-ge2.7'),
    G1('October PCE price index (headline) YoY at 2.7%+?', z('2033-11-30', '13:30'), 'pce-ge2.7'),
  ] }, ['measure']);
}
{ // October retail sales MoM (Nov 16) — alpha only.
  addCase('econ', { name: 'retail-sales-oct', events: [
    A1('KXRETAIL-33OCT', 'Retail sales in Oct 2033', 'Economics', z(WED, '13:30'), 'T0.3', 'Above 0.3%', 'rs-0.3', { sources: ['Census Bureau https://www.census.gov/retail/'] }),
  ] });
}
{ // US recession in 2034: beta (two consecutive negative quarters per BEA advance); gamma (NBER declares) — different counting rules.
  addCase('econ', { name: 'recession-2034', groups: [['beta'], ['gamma']], events: [
    B1('US recession in 2034?', 'Economics', z('2035-01-31', '23:59'), 'rec-2q', { mx: { rules: 'Resolves Yes if the BEA advance estimates show two consecutive quarters of negative real GDP growth in 2034.' } }),
    G1('NBER announces a US recession starting in 2034?', z('2035-12-31', '23:59'), 'rec-nber'),
  ] }, ['measure', 'title']);
}

// ───────────────────────────── FED / RATES ─────────────────────────────

{ // December FOMC (Dec 14) — all four. gamma's "any cut" is a union of buckets (own t); alpha "Cut >25bps" = beta "50+ bps decrease".
  const dec = z('2033-12-14', '19:00');
  addCase('fed', { name: 'fomc-dec', events: [
    A('KXFEDDECISION-33DEC', 'Fed decision in Dec 2033', 'Economics', dec, [['H0', 'Hold', 'fomc-hold'], ['C25', 'Cut 25bps', 'fomc-c25'], ['C26', 'Cut >25bps', 'fomc-c50'], ['H25', 'Hike 25bps', 'fomc-h25']], { sources: [FRB] }),
    B('Fed decision in December?', 'Economics', dec, [['fed-dec-2033-no-change', 'No change', 'fomc-hold'], ['fed-dec-2033-25-bps-decrease', '25 bps decrease', 'fomc-c25'],
      ['fed-dec-2033-50-plus-bps-decrease', '50+ bps decrease', 'fomc-c50'], ['fed-dec-2033-25-plus-bps-increase', '25+ bps increase', 'fomc-hike']]),
    U('fed-decision-dec-2033', 'FOMC December 2033 rate decision', 'Economics', dec, [['fed-dec-2033-hold', 'Hold', 'fomc-hold'], ['fed-dec-2033-cut-25', 'Cut 25 bps', 'fomc-c25']]),
    G1('Will the Fed cut rates at the December 13–14 meeting?', dec, 'fomc-anycut'),
  ] });
}
{ // Bank of England decision on Thu Dec 15 (alpha, beta); gamma asks about the ECB's decision the same day (place).
  addCase('fed', { name: 'boe-dec', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXBOE-33DEC', 'Bank of England decision in Dec 2033', 'Economics', z('2033-12-15', '12:00'), [['HOLD', 'Hold', 'boe-hold'], ['C25', 'Cut 25bps', 'boe-c25']], { sources: ['Bank of England https://www.bankofengland.co.uk/monetary-policy'] }),
    B('Bank of England decision in December?', 'Economics', z('2033-12-15', '12:00'), [['boe-dec-2033-no-change', 'No change', 'boe-hold'], ['boe-dec-2033-25-bps-decrease', '25 bps decrease', 'boe-c25']]),
    G('Central bank rate decision, 15 December 2033 (ECB deposit rate)', z('2033-12-15', '13:15'), gr(['Hold', 'ecb-hold'], ['Cut 25 bp', 'ecb-c25'])),
  ] }, ['place', 'title']);
}
{ // Number of cuts in 2034: alpha counts 25 bp steps, beta/beta_us count meetings with a cut — one event, nf on those pairs.
  addCase('fed', { name: 'fed-cuts-2034', fungible: nf('alpha|beta', 'alpha|beta_us'), events: [
    A('KXRATECUTCOUNT-34', 'Number of rate cuts in 2034', 'Economics', z('2034-12-16', '19:00'), [['0', '0', 'cuts-0'], ['1', '1', 'cuts-1'], ['2', '2', 'cuts-2'], ['3', '3+', 'cuts-3p']], { sources: [FRB] }),
    B('How many Fed rate cuts in 2034?', 'Economics', z('2034-12-16', '19:00'), [['fed-cuts-2034-0', '0', 'cuts-0'], ['fed-cuts-2034-1', '1', 'cuts-1'], ['fed-cuts-2034-2', '2', 'cuts-2'], ['fed-cuts-2034-3-plus', '3+', 'cuts-3p']]),
    U('fed-rate-cuts-2034', 'Fed cuts in 2034', 'Economics', z('2034-12-16', '19:00'), [['fed-rate-cuts-2034-2', '2 cuts', 'cuts-2']]),
  ] }, ['source']);
}
{ // 10-year yield on Fri Nov 18: alpha (Treasury par yield curve), beta (CNBC close) — nf; gamma the Dec 30 year-end yield (date).
  addCase('rates', { name: 'ust10y-nov18', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KX10Y-33NOV18', '10-year Treasury yield on Nov 18, 2033', 'Financials', z(FRI, '22:00'), [['T4.20', 'Above 4.20%', 'y10-4.20'], ['T4.40', 'Above 4.40%', 'y10-4.40']],
      { sources: ['U.S. Department of the Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'] }),
    B('10Y Treasury yield above 4.40% on Nov 18?', 'Finance', z(FRI, '22:00'), [['us10y-above-4pt40-nov-18-2033', '', 'y10-4.40', { src: 'https://www.cnbc.com/quotes/US10Y' }]]),
    G1('US 10Y yield above 4.40% at 2033 year-end close (Dec 30)?', z('2033-12-30', '22:00'), 'y10ye-4.40'),
  ] }, ['source', 'date']);
}
{ // 2-year yield at year-end — beta only.
  addCase('rates', { name: 'ust2y-ye', events: [
    B1('2-year Treasury yield below 3.5% at end of 2033?', 'Finance', z('2033-12-30', '22:00'), 'y2-lt3.5'),
  ] });
}

// ───────────────────────────── COMMODITIES ─────────────────────────────

{ // WTI front-month settle on Nov 30 (alpha, beta, beta_us); gamma asks about Brent (asset).
  addCase('commodities', { name: 'wti-nov30', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXWTI-33NOV30', 'WTI crude oil price on Nov 30, 2033', 'Financials', z('2033-11-30', '19:30'), [['T65', 'Above $65', 'wti-65'], ['T70', 'Above $70', 'wti-70'], ['T75', 'Above $75', 'wti-75']], { sources: ['CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.html'] }),
    B('WTI Crude Oil (CL) above ___ end of November?', 'Commodities', z('2033-11-30', '19:30'), [['wti-above-70-nov-30-2033', '$70', 'wti-70'], ['wti-above-75-nov-30-2033', '$75', 'wti-75']]),
    U1('wti-settle-70-nov-30-2033', 'WTI settles at $70 or more on Nov 30', 'Commodities', z('2033-11-30', '19:30'), 'wti-70'),
    G1('Brent crude settles above $70 on 30 Nov 2033?', z('2033-11-30', '19:30'), 'brent-70'),
  ] }, ['asset']);
}
{ // Gold on the last trading day of 2033 (Dec 30): alpha COMEX settle, beta and beta_us LBMA PM — nf; gamma "hits $X by Dec 31" (observation).
  addCase('commodities', { name: 'gold-ye-2033', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], fungible: nf('alpha|beta', 'alpha|beta_us'), events: [
    A('KXGOLDY-33DEC30', 'Gold price at end of 2033', 'Financials', z('2033-12-30', '18:30'), [['T5000', 'Above $5,000', 'au-5000'], ['T5500', 'Above $5,500', 'au-5500']], { sources: ['CME Group COMEX https://www.cmegroup.com/markets/metals/precious/gold.html'] }),
    B('Gold above ___ on Dec 30, 2033 (LBMA PM)?', 'Commodities', z('2033-12-30', '16:00'), [['gold-lbma-pm-above-5000-dec-30-2033', '$5,000', 'au-5000', { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices' }],
      ['gold-lbma-pm-above-5500-dec-30-2033', '$5,500', 'au-5500', { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices' }]]),
    U1('gold-lbma-5500-ye-2033', 'Gold (LBMA PM) $5,500 or higher at 2033 year-end', 'Commodities', z('2033-12-30', '16:00'), 'au-5500'),
    G1('Gold hits $5,500 at any point before 2034?', z('2033-12-31', '23:59'), 'au-hit5500'),
  ] }, ['source', 'observation']);
}
{ // Silver year-end — alpha only.
  addCase('commodities', { name: 'silver-ye-2033', events: [
    A1('KXSILVERY-33DEC30', 'Silver price at end of 2033', 'Financials', z('2033-12-30', '18:30'), 'T60', 'Above $60', 'ag-60'),
  ] });
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // BTC on Wed Nov 16: alpha 5 PM ET (CF Benchmarks) and gamma 5 PM ET (Binance) — one event, nf; beta and beta_us 12 PM ET Binance (instant).
  const d = ad(WED);
  addCase('crypto', { name: 'btc-daily-nov16', groups: [['alpha', 'gamma'], ['beta', 'beta_us']], fungible: nf('alpha|gamma'), events: [
    A(`KXBTCD-${d}17`, 'Bitcoin price on Nov 16, 2033 at 5pm EST?', 'Crypto', z(WED, '22:00'), [['T139999.99', '$140,000 or above', 'btc5-140'], ['T144999.99', '$145,000 or above', 'btc5-145'], ['T149999.99', '$150,000 or above', 'btc5-150']], { sources: [CFBR] }),
    G('BTC price at 17:00 ET on Nov 16 (Binance BTC/USDT)', z(WED, '22:00'), gr(['Above 145,000', 'btc5-145'], ['Above 150,000', 'btc5-150']), { rules: `Binance BTC/USDT 1-minute candle close at 17:00 ET. ${BINANCE}` }),
    B('Bitcoin above ___ on November 16?', 'Crypto', z(WED, '17:00'), w([['bitcoin-above-140k-on-november-16-2033', '140,000', 'btc12-140'], ['bitcoin-above-145k-on-november-16-2033', '145,000', 'btc12-145']], { src: BINANCE })),
    U1('btc-above-145k-noon-2033-11-16', 'BTC above $145K at noon ET, Nov 16', 'Crypto', z(WED, '17:00'), 'btc12-145', { src: BINANCE }),
  ] }, ['instant', 'source']);
}
{ // ETH on Nov 16 at 5 PM ET (alpha, gamma, both CF Benchmarks ETH); beta lists SOL at the same instant (asset).
  const d = ad(WED);
  addCase('crypto', { name: 'eth-daily-nov16', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXETHD-${d}17`, 'Ethereum price on Nov 16, 2033 at 5pm EST?', 'Crypto', z(WED, '22:00'), [['T5999.99', '$6,000 or above', 'eth-6000'], ['T6499.99', '$6,500 or above', 'eth-6500']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    G1('ETH ≥ $6,500 at 5pm ET Wednesday (CF Benchmarks ETH RTI)?', z(WED, '22:00'), 'eth-6500'),
    B1('Solana above $400 on November 16 at 5pm ET?', 'Crypto', z(WED, '22:00'), 'sol-400'),
  ] }, ['asset']);
}
{ // BTC year-end: alpha, beta_us and gamma the Dec 31 5 PM ET value; beta's "what price will Bitcoin hit in 2033" is reach-any-time (observation).
  addCase('crypto', { name: 'btc-ye-2033', groups: [['alpha', 'beta_us', 'gamma'], ['beta']], events: [
    A('KXBTCY-33DEC31', 'Bitcoin price at the end of 2033', 'Crypto', z('2033-12-31', '22:00'), [['T149999.99', '$150,000 or above', 'btcye-150'], ['T199999.99', '$200,000 or above', 'btcye-200'], ['T249999.99', '$250,000 or above', 'btcye-250']], { sources: [CFBR] }),
    U1('btc-above-200k-dec-31-2033', 'Bitcoin above $200,000 on Dec 31, 2033', 'Crypto', z('2033-12-31', '22:00'), 'btcye-200'),
    G('Bitcoin closing 2033 above…', z('2033-12-31', '22:00'), gr(['$150K', 'btcye-150'], ['$200K', 'btcye-200'])),
    B('What price will Bitcoin hit in 2033?', 'Crypto', z('2033-12-31', '23:59'), [['will-bitcoin-reach-200k-in-2033', '↑ 200,000', 'btchit-200'], ['will-bitcoin-reach-250k-in-2033', '↑ 250,000', 'btchit-250'], ['will-bitcoin-dip-to-100k-in-2033', '↓ 100,000', 'btcdip-100']]),
  ] }, ['observation']);
}
{ // BTC reaches $300K "before 2034" (beta) = "by Dec 31, 2033" (gamma); beta_us asks "by November 30" (deadline).
  addCase('crypto', { name: 'btc-300k-deadline', groups: [['beta', 'gamma'], ['beta_us']], events: [
    B1('Will Bitcoin reach $300,000 before 2034?', 'Crypto', z('2033-12-31', '23:59'), 'btc300-2033'),
    G1('BTC to touch $300k by December 31, 2033?', z('2033-12-31', '23:59'), 'btc300-2033'),
    U1('btc-300k-by-nov-30-2033', 'Bitcoin hits $300K by November 30?', 'Crypto', z('2033-11-30', '23:59'), 'btc300-nov'),
  ] }, ['deadline']);
}
{ // ETH on Dec 31 (beta, gamma: noon ET Binance); alpha's year-end ladder is the 5 PM ET CF Benchmarks value (instant).
  addCase('crypto', { name: 'eth-ye-2033', groups: [['beta', 'gamma'], ['alpha']], events: [
    A('KXETHY-33DEC31', 'Ethereum price at the end of 2033', 'Crypto', z('2033-12-31', '22:00'), [['T7999.99', '$8,000 or above', 'ethye5-8000'], ['T9999.99', '$10,000 or above', 'ethye5-10000']]),
    B('Ethereum price on December 31, 2033?', 'Crypto', z('2033-12-31', '17:00'), [['ethereum-above-8000-dec-31-2033', '>$8,000', 'ethye-8000'], ['ethereum-above-10000-dec-31-2033', '>$10,000', 'ethye-10000']]),
    G('ETH end-of-year 2033 price (noon ET, Binance)', z('2033-12-31', '17:00'), gr(['Over $8,000', 'ethye-8000'], ['Over $10,000', 'ethye-10000'])),
  ] }, ['instant']);
}

// ───────────────────────────── EQUITIES / COMPANIES ─────────────────────────────

{ // S&P 500 close Fri Nov 18 (alpha, beta, beta_us); gamma the Nasdaq-100 at the same close (asset).
  addCase('equities', { name: 'spx-nov18', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXINX-${ad(FRI)}H1600`, 'S&P 500 on Nov 18, 2033 at 4pm EST?', 'Financials', z(FRI, '21:00'), [['T8000', 'Above 8,000', 'spx-8000'], ['T8100', 'Above 8,100', 'spx-8100'], ['T8200', 'Above 8,200', 'spx-8200']]),
    B('S&P 500 (SPX) above ___ on November 18?', 'Finance', z(FRI, '21:00'), [['spx-above-8000-nov-18-2033', '8,000', 'spx-8000'], ['spx-above-8100-nov-18-2033', '8,100', 'spx-8100']]),
    U1('spx-close-8100-2033-11-18', 'S&P 500 closes at 8,100 or higher Friday', 'Finance', z(FRI, '21:00'), 'spx-8100'),
    G1('Nasdaq-100 closes above 29,000 on Nov 18?', z(FRI, '21:00'), 'ndx-29000'),
  ] }, ['asset']);
}
{ // S&P 500 at end of 2033 (Dec 30 close) (alpha, beta); gamma "S&P hits 9,000 in 2033" (observation).
  addCase('equities', { name: 'spx-ye-2033', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXINXY-33DEC30', 'S&P 500 at the end of 2033', 'Financials', z('2033-12-30', '21:00'), [['T8500', 'Above 8,500', 'spxye-8500'], ['T9000', 'Above 9,000', 'spxye-9000']]),
    B1('S&P 500 above 9,000 at year-end 2033?', 'Finance', z('2033-12-30', '21:00'), 'spxye-9000'),
    G1('Will the S&P 500 touch 9,000 before the end of 2033?', z('2033-12-31', '23:59'), 'spxhit-9000'),
  ] }, ['observation']);
}
{ // Nasdaq Composite at year-end — beta_us only.
  addCase('equities', { name: 'comp-ye-2033', events: [
    U1('nasdaq-composite-above-27000-ye-2033', 'Nasdaq Composite above 27,000 at year-end', 'Finance', z('2033-12-30', '21:00'), 'comp-27000'),
  ] });
}
{ // Nvidia Q3 FY2034 revenue (Nov 16 after close): alpha and gamma the revenue level; beta "beats consensus" (measure).
  addCase('company', { name: 'nvda-q3-rev', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNVDAREV-34Q3', 'Nvidia revenue Q3 FY2034', 'Companies', z('2033-11-17', '01:00'), [['T120', 'Above $120B', 'nvda-120'], ['T130', 'Above $130B', 'nvda-130']]),
    G1('NVIDIA Q3 FY34 revenue above $130 billion?', z('2033-11-17', '01:00'), 'nvda-130'),
    B1('Will Nvidia beat revenue estimates in Q3?', 'Business', z('2033-11-17', '01:00'), 'nvda-beat'),
  ] }, ['measure']);
}
{ // Largest company by market cap on Dec 30, 2033 — all four.
  addCase('company', { name: 'largest-co-ye', events: [
    A('KXLARGESTCO-33DEC30', 'Largest company at end of 2033', 'Companies', z('2033-12-30', '21:00'), [['NVDA', 'Nvidia', 'big-nvda'], ['MSFT', 'Microsoft', 'big-msft'], ['AAPL', 'Apple', 'big-aapl'], ['GOOGL', 'Alphabet', 'big-googl']]),
    B('Largest company end of 2033?', 'Business', z('2033-12-30', '21:00'), [['largest-company-2033-nvidia', 'NVIDIA', 'big-nvda'], ['largest-company-2033-microsoft', 'Microsoft', 'big-msft'], ['largest-company-2033-apple', 'Apple', 'big-aapl']]),
    U('largest-company-end-of-2033', "World's largest company at year-end 2033", 'Business', z('2033-12-30', '21:00'), [['largest-co-2033-nvda', 'NVIDIA', 'big-nvda'], ['largest-co-2033-googl', 'Alphabet', 'big-googl']]),
    G('Biggest company by market cap on the last trading day of 2033', z('2033-12-30', '21:00'), gr(['Nvidia', 'big-nvda'], ['Alphabet (Google)', 'big-googl'], ['Saudi Aramco', 'big-aramco'])),
  ] });
}
{ // Tesla Q4 2033 deliveries (alpha, gamma); beta asks about Q4 production (measure).
  addCase('company', { name: 'tsla-q4-deliveries', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXTESLADELIV-33Q4', 'Tesla deliveries in Q4 2033', 'Companies', z('2034-01-03', '14:00'), [['T500000', 'Above 500,000', 'tsla-d500'], ['T550000', 'Above 550,000', 'tsla-d550']]),
    G('Tesla Q4 2033 vehicle deliveries', z('2034-01-03', '14:00'), gr(['500k or more', 'tsla-d500'], ['550k or more', 'tsla-d550'])),
    B1('Tesla produces over 500k vehicles in Q4 2033?', 'Business', z('2034-01-03', '14:00'), 'tsla-p500'),
  ] }, ['measure', 'title']);
}
{ // OpenAI releases GPT-7 before 2034 (beta, gamma) — near-identical question from beta_us about GPT-6.5 is a different product.
  addCase('company', { name: 'openai-gpt7', groups: [['beta', 'gamma'], ['beta_us']], events: [
    B1('GPT-7 released before 2034?', 'Tech', z('2033-12-31', '23:59'), 'gpt7-2033'),
    G1('Will OpenAI publicly release GPT-7 in 2033?', z('2033-12-31', '23:59'), 'gpt7-2033'),
    U1('openai-gpt-6pt5-release-2033', 'OpenAI releases GPT-6.5 in 2033?', 'Tech', z('2033-12-31', '23:59'), 'gpt65-2033'),
  ] }, ['title']);
}

// ───────────────────────────── US POLITICS ─────────────────────────────

{ // Senate control after the 2034 midterms: beta YES = Republicans, gamma YES = Democrats (complements), alpha both rows, beta_us both.
  addCase('politics', { name: 'senate-2034', events: [
    A('CONTROLS-2034', 'Which party will win the Senate in 2034?', 'Politics', z('2034-11-08', '12:00'), [['R', 'Republicans', 'sen-r'], ['D', 'Democrats', 'sen-d']]),
    B1('Will Republicans control the Senate after the 2034 midterms?', 'Politics', z('2035-01-03', '17:00'), 'sen-r'),
    U('senate-control-2034', 'Senate Control 2034', 'Politics', z('2035-01-03', '17:00'), [['senate-2034-gop', 'Republican', 'sen-r'], ['senate-2034-dem', 'Democratic', 'sen-d']]),
    G1('Democrats win the US Senate in the 2034 midterms?', z('2035-01-03', '17:00'), 'sen-d'),
  ] }, ['inverted']);
}
{ // House control 2034 (alpha, beta, gamma); beta_us lists the Democrats' House seat count (measure).
  addCase('politics', { name: 'house-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('CONTROLH-2034', 'Which party will win the House in 2034?', 'Politics', z('2034-11-08', '12:00'), [['D', 'Democrats', 'house-d'], ['R', 'Republicans', 'house-r']]),
    B('Which party wins the House in 2034?', 'Politics', z('2035-01-03', '17:00'), [['house-2034-democrats', 'Democrats', 'house-d'], ['house-2034-republicans', 'Republicans', 'house-r']]),
    G('2034 House of Representatives — majority party', z('2035-01-03', '17:00'), gr(['Democratic Party', 'house-d'], ['Republican Party', 'house-r'])),
    U('house-dem-seats-2034', 'Democratic House seats after 2034 midterms', 'Politics', z('2035-01-03', '17:00'), [['house-dem-seats-2034-230-plus', '230+', 'hseats-230']]),
  ] }, ['measure']);
}
{ // Georgia Senate 2034 (alpha, beta); gamma lists the Georgia governor's race (office).
  addCase('politics', { name: 'ga-senate-2034', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('SENATEGA-34', 'Georgia Senate race 2034', 'Politics', z('2034-11-08', '12:00'), [['D', 'Democratic party', 'gasen-d'], ['R', 'Republican party', 'gasen-r']]),
    B('Georgia Senate Election Winner 2034', 'Politics', z('2034-12-31', '23:59'), [['georgia-senate-2034-democrat', 'Democrat', 'gasen-d'], ['georgia-senate-2034-republican', 'Republican', 'gasen-r']]),
    G('Georgia 2034: which party wins the governorship?', z('2034-12-31', '23:59'), gr(['Democrats', 'gagov-d'], ['Republicans', 'gagov-r'])),
  ] }, ['office']);
}
{ // Pennsylvania Senate 2034 (alpha, beta, beta_us).
  addCase('politics', { name: 'pa-senate-2034', events: [
    A('SENATEPA-34', 'Pennsylvania Senate race 2034', 'Politics', z('2034-11-08', '12:00'), [['D', 'Democratic party', 'pasen-d'], ['R', 'Republican party', 'pasen-r']]),
    B('Pennsylvania Senate Election Winner 2034', 'Politics', z('2034-12-31', '23:59'), [['pennsylvania-senate-2034-democrat', 'Democrat', 'pasen-d'], ['pennsylvania-senate-2034-republican', 'Republican', 'pasen-r']]),
    U('pa-senate-2034', 'Pennsylvania U.S. Senate 2034', 'Politics', z('2034-12-31', '23:59'), [['pa-senate-2034-dem', 'Democrat', 'pasen-d']]),
  ] });
}
{ // Arizona Senate 2034 general (beta, beta_us); gamma lists the Democratic primary (round).
  addCase('politics', { name: 'az-senate-2034', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Arizona Senate Election 2034', 'Politics', z('2034-12-31', '23:59'), [['arizona-senate-2034-dem', 'Democratic', 'azsen-d'], ['arizona-senate-2034-rep', 'Republican', 'azsen-r']]),
    U('az-senate-2034', 'Arizona Senate race — 2034', 'Politics', z('2034-12-31', '23:59'), [['az-senate-2034-rep', 'Republican', 'azsen-r']]),
    G('Arizona Democratic Senate primary 2034 — winner', z('2034-08-05', '23:59'), gr(['Mark Kelly', 'azpri-kelly'], ['Other', 'azpri-other'])),
  ] }, ['round']);
}
{ // Government shutdown: "before Dec 17" (alpha) = "by December 16" (beta); gamma "in 2033" (deadline).
  addCase('politics', { name: 'shutdown-dec16', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXGOVSHUT-33DEC17', 'Government shutdown before Dec 17, 2033?', 'Politics', z('2033-12-17', '05:00'), 'YES', 'Before Dec 17', 'shut-dec16'),
    B1('US government shutdown by December 16?', 'Politics', z('2033-12-17', '04:59'), 'shut-dec16'),
    G1('Will the US federal government shut down in 2033?', z('2033-12-31', '23:59'), 'shut-2033'),
  ] }, ['deadline']);
}
{ // Michigan governor 2034 (alpha, beta, beta_us); gamma lists Wisconsin's governorship (place).
  addCase('politics', { name: 'mi-gov-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('GOVPARTYMI-34', 'Michigan Governor race 2034', 'Politics', z('2034-11-08', '12:00'), [['D', 'Democratic party', 'migov-d'], ['R', 'Republican party', 'migov-r']]),
    B('Michigan Governor Election 2034', 'Politics', z('2034-12-31', '23:59'), [['michigan-governor-2034-democrat', 'Democrat', 'migov-d'], ['michigan-governor-2034-republican', 'Republican', 'migov-r']]),
    U('mi-governor-2034', 'Michigan gubernatorial election — 2034', 'Politics', z('2034-12-31', '23:59'), [['mi-governor-2034-gop', 'Republican', 'migov-r']]),
    G('Wisconsin governor 2034: which party?', z('2034-12-31', '23:59'), gr(['Democratic', 'wigov-d'], ['Republican', 'wigov-r'])),
  ] }, ['place']);
}
{ // Presidential approval on Nov 30: alpha and gamma Silver Bulletin; beta RealClearPolitics (a different statistic).
  addCase('politics', { name: 'approval-nov30', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXAPPROVE-33NOV30', 'Presidential approval on Nov 30, 2033 (Silver Bulletin)', 'Politics', z('2033-11-30', '23:59'), [['T42', 'Above 42.0%', 'ap-sb-42'], ['T44', 'Above 44.0%', 'ap-sb-44']], { sources: ['Silver Bulletin https://www.natesilver.net/p/approval'] }),
    G1('President approval > 44% on Silver Bulletin, Nov 30?', z('2033-11-30', '23:59'), 'ap-sb-44'),
    B1('President approval above 44% on Nov 30 (RCP average)?', 'Politics', z('2033-11-30', '23:59'), 'ap-rcp-44', { mx: { src: 'https://www.realclearpolling.com/polls/approval' } }),
  ] }, ['source']);
}
{ // NDAA FY2034: House passes before Dec 31 (alpha, beta); gamma asks whether it is signed into law (observation).
  addCase('politics', { name: 'ndaa-fy34', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNDAAHOUSE-33', 'Will the House pass the FY2034 NDAA in 2033?', 'Politics', z('2033-12-31', '23:59'), 'YES', 'Passes House', 'ndaa-house'),
    B1('House passes NDAA before 2034?', 'Politics', z('2033-12-31', '23:59'), 'ndaa-house'),
    G1('FY2034 NDAA signed into law before 2034?', z('2033-12-31', '23:59'), 'ndaa-law'),
  ] }, ['observation', 'title']);
}
{ // Supreme Court vacancy in 2033 — gamma only.
  addCase('politics', { name: 'scotus-vacancy-2033', events: [
    G1('Supreme Court vacancy announced before 2034?', z('2033-12-31', '23:59'), 'scotus-2033'),
  ] });
}

// ───────────────────────────── ELECTIONS ABROAD ─────────────────────────────

{ // Chile first round Nov 20 (alpha, beta, gamma: most votes); beta_us asks for one candidate's vote share (measure).
  addCase('world', { name: 'chile-first-round', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXCHILER1-33', 'Chile presidential election first round: most votes', 'Elections', z(SUN, '23:59'), [['AROJ', 'Andrea Rojas', 'cl1-rojas'], ['TVID', 'Tomás Vidal', 'cl1-vidal'], ['MSOT', 'Matías Soto', 'cl1-soto']]),
    B('Chile Presidential Election: 1st round winner', 'Elections', z(SUN, '23:59'), [['chile-first-round-rojas', 'Andrea Rojas', 'cl1-rojas'], ['chile-first-round-vidal', 'Tomás Vidal', 'cl1-vidal']]),
    G('Chile 2033 — ¿quién gana la primera vuelta?', z(SUN, '23:59'), gr(['Rojas', 'cl1-rojas'], ['Vidal', 'cl1-vidal'], ['Soto', 'cl1-soto'])),
    U1('chile-rojas-first-round-30pct', 'Rojas above 30% in Chile\'s first round?', 'Elections', z(SUN, '23:59'), 'cl1-rojas30'),
  ] }, ['measure']);
}
{ // Chile presidency, decided at the Dec 18 runoff — all four; alpha's first-round market is in chile-first-round (round).
  addCase('world', { name: 'chile-president', events: [
    A('KXCHILEPRES-33', 'Next President of Chile', 'Elections', z('2033-12-18', '23:59'), [['AROJ', 'Andrea Rojas', 'clp-rojas'], ['TVID', 'Tomás Vidal', 'clp-vidal'], ['MSOT', 'Matías Soto', 'clp-soto']]),
    B('Chile Presidential Election Winner 2033', 'Elections', z('2033-12-18', '23:59'), [['chile-presidential-election-rojas', 'Andrea Rojas', 'clp-rojas'], ['chile-presidential-election-soto', 'Matías Soto', 'clp-soto']]),
    U('chile-president-2033', 'Next President of Chile', 'Elections', z('2033-12-18', '23:59'), [['chile-president-2033-rojas', 'Andrea Rojas', 'clp-rojas'], ['chile-president-2033-vidal', 'Tomás Vidal', 'clp-vidal']]),
    G('¿Quién será el próximo presidente de Chile? (balotaje 18 dic)', z('2033-12-18', '23:59'), gr(['Andrea Rojas', 'clp-rojas'], ['Tomás Vidal', 'clp-vidal'])),
  ] });
}
{ // Honduras general election Nov 27: presidency by party — all four.
  addCase('world', { name: 'honduras-2033', events: [
    A('KXHONDURASPRES-33', 'Honduras presidential election winner (party)', 'Elections', z('2033-11-27', '23:59'), [['LIBRE', 'Libre', 'hn-libre'], ['PN', 'National Party', 'hn-pn'], ['PL', 'Liberal Party', 'hn-pl']]),
    B('Honduras Presidential Election', 'Elections', z('2033-12-31', '23:59'), [['honduras-election-libre', 'LIBRE', 'hn-libre'], ['honduras-election-nacional', 'Partido Nacional', 'hn-pn'], ['honduras-election-liberal', 'Partido Liberal', 'hn-pl']]),
    U('honduras-presidential-2033', 'Honduras presidential election 2033', 'Elections', z('2033-12-31', '23:59'), [['honduras-2033-partido-nacional', 'National Party', 'hn-pn']]),
    G('Honduras 2033: partido ganador de la presidencia', z('2033-12-31', '23:59'), gr(['Partido Nacional', 'hn-pn'], ['Partido Liberal', 'hn-pl'], ['Libertad y Refundación', 'hn-libre'])),
  ] });
}
{ // Hungary April 2034: most seats (alpha, beta, beta_us); gamma next prime minister (observation).
  addCase('world', { name: 'hungary-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    U('hungary-parliament-2034', 'Hungary election 2034: most seats', 'Elections', z('2034-04-30', '23:59'), [['hungary-2034-most-seats-fidesz-kdnp', 'Fidesz-KDNP', 'hu-fidesz']]),
    A('KXHUNGARYPARL-34', 'Hungary parliamentary election: most seats', 'Elections', z('2034-04-02', '23:59'), [['FIDESZ', 'Fidesz–KDNP', 'hu-fidesz'], ['TISZA', 'Tisza', 'hu-tisza']]),
    B('Hungary Parliamentary Election: which party wins most seats?', 'Elections', z('2034-04-30', '23:59'), [['hungary-2034-most-seats-tisza', 'Tisza', 'hu-tisza'], ['hungary-2034-most-seats-fidesz', 'Fidesz', 'hu-fidesz']]),
    G('Magyarország következő miniszterelnöke (2034)', z('2034-06-30', '23:59'), gr(['Magyar Péter', 'hupm-magyar'], ['Orbán Viktor', 'hupm-orban'])),
  ] }, ['observation']);
}
{ // Costa Rica Feb 5, 2034 — beta only.
  addCase('world', { name: 'costa-rica-2034', events: [
    B('Costa Rica Presidential Election 2034 winner', 'Elections', z('2034-04-30', '23:59'), [['costa-rica-2034-pln', 'PLN candidate', 'cr-pln'], ['costa-rica-2034-ppso', 'PPSO candidate', 'cr-ppso']]),
  ] });
}

// ───────────────────────────── CULTURE ─────────────────────────────

{ // Weekend box office Nov 18-20, #1 film: alpha and beta Box Office Mojo, gamma The Numbers (one event, nf with gamma);
  // beta_us lists one film's own opening-weekend gross (measure).
  addCase('culture', { name: 'box-office-nov20', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A(`KXBOXOFFICE-${ad(SUN)}`, 'Top movie at the domestic box office this weekend (Nov 18-20)', 'Entertainment', z(MON, '20:00'), [['GLASS', 'Glass Harbor', 'bo-glass'], ['FROST', 'Frostline', 'bo-frost'], ['TEMPO', 'Tempest Rising', 'bo-tempest']], { sources: [BOM] }),
    B('#1 Movie this weekend (Nov 18-20)?', 'Culture', z(MON, '20:00'), [['top-movie-nov-20-2033-glass-harbor', 'Glass Harbor', 'bo-glass', { src: BOM }], ['top-movie-nov-20-2033-frostline', 'Frostline', 'bo-frost', { src: BOM }]]),
    G('Weekend box office winner, Nov 18–20 (The Numbers)', z(MON, '20:00'), [['Glass Harbor', 'bo-glass', { rules: `Per The Numbers weekend chart. ${TN}` }], ['Frostline', 'bo-frost'], ['Tempest Rising', 'bo-tempest']]),
    U('frostline-opening-weekend', 'Frostline domestic opening weekend', 'Culture', z(MON, '20:00'), [['frostline-opening-over-80m', 'Over $80M', 'frost-80']]),
  ] }, ['source', 'measure']);
}
{ // Billboard Hot 100 #1 on the chart dated Nov 26 (alpha, beta); gamma Spotify US daily #1 on Nov 20 (measure).
  addCase('culture', { name: 'hot100-nov26', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTOPSONG-33NOV26', 'Billboard Hot 100 #1 song (chart dated Nov 26, 2033)', 'Entertainment', z('2033-11-22', '18:00'), [['SNOW', 'Snowblind — Olivia Rodrigo', 'hot-snowblind'], ['NEON', 'Neon Psalm — Sabrina Carpenter', 'hot-neon']]),
    B('Billboard #1 song next week?', 'Culture', z('2033-11-22', '18:00'), [['billboard-hot-100-nov-26-snowblind', 'Snowblind', 'hot-snowblind'], ['billboard-hot-100-nov-26-neon-psalm', 'Neon Psalm', 'hot-neon'], ['billboard-hot-100-nov-26-other', 'Other', 'hot-other']]),
    G('Spotify US top song on Nov 20, 2033', z('2033-11-21', '18:00'), gr(['Snowblind', 'spot-snowblind'], ['Neon Psalm', 'spot-neon'])),
  ] }, ['measure']);
}
{ // The Game Awards 2033 Game of the Year (Dec 8) — all four.
  addCase('culture', { name: 'tga-goty-2033', events: [
    A('KXGAMEAWARDS-33', 'Game of the Year 2033 (The Game Awards)', 'Entertainment', z('2033-12-09', '05:00'), [['GTA6', 'Grand Theft Auto VI', 'goty-gta'], ['ZELDA', 'The Legend of Zelda', 'goty-zelda'], ['WITCH', 'The Witcher 4', 'goty-witcher']]),
    B('Game of the Year 2033', 'Culture', z('2033-12-09', '05:00'), [['tga-2033-goty-witcher-4', 'The Witcher 4', 'goty-witcher'], ['tga-2033-goty-zelda', 'Zelda', 'goty-zelda']]),
    U('game-awards-goty-2033', 'The Game Awards 2033: Game of the Year', 'Culture', z('2033-12-09', '05:00'), [['tga-goty-2033-the-witcher-4', 'The Witcher 4', 'goty-witcher']]),
    G('TGA 2033 GOTY', z('2033-12-09', '05:00'), gr(['Witcher IV', 'goty-witcher'], ['GTA VI', 'goty-gta'])),
  ] });
}
{ // TIME Person of the Year 2033 (alpha, beta, gamma).
  addCase('culture', { name: 'time-poy-2033', events: [
    A('KXTIMEPOY-33', 'TIME Person of the Year 2033', 'Entertainment', z('2033-12-12', '15:00'), [['POTUS', 'The President', 'poy-potus'], ['AI', 'Artificial intelligence', 'poy-ai'], ['POPE', 'Pope Leo XIV', 'poy-pope']]),
    B('Time 2033 Person of the Year', 'Culture', z('2033-12-12', '15:00'), [['time-poy-2033-ai', 'AI', 'poy-ai'], ['time-poy-2033-pope-leo', 'Pope Leo XIV', 'poy-pope']]),
    G('TIME magazine 2033 Person of the Year pick', z('2033-12-12', '15:00'), gr(['Artificial Intelligence', 'poy-ai'], ['U.S. President', 'poy-potus'])),
  ] });
}
{ // Spotify Wrapped 2033 top global artist (beta, gamma).
  addCase('culture', { name: 'spotify-wrapped-2033', events: [
    B('Spotify Wrapped 2033: #1 global artist', 'Culture', z('2033-12-07', '23:59'), [['wrapped-2033-taylor-swift', 'Taylor Swift', 'wr-swift'], ['wrapped-2033-bad-bunny', 'Bad Bunny', 'wr-bunny']]),
    G('Most-streamed artist on Spotify globally in 2033', z('2033-12-07', '23:59'), gr(['Taylor Swift', 'wr-swift'], ['Bad Bunny', 'wr-bunny'], ['The Weeknd', 'wr-weeknd'])),
  ] });
}

// ───────────────────────────── WEATHER ─────────────────────────────

{ // NYC high on Wed Nov 16: alpha Central Park CLI; beta Weather Underground at LaGuardia (one event, nf); gamma the low (measure).
  addCase('weather', { name: 'nyc-high-nov16', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A(`KXHIGHNY-${ad(WED)}`, 'Highest temperature in NYC on Nov 16, 2033?', 'Climate and Weather', z('2033-11-17', '05:00'), [['B52.5', '52° to 53°', 'nyc-52-53'], ['B54.5', '54° to 55°', 'nyc-54-55'], ['T55', '56° or above', 'nyc-ge56']], { sources: [NWSNYC] }),
    B('Highest temperature in NYC on November 16?', 'Weather', z('2033-11-17', '05:00'), [['nyc-high-nov-16-2033-52-53f', '52-53°F', 'nyc-52-53', { src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA' }],
      ['nyc-high-nov-16-2033-54-55f', '54-55°F', 'nyc-54-55', { src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA' }], ['nyc-high-nov-16-2033-56f-or-higher', '56°F or higher', 'nyc-ge56']]),
    G('NYC lowest temperature Nov 16 (Central Park)', z('2033-11-17', '05:00'), gr(['40°F or below', 'nyclo-le40'], ['41-43°F', 'nyclo-41-43'], ['44°F or above', 'nyclo-ge44'])),
  ] }, ['source', 'measure']);
}
{ // Chicago high Nov 16: alpha O'Hare (NWS), beta_us Midway — one event, nf; gamma the Nov 17 high (date).
  addCase('weather', { name: 'chi-high-nov16', groups: [['alpha', 'beta_us'], ['gamma']], fungible: nf('alpha|beta_us'), events: [
    A(`KXHIGHCHI-${ad(WED)}`, 'Highest temperature in Chicago on Nov 16, 2033?', 'Climate and Weather', z('2033-11-17', '06:00'), [['T44', 'Above 44°', 'chi-ge45'], ['T48', 'Above 48°', 'chi-ge49']], { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=ORD'] }),
    U1('chicago-midway-high-45f-2033-11-16', 'Chicago (Midway) high 45°F or warmer on Nov 16?', 'Weather', z('2033-11-17', '06:00'), 'chi-ge45', { src: 'https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=MDW' }),
    G1('Chicago O\'Hare high above 48°F on Thursday Nov 17?', z('2033-11-18', '06:00'), 'chi17-ge49'),
  ] }, ['source', 'date']);
}
{ // Denver November 2033 snowfall (alpha, beta, beta_us); gamma December snowfall (period).
  addCase('weather', { name: 'den-snow-nov', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXDENSNOWM-33NOV', 'Denver snow in November 2033', 'Climate and Weather', z('2033-12-01', '12:00'), [['T4', 'Above 4 inches', 'densn-4'], ['T8', 'Above 8 inches', 'densn-8']], { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=BOU&product=CLM&issuedby=DEN'] }),
    B('How much snow in Denver in November?', 'Weather', z('2033-12-01', '12:00'), [['denver-snow-nov-2033-more-than-4in', '>4 in', 'densn-4'], ['denver-snow-nov-2033-more-than-8in', '>8 in', 'densn-8']]),
    U1('denver-nov-2033-snow-over-8in', 'Denver (DIA) November snowfall over 8 inches', 'Weather', z('2033-12-01', '12:00'), 'densn-8'),
    G1('Denver December 2033 snowfall over 6 inches?', z('2034-01-01', '12:00'), 'dendec-6'),
  ] }, ['period']);
}
{ // Boston first measurable inch of snow: alpha "by Nov 30"; gamma "in 2033" (deadline).
  addCase('weather', { name: 'bos-snow-first-inch', groups: [['alpha'], ['gamma']], events: [
    A1('KXBOSSNOW-33NOV30', 'Will Boston get 1 inch of snow by Nov 30, 2033?', 'Climate and Weather', z('2033-12-01', '12:00'), 'T1', '1 inch or more', 'bos-snow-nov'),
    G1('Boston Logan records 1"+ of snow on a single day before 2034?', z('2034-01-01', '12:00'), 'bos-snow-2033'),
  ] }, ['deadline']);
}
{ // 2033 the hottest year on record: alpha NASA GISTEMP, beta NOAA — one observation off different datasets, nf.
  addCase('weather', { name: 'hottest-year-2033', fungible: nf('alpha|beta'), events: [
    A1('KXHOTYEAR-33', 'Will 2033 be the hottest year on record (NASA)?', 'Climate and Weather', z('2034-01-20', '23:59'), 'YES', 'Hottest year', 'hot-2033', { sources: ['NASA GISS https://data.giss.nasa.gov/gistemp/'] }),
    B1('2033 hottest year on record?', 'Weather', z('2034-01-20', '23:59'), 'hot-2033', { mx: { src: 'https://www.ncei.noaa.gov/access/monitoring/global-temperature-anomalies' } }),
  ] }, ['source']);
}
{ // Miami high Nov 16 — alpha only.
  addCase('weather', { name: 'mia-high-nov16', events: [
    A(`KXHIGHMIA-${ad(WED)}`, 'Highest temperature in Miami on Nov 16, 2033?', 'Climate and Weather', z('2033-11-17', '05:00'), [['T83', 'Above 83°', 'mia-ge84'], ['T85', 'Above 85°', 'mia-ge86']]),
  ] });
}

// ───────────────────────────── SPACE ─────────────────────────────

{ // Starship crewed orbital flight before Dec 1 (alpha, beta); gamma the count of SpaceX launches in 2033 (measure).
  addCase('space', { name: 'starship-crewed', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSTARSHIPCREW-33DEC01', 'Crewed Starship orbital flight before Dec 1, 2033?', 'Science and Technology', z('2033-12-01', '05:00'), 'YES', 'Before Dec 1', 'ss-crew-nov'),
    B1('Will Starship fly humans to orbit by November 30?', 'Science', z('2033-12-01', '04:59'), 'ss-crew-nov'),
    G('SpaceX orbital launches in 2033', z('2033-12-31', '23:59'), gr(['Fewer than 250', 'sx-lt250'], ['250 or more', 'sx-ge250'])),
  ] }, ['measure']);
}
{ // Artemis V launch before 2034 (beta, gamma); beta_us "by June 30, 2034" (deadline).
  addCase('space', { name: 'artemis-v', groups: [['beta', 'gamma'], ['beta_us']], events: [
    B1('Artemis V launches before 2034?', 'Science', z('2033-12-31', '23:59'), 'art5-2033'),
    G1('NASA launches Artemis V by December 31, 2033?', z('2033-12-31', '23:59'), 'art5-2033'),
    U1('artemis-v-launch-by-jun-30-2034', 'Artemis V launch by June 30, 2034', 'Science', z('2034-06-30', '23:59'), 'art5-jun34'),
  ] }, ['deadline']);
}
{ // New Glenn launches in 2033 — gamma only.
  addCase('space', { name: 'new-glenn-2033', events: [
    G('How many New Glenn launches in 2033?', z('2033-12-31', '23:59'), gr(['Under 12', 'ng-lt12'], ['12 or more', 'ng-ge12'])),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout52-set.json', import.meta.url));
