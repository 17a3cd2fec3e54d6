// Holdout set 3: hand-labelled cross-venue catalog, written from a trading desk's point of view.
//
// How it was written: independently of the matcher. The author read only test/refdata/evalset.emit.ts (for the
// `Case` format and how the scenario and truth are emitted), /work/shared/spec/interface.md (reference-data section:
// events, outcomes, venue pairs, fungibility) and /work/shared/venues.md (venue record shapes and wording styles).
// The matcher and refdata implementation (services/refdata/**, packages/domain/src/refdata/**) and every other
// labelled set or build file in test/refdata (eval-set, holdout, holdout2, tuning2) were NOT opened, read or grepped.
// The matcher and the evaluation were NOT run on this set while writing it, and no case was adjusted after seeing
// any matcher output: the set is not tuned. Labels state what is true of the events as described: same `t` inside a
// case = the YES sides settle on the same outcome; `groups` split a case into distinct real-world events; `fungible`
// marks venue pairs whose sides of a matched outcome settle differently (another resolution source).
//
// Ids: beta event ids 99001+, gamma market ids 9xxx, alpha tickers dated Dec 2026 / 2027; all events close between
// Dec 2026 and the end of 2027 (a few long-dated futures close in 2028), after the scenario's `now` (2026-11-22).
//
// Run: node test/refdata/holdout3.build.ts   (writes test/refdata/holdout3-set.json)
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitScenario, type Case, type E, type M } from './evalset.emit.ts';

type V = E['venue'];
type Cat = 'sports' | 'economics' | 'politics' | 'crypto' | 'culture';
interface Meta { name: string; cat: Cat; hard: boolean }

const cases: Case[] = [];
const meta: Meta[] = [];
/** Adds a case; `hard` marks a hard negative (a look-alike that is a different event, or outcomes that must not align). */
function add(cat: Cat, hard: boolean, c: Case): void {
  cases.push(c);
  meta.push({ name: c.name, cat, hard });
}
/** Venue pairs whose matched outcomes do not settle identically (both key orders, the emitter uses event order). */
function notFungible(...pairs: Array<[V, V]>): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [a, b] of pairs) { out[`${a}|${b}`] = false; out[`${b}|${a}`] = false; }
  return out;
}
const m = (id: string, label: string, t: string, x: Partial<M> = {}): M => ({ id, label, t, ...x });
const ev = (venue: V) => (id: string, title: string, category: string, close: string, markets: M[], x: Partial<E> = {}): E =>
  ({ venue, id, title, category, close, markets, ...x });
const A = ev('alpha');
const B = ev('beta');
const U = ev('beta_us');
const G = ev('gamma');
/** A gamma binary market (single market whose id is the event id). */
const Gbin = (id: string, title: string, category: string, close: string, t: string, rules: string): E =>
  G(id, title, category, close, [m(id, 'Yes', t, { rules })], { rules });
/** Alpha markets of one event: [suffix, yes_sub_title, t, rules?]. */
const am = (event: string, rows: Array<[string, string, string, string?]>): M[] =>
  rows.map(([suf, label, t, rules]) => m(`${event}-${suf}`, label, t, rules !== undefined ? { rules } : {}));

const S = { nba: 'NBA https://www.nba.com', nfl: 'NFL https://www.nfl.com', nhl: 'NHL https://www.nhl.com', mlb: 'MLB https://www.mlb.com',
  epl: 'Premier League https://www.premierleague.com', uefa: 'UEFA https://www.uefa.com', ncaa: 'NCAA https://www.ncaa.com',
  f1: 'Formula 1 https://www.formula1.com', ao: 'Australian Open https://ausopen.com', masters: 'Augusta National https://www.masters.com',
  bls: 'Bureau of Labor Statistics https://www.bls.gov', bea: 'Bureau of Economic Analysis https://www.bea.gov',
  fed: 'Federal Reserve https://www.federalreserve.gov', ecb: 'European Central Bank https://www.ecb.europa.eu',
  boe: 'Bank of England https://www.bankofengland.co.uk', boj: 'Bank of Japan https://www.boj.or.jp', boc: 'Bank of Canada https://www.bankofcanada.ca',
  aaa: 'AAA https://gasprices.aaa.com', treas: 'U.S. Treasury https://home.treasury.gov', cfb: 'CF Benchmarks https://www.cfbenchmarks.com',
  spx: 'S&P Dow Jones Indices https://www.spglobal.com', nasdaq: 'Nasdaq https://www.nasdaq.com', cme: 'CME Group https://www.cmegroup.com',
  nws: 'National Weather Service https://www.weather.gov', ampas: 'Academy of Motion Picture Arts and Sciences https://www.oscars.org',
  gg: 'Golden Globes https://goldenglobes.com', grammy: 'Recording Academy https://www.grammy.com', bom: 'Box Office Mojo https://www.boxofficemojo.com',
  lmarena: 'LMArena https://lmarena.ai', rcp: 'RealClearPolitics https://www.realclearpolling.com', ap: 'Associated Press https://apnews.com',
  time: 'TIME https://time.com', openai: 'OpenAI https://openai.com', tesla: 'Tesla https://ir.tesla.com', market: 'Companies Market Cap https://companiesmarketcap.com' };

// ───────────────────────────────────────────── SPORTS ─────────────────────────────────────────────
const gameRules = (team: string, game: string, date: string, sport: string): string =>
  `If ${team} wins the ${game} professional ${sport} game originally scheduled for ${date}, then the market resolves to Yes. If the game is postponed beyond two weeks or cancelled, the market resolves to No.`;

add('sports', false, { name: 'NBA Celtics at Lakers 2027-01-15', events: [
  A('KXNBAGAME-27JAN15BOSLAL', 'Boston at Los Angeles L Winner?', 'Sports', '2027-01-16T07:00:00Z', am('KXNBAGAME-27JAN15BOSLAL', [
    ['BOS', 'Boston', 'BOS', gameRules('Boston', 'Boston at Los Angeles L', 'Jan 15, 2027', 'basketball')],
    ['LAL', 'Los Angeles L', 'LAL', gameRules('Los Angeles L', 'Boston at Los Angeles L', 'Jan 15, 2027', 'basketball')]]), { sources: [S.nba] }),
  B('99001', 'Celtics vs. Lakers', 'Sports', '2027-01-16T03:30:00Z', [m('nba-bos-lal-2027-01-15', 'Yes', 'BOS', { outcomes: ['Celtics', 'Lakers'],
    rules: 'In the upcoming NBA game, scheduled for January 15, 2027 at 7:30 PM PT: If the Boston Celtics win, the market will resolve to "Celtics". If the Los Angeles Lakers win, the market will resolve to "Lakers". If the game is postponed, this market will remain open until the game has been completed. If the game is canceled entirely, with no make-up game, this market will resolve 50-50.' })]),
  U('aec-nba-bos-lal-2027-01-15', 'Celtics vs. Lakers', 'Sports', '2027-01-16T03:30:00Z', [m('aec-nba-bos-lal-2027-01-15-moneyline', 'Yes', 'BOS', { q: 'Boston Celtics vs. Los Angeles Lakers', outcomes: ['Celtics', 'Lakers'] })]),
  G('9101', 'NBA: Boston Celtics vs Los Angeles Lakers (Jan 15)', 'Sports', '2027-01-16T03:30:00Z', [
    m('9102', 'Boston Celtics', 'BOS'), m('9103', 'Los Angeles Lakers', 'LAL')], { rules: 'Resolves to the winner of the NBA regular-season game between the Boston Celtics and the Los Angeles Lakers on January 15, 2027 (PT), including overtime, per the official NBA box score.' }),
] });

add('sports', true, { name: 'NBA Lakers at Celtics 2027-02-26 (rematch, other date)', events: [
  A('KXNBAGAME-27FEB26LALBOS', 'Los Angeles L at Boston Winner?', 'Sports', '2027-02-27T05:00:00Z', am('KXNBAGAME-27FEB26LALBOS', [
    ['LAL', 'Los Angeles L', 'LAL', gameRules('Los Angeles L', 'Los Angeles L at Boston', 'Feb 26, 2027', 'basketball')],
    ['BOS', 'Boston', 'BOS', gameRules('Boston', 'Los Angeles L at Boston', 'Feb 26, 2027', 'basketball')]]), { sources: [S.nba] }),
  B('99002', 'Lakers vs. Celtics', 'Sports', '2027-02-27T00:30:00Z', [m('nba-lal-bos-2027-02-26', 'Yes', 'LAL', { outcomes: ['Lakers', 'Celtics'],
    rules: 'In the upcoming NBA game, scheduled for February 26, 2027 at 7:30 PM ET: If the Los Angeles Lakers win, the market will resolve to "Lakers". If the Boston Celtics win, the market will resolve to "Celtics".' })]),
] });

add('sports', false, { name: 'NBA Knicks at Heat 2027-01-09 (two venues)', events: [
  A('KXNBAGAME-27JAN09NYKMIA', 'New York at Miami Winner?', 'Sports', '2027-01-10T05:00:00Z', am('KXNBAGAME-27JAN09NYKMIA', [
    ['NYK', 'New York', 'NYK'], ['MIA', 'Miami', 'MIA']]), { sources: [S.nba] }),
  U('aec-nba-nyk-mia-2027-01-09', 'Knicks vs. Heat', 'Sports', '2027-01-10T00:30:00Z', [m('aec-nba-nyk-mia-2027-01-09-moneyline', 'Yes', 'NYK', { q: 'New York Knicks vs. Miami Heat', outcomes: ['Knicks', 'Heat'] })]),
] });

add('sports', false, { name: 'NBA Warriors at Nuggets 2027-03-04 (alpha only)', events: [
  A('KXNBAGAME-27MAR04GSWDEN', 'Golden State at Denver Winner?', 'Sports', '2027-03-05T06:00:00Z', am('KXNBAGAME-27MAR04GSWDEN', [
    ['GSW', 'Golden State', 'GSW'], ['DEN', 'Denver', 'DEN']]), { sources: [S.nba] }),
] });

add('sports', false, { name: 'NFL Bills at Dolphins 2027-01-03', events: [
  A('KXNFLGAME-27JAN03BUFMIA', 'Buffalo at Miami Winner?', 'Sports', '2027-01-04T03:00:00Z', am('KXNFLGAME-27JAN03BUFMIA', [
    ['BUF', 'Buffalo', 'BUF', gameRules('Buffalo', 'Buffalo at Miami', 'Jan 3, 2027', 'football')],
    ['MIA', 'Miami', 'MIA', gameRules('Miami', 'Buffalo at Miami', 'Jan 3, 2027', 'football')]]), { sources: [S.nfl] }),
  B('99003', 'Bills vs. Dolphins', 'Sports', '2027-01-03T18:00:00Z', [m('nfl-buf-mia-2027-01-03', 'Yes', 'BUF', { outcomes: ['Bills', 'Dolphins'],
    rules: 'In the upcoming NFL game, scheduled for January 3, 2027 at 1:00 PM ET: If the Buffalo Bills win, the market will resolve to "Bills". If the Miami Dolphins win, the market will resolve to "Dolphins". If the game ends in a tie, the market will resolve 50-50.' })]),
  U('aec-nfl-buf-mia-2027-01-03', 'Bills vs. Dolphins', 'Sports', '2027-01-03T18:00:00Z', [m('aec-nfl-buf-mia-2027-01-03-moneyline', 'Yes', 'BUF', { q: 'Buffalo Bills vs. Miami Dolphins', outcomes: ['Bills', 'Dolphins'] })]),
  G('9104', 'NFL Week 18: Bills @ Dolphins', 'Sports', '2027-01-03T18:00:00Z', [m('9105', 'Buffalo Bills', 'BUF'), m('9106', 'Miami Dolphins', 'MIA')],
    { rules: 'Resolves to the team that wins the NFL game Buffalo Bills at Miami Dolphins on January 3, 2027, including overtime, per NFL.com.' }),
] });

add('sports', true, { name: 'NFL Bills at Dolphins: spread vs total points (different questions)', groups: [['alpha'], ['beta']], events: [
  A('KXNFLSPREAD-27JAN03BUFMIA', 'Buffalo at Miami: Spread', 'Sports', '2027-01-04T03:00:00Z', am('KXNFLSPREAD-27JAN03BUFMIA', [
    ['BUF7', 'Buffalo wins by over 6.5 points', 'BUF-6.5', 'If Buffalo wins the Buffalo at Miami game on Jan 3, 2027 by more than 6.5 points, then the market resolves to Yes.'],
    ['MIA7', 'Miami wins by over 6.5 points', 'MIA-6.5', 'If Miami wins the Buffalo at Miami game on Jan 3, 2027 by more than 6.5 points, then the market resolves to Yes.']]), { sources: [S.nfl] }),
  B('99004', 'Bills vs. Dolphins: O/U 47.5', 'Sports', '2027-01-03T18:00:00Z', [m('nfl-buf-mia-2027-01-03-total-47pt5', 'Yes', 'OVER47.5', { outcomes: ['Over', 'Under'],
    rules: 'This market resolves to "Over" if the combined final score of the Buffalo Bills vs. Miami Dolphins game on January 3, 2027, including overtime, is greater than 47.5 points. Otherwise "Under".' })]),
] });

add('sports', false, { name: 'NFL Lions at Vikings 2026-12-25 winner and spread', events: [
  A('KXNFLSPREAD-26DEC25DETMIN', 'Detroit at Minnesota: Spread', 'Sports', '2026-12-26T04:00:00Z', am('KXNFLSPREAD-26DEC25DETMIN', [
    ['DET4', 'Detroit wins by over 3.5 points', 'DET-3.5', 'If Detroit wins the Detroit at Minnesota game on Dec 25, 2026 by more than 3.5 points, then the market resolves to Yes.'],
    ['DET7', 'Detroit wins by over 6.5 points', 'DET-6.5', 'If Detroit wins the Detroit at Minnesota game on Dec 25, 2026 by more than 6.5 points, then the market resolves to Yes.'],
    ['MIN4', 'Minnesota wins by over 3.5 points', 'MIN-3.5', 'If Minnesota wins the Detroit at Minnesota game on Dec 25, 2026 by more than 3.5 points, then the market resolves to Yes.']]), { sources: [S.nfl] }),
  B('99005', 'Spread: Lions (-3.5)', 'Sports', '2026-12-25T21:30:00Z', [m('nfl-det-min-2026-12-25-spread-home-3pt5', 'Yes', 'DET-3.5', { outcomes: ['Lions', 'Vikings'],
    rules: 'This market refers to the NFL game between the Detroit Lions and the Minnesota Vikings scheduled for December 25, 2026. The market resolves to "Lions" if the Lions win by more than 3.5 points, otherwise "Vikings".' })]),
] });

add('sports', false, { name: 'NFL Lions at Vikings 2026-12-25 moneyline', events: [
  A('KXNFLGAME-26DEC25DETMIN', 'Detroit at Minnesota Winner?', 'Sports', '2026-12-26T04:00:00Z', am('KXNFLGAME-26DEC25DETMIN', [
    ['DET', 'Detroit', 'DET'], ['MIN', 'Minnesota', 'MIN']]), { sources: [S.nfl] }),
  B('99006', 'Lions vs. Vikings', 'Sports', '2026-12-25T21:30:00Z', [m('nfl-det-min-2026-12-25', 'Yes', 'DET', { outcomes: ['Lions', 'Vikings'] })]),
  U('aec-nfl-det-min-2026-12-25', 'Lions vs. Vikings', 'Sports', '2026-12-25T21:30:00Z', [m('aec-nfl-det-min-2026-12-25-moneyline', 'Yes', 'DET', { q: 'Detroit Lions vs. Minnesota Vikings', outcomes: ['Lions', 'Vikings'] })]),
  G('9107', 'Christmas Day NFL: Lions vs Vikings winner', 'Sports', '2026-12-25T21:30:00Z', [m('9108', 'Detroit Lions', 'DET'), m('9109', 'Minnesota Vikings', 'MIN')]),
] });

add('sports', true, { name: 'NHL Rangers at Bruins 2027-01-20: 2-way incl. OT vs 3-way regulation', events: [
  A('KXNHLGAME-27JAN20NYRBOS', 'New York R at Boston Winner?', 'Sports', '2027-01-21T04:00:00Z', am('KXNHLGAME-27JAN20NYRBOS', [
    ['NYR', 'New York R', 'NYR', 'If New York R wins the New York R at Boston professional hockey game originally scheduled for Jan 20, 2027 (including overtime and shootout), then the market resolves to Yes.'],
    ['BOS', 'Boston', 'BOS', 'If Boston wins the New York R at Boston professional hockey game originally scheduled for Jan 20, 2027 (including overtime and shootout), then the market resolves to Yes.']]), { sources: [S.nhl] }),
  B('99007', 'Rangers vs. Bruins', 'Sports', '2027-01-21T00:00:00Z', [m('nhl-nyr-bos-2027-01-20', 'Yes', 'NYR', { outcomes: ['Rangers', 'Bruins'],
    rules: 'In the upcoming NHL game, scheduled for January 20, 2027: If the New York Rangers win, the market will resolve to "Rangers". If the Boston Bruins win, "Bruins". Overtime and shootouts count.' })]),
  G('9110', 'NHL: Rangers vs Bruins — 60-minute result', 'Sports', '2027-01-21T00:00:00Z', [
    m('9111', 'Rangers win in regulation', 'NYR-REG'), m('9112', 'Bruins win in regulation', 'BOS-REG'), m('9113', 'Tied after regulation', 'OT')],
    { rules: 'Resolves on the score at the end of regulation time (60 minutes) of the NHL game New York Rangers at Boston Bruins on January 20, 2027. Overtime and shootout are not counted.' }),
] });

add('sports', false, { name: 'NHL Maple Leafs at Canadiens 2027-02-13 (alpha + beta_us)', events: [
  A('KXNHLGAME-27FEB13TORMTL', 'Toronto at Montreal Winner?', 'Sports', '2027-02-14T04:00:00Z', am('KXNHLGAME-27FEB13TORMTL', [
    ['TOR', 'Toronto', 'TOR'], ['MTL', 'Montreal', 'MTL']]), { sources: [S.nhl] }),
  U('aec-nhl-tor-mtl-2027-02-13', 'Maple Leafs vs. Canadiens', 'Sports', '2027-02-14T00:00:00Z', [m('aec-nhl-tor-mtl-2027-02-13-moneyline', 'Yes', 'MTL', { q: 'Montreal Canadiens vs. Toronto Maple Leafs', outcomes: ['Canadiens', 'Maple Leafs'] })]),
] });

add('sports', false, { name: 'NHL Oilers at Flames 2027-03-06', events: [
  A('KXNHLGAME-27MAR06EDMCGY', 'Edmonton at Calgary Winner?', 'Sports', '2027-03-07T06:00:00Z', am('KXNHLGAME-27MAR06EDMCGY', [
    ['EDM', 'Edmonton', 'EDM'], ['CGY', 'Calgary', 'CGY']]), { sources: [S.nhl] }),
  B('99008', 'Oilers vs. Flames', 'Sports', '2027-03-07T03:00:00Z', [m('nhl-edm-cgy-2027-03-06', 'Yes', 'EDM', { outcomes: ['Oilers', 'Flames'] })]),
  U('aec-nhl-edm-cgy-2027-03-06', 'Oilers vs. Flames', 'Sports', '2027-03-07T03:00:00Z', [m('aec-nhl-edm-cgy-2027-03-06-moneyline', 'Yes', 'EDM', { q: 'Edmonton Oilers vs. Calgary Flames', outcomes: ['Oilers', 'Flames'] })]),
] });

add('sports', true, { name: 'MLB Yankees at Red Sox: Apr 9 vs Apr 10 2027 (same series, other day)', groups: [['alpha'], ['beta']], events: [
  A('KXMLBGAME-27APR09NYYBOS', 'New York Y vs Boston Winner?', 'Sports', '2027-04-10T03:00:00Z', am('KXMLBGAME-27APR09NYYBOS', [
    ['NYY', 'New York Y', 'NYY', gameRules('New York Y', 'New York Y vs Boston', 'Apr 9, 2027', 'baseball')],
    ['BOS', 'Boston', 'BOS', gameRules('Boston', 'New York Y vs Boston', 'Apr 9, 2027', 'baseball')]]), { sources: [S.mlb] }),
  B('99009', 'Yankees vs. Red Sox', 'Sports', '2027-04-10T17:35:00Z', [m('mlb-nyy-bos-2027-04-10', 'Yes', 'NYY', { outcomes: ['Yankees', 'Red Sox'],
    rules: 'In the upcoming MLB game, scheduled for April 10, 2027 at 1:35 PM ET: If the New York Yankees win, the market will resolve to "Yankees". If the Boston Red Sox win, "Red Sox". If the game is postponed, the market remains open until the game is completed.' })]),
] });

add('sports', false, { name: 'MLB Opening Day Giants at Dodgers 2027-03-25', events: [
  A('KXMLBGAME-27MAR25SFLAD', 'San Francisco vs Los Angeles D Winner?', 'Sports', '2027-03-26T06:00:00Z', am('KXMLBGAME-27MAR25SFLAD', [
    ['SF', 'San Francisco', 'SF'], ['LAD', 'Los Angeles D', 'LAD']]), { sources: [S.mlb] }),
  B('99010', 'Giants vs. Dodgers', 'Sports', '2027-03-26T02:10:00Z', [m('mlb-sf-lad-2027-03-25', 'Yes', 'SF', { outcomes: ['Giants', 'Dodgers'] })]),
  U('aec-mlb-sf-lad-2027-03-25', 'Giants vs. Dodgers', 'Sports', '2027-03-26T02:10:00Z', [m('aec-mlb-sf-lad-2027-03-25-moneyline', 'Yes', 'LAD', { q: 'Los Angeles Dodgers vs. San Francisco Giants', outcomes: ['Dodgers', 'Giants'] })]),
] });

add('sports', false, { name: 'EPL Arsenal v Chelsea 2026-12-26 (3-way)', events: [
  A('KXEPLGAME-26DEC26ARSCHE', 'Arsenal vs Chelsea Winner?', 'Sports', '2026-12-26T20:00:00Z', am('KXEPLGAME-26DEC26ARSCHE', [
    ['ARS', 'Arsenal', 'ARS', 'If Arsenal wins the Arsenal vs Chelsea professional soccer game on Dec 26, 2026 after 90 minutes plus stoppage time, then the market resolves to Yes.'],
    ['CHE', 'Chelsea', 'CHE', 'If Chelsea wins the Arsenal vs Chelsea professional soccer game on Dec 26, 2026 after 90 minutes plus stoppage time, then the market resolves to Yes.'],
    ['TIE', 'Tie', 'DRAW', 'If the Arsenal vs Chelsea professional soccer game on Dec 26, 2026 ends in a tie after 90 minutes plus stoppage time, then the market resolves to Yes.']]), { sources: [S.epl] }),
  B('99011', 'Arsenal FC vs. Chelsea FC', 'Sports', '2026-12-26T17:30:00Z', [
    m('epl-ars-che-2026-12-26-ars', 'Arsenal FC', 'ARS', { q: 'Will Arsenal FC win on 2026-12-26?' }),
    m('epl-ars-che-2026-12-26-draw', 'Draw (Arsenal FC vs. Chelsea FC)', 'DRAW', { q: 'Will Arsenal FC vs. Chelsea FC end in a draw?' }),
    m('epl-ars-che-2026-12-26-che', 'Chelsea FC', 'CHE', { q: 'Will Chelsea FC win on 2026-12-26?' })],
    { rules: 'This market refers to the Premier League match between Arsenal FC and Chelsea FC scheduled for December 26, 2026. Results are determined after 90 minutes of regular play plus stoppage time.' }),
  U('aec-epl-ars-che-2026-12-26', 'Arsenal vs. Chelsea', 'Sports', '2026-12-26T17:30:00Z', [
    m('aec-epl-ars-che-2026-12-26-ars', 'Arsenal', 'ARS', { q: 'Will Arsenal beat Chelsea on December 26, 2026?' }),
    m('aec-epl-ars-che-2026-12-26-draw', 'Draw', 'DRAW', { q: 'Will Arsenal vs. Chelsea end in a draw?' }),
    m('aec-epl-ars-che-2026-12-26-che', 'Chelsea', 'CHE', { q: 'Will Chelsea beat Arsenal on December 26, 2026?' })],
    { rules: 'Resolves on the result after 90 minutes plus stoppage time of the Premier League match Arsenal vs. Chelsea on December 26, 2026.' }),
  G('9114', 'EPL: Arsenal vs Chelsea (Boxing Day)', 'Sports', '2026-12-26T17:30:00Z', [m('9115', 'Arsenal', 'ARS'), m('9116', 'Draw', 'DRAW'), m('9117', 'Chelsea', 'CHE')],
    { rules: 'Resolves on the full-time result (90 minutes plus added time) of the Premier League match Arsenal vs Chelsea on 26 December 2026.' }),
] });

add('sports', false, { name: 'EPL Liverpool v Manchester City 2027-01-02', events: [
  A('KXEPLGAME-27JAN02LIVMCI', 'Liverpool vs Man City Winner?', 'Sports', '2027-01-02T20:00:00Z', am('KXEPLGAME-27JAN02LIVMCI', [
    ['LIV', 'Liverpool', 'LIV'], ['MCI', 'Man City', 'MCI'], ['TIE', 'Tie', 'DRAW']]), { sources: [S.epl] }),
  B('99012', 'Liverpool FC vs. Manchester City FC', 'Sports', '2027-01-02T15:00:00Z', [
    m('epl-liv-mci-2027-01-02-liv', 'Liverpool FC', 'LIV', { q: 'Will Liverpool FC win on 2027-01-02?' }),
    m('epl-liv-mci-2027-01-02-draw', 'Draw (Liverpool FC vs. Manchester City FC)', 'DRAW', { q: 'Will Liverpool FC vs. Manchester City FC end in a draw?' }),
    m('epl-liv-mci-2027-01-02-mci', 'Manchester City FC', 'MCI', { q: 'Will Manchester City FC win on 2027-01-02?' })]),
] });

add('sports', false, { name: 'La Liga Real Madrid v Barcelona 2027-03-21 (alpha only)', events: [
  A('KXLALIGAGAME-27MAR21RMABAR', 'Real Madrid vs Barcelona Winner?', 'Sports', '2027-03-21T22:00:00Z', am('KXLALIGAGAME-27MAR21RMABAR', [
    ['RMA', 'Real Madrid', 'RMA'], ['BAR', 'Barcelona', 'BAR'], ['TIE', 'Tie', 'DRAW']]), { sources: ['LaLiga https://www.laliga.com'] }),
] });

add('sports', true, { name: 'UCL Real Madrid v Bayern: first-leg result vs to advance (different events)', groups: [['alpha'], ['beta']], events: [
  A('KXUCLGAME-27FEB17RMABAY', 'Real Madrid vs Bayern Munich Winner?', 'Sports', '2027-02-17T23:00:00Z', am('KXUCLGAME-27FEB17RMABAY', [
    ['RMA', 'Real Madrid', 'RMA', 'If Real Madrid wins the Real Madrid vs Bayern Munich UEFA Champions League match on Feb 17, 2027 after 90 minutes plus stoppage time, then the market resolves to Yes.'],
    ['BAY', 'Bayern Munich', 'BAY'], ['TIE', 'Tie', 'DRAW']]), { sources: [S.uefa] }),
  B('99013', 'Real Madrid vs. Bayern Munich: Who will advance?', 'Sports', '2027-03-10T22:00:00Z', [
    m('ucl-rma-bay-2027-advance-rma', 'Real Madrid', 'RMA-ADV', { q: 'Will Real Madrid advance to the Champions League quarterfinals?' }),
    m('ucl-rma-bay-2027-advance-bay', 'Bayern Munich', 'BAY-ADV', { q: 'Will Bayern Munich advance to the Champions League quarterfinals?' })],
    { rules: 'This market resolves to the club that wins the two-legged 2026-27 UEFA Champions League round of 16 tie between Real Madrid and Bayern Munich (first leg February 17, second leg March 10, 2027), including extra time and penalties.' }),
] });

add('sports', false, { name: "NCAA men's basketball Duke at North Carolina 2027-03-06", events: [
  A('KXNCAAMBGAME-27MAR06DUKEUNC', 'Duke at North Carolina Winner?', 'Sports', '2027-03-07T03:00:00Z', am('KXNCAAMBGAME-27MAR06DUKEUNC', [
    ['DUKE', 'Duke', 'DUKE', "If Duke wins the Duke at North Carolina men's college basketball game originally scheduled for Mar 6, 2027, then the market resolves to Yes."],
    ['UNC', 'North Carolina', 'UNC']]), { sources: [S.ncaa] }),
  B('99014', 'Duke Blue Devils vs. North Carolina Tar Heels', 'Sports', '2027-03-06T23:00:00Z', [m('cbb-duke-unc-2027-03-06', 'Yes', 'DUKE', { outcomes: ['Duke', 'North Carolina'] })]),
  U('aec-cbb-duke-unc-2027-03-06', 'Duke vs. North Carolina', 'Sports', '2027-03-06T23:00:00Z', [m('aec-cbb-duke-unc-2027-03-06-moneyline', 'Yes', 'UNC', { q: 'North Carolina Tar Heels vs. Duke Blue Devils', outcomes: ['North Carolina', 'Duke'] })]),
] });

add('sports', true, { name: "NCAA women's basketball Duke vs North Carolina 2027-03-06 (women's, gamma only)", events: [
  G('9118', "NCAA Women's Basketball: Duke vs North Carolina (Mar 6)", 'Sports', '2027-03-06T19:00:00Z', [m('9119', 'Duke (W)', 'DUKE-W'), m('9120', 'North Carolina (W)', 'UNC-W')],
    { rules: "Resolves to the winner of the NCAA Division I women's basketball game Duke vs North Carolina on March 6, 2027." }),
] });

add('sports', false, { name: 'College Football Playoff national champion 2026-27', events: [
  A('KXNCAAF-27', 'College Football Championship Winner?', 'Sports', '2027-01-19T05:00:00Z', am('KXNCAAF-27', [
    ['OSU', 'Ohio State', 'OSU'], ['UGA', 'Georgia', 'UGA'], ['TEX', 'Texas', 'TEX'], ['ORE', 'Oregon', 'ORE'], ['IND', 'Indiana', 'IND'], ['ND', 'Notre Dame', 'ND']]), { sources: [S.ncaa] }),
  B('99015', 'College Football Champion 2027', 'Sports', '2027-01-19T05:00:00Z', [
    m('cfb-champ-2027-ohio-state', 'Ohio State', 'OSU', { q: 'Will Ohio State win the 2027 College Football Playoff National Championship?' }),
    m('cfb-champ-2027-georgia', 'Georgia', 'UGA', { q: 'Will Georgia win the 2027 College Football Playoff National Championship?' }),
    m('cfb-champ-2027-texas', 'Texas', 'TEX', { q: 'Will Texas win the 2027 College Football Playoff National Championship?' }),
    m('cfb-champ-2027-oregon', 'Oregon', 'ORE', { q: 'Will Oregon win the 2027 College Football Playoff National Championship?' }),
    m('cfb-champ-2027-alabama', 'Alabama', 'BAMA', { q: 'Will Alabama win the 2027 College Football Playoff National Championship?' })]),
] });

add('sports', false, { name: "March Madness 2027 men's champion", events: [
  A('KXMARMAD-27', "Men's College Basketball Champion?", 'Sports', '2027-04-06T04:00:00Z', am('KXMARMAD-27', [
    ['DUKE', 'Duke', 'DUKE'], ['HOU', 'Houston', 'HOU'], ['FLA', 'Florida', 'FLA'], ['UK', 'Kentucky', 'UK'], ['KU', 'Kansas', 'KU']]), { sources: [S.ncaa] }),
  B('99016', 'NCAA Tournament Winner 2027', 'Sports', '2027-04-06T04:00:00Z', [
    m('ncaa-mbb-champ-2027-duke', 'Duke', 'DUKE', { q: "Will Duke win the 2027 NCAA Men's Basketball Tournament?" }),
    m('ncaa-mbb-champ-2027-houston', 'Houston', 'HOU', { q: "Will Houston win the 2027 NCAA Men's Basketball Tournament?" }),
    m('ncaa-mbb-champ-2027-florida', 'Florida', 'FLA', { q: "Will Florida win the 2027 NCAA Men's Basketball Tournament?" }),
    m('ncaa-mbb-champ-2027-kansas', 'Kansas', 'KU', { q: "Will Kansas win the 2027 NCAA Men's Basketball Tournament?" })]),
  G('9121', "2027 NCAA Men's Tournament Champion", 'Sports', '2027-04-06T04:00:00Z', [m('9122', 'Duke', 'DUKE'), m('9123', 'Houston', 'HOU'), m('9124', 'Kentucky', 'UK')]),
] });

add('sports', true, { name: "March Madness 2027 women's champion (alpha only)", events: [
  A('KXWMARMAD-27', "Women's College Basketball Champion?", 'Sports', '2027-04-05T04:00:00Z', am('KXWMARMAD-27', [
    ['UCONN', 'UConn', 'UCONN-W'], ['SC', 'South Carolina', 'SC-W'], ['UCLA', 'UCLA', 'UCLA-W'], ['DUKE', 'Duke', 'DUKE-W']]), { sources: [S.ncaa] }),
] });

add('sports', false, { name: 'NBA Champion 2027', events: [
  A('KXNBA-27', 'Pro Basketball Champion?', 'Sports', '2027-06-25T04:00:00Z', am('KXNBA-27', [
    ['OKC', 'Oklahoma City', 'OKC'], ['CLE', 'Cleveland', 'CLE'], ['NYK', 'New York', 'NYK'], ['DEN', 'Denver', 'DEN'], ['HOU', 'Houston', 'HOU'], ['BOS', 'Boston', 'BOS']]), { sources: [S.nba] }),
  B('99017', '2027 NBA Champion', 'Sports', '2027-06-30T00:00:00Z', [
    m('nba-2027-champion-okc', 'Oklahoma City Thunder', 'OKC', { q: 'Will the Oklahoma City Thunder win the 2027 NBA Finals?' }),
    m('nba-2027-champion-cle', 'Cleveland Cavaliers', 'CLE', { q: 'Will the Cleveland Cavaliers win the 2027 NBA Finals?' }),
    m('nba-2027-champion-nyk', 'New York Knicks', 'NYK', { q: 'Will the New York Knicks win the 2027 NBA Finals?' }),
    m('nba-2027-champion-den', 'Denver Nuggets', 'DEN', { q: 'Will the Denver Nuggets win the 2027 NBA Finals?' }),
    m('nba-2027-champion-sas', 'San Antonio Spurs', 'SAS', { q: 'Will the San Antonio Spurs win the 2027 NBA Finals?' })]),
  U('nba-champion-2027', '2027 NBA Champion', 'Sports', '2027-06-30T00:00:00Z', [
    m('nba-champion-2027-thunder', 'Thunder', 'OKC', { q: 'Will the Thunder win the 2027 NBA Championship?' }),
    m('nba-champion-2027-cavaliers', 'Cavaliers', 'CLE', { q: 'Will the Cavaliers win the 2027 NBA Championship?' }),
    m('nba-champion-2027-rockets', 'Rockets', 'HOU', { q: 'Will the Rockets win the 2027 NBA Championship?' })]),
  G('9125', 'NBA Champion 2026-27', 'Sports', '2027-06-30T00:00:00Z', [m('9126', 'Oklahoma City Thunder', 'OKC'), m('9127', 'Cleveland Cavaliers', 'CLE'), m('9128', 'Denver Nuggets', 'DEN')]),
] });

add('sports', false, { name: 'NBA MVP 2026-27', events: [
  A('KXNBAMVP-27', 'Pro Basketball MVP?', 'Sports', '2027-05-31T00:00:00Z', am('KXNBAMVP-27', [
    ['SGA', 'Shai Gilgeous-Alexander', 'SGA'], ['JOKIC', 'Nikola Jokic', 'JOKIC'], ['GIANNIS', 'Giannis Antetokounmpo', 'GIANNIS'],
    ['LUKA', 'Luka Doncic', 'LUKA'], ['WEMBY', 'Victor Wembanyama', 'WEMBY']]), { sources: [S.nba] }),
  B('99018', 'NBA MVP 2026-27', 'Sports', '2027-05-31T00:00:00Z', [
    m('nba-mvp-2027-shai-gilgeous-alexander', 'Shai Gilgeous-Alexander', 'SGA', { q: 'Will Shai Gilgeous-Alexander win the 2026–2027 NBA MVP?' }),
    m('nba-mvp-2027-nikola-jokic', 'Nikola Jokić', 'JOKIC', { q: 'Will Nikola Jokić win the 2026–2027 NBA MVP?' }),
    m('nba-mvp-2027-luka-doncic', 'Luka Dončić', 'LUKA', { q: 'Will Luka Dončić win the 2026–2027 NBA MVP?' }),
    m('nba-mvp-2027-victor-wembanyama', 'Victor Wembanyama', 'WEMBY', { q: 'Will Victor Wembanyama win the 2026–2027 NBA MVP?' }),
    m('nba-mvp-2027-anthony-edwards', 'Anthony Edwards', 'ANT', { q: 'Will Anthony Edwards win the 2026–2027 NBA MVP?' })]),
] });

add('sports', true, { name: 'NBA Rookie of the Year 2026-27 (beta only, not MVP)', events: [
  B('99019', 'NBA Rookie of the Year 2026-27', 'Sports', '2027-05-31T00:00:00Z', [
    m('nba-roy-2027-aj-dybantsa', 'AJ Dybantsa', 'DYBANTSA', { q: 'Will AJ Dybantsa win the 2026–2027 NBA Rookie of the Year?' }),
    m('nba-roy-2027-darryn-peterson', 'Darryn Peterson', 'PETERSON', { q: 'Will Darryn Peterson win the 2026–2027 NBA Rookie of the Year?' }),
    m('nba-roy-2027-cameron-boozer', 'Cameron Boozer', 'BOOZER', { q: 'Will Cameron Boozer win the 2026–2027 NBA Rookie of the Year?' })]),
] });

add('sports', true, { name: 'NBA Eastern Conference champion 2027 (not the title)', events: [
  A('KXNBAEAST-27', 'Pro Basketball Eastern Conference Champion?', 'Sports', '2027-06-01T04:00:00Z', am('KXNBAEAST-27', [
    ['CLE', 'Cleveland', 'CLE'], ['NYK', 'New York', 'NYK'], ['BOS', 'Boston', 'BOS'], ['ORL', 'Orlando', 'ORL']]), { sources: [S.nba] }),
  B('99020', 'NBA Eastern Conference Champion 2027', 'Sports', '2027-06-01T04:00:00Z', [
    m('nba-east-2027-cle', 'Cleveland Cavaliers', 'CLE', { q: 'Will the Cleveland Cavaliers win the 2027 Eastern Conference Finals?' }),
    m('nba-east-2027-nyk', 'New York Knicks', 'NYK', { q: 'Will the New York Knicks win the 2027 Eastern Conference Finals?' }),
    m('nba-east-2027-orl', 'Orlando Magic', 'ORL', { q: 'Will the Orlando Magic win the 2027 Eastern Conference Finals?' })]),
] });

add('sports', false, { name: 'Super Bowl LXI champion', events: [
  A('KXSB-27', 'Pro Football Champion?', 'Sports', '2027-02-15T04:00:00Z', am('KXSB-27', [
    ['KC', 'Kansas City', 'KC'], ['PHI', 'Philadelphia', 'PHI'], ['BUF', 'Buffalo', 'BUF'], ['BAL', 'Baltimore', 'BAL'], ['DET', 'Detroit', 'DET'], ['LA', 'Los Angeles R', 'LAR']]), { sources: [S.nfl] }),
  B('99021', 'Super Bowl Champion 2027', 'Sports', '2027-02-15T04:00:00Z', [
    m('super-bowl-2027-chiefs', 'Kansas City Chiefs', 'KC', { q: 'Will the Kansas City Chiefs win Super Bowl 2027?' }),
    m('super-bowl-2027-eagles', 'Philadelphia Eagles', 'PHI', { q: 'Will the Philadelphia Eagles win Super Bowl 2027?' }),
    m('super-bowl-2027-bills', 'Buffalo Bills', 'BUF', { q: 'Will the Buffalo Bills win Super Bowl 2027?' }),
    m('super-bowl-2027-lions', 'Detroit Lions', 'DET', { q: 'Will the Detroit Lions win Super Bowl 2027?' }),
    m('super-bowl-2027-rams', 'Los Angeles Rams', 'LAR', { q: 'Will the Los Angeles Rams win Super Bowl 2027?' })]),
  U('super-bowl-lxi-champion', 'Super Bowl LXI Champion', 'Sports', '2027-02-15T04:00:00Z', [
    m('super-bowl-lxi-champion-chiefs', 'Chiefs', 'KC', { q: 'Will the Chiefs win Super Bowl LXI?' }),
    m('super-bowl-lxi-champion-ravens', 'Ravens', 'BAL', { q: 'Will the Ravens win Super Bowl LXI?' }),
    m('super-bowl-lxi-champion-eagles', 'Eagles', 'PHI', { q: 'Will the Eagles win Super Bowl LXI?' })]),
  G('9129', 'Super Bowl LXI Winner', 'Sports', '2027-02-15T04:00:00Z', [m('9130', 'Kansas City Chiefs', 'KC'), m('9131', 'Buffalo Bills', 'BUF'), m('9132', 'Baltimore Ravens', 'BAL'), m('9133', 'Detroit Lions', 'DET')]),
] });

add('sports', true, { name: 'AFC champion 2026 season (conference, not Super Bowl)', events: [
  A('KXNFLAFC-27', 'Pro Football AFC Champion?', 'Sports', '2027-02-01T04:00:00Z', am('KXNFLAFC-27', [
    ['KC', 'Kansas City', 'KC'], ['BUF', 'Buffalo', 'BUF'], ['BAL', 'Baltimore', 'BAL'], ['DEN', 'Denver', 'DEN']]), { sources: [S.nfl] }),
  B('99022', 'AFC Champion 2026-27', 'Sports', '2027-02-01T04:00:00Z', [
    m('afc-champion-2027-chiefs', 'Kansas City Chiefs', 'KC', { q: 'Will the Kansas City Chiefs win the AFC Championship?' }),
    m('afc-champion-2027-bills', 'Buffalo Bills', 'BUF', { q: 'Will the Buffalo Bills win the AFC Championship?' }),
    m('afc-champion-2027-ravens', 'Baltimore Ravens', 'BAL', { q: 'Will the Baltimore Ravens win the AFC Championship?' }),
    m('afc-champion-2027-texans', 'Houston Texans', 'HOU', { q: 'Will the Houston Texans win the AFC Championship?' })]),
] });

add('sports', false, { name: 'NFL MVP 2026 season', events: [
  A('KXNFLMVP-27', 'Pro Football MVP?', 'Sports', '2027-02-12T04:00:00Z', am('KXNFLMVP-27', [
    ['JALLEN', 'Josh Allen', 'ALLEN'], ['LJACKSON', 'Lamar Jackson', 'JACKSON'], ['PMAHOMES', 'Patrick Mahomes', 'MAHOMES'], ['JBURROW', 'Joe Burrow', 'BURROW'], ['JHURTS', 'Jalen Hurts', 'HURTS']]), { sources: [S.nfl] }),
  B('99023', 'NFL MVP 2026-27', 'Sports', '2027-02-12T04:00:00Z', [
    m('nfl-mvp-2026-josh-allen', 'Josh Allen', 'ALLEN', { q: 'Will Josh Allen win the 2026–2027 NFL MVP?' }),
    m('nfl-mvp-2026-lamar-jackson', 'Lamar Jackson', 'JACKSON', { q: 'Will Lamar Jackson win the 2026–2027 NFL MVP?' }),
    m('nfl-mvp-2026-patrick-mahomes', 'Patrick Mahomes', 'MAHOMES', { q: 'Will Patrick Mahomes win the 2026–2027 NFL MVP?' }),
    m('nfl-mvp-2026-jayden-daniels', 'Jayden Daniels', 'DANIELS', { q: 'Will Jayden Daniels win the 2026–2027 NFL MVP?' })]),
  G('9134', 'NFL MVP (2026 Season)', 'Sports', '2027-02-12T04:00:00Z', [m('9135', 'Josh Allen', 'ALLEN'), m('9136', 'Lamar Jackson', 'JACKSON'), m('9137', 'Joe Burrow', 'BURROW')]),
] });

add('sports', false, { name: 'Stanley Cup 2027', events: [
  A('KXNHL-27', 'Pro Hockey Champion?', 'Sports', '2027-06-30T04:00:00Z', am('KXNHL-27', [
    ['FLA', 'Florida', 'FLA'], ['EDM', 'Edmonton', 'EDM'], ['COL', 'Colorado', 'COL'], ['CAR', 'Carolina', 'CAR'], ['DAL', 'Dallas', 'DAL']]), { sources: [S.nhl] }),
  B('99024', '2027 Stanley Cup Champion', 'Sports', '2027-06-30T04:00:00Z', [
    m('stanley-cup-2027-panthers', 'Florida Panthers', 'FLA', { q: 'Will the Florida Panthers win the 2027 Stanley Cup?' }),
    m('stanley-cup-2027-oilers', 'Edmonton Oilers', 'EDM', { q: 'Will the Edmonton Oilers win the 2027 Stanley Cup?' }),
    m('stanley-cup-2027-avalanche', 'Colorado Avalanche', 'COL', { q: 'Will the Colorado Avalanche win the 2027 Stanley Cup?' }),
    m('stanley-cup-2027-golden-knights', 'Vegas Golden Knights', 'VGK', { q: 'Will the Vegas Golden Knights win the 2027 Stanley Cup?' })]),
  U('stanley-cup-champion-2027', 'Stanley Cup Champion 2027', 'Sports', '2027-06-30T04:00:00Z', [
    m('stanley-cup-champion-2027-panthers', 'Panthers', 'FLA', { q: 'Will the Panthers win the 2027 Stanley Cup?' }),
    m('stanley-cup-champion-2027-hurricanes', 'Hurricanes', 'CAR', { q: 'Will the Hurricanes win the 2027 Stanley Cup?' })]),
] });

add('sports', false, { name: 'World Series 2027', events: [
  A('KXMLB-27', 'Pro Baseball Champion?', 'Sports', '2027-11-05T04:00:00Z', am('KXMLB-27', [
    ['LAD', 'Los Angeles D', 'LAD'], ['NYY', 'New York Y', 'NYY'], ['PHI', 'Philadelphia', 'PHI'], ['ATL', 'Atlanta', 'ATL'], ['SEA', 'Seattle', 'SEA']]), { sources: [S.mlb] }),
  B('99025', 'World Series Champion 2027', 'Sports', '2027-11-05T04:00:00Z', [
    m('world-series-2027-dodgers', 'Los Angeles Dodgers', 'LAD', { q: 'Will the Los Angeles Dodgers win the 2027 World Series?' }),
    m('world-series-2027-yankees', 'New York Yankees', 'NYY', { q: 'Will the New York Yankees win the 2027 World Series?' }),
    m('world-series-2027-mets', 'New York Mets', 'NYM', { q: 'Will the New York Mets win the 2027 World Series?' })]),
  U('world-series-champion-2027', 'World Series Champion 2027', 'Sports', '2027-11-05T04:00:00Z', [
    m('world-series-champion-2027-dodgers', 'Dodgers', 'LAD', { q: 'Will the Dodgers win the 2027 World Series?' }),
    m('world-series-champion-2027-phillies', 'Phillies', 'PHI', { q: 'Will the Phillies win the 2027 World Series?' })]),
] });

add('sports', false, { name: 'Premier League 2026-27 winner', events: [
  A('KXEPL-27', 'English Premier League Winner?', 'Sports', '2027-05-24T00:00:00Z', am('KXEPL-27', [
    ['ARS', 'Arsenal', 'ARS'], ['LIV', 'Liverpool', 'LIV'], ['MCI', 'Man City', 'MCI'], ['CHE', 'Chelsea', 'CHE']]), { sources: [S.epl] }),
  B('99026', 'English Premier League Winner 2026-27', 'Sports', '2027-05-24T00:00:00Z', [
    m('epl-2026-27-winner-arsenal', 'Arsenal', 'ARS', { q: 'Will Arsenal win the 2026–27 English Premier League?' }),
    m('epl-2026-27-winner-liverpool', 'Liverpool', 'LIV', { q: 'Will Liverpool win the 2026–27 English Premier League?' }),
    m('epl-2026-27-winner-man-city', 'Man City', 'MCI', { q: 'Will Manchester City win the 2026–27 English Premier League?' }),
    m('epl-2026-27-winner-newcastle', 'Newcastle', 'NEW', { q: 'Will Newcastle win the 2026–27 English Premier League?' })]),
  U('premier-league-winner-2026-27', 'Premier League Winner 2026-27', 'Sports', '2027-05-24T00:00:00Z', [
    m('premier-league-winner-2026-27-arsenal', 'Arsenal', 'ARS', { q: 'Will Arsenal win the 2026-27 Premier League?' }),
    m('premier-league-winner-2026-27-liverpool', 'Liverpool', 'LIV', { q: 'Will Liverpool win the 2026-27 Premier League?' })]),
  G('9138', 'Premier League Champion 2026/27', 'Sports', '2027-05-24T00:00:00Z', [m('9139', 'Arsenal', 'ARS'), m('9140', 'Liverpool', 'LIV'), m('9141', 'Manchester City', 'MCI')]),
] });

add('sports', false, { name: 'Champions League 2026-27 winner', events: [
  A('KXUCL-27', 'UEFA Champions League Winner?', 'Sports', '2027-06-06T00:00:00Z', am('KXUCL-27', [
    ['PSG', 'Paris Saint-Germain', 'PSG'], ['RMA', 'Real Madrid', 'RMA'], ['BAR', 'Barcelona', 'BAR'], ['ARS', 'Arsenal', 'ARS'], ['BAY', 'Bayern Munich', 'BAY']]), { sources: [S.uefa] }),
  B('99027', 'UEFA Champions League Winner 2027', 'Sports', '2027-06-06T00:00:00Z', [
    m('ucl-2027-winner-psg', 'PSG', 'PSG', { q: 'Will Paris Saint-Germain win the 2026–27 Champions League?' }),
    m('ucl-2027-winner-real-madrid', 'Real Madrid', 'RMA', { q: 'Will Real Madrid win the 2026–27 Champions League?' }),
    m('ucl-2027-winner-arsenal', 'Arsenal', 'ARS', { q: 'Will Arsenal win the 2026–27 Champions League?' }),
    m('ucl-2027-winner-bayern', 'Bayern Munich', 'BAY', { q: 'Will Bayern Munich win the 2026–27 Champions League?' })]),
] });

add('sports', false, { name: "Australian Open 2027 men's singles", events: [
  A('KXATPAO-27', "Australian Open Men's Singles Winner?", 'Sports', '2027-01-31T12:00:00Z', am('KXATPAO-27', [
    ['JSIN', 'Jannik Sinner', 'SINNER'], ['CALC', 'Carlos Alcaraz', 'ALCARAZ'], ['NDJO', 'Novak Djokovic', 'DJOKOVIC'], ['AZVE', 'Alexander Zverev', 'ZVEREV']]), { sources: [S.ao] }),
  B('99028', "Australian Open Men's Winner 2027", 'Sports', '2027-01-31T12:00:00Z', [
    m('ao-2027-mens-winner-sinner', 'Jannik Sinner', 'SINNER', { q: "Will Jannik Sinner win the 2027 Australian Open men's singles?" }),
    m('ao-2027-mens-winner-alcaraz', 'Carlos Alcaraz', 'ALCARAZ', { q: "Will Carlos Alcaraz win the 2027 Australian Open men's singles?" }),
    m('ao-2027-mens-winner-djokovic', 'Novak Djokovic', 'DJOKOVIC', { q: "Will Novak Djokovic win the 2027 Australian Open men's singles?" }),
    m('ao-2027-mens-winner-fritz', 'Taylor Fritz', 'FRITZ', { q: "Will Taylor Fritz win the 2027 Australian Open men's singles?" })]),
  G('9142', "Australian Open 2027 — Men's Singles Champion", 'Sports', '2027-01-31T12:00:00Z', [m('9143', 'Jannik Sinner', 'SINNER'), m('9144', 'Carlos Alcaraz', 'ALCARAZ'), m('9145', 'Novak Djokovic', 'DJOKOVIC')]),
] });

add('sports', true, { name: "Australian Open 2027 women's singles (not men's)", events: [
  A('KXWTAAO-27', "Australian Open Women's Singles Winner?", 'Sports', '2027-01-30T12:00:00Z', am('KXWTAAO-27', [
    ['ASAB', 'Aryna Sabalenka', 'SABALENKA'], ['ISWI', 'Iga Swiatek', 'SWIATEK'], ['CGAU', 'Coco Gauff', 'GAUFF'], ['ERYB', 'Elena Rybakina', 'RYBAKINA']]), { sources: [S.ao] }),
  B('99029', "Australian Open Women's Winner 2027", 'Sports', '2027-01-30T12:00:00Z', [
    m('ao-2027-womens-winner-sabalenka', 'Aryna Sabalenka', 'SABALENKA', { q: "Will Aryna Sabalenka win the 2027 Australian Open women's singles?" }),
    m('ao-2027-womens-winner-swiatek', 'Iga Świątek', 'SWIATEK', { q: "Will Iga Świątek win the 2027 Australian Open women's singles?" }),
    m('ao-2027-womens-winner-gauff', 'Coco Gauff', 'GAUFF', { q: "Will Coco Gauff win the 2027 Australian Open women's singles?" }),
    m('ao-2027-womens-winner-anisimova', 'Amanda Anisimova', 'ANISIMOVA', { q: "Will Amanda Anisimova win the 2027 Australian Open women's singles?" })]),
] });

add('sports', false, { name: 'The Masters 2027 winner', events: [
  A('KXPGAMASTERS-27', 'Masters Tournament Winner?', 'Sports', '2027-04-12T00:00:00Z', am('KXPGAMASTERS-27', [
    ['SSCH', 'Scottie Scheffler', 'SCHEFFLER'], ['RMCI', 'Rory McIlroy', 'MCILROY'], ['BDEC', 'Bryson DeChambeau', 'DECHAMBEAU'], ['XSCH', 'Xander Schauffele', 'SCHAUFFELE'], ['JRAH', 'Jon Rahm', 'RAHM']]), { sources: [S.masters] }),
  B('99030', 'Masters Winner 2027', 'Sports', '2027-04-12T00:00:00Z', [
    m('masters-2027-scottie-scheffler', 'Scottie Scheffler', 'SCHEFFLER', { q: 'Will Scottie Scheffler win the 2027 Masters?' }),
    m('masters-2027-rory-mcilroy', 'Rory McIlroy', 'MCILROY', { q: 'Will Rory McIlroy win the 2027 Masters?' }),
    m('masters-2027-jon-rahm', 'Jon Rahm', 'RAHM', { q: 'Will Jon Rahm win the 2027 Masters?' }),
    m('masters-2027-ludvig-aberg', 'Ludvig Åberg', 'ABERG', { q: 'Will Ludvig Åberg win the 2027 Masters?' })]),
] });

add('sports', true, { name: 'Masters 2027 Scheffler top 5 finish (beta only, not winner)', events: [
  B('99031', 'Scottie Scheffler Top 5 at the 2027 Masters?', 'Sports', '2027-04-12T00:00:00Z', [m('masters-2027-scheffler-top-5', 'Yes', 'SCHEFFLER-TOP5',
    { rules: 'This market resolves to "Yes" if Scottie Scheffler finishes in the top 5 (including ties) of the 2027 Masters Tournament.' })]),
] });

add('sports', false, { name: 'F1 2027 Australian Grand Prix race winner', events: [
  A('KXF1RACE-27AUS', 'Australian Grand Prix Winner?', 'Sports', '2027-03-14T08:00:00Z', am('KXF1RACE-27AUS', [
    ['VER', 'Max Verstappen', 'VER'], ['NOR', 'Lando Norris', 'NOR'], ['PIA', 'Oscar Piastri', 'PIA'], ['RUS', 'George Russell', 'RUS'], ['LEC', 'Charles Leclerc', 'LEC']]),
    { sources: [S.f1], rules: 'Resolves to the driver classified first in the official results of the 2027 Formula 1 Australian Grand Prix (the Grand Prix race, not the sprint or qualifying).' }),
  B('99032', 'Australian Grand Prix Winner 2027', 'Sports', '2027-03-14T08:00:00Z', [
    m('f1-australian-gp-2027-verstappen', 'Max Verstappen', 'VER', { q: 'Will Max Verstappen win the 2027 Australian Grand Prix?' }),
    m('f1-australian-gp-2027-norris', 'Lando Norris', 'NOR', { q: 'Will Lando Norris win the 2027 Australian Grand Prix?' }),
    m('f1-australian-gp-2027-piastri', 'Oscar Piastri', 'PIA', { q: 'Will Oscar Piastri win the 2027 Australian Grand Prix?' }),
    m('f1-australian-gp-2027-hamilton', 'Lewis Hamilton', 'HAM', { q: 'Will Lewis Hamilton win the 2027 Australian Grand Prix?' })]),
  G('9146', 'F1 Australian GP 2027: Race Winner', 'Sports', '2027-03-14T08:00:00Z', [m('9147', 'Max Verstappen', 'VER'), m('9148', 'Lando Norris', 'NOR'), m('9149', 'George Russell', 'RUS')]),
] });

add('sports', true, { name: 'F1 2027 Australian GP pole position (qualifying, beta only)', events: [
  B('99033', 'Australian Grand Prix: Pole Position 2027', 'Sports', '2027-03-13T08:00:00Z', [
    m('f1-australian-gp-2027-pole-verstappen', 'Max Verstappen', 'VER-POLE', { q: 'Will Max Verstappen take pole position at the 2027 Australian Grand Prix?' }),
    m('f1-australian-gp-2027-pole-norris', 'Lando Norris', 'NOR-POLE', { q: 'Will Lando Norris take pole position at the 2027 Australian Grand Prix?' }),
    m('f1-australian-gp-2027-pole-russell', 'George Russell', 'RUS-POLE', { q: 'Will George Russell take pole position at the 2027 Australian Grand Prix?' })],
    { rules: 'Resolves to the driver who sets the fastest time in Qualifying (Q3) for the 2027 Australian Grand Prix, per the official classification.' }),
] });

add('sports', true, { name: 'F1 2027 Chinese GP: sprint (alpha, gamma) vs Grand Prix race (beta)', groups: [['alpha', 'gamma'], ['beta']], events: [
  A('KXF1SPRINT-27CHN', 'Chinese Grand Prix Sprint Winner?', 'Sports', '2027-03-20T05:00:00Z', am('KXF1SPRINT-27CHN', [
    ['VER', 'Max Verstappen', 'VER-S'], ['NOR', 'Lando Norris', 'NOR-S'], ['PIA', 'Oscar Piastri', 'PIA-S']]),
    { sources: [S.f1], rules: 'Resolves to the driver classified first in the Sprint of the 2027 Formula 1 Chinese Grand Prix weekend.' }),
  B('99034', 'Chinese Grand Prix Winner 2027', 'Sports', '2027-03-21T09:00:00Z', [
    m('f1-chinese-gp-2027-verstappen', 'Max Verstappen', 'VER-R', { q: 'Will Max Verstappen win the 2027 Chinese Grand Prix?' }),
    m('f1-chinese-gp-2027-norris', 'Lando Norris', 'NOR-R', { q: 'Will Lando Norris win the 2027 Chinese Grand Prix?' }),
    m('f1-chinese-gp-2027-piastri', 'Oscar Piastri', 'PIA-R', { q: 'Will Oscar Piastri win the 2027 Chinese Grand Prix?' })],
    { rules: 'Resolves to the winner of the main Grand Prix race of the 2027 Chinese Grand Prix on March 21, 2027. The Sprint does not count.' }),
  G('9150', 'F1 Chinese GP 2027 — Sprint Race Winner', 'Sports', '2027-03-20T05:00:00Z', [m('9151', 'Max Verstappen', 'VER-S'), m('9152', 'Lando Norris', 'NOR-S')],
    { rules: 'Resolves to the winner of the Saturday Sprint at the 2027 Chinese Grand Prix, per formula1.com.' }),
] });

add('sports', false, { name: 'F1 2027 Drivers Championship', events: [
  A('KXF1-27', 'F1 Drivers Champion?', 'Sports', '2027-12-06T00:00:00Z', am('KXF1-27', [
    ['VER', 'Max Verstappen', 'VER'], ['NOR', 'Lando Norris', 'NOR'], ['PIA', 'Oscar Piastri', 'PIA'], ['RUS', 'George Russell', 'RUS']]), { sources: [S.f1] }),
  B('99035', 'F1 Drivers Champion 2027', 'Sports', '2027-12-06T00:00:00Z', [
    m('f1-drivers-champion-2027-verstappen', 'Max Verstappen', 'VER', { q: 'Will Max Verstappen be the 2027 F1 Drivers Champion?' }),
    m('f1-drivers-champion-2027-norris', 'Lando Norris', 'NOR', { q: 'Will Lando Norris be the 2027 F1 Drivers Champion?' }),
    m('f1-drivers-champion-2027-russell', 'George Russell', 'RUS', { q: 'Will George Russell be the 2027 F1 Drivers Champion?' }),
    m('f1-drivers-champion-2027-antonelli', 'Kimi Antonelli', 'ANT', { q: 'Will Kimi Antonelli be the 2027 F1 Drivers Champion?' })]),
] });

add('sports', false, { name: 'UFC title fight 2027-01-23 (two venues)', events: [
  A('KXUFCFIGHT-27JAN23TOPPER', 'Topuria vs Pereira?', 'Sports', '2027-01-24T08:00:00Z', am('KXUFCFIGHT-27JAN23TOPPER', [
    ['TOP', 'Ilia Topuria', 'TOPURIA'], ['PER', 'Alex Pereira', 'PEREIRA']]), { sources: ['UFC https://www.ufc.com'] }),
  B('99036', 'UFC: Ilia Topuria vs. Alex Pereira', 'Sports', '2027-01-24T05:00:00Z', [m('ufc-topuria-pereira-2027-01-23', 'Yes', 'TOPURIA', { outcomes: ['Topuria', 'Pereira'],
    rules: 'This market resolves to the winner of the fight between Ilia Topuria and Alex Pereira scheduled for January 23, 2027. A draw or no contest resolves 50-50.' })]),
] });

add('sports', true, { name: 'NHL Bruins at Rangers 2027-03-29 (same teams other date, beta_us only)', events: [
  U('aec-nhl-bos-nyr-2027-03-29', 'Bruins vs. Rangers', 'Sports', '2027-03-29T23:00:00Z', [m('aec-nhl-bos-nyr-2027-03-29-moneyline', 'Yes', 'BOS', { q: 'Boston Bruins vs. New York Rangers', outcomes: ['Bruins', 'Rangers'] })]),
] });

add('sports', false, { name: 'NFL Packers at Bears 2027-01-10 (beta + beta_us)', events: [
  B('99038', 'Packers vs. Bears', 'Sports', '2027-01-10T18:00:00Z', [m('nfl-gb-chi-2027-01-10', 'Yes', 'GB', { outcomes: ['Packers', 'Bears'],
    rules: 'In the upcoming NFL game, scheduled for January 10, 2027: If the Green Bay Packers win, the market will resolve to "Packers". If the Chicago Bears win, "Bears". A tie resolves 50-50.' })]),
  U('aec-nfl-gb-chi-2027-01-10', 'Packers vs. Bears', 'Sports', '2027-01-10T18:00:00Z', [m('aec-nfl-gb-chi-2027-01-10-moneyline', 'Yes', 'GB', { q: 'Green Bay Packers vs. Chicago Bears', outcomes: ['Packers', 'Bears'] })]),
] });

add('sports', true, { name: 'NBA Thunder at Spurs 2027-01-28 (beta + beta_us, YES sides are opposite teams)', events: [
  B('99037', 'Thunder vs. Spurs', 'Sports', '2027-01-29T01:30:00Z', [m('nba-okc-sas-2027-01-28', 'Yes', 'OKC', { outcomes: ['Thunder', 'Spurs'] })]),
  U('aec-nba-okc-sas-2027-01-28', 'Thunder vs. Spurs', 'Sports', '2027-01-29T01:30:00Z', [m('aec-nba-okc-sas-2027-01-28-moneyline', 'Yes', 'SAS', { q: 'San Antonio Spurs vs. Oklahoma City Thunder', outcomes: ['Spurs', 'Thunder'] })]),
] });

// ──────────────────────────────────────────── ECONOMICS ────────────────────────────────────────────
const fedRules = (move: string, month: string): string =>
  `If the Federal Reserve ${move} at its ${month} FOMC meeting, as stated in the FOMC statement, then the market resolves to Yes.`;

add('economics', true, { name: 'FOMC January 2027 decision (25+ hike bucket is not the exact-25 hike)', events: [
  A('KXFEDDECISION-27JAN', 'Fed decision in Jan 2027?', 'Economics', '2027-01-27T19:00:00Z', am('KXFEDDECISION-27JAN', [
    ['H0', 'Hold', 'HOLD', fedRules('keeps the target range for the federal funds rate unchanged', 'January 26-27, 2027')],
    ['C25', 'Cut 25bps', 'CUT25', fedRules('cuts the upper bound of the federal funds target range by exactly 25 basis points', 'January 26-27, 2027')],
    ['C26', 'Cut >25bps', 'CUT50+', fedRules('cuts the upper bound of the federal funds target range by more than 25 basis points', 'January 26-27, 2027')],
    ['H25', 'Hike 25bps', 'HIKE25', fedRules('raises the upper bound of the federal funds target range by exactly 25 basis points', 'January 26-27, 2027')],
    ['H26', 'Hike >25bps', 'HIKE50+', fedRules('raises the upper bound of the federal funds target range by more than 25 basis points', 'January 26-27, 2027')]]), { sources: [S.fed] }),
  B('99040', 'Fed decision in January?', 'Economy', '2027-01-27T19:00:00Z', [
    m('fed-decision-jan-2027-no-change', 'No change', 'HOLD', { q: 'No change in Fed interest rates after January 2027 meeting?' }),
    m('fed-decision-jan-2027-25-bps-decrease', '25 bps decrease', 'CUT25', { q: 'Fed decreases interest rates by 25 bps after January 2027 meeting?' }),
    m('fed-decision-jan-2027-50-bps-decrease', '50+ bps decrease', 'CUT50+', { q: 'Fed decreases interest rates by 50+ bps after January 2027 meeting?' }),
    m('fed-decision-jan-2027-25-bps-increase', '25+ bps increase', 'HIKEANY', { q: 'Fed increases interest rates by 25+ bps after January 2027 meeting?' })],
    { rules: 'The FOMC is scheduled to meet January 26-27, 2027. This market resolves according to the change to the upper bound of the target federal funds range announced in the FOMC statement. The resolution source is the Federal Reserve website.' }),
  G('9201', 'Fed Rate Decision — January 2027 FOMC', 'Macro', '2027-01-27T19:00:00Z', [
    m('9202', 'Hold', 'HOLD'), m('9203', 'Cut 25 bps', 'CUT25'), m('9204', 'Cut 50 bps or more', 'CUT50+')],
    { rules: 'Resolves based on the change in the upper bound of the federal funds target range announced after the FOMC meeting ending January 27, 2027, per federalreserve.gov.' }),
] });

add('economics', true, { name: 'FOMC March 2027 decision (other meeting)', events: [
  A('KXFEDDECISION-27MAR', 'Fed decision in Mar 2027?', 'Economics', '2027-03-17T18:00:00Z', am('KXFEDDECISION-27MAR', [
    ['H0', 'Hold', 'HOLD', fedRules('keeps the target range for the federal funds rate unchanged', 'March 16-17, 2027')],
    ['C25', 'Cut 25bps', 'CUT25'], ['C26', 'Cut >25bps', 'CUT50+'], ['H25', 'Hike 25bps', 'HIKE25']]), { sources: [S.fed] }),
  B('99041', 'Fed decision in March?', 'Economy', '2027-03-17T18:00:00Z', [
    m('fed-decision-mar-2027-no-change', 'No change', 'HOLD', { q: 'No change in Fed interest rates after March 2027 meeting?' }),
    m('fed-decision-mar-2027-25-bps-decrease', '25 bps decrease', 'CUT25', { q: 'Fed decreases interest rates by 25 bps after March 2027 meeting?' }),
    m('fed-decision-mar-2027-50-bps-decrease', '50+ bps decrease', 'CUT50+', { q: 'Fed decreases interest rates by 50+ bps after March 2027 meeting?' })]),
] });

add('economics', true, { name: "Fed cut 'by' the March 2027 meeting (cumulative, beta only)", events: [
  B('99042', 'Fed rate cut by March 2027 meeting?', 'Economy', '2027-03-17T18:00:00Z', [m('fed-rate-cut-by-march-2027-meeting', 'Yes', 'CUT-BY-MAR',
    { rules: 'This market resolves to "Yes" if the Federal Reserve lowers the upper bound of the federal funds target range at any meeting (scheduled or unscheduled) between December 1, 2026 and the conclusion of its March 16-17, 2027 meeting. Otherwise "No".' })]),
] });

add('economics', true, { name: 'Fed funds upper bound after Jan 2027 meeting (level, not the decision; alpha only)', events: [
  A('KXFED-27JAN', 'Fed funds rate after Jan 2027 meeting?', 'Economics', '2027-01-27T19:00:00Z', am('KXFED-27JAN', [
    ['T3.25', 'Above 3.25%', 'GT3.25'], ['T3.50', 'Above 3.50%', 'GT3.50'], ['T3.75', 'Above 3.75%', 'GT3.75']]), { sources: [S.fed] }),
] });

add('economics', true, { name: 'US CPI YoY December 2026: thresholds vs exact buckets', events: [
  A('KXCPIYOY-26DEC', 'CPI year-over-year in Dec 2026?', 'Economics', '2027-01-13T13:30:00Z', am('KXCPIYOY-26DEC', [
    ['T2.6', 'Above 2.6%', 'GT2.6', 'If the year-over-year change in CPI-U (not seasonally adjusted) for December 2026 is above 2.6%, as first reported by the BLS, then the market resolves to Yes.'],
    ['T2.8', 'Above 2.8%', 'GT2.8', 'If the year-over-year change in CPI-U (not seasonally adjusted) for December 2026 is above 2.8%, as first reported by the BLS, then the market resolves to Yes.'],
    ['T3.0', 'Above 3.0%', 'GT3.0', 'If the year-over-year change in CPI-U (not seasonally adjusted) for December 2026 is above 3.0%, as first reported by the BLS, then the market resolves to Yes.']]), { sources: [S.bls] }),
  B('99043', 'December inflation US - annual?', 'Economy', '2027-01-13T13:30:00Z', [
    m('dec-2026-inflation-annual-2pt6-or-less', '≤2.6%', 'EQ≤2.6', { q: 'Will annual inflation increase by ≤2.6% in December 2026?' }),
    m('dec-2026-inflation-annual-2pt7', '2.7%', 'EQ2.7', { q: 'Will annual inflation increase by 2.7% in December 2026?' }),
    m('dec-2026-inflation-annual-2pt8', '2.8%', 'EQ2.8', { q: 'Will annual inflation increase by 2.8% in December 2026?' }),
    m('dec-2026-inflation-annual-2pt9', '2.9%', 'EQ2.9', { q: 'Will annual inflation increase by 2.9% in December 2026?' }),
    m('dec-2026-inflation-annual-3pt0-or-more', '≥3.0%', 'EQ≥3.0', { q: 'Will annual inflation increase by ≥3.0% in December 2026?' })],
    { rules: 'This market resolves according to the 12-month percentage change in the CPI for All Urban Consumers (CPI-U), not seasonally adjusted, for December 2026, as published by the Bureau of Labor Statistics, rounded to one decimal place.' }),
  Gbin('9205', 'US CPI YoY (Dec 2026) above 2.8%?', 'Macro', '2027-01-13T13:30:00Z', 'GT2.8',
    'This market will resolve to "Yes" if the US CPI-U 12-month change (not seasonally adjusted) for December 2026, as published by the BLS on its scheduled release date, is greater than 2.8%. Otherwise "No".'),
] });

add('economics', true, { name: 'US core CPI MoM December 2026 (core, not headline; alpha only)', events: [
  A('KXCPICORE-26DEC', 'Core CPI month-over-month in Dec 2026?', 'Economics', '2027-01-13T13:30:00Z', am('KXCPICORE-26DEC', [
    ['T0.2', 'Above 0.2%', 'CORE-GT0.2'], ['T0.3', 'Above 0.3%', 'CORE-GT0.3']]), { sources: [S.bls] }),
] });

add('economics', false, { name: 'US CPI MoM January 2027', events: [
  A('KXCPI-27JAN', 'CPI month-over-month in Jan 2027?', 'Economics', '2027-02-10T13:30:00Z', am('KXCPI-27JAN', [
    ['T0.1', 'Above 0.1%', 'GT0.1'], ['T0.2', 'Above 0.2%', 'GT0.2'], ['T0.3', 'Above 0.3%', 'GT0.3'], ['T0.4', 'Above 0.4%', 'GT0.4']]), { sources: [S.bls] }),
  B('99044', 'Monthly inflation above ___ in January?', 'Economy', '2027-02-10T13:30:00Z', [
    m('cpi-mom-jan-2027-above-0pt2', '0.2%', 'GT0.2', { q: 'Will US CPI rise more than 0.2% month-over-month in January 2027?' }),
    m('cpi-mom-jan-2027-above-0pt3', '0.3%', 'GT0.3', { q: 'Will US CPI rise more than 0.3% month-over-month in January 2027?' })],
    { rules: 'Resolves per the seasonally adjusted one-month percent change in CPI-U for January 2027, as first published by the BLS.' }),
] });

add('economics', false, { name: 'Nonfarm payrolls December 2026', events: [
  A('KXPAYROLLS-26DEC', 'Jobs numbers in Dec 2026?', 'Economics', '2027-01-08T13:30:00Z', am('KXPAYROLLS-26DEC', [
    ['T50000', 'Above 50,000', 'GT50K'], ['T100000', 'Above 100,000', 'GT100K'], ['T150000', 'Above 150,000', 'GT150K']]), { sources: [S.bls] }),
  B('99045', 'How many jobs added in December?', 'Economy', '2027-01-08T13:30:00Z', [
    m('jobs-added-dec-2026-negative', '<0', 'LT0', { q: 'Will the US economy lose jobs in December 2026?' }),
    m('jobs-added-dec-2026-0-50k', '0-50k', '0-50K', { q: 'Will 0-50k jobs be added in December 2026?' }),
    m('jobs-added-dec-2026-50-100k', '50-100k', '50-100K', { q: 'Will 50-100k jobs be added in December 2026?' }),
    m('jobs-added-dec-2026-100-150k', '100-150k', '100-150K', { q: 'Will 100-150k jobs be added in December 2026?' }),
    m('jobs-added-dec-2026-over-150k', '>150k', 'GT150K', { q: 'Will more than 150k jobs be added in December 2026?' })],
    { rules: 'Resolves per the change in total nonfarm payroll employment for December 2026 in the BLS Employment Situation report first released (scheduled January 8, 2027). Revisions are not considered.' }),
] });

add('economics', true, { name: 'US unemployment December 2026: different thresholds per venue', events: [
  A('KXU3-26DEC', 'Unemployment in Dec 2026?', 'Economics', '2027-01-08T13:30:00Z', am('KXU3-26DEC', [
    ['T4.4', 'Above 4.4%', 'GT4.4'], ['T4.6', 'Above 4.6%', 'GT4.6']]), { sources: [S.bls] }),
  Gbin('9206', 'US unemployment rate for December 2026 above 4.5%?', 'Macro', '2027-01-08T13:30:00Z', 'GT4.5',
    'Resolves "Yes" if the US unemployment rate (U-3, seasonally adjusted) for December 2026 in the BLS Employment Situation report is above 4.5%.'),
] });

add('economics', true, { name: 'US unemployment January 2027 (other month, beta only)', events: [
  B('99046', 'January unemployment rate above 4.5%?', 'Economy', '2027-02-05T13:30:00Z', [m('unemployment-jan-2027-above-4pt5', 'Yes', 'JAN-GT4.5',
    { rules: 'Resolves "Yes" if the seasonally adjusted U-3 unemployment rate for January 2027, per the BLS release scheduled for February 5, 2027, is above 4.5%.' })]),
] });

add('economics', false, { name: 'US GDP Q4 2026 advance estimate', events: [
  A('KXGDP-27JAN28', 'GDP growth in Q4 2026?', 'Economics', '2027-01-28T13:30:00Z', am('KXGDP-27JAN28', [
    ['T1.0', 'Above 1.0%', 'GT1.0'], ['T2.0', 'Above 2.0%', 'GT2.0'], ['T3.0', 'Above 3.0%', 'GT3.0']]),
    { sources: [S.bea], rules: 'Resolves on the seasonally adjusted annualized real GDP growth rate for Q4 2026 in the BEA advance estimate.' }),
  B('99047', 'US GDP growth in Q4 2026 above 2.0%?', 'Economy', '2027-01-28T13:30:00Z', [m('us-gdp-growth-q4-2026-above-2pt0', 'Yes', 'GT2.0',
    { rules: 'This market resolves to "Yes" if the BEA advance estimate of US real GDP growth (seasonally adjusted annual rate) for Q4 2026 is greater than 2.0%.' })]),
  Gbin('9207', 'Will US Q4 2026 GDP growth be negative?', 'Macro', '2027-01-28T13:30:00Z', 'NEG',
    'Resolves "Yes" if the BEA advance estimate of annualized real GDP growth for Q4 2026 is below 0.0%.'),
] });

add('economics', false, { name: 'US recession in 2027 (beta only)', events: [
  B('99048', 'US recession in 2027?', 'Economy', '2028-02-01T00:00:00Z', [m('us-recession-in-2027', 'Yes', 'RECESSION',
    { rules: 'Resolves "Yes" if the NBER announces a US recession beginning in 2027, or if two consecutive quarters of negative real GDP growth within 2027 are reported by the BEA, by January 31, 2028.' })]),
] });

add('economics', false, { name: 'ECB decision February 2027', events: [
  A('KXECB-27FEB', 'ECB decision in Feb 2027?', 'Economics', '2027-02-04T13:15:00Z', am('KXECB-27FEB', [
    ['H0', 'Hold', 'HOLD'], ['C25', 'Cut 25bps', 'CUT25'], ['H25', 'Hike 25bps', 'HIKE25']]),
    { sources: [S.ecb], rules: 'Resolves on the change to the ECB deposit facility rate announced after the Governing Council monetary policy meeting of February 4, 2027.' }),
  B('99049', 'ECB decision in February?', 'Economy', '2027-02-04T13:15:00Z', [
    m('ecb-feb-2027-no-change', 'No change', 'HOLD', { q: 'No change in ECB rates after February 2027 meeting?' }),
    m('ecb-feb-2027-25-bps-decrease', '25 bps decrease', 'CUT25', { q: 'ECB decreases rates by 25 bps after February 2027 meeting?' }),
    m('ecb-feb-2027-25-bps-increase', '25 bps increase', 'HIKE25', { q: 'ECB increases rates by 25 bps after February 2027 meeting?' })],
    { rules: 'Resolves according to the change in the deposit facility rate announced by the European Central Bank after its February 4, 2027 meeting.' }),
] });

add('economics', false, { name: 'Bank of England decision February 2027', events: [
  A('KXBOE-27FEB', 'Bank of England decision in Feb 2027?', 'Economics', '2027-02-04T12:00:00Z', am('KXBOE-27FEB', [
    ['H0', 'Hold', 'HOLD'], ['C25', 'Cut 25bps', 'CUT25']]), { sources: [S.boe] }),
  B('99050', 'Bank of England decision in February?', 'Economy', '2027-02-04T12:00:00Z', [
    m('boe-feb-2027-no-change', 'No change', 'HOLD', { q: 'No change in Bank Rate after the February 2027 BoE meeting?' }),
    m('boe-feb-2027-25-bps-decrease', '25 bps decrease', 'CUT25', { q: 'Bank of England cuts Bank Rate by 25 bps in February 2027?' }),
    m('boe-feb-2027-50-bps-decrease', '50+ bps decrease', 'CUT50+', { q: 'Bank of England cuts Bank Rate by 50+ bps in February 2027?' })]),
  G('9208', 'BoE Bank Rate decision — 4 Feb 2027', 'Macro', '2027-02-04T12:00:00Z', [m('9209', 'No change', 'HOLD'), m('9210', 'Cut 25 bps', 'CUT25')],
    { rules: "Resolves per the Bank Rate announced by the Bank of England's Monetary Policy Committee on 4 February 2027." }),
] });

add('economics', true, { name: 'Bank of England decision March 2027 (other meeting, gamma only)', events: [
  G('9211', 'BoE Bank Rate decision — 18 Mar 2027', 'Macro', '2027-03-18T12:00:00Z', [m('9212', 'No change', 'HOLD'), m('9213', 'Cut 25 bps', 'CUT25')],
    { rules: "Resolves per the Bank Rate announced by the Bank of England's Monetary Policy Committee on 18 March 2027." }),
] });

add('economics', false, { name: 'Bank of Japan hike January 2027', events: [
  A('KXBOJ-27JAN', 'Will the Bank of Japan raise rates in Jan 2027?', 'Economics', '2027-01-22T04:00:00Z', [m('KXBOJ-27JAN-HIKE', 'Raise rates', 'HIKE',
    { rules: 'If the Bank of Japan raises its short-term policy interest rate at the Monetary Policy Meeting concluding January 22, 2027, then the market resolves to Yes.' })], { sources: [S.boj] }),
  B('99051', 'Bank of Japan rate hike in January?', 'Economy', '2027-01-22T04:00:00Z', [m('boj-rate-hike-january-2027', 'Yes', 'HIKE',
    { q: 'Will the Bank of Japan raise interest rates at its January 2027 meeting?', rules: 'Resolves "Yes" if the BoJ announces an increase to its policy rate at the monetary policy meeting scheduled for January 21-22, 2027.' })]),
] });

add('economics', false, { name: 'Bank of Canada decision January 2027 (alpha only)', events: [
  A('KXBOC-27JAN', 'Bank of Canada decision in Jan 2027?', 'Economics', '2027-01-27T15:00:00Z', am('KXBOC-27JAN', [
    ['H0', 'Hold', 'HOLD'], ['C25', 'Cut 25bps', 'CUT25'], ['H25', 'Hike 25bps', 'HIKE25']]), { sources: [S.boc] }),
] });

add('economics', false, { name: 'US gas price on 2027-01-31', events: [
  A('KXAAAGASM-27JAN31', 'US gas prices on Jan 31, 2027?', 'Economics', '2027-01-31T23:59:00Z', am('KXAAAGASM-27JAN31', [
    ['T2.90', 'Above $2.90', 'GT2.90'], ['T3.00', 'Above $3.00', 'GT3.00'], ['T3.10', 'Above $3.10', 'GT3.10']]),
    { sources: [S.aaa], rules: 'Resolves on the AAA national average price for a gallon of regular gas reported for January 31, 2027.' }),
  B('99052', 'US national gas price above ___ on January 31?', 'Economy', '2027-01-31T23:59:00Z', [
    m('gas-price-jan-31-2027-above-3pt00', '$3.00', 'GT3.00', { q: 'Will the US national average gas price be above $3.00 on January 31, 2027?' }),
    m('gas-price-jan-31-2027-above-3pt20', '$3.20', 'GT3.20', { q: 'Will the US national average gas price be above $3.20 on January 31, 2027?' })],
    { rules: 'Resolves per the AAA national average for regular unleaded gasoline displayed at gasprices.aaa.com for January 31, 2027.' }),
] });

add('economics', true, { name: "US gas hits $3.50 'by' March 31 2027 (beta only)", events: [
  B('99053', 'Will gas hit $3.50 by March 31?', 'Economy', '2027-03-31T23:59:00Z', [m('gas-hit-3pt50-by-march-31-2027', 'Yes', 'HIT3.50-BY-MAR',
    { rules: 'Resolves "Yes" if the AAA national average price for regular gas is $3.50 or higher on any day between December 1, 2026 and March 31, 2027.' })]),
] });

add('economics', false, { name: '10Y Treasury yield on 2026-12-31 (different sources)', fungible: notFungible(['alpha', 'gamma']), events: [
  A('KXTNOTED-26DEC31', '10Y Treasury yield on Dec 31, 2026?', 'Financials', '2026-12-31T21:00:00Z', am('KXTNOTED-26DEC31', [
    ['T4.00', 'Above 4.00%', 'GT4.00'], ['T4.25', 'Above 4.25%', 'GT4.25'], ['T4.50', 'Above 4.50%', 'GT4.50']]),
    { sources: [S.treas], rules: 'Resolves on the 10-year Daily Treasury Par Yield Curve Rate published by the U.S. Department of the Treasury for December 31, 2026.' }),
  Gbin('9214', 'US 10-year yield above 4.25% at year-end 2026?', 'Macro', '2026-12-31T21:00:00Z', 'GT4.25',
    'Resolves "Yes" if the closing value of the CBOE 10-Year Treasury Note Yield Index (^TNX), divided by 10, on December 31, 2026 as shown on Yahoo Finance is above 4.25%.'),
] });

add('economics', false, { name: 'Eurozone HICP flash January 2027 (beta only)', events: [
  B('99054', 'Eurozone inflation above 2.0% in January?', 'Economy', '2027-02-02T10:00:00Z', [m('eurozone-inflation-jan-2027-above-2pt0', 'Yes', 'EZ-GT2.0',
    { rules: 'Resolves per the Eurostat flash estimate of euro area annual HICP inflation for January 2027.' })]),
] });

add('economics', false, { name: 'Number of Fed cuts in 2027', events: [
  A('KXRATECUTCOUNT-27', 'Number of Fed rate cuts in 2027?', 'Economics', '2027-12-15T19:00:00Z', am('KXRATECUTCOUNT-27', [
    ['0', '0 cuts', 'N0'], ['1', '1 cut', 'N1'], ['2', '2 cuts', 'N2'], ['3', '3 cuts', 'N3'], ['4', '4 or more cuts', 'N4+']]),
    { sources: [S.fed], rules: 'Counts 25 bp-equivalent reductions of the federal funds target range announced by the FOMC during 2027 (a 50 bp cut counts as 2).' }),
  B('99055', 'How many Fed rate cuts in 2027?', 'Economy', '2027-12-15T19:00:00Z', [
    m('fed-rate-cuts-2027-0', '0 (0 bps)', 'N0', { q: 'Will no Fed rate cuts happen in 2027?' }),
    m('fed-rate-cuts-2027-1', '1 (25 bps)', 'N1', { q: 'Will 1 Fed rate cut happen in 2027?' }),
    m('fed-rate-cuts-2027-2', '2 (50 bps)', 'N2', { q: 'Will 2 Fed rate cuts happen in 2027?' }),
    m('fed-rate-cuts-2027-3', '3 (75 bps)', 'N3', { q: 'Will 3 Fed rate cuts happen in 2027?' })],
    { rules: 'Counts the number of 25 basis point cuts to the upper bound of the federal funds target range in 2027; a 50 bps cut counts as 2 cuts.' }),
] });

// ──────────────────────────────────────────── POLITICS ─────────────────────────────────────────────
add('politics', false, { name: 'French presidential election 2027 winner', events: [
  A('KXFRPRES-27', 'France presidential election winner?', 'Politics', '2027-05-09T18:00:00Z', am('KXFRPRES-27', [
    ['JBAR', 'Jordan Bardella', 'BARDELLA'], ['MLEP', 'Marine Le Pen', 'LEPEN'], ['EPHI', 'Édouard Philippe', 'PHILIPPE'], ['GATT', 'Gabriel Attal', 'ATTAL'], ['JLME', 'Jean-Luc Mélenchon', 'MELENCHON']]),
    { sources: ['Conseil constitutionnel https://www.conseil-constitutionnel.fr'], rules: 'Resolves to the candidate who wins the second round of the 2027 French presidential election, per the official results.' }),
  B('99060', 'France Presidential Election 2027', 'Politics', '2027-05-09T18:00:00Z', [
    m('france-presidential-election-2027-jordan-bardella', 'Jordan Bardella', 'BARDELLA', { q: 'Will Jordan Bardella win the 2027 French presidential election?' }),
    m('france-presidential-election-2027-edouard-philippe', 'Edouard Philippe', 'PHILIPPE', { q: 'Will Edouard Philippe win the 2027 French presidential election?' }),
    m('france-presidential-election-2027-marine-le-pen', 'Marine Le Pen', 'LEPEN', { q: 'Will Marine Le Pen win the 2027 French presidential election?' }),
    m('france-presidential-election-2027-raphael-glucksmann', 'Raphaël Glucksmann', 'GLUCKSMANN', { q: 'Will Raphaël Glucksmann win the 2027 French presidential election?' })]),
  G('9301', '2027 French Presidential Election Winner', 'Politics', '2027-05-09T18:00:00Z', [m('9302', 'Jordan Bardella', 'BARDELLA'), m('9303', 'Édouard Philippe', 'PHILIPPE'), m('9304', 'Gabriel Attal', 'ATTAL')]),
] });

add('politics', true, { name: 'French presidential election 2027 first-round leader (beta only, not the winner)', events: [
  B('99061', 'French Election: First Round Winner 2027', 'Politics', '2027-04-11T18:00:00Z', [
    m('france-2027-first-round-winner-bardella', 'Jordan Bardella', 'BARDELLA-R1', { q: 'Will Jordan Bardella receive the most votes in the first round of the 2027 French presidential election?' }),
    m('france-2027-first-round-winner-philippe', 'Edouard Philippe', 'PHILIPPE-R1', { q: 'Will Edouard Philippe receive the most votes in the first round of the 2027 French presidential election?' }),
    m('france-2027-first-round-winner-melenchon', 'Jean-Luc Mélenchon', 'MELENCHON-R1', { q: 'Will Jean-Luc Mélenchon receive the most votes in the first round of the 2027 French presidential election?' })]),
] });

add('politics', false, { name: 'Democratic presidential nominee 2028', events: [
  A('KXPRESNOMD-28', 'Democratic nominee for President in 2028?', 'Politics', '2028-08-31T00:00:00Z', am('KXPRESNOMD-28', [
    ['GNEW', 'Gavin Newsom', 'NEWSOM'], ['AOCA', 'Alexandria Ocasio-Cortez', 'AOC'], ['JSHA', 'Josh Shapiro', 'SHAPIRO'], ['PBUT', 'Pete Buttigieg', 'BUTTIGIEG'], ['WMOO', 'Wes Moore', 'MOORE']]),
    { sources: ['Democratic National Committee https://democrats.org'] }),
  B('99062', 'Democratic Presidential Nominee 2028', 'Politics', '2028-08-31T00:00:00Z', [
    m('democratic-nominee-2028-gavin-newsom', 'Gavin Newsom', 'NEWSOM', { q: 'Will Gavin Newsom win the 2028 Democratic presidential nomination?' }),
    m('democratic-nominee-2028-aoc', 'Alexandria Ocasio-Cortez', 'AOC', { q: 'Will Alexandria Ocasio-Cortez win the 2028 Democratic presidential nomination?' }),
    m('democratic-nominee-2028-josh-shapiro', 'Josh Shapiro', 'SHAPIRO', { q: 'Will Josh Shapiro win the 2028 Democratic presidential nomination?' }),
    m('democratic-nominee-2028-andy-beshear', 'Andy Beshear', 'BESHEAR', { q: 'Will Andy Beshear win the 2028 Democratic presidential nomination?' })]),
  G('9305', '2028 Democratic Presidential Nominee', 'Politics', '2028-08-31T00:00:00Z', [m('9306', 'Gavin Newsom', 'NEWSOM'), m('9307', 'AOC', 'AOC'), m('9308', 'Pete Buttigieg', 'BUTTIGIEG')]),
] });

add('politics', false, { name: 'Republican presidential nominee 2028', events: [
  A('KXPRESNOMR-28', 'Republican nominee for President in 2028?', 'Politics', '2028-08-31T00:00:00Z', am('KXPRESNOMR-28', [
    ['JDVA', 'J.D. Vance', 'VANCE'], ['MRUB', 'Marco Rubio', 'RUBIO'], ['DJTJ', 'Donald Trump Jr.', 'TRUMPJR'], ['RDES', 'Ron DeSantis', 'DESANTIS']]),
    { sources: ['Republican National Committee https://gop.com'] }),
  B('99063', 'Republican Presidential Nominee 2028', 'Politics', '2028-08-31T00:00:00Z', [
    m('republican-nominee-2028-jd-vance', 'JD Vance', 'VANCE', { q: 'Will JD Vance win the 2028 Republican presidential nomination?' }),
    m('republican-nominee-2028-marco-rubio', 'Marco Rubio', 'RUBIO', { q: 'Will Marco Rubio win the 2028 Republican presidential nomination?' }),
    m('republican-nominee-2028-donald-trump-jr', 'Donald Trump Jr.', 'TRUMPJR', { q: 'Will Donald Trump Jr. win the 2028 Republican presidential nomination?' }),
    m('republican-nominee-2028-tucker-carlson', 'Tucker Carlson', 'CARLSON', { q: 'Will Tucker Carlson win the 2028 Republican presidential nomination?' })]),
] });

add('politics', false, { name: 'Kentucky governor 2027 (party)', events: [
  A('KXGOVKY-27', 'Kentucky Governor election winner?', 'Politics', '2027-11-03T05:00:00Z', am('KXGOVKY-27', [
    ['D', 'Democratic Party', 'DEM'], ['R', 'Republican Party', 'GOP']]), { sources: [S.ap] }),
  B('99064', 'Kentucky Governor Election Winner 2027', 'Politics', '2027-11-03T05:00:00Z', [
    m('kentucky-governor-2027-democrat', 'Democrat', 'DEM', { q: 'Will a Democrat win the 2027 Kentucky gubernatorial election?' }),
    m('kentucky-governor-2027-republican', 'Republican', 'GOP', { q: 'Will a Republican win the 2027 Kentucky gubernatorial election?' })]),
] });

add('politics', true, { name: 'Louisiana governor 2027 (other state, alpha only)', events: [
  A('KXGOVLA-27', 'Louisiana Governor election winner?', 'Politics', '2027-11-21T06:00:00Z', am('KXGOVLA-27', [
    ['D', 'Democratic Party', 'DEM'], ['R', 'Republican Party', 'GOP']]), { sources: [S.ap] }),
] });

add('politics', true, { name: 'Mississippi governor 2027 (other state, beta only)', events: [
  B('99065', 'Mississippi Governor Election Winner 2027', 'Politics', '2027-11-03T05:00:00Z', [
    m('mississippi-governor-2027-democrat', 'Democrat', 'DEM', { q: 'Will a Democrat win the 2027 Mississippi gubernatorial election?' }),
    m('mississippi-governor-2027-republican', 'Republican', 'GOP', { q: 'Will a Republican win the 2027 Mississippi gubernatorial election?' })]),
] });

add('politics', true, { name: 'Starmer out as UK PM before 2028 (gamma phrased inversely: still PM)', events: [
  A('KXSTARMEROUT-27', 'Keir Starmer out as Prime Minister before 2028?', 'Politics', '2027-12-31T23:59:00Z', [m('KXSTARMEROUT-27-DEC31', 'Before Jan 1, 2028', 'OUT',
    { rules: 'If Keir Starmer ceases to be Prime Minister of the United Kingdom before Jan 1, 2028, then the market resolves to Yes.' })], { sources: ['UK Government https://www.gov.uk'] }),
  B('99066', 'Starmer out in 2027?', 'Politics', '2027-12-31T23:59:00Z', [m('starmer-out-in-2027', 'Yes', 'OUT',
    { q: 'Keir Starmer out as UK Prime Minister by December 31, 2027?', rules: 'This market will resolve to "Yes" if Keir Starmer ceases to be Prime Minister of the United Kingdom for any reason between market creation and December 31, 2027, 11:59 PM ET. An announced resignation does not count until he leaves office.' })]),
  Gbin('9309', 'Will Keir Starmer still be UK Prime Minister on December 31, 2027?', 'Politics', '2027-12-31T23:59:00Z', 'STAYS',
    'This market will resolve to "Yes" if Keir Starmer holds the office of Prime Minister of the United Kingdom on December 31, 2027. Otherwise, it will resolve to "No".'),
] });

add('politics', true, { name: "Starmer out by June 30 2027 (earlier deadline, alpha only)", events: [
  A('KXSTARMEROUT-27JUN30', 'Keir Starmer out as Prime Minister before Jul 1, 2027?', 'Politics', '2027-06-30T23:59:00Z', [m('KXSTARMEROUT-27JUN30-Y', 'Before Jul 1, 2027', 'OUT-H1',
    { rules: 'If Keir Starmer ceases to be Prime Minister of the United Kingdom before Jul 1, 2027, then the market resolves to Yes.' })], { sources: ['UK Government https://www.gov.uk'] }),
] });

add('politics', false, { name: 'Spain general election 2027 most seats', events: [
  A('KXSPAINELEC-27', 'Spain general election: party with most seats?', 'Politics', '2027-08-31T00:00:00Z', am('KXSPAINELEC-27', [
    ['PP', 'PP', 'PP'], ['PSOE', 'PSOE', 'PSOE'], ['VOX', 'Vox', 'VOX']]), { sources: ['Ministerio del Interior https://www.interior.gob.es'] }),
  B('99067', 'Spain Parliamentary Election: Most Seats', 'Politics', '2027-08-31T00:00:00Z', [
    m('spain-election-most-seats-pp', 'Partido Popular (PP)', 'PP', { q: 'Will Partido Popular win the most seats in the next Spanish general election?' }),
    m('spain-election-most-seats-psoe', 'PSOE', 'PSOE', { q: 'Will PSOE win the most seats in the next Spanish general election?' }),
    m('spain-election-most-seats-vox', 'Vox', 'VOX', { q: 'Will Vox win the most seats in the next Spanish general election?' })]),
] });

add('politics', false, { name: 'Nigeria presidential election 2027', events: [
  A('KXNGPRES-27', 'Nigeria presidential election winner?', 'Politics', '2027-02-28T00:00:00Z', am('KXNGPRES-27', [
    ['BTIN', 'Bola Tinubu', 'TINUBU'], ['AABU', 'Atiku Abubakar', 'ATIKU'], ['POBI', 'Peter Obi', 'OBI']]), { sources: ['INEC https://inecnigeria.org'] }),
  B('99068', 'Nigeria Presidential Election 2027', 'Politics', '2027-02-28T00:00:00Z', [
    m('nigeria-presidential-election-2027-tinubu', 'Bola Ahmed Tinubu', 'TINUBU', { q: 'Will Bola Ahmed Tinubu win the 2027 Nigerian presidential election?' }),
    m('nigeria-presidential-election-2027-atiku', 'Atiku Abubakar', 'ATIKU', { q: 'Will Atiku Abubakar win the 2027 Nigerian presidential election?' }),
    m('nigeria-presidential-election-2027-obi', 'Peter Obi', 'OBI', { q: 'Will Peter Obi win the 2027 Nigerian presidential election?' })]),
] });

add('politics', false, { name: 'Kenya presidential election 2027 (beta + gamma)', events: [
  B('99069', 'Kenya Presidential Election 2027', 'Politics', '2027-08-31T00:00:00Z', [
    m('kenya-presidential-election-2027-ruto', 'William Ruto', 'RUTO', { q: 'Will William Ruto win the 2027 Kenyan presidential election?' }),
    m('kenya-presidential-election-2027-matiangi', "Fred Matiang'i", 'MATIANGI', { q: "Will Fred Matiang'i win the 2027 Kenyan presidential election?" }),
    m('kenya-presidential-election-2027-kalonzo', 'Kalonzo Musyoka', 'KALONZO', { q: 'Will Kalonzo Musyoka win the 2027 Kenyan presidential election?' })]),
  G('9310', 'Kenya 2027 Presidential Election', 'Politics', '2027-08-31T00:00:00Z', [m('9311', 'William Ruto', 'RUTO'), m('9312', "Fred Matiang'i", 'MATIANGI'), m('9313', 'Rigathi Gachagua', 'GACHAGUA')]),
] });

add('politics', false, { name: 'Argentina presidential election 2027 (alpha only)', events: [
  A('KXARGPRES-27', 'Argentina presidential election winner?', 'Politics', '2027-11-30T00:00:00Z', am('KXARGPRES-27', [
    ['JMIL', 'Javier Milei', 'MILEI'], ['AKIC', 'Axel Kicillof', 'KICILLOF']]), { sources: ['Cámara Nacional Electoral https://www.electoral.gob.ar'] }),
] });

add('politics', true, { name: 'Clarence Thomas: announces retirement (alpha) vs leaves the Court (beta)', groups: [['alpha'], ['beta']], events: [
  A('KXSCOTUSRETIRE-27', 'Will Clarence Thomas announce his retirement before 2028?', 'Politics', '2027-12-31T23:59:00Z', [m('KXSCOTUSRETIRE-27-THOMAS', 'Clarence Thomas', 'ANNOUNCE',
    { rules: 'If Clarence Thomas publicly announces his retirement from the Supreme Court before Jan 1, 2028, then the market resolves to Yes. The retirement need not take effect.' })], { sources: ['Supreme Court https://www.supremecourt.gov'] }),
  B('99070', 'Clarence Thomas leaves Supreme Court in 2027?', 'Politics', '2027-12-31T23:59:00Z', [m('clarence-thomas-leaves-supreme-court-2027', 'Yes', 'LEAVES',
    { rules: 'Resolves "Yes" if Clarence Thomas ceases to serve as an Associate Justice of the US Supreme Court (retirement taking effect, death or removal) between market creation and December 31, 2027. An announcement alone does not count.' })]),
] });

add('politics', false, { name: 'Speaker of the House election 2027-01-03', events: [
  A('KXSPEAKER-27JAN03', 'Who will be elected Speaker of the House on Jan 3, 2027?', 'Politics', '2027-01-10T00:00:00Z', am('KXSPEAKER-27JAN03', [
    ['HJEF', 'Hakeem Jeffries', 'JEFFRIES'], ['MJOH', 'Mike Johnson', 'JOHNSON']]), { sources: ['Clerk of the House https://clerk.house.gov'] }),
  B('99071', 'Speaker of the House on January 3?', 'Politics', '2027-01-10T00:00:00Z', [
    m('speaker-jan-2027-hakeem-jeffries', 'Hakeem Jeffries', 'JEFFRIES', { q: 'Will Hakeem Jeffries be elected Speaker when the 120th Congress convenes?' }),
    m('speaker-jan-2027-mike-johnson', 'Mike Johnson', 'JOHNSON', { q: 'Will Mike Johnson be elected Speaker when the 120th Congress convenes?' })]),
  G('9314', 'Speaker of the House (120th Congress)', 'Politics', '2027-01-10T00:00:00Z', [m('9315', 'Hakeem Jeffries', 'JEFFRIES'), m('9316', 'Mike Johnson', 'JOHNSON')]),
] });

add('politics', false, { name: 'Carney out as Canadian PM in 2027 (beta only)', events: [
  B('99072', 'Mark Carney out as Prime Minister in 2027?', 'Politics', '2027-12-31T23:59:00Z', [m('mark-carney-out-2027', 'Yes', 'OUT',
    { rules: 'Resolves "Yes" if Mark Carney ceases to be Prime Minister of Canada between January 1 and December 31, 2027.' })]),
] });

add('politics', false, { name: 'Merz out as German Chancellor before 2028', events: [
  A('KXMERZOUT-27', 'Friedrich Merz out as Chancellor before 2028?', 'Politics', '2027-12-31T23:59:00Z', [m('KXMERZOUT-27-DEC31', 'Before Jan 1, 2028', 'OUT',
    { rules: 'If Friedrich Merz ceases to be Chancellor of Germany before Jan 1, 2028, then the market resolves to Yes.' })], { sources: ['Bundesregierung https://www.bundesregierung.de'] }),
  B('99073', 'Merz out as Chancellor by end of 2027?', 'Politics', '2027-12-31T23:59:00Z', [m('merz-out-as-chancellor-by-end-of-2027', 'Yes', 'OUT',
    { rules: 'This market will resolve to "Yes" if Friedrich Merz ceases to hold the office of Federal Chancellor of Germany by December 31, 2027, 11:59 PM ET.' })]),
] });

add('politics', false, { name: 'Italy general election 2027 most votes (alpha + gamma)', events: [
  A('KXITALYELEC-27', 'Italy general election: party with most votes?', 'Politics', '2027-12-31T00:00:00Z', am('KXITALYELEC-27', [
    ['FDI', "Brothers of Italy (FdI)", 'FDI'], ['PD', 'Democratic Party (PD)', 'PD'], ['M5S', 'Five Star Movement', 'M5S']]), { sources: ['Ministero dell\'Interno https://elezioni.interno.gov.it'] }),
  G('9317', 'Italian General Election 2027: Most Votes', 'Politics', '2027-12-31T00:00:00Z', [m('9318', "Fratelli d'Italia", 'FDI'), m('9319', 'Partito Democratico', 'PD'), m('9320', 'Movimento 5 Stelle', 'M5S')],
    { rules: 'Resolves to the party list receiving the most votes for the Chamber of Deputies (proportional part) in the next Italian general election.' }),
] });

add('politics', false, { name: 'Poland parliamentary election 2027 (beta only)', events: [
  B('99074', 'Poland Parliamentary Election 2027: Most Seats', 'Politics', '2027-11-30T00:00:00Z', [
    m('poland-election-2027-pis', 'PiS', 'PIS', { q: 'Will PiS win the most seats in the 2027 Polish parliamentary election?' }),
    m('poland-election-2027-ko', 'Civic Coalition (KO)', 'KO', { q: 'Will Civic Coalition win the most seats in the 2027 Polish parliamentary election?' })]),
] });

add('politics', false, { name: 'Trump approval on 2027-01-31 (RCP vs Silver Bulletin)', fungible: notFungible(['alpha', 'beta']), events: [
  A('KXAPRPOTUS-27JAN31', 'Trump approval rating on Jan 31, 2027?', 'Politics', '2027-01-31T23:59:00Z', am('KXAPRPOTUS-27JAN31', [
    ['T40', 'Above 40.0%', 'GT40'], ['T42', 'Above 42.0%', 'GT42'], ['T44', 'Above 44.0%', 'GT44']]),
    { sources: [S.rcp], rules: 'Resolves on the RealClearPolitics average of President Trump\'s job approval as displayed for January 31, 2027.' }),
  B('99075', 'Trump approval rating on January 31?', 'Politics', '2027-01-31T23:59:00Z', [
    m('trump-approval-jan-31-2027-above-42', '>42%', 'GT42', { q: 'Will Trump\'s approval rating be above 42% on January 31, 2027?', src: 'https://www.natesilver.net' }),
    m('trump-approval-jan-31-2027-above-45', '>45%', 'GT45', { q: 'Will Trump\'s approval rating be above 45% on January 31, 2027?', src: 'https://www.natesilver.net' })],
    { rules: 'Resolves per the Silver Bulletin presidential approval tracker value for January 31, 2027.' }),
] });

add('politics', true, { name: "Government shutdown 'before Feb 1' (alpha) vs 'in effect on Jan 31' (beta)", groups: [['alpha'], ['beta']], events: [
  A('KXGOVSHUT-27FEB01', 'Government shutdown before Feb 1, 2027?', 'Politics', '2027-01-31T23:59:00Z', [m('KXGOVSHUT-27FEB01-Y', 'Before Feb 1, 2027', 'SHUT-BY',
    { rules: 'If a lapse in appropriations causes the US federal government to shut down at any time after the market opens and before Feb 1, 2027, then the market resolves to Yes.' })], { sources: ['OPM https://www.opm.gov'] }),
  B('99076', 'Will the government be shut down on January 31?', 'Politics', '2027-01-31T23:59:00Z', [m('government-shutdown-on-january-31-2027', 'Yes', 'SHUT-ON',
    { rules: 'Resolves "Yes" if the US federal government is in a shutdown (lapse in appropriations) on January 31, 2027, 12:00 PM ET. Otherwise "No".' })]),
] });

add('politics', false, { name: 'Senate confirms next Fed Vice Chair for Supervision by Mar 31 2027 (alpha + gamma)', events: [
  A('KXCONFIRMVCS-27MAR31', 'Senate confirms a Fed Vice Chair for Supervision before Apr 1, 2027?', 'Politics', '2027-03-31T23:59:00Z', [m('KXCONFIRMVCS-27MAR31-Y', 'Before Apr 1, 2027', 'CONFIRM',
    { rules: 'If the US Senate votes to confirm a nominee for Vice Chair for Supervision of the Federal Reserve Board before Apr 1, 2027, then the market resolves to Yes.' })], { sources: ['U.S. Senate https://www.senate.gov'] }),
  Gbin('9321', 'Will the Senate confirm a Fed Vice Chair for Supervision by March 31, 2027?', 'Politics', '2027-03-31T23:59:00Z', 'CONFIRM',
    'Resolves "Yes" if the United States Senate confirms a nominee for Federal Reserve Vice Chair for Supervision on or before March 31, 2027, per senate.gov roll call votes.'),
] });

// ────────────────────────────────────────── CRYPTO / MARKETS ──────────────────────────────────────
const brti = (coin: string, index: string, when: string, strike: string): string =>
  `If the simple average of the sixty seconds of CF Benchmarks' ${coin} Real-Time Index (${index}) before ${when} is above ${strike}, then the market resolves to Yes.`;
const binance = (pair: string, when: string): string =>
  `This market will resolve to "Yes" if the Binance 1 minute candle for ${pair} ${when} has a final "Close" price higher than the price specified in the title. Otherwise, this market will resolve to "No". The resolution source is Binance, specifically the ${pair} "Close" prices.`;

add('crypto', false, { name: 'Bitcoin at noon ET on 2027-01-01 (CF Benchmarks vs Binance)', fungible: notFungible(['alpha', 'beta'], ['alpha', 'gamma']), events: [
  A('KXBTCD-27JAN0112', 'Bitcoin price on Jan 1, 2027 at 12pm EST?', 'Crypto', '2027-01-01T17:00:00Z', am('KXBTCD-27JAN0112', [
    ['T89999.99', '$90,000 or above', 'GE90K', brti('Bitcoin', 'BRTI', '12 PM EST on Jan 1, 2027', '89999.99')],
    ['T99999.99', '$100,000 or above', 'GE100K', brti('Bitcoin', 'BRTI', '12 PM EST on Jan 1, 2027', '99999.99')],
    ['T109999.99', '$110,000 or above', 'GE110K', brti('Bitcoin', 'BRTI', '12 PM EST on Jan 1, 2027', '109999.99')]]), { sources: [S.cfb] }),
  B('99080', 'Bitcoin above ___ on January 1?', 'Crypto', '2027-01-01T17:00:00Z', [
    m('bitcoin-above-90k-on-january-1-2027', '90,000', 'GE90K', { q: 'Will the price of Bitcoin be above $90,000 on January 1?', src: 'https://www.binance.com/en/trade/BTC_USDT' }),
    m('bitcoin-above-100k-on-january-1-2027', '100,000', 'GE100K', { q: 'Will the price of Bitcoin be above $100,000 on January 1?', src: 'https://www.binance.com/en/trade/BTC_USDT' }),
    m('bitcoin-above-110k-on-january-1-2027', '110,000', 'GE110K', { q: 'Will the price of Bitcoin be above $110,000 on January 1?', src: 'https://www.binance.com/en/trade/BTC_USDT' })],
    { rules: binance('BTC/USDT', '12:00 in the ET timezone (noon) on January 1, 2027') }),
  Gbin('9401', 'Bitcoin above $100,000 on Jan 1, 2027 (12:00 ET)?', 'Crypto', '2027-01-01T17:00:00Z', 'GE100K', binance('BTC/USDT', '12:00 ET on January 1, 2027')),
] });

add('crypto', true, { name: 'Bitcoin at 5pm ET on 2027-01-01 (other time of day, alpha only)', events: [
  A('KXBTCD-27JAN0117', 'Bitcoin price on Jan 1, 2027 at 5pm EST?', 'Crypto', '2027-01-01T22:00:00Z', am('KXBTCD-27JAN0117', [
    ['T99999.99', '$100,000 or above', 'GE100K-5PM', brti('Bitcoin', 'BRTI', '5 PM EST on Jan 1, 2027', '99999.99')],
    ['T109999.99', '$110,000 or above', 'GE110K-5PM', brti('Bitcoin', 'BRTI', '5 PM EST on Jan 1, 2027', '109999.99')]]), { sources: [S.cfb] }),
] });

add('crypto', false, { name: 'Ethereum high in January 2027 (max during period; different sources)', fungible: notFungible(['alpha', 'beta']), events: [
  A('KXETHMAXM-27JAN', 'How high will Ethereum get in Jan 2027?', 'Crypto', '2027-01-31T23:59:00Z', am('KXETHMAXM-27JAN', [
    ['T5000', '$5,000 or above', 'HIT5000', 'If the CF Benchmarks Ether Real-Time Index (ETHUSD_RTI) is at or above 5000 at any time in Jan 2027, then the market resolves to Yes.'],
    ['T6000', '$6,000 or above', 'HIT6000', 'If the CF Benchmarks Ether Real-Time Index (ETHUSD_RTI) is at or above 6000 at any time in Jan 2027, then the market resolves to Yes.']]), { sources: [S.cfb] }),
  B('99081', 'What price will Ethereum hit in January?', 'Crypto', '2027-01-31T23:59:00Z', [
    m('will-ethereum-reach-5000-in-january-2027', '↑ 5,000', 'HIT5000', { q: 'Will Ethereum reach $5,000 in January?' }),
    m('will-ethereum-reach-6000-in-january-2027', '↑ 6,000', 'HIT6000', { q: 'Will Ethereum reach $6,000 in January?' }),
    m('will-ethereum-reach-7000-in-january-2027', '↑ 7,000', 'HIT7000', { q: 'Will Ethereum reach $7,000 in January?' })],
    { rules: 'This market will resolve to "Yes" if any Binance 1 minute candle for ETH/USDT during January 2027 (ET) has a final "High" price equal to or greater than the price specified. Otherwise "No".' }),
] });

add('crypto', true, { name: 'Ethereum low in January 2027 (min, not max; alpha only)', events: [
  A('KXETHMINM-27JAN', 'How low will Ethereum get in Jan 2027?', 'Crypto', '2027-01-31T23:59:00Z', am('KXETHMINM-27JAN', [
    ['T2500', '$2,500 or below', 'DIP2500'], ['T2000', '$2,000 or below', 'DIP2000']]), { sources: [S.cfb] }),
] });

add('crypto', false, { name: "Bitcoin reaches $150k 'by' Dec 31 2026 (beta + gamma)", events: [
  B('99082', 'Will Bitcoin reach $150,000 by December 31, 2026?', 'Crypto', '2026-12-31T23:59:00Z', [m('will-bitcoin-reach-150k-by-december-31-2026', 'Yes', 'HIT150K',
    { rules: 'This market will resolve to "Yes" if any Binance 1 minute candle for BTC/USDT between November 1, 2026 and December 31, 2026, 11:59 PM ET has a final "High" price of $150,000 or higher.' })]),
  Gbin('9402', 'Bitcoin hits $150K before 2027?', 'Crypto', '2026-12-31T23:59:00Z', 'HIT150K',
    'Resolves "Yes" if the Binance BTC/USDT 1-minute candle "High" reaches $150,000 or more at any time from November 1, 2026 through December 31, 2026 (ET).'),
] });

add('crypto', true, { name: "Bitcoin above $150k 'on' Dec 31 2026 (close on a date, alpha only)", events: [
  A('KXBTCY-26DEC31', 'Bitcoin price at the end of 2026?', 'Crypto', '2026-12-31T22:00:00Z', am('KXBTCY-26DEC31', [
    ['T149999.99', '$150,000 or above', 'EOY-GE150K', brti('Bitcoin', 'BRTI', '5 PM EST on Dec 31, 2026', '149999.99')]]), { sources: [S.cfb] }),
] });

add('crypto', false, { name: 'S&P 500 close on 2026-12-31 above levels', events: [
  A('KXINXU-26DEC31H1600', 'S&P 500 at 4pm EST on Dec 31, 2026?', 'Financials', '2026-12-31T21:00:00Z', am('KXINXU-26DEC31H1600', [
    ['T7000', '7,000 or above', 'GE7000'], ['T7250', '7,250 or above', 'GE7250'], ['T7500', '7,500 or above', 'GE7500']]),
    { sources: [S.spx], rules: 'Resolves on the official closing value of the S&P 500 index on Dec 31, 2026.' }),
  B('99083', 'S&P 500 (SPX) above ___ on December 31?', 'Finance', '2026-12-31T21:00:00Z', [
    m('spx-above-7000-on-december-31-2026', '7,000', 'GE7000', { q: 'Will the S&P 500 (SPX) close at or above 7,000 on December 31, 2026?' }),
    m('spx-above-7250-on-december-31-2026', '7,250', 'GE7250', { q: 'Will the S&P 500 (SPX) close at or above 7,250 on December 31, 2026?' }),
    m('spx-above-7750-on-december-31-2026', '7,750', 'GE7750', { q: 'Will the S&P 500 (SPX) close at or above 7,750 on December 31, 2026?' })],
    { rules: 'Resolves per the official closing value of the S&P 500 index (SPX) on December 31, 2026, as published by S&P Dow Jones Indices.' }),
] });

add('crypto', true, { name: 'Nasdaq-100 close on 2026-12-31 (other index, alpha only)', events: [
  A('KXNASDAQ100U-26DEC31H1600', 'Nasdaq-100 at 4pm EST on Dec 31, 2026?', 'Financials', '2026-12-31T21:00:00Z', am('KXNASDAQ100U-26DEC31H1600', [
    ['T25000', '25,000 or above', 'NDX-GE25000'], ['T27000', '27,000 or above', 'NDX-GE27000']]), { sources: [S.nasdaq] }),
] });

add('crypto', false, { name: 'Solana at noon ET on 2027-01-31 (different sources)', fungible: notFungible(['alpha', 'beta']), events: [
  A('KXSOLD-27JAN3112', 'Solana price on Jan 31, 2027 at 12pm EST?', 'Crypto', '2027-01-31T17:00:00Z', am('KXSOLD-27JAN3112', [
    ['T199.99', '$200 or above', 'GE200', brti('Solana', 'SOLUSD_RTI', '12 PM EST on Jan 31, 2027', '199.99')],
    ['T249.99', '$250 or above', 'GE250', brti('Solana', 'SOLUSD_RTI', '12 PM EST on Jan 31, 2027', '249.99')]]), { sources: [S.cfb] }),
  B('99084', 'Solana above ___ on January 31?', 'Crypto', '2027-01-31T17:00:00Z', [
    m('solana-above-200-on-january-31-2027', '200', 'GE200', { q: 'Will the price of Solana be above $200 on January 31?' }),
    m('solana-above-300-on-january-31-2027', '300', 'GE300', { q: 'Will the price of Solana be above $300 on January 31?' })],
    { rules: binance('SOL/USDT', '12:00 in the ET timezone (noon) on January 31, 2027') }),
] });

add('crypto', false, { name: 'Largest company by market cap on 2026-12-31', events: [
  A('KXLARGECO-26DEC31', 'Largest company in the world on Dec 31, 2026?', 'Financials', '2026-12-31T21:00:00Z', am('KXLARGECO-26DEC31', [
    ['NVDA', 'Nvidia', 'NVDA'], ['MSFT', 'Microsoft', 'MSFT'], ['AAPL', 'Apple', 'AAPL'], ['GOOGL', 'Alphabet', 'GOOGL']]), { sources: [S.market] }),
  B('99085', 'Largest company end of 2026?', 'Finance', '2026-12-31T21:00:00Z', [
    m('largest-company-end-of-2026-nvidia', 'NVIDIA', 'NVDA', { q: 'Will NVIDIA be the largest company in the world by market cap on December 31, 2026?' }),
    m('largest-company-end-of-2026-apple', 'Apple', 'AAPL', { q: 'Will Apple be the largest company in the world by market cap on December 31, 2026?' }),
    m('largest-company-end-of-2026-microsoft', 'Microsoft', 'MSFT', { q: 'Will Microsoft be the largest company in the world by market cap on December 31, 2026?' }),
    m('largest-company-end-of-2026-alphabet', 'Alphabet', 'GOOGL', { q: 'Will Alphabet be the largest company in the world by market cap on December 31, 2026?' })],
    { rules: 'Resolves per companiesmarketcap.com ranking by market capitalization at market close on December 31, 2026.' }),
  G('9403', 'World’s Largest Company by Market Cap — End of 2026', 'Finance', '2026-12-31T21:00:00Z', [m('9404', 'NVIDIA', 'NVDA'), m('9405', 'Apple', 'AAPL'), m('9406', 'Microsoft', 'MSFT')],
    { rules: 'Resolves to the company ranked first by market capitalization on companiesmarketcap.com after the US market close on December 31, 2026.' }),
] });

add('crypto', false, { name: 'Gold on 2027-03-31 (COMEX settle vs LBMA PM)', fungible: notFungible(['alpha', 'gamma']), events: [
  A('KXGOLDD-27MAR31', 'Gold price on Mar 31, 2027?', 'Financials', '2027-03-31T18:30:00Z', am('KXGOLDD-27MAR31', [
    ['T4500', '$4,500 or above', 'GE4500'], ['T5000', '$5,000 or above', 'GE5000']]),
    { sources: [S.cme], rules: 'Resolves on the settlement price of the most active COMEX gold futures contract on Mar 31, 2027.' }),
  Gbin('9407', 'Gold above $4,500/oz on March 31, 2027?', 'Commodities', '2027-03-31T18:30:00Z', 'GE4500',
    'Resolves "Yes" if the LBMA Gold Price PM on March 31, 2027 is at or above US$4,500 per troy ounce.'),
] });

// ───────────────────────────────────── CULTURE / TECH / WEATHER ───────────────────────────────────
const nwsHigh = (station: string, date: string, range: string): string =>
  `If the highest temperature recorded at ${station} for ${date}, as reported in the National Weather Service Daily Climate Report, is ${range}, then the market resolves to Yes.`;

add('culture', false, { name: 'NYC high temperature 2027-01-15 (Central Park vs LaGuardia)', fungible: notFungible(['alpha', 'beta']), events: [
  A('KXHIGHNY-27JAN15', 'Highest temperature in NYC on Jan 15, 2027?', 'Climate and Weather', '2027-01-16T05:00:00Z', am('KXHIGHNY-27JAN15', [
    ['T37', '37° or below', 'LE37', nwsHigh('Central Park, New York', 'Jan 15, 2027', '37°F or below')],
    ['B38.5', '38° to 39°', '38-39', nwsHigh('Central Park, New York', 'Jan 15, 2027', 'between 38°F and 39°F')],
    ['B40.5', '40° to 41°', '40-41', nwsHigh('Central Park, New York', 'Jan 15, 2027', 'between 40°F and 41°F')],
    ['B42.5', '42° to 43°', '42-43', nwsHigh('Central Park, New York', 'Jan 15, 2027', 'between 42°F and 43°F')],
    ['T44', '44° or above', 'GE44', nwsHigh('Central Park, New York', 'Jan 15, 2027', '44°F or above')]]), { sources: [S.nws] }),
  B('99090', 'Highest temperature in NYC on January 15?', 'Weather', '2027-01-16T05:00:00Z', [
    m('highest-temperature-in-nyc-on-january-15-2027-37forbelow', '37°F or below', 'LE37', { q: 'Will the highest temperature in New York City be 37°F or below on January 15?' }),
    m('highest-temperature-in-nyc-on-january-15-2027-38-39f', '38-39°F', '38-39', { q: 'Will the highest temperature in New York City be between 38-39°F on January 15?' }),
    m('highest-temperature-in-nyc-on-january-15-2027-40-41f', '40-41°F', '40-41', { q: 'Will the highest temperature in New York City be between 40-41°F on January 15?' }),
    m('highest-temperature-in-nyc-on-january-15-2027-42-43f', '42-43°F', '42-43', { q: 'Will the highest temperature in New York City be between 42-43°F on January 15?' }),
    m('highest-temperature-in-nyc-on-january-15-2027-44forhigher', '44°F or higher', 'GE44', { q: 'Will the highest temperature in New York City be 44°F or higher on January 15?' })],
    { rules: 'This market will resolve to the temperature range that contains the highest temperature recorded at the LaGuardia Airport Station in degrees Fahrenheit on January 15, 2027. The resolution source is Wunderground (history for KLGA), once the data for the day is finalized.' }),
] });

add('culture', true, { name: 'Chicago high temperature 2027-01-15 (other city, alpha only)', events: [
  A('KXHIGHCHI-27JAN15', 'Highest temperature in Chicago on Jan 15, 2027?', 'Climate and Weather', '2027-01-16T06:00:00Z', am('KXHIGHCHI-27JAN15', [
    ['T27', '27° or below', 'CHI-LE27', nwsHigh("Chicago Midway", 'Jan 15, 2027', '27°F or below')],
    ['B28.5', '28° to 29°', 'CHI-28-29'], ['B30.5', '30° to 31°', 'CHI-30-31'], ['T32', '32° or above', 'CHI-GE32']]), { sources: [S.nws] }),
] });

add('culture', true, { name: 'NYC high temperature 2027-01-16 (next day, beta only)', events: [
  B('99091', 'Highest temperature in NYC on January 16?', 'Weather', '2027-01-17T05:00:00Z', [
    m('highest-temperature-in-nyc-on-january-16-2027-38-39f', '38-39°F', 'J16-38-39', { q: 'Will the highest temperature in New York City be between 38-39°F on January 16?' }),
    m('highest-temperature-in-nyc-on-january-16-2027-40-41f', '40-41°F', 'J16-40-41', { q: 'Will the highest temperature in New York City be between 40-41°F on January 16?' }),
    m('highest-temperature-in-nyc-on-january-16-2027-42-43f', '42-43°F', 'J16-42-43', { q: 'Will the highest temperature in New York City be between 42-43°F on January 16?' })],
    { rules: 'Resolves to the range containing the highest temperature recorded at the LaGuardia Airport Station on January 16, 2027, per Wunderground.' }),
] });

add('culture', false, { name: 'Miami high temperature 2027-02-02 (both NWS MIA)', events: [
  A('KXHIGHMIA-27FEB02', 'Highest temperature in Miami on Feb 2, 2027?', 'Climate and Weather', '2027-02-03T05:00:00Z', am('KXHIGHMIA-27FEB02', [
    ['T75', '75° or below', 'LE75', nwsHigh('Miami International Airport', 'Feb 2, 2027', '75°F or below')],
    ['B76.5', '76° to 77°', '76-77'], ['B78.5', '78° to 79°', '78-79'], ['T80', '80° or above', 'GE80']]), { sources: [S.nws] }),
  G('9501', 'Miami Daily High — Feb 2, 2027', 'Weather', '2027-02-03T05:00:00Z', [m('9502', '75°F or lower', 'LE75'), m('9503', '76–77°F', '76-77'), m('9504', '78–79°F', '78-79'), m('9505', '80°F or higher', 'GE80')],
    { rules: 'Resolves to the bracket containing the maximum temperature for Miami International Airport (MIA) on February 2, 2027, as published in the National Weather Service Daily Climate Report (CLIMIA).' }),
] });

add('culture', false, { name: 'NYC January 2027 snowfall (Central Park, both)', events: [
  A('KXNYCSNOWM-27JAN', 'NYC snow in Jan 2027?', 'Climate and Weather', '2027-02-01T05:00:00Z', am('KXNYCSNOWM-27JAN', [
    ['T4', 'Above 4 inches', 'GT4'], ['T8', 'Above 8 inches', 'GT8'], ['T12', 'Above 12 inches', 'GT12']]),
    { sources: [S.nws], rules: 'Resolves on total snowfall at Central Park, New York for Jan 2027 per the NWS monthly climate report.' }),
  B('99092', 'NYC January snowfall above ___ inches?', 'Weather', '2027-02-01T05:00:00Z', [
    m('nyc-january-2027-snowfall-above-4in', '4"', 'GT4', { q: 'Will more than 4 inches of snow fall in NYC in January 2027?' }),
    m('nyc-january-2027-snowfall-above-8in', '8"', 'GT8', { q: 'Will more than 8 inches of snow fall in NYC in January 2027?' })],
    { rules: 'Resolves per the total January 2027 snowfall measured at Central Park as reported by the National Weather Service (NOWData).' }),
] });

add('culture', false, { name: 'Oscars 2027 Best Picture', events: [
  A('KXOSCARPIC-27', 'Oscar for Best Picture?', 'Entertainment', '2027-03-01T06:00:00Z', am('KXOSCARPIC-27', [
    ['ODY', 'The Odyssey', 'ODYSSEY'], ['PHM', 'Project Hail Mary', 'PHM'], ['DUN', 'Dune: Part Three', 'DUNE3'], ['DIG', 'Digger', 'DIGGER'], ['MIC', 'Michael', 'MICHAEL']]), { sources: [S.ampas] }),
  B('99093', 'Oscars 2027: Best Picture Winner', 'Culture', '2027-03-01T06:00:00Z', [
    m('oscars-2027-best-picture-the-odyssey', 'The Odyssey', 'ODYSSEY', { q: 'Will "The Odyssey" win Best Picture at the 99th Academy Awards?' }),
    m('oscars-2027-best-picture-project-hail-mary', 'Project Hail Mary', 'PHM', { q: 'Will "Project Hail Mary" win Best Picture at the 99th Academy Awards?' }),
    m('oscars-2027-best-picture-digger', 'Digger', 'DIGGER', { q: 'Will "Digger" win Best Picture at the 99th Academy Awards?' }),
    m('oscars-2027-best-picture-wuthering-heights', 'Wuthering Heights', 'WUTHERING', { q: 'Will "Wuthering Heights" win Best Picture at the 99th Academy Awards?' })]),
  G('9506', '99th Academy Awards — Best Picture', 'Entertainment', '2027-03-01T06:00:00Z', [m('9507', 'The Odyssey', 'ODYSSEY'), m('9508', 'Project Hail Mary', 'PHM'), m('9509', 'Dune: Part Three', 'DUNE3')]),
] });

add('culture', false, { name: 'Oscars 2027 Best Actor', events: [
  A('KXOSCARACTO-27', 'Oscar for Best Actor?', 'Entertainment', '2027-03-01T06:00:00Z', am('KXOSCARACTO-27', [
    ['TCRU', 'Tom Cruise', 'CRUISE'], ['RGOS', 'Ryan Gosling', 'GOSLING'], ['MDAM', 'Matt Damon', 'DAMON'], ['JJAC', 'Jaafar Jackson', 'JJACKSON']]), { sources: [S.ampas] }),
  B('99094', 'Oscars 2027: Best Actor Winner', 'Culture', '2027-03-01T06:00:00Z', [
    m('oscars-2027-best-actor-tom-cruise', 'Tom Cruise', 'CRUISE', { q: 'Will Tom Cruise win Best Actor at the 99th Academy Awards?' }),
    m('oscars-2027-best-actor-ryan-gosling', 'Ryan Gosling', 'GOSLING', { q: 'Will Ryan Gosling win Best Actor at the 99th Academy Awards?' }),
    m('oscars-2027-best-actor-matt-damon', 'Matt Damon', 'DAMON', { q: 'Will Matt Damon win Best Actor at the 99th Academy Awards?' })]),
] });

add('culture', true, { name: 'Oscars 2027 Best Supporting Actor (other category, beta only)', events: [
  B('99095', 'Oscars 2027: Best Supporting Actor Winner', 'Culture', '2027-03-01T06:00:00Z', [
    m('oscars-2027-best-supporting-actor-tom-holland', 'Tom Holland', 'HOLLAND-SUP', { q: 'Will Tom Holland win Best Supporting Actor at the 99th Academy Awards?' }),
    m('oscars-2027-best-supporting-actor-matt-damon', 'Matt Damon', 'DAMON-SUP', { q: 'Will Matt Damon win Best Supporting Actor at the 99th Academy Awards?' }),
    m('oscars-2027-best-supporting-actor-jesse-plemons', 'Jesse Plemons', 'PLEMONS-SUP', { q: 'Will Jesse Plemons win Best Supporting Actor at the 99th Academy Awards?' })]),
] });

add('culture', true, { name: 'Golden Globes 2027 Best Motion Picture – Drama (not the Oscar)', events: [
  A('KXGOLDENGLOBEDRAMA-27', 'Golden Globe for Best Motion Picture – Drama?', 'Entertainment', '2027-01-11T05:00:00Z', am('KXGOLDENGLOBEDRAMA-27', [
    ['ODY', 'The Odyssey', 'ODYSSEY-GG'], ['PHM', 'Project Hail Mary', 'PHM-GG'], ['DIG', 'Digger', 'DIGGER-GG']]), { sources: [S.gg] }),
  B('99096', 'Golden Globes 2027: Best Motion Picture – Drama', 'Culture', '2027-01-11T05:00:00Z', [
    m('golden-globes-2027-drama-the-odyssey', 'The Odyssey', 'ODYSSEY-GG', { q: 'Will "The Odyssey" win Best Motion Picture – Drama at the 2027 Golden Globes?' }),
    m('golden-globes-2027-drama-digger', 'Digger', 'DIGGER-GG', { q: 'Will "Digger" win Best Motion Picture – Drama at the 2027 Golden Globes?' })]),
] });

add('culture', false, { name: 'Grammys 2027 Album of the Year', events: [
  A('KXGRAMMYAOTY-27', 'Grammy for Album of the Year?', 'Entertainment', '2027-02-08T06:00:00Z', am('KXGRAMMYAOTY-27', [
    ['TSWI', 'The Life of a Showgirl - Taylor Swift', 'SHOWGIRL'], ['BADB', 'Debí Tirar Más Fotos - Bad Bunny', 'DTMF'], ['SCAR', 'Man\'s Best Friend - Sabrina Carpenter', 'MBF']]), { sources: [S.grammy] }),
  B('99097', 'Grammys 2027: Album of the Year', 'Culture', '2027-02-08T06:00:00Z', [
    m('grammys-2027-aoty-taylor-swift', 'Taylor Swift – The Life of a Showgirl', 'SHOWGIRL', { q: 'Will "The Life of a Showgirl" by Taylor Swift win Album of the Year at the 2027 Grammys?' }),
    m('grammys-2027-aoty-sabrina-carpenter', "Sabrina Carpenter – Man's Best Friend", 'MBF', { q: 'Will "Man\'s Best Friend" by Sabrina Carpenter win Album of the Year at the 2027 Grammys?' })]),
] });

add('culture', true, { name: 'Grammys 2027 Record of the Year (other category, beta only)', events: [
  B('99098', 'Grammys 2027: Record of the Year', 'Culture', '2027-02-08T06:00:00Z', [
    m('grammys-2027-roty-the-fate-of-ophelia', 'The Fate of Ophelia – Taylor Swift', 'OPHELIA-ROTY', { q: 'Will "The Fate of Ophelia" win Record of the Year at the 2027 Grammys?' }),
    m('grammys-2027-roty-manchild', 'Manchild – Sabrina Carpenter', 'MANCHILD-ROTY', { q: 'Will "Manchild" win Record of the Year at the 2027 Grammys?' })]),
] });

add('culture', false, { name: 'Avengers: Doomsday domestic opening weekend', events: [
  A('KXBOXOFFICEOPEN-26DEC20AVENGERS', 'Avengers: Doomsday domestic opening weekend?', 'Entertainment', '2026-12-22T00:00:00Z', am('KXBOXOFFICEOPEN-26DEC20AVENGERS', [
    ['T200', 'Above $200M', 'GT200'], ['T250', 'Above $250M', 'GT250'], ['T300', 'Above $300M', 'GT300']]),
    { sources: [S.bom], rules: 'Resolves on the domestic (US and Canada) 3-day opening weekend gross of Avengers: Doomsday, Dec 18-20, 2026, as reported by Box Office Mojo.' }),
  B('99099', 'Avengers: Doomsday opening weekend box office?', 'Culture', '2026-12-22T00:00:00Z', [
    m('avengers-doomsday-opening-weekend-under-200m', '<$200M', 'LT200', { q: 'Will Avengers: Doomsday gross less than $200M in its domestic opening weekend?' }),
    m('avengers-doomsday-opening-weekend-200-250m', '$200M-$250M', '200-250', { q: 'Will Avengers: Doomsday gross $200M-$250M in its domestic opening weekend?' }),
    m('avengers-doomsday-opening-weekend-250-300m', '$250M-$300M', '250-300', { q: 'Will Avengers: Doomsday gross $250M-$300M in its domestic opening weekend?' }),
    m('avengers-doomsday-opening-weekend-over-300m', '>$300M', 'GT300', { q: 'Will Avengers: Doomsday gross more than $300M in its domestic opening weekend?' })],
    { rules: 'Resolves per the domestic Friday–Sunday opening weekend gross for Avengers: Doomsday (December 18–20, 2026) reported by Box Office Mojo.' }),
] });

add('culture', true, { name: 'Avengers: Doomsday worldwide opening (not domestic, alpha only)', events: [
  A('KXBOXOFFICEWW-26DEC20AVENGERS', 'Avengers: Doomsday worldwide opening weekend?', 'Entertainment', '2026-12-22T00:00:00Z', am('KXBOXOFFICEWW-26DEC20AVENGERS', [
    ['T500', 'Above $500M', 'WW-GT500'], ['T750', 'Above $750M', 'WW-GT750']]), { sources: [S.bom] }),
] });

add('culture', true, { name: 'Dune: Part Three domestic opening (other film same weekend, gamma only)', events: [
  Gbin('9510', 'Dune: Part Three domestic opening weekend above $100M?', 'Entertainment', '2026-12-22T00:00:00Z', 'DUNE-GT100',
    'Resolves "Yes" if Box Office Mojo reports a domestic 3-day opening weekend gross above $100,000,000 for Dune: Part Three (December 18–20, 2026).'),
] });

add('culture', false, { name: 'Best AI model end of January 2027 (LMArena text)', events: [
  A('KXTOPMODEL-27JAN31', 'Best AI model at the end of Jan 2027?', 'Science and Technology', '2027-01-31T23:59:00Z', am('KXTOPMODEL-27JAN31', [
    ['GOOG', 'Google', 'GOOGLE'], ['OAI', 'OpenAI', 'OPENAI'], ['ANTH', 'Anthropic', 'ANTHROPIC'], ['XAI', 'xAI', 'XAI']]),
    { sources: [S.lmarena], rules: "Resolves to the company whose model ranks first on the LMArena Text Arena leaderboard (style control on) on Jan 31, 2027." }),
  B('99100', 'Which company has best AI model end of January?', 'Tech', '2027-01-31T23:59:00Z', [
    m('which-company-best-ai-model-end-of-january-2027-google', 'Google', 'GOOGLE', { q: 'Will Google have the best AI model at the end of January 2027?' }),
    m('which-company-best-ai-model-end-of-january-2027-openai', 'OpenAI', 'OPENAI', { q: 'Will OpenAI have the best AI model at the end of January 2027?' }),
    m('which-company-best-ai-model-end-of-january-2027-anthropic', 'Anthropic', 'ANTHROPIC', { q: 'Will Anthropic have the best AI model at the end of January 2027?' }),
    m('which-company-best-ai-model-end-of-january-2027-deepseek', 'DeepSeek', 'DEEPSEEK', { q: 'Will DeepSeek have the best AI model at the end of January 2027?' })],
    { rules: 'This market resolves to the company that owns the top model on the LMArena Text Arena leaderboard (https://lmarena.ai/leaderboard/text, style control on) on January 31, 2027, 12:00 PM ET.' }),
  G('9511', 'Top AI Model (LMArena Text) — End of January 2027', 'Tech', '2027-01-31T23:59:00Z', [m('9512', 'Google', 'GOOGLE'), m('9513', 'OpenAI', 'OPENAI'), m('9514', 'xAI', 'XAI')],
    { rules: 'Resolves to the organization with the #1 ranked model on the LMArena Text leaderboard (style control default) at 12:00 ET on January 31, 2027.' }),
] });

add('culture', true, { name: 'Best AI model end of February 2027 (other month, beta only)', events: [
  B('99101', 'Which company has best AI model end of February?', 'Tech', '2027-02-28T23:59:00Z', [
    m('which-company-best-ai-model-end-of-february-2027-google', 'Google', 'GOOGLE-FEB', { q: 'Will Google have the best AI model at the end of February 2027?' }),
    m('which-company-best-ai-model-end-of-february-2027-openai', 'OpenAI', 'OPENAI-FEB', { q: 'Will OpenAI have the best AI model at the end of February 2027?' })],
    { rules: 'Resolves to the company that owns the top model on the LMArena Text Arena leaderboard on February 28, 2027, 12:00 PM ET.' }),
] });

add('culture', true, { name: 'Top coding model end of January 2027 (WebDev leaderboard, alpha only)', events: [
  A('KXTOPCODEMODEL-27JAN31', 'Best AI coding model at the end of Jan 2027?', 'Science and Technology', '2027-01-31T23:59:00Z', am('KXTOPCODEMODEL-27JAN31', [
    ['ANTH', 'Anthropic', 'ANTHROPIC-WEB'], ['GOOG', 'Google', 'GOOGLE-WEB'], ['OAI', 'OpenAI', 'OPENAI-WEB']]),
    { sources: [S.lmarena], rules: 'Resolves to the company whose model ranks first on the LMArena WebDev leaderboard on Jan 31, 2027.' }),
] });

add('culture', false, { name: 'OpenAI releases GPT-6 before July 2027', events: [
  A('KXGPT6-27JUL01', 'Will OpenAI release GPT-6 before Jul 1, 2027?', 'Science and Technology', '2027-06-30T23:59:00Z', [m('KXGPT6-27JUL01-Y', 'Before Jul 1, 2027', 'GPT6',
    { rules: 'If OpenAI makes a model named GPT-6 publicly available (via ChatGPT or API) before Jul 1, 2027, then the market resolves to Yes.' })], { sources: [S.openai] }),
  B('99102', 'GPT-6 released by June 30, 2027?', 'Tech', '2027-06-30T23:59:00Z', [m('gpt-6-released-by-june-30-2027', 'Yes', 'GPT6',
    { rules: 'This market will resolve to "Yes" if OpenAI publicly releases a model explicitly named "GPT-6" to the general public (ChatGPT or API) by June 30, 2027, 11:59 PM ET.' })]),
] });

add('culture', false, { name: 'Tesla Q4 2026 deliveries', events: [
  A('KXTESLADELIV-26Q4', 'Tesla deliveries in Q4 2026?', 'Companies', '2027-01-03T00:00:00Z', am('KXTESLADELIV-26Q4', [
    ['T400000', 'Above 400,000', 'GT400K'], ['T450000', 'Above 450,000', 'GT450K'], ['T500000', 'Above 500,000', 'GT500K']]),
    { sources: [S.tesla], rules: "Resolves on total vehicle deliveries for Q4 2026 in Tesla's quarterly production and deliveries report." }),
  B('99103', 'Tesla Q4 2026 deliveries above 450k?', 'Tech', '2027-01-03T00:00:00Z', [m('tesla-q4-2026-deliveries-above-450k', 'Yes', 'GT450K',
    { rules: 'Resolves "Yes" if Tesla reports more than 450,000 total vehicle deliveries for Q4 2026 in its official production and deliveries release.' })]),
] });

add('culture', false, { name: 'TIME Person of the Year 2026', events: [
  A('KXTIMEPOY-26', 'TIME Person of the Year 2026?', 'Entertainment', '2026-12-10T00:00:00Z', am('KXTIMEPOY-26', [
    ['DJT', 'Donald Trump', 'TRUMP'], ['EMUS', 'Elon Musk', 'MUSK'], ['PLEO', 'Pope Leo XIV', 'POPELEO'], ['JHUA', 'Jensen Huang', 'HUANG']]), { sources: [S.time] }),
  B('99104', 'Time 2026 Person of the Year', 'Culture', '2026-12-10T00:00:00Z', [
    m('time-2026-person-of-the-year-donald-trump', 'Donald Trump', 'TRUMP', { q: 'Will Donald Trump be named TIME Person of the Year for 2026?' }),
    m('time-2026-person-of-the-year-pope-leo-xiv', 'Pope Leo XIV', 'POPELEO', { q: 'Will Pope Leo XIV be named TIME Person of the Year for 2026?' }),
    m('time-2026-person-of-the-year-jensen-huang', 'Jensen Huang', 'HUANG', { q: 'Will Jensen Huang be named TIME Person of the Year for 2026?' }),
    m('time-2026-person-of-the-year-sam-altman', 'Sam Altman', 'ALTMAN', { q: 'Will Sam Altman be named TIME Person of the Year for 2026?' })]),
  G('9515', "TIME's 2026 Person of the Year", 'Culture', '2026-12-10T00:00:00Z', [m('9516', 'Donald Trump', 'TRUMP'), m('9517', 'Jensen Huang', 'HUANG'), m('9518', 'Elon Musk', 'MUSK')]),
] });

// ───────────────────────────────────────────── EMIT ───────────────────────────────────────────────
function check(): void {
  const names = new Set<string>();
  const seen = new Map<string, string>();
  const betaSlugs = new Set<string>();
  for (const c of cases) {
    if (names.has(c.name)) throw new Error(`duplicate case ${c.name}`);
    names.add(c.name);
    const venues = c.events.map((e) => e.venue);
    if (new Set(venues).size !== venues.length) throw new Error(`${c.name}: two events of one venue`);
    for (const g of c.groups ?? []) for (const v of g) if (!venues.includes(v as V)) throw new Error(`${c.name}: group venue ${v} absent`);
    if (c.groups !== undefined && c.groups.flat().length !== venues.length) throw new Error(`${c.name}: groups do not cover the events`);
    for (const e of c.events) {
      const ids = [e.id, ...e.markets.map((x) => x.id)];
      if (e.venue === 'gamma') for (const id of ids) if (!/^9\d{3}$/.test(id)) throw new Error(`${c.name}: gamma id ${id}`);
      if (e.venue === 'beta' && !/^99\d{3}$/.test(e.id)) throw new Error(`${c.name}: beta id ${e.id}`);
      if (e.venue === 'alpha') for (const x of e.markets) if (!x.id.startsWith(`${e.id}-`)) throw new Error(`${c.name}: alpha ticker ${x.id}`);
      if (e.venue === 'beta') {
        const slug = e.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        if (betaSlugs.has(slug)) throw new Error(`${c.name}: beta event slug ${slug} repeats`);
        betaSlugs.add(slug);
      }
      const keys = new Set([`${e.venue}:ev:${e.id}`, ...e.markets.map((x) => `${e.venue}:${x.id}`)]);
      if (e.venue === 'gamma') { keys.clear(); for (const id of ids) keys.add(`gamma:${id}`); }
      for (const k of keys) {
        if (seen.has(k)) throw new Error(`${c.name}: id ${k} also in ${seen.get(k)}`);
        seen.set(k, c.name);
      }
      for (const x of e.markets) {
        const close = Date.parse(x.close ?? e.close ?? '');
        if (!(close > Date.parse('2026-11-22T15:00:00Z'))) throw new Error(`${c.name}: close ${e.close} not after now`);
      }
      const ts = e.markets.map((x) => x.t);
      if (new Set(ts).size !== ts.length) throw new Error(`${c.name}: one venue event has two markets with the same t`);
    }
  }
}
check();

const here = dirname(fileURLToPath(import.meta.url));
writeFileSync(join(here, 'holdout3-set.json'), `${JSON.stringify(emitScenario(cases), null, 1)}\n`);

const byVenue: Record<string, number> = {};
const byCat: Record<string, { cases: number; events: number }> = {};
let events = 0;
for (const [i, c] of cases.entries()) {
  const k = meta[i]!.cat;
  byCat[k] ??= { cases: 0, events: 0 };
  byCat[k].cases++;
  byCat[k].events += c.events.length;
  for (const e of c.events) { byVenue[e.venue] = (byVenue[e.venue] ?? 0) + 1; events++; }
}
const notFungibleCases = cases.filter((c) => Object.values(c.fungible ?? {}).includes(false)).length;
console.log(JSON.stringify({ cases: cases.length, venueEvents: events, byVenue, byCat,
  hardNegativeCases: meta.filter((x) => x.hard).length, split: cases.filter((c) => c.groups !== undefined).length,
  singleVenue: cases.filter((c) => c.events.length === 1).length, notFungibleCases }, null, 1));
