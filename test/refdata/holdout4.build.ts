// Fourth independent refdata holdout: writes test/refdata/holdout4-set.json.
// Run: `source deploy/toolchain.sh && node test/refdata/holdout4.build.ts`.
//
// How it was written: by hand, from a trading desk's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/venues.md, the reference-data section of
// /work/shared/spec/interface.md, and test/refdata/evalset.emit.ts (only for the `Case` format). Nothing under
// services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set or build file in test/refdata.
// The matcher and the evaluation were never run on this set while writing it, and no case was adjusted after seeing
// any matcher output: it is NOT tuned. Labels are what is true of the events as described (same `t` = same outcome
// on the YES side; `groups` split listings that are different real-world events; `fungible` false where the two
// venues settle the same outcome differently: other resolution source, other observation window).
// Ids: beta event ids 120001+, gamma ids 6001+, alpha tickers dated Feb 2027 – Dec 2028; all closes after 2026-11-22.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, yn } from './evalset.emit.ts';

type Cat = 'sports' | 'economics' | 'politics' | 'crypto' | 'culture';

const { cases, meta, add } = caseList<Cat>();
const { A, B, U, G, G1 } = venueBuilders(120000, 6000);


// ───────────────────────────── SPORTS ─────────────────────────────

// NBA: Lakers at Celtics, Feb 3 2027, all four venues.
add('sports', { name: 'nba-lal-bos-2027-02-03', events: [
  A('KXNBAGAME-27FEB03LALBOS', 'Los Angeles L at Boston', 'Sports', z('2027-02-04', '03:30'), [
    ['LAL', 'Los Angeles L', 'LAL', { q: 'Los Angeles L at Boston Winner?' }], ['BOS', 'Boston', 'BOS', { q: 'Los Angeles L at Boston Winner?' }]]),
  B('Lakers vs. Celtics', 'Sports', z('2027-02-04', '03:30'), [
    ['nba-lal-bos-2027-02-03', '', 'LAL', { q: 'Lakers vs. Celtics', outcomes: yn('Lakers', 'Celtics') }]]),
  U('nba-lal-bos-2027-02-03', 'Lakers vs. Celtics', 'Sports', z('2027-02-04', '03:30'), [
    ['aec-nba-lal-bos-2027-02-03', '', 'LAL', { q: 'Lakers vs. Celtics', outcomes: yn('Lakers', 'Celtics') }]]),
  G('NBA | Lakers vs Celtics | Feb 03, 2027', z('2027-02-04', '03:30'), [['Lakers', 'LAL'], ['Celtics', 'BOS']]),
] });

// NBA rematch in Boston Mar 18, and gamma's listing of the Celtics at the Lakers on Mar 25 (other game).
add('sports', { name: 'nba-lal-bos-2027-03-18', groups: [['alpha', 'beta'], ['gamma']], events: [
  A('KXNBAGAME-27MAR18LALBOS', 'Los Angeles L at Boston', 'Sports', z('2027-03-19', '02:30'), [
    ['LAL', 'Los Angeles L', 'LAL'], ['BOS', 'Boston', 'BOS']]),
  B('Lakers vs. Celtics', 'Sports', z('2027-03-19', '02:30'), [
    ['nba-lal-bos-2027-03-18', '', 'LAL', { q: 'Lakers vs. Celtics', outcomes: yn('Lakers', 'Celtics') }]]),
  G('NBA | Celtics vs Lakers | Mar 25, 2027', z('2027-03-26', '05:30'), [['Celtics', 'BOS25'], ['Lakers', 'LAL25']]),
] }, 1);

// NBA: Warriors at Nuggets; beta_us asks from the home side (YES = Nuggets).
add('sports', { name: 'nba-gsw-den-2027-02-10', events: [
  A('KXNBAGAME-27FEB10GSWDEN', 'Golden State at Denver', 'Sports', z('2027-02-11', '05:00'), [
    ['GSW', 'Golden State', 'GSW'], ['DEN', 'Denver', 'DEN']]),
  B('Warriors vs. Nuggets', 'Sports', z('2027-02-11', '05:00'), [
    ['nba-gsw-den-2027-02-10', '', 'GSW', { outcomes: yn('Warriors', 'Nuggets') }]]),
  U('nba-gsw-den-2027-02-10', 'Warriors vs. Nuggets', 'Sports', z('2027-02-11', '05:00'), [
    ['will-the-nuggets-beat-the-warriors-on-feb-10', '', 'DEN', { q: 'Will the Denver Nuggets beat the Golden State Warriors on February 10?' }]]),
] });

// NBA single-venue.
add('sports', { name: 'nba-mil-nyk-2027-04-02-alpha-only', events: [
  A('KXNBAGAME-27APR02MILNYK', 'Milwaukee at New York K', 'Sports', z('2027-04-03', '02:30'), [
    ['MIL', 'Milwaukee', 'MIL'], ['NYK', 'New York K', 'NYK']]),
] });

// NBA: Knicks at Heat, beta only.
add('sports', { name: 'nba-nyk-mia-2027-12-08-beta-only', events: [
  B('Knicks vs. Heat', 'Sports', z('2027-12-09', '03:00'), [
    ['nba-nyk-mia-2027-12-08', '', 'NYK', { outcomes: yn('Knicks', 'Heat') }]]),
] });

// NBA: Suns at Mavericks, beta and gamma only; gamma's child order is home first.
add('sports', { name: 'nba-phx-dal-2027-11-12', events: [
  B('Suns vs. Mavericks', 'Sports', z('2027-11-13', '04:00'), [
    ['nba-phx-dal-2027-11-12', '', 'PHX', { outcomes: yn('Suns', 'Mavericks') }]]),
  G('NBA | Mavericks vs Suns | Nov 12, 2027', z('2027-11-13', '04:00'), [['Dallas Mavericks', 'DAL'], ['Phoenix Suns', 'PHX']]),
] });

// NFL: Chiefs at Bills, regular season Nov 21 2027.
add('sports', { name: 'nfl-kc-buf-2027-11-21', events: [
  A('KXNFLGAME-27NOV21KCBUF', 'Kansas City at Buffalo', 'Sports', z('2027-11-22', '01:00'), [
    ['KC', 'Kansas City', 'KC'], ['BUF', 'Buffalo', 'BUF']],
  { rules: 'If the game ends in a tie, both markets resolve No. If the game is postponed beyond two days the market resolves at fair price.' }),
  B('Chiefs vs. Bills', 'Sports', z('2027-11-22', '01:00'), [
    ['nfl-kc-buf-2027-11-21', '', 'KC', { outcomes: yn('Chiefs', 'Bills') }]]),
  G('NFL | Chiefs @ Bills | Week 12', z('2027-11-22', '01:00'), [['Chiefs', 'KC'], ['Bills', 'BUF']],
    { rules: 'Resolves to the team that wins the game played on November 21, 2027, including overtime.' }),
] });

// NFL: the same teams in the divisional round, Jan 2028 (another game).
add('sports', { name: 'nfl-kc-buf-2028-01-23-playoff', events: [
  A('KXNFLGAME-28JAN23KCBUF', 'Kansas City at Buffalo (AFC Divisional)', 'Sports', z('2028-01-24', '02:00'), [
    ['KC', 'Kansas City', 'KC'], ['BUF', 'Buffalo', 'BUF']]),
  B('AFC Divisional Round: Chiefs vs. Bills', 'Sports', z('2028-01-24', '02:00'), [
    ['nfl-kc-buf-2028-01-23', '', 'KC', { outcomes: yn('Chiefs', 'Bills') }]]),
] }, 1);

// NFL Thanksgiving: Eagles at Cowboys.
add('sports', { name: 'nfl-phi-dal-2027-11-25', events: [
  A('KXNFLGAME-27NOV25PHIDAL', 'Philadelphia at Dallas', 'Sports', z('2027-11-26', '00:30'), [
    ['PHI', 'Philadelphia', 'PHI'], ['DAL', 'Dallas', 'DAL']]),
  B('Eagles vs. Cowboys', 'Sports', z('2027-11-26', '00:30'), [
    ['nfl-phi-dal-2027-11-25', '', 'PHI', { outcomes: yn('Eagles', 'Cowboys') }]]),
  U('nfl-phi-dal-2027-11-25', 'Eagles vs. Cowboys', 'Sports', z('2027-11-26', '00:30'), [
    ['aec-nfl-phi-dal-2027-11-25', '', 'PHI', { outcomes: yn('Eagles', 'Cowboys') }]]),
] });

// NFL: 49ers at Seahawks Dec 12 vs gamma's Seahawks at 49ers Nov 14 (other game).
add('sports', { name: 'nfl-sf-sea-2027-12-12', groups: [['alpha', 'beta_us'], ['gamma']], events: [
  A('KXNFLGAME-27DEC12SFSEA', 'San Francisco at Seattle', 'Sports', z('2027-12-13', '00:30'), [
    ['SF', 'San Francisco', 'SF'], ['SEA', 'Seattle', 'SEA']]),
  U('nfl-sf-sea-2027-12-12', '49ers vs. Seahawks', 'Sports', z('2027-12-13', '00:30'), [
    ['aec-nfl-sf-sea-2027-12-12', '', 'SF', { outcomes: yn('49ers', 'Seahawks') }]]),
  G('NFL | Seahawks @ 49ers | Nov 14, 2027', z('2027-11-15', '00:30'), [['Seahawks', 'SEA-NOV'], ['49ers', 'SF-NOV']]),
] }, 1);

// NHL: Maple Leafs at Canadiens.
add('sports', { name: 'nhl-tor-mtl-2027-02-20', events: [
  A('KXNHLGAME-27FEB20TORMTL', 'Toronto at Montreal', 'Sports', z('2027-02-21', '03:00'), [
    ['TOR', 'Toronto', 'TOR'], ['MTL', 'Montreal', 'MTL']]),
  B('Maple Leafs vs. Canadiens', 'Sports', z('2027-02-21', '03:00'), [
    ['nhl-tor-mtl-2027-02-20', '', 'TOR', { outcomes: yn('Maple Leafs', 'Canadiens') }]]),
] });

// NHL: Oilers at Flames, alpha and gamma.
add('sports', { name: 'nhl-edm-cgy-2027-03-06', events: [
  A('KXNHLGAME-27MAR06EDMCGY', 'Edmonton at Calgary', 'Sports', z('2027-03-07', '05:00'), [
    ['EDM', 'Edmonton', 'EDM'], ['CGY', 'Calgary', 'CGY']]),
  G('NHL | Oilers vs Flames | Mar 6', z('2027-03-07', '05:00'), [['Edmonton Oilers', 'EDM'], ['Calgary Flames', 'CGY']]),
] });

// NHL: Rangers at Bruins Mar 9; beta asks an inverted single question (YES = Bruins).
add('sports', { name: 'nhl-nyr-bos-2027-03-09', events: [
  A('KXNHLGAME-27MAR09NYRBOS', 'New York R at Boston', 'Sports', z('2027-03-10', '02:30'), [
    ['NYR', 'New York R', 'NYR'], ['BOS', 'Boston', 'BOS']]),
  B('Will the Bruins beat the Rangers on March 9?', 'Sports', z('2027-03-10', '02:30'), [
    ['will-the-bruins-beat-the-rangers-on-march-9-2027', 'Yes', 'BOS']]),
] });

// MLB doubleheader: game 1 and game 2 are different events.
add('sports', { name: 'mlb-nyy-bos-2027-07-04-g1', events: [
  A('KXMLBGAME-27JUL04NYYBOSG1', 'New York Y at Boston (Game 1)', 'Sports', z('2027-07-04', '21:00'), [
    ['NYY', 'New York Y', 'NYY'], ['BOS', 'Boston', 'BOS']]),
  B('Yankees vs. Red Sox (Game 1)', 'Sports', z('2027-07-04', '21:00'), [
    ['mlb-nyy-bos-2027-07-04-g1', '', 'NYY', { outcomes: yn('Yankees', 'Red Sox') }]]),
] });
add('sports', { name: 'mlb-nyy-bos-2027-07-04-g2', events: [
  A('KXMLBGAME-27JUL04NYYBOSG2', 'New York Y at Boston (Game 2)', 'Sports', z('2027-07-05', '03:00'), [
    ['NYY', 'New York Y', 'NYY'], ['BOS', 'Boston', 'BOS']]),
  B('Yankees vs. Red Sox (Game 2)', 'Sports', z('2027-07-05', '03:00'), [
    ['mlb-nyy-bos-2027-07-04-g2', '', 'NYY', { outcomes: yn('Yankees', 'Red Sox') }]]),
  G('MLB | Yankees @ Red Sox | Jul 4 (Game 2)', z('2027-07-05', '03:00'), [['Yankees', 'NYY'], ['Red Sox', 'BOS']]),
] }, 1);

// MLB: Dodgers at Giants.
add('sports', { name: 'mlb-lad-sf-2027-06-12', events: [
  A('KXMLBGAME-27JUN12LADSF', 'Los Angeles D at San Francisco', 'Sports', z('2027-06-13', '05:00'), [
    ['LAD', 'Los Angeles D', 'LAD'], ['SF', 'San Francisco', 'SF']]),
  B('Dodgers vs. Giants', 'Sports', z('2027-06-13', '05:00'), [
    ['mlb-lad-sf-2027-06-12', '', 'LAD', { outcomes: yn('Dodgers', 'Giants') }]]),
  U('mlb-lad-sf-2027-06-12', 'Dodgers vs. Giants', 'Sports', z('2027-06-13', '05:00'), [
    ['aec-mlb-lad-sf-2027-06-12', '', 'LAD', { outcomes: yn('Dodgers', 'Giants') }]]),
] });

// MLB: Cubs at Cardinals, beta and gamma.
add('sports', { name: 'mlb-chc-stl-2027-08-20', events: [
  B('Cubs vs. Cardinals', 'Sports', z('2027-08-21', '03:00'), [
    ['mlb-chc-stl-2027-08-20', '', 'CHC', { outcomes: yn('Cubs', 'Cardinals') }]]),
  G('MLB | Cubs @ Cardinals | Aug 20', z('2027-08-21', '03:00'), [['Chicago Cubs', 'CHC'], ['St. Louis Cardinals', 'STL']]),
] });

// Soccer EPL three-way: Arsenal v Chelsea Mar 6 2027.
add('sports', { name: 'epl-ars-che-2027-03-06', events: [
  A('KXEPLGAME-27MAR06ARSCHE', 'Arsenal vs Chelsea', 'Sports', z('2027-03-06', '19:30'), [
    ['ARS', 'Arsenal', 'ARS'], ['TIE', 'Tie', 'DRAW'], ['CHE', 'Chelsea', 'CHE']],
  { rules: 'Resolves on the result after 90 minutes plus stoppage time.' }),
  B('Arsenal vs. Chelsea', 'Sports', z('2027-03-06', '19:30'), [
    ['epl-ars-che-2027-03-06-ars', 'Arsenal', 'ARS', { q: 'Will Arsenal win on 2027-03-06?' }],
    ['epl-ars-che-2027-03-06-draw', 'Draw (Arsenal vs. Chelsea)', 'DRAW', { q: 'Will Arsenal vs. Chelsea end in a draw?' }],
    ['epl-ars-che-2027-03-06-che', 'Chelsea', 'CHE', { q: 'Will Chelsea win on 2027-03-06?' }]]),
  G('EPL | Arsenal vs Chelsea | 2027-03-06 (90 min)', z('2027-03-06', '19:30'), [['Arsenal', 'ARS'], ['Draw', 'DRAW'], ['Chelsea', 'CHE']]),
] });

// EPL reverse fixture, Oct 23 2027 (another match).
add('sports', { name: 'epl-che-ars-2027-10-23', events: [
  A('KXEPLGAME-27OCT23CHEARS', 'Chelsea vs Arsenal', 'Sports', z('2027-10-23', '16:30'), [
    ['CHE', 'Chelsea', 'CHE'], ['TIE', 'Tie', 'DRAW'], ['ARS', 'Arsenal', 'ARS']]),
  B('Chelsea vs. Arsenal', 'Sports', z('2027-10-23', '16:30'), [
    ['epl-che-ars-2027-10-23-che', 'Chelsea', 'CHE', { q: 'Will Chelsea win on 2027-10-23?' }],
    ['epl-che-ars-2027-10-23-draw', 'Draw (Chelsea vs. Arsenal)', 'DRAW', { q: 'Will Chelsea vs. Arsenal end in a draw?' }],
    ['epl-che-ars-2027-10-23-ars', 'Arsenal', 'ARS', { q: 'Will Arsenal win on 2027-10-23?' }]]),
] }, 1);

// La Liga: El Clasico Apr 11 2027; beta_us lists only the two wins.
add('sports', { name: 'laliga-rma-bar-2027-04-11', events: [
  A('KXLALIGAGAME-27APR11RMABAR', 'Real Madrid vs Barcelona', 'Sports', z('2027-04-11', '21:00'), [
    ['RMA', 'Real Madrid', 'RMA'], ['TIE', 'Tie', 'DRAW'], ['BAR', 'Barcelona', 'BAR']]),
  B('Real Madrid vs. Barcelona', 'Sports', z('2027-04-11', '21:00'), [
    ['lal-rma-bar-2027-04-11-rma', 'Real Madrid', 'RMA', { q: 'Will Real Madrid win on 2027-04-11?' }],
    ['lal-rma-bar-2027-04-11-draw', 'Draw (Real Madrid vs. Barcelona)', 'DRAW', { q: 'Will Real Madrid vs. Barcelona end in a draw?' }],
    ['lal-rma-bar-2027-04-11-bar', 'Barcelona', 'BAR', { q: 'Will Barcelona win on 2027-04-11?' }]]),
  U('lal-rma-bar-2027-04-11', 'Real Madrid vs. Barcelona', 'Sports', z('2027-04-11', '21:00'), [
    ['aec-lal-rma-bar-2027-04-11-rma', 'Real Madrid', 'RMA', { q: 'Will Real Madrid win on April 11?' }],
    ['aec-lal-rma-bar-2027-04-11-bar', 'Barcelona', 'BAR', { q: 'Will Barcelona win on April 11?' }]]),
] });

// Champions League 2026-27 winner (futures); partial outcome lists.
add('sports', { name: 'ucl-winner-2027', events: [
  A('KXUCL-27', 'Champions League winner 2026-27?', 'Sports', z('2027-05-29', '22:00'), [
    ['RMA', 'Real Madrid', 'RMA'], ['ARS', 'Arsenal', 'ARS'], ['BAY', 'Bayern Munich', 'BAY'], ['PSG', 'Paris Saint-Germain', 'PSG'], ['MCI', 'Manchester City', 'MCI'], ['BAR', 'Barcelona', 'BAR']]),
  B('UEFA Champions League Winner 2026/27', 'Sports', z('2027-05-29', '22:00'), [
    ['will-real-madrid-win-the-2026-27-champions-league', 'Real Madrid', 'RMA'], ['will-arsenal-win-the-2026-27-champions-league', 'Arsenal', 'ARS'],
    ['will-bayern-munich-win-the-2026-27-champions-league', 'Bayern Munich', 'BAY'], ['will-psg-win-the-2026-27-champions-league', 'PSG', 'PSG'],
    ['will-liverpool-win-the-2026-27-champions-league', 'Liverpool', 'LIV'], ['will-inter-win-the-2026-27-champions-league', 'Inter', 'INT']]),
  G('Champions League 2026/27 Champion', z('2027-05-29', '22:00'), [['Real Madrid', 'RMA'], ['Arsenal', 'ARS'], ['Bayern München', 'BAY'], ['Paris SG', 'PSG'], ['Man City', 'MCI']]),
] });

// Champions League 2026-27: teams to reach the final (same teams as the winner market, other event).
add('sports', { name: 'ucl-finalist-2027', events: [
  A('KXUCLFINALIST-27', 'Which teams will reach the 2027 Champions League final?', 'Sports', z('2027-05-06', '21:00'), [
    ['RMA', 'Real Madrid', 'F-RMA'], ['ARS', 'Arsenal', 'F-ARS'], ['BAY', 'Bayern Munich', 'F-BAY']]),
  B('Champions League 2026/27: Teams to reach the final', 'Sports', z('2027-05-06', '21:00'), [
    ['will-real-madrid-reach-the-2027-champions-league-final', 'Real Madrid', 'F-RMA'], ['will-arsenal-reach-the-2027-champions-league-final', 'Arsenal', 'F-ARS']]),
] }, 1);

// Premier League 2026-27 champion, four venues.
add('sports', { name: 'epl-champion-2027', events: [
  A('KXEPL-27', 'English Premier League winner 2026-27?', 'Sports', z('2027-05-23', '17:00'), [
    ['ARS', 'Arsenal', 'ARS'], ['MCI', 'Manchester City', 'MCI'], ['LIV', 'Liverpool', 'LIV'], ['CHE', 'Chelsea', 'CHE']]),
  B('English Premier League Winner 2026-27', 'Sports', z('2027-05-23', '17:00'), [
    ['will-arsenal-win-the-2026-27-english-premier-league', 'Arsenal', 'ARS'], ['will-man-city-win-the-2026-27-english-premier-league', 'Man City', 'MCI'],
    ['will-liverpool-win-the-2026-27-english-premier-league', 'Liverpool', 'LIV'], ['will-chelsea-win-the-2026-27-english-premier-league', 'Chelsea', 'CHE']]),
  U('epl-winner-2026-27', 'Premier League Winner 2026-27', 'Sports', z('2027-05-23', '17:00'), [
    ['epl-2026-27-winner-arsenal', 'Arsenal', 'ARS'], ['epl-2026-27-winner-manchester-city', 'Manchester City', 'MCI'], ['epl-2026-27-winner-liverpool', 'Liverpool', 'LIV']]),
  G('Premier League 2026-27 Winner', z('2027-05-23', '17:00'), [['Arsenal', 'ARS'], ['Man City', 'MCI'], ['Liverpool', 'LIV'], ['Newcastle', 'NEW']]),
] });

// Relegation from the Premier League 2026-27 (same teams, other question).
add('sports', { name: 'epl-relegation-2027', events: [
  A('KXEPLRELEGATION-27', 'Which teams will be relegated from the Premier League 2026-27?', 'Sports', z('2027-05-23', '17:00'), [
    ['BUR', 'Burnley', 'BUR-REL'], ['WOL', 'Wolves', 'WOL-REL'], ['CHE', 'Chelsea', 'CHE-REL']]),
  B('Premier League 2026-27: Relegated teams', 'Sports', z('2027-05-23', '17:00'), [
    ['will-burnley-be-relegated-2026-27', 'Burnley', 'BUR-REL'], ['will-wolves-be-relegated-2026-27', 'Wolves', 'WOL-REL']]),
] }, 1);

// Women's World Cup 2027 winner (Brazil).
add('sports', { name: 'wwc-2027-winner', events: [
  A('KXWWC-27', "2027 FIFA Women's World Cup winner?", 'Sports', z('2027-07-25', '22:00'), [
    ['USA', 'United States', 'USA'], ['ESP', 'Spain', 'ESP'], ['ENG', 'England', 'ENG'], ['BRA', 'Brazil', 'BRA']]),
  B("FIFA Women's World Cup 2027 Winner", 'Sports', z('2027-07-25', '22:00'), [
    ['womens-world-cup-2027-usa', 'USA', 'USA'], ['womens-world-cup-2027-spain', 'Spain', 'ESP'], ['womens-world-cup-2027-england', 'England', 'ENG'], ['womens-world-cup-2027-brazil', 'Brazil', 'BRA'], ['womens-world-cup-2027-germany', 'Germany', 'GER']]),
] });

// March Madness 2027: men's and women's champions are different events.
add('sports', { name: 'ncaab-men-2027-champion', events: [
  A('KXMARMAD-27', "2027 Men's college basketball national champion?", 'Sports', z('2027-04-06', '04:00'), [
    ['DUKE', 'Duke', 'M-DUKE'], ['UCONN', 'UConn', 'M-UCONN'], ['HOU', 'Houston', 'M-HOU'], ['UK', 'Kentucky', 'M-UK']]),
  B("NCAA Men's Tournament Champion 2027", 'Sports', z('2027-04-06', '04:00'), [
    ['ncaa-mens-champion-2027-duke', 'Duke', 'M-DUKE'], ['ncaa-mens-champion-2027-uconn', 'UConn', 'M-UCONN'], ['ncaa-mens-champion-2027-houston', 'Houston', 'M-HOU']]),
  G("NCAA Men's Basketball Champion 2027", z('2027-04-06', '04:00'), [['Duke Blue Devils', 'M-DUKE'], ['UConn Huskies', 'M-UCONN'], ['Kentucky Wildcats', 'M-UK']]),
] });
add('sports', { name: 'ncaab-women-2027-champion', events: [
  A('KXWMARMAD-27', "2027 Women's college basketball national champion?", 'Sports', z('2027-04-05', '03:00'), [
    ['UCONN', 'UConn', 'W-UCONN'], ['SC', 'South Carolina', 'W-SC'], ['UCLA', 'UCLA', 'W-UCLA'], ['DUKE', 'Duke', 'W-DUKE']]),
  B("NCAA Women's Tournament Champion 2027", 'Sports', z('2027-04-05', '03:00'), [
    ['ncaa-womens-champion-2027-uconn', 'UConn', 'W-UCONN'], ['ncaa-womens-champion-2027-south-carolina', 'South Carolina', 'W-SC'], ['ncaa-womens-champion-2027-ucla', 'UCLA', 'W-UCLA']]),
] }, 1);

// College football: The Game, Nov 27 2027.
add('sports', { name: 'ncaaf-osu-mich-2027-11-27', events: [
  A('KXNCAAFGAME-27NOV27OSUMICH', 'Ohio St. at Michigan', 'Sports', z('2027-11-27', '21:00'), [
    ['OSU', 'Ohio St.', 'OSU'], ['MICH', 'Michigan', 'MICH']]),
  B('Ohio State vs. Michigan', 'Sports', z('2027-11-27', '21:00'), [
    ['cfb-osu-mich-2027-11-27', '', 'OSU', { outcomes: yn('Ohio State', 'Michigan') }]]),
  U('cfb-osu-mich-2027-11-27', 'Ohio State vs. Michigan', 'Sports', z('2027-11-27', '21:00'), [
    ['aec-cfb-osu-mich-2027-11-27', '', 'OSU', { outcomes: yn('Ohio State', 'Michigan') }]]),
] });

// College football national champion 2027 season (title game Jan 2028).
add('sports', { name: 'ncaaf-champion-2027-season', events: [
  A('KXNCAAF-28', 'College Football Playoff national champion (2027 season)?', 'Sports', z('2028-01-18', '05:00'), [
    ['OSU', 'Ohio St.', 'OSU'], ['UGA', 'Georgia', 'UGA'], ['TEX', 'Texas', 'TEX'], ['ORE', 'Oregon', 'ORE']]),
  B('College Football Champion 2027-28', 'Sports', z('2028-01-18', '05:00'), [
    ['cfp-champion-2027-28-ohio-state', 'Ohio State', 'OSU'], ['cfp-champion-2027-28-georgia', 'Georgia', 'UGA'], ['cfp-champion-2027-28-texas', 'Texas', 'TEX'], ['cfp-champion-2027-28-alabama', 'Alabama', 'ALA']]),
] });

// NBA champion 2027.
add('sports', { name: 'nba-champion-2027', events: [
  A('KXNBA-27', 'Pro Basketball Champion 2027?', 'Sports', z('2027-06-25', '04:00'), [
    ['OKC', 'Oklahoma City', 'OKC'], ['BOS', 'Boston', 'BOS'], ['DEN', 'Denver', 'DEN'], ['NYK', 'New York K', 'NYK'], ['CLE', 'Cleveland', 'CLE']]),
  B('NBA Champion 2027', 'Sports', z('2027-06-25', '04:00'), [
    ['will-the-oklahoma-city-thunder-win-the-2027-nba-finals', 'Oklahoma City Thunder', 'OKC'], ['will-the-boston-celtics-win-the-2027-nba-finals', 'Boston Celtics', 'BOS'],
    ['will-the-denver-nuggets-win-the-2027-nba-finals', 'Denver Nuggets', 'DEN'], ['will-the-new-york-knicks-win-the-2027-nba-finals', 'New York Knicks', 'NYK']]),
  G('2027 NBA Champion', z('2027-06-25', '04:00'), [['Thunder', 'OKC'], ['Celtics', 'BOS'], ['Cavaliers', 'CLE'], ['Knicks', 'NYK']]),
] });

// NBA Eastern Conference champion 2027 (same teams, other event).
add('sports', { name: 'nba-east-2027', events: [
  A('KXNBAEAST-27', 'Eastern Conference Champion 2027?', 'Sports', z('2027-06-01', '04:00'), [
    ['BOS', 'Boston', 'E-BOS'], ['NYK', 'New York K', 'E-NYK'], ['CLE', 'Cleveland', 'E-CLE']]),
  U('nba-eastern-conference-champion-2027', 'NBA Eastern Conference Champion 2027', 'Sports', z('2027-06-01', '04:00'), [
    ['nba-east-2027-celtics', 'Boston Celtics', 'E-BOS'], ['nba-east-2027-knicks', 'New York Knicks', 'E-NYK'], ['nba-east-2027-cavaliers', 'Cleveland Cavaliers', 'E-CLE']]),
] }, 1);

// NBA MVP 2026-27.
add('sports', { name: 'nba-mvp-2027', events: [
  A('KXNBAMVP-27', 'Pro Basketball MVP 2026-27?', 'Sports', z('2027-05-25', '23:00'), [
    ['SGA', 'Shai Gilgeous-Alexander', 'SGA'], ['JOKIC', 'Nikola Jokic', 'JOKIC'], ['LUKA', 'Luka Doncic', 'LUKA'], ['WEMBY', 'Victor Wembanyama', 'WEMBY']]),
  B('NBA MVP 2026-27', 'Sports', z('2027-05-25', '23:00'), [
    ['nba-mvp-2026-27-shai-gilgeous-alexander', 'Shai Gilgeous-Alexander', 'SGA'], ['nba-mvp-2026-27-nikola-jokic', 'Nikola Jokić', 'JOKIC'], ['nba-mvp-2026-27-victor-wembanyama', 'Victor Wembanyama', 'WEMBY'], ['nba-mvp-2026-27-giannis', 'Giannis Antetokounmpo', 'GIANNIS']]),
] });

// Super Bowl LXII champion (Feb 2028).
add('sports', { name: 'nfl-super-bowl-lxii', events: [
  A('KXSB-28', 'Pro Football Champion (Super Bowl LXII)?', 'Sports', z('2028-02-14', '04:00'), [
    ['KC', 'Kansas City', 'KC'], ['BUF', 'Buffalo', 'BUF'], ['PHI', 'Philadelphia', 'PHI'], ['DET', 'Detroit', 'DET'], ['BAL', 'Baltimore', 'BAL']]),
  B('Super Bowl Champion 2028', 'Sports', z('2028-02-14', '04:00'), [
    ['super-bowl-2028-kansas-city-chiefs', 'Kansas City Chiefs', 'KC'], ['super-bowl-2028-buffalo-bills', 'Buffalo Bills', 'BUF'], ['super-bowl-2028-philadelphia-eagles', 'Philadelphia Eagles', 'PHI'], ['super-bowl-2028-detroit-lions', 'Detroit Lions', 'DET']]),
  U('super-bowl-lxii-champion', 'Super Bowl LXII Champion', 'Sports', z('2028-02-14', '04:00'), [
    ['sb-lxii-chiefs', 'Chiefs', 'KC'], ['sb-lxii-bills', 'Bills', 'BUF'], ['sb-lxii-ravens', 'Ravens', 'BAL']]),
] });

// NFL MVP 2027 season.
add('sports', { name: 'nfl-mvp-2027', events: [
  A('KXNFLMVP-28', 'Pro Football MVP (2027 season)?', 'Sports', z('2028-02-10', '03:00'), [
    ['ALLEN', 'Josh Allen', 'ALLEN'], ['MAHOMES', 'Patrick Mahomes', 'MAHOMES'], ['JACKSON', 'Lamar Jackson', 'LJACKSON']]),
  G('NFL MVP 2027-28 Season', z('2028-02-10', '03:00'), [['Josh Allen', 'ALLEN'], ['Lamar Jackson', 'LJACKSON'], ['Joe Burrow', 'BURROW']]),
] });

// Stanley Cup 2027.
add('sports', { name: 'nhl-stanley-cup-2027', events: [
  A('KXNHL-27', 'Pro Hockey Champion 2027?', 'Sports', z('2027-06-20', '04:00'), [
    ['FLA', 'Florida', 'FLA'], ['EDM', 'Edmonton', 'EDM'], ['COL', 'Colorado', 'COL'], ['DAL', 'Dallas', 'DAL']]),
  B('Stanley Cup Champion 2027', 'Sports', z('2027-06-20', '04:00'), [
    ['stanley-cup-2027-florida-panthers', 'Florida Panthers', 'FLA'], ['stanley-cup-2027-edmonton-oilers', 'Edmonton Oilers', 'EDM'], ['stanley-cup-2027-colorado-avalanche', 'Colorado Avalanche', 'COL'], ['stanley-cup-2027-dallas-stars', 'Dallas Stars', 'DAL']]),
] });

// World Series 2027.
add('sports', { name: 'mlb-world-series-2027', events: [
  A('KXMLB-27', 'Pro Baseball Champion 2027?', 'Sports', z('2027-11-05', '04:00'), [
    ['LAD', 'Los Angeles D', 'LAD'], ['NYY', 'New York Y', 'NYY'], ['PHI', 'Philadelphia', 'PHI'], ['ATL', 'Atlanta', 'ATL']]),
  B('World Series Champion 2027', 'Sports', z('2027-11-05', '04:00'), [
    ['world-series-2027-los-angeles-dodgers', 'Los Angeles Dodgers', 'LAD'], ['world-series-2027-new-york-yankees', 'New York Yankees', 'NYY'], ['world-series-2027-philadelphia-phillies', 'Philadelphia Phillies', 'PHI'], ['world-series-2027-seattle-mariners', 'Seattle Mariners', 'SEA']]),
  G('MLB World Series 2027 Winner', z('2027-11-05', '04:00'), [['Dodgers', 'LAD'], ['Yankees', 'NYY'], ['Braves', 'ATL']]),
] });

// Golf: Masters 2027; PGA Championship vs U.S. Open (different tournaments).
add('sports', { name: 'golf-masters-2027', events: [
  A('KXPGAMASTERS-27APR11', 'The Masters 2027 winner?', 'Sports', z('2027-04-11', '23:59'), [
    ['SSCH', 'Scottie Scheffler', 'SCHEFFLER'], ['RMCI', 'Rory McIlroy', 'MCILROY'], ['XSCH', 'Xander Schauffele', 'XANDER'], ['LABE', 'Ludvig Aberg', 'ABERG']]),
  B('Masters Tournament 2027 Winner', 'Sports', z('2027-04-11', '23:59'), [
    ['masters-2027-scottie-scheffler', 'Scottie Scheffler', 'SCHEFFLER'], ['masters-2027-rory-mcilroy', 'Rory McIlroy', 'MCILROY'], ['masters-2027-ludvig-aberg', 'Ludvig Åberg', 'ABERG'], ['masters-2027-jon-rahm', 'Jon Rahm', 'RAHM']]),
  G('The Masters 2027 — Champion', z('2027-04-11', '23:59'), [['S. Scheffler', 'SCHEFFLER'], ['R. McIlroy', 'MCILROY'], ['J. Rahm', 'RAHM']]),
] });
add('sports', { name: 'golf-pga-vs-usopen-2027', groups: [['alpha'], ['beta']], events: [
  A('KXPGACHAMP-27MAY23', 'PGA Championship 2027 winner?', 'Sports', z('2027-05-23', '23:59'), [
    ['SSCH', 'Scottie Scheffler', 'PGA-SCHEFFLER'], ['RMCI', 'Rory McIlroy', 'PGA-MCILROY']]),
  B('U.S. Open 2027 Winner (Golf)', 'Sports', z('2027-06-20', '23:59'), [
    ['us-open-golf-2027-scottie-scheffler', 'Scottie Scheffler', 'USO-SCHEFFLER'], ['us-open-golf-2027-rory-mcilroy', 'Rory McIlroy', 'USO-MCILROY']]),
] }, 1);

// Tennis: Wimbledon 2027 men's and women's singles.
add('sports', { name: 'tennis-wimbledon-2027-men', events: [
  A('KXWIMBLEDONM-27', "Wimbledon Men's Singles 2027 winner?", 'Sports', z('2027-07-11', '18:00'), [
    ['ALC', 'Carlos Alcaraz', 'ALCARAZ'], ['SIN', 'Jannik Sinner', 'SINNER'], ['DJO', 'Novak Djokovic', 'DJOKOVIC'], ['FRI', 'Taylor Fritz', 'FRITZ']]),
  B("Wimbledon 2027: Men's Singles Winner", 'Sports', z('2027-07-11', '18:00'), [
    ['wimbledon-2027-mens-carlos-alcaraz', 'Carlos Alcaraz', 'ALCARAZ'], ['wimbledon-2027-mens-jannik-sinner', 'Jannik Sinner', 'SINNER'], ['wimbledon-2027-mens-novak-djokovic', 'Novak Djokovic', 'DJOKOVIC']]),
  G("Wimbledon 2027 Men's Champion", z('2027-07-11', '18:00'), [['Alcaraz', 'ALCARAZ'], ['Sinner', 'SINNER'], ['Zverev', 'ZVEREV']]),
] });
add('sports', { name: 'tennis-wimbledon-2027-women', groups: [['alpha', 'beta'], ['beta_us']], events: [
  A('KXWIMBLEDONW-27', "Wimbledon Women's Singles 2027 winner?", 'Sports', z('2027-07-10', '17:00'), [
    ['SAB', 'Aryna Sabalenka', 'W-SABALENKA'], ['SWI', 'Iga Swiatek', 'W-SWIATEK'], ['GAU', 'Coco Gauff', 'W-GAUFF']]),
  B("Wimbledon 2027: Women's Singles Winner", 'Sports', z('2027-07-10', '17:00'), [
    ['wimbledon-2027-womens-aryna-sabalenka', 'Aryna Sabalenka', 'W-SABALENKA'], ['wimbledon-2027-womens-iga-swiatek', 'Iga Świątek', 'W-SWIATEK'], ['wimbledon-2027-womens-amanda-anisimova', 'Amanda Anisimova', 'W-ANISIMOVA']]),
  // beta_us lists the men's Wimbledon 2027 here: another event than the women's.
  U('wimbledon-2027-mens-winner', 'Wimbledon 2027 Winner', 'Sports', z('2027-07-11', '18:00'), [
    ['wimbledon-2027-alcaraz', 'Carlos Alcaraz', 'USM-ALCARAZ', { q: "Will Carlos Alcaraz win the 2027 Wimbledon men's singles title?" }],
    ['wimbledon-2027-sinner', 'Jannik Sinner', 'USM-SINNER', { q: "Will Jannik Sinner win the 2027 Wimbledon men's singles title?" }]]),
] }, 1);

// Tennis: Australian Open 2028 men's.
add('sports', { name: 'tennis-ao-2028-men', events: [
  A('KXAUSOPENM-28', "Australian Open Men's Singles 2028 winner?", 'Sports', z('2028-02-01', '12:00'), [
    ['SIN', 'Jannik Sinner', 'SINNER'], ['ALC', 'Carlos Alcaraz', 'ALCARAZ'], ['DJO', 'Novak Djokovic', 'DJOKOVIC']]),
  U('australian-open-2028-mens-winner', "Australian Open 2028 Men's Winner", 'Sports', z('2028-02-01', '12:00'), [
    ['ao-2028-mens-sinner', 'Jannik Sinner', 'SINNER'], ['ao-2028-mens-alcaraz', 'Carlos Alcaraz', 'ALCARAZ']]),
] });

// F1: Monaco GP 2027 race winner vs qualifying (pole) — different sessions.
add('sports', { name: 'f1-monaco-2027-race', events: [
  A('KXF1RACE-27JUN06MON', 'Monaco Grand Prix 2027: race winner?', 'Sports', z('2027-06-06', '15:00'), [
    ['VER', 'Max Verstappen', 'VER'], ['NOR', 'Lando Norris', 'NOR'], ['LEC', 'Charles Leclerc', 'LEC'], ['PIA', 'Oscar Piastri', 'PIA']]),
  B('Monaco Grand Prix 2027 Winner', 'Sports', z('2027-06-06', '15:00'), [
    ['f1-monaco-gp-2027-winner-verstappen', 'Max Verstappen', 'VER'], ['f1-monaco-gp-2027-winner-norris', 'Lando Norris', 'NOR'], ['f1-monaco-gp-2027-winner-leclerc', 'Charles Leclerc', 'LEC'], ['f1-monaco-gp-2027-winner-russell', 'George Russell', 'RUS']]),
  // gamma lists qualifying: another session.
  G('F1 Monaco GP 2027 | Pole Position', z('2027-06-05', '15:00'), [['Verstappen', 'Q-VER'], ['Norris', 'Q-NOR'], ['Leclerc', 'Q-LEC']]),
] , groups: [['alpha', 'beta'], ['gamma']] }, 1);
add('sports', { name: 'f1-monaco-2027-pole', events: [
  A('KXF1POLE-27JUN05MON', 'Monaco Grand Prix 2027: pole position?', 'Sports', z('2027-06-05', '15:00'), [
    ['VER', 'Max Verstappen', 'Q-VER'], ['NOR', 'Lando Norris', 'Q-NOR'], ['LEC', 'Charles Leclerc', 'Q-LEC']]),
  B('Monaco Grand Prix 2027: Pole Position', 'Sports', z('2027-06-05', '15:00'), [
    ['f1-monaco-gp-2027-pole-verstappen', 'Max Verstappen', 'Q-VER'], ['f1-monaco-gp-2027-pole-leclerc', 'Charles Leclerc', 'Q-LEC'], ['f1-monaco-gp-2027-pole-piastri', 'Oscar Piastri', 'Q-PIA']]),
] }, 1);

// F1: British GP 2027 sprint vs race.
add('sports', { name: 'f1-british-2027-sprint', groups: [['alpha'], ['beta_us']], events: [
  A('KXF1SPRINT-27JUL03GBR', 'British Grand Prix 2027: sprint winner?', 'Sports', z('2027-07-03', '12:00'), [
    ['NOR', 'Lando Norris', 'S-NOR'], ['VER', 'Max Verstappen', 'S-VER']]),
  U('f1-british-gp-2027-winner', 'British Grand Prix 2027 Winner', 'Sports', z('2027-07-04', '16:00'), [
    ['f1-british-gp-2027-norris', 'Lando Norris', 'R-NOR'], ['f1-british-gp-2027-verstappen', 'Max Verstappen', 'R-VER']]),
] }, 1);

// F1 Drivers' Championship 2027.
add('sports', { name: 'f1-drivers-2027', events: [
  A('KXF1-27', "F1 Drivers' Champion 2027?", 'Sports', z('2027-12-05', '16:00'), [
    ['VER', 'Max Verstappen', 'VER'], ['NOR', 'Lando Norris', 'NOR'], ['PIA', 'Oscar Piastri', 'PIA'], ['RUS', 'George Russell', 'RUS']]),
  B('F1 Drivers Champion 2027', 'Sports', z('2027-12-05', '16:00'), [
    ['f1-drivers-champion-2027-verstappen', 'Max Verstappen', 'VER'], ['f1-drivers-champion-2027-norris', 'Lando Norris', 'NOR'], ['f1-drivers-champion-2027-piastri', 'Oscar Piastri', 'PIA'], ['f1-drivers-champion-2027-leclerc', 'Charles Leclerc', 'LEC']]),
  G('Formula 1 2027 World Drivers Champion', z('2027-12-05', '16:00'), [['Verstappen', 'VER'], ['Norris', 'NOR'], ['Russell', 'RUS']]),
] });

// NBA: Lakers make the 2027 playoffs (binary), with an inverted beta_us question.
add('sports', { name: 'nba-lakers-playoffs-2027', events: [
  A('KXNBAPLAYOFF-27LAL', 'Will the Los Angeles L make the 2027 NBA playoffs?', 'Sports', z('2027-04-12', '04:00'), [
    ['YES', 'Los Angeles L', 'LAL-IN']], { rules: 'Play-in tournament teams that do not advance do not count as making the playoffs.' }),
  B('Will the Lakers make the NBA Playoffs?', 'Sports', z('2027-04-12', '04:00'), [
    ['will-the-lakers-make-the-2027-nba-playoffs', 'Yes', 'LAL-IN']]),
  U('lakers-miss-playoffs-2027', 'Will the Lakers miss the 2027 NBA Playoffs?', 'Sports', z('2027-04-12', '04:00'), [
    ['will-the-lakers-miss-the-2027-nba-playoffs', 'Yes', 'LAL-OUT']]),
] }, 1);

// ───────────────────────────── ECONOMICS ─────────────────────────────
const BLS = 'Bureau of Labor Statistics https://www.bls.gov';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov';
const FED = 'Federal Reserve https://www.federalreserve.gov';

// CPI YoY for March 2027 (released Apr 2027): thresholds on alpha and beta, exact buckets on gamma.
add('economics', { name: 'cpi-yoy-2027-03', events: [
  A('KXCPIYOY-27MAR', 'CPI year-over-year in Mar 2027?', 'Economics', z('2027-04-13', '12:30'), [
    ['T2.6', 'Above 2.6%', 'GT2.6'], ['T2.8', 'Above 2.8%', 'GT2.8'], ['T3.0', 'Above 3.0%', 'GT3.0'], ['T3.2', 'Above 3.2%', 'GT3.2']], { sources: [BLS] }),
  B('US inflation (CPI YoY) March 2027?', 'Economy', z('2027-04-13', '12:30'), [
    ['cpi-yoy-march-2027-above-2pt8', '>2.8%', 'GT2.8', { q: 'Will annual inflation be above 2.8% in March 2027?', src: 'https://www.bls.gov/cpi/' }],
    ['cpi-yoy-march-2027-above-3pt0', '>3.0%', 'GT3.0', { q: 'Will annual inflation be above 3.0% in March 2027?', src: 'https://www.bls.gov/cpi/' }],
    ['cpi-yoy-march-2027-above-3pt2', '>3.2%', 'GT3.2', { q: 'Will annual inflation be above 3.2% in March 2027?', src: 'https://www.bls.gov/cpi/' }]]),
  G('US CPI YoY (Mar 2027) — exact print', z('2027-04-13', '12:30'), [['≤2.6%', 'LE2.6'], ['2.7%', 'EQ2.7'], ['2.8%', 'EQ2.8'], ['2.9%', 'EQ2.9'], ['≥3.0%', 'GE3.0']],
    { rules: 'Resolves on the CPI-U 12-month percent change for March 2027, not seasonally adjusted, rounded to one decimal, as first published by the BLS.' }),
] }, 1);

// CPI MoM for March 2027: same release, other statistic.
add('economics', { name: 'cpi-mom-2027-03', events: [
  A('KXCPI-27MAR', 'CPI in Mar 2027?', 'Economics', z('2027-04-13', '12:30'), [
    ['T0.2', 'Above 0.2%', 'MOM-GT0.2'], ['T0.3', 'Above 0.3%', 'MOM-GT0.3'], ['T0.4', 'Above 0.4%', 'MOM-GT0.4']], { sources: [BLS], rules: 'Month-over-month change in seasonally adjusted CPI-U.' }),
  B('Monthly inflation (CPI MoM) March 2027?', 'Economy', z('2027-04-13', '12:30'), [
    ['cpi-mom-march-2027-0pt3-plus', '≥0.3%', 'MOM-GT0.2', { q: 'Will CPI rise 0.3% or more month over month in March 2027?' }],
    ['cpi-mom-march-2027-0pt4-plus', '≥0.4%', 'MOM-GT0.3', { q: 'Will CPI rise 0.4% or more month over month in March 2027?' }]]),
] }, 1);

// CPI YoY for April 2027 (next month's print).
add('economics', { name: 'cpi-yoy-2027-04', events: [
  A('KXCPIYOY-27APR', 'CPI year-over-year in Apr 2027?', 'Economics', z('2027-05-12', '12:30'), [
    ['T2.8', 'Above 2.8%', 'A-GT2.8'], ['T3.0', 'Above 3.0%', 'A-GT3.0']], { sources: [BLS] }),
  B('US inflation (CPI YoY) April 2027?', 'Economy', z('2027-05-12', '12:30'), [
    ['cpi-yoy-april-2027-above-2pt8', '>2.8%', 'A-GT2.8', { q: 'Will annual inflation be above 2.8% in April 2027?' }],
    ['cpi-yoy-april-2027-above-3pt0', '>3.0%', 'A-GT3.0', { q: 'Will annual inflation be above 3.0% in April 2027?' }]]),
] }, 1);

// Core CPI YoY March 2027.
add('economics', { name: 'core-cpi-yoy-2027-03', events: [
  A('KXCPICOREYOY-27MAR', 'Core CPI year-over-year in Mar 2027?', 'Economics', z('2027-04-13', '12:30'), [
    ['T2.9', 'Above 2.9%', 'C-GT2.9'], ['T3.1', 'Above 3.1%', 'C-GT3.1']], { sources: [BLS] }),
  G1('US Core CPI YoY (Mar 2027) above 3.1%?', z('2027-04-13', '12:30'), 'C-GT3.1'),
] }, 1);

// Nonfarm payrolls for April 2027 (released May 7 2027).
add('economics', { name: 'payrolls-2027-04', events: [
  A('KXPAYROLLS-27APR', 'Jobs numbers in Apr 2027?', 'Economics', z('2027-05-07', '12:30'), [
    ['T50000', 'Above 50,000', 'NFP-GT50'], ['T100000', 'Above 100,000', 'NFP-GT100'], ['T150000', 'Above 150,000', 'NFP-GT150'], ['T200000', 'Above 200,000', 'NFP-GT200']], { sources: [BLS] }),
  B('How many jobs added in April 2027?', 'Economy', z('2027-05-07', '12:30'), [
    ['jobs-added-april-2027-less-than-50k', '<50k', 'NFP-LT50'], ['jobs-added-april-2027-50k-100k', '50k–100k', 'NFP-50-100'],
    ['jobs-added-april-2027-100k-150k', '100k–150k', 'NFP-100-150'], ['jobs-added-april-2027-more-than-150k', '>150k', 'NFP-GT150']]),
  U('nonfarm-payrolls-april-2027', 'Nonfarm payrolls April 2027', 'Economics', z('2027-05-07', '12:30'), [
    ['nfp-april-2027-above-100k', 'Above 100k', 'NFP-GT100', { q: 'Will the US add more than 100,000 jobs in April 2027?' }],
    ['nfp-april-2027-above-200k', 'Above 200k', 'NFP-GT200', { q: 'Will the US add more than 200,000 jobs in April 2027?' }]]),
] });

// Payrolls for May 2027 (next report).
add('economics', { name: 'payrolls-2027-05', events: [
  A('KXPAYROLLS-27MAY', 'Jobs numbers in May 2027?', 'Economics', z('2027-06-04', '12:30'), [
    ['T100000', 'Above 100,000', 'MNFP-GT100'], ['T150000', 'Above 150,000', 'MNFP-GT150']], { sources: [BLS] }),
  G('US Nonfarm Payrolls — May 2027', z('2027-06-04', '12:30'), [['Above 100K', 'MNFP-GT100'], ['Above 150K', 'MNFP-GT150'], ['Above 250K', 'MNFP-GT250']]),
] }, 1);

// Unemployment rate April 2027.
add('economics', { name: 'unemployment-2027-04', events: [
  A('KXU3-27APR', 'Unemployment rate in Apr 2027?', 'Economics', z('2027-05-07', '12:30'), [
    ['T4.2', 'Above 4.2%', 'U-GT4.2'], ['T4.4', 'Above 4.4%', 'U-GT4.4'], ['T4.6', 'Above 4.6%', 'U-GT4.6']], { sources: [BLS] }),
  B('US unemployment rate in April 2027?', 'Economy', z('2027-05-07', '12:30'), [
    ['unemployment-april-2027-4pt3-or-lower', '≤4.3%', 'U-LE4.3'], ['unemployment-april-2027-4pt4', '4.4%', 'U-EQ4.4'], ['unemployment-april-2027-4pt5-or-higher', '≥4.5%', 'U-GT4.4']]),
  G('US Unemployment Rate April 2027', z('2027-05-07', '12:30'), [['> 4.2%', 'U-GT4.2'], ['> 4.4%', 'U-GT4.4']]),
] });

// Unemployment reaching 5% in any month of 2027 ('by') vs a single month ('in').
add('economics', { name: 'unemployment-5pct-any-month-2027', groups: [['alpha', 'beta'], ['beta_us']], events: [
  A('KXU3MAX-27DEC', 'Unemployment rate hits 5.0% in 2027?', 'Economics', z('2028-01-07', '13:30'), [
    ['T5.0', 'At or above 5.0% in any 2027 report', 'U5-ANY']], { sources: [BLS] }),
  B('Will unemployment reach 5% in 2027?', 'Economy', z('2028-01-07', '13:30'), [
    ['will-us-unemployment-reach-5-percent-in-2027', 'Yes', 'U5-ANY']]),
  U('us-unemployment-5pct-december-2027', 'US unemployment 5% or higher in December 2027?', 'Economics', z('2028-01-07', '13:30'), [
    ['us-unemployment-december-2027-5pct-or-higher', 'Yes', 'U5-DEC']]),
] }, 1);

// GDP Q1 2027 advance estimate; gamma settles on the second estimate (same outcome, other timing/source).
add('economics', { name: 'gdp-2027-q1', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
  A('KXGDP-27APR29', 'GDP growth in Q1 2027?', 'Economics', z('2027-04-29', '12:30'), [
    ['T0.0', 'Above 0.0%', 'GDP-GT0'], ['T1.0', 'Above 1.0%', 'GDP-GT1'], ['T2.0', 'Above 2.0%', 'GDP-GT2'], ['T3.0', 'Above 3.0%', 'GDP-GT3']],
  { sources: [BEA], rules: 'Resolves on the advance estimate of real GDP growth, seasonally adjusted annualized rate.' }),
  B('US GDP growth in Q1 2027?', 'Economy', z('2027-04-29', '12:30'), [
    ['us-gdp-q1-2027-above-1pct', '>1.0%', 'GDP-GT1'], ['us-gdp-q1-2027-above-2pct', '>2.0%', 'GDP-GT2'], ['us-gdp-q1-2027-above-3pct', '>3.0%', 'GDP-GT3']],
  { rules: 'Resolves per the BEA advance estimate for Q1 2027.' }),
  G('US Q1 2027 GDP Growth (QoQ SAAR)', z('2027-05-27', '12:30'), [['Above 1%', 'GDP-GT1'], ['Above 2%', 'GDP-GT2']],
    { rules: 'Resolves on the second estimate of Q1 2027 real GDP published by the BEA in late May 2027.' }),
] });

// GDP Q2 2027: negative growth (another quarter).
add('economics', { name: 'gdp-2027-q2-negative', events: [
  A('KXGDP-27JUL29', 'GDP growth in Q2 2027?', 'Economics', z('2027-07-29', '12:30'), [['T0.0', 'Above 0.0%', 'Q2-GT0']], { sources: [BEA] }),
  B('Negative GDP growth in Q2 2027?', 'Economy', z('2027-07-29', '12:30'), [['negative-gdp-growth-in-q2-2027', 'Yes', 'Q2-NEG']]),
] }, 1);

// FOMC March 2027 decision, four venues.
add('economics', { name: 'fomc-2027-03', events: [
  A('KXFEDDECISION-27MAR', 'Fed decision in Mar 2027?', 'Economics', z('2027-03-17', '18:00'), [
    ['C26', 'Cut >25bps', 'CUT50'], ['C25', 'Cut 25bps', 'CUT25'], ['H0', 'Hold', 'HOLD'], ['H25', 'Hike 25bps', 'HIKE25']], { sources: [FED] }),
  B('Fed decision in March?', 'Economy', z('2027-03-17', '18:00'), [
    ['fed-decreases-interest-rates-by-50-bps-after-march-2027-meeting', '50+ bps decrease', 'CUT50', { q: 'Fed decreases interest rates by 50+ bps after March 2027 meeting?' }],
    ['fed-decreases-interest-rates-by-25-bps-after-march-2027-meeting', '25 bps decrease', 'CUT25', { q: 'Fed decreases interest rates by 25 bps after March 2027 meeting?' }],
    ['no-change-in-fed-interest-rates-after-march-2027-meeting', 'No change', 'HOLD', { q: 'No change in Fed interest rates after March 2027 meeting?' }],
    ['fed-increases-interest-rates-by-25-bps-after-march-2027-meeting', '25+ bps increase', 'HIKE25', { q: 'Fed increases interest rates by 25+ bps after March 2027 meeting?' }]]),
  U('fed-decision-march-2027', 'Fed Decision March 2027', 'Economics', z('2027-03-17', '18:00'), [
    ['fed-march-2027-cut-25', '25 bps cut', 'CUT25'], ['fed-march-2027-no-change', 'No change', 'HOLD']]),
  G('Fed Rate Decision — March 2027 FOMC', z('2027-03-17', '18:00'), [['50+ bps decrease', 'CUT50'], ['25 bps decrease', 'CUT25'], ['No change', 'HOLD'], ['Increase', 'HIKE25']]),
] });

// FOMC April 2027 (next meeting).
add('economics', { name: 'fomc-2027-04', events: [
  A('KXFEDDECISION-27APR', 'Fed decision in Apr 2027?', 'Economics', z('2027-04-28', '18:00'), [
    ['C25', 'Cut 25bps', 'A-CUT25'], ['H0', 'Hold', 'A-HOLD']], { sources: [FED] }),
  B('Fed decision in April?', 'Economy', z('2027-04-28', '18:00'), [
    ['fed-decreases-interest-rates-by-25-bps-after-april-2027-meeting', '25 bps decrease', 'A-CUT25'],
    ['no-change-in-fed-interest-rates-after-april-2027-meeting', 'No change', 'A-HOLD']]),
] }, 1);

// Number of Fed cuts in 2027.
add('economics', { name: 'fed-cuts-count-2027', events: [
  A('KXRATECUTCOUNT-27DEC31', 'Number of rate cuts in 2027?', 'Economics', z('2027-12-15', '19:00'), [
    ['0', '0 cuts', 'N0'], ['1', '1 cut', 'N1'], ['2', '2 cuts', 'N2'], ['3', '3 cuts', 'N3'], ['4', '4 or more cuts', 'N4P']], { sources: [FED] }),
  B('How many Fed rate cuts in 2027?', 'Economy', z('2027-12-15', '19:00'), [
    ['no-fed-rate-cuts-in-2027', 'No cuts', 'N0'], ['1-fed-rate-cut-in-2027', '1 (25 bps)', 'N1'], ['2-fed-rate-cuts-in-2027', '2 (50 bps)', 'N2'], ['3-fed-rate-cuts-in-2027', '3 (75 bps)', 'N3'], ['4-or-more-fed-rate-cuts-in-2027', '4+ (100+ bps)', 'N4P']]),
  G('How many Fed rate cuts in 2027?', z('2027-12-15', '19:00'), [['0', 'N0'], ['1', 'N1'], ['2', 'N2'], ['3+', 'N3P']]),
] });

// Fed funds upper bound at end of 2027 (other question on the same path of rates).
add('economics', { name: 'fed-rate-end-2027', events: [
  A('KXFEDRATEEOY-27DEC31', 'Fed funds upper bound at end of 2027?', 'Economics', z('2027-12-31', '23:00'), [
    ['T3.00', 'Above 3.00%', 'FF-GT300'], ['T3.50', 'Above 3.50%', 'FF-GT350']], { sources: [FED] }),
  B('Fed funds rate above 3.25% at end of 2027?', 'Economy', z('2027-12-31', '23:00'), [['fed-funds-upper-bound-above-3pt25-end-of-2027', 'Yes', 'FF-GT325']]),
] }, 1);

// ECB June 2027 deposit rate decision.
add('economics', { name: 'ecb-2027-06', events: [
  A('KXECBRATE-27JUN', 'ECB deposit rate decision in Jun 2027?', 'Economics', z('2027-06-10', '12:15'), [
    ['C25', 'Cut 25bps', 'ECB-CUT'], ['H0', 'Hold', 'ECB-HOLD'], ['H25', 'Hike 25bps', 'ECB-HIKE']]),
  B('ECB decision in June 2027?', 'Economy', z('2027-06-10', '12:15'), [
    ['ecb-cuts-rates-june-2027', 'Decrease', 'ECB-CUT'], ['ecb-holds-rates-june-2027', 'No change', 'ECB-HOLD'], ['ecb-raises-rates-june-2027', 'Increase', 'ECB-HIKE']]),
] });

// Bank of England May 2027: beta and gamma only.
add('economics', { name: 'boe-2027-05', events: [
  B('Bank of England decision in May 2027?', 'Economy', z('2027-05-06', '11:00'), [
    ['boe-cuts-rates-may-2027', '25 bps decrease', 'BOE-CUT'], ['boe-no-change-may-2027', 'No change', 'BOE-HOLD']]),
  G('BoE Bank Rate Decision (May 2027)', z('2027-05-06', '11:00'), [['Cut 25bps', 'BOE-CUT'], ['Hold', 'BOE-HOLD'], ['Hike', 'BOE-HIKE']]),
] });

// Bank of Japan, alpha only.
add('economics', { name: 'boj-2027-07-alpha-only', events: [
  A('KXBOJ-27JUL', 'Bank of Japan rate decision in Jul 2027?', 'Economics', z('2027-07-29', '03:00'), [['H25', 'Hike', 'BOJ-HIKE'], ['H0', 'Hold', 'BOJ-HOLD']]),
] });

// US recession in 2027: alpha settles on two negative quarters, beta on an NBER announcement (matched, not fungible).
add('economics', { name: 'recession-2027', fungible: nf('alpha|beta'), events: [
  A('KXRECSSNBER-27', 'US recession in 2027?', 'Economics', z('2028-02-01', '15:00'), [['YES', 'Recession in 2027', 'REC']],
    { rules: 'Resolves Yes if two consecutive quarters of negative real GDP growth are reported by the BEA for quarters in 2027 (advance estimates).', sources: [BEA] }),
  B('US recession in 2027?', 'Economy', z('2028-02-01', '15:00'), [['us-recession-in-2027', 'Yes', 'REC', { src: 'https://www.nber.org' }]],
    { rules: 'Resolves Yes if the NBER announces a business-cycle peak dated in 2027, or if advance estimates show two consecutive negative quarters in 2027.' }),
] });

// Weekly initial jobless claims, week ending Mar 6 2027.
add('economics', { name: 'jobless-claims-2027-03-11', events: [
  A('KXJOBLESS-27MAR11', 'Initial jobless claims (week ending Mar 6, 2027)?', 'Economics', z('2027-03-11', '12:30'), [
    ['T220000', 'Above 220,000', 'JC-GT220'], ['T240000', 'Above 240,000', 'JC-GT240']], { sources: ['Department of Labor https://www.dol.gov'] }),
  B('Initial jobless claims above 240K (week ending March 6)?', 'Economy', z('2027-03-11', '12:30'), [['initial-jobless-claims-above-240k-week-ending-march-6-2027', 'Yes', 'JC-GT240']]),
] });

// PCE inflation May 2027: alpha and gamma.
add('economics', { name: 'pce-2027-05', events: [
  A('KXPCECORE-27MAY', 'Core PCE price index year-over-year in May 2027?', 'Economics', z('2027-06-25', '12:30'), [
    ['T2.5', 'Above 2.5%', 'PCE-GT2.5'], ['T2.7', 'Above 2.7%', 'PCE-GT2.7']], { sources: [BEA] }),
  G('Core PCE YoY May 2027', z('2027-06-25', '12:30'), [['Above 2.5%', 'PCE-GT2.5'], ['Above 2.7%', 'PCE-GT2.7'], ['Above 2.9%', 'PCE-GT2.9']]),
] });

// Gas prices: national average on May 31 2027 (AAA) vs beta's EIA weekly average (matched, not fungible).
add('economics', { name: 'gas-price-2027-05-31', fungible: nf('alpha|beta'), events: [
  A('KXAAAGASM-27MAY31', 'US gas prices on May 31, 2027?', 'Economics', z('2027-05-31', '14:00'), [
    ['3.20', 'Above $3.20', 'GAS-GT320'], ['3.40', 'Above $3.40', 'GAS-GT340']], { sources: ['AAA https://gasprices.aaa.com'] }),
  B('US gas price above $3.40 on May 31, 2027?', 'Economy', z('2027-05-31', '14:00'), [['us-gas-price-above-3pt40-on-may-31-2027', 'Yes', 'GAS-GT340', { src: 'https://www.eia.gov/petroleum/gasdiesel/' }]],
    { rules: 'Resolves on the EIA U.S. regular gasoline retail price for the week including May 31, 2027.' }),
] });

// 30-year mortgage rate (Freddie Mac PMMS) on Jun 24 2027.
add('economics', { name: 'mortgage-rate-2027-06-24', events: [
  A('KXMORTGAGE-27JUN24', '30-year mortgage rate on Jun 24, 2027?', 'Economics', z('2027-06-24', '16:00'), [
    ['T6.00', 'Above 6.00%', 'MTG-GT6'], ['T6.50', 'Above 6.50%', 'MTG-GT6.5']], { sources: ['Freddie Mac https://www.freddiemac.com/pmms'] }),
  U('mortgage-rate-june-24-2027', '30-year mortgage rate above 6% on June 24?', 'Economics', z('2027-06-24', '16:00'), [['mortgage-rate-above-6pct-june-24-2027', 'Yes', 'MTG-GT6']]),
] });

// ───────────────────────────── POLITICS ─────────────────────────────

// 2028 US presidential election winner (person), four venues.
add('politics', { name: 'us-pres-2028-winner', events: [
  A('KXPRESPERSON-28', '2028 U.S. Presidential Election winner?', 'Elections', z('2028-11-07', '23:59'), [
    ['JVAN', 'JD Vance', 'VANCE'], ['GNEW', 'Gavin Newsom', 'NEWSOM'], ['AOCA', 'Alexandria Ocasio-Cortez', 'AOC'], ['MRUB', 'Marco Rubio', 'RUBIO'], ['JSHA', 'Josh Shapiro', 'SHAPIRO']]),
  B('Presidential Election Winner 2028', 'Politics', z('2028-11-07', '23:59'), [
    ['will-jd-vance-win-the-2028-us-presidential-election', 'JD Vance', 'VANCE'], ['will-gavin-newsom-win-the-2028-us-presidential-election', 'Gavin Newsom', 'NEWSOM'],
    ['will-alexandria-ocasio-cortez-win-the-2028-us-presidential-election', 'Alexandria Ocasio-Cortez', 'AOC'], ['will-marco-rubio-win-the-2028-us-presidential-election', 'Marco Rubio', 'RUBIO'],
    ['will-pete-buttigieg-win-the-2028-us-presidential-election', 'Pete Buttigieg', 'BUTTIGIEG']]),
  U('presidential-election-winner-2028', '2028 Presidential Election Winner', 'Politics', z('2028-11-07', '23:59'), [
    ['pres-2028-jd-vance', 'J.D. Vance', 'VANCE'], ['pres-2028-gavin-newsom', 'Gavin Newsom', 'NEWSOM']]),
  G('2028 US Presidential Election — Winner', z('2028-11-07', '23:59'), [['J.D. Vance', 'VANCE'], ['Gavin Newsom', 'NEWSOM'], ['Josh Shapiro', 'SHAPIRO'], ['Other', 'P-OTHER']]),
] });

// 2028 winning party (other event than the person).
add('politics', { name: 'us-pres-2028-party', events: [
  A('KXPRESPARTY-28', 'Which party will win the 2028 presidential election?', 'Elections', z('2028-11-07', '23:59'), [
    ['D', 'Democratic', 'PARTY-D'], ['R', 'Republican', 'PARTY-R']]),
  B('Which party wins 2028 US Presidential Election?', 'Politics', z('2028-11-07', '23:59'), [
    ['democrats-win-2028-us-presidential-election', 'Democratic', 'PARTY-D'], ['republicans-win-2028-us-presidential-election', 'Republican', 'PARTY-R']]),
] }, 1);

// 2028 popular vote winner (party) vs electoral college: different events.
add('politics', { name: 'us-popular-vote-2028', groups: [['alpha'], ['gamma']], events: [
  A('KXPOPVOTE-28', 'Which party will win the 2028 popular vote?', 'Elections', z('2028-12-15', '23:59'), [
    ['D', 'Democratic', 'PV-D'], ['R', 'Republican', 'PV-R']]),
  G('Which party wins the 2028 presidency?', z('2028-11-07', '23:59'), [['Democrats', 'EC-D'], ['Republicans', 'EC-R']]),
] }, 1);

// Democratic and Republican nominees 2028.
add('politics', { name: 'dem-nominee-2028', events: [
  A('KXDEMNOM-28', '2028 Democratic presidential nominee?', 'Elections', z('2028-08-20', '23:59'), [
    ['GNEW', 'Gavin Newsom', 'D-NEWSOM'], ['AOCA', 'Alexandria Ocasio-Cortez', 'D-AOC'], ['JSHA', 'Josh Shapiro', 'D-SHAPIRO'], ['PBUT', 'Pete Buttigieg', 'D-BUTTIGIEG']]),
  B('Democratic Presidential Nominee 2028', 'Politics', z('2028-08-20', '23:59'), [
    ['democratic-nominee-2028-gavin-newsom', 'Gavin Newsom', 'D-NEWSOM'], ['democratic-nominee-2028-aoc', 'Alexandria Ocasio-Cortez', 'D-AOC'], ['democratic-nominee-2028-josh-shapiro', 'Josh Shapiro', 'D-SHAPIRO'], ['democratic-nominee-2028-wes-moore', 'Wes Moore', 'D-MOORE']]),
  G('2028 Democratic Nominee', z('2028-08-20', '23:59'), [['Newsom', 'D-NEWSOM'], ['Ocasio-Cortez', 'D-AOC'], ['Buttigieg', 'D-BUTTIGIEG']]),
] });
add('politics', { name: 'gop-nominee-2028', events: [
  A('KXGOPNOM-28', '2028 Republican presidential nominee?', 'Elections', z('2028-07-20', '23:59'), [
    ['JVAN', 'JD Vance', 'R-VANCE'], ['MRUB', 'Marco Rubio', 'R-RUBIO'], ['DTJR', 'Donald Trump Jr.', 'R-DJTJR']]),
  B('Republican Presidential Nominee 2028', 'Politics', z('2028-07-20', '23:59'), [
    ['republican-nominee-2028-jd-vance', 'JD Vance', 'R-VANCE'], ['republican-nominee-2028-marco-rubio', 'Marco Rubio', 'R-RUBIO'], ['republican-nominee-2028-ron-desantis', 'Ron DeSantis', 'R-DESANTIS']]),
] }, 1);

// House and Senate control after the 2028 elections.
add('politics', { name: 'house-control-2028', events: [
  A('KXHOUSE-28', 'Which party will win the House in 2028?', 'Elections', z('2029-01-03', '17:00'), [['D', 'Democratic', 'H-D'], ['R', 'Republican', 'H-R']]),
  B('Which party will win the House in 2028?', 'Politics', z('2029-01-03', '17:00'), [
    ['democrats-win-the-house-2028', 'Democrats', 'H-D'], ['republicans-win-the-house-2028', 'Republicans', 'H-R']]),
] });
add('politics', { name: 'senate-control-2028', events: [
  A('KXSENATE-28', 'Which party will win the Senate in 2028?', 'Elections', z('2029-01-03', '17:00'), [['D', 'Democratic', 'S-D'], ['R', 'Republican', 'S-R']]),
  B('Which party will control the Senate after the 2028 election?', 'Politics', z('2029-01-03', '17:00'), [
    ['democrats-control-senate-after-2028-election', 'Democrats', 'S-D'], ['republicans-control-senate-after-2028-election', 'Republicans', 'S-R']]),
  G('US Senate Control after 2028 Elections', z('2029-01-03', '17:00'), [['Democratic', 'S-D'], ['Republican', 'S-R']]),
] }, 1);

// UK: Starmer out by end of 2027 vs by June 30 2027.
add('politics', { name: 'starmer-out-2027', events: [
  A('KXSTARMEROUT-27DEC31', 'Keir Starmer out as Prime Minister before 2028?', 'Politics', z('2027-12-31', '23:59'), [['YES', 'Before Jan 1, 2028', 'STARMER-OUT-27']]),
  B('Starmer out by December 31, 2027?', 'Politics', z('2027-12-31', '23:59'), [['starmer-out-by-december-31-2027', 'Yes', 'STARMER-OUT-27']]),
  U('starmer-out-2027', 'Keir Starmer out as UK PM in 2027?', 'Politics', z('2027-12-31', '23:59'), [['keir-starmer-out-as-uk-pm-by-end-of-2027', 'Yes', 'STARMER-OUT-27']]),
  G1('Starmer out as UK Prime Minister by end of 2027?', z('2027-12-31', '23:59'), 'STARMER-OUT-27'),
] });
add('politics', { name: 'starmer-out-2027-06', events: [
  A('KXSTARMEROUT-27JUN30', 'Keir Starmer out as Prime Minister before July 2027?', 'Politics', z('2027-06-30', '23:59'), [['YES', 'Before Jul 1, 2027', 'STARMER-OUT-JUN']]),
  B('Starmer out by June 30, 2027?', 'Politics', z('2027-06-30', '23:59'), [['starmer-out-by-june-30-2027', 'Yes', 'STARMER-OUT-JUN']]),
] }, 1);

// France 2027 presidential election: winner vs first-round leader.
add('politics', { name: 'france-pres-2027-winner', events: [
  A('KXFRPRES-27', 'French presidential election 2027 winner?', 'Elections', z('2027-05-09', '18:00'), [
    ['JBAR', 'Jordan Bardella', 'FR-BARDELLA'], ['EPHI', 'Edouard Philippe', 'FR-PHILIPPE'], ['GATT', 'Gabriel Attal', 'FR-ATTAL'], ['JLME', 'Jean-Luc Melenchon', 'FR-MELENCHON']]),
  B('France Presidential Election 2027', 'Politics', z('2027-05-09', '18:00'), [
    ['will-jordan-bardella-win-the-2027-french-presidential-election', 'Jordan Bardella', 'FR-BARDELLA'], ['will-edouard-philippe-win-the-2027-french-presidential-election', 'Édouard Philippe', 'FR-PHILIPPE'],
    ['will-marine-le-pen-win-the-2027-french-presidential-election', 'Marine Le Pen', 'FR-LEPEN'], ['will-jean-luc-melenchon-win-the-2027-french-presidential-election', 'Jean-Luc Mélenchon', 'FR-MELENCHON']]),
  G('French Presidential Election 2027 — Winner', z('2027-05-09', '18:00'), [['Bardella', 'FR-BARDELLA'], ['Philippe', 'FR-PHILIPPE'], ['Attal', 'FR-ATTAL']]),
] });
add('politics', { name: 'france-pres-2027-first-round', events: [
  A('KXFRPRES1R-27', 'Who will finish first in the first round of the 2027 French presidential election?', 'Elections', z('2027-04-25', '18:00'), [
    ['JBAR', 'Jordan Bardella', 'R1-BARDELLA'], ['EPHI', 'Edouard Philippe', 'R1-PHILIPPE']]),
  B('French election 2027: first round winner', 'Politics', z('2027-04-25', '18:00'), [
    ['jordan-bardella-first-in-first-round-2027', 'Jordan Bardella', 'R1-BARDELLA'], ['edouard-philippe-first-in-first-round-2027', 'Édouard Philippe', 'R1-PHILIPPE']]),
] }, 1);

// Spain general election 2027: party with most seats.
add('politics', { name: 'spain-election-2027', events: [
  A('KXSPAINELEC-27', 'Which party will win the most seats in the 2027 Spanish general election?', 'Elections', z('2027-08-31', '23:00'), [
    ['PP', 'Partido Popular', 'ES-PP'], ['PSOE', 'PSOE', 'ES-PSOE'], ['VOX', 'Vox', 'ES-VOX']]),
  B('Spain Parliamentary Election: Most seats', 'Politics', z('2027-08-31', '23:00'), [
    ['spain-election-most-seats-pp', 'PP', 'ES-PP'], ['spain-election-most-seats-psoe', 'PSOE', 'ES-PSOE'], ['spain-election-most-seats-vox', 'Vox', 'ES-VOX']]),
] });

// Kenya 2027 general election: beta and gamma only.
add('politics', { name: 'kenya-pres-2027', events: [
  B('Kenya Presidential Election 2027', 'Politics', z('2027-08-20', '23:00'), [
    ['kenya-presidential-election-2027-william-ruto', 'William Ruto', 'KE-RUTO'], ['kenya-presidential-election-2027-kalonzo-musyoka', 'Kalonzo Musyoka', 'KE-KALONZO']]),
  G('Kenya 2027 Presidential Election Winner', z('2027-08-20', '23:00'), [['Ruto', 'KE-RUTO'], ['Musyoka', 'KE-KALONZO'], ['Matiang\'i', 'KE-MATIANGI']]),
] });

// Netanyahu: beta asks the inverted question (remains PM through 2027 = YES when the alpha market says No).
add('politics', { name: 'netanyahu-2027', events: [
  A('KXNETANYAHUOUT-27DEC31', 'Netanyahu out as Prime Minister of Israel before 2028?', 'Politics', z('2027-12-31', '22:00'), [['YES', 'Before Jan 1, 2028', 'BIBI-OUT']]),
  B('Will Netanyahu remain Prime Minister through 2027?', 'Politics', z('2027-12-31', '22:00'), [['will-netanyahu-remain-prime-minister-through-2027', 'Yes', 'BIBI-STAYS']]),
] }, 1);

// Carney out as Canadian PM in 2027.
add('politics', { name: 'carney-out-2027', events: [
  A('KXCARNEYOUT-27DEC31', 'Mark Carney out as Prime Minister before 2028?', 'Politics', z('2027-12-31', '23:59'), [['YES', 'Before Jan 1, 2028', 'CARNEY-OUT']]),
  B('Carney out as Canadian PM by end of 2027?', 'Politics', z('2027-12-31', '23:59'), [['carney-out-by-end-of-2027', 'Yes', 'CARNEY-OUT']]),
] });

// Supreme Court: a new justice confirmed in 2027 (alpha, beta); beta_us asks about a vacancy being announced (other event).
add('politics', { name: 'scotus-confirmation-2027', groups: [['alpha', 'beta'], ['beta_us']], events: [
  A('KXSCOTUSCONFIRM-27DEC31', 'Will the Senate confirm a new Supreme Court justice in 2027?', 'Politics', z('2027-12-31', '23:59'), [['YES', 'Confirmed in 2027', 'SCOTUS-CONF']]),
  B('New Supreme Court justice confirmed in 2027?', 'Politics', z('2027-12-31', '23:59'), [['new-supreme-court-justice-confirmed-in-2027', 'Yes', 'SCOTUS-CONF']]),
  U('supreme-court-vacancy-2027', 'Supreme Court vacancy in 2027?', 'Politics', z('2027-12-31', '23:59'), [['will-a-supreme-court-justice-retire-or-leave-in-2027', 'Yes', 'SCOTUS-VAC']]),
] }, 1);

// Government shutdown: 'in 2027' (any time) vs 'on Oct 1 2027'.
add('politics', { name: 'shutdown-2027', events: [
  A('KXGOVSHUT-27DEC31', 'Government shutdown in 2027?', 'Politics', z('2027-12-31', '23:59'), [['YES', 'Shutdown in 2027', 'SHUT-2027']]),
  B('US government shutdown in 2027?', 'Politics', z('2027-12-31', '23:59'), [['us-government-shutdown-in-2027', 'Yes', 'SHUT-2027']]),
] });
add('politics', { name: 'shutdown-oct-1-2027', events: [
  A('KXGOVSHUT-27OCT01', 'Government shutdown on Oct 1, 2027?', 'Politics', z('2027-10-01', '23:59'), [['YES', 'Shutdown begins Oct 1', 'SHUT-OCT1']]),
  G1('US Government Shutdown on October 1, 2027?', z('2027-10-01', '23:59'), 'SHUT-OCT1'),
] }, 1);

// Approval rating: same threshold and date, alpha on RealClearPolitics, beta on Silver Bulletin (matched, not fungible).
add('politics', { name: 'trump-approval-2027-06-30', fungible: nf('alpha|beta'), events: [
  A('KXAPPROVE-27JUN30', 'Trump approval rating on Jun 30, 2027?', 'Politics', z('2027-06-30', '23:59'), [
    ['T40', 'Above 40.0%', 'APP-GT40'], ['T42', 'Above 42.0%', 'APP-GT42']], { sources: ['RealClearPolitics https://www.realclearpolling.com'] }),
  B('Trump approval rating on June 30, 2027?', 'Politics', z('2027-06-30', '23:59'), [
    ['trump-approval-above-40-june-30-2027', '>40%', 'APP-GT40', { src: 'https://www.natesilver.net' }], ['trump-approval-above-42-june-30-2027', '>42%', 'APP-GT42', { src: 'https://www.natesilver.net' }]],
  { rules: 'Resolves per the Silver Bulletin approval average for June 30, 2027.' }),
] });

// Kentucky governor 2027; Louisiana governor 2027 (other state).
add('politics', { name: 'ky-governor-2027', events: [
  A('KXGOVKY-27', 'Kentucky governor election 2027 winner (party)?', 'Elections', z('2027-11-02', '23:59'), [['D', 'Democratic', 'KY-D'], ['R', 'Republican', 'KY-R']]),
  B('Kentucky Governor Election 2027', 'Politics', z('2027-11-02', '23:59'), [['kentucky-governor-2027-democrat', 'Democratic', 'KY-D'], ['kentucky-governor-2027-republican', 'Republican', 'KY-R']]),
] });
add('politics', { name: 'la-governor-2027', events: [
  A('KXGOVLA-27', 'Louisiana governor election 2027 winner (party)?', 'Elections', z('2027-11-20', '23:59'), [['D', 'Democratic', 'LA-D'], ['R', 'Republican', 'LA-R']]),
  G('Louisiana Governor 2027 — Winning Party', z('2027-11-20', '23:59'), [['Democratic', 'LA-D'], ['Republican', 'LA-R']]),
] }, 1);

// Russia-Ukraine ceasefire by June 30 2027 vs by end of 2027.
add('politics', { name: 'ru-ua-ceasefire-2027-06', events: [
  A('KXUKRCEASE-27JUN30', 'Russia-Ukraine ceasefire before July 2027?', 'World', z('2027-06-30', '23:59'), [['YES', 'Before Jul 1, 2027', 'CF-JUN']]),
  B('Russia x Ukraine ceasefire by June 30, 2027?', 'Geopolitics', z('2027-06-30', '23:59'), [['russia-x-ukraine-ceasefire-by-june-30-2027', 'Yes', 'CF-JUN']]),
  G1('Russia–Ukraine ceasefire agreed by Jun 30, 2027?', z('2027-06-30', '23:59'), 'CF-JUN'),
] });
add('politics', { name: 'ru-ua-ceasefire-2027-12', events: [
  A('KXUKRCEASE-27DEC31', 'Russia-Ukraine ceasefire before 2028?', 'World', z('2027-12-31', '23:59'), [['YES', 'Before Jan 1, 2028', 'CF-DEC']]),
  B('Russia x Ukraine ceasefire in 2027?', 'Geopolitics', z('2027-12-31', '23:59'), [['russia-x-ukraine-ceasefire-in-2027', 'Yes', 'CF-DEC']]),
] }, 1);

// Single-venue politics.
add('politics', { name: 'macron-resign-gamma-only', events: [G1('Macron resigns before the end of his term?', z('2027-05-13', '23:59'), 'MACRON-RESIGN')] });
add('politics', { name: 'ms-governor-2027-alpha-only', events: [
  A('KXGOVMS-27', 'Mississippi governor election 2027 winner (party)?', 'Elections', z('2027-11-02', '23:59'), [['D', 'Democratic', 'MS-D'], ['R', 'Republican', 'MS-R']]),
] });

// ───────────────────────────── CRYPTO / MARKETS ─────────────────────────────

// BTC on Mar 31 2027: alpha 5pm ET (CF Benchmarks), gamma 5pm ET (Binance: other source, same outcome), beta noon ET (other event).
add('crypto', { name: 'btc-2027-03-31', groups: [['alpha', 'gamma'], ['beta']], fungible: nf('alpha|gamma'), events: [
  A('KXBTCD-27MAR3117', 'Bitcoin price on Mar 31, 2027 at 5pm EDT?', 'Crypto', z('2027-03-31', '21:00'), [
    ['T89999.99', '$90,000 or above', 'BTC5-90K'], ['T99999.99', '$100,000 or above', 'BTC5-100K'], ['T109999.99', '$110,000 or above', 'BTC5-110K']],
  { sources: ['CF Benchmarks https://www.cfbenchmarks.com'], rules: 'Resolves on the CF Benchmarks Bitcoin Real-Time Index at 5:00 PM EDT on March 31, 2027.' }),
  B('Bitcoin above ___ on March 31?', 'Crypto', z('2027-03-31', '16:00'), [
    ['bitcoin-above-90k-on-march-31-2027', '90,000', 'BTC12-90K'], ['bitcoin-above-100k-on-march-31-2027', '100,000', 'BTC12-100K']],
  { rules: 'Resolves on the Binance BTC/USDT 1-minute candle close at 12:00 ET on March 31, 2027.' }),
  G('BTC price on Mar 31, 2027 17:00 ET', z('2027-03-31', '21:00'), [['≥ $100,000', 'BTC5-100K'], ['≥ $110,000', 'BTC5-110K']],
    { rules: 'Resolves on the Binance BTC/USDT 1-minute close at 17:00 ET on March 31, 2027.' }),
] }, 1);

// BTC max during 2027.
add('crypto', { name: 'btc-max-2027', events: [
  A('KXBTCMAXY-27DEC31', 'How high will Bitcoin get in 2027?', 'Crypto', z('2027-12-31', '23:59'), [
    ['150000', '$150,000 or above', 'BTCMAX-150K'], ['175000', '$175,000 or above', 'BTCMAX-175K'], ['200000', '$200,000 or above', 'BTCMAX-200K']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com'] }),
  B('What price will Bitcoin hit in 2027?', 'Crypto', z('2027-12-31', '23:59'), [
    ['will-bitcoin-reach-150000-in-2027', '↑ 150,000', 'BTCMAX-150K'], ['will-bitcoin-reach-200000-in-2027', '↑ 200,000', 'BTCMAX-200K'], ['will-bitcoin-reach-250000-in-2027', '↑ 250,000', 'BTCMAX-250K']],
  { rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle high in 2027 reaches the price.' }),
  G('Bitcoin all-time high above $150K in 2027?', z('2027-12-31', '23:59'), [['$150K', 'BTCMAX-150K'], ['$200K', 'BTCMAX-200K']],
    { rules: 'Resolves on the CF Benchmarks BRTI intraday high during calendar year 2027.' }),
] , fungible: nf('alpha|beta', 'beta|gamma') });

// BTC min during 2027 (other direction).
add('crypto', { name: 'btc-min-2027', events: [
  A('KXBTCMINY-27DEC31', 'How low will Bitcoin get in 2027?', 'Crypto', z('2027-12-31', '23:59'), [['60000', 'Below $60,000', 'BTCMIN-60K'], ['50000', 'Below $50,000', 'BTCMIN-50K']]),
  U('bitcoin-dip-2027', 'Will Bitcoin dip below $60,000 in 2027?', 'Crypto', z('2027-12-31', '23:59'), [['bitcoin-below-60k-in-2027', 'Yes', 'BTCMIN-60K']]),
] }, 1);

// BTC 'on' a date vs 'by' a date.
add('crypto', { name: 'btc-120k-on-vs-by-2027-06-30', groups: [['alpha'], ['beta']], events: [
  A('KXBTCD-27JUN3017', 'Bitcoin price on Jun 30, 2027 at 5pm EDT?', 'Crypto', z('2027-06-30', '21:00'), [['T119999.99', '$120,000 or above', 'BTC-ON-120K']]),
  B('Will Bitcoin hit $120k by June 30, 2027?', 'Crypto', z('2027-06-30', '23:59'), [['will-bitcoin-hit-120k-by-june-30-2027', 'Yes', 'BTC-BY-120K']]),
] }, 1);

// ETH on Jun 30 2027 at 5pm ET, same source.
add('crypto', { name: 'eth-2027-06-30', events: [
  A('KXETHD-27JUN3017', 'Ethereum price on Jun 30, 2027 at 5pm EDT?', 'Crypto', z('2027-06-30', '21:00'), [
    ['T3999.99', '$4,000 or above', 'ETH-4K'], ['T4999.99', '$5,000 or above', 'ETH-5K']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com'] }),
  U('ethereum-price-june-30-2027-5pm', 'Ethereum above ___ on June 30 (5pm ET)?', 'Crypto', z('2027-06-30', '21:00'), [
    ['ethereum-above-4000-june-30-2027-5pm-et', '$4,000', 'ETH-4K', { src: 'https://www.cfbenchmarks.com' }], ['ethereum-above-5000-june-30-2027-5pm-et', '$5,000', 'ETH-5K', { src: 'https://www.cfbenchmarks.com' }]]),
] });

// Gold end of June 2027: COMEX settle (alpha) vs LBMA PM price (beta): matched, not fungible.
add('crypto', { name: 'gold-2027-06-30', fungible: nf('alpha|beta'), events: [
  A('KXGOLDD-27JUN30', 'Gold price on Jun 30, 2027?', 'Financials', z('2027-06-30', '18:30'), [['T4500', '$4,500 or above', 'GOLD-4500'], ['T5000', '$5,000 or above', 'GOLD-5000']],
    { rules: 'Resolves on the COMEX front-month gold futures settlement price on June 30, 2027.' }),
  B('Gold above $4,500 on June 30, 2027?', 'Finance', z('2027-06-30', '18:30'), [['gold-above-4500-on-june-30-2027', 'Yes', 'GOLD-4500', { src: 'https://www.lbma.org.uk' }]],
    { rules: 'Resolves on the LBMA Gold Price PM on June 30, 2027.' }),
] });

// S&P 500 close on Dec 31 2027; Nasdaq-100 is another index.
add('crypto', { name: 'spx-2027-12-31', events: [
  A('KXINXY-27DEC31', 'S&P 500 at the end of 2027?', 'Financials', z('2027-12-31', '21:00'), [
    ['T7000', '7,000 or above', 'SPX-7000'], ['T7500', '7,500 or above', 'SPX-7500'], ['T8000', '8,000 or above', 'SPX-8000']]),
  B('S&P 500 above ___ at end of 2027?', 'Finance', z('2027-12-31', '21:00'), [
    ['sp-500-above-7500-end-of-2027', '7,500', 'SPX-7500'], ['sp-500-above-8000-end-of-2027', '8,000', 'SPX-8000']]),
  G('S&P 500 Close on Dec 31, 2027', z('2027-12-31', '21:00'), [['≥ 7,000', 'SPX-7000'], ['≥ 8,000', 'SPX-8000'], ['≥ 8,500', 'SPX-8500']]),
] });
add('crypto', { name: 'ndx-2027-12-31', events: [
  A('KXNASDAQ100Y-27DEC31', 'Nasdaq-100 at the end of 2027?', 'Financials', z('2027-12-31', '21:00'), [['T25000', '25,000 or above', 'NDX-25K'], ['T27500', '27,500 or above', 'NDX-27.5K']]),
  B('Nasdaq 100 above 27,500 at end of 2027?', 'Finance', z('2027-12-31', '21:00'), [['nasdaq-100-above-27500-end-of-2027', 'Yes', 'NDX-27.5K']]),
] }, 1);

// 10-year Treasury yield on Sep 30 2027.
add('crypto', { name: 'ust10y-2027-09-30', events: [
  A('KXTNOTED-27SEP30', '10-year Treasury yield on Sep 30, 2027?', 'Financials', z('2027-09-30', '21:00'), [['T4.00', 'Above 4.00%', 'TY-4.00'], ['T4.50', 'Above 4.50%', 'TY-4.50']],
    { sources: ['U.S. Department of the Treasury https://home.treasury.gov'] }),
  B('10-year Treasury yield above 4.5% on September 30?', 'Finance', z('2027-09-30', '21:00'), [['10-year-treasury-yield-above-4pt5-on-september-30-2027', 'Yes', 'TY-4.50']]),
] });

// Solana, beta and gamma; Dow close alpha only.
add('crypto', { name: 'sol-2027-08-31', events: [
  B('Solana above $300 on August 31?', 'Crypto', z('2027-08-31', '16:00'), [['solana-above-300-on-august-31-2027', 'Yes', 'SOL-300']]),
  G1('SOL above $300 on Aug 31, 2027 (12:00 ET)?', z('2027-08-31', '16:00'), 'SOL-300'),
] });
add('crypto', { name: 'dow-2027-04-30-alpha-only', events: [
  A('KXDOWD-27APR30', 'Dow Jones close on Apr 30, 2027?', 'Financials', z('2027-04-30', '20:00'), [['T50000', '50,000 or above', 'DJI-50K']]),
] });

// ───────────────────────────── CULTURE / TECH / WEATHER ─────────────────────────────

// Oscars (March 2027): Best Picture; Best Director is another category.
add('culture', { name: 'oscars-2027-best-picture', events: [
  A('KXOSCARPIC-27', 'Oscar for Best Picture 2027?', 'Entertainment', z('2027-03-15', '04:00'), [
    ['ODY', 'The Odyssey', 'BP-ODYSSEY'], ['PHM', 'Project Hail Mary', 'BP-PHM'], ['DUN', 'Dune: Part Three', 'BP-DUNE'], ['BUG', 'Bugonia 2', 'BP-OTHER1']]),
  B('Oscars 2027: Best Picture Winner', 'Pop Culture', z('2027-03-15', '04:00'), [
    ['oscars-2027-best-picture-the-odyssey', 'The Odyssey', 'BP-ODYSSEY'], ['oscars-2027-best-picture-project-hail-mary', 'Project Hail Mary', 'BP-PHM'], ['oscars-2027-best-picture-dune-part-three', 'Dune: Part Three', 'BP-DUNE']]),
  G('99th Academy Awards — Best Picture', z('2027-03-15', '04:00'), [['The Odyssey', 'BP-ODYSSEY'], ['Dune: Part Three', 'BP-DUNE']]),
] });
add('culture', { name: 'oscars-2027-best-director', events: [
  A('KXOSCARDIR-27', 'Oscar for Best Director 2027?', 'Entertainment', z('2027-03-15', '04:00'), [['CNOL', 'Christopher Nolan', 'BD-NOLAN'], ['DVIL', 'Denis Villeneuve', 'BD-VILLENEUVE']]),
  B('Oscars 2027: Best Director Winner', 'Pop Culture', z('2027-03-15', '04:00'), [['oscars-2027-best-director-christopher-nolan', 'Christopher Nolan', 'BD-NOLAN'], ['oscars-2027-best-director-denis-villeneuve', 'Denis Villeneuve', 'BD-VILLENEUVE']]),
] }, 1);

// Grammys Feb 2027, Album of the Year.
add('culture', { name: 'grammys-2027-aoty', events: [
  A('KXGRAMMYAOTY-27', 'Grammy for Album of the Year 2027?', 'Entertainment', z('2027-02-08', '04:00'), [['TS', 'Taylor Swift - The Life of a Showgirl', 'AOTY-TS'], ['BB', 'Bad Bunny', 'AOTY-BB'], ['SC', 'Sabrina Carpenter', 'AOTY-SC']]),
  B('Grammys 2027: Album of the Year', 'Pop Culture', z('2027-02-08', '04:00'), [['grammys-2027-aoty-taylor-swift', 'The Life of a Showgirl', 'AOTY-TS'], ['grammys-2027-aoty-sabrina-carpenter', "Man's Best Friend", 'AOTY-SC']]),
] });

// Box office: Avengers: Secret Wars opening weekend; gamma settles on The Numbers (matched, not fungible).
add('culture', { name: 'boxoffice-secret-wars-opening', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
  A('KXOPENWKND-27DEC19SECRETWARS', 'Avengers: Secret Wars opening weekend domestic box office?', 'Entertainment', z('2027-12-20', '18:00'), [
    ['T250', 'Above $250M', 'SW-250'], ['T300', 'Above $300M', 'SW-300']], { sources: ['Box Office Mojo https://www.boxofficemojo.com'] }),
  B('Avengers: Secret Wars opening weekend box office?', 'Pop Culture', z('2027-12-20', '18:00'), [
    ['secret-wars-opening-weekend-above-250m', '>$250M', 'SW-250', { src: 'https://www.boxofficemojo.com' }], ['secret-wars-opening-weekend-above-300m', '>$300M', 'SW-300', { src: 'https://www.boxofficemojo.com' }]]),
  G('Secret Wars Domestic Opening Weekend', z('2027-12-20', '18:00'), [['> $250M', 'SW-250'], ['> $300M', 'SW-300']],
    { rules: 'Resolves on the three-day domestic opening weekend gross reported by The Numbers (the-numbers.com).' }),
] });
add('culture', { name: 'boxoffice-shrek5-opening', events: [
  A('KXOPENWKND-27JUN27SHREK5', 'Shrek 5 opening weekend domestic box office?', 'Entertainment', z('2027-06-28', '18:00'), [['T100', 'Above $100M', 'SHREK-100'], ['T150', 'Above $150M', 'SHREK-150']]),
  U('shrek-5-opening-weekend', 'Shrek 5 opening weekend above $100M?', 'Culture', z('2027-06-28', '18:00'), [['shrek-5-opening-weekend-above-100m', 'Yes', 'SHREK-100']]),
] });

// Company milestones and product releases.
add('culture', { name: 'openai-ipo-2027', events: [
  A('KXOPENAIIPO-27DEC31', 'Will OpenAI IPO before 2028?', 'Companies', z('2027-12-31', '23:59'), [['YES', 'Before Jan 1, 2028', 'OAI-IPO']]),
  B('OpenAI IPO by December 31, 2027?', 'Tech', z('2027-12-31', '23:59'), [['openai-ipo-by-december-31-2027', 'Yes', 'OAI-IPO']]),
  G1('OpenAI goes public in 2027?', z('2027-12-31', '23:59'), 'OAI-IPO'),
] });
add('culture', { name: 'largest-company-2027', events: [
  A('KXLARGESTCO-27DEC31', 'Largest company in the world at the end of 2027?', 'Companies', z('2027-12-31', '21:00'), [['NVDA', 'Nvidia', 'BIG-NVDA'], ['AAPL', 'Apple', 'BIG-AAPL'], ['MSFT', 'Microsoft', 'BIG-MSFT'], ['GOOGL', 'Alphabet', 'BIG-GOOGL']]),
  B('Largest company end of 2027?', 'Tech', z('2027-12-31', '21:00'), [['nvidia-largest-company-end-of-2027', 'NVIDIA', 'BIG-NVDA'], ['apple-largest-company-end-of-2027', 'Apple', 'BIG-AAPL'], ['microsoft-largest-company-end-of-2027', 'Microsoft', 'BIG-MSFT']]),
] });
add('culture', { name: 'gpt6-by-2027-06', events: [
  A('KXGPT6-27JUN30', 'Will OpenAI release GPT-6 before July 2027?', 'Science and Technology', z('2027-06-30', '23:59'), [['YES', 'Before Jul 1, 2027', 'GPT6-JUN']]),
  B('GPT-6 released by June 30, 2027?', 'Tech', z('2027-06-30', '23:59'), [['gpt-6-released-by-june-30-2027', 'Yes', 'GPT6-JUN']]),
] });
add('culture', { name: 'gpt6-by-2027-12', events: [
  A('KXGPT6-27DEC31', 'Will OpenAI release GPT-6 before 2028?', 'Science and Technology', z('2027-12-31', '23:59'), [['YES', 'Before Jan 1, 2028', 'GPT6-DEC']]),
  G1('GPT-6 released in 2027?', z('2027-12-31', '23:59'), 'GPT6-DEC'),
] }, 1);
add('culture', { name: 'apple-foldable-2027', events: [
  A('KXFOLDIPHONE-27DEC31', 'Will Apple announce a foldable iPhone in 2027?', 'Science and Technology', z('2027-12-31', '23:59'), [['YES', 'Announced in 2027', 'FOLD']]),
  B('Foldable iPhone announced in 2027?', 'Tech', z('2027-12-31', '23:59'), [['foldable-iphone-announced-in-2027', 'Yes', 'FOLD']]),
  U('apple-foldable-iphone-2027', 'Apple foldable iPhone announced in 2027?', 'Tech', z('2027-12-31', '23:59'), [['apple-announces-foldable-iphone-2027', 'Yes', 'FOLD']]),
] });

// Weather: NYC high on Jul 15 2027. alpha Central Park (NWS), beta LaGuardia (Wunderground): matched, not fungible.
add('culture', { name: 'nyc-high-2027-07-15', fungible: nf('alpha|beta'), events: [
  A('KXHIGHNY-27JUL15', 'Highest temperature in NYC on Jul 15, 2027?', 'Climate and Weather', z('2027-07-16', '04:59'), [
    ['B84.5', '84° to 85°', 'NY-84-85'], ['B86.5', '86° to 87°', 'NY-86-87'], ['B88.5', '88° to 89°', 'NY-88-89'], ['T89', '90° or above', 'NY-90P']],
  { sources: ['National Weather Service https://www.weather.gov/okx'], rules: 'Resolves on the NWS Daily Climate Report for Central Park, New York.' }),
  B('Highest temperature in NYC on July 15?', 'Weather', z('2027-07-16', '04:59'), [
    ['highest-temperature-in-nyc-on-july-15-2027-84-85f', '84-85°F', 'NY-84-85'], ['highest-temperature-in-nyc-on-july-15-2027-86-87f', '86-87°F', 'NY-86-87'],
    ['highest-temperature-in-nyc-on-july-15-2027-88-89f', '88-89°F', 'NY-88-89'], ['highest-temperature-in-nyc-on-july-15-2027-90f-or-higher', '90°F or higher', 'NY-90P']],
  { rules: 'Resolves on the highest temperature recorded at LaGuardia Airport station per Wunderground for July 15, 2027.' }),
] });
// Chicago same day (other city); NYC next day (other date).
add('culture', { name: 'chi-high-2027-07-15', events: [
  A('KXHIGHCHI-27JUL15', 'Highest temperature in Chicago on Jul 15, 2027?', 'Climate and Weather', z('2027-07-16', '05:59'), [['B84.5', '84° to 85°', 'CHI-84-85'], ['T89', '90° or above', 'CHI-90P']],
    { sources: ['National Weather Service https://www.weather.gov/lot'], rules: 'Resolves on the NWS Daily Climate Report for Chicago Midway.' }),
  G('Chicago daily high — Jul 15, 2027 (Midway)', z('2027-07-16', '05:59'), [['84–85°F', 'CHI-84-85'], ['90°F+', 'CHI-90P']],
    { rules: 'Resolves on the NWS Daily Climate Report for Chicago Midway Airport.' }),
] }, 1);
add('culture', { name: 'nyc-high-2027-07-16-alpha-only', events: [
  A('KXHIGHNY-27JUL16', 'Highest temperature in NYC on Jul 16, 2027?', 'Climate and Weather', z('2027-07-17', '04:59'), [['B86.5', '86° to 87°', 'NY16-86-87'], ['T89', '90° or above', 'NY16-90P']]),
] }, 1);

// Snowfall: NYC February 2027 total (both Central Park); Boston same month (other city).
add('culture', { name: 'nyc-snow-2027-02', events: [
  A('KXNYCSNOWM-27FEB', 'NYC snowfall in Feb 2027?', 'Climate and Weather', z('2027-03-01', '14:00'), [['T4', 'Above 4 inches', 'NYSNOW-4'], ['T8', 'Above 8 inches', 'NYSNOW-8'], ['T12', 'Above 12 inches', 'NYSNOW-12']],
    { rules: 'Resolves on total February 2027 snowfall at Central Park per the NWS climate report.' }),
  B('NYC snowfall in February 2027?', 'Weather', z('2027-03-01', '14:00'), [['nyc-february-2027-snowfall-above-4-inches', '>4 in', 'NYSNOW-4'], ['nyc-february-2027-snowfall-above-8-inches', '>8 in', 'NYSNOW-8']],
    { rules: 'Resolves on the NWS Central Park monthly snowfall total for February 2027.' }),
] });
add('culture', { name: 'bos-snow-2027-02', events: [
  A('KXBOSSNOWM-27FEB', 'Boston snowfall in Feb 2027?', 'Climate and Weather', z('2027-03-01', '14:00'), [['T8', 'Above 8 inches', 'BOSSNOW-8'], ['T12', 'Above 12 inches', 'BOSSNOW-12']]),
  G('Boston Logan snowfall, February 2027', z('2027-03-01', '14:00'), [['> 8 in', 'BOSSNOW-8'], ['> 12 in', 'BOSSNOW-12'], ['> 18 in', 'BOSSNOW-18']]),
] }, 1);

// Atlantic hurricane season 2027: Category 5.
add('culture', { name: 'cat5-hurricane-2027', events: [
  A('KXHURCAT5-27NOV30', 'Category 5 Atlantic hurricane in 2027?', 'Climate and Weather', z('2027-11-30', '23:59'), [['YES', 'At least one Cat 5', 'CAT5']]),
  B('Category 5 hurricane in 2027?', 'Weather', z('2027-11-30', '23:59'), [['category-5-atlantic-hurricane-in-2027', 'Yes', 'CAT5']]),
] });

// Time Person of the Year 2027.
add('culture', { name: 'time-poy-2027', events: [
  A('KXTIMEPOY-27', 'TIME Person of the Year 2027?', 'Entertainment', z('2027-12-10', '15:00'), [['DJT', 'Donald Trump', 'POY-TRUMP'], ['SALT', 'Sam Altman', 'POY-ALTMAN'], ['POPE', 'Pope Leo XIV', 'POY-LEO']]),
  B('Time 2027 Person of the Year', 'Pop Culture', z('2027-12-10', '15:00'), [['time-2027-person-of-the-year-donald-trump', 'Donald Trump', 'POY-TRUMP'], ['time-2027-person-of-the-year-pope-leo-xiv', 'Pope Leo XIV', 'POY-LEO'], ['time-2027-person-of-the-year-jensen-huang', 'Jensen Huang', 'POY-HUANG']]),
  U('time-person-of-the-year-2027', 'TIME Person of the Year 2027', 'Culture', z('2027-12-10', '15:00'), [['time-poy-2027-trump', 'Donald Trump', 'POY-TRUMP'], ['time-poy-2027-altman', 'Sam Altman', 'POY-ALTMAN']]),
] });

// Eurovision 2027 winner; a single-venue culture market.
add('culture', { name: 'eurovision-2027', events: [
  A('KXEUROVISION-27', 'Eurovision 2027 winner?', 'Entertainment', z('2027-05-16', '00:00'), [['SWE', 'Sweden', 'EV-SWE'], ['UKR', 'Ukraine', 'EV-UKR'], ['FRA', 'France', 'EV-FRA'], ['ITA', 'Italy', 'EV-ITA']]),
  B('Eurovision Winner 2027', 'Pop Culture', z('2027-05-16', '00:00'), [['eurovision-2027-winner-sweden', 'Sweden', 'EV-SWE'], ['eurovision-2027-winner-ukraine', 'Ukraine', 'EV-UKR'], ['eurovision-2027-winner-israel', 'Israel', 'EV-ISR']]),
  G('Eurovision Song Contest 2027 Winner', z('2027-05-16', '00:00'), [['Sweden', 'EV-SWE'], ['France', 'EV-FRA'], ['Finland', 'EV-FIN']]),
] });
add('culture', { name: 'spotify-wrapped-2027-beta-only', events: [
  B('Top Spotify artist of 2027 (global)?', 'Pop Culture', z('2027-12-03', '15:00'), [['top-spotify-artist-2027-taylor-swift', 'Taylor Swift', 'SPOT-TS'], ['top-spotify-artist-2027-bad-bunny', 'Bad Bunny', 'SPOT-BB'], ['top-spotify-artist-2027-the-weeknd', 'The Weeknd', 'SPOT-WEEKND']]),
] });

// ───────────────────────────── emit ─────────────────────────────
const scenario = emitScenario(cases);
writeFileSync(new URL('./holdout4-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);
const events = cases.flatMap((c) => c.events);
const perVenue: Record<string, number> = {};
for (const e of events) perVenue[e.venue] = (perVenue[e.venue] ?? 0) + 1;
const perCat: Record<string, { cases: number; events: number }> = {};
for (const [i, c] of cases.entries()) {
  const k = meta[i]!.cat;
  perCat[k] = { cases: (perCat[k]?.cases ?? 0) + 1, events: (perCat[k]?.events ?? 0) + c.events.length };
}
const notFungible = (scenario['truth'] as { outcomes: Array<{ fungible: Record<string, boolean> }> }).outcomes
  .reduce((n, o) => n + Object.values(o.fungible).filter((v) => !v).length, 0);
console.log(JSON.stringify({ cases: cases.length, events: events.length, perVenue, perCat,
  hardNegatives: meta.reduce((n, m) => n + m.hn, 0), casesWithNotFungible: cases.filter((c) => c.fungible !== undefined).length, notFungiblePairLabels: notFungible,
  singleVenueCases: cases.filter((c) => c.events.length === 1).length, twoVenueCases: cases.filter((c) => c.events.length === 2).length }));
