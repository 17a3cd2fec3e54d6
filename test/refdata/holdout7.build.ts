// Seventh independent refdata holdout: writes test/refdata/holdout7-set.json.
// Run: `source deploy/toolchain.sh && node test/refdata/holdout7.build.ts`.
//
// How it was written: by hand, from a trading desk's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the reference-data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case` format and `emitScenario`) and
// lines 1–72 of test/refdata/holdout4.build.ts (the header and the helpers A, B, U, G, G1, nf, z, yn, copied and
// adapted here). Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set or
// build file in test/refdata. The matcher and the evaluation were never run on this set while writing it, and no case
// was adjusted after seeing any matcher output: it is NOT tuned. Labels are what is true of the events as written
// (same `t` = same outcome on the YES side; `groups` split listings that are different real-world events; `fungible`
// false where two venues settle the same outcome differently: another resolution source or observation window, visible
// in the rules or source text).
// Ids: beta event ids 150001+, gamma ids 9001+, alpha tickers dated Jan 2027 – Dec 2028; all closes after 2026-11-22.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, yn } from './evalset.emit.ts';

type Cat = 'sports' | 'politics' | 'economics' | 'crypto' | 'culture' | 'tech';

const { cases, meta, add } = caseList<Cat>();
const { A, B, U, G, G1 } = venueBuilders(150000, 9000);

const ESPN = 'ESPN https://www.espn.com';

// ───────────────────────────── SPORTS: games ─────────────────────────────

add('sports', { name: 'NHL Bruins at Maple Leafs 2027-01-14', events: [
  A('KXNHLGAME-27JAN14BOSTOR', 'Boston at Toronto', 'Sports', z('2027-01-15', '03:00'), [['BOS', 'Boston', 'bos', { q: 'Boston at Toronto Winner?' }], ['TOR', 'Toronto', 'tor', { q: 'Boston at Toronto Winner?' }]], { sources: ['NHL https://www.nhl.com'] }),
  B('Bruins vs. Maple Leafs', 'Sports', z('2027-01-15', '03:00'), [['nhl-bos-tor-2027-01-14', '', 'bos', { outcomes: yn('Bruins', 'Maple Leafs'), src: 'https://www.nhl.com' }]],
    { rules: 'NHL regular season game scheduled for January 14, 2027 at 7:00 PM ET at Scotiabank Arena. Resolves to the team that wins, including overtime and shootout.' }),
  U('nhl-bos-tor-2027-01-14', 'BOS @ TOR', 'sports', z('2027-01-15', '03:00'), [['nhl-bos-tor-2027-01-14', '', 'tor', { q: 'Will the Toronto Maple Leafs beat the Boston Bruins?', outcomes: yn('Yes', 'No') }]]),
  G1('Will the Boston Bruins beat the Toronto Maple Leafs on Jan 14, 2027?', z('2027-01-15', '03:00'), 'bos'),
] });

add('sports', { name: 'NHL Maple Leafs at Bruins 2027-01-16 (return leg of the home-and-home)', events: [
  A('KXNHLGAME-27JAN16TORBOS', 'Toronto at Boston', 'Sports', z('2027-01-17', '03:00'), [['TOR', 'Toronto', 'tor'], ['BOS', 'Boston', 'bos']], { sources: ['NHL https://www.nhl.com'] }),
  B('Maple Leafs vs. Bruins', 'Sports', z('2027-01-17', '03:00'), [['nhl-tor-bos-2027-01-16', '', 'tor', { outcomes: yn('Maple Leafs', 'Bruins') }]],
    { rules: 'Game on January 16, 2027, TD Garden, Boston. Resolves to the winner including OT/shootout.' }),
] }, 2);

add('sports', { name: 'NHL Oilers vs Flames 2027-02-27 and a period market', groups: [['alpha', 'gamma'], ['beta']], events: [
  A('KXNHLGAME-27FEB27EDMCGY', 'Edmonton at Calgary', 'Sports', z('2027-02-28', '06:00'), [['EDM', 'Edmonton', 'edm'], ['CGY', 'Calgary', 'cgy']]),
  G('Oilers vs Flames (Feb 27)', z('2027-02-28', '06:00'), [['Edmonton Oilers', 'edm'], ['Calgary Flames', 'cgy']]),
  B('Oilers vs. Flames: 1st Period Winner', 'Sports', z('2027-02-28', '06:00'), [['nhl-edm-cgy-2027-02-27-1p-edm', 'Oilers', 'p1edm'], ['nhl-edm-cgy-2027-02-27-1p-tie', 'Tie', 'p1tie'], ['nhl-edm-cgy-2027-02-27-1p-cgy', 'Flames', 'p1cgy']],
    { rules: 'Resolves to the team leading at the end of the first period of the Feb 27, 2027 game; Tie if level.' }),
] }, 1);

add('sports', { name: 'NBA Celtics at Knicks 2027-01-21 and a first-half moneyline', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXNBAGAME-27JAN21BOSNYK', 'Boston at New York', 'Sports', z('2027-01-22', '03:30'), [['BOS', 'Boston', 'bos'], ['NYK', 'New York', 'nyk']], { sources: [ESPN] }),
  B('Celtics vs. Knicks', 'Sports', z('2027-01-22', '03:30'), [['nba-bos-nyk-2027-01-21', '', 'bos', { outcomes: yn('Celtics', 'Knicks') }]], { rules: 'NBA game on Thursday, January 21, 2027 at Madison Square Garden. Resolves to the winner, overtime included.' }),
  G('Celtics @ Knicks — Jan 21', z('2027-01-22', '03:30'), [['Celtics', 'bos'], ['Knicks', 'nyk']]),
  U('nba-bos-nyk-2027-01-21-1h', 'Celtics vs. Knicks: 1H Moneyline', 'sports', z('2027-01-22', '02:00'), [['nba-bos-nyk-2027-01-21-1h', '', 'h1bos', { q: 'Celtics vs. Knicks - First Half Winner', outcomes: yn('Celtics', 'Knicks') }]],
    { rules: 'Resolves to the team leading at halftime. If tied at halftime the market resolves 50-50.' }),
] }, 1);

add('sports', { name: 'NBA Lakers at Warriors 2027-02-03 and a Doncic points prop', groups: [['alpha', 'beta_us'], ['beta']], events: [
  A('KXNBAGAME-27FEB03LALGSW', 'Los Angeles L at Golden State', 'Sports', z('2027-02-04', '06:00'), [['LAL', 'Los Angeles L', 'lal'], ['GSW', 'Golden State', 'gsw']]),
  U('nba-lal-gsw-2027-02-03', 'Lakers @ Warriors', 'sports', z('2027-02-04', '06:00'), [['nba-lal-gsw-2027-02-03', '', 'gsw', { q: 'Lakers vs. Warriors', outcomes: yn('Warriors', 'Lakers') }]]),
  B('Luka Dončić: 30+ points vs. Warriors (Feb 3)?', 'Sports', z('2027-02-04', '06:00'), [['luka-doncic-30-points-vs-warriors-feb-3', 'Yes', 'luka30']]),
] }, 1);

add('sports', { name: 'NBA Thunder vs Nuggets 2027-03-11', events: [
  A('KXNBAGAME-27MAR11OKCDEN', 'Oklahoma City at Denver', 'Sports', z('2027-03-12', '05:00'), [['OKC', 'Oklahoma City', 'okc'], ['DEN', 'Denver', 'den']]),
  B('Thunder vs. Nuggets', 'Sports', z('2027-03-12', '05:00'), [['nba-okc-den-2027-03-11', '', 'okc', { outcomes: yn('Thunder', 'Nuggets') }]]),
  U('nba-okc-den-2027-03-11', 'OKC Thunder at Denver Nuggets', 'sports', z('2027-03-12', '05:00'), [['nba-okc-den-2027-03-11', '', 'okc', { outcomes: yn('Thunder', 'Nuggets') }]]),
  G1('Nuggets to beat Thunder? (Mar 11, 2027)', z('2027-03-12', '05:00'), 'den'),
] });

add('sports', { name: 'NFL Bills at Chiefs 2027 week 2', events: [
  A('KXNFLGAME-27SEP19BUFKC', 'Buffalo at Kansas City', 'Sports', z('2027-09-20', '04:00'), [['BUF', 'Buffalo', 'buf'], ['KC', 'Kansas City', 'kc']], { sources: ['NFL https://www.nfl.com'] }),
  B('Bills vs. Chiefs', 'Sports', z('2027-09-20', '04:00'), [['nfl-buf-kc-2027-09-19', '', 'buf', { outcomes: yn('Bills', 'Chiefs') }]], { rules: 'NFL Week 2 game, September 19, 2027, Arrowhead Stadium. Resolves to the winning team, overtime included.' }),
  U('nfl-buf-kc-2027-09-19', 'Bills at Chiefs', 'sports', z('2027-09-20', '04:00'), [['nfl-buf-kc-2027-09-19', '', 'buf', { outcomes: yn('Bills', 'Chiefs') }]]),
  G1('Will the Chiefs beat the Bills on Sep 19, 2027?', z('2027-09-20', '04:00'), 'kc'),
] });

add('sports', { name: 'NFL Chiefs at Bills 2027 week 15 (same teams, later date)', events: [
  A('KXNFLGAME-27DEC19KCBUF', 'Kansas City at Buffalo', 'Sports', z('2027-12-20', '04:00'), [['KC', 'Kansas City', 'kc'], ['BUF', 'Buffalo', 'buf']]),
  G('Chiefs at Bills, Dec 19 2027', z('2027-12-20', '04:00'), [['KC Chiefs', 'kc'], ['BUF Bills', 'buf']]),
] }, 2);

add('sports', { name: 'NFL Eagles at Cowboys Thanksgiving 2027 and a first-half market', groups: [['alpha', 'gamma', 'beta_us'], ['beta']], events: [
  A('KXNFLGAME-27NOV25PHIDAL', 'Philadelphia at Dallas', 'Sports', z('2027-11-26', '02:00'), [['PHI', 'Philadelphia', 'phi'], ['DAL', 'Dallas', 'dal']]),
  G1('Eagles beat the Cowboys on Thanksgiving (Nov 25, 2027)?', z('2027-11-26', '02:00'), 'phi'),
  U('nfl-phi-dal-2027-11-25', 'Eagles vs. Cowboys', 'sports', z('2027-11-26', '02:00'), [['nfl-phi-dal-2027-11-25', '', 'dal', { outcomes: yn('Cowboys', 'Eagles') }]]),
  B('Eagles vs. Cowboys: 1st Half Moneyline', 'Sports', z('2027-11-25', '23:00'), [['nfl-phi-dal-2027-11-25-1h', '', 'h1phi', { outcomes: yn('Eagles', 'Cowboys') }]],
    { rules: 'Resolves to the team leading at halftime of the Nov 25, 2027 game. If the score is tied at halftime, resolves 50-50.' }),
] }, 1);

add('sports', { name: 'NFL Packers at Bears spread and moneyline 2027-12-12', groups: [['alpha', 'beta'], ['beta_us']], events: [
  A('KXNFLSPREAD-27DEC12GBCHI', 'Green Bay at Chicago: Spread', 'Sports', z('2027-12-13', '02:00'), [
    ['GB3', 'Green Bay wins by over 3.5 points', 'gb35'], ['GB6', 'Green Bay wins by over 6.5 points', 'gb65'], ['CHI3', 'Chicago wins by over 3.5 points', 'chi35']]),
  B('Spread: Packers (-3.5) vs. Bears', 'Sports', z('2027-12-13', '02:00'), [['nfl-gb-chi-2027-12-12-spread-home-3pt5', '', 'gb35', { outcomes: yn('Packers', 'Bears') }]],
    { rules: 'Resolves "Packers" if the Packers win the December 12, 2027 game by more than 3.5 points; otherwise "Bears".' }),
  U('nfl-gb-chi-2027-12-12', 'Packers @ Bears', 'sports', z('2027-12-13', '02:00'), [['nfl-gb-chi-2027-12-12', '', 'gbml', { outcomes: yn('Packers', 'Bears') }]]),
] }, 1);

add('sports', { name: 'MLB Yankees at Red Sox 2027-07-04 game 1 of a doubleheader', events: [
  A('KXMLBGAME-27JUL041310NYYBOS', 'New York Y at Boston (Game 1)', 'Sports', z('2027-07-04', '22:00'), [['NYY', 'New York Y', 'nyy'], ['BOS', 'Boston', 'bos']]),
  B('Yankees vs. Red Sox (Game 1)', 'Sports', z('2027-07-04', '22:00'), [['mlb-nyy-bos-2027-07-04-g1', '', 'nyy', { outcomes: yn('Yankees', 'Red Sox') }]], { rules: 'First game of the July 4, 2027 doubleheader at Fenway Park (1:10 PM ET).' }),
] });

add('sports', { name: 'MLB Yankees at Red Sox 2027-07-04 game 2 of a doubleheader', events: [
  A('KXMLBGAME-27JUL041910NYYBOS', 'New York Y at Boston (Game 2)', 'Sports', z('2027-07-05', '04:00'), [['NYY', 'New York Y', 'nyy'], ['BOS', 'Boston', 'bos']]),
  G('Yankees vs Red Sox — Jul 4 Game 2 (7:10 PM ET)', z('2027-07-05', '04:00'), [['Yankees', 'nyy'], ['Red Sox', 'bos']]),
] }, 2);

add('sports', { name: 'MLB Dodgers vs Giants 2027-04-02', events: [
  A('KXMLBGAME-27APR02LADSF', 'Los Angeles D at San Francisco', 'Sports', z('2027-04-03', '05:00'), [['LAD', 'Los Angeles D', 'lad'], ['SF', 'San Francisco', 'sf']]),
  B('Dodgers vs. Giants', 'Sports', z('2027-04-03', '05:00'), [['mlb-lad-sf-2027-04-02', '', 'lad', { outcomes: yn('Dodgers', 'Giants') }]]),
  U('mlb-lad-sf-2027-04-02', 'LA Dodgers @ SF Giants', 'sports', z('2027-04-03', '05:00'), [['mlb-lad-sf-2027-04-02', '', 'sf', { outcomes: yn('Giants', 'Dodgers') }]]),
] });

add('sports', { name: 'MLS LAFC vs LA Galaxy 2027-04-17 three-way', events: [
  A('KXMLSGAME-27APR17LAFCLA', 'LAFC vs LA Galaxy', 'Sports', z('2027-04-18', '05:00'), [['LAFC', 'Los Angeles FC', 'lafc'], ['TIE', 'Tie', 'draw'], ['LA', 'LA Galaxy', 'lag']]),
  B('LAFC vs. LA Galaxy', 'Sports', z('2027-04-18', '05:00'), [['mls-lafc-la-2027-04-17-lafc', 'LAFC', 'lafc', { q: 'Will LAFC win on 2027-04-17?' }], ['mls-lafc-la-2027-04-17-draw', 'Draw', 'draw', { q: 'Will LAFC vs. LA Galaxy end in a draw?' }], ['mls-lafc-la-2027-04-17-la', 'LA Galaxy', 'lag', { q: 'Will LA Galaxy win on 2027-04-17?' }]],
    { rules: 'Result after 90 minutes plus stoppage time.' }),
  G('El Tráfico: LAFC v Galaxy (Apr 17)', z('2027-04-18', '05:00'), [['LAFC', 'lafc'], ['Draw', 'draw'], ['Galaxy', 'lag']]),
] });

add('sports', { name: 'WNBA Aces vs Liberty 2027-06-12', events: [
  A('KXWNBAGAME-27JUN12LVNY', 'Las Vegas at New York', 'Sports', z('2027-06-13', '02:00'), [['LV', 'Las Vegas', 'lv'], ['NY', 'New York', 'ny']]),
  U('wnba-lv-ny-2027-06-12', 'Aces vs. Liberty', 'sports', z('2027-06-13', '02:00'), [['wnba-lv-ny-2027-06-12', '', 'ny', { outcomes: yn('Liberty', 'Aces') }]]),
] });

add('sports', { name: 'CFB Ohio State at Michigan 2027', events: [
  A('KXNCAAFGAME-27NOV27OSUMICH', 'Ohio State at Michigan', 'Sports', z('2027-11-28', '01:00'), [['OSU', 'Ohio State', 'osu'], ['MICH', 'Michigan', 'mich']]),
  B('Ohio State vs. Michigan', 'Sports', z('2027-11-28', '01:00'), [['cfb-osu-mich-2027-11-27', '', 'osu', { outcomes: yn('Ohio State', 'Michigan') }]], { rules: 'The Game, November 27, 2027, Michigan Stadium, Ann Arbor.' }),
  U('cfb-osu-mich-2027-11-27', 'Buckeyes at Wolverines', 'sports', z('2027-11-28', '01:00'), [['cfb-osu-mich-2027-11-27', '', 'mich', { outcomes: yn('Michigan', 'Ohio State') }]]),
  G1('Will Michigan beat Ohio State in The Game (Nov 27, 2027)?', z('2027-11-28', '01:00'), 'mich'),
] });

add('sports', { name: 'CBB Duke at North Carolina 2027-03-06', events: [
  A('KXNCAAMBGAME-27MAR06DUKEUNC', 'Duke at North Carolina', 'Sports', z('2027-03-07', '02:00'), [['DUKE', 'Duke', 'duke'], ['UNC', 'North Carolina', 'unc']]),
  B('Duke vs. UNC', 'Sports', z('2027-03-07', '02:00'), [['cbb-duke-unc-2027-03-06', '', 'duke', { outcomes: yn('Duke', 'North Carolina') }]]),
] });

add('sports', { name: 'EPL Arsenal vs Chelsea 2027-01-23', events: [
  A('KXEPLGAME-27JAN23ARSCFC', 'Arsenal vs Chelsea', 'Sports', z('2027-01-23', '20:00'), [['ARS', 'Arsenal', 'ars'], ['TIE', 'Tie', 'draw'], ['CFC', 'Chelsea', 'che']]),
  B('Arsenal vs. Chelsea', 'Sports', z('2027-01-23', '20:00'), [['epl-ars-che-2027-01-23-ars', 'Arsenal', 'ars', { q: 'Will Arsenal FC win on 2027-01-23?' }], ['epl-ars-che-2027-01-23-draw', 'Draw (Arsenal vs. Chelsea)', 'draw', { q: 'Will Arsenal FC vs. Chelsea FC end in a draw?' }], ['epl-ars-che-2027-01-23-che', 'Chelsea', 'che', { q: 'Will Chelsea FC win on 2027-01-23?' }]]),
  G('Arsenal v Chelsea — Premier League, 23 Jan 2027', z('2027-01-23', '20:00'), [['Arsenal', 'ars'], ['Draw', 'draw'], ['Chelsea', 'che']]),
] });

add('sports', { name: 'La Liga El Clasico 2027-03-21', events: [
  A('KXLALIGAGAME-27MAR21RMABAR', 'Real Madrid vs Barcelona', 'Sports', z('2027-03-21', '22:00'), [['RMA', 'Real Madrid', 'rma'], ['TIE', 'Tie', 'draw'], ['BAR', 'Barcelona', 'bar']]),
  B('Real Madrid vs. FC Barcelona', 'Sports', z('2027-03-21', '22:00'), [['lal-rma-bar-2027-03-21-rma', 'Real Madrid', 'rma', { q: 'Will Real Madrid CF win on 2027-03-21?' }], ['lal-rma-bar-2027-03-21-draw', 'Draw', 'draw', { q: 'Will Real Madrid CF vs. FC Barcelona end in a draw?' }], ['lal-rma-bar-2027-03-21-bar', 'Barcelona', 'bar', { q: 'Will FC Barcelona win on 2027-03-21?' }]]),
  U('lal-rma-bar-2027-03-21', 'El Clásico: Real Madrid vs Barça', 'sports', z('2027-03-21', '22:00'), [['lal-rma-bar-2027-03-21-rma', 'Real Madrid', 'rma'], ['lal-rma-bar-2027-03-21-draw', 'Draw', 'draw'], ['lal-rma-bar-2027-03-21-bar', 'Barça', 'bar']]),
  G('El Clásico (La Liga, Mar 21 2027)', z('2027-03-21', '22:00'), [['Real Madrid', 'rma'], ['Draw', 'draw'], ['Barcelona', 'bar']]),
] });

add('sports', { name: 'Serie A Inter vs Milan 2027-02-14 and a Coppa Italia derby', groups: [['alpha', 'beta'], ['beta_us']], events: [
  A('KXSERIEAGAME-27FEB14INTMIL', 'Inter vs AC Milan', 'Sports', z('2027-02-14', '22:00'), [['INT', 'Inter', 'int'], ['TIE', 'Tie', 'draw'], ['MIL', 'AC Milan', 'mil']]),
  B('Inter vs. AC Milan', 'Sports', z('2027-02-14', '22:00'), [['sea-int-mil-2027-02-14-int', 'Inter', 'int', { q: 'Will FC Internazionale Milano win on 2027-02-14?' }], ['sea-int-mil-2027-02-14-draw', 'Draw', 'draw'], ['sea-int-mil-2027-02-14-mil', 'Milan', 'mil', { q: 'Will AC Milan win on 2027-02-14?' }]]),
  U('coppa-int-mil-2027-02-10', 'Coppa Italia QF: Inter vs Milan', 'sports', z('2027-02-10', '22:30'), [['coppa-int-mil-2027-02-10-adv', '', 'advint', { q: 'Coppa Italia quarter-final (Feb 10, 2027): Inter to advance?', outcomes: yn('Yes', 'No') }]],
    { rules: 'Single-leg quarter-final; resolves Yes if Inter advance, including after extra time or penalties.' }),
] }, 1);

add('sports', { name: 'Bundesliga Bayern vs Dortmund 2027-03-06', events: [
  A('KXBUNDESLIGAGAME-27MAR06FCBBVB', 'Bayern Munich vs Borussia Dortmund', 'Sports', z('2027-03-06', '20:00'), [['FCB', 'Bayern Munich', 'fcb'], ['TIE', 'Tie', 'draw'], ['BVB', 'Dortmund', 'bvb']]),
  G('Der Klassiker: FC Bayern München vs BVB', z('2027-03-06', '20:00'), [['FC Bayern', 'fcb'], ['Draw', 'draw'], ['Borussia Dortmund', 'bvb']]),
] });

add('sports', { name: 'Ligue 1 PSG vs Marseille 2027-02-28', events: [
  B('PSG vs. Olympique de Marseille', 'Sports', z('2027-02-28', '22:00'), [['fl1-psg-mar-2027-02-28-psg', 'Paris Saint-Germain', 'psg', { q: 'Will Paris Saint-Germain FC win on 2027-02-28?' }], ['fl1-psg-mar-2027-02-28-draw', 'Draw', 'draw'], ['fl1-psg-mar-2027-02-28-mar', 'Marseille', 'om', { q: 'Will Olympique de Marseille win on 2027-02-28?' }]]),
  U('fl1-psg-mar-2027-02-28', 'Le Classique: Paris vs Marseille', 'sports', z('2027-02-28', '22:00'), [['fl1-psg-mar-2027-02-28-psg', 'PSG', 'psg'], ['fl1-psg-mar-2027-02-28-om', 'OM', 'om'], ['fl1-psg-mar-2027-02-28-draw', 'Draw', 'draw']]),
] });

add('sports', { name: 'UCL league phase Liverpool vs Real Madrid 2027-01-27', events: [
  A('KXUCLGAME-27JAN27LFCRMA', 'Liverpool vs Real Madrid', 'Sports', z('2027-01-27', '22:00'), [['LFC', 'Liverpool', 'lfc'], ['TIE', 'Tie', 'draw'], ['RMA', 'Real Madrid', 'rma']]),
  B('Liverpool vs. Real Madrid', 'Sports', z('2027-01-27', '22:00'), [['ucl-liv-rma-2027-01-27-liv', 'Liverpool', 'lfc', { q: 'Will Liverpool FC win on 2027-01-27?' }], ['ucl-liv-rma-2027-01-27-draw', 'Draw', 'draw'], ['ucl-liv-rma-2027-01-27-rma', 'Real Madrid', 'rma', { q: 'Will Real Madrid CF win on 2027-01-27?' }]]),
  G1('UCL: Liverpool to beat Real Madrid at Anfield (27 Jan)?', z('2027-01-27', '22:00'), 'lfc'),
] });

add('sports', { name: 'AO 2027 QF Sinner vs Shelton', events: [
  A('KXATPMATCH-27JAN27SINSHE', 'Sinner vs Shelton', 'Sports', z('2027-01-28', '12:00'), [['SIN', 'Jannik Sinner', 'sin'], ['SHE', 'Ben Shelton', 'she']]),
  B('Australian Open: J. Sinner vs B. Shelton', 'Sports', z('2027-01-28', '12:00'), [['ao-sinner-shelton-2027-01-27', '', 'sin', { outcomes: yn('Sinner', 'Shelton') }]], { rules: 'Australian Open 2027 men\'s singles quarter-final, scheduled for January 27, 2027. Resolves to the player who wins the match.' }),
  G1('Will Jannik Sinner beat Ben Shelton in the AO quarter-final?', z('2027-01-28', '12:00'), 'sin'),
] });

add('sports', { name: 'Roland Garros 2027 SF Sabalenka vs Swiatek', events: [
  A('KXWTAMATCH-27JUN03SABSWI', 'Sabalenka vs Swiatek', 'Sports', z('2027-06-04', '00:00'), [['SAB', 'Aryna Sabalenka', 'sab'], ['SWI', 'Iga Swiatek', 'swi']]),
  U('rg-sabalenka-swiatek-2027-06-03', 'French Open SF: Sabalenka vs Świątek', 'sports', z('2027-06-04', '00:00'), [['rg-sabalenka-swiatek-2027-06-03', '', 'swi', { outcomes: yn('Świątek', 'Sabalenka') }]]),
] });

add('sports', { name: 'UFC lightweight Topuria vs Tsarukyan and a distance prop', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXUFCFIGHT-27MAR06TOPTSA', 'Topuria vs Tsarukyan', 'Sports', z('2027-03-07', '08:00'), [['TOP', 'Ilia Topuria', 'top'], ['TSA', 'Arman Tsarukyan', 'tsa']]),
  B('UFC 331: Topuria vs. Tsarukyan', 'Sports', z('2027-03-07', '08:00'), [['ufc-topuria-tsarukyan-2027-03-06', '', 'top', { outcomes: yn('Topuria', 'Tsarukyan') }]]),
  G('Ilia Topuria vs Arman Tsarukyan (UFC, Mar 6)', z('2027-03-07', '08:00'), [['Topuria', 'top'], ['Tsarukyan', 'tsa']]),
  U('ufc-topuria-tsarukyan-2027-03-06-distance', 'Topuria vs Tsarukyan: Fight to go the distance?', 'sports', z('2027-03-07', '08:00'), [['ufc-topuria-tsarukyan-2027-03-06-distance', '', 'dist', { outcomes: yn('Yes', 'No') }]]),
] }, 1);

add('sports', { name: 'Boxing Ennis vs Ortiz Jr', events: [
  A('KXBOXING-27MAY15ENNORT', 'Jaron Ennis vs Vergil Ortiz Jr.', 'Sports', z('2027-05-16', '08:00'), [['ENN', 'Jaron Ennis', 'enn'], ['ORT', 'Vergil Ortiz Jr.', 'ort']]),
  B('Boots Ennis vs. Vergil Ortiz Jr.', 'Sports', z('2027-05-16', '08:00'), [['boxing-ennis-ortiz-2027-05-15', '', 'ort', { outcomes: yn('Ortiz Jr.', 'Ennis') }]]),
] });

add('sports', { name: 'IPL 2027 Mumbai Indians vs Chennai Super Kings', events: [
  B('IPL: Mumbai Indians vs. Chennai Super Kings', 'Sports', z('2027-04-11', '19:00'), [['ipl-mi-csk-2027-04-11', '', 'mi', { outcomes: yn('Mumbai Indians', 'Chennai Super Kings') }]]),
  G1('MI vs CSK (IPL, 11 Apr 2027): Mumbai to win?', z('2027-04-11', '19:00'), 'mi'),
] });

add('sports', { name: 'Ashes 2027 series result and the first Test', groups: [['alpha', 'beta'], ['gamma']], events: [
  A('KXASHES-27', 'The Ashes 2027 series', 'Sports', z('2027-09-15'), [['ENG', 'England', 'eng'], ['AUS', 'Australia', 'aus'], ['DRAW', 'Series drawn', 'draw']]),
  B('The Ashes 2027: Series Winner', 'Sports', z('2027-09-15'), [['ashes-2027-england', 'England', 'eng'], ['ashes-2027-australia', 'Australia', 'aus'], ['ashes-2027-draw', 'Drawn series', 'draw']],
    { rules: 'Resolves to the winner of the 2027 Ashes Test series in England. A drawn series resolves to "Drawn series".' }),
  G('Ashes 2027, 1st Test: England v Australia', z('2027-07-12'), [['England', 't1eng'], ['Australia', 't1aus'], ['Draw', 't1draw']]),
] }, 1);

add('sports', { name: 'CS2 Vitality vs FaZe IEM Katowice 2027 and a map-1 market', groups: [['alpha', 'beta'], ['beta_us']], events: [
  A('KXCS2GAME-27FEB06VITFAZE', 'Team Vitality vs FaZe Clan', 'Esports', z('2027-02-06', '23:00'), [['VIT', 'Team Vitality', 'vit'], ['FAZE', 'FaZe Clan', 'faze']]),
  B('Counter-Strike: Vitality vs FaZe (BO3) - IEM Katowice', 'Esports', z('2027-02-06', '23:00'), [['cs2-vit-faze-2027-02-06', '', 'vit', { outcomes: yn('Vitality', 'FaZe') }]]),
  U('cs2-vit-faze-2027-02-06-map1', 'Vitality vs FaZe: Map 1 Winner', 'esports', z('2027-02-06', '21:00'), [['cs2-vit-faze-2027-02-06-map1', '', 'm1vit', { outcomes: yn('Vitality', 'FaZe') }]]),
] }, 1);

// ───────────────────────────── SPORTS: tournaments and futures ─────────────────────────────

add('sports', { name: 'AO 2027 men\'s champion and a reach-the-final market', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXAUSOPENMENS-27', 'Australian Open Men\'s Singles Champion 2027', 'Sports', z('2027-01-31', '12:00'), [['JSIN', 'Jannik Sinner', 'sin'], ['CALC', 'Carlos Alcaraz', 'alc'], ['NDJO', 'Novak Djokovic', 'djo'], ['AZVE', 'Alexander Zverev', 'zve']]),
  B('Australian Open Men\'s Winner 2027', 'Sports', z('2027-01-31', '12:00'), [['ao-2027-mens-sinner', 'Sinner', 'sin'], ['ao-2027-mens-alcaraz', 'Alcaraz', 'alc'], ['ao-2027-mens-djokovic', 'Djokovic', 'djo'], ['ao-2027-mens-fritz', 'Fritz', 'fri']]),
  G('2027 Australian Open — Men\'s Singles Winner', z('2027-01-31', '12:00'), [['C. Alcaraz', 'alc'], ['J. Sinner', 'sin'], ['N. Djokovic', 'djo']]),
  U('ao-2027-mens-finalist', 'Australian Open 2027: Men\'s Finalists', 'sports', z('2027-01-30', '12:00'), [['ao-2027-sinner-reach-final', 'Sinner', 'fsin', { q: 'Will Jannik Sinner reach the 2027 Australian Open final?' }], ['ao-2027-alcaraz-reach-final', 'Alcaraz', 'falc', { q: 'Will Carlos Alcaraz reach the 2027 Australian Open final?' }]]),
] }, 1);

add('sports', { name: 'Wimbledon 2027 women\'s champion', events: [
  B('Wimbledon Women\'s Champion 2027', 'Sports', z('2027-07-10', '18:00'), [['wimbledon-2027-women-sabalenka', 'Aryna Sabalenka', 'sab'], ['wimbledon-2027-women-swiatek', 'Iga Świątek', 'swi'], ['wimbledon-2027-women-gauff', 'Coco Gauff', 'gau'], ['wimbledon-2027-women-anisimova', 'Amanda Anisimova', 'ani']]),
  G('Who will win the 2027 Wimbledon ladies\' singles?', z('2027-07-10', '18:00'), [['Sabalenka', 'sab'], ['Swiatek', 'swi'], ['Rybakina', 'ryb'], ['Anisimova', 'ani']]),
] });

add('sports', { name: 'Masters 2027 winner', events: [
  A('KXMASTERS-27', 'The Masters 2027 Winner', 'Sports', z('2027-04-12'), [['SSCH', 'Scottie Scheffler', 'sch'], ['RMCI', 'Rory McIlroy', 'mci'], ['LABE', 'Ludvig Åberg', 'abe'], ['BDEC', 'Bryson DeChambeau', 'dec'], ['JRAH', 'Jon Rahm', 'rah']], { sources: ['PGA Tour https://www.pgatour.com'] }),
  B('Masters Winner 2027', 'Sports', z('2027-04-12'), [['masters-2027-scheffler', 'Scottie Scheffler', 'sch'], ['masters-2027-mcilroy', 'Rory McIlroy', 'mci'], ['masters-2027-aberg', 'Ludvig Aberg', 'abe'], ['masters-2027-schauffele', 'Xander Schauffele', 'xsc']]),
  U('masters-2027-winner', '2027 Masters Tournament', 'sports', z('2027-04-12'), [['masters-2027-winner-scheffler', 'Scheffler', 'sch'], ['masters-2027-winner-dechambeau', 'DeChambeau', 'dec'], ['masters-2027-winner-rahm', 'Rahm', 'rah']]),
  G('Augusta 2027: Masters champion', z('2027-04-12'), [['S. Scheffler', 'sch'], ['R. McIlroy', 'mci'], ['B. DeChambeau', 'dec']]),
] });

add('sports', { name: 'Masters 2027 top-10 finishes (not the winner market)', events: [
  A('KXMASTERSTOP10-27', 'The Masters 2027: Top 10 Finish', 'Sports', z('2027-04-12'), [['SSCH', 'Scottie Scheffler', 'tsch'], ['RMCI', 'Rory McIlroy', 'tmci'], ['TFLE', 'Tommy Fleetwood', 'tfle']]),
  B('Masters 2027: Top 10 Finish', 'Sports', z('2027-04-12'), [['masters-2027-top-10-scheffler', 'Scheffler', 'tsch', { q: 'Will Scottie Scheffler finish in the top 10 at the 2027 Masters?' }], ['masters-2027-top-10-fleetwood', 'Fleetwood', 'tfle', { q: 'Will Tommy Fleetwood finish in the top 10 at the 2027 Masters?' }]],
    { rules: 'Ties count as a top-10 finish (dead-heat rules do not apply).' }),
] }, 2);

add('sports', { name: 'PGA Championship 2027 winner', events: [
  A('KXPGACHAMP-27', 'PGA Championship 2027 Winner', 'Sports', z('2027-05-24'), [['SSCH', 'Scottie Scheffler', 'sch'], ['XSCH', 'Xander Schauffele', 'xsc'], ['CMOR', 'Collin Morikawa', 'mor']]),
  B('PGA Championship 2027 Winner', 'Sports', z('2027-05-24'), [['pga-championship-2027-scheffler', 'Scheffler', 'sch'], ['pga-championship-2027-schauffele', 'Schauffele', 'xsc'], ['pga-championship-2027-mcilroy', 'McIlroy', 'mci']]),
] });

add('sports', { name: 'F1 Monaco GP 2027 winner and a podium market', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXF1RACE-27JUN06MON', 'Monaco Grand Prix 2027 Winner', 'Sports', z('2027-06-06', '18:00'), [['VER', 'Max Verstappen', 'ver'], ['NOR', 'Lando Norris', 'nor'], ['LEC', 'Charles Leclerc', 'lec'], ['PIA', 'Oscar Piastri', 'pia']], { sources: ['FIA https://www.fia.com'] }),
  B('Monaco Grand Prix: Winner', 'Sports', z('2027-06-06', '18:00'), [['f1-monaco-2027-verstappen', 'Verstappen', 'ver'], ['f1-monaco-2027-norris', 'Norris', 'nor'], ['f1-monaco-2027-leclerc', 'Leclerc', 'lec'], ['f1-monaco-2027-russell', 'Russell', 'rus']]),
  G('F1 2027 Monaco GP — race winner', z('2027-06-06', '18:00'), [['Charles Leclerc', 'lec'], ['Lando Norris', 'nor'], ['Oscar Piastri', 'pia']]),
  U('f1-monaco-2027-podium', 'Monaco GP 2027: Podium Finish', 'sports', z('2027-06-06', '18:00'), [['f1-monaco-2027-podium-leclerc', 'Leclerc', 'pdlec', { q: 'Will Charles Leclerc finish on the podium at the 2027 Monaco Grand Prix?' }], ['f1-monaco-2027-podium-hamilton', 'Hamilton', 'pdham']]),
] }, 1);

add('sports', { name: 'F1 British GP 2027 podium', events: [
  A('KXF1PODIUM-27JUL04GBR', 'British Grand Prix 2027: Podium', 'Sports', z('2027-07-04', '18:00'), [['NOR', 'Lando Norris', 'nor'], ['RUS', 'George Russell', 'rus'], ['HAM', 'Lewis Hamilton', 'ham']]),
  B('British GP 2027: Top 3 Finish', 'Sports', z('2027-07-04', '18:00'), [['f1-britain-2027-podium-norris', 'Norris', 'nor', { q: 'Will Lando Norris finish top 3 at Silverstone?' }], ['f1-britain-2027-podium-hamilton', 'Hamilton', 'ham', { q: 'Will Lewis Hamilton finish top 3 at Silverstone?' }]]),
] });

add('sports', { name: 'F1 2027 drivers\' championship', events: [
  A('KXF1DRIVERS-27', 'F1 Drivers\' Champion 2027', 'Sports', z('2027-12-05'), [['VER', 'Max Verstappen', 'ver'], ['NOR', 'Lando Norris', 'nor'], ['PIA', 'Oscar Piastri', 'pia'], ['RUS', 'George Russell', 'rus'], ['ANT', 'Kimi Antonelli', 'ant']]),
  B('F1 Drivers\' Champion 2027', 'Sports', z('2027-12-05'), [['f1-drivers-2027-verstappen', 'Max Verstappen', 'ver'], ['f1-drivers-2027-norris', 'Lando Norris', 'nor'], ['f1-drivers-2027-antonelli', 'Andrea Kimi Antonelli', 'ant']]),
  U('f1-drivers-champion-2027', '2027 Formula 1 World Champion', 'sports', z('2027-12-05'), [['f1-drivers-champion-2027-russell', 'G. Russell', 'rus'], ['f1-drivers-champion-2027-piastri', 'O. Piastri', 'pia']]),
] });

add('sports', { name: 'NBA champion 2027', events: [
  A('KXNBA-27', 'Pro Basketball Champion 2027', 'Sports', z('2027-06-25'), [['OKC', 'Oklahoma City', 'okc'], ['BOS', 'Boston', 'bos'], ['DEN', 'Denver', 'den'], ['CLE', 'Cleveland', 'cle'], ['NYK', 'New York', 'nyk']]),
  B('NBA Champion 2027', 'Sports', z('2027-06-25'), [['nba-2027-thunder', 'Thunder', 'okc'], ['nba-2027-celtics', 'Celtics', 'bos'], ['nba-2027-cavaliers', 'Cavaliers', 'cle'], ['nba-2027-rockets', 'Rockets', 'hou']]),
  U('nba-champion-2027', '2027 NBA Finals Winner', 'sports', z('2027-06-25'), [['nba-champion-2027-okc', 'OKC', 'okc'], ['nba-champion-2027-nyk', 'Knicks', 'nyk']]),
  G('2026-27 NBA Championship', z('2027-06-25'), [['Oklahoma City Thunder', 'okc'], ['Denver Nuggets', 'den'], ['Houston Rockets', 'hou']]),
] });

add('sports', { name: 'NBA Eastern Conference champion 2027 (not the title)', events: [
  A('KXNBAEAST-27', 'NBA Eastern Conference Champion 2027', 'Sports', z('2027-06-01'), [['BOS', 'Boston', 'bos'], ['CLE', 'Cleveland', 'cle'], ['NYK', 'New York', 'nyk']]),
  B('NBA Eastern Conference Champion', 'Sports', z('2027-06-01'), [['nba-ecf-2027-celtics', 'Celtics', 'bos'], ['nba-ecf-2027-knicks', 'Knicks', 'nyk'], ['nba-ecf-2027-magic', 'Magic', 'orl']]),
] }, 2);

add('sports', { name: 'NBA MVP 2026-27', events: [
  A('KXNBAMVP-27', 'NBA MVP 2026-27', 'Sports', z('2027-05-31'), [['SGA', 'Shai Gilgeous-Alexander', 'sga'], ['JOK', 'Nikola Jokic', 'jok'], ['WEM', 'Victor Wembanyama', 'wem'], ['LUKA', 'Luka Doncic', 'luka']]),
  B('NBA MVP', 'Sports', z('2027-05-31'), [['nba-mvp-2027-sga', 'Shai Gilgeous-Alexander', 'sga'], ['nba-mvp-2027-jokic', 'Nikola Jokić', 'jok'], ['nba-mvp-2027-giannis', 'Giannis Antetokounmpo', 'gia']], { rules: 'Resolves to the winner of the 2026-27 NBA Most Valuable Player award as announced by the NBA.' }),
  G1('Will SGA win the 2026-27 NBA MVP?', z('2027-05-31'), 'sga'),
] });

add('sports', { name: 'Super Bowl LXII champion', events: [
  A('KXSB-28', 'Pro Football Champion 2028', 'Sports', z('2028-02-13'), [['KC', 'Kansas City', 'kc'], ['PHI', 'Philadelphia', 'phi'], ['BUF', 'Buffalo', 'buf'], ['BAL', 'Baltimore', 'bal'], ['DET', 'Detroit', 'det']]),
  B('Super Bowl Champion 2028', 'Sports', z('2028-02-13'), [['super-bowl-2028-chiefs', 'Chiefs', 'kc'], ['super-bowl-2028-eagles', 'Eagles', 'phi'], ['super-bowl-2028-ravens', 'Ravens', 'bal'], ['super-bowl-2028-rams', 'Rams', 'lar']]),
  U('super-bowl-lxii-winner', 'Super Bowl LXII Winner', 'sports', z('2028-02-13'), [['super-bowl-lxii-bills', 'Buffalo Bills', 'buf'], ['super-bowl-lxii-lions', 'Detroit Lions', 'det']]),
  G('Who will win Super Bowl LXII (Feb 2028)?', z('2028-02-13'), [['KC', 'kc'], ['PHI', 'phi'], ['BUF', 'buf']]),
] });

add('sports', { name: 'AFC champion 2027-28 (conference, not the Super Bowl)', events: [
  A('KXNFLAFCCHAMP-28', 'AFC Champion 2027-28', 'Sports', z('2028-01-31'), [['KC', 'Kansas City', 'kc'], ['BUF', 'Buffalo', 'buf'], ['BAL', 'Baltimore', 'bal']]),
  B('AFC Champion', 'Sports', z('2028-01-31'), [['afc-champion-2028-chiefs', 'Chiefs', 'kc'], ['afc-champion-2028-bills', 'Bills', 'buf'], ['afc-champion-2028-bengals', 'Bengals', 'cin']]),
] }, 2);

add('sports', { name: 'Chiefs 2027 regular-season win total', events: [
  A('KXNFLWINS-KC27', 'Kansas City regular season wins 2027', 'Sports', z('2028-01-10'), [['T10', 'Over 10.5 wins', 'o105'], ['T11', 'Over 11.5 wins', 'o115']]),
  B('Will the Chiefs win 12+ games in the 2027 regular season?', 'Sports', z('2028-01-10'), [['chiefs-12-wins-2027', 'Yes', 'o115']]),
  G1('Kansas City Chiefs 10+ wins in 2027 regular season?', z('2028-01-10'), 'o95'),
] }, 1);

add('sports', { name: 'Stanley Cup 2027', events: [
  A('KXNHL-27', 'Pro Hockey Champion 2027', 'Sports', z('2027-06-25'), [['FLA', 'Florida', 'fla'], ['EDM', 'Edmonton', 'edm'], ['COL', 'Colorado', 'col'], ['CAR', 'Carolina', 'car']]),
  B('Stanley Cup Champion 2027', 'Sports', z('2027-06-25'), [['stanley-cup-2027-panthers', 'Panthers', 'fla'], ['stanley-cup-2027-oilers', 'Oilers', 'edm'], ['stanley-cup-2027-avalanche', 'Avalanche', 'col']]),
  G('2027 Stanley Cup winner', z('2027-06-25'), [['Colorado Avalanche', 'col'], ['Carolina Hurricanes', 'car'], ['Vegas Golden Knights', 'vgk']]),
] });

add('sports', { name: 'World Series 2027', events: [
  A('KXMLB-27', 'Pro Baseball Champion 2027', 'Sports', z('2027-11-05'), [['LAD', 'Los Angeles D', 'lad'], ['NYY', 'New York Y', 'nyy'], ['PHI', 'Philadelphia', 'phi'], ['SEA', 'Seattle', 'sea']]),
  B('World Series Champion 2027', 'Sports', z('2027-11-05'), [['world-series-2027-dodgers', 'Dodgers', 'lad'], ['world-series-2027-yankees', 'Yankees', 'nyy'], ['world-series-2027-mets', 'Mets', 'nym']]),
  U('mlb-world-series-2027', '2027 World Series', 'sports', z('2027-11-05'), [['mlb-world-series-2027-lad', 'LA Dodgers', 'lad'], ['mlb-world-series-2027-sea', 'Seattle Mariners', 'sea']]),
] });

add('sports', { name: 'Ohtani 2027 home run props at different lines', events: [
  A('KXMLBHR-27OHTANI', 'Shohei Ohtani home runs in 2027', 'Sports', z('2027-10-04'), [['50', '50+ home runs', 'hr50'], ['55', '55+ home runs', 'hr55']]),
  B('Will Shohei Ohtani hit 50+ home runs in 2027?', 'Sports', z('2027-10-04'), [['shohei-ohtani-50-home-runs-2027', 'Yes', 'hr50']], { rules: 'Regular-season home runs per MLB.com; postseason excluded.' }),
  G1('Ohtani 45+ HR in the 2027 MLB regular season?', z('2027-10-04'), 'hr45'),
] }, 1);

add('sports', { name: 'College Football Playoff champion 2027-28 and Big Ten title', groups: [['alpha', 'beta'], ['gamma']], events: [
  A('KXNCAAF-28', 'College Football Champion 2027-28', 'Sports', z('2028-01-18'), [['OSU', 'Ohio State', 'osu'], ['UGA', 'Georgia', 'uga'], ['TEX', 'Texas', 'tex'], ['ORE', 'Oregon', 'ore']]),
  B('College Football National Champion 2028', 'Sports', z('2028-01-18'), [['cfp-2028-ohio-state', 'Ohio State', 'osu'], ['cfp-2028-georgia', 'Georgia', 'uga'], ['cfp-2028-notre-dame', 'Notre Dame', 'nd']]),
  G('Big Ten Championship Game 2027 winner', z('2027-12-05'), [['Ohio State', 'b1gosu'], ['Oregon', 'b1gore'], ['Michigan', 'b1gmich']]),
] }, 1);

add('sports', { name: 'Heisman 2027', events: [
  B('Heisman Trophy Winner 2027', 'Sports', z('2027-12-12'), [['heisman-2027-arch-manning', 'Arch Manning', 'man'], ['heisman-2027-jeremiah-smith', 'Jeremiah Smith', 'smi'], ['heisman-2027-dante-moore', 'Dante Moore', 'moo']]),
  G('2027 Heisman Trophy', z('2027-12-12'), [['Arch Manning (Texas)', 'man'], ['Jeremiah Smith (Ohio State)', 'smi']]),
] });

add('sports', { name: 'March Madness 2027 champion and a Final Four market', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXMARMAD-27', 'NCAA Men\'s Basketball Champion 2027', 'Sports', z('2027-04-06'), [['DUKE', 'Duke', 'duke'], ['HOU', 'Houston', 'hou'], ['FLA', 'Florida', 'fla'], ['UK', 'Kentucky', 'uk']]),
  B('NCAA Tournament Winner 2027', 'Sports', z('2027-04-06'), [['march-madness-2027-duke', 'Duke', 'duke'], ['march-madness-2027-houston', 'Houston', 'hou'], ['march-madness-2027-purdue', 'Purdue', 'pur']]),
  G('2027 March Madness champion', z('2027-04-06'), [['Duke Blue Devils', 'duke'], ['Florida Gators', 'fla']]),
  U('ncaab-2027-final-four', '2027 Final Four participants', 'sports', z('2027-04-04'), [['ncaab-2027-final-four-duke', 'Duke', 'ffduke', { q: 'Will Duke make the 2027 Final Four?' }], ['ncaab-2027-final-four-houston', 'Houston', 'ffhou', { q: 'Will Houston make the 2027 Final Four?' }]]),
] }, 1);

add('sports', { name: 'Premier League 2026-27 winner and a top-4 market', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
  A('KXEPL-27', 'English Premier League Winner 2026-27', 'Sports', z('2027-05-23'), [['ARS', 'Arsenal', 'ars'], ['LIV', 'Liverpool', 'liv'], ['MCI', 'Manchester City', 'mci'], ['CFC', 'Chelsea', 'che']]),
  B('Premier League Winner 2026/27', 'Sports', z('2027-05-23'), [['epl-2026-27-arsenal', 'Arsenal', 'ars'], ['epl-2026-27-man-city', 'Man City', 'mci'], ['epl-2026-27-liverpool', 'Liverpool', 'liv']]),
  U('epl-winner-2026-27', 'Who will win the Premier League?', 'sports', z('2027-05-23'), [['epl-winner-2026-27-arsenal', 'Arsenal', 'ars'], ['epl-winner-2026-27-chelsea', 'Chelsea', 'che']]),
  G('Premier League 2026/27: Top-4 finish', z('2027-05-23'), [['Arsenal', 't4ars'], ['Liverpool', 't4liv'], ['Man City', 't4mci'], ['Chelsea', 't4che']]),
] }, 1);

add('sports', { name: 'Champions League 2026-27 winner and a reach-the-final market', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXUCL-27', 'UEFA Champions League Winner 2026-27', 'Sports', z('2027-06-05'), [['PSG', 'Paris Saint-Germain', 'psg'], ['ARS', 'Arsenal', 'ars'], ['RMA', 'Real Madrid', 'rma'], ['FCB', 'Bayern Munich', 'fcb'], ['BAR', 'Barcelona', 'bar']]),
  B('Champions League Winner', 'Sports', z('2027-06-05'), [['ucl-2027-psg', 'PSG', 'psg'], ['ucl-2027-arsenal', 'Arsenal', 'ars'], ['ucl-2027-bayern', 'Bayern', 'fcb'], ['ucl-2027-inter', 'Inter', 'int']]),
  G('UCL 2026-27 Champion', z('2027-06-05'), [['Real Madrid', 'rma'], ['FC Barcelona', 'bar'], ['Paris SG', 'psg']]),
  U('ucl-2027-finalists', 'Champions League 2027: Reach the Final', 'sports', z('2027-05-06'), [['ucl-2027-reach-final-arsenal', 'Arsenal', 'fars', { q: 'Will Arsenal reach the 2027 Champions League final?' }], ['ucl-2027-reach-final-psg', 'PSG', 'fpsg', { q: 'Will PSG reach the 2027 Champions League final?' }]]),
] }, 1);

add('sports', { name: 'Euro 2028 winner', events: [
  A('KXEURO-28', 'UEFA Euro 2028 Winner', 'Sports', z('2028-07-09'), [['ESP', 'Spain', 'esp'], ['FRA', 'France', 'fra'], ['ENG', 'England', 'eng'], ['POR', 'Portugal', 'por'], ['GER', 'Germany', 'ger']]),
  B('Euro 2028 Winner', 'Sports', z('2028-07-09'), [['euro-2028-spain', 'Spain', 'esp'], ['euro-2028-france', 'France', 'fra'], ['euro-2028-england', 'England', 'eng'], ['euro-2028-netherlands', 'Netherlands', 'ned']]),
  G('Who will win EURO 2028?', z('2028-07-09'), [['España', 'esp'], ['Les Bleus (France)', 'fra'], ['Deutschland', 'ger']]),
] });

add('sports', { name: 'Cricket World Cup 2027 winner', events: [
  A('KXCRICKETWC-27', 'ICC Men\'s Cricket World Cup 2027 Winner', 'Sports', z('2027-11-28'), [['IND', 'India', 'ind'], ['AUS', 'Australia', 'aus'], ['RSA', 'South Africa', 'rsa'], ['ENG', 'England', 'eng']]),
  B('Cricket World Cup 2027 Winner', 'Sports', z('2027-11-28'), [['cwc-2027-india', 'India', 'ind'], ['cwc-2027-australia', 'Australia', 'aus'], ['cwc-2027-new-zealand', 'New Zealand', 'nz']]),
  U('icc-cwc-2027', 'ICC ODI World Cup 2027', 'sports', z('2027-11-28'), [['icc-cwc-2027-ind', 'IND', 'ind'], ['icc-cwc-2027-rsa', 'RSA', 'rsa']]),
] });

add('sports', { name: 'LoL Worlds 2027 winner', events: [
  B('LoL Worlds 2027 Winner', 'Esports', z('2027-11-14'), [['lol-worlds-2027-t1', 'T1', 't1'], ['lol-worlds-2027-gen-g', 'Gen.G', 'gen'], ['lol-worlds-2027-bilibili-gaming', 'Bilibili Gaming', 'blg'], ['lol-worlds-2027-hanwha', 'Hanwha Life Esports', 'hle']]),
  G('League of Legends World Championship 2027', z('2027-11-14'), [['T1', 't1'], ['Gen.G Esports', 'gen'], ['BLG', 'blg']]),
] });

add('sports', { name: 'WNBA champion 2027', events: [
  A('KXWNBA-27', 'WNBA Champion 2027', 'Sports', z('2027-10-20'), [['NY', 'New York', 'ny'], ['LV', 'Las Vegas', 'lv'], ['MIN', 'Minnesota', 'min'], ['IND', 'Indiana', 'ind']]),
  B('WNBA Champion 2027', 'Sports', z('2027-10-20'), [['wnba-2027-liberty', 'Liberty', 'ny'], ['wnba-2027-lynx', 'Lynx', 'min'], ['wnba-2027-fever', 'Fever', 'ind']]),
] });

add('sports', { name: 'MLS Cup 2027 (single venue)', events: [
  B('MLS Cup 2027 Winner', 'Sports', z('2027-12-12'), [['mls-cup-2027-inter-miami', 'Inter Miami', 'mia'], ['mls-cup-2027-lafc', 'LAFC', 'lafc'], ['mls-cup-2027-columbus', 'Columbus Crew', 'clb']]),
] });

// ───────────────────────────── POLITICS AND WORLD AFFAIRS ─────────────────────────────

add('politics', { name: '2028 presidential election winner (candidate)', events: [
  A('KXPRESPERSON-28', '2028 U.S. Presidential Election winner', 'Elections', z('2028-11-08'), [['JVAN', 'J.D. Vance', 'vance'], ['GNEW', 'Gavin Newsom', 'newsom'], ['MRUB', 'Marco Rubio', 'rubio'], ['JSHA', 'Josh Shapiro', 'shapiro'], ['AOCA', 'Alexandria Ocasio-Cortez', 'aoc']]),
  B('Presidential Election Winner 2028', 'Politics', z('2028-11-08'), [['will-jd-vance-win-the-2028-us-presidential-election', 'JD Vance', 'vance'], ['will-gavin-newsom-win-the-2028-us-presidential-election', 'Gavin Newsom', 'newsom'], ['will-pete-buttigieg-win-the-2028-us-presidential-election', 'Pete Buttigieg', 'pete'], ['will-aoc-win-the-2028-us-presidential-election', 'AOC', 'aoc']]),
  U('presidential-election-winner-2028', '2028 Presidential Election', 'politics', z('2028-11-08'), [['presidential-election-winner-2028-vance', 'Vance', 'vance'], ['presidential-election-winner-2028-newsom', 'Newsom', 'newsom'], ['presidential-election-winner-2028-shapiro', 'Shapiro', 'shapiro']]),
  G('Who will win the 2028 US presidential election?', z('2028-11-08'), [['JD Vance', 'vance'], ['Gavin Newsom', 'newsom'], ['Marco Rubio', 'rubio']]),
] });

add('politics', { name: '2028 presidential election winner (party)', events: [
  A('KXPRESPARTY-28', '2028 Presidential Election: winning party', 'Elections', z('2028-11-08'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']]),
  B('Which party wins the 2028 US Presidential Election?', 'Politics', z('2028-11-08'), [['democrats-win-2028-presidency', 'Democratic', 'dem'], ['republicans-win-2028-presidency', 'Republican', 'rep']]),
  G1('Will a Democrat win the 2028 US presidential election?', z('2028-11-08'), 'dem'),
] }, 3);

add('politics', { name: '2028 Democratic presidential nominee', events: [
  A('KXPRESNOMD-28', 'Democratic nominee for President 2028', 'Elections', z('2028-08-20'), [['GNEW', 'Gavin Newsom', 'newsom'], ['JSHA', 'Josh Shapiro', 'shapiro'], ['PBUT', 'Pete Buttigieg', 'pete'], ['AOCA', 'Alexandria Ocasio-Cortez', 'aoc'], ['WMOO', 'Wes Moore', 'moore']]),
  B('Democratic Presidential Nominee 2028', 'Politics', z('2028-08-20'), [['democratic-nominee-2028-newsom', 'Gavin Newsom', 'newsom'], ['democratic-nominee-2028-shapiro', 'Josh Shapiro', 'shapiro'], ['democratic-nominee-2028-pritzker', 'JB Pritzker', 'pritzker'], ['democratic-nominee-2028-aoc', 'Alexandria Ocasio-Cortez', 'aoc']]),
  G('2028 Democratic nominee', z('2028-08-20'), [['Newsom', 'newsom'], ['Buttigieg', 'pete'], ['Ocasio-Cortez', 'aoc'], ['Beshear', 'beshear']]),
] }, 1);

add('politics', { name: '2028 Republican presidential nominee', events: [
  A('KXPRESNOMR-28', 'Republican nominee for President 2028', 'Elections', z('2028-07-20'), [['JVAN', 'J.D. Vance', 'vance'], ['MRUB', 'Marco Rubio', 'rubio'], ['DTJR', 'Donald Trump Jr.', 'djt'], ['RDES', 'Ron DeSantis', 'desantis']]),
  B('Republican Presidential Nominee 2028', 'Politics', z('2028-07-20'), [['republican-nominee-2028-vance', 'JD Vance', 'vance'], ['republican-nominee-2028-rubio', 'Marco Rubio', 'rubio'], ['republican-nominee-2028-trump-jr', 'Donald Trump Jr.', 'djt']]),
  U('republican-nominee-2028', 'GOP Nominee 2028', 'politics', z('2028-07-20'), [['republican-nominee-2028-vance', 'Vance', 'vance'], ['republican-nominee-2028-desantis', 'DeSantis', 'desantis']]),
] }, 1);

add('politics', { name: '2028 New Hampshire primaries, Democratic vs Republican', groups: [['alpha', 'beta'], ['gamma']], events: [
  A('KXNHPRIMARYD-28', 'New Hampshire Democratic presidential primary 2028 winner', 'Elections', z('2028-02-15'), [['PBUT', 'Pete Buttigieg', 'pete'], ['GNEW', 'Gavin Newsom', 'newsom'], ['AOCA', 'Alexandria Ocasio-Cortez', 'aoc']]),
  B('New Hampshire Democratic Primary Winner 2028', 'Politics', z('2028-02-15'), [['nh-dem-primary-2028-buttigieg', 'Buttigieg', 'pete'], ['nh-dem-primary-2028-newsom', 'Newsom', 'newsom'], ['nh-dem-primary-2028-klobuchar', 'Klobuchar', 'klob']]),
  G('NH Republican primary 2028: who wins?', z('2028-02-15'), [['JD Vance', 'rvance'], ['Marco Rubio', 'rrubio']]),
] }, 1);

add('politics', { name: 'Senate control after the 2028 election', events: [
  A('KXCONTROLS-28', 'Which party will control the Senate after 2028?', 'Elections', z('2028-12-31'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']]),
  B('Which party will win the Senate in 2028?', 'Politics', z('2028-12-31'), [['senate-2028-democrats', 'Democratic', 'dem'], ['senate-2028-republicans', 'Republican', 'rep']]),
  G1('Republicans keep control of the US Senate in the 2028 election?', z('2028-12-31'), 'rep'),
] });

add('politics', { name: 'House control after 2028 and a balance-of-power market', groups: [['alpha', 'beta_us'], ['beta']], events: [
  A('KXCONTROLH-28', 'Which party will control the House after 2028?', 'Elections', z('2028-12-31'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']]),
  U('house-control-2028', 'House of Representatives 2028: winning party', 'politics', z('2028-12-31'), [['house-control-2028-d', 'Democrats', 'dem'], ['house-control-2028-r', 'Republicans', 'rep']]),
  B('Balance of Power: 2028 Election', 'Politics', z('2028-12-31'), [['balance-2028-r-sweep', 'Republican sweep', 'rsw', { q: 'Republican President, House and Senate after 2028?' }], ['balance-2028-d-sweep', 'Democratic sweep', 'dsw'], ['balance-2028-d-house-r-senate', 'D House, R Senate', 'dhrs'], ['balance-2028-r-house-d-senate', 'R House, D Senate', 'rhds']]),
] }, 3);

add('politics', { name: 'Georgia Senate 2028 general election', events: [
  A('KXSENATEGA-28', 'Georgia Senate race 2028', 'Elections', z('2028-11-08'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']]),
  B('Georgia Senate Election Winner 2028', 'Politics', z('2028-11-08'), [['georgia-senate-2028-democrat', 'Democrat', 'dem'], ['georgia-senate-2028-republican', 'Republican', 'rep']],
    { rules: 'Resolves to the party of the candidate who wins the 2028 US Senate election in Georgia, including any runoff.' }),
  G1('Will Democrats win the 2028 Georgia Senate race?', z('2028-11-08'), 'dem'),
] });

add('politics', { name: 'Georgia Senate 2028 Republican primary (not the general)', events: [
  A('KXSENATEGAR-28', 'Georgia Senate Republican primary 2028', 'Elections', z('2028-06-20'), [['BKEM', 'Brian Kemp', 'kemp'], ['BJON', 'Burt Jones', 'jones'], ['MCOL', 'Mike Collins', 'collins']]),
  B('Georgia Republican Senate Primary 2028', 'Politics', z('2028-06-20'), [['ga-gop-senate-primary-2028-kemp', 'Kemp', 'kemp'], ['ga-gop-senate-primary-2028-collins', 'Collins', 'collins'], ['ga-gop-senate-primary-2028-carter', 'Carter', 'carter']]),
] }, 2);

add('politics', { name: 'Pennsylvania Senate 2028', events: [
  A('KXSENATEPA-28', 'Pennsylvania Senate race 2028', 'Elections', z('2028-11-08'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']]),
  B('Pennsylvania Senate Election Winner 2028', 'Politics', z('2028-11-08'), [['pennsylvania-senate-2028-democrat', 'Democratic', 'dem'], ['pennsylvania-senate-2028-republican', 'Republican', 'rep']]),
  U('pa-senate-2028', 'PA Senate 2028', 'politics', z('2028-11-08'), [['pa-senate-2028-gop', 'GOP', 'rep', { q: 'Will a Republican win the 2028 Pennsylvania Senate race?' }]]),
] });

add('politics', { name: 'New Hampshire 2028: Senate vs governor', groups: [['alpha', 'beta_us'], ['beta']], events: [
  A('KXSENATENH-28', 'New Hampshire Senate race 2028', 'Elections', z('2028-11-08'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']]),
  U('nh-senate-2028', 'New Hampshire Senate 2028', 'politics', z('2028-11-08'), [['nh-senate-2028-dem', 'Democrat', 'dem'], ['nh-senate-2028-rep', 'Republican', 'rep']]),
  B('New Hampshire Governor Election 2028', 'Politics', z('2028-11-08'), [['nh-governor-2028-democrat', 'Democrat', 'gdem'], ['nh-governor-2028-republican', 'Republican', 'grep']]),
] }, 1);

add('politics', { name: 'Arizona Senate 2028', events: [
  A('KXSENATEAZ-28', 'Arizona Senate race 2028', 'Elections', z('2028-11-08'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']]),
  B('Arizona Senate Election Winner 2028', 'Politics', z('2028-11-08'), [['arizona-senate-2028-democrat', 'Democrat', 'dem'], ['arizona-senate-2028-republican', 'Republican', 'rep']]),
] });

add('politics', { name: 'North Carolina Senate 2028', events: [
  A('KXSENATENC-28', 'North Carolina Senate race 2028', 'Elections', z('2028-11-08'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']]),
  G('NC Senate 2028 — winning party', z('2028-11-08'), [['Democratic', 'dem'], ['Republican', 'rep']]),
] });

add('politics', { name: 'Wisconsin Senate 2028', events: [
  B('Wisconsin Senate Election Winner 2028', 'Politics', z('2028-11-08'), [['wisconsin-senate-2028-democrat', 'Democratic', 'dem'], ['wisconsin-senate-2028-republican', 'Republican', 'rep']]),
  U('wi-senate-2028', 'Wisconsin Senate Race 2028', 'politics', z('2028-11-08'), [['wi-senate-2028-d', 'Dems', 'dem'], ['wi-senate-2028-r', 'GOP', 'rep']]),
] });

add('politics', { name: 'Wisconsin Supreme Court election April 2027', events: [
  A('KXWISCOTUS-27', 'Wisconsin Supreme Court election 2027', 'Elections', z('2027-04-07'), [['LIB', 'Liberal-backed candidate', 'lib'], ['CON', 'Conservative-backed candidate', 'con']]),
  B('Wisconsin Supreme Court Election 2027: Liberal win?', 'Politics', z('2027-04-07'), [['wisconsin-supreme-court-2027-liberal', 'Yes', 'lib']], { rules: 'Resolves Yes if the liberal-backed candidate wins the April 6, 2027 Wisconsin Supreme Court election.' }),
] }, 1);

add('politics', { name: 'Kentucky governor 2027', events: [
  A('KXGOVKY-27', 'Kentucky Governor race 2027', 'Elections', z('2027-11-03'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']]),
  B('Kentucky Governor Election 2027', 'Politics', z('2027-11-03'), [['kentucky-governor-2027-republican', 'Republican', 'rep'], ['kentucky-governor-2027-democrat', 'Democrat', 'dem']]),
  G1('Will a Republican win the Kentucky governorship in Nov 2027?', z('2027-11-03'), 'rep'),
] });

add('politics', { name: 'Louisiana governor 2027', events: [
  A('KXGOVLA-27', 'Louisiana Governor race 2027', 'Elections', z('2027-11-21'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']]),
  U('louisiana-governor-2027', 'Louisiana Gubernatorial Election 2027', 'politics', z('2027-11-21'), [['louisiana-governor-2027-gop', 'Republican', 'rep'], ['louisiana-governor-2027-dem', 'Democratic', 'dem']]),
] }, 1);

add('politics', { name: 'Mississippi governor 2027 general vs Republican primary', groups: [['beta', 'gamma'], ['alpha']], events: [
  B('Mississippi Governor Election 2027', 'Politics', z('2027-11-03'), [['mississippi-governor-2027-republican', 'Republican', 'rep'], ['mississippi-governor-2027-democrat', 'Democrat', 'dem']]),
  G1('Republicans hold the Mississippi governor\'s mansion in 2027?', z('2027-11-03'), 'rep'),
  A('KXGOVMSR-27', 'Mississippi Republican gubernatorial primary 2027', 'Elections', z('2027-08-27'), [['HOSE', 'Delbert Hosemann', 'hose'], ['FITC', 'Lynn Fitch', 'fitch'], ['WATS', 'Michael Watson', 'watson']]),
] }, 1);

add('politics', { name: 'Virginia House of Delegates 2027', events: [
  A('KXVAHOUSE-27', 'Virginia House of Delegates control 2027', 'Elections', z('2027-11-03'), [['D', 'Democratic Party', 'dem'], ['R', 'Republican Party', 'rep']]),
  B('Which party will win the Virginia House of Delegates in 2027?', 'Politics', z('2027-11-03'), [['va-house-2027-democrats', 'Democrats', 'dem'], ['va-house-2027-republicans', 'Republicans', 'rep']]),
] });

add('politics', { name: 'Chicago mayor 2027 winner', events: [
  A('KXMAYORCHI-27', 'Chicago mayoral election 2027', 'Elections', z('2027-04-07'), [['BJOH', 'Brandon Johnson', 'johnson'], ['AGIA', 'Alexi Giannoulias', 'gian'], ['PVAL', 'Paul Vallas', 'vallas'], ['KBUC', 'Kam Buckner', 'buckner']]),
  B('Chicago Mayoral Election Winner 2027', 'Politics', z('2027-04-07'), [['chicago-mayor-2027-johnson', 'Brandon Johnson', 'johnson'], ['chicago-mayor-2027-giannoulias', 'Alexi Giannoulias', 'gian'], ['chicago-mayor-2027-vallas', 'Paul Vallas', 'vallas']],
    { rules: 'Resolves to the winner of the 2027 Chicago mayoral election, including the April 6 runoff if one is held.' }),
  G('Next Mayor of Chicago (2027)', z('2027-04-07'), [['B. Johnson', 'johnson'], ['A. Giannoulias', 'gian']]),
] });

add('politics', { name: 'Chicago mayor 2027: who advances to the runoff', events: [
  A('KXCHIRUNOFF-27', 'Chicago mayor 2027: advance to the runoff', 'Elections', z('2027-02-24'), [['BJOH', 'Brandon Johnson', 'rjohnson'], ['AGIA', 'Alexi Giannoulias', 'rgian'], ['PVAL', 'Paul Vallas', 'rvallas']]),
  B('Who will advance to the Chicago mayoral runoff?', 'Politics', z('2027-02-24'), [['chicago-runoff-2027-johnson', 'Johnson', 'rjohnson', { q: 'Will Brandon Johnson advance to the 2027 Chicago mayoral runoff?' }], ['chicago-runoff-2027-vallas', 'Vallas', 'rvallas', { q: 'Will Paul Vallas advance to the 2027 Chicago mayoral runoff?' }]],
    { rules: 'Resolves Yes for each candidate who finishes in the top two of the February 23, 2027 first round.' }),
] }, 2);

add('politics', { name: 'Starmer out as PM by June 30 2027 vs by end of 2027', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXSTARMEROUT-27JUN30', 'Keir Starmer out as Prime Minister before July 2027?', 'Politics', z('2027-06-30'), [['Y', 'Before Jul 1, 2027', 'out']]),
  B('Starmer out by June 30, 2027?', 'Politics', z('2027-06-30'), [['starmer-out-by-june-30-2027', 'Yes', 'out']], { rules: 'Resolves Yes if Keir Starmer ceases to be UK Prime Minister at any point by June 30, 2027, 11:59 PM ET.' }),
  G1('Keir Starmer no longer UK PM before 1 July 2027?', z('2027-06-30'), 'out'),
  U('starmer-out-in-2027', 'Starmer out as PM in 2027?', 'politics', z('2027-12-31'), [['starmer-out-in-2027', '', 'out27', { outcomes: yn('Yes', 'No') }]]),
] }, 1);

add('politics', { name: 'Next Labour Party leader', events: [
  A('KXLABOURLEADER', 'Next Labour Party leader', 'Politics', z('2028-12-31'), [['ABUR', 'Andy Burnham', 'burnham'], ['WSTR', 'Wes Streeting', 'streeting'], ['SMAH', 'Shabana Mahmood', 'mahmood'], ['AREY', 'Angela Rayner', 'rayner']]),
  B('Next Labour Leader', 'Politics', z('2028-12-31'), [['next-labour-leader-burnham', 'Andy Burnham', 'burnham'], ['next-labour-leader-streeting', 'Wes Streeting', 'streeting'], ['next-labour-leader-miliband', 'Ed Miliband', 'miliband']]),
] });

add('politics', { name: 'French presidential election 2027 winner (candidate)', events: [
  A('KXFRPRES-27', 'French presidential election 2027', 'Elections', z('2027-05-10'), [['JBAR', 'Jordan Bardella', 'bardella'], ['EPHI', 'Édouard Philippe', 'philippe'], ['MLEP', 'Marine Le Pen', 'lepen'], ['JMEL', 'Jean-Luc Mélenchon', 'melenchon'], ['GATT', 'Gabriel Attal', 'attal']]),
  B('French Presidential Election 2027 Winner', 'Politics', z('2027-05-10'), [['france-president-2027-bardella', 'Bardella', 'bardella'], ['france-president-2027-philippe', 'Edouard Philippe', 'philippe'], ['france-president-2027-retailleau', 'Retailleau', 'retailleau'], ['france-president-2027-glucksmann', 'Glucksmann', 'glucksmann']]),
  U('france-presidential-election-2027', 'Next President of France', 'politics', z('2027-05-10'), [['france-presidential-election-2027-bardella', 'J. Bardella', 'bardella'], ['france-presidential-election-2027-le-pen', 'M. Le Pen', 'lepen']]),
  G('2027 French presidential election: winner', z('2027-05-10'), [['Jordan Bardella', 'bardella'], ['Edouard Philippe', 'philippe'], ['Jean-Luc Melenchon', 'melenchon']]),
] });

add('politics', { name: 'French presidential 2027: party of the winner (party, not candidate)', events: [
  A('KXFRPRESPARTY-27', 'French presidential election 2027: winning party', 'Elections', z('2027-05-10'), [['RN', 'Rassemblement National', 'rn'], ['HOR', 'Horizons', 'hor'], ['LFI', 'La France Insoumise', 'lfi'], ['LR', 'Les Républicains', 'lr']]),
] }, 1);

add('politics', { name: 'French presidential 2027: first-round leader (not the winner)', events: [
  B('French Election 2027: First Round Winner', 'Politics', z('2027-04-12'), [['france-2027-first-round-bardella', 'Bardella', 'r1bardella'], ['france-2027-first-round-philippe', 'Philippe', 'r1philippe'], ['france-2027-first-round-melenchon', 'Mélenchon', 'r1melenchon']],
    { rules: 'Resolves to the candidate with the most votes in the first round, per the Conseil constitutionnel.' }),
  G1('Will Jordan Bardella finish first in round 1 of the 2027 French presidential election?', z('2027-04-12'), 'r1bardella'),
] }, 2);

add('politics', { name: 'Spain general election 2027 most seats vs next prime minister', groups: [['alpha', 'beta'], ['gamma']], events: [
  A('KXSPAINSEATS-27', 'Spanish general election: most seats', 'Elections', z('2027-08-31'), [['PP', 'Partido Popular', 'pp'], ['PSOE', 'PSOE', 'psoe'], ['VOX', 'Vox', 'vox']]),
  B('Spain Parliamentary Election: Most Seats', 'Politics', z('2027-08-31'), [['spain-election-most-seats-pp', 'PP', 'pp'], ['spain-election-most-seats-psoe', 'PSOE', 'psoe'], ['spain-election-most-seats-vox', 'VOX', 'vox']]),
  G('Next Prime Minister of Spain', z('2027-12-31'), [['Alberto Núñez Feijóo', 'feijoo'], ['Pedro Sánchez', 'sanchez'], ['Santiago Abascal', 'abascal']]),
] }, 1);

add('politics', { name: 'Poland parliamentary election 2027', events: [
  A('KXPOLANDSEATS-27', 'Polish parliamentary election: most seats', 'Elections', z('2027-11-15'), [['KO', 'Civic Coalition', 'ko'], ['PIS', 'Law and Justice', 'pis'], ['KONF', 'Confederation', 'konf']]),
  B('Poland Parliamentary Election 2027: Most Seats', 'Politics', z('2027-11-15'), [['poland-election-2027-ko', 'KO', 'ko'], ['poland-election-2027-pis', 'PiS', 'pis'], ['poland-election-2027-konfederacja', 'Konfederacja', 'konf']]),
] });

add('politics', { name: 'Argentina presidential election 2027', events: [
  A('KXARGPRES-27', 'Argentina presidential election 2027', 'Elections', z('2027-11-30'), [['JMIL', 'Javier Milei', 'milei'], ['AKIC', 'Axel Kicillof', 'kicillof']]),
  B('Argentina Presidential Election Winner 2027', 'Politics', z('2027-11-30'), [['argentina-president-2027-milei', 'Javier Milei', 'milei'], ['argentina-president-2027-kicillof', 'Axel Kicillof', 'kicillof'], ['argentina-president-2027-bullrich', 'Patricia Bullrich', 'bullrich']]),
  U('argentina-election-2027', 'Argentina 2027: Milei re-elected?', 'politics', z('2027-11-30'), [['argentina-election-2027-milei', '', 'milei', { q: 'Will Javier Milei win the 2027 Argentine presidential election?', outcomes: yn('Yes', 'No') }]]),
] });

add('politics', { name: 'Taiwan presidential 2028 by party vs by candidate', groups: [['alpha', 'beta'], ['gamma']], events: [
  A('KXTWPRESPARTY-28', 'Taiwan presidential election 2028: winning party', 'Elections', z('2028-01-16'), [['DPP', 'DPP', 'dpp'], ['KMT', 'KMT', 'kmt'], ['TPP', 'TPP', 'tpp']]),
  B('Taiwan Presidential Election 2028: Winning Party', 'Politics', z('2028-01-16'), [['taiwan-2028-dpp', 'Democratic Progressive Party', 'dpp'], ['taiwan-2028-kmt', 'Kuomintang', 'kmt']]),
  G('Taiwan 2028 presidential election — winner', z('2028-01-16'), [['Lai Ching-te', 'lai'], ['Lu Shiow-yen', 'lu'], ['Cheng Li-wun', 'cheng']]),
] }, 1);

add('politics', { name: 'Philippines presidential election 2028 (single venue)', events: [
  B('Philippines Presidential Election 2028', 'Politics', z('2028-05-12'), [['philippines-2028-sara-duterte', 'Sara Duterte', 'sara'], ['philippines-2028-raffy-tulfo', 'Raffy Tulfo', 'tulfo'], ['philippines-2028-bam-aquino', 'Bam Aquino', 'aquino']]),
] });

add('politics', { name: 'Russia-Ukraine ceasefire by mid-2027 vs a peace deal in 2027', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXUKRCEASEFIRE-27JUN30', 'Russia x Ukraine ceasefire before July 2027?', 'World', z('2027-06-30'), [['Y', 'Before Jul 1, 2027', 'cf']]),
  B('Russia x Ukraine ceasefire by June 30, 2027?', 'Geopolitics', z('2027-06-30'), [['russia-x-ukraine-ceasefire-by-june-30-2027', 'Yes', 'cf']], { rules: 'Resolves Yes if Russia and Ukraine both publicly agree to a general ceasefire by June 30, 2027, 11:59 PM ET.' }),
  G1('Will Russia and Ukraine agree to a ceasefire by June 30, 2027?', z('2027-06-30'), 'cf'),
  U('russia-ukraine-peace-deal-2027', 'Russia-Ukraine peace agreement signed in 2027?', 'politics', z('2027-12-31'), [['russia-ukraine-peace-deal-2027', '', 'peace', { outcomes: yn('Yes', 'No') }]]),
] }, 1);

add('politics', { name: 'China blockade of Taiwan in 2027', events: [
  A('KXTAIWANBLOCKADE-27', 'Will China blockade Taiwan before 2028?', 'World', z('2027-12-31'), [['Y', 'Before 2028', 'blk']]),
  B('China blockades Taiwan by December 31, 2027?', 'Geopolitics', z('2027-12-31'), [['china-blockade-taiwan-2027', 'Yes', 'blk']]),
] });

add('politics', { name: 'China invades Taiwan in 2027 (single venue)', events: [
  G1('Will China invade Taiwan before 2028?', z('2027-12-31'), 'inv'),
] }, 1);

add('politics', { name: 'US-Iran nuclear deal in 2027', events: [
  B('US x Iran nuclear deal in 2027?', 'Geopolitics', z('2027-12-31'), [['us-iran-nuclear-deal-2027', 'Yes', 'deal']]),
  G1('Will the US and Iran sign a nuclear agreement by Dec 31, 2027?', z('2027-12-31'), 'deal'),
  U('us-iran-deal-2027', 'US-Iran nuclear deal in 2027', 'politics', z('2027-12-31'), [['us-iran-deal-2027', '', 'deal', { outcomes: yn('Yes', 'No') }]]),
] });

add('politics', { name: 'Takaichi out as Japanese PM in 2027', events: [
  A('KXJPPMOUT-27', 'Sanae Takaichi out as Japan PM before 2028?', 'World', z('2027-12-31'), [['Y', 'Before 2028', 'out']]),
  G1('Takaichi no longer Prime Minister of Japan by end of 2027?', z('2027-12-31'), 'out'),
] });

add('politics', { name: 'Merz out as German chancellor in 2027 (single venue)', events: [
  B('Friedrich Merz out as Chancellor in 2027?', 'Politics', z('2027-12-31'), [['merz-out-2027', 'Yes', 'out']]),
] });

add('politics', { name: 'Alito retirement announcement by July 31 2027 vs in 2027', groups: [['beta', 'gamma'], ['alpha']], events: [
  B('Samuel Alito announces retirement by July 31, 2027?', 'Politics', z('2027-07-31'), [['alito-retirement-by-july-31-2027', 'Yes', 'ret']]),
  G1('Will Justice Alito announce his retirement before Aug 1, 2027?', z('2027-07-31'), 'ret'),
  A('KXALITORETIRE-27', 'Will Samuel Alito retire in 2027?', 'Politics', z('2027-12-31'), [['Y', 'In 2027', 'ret27']], { rules: 'Resolves Yes if Samuel Alito announces his retirement from the Supreme Court between Jan 1 and Dec 31, 2027.' }),
] }, 1);

add('politics', { name: 'Supreme Court justice confirmed in 2027', events: [
  A('KXSCOTUSCONFIRM-27', 'Will a new Supreme Court justice be confirmed in 2027?', 'Politics', z('2027-12-31'), [['Y', 'In 2027', 'conf']]),
  B('New Supreme Court Justice confirmed in 2027?', 'Politics', z('2027-12-31'), [['new-scotus-justice-confirmed-2027', 'Yes', 'conf']]),
] });

add('politics', { name: 'Government shutdown on Oct 1 2027 (gamma words it inverted)', events: [
  A('KXGOVSHUT-27OCT01', 'Government shutdown on October 1, 2027?', 'Politics', z('2027-10-02'), [['Y', 'Shutdown', 'shut']]),
  B('US government shutdown on October 1, 2027?', 'Politics', z('2027-10-02'), [['us-government-shutdown-october-1-2027', 'Yes', 'shut']], { rules: 'Resolves Yes if a lapse in appropriations causes OPM to announce a federal shutdown beginning October 1, 2027.' }),
  G1('Will Congress avoid a government shutdown on October 1, 2027?', z('2027-10-02'), 'noshut'),
] }, 1);

add('politics', { name: 'CLARITY Act signed into law in 2027', events: [
  A('KXCRYPTOSTRUCTURE-27', 'Crypto market structure bill signed into law in 2027?', 'Politics', z('2027-12-31'), [['Y', 'In 2027', 'law']]),
  B('CLARITY Act signed into law in 2027?', 'Politics', z('2027-12-31'), [['clarity-act-signed-into-law-2027', 'Yes', 'law']], { rules: 'Resolves Yes if the Digital Asset Market Clarity Act (or a successor market-structure bill) is signed into law by December 31, 2027.' }),
  U('clarity-act-2027', 'Crypto market structure (CLARITY Act) law in 2027?', 'politics', z('2027-12-31'), [['clarity-act-2027', '', 'law', { outcomes: yn('Yes', 'No') }]]),
] });

add('politics', { name: 'Trump approval June 30 2027: RCP vs Silver Bulletin', fungible: nf('alpha|beta'), events: [
  A('KXAPPROVE-27JUN30', 'Trump approval rating on June 30, 2027', 'Politics', z('2027-06-30'), [['T42', 'Above 42%', 'a42'], ['T44', 'Above 44%', 'a44'], ['T40', 'Above 40%', 'a40']],
    { rules: 'Resolves using the RealClearPolitics average of Donald Trump\'s job approval as shown at 10:00 AM ET on June 30, 2027.', sources: ['RealClearPolling https://www.realclearpolling.com'] }),
  B('Trump approval above 42% on June 30, 2027?', 'Politics', z('2027-06-30'), [['trump-approval-above-42-june-30-2027', 'Yes', 'a42', { src: 'https://www.silverbulletin.com' }]],
    { rules: 'Resolves per the Silver Bulletin approval tracker value for June 30, 2027.' }),
] }, 2);

add('politics', { name: 'Canadian federal election held in 2027', events: [
  A('KXCANELECTION-27', 'Will a Canadian federal election be held before 2028?', 'World', z('2027-12-31'), [['Y', 'Before 2028', 'elec']]),
  B('Canada snap election in 2027?', 'Politics', z('2027-12-31'), [['canada-federal-election-2027', 'Yes', 'elec']], { rules: 'Resolves Yes if a Canadian federal general election is held (voting day) by December 31, 2027.' }),
] });

// ───────────────────────────── ECONOMICS ─────────────────────────────

add('economics', { name: 'FOMC decision March 2027', events: [
  A('KXFEDDECISION-27MAR', 'Fed decision in Mar 2027?', 'Economics', z('2027-03-17', '18:00'), [['C26', 'Cut >25bps', 'c50'], ['C25', 'Cut 25bps', 'c25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike ≥25bps', 'hike']], { sources: ['Federal Reserve https://www.federalreserve.gov'] }),
  B('Fed decision in March?', 'Economics', z('2027-03-17', '18:00'), [['fed-decreases-rates-50-bps-after-march-2027-meeting', '50+ bps decrease', 'c50'], ['fed-decreases-rates-25-bps-after-march-2027-meeting', '25 bps decrease', 'c25'], ['no-change-in-fed-rates-after-march-2027-meeting', 'No change', 'hold'], ['fed-increases-rates-25-bps-after-march-2027-meeting', '25+ bps increase', 'hike']],
    { rules: 'Resolves per the change to the upper bound of the target federal funds range announced after the FOMC meeting of March 16–17, 2027.' }),
  G('FOMC March 2027: rate decision', z('2027-03-17', '18:00'), [['Cut (any size)', 'cut'], ['Hold', 'hold'], ['Hike', 'hike']]),
  U('fed-rate-cut-march-2027', 'Fed rate cut in March 2027?', 'economics', z('2027-03-17', '18:00'), [['fed-rate-cut-march-2027', '', 'cut', { outcomes: yn('Yes', 'No') }]]),
] }, 2);

add('economics', { name: 'FOMC decision January 2027 (other meeting)', events: [
  A('KXFEDDECISION-27JAN', 'Fed decision in Jan 2027?', 'Economics', z('2027-01-27', '19:00'), [['C25', 'Cut 25bps', 'c25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike ≥25bps', 'hike']]),
  B('Fed decision in January?', 'Economics', z('2027-01-27', '19:00'), [['fed-decreases-rates-25-bps-after-january-2027-meeting', '25 bps decrease', 'c25'], ['no-change-in-fed-rates-after-january-2027-meeting', 'No change', 'hold'], ['fed-increases-rates-25-bps-after-january-2027-meeting', '25+ bps increase', 'hike']]),
] }, 2);

add('economics', { name: 'Number of Fed cuts in 2027', events: [
  A('KXRATECUTCOUNT-27', 'Number of Fed rate cuts in 2027', 'Economics', z('2027-12-15'), [['0', '0 cuts', 'n0'], ['1', '1 cut', 'n1'], ['2', '2 cuts', 'n2'], ['3', '3 cuts', 'n3'], ['4', '4 or more cuts', 'n4']]),
  B('How many Fed rate cuts in 2027?', 'Economics', z('2027-12-15'), [['no-fed-cuts-2027', '0', 'n0'], ['1-fed-cut-2027', '1', 'n1'], ['2-fed-cuts-2027', '2', 'n2'], ['3-fed-cuts-2027', '3', 'n3'], ['4-or-more-fed-cuts-2027', '4+', 'n4']],
    { rules: 'Resolves on the number of FOMC decisions in 2027 that lower the target range, per federalreserve.gov.' }),
] });

add('economics', { name: 'CPI YoY for March 2027 (and a MoM market)', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXCPIYOY-27MAR', 'CPI year-over-year in Mar 2027', 'Economics', z('2027-04-13', '12:30'), [['T2.8', 'Above 2.8%', 'a28'], ['T3.0', 'Above 3.0%', 'a30'], ['T3.2', 'Above 3.2%', 'a32']],
    { rules: 'Resolves on the BLS CPI-U 12-month change, not seasonally adjusted, for March 2027 as first published (one decimal).', sources: ['BLS https://www.bls.gov'] }),
  B('March 2027 CPI: inflation above 3.0%?', 'Economics', z('2027-04-13', '12:30'), [['march-2027-cpi-yoy-above-3pt0', 'Yes', 'a30']], { rules: 'Resolves Yes if the BLS-reported 12-month CPI change for March 2027 is greater than 3.0%.' }),
  G('US CPI YoY, March 2027 (BLS)', z('2027-04-13', '12:30'), [['2.8% or lower', 'le28'], ['2.9%', 'b29'], ['3.0%', 'b30'], ['3.1% or higher', 'a30']]),
  U('cpi-mom-march-2027', 'March 2027 CPI month-over-month above 0.3%?', 'economics', z('2027-04-13', '12:30'), [['cpi-mom-march-2027-above-0pt3', '', 'mom03', { outcomes: yn('Yes', 'No') }]]),
] }, 2);

add('economics', { name: 'February 2027 nonfarm payrolls', events: [
  A('KXPAYROLLS-27FEB', 'Jobs added in Feb 2027', 'Economics', z('2027-03-05', '13:30'), [['T100000', 'Above 100,000', 'a100'], ['T150000', 'Above 150,000', 'a150'], ['T200000', 'Above 200,000', 'a200']]),
  B('February 2027 jobs report: more than 150k jobs added?', 'Economics', z('2027-03-05', '13:30'), [['feb-2027-nfp-above-150k', 'Yes', 'a150']], { rules: 'Resolves on the headline nonfarm payroll change in the BLS Employment Situation release for February 2027 (initial print).' }),
  U('nfp-february-2027', 'Nonfarm Payrolls (Feb 2027) > 100K?', 'economics', z('2027-03-05', '13:30'), [['nfp-february-2027-above-100k', '', 'a100', { outcomes: yn('Yes', 'No') }]]),
] }, 1);

add('economics', { name: 'Unemployment rate February 2027', events: [
  A('KXU3-27FEB', 'Unemployment rate in Feb 2027', 'Economics', z('2027-03-05', '13:30'), [['T4.4', 'Above 4.4%', 'u44'], ['T4.6', 'Above 4.6%', 'u46']]),
  G1('US unemployment rate above 4.6% in the February 2027 jobs report?', z('2027-03-05', '13:30'), 'u46'),
] }, 1);

add('economics', { name: 'US GDP Q1 2027 advance estimate', events: [
  A('KXGDP-27APR29', 'GDP growth in Q1 2027', 'Economics', z('2027-04-29', '12:30'), [['T0.0', 'Above 0.0%', 'a00'], ['T1.0', 'Above 1.0%', 'a10'], ['T2.0', 'Above 2.0%', 'a20']]),
  B('US GDP growth in Q1 2027 above 2.0%?', 'Economics', z('2027-04-29', '12:30'), [['us-gdp-q1-2027-above-2pt0', 'Yes', 'a20']], { rules: 'Resolves on the BEA advance estimate of Q1 2027 real GDP growth, seasonally adjusted annual rate.' }),
  G1('Negative US GDP growth in Q1 2027 (advance estimate)?', z('2027-04-29', '12:30'), 'neg'),
] }, 1);

add('economics', { name: 'US recession in 2027: NBER vs two negative quarters', fungible: nf('alpha|beta'), events: [
  A('KXRECSS-27', 'Recession in 2027?', 'Economics', z('2028-06-30'), [['Y', 'Recession in 2027', 'rec']], { rules: 'Resolves Yes if the NBER Business Cycle Dating Committee announces a peak between Jan 2027 and Dec 2027, announced before June 30, 2028.' }),
  B('US recession in 2027?', 'Economics', z('2028-06-30'), [['us-recession-in-2027', 'Yes', 'rec']], { rules: 'Resolves Yes if BEA advance estimates show two consecutive quarters of negative real GDP growth in 2027.' }),
] }, 1);

add('economics', { name: 'US gas price on March 31 2027: AAA vs EIA', fungible: nf('alpha|beta'), events: [
  A('KXAAAGASM-27MAR31', 'US gas prices on Mar 31, 2027', 'Economics', z('2027-03-31'), [['T3.25', 'Above $3.25', 'g325'], ['T3.50', 'Above $3.50', 'g350']],
    { rules: 'Resolves on the AAA national average price of regular gasoline on March 31, 2027.', sources: ['AAA https://gasprices.aaa.com'] }),
  B('US gas price above $3.25 on March 31, 2027?', 'Economics', z('2027-04-01'), [['us-gas-above-3pt25-march-31-2027', 'Yes', 'g325', { src: 'https://www.eia.gov/petroleum/gasdiesel/' }]],
    { rules: 'Resolves on the EIA weekly U.S. regular gasoline retail price for the week including March 31, 2027 (Monday survey).' }),
] });

// ───────────────────────────── CRYPTO ─────────────────────────────

add('crypto', { name: 'Bitcoin on March 31 2027: CF Benchmarks 5pm vs Binance noon', fungible: nf('alpha|beta'), events: [
  A('KXBTCD-27MAR3117', 'Bitcoin price on Mar 31, 2027 at 5pm EDT?', 'Crypto', z('2027-03-31', '21:00'), [['T139999.99', '$140,000 or above', 'b140'], ['T149999.99', '$150,000 or above', 'b150'], ['T159999.99', '$160,000 or above', 'b160']],
    { rules: 'Resolves on the simple average of the CF Benchmarks Bitcoin Real-Time Index for the 60 seconds before 5:00 PM ET on March 31, 2027.', sources: ['CF Benchmarks https://www.cfbenchmarks.com'] }),
  B('Bitcoin above ___ on March 31?', 'Crypto', z('2027-03-31', '16:00'), [['bitcoin-above-140k-on-march-31-2027', '140,000', 'b140'], ['bitcoin-above-150k-on-march-31-2027', '150,000', 'b150'], ['bitcoin-above-170k-on-march-31-2027', '170,000', 'b170']],
    { rules: 'Resolves on the Binance BTC/USDT 1-minute candle for 12:00 ET on March 31, 2027 (the final "Close" price).' }),
] });

add('crypto', { name: 'Bitcoin reach $200k in 2027 vs above $200k on Dec 31 2027', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|beta', 'alpha|gamma'), events: [
  A('KXBTCMAXY-27', 'How high will Bitcoin get in 2027?', 'Crypto', z('2027-12-31'), [['T199999.99', '$200,000 or above', 'r200'], ['T249999.99', '$250,000 or above', 'r250']],
    { rules: 'Resolves Yes if the CF Benchmarks Bitcoin Real-Time Index is at or above the strike at any time in 2027.', sources: ['CF Benchmarks https://www.cfbenchmarks.com'] }),
  B('What price will Bitcoin hit in 2027?', 'Crypto', z('2027-12-31'), [['will-bitcoin-reach-200k-in-2027', '↑ 200,000', 'r200'], ['will-bitcoin-reach-250k-in-2027', '↑ 250,000', 'r250'], ['will-bitcoin-dip-to-60k-in-2027', '↓ 60,000', 'd60']],
    { rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle has a final High at or above the price between Jan 1, 2027 and Dec 31, 2027.' }),
  G1('Will Bitcoin reach $200,000 by December 31, 2027?', z('2027-12-31'), 'r200', { rules: 'Any Binance BTC/USDT 1-minute candle high at or above $200,000 before the end of 2027.' }),
  U('bitcoin-above-200k-dec-31-2027', 'Bitcoin above $200K on Dec 31, 2027?', 'crypto', z('2027-12-31'), [['bitcoin-above-200k-dec-31-2027', '', 'on200', { outcomes: yn('Yes', 'No') }]]),
] }, 1);

add('crypto', { name: 'Ether on June 30 2027: CF vs Coinbase', fungible: nf('alpha|beta_us'), events: [
  A('KXETHD-27JUN3017', 'Ethereum price on Jun 30, 2027 at 5pm EDT?', 'Crypto', z('2027-06-30', '21:00'), [['T4999.99', '$5,000 or above', 'e5000'], ['T5999.99', '$6,000 or above', 'e6000']],
    { rules: 'Resolves on the 60-second average of the CF Benchmarks Ether Real-Time Index before 5:00 PM ET on June 30, 2027.' }),
  U('eth-above-5000-june-30-2027', 'ETH above $5,000 on June 30?', 'crypto', z('2027-06-30', '16:00'), [['eth-above-5000-june-30-2027', '', 'e5000', { outcomes: yn('Yes', 'No') }]],
    { rules: 'Resolves on the Coinbase ETH-USD price at 12:00 PM ET on June 30, 2027.' }),
] });

add('crypto', { name: 'Strategy sells bitcoin in 2027', events: [
  B('MicroStrategy sells any Bitcoin in 2027?', 'Crypto', z('2027-12-31'), [['microstrategy-sells-bitcoin-2027', 'Yes', 'sell']]),
  G1('Will Strategy (MSTR) sell any BTC before 2028?', z('2027-12-31'), 'sell'),
] });

// ───────────────────────────── CULTURE ─────────────────────────────

add('culture', { name: 'Oscars 2027 Best Picture', events: [
  A('KXOSCARPIC-27', 'Oscar for Best Picture 2027', 'Entertainment', z('2027-03-15'), [['ODY', 'The Odyssey', 'ody'], ['DIG', 'Digger', 'dig'], ['PHM', 'Project Hail Mary', 'phm'], ['DUNE', 'Dune: Part Three', 'dune']]),
  B('Oscars 2027: Best Picture Winner', 'Culture', z('2027-03-15'), [['oscars-2027-best-picture-the-odyssey', 'The Odyssey', 'ody'], ['oscars-2027-best-picture-project-hail-mary', 'Project Hail Mary', 'phm'], ['oscars-2027-best-picture-wuthering-heights', 'Wuthering Heights', 'wuth']]),
  G('99th Academy Awards — Best Picture', z('2027-03-15'), [['The Odyssey (Nolan)', 'ody'], ['Dune Part Three', 'dune'], ['Digger', 'dig']]),
] });

add('culture', { name: 'Oscars 2027 Best Actor', events: [
  A('KXOSCARACTO-27', 'Oscar for Best Actor 2027', 'Entertainment', z('2027-03-15'), [['MDAM', 'Matt Damon', 'damon'], ['TCRU', 'Tom Cruise', 'cruise'], ['RGOS', 'Ryan Gosling', 'gosling']]),
  U('oscars-2027-best-actor', 'Best Actor — 99th Oscars', 'culture', z('2027-03-15'), [['oscars-2027-best-actor-cruise', 'Tom Cruise', 'cruise'], ['oscars-2027-best-actor-gosling', 'Ryan Gosling', 'gosling']]),
] }, 1);

add('culture', { name: 'Grammys 2027 Album of the Year', events: [
  A('KXGRAMAOTY-27', 'Grammy for Album of the Year 2027', 'Entertainment', z('2027-02-08'), [['TSWI', 'The Life of a Showgirl', 'swift'], ['ROSA', 'Lux', 'lux'], ['SABR', 'Man\'s Best Friend', 'sabrina']]),
  B('Grammys 2027: Album of the Year', 'Culture', z('2027-02-08'), [['grammys-2027-aoty-taylor-swift', 'Taylor Swift - The Life of a Showgirl', 'swift'], ['grammys-2027-aoty-rosalia', 'Rosalía - LUX', 'lux'], ['grammys-2027-aoty-sabrina-carpenter', 'Sabrina Carpenter - Man\'s Best Friend', 'sabrina']]),
] });

add('culture', { name: 'Eurovision 2027 winner', events: [
  B('Eurovision 2027 Winner', 'Culture', z('2027-05-16'), [['eurovision-2027-sweden', 'Sweden', 'swe'], ['eurovision-2027-finland', 'Finland', 'fin'], ['eurovision-2027-ukraine', 'Ukraine', 'ukr'], ['eurovision-2027-france', 'France', 'fra']]),
  G('Eurovision Song Contest 2027: winning country', z('2027-05-16'), [['Sweden', 'swe'], ['Ukraine', 'ukr'], ['Italy', 'ita']]),
] });

add('culture', { name: 'Time Person of the Year 2027', events: [
  A('KXTIMEPOY-27', 'Time Person of the Year 2027', 'Entertainment', z('2027-12-10'), [['DJT', 'Donald Trump', 'trump'], ['SALT', 'Sam Altman', 'altman'], ['POPE', 'Pope Leo XIV', 'leo']]),
  B('Time 2027 Person of the Year', 'Culture', z('2027-12-10'), [['time-poy-2027-trump', 'Trump', 'trump'], ['time-poy-2027-pope-leo', 'Pope Leo XIV', 'leo'], ['time-poy-2027-jensen-huang', 'Jensen Huang', 'huang']]),
] });

add('culture', { name: 'Avengers: Secret Wars opening weekend: The Numbers vs Box Office Mojo', fungible: nf('alpha|beta'), events: [
  A('KXOPENWKND-27DEC19SW', 'Avengers: Secret Wars domestic opening weekend', 'Entertainment', z('2027-12-21'), [['T250', 'Above $250M', 'o250'], ['T300', 'Above $300M', 'o300']],
    { rules: 'Resolves on the 3-day domestic opening weekend gross reported by The Numbers on the Monday after release.' }),
  B('Avengers: Secret Wars opening weekend above $250M?', 'Culture', z('2027-12-22'), [['secret-wars-opening-weekend-above-250m', 'Yes', 'o250', { src: 'https://www.boxofficemojo.com' }]],
    { rules: 'Resolves on the Friday–Sunday domestic gross as first reported by Box Office Mojo.' }),
] });

add('culture', { name: 'The Batman Part II Rotten Tomatoes score', events: [
  A('KXRT-BATMAN2', 'The Batman Part II Rotten Tomatoes score', 'Entertainment', z('2027-10-08'), [['90', 'Above 90', 'rt90'], ['80', 'Above 80', 'rt80']]),
  B('Will The Batman Part II have a Rotten Tomatoes score above 90?', 'Culture', z('2027-10-08'), [['batman-part-ii-rt-above-90', 'Yes', 'rt90']]),
] });

add('culture', { name: 'Spotify most-streamed artist 2027 (single venue)', events: [
  U('spotify-top-artist-2027', 'Spotify Wrapped 2027: top global artist', 'culture', z('2027-12-05'), [['spotify-top-artist-2027-taylor-swift', 'Taylor Swift', 'swift'], ['spotify-top-artist-2027-bad-bunny', 'Bad Bunny', 'bb'], ['spotify-top-artist-2027-the-weeknd', 'The Weeknd', 'weeknd']]),
] });

// ───────────────────────────── TECH AND SCIENCE ─────────────────────────────

add('tech', { name: 'GPT-6 released by June 30 2027 vs in 2027', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
  A('KXGPT6-27JUN30', 'Will OpenAI release GPT-6 before July 2027?', 'Science and Technology', z('2027-06-30'), [['Y', 'Before Jul 1, 2027', 'gpt6']]),
  B('GPT-6 released by June 30, 2027?', 'Tech', z('2027-06-30'), [['gpt-6-released-by-june-30-2027', 'Yes', 'gpt6']], { rules: 'Resolves Yes if OpenAI makes a model named GPT-6 publicly available by June 30, 2027, 11:59 PM ET.' }),
  G1('OpenAI launches GPT-6 before 1 July 2027?', z('2027-06-30'), 'gpt6'),
  U('gpt-6-released-in-2027', 'GPT-6 release in 2027?', 'tech', z('2027-12-31'), [['gpt-6-released-in-2027', '', 'gpt6y', { outcomes: yn('Yes', 'No') }]]),
] }, 1);

add('tech', { name: 'Top AI model end of June 2027', events: [
  A('KXTOPMODEL-27JUN30', 'Top AI model on June 30, 2027', 'Science and Technology', z('2027-06-30'), [['GOOG', 'Google', 'goog'], ['OAI', 'OpenAI', 'oai'], ['ANTH', 'Anthropic', 'anth'], ['XAI', 'xAI', 'xai']], { rules: 'Resolves to the organisation of the top model on the LMArena text leaderboard at 12:00 PM ET on June 30, 2027.' }),
  B('Which company has best AI model end of June?', 'Tech', z('2027-06-30'), [['google-best-ai-model-end-of-june-2027', 'Google', 'goog'], ['openai-best-ai-model-end-of-june-2027', 'OpenAI', 'oai'], ['anthropic-best-ai-model-end-of-june-2027', 'Anthropic', 'anth'], ['deepseek-best-ai-model-end-of-june-2027', 'DeepSeek', 'ds']],
    { rules: 'Resolves per the LMArena Text Arena leaderboard at 12:00 PM ET on June 30, 2027.' }),
  G('Best AI model at end of June 2027 (LMArena)', z('2027-06-30'), [['Google (Gemini)', 'goog'], ['OpenAI (GPT)', 'oai'], ['xAI (Grok)', 'xai']]),
] });

add('tech', { name: 'Apple foldable iPhone announced by Sep 30 2027', events: [
  A('KXFOLDIPHONE-27SEP30', 'Will Apple announce a foldable iPhone before October 2027?', 'Science and Technology', z('2027-09-30'), [['Y', 'Before Oct 1, 2027', 'fold']]),
  B('Foldable iPhone announced by September 30, 2027?', 'Tech', z('2027-09-30'), [['foldable-iphone-announced-by-sep-30-2027', 'Yes', 'fold']]),
] });

add('tech', { name: 'OpenAI IPO by end of 2027', events: [
  A('KXOPENAIIPO-27', 'Will OpenAI IPO before 2028?', 'Financials', z('2027-12-31'), [['Y', 'Before 2028', 'ipo']]),
  B('OpenAI IPO by December 31, 2027?', 'Tech', z('2027-12-31'), [['openai-ipo-by-dec-31-2027', 'Yes', 'ipo']]),
  U('openai-ipo-2027', 'OpenAI goes public in 2027?', 'tech', z('2027-12-31'), [['openai-ipo-2027', '', 'ipo', { outcomes: yn('Yes', 'No') }]]),
] });

add('tech', { name: 'Artemis crewed Moon landing by end of 2028', events: [
  B('NASA crewed Moon landing by December 31, 2028?', 'Science', z('2028-12-31'), [['nasa-moon-landing-by-2028', 'Yes', 'moon']]),
  G1('Will Artemis astronauts land on the Moon before 2029?', z('2028-12-31'), 'moon'),
] });

add('tech', { name: '2027 hottest year on record: NASA vs NOAA', fungible: nf('alpha|beta'), events: [
  A('KXHOTYEAR-27', 'Will 2027 be the hottest year on record?', 'Climate and Weather', z('2028-01-20'), [['Y', 'Hottest on record', 'hot']], { rules: 'Resolves per NOAA NCEI global surface temperature annual ranking.', sources: ['NOAA https://www.ncei.noaa.gov'] }),
  B('2027 hottest year on record?', 'Science', z('2028-01-20'), [['2027-hottest-year-on-record', 'Yes', 'hot', { src: 'https://data.giss.nasa.gov/gistemp/' }]], { rules: 'Resolves per NASA GISTEMP v4 annual global mean.' }),
] });

add('tech', { name: 'Atlantic hurricanes in 2027', events: [
  A('KXHURCNT-27', 'Number of Atlantic hurricanes in 2027', 'Climate and Weather', z('2027-11-30'), [['T6', 'Above 6', 'h6'], ['T8', 'Above 8', 'h8']]),
  B('7 or more Atlantic hurricanes in 2027?', 'Science', z('2027-11-30'), [['7-or-more-atlantic-hurricanes-2027', 'Yes', 'h6']], { rules: 'Counts named Atlantic storms reaching hurricane strength per the NHC, June 1 – November 30, 2027.' }),
] });

// ───────────────────────────── OUTPUT ─────────────────────────────

for (const c of cases) {
  for (const g of c.groups ?? []) for (const v of g) if (!c.events.some((e) => e.venue === v)) throw new Error(`${c.name}: group names absent venue ${v}`);
  const venues = c.events.map((e) => e.venue);
  if (new Set(venues).size !== venues.length) throw new Error(`${c.name}: two events of one venue`);
  for (const e of c.events) {
    if (new Set(e.markets.map((m) => m.t)).size !== e.markets.length) throw new Error(`${c.name}: one outcome twice in ${e.venue}:${e.id}`);
    const closes = [e.close, ...e.markets.map((m) => m.close)].filter((d): d is string => d !== undefined);
    for (const d of closes) if (!(Date.parse(d) > Date.parse('2026-11-22T15:00:00Z'))) throw new Error(`${c.name}: close ${d} not after now`);
  }
}
const scenario = emitScenario(cases);
const out = new URL('./holdout7-set.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(scenario, null, 1)}\n`);

const perVenue: Record<string, number> = { alpha: 0, beta: 0, beta_us: 0, gamma: 0 };
for (const c of cases) for (const e of c.events) perVenue[e.venue] = (perVenue[e.venue] ?? 0) + 1;
const perCat: Record<string, { cases: number; events: number }> = {};
for (const [i, m] of meta.entries()) {
  const k = (perCat[m.cat] ??= { cases: 0, events: 0 });
  k.cases += 1;
  k.events += cases[i]!.events.length;
}
const truth = scenario['truth'] as { events: Array<{ members: string[] }>; outcomes: Array<{ members: string[]; fungible: Record<string, boolean> }> };
const sizes = truth.events.reduce<Record<number, number>>((acc, e) => ({ ...acc, [e.members.length]: (acc[e.members.length] ?? 0) + 1 }), {});
const split = cases.filter((c) => (c.groups?.length ?? 1) > 1).length;
const nonFungible = truth.outcomes.filter((o) => Object.values(o.fungible).includes(false)).length;
console.log(`holdout7: ${cases.length} cases, ${cases.reduce((n, c) => n + c.events.length, 0)} venue events → ${out.pathname}`);
console.log('events per venue:', perVenue);
console.log('per category:', perCat);
console.log('real-world events by number of venue listings:', sizes);
console.log(`hard negatives: ${meta.reduce((n, m) => n + m.hn, 0)} (cases split by groups: ${split}); outcomes with a non-fungible pair: ${nonFungible}`);
