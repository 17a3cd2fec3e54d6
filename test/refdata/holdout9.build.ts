// Ninth independent refdata holdout: writes test/refdata/holdout9-set.json.
// Run: `source deploy/toolchain.sh && node test/refdata/holdout9.build.ts`.
//
// How it was written: by hand, from a trading desk's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/venues.md, the reference-data sections of
// /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format and `emitScenario`) and
// lines 1–72 of test/refdata/holdout4.build.ts (header and helper functions, copied and adapted below). Nothing under
// services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set or build file in test/refdata,
// nor any other worktree. The matcher and the evaluation were never run on this set while writing it, and no case was
// adjusted after seeing any matcher output: it is NOT tuned.
//
// Labelling rules:
// - One case per real-world event cluster; every real-world event appears in exactly one case. A case holds at most one
//   listing per venue; `groups` split listings that are different real-world events (another date, another season,
//   half vs full game, match vs map, winner vs finalist/top-N/podium, "by June 30" vs "by Dec 31" vs "on Oct 1",
//   another state or chamber, primary vs general, first round vs final result, popular vs electoral vote, seat count
//   vs control, method of victory vs winner, landfall vs formation, launch vs landing, law vs one chamber's vote).
// - Same `t` = the YES side settles Yes in exactly the same states of the world. A beta/beta_us market whose outcomes
//   are two team names has its FIRST outcome as the YES side, so its `t` is that team. Equivalent wordings share `t`
//   ("Above 15" named storms = "16 or more"; "in 2027" = "before Jan 1, 2028").
// - A threshold ladder on one quantity (home runs, index level, price, approval) is one event; each threshold is its own
//   outcome, so another threshold gets another `t` in the same group. A question on another quantity (CPI MoM vs YoY,
//   intraday high vs close, max price vs price on a date) is another event. A level question (upper bound above X) and
//   a change question (cut/hold/hike) on the same FOMC meeting are the same event with different `t`.
// - Inverted wording ("Will Carney be PM on Dec 31?" vs "Carney out by Dec 31?") is the same event, different `t`.
//   A party outcome and a candidate outcome on the same race are the same event, different `t`.
// - `fungible` is false (nf) only where both venues list the same outcome but would settle it differently: another
//   resolution source or observation window, stated in the rules/source text (RealClearPolling vs Silver Bulletin,
//   Central Park vs LaGuardia, BEA advance vs second estimate, CF Benchmarks 5pm ET vs Binance noon ET, COMEX vs LBMA,
//   NBER vs two negative GDP quarters). Differences only in tie/postponement handling stay fungible.
// Ids: beta event ids 170001+, gamma ids 11001+, alpha tickers dated 2027–2028; all closes after 2026-11-22.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, yn } from './evalset.emit.ts';

type Cat = 'sports' | 'politics' | 'world' | 'economics' | 'markets' | 'crypto' | 'weather' | 'culture' | 'tech';

const { cases, meta, add } = caseList<Cat>({ oneListingPerVenue: true });
const { A, B, U, G, G1 } = venueBuilders(170000, 11000);


// ───────────────────────────── SPORTS ─────────────────────────────

add('sports', {
  name: 'nba-lakers-warriors-2027-12-25',
  events: [
    A('KXNBAGAME-27DEC25LALGSW', 'Los Angeles L at Golden State Winner?', 'Sports', z('2027-12-26', '08:00'),
      [['LAL', 'Los Angeles L', 'lal'], ['GSW', 'Golden State', 'gsw']],
      { rules: 'Resolves to the winner of the Los Angeles L at Golden State professional basketball game originally scheduled for Dec 25, 2027, including overtime.' }),
    B('Lakers vs. Warriors', 'Sports', z('2027-12-26', '08:00'),
      [['nba-lal-gsw-2027-12-25', '', 'lal', { outcomes: yn('Lakers', 'Warriors') }]],
      { rules: 'This market refers to the NBA game between the Los Angeles Lakers and the Golden State Warriors scheduled for December 25, 2027 at 8:00 PM ET. Resolves to the team that wins, overtime included. Postponed beyond Jan 1, 2028: 50-50.' }),
    U('nba-lal-gsw-2027-12-25', 'Lakers @ Warriors', 'Sports', z('2027-12-26', '08:00'),
      [['aec-nba-gsw-lal-2027-12-25', '', 'gsw', { q: 'Warriors vs. Lakers', outcomes: yn('Warriors', 'Lakers') }]]),
    G('NBA: LAL vs GSW (Dec 25, 2027)', z('2027-12-26', '08:00'), [['Los Angeles Lakers', 'lal'], ['Golden State Warriors', 'gsw']]),
  ],
});

add('sports', {
  name: 'nba-knicks-celtics-two-dates',
  events: [
    A('KXNBAGAME-27NOV26NYKBOS', 'New York at Boston Winner?', 'Sports', z('2027-11-27', '05:00'),
      [['NYK', 'New York', 'nyk1'], ['BOS', 'Boston', 'bos1']], { rules: 'Resolves to the winner of the New York at Boston game scheduled for Nov 26, 2027 (TD Garden).' }),
    U('nba-nyk-bos-2027-11-26', 'Knicks @ Celtics (Nov 26)', 'Sports', z('2027-11-27', '05:00'),
      [['aec-nba-nyk-bos-2027-11-26', '', 'nyk1', { q: 'Knicks vs. Celtics', outcomes: yn('Knicks', 'Celtics') }]]),
    B('Celtics vs. Knicks', 'Sports', z('2027-12-04', '05:00'),
      [['nba-bos-nyk-2027-12-03', '', 'bos2', { outcomes: yn('Celtics', 'Knicks') }]],
      { rules: 'NBA game between the Boston Celtics and New York Knicks at Madison Square Garden scheduled for December 3, 2027, 7:30 PM ET.' }),
  ],
  groups: [['alpha', 'beta_us'], ['beta']],
}, 1);

add('sports', {
  name: 'nba-champion-2028-vs-west',
  events: [
    A('KXNBA-28', 'Pro Basketball Champion 2027-28', 'Sports', z('2028-06-25'),
      [['OKC', 'Oklahoma City', 'okc'], ['BOS', 'Boston', 'bos'], ['DEN', 'Denver', 'den'], ['NYK', 'New York', 'nyk'], ['CLE', 'Cleveland', 'cle']]),
    B('NBA Champion 2028', 'Sports', z('2028-06-25'),
      [['nba-2028-okc', 'Oklahoma City Thunder', 'okc'], ['nba-2028-bos', 'Boston Celtics', 'bos'], ['nba-2028-den', 'Denver Nuggets', 'den'],
        ['nba-2028-nyk', 'New York Knicks', 'nyk'], ['nba-2028-hou', 'Houston Rockets', 'hou']]),
    G('2027-28 NBA Finals winner', z('2028-06-25'), [['Thunder', 'okc'], ['Celtics', 'bos'], ['Knicks', 'nyk'], ['Nuggets', 'den']]),
    U('nba-western-conference-champion-2028', 'NBA Western Conference Champion 2028', 'Sports', z('2028-06-01'),
      [['nba-west-2028-okc', 'Thunder', 'w-okc', { q: 'Will the Thunder win the 2028 Western Conference?' }],
        ['nba-west-2028-den', 'Nuggets', 'w-den', { q: 'Will the Nuggets win the 2028 Western Conference?' }],
        ['nba-west-2028-hou', 'Rockets', 'w-hou', { q: 'Will the Rockets win the 2028 Western Conference?' }]]),
  ],
  groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
}, 1);

add('sports', {
  name: 'nfl-chiefs-bills-2027-11-28-full-vs-half',
  events: [
    A('KXNFLGAME-27NOV28KCBUF', 'Kansas City at Buffalo Winner?', 'Sports', z('2027-11-29', '05:00'),
      [['KC', 'Kansas City', 'kc'], ['BUF', 'Buffalo', 'buf']], { rules: 'Resolves to the winner of the Kansas City at Buffalo game on Nov 28, 2027, overtime included.' }),
    B('Chiefs vs. Bills', 'Sports', z('2027-11-29', '05:00'),
      [['nfl-kc-buf-2027-11-28', '', 'kc', { outcomes: yn('Chiefs', 'Bills') }]], { rules: 'NFL regular-season game, Kansas City Chiefs at Buffalo Bills, November 28, 2027, 4:25 PM ET. Overtime counts. A tie resolves 50-50.' }),
    G('Chiefs @ Bills - Nov 28', z('2027-11-29', '05:00'), [['Chiefs', 'kc'], ['Bills', 'buf']]),
    U('nfl-kc-buf-2027-11-28-1h', 'Chiefs @ Bills: 1st Half', 'Sports', z('2027-11-28', '23:00'),
      [['nfl-kc-buf-2027-11-28-1h-winner', '', 'kc-1h', { q: 'Chiefs vs. Bills: 1st Half Winner', outcomes: yn('Chiefs', 'Bills'), rules: 'Resolves to the team leading at halftime; a tie at halftime resolves 50-50.' }]]),
  ],
  groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
}, 1);

add('sports', {
  name: 'super-bowl-lxii-vs-afc',
  events: [
    A('KXSB-28', 'Pro Football Champion? (Feb 2028)', 'Sports', z('2028-02-14'),
      [['KC', 'Kansas City', 'kc'], ['BUF', 'Buffalo', 'buf'], ['PHI', 'Philadelphia', 'phi'], ['BAL', 'Baltimore', 'bal'], ['DET', 'Detroit', 'det']]),
    B('Super Bowl Champion 2028', 'Sports', z('2028-02-14'),
      [['super-bowl-2028-kc', 'Kansas City', 'kc'], ['super-bowl-2028-phi', 'Philadelphia', 'phi'], ['super-bowl-2028-buf', 'Buffalo', 'buf'],
        ['super-bowl-2028-det', 'Detroit', 'det'], ['super-bowl-2028-bal', 'Baltimore', 'bal'], ['super-bowl-2028-sf', 'San Francisco', 'sf']]),
    G('Super Bowl LXII Winner', z('2028-02-14'), [['Chiefs', 'kc'], ['Eagles', 'phi'], ['Bills', 'buf'], ['Ravens', 'bal']]),
    U('nfl-afc-champion-2027-28', 'AFC Champion 2027-28', 'Sports', z('2028-01-31'),
      [['afc-champion-2028-kc', 'Chiefs', 'afc-kc'], ['afc-champion-2028-buf', 'Bills', 'afc-buf'], ['afc-champion-2028-bal', 'Ravens', 'afc-bal']]),
  ],
  groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
}, 1);

add('sports', {
  name: 'nfl-mvp-2027-season',
  events: [
    A('KXNFLMVP-28', 'NFL MVP 2027-28?', 'Sports', z('2028-02-11'),
      [['JALL', 'Josh Allen', 'allen'], ['LJAC', 'Lamar Jackson', 'lamar'], ['PMAH', 'Patrick Mahomes', 'mahomes'], ['JBUR', 'Joe Burrow', 'burrow'], ['JHUR', 'Jalen Hurts', 'hurts']]),
    B('NFL MVP (2027 season)', 'Sports', z('2028-02-11'),
      [['nfl-mvp-2027-josh-allen', 'Josh Allen', 'allen'], ['nfl-mvp-2027-lamar-jackson', 'Lamar Jackson', 'lamar'], ['nfl-mvp-2027-patrick-mahomes', 'Patrick Mahomes', 'mahomes'],
        ['nfl-mvp-2027-joe-burrow', 'Joe Burrow', 'burrow'], ['nfl-mvp-2027-cj-stroud', 'C.J. Stroud', 'stroud']]),
    G1('Will Josh Allen win the 2027 NFL MVP award?', z('2028-02-11'), 'allen'),
  ],
});

add('sports', {
  name: 'nfl-eagles-cowboys-thanksgiving-vs-rematch',
  events: [
    A('KXNFLGAME-27NOV25PHIDAL', 'Philadelphia at Dallas Winner?', 'Sports', z('2027-11-26', '05:00'), [['PHI', 'Philadelphia', 'phi'], ['DAL', 'Dallas', 'dal']]),
    B('Eagles vs. Cowboys', 'Sports', z('2027-11-26', '05:00'),
      [['nfl-phi-dal-2027-11-25', '', 'phi', { outcomes: yn('Eagles', 'Cowboys') }]], { rules: 'Thanksgiving Day game, Philadelphia Eagles at Dallas Cowboys, November 25, 2027.' }),
    U('nfl-phi-dal-2027-11-25', 'Eagles @ Cowboys - Thanksgiving', 'Sports', z('2027-11-26', '05:00'),
      [['aec-nfl-dal-phi-2027-11-25', '', 'dal', { q: 'Cowboys vs. Eagles', outcomes: yn('Cowboys', 'Eagles') }]]),
    G('Cowboys @ Eagles (Jan 2, 2028)', z('2028-01-03', '05:00'), [['Dallas Cowboys', 'dal-r'], ['Philadelphia Eagles', 'phi-r']]),
  ],
  groups: [['alpha', 'beta', 'beta_us'], ['gamma']],
}, 1);

add('sports', {
  name: 'cfp-champion-2027-season',
  events: [
    A('KXNCAAF-28', 'College Football Champion 2027-28?', 'Sports', z('2028-01-11'),
      [['OSU', 'Ohio St.', 'osu'], ['UGA', 'Georgia', 'uga'], ['TEX', 'Texas', 'tex'], ['ORE', 'Oregon', 'ore'], ['ND', 'Notre Dame', 'nd']]),
    B('College Football Playoff National Champion 2028', 'Sports', z('2028-01-11'),
      [['cfp-2028-ohio-state', 'Ohio State', 'osu'], ['cfp-2028-georgia', 'Georgia', 'uga'], ['cfp-2028-texas', 'Texas', 'tex'], ['cfp-2028-oregon', 'Oregon', 'ore'], ['cfp-2028-alabama', 'Alabama', 'bama']]),
    G('CFP National Championship (Jan 2028)', z('2028-01-11'), [['Ohio State Buckeyes', 'osu'], ['Georgia Bulldogs', 'uga'], ['Texas Longhorns', 'tex'], ['Notre Dame Fighting Irish', 'nd']]),
  ],
});

add('sports', {
  name: 'heisman-2027',
  events: [
    A('KXHEISMAN-27', 'Heisman Trophy winner 2027?', 'Sports', z('2027-12-12'),
      [['AMAN', 'Arch Manning', 'manning'], ['JSMI', 'Jeremiah Smith', 'jsmith'], ['DMOO', 'Dante Moore', 'moore'], ['JSAY', 'Julian Sayin', 'sayin']]),
    B('Heisman Trophy Winner 2027', 'Sports', z('2027-12-12'),
      [['heisman-2027-arch-manning', 'Arch Manning', 'manning'], ['heisman-2027-jeremiah-smith', 'Jeremiah Smith', 'jsmith'], ['heisman-2027-julian-sayin', 'Julian Sayin', 'sayin'], ['heisman-2027-lanorris-sellers', 'LaNorris Sellers', 'sellers']]),
  ],
});

add('sports', {
  name: 'march-madness-2027-vs-final-four',
  events: [
    A('KXMARMAD-27', "Men's College Basketball Champion 2027", 'Sports', z('2027-04-06'),
      [['DUKE', 'Duke', 'duke'], ['HOU', 'Houston', 'hou'], ['FLA', 'Florida', 'fla'], ['UK', 'Kentucky', 'uk']]),
    B('NCAA Tournament Winner 2027', 'Sports', z('2027-04-06'),
      [['ncaa-2027-duke', 'Duke', 'duke'], ['ncaa-2027-houston', 'Houston', 'hou'], ['ncaa-2027-florida', 'Florida', 'fla'], ['ncaa-2027-kentucky', 'Kentucky', 'uk'], ['ncaa-2027-kansas', 'Kansas', 'ku']]),
    U('ncaab-champion-2027', 'March Madness 2027: National Champion', 'Sports', z('2027-04-06'),
      [['ncaab-champion-2027-duke', 'Duke Blue Devils', 'duke'], ['ncaab-champion-2027-houston', 'Houston Cougars', 'hou']]),
    G1('Will Duke make the 2027 Final Four?', z('2027-04-01'), 'duke-f4'),
  ],
  groups: [['alpha', 'beta', 'beta_us'], ['gamma']],
}, 1);

add('sports', {
  name: 'world-series-2027-vs-pennant',
  events: [
    A('KXMLB-27', 'Pro Baseball Champion 2027', 'Sports', z('2027-11-06'),
      [['LAD', 'Los Angeles D', 'lad'], ['NYY', 'New York Y', 'nyy'], ['PHI', 'Philadelphia', 'phi'], ['ATL', 'Atlanta', 'atl'], ['SEA', 'Seattle', 'sea']]),
    B('World Series Winner 2027', 'Sports', z('2027-11-06'),
      [['world-series-2027-dodgers', 'Dodgers', 'lad'], ['world-series-2027-yankees', 'Yankees', 'nyy'], ['world-series-2027-phillies', 'Phillies', 'phi'],
        ['world-series-2027-braves', 'Braves', 'atl'], ['world-series-2027-mets', 'Mets', 'nym']]),
    U('mlb-world-series-2027', '2027 World Series Champion', 'Sports', z('2027-11-06'),
      [['mlb-ws-2027-lad', 'Los Angeles Dodgers', 'lad'], ['mlb-ws-2027-nyy', 'New York Yankees', 'nyy'], ['mlb-ws-2027-sea', 'Seattle Mariners', 'sea']]),
    G1('Will the Dodgers reach the 2027 World Series?', z('2027-10-25'), 'lad-pennant', { rules: 'Resolves Yes if the Los Angeles Dodgers win the 2027 National League pennant.' }),
  ],
  groups: [['alpha', 'beta', 'beta_us'], ['gamma']],
}, 1);

add('sports', {
  name: 'mlb-yankees-redsox-doubleheader',
  events: [
    A('KXMLBGAME-27JUL04NYYBOSG1', 'New York Y at Boston Winner? (Game 1)', 'Sports', z('2027-07-05', '04:00'),
      [['NYY', 'New York Y', 'nyy1'], ['BOS', 'Boston', 'bos1']], { rules: 'Resolves to the winner of Game 1 of the Jul 4, 2027 doubleheader, New York Y at Boston.' }),
    U('mlb-nyy-bos-2027-07-04-g1', 'Yankees @ Red Sox - Game 1', 'Sports', z('2027-07-05', '04:00'),
      [['aec-mlb-nyy-bos-2027-07-04-g1', '', 'nyy1', { q: 'Yankees vs. Red Sox (Game 1)', outcomes: yn('Yankees', 'Red Sox') }]]),
    B('Yankees vs. Red Sox (Game 2)', 'Sports', z('2027-07-05', '04:00'),
      [['mlb-nyy-bos-2027-07-04-g2', '', 'nyy2', { outcomes: yn('Yankees', 'Red Sox') }]], { rules: 'Second game of the July 4, 2027 doubleheader at Fenway Park.' }),
  ],
  groups: [['alpha', 'beta_us'], ['beta']],
}, 1);

add('sports', {
  name: 'al-cy-young-2027-vs-nl',
  events: [
    A('KXALCY-27', 'AL Cy Young 2027', 'Sports', z('2027-11-18'),
      [['TSKU', 'Tarik Skubal', 'skubal'], ['GCRO', 'Garrett Crochet', 'crochet'], ['HBRO', 'Hunter Brown', 'hbrown'], ['CRAG', 'Cole Ragans', 'ragans']]),
    B('AL Cy Young Award Winner 2027', 'Sports', z('2027-11-18'),
      [['al-cy-young-2027-skubal', 'Tarik Skubal', 'skubal'], ['al-cy-young-2027-crochet', 'Garrett Crochet', 'crochet'], ['al-cy-young-2027-hunter-brown', 'Hunter Brown', 'hbrown']]),
    G('NL Cy Young 2027', z('2027-11-18'), [['Paul Skenes', 'nl-skenes'], ['Yoshinobu Yamamoto', 'nl-yamamoto'], ['Zack Wheeler', 'nl-wheeler']]),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

add('sports', {
  name: 'ohtani-home-runs-2027-ladder',
  events: [
    A('KXMLBHR-27OHTANI', 'Shohei Ohtani home runs in the 2027 regular season', 'Sports', z('2027-10-04'),
      [['T40', '40+', 'oht40'], ['T45', '45+', 'oht45'], ['T50', '50+', 'oht50']]),
    B('Will Shohei Ohtani hit 50+ home runs in 2027?', 'Sports', z('2027-10-04'), [['shohei-ohtani-50-home-runs-2027', '', 'oht50']]),
    G1('Ohtani 55+ HR in the 2027 regular season?', z('2027-10-04'), 'oht55'),
  ],
}, 1);

add('sports', {
  name: 'nhl-leafs-habs-2027-01-15',
  events: [
    A('KXNHLGAME-27JAN15TORMTL', 'Toronto at Montreal Winner?', 'Sports', z('2027-01-16', '05:00'), [['TOR', 'Toronto', 'tor'], ['MTL', 'Montreal', 'mtl']]),
    B('Maple Leafs vs. Canadiens', 'Sports', z('2027-01-16', '05:00'),
      [['nhl-tor-mtl-2027-01-15', '', 'tor', { outcomes: yn('Maple Leafs', 'Canadiens') }]], { rules: 'NHL game on January 15, 2027 at Bell Centre. Overtime and shootout count.' }),
    G('Toronto vs Montreal (15 Jan 2027)', z('2027-01-16', '05:00'), [['Toronto Maple Leafs', 'tor'], ['Montreal Canadiens', 'mtl']]),
  ],
});

add('sports', {
  name: 'stanley-cup-2027',
  events: [
    A('KXNHL-27', 'Pro Hockey Champion 2026-27', 'Sports', z('2027-06-30'),
      [['FLA', 'Florida', 'fla'], ['EDM', 'Edmonton', 'edm'], ['COL', 'Colorado', 'col'], ['CAR', 'Carolina', 'car'], ['DAL', 'Dallas', 'dal']]),
    B('2027 Stanley Cup Champion', 'Sports', z('2027-06-30'),
      [['stanley-cup-2027-panthers', 'Panthers', 'fla'], ['stanley-cup-2027-oilers', 'Oilers', 'edm'], ['stanley-cup-2027-avalanche', 'Avalanche', 'col'],
        ['stanley-cup-2027-hurricanes', 'Hurricanes', 'car'], ['stanley-cup-2027-golden-knights', 'Golden Knights', 'vgk']]),
    U('nhl-stanley-cup-2027', 'Stanley Cup 2027', 'Sports', z('2027-06-30'),
      [['nhl-cup-2027-fla', 'Florida Panthers', 'fla'], ['nhl-cup-2027-edm', 'Edmonton Oilers', 'edm'], ['nhl-cup-2027-dal', 'Dallas Stars', 'dal']]),
  ],
});

add('sports', {
  name: 'ashes-2027-series-vs-first-test',
  events: [
    B('The Ashes 2027: Series Winner', 'Sports', z('2027-09-20'),
      [['ashes-2027-england', 'England', 'eng-s'], ['ashes-2027-australia', 'Australia', 'aus-s'], ['ashes-2027-drawn-series', 'Drawn series', 'draw-s']]),
    G('Ashes 2027 1st Test: England vs Australia', z('2027-07-10'), [['England', 'eng-t1'], ['Australia', 'aus-t1'], ['Draw', 'draw-t1']]),
  ],
  groups: [['beta'], ['gamma']],
}, 1);

add('sports', {
  name: 'epl-arsenal-chelsea-2027-01-22',
  events: [
    A('KXEPLGAME-27JAN22ARSCHE', 'Arsenal vs Chelsea Winner?', 'Sports', z('2027-01-23', '00:00'),
      [['ARS', 'Arsenal', 'ars'], ['CHE', 'Chelsea', 'che'], ['TIE', 'Tie', 'draw']], { rules: 'Resolves on the result after 90 minutes plus stoppage time of the match on Jan 22, 2027.' }),
    B('Arsenal vs. Chelsea', 'Sports', z('2027-01-23', '00:00'),
      [['epl-ars-che-2027-01-22-ars', 'Arsenal', 'ars', { q: 'Will Arsenal win on 2027-01-22?' }], ['epl-ars-che-2027-01-22-draw', 'Draw (Arsenal vs. Chelsea)', 'draw', { q: 'Will Arsenal vs. Chelsea end in a draw?' }],
        ['epl-ars-che-2027-01-22-che', 'Chelsea', 'che', { q: 'Will Chelsea win on 2027-01-22?' }]]),
    U('epl-ars-che-2027-01-22', 'Arsenal v Chelsea', 'Sports', z('2027-01-23', '00:00'),
      [['epl-ars-che-2027-01-22-home', 'Arsenal', 'ars'], ['epl-ars-che-2027-01-22-tie', 'Draw', 'draw'], ['epl-ars-che-2027-01-22-away', 'Chelsea', 'che']]),
    G('ARS vs CHE | Premier League 22/01/2027', z('2027-01-23', '00:00'), [['Arsenal FC', 'ars'], ['Draw', 'draw'], ['Chelsea FC', 'che']]),
  ],
});

add('sports', {
  name: 'epl-title-2026-27-vs-top4',
  events: [
    A('KXPREMIERLEAGUE-27', 'English Premier League Winner 2026-27', 'Sports', z('2027-05-24'),
      [['ARS', 'Arsenal', 'ars'], ['LIV', 'Liverpool', 'liv'], ['MCI', 'Man City', 'mci'], ['CHE', 'Chelsea', 'che']]),
    B('Premier League Winner 2026/27', 'Sports', z('2027-05-24'),
      [['epl-2026-27-arsenal', 'Arsenal', 'ars'], ['epl-2026-27-liverpool', 'Liverpool', 'liv'], ['epl-2026-27-man-city', 'Manchester City', 'mci'],
        ['epl-2026-27-chelsea', 'Chelsea', 'che'], ['epl-2026-27-newcastle', 'Newcastle', 'new']]),
    G('2026-27 Premier League champion', z('2027-05-24'), [['Arsenal', 'ars'], ['Liverpool', 'liv'], ['Manchester City', 'mci']]),
    U('epl-top-4-2026-27', 'Premier League 2026-27: Top 4 finish', 'Sports', z('2027-05-24'),
      [['epl-top-4-2026-27-chelsea', 'Chelsea', 'top4-che', { q: 'Will Chelsea finish in the top 4 of the 2026-27 Premier League?' }]]),
  ],
  groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
}, 1);

add('sports', {
  name: 'ucl-2026-27-vs-reach-final',
  events: [
    A('KXUCL-27', 'UEFA Champions League Winner 2026-27', 'Sports', z('2027-06-06'),
      [['RMA', 'Real Madrid', 'rma'], ['MCI', 'Man City', 'mci'], ['BAR', 'Barcelona', 'bar'], ['PSG', 'PSG', 'psg'], ['ARS', 'Arsenal', 'ars'], ['BAY', 'Bayern Munich', 'bay']]),
    B('Champions League Winner 2027', 'Sports', z('2027-06-06'),
      [['ucl-2027-real-madrid', 'Real Madrid', 'rma'], ['ucl-2027-barcelona', 'Barcelona', 'bar'], ['ucl-2027-psg', 'Paris Saint-Germain', 'psg'],
        ['ucl-2027-arsenal', 'Arsenal', 'ars'], ['ucl-2027-bayern', 'Bayern München', 'bay'], ['ucl-2027-liverpool', 'Liverpool', 'liv']]),
    U('ucl-winner-2027', 'UEFA Champions League 2026/27 Winner', 'Sports', z('2027-06-06'),
      [['ucl-winner-2027-real-madrid', 'Real Madrid CF', 'rma'], ['ucl-winner-2027-arsenal', 'Arsenal FC', 'ars'], ['ucl-winner-2027-psg', 'PSG', 'psg']]),
    G1('Will Arsenal reach the 2027 Champions League final?', z('2027-05-10'), 'ars-final'),
  ],
  groups: [['alpha', 'beta', 'beta_us'], ['gamma']],
}, 1);

add('sports', {
  name: 'laliga-clasico-2027-03-21',
  events: [
    A('KXLALIGAGAME-27MAR21RMABAR', 'Real Madrid vs Barcelona Winner?', 'Sports', z('2027-03-22', '00:00'),
      [['RMA', 'Real Madrid', 'rma'], ['BAR', 'Barcelona', 'bar'], ['TIE', 'Tie', 'draw']], { rules: 'Regulation time (90 minutes plus stoppage time) result of the LaLiga match on Mar 21, 2027.' }),
    B('Real Madrid vs. Barcelona', 'Sports', z('2027-03-22', '00:00'),
      [['lal-rma-bar-2027-03-21-rma', 'Real Madrid', 'rma'], ['lal-rma-bar-2027-03-21-draw', 'Draw (Real Madrid vs. Barcelona)', 'draw'], ['lal-rma-bar-2027-03-21-bar', 'Barça', 'bar']]),
  ],
});

add('sports', {
  name: 'womens-world-cup-2027',
  events: [
    A('KXWWC-27', "FIFA Women's World Cup 2027 Winner", 'Sports', z('2027-07-26'),
      [['USA', 'United States', 'usa'], ['ESP', 'Spain', 'esp'], ['ENG', 'England', 'eng'], ['BRA', 'Brazil', 'bra'], ['GER', 'Germany', 'ger']]),
    B("Women's World Cup Winner 2027", 'Sports', z('2027-07-26'),
      [['wwc-2027-usa', 'USA', 'usa'], ['wwc-2027-spain', 'Spain', 'esp'], ['wwc-2027-england', 'England', 'eng'], ['wwc-2027-brazil', 'Brazil', 'bra'], ['wwc-2027-france', 'France', 'fra']]),
    G("2027 Women's World Cup (Brazil) champion", z('2027-07-26'), [['USWNT', 'usa'], ['Spain', 'esp'], ['England Lionesses', 'eng'], ['Brazil', 'bra']]),
  ],
});

add('sports', {
  name: 'mls-cup-2027-single',
  events: [A('KXMLSCUP-27', 'MLS Cup 2027 Champion', 'Sports', z('2027-12-12'),
    [['MIA', 'Inter Miami', 'mia'], ['LAFC', 'LAFC', 'lafc'], ['CLB', 'Columbus', 'clb'], ['PHI', 'Philadelphia Union', 'phu']])],
});

add('sports', {
  name: 'wimbledon-2027-men-vs-finalist',
  events: [
    A('KXWMENSINGLES-27', "Wimbledon Men's Singles Champion 2027", 'Sports', z('2027-07-12'),
      [['SIN', 'Jannik Sinner', 'sinner'], ['ALC', 'Carlos Alcaraz', 'alcaraz'], ['DJO', 'Novak Djokovic', 'djokovic'], ['ZVE', 'Alexander Zverev', 'zverev']]),
    B('Wimbledon 2027 Men\'s Winner', 'Sports', z('2027-07-12'),
      [['wimbledon-2027-sinner', 'Jannik Sinner', 'sinner'], ['wimbledon-2027-alcaraz', 'Carlos Alcaraz', 'alcaraz'], ['wimbledon-2027-djokovic', 'Novak Djokovic', 'djokovic'], ['wimbledon-2027-draper', 'Jack Draper', 'draper']]),
    U('wimbledon-mens-singles-2027', "Wimbledon Gentlemen's Singles 2027", 'Sports', z('2027-07-12'),
      [['wimbledon-mens-2027-sinner', 'Sinner', 'sinner'], ['wimbledon-mens-2027-alcaraz', 'Alcaraz', 'alcaraz']]),
    G1('Wimbledon 2027: Will Jannik Sinner reach the final?', z('2027-07-10'), 'sinner-final'),
  ],
  groups: [['alpha', 'beta', 'beta_us'], ['gamma']],
}, 1);

add('sports', {
  name: 'australian-open-2027-women',
  events: [
    A('KXAOWOMEN-27', "Australian Open Women's Singles Champion 2027", 'Sports', z('2027-01-31'),
      [['SAB', 'Aryna Sabalenka', 'sabalenka'], ['SWI', 'Iga Swiatek', 'swiatek'], ['GAU', 'Coco Gauff', 'gauff'], ['RYB', 'Elena Rybakina', 'rybakina']]),
    B("Australian Open Women's Winner 2027", 'Sports', z('2027-01-31'),
      [['ao-women-2027-sabalenka', 'Sabalenka', 'sabalenka'], ['ao-women-2027-swiatek', 'Świątek', 'swiatek'], ['ao-women-2027-gauff', 'Gauff', 'gauff'],
        ['ao-women-2027-keys', 'Keys', 'keys'], ['ao-women-2027-anisimova', 'Anisimova', 'anisimova']]),
  ],
});

add('sports', {
  name: 'masters-2027-vs-top10',
  events: [
    A('KXMASTERS-27', 'The Masters 2027 Winner', 'Sports', z('2027-04-12'),
      [['SSCH', 'Scottie Scheffler', 'scheffler'], ['RMCI', 'Rory McIlroy', 'mcilroy'], ['BDEC', 'Bryson DeChambeau', 'bryson'], ['XSCH', 'Xander Schauffele', 'xander']]),
    B('Masters Winner 2027', 'Sports', z('2027-04-12'),
      [['masters-2027-scheffler', 'Scottie Scheffler', 'scheffler'], ['masters-2027-mcilroy', 'Rory McIlroy', 'mcilroy'], ['masters-2027-dechambeau', 'Bryson DeChambeau', 'bryson'],
        ['masters-2027-rahm', 'Jon Rahm', 'rahm'], ['masters-2027-aberg', 'Ludvig Åberg', 'aberg']]),
    U('pga-masters-2027', 'Masters Tournament 2027 - Winner', 'Sports', z('2027-04-12'),
      [['pga-masters-2027-scheffler', 'S. Scheffler', 'scheffler'], ['pga-masters-2027-mcilroy', 'R. McIlroy', 'mcilroy']]),
    G1('Masters 2027: Scottie Scheffler top-10 finish?', z('2027-04-12'), 'scheffler-top10'),
  ],
  groups: [['alpha', 'beta', 'beta_us'], ['gamma']],
}, 1);

add('sports', {
  name: 'ryder-cup-2027',
  events: [
    A('KXRYDERCUP-27', 'Ryder Cup 2027 Winner', 'Sports', z('2027-09-20'),
      [['EUR', 'Europe', 'eur'], ['USA', 'USA', 'usa']], { rules: 'Resolves to the team with more points at Adare Manor. If the match ends 14-14, both markets resolve No.' }),
    B('Ryder Cup 2027 Winner', 'Sports', z('2027-09-20'),
      [['ryder-cup-2027-europe', 'Team Europe', 'eur'], ['ryder-cup-2027-usa', 'Team USA', 'usa'], ['ryder-cup-2027-tie', 'Tie', 'tie']],
      { rules: 'Resolves to the team that scores more points at the 2027 Ryder Cup (Adare Manor, Ireland). A 14-14 result resolves to "Tie".' }),
  ],
});

add('sports', {
  name: 'ufc-topuria-makhachev-vs-method',
  events: [
    A('KXUFCFIGHT-27MAR06TOPMAK', 'Topuria vs Makhachev Winner?', 'Sports', z('2027-03-07', '08:00'), [['TOP', 'Ilia Topuria', 'topuria'], ['MAK', 'Islam Makhachev', 'makhachev']]),
    B('UFC: Ilia Topuria vs. Islam Makhachev', 'Sports', z('2027-03-07', '08:00'),
      [['ufc-topuria-makhachev-2027-03-06', '', 'topuria', { outcomes: yn('Topuria', 'Makhachev') }]]),
    G1('Will Ilia Topuria beat Makhachev by KO/TKO?', z('2027-03-07', '08:00'), 'topuria-ko'),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

add('sports', {
  name: 'boxing-inoue-nakatani',
  events: [
    A('KXBOXING-27MAY02INONAK', 'Inoue vs Nakatani Winner?', 'Sports', z('2027-05-03'),
      [['INO', 'Naoya Inoue', 'inoue'], ['NAK', 'Junto Nakatani', 'nakatani'], ['DRAW', 'Draw', 'draw']]),
    B('Naoya Inoue vs. Junto Nakatani', 'Sports', z('2027-05-03'),
      [['boxing-inoue-nakatani-inoue', 'Inoue', 'inoue'], ['boxing-inoue-nakatani-nakatani', 'Nakatani', 'nakatani'], ['boxing-inoue-nakatani-draw', 'Draw', 'draw']]),
  ],
});

add('sports', {
  name: 'f1-drivers-2027-vs-constructors',
  events: [
    A('KXF1-27', "F1 Drivers' Champion 2027", 'Sports', z('2027-12-06'),
      [['VER', 'Max Verstappen', 'ver'], ['NOR', 'Lando Norris', 'nor'], ['PIA', 'Oscar Piastri', 'pia'], ['RUS', 'George Russell', 'rus'], ['LEC', 'Charles Leclerc', 'lec']]),
    B("F1 Drivers' Champion 2027", 'Sports', z('2027-12-06'),
      [['f1-2027-verstappen', 'Max Verstappen', 'ver'], ['f1-2027-norris', 'Lando Norris', 'nor'], ['f1-2027-piastri', 'Oscar Piastri', 'pia'], ['f1-2027-russell', 'George Russell', 'rus'], ['f1-2027-hamilton', 'Lewis Hamilton', 'ham']]),
    G('2027 Formula 1 World Drivers Championship', z('2027-12-06'), [['Verstappen', 'ver'], ['Norris', 'nor'], ['Piastri', 'pia'], ['Leclerc', 'lec']]),
    U('f1-constructors-champion-2027', "F1 Constructors' Champion 2027", 'Sports', z('2027-12-06'),
      [['f1-constructors-2027-mclaren', 'McLaren', 'c-mcl'], ['f1-constructors-2027-mercedes', 'Mercedes', 'c-mer'], ['f1-constructors-2027-red-bull', 'Red Bull Racing', 'c-rbr'], ['f1-constructors-2027-ferrari', 'Ferrari', 'c-fer']]),
  ],
  groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
}, 1);

add('sports', {
  name: 'f1-monaco-2027-vs-podium',
  events: [
    A('KXF1RACE-27MONACO', 'Monaco Grand Prix 2027 Winner', 'Sports', z('2027-06-07'),
      [['VER', 'Max Verstappen', 'ver'], ['NOR', 'Lando Norris', 'nor'], ['LEC', 'Charles Leclerc', 'lec'], ['PIA', 'Oscar Piastri', 'pia']]),
    B('Monaco Grand Prix Winner (2027)', 'Sports', z('2027-06-07'),
      [['monaco-gp-2027-verstappen', 'Verstappen', 'ver'], ['monaco-gp-2027-norris', 'Norris', 'nor'], ['monaco-gp-2027-leclerc', 'Leclerc', 'lec'], ['monaco-gp-2027-russell', 'Russell', 'rus']]),
    G1('Monaco GP 2027: Leclerc to finish on the podium?', z('2027-06-07'), 'lec-podium'),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

add('sports', {
  name: 'daytona-500-2027',
  events: [
    A('KXNASCARRACE-DAY50027', 'Daytona 500 Winner 2027', 'Sports', z('2027-02-15'),
      [['DHAM', 'Denny Hamlin', 'hamlin'], ['WBYR', 'William Byron', 'byron'], ['KLAR', 'Kyle Larson', 'larson'], ['CELL', 'Chase Elliott', 'elliott'], ['RBLA', 'Ryan Blaney', 'blaney']]),
    B('Daytona 500 2027 Winner', 'Sports', z('2027-02-15'),
      [['daytona-500-2027-hamlin', 'Denny Hamlin', 'hamlin'], ['daytona-500-2027-byron', 'William Byron', 'byron'], ['daytona-500-2027-larson', 'Kyle Larson', 'larson'], ['daytona-500-2027-logano', 'Joey Logano', 'logano']]),
  ],
});

add('sports', {
  name: 'indy-500-2027-single',
  events: [B('Indianapolis 500 Winner 2027', 'Sports', z('2027-05-31'),
    [['indy-500-2027-palou', 'Álex Palou', 'palou'], ['indy-500-2027-oward', "Pato O'Ward", 'oward'], ['indy-500-2027-newgarden', 'Josef Newgarden', 'newgarden']])],
});

add('sports', {
  name: 'lol-worlds-2027',
  events: [
    B('League of Legends World Championship 2027 Winner', 'Esports', z('2027-11-08'),
      [['lol-worlds-2027-t1', 'T1', 't1'], ['lol-worlds-2027-gen-g', 'Gen.G', 'geng'], ['lol-worlds-2027-blg', 'BLG', 'blg'], ['lol-worlds-2027-hle', 'HLE', 'hle']]),
    G('LoL Worlds 2027 champion', z('2027-11-08'), [['T1', 't1'], ['Gen.G Esports', 'geng'], ['Bilibili Gaming', 'blg'], ['Hanwha Life Esports', 'hle']]),
  ],
});

add('sports', {
  name: 'cs2-vitality-navi-match-vs-map1',
  events: [
    A('KXCS2GAME-27FEB04VITNAVI', 'Vitality vs NAVI Winner? (IEM Katowice 2027)', 'Esports', z('2027-02-05'), [['VIT', 'Team Vitality', 'vit'], ['NAVI', 'Natus Vincere', 'navi']]),
    B('Counter-Strike: Vitality vs NAVI (BO3) - IEM Katowice Group A', 'Esports', z('2027-02-05'),
      [['cs2-vit-navi-2027-02-04', '', 'vit', { outcomes: yn('Vitality', 'NAVI') }]]),
    G('Vitality vs Natus Vincere - Map 1 Winner (IEM Katowice 2027)', z('2027-02-05'), [['Vitality', 'vit-m1'], ['NAVI', 'navi-m1']]),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

add('sports', {
  name: 'la28-most-golds-vs-total',
  events: [
    A('KXOLYMPICGOLD-28', 'Most gold medals at the 2028 Summer Olympics', 'Sports', z('2028-07-31'),
      [['USA', 'United States', 'usa'], ['CHN', 'China', 'chn'], ['GBR', 'Great Britain', 'gbr']]),
    B('LA 2028: Most Gold Medals', 'Sports', z('2028-07-31'),
      [['la-2028-most-golds-usa', 'United States', 'usa'], ['la-2028-most-golds-china', 'China', 'chn'], ['la-2028-most-golds-japan', 'Japan', 'jpn'], ['la-2028-most-golds-australia', 'Australia', 'aus']]),
    G('Los Angeles 2028 Olympics: country with most golds', z('2028-07-31'), [['USA', 'usa'], ['China', 'chn']]),
    U('la-2028-most-total-medals', 'LA28: Most Total Medals', 'Sports', z('2028-07-31'),
      [['la-2028-most-medals-usa', 'USA', 'tot-usa'], ['la-2028-most-medals-china', 'China', 'tot-chn']]),
  ],
  groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
}, 1);

add('sports', {
  name: 'ipl-2027',
  events: [
    B('IPL 2027 Winner', 'Sports', z('2027-06-01'),
      [['ipl-2027-mi', 'MI', 'mi'], ['ipl-2027-csk', 'CSK', 'csk'], ['ipl-2027-rcb', 'RCB', 'rcb'], ['ipl-2027-kkr', 'KKR', 'kkr'], ['ipl-2027-gt', 'GT', 'gt']]),
    G('Indian Premier League 2027 champion', z('2027-06-01'),
      [['Mumbai Indians', 'mi'], ['Chennai Super Kings', 'csk'], ['Royal Challengers Bengaluru', 'rcb'], ['Gujarat Titans', 'gt']]),
  ],
});

add('sports', {
  name: 'wnba-2027',
  events: [
    A('KXWNBA-27', 'WNBA Champion 2027', 'Sports', z('2027-10-25'), [['NYL', 'New York', 'nyl'], ['LVA', 'Las Vegas', 'lva'], ['MIN', 'Minnesota', 'min'], ['IND', 'Indiana', 'ind']]),
    B('WNBA Champion 2027', 'Sports', z('2027-10-25'),
      [['wnba-2027-liberty', 'Liberty', 'nyl'], ['wnba-2027-aces', 'Aces', 'lva'], ['wnba-2027-lynx', 'Lynx', 'min'], ['wnba-2027-fever', 'Fever', 'ind'], ['wnba-2027-valkyries', 'Valkyries', 'gsv']]),
  ],
});

add('sports', {
  name: 'nba-mvp-2026-27',
  events: [
    A('KXNBAMVP-27', 'NBA MVP 2026-27', 'Sports', z('2027-05-31'),
      [['SGA', 'Shai Gilgeous-Alexander', 'sga'], ['JOK', 'Nikola Jokic', 'jokic'], ['DON', 'Luka Doncic', 'luka'], ['WEM', 'Victor Wembanyama', 'wemby'], ['GIA', 'Giannis Antetokounmpo', 'giannis']]),
    B('NBA MVP 2026-27', 'Sports', z('2027-05-31'),
      [['nba-mvp-2027-sga', 'Shai Gilgeous-Alexander', 'sga'], ['nba-mvp-2027-jokic', 'Nikola Jokić', 'jokic'], ['nba-mvp-2027-doncic', 'Luka Dončić', 'luka'], ['nba-mvp-2027-wembanyama', 'Victor Wembanyama', 'wemby']]),
    G('NBA MVP 2027', z('2027-05-31'), [['SGA', 'sga'], ['Jokic', 'jokic'], ['Wembanyama', 'wemby']]),
    U('nba-mvp-2026-27', 'NBA Most Valuable Player 2026-27', 'Sports', z('2027-05-31'),
      [['nba-mvp-2026-27-gilgeous-alexander', 'Gilgeous-Alexander', 'sga'], ['nba-mvp-2026-27-jokic', 'Jokic', 'jokic']]),
  ],
});

add('sports', {
  name: 'pdc-darts-2028',
  events: [
    B('PDC World Darts Championship 2028 Winner', 'Sports', z('2028-01-04'),
      [['pdc-2028-littler', 'Luke Littler', 'littler'], ['pdc-2028-humphries', 'Luke Humphries', 'humphries'], ['pdc-2028-van-gerwen', 'Michael van Gerwen', 'mvg']]),
    G('2027/28 PDC World Championship', z('2028-01-04'), [['Littler', 'littler'], ['Humphries', 'humphries'], ['MvG', 'mvg']]),
  ],
});

add('sports', {
  name: 'the-game-2027-moneyline-vs-spread',
  events: [
    A('KXNCAAFGAME-27NOV27MICHOSU', 'Michigan at Ohio St. Winner?', 'Sports', z('2027-11-28', '05:00'), [['MICH', 'Michigan', 'mich'], ['OSU', 'Ohio St.', 'osu']]),
    B('Michigan vs. Ohio State', 'Sports', z('2027-11-28', '05:00'),
      [['cfb-mich-osu-2027-11-27', '', 'mich', { outcomes: yn('Michigan', 'Ohio State') }]]),
    U('cfb-mich-osu-2027-11-27-spread', 'Ohio State -7.5 vs Michigan', 'Sports', z('2027-11-28', '05:00'),
      [['cfb-mich-osu-2027-11-27-osu-m7p5', '', 'osu-cover', { q: 'Spread: Ohio State (-7.5)', outcomes: yn('Ohio State', 'Michigan') }]]),
  ],
  groups: [['alpha', 'beta'], ['beta_us']],
}, 1);

add('sports', {
  name: 'kentucky-derby-2027-single',
  events: [G1('Will a Bob Baffert trainee win the 2027 Kentucky Derby?', z('2027-05-02'), 'baffert')],
});

// ───────────────────────────── POLITICS AND WORLD AFFAIRS ─────────────────────────────

const ELECTION_28 = z('2028-11-08', '12:00');

add('politics', {
  name: 'us-president-2028-candidate',
  events: [
    A('KXPRESPERSON-28', '2028 U.S. Presidential Election winner?', 'Elections', ELECTION_28,
      [['JVAN', 'J.D. Vance', 'vance'], ['GNEW', 'Gavin Newsom', 'newsom'], ['JSHA', 'Josh Shapiro', 'shapiro'], ['AOC', 'Alexandria Ocasio-Cortez', 'aoc'], ['MRUB', 'Marco Rubio', 'rubio'], ['PBUT', 'Pete Buttigieg', 'buttigieg']]),
    B('Presidential Election Winner 2028', 'Politics', ELECTION_28,
      [['will-jd-vance-win-the-2028-us-presidential-election', 'JD Vance', 'vance'], ['will-gavin-newsom-win-the-2028-us-presidential-election', 'Gavin Newsom', 'newsom'],
        ['will-josh-shapiro-win-the-2028-us-presidential-election', 'Josh Shapiro', 'shapiro'], ['will-alexandria-ocasio-cortez-win-the-2028-us-presidential-election', 'Alexandria Ocasio-Cortez', 'aoc'],
        ['will-marco-rubio-win-the-2028-us-presidential-election', 'Marco Rubio', 'rubio'], ['will-andy-beshear-win-the-2028-us-presidential-election', 'Andy Beshear', 'beshear']]),
    U('presidential-election-winner-2028', 'Presidential Election Winner 2028', 'Politics', ELECTION_28,
      [['pres-2028-vance', 'Vance', 'vance'], ['pres-2028-newsom', 'Newsom', 'newsom'], ['pres-2028-shapiro', 'Shapiro', 'shapiro'], ['pres-2028-rubio', 'Rubio', 'rubio']]),
    G('2028 US Presidential Election', ELECTION_28, [['J.D. Vance', 'vance'], ['Gavin Newsom', 'newsom'], ['Josh Shapiro', 'shapiro'], ['AOC', 'aoc']]),
  ],
});

add('politics', {
  name: 'us-president-2028-party-vs-popular-vote',
  events: [
    A('KXPRESPARTY-28', 'Which party will win the 2028 presidential election?', 'Elections', ELECTION_28, [['D', 'Democratic', 'dem'], ['R', 'Republican', 'rep']]),
    B('Which party wins 2028 US Presidential Election?', 'Politics', ELECTION_28,
      [['democrats-win-2028-presidential-election', 'Democratic', 'dem'], ['republicans-win-2028-presidential-election', 'Republican', 'rep'], ['other-party-wins-2028-presidential-election', 'Other', 'oth']]),
    G1('Will a Democrat win the 2028 US presidential election?', ELECTION_28, 'dem'),
    U('popular-vote-winner-2028', '2028 Popular Vote Winner', 'Politics', ELECTION_28,
      [['democrats-win-popular-vote-2028', 'Democratic Party', 'pv-dem', { q: 'Will the Democratic candidate win the 2028 national popular vote?' }]]),
  ],
  groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
}, 1);

add('politics', {
  name: 'dem-nominee-2028-vs-vp',
  events: [
    A('KXPRESNOMD-28', 'Democratic nominee for President in 2028?', 'Elections', z('2028-08-20'),
      [['GNEW', 'Gavin Newsom', 'newsom'], ['JSHA', 'Josh Shapiro', 'shapiro'], ['AOC', 'Alexandria Ocasio-Cortez', 'aoc'], ['PBUT', 'Pete Buttigieg', 'buttigieg'], ['WMOO', 'Wes Moore', 'moore'], ['JBP', 'JB Pritzker', 'pritzker']]),
    B('Democratic Presidential Nominee 2028', 'Politics', z('2028-08-20'),
      [['dem-nominee-2028-newsom', 'Gavin Newsom', 'newsom'], ['dem-nominee-2028-shapiro', 'Josh Shapiro', 'shapiro'], ['dem-nominee-2028-aoc', 'AOC', 'aoc'],
        ['dem-nominee-2028-buttigieg', 'Pete Buttigieg', 'buttigieg'], ['dem-nominee-2028-beshear', 'Andy Beshear', 'beshear']]),
    G('Who will be the 2028 Democratic presidential nominee?', z('2028-08-20'), [['Newsom', 'newsom'], ['Shapiro', 'shapiro'], ['Ocasio-Cortez', 'aoc'], ['Pritzker', 'pritzker']]),
    U('democratic-vp-nominee-2028', 'Democratic Vice Presidential Nominee 2028', 'Politics', z('2028-08-20'),
      [['dem-vp-2028-shapiro', 'Josh Shapiro', 'vp-shapiro'], ['dem-vp-2028-moore', 'Wes Moore', 'vp-moore'], ['dem-vp-2028-kelly', 'Mark Kelly', 'vp-kelly']]),
  ],
  groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
}, 1);

add('politics', {
  name: 'gop-nominee-2028',
  events: [
    A('KXPRESNOMR-28', 'Republican nominee for President in 2028?', 'Elections', z('2028-07-20'),
      [['JVAN', 'J.D. Vance', 'vance'], ['MRUB', 'Marco Rubio', 'rubio'], ['DTJR', 'Donald Trump Jr.', 'trumpjr'], ['RDES', 'Ron DeSantis', 'desantis']]),
    B('Republican Presidential Nominee 2028', 'Politics', z('2028-07-20'),
      [['gop-nominee-2028-vance', 'J.D. Vance', 'vance'], ['gop-nominee-2028-rubio', 'Marco Rubio', 'rubio'], ['gop-nominee-2028-trump-jr', 'Donald Trump Jr.', 'trumpjr'], ['gop-nominee-2028-tucker', 'Tucker Carlson', 'tucker']]),
    U('republican-nominee-2028', 'Republican Nominee 2028', 'Politics', z('2028-07-20'),
      [['gop-nom-2028-vance', 'JD Vance', 'vance'], ['gop-nom-2028-rubio', 'Rubio', 'rubio']]),
    G1('Will JD Vance be the 2028 Republican nominee?', z('2028-07-20'), 'vance'),
  ],
});

add('politics', {
  name: 'us-house-2028',
  events: [
    A('CONTROLH-2028', 'Which party will win the U.S. House in 2028?', 'Elections', z('2028-12-31'), [['D', 'Democrats', 'dem'], ['R', 'Republicans', 'rep']]),
    B('Which party will win the House in 2028?', 'Politics', z('2028-12-31'),
      [['which-party-will-win-the-house-in-2028-democratic', 'Democratic', 'dem'], ['which-party-will-win-the-house-in-2028-republican', 'Republican', 'rep']]),
    U('house-control-2028', 'House Control after 2028 Election', 'Politics', z('2028-12-31'),
      [['house-2028-dem', 'Democrats', 'dem'], ['house-2028-gop', 'Republicans', 'rep']]),
    G1('Will Republicans win the House in 2028?', z('2028-12-31'), 'rep'),
  ],
});

add('politics', {
  name: 'us-senate-2028-control-vs-51-seats',
  events: [
    A('CONTROLS-2028', 'Which party will win the U.S. Senate in 2028?', 'Elections', z('2028-12-31'), [['D', 'Democrats', 'dem'], ['R', 'Republicans', 'rep']],
      { rules: 'Control means the party of the Majority Leader; a 50-50 Senate goes to the Vice President\'s party.' }),
    B('Which party will win the Senate in 2028?', 'Politics', z('2028-12-31'),
      [['senate-2028-democratic', 'Democratic', 'dem'], ['senate-2028-republican', 'Republican', 'rep']]),
    U('senate-2028-dem-51-seats', 'Democrats 51+ Senate seats after 2028?', 'Politics', z('2028-12-31'),
      [['senate-2028-dem-51-plus', '', 'dem51', { q: 'Will Democrats hold 51 or more Senate seats after the 2028 election?' }]]),
  ],
  groups: [['alpha', 'beta'], ['beta_us']],
}, 1);

add('politics', {
  name: 'kentucky-governor-2027-vs-gop-primary',
  events: [
    A('KXGOVKY-27', 'Kentucky Governor 2027: winning party', 'Elections', z('2027-11-03'), [['D', 'Democratic', 'dem'], ['R', 'Republican', 'rep']]),
    B('Kentucky Governor Election Winner 2027', 'Politics', z('2027-11-03'),
      [['kentucky-governor-2027-republican', 'Republican', 'rep'], ['kentucky-governor-2027-democratic', 'Democratic', 'dem']]),
    G('Kentucky gubernatorial election 2027 (Nov 2)', z('2027-11-03'), [['Republican Party', 'rep'], ['Democratic Party', 'dem']]),
    U('kentucky-gop-governor-primary-2027', 'Kentucky Republican Gubernatorial Primary 2027', 'Politics', z('2027-05-19'),
      [['ky-gop-gov-primary-2027-coleman', 'Russell Coleman', 'p-coleman'], ['ky-gop-gov-primary-2027-cameron', 'Daniel Cameron', 'p-cameron'], ['ky-gop-gov-primary-2027-craft', 'Kelly Craft', 'p-craft']]),
  ],
  groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
}, 1);

add('politics', {
  name: 'mississippi-vs-louisiana-governor-2027',
  events: [
    A('KXGOVMS-27', 'Mississippi Governor 2027: winning party', 'Elections', z('2027-11-03'), [['R', 'Republican', 'ms-rep'], ['D', 'Democratic', 'ms-dem']]),
    G('Mississippi Governor Election 2027', z('2027-11-03'), [['GOP', 'ms-rep'], ['Democrats', 'ms-dem']]),
    B('Louisiana Governor Election 2027', 'Politics', z('2027-11-21'),
      [['louisiana-governor-2027-republican', 'Republican', 'la-rep'], ['louisiana-governor-2027-democratic', 'Democratic', 'la-dem']]),
  ],
  groups: [['alpha', 'gamma'], ['beta']],
}, 1);

add('politics', {
  name: 'pa-senate-2028-vs-pa07-house',
  events: [
    A('KXSENATEPA-28', 'Pennsylvania Senate race 2028: winning party', 'Elections', ELECTION_28, [['D', 'Democratic', 'dem'], ['R', 'Republican', 'rep']]),
    B('Pennsylvania US Senate Election Winner 2028', 'Politics', ELECTION_28,
      [['pennsylvania-senate-2028-democratic', 'Democrat', 'dem'], ['pennsylvania-senate-2028-republican', 'Republican', 'rep']]),
    U('pa-07-house-2028', 'PA-07 House Race 2028', 'Politics', ELECTION_28,
      [['pa-07-2028-democratic', 'Democratic', 'h-dem', { q: "Which party will win Pennsylvania's 7th District in 2028?" }], ['pa-07-2028-republican', 'Republican', 'h-rep']]),
  ],
  groups: [['alpha', 'beta'], ['beta_us']],
}, 1);

add('politics', {
  name: 'georgia-senate-2028-party-vs-candidate',
  events: [
    A('KXSENATEGA-28', 'Georgia Senate race 2028: winning party', 'Elections', ELECTION_28, [['D', 'Democratic', 'dem'], ['R', 'Republican', 'rep']]),
    B('Georgia Senate Election 2028: Will Raphael Warnock win?', 'Politics', ELECTION_28, [['will-raphael-warnock-win-georgia-senate-2028', '', 'warnock']]),
    G('Georgia Senate 2028', ELECTION_28, [['Democrat', 'dem'], ['Republican', 'rep']]),
  ],
}, 1);

add('politics', {
  name: 'london-mayor-2028',
  events: [
    B('London Mayoral Election 2028', 'Politics', z('2028-05-06'),
      [['london-mayor-2028-sadiq-khan', 'Sadiq Khan', 'khan'], ['london-mayor-2028-susan-hall', 'Susan Hall', 'hall'], ['london-mayor-2028-zack-polanski', 'Zack Polanski', 'polanski'], ['london-mayor-2028-reform', 'Reform UK candidate', 'reform']]),
    G('Who will win the May 2028 London mayoral election?', z('2028-05-06'), [['Sadiq Khan (Labour)', 'khan'], ['Susan Hall (Conservative)', 'hall'], ['Zack Polanski (Green)', 'polanski']]),
  ],
});

add('politics', {
  name: 'starmer-out-june-vs-december-2027',
  events: [
    A('KXSTARMEROUT-27JUN', 'Will Keir Starmer cease to be UK Prime Minister before July 1, 2027?', 'World', z('2027-07-01', '00:00'), [['OUT', 'Before Jul 1, 2027', 'by-jun']]),
    B('Keir Starmer out as Prime Minister by June 30, 2027?', 'Politics', z('2027-07-01', '00:00'), [['keir-starmer-out-by-june-30-2027', '', 'by-jun']]),
    G1('Starmer out as UK PM in 2027?', z('2028-01-01', '00:00'), 'by-dec', { rules: 'Yes if Keir Starmer ceases to be Prime Minister between market creation and December 31, 2027, 11:59 PM ET.' }),
    U('starmer-out-2027', 'Starmer out by end of 2027?', 'Politics', z('2028-01-01', '00:00'), [['starmer-out-by-dec-31-2027', '', 'by-dec']]),
  ],
  groups: [['alpha', 'beta'], ['gamma', 'beta_us']],
}, 1);

add('politics', {
  name: 'france-president-2027-vs-first-round',
  events: [
    A('KXFRPRES-27', 'French Presidential Election 2027 Winner', 'Elections', z('2027-05-10'),
      [['JBAR', 'Jordan Bardella', 'bardella'], ['EPHI', 'Edouard Philippe', 'philippe'], ['MLEP', 'Marine Le Pen', 'lepen'], ['GATT', 'Gabriel Attal', 'attal'], ['JLM', 'Jean-Luc Melenchon', 'melenchon']]),
    B('French Presidential Election 2027', 'Politics', z('2027-05-10'),
      [['france-president-2027-bardella', 'Jordan Bardella', 'bardella'], ['france-president-2027-philippe', 'Édouard Philippe', 'philippe'], ['france-president-2027-le-pen', 'Marine Le Pen', 'lepen'],
        ['france-president-2027-melenchon', 'Jean-Luc Mélenchon', 'melenchon'], ['france-president-2027-retailleau', 'Bruno Retailleau', 'retailleau']]),
    U('france-presidential-election-2027', 'Next President of France (2027)', 'Politics', z('2027-05-10'),
      [['france-2027-bardella', 'Bardella', 'bardella'], ['france-2027-philippe', 'Philippe', 'philippe']]),
    G('France 2027 presidential election: first-round winner', z('2027-04-12'), [['Bardella (RN)', 'r1-bardella'], ['Philippe (Horizons)', 'r1-philippe'], ['Mélenchon (LFI)', 'r1-melenchon']]),
  ],
  groups: [['alpha', 'beta', 'beta_us'], ['gamma']],
}, 1);

add('politics', {
  name: 'australia-federal-2028-most-seats',
  events: [
    A('KXAUSFED-28', 'Australian federal election: party winning the most House seats', 'Elections', z('2028-09-30'), [['ALP', 'Labor', 'alp'], ['LNP', 'Coalition', 'coalition']]),
    B('Australia Federal Election 2028: Most Seats', 'Politics', z('2028-09-30'),
      [['australia-election-2028-labor', 'Labor', 'alp'], ['australia-election-2028-coalition', 'Liberal/National Coalition', 'coalition'], ['australia-election-2028-greens', 'Greens', 'greens']]),
  ],
});

add('politics', {
  name: 'spain-general-most-seats-vs-next-pm',
  events: [
    A('KXSPAINSEATS-27', 'Spanish general election: party with the most seats', 'Elections', z('2027-08-31'), [['PP', 'PP', 'pp'], ['PSOE', 'PSOE', 'psoe'], ['VOX', 'Vox', 'vox']]),
    B('Spain General Election: Most Seats', 'Politics', z('2027-08-31'),
      [['spain-election-most-seats-pp', 'Partido Popular', 'pp'], ['spain-election-most-seats-psoe', 'PSOE', 'psoe'], ['spain-election-most-seats-vox', 'Vox', 'vox']]),
    G('Who will be Spanish Prime Minister after the next general election?', z('2027-10-31'), [['Alberto Núñez Feijóo', 'pm-feijoo'], ['Pedro Sánchez', 'pm-sanchez'], ['Santiago Abascal', 'pm-abascal']]),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

add('politics', {
  name: 'uttar-pradesh-2027',
  events: [
    B('Uttar Pradesh Assembly Election 2027 Winner', 'Politics', z('2027-03-31'), [['up-election-2027-bjp', 'BJP (NDA)', 'bjp'], ['up-election-2027-sp', 'Samajwadi Party', 'sp']]),
    G1('Will the BJP-led NDA win the 2027 Uttar Pradesh election?', z('2027-03-31'), 'bjp'),
  ],
});

add('politics', {
  name: 'philippines-president-2028',
  events: [
    B('Philippines Presidential Election 2028', 'Politics', z('2028-05-15'),
      [['philippines-2028-sara-duterte', 'Sara Duterte', 'sara'], ['philippines-2028-raffy-tulfo', 'Raffy Tulfo', 'tulfo'], ['philippines-2028-bam-aquino', 'Bam Aquino', 'aquino']]),
    G('2028 Philippine presidential election winner', z('2028-05-15'), [['Inday Sara Duterte', 'sara'], ['Raffy Tulfo', 'tulfo'], ['Risa Hontiveros', 'hontiveros']]),
  ],
});

add('politics', {
  name: 'chicago-mayor-2027-vs-first-round',
  events: [
    A('KXMAYORCHI-27', 'Who will be elected Mayor of Chicago in 2027?', 'Elections', z('2027-04-07'),
      [['BJOH', 'Brandon Johnson', 'johnson'], ['PVAL', 'Paul Vallas', 'vallas'], ['KBUC', 'Kam Buckner', 'buckner']]),
    B('Chicago Mayoral Election 2027 Winner', 'Politics', z('2027-04-07'),
      [['chicago-mayor-2027-brandon-johnson', 'Brandon Johnson', 'johnson'], ['chicago-mayor-2027-paul-vallas', 'Paul Vallas', 'vallas'], ['chicago-mayor-2027-kam-buckner', 'Kam Buckner', 'buckner']],
      { rules: 'Resolves to the candidate who wins the 2027 Chicago mayoral election, including the April 6 runoff if one is held.' }),
    G('Chicago mayor 2027: who finishes first in the Feb 23 first round?', z('2027-02-24'), [['Johnson', 'r1-johnson'], ['Vallas', 'r1-vallas'], ['Buckner', 'r1-buckner']]),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

add('politics', {
  name: 'scotus-vacancy-vs-retirement-announcement-2027',
  events: [
    A('KXSCOTUSVAC-27', 'Will there be a Supreme Court vacancy in 2027?', 'Politics', z('2028-01-01', '00:00'), [['VAC', 'Vacancy in 2027', 'vacancy']],
      { rules: 'Resolves Yes if a seat on the Supreme Court becomes vacant (death, resignation or retirement taking effect) between Jan 1 and Dec 31, 2027.' }),
    G1('Supreme Court vacancy in 2027?', z('2028-01-01', '00:00'), 'vacancy', { rules: 'Yes if any Supreme Court seat becomes vacant between January 1, 2027 and December 31, 2027.' }),
    B('Will a Supreme Court Justice announce retirement in 2027?', 'Politics', z('2028-01-01', '00:00'), [['scotus-justice-announces-retirement-2027', '', 'announce']],
      { rules: 'Resolves Yes if any sitting Justice publicly announces retirement in 2027, whatever the effective date.' }),
  ],
  groups: [['alpha', 'gamma'], ['beta']],
}, 1);

add('politics', {
  name: 'trump-ny-conviction-overturned-2027',
  events: [
    A('KXTRUMPCONVICT-27', "Will Trump's New York felony conviction be overturned in 2027?", 'Politics', z('2028-01-01', '00:00'), [['YES', 'Overturned in 2027', 'overturned']],
      { rules: "Resolves Yes if Trump's New York felony conviction is vacated or reversed on appeal before Jan 1, 2028." }),
    B('Trump hush money conviction overturned by December 31, 2027?', 'Politics', z('2028-01-01', '00:00'), [['trump-hush-money-conviction-overturned-2027', '', 'overturned']],
      { rules: 'Resolves Yes if an appellate court vacates or reverses the New York felony conviction before January 1, 2028.' }),
  ],
});

add('politics', {
  name: 'trump-approval-2027-03-31-sources',
  events: [
    A('KXAPRPOTUS-27MAR31', 'Trump approval rating on Mar 31, 2027?', 'Politics', z('2027-03-31'),
      [['T40', 'At least 40.0%', 'ap40'], ['T42', 'At least 42.0%', 'ap42'], ['T44', 'At least 44.0%', 'ap44']],
      { sources: ['RealClearPolling https://www.realclearpolling.com/polls/approval/donald-trump/approval-rating'], rules: 'Resolves on the RealClearPolling approval average shown for Mar 31, 2027.' }),
    B('Trump approval rating on March 31, 2027?', 'Politics', z('2027-03-31'),
      [['trump-approval-mar-31-2027-40', '40% or higher', 'ap40', { src: 'https://www.natesilver.net/p/trump-approval-rating' }],
        ['trump-approval-mar-31-2027-42', '42% or higher', 'ap42', { src: 'https://www.natesilver.net/p/trump-approval-rating' }],
        ['trump-approval-mar-31-2027-44', '44% or higher', 'ap44', { src: 'https://www.natesilver.net/p/trump-approval-rating' }]],
      { rules: "Resolves on Silver Bulletin's approval average for March 31, 2027." }),
    G1('Trump approval ≥ 42% on Mar 31 2027 (RealClearPolitics)?', z('2027-03-31'), 'ap42', { rules: 'Resolves by the RealClearPolitics / RealClearPolling average for March 31, 2027.' }),
  ],
  fungible: nf('alpha|beta', 'beta|gamma'),
}, 1);

add('world', {
  name: 'netanyahu-out-before-2028',
  events: [
    A('KXNETANYAHUOUT-27', 'Will Netanyahu be out as Israeli PM before Jan 1, 2028?', 'World', z('2028-01-01', '00:00'), [['OUT', 'Out before 2028', 'out']]),
    B('Netanyahu out before 2028?', 'Geopolitics', z('2028-01-01', '00:00'), [['netanyahu-out-before-2028', '', 'out']]),
    G1('Benjamin Netanyahu no longer Prime Minister of Israel by Dec 31, 2027?', z('2028-01-01', '00:00'), 'out'),
  ],
});

add('world', {
  name: 'putin-out-2027',
  events: [
    B('Putin out as President of Russia in 2027?', 'Geopolitics', z('2028-01-01', '00:00'), [['putin-out-in-2027', '', 'out']], { rules: 'Resolves Yes if Vladimir Putin ceases to be President of Russia between market creation and December 31, 2027, 11:59 PM ET.' }),
    G1('Vladimir Putin out by end of 2027?', z('2028-01-01', '00:00'), 'out'),
    U('putin-out-2027', 'Putin out in 2027?', 'Politics', z('2028-01-01', '00:00'), [['putin-out-by-december-31-2027', '', 'out']]),
  ],
});

add('politics', {
  name: 'shutdown-2027-by-vs-on-oct1',
  events: [
    A('KXGOVSHUT-27', 'Will the federal government shut down before Jan 1, 2028?', 'Politics', z('2028-01-01', '00:00'), [['YES', 'Shutdown in 2027', 'by']],
      { rules: 'Resolves Yes if a lapse in federal appropriations causing a shutdown begins between Jan 1 and Dec 31, 2027.' }),
    G1('US government shutdown in 2027?', z('2028-01-01', '00:00'), 'by', { rules: 'Yes if a federal government shutdown starts at any time in calendar year 2027.' }),
    B('Government shutdown on October 1, 2027?', 'Politics', z('2027-10-02'), [['government-shutdown-on-october-1-2027', '', 'on-oct1']],
      { rules: 'Resolves Yes if appropriations lapse and a shutdown begins at 12:01 AM ET on October 1, 2027.' }),
  ],
  groups: [['alpha', 'gamma'], ['beta']],
}, 1);

add('politics', {
  name: 'clarity-act-law-vs-senate-vote-2027',
  events: [
    A('KXCLARITY-27', 'Will the CLARITY Act become law in 2027?', 'Politics', z('2028-01-01', '00:00'), [['LAW', 'Signed in 2027', 'law']], { rules: 'Resolves Yes if the CLARITY Act is signed into law before Jan 1, 2028.' }),
    B('CLARITY Act signed into law by December 31, 2027?', 'Politics', z('2028-01-01', '00:00'), [['clarity-act-signed-into-law-2027', '', 'law']]),
    G1('Will the Senate pass the CLARITY Act in 2027?', z('2028-01-01', '00:00'), 'senate-pass'),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

add('world', {
  name: 'ukraine-ceasefire-june-vs-december-2027',
  events: [
    A('KXUKRCEASE-27JUN', 'Russia-Ukraine ceasefire before July 2027?', 'World', z('2027-07-01', '00:00'), [['YES', 'Before Jul 1, 2027', 'jun']]),
    U('russia-ukraine-ceasefire-by-june-30-2027', 'Russia x Ukraine ceasefire by June 30, 2027?', 'Politics', z('2027-07-01', '00:00'), [['russia-ukraine-ceasefire-june-30-2027', '', 'jun']]),
    B('Russia x Ukraine ceasefire in 2027?', 'Geopolitics', z('2028-01-01', '00:00'), [['russia-x-ukraine-ceasefire-in-2027', '', 'dec']], { rules: 'Resolves Yes if Russia and Ukraine publicly agree to a ceasefire between market creation and December 31, 2027, 11:59 PM ET.' }),
    G1('Russia-Ukraine ceasefire by end of 2027?', z('2028-01-01', '00:00'), 'dec'),
  ],
  groups: [['alpha', 'beta_us'], ['beta', 'gamma']],
}, 1);

add('world', {
  name: 'china-invades-taiwan-before-2028',
  events: [
    A('KXTAIWAN-27', 'Will China invade Taiwan before 2028?', 'World', z('2028-01-01', '00:00'), [['YES', 'Invasion before 2028', 'invade']]),
    B('China invades Taiwan by end of 2027?', 'Geopolitics', z('2028-01-01', '00:00'), [['china-invades-taiwan-2027', '', 'invade']]),
    G1('PRC invasion of Taiwan in 2027?', z('2028-01-01', '00:00'), 'invade', { rules: 'Yes if the PRC launches a military invasion of Taiwan before January 1, 2028.' }),
  ],
});

add('world', {
  name: 'israel-saudi-normalization-2027',
  events: [
    A('KXSAUDIISRAEL-27', 'Will Israel and Saudi Arabia normalize relations before 2028?', 'World', z('2028-01-01', '00:00'), [['YES', 'Normalization before 2028', 'norm']]),
    B('Israel x Saudi Arabia normalization by December 31, 2027?', 'Geopolitics', z('2028-01-01', '00:00'), [['israel-saudi-normalization-2027', '', 'norm']]),
  ],
});

add('politics', {
  name: 'sotu-2027-mentions',
  events: [
    A('KXSOTUMENTION-27', 'What will Trump say during the 2027 State of the Union?', 'Mentions', z('2027-03-31'),
      [['TARI', 'Tariff', 'tariff'], ['GREE', 'Greenland', 'greenland'], ['CRYP', 'Crypto', 'crypto'], ['AI', 'Artificial Intelligence', 'ai']]),
    B('What will Trump say during State of the Union 2027?', 'Politics', z('2027-03-31'),
      [['trump-say-tariff-sotu-2027', 'Tariff', 'tariff'], ['trump-say-greenland-sotu-2027', 'Greenland', 'greenland'], ['trump-say-bitcoin-sotu-2027', 'Bitcoin', 'bitcoin'], ['trump-say-sleepy-joe-sotu-2027', 'Sleepy Joe', 'sleepy']]),
  ],
}, 1);

add('politics', {
  name: 'fed-chair-presser-mentions-march-vs-january-2027',
  events: [
    A('KXFEDMENTION-27MAR', 'What will the Fed Chair say at the March 2027 FOMC press conference?', 'Mentions', z('2027-03-18'),
      [['RECE', 'Recession', 'mar-recession'], ['TARI', 'Tariff', 'mar-tariff'], ['AI', 'AI', 'mar-ai']]),
    B('What will the Fed Chair say during the January 2027 press conference?', 'Economy', z('2027-01-28'),
      [['fed-chair-say-recession-jan-2027', 'Recession', 'jan-recession'], ['fed-chair-say-tariff-jan-2027', 'Tariff', 'jan-tariff'], ['fed-chair-say-inflation-jan-2027', 'Inflation', 'jan-inflation']]),
  ],
  groups: [['alpha'], ['beta']],
}, 1);

add('politics', {
  name: 'hegseth-out-2027',
  events: [
    A('KXHEGSETHOUT-27', 'Will Pete Hegseth leave as Secretary of Defense before 2028?', 'Politics', z('2028-01-01', '00:00'), [['OUT', 'Out before 2028', 'out']]),
    B('Hegseth out as Secretary of War by December 31, 2027?', 'Politics', z('2028-01-01', '00:00'), [['hegseth-out-by-december-31-2027', '', 'out']]),
    U('hegseth-out-2027', 'Pete Hegseth out in 2027?', 'Politics', z('2028-01-01', '00:00'), [['pete-hegseth-out-2027', '', 'out']], { rules: 'Resolves Yes if Pete Hegseth leaves the office of Secretary of Defense (Secretary of War) between market creation and December 31, 2027, 11:59 PM ET.' }),
  ],
});

add('world', {
  name: 'carney-pm-on-vs-out-by-2027-12-31',
  events: [
    A('KXCARNEY-27DEC31', 'Will Mark Carney be Prime Minister of Canada on Dec 31, 2027?', 'World', z('2028-01-01', '00:00'), [['YES', 'PM on Dec 31, 2027', 'carney-in']]),
    B('Mark Carney out as PM by December 31, 2027?', 'Politics', z('2028-01-01', '00:00'), [['mark-carney-out-by-december-31-2027', '', 'carney-out']]),
    G1('Carney still Canadian PM at end of 2027?', z('2028-01-01', '00:00'), 'carney-in'),
  ],
}, 1);

add('politics', {
  name: 'nh-vs-sc-dem-primary-2028',
  events: [
    A('KXNHPRIMD-28', 'New Hampshire Democratic primary winner 2028', 'Elections', z('2028-02-15'),
      [['GNEW', 'Gavin Newsom', 'nh-newsom'], ['PBUT', 'Pete Buttigieg', 'nh-buttigieg'], ['AOC', 'Alexandria Ocasio-Cortez', 'nh-aoc']]),
    B('New Hampshire Democratic Primary Winner 2028', 'Politics', z('2028-02-15'),
      [['nh-dem-primary-2028-newsom', 'Newsom', 'nh-newsom'], ['nh-dem-primary-2028-buttigieg', 'Buttigieg', 'nh-buttigieg'], ['nh-dem-primary-2028-shapiro', 'Shapiro', 'nh-shapiro']]),
    G('South Carolina Democratic Primary 2028', z('2028-03-01'), [['Gavin Newsom', 'sc-newsom'], ['Pete Buttigieg', 'sc-buttigieg'], ['Wes Moore', 'sc-moore']]),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

add('world', {
  name: 'merz-out-2027',
  events: [
    B('Friedrich Merz out as Chancellor in 2027?', 'Geopolitics', z('2028-01-01', '00:00'), [['merz-out-as-chancellor-2027', '', 'out']], { rules: 'Resolves Yes if Friedrich Merz ceases to be Chancellor of Germany between market creation and December 31, 2027, 11:59 PM ET.' }),
    G1('Merz no longer German Chancellor by Dec 31, 2027?', z('2028-01-01', '00:00'), 'out'),
  ],
});

add('world', {
  name: 'takaichi-out-2027',
  events: [
    A('KXJAPANPMOUT-27', 'Will Sanae Takaichi leave office as Prime Minister of Japan before 2028?', 'World', z('2028-01-01', '00:00'), [['OUT', 'Out before 2028', 'out']]),
    B('Takaichi out as Japan PM by end of 2027?', 'Geopolitics', z('2028-01-01', '00:00'), [['takaichi-out-2027', '', 'out']]),
  ],
});

add('world', {
  name: 'greenland-2028-vs-2027',
  events: [
    A('KXGREENLAND-28', 'Will the US acquire Greenland before 2029?', 'World', z('2028-12-31'), [['YES', 'Before 2029', 'gl-28']]),
    B('US acquires part of Greenland in 2027?', 'Geopolitics', z('2028-01-01', '00:00'), [['us-acquires-greenland-2027', '', 'gl-27']]),
  ],
  groups: [['alpha'], ['beta']],
}, 1);

add('world', {
  name: 'khamenei-out-2027',
  events: [
    B('Khamenei out as Supreme Leader of Iran in 2027?', 'Geopolitics', z('2028-01-01', '00:00'), [['khamenei-out-2027', '', 'out']], { rules: 'Resolves Yes if Ali Khamenei ceases to be Supreme Leader between market creation and December 31, 2027, 11:59 PM ET.' }),
    G1('Ali Khamenei ceases to be Supreme Leader by Dec 31, 2027?', z('2028-01-01', '00:00'), 'out'),
  ],
});

add('politics', {
  name: 'nigeria-president-2027',
  events: [
    B('Nigeria Presidential Election 2027', 'Politics', z('2027-03-15'),
      [['nigeria-2027-tinubu', 'Bola Tinubu', 'tinubu'], ['nigeria-2027-atiku', 'Atiku Abubakar', 'atiku'], ['nigeria-2027-obi', 'Peter Obi', 'obi']]),
    G('Nigeria 2027 presidential election', z('2027-03-15'), [['Tinubu (APC)', 'tinubu'], ['Atiku (ADC)', 'atiku'], ['Obi', 'obi']]),
  ],
});

add('politics', {
  name: 'kenya-president-2027-single',
  events: [B('Kenya Presidential Election 2027', 'Politics', z('2027-08-20'),
    [['kenya-2027-ruto', 'William Ruto', 'ruto'], ['kenya-2027-matiangi', "Fred Matiang'i", 'matiangi'], ['kenya-2027-kalonzo', 'Kalonzo Musyoka', 'kalonzo']])],
});

add('politics', {
  name: 'scotus-confirmation-2027-single',
  events: [A('KXSCOTUSCONFIRM-27', 'Will the Senate confirm a new Supreme Court Justice in 2027?', 'Politics', z('2028-01-01', '00:00'), [['YES', 'Confirmed in 2027', 'confirm']])],
});

add('politics', {
  name: 'trump-unga-2027-mention-single',
  events: [B('Will Trump say "Nobel" during his 2027 UN General Assembly speech?', 'Politics', z('2027-09-30'), [['trump-say-nobel-unga-2027', '', 'nobel']])],
});

// ───────────────────────────── ECONOMICS, MARKETS, CRYPTO, WEATHER, CULTURE, TECH ─────────────────────────────

add('economics', {
  name: 'fomc-march-2027-decision',
  events: [
    A('KXFEDDECISION-27MAR', 'Fed decision in Mar 2027?', 'Economics', z('2027-03-17', '20:00'),
      [['C26', 'Cut >25bps', 'cut50'], ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25']]),
    B('Fed decision in March 2027?', 'Economy', z('2027-03-17', '20:00'),
      [['fed-decrease-50-bps-march-2027', '50+ bps decrease', 'cut50'], ['fed-decrease-25-bps-march-2027', '25 bps decrease', 'cut25'], ['fed-no-change-march-2027', 'No change', 'hold'], ['fed-increase-25-bps-march-2027', '25+ bps increase', 'hike25']]),
    U('fed-decision-march-2027', 'FOMC March 2027: rate decision', 'Economics', z('2027-03-17', '20:00'),
      [['fomc-mar-2027-cut-25', 'Cut 25 bps', 'cut25'], ['fomc-mar-2027-hold', 'Hold', 'hold']]),
    G('Fed Interest Rate Decision - March 2027 FOMC', z('2027-03-17', '20:00'), [['Cut 25bp', 'cut25'], ['No change', 'hold'], ['Cut 50bp or more', 'cut50']]),
  ],
});

add('economics', {
  name: 'fomc-june-2027-level-vs-change',
  events: [
    A('KXFED-27JUN', 'Fed funds rate upper bound after the June 2027 meeting', 'Economics', z('2027-06-16', '20:00'),
      [['T3.25', 'Above 3.25%', 'ub325'], ['T3.50', 'Above 3.50%', 'ub350'], ['T3.75', 'Above 3.75%', 'ub375']]),
    B('Fed decision in June 2027?', 'Economy', z('2027-06-16', '20:00'),
      [['fed-decrease-25-bps-june-2027', '25 bps decrease', 'jun-cut25'], ['fed-no-change-june-2027', 'No change', 'jun-hold'], ['fed-increase-25-bps-june-2027', '25+ bps increase', 'jun-hike']]),
  ],
}, 1);

add('economics', {
  name: 'cpi-march-2027-yoy-vs-mom',
  events: [
    A('KXCPIYOY-27MAR', 'CPI year-over-year in March 2027', 'Economics', z('2027-04-13', '12:30'),
      [['T2.5', 'Above 2.5%', 'yoy25'], ['T2.8', 'Above 2.8%', 'yoy28'], ['T3.0', 'Above 3.0%', 'yoy30']], { sources: ['Bureau of Labor Statistics https://www.bls.gov/cpi/'] }),
    B('March 2027 CPI YoY above 3.0%?', 'Economy', z('2027-04-13', '12:30'), [['march-2027-cpi-yoy-above-3pt0', '', 'yoy30', { src: 'https://www.bls.gov/cpi/' }]],
      { rules: 'Resolves Yes if the BLS-reported 12-month change in CPI-U (NSA) for March 2027 is greater than 3.0%.' }),
    G1('US CPI MoM for March 2027 ≥ 0.3%?', z('2027-04-13', '12:30'), 'mom03', { rules: 'Seasonally adjusted month-over-month CPI change for March 2027, per BLS, at least 0.3%.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

add('economics', {
  name: 'unemployment-june-2027',
  events: [
    A('KXU3-27JUN', 'Unemployment rate in June 2027', 'Economics', z('2027-07-02', '12:30'), [['T4.5', 'Above 4.5%', 'u45'], ['T5.0', 'Above 5.0%', 'u50']]),
    B('June 2027 unemployment rate above 4.5%?', 'Economy', z('2027-07-02', '12:30'), [['june-2027-unemployment-above-4pt5', '', 'u45']]),
  ],
});

add('economics', {
  name: 'gdp-q1-2027-advance-vs-second',
  events: [
    A('KXGDP-27APR29', 'Q1 2027 GDP growth (advance estimate)', 'Economics', z('2027-04-29', '12:30'), [['T1.0', 'Above 1.0%', 'gdp10'], ['T2.0', 'Above 2.0%', 'gdp20']],
      { rules: 'Resolves on the BEA advance estimate of annualized real GDP growth for Q1 2027.' }),
    B('US GDP growth in Q1 2027?', 'Economy', z('2027-04-29', '12:30'), [['us-gdp-q1-2027-above-1pt0', '>1.0%', 'gdp10'], ['us-gdp-q1-2027-above-2pt0', '>2.0%', 'gdp20']],
      { rules: 'Resolves according to the advance estimate of Q1 2027 real GDP growth (annualized) published by the BEA.' }),
    G1('Q1 2027 US GDP growth above 2%? (BEA second estimate)', z('2027-05-27', '12:30'), 'gdp20', { rules: 'Resolves on the BEA SECOND estimate of Q1 2027 real GDP growth, released late May 2027.' }),
  ],
  fungible: nf('alpha|gamma', 'beta|gamma'),
}, 1);

add('economics', {
  name: 'us-recession-2027-definitions',
  events: [
    A('KXRECESSION-27', 'US recession in 2027?', 'Economics', z('2028-02-28'), [['YES', 'Recession in 2027', 'rec']],
      { rules: 'Resolves Yes if BEA advance estimates show two consecutive quarters of negative real GDP growth within 2027.' }),
    B('US recession in 2027?', 'Economy', z('2028-12-31'), [['us-recession-in-2027', '', 'rec']],
      { rules: 'Resolves Yes if the NBER Business Cycle Dating Committee announces a recession with a peak in 2027, announced by Dec 31, 2028.' }),
  ],
  fungible: nf('alpha|beta'),
}, 1);

add('markets', {
  name: 'spx-year-end-2027-vs-intraday-high',
  events: [
    A('KXINX-27DEC31', 'S&P 500 on Dec 31, 2027', 'Financials', z('2027-12-31', '21:00'),
      [['T7000', '7,000 or above', 'spx7000'], ['T7500', '7,500 or above', 'spx7500'], ['T8000', '8,000 or above', 'spx8000']], { rules: 'Resolves on the S&P 500 closing value on Dec 31, 2027.' }),
    B('S&P 500 above 7,500 at end of 2027?', 'Finance', z('2027-12-31', '21:00'), [['sp-500-above-7500-end-of-2027', '', 'spx7500']],
      { rules: 'Resolves Yes if the S&P 500 official close on the final trading day of 2027 (Dec 31) is 7,500 or higher.' }),
    G1('Will the S&P 500 hit 8,000 in 2027?', z('2027-12-31', '21:00'), 'spx-hit8000', { rules: 'Yes if the S&P 500 trades at or above 8,000 intraday at any time in 2027.' }),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

add('markets', {
  name: 'gold-2027-06-30-comex-vs-lbma',
  events: [
    A('KXGOLD-27JUN30', 'Gold price on June 30, 2027', 'Financials', z('2027-06-30', '21:00'), [['T5000', 'Above $5,000', 'au5000'], ['T5500', 'Above $5,500', 'au5500']],
      { rules: 'Resolves on the COMEX front-month gold futures settlement price on Jun 30, 2027.' }),
    B('Gold above $5,000 on June 30, 2027?', 'Finance', z('2027-06-30', '21:00'), [['gold-above-5000-june-30-2027', '', 'au5000', { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices' }]],
      { rules: 'Resolves on the LBMA Gold Price PM fix (USD) for June 30, 2027.' }),
  ],
  fungible: nf('alpha|beta'),
}, 1);

add('markets', {
  name: 'wti-year-end-2027',
  events: [
    A('KXWTI-27DEC31', 'WTI crude oil on Dec 31, 2027', 'Financials', z('2027-12-31', '21:00'), [['T80', 'Above $80', 'wti80'], ['T60', 'Above $60', 'wti60']],
      { rules: 'NYMEX WTI front-month settlement on the last trading day of 2027.' }),
    B('WTI above $80 at end of 2027?', 'Finance', z('2027-12-31', '21:00'), [['wti-above-80-end-of-2027', '', 'wti80']],
      { rules: 'Resolves Yes if the NYMEX WTI front-month futures settles above $80.00 on the last trading day of 2027.' }),
  ],
});

add('crypto', {
  name: 'btc-2027-12-31-brti-vs-binance',
  events: [
    A('KXBTCD-27DEC3117', 'Bitcoin price on Dec 31, 2027 at 5pm EST?', 'Crypto', z('2027-12-31', '22:00'),
      [['T99999.99', '$100,000 or above', 'btc100k'], ['T149999.99', '$150,000 or above', 'btc150k'], ['T199999.99', '$200,000 or above', 'btc200k']],
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI'], rules: 'Resolves on the 60-second average of the CF Benchmarks BRTI before 5:00 PM ET on Dec 31, 2027.' }),
    B('Bitcoin above ___ on December 31, 2027?', 'Crypto', z('2027-12-31', '17:00'),
      [['bitcoin-above-100k-on-december-31-2027', '100,000', 'btc100k', { src: 'https://www.binance.com/en/trade/BTC_USDT' }],
        ['bitcoin-above-150k-on-december-31-2027', '150,000', 'btc150k', { src: 'https://www.binance.com/en/trade/BTC_USDT' }],
        ['bitcoin-above-200k-on-december-31-2027', '200,000', 'btc200k', { src: 'https://www.binance.com/en/trade/BTC_USDT' }]],
      { rules: 'Resolves on the close of the Binance BTC/USDT 1-minute candle for 12:00 PM ET on December 31, 2027.' }),
  ],
  fungible: nf('alpha|beta'),
}, 1);

add('crypto', {
  name: 'btc-max-2027',
  events: [
    A('KXBTCMAXY-27', 'How high will Bitcoin get in 2027?', 'Crypto', z('2028-01-01', '05:00'), [['T200000', '$200,000 or above', 'max200k'], ['T250000', '$250,000 or above', 'max250k']],
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI'], rules: 'Resolves Yes if the BRTI exceeds the level at any time in 2027.' }),
    B('What price will Bitcoin hit in 2027?', 'Crypto', z('2028-01-01', '05:00'),
      [['will-bitcoin-reach-200000-in-2027', '↑ 200,000', 'max200k'], ['will-bitcoin-reach-250000-in-2027', '↑ 250,000', 'max250k'], ['will-bitcoin-dip-to-60000-in-2027', '↓ 60,000', 'min60k']],
      { rules: 'Resolves Yes if any Binance BTC/USDT 1-minute candle high (low for dips) reaches the price in 2027 (ET).' }),
    G1('Will BTC reach $200k by Dec 31, 2027?', z('2028-01-01', '05:00'), 'max200k', { rules: 'Yes if Binance BTC/USDT trades at or above 200,000 between Jan 1 and Dec 31, 2027 (ET), per 1-minute candle highs.' }),
  ],
  fungible: nf('alpha|beta', 'alpha|gamma'),
}, 1);

add('crypto', {
  name: 'eth-2027-06-30',
  events: [
    B('Ethereum above $5,000 on June 30, 2027?', 'Crypto', z('2027-06-30', '16:00'), [['ethereum-above-5000-june-30-2027', '', 'eth5k', { src: 'https://www.binance.com/en/trade/ETH_USDT' }]],
      { rules: 'Binance ETH/USDT 1-minute candle close at 12:00 PM ET on June 30, 2027.' }),
    G1('ETH above $5,000 on Jun 30 2027 (12:00 ET)?', z('2027-06-30', '16:00'), 'eth5k', { rules: 'Resolves on the Binance ETH/USDT 1m candle close at 12:00 ET, June 30, 2027.' }),
  ],
});

add('crypto', {
  name: 'strategy-sells-btc-2027',
  events: [
    B('MicroStrategy sells any Bitcoin in 2027?', 'Crypto', z('2028-01-01', '05:00'), [['microstrategy-sells-bitcoin-2027', '', 'sell']]),
    G1('Will Strategy (MSTR) sell bitcoin by Dec 31, 2027?', z('2028-01-01', '05:00'), 'sell', { rules: 'Yes if Strategy Inc. discloses any sale of bitcoin executed in 2027.' }),
  ],
});

add('weather', {
  name: 'nyc-high-2027-07-04-central-park-vs-laguardia',
  events: [
    A('KXHIGHNY-27JUL04', 'Highest temperature in NYC on Jul 4, 2027?', 'Climate and Weather', z('2027-07-05', '12:00'),
      [['B86.5', '86° to 87°', 'b86'], ['B88.5', '88° to 89°', 'b88'], ['T89', '90° or above', 't90']],
      { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC'], rules: 'Resolves on the NWS Daily Climate Report for Central Park, NY for Jul 4, 2027.' }),
    B('Highest temperature in NYC on July 4?', 'Weather', z('2027-07-05', '12:00'),
      [['nyc-high-july-4-2027-86-87', '86-87°F', 'b86', { src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA' }],
        ['nyc-high-july-4-2027-88-89', '88-89°F', 'b88', { src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA' }],
        ['nyc-high-july-4-2027-90-plus', '90°F or higher', 't90', { src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA' }]],
      { rules: 'Resolves on the highest temperature recorded at LaGuardia Airport (KLGA) on July 4, 2027, per Wunderground.' }),
  ],
  fungible: nf('alpha|beta'),
}, 1);

add('weather', {
  name: 'atlantic-named-storms-2027',
  events: [
    A('KXHURNAMED-27', 'Number of Atlantic named storms in 2027', 'Climate and Weather', z('2027-12-01'), [['T15', 'Above 15', 'ns16'], ['T20', 'Above 20', 'ns21']]),
    B('How many named storms in the 2027 Atlantic hurricane season?', 'Weather', z('2027-12-01'),
      [['atlantic-named-storms-2027-16-plus', '16 or more', 'ns16'], ['atlantic-named-storms-2027-21-plus', '21 or more', 'ns21'], ['atlantic-named-storms-2027-25-plus', '25 or more', 'ns25']]),
  ],
});

add('weather', {
  name: 'cat5-landfall-vs-formation-2027',
  events: [
    A('KXHURCAT5-27', 'Will a Category 5 hurricane make landfall in the US in 2027?', 'Climate and Weather', z('2027-12-01'), [['YES', 'Cat 5 US landfall', 'landfall']]),
    B('Category 5 hurricane forms in 2027 Atlantic season?', 'Weather', z('2027-12-01'), [['cat-5-hurricane-forms-2027', '', 'forms']]),
  ],
  groups: [['alpha'], ['beta']],
}, 1);

add('weather', {
  name: 'chicago-snow-december-2027',
  events: [
    A('KXSNOWCHI-27DEC', "Chicago snowfall in Dec 2027 (O'Hare)", 'Climate and Weather', z('2028-01-01', '12:00'), [['T10', 'Above 10 inches', 'sn10'], ['T5', 'Above 5 inches', 'sn5']],
      { rules: "Total December 2027 snowfall at Chicago O'Hare per the NWS monthly climate report." }),
    B("Chicago December 2027 snowfall above 10 inches?", 'Weather', z('2028-01-01', '12:00'), [['chicago-snow-dec-2027-above-10', '', 'sn10']],
      { rules: "Resolves on December 2027 snowfall at O'Hare (ORD) in the NWS Chicago monthly climate summary." }),
  ],
});

add('culture', {
  name: 'oscars-2027-best-picture-vs-director',
  events: [
    A('KXOSCARPIC-27', 'Oscar for Best Picture 2027?', 'Entertainment', z('2027-03-15'),
      [['ODYS', 'The Odyssey', 'odyssey'], ['DUN3', 'Dune: Part Three', 'dune3'], ['PHM', 'Project Hail Mary', 'phm'], ['DIGG', 'Digger', 'digger']]),
    B('Oscars 2027: Best Picture Winner', 'Culture', z('2027-03-15'),
      [['oscars-2027-best-picture-the-odyssey', 'The Odyssey', 'odyssey'], ['oscars-2027-best-picture-dune-part-three', 'Dune: Part Three', 'dune3'], ['oscars-2027-best-picture-project-hail-mary', 'Project Hail Mary', 'phm']]),
    G('99th Academy Awards - Best Picture', z('2027-03-15'), [['The Odyssey (Nolan)', 'odyssey'], ['Dune Part 3', 'dune3'], ['Digger', 'digger']]),
    U('oscars-2027-best-director', 'Oscars 2027: Best Director', 'Culture', z('2027-03-15'),
      [['oscars-2027-director-nolan', 'Christopher Nolan', 'dir-nolan'], ['oscars-2027-director-villeneuve', 'Denis Villeneuve', 'dir-villeneuve']]),
  ],
  groups: [['alpha', 'beta', 'gamma'], ['beta_us']],
}, 1);

add('culture', {
  name: 'grammys-2027-aoty',
  events: [
    A('KXGRAMAOTY-27', 'Grammy for Album of the Year 2027?', 'Entertainment', z('2027-02-08'),
      [['TSW', 'The Life of a Showgirl', 'showgirl'], ['LUX', 'Lux', 'lux']]),
    B('Grammys 2027: Album of the Year', 'Culture', z('2027-02-08'),
      [['grammys-2027-aoty-life-of-a-showgirl', 'Taylor Swift - The Life of a Showgirl', 'showgirl'], ['grammys-2027-aoty-lux', 'Rosalía - LUX', 'lux']]),
  ],
});

add('culture', {
  name: 'secret-wars-opening-weekend',
  events: [
    A('KXOPENSECRETWARS-27', 'Avengers: Secret Wars domestic opening weekend', 'Entertainment', z('2027-12-20'), [['T250', 'Above $250M', 'ow250'], ['T300', 'Above $300M', 'ow300']],
      { sources: ['Box Office Mojo https://www.boxofficemojo.com/'] }),
    B('Avengers: Secret Wars opening weekend box office above $300M?', 'Culture', z('2027-12-20'), [['avengers-secret-wars-opening-above-300m', '', 'ow300', { src: 'https://www.boxofficemojo.com/' }]]),
  ],
});

add('tech', {
  name: 'gpt6-june-vs-2027',
  events: [
    A('KXGPT6-27JUN', 'Will OpenAI release GPT-6 before July 1, 2027?', 'Science and Technology', z('2027-07-01', '00:00'), [['YES', 'Before Jul 1, 2027', 'gpt6-jun']]),
    B('GPT-6 released by June 30, 2027?', 'Tech', z('2027-07-01', '00:00'), [['gpt-6-released-by-june-30-2027', '', 'gpt6-jun']]),
    G1('GPT-6 released in 2027?', z('2028-01-01', '00:00'), 'gpt6-dec'),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

add('tech', {
  name: 'top-ai-model-end-2027',
  events: [
    A('KXTOPAI-27DEC31', 'Top AI model on Dec 31, 2027 (LMArena text)?', 'Science and Technology', z('2027-12-31', '17:00'),
      [['GOOG', 'Google', 'google'], ['OAI', 'OpenAI', 'openai'], ['ANTH', 'Anthropic', 'anthropic'], ['XAI', 'xAI', 'xai']],
      { rules: 'Resolves to the company whose model ranks first on the LMArena Text leaderboard on Dec 31, 2027.' }),
    B('Which company has best AI model end of 2027?', 'Tech', z('2027-12-31', '17:00'),
      [['best-ai-model-2027-google', 'Google', 'google'], ['best-ai-model-2027-openai', 'OpenAI', 'openai'], ['best-ai-model-2027-anthropic', 'Anthropic', 'anthropic'], ['best-ai-model-2027-deepseek', 'DeepSeek', 'deepseek']],
      { rules: 'Resolves to the organization owning the top model on the LMArena Text Arena leaderboard as of December 31, 2027.' }),
    G('Top model on LMArena text leaderboard, Dec 31 2027', z('2027-12-31', '17:00'), [['Google DeepMind', 'google'], ['OpenAI', 'openai'], ['xAI', 'xai']],
      { rules: 'Resolves to the lab with the #1 model on the LMArena text leaderboard on 31 Dec 2027.' }),
  ],
});

add('tech', {
  name: 'artemis3-landing-vs-launch',
  events: [
    A('KXARTEMIS3-28', 'Will Artemis III land astronauts on the Moon before 2029?', 'Science and Technology', z('2028-12-31'), [['YES', 'Landing before 2029', 'land']]),
    B('Artemis III crewed Moon landing by December 31, 2028?', 'Science', z('2028-12-31'), [['artemis-iii-moon-landing-by-2028', '', 'land']]),
    G1('Artemis III launch by end of 2028?', z('2028-12-31'), 'launch'),
  ],
  groups: [['alpha', 'beta'], ['gamma']],
}, 1);

add('markets', {
  name: 'largest-company-end-2027',
  events: [
    A('KXLARGESTCO-27', 'Largest company in the world on Dec 31, 2027?', 'Financials', z('2027-12-31', '21:00'),
      [['NVDA', 'NVIDIA', 'nvda'], ['MSFT', 'Microsoft', 'msft'], ['AAPL', 'Apple', 'aapl'], ['GOOGL', 'Alphabet', 'googl']]),
    B('Largest company end of 2027?', 'Finance', z('2027-12-31', '21:00'),
      [['largest-company-2027-nvidia', 'Nvidia', 'nvda'], ['largest-company-2027-microsoft', 'Microsoft', 'msft'], ['largest-company-2027-apple', 'Apple', 'aapl'], ['largest-company-2027-alphabet', 'Alphabet (Google)', 'googl']]),
    G('World\'s largest company by market cap at end of 2027', z('2027-12-31', '21:00'), [['NVDA', 'nvda'], ['AAPL', 'aapl'], ['MSFT', 'msft']]),
  ],
});

add('markets', {
  name: 'tesla-deliveries-q2-2027',
  events: [
    A('KXTSLADELIV-27Q2', 'Tesla deliveries in Q2 2027', 'Companies', z('2027-07-03'), [['T400000', 'Above 400,000', 'd400'], ['T450000', 'Above 450,000', 'd450']]),
    B('Tesla Q2 2027 deliveries above 400k?', 'Finance', z('2027-07-03'), [['tesla-q2-2027-deliveries-above-400k', '', 'd400']]),
  ],
});

add('culture', {
  name: 'eurovision-2027',
  events: [
    A('KXEUROVISION-27', 'Eurovision 2027 winner?', 'Entertainment', z('2027-05-16'), [['SWE', 'Sweden', 'swe'], ['UKR', 'Ukraine', 'ukr'], ['FIN', 'Finland', 'fin'], ['FRA', 'France', 'fra']]),
    B('Eurovision 2027 Winner', 'Culture', z('2027-05-16'),
      [['eurovision-2027-sweden', 'Sweden', 'swe'], ['eurovision-2027-ukraine', 'Ukraine', 'ukr'], ['eurovision-2027-finland', 'Finland', 'fin'], ['eurovision-2027-israel', 'Israel', 'isr']]),
    G('Eurovision Song Contest 2027', z('2027-05-16'), [['Sweden 🇸🇪', 'swe'], ['Finland 🇫🇮', 'fin'], ['France 🇫🇷', 'fra']]),
  ],
});

add('culture', {
  name: 'nobel-peace-2027',
  events: [
    B('Nobel Peace Prize Winner 2027', 'Culture', z('2027-10-09'),
      [['nobel-peace-2027-trump', 'Donald Trump', 'trump'], ['nobel-peace-2027-navalnaya', 'Yulia Navalnaya', 'navalnaya'], ['nobel-peace-2027-unhcr', 'UNHCR', 'unhcr']]),
    G('2027 Nobel Peace Prize laureate', z('2027-10-09'), [['Trump', 'trump'], ['Navalnaya', 'navalnaya'], ['Sudan Emergency Response Rooms', 'err']]),
  ],
});

add('culture', {
  name: 'time-poy-2027',
  events: [
    A('KXTIMEPOY-27', 'TIME Person of the Year 2027?', 'Entertainment', z('2027-12-10'), [['DJT', 'Donald Trump', 'trump'], ['EMUS', 'Elon Musk', 'musk'], ['SALT', 'Sam Altman', 'altman'], ['POPE', 'Pope Leo XIV', 'leo']]),
    B('Time 2027 Person of the Year', 'Culture', z('2027-12-10'),
      [['time-poy-2027-trump', 'Trump', 'trump'], ['time-poy-2027-musk', 'Elon Musk', 'musk'], ['time-poy-2027-pope-leo', 'Pope Leo XIV', 'leo'], ['time-poy-2027-jensen-huang', 'Jensen Huang', 'huang']]),
  ],
});

add('economics', {
  name: 'fed-cuts-count-2027',
  events: [
    A('KXRATECUTCOUNT-27', 'How many times will the Fed cut rates in 2027?', 'Economics', z('2027-12-16'), [['0', '0 cuts', 'c0'], ['1', '1 cut', 'c1'], ['2', '2 cuts', 'c2'], ['3', '3 or more', 'c3']]),
    B('How many Fed rate cuts in 2027?', 'Economy', z('2027-12-16'), [['fed-cuts-2027-0', '0', 'c0'], ['fed-cuts-2027-1', '1', 'c1'], ['fed-cuts-2027-2', '2', 'c2'], ['fed-cuts-2027-3-plus', '3+', 'c3']]),
  ],
});

add('economics', {
  name: 'payrolls-may-2027',
  events: [
    A('KXPAYROLLS-27MAY', 'Jobs added in May 2027 (nonfarm payrolls)', 'Economics', z('2027-06-04', '12:30'), [['T100000', 'Above 100,000', 'nfp100'], ['T150000', 'Above 150,000', 'nfp150']]),
    U('nonfarm-payrolls-may-2027', 'May 2027 jobs report', 'Economics', z('2027-06-04', '12:30'),
      [['nfp-may-2027-above-100k', 'Above 100K', 'nfp100', { q: 'Will the May 2027 jobs report show more than 100,000 jobs added?' }]]),
  ],
});

add('culture', {
  name: 'measles-2027-single',
  events: [A('KXMEASLES-27', 'US measles cases in 2027 (CDC)', 'Health', z('2028-01-15'), [['T2000', 'Above 2,000', 'm2000'], ['T5000', 'Above 5,000', 'm5000']])],
});

add('culture', {
  name: 'taylor-swift-album-2027-single',
  events: [G1('New Taylor Swift studio album released in 2027?', z('2028-01-01', '00:00'), 'album')],
});

add('crypto', {
  name: 'sol-flip-eth-2027-single',
  events: [B('Solana flips Ethereum market cap in 2027?', 'Crypto', z('2028-01-01', '05:00'), [['solana-flips-ethereum-2027', '', 'flip']])],
});

// ───────────────────────────── OUTPUT ─────────────────────────────

const scenario = emitScenario(cases);
writeFileSync(new URL('./holdout9-set.json', import.meta.url), `${JSON.stringify(scenario, null, 1)}\n`);

const TOP: Record<Cat, string> = { sports: 'sports', politics: 'politics+world', world: 'politics+world', economics: 'other', markets: 'other', crypto: 'other', weather: 'other', culture: 'other', tech: 'other' };
const perVenue: Record<string, number> = {};
const perCat: Record<string, { cases: number; events: number; hn: number }> = {};
const perTop: Record<string, { cases: number; events: number }> = {};
let events = 0;
let hn = 0;
let single = 0;
const matchSizes: Record<number, number> = {};
let nonFungibleCases = 0;
for (const [i, c] of cases.entries()) {
  const m = meta[i]!;
  for (const e of c.events) perVenue[e.venue] = (perVenue[e.venue] ?? 0) + 1;
  events += c.events.length;
  hn += m.hn;
  const pc = (perCat[m.cat] ??= { cases: 0, events: 0, hn: 0 });
  pc.cases += 1; pc.events += c.events.length; pc.hn += m.hn;
  const pt = (perTop[TOP[m.cat]] ??= { cases: 0, events: 0 });
  pt.cases += 1; pt.events += c.events.length;
  for (const g of c.groups ?? [c.events.map((e) => e.venue)]) {
    if (g.length === 1) single += 1;
    else matchSizes[g.length] = (matchSizes[g.length] ?? 0) + 1;
  }
  if (c.fungible !== undefined) nonFungibleCases += 1;
}
const truth = scenario['truth'] as { events: unknown[]; outcomes: unknown[] };
console.log(`holdout9: ${cases.length} cases, ${events} venue events, ${truth.events.length} real-world events, ${truth.outcomes.length} outcomes`);
console.log('per venue:', perVenue);
console.log('per category:', perCat);
console.log('per top-level category:', perTop);
console.log(`hard negatives: ${hn}; single-venue real-world events: ${single}; matched events by venue count:`, matchSizes, `; cases with non-fungible pairs: ${nonFungibleCases}`);
