// Builds test/refdata/tuning2-set.json: a second tuning set for the matcher, aimed at the event kinds the first sets
// covered thinly: season-long futures (league, conference and cup champions, MVPs and player awards), games listed in
// gamma's own title styles, tournament winners (tennis majors, golf majors, college tournaments), award ceremonies,
// ranking markets, crypto thresholds (on a date, highest or lowest in a period), daily temperature highs, international
// elections and nominations, and Formula 1 sessions of one Grand Prix weekend. Each kind has hard negatives (other
// season, other league, other session, other threshold, other date, men's vs women's, other award category...).
// Same format as evalset.build.ts: same `t` inside a case = same outcome; `groups` split a case into real-world events;
// `fungible` overrides per venue pair (default true). Run: node test/refdata/tuning2.build.ts
import { writeFileSync } from 'node:fs';
import { emitScenario, type Case, type E, type M } from './evalset.emit.ts';

const NBA = ['NBA https://www.nba.com'];
const NFL = ['NFL https://www.nfl.com'];
const NHL = ['NHL https://www.nhl.com'];
const MLB = ['MLB https://www.mlb.com'];
const EPL = ['Premier League https://www.premierleague.com'];
const F1 = ['Formula 1 https://www.formula1.com'];
const NCAA = ['NCAA https://www.ncaa.com'];
const AP = ['Associated Press https://apnews.com'];
const CB = ['CF Benchmarks https://www.cfbenchmarks.com'];
const NWS = ['National Weather Service https://www.weather.gov'];

const cases: Case[] = [];
const add = (c: Case): void => void cases.push(c);

type Row = [label: string, t: string, q?: string];
/** A venue event with one market per row; market ids derive from the event id. */
function ev(venue: E['venue'], id: string, title: string, close: string, rows: Row[], extra: Partial<E> & { src?: string; mrules?: string } = {}): E {
  const { src, mrules, ...rest } = extra;
  const markets: M[] = rows.map(([label, t, q], i) => {
    const mid = venue === 'alpha' ? `${id}-${slug(label).toUpperCase().slice(0, 12)}` : venue === 'gamma' ? `${id}${String(i + 1).padStart(2, '0')}` : `${id}-${slug(label)}`;
    // a beta moneyline: one market whose two outcomes are the teams of the question ("Lakers vs. Celtics")
    const outcomes = label === '' && q !== undefined ? { outcomes: q.split(/ vs\.? /) as [string, string] } : {};
    return { id: label === '' ? `${id}-game` : mid, label, t, ...outcomes, ...(q !== undefined ? { q } : {}), ...(src !== undefined ? { src } : {}), ...(mrules !== undefined ? { rules: mrules } : {}) };
  });
  return { venue, id, title, close, markets, ...(venue === 'alpha' && rest.category === undefined ? { category: 'Sports' } : {}), ...rest };
}
function slug(s: string): string {
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
/** Beta-style questions for candidate rows: "Will {label} {verb}?" */
const qs = (rows: Array<[string, string]>, f: (label: string) => string): Row[] => rows.map(([l, t]) => [l, t, f(l)]);

// ================= Season-long futures =================
add({ name: 't2 nba champion 2026-27', events: [
  ev('alpha', 'KXNBA-27', 'Pro Basketball Champion 2027', '2027-06-30T23:59:00Z',
    [['Oklahoma City', 'OKC', 'Will Oklahoma City win the 2027 Pro Basketball Finals?'], ['Boston', 'BOS', 'Will Boston win the 2027 Pro Basketball Finals?'],
      ['Denver', 'DEN', 'Will Denver win the 2027 Pro Basketball Finals?'], ['New York', 'NYK', 'Will New York win the 2027 Pro Basketball Finals?']], { sources: NBA }),
  ev('beta', '50001', '2027 NBA Champion', '2027-06-30T12:00:00Z',
    qs([['Oklahoma City Thunder', 'OKC'], ['Boston Celtics', 'BOS'], ['Denver Nuggets', 'DEN'], ['New York Knicks', 'NYK'], ['Cleveland Cavaliers', 'CLE']],
      (l) => `Will the ${l} win the 2027 NBA Finals?`), { category: 'Sports', src: 'https://www.nba.com/' }),
  ev('beta_us', 'nba-champion-2027', 'NBA Champion 2027', '2027-06-30T12:00:00Z',
    qs([['Thunder', 'OKC'], ['Celtics', 'BOS'], ['Nuggets', 'DEN']], (l) => `Will the ${l} win the 2027 NBA Championship?`), { category: 'Sports', src: 'https://www.nba.com/' }),
  ev('gamma', '9001', 'NBA Champion 2026-27', '2027-06-25T04:00:00Z', [['Thunder', 'OKC'], ['Celtics', 'BOS'], ['Nuggets', 'DEN'], ['Knicks', 'NYK']]),
] });
add({ name: 't2 nba champion 2027-28 (next season)', events: [
  ev('beta', '50002', '2028 NBA Champion', '2028-06-30T12:00:00Z',
    qs([['Oklahoma City Thunder', 'n-OKC'], ['Boston Celtics', 'n-BOS'], ['Denver Nuggets', 'n-DEN']], (l) => `Will the ${l} win the 2028 NBA Finals?`), { category: 'Sports', src: 'https://www.nba.com/' }),
] });
add({ name: 't2 nba eastern conference champion 2027 (other stage)', events: [
  ev('alpha', 'KXNBAEAST-27', 'Pro Basketball Eastern Conference Champion 2027', '2027-06-01T23:59:00Z',
    [['Boston', 'e-BOS'], ['New York', 'e-NYK'], ['Cleveland', 'e-CLE']], { sources: NBA }),
  ev('gamma', '9003', 'NBA Eastern Conference Champion 2026-27', '2027-06-01T23:59:00Z', [['Celtics', 'e-BOS'], ['Knicks', 'e-NYK'], ['Cavaliers', 'e-CLE']]),
] });
add({ name: 't2 wnba champion 2027 (other league)', events: [
  ev('beta', '50004', '2027 WNBA Champion', '2027-10-20T12:00:00Z',
    qs([['New York Liberty', 'w-NYL'], ['Las Vegas Aces', 'w-LVA'], ['Minnesota Lynx', 'w-MIN']], (l) => `Will the ${l} win the 2027 WNBA Finals?`), { category: 'Sports', src: 'https://www.wnba.com/' }),
] });
add({ name: 't2 super bowl lxi champion', events: [
  ev('alpha', 'KXSB-27', 'Pro Football Champion', '2027-02-08T03:30:00Z',
    [['Kansas City', 'KC'], ['Buffalo', 'BUF'], ['Detroit', 'DET'], ['Philadelphia', 'PHI'], ['Baltimore', 'BAL']], { sources: NFL }),
  ev('beta', '50005', 'Super Bowl Champion 2027', '2027-02-08T12:00:00Z',
    qs([['Kansas City Chiefs', 'KC'], ['Buffalo Bills', 'BUF'], ['Detroit Lions', 'DET'], ['Philadelphia Eagles', 'PHI']], (l) => `Will the ${l} win Super Bowl 2027?`),
    { category: 'Sports', src: 'https://www.nfl.com/' }),
  ev('gamma', '9005', 'Super Bowl LXI Winner', '2027-02-08T03:30:00Z', [['Chiefs', 'KC'], ['Bills', 'BUF'], ['Lions', 'DET'], ['Eagles', 'PHI'], ['Ravens', 'BAL']]),
] });
add({ name: 't2 super bowl lxii champion (next season)', events: [
  ev('beta_us', 'super-bowl-champion-2028', 'Super Bowl Champion 2028', '2028-02-13T12:00:00Z',
    qs([['Kansas City Chiefs', 'n-KC'], ['Buffalo Bills', 'n-BUF'], ['Detroit Lions', 'n-DET']], (l) => `Will the ${l} win Super Bowl 2028?`), { category: 'Sports', src: 'https://www.nfl.com/' }),
] });
add({ name: 't2 afc champion 2026-27 vs nfc champion', groups: [['alpha', 'beta'], ['gamma']], events: [
  ev('alpha', 'KXNFLAFCCHAMP-27', 'AFC Champion 2027', '2027-01-31T23:59:00Z', [['Buffalo', 'afc-BUF'], ['Kansas City', 'afc-KC'], ['Baltimore', 'afc-BAL']], { sources: NFL }),
  ev('beta', '50007', 'AFC Champion 2026-27', '2027-01-31T23:59:00Z',
    qs([['Buffalo Bills', 'afc-BUF'], ['Kansas City Chiefs', 'afc-KC'], ['Baltimore Ravens', 'afc-BAL']], (l) => `Will the ${l} win the AFC Championship?`), { category: 'Sports', src: 'https://www.nfl.com/' }),
  ev('gamma', '9007', 'NFC Champion 2026-27', '2027-01-31T23:59:00Z', [['Lions', 'nfc-DET'], ['Eagles', 'nfc-PHI'], ['Rams', 'nfc-LAR']]),
] });
add({ name: 't2 nfl mvp 2026-27', events: [
  ev('alpha', 'KXNFLMVP-27', 'Pro Football MVP 2026-27', '2027-02-05T23:59:00Z',
    [['Josh Allen', 'allen'], ['Lamar Jackson', 'lamar'], ['Patrick Mahomes', 'mahomes'], ['Joe Burrow', 'burrow']], { sources: NFL }),
  ev('beta', '50008', 'NFL MVP 2026-27', '2027-02-05T23:59:00Z',
    qs([['Josh Allen', 'allen'], ['Lamar Jackson', 'lamar'], ['Patrick Mahomes', 'mahomes'], ['Jalen Hurts', 'hurts']], (l) => `Will ${l} win the 2026–27 NFL MVP award?`), { category: 'Sports', src: 'https://www.nfl.com/' }),
  ev('gamma', '9008', '2026-27 NFL MVP', '2027-02-05T23:59:00Z', [['Josh Allen', 'allen'], ['Lamar Jackson', 'lamar'], ['Joe Burrow', 'burrow']]),
] });
add({ name: 't2 nfl offensive player of the year 2026-27 (other award, same names)', events: [
  ev('beta', '50009', 'NFL Offensive Player of the Year 2026-27', '2027-02-05T23:59:00Z',
    qs([['Josh Allen', 'opoy-allen'], ['Lamar Jackson', 'opoy-lamar'], ['Ja\'Marr Chase', 'opoy-chase']], (l) => `Will ${l} win the 2026–27 NFL Offensive Player of the Year award?`),
    { category: 'Sports', src: 'https://www.nfl.com/' }),
] });
add({ name: 't2 nba mvp 2026-27 (accents, no year on alpha)', events: [
  ev('alpha', 'KXNBAMVP-27', 'Pro Basketball MVP', '2027-05-25T23:59:00Z',
    [['Shai Gilgeous-Alexander', 'sga'], ['Nikola Jokic', 'jokic'], ['Giannis Antetokounmpo', 'giannis'], ['Luka Doncic', 'luka']], { sources: NBA }),
  ev('beta', '50010', 'NBA MVP 2026-27', '2027-05-25T23:59:00Z',
    qs([['Shai Gilgeous-Alexander', 'sga'], ['Nikola Jokić', 'jokic'], ['Giannis Antetokounmpo', 'giannis'], ['Luka Dončić', 'luka']], (l) => `Will ${l} win the 2026–27 NBA MVP?`),
    { category: 'Sports', src: 'https://www.nba.com/' }),
  ev('gamma', '9010', '2027 NBA MVP', '2027-05-25T23:59:00Z', [['Shai Gilgeous-Alexander', 'sga'], ['Nikola Jokic', 'jokic'], ['Luka Doncic', 'luka']]),
] });
add({ name: 't2 nba defensive player of the year 2026-27 (other award)', events: [
  ev('alpha', 'KXNBADPOY-27', 'Pro Basketball Defensive Player of the Year', '2027-05-25T23:59:00Z',
    [['Victor Wembanyama', 'dpoy-wemby'], ['Evan Mobley', 'dpoy-mobley'], ['Giannis Antetokounmpo', 'dpoy-giannis']], { sources: NBA }),
] });
add({ name: 't2 nba rookie of the year 2026-27 (other award)', events: [
  ev('beta_us', 'nba-rookie-of-the-year-2026-27', 'NBA Rookie of the Year 2026-27', '2027-05-25T23:59:00Z',
    qs([['AJ Dybantsa', 'roy-aj'], ['Darryn Peterson', 'roy-dp'], ['Cameron Boozer', 'roy-cb']], (l) => `Will ${l} win the 2026–27 NBA Rookie of the Year?`), { category: 'Sports', src: 'https://www.nba.com/' }),
] });
add({ name: 't2 premier league winner 2026-27', events: [
  ev('alpha', 'KXEPL-27', 'English Premier League Champion 2026-27', '2027-05-23T23:59:00Z',
    [['Arsenal', 'ARS'], ['Liverpool', 'LIV'], ['Manchester City', 'MCI'], ['Chelsea', 'CHE']], { sources: EPL }),
  ev('beta', '50013', 'Premier League Winner 2026-27', '2027-05-23T23:59:00Z',
    qs([['Arsenal', 'ARS'], ['Liverpool', 'LIV'], ['Man City', 'MCI'], ['Chelsea', 'CHE'], ['Newcastle', 'NEW']], (l) => `Will ${l} win the 2026–27 English Premier League?`),
    { category: 'Sports', src: 'https://www.premierleague.com/' }),
  ev('gamma', '9013', 'EPL 2026/27 Champion', '2027-05-23T23:59:00Z', [['Arsenal', 'ARS'], ['Liverpool', 'LIV'], ['Manchester City', 'MCI']]),
] });
add({ name: 't2 la liga winner 2026-27 (other league)', events: [
  ev('beta', '50014', 'La Liga Winner 2026-27', '2027-05-30T23:59:00Z',
    qs([['Real Madrid', 'RMA'], ['Barcelona', 'BAR'], ['Atletico Madrid', 'ATM']], (l) => `Will ${l} win the 2026–27 La Liga?`), { category: 'Sports', src: 'https://www.laliga.com/' }),
] });
add({ name: 't2 premier league winner 2027-28 (next season)', events: [
  ev('gamma', '9015', 'EPL 2027/28 Champion', '2028-05-21T23:59:00Z', [['Arsenal', 'n-ARS'], ['Liverpool', 'n-LIV'], ['Manchester City', 'n-MCI']]),
] });
add({ name: 't2 champions league winner 2026-27', events: [
  ev('alpha', 'KXUCL-27', 'UEFA Champions League Champion 2027', '2027-05-29T23:59:00Z',
    [['Arsenal', 'ucl-ARS'], ['Real Madrid', 'ucl-RMA'], ['Barcelona', 'ucl-BAR'], ['Paris Saint-Germain', 'ucl-PSG']], { sources: ['UEFA https://www.uefa.com'] }),
  ev('gamma', '9016', 'Champions League 2026-27 Winner', '2027-05-29T23:59:00Z', [['Arsenal', 'ucl-ARS'], ['Real Madrid', 'ucl-RMA'], ['Barcelona', 'ucl-BAR'], ['PSG', 'ucl-PSG']]),
] });
add({ name: 't2 stanley cup 2027 (teams outside the kb)', events: [
  ev('alpha', 'KXNHL-27', 'Pro Hockey Champion 2027', '2027-06-25T23:59:00Z', [['Florida', 'FLA'], ['Edmonton', 'EDM'], ['Colorado', 'COL'], ['Carolina', 'CAR']], { sources: NHL }),
  ev('beta', '50017', '2027 Stanley Cup Champion', '2027-06-25T23:59:00Z',
    qs([['Florida Panthers', 'FLA'], ['Edmonton Oilers', 'EDM'], ['Colorado Avalanche', 'COL'], ['Carolina Hurricanes', 'CAR']], (l) => `Will the ${l} win the 2027 Stanley Cup?`),
    { category: 'Sports', src: 'https://www.nhl.com/' }),
  ev('gamma', '9017', 'Stanley Cup 2026-27 Winner', '2027-06-25T23:59:00Z', [['Panthers', 'FLA'], ['Oilers', 'EDM'], ['Avalanche', 'COL']]),
] });
add({ name: 't2 world series 2027', events: [
  ev('alpha', 'KXMLB-27', 'Pro Baseball Champion 2027', '2027-11-05T23:59:00Z', [['Los Angeles D', 'LAD'], ['New York Y', 'NYY'], ['Houston', 'HOU'], ['Philadelphia', 'PHI']], { sources: MLB }),
  ev('beta', '50018', '2027 World Series Champion', '2027-11-05T23:59:00Z',
    qs([['Los Angeles Dodgers', 'LAD'], ['New York Yankees', 'NYY'], ['Houston Astros', 'HOU'], ['Philadelphia Phillies', 'PHI']], (l) => `Will the ${l} win the 2027 World Series?`),
    { category: 'Sports', src: 'https://www.mlb.com/' }),
] });
add({ name: 't2 world series 2028 (next season)', events: [
  ev('gamma', '9019', 'World Series 2028 Champion', '2028-11-03T23:59:00Z', [['Dodgers', 'n-LAD'], ['Yankees', 'n-NYY'], ['Astros', 'n-HOU']]),
] });
add({ name: 't2 f1 drivers champion 2027', events: [
  ev('alpha', 'KXF1CHAMP-27', 'F1 Drivers\' Champion 2027', '2027-12-05T23:59:00Z',
    [['Max Verstappen', 'max'], ['Lando Norris', 'lando'], ['Oscar Piastri', 'oscar'], ['George Russell', 'russell']], { sources: F1 }),
  ev('beta', '50020', 'F1 Drivers\' Champion 2027', '2027-12-05T23:59:00Z',
    qs([['Max Verstappen', 'max'], ['Lando Norris', 'lando'], ['Oscar Piastri', 'oscar'], ['George Russell', 'russell'], ['Charles Leclerc', 'leclerc']],
      (l) => `Will ${l} win the 2027 F1 Drivers' Championship?`), { category: 'Sports', src: 'https://www.formula1.com/' }),
  ev('gamma', '9020', '2027 Formula 1 World Champion', '2027-12-05T23:59:00Z', [['Max Verstappen', 'max'], ['Lando Norris', 'lando'], ['Oscar Piastri', 'oscar']]),
] });
add({ name: 't2 f1 drivers champion 2028 (next season)', events: [
  ev('alpha', 'KXF1CHAMP-28', 'F1 Drivers\' Champion 2028', '2028-12-03T23:59:00Z', [['Max Verstappen', 'n-max'], ['Lando Norris', 'n-lando']], { sources: F1 }),
] });
add({ name: 't2 heisman trophy 2026', events: [
  ev('alpha', 'KXHEISMAN-26', 'Heisman Trophy Winner 2026', '2026-12-12T23:59:00Z', [['Arch Manning', 'arch'], ['Jeremiah Smith', 'jsmith'], ['Dante Moore', 'dmoore']], { sources: ['Heisman Trust https://www.heisman.com'] }),
  ev('beta', '50022', 'Heisman Trophy Winner 2026', '2026-12-13T03:00:00Z',
    qs([['Arch Manning', 'arch'], ['Jeremiah Smith', 'jsmith'], ['Dante Moore', 'dmoore']], (l) => `Will ${l} win the 2026 Heisman Trophy?`), { category: 'Sports', src: 'https://www.heisman.com/' }),
] });

// ================= Tournament winners =================
add({ name: 't2 australian open 2027 men', events: [
  ev('alpha', 'KXAOMEN-27', 'Australian Open Men\'s Singles Champion 2027', '2027-02-01T12:00:00Z',
    [['Jannik Sinner', 'sinner'], ['Carlos Alcaraz', 'alcaraz'], ['Novak Djokovic', 'djokovic'], ['Alexander Zverev', 'zverev']], { sources: ['Australian Open https://ausopen.com'] }),
  ev('beta', '50030', 'Australian Open Men\'s Winner 2027', '2027-02-01T12:00:00Z',
    qs([['Jannik Sinner', 'sinner'], ['Carlos Alcaraz', 'alcaraz'], ['Novak Djokovic', 'djokovic']], (l) => `Will ${l} win the 2027 Australian Open men's singles?`), { category: 'Sports', src: 'https://ausopen.com/' }),
  ev('gamma', '9030', '2027 Australian Open - Men\'s Singles Winner', '2027-02-01T12:00:00Z', [['Sinner', 'sinner'], ['Alcaraz', 'alcaraz'], ['Djokovic', 'djokovic']]),
] });
add({ name: 't2 australian open 2027 women', events: [
  ev('alpha', 'KXAOWOMEN-27', 'Australian Open Women\'s Singles Champion 2027', '2027-01-31T12:00:00Z',
    [['Aryna Sabalenka', 'sabalenka'], ['Iga Swiatek', 'swiatek'], ['Coco Gauff', 'gauff']], { sources: ['Australian Open https://ausopen.com'] }),
  ev('beta', '50031', 'Australian Open Women\'s Winner 2027', '2027-01-31T12:00:00Z',
    qs([['Aryna Sabalenka', 'sabalenka'], ['Iga Świątek', 'swiatek'], ['Coco Gauff', 'gauff'], ['Elena Rybakina', 'rybakina']], (l) => `Will ${l} win the 2027 Australian Open women's singles?`),
    { category: 'Sports', src: 'https://ausopen.com/' }),
] });
add({ name: 't2 french open 2027 men (roland garros)', events: [
  ev('alpha', 'KXFOMEN-27', 'French Open Men\'s Singles Champion 2027', '2027-06-07T12:00:00Z',
    [['Jannik Sinner', 'fo-sinner'], ['Carlos Alcaraz', 'fo-alcaraz'], ['Novak Djokovic', 'fo-djokovic']], { sources: ['Roland Garros https://www.rolandgarros.com'] }),
  ev('beta_us', 'roland-garros-2027-mens-winner', 'Roland Garros 2027: Men\'s Singles Winner', '2027-06-07T12:00:00Z',
    qs([['Jannik Sinner', 'fo-sinner'], ['Carlos Alcaraz', 'fo-alcaraz'], ['Novak Djokovic', 'fo-djokovic']], (l) => `Will ${l} win the 2027 French Open?`), { category: 'Sports', src: 'https://www.rolandgarros.com/' }),
] });
add({ name: 't2 ncaa men\'s tournament 2027', events: [
  ev('alpha', 'KXMARMAD-27', 'Men\'s College Basketball Champion 2027', '2027-04-06T03:00:00Z', [['Duke', 'm-DUKE'], ['Houston', 'm-HOU'], ['Florida', 'm-FLA'], ['UConn', 'm-UCONN']], { sources: NCAA }),
  ev('beta', '50033', '2027 NCAA Tournament Winner', '2027-04-06T03:00:00Z',
    qs([['Duke', 'm-DUKE'], ['Houston', 'm-HOU'], ['Florida', 'm-FLA'], ['UConn', 'm-UCONN']], (l) => `Will ${l} win the 2027 NCAA Men's Basketball Tournament?`), { category: 'Sports', src: 'https://www.ncaa.com/' }),
  ev('gamma', '9033', 'March Madness 2027 Champion (Men)', '2027-04-06T03:00:00Z', [['Duke', 'm-DUKE'], ['Houston', 'm-HOU'], ['UConn', 'm-UCONN']]),
] });
add({ name: 't2 ncaa women\'s tournament 2027 (same school names)', events: [
  ev('alpha', 'KXWMARMAD-27', 'Women\'s College Basketball Champion 2027', '2027-04-05T03:00:00Z', [['UConn', 'w-UCONN'], ['South Carolina', 'w-SC'], ['Duke', 'w-DUKE']], { sources: NCAA }),
  ev('beta', '50034', '2027 NCAA Women\'s Tournament Winner', '2027-04-05T03:00:00Z',
    qs([['UConn', 'w-UCONN'], ['South Carolina', 'w-SC'], ['Duke', 'w-DUKE'], ['UCLA', 'w-UCLA']], (l) => `Will ${l} win the 2027 NCAA Women's Basketball Tournament?`), { category: 'Sports', src: 'https://www.ncaa.com/' }),
] });
add({ name: 't2 college football playoff champion 2026-27 (NCAA vs CFP as source)', fungible: { 'alpha|beta': false }, events: [
  ev('alpha', 'KXNCAAF-27', 'College Football Champion 2026-27', '2027-01-19T23:59:00Z', [['Ohio State', 'OSU'], ['Texas', 'TEX'], ['Georgia', 'UGA'], ['Oregon', 'ORE']], { sources: NCAA }),
  ev('beta', '50035', 'College Football Playoff National Champion 2027', '2027-01-19T23:59:00Z',
    qs([['Ohio State', 'OSU'], ['Texas', 'TEX'], ['Georgia', 'UGA'], ['Oregon', 'ORE']], (l) => `Will ${l} win the 2026–27 College Football Playoff National Championship?`), { category: 'Sports', src: 'https://collegefootballplayoff.com/' }),
] });
add({ name: 't2 masters 2027', events: [
  ev('alpha', 'KXMASTERS-27', 'The Masters Winner 2027', '2027-04-11T23:59:00Z',
    [['Scottie Scheffler', 'scheffler'], ['Rory McIlroy', 'rory'], ['Xander Schauffele', 'xander'], ['Jon Rahm', 'rahm']], { sources: ['Augusta National https://www.masters.com'] }),
  ev('beta', '50036', 'Masters Tournament 2027 Winner', '2027-04-11T23:59:00Z',
    qs([['Scottie Scheffler', 'scheffler'], ['Rory McIlroy', 'rory'], ['Xander Schauffele', 'xander'], ['Jon Rahm', 'rahm']], (l) => `Will ${l} win the 2027 Masters?`), { category: 'Sports', src: 'https://www.masters.com/' }),
  ev('gamma', '9036', '2027 Masters Champion', '2027-04-11T23:59:00Z', [['Scottie Scheffler', 'scheffler'], ['Rory McIlroy', 'rory'], ['Jon Rahm', 'rahm']]),
] });
add({ name: 't2 pga championship 2027 (other major, five weeks later)', events: [
  ev('beta_us', 'pga-championship-2027-winner', 'PGA Championship 2027 Winner', '2027-05-16T23:59:00Z',
    qs([['Scottie Scheffler', 'pga-scheffler'], ['Rory McIlroy', 'pga-rory'], ['Xander Schauffele', 'pga-xander']], (l) => `Will ${l} win the 2027 PGA Championship?`), { category: 'Sports', src: 'https://www.pgachampionship.com/' }),
] });

// ================= Formula 1: one race weekend, several sessions =================
const DRIVERS: Array<[string, string]> = [['Max Verstappen', 'max'], ['Lando Norris', 'lando'], ['Oscar Piastri', 'oscar'], ['George Russell', 'russell']];
const pre = (p: string): Array<[string, string]> => DRIVERS.map(([l, t]) => [l, `${p}-${t}`]);
add({ name: 't2 qatar gp 2026 race', events: [
  ev('alpha', 'KXF1RACE-26QAT', 'Qatar Grand Prix Winner', '2026-11-29T18:00:00Z', pre('race').map(([l, t]) => [l, t]), { sources: F1 }),
  ev('beta', '50040', 'Qatar Grand Prix 2026 Winner', '2026-11-29T18:00:00Z', qs(pre('race'), (l) => `Will ${l} win the 2026 Qatar Grand Prix?`), { category: 'Sports', src: 'https://www.formula1.com/' }),
  ev('gamma', '9040', 'F1 Qatar GP 2026 - Race Winner', '2026-11-29T18:00:00Z', pre('race').map(([l, t]) => [l, t])),
] });
add({ name: 't2 qatar gp 2026 sprint (same weekend, other session)', events: [
  ev('alpha', 'KXF1SPRINT-26QAT', 'Qatar Grand Prix Sprint Winner', '2026-11-28T15:00:00Z', pre('sprint').map(([l, t]) => [l, t]), { sources: F1 }),
  ev('beta', '50041', 'Qatar Grand Prix 2026: Sprint Winner', '2026-11-28T15:00:00Z', qs(pre('sprint'), (l) => `Will ${l} win the 2026 Qatar Grand Prix Sprint?`), { category: 'Sports', src: 'https://www.formula1.com/' }),
  ev('gamma', '9041', 'F1 Qatar GP 2026 - Sprint Race Winner', '2026-11-28T15:00:00Z', pre('sprint').map(([l, t]) => [l, t])),
] });
add({ name: 't2 qatar gp 2026 pole position (qualifying)', events: [
  ev('beta', '50042', 'Qatar Grand Prix 2026: Pole Position', '2026-11-28T19:00:00Z', qs(pre('pole'), (l) => `Will ${l} qualify on pole for the 2026 Qatar Grand Prix?`), { category: 'Sports', src: 'https://www.formula1.com/' }),
] });
add({ name: 't2 abu dhabi gp 2026 race', events: [
  ev('alpha', 'KXF1RACE-26ABU', 'Abu Dhabi Grand Prix Winner', '2026-12-06T15:00:00Z', pre('abu').map(([l, t]) => [l, t]), { sources: F1 }),
  ev('beta_us', 'f1-abu-dhabi-grand-prix-2026-winner', 'Abu Dhabi Grand Prix 2026 Winner', '2026-12-06T15:00:00Z',
    qs(pre('abu'), (l) => `Will ${l} win the 2026 Abu Dhabi Grand Prix?`), { category: 'Sports', src: 'https://www.formula1.com/' }),
] });
add({ name: 't2 abu dhabi gp 2026 qualifying (other session)', events: [
  ev('alpha', 'KXF1POLE-26ABU', 'Abu Dhabi Grand Prix Qualifying: Pole Position', '2026-12-05T15:00:00Z', pre('abupole').map(([l, t]) => [l, t]), { sources: F1 }),
  ev('gamma', '9044', 'Abu Dhabi GP 2026 - Pole Position', '2026-12-05T15:00:00Z', pre('abupole').map(([l, t]) => [l, t])),
] });

// ================= Games in gamma's title styles =================
add({ name: 't2 nba lakers at celtics dec 3 (gamma abbreviations)', events: [
  ev('alpha', 'KXNBAGAME-26DEC03LALBOS', 'Los Angeles L at Boston', '2026-12-04T03:00:00Z', [['Los Angeles L', 'LAL'], ['Boston', 'BOS']], { sources: NBA }),
  ev('beta', '50050', 'Lakers vs. Celtics', '2026-12-04T03:00:00Z', [['', 'LAL', 'Lakers vs. Celtics']], { category: 'Sports', src: 'https://www.nba.com/' }),
  ev('gamma', '9050', 'LAL @ BOS | Dec 3', '2026-12-04T03:00:00Z', [['LAL', 'LAL'], ['BOS', 'BOS']]),
] });
add({ name: 't2 nba celtics at lakers jan 14 (return game)', events: [
  ev('gamma', '9051', 'BOS @ LAL | Jan 14', '2027-01-15T03:30:00Z', [['BOS', 'r-BOS'], ['LAL', 'r-LAL']]),
] });
add({ name: 't2 nba rockets vs mavericks full names with numeric date', events: [
  ev('alpha', 'KXNBAGAME-26DEC05DALHOU', 'Dallas at Houston', '2026-12-06T01:00:00Z', [['Dallas', 'DAL'], ['Houston', 'HOU']], { sources: NBA }),
  ev('gamma', '9052', 'Dallas Mavericks vs. Houston Rockets (12/05)', '2026-12-06T01:00:00Z', [['Dallas Mavericks', 'DAL'], ['Houston Rockets', 'HOU']]),
] });
add({ name: 't2 nfl cowboys at texans same day (other league, same cities)', events: [
  ev('alpha', 'KXNFLGAME-26DEC05DALHOU', 'Dallas at Houston', '2026-12-05T21:00:00Z', [['Dallas', 'nfl-DAL'], ['Houston', 'nfl-HOU']], { sources: NFL }),
  ev('gamma', '9053', 'NFL: Cowboys @ Texans', '2026-12-05T21:00:00Z', [['Cowboys', 'nfl-DAL'], ['Texans', 'nfl-HOU']]),
] });
add({ name: 't2 nba warriors at suns binary on gamma', events: [
  ev('alpha', 'KXNBAGAME-26DEC06GSWPHX', 'Golden State at Phoenix', '2026-12-07T03:00:00Z', [['Golden State', 'GSW'], ['Phoenix', 'PHX']], { sources: NBA }),
  ev('beta', '50054', 'Warriors vs. Suns', '2026-12-07T03:00:00Z', [['', 'GSW', 'Warriors vs. Suns']], { category: 'Sports', src: 'https://www.nba.com/' }),
  { venue: 'gamma', id: '9054', title: 'Will the Warriors beat the Suns on Dec 6?', close: '2026-12-07T03:00:00Z', markets: [{ id: '9054', label: 'Yes', t: 'GSW' }] },
] });
add({ name: 't2 nfl chiefs at broncos gamma week title without a date', events: [
  ev('alpha', 'KXNFLGAME-26DEC13KCDEN', 'Kansas City at Denver', '2026-12-14T01:20:00Z', [['Kansas City', 'KC'], ['Denver', 'DEN']], { sources: NFL }),
  ev('beta', '50055', 'Chiefs vs. Broncos', '2026-12-14T01:20:00Z', [['', 'KC', 'Chiefs vs. Broncos']], { category: 'Sports', src: 'https://www.nfl.com/' }),
  ev('gamma', '9055', 'Chiefs vs Broncos - Week 15 - Who will win?', '2026-12-14T01:20:00Z', [['Chiefs', 'KC'], ['Broncos', 'DEN']]),
] });
add({ name: 't2 nfl broncos at chiefs week 18 (rematch)', events: [
  ev('gamma', '9056', 'Broncos vs Chiefs - Week 18 - Who will win?', '2027-01-10T21:25:00Z', [['Broncos', 'r-DEN'], ['Chiefs', 'r-KC']]),
] });
add({ name: 't2 epl liverpool man city three-way, gamma competition suffix', events: [
  ev('alpha', 'KXEPLGAME-26DEC12LIVMCI', 'Liverpool vs Manchester City', '2026-12-12T19:30:00Z', [['Liverpool', 'LIV'], ['Tie', 'draw'], ['Manchester City', 'MCI']], { sources: EPL }),
  ev('beta', '50057', 'Liverpool vs. Man City', '2026-12-12T19:30:00Z',
    [['Liverpool', 'LIV', 'Will Liverpool win on 2026-12-12?'], ['Draw (Liverpool vs. Man City)', 'draw', 'Will Liverpool vs. Man City end in a draw?'], ['Man City', 'MCI', 'Will Man City win on 2026-12-12?']],
    { category: 'Sports', src: 'https://www.premierleague.com/' }),
  ev('gamma', '9057', 'Liverpool vs Manchester City - Premier League (Dec 12)', '2026-12-12T19:30:00Z', [['Liverpool', 'LIV'], ['Draw', 'draw'], ['Manchester City', 'MCI']]),
] });
add({ name: 't2 epl man city vs liverpool april (return fixture)', events: [
  ev('beta', '50058', 'Man City vs. Liverpool', '2027-04-10T14:00:00Z',
    [['Man City', 'r-MCI', 'Will Man City win on 2027-04-10?'], ['Draw (Man City vs. Liverpool)', 'r-draw', 'Will Man City vs. Liverpool end in a draw?'], ['Liverpool', 'r-LIV', 'Will Liverpool win on 2027-04-10?']],
    { category: 'Sports', src: 'https://www.premierleague.com/' }),
] });

// ================= Awards =================
const GRAMMY = ['Recording Academy https://www.grammy.com'];
add({ name: 't2 grammys 2027 album of the year', events: [
  ev('alpha', 'KXGRAMAOTY-27', 'Grammy for Album of the Year 2027', '2027-02-08T04:00:00Z',
    [['The Life of a Showgirl', 'swift'], ['Man\'s Best Friend', 'carpenter'], ['Lux', 'rosalia']], { category: 'Entertainment', sources: GRAMMY }),
  ev('beta', '50060', 'Grammys 2027: Album of the Year Winner', '2027-02-08T04:00:00Z',
    [['Taylor Swift', 'swift', 'Will Taylor Swift\'s "The Life of a Showgirl" win Album of the Year at the 2027 Grammys?'],
      ['Sabrina Carpenter', 'carpenter', 'Will Sabrina Carpenter\'s "Man\'s Best Friend" win Album of the Year at the 2027 Grammys?'],
      ['Rosalía', 'rosalia', 'Will Rosalía\'s "Lux" win Album of the Year at the 2027 Grammys?']], { category: 'Culture', src: 'https://www.grammy.com/' }),
  ev('gamma', '9060', '69th Grammy Awards - Album of the Year', '2027-02-08T04:00:00Z',
    [['Taylor Swift - The Life of a Showgirl', 'swift'], ['Sabrina Carpenter - Man\'s Best Friend', 'carpenter'], ['Rosalía - Lux', 'rosalia']]),
] });
add({ name: 't2 grammys 2027 record of the year (other category, same ceremony)', events: [
  ev('alpha', 'KXGRAMROTY-27', 'Grammy for Record of the Year 2027', '2027-02-08T04:00:00Z',
    [['Manchild', 'roty-manchild'], ['The Fate of Ophelia', 'roty-ophelia'], ['Golden', 'roty-golden']], { category: 'Entertainment', sources: GRAMMY }),
  ev('beta', '50061', 'Grammys 2027: Record of the Year Winner', '2027-02-08T04:00:00Z',
    [['Manchild', 'roty-manchild', 'Will "Manchild" by Sabrina Carpenter win Record of the Year at the 2027 Grammys?'],
      ['The Fate of Ophelia', 'roty-ophelia', 'Will "The Fate of Ophelia" by Taylor Swift win Record of the Year at the 2027 Grammys?'],
      ['Golden', 'roty-golden', 'Will "Golden" win Record of the Year at the 2027 Grammys?']], { category: 'Culture', src: 'https://www.grammy.com/' }),
] });
add({ name: 't2 grammys 2027 best new artist (other category)', events: [
  ev('gamma', '9062', '69th Grammy Awards - Best New Artist', '2027-02-08T04:00:00Z', [['Olivia Dean', 'bna-dean'], ['Alex Warren', 'bna-warren'], ['Sombr', 'bna-sombr']]),
] });
const TGA = ['The Game Awards https://thegameawards.com'];
add({ name: 't2 the game awards 2026 game of the year', events: [
  ev('alpha', 'KXGAMEAWARDS-26', 'The Game Awards 2026: Game of the Year', '2026-12-11T04:00:00Z',
    [['Grand Theft Auto VI', 'gta'], ['Resident Evil Requiem', 're'], ['Marvel\'s Wolverine', 'wolverine'], ['007 First Light', '007']], { category: 'Entertainment', sources: TGA }),
  ev('beta', '50063', 'Game of the Year 2026 (The Game Awards)', '2026-12-11T04:00:00Z',
    [['Grand Theft Auto VI', 'gta', 'Will Grand Theft Auto VI win Game of the Year at The Game Awards 2026?'],
      ['Resident Evil Requiem', 're', 'Will Resident Evil Requiem win Game of the Year at The Game Awards 2026?'],
      ['Marvel’s Wolverine', 'wolverine', 'Will Marvel’s Wolverine win Game of the Year at The Game Awards 2026?'],
      ['007 First Light', '007', 'Will 007 First Light win Game of the Year at The Game Awards 2026?']], { category: 'Culture', src: 'https://thegameawards.com/' }),
  ev('gamma', '9063', 'TGA 2026 Game of the Year Winner', '2026-12-11T04:00:00Z', [['Grand Theft Auto VI', 'gta'], ['Resident Evil Requiem', 're'], ['Marvel\'s Wolverine', 'wolverine']]),
] });
add({ name: 't2 the game awards 2026 best action/adventure (other category, same titles)', events: [
  ev('beta', '50064', 'The Game Awards 2026: Best Action/Adventure Game', '2026-12-11T04:00:00Z',
    [['Grand Theft Auto VI', 'aa-gta', 'Will Grand Theft Auto VI win Best Action/Adventure Game at The Game Awards 2026?'],
      ['Marvel’s Wolverine', 'aa-wolverine', 'Will Marvel’s Wolverine win Best Action/Adventure Game at The Game Awards 2026?']], { category: 'Culture', src: 'https://thegameawards.com/' }),
] });
add({ name: 't2 dice awards 2027 game of the year (other ceremony)', events: [
  ev('alpha', 'KXDICEGOTY-27', 'D.I.C.E. Awards 2027: Game of the Year', '2027-02-12T04:00:00Z',
    [['Grand Theft Auto VI', 'dice-gta'], ['Resident Evil Requiem', 'dice-re'], ['Marvel\'s Wolverine', 'dice-wolverine']], { category: 'Entertainment', sources: ['AIAS https://www.interactive.org'] }),
] });
const AMPAS = ['Academy of Motion Picture Arts and Sciences https://www.oscars.org'];
add({ name: 't2 oscars 2027 best actor', events: [
  ev('alpha', 'KXOSCARACTO-27', 'Oscar for Best Actor 2027', '2027-03-15T03:00:00Z', [['Matt Damon', 'damon'], ['Timothée Chalamet', 'chalamet'], ['Tom Holland', 'holland']], { category: 'Entertainment', sources: AMPAS }),
  ev('beta', '50066', 'Oscars 2027: Best Actor Winner', '2027-03-15T03:00:00Z',
    qs([['Matt Damon', 'damon'], ['Timothee Chalamet', 'chalamet'], ['Tom Holland', 'holland']], (l) => `Will ${l} win Best Actor at the 2027 Oscars?`), { category: 'Culture', src: 'https://www.oscars.org/' }),
  ev('gamma', '9066', 'Academy Awards 2027 - Best Actor', '2027-03-15T03:00:00Z', [['Matt Damon', 'damon'], ['Timothée Chalamet', 'chalamet']]),
] });
add({ name: 't2 oscars 2027 best supporting actor (other category, shared name)', events: [
  ev('beta', '50067', 'Oscars 2027: Best Supporting Actor Winner', '2027-03-15T03:00:00Z',
    qs([['Tom Holland', 'sup-holland'], ['Robert Pattinson', 'sup-pattinson']], (l) => `Will ${l} win Best Supporting Actor at the 2027 Oscars?`), { category: 'Culture', src: 'https://www.oscars.org/' }),
] });
add({ name: 't2 time person of the year 2026', events: [
  ev('alpha', 'KXTIMEPOY-26', 'Time Person of the Year 2026', '2026-12-10T15:00:00Z',
    [['Donald Trump', 'trump'], ['Elon Musk', 'musk'], ['Pope Leo XIV', 'leo'], ['Jensen Huang', 'huang']], { category: 'Culture', sources: ['TIME https://time.com'] }),
  ev('beta', '50068', 'TIME Person of the Year 2026', '2026-12-10T15:00:00Z',
    qs([['Donald Trump', 'trump'], ['Elon Musk', 'musk'], ['Pope Leo XIV', 'leo'], ['Jensen Huang', 'huang']], (l) => `Will ${l} be named TIME's 2026 Person of the Year?`), { category: 'Culture', src: 'https://time.com/' }),
] });

// ================= Rankings =================
add({ name: 't2 largest company end of 2026', events: [
  ev('alpha', 'KXLARGECO-26DEC31', 'Largest company in the world on Dec 31, 2026?', '2026-12-31T22:00:00Z',
    [['Nvidia', 'NVDA'], ['Apple', 'AAPL'], ['Microsoft', 'MSFT'], ['Alphabet', 'GOOGL']], { category: 'Companies', sources: ['companiesmarketcap.com https://companiesmarketcap.com'] }),
  ev('beta', '50070', 'Largest company end of 2026?', '2026-12-31T22:00:00Z',
    qs([['NVIDIA', 'NVDA'], ['Apple', 'AAPL'], ['Microsoft', 'MSFT'], ['Alphabet', 'GOOGL'], ['Amazon', 'AMZN']], (l) => `Will ${l} be the largest company in the world by market cap on December 31, 2026?`),
    { category: 'Finance', src: 'https://companiesmarketcap.com/' }),
  ev('gamma', '9070', 'World\'s Largest Company by Market Cap - End of 2026', '2026-12-31T22:00:00Z', [['Nvidia', 'NVDA'], ['Apple', 'AAPL'], ['Microsoft', 'MSFT']]),
] });
add({ name: 't2 second largest company end of 2026 (other rank)', events: [
  ev('beta', '50071', 'Second largest company end of 2026?', '2026-12-31T22:00:00Z',
    qs([['NVIDIA', 'r2-NVDA'], ['Apple', 'r2-AAPL'], ['Microsoft', 'r2-MSFT']], (l) => `Will ${l} be the second-largest company in the world by market cap on December 31, 2026?`),
    { category: 'Finance', src: 'https://companiesmarketcap.com/' }),
] });
add({ name: 't2 largest company june 30 2027 (other date)', events: [
  ev('alpha', 'KXLARGECO-27JUN30', 'Largest company in the world on Jun 30, 2027?', '2027-06-30T22:00:00Z',
    [['Nvidia', 'j-NVDA'], ['Apple', 'j-AAPL'], ['Microsoft', 'j-MSFT']], { category: 'Companies', sources: ['companiesmarketcap.com https://companiesmarketcap.com'] }),
] });
add({ name: 't2 best ai model end of 2026', events: [
  ev('alpha', 'KXTOPMODEL-26DEC31', 'Top AI model on Dec 31, 2026?', '2026-12-31T23:59:00Z',
    [['Google', 'goog'], ['OpenAI', 'oai'], ['Anthropic', 'ant'], ['xAI', 'xai']], { category: 'Science and Technology', sources: ['LMArena https://lmarena.ai'] }),
  ev('beta', '50073', 'Which company has best AI model end of 2026?', '2026-12-31T23:59:00Z',
    qs([['Google', 'goog'], ['OpenAI', 'oai'], ['Anthropic', 'ant'], ['xAI', 'xai'], ['DeepSeek', 'ds']], (l) => `Will ${l} have the best AI model at the end of 2026?`),
    { category: 'Tech', src: 'https://lmarena.ai/leaderboard/text' }),
  ev('gamma', '9073', 'Best AI Model at End of 2026 (LMArena Text)', '2026-12-31T23:59:00Z', [['Google', 'goog'], ['OpenAI', 'oai'], ['Anthropic', 'ant']]),
] });
add({ name: 't2 best ai model end of january 2027 (other date)', events: [
  ev('beta', '50074', 'Which company has best AI model end of January?', '2027-01-31T23:59:00Z',
    qs([['Google', 'jan-goog'], ['OpenAI', 'jan-oai'], ['Anthropic', 'jan-ant']], (l) => `Will ${l} have the best AI model at the end of January 2027?`),
    { category: 'Tech', src: 'https://lmarena.ai/leaderboard/text' }),
] });
add({ name: 't2 second best ai model end of 2026 (other rank)', events: [
  ev('alpha', 'KXTOPMODEL2-26DEC31', '#2 AI model on Dec 31, 2026?', '2026-12-31T23:59:00Z',
    [['Google', 'n2-goog'], ['OpenAI', 'n2-oai'], ['Anthropic', 'n2-ant']], { category: 'Science and Technology', sources: ['LMArena https://lmarena.ai'] }),
] });
add({ name: 't2 best coding ai model end of 2026 (other leaderboard)', events: [
  ev('gamma', '9076', 'Best Coding AI Model at End of 2026 (LMArena WebDev)', '2026-12-31T23:59:00Z', [['Google', 'web-goog'], ['OpenAI', 'web-oai'], ['Anthropic', 'web-ant']]),
] });
add({ name: 't2 highest grossing movie 2026 worldwide', events: [
  ev('alpha', 'KXTOPMOVIE-26', 'Highest grossing movie of 2026 worldwide?', '2026-12-31T23:59:00Z',
    [['Avengers: Doomsday', 'avengers'], ['Toy Story 5', 'toy'], ['Spider-Man: Brand New Day', 'spidey']], { category: 'Entertainment', sources: ['Box Office Mojo https://www.boxofficemojo.com'] }),
  ev('beta', '50077', 'Highest grossing movie in 2026 (worldwide)?', '2026-12-31T23:59:00Z',
    qs([['Avengers: Doomsday', 'avengers'], ['Toy Story 5', 'toy'], ['Spider-Man: Brand New Day', 'spidey']], (l) => `Will "${l}" be the highest grossing movie of 2026 worldwide?`),
    { category: 'Culture', src: 'https://www.boxofficemojo.com/' }),
] });
add({ name: 't2 highest grossing movie 2026 domestic (other measure)', events: [
  ev('gamma', '9078', 'Highest Grossing Movie of 2026 (Domestic Box Office)', '2026-12-31T23:59:00Z',
    [['Avengers: Doomsday', 'dom-avengers'], ['Toy Story 5', 'dom-toy'], ['Spider-Man: Brand New Day', 'dom-spidey']]),
] });

// ================= Crypto =================
add({ name: 't2 bitcoin above thresholds on dec 31 2026', events: [
  ev('alpha', 'KXBTCD-26DEC3117', 'Bitcoin price on Dec 31, 2026?', '2026-12-31T22:00:00Z',
    [['$100,000 or above', 'ge100'], ['$110,000 or above', 'ge110'], ['$120,000 or above', 'ge120']], { category: 'Crypto', sources: CB }),
  ev('beta', '50080', 'Bitcoin above ___ on December 31?', '2026-12-31T22:00:00Z',
    qs([['100,000', 'ge100'], ['110,000', 'ge110'], ['120,000', 'ge120']], (l) => `Will the price of Bitcoin be above $${l} on December 31?`), { category: 'Crypto', src: 'https://www.cfbenchmarks.com/' }),
  ev('gamma', '9080', 'BTC price on Dec 31, 2026', '2026-12-31T22:00:00Z', [['>$100K', 'ge100'], ['>$110K', 'ge110'], ['>$120K', 'ge120']],
    { rules: 'Resolution source: CF Benchmarks Bitcoin Real Time Index.' }),
] });
add({ name: 't2 bitcoin above thresholds on jan 31 2027 (other date)', events: [
  ev('beta', '50081', 'Bitcoin above ___ on January 31?', '2027-01-31T22:00:00Z',
    qs([['100,000', 'jan-ge100'], ['110,000', 'jan-ge110']], (l) => `Will the price of Bitcoin be above $${l} on January 31?`), { category: 'Crypto', src: 'https://www.cfbenchmarks.com/' }),
] });
add({ name: 't2 bitcoin above 125k on dec 31 2026 (other threshold)', events: [
  { venue: 'gamma', id: '9082', title: 'Will BTC be above $125,000 on Dec 31, 2026?', close: '2026-12-31T22:00:00Z', markets: [{ id: '9082', label: 'Yes', t: 'ge125' }] },
] });
add({ name: 't2 bitcoin yearly high 2027', events: [
  ev('alpha', 'KXBTCMAXY-27', 'How high will Bitcoin get in 2027?', '2027-12-31T23:59:00Z',
    [['$150,000 or above', 'hi150'], ['$200,000 or above', 'hi200'], ['$250,000 or above', 'hi250']], { category: 'Crypto', sources: CB }),
  ev('beta', '50083', 'What price will Bitcoin hit in 2027?', '2027-12-31T23:59:00Z',
    [['↑ 150,000', 'hi150', 'Will Bitcoin reach $150,000 in 2027?'], ['↑ 200,000', 'hi200', 'Will Bitcoin reach $200,000 in 2027?'], ['↑ 250,000', 'hi250', 'Will Bitcoin reach $250,000 in 2027?']],
    { category: 'Crypto', src: 'https://www.cfbenchmarks.com/' }),
  ev('gamma', '9083', 'Bitcoin highest price in 2027', '2027-12-31T23:59:00Z', [['$150K+', 'hi150'], ['$200K+', 'hi200']]),
] });
add({ name: 't2 bitcoin yearly low 2027 (other tail)', events: [
  ev('alpha', 'KXBTCMINY-27', 'How low will Bitcoin get in 2027?', '2027-12-31T23:59:00Z',
    [['$60,000 or below', 'lo60'], ['$50,000 or below', 'lo50']], { category: 'Crypto', sources: CB }),
] });
add({ name: 't2 bitcoin monthly high december 2026 (other period)', events: [
  ev('beta', '50085', 'What price will Bitcoin hit in December?', '2026-12-31T23:59:00Z',
    [['↑ 150,000', 'dec-hi150', 'Will Bitcoin reach $150,000 in December?'], ['↑ 200,000', 'dec-hi200', 'Will Bitcoin reach $200,000 in December?']], { category: 'Crypto', src: 'https://www.cfbenchmarks.com/' }),
] });
add({ name: 't2 ethereum above thresholds on dec 31 2026 (other asset)', events: [
  ev('alpha', 'KXETHD-26DEC3117', 'Ethereum price on Dec 31, 2026?', '2026-12-31T22:00:00Z', [['$4,000 or above', 'eth-ge4000'], ['$5,000 or above', 'eth-ge5000']], { category: 'Crypto', sources: CB }),
  ev('gamma', '9086', 'ETH price on Dec 31, 2026', '2026-12-31T22:00:00Z', [['>$4,000', 'eth-ge4000'], ['>$5,000', 'eth-ge5000']], { rules: 'Resolution source: CF Benchmarks Ether Real Time Index.' }),
] });

// ================= Weather =================
const nycRules = 'Resolves per the NWS Climatological Report (Daily) for Central Park, New York.';
add({ name: 't2 nyc high temperature dec 5 2026', events: [
  ev('alpha', 'KXHIGHNY-26DEC05', 'Highest temperature in NYC on Dec 5, 2026?', '2026-12-06T04:59:00Z',
    [['41° or below', 'le41'], ['42° to 43°', 'b42'], ['44° to 45°', 'b44'], ['46° or above', 'ge46']], { category: 'Climate and Weather', sources: NWS, rules: nycRules }),
  ev('beta', '50090', 'Highest temperature in NYC on December 5?', '2026-12-06T04:59:00Z',
    [['41°F or below', 'le41', 'Will the highest temperature in New York City be 41°F or below on December 5?'], ['42-43°F', 'b42', 'Will the highest temperature in New York City be between 42-43°F on December 5?'],
      ['44-45°F', 'b44', 'Will the highest temperature in New York City be between 44-45°F on December 5?'], ['46°F or higher', 'ge46', 'Will the highest temperature in New York City be 46°F or higher on December 5?']],
    { category: 'Weather', src: 'https://www.weather.gov/wrh/climate?wfo=okx', rules: nycRules }),
  ev('gamma', '9090', 'NYC Daily High Temp - Dec 5', '2026-12-06T04:59:00Z', [['41°F or below', 'le41'], ['42-43°F', 'b42'], ['44-45°F', 'b44'], ['46°F or above', 'ge46']], { rules: nycRules }),
] });
add({ name: 't2 chicago high temperature dec 5 2026 (other city, same buckets)', events: [
  ev('alpha', 'KXHIGHCHI-26DEC05', 'Highest temperature in Chicago on Dec 5, 2026?', '2026-12-06T05:59:00Z',
    [['41° or below', 'chi-le41'], ['42° to 43°', 'chi-b42'], ['44° to 45°', 'chi-b44']], { category: 'Climate and Weather', sources: NWS }),
  ev('beta', '50092', 'Highest temperature in Chicago on December 5?', '2026-12-06T05:59:00Z',
    [['41°F or below', 'chi-le41', 'Will the highest temperature in Chicago be 41°F or below on December 5?'], ['42-43°F', 'chi-b42', 'Will the highest temperature in Chicago be between 42-43°F on December 5?'],
      ['44-45°F', 'chi-b44', 'Will the highest temperature in Chicago be between 44-45°F on December 5?']], { category: 'Weather', src: 'https://www.weather.gov/wrh/climate?wfo=lot' }),
] });
add({ name: 't2 nyc high temperature dec 6 2026 (next day)', events: [
  ev('gamma', '9093', 'NYC Daily High Temp - Dec 6', '2026-12-07T04:59:00Z', [['41°F or below', 'd6-le41'], ['42-43°F', 'd6-b42'], ['44-45°F', 'd6-b44']], { rules: nycRules }),
] });
add({ name: 't2 nyc low temperature dec 5 2026 (other measure)', events: [
  ev('alpha', 'KXLOWNY-26DEC05', 'Lowest temperature in NYC on Dec 5, 2026?', '2026-12-06T04:59:00Z',
    [['41° or below', 'low-le41'], ['42° to 43°', 'low-b42']], { category: 'Climate and Weather', sources: NWS, rules: nycRules }),
] });
add({ name: 't2 miami high temperature dec 5 2026', events: [
  ev('alpha', 'KXHIGHMIA-26DEC05', 'Highest temperature in Miami on Dec 5, 2026?', '2026-12-06T04:59:00Z',
    [['77° to 78°', 'mia-b77'], ['79° to 80°', 'mia-b79'], ['81° or above', 'mia-ge81']], { category: 'Climate and Weather', sources: NWS }),
  ev('beta', '50095', 'Highest temperature in Miami on December 5?', '2026-12-06T04:59:00Z',
    [['77-78°F', 'mia-b77', 'Will the highest temperature in Miami be between 77-78°F on December 5?'], ['79-80°F', 'mia-b79', 'Will the highest temperature in Miami be between 79-80°F on December 5?'],
      ['81°F or higher', 'mia-ge81', 'Will the highest temperature in Miami be 81°F or higher on December 5?']], { category: 'Weather', src: 'https://www.weather.gov/wrh/climate?wfo=mfl' }),
] });

// ================= Politics =================
// alpha settles on the AP call, beta on the official count: a different named source (not fungible)
add({ name: 't2 argentina presidential election 2027', fungible: { 'alpha|beta': false }, events: [
  ev('alpha', 'KXARGPRES-27', 'Argentina presidential election winner 2027?', '2027-11-30T23:59:00Z',
    [['Javier Milei', 'milei'], ['Axel Kicillof', 'kicillof'], ['Victoria Villarruel', 'villarruel']], { category: 'Elections', sources: AP }),
  ev('beta', '50100', 'Argentina Presidential Election Winner', '2027-11-30T23:59:00Z',
    qs([['Javier Milei', 'milei'], ['Axel Kicillof', 'kicillof'], ['Victoria Villarruel', 'villarruel']], (l) => `Will ${l} win the 2027 Argentine presidential election?`),
    { category: 'Politics', src: 'https://www.argentina.gob.ar/dine' }),
  ev('gamma', '9100', '2027 Argentine Presidential Election', '2027-11-30T23:59:00Z', [['Milei', 'milei'], ['Kicillof', 'kicillof']]),
] });
add({ name: 't2 argentina first round top finisher 2027 (other stage)', events: [
  ev('beta_us', 'argentina-presidential-election-first-round-2027', 'Argentina Presidential Election 2027: First Round Winner', '2027-10-25T23:59:00Z',
    qs([['Javier Milei', 'r1-milei'], ['Axel Kicillof', 'r1-kicillof']], (l) => `Will ${l} receive the most votes in the first round of the 2027 Argentine presidential election?`),
    { category: 'Politics', src: 'https://www.argentina.gob.ar/dine' }),
] });
add({ name: 't2 nigeria presidential election 2027 (middle names, AP vs INEC)', fungible: { 'alpha|beta': false }, events: [
  ev('alpha', 'KXNGAPRES-27', 'Nigeria presidential election winner 2027?', '2027-03-01T23:59:00Z',
    [['Bola Tinubu', 'tinubu'], ['Atiku Abubakar', 'atiku'], ['Peter Obi', 'obi']], { category: 'Elections', sources: AP }),
  ev('beta', '50102', 'Nigeria Presidential Election 2027', '2027-03-01T23:59:00Z',
    qs([['Bola Ahmed Tinubu', 'tinubu'], ['Atiku Abubakar', 'atiku'], ['Peter Obi', 'obi']], (l) => `Will ${l} win the 2027 Nigerian presidential election?`),
    { category: 'Politics', src: 'https://inecnigeria.org/' }),
] });
add({ name: 't2 spain general election 2027 most seats (party acronyms)', events: [
  ev('alpha', 'KXSPAINSEATS-27', 'Spanish general election: most seats?', '2027-08-31T23:59:00Z',
    [['PP', 'pp'], ['PSOE', 'psoe'], ['Vox', 'vox']], { category: 'Elections', sources: ['Ministerio del Interior https://www.interior.gob.es'] }),
  ev('beta', '50103', 'Spain Parliamentary Election: Which party wins the most seats?', '2027-08-31T23:59:00Z',
    qs([['People\'s Party (PP)', 'pp'], ['PSOE', 'psoe'], ['Vox', 'vox'], ['Sumar', 'sumar']], (l) => `Will ${l} win the most seats in the next Spanish general election?`),
    { category: 'Politics', src: 'https://www.interior.gob.es/' }),
  ev('gamma', '9103', 'Spain General Election 2027 - Party with Most Seats', '2027-08-31T23:59:00Z', [['Partido Popular', 'pp'], ['PSOE', 'psoe'], ['Vox', 'vox']]),
] });
add({ name: 't2 next spanish prime minister (other question, same election)', events: [
  ev('beta_us', 'next-spanish-prime-minister', 'Next Prime Minister of Spain?', '2027-08-31T23:59:00Z',
    qs([['Alberto Núñez Feijóo', 'pm-feijoo'], ['Pedro Sánchez', 'pm-sanchez']], (l) => `Will ${l} be the next Prime Minister of Spain?`), { category: 'Politics' }),
] });
add({ name: 't2 republican presidential nominee 2028 (surnames on gamma)', events: [
  ev('alpha', 'KXPRESNOMR-28', 'Who will be the Republican nominee for President in 2028?', '2028-08-31T23:59:00Z',
    [['J.D. Vance', 'vance'], ['Donald Trump Jr.', 'trumpjr'], ['Marco Rubio', 'rubio'], ['Ron DeSantis', 'desantis']], { category: 'Elections', sources: AP }),
  ev('beta', '50105', 'Republican Presidential Nominee 2028', '2028-08-31T23:59:00Z',
    qs([['JD Vance', 'vance'], ['Donald Trump Jr.', 'trumpjr'], ['Marco Rubio', 'rubio'], ['Ron DeSantis', 'desantis']], (l) => `Will ${l} win the 2028 Republican presidential nomination?`),
    { category: 'Politics', src: 'https://apnews.com/' }),
  ev('gamma', '9105', 'Republican Nominee 2028', '2028-08-31T23:59:00Z', [['Vance', 'vance'], ['Rubio', 'rubio'], ['DeSantis', 'desantis'], ['Trump Jr.', 'trumpjr']]),
] });
add({ name: 't2 republican vp nominee 2028 (other office, same names)', events: [
  ev('beta_us', 'republican-vp-nominee-2028', 'Republican VP Nominee 2028', '2028-08-31T23:59:00Z',
    qs([['Marco Rubio', 'vp-rubio'], ['Ron DeSantis', 'vp-desantis'], ['Donald Trump Jr.', 'vp-trumpjr']], (l) => `Will ${l} be the 2028 Republican vice presidential nominee?`), { category: 'Politics' }),
] });
add({ name: 't2 democratic presidential nominee 2028 (other party, same question)', events: [
  ev('gamma', '9107', 'Democratic Nominee 2028', '2028-08-31T23:59:00Z', [['Newsom', 'd-newsom'], ['Buttigieg', 'd-buttigieg'], ['Shapiro', 'd-shapiro']]),
] });
add({ name: 't2 australian federal election 2028 winner (labor vs labour)', events: [
  ev('alpha', 'KXAUSELECT-28', 'Australian federal election: winning party 2028?', '2028-05-31T23:59:00Z',
    [['Labor', 'alp'], ['Coalition', 'coalition'], ['Greens', 'greens']], { category: 'Elections', sources: ['Australian Electoral Commission https://www.aec.gov.au'] }),
  ev('beta', '50108', 'Australia Federal Election 2028 Winner', '2028-05-31T23:59:00Z',
    qs([['Labor', 'alp'], ['Liberal/National Coalition', 'coalition'], ['Greens', 'greens']], (l) => `Will ${l} win the most seats in the 2028 Australian federal election?`),
    { category: 'Politics', src: 'https://www.aec.gov.au/' }),
] });
add({ name: 't2 uk next general election most seats (other country, labour)', events: [
  ev('gamma', '9109', 'UK Next General Election - Most Seats', '2029-08-15T23:59:00Z', [['Labour', 'uk-lab'], ['Reform UK', 'uk-reform'], ['Conservative', 'uk-con']]),
] });

// ---- Emit ----
const scenario = emitScenario(cases);
writeFileSync(new URL('./tuning2-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);
const truth = scenario['truth'] as { events: unknown[]; outcomes: unknown[] };
console.log(`cases ${cases.length}, venue events ${cases.reduce((n, c) => n + c.events.length, 0)}, true event groups ${truth.events.length}, outcome groups ${truth.outcomes.length}`);
