// Builds test/refdata/holdout2-set.json: a second, independent holdout for the refdata matcher.
//
// How it was written: by hand, from a trading desk's point of view (interface.md, reference data: what a desk calls the
// same real-world event, the same outcome, and identical settlement) and in each venue's own wording (venues.md: alpha
// ticker/title style, beta and beta_us question/slug style, gamma's own titles). The author did not open the matcher or
// its knowledge base (services/refdata/src, packages/domain/src/refdata, services/refdata/kb), did not read the other
// build files beyond the format (evalset.emit.ts; the first lines of holdout.build.ts), never ran the matcher on this
// set and changed no label after seeing any matcher output. Nothing here is tuned; every label states what is true of
// the events as described (dates in late 2026 / 2027; the events are hypothetical but internally consistent).
//
// Labelling conventions (the evalset.emit.ts format): one case = one real-world event unless `groups` split it; same
// `t` = same outcome (YES sides line up); a YES that is the other side of a listing (an inverted question) gets its own
// `t`; bucket/threshold outcomes share a `t` only when they are the same set of results (e.g. "Above 2.9%" and "3.0% or
// higher" for a figure published to one decimal); `fungible` is false for a venue pair whose settlement differs
// (resolution source or observation point), true otherwise. "by <date>" and "on <date>" questions, other dates, other
// offices, other countries and other competitions are distinct events.
// Run: node test/refdata/holdout2.build.ts
import { writeFileSync } from 'node:fs';
import { emitScenario, type Case, type E } from './evalset.emit.ts';

const NBA = ['NBA https://www.nba.com'];
const NFL = ['NFL https://www.nfl.com'];
const MLB = ['MLB https://www.mlb.com'];
const NHL = ['NHL https://www.nhl.com'];
const EPL = ['Premier League https://www.premierleague.com'];
const UEFA = ['UEFA https://www.uefa.com'];
const SERIEA = ['Lega Serie A https://www.legaseriea.it'];
const MLS = ['Major League Soccer https://www.mlssoccer.com'];
const AO = ['Australian Open https://ausopen.com'];
const F1 = ['Formula 1 https://www.formula1.com'];
const NCAA = ['NCAA https://www.ncaa.com'];
const CFP = ['College Football Playoff https://collegefootballplayoff.com'];
const HEISMAN = ['Heisman Trust https://www.heisman.com'];
const MASTERS = ['Augusta National Golf Club https://www.masters.com'];
const FED = ['Federal Reserve https://www.federalreserve.gov'];
const ECB = ['European Central Bank https://www.ecb.europa.eu'];
const BOJ = ['Bank of Japan https://www.boj.or.jp'];
const BLS = ['Bureau of Labor Statistics https://www.bls.gov'];
const BEA = ['Bureau of Economic Analysis https://www.bea.gov'];
const AAA = ['AAA https://gasprices.aaa.com'];
const SPDJI = ['S&P Dow Jones Indices https://www.spglobal.com'];
const AP = ['Associated Press https://apnews.com'];
const SENATE = ['United States Senate https://www.senate.gov'];
const OPM = ['Office of Personnel Management https://www.opm.gov'];
const RCP = ['RealClearPolling https://www.realclearpolling.com'];
const GOVUK = ['UK Government https://www.gov.uk'];
const CB = ['CF Benchmarks https://www.cfbenchmarks.com'];
const NWS = ['National Weather Service https://www.weather.gov'];
const NASA = ['NASA GISS https://data.giss.nasa.gov'];
const AMPAS = ['Academy of Motion Picture Arts and Sciences https://www.oscars.org'];
const HFPA = ['Golden Globes https://goldenglobes.com'];
const GRAMMY = ['Recording Academy https://www.grammy.com'];
const TIME = ['TIME https://time.com'];
const BOM = ['Box Office Mojo https://www.boxofficemojo.com'];
const TGA = ['The Game Awards https://thegameawards.com'];
const SPOTIFY = ['Spotify https://newsroom.spotify.com'];
const EBU = ['European Broadcasting Union https://eurovision.tv'];
const LMARENA = ['LMArena https://lmarena.ai'];
const TESLA = ['Tesla https://ir.tesla.com'];
const CMC = ['CompaniesMarketCap https://companiesmarketcap.com'];
const SEC = ['SEC EDGAR https://www.sec.gov'];
const OPENAI = ['OpenAI https://openai.com'];

const cases: Case[] = [];
const category = new Map<string, string>();
const hardNegatives: Array<{ case: string; kind: string }> = [];
let section = '';
const add = (c: Case): void => {
  cases.push(c);
  category.set(c.name, section);
};
/** A case that is (or contains) a hard negative: something a desk must NOT merge, or must not call the same outcome / fungible. */
const neg = (kind: string, c: Case): void => {
  add(c);
  hardNegatives.push({ case: c.name, kind });
};

const slug = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
type Team = [code: string, label: string];
type Opt = [suffix: string, label: string, t: string];

/** alpha head-to-head game: one market per side (plus a tie market for soccer), Kalshi-style titles. */
function aGame(series: string, date: string, dateText: string, away: Team, home: Team, sport: string, close: string, sources: string[],
  opts: { sep?: string; tie?: boolean } = {}): E {
  const title = `${away[1]} ${opts.sep ?? 'at'} ${home[1]}`;
  const id = `${series}-${date}${away[0]}${home[0]}`;
  const side = ([c, l]: Team): E['markets'][number] => ({ id: `${id}-${c}`, label: l, t: c, q: `${title} Winner?`,
    rules: `If ${l} wins the ${title} ${sport} game originally scheduled for ${dateText}, then the market resolves to Yes.` });
  const markets = [side(away), side(home)];
  if (opts.tie === true) {
    markets.splice(1, 0, { id: `${id}-TIE`, label: 'Tie', t: 'TIE', q: `${title} Winner?`,
      rules: `If the ${title} ${sport} match originally scheduled for ${dateText} ends in a tie after regulation time (including stoppage time), then the market resolves to Yes.` });
  }
  return { venue: 'alpha', id, title, category: 'Sports', close, sources, markets };
}
/** beta head-to-head game: one market whose two outcomes are the teams; the first outcome is the YES token. */
function bGame(id: string, marketSlug: string, title: string, outcomes: [string, string], tFirst: string, league: string, dateText: string, close: string, src: string): E {
  return { venue: 'beta', id, title, category: 'Sports', close, markets: [{ id: marketSlug, label: '', t: tFirst, q: title, outcomes, src,
    rules: `In the upcoming ${league} game, scheduled for ${dateText}: if the ${outcomes[0]} win, the market will resolve to "${outcomes[0]}". If the ${outcomes[1]} win, the market will resolve to "${outcomes[1]}". The result will be determined by the official ${league} statistics.` }] };
}
/** beta_us head-to-head game, keyed by its market slug. */
function usGame(marketSlug: string, title: string, outcomes: [string, string], tFirst: string, league: string, dateText: string, close: string, src: string): E {
  return { venue: 'beta_us', id: marketSlug, title, category: 'sports', close, markets: [{ id: marketSlug, label: '', t: tFirst, q: title, outcomes, src,
    rules: `${league} game on ${dateText}. Resolves to the team that wins the game, per the official ${league} result.` }] };
}
/** alpha multi-market event: markets `${id}-${suffix}`. */
function aEvent(id: string, title: string, cat: string, close: string, sources: string[], opts: Opt[], q: (label: string) => string, rules: (label: string) => string): E {
  return { venue: 'alpha', id, title, category: cat, close, sources, markets: opts.map(([s, l, t]) => ({ id: `${id}-${s}`, label: l, t, q: q(l), rules: rules(l) })) };
}
/** beta negRisk-style event: one Yes/No market per option, slug from the question. */
function bEvent(id: string, title: string, cat: string, close: string, src: string, opts: Array<[label: string, t: string]>, q: (label: string) => string, rules: (label: string) => string): E {
  return { venue: 'beta', id, title, category: cat, close, markets: opts.map(([l, t]) => ({ id: slug(q(l)), label: l, t, q: q(l), src, rules: rules(l) })) };
}
/** beta binary event (a single Yes/No market). */
function bBin(id: string, title: string, cat: string, close: string, src: string, t: string, rules: string): E {
  return { venue: 'beta', id, title, category: cat, close, markets: [{ id: slug(title), label: 'Yes', t, q: title, src, rules }] };
}
/** alpha single-market (binary) event. */
function aBin(id: string, title: string, cat: string, close: string, sources: string[], suffix: string, label: string, t: string, rules: string): E {
  return { venue: 'alpha', id, title, category: cat, close, sources, markets: [{ id: `${id}-${suffix}`, label, t, q: title, rules }] };
}
/** beta_us event with several Yes/No markets, each keyed by its own slug. */
function usEvent(eventSlug: string, title: string, close: string, src: string, opts: Opt[], q: (label: string) => string, rules: (label: string) => string): E {
  return { venue: 'beta_us', id: eventSlug, title, category: 'sports', close, markets: opts.map(([s, l, t]) => ({ id: `${eventSlug}-${s}`, label: l, t, q: q(l), src, rules: rules(l) })) };
}
/** gamma categorical market: child ids `${id}NN`. */
function gCat(id: string, title: string, close: string, rules: string, opts: Array<[label: string, t: string]>): E {
  return { venue: 'gamma', id, title, close, rules, markets: opts.map(([l, t], i) => ({ id: `${id}${String(i + 1).padStart(2, '0')}`, label: l, t })) };
}
/** gamma binary market: the market is its own single "child". */
function gBin(id: string, title: string, close: string, t: string, rules: string): E {
  return { venue: 'gamma', id, title, close, rules, markets: [{ id, label: 'Yes', t }] };
}

// =====================================================================================================================
section = 'sports';

add({ name: 'h2 nba lakers at warriors christmas 2026', events: [
  aGame('KXNBAGAME', '26DEC25', 'Dec 25, 2026', ['LAL', 'Los Angeles L'], ['GSW', 'Golden State'], 'professional basketball', '2026-12-26T07:00:00Z', NBA),
  bGame('88001', 'nba-lal-gsw-2026-12-25', 'Lakers vs. Warriors', ['Lakers', 'Warriors'], 'LAL', 'NBA', 'December 25, 2026, 8:00 PM ET', '2026-12-26T07:00:00Z', 'https://www.nba.com/'),
  usGame('aec-nba-lal-gsw-2026-12-25', 'Lakers vs. Warriors', ['Lakers', 'Warriors'], 'LAL', 'NBA', 'December 25, 2026', '2026-12-26T07:00:00Z', 'https://www.nba.com/'),
  // gamma asks the question from the home side: its YES is the Warriors
  gBin('7101', 'Will the Golden State Warriors beat the Los Angeles Lakers on Christmas Day (Dec 25, 2026)?', '2026-12-26T07:00:00Z', 'GSW',
    'Resolves YES if the Golden State Warriors win their NBA regular-season game against the Los Angeles Lakers on December 25, 2026 (overtime included), per the official NBA box score. Otherwise NO.'),
] });
neg('same teams, other date (rematch)', { name: 'h2 nba warriors at lakers jan 15 2027 (rematch)', events: [
  aGame('KXNBAGAME', '27JAN15', 'Jan 15, 2027', ['GSW', 'Golden State'], ['LAL', 'Los Angeles L'], 'professional basketball', '2027-01-16T07:00:00Z', NBA),
  bGame('88002', 'nba-gsw-lal-2027-01-15', 'Warriors vs. Lakers', ['Warriors', 'Lakers'], 'GSW', 'NBA', 'January 15, 2027, 10:30 PM ET', '2027-01-16T07:00:00Z', 'https://www.nba.com/'),
] });
add({ name: 'h2 nba celtics at knicks christmas 2026 (two venues)', events: [
  aGame('KXNBAGAME', '26DEC25', 'Dec 25, 2026', ['BOS', 'Boston'], ['NYK', 'New York'], 'professional basketball', '2026-12-26T03:00:00Z', NBA),
  usGame('aec-nba-bos-nyk-2026-12-25', 'Celtics vs. Knicks', ['Celtics', 'Knicks'], 'BOS', 'NBA', 'December 25, 2026', '2026-12-26T03:00:00Z', 'https://www.nba.com/'),
] });
add({ name: 'h2 nba champion 2027', events: [
  aEvent('KXNBA-27', 'Pro Basketball Champion 2027?', 'Sports', '2027-06-30T00:00:00Z', NBA,
    [['OKC', 'Oklahoma City', 'OKC'], ['CLE', 'Cleveland', 'CLE'], ['NYK', 'New York', 'NYK'], ['DEN', 'Denver', 'DEN'], ['BOS', 'Boston', 'BOS'], ['HOU', 'Houston', 'HOU']],
    (l) => `Will ${l} win the 2027 Pro Basketball Finals?`, (l) => `If ${l} wins the 2027 Pro Basketball Finals, then the market resolves to Yes.`),
  bEvent('88003', '2027 NBA Champion', 'Sports', '2027-06-30T00:00:00Z', 'https://www.nba.com/',
    [['Oklahoma City Thunder', 'OKC'], ['Cleveland Cavaliers', 'CLE'], ['New York Knicks', 'NYK'], ['Denver Nuggets', 'DEN'], ['Houston Rockets', 'HOU'], ['San Antonio Spurs', 'SAS']],
    (l) => `Will the ${l} win the 2027 NBA Finals?`, (l) => `This market will resolve to "Yes" if the ${l} win the 2027 NBA Finals. Otherwise, this market will resolve to "No".`),
  gCat('7102', 'NBA Champion — 2026-27 Season', '2027-06-30T00:00:00Z', 'Resolves to the team that wins the 2027 NBA Finals.',
    [['Oklahoma City Thunder', 'OKC'], ['Cleveland Cavaliers', 'CLE'], ['New York Knicks', 'NYK'], ['Boston Celtics', 'BOS']]),
] });
neg('other competition, same team names', { name: 'h2 nba eastern conference champion 2027', events: [
  aEvent('KXNBAEAST-27', 'Pro Basketball Eastern Conference Champion 2027?', 'Sports', '2027-06-01T00:00:00Z', NBA,
    [['CLE', 'Cleveland', 'CLE'], ['NYK', 'New York', 'NYK'], ['BOS', 'Boston', 'BOS'], ['ORL', 'Orlando', 'ORL']],
    (l) => `Will ${l} win the 2027 Eastern Conference Finals?`, (l) => `If ${l} wins the 2027 Pro Basketball Eastern Conference Finals, then the market resolves to Yes.`),
  bEvent('88004', 'NBA Eastern Conference Champion 2027', 'Sports', '2027-06-01T00:00:00Z', 'https://www.nba.com/',
    [['Cleveland Cavaliers', 'CLE'], ['New York Knicks', 'NYK'], ['Boston Celtics', 'BOS'], ['Orlando Magic', 'ORL'], ['Detroit Pistons', 'DET']],
    (l) => `Will the ${l} win the 2027 NBA Eastern Conference Finals?`, (l) => `This market will resolve to "Yes" if the ${l} win the 2027 NBA Eastern Conference Finals. Otherwise "No".`),
] });

add({ name: 'h2 nfl eagles at cowboys thanksgiving 2026', events: [
  aGame('KXNFLGAME', '26NOV26', 'Nov 26, 2026', ['PHI', 'Philadelphia'], ['DAL', 'Dallas'], 'professional football', '2026-11-27T05:00:00Z', NFL),
  bGame('88005', 'nfl-phi-dal-2026-11-26', 'Eagles vs. Cowboys', ['Eagles', 'Cowboys'], 'PHI', 'NFL', 'November 26, 2026, 4:30 PM ET', '2026-11-27T05:00:00Z', 'https://www.nfl.com/'),
  usGame('aec-nfl-phi-dal-2026-11-26', 'Eagles vs. Cowboys', ['Eagles', 'Cowboys'], 'PHI', 'NFL', 'November 26, 2026', '2026-11-27T05:00:00Z', 'https://www.nfl.com/'),
  gCat('7103', 'NFL Thanksgiving: Eagles @ Cowboys (Nov 26)', '2026-11-27T05:00:00Z', 'Resolves to the winner of the Philadelphia Eagles at Dallas Cowboys game on November 26, 2026, including overtime.',
    [['Philadelphia Eagles', 'PHI'], ['Dallas Cowboys', 'DAL']]),
] });
add({ name: 'h2 nfl bills at dolphins dec 6 2026', events: [
  aGame('KXNFLGAME', '26DEC06', 'Dec 6, 2026', ['BUF', 'Buffalo'], ['MIA', 'Miami'], 'professional football', '2026-12-07T05:00:00Z', NFL),
  bGame('88006', 'nfl-buf-mia-2026-12-06', 'Bills vs. Dolphins', ['Bills', 'Dolphins'], 'BUF', 'NFL', 'December 6, 2026, 1:00 PM ET', '2026-12-07T05:00:00Z', 'https://www.nfl.com/'),
] });
neg('same teams, other date (divisional rematch)', { name: 'h2 nfl dolphins at bills jan 3 2027 (rematch)', events: [
  aGame('KXNFLGAME', '27JAN03', 'Jan 3, 2027', ['MIA', 'Miami'], ['BUF', 'Buffalo'], 'professional football', '2027-01-04T05:00:00Z', NFL),
  usGame('aec-nfl-mia-buf-2027-01-03', 'Dolphins vs. Bills', ['Dolphins', 'Bills'], 'MIA', 'NFL', 'January 3, 2027', '2027-01-04T05:00:00Z', 'https://www.nfl.com/'),
] });
add({ name: 'h2 nfl super bowl lxi champion', events: [
  aEvent('KXSB-27', 'Pro Football Champion 2027?', 'Sports', '2027-02-15T05:00:00Z', NFL,
    [['KC', 'Kansas City', 'KC'], ['BUF', 'Buffalo', 'BUF'], ['PHI', 'Philadelphia', 'PHI'], ['DET', 'Detroit', 'DET'], ['BAL', 'Baltimore', 'BAL'], ['LAR', 'Los Angeles R', 'LAR']],
    (l) => `Will ${l} win the Pro Football Championship?`, (l) => `If ${l} wins Super Bowl LXI, played in February 2027, then the market resolves to Yes.`),
  bEvent('88007', 'Super Bowl Champion 2027', 'Sports', '2027-02-15T05:00:00Z', 'https://www.nfl.com/',
    [['Kansas City Chiefs', 'KC'], ['Buffalo Bills', 'BUF'], ['Philadelphia Eagles', 'PHI'], ['Detroit Lions', 'DET'], ['Los Angeles Rams', 'LAR'], ['Green Bay Packers', 'GB']],
    (l) => `Will the ${l} win Super Bowl 2027?`, (l) => `This market will resolve to "Yes" if the ${l} win Super Bowl LXI, scheduled for February 14, 2027. Otherwise "No".`),
  usEvent('nfl-super-bowl-lxi-champion', 'Super Bowl LXI Champion', '2027-02-15T05:00:00Z', 'https://www.nfl.com/',
    [['kc', 'Kansas City Chiefs', 'KC'], ['buf', 'Buffalo Bills', 'BUF'], ['det', 'Detroit Lions', 'DET'], ['sf', 'San Francisco 49ers', 'SF']],
    (l) => `Will the ${l} win Super Bowl LXI?`, (l) => `Resolves Yes if the ${l} win Super Bowl LXI.`),
  gCat('7104', 'Super Bowl LXI Winner', '2027-02-15T05:00:00Z', 'Resolves to the team that wins Super Bowl LXI (February 14, 2027).',
    [['Chiefs', 'KC'], ['Bills', 'BUF'], ['Eagles', 'PHI'], ['Ravens', 'BAL']]),
] });
neg('other competition (conference title), same team names', { name: 'h2 nfl afc champion 2026-27', events: [
  aEvent('KXAFC-27', 'Pro Football AFC Champion 2027?', 'Sports', '2027-02-01T05:00:00Z', NFL,
    [['KC', 'Kansas City', 'KC'], ['BUF', 'Buffalo', 'BUF'], ['BAL', 'Baltimore', 'BAL'], ['DEN', 'Denver', 'DEN']],
    (l) => `Will ${l} win the AFC Championship?`, (l) => `If ${l} wins the AFC Championship Game played in January 2027, then the market resolves to Yes.`),
  bEvent('88008', 'AFC Champion 2026-27', 'Sports', '2027-02-01T05:00:00Z', 'https://www.nfl.com/',
    [['Kansas City Chiefs', 'KC'], ['Buffalo Bills', 'BUF'], ['Baltimore Ravens', 'BAL'], ['Houston Texans', 'HOU']],
    (l) => `Will the ${l} win the 2026-27 AFC Championship?`, (l) => `Resolves "Yes" if the ${l} win the AFC Championship Game of the 2026 NFL season.`),
] });
add({ name: 'h2 nfl mvp 2026 season', events: [
  aEvent('KXNFLMVP-27', 'Pro Football MVP 2026-27?', 'Sports', '2027-02-12T05:00:00Z', NFL,
    [['JALL', 'Josh Allen', 'ALLEN'], ['LJAC', 'Lamar Jackson', 'JACKSON'], ['PMAH', 'Patrick Mahomes', 'MAHOMES'], ['JBUR', 'Joe Burrow', 'BURROW'], ['JHUR', 'Jalen Hurts', 'HURTS']],
    (l) => `Will ${l} win the 2026-27 Pro Football MVP award?`, (l) => `If ${l} is named the Associated Press NFL Most Valuable Player for the 2026 season, then the market resolves to Yes.`),
  bEvent('88009', 'NFL MVP 2026-27', 'Sports', '2027-02-12T05:00:00Z', 'https://www.nfl.com/honors/',
    [['Josh Allen', 'ALLEN'], ['Lamar Jackson', 'JACKSON'], ['Patrick Mahomes', 'MAHOMES'], ['Matthew Stafford', 'STAFFORD'], ['Drake Maye', 'MAYE']],
    (l) => `Will ${l} win the 2026-27 NFL MVP?`, (l) => `This market will resolve to "Yes" if ${l} wins the AP NFL Most Valuable Player award for the 2026 season.`),
] });
neg('other award, overlapping players (single venue)', { name: 'h2 nfl offensive player of the year 2026 (beta only)', events: [
  bEvent('88010', 'NFL Offensive Player of the Year 2026-27', 'Sports', '2027-02-12T05:00:00Z', 'https://www.nfl.com/honors/',
    [["Ja'Marr Chase", 'CHASE'], ['Lamar Jackson', 'JACKSON'], ['Puka Nacua', 'NACUA'], ['Jahmyr Gibbs', 'GIBBS']],
    (l) => `Will ${l} win 2026-27 NFL Offensive Player of the Year?`, (l) => `Resolves "Yes" if ${l} wins the AP NFL Offensive Player of the Year award for the 2026 season.`),
] });

add({ name: 'h2 mlb world series 2027', events: [
  aEvent('KXMLB-27', 'Pro Baseball Champion 2027?', 'Sports', '2027-11-05T05:00:00Z', MLB,
    [['LAD', 'Los Angeles D', 'LAD'], ['NYY', 'New York Y', 'NYY'], ['NYM', 'New York M', 'NYM'], ['PHI', 'Philadelphia', 'PHI'], ['SEA', 'Seattle', 'SEA']],
    (l) => `Will ${l} win the 2027 World Series?`, (l) => `If ${l} wins the 2027 World Series, then the market resolves to Yes.`),
  bEvent('88011', 'World Series Champion 2027', 'Sports', '2027-11-05T05:00:00Z', 'https://www.mlb.com/',
    [['Los Angeles Dodgers', 'LAD'], ['New York Yankees', 'NYY'], ['New York Mets', 'NYM'], ['Philadelphia Phillies', 'PHI'], ['Toronto Blue Jays', 'TOR']],
    (l) => `Will the ${l} win the 2027 World Series?`, (l) => `This market will resolve to "Yes" if the ${l} win the 2027 World Series. Otherwise "No".`),
] });
add({ name: 'h2 mlb giants at dodgers apr 1 2027', events: [
  aGame('KXMLBGAME', '27APR01', 'Apr 1, 2027', ['SF', 'San Francisco'], ['LAD', 'Los Angeles D'], 'professional baseball', '2027-04-02T09:00:00Z', MLB),
  usGame('aec-mlb-sf-lad-2027-04-01', 'Giants vs. Dodgers', ['Giants', 'Dodgers'], 'SF', 'MLB', 'April 1, 2027', '2027-04-02T09:00:00Z', 'https://www.mlb.com/'),
  gBin('7105', 'Dodgers beat the Giants? (MLB, Apr 1, 2027)', '2027-04-02T09:00:00Z', 'LAD',
    'Resolves YES if the Los Angeles Dodgers win their game against the San Francisco Giants on April 1, 2027 (extra innings included). Otherwise NO.'),
] });

add({ name: 'h2 nhl rangers at bruins dec 12 2026', events: [
  aGame('KXNHLGAME', '26DEC12', 'Dec 12, 2026', ['NYR', 'New York R'], ['BOS', 'Boston'], 'professional hockey', '2026-12-13T05:00:00Z', NHL),
  bGame('88012', 'nhl-nyr-bos-2026-12-12', 'Rangers vs. Bruins', ['Rangers', 'Bruins'], 'NYR', 'NHL', 'December 12, 2026, 7:00 PM ET', '2026-12-13T05:00:00Z', 'https://www.nhl.com/'),
  usGame('aec-nhl-nyr-bos-2026-12-12', 'Rangers vs. Bruins', ['Rangers', 'Bruins'], 'NYR', 'NHL', 'December 12, 2026', '2026-12-13T05:00:00Z', 'https://www.nhl.com/'),
] });
add({ name: 'h2 nhl maple leafs at canadiens dec 12 2026', events: [
  aGame('KXNHLGAME', '26DEC12', 'Dec 12, 2026', ['TOR', 'Toronto'], ['MTL', 'Montreal'], 'professional hockey', '2026-12-13T05:00:00Z', NHL),
  gCat('7106', 'Maple Leafs vs Canadiens — Sat Dec 12', '2026-12-13T05:00:00Z', 'Resolves to the winner of the Toronto Maple Leafs at Montréal Canadiens NHL game on December 12, 2026, including overtime and shootout.',
    [['Toronto Maple Leafs', 'TOR'], ['Montréal Canadiens', 'MTL']]),
] });
neg('same teams, a week later (rematch)', { name: 'h2 nhl canadiens at maple leafs dec 19 2026 (rematch)', events: [
  aGame('KXNHLGAME', '26DEC19', 'Dec 19, 2026', ['MTL', 'Montreal'], ['TOR', 'Toronto'], 'professional hockey', '2026-12-20T05:00:00Z', NHL),
  bGame('88013', 'nhl-mtl-tor-2026-12-19', 'Canadiens vs. Maple Leafs', ['Canadiens', 'Maple Leafs'], 'MTL', 'NHL', 'December 19, 2026, 7:00 PM ET', '2026-12-20T05:00:00Z', 'https://www.nhl.com/'),
] });
add({ name: 'h2 nhl stanley cup 2027 (two venues)', events: [
  aEvent('KXNHL-27', 'Pro Hockey Champion 2027?', 'Sports', '2027-06-30T00:00:00Z', NHL,
    [['FLA', 'Florida', 'FLA'], ['EDM', 'Edmonton', 'EDM'], ['COL', 'Colorado', 'COL'], ['CAR', 'Carolina', 'CAR'], ['DAL', 'Dallas', 'DAL']],
    (l) => `Will ${l} win the 2027 Stanley Cup?`, (l) => `If ${l} wins the 2027 Stanley Cup Final, then the market resolves to Yes.`),
  gCat('7107', 'Stanley Cup Champion 2027', '2027-06-30T00:00:00Z', 'Resolves to the team that wins the 2027 Stanley Cup Final.',
    [['Florida Panthers', 'FLA'], ['Edmonton Oilers', 'EDM'], ['Colorado Avalanche', 'COL'], ['Carolina Hurricanes', 'CAR'], ['Vegas Golden Knights', 'VGK']]),
] });

add({ name: 'h2 epl arsenal v chelsea boxing day 2026', events: [
  aGame('KXEPLGAME', '26DEC26', 'Dec 26, 2026', ['ARS', 'Arsenal'], ['CFC', 'Chelsea'], 'professional soccer', '2026-12-26T23:00:00Z', EPL, { sep: 'vs', tie: true }),
  { venue: 'beta', id: '88014', title: 'Arsenal FC vs. Chelsea FC', category: 'Sports', close: '2026-12-26T23:00:00Z', markets: [
    { id: 'epl-ars-che-2026-12-26-ars', label: 'Arsenal FC', t: 'ARS', q: 'Will Arsenal FC win on 2026-12-26?', src: 'https://www.premierleague.com/',
      rules: 'This market will resolve to "Yes" if Arsenal FC wins the Premier League match against Chelsea FC on December 26, 2026, in regulation time plus stoppage time. Otherwise "No".' },
    { id: 'epl-ars-che-2026-12-26-draw', label: 'Draw (Arsenal FC vs. Chelsea FC)', t: 'TIE', q: 'Will Arsenal FC vs. Chelsea FC end in a draw?', src: 'https://www.premierleague.com/',
      rules: 'This market will resolve to "Yes" if the match ends in a draw after regulation time plus stoppage time. Otherwise "No".' },
    { id: 'epl-ars-che-2026-12-26-che', label: 'Chelsea FC', t: 'CFC', q: 'Will Chelsea FC win on 2026-12-26?', src: 'https://www.premierleague.com/',
      rules: 'This market will resolve to "Yes" if Chelsea FC wins the Premier League match against Arsenal FC on December 26, 2026, in regulation time plus stoppage time. Otherwise "No".' }] },
  gCat('7108', 'EPL | Arsenal v Chelsea | 26 Dec 2026', '2026-12-26T23:00:00Z', 'Full-time result (90 minutes plus stoppage time) of the Premier League match Arsenal v Chelsea on 26 December 2026.',
    [['Arsenal', 'ARS'], ['Draw', 'TIE'], ['Chelsea', 'CFC']]),
] });
add({ name: 'h2 epl winner 2026-27', events: [
  aEvent('KXEPL-27', 'English Premier League Winner 2026-27?', 'Sports', '2027-05-24T00:00:00Z', EPL,
    [['ARS', 'Arsenal', 'ARS'], ['LFC', 'Liverpool', 'LFC'], ['MCI', 'Man City', 'MCI'], ['CFC', 'Chelsea', 'CFC'], ['AVL', 'Aston Villa', 'AVL']],
    (l) => `Will ${l} win the 2026-27 English Premier League?`, (l) => `If ${l} finishes first in the 2026-27 English Premier League, then the market resolves to Yes.`),
  bEvent('88015', 'English Premier League Winner', 'Sports', '2027-05-24T00:00:00Z', 'https://www.premierleague.com/',
    [['Arsenal', 'ARS'], ['Liverpool', 'LFC'], ['Manchester City', 'MCI'], ['Chelsea', 'CFC'], ['Newcastle United', 'NEW']],
    (l) => `Will ${l} win the 2026-27 English Premier League?`, (l) => `This market will resolve to "Yes" if ${l} wins the 2026-27 Premier League title. Otherwise "No".`),
] });
add({ name: 'h2 uefa champions league winner 2026-27', events: [
  aEvent('KXUCL-27', 'UEFA Champions League Winner 2026-27?', 'Sports', '2027-05-30T00:00:00Z', UEFA,
    [['RMA', 'Real Madrid', 'RMA'], ['BAR', 'Barcelona', 'BAR'], ['BAY', 'Bayern Munich', 'BAY'], ['PSG', 'Paris Saint-Germain', 'PSG'], ['ARS', 'Arsenal', 'ARS'], ['LFC', 'Liverpool', 'LFC']],
    (l) => `Will ${l} win the 2026-27 UEFA Champions League?`, (l) => `If ${l} wins the 2026-27 UEFA Champions League final, then the market resolves to Yes.`),
  bEvent('88016', 'UEFA Champions League Winner', 'Sports', '2027-05-30T00:00:00Z', 'https://www.uefa.com/',
    [['Real Madrid', 'RMA'], ['Barcelona', 'BAR'], ['Bayern München', 'BAY'], ['PSG', 'PSG'], ['Arsenal', 'ARS'], ['Inter', 'INT']],
    (l) => `Will ${l} win the 2026-27 Champions League?`, (l) => `This market will resolve to "Yes" if ${l} wins the 2026-27 UEFA Champions League (final on May 29, 2027). Otherwise "No".`),
  gCat('7109', 'Champions League 2026/27 Champion', '2027-05-30T00:00:00Z', 'Resolves to the club that wins the 2026/27 UEFA Champions League final.',
    [['Real Madrid', 'RMA'], ['FC Barcelona', 'BAR'], ['Bayern', 'BAY'], ['Paris SG', 'PSG'], ['Manchester City', 'MCI']]),
] });
neg('other competition, same clubs (single venue)', { name: 'h2 la liga winner 2026-27 (beta only)', events: [
  bEvent('88017', 'La Liga Winner 2026-27', 'Sports', '2027-05-31T00:00:00Z', 'https://www.laliga.com/',
    [['Real Madrid', 'RMA'], ['Barcelona', 'BAR'], ['Atlético Madrid', 'ATM']],
    (l) => `Will ${l} win La Liga 2026-27?`, (l) => `This market will resolve to "Yes" if ${l} finishes first in the 2026-27 La Liga season. Otherwise "No".`),
] });
add({ name: 'h2 ucl real madrid v man city jan 20 2027', events: [
  aGame('KXUCLGAME', '27JAN20', 'Jan 20, 2027', ['RMA', 'Real Madrid'], ['MCI', 'Manchester City'], 'professional soccer', '2027-01-21T00:00:00Z', UEFA, { sep: 'vs', tie: true }),
  { venue: 'beta', id: '88018', title: 'Real Madrid CF vs. Manchester City FC', category: 'Sports', close: '2027-01-21T00:00:00Z', markets: [
    { id: 'ucl-rma-mci-2027-01-20-rma', label: 'Real Madrid CF', t: 'RMA', q: 'Will Real Madrid CF win on 2027-01-20?', src: 'https://www.uefa.com/',
      rules: 'Resolves "Yes" if Real Madrid CF wins the UEFA Champions League match against Manchester City FC on January 20, 2027, in regulation time plus stoppage time.' },
    { id: 'ucl-rma-mci-2027-01-20-draw', label: 'Draw (Real Madrid CF vs. Manchester City FC)', t: 'TIE', q: 'Will Real Madrid CF vs. Manchester City FC end in a draw?', src: 'https://www.uefa.com/',
      rules: 'Resolves "Yes" if the match ends in a draw after regulation time plus stoppage time.' },
    { id: 'ucl-rma-mci-2027-01-20-mci', label: 'Manchester City FC', t: 'MCI', q: 'Will Manchester City FC win on 2027-01-20?', src: 'https://www.uefa.com/',
      rules: 'Resolves "Yes" if Manchester City FC wins the UEFA Champions League match against Real Madrid CF on January 20, 2027, in regulation time plus stoppage time.' }] },
] });
add({ name: 'h2 serie a inter v milan jan 31 2027', events: [
  aGame('KXSERIEAGAME', '27JAN31', 'Jan 31, 2027', ['INT', 'Inter'], ['MIL', 'AC Milan'], 'professional soccer', '2027-01-31T23:00:00Z', SERIEA, { sep: 'vs', tie: true }),
  gCat('7110', 'Serie A: Inter vs Milan — Derby della Madonnina (31 Jan)', '2027-01-31T23:00:00Z', 'Result after 90 minutes plus stoppage time of Inter v AC Milan, Serie A, 31 January 2027.',
    [['Inter', 'INT'], ['Draw', 'TIE'], ['AC Milan', 'MIL']]),
] });
add({ name: 'h2 bundesliga bayern v dortmund dec 12 2026 (beta + beta_us)', events: [
  { venue: 'beta', id: '88019', title: 'FC Bayern München vs. Borussia Dortmund', category: 'Sports', close: '2026-12-12T22:00:00Z', markets: [
    { id: 'bun-fcb-bvb-2026-12-12-fcb', label: 'FC Bayern München', t: 'FCB', q: 'Will FC Bayern München win on 2026-12-12?', src: 'https://www.bundesliga.com/',
      rules: 'Resolves "Yes" if FC Bayern München wins the Bundesliga match against Borussia Dortmund on December 12, 2026, in regulation time plus stoppage time.' },
    { id: 'bun-fcb-bvb-2026-12-12-draw', label: 'Draw (FC Bayern München vs. Borussia Dortmund)', t: 'TIE', q: 'Will FC Bayern München vs. Borussia Dortmund end in a draw?', src: 'https://www.bundesliga.com/',
      rules: 'Resolves "Yes" if the match ends in a draw after regulation time plus stoppage time.' },
    { id: 'bun-fcb-bvb-2026-12-12-bvb', label: 'Borussia Dortmund', t: 'BVB', q: 'Will Borussia Dortmund win on 2026-12-12?', src: 'https://www.bundesliga.com/',
      rules: 'Resolves "Yes" if Borussia Dortmund wins the Bundesliga match against FC Bayern München on December 12, 2026, in regulation time plus stoppage time.' }] },
  { venue: 'beta_us', id: 'aec-bun-fcb-bvb-2026-12-12', title: 'Bayern Munich vs. Borussia Dortmund', category: 'sports', close: '2026-12-12T22:00:00Z', markets: [
    { id: 'aec-bun-fcb-bvb-2026-12-12-fcb', label: 'Bayern Munich', t: 'FCB', q: 'Bayern Munich vs. Borussia Dortmund: Bayern Munich', src: 'https://www.bundesliga.com/', rules: 'Resolves Yes if Bayern Munich wins in regulation time plus stoppage time.' },
    { id: 'aec-bun-fcb-bvb-2026-12-12-draw', label: 'Draw', t: 'TIE', q: 'Bayern Munich vs. Borussia Dortmund: Draw', src: 'https://www.bundesliga.com/', rules: 'Resolves Yes if the match is drawn after regulation time plus stoppage time.' },
    { id: 'aec-bun-fcb-bvb-2026-12-12-bvb', label: 'Borussia Dortmund', t: 'BVB', q: 'Bayern Munich vs. Borussia Dortmund: Borussia Dortmund', src: 'https://www.bundesliga.com/', rules: 'Resolves Yes if Borussia Dortmund wins in regulation time plus stoppage time.' }] },
] });
add({ name: 'h2 mls cup 2026', events: [
  aEvent('KXMLSCUP-26', 'MLS Cup Winner 2026?', 'Sports', '2026-12-06T05:00:00Z', MLS,
    [['MIA', 'Inter Miami', 'MIA'], ['LAFC', 'Los Angeles FC', 'LAFC'], ['CLB', 'Columbus', 'CLB'], ['SEA', 'Seattle', 'SEA']],
    (l) => `Will ${l} win MLS Cup 2026?`, (l) => `If ${l} wins MLS Cup 2026, then the market resolves to Yes.`),
  bEvent('88020', 'MLS Cup 2026 Winner', 'Sports', '2026-12-06T05:00:00Z', 'https://www.mlssoccer.com/',
    [['Inter Miami CF', 'MIA'], ['LAFC', 'LAFC'], ['Columbus Crew', 'CLB'], ['Seattle Sounders FC', 'SEA']],
    (l) => `Will ${l} win MLS Cup 2026?`, (l) => `This market will resolve to "Yes" if ${l} wins MLS Cup 2026 (including extra time and penalties). Otherwise "No".`),
] });

add({ name: "h2 australian open 2027 men's singles", events: [
  aEvent('KXAOMEN-27', "Australian Open Men's Singles Winner 2027?", 'Sports', '2027-01-31T14:00:00Z', AO,
    [['SIN', 'Jannik Sinner', 'SINNER'], ['ALC', 'Carlos Alcaraz', 'ALCARAZ'], ['DJO', 'Novak Djokovic', 'DJOKOVIC'], ['ZVE', 'Alexander Zverev', 'ZVEREV'], ['FRI', 'Taylor Fritz', 'FRITZ']],
    (l) => `Will ${l} win the 2027 Australian Open men's singles?`, (l) => `If ${l} wins the 2027 Australian Open men's singles title, then the market resolves to Yes.`),
  bEvent('88021', "Australian Open Men's Winner 2027", 'Sports', '2027-01-31T14:00:00Z', 'https://ausopen.com/',
    [['Jannik Sinner', 'SINNER'], ['Carlos Alcaraz', 'ALCARAZ'], ['Novak Djokovic', 'DJOKOVIC'], ['Alexander Zverev', 'ZVEREV'], ['Jack Draper', 'DRAPER']],
    (l) => `Will ${l} win the 2027 Australian Open?`, (l) => `This market will resolve to "Yes" if ${l} wins the men's singles title at the 2027 Australian Open. Otherwise "No".`),
  gCat('7111', "AO 2027 — Men's Singles Champion", '2027-01-31T14:00:00Z', "Resolves to the winner of the 2027 Australian Open men's singles final.",
    [['Sinner', 'SINNER'], ['Alcaraz', 'ALCARAZ'], ['Djokovic', 'DJOKOVIC'], ['Shelton', 'SHELTON']]),
] });
neg("other draw (women's vs men's)", { name: "h2 australian open 2027 women's singles", events: [
  aEvent('KXAOWOMEN-27', "Australian Open Women's Singles Winner 2027?", 'Sports', '2027-01-30T14:00:00Z', AO,
    [['SAB', 'Aryna Sabalenka', 'SABALENKA'], ['SWI', 'Iga Swiatek', 'SWIATEK'], ['GAU', 'Coco Gauff', 'GAUFF'], ['RYB', 'Elena Rybakina', 'RYBAKINA'], ['ANI', 'Amanda Anisimova', 'ANISIMOVA']],
    (l) => `Will ${l} win the 2027 Australian Open women's singles?`, (l) => `If ${l} wins the 2027 Australian Open women's singles title, then the market resolves to Yes.`),
  bEvent('88022', "Australian Open Women's Winner 2027", 'Sports', '2027-01-30T14:00:00Z', 'https://ausopen.com/',
    [['Aryna Sabalenka', 'SABALENKA'], ['Iga Świątek', 'SWIATEK'], ['Coco Gauff', 'GAUFF'], ['Elena Rybakina', 'RYBAKINA'], ['Mirra Andreeva', 'ANDREEVA']],
    (l) => `Will ${l} win the 2027 Australian Open women's title?`, (l) => `This market will resolve to "Yes" if ${l} wins the women's singles title at the 2027 Australian Open. Otherwise "No".`),
] });

add({ name: 'h2 f1 abu dhabi grand prix 2026', events: [
  aEvent('KXF1RACE-26ABU', 'Abu Dhabi Grand Prix Winner 2026?', 'Sports', '2026-12-06T16:00:00Z', F1,
    [['NOR', 'Lando Norris', 'NORRIS'], ['PIA', 'Oscar Piastri', 'PIASTRI'], ['VER', 'Max Verstappen', 'VERSTAPPEN'], ['RUS', 'George Russell', 'RUSSELL'], ['LEC', 'Charles Leclerc', 'LECLERC'], ['ANT', 'Kimi Antonelli', 'ANTONELLI']],
    (l) => `Will ${l} win the 2026 Abu Dhabi Grand Prix?`, (l) => `If ${l} is classified first in the 2026 Abu Dhabi Grand Prix race, then the market resolves to Yes.`),
  bEvent('88023', 'F1 Abu Dhabi Grand Prix Winner 2026', 'Sports', '2026-12-06T16:00:00Z', 'https://www.formula1.com/',
    [['Lando Norris', 'NORRIS'], ['Oscar Piastri', 'PIASTRI'], ['Max Verstappen', 'VERSTAPPEN'], ['George Russell', 'RUSSELL'], ['Lewis Hamilton', 'HAMILTON']],
    (l) => `Will ${l} win the 2026 F1 Abu Dhabi Grand Prix?`, (l) => `This market will resolve to "Yes" if ${l} wins the 2026 Abu Dhabi Grand Prix (the main race, December 6, 2026). Otherwise "No".`),
  gCat('7112', 'Formula 1 — Abu Dhabi GP 2026: Race Winner', '2026-12-06T16:00:00Z', 'Resolves to the driver classified first in the 2026 Abu Dhabi Grand Prix (Sunday race).',
    [['Verstappen', 'VERSTAPPEN'], ['Norris', 'NORRIS'], ['Piastri', 'PIASTRI'], ['Leclerc', 'LECLERC']]),
] });
neg('other race, same drivers', { name: 'h2 f1 qatar grand prix 2026', events: [
  aEvent('KXF1RACE-26QAT', 'Qatar Grand Prix Winner 2026?', 'Sports', '2026-11-29T19:00:00Z', F1,
    [['NOR', 'Lando Norris', 'NORRIS'], ['PIA', 'Oscar Piastri', 'PIASTRI'], ['VER', 'Max Verstappen', 'VERSTAPPEN'], ['RUS', 'George Russell', 'RUSSELL']],
    (l) => `Will ${l} win the 2026 Qatar Grand Prix?`, (l) => `If ${l} is classified first in the 2026 Qatar Grand Prix race, then the market resolves to Yes.`),
  bEvent('88024', 'F1 Qatar Grand Prix Winner 2026', 'Sports', '2026-11-29T19:00:00Z', 'https://www.formula1.com/',
    [['Lando Norris', 'NORRIS'], ['Oscar Piastri', 'PIASTRI'], ['Max Verstappen', 'VERSTAPPEN'], ['George Russell', 'RUSSELL'], ['Charles Leclerc', 'LECLERC']],
    (l) => `Will ${l} win the 2026 F1 Qatar Grand Prix?`, (l) => `This market will resolve to "Yes" if ${l} wins the 2026 Qatar Grand Prix (the Sunday race, not the Sprint). Otherwise "No".`),
] });
neg('sprint vs race, same weekend (single venue)', { name: 'h2 f1 qatar sprint 2026 (beta only)', events: [
  bEvent('88025', 'F1 Qatar Grand Prix Sprint Winner 2026', 'Sports', '2026-11-28T16:00:00Z', 'https://www.formula1.com/',
    [['Lando Norris', 'NORRIS'], ['Oscar Piastri', 'PIASTRI'], ['Max Verstappen', 'VERSTAPPEN'], ['George Russell', 'RUSSELL']],
    (l) => `Will ${l} win the 2026 Qatar Sprint?`, (l) => `This market will resolve to "Yes" if ${l} wins the Sprint race of the 2026 Qatar Grand Prix weekend (Saturday, November 28, 2026). Otherwise "No".`),
] });
add({ name: "h2 f1 drivers' championship 2026", events: [
  aEvent('KXF1-26', 'F1 Drivers Champion 2026?', 'Sports', '2026-12-06T16:00:00Z', F1,
    [['RUS', 'George Russell', 'RUSSELL'], ['ANT', 'Kimi Antonelli', 'ANTONELLI'], ['NOR', 'Lando Norris', 'NORRIS'], ['VER', 'Max Verstappen', 'VERSTAPPEN']],
    (l) => `Will ${l} win the 2026 F1 Drivers Championship?`, (l) => `If ${l} wins the 2026 FIA Formula One World Drivers' Championship, then the market resolves to Yes.`),
  bEvent('88026', "F1 Drivers' Champion 2026", 'Sports', '2026-12-06T16:00:00Z', 'https://www.formula1.com/',
    [['George Russell', 'RUSSELL'], ['Kimi Antonelli', 'ANTONELLI'], ['Lando Norris', 'NORRIS'], ['Max Verstappen', 'VERSTAPPEN'], ['Oscar Piastri', 'PIASTRI']],
    (l) => `Will ${l} be the 2026 F1 Drivers' Champion?`, (l) => `This market will resolve to "Yes" if ${l} wins the 2026 Formula 1 World Drivers' Championship. Otherwise "No".`),
  gCat('7113', "F1 2026 World Drivers' Championship", '2026-12-06T16:00:00Z', "Resolves to the driver who wins the 2026 FIA Formula One World Drivers' Championship.",
    [['George Russell', 'RUSSELL'], ['Andrea Kimi Antonelli', 'ANTONELLI'], ['Max Verstappen', 'VERSTAPPEN']]),
] });
neg("constructors' vs drivers' title (single venue)", { name: "h2 f1 constructors' championship 2026 (gamma only)", events: [
  gCat('7114', "F1 2026 World Constructors' Championship", '2026-12-06T16:00:00Z', "Resolves to the team that wins the 2026 FIA Formula One World Constructors' Championship.",
    [['Mercedes', 'MER'], ['McLaren', 'MCL'], ['Ferrari', 'FER'], ['Red Bull Racing', 'RBR']]),
] });

add({ name: 'h2 college football national champion 2026-27', events: [
  aEvent('KXNCAAF-27', 'College Football Champion 2026-27?', 'Sports', '2027-01-26T07:00:00Z', CFP,
    [['OSU', 'Ohio State', 'OSU'], ['UGA', 'Georgia', 'UGA'], ['TEX', 'Texas', 'TEX'], ['ORE', 'Oregon', 'ORE'], ['IND', 'Indiana', 'IND'], ['ND', 'Notre Dame', 'ND']],
    (l) => `Will ${l} win the 2026-27 College Football Playoff National Championship?`, (l) => `If ${l} wins the College Football Playoff National Championship game in January 2027, then the market resolves to Yes.`),
  bEvent('88027', 'College Football Champion 2027', 'Sports', '2027-01-26T07:00:00Z', 'https://collegefootballplayoff.com/',
    [['Ohio State Buckeyes', 'OSU'], ['Georgia Bulldogs', 'UGA'], ['Texas Longhorns', 'TEX'], ['Oregon Ducks', 'ORE'], ['Miami Hurricanes', 'MIAMI']],
    (l) => `Will the ${l} win the 2027 CFP National Championship?`, (l) => `This market will resolve to "Yes" if the ${l} win the 2027 College Football Playoff National Championship. Otherwise "No".`),
] });
add({ name: 'h2 sec championship game georgia v texas dec 5 2026', events: [
  aGame('KXNCAAFGAME', '26DEC05', 'Dec 5, 2026', ['UGA', 'Georgia'], ['TEX', 'Texas'], 'college football', '2026-12-06T07:00:00Z', NCAA, { sep: 'vs' }),
  usGame('aec-cfb-uga-tex-2026-12-05', 'Georgia vs. Texas', ['Georgia', 'Texas'], 'UGA', 'NCAA', 'December 5, 2026 (SEC Championship Game)', '2026-12-06T07:00:00Z', 'https://www.secsports.com/'),
  // YES on gamma is Texas, the second-listed side elsewhere
  gBin('7115', 'SEC Championship: Will Texas beat Georgia? (Dec 5, 2026)', '2026-12-06T07:00:00Z', 'TEX',
    'Resolves YES if the Texas Longhorns win the 2026 SEC Championship Game against the Georgia Bulldogs on December 5, 2026. Otherwise NO.'),
] });
add({ name: 'h2 heisman trophy 2026', events: [
  aEvent('KXHEISMAN-26', 'Heisman Trophy Winner 2026?', 'Sports', '2026-12-13T05:00:00Z', HEISMAN,
    [['AMAN', 'Arch Manning', 'MANNING'], ['JSAY', 'Julian Sayin', 'SAYIN'], ['DMOO', 'Dante Moore', 'MOORE'], ['JSMI', 'Jeremiah Smith', 'SMITH'], ['LSEL', 'LaNorris Sellers', 'SELLERS']],
    (l) => `Will ${l} win the 2026 Heisman Trophy?`, (l) => `If ${l} is awarded the 2026 Heisman Memorial Trophy, then the market resolves to Yes.`),
  bEvent('88028', 'Heisman Trophy Winner 2026', 'Sports', '2026-12-13T05:00:00Z', 'https://www.heisman.com/',
    [['Arch Manning', 'MANNING'], ['Julian Sayin', 'SAYIN'], ['Dante Moore', 'MOORE'], ['Jeremiah Smith', 'SMITH'], ['Sam Leavitt', 'LEAVITT']],
    (l) => `Will ${l} win the 2026 Heisman Trophy?`, (l) => `This market will resolve to "Yes" if ${l} wins the 2026 Heisman Trophy, awarded in December 2026. Otherwise "No".`),
] });
add({ name: "h2 ncaa men's basketball champion 2027", events: [
  aEvent('KXMARMAD-27', "Men's College Basketball Champion 2027?", 'Sports', '2027-04-06T07:00:00Z', NCAA,
    [['DUKE', 'Duke', 'DUKE'], ['HOU', 'Houston', 'HOU'], ['KU', 'Kansas', 'KU'], ['UCONN', 'UConn', 'UCONN'], ['PUR', 'Purdue', 'PUR'], ['FLA', 'Florida', 'FLA']],
    (l) => `Will ${l} win the 2027 NCAA men's basketball championship?`, (l) => `If ${l} wins the 2027 NCAA Division I men's basketball national championship, then the market resolves to Yes.`),
  bEvent('88029', "NCAA Men's Basketball Champion 2027", 'Sports', '2027-04-06T07:00:00Z', 'https://www.ncaa.com/',
    [['Duke Blue Devils', 'DUKE'], ['Houston Cougars', 'HOU'], ['Kansas Jayhawks', 'KU'], ['UConn Huskies', 'UCONN'], ['Kentucky Wildcats', 'UK']],
    (l) => `Will the ${l} win the 2027 NCAA Tournament?`, (l) => `This market will resolve to "Yes" if the ${l} win the 2027 NCAA Division I Men's Basketball Tournament. Otherwise "No".`),
  gCat('7116', 'March Madness 2027 — National Champion', '2027-04-06T07:00:00Z', "Resolves to the winner of the 2027 NCAA Division I men's basketball championship game.",
    [['Duke', 'DUKE'], ['UConn', 'UCONN'], ['Houston', 'HOU'], ['Florida', 'FLA']]),
] });
neg("women's vs men's tournament, same schools", { name: "h2 ncaa women's basketball champion 2027", events: [
  aEvent('KXWMARMAD-27', "Women's College Basketball Champion 2027?", 'Sports', '2027-04-05T07:00:00Z', NCAA,
    [['UCONN', 'UConn', 'UCONN'], ['SC', 'South Carolina', 'SC'], ['UCLA', 'UCLA', 'UCLA'], ['TEX', 'Texas', 'TEX'], ['LSU', 'LSU', 'LSU']],
    (l) => `Will ${l} win the 2027 NCAA women's basketball championship?`, (l) => `If ${l} wins the 2027 NCAA Division I women's basketball national championship, then the market resolves to Yes.`),
  bEvent('88030', "NCAA Women's Basketball Champion 2027", 'Sports', '2027-04-05T07:00:00Z', 'https://www.ncaa.com/',
    [['UConn Huskies', 'UCONN'], ['South Carolina Gamecocks', 'SC'], ['UCLA Bruins', 'UCLA'], ['Notre Dame Fighting Irish', 'ND']],
    (l) => `Will the ${l} win the 2027 NCAA Women's Tournament?`, (l) => `This market will resolve to "Yes" if the ${l} win the 2027 NCAA Division I Women's Basketball Tournament. Otherwise "No".`),
] });
add({ name: 'h2 college basketball kentucky at louisville dec 19 2026', events: [
  aGame('KXNCAAMBGAME', '26DEC19', 'Dec 19, 2026', ['UK', 'Kentucky'], ['LOU', 'Louisville'], "men's college basketball", '2026-12-20T07:00:00Z', NCAA),
  usGame('aec-cbb-uk-lou-2026-12-19', 'Kentucky vs. Louisville', ['Kentucky', 'Louisville'], 'UK', 'NCAA', 'December 19, 2026', '2026-12-20T07:00:00Z', 'https://www.ncaa.com/'),
] });
add({ name: 'h2 golf masters 2027', events: [
  aEvent('KXPGAMASTERS-27', 'The Masters Winner 2027?', 'Sports', '2027-04-12T04:00:00Z', MASTERS,
    [['SSCH', 'Scottie Scheffler', 'SCHEFFLER'], ['RMCI', 'Rory McIlroy', 'MCILROY'], ['BDEC', 'Bryson DeChambeau', 'DECHAMBEAU'], ['XSCH', 'Xander Schauffele', 'SCHAUFFELE'], ['LABE', 'Ludvig Aberg', 'ABERG'], ['JRAH', 'Jon Rahm', 'RAHM']],
    (l) => `Will ${l} win the 2027 Masters Tournament?`, (l) => `If ${l} wins the 2027 Masters Tournament, then the market resolves to Yes.`),
  bEvent('88031', 'Masters Winner 2027', 'Sports', '2027-04-12T04:00:00Z', 'https://www.masters.com/',
    [['Scottie Scheffler', 'SCHEFFLER'], ['Rory McIlroy', 'MCILROY'], ['Bryson DeChambeau', 'DECHAMBEAU'], ['Ludvig Åberg', 'ABERG'], ['Jon Rahm', 'RAHM'], ['Tommy Fleetwood', 'FLEETWOOD']],
    (l) => `Will ${l} win the 2027 Masters?`, (l) => `This market will resolve to "Yes" if ${l} wins the 2027 Masters Tournament at Augusta National (April 8-11, 2027). Otherwise "No".`),
] });

// =====================================================================================================================
section = 'economics';

/** alpha Fed decision event in the five-bucket structure. */
function fedAlpha(id: string, title: string, meeting: string, close: string): E {
  const what: Record<string, string> = {
    'Cut >25bps': 'cuts the upper bound of the federal funds target range by more than 25 basis points',
    'Cut 25bps': 'cuts the upper bound of the federal funds target range by exactly 25 basis points',
    'Hold': 'leaves the upper bound of the federal funds target range unchanged',
    'Hike 25bps': 'raises the upper bound of the federal funds target range by exactly 25 basis points',
    'Hike >25bps': 'raises the upper bound of the federal funds target range by more than 25 basis points',
  };
  return aEvent(id, title, 'Economics', close, FED,
    [['C26', 'Cut >25bps', 'CUT50P'], ['C25', 'Cut 25bps', 'CUT25'], ['H0', 'Hold', 'HOLD'], ['H25', 'Hike 25bps', 'HIKE25'], ['H26', 'Hike >25bps', 'HIKE50P']],
    (l) => `Will the Federal Reserve ${l === 'Hold' ? 'hold rates' : l.toLowerCase().replace('bps', ' bps')} at the ${meeting} meeting?`,
    (l) => `If the Federal Reserve ${what[l] ?? ''} at its ${meeting} meeting, then the market resolves to Yes.`);
}
const FED_Q_DEC: Record<string, string> = {
  '50+ bps decrease': 'Fed decreases interest rates by 50+ bps after December 2026 meeting?',
  '25 bps decrease': 'Fed decreases interest rates by 25 bps after December 2026 meeting?',
  'No change': 'No change in Fed interest rates after December 2026 meeting?',
  '25+ bps increase': 'Fed increases interest rates by 25+ bps after December 2026 meeting?',
};

// The Fed moves the target range in 25 bp steps, so "Cut >25bps" and "50+ bps decrease" are the same result.
add({ name: 'h2 fed decision december 2026', events: [
  fedAlpha('KXFEDDECISION-26DEC', 'Fed decision in Dec 2026?', 'December 2026', '2026-12-09T19:00:00Z'),
  bEvent('88032', 'Fed decision in December?', 'Economy', '2026-12-09T19:00:00Z', 'https://www.federalreserve.gov/',
    [['50+ bps decrease', 'CUT50P'], ['25 bps decrease', 'CUT25'], ['No change', 'HOLD'], ['25+ bps increase', 'HIKE_ANY']],
    (l) => FED_Q_DEC[l] ?? l,
    (l) => `The FOMC statement released after the December 8-9, 2026 meeting decides this market. It resolves to "Yes" for "${l}" if the change to the upper bound of the target federal funds range matches that option. Otherwise "No".`),
  gCat('7201', 'Fed Interest Rate Decision — December 2026', '2026-12-09T19:00:00Z',
    'Resolves by the change to the upper bound of the federal funds target range announced after the FOMC meeting of December 8-9, 2026.',
    [['Cut 25bps', 'CUT25'], ['No Change', 'HOLD'], ['Cut 50bps or more', 'CUT50P'], ['Hike (any size)', 'HIKE_ANY']]),
] });
// Next meeting: beta only asks "any cut" (a union of two alpha buckets), gamma asks "hold" (one alpha bucket).
neg('other meeting; union and single-bucket binaries', { name: 'h2 fed decision january 2027', events: [
  fedAlpha('KXFEDDECISION-27JAN', 'Fed decision in Jan 2027?', 'January 2027', '2027-01-27T19:00:00Z'),
  bBin('88033', 'Will the Fed cut rates in January 2027?', 'Economy', '2027-01-27T19:00:00Z', 'https://www.federalreserve.gov/', 'CUT_ANY',
    'This market will resolve to "Yes" if the Federal Reserve lowers the upper bound of the target federal funds range by any amount at its January 26-27, 2027 meeting. Otherwise "No".'),
  gBin('7202', 'Fed holds rates steady at the January 2027 FOMC meeting?', '2027-01-27T19:00:00Z', 'HOLD',
    'Resolves YES if the FOMC leaves the federal funds target range unchanged at its January 26-27, 2027 meeting.'),
] });
neg('other central bank, near-identical title', { name: 'h2 ecb decision december 2026', events: [
  aEvent('KXECBDECISION-26DEC', 'ECB interest rate decision in Dec 2026?', 'Economics', '2026-12-17T13:15:00Z', ECB,
    [['C25', 'Cut 25bps', 'CUT25'], ['H0', 'Hold', 'HOLD'], ['H25', 'Hike 25bps', 'HIKE25']],
    (l) => `ECB ${l.toLowerCase()} in Dec 2026?`,
    (l) => `If the European Central Bank's deposit facility rate decision announced on Dec 17, 2026 is "${l}", then the market resolves to Yes.`),
  bEvent('88034', 'ECB decision in December?', 'Economy', '2026-12-17T13:15:00Z', 'https://www.ecb.europa.eu/',
    [['25 bps decrease', 'CUT25'], ['No change', 'HOLD'], ['25+ bps increase', 'HIKE_ANY']],
    (l) => `ECB ${l === 'No change' ? 'no change in rates' : l} after December 2026 meeting?`,
    (l) => `This market resolves by the change to the ECB deposit facility rate announced on December 17, 2026. It resolves to "Yes" for "${l}" if the change matches. Otherwise "No".`),
] });
add({ name: 'h2 bank of england decision december 2026 (beta + gamma)', events: [
  bEvent('88035', 'Bank of England decision in December?', 'Economy', '2026-12-17T12:00:00Z', 'https://www.bankofengland.co.uk/',
    [['25 bps decrease', 'CUT25'], ['No change', 'HOLD'], ['25+ bps increase', 'HIKE_ANY']],
    (l) => `Bank of England ${l === 'No change' ? 'no change in Bank Rate' : l} after December 2026 meeting?`,
    (l) => `This market resolves by the change to Bank Rate announced by the Bank of England's MPC on December 17, 2026. "Yes" for "${l}" if the change matches.`),
  gCat('7203', 'BoE Bank Rate Decision — 17 Dec 2026', '2026-12-17T12:00:00Z', 'Resolves by the Bank Rate change announced by the Monetary Policy Committee on 17 December 2026.',
    [['Cut 25bps', 'CUT25'], ['Hold', 'HOLD'], ['Hike (any size)', 'HIKE_ANY']]),
] });
neg('other central bank (single venue)', { name: 'h2 bank of japan decision december 2026 (alpha only)', events: [
  aEvent('KXBOJDECISION-26DEC', 'Bank of Japan decision in Dec 2026?', 'Economics', '2026-12-18T06:00:00Z', BOJ,
    [['H25', 'Hike 25bps', 'HIKE25'], ['H0', 'Hold', 'HOLD']],
    (l) => `Bank of Japan ${l.toLowerCase()} in Dec 2026?`,
    (l) => `If the Bank of Japan's policy rate decision at its December 17-18, 2026 meeting is "${l}", then the market resolves to Yes.`),
] });

// CPI is published to one decimal: "Above 2.9%" = "≥3.0%"; "≤2.6%" is the NO side of "Above 2.6%", not its YES.
neg('threshold vs bucket structure; complement bucket', { name: 'h2 cpi year-over-year november 2026', events: [
  aEvent('KXCPIYOY-26NOV', 'CPI year-over-year in Nov 2026?', 'Economics', '2026-12-10T13:30:00Z', BLS,
    [['T2.6', 'Above 2.6%', 'GT2.6'], ['T2.7', 'Above 2.7%', 'GT2.7'], ['T2.8', 'Above 2.8%', 'GT2.8'], ['T2.9', 'Above 2.9%', 'GT2.9'], ['T3.0', 'Above 3.0%', 'GT3.0']],
    (l) => `Will CPI rise ${l.toLowerCase()} year-over-year in Nov 2026?`,
    (l) => `If the year-over-year change in CPI-U (not seasonally adjusted) for November 2026, as first published by the Bureau of Labor Statistics, is ${l.toLowerCase()}, then the market resolves to Yes.`),
  bEvent('88036', 'November Inflation US - Annual', 'Economy', '2026-12-10T13:30:00Z', 'https://www.bls.gov/cpi/',
    [['≤2.6%', 'LE2.6'], ['2.7%', 'EQ2.7'], ['2.8%', 'EQ2.8'], ['2.9%', 'EQ2.9'], ['≥3.0%', 'GT2.9']],
    (l) => `Will annual inflation in the US be ${l.replace('≤', 'at most ').replace('≥', 'at least ')} in November 2026?`,
    (l) => `This market resolves on the 12-month percentage change of the all items CPI-U for November 2026, as published by the BLS (one decimal place), scheduled for December 10, 2026. It resolves to "Yes" if the figure is ${l}.`),
  gBin('7204', 'US CPI YoY (Nov 2026) above 3.0%?', '2026-12-10T13:30:00Z', 'GT3.0',
    'Resolves YES if the BLS-reported 12-month change in CPI-U for November 2026 is greater than 3.0% (i.e. 3.1% or more as published).'),
] });
neg('core vs headline CPI (single venue)', { name: 'h2 core cpi year-over-year november 2026 (alpha only)', events: [
  aEvent('KXCPICOREYOY-26NOV', 'Core CPI year-over-year in Nov 2026?', 'Economics', '2026-12-10T13:30:00Z', BLS,
    [['T2.8', 'Above 2.8%', 'GT2.8'], ['T3.0', 'Above 3.0%', 'GT3.0']],
    (l) => `Will core CPI rise ${l.toLowerCase()} year-over-year in Nov 2026?`,
    (l) => `If the year-over-year change in CPI-U less food and energy for November 2026, as first published by the BLS, is ${l.toLowerCase()}, then the market resolves to Yes.`),
] });
neg('other month (single venue)', { name: 'h2 cpi year-over-year december 2026 (beta only)', events: [
  bEvent('88037', 'December Inflation US - Annual', 'Economy', '2027-01-13T13:30:00Z', 'https://www.bls.gov/cpi/',
    [['≤2.6%', 'LE2.6'], ['2.7%', 'EQ2.7'], ['2.8%', 'EQ2.8'], ['≥2.9%', 'GE2.9']],
    (l) => `Will annual inflation in the US be ${l.replace('≤', 'at most ').replace('≥', 'at least ')} in December 2026?`,
    (l) => `This market resolves on the 12-month percentage change of the all items CPI-U for December 2026, as published by the BLS in January 2027. It resolves to "Yes" if the figure is ${l}.`),
] });
add({ name: 'h2 cpi month-over-month november 2026 (alpha + gamma)', events: [
  aEvent('KXCPI-26NOV', 'CPI in Nov 2026?', 'Economics', '2026-12-10T13:30:00Z', BLS,
    [['T0.1', 'Above 0.1%', 'GT0.1'], ['T0.2', 'Above 0.2%', 'GT0.2'], ['T0.3', 'Above 0.3%', 'GT0.3']],
    (l) => `Will CPI rise ${l.toLowerCase()} in Nov 2026?`,
    (l) => `If the seasonally adjusted one-month change in CPI-U for November 2026, as first published by the BLS, is ${l.toLowerCase()}, then the market resolves to Yes.`),
  gCat('7205', 'US CPI MoM — November 2026', '2026-12-10T13:30:00Z', 'Resolves to the seasonally adjusted month-over-month change in CPI-U for November 2026 as published by the BLS (one decimal).',
    [['0.1% or lower', 'LE0.1'], ['0.2%', 'EQ0.2'], ['0.3%', 'EQ0.3'], ['0.4% or higher', 'GT0.3']]),
] });

const NFP_Q: Record<string, string> = {
  'Less than 0': 'Will US nonfarm payrolls decline in November 2026?',
  '0-50k': 'Will the US add 0-50k jobs in November 2026?',
  '51k-100k': 'Will the US add 51k-100k jobs in November 2026?',
  '101k-150k': 'Will the US add 101k-150k jobs in November 2026?',
  'More than 150k': 'Will the US add more than 150k jobs in November 2026?',
};
neg('threshold vs bucket structure', { name: 'h2 nonfarm payrolls november 2026', events: [
  aEvent('KXPAYROLLS-26NOV', 'Jobs numbers in Nov 2026?', 'Economics', '2026-12-04T13:30:00Z', BLS,
    [['T0', 'Above 0', 'GT0'], ['T50000', 'Above 50,000', 'GT50K'], ['T100000', 'Above 100,000', 'GT100K'], ['T150000', 'Above 150,000', 'GT150K']],
    (l) => `Nonfarm payrolls ${l.toLowerCase()} in Nov 2026?`,
    (l) => `If the change in total nonfarm payroll employment for November 2026, as first reported by the BLS in the Employment Situation release, is ${l.toLowerCase()}, then the market resolves to Yes.`),
  bEvent('88038', 'How many jobs added in November?', 'Economy', '2026-12-04T13:30:00Z', 'https://www.bls.gov/ces/',
    [['Less than 0', 'LT0'], ['0-50k', 'B0_50'], ['51k-100k', 'B51_100'], ['101k-150k', 'B101_150'], ['More than 150k', 'GT150K']],
    (l) => NFP_Q[l] ?? l,
    (l) => `This market resolves on the change in total nonfarm payrolls for November 2026 in the BLS Employment Situation report scheduled for December 4, 2026 (initial print, in thousands). "Yes" if the figure is in the range "${l}".`),
  gBin('7206', 'US nonfarm payrolls above 100K in November 2026?', '2026-12-04T13:30:00Z', 'GT100K',
    'Resolves YES if the BLS first-reported change in total nonfarm payrolls for November 2026 is greater than 100,000.'),
] });
neg('same release, other statistic', { name: 'h2 unemployment rate november 2026', events: [
  aEvent('KXU3-26NOV', 'Unemployment rate in Nov 2026?', 'Economics', '2026-12-04T13:30:00Z', BLS,
    [['T4.4', 'Above 4.4%', 'GT4.4'], ['T4.5', 'Above 4.5%', 'GT4.5'], ['T4.6', 'Above 4.6%', 'GT4.6']],
    (l) => `Unemployment rate ${l.toLowerCase()} in Nov 2026?`,
    (l) => `If the U-3 unemployment rate for November 2026, as first reported by the BLS, is ${l.toLowerCase()}, then the market resolves to Yes.`),
  bEvent('88039', 'US unemployment rate in November?', 'Economy', '2026-12-04T13:30:00Z', 'https://www.bls.gov/cps/',
    [['4.4% or lower', 'LE4.4'], ['4.5%', 'EQ4.5'], ['4.6%', 'EQ4.6'], ['4.7% or higher', 'GT4.6']],
    (l) => `Will the US unemployment rate be ${l} in November 2026?`,
    (l) => `This market resolves on the seasonally adjusted unemployment rate (U-3) for November 2026 as first published by the BLS (one decimal). "Yes" if it is ${l}.`),
] });
neg('other month, near-identical binary', { name: 'h2 nonfarm payrolls december 2026 (alpha + gamma)', events: [
  aEvent('KXPAYROLLS-26DEC', 'Jobs numbers in Dec 2026?', 'Economics', '2027-01-08T13:30:00Z', BLS,
    [['T50000', 'Above 50,000', 'GT50K'], ['T100000', 'Above 100,000', 'GT100K']],
    (l) => `Nonfarm payrolls ${l.toLowerCase()} in Dec 2026?`,
    (l) => `If the change in total nonfarm payroll employment for December 2026, as first reported by the BLS, is ${l.toLowerCase()}, then the market resolves to Yes.`),
  gBin('7207', 'US nonfarm payrolls above 100K in December 2026?', '2027-01-08T13:30:00Z', 'GT100K',
    'Resolves YES if the BLS first-reported change in total nonfarm payrolls for December 2026 is greater than 100,000.'),
] });
neg('threshold vs bucket structure', { name: 'h2 gdp growth q4 2026', events: [
  aEvent('KXGDP-26Q4', 'GDP growth in Q4 2026?', 'Economics', '2027-01-28T13:30:00Z', BEA,
    [['T1.0', 'Above 1.0%', 'GT1.0'], ['T1.5', 'Above 1.5%', 'GT1.5'], ['T2.0', 'Above 2.0%', 'GT2.0'], ['T2.5', 'Above 2.5%', 'GT2.5'], ['T3.0', 'Above 3.0%', 'GT3.0']],
    (l) => `Real GDP growth ${l.toLowerCase()} in Q4 2026?`,
    (l) => `If the seasonally adjusted annualized real GDP growth rate for Q4 2026 in the BEA advance estimate is ${l.toLowerCase()}, then the market resolves to Yes.`),
  bEvent('88040', 'US GDP growth in Q4 2026?', 'Economy', '2027-01-28T13:30:00Z', 'https://www.bea.gov/',
    [['<1.0%', 'LT1.0'], ['1.0-2.0%', 'B1.0_2.0'], ['2.1-3.0%', 'B2.1_3.0'], ['>3.0%', 'GT3.0']],
    (l) => `Will US GDP growth in Q4 2026 be ${l.replace('<', 'less than ').replace('>', 'more than ')}?`,
    (l) => `This market resolves on the annualized quarter-over-quarter real GDP growth rate for Q4 2026 in the BEA advance estimate (one decimal). "Yes" if it is ${l}.`),
] });
// Both ask whether the US is in recession in 2027; one settles on two negative BEA quarters, the other on an NBER call.
neg('same question, other resolution source (not fungible)', { name: 'h2 us recession in 2027', fungible: { 'alpha|beta': false }, events: [
  aBin('KXRECESSION-27', 'Recession in 2027?', 'Economics', '2028-01-31T00:00:00Z', BEA, 'Y', 'Recession in 2027', 'REC',
    'If real GDP declines for two consecutive quarters within 2027, as reported in the BEA advance estimates, then the market resolves to Yes.'),
  bBin('88041', 'US recession in 2027?', 'Economy', '2028-01-31T00:00:00Z', 'https://www.nber.org/research/business-cycle-dating', 'REC',
    'This market will resolve to "Yes" if the NBER Business Cycle Dating Committee announces, by January 31, 2028, that a US recession began (a business-cycle peak occurred) in 2027. Otherwise "No".'),
] });
add({ name: 'h2 us gas price december 31 2026 (alpha + gamma)', events: [
  aEvent('KXAAAGASM-26DEC31', 'US gas prices on Dec 31, 2026?', 'Economics', '2027-01-01T05:00:00Z', AAA,
    [['T2.90', 'Above $2.90', 'GT2.90'], ['T3.00', 'Above $3.00', 'GT3.00'], ['T3.10', 'Above $3.10', 'GT3.10']],
    (l) => `Average US gas price ${l.toLowerCase()} on Dec 31, 2026?`,
    (l) => `If the AAA national average price of regular gasoline for Dec 31, 2026 is ${l.toLowerCase()}, then the market resolves to Yes.`),
  gBin('7208', 'US Avg Gas Price > $3.00 on Dec 31, 2026 (AAA)?', '2027-01-01T05:00:00Z', 'GT3.00',
    'Resolves YES if the AAA national average price for a gallon of regular gasoline shown for December 31, 2026 is greater than $3.00.'),
] });
add({ name: 'h2 s&p 500 close december 31 2026', events: [
  aEvent('KXINXY-26DEC31', 'S&P 500 close on Dec 31, 2026?', 'Financials', '2026-12-31T21:00:00Z', SPDJI,
    [['T7000', 'Above 7,000', 'GT7000'], ['T7500', 'Above 7,500', 'GT7500'], ['T8000', 'Above 8,000', 'GT8000']],
    (l) => `S&P 500 close ${l.toLowerCase()} on Dec 31, 2026?`,
    (l) => `If the official closing value of the S&P 500 index on Dec 31, 2026 is ${l.toLowerCase()}, then the market resolves to Yes.`),
  bEvent('88042', 'S&P 500 above ___ on December 31?', 'Finance', '2026-12-31T21:00:00Z', 'https://www.spglobal.com/spdji/',
    [['7,000', 'GT7000'], ['7,250', 'GT7250'], ['7,500', 'GT7500']],
    (l) => `Will the S&P 500 close above ${l} on December 31, 2026?`,
    (l) => `This market will resolve to "Yes" if the official closing value of the S&P 500 on December 31, 2026 is above ${l}. Otherwise "No".`),
] });
neg('reach during the year vs close on a date (single venue)', { name: 'h2 s&p 500 hit 8000 in 2026 (beta only)', events: [
  bBin('88043', 'Will the S&P 500 hit 8,000 in 2026?', 'Finance', '2027-01-01T05:00:00Z', 'https://www.spglobal.com/spdji/', 'HIT8000',
    'This market will resolve to "Yes" if the S&P 500 index trades at or above 8,000 at any time (intraday) on any trading day through December 31, 2026. Otherwise "No".'),
] });

// =====================================================================================================================
section = 'politics';

add({ name: 'h2 2028 democratic presidential nominee', events: [
  aEvent('KXPRESNOMD-28', 'Democratic nominee for President in 2028?', 'Politics', '2028-08-31T00:00:00Z', ['Democratic National Committee https://democrats.org'],
    [['GNEW', 'Gavin Newsom', 'NEWSOM'], ['JSHA', 'Josh Shapiro', 'SHAPIRO'], ['PBUT', 'Pete Buttigieg', 'BUTTIGIEG'], ['AOCA', 'Alexandria Ocasio-Cortez', 'AOC'],
      ['ABES', 'Andy Beshear', 'BESHEAR'], ['JPRI', 'JB Pritzker', 'PRITZKER'], ['WMOO', 'Wes Moore', 'MOORE']],
    (l) => `Will ${l} be the Democratic nominee for President in 2028?`,
    (l) => `If ${l} is the Democratic Party's nominee for President of the United States in 2028, then the market resolves to Yes.`),
  bEvent('88044', 'Democratic Presidential Nominee 2028', 'Politics', '2028-08-31T00:00:00Z', 'https://democrats.org/',
    [['Gavin Newsom', 'NEWSOM'], ['Josh Shapiro', 'SHAPIRO'], ['Pete Buttigieg', 'BUTTIGIEG'], ['Alexandria Ocasio-Cortez', 'AOC'], ['Andy Beshear', 'BESHEAR'], ['Gretchen Whitmer', 'WHITMER']],
    (l) => `Will ${l} win the 2028 Democratic presidential nomination?`,
    (l) => `This market will resolve to "Yes" if ${l} is selected as the Democratic nominee for President in 2028. Otherwise "No".`),
  gCat('7301', '2028 Democratic Presidential Nominee', '2028-08-31T00:00:00Z', 'Resolves to the person nominated for President by the 2028 Democratic National Convention.',
    [['Gavin Newsom', 'NEWSOM'], ['AOC', 'AOC'], ['Josh Shapiro', 'SHAPIRO'], ['Pete Buttigieg', 'BUTTIGIEG']]),
] });
neg('other party, near-identical title', { name: 'h2 2028 republican presidential nominee', events: [
  aEvent('KXPRESNOMR-28', 'Republican nominee for President in 2028?', 'Politics', '2028-07-31T00:00:00Z', ['Republican National Committee https://gop.com'],
    [['JDV', 'JD Vance', 'VANCE'], ['MRUB', 'Marco Rubio', 'RUBIO'], ['DTJR', 'Donald Trump Jr.', 'TRUMPJR'], ['RDES', 'Ron DeSantis', 'DESANTIS']],
    (l) => `Will ${l} be the Republican nominee for President in 2028?`,
    (l) => `If ${l} is the Republican Party's nominee for President of the United States in 2028, then the market resolves to Yes.`),
  bEvent('88045', 'Republican Presidential Nominee 2028', 'Politics', '2028-07-31T00:00:00Z', 'https://gop.com/',
    [['J.D. Vance', 'VANCE'], ['Marco Rubio', 'RUBIO'], ['Donald Trump Jr.', 'TRUMPJR'], ['Ron DeSantis', 'DESANTIS'], ['Tucker Carlson', 'CARLSON']],
    (l) => `Will ${l} win the 2028 Republican presidential nomination?`,
    (l) => `This market will resolve to "Yes" if ${l} is selected as the Republican nominee for President in 2028. Otherwise "No".`),
] });
add({ name: 'h2 french presidential election 2027', events: [
  aEvent('KXFRPRES-27', 'French presidential election winner 2027?', 'World', '2027-04-26T06:00:00Z', ['Conseil constitutionnel https://www.conseil-constitutionnel.fr'],
    [['JBAR', 'Jordan Bardella', 'BARDELLA'], ['EPHI', 'Edouard Philippe', 'PHILIPPE'], ['GATT', 'Gabriel Attal', 'ATTAL'], ['JMEL', 'Jean-Luc Melenchon', 'MELENCHON'], ['RGLU', 'Raphael Glucksmann', 'GLUCKSMANN']],
    (l) => `Will ${l} win the 2027 French presidential election?`,
    (l) => `If ${l} is elected President of France in the 2027 presidential election, then the market resolves to Yes.`),
  bEvent('88046', 'French Presidential Election Winner 2027', 'Politics', '2027-04-26T06:00:00Z', 'https://www.conseil-constitutionnel.fr/',
    [['Jordan Bardella', 'BARDELLA'], ['Édouard Philippe', 'PHILIPPE'], ['Gabriel Attal', 'ATTAL'], ['Jean-Luc Mélenchon', 'MELENCHON'], ['Marine Le Pen', 'LEPEN'], ['Bruno Retailleau', 'RETAILLEAU']],
    (l) => `Will ${l} win the 2027 French presidential election?`,
    (l) => `This market will resolve to "Yes" if ${l} wins the 2027 French presidential election (second round, or first round with an absolute majority). Otherwise "No".`),
  gCat('7302', 'France Presidential Election 2027 — Winner', '2027-04-26T06:00:00Z', 'Resolves to the candidate elected President of the French Republic in 2027.',
    [['Bardella', 'BARDELLA'], ['Philippe', 'PHILIPPE'], ['Mélenchon', 'MELENCHON'], ['Glucksmann', 'GLUCKSMANN']]),
] });
neg('first round vs election winner (single venue)', { name: 'h2 french presidential first round most votes (beta only)', events: [
  bEvent('88047', 'French Presidential Election: First Round Winner', 'Politics', '2027-04-12T06:00:00Z', 'https://www.interieur.gouv.fr/',
    [['Jordan Bardella', 'BARDELLA'], ['Édouard Philippe', 'PHILIPPE'], ['Jean-Luc Mélenchon', 'MELENCHON']],
    (l) => `Will ${l} receive the most votes in the first round of the 2027 French presidential election?`,
    (l) => `This market will resolve to "Yes" if ${l} receives the most votes in the first round of the 2027 French presidential election. Otherwise "No".`),
] });
neg('other office (prime minister vs president), overlapping names (single venue)', { name: 'h2 next prime minister of france (alpha only)', events: [
  aEvent('KXNEXTFRPM-27', 'Next Prime Minister of France?', 'World', '2027-06-30T00:00:00Z', ['Gouvernement https://www.info.gouv.fr'],
    [['GDAR', 'Gerald Darmanin', 'DARMANIN'], ['CVAU', 'Catherine Vautrin', 'VAUTRIN'], ['XBER', 'Xavier Bertrand', 'BERTRAND'], ['JBAR', 'Jordan Bardella', 'BARDELLA']],
    (l) => `Will ${l} be the next Prime Minister of France?`,
    (l) => `If ${l} is the next person appointed Prime Minister of France before Jun 30, 2027, then the market resolves to Yes.`),
] });
add({ name: 'h2 kentucky governor 2027 party', events: [
  aEvent('KXGOVPARTYKY-27', 'Kentucky Governor winner? (2027)', 'Politics', '2027-11-03T12:00:00Z', AP,
    [['R', 'Republican party', 'R'], ['D', 'Democratic party', 'D']],
    (l) => `Will the ${l} win the Kentucky governor race in 2027?`,
    (l) => `If the ${l} candidate is projected by the Associated Press to win the 2027 Kentucky gubernatorial election, then the market resolves to Yes.`),
  bEvent('88048', 'Kentucky Governor Election Winner 2027', 'Politics', '2027-11-03T12:00:00Z', 'https://apnews.com/',
    [['Republican', 'R'], ['Democratic', 'D']],
    (l) => `Will the ${l} candidate win the 2027 Kentucky governor election?`,
    (l) => `This market will resolve to "Yes" if the ${l} Party's nominee is projected by the Associated Press to win the November 2, 2027 Kentucky gubernatorial election. Otherwise "No".`),
] });
neg('other office, same state (single venue)', { name: 'h2 kentucky attorney general 2027 party (alpha only)', events: [
  aEvent('KXAGPARTYKY-27', 'Kentucky Attorney General winner? (2027)', 'Politics', '2027-11-03T12:00:00Z', AP,
    [['R', 'Republican party', 'R'], ['D', 'Democratic party', 'D']],
    (l) => `Will the ${l} win the Kentucky attorney general race in 2027?`,
    (l) => `If the ${l} candidate is projected by the Associated Press to win the 2027 Kentucky Attorney General election, then the market resolves to Yes.`),
] });
neg('same office, other state', { name: 'h2 mississippi governor 2027 party (beta + gamma)', events: [
  bEvent('88049', 'Mississippi Governor Election Winner 2027', 'Politics', '2027-11-03T12:00:00Z', 'https://apnews.com/',
    [['Republican', 'R'], ['Democratic', 'D']],
    (l) => `Will the ${l} candidate win the 2027 Mississippi governor election?`,
    (l) => `This market will resolve to "Yes" if the ${l} Party's nominee is projected by the Associated Press to win the 2027 Mississippi gubernatorial election. Otherwise "No".`),
  gCat('7303', 'Mississippi Gubernatorial Election 2027 — Winning Party', '2027-11-03T12:00:00Z', 'Resolves to the party of the candidate projected by the AP to win the 2027 Mississippi governor election.',
    [['Republican', 'R'], ['Democratic', 'D']]),
] });
add({ name: 'h2 chicago mayor 2027', events: [
  aEvent('KXMAYORCHI-27', 'Chicago Mayor winner? (2027)', 'Politics', '2027-04-07T12:00:00Z', ['Chicago Board of Election Commissioners https://chicagoelections.gov'],
    [['BJOH', 'Brandon Johnson', 'JOHNSON'], ['KBUC', 'Kam Buckner', 'BUCKNER'], ['PVAL', 'Paul Vallas', 'VALLAS'], ['JGRE', "Ja'Mal Green", 'GREEN']],
    (l) => `Will ${l} be elected Mayor of Chicago in 2027?`,
    (l) => `If ${l} is elected Mayor of Chicago in the 2027 municipal election (including any April 6, 2027 runoff), then the market resolves to Yes.`),
  bEvent('88050', 'Chicago Mayoral Election Winner 2027', 'Politics', '2027-04-07T12:00:00Z', 'https://chicagoelections.gov/',
    [['Brandon Johnson', 'JOHNSON'], ['Kam Buckner', 'BUCKNER'], ['Paul Vallas', 'VALLAS'], ["Ja'Mal Green", 'GREEN']],
    (l) => `Will ${l} win the 2027 Chicago mayoral election?`,
    (l) => `This market will resolve to "Yes" if ${l} is elected Mayor of Chicago in 2027 (after a runoff, if one is needed). Otherwise "No".`),
] });
neg('first round vs final winner (single venue)', { name: 'h2 chicago mayor first round most votes (gamma only)', events: [
  gCat('7304', 'Chicago Mayor 2027 — Most Votes in the Feb 23 First Round', '2027-02-24T12:00:00Z', 'Resolves to the candidate with the most votes in the February 23, 2027 Chicago municipal general election, regardless of any runoff.',
    [['Brandon Johnson', 'JOHNSON'], ['Kam Buckner', 'BUCKNER'], ['Paul Vallas', 'VALLAS']]),
] });
// "before 2027" = "by December 31, 2026"; gamma's YES ("still PM") is the NO side of the other two.
neg('inverted YES', { name: 'h2 keir starmer out by end of 2026', events: [
  aBin('KXSTARMEROUT-26', 'Keir Starmer out as Prime Minister before 2027?', 'World', '2027-01-01T05:00:00Z', GOVUK, 'DEC31', 'Before Jan 1, 2027', 'OUT',
    'If Keir Starmer ceases to be Prime Minister of the United Kingdom before Jan 1, 2027 (ET), then the market resolves to Yes.'),
  bBin('88051', 'Keir Starmer out by December 31, 2026?', 'Politics', '2027-01-01T05:00:00Z', 'https://www.gov.uk/', 'OUT',
    'This market will resolve to "Yes" if Keir Starmer ceases to be Prime Minister of the United Kingdom at any time by December 31, 2026, 11:59 PM ET. Otherwise "No".'),
  gBin('7305', 'Will Keir Starmer still be UK Prime Minister on Dec 31, 2026?', '2027-01-01T05:00:00Z', 'STAYS',
    'Resolves YES if Keir Starmer holds the office of Prime Minister of the United Kingdom without interruption through 11:59 PM ET on December 31, 2026. Otherwise NO.'),
] });
neg('other deadline (single venue)', { name: 'h2 keir starmer out by june 30 2027 (beta only)', events: [
  bBin('88052', 'Keir Starmer out by June 30, 2027?', 'Politics', '2027-07-01T04:00:00Z', 'https://www.gov.uk/', 'OUT',
    'This market will resolve to "Yes" if Keir Starmer ceases to be Prime Minister of the United Kingdom at any time by June 30, 2027, 11:59 PM ET. Otherwise "No".'),
] });
add({ name: 'h2 spain general election most seats 2027', events: [
  aEvent('KXSPAINSEATS-27', 'Spanish general election: most seats?', 'World', '2027-08-31T00:00:00Z', ['Ministerio del Interior https://www.interior.gob.es'],
    [['PP', 'Partido Popular', 'PP'], ['PSOE', 'PSOE', 'PSOE'], ['VOX', 'Vox', 'VOX']],
    (l) => `Will ${l} win the most seats in the next Spanish general election?`,
    (l) => `If ${l} wins the most seats in the Congress of Deputies at the next Spanish general election (due by Aug 2027), then the market resolves to Yes.`),
  bEvent('88053', 'Spain General Election: Most Seats', 'Politics', '2027-08-31T00:00:00Z', 'https://www.interior.gob.es/',
    [['PP', 'PP'], ['PSOE', 'PSOE'], ['Vox', 'VOX'], ['Sumar', 'SUMAR']],
    (l) => `Will ${l} win the most seats in the next Spanish general election?`,
    (l) => `This market will resolve to "Yes" if ${l} wins the most seats in the Congress of Deputies in the next Spanish general election. Otherwise "No".`),
] });
neg('single venue, no counterpart', { name: 'h2 polish parliamentary election 2027 (gamma only)', events: [
  gCat('7306', 'Polish Parliamentary Election 2027 — Party With Most Seats', '2027-11-30T00:00:00Z', 'Resolves to the party or electoral committee winning the most Sejm seats in the 2027 Polish parliamentary election.',
    [['PiS', 'PIS'], ['KO (Civic Coalition)', 'KO'], ['Konfederacja', 'KONF']]),
] });
neg('other deadline', { name: 'h2 supreme court justice confirmed in 2027', groups: [['alpha', 'beta'], ['gamma']], events: [
  aBin('KXSCOTUSCONF-27', 'New Supreme Court Justice confirmed in 2027?', 'Politics', '2028-01-01T05:00:00Z', SENATE, 'Y', 'Confirmed in 2027', 'CONF27',
    'If the Senate confirms a nominee to the Supreme Court of the United States between Jan 1, 2027 and Dec 31, 2027, then the market resolves to Yes.'),
  bBin('88054', 'Will a new Supreme Court justice be confirmed in 2027?', 'Politics', '2028-01-01T05:00:00Z', 'https://www.senate.gov/', 'CONF27',
    'This market will resolve to "Yes" if the US Senate votes to confirm any nominee to the Supreme Court between January 1, 2027 and December 31, 2027, 11:59 PM ET. Otherwise "No".'),
  gBin('7307', 'Supreme Court: new Justice confirmed by June 30, 2027?', '2027-07-01T04:00:00Z', 'CONFJUN',
    'Resolves YES if the US Senate confirms a nominee to the Supreme Court at any time from market creation through June 30, 2027 (ET).'),
] });
// "before Apr 1" and "by March 31" are the same deadline.
add({ name: 'h2 homeland security secretary confirmed by march 31 2027', events: [
  aBin('KXDHSSEC-27MAR', 'DHS Secretary confirmed before Apr 1, 2027?', 'Politics', '2027-04-01T04:00:00Z', SENATE, 'Y', 'Before Apr 1, 2027', 'CONF',
    'If the Senate confirms a new Secretary of Homeland Security before Apr 1, 2027 (ET), then the market resolves to Yes.'),
  bBin('88055', 'New Homeland Security Secretary confirmed by March 31, 2027?', 'Politics', '2027-04-01T04:00:00Z', 'https://www.senate.gov/', 'CONF',
    'This market will resolve to "Yes" if the US Senate confirms a new Secretary of Homeland Security by March 31, 2027, 11:59 PM ET. Otherwise "No".'),
] });
// A shutdown that starts by Jan 31 is not the same as one in effect on Jan 31.
neg('"by" vs "on" a date', { name: 'h2 government shutdown by jan 31 2027 vs on jan 31', groups: [['alpha', 'gamma'], ['beta']], events: [
  aBin('KXGOVSHUT-27JAN31', 'Government shutdown by Jan 31, 2027?', 'Politics', '2027-02-01T05:00:00Z', OPM, 'Y', 'Shutdown by Jan 31, 2027', 'BY',
    'If a lapse in appropriations causes a federal government shutdown to begin on or before Jan 31, 2027, as confirmed by OPM, then the market resolves to Yes.'),
  bBin('88056', 'US government shut down on January 31, 2027?', 'Politics', '2027-02-01T05:00:00Z', 'https://www.opm.gov/', 'ON',
    'This market will resolve to "Yes" if the US federal government is in a shutdown (a lapse in appropriations, with OPM shutdown guidance in effect) at 12:00 PM ET on January 31, 2027. A shutdown that begins and ends before then does not count. Otherwise "No".'),
  gBin('7308', 'Will a US federal government shutdown begin before Feb 1, 2027?', '2027-02-01T05:00:00Z', 'BY',
    'Resolves YES if a lapse in appropriations causes a federal government shutdown that begins on or before January 31, 2027 (ET), per OPM.'),
] });
add({ name: 'h2 nigeria presidential election 2027 (alpha + gamma)', events: [
  aEvent('KXNGPRES-27', 'Nigeria presidential election winner? (2027)', 'World', '2027-03-15T00:00:00Z', ['INEC https://inecnigeria.org'],
    [['BTIN', 'Bola Tinubu', 'TINUBU'], ['AABU', 'Atiku Abubakar', 'ATIKU'], ['POBI', 'Peter Obi', 'OBI']],
    (l) => `Will ${l} win the 2027 Nigerian presidential election?`,
    (l) => `If ${l} is declared winner of the 2027 Nigerian presidential election by INEC, then the market resolves to Yes.`),
  gCat('7309', 'Nigeria Presidential Election 2027', '2027-03-15T00:00:00Z', 'Resolves to the candidate INEC declares winner of the 2027 Nigerian presidential election.',
    [['Bola Ahmed Tinubu', 'TINUBU'], ['Atiku Abubakar', 'ATIKU'], ['Peter Obi', 'OBI'], ['Rabiu Kwankwaso', 'KWANKWASO']]),
] });
neg('same question, other polling average (not fungible)', { name: 'h2 trump approval december 31 2026', fungible: { 'alpha|beta': false }, events: [
  aEvent('KXAPRPOTUS-26DEC31', 'Trump approval rating on Dec 31, 2026?', 'Politics', '2027-01-01T05:00:00Z', RCP,
    [['T40', 'Above 40%', 'GT40'], ['T42', 'Above 42%', 'GT42'], ['T44', 'Above 44%', 'GT44']],
    (l) => `Trump approval ${l.toLowerCase()} on Dec 31, 2026?`,
    (l) => `If Donald Trump's approval rating in the RealClearPolitics polling average for Dec 31, 2026 is ${l.toLowerCase()}, then the market resolves to Yes.`),
  bEvent('88057', 'Trump approval rating on December 31?', 'Politics', '2027-01-01T05:00:00Z', 'https://www.natesilver.net/p/trump-approval-rating-polls-silver-bulletin',
    [['>42%', 'GT42'], ['>44%', 'GT44'], ['>46%', 'GT46']],
    (l) => `Will Trump's approval rating be above ${l.slice(1)} on December 31, 2026?`,
    (l) => `This market resolves on Donald Trump's approval rating in the Silver Bulletin polling average for December 31, 2026. "Yes" if it is ${l}.`),
] });

// =====================================================================================================================
section = 'crypto';

const BINANCE_BTC = 'https://www.binance.com/en/trade/BTC_USDT';
const hitQ = (period: string) => (l: string): string => (l.startsWith('↑') ? `Will Bitcoin reach $${l.slice(2)} in ${period}?` : `Will Bitcoin dip to $${l.slice(2)} in ${period}?`);
// alpha and gamma fix BTC at the same minute (5 PM ET) on different references -> same event, not fungible;
// beta asks whether BTC trades through a level at any time in December -> another event.
neg('touch during the month vs price on a date; other source', { name: 'h2 bitcoin on dec 31 2026 5pm et', groups: [['alpha', 'gamma'], ['beta']], fungible: { 'alpha|gamma': false }, events: [
  aEvent('KXBTCD-26DEC3117', 'Bitcoin price on Dec 31, 2026 at 5pm EST?', 'Crypto', '2026-12-31T22:00:00Z', CB,
    [['T99999.99', '$100,000 or above', 'GE100K'], ['T109999.99', '$110,000 or above', 'GE110K'], ['T119999.99', '$120,000 or above', 'GE120K']],
    (l) => `Bitcoin price ${l} on Dec 31, 2026 at 5pm EST?`,
    (l) => `If the simple average of the sixty seconds of CF Benchmarks' Bitcoin Real-Time Index (BRTI) before 5:00 PM ET on Dec 31, 2026 is ${l}, then the market resolves to Yes.`),
  gCat('7401', 'BTC above $X on Dec 31, 2026 (5PM ET)?', '2026-12-31T22:00:00Z',
    'Each option resolves YES if the close of the Binance BTC/USDT 1-minute candle ending at 17:00 ET on December 31, 2026 is at or above the stated price.',
    [['$100,000', 'GE100K'], ['$110,000', 'GE110K'], ['$120,000', 'GE120K']]),
  bEvent('88058', 'What price will Bitcoin hit in December?', 'Crypto', '2027-01-01T05:00:00Z', BINANCE_BTC,
    [['↑ 120,000', 'UP120K'], ['↑ 110,000', 'UP110K'], ['↓ 90,000', 'DN90K']],
    hitQ('December 2026'),
    (l) => `This market will resolve to "Yes" if any Binance BTC/USDT 1-minute candle between December 1, 2026 00:00 and December 31, 2026 23:59 ET has a ${l.startsWith('↑') ? 'high at or above' : 'low at or below'} $${l.slice(2)}. Otherwise "No".`),
] });
// Same noon fixing, different reference (BRTI vs Binance) and only one common strike.
neg('different strikes; other source (not fungible)', { name: 'h2 bitcoin on dec 15 2026 noon et', fungible: { 'alpha|beta': false }, events: [
  aEvent('KXBTCD-26DEC1512', 'Bitcoin price on Dec 15, 2026 at 12pm EST?', 'Crypto', '2026-12-15T17:00:00Z', CB,
    [['T94999.99', '$95,000 or above', 'K95'], ['T99999.99', '$100,000 or above', 'K100'], ['T104999.99', '$105,000 or above', 'K105']],
    (l) => `Bitcoin price ${l} on Dec 15, 2026 at 12pm EST?`,
    (l) => `If the simple average of the sixty seconds of CF Benchmarks' Bitcoin Real-Time Index (BRTI) before 12:00 PM ET on Dec 15, 2026 is ${l}, then the market resolves to Yes.`),
  bEvent('88059', 'Bitcoin above ___ on December 15?', 'Crypto', '2026-12-15T17:00:00Z', BINANCE_BTC,
    [['96,000', 'K96'], ['98,000', 'K98'], ['100,000', 'K100'], ['102,000', 'K102']],
    (l) => `Will the price of Bitcoin be above $${l} on December 15?`,
    (l) => `This market will resolve to "Yes" if the Binance BTC/USDT 1-minute candle for 12:00 ET on December 15, 2026 has a final "Close" price higher than $${l}. Otherwise "No".`),
] });
neg('same question, other source (not fungible)', { name: 'h2 how high will bitcoin get in 2026', fungible: { 'alpha|beta': false }, events: [
  aEvent('KXBTCMAXY-26', 'How high will Bitcoin get in 2026?', 'Crypto', '2027-01-01T05:00:00Z', CB,
    [['T150000', '$150,000 or above', 'HIT150K'], ['T175000', '$175,000 or above', 'HIT175K'], ['T200000', '$200,000 or above', 'HIT200K']],
    (l) => `Will Bitcoin reach ${l} in 2026?`,
    (l) => `If the CF Benchmarks Bitcoin Real-Time Index (BRTI) is ${l} at any time between Jan 1, 2026 and Dec 31, 2026 (ET), then the market resolves to Yes.`),
  bEvent('88060', 'What price will Bitcoin hit in 2026?', 'Crypto', '2027-01-01T05:00:00Z', BINANCE_BTC,
    [['↑ 150,000', 'HIT150K'], ['↑ 200,000', 'HIT200K'], ['↓ 60,000', 'DN60K']],
    hitQ('2026'),
    (l) => `This market will resolve to "Yes" if any Binance BTC/USDT 1-minute candle between January 1, 2026 00:00 and December 31, 2026 23:59 ET has a ${l.startsWith('↑') ? 'high at or above' : 'low at or below'} $${l.slice(2)}. Otherwise "No".`),
] });
neg('"by" vs "on" a date', { name: 'h2 ethereum on dec 31 2026 vs reach by dec 31', groups: [['alpha'], ['beta']], events: [
  aEvent('KXETHD-26DEC3117', 'Ethereum price on Dec 31, 2026 at 5pm EST?', 'Crypto', '2026-12-31T22:00:00Z', CB,
    [['T3999.99', '$4,000 or above', 'ON4K'], ['T4999.99', '$5,000 or above', 'ON5K']],
    (l) => `Ethereum price ${l} on Dec 31, 2026 at 5pm EST?`,
    (l) => `If the simple average of the sixty seconds of CF Benchmarks' Ether Real-Time Index (ETHUSD_RTI) before 5:00 PM ET on Dec 31, 2026 is ${l}, then the market resolves to Yes.`),
  bBin('88061', 'Will Ethereum reach $5,000 by December 31?', 'Crypto', '2027-01-01T05:00:00Z', 'https://www.binance.com/en/trade/ETH_USDT', 'BY5K',
    'This market will resolve to "Yes" if any Binance ETH/USDT 1-minute candle from market creation through December 31, 2026 23:59 ET has a high at or above $5,000. Otherwise "No".'),
] });
neg('single venue, no counterpart', { name: 'h2 solana above 300 on dec 31 2026 (gamma only)', events: [
  gBin('7402', 'SOL above $300 on Dec 31, 2026?', '2026-12-31T22:00:00Z', 'GT300',
    'Resolves YES if the close of the Binance SOL/USDT 1-minute candle ending at 17:00 ET on December 31, 2026 is above $300.'),
] });

// =====================================================================================================================
section = 'weather';

const NYC_BUCKETS_A: Opt[] = [['T43', '43° or below', 'LE43'], ['B44.5', '44° to 45°', 'B44_45'], ['B46.5', '46° to 47°', 'B46_47'], ['B48.5', '48° to 49°', 'B48_49'], ['T49', '50° or above', 'GE50']];
// Same headline question; alpha settles on Central Park (NWS), beta on LaGuardia (Weather Underground): not fungible.
neg('same question, other station/source (not fungible)', { name: 'h2 nyc high temperature dec 5 2026', fungible: { 'alpha|beta': false }, events: [
  aEvent('KXHIGHNY-26DEC05', 'Highest temperature in NYC on Dec 5, 2026?', 'Climate and Weather', '2026-12-06T14:00:00Z', NWS, NYC_BUCKETS_A,
    (l) => `Will the high temp in NYC be ${l} on Dec 5, 2026?`,
    (l) => `If the highest temperature recorded in Central Park, New York for Dec 5, 2026 is ${l}, as reported by the National Weather Service's Climatological Report (Daily), then the market resolves to Yes.`),
  bEvent('88062', 'Highest temperature in NYC on December 5?', 'Weather', '2026-12-06T14:00:00Z', 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA',
    [['43°F or below', 'LE43'], ['44-45°F', 'B44_45'], ['46-47°F', 'B46_47'], ['48-49°F', 'B48_49'], ['50°F or higher', 'GE50']],
    (l) => `Will the highest temperature in New York City be ${l} on December 5?`,
    (l) => `This market will resolve to the temperature range that contains the highest temperature recorded at the LaGuardia Airport Station in degrees Fahrenheit on 5 Dec '26, as reported by Weather Underground. "Yes" for "${l}" if the recorded high falls in it.`),
] });
neg('other date (single venue)', { name: 'h2 nyc high temperature dec 6 2026 (alpha only)', events: [
  aEvent('KXHIGHNY-26DEC06', 'Highest temperature in NYC on Dec 6, 2026?', 'Climate and Weather', '2026-12-07T14:00:00Z', NWS,
    NYC_BUCKETS_A,
    (l) => `Will the high temp in NYC be ${l} on Dec 6, 2026?`,
    (l) => `If the highest temperature recorded in Central Park, New York for Dec 6, 2026 is ${l}, as reported by the National Weather Service's Climatological Report (Daily), then the market resolves to Yes.`),
] });
neg('other city, same date', { name: 'h2 chicago high temperature dec 5 2026 (alpha + gamma)', events: [
  aEvent('KXHIGHCHI-26DEC05', 'Highest temperature in Chicago on Dec 5, 2026?', 'Climate and Weather', '2026-12-06T14:00:00Z', NWS,
    [['T33', '33° or below', 'LE33'], ['B34.5', '34° to 35°', 'B34_35'], ['B36.5', '36° to 37°', 'B36_37'], ['T37', '38° or above', 'GE38']],
    (l) => `Will the high temp in Chicago be ${l} on Dec 5, 2026?`,
    (l) => `If the highest temperature recorded at Chicago Midway Airport for Dec 5, 2026 is ${l}, as reported by the National Weather Service's Climatological Report (Daily), then the market resolves to Yes.`),
  gCat('7501', 'Chicago Daily High — Dec 5, 2026 (Midway, NWS)', '2026-12-06T14:00:00Z',
    'Resolves to the bracket containing the maximum temperature at Chicago Midway Airport for December 5, 2026 in the NWS Daily Climate Report.',
    [['≤33°F', 'LE33'], ['34–35°F', 'B34_35'], ['36–37°F', 'B36_37'], ['≥38°F', 'GE38']]),
] });
add({ name: 'h2 nyc snowfall december 2026', events: [
  aEvent('KXNYCSNOWM-26DEC', 'NYC snow in Dec 2026?', 'Climate and Weather', '2027-01-01T14:00:00Z', NWS,
    [['T1', 'Above 1 inch', 'GT1'], ['T3', 'Above 3 inches', 'GT3'], ['T6', 'Above 6 inches', 'GT6']],
    (l) => `Will NYC get ${l.toLowerCase()} of snow in Dec 2026?`,
    (l) => `If total snowfall in Central Park for December 2026, as reported by the National Weather Service, is ${l.toLowerCase()}, then the market resolves to Yes.`),
  bEvent('88063', 'How much snow in NYC in December?', 'Weather', '2027-01-01T14:00:00Z', 'https://www.weather.gov/okx/',
    [['Less than 1 inch', 'LT1'], ['1-3 inches', 'B1_3'], ['3-6 inches', 'B3_6'], ['More than 6 inches', 'GT6']],
    (l) => `Will NYC get ${l.toLowerCase()} of snow in December 2026?`,
    (l) => `This market resolves on the total December 2026 snowfall at Central Park, New York, as reported by the National Weather Service. "Yes" if the total is ${l.toLowerCase()}.`),
] });
neg('one day vs monthly total (single venue)', { name: 'h2 snow in nyc on christmas 2026 (gamma only)', events: [
  gBin('7502', 'Snow in NYC on Christmas Day 2026?', '2026-12-26T14:00:00Z', 'XMAS',
    'Resolves YES if the National Weather Service reports measurable snowfall (0.1 inch or more) in Central Park, New York, on December 25, 2026.'),
] });
// alpha and gamma settle on NASA GISTEMP, beta on Copernicus ERA5.
neg('same question, other source on one pair (not fungible)', { name: 'h2 2026 hottest year on record', fungible: { 'alpha|beta': false, 'beta|gamma': false }, events: [
  aBin('KXWARMING-26', '2026 hottest year on record?', 'Climate and Weather', '2027-01-31T00:00:00Z', NASA, 'REC', 'Hottest on record', 'REC',
    'If NASA GISS (GISTEMP) reports 2026 as the warmest calendar year in its global surface temperature record, then the market resolves to Yes.'),
  bBin('88064', 'Will 2026 be the hottest year on record?', 'Weather', '2027-01-31T00:00:00Z', 'https://climate.copernicus.eu/', 'REC',
    'This market will resolve to "Yes" if the Copernicus Climate Change Service (ERA5) ranks 2026 as the warmest calendar year on record in its annual Global Climate Highlights. Otherwise "No".'),
  gBin('7503', '2026 Warmest Year on Record (NASA GISTEMP)?', '2027-01-31T00:00:00Z', 'REC',
    'Resolves YES if NASA GISS GISTEMP v4 ranks 2026 as the warmest year on record.'),
] });

// =====================================================================================================================
section = 'entertainment';

add({ name: 'h2 oscars 2027 best picture', events: [
  aEvent('KXOSCARPIC-27', 'Oscar for Best Picture 2027?', 'Entertainment', '2027-03-15T06:00:00Z', AMPAS,
    [['ODY', 'The Odyssey', 'ODYSSEY'], ['DIG', 'Digger', 'DIGGER'], ['SRE', 'The Social Reckoning', 'SOCIAL'], ['PHM', 'Project Hail Mary', 'PHM'], ['DUN3', 'Dune: Part Three', 'DUNE3']],
    (l) => `Will ${l} win Best Picture at the 2027 Oscars?`,
    (l) => `If ${l} wins Best Picture at the 99th Academy Awards, then the market resolves to Yes.`),
  bEvent('88065', 'Oscars 2027: Best Picture Winner', 'Culture', '2027-03-15T06:00:00Z', 'https://www.oscars.org/',
    [['The Odyssey', 'ODYSSEY'], ['Digger', 'DIGGER'], ['The Social Reckoning', 'SOCIAL'], ['Dune: Part Three', 'DUNE3'], ["Narnia: The Magician's Nephew", 'NARNIA']],
    (l) => `Will "${l}" win Best Picture at the 2027 Oscars?`,
    (l) => `This market will resolve to "Yes" if "${l}" wins Best Picture at the 99th Academy Awards (March 2027). Otherwise "No".`),
  gCat('7601', '99th Academy Awards — Best Picture', '2027-03-15T06:00:00Z', 'Resolves to the film that wins Best Picture at the 99th Academy Awards.',
    [['The Odyssey', 'ODYSSEY'], ['Project Hail Mary', 'PHM'], ['Digger', 'DIGGER']]),
] });
neg('other category, same ceremony (single venue)', { name: 'h2 oscars 2027 best director (beta only)', events: [
  bEvent('88066', 'Oscars 2027: Best Director Winner', 'Culture', '2027-03-15T06:00:00Z', 'https://www.oscars.org/',
    [['Christopher Nolan', 'NOLAN'], ['Alejandro G. Iñárritu', 'INARRITU'], ['Denis Villeneuve', 'VILLENEUVE'], ['Aaron Sorkin', 'SORKIN']],
    (l) => `Will ${l} win Best Director at the 2027 Oscars?`,
    (l) => `This market will resolve to "Yes" if ${l} wins Best Director at the 99th Academy Awards. Otherwise "No".`),
] });
neg('other award show, same films (single venue)', { name: 'h2 golden globes 2027 best drama (alpha only)', events: [
  aEvent('KXGGDRAMA-27', 'Golden Globe for Best Motion Picture – Drama 2027?', 'Entertainment', '2027-01-11T06:00:00Z', HFPA,
    [['ODY', 'The Odyssey', 'ODYSSEY'], ['DIG', 'Digger', 'DIGGER'], ['SRE', 'The Social Reckoning', 'SOCIAL']],
    (l) => `Will ${l} win Best Motion Picture – Drama at the 2027 Golden Globes?`,
    (l) => `If ${l} wins Best Motion Picture – Drama at the 84th Golden Globe Awards, then the market resolves to Yes.`),
] });
const ALBUM_ARTIST: Record<string, string> = { 'The Life of a Showgirl': 'Taylor Swift', 'LUX': 'Rosalía', 'The Art of Loving': 'Olivia Dean', 'West End Girl': 'Lily Allen' };
// alpha lists artists, beta lists their albums: same outcomes.
add({ name: 'h2 grammys 2027 album of the year', events: [
  aEvent('KXGRAMAOTY-27', 'Grammy for Album of the Year 2027?', 'Entertainment', '2027-02-08T06:00:00Z', GRAMMY,
    [['TSWI', 'Taylor Swift', 'SWIFT'], ['ROSA', 'Rosalía', 'ROSALIA'], ['ODEA', 'Olivia Dean', 'DEAN'], ['LALL', 'Lily Allen', 'LALLEN']],
    (l) => `Will ${l} win Album of the Year at the 2027 Grammys?`,
    (l) => `If an album by ${l} wins Album of the Year at the 69th Annual Grammy Awards, then the market resolves to Yes.`),
  bEvent('88067', 'Grammys 2027: Album of the Year', 'Culture', '2027-02-08T06:00:00Z', 'https://www.grammy.com/',
    [['The Life of a Showgirl', 'SWIFT'], ['LUX', 'ROSALIA'], ['The Art of Loving', 'DEAN'], ['West End Girl', 'LALLEN']],
    (l) => `Will "${l}" win Album of the Year at the 2027 Grammys?`,
    (l) => `This market will resolve to "Yes" if "${l}" by ${ALBUM_ARTIST[l] ?? ''} wins Album of the Year at the 69th Annual Grammy Awards. Otherwise "No".`),
] });
add({ name: 'h2 time person of the year 2026', events: [
  aEvent('KXTIMEPOY-26', 'TIME Person of the Year 2026?', 'Entertainment', '2026-12-12T00:00:00Z', TIME,
    [['DTRU', 'Donald Trump', 'TRUMP'], ['LEO', 'Pope Leo XIV', 'LEO'], ['JHUA', 'Jensen Huang', 'HUANG'], ['EMUS', 'Elon Musk', 'MUSK'], ['SALT', 'Sam Altman', 'ALTMAN']],
    (l) => `Will ${l} be named TIME Person of the Year 2026?`,
    (l) => `If TIME names ${l} its 2026 Person of the Year, then the market resolves to Yes.`),
  bEvent('88068', 'Time 2026 Person of the Year', 'Culture', '2026-12-12T00:00:00Z', 'https://time.com/',
    [['Donald Trump', 'TRUMP'], ['Pope Leo XIV', 'LEO'], ['Jensen Huang', 'HUANG'], ['Sam Altman', 'ALTMAN'], ['Zohran Mamdani', 'MAMDANI']],
    (l) => `Will ${l} be named Time's 2026 Person of the Year?`,
    (l) => `This market will resolve to "Yes" if ${l} is named Time magazine's Person of the Year for 2026. Otherwise "No".`),
  gCat('7602', 'TIME Person of the Year 2026', '2026-12-12T00:00:00Z', "Resolves to the person or group named TIME's 2026 Person of the Year.",
    [['Trump', 'TRUMP'], ['Pope Leo XIV', 'LEO'], ['Jensen Huang', 'HUANG'], ['Artificial Intelligence', 'AI']]),
] });
neg('threshold vs bucket structure', { name: 'h2 avengers doomsday opening weekend', events: [
  aEvent('KXOPENAVENGERS-26DEC18', 'Avengers: Doomsday domestic opening weekend?', 'Entertainment', '2026-12-22T00:00:00Z', BOM,
    [['T150', 'Above $150M', 'GT150'], ['T200', 'Above $200M', 'GT200'], ['T250', 'Above $250M', 'GT250']],
    (l) => `Avengers: Doomsday opening weekend ${l.toLowerCase()}?`,
    (l) => `If Avengers: Doomsday's domestic 3-day opening weekend gross (Dec 18-20, 2026), as reported by Box Office Mojo, is ${l.toLowerCase()}, then the market resolves to Yes.`),
  bEvent('88069', 'Avengers: Doomsday opening weekend box office?', 'Culture', '2026-12-22T00:00:00Z', 'https://www.boxofficemojo.com/',
    [['<$150M', 'LT150'], ['$150M-$200M', 'B150_200'], ['$200M-$250M', 'B200_250'], ['>$250M', 'GT250']],
    (l) => `Will Avengers: Doomsday gross ${l.replace('<', 'less than ').replace('>', 'more than ')} in its opening weekend?`,
    (l) => `This market resolves on the domestic (US & Canada) 3-day opening weekend gross of Avengers: Doomsday (December 18-20, 2026) per Box Office Mojo. "Yes" if it is ${l}.`),
] });
neg('other film, same weekend (single venue)', { name: 'h2 dune part three opening weekend (alpha only)', events: [
  aEvent('KXOPENDUNE-26DEC18', 'Dune: Part Three domestic opening weekend?', 'Entertainment', '2026-12-22T00:00:00Z', BOM,
    [['T75', 'Above $75M', 'GT75'], ['T100', 'Above $100M', 'GT100']],
    (l) => `Dune: Part Three opening weekend ${l.toLowerCase()}?`,
    (l) => `If Dune: Part Three's domestic 3-day opening weekend gross (Dec 18-20, 2026), as reported by Box Office Mojo, is ${l.toLowerCase()}, then the market resolves to Yes.`),
] });
neg('same film, other metric', { name: 'h2 avengers doomsday rotten tomatoes score (beta + gamma)', events: [
  bEvent('88070', 'Avengers: Doomsday Rotten Tomatoes score?', 'Culture', '2026-12-18T17:00:00Z', 'https://www.rottentomatoes.com/',
    [['<70%', 'LT70'], ['70-79%', 'B70_79'], ['80-89%', 'B80_89'], ['90% or higher', 'GE90']],
    (l) => `Will Avengers: Doomsday have a Rotten Tomatoes score of ${l.replace('<', 'less than ')}?`,
    (l) => `This market resolves on the Tomatometer score of Avengers: Doomsday shown on Rotten Tomatoes at 12:00 PM ET on December 18, 2026. "Yes" if it is ${l}.`),
  gBin('7603', 'Avengers: Doomsday — Rotten Tomatoes Tomatometer 90%+ at release?', '2026-12-18T17:00:00Z', 'GE90',
    'Resolves YES if the Tomatometer score of Avengers: Doomsday on Rotten Tomatoes is 90% or higher at 12:00 PM ET on December 18, 2026.'),
] });
add({ name: 'h2 the game awards 2026 game of the year', events: [
  aEvent('KXGAMEAWARDS-26', 'The Game Awards 2026: Game of the Year?', 'Entertainment', '2026-12-11T06:00:00Z', TGA,
    [['GTA6', 'Grand Theft Auto VI', 'GTA6'], ['WOLV', "Marvel's Wolverine", 'WOLVERINE'], ['RE9', 'Resident Evil Requiem', 'RE9'], ['007', '007 First Light', 'BOND']],
    (l) => `Will ${l} win Game of the Year at The Game Awards 2026?`,
    (l) => `If ${l} wins Game of the Year at The Game Awards 2026, then the market resolves to Yes.`),
  bEvent('88071', 'Game of the Year 2026 (The Game Awards)', 'Culture', '2026-12-11T06:00:00Z', 'https://thegameawards.com/',
    [['GTA VI', 'GTA6'], ["Marvel's Wolverine", 'WOLVERINE'], ['Resident Evil Requiem', 'RE9'], ['Pragmata', 'PRAGMATA']],
    (l) => `Will ${l} win Game of the Year at The Game Awards 2026?`,
    (l) => `This market will resolve to "Yes" if ${l} wins Game of the Year at The Game Awards 2026 (December 2026). Otherwise "No".`),
  gCat('7604', 'TGA 2026 — Game of the Year', '2026-12-11T06:00:00Z', 'Resolves to the title that wins Game of the Year at The Game Awards 2026.',
    [['Grand Theft Auto 6', 'GTA6'], ['Wolverine', 'WOLVERINE'], ['Resident Evil 9: Requiem', 'RE9']]),
] });
add({ name: 'h2 spotify wrapped 2026 top global artist', events: [
  aEvent('KXSPOTIFYTOP-26', 'Spotify Wrapped 2026: top global artist?', 'Entertainment', '2026-12-04T00:00:00Z', SPOTIFY,
    [['BADB', 'Bad Bunny', 'BADBUNNY'], ['TSWI', 'Taylor Swift', 'SWIFT'], ['WEEK', 'The Weeknd', 'WEEKND'], ['DRAK', 'Drake', 'DRAKE']],
    (l) => `Will ${l} be Spotify's top global artist of 2026?`,
    (l) => `If Spotify's 2026 Wrapped names ${l} the most-streamed artist globally, then the market resolves to Yes.`),
  bEvent('88072', 'Spotify Wrapped 2026: #1 Artist Globally', 'Culture', '2026-12-04T00:00:00Z', 'https://newsroom.spotify.com/',
    [['Bad Bunny', 'BADBUNNY'], ['Taylor Swift', 'SWIFT'], ['The Weeknd', 'WEEKND'], ['Sabrina Carpenter', 'CARPENTER']],
    (l) => `Will ${l} be the #1 most-streamed artist globally on Spotify in 2026?`,
    (l) => `This market will resolve to "Yes" if Spotify Wrapped 2026 lists ${l} as the top artist globally. Otherwise "No".`),
] });
neg('other chart (US vs global) (single venue)', { name: 'h2 spotify wrapped 2026 top us artist (beta only)', events: [
  bEvent('88073', 'Spotify Wrapped 2026: #1 Artist in the US', 'Culture', '2026-12-04T00:00:00Z', 'https://newsroom.spotify.com/',
    [['Taylor Swift', 'SWIFT'], ['Morgan Wallen', 'WALLEN'], ['Drake', 'DRAKE']],
    (l) => `Will ${l} be the #1 most-streamed artist in the US on Spotify in 2026?`,
    (l) => `This market will resolve to "Yes" if Spotify Wrapped 2026 lists ${l} as the top artist in the United States. Otherwise "No".`),
] });
add({ name: 'h2 eurovision 2027 winner (alpha + gamma)', events: [
  aEvent('KXEUROVISION-27', 'Eurovision Song Contest 2027 winner?', 'Entertainment', '2027-05-16T00:00:00Z', EBU,
    [['SWE', 'Sweden', 'SWE'], ['FIN', 'Finland', 'FIN'], ['ISR', 'Israel', 'ISR'], ['UKR', 'Ukraine', 'UKR'], ['FRA', 'France', 'FRA']],
    (l) => `Will ${l} win Eurovision 2027?`,
    (l) => `If ${l} wins the Eurovision Song Contest 2027 grand final, then the market resolves to Yes.`),
  gCat('7605', 'Eurovision 2027 — Winning Country', '2027-05-16T00:00:00Z', 'Resolves to the country that wins the grand final of the Eurovision Song Contest 2027.',
    [['Sweden', 'SWE'], ['Finland', 'FIN'], ['Italy', 'ITA'], ['France', 'FRA']]),
] });

// =====================================================================================================================
section = 'tech';

const AI_Q = (when: string) => (l: string): string => `Will ${l} have the best AI model at the end of ${when}?`;
add({ name: 'h2 best ai model end of december 2026', events: [
  aEvent('KXTOPMODEL-26DEC', 'Top AI model at the end of 2026?', 'Science and Technology', '2027-01-01T05:00:00Z', LMARENA,
    [['GOOG', 'Google', 'GOOGLE'], ['OAI', 'OpenAI', 'OPENAI'], ['ANTH', 'Anthropic', 'ANTHROPIC'], ['XAI', 'xAI', 'XAI'], ['DSK', 'DeepSeek', 'DEEPSEEK']],
    (l) => `Will ${l} have the top AI model on Dec 31, 2026?`,
    (l) => `If a model made by ${l} ranks first on the LMArena Text leaderboard (default, style control on) at 12:00 PM ET on Dec 31, 2026, then the market resolves to Yes.`),
  bEvent('88074', 'Which company has the best AI model end of December?', 'Tech', '2027-01-01T05:00:00Z', 'https://lmarena.ai/leaderboard/text',
    [['Google', 'GOOGLE'], ['OpenAI', 'OPENAI'], ['Anthropic', 'ANTHROPIC'], ['xAI', 'XAI'], ['Meta', 'META']],
    AI_Q('December 2026'),
    (l) => `This market will resolve to "Yes" if ${l} owns the top-ranked model on the LMArena Text Arena leaderboard (style control on) at 12:00 PM ET on December 31, 2026. Otherwise "No".`),
  gCat('7701', 'Best AI Model on Dec 31, 2026 (LMArena Text)', '2027-01-01T05:00:00Z', 'Resolves to the company whose model is ranked #1 on the LMArena Text leaderboard (style control) at 12:00 ET on December 31, 2026.',
    [['Google (Gemini)', 'GOOGLE'], ['OpenAI (GPT)', 'OPENAI'], ['Anthropic (Claude)', 'ANTHROPIC']]),
] });
neg('other month (single venue)', { name: 'h2 best ai model end of january 2027 (beta only)', events: [
  bEvent('88075', 'Which company has the best AI model end of January?', 'Tech', '2027-02-01T05:00:00Z', 'https://lmarena.ai/leaderboard/text',
    [['Google', 'GOOGLE'], ['OpenAI', 'OPENAI'], ['Anthropic', 'ANTHROPIC'], ['xAI', 'XAI']],
    AI_Q('January 2027'),
    (l) => `This market will resolve to "Yes" if ${l} owns the top-ranked model on the LMArena Text Arena leaderboard (style control on) at 12:00 PM ET on January 31, 2027. Otherwise "No".`),
] });
neg('threshold vs bucket structure', { name: 'h2 tesla deliveries q4 2026', events: [
  aEvent('KXTESLADELIV-26Q4', 'Tesla deliveries in Q4 2026?', 'Companies', '2027-01-04T00:00:00Z', TESLA,
    [['T400000', 'Above 400,000', 'GT400K'], ['T450000', 'Above 450,000', 'GT450K'], ['T500000', 'Above 500,000', 'GT500K']],
    (l) => `Tesla Q4 2026 deliveries ${l.toLowerCase()}?`,
    (l) => `If Tesla's total vehicle deliveries for Q4 2026, as stated in its quarterly production and deliveries release, are ${l.toLowerCase()}, then the market resolves to Yes.`),
  bEvent('88076', 'Tesla Q4 2026 deliveries?', 'Business', '2027-01-04T00:00:00Z', 'https://ir.tesla.com/',
    [['<400k', 'LT400K'], ['400k-450k', 'B400_450'], ['450k-500k', 'B450_500'], ['>500k', 'GT500K']],
    (l) => `Will Tesla deliver ${l.replace('<', 'less than ').replace('>', 'more than ')} vehicles in Q4 2026?`,
    (l) => `This market resolves on total Q4 2026 vehicle deliveries in Tesla's official production and deliveries report (early January 2027). "Yes" if the number is ${l}.`),
] });
add({ name: 'h2 largest company by market cap dec 31 2026', events: [
  aEvent('KXLARGESTCO-26DEC31', 'Largest company in the world on Dec 31, 2026?', 'Companies', '2026-12-31T22:00:00Z', CMC,
    [['NVDA', 'NVIDIA', 'NVDA'], ['AAPL', 'Apple', 'AAPL'], ['MSFT', 'Microsoft', 'MSFT'], ['GOOGL', 'Alphabet', 'GOOGL']],
    (l) => `Will ${l} be the largest company in the world on Dec 31, 2026?`,
    (l) => `If ${l} has the largest market capitalization of any company at market close on Dec 31, 2026, per CompaniesMarketCap, then the market resolves to Yes.`),
  bEvent('88077', 'Largest company end of 2026?', 'Business', '2026-12-31T22:00:00Z', 'https://companiesmarketcap.com/',
    [['NVIDIA', 'NVDA'], ['Apple', 'AAPL'], ['Microsoft', 'MSFT'], ['Alphabet (Google)', 'GOOGL'], ['Broadcom', 'AVGO']],
    (l) => `Will ${l} be the largest company in the world by market cap on December 31?`,
    (l) => `This market will resolve to "Yes" if ${l} is the largest company by market capitalization at market close on December 31, 2026, according to companiesmarketcap.com. Otherwise "No".`),
  gCat('7702', "World's Largest Company by Market Cap — Dec 31, 2026", '2026-12-31T22:00:00Z', 'Resolves to the company ranked #1 by market capitalization on companiesmarketcap.com at the close on December 31, 2026.',
    [['Nvidia', 'NVDA'], ['Apple', 'AAPL'], ['Microsoft', 'MSFT'], ['Google', 'GOOGL']]),
] });
neg('other deadline', { name: 'h2 gpt-6 release before apr 1 vs by jun 30 2027', groups: [['alpha'], ['beta']], events: [
  aBin('KXGPT6-27MAR31', 'GPT-6 released before Apr 1, 2027?', 'Science and Technology', '2027-04-01T04:00:00Z', OPENAI, 'Y', 'Before Apr 1, 2027', 'BYMAR',
    'If OpenAI makes a model named GPT-6 generally available to the public before Apr 1, 2027 (ET), then the market resolves to Yes.'),
  bBin('88078', 'GPT-6 released by June 30, 2027?', 'Tech', '2027-07-01T04:00:00Z', 'https://openai.com/', 'BYJUN',
    'This market will resolve to "Yes" if OpenAI makes a model named GPT-6 publicly available by June 30, 2027, 11:59 PM ET. Otherwise "No".'),
] });
// "before 2028" = "by December 31, 2027"; "in 2026" is a different deadline.
neg('other deadline', { name: 'h2 openai ipo before 2028 vs in 2026', groups: [['alpha', 'beta'], ['gamma']], events: [
  aBin('KXOPENAIIPO-27', 'OpenAI IPO before 2028?', 'Companies', '2028-01-01T05:00:00Z', SEC, 'Y', 'Before Jan 1, 2028', 'IPO27',
    "If OpenAI's shares begin trading publicly on a stock exchange (IPO or direct listing) before Jan 1, 2028 (ET), then the market resolves to Yes."),
  bBin('88079', 'OpenAI IPO by December 31, 2027?', 'Business', '2028-01-01T05:00:00Z', 'https://www.sec.gov/', 'IPO27',
    'This market will resolve to "Yes" if OpenAI\'s shares begin trading publicly on a stock exchange (IPO or direct listing) by December 31, 2027, 11:59 PM ET. Otherwise "No".'),
  gBin('7703', 'OpenAI IPO in 2026?', '2027-01-01T05:00:00Z', 'IPO26',
    "Resolves YES if OpenAI's shares begin trading publicly on a stock exchange by December 31, 2026 (ET)."),
] });

// =====================================================================================================================
// Consistency checks on the hand-written cases (format only; they say nothing about any matcher).
const NOW = Date.parse('2026-11-22T15:00:00Z');
const seen = new Map<string, string>();
const unique = (kind: string, id: string, where: string): void => {
  const k = `${kind}:${id}`;
  if (seen.has(k)) throw new Error(`duplicate ${kind} ${id} in ${where} (also in ${seen.get(k) ?? ''})`);
  seen.set(k, where);
};
for (const c of cases) {
  const venues = c.events.map((e) => e.venue);
  if (new Set(venues).size !== venues.length) throw new Error(`${c.name}: a venue appears twice`);
  const groups = c.groups ?? [venues];
  const grouped = groups.flat();
  if (grouped.length !== venues.length || !venues.every((v) => grouped.includes(v))) throw new Error(`${c.name}: groups do not partition the venues`);
  for (const k of Object.keys(c.fungible ?? {})) {
    const [a, b] = k.split('|');
    const ia = venues.indexOf(a as E['venue']);
    const ib = venues.indexOf(b as E['venue']);
    if (ia < 0 || ib < 0 || ia >= ib) throw new Error(`${c.name}: fungible key ${k} does not name two venues in event order`);
    if (!groups.some((g) => g.includes(a!) && g.includes(b!))) throw new Error(`${c.name}: fungible key ${k} spans two events`);
    const ta = new Set(c.events[ia]!.markets.map((m) => m.t));
    if (!c.events[ib]!.markets.some((m) => ta.has(m.t))) throw new Error(`${c.name}: fungible key ${k} but no common outcome`);
  }
  for (const e of c.events) {
    const ts = e.markets.map((m) => m.t);
    if (new Set(ts).size !== ts.length) throw new Error(`${c.name}/${e.venue}: one outcome listed twice`);
    for (const d of [e.close, ...e.markets.map((m) => m.close)]) {
      if (d !== undefined && !(Date.parse(d) > NOW)) throw new Error(`${c.name}/${e.venue}: close ${d} is not after now`);
    }
    if (e.venue === 'alpha') {
      unique('alpha event', e.id, c.name);
      for (const m of e.markets) {
        unique('alpha market', m.id, c.name);
        if (!m.id.startsWith(`${e.id}-`)) throw new Error(`${c.name}: alpha market ${m.id} not under ${e.id}`);
      }
    } else if (e.venue === 'beta') {
      unique('beta event', e.id, c.name);
      unique('beta slug', e.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), c.name);
      for (const m of e.markets) unique('beta market', m.id, c.name);
    } else if (e.venue === 'beta_us') {
      unique('beta_us event', e.id, c.name);
      for (const m of e.markets) unique('beta_us market', m.id, c.name);
    } else {
      if (!/^\d+$/.test(e.id)) throw new Error(`${c.name}: gamma id ${e.id} is not an integer`);
      unique('gamma market', e.id, c.name);
      for (const m of e.markets) {
        if (!/^\d+$/.test(m.id)) throw new Error(`${c.name}: gamma child ${m.id} is not an integer`);
        if (m.id !== e.id) unique('gamma market', m.id, c.name);
      }
    }
  }
}

const scenario = emitScenario(cases);
writeFileSync(new URL('./holdout2-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);

const events = cases.flatMap((c) => c.events);
const byVenue = new Map<string, number>();
for (const e of events) byVenue.set(e.venue, (byVenue.get(e.venue) ?? 0) + 1);
const bySection = new Map<string, { cases: number; events: number }>();
for (const c of cases) {
  const s = category.get(c.name) ?? '?';
  const cur = bySection.get(s) ?? { cases: 0, events: 0 };
  bySection.set(s, { cases: cur.cases + 1, events: cur.events + c.events.length });
}
const truth = scenario['truth'] as { events: unknown[]; outcomes: Array<{ fungible: Record<string, boolean> }> };
const pairs = truth.outcomes.flatMap((o) => Object.values(o.fungible));
process.stdout.write(`holdout2: ${cases.length} cases, ${events.length} venue events (${[...byVenue].map(([v, n]) => `${v} ${n}`).join(', ')}), `
  + `${truth.events.length} real-world events, ${truth.outcomes.length} outcomes, ${pairs.length} outcome venue pairs (${pairs.filter((f) => !f).length} not fungible)\n`);
process.stdout.write(`by category: ${[...bySection].map(([s, n]) => `${s} ${n.cases} cases/${n.events} events`).join('; ')}\n`);
process.stdout.write(`hard-negative cases: ${hardNegatives.length}; single-venue cases: ${cases.filter((c) => c.events.length === 1).length}; `
  + `two-venue cases: ${cases.filter((c) => c.events.length === 2).length}\n`);
