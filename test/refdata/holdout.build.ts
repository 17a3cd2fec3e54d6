// Builds test/refdata/holdout-set.json: an independent holdout for the matcher, written by hand from the interface's
// point of view (what a desk would call the same event, the same outcome, and identical settlement) and in the
// venues' own wording, without reference to the matcher's rules. Nothing here was tuned against the matcher.
// Same format as evalset.build.ts: same `t` inside a case = same outcome; `groups` split a case into real-world events;
// `fungible` overrides per venue pair (default true). Run: node test/refdata/holdout.build.ts
import { writeFileSync } from 'node:fs';
import { emitScenario, type Case } from './evalset.emit.ts';

const NBA = ['NBA https://www.nba.com'];
const NFL = ['NFL https://www.nfl.com'];
const FED = ['Federal Reserve https://www.federalreserve.gov'];
const BLS = ['Bureau of Labor Statistics https://www.bls.gov'];
const BEA = ['Bureau of Economic Analysis https://www.bea.gov'];
const CB = ['CF Benchmarks https://www.cfbenchmarks.com'];
const AP = ['Associated Press https://apnews.com'];
const NWS = ['National Weather Service https://www.weather.gov'];

const cases: Case[] = [];
const add = (c: Case): void => void cases.push(c);

// ================= Sports =================
add({ name: 'h nba thunder at nuggets jan 3', events: [
  { venue: 'alpha', id: 'KXNBAGAME-27JAN03OKCDEN', title: 'Oklahoma City at Denver', category: 'Sports', close: '2027-01-04T05:00:00Z', sources: NBA,
    markets: [{ id: 'KXNBAGAME-27JAN03OKCDEN-OKC', label: 'Oklahoma City', t: 'OKC', q: 'Oklahoma City at Denver Winner?' },
      { id: 'KXNBAGAME-27JAN03OKCDEN-DEN', label: 'Denver', t: 'DEN', q: 'Oklahoma City at Denver Winner?' }] },
  { venue: 'beta', id: '40001', title: 'Thunder vs. Nuggets', category: 'Sports', close: '2027-01-04T05:00:00Z',
    markets: [{ id: 'h-okc-den-0103', label: '', t: 'OKC', q: 'Thunder vs. Nuggets', outcomes: ['Thunder', 'Nuggets'], src: 'https://www.nba.com/' }] },
  { venue: 'gamma', id: '8001', title: 'NBA: Thunder vs Nuggets (Jan 3)', close: '2027-01-04T05:00:00Z',
    markets: [{ id: '800101', label: 'Thunder', t: 'OKC' }, { id: '800102', label: 'Nuggets', t: 'DEN' }] },
] });
// the return game two days later: same two teams, other venue event ids, must stay apart from the Jan 3 game
add({ name: 'h nba nuggets at thunder jan 5 (rematch two days later)', events: [
  { venue: 'alpha', id: 'KXNBAGAME-27JAN05DENOKC', title: 'Denver at Oklahoma City', category: 'Sports', close: '2027-01-06T03:00:00Z', sources: NBA,
    markets: [{ id: 'KXNBAGAME-27JAN05DENOKC-DEN', label: 'Denver', t: 'DEN', q: 'Denver at Oklahoma City Winner?' },
      { id: 'KXNBAGAME-27JAN05DENOKC-OKC', label: 'Oklahoma City', t: 'OKC', q: 'Denver at Oklahoma City Winner?' }] },
  { venue: 'beta', id: '40002', title: 'Nuggets vs. Thunder', category: 'Sports', close: '2027-01-06T03:00:00Z',
    markets: [{ id: 'h-den-okc-0105', label: '', t: 'DEN', q: 'Nuggets vs. Thunder', outcomes: ['Nuggets', 'Thunder'], src: 'https://www.nba.com/' }] },
] });
add({ name: 'h nba knicks at celtics christmas', events: [
  { venue: 'alpha', id: 'KXNBAGAME-26DEC25NYKBOS', title: 'New York at Boston', category: 'Sports', close: '2026-12-26T01:00:00Z', sources: NBA,
    markets: [{ id: 'KXNBAGAME-26DEC25NYKBOS-NYK', label: 'New York', t: 'NYK' }, { id: 'KXNBAGAME-26DEC25NYKBOS-BOS', label: 'Boston', t: 'BOS' }] },
  { venue: 'beta', id: '40003', title: 'Knicks vs. Celtics', category: 'Sports', close: '2026-12-26T01:00:00Z',
    markets: [{ id: 'h-nyk-bos-1225', label: '', t: 'NYK', q: 'Knicks vs. Celtics', outcomes: ['Knicks', 'Celtics'], src: 'https://www.nba.com/' }] },
  { venue: 'beta_us', id: 'nba-nyk-bos-2026-12-25', title: 'Knicks vs. Celtics', category: 'Sports', close: '2026-12-26T01:00:00Z',
    markets: [{ id: 'nba-nyk-bos-2026-12-25', label: '', t: 'NYK', q: 'Knicks vs. Celtics', outcomes: ['Knicks', 'Celtics'], src: 'https://www.nba.com/' }] },
] });
// beta lists the home team first, so its YES token is the Hawks: its market is the Hawks outcome, not the Raptors one
add({ name: 'h nba raptors at hawks, beta lists home team first', events: [
  { venue: 'alpha', id: 'KXNBAGAME-26DEC30TORATL', title: 'Toronto Raptors at Atlanta Hawks', category: 'Sports', close: '2026-12-31T03:00:00Z', sources: NBA,
    markets: [{ id: 'KXNBAGAME-26DEC30TORATL-TOR', label: 'Toronto', t: 'TOR' }, { id: 'KXNBAGAME-26DEC30TORATL-ATL', label: 'Atlanta', t: 'ATL' }] },
  { venue: 'beta', id: '40004', title: 'Hawks vs. Raptors', category: 'Sports', close: '2026-12-31T03:00:00Z',
    markets: [{ id: 'h-atl-tor-1230', label: '', t: 'ATL', q: 'Hawks vs. Raptors', outcomes: ['Hawks', 'Raptors'], src: 'https://www.nba.com/' }] },
] });
// a single-team binary on alpha whose YES is the away side; gamma's single binary asks about the home side
add({ name: 'h nba "will the spurs beat the magic" vs gamma "magic win"', events: [
  { venue: 'alpha', id: 'KXNBAWIN-27JAN08SASORL', title: 'Will San Antonio beat Orlando on Jan 8, 2027?', category: 'Sports', close: '2027-01-09T03:00:00Z', sources: NBA,
    markets: [{ id: 'KXNBAWIN-27JAN08SASORL-SAS', label: 'Yes', t: 'SAS', q: 'Will San Antonio beat Orlando on Jan 8, 2027?' }] },
  { venue: 'beta', id: '40005', title: 'Spurs vs. Magic', category: 'Sports', close: '2027-01-09T03:00:00Z',
    markets: [{ id: 'h-sas-orl-0108', label: '', t: 'SAS', q: 'Spurs vs. Magic', outcomes: ['Spurs', 'Magic'], src: 'https://www.nba.com/' }] },
  { venue: 'gamma', id: '8005', title: 'Will the Orlando Magic beat the Spurs on Jan 8?', close: '2027-01-09T03:00:00Z',
    markets: [{ id: '8005', label: 'Yes', t: 'ORL' }] },
] });
// NFL: tie handling differs (alpha: No for both sides; beta: 50-50); gamma silent
add({ name: 'h nfl bills at chiefs tie rules differ', fungible: { 'alpha|beta': false, 'alpha|gamma': true, 'beta|gamma': true }, events: [
  { venue: 'alpha', id: 'KXNFLGAME-27JAN03BUFKC', title: 'Buffalo at Kansas City', category: 'Sports', close: '2027-01-04T01:25:00Z', sources: NFL,
    rules: 'If the game ends in a tie, both markets resolve to No.',
    markets: [{ id: 'KXNFLGAME-27JAN03BUFKC-BUF', label: 'Buffalo', t: 'BUF' }, { id: 'KXNFLGAME-27JAN03BUFKC-KC', label: 'Kansas City', t: 'KC' }] },
  { venue: 'beta', id: '40006', title: 'Bills vs. Chiefs', category: 'Sports', close: '2027-01-04T01:25:00Z', rules: 'In the event of a tie, this market will resolve 50-50.',
    markets: [{ id: 'h-buf-kc-0103', label: '', t: 'BUF', q: 'Bills vs. Chiefs', outcomes: ['Bills', 'Chiefs'], src: 'https://www.nfl.com/',
      rules: 'This market resolves to "Bills" if the Buffalo Bills win. In the event of a tie, this market will resolve 50-50.' }] },
  { venue: 'gamma', id: '8006', title: 'Bills vs Chiefs', close: '2027-01-04T01:25:00Z',
    markets: [{ id: '800601', label: 'Bills', t: 'BUF' }, { id: '800602', label: 'Chiefs', t: 'KC' }] },
] });
add({ name: 'h nfl commanders at giants dec 27', events: [
  { venue: 'alpha', id: 'KXNFLGAME-26DEC27WASNYG', title: 'Washington at New York G', category: 'Sports', close: '2026-12-27T21:00:00Z', sources: NFL,
    markets: [{ id: 'KXNFLGAME-26DEC27WASNYG-WAS', label: 'Washington', t: 'WAS' }, { id: 'KXNFLGAME-26DEC27WASNYG-NYG', label: 'New York G', t: 'NYG' }] },
  { venue: 'gamma', id: '8007', title: 'Commanders vs Giants (Dec 27)', close: '2026-12-27T21:00:00Z',
    markets: [{ id: '800701', label: 'Commanders', t: 'WAS' }, { id: '800702', label: 'Giants', t: 'NYG' }] },
] });
add({ name: 'h nfl giants at commanders jan 10 (beta only, other game)', events: [
  { venue: 'beta', id: '40008', title: 'Giants vs. Commanders', category: 'Sports', close: '2027-01-10T21:00:00Z',
    markets: [{ id: 'h-nyg-was-0110', label: '', t: 'NYG', q: 'Giants vs. Commanders', outcomes: ['Giants', 'Commanders'], src: 'https://www.nfl.com/' }] },
] });
// Jets and Giants share a city and stadium: same date, different games
add({ name: 'h nfl jets at dolphins dec 27 (same day as giants game)', events: [
  { venue: 'alpha', id: 'KXNFLGAME-26DEC27NYJMIA', title: 'New York J at Miami', category: 'Sports', close: '2026-12-27T21:00:00Z', sources: NFL,
    markets: [{ id: 'KXNFLGAME-26DEC27NYJMIA-NYJ', label: 'New York J', t: 'NYJ' }, { id: 'KXNFLGAME-26DEC27NYJMIA-MIA', label: 'Miami', t: 'MIA' }] },
  { venue: 'beta', id: '40009', title: 'Jets vs. Dolphins', category: 'Sports', close: '2026-12-27T21:00:00Z',
    markets: [{ id: 'h-nyj-mia-1227', label: '', t: 'NYJ', q: 'Jets vs. Dolphins', outcomes: ['Jets', 'Dolphins'], src: 'https://www.nfl.com/' }] },
] });
// teams the knowledge base does not carry
add({ name: 'h nba bucks at pacers (teams outside the kb)', events: [
  { venue: 'alpha', id: 'KXNBAGAME-26DEC17MILIND', title: 'Milwaukee Bucks at Indiana Pacers', category: 'Sports', close: '2026-12-18T03:00:00Z', sources: NBA,
    markets: [{ id: 'KXNBAGAME-26DEC17MILIND-MIL', label: 'Milwaukee Bucks', t: 'MIL' }, { id: 'KXNBAGAME-26DEC17MILIND-IND', label: 'Indiana Pacers', t: 'IND' }] },
  { venue: 'beta', id: '40010', title: 'Bucks vs. Pacers', category: 'Sports', close: '2026-12-18T03:00:00Z',
    markets: [{ id: 'h-mil-ind-1217', label: '', t: 'MIL', q: 'Bucks vs. Pacers', outcomes: ['Bucks', 'Pacers'], src: 'https://www.nba.com/' }] },
] });
add({ name: 'h nba pacers at bucks dec 19 (gamma only, other game)', events: [
  { venue: 'gamma', id: '8011', title: 'Pacers vs Bucks (Dec 19)', close: '2026-12-20T03:00:00Z',
    markets: [{ id: '801101', label: 'Pacers', t: 'IND' }, { id: '801102', label: 'Bucks', t: 'MIL' }] },
] });
// three-way soccer market: home, draw, away
add({ name: 'h epl arsenal chelsea three-way', events: [
  { venue: 'alpha', id: 'KXEPLGAME-26DEC26ARSCHE', title: 'Arsenal vs Chelsea', category: 'Sports', close: '2026-12-26T17:30:00Z', sources: ['Premier League https://www.premierleague.com'],
    markets: [{ id: 'KXEPLGAME-26DEC26ARSCHE-ARS', label: 'Arsenal', t: 'ARS' }, { id: 'KXEPLGAME-26DEC26ARSCHE-TIE', label: 'Tie', t: 'draw' },
      { id: 'KXEPLGAME-26DEC26ARSCHE-CHE', label: 'Chelsea', t: 'CHE' }] },
  { venue: 'beta', id: '40012', title: 'Arsenal vs. Chelsea', category: 'Sports', close: '2026-12-26T17:30:00Z',
    markets: [{ id: 'h-ars-che-ars', label: 'Arsenal', t: 'ARS', q: 'Will Arsenal win on 2026-12-26?', src: 'https://www.premierleague.com/' },
      { id: 'h-ars-che-draw', label: 'Draw (Arsenal vs. Chelsea)', t: 'draw', q: 'Will Arsenal vs. Chelsea end in a draw?', src: 'https://www.premierleague.com/' },
      { id: 'h-ars-che-che', label: 'Chelsea', t: 'CHE', q: 'Will Chelsea win on 2026-12-26?', src: 'https://www.premierleague.com/' }] },
  { venue: 'gamma', id: '8012', title: 'Arsenal vs Chelsea - Match Result', close: '2026-12-26T17:30:00Z',
    markets: [{ id: '801201', label: 'Arsenal', t: 'ARS' }, { id: '801202', label: 'Draw', t: 'draw' }, { id: '801203', label: 'Chelsea', t: 'CHE' }] },
] });
// college football rivalry; Michigan State is a different team playing the same day
add({ name: 'h ncaaf ohio state at michigan', events: [
  { venue: 'alpha', id: 'KXNCAAFGAME-27NOV27OSUMICH', title: 'Ohio State at Michigan', category: 'Sports', close: '2027-11-27T20:30:00Z', sources: ['NCAA https://www.ncaa.com'],
    markets: [{ id: 'KXNCAAFGAME-27NOV27OSUMICH-OSU', label: 'Ohio State', t: 'OSU' }, { id: 'KXNCAAFGAME-27NOV27OSUMICH-MICH', label: 'Michigan', t: 'MICH' }] },
  { venue: 'beta', id: '40013', title: 'Ohio State vs. Michigan', category: 'Sports', close: '2027-11-27T20:30:00Z',
    markets: [{ id: 'h-osu-mich', label: '', t: 'OSU', q: 'Ohio State vs. Michigan', outcomes: ['Ohio State', 'Michigan'], src: 'https://www.ncaa.com/' }] },
] });
add({ name: 'h ncaaf penn state at michigan state same day (other game)', events: [
  { venue: 'gamma', id: '8014', title: 'Penn State vs Michigan State (Nov 27)', close: '2027-11-27T20:30:00Z',
    markets: [{ id: '801401', label: 'Penn State', t: 'PSU' }, { id: '801402', label: 'Michigan State', t: 'MSU' }] },
] });
// beta's end date is set a few hours after alpha's close: the game result settles both, so still identical
add({ name: 'h nfl steelers at browns, beta end date later the same night', events: [
  { venue: 'alpha', id: 'KXNFLGAME-27JAN03PITCLE', title: 'Pittsburgh at Cleveland', category: 'Sports', close: '2027-01-03T21:00:00Z', sources: NFL,
    markets: [{ id: 'KXNFLGAME-27JAN03PITCLE-PIT', label: 'Pittsburgh', t: 'PIT' }, { id: 'KXNFLGAME-27JAN03PITCLE-CLE', label: 'Cleveland', t: 'CLE' }] },
  { venue: 'beta', id: '40015', title: 'Steelers vs. Browns', category: 'Sports', close: '2027-01-04T00:30:00Z',
    markets: [{ id: 'h-pit-cle-0103', label: '', t: 'PIT', q: 'Steelers vs. Browns', outcomes: ['Steelers', 'Browns'], src: 'https://www.nfl.com/' }] },
] });
add({ name: 'h afc champion vs nfc champion (different conference)', groups: [['alpha'], ['beta']], events: [
  { venue: 'alpha', id: 'KXNFLAFCCHAMP-27', title: 'AFC Champion', category: 'Sports', close: '2027-01-31T23:30:00Z', sources: NFL,
    markets: [{ id: 'KXNFLAFCCHAMP-27-BUF', label: 'Buffalo', t: 'afc-BUF' }, { id: 'KXNFLAFCCHAMP-27-BAL', label: 'Baltimore', t: 'afc-BAL' }] },
  { venue: 'beta', id: '40016', title: 'NFC Champion 2026-27', category: 'Sports', close: '2027-01-31T23:30:00Z',
    markets: [{ id: 'h-nfc-det', label: 'Detroit', t: 'nfc-DET', q: 'Will the Detroit Lions win the NFC Championship?', src: 'https://www.nfl.com/' },
      { id: 'h-nfc-phi', label: 'Philadelphia', t: 'nfc-PHI', q: 'Will the Philadelphia Eagles win the NFC Championship?', src: 'https://www.nfl.com/' }] },
] });

// ================= Economics: central banks =================
add({ name: 'h fed march 2027 decision', events: [
  { venue: 'alpha', id: 'KXFEDDECISION-27MAR', title: 'Fed decision in Mar 2027?', category: 'Economics', close: '2027-03-17T17:55:00Z', sources: FED,
    markets: [{ id: 'KXFEDDECISION-27MAR-C26', label: 'Cut >25bps', t: 'cut50' }, { id: 'KXFEDDECISION-27MAR-C25', label: 'Cut 25bps', t: 'cut25' },
      { id: 'KXFEDDECISION-27MAR-H0', label: 'Hold', t: 'hold' }, { id: 'KXFEDDECISION-27MAR-H25', label: 'Hike 25bps', t: 'hike25' }] },
  { venue: 'beta', id: '40020', title: 'Fed decision in March?', category: 'Economics', close: '2027-03-17T17:55:00Z',
    markets: [{ id: 'h-fed-mar-50', label: '50+ bps decrease', t: 'cut50', q: 'Fed decreases interest rates by 50+ bps after March 2027 meeting?', src: 'https://www.federalreserve.gov/' },
      { id: 'h-fed-mar-25', label: '25 bps decrease', t: 'cut25', q: 'Fed decreases interest rates by 25 bps after March 2027 meeting?', src: 'https://www.federalreserve.gov/' },
      { id: 'h-fed-mar-0', label: 'No change', t: 'hold', q: 'No change in Fed interest rates after March 2027 meeting?', src: 'https://www.federalreserve.gov/' },
      { id: 'h-fed-mar-up', label: '25+ bps increase', t: 'hike25plus', q: 'Fed increases interest rates by 25+ bps after March 2027 meeting?', src: 'https://www.federalreserve.gov/' }] },
] });
add({ name: 'h fed april 2027 decision (the next meeting)', events: [
  { venue: 'alpha', id: 'KXFEDDECISION-27APR', title: 'Fed decision in Apr 2027?', category: 'Economics', close: '2027-04-28T17:55:00Z', sources: FED,
    markets: [{ id: 'KXFEDDECISION-27APR-C25', label: 'Cut 25bps', t: 'cut25' }, { id: 'KXFEDDECISION-27APR-H0', label: 'Hold', t: 'hold' }] },
  { venue: 'gamma', id: '8021', title: 'Fed Interest Rate Decision - April 2027', close: '2027-04-28T17:55:00Z',
    markets: [{ id: '802101', label: '25 bps cut', t: 'cut25' }, { id: '802102', label: 'No change', t: 'hold' }] },
] });
add({ name: 'h bank of england february 2027', events: [
  { venue: 'alpha', id: 'KXBOE-27FEB', title: 'Bank of England decision in Feb 2027?', category: 'Economics', close: '2027-02-04T12:00:00Z', sources: ['Bank of England https://www.bankofengland.co.uk'],
    markets: [{ id: 'KXBOE-27FEB-C25', label: 'Cut 25bps', t: 'cut25' }, { id: 'KXBOE-27FEB-H0', label: 'Hold', t: 'hold' }] },
  { venue: 'beta', id: '40022', title: 'Bank of England decision in February?', category: 'Economics', close: '2027-02-04T12:00:00Z',
    markets: [{ id: 'h-boe-feb-25', label: '25 bps decrease', t: 'cut25', q: 'Bank of England decreases Bank Rate by 25 bps after February 2027 meeting?', src: 'https://www.bankofengland.co.uk/' },
      { id: 'h-boe-feb-0', label: 'No change', t: 'hold', q: 'No change in Bank of England Bank Rate after February 2027 meeting?', src: 'https://www.bankofengland.co.uk/' }] },
] });
add({ name: 'h bank of england march 2027 (other meeting)', events: [
  { venue: 'beta', id: '40023', title: 'Bank of England decision in March?', category: 'Economics', close: '2027-03-18T12:00:00Z',
    markets: [{ id: 'h-boe-mar-25', label: '25 bps decrease', t: 'cut25', q: 'Bank of England decreases Bank Rate by 25 bps after March 2027 meeting?', src: 'https://www.bankofengland.co.uk/' },
      { id: 'h-boe-mar-0', label: 'No change', t: 'hold', q: 'No change in Bank of England Bank Rate after March 2027 meeting?', src: 'https://www.bankofengland.co.uk/' }] },
] });
// the Fed and the ECB meet the same week in June: same labels, different central banks
add({ name: 'h fed june vs ecb june (different central bank)', groups: [['alpha'], ['beta']], events: [
  { venue: 'alpha', id: 'KXFEDDECISION-27JUN', title: 'Fed decision in Jun 2027?', category: 'Economics', close: '2027-06-09T17:55:00Z', sources: FED,
    markets: [{ id: 'KXFEDDECISION-27JUN-C25', label: 'Cut 25bps', t: 'fed-cut25' }, { id: 'KXFEDDECISION-27JUN-H0', label: 'Hold', t: 'fed-hold' }] },
  { venue: 'beta', id: '40024', title: 'ECB decision in June?', category: 'Economics', close: '2027-06-10T12:15:00Z',
    markets: [{ id: 'h-ecb-jun-25', label: '25 bps decrease', t: 'ecb-cut25', q: 'ECB decreases interest rates by 25 bps after June 2027 meeting?', src: 'https://www.ecb.europa.eu/' },
      { id: 'h-ecb-jun-0', label: 'No change', t: 'ecb-hold', q: 'No change in ECB interest rates after June 2027 meeting?', src: 'https://www.ecb.europa.eu/' }] },
] });
// a hike of exactly 25 bps on both venues
add({ name: 'h bank of japan january 2027', events: [
  { venue: 'alpha', id: 'KXBOJ-27JAN', title: 'Bank of Japan decision in Jan 2027?', category: 'Economics', close: '2027-01-22T03:00:00Z', sources: ['Bank of Japan https://www.boj.or.jp'],
    markets: [{ id: 'KXBOJ-27JAN-H25', label: 'Hike 25bps', t: 'hike25' }, { id: 'KXBOJ-27JAN-H0', label: 'Hold', t: 'hold' }] },
  { venue: 'gamma', id: '8025', title: 'Bank of Japan Rate Decision (January 2027)', close: '2027-01-22T03:00:00Z',
    markets: [{ id: '802501', label: 'Hike 25 bps', t: 'hike25' }, { id: '802502', label: 'No change', t: 'hold' }] },
] });
// "will the Fed cut at least once by June" is not the March meeting's decision
add({ name: 'h fed cuts by june vs at march meeting', groups: [['alpha'], ['gamma']], events: [
  { venue: 'alpha', id: 'KXFEDCUTBY-27JUN', title: 'Will the Fed cut rates by June 2027?', category: 'Economics', close: '2027-06-16T18:00:00Z', sources: FED,
    markets: [{ id: 'KXFEDCUTBY-27JUN', label: 'Yes', t: 'cutby' }] },
  { venue: 'gamma', id: '8026', title: 'Will the Fed cut rates at the March 2027 meeting?', close: '2027-03-17T17:55:00Z',
    markets: [{ id: '8026', label: 'Yes', t: 'cutmar' }] },
] });

// ================= Economics: data releases =================
add({ name: 'h cpi yoy january 2027 thresholds', events: [
  { venue: 'alpha', id: 'KXCPIYOY-27JAN', title: 'CPI year-over-year in Jan 2027', category: 'Economics', close: '2027-02-10T13:30:00Z', sources: BLS,
    markets: [{ id: 'KXCPIYOY-27JAN-T2.8', label: 'Above 2.8%', t: 'gt2.8' }, { id: 'KXCPIYOY-27JAN-T3.0', label: 'Above 3.0%', t: 'gt3.0' },
      { id: 'KXCPIYOY-27JAN-T3.2', label: 'Above 3.2%', t: 'gt3.2' }] },
  { venue: 'beta', id: '40030', title: 'January inflation US - Annual', category: 'Economics', close: '2027-02-10T13:30:00Z',
    markets: [{ id: 'h-cpi-jan-2.8', label: '>2.8%', t: 'gt2.8', q: 'Will annual inflation increase by more than 2.8% in January 2027?', src: 'https://www.bls.gov/' },
      { id: 'h-cpi-jan-3.0', label: '>3.0%', t: 'gt3.0', q: 'Will annual inflation increase by more than 3.0% in January 2027?', src: 'https://www.bls.gov/' },
      { id: 'h-cpi-jan-3.1', label: '>3.1%', t: 'gt3.1', q: 'Will annual inflation increase by more than 3.1% in January 2027?', src: 'https://www.bls.gov/' }] },
] });
// core CPI is a different series from headline CPI, same month, same release
add({ name: 'h core cpi mom vs headline cpi mom january 2027', groups: [['alpha'], ['gamma']], events: [
  { venue: 'alpha', id: 'KXCPICORE-27JAN', title: 'Core CPI month-over-month in Jan 2027', category: 'Economics', close: '2027-02-10T13:30:00Z', sources: BLS,
    markets: [{ id: 'KXCPICORE-27JAN-T0.3', label: 'Above 0.3%', t: 'core-gt0.3' }, { id: 'KXCPICORE-27JAN-T0.4', label: 'Above 0.4%', t: 'core-gt0.4' }] },
  { venue: 'gamma', id: '8031', title: 'US CPI MoM January 2027', close: '2027-02-10T13:30:00Z',
    markets: [{ id: '803101', label: 'Above 0.3%', t: 'head-gt0.3' }, { id: '803102', label: 'Above 0.4%', t: 'head-gt0.4' }] },
] });
// same release, different threshold grids: one event, no shared outcome
add({ name: 'h unemployment february 2027 (offset thresholds)', events: [
  { venue: 'alpha', id: 'KXU3-27FEB', title: 'Unemployment rate in Feb 2027', category: 'Economics', close: '2027-03-05T13:30:00Z', sources: BLS,
    markets: [{ id: 'KXU3-27FEB-T4.2', label: 'Above 4.2%', t: 'gt4.2' }, { id: 'KXU3-27FEB-T4.4', label: 'Above 4.4%', t: 'gt4.4' }] },
  { venue: 'beta', id: '40032', title: 'February unemployment rate', category: 'Economics', close: '2027-03-05T13:30:00Z',
    markets: [{ id: 'h-u3-feb-4.3', label: 'Above 4.3%', t: 'gt4.3', q: 'Will the unemployment rate be above 4.3% in February 2027?', src: 'https://www.bls.gov/' },
      { id: 'h-u3-feb-4.5', label: 'Above 4.5%', t: 'gt4.5', q: 'Will the unemployment rate be above 4.5% in February 2027?', src: 'https://www.bls.gov/' }] },
] });
add({ name: 'h nonfarm payrolls january 2027', events: [
  { venue: 'alpha', id: 'KXPAYROLLS-27JAN', title: 'Jobs numbers in Jan 2027', category: 'Economics', close: '2027-02-05T13:30:00Z', sources: BLS,
    markets: [{ id: 'KXPAYROLLS-27JAN-T100000', label: 'Above 100,000', t: 'gt100k' }, { id: 'KXPAYROLLS-27JAN-T150000', label: 'Above 150,000', t: 'gt150k' }] },
  { venue: 'gamma', id: '8033', title: 'US January 2027 nonfarm payrolls above 150K?', close: '2027-02-05T13:30:00Z',
    markets: [{ id: '8033', label: 'Yes', t: 'gt150k' }] },
] });
add({ name: 'h nonfarm payrolls february 2027 (next release)', events: [
  { venue: 'gamma', id: '8034', title: 'US February 2027 nonfarm payrolls above 150K?', close: '2027-03-05T13:30:00Z',
    markets: [{ id: '8034', label: 'Yes', t: 'gt150k' }] },
] });
// Q1 2027 GDP: advance estimate (alpha) vs the later second estimate (beta): same quantity, settles at a different time
add({ name: 'h gdp q1 2027 advance vs second estimate', fungible: { 'alpha|beta': false }, events: [
  { venue: 'alpha', id: 'KXGDP-27APR29', title: 'US GDP growth in Q1 2027', category: 'Economics', close: '2027-04-29T12:30:00Z', sources: BEA,
    rules: 'Resolves on the advance estimate of real GDP growth (annualized) first published by the Bureau of Economic Analysis.',
    markets: [{ id: 'KXGDP-27APR29-T1.0', label: 'Above 1.0%', t: 'gt1.0' }, { id: 'KXGDP-27APR29-T2.0', label: 'Above 2.0%', t: 'gt2.0' }] },
  { venue: 'beta', id: '40035', title: 'US GDP growth in Q1 2027?', category: 'Economics', close: '2027-05-27T12:30:00Z',
    rules: 'This market resolves according to the second estimate of Q1 2027 real GDP growth published by the BEA.',
    markets: [{ id: 'h-gdp-q1-1', label: 'Above 1.0%', t: 'gt1.0', q: 'US GDP growth in Q1 2027 above 1.0%?', src: 'https://www.bea.gov/', rules: 'This market resolves according to the second estimate of Q1 2027 real GDP growth published by the BEA.' },
      { id: 'h-gdp-q1-2', label: 'Above 2.0%', t: 'gt2.0', q: 'US GDP growth in Q1 2027 above 2.0%?', src: 'https://www.bea.gov/', rules: 'This market resolves according to the second estimate of Q1 2027 real GDP growth published by the BEA.' }] },
] });
add({ name: 'h euro area inflation january 2027 flash', events: [
  { venue: 'alpha', id: 'KXEUCPI-27JAN', title: 'Euro area inflation in Jan 2027', category: 'Economics', close: '2027-02-03T10:00:00Z', sources: ['Eurostat https://ec.europa.eu/eurostat'],
    markets: [{ id: 'KXEUCPI-27JAN-T2.0', label: 'Above 2.0%', t: 'gt2.0' }, { id: 'KXEUCPI-27JAN-T2.2', label: 'Above 2.2%', t: 'gt2.2' }] },
  { venue: 'beta', id: '40036', title: 'Eurozone inflation in January 2027?', category: 'Economics', close: '2027-02-03T10:00:00Z',
    markets: [{ id: 'h-eucpi-jan-2.0', label: 'Above 2.0%', t: 'gt2.0', q: 'Will Eurozone annual inflation be above 2.0% in January 2027?', src: 'https://ec.europa.eu/eurostat' },
      { id: 'h-eucpi-jan-2.2', label: 'Above 2.2%', t: 'gt2.2', q: 'Will Eurozone annual inflation be above 2.2% in January 2027?', src: 'https://ec.europa.eu/eurostat' }] },
] });
add({ name: 'h uk cpi january 2027 (other country, same thresholds)', events: [
  { venue: 'gamma', id: '8037', title: 'UK CPI inflation January 2027 above 2.0%?', close: '2027-02-17T07:00:00Z',
    markets: [{ id: '8037', label: 'Yes', t: 'uk-gt2.0' }] },
] });
// recession: alpha settles on two negative quarters in the BEA data, beta on an NBER announcement
add({ name: 'h us recession in 2027 (different resolution sources)', fungible: { 'alpha|beta': false }, events: [
  { venue: 'alpha', id: 'KXRECSSNBER-27', title: 'Recession in 2027?', category: 'Economics', close: '2028-04-30T14:00:00Z', sources: BEA,
    rules: 'Resolves Yes if the Bureau of Economic Analysis reports two consecutive quarters of negative real GDP growth in 2027.',
    markets: [{ id: 'KXRECSSNBER-27', label: 'Yes', t: 'yes', q: 'Will there be a recession in 2027?' }] },
  { venue: 'beta', id: '40038', title: 'US recession in 2027?', category: 'Economics', close: '2028-04-30T14:00:00Z',
    markets: [{ id: 'h-recession-2027', label: 'Yes', t: 'yes', q: 'US recession in 2027?', outcomes: ['Yes', 'No'], src: 'https://www.nber.org/',
      rules: 'Resolves Yes if the NBER Business Cycle Dating Committee announces that a recession began in 2027.' }] },
] });

// ================= Crypto and markets =================
add({ name: 'h bitcoin above thresholds mar 31 2027 (beta uses a different price feed)', fungible: { 'alpha|beta': false, 'beta|gamma': false, 'alpha|gamma': true }, events: [
  { venue: 'alpha', id: 'KXBTCD-27MAR3117', title: 'Bitcoin price on Mar 31, 2027 at 5pm EDT?', category: 'Crypto', close: '2027-03-31T21:00:00Z', sources: CB,
    markets: [{ id: 'KXBTCD-27MAR3117-T119999.99', label: '$120,000 or above', t: 'ge120k' }, { id: 'KXBTCD-27MAR3117-T124999.99', label: '$125,000 or above', t: 'ge125k' }] },
  { venue: 'beta', id: '40040', title: 'Bitcoin above ___ on March 31?', category: 'Crypto', close: '2027-03-31T21:00:00Z',
    markets: [{ id: 'h-btc-0331-120', label: '120,000', t: 'ge120k', q: 'Will the price of Bitcoin be above $120,000 on March 31?', src: 'https://www.binance.com/en/trade/BTC_USDT',
      rules: 'Resolves per the Binance BTC/USDT 1 minute candle close at 17:00 ET on March 31, 2027.' },
      { id: 'h-btc-0331-125', label: '125,000', t: 'ge125k', q: 'Will the price of Bitcoin be above $125,000 on March 31?', src: 'https://www.binance.com/en/trade/BTC_USDT',
        rules: 'Resolves per the Binance BTC/USDT 1 minute candle close at 17:00 ET on March 31, 2027.' }] },
  { venue: 'gamma', id: '8040', title: 'BTC above $120,000 on Mar 31, 2027 (5pm ET)?', close: '2027-03-31T21:00:00Z', rules: 'Resolution source: CF Benchmarks Bitcoin Real Time Index.',
    markets: [{ id: '8040', label: 'Yes', t: 'ge120k' }] },
] });
// "reach by" (touch any time before the deadline) vs "above on" (at the deadline)
add({ name: 'h bitcoin reach 150k by june 30 vs above 150k on june 30', groups: [['alpha'], ['beta']], events: [
  { venue: 'alpha', id: 'KXBTCMAXY-27JUN30', title: 'Will Bitcoin reach $150,000 by June 30, 2027?', category: 'Crypto', close: '2027-06-30T23:59:00Z', sources: CB,
    markets: [{ id: 'KXBTCMAXY-27JUN30-150000', label: 'Yes', t: 'reach' }] },
  { venue: 'beta', id: '40041', title: 'Bitcoin above $150k on June 30?', category: 'Crypto', close: '2027-06-30T23:59:00Z',
    markets: [{ id: 'h-btc-on-0630-150', label: 'Yes', t: 'above', q: 'Will Bitcoin be above $150,000 on June 30, 2027?', outcomes: ['Yes', 'No'], src: 'https://www.cfbenchmarks.com/' }] },
] });
// a dip question is the opposite tail from an "above" question at the same level
add({ name: 'h bitcoin dip below 80k in march vs above 80k on march 31', groups: [['alpha'], ['gamma']], events: [
  { venue: 'alpha', id: 'KXBTCMINMON-27MAR', title: 'Will Bitcoin dip below $80,000 in March 2027?', category: 'Crypto', close: '2027-03-31T23:59:00Z', sources: CB,
    markets: [{ id: 'KXBTCMINMON-27MAR-80000', label: 'Yes', t: 'dip' }] },
  { venue: 'gamma', id: '8042', title: 'Bitcoin above $80,000 on March 31, 2027?', close: '2027-03-31T23:59:00Z',
    markets: [{ id: '8042', label: 'Yes', t: 'above' }] },
] });
// price ranges: same buckets written differently on alpha and beta; gamma uses other boundaries (same event, no shared outcome)
add({ name: 'h ethereum price range feb 26 2027', events: [
  { venue: 'alpha', id: 'KXETH-27FEB2617', title: 'Ethereum price range on Feb 26, 2027?', category: 'Crypto', close: '2027-02-26T22:00:00Z', sources: CB,
    markets: [{ id: 'KXETH-27FEB2617-B3125', label: '$3,000 to $3,249.99', t: 'r3000' }, { id: 'KXETH-27FEB2617-B3375', label: '$3,250 to $3,499.99', t: 'r3250' }] },
  { venue: 'beta', id: '40043', title: 'Ethereum price on February 26?', category: 'Crypto', close: '2027-02-26T22:00:00Z',
    markets: [{ id: 'h-eth-0226-3000', label: '3,000-3,250', t: 'r3000', q: 'Will the price of Ethereum be between $3,000 and $3,250 on February 26?', src: 'https://www.cfbenchmarks.com/' },
      { id: 'h-eth-0226-3250', label: '3,250-3,500', t: 'r3250', q: 'Will the price of Ethereum be between $3,250 and $3,500 on February 26?', src: 'https://www.cfbenchmarks.com/' }] },
  { venue: 'gamma', id: '8043', title: 'ETH price on Feb 26, 2027', close: '2027-02-26T22:00:00Z', rules: 'Resolution source: CF Benchmarks Ether Real Time Index.',
    markets: [{ id: '804301', label: '$3,100-$3,300', t: 'r3100' }, { id: '804302', label: '$3,300-$3,500', t: 'r3300' }] },
] });
add({ name: 'h solana above 300 on march 31 2027 (asset outside the kb)', events: [
  { venue: 'alpha', id: 'KXSOLD-27MAR3117', title: 'Solana price on Mar 31, 2027?', category: 'Crypto', close: '2027-03-31T21:00:00Z', sources: CB,
    markets: [{ id: 'KXSOLD-27MAR3117-T299.99', label: '$300 or above', t: 'ge300' }] },
  { venue: 'beta', id: '40044', title: 'Solana above $300 on March 31?', category: 'Crypto', close: '2027-03-31T21:00:00Z',
    markets: [{ id: 'h-sol-0331-300', label: 'Yes', t: 'ge300', q: 'Will Solana be above $300 on March 31, 2027?', outcomes: ['Yes', 'No'], src: 'https://www.cfbenchmarks.com/' }] },
] });
add({ name: 'h s&p 500 close mar 31 2027', events: [
  { venue: 'alpha', id: 'KXINX-27MAR31H1600', title: 'S&P 500 price on Mar 31, 2027?', category: 'Financials', close: '2027-03-31T20:00:00Z', sources: ['S&P Dow Jones Indices https://www.spglobal.com'],
    markets: [{ id: 'KXINX-27MAR31H1600-T6500', label: '6,500 or above', t: 'ge6500' }, { id: 'KXINX-27MAR31H1600-T7000', label: '7,000 or above', t: 'ge7000' }] },
  { venue: 'beta', id: '40045', title: 'S&P 500 above ___ on March 31?', category: 'Finance', close: '2027-03-31T20:00:00Z',
    markets: [{ id: 'h-spx-0331-6500', label: '6,500', t: 'ge6500', q: 'Will the S&P 500 close above 6,500 on March 31, 2027?', src: 'https://www.spglobal.com/' },
      { id: 'h-spx-0331-7000', label: '7,000', t: 'ge7000', q: 'Will the S&P 500 close above 7,000 on March 31, 2027?', src: 'https://www.spglobal.com/' }] },
] });
add({ name: 'h s&p 500 above 7000 on apr 30 2027 (other date)', events: [
  { venue: 'gamma', id: '8046', title: 'S&P 500 above 7,000 on Apr 30, 2027?', close: '2027-04-30T20:00:00Z',
    markets: [{ id: '8046', label: 'Yes', t: 'ge7000-apr' }] },
] });
// temperature: same buckets, alpha reads the NWS Central Park climate report, beta a Weather Underground station at LaGuardia
add({ name: 'h nyc high temperature jan 15 2027 (different station)', fungible: { 'alpha|beta': false }, events: [
  { venue: 'alpha', id: 'KXHIGHNY-27JAN15', title: 'Highest temperature in NYC on Jan 15, 2027?', category: 'Climate and Weather', close: '2027-01-16T04:59:00Z', sources: NWS,
    rules: 'Resolves per the NWS Climatological Report (Daily) for Central Park, New York.',
    markets: [{ id: 'KXHIGHNY-27JAN15-B40.5', label: '40° to 41°', t: 'b40' }, { id: 'KXHIGHNY-27JAN15-B42.5', label: '42° to 43°', t: 'b42' }] },
  { venue: 'beta', id: '40047', title: 'Highest temperature in NYC on January 15?', category: 'Weather', close: '2027-01-16T04:59:00Z',
    rules: 'Resolves per the highest temperature recorded at LaGuardia Airport Station on Weather Underground.',
    markets: [{ id: 'h-nyc-0115-40', label: '40-41°F', t: 'b40', q: 'Will the highest temperature in New York City be between 40-41°F on January 15?', src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA' },
      { id: 'h-nyc-0115-42', label: '42-43°F', t: 'b42', q: 'Will the highest temperature in New York City be between 42-43°F on January 15?', src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA' }] },
] });
add({ name: 'h nyc high temperature jan 16 2027 (next day)', events: [
  { venue: 'beta', id: '40048', title: 'Highest temperature in NYC on January 16?', category: 'Weather', close: '2027-01-17T04:59:00Z',
    markets: [{ id: 'h-nyc-0116-40', label: '40-41°F', t: 'b40-16', q: 'Will the highest temperature in New York City be between 40-41°F on January 16?', src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA' }] },
] });

// ================= Politics and world =================
add({ name: 'h french presidential election 2027 winner', events: [
  { venue: 'alpha', id: 'KXFRPRES-27', title: 'Who will win the 2027 French presidential election?', category: 'Politics', close: '2027-05-09T18:00:00Z', sources: AP,
    markets: [{ id: 'KXFRPRES-27-JBAR', label: 'Jordan Bardella', t: 'bardella' }, { id: 'KXFRPRES-27-EPHI', label: 'Edouard Philippe', t: 'philippe' },
      { id: 'KXFRPRES-27-MLEP', label: 'Marine Le Pen', t: 'lepen' }] },
  { venue: 'beta', id: '40050', title: 'French Presidential Election Winner 2027', category: 'Politics', close: '2027-05-09T18:00:00Z',
    markets: [{ id: 'h-fr27-bardella', label: 'Jordan Bardella', t: 'bardella', q: 'Will Jordan Bardella win the 2027 French presidential election?', src: 'https://apnews.com/' },
      { id: 'h-fr27-philippe', label: 'Édouard Philippe', t: 'philippe', q: 'Will Édouard Philippe win the 2027 French presidential election?', src: 'https://apnews.com/' }] },
  { venue: 'gamma', id: '8050', title: '2027 French Presidential Election Winner', close: '2027-05-09T18:00:00Z',
    markets: [{ id: '805001', label: 'Jordan Bardella', t: 'bardella' }, { id: '805002', label: 'Marine Le Pen', t: 'lepen' }] },
] });
// first round (top finisher) is a different stage of the same election
add({ name: 'h french presidential first round top finisher (other stage)', events: [
  { venue: 'beta_us', id: 'french-presidential-election-first-round-winner-2027', title: 'French Presidential Election: 1st Round Winner', category: 'Politics', close: '2027-04-25T18:00:00Z',
    markets: [{ id: 'fr-2027-first-round-bardella', label: 'Jordan Bardella', t: 'r1-bardella', q: 'Will Jordan Bardella finish first in the first round of the 2027 French presidential election?', src: 'https://apnews.com/' },
      { id: 'fr-2027-first-round-philippe', label: 'Édouard Philippe', t: 'r1-philippe', q: 'Will Édouard Philippe finish first in the first round of the 2027 French presidential election?', src: 'https://apnews.com/' }] },
] });
// Speaker of the House vs House Minority Leader: near-identical titles, different offices
add({ name: 'h next speaker vs next house minority leader (different office)', groups: [['alpha'], ['beta']], events: [
  { venue: 'alpha', id: 'KXSPEAKER-27', title: 'Who will be Speaker of the House on Jan 31, 2027?', category: 'Politics', close: '2027-01-31T23:59:00Z', sources: ['U.S. House of Representatives https://www.house.gov'],
    markets: [{ id: 'KXSPEAKER-27-HJEF', label: 'Hakeem Jeffries', t: 'sp-jeffries' }, { id: 'KXSPEAKER-27-MJOH', label: 'Mike Johnson', t: 'sp-johnson' }] },
  { venue: 'beta', id: '40052', title: 'Who will be House Minority Leader on January 31, 2027?', category: 'Politics', close: '2027-01-31T23:59:00Z',
    markets: [{ id: 'h-minleader-jeffries', label: 'Hakeem Jeffries', t: 'ml-jeffries', q: 'Will Hakeem Jeffries be House Minority Leader on January 31, 2027?', src: 'https://www.house.gov/' },
      { id: 'h-minleader-johnson', label: 'Mike Johnson', t: 'ml-johnson', q: 'Will Mike Johnson be House Minority Leader on January 31, 2027?', src: 'https://www.house.gov/' }] },
] });
add({ name: 'h pennsylvania presidential result 2028 by party', events: [
  { venue: 'alpha', id: 'KXPRESPARTYPA-28', title: 'Which party will win Pennsylvania in the 2028 presidential election?', category: 'Politics', close: '2028-11-08T05:00:00Z', sources: AP,
    markets: [{ id: 'KXPRESPARTYPA-28-D', label: 'Democratic party', t: 'D' }, { id: 'KXPRESPARTYPA-28-R', label: 'Republican party', t: 'R' }] },
  { venue: 'beta', id: '40053', title: 'Pennsylvania Presidential Election Winner 2028', category: 'Politics', close: '2028-11-08T05:00:00Z',
    markets: [{ id: 'h-pa28-d', label: 'Democrats', t: 'D', q: 'Will a Democrat win Pennsylvania in the 2028 US Presidential Election?', src: 'https://apnews.com/' },
      { id: 'h-pa28-r', label: 'Republicans', t: 'R', q: 'Will a Republican win Pennsylvania in the 2028 US Presidential Election?', src: 'https://apnews.com/' }] },
] });
add({ name: 'h michigan presidential result 2028 (other state)', events: [
  { venue: 'beta', id: '40054', title: 'Michigan Presidential Election Winner 2028', category: 'Politics', close: '2028-11-08T05:00:00Z',
    markets: [{ id: 'h-mi28-d', label: 'Democrats', t: 'mi-D', q: 'Will a Democrat win Michigan in the 2028 US Presidential Election?', src: 'https://apnews.com/' },
      { id: 'h-mi28-r', label: 'Republicans', t: 'mi-R', q: 'Will a Republican win Michigan in the 2028 US Presidential Election?', src: 'https://apnews.com/' }] },
] });
add({ name: 'h pennsylvania senate race 2028 (other office)', events: [
  { venue: 'gamma', id: '8055', title: 'Pennsylvania Senate Election 2028: Which party wins?', close: '2028-11-08T05:00:00Z',
    markets: [{ id: '805501', label: 'Democratic', t: 'sen-D' }, { id: '805502', label: 'Republican', t: 'sen-R' }] },
] });
add({ name: 'h popular vote 2028 vs electoral college 2028', groups: [['alpha'], ['beta_us']], events: [
  { venue: 'alpha', id: 'KXPOPVOTE-28', title: 'Which party will win the popular vote in the 2028 presidential election?', category: 'Politics', close: '2028-11-08T05:00:00Z', sources: AP,
    markets: [{ id: 'KXPOPVOTE-28-D', label: 'Democratic party', t: 'pv-D' }, { id: 'KXPOPVOTE-28-R', label: 'Republican party', t: 'pv-R' }] },
  { venue: 'beta_us', id: 'presidential-election-winner-party-2028', title: 'Which party wins the 2028 US Presidential Election?', category: 'Politics', close: '2028-11-08T05:00:00Z',
    markets: [{ id: 'presidential-winner-party-2028-d', label: 'Democratic', t: 'ec-D', q: 'Will the Democratic candidate win the 2028 US Presidential Election?', src: 'https://apnews.com/' },
      { id: 'presidential-winner-party-2028-r', label: 'Republican', t: 'ec-R', q: 'Will the Republican candidate win the 2028 US Presidential Election?', src: 'https://apnews.com/' }] },
] });
add({ name: 'h putin out as president before 2028', events: [
  { venue: 'alpha', id: 'KXPUTINOUT-27', title: 'Will Putin cease to be President of Russia before 2028?', category: 'World', close: '2027-12-31T23:59:00Z', sources: ['Reuters https://www.reuters.com'],
    markets: [{ id: 'KXPUTINOUT-27', label: 'Yes', t: 'out', q: 'Will Vladimir Putin cease to be President of Russia before Jan 1, 2028?' }] },
  { venue: 'beta', id: '40057', title: 'Putin out as President of Russia by December 31, 2027?', category: 'Politics', close: '2027-12-31T23:59:00Z',
    markets: [{ id: 'h-putin-out-2027', label: 'Yes', t: 'out', q: 'Putin out as President of Russia by December 31, 2027?', outcomes: ['Yes', 'No'], src: 'https://www.reuters.com/' }] },
  { venue: 'gamma', id: '8057', title: 'Putin out as Russian President in 2027?', close: '2027-12-31T23:59:00Z',
    markets: [{ id: '8057', label: 'Yes', t: 'out' }] },
] });
// "remain" is the inverse proposition of "out": never the same outcome
add({ name: 'h netanyahu out vs netanyahu remains (inverted)', groups: [['alpha', 'beta'], ['gamma']], events: [
  { venue: 'alpha', id: 'KXNETANYAHUOUT-27', title: 'Netanyahu out as Prime Minister of Israel before 2028?', category: 'World', close: '2027-12-31T23:59:00Z', sources: ['Reuters https://www.reuters.com'],
    markets: [{ id: 'KXNETANYAHUOUT-27', label: 'Yes', t: 'out' }] },
  { venue: 'beta', id: '40058', title: 'Netanyahu out by December 31, 2027?', category: 'Politics', close: '2027-12-31T23:59:00Z',
    markets: [{ id: 'h-bibi-out-2027', label: 'Yes', t: 'out', q: 'Netanyahu out as Israeli Prime Minister by December 31, 2027?', outcomes: ['Yes', 'No'], src: 'https://www.reuters.com/' }] },
  { venue: 'gamma', id: '8058', title: 'Will Netanyahu remain Prime Minister of Israel through 2027?', close: '2027-12-31T23:59:00Z',
    markets: [{ id: '8058', label: 'Yes', t: 'remain' }] },
] });
add({ name: 'h russia ukraine ceasefire in 2027', events: [
  { venue: 'alpha', id: 'KXRUUKCEASE-27', title: 'Russia-Ukraine ceasefire in 2027?', category: 'World', close: '2027-12-31T23:59:00Z', sources: ['Reuters https://www.reuters.com'],
    markets: [{ id: 'KXRUUKCEASE-27', label: 'Yes', t: 'yes', q: 'Will Russia and Ukraine agree to a ceasefire before Jan 1, 2028?' }] },
  { venue: 'beta', id: '40059', title: 'Russia x Ukraine ceasefire in 2027?', category: 'Geopolitics', close: '2027-12-31T23:59:00Z',
    markets: [{ id: 'h-ruuk-cease-2027', label: 'Yes', t: 'yes', q: 'Russia x Ukraine ceasefire in 2027?', outcomes: ['Yes', 'No'], src: 'https://www.reuters.com/' }] },
] });
add({ name: 'h russia ukraine ceasefire by march 31 2027 (earlier deadline)', events: [
  { venue: 'beta_us', id: 'russia-x-ukraine-ceasefire-by-march-31-2027', title: 'Russia x Ukraine ceasefire by March 31, 2027?', category: 'Geopolitics', close: '2027-03-31T23:59:00Z',
    markets: [{ id: 'russia-x-ukraine-ceasefire-by-march-31-2027', label: 'Yes', t: 'mar', q: 'Russia x Ukraine ceasefire by March 31, 2027?', outcomes: ['Yes', 'No'], src: 'https://www.reuters.com/' }] },
] });
// government shutdown that has begun by a date vs one in effect on a date
add({ name: 'h shutdown begins by jan 30 vs shutdown in effect on jan 31', groups: [['alpha'], ['beta']], events: [
  { venue: 'alpha', id: 'KXGOVSHUT-27JAN30', title: 'Will the government shut down by Jan 30, 2027?', category: 'Politics', close: '2027-01-30T23:59:00Z', sources: ['U.S. Office of Personnel Management https://www.opm.gov'],
    markets: [{ id: 'KXGOVSHUT-27JAN30', label: 'Yes', t: 'by' }] },
  { venue: 'beta', id: '40061', title: 'Government shutdown on January 31?', category: 'Politics', close: '2027-01-31T23:59:00Z',
    markets: [{ id: 'h-shutdown-on-0131', label: 'Yes', t: 'on', q: 'Will the US federal government be shut down on January 31, 2027?', outcomes: ['Yes', 'No'], src: 'https://www.opm.gov/' }] },
] });
add({ name: 'h trump impeached vs trump removed in 2027 (different proposition)', groups: [['alpha'], ['gamma']], events: [
  { venue: 'alpha', id: 'KXIMPEACH-27', title: 'Will Trump be impeached in 2027?', category: 'Politics', close: '2027-12-31T23:59:00Z', sources: ['U.S. House of Representatives https://www.house.gov'],
    markets: [{ id: 'KXIMPEACH-27', label: 'Yes', t: 'impeach' }] },
  { venue: 'gamma', id: '8062', title: 'Will Trump be removed from office in 2027?', close: '2027-12-31T23:59:00Z',
    markets: [{ id: '8062', label: 'Yes', t: 'removed' }] },
] });
// Oscars: Best Picture vs Best Director in the same ceremony
add({ name: 'h oscars 2027 best picture', events: [
  { venue: 'alpha', id: 'KXOSCARPIC-27', title: 'Oscar for Best Picture 2027', category: 'Entertainment', close: '2027-03-01T04:00:00Z', sources: ['Academy of Motion Picture Arts and Sciences https://www.oscars.org'],
    markets: [{ id: 'KXOSCARPIC-27-ODY', label: 'The Odyssey', t: 'odyssey' }, { id: 'KXOSCARPIC-27-DUN', label: 'Dune: Part Three', t: 'dune3' }] },
  { venue: 'beta', id: '40063', title: 'Oscars 2027: Best Picture Winner', category: 'Culture', close: '2027-03-01T04:00:00Z',
    markets: [{ id: 'h-osc27-pic-ody', label: 'The Odyssey', t: 'odyssey', q: 'Will "The Odyssey" win Best Picture at the 2027 Oscars?', src: 'https://www.oscars.org/' },
      { id: 'h-osc27-pic-dun', label: 'Dune: Part Three', t: 'dune3', q: 'Will "Dune: Part Three" win Best Picture at the 2027 Oscars?', src: 'https://www.oscars.org/' }] },
] });
add({ name: 'h oscars 2027 best director (other category)', events: [
  { venue: 'gamma', id: '8064', title: 'Oscars 2027: Best Director', close: '2027-03-01T04:00:00Z',
    markets: [{ id: '806401', label: 'Christopher Nolan', t: 'nolan' }, { id: '806402', label: 'Denis Villeneuve', t: 'villeneuve' }] },
] });
// tweet-count windows: Jan 1-7 vs Jan 1-8 are different events even with equal buckets
add({ name: 'h musk tweets jan 1-7 vs jan 1-8 (different window)', groups: [['alpha'], ['beta']], events: [
  { venue: 'alpha', id: 'KXMUSKTWEETS-27JAN07', title: 'Elon Musk # of tweets Jan 1 - Jan 7, 2027?', category: 'Tech', close: '2027-01-08T17:00:00Z', sources: ['X https://x.com'],
    markets: [{ id: 'KXMUSKTWEETS-27JAN07-B200', label: '200-224', t: 'w7-200' }, { id: 'KXMUSKTWEETS-27JAN07-B225', label: '225-249', t: 'w7-225' }] },
  { venue: 'beta', id: '40065', title: 'Elon Musk # tweets January 1 - January 8, 2027?', category: 'Tech', close: '2027-01-09T17:00:00Z',
    markets: [{ id: 'h-musk-0108-200', label: '200-224', t: 'w8-200', q: 'Will Elon Musk post 200-224 tweets from January 1 to January 8, 2027?', src: 'https://x.com/elonmusk' },
      { id: 'h-musk-0108-225', label: '225-249', t: 'w8-225', q: 'Will Elon Musk post 225-249 tweets from January 1 to January 8, 2027?', src: 'https://x.com/elonmusk' }] },
] });
add({ name: 'h uk general election next pm person (beta_us + gamma)', events: [
  { venue: 'beta_us', id: 'next-uk-prime-minister', title: 'Next UK Prime Minister?', category: 'Politics', close: '2029-08-15T23:59:00Z',
    markets: [{ id: 'next-uk-pm-starmer', label: 'Keir Starmer', t: 'starmer', q: 'Will Keir Starmer be the next UK Prime Minister?', src: 'https://www.gov.uk/' },
      { id: 'next-uk-pm-farage', label: 'Nigel Farage', t: 'farage', q: 'Will Nigel Farage be the next UK Prime Minister?', src: 'https://www.gov.uk/' }] },
  { venue: 'gamma', id: '8066', title: 'Next UK Prime Minister', close: '2029-08-15T23:59:00Z',
    markets: [{ id: '806601', label: 'Keir Starmer', t: 'starmer' }, { id: '806602', label: 'Nigel Farage', t: 'farage' }] },
] });
add({ name: 'h next labour leader (other office, same names)', events: [
  { venue: 'alpha', id: 'KXLABOURLEADER-29', title: 'Next Labour Party leader?', category: 'Politics', close: '2029-08-15T23:59:00Z', sources: ['Labour Party https://labour.org.uk'],
    markets: [{ id: 'KXLABOURLEADER-29-KSTA', label: 'Keir Starmer', t: 'lab-starmer' }, { id: 'KXLABOURLEADER-29-ARAY', label: 'Angela Rayner', t: 'lab-rayner' }] },
] });

// ---- Emit ----
const scenario = emitScenario(cases);
writeFileSync(new URL('./holdout-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);
const truth = scenario['truth'] as { events: unknown[]; outcomes: unknown[] };
console.log(`cases ${cases.length}, venue events ${cases.reduce((n, c) => n + c.events.length, 0)}, true event groups ${truth.events.length}, outcome groups ${truth.outcomes.length}`);
