// Thirty-first independent refdata holdout: writes test/refdata/holdout31-set.json (sports and entertainment of winter
// 2030-31, December 2030 to March 2031: the NFL playoffs and Super Bowl LXV with its props, the College Football
// Playoff and bowls, NBA and NHL games and futures, the Premier League and Champions League knockouts, the Australian
// Open 2031, the Six Nations, Formula 1's first races, golf, boxing and UFC, the Golden Globes, Grammys, BAFTAs and
// Oscars 2031, box office and streaming charts; plus about 15% non-sport distractors of the same months).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout31.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, emitScenario,
// venueBuilders, caseList, nf, rows, z, yn, slug and the HoldoutRow/Mx types), lines 1–80 of
// test/refdata/holdout29.build.ts (its header: the labelling rules below are adopted from it verbatim, and the helper
// usage) and the last 45 lines of test/refdata/holdout29.build.ts (how the JSON is written out).
// Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set, build file or test
// in test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
// Teams, players, films and albums of 2030-31 are the writer's own plausible guesses; the labels do not depend on them.
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
// - Games: a moneyline (winner) market and a spread/handicap/puck line, a totals line, a first-half result, "both teams
//   score" or a player prop on the same game are different questions, so different events. NFL, NBA and college games
//   are settled including overtime on every venue; an NHL winner including overtime and shootout and a 60-minute
//   (regulation) three-way result are different observations, so different events.
// - Football (soccer): a market on the 90 minutes plus stoppage time and one on "who advances"/"lifts the cup" (extra
//   time and penalties included, or a two-leg aggregate) are different observations; the first and second legs of a tie
//   are different dates. A tournament winner, "reaches the final" and "reaches the semifinals" are different rounds; an
//   AFC champion and a Super Bowl champion are different rounds.
// - Integer counts (points, goals, yards, wins, awards): "Over 47.5" and "48 or more" are one outcome; "5 or more" and
//   "more than 5" are not. A single-line listing matches the rung of another venue's ladder at the same line; two
//   single-line listings at different lines are different events.
// - Awards: each category of each ceremony is its own event (Drama vs Musical or Comedy, Record vs Song of the Year,
//   Best Actress vs Supporting Actress, Best Director vs Original Screenplay, Oscar vs BAFTA, Best Film vs Outstanding
//   British Film, MVP vs Offensive/Defensive Player of the Year).
// - Box office: Box Office Mojo vs The Numbers is one observation on two sources (fungible false); a 3-day and a 4-day
//   holiday weekend, and a domestic and a worldwide gross, are different measures. Charts: a chart dated one week and
//   the next, a global and a US chart, are different events.
// Ids: beta event ids 390001+, gamma ids 33001+, alpha tickers dated December 2030 to April 2031 (futures named by
// season); all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, slug, yn, type Mx, type HoldoutRow as Row, holdoutKit } from './evalset.emit.ts';

type Cat = 'nfl' | 'college_football' | 'nba' | 'nhl' | 'soccer' | 'tennis' | 'rugby' | 'motorsport' | 'golf' | 'combat' | 'awards' | 'box_office' | 'streaming' | 'other_sport' | 'distractor';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(390000, 33000);
/** A beta/beta_us head-to-head market: one market whose two outcomes are the sides, the first one YES. */
const h2h = (id: string, first: string, second: string, t: string, mx: Mx = {}): Row[] => [[id, '', t, { outcomes: yn(first, second), ...mx }]];
/** Beta/beta_us rows from labels: slug `${prefix}-${slug(label)}`, truth tag from `tags`. */
const named = (prefix: string, items: Array<[label: string, t: string]>, mx: Mx = {}): Row[] => items.map(([label, t]) => [`${prefix}-${slug(label)}`, label, t, mx]);
/** The URL of a 'Name url' source. */
const url = (s: string): string => s.split(' ').at(-1)!;

const NFLS = 'NFL https://www.nfl.com/scores';
const CFP = 'College Football Playoff https://collegefootballplayoff.com';
const NBAS = 'NBA https://www.nba.com/games';
const NHLS = 'NHL https://www.nhl.com/scores';
const PL = 'Premier League https://www.premierleague.com/results';
const UEFA = 'UEFA https://www.uefa.com/uefachampionsleague/';
const AO = 'Australian Open https://ausopen.com/draws';
const SIXN = 'Six Nations Rugby https://www.sixnationsrugby.com/en/m6n/fixtures';
const F1S = 'Formula 1 https://www.formula1.com/en/results';
const PGA = 'PGA Tour https://www.pgatour.com/leaderboard';
const UFCS = 'UFC https://www.ufc.com/events';
const AMPAS = 'Academy of Motion Picture Arts and Sciences https://www.oscars.org';
const GGS = 'Golden Globes https://goldenglobes.com/winners-nominees';
const REC = 'Recording Academy https://www.grammy.com/awards';
const BAFTAS = 'BAFTA https://www.bafta.org/awards/film';
const BOM = 'Box Office Mojo https://www.boxofficemojo.com/weekend/';
const TN = 'The Numbers https://www.the-numbers.com/box-office-chart/weekend';
const BB = 'Billboard https://www.billboard.com/charts/hot-100/';
const SPOT = 'Spotify Charts https://charts.spotify.com';
const NFLX = 'Netflix Top 10 https://www.netflix.com/tudum/top10';
const BLS = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const NWS = 'National Weather Service https://www.weather.gov/wrh/climate?wfo=okx';

// ───────────────────────────── NFL ─────────────────────────────

{ // AFC Wild Card: Steelers at Ravens, Sat Jan 11, 2031, 8:15 pm ET (alpha, beta, gamma).
  const close = z('2031-01-12', '04:30');
  addCase('nfl', { name: 'nfl-wc-pit-bal', events: [
    A('KXNFLGAME-31JAN11PITBAL', 'Pittsburgh at Baltimore', 'Sports', close, [['PIT', 'Pittsburgh', 'pit'], ['BAL', 'Baltimore', 'bal']], { sources: [NFLS] }),
    B('Steelers vs. Ravens', 'Sports', z('2031-01-12', '01:15'), h2h('nfl-pit-bal-2031-01-11', 'Steelers', 'Ravens', 'pit', { src: url(NFLS) })),
    G('NFL Wild Card — Steelers vs Ravens (Jan 11)', close, [['Pittsburgh Steelers', 'pit'], ['Baltimore Ravens', 'bal']], { rules: 'Winner of the game incl. overtime per the official NFL result.' }),
  ] });
}
{ // NFC Wild Card: Packers at Eagles, Sun Jan 12, 2031 (alpha, beta_us) vs the Week 14 Packers at Eagles game of Sun Dec 8, 2030 (gamma): date negative.
  addCase('nfl', { name: 'nfl-wc-gb-phi', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXNFLGAME-31JAN12GBPHI', 'Green Bay at Philadelphia', 'Sports', z('2031-01-13', '01:00'), [['GB', 'Green Bay', 'gb'], ['PHI', 'Philadelphia', 'phi']]),
    U('nfl-gb-phi-2031-01-12', 'Packers vs Eagles — NFC Wild Card', 'Sports', z('2031-01-12', '21:30'), [['nfl-gb-phi-2031-01-12-gb', 'Packers', 'gb'], ['nfl-gb-phi-2031-01-12-phi', 'Eagles', 'phi']]),
    G('Packers @ Eagles (Sun Dec 8)', z('2030-12-09', '01:00'), [['Packers', 'gb-dec'], ['Eagles', 'phi-dec']]),
  ] }, ['date']);
}
{ // Wild Card Monday: Rams at Lions, Jan 13, 2031: moneyline (alpha, beta) vs "Lions -3.5" (gamma): measure negative.
  const close = z('2031-01-14', '04:30');
  addCase('nfl', { name: 'nfl-wc-lar-det', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNFLGAME-31JAN13LARDET', 'Los Angeles R at Detroit', 'Sports', close, [['LAR', 'Los Angeles R', 'lar'], ['DET', 'Detroit', 'det']]),
    B('Rams vs. Lions', 'Sports', z('2031-01-14', '01:15'), h2h('nfl-lar-det-2031-01-13', 'Rams', 'Lions', 'lar')),
    G1('Lions cover -3.5 vs Rams (Wild Card, Jan 13)?', close, 'det-spread', { rules: 'YES if the Lions win by 4 or more points, overtime included.' }),
  ] }, ['measure']);
}
{ // AFC Divisional: Bills at Chiefs, Sat Jan 18, 2031 (all four venues; beta_us lists the Chiefs first).
  const close = z('2031-01-19', '01:30');
  addCase('nfl', { name: 'nfl-div-buf-kc', events: [
    A('KXNFLGAME-31JAN18BUFKC', 'Buffalo at Kansas City', 'Sports', close, [['BUF', 'Buffalo', 'buf'], ['KC', 'Kansas City', 'kc']], { sources: [NFLS] }),
    B('Bills vs. Chiefs', 'Sports', z('2031-01-18', '21:30'), h2h('nfl-buf-kc-2031-01-18', 'Bills', 'Chiefs', 'buf')),
    U('nfl-buf-kc-2031-01-18', 'Chiefs host Bills — AFC Divisional Round', 'Sports', close, h2h('aec-nfl-buf-kc-2031-01-18', 'Chiefs', 'Bills', 'kc')),
    G('AFC Divisional: Bills at Chiefs', close, [['Kansas City Chiefs', 'kc'], ['Buffalo Bills', 'buf']]),
  ] });
}
{ // NFC Divisional: 49ers at Seahawks, Sun Jan 19, 2031: game winner (alpha, gamma) vs first-half moneyline (beta): measure negative.
  const close = z('2031-01-20', '01:00');
  addCase('nfl', { name: 'nfl-div-sf-sea', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNFLGAME-31JAN19SFSEA', 'San Francisco at Seattle', 'Sports', close, [['SF', 'San Francisco', 'sf'], ['SEA', 'Seattle', 'sea']]),
    G1('Seahawks beat the 49ers in the Divisional Round (Jan 19)?', close, 'sea'),
    B('49ers vs. Seahawks: 1st Half Moneyline', 'Sports', z('2031-01-19', '23:00'), h2h('nfl-sf-sea-2031-01-19-1h-moneyline', '49ers', 'Seahawks', 'sf-1h')),
  ] }, ['measure']);
}
{ // Josh Allen passing yards at Kansas City, Jan 18: 250+ (alpha ladder) = O/U 249.5 (beta); 2+ passing TDs (beta_us): measure negative.
  const close = z('2031-01-19', '01:30');
  addCase('nfl', { name: 'nfl-allen-pass-yds-jan18', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXNFLPASSYDS-31JAN18BUFKCJALLEN17', 'Josh Allen passing yards: Buffalo at Kansas City', 'Sports', close, [['200', '200+', 'ja200'], ['250', '250+', 'ja250'], ['300', '300+', 'ja300']]),
    B('Josh Allen: Passing Yards O/U 249.5 (Bills vs. Chiefs)', 'Sports', close, h2h('nfl-buf-kc-2031-01-18-josh-allen-passing-yards-249pt5', 'Over', 'Under', 'ja250')),
    U1('nfl-buf-kc-2031-01-18-josh-allen-2-plus-passing-tds', 'Josh Allen 2+ passing touchdowns vs Chiefs', 'Sports', close, 'ja2td'),
  ] }, ['measure']);
}
{ // Super Bowl LXV champion (alpha, beta, gamma) vs AFC champion 2030-31 (beta_us): round negative.
  const close = z('2031-02-10', '04:00');
  addCase('nfl', { name: 'sb-lxv-champion', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSB-31', 'Super Bowl LXV champion', 'Sports', close, [['KC', 'Kansas City', 'sb-kc'], ['DET', 'Detroit', 'sb-det'], ['BUF', 'Buffalo', 'sb-buf'], ['PHI', 'Philadelphia', 'sb-phi'], ['BAL', 'Baltimore', 'sb-bal'], ['SF', 'San Francisco', 'sb-sf']], { sources: [NFLS] }),
    B('Super Bowl Champion 2031', 'Sports', close, named('super-bowl-champion-2031', [['Kansas City Chiefs', 'sb-kc'], ['Detroit Lions', 'sb-det'], ['Buffalo Bills', 'sb-buf'], ['Philadelphia Eagles', 'sb-phi'], ['Baltimore Ravens', 'sb-bal'], ['Los Angeles Rams', 'sb-lar']])),
    G('Super Bowl LXV Winner', close, [['Chiefs', 'sb-kc'], ['Lions', 'sb-det'], ['Eagles', 'sb-phi'], ['Bills', 'sb-buf'], ['Any other team', 'sb-other']]),
    U('nfl-afc-champion-2030-31', 'AFC Champion 2030-31', 'Sports', z('2031-01-27', '03:00'), [['nfl-afc-champion-2030-31-chiefs', 'Chiefs', 'afc-kc'], ['nfl-afc-champion-2030-31-bills', 'Bills', 'afc-buf'], ['nfl-afc-champion-2030-31-ravens', 'Ravens', 'afc-bal']]),
  ] }, ['round']);
}
{ // Super Bowl LXV MVP (alpha categorical, beta rows, gamma single binary on Mahomes).
  const close = z('2031-02-10', '04:00');
  addCase('nfl', { name: 'sb-lxv-mvp', events: [
    A('KXSBMVP-31FEB09', 'Super Bowl LXV MVP', 'Sports', close, [['PMAH', 'Patrick Mahomes', 'mvp-mahomes'], ['JGOF', 'Jared Goff', 'mvp-goff'], ['JGIB', 'Jahmyr Gibbs', 'mvp-gibbs'], ['ASTB', 'Amon-Ra St. Brown', 'mvp-stbrown'], ['XWOR', 'Xavier Worthy', 'mvp-worthy']]),
    B('Super Bowl LXV MVP', 'Sports', close, named('super-bowl-lxv-mvp', [['Patrick Mahomes', 'mvp-mahomes'], ['Jared Goff', 'mvp-goff'], ['Jahmyr Gibbs', 'mvp-gibbs'], ['Amon-Ra St. Brown', 'mvp-stbrown'], ['Aidan Hutchinson', 'mvp-hutchinson']])),
    G1('Will Patrick Mahomes be named Super Bowl LXV MVP?', close, 'mvp-mahomes'),
  ] });
}
{ // Super Bowl LXV total points: alpha ladder; beta O/U 47.5 (= over 47.5); beta_us 51+ (= over 50.5); gamma "fewer than 48" (complement of over 47.5): inverted.
  const close = z('2031-02-10', '04:00');
  addCase('nfl', { name: 'sb-lxv-total-points', events: [
    A('KXSBTOTAL-31FEB09', 'Super Bowl LXV: total points', 'Sports', close, [['T44.5', 'Over 44.5 points', 'tot44'], ['T47.5', 'Over 47.5 points', 'tot47'], ['T50.5', 'Over 50.5 points', 'tot50']]),
    B('Super Bowl LXV: Chiefs vs. Lions O/U 47.5', 'Sports', close, h2h('nfl-kc-det-2031-02-09-total-47pt5', 'Over', 'Under', 'tot47')),
    U1('sb-lxv-total-points-51-or-more', 'Super Bowl LXV: 51 or more combined points', 'Sports', close, 'tot50'),
    G1('Super Bowl LXV: fewer than 48 combined points?', close, 'tot-u47', { rules: 'Final score incl. overtime; YES if Chiefs + Lions points total 47 or fewer.' }),
  ] }, ['inverted']);
}
{ // Super Bowl LXV first touchdown scorer (alpha, beta) vs first team to score, any score (gamma): measure negative.
  const close = z('2031-02-10', '04:00');
  addCase('nfl', { name: 'sb-lxv-first-td', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSBFIRSTTD-31FEB09', 'Super Bowl LXV first touchdown scorer', 'Sports', close, [['JGIB', 'Jahmyr Gibbs', 'ftd-gibbs'], ['ASTB', 'Amon-Ra St. Brown', 'ftd-stbrown'], ['XWOR', 'Xavier Worthy', 'ftd-worthy'], ['RRIC', 'Rashee Rice', 'ftd-rice'], ['NOTD', 'No touchdown scored', 'ftd-none']]),
    B('Super Bowl LXV: First Touchdown Scorer', 'Sports', close, named('super-bowl-lxv-first-td', [['Jahmyr Gibbs', 'ftd-gibbs'], ['Amon-Ra St. Brown', 'ftd-stbrown'], ['Xavier Worthy', 'ftd-worthy'], ['Rashee Rice', 'ftd-rice'], ['Sam LaPorta', 'ftd-laporta']])),
    G('Super Bowl LXV — first team to score', close, [['Chiefs', 'first-kc'], ['Lions', 'first-det']], { rules: 'First points of any kind (TD, FG, safety).' }),
  ] }, ['measure']);
}
{ // Super Bowl LXV coin toss heads/tails (alpha, beta) vs "Chiefs win the toss" (beta_us): measure negative.
  const close = z('2031-02-09', '23:45');
  addCase('nfl', { name: 'sb-lxv-coin-toss', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXSBCOIN-31FEB09', 'Super Bowl LXV coin toss', 'Sports', close, [['HEADS', 'Heads', 'coin-h'], ['TAILS', 'Tails', 'coin-t']]),
    B('Super Bowl LXV Coin Toss: Heads or Tails?', 'Sports', close, h2h('super-bowl-lxv-coin-toss-heads-or-tails', 'Heads', 'Tails', 'coin-h')),
    U1('sb-lxv-chiefs-win-coin-toss', 'Will the Chiefs win the Super Bowl LXV coin toss?', 'Sports', close, 'coin-kc'),
  ] }, ['measure']);
}
{ // AP NFL MVP for the 2030 season (alpha, beta, gamma) vs Offensive Player of the Year (beta_us): category negative.
  const close = z('2031-02-07', '04:00');
  addCase('nfl', { name: 'nfl-mvp-2030', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNFLMVP-31', 'NFL MVP (2030 season)', 'Sports', close, [['PMAH', 'Patrick Mahomes', 'nmvp-mahomes'], ['JALL', 'Josh Allen', 'nmvp-allen'], ['LJAC', 'Lamar Jackson', 'nmvp-jackson'], ['JDAN', 'Jayden Daniels', 'nmvp-daniels'], ['CWIL', 'Caleb Williams', 'nmvp-williams']]),
    B('NFL MVP 2030-31', 'Sports', close, named('nfl-mvp-2030-31', [['Patrick Mahomes', 'nmvp-mahomes'], ['Josh Allen', 'nmvp-allen'], ['Lamar Jackson', 'nmvp-jackson'], ['Jayden Daniels', 'nmvp-daniels'], ['Drake Maye', 'nmvp-maye']], { src: 'https://apnews.com/hub/nfl' })),
    G('2030 AP NFL Most Valuable Player', close, [['Mahomes', 'nmvp-mahomes'], ['Allen', 'nmvp-allen'], ['Daniels', 'nmvp-daniels'], ['Field', 'nmvp-field']]),
    U('nfl-opoy-2030', 'NFL Offensive Player of the Year 2030', 'Sports', close, [['nfl-opoy-2030-jahmyr-gibbs', 'Jahmyr Gibbs', 'opoy-gibbs'], ['nfl-opoy-2030-josh-allen', 'Josh Allen', 'opoy-allen'], ['nfl-opoy-2030-ja-marr-chase', "Ja'Marr Chase", 'opoy-chase']]),
  ] }, ['category']);
}
{ // Cowboys head coach out by Jan 31, 2031 (alpha, beta) vs before the 2031 season (gamma): deadline negative.
  addCase('nfl', { name: 'nfl-dal-coach-out', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNFLCOACHOUT-31JAN31DAL', 'Cowboys head coach out by Jan 31, 2031?', 'Sports', z('2031-01-31'), 'DAL', 'Dallas', 'dal-jan'),
    B1('Cowboys head coach out by January 31, 2031?', 'Sports', z('2031-01-31'), 'dal-jan'),
    G1('Dallas Cowboys head coach out before the 2031 NFL season kicks off?', z('2031-09-11'), 'dal-season'),
  ] }, ['deadline']);
}
{ // Any Wild Card game to overtime — gamma only.
  addCase('nfl', { name: 'nfl-wc-overtime', events: [G1('Any NFL Wild Card game (Jan 11-13, 2031) goes to overtime?', z('2031-01-14', '05:00'), 'wc-ot')] });
}

// ───────────────────────────── COLLEGE FOOTBALL ─────────────────────────────

{ // CFP national champion 2030-31 (alpha, beta).
  const close = z('2031-01-21', '05:00');
  addCase('college_football', { name: 'cfp-champion-2031', events: [
    A('KXNCAAF-31', 'College Football Playoff national champion 2030-31', 'Sports', close, [['OSU', 'Ohio St.', 'cfp-osu'], ['UGA', 'Georgia', 'cfp-uga'], ['TEX', 'Texas', 'cfp-tex'], ['ORE', 'Oregon', 'cfp-ore'], ['ND', 'Notre Dame', 'cfp-nd']], { sources: [CFP] }),
    B('College Football Champion 2031', 'Sports', close, named('college-football-champion-2031', [['Ohio State', 'cfp-osu'], ['Georgia', 'cfp-uga'], ['Texas', 'cfp-tex'], ['Oregon', 'cfp-ore'], ['Penn State', 'cfp-psu']])),
  ] });
}
{ // CFP semifinal (Cotton Bowl) Texas vs Georgia, Thu Jan 9, 2031 (alpha, beta) vs the SEC Championship Texas vs Georgia of Sat Dec 7, 2030 (gamma): date negative.
  addCase('college_football', { name: 'cfp-semi-tex-uga', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNCAAFGAME-31JAN09TEXUGA', 'Texas vs Georgia (CFP Semifinal)', 'Sports', z('2031-01-10', '05:00'), [['TEX', 'Texas', 'tex'], ['UGA', 'Georgia', 'uga']]),
    B('Cotton Bowl (CFP Semifinal): Texas vs. Georgia', 'Sports', z('2031-01-10', '00:30'), h2h('cfb-tex-uga-2031-01-09', 'Texas', 'Georgia', 'tex')),
    G('SEC Championship Game: Texas vs Georgia (Dec 7)', z('2030-12-08', '01:30'), [['Texas', 'tex-secc'], ['Georgia', 'uga-secc']]),
  ] }, ['date']);
}
{ // CFP semifinal (Orange Bowl) Oregon vs Ohio State, Fri Jan 10, 2031: moneyline (alpha, beta_us) vs Ohio State -2.5 (beta): measure negative.
  const close = z('2031-01-11', '04:30');
  addCase('college_football', { name: 'cfp-semi-ore-osu', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXNCAAFGAME-31JAN10OREOSU', 'Oregon vs Ohio St. (CFP Semifinal)', 'Sports', close, [['ORE', 'Oregon', 'ore'], ['OSU', 'Ohio St.', 'osu']]),
    U('cfb-ore-osu-2031-01-10', 'Orange Bowl: Oregon vs Ohio State', 'Sports', close, h2h('cfb-ore-osu-2031-01-10', 'Ohio State', 'Oregon', 'osu')),
    B('Orange Bowl: Ohio State -2.5 vs. Oregon', 'Sports', close, h2h('cfb-ore-osu-2031-01-10-spread-osu-2pt5', 'Ohio State -2.5', 'Oregon +2.5', 'osu-spread')),
  ] }, ['measure']);
}
{ // Rose Bowl quarterfinal, Jan 1, 2031: Penn State vs Oregon (alpha categorical, gamma single binary).
  const close = z('2031-01-02', '01:30');
  addCase('college_football', { name: 'cfp-rose-psu-ore', events: [
    A('KXNCAAFGAME-31JAN01PSUORE', 'Penn St. vs Oregon (Rose Bowl)', 'Sports', close, [['PSU', 'Penn St.', 'psu'], ['ORE', 'Oregon', 'ore']]),
    G1('Rose Bowl 2031 (CFP quarterfinal): Oregon beats Penn State?', close, 'ore'),
  ] });
}
{ // Heisman Trophy 2030, Sat Dec 14, 2030 (alpha, beta).
  const close = z('2030-12-15', '02:00');
  addCase('college_football', { name: 'heisman-2030', events: [
    A('KXHEISMAN-30', 'Heisman Trophy winner 2030', 'Sports', close, [['TBRO', 'Tavien Brooks', 'h-brooks'], ['MDEL', 'Marcus Delane', 'h-delane'], ['JOKA', 'Jaylen Okafor', 'h-okafor'], ['CWHI', 'Cade Whitlow', 'h-whitlow']]),
    B('Heisman Trophy Winner 2030', 'Sports', close, named('heisman-2030', [['Tavien Brooks', 'h-brooks'], ['Marcus Delane', 'h-delane'], ['Jaylen Okafor', 'h-okafor'], ['Dre Simmons', 'h-simmons']])),
  ] });
}
{ // Army–Navy Game, Sat Dec 14, 2030 (alpha, beta_us).
  const close = z('2030-12-15', '00:00');
  addCase('college_football', { name: 'army-navy-2030', events: [
    A('KXNCAAFGAME-30DEC14ARMYNAVY', 'Army vs Navy', 'Sports', close, [['ARMY', 'Army', 'army'], ['NAVY', 'Navy', 'navy']]),
    U('cfb-army-navy-2030-12-14', 'Army-Navy Game 2030', 'Sports', close, [['cfb-army-navy-2030-12-14-army', 'Army Black Knights', 'army'], ['cfb-army-navy-2030-12-14-navy', 'Navy Midshipmen', 'navy']]),
  ] });
}
{ // Big Ten Championship Game, Sat Dec 7, 2030 — alpha only.
  addCase('college_football', { name: 'b1g-title-game-2030', events: [
    A('KXNCAAFGAME-30DEC07OSUPSU', 'Ohio St. vs Penn St. (Big Ten Championship)', 'Sports', z('2030-12-08', '05:00'), [['OSU', 'Ohio St.', 'osu'], ['PSU', 'Penn St.', 'psu']]),
  ] });
}

// ───────────────────────────── NBA ─────────────────────────────

{ // Christmas Day: Celtics at Knicks, Wed Dec 25, 2030, 12:00 ET (all four venues; beta_us lists the Knicks first).
  const close = z('2030-12-25', '20:30');
  addCase('nba', { name: 'nba-xmas-bos-nyk', events: [
    A('KXNBAGAME-30DEC25BOSNYK', 'Boston at New York K', 'Sports', close, [['BOS', 'Boston', 'bos'], ['NYK', 'New York K', 'nyk']], { sources: [NBAS] }),
    B('Celtics vs. Knicks', 'Sports', z('2030-12-25', '17:00'), h2h('nba-bos-nyk-2030-12-25', 'Celtics', 'Knicks', 'bos', { src: url(NBAS) })),
    U('nba-bos-nyk-2030-12-25', 'Knicks vs Celtics — Christmas Day', 'Sports', close, h2h('aec-nba-bos-nyk-2030-12-25', 'Knicks', 'Celtics', 'nyk')),
    G('Celtics @ Knicks (Christmas Day)', close, [['Celtics', 'bos'], ['Knicks', 'nyk']]),
  ] });
}
{ // Thunder at Nuggets, Wed Jan 15, 2031 (alpha, beta) vs Nuggets at Thunder, Wed Feb 26, 2031 (gamma): date negative.
  addCase('nba', { name: 'nba-okc-den-jan15', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNBAGAME-31JAN15OKCDEN', 'Oklahoma City at Denver', 'Sports', z('2031-01-16', '05:30'), [['OKC', 'Oklahoma City', 'okc'], ['DEN', 'Denver', 'den']]),
    B('Thunder vs. Nuggets', 'Sports', z('2031-01-16', '02:00'), h2h('nba-okc-den-2031-01-15', 'Thunder', 'Nuggets', 'okc')),
    G('Nuggets @ Thunder — Feb 26', z('2031-02-27', '04:30'), [['Nuggets', 'den-feb'], ['Thunder', 'okc-feb']]),
  ] }, ['date']);
}
{ // NBA Cup championship game, Tue Dec 17, 2030 (Las Vegas): Spurs vs Cavaliers (alpha game, beta game, gamma "NBA Cup champion" with the two finalists).
  const close = z('2030-12-18', '04:30');
  addCase('nba', { name: 'nba-cup-final-2030', events: [
    A('KXNBAGAME-30DEC17SASCLE', 'San Antonio vs Cleveland (NBA Cup Final)', 'Sports', close, [['SAS', 'San Antonio', 'sas'], ['CLE', 'Cleveland', 'cle']]),
    B('NBA Cup Final: Spurs vs. Cavaliers', 'Sports', z('2030-12-18', '01:30'), h2h('nba-sas-cle-2030-12-17', 'Spurs', 'Cavaliers', 'sas')),
    G('2030 Emirates NBA Cup champion', close, [['San Antonio Spurs', 'sas'], ['Cleveland Cavaliers', 'cle']], { rules: 'Winner of the NBA Cup Championship game on Dec 17, 2030.' }),
  ] });
}
{ // 2031 NBA champion (alpha, beta).
  const close = z('2031-06-22', '04:00');
  addCase('nba', { name: 'nba-champion-2031', events: [
    A('KXNBA-31', '2031 NBA champion', 'Sports', close, [['OKC', 'Oklahoma City', 'nba-okc'], ['BOS', 'Boston', 'nba-bos'], ['NYK', 'New York K', 'nba-nyk'], ['DEN', 'Denver', 'nba-den'], ['CLE', 'Cleveland', 'nba-cle'], ['SAS', 'San Antonio', 'nba-sas']]),
    B('NBA Champion 2031', 'Sports', close, named('nba-champion-2031', [['Oklahoma City Thunder', 'nba-okc'], ['Boston Celtics', 'nba-bos'], ['New York Knicks', 'nba-nyk'], ['Denver Nuggets', 'nba-den'], ['San Antonio Spurs', 'nba-sas'], ['Houston Rockets', 'nba-hou']])),
  ] });
}
{ // NBA MVP 2030-31 (alpha, beta) vs Defensive Player of the Year (gamma, Wembanyama on both lists): category negative.
  const close = z('2031-05-20');
  addCase('nba', { name: 'nba-mvp-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNBAMVP-31', 'NBA MVP 2030-31', 'Sports', close, [['SGA', 'Shai Gilgeous-Alexander', 'mvp-sga'], ['VWEM', 'Victor Wembanyama', 'mvp-wemby'], ['LDON', 'Luka Doncic', 'mvp-luka'], ['NJOK', 'Nikola Jokic', 'mvp-jokic'], ['AEDW', 'Anthony Edwards', 'mvp-ant']]),
    B('NBA MVP 2030-31 Season', 'Sports', close, named('nba-mvp-2030-31', [['Shai Gilgeous-Alexander', 'mvp-sga'], ['Victor Wembanyama', 'mvp-wemby'], ['Luka Dončić', 'mvp-luka'], ['Nikola Jokić', 'mvp-jokic'], ['Cooper Flagg', 'mvp-flagg']])),
    G('2030-31 NBA Defensive Player of the Year', close, [['Victor Wembanyama', 'dpoy-wemby'], ['Evan Mobley', 'dpoy-mobley'], ['Chet Holmgren', 'dpoy-chet']]),
  ] }, ['category']);
}
{ // All-Star Saturday, Feb 15, 2031: 3-Point Contest (alpha, beta) vs Slam Dunk Contest (gamma): category negative.
  const close = z('2031-02-16', '05:00');
  addCase('nba', { name: 'nba-3pt-contest-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNBA3PT-31FEB15', '2031 NBA 3-Point Contest winner', 'Sports', close, [['THAL', 'Tyrese Haliburton', '3pt-hali'], ['KKNU', 'Kon Knueppel', '3pt-knueppel'], ['TMUR', 'Trey Murphy III', '3pt-murphy'], ['SHAU', 'Sam Hauser', '3pt-hauser']]),
    B('NBA 3-Point Contest 2031 Winner', 'Sports', close, named('nba-3-point-contest-2031', [['Tyrese Haliburton', '3pt-hali'], ['Kon Knueppel', '3pt-knueppel'], ['Trey Murphy III', '3pt-murphy'], ['Jalen Brunson', '3pt-brunson']])),
    G('2031 NBA Slam Dunk Contest winner', close, [['Mac McClung', 'dunk-mcclung'], ['Amen Thompson', 'dunk-thompson'], ['Stephon Castle', 'dunk-castle']]),
  ] }, ['category']);
}
{ // Zion Williamson traded by the Feb 6, 2031 deadline (alpha, beta) vs on a new team before the 2031-32 opener (gamma): deadline negative.
  addCase('nba', { name: 'nba-zion-trade-deadline', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNBATRADE-31FEB06ZWIL', 'Zion Williamson traded before the 2031 trade deadline?', 'Sports', z('2031-02-06', '20:00'), 'ZWIL', 'Zion Williamson', 'zion-deadline'),
    B1('Will Zion Williamson be traded by the Feb 6 trade deadline?', 'Sports', z('2031-02-06', '20:00'), 'zion-deadline'),
    G1('Zion Williamson plays for a new team before the 2031-32 season opener?', z('2031-10-21'), 'zion-offseason'),
  ] }, ['deadline']);
}
{ // Wembanyama points, Spurs at Lakers, MLK Day Jan 20, 2031: 30+ (alpha ladder) = O/U 29.5 (beta); 10+ rebounds (beta_us): measure negative.
  const close = z('2031-01-21', '06:00');
  addCase('nba', { name: 'nba-wemby-points-jan20', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXNBAPTS-31JAN20SASLALVWEMBANYAMA', 'Victor Wembanyama points: San Antonio at Los Angeles L', 'Sports', close, [['25', '25+', 'wem25'], ['30', '30+', 'wem30'], ['35', '35+', 'wem35']]),
    B('Wembanyama: Points O/U 29.5 (Spurs vs. Lakers)', 'Sports', close, h2h('nba-sas-lal-2031-01-20-wembanyama-points-29pt5', 'Over', 'Under', 'wem30')),
    U1('nba-sas-lal-2031-01-20-wembanyama-10-plus-rebounds', 'Wembanyama 10+ rebounds vs Lakers (Jan 20)', 'Sports', close, 'wem-reb10'),
  ] }, ['measure']);
}
{ // Heat at Magic, Mon Feb 3, 2031 — alpha only.
  addCase('nba', { name: 'nba-mia-orl-feb3', events: [
    A('KXNBAGAME-31FEB03MIAORL', 'Miami at Orlando', 'Sports', z('2031-02-04', '03:30'), [['MIA', 'Miami', 'mia'], ['ORL', 'Orlando', 'orl']]),
  ] });
}
{ // A 70-point game by Mar 31, 2031 — gamma only.
  addCase('nba', { name: 'nba-70-point-game', events: [G1('Any NBA player scores 70+ points in a game before April 1, 2031?', z('2031-03-31', '23:59'), 'nba70')] });
}

// ───────────────────────────── NHL ─────────────────────────────

{ // Winter Classic, Jan 1, 2031: Canadiens at Bruins winner incl. OT/shootout (alpha, beta) vs 60-minute three-way (gamma): observation negative.
  const close = z('2031-01-02', '00:30');
  addCase('nhl', { name: 'nhl-winter-classic-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNHLGAME-31JAN01MTLBOS', 'Montreal at Boston (Winter Classic)', 'Sports', close, [['MTL', 'Montreal', 'mtl'], ['BOS', 'Boston', 'bos']], { rules: 'Winner including overtime and shootout, per NHL.com.', sources: [NHLS] }),
    B('Canadiens vs. Bruins (Winter Classic)', 'Sports', z('2031-01-01', '21:00'), h2h('nhl-mtl-bos-2031-01-01', 'Canadiens', 'Bruins', 'mtl', { rules: 'Resolves to the winner of the game, including overtime and shootout.' })),
    G('Winter Classic 2031 — result after regulation (60 min)', close, [['Bruins', 'reg-bos'], ['Tie after 60', 'reg-tie'], ['Canadiens', 'reg-mtl']], { rules: 'Regulation time only; overtime and shootout ignored.' }),
  ] }, ['observation']);
}
{ // 2031 Stanley Cup champion (alpha, beta).
  const close = z('2031-06-25', '04:00');
  addCase('nhl', { name: 'stanley-cup-2031', events: [
    A('KXNHL-31', '2031 Stanley Cup champion', 'Sports', close, [['FLA', 'Florida', 'cup-fla'], ['EDM', 'Edmonton', 'cup-edm'], ['COL', 'Colorado', 'cup-col'], ['DAL', 'Dallas', 'cup-dal'], ['CAR', 'Carolina', 'cup-car']]),
    B('Stanley Cup Champion 2031', 'Sports', close, named('stanley-cup-champion-2031', [['Florida Panthers', 'cup-fla'], ['Edmonton Oilers', 'cup-edm'], ['Colorado Avalanche', 'cup-col'], ['Dallas Stars', 'cup-dal'], ['Vegas Golden Knights', 'cup-vgk']])),
  ] });
}
{ // Oilers at Avalanche, Wed Feb 12, 2031: moneyline (alpha, beta_us) vs Avalanche -1.5 puck line (beta): measure negative.
  const close = z('2031-02-13', '05:00');
  addCase('nhl', { name: 'nhl-edm-col-feb12', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXNHLGAME-31FEB12EDMCOL', 'Edmonton at Colorado', 'Sports', close, [['EDM', 'Edmonton', 'edm'], ['COL', 'Colorado', 'col']]),
    U('nhl-edm-col-2031-02-12', 'Oilers at Avalanche', 'Sports', close, h2h('aec-nhl-edm-col-2031-02-12', 'Oilers', 'Avalanche', 'edm')),
    B('Oilers vs. Avalanche: Puck Line (Avalanche -1.5)', 'Sports', close, h2h('nhl-edm-col-2031-02-12-puck-line-col-1pt5', 'Avalanche -1.5', 'Oilers +1.5', 'col-pl')),
  ] }, ['measure']);
}
{ // Macklin Celebrini 50+ goals in 2030-31 (alpha, gamma) vs 45+ goals (beta): threshold negative.
  const close = z('2031-04-18');
  addCase('nhl', { name: 'nhl-celebrini-goals', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXNHLGOALS-31MCEL', 'Macklin Celebrini goals, 2030-31 regular season', 'Sports', close, '50', '50+ goals', 'cel50'),
    G1('Celebrini scores 50 or more goals in the 2030-31 regular season?', close, 'cel50'),
    B1('Will Macklin Celebrini score 45+ goals in the 2030-31 NHL season?', 'Sports', close, 'cel45'),
  ] }, ['threshold']);
}
{ // Devils at Rangers, Sat Dec 14, 2030 (alpha, gamma) vs Devils at Rangers, Thu Feb 20, 2031 (beta): date negative.
  addCase('nhl', { name: 'nhl-nj-nyr-dec14', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNHLGAME-30DEC14NJNYR', 'New Jersey at New York R', 'Sports', z('2030-12-15', '03:30'), [['NJ', 'New Jersey', 'nj'], ['NYR', 'New York R', 'nyr']]),
    G('Devils @ Rangers (Dec 14)', z('2030-12-15', '03:30'), [['Devils', 'nj'], ['Rangers', 'nyr']]),
    B('Devils vs. Rangers', 'Sports', z('2031-02-21', '00:00'), h2h('nhl-nj-nyr-2031-02-20', 'Devils', 'Rangers', 'nj-feb')),
  ] }, ['date']);
}
{ // Senators at Maple Leafs, Sat Mar 1, 2031 — beta_us only.
  addCase('nhl', { name: 'nhl-ott-tor-mar1', events: [
    U('nhl-ott-tor-2031-03-01', 'Senators at Maple Leafs', 'Sports', z('2031-03-02', '03:30'), h2h('aec-nhl-ott-tor-2031-03-01', 'Senators', 'Maple Leafs', 'ott')),
  ] });
}

// ───────────────────────────── EUROPEAN FOOTBALL ─────────────────────────────

{ // Premier League 2030-31 champion (alpha, beta, gamma).
  const close = z('2031-05-25', '17:00');
  addCase('soccer', { name: 'epl-champion-2030-31', events: [
    A('KXEPL-31', 'English Premier League winner 2030-31', 'Sports', close, [['ARS', 'Arsenal', 'epl-ars'], ['MCI', 'Man City', 'epl-mci'], ['LIV', 'Liverpool', 'epl-liv'], ['CHE', 'Chelsea', 'epl-che'], ['NEW', 'Newcastle', 'epl-new']], { sources: [PL] }),
    B('English Premier League Winner 2030-31', 'Sports', close, named('epl-winner-2030-31', [['Arsenal', 'epl-ars'], ['Manchester City', 'epl-mci'], ['Liverpool', 'epl-liv'], ['Chelsea', 'epl-che'], ['Aston Villa', 'epl-avl']])),
    G('Premier League 2030/31 — champions', close, [['Arsenal', 'epl-ars'], ['Man City', 'epl-mci'], ['Liverpool', 'epl-liv'], ['Other', 'epl-other']]),
  ] });
}
{ // Boxing Day: Liverpool vs Man City, Thu Dec 26, 2030, 90 minutes, three-way (all four venues).
  const close = z('2030-12-26', '19:30');
  const q = (s: string): Mx => ({ q: s });
  addCase('soccer', { name: 'epl-liv-mci-boxing-day', events: [
    A('KXEPLGAME-30DEC26LIVMCI', 'Liverpool vs Manchester City', 'Sports', close, [['LIV', 'Liverpool', 'liv'], ['TIE', 'Tie', 'draw'], ['MCI', 'Man City', 'mci']], { sources: [PL] }),
    B('Liverpool FC vs. Manchester City FC', 'Sports', close, [
      ['epl-liv-mci-2030-12-26-liv', 'Liverpool FC', 'liv', q('Will Liverpool FC win on 2030-12-26?')],
      ['epl-liv-mci-2030-12-26-draw', 'Draw (Liverpool FC vs. Manchester City FC)', 'draw', q('Will Liverpool FC vs. Manchester City FC end in a draw?')],
      ['epl-liv-mci-2030-12-26-mci', 'Manchester City FC', 'mci', q('Will Manchester City FC win on 2030-12-26?')],
    ]),
    U('epl-liv-mci-2030-12-26', 'Liverpool v Man City', 'Sports', close, [['epl-liv-mci-2030-12-26-liverpool', 'Liverpool', 'liv'], ['epl-liv-mci-2030-12-26-draw', 'Draw', 'draw'], ['epl-liv-mci-2030-12-26-man-city', 'Man City', 'mci']]),
    G('LIV v MCI — Boxing Day (full time)', close, [['Liverpool', 'liv'], ['Draw', 'draw'], ['Man City', 'mci']], { rules: 'Result after 90 minutes plus stoppage time.' }),
  ] });
}
{ // North London derby, Sat Jan 18, 2031: three-way (alpha, beta) vs both teams to score (gamma): measure negative.
  const close = z('2031-01-18', '14:30');
  addCase('soccer', { name: 'epl-ars-tot-jan18', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEPLGAME-31JAN18ARSTOT', 'Arsenal vs Tottenham', 'Sports', close, [['ARS', 'Arsenal', 'ars'], ['TIE', 'Tie', 'draw'], ['TOT', 'Tottenham', 'tot']]),
    B('Arsenal FC vs. Tottenham Hotspur FC', 'Sports', close, [['epl-ars-tot-2031-01-18-ars', 'Arsenal FC', 'ars'], ['epl-ars-tot-2031-01-18-draw', 'Draw (Arsenal FC vs. Tottenham Hotspur FC)', 'draw'], ['epl-ars-tot-2031-01-18-tot', 'Tottenham Hotspur FC', 'tot']]),
    G1('Arsenal v Spurs (18 Jan): both teams to score?', close, 'btts'),
  ] }, ['measure']);
}
{ // UCL Round of 16, 1st leg, Tue Mar 4, 2031: Real Madrid vs Man City 90 minutes (alpha, beta) vs who advances from the tie (gamma): observation negative.
  addCase('soccer', { name: 'ucl-r16-rma-mci-leg1', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUCLGAME-31MAR04RMAMCI', 'Real Madrid vs Man City (R16, 1st leg)', 'Sports', z('2031-03-04', '22:00'), [['RMA', 'Real Madrid', 'rma'], ['TIE', 'Tie', 'draw'], ['MCI', 'Man City', 'mci']], { sources: [UEFA] }),
    B('Real Madrid vs. Manchester City (UCL R16, Leg 1)', 'Sports', z('2031-03-04', '22:00'), [['ucl-rma-mci-2031-03-04-rma', 'Real Madrid', 'rma'], ['ucl-rma-mci-2031-03-04-draw', 'Draw', 'draw'], ['ucl-rma-mci-2031-03-04-mci', 'Manchester City', 'mci']]),
    G('UCL Round of 16: Real Madrid or Man City to advance?', z('2031-03-12', '22:30'), [['Real Madrid', 'adv-rma'], ['Manchester City', 'adv-mci']], { rules: 'Team that qualifies for the quarter-finals (aggregate, extra time, penalties).' }),
  ] }, ['observation']);
}
{ // UCL Round of 16 Bayern vs PSG: who advances (beta, beta_us, gamma) vs the 2nd leg's 90 minutes, Wed Mar 12 (alpha): observation negative.
  const close = z('2031-03-12', '22:30');
  addCase('soccer', { name: 'ucl-r16-bay-psg-advance', groups: [['beta', 'beta_us', 'gamma'], ['alpha']], events: [
    B('Bayern Munich vs. PSG: Who will advance?', 'Sports', close, [['ucl-r16-bay-psg-advance-bayern', 'Bayern Munich', 'adv-bay'], ['ucl-r16-bay-psg-advance-psg', 'Paris Saint-Germain', 'adv-psg']]),
    U('ucl-bay-psg-to-qualify-2031', 'Bayern vs PSG — To Qualify (Round of 16)', 'Sports', close, h2h('ucl-bay-psg-to-qualify-2031', 'Bayern', 'PSG', 'adv-bay')),
    G('PSG–Bayern: who reaches the UCL quarter-finals?', close, [['PSG', 'adv-psg'], ['Bayern', 'adv-bay']]),
    A('KXUCLGAME-31MAR12BAYPSG', 'Bayern Munich vs PSG (R16, 2nd leg)', 'Sports', close, [['BAY', 'Bayern Munich', 'bay-l2'], ['TIE', 'Tie', 'draw-l2'], ['PSG', 'PSG', 'psg-l2']], { rules: 'Result after 90 minutes plus stoppage time of the 2nd leg.' }),
  ] }, ['observation']);
}
{ // UCL knockout play-off Benfica vs Juventus, 1st leg Tue Feb 18, 2031 (alpha, beta) vs 2nd leg Juventus vs Benfica, Wed Feb 26 (gamma): date negative.
  addCase('soccer', { name: 'ucl-ko-ben-juv-leg1', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUCLGAME-31FEB18BENJUV', 'Benfica vs Juventus', 'Sports', z('2031-02-18', '22:00'), [['BEN', 'Benfica', 'ben'], ['TIE', 'Tie', 'draw'], ['JUV', 'Juventus', 'juv']]),
    B('SL Benfica vs. Juventus FC', 'Sports', z('2031-02-18', '22:00'), [['ucl-ben-juv-2031-02-18-ben', 'SL Benfica', 'ben'], ['ucl-ben-juv-2031-02-18-draw', 'Draw', 'draw'], ['ucl-ben-juv-2031-02-18-juv', 'Juventus FC', 'juv']]),
    G('Juventus v Benfica — UCL play-off 2nd leg (26 Feb), full time', z('2031-02-26', '22:00'), [['Juventus', 'juv-l2'], ['Draw', 'draw-l2'], ['Benfica', 'ben-l2']]),
  ] }, ['date']);
}
{ // UEFA Champions League 2030-31 winner (alpha, beta, gamma) vs teams to reach the final (beta_us): round negative.
  const close = z('2031-05-31', '22:00');
  addCase('soccer', { name: 'ucl-winner-2031', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXUCL-31', 'UEFA Champions League winner 2030-31', 'Sports', close, [['RMA', 'Real Madrid', 'ucl-rma'], ['MCI', 'Man City', 'ucl-mci'], ['BAY', 'Bayern Munich', 'ucl-bay'], ['PSG', 'PSG', 'ucl-psg'], ['ARS', 'Arsenal', 'ucl-ars'], ['BAR', 'Barcelona', 'ucl-bar']], { sources: [UEFA] }),
    B('UEFA Champions League Winner 2031', 'Sports', close, named('uefa-champions-league-winner-2031', [['Real Madrid', 'ucl-rma'], ['Manchester City', 'ucl-mci'], ['Bayern Munich', 'ucl-bay'], ['Paris Saint-Germain', 'ucl-psg'], ['Arsenal', 'ucl-ars'], ['Liverpool', 'ucl-liv']])),
    G('2030/31 Champions League winner', close, [['Real Madrid', 'ucl-rma'], ['Bayern', 'ucl-bay'], ['Arsenal', 'ucl-ars'], ['Barcelona', 'ucl-bar']]),
    U('ucl-2031-reach-final', 'Champions League 2031: to reach the final', 'Sports', z('2031-05-07', '22:00'), [['ucl-2031-reach-final-real-madrid', 'Real Madrid', 'fin-rma'], ['ucl-2031-reach-final-arsenal', 'Arsenal', 'fin-ars'], ['ucl-2031-reach-final-bayern', 'Bayern Munich', 'fin-bay']]),
  ] }, ['round']);
}
{ // FA Cup third round, Sun Jan 12, 2031: Man United vs Arsenal 90 minutes (alpha, beta_us) vs to qualify (gamma): observation negative.
  const close = z('2031-01-12', '18:30');
  addCase('soccer', { name: 'facup-r3-mun-ars', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXFACUPGAME-31JAN12MUNARS', 'Man United vs Arsenal (FA Cup R3)', 'Sports', close, [['MUN', 'Man United', 'mun'], ['TIE', 'Tie', 'draw'], ['ARS', 'Arsenal', 'ars']], { rules: 'Result after 90 minutes plus stoppage time; extra time and penalties excluded.' }),
    U('facup-mun-ars-2031-01-12', 'Manchester United vs Arsenal — FA Cup Third Round', 'Sports', close, [['facup-mun-ars-2031-01-12-mun', 'Manchester United', 'mun'], ['facup-mun-ars-2031-01-12-draw', 'Draw', 'draw'], ['facup-mun-ars-2031-01-12-ars', 'Arsenal', 'ars']]),
    G('FA Cup R3: Man Utd v Arsenal — to qualify', z('2031-01-12', '19:30'), [['Man Utd', 'q-mun'], ['Arsenal', 'q-ars']], { rules: 'Team progressing to the fourth round, incl. extra time and penalties.' }),
  ] }, ['observation']);
}
{ // Carabao Cup final, Sun Mar 2, 2031: cup winner (alpha, gamma) vs 90-minute three-way (beta): observation negative.
  const close = z('2031-03-02', '19:30');
  addCase('soccer', { name: 'carabao-final-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXEFLCUP-31', 'Carabao Cup winner 2030-31', 'Sports', close, [['CHE', 'Chelsea', 'efl-che'], ['NEW', 'Newcastle', 'efl-new']], { rules: 'The team that wins the final, including extra time and penalties.' }),
    G('Carabao Cup 2030/31 winner', close, [['Chelsea', 'efl-che'], ['Newcastle United', 'efl-new']]),
    B('Chelsea vs. Newcastle (Carabao Cup Final)', 'Sports', z('2031-03-02', '18:30'), [['efl-che-new-2031-03-02-che', 'Chelsea', 'che-90'], ['efl-che-new-2031-03-02-draw', 'Draw', 'draw-90'], ['efl-che-new-2031-03-02-new', 'Newcastle', 'new-90']], { rules: 'Regular time only (90 minutes plus stoppage time).' }),
  ] }, ['observation']);
}
{ // Man United manager out by Mar 31, 2031 (alpha, beta) vs before the end of the 2030/31 season (gamma): deadline negative.
  addCase('soccer', { name: 'epl-mun-manager-out', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEPLMGROUT-31MAR31MUN', 'Man United manager out by Mar 31, 2031?', 'Sports', z('2031-03-31'), 'MUN', 'Man United', 'mun-mar'),
    B1('Manchester United manager out by March 31, 2031?', 'Sports', z('2031-03-31'), 'mun-mar'),
    G1('Man Utd manager leaves before the end of the 2030/31 Premier League season?', z('2031-05-25', '17:00'), 'mun-season'),
  ] }, ['deadline']);
}
{ // Leeds relegated from the Premier League 2030-31 (alpha, beta) vs "Leeds stay up" (gamma): inverted.
  const close = z('2031-05-25', '17:00');
  addCase('soccer', { name: 'epl-leeds-relegation', events: [
    A1('KXEPLRELEGATION-31LEE', 'Leeds United relegated from the Premier League in 2030-31?', 'Sports', close, 'LEE', 'Leeds United', 'lee-down'),
    B1('Will Leeds United be relegated from the Premier League 2030-31?', 'Sports', close, 'lee-down'),
    G1('Leeds United avoid relegation from the Premier League 2030/31?', close, 'lee-up'),
  ] }, ['inverted']);
}
{ // Chelsea vs Arsenal, Sat Feb 1, 2031: over 2.5 goals (alpha ladder rung) = O/U 2.5 (beta) = 3 or more goals (gamma).
  const close = z('2031-02-01', '19:30');
  addCase('soccer', { name: 'epl-che-ars-goals-feb1', events: [
    A('KXEPLTOTAL-31FEB01CHEARS', 'Chelsea vs Arsenal: total goals', 'Sports', close, [['2', 'Over 2.5 goals', 'o25'], ['3', 'Over 3.5 goals', 'o35']]),
    B('Chelsea vs. Arsenal: O/U 2.5', 'Sports', close, h2h('epl-che-ars-2031-02-01-total-2pt5', 'Over', 'Under', 'o25')),
    G1('Chelsea–Arsenal (1 Feb): 3 or more goals?', close, 'o25'),
  ] });
}
{ // Haaland anytime goal in the Manchester derby, Sat Mar 8, 2031 — alpha only.
  addCase('soccer', { name: 'epl-haaland-derby-goal', events: [
    A1('KXEPLGOAL-31MAR08MCIMUN', 'Erling Haaland scores vs Man United (Mar 8)?', 'Sports', z('2031-03-08', '19:30'), 'EHAA', 'Erling Haaland', 'haaland-goal'),
  ] });
}

// ───────────────────────────── TENNIS: AUSTRALIAN OPEN 2031 ─────────────────────────────

{ // Australian Open 2031 men's singles champion (alpha, beta, gamma).
  const close = z('2031-02-02', '12:00');
  addCase('tennis', { name: 'ao-2031-men', events: [
    A('KXAUSOPENMENS-31', "Australian Open 2031 men's singles champion", 'Sports', close, [['JSIN', 'Jannik Sinner', 'ao-sinner'], ['CALC', 'Carlos Alcaraz', 'ao-alcaraz'], ['JFON', 'Joao Fonseca', 'ao-fonseca'], ['JMEN', 'Jakub Mensik', 'ao-mensik'], ['BSHE', 'Ben Shelton', 'ao-shelton']], { sources: [AO] }),
    B("Australian Open Men's Winner 2031", 'Sports', close, named('australian-open-mens-winner-2031', [['Jannik Sinner', 'ao-sinner'], ['Carlos Alcaraz', 'ao-alcaraz'], ['João Fonseca', 'ao-fonseca'], ['Jakub Menšík', 'ao-mensik'], ['Jack Draper', 'ao-draper']])),
    G('AO 2031 — Men’s Singles title', close, [['Sinner', 'ao-sinner'], ['Alcaraz', 'ao-alcaraz'], ['Fonseca', 'ao-fonseca'], ['Field', 'ao-field']]),
  ] });
}
{ // Australian Open 2031 women's singles champion (alpha, beta).
  const close = z('2031-02-01', '12:00');
  addCase('tennis', { name: 'ao-2031-women', events: [
    A('KXAUSOPENWOMENS-31', "Australian Open 2031 women's singles champion", 'Sports', close, [['ASAB', 'Aryna Sabalenka', 'aow-sabalenka'], ['CGAU', 'Coco Gauff', 'aow-gauff'], ['MAND', 'Mirra Andreeva', 'aow-andreeva'], ['ISWI', 'Iga Swiatek', 'aow-swiatek'], ['VMBO', 'Victoria Mboko', 'aow-mboko']]),
    B("Australian Open Women's Winner 2031", 'Sports', close, named('australian-open-womens-winner-2031', [['Aryna Sabalenka', 'aow-sabalenka'], ['Coco Gauff', 'aow-gauff'], ['Mirra Andreeva', 'aow-andreeva'], ['Iga Świątek', 'aow-swiatek'], ['Iva Jovic', 'aow-jovic']])),
  ] });
}
{ // AO 2031 men's semifinal, Fri Jan 31: Sinner vs Mensik (alpha, beta, gamma).
  const close = z('2031-01-31', '13:00');
  addCase('tennis', { name: 'ao-2031-sf-sinner-mensik', events: [
    A('KXATPMATCH-31JAN31SINMEN', 'Australian Open SF: Sinner vs Mensik', 'Sports', close, [['SIN', 'Jannik Sinner', 'sin'], ['MEN', 'Jakub Mensik', 'men']]),
    B('Australian Open: Jannik Sinner vs Jakub Menšík', 'Sports', close, h2h('atp-sinner-mensik-2031-01-31', 'Sinner', 'Menšík', 'sin')),
    G('Sinner v Menšík — AO semi-final', close, [['Sinner', 'sin'], ['Menšík', 'men']], { rules: 'Match winner; a retirement counts as a win for the opponent.' }),
  ] });
}
{ // AO 2031 women's quarterfinal, Tue Jan 28: Gauff vs Andreeva winner (alpha, beta_us) vs total games O/U 21.5 (beta): measure negative.
  const close = z('2031-01-28', '14:00');
  addCase('tennis', { name: 'ao-2031-qf-gauff-andreeva', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXWTAMATCH-31JAN28GAUAND', 'Australian Open QF: Gauff vs Andreeva', 'Sports', close, [['GAU', 'Coco Gauff', 'gau'], ['AND', 'Mirra Andreeva', 'and']]),
    U('ao-2031-gauff-andreeva', 'Gauff vs Andreeva — AO Quarterfinal', 'Sports', close, h2h('ao-2031-gauff-andreeva', 'Andreeva', 'Gauff', 'and')),
    B('Gauff vs. Andreeva: Total Games O/U 21.5', 'Sports', close, h2h('wta-gauff-andreeva-2031-01-28-total-games-21pt5', 'Over', 'Under', 'games-o21')),
  ] }, ['measure']);
}
{ // Fonseca reaches the AO 2031 final (alpha, gamma) vs reaches the semifinals (beta_us): round negative.
  addCase('tennis', { name: 'ao-2031-fonseca-final', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A1('KXAOFINALIST-31JFON', 'Joao Fonseca reaches the 2031 Australian Open final?', 'Sports', z('2031-01-31', '13:00'), 'JFON', 'Joao Fonseca', 'fon-final'),
    G1('Fonseca to make the AO 2031 men’s final?', z('2031-01-31', '13:00'), 'fon-final'),
    U1('ao-2031-fonseca-to-reach-semifinals', 'João Fonseca to reach the Australian Open 2031 semifinals', 'Sports', z('2031-01-29', '13:00'), 'fon-sf'),
  ] }, ['round']);
}
{ // Sinner wins AO 2031 without dropping a set — alpha only.
  addCase('tennis', { name: 'ao-2031-sinner-no-sets', events: [A1('KXAOSETS-31JSIN', 'Sinner wins the 2031 Australian Open without dropping a set?', 'Sports', z('2031-02-02', '12:00'), 'JSIN', 'Jannik Sinner', 'sin-clean')] });
}

// ───────────────────────────── RUGBY: SIX NATIONS 2031 ─────────────────────────────

{ // Six Nations 2031 champion (alpha, gamma).
  const close = z('2031-03-15', '22:00');
  addCase('rugby', { name: 'six-nations-2031', events: [
    A('KXSIXNATIONS-31', 'Six Nations Championship 2031 winner', 'Sports', close, [['FRA', 'France', '6n-fra'], ['IRE', 'Ireland', '6n-ire'], ['ENG', 'England', '6n-eng'], ['SCO', 'Scotland', '6n-sco'], ['WAL', 'Wales', '6n-wal'], ['ITA', 'Italy', '6n-ita']], { sources: [SIXN] }),
    G('Guinness Six Nations 2031 champions', close, [['France', '6n-fra'], ['Ireland', '6n-ire'], ['England', '6n-eng'], ['Other', '6n-other']]),
  ] });
}
{ // Any Grand Slam in the 2031 Six Nations (alpha, gamma) vs France Grand Slam (beta): measure negative.
  const close = z('2031-03-15', '22:00');
  addCase('rugby', { name: 'six-nations-2031-grand-slam', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXSIXNATIONSGS-31', 'Will any team win the 2031 Six Nations Grand Slam?', 'Sports', close, 'ANY', 'Any team', 'gs-any'),
    G1('Grand Slam in the 2031 Six Nations (any nation)?', close, 'gs-any'),
    B1('Will France win the 2031 Six Nations Grand Slam?', 'Sports', close, 'gs-fra'),
  ] }, ['measure']);
}
{ // England vs France, Twickenham, Sat Mar 15, 2031: three-way (alpha, beta) vs England by 8+ (gamma): measure negative.
  const close = z('2031-03-15', '22:00');
  addCase('rugby', { name: 'six-nations-eng-fra', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSIXNATIONSGAME-31MAR15ENGFRA', 'England vs France', 'Sports', close, [['ENG', 'England', 'eng'], ['TIE', 'Tie', 'draw'], ['FRA', 'France', 'fra']]),
    B('England vs. France (Six Nations)', 'Sports', close, [['6n-eng-fra-2031-03-15-eng', 'England', 'eng'], ['6n-eng-fra-2031-03-15-draw', 'Draw', 'draw'], ['6n-eng-fra-2031-03-15-fra', 'France', 'fra']]),
    G1('England beat France by 8 or more points (15 Mar)?', close, 'eng-8'),
  ] }, ['measure']);
}
{ // Ireland vs Scotland, Aviva Stadium, Sat Feb 8, 2031, three-way (alpha, beta_us).
  const close = z('2031-02-08', '17:00');
  addCase('rugby', { name: 'six-nations-ire-sco', events: [
    A('KXSIXNATIONSGAME-31FEB08IRESCO', 'Ireland vs Scotland', 'Sports', close, [['IRE', 'Ireland', 'ire'], ['TIE', 'Tie', 'draw'], ['SCO', 'Scotland', 'sco']]),
    U('six-nations-ire-sco-2031-02-08', 'Ireland v Scotland', 'Sports', close, [['six-nations-ire-sco-2031-02-08-ireland', 'Ireland', 'ire'], ['six-nations-ire-sco-2031-02-08-draw', 'Draw', 'draw'], ['six-nations-ire-sco-2031-02-08-scotland', 'Scotland', 'sco']]),
  ] });
}
{ // Ireland Triple Crown 2031 — beta only.
  addCase('rugby', { name: 'six-nations-ire-triple-crown', events: [B1('Will Ireland win the 2031 Triple Crown?', 'Sports', z('2031-03-15', '22:00'), 'ire-tc')] });
}

// ───────────────────────────── FORMULA 1 ─────────────────────────────

{ // Australian Grand Prix 2031, Sun Mar 9 (alpha, beta, gamma).
  const close = z('2031-03-09', '07:00');
  addCase('motorsport', { name: 'f1-aus-gp-2031', events: [
    A('KXF1RACE-31MAR09AUS', 'F1 Australian Grand Prix 2031 winner', 'Sports', close, [['MVER', 'Max Verstappen', 'aus-ver'], ['LNOR', 'Lando Norris', 'aus-nor'], ['OPIA', 'Oscar Piastri', 'aus-pia'], ['CLEC', 'Charles Leclerc', 'aus-lec'], ['GRUS', 'George Russell', 'aus-rus'], ['KANT', 'Kimi Antonelli', 'aus-ant']], { sources: [F1S] }),
    B('F1 Australian Grand Prix 2031: Winner', 'Sports', close, named('f1-australian-gp-2031-winner', [['Max Verstappen', 'aus-ver'], ['Lando Norris', 'aus-nor'], ['Oscar Piastri', 'aus-pia'], ['Charles Leclerc', 'aus-lec'], ['George Russell', 'aus-rus'], ['Andrea Kimi Antonelli', 'aus-ant']])),
    G('Australian GP 2031 — race winner', close, [['VER', 'aus-ver'], ['NOR', 'aus-nor'], ['PIA', 'aus-pia'], ['LEC', 'aus-lec'], ['Other', 'aus-other']], { rules: 'Classified winner per the FIA provisional classification.' }),
  ] });
}
{ // Australian GP 2031 pole position (alpha, beta) vs fastest lap in the race (gamma): measure negative.
  addCase('motorsport', { name: 'f1-aus-pole-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXF1POLE-31MAR08AUS', 'F1 Australian Grand Prix 2031 pole position', 'Sports', z('2031-03-08', '07:00'), [['MVER', 'Max Verstappen', 'pole-ver'], ['LNOR', 'Lando Norris', 'pole-nor'], ['OPIA', 'Oscar Piastri', 'pole-pia'], ['CLEC', 'Charles Leclerc', 'pole-lec']]),
    B('Australian GP 2031: Pole Position', 'Sports', z('2031-03-08', '07:00'), named('f1-australian-gp-2031-pole', [['Max Verstappen', 'pole-ver'], ['Lando Norris', 'pole-nor'], ['Oscar Piastri', 'pole-pia'], ['George Russell', 'pole-rus']])),
    G('Australian GP 2031 — fastest lap (race)', z('2031-03-09', '07:00'), [['Verstappen', 'fl-ver'], ['Norris', 'fl-nor'], ['Piastri', 'fl-pia']]),
  ] }, ['measure']);
}
{ // 2031 F1 Drivers' Champion (alpha, beta).
  const close = z('2031-12-08');
  addCase('motorsport', { name: 'f1-drivers-2031', events: [
    A('KXF1-31', "2031 Formula 1 Drivers' Champion", 'Sports', close, [['MVER', 'Max Verstappen', 'wdc-ver'], ['LNOR', 'Lando Norris', 'wdc-nor'], ['OPIA', 'Oscar Piastri', 'wdc-pia'], ['GRUS', 'George Russell', 'wdc-rus'], ['CLEC', 'Charles Leclerc', 'wdc-lec']]),
    B("F1 Drivers' Champion 2031", 'Sports', close, named('f1-drivers-champion-2031', [['Max Verstappen', 'wdc-ver'], ['Lando Norris', 'wdc-nor'], ['Oscar Piastri', 'wdc-pia'], ['George Russell', 'wdc-rus'], ['Kimi Antonelli', 'wdc-ant']])),
  ] });
}
{ // Chinese GP 2031, Sun Mar 23 (alpha, beta) vs Japanese GP, Sun Apr 6 (gamma): place negative.
  addCase('motorsport', { name: 'f1-chn-gp-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXF1RACE-31MAR23CHN', 'F1 Chinese Grand Prix 2031 winner', 'Sports', z('2031-03-23', '10:00'), [['MVER', 'Max Verstappen', 'chn-ver'], ['LNOR', 'Lando Norris', 'chn-nor'], ['OPIA', 'Oscar Piastri', 'chn-pia'], ['CLEC', 'Charles Leclerc', 'chn-lec']]),
    B('F1 Chinese Grand Prix 2031: Winner', 'Sports', z('2031-03-23', '10:00'), named('f1-chinese-gp-2031-winner', [['Max Verstappen', 'chn-ver'], ['Lando Norris', 'chn-nor'], ['Oscar Piastri', 'chn-pia'], ['George Russell', 'chn-rus']])),
    G('Japanese GP 2031 (Suzuka, 6 Apr) — race winner', z('2031-04-06', '09:00'), [['Verstappen', 'jpn-ver'], ['Norris', 'jpn-nor'], ['Piastri', 'jpn-pia']]),
  ] }, ['place']);
}
{ // Fastest time of 2031 pre-season testing set by a Ferrari — gamma only.
  addCase('motorsport', { name: 'f1-testing-ferrari-2031', events: [G1('Ferrari driver sets the fastest lap of 2031 F1 pre-season testing (Bahrain)?', z('2031-02-28', '17:00'), 'test-fer')] });
}
{ // Daytona 500, Sun Feb 16, 2031 shortened by rain — beta only.
  addCase('other_sport', { name: 'daytona-500-rain-2031', events: [B1('Will the 2031 Daytona 500 be shortened by rain?', 'Sports', z('2031-02-17', '03:00'), 'd500-rain')] });
}

// ───────────────────────────── GOLF ─────────────────────────────

{ // WM Phoenix Open 2031, final round Sun Feb 9 (alpha, beta, gamma).
  const close = z('2031-02-10', '01:00');
  addCase('golf', { name: 'pga-wm-phoenix-2031', events: [
    A('KXPGATOUR-31FEB09WMPO', 'WM Phoenix Open 2031 winner', 'Sports', close, [['SSCH', 'Scottie Scheffler', 'wm-scheffler'], ['RMCI', 'Rory McIlroy', 'wm-mcilroy'], ['LABE', 'Ludvig Aberg', 'wm-aberg'], ['XSCH', 'Xander Schauffele', 'wm-xander'], ['CYOU', 'Cameron Young', 'wm-young']], { sources: [PGA] }),
    B('WM Phoenix Open 2031 Winner', 'Sports', close, named('wm-phoenix-open-2031', [['Scottie Scheffler', 'wm-scheffler'], ['Rory McIlroy', 'wm-mcilroy'], ['Ludvig Åberg', 'wm-aberg'], ['Xander Schauffele', 'wm-xander'], ['Sahith Theegala', 'wm-theegala']])),
    G('WM Phoenix Open 2031 — winner', close, [['Scheffler', 'wm-scheffler'], ['McIlroy', 'wm-mcilroy'], ['Åberg', 'wm-aberg'], ['Field', 'wm-field']]),
  ] });
}
{ // The Players Championship 2031, Sun Mar 16 (alpha, beta_us).
  const close = z('2031-03-17', '00:00');
  addCase('golf', { name: 'pga-players-2031', events: [
    A('KXPGATOUR-31MAR16PLAYERS', 'The Players Championship 2031 winner', 'Sports', close, [['SSCH', 'Scottie Scheffler', 'tpc-scheffler'], ['RMCI', 'Rory McIlroy', 'tpc-mcilroy'], ['CMOR', 'Collin Morikawa', 'tpc-morikawa'], ['LABE', 'Ludvig Aberg', 'tpc-aberg']]),
    U('pga-the-players-2031', 'THE PLAYERS 2031 — Winner', 'Sports', close, [['pga-the-players-2031-scheffler', 'S. Scheffler', 'tpc-scheffler'], ['pga-the-players-2031-mcilroy', 'R. McIlroy', 'tpc-mcilroy'], ['pga-the-players-2031-aberg', 'L. Aberg', 'tpc-aberg']]),
  ] });
}
{ // Genesis Invitational 2031, Sun Feb 23: winner (alpha, gamma) vs Scheffler top-10 finish (beta): measure negative.
  const close = z('2031-02-24', '01:00');
  addCase('golf', { name: 'pga-genesis-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXPGATOUR-31FEB23GENESIS', 'The Genesis Invitational 2031 winner', 'Sports', close, [['SSCH', 'Scottie Scheffler', 'gen-scheffler'], ['RMCI', 'Rory McIlroy', 'gen-mcilroy'], ['PCAN', 'Patrick Cantlay', 'gen-cantlay']]),
    G('Genesis Invitational 2031 (Riviera) — winner', close, [['Scottie Scheffler', 'gen-scheffler'], ['Rory McIlroy', 'gen-mcilroy'], ['Field', 'gen-field']]),
    B1('Scottie Scheffler top 10 at the 2031 Genesis Invitational?', 'Sports', close, 'gen-sch-top10'),
  ] }, ['measure']);
}
{ // The Masters 2031, Sun Apr 13 (alpha, beta).
  const close = z('2031-04-14', '00:00');
  addCase('golf', { name: 'masters-2031', events: [
    A('KXMASTERS-31', 'Masters Tournament 2031 winner', 'Sports', close, [['SSCH', 'Scottie Scheffler', 'mas-scheffler'], ['RMCI', 'Rory McIlroy', 'mas-mcilroy'], ['LABE', 'Ludvig Aberg', 'mas-aberg'], ['BDEC', 'Bryson DeChambeau', 'mas-bryson']]),
    B('Masters Tournament 2031 Winner', 'Sports', close, named('masters-2031-winner', [['Scottie Scheffler', 'mas-scheffler'], ['Rory McIlroy', 'mas-mcilroy'], ['Ludvig Åberg', 'mas-aberg'], ['Jon Rahm', 'mas-rahm']])),
  ] });
}
{ // Hole-in-one on TPC Scottsdale's 16th during the 2031 WM Phoenix Open — beta_us only.
  addCase('golf', { name: 'wm-phoenix-ace-16', events: [U1('wm-phoenix-open-2031-hole-in-one-16th', 'Hole-in-one on the 16th at the 2031 WM Phoenix Open?', 'Sports', z('2031-02-10', '01:00'), 'ace16')] });
}

// ───────────────────────────── BOXING AND UFC ─────────────────────────────

{ // UFC 391 main event, Sat Mar 8, 2031: Topuria vs Tsarukyan (all four venues; beta_us lists Tsarukyan first).
  const close = z('2031-03-09', '07:00');
  addCase('combat', { name: 'ufc-391-topuria-tsarukyan', events: [
    A('KXUFCFIGHT-31MAR08TOPTSA', 'UFC 391: Topuria vs Tsarukyan', 'Sports', close, [['ITOP', 'Ilia Topuria', 'top'], ['ATSA', 'Arman Tsarukyan', 'tsa']], { sources: [UFCS] }),
    B('UFC 391: Ilia Topuria vs. Arman Tsarukyan', 'Sports', close, h2h('ufc-391-topuria-vs-tsarukyan', 'Topuria', 'Tsarukyan', 'top')),
    U('ufc-391-tsarukyan-topuria', 'UFC 391 Main Event: Tsarukyan vs Topuria', 'Sports', close, h2h('ufc-391-tsarukyan-topuria', 'Tsarukyan', 'Topuria', 'tsa')),
    G('UFC 391 main event winner', close, [['Topuria', 'top'], ['Tsarukyan', 'tsa']]),
  ] });
}
{ // UFC 391 method of victory (alpha) = Topuria by KO/TKO (gamma) vs fight goes the distance (beta): measure negative.
  const close = z('2031-03-09', '07:00');
  addCase('combat', { name: 'ufc-391-method', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXUFCMOV-31MAR08TOPTSA', 'UFC 391: Topuria vs Tsarukyan — method of victory', 'Sports', close, [['TOPKO', 'Topuria by KO/TKO', 'top-ko'], ['TOPSUB', 'Topuria by submission', 'top-sub'], ['TOPDEC', 'Topuria by decision', 'top-dec'], ['TSAKO', 'Tsarukyan by KO/TKO', 'tsa-ko'], ['TSASUB', 'Tsarukyan by submission', 'tsa-sub'], ['TSADEC', 'Tsarukyan by decision', 'tsa-dec']]),
    G1('Topuria wins by KO/TKO at UFC 391?', close, 'top-ko'),
    B('UFC 391: Topuria vs. Tsarukyan — Fight to go the distance?', 'Sports', close, h2h('ufc-391-topuria-tsarukyan-go-the-distance', 'Yes', 'No', 'distance')),
  ] }, ['measure']);
}
{ // Itauma vs Dubois, Riyadh, Sat Feb 22, 2031, with the draw (alpha, gamma).
  const close = z('2031-02-23', '02:00');
  addCase('combat', { name: 'boxing-itauma-dubois', events: [
    A('KXBOXING-31FEB22ITADUB', 'Itauma vs Dubois', 'Sports', close, [['MITA', 'Moses Itauma', 'ita'], ['DDUB', 'Daniel Dubois', 'dub'], ['DRAW', 'Draw', 'draw']]),
    G('Itauma v Dubois (Riyadh, 22 Feb) — result', close, [['Itauma', 'ita'], ['Dubois', 'dub'], ['Draw', 'draw']]),
  ] });
}
{ // Ennis vs Ortiz, Las Vegas, Sat Jan 25, 2031: winner (alpha, beta_us) vs goes the full 12 rounds (gamma): measure negative.
  const close = z('2031-01-26', '07:00');
  addCase('combat', { name: 'boxing-ennis-ortiz', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXBOXING-31JAN25ENNORT', 'Ennis vs Ortiz', 'Sports', close, [['JENN', 'Jaron Ennis', 'enn'], ['VORT', 'Vergil Ortiz Jr.', 'ort'], ['DRAW', 'Draw', 'draw']]),
    U('boxing-ennis-ortiz-2031-01-25', 'Jaron "Boots" Ennis vs Vergil Ortiz Jr.', 'Sports', close, [['boxing-ennis-ortiz-2031-01-25-ennis', 'Boots Ennis', 'enn'], ['boxing-ennis-ortiz-2031-01-25-ortiz', 'Vergil Ortiz Jr.', 'ort'], ['boxing-ennis-ortiz-2031-01-25-draw', 'Draw', 'draw']]),
    G1('Ennis v Ortiz goes the full 12 rounds?', close, 'full12'),
  ] }, ['measure']);
}
{ // UFC Fight Night, Sat Feb 15, 2031 main event — alpha only.
  addCase('combat', { name: 'ufc-fn-feb15', events: [
    A('KXUFCFIGHT-31FEB15DELGAR', 'UFC Fight Night: Della Maddalena vs Garry', 'Sports', z('2031-02-16', '06:00'), [['JDEL', 'Jack Della Maddalena', 'jdm'], ['IGAR', 'Ian Machado Garry', 'garry']]),
  ] });
}

// ───────────────────────────── AWARDS ─────────────────────────────

{ // 103rd Academy Awards, Sun Mar 16, 2031: Best Picture (all four venues).
  const close = z('2031-03-17', '05:00');
  addCase('awards', { name: 'oscars-2031-best-picture', events: [
    A('KXOSCARPIC-31', 'Oscar for Best Picture (2031)', 'Entertainment', close, [['GLA', 'Glass Republic', 'bp-glass'], ['LON', 'The Long Winter', 'bp-winter'], ['HAR', 'Harbor Lights', 'bp-harbor'], ['SAI', 'Saint Cecilia', 'bp-cecilia'], ['CAR', 'The Cartographer', 'bp-carto']], { sources: [AMPAS] }),
    B('Oscars 2031: Best Picture Winner', 'Culture', close, named('oscars-2031-best-picture', [['Glass Republic', 'bp-glass'], ['The Long Winter', 'bp-winter'], ['Harbor Lights', 'bp-harbor'], ['Saint Cecilia', 'bp-cecilia'], ['Paper Moons', 'bp-paper']], { src: url(AMPAS) })),
    U('oscars-2031-best-picture', '2031 Academy Awards — Best Picture', 'Culture', close, [['oscars-2031-best-picture-glass-republic', 'Glass Republic', 'bp-glass'], ['oscars-2031-best-picture-the-long-winter', 'The Long Winter', 'bp-winter'], ['oscars-2031-best-picture-harbor-lights', 'Harbor Lights', 'bp-harbor']]),
    G('103rd Academy Awards — Best Picture', close, [['Glass Republic', 'bp-glass'], ['The Long Winter', 'bp-winter'], ['Saint Cecilia', 'bp-cecilia'], ['The Cartographer', 'bp-carto']]),
  ] });
}
{ // Oscars 2031 Best Actor (alpha, gamma).
  const close = z('2031-03-17', '05:00');
  addCase('awards', { name: 'oscars-2031-best-actor', events: [
    A('KXOSCARACTO-31', 'Oscar for Best Actor (2031)', 'Entertainment', close, [['TCHA', 'Timothée Chalamet', 'actor-chalamet'], ['PMES', 'Paul Mescal', 'actor-mescal'], ['ABUT', 'Austin Butler', 'actor-butler'], ['CDOM', 'Colman Domingo', 'actor-domingo'], ['JAWH', 'Jeremy Allen White', 'actor-white']]),
    G('Academy Awards 2031 — Best Actor in a Leading Role', close, [['Chalamet (The Long Winter)', 'actor-chalamet'], ['Mescal (Harbor Lights)', 'actor-mescal'], ['Butler (The Cartographer)', 'actor-butler']]),
  ] });
}
{ // Oscars 2031 Best Actress (alpha, beta) vs Best Supporting Actress (gamma; Saoirse Ronan on both lists): category negative.
  const close = z('2031-03-17', '05:00');
  addCase('awards', { name: 'oscars-2031-best-actress', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXOSCARACTR-31', 'Oscar for Best Actress (2031)', 'Entertainment', close, [['ZEND', 'Zendaya', 'actress-zendaya'], ['SRON', 'Saoirse Ronan', 'actress-ronan'], ['MMAD', 'Mikey Madison', 'actress-madison'], ['JLAW', 'Jennifer Lawrence', 'actress-lawrence']]),
    B('Oscars 2031: Best Actress Winner', 'Culture', close, named('oscars-2031-best-actress', [['Zendaya', 'actress-zendaya'], ['Saoirse Ronan', 'actress-ronan'], ['Mikey Madison', 'actress-madison'], ['Jennifer Lawrence', 'actress-lawrence']])),
    G('Academy Awards 2031 — Best Supporting Actress', close, [['Florence Pugh', 'supp-pugh'], ['Saoirse Ronan', 'supp-ronan'], ['Ayo Edebiri', 'supp-edebiri']]),
  ] }, ['category']);
}
{ // Oscars 2031 Best Director (alpha, gamma) vs Best Original Screenplay (beta_us; writer-directors on both): category negative.
  const close = z('2031-03-17', '05:00');
  addCase('awards', { name: 'oscars-2031-director', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A('KXOSCARDIR-31', 'Oscar for Best Director (2031)', 'Entertainment', close, [['GGER', 'Greta Gerwig', 'dir-gerwig'], ['DVIL', 'Denis Villeneuve', 'dir-villeneuve'], ['PTAN', 'Paul Thomas Anderson', 'dir-pta'], ['CSON', 'Celine Song', 'dir-song'], ['SBAK', 'Sean Baker', 'dir-baker']]),
    G('Oscars 2031 — Best Director', close, [['Gerwig', 'dir-gerwig'], ['Villeneuve', 'dir-villeneuve'], ['P. T. Anderson', 'dir-pta'], ['Song', 'dir-song']]),
    U('oscars-2031-original-screenplay', '2031 Oscars — Best Original Screenplay', 'Culture', close, [['oscars-2031-original-screenplay-celine-song', 'Celine Song', 'scr-song'], ['oscars-2031-original-screenplay-sean-baker', 'Sean Baker', 'scr-baker'], ['oscars-2031-original-screenplay-gerwig-baumbach', 'Greta Gerwig & Noah Baumbach', 'scr-gerwig']]),
  ] }, ['category']);
}
{ // "Glass Republic" wins 5 or more Oscars (alpha, beta) vs more than 5 (gamma): threshold negative.
  const close = z('2031-03-17', '05:00');
  addCase('awards', { name: 'oscars-2031-glass-republic-count', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXOSCARCOUNT-31GLA', 'Glass Republic Oscar wins (2031)', 'Entertainment', close, '5', '5 or more', 'gla5'),
    B1('Will "Glass Republic" win at least 5 Oscars?', 'Culture', close, 'gla5'),
    G1('Glass Republic wins more than 5 Academy Awards?', close, 'gla6'),
  ] }, ['threshold']);
}
{ // Oscars 2031 Best International Feature (alpha, gamma).
  const close = z('2031-03-17', '05:00');
  addCase('awards', { name: 'oscars-2031-international', events: [
    A('KXOSCARINTL-31', 'Oscar for Best International Feature Film (2031)', 'Entertainment', close, [['MAR', 'La Marea (Spain)', 'intl-marea'], ['FLU', 'Der stille Fluss (Germany)', 'intl-fluss'], ['HEU', 'Les Heures claires (France)', 'intl-heures']]),
    G('Oscars 2031 — International Feature', close, [['La Marea', 'intl-marea'], ['Der stille Fluss', 'intl-fluss'], ['Les Heures claires', 'intl-heures']]),
  ] });
}
{ // 88th Golden Globes, Sun Jan 12, 2031: Best Motion Picture – Drama (alpha, beta) vs Musical or Comedy (gamma): category negative.
  const close = z('2031-01-13', '05:00');
  addCase('awards', { name: 'golden-globes-2031-drama', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGGDRAMA-31', 'Golden Globes 2031: Best Motion Picture – Drama', 'Entertainment', close, [['GLA', 'Glass Republic', 'gg-glass'], ['LON', 'The Long Winter', 'gg-winter'], ['SAI', 'Saint Cecilia', 'gg-cecilia'], ['CAR', 'The Cartographer', 'gg-carto']], { sources: [GGS] }),
    B('Golden Globes 2031: Best Motion Picture - Drama', 'Culture', close, named('golden-globes-2031-best-drama', [['Glass Republic', 'gg-glass'], ['The Long Winter', 'gg-winter'], ['Saint Cecilia', 'gg-cecilia'], ['Harbor Lights', 'gg-harbor']])),
    G('Golden Globes 2031 — Best Motion Picture, Musical or Comedy', close, [['Paper Moons', 'mc-paper'], ['Northbound', 'mc-northbound'], ['Small Hours', 'mc-small']]),
  ] }, ['category']);
}
{ // 73rd Grammys, Sun Feb 2, 2031: Album of the Year (all four venues; alpha by album, beta by artist, gamma both).
  const close = z('2031-02-03', '05:00');
  addCase('awards', { name: 'grammys-2031-aoty', events: [
    A('KXGRAMMYAOTY-31', 'Grammys 2031: Album of the Year', 'Entertainment', close, [['SWE', 'Sweet Static', 'aoty-carpenter'], ['UND', 'Undertow', 'aoty-eilish'], ['SEC', 'Second Nature', 'aoty-rodrigo'], ['CAR', 'Caribe', 'aoty-badbunny'], ['MID', 'Midwest Heaven', 'aoty-roan']], { sources: [REC] }),
    B('Grammys 2031: Album of the Year', 'Culture', close, named('grammys-2031-album-of-the-year', [['Sabrina Carpenter', 'aoty-carpenter'], ['Billie Eilish', 'aoty-eilish'], ['Olivia Rodrigo', 'aoty-rodrigo'], ['Bad Bunny', 'aoty-badbunny'], ['Chappell Roan', 'aoty-roan']])),
    U('grammys-2031-album-of-the-year', '73rd Grammy Awards — Album of the Year', 'Culture', close, [['grammys-2031-aoty-sweet-static', 'Sweet Static — Sabrina Carpenter', 'aoty-carpenter'], ['grammys-2031-aoty-undertow', 'Undertow — Billie Eilish', 'aoty-eilish'], ['grammys-2031-aoty-caribe', 'Caribe — Bad Bunny', 'aoty-badbunny']]),
    G('Grammys 2031 — Album of the Year', close, [['Sabrina Carpenter – Sweet Static', 'aoty-carpenter'], ['Billie Eilish – Undertow', 'aoty-eilish'], ['Chappell Roan – Midwest Heaven', 'aoty-roan'], ['Other', 'aoty-other']]),
  ] });
}
{ // Grammys 2031 Record of the Year (alpha, beta) vs Song of the Year with the same songs (gamma): category negative.
  const close = z('2031-02-03', '05:00');
  addCase('awards', { name: 'grammys-2031-roty', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGRAMMYROTY-31', 'Grammys 2031: Record of the Year', 'Entertainment', close, [['GLA', 'Glass Heart', 'roty-glass'], ['SUN', 'Sunday Drive', 'roty-sunday'], ['UND', 'Undertow', 'roty-undertow'], ['LUN', 'Luna Llena', 'roty-luna']]),
    B('Grammys 2031: Record of the Year', 'Culture', close, named('grammys-2031-record-of-the-year', [['Glass Heart - Olivia Rodrigo', 'roty-glass'], ['Sunday Drive - Sabrina Carpenter', 'roty-sunday'], ['Undertow - Billie Eilish', 'roty-undertow'], ['Luna Llena - Bad Bunny', 'roty-luna']])),
    G('Grammys 2031 — Song of the Year', close, [['Glass Heart', 'soty-glass'], ['Sunday Drive', 'soty-sunday'], ['Undertow', 'soty-undertow']]),
  ] }, ['category']);
}
{ // 84th BAFTA Film Awards, Sun Feb 23, 2031: Best Film (alpha, beta) vs Outstanding British Film (beta_us; Harbor Lights on both): category negative.
  const close = z('2031-02-23', '22:00');
  addCase('awards', { name: 'bafta-2031-best-film', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXBAFTAFILM-31', 'BAFTA 2031: Best Film', 'Entertainment', close, [['GLA', 'Glass Republic', 'baf-glass'], ['HAR', 'Harbor Lights', 'baf-harbor'], ['LON', 'The Long Winter', 'baf-winter'], ['SAI', 'Saint Cecilia', 'baf-cecilia']], { sources: [BAFTAS] }),
    B('BAFTA Awards 2031: Best Film', 'Culture', close, named('bafta-2031-best-film', [['Glass Republic', 'baf-glass'], ['Harbor Lights', 'baf-harbor'], ['The Long Winter', 'baf-winter'], ['Saint Cecilia', 'baf-cecilia']])),
    U('bafta-2031-outstanding-british-film', 'BAFTA 2031 — Outstanding British Film', 'Culture', close, [['bafta-2031-obf-harbor-lights', 'Harbor Lights', 'obf-harbor'], ['bafta-2031-obf-northbound', 'Northbound', 'obf-northbound'], ['bafta-2031-obf-the-quiet-hours', 'The Quiet Hours', 'obf-quiet']]),
  ] }, ['category']);
}
{ // Actor Awards 2031: Outstanding Performance by a Cast — alpha only.
  addCase('awards', { name: 'actor-awards-2031-cast', events: [
    A('KXSAGCAST-31', 'Actor Awards 2031: Outstanding Performance by a Cast in a Motion Picture', 'Entertainment', z('2031-03-03', '05:00'), [['SAI', 'Saint Cecilia', 'cast-cecilia'], ['GLA', 'Glass Republic', 'cast-glass'], ['LON', 'The Long Winter', 'cast-winter']]),
  ] });
}
{ // Bad Bunny performs at the 2031 Grammys — beta_us only.
  addCase('awards', { name: 'grammys-2031-bad-bunny-performs', events: [U1('grammys-2031-bad-bunny-performs', 'Will Bad Bunny perform at the 2031 Grammys?', 'Culture', z('2031-02-03', '05:00'), 'bb-perform')] });
}
{ // Oscars 2031 telecast longer than 3h30 — gamma only.
  addCase('awards', { name: 'oscars-2031-runtime', events: [G1('Oscars 2031 telecast runs longer than 3 hours 30 minutes?', z('2031-03-17', '05:00'), 'oscars-long')] });
}

// ───────────────────────────── BOX OFFICE ─────────────────────────────

{ // #1 film at the domestic box office, weekend of Fri Dec 27 – Sun Dec 29, 2030 (alpha, beta; both Box Office Mojo).
  const close = z('2030-12-30', '20:00');
  addCase('box_office', { name: 'box-office-xmas-weekend-2030', events: [
    A('KXBOXOFFICE-30DEC29', 'Top film at the domestic box office, Dec 27-29, 2030', 'Entertainment', close, [['KOA', 'Kingdom of Ash', 'xmas-koa'], ['SD2', 'Snow Day 2', 'xmas-sd2'], ['ORB', 'Orbiter', 'xmas-orb']], { sources: [BOM] }),
    B('#1 movie at the box office this weekend (Dec 27-29)?', 'Culture', close, w(named('box-office-weekend-2030-12-27', [['Kingdom of Ash', 'xmas-koa'], ['Snow Day 2', 'xmas-sd2'], ['Orbiter', 'xmas-orb']]), { src: url(BOM) })),
  ] });
}
{ // "Kingdom of Ash" opening weekend (Dec 20-22, 2030): alpha ladder and gamma on Box Office Mojo; beta $125M on The Numbers: one event, fungible false alpha|beta.
  const close = z('2030-12-23', '20:00');
  addCase('box_office', { name: 'box-office-koa-opening', fungible: nf('alpha|beta'), events: [
    A('KXKOAOPEN-30DEC22', 'Kingdom of Ash domestic opening weekend', 'Entertainment', close, [['100', 'Above $100M', 'koa100'], ['125', 'Above $125M', 'koa125'], ['150', 'Above $150M', 'koa150']], { sources: [BOM] }),
    B1('Kingdom of Ash domestic opening weekend above $125M?', 'Culture', close, 'koa125', { mx: { src: url(TN) } }),
    G1('"Kingdom of Ash" opens above $150M domestic (Box Office Mojo, Fri-Sun)?', close, 'koa150'),
  ] }, ['source']);
}
{ // MLK weekend 2031: #1 film over the 3-day weekend Jan 17-19 (alpha, gamma) vs the 4-day weekend Jan 17-20 (beta): measure negative.
  addCase('box_office', { name: 'box-office-mlk-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXBOXOFFICE-31JAN19', 'Top film at the domestic box office, Jan 17-19, 2031', 'Entertainment', z('2031-01-20', '20:00'), [['HOL', 'Hollow Pines', 'mlk-hollow'], ['KOA', 'Kingdom of Ash', 'mlk-koa'], ['ORB', 'Orbiter', 'mlk-orb']], { sources: [BOM] }),
    G('Weekend box office #1, 17-19 Jan 2031 (3-day)', z('2031-01-20', '20:00'), [['Hollow Pines', 'mlk-hollow'], ['Kingdom of Ash', 'mlk-koa'], ['Orbiter', 'mlk-orb']]),
    B('#1 movie over MLK 4-day weekend (Jan 17-20)?', 'Culture', z('2031-01-21', '20:00'), w(named('box-office-mlk-4-day-2031', [['Hollow Pines', 'mlk4-hollow'], ['Kingdom of Ash', 'mlk4-koa'], ['Orbiter', 'mlk4-orb']]), { src: url(BOM) })),
  ] }, ['measure']);
}
{ // Highest-grossing film of 2030 domestically (alpha, gamma) vs worldwide (beta): measure negative.
  const close = z('2031-01-02', '20:00');
  addCase('box_office', { name: 'box-office-top-film-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXTOPFILM-30', 'Highest-grossing film of 2030 (domestic)', 'Entertainment', close, [['STA', 'Starline', 'dom-starline'], ['IRO', 'Iron Tide', 'dom-iron'], ['QUI', 'The Quiet Realm', 'dom-quiet']], { sources: [BOM] }),
    G('Top domestic grosser of calendar 2030 (Box Office Mojo)', close, [['Starline', 'dom-starline'], ['Iron Tide', 'dom-iron'], ['The Quiet Realm', 'dom-quiet']]),
    B('Highest grossing movie worldwide in 2030?', 'Culture', close, named('highest-grossing-movie-worldwide-2030', [['Starline', 'ww-starline'], ['Iron Tide', 'ww-iron'], ['The Quiet Realm', 'ww-quiet']])),
  ] }, ['measure']);
}
{ // Presidents' Day 3-day weekend #1 film, Feb 14-16, 2031 (alpha, beta_us).
  const close = z('2031-02-17', '20:00');
  addCase('box_office', { name: 'box-office-presidents-day-2031', events: [
    A('KXBOXOFFICE-31FEB16', 'Top film at the domestic box office, Feb 14-16, 2031', 'Entertainment', close, [['STA', 'Starline 2', 'pd-starline2'], ['CUP', "Cupid's Errand", 'pd-cupid'], ['HOL', 'Hollow Pines', 'pd-hollow']], { sources: [BOM] }),
    U('box-office-weekend-2031-02-14', 'Box Office: #1 Movie (Feb 14-16 weekend)', 'Culture', close, [['box-office-weekend-2031-02-14-starline-2', 'Starline 2', 'pd-starline2'], ['box-office-weekend-2031-02-14-cupids-errand', "Cupid's Errand", 'pd-cupid']]),
  ] });
}
{ // "Kingdom of Ash" Rotten Tomatoes score above 80% (alpha) vs above 85% (beta): threshold negative.
  addCase('box_office', { name: 'rt-koa-score', groups: [['alpha'], ['beta']], events: [
    A1('KXRTKOA-30DEC19', 'Kingdom of Ash Rotten Tomatoes score', 'Entertainment', z('2030-12-19', '17:00'), 'T80', 'Above 80%', 'rt80'),
    B1('Kingdom of Ash Rotten Tomatoes score above 85%?', 'Culture', z('2030-12-19', '17:00'), 'rt85'),
  ] }, ['threshold']);
}
{ // "Kingdom of Ash" $1B worldwide by Mar 31, 2031 — gamma only.
  addCase('box_office', { name: 'koa-1b-worldwide', events: [G1('Kingdom of Ash reaches $1 billion worldwide by 31 Mar 2031?', z('2031-03-31', '23:59'), 'koa1b')] });
}

// ───────────────────────────── STREAMING AND CHARTS ─────────────────────────────

{ // Netflix global Top 10, week of Jan 6-12, 2031: #1 English TV (alpha, beta) vs #1 English Film (gamma): category negative.
  const close = z('2031-01-14', '20:00');
  addCase('streaming', { name: 'netflix-top10-jan12', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNETFLIXTV-31JAN12', 'Top Netflix show (English TV), week of Jan 6, 2031', 'Entertainment', close, [['BRI', 'Bridgerton', 'nf-bridgerton'], ['ASH', 'The Ashgrove Files', 'nf-ashgrove'], ['NIG', 'Nightwatch', 'nf-nightwatch']], { sources: [NFLX] }),
    B('#1 Netflix English TV show (Jan 6-12)?', 'Culture', close, w(named('netflix-english-tv-2031-01-06', [['Bridgerton', 'nf-bridgerton'], ['The Ashgrove Files', 'nf-ashgrove'], ['Nightwatch', 'nf-nightwatch']]), { src: url(NFLX) })),
    G('Netflix Top 10 — #1 English film, week of 6 Jan 2031', close, [['Glasshouse', 'film-glasshouse'], ['Midnight Train', 'film-midnight'], ['Red Notice 2', 'film-rn2']]),
  ] }, ['category']);
}
{ // Billboard Hot 100 #1 on the chart dated Jan 4, 2031 (alpha, beta) vs the chart dated Dec 28, 2030 (gamma): date negative.
  addCase('streaming', { name: 'hot100-jan4-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXHOT100-31JAN04', 'Billboard Hot 100 #1 (chart dated Jan 4, 2031)', 'Entertainment', z('2030-12-31', '18:00'), [['MAR', 'All I Want for Christmas Is You', 'h-mariah'], ['BRE', "Rockin' Around the Christmas Tree", 'h-brenda'], ['WHA', 'Last Christmas', 'h-wham']], { sources: [BB] }),
    B('Billboard Hot 100 #1 on the Jan 4, 2031 chart?', 'Culture', z('2030-12-31', '18:00'), named('billboard-hot-100-2031-01-04', [['Mariah Carey - All I Want for Christmas Is You', 'h-mariah'], ["Brenda Lee - Rockin' Around the Christmas Tree", 'h-brenda'], ['Olivia Rodrigo - Glass Heart', 'h-glass']])),
    G('Hot 100 No. 1 — chart dated 28 Dec 2030', z('2030-12-23', '18:00'), [['All I Want for Christmas Is You', 'h-mariah-dec28'], ['Glass Heart', 'h-glass-dec28']]),
  ] }, ['date']);
}
{ // Spotify daily chart, Jan 1, 2031: #1 song on the Global chart (alpha, gamma) vs on the US chart (beta): place negative.
  const close = z('2031-01-02', '18:00');
  addCase('streaming', { name: 'spotify-daily-jan1-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXSPOTIFYGLOBAL-31JAN01', 'Top song on Spotify Global daily chart, Jan 1, 2031', 'Entertainment', close, [['GLA', 'Glass Heart', 'sg-glass'], ['SUN', 'Sunday Drive', 'sg-sunday'], ['LUN', 'Luna Llena', 'sg-luna']], { sources: [SPOT] }),
    G('Spotify Top 50 Global — #1 on 1 Jan 2031', close, [['Olivia Rodrigo – Glass Heart', 'sg-glass'], ['Sabrina Carpenter – Sunday Drive', 'sg-sunday'], ['Bad Bunny – Luna Llena', 'sg-luna']]),
    B('#1 song on Spotify US on January 1, 2031?', 'Culture', close, named('spotify-us-2031-01-01', [['Glass Heart', 'sus-glass'], ['Sunday Drive', 'sus-sunday'], ['Luna Llena', 'sus-luna']])),
  ] }, ['place']);
}
{ // Spotify Wrapped 2030 top artist globally (alpha, beta, gamma) vs top song globally (beta_us): measure negative.
  const close = z('2030-12-03', '18:00');
  addCase('streaming', { name: 'spotify-wrapped-2030', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSPOTIFYWRAPPED-30', 'Spotify Wrapped 2030: top artist globally', 'Entertainment', close, [['TSWI', 'Taylor Swift', 'wr-swift'], ['BBUN', 'Bad Bunny', 'wr-badbunny'], ['TWEE', 'The Weeknd', 'wr-weeknd'], ['SCAR', 'Sabrina Carpenter', 'wr-carpenter']]),
    B('Spotify Wrapped 2030: #1 Global Artist', 'Culture', close, named('spotify-wrapped-2030-top-artist', [['Taylor Swift', 'wr-swift'], ['Bad Bunny', 'wr-badbunny'], ['The Weeknd', 'wr-weeknd'], ['Drake', 'wr-drake']])),
    G('Spotify Wrapped 2030 — most-streamed artist (global)', close, [['Taylor Swift', 'wr-swift'], ['Bad Bunny', 'wr-badbunny'], ['Sabrina Carpenter', 'wr-carpenter']]),
    U('spotify-wrapped-2030-top-song', 'Spotify Wrapped 2030: Most-Streamed Song Globally', 'Culture', close, [['spotify-wrapped-2030-top-song-sunday-drive', 'Sunday Drive', 'ws-sunday'], ['spotify-wrapped-2030-top-song-glass-heart', 'Glass Heart', 'ws-glass']]),
  ] }, ['measure']);
}
{ // Billboard 200 #1 album, chart dated Feb 15, 2031 (alpha, beta_us).
  const close = z('2031-02-09', '18:00');
  addCase('streaming', { name: 'billboard200-feb15-2031', events: [
    A('KXBB200-31FEB15', 'Billboard 200 #1 album (chart dated Feb 15, 2031)', 'Entertainment', close, [['SWE', 'Sweet Static', 'b200-sweet'], ['CAR', 'Caribe', 'b200-caribe'], ['SOS', 'SOS Deluxe II', 'b200-sza']]),
    U('billboard-200-2031-02-15', 'Billboard 200 No. 1 — chart dated February 15, 2031', 'Culture', close, [['billboard-200-2031-02-15-sweet-static', 'Sabrina Carpenter — Sweet Static', 'b200-sweet'], ['billboard-200-2031-02-15-caribe', 'Bad Bunny — Caribe', 'b200-caribe']]),
  ] });
}
{ // Netflix renews "Nightwatch" for a third season by Mar 31, 2031 — gamma only.
  addCase('streaming', { name: 'nightwatch-renewal', events: [G1('Netflix renews "Nightwatch" for Season 3 by 31 Mar 2031?', z('2031-03-31', '23:59'), 'nw-s3')] });
}

// ───────────────────────────── NON-SPORT DISTRACTORS (same months) ─────────────────────────────

{ // FOMC decision, Wed Jan 29, 2031: alpha and beta buckets (a hike of 25 bp vs "25+ bps increase" do not coincide); gamma "any cut" (own bucket).
  const close = z('2031-01-29', '19:00');
  addCase('distractor', { name: 'fomc-jan-2031', events: [
    A('KXFEDDECISION-31JAN', 'Fed decision in Jan 2031', 'Economics', close, [['C26', 'Cut >25bps', 'fed-c50'], ['C25', 'Cut 25bps', 'fed-c25'], ['H0', 'Hold', 'fed-hold'], ['H25', 'Hike 25bps', 'fed-h25']], { sources: [FED] }),
    B('Fed decision in January?', 'Economics', close, [['fed-decrease-50-plus-bps-january-2031', '50+ bps decrease', 'fed-c50'], ['fed-decrease-25-bps-january-2031', '25 bps decrease', 'fed-c25'], ['no-change-in-fed-rates-january-2031', 'No change', 'fed-hold'], ['fed-increase-25-plus-bps-january-2031', '25+ bps increase', 'fed-h25plus']]),
    G1('Will the FOMC cut rates at the Jan 28-29, 2031 meeting?', close, 'fed-cutany'),
  ] });
}
{ // FOMC, Wed Dec 18, 2030: hold (alpha bucket, gamma single) vs a cut by March 2031 (beta): deadline negative.
  addCase('distractor', { name: 'fomc-dec-2030', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXFEDDECISION-30DEC', 'Fed decision in Dec 2030', 'Economics', z('2030-12-18', '19:00'), [['C25', 'Cut 25bps', 'dec-c25'], ['H0', 'Hold', 'dec-hold'], ['H25', 'Hike 25bps', 'dec-h25']], { sources: [FED] }),
    G1('FOMC holds rates in December 2030?', z('2030-12-18', '19:00'), 'dec-hold'),
    B1('Fed rate cut by March 2031?', 'Economics', z('2031-03-19', '18:00'), 'cut-by-mar'),
  ] }, ['deadline']);
}
{ // US CPI for Dec 2030 (released Jan 14, 2031), year over year: "Above 2.8%" (alpha rung, beta) = "2.9% or higher" (gamma).
  const close = z('2031-01-14', '13:30');
  addCase('distractor', { name: 'us-cpi-dec-2030', events: [
    A('KXCPIYOY-30DEC', 'CPI year-over-year in Dec 2030', 'Economics', close, [['T2.6', 'Above 2.6%', 'cpi26'], ['T2.8', 'Above 2.8%', 'cpi28'], ['T3.0', 'Above 3.0%', 'cpi30']], { sources: [BLS] }),
    B1('December 2030 CPI YoY above 2.8%?', 'Economics', close, 'cpi28', { mx: { src: url(BLS) } }),
    G1('US CPI (Dec 2030, y/y, NSA) comes in at 2.9% or higher?', close, 'cpi28'),
  ] });
}
{ // January 2031 jobs report (Fri Feb 7): payrolls above 150K (alpha rung, beta) vs unemployment rate 4.5% or higher (gamma): measure negative.
  const close = z('2031-02-07', '13:30');
  addCase('distractor', { name: 'us-jobs-jan-2031', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXPAYROLLS-31JAN', 'Jobs added in Jan 2031', 'Economics', close, [['T100000', 'Above 100,000', 'nfp100'], ['T150000', 'Above 150,000', 'nfp150'], ['T200000', 'Above 200,000', 'nfp200']]),
    B1('January 2031 jobs report: more than 150K jobs added?', 'Economics', close, 'nfp150'),
    G1('US unemployment rate for Jan 2031 at 4.5% or higher?', close, 'ur45'),
  ] }, ['measure']);
}
{ // Bitcoin on Jan 31, 2031 at 5 pm ET: CF Benchmarks (alpha) vs Binance (gamma), one event, fungible false; noon ET (beta): observation negative.
  addCase('distractor', { name: 'btc-jan31-2031', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A('KXBTCD-31JAN3117', 'Bitcoin price on Jan 31, 2031 at 5pm EST', 'Crypto', z('2031-01-31', '22:00'), [['T149999.99', '$150,000 or above', 'btc150'], ['T159999.99', '$160,000 or above', 'btc160']], { sources: [CFB] }),
    G1('BTC/USDT (Binance) at or above $150,000 at 17:00 ET on 31 Jan 2031?', z('2031-01-31', '22:00'), 'btc150', { rules: 'Binance BTC/USDT 1-minute candle close at 17:00 ET.' }),
    B1('Bitcoin above $150,000 on January 31, 2031 (12:00 PM ET)?', 'Crypto', z('2031-01-31', '17:00'), 'btc150-noon', { mx: { src: 'https://www.binance.com/en/trade/BTC_USDT' } }),
  ] }, ['source', 'observation']);
}
{ // Ether on Dec 31, 2030 at 5 pm ET (alpha, beta; CF Benchmarks) vs Bitcoin at the same time (gamma): asset negative.
  const close = z('2030-12-31', '22:00');
  addCase('distractor', { name: 'eth-dec31-2030', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXETHD-30DEC3117', 'Ethereum price on Dec 31, 2030 at 5pm EST', 'Crypto', close, [['T5999.99', '$6,000 or above', 'eth6k'], ['T6999.99', '$7,000 or above', 'eth7k']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    B1('Ethereum above $6,000 on December 31 (5PM ET)?', 'Crypto', close, 'eth6k', { mx: { src: 'https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI' } }),
    G1('Bitcoin above $140,000 at 5 PM ET on 31 Dec 2030?', close, 'btc140'),
  ] }, ['asset']);
}
{ // New York City December 2030 snowfall above 4 inches: Central Park (alpha, beta) vs LaGuardia (gamma): one event, fungible false on the gamma pairs.
  const close = z('2031-01-01', '15:00');
  addCase('distractor', { name: 'nyc-snow-dec-2030', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A('KXSNOWNYM-30DEC', 'NYC snowfall in December 2030', 'Climate and Weather', close, [['T2', 'Above 2 inches', 'snow2'], ['T4', 'Above 4 inches', 'snow4'], ['T6', 'Above 6 inches', 'snow6']], { sources: [NWS] }),
    B1('Will NYC (Central Park) get more than 4 inches of snow in December 2030?', 'Weather', close, 'snow4', { mx: { src: url(NWS) } }),
    G1('New York (LaGuardia) December 2030 snowfall above 4 in?', close, 'snow4', { rules: 'NWS climate report for LaGuardia Airport (KLGA).' }),
  ] }, ['source']);
}
{ // First Speaker of the 122nd Congress, Jan 2031 (alpha, beta) vs House Minority Leader (gamma): office negative.
  const close = z('2031-01-10');
  addCase('distractor', { name: 'speaker-122nd-congress', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSPEAKER-31JAN', 'First Speaker of the House in the 122nd Congress', 'Politics', close, [['HJEF', 'Hakeem Jeffries', 'spk-jeffries'], ['MJOH', 'Mike Johnson', 'spk-johnson'], ['SSCA', 'Steve Scalise', 'spk-scalise']]),
    B('Who will be the first Speaker of the 122nd Congress?', 'Politics', close, named('speaker-of-the-house-122nd-congress', [['Hakeem Jeffries', 'spk-jeffries'], ['Mike Johnson', 'spk-johnson'], ['Steve Scalise', 'spk-scalise'], ['Pete Aguilar', 'spk-aguilar']])),
    G('House Minority Leader in the 122nd Congress (Jan 2031)', close, [['Hakeem Jeffries', 'min-jeffries'], ['Mike Johnson', 'min-johnson'], ['Steve Scalise', 'min-scalise']]),
  ] }, ['office']);
}
{ // Federal government shutdown by Jan 31, 2031 (alpha, gamma) vs a shutdown in February 2031 (beta): deadline negative.
  addCase('distractor', { name: 'us-shutdown-jan-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXGOVSHUT-31JAN31', 'Government shutdown by Jan 31, 2031?', 'Politics', z('2031-01-31'), 'SHUT', 'Shutdown', 'shut-jan'),
    G1('US federal government shutdown begins on or before 31 Jan 2031?', z('2031-01-31'), 'shut-jan'),
    B1('US government shutdown in February 2031?', 'Politics', z('2031-02-28'), 'shut-feb'),
  ] }, ['deadline']);
}
{ // AAA national average regular gas on Jan 31, 2031 above $3.25 (alpha rung, beta).
  const close = z('2031-01-31', '15:00');
  addCase('distractor', { name: 'aaa-gas-jan31-2031', events: [
    A('KXAAAGASM-31JAN31', 'US average gas price on Jan 31, 2031', 'Economics', close, [['T3.00', 'Above $3.00', 'gas300'], ['T3.25', 'Above $3.25', 'gas325']], { sources: ['AAA https://gasprices.aaa.com'] }),
    B1('US national average gas price above $3.25 on January 31, 2031 (AAA)?', 'Economics', close, 'gas325', { mx: { src: 'https://gasprices.aaa.com' } }),
  ] });
}
{ // S&P 500 close on Mar 31, 2031 at or above 8,000 (alpha rung, gamma) vs Nasdaq-100 above 28,000 (beta): asset negative.
  const close = z('2031-03-31', '20:00');
  addCase('distractor', { name: 'spx-mar31-2031', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXINX-31MAR31', 'S&P 500 close on Mar 31, 2031', 'Financials', close, [['T7999.99', '8,000 or above', 'spx8000'], ['T8499.99', '8,500 or above', 'spx8500']]),
    G1('S&P 500 closes at or above 8000 on 31 Mar 2031?', close, 'spx8000'),
    B1('Nasdaq-100 above 28,000 at close on March 31, 2031?', 'Finance', close, 'ndx28k'),
  ] }, ['asset']);
}
{ // Gold above $5,000 on Fri Feb 28, 2031: COMEX settle (alpha) vs LBMA PM (beta): one event, fungible false.
  addCase('distractor', { name: 'gold-feb28-2031', fungible: nf('alpha|beta'), events: [
    A1('KXGOLD-31FEB28', 'Gold settle on Feb 28, 2031 (COMEX front month)', 'Financials', z('2031-02-28', '18:30'), 'T5000', 'Above $5,000', 'gold5k', { rules: 'COMEX GC front-month settlement price on Feb 28, 2031 above $5,000/oz.' }),
    B1('Gold above $5,000 on February 28, 2031?', 'Finance', z('2031-02-28', '18:30'), 'gold5k', { mx: { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices', rules: 'Resolves Yes if the LBMA Gold Price PM on Feb 28, 2031 is above $5,000.' } }),
  ] }, ['source']);
}
{ // Chicago (O'Hare) January 2031 low: "below -10°F" (alpha) vs "-10°F or colder" (gamma), integer readings: threshold negative.
  addCase('distractor', { name: 'chicago-cold-jan-2031', groups: [['alpha'], ['gamma']], events: [
    A1('KXLOWCHI-31JAN', "Lowest temperature at Chicago O'Hare in January 2031", 'Climate and Weather', z('2031-02-01', '15:00'), 'T-10', 'Below -10°F', 'chi-lt10'),
    G1('Chicago O’Hare reaches -10°F or colder in January 2031?', z('2031-02-01', '15:00'), 'chi-le10'),
  ] }, ['threshold']);
}
{ // ECB monetary policy decision, Thu Mar 6, 2031 (alpha, beta).
  const close = z('2031-03-06', '13:15');
  addCase('distractor', { name: 'ecb-mar-2031', events: [
    A('KXECBRATE-31MAR', 'ECB deposit facility rate decision, Mar 2031', 'Economics', close, [['CUT', 'Cut', 'ecb-cut'], ['HOLD', 'Hold', 'ecb-hold'], ['HIKE', 'Hike', 'ecb-hike']]),
    B('ECB decision in March 2031?', 'Economics', close, [['ecb-decrease-march-2031', 'Decrease', 'ecb-cut'], ['ecb-no-change-march-2031', 'No change', 'ecb-hold'], ['ecb-increase-march-2031', 'Increase', 'ecb-hike']], { rules: 'Resolves on the deposit facility rate announced by the ECB on March 6, 2031.' }),
  ] });
}
{ // WTI front-month settle on Mar 31, 2031 above $70 (alpha rung, beta).
  const close = z('2031-03-31', '18:30');
  addCase('distractor', { name: 'wti-mar31-2031', events: [
    A('KXWTI-31MAR31', 'WTI crude oil settle on Mar 31, 2031', 'Financials', close, [['T65', 'Above $65', 'wti65'], ['T70', 'Above $70', 'wti70']], { sources: ['CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html'] }),
    B1('WTI crude above $70 at settle on March 31, 2031?', 'Finance', close, 'wti70', { mx: { src: 'https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html' } }),
  ] });
}
{ // TSA checkpoint volume above 3.2M on any day in December 2030 — beta only.
  addCase('distractor', { name: 'tsa-dec-2030', events: [B1('Will TSA screen more than 3.2 million people on any day in December 2030?', 'Economics', z('2031-01-01', '15:00'), 'tsa32')] });
}
{ // UK CPI for January 2031 above 2.5% y/y — alpha only.
  addCase('distractor', { name: 'uk-cpi-jan-2031', events: [A1('KXUKCPI-31JAN', 'UK CPI year-over-year in Jan 2031', 'Economics', z('2031-02-19', '07:00'), 'T2.5', 'Above 2.5%', 'ukcpi25')] });
}
{ // State of the Union address delivered before Mar 1, 2031 — gamma only.
  addCase('distractor', { name: 'sotu-2031', events: [G1('State of the Union address delivered before 1 March 2031?', z('2031-02-28', '23:59'), 'sotu')] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout31-set.json', import.meta.url));
