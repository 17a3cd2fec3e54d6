// Thirty-sixth independent refdata holdout: writes test/refdata/holdout36-set.json (a broad catalog snapshot of spring
// 2032 — the four venues' listings as they stand on Monday March 29, 2032, the day after Easter, with closes from that
// evening to the end of 2032: the real mix of a venue catalog. Mostly sports games and props (NBA and NHL run-in, MLB opening
// week, the men's and women's Final Fours, the Euro 2032 play-off finals, the European league weekend and Champions
// League quarter-finals, clay-court tennis, the Texas Open and the Masters, the Japanese Grand Prix, a UFC card), then
// crypto and index dailies, US and foreign economic releases, central-bank meetings, the 2032 US primaries and elections
// abroad (France, South Korea, English locals), company events, culture (box office, charts, Eurovision) and weather
// dailies).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout36.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug and the HoldoutRow/Mx types), lines 1–80 of test/refdata/holdout35.build.ts (its header: the
// labelling rules below are adopted from it verbatim, and the helper usage) and the last 45 lines of
// test/refdata/holdout35.build.ts (how the JSON is written out).
// Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or test in
// test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
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
// Set-specific readings (applying the rules above): a game's moneyline, its point spread / run line / puck line and its
// total are different measures, so different events; an NHL moneyline (overtime and shootout included) and a
// "win in regulation" market are different observations; a football match's 90-minute result and "to qualify"/"to
// advance" (extra time, penalties, or the aggregate over two legs) are different observations. Winning a semi-final and
// "reaching the final" of the same bracket are one observation (the same YES side); a semi-final and the final are
// different rounds; a conference title and the league title are different rounds. Another threshold or finishing
// position on the SAME observation (a player's points in one game, a golfer's finish in one tournament, a driver's
// place in one race) is the same event with its own `t`, recorded as a 'threshold' hard negative. Counts published as
// integers (payrolls in thousands, deliveries, wins, points, strikeouts, °F, Rotten Tomatoes %) follow the one-decimal
// reading: "above 150,000" is "151K or more", not "150K or more"; "30+ points" is "over 29.5". Different weather
// stations of one city (Central Park vs LaGuardia) are one event, not fungible; the daily high and the daily low, and
// the temperature and rainfall, are different measures; NOAA's and Copernicus's monthly global ranking are different
// statistics. A campaign "suspending", "ending" or "dropping out" is one observation. A state's Democratic and
// Republican primaries are different offices (recorded as 'office'). BTC "hit" markets (any minute in the month) priced
// off Binance 1-minute highs and off CF Benchmarks' BRTI are one event, not fungible.
// Cancellation and postponement wording is written to agree across venues in this set, so no pair hinges on it.
// Ids: beta event ids 440001+, gamma ids 38001+, alpha tickers dated 2032; all closes after 2026-11-22.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, ad, long, slug, holdoutKit, gr } from './evalset.emit.ts';
import type { HoldoutRow, Mx } from './evalset.emit.ts';

type Cat = 'nba' | 'nhl' | 'mlb' | 'ncaab' | 'soccer' | 'tennis' | 'golf' | 'motorsport_combat' | 'crypto' | 'markets' | 'econ_us' | 'econ_intl'
  | 'central_banks' | 'us_politics' | 'elections_abroad' | 'companies' | 'culture' | 'weather';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'office' | 'category' | 'threshold' | 'measure' | 'place' | 'asset' | 'observation' | 'round'
  | 'time' | 'estimate' | 'period' | 'counting';

const { addCase, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(440000, 38000);

const MO = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2032-03-29' → 'Mar 29, 2032' (alpha's rules). */
const kd = (d: string): string => `${MO[Number(d.slice(5, 7)) - 1]!} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}`;
/** '2032-03-29' → '29 March 2032'. */
const dm = (d: string): string => `${Number(d.slice(8, 10))} ${long(d).split(' ')[0]!} ${d.slice(0, 4)}`;

/** Alpha game rows, Kalshi's wording: one market per side. */
const aSide = (sport: string, game: string, d: string) => (code: string, team: string, t: string): HoldoutRow =>
  [code, team, t, { rules: `If ${team} wins the ${game} ${sport} game originally scheduled for ${kd(d)}, then the market resolves to Yes.` }];
/** Beta's description of a two-way game market. */
const bGame = (league: string, when: string, a: string, aa: string, b: string, bb: string): string =>
  `In the upcoming ${league} game, scheduled for ${when}:\nIf the ${a} win, the market will resolve to “${aa}”.\nIf the ${b} win, the market will resolve to “${bb}”.\nIf the game is postponed, this market will remain open until the game has been completed.`;
/** Beta's three markets of a football match (90 minutes plus stoppage time). */
const b1x2 = (pre: string, d: string, home: string, hs: string, away: string, as: string, t: [string, string, string]): HoldoutRow[] => {
  const r = `This market refers to the ${pre} match between ${home} and ${away} scheduled for ${long(d)}. It resolves on the result after 90 minutes of regulation play plus stoppage time; extra time and penalties are not counted.`;
  return [[`${slug(pre)}-${hs}-${as}-${d}-${hs}`, home, t[0], { q: `Will ${home} win on ${d}?`, rules: r }],
    [`${slug(pre)}-${hs}-${as}-${d}-draw`, `Draw (${home} vs. ${away})`, t[1], { q: `Will ${home} vs. ${away} end in a draw?`, rules: r }],
    [`${slug(pre)}-${hs}-${as}-${d}-${as}`, away, t[2], { q: `Will ${away} win on ${d}?`, rules: r }]];
};

const NBA = 'NBA https://www.nba.com/schedule';
const NHL = 'NHL https://www.nhl.com/scores';
const MLB = 'MLB https://www.mlb.com/scores';
const NCAA = 'NCAA https://www.ncaa.com/scoreboard/basketball-men/d1';
const NCAAW = 'NCAA https://www.ncaa.com/scoreboard/basketball-women/d1';
const BRTI = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const SPDJI = 'S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/';
const BLS = 'Bureau of Labor Statistics https://www.bls.gov/schedule/news_release/empsit.htm';
const BLSCPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';
const FOMC = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const EUROSTAT = 'Eurostat https://ec.europa.eu/eurostat/web/euro-indicators';
const AP = 'Associated Press https://apnews.com/hub/election-results';
const NWSNYC = 'National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC';

// ───────────────────────────── NBA ─────────────────────────────

{ // Lakers at Celtics, Monday March 29 (all four venues; beta's one market has the Lakers as its first outcome).
  const d = '2032-03-29';
  const side = aSide('professional basketball', 'Los Angeles L at Boston', d);
  addCase('nba', { name: 'nba-lal-bos-0329', events: [
    A(`KXNBAGAME-${ad(d)}LALBOS`, 'Los Angeles L at Boston', 'Sports', z('2032-04-12', '23:30'), [side('LAL', 'Los Angeles L', 'lal'), side('BOS', 'Boston', 'bos')], { sources: [NBA] }),
    B('Lakers vs. Celtics', 'Sports', z(d, '23:30'), [['nba-lal-bos-2032-03-29', '', 'lal', { outcomes: yn('Lakers', 'Celtics'), rules: bGame('NBA', 'March 29 at 7:30PM ET', 'Los Angeles Lakers', 'Lakers', 'Boston Celtics', 'Celtics') }]]),
    U('aec-nba-lal-bos-2032-03-29', 'Lakers at Celtics', 'Sports', z('2032-03-30', '03:00'), [['aec-nba-lal-bos-2032-03-29', '', 'lal', { outcomes: yn('Lakers', 'Celtics') }]]),
    G('Lakers vs Celtics | Mar 29', z('2032-03-30', '03:00'), gr(['Lakers', 'lal'], ['Celtics', 'bos']),
      { rules: 'Resolves to the winner of the NBA regular-season game Los Angeles Lakers @ Boston Celtics on March 29, 2032 (ET), overtime included, as reported on NBA.com.' }),
  ] });
}
{ // Warriors at Nuggets Tuesday March 30 (alpha, beta) vs the return game in San Francisco on April 8 (gamma): date negative.
  const d = '2032-03-30';
  const side = aSide('professional basketball', 'Golden State at Denver', d);
  addCase('nba', { name: 'nba-gsw-den', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNBAGAME-${ad(d)}GSWDEN`, 'Golden State at Denver', 'Sports', z('2032-04-13', '01:00'), [side('GSW', 'Golden State', 'gsw'), side('DEN', 'Denver', 'den')], { sources: [NBA] }),
    B('Warriors vs. Nuggets', 'Sports', z('2032-03-31', '01:00'), [['nba-gsw-den-2032-03-30', '', 'gsw', { outcomes: yn('Warriors', 'Nuggets'), rules: bGame('NBA', 'March 30 at 9:00PM ET', 'Golden State Warriors', 'Warriors', 'Denver Nuggets', 'Nuggets') }]]),
    G('Nuggets @ Warriors (Apr 8) — winner', z('2032-04-09', '05:00'), gr(['Nuggets', 'den-0408'], ['Warriors', 'gsw-0408']),
      { rules: 'Resolves to the team that wins the Denver Nuggets at Golden State Warriors game on April 8, 2032 (PT), including overtime.' }),
  ] }, ['date']);
}
{ // Knicks at Bucks spread (alpha ladder, beta one line) vs the moneyline of the same game (beta_us): measure negative.
  const d = '2032-03-31';
  const sp = (n: string, team: string): string => `If ${team} wins the New York at Milwaukee professional basketball game originally scheduled for ${kd(d)} by more than ${n} points, then the market resolves to Yes.`;
  addCase('nba', { name: 'nba-nyk-mil-spread', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A(`KXNBASPREAD-${ad(d)}NYKMIL`, 'New York at Milwaukee: Spread', 'Sports', z('2032-04-14', '00:00'), [
      ['MIL4', 'Milwaukee wins by over 4.5 points', 'mil-4.5', { rules: sp('4.5', 'Milwaukee') }],
      ['MIL7', 'Milwaukee wins by over 7.5 points', 'mil-7.5', { rules: sp('7.5', 'Milwaukee') }],
      ['NYK1', 'New York wins by over 1.5 points', 'nyk-1.5', { rules: sp('1.5', 'New York') }]], { sources: [NBA] }),
    B('Spread: Bucks (-4.5)', 'Sports', z('2032-04-01', '00:00'), [['nba-nyk-mil-2032-03-31-spread-home-4pt5', '', 'mil-4.5',
      { outcomes: yn('Bucks', 'Knicks'), rules: 'In the upcoming NBA game, scheduled for March 31 at 8:00PM ET: this market resolves to “Bucks” if the Milwaukee Bucks win by 5 or more points. Otherwise it resolves to “Knicks”.' }]]),
    U('aec-nba-nyk-mil-2032-03-31', 'Knicks at Bucks', 'Sports', z('2032-04-01', '03:00'), [['aec-nba-nyk-mil-2032-03-31', '', 'nyk-ml', { outcomes: yn('Knicks', 'Bucks') }]]),
  ] }, ['measure']);
}
{ // Thunder at Spurs total points (alpha ladder, beta O/U) and gamma's "under 228.5": inverted.
  const d = '2032-04-01';
  const tot = (n: string): string => `If the combined score of the Oklahoma City at San Antonio professional basketball game originally scheduled for ${kd(d)} is over ${n} points, then the market resolves to Yes.`;
  addCase('nba', { name: 'nba-okc-sas-total', events: [
    A(`KXNBATOTAL-${ad(d)}OKCSAS`, 'Oklahoma City at San Antonio: Total Points', 'Sports', z('2032-04-15', '00:30'), [
      ['225', 'Over 225.5 points scored', 'ov225', { rules: tot('225.5') }], ['228', 'Over 228.5 points scored', 'ov228', { rules: tot('228.5') }],
      ['231', 'Over 231.5 points scored', 'ov231', { rules: tot('231.5') }]], { sources: [NBA] }),
    B('Thunder vs. Spurs: O/U 228.5', 'Sports', z('2032-04-02', '00:30'), [['nba-okc-sas-2032-04-01-total-228pt5', '', 'ov228',
      { outcomes: yn('Over', 'Under'), rules: 'In the upcoming NBA game, scheduled for April 1 at 8:30PM ET: if the total points scored by both teams, overtime included, is greater than 228.5, this market resolves to “Over”; otherwise “Under”.' }]]),
    G1('OKC @ SAS Apr 1: total points UNDER 228.5?', z('2032-04-02', '04:00'), 'un228', { rules: 'YES if the final combined score (including OT) of Oklahoma City Thunder at San Antonio Spurs on April 1, 2032 is 228 or fewer.' }),
  ] }, ['inverted']);
}
{ // 2031-32 NBA MVP (alpha, beta, gamma; lists only partly overlap).
  const close = z('2032-05-21', '16:00');
  addCase('nba', { name: 'nba-mvp-2032', events: [
    A('KXNBAMVP-32', '2031-32 Pro Basketball MVP', 'Sports', close, [['SGIL', 'Shai Gilgeous-Alexander', 'mvp-sga'], ['NJOK', 'Nikola Jokic', 'mvp-jokic'],
      ['VWEM', 'Victor Wembanyama', 'mvp-wemby'], ['LDON', 'Luka Doncic', 'mvp-luka'], ['CCUN', 'Cade Cunningham', 'mvp-cade']], { sources: [NBA] }),
    B('NBA MVP 2031-32', 'Sports', close, [['nba-mvp-2032-shai-gilgeous-alexander', 'Shai Gilgeous-Alexander', 'mvp-sga'], ['nba-mvp-2032-nikola-jokic', 'Nikola Jokić', 'mvp-jokic'],
      ['nba-mvp-2032-victor-wembanyama', 'Victor Wembanyama', 'mvp-wemby'], ['nba-mvp-2032-anthony-edwards', 'Anthony Edwards', 'mvp-ant']]),
    G('NBA MVP (2031-32 season)', close, gr(['SGA', 'mvp-sga'], ['Jokić', 'mvp-jokic'], ['Wembanyama', 'mvp-wemby'], ['Dončić', 'mvp-luka'])),
  ] });
}
{ // Lakers make the 2032 playoffs (alpha, gamma: play-in winners count) vs a top-6 finish in the West (beta): observation.
  addCase('nba', { name: 'nba-lakers-playoffs', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXNBAPLAYOFF-32-LAL', 'Will the Los Angeles Lakers make the 2032 NBA Playoffs?', 'Sports', z('2032-04-18', '04:00'), 'LAL', 'Los Angeles L', 'lal-po',
      { rules: 'If the Los Angeles Lakers play in the first round of the 2032 NBA Playoffs (qualifying directly or through the Play-In Tournament), then the market resolves to Yes.', sources: [NBA] }),
    G1('Lakers to reach the 2032 NBA playoffs (incl. via play-in)?', z('2032-04-18', '04:00'), 'lal-po'),
    B1('Will the Lakers finish top 6 in the Western Conference?', 'Sports', z('2032-04-12', '04:00'), 'lal-top6',
      { mx: { rules: 'Resolves Yes if the Los Angeles Lakers finish the 2031-32 regular season seeded 1-6 in the Western Conference standings (avoiding the Play-In). Tiebreakers per NBA rules.' } }),
  ] }, ['observation']);
}
{ // Jokić points vs the Warriors on March 30 (alpha 30+/35+, beta O/U 29.5: one outcome) and beta_us 25+: threshold.
  const d = '2032-03-30';
  const pr = (n: number): string => `If Nikola Jokic records ${n}+ points in the Golden State at Denver professional basketball game originally scheduled for ${kd(d)}, then the market resolves to Yes.`;
  addCase('nba', { name: 'nba-jokic-pts-0330', events: [
    A(`KXNBAPTS-${ad(d)}GSWDEN`, 'Golden State at Denver: Nikola Jokic points', 'Sports', z('2032-04-13', '01:00'), [['JOKIC30', 'Nikola Jokic: 30+ points', 'jok30', { rules: pr(30) }],
      ['JOKIC35', 'Nikola Jokic: 35+ points', 'jok35', { rules: pr(35) }]], { sources: [NBA] }),
    B('Nikola Jokić: Points O/U 29.5', 'Sports', z('2032-03-31', '01:00'), [['nba-gsw-den-2032-03-30-jokic-points-29pt5', '', 'jok30',
      { outcomes: yn('Over', 'Under'), rules: 'This market resolves “Over” if Nikola Jokić scores more than 29.5 points in the Warriors vs. Nuggets game scheduled for March 30, 2032. If he does not play, the market resolves “Under”.' }]]),
    U1('aec-nba-gsw-den-2032-03-30-jokic-25', 'Jokic 25+ points vs Warriors?', 'Sports', z('2032-03-31', '04:00'), 'jok25'),
  ] }, ['threshold']);
}
{ // Celtics 60+ regular-season wins — beta only.
  addCase('nba', { name: 'nba-celtics-60-wins', events: [B1('Will the Celtics win 60+ games in the 2031-32 regular season?', 'Sports', z('2032-04-12', '04:00'), 'bos60')] });
}
{ // 2032 NBA champion (alpha, beta, gamma) vs the Eastern Conference champion (beta_us): round negative.
  const close = z('2032-06-20', '04:00');
  addCase('nba', { name: 'nba-champion-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNBA-32', '2032 Pro Basketball Finals Champion', 'Sports', close, [['OKC', 'Oklahoma City', 'nc-okc'], ['BOS', 'Boston', 'nc-bos'], ['DEN', 'Denver', 'nc-den'],
      ['NYK', 'New York', 'nc-nyk'], ['SAS', 'San Antonio', 'nc-sas'], ['CLE', 'Cleveland', 'nc-cle']], { sources: [NBA] }),
    B('2032 NBA Champion', 'Sports', close, [['2032-nba-champion-thunder', 'Thunder', 'nc-okc'], ['2032-nba-champion-celtics', 'Celtics', 'nc-bos'], ['2032-nba-champion-nuggets', 'Nuggets', 'nc-den'],
      ['2032-nba-champion-knicks', 'Knicks', 'nc-nyk'], ['2032-nba-champion-spurs', 'Spurs', 'nc-sas'], ['2032-nba-champion-rockets', 'Rockets', 'nc-hou']]),
    G('NBA Champion 2032', close, gr(['Oklahoma City Thunder', 'nc-okc'], ['Boston Celtics', 'nc-bos'], ['Cleveland Cavaliers', 'nc-cle'], ['Denver Nuggets', 'nc-den'])),
    U('nba-eastern-conference-champion-2032', 'NBA Eastern Conference Champion 2032', 'Sports', z('2032-06-02', '04:00'), [['nba-ecf-2032-celtics', 'Celtics', 'ec-bos'],
      ['nba-ecf-2032-knicks', 'Knicks', 'ec-nyk'], ['nba-ecf-2032-cavaliers', 'Cavaliers', 'ec-cle']]),
  ] }, ['round']);
}

// ───────────────────────────── NHL ─────────────────────────────

{ // Maple Leafs at Canadiens, Saturday April 3 (alpha, beta, beta_us with Montreal as its first outcome) vs gamma's "win in regulation".
  const d = '2032-04-03';
  const side = aSide('professional hockey', 'Toronto at Montreal', d);
  addCase('nhl', { name: 'nhl-tor-mtl-0403', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNHLGAME-${ad(d)}TORMTL`, 'Toronto at Montreal', 'Sports', z('2032-04-17', '23:00'), [side('TOR', 'Toronto', 'tor'), side('MTL', 'Montreal', 'mtl')], { sources: [NHL] }),
    B('Maple Leafs vs. Canadiens', 'Sports', z(d, '23:00'), [['nhl-tor-mtl-2032-04-03', '', 'tor', { outcomes: yn('Maple Leafs', 'Canadiens'),
      rules: bGame('NHL', 'April 3 at 7:00PM ET', 'Toronto Maple Leafs', 'Maple Leafs', 'Montréal Canadiens', 'Canadiens') + '\nOvertime and shootout count.' }]]),
    U('aec-nhl-tor-mtl-2032-04-03', 'Canadiens vs Maple Leafs — Sat', 'Sports', z('2032-04-04', '03:00'), [['aec-nhl-tor-mtl-2032-04-03', '', 'mtl', { outcomes: yn('Canadiens', 'Maple Leafs') }]]),
    G1('Leafs beat Canadiens in regulation (Apr 3)?', z('2032-04-04', '03:00'), 'tor-reg', { rules: 'YES only if the Toronto Maple Leafs lead after 60 minutes of regulation in their game at Montréal on April 3, 2032. Overtime and shootout results do not count.' }),
  ] }, ['observation']);
}
{ // Oilers at Golden Knights, Tuesday March 30 (alpha, beta; beta's first outcome is Vegas).
  const d = '2032-03-30';
  const side = aSide('professional hockey', 'Edmonton at Vegas', d);
  addCase('nhl', { name: 'nhl-edm-vgk-0330', events: [
    A(`KXNHLGAME-${ad(d)}EDMVGK`, 'Edmonton at Vegas', 'Sports', z('2032-04-13', '02:00'), [side('EDM', 'Edmonton', 'edm'), side('VGK', 'Vegas', 'vgk')], { sources: [NHL] }),
    B('Golden Knights vs. Oilers', 'Sports', z('2032-03-31', '02:00'), [['nhl-edm-vgk-2032-03-30', '', 'vgk', { outcomes: yn('Golden Knights', 'Oilers'),
      rules: bGame('NHL', 'March 30 at 10:00PM ET', 'Vegas Golden Knights', 'Golden Knights', 'Edmonton Oilers', 'Oilers') + '\nOvertime and shootout count.' }]]),
  ] });
}
{ // Rangers at Devils Wednesday March 31 (alpha, gamma) vs Devils at Rangers on Saturday April 10 (beta_us): date negative.
  const d = '2032-03-31';
  const side = aSide('professional hockey', 'NY Rangers at New Jersey', d);
  addCase('nhl', { name: 'nhl-nyr-njd', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A(`KXNHLGAME-${ad(d)}NYRNJ`, 'NY Rangers at New Jersey', 'Sports', z('2032-04-14', '23:00'), [side('NYR', 'NY Rangers', 'nyr'), side('NJ', 'New Jersey', 'njd')], { sources: [NHL] }),
    G('Rangers vs Devils, 31 March 2032', z('2032-04-01', '03:00'), gr(['Rangers', 'nyr'], ['Devils', 'njd']), { rules: 'Winner of New York Rangers at New Jersey Devils (NHL), 31 March 2032, including overtime and shootout.' }),
    U('aec-nhl-njd-nyr-2032-04-10', 'Devils at Rangers', 'Sports', z('2032-04-11', '03:00'), [['aec-nhl-njd-nyr-2032-04-10', '', 'njd-0410', { outcomes: yn('Devils', 'Rangers') }]]),
  ] }, ['date']);
}
{ // 2032 Stanley Cup (alpha, beta, gamma) vs the Presidents' Trophy (beta_us): category negative.
  const close = z('2032-06-25', '04:00');
  addCase('nhl', { name: 'nhl-cup-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNHL-32', '2032 Stanley Cup Champion', 'Sports', close, [['COL', 'Colorado', 'sc-col'], ['FLA', 'Florida', 'sc-fla'], ['EDM', 'Edmonton', 'sc-edm'], ['CAR', 'Carolina', 'sc-car'], ['DAL', 'Dallas', 'sc-dal']], { sources: [NHL] }),
    B('NHL Stanley Cup Champion 2032', 'Sports', close, [['nhl-2032-stanley-cup-avalanche', 'Avalanche', 'sc-col'], ['nhl-2032-stanley-cup-panthers', 'Panthers', 'sc-fla'],
      ['nhl-2032-stanley-cup-hurricanes', 'Hurricanes', 'sc-car'], ['nhl-2032-stanley-cup-oilers', 'Oilers', 'sc-edm']]),
    G('Who will win the 2032 Stanley Cup?', close, gr(['Colorado Avalanche', 'sc-col'], ['Edmonton Oilers', 'sc-edm'], ['Dallas Stars', 'sc-dal'], ['Florida Panthers', 'sc-fla'])),
    U('nhl-presidents-trophy-2032', "2031-32 Presidents' Trophy", 'Sports', z('2032-04-17', '04:00'), [['presidents-trophy-2032-avalanche', 'Avalanche', 'pt-col'], ['presidents-trophy-2032-hurricanes', 'Hurricanes', 'pt-car']]),
  ] }, ['category']);
}
{ // Panthers puck line at Tampa — beta only.
  addCase('nhl', { name: 'nhl-fla-tbl-puckline', events: [B('Puck Line: Panthers (-1.5) at Lightning', 'Sports', z('2032-04-01', '23:00'), [['nhl-fla-tbl-2032-04-01-puckline-away-1pt5', '', 'fla-1.5',
    { outcomes: yn('Panthers', 'Lightning'), rules: 'Resolves “Panthers” if the Florida Panthers beat the Tampa Bay Lightning by 2 or more goals on April 1, 2032; otherwise “Lightning”.' }]])] });
}

// ───────────────────────────── MLB ─────────────────────────────

{ // Dodgers at Giants, Tuesday March 30 (alpha, beta, beta_us).
  const d = '2032-03-30';
  const side = aSide('professional baseball', 'Los Angeles D at San Francisco', d);
  addCase('mlb', { name: 'mlb-lad-sf-0330', events: [
    A(`KXMLBGAME-${ad(d)}LADSF`, 'Los Angeles D at San Francisco', 'Sports', z('2032-04-13', '01:45'), [side('LAD', 'Los Angeles D', 'lad'), side('SF', 'San Francisco', 'sf')], { sources: [MLB] }),
    B('Dodgers vs. Giants', 'Sports', z('2032-03-31', '01:45'), [['mlb-lad-sf-2032-03-30', '', 'lad', { outcomes: yn('Dodgers', 'Giants'), rules: bGame('MLB', 'March 30 at 9:45PM ET', 'Los Angeles Dodgers', 'Dodgers', 'San Francisco Giants', 'Giants') }]]),
    U('aec-mlb-lad-sf-2032-03-30', 'Dodgers at Giants', 'Sports', z('2032-03-31', '05:00'), [['aec-mlb-lad-sf-2032-03-30', '', 'lad', { outcomes: yn('Dodgers', 'Giants') }]]),
  ] });
}
{ // Yankees at Blue Jays Wednesday March 31 (alpha, beta) vs the next game of the series on Thursday (beta_us): date negative.
  const d = '2032-03-31';
  const side = aSide('professional baseball', 'New York Y at Toronto', d);
  addCase('mlb', { name: 'mlb-nyy-tor', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A(`KXMLBGAME-${ad(d)}NYYTOR`, 'New York Y at Toronto', 'Sports', z('2032-04-14', '23:07'), [side('NYY', 'New York Y', 'nyy'), side('TOR', 'Toronto', 'tor')], { sources: [MLB] }),
    B('Yankees vs. Blue Jays', 'Sports', z(d, '23:07'), [['mlb-nyy-tor-2032-03-31', '', 'nyy', { outcomes: yn('Yankees', 'Blue Jays'), rules: bGame('MLB', 'March 31 at 7:07PM ET', 'New York Yankees', 'Yankees', 'Toronto Blue Jays', 'Blue Jays') }]]),
    U('aec-mlb-nyy-tor-2032-04-01', 'Yankees at Blue Jays', 'Sports', z('2032-04-01', '23:00'), [['aec-mlb-nyy-tor-2032-04-01', '', 'nyy-0401', { outcomes: yn('Yankees', 'Blue Jays') }]]),
  ] }, ['date']);
}
{ // Mets at Braves total runs (alpha over 8.5, beta O/U 8.5) and gamma's "under 8.5": inverted.
  const d = '2032-04-01';
  addCase('mlb', { name: 'mlb-nym-atl-total', events: [
    A(`KXMLBTOTAL-${ad(d)}NYMATL`, 'New York M at Atlanta: Total Runs', 'Sports', z('2032-04-15', '23:20'), [['8', 'Over 8.5 runs scored', 'ov8.5',
      { rules: `If the combined runs of the New York M at Atlanta professional baseball game originally scheduled for ${kd(d)} are over 8.5, then the market resolves to Yes.` }],
      ['10', 'Over 10.5 runs scored', 'ov10.5']], { sources: [MLB] }),
    B('Mets vs. Braves: O/U 8.5', 'Sports', z(d, '23:20'), [['mlb-nym-atl-2032-04-01-total-8pt5', '', 'ov8.5', { outcomes: yn('Over', 'Under') }]]),
    G1('Mets vs Braves (Apr 1) total runs under 8.5?', z('2032-04-02', '05:00'), 'un8.5'),
  ] }, ['inverted']);
}
{ // Ohtani home run at San Francisco on March 30 (alpha, beta) vs Ohtani 2+ hits (beta_us): measure negative.
  const d = '2032-03-30';
  addCase('mlb', { name: 'mlb-ohtani-hr-0330', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1(`KXMLBHR-${ad(d)}LADSF`, 'Los Angeles D at San Francisco: Shohei Ohtani home run', 'Sports', z('2032-04-13', '01:45'), 'OHTANI1', 'Shohei Ohtani: 1+ home runs', 'oht-hr', { sources: [MLB] }),
    B1('Will Shohei Ohtani hit a home run vs. Giants on March 30?', 'Sports', z('2032-03-31', '01:45'), 'oht-hr'),
    U1('aec-mlb-lad-sf-2032-03-30-ohtani-2-hits', 'Ohtani 2+ hits vs Giants (Mar 30)?', 'Sports', z('2032-03-31', '05:00'), 'oht-2h'),
  ] }, ['measure']);
}
{ // 2032 World Series (alpha, beta, gamma).
  const close = z('2032-11-05', '04:00');
  addCase('mlb', { name: 'mlb-ws-2032', events: [
    A('KXMLB-32', '2032 Pro Baseball Champion', 'Sports', close, [['LAD', 'Los Angeles D', 'ws-lad'], ['NYY', 'New York Y', 'ws-nyy'], ['ATL', 'Atlanta', 'ws-atl'], ['SEA', 'Seattle', 'ws-sea'], ['PHI', 'Philadelphia', 'ws-phi']], { sources: [MLB] }),
    B('World Series Champion 2032', 'Sports', close, [['world-series-2032-dodgers', 'Dodgers', 'ws-lad'], ['world-series-2032-yankees', 'Yankees', 'ws-nyy'],
      ['world-series-2032-mariners', 'Mariners', 'ws-sea'], ['world-series-2032-cubs', 'Cubs', 'ws-chc']]),
    G('MLB World Series 2032 champion', close, gr(['Dodgers', 'ws-lad'], ['Yankees', 'ws-nyy'], ['Braves', 'ws-atl'], ['Phillies', 'ws-phi'])),
  ] });
}
{ // 2032 AL MVP (alpha, beta) vs NL MVP (gamma): category negative.
  const close = z('2032-11-19', '01:00');
  addCase('mlb', { name: 'mlb-al-mvp-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMLBALMVP-32', '2032 AL MVP', 'Sports', close, [['AJUD', 'Aaron Judge', 'alm-judge'], ['BWIT', 'Bobby Witt Jr.', 'alm-witt'], ['JRAL', 'Cal Raleigh', 'alm-raleigh'], ['JRAM', 'José Ramírez', 'alm-ramirez']]),
    B('American League MVP 2032', 'Sports', close, [['al-mvp-2032-bobby-witt-jr', 'Bobby Witt Jr.', 'alm-witt'], ['al-mvp-2032-aaron-judge', 'Aaron Judge', 'alm-judge'], ['al-mvp-2032-julio-rodriguez', 'Julio Rodríguez', 'alm-julio']]),
    G('2032 NL MVP', close, gr(['Shohei Ohtani', 'nlm-ohtani'], ['Juan Soto', 'nlm-soto'], ['Elly De La Cruz', 'nlm-elly'])),
  ] }, ['category']);
}
{ // Paul Skenes 8+ strikeouts on April 1 — alpha only.
  addCase('mlb', { name: 'mlb-skenes-ks-0401', events: [A1(`KXMLBKS-${ad('2032-04-01')}PITMIA`, 'Pittsburgh at Miami: Paul Skenes strikeouts', 'Sports', z('2032-04-15', '22:40'), 'SKENES8', 'Paul Skenes: 8+ strikeouts', 'sk8', { sources: [MLB] })] });
}
{ // Yankees season wins over 90.5 (beta) and 91+ wins (beta_us): one outcome (wins are integers).
  const close = z('2032-10-01', '04:00');
  addCase('mlb', { name: 'mlb-yankees-wins-2032', events: [
    B('Yankees regular season wins O/U 90.5', 'Sports', close, [['mlb-nyy-2032-season-wins-90pt5', '', 'nyy91', { outcomes: yn('Over', 'Under') }]]),
    U1('will-the-yankees-win-91-games-2032', 'Will the Yankees win 91+ games in 2032?', 'Sports', close, 'nyy91'),
  ] });
}

// ───────────────────────────── COLLEGE BASKETBALL: FINAL FOUR ─────────────────────────────

{ // 2032 men's national champion (all four venues).
  const close = z('2032-04-06', '04:00');
  addCase('ncaab', { name: 'ncaam-champion-2032', events: [
    A('KXMARMAD-32', "2032 Men's College Basketball Champion", 'Sports', close, [['DUKE', 'Duke', 'mm-duke'], ['HOU', 'Houston', 'mm-hou'], ['FLA', 'Florida', 'mm-fla'], ['ARIZ', 'Arizona', 'mm-ari']], { sources: [NCAA] }),
    B('NCAA Tournament Winner 2032', 'Sports', close, [['ncaa-2032-champion-duke', 'Duke', 'mm-duke'], ['ncaa-2032-champion-houston', 'Houston', 'mm-hou'],
      ['ncaa-2032-champion-florida', 'Florida', 'mm-fla'], ['ncaa-2032-champion-arizona', 'Arizona', 'mm-ari']]),
    U('march-madness-champion-2032', '2032 March Madness Champion', 'Sports', close, [['mm-2032-duke-blue-devils', 'Duke Blue Devils', 'mm-duke'], ['mm-2032-houston-cougars', 'Houston Cougars', 'mm-hou'],
      ['mm-2032-florida-gators', 'Florida Gators', 'mm-fla'], ['mm-2032-arizona-wildcats', 'Arizona Wildcats', 'mm-ari']]),
    G('NCAA Men’s Basketball Champion 2032', close, gr(['Duke', 'mm-duke'], ['Houston', 'mm-hou'], ['Florida', 'mm-fla'], ['Arizona', 'mm-ari'])),
  ] });
}
{ // Men's semi-final Duke vs Houston, Saturday April 3 (alpha, beta) and gamma's "Duke reaches the title game": one observation.
  const d = '2032-04-03';
  const side = aSide("men's college basketball", 'Duke vs Houston', d);
  addCase('ncaab', { name: 'ncaam-duke-hou-sf', events: [
    A(`KXNCAAMBGAME-${ad(d)}DUKEHOU`, 'Duke vs Houston (Final Four)', 'Sports', z('2032-04-17', '22:09'), [side('DUKE', 'Duke', 'duke-sf'), side('HOU', 'Houston', 'hou-sf')], { sources: [NCAA] }),
    B('Duke vs. Houston', 'Sports', z(d, '22:09'), [['cbb-duke-hou-2032-04-03', '', 'duke-sf', { outcomes: yn('Duke', 'Houston'), rules: bGame('NCAA Tournament', 'April 3 at 6:09PM ET', 'Duke Blue Devils', 'Duke', 'Houston Cougars', 'Houston') }]]),
    G1('Will Duke reach the 2032 NCAA men’s championship game?', z('2032-04-04', '04:00'), 'duke-sf', { rules: 'YES if Duke wins its Final Four national semifinal on April 3, 2032 and so advances to the national championship game.' }),
  ] });
}
{ // Men's semi-final Florida vs Arizona (alpha, beta, gamma moneyline) vs the Florida -2.5 spread (beta_us): measure negative.
  const d = '2032-04-03';
  const side = aSide("men's college basketball", 'Florida vs Arizona', d);
  addCase('ncaab', { name: 'ncaam-fla-ari-sf', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNCAAMBGAME-${ad(d)}FLAARIZ`, 'Florida vs Arizona (Final Four)', 'Sports', z('2032-04-17', '00:49'), [side('FLA', 'Florida', 'fla-sf'), side('ARIZ', 'Arizona', 'ari-sf')], { sources: [NCAA] }),
    B('Florida vs. Arizona', 'Sports', z('2032-04-04', '00:49'), [['cbb-fla-ari-2032-04-03', '', 'ari-sf', { outcomes: yn('Arizona', 'Florida') }]]),
    G('Final Four: Florida vs Arizona (Apr 3)', z('2032-04-04', '04:00'), gr(['Florida Gators', 'fla-sf'], ['Arizona Wildcats', 'ari-sf'])),
    U('aec-cbb-fla-ari-2032-04-03-spread', 'Florida -2.5 vs Arizona', 'Sports', z('2032-04-04', '04:00'), [['aec-cbb-fla-ari-2032-04-03-spread-fla-2pt5', '', 'fla-2.5', { outcomes: yn('Florida', 'Arizona') }]]),
  ] }, ['measure']);
}
{ // 2032 women's national champion (alpha, beta, beta_us) vs the women's Final Four Most Outstanding Player (gamma): category.
  const close = z('2032-04-05', '02:00');
  addCase('ncaab', { name: 'ncaaw-champion-2032', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXNCAAWBCHAMP-32', "2032 Women's College Basketball Champion", 'Sports', close, [['SC', 'South Carolina', 'wm-sc'], ['UCLA', 'UCLA', 'wm-ucla'], ['CONN', 'UConn', 'wm-uconn'], ['TEX', 'Texas', 'wm-tex']], { sources: [NCAAW] }),
    B("NCAA Women's Tournament Winner 2032", 'Sports', close, [['ncaaw-2032-champion-south-carolina', 'South Carolina', 'wm-sc'], ['ncaaw-2032-champion-uconn', 'UConn', 'wm-uconn'],
      ['ncaaw-2032-champion-ucla', 'UCLA', 'wm-ucla'], ['ncaaw-2032-champion-texas', 'Texas', 'wm-tex']]),
    U('womens-march-madness-champion-2032', "2032 Women's National Champion", 'Sports', close, [['wmm-2032-uconn-huskies', 'UConn Huskies', 'wm-uconn'], ['wmm-2032-south-carolina-gamecocks', 'South Carolina Gamecocks', 'wm-sc']]),
    G("Women's Final Four Most Outstanding Player 2032", close, gr(['JuJu Watkins', 'mop-watkins'], ['Sarah Strong', 'mop-strong'], ['Madison Booker', 'mop-booker'])),
  ] }, ['category']);
}
{ // Men's title game total over 140.5 on Monday April 5 (alpha ladder, beta O/U) vs the Duke-Houston semi total (gamma): round.
  const d = '2032-04-05';
  addCase('ncaab', { name: 'ncaam-final-total', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNCAAMBTOTAL-${ad(d)}FINAL`, "Men's National Championship: Total Points", 'Sports', z('2032-04-19', '01:20'), [['137', 'Over 137.5 points scored', 'fin137'], ['140', 'Over 140.5 points scored', 'fin140'],
      ['143', 'Over 143.5 points scored', 'fin143']], { sources: [NCAA], rules: `If the combined score of the 2032 NCAA Division I men's national championship game originally scheduled for ${kd(d)} exceeds the line, then the market resolves to Yes.` }),
    B('National Championship: O/U 140.5', 'Sports', z('2032-04-06', '01:20'), [['cbb-ncaa-final-2032-04-05-total-140pt5', '', 'fin140', { outcomes: yn('Over', 'Under') }]]),
    G1('Duke vs Houston (Final Four) combined points over 140.5?', z('2032-04-04', '04:00'), 'sf-duke-hou-140'),
  ] }, ['round']);
}
{ // Men's Final Four Most Outstanding Player — alpha only.
  addCase('ncaab', { name: 'ncaam-mop-2032', events: [A('KXNCAAMOP-32', "2032 Men's Final Four Most Outstanding Player", 'Sports', z('2032-04-06', '04:00'), [['CBOO', 'Cameron Boozer', 'mmop-boozer'],
    ['JJOH', 'Jeremiah Johnson', 'mmop-johnson'], ['KJAC', 'Koa Peat', 'mmop-peat']], { sources: [NCAA] })] });
}

// ───────────────────────────── FOOTBALL (SOCCER) ─────────────────────────────

{ // Euro 2032 play-off final Wales v Poland, Tuesday March 30, 90-minute result (alpha, beta, gamma) vs "Wales to qualify" (beta_us).
  const d = '2032-03-30';
  addCase('soccer', { name: 'euro-playoff-wal-pol', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXUEFAGAME-${ad(d)}WALPOL`, 'Wales vs Poland', 'Sports', z('2032-04-13', '20:45'), [['WAL', 'Wales', 'wal'], ['TIE', 'Tie', 'draw'], ['POL', 'Poland', 'pol']],
      { rules: `If the Wales vs Poland Euro 2032 qualifying play-off final originally scheduled for ${kd(d)} ends with the listed result after 90 minutes plus stoppage time, then the market resolves to Yes.` }),
    B('Wales vs. Poland', 'Sports', z(d, '20:45'), b1x2('Euro 2032 qualifying play-off final', d, 'Wales', 'wal', 'Poland', 'pol', ['wal', 'draw', 'pol'])),
    G('Wales v Poland — Euro 2032 play-off final (90 min)', z('2032-03-30', '23:00'), gr(['Wales', 'wal'], ['Draw', 'draw'], ['Poland', 'pol'])),
    U1('will-wales-qualify-for-euro-2032', 'Wales to qualify for Euro 2032?', 'Sports', z('2032-03-31', '00:00'), 'wal-q', { rules: 'Resolves Yes if Wales win the play-off final against Poland on 30 March 2032, after extra time and penalties if needed, and so qualify for UEFA Euro 2032.' }),
  ] }, ['observation']);
}
{ // Arsenal v Chelsea, Saturday April 3 (all four venues; beta_us lists only "Arsenal to win").
  const d = '2032-04-03';
  addCase('soccer', { name: 'epl-ars-che-0403', events: [
    A(`KXEPLGAME-${ad(d)}ARSCFC`, 'Arsenal vs Chelsea', 'Sports', z('2032-04-17', '16:30'), [['ARS', 'Arsenal', 'ars'], ['TIE', 'Tie', 'draw'], ['CFC', 'Chelsea', 'che']],
      { rules: `If the Arsenal vs Chelsea Premier League match originally scheduled for ${kd(d)} ends with the listed result after 90 minutes plus stoppage time, then the market resolves to Yes.` }),
    B('Arsenal FC vs. Chelsea FC', 'Sports', z(d, '16:30'), b1x2('Premier League', d, 'Arsenal FC', 'ars', 'Chelsea FC', 'che', ['ars', 'draw', 'che'])),
    U1('aec-epl-ars-che-2032-04-03-ars', 'Arsenal to beat Chelsea (Sat)?', 'Sports', z('2032-04-03', '18:30'), 'ars', { rules: 'Resolves Yes if Arsenal beat Chelsea in regulation time (90 minutes plus stoppage) on April 3, 2032.' }),
    G('Arsenal vs Chelsea | EPL | 3 Apr', z('2032-04-03', '18:30'), gr(['Arsenal', 'ars'], ['Draw', 'draw'], ['Chelsea', 'che'])),
  ] });
}
{ // Liverpool v Man City league match Sunday April 4 (alpha, beta) vs their FA Cup semi-final on April 17 (gamma): date negative.
  const d = '2032-04-04';
  addCase('soccer', { name: 'epl-liv-mci', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXEPLGAME-${ad(d)}LFCMCI`, 'Liverpool vs Manchester City', 'Sports', z('2032-04-18', '15:30'), [['LFC', 'Liverpool', 'liv'], ['TIE', 'Tie', 'draw'], ['MCI', 'Man City', 'mci']]),
    B('Liverpool FC vs. Manchester City FC', 'Sports', z(d, '15:30'), b1x2('Premier League', d, 'Liverpool FC', 'liv', 'Manchester City FC', 'mci', ['liv', 'draw', 'mci'])),
    G('Man City vs Liverpool — FA Cup semi-final (17 Apr)', z('2032-04-17', '19:00'), gr(['Man City', 'mci-fac'], ['Liverpool', 'liv-fac']), { rules: 'Team that advances from the FA Cup semi-final at Wembley on 17 April 2032 (extra time and penalties included).' }),
  ] }, ['date']);
}
{ // 2031-32 Premier League title (alpha, beta, gamma).
  const close = z('2032-05-23', '17:00');
  addCase('soccer', { name: 'epl-title-2032', events: [
    A('KXEPL-32', 'English Premier League 2031-32 Winner', 'Sports', close, [['ARS', 'Arsenal', 'pl-ars'], ['LFC', 'Liverpool', 'pl-liv'], ['MCI', 'Man City', 'pl-mci'], ['CFC', 'Chelsea', 'pl-che']]),
    B('Premier League Winner 2031-32', 'Sports', close, [['epl-2031-32-winner-arsenal', 'Arsenal', 'pl-ars'], ['epl-2031-32-winner-liverpool', 'Liverpool', 'pl-liv'], ['epl-2031-32-winner-man-city', 'Man City', 'pl-mci']]),
    G('EPL 2031/32 champion', close, gr(['Arsenal', 'pl-ars'], ['Liverpool', 'pl-liv'], ['Manchester City', 'pl-mci'], ['Newcastle', 'pl-new'])),
  ] });
}
{ // Burnley relegated from the Premier League (alpha, beta) vs Burnley finishing bottom (gamma): observation negative.
  addCase('soccer', { name: 'epl-burnley-relegation', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEPLRELEGATE-32-BUR', 'Premier League 2031-32: relegated teams', 'Sports', z('2032-05-23', '17:00'), 'BUR', 'Burnley', 'bur-rel', { rules: 'If Burnley finish in the bottom three of the 2031-32 English Premier League, then the market resolves to Yes.' }),
    B1('Will Burnley be relegated from the Premier League in 2031-32?', 'Sports', z('2032-05-23', '17:00'), 'bur-rel'),
    G1('Burnley to finish last (20th) in the 2031/32 Premier League?', z('2032-05-23', '17:00'), 'bur-20th'),
  ] }, ['observation']);
}
{ // Champions League quarter-final first leg Real Madrid v Bayern, Tuesday April 6 (alpha, beta, gamma) vs "to advance" (beta_us): round.
  const d = '2032-04-06';
  addCase('soccer', { name: 'ucl-rma-bay-qf1', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXUCLGAME-${ad(d)}RMABAY`, 'Real Madrid vs Bayern Munich', 'Sports', z('2032-04-20', '19:00'), [['RMA', 'Real Madrid', 'rma'], ['TIE', 'Tie', 'draw'], ['BAY', 'Bayern Munich', 'bay']]),
    B('Real Madrid vs. Bayern München', 'Sports', z(d, '19:00'), b1x2('UEFA Champions League quarter-final first leg', d, 'Real Madrid', 'rma', 'Bayern München', 'bay', ['rma', 'draw', 'bay'])),
    G('UCL QF 1st leg: Real Madrid v Bayern (6 Apr)', z('2032-04-06', '21:00'), gr(['Real Madrid', 'rma'], ['Draw', 'draw'], ['Bayern', 'bay'])),
    U1('real-madrid-to-reach-ucl-semis-2032', 'Real Madrid to advance past Bayern (UCL QF)?', 'Sports', z('2032-04-14', '21:00'), 'rma-adv'),
  ] }, ['round']);
}
{ // Inter v Juventus Sunday April 4, result (beta, gamma) vs total goals over 2.5 in the same match (alpha): measure negative.
  const d = '2032-04-04';
  addCase('soccer', { name: 'seriea-int-juv-0404', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('Inter vs. Juventus', 'Sports', z(d, '18:45'), b1x2('Serie A', d, 'Inter', 'int', 'Juventus', 'juv', ['int', 'draw', 'juv'])),
    G('Derby d’Italia: Inter v Juventus (4 Apr)', z('2032-04-04', '21:00'), gr(['Inter', 'int'], ['Draw', 'draw'], ['Juventus', 'juv'])),
    A1(`KXSERIEATOTAL-${ad(d)}INTJUV`, 'Inter vs Juventus: Total Goals', 'Sports', z('2032-04-18', '18:45'), '2', 'Over 2.5 goals scored', 'ij-ov2.5'),
  ] }, ['measure']);
}
{ // Dortmund v Leipzig — alpha only.
  const d = '2032-04-03';
  addCase('soccer', { name: 'bundesliga-bvb-rbl-0403', events: [A(`KXBUNDESLIGAGAME-${ad(d)}BVBRBL`, 'Borussia Dortmund vs RB Leipzig', 'Sports', z('2032-04-17', '13:30'),
    [['BVB', 'Borussia Dortmund', 'bvb'], ['TIE', 'Tie', 'draw'], ['RBL', 'RB Leipzig', 'rbl']])] });
}

// ───────────────────────────── TENNIS ─────────────────────────────

{ // Charleston Open 2032 (alpha, beta).
  const close = z('2032-04-04', '23:00');
  addCase('tennis', { name: 'wta-charleston-2032', events: [
    A('KXWTACHARLESTON-32', 'Charleston Open 2032 Winner', 'Sports', close, [['GAUF', 'Coco Gauff', 'chs-gauff'], ['PEGU', 'Jessica Pegula', 'chs-pegula'], ['ANDR', 'Mirra Andreeva', 'chs-andreeva'], ['JOVI', 'Iva Jovic', 'chs-jovic']]),
    B('Credit One Charleston Open Winner', 'Sports', close, [['charleston-open-2032-coco-gauff', 'Coco Gauff', 'chs-gauff'], ['charleston-open-2032-mirra-andreeva', 'Mirra Andreeva', 'chs-andreeva'],
      ['charleston-open-2032-jessica-pegula', 'Jessica Pegula', 'chs-pegula'], ['charleston-open-2032-amanda-anisimova', 'Amanda Anisimova', 'chs-anisimova']]),
  ] });
}
{ // US Men's Clay Court Championship (Houston) — beta only.
  addCase('tennis', { name: 'atp-houston-2032', events: [B("U.S. Men's Clay Court Championship 2032 Winner", 'Sports', z('2032-04-04', '23:00'), [['houston-2032-ben-shelton', 'Ben Shelton', 'hou-shelton'],
    ['houston-2032-learner-tien', 'Learner Tien', 'hou-tien'], ['houston-2032-tommy-paul', 'Tommy Paul', 'hou-paul']])] });
}
{ // Monte-Carlo Masters 2032 (alpha, beta, gamma).
  const close = z('2032-04-18', '16:00');
  addCase('tennis', { name: 'atp-monte-carlo-2032', events: [
    A('KXATPMONTECARLO-32', 'Monte Carlo Masters 2032 Winner', 'Sports', close, [['CALC', 'Carlos Alcaraz', 'mc-alcaraz'], ['JSIN', 'Jannik Sinner', 'mc-sinner'], ['JFON', 'Joao Fonseca', 'mc-fonseca'], ['LMUS', 'Lorenzo Musetti', 'mc-musetti']]),
    B('Monte-Carlo Masters 2032', 'Sports', close, [['monte-carlo-2032-alcaraz', 'Alcaraz', 'mc-alcaraz'], ['monte-carlo-2032-sinner', 'Sinner', 'mc-sinner'], ['monte-carlo-2032-fonseca', 'João Fonseca', 'mc-fonseca']]),
    G('ATP Monte Carlo 2032 — champion', close, gr(['Carlos Alcaraz', 'mc-alcaraz'], ['Jannik Sinner', 'mc-sinner'], ['Jakub Mensik', 'mc-mensik'])),
  ] });
}
{ // Roland-Garros 2032 men's singles (alpha, beta) vs women's singles (beta_us): category negative.
  addCase('tennis', { name: 'rg-men-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXFOMEN-32', "French Open 2032 Men's Singles Winner", 'Sports', z('2032-06-06', '18:00'), [['CALC', 'Carlos Alcaraz', 'rgm-alcaraz'], ['JSIN', 'Jannik Sinner', 'rgm-sinner'], ['JFON', 'Joao Fonseca', 'rgm-fonseca']]),
    B('Roland Garros 2032: Men’s Champion', 'Sports', z('2032-06-06', '18:00'), [['roland-garros-2032-men-alcaraz', 'Alcaraz', 'rgm-alcaraz'], ['roland-garros-2032-men-sinner', 'Sinner', 'rgm-sinner']]),
    U('french-open-womens-winner-2032', "French Open 2032 Women's Winner", 'Sports', z('2032-06-05', '16:00'), [['fo-2032-women-iga-swiatek', 'Iga Świątek', 'rgw-swiatek'], ['fo-2032-women-coco-gauff', 'Coco Gauff', 'rgw-gauff']]),
  ] }, ['category']);
}

// ───────────────────────────── GOLF ─────────────────────────────

{ // The Masters 2032 (all four venues).
  const close = z('2032-04-12', '00:00');
  addCase('golf', { name: 'masters-2032', events: [
    A('KXPGATOUR-MAST32', 'The Masters 2032 Winner', 'Sports', close, [['SSCH', 'Scottie Scheffler', 'ma-scheffler'], ['RMCI', 'Rory McIlroy', 'ma-mcilroy'], ['XSCH', 'Xander Schauffele', 'ma-xander'],
      ['LABE', 'Ludvig Aberg', 'ma-aberg'], ['JRAH', 'Jon Rahm', 'ma-rahm']]),
    B('Masters 2032 Winner', 'Sports', close, [['masters-2032-scottie-scheffler', 'Scottie Scheffler', 'ma-scheffler'], ['masters-2032-rory-mcilroy', 'Rory McIlroy', 'ma-mcilroy'],
      ['masters-2032-ludvig-aberg', 'Ludvig Åberg', 'ma-aberg'], ['masters-2032-bryson-dechambeau', 'Bryson DeChambeau', 'ma-bryson']]),
    U('the-masters-2032', 'The Masters 2032', 'Sports', close, [['masters-2032-winner-scheffler', 'Scottie Scheffler', 'ma-scheffler'], ['masters-2032-winner-aberg', 'Ludvig Aberg', 'ma-aberg'],
      ['masters-2032-winner-mcilroy', 'Rory McIlroy', 'ma-mcilroy']]),
    G('Masters Tournament 2032: winner', close, gr(['Scheffler', 'ma-scheffler'], ['McIlroy', 'ma-mcilroy'], ['Rahm', 'ma-rahm'], ['DeChambeau', 'ma-bryson'])),
  ] });
}
{ // Scheffler top-10 at the Masters (alpha, beta) and gamma's top-5 on the same finish: threshold.
  const close = z('2032-04-12', '00:00');
  addCase('golf', { name: 'masters-scheffler-top', events: [
    A1('KXPGATOP10-MAST32', 'The Masters 2032: Top 10 finish', 'Sports', close, 'SSCH', 'Scottie Scheffler', 'sch-t10', { rules: 'If Scottie Scheffler finishes in the top 10 (ties included) at the 2032 Masters Tournament, then the market resolves to Yes.' }),
    B1('Scottie Scheffler Top 10 at the 2032 Masters?', 'Sports', close, 'sch-t10', { mx: { rules: 'Resolves Yes if Scottie Scheffler finishes 10th or better, including ties, on the final Masters leaderboard.' } }),
    G1('Scheffler top-5 finish at Augusta 2032?', close, 'sch-t5'),
  ] }, ['threshold']);
}
{ // Valero Texas Open 2032, final round Sunday April 4 (alpha, beta).
  const close = z('2032-04-05', '00:00');
  addCase('golf', { name: 'texas-open-2032', events: [
    A('KXPGATOUR-VTO32', 'Valero Texas Open 2032 Winner', 'Sports', close, [['LABE', 'Ludvig Aberg', 'vto-aberg'], ['TFLE', 'Tommy Fleetwood', 'vto-fleetwood'], ['JTHO', 'Justin Thomas', 'vto-jt']]),
    B('Valero Texas Open Winner', 'Sports', close, [['valero-texas-open-2032-ludvig-aberg', 'Ludvig Åberg', 'vto-aberg'], ['valero-texas-open-2032-tommy-fleetwood', 'Tommy Fleetwood', 'vto-fleetwood'],
      ['valero-texas-open-2032-hideki-matsuyama', 'Hideki Matsuyama', 'vto-matsuyama']]),
  ] });
}
{ // McIlroy to make the cut at the Masters — alpha only.
  addCase('golf', { name: 'masters-mcilroy-cut', events: [A1('KXPGACUT-MAST32', 'The Masters 2032: Make the cut', 'Sports', z('2032-04-10', '00:00'), 'RMCI', 'Rory McIlroy', 'rory-cut')] });
}
{ // A playoff at the Masters — gamma only.
  addCase('golf', { name: 'masters-playoff-2032', events: [G1('Will the 2032 Masters be decided by a playoff?', z('2032-04-12', '00:00'), 'ma-po')] });
}

// ───────────────────────────── F1 AND COMBAT SPORTS ─────────────────────────────

{ // Japanese Grand Prix winner, Sunday April 4 (alpha, beta, gamma).
  const close = z('2032-04-04', '08:00');
  addCase('motorsport_combat', { name: 'f1-japan-gp-2032', events: [
    A('KXF1RACE-JPN32', 'Japanese Grand Prix 2032 Winner', 'Sports', close, [['MVER', 'Max Verstappen', 'jp-ver'], ['LNOR', 'Lando Norris', 'jp-nor'], ['OPIA', 'Oscar Piastri', 'jp-pia'],
      ['CLEC', 'Charles Leclerc', 'jp-lec'], ['KANT', 'Kimi Antonelli', 'jp-ant']], { sources: ['Formula 1 https://www.formula1.com/en/results'] }),
    B('F1: Japanese Grand Prix Winner', 'Sports', close, [['f1-japanese-gp-2032-verstappen', 'Max Verstappen', 'jp-ver'], ['f1-japanese-gp-2032-norris', 'Lando Norris', 'jp-nor'],
      ['f1-japanese-gp-2032-piastri', 'Oscar Piastri', 'jp-pia'], ['f1-japanese-gp-2032-russell', 'George Russell', 'jp-rus']]),
    G('Formula 1 Japanese GP (Suzuka, 4 Apr 2032) winner', close, gr(['Verstappen', 'jp-ver'], ['Norris', 'jp-nor'], ['Leclerc', 'jp-lec'], ['Antonelli', 'jp-ant'])),
  ] });
}
{ // Japanese GP pole position, Saturday April 3 (alpha, beta) vs fastest lap in the race (gamma): measure negative.
  addCase('motorsport_combat', { name: 'f1-japan-pole-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXF1POLE-JPN32', 'Japanese Grand Prix 2032: Pole Position', 'Sports', z('2032-04-03', '08:00'), [['MVER', 'Max Verstappen', 'jpp-ver'], ['LNOR', 'Lando Norris', 'jpp-nor'], ['OPIA', 'Oscar Piastri', 'jpp-pia']]),
    B('Japanese GP: Pole Position', 'Sports', z('2032-04-03', '08:00'), [['f1-japanese-gp-2032-pole-verstappen', 'Verstappen', 'jpp-ver'], ['f1-japanese-gp-2032-pole-norris', 'Norris', 'jpp-nor'],
      ['f1-japanese-gp-2032-pole-leclerc', 'Leclerc', 'jpp-lec']]),
    G('Japanese GP 2032 — fastest lap', z('2032-04-04', '08:00'), gr(['Verstappen', 'jpf-ver'], ['Norris', 'jpf-nor'], ['Piastri', 'jpf-pia'])),
  ] }, ['measure']);
}
{ // Norris podium at Suzuka (alpha, gamma) and a top-6 finish (beta) on the same race: threshold.
  const close = z('2032-04-04', '08:00');
  addCase('motorsport_combat', { name: 'f1-japan-norris-finish', events: [
    A1('KXF1PODIUM-JPN32', 'Japanese Grand Prix 2032: Podium finish', 'Sports', close, 'LNOR', 'Lando Norris', 'nor-pod', { rules: 'If Lando Norris finishes 1st, 2nd or 3rd in the classified results of the 2032 Japanese Grand Prix, then the market resolves to Yes.' }),
    G1('Lando Norris on the podium at the Japanese GP?', close, 'nor-pod'),
    B1('Will Lando Norris finish top 6 at the Japanese Grand Prix?', 'Sports', close, 'nor-top6'),
  ] }, ['threshold']);
}
{ // 2032 Drivers' Championship (alpha, beta) vs the Constructors' Championship (beta_us): category negative.
  const close = z('2032-12-06', '16:00');
  addCase('motorsport_combat', { name: 'f1-wdc-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXF1-32', '2032 F1 Drivers Champion', 'Sports', close, [['MVER', 'Max Verstappen', 'wdc-ver'], ['LNOR', 'Lando Norris', 'wdc-nor'], ['OPIA', 'Oscar Piastri', 'wdc-pia'], ['GRUS', 'George Russell', 'wdc-rus']]),
    B('F1 Drivers’ Champion 2032', 'Sports', close, [['f1-drivers-champion-2032-verstappen', 'Max Verstappen', 'wdc-ver'], ['f1-drivers-champion-2032-norris', 'Lando Norris', 'wdc-nor'],
      ['f1-drivers-champion-2032-antonelli', 'Kimi Antonelli', 'wdc-ant']]),
    U('f1-constructors-champion-2032', 'F1 Constructors’ Champion 2032', 'Sports', close, [['f1-wcc-2032-mclaren', 'McLaren', 'wcc-mcl'], ['f1-wcc-2032-red-bull', 'Red Bull', 'wcc-rbr'], ['f1-wcc-2032-mercedes', 'Mercedes', 'wcc-mer']]),
  ] }, ['category']);
}
{ // UFC main event, Saturday April 3 (alpha, beta).
  const close = z('2032-04-04', '06:00');
  addCase('motorsport_combat', { name: 'ufc-main-0403', events: [
    A('KXUFCFIGHT-32APR03TOPGAE', 'Topuria vs Gaethje', 'Sports', close, [['TOP', 'Ilia Topuria', 'ufc-top'], ['GAE', 'Justin Gaethje', 'ufc-gae']],
      { rules: 'If the listed fighter wins the Ilia Topuria vs Justin Gaethje UFC bout originally scheduled for Apr 3, 2032, then the market resolves to Yes.' }),
    B('UFC: Topuria vs. Gaethje', 'Sports', close, [['ufc-topuria-gaethje-2032-04-03', '', 'ufc-top', { outcomes: yn('Topuria', 'Gaethje') }]]),
  ] });
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // Bitcoin on March 30 at 5pm ET: alpha (CF BRTI) and gamma (Binance close) one event, not fungible; beta's noon-ET ladder is another.
  const d = '2032-03-30';
  const br = (k: string): string => `If the simple average of the sixty seconds of CF Benchmarks' Bitcoin Real-Time Index (BRTI) before 5 PM ET is above ${k} on ${kd(d)}, then the market resolves to Yes.`;
  const bn = (k: string): string => `This market will resolve to "Yes" if the Binance 1 minute candle for BTC/USDT 12:00 in the ET timezone (noon) on ${long(d)} has a final "Close" price higher than ${k}. Otherwise "No".`;
  addCase('crypto', { name: 'btc-0330', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
    A(`KXBTCD-${ad(d)}17`, `Bitcoin price on ${kd(d)} at 5pm EDT?`, 'Crypto', z(d, '21:00'), [
      ['T145999.99', '$146,000 or above', 'btc5-146', { rules: br('145999.99') }], ['T147999.99', '$148,000 or above', 'btc5-148', { rules: br('147999.99') }],
      ['T149999.99', '$150,000 or above', 'btc5-150', { rules: br('149999.99') }]], { sources: [BRTI] }),
    G('BTC price at 5PM ET on Mar 30', z(d, '21:00'), gr(['Above $148,000', 'btc5-148'], ['Above $150,000', 'btc5-150']),
      { rules: 'Each option resolves YES if the close of the Binance BTC/USDT 1-minute candle that opens at 16:59 ET (closing at 17:00 ET) on March 30, 2032 is above the stated level.' }),
    B('Bitcoin above ___ on March 30?', 'Crypto', z(d, '16:00'), [
      ['bitcoin-above-144k-on-march-30-2032', '144,000', 'btc12-144', { q: 'Will the price of Bitcoin be above $144,000 on March 30?', rules: bn('$144,000'), src: 'https://www.binance.com/en/trade/BTC_USDT' }],
      ['bitcoin-above-148k-on-march-30-2032', '148,000', 'btc12-148', { q: 'Will the price of Bitcoin be above $148,000 on March 30?', rules: bn('$148,000'), src: 'https://www.binance.com/en/trade/BTC_USDT' }],
      ['bitcoin-above-152k-on-march-30-2032', '152,000', 'btc12-152', { q: 'Will the price of Bitcoin be above $152,000 on March 30?', rules: bn('$152,000'), src: 'https://www.binance.com/en/trade/BTC_USDT' }]]),
  ] }, ['time', 'source']);
}
{ // Ether range buckets on March 31 at 5pm ET (alpha ladder of ranges, gamma's coarser categorical: two buckets coincide).
  const d = '2032-03-31';
  const er = (lo: string, hi: string): string => `If the simple average of the sixty seconds of CF Benchmarks' Ether Real-Time Index (ETHUSD_RTI) before 5 PM ET is between ${lo} and ${hi} on ${kd(d)}, then the market resolves to Yes.`;
  addCase('crypto', { name: 'eth-range-0331', events: [
    A(`KXETH-${ad(d)}17`, `Ethereum price range on ${kd(d)} at 5pm EDT?`, 'Crypto', z(d, '21:00'), [
      ['B5250', '$5,200 to $5,299.99', 'eth-52', { rules: er('$5,200', '$5,299.99') }], ['B5350', '$5,300 to $5,399.99', 'eth-53', { rules: er('$5,300', '$5,399.99') }],
      ['B5450', '$5,400 to $5,499.99', 'eth-54', { rules: er('$5,400', '$5,499.99') }], ['B5550', '$5,500 to $5,599.99', 'eth-55', { rules: er('$5,500', '$5,599.99') }]],
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    G('ETH price on March 31, 2032 (5PM ET)', z(d, '21:00'), gr(['Below $5,300', 'eth-lt53'], ['$5,300–$5,400', 'eth-53'], ['$5,400–$5,500', 'eth-54'], ['$5,500 or more', 'eth-ge55']),
      { rules: 'Resolved on the 60-second average of the CF Benchmarks Ether-Dollar Real Time Index (ETHUSD_RTI) in the minute before 17:00 ET on 31 March 2032. Lower bounds inclusive, upper bounds exclusive.' }),
  ] });
}
{ // What price will Bitcoin hit in April: beta (Binance 1-minute highs) and alpha (BRTI) one event, not fungible; gamma's end-of-month price is another.
  addCase('crypto', { name: 'btc-april-hit', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXBTCMAXM-32APR', 'How high will Bitcoin get in April 2032?', 'Crypto', z('2032-05-01', '03:59'), [['T159999.99', 'Above $160,000', 'hit160'], ['T169999.99', 'Above $170,000', 'hit170']],
      { sources: [BRTI], rules: 'If the CF Benchmarks Bitcoin Real-Time Index (BRTI) exceeds the strike at any time between Apr 1, 2032 12:00 AM ET and Apr 30, 2032 11:59 PM ET, then the market resolves to Yes.' }),
    B('What price will Bitcoin hit in April?', 'Crypto', z('2032-05-01', '03:59'), [
      ['will-bitcoin-reach-160000-in-april-2032', '↑ 160,000', 'hit160', { q: 'Will Bitcoin reach $160,000 in April?', src: 'https://www.binance.com/en/trade/BTC_USDT',
        rules: 'This market will immediately resolve to "Yes" if any Binance 1 minute candle for BTC/USDT during April 2032 (ET) has a final "High" price equal to or greater than $160,000.' }],
      ['will-bitcoin-dip-to-130000-in-april-2032', '↓ 130,000', 'dip130', { q: 'Will Bitcoin dip to $130,000 in April?', src: 'https://www.binance.com/en/trade/BTC_USDT' }]]),
    G1('BTC above $160,000 on April 30, 2032?', z('2032-04-30', '16:00'), 'btc-0430-160'),
  ] }, ['observation', 'source']);
}
{ // Solana at noon ET on April 1 (beta, beta_us: Binance) vs alpha's 5pm ET daily: time negative.
  const d = '2032-04-01';
  addCase('crypto', { name: 'sol-0401', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B('Solana above ___ on April 1?', 'Crypto', z(d, '16:00'), [['solana-above-300-on-april-1-2032', '300', 'sol12-300', { q: 'Will the price of Solana be above $300 on April 1?', src: 'https://www.binance.com/en/trade/SOL_USDT' }],
      ['solana-above-320-on-april-1-2032', '320', 'sol12-320', { q: 'Will the price of Solana be above $320 on April 1?', src: 'https://www.binance.com/en/trade/SOL_USDT' }]]),
    U1('solana-above-320-april-1-noon-et', 'SOL above $320 on Apr 1 (12PM ET)?', 'Crypto', z(d, '16:00'), 'sol12-320', { src: 'https://www.binance.com/en/trade/SOL_USDT' }),
    A1(`KXSOLD-${ad(d)}17`, `Solana price on ${kd(d)} at 5pm EDT?`, 'Crypto', z(d, '21:00'), 'T319.99', '$320 or above', 'sol5-320', { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/SOLUSD_RTI'] }),
  ] }, ['time']);
}
{ // XRP above $4 on March 31 — beta only.
  addCase('crypto', { name: 'xrp-0331', events: [B1('XRP above $4.00 on March 31?', 'Crypto', z('2032-03-31', '16:00'), 'xrp4', { mx: { src: 'https://www.binance.com/en/trade/XRP_USDT' } })] });
}

// ───────────────────────────── INDICES, RATES, COMMODITIES ─────────────────────────────

{ // S&P 500 close on Wednesday March 31 (end of Q1): alpha's 25-point ranges, beta's thresholds, gamma's buckets (two coincide with alpha's).
  const d = '2032-03-31';
  addCase('markets', { name: 'spx-close-0331', events: [
    A(`KXINX-${ad(d)}H1600`, `S&P 500 price range on ${kd(d)} at 4pm EDT?`, 'Financials', z(d, '20:00'), [['B10387', '10,375 to 10,399.99', 'spx-10375'], ['B10412', '10,400 to 10,424.99', 'spx-10400'],
      ['B10437', '10,425 to 10,449.99', 'spx-10425'], ['B10462', '10,450 to 10,474.99', 'spx-10450']], { sources: [SPDJI], rules: `If the S&P 500 closing value published by S&P Dow Jones Indices for ${kd(d)} is within the range, then the market resolves to Yes.` }),
    B('S&P 500 above ___ on March 31?', 'Finance', z(d, '20:00'), [['spx-above-10400-march-31-2032', '10,400', 'spx-gt10400', { q: 'Will the S&P 500 (SPX) close above 10,400 on March 31?' }],
      ['spx-above-10500-march-31-2032', '10,500', 'spx-gt10500', { q: 'Will the S&P 500 (SPX) close above 10,500 on March 31?' }]]),
    G('SPX close — 31 Mar 2032', z(d, '20:00'), gr(['Under 10,400', 'spx-lt10400'], ['10,400–10,425', 'spx-10400'], ['10,425–10,450', 'spx-10425'], ['10,450 and up', 'spx-ge10450'])),
  ] });
}
{ // Nasdaq-100 close on March 31 (alpha, beta_us) vs the Nasdaq Composite (beta): asset negative.
  const d = '2032-03-31';
  addCase('markets', { name: 'ndx-close-0331', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A(`KXNASDAQ100U-${ad(d)}H1600`, `Nasdaq-100 above or below on ${kd(d)} at 4pm EDT?`, 'Financials', z(d, '20:00'), [['T37999.99', '38,000 or above', 'ndx-38k'], ['T38499.99', '38,500 or above', 'ndx-38.5k']],
      { sources: ['Nasdaq https://www.nasdaq.com/market-activity/index/ndx'] }),
    U1('nasdaq-100-above-38000-march-31-2032', 'Nasdaq 100 (NDX) above 38,000 at Wednesday’s close?', 'Economics', z(d, '20:00'), 'ndx-38k'),
    B1('Nasdaq Composite above 34,000 on March 31?', 'Finance', z(d, '20:00'), 'ixic-34k'),
  ] }, ['asset']);
}
{ // S&P 500 record close by April 30 (alpha, beta) vs gamma's record close on April 30 itself: observation negative ("by" vs "on").
  addCase('markets', { name: 'spx-ath-april', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXINXATH-32APR30', 'S&P 500 new all-time high by Apr 30, 2032?', 'Financials', z('2032-04-30', '20:00'), 'ATH', 'New record close', 'spx-ath-by', { sources: [SPDJI],
      rules: 'If the S&P 500 sets a new all-time closing high on any trading day before or on Apr 30, 2032, then the market resolves to Yes.' }),
    B1('S&P 500 hits all-time high by April 30?', 'Finance', z('2032-04-30', '20:00'), 'spx-ath-by', { mx: { rules: 'Resolves Yes if the S&P 500 closes at a record high at any point from market open on March 29, 2032 through April 30, 2032. Intraday highs do not count.' } }),
    G1('S&P 500 April 30 close above its previous all-time closing high?', z('2032-04-30', '20:00'), 'spx-ath-on'),
  ] }, ['observation']);
}
{ // Gold on March 31: COMEX front-month settle (alpha) and the LBMA PM price (beta) one event, not fungible; silver (gamma) another asset.
  const d = '2032-03-31';
  addCase('markets', { name: 'gold-0331', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A1(`KXGOLDD-${ad(d)}`, `Gold settle price on ${kd(d)}?`, 'Financials', z(d, '17:30'), 'T5199.99', '$5,200 or above', 'gold-5200',
      { rules: `If the settlement price of the front-month COMEX gold futures contract on ${kd(d)} is above $5,199.99, then the market resolves to Yes.`, sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html'] }),
    B1('Gold above $5,200 on March 31?', 'Finance', z(d, '15:00'), 'gold-5200', { mx: { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices', rules: 'Resolves Yes if the LBMA Gold Price PM for March 31, 2032 is above $5,200 per troy ounce.' } }),
    G1('Silver above $68/oz on 31 March 2032?', z(d, '17:30'), 'silver-68'),
  ] }, ['source', 'asset']);
}
{ // WTI settle on Friday April 2 (alpha, gamma) vs Brent (beta_us): asset negative.
  const d = '2032-04-02';
  addCase('markets', { name: 'wti-0402', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A(`KXWTI-${ad(d)}`, `WTI crude oil settle on ${kd(d)}?`, 'Financials', z(d, '18:30'), [['T69.99', '$70.00 or above', 'wti70'], ['T71.99', '$72.00 or above', 'wti72']],
      { sources: ['CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html'] }),
    G1('WTI front-month settles at or above $72 on Friday (Apr 2)?', z(d, '18:30'), 'wti72'),
    U1('brent-crude-above-75-april-2-2032', 'Brent above $75 on April 2?', 'Economics', z(d, '19:30'), 'brent75'),
  ] }, ['asset']);
}
{ // 10-year Treasury yield on March 31 — alpha only.
  addCase('markets', { name: 'ust10y-0331', events: [A1(`KXTNOTED-${ad('2032-03-31')}`, '10-Year Treasury yield on Mar 31, 2032?', 'Financials', z('2032-03-31', '21:00'), 'T4.10', 'Above 4.10%', 'ust10-410',
    { sources: ['U.S. Department of the Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'] })] });
}
{ // VIX close above 20 on April 2 (alpha) and beta's "at or below 20": inverted.
  const d = '2032-04-02';
  addCase('markets', { name: 'vix-0402', events: [
    A1(`KXVIX-${ad(d)}`, `VIX close on ${kd(d)}?`, 'Financials', z(d, '20:15'), 'T20', 'Above 20.00', 'vix-gt20', { sources: ['Cboe https://www.cboe.com/tradable_products/vix/'] }),
    B1('Will the VIX close at or below 20 on April 2?', 'Finance', z(d, '20:15'), 'vix-le20'),
  ] }, ['inverted']);
}

// ───────────────────────────── US ECONOMY ─────────────────────────────

{ // March payrolls, out Friday April 2 (all four venues): alpha's "above 150,000" = beta_us's "more than 150K"; gamma's "150K or more" is not.
  const close = z('2032-04-02', '12:30');
  addCase('econ_us', { name: 'nfp-mar-2032', events: [
    A('KXPAYROLLS-32MAR', 'Jobs numbers in March 2032?', 'Economics', close, [['T100000', 'Above 100,000', 'nfp-gt100'], ['T150000', 'Above 150,000', 'nfp-gt150'], ['T200000', 'Above 200,000', 'nfp-gt200']],
      { sources: [BLS], rules: 'If the change in total nonfarm payroll employment for March 2032, as first reported by the BLS in the Employment Situation release, is above the strike, then the market resolves to Yes.' }),
    B('How many jobs added in March?', 'Economy', close, [['jobs-added-march-2032-under-50k', '<50K', 'nfp-lt50'], ['jobs-added-march-2032-50k-99k', '50K–99K', 'nfp-50'],
      ['jobs-added-march-2032-100k-149k', '100K–149K', 'nfp-100'], ['jobs-added-march-2032-150k-199k', '150K–199K', 'nfp-150'], ['jobs-added-march-2032-200k-plus', '200K+', 'nfp-ge200']]),
    U1('march-jobs-report-above-150k', 'March jobs report: more than 150K jobs added?', 'Economics', close, 'nfp-gt150'),
    G1('US NFP (March 2032) 150K or more?', close, 'nfp-ge150', { rules: 'YES if the headline nonfarm payrolls change for March 2032 in the BLS release of 2 April 2032 is 150K or higher (first print).' }),
  ] }, ['threshold']);
}
{ // March unemployment rate (alpha, beta, beta_us) vs U-6 (gamma): measure negative.
  const close = z('2032-04-02', '12:30');
  addCase('econ_us', { name: 'unrate-mar-2032', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXU3-32MAR', 'Unemployment rate in March 2032?', 'Economics', close, [['T4.3', 'Above 4.3%', 'ur-gt43'], ['T4.4', 'Above 4.4%', 'ur-gt44']], { sources: [BLS] }),
    B('Unemployment rate in March?', 'Economy', close, [['unemployment-march-2032-4pt2-or-lower', '4.2% or lower', 'ur-le42'], ['unemployment-march-2032-4pt3', '4.3%', 'ur-43'],
      ['unemployment-march-2032-4pt4', '4.4%', 'ur-44'], ['unemployment-march-2032-4pt5-or-higher', '4.5% or higher', 'ur-gt44']]),
    U1('us-unemployment-march-2032-4pt4-or-higher', 'Will the March unemployment rate be 4.4% or higher?', 'Economics', close, 'ur-gt43'),
    G1('US U-6 underemployment rate for March above 8.0%?', close, 'u6-gt80'),
  ] }, ['measure']);
}
{ // March CPI MoM, out Tuesday April 13 (alpha, beta) vs core CPI MoM (gamma) and CPI YoY (beta_us): measure negatives.
  const close = z('2032-04-13', '12:30');
  addCase('econ_us', { name: 'cpi-mar-2032', groups: [['alpha', 'beta'], ['gamma'], ['beta_us']], events: [
    A('KXCPI-32MAR', 'CPI in March 2032?', 'Economics', close, [['T0.1', 'Above 0.1%', 'cpi-gt01'], ['T0.2', 'Above 0.2%', 'cpi-gt02'], ['T0.3', 'Above 0.3%', 'cpi-gt03']],
      { sources: [BLSCPI], rules: 'If the seasonally adjusted month-over-month change in CPI-U for March 2032, as first released by the BLS, is above the strike, then the market resolves to Yes.' }),
    B1('March CPI MoM 0.3% or higher?', 'Economy', close, 'cpi-gt02', { mx: { src: 'https://www.bls.gov/cpi/' } }),
    G1('US core CPI (Mar) m/m ≥ 0.3%?', close, 'core-ge03'),
    U1('march-cpi-yoy-above-2pt8', 'CPI inflation (YoY) above 2.8% in March?', 'Economics', close, 'cpiyoy-gt28'),
  ] }, ['measure', 'measure']);
}
{ // ISM Manufacturing PMI for March, out Thursday April 1 (alpha, beta) vs ISM Services (gamma): measure negative.
  addCase('econ_us', { name: 'ism-mfg-mar-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXISMPMI-32MAR', 'ISM Manufacturing PMI in March 2032?', 'Economics', z('2032-04-01', '14:00'), 'T50', 'Above 50.0', 'ism-gt50', { sources: ['Institute for Supply Management https://www.ismworld.org/'] }),
    B1('ISM Manufacturing PMI above 50 in March?', 'Economy', z('2032-04-01', '14:00'), 'ism-gt50'),
    G1('ISM Services PMI (March 2032) above 50?', z('2032-04-05', '14:00'), 'isms-gt50'),
  ] }, ['measure']);
}
{ // Initial jobless claims for the week ending March 27 (alpha, beta) vs the week ending April 3 (gamma): period negative.
  addCase('econ_us', { name: 'claims-0327', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXJOBLESSCLAIMS-32APR01', 'Initial jobless claims for the week ending Mar 27, 2032?', 'Economics', z('2032-04-01', '12:30'), 'T225000', 'Above 225,000', 'clm-gt225',
      { sources: ['U.S. Department of Labor https://www.dol.gov/ui/data.pdf'] }),
    B1('Initial jobless claims above 225K (week ending March 27)?', 'Economy', z('2032-04-01', '12:30'), 'clm-gt225'),
    G1('US initial claims > 225K for week ending 3 Apr 2032?', z('2032-04-08', '12:30'), 'clm-0403-gt225'),
  ] }, ['period']);
}
{ // JOLTS job openings for February, out Tuesday March 30 — alpha only.
  addCase('econ_us', { name: 'jolts-feb-2032', events: [A('KXJOLTS-32FEB', 'Job openings in February 2032 (JOLTS)?', 'Economics', z('2032-03-30', '14:00'), [['T7.0', 'Above 7.0 million', 'jolts-7'], ['T7.5', 'Above 7.5 million', 'jolts-7.5']],
    { sources: ['Bureau of Labor Statistics https://www.bls.gov/jlt/'] })] });
}
{ // Q1 2032 GDP advance estimate (alpha, beta, gamma; gamma's "2.0% or more" is its own outcome) vs the second estimate (beta_us).
  const close = z('2032-04-29', '12:30');
  addCase('econ_us', { name: 'gdp-q1-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXGDP-32APR29', 'US GDP growth in Q1 2032?', 'Economics', close, [['T1.5', 'Above 1.5%', 'gdp-gt15'], ['T2.0', 'Above 2.0%', 'gdp-gt20'], ['T2.5', 'Above 2.5%', 'gdp-gt25']],
      { sources: [BEA], rules: 'If the advance estimate of real GDP growth (seasonally adjusted annual rate) for Q1 2032 published by the BEA is above the strike, then the market resolves to Yes.' }),
    B1('Q1 2032 GDP growth 2.1% or higher?', 'Economy', close, 'gdp-gt20', { mx: { src: 'https://www.bea.gov/data/gdp/gross-domestic-product', rules: 'Resolves per the BEA advance estimate of Q1 2032 real GDP (annualized, quarter over quarter).' } }),
    G1('US Q1 2032 GDP (advance) 2.0% or more?', close, 'gdp-ge20'),
    U1('us-q1-2032-gdp-second-estimate-above-2', 'Q1 GDP second estimate above 2.0%?', 'Economics', z('2032-05-27', '12:30'), 'gdp2-gt20'),
  ] }, ['threshold', 'estimate']);
}
{ // FOMC decision Wednesday April 28 (all four venues): beta_us's "any cut" and beta's "25+ bps increase" have their own `t`.
  const close = z('2032-04-28', '18:00');
  addCase('central_banks', { name: 'fomc-apr-2032', events: [
    A('KXFEDDECISION-32APR', 'Fed decision in Apr 2032?', 'Economics', close, [['H0', 'Fed maintains rate', 'fed-hold'], ['C25', 'Cut 25bps', 'fed-c25'], ['C26', 'Cut >25bps', 'fed-c50'], ['H25', 'Hike 25bps', 'fed-h25']],
      { sources: [FOMC] }),
    B('Fed decision in April?', 'Economy', close, [['fed-decision-april-2032-no-change', 'No change', 'fed-hold'], ['fed-decision-april-2032-25-bps-decrease', '25 bps decrease', 'fed-c25'],
      ['fed-decision-april-2032-50-plus-bps-decrease', '50+ bps decrease', 'fed-c50'], ['fed-decision-april-2032-25-plus-bps-increase', '25+ bps increase', 'fed-h25plus']]),
    U1('fed-rate-cut-april-2032', 'Fed rate cut at the April 2032 FOMC?', 'Economics', close, 'fed-anycut'),
    G('FOMC April 2032: rate decision', close, gr(['Hold', 'fed-hold'], ['Cut 25bp', 'fed-c25'], ['Cut 50bp or more', 'fed-c50'])),
  ] });
}
{ // Fed cuts in 2032: alpha counts 25 bp steps, beta counts meetings — one event, not fungible.
  const close = z('2032-12-15', '19:00');
  addCase('central_banks', { name: 'fed-cuts-2032', fungible: nf('alpha|beta'), events: [
    A('KXRATECUTCOUNT-32', 'Number of Fed rate cuts in 2032?', 'Economics', close, [['0', '0 cuts', 'cuts-0'], ['1', '1 cut', 'cuts-1'], ['2', '2 cuts', 'cuts-2'], ['3', '3 cuts', 'cuts-3'], ['4', '4 or more', 'cuts-4']],
      { sources: [FOMC], rules: 'Counts the number of 25 basis point reductions in the upper bound of the federal funds target range announced in 2032 (a 50 bp cut counts as 2).' }),
    B('How many Fed rate cuts in 2032?', 'Economy', close, [['fed-cuts-2032-0', '0', 'cuts-0'], ['fed-cuts-2032-1', '1', 'cuts-1'], ['fed-cuts-2032-2', '2', 'cuts-2'], ['fed-cuts-2032-3', '3', 'cuts-3'],
      ['fed-cuts-2032-4-plus', '4+', 'cuts-4']], { rules: 'Counts the FOMC meetings in 2032 at which the target range is lowered, whatever the size of the cut.' }),
  ] }, ['counting']);
}

// ───────────────────────────── ECONOMIES ABROAD ─────────────────────────────

{ // Euro area flash HICP for March, Thursday April 1 (alpha, beta: one outcome) vs core flash (gamma): measure negative.
  const close = z('2032-04-01', '09:00');
  addCase('econ_intl', { name: 'ez-hicp-mar-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXEZCPI-32MAR', 'Euro area inflation (flash) in March 2032?', 'Economics', close, [['T1.8', 'Above 1.8%', 'ez-gt18'], ['T2.0', 'Above 2.0%', 'ez-gt20']], { sources: [EUROSTAT] }),
    B1('Eurozone March flash inflation 2.1% or higher?', 'Economy', close, 'ez-gt20', { mx: { src: 'https://ec.europa.eu/eurostat/web/euro-indicators' } }),
    G1('Euro area core HICP flash (Mar) above 2.0% y/y?', close, 'ezcore-gt20'),
  ] }, ['measure']);
}
{ // German flash CPI for March, Tuesday March 30 (alpha, gamma) vs North Rhine-Westphalia's CPI the same morning (beta): place negative.
  addCase('econ_intl', { name: 'de-cpi-mar-2032', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXDECPI-32MAR', 'Germany inflation (flash CPI) in March 2032?', 'Economics', z('2032-03-30', '12:00'), 'T2.2', 'Above 2.2%', 'de-gt22', { sources: ['Destatis https://www.destatis.de/EN/Themes/Economy/Prices/Consumer-Price-Index/_node.html'] }),
    G1('Germany CPI (Destatis flash), March 2032: 2.3% y/y or higher?', z('2032-03-30', '12:00'), 'de-gt22'),
    B1('North Rhine-Westphalia inflation above 2.2% in March?', 'Economy', z('2032-03-30', '08:00'), 'nrw-gt22', { mx: { src: 'https://www.it.nrw/statistik' } }),
  ] }, ['place']);
}
{ // China official (NBS) manufacturing PMI for March, Wednesday March 31 (beta, gamma) vs the RatingDog/S&P Global PMI (alpha): measure.
  addCase('econ_intl', { name: 'china-pmi-mar-2032', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('China manufacturing PMI above 50 in March?', 'Economy', z('2032-03-31', '01:30'), 'nbs-gt50', { mx: { src: 'https://www.stats.gov.cn/english/', rules: 'Resolves per the official NBS manufacturing PMI for March 2032.' } }),
    G1('China NBS manufacturing PMI (Mar 2032) > 50?', z('2032-03-31', '01:30'), 'nbs-gt50'),
    A1('KXCNPMI-32MAR', 'RatingDog China General Manufacturing PMI in March 2032?', 'Economics', z('2032-04-01', '01:45'), 'T50', 'Above 50.0', 'rd-gt50', { sources: ['S&P Global https://www.pmi.spglobal.com/'] }),
  ] }, ['measure']);
}
{ // Tankan large manufacturers' index for Q1 — alpha only.
  addCase('econ_intl', { name: 'tankan-q1-2032', events: [A1('KXTANKAN-32Q1', 'BoJ Tankan large manufacturers index (Q1 2032)?', 'Economics', z('2032-03-31', '23:50'), 'T12', 'Above 12', 'tankan-gt12')] });
}
{ // UK Q4 2031 GDP final estimate, Wednesday March 31 — gamma only.
  addCase('econ_intl', { name: 'uk-gdp-q4-final', events: [G1('UK Q4 2031 GDP (quarterly national accounts) revised up from 0.2% q/q?', z('2032-03-31', '06:00'), 'ukgdp-rev-up')] });
}

// ───────────────────────────── CENTRAL BANKS ABROAD ─────────────────────────────

{ // ECB decision Thursday April 15 (alpha, beta, gamma) vs "ECB cut by the June meeting" (beta_us): deadline negative.
  const close = z('2032-04-15', '12:15');
  addCase('central_banks', { name: 'ecb-apr-2032', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXECBRATE-32APR', 'ECB deposit rate decision in April 2032?', 'Economics', close, [['H0', 'Hold', 'ecb-hold'], ['C25', 'Cut 25bps', 'ecb-c25'], ['H25', 'Hike 25bps', 'ecb-h25']],
      { sources: ['European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html'] }),
    B('ECB decision in April?', 'Economy', close, [['ecb-april-2032-no-change', 'No change', 'ecb-hold'], ['ecb-april-2032-25-bps-decrease', '25 bps decrease', 'ecb-c25'], ['ecb-april-2032-25-bps-increase', '25 bps increase', 'ecb-h25']]),
    G('ECB 15 April 2032 — deposit facility rate', close, gr(['Unchanged', 'ecb-hold'], ['-25bp', 'ecb-c25'])),
    U1('ecb-rate-cut-by-june-2032', 'ECB cuts rates by the June 2032 meeting?', 'Economics', z('2032-06-10', '12:15'), 'ecb-cut-by-jun'),
  ] }, ['deadline']);
}
{ // RBA decision Tuesday April 6 (alpha, beta).
  const close = z('2032-04-06', '04:30');
  addCase('central_banks', { name: 'rba-apr-2032', events: [
    A('KXRBA-32APR', 'RBA cash rate decision in April 2032?', 'Economics', close, [['H0', 'Hold', 'rba-hold'], ['C25', 'Cut 25bps', 'rba-c25']], { sources: ['Reserve Bank of Australia https://www.rba.gov.au/monetary-policy/int-rate-decisions/'] }),
    B('RBA decision in April?', 'Economy', close, [['rba-april-2032-no-change', 'No change', 'rba-hold'], ['rba-april-2032-25-bps-decrease', '25 bps decrease', 'rba-c25'], ['rba-april-2032-25-bps-increase', '25 bps increase', 'rba-h25']]),
  ] });
}
{ // BoJ hike at the April 30 meeting (alpha, beta) vs "BoJ hike by June 2032" (gamma): deadline negative.
  addCase('central_banks', { name: 'boj-apr-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXBOJ-32APR', 'Bank of Japan decision in April 2032?', 'Economics', z('2032-04-30', '03:00'), 'H25', 'Hike 25bps', 'boj-h25'),
    B1('Bank of Japan rate hike in April?', 'Economy', z('2032-04-30', '03:00'), 'boj-h25', { mx: { rules: 'Resolves Yes if the Bank of Japan raises its short-term policy rate by 25 bps at its April 29-30, 2032 meeting.' } }),
    G1('BoJ raises rates by end of June 2032?', z('2032-06-30', '15:00'), 'boj-by-jun'),
  ] }, ['deadline']);
}
{ // Bank of England Thursday May 6 (alpha, beta).
  const close = z('2032-05-06', '11:00');
  addCase('central_banks', { name: 'boe-may-2032', events: [
    A('KXBOE-32MAY', 'Bank of England decision in May 2032?', 'Economics', close, [['H0', 'Hold', 'boe-hold'], ['C25', 'Cut 25bps', 'boe-c25']], { sources: ['Bank of England https://www.bankofengland.co.uk/monetary-policy-summary-and-minutes'] }),
    B('Bank of England decision in May?', 'Economy', close, [['boe-may-2032-no-change', 'No change', 'boe-hold'], ['boe-may-2032-25-bps-decrease', '25 bps decrease', 'boe-c25'], ['boe-may-2032-25-bps-increase', '25 bps increase', 'boe-h25']]),
  ] });
}
{ // Turkey's central bank in April — beta only.
  addCase('central_banks', { name: 'cbrt-apr-2032', events: [B1('Will Turkey’s central bank cut rates in April?', 'Economy', z('2032-04-22', '11:00'), 'cbrt-cut')] });
}

// ───────────────────────────── US POLITICS: 2032 PRIMARIES ─────────────────────────────

{ // Wisconsin Democratic presidential primary, Tuesday April 6 (alpha, beta, beta_us).
  const close = z('2032-04-07', '04:00');
  addCase('us_politics', { name: 'wi-dem-primary-2032', events: [
    A('KXWIPRIMARYD-32', 'Wisconsin Democratic presidential primary winner', 'Elections', close, [['GNEW', 'Gavin Newsom', 'wid-newsom'], ['JSHA', 'Josh Shapiro', 'wid-shapiro'], ['AOCA', 'Alexandria Ocasio-Cortez', 'wid-aoc'],
      ['ABES', 'Andy Beshear', 'wid-beshear']], { sources: [AP] }),
    B('Wisconsin Democratic Primary Winner', 'Elections', close, [['wisconsin-dem-primary-2032-newsom', 'Newsom', 'wid-newsom'], ['wisconsin-dem-primary-2032-shapiro', 'Shapiro', 'wid-shapiro'],
      ['wisconsin-dem-primary-2032-ocasio-cortez', 'AOC', 'wid-aoc']]),
    U('wisconsin-democratic-primary-2032', 'Who will win the Wisconsin Democratic primary?', 'Politics', close, [['wi-dem-2032-gavin-newsom', 'Gavin Newsom', 'wid-newsom'], ['wi-dem-2032-josh-shapiro', 'Josh Shapiro', 'wid-shapiro']]),
  ] });
}
{ // Wisconsin Republican presidential primary winner (alpha, beta) vs the front-runner's vote share (gamma): measure negative.
  const close = z('2032-04-07', '04:00');
  addCase('us_politics', { name: 'wi-gop-primary-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXWIPRIMARYR-32', 'Wisconsin Republican presidential primary winner', 'Elections', close, [['JVAN', 'JD Vance', 'wir-vance'], ['RDES', 'Ron DeSantis', 'wir-desantis'], ['VRAM', 'Vivek Ramaswamy', 'wir-ramaswamy']], { sources: [AP] }),
    B('Wisconsin Republican Primary Winner', 'Elections', close, [['wisconsin-gop-primary-2032-vance', 'J.D. Vance', 'wir-vance'], ['wisconsin-gop-primary-2032-desantis', 'DeSantis', 'wir-desantis']]),
    G1('Vance above 70% of the vote in the Wisconsin GOP primary?', close, 'wir-vance-70'),
  ] }, ['measure']);
}
{ // 2032 Democratic presidential nominee (alpha, beta, gamma).
  const close = z('2032-08-20', '04:00');
  addCase('us_politics', { name: 'dem-nominee-2032', events: [
    A('KXPRESNOMD-32', '2032 Democratic presidential nominee', 'Politics', close, [['GNEW', 'Gavin Newsom', 'dn-newsom'], ['JSHA', 'Josh Shapiro', 'dn-shapiro'], ['AOCA', 'Alexandria Ocasio-Cortez', 'dn-aoc'],
      ['ABES', 'Andy Beshear', 'dn-beshear'], ['GWHI', 'Gretchen Whitmer', 'dn-whitmer']]),
    B('Democratic Presidential Nominee 2032', 'Politics', close, [['dem-nominee-2032-gavin-newsom', 'Gavin Newsom', 'dn-newsom'], ['dem-nominee-2032-josh-shapiro', 'Josh Shapiro', 'dn-shapiro'],
      ['dem-nominee-2032-aoc', 'Alexandria Ocasio-Cortez', 'dn-aoc'], ['dem-nominee-2032-pete-buttigieg', 'Pete Buttigieg', 'dn-buttigieg']]),
    G('2032 Democratic nominee for President', close, gr(['Gavin Newsom', 'dn-newsom'], ['Josh Shapiro', 'dn-shapiro'], ['AOC', 'dn-aoc'], ['Andy Beshear', 'dn-beshear'])),
  ] });
}
{ // 2032 Republican presidential nominee (alpha, beta, gamma).
  const close = z('2032-07-20', '04:00');
  addCase('us_politics', { name: 'gop-nominee-2032', events: [
    A('KXPRESNOMR-32', '2032 Republican presidential nominee', 'Politics', close, [['JVAN', 'JD Vance', 'rn-vance'], ['RDES', 'Ron DeSantis', 'rn-desantis'], ['MRUB', 'Marco Rubio', 'rn-rubio']]),
    B('Republican Presidential Nominee 2032', 'Politics', close, [['gop-nominee-2032-jd-vance', 'JD Vance', 'rn-vance'], ['gop-nominee-2032-ron-desantis', 'Ron DeSantis', 'rn-desantis'],
      ['gop-nominee-2032-vivek-ramaswamy', 'Vivek Ramaswamy', 'rn-ramaswamy']]),
    G('Who will be the GOP nominee in 2032?', close, gr(['J.D. Vance', 'rn-vance'], ['DeSantis', 'rn-desantis'], ['Rubio', 'rn-rubio'])),
  ] });
}
{ // Texas Republican Senate primary runoff, Tuesday May 26 (alpha, beta) vs the Democratic runoff (gamma): office negative.
  const close = z('2032-05-27', '04:00');
  addCase('us_politics', { name: 'tx-sen-gop-runoff-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTXSENR-32RUNOFF', 'Texas Republican Senate primary runoff winner', 'Elections', close, [['CROY', 'Chip Roy', 'txr-roy'], ['WHUN', 'Wesley Hunt', 'txr-hunt']], { sources: [AP] }),
    B('Texas GOP Senate Runoff: Roy vs. Hunt', 'Elections', close, [['texas-gop-senate-runoff-2032-roy', 'Chip Roy', 'txr-roy'], ['texas-gop-senate-runoff-2032-hunt', 'Wesley Hunt', 'txr-hunt']]),
    G('Texas Democratic Senate runoff (May 26) — winner', close, gr(['James Talarico', 'txd-talarico'], ['Colin Allred', 'txd-allred'])),
  ] }, ['office']);
}
{ // Pennsylvania Democratic presidential primary, Tuesday April 27 (alpha, beta) vs the Republican one (beta_us): office negative.
  const close = z('2032-04-28', '04:00');
  addCase('us_politics', { name: 'pa-dem-primary-2032', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXPAPRIMARYD-32', 'Pennsylvania Democratic presidential primary winner', 'Elections', close, [['JSHA', 'Josh Shapiro', 'pad-shapiro'], ['GNEW', 'Gavin Newsom', 'pad-newsom']], { sources: [AP] }),
    B('Pennsylvania Democratic Primary Winner', 'Elections', close, [['pennsylvania-dem-primary-2032-shapiro', 'Shapiro', 'pad-shapiro'], ['pennsylvania-dem-primary-2032-newsom', 'Newsom', 'pad-newsom'],
      ['pennsylvania-dem-primary-2032-aoc', 'AOC', 'pad-aoc']]),
    U('pennsylvania-republican-primary-2032', 'Pennsylvania Republican Primary Winner', 'Politics', close, [['pa-gop-2032-vance', 'JD Vance', 'par-vance'], ['pa-gop-2032-desantis', 'Ron DeSantis', 'par-desantis']]),
  ] }, ['office']);
}
{ // Shapiro out by April 30 (alpha "drop out", gamma "end campaign") vs "suspends before the Wisconsin primary" (beta): deadline.
  addCase('us_politics', { name: 'shapiro-exit', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXDROPOUT-32APR30-JSHA', 'Will Josh Shapiro drop out of the presidential race by Apr 30, 2032?', 'Politics', z('2032-05-01', '03:59'), 'JSHA', 'Josh Shapiro', 'sha-out-0430',
      { rules: 'If Josh Shapiro publicly ends or suspends his campaign for the 2032 Democratic presidential nomination before May 1, 2032, then the market resolves to Yes.' }),
    G1('Shapiro ends his 2032 campaign by April 30?', z('2032-05-01', '03:59'), 'sha-out-0430'),
    B1('Shapiro suspends campaign before Wisconsin primary?', 'Politics', z('2032-04-06', '13:00'), 'sha-out-0406', { mx: { rules: 'Resolves Yes if Josh Shapiro announces he is suspending or ending his presidential campaign before polls open in Wisconsin on April 6, 2032 (7:00 AM CT).' } }),
  ] }, ['deadline']);
}
{ // Presidential approval on April 30: RealClearPolitics (alpha, beta_us) vs Silver Bulletin (beta): source (different statistic).
  const close = z('2032-04-30', '23:00');
  addCase('us_politics', { name: 'approval-0430', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A1('KXAPRPOTUS-32APR30', 'Presidential approval rating on Apr 30, 2032 (RCP)?', 'Politics', close, 'T45.0', 'Above 45.0%', 'rcp-gt45', { sources: ['RealClearPolling https://www.realclearpolling.com/polls/approval/'] }),
    U1('president-approval-rcp-above-45-april-30', 'President’s approval above 45.0% on RCP average (April 30)?', 'Politics', close, 'rcp-gt45'),
    B1('President approval above 45% on April 30 (Silver Bulletin)?', 'Politics', close, 'sb-gt45'),
  ] }, ['source']);
}
{ // 2032 Democratic vice-presidential nominee — beta only.
  addCase('us_politics', { name: 'dem-vp-2032', events: [B('Democratic VP Nominee 2032', 'Politics', z('2032-08-20', '04:00'), [['dem-vp-nominee-2032-wes-moore', 'Wes Moore', 'dvp-moore'],
    ['dem-vp-nominee-2032-raphael-warnock', 'Raphael Warnock', 'dvp-warnock'], ['dem-vp-nominee-2032-mark-kelly', 'Mark Kelly', 'dvp-kelly']])] });
}
{ // Democratic delegate leader on April 30 — alpha only.
  addCase('us_politics', { name: 'dem-delegate-leader-0430', events: [A('KXDELEGATELEAD-32APR30', 'Democratic pledged delegate leader on Apr 30, 2032?', 'Politics', z('2032-05-01', '03:59'),
    [['GNEW', 'Gavin Newsom', 'dl-newsom'], ['JSHA', 'Josh Shapiro', 'dl-shapiro']], { sources: [AP] })] });
}

// ───────────────────────────── ELECTIONS ABROAD ─────────────────────────────

{ // French presidential election 2032 winner (alpha, beta, gamma; run-off on April 25).
  const close = z('2032-04-25', '18:00');
  addCase('elections_abroad', { name: 'france-president-2032', events: [
    A('KXFRPRES-32', 'French presidential election 2032 winner', 'Elections', close, [['JBAR', 'Jordan Bardella', 'fr-bardella'], ['EPHI', 'Édouard Philippe', 'fr-philippe'], ['GATT', 'Gabriel Attal', 'fr-attal'],
      ['JMEL', 'Jean-Luc Mélenchon', 'fr-melenchon']]),
    B('France Presidential Election 2032', 'Elections', close, [['france-president-2032-bardella', 'Jordan Bardella', 'fr-bardella'], ['france-president-2032-philippe', 'Edouard Philippe', 'fr-philippe'],
      ['france-president-2032-glucksmann', 'Raphaël Glucksmann', 'fr-glucksmann'], ['france-president-2032-attal', 'Gabriel Attal', 'fr-attal']]),
    G('2032 French presidential election — who wins the run-off?', close, gr(['Bardella', 'fr-bardella'], ['Philippe', 'fr-philippe'], ['Mélenchon', 'fr-melenchon'], ['Glucksmann', 'fr-glucksmann'])),
  ] });
}
{ // French first round on April 11: who finishes first (alpha, beta) vs who reaches the run-off (gamma): observation negative.
  const close = z('2032-04-11', '18:00');
  addCase('elections_abroad', { name: 'france-first-round-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXFRPRES1R-32', 'French presidential election: first-round leader', 'Elections', close, [['JBAR', 'Jordan Bardella', 'fr1-bardella'], ['EPHI', 'Édouard Philippe', 'fr1-philippe'], ['JMEL', 'Jean-Luc Mélenchon', 'fr1-melenchon']]),
    B('French Election: 1st Round Winner', 'Elections', close, [['france-first-round-2032-bardella', 'Bardella', 'fr1-bardella'], ['france-first-round-2032-philippe', 'Philippe', 'fr1-philippe']]),
    G('Who qualifies for the French run-off (11 Apr 2032)?', close, gr(['Bardella', 'frq-bardella'], ['Philippe', 'frq-philippe'], ['Mélenchon', 'frq-melenchon'])),
  ] }, ['observation']);
}
{ // South Korean legislative election, Wednesday April 14: most seats (alpha, beta) vs a DP majority (gamma): observation negative.
  const close = z('2032-04-14', '15:00');
  addCase('elections_abroad', { name: 'korea-assembly-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXKRLEG-32', 'South Korea legislative election: most seats', 'World', close, [['DPK', 'Democratic Party of Korea', 'kr-dp'], ['PPP', 'People Power Party', 'kr-ppp']]),
    B('South Korea National Assembly Election: Which party wins most seats?', 'Elections', close, [['south-korea-election-2032-democratic', 'Democratic Party', 'kr-dp'], ['south-korea-election-2032-ppp', 'People Power', 'kr-ppp']]),
    G1('Democratic Party wins 151+ of 300 seats (Korea, 14 Apr)?', close, 'kr-dp-maj'),
  ] }, ['observation']);
}
{ // English local elections Thursday May 6: most councillors (alpha's Reform UK market, beta's categorical).
  const close = z('2032-05-08', '18:00');
  addCase('elections_abroad', { name: 'uk-locals-2032', events: [
    A1('KXUKLOCAL-32-REF', 'Will Reform UK win the most councillors in the 2032 English local elections?', 'World', close, 'REF', 'Reform UK', 'ukl-reform'),
    B('UK local elections 2032: Most seats', 'Elections', close, [['uk-local-elections-2032-reform', 'Reform UK', 'ukl-reform'], ['uk-local-elections-2032-labour', 'Labour', 'ukl-lab'], ['uk-local-elections-2032-conservative', 'Conservatives', 'ukl-con']]),
  ] });
}

// ───────────────────────────── COMPANIES ─────────────────────────────

{ // Tesla Q1 2032 deliveries, Friday April 2: alpha "above 450,000" = beta_us "more than 450,000"; beta's "450k or more" is its own outcome; gamma is production.
  const close = z('2032-04-02', '13:00');
  addCase('companies', { name: 'tesla-q1-2032', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXTESLADELIV-32Q1', 'Tesla deliveries in Q1 2032?', 'Companies', close, [['T400000', 'Above 400,000', 'tsla-gt400'], ['T450000', 'Above 450,000', 'tsla-gt450']],
      { sources: ['Tesla Investor Relations https://ir.tesla.com/'] }),
    B1('Tesla Q1 2032 deliveries 450k or more?', 'Business', close, 'tsla-ge450'),
    U1('tesla-q1-2032-deliveries-over-450k', 'Tesla to deliver more than 450,000 vehicles in Q1?', 'Economics', close, 'tsla-gt450'),
    G1('Tesla Q1 2032 production above 450K?', close, 'tsla-prod-gt450'),
  ] }, ['threshold', 'measure']);
}
{ // Delta Q1 EPS beat, Thursday April 8 (alpha, beta) vs revenue beat (gamma): measure negative.
  const close = z('2032-04-08', '11:00');
  addCase('companies', { name: 'delta-q1-2032', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXEARNINGSBEAT-32DAL', 'Delta Air Lines Q1 2032: adjusted EPS beats consensus?', 'Companies', close, 'EPS', 'Beats', 'dal-eps'),
    B1('Will Delta beat Q1 EPS estimates?', 'Business', close, 'dal-eps'),
    G1('DAL Q1 revenue above consensus?', close, 'dal-rev'),
  ] }, ['measure']);
}
{ // Largest company by market cap on March 31: alpha and beta (companiesmarketcap.com) vs gamma (Bloomberg closing market caps): one event, not fungible with gamma.
  const close = z('2032-03-31', '21:00');
  addCase('companies', { name: 'largest-company-0331', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A('KXLARGESTCO-32MAR31', 'Largest company in the world on Mar 31, 2032?', 'Companies', close, [['NVDA', 'Nvidia', 'big-nvda'], ['MSFT', 'Microsoft', 'big-msft'], ['AAPL', 'Apple', 'big-aapl'], ['GOOGL', 'Alphabet', 'big-googl']],
      { sources: ['CompaniesMarketCap https://companiesmarketcap.com/'] }),
    B('Largest company end of March?', 'Business', close, [['largest-company-end-of-march-2032-nvidia', 'NVIDIA', 'big-nvda'], ['largest-company-end-of-march-2032-microsoft', 'Microsoft', 'big-msft'],
      ['largest-company-end-of-march-2032-apple', 'Apple', 'big-aapl']]),
    G('World’s most valuable listed company at the 31 Mar 2032 close', close, gr(['NVDA', 'big-nvda'], ['MSFT', 'big-msft'], ['AAPL', 'big-aapl'], ['GOOGL', 'big-googl']),
      { rules: 'Ranked by closing market capitalisation as shown on Bloomberg at the 31 March 2032 US close.' }),
  ] }, ['source']);
}
{ // SpaceX IPO before July 1 (alpha, gamma) vs "in 2032" (beta): deadline negative.
  addCase('companies', { name: 'spacex-ipo', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXIPOSPACEX-32JUL01', 'Will SpaceX IPO before Jul 1, 2032?', 'Companies', z('2032-07-01', '03:59'), 'IPO', 'Before Jul 1, 2032', 'spx-ipo-h1',
      { rules: 'If SpaceX shares begin trading on a US national securities exchange before Jul 1, 2032, then the market resolves to Yes.' }),
    G1('Will SpaceX go public by June 30, 2032?', z('2032-07-01', '03:59'), 'spx-ipo-h1'),
    B1('SpaceX IPO in 2032?', 'Business', z('2032-12-31', '23:59'), 'spx-ipo-2032'),
  ] }, ['deadline']);
}
{ // Top AI model at the end of April, LMArena text leaderboard (beta, beta_us).
  const close = z('2032-04-30', '16:00');
  addCase('companies', { name: 'top-ai-model-april', events: [
    B('Which company has best AI model end of April?', 'Tech', close, [['best-ai-model-end-of-april-2032-google', 'Google', 'ai-google'], ['best-ai-model-end-of-april-2032-openai', 'OpenAI', 'ai-openai'],
      ['best-ai-model-end-of-april-2032-anthropic', 'Anthropic', 'ai-anthropic'], ['best-ai-model-end-of-april-2032-xai', 'xAI', 'ai-xai']], { rules: 'Resolves to the company that owns the top model on the LMArena Text Arena leaderboard (style control on) on April 30, 2032, 12:00 PM ET.' }),
    U('top-ai-model-april-2032', 'Top AI lab on LMArena, April 30', 'Culture', close, [['top-ai-april-2032-google', 'Google', 'ai-google'], ['top-ai-april-2032-openai', 'OpenAI', 'ai-openai'],
      ['top-ai-april-2032-anthropic', 'Anthropic', 'ai-anthropic']]),
  ] });
}
{ // Boeing March deliveries — beta only.
  addCase('companies', { name: 'boeing-deliveries-mar', events: [B1('Will Boeing deliver 50+ commercial jets in March 2032?', 'Business', z('2032-04-13', '15:00'), 'ba-50')] });
}

// ───────────────────────────── CULTURE ─────────────────────────────

{ // Top film of the April 2-4 weekend (alpha, beta).
  const close = z('2032-04-05', '19:00');
  addCase('culture', { name: 'boxoffice-weekend-0402', events: [
    A('KXTOPMOVIE-32APR04', 'Top grossing movie this weekend (Apr 2-4, 2032)?', 'Entertainment', close, [['KFP5', 'Kung Fu Panda 5', 'wk-kfp5'], ['BAT3', 'The Batman Part III', 'wk-batman'], ['GODZ', 'Godzilla x Kong 3', 'wk-gxk']],
      { sources: ['Box Office Mojo https://www.boxofficemojo.com/weekend/'] }),
    B('Highest grossing movie this weekend?', 'Culture', close, [['top-movie-weekend-april-2-2032-kung-fu-panda-5', 'Kung Fu Panda 5', 'wk-kfp5'], ['top-movie-weekend-april-2-2032-the-batman-part-iii', 'The Batman Part III', 'wk-batman']],
      { rules: 'Resolves to the film with the highest domestic Friday–Sunday gross for April 2–4, 2032, per Box Office Mojo.' }),
  ] });
}
{ // Kung Fu Panda 5 opening weekend: The Numbers (alpha) vs Box Office Mojo (beta): one event, not fungible; gamma's $120M is another strike.
  const close = z('2032-04-05', '19:00');
  addCase('culture', { name: 'kfp5-opening', fungible: nf('alpha|beta'), events: [
    A1('KXOPENWEEKEND-KFP5', 'Kung Fu Panda 5 opening weekend domestic gross?', 'Entertainment', close, 'T100', 'Above $100M', 'kfp-gt100', { sources: ['The Numbers https://www.the-numbers.com/weekend-box-office-chart'] }),
    B1('Kung Fu Panda 5 opening weekend above $100M?', 'Culture', close, 'kfp-gt100', { mx: { src: 'https://www.boxofficemojo.com/', rules: 'Resolves Yes if Box Office Mojo reports a domestic 3-day (Fri–Sun) opening above $100,000,000.' } }),
    G1('“Kung Fu Panda 5” 3-day opening above $120M?', close, 'kfp-gt120'),
  ] }, ['source', 'threshold']);
}
{ // Billboard Hot 100 number one on the chart dated April 10 (alpha, beta).
  const close = z('2032-04-06', '22:00');
  addCase('culture', { name: 'hot100-0410', events: [
    A('KXTOPSONG-32APR10', 'Billboard Hot 100 #1 on chart dated Apr 10, 2032?', 'Entertainment', close, [['TSWI', 'Taylor Swift — Wildest Night', 'h1-swift'], ['SCAR', 'Sabrina Carpenter — Honeyed', 'h1-sabrina'],
      ['KDOT', 'Kendrick Lamar — Northbound', 'h1-kendrick']], { sources: ['Billboard https://www.billboard.com/charts/hot-100/'] }),
    B('Billboard Hot 100 #1 (April 10)', 'Culture', close, [['billboard-hot-100-april-10-2032-wildest-night', 'Wildest Night', 'h1-swift'], ['billboard-hot-100-april-10-2032-honeyed', 'Honeyed', 'h1-sabrina']]),
  ] });
}
{ // Spotify Global daily #1 on April 1 (alpha, gamma) vs Spotify US (beta): place negative.
  const close = z('2032-04-02', '16:00');
  addCase('culture', { name: 'spotify-0401', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXSPOTIFYGLOBALD-32APR01', 'Top song on Spotify Global daily chart (Apr 1, 2032)?', 'Entertainment', close, [['WILD', 'Wildest Night', 'sg-wild'], ['HONE', 'Honeyed', 'sg-honey']]),
    G('Spotify Top 50 Global #1 on April 1, 2032', close, gr(['Wildest Night — Taylor Swift', 'sg-wild'], ['Honeyed — Sabrina Carpenter', 'sg-honey'])),
    B('#1 song on Spotify US on April 1?', 'Culture', close, [['spotify-us-top-song-april-1-2032-wildest-night', 'Wildest Night', 'su-wild'], ['spotify-us-top-song-april-1-2032-northbound', 'Northbound', 'su-north']]),
  ] }, ['place']);
}
{ // Rotten Tomatoes score of The Batman Part III above 85% (alpha) and 86% or higher (beta): one outcome.
  const close = z('2032-04-09', '16:00');
  addCase('culture', { name: 'batman3-rt', events: [
    A1('KXRT-BATMAN3', 'The Batman Part III Rotten Tomatoes score?', 'Entertainment', close, 'T85', 'Above 85%', 'bat-gt85', { sources: ['Rotten Tomatoes https://www.rottentomatoes.com/'] }),
    B1('The Batman Part III Rotten Tomatoes score 86% or higher?', 'Culture', close, 'bat-gt85'),
  ] });
}
{ // Eurovision 2032 winner (beta, gamma).
  const close = z('2032-05-15', '23:00');
  addCase('culture', { name: 'eurovision-2032', events: [
    B('Eurovision Winner 2032', 'Culture', close, [['eurovision-2032-sweden', 'Sweden', 'ev-swe'], ['eurovision-2032-france', 'France', 'ev-fra'], ['eurovision-2032-ukraine', 'Ukraine', 'ev-ukr'], ['eurovision-2032-finland', 'Finland', 'ev-fin']]),
    G('Eurovision 2032: winning country', close, gr(['Sweden', 'ev-swe'], ['Ukraine', 'ev-ukr'], ['Italy', 'ev-ita'], ['France', 'ev-fra'])),
  ] });
}
{ // Netflix top show of the week — alpha only.
  addCase('culture', { name: 'netflix-top-week-0329', events: [A('KXNETFLIXRANKSHOW-32APR04', 'Top Netflix show (US) for the week of Mar 29 – Apr 4, 2032?', 'Entertainment', z('2032-04-06', '19:00'),
    [['STRA', 'Wednesday: Season 4', 'nf-wed'], ['BRID', 'Bridgerton: Season 6', 'nf-brid']], { sources: ['Netflix Top 10 https://www.netflix.com/tudum/top10/united-states/tv'] })] });
}

// ───────────────────────────── WEATHER ─────────────────────────────

{ // NYC high on Tuesday March 30: alpha and gamma (Central Park) vs beta and beta_us (LaGuardia) — one event, not fungible across stations.
  const d = '2032-03-30';
  const cp = (x: string): string => `If the highest temperature recorded in Central Park, New York for ${kd(d)} as reported by the National Weather Service's Climatological Report (Daily), is ${x}, then the market resolves to Yes.`;
  const lga = (x: string): Mx => ({ q: `Will the highest temperature in New York City be ${x} on March 30?`, src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA',
    rules: `This market will resolve to the temperature range that contains the highest temperature recorded at the LaGuardia Airport Station in degrees Fahrenheit on ${long(d)}, as published by Wunderground.` });
  addCase('weather', { name: 'nyc-high-0330', fungible: nf('alpha|beta', 'alpha|beta_us', 'gamma|beta', 'gamma|beta_us'), events: [
    A(`KXHIGHNY-${ad(d)}`, `Highest temperature in NYC on ${kd(d)}?`, 'Climate and Weather', z('2032-03-31', '14:00'), [['T58', '57° or below', 'nyc-le57', { rules: cp('57° or below') }],
      ['B58.5', '58° to 59°', 'nyc-58', { rules: cp('between 58-59°') }], ['B60.5', '60° to 61°', 'nyc-60', { rules: cp('between 60-61°') }], ['B62.5', '62° to 63°', 'nyc-62', { rules: cp('between 62-63°') }],
      ['B64.5', '64° to 65°', 'nyc-64', { rules: cp('between 64-65°') }], ['T65', '66° or above', 'nyc-ge66', { rules: cp('greater than 65°') }]], { sources: [NWSNYC] }),
    B('Highest temperature in NYC on March 30?', 'Weather', z('2032-03-31', '04:00'), [
      ['highest-temperature-in-nyc-on-march-30-2032-57forbelow', '57°F or below', 'nyc-le57', lga('57°F or below')], ['highest-temperature-in-nyc-on-march-30-2032-58-59f', '58-59°F', 'nyc-58', lga('between 58-59°F')],
      ['highest-temperature-in-nyc-on-march-30-2032-60-61f', '60-61°F', 'nyc-60', lga('between 60-61°F')], ['highest-temperature-in-nyc-on-march-30-2032-62-63f', '62-63°F', 'nyc-62', lga('between 62-63°F')],
      ['highest-temperature-in-nyc-on-march-30-2032-64-65f', '64-65°F', 'nyc-64', lga('between 64-65°F')], ['highest-temperature-in-nyc-on-march-30-2032-66forhigher', '66°F or higher', 'nyc-ge66', lga('66°F or higher')]]),
    U1('nyc-high-temp-64f-march-30-2032', 'Will NYC hit 64°F on Tuesday?', 'Weather', z('2032-03-31', '04:00'), 'nyc-ge64', lga('64°F or higher')),
    G('New York (Central Park) high temp — 30 Mar 2032', z('2032-03-31', '14:00'), gr(['59°F or lower', 'nyc-le59'], ['60–63°F', 'nyc-60-63'], ['64°F or higher', 'nyc-ge64']),
      { rules: 'Settles on the maximum temperature for Central Park in the NWS daily climate report (CLI NYC) for 30 March 2032.' }),
  ] }, ['source']);
}
{ // Chicago Midway high on Wednesday March 31 (alpha, gamma) vs the low the same day (beta_us): measure negative.
  const d = '2032-03-31';
  addCase('weather', { name: 'chi-high-0331', groups: [['alpha', 'gamma'], ['beta_us']], events: [
    A(`KXHIGHCHI-${ad(d)}`, `Highest temperature in Chicago on ${kd(d)}?`, 'Climate and Weather', z('2032-04-01', '14:00'), [['B49.5', '49° to 50°', 'chi-49'], ['B51.5', '51° to 52°', 'chi-51'], ['B53.5', '53° to 54°', 'chi-53'], ['T54', '55° or above', 'chi-ge55']],
      { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=MDW'] }),
    G('Chicago (Midway) daily high — Mar 31', z('2032-04-01', '14:00'), gr(['51–52°F', 'chi-51'], ['53–54°F', 'chi-53'], ['55°F+', 'chi-ge55'])),
    U1('chicago-low-temp-below-35f-march-31-2032', 'Chicago low below 35°F on March 31?', 'Weather', z('2032-04-01', '14:00'), 'chi-lo-lt35'),
  ] }, ['measure']);
}
{ // Austin high on Tuesday March 30 (alpha, beta: Bergstrom) vs Thursday April 1 (beta_us): date negative.
  const d = '2032-03-30';
  const src = 'https://www.wunderground.com/history/daily/us/tx/austin/KAUS';
  addCase('weather', { name: 'aus-high-0330', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A(`KXHIGHAUS-${ad(d)}`, `Highest temperature in Austin on ${kd(d)}?`, 'Climate and Weather', z('2032-03-31', '14:00'), [['B79.5', '79° to 80°', 'aus-79'], ['B81.5', '81° to 82°', 'aus-81'], ['T82', '83° or above', 'aus-ge83']],
      { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=EWX&product=CLI&issuedby=AUS'] }),
    B('Highest temperature in Austin on March 30?', 'Weather', z('2032-03-31', '05:00'), [['highest-temperature-in-austin-on-march-30-2032-79-80f', '79-80°F', 'aus-79', { src }],
      ['highest-temperature-in-austin-on-march-30-2032-81-82f', '81-82°F', 'aus-81', { src }], ['highest-temperature-in-austin-on-march-30-2032-83forhigher', '83°F or higher', 'aus-ge83', { src }]]),
    U1('austin-high-83f-or-higher-april-1-2032', 'Austin high 83°F or higher on Thursday, April 1?', 'Weather', z('2032-04-02', '05:00'), 'aus-0401-ge83', { src }),
  ] }, ['date']);
}
{ // Los Angeles (LAX) high on March 31 (alpha, beta) vs rain at LAX that day (beta_us): measure negative.
  const d = '2032-03-31';
  addCase('weather', { name: 'lax-high-0331', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A1(`KXHIGHLAX-${ad(d)}`, `Highest temperature in Los Angeles on ${kd(d)}?`, 'Climate and Weather', z('2032-04-01', '14:00'), 'T70', '71° or above', 'lax-ge71',
      { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=LOX&product=CLI&issuedby=LAX'] }),
    B1('Will LA (LAX) hit 71°F on March 31?', 'Weather', z('2032-04-01', '08:00'), 'lax-ge71'),
    U1('will-it-rain-in-los-angeles-march-31-2032', 'Will it rain in Los Angeles on March 31?', 'Weather', z('2032-04-01', '08:00'), 'lax-rain'),
  ] }, ['measure']);
}
{ // Snow in Denver on March 30 — beta only.
  addCase('weather', { name: 'denver-snow-0330', events: [B1('Will it snow in Denver on March 30?', 'Weather', z('2032-03-31', '06:00'), 'den-snow', { mx: { rules: 'Resolves Yes if the NWS daily climate report for Denver International Airport records measurable snowfall (0.1 in or more) on March 30, 2032.' } })] });
}
{ // Seattle March precipitation above 3.5 inches (alpha, gamma: Sea-Tac).
  const close = z('2032-04-01', '16:00');
  addCase('weather', { name: 'seattle-rain-march', events: [
    A1('KXRAINSEA-32MAR', 'Rain in Seattle in March 2032?', 'Climate and Weather', close, 'T3.5', 'Above 3.5 inches', 'sea-gt35', { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=SEW&product=CLM&issuedby=SEA'] }),
    G1('Sea-Tac March 2032 total precipitation > 3.5 in?', close, 'sea-gt35'),
  ] });
}
{ // Philadelphia high on Friday April 2 (alpha, beta) vs the low (gamma): measure negative.
  const d = '2032-04-02';
  addCase('weather', { name: 'phl-high-0402', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXHIGHPHIL-${ad(d)}`, `Highest temperature in Philadelphia on ${kd(d)}?`, 'Climate and Weather', z('2032-04-03', '14:00'), [['B63.5', '63° to 64°', 'phl-63'], ['B65.5', '65° to 66°', 'phl-65'], ['T66', '67° or above', 'phl-ge67']],
      { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=PHI&product=CLI&issuedby=PHL'] }),
    B('Highest temperature in Philadelphia on April 2?', 'Weather', z('2032-04-03', '04:00'), [['highest-temperature-in-philadelphia-on-april-2-2032-63-64f', '63-64°F', 'phl-63'],
      ['highest-temperature-in-philadelphia-on-april-2-2032-65-66f', '65-66°F', 'phl-65'], ['highest-temperature-in-philadelphia-on-april-2-2032-67forhigher', '67°F or higher', 'phl-ge67']]),
    G1(`Philadelphia low on ${dm(d)} at or below 45°F?`, z('2032-04-03', '14:00'), 'phl-lo-le45'),
  ] }, ['measure']);
}
{ // Warmest March on record: NOAA (beta) vs Copernicus (gamma) are different statistics: source negative.
  addCase('weather', { name: 'warmest-march-2032', groups: [['beta'], ['gamma']], events: [
    B1('Will March 2032 be the hottest March on record (NOAA)?', 'Weather', z('2032-04-14', '16:00'), 'noaa-rec', { mx: { src: 'https://www.ncei.noaa.gov/access/monitoring/monthly-report/global/' } }),
    G1('Copernicus: March 2032 warmest March in ERA5 record?', z('2032-04-08', '10:00'), 'c3s-rec'),
  ] }, ['source']);
}
{ // US tornado count in March — alpha only.
  addCase('weather', { name: 'tornadoes-march-2032', events: [A1('KXTORNADO-32MAR', 'US tornadoes in March 2032 (SPC preliminary reports)?', 'Climate and Weather', z('2032-04-02', '16:00'), 'T150', 'Above 150', 'torn-gt150',
    { sources: ['Storm Prediction Center https://www.spc.noaa.gov/climo/torngraph.html'] })] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout36-set.json', import.meta.url));
