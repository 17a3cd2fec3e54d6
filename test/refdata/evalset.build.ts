// Builds test/refdata/eval-set.json: hand-written venue catalogs (scenario format) with hand-labelled truth.
// Each case below states, by hand, which venue events are the same real-world event, which markets are the same
// outcome (same `t`), and whether each venue pair settles identically (`fungible`). Run: node test/refdata/evalset.build.ts
import { writeFileSync } from 'node:fs';
import { emitScenario, type Case, type E } from './evalset.emit.ts';

const AP = ['Associated Press https://apnews.com'];
const NBA = ['NBA https://www.nba.com'];
const NFL = ['NFL https://www.nfl.com'];
const FED = ['Federal Reserve https://www.federalreserve.gov'];
const BLS = ['Bureau of Labor Statistics https://www.bls.gov'];
const CB = ['CF Benchmarks https://www.cfbenchmarks.com'];

const cases: Case[] = [];
const add = (c: Case): void => void cases.push(c);

// ---- Sports: same game across venues (positives) ----
add({ name: 'nba lakers celtics dec 10', events: [
  { venue: 'alpha', id: 'KXNBAGAME-26DEC10LALBOS', title: 'Los Angeles Lakers at Boston Celtics', category: 'Sports', close: '2026-12-11T03:00:00Z', sources: NBA,
    markets: [{ id: 'KXNBAGAME-26DEC10LALBOS-LAL', label: 'Los Angeles Lakers', t: 'LAL' }, { id: 'KXNBAGAME-26DEC10LALBOS-BOS', label: 'Boston Celtics', t: 'BOS' }] },
  { venue: 'beta', id: '30001', title: 'Lakers vs. Celtics', category: 'Sports', close: '2026-12-11T03:00:00Z',
    markets: [{ id: 'b-lal-bos-1210', label: '', t: 'LAL', q: 'Lakers vs. Celtics', outcomes: ['Lakers', 'Celtics'], src: 'https://www.nba.com' }] },
  { venue: 'gamma', id: '7001', title: 'Lakers vs Celtics (Dec 10)', close: '2026-12-11T03:00:00Z',
    markets: [{ id: '700101', label: 'Lakers', t: 'LAL' }, { id: '700102', label: 'Celtics', t: 'BOS' }] },
] });
// same teams, different date: hard negative (the alpha Dec 10 game above vs these Dec 27 listings)
add({ name: 'nba lakers celtics dec 27 rematch', events: [
  { venue: 'alpha', id: 'KXNBAGAME-26DEC27BOSLAL', title: 'Boston Celtics at Los Angeles Lakers', category: 'Sports', close: '2026-12-28T06:00:00Z', sources: NBA,
    markets: [{ id: 'KXNBAGAME-26DEC27BOSLAL-BOS', label: 'Boston Celtics', t: 'BOS' }, { id: 'KXNBAGAME-26DEC27BOSLAL-LAL', label: 'Los Angeles Lakers', t: 'LAL' }] },
  { venue: 'beta', id: '30002', title: 'Celtics vs. Lakers', category: 'Sports', close: '2026-12-28T06:00:00Z',
    markets: [{ id: 'b-bos-lal-1227', label: '', t: 'BOS', q: 'Celtics vs. Lakers', outcomes: ['Celtics', 'Lakers'], src: 'https://www.nba.com' }] },
] });
// inverted YES/NO: alpha asks "Lakers beat Knicks" (yes = Lakers); beta's moneyline lists Knicks first (yes = Knicks)
add({ name: 'inverted yes/no lakers knicks', events: [
  { venue: 'alpha', id: 'KXNBA-26DEC12LALNYK', title: 'Will the Lakers beat the Knicks on Dec 12, 2026?', category: 'Sports', close: '2026-12-13T03:00:00Z', sources: NBA,
    markets: [{ id: 'KXNBA-26DEC12LALNYK-LAL', label: 'Yes', t: 'LAL', q: 'Will the Lakers beat the Knicks on Dec 12, 2026?' }] },
  { venue: 'beta', id: '30003', title: 'Knicks vs. Lakers', category: 'Sports', close: '2026-12-13T03:00:00Z',
    markets: [{ id: 'b-nyk-lal-1212', label: '', t: 'NYK', q: 'Knicks vs. Lakers', outcomes: ['Knicks', 'Lakers'], src: 'https://www.nba.com' }] },
] });
add({ name: 'nba warriors rockets', events: [
  { venue: 'alpha', id: 'KXNBAGAME-26DEC14GSWHOU', title: 'Golden State Warriors at Houston Rockets', category: 'Sports', close: '2026-12-15T04:00:00Z', sources: NBA,
    markets: [{ id: 'KXNBAGAME-26DEC14GSWHOU-GSW', label: 'Golden State Warriors', t: 'GSW' }, { id: 'KXNBAGAME-26DEC14GSWHOU-HOU', label: 'Houston Rockets', t: 'HOU' }] },
  { venue: 'beta', id: '30004', title: 'Warriors vs. Rockets', category: 'Sports', close: '2026-12-15T04:00:00Z',
    markets: [{ id: 'b-gsw-hou', label: '', t: 'GSW', q: 'Warriors vs. Rockets', outcomes: ['Warriors', 'Rockets'], src: 'https://www.nba.com' }] },
  { venue: 'beta_us', id: 'nba-gsw-hou-2026-12-14', title: 'Warriors vs. Rockets', category: 'Sports', close: '2026-12-15T04:00:00Z',
    markets: [{ id: 'nba-gsw-hou-2026-12-14', label: '', t: 'GSW', q: 'Warriors vs. Rockets', outcomes: ['Warriors', 'Rockets'], src: 'https://www.nba.com' }] },
] });
// condition scope: postponement policy differs (alpha: resolves No; beta: 50-50)
add({ name: 'nfl chiefs patriots postponement policy', fungible: { 'alpha|beta': false, 'alpha|gamma': true, 'beta|gamma': true }, events: [
  { venue: 'alpha', id: 'KXNFLGAME-26DEC13KCNE', title: 'Kansas City Chiefs at New England Patriots', category: 'Sports', close: '2026-12-14T02:00:00Z', sources: NFL,
    rules: 'If the game is postponed beyond 48 hours, the market resolves No.',
    markets: [{ id: 'KXNFLGAME-26DEC13KCNE-KC', label: 'Kansas City Chiefs', t: 'KC' }, { id: 'KXNFLGAME-26DEC13KCNE-NE', label: 'New England Patriots', t: 'NE' }] },
  { venue: 'beta', id: '30005', title: 'Chiefs vs. Patriots', category: 'Sports', close: '2026-12-14T02:00:00Z', rules: 'If the game is postponed or canceled, this market resolves 50-50.',
    markets: [{ id: 'b-kc-ne', label: '', t: 'KC', q: 'Chiefs vs. Patriots', outcomes: ['Chiefs', 'Patriots'], src: 'https://www.nfl.com', rules: 'If the game is postponed or canceled, this market resolves 50-50.' }] },
  { venue: 'gamma', id: '7005', title: 'Chiefs vs Patriots', close: '2026-12-14T02:00:00Z',
    markets: [{ id: '700501', label: 'Chiefs', t: 'KC' }, { id: '700502', label: 'Patriots', t: 'NE' }] },
] });
add({ name: 'nfl eagles cowboys', events: [
  { venue: 'alpha', id: 'KXNFLGAME-26DEC20PHIDAL', title: 'Philadelphia Eagles at Dallas Cowboys', category: 'Sports', close: '2026-12-21T01:00:00Z', sources: NFL,
    markets: [{ id: 'KXNFLGAME-26DEC20PHIDAL-PHI', label: 'Philadelphia Eagles', t: 'PHI' }, { id: 'KXNFLGAME-26DEC20PHIDAL-DAL', label: 'Dallas Cowboys', t: 'DAL' }] },
  { venue: 'beta', id: '30006', title: 'Eagles vs. Cowboys', category: 'Sports', close: '2026-12-21T01:00:00Z',
    markets: [{ id: 'b-phi-dal', label: '', t: 'PHI', q: 'Eagles vs. Cowboys', outcomes: ['Eagles', 'Cowboys'], src: 'https://www.nfl.com' }] },
  { venue: 'gamma', id: '7006', title: 'Eagles vs Cowboys', close: '2026-12-21T01:00:00Z',
    markets: [{ id: '700601', label: 'Eagles', t: 'PHI' }, { id: '700602', label: 'Cowboys', t: 'DAL' }] },
] });
// a different-date Eagles-Cowboys game, only on gamma: must not join the Dec 20 event
add({ name: 'nfl eagles cowboys january (gamma only)', events: [
  { venue: 'gamma', id: '7007', title: 'Eagles vs Cowboys (Jan 10)', close: '2027-01-11T01:00:00Z',
    markets: [{ id: '700701', label: 'Eagles', t: 'PHI' }, { id: '700702', label: 'Cowboys', t: 'DAL' }] },
] });
add({ name: 'nfl packers bears', events: [
  { venue: 'alpha', id: 'KXNFLGAME-26DEC06GBCHI', title: 'Green Bay Packers at Chicago Bears', category: 'Sports', close: '2026-12-07T01:00:00Z', sources: NFL,
    markets: [{ id: 'KXNFLGAME-26DEC06GBCHI-GB', label: 'Green Bay Packers', t: 'GB' }, { id: 'KXNFLGAME-26DEC06GBCHI-CHI', label: 'Chicago Bears', t: 'CHI' }] },
  { venue: 'beta', id: '30008', title: 'Packers vs. Bears', category: 'Sports', close: '2026-12-07T01:00:00Z',
    markets: [{ id: 'b-gb-chi', label: '', t: 'GB', q: 'Packers vs. Bears', outcomes: ['Packers', 'Bears'], src: 'https://www.nfl.com' }] },
] });
add({ name: 'nfl ravens bengals', events: [
  { venue: 'alpha', id: 'KXNFLGAME-26DEC03BALCIN', title: 'Baltimore Ravens at Cincinnati Bengals', category: 'Sports', close: '2026-12-04T01:00:00Z', sources: NFL,
    markets: [{ id: 'KXNFLGAME-26DEC03BALCIN-BAL', label: 'Baltimore Ravens', t: 'BAL' }, { id: 'KXNFLGAME-26DEC03BALCIN-CIN', label: 'Cincinnati Bengals', t: 'CIN' }] },
  { venue: 'gamma', id: '7009', title: 'Ravens vs Bengals', close: '2026-12-04T01:00:00Z',
    markets: [{ id: '700901', label: 'Ravens', t: 'BAL' }, { id: '700902', label: 'Bengals', t: 'CIN' }] },
] });
add({ name: 'nfl seahawks 49ers', events: [
  { venue: 'beta', id: '30010', title: 'Seahawks vs. 49ers', category: 'Sports', close: '2026-12-28T01:00:00Z',
    markets: [{ id: 'b-sea-sf', label: '', t: 'SEA', q: 'Seahawks vs. 49ers', outcomes: ['Seahawks', '49ers'], src: 'https://www.nfl.com' }] },
  { venue: 'beta_us', id: 'nfl-sea-sf-2026-12-27', title: 'Seahawks vs. 49ers', category: 'Sports', close: '2026-12-28T01:00:00Z',
    markets: [{ id: 'nfl-sea-sf-2026-12-27', label: '', t: 'SEA', q: 'Seahawks vs. 49ers', outcomes: ['Seahawks', '49ers'], src: 'https://www.nfl.com' }] },
  { venue: 'gamma', id: '7010', title: 'Seahawks vs 49ers', close: '2026-12-28T01:00:00Z',
    markets: [{ id: '701001', label: 'Seahawks', t: 'SEA' }, { id: '701002', label: '49ers', t: 'SF' }] },
] });
add({ name: 'nba suns mavericks (beta only)', events: [
  { venue: 'beta', id: '30011', title: 'Suns vs. Mavericks', category: 'Sports', close: '2026-12-16T03:00:00Z',
    markets: [{ id: 'b-phx-dal', label: '', t: 'PHX', q: 'Suns vs. Mavericks', outcomes: ['Suns', 'Mavericks'] }] },
] });
add({ name: 'nba bulls cavaliers tie rules', events: [
  { venue: 'alpha', id: 'KXNBAGAME-26DEC18CHICLE', title: 'Chicago Bulls at Cleveland Cavaliers', category: 'Sports', close: '2026-12-19T03:00:00Z', sources: NBA,
    markets: [{ id: 'KXNBAGAME-26DEC18CHICLE-CHI', label: 'Chicago Bulls', t: 'CHI' }, { id: 'KXNBAGAME-26DEC18CHICLE-CLE', label: 'Cleveland Cavaliers', t: 'CLE' }] },
  { venue: 'beta', id: '30012', title: 'Bulls vs. Cavaliers', category: 'Sports', close: '2026-12-19T03:00:00Z',
    markets: [{ id: 'b-chi-cle', label: '', t: 'CHI', q: 'Bulls vs. Cavaliers', outcomes: ['Bulls', 'Cavaliers'], src: 'https://www.nba.com' }] },
] });

// ---- Economics: Fed decisions ----
add({ name: 'fed december decision categorical', events: [
  { venue: 'alpha', id: 'KXFEDDECISION-26DEC', title: 'Fed decision in December 2026', category: 'Economics', close: '2026-12-16T19:00:00Z', sources: FED,
    markets: [{ id: 'KXFEDDECISION-26DEC-C25', label: 'Cut 25bps', t: 'cut25' }, { id: 'KXFEDDECISION-26DEC-H0', label: 'Hold', t: 'hold' }, { id: 'KXFEDDECISION-26DEC-H25', label: 'Hike 25bps', t: 'hike25' }] },
  { venue: 'beta', id: '30020', title: 'Fed decision in December 2026?', category: 'Economics', close: '2026-12-16T19:00:00Z',
    markets: [
      { id: 'b-fed-dec-c25', label: '25 bps decrease', t: 'cut25', q: 'Fed decreases interest rates by 25 bps after December 2026 meeting?', src: 'https://www.federalreserve.gov' },
      { id: 'b-fed-dec-h', label: 'No change', t: 'hold', q: 'No change in Fed interest rates after December 2026 meeting?', src: 'https://www.federalreserve.gov' },
      { id: 'b-fed-dec-c50', label: '50+ bps decrease', t: 'cut50', q: 'Fed decreases interest rates by 50+ bps after December 2026 meeting?', src: 'https://www.federalreserve.gov' }] },
  { venue: 'gamma', id: '7020', title: 'Fed decision December 2026', close: '2026-12-16T19:00:00Z',
    markets: [{ id: '702001', label: 'Cut 25bps', t: 'cut25' }, { id: '702002', label: 'Hold', t: 'hold' }] },
] });
add({ name: 'fed january decision (other meeting)', events: [
  { venue: 'alpha', id: 'KXFEDDECISION-27JAN', title: 'Fed decision in January 2027', category: 'Economics', close: '2027-01-27T19:00:00Z', sources: FED,
    markets: [{ id: 'KXFEDDECISION-27JAN-C25', label: 'Cut 25bps', t: 'cut25' }, { id: 'KXFEDDECISION-27JAN-H0', label: 'Hold', t: 'hold' }] },
  { venue: 'beta', id: '30021', title: 'Fed decision in January 2027?', category: 'Economics', close: '2027-01-27T19:00:00Z',
    markets: [
      { id: 'b-fed-jan-c25', label: '25 bps decrease', t: 'cut25', q: 'Fed decreases interest rates by 25 bps after January 2027 meeting?', src: 'https://www.federalreserve.gov' },
      { id: 'b-fed-jan-h', label: 'No change', t: 'hold', q: 'No change in Fed interest rates after January 2027 meeting?', src: 'https://www.federalreserve.gov' }] },
] });
// "by" versus "on": cumulative deadline vs point date
add({ name: 'fed cut by march vs at march meeting', groups: [['alpha'], ['beta']], events: [
  { venue: 'alpha', id: 'KXFEDCUT-27MAR31', title: 'Will the Fed cut rates by March 31, 2027?', category: 'Economics', close: '2027-03-31T23:59:00Z', sources: FED,
    markets: [{ id: 'KXFEDCUT-27MAR31-Y', label: 'Yes', t: 'yes', q: 'Will the Fed cut rates by March 31, 2027?' }] },
  { venue: 'beta', id: '30022', title: 'Will the Fed cut rates on March 17, 2027?', category: 'Economics', close: '2027-03-17T19:00:00Z',
    markets: [{ id: 'b-fed-cut-mar17', label: 'Yes', t: 'yes', q: 'Will the Fed cut rates on March 17, 2027?', outcomes: ['Yes', 'No'], src: 'https://www.federalreserve.gov' }] },
] });
add({ name: 'recession by end of 2027 (same deadline, timing window differs)', fungible: { 'alpha|beta': false }, events: [
  { venue: 'alpha', id: 'KXRECSSNBER-27', title: 'Will the US enter a recession by Dec 31, 2027?', category: 'Economics', close: '2027-12-31T23:59:00Z', sources: ['NBER https://www.nber.org'],
    markets: [{ id: 'KXRECSSNBER-27-Y', label: 'Yes', t: 'yes', q: 'Will the US enter a recession by Dec 31, 2027?' }] },
  { venue: 'beta', id: '30023', title: 'US recession by December 31, 2027?', category: 'Economics', close: '2028-01-01T05:00:00Z',
    markets: [{ id: 'b-recession-2027', label: 'Yes', t: 'yes', q: 'US recession by December 31, 2027?', outcomes: ['Yes', 'No'], src: 'https://www.nber.org' }] },
] });
// CPI buckets
add({ name: 'cpi november 2026 thresholds', events: [
  { venue: 'alpha', id: 'KXCPIYOY-26NOV', title: 'CPI year-over-year in November 2026', category: 'Economics', close: '2026-12-10T13:30:00Z', sources: BLS,
    markets: [{ id: 'KXCPIYOY-26NOV-T2.8', label: 'Above 2.8%', t: 'gt2.8' }, { id: 'KXCPIYOY-26NOV-T3.0', label: 'Above 3.0%', t: 'gt3.0' }, { id: 'KXCPIYOY-26NOV-T3.2', label: 'Above 3.2%', t: 'gt3.2' }] },
  { venue: 'beta', id: '30024', title: 'November 2026 CPI year-over-year', category: 'Economics', close: '2026-12-10T13:30:00Z',
    markets: [
      { id: 'b-cpi-nov-3.0', label: 'Above 3.0%', t: 'gt3.0', q: 'Will November 2026 CPI YoY be above 3.0%?', src: 'https://www.bls.gov' },
      { id: 'b-cpi-nov-3.2', label: 'Above 3.2%', t: 'gt3.2', q: 'Will November 2026 CPI YoY be above 3.2%?', src: 'https://www.bls.gov' },
      { id: 'b-cpi-nov-3.0ge', label: '3.0% or higher', t: 'ge3.0', q: 'Will November 2026 CPI YoY be 3.0% or higher?', src: 'https://www.bls.gov' }] },
] });
add({ name: 'cpi december 2026 (other month)', events: [
  { venue: 'alpha', id: 'KXCPIYOY-26DEC', title: 'CPI year-over-year in December 2026', category: 'Economics', close: '2027-01-13T13:30:00Z', sources: BLS,
    markets: [{ id: 'KXCPIYOY-26DEC-T3.0', label: 'Above 3.0%', t: 'gt3.0' }] },
  { venue: 'gamma', id: '7024', title: 'US CPI YoY December 2026', close: '2027-01-13T13:30:00Z',
    markets: [{ id: '702401', label: 'Above 3.0%', t: 'gt3.0' }] },
] });
add({ name: 'unemployment rate november', events: [
  { venue: 'alpha', id: 'KXU3-26NOV', title: 'Unemployment rate in November 2026', category: 'Economics', close: '2026-12-04T13:30:00Z', sources: BLS,
    markets: [{ id: 'KXU3-26NOV-T4.3', label: 'Above 4.3%', t: 'gt4.3' }, { id: 'KXU3-26NOV-T4.5', label: 'Above 4.5%', t: 'gt4.5' }] },
  { venue: 'beta', id: '30025', title: 'November 2026 unemployment rate', category: 'Economics', close: '2026-12-04T13:30:00Z',
    markets: [{ id: 'b-u3-nov-4.3', label: 'Above 4.3%', t: 'gt4.3', q: 'Unemployment above 4.3% in November 2026?', src: 'https://www.bls.gov' },
      { id: 'b-u3-nov-4.5', label: 'Above 4.5%', t: 'gt4.5', q: 'Unemployment above 4.5% in November 2026?', src: 'https://www.bls.gov' }] },
  { venue: 'beta_us', id: 'us-unemployment-nov-2026', title: 'November 2026 unemployment rate', category: 'Economics', close: '2026-12-04T13:30:00Z',
    markets: [{ id: 'us-unemployment-nov-2026-4-3', label: 'Above 4.3%', t: 'gt4.3', q: 'Unemployment above 4.3% in November 2026?', src: 'https://www.bls.gov' }] },
] });
add({ name: 'gdp q4 different source', fungible: { 'alpha|beta': false }, events: [
  { venue: 'alpha', id: 'KXGDP-26Q4', title: 'US GDP growth in Q4 2026', category: 'Economics', close: '2027-01-29T13:30:00Z', sources: ['Bureau of Economic Analysis https://www.bea.gov'],
    markets: [{ id: 'KXGDP-26Q4-T2.0', label: 'Above 2.0%', t: 'gt2.0' }, { id: 'KXGDP-26Q4-T3.0', label: 'Above 3.0%', t: 'gt3.0' }] },
  { venue: 'beta', id: '30026', title: 'US GDP growth in Q4 2026?', category: 'Economics', close: '2027-01-29T13:30:00Z',
    markets: [{ id: 'b-gdp-q4-2', label: 'Above 2.0%', t: 'gt2.0', q: 'US Q4 2026 GDP growth above 2.0%?', src: 'https://www.atlantafed.org/cqer/research/gdpnow' },
      { id: 'b-gdp-q4-3', label: 'Above 3.0%', t: 'gt3.0', q: 'US Q4 2026 GDP growth above 3.0%?', src: 'https://www.atlantafed.org/cqer/research/gdpnow' }] },
] });

// ---- Crypto ----
add({ name: 'btc above 100k dec 31', events: [
  { venue: 'alpha', id: 'KXBTCD-26DEC31', title: 'Bitcoin price on Dec 31, 2026', category: 'Crypto', close: '2026-12-31T22:00:00Z', sources: CB,
    markets: [{ id: 'KXBTCD-26DEC31-T100000', label: '$100,000 or above', t: 'ge100k' }, { id: 'KXBTCD-26DEC31-T110000', label: '$110,000 or above', t: 'ge110k' }] },
  { venue: 'beta', id: '30030', title: 'Bitcoin price on December 31, 2026?', category: 'Crypto', close: '2026-12-31T22:00:00Z',
    markets: [{ id: 'b-btc-1231-100', label: '$100k or above', t: 'ge100k', q: 'Will Bitcoin be $100k or above on December 31, 2026?', src: 'https://www.cfbenchmarks.com' },
      { id: 'b-btc-1231-120', label: '$120k or above', t: 'ge120k', q: 'Will Bitcoin be $120k or above on December 31, 2026?', src: 'https://www.cfbenchmarks.com' }] },
  { venue: 'gamma', id: '7030', title: 'BTC price Dec 31 2026', close: '2026-12-31T22:00:00Z', rules: 'Resolves per CF Benchmarks BRTI.',
    markets: [{ id: '703001', label: '$100,000 or above', t: 'ge100k' }, { id: '703002', label: '$110,000 or above', t: 'ge110k' }] },
] });
add({ name: 'btc above 100k different source', fungible: { 'alpha|beta': false }, events: [
  { venue: 'alpha', id: 'KXBTC-26DEC15-100K', title: 'Will Bitcoin be above $100,000 on Dec 15, 2026?', category: 'Crypto', close: '2026-12-15T21:00:00Z', sources: CB,
    markets: [{ id: 'KXBTC-26DEC15-100K-Y', label: 'Yes', t: 'yes', q: 'Will Bitcoin be above $100,000 on Dec 15, 2026?' }] },
  { venue: 'beta', id: '30031', title: 'Bitcoin above $100k on December 15, 2026?', category: 'Crypto', close: '2026-12-15T21:00:00Z',
    markets: [{ id: 'b-btc-1215-100', label: 'Yes', t: 'yes', q: 'Bitcoin above $100k on December 15, 2026?', outcomes: ['Yes', 'No'], src: 'https://www.binance.com' }] },
] });
// different strike: hard negative
add({ name: 'btc above 105k dec 15 (different strike)', events: [
  { venue: 'beta', id: '30032', title: 'Bitcoin above $105k on December 15, 2026?', category: 'Crypto', close: '2026-12-15T21:00:00Z',
    markets: [{ id: 'b-btc-1215-105', label: 'Yes', t: 'yes', q: 'Bitcoin above $105k on December 15, 2026?', outcomes: ['Yes', 'No'], src: 'https://www.cfbenchmarks.com' }] },
] });
add({ name: 'eth above 5000 dec 31', events: [
  { venue: 'alpha', id: 'KXETH-26DEC31-5000', title: 'Will Ethereum be above $5,000 on Dec 31, 2026?', category: 'Crypto', close: '2026-12-31T22:00:00Z', sources: CB,
    markets: [{ id: 'KXETH-26DEC31-5000-Y', label: 'Yes', t: 'yes', q: 'Will Ethereum be above $5,000 on Dec 31, 2026?' }] },
  { venue: 'beta', id: '30033', title: 'ETH above $5000 on December 31, 2026?', category: 'Crypto', close: '2026-12-31T22:00:00Z',
    markets: [{ id: 'b-eth-1231-5000', label: 'Yes', t: 'yes', q: 'ETH above $5000 on December 31, 2026?', outcomes: ['Yes', 'No'], src: 'https://www.cfbenchmarks.com' }] },
  { venue: 'gamma', id: '7033', title: 'Ethereum above $5,000 on Dec 31, 2026?', close: '2026-12-31T22:00:00Z', rules: 'Resolution source: CF Benchmarks.',
    markets: [{ id: '7033', label: 'Yes', t: 'yes' }] },
] });
// "by" vs "on" in crypto
add({ name: 'eth reach 6000 by vs on', groups: [['alpha'], ['beta']], events: [
  { venue: 'alpha', id: 'KXETHMAX-26DEC31-6000', title: 'Will Ethereum reach $6,000 by Dec 31, 2026?', category: 'Crypto', close: '2026-12-31T23:59:00Z', sources: CB,
    markets: [{ id: 'KXETHMAX-26DEC31-6000-Y', label: 'Yes', t: 'yes', q: 'Will Ethereum reach $6,000 by Dec 31, 2026?' }] },
  { venue: 'beta', id: '30034', title: 'Will Ethereum be above $6,000 on Dec 31, 2026?', category: 'Crypto', close: '2026-12-31T22:00:00Z',
    markets: [{ id: 'b-eth-on-6000', label: 'Yes', t: 'yes', q: 'Will Ethereum be above $6,000 on Dec 31, 2026?', outcomes: ['Yes', 'No'], src: 'https://www.cfbenchmarks.com' }] },
] });

// ---- Politics ----
add({ name: '2028 presidential election winner', events: [
  { venue: 'alpha', id: 'KXPRES-28', title: 'Who will win the 2028 presidential election?', category: 'Elections', close: '2028-11-07T23:00:00Z', sources: AP,
    markets: [{ id: 'KXPRES-28-JDV', label: 'JD Vance', t: 'vance' }, { id: 'KXPRES-28-GN', label: 'Gavin Newsom', t: 'newsom' }, { id: 'KXPRES-28-AOC', label: 'Alexandria Ocasio-Cortez', t: 'aoc' }] },
  { venue: 'beta', id: '30040', title: 'Presidential Election Winner 2028', category: 'Politics', close: '2028-11-07T23:00:00Z',
    markets: [{ id: 'b-pres28-vance', label: 'JD Vance', t: 'vance', q: 'Will JD Vance win the 2028 US Presidential Election?', src: 'https://apnews.com' },
      { id: 'b-pres28-newsom', label: 'Gavin Newsom', t: 'newsom', q: 'Will Gavin Newsom win the 2028 US Presidential Election?', src: 'https://apnews.com' },
      { id: 'b-pres28-aoc', label: 'Alexandria Ocasio-Cortez', t: 'aoc', q: 'Will Alexandria Ocasio-Cortez win the 2028 US Presidential Election?', src: 'https://apnews.com' },
      { id: 'b-pres28-rubio', label: 'Marco Rubio', t: 'rubio', q: 'Will Marco Rubio win the 2028 US Presidential Election?', src: 'https://apnews.com' }] },
  { venue: 'beta_us', id: 'presidential-election-winner-2028', title: 'Presidential Election Winner 2028', category: 'Politics', close: '2028-11-07T23:00:00Z',
    markets: [{ id: 'pres-2028-vance', label: 'JD Vance', t: 'vance', q: 'Will JD Vance win the 2028 US Presidential Election?', src: 'https://apnews.com' },
      { id: 'pres-2028-newsom', label: 'Gavin Newsom', t: 'newsom', q: 'Will Gavin Newsom win the 2028 US Presidential Election?', src: 'https://apnews.com' }] },
] });
// near-identical titles, different office
add({ name: '2028 vice presidential nominee (different office)', events: [
  { venue: 'beta', id: '30041', title: 'Republican Vice Presidential Nominee 2028', category: 'Politics', close: '2028-08-31T23:00:00Z',
    markets: [{ id: 'b-vp28-rubio', label: 'Marco Rubio', t: 'rubio', q: 'Will Marco Rubio be the 2028 Republican VP nominee?', src: 'https://apnews.com' }] },
] });
add({ name: '2028 republican presidential nominee', events: [
  { venue: 'alpha', id: 'KXRNOM-28', title: 'Republican presidential nominee 2028', category: 'Elections', close: '2028-08-31T23:00:00Z', sources: AP,
    markets: [{ id: 'KXRNOM-28-JDV', label: 'JD Vance', t: 'vance' }, { id: 'KXRNOM-28-MR', label: 'Marco Rubio', t: 'rubio' }] },
  { venue: 'beta', id: '30042', title: 'Republican Presidential Nominee 2028', category: 'Politics', close: '2028-08-31T23:00:00Z',
    markets: [{ id: 'b-rnom28-vance', label: 'JD Vance', t: 'vance', q: 'Will JD Vance be the 2028 Republican presidential nominee?', src: 'https://apnews.com' },
      { id: 'b-rnom28-rubio', label: 'Marco Rubio', t: 'rubio', q: 'Will Marco Rubio be the 2028 Republican presidential nominee?', src: 'https://apnews.com' }] },
] });
add({ name: '2028 democratic presidential nominee', events: [
  { venue: 'alpha', id: 'KXDNOM-28', title: 'Democratic presidential nominee 2028', category: 'Elections', close: '2028-08-31T23:00:00Z', sources: AP,
    markets: [{ id: 'KXDNOM-28-GN', label: 'Gavin Newsom', t: 'newsom' }, { id: 'KXDNOM-28-AOC', label: 'Alexandria Ocasio-Cortez', t: 'aoc' }] },
  { venue: 'gamma', id: '7042', title: 'Democratic Presidential Nominee 2028', close: '2028-08-31T23:00:00Z',
    markets: [{ id: '704201', label: 'Gavin Newsom', t: 'newsom' }, { id: '704202', label: 'Alexandria Ocasio-Cortez', t: 'aoc' }] },
] });
add({ name: 'nyc mayor vs ny governor (different office)', groups: [['alpha'], ['beta']], events: [
  { venue: 'alpha', id: 'KXMAYORNYC-29', title: 'Who will win the 2029 New York City mayoral election?', category: 'Elections', close: '2029-11-06T23:00:00Z', sources: AP,
    markets: [{ id: 'KXMAYORNYC-29-A', label: 'Candidate A', t: 'a' }] },
  { venue: 'beta', id: '30043', title: 'Who will win the 2029 New York governor election?', category: 'Politics', close: '2029-11-06T23:00:00Z',
    markets: [{ id: 'b-gov-ny-a', label: 'Candidate A', t: 'a', q: 'Will Candidate A win the 2029 New York governor election?', src: 'https://apnews.com' }] },
] });
add({ name: 'house control 2026', events: [
  { venue: 'alpha', id: 'KXHOUSE-26', title: 'Which party will win the House in 2026?', category: 'Elections', close: '2026-11-30T23:00:00Z', sources: AP,
    markets: [{ id: 'KXHOUSE-26-D', label: 'Democratic Party', t: 'D' }, { id: 'KXHOUSE-26-R', label: 'Republican Party', t: 'R' }] },
  { venue: 'beta', id: '30044', title: 'Which party will win the House in 2026?', category: 'Politics', close: '2026-11-30T23:00:00Z',
    markets: [{ id: 'b-house26-d', label: 'Democrats', t: 'D', q: 'Will the Democrats win the House in 2026?', src: 'https://apnews.com' },
      { id: 'b-house26-r', label: 'Republicans', t: 'R', q: 'Will the Republicans win the House in 2026?', src: 'https://apnews.com' }] },
] });
add({ name: 'senate control 2026 (other chamber)', events: [
  { venue: 'alpha', id: 'KXSENATE-26', title: 'Which party will win the Senate in 2026?', category: 'Elections', close: '2026-11-30T23:00:00Z', sources: AP,
    markets: [{ id: 'KXSENATE-26-D', label: 'Democratic Party', t: 'D' }, { id: 'KXSENATE-26-R', label: 'Republican Party', t: 'R' }] },
  { venue: 'gamma', id: '7045', title: 'Senate control after 2026 midterms', close: '2026-11-30T23:00:00Z',
    markets: [{ id: '704501', label: 'Democrats', t: 'D' }, { id: '704502', label: 'Republicans', t: 'R' }] },
] });
add({ name: 'uk next pm party (source differs)', fungible: { 'alpha|beta': false }, events: [
  { venue: 'alpha', id: 'KXUKPARTY-29', title: 'Which party will win the most seats in the next UK general election?', category: 'World', close: '2029-08-15T23:00:00Z', sources: ['BBC https://www.bbc.co.uk'],
    markets: [{ id: 'KXUKPARTY-29-LAB', label: 'Labour', t: 'lab' }, { id: 'KXUKPARTY-29-CON', label: 'Conservatives', t: 'con' }] },
  { venue: 'beta', id: '30046', title: 'Next UK general election: most seats', category: 'Politics', close: '2029-08-15T23:00:00Z',
    markets: [{ id: 'b-uk-lab', label: 'Labour', t: 'lab', q: 'Will Labour win the most seats in the next UK general election?', src: 'https://www.electoralcommission.org.uk' },
      { id: 'b-uk-con', label: 'Conservative', t: 'con', q: 'Will the Conservatives win the most seats in the next UK general election?', src: 'https://www.electoralcommission.org.uk' }] },
] });
add({ name: 'putin zelenskyy meeting by june', events: [
  { venue: 'alpha', id: 'KXPUTINZEL-27JUN', title: 'Will Putin and Zelenskyy meet by June 30, 2027?', category: 'World', close: '2027-06-30T23:59:00Z', sources: ['Reuters https://www.reuters.com'],
    markets: [{ id: 'KXPUTINZEL-27JUN-Y', label: 'Yes', t: 'yes', q: 'Will Putin and Zelenskyy meet by June 30, 2027?' }] },
  { venue: 'beta', id: '30047', title: 'Putin and Zelensky meet by June 30, 2027?', category: 'Politics', close: '2027-06-30T23:59:00Z',
    markets: [{ id: 'b-putin-zel-jun', label: 'Yes', t: 'yes', q: 'Putin and Zelensky meet by June 30, 2027?', outcomes: ['Yes', 'No'], src: 'https://www.reuters.com' }] },
] });
add({ name: 'putin zelenskyy meeting by december (other deadline)', events: [
  { venue: 'gamma', id: '7047', title: 'Will Putin and Zelenskyy meet by December 31, 2027?', close: '2027-12-31T23:59:00Z',
    markets: [{ id: '7047', label: 'Yes', t: 'yes' }] },
] });
add({ name: 'government shutdown by dec 31', events: [
  { venue: 'alpha', id: 'KXSHUTDOWN-26DEC31', title: 'Will there be a government shutdown by Dec 31, 2026?', category: 'Politics', close: '2026-12-31T23:59:00Z', sources: ['OPM https://www.opm.gov'],
    markets: [{ id: 'KXSHUTDOWN-26DEC31-Y', label: 'Yes', t: 'yes', q: 'Will there be a government shutdown by Dec 31, 2026?' }] },
  { venue: 'beta', id: '30048', title: 'US government shutdown by December 31, 2026?', category: 'Politics', close: '2026-12-31T23:59:00Z',
    markets: [{ id: 'b-shutdown-1231', label: 'Yes', t: 'yes', q: 'US government shutdown by December 31, 2026?', outcomes: ['Yes', 'No'], src: 'https://www.opm.gov' }] },
  { venue: 'beta_us', id: 'us-government-shutdown-by-dec-31-2026', title: 'US government shutdown by December 31, 2026?', category: 'Politics', close: '2026-12-31T23:59:00Z',
    markets: [{ id: 'us-government-shutdown-by-dec-31-2026', label: 'Yes', t: 'yes', q: 'US government shutdown by December 31, 2026?', outcomes: ['Yes', 'No'], src: 'https://www.opm.gov' }] },
] });
// inverted proposition: "no shutdown" vs "shutdown"
add({ name: 'inverted proposition: no shutdown', events: [
  { venue: 'gamma', id: '7048', title: 'Will the US government avoid a shutdown, i.e. not shut down by Dec 31, 2026?', close: '2026-12-31T23:59:00Z',
    markets: [{ id: '7048', label: 'Yes', t: 'yes' }] },
] });
add({ name: 'trump approval above 45 on jan 1 (no time reference in gamma)', events: [
  { venue: 'alpha', id: 'KXAPPROVE-27JAN01', title: 'Will Trump approval be above 45% on Jan 1, 2027?', category: 'Politics', close: '2027-01-01T17:00:00Z', sources: ['RealClearPolitics https://www.realclearpolling.com'],
    markets: [{ id: 'KXAPPROVE-27JAN01-Y', label: 'Yes', t: 'yes', q: 'Will Trump approval be above 45% on Jan 1, 2027?' }] },
  { venue: 'beta', id: '30049', title: 'Trump approval above 45% on January 1, 2027?', category: 'Politics', close: '2027-01-01T17:00:00Z',
    markets: [{ id: 'b-approve-45', label: 'Yes', t: 'yes', q: 'Trump approval above 45% on January 1, 2027?', outcomes: ['Yes', 'No'], src: 'https://www.realclearpolling.com' }] },
] });
// missing fields: a gamma market with no title date and no cutoff: must stay unmatched
add({ name: 'gamma record without cutoff (unmatched, with reason)', events: [
  { venue: 'gamma', id: '7049', title: 'Trump approval above 45%?', markets: [{ id: '7049', label: 'Yes', t: 'yes' }] },
] });
add({ name: 'ecb december decision', events: [
  { venue: 'alpha', id: 'KXECB-26DEC', title: 'ECB decision in December 2026', category: 'Economics', close: '2026-12-17T13:15:00Z', sources: ['European Central Bank https://www.ecb.europa.eu'],
    markets: [{ id: 'KXECB-26DEC-C25', label: 'Cut 25bps', t: 'cut25' }, { id: 'KXECB-26DEC-H', label: 'Hold', t: 'hold' }] },
  { venue: 'beta', id: '30050', title: 'ECB decision in December 2026?', category: 'Economics', close: '2026-12-17T13:15:00Z',
    markets: [{ id: 'b-ecb-dec-c25', label: '25 bps decrease', t: 'cut25', q: 'ECB decreases rates by 25 bps in December 2026?', src: 'https://www.ecb.europa.eu' },
      { id: 'b-ecb-dec-h', label: 'No change', t: 'hold', q: 'No change in ECB rates in December 2026?', src: 'https://www.ecb.europa.eu' }] },
] });
add({ name: 'musk leaves doge by (beta only)', events: [
  { venue: 'beta', id: '30051', title: 'Will Elon Musk become a US senator by 2030?', category: 'Politics', close: '2030-01-01T00:00:00Z',
    markets: [{ id: 'b-musk-senator', label: 'Yes', t: 'yes', q: 'Will Elon Musk become a US senator by 2030?', outcomes: ['Yes', 'No'] }] },
] });
add({ name: 'gas price above 3.50 end of december', events: [
  { venue: 'alpha', id: 'KXAAAGAS-26DEC31', title: 'US gas price on Dec 31, 2026', category: 'Economics', close: '2026-12-31T23:00:00Z', sources: ['AAA https://gasprices.aaa.com'],
    markets: [{ id: 'KXAAAGAS-26DEC31-T3.50', label: 'Above $3.50', t: 'gt3.5' }, { id: 'KXAAAGAS-26DEC31-T3.25', label: 'Above $3.25', t: 'gt3.25' }] },
  { venue: 'beta_us', id: 'us-gas-price-dec-31-2026', title: 'US gas price on December 31, 2026', category: 'Economics', close: '2026-12-31T23:00:00Z',
    markets: [{ id: 'us-gas-price-dec-31-2026-3-50', label: 'Above $3.50', t: 'gt3.5', q: 'Will US gas be above $3.50 on December 31, 2026?', src: 'https://gasprices.aaa.com' }] },
] });
// late-closing venue on a point event: settlement window
add({ name: 'btc price jan 31 timing window differs', fungible: { 'alpha|gamma': false }, events: [
  { venue: 'alpha', id: 'KXBTCD-27JAN31', title: 'Bitcoin price on Jan 31, 2027', category: 'Crypto', close: '2027-01-31T22:00:00Z', sources: CB,
    markets: [{ id: 'KXBTCD-27JAN31-T100000', label: '$100,000 or above', t: 'ge100k' }] },
  { venue: 'gamma', id: '7052', title: 'BTC price Jan 31 2027', close: '2027-02-03T22:00:00Z', rules: 'Resolves per CF Benchmarks BRTI at the end of the measurement window.',
    markets: [{ id: '705201', label: '$100,000 or above', t: 'ge100k', close: '2027-02-03T22:00:00Z' }] },
] });
// the same real event labelled very differently on two venues: a desk would match it, the matcher may keep it for review
add({ name: 'nba mvp 2027', events: [
  { venue: 'alpha', id: 'KXNBAMVP-27', title: 'NBA MVP 2026-27 season', category: 'Sports', close: '2027-05-20T23:00:00Z', sources: NBA,
    markets: [{ id: 'KXNBAMVP-27-A', label: 'Player A', t: 'a' }, { id: 'KXNBAMVP-27-B', label: 'Player B', t: 'b' }] },
  { venue: 'beta', id: '30053', title: 'NBA MVP 2026-27', category: 'Sports', close: '2027-05-20T23:00:00Z',
    markets: [{ id: 'b-mvp-a', label: 'Player A', t: 'a', q: 'Will Player A win the 2026-27 NBA MVP?', src: 'https://www.nba.com' },
      { id: 'b-mvp-b', label: 'Player B', t: 'b', q: 'Will Player B win the 2026-27 NBA MVP?', src: 'https://www.nba.com' }] },
] });
add({ name: 'super bowl lxi winner', events: [
  { venue: 'alpha', id: 'KXSB-27', title: 'Super Bowl LXI winner', category: 'Sports', close: '2027-02-14T04:00:00Z', sources: NFL,
    markets: [{ id: 'KXSB-27-KC', label: 'Kansas City Chiefs', t: 'KC' }, { id: 'KXSB-27-PHI', label: 'Philadelphia Eagles', t: 'PHI' }, { id: 'KXSB-27-BUF', label: 'Buffalo Bills', t: 'BUF' }] },
  { venue: 'beta', id: '30054', title: 'Super Bowl Champion 2027', category: 'Sports', close: '2027-02-14T04:00:00Z',
    markets: [{ id: 'b-sb-kc', label: 'Chiefs', t: 'KC', q: 'Will the Chiefs win Super Bowl 2027?', src: 'https://www.nfl.com' },
      { id: 'b-sb-phi', label: 'Eagles', t: 'PHI', q: 'Will the Eagles win Super Bowl 2027?', src: 'https://www.nfl.com' },
      { id: 'b-sb-det', label: 'Lions', t: 'DET', q: 'Will the Lions win Super Bowl 2027?', src: 'https://www.nfl.com' }] },
  { venue: 'gamma', id: '7054', title: 'Super Bowl LXI Champion', close: '2027-02-14T04:00:00Z',
    markets: [{ id: '705401', label: 'Kansas City Chiefs', t: 'KC' }, { id: '705402', label: 'Philadelphia Eagles', t: 'PHI' }] },
] });
add({ name: 'nba champion 2027', events: [
  { venue: 'alpha', id: 'KXNBA-27', title: 'NBA champion 2027', category: 'Sports', close: '2027-06-25T04:00:00Z', sources: NBA,
    markets: [{ id: 'KXNBA-27-OKC', label: 'Oklahoma City Thunder', t: 'OKC' }, { id: 'KXNBA-27-BOS', label: 'Boston Celtics', t: 'BOS' }] },
  { venue: 'beta', id: '30055', title: 'NBA Champion 2027', category: 'Sports', close: '2027-06-25T04:00:00Z',
    markets: [{ id: 'b-nba27-okc', label: 'Thunder', t: 'OKC', q: 'Will the Thunder win the 2027 NBA Finals?', src: 'https://www.nba.com' },
      { id: 'b-nba27-bos', label: 'Celtics', t: 'BOS', q: 'Will the Celtics win the 2027 NBA Finals?', src: 'https://www.nba.com' }] },
] });

// ---- More games, written as rows: [alpha ticker part, date, away full, home full, away short, home short, venues] ----
const games: Array<[string, string, string, string, string, string, string]> = [
  ['26DEC02DENOKC', '2026-12-02', 'Denver Nuggets', 'Oklahoma City Thunder', 'Nuggets', 'Thunder', 'alpha,beta,gamma'],
  ['26DEC05MIAPHI', '2026-12-05', 'Miami Dolphins', 'Philadelphia Eagles', 'Dolphins', 'Eagles', 'alpha,beta'],
  ['26DEC06SASORL', '2026-12-06', 'San Antonio Spurs', 'Orlando Magic', 'Spurs', 'Magic', 'alpha,gamma'],
  ['26DEC09ATLTOR', '2026-12-09', 'Atlanta Hawks', 'Toronto Raptors', 'Hawks', 'Raptors', 'alpha,beta,beta_us'],
  ['26DEC11BUFDET', '2026-12-11', 'Buffalo Bills', 'Detroit Lions', 'Bills', 'Lions', 'alpha,beta,gamma'],
  ['26DEC13LARSF', '2026-12-13', 'Los Angeles Rams', 'San Francisco 49ers', 'Rams', '49ers', 'alpha,beta'],
  ['26DEC19PHIGSW', '2026-12-19', 'Philadelphia 76ers', 'Golden State Warriors', '76ers', 'Warriors', 'alpha,beta'],
  ['26DEC20DENPIT', '2026-12-20', 'Denver Broncos', 'Pittsburgh Steelers', 'Broncos', 'Steelers', 'alpha,gamma'],
  ['26DEC21TENJAX', '2026-12-21', 'Tennessee Titans', 'Jacksonville Jaguars', 'Titans', 'Jaguars', 'alpha,beta,gamma'],
  ['26DEC22NOTB', '2026-12-22', 'New Orleans Saints', 'Tampa Bay Buccaneers', 'Saints', 'Buccaneers', 'alpha,beta'],
  ['26DEC26MINGB', '2026-12-26', 'Minnesota Vikings', 'Green Bay Packers', 'Vikings', 'Packers', 'beta,gamma'],
  ['26DEC28HOUIND', '2026-12-28', 'Houston Texans', 'Indianapolis Colts', 'Texans', 'Colts', 'alpha,beta,beta_us'],
  // same teams as 26DEC21TENJAX, a week later: a different game
  ['26DEC28TENJAX', '2026-12-28', 'Tennessee Titans', 'Jacksonville Jaguars', 'Titans', 'Jaguars', 'alpha,beta'],
];
let gi = 0;
for (const [tick, date, away, home, a, h, venues] of games) {
  gi++;
  const close = `${date}T23:30:00Z`;
  const evs: E[] = [];
  const vs = venues.split(',');
  const league = /Nuggets|Thunder|Spurs|Magic|Hawks|Raptors|76ers|Warriors/.test(away) ? NBA : NFL;
  if (vs.includes('alpha')) evs.push({ venue: 'alpha', id: `KXGAME-${tick}`, title: `${away} at ${home}`, category: 'Sports', close, sources: league,
    markets: [{ id: `KXGAME-${tick}-A`, label: away, t: 'away' }, { id: `KXGAME-${tick}-H`, label: home, t: 'home' }] });
  if (vs.includes('beta')) evs.push({ venue: 'beta', id: `31${String(gi).padStart(3, '0')}`, title: `${a} vs. ${h}`, category: 'Sports', close,
    markets: [{ id: `b-game-${tick}`, label: '', t: 'away', q: `${a} vs. ${h}`, outcomes: [a, h], src: league[0]!.split(' ')[1] }] });
  if (vs.includes('beta_us')) evs.push({ venue: 'beta_us', id: `game-${tick.toLowerCase()}`, title: `${a} vs. ${h}`, category: 'Sports', close,
    markets: [{ id: `game-${tick.toLowerCase()}`, label: '', t: 'away', q: `${a} vs. ${h}`, outcomes: [a, h], src: league[0]!.split(' ')[1] }] });
  if (vs.includes('gamma')) evs.push({ venue: 'gamma', id: `71${String(gi).padStart(3, '0')}`, title: `${a} vs ${h} (${date})`, close,
    markets: [{ id: `71${String(gi).padStart(3, '0')}1`, label: a, t: 'away' }, { id: `71${String(gi).padStart(3, '0')}2`, label: h, t: 'home' }] });
  add({ name: `game ${tick}`, events: evs });
}

// ---- Emit the scenario and the truth ----
const scenario = emitScenario(cases);
writeFileSync(new URL('./eval-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);
const truth = scenario['truth'] as { events: unknown[]; outcomes: unknown[] };
console.log(`cases ${cases.length}, venue events ${cases.reduce((n, c) => n + c.events.length, 0)}, true event groups ${truth.events.length}, outcome groups ${truth.outcomes.length}`);
