// Sixty-third independent refdata holdout: writes test/refdata/holdout63-set.json (late January and February 2035 as the
// venues listed it on Thursday 25 January 2035: the NFL conference championships of Sunday 28 January (moneylines,
// spreads, totals, player props, touchdown scorers) and Super Bowl LXIX on 11 February (champion, MVP, national anthem
// length, coin toss, overtime, halftime show, commercials, Gatorade colour, viewership), the Australian Open finals
// weekend, NBA and NHL games, the NBA trade deadline and All-Star weekend, the NHL trade deadline, the Premier League,
// the Champions League knockout play-off draw and first legs, the Six Nations, Daytona Speedweeks, the Oscar race after
// the nominations, the Grammys, the Berlinale, weekend box office, streaming charts, AI model releases and leaderboards,
// Samsung Galaxy Unpacked, SpaceX and NASA launches, Groundhog Day and winter weather at named stations).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout63.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug, gr), lines 1–200 of test/refdata/holdout47.build.ts (its header: the labelling rules below are
// adopted from it verbatim, and the shape of its first cases) and its last 10 lines (how the JSON is written out).
// Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or test in
// test/refdata/, nor git history or other branches. The matcher, `eval` and `diagnose` were never run on this set: it
// is NOT tuned and has not been seen.
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
// - A game's winner (moneyline), its point spread, its total points, one team's total and any first-half market are
//   different measures or periods, so different events. Rungs of one ladder on one game are outcomes of one event:
//   "Texans +2.5" is the complement of "Broncos −2.5" (inverted), "Broncos −3.5" is another outcome (threshold). For
//   integer statistics (points, yards, rebounds, cautions) "over 44.5" and "45 or more" are one outcome. NBA games,
//   NHL moneylines including overtime and the shootout, and tennis matches cannot end level: "Texans win" and
//   "Broncos win" are complements (NFL ties aside). A 90-minute football match and a rugby union
//   match have three outcomes; a double chance ("Arsenal or draw") is the complement of the third result (Man City).
//   Tie, postponement and walkover policies that differ are condition-scope only and leave the labels alone.
// - A conference championship game and, once the final is set, a tournament's champion (the Australian Open women's
//   champion) are the winner of that one game. The Super Bowl champion market with the four teams left is one event;
//   whether the game goes to overtime, the coin toss, the anthem length, the MVP and the Gatorade colour are each their
//   own event. The Super Bowl MVP and the AP NFL MVP (regular season, NFL Honors) are different categories.
// - Player prop boards: one event per statistic per game (players and rungs are its outcomes); passing yards and
//   rushing yards, points and rebounds are different measures; anytime touchdown scorers (a player's 2+ touchdowns is
//   another outcome) and the first touchdown scorer are different observations. A board of yes/no questions about one
//   broadcast (which guests appear in the halftime show, which companies air a Super Bowl ad) is one event whose
//   guests/companies are its outcomes. A halftime show's first song and "will song X be performed" (at any point) are
//   different observations. A tennis match's winner, its straight-sets result and its total games are different measures.
// - Awards: each award category of one ceremony is one event; Best Actress at the Oscars and Leading Actress at the
//   BAFTAs, Best Director and the DGA award, Record and Song of the Year, Best Actor and Best Supporting Actor, the
//   Golden Bear and the Silver Bear Grand Jury Prize are different events. A binary "Will X win Best Picture?" is one
//   outcome of the Best Picture event. Slam dunk contest and three-point contest are different events.
// - Trades and launches: "traded before the trade deadline (Feb 8)" and "traded before the draft" are different
//   deadlines; "launches by Feb 15" and "by Feb 28" likewise; "announced at Unpacked" and "on sale in stores" are
//   different observations; "launches on Feb 20" (that day) and "launches by Feb 20" are different observations; a
//   phone's Ultra and base models are different products.
// - Futures on a final position: finishing top 4 and top 5 are rungs of one ladder on one club's position (one event,
//   different `t`). The Six Nations champion and a Grand Slam are different measures; a match's winner and its winning
//   margin are different measures. The Champions League play-off draw and the round-of-16 draw are different rounds; a
//   first leg's 90-minute result and which club advances over two legs are different measures.
// - Charts and leaderboards: a leaderboard's top entry at two dates (Jan 31 vs Feb 28) are different events; LMArena's
//   text and WebDev leaderboards are different measures; Netflix's English and non-English TV lists are different
//   categories; Spotify's US daily chart and the Billboard Hot 100 are different statistics. Box office: Box Office
//   Mojo vs The Numbers is one event, nf; the 3-day weekend and the 4-day Presidents' Day frame are different measures;
//   consecutive weekends are different periods.
// - Weather: a city's NWS climate report at one station vs another station of that city (Central Park vs LaGuardia,
//   O'Hare vs Midway) is one event, nf; daily high and daily low are different measures; January and February snowfall
//   (and the season total) are different periods. Groundhog Day: Phil sees his shadow and "Phil predicts an early
//   spring" are complements (inverted); Staten Island Chuck is a different groundhog (different event).
// Ids: beta event ids 710001+, gamma ids 65001+, alpha tickers dated 2035; all closes after 2026-11-23.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, ad, long, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'nfl' | 'super_bowl' | 'tennis' | 'nba' | 'nhl' | 'soccer' | 'rugby' | 'nascar' | 'awards' | 'box_office' | 'streaming' | 'ai' | 'phones' | 'space' | 'groundhog' | 'weather';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'observation' | 'round' | 'category' | 'person' | 'product';

const { addCase, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(710000, 65000);

const THU = '2035-01-25';
const FRI = '2035-01-26';
const SAT = '2035-01-27';
const SUN = '2035-01-28';
const MON = '2035-01-29';
const SB = '2035-02-11';
const SBN = '2035-02-12';
const D = ad(SUN); // 35JAN28
const NFLS = 'NFL https://www.nfl.com/scores/2034/post3';
const NFLSB = 'NFL https://www.nfl.com/super-bowl/';
const ESPN_NFL = 'https://www.espn.com/nfl/scoreboard';
const NBAS = 'NBA https://www.nba.com/games';
const NHLS = 'NHL https://www.nhl.com/scores';
const AO = 'Australian Open https://ausopen.com/results';
const BOM = 'Box Office Mojo https://www.boxofficemojo.com/weekend/';
const TN = 'https://www.the-numbers.com/weekend-box-office-chart';
const NWS_NYC = 'National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLM&issuedby=NYC';
const NWS_CHI = 'National Weather Service https://forecast.weather.gov/product.php?site=LOT&product=CLI&issuedby=ORD';
const OSCARS = 'Academy of Motion Picture Arts and Sciences https://www.oscars.org/';
const GRAMMYS = 'Recording Academy https://www.grammy.com/awards';
const LMARENA = 'https://lmarena.ai/leaderboard/text';
/** Alpha's conference championship rules. */
const gameRules = (team: string, game: string): string =>
  `If ${team} wins the ${game} professional football game originally scheduled for ${long(SUN)}, then the market resolves to Yes.`;

// ───────────────────────────── NFL CONFERENCE CHAMPIONSHIPS (SUN JAN 28) ─────────────────────────────

{ // AFC Championship, Texans at Broncos, 3:00 PM ET (all four venues); gamma asks whether Denver wins (inverted).
  const ko = z(SUN, '20:00');
  addCase('nfl', { name: 'afc-hou-den-ml', events: [
    A(`KXNFLGAME-${D}HOUDEN`, 'Houston at Denver', 'Sports', z(MON, '00:00'), [['HOU', 'Houston', 'afc-hou', { rules: gameRules('Houston', 'Houston at Denver') }],
      ['DEN', 'Denver', 'afc-den', { rules: gameRules('Denver', 'Houston at Denver') }]], { sources: [NFLS] }),
    B('Texans vs. Broncos', 'Sports', ko, [['nfl-hou-den-2035-01-28', '', 'afc-hou', { outcomes: yn('Texans', 'Broncos'), src: ESPN_NFL }]]),
    U('nfl-hou-den-2035-01-28', 'AFC Championship: Houston Texans at Denver Broncos', 'Sports', ko, [['aec-nfl-hou-den-2035-01-28', '', 'afc-hou', { outcomes: yn('Houston Texans', 'Denver Broncos') }]]),
    G1('AFC Championship Game: Will the Broncos beat the Texans? (Jan 28)', z(SUN, '23:30'), 'afc-den', { rules: 'Resolves YES if the Denver Broncos win the AFC Championship Game against the Houston Texans on January 28, 2035, per the official NFL result.' }),
  ] }, ['inverted']);
}
{ // NFC Championship, Commanders at Bears, 6:30 PM ET (alpha, beta, gamma); beta_us lists the first-half winner (period).
  const ko = z(SUN, '23:30');
  addCase('nfl', { name: 'nfc-was-chi-ml', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNFLGAME-${D}WASCHI`, 'Washington at Chicago', 'Sports', z(MON, '03:30'), [['WAS', 'Washington', 'nfc-was'], ['CHI', 'Chicago', 'nfc-chi']], { sources: [NFLS] }),
    B('Commanders vs. Bears', 'Sports', ko, [['nfl-was-chi-2035-01-28', '', 'nfc-was', { outcomes: yn('Commanders', 'Bears') }]]),
    G('NFC Championship — Commanders @ Bears winner', z(MON, '04:00'), gr(['Washington Commanders', 'nfc-was'], ['Chicago Bears', 'nfc-chi'])),
    U('nfl-was-chi-2035-01-28-1h', 'Commanders at Bears: 1st Half Winner', 'Sports', z(MON, '01:15'), [['aec1h-nfl-was-chi-2035-01-28', '', 'nfc-1h-was', { outcomes: yn('Washington Commanders', 'Chicago Bears') }]]),
  ] }, ['period']);
}
{ // AFC spread: alpha's ladder; beta Broncos −2.5 (= alpha DEN by over 2.5); beta_us Texans +2.5 (complement); gamma Broncos −3.5.
  addCase('nfl', { name: 'afc-hou-den-spread', events: [
    A(`KXNFLSPREAD-${D}HOUDEN`, 'Houston at Denver: Spread', 'Sports', z(MON, '00:00'), [['DEN3', 'Denver wins by over 2.5 points', 'afc-sp-den2.5'],
      ['DEN5', 'Denver wins by over 4.5 points', 'afc-sp-den4.5'], ['HOU3', 'Houston wins by over 2.5 points', 'afc-sp-hou2.5']], { sources: [NFLS] }),
    B('Spread: Broncos (-2.5)', 'Sports', z(SUN, '20:00'), [['nfl-hou-den-2035-01-28-spread-home-2pt5', '', 'afc-sp-den2.5', { outcomes: yn('Broncos', 'Texans') }]]),
    U('nfl-hou-den-2035-01-28-spreads', 'Texans vs. Broncos — Spread', 'Sports', z(SUN, '20:00'), [['asc-nfl-hou-den-2035-01-28-away-pos-2pt5', 'Texans +2.5', 'afc-sp-hou+2.5', { outcomes: yn('Texans +2.5', 'Broncos -2.5') }]]),
    G1('Broncos -3.5 vs Texans in the AFC title game?', z(SUN, '23:30'), 'afc-sp-den3.5', { rules: 'YES if the Denver Broncos beat the Houston Texans by 4 or more points on Jan 28, 2035 (final score including overtime).' }),
  ] }, ['inverted', 'threshold']);
}
{ // NFC spread: Bears −1.5 (alpha, beta); gamma lists a first-half spread (period).
  addCase('nfl', { name: 'nfc-was-chi-spread', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNFLSPREAD-${D}WASCHI`, 'Washington at Chicago: Spread', 'Sports', z(MON, '03:30'), [['CHI2', 'Chicago wins by over 1.5 points', 'nfc-sp-chi1.5'], ['WAS2', 'Washington wins by over 1.5 points', 'nfc-sp-was1.5']], { sources: [NFLS] }),
    B('Spread: Bears (-1.5)', 'Sports', z(SUN, '23:30'), [['nfl-was-chi-2035-01-28-spread-home-1pt5', '', 'nfc-sp-chi1.5', { outcomes: yn('Bears', 'Commanders') }]]),
    G1('Bears -1.5 in the first half vs Washington?', z(MON, '01:15'), 'nfc-1h-sp-chi1.5'),
  ] }, ['period']);
}
{ // AFC total: alpha ladder; beta O/U 44.5 (Over); gamma "45 or more" (= over 44.5); beta_us O/U 43.5 (another rung).
  addCase('nfl', { name: 'afc-hou-den-total', events: [
    A(`KXNFLTOTAL-${D}HOUDEN`, 'Houston at Denver: Total Points', 'Sports', z(MON, '00:00'), [['42', 'Over 41.5 points scored', 'afc-tot41.5'], ['45', 'Over 44.5 points scored', 'afc-tot44.5'],
      ['48', 'Over 47.5 points scored', 'afc-tot47.5']], { sources: [NFLS] }),
    B('Texans vs. Broncos: O/U 44.5', 'Sports', z(SUN, '20:00'), [['nfl-hou-den-2035-01-28-total-44pt5', '', 'afc-tot44.5', { outcomes: yn('Over', 'Under') }]]),
    U1('tsc-nfl-hou-den-2035-01-28-43pt5', 'Texans vs. Broncos: O/U 43.5', 'Sports', z(SUN, '20:00'), 'afc-tot43.5', { outcomes: yn('Over', 'Under') }),
    G1('AFC Championship: 45+ total points (HOU @ DEN)?', z(SUN, '23:30'), 'afc-tot44.5'),
  ] }, ['threshold']);
}
{ // NFC total (alpha, beta_us O/U 42.5); gamma lists the Commanders' team total (measure).
  addCase('nfl', { name: 'nfc-was-chi-total', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A(`KXNFLTOTAL-${D}WASCHI`, 'Washington at Chicago: Total Points', 'Sports', z(MON, '03:30'), [['40', 'Over 39.5 points scored', 'nfc-tot39.5'], ['43', 'Over 42.5 points scored', 'nfc-tot42.5'],
      ['46', 'Over 45.5 points scored', 'nfc-tot45.5']], { sources: [NFLS] }),
    U1('tsc-nfl-was-chi-2035-01-28-42pt5', 'Commanders vs. Bears: O/U 42.5', 'Sports', z(SUN, '23:30'), 'nfc-tot42.5', { outcomes: yn('Over', 'Under') }),
    G1('Washington Commanders to score 24+ points at Chicago (NFC Championship)?', z(MON, '04:00'), 'nfc-was-tt23.5'),
  ] }, ['measure']);
}
{ // AFC passing yards board (alpha, beta: Stroud over 249.5, gamma: Nix 250+); beta_us lists Stroud's rushing yards (measure).
  addCase('nfl', { name: 'afc-passing-yards', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNFLPASSYDS-${D}HOUDEN`, 'Houston at Denver: Passing Yards', 'Sports', z(MON, '00:00'), [['CSTROUD250', 'C.J. Stroud: 250+', 'afc-py-stroud250'],
      ['CSTROUD275', 'C.J. Stroud: 275+', 'afc-py-stroud275'], ['BNIX250', 'Bo Nix: 250+', 'afc-py-nix250'], ['BNIX200', 'Bo Nix: 200+', 'afc-py-nix200']], { sources: ['NFL Game Statistics & Information System https://www.nfl.com/stats/'] }),
    B('C.J. Stroud: Passing Yards O/U 249.5', 'Sports', z(SUN, '20:00'), [['nfl-hou-den-2035-01-28-stroud-passing-yards-249pt5', '', 'afc-py-stroud250', { outcomes: yn('Over', 'Under') }]]),
    G1('Bo Nix 250+ passing yards vs Houston (Jan 28)?', z(SUN, '23:30'), 'afc-py-nix250'),
    U1('pp-nfl-hou-den-2035-01-28-stroud-rush-24pt5', 'C.J. Stroud Rushing Yards O/U 24.5 — AFC Championship', 'Sports', z(SUN, '20:00'), 'afc-ry-stroud25', { outcomes: yn('Over', 'Under') }),
  ] }, ['measure']);
}
{ // NFC anytime touchdown scorers (alpha board, beta Odunze); gamma lists the first touchdown scorer (observation).
  addCase('nfl', { name: 'nfc-anytime-td', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNFLANYTD-${D}WASCHI`, 'Washington at Chicago: Anytime Touchdown', 'Sports', z(MON, '03:30'), [['RODUNZE', 'Rome Odunze', 'nfc-td-odunze'], ['RODUNZE2', 'Rome Odunze: 2+ touchdowns', 'nfc-td-odunze2'],
      ['JDANIELS', 'Jayden Daniels', 'nfc-td-daniels'], ['LBURDEN', 'Luther Burden III', 'nfc-td-burden']], { sources: [NFLS] }),
    B('Rome Odunze: Anytime TD (Commanders vs. Bears)', 'Sports', z(SUN, '23:30'), [['nfl-was-chi-2035-01-28-odunze-anytime-td', '', 'nfc-td-odunze']]),
    G('Commanders vs Bears — first touchdown scorer', z(MON, '04:00'), gr(['Rome Odunze', 'nfc-ftd-odunze'], ['Jayden Daniels', 'nfc-ftd-daniels'], ['Luther Burden III', 'nfc-ftd-burden'], ['No touchdown / other', 'nfc-ftd-other'])),
  ] }, ['observation']);
}
{ // Which team scores first in the AFC game — beta_us only.
  addCase('nfl', { name: 'afc-first-score', events: [
    U1('aec-nfl-hou-den-2035-01-28-first-score', 'Texans vs. Broncos: First Team to Score', 'Sports', z(SUN, '20:00'), 'afc-first-hou', { outcomes: yn('Houston Texans', 'Denver Broncos') }),
  ] });
}

// ───────────────────────────── SUPER BOWL LXIX (SUN FEB 11) ─────────────────────────────

{ // Champion with four teams left (all four venues).
  const teams: Array<[string, string, string, string]> = [['HOU', 'Houston Texans', 'Texans', 'sb-hou'], ['DEN', 'Denver Broncos', 'Broncos', 'sb-den'],
    ['WAS', 'Washington Commanders', 'Commanders', 'sb-was'], ['CHI', 'Chicago Bears', 'Bears', 'sb-chi']];
  addCase('super_bowl', { name: 'sb-champion', events: [
    A('KXSB-35', 'Pro Football Champion?', 'Sports', z(SBN, '04:00'), teams.map(([s, n, , t]) => [s, n, t]), { sources: [NFLSB] }),
    B('Super Bowl Champion 2035', 'Sports', z(SB, '23:30'), teams.map(([, n, , t]) => [`super-bowl-champion-2035-${n.toLowerCase().replace(/ /g, '-')}`, n, t])),
    U('super-bowl-lxix-champion', 'Super Bowl LXIX Winner', 'Sports', z(SB, '23:30'), teams.map(([s, n, , t]) => [`sbc-2035-${s.toLowerCase()}`, n, t])),
    G('Who wins Super Bowl LXIX?', z(SBN, '05:00'), teams.map(([, , nick, t]) => [nick, t] as [string, string])),
  ] });
}
{ // Super Bowl MVP (alpha, beta, gamma); beta_us lists the AP NFL MVP announced at NFL Honors (category).
  addCase('super_bowl', { name: 'sb-mvp', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSBMVP-35', 'Super Bowl LXIX MVP', 'Sports', z(SBN, '05:00'), [['CSTR', 'C.J. Stroud', 'sbmvp-stroud'], ['BNIX', 'Bo Nix', 'sbmvp-nix'], ['JDAN', 'Jayden Daniels', 'sbmvp-daniels'],
      ['CWIL', 'Caleb Williams', 'sbmvp-cwilliams'], ['NCOL', 'Nico Collins', 'sbmvp-collins']]),
    B('Super Bowl MVP', 'Sports', z(SB, '23:30'), [['super-bowl-mvp-2035-cj-stroud', 'C.J. Stroud', 'sbmvp-stroud'], ['super-bowl-mvp-2035-jayden-daniels', 'Jayden Daniels', 'sbmvp-daniels'],
      ['super-bowl-mvp-2035-caleb-williams', 'Caleb Williams', 'sbmvp-cwilliams'], ['super-bowl-mvp-2035-bo-nix', 'Bo Nix', 'sbmvp-nix']]),
    G('Super Bowl LXIX Most Valuable Player', z(SBN, '05:00'), gr(['Jayden Daniels', 'sbmvp-daniels'], ['Caleb Williams', 'sbmvp-cwilliams'], ['C.J. Stroud', 'sbmvp-stroud'], ['Bo Nix', 'sbmvp-nix'], ['Other', 'sbmvp-other'])),
    U('nfl-mvp-2034-season', 'NFL MVP (2034 season)', 'Sports', z('2035-02-08', '01:00'), [['nfl-mvp-2034-jayden-daniels', 'Jayden Daniels', 'apmvp-daniels'], ['nfl-mvp-2034-cj-stroud', 'C.J. Stroud', 'apmvp-stroud'],
      ['nfl-mvp-2034-caleb-williams', 'Caleb Williams', 'apmvp-cwilliams']]),
  ] }, ['category']);
}
{ // National anthem length: alpha ladder; beta over 125 s (= above 2:05); gamma 2:10 or longer; beta_us O/U 119.5 s.
  addCase('super_bowl', { name: 'sb-anthem-length', events: [
    A('KXSBANTHEM-35', 'Super Bowl LXIX national anthem length', 'Entertainment', z(SB, '23:59'), [['T115', 'Above 1 minute 55 seconds', 'anth-115'], ['T125', 'Above 2 minutes 5 seconds', 'anth-125'],
      ['T135', 'Above 2 minutes 15 seconds', 'anth-135']], { rules: 'Measured from the first sung note to the last sung note of the anthem on the CBS broadcast.' }),
    B1('Super Bowl LXIX national anthem over 125 seconds?', 'Sports', z(SB, '23:00'), 'anth-125'),
    U1('sb-lxix-anthem-length-119pt5', 'Super Bowl National Anthem Length: O/U 119.5 sec', 'Sports', z(SB, '23:00'), 'anth-119.5', { outcomes: yn('Over', 'Under') }),
    G1('Super Bowl anthem 2:10 or longer?', z(SBN, '00:00'), 'anth-130'),
  ] }, ['threshold']);
}
{ // Coin toss: alpha Heads/Tails; beta and beta_us one market (Heads first); gamma asks Tails (inverted).
  addCase('super_bowl', { name: 'sb-coin-toss', events: [
    A('KXSBCOIN-35', 'Super Bowl LXIX coin toss', 'Sports', z(SB, '23:45'), [['HEADS', 'Heads', 'coin-heads'], ['TAILS', 'Tails', 'coin-tails']]),
    B('Super Bowl Coin Toss: Heads or Tails?', 'Sports', z(SB, '23:25'), [['super-bowl-lxix-coin-toss', '', 'coin-heads', { outcomes: yn('Heads', 'Tails') }]]),
    U1('sb-lxix-coin-toss', 'Super Bowl LXIX Coin Toss', 'Sports', z(SB, '23:25'), 'coin-heads', { outcomes: yn('Heads', 'Tails') }),
    G1('Super Bowl LXIX coin toss lands Tails?', z(SB, '23:45'), 'coin-tails'),
  ] }, ['inverted']);
}
{ // Overtime: alpha, beta YES = overtime; gamma "decided in regulation" (inverted).
  addCase('super_bowl', { name: 'sb-overtime', events: [
    A1('KXSBOT-35', 'Super Bowl LXIX: overtime?', 'Sports', z(SBN, '05:00'), 'OT', 'Overtime', 'sb-ot-yes'),
    B1('Will Super Bowl LXIX go to overtime?', 'Sports', z(SB, '23:30'), 'sb-ot-yes'),
    G1('Super Bowl LXIX decided in regulation time?', z(SBN, '05:00'), 'sb-ot-no'),
  ] }, ['inverted']);
}
{ // Halftime show first song (alpha, gamma); beta asks whether "vampire" is performed at all (observation).
  addCase('super_bowl', { name: 'sb-halftime-first-song', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXSBFIRSTSONG-35', 'Olivia Rodrigo Super Bowl halftime show: first song', 'Entertainment', z(SBN, '03:00'), [['VAMP', 'vampire', 'song1-vampire'], ['DRIV', 'drivers license', 'song1-drivers'],
      ['GOOD', 'good 4 u', 'song1-good4u'], ['OBS', 'obsessed', 'song1-obsessed']]),
    G('Opening song of the Super Bowl LXIX halftime show (Olivia Rodrigo)', z(SBN, '03:00'), gr(['good 4 u', 'song1-good4u'], ['vampire', 'song1-vampire'], ['drivers license', 'song1-drivers'], ['Any other song', 'song1-other'])),
    B1('Will Olivia Rodrigo perform "vampire" at the Super Bowl halftime show?', 'Culture', z(SBN, '03:00'), 'song-any-vampire'),
  ] }, ['observation']);
}
{ // Halftime guests board (alpha); beta and beta_us ask about Taylor Swift.
  addCase('super_bowl', { name: 'sb-halftime-guests', events: [
    A('KXSBGUEST-35', 'Who will perform at the Super Bowl LXIX halftime show?', 'Entertainment', z(SBN, '03:00'), [['TSWI', 'Taylor Swift', 'guest-swift'], ['SCAR', 'Sabrina Carpenter', 'guest-carpenter'],
      ['CROA', 'Chappell Roan', 'guest-roan']]),
    B1('Taylor Swift to appear in Super Bowl LXIX halftime show?', 'Culture', z(SBN, '03:00'), 'guest-swift'),
    U1('sb-lxix-halftime-taylor-swift', 'Will Taylor Swift perform during the halftime show?', 'Culture', z(SBN, '03:00'), 'guest-swift'),
  ] });
}
{ // Super Bowl ads board (alpha); beta asks about OpenAI, gamma about Anthropic (another outcome of the board).
  addCase('super_bowl', { name: 'sb-ads', events: [
    A('KXSBAD-35', 'Which companies will air an ad during Super Bowl LXIX?', 'Entertainment', z(SBN, '05:00'), [['OAI', 'OpenAI', 'ad-openai'], ['ANTH', 'Anthropic', 'ad-anthropic'],
      ['GOOG', 'Google', 'ad-google'], ['TSLA', 'Tesla', 'ad-tesla']], { rules: 'A commercial counts if it airs nationally on the CBS broadcast between kickoff and the final whistle.' }),
    B1('Will OpenAI air a Super Bowl LXIX commercial?', 'Tech', z(SBN, '05:00'), 'ad-openai'),
    G1('Anthropic Super Bowl ad during the game (Feb 11)?', z(SBN, '05:00'), 'ad-anthropic'),
  ] }, ['person']);
}
{ // Gatorade shower colour (alpha, beta_us, gamma).
  addCase('super_bowl', { name: 'sb-gatorade', events: [
    A('KXSBGATORADE-35', 'Super Bowl LXIX Gatorade color', 'Sports', z(SBN, '05:00'), [['ORNG', 'Orange', 'gat-orange'], ['BLUE', 'Blue', 'gat-blue'], ['YELL', 'Yellow/Green', 'gat-yellow'],
      ['CLR', 'Clear/Water', 'gat-clear'], ['PURP', 'Purple', 'gat-purple']]),
    U('sb-lxix-gatorade-color', 'Color of Gatorade dumped on winning coach', 'Sports', z(SB, '23:30'), [['sb-lxix-gatorade-orange', 'Orange', 'gat-orange'], ['sb-lxix-gatorade-blue', 'Blue', 'gat-blue'],
      ['sb-lxix-gatorade-yellow-green', 'Yellow / Lime / Green', 'gat-yellow'], ['sb-lxix-gatorade-clear', 'Clear / Water', 'gat-clear']]),
    G('Gatorade shower color — Super Bowl 69', z(SBN, '05:00'), gr(['Orange', 'gat-orange'], ['Blue', 'gat-blue'], ['Yellow', 'gat-yellow'], ['Purple', 'gat-purple'], ['Red', 'gat-red'], ['None / Clear', 'gat-clear'])),
  ] });
}
{ // Viewership (Nielsen, average audience): alpha ladder; beta more than 130M; gamma over 127.5M (another rung).
  addCase('super_bowl', { name: 'sb-viewers', events: [
    A('KXSBVIEWERS-35', 'Super Bowl LXIX viewership', 'Entertainment', z('2035-02-16', '23:59'), [['T125', 'Above 125 million', 'view-125'], ['T130', 'Above 130 million', 'view-130'],
      ['T135', 'Above 135 million', 'view-135']], { sources: ['Nielsen https://www.nielsen.com/news-center/'] }),
    B1('Super Bowl LXIX more than 130 million viewers?', 'Culture', z('2035-02-16', '23:59'), 'view-130', { mx: { src: 'Nielsen' } }),
    G1('Super Bowl LXIX average audience over 127.5M (Nielsen)?', z('2035-02-17', '00:00'), 'view-127.5'),
  ] }, ['threshold']);
}

// ───────────────────────────── AUSTRALIAN OPEN (FINALS WEEKEND) ─────────────────────────────

{ // Men's champion, four semi-finalists left (all four venues).
  const ps: Array<[string, string, string]> = [['SINN', 'Jannik Sinner', 'ao-m-sinner'], ['ALCA', 'Carlos Alcaraz', 'ao-m-alcaraz'], ['FONS', 'Joao Fonseca', 'ao-m-fonseca'], ['MENS', 'Jakub Mensik', 'ao-m-mensik']];
  addCase('tennis', { name: 'ao-men-champion', events: [
    A('KXAUSOPENMENS-35', 'Australian Open Men\'s Singles Champion', 'Sports', z(SUN, '14:00'), ps.map(([s, n, t]) => [s, n, t]), { sources: [AO] }),
    B('Australian Open Men\'s Winner 2035', 'Sports', z(SUN, '12:00'), [['australian-open-2035-jannik-sinner', 'Sinner', 'ao-m-sinner'], ['australian-open-2035-carlos-alcaraz', 'Alcaraz', 'ao-m-alcaraz'],
      ['australian-open-2035-joao-fonseca', 'Fonseca', 'ao-m-fonseca'], ['australian-open-2035-jakub-mensik', 'Menšík', 'ao-m-mensik']]),
    U('ao-2035-mens-champion', '2035 Australian Open — Men\'s Singles', 'Sports', z(SUN, '12:00'), [['ao-2035-mens-sinner', 'Jannik Sinner', 'ao-m-sinner'], ['ao-2035-mens-alcaraz', 'Carlos Alcaraz', 'ao-m-alcaraz'],
      ['ao-2035-mens-fonseca', 'João Fonseca', 'ao-m-fonseca'], ['ao-2035-mens-mensik', 'Jakub Menšík', 'ao-m-mensik']]),
    G('AO 2035 men\'s singles title', z(SUN, '14:00'), gr(['J. Sinner', 'ao-m-sinner'], ['C. Alcaraz', 'ao-m-alcaraz'], ['J. Fonseca', 'ao-m-fonseca'], ['J. Menšík', 'ao-m-mensik'])),
  ] });
}
{ // Women's final Gauff v Andreeva, Sat Jan 27 (alpha match, beta match, gamma champion = the final's winner);
  // beta_us lists the final's total games (measure).
  addCase('tennis', { name: 'ao-women-final', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXWTAMATCH-${ad(SAT)}GAUAND`, 'Gauff vs Andreeva: Australian Open Women\'s Final', 'Sports', z(SAT, '13:00'), [['GAU', 'Coco Gauff', 'aow-gauff'], ['AND', 'Mirra Andreeva', 'aow-andreeva']], { sources: [AO] }),
    B('Australian Open Women\'s Final: Gauff vs. Andreeva', 'Sports', z(SAT, '08:30'), [['ao-2035-wf-gauff-andreeva', '', 'aow-gauff', { outcomes: yn('Gauff', 'Andreeva') }]]),
    G('Australian Open 2035 — women\'s singles champion', z(SAT, '14:00'), gr(['Coco Gauff', 'aow-gauff'], ['Mirra Andreeva', 'aow-andreeva'])),
    U1('ao-2035-wf-total-games-21pt5', 'AO Women\'s Final: Total Games O/U 21.5', 'Sports', z(SAT, '08:30'), 'aow-games21.5', { outcomes: yn('Over', 'Under') }),
  ] }, ['measure']);
}
{ // Men's semi-final Sinner v Fonseca, Fri Jan 26 (alpha, beta); beta_us: Sinner in straight sets (measure).
  addCase('tennis', { name: 'ao-sf-sinner-fonseca', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A(`KXATPMATCH-${ad(FRI)}SINFON`, 'Sinner vs Fonseca', 'Sports', z(FRI, '14:00'), [['SIN', 'Jannik Sinner', 'aosf1-sinner'], ['FON', 'Joao Fonseca', 'aosf1-fonseca']], { sources: [AO] }),
    B('Jannik Sinner vs. João Fonseca (AO SF)', 'Sports', z(FRI, '08:30'), [['ao-2035-sf-sinner-fonseca', '', 'aosf1-sinner', { outcomes: yn('Sinner', 'Fonseca') }]]),
    U1('ao-2035-sf-sinner-straight-sets', 'Sinner to beat Fonseca in straight sets?', 'Sports', z(FRI, '08:30'), 'aosf1-sinner-3-0'),
  ] }, ['measure']);
}
{ // Men's semi-final Alcaraz v Menšík — beta_us only.
  addCase('tennis', { name: 'ao-sf-alcaraz-mensik', events: [
    U('ao-2035-sf-alcaraz-mensik', 'Alcaraz vs. Menšík — Australian Open Semifinal', 'Sports', z(FRI, '03:30'), [['ao-2035-sf-alcaraz-mensik-ml', '', 'aosf2-alcaraz', { outcomes: yn('Carlos Alcaraz', 'Jakub Menšík') }]]),
  ] });
}
{ // Men's final to five sets (alpha, gamma); beta asks whether the women's final goes to three sets (category).
  addCase('tennis', { name: 'ao-final-deciding-set', groups: [['alpha', 'gamma'], ['beta']], events: [
    A1('KXAOMFINALSETS-35', 'Australian Open men\'s final: 5 sets?', 'Sports', z(SUN, '14:00'), '5', '5 sets', 'aomf-5sets'),
    G1('Will the 2035 AO men\'s final go the full five sets?', z(SUN, '14:00'), 'aomf-5sets'),
    B1('Will the Australian Open women\'s final go to a third set?', 'Sports', z(SAT, '12:00'), 'aowf-3sets'),
  ] }, ['category']);
}

// ───────────────────────────── NBA ─────────────────────────────

{ // Celtics at Knicks, Thu Jan 25 7:30 PM ET (alpha, beta, beta_us); gamma lists the Mar 8 game at Boston (date).
  addCase('nba', { name: 'nba-bos-nyk-ml', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNBAGAME-${ad(THU)}BOSNYK`, 'Boston at New York', 'Sports', z(FRI, '03:30'), [['BOS', 'Boston', 'bosnyk-bos'], ['NYK', 'New York', 'bosnyk-nyk']], { sources: [NBAS] }),
    B('Celtics vs. Knicks', 'Sports', z(FRI, '00:30'), [['nba-bos-nyk-2035-01-25', '', 'bosnyk-bos', { outcomes: yn('Celtics', 'Knicks') }]]),
    U('nba-bos-nyk-2035-01-25', 'Boston Celtics at New York Knicks', 'Sports', z(FRI, '00:30'), [['aec-nba-bos-nyk-2035-01-25', '', 'bosnyk-bos', { outcomes: yn('Boston Celtics', 'New York Knicks') }]]),
    G('Knicks @ Celtics — March 8, 2035', z('2035-03-09', '03:00'), gr(['New York Knicks', 'nykbos-nyk'], ['Boston Celtics', 'nykbos-bos'])),
  ] }, ['date']);
}
{ // Thunder at Nuggets, Thu 10:00 PM ET (alpha, beta); gamma asks whether Denver wins (inverted).
  addCase('nba', { name: 'nba-okc-den-ml', events: [
    A(`KXNBAGAME-${ad(THU)}OKCDEN`, 'Oklahoma City at Denver', 'Sports', z(FRI, '06:00'), [['OKC', 'Oklahoma City', 'okcden-okc'], ['DEN', 'Denver', 'okcden-den']], { sources: [NBAS] }),
    B('Thunder vs. Nuggets', 'Sports', z(FRI, '03:00'), [['nba-okc-den-2035-01-25', '', 'okcden-okc', { outcomes: yn('Thunder', 'Nuggets') }]]),
    G1('Nuggets beat the Thunder at home tonight (Jan 25)?', z(FRI, '06:00'), 'okcden-den'),
  ] }, ['inverted']);
}
{ // Lakers at Warriors, Sat Jan 27 8:30 PM ET (alpha, beta_us); beta lists the Feb 26 game in Los Angeles (date).
  addCase('nba', { name: 'nba-lal-gsw-ml', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A(`KXNBAGAME-${ad(SAT)}LALGSW`, 'Los Angeles L at Golden State', 'Sports', z(SUN, '04:30'), [['LAL', 'Los Angeles L', 'lalgsw-lal'], ['GSW', 'Golden State', 'lalgsw-gsw']], { sources: [NBAS] }),
    U('nba-lal-gsw-2035-01-27', 'Los Angeles Lakers at Golden State Warriors', 'Sports', z(SUN, '01:30'), [['aec-nba-lal-gsw-2035-01-27', '', 'lalgsw-lal', { outcomes: yn('Los Angeles Lakers', 'Golden State Warriors') }]]),
    B('Warriors vs. Lakers', 'Sports', z('2035-02-27', '03:30'), [['nba-gsw-lal-2035-02-26', '', 'gswlal-gsw', { outcomes: yn('Warriors', 'Lakers') }]]),
  ] }, ['date']);
}
{ // Spurs at Timberwolves, Fri Jan 26 8:00 PM ET (alpha, beta, beta_us).
  addCase('nba', { name: 'nba-sas-min-ml', events: [
    A(`KXNBAGAME-${ad(FRI)}SASMIN`, 'San Antonio at Minnesota', 'Sports', z(SAT, '04:00'), [['SAS', 'San Antonio', 'sasmin-sas'], ['MIN', 'Minnesota', 'sasmin-min']], { sources: [NBAS] }),
    B('Spurs vs. Timberwolves', 'Sports', z(SAT, '01:00'), [['nba-sas-min-2035-01-26', '', 'sasmin-sas', { outcomes: yn('Spurs', 'Timberwolves') }]]),
    U('nba-sas-min-2035-01-26', 'San Antonio Spurs at Minnesota Timberwolves', 'Sports', z(SAT, '01:00'), [['aec-nba-sas-min-2035-01-26', '', 'sasmin-min', { outcomes: yn('Minnesota Timberwolves', 'San Antonio Spurs'), q: 'Minnesota Timberwolves vs. San Antonio Spurs' }]]),
  ] }, ['inverted']);
}
{ // Celtics-Knicks total (alpha ladder, beta O/U 225.5); gamma lists the first-half total (period).
  addCase('nba', { name: 'nba-bos-nyk-total', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNBATOTAL-${ad(THU)}BOSNYK`, 'Boston at New York: Total Points', 'Sports', z(FRI, '03:30'), [['221', 'Over 220.5 points scored', 'bosnyk-tot220.5'], ['226', 'Over 225.5 points scored', 'bosnyk-tot225.5'],
      ['231', 'Over 230.5 points scored', 'bosnyk-tot230.5']], { sources: [NBAS] }),
    B('Celtics vs. Knicks: O/U 225.5', 'Sports', z(FRI, '00:30'), [['nba-bos-nyk-2035-01-25-total-225pt5', '', 'bosnyk-tot225.5', { outcomes: yn('Over', 'Under') }]]),
    G1('Celtics-Knicks 1st half: 113+ points?', z(FRI, '01:45'), 'bosnyk-1h-tot112.5'),
  ] }, ['period']);
}
{ // Spurs-Wolves points board (alpha, beta: Wembanyama O/U 29.5 = 30+); beta_us: Wembanyama rebounds (measure).
  addCase('nba', { name: 'nba-sas-min-points', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A(`KXNBAPTS-${ad(FRI)}SASMIN`, 'San Antonio at Minnesota: Points', 'Sports', z(SAT, '04:00'), [['VWEM25', 'Victor Wembanyama: 25+', 'sasmin-pts-wemby25'], ['VWEM30', 'Victor Wembanyama: 30+', 'sasmin-pts-wemby30'],
      ['AEDW25', 'Anthony Edwards: 25+', 'sasmin-pts-edwards25'], ['AEDW30', 'Anthony Edwards: 30+', 'sasmin-pts-edwards30']], { sources: [NBAS] }),
    B('Victor Wembanyama: Points O/U 29.5', 'Sports', z(SAT, '01:00'), [['nba-sas-min-2035-01-26-wembanyama-points-29pt5', '', 'sasmin-pts-wemby30', { outcomes: yn('Over', 'Under') }]]),
    U1('pp-nba-sas-min-2035-01-26-wembanyama-reb-12pt5', 'Wembanyama Rebounds O/U 12.5 (SAS @ MIN)', 'Sports', z(SAT, '01:00'), 'sasmin-reb-wemby13', { outcomes: yn('Over', 'Under') }),
  ] }, ['measure']);
}
{ // Cavaliers at Bucks, Fri Jan 26 — gamma only.
  addCase('nba', { name: 'nba-cle-mil-ml', events: [
    G('Cavaliers vs Bucks (Fri Jan 26) — winner', z(SAT, '04:00'), gr(['Cleveland Cavaliers', 'clemil-cle'], ['Milwaukee Bucks', 'clemil-mil'])),
  ] });
}
{ // LaMelo Ball traded before the Feb 8 trade deadline (alpha, beta); gamma asks "before the 2035 NBA Draft" (deadline).
  addCase('nba', { name: 'nba-trade-lamelo', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXNBATRADE-35FEB08', 'Players traded before the NBA trade deadline', 'Sports', z('2035-02-08', '20:00'), 'LBAL', 'LaMelo Ball', 'trade-ball-deadline',
      { rules: 'Resolves Yes if LaMelo Ball is traded before 3:00 PM ET on February 8, 2035, the NBA trade deadline, as reported by the NBA transactions log.' }),
    B1('LaMelo Ball traded before the trade deadline?', 'Sports', z('2035-02-08', '20:00'), 'trade-ball-deadline'),
    G1('Will LaMelo Ball be traded before the 2035 NBA Draft?', z('2035-06-27', '23:00'), 'trade-ball-draft'),
  ] }, ['deadline']);
}
{ // All-Star Game MVP, Sun Feb 18 (alpha, beta, gamma).
  addCase('nba', { name: 'nba-asg-mvp', events: [
    A('KXNBAASGMVP-35', 'NBA All-Star Game MVP', 'Sports', z('2035-02-19', '05:00'), [['VWEM', 'Victor Wembanyama', 'asg-wemby'], ['AEDW', 'Anthony Edwards', 'asg-edwards'], ['CFLA', 'Cooper Flagg', 'asg-flagg'],
      ['SGA', 'Shai Gilgeous-Alexander', 'asg-sga']]),
    B('NBA All-Star MVP 2035', 'Sports', z('2035-02-19', '04:00'), [['nba-all-star-mvp-2035-wembanyama', 'Victor Wembanyama', 'asg-wemby'], ['nba-all-star-mvp-2035-edwards', 'Anthony Edwards', 'asg-edwards'],
      ['nba-all-star-mvp-2035-flagg', 'Cooper Flagg', 'asg-flagg']]),
    G('2035 NBA All-Star Game Kobe Bryant MVP Award', z('2035-02-19', '05:00'), gr(['Cooper Flagg', 'asg-flagg'], ['Victor Wembanyama', 'asg-wemby'], ['Shai Gilgeous-Alexander', 'asg-sga'], ['Other', 'asg-other'])),
  ] });
}
{ // Three-point contest, Sat Feb 17 (beta, gamma); alpha lists the slam dunk contest (category).
  addCase('nba', { name: 'nba-3pt-contest', groups: [['beta', 'gamma'], ['alpha']], events: [
    B('2035 NBA 3-Point Contest Winner', 'Sports', z('2035-02-18', '04:00'), [['nba-3pt-contest-2035-tyrese-haliburton', 'Tyrese Haliburton', '3pt-haliburton'], ['nba-3pt-contest-2035-kon-knueppel', 'Kon Knueppel', '3pt-knueppel'],
      ['nba-3pt-contest-2035-steph-curry', 'Stephen Curry', '3pt-curry']]),
    G('Starry 3-Point Contest 2035 champion', z('2035-02-18', '05:00'), gr(['Kon Knueppel', '3pt-knueppel'], ['Tyrese Haliburton', '3pt-haliburton'], ['Stephen Curry', '3pt-curry'], ['Field', '3pt-field'])),
    A('KXNBADUNK-35', 'NBA Slam Dunk Contest winner', 'Sports', z('2035-02-18', '05:00'), [['MMCC', 'Mac McClung', 'dunk-mcclung'], ['AMIT', 'Amen Thompson', 'dunk-thompson'], ['SCAS', 'Stephon Castle', 'dunk-castle']]),
  ] }, ['category']);
}

// ───────────────────────────── NHL ─────────────────────────────

{ // Oilers at Maple Leafs, Thu Jan 25 7:00 PM ET (alpha, beta, gamma); beta_us lists the regulation three-way (measure).
  addCase('nhl', { name: 'nhl-edm-tor-ml', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNHLGAME-${ad(THU)}EDMTOR`, 'Edmonton at Toronto', 'Sports', z(FRI, '03:00'), [['EDM', 'Edmonton', 'edmtor-edm'], ['TOR', 'Toronto', 'edmtor-tor']], { sources: [NHLS] }),
    B('Oilers vs. Maple Leafs', 'Sports', z(FRI, '00:00'), [['nhl-edm-tor-2035-01-25', '', 'edmtor-edm', { outcomes: yn('Oilers', 'Maple Leafs') }]]),
    G('EDM @ TOR (Jan 25) — who wins? (incl. OT/SO)', z(FRI, '03:30'), gr(['Edmonton Oilers', 'edmtor-edm'], ['Toronto Maple Leafs', 'edmtor-tor'])),
    U('nhl-edm-tor-2035-01-25-reg', 'Oilers at Maple Leafs — Regulation Result', 'Sports', z(FRI, '00:00'), [['rec-nhl-edm-tor-2035-01-25-edm', 'Oilers', 'edmtor-reg-edm'],
      ['rec-nhl-edm-tor-2035-01-25-draw', 'Tie after regulation', 'edmtor-reg-tie'], ['rec-nhl-edm-tor-2035-01-25-tor', 'Maple Leafs', 'edmtor-reg-tor']]),
  ] }, ['measure']);
}
{ // Rangers at Bruins, Sat Jan 27 1:00 PM ET (alpha, beta_us).
  addCase('nhl', { name: 'nhl-nyr-bos-ml', events: [
    A(`KXNHLGAME-${ad(SAT)}NYRBOS`, 'New York R at Boston', 'Sports', z(SAT, '21:00'), [['NYR', 'New York R', 'nyrbos-nyr'], ['BOS', 'Boston', 'nyrbos-bos']], { sources: [NHLS] }),
    U('nhl-nyr-bos-2035-01-27', 'New York Rangers at Boston Bruins', 'Sports', z(SAT, '18:00'), [['aec-nhl-nyr-bos-2035-01-27', '', 'nyrbos-nyr', { outcomes: yn('New York Rangers', 'Boston Bruins') }]]),
  ] });
}
{ // Avalanche at Stars, Sat Jan 27 (alpha, beta); gamma lists their Mar 15 game in Denver (date).
  addCase('nhl', { name: 'nhl-col-dal-ml', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXNHLGAME-${ad(SAT)}COLDAL`, 'Colorado at Dallas', 'Sports', z(SUN, '05:00'), [['COL', 'Colorado', 'coldal-col'], ['DAL', 'Dallas', 'coldal-dal']], { sources: [NHLS] }),
    B('Avalanche vs. Stars', 'Sports', z(SUN, '02:00'), [['nhl-col-dal-2035-01-27', '', 'coldal-col', { outcomes: yn('Avalanche', 'Stars') }]]),
    G('Stars at Avalanche — Mar 15 winner', z('2035-03-16', '04:30'), gr(['Dallas Stars', 'dalcol-dal'], ['Colorado Avalanche', 'dalcol-col'])),
  ] }, ['date']);
}
{ // Rasmus Dahlin traded before the NHL trade deadline, Fri Mar 2 3:00 PM ET (alpha, beta, beta_us).
  addCase('nhl', { name: 'nhl-trade-dahlin', events: [
    A1('KXNHLTRADE-35MAR02', 'NHL trade deadline: players traded', 'Sports', z('2035-03-02', '20:00'), 'RDAH', 'Rasmus Dahlin', 'nhl-trade-dahlin'),
    B1('Will Rasmus Dahlin be traded by the NHL trade deadline?', 'Sports', z('2035-03-02', '20:00'), 'nhl-trade-dahlin'),
    U1('nhl-trade-deadline-2035-rasmus-dahlin', 'Rasmus Dahlin traded before March 2 deadline?', 'Sports', z('2035-03-02', '20:00'), 'nhl-trade-dahlin'),
  ] });
}
{ // Canucks at Kraken, Sat Jan 27 — beta only.
  addCase('nhl', { name: 'nhl-van-sea-ml', events: [
    B('Canucks vs. Kraken', 'Sports', z(SUN, '03:00'), [['nhl-van-sea-2035-01-27', '', 'vansea-van', { outcomes: yn('Canucks', 'Kraken') }]]),
  ] });
}

// ───────────────────────────── FOOTBALL (SOCCER) ─────────────────────────────

{ // Arsenal v Man City, Sun Feb 4 4:30 PM GMT: alpha three-way, beta three markets, gamma; beta_us double chance
  // "Arsenal or draw" (the complement of a Man City win, inverted).
  const ko = z('2035-02-04', '16:30');
  addCase('soccer', { name: 'epl-ars-mci', events: [
    A(`KXEPLGAME-${ad('2035-02-04')}ARSMCI`, 'Arsenal vs Manchester City', 'Sports', z('2035-02-04', '19:00'), [['ARS', 'Arsenal', 'arsmci-ars'], ['TIE', 'Tie', 'arsmci-draw'], ['MCI', 'Manchester City', 'arsmci-mci']]),
    B('Arsenal vs. Manchester City', 'Sports', ko, [['epl-ars-mci-2035-02-04-ars', 'Arsenal', 'arsmci-ars'], ['epl-ars-mci-2035-02-04-draw', 'Draw (Arsenal vs. Manchester City)', 'arsmci-draw'],
      ['epl-ars-mci-2035-02-04-mci', 'Manchester City', 'arsmci-mci']]),
    U1('dc-epl-ars-mci-2035-02-04-ars-draw', 'Arsenal vs. Man City: Arsenal or Draw', 'Sports', ko, 'arsmci-not-mci'),
    G('Premier League: Arsenal v Man City (4 Feb) — 90 min result', z('2035-02-04', '19:00'), gr(['Arsenal', 'arsmci-ars'], ['Draw', 'arsmci-draw'], ['Man City', 'arsmci-mci'])),
  ] }, ['inverted']);
}
{ // Liverpool v Chelsea, Sat Feb 3 (alpha, beta, beta_us); gamma lists Chelsea v Liverpool on Apr 14 (date).
  const ko = z('2035-02-03', '17:30');
  addCase('soccer', { name: 'epl-liv-che', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXEPLGAME-${ad('2035-02-03')}LIVCHE`, 'Liverpool vs Chelsea', 'Sports', z('2035-02-03', '20:00'), [['LIV', 'Liverpool', 'livche-liv'], ['TIE', 'Tie', 'livche-draw'], ['CHE', 'Chelsea', 'livche-che']]),
    B('Liverpool vs. Chelsea', 'Sports', ko, [['epl-liv-che-2035-02-03-liv', 'Liverpool', 'livche-liv'], ['epl-liv-che-2035-02-03-draw', 'Draw (Liverpool vs. Chelsea)', 'livche-draw'],
      ['epl-liv-che-2035-02-03-che', 'Chelsea', 'livche-che']]),
    U('epl-liv-che-2035-02-03', 'Liverpool FC vs. Chelsea FC', 'Sports', ko, [['epl-liv-che-2035-02-03-liverpool', 'Liverpool FC', 'livche-liv'], ['epl-liv-che-2035-02-03-tie', 'Draw', 'livche-draw'],
      ['epl-liv-che-2035-02-03-chelsea', 'Chelsea FC', 'livche-che']]),
    G('Chelsea vs Liverpool — 14 April 2035', z('2035-04-14', '17:00'), gr(['Chelsea', 'cheliv-che'], ['Draw', 'cheliv-draw'], ['Liverpool', 'cheliv-liv'])),
  ] }, ['date']);
}
{ // Man Utd v Tottenham, Sun Jan 28 2:00 PM GMT (alpha, beta, gamma).
  addCase('soccer', { name: 'epl-mun-tot', events: [
    A(`KXEPLGAME-${D}MUNTOT`, 'Manchester United vs Tottenham', 'Sports', z(SUN, '16:30'), [['MUN', 'Manchester United', 'muntot-mun'], ['TIE', 'Tie', 'muntot-draw'], ['TOT', 'Tottenham Hotspur', 'muntot-tot']]),
    B('Man United vs. Spurs', 'Sports', z(SUN, '14:00'), [['epl-mun-tot-2035-01-28-mun', 'Manchester United', 'muntot-mun'], ['epl-mun-tot-2035-01-28-draw', 'Draw (Man United vs. Spurs)', 'muntot-draw'],
      ['epl-mun-tot-2035-01-28-tot', 'Tottenham', 'muntot-tot']]),
    G('Man Utd v Spurs, Sunday 28 Jan', z(SUN, '16:30'), gr(['Manchester United', 'muntot-mun'], ['Draw', 'muntot-draw'], ['Tottenham', 'muntot-tot'])),
  ] });
}
{ // Newcastle v Aston Villa, Wed Jan 31 (beta, beta_us); alpha lists both teams to score (measure).
  const ko = z('2035-01-31', '20:00');
  addCase('soccer', { name: 'epl-new-avl', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B('Newcastle vs. Aston Villa', 'Sports', ko, [['epl-new-avl-2035-01-31-new', 'Newcastle', 'newavl-new'], ['epl-new-avl-2035-01-31-draw', 'Draw (Newcastle vs. Aston Villa)', 'newavl-draw'],
      ['epl-new-avl-2035-01-31-avl', 'Aston Villa', 'newavl-avl']]),
    U('epl-new-avl-2035-01-31', 'Newcastle United vs. Aston Villa', 'Sports', ko, [['epl-new-avl-2035-01-31-newcastle', 'Newcastle United', 'newavl-new'], ['epl-new-avl-2035-01-31-tie', 'Draw', 'newavl-draw'],
      ['epl-new-avl-2035-01-31-aston-villa', 'Aston Villa', 'newavl-avl']]),
    A1(`KXEPLBTTS-${ad('2035-01-31')}NEWAVL`, 'Newcastle vs Aston Villa: Both teams to score?', 'Sports', z('2035-01-31', '22:30'), 'BTTS', 'Both teams score', 'newavl-btts'),
  ] }, ['measure']);
}
{ // Premier League 2034-35 champion (all four venues).
  addCase('soccer', { name: 'epl-champion', events: [
    A('KXEPL-35', 'English Premier League Winner?', 'Sports', z('2035-05-27', '17:00'), [['ARS', 'Arsenal', 'epl-ars'], ['LIV', 'Liverpool', 'epl-liv'], ['MCI', 'Manchester City', 'epl-mci'], ['CHE', 'Chelsea', 'epl-che']]),
    B('Premier League Winner 2034-35', 'Sports', z('2035-05-27', '15:00'), [['epl-2034-35-winner-arsenal', 'Arsenal', 'epl-ars'], ['epl-2034-35-winner-liverpool', 'Liverpool', 'epl-liv'],
      ['epl-2034-35-winner-man-city', 'Man City', 'epl-mci'], ['epl-2034-35-winner-chelsea', 'Chelsea', 'epl-che'], ['epl-2034-35-winner-newcastle', 'Newcastle', 'epl-new']]),
    U('epl-2034-35-champion', 'English Premier League 2034/35 Champion', 'Sports', z('2035-05-27', '15:00'), [['epl-2034-35-champion-arsenal', 'Arsenal', 'epl-ars'], ['epl-2034-35-champion-liverpool', 'Liverpool', 'epl-liv'],
      ['epl-2034-35-champion-manchester-city', 'Manchester City', 'epl-mci']]),
    G('Who will win the 2034/35 Premier League?', z('2035-05-27', '17:00'), gr(['Arsenal', 'epl-ars'], ['Liverpool', 'epl-liv'], ['Manchester City', 'epl-mci'], ['Chelsea', 'epl-che'], ['Other', 'epl-other'])),
  ] });
}
{ // Chelsea's final position: top 4 (alpha, gamma) and top 5 (beta) are rungs of one ladder (threshold).
  addCase('soccer', { name: 'epl-chelsea-finish', events: [
    A1('KXEPLTOP4-35', 'Premier League top 4 finish', 'Sports', z('2035-05-27', '17:00'), 'CHE', 'Chelsea', 'che-top4'),
    G1('Chelsea to finish in the Premier League top four (2034/35)?', z('2035-05-27', '17:00'), 'che-top4'),
    B1('Will Chelsea finish top 5 in the Premier League?', 'Sports', z('2035-05-27', '15:00'), 'che-top5'),
  ] }, ['threshold']);
}
{ // Real Madrid's knockout play-off opponent, draw Fri Jan 26 (alpha, gamma categorical; beta one opponent);
  // beta_us lists Real Madrid's round-of-16 opponent (draw Feb 23: round).
  addCase('soccer', { name: 'ucl-rma-draw', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXUCLDRAW-35JAN26RMA', 'Real Madrid\'s Champions League knockout play-off opponent', 'Sports', z(FRI, '13:00'), [['CEL', 'Celtic', 'rmapo-celtic'], ['BRU', 'Club Brugge', 'rmapo-brugge'],
      ['BEN', 'Benfica', 'rmapo-benfica'], ['FEY', 'Feyenoord', 'rmapo-feyenoord']]),
    B1('Will Real Madrid draw Celtic in the Champions League play-off round?', 'Sports', z(FRI, '12:00'), 'rmapo-celtic'),
    G('UCL knockout phase play-off draw: Real Madrid\'s opponent', z(FRI, '13:00'), gr(['Benfica', 'rmapo-benfica'], ['Celtic', 'rmapo-celtic'], ['Club Brugge', 'rmapo-brugge'], ['Feyenoord', 'rmapo-feyenoord'])),
    U('ucl-2035-r16-draw-real-madrid', 'Real Madrid Round of 16 Opponent', 'Sports', z('2035-02-23', '12:00'), [['ucl-2035-r16-rma-arsenal', 'Arsenal', 'rmar16-arsenal'], ['ucl-2035-r16-rma-bayern', 'Bayern Munich', 'rmar16-bayern'],
      ['ucl-2035-r16-rma-liverpool', 'Liverpool', 'rmar16-liverpool']]),
  ] }, ['round']);
}
{ // Champions League 2034-35 winner (alpha, beta, gamma).
  addCase('soccer', { name: 'ucl-winner', events: [
    A('KXUCL-35', 'UEFA Champions League Winner?', 'Sports', z('2035-06-02', '21:00'), [['ARS', 'Arsenal', 'ucl-ars'], ['BAY', 'Bayern Munich', 'ucl-bay'], ['RMA', 'Real Madrid', 'ucl-rma'], ['PSG', 'Paris Saint-Germain', 'ucl-psg'],
      ['BAR', 'Barcelona', 'ucl-bar']]),
    B('Champions League Winner 2035', 'Sports', z('2035-06-02', '19:00'), [['ucl-2035-winner-arsenal', 'Arsenal', 'ucl-ars'], ['ucl-2035-winner-bayern', 'Bayern', 'ucl-bay'],
      ['ucl-2035-winner-real-madrid', 'Real Madrid', 'ucl-rma'], ['ucl-2035-winner-psg', 'PSG', 'ucl-psg'], ['ucl-2035-winner-barcelona', 'Barcelona', 'ucl-bar']]),
    G('2034/35 UEFA Champions League champion', z('2035-06-02', '22:00'), gr(['Real Madrid', 'ucl-rma'], ['Bayern München', 'ucl-bay'], ['Arsenal', 'ucl-ars'], ['FC Barcelona', 'ucl-bar'], ['Paris SG', 'ucl-psg'], ['Other', 'ucl-other'])),
  ] });
}
{ // Juventus v PSV play-off first leg, Tue Feb 13 (alpha, beta); gamma lists who advances over two legs (measure).
  addCase('soccer', { name: 'ucl-juv-psv-leg1', groups: [['alpha', 'beta'], ['gamma']], events: [
    A(`KXUCLGAME-${ad('2035-02-13')}JUVPSV`, 'Juventus vs PSV', 'Sports', z('2035-02-13', '22:30'), [['JUV', 'Juventus', 'juvpsv-juv'], ['TIE', 'Tie', 'juvpsv-draw'], ['PSV', 'PSV Eindhoven', 'juvpsv-psv']]),
    B('Juventus vs. PSV', 'Sports', z('2035-02-13', '20:00'), [['ucl-juv-psv-2035-02-13-juv', 'Juventus', 'juvpsv-juv'], ['ucl-juv-psv-2035-02-13-draw', 'Draw (Juventus vs. PSV)', 'juvpsv-draw'],
      ['ucl-juv-psv-2035-02-13-psv', 'PSV', 'juvpsv-psv']]),
    G('Juventus vs PSV play-off tie — who advances?', z('2035-02-21', '23:00'), gr(['Juventus', 'juvpsv-adv-juv'], ['PSV', 'juvpsv-adv-psv'])),
  ] }, ['measure']);
}

// ───────────────────────────── SIX NATIONS ─────────────────────────────

{ // 2035 Six Nations champion (alpha, beta, gamma); beta_us asks about a Grand Slam for Ireland (measure).
  addCase('rugby', { name: 'six-nations-champion', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXSIXNATIONS-35', 'Six Nations Championship winner', 'Sports', z('2035-03-17', '19:00'), [['FRA', 'France', 'sn-fra'], ['IRE', 'Ireland', 'sn-ire'], ['ENG', 'England', 'sn-eng'], ['SCO', 'Scotland', 'sn-sco']]),
    B('Six Nations 2035 Winner', 'Sports', z('2035-03-17', '19:00'), [['six-nations-2035-france', 'France', 'sn-fra'], ['six-nations-2035-ireland', 'Ireland', 'sn-ire'], ['six-nations-2035-england', 'England', 'sn-eng'],
      ['six-nations-2035-scotland', 'Scotland', 'sn-sco'], ['six-nations-2035-wales', 'Wales', 'sn-wal'], ['six-nations-2035-italy', 'Italy', 'sn-ita']]),
    G('Guinness Six Nations 2035 — champions', z('2035-03-17', '19:00'), gr(['Ireland', 'sn-ire'], ['France', 'sn-fra'], ['England', 'sn-eng'], ['Any other nation', 'sn-other'])),
    U1('six-nations-2035-ireland-grand-slam', 'Will Ireland win the 2035 Grand Slam?', 'Sports', z('2035-03-17', '19:00'), 'sn-ire-gs'),
  ] }, ['measure']);
}
{ // France v Ireland, Fri Feb 2 (Stade de France, 9:10 PM CET): alpha, beta three-way; gamma asks Ireland win (one outcome).
  addCase('rugby', { name: 'six-fra-ire', events: [
    A(`KXSIXNATIONSGAME-${ad('2035-02-02')}FRAIRE`, 'France vs Ireland', 'Sports', z('2035-02-02', '22:30'), [['FRA', 'France', 'fraire-fra'], ['TIE', 'Tie', 'fraire-draw'], ['IRE', 'Ireland', 'fraire-ire']]),
    B('France vs. Ireland (Six Nations)', 'Sports', z('2035-02-02', '20:10'), [['six-nations-fra-ire-2035-02-02-fra', 'France', 'fraire-fra'], ['six-nations-fra-ire-2035-02-02-draw', 'Draw', 'fraire-draw'],
      ['six-nations-fra-ire-2035-02-02-ire', 'Ireland', 'fraire-ire']]),
    G1('Six Nations R1: Ireland win in Paris on Friday night?', z('2035-02-02', '22:30'), 'fraire-ire'),
  ] });
}
{ // England v Wales, Sat Feb 3 Twickenham (alpha, beta_us); gamma lists England winning by 13+ (measure).
  addCase('rugby', { name: 'six-eng-wal', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A(`KXSIXNATIONSGAME-${ad('2035-02-03')}ENGWAL`, 'England vs Wales', 'Sports', z('2035-02-03', '19:00'), [['ENG', 'England', 'engwal-eng'], ['TIE', 'Tie', 'engwal-draw'], ['WAL', 'Wales', 'engwal-wal']]),
    U('six-nations-eng-wal-2035-02-03', 'England vs. Wales — Six Nations', 'Sports', z('2035-02-03', '16:40'), [['six-nations-eng-wal-2035-02-03-eng', 'England', 'engwal-eng'], ['six-nations-eng-wal-2035-02-03-draw', 'Draw', 'engwal-draw'],
      ['six-nations-eng-wal-2035-02-03-wal', 'Wales', 'engwal-wal']]),
    G1('England beat Wales by 13 or more points (Twickenham, 3 Feb)?', z('2035-02-03', '19:00'), 'engwal-eng13'),
  ] }, ['measure']);
}
{ // Scotland v Italy, Sat Feb 3 Murrayfield — alpha only.
  addCase('rugby', { name: 'six-sco-ita', events: [
    A(`KXSIXNATIONSGAME-${ad('2035-02-03')}SCOITA`, 'Scotland vs Italy', 'Sports', z('2035-02-03', '16:30'), [['SCO', 'Scotland', 'scoita-sco'], ['TIE', 'Tie', 'scoita-draw'], ['ITA', 'Italy', 'scoita-ita']]),
  ] });
}

// ───────────────────────────── DAYTONA SPEEDWEEKS ─────────────────────────────

{ // Daytona 500 winner, Sun Feb 18 (all four venues).
  addCase('nascar', { name: 'daytona-500-winner', events: [
    A('KXNASCARRACE-35DAY500', 'Daytona 500 winner', 'Sports', z('2035-02-19', '02:00'), [['WBYR', 'William Byron', 'd500-byron'], ['CELL', 'Chase Elliott', 'd500-elliott'], ['KLAR', 'Kyle Larson', 'd500-larson'],
      ['RBLA', 'Ryan Blaney', 'd500-blaney'], ['CZIL', 'Connor Zilisch', 'd500-zilisch']], { sources: ['NASCAR https://www.nascar.com/results/'] }),
    B('Daytona 500 Winner 2035', 'Sports', z('2035-02-18', '19:30'), [['daytona-500-2035-william-byron', 'William Byron', 'd500-byron'], ['daytona-500-2035-chase-elliott', 'Chase Elliott', 'd500-elliott'],
      ['daytona-500-2035-kyle-larson', 'Kyle Larson', 'd500-larson'], ['daytona-500-2035-connor-zilisch', 'Connor Zilisch', 'd500-zilisch']]),
    U('nascar-daytona-500-2035', '2035 Daytona 500', 'Sports', z('2035-02-18', '19:30'), [['nascar-daytona-500-2035-byron', 'W. Byron', 'd500-byron'], ['nascar-daytona-500-2035-blaney', 'R. Blaney', 'd500-blaney'],
      ['nascar-daytona-500-2035-larson', 'K. Larson', 'd500-larson']]),
    G('Who wins the 77th Daytona 500?', z('2035-02-19', '02:00'), gr(['Chase Elliott', 'd500-elliott'], ['William Byron', 'd500-byron'], ['Kyle Larson', 'd500-larson'], ['Ryan Blaney', 'd500-blaney'], ['Field', 'd500-field'])),
  ] });
}
{ // Daytona 500 pole, qualifying Wed Feb 14 (alpha, beta); gamma lists Duel 1 on Thu Feb 15 (observation: another race).
  addCase('nascar', { name: 'daytona-pole', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXNASCARPOLE-35DAY500', 'Daytona 500 pole winner', 'Sports', z('2035-02-15', '04:00'), [['WBYR', 'William Byron', 'pole-byron'], ['ABOW', 'Alex Bowman', 'pole-bowman'], ['KLAR', 'Kyle Larson', 'pole-larson']]),
    B('Daytona 500 Pole Winner 2035', 'Sports', z('2035-02-15', '02:00'), [['daytona-500-pole-2035-byron', 'William Byron', 'pole-byron'], ['daytona-500-pole-2035-bowman', 'Alex Bowman', 'pole-bowman'],
      ['daytona-500-pole-2035-larson', 'Kyle Larson', 'pole-larson']]),
    G('Daytona Duel 1 winner (Feb 15)', z('2035-02-16', '03:00'), gr(['William Byron', 'duel1-byron'], ['Alex Bowman', 'duel1-bowman'], ['Kyle Larson', 'duel1-larson'], ['Other', 'duel1-other'])),
  ] }, ['observation']);
}
{ // Daytona 500 cautions (alpha ladder; beta_us O/U 7.5 = 8+); gamma asks whether the race goes to overtime (measure).
  addCase('nascar', { name: 'daytona-cautions', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXNASCARCAUTIONS-35DAY500', 'Daytona 500: number of cautions', 'Sports', z('2035-02-19', '02:00'), [['T6', '6 or more', 'd500-caut6'], ['T8', '8 or more', 'd500-caut8'], ['T10', '10 or more', 'd500-caut10']]),
    U1('nascar-daytona-500-2035-cautions-7pt5', 'Daytona 500 Cautions O/U 7.5', 'Sports', z('2035-02-18', '19:30'), 'd500-caut8', { outcomes: yn('Over', 'Under') }),
    G1('Daytona 500 goes to overtime (green-white-checkered)?', z('2035-02-19', '02:00'), 'd500-ot'),
  ] }, ['measure']);
}

// ───────────────────────────── AWARDS: OSCARS, GRAMMYS, BERLINALE ─────────────────────────────

const OSC = '2035-03-04'; // 107th Academy Awards
{ // Best Picture (all four venues).
  addCase('awards', { name: 'oscars-best-picture', events: [
    A('KXOSCARPIC-35', 'Oscar for Best Picture?', 'Entertainment', z('2035-03-05', '06:00'), [['TLH', 'The Long Hours', 'bp-longhours'], ['SALT', 'Saltwater Kings', 'bp-saltwater'],
      ['ORCH', 'Orchard Light', 'bp-orchard'], ['NINE', 'Nine Winters', 'bp-ninewinters'], ['GLAS', 'The Glass Republic', 'bp-glass']], { sources: [OSCARS] }),
    B('Oscars 2035: Best Picture Winner', 'Culture', z(OSC, '23:00'), [['oscars-2035-best-picture-the-long-hours', 'The Long Hours', 'bp-longhours'], ['oscars-2035-best-picture-saltwater-kings', 'Saltwater Kings', 'bp-saltwater'],
      ['oscars-2035-best-picture-orchard-light', 'Orchard Light', 'bp-orchard'], ['oscars-2035-best-picture-nine-winters', 'Nine Winters', 'bp-ninewinters']]),
    U('oscars-2035-best-picture', '107th Academy Awards — Best Picture', 'Culture', z(OSC, '23:00'), [['oscars-2035-bp-long-hours', 'The Long Hours', 'bp-longhours'], ['oscars-2035-bp-saltwater-kings', 'Saltwater Kings', 'bp-saltwater'],
      ['oscars-2035-bp-glass-republic', 'The Glass Republic', 'bp-glass']]),
    G('Best Picture — 107th Oscars (Mar 4)', z('2035-03-05', '06:00'), gr(['Saltwater Kings', 'bp-saltwater'], ['The Long Hours', 'bp-longhours'], ['Orchard Light', 'bp-orchard'], ['Nine Winters', 'bp-ninewinters'], ['Other nominee', 'bp-other'])),
  ] });
}
{ // Best Actress (alpha, beta, gamma); beta_us lists the BAFTA Leading Actress (Feb 18: category).
  addCase('awards', { name: 'oscars-best-actress', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXOSCARACTRESS-35', 'Oscar for Best Actress?', 'Entertainment', z('2035-03-05', '06:00'), [['ZEND', 'Zendaya', 'ba-zendaya'], ['MBRO', 'Millie Bobby Brown', 'ba-mbb'], ['JORT', 'Jenna Ortega', 'ba-ortega'],
      ['FPUG', 'Florence Pugh', 'ba-pugh']], { sources: [OSCARS] }),
    B('Oscars 2035: Best Actress', 'Culture', z(OSC, '23:00'), [['oscars-2035-best-actress-zendaya', 'Zendaya', 'ba-zendaya'], ['oscars-2035-best-actress-jenna-ortega', 'Jenna Ortega', 'ba-ortega'],
      ['oscars-2035-best-actress-florence-pugh', 'Florence Pugh', 'ba-pugh']]),
    G('Academy Award for Best Actress 2035', z('2035-03-05', '06:00'), gr(['Florence Pugh', 'ba-pugh'], ['Zendaya', 'ba-zendaya'], ['Jenna Ortega', 'ba-ortega'], ['Millie Bobby Brown', 'ba-mbb'])),
    U('bafta-2035-leading-actress', 'BAFTA 2035: Leading Actress', 'Culture', z('2035-02-18', '19:00'), [['bafta-2035-leading-actress-florence-pugh', 'Florence Pugh', 'bafta-pugh'],
      ['bafta-2035-leading-actress-zendaya', 'Zendaya', 'bafta-zendaya']]),
  ] }, ['category']);
}
{ // Best Director (alpha, beta); gamma lists the DGA feature film award (Feb 10: category).
  addCase('awards', { name: 'oscars-best-director', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXOSCARDIR-35', 'Oscar for Best Director?', 'Entertainment', z('2035-03-05', '06:00'), [['CZHA', 'Chloé Zhao', 'bd-zhao'], ['DVIL', 'Denis Villeneuve', 'bd-villeneuve'], ['RCOO', 'Ryan Coogler', 'bd-coogler']], { sources: [OSCARS] }),
    B('Oscars 2035: Best Director', 'Culture', z(OSC, '23:00'), [['oscars-2035-best-director-chloe-zhao', 'Chloé Zhao', 'bd-zhao'], ['oscars-2035-best-director-denis-villeneuve', 'Denis Villeneuve', 'bd-villeneuve'],
      ['oscars-2035-best-director-ryan-coogler', 'Ryan Coogler', 'bd-coogler']]),
    G('DGA Awards 2035 — Outstanding Directorial Achievement in Feature Film', z('2035-02-11', '06:00'), gr(['Denis Villeneuve', 'dga-villeneuve'], ['Chloé Zhao', 'dga-zhao'], ['Ryan Coogler', 'dga-coogler'])),
  ] }, ['category']);
}
{ // Best Actor (alpha categorical, beta one nominee); beta_us asks about Best Supporting Actor (category).
  addCase('awards', { name: 'oscars-best-actor', groups: [['alpha', 'beta'], ['beta_us']], events: [
    A('KXOSCARACTO-35', 'Oscar for Best Actor?', 'Entertainment', z('2035-03-05', '06:00'), [['TCHA', 'Timothée Chalamet', 'bac-chalamet'], ['PMES', 'Paul Mescal', 'bac-mescal'], ['AGAR', 'Andrew Garfield', 'bac-garfield']], { sources: [OSCARS] }),
    B1('Will Paul Mescal win Best Actor at the 2035 Oscars?', 'Culture', z(OSC, '23:00'), 'bac-mescal'),
    U1('oscars-2035-best-supporting-actor-paul-mescal', 'Paul Mescal to win Best Supporting Actor?', 'Culture', z(OSC, '23:00'), 'bsa-mescal'),
  ] }, ['category']);
}
{ // Which film wins the most Oscars (alpha, gamma).
  addCase('awards', { name: 'oscars-most-wins', events: [
    A('KXOSCARMOST-35', 'Which film will win the most Oscars?', 'Entertainment', z('2035-03-05', '06:00'), [['TLH', 'The Long Hours', 'most-longhours'], ['SALT', 'Saltwater Kings', 'most-saltwater'], ['GLAS', 'The Glass Republic', 'most-glass']]),
    G('Most Academy Award wins at the 2035 ceremony', z('2035-03-05', '06:00'), gr(['The Long Hours', 'most-longhours'], ['Saltwater Kings', 'most-saltwater'], ['The Glass Republic', 'most-glass'], ['Tie / other', 'most-other'])),
  ] });
}
const GRM = '2035-02-04'; // 87th Grammy Awards
{ // Album of the Year (all four venues).
  addCase('awards', { name: 'grammys-aoty', events: [
    A('KXGRAMMYAOTY-35', 'Grammy for Album of the Year?', 'Entertainment', z('2035-02-05', '06:00'), [['SCAR', 'Sabrina Carpenter', 'aoty-carpenter'], ['BEIL', 'Billie Eilish', 'aoty-eilish'],
      ['KLAM', 'Kendrick Lamar', 'aoty-lamar'], ['CROA', 'Chappell Roan', 'aoty-roan']], { sources: [GRAMMYS] }),
    B('Grammys 2035: Album of the Year', 'Culture', z(GRM, '23:00'), [['grammys-2035-aoty-sabrina-carpenter', 'Sabrina Carpenter', 'aoty-carpenter'], ['grammys-2035-aoty-billie-eilish', 'Billie Eilish', 'aoty-eilish'],
      ['grammys-2035-aoty-kendrick-lamar', 'Kendrick Lamar', 'aoty-lamar'], ['grammys-2035-aoty-chappell-roan', 'Chappell Roan', 'aoty-roan']]),
    U('grammys-2035-album-of-the-year', '87th Grammy Awards: Album of the Year', 'Culture', z(GRM, '23:00'), [['grammys-2035-album-carpenter', 'Sabrina Carpenter', 'aoty-carpenter'], ['grammys-2035-album-eilish', 'Billie Eilish', 'aoty-eilish']]),
    G('Album of the Year — Grammys (Feb 4)', z('2035-02-05', '06:00'), gr(['Billie Eilish', 'aoty-eilish'], ['Sabrina Carpenter', 'aoty-carpenter'], ['Kendrick Lamar', 'aoty-lamar'], ['Chappell Roan', 'aoty-roan'])),
  ] });
}
{ // Record of the Year (alpha, gamma); beta lists Song of the Year (category).
  addCase('awards', { name: 'grammys-roty', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXGRAMMYROTY-35', 'Grammy for Record of the Year?', 'Entertainment', z('2035-02-05', '06:00'), [['SCAR', 'Sabrina Carpenter', 'roty-carpenter'], ['ORO', 'Olivia Rodrigo', 'roty-rodrigo'], ['DOEC', 'Doechii', 'roty-doechii']], { sources: [GRAMMYS] }),
    G('Grammy Record of the Year 2035', z('2035-02-05', '06:00'), gr(['Olivia Rodrigo', 'roty-rodrigo'], ['Sabrina Carpenter', 'roty-carpenter'], ['Doechii', 'roty-doechii'], ['Other', 'roty-other'])),
    B('Grammys 2035: Song of the Year', 'Culture', z(GRM, '23:00'), [['grammys-2035-soty-sabrina-carpenter', 'Sabrina Carpenter', 'soty-carpenter'], ['grammys-2035-soty-olivia-rodrigo', 'Olivia Rodrigo', 'soty-rodrigo']]),
  ] }, ['category']);
}
{ // Best New Artist (alpha, beta, gamma).
  addCase('awards', { name: 'grammys-bna', events: [
    A('KXGRAMMYBNA-35', 'Grammy for Best New Artist?', 'Entertainment', z('2035-02-05', '06:00'), [['LMAR', 'Lola Marsh', 'bna-marsh'], ['TVEN', 'Tessa Venn', 'bna-venn'], ['KOJO', 'Kojo Ray', 'bna-kojo']], { sources: [GRAMMYS] }),
    B('Grammys 2035: Best New Artist', 'Culture', z(GRM, '23:00'), [['grammys-2035-bna-lola-marsh', 'Lola Marsh', 'bna-marsh'], ['grammys-2035-bna-tessa-venn', 'Tessa Venn', 'bna-venn'], ['grammys-2035-bna-kojo-ray', 'Kojo Ray', 'bna-kojo']]),
    G('Best New Artist (87th Grammys)', z('2035-02-05', '06:00'), gr(['Tessa Venn', 'bna-venn'], ['Lola Marsh', 'bna-marsh'], ['Kojo Ray', 'bna-kojo'], ['Other', 'bna-other'])),
  ] });
}
{ // Who performs at the Grammys — beta_us only.
  addCase('awards', { name: 'grammys-performers', events: [
    U1('grammys-2035-performer-taylor-swift', 'Will Taylor Swift perform at the 2035 Grammys?', 'Culture', z(GRM, '23:00'), 'grmperf-swift'),
  ] });
}
{ // Berlinale Golden Bear, Sat Feb 24 (alpha, gamma); beta lists the Silver Bear Grand Jury Prize (category).
  addCase('awards', { name: 'berlinale-golden-bear', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXBERLINALE-35', 'Berlinale Golden Bear winner', 'Entertainment', z('2035-02-25', '00:00'), [['HAFN', 'Hafen', 'gb-hafen'], ['LAMA', 'La Marea', 'gb-lamarea'], ['NWIN', 'North Window', 'gb-northwindow']]),
    G('85th Berlin International Film Festival — Golden Bear', z('2035-02-25', '00:00'), gr(['La Marea', 'gb-lamarea'], ['Hafen', 'gb-hafen'], ['North Window', 'gb-northwindow'], ['Another film', 'gb-other'])),
    B('Berlinale 2035: Silver Bear Grand Jury Prize', 'Culture', z('2035-02-24', '20:00'), [['berlinale-2035-grand-jury-hafen', 'Hafen', 'sbgj-hafen'], ['berlinale-2035-grand-jury-la-marea', 'La Marea', 'sbgj-lamarea']]),
  ] }, ['category']);
}

// ───────────────────────────── BOX OFFICE AND STREAMING ─────────────────────────────

{ // #1 film, weekend Jan 26–28 (alpha, beta: Box Office Mojo; gamma: The Numbers, nf).
  addCase('box_office', { name: 'bo-weekend-jan26', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A(`KXBOXOFFICE-${ad('2035-01-28')}`, 'Top movie at the domestic box office this weekend?', 'Entertainment', z('2035-01-29', '20:00'), [['TLH', 'The Long Hours', 'bo0126-longhours'],
      ['PAD', 'Paddington in Peru 2', 'bo0126-paddington'], ['ICE', 'Iceline', 'bo0126-iceline']], { sources: [BOM] }),
    B('#1 Movie at the Box Office: Jan 26-28', 'Culture', z('2035-01-29', '20:00'), [['box-office-jan-26-28-the-long-hours', 'The Long Hours', 'bo0126-longhours'],
      ['box-office-jan-26-28-iceline', 'Iceline', 'bo0126-iceline'], ['box-office-jan-26-28-paddington', 'Paddington in Peru 2', 'bo0126-paddington']], { rules: 'Resolves per Box Office Mojo\'s weekend chart (Friday–Sunday domestic gross).' }),
    G('Weekend box office #1 (Jan 26–28, per The Numbers)', z('2035-01-30', '00:00'), gr(['Iceline', 'bo0126-iceline'], ['The Long Hours', 'bo0126-longhours'], ['Paddington in Peru 2', 'bo0126-paddington'], ['Other', 'bo0126-other']),
      { rules: `Resolves to the film ranked first on The Numbers weekend chart ${TN} for January 26–28, 2035.` }),
  ] }, ['source']);
}
{ // #1 film, weekend Feb 2–4 (alpha, beta_us); gamma lists the Super Bowl weekend Feb 9–11 (period).
  addCase('box_office', { name: 'bo-weekend-feb2', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A(`KXBOXOFFICE-${ad('2035-02-04')}`, 'Top movie at the domestic box office this weekend?', 'Entertainment', z('2035-02-05', '20:00'), [['ICE', 'Iceline', 'bo0202-iceline'], ['TLH', 'The Long Hours', 'bo0202-longhours'],
      ['HOLL', 'Hollow Creek', 'bo0202-hollow']], { sources: [BOM] }),
    U('box-office-2035-02-02-weekend', 'Weekend Box Office Winner (Feb 2–4)', 'Culture', z('2035-02-05', '20:00'), [['box-office-2035-02-02-iceline', 'Iceline', 'bo0202-iceline'], ['box-office-2035-02-02-hollow-creek', 'Hollow Creek', 'bo0202-hollow']]),
    G('Top film at the US box office, Feb 9–11 weekend', z('2035-02-13', '00:00'), gr(['Hollow Creek', 'bo0209-hollow'], ['Iceline', 'bo0209-iceline'], ['Other', 'bo0209-other'])),
  ] }, ['period']);
}
{ // "Starfall" opening (Fri Feb 16): alpha 3-day ladder; beta 3-day over $50M; gamma 3-day $55M+ (another rung);
  // beta_us the 4-day Presidents' Day frame (measure).
  addCase('box_office', { name: 'bo-starfall-opening', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXOPENING-35STARFALL', 'Starfall opening weekend', 'Entertainment', z('2035-02-19', '20:00'), [['T40', 'Above $40,000,000', 'starfall-40'], ['T50', 'Above $50,000,000', 'starfall-50'],
      ['T60', 'Above $60,000,000', 'starfall-60']], { sources: [BOM], rules: 'Domestic 3-day (Fri–Sun) opening weekend gross as reported by Box Office Mojo.' }),
    B1('Starfall opening weekend over $50M?', 'Culture', z('2035-02-19', '20:00'), 'starfall-50', { mx: { src: 'https://www.boxofficemojo.com/' } }),
    G1('"Starfall" 3-day domestic opening $55M or more?', z('2035-02-20', '00:00'), 'starfall-55'),
    U1('starfall-4-day-opening-over-60m', 'Starfall 4-Day Presidents Day Opening Over $60M?', 'Culture', z('2035-02-20', '20:00'), 'starfall-4day-60'),
  ] }, ['threshold', 'measure']);
}
{ // Netflix Top 10, week of Jan 22–28: #1 English TV (alpha, gamma); beta lists #1 non-English TV (category).
  addCase('streaming', { name: 'netflix-top10-tv', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXNETFLIXTV-35JAN28', 'Top Netflix English TV show this week?', 'Entertainment', z('2035-01-30', '20:00'), [['WED', 'Wednesday: Season 4', 'nftv-wednesday'], ['BRID', 'Bridgerton: Season 5', 'nftv-bridgerton'],
      ['LOCK', 'Locke Street', 'nftv-locke']], { sources: ['Netflix Top 10 https://www.netflix.com/tudum/top10'] }),
    G('Netflix Top 10 (Jan 22–28): #1 English-language TV', z('2035-01-31', '00:00'), gr(['Bridgerton: Season 5', 'nftv-bridgerton'], ['Wednesday: Season 4', 'nftv-wednesday'], ['Locke Street', 'nftv-locke'], ['Other', 'nftv-other'])),
    B('#1 Non-English Show on Netflix (Jan 22-28)?', 'Culture', z('2035-01-30', '20:00'), [['netflix-non-english-tv-jan-22-28-la-casa-azul', 'La Casa Azul', 'nfne-casa'], ['netflix-non-english-tv-jan-22-28-squid-game', 'Squid Game: The Challenge', 'nfne-squid']]),
  ] }, ['category']);
}
{ // #1 song on Spotify US daily chart, Feb 1 (alpha, beta); gamma lists the Billboard Hot 100 #1 dated Feb 10 (source).
  addCase('streaming', { name: 'spotify-us-top-song', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSPOTIFYUS-35FEB01', 'Top song on Spotify USA on Feb 1, 2035?', 'Entertainment', z('2035-02-02', '20:00'), [['MANC', 'Manchild', 'spot-manchild'], ['GLOW', 'Glow Up', 'spot-glowup'], ['BLUE', 'Blue Hour', 'spot-bluehour']],
      { sources: ['Spotify Charts https://charts.spotify.com/charts/view/regional-us-daily/latest'] }),
    B('#1 song on US Spotify on February 1?', 'Culture', z('2035-02-02', '20:00'), [['spotify-us-feb-1-manchild', 'Manchild', 'spot-manchild'], ['spotify-us-feb-1-glow-up', 'Glow Up', 'spot-glowup'], ['spotify-us-feb-1-blue-hour', 'Blue Hour', 'spot-bluehour']]),
    G('Billboard Hot 100 #1 (chart dated Feb 10, 2035)', z('2035-02-06', '18:00'), gr(['Manchild', 'bb-manchild'], ['Glow Up', 'bb-glowup'], ['Blue Hour', 'bb-bluehour'], ['Other', 'bb-other'])),
  ] }, ['source']);
}
{ // Nielsen streaming top 10 #1 original — alpha only.
  addCase('streaming', { name: 'nielsen-streaming-top', events: [
    A('KXNIELSENSTREAM-35JAN28', 'Top show on Nielsen\'s streaming Top 10 (week of Jan 22)?', 'Entertainment', z('2035-02-22', '20:00'), [['BRID', 'Bridgerton', 'niel-bridgerton'], ['BLUE', 'Bluey', 'niel-bluey'], ['WED', 'Wednesday', 'niel-wednesday']]),
  ] });
}

// ───────────────────────────── AI MODELS AND LEADERBOARDS ─────────────────────────────

{ // Top of the LMArena text leaderboard on Jan 31 by company (alpha, beta, beta_us); gamma lists WebDev (measure).
  addCase('ai', { name: 'ai-lmarena-text-jan31', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXTOPMODEL-35JAN31', 'Best AI model at the end of January?', 'Science and Technology', z('2035-01-31', '23:00'), [['OAI', 'OpenAI', 'lma0131-openai'], ['GOOG', 'Google', 'lma0131-google'],
      ['ANTH', 'Anthropic', 'lma0131-anthropic'], ['XAI', 'xAI', 'lma0131-xai']], { sources: [`LMArena ${LMARENA}`], rules: 'Resolves to the company whose model ranks first (style control on) on the LMArena Text leaderboard at 11:00 PM UTC on January 31, 2035.' }),
    B('Which company has best AI model end of January?', 'Tech', z('2035-01-31', '23:00'), [['which-company-best-ai-model-end-of-january-2035-openai', 'OpenAI', 'lma0131-openai'],
      ['which-company-best-ai-model-end-of-january-2035-google', 'Google', 'lma0131-google'], ['which-company-best-ai-model-end-of-january-2035-anthropic', 'Anthropic', 'lma0131-anthropic'],
      ['which-company-best-ai-model-end-of-january-2035-deepseek', 'DeepSeek', 'lma0131-deepseek']]),
    U('top-ai-model-jan-2035', 'Top AI Model on LMArena (Jan 31)', 'Tech', z('2035-01-31', '23:00'), [['top-ai-model-jan-2035-google', 'Google', 'lma0131-google'], ['top-ai-model-jan-2035-openai', 'OpenAI', 'lma0131-openai']]),
    G('#1 on LMArena WebDev leaderboard, Jan 31 2035 (company)', z('2035-02-01', '00:00'), gr(['Anthropic', 'lmaweb0131-anthropic'], ['OpenAI', 'lmaweb0131-openai'], ['Google', 'lmaweb0131-google'], ['Other', 'lmaweb0131-other'])),
  ] }, ['measure']);
}
{ // Top of the LMArena text leaderboard on Feb 28 (alpha, gamma); beta lists the end of March (date).
  addCase('ai', { name: 'ai-lmarena-text-feb28', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXTOPMODEL-35FEB28', 'Best AI model at the end of February?', 'Science and Technology', z('2035-02-28', '23:00'), [['OAI', 'OpenAI', 'lma0228-openai'], ['GOOG', 'Google', 'lma0228-google'],
      ['ANTH', 'Anthropic', 'lma0228-anthropic'], ['XAI', 'xAI', 'lma0228-xai']], { sources: [`LMArena ${LMARENA}`] }),
    G('Top AI lab on LMArena text arena — end of Feb 2035', z('2035-03-01', '00:00'), gr(['Google', 'lma0228-google'], ['OpenAI', 'lma0228-openai'], ['Anthropic', 'lma0228-anthropic'], ['xAI', 'lma0228-xai'], ['Other', 'lma0228-other'])),
    B('Which company has best AI model end of March?', 'Tech', z('2035-03-31', '23:00'), [['which-company-best-ai-model-end-of-march-2035-openai', 'OpenAI', 'lma0331-openai'],
      ['which-company-best-ai-model-end-of-march-2035-google', 'Google', 'lma0331-google'], ['which-company-best-ai-model-end-of-march-2035-anthropic', 'Anthropic', 'lma0331-anthropic']]),
  ] }, ['date']);
}
{ // GPT-7 released by Feb 28 (alpha, beta, beta_us); gamma asks by March 31 (deadline).
  addCase('ai', { name: 'ai-gpt7-release', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXGPT7-35FEB28', 'GPT-7 released by Feb 28, 2035?', 'Science and Technology', z('2035-02-28', '23:59'), 'YES', 'Before Mar 1, 2035', 'gpt7-feb',
      { rules: 'Resolves Yes if OpenAI makes a model named GPT-7 generally available to the public (ChatGPT or the API) before March 1, 2035.' }),
    B1('GPT-7 released by February 28?', 'Tech', z('2035-02-28', '23:59'), 'gpt7-feb'),
    U1('openai-gpt-7-release-by-feb-28-2035', 'Will OpenAI release GPT-7 by Feb 28, 2035?', 'Tech', z('2035-02-28', '23:59'), 'gpt7-feb'),
    G1('OpenAI launches GPT-7 before March 31, 2035?', z('2035-03-31', '23:59'), 'gpt7-mar'),
  ] }, ['deadline']);
}
{ // Gemini 7 released before March 1 (alpha, beta).
  addCase('ai', { name: 'ai-gemini7-release', events: [
    A1('KXGEMINI7-35MAR01', 'Gemini 7 released before March 1?', 'Science and Technology', z('2035-02-28', '23:59'), 'YES', 'Before Mar 1, 2035', 'gem7-feb'),
    B1('Google releases Gemini 7 by February 28, 2035?', 'Tech', z('2035-02-28', '23:59'), 'gem7-feb'),
  ] });
}
{ // Humanity's Last Exam top score by Mar 31 (alpha ladder, gamma 60%); beta lists FrontierMath (measure).
  addCase('ai', { name: 'ai-hle-score', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXHLE-35MAR31', 'Humanity\'s Last Exam top score by Mar 31, 2035', 'Science and Technology', z('2035-03-31', '23:59'), [['T50', 'Above 50%', 'hle-50'], ['T60', 'Above 60%', 'hle-60'], ['T70', 'Above 70%', 'hle-70']],
      { sources: ['Scale AI https://scale.com/leaderboard/humanitys_last_exam'] }),
    G1('Any AI model above 60% on Humanity\'s Last Exam by end of March 2035?', z('2035-03-31', '23:59'), 'hle-60'),
    B1('AI model scores 60%+ on FrontierMath Tier 4 by March 31?', 'Tech', z('2035-03-31', '23:59'), 'fm4-60'),
  ] }, ['measure']);
}
{ // ARC-AGI-4 grand prize claimed in February — gamma only.
  addCase('ai', { name: 'ai-arc-agi', events: [
    G1('ARC-AGI-4: any verified score of 85%+ by Feb 28, 2035?', z('2035-02-28', '23:59'), 'arc4-85'),
  ] });
}

// ───────────────────────────── PHONES (GALAXY UNPACKED) ─────────────────────────────

{ // Galaxy S35 announced by Feb 10 (alpha, beta); gamma asks about it being on sale in stores by Feb 28 (observation).
  addCase('phones', { name: 'samsung-s35-announce', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXSAMSUNGS35-35FEB10', 'Samsung announces Galaxy S35 by Feb 10?', 'Science and Technology', z('2035-02-10', '23:59'), 'FEB10', 'Before Feb 11, 2035', 's35-announce'),
    B1('Galaxy S35 announced by February 10?', 'Tech', z('2035-02-10', '23:59'), 's35-announce'),
    G1('Galaxy S35 available in US stores by Feb 28?', z('2035-02-28', '23:59'), 's35-onsale'),
  ] }, ['observation']);
}
{ // Galaxy S35 Ultra US starting price (alpha ladder, beta $1,399.99 or more); gamma asks about the base S35 (product).
  addCase('phones', { name: 'samsung-s35-ultra-price', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXS35ULTRAPRICE-35', 'Galaxy S35 Ultra US launch price', 'Science and Technology', z('2035-02-28', '23:59'), [['T1299', '$1,299.99 or more', 's35u-1299'], ['T1399', '$1,399.99 or more', 's35u-1399'],
      ['T1499', '$1,499.99 or more', 's35u-1499']], { rules: 'Starting US retail price of the base storage configuration announced by Samsung.' }),
    B1('Will the Galaxy S35 Ultra start at $1,399.99 or more?', 'Tech', z('2035-02-28', '23:59'), 's35u-1399'),
    G1('Samsung Galaxy S35 (base model) US price $899.99 or higher?', z('2035-02-28', '23:59'), 's35base-899'),
  ] }, ['product']);
}

// ───────────────────────────── SPACE ─────────────────────────────

{ // Starship Flight 24 launch by Feb 15 (alpha, beta, gamma); beta_us asks by Feb 28 (deadline).
  addCase('space', { name: 'starship-flight24', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A1('KXSTARSHIP-35FEB15', 'Starship Flight 24 launch by Feb 15?', 'Science and Technology', z('2035-02-15', '23:59'), 'F24', 'Flight 24', 'ss24-feb15',
      { rules: 'Resolves Yes if Starship Flight 24 lifts off (booster ignition and liftoff) before 11:59 PM ET on February 15, 2035.' }),
    B1('Starship Flight 24 launches by February 15?', 'Science', z('2035-02-16', '04:59'), 'ss24-feb15'),
    G1('SpaceX Starship Flight 24 liftoff on or before Feb 15, 2035?', z('2035-02-16', '05:00'), 'ss24-feb15'),
    U1('spacex-starship-flight-24-launch-by-feb-28', 'Starship Flight 24 Launch by Feb 28?', 'Science', z('2035-03-01', '04:59'), 'ss24-feb28'),
  ] }, ['deadline']);
}
{ // SpaceX orbital launches in February (alpha ladder; beta_us 15+); gamma asks about Starlink missions (measure).
  addCase('space', { name: 'spacex-feb-launches', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXSPACEXLAUNCH-35FEB', 'SpaceX orbital launches in February 2035', 'Science and Technology', z('2035-02-28', '23:59'), [['T12', '12 or more', 'sxfeb-12'], ['T15', '15 or more', 'sxfeb-15'], ['T18', '18 or more', 'sxfeb-18']]),
    U1('spacex-orbital-launches-feb-2035-15-plus', 'SpaceX 15+ Orbital Launches in February?', 'Science', z('2035-02-28', '23:59'), 'sxfeb-15'),
    G1('12+ Starlink missions launched in Feb 2035?', z('2035-02-28', '23:59'), 'slfeb-12'),
  ] }, ['measure']);
}
{ // Artemis IV launch before April 1, 2035 (alpha, beta, gamma).
  addCase('space', { name: 'nasa-artemis-iv', events: [
    A1('KXARTEMIS4-35APR01', 'Artemis IV launch before April 2035?', 'Science and Technology', z('2035-03-31', '23:59'), 'APR01', 'Before Apr 1, 2035', 'art4-q1'),
    B1('NASA launches Artemis IV by March 31, 2035?', 'Science', z('2035-03-31', '23:59'), 'art4-q1'),
    G1('Artemis IV lifts off before April 1?', z('2035-03-31', '23:59'), 'art4-q1'),
  ] });
}

{ // Crew-30 launch: alpha asks for launch ON Feb 20 (the scheduled date); beta and gamma ask BY Feb 20 (deadline).
  addCase('space', { name: 'spacex-crew30', groups: [['beta', 'gamma'], ['alpha']], events: [
    B1('SpaceX Crew-30 launches by February 20?', 'Science', z('2035-02-21', '04:59'), 'crew30-by0220'),
    G1('NASA SpaceX Crew-30 lifts off on or before Feb 20, 2035?', z('2035-02-21', '05:00'), 'crew30-by0220'),
    A1('KXCREWLAUNCH-35FEB20', 'Crew-30 launches on Feb 20, 2035?', 'Science and Technology', z('2035-02-21', '04:59'), 'C30', 'Crew-30', 'crew30-on0220',
      { rules: 'Resolves Yes if the Crew-30 mission lifts off from Florida on February 20, 2035 (Eastern Time). A launch on any other day resolves No.' }),
  ] }, ['deadline']);
}

// ───────────────────────────── GROUNDHOG DAY (FRI FEB 2) ─────────────────────────────

{ // Punxsutawney Phil: alpha, beta_us YES = shadow; beta "early spring" (inverted); gamma lists Staten Island Chuck (person).
  addCase('groundhog', { name: 'groundhog-phil', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXGROUNDHOG-35', 'Will Punxsutawney Phil see his shadow?', 'Culture', z('2035-02-02', '13:00'), 'SHADOW', 'Sees shadow', 'phil-shadow',
      { rules: 'Resolves Yes if the Punxsutawney Groundhog Club announces on February 2, 2035 that Phil saw his shadow (six more weeks of winter).' }),
    B1('Punxsutawney Phil predicts an early spring?', 'Culture', z('2035-02-02', '13:00'), 'phil-noshadow'),
    U1('groundhog-day-2035-phil-shadow', 'Groundhog Day 2035: Does Phil See His Shadow?', 'Culture', z('2035-02-02', '13:00'), 'phil-shadow'),
    G1('Staten Island Chuck sees his shadow on Groundhog Day 2035?', z('2035-02-02', '16:00'), 'chuck-shadow'),
  ] }, ['inverted', 'person']);
}

// ───────────────────────────── WINTER WEATHER ─────────────────────────────

{ // NYC February snowfall: alpha ladder (Central Park), beta 6+ (Central Park), gamma 6+ (LaGuardia, nf);
  // beta_us lists January snowfall (period).
  addCase('weather', { name: 'nyc-feb-snow', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A('KXNYCSNOWM-35FEB', 'NYC snowfall in February 2035', 'Climate and Weather', z('2035-03-01', '15:00'), [['3', '3 inches or more', 'nycfeb-3'], ['6', '6 inches or more', 'nycfeb-6'], ['10', '10 inches or more', 'nycfeb-10']],
      { sources: [NWS_NYC], rules: 'Total February 2035 snowfall at Central Park, NY per the NWS monthly climate report (CLM).' }),
    B1('Will NYC get 6+ inches of snow in February?', 'Weather', z('2035-03-01', '15:00'), 'nycfeb-6', { mx: { src: 'NWS Central Park' } }),
    G1('New York (LaGuardia) February 2035 snowfall ≥ 6 in?', z('2035-03-02', '00:00'), 'nycfeb-6', { rules: 'Resolves per the NWS climate report for LaGuardia Airport (LGA).' }),
    U1('nyc-january-2035-snowfall-6-inches', 'NYC January Snowfall 6+ Inches?', 'Weather', z('2035-02-01', '15:00'), 'nycjan-6'),
  ] }, ['source', 'period']);
}
{ // Chicago high on Sun Jan 28 (alpha: O'Hare, beta: Midway via Weather Underground, nf); gamma lists the low (measure).
  addCase('weather', { name: 'chi-high-jan28', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A(`KXHIGHCHI-${D}`, 'Highest temperature in Chicago on Jan 28, 2035?', 'Climate and Weather', z(MON, '12:00'), [['T19', '20° or above', 'chihi-20'], ['T24', '25° or above', 'chihi-25'], ['T29', '30° or above', 'chihi-30']],
      { sources: [NWS_CHI] }),
    B1('Chicago high temperature 25°F or higher on January 28?', 'Weather', z(MON, '12:00'), 'chihi-25', { mx: { src: 'https://www.wunderground.com/history/daily/us/il/chicago/KMDW' } }),
    G1('Chicago (O\'Hare) low below 10°F on Sunday Jan 28?', z(MON, '12:00'), 'chilo-below10'),
  ] }, ['source', 'measure']);
}
{ // Boston Logan February snowfall 12+ (alpha, gamma); beta lists the 2034-35 season total (period).
  addCase('weather', { name: 'bos-feb-snow', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXBOSSNOWM-35FEB', 'Boston snowfall in February 2035', 'Climate and Weather', z('2035-03-01', '15:00'), [['6', '6 inches or more', 'bosfeb-6'], ['12', '12 inches or more', 'bosfeb-12'], ['18', '18 inches or more', 'bosfeb-18']]),
    G1('Boston Logan: a foot or more of snow in February 2035?', z('2035-03-02', '00:00'), 'bosfeb-12'),
    B1('Boston 2034-35 season snowfall over 40 inches?', 'Weather', z('2035-07-01', '15:00'), 'bos-season-40'),
  ] }, ['period']);
}
{ // Denver high on Sun Jan 28 (alpha, beta_us).
  addCase('weather', { name: 'den-high-jan28', events: [
    A(`KXHIGHDEN-${D}`, 'Highest temperature in Denver on Jan 28, 2035?', '', z(MON, '12:00'), [['T39', '40° or above', 'denhi-40'], ['T44', '45° or above', 'denhi-45'], ['T49', '50° or above', 'denhi-50']]),
    U1('denver-high-temp-2035-01-28-45-plus', 'Denver High Temperature 45°F+ on Jan 28?', 'Weather', z(MON, '12:00'), 'denhi-45'),
  ] });
}
{ // Minneapolis below −20°F in February — gamma only.
  addCase('weather', { name: 'msp-cold-feb', events: [
    G1('Minneapolis (MSP) hits -20°F or colder in February 2035?', z('2035-03-01', '12:00'), 'msp-minus20'),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout63-set.json', import.meta.url));
