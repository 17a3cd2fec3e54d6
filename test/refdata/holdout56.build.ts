// Fifty-sixth independent refdata holdout: writes test/refdata/holdout56-set.json (a broad catalog snapshot as the venues
// listed it on Wednesday 1 March 2034: NBA and NHL games and futures, college basketball conference tournaments and March
// Madness futures, the Champions League round of 16 second legs, league matches and title races, the F1 season opener in
// Melbourne, the Oscars on Sunday 5 March (categories, mentions, counts), the February CPI and jobs prints, the March FOMC
// and ECB meetings, Treasury yields, oil, gold, FX, crypto dailies and quarter-end ladders, equity indices, US politics
// (the 7 March primaries in Texas and North Carolina, Congress, approval, the midterms), elections abroad, tech and company
// questions, weather (city highs at named stations, snowfall, the March global temperature) and space launches).
// Run: `source deploy/toolchain.sh && node test/refdata/holdout56.build.ts`.
//
// How it was written: by hand, from a trading desk analyst's point of view, in one sitting, INDEPENDENTLY of the matcher.
// Files read while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data
// sections of /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (the `Case`/`E`/`M` format, holdoutKit, nf,
// z, yn, ad, long, slug), lines 1–80 of test/refdata/holdout47.build.ts (its header: the general labelling rules below
// are adopted from it verbatim), a sample of its cases (for their shape only) and its last 10 lines (how the JSON is
// written out). Nothing under services/refdata/** or packages/domain/** was opened, nor any other set, build file or
// test in test/refdata/, nor git history. The matcher and the `eval` command were never run on this set: it is NOT tuned
// and has not been seen.
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
// - Games: the winner (moneyline), the point spread, the total and any first-half market are different measures or
//   periods. NBA and NHL moneylines include overtime (and the shootout), so the two teams are complements; the NHL
//   60-minute three-way is a different measure. A football (soccer) match's 90-minute 1X2 has three outcomes, so "Arsenal
//   or draw" is the complement of "Bayern win" on the same event; "to advance" in a two-legged tie (extra time and
//   penalties included) is a different observation from the second leg's 90-minute result; "both teams to score" is
//   another measure. A different date between the same two teams is a different event.
// - Futures: a league's champion, a conference champion, a final-four place, a runner-up place and a regular-season title
//   are different observations; a men's and a women's tournament, an MVP and a Finals MVP, the drivers' and the
//   constructors' championships, the Champions League and the Europa League are different categories. The No. 1
//   overall seed and "a No. 1 seed" (any of four) are different observations.
// - F1: race winner, pole position (qualifying), a podium (top 3) and a points finish (top 10) are different
//   observations; the podium board is one event whose drivers are its outcomes.
// - Awards: each Oscar category is its own event (Best Actress vs Best Supporting Actress are different categories); the
//   Independent Spirit Awards are a different award. Mentions over the whole telecast and mentions in the opening
//   monologue are different periods. A film's number of wins (integer: "above 6.5" = "7 or more") and which film wins
//   the most awards are different measures.
// - Macro: CPI headline vs core, YoY vs MoM, February vs March are different events; nonfarm payrolls (BLS) vs ADP
//   private payrolls, U-3 vs U-6 are different statistics. A Fed decision ladder is one event ("Hold" = "No change");
//   the ECB deposit facility rate decision and the Bank of England's are different places. A yield on a date from the
//   Treasury par curve vs the CNBC close is one event, nf; "closes above" on a date vs "reaches by" a date are
//   different observations. WTI vs Brent and gold vs silver are different assets; COMEX settle vs LBMA PM for gold and
//   the ECB reference rate vs the WM/Reuters 4 pm fix for EUR/USD are one event, nf.
// - Crypto and indices: 5 PM ET (alpha, CF Benchmarks) vs noon ET (Binance) are different instants; the same instant on a
//   different source is one event, nf; a monthly or quarterly maximum ("hit") is a different observation from the
//   value at an instant. The S&P 500 and the Nasdaq-100 are different assets.
// - Politics: a primary's nominee (the runoff included) and whether the primary goes to a runoff are different
//   observations; the Republican and Democratic primaries, governor vs lieutenant governor, Senate vs House, and two
//   different districts are different events. RCP vs Silver Bulletin approval are different statistics. "Which party
//   wins most seats" and "who becomes prime minister" are different observations; a first round and the final result
//   of a two-round election are different rounds.
// - Weather: one city's daily high at two stations (or NWS vs Wunderground at another airport) is one event, nf; the
//   daily low is another measure; another city or another day is another event. A month's snowfall in one city is one
//   event. NOAA vs NASA vs Copernicus rankings of the same month's global temperature are one event, nf.
// - Space and tech: a launch and reaching orbit are different observations; all SpaceX launches vs Falcon launches only
//   are different measures; deliveries vs production are different measures; the text and the vision leaderboards of
//   one arena are different categories.
// Ids: beta event ids 640001+, gamma ids 58001+, alpha tickers dated 2034; all closes after 2026-11-23.
// Hard-negative kinds are recorded per case (one per kind listed); 'inverted' marks a listing whose YES side is the
// complement of another's on the same event (labelled as one event with different `t`).
import { nf, z, yn, ad, holdoutKit, gr } from './evalset.emit.ts';

type Cat = 'nba' | 'nhl' | 'ncaab' | 'soccer' | 'f1' | 'oscars' | 'macro' | 'rates' | 'commodities' | 'fx' | 'crypto' | 'equities' | 'us_politics'
  | 'world_politics' | 'tech' | 'weather' | 'space';
/** Hard-negative kinds counted in the report. */
type Hn = 'date' | 'deadline' | 'source' | 'inverted' | 'threshold' | 'measure' | 'period' | 'place' | 'asset' | 'observation' | 'round' | 'category'
  | 'office' | 'party' | 'instant';

const { addCase, w, B1, U1, A1, writeSet, A, B, U, G, G1 } = holdoutKit<Cat, Hn>(640000, 58000);

const WED = '2034-03-01';
const THU = '2034-03-02';
const D1 = ad(WED); // 34MAR01
const D2 = ad(THU); // 34MAR02
const Q1END = '2034-03-31';
const NBAS = 'NBA https://www.nba.com/games';
const NHLS = 'NHL https://www.nhl.com/scores';
const NCAA = 'NCAA https://www.ncaa.com/scoreboard/basketball-men/d1';
const UEFA = 'UEFA https://www.uefa.com/uefachampionsleague/fixtures-results/';
const PL = 'Premier League https://www.premierleague.com/results';
const FIA = 'Formula 1 https://www.formula1.com/en/results/2034/races';
const AMPAS = 'Academy of Motion Picture Arts and Sciences https://www.oscars.org/oscars';
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/news.release/empsit.toc.htm';
const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm';
const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
const BINANCE_BTC = 'https://www.binance.com/en/trade/BTC_USDT';
const AP = 'Associated Press https://apnews.com/hub/election-results';
const cli = (site: string, station: string): string => `National Weather Service https://forecast.weather.gov/product.php?site=${site}&product=CLI&issuedby=${station}`;

// ───────────────────────────── NBA ─────────────────────────────

{ // Celtics at Knicks, Wed 7:30 PM ET (all four). gamma asks whether the Knicks win (the complement of beta's YES = Celtics).
  const tip = z(THU, '00:30');
  addCase('nba', { name: 'nba-bos-nyk', events: [
    A(`KXNBAGAME-${D1}BOSNYK`, 'Boston at New York', 'Sports', z(THU, '04:00'), [['BOS', 'Boston', 'bosnyk-bos'], ['NYK', 'New York', 'bosnyk-nyk']], { sources: [NBAS] }),
    B('Celtics vs. Knicks', 'Sports', tip, [['nba-bos-nyk-2034-03-01', '', 'bosnyk-bos', { outcomes: yn('Celtics', 'Knicks') }]]),
    U('nba-bos-nyk-2034-03-01', 'Boston Celtics at New York Knicks', 'Sports', tip, [['aec-nba-bos-nyk-2034-03-01', '', 'bosnyk-bos', { outcomes: yn('Boston Celtics', 'New York Knicks') }]]),
    G1('Knicks beat the Celtics at MSG on Wednesday (Mar 1)?', z(THU, '04:00'), 'bosnyk-nyk', { rules: 'YES if the New York Knicks win their game against the Boston Celtics on March 1, 2034 (overtime counts).' }),
  ] }, ['inverted']);
}
{ // Lakers at Nuggets, Wed 9 PM ET (alpha, beta, beta_us); gamma lists the April 9 rematch in Los Angeles (date).
  addCase('nba', { name: 'nba-lal-den', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNBAGAME-${D1}LALDEN`, 'Los Angeles L at Denver', 'Sports', z(THU, '05:30'), [['LAL', 'Los Angeles L', 'lalden-lal'], ['DEN', 'Denver', 'lalden-den']], { sources: [NBAS] }),
    B('Lakers vs. Nuggets', 'Sports', z(THU, '02:00'), [['nba-lal-den-2034-03-01', '', 'lalden-lal', { outcomes: yn('Lakers', 'Nuggets') }]]),
    U('nba-lal-den-2034-03-01', 'Los Angeles Lakers at Denver Nuggets', 'Sports', z(THU, '02:00'), [['aec-nba-lal-den-2034-03-01', '', 'lalden-lal', { outcomes: yn('Los Angeles Lakers', 'Denver Nuggets') }]]),
    G('Nuggets @ Lakers (Apr 9) — winner', z('2034-04-10', '03:00'), gr(['Denver Nuggets', 'denlal-den'], ['Los Angeles Lakers', 'denlal-lal'])),
  ] }, ['date']);
}
{ // Warriors at Suns spread: alpha's ladder; beta Warriors −4.5 (= alpha GSW by over 4.5); beta_us Suns +4.5 (complement);
  // gamma lists the moneyline (a different measure).
  addCase('nba', { name: 'nba-gsw-phx-spread', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNBASPREAD-${D1}GSWPHX`, 'Golden State at Phoenix: Spread', 'Sports', z(THU, '06:00'), [['GSW5', 'Golden State wins by over 4.5 points', 'gswphx-sp-gsw4.5'],
      ['GSW8', 'Golden State wins by over 7.5 points', 'gswphx-sp-gsw7.5'], ['PHX2', 'Phoenix wins by over 1.5 points', 'gswphx-sp-phx1.5']], { sources: [NBAS] }),
    B('Spread: Warriors (-4.5)', 'Sports', z(THU, '03:00'), [['nba-gsw-phx-2034-03-01-spread-away-4pt5', '', 'gswphx-sp-gsw4.5', { outcomes: yn('Warriors', 'Suns') }]]),
    U('nba-gsw-phx-2034-03-01-spreads', 'Warriors vs. Suns — Spread', 'Sports', z(THU, '03:00'), [['asc-nba-gsw-phx-2034-03-01-home-pos-4pt5', 'Suns +4.5', 'gswphx-sp-phx+4.5', { outcomes: yn('Suns +4.5', 'Warriors -4.5') }]]),
    G('Warriors at Suns, Wed Mar 1: who wins?', z(THU, '06:00'), gr(['Golden State Warriors', 'gswphx-ml-gsw'], ['Phoenix Suns', 'gswphx-ml-phx'])),
  ] }, ['inverted', 'measure']);
}
{ // Bucks at Cavaliers total: alpha over 229.5 = beta O/U 229.5 = gamma "230 or more"; beta_us the first-half total (period).
  addCase('nba', { name: 'nba-mil-cle-total', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNBATOTAL-${D1}MILCLE`, 'Milwaukee at Cleveland: Total Points', 'Sports', z(THU, '04:00'), [['224', 'Over 224.5 points scored', 'milcle-tot224.5'], ['229', 'Over 229.5 points scored', 'milcle-tot229.5'],
      ['234', 'Over 234.5 points scored', 'milcle-tot234.5']], { sources: [NBAS] }),
    B('Bucks vs. Cavaliers: O/U 229.5', 'Sports', z(THU, '00:00'), [['nba-mil-cle-2034-03-01-total-229pt5', '', 'milcle-tot229.5', { outcomes: yn('Over', 'Under') }]]),
    G1('Bucks–Cavs: 230+ combined points on Wednesday?', z(THU, '04:00'), 'milcle-tot229.5'),
    U('nba-mil-cle-2034-03-01-1h-totals', 'Bucks vs. Cavaliers — 1st Half Total', 'Sports', z(THU, '01:15'), [['tsc1h-nba-mil-cle-2034-03-01-114pt5', 'O/U 114.5 (1H)', 'milcle-1htot114.5', { outcomes: yn('Over', 'Under') }]]),
  ] }, ['period']);
}
{ // Thunder at Mavericks, Thursday — alpha only.
  addCase('nba', { name: 'nba-okc-dal', events: [
    A(`KXNBAGAME-${D2}OKCDAL`, 'Oklahoma City at Dallas', 'Sports', z('2034-03-03', '05:00'), [['OKC', 'Oklahoma City', 'okcdal-okc'], ['DAL', 'Dallas', 'okcdal-dal']], { sources: [NBAS] }),
  ] });
}
{ // 2034 NBA champion (all four venues).
  addCase('nba', { name: 'nba-champion-2034', events: [
    A('KXNBA-34', 'Pro Basketball Champion 2034?', 'Sports', z('2034-06-30'), [['OKC', 'Oklahoma City', 'nba34-okc'], ['BOS', 'Boston', 'nba34-bos'], ['DEN', 'Denver', 'nba34-den'], ['NYK', 'New York', 'nba34-nyk']], { sources: [NBAS] }),
    B('2034 NBA Champion', 'Sports', z('2034-06-30'), [['will-the-oklahoma-city-thunder-win-the-2034-nba-finals', 'Thunder', 'nba34-okc'], ['will-the-boston-celtics-win-the-2034-nba-finals', 'Celtics', 'nba34-bos'],
      ['will-the-new-york-knicks-win-the-2034-nba-finals', 'Knicks', 'nba34-nyk'], ['will-the-san-antonio-spurs-win-the-2034-nba-finals', 'Spurs', 'nba34-sas']]),
    U('nba-champion-2034', 'NBA Finals 2034 Winner', 'Sports', z('2034-06-30'), [['nba-2034-champion-okc', 'Oklahoma City Thunder', 'nba34-okc'], ['nba-2034-champion-den', 'Denver Nuggets', 'nba34-den']]),
    G('Who will win the 2034 NBA title?', z('2034-06-30'), gr(['Thunder', 'nba34-okc'], ['Celtics', 'nba34-bos'], ['Spurs', 'nba34-sas'], ['Other', 'nba34-other'])),
  ] });
}
{ // 2033-34 regular-season MVP (alpha, beta, gamma); beta_us lists the Finals MVP (category).
  addCase('nba', { name: 'nba-mvp-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNBAMVP-34', 'NBA MVP 2033-34?', 'Sports', z('2034-05-31'), [['SGA', 'Shai Gilgeous-Alexander', 'mvp34-sga'], ['VWEM', 'Victor Wembanyama', 'mvp34-wemby'], ['NJOK', 'Nikola Jokić', 'mvp34-jokic']], { sources: [NBAS] }),
    B('NBA MVP 2034', 'Sports', z('2034-05-31'), [['nba-mvp-2034-shai-gilgeous-alexander', 'Shai Gilgeous-Alexander', 'mvp34-sga'], ['nba-mvp-2034-victor-wembanyama', 'Victor Wembanyama', 'mvp34-wemby'],
      ['nba-mvp-2034-anthony-edwards', 'Anthony Edwards', 'mvp34-ant']]),
    G('2034 NBA Most Valuable Player (Maurice Podoloff Trophy)', z('2034-05-31'), gr(['Wembanyama', 'mvp34-wemby'], ['Jokic', 'mvp34-jokic'], ['SGA', 'mvp34-sga'])),
    U('nba-finals-mvp-2034', 'NBA Finals MVP 2034', 'Sports', z('2034-06-30'), [['nba-finals-mvp-2034-sga', 'Shai Gilgeous-Alexander', 'fmvp34-sga'], ['nba-finals-mvp-2034-wembanyama', 'Victor Wembanyama', 'fmvp34-wemby']]),
  ] }, ['category']);
}

// ───────────────────────────── NHL ─────────────────────────────

{ // Rangers at Bruins, Wed 7 PM ET: alpha, beta, beta_us moneylines (OT and shootout count); gamma the regulation 3-way (measure).
  addCase('nhl', { name: 'nhl-nyr-bos', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXNHLGAME-${D1}NYRBOS`, 'New York R at Boston', 'Sports', z(THU, '04:00'), [['NYR', 'New York R', 'nyrbos-nyr'], ['BOS', 'Boston', 'nyrbos-bos']], { sources: [NHLS] }),
    B('Rangers vs. Bruins', 'Sports', z(THU, '00:00'), [['nhl-nyr-bos-2034-03-01', '', 'nyrbos-nyr', { outcomes: yn('Rangers', 'Bruins') }]]),
    U('nhl-nyr-bos-2034-03-01', 'New York Rangers at Boston Bruins', 'Sports', z(THU, '00:00'), [['aec-nhl-nyr-bos-2034-03-01', '', 'nyrbos-nyr', { outcomes: yn('New York Rangers', 'Boston Bruins') }]]),
    G('Rangers vs Bruins — result after 60 minutes', z(THU, '03:00'), gr(['Rangers (reg.)', 'nyrbos-60-nyr'], ['Tie after regulation', 'nyrbos-60-tie'], ['Bruins (reg.)', 'nyrbos-60-bos'])),
  ] }, ['measure']);
}
{ // Oilers at Flames, Wed 9 PM ET (alpha, beta, gamma: gamma's YES = Flames, inverted vs beta); beta_us lists the Mar 25 rematch (date).
  addCase('nhl', { name: 'nhl-edm-cgy', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXNHLGAME-${D1}EDMCGY`, 'Edmonton at Calgary', 'Sports', z(THU, '05:30'), [['EDM', 'Edmonton', 'edmcgy-edm'], ['CGY', 'Calgary', 'edmcgy-cgy']], { sources: [NHLS] }),
    B('Oilers vs. Flames', 'Sports', z(THU, '02:00'), [['nhl-edm-cgy-2034-03-01', '', 'edmcgy-edm', { outcomes: yn('Oilers', 'Flames') }]]),
    G1('Battle of Alberta: Flames beat the Oilers at the Saddledome (Mar 1)?', z(THU, '05:30'), 'edmcgy-cgy'),
    U('nhl-edm-cgy-2034-03-25', 'Edmonton Oilers at Calgary Flames', 'Sports', z('2034-03-26', '01:00'), [['aec-nhl-edm-cgy-2034-03-25', '', 'edmcgy25-edm', { outcomes: yn('Edmonton Oilers', 'Calgary Flames') }]]),
  ] }, ['inverted', 'date']);
}
{ // Maple Leafs at Canadiens, Thursday (beta_us, gamma; gamma in French).
  addCase('nhl', { name: 'nhl-tor-mtl', events: [
    U('nhl-tor-mtl-2034-03-02', 'Toronto Maple Leafs at Montreal Canadiens', 'Sports', z('2034-03-03', '00:00'), [['aec-nhl-tor-mtl-2034-03-02', '', 'tormtl-tor', { outcomes: yn('Toronto Maple Leafs', 'Montreal Canadiens') }]]),
    G('Maple Leafs c. Canadiens (jeudi 2 mars) : qui gagne ?', z('2034-03-03', '04:00'), gr(['Maple Leafs de Toronto', 'tormtl-tor'], ['Canadiens de Montréal', 'tormtl-mtl'])),
  ] });
}
{ // 2034 Stanley Cup (all four).
  addCase('nhl', { name: 'nhl-cup-2034', events: [
    A('KXNHL-34', 'Stanley Cup Champion 2034?', 'Sports', z('2034-06-30'), [['FLA', 'Florida', 'cup34-fla'], ['EDM', 'Edmonton', 'cup34-edm'], ['COL', 'Colorado', 'cup34-col'], ['CAR', 'Carolina', 'cup34-car']], { sources: [NHLS] }),
    B('2034 Stanley Cup Champion', 'Sports', z('2034-06-30'), [['will-the-florida-panthers-win-the-2034-stanley-cup', 'Panthers', 'cup34-fla'], ['will-the-colorado-avalanche-win-the-2034-stanley-cup', 'Avalanche', 'cup34-col'],
      ['will-the-edmonton-oilers-win-the-2034-stanley-cup', 'Oilers', 'cup34-edm']]),
    U('nhl-stanley-cup-2034', 'Stanley Cup 2034 Winner', 'Sports', z('2034-06-30'), [['nhl-2034-cup-col', 'Colorado Avalanche', 'cup34-col'], ['nhl-2034-cup-car', 'Carolina Hurricanes', 'cup34-car']]),
    G('Stanley Cup 2034', z('2034-06-30'), gr(['Edmonton', 'cup34-edm'], ['Florida', 'cup34-fla'], ['Colorado', 'cup34-col'], ['Field', 'cup34-field'])),
  ] });
}

// ───────────────────────────── COLLEGE BASKETBALL ─────────────────────────────

{ // ACC Tournament champion (alpha, beta, gamma; final Sat Mar 11); beta_us lists the ACC regular-season title (observation).
  addCase('ncaab', { name: 'ncaab-acc-tourney', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXNCAAMBACC-34', 'ACC Tournament Champion 2034?', 'Sports', z('2034-03-12', '03:00'), [['DUKE', 'Duke', 'acct-duke'], ['UNC', 'North Carolina', 'acct-unc'], ['LOU', 'Louisville', 'acct-lou']], { sources: [NCAA] }),
    B('ACC Tournament Winner 2034', 'Sports', z('2034-03-12', '03:00'), [['acc-tournament-2034-duke', 'Duke', 'acct-duke'], ['acc-tournament-2034-north-carolina', 'UNC', 'acct-unc'], ['acc-tournament-2034-virginia', 'Virginia', 'acct-uva']]),
    G('Who wins the 2034 ACC men\'s basketball tournament in Charlotte?', z('2034-03-12', '03:00'), gr(['Blue Devils', 'acct-duke'], ['Tar Heels', 'acct-unc'], ['Cardinals', 'acct-lou'], ['Field', 'acct-field'])),
    U('acc-regular-season-champion-2034', 'ACC Regular Season Champion (Men\'s)', 'Sports', z('2034-03-05', '04:00'), [['acc-reg-season-2034-duke', 'Duke', 'accrs-duke'], ['acc-reg-season-2034-louisville', 'Louisville', 'accrs-lou']]),
  ] }, ['observation']);
}
{ // Big Ten Tournament champion (all four; final Sun Mar 12).
  addCase('ncaab', { name: 'ncaab-b1g-tourney', events: [
    A('KXNCAAMBB1G-34', 'Big Ten Tournament Champion 2034?', 'Sports', z('2034-03-12', '22:00'), [['PUR', 'Purdue', 'b1gt-pur'], ['MICH', 'Michigan', 'b1gt-mich'], ['UCLA', 'UCLA', 'b1gt-ucla']], { sources: [NCAA] }),
    B('Big Ten Tournament Winner 2034', 'Sports', z('2034-03-12', '22:00'), [['big-ten-tournament-2034-purdue', 'Purdue', 'b1gt-pur'], ['big-ten-tournament-2034-michigan', 'Michigan', 'b1gt-mich'], ['big-ten-tournament-2034-illinois', 'Illinois', 'b1gt-ill']]),
    U('big-ten-tournament-2034', 'Big Ten Men\'s Tournament Champion', 'Sports', z('2034-03-12', '22:00'), [['b1g-tourney-2034-purdue-boilermakers', 'Purdue Boilermakers', 'b1gt-pur'], ['b1g-tourney-2034-ucla-bruins', 'UCLA Bruins', 'b1gt-ucla']]),
    G('Big Ten Tournament (Indianapolis) 2034 winner', z('2034-03-12', '22:00'), gr(['Purdue', 'b1gt-pur'], ['Michigan', 'b1gt-mich'], ['Illinois', 'b1gt-ill'], ['Other', 'b1gt-other'])),
  ] });
}
{ // Men's national champion 2034 (alpha, beta, beta_us); gamma lists the women's champion (category).
  addCase('ncaab', { name: 'ncaab-champion-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXMARMAD-34', '2034 Men\'s College Basketball Champion?', 'Sports', z('2034-04-04', '04:00'), [['DUKE', 'Duke', 'mm34-duke'], ['HOU', 'Houston', 'mm34-hou'], ['PUR', 'Purdue', 'mm34-pur'], ['UK', 'Kentucky', 'mm34-uk']], { sources: [NCAA] }),
    B('NCAA Tournament Winner 2034', 'Sports', z('2034-04-04', '04:00'), [['ncaa-tournament-2034-duke', 'Duke', 'mm34-duke'], ['ncaa-tournament-2034-houston', 'Houston', 'mm34-hou'], ['ncaa-tournament-2034-kansas', 'Kansas', 'mm34-ku']]),
    U('march-madness-2034-champion', 'March Madness 2034: National Champion', 'Sports', z('2034-04-04', '04:00'), [['mm-2034-champ-duke-blue-devils', 'Duke Blue Devils', 'mm34-duke'], ['mm-2034-champ-kentucky-wildcats', 'Kentucky Wildcats', 'mm34-uk']]),
    G('2034 NCAA Women\'s Basketball national champion', z('2034-04-03', '03:00'), gr(['UConn', 'wmm34-uconn'], ['South Carolina', 'wmm34-sc'], ['UCLA', 'wmm34-ucla'])),
  ] }, ['category']);
}
{ // Final Four places (alpha, beta: one event, its teams the outcomes); gamma's "Duke wins it all" is a different round.
  addCase('ncaab', { name: 'ncaab-final-four', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXMARMADFF-34', 'Which teams will make the 2034 Men\'s Final Four?', 'Sports', z('2034-03-27', '04:00'), [['DUKE', 'Duke', 'ff34-duke'], ['HOU', 'Houston', 'ff34-hou'], ['AUB', 'Auburn', 'ff34-aub']], { sources: [NCAA] }),
    B('Final Four 2034: which teams make it?', 'Sports', z('2034-03-27', '04:00'), [['will-duke-make-the-2034-final-four', 'Duke', 'ff34-duke'], ['will-houston-make-the-2034-final-four', 'Houston', 'ff34-hou'],
      ['will-florida-make-the-2034-final-four', 'Florida', 'ff34-fla']]),
    G1('Duke to cut down the nets in 2034 (national title)?', z('2034-04-04', '04:00'), 'title34-duke'),
  ] }, ['round']);
}
{ // No. 1 overall seed on Selection Sunday (alpha, beta_us); gamma asks whether Houston gets any No. 1 seed (observation).
  addCase('ncaab', { name: 'ncaab-overall-1-seed', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXMARMADSEED1-34', 'No. 1 overall seed in the 2034 NCAA Tournament?', 'Sports', z('2034-03-12', '23:00'), [['DUKE', 'Duke', 'os34-duke'], ['HOU', 'Houston', 'os34-hou'], ['AUB', 'Auburn', 'os34-aub']], { sources: [NCAA] }),
    U('ncaa-overall-one-seed-2034', 'Selection Sunday: Overall No. 1 Seed', 'Sports', z('2034-03-12', '23:00'), [['overall-1-seed-2034-duke', 'Duke', 'os34-duke'], ['overall-1-seed-2034-houston', 'Houston', 'os34-hou']]),
    G1('Will Houston be a No. 1 seed on Selection Sunday 2034?', z('2034-03-12', '23:00'), 'any1-hou'),
  ] }, ['observation']);
}
{ // North Carolina at Duke, Sat Mar 4 regular-season finale (all four; nicknames vs schools).
  addCase('ncaab', { name: 'ncaab-unc-duke', events: [
    A(`KXNCAAMBGAME-${ad('2034-03-04')}UNCDUKE`, 'North Carolina at Duke', 'Sports', z('2034-03-05', '04:00'), [['UNC', 'North Carolina', 'uncduke-unc'], ['DUKE', 'Duke', 'uncduke-duke']], { sources: [NCAA] }),
    B('Tar Heels vs. Blue Devils', 'Sports', z('2034-03-04', '23:30'), [['cbb-unc-duke-2034-03-04', '', 'uncduke-unc', { outcomes: yn('North Carolina', 'Duke') }]]),
    U('cbb-unc-duke-2034-03-04', 'North Carolina Tar Heels at Duke Blue Devils', 'Sports', z('2034-03-04', '23:30'), [['aec-cbb-unc-duke-2034-03-04', '', 'uncduke-unc', { outcomes: yn('North Carolina Tar Heels', 'Duke Blue Devils') }]]),
    G('UNC @ Duke, Cameron Indoor (Sat Mar 4)', z('2034-03-05', '03:00'), gr(['UNC', 'uncduke-unc'], ['Duke', 'uncduke-duke'])),
  ] });
}

// ───────────────────────────── EUROPEAN FOOTBALL ─────────────────────────────

{ // Real Madrid v Man City, UCL R16 2nd leg Tue Mar 7 (90-minute 1X2 on alpha, beta, beta_us); gamma asks who advances (observation).
  addCase('soccer', { name: 'ucl-rma-mci', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXUCLGAME-${ad('2034-03-07')}RMAMCI`, 'Real Madrid vs Manchester City', 'Sports', z('2034-03-07', '22:00'), [['RMA', 'Real Madrid', 'rmamci-rma'], ['TIE', 'Tie', 'rmamci-draw'], ['MCI', 'Manchester City', 'rmamci-mci']], { sources: [UEFA] }),
    B('Real Madrid vs. Manchester City', 'Sports', z('2034-03-07', '20:00'), [['ucl-rma-mci-2034-03-07-rma', 'Real Madrid', 'rmamci-rma'], ['ucl-rma-mci-2034-03-07-draw', 'Draw', 'rmamci-draw'],
      ['ucl-rma-mci-2034-03-07-mci', 'Man City', 'rmamci-mci']]),
    U('ucl-rma-mci-2034-03-07', 'Real Madrid vs. Manchester City (UCL Round of 16, 2nd leg)', 'Sports', z('2034-03-07', '20:00'), [['atc-ucl-rma-mci-2034-03-07-rma', 'Real Madrid', 'rmamci-rma'],
      ['atc-ucl-rma-mci-2034-03-07-draw', 'Draw', 'rmamci-draw'], ['atc-ucl-rma-mci-2034-03-07-mci', 'Manchester City', 'rmamci-mci']]),
    G('Real Madrid or Man City: who reaches the UCL quarter-finals?', z('2034-03-07', '23:00'), gr(['Real Madrid qualifies', 'rmamci-adv-rma'], ['Manchester City qualifies', 'rmamci-adv-mci'])),
  ] }, ['observation']);
}
{ // Bayern v Arsenal, Tue Mar 7: 1X2 on alpha, beta, gamma; beta_us's double chance "Arsenal or draw" is the complement of Bayern.
  addCase('soccer', { name: 'ucl-bay-ars', events: [
    A(`KXUCLGAME-${ad('2034-03-07')}BAYARS`, 'Bayern Munich vs Arsenal', 'Sports', z('2034-03-07', '22:00'), [['BAY', 'Bayern Munich', 'bayars-bay'], ['TIE', 'Tie', 'bayars-draw'], ['ARS', 'Arsenal', 'bayars-ars']], { sources: [UEFA] }),
    B('Bayern München vs. Arsenal', 'Sports', z('2034-03-07', '20:00'), [['ucl-bay-ars-2034-03-07-bay', 'Bayern', 'bayars-bay'], ['ucl-bay-ars-2034-03-07-draw', 'Draw', 'bayars-draw'], ['ucl-bay-ars-2034-03-07-ars', 'Arsenal', 'bayars-ars']]),
    U('ucl-bay-ars-2034-03-07-dc', 'Bayern vs. Arsenal — Double Chance', 'Sports', z('2034-03-07', '20:00'), [['dc-ucl-bay-ars-2034-03-07-ars-or-draw', 'Arsenal or Draw', 'bayars-not-bay']]),
    G('FC Bayern – Arsenal FC (Di., 7. März): Ergebnis nach 90 Minuten', z('2034-03-07', '22:00'), gr(['Sieg Bayern', 'bayars-bay'], ['Unentschieden', 'bayars-draw'], ['Sieg Arsenal', 'bayars-ars'])),
  ] }, ['inverted']);
}
{ // PSG v Liverpool, Wed Mar 8 (alpha, beta, beta_us 1X2); gamma lists both teams to score (measure).
  addCase('soccer', { name: 'ucl-psg-liv', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXUCLGAME-${ad('2034-03-08')}PSGLIV`, 'Paris Saint-Germain vs Liverpool', 'Sports', z('2034-03-08', '22:00'), [['PSG', 'Paris Saint-Germain', 'psgliv-psg'], ['TIE', 'Tie', 'psgliv-draw'], ['LIV', 'Liverpool', 'psgliv-liv']], { sources: [UEFA] }),
    B('PSG vs. Liverpool', 'Sports', z('2034-03-08', '20:00'), [['ucl-psg-liv-2034-03-08-psg', 'PSG', 'psgliv-psg'], ['ucl-psg-liv-2034-03-08-draw', 'Draw', 'psgliv-draw'], ['ucl-psg-liv-2034-03-08-liv', 'Liverpool', 'psgliv-liv']]),
    U('ucl-psg-liv-2034-03-08', 'Paris Saint-Germain vs. Liverpool FC', 'Sports', z('2034-03-08', '20:00'), [['atc-ucl-psg-liv-2034-03-08-psg', 'Paris Saint-Germain', 'psgliv-psg'], ['atc-ucl-psg-liv-2034-03-08-liv', 'Liverpool FC', 'psgliv-liv']]),
    G1('PSG v Liverpool (Mar 8): both teams to score?', z('2034-03-08', '22:00'), 'psgliv-btts'),
  ] }, ['measure']);
}
{ // Barcelona v Inter, Wed Mar 8 (alpha, gamma in Spanish).
  addCase('soccer', { name: 'ucl-bar-int', events: [
    A(`KXUCLGAME-${ad('2034-03-08')}BARINT`, 'Barcelona vs Inter Milan', 'Sports', z('2034-03-08', '22:00'), [['BAR', 'Barcelona', 'barint-bar'], ['TIE', 'Tie', 'barint-draw'], ['INT', 'Inter Milan', 'barint-int']], { sources: [UEFA] }),
    G('FC Barcelona – Inter (Champions, vuelta de octavos): ¿quién gana?', z('2034-03-08', '22:00'), gr(['Barça', 'barint-bar'], ['Empate', 'barint-draw'], ['Inter', 'barint-int'])),
  ] });
}
{ // Champions League winner 2034 (alpha, beta, beta_us); gamma lists the Europa League winner (category).
  addCase('soccer', { name: 'ucl-winner-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXUCL-34', 'UEFA Champions League Winner 2033-34?', 'Sports', z('2034-05-31'), [['RMA', 'Real Madrid', 'ucl34-rma'], ['ARS', 'Arsenal', 'ucl34-ars'], ['BAY', 'Bayern Munich', 'ucl34-bay'], ['PSG', 'Paris Saint-Germain', 'ucl34-psg']], { sources: [UEFA] }),
    B('Champions League Winner', 'Sports', z('2034-05-31'), [['will-real-madrid-win-the-2033-34-champions-league', 'Real Madrid', 'ucl34-rma'], ['will-arsenal-win-the-2033-34-champions-league', 'Arsenal', 'ucl34-ars'],
      ['will-liverpool-win-the-2033-34-champions-league', 'Liverpool', 'ucl34-liv']]),
    U('uefa-champions-league-winner-2034', 'UEFA Champions League 2033/34 Winner', 'Sports', z('2034-05-31'), [['ucl-2034-winner-psg', 'Paris Saint-Germain', 'ucl34-psg'], ['ucl-2034-winner-bayern', 'Bayern Munich', 'ucl34-bay']]),
    G('UEFA Europa League 2033/34 — winner', z('2034-05-25'), gr(['Roma', 'uel34-roma'], ['Tottenham', 'uel34-tot'], ['Lazio', 'uel34-laz'])),
  ] }, ['category']);
}
{ // Arsenal v Chelsea, Sat Mar 4 (all four, 1X2).
  addCase('soccer', { name: 'epl-ars-che', events: [
    A(`KXEPLGAME-${ad('2034-03-04')}ARSCHE`, 'Arsenal vs Chelsea', 'Sports', z('2034-03-04', '19:30'), [['ARS', 'Arsenal', 'arsche-ars'], ['TIE', 'Tie', 'arsche-draw'], ['CHE', 'Chelsea', 'arsche-che']], { sources: [PL] }),
    B('Arsenal vs. Chelsea', 'Sports', z('2034-03-04', '17:30'), [['epl-ars-che-2034-03-04-ars', 'Arsenal', 'arsche-ars'], ['epl-ars-che-2034-03-04-draw', 'Draw', 'arsche-draw'], ['epl-ars-che-2034-03-04-che', 'Chelsea', 'arsche-che']]),
    U('epl-ars-che-2034-03-04', 'Arsenal FC vs. Chelsea FC', 'Sports', z('2034-03-04', '17:30'), [['atc-epl-ars-che-2034-03-04-ars', 'Arsenal', 'arsche-ars'], ['atc-epl-ars-che-2034-03-04-draw', 'Draw', 'arsche-draw']]),
    G('Arsenal v Chelsea (Emirates, Sat 4 Mar) — 1X2', z('2034-03-04', '19:30'), gr(['Arsenal', 'arsche-ars'], ['Draw', 'arsche-draw'], ['Chelsea', 'arsche-che'])),
  ] });
}
{ // Liverpool v Man United, Sun Mar 5 at Anfield (alpha, beta, gamma); beta_us lists the return fixture at Old Trafford (date).
  addCase('soccer', { name: 'epl-liv-mun', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A(`KXEPLGAME-${ad('2034-03-05')}LIVMUN`, 'Liverpool vs Manchester United', 'Sports', z('2034-03-05', '18:30'), [['LIV', 'Liverpool', 'livmun-liv'], ['TIE', 'Tie', 'livmun-draw'], ['MUN', 'Manchester United', 'livmun-mun']], { sources: [PL] }),
    B('Liverpool vs. Man United', 'Sports', z('2034-03-05', '16:30'), [['epl-liv-mun-2034-03-05-liv', 'Liverpool', 'livmun-liv'], ['epl-liv-mun-2034-03-05-draw', 'Draw', 'livmun-draw'], ['epl-liv-mun-2034-03-05-mun', 'Man United', 'livmun-mun']]),
    G('Liverpool vs Manchester United — Sunday 5 March', z('2034-03-05', '18:30'), gr(['Liverpool', 'livmun-liv'], ['Draw', 'livmun-draw'], ['Man Utd', 'livmun-mun'])),
    U('epl-mun-liv-2034-04-15', 'Manchester United vs. Liverpool FC', 'Sports', z('2034-04-15', '16:30'), [['atc-epl-mun-liv-2034-04-15-mun', 'Manchester United', 'munliv-mun'], ['atc-epl-mun-liv-2034-04-15-liv', 'Liverpool', 'munliv-liv']]),
  ] }, ['date']);
}
{ // Premier League title 2033-34 (alpha, beta, beta_us); gamma lists who finishes second (observation).
  addCase('soccer', { name: 'epl-title-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXEPL-34', 'English Premier League Winner 2033-34?', 'Sports', z('2034-05-21'), [['ARS', 'Arsenal', 'epl34-ars'], ['LIV', 'Liverpool', 'epl34-liv'], ['MCI', 'Manchester City', 'epl34-mci']], { sources: [PL] }),
    B('Premier League Winner 2033/34', 'Sports', z('2034-05-21'), [['will-arsenal-win-the-2033-34-premier-league', 'Arsenal', 'epl34-ars'], ['will-liverpool-win-the-2033-34-premier-league', 'Liverpool', 'epl34-liv'],
      ['will-man-city-win-the-2033-34-premier-league', 'Man City', 'epl34-mci'], ['will-chelsea-win-the-2033-34-premier-league', 'Chelsea', 'epl34-che']]),
    U('premier-league-winner-2034', 'Premier League Champion 2033-34', 'Sports', z('2034-05-21'), [['epl-2034-champion-arsenal', 'Arsenal', 'epl34-ars'], ['epl-2034-champion-liverpool', 'Liverpool', 'epl34-liv']]),
    G('Premier League 2033/34: who finishes 2nd?', z('2034-05-21'), gr(['Arsenal', 'epl34-2nd-ars'], ['Liverpool', 'epl34-2nd-liv'], ['Man City', 'epl34-2nd-mci'])),
  ] }, ['observation']);
}
{ // LaLiga title (alpha, beta, gamma in Spanish).
  addCase('soccer', { name: 'laliga-title-2034', events: [
    A('KXLALIGA-34', 'La Liga Winner 2033-34?', 'Sports', z('2034-05-28'), [['RMA', 'Real Madrid', 'liga34-rma'], ['BAR', 'Barcelona', 'liga34-bar'], ['ATM', 'Atlético Madrid', 'liga34-atm']], { sources: ['LaLiga https://www.laliga.com/en-GB/laliga-easports/standing'] }),
    B('La Liga Winner 2033/34', 'Sports', z('2034-05-28'), [['will-real-madrid-win-la-liga-2033-34', 'Real Madrid', 'liga34-rma'], ['will-barcelona-win-la-liga-2033-34', 'Barcelona', 'liga34-bar']]),
    G('Campeón de LaLiga 2033/34', z('2034-05-28'), gr(['Real Madrid', 'liga34-rma'], ['FC Barcelona', 'liga34-bar'], ['Atlético de Madrid', 'liga34-atm'], ['Otro', 'liga34-other'])),
  ] });
}
{ // Serie A title (alpha, beta_us).
  addCase('soccer', { name: 'seriea-title-2034', events: [
    A('KXSERIEA-34', 'Serie A Winner 2033-34?', 'Sports', z('2034-05-28'), [['INT', 'Inter', 'sa34-int'], ['NAP', 'Napoli', 'sa34-nap'], ['JUV', 'Juventus', 'sa34-juv']]),
    U('serie-a-winner-2034', 'Serie A Champion 2033-34', 'Sports', z('2034-05-28'), [['serie-a-2034-champion-inter', 'Inter Milan', 'sa34-int'], ['serie-a-2034-champion-napoli', 'SSC Napoli', 'sa34-nap']]),
  ] });
}
{ // Der Klassiker Dortmund v Bayern, Sat Mar 4 — beta only.
  addCase('soccer', { name: 'bundesliga-bvb-bay', events: [
    B('Borussia Dortmund vs. Bayern München', 'Sports', z('2034-03-04', '19:30'), [['bun-bvb-bay-2034-03-04-bvb', 'Dortmund', 'bvbbay-bvb'], ['bun-bvb-bay-2034-03-04-draw', 'Draw', 'bvbbay-draw'],
      ['bun-bvb-bay-2034-03-04-bay', 'Bayern', 'bvbbay-bay']]),
  ] });
}

// ───────────────────────────── F1: AUSTRALIAN GRAND PRIX, SUN 12 MARCH ─────────────────────────────

{ // Race winner (alpha, beta, beta_us); gamma lists Saturday's pole position (observation).
  addCase('f1', { name: 'f1-aus-winner', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXF1RACE-34AUS', 'Australian Grand Prix winner 2034?', 'Sports', z('2034-03-12', '07:00'), [['NOR', 'Lando Norris', 'aus-win-nor'], ['VER', 'Max Verstappen', 'aus-win-ver'], ['PIA', 'Oscar Piastri', 'aus-win-pia'],
      ['RUS', 'George Russell', 'aus-win-rus']], { sources: [FIA] }),
    B('Australian Grand Prix Winner', 'Sports', z('2034-03-12', '04:00'), [['f1-australian-grand-prix-2034-lando-norris', 'Lando Norris', 'aus-win-nor'], ['f1-australian-grand-prix-2034-max-verstappen', 'Max Verstappen', 'aus-win-ver'],
      ['f1-australian-grand-prix-2034-oscar-piastri', 'Oscar Piastri', 'aus-win-pia'], ['f1-australian-grand-prix-2034-kimi-antonelli', 'Kimi Antonelli', 'aus-win-ant']]),
    U('f1-australian-gp-2034-winner', 'F1: Australian GP 2034 — Race Winner', 'Sports', z('2034-03-12', '04:00'), [['f1-aus-2034-winner-piastri', 'Oscar Piastri', 'aus-win-pia'], ['f1-aus-2034-winner-norris', 'Lando Norris', 'aus-win-nor']]),
    G('Albert Park 2034: who takes pole position?', z('2034-03-11', '07:00'), gr(['Verstappen', 'aus-pole-ver'], ['Norris', 'aus-pole-nor'], ['Leclerc', 'aus-pole-lec'], ['Other', 'aus-pole-other'])),
  ] }, ['observation']);
}
{ // Podium finishers (alpha board, beta_us Norris top 3: one event); gamma's Norris points finish (top 10) is a different observation.
  addCase('f1', { name: 'f1-aus-podium', groups: [['alpha', 'beta_us'], ['gamma']], events: [
    A('KXF1PODIUM-34AUS', 'Australian Grand Prix: podium finishers?', 'Sports', z('2034-03-12', '07:00'), [['NOR', 'Lando Norris', 'aus-pod-nor'], ['VER', 'Max Verstappen', 'aus-pod-ver'], ['LEC', 'Charles Leclerc', 'aus-pod-lec']], { sources: [FIA] }),
    U('f1-aus-2034-norris-podium', 'Will Lando Norris finish on the podium at the 2034 Australian GP?', 'Sports', z('2034-03-12', '04:00'), [['f1-aus-2034-norris-top-3', 'Yes', 'aus-pod-nor']]),
    G1('Norris scores points (top 10) in Melbourne?', z('2034-03-12', '07:00'), 'aus-pts-nor'),
  ] }, ['observation']);
}
{ // 2034 drivers' championship (alpha, beta, gamma); beta_us lists the constructors' championship (category).
  addCase('f1', { name: 'f1-wdc-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXF1-34', 'F1 Drivers\' Champion 2034?', 'Sports', z('2034-12-10'), [['VER', 'Max Verstappen', 'wdc34-ver'], ['NOR', 'Lando Norris', 'wdc34-nor'], ['PIA', 'Oscar Piastri', 'wdc34-pia'], ['ANT', 'Kimi Antonelli', 'wdc34-ant']], { sources: [FIA] }),
    B('F1 Drivers\' Champion 2034', 'Sports', z('2034-12-10'), [['2034-f1-drivers-champion-max-verstappen', 'Max Verstappen', 'wdc34-ver'], ['2034-f1-drivers-champion-lando-norris', 'Lando Norris', 'wdc34-nor'],
      ['2034-f1-drivers-champion-george-russell', 'George Russell', 'wdc34-rus']]),
    G('2034 Formula 1 World Champion (drivers)', z('2034-12-10'), gr(['M. Verstappen', 'wdc34-ver'], ['L. Norris', 'wdc34-nor'], ['A. K. Antonelli', 'wdc34-ant'], ['Other', 'wdc34-other'])),
    U('f1-constructors-champion-2034', 'F1 Constructors\' Champion 2034', 'Sports', z('2034-12-10'), [['f1-wcc-2034-mclaren', 'McLaren', 'wcc34-mcl'], ['f1-wcc-2034-red-bull', 'Red Bull Racing', 'wcc34-rbr']]),
  ] }, ['category']);
}

// ───────────────────────────── THE OSCARS, SUN 5 MARCH ─────────────────────────────

const OSC = z('2034-03-06', '05:00');
{ // Best Picture (all four).
  addCase('oscars', { name: 'oscars-best-picture', events: [
    A('KXOSCARPIC-34', 'Oscar for Best Picture 2034?', 'Entertainment', OSC, [['SALT', 'The Salt Road', 'bp-salt'], ['NINE', 'Nine Winters', 'bp-nine'], ['HARB', 'Harbor Lights', 'bp-harbor'], ['GLAS', 'Glass Orchard', 'bp-glass']], { sources: [AMPAS] }),
    B('Oscars 2034: Best Picture Winner', 'Culture', OSC, [['will-the-salt-road-win-best-picture-at-the-2034-oscars', 'The Salt Road', 'bp-salt'], ['will-nine-winters-win-best-picture-at-the-2034-oscars', 'Nine Winters', 'bp-nine'],
      ['will-a-quiet-republic-win-best-picture-at-the-2034-oscars', 'A Quiet Republic', 'bp-quiet']]),
    U('oscars-2034-best-picture', '106th Academy Awards — Best Picture', 'Culture', OSC, [['oscars-2034-best-picture-the-salt-road', 'The Salt Road', 'bp-salt'], ['oscars-2034-best-picture-harbor-lights', 'Harbor Lights', 'bp-harbor']]),
    G('Academy Awards 2034: Best Picture', OSC, gr(['"The Salt Road"', 'bp-salt'], ['"Nine Winters"', 'bp-nine'], ['"Glass Orchard"', 'bp-glass'], ['Another film', 'bp-other'])),
  ] });
}
{ // Best Actress (alpha, beta, gamma); beta_us lists Best Supporting Actress (category) with an overlapping name.
  addCase('oscars', { name: 'oscars-best-actress', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXOSCARACTR-34', 'Oscar for Best Actress 2034?', 'Entertainment', OSC, [['JBUC', 'Jessie Buckley', 'ba-buckley'], ['FPUG', 'Florence Pugh', 'ba-pugh'], ['ZEND', 'Zendaya', 'ba-zendaya']], { sources: [AMPAS] }),
    B('Oscars 2034: Best Actress', 'Culture', OSC, [['will-jessie-buckley-win-best-actress-2034', 'Jessie Buckley', 'ba-buckley'], ['will-florence-pugh-win-best-actress-2034', 'Florence Pugh', 'ba-pugh'],
      ['will-saoirse-ronan-win-best-actress-2034', 'Saoirse Ronan', 'ba-ronan']]),
    G('Best Actress in a Leading Role — 2034 Oscars', OSC, gr(['Florence Pugh (Nine Winters)', 'ba-pugh'], ['Jessie Buckley (Harbor Lights)', 'ba-buckley'], ['Zendaya (Glass Orchard)', 'ba-zendaya'])),
    U('oscars-2034-best-supporting-actress', 'Oscars 2034 — Best Supporting Actress', 'Culture', OSC, [['oscars-2034-supp-actress-zendaya', 'Zendaya', 'bsa-zendaya'], ['oscars-2034-supp-actress-ayo-edebiri', 'Ayo Edebiri', 'bsa-edebiri']]),
  ] }, ['category']);
}
{ // Best Actor (all four; gamma a single yes/no on one nominee).
  addCase('oscars', { name: 'oscars-best-actor', events: [
    A('KXOSCARACTO-34', 'Oscar for Best Actor 2034?', 'Entertainment', OSC, [['PMES', 'Paul Mescal', 'bac-mescal'], ['ABUT', 'Austin Butler', 'bac-butler'], ['TCHA', 'Timothée Chalamet', 'bac-chalamet']], { sources: [AMPAS] }),
    B('Oscars 2034: Best Actor', 'Culture', OSC, [['will-paul-mescal-win-best-actor-2034', 'Paul Mescal', 'bac-mescal'], ['will-austin-butler-win-best-actor-2034', 'Austin Butler', 'bac-butler'],
      ['will-timothee-chalamet-win-best-actor-2034', 'Timothée Chalamet', 'bac-chalamet']]),
    U('oscars-2034-best-actor', 'Oscars 2034 — Best Actor', 'Culture', OSC, [['oscars-2034-best-actor-austin-butler', 'Austin Butler', 'bac-butler'], ['oscars-2034-best-actor-timothee-chalamet', 'Timothee Chalamet', 'bac-chalamet']]),
    G1('Will Austin Butler win the Oscar for Best Actor (March 5, 2034)?', OSC, 'bac-butler'),
  ] });
}
{ // Best Director (alpha, beta); gamma lists the Independent Spirit Award for Best Director on Sat Mar 4 (category).
  addCase('oscars', { name: 'oscars-best-director', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXOSCARDIR-34', 'Oscar for Best Director 2034?', 'Entertainment', OSC, [['RPAR', 'Ruth Paris', 'bd-paris'], ['JNOV', 'Jonas Novak', 'bd-novak'], ['MOKA', 'Mira Okafor', 'bd-okafor']], { sources: [AMPAS] }),
    B('Oscars 2034: Best Director', 'Culture', OSC, [['will-ruth-paris-win-best-director-2034', 'Ruth Paris', 'bd-paris'], ['will-jonas-novak-win-best-director-2034', 'Jonas Novak', 'bd-novak']]),
    G('Best Director — 2034 Film Independent Spirit Awards', z('2034-03-05', '04:00'), gr(['Mira Okafor', 'isa-okafor'], ['Jonas Novak', 'isa-novak'], ['Other', 'isa-other'])),
  ] }, ['category']);
}
{ // Host mentions over the whole telecast (alpha, beta_us); beta asks about the opening monologue only (period).
  addCase('oscars', { name: 'oscars-mentions', groups: [['alpha', 'beta_us'], ['beta']], events: [
    A('KXOSCARMENTION-34', 'What will the host say during the 2034 Oscars?', 'Entertainment', OSC, [['AI', 'AI / Artificial Intelligence', 'om-ai'], ['STRK', 'Strike', 'om-strike'], ['NEPO', 'Nepo baby', 'om-nepo']],
      { rules: 'Resolves Yes if the host says the listed word or phrase during the ABC broadcast of the 2034 Academy Awards ceremony.' }),
    U('oscars-2034-host-says-ai', 'Will the Oscars host say "AI" during the 2034 ceremony?', 'Culture', OSC, [['oscars-2034-host-mention-ai', 'Yes', 'om-ai']]),
    B1('Will the Oscars host say "AI" in the opening monologue?', 'Culture', z('2034-03-06', '01:30'), 'om-mono-ai'),
  ] }, ['period']);
}
{ // Number of wins for The Salt Road (alpha "7 or more" = beta O/U 6.5); gamma asks which film wins the most Oscars (measure).
  addCase('oscars', { name: 'oscars-salt-road-wins', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXOSCARNUMSALT-34', 'How many Oscars will The Salt Road win?', 'Entertainment', OSC, [['5', '5 or more', 'sr-wins5'], ['7', '7 or more', 'sr-wins7'], ['9', '9 or more', 'sr-wins9']], { sources: [AMPAS] }),
    B('The Salt Road: Oscar wins O/U 6.5', 'Culture', OSC, [['the-salt-road-oscar-wins-over-6pt5', '', 'sr-wins7', { outcomes: yn('Over', 'Under') }]]),
    G('Which film wins the most Oscars in 2034?', OSC, gr(['The Salt Road', 'most-salt'], ['Nine Winters', 'most-nine'], ['Harbor Lights', 'most-harbor'])),
  ] }, ['measure']);
}
{ // Telecast viewers per Nielsen (alpha, beta_us).
  addCase('oscars', { name: 'oscars-viewership', events: [
    A1('KXOSCARVIEW-34', 'Oscars 2034 viewership?', 'Entertainment', z('2034-03-09'), 'T20', 'Above 20 million viewers', 'ov-20m', { sources: ['Nielsen https://www.nielsen.com/news-center/'] }),
    U1('oscars-2034-viewership-over-20m', 'Oscars 2034 telecast: more than 20 million viewers (Nielsen)?', 'Culture', z('2034-03-09'), 'ov-20m'),
  ] });
}

// ───────────────────────────── MACRO: CPI, JOBS, FOMC, ECB ─────────────────────────────

const CPI_REL = z('2034-03-14', '12:30');
{ // February CPI YoY: alpha "Above 2.8%" = beta "2.9% or higher" = beta_us; gamma asks "below 2.9%" (complement). beta's "3.0% or
  // higher" is not alpha's "Above 3.0%" (threshold), and beta's "2.7% or higher" is alpha's "Above 2.6%".
  addCase('macro', { name: 'cpi-feb-yoy', events: [
    A('KXCPIYOY-34FEB', 'Inflation in February 2034?', 'Economics', CPI_REL, [['T2.6', 'Above 2.6%', 'cpi-gt2.6'], ['T2.8', 'Above 2.8%', 'cpi-gt2.8'], ['T3.0', 'Above 3.0%', 'cpi-gt3.0']], { sources: [BLS_CPI] }),
    B('February CPI YoY', 'Economy', CPI_REL, w([['feb-2034-cpi-yoy-2pt7-or-higher', '2.7% or higher', 'cpi-gt2.6'], ['feb-2034-cpi-yoy-2pt9-or-higher', '2.9% or higher', 'cpi-gt2.8'],
      ['feb-2034-cpi-yoy-3pt0-or-higher', '3.0% or higher', 'cpi-ge3.0']], { src: 'https://www.bls.gov/cpi/' })),
    U1('cpi-yoy-feb-2034-above-2pt8', 'Will February 2034 CPI inflation be above 2.8% year over year?', 'Economics', CPI_REL, 'cpi-gt2.8'),
    G1('US CPI (Feb 2034, YoY, NSA) prints below 2.9%?', CPI_REL, 'cpi-le2.8', { rules: 'YES if the 12-month change in the all items CPI-U for February 2034, as first published by BLS, is 2.8% or lower.' }),
  ] }, ['threshold', 'inverted']);
}
{ // February core CPI YoY (alpha, beta, gamma); beta_us lists February core PCE (measure).
  addCase('macro', { name: 'core-cpi-feb-yoy', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXCPICOREYOY-34FEB', 'Core inflation in February 2034?', 'Economics', CPI_REL, [['T2.9', 'Above 2.9%', 'core-gt2.9'], ['T3.1', 'Above 3.1%', 'core-gt3.1']], { sources: [BLS_CPI] }),
    B('Core CPI YoY for February?', 'Economy', CPI_REL, [['feb-2034-core-cpi-yoy-3pt0-or-higher', '3.0% or higher', 'core-gt2.9'], ['feb-2034-core-cpi-yoy-3pt2-or-higher', '3.2% or higher', 'core-gt3.1']]),
    G1('Feb 2034 core CPI (ex food & energy) above 3.1% YoY?', CPI_REL, 'core-gt3.1'),
    U1('core-pce-yoy-feb-2034-above-2pt7', 'Core PCE inflation above 2.7% in February 2034?', 'Economics', z('2034-03-31', '12:30'), 'pce-gt2.7'),
  ] }, ['measure']);
}
{ // February CPI MoM (alpha, gamma: "at least 0.3%" = "Above 0.2%"); beta lists March CPI MoM (period).
  addCase('macro', { name: 'cpi-feb-mom', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXCPI-34FEB', 'CPI in February 2034?', 'Economics', CPI_REL, [['T0.1', 'Above 0.1%', 'mom-gt0.1'], ['T0.2', 'Above 0.2%', 'mom-gt0.2'], ['T0.3', 'Above 0.3%', 'mom-gt0.3']], { sources: [BLS_CPI] }),
    G1('February CPI month-over-month at least +0.3%?', CPI_REL, 'mom-gt0.2'),
    B('March CPI MoM', 'Economy', z('2034-04-11', '12:30'), [['mar-2034-cpi-mom-0pt3-or-higher', '0.3% or higher', 'marmom-ge0.3'], ['mar-2034-cpi-mom-0pt2', '0.2%', 'marmom-0.2']]),
  ] }, ['period']);
}
{ // February nonfarm payrolls (Fri Mar 3; alpha, beta, beta_us); gamma lists ADP private payrolls (a different statistic).
  const rel = z('2034-03-03', '13:30');
  addCase('macro', { name: 'nfp-feb', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXPAYROLLS-34FEB', 'Jobs numbers in February 2034?', 'Economics', rel, [['T100000', 'Above 100,000', 'nfp-gt100k'], ['T150000', 'Above 150,000', 'nfp-gt150k'], ['T200000', 'Above 200,000', 'nfp-gt200k']], { sources: [BLS_EMP] }),
    B('How many jobs added in February?', 'Economy', rel, [['february-2034-jobs-above-100k', '>100k', 'nfp-gt100k'], ['february-2034-jobs-above-150k', '>150k', 'nfp-gt150k'], ['february-2034-jobs-above-250k', '>250k', 'nfp-gt250k']]),
    U1('nonfarm-payrolls-feb-2034-over-150k', 'February jobs report: payrolls above 150,000?', 'Economics', rel, 'nfp-gt150k'),
    G1('ADP National Employment Report (Feb 2034): private payrolls above 150k?', z(WED, '13:15'), 'adp-gt150k'),
  ] }, ['measure']);
}
{ // February unemployment rate U-3 (alpha, beta, gamma); beta_us lists U-6 (measure).
  const rel = z('2034-03-03', '13:30');
  addCase('macro', { name: 'unemployment-feb', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXU3-34FEB', 'Unemployment rate in February 2034?', 'Economics', rel, [['T4.1', 'Above 4.1%', 'u3-gt4.1'], ['T4.3', 'Above 4.3%', 'u3-gt4.3']], { sources: [BLS_EMP] }),
    B('February unemployment rate', 'Economy', rel, [['feb-2034-unemployment-4pt1-or-lower', '≤4.1%', 'u3-le4.1'], ['feb-2034-unemployment-4pt2', '4.2%', 'u3-4.2'], ['feb-2034-unemployment-4pt3', '4.3%', 'u3-4.3'],
      ['feb-2034-unemployment-4pt4-or-higher', '≥4.4%', 'u3-gt4.3']]),
    G('US unemployment rate, February 2034 (BLS)', rel, gr(['4.1% or lower', 'u3-le4.1'], ['4.2%', 'u3-4.2'], ['4.3%', 'u3-4.3'], ['4.4% or higher', 'u3-gt4.3'])),
    U1('u6-unemployment-feb-2034-above-8pt0', 'U-6 underemployment above 8.0% in February?', 'Economics', rel, 'u6-gt8.0'),
  ] }, ['measure']);
}
{ // March FOMC decision, Wed Mar 22 (all four: "Hold" = "No change"; "any cut" and "25+ bps increase" are unions of alpha's buckets: own t).
  const fomc = z('2034-03-22', '18:00');
  addCase('macro', { name: 'fomc-march', events: [
    A('KXFEDDECISION-34MAR', 'Fed decision in Mar 2034?', 'Economics', fomc, [['H0', 'Hold', 'fomc-hold'], ['C25', 'Cut 25bps', 'fomc-c25'], ['C26', 'Cut >25bps', 'fomc-c50'], ['H25', 'Hike 25bps', 'fomc-h25'], ['H26', 'Hike >25bps', 'fomc-h50']], { sources: [FED] }),
    B('Fed decision in March?', 'Economy', fomc, [['fed-no-change-march-2034', 'No change', 'fomc-hold'], ['fed-25bps-cut-march-2034', '25 bps decrease', 'fomc-c25'], ['fed-50-plus-bps-cut-march-2034', '50+ bps decrease', 'fomc-c50'],
      ['fed-increase-march-2034', '25+ bps increase', 'fomc-hike-any']]),
    U('fed-decision-march-2034', 'FOMC March 2034 Rate Decision', 'Economics', fomc, [['fomc-mar-2034-hold', 'Hold', 'fomc-hold'], ['fomc-mar-2034-cut-25', 'Cut 25 bps', 'fomc-c25']]),
    G('FOMC, 21–22 March 2034: what does the Fed do?', fomc, gr(['Holds rates', 'fomc-hold'], ['Cuts (any size)', 'fomc-cut-any'], ['Hikes', 'fomc-hike-any'])),
  ] });
}
{ // Fed cuts in 2034: alpha counts cut decisions (meetings), beta counts 25 bp steps (nf); gamma the year-end upper bound (measure).
  addCase('macro', { name: 'fed-cuts-2034', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXRATECUTCOUNT-34', 'Number of Fed rate cuts in 2034?', 'Economics', z('2034-12-16', '19:00'), [['0', '0 cuts', 'cuts-0'], ['1', '1 cut', 'cuts-1'], ['2', '2 cuts', 'cuts-2'], ['3', '3 or more cuts', 'cuts-3p']],
      { sources: [FED], rules: 'Counts FOMC meetings in 2034 at which the target range is lowered, regardless of size.' }),
    B('How many Fed rate cuts in 2034?', 'Economy', z('2034-12-16', '19:00'), w([['no-fed-cuts-2034', 'No cuts', 'cuts-0'], ['1-fed-cut-2034', '1 (25 bps)', 'cuts-1'], ['2-fed-cuts-2034', '2 (50 bps)', 'cuts-2'], ['3-or-more-fed-cuts-2034', '3+ (75+ bps)', 'cuts-3p']],
      { rules: 'Counts cuts in 25 bp steps: a 50 bp cut counts as 2.' })),
    G1('Fed funds upper bound at or below 3.25% on Dec 31, 2034?', z('2034-12-31'), 'ffr-ub-le3.25'),
  ] }, ['source', 'measure']);
}
{ // ECB deposit rate decision Thu Mar 9 (alpha, beta, gamma in French); beta_us lists the Bank of England's March decision (place).
  const ecb = z('2034-03-09', '13:15');
  addCase('macro', { name: 'ecb-march', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXECBRATE-34MAR', 'ECB deposit rate decision in March 2034?', 'Economics', ecb, [['H0', 'Hold', 'ecb-hold'], ['C25', 'Cut 25bps', 'ecb-c25']], { sources: ['European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html'] }),
    B('ECB decision in March?', 'Economy', ecb, [['ecb-no-change-march-2034', 'No change', 'ecb-hold'], ['ecb-25bps-cut-march-2034', '25 bps decrease', 'ecb-c25'], ['ecb-increase-march-2034', 'Increase', 'ecb-hike']]),
    G('BCE, 9 mars 2034 : taux de la facilité de dépôt', ecb, gr(['Inchangé', 'ecb-hold'], ['Baisse de 25 pb', 'ecb-c25'])),
    U('boe-decision-march-2034', 'Bank of England March 2034 Decision', 'Economics', z('2034-03-23', '12:00'), [['boe-mar-2034-hold', 'Hold', 'boe-hold'], ['boe-mar-2034-cut-25', 'Cut 25 bps', 'boe-c25']]),
  ] }, ['place']);
}
{ // Bank of Japan hike in March — beta only.
  addCase('macro', { name: 'boj-march', events: [
    B1('Will the Bank of Japan raise rates in March 2034?', 'Economy', z('2034-03-17', '06:00'), 'boj-hike-mar'),
  ] });
}

// ───────────────────────────── RATES, COMMODITIES, FX ─────────────────────────────

{ // 10Y yield on Mar 31: alpha Treasury par curve vs beta CNBC close (one event, nf); gamma "reaches 4.5% by Mar 31" (observation).
  addCase('rates', { name: 'ust10y-mar31', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KX10Y-34MAR31', '10-year Treasury yield on Mar 31, 2034?', 'Financials', z(Q1END, '21:00'), [['T4.00', 'Above 4.00%', '10y-gt4.00'], ['T4.25', 'Above 4.25%', '10y-gt4.25'], ['T4.50', 'Above 4.50%', '10y-gt4.50']],
      { sources: ['U.S. Department of the Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'] }),
    B('10-year Treasury yield above ___ on March 31?', 'Finance', z(Q1END, '21:00'), w([['us10y-above-4pt25-mar-31-2034', '4.25%', '10y-gt4.25'], ['us10y-above-4pt50-mar-31-2034', '4.50%', '10y-gt4.50']], { src: 'https://www.cnbc.com/quotes/US10Y' })),
    G1('US 10-year yield touches 4.5% before April 2034?', z(Q1END, '21:00'), '10y-hit4.50'),
  ] }, ['source', 'observation']);
}
{ // 2-year yield on Mar 31 (alpha, beta_us; both the Treasury par curve).
  addCase('rates', { name: 'ust2y-mar31', events: [
    A('KX2Y-34MAR31', '2-year Treasury yield on Mar 31, 2034?', 'Financials', z(Q1END, '21:00'), [['T3.50', 'Above 3.50%', '2y-gt3.50'], ['T3.75', 'Above 3.75%', '2y-gt3.75']],
      { sources: ['U.S. Department of the Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'] }),
    U1('us-2y-yield-above-3pt75-mar-31-2034', '2Y Treasury above 3.75% at end of Q1?', 'Finance', z(Q1END, '21:00'), '2y-gt3.75', { src: 'https://home.treasury.gov/resource-center/data-chart-center/interest-rates' }),
  ] });
}
{ // WTI front-month settle on Mar 31 (alpha, beta, beta_us, NYMEX); gamma lists Brent (asset).
  addCase('commodities', { name: 'wti-mar31', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXWTI-34MAR31', 'WTI crude oil price on Mar 31, 2034?', 'Financials', z(Q1END, '19:30'), [['T70', '$70 or above', 'wti-ge70'], ['T80', '$80 or above', 'wti-ge80'], ['T90', '$90 or above', 'wti-ge90']],
      { sources: ['CME Group https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html'] }),
    B('WTI Crude Oil settle on March 31?', 'Finance', z(Q1END, '19:30'), [['wti-above-80-mar-31-2034', '↑ $80', 'wti-ge80'], ['wti-above-90-mar-31-2034', '↑ $90', 'wti-ge90']]),
    U1('wti-crude-above-80-march-31-2034', 'WTI crude above $80 at Q1 end (NYMEX settle)?', 'Finance', z(Q1END, '19:30'), 'wti-ge80'),
    G1('Brent crude settles above $80 on March 31, 2034 (ICE)?', z(Q1END, '19:30'), 'brent-ge80'),
  ] }, ['asset']);
}
{ // WTI reaching $95 in March (beta "in March" = gamma "before April", both from Mar 1).
  addCase('commodities', { name: 'wti-hit-march', events: [
    B('What price will WTI hit in March?', 'Finance', z(Q1END, '23:59'), [['will-wti-reach-95-in-march-2034', '↑ $95', 'wti-hit95'], ['will-wti-dip-to-65-in-march-2034', '↓ $65', 'wti-dip65']]),
    G1('WTI crude trades at $95 at any point before April 1, 2034?', z(Q1END, '23:59'), 'wti-hit95'),
  ] });
}
{ // Gold on Mar 31: alpha COMEX front-month settle vs beta LBMA PM (one event, nf); gamma COMEX; beta_us silver (asset).
  addCase('commodities', { name: 'gold-mar31', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], fungible: nf('alpha|beta', 'beta|gamma'), events: [
    A('KXGOLD-34MAR31', 'Gold price on Mar 31, 2034?', 'Financials', z(Q1END, '18:30'), [['T4500', '$4,500 or above', 'gold-ge4500'], ['T5000', '$5,000 or above', 'gold-ge5000']],
      { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html'] }),
    B('Gold above ___ on March 31?', 'Finance', z(Q1END, '14:00'), w([['gold-above-4500-mar-31-2034', '$4,500', 'gold-ge4500'], ['gold-above-5000-mar-31-2034', '$5,000', 'gold-ge5000']], { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices' })),
    G1('Gold (COMEX GC) settles at or above $5,000/oz on 31 Mar 2034?', z(Q1END, '18:30'), 'gold-ge5000'),
    U1('silver-above-60-march-31-2034', 'Silver above $60 on March 31, 2034?', 'Finance', z(Q1END, '18:30'), 'silver-ge60'),
  ] }, ['source', 'asset']);
}
{ // EUR/USD on Mar 31: alpha ECB reference rate vs beta WM/Reuters 4 pm London fix (one event, nf); gamma the Mar 30 fix (date).
  addCase('fx', { name: 'eurusd-mar31', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXEURUSD-34MAR31', 'EUR/USD on Mar 31, 2034?', 'Financials', z(Q1END, '15:00'), [['T1.10', 'Above 1.1000', 'eur-gt1.10'], ['T1.15', 'Above 1.1500', 'eur-gt1.15']],
      { sources: ['European Central Bank https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html'] }),
    B('EUR/USD above ___ on March 31?', 'Finance', z(Q1END, '16:00'), w([['eurusd-above-1pt10-mar-31-2034', '1.10', 'eur-gt1.10'], ['eurusd-above-1pt15-mar-31-2034', '1.15', 'eur-gt1.15']], { src: 'WM/Reuters 4pm London fix' })),
    G1('EUR/USD above 1.15 at the March 30 fix?', z('2034-03-30', '16:00'), 'eur30-gt1.15'),
  ] }, ['source', 'date']);
}
{ // USD/JPY reaching 160 by Mar 31 (beta, beta_us); alpha's close above 160 on Mar 31 is a different observation.
  addCase('fx', { name: 'usdjpy-160', groups: [['beta', 'beta_us'], ['alpha']], events: [
    B1('Will USD/JPY hit 160 by March 31?', 'Finance', z(Q1END, '21:00'), 'jpy-hit160'),
    U1('usdjpy-reach-160-by-march-31-2034', 'Dollar-yen reaches ¥160 by end of March?', 'Finance', z(Q1END, '21:00'), 'jpy-hit160'),
    A1('KXUSDJPY-34MAR31', 'USD/JPY on Mar 31, 2034?', 'Financials', z(Q1END, '21:00'), 'T160', 'Above 160.00', 'jpy-close-gt160'),
  ] }, ['observation']);
}

// ───────────────────────────── CRYPTO ─────────────────────────────

{ // BTC at 5 PM ET Wed: alpha (CF Benchmarks) and gamma (Binance) one event, nf; beta and beta_us at noon ET (instant).
  addCase('crypto', { name: 'btc-mar1', groups: [['alpha', 'gamma'], ['beta', 'beta_us']], fungible: nf('alpha|gamma'), events: [
    A(`KXBTCD-${D1}17`, 'Bitcoin price on Mar 1, 2034 at 5pm EST?', 'Crypto', z(WED, '22:00'), [['T139999.99', '$140,000 or above', 'btc5-140k'], ['T144999.99', '$145,000 or above', 'btc5-145k'], ['T149999.99', '$150,000 or above', 'btc5-150k']], { sources: [CFB] }),
    G1('BTC ≥ $145,000 at 17:00 ET on Mar 1 (Binance BTC/USDT)?', z(WED, '22:00'), 'btc5-145k'),
    B('Bitcoin above ___ on March 1?', 'Crypto', z(WED, '17:00'), w([['bitcoin-above-140k-on-march-1-2034', '140,000', 'btc12-140k'], ['bitcoin-above-145k-on-march-1-2034', '145,000', 'btc12-145k']], { src: BINANCE_BTC })),
    U1('bitcoin-above-145000-mar-1-2034-12pm-et', 'BTC above $145,000 on Mar 1 at 12:00 PM ET?', 'Crypto', z(WED, '17:00'), 'btc12-145k', { src: BINANCE_BTC }),
  ] }, ['source', 'instant']);
}
{ // ETH at noon ET Wed (beta, beta_us, gamma; all Binance).
  addCase('crypto', { name: 'eth-noon-mar1', events: [
    B('Ethereum above ___ on March 1?', 'Crypto', z(WED, '17:00'), w([['ethereum-above-5000-on-march-1-2034', '5,000', 'eth12-5000'], ['ethereum-above-5200-on-march-1-2034', '5,200', 'eth12-5200']], { src: 'https://www.binance.com/en/trade/ETH_USDT' })),
    U1('ethereum-above-5000-mar-1-2034-12pm-et', 'ETH above $5,000 on Mar 1 at noon ET?', 'Crypto', z(WED, '17:00'), 'eth12-5000'),
    G1('Ethereum ≥ $5,200 at 12:00 ET, 1 March 2034?', z(WED, '17:00'), 'eth12-5200'),
  ] });
}
{ // BTC at quarter end, 5 PM EDT Mar 31: alpha (CF) and gamma (Binance) one event, nf; beta the March high (observation);
  // beta_us noon ET on Mar 31 (instant).
  addCase('crypto', { name: 'btc-q1-end', groups: [['alpha', 'gamma'], ['beta'], ['beta_us']], fungible: nf('alpha|gamma'), events: [
    A(`KXBTCD-${ad(Q1END)}17`, 'Bitcoin price on Mar 31, 2034 at 5pm EDT?', 'Crypto', z(Q1END, '21:00'), [['T129999.99', '$130,000 or above', 'btcq-130k'], ['T149999.99', '$150,000 or above', 'btcq-150k'], ['T169999.99', '$170,000 or above', 'btcq-170k']], { sources: [CFB] }),
    G1('BTC above $150,000 at the Q1 2034 close (Mar 31, 5pm ET, Binance BTC/USDT)?', z(Q1END, '21:00'), 'btcq-150k'),
    B('What price will Bitcoin hit in March?', 'Crypto', z('2034-04-01', '04:00'), w([['will-bitcoin-reach-160k-in-march-2034', '↑ 160,000', 'btcmar-hit160k'], ['will-bitcoin-dip-to-120k-in-march-2034', '↓ 120,000', 'btcmar-dip120k']], { src: BINANCE_BTC })),
    U1('bitcoin-above-150000-mar-31-2034-12pm-et', 'Bitcoin above $150K on March 31 at noon ET?', 'Crypto', z(Q1END, '16:00'), 'btcq12-150k', { src: BINANCE_BTC }),
  ] }, ['source', 'observation', 'instant']);
}
{ // ETH monthly high in March: alpha (CF) vs beta (Binance) one event, nf; gamma "by June 30" (deadline).
  addCase('crypto', { name: 'eth-max-march', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXETHMAXM-34MAR', 'How high will Ethereum get in March 2034?', 'Crypto', z('2034-04-01', '04:00'), [['T5499.99', '$5,500 or above', 'ethmar-5500'], ['T5999.99', '$6,000 or above', 'ethmar-6000']],
      { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    B('What price will Ethereum hit in March?', 'Crypto', z('2034-04-01', '04:00'), w([['will-ethereum-reach-6000-in-march-2034', '↑ 6,000', 'ethmar-6000'], ['will-ethereum-dip-to-4500-in-march-2034', '↓ 4,500', 'ethmar-dip4500']],
      { src: 'https://www.binance.com/en/trade/ETH_USDT' })),
    G1('ETH hits $6,000 before July 2034?', z('2034-06-30'), 'eth-h1-6000'),
  ] }, ['source', 'deadline']);
}
{ // SOL at 5 PM ET Wed — alpha only.
  addCase('crypto', { name: 'sol-mar1', events: [
    A(`KXSOLD-${D1}17`, 'Solana price on Mar 1, 2034 at 5pm EST?', 'Crypto', z(WED, '22:00'), [['T299.99', '$300 or above', 'sol5-300'], ['T319.99', '$320 or above', 'sol5-320']], { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/SOLUSD_RTI'] }),
  ] });
}

// ───────────────────────────── EQUITY INDICES ─────────────────────────────

{ // S&P 500 close on Mar 31 (alpha, beta, beta_us); gamma lists the Nasdaq-100 (asset).
  addCase('equities', { name: 'spx-mar31', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A(`KXINX-${ad(Q1END)}H1600`, 'S&P 500 on Mar 31, 2034 at 4pm EDT?', 'Financials', z(Q1END, '20:00'), [['T9499.99', '9,500 or above', 'spx-9500'], ['T9999.99', '10,000 or above', 'spx-10000']],
      { sources: ['S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/'] }),
    B('S&P 500 close above ___ on March 31?', 'Finance', z(Q1END, '20:00'), [['spx-above-9500-mar-31-2034', '9,500', 'spx-9500'], ['spx-above-10000-mar-31-2034', '10,000', 'spx-10000']]),
    U1('sp500-close-above-10000-march-31-2034', 'Will the S&P 500 close Q1 2034 above 10,000?', 'Finance', z(Q1END, '20:00'), 'spx-10000'),
    G1('Nasdaq-100 closes above 35,000 on March 31, 2034?', z(Q1END, '20:00'), 'ndx-35000'),
  ] }, ['asset']);
}
{ // S&P 500 up or down on Wed Mar 1 (alpha, beta, gamma: close vs previous close).
  addCase('equities', { name: 'spx-updown-mar1', events: [
    A1(`KXINXU-${D1}H1600`, 'Will the S&P 500 close up on Mar 1, 2034?', 'Financials', z(WED, '21:00'), 'UP', 'Closes above Feb 28 close', 'spxud-up'),
    B('S&P 500 (SPX) Up or Down on March 1?', 'Finance', z(WED, '21:00'), [['spx-up-or-down-on-march-1-2034', '', 'spxud-up', { outcomes: yn('Up', 'Down') }]]),
    G1('S&P 500 finishes Wednesday (Mar 1) in the red?', z(WED, '21:00'), 'spxud-down'),
  ] }, ['inverted']);
}

// ───────────────────────────── US POLITICS ─────────────────────────────

const PRIM = z('2034-03-08', '02:00');
const RUNOFF = z('2034-05-24', '03:00');
{ // Texas Republican nominee for governor (alpha, beta, beta_us; the May 23 runoff included); gamma asks whether it goes to a runoff.
  addCase('us_politics', { name: 'tx-gov-gop', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXGOVTXNOMR-34', 'Texas Republican nominee for Governor 2034?', 'Elections', RUNOFF, [['PHEL', 'Dade Phelan', 'txr-phelan'], ['ROY', 'Chip Roy', 'txr-roy'], ['HUNT', 'Wesley Hunt', 'txr-hunt']], { sources: [AP] }),
    B('Texas Republican Governor Primary Winner', 'Politics', RUNOFF, [['will-chip-roy-win-the-2034-texas-gop-governor-primary', 'Chip Roy', 'txr-roy'], ['will-wesley-hunt-win-the-2034-texas-gop-governor-primary', 'Wesley Hunt', 'txr-hunt'],
      ['will-dade-phelan-win-the-2034-texas-gop-governor-primary', 'Dade Phelan', 'txr-phelan']]),
    U('texas-gop-governor-nominee-2034', 'TX Governor: Republican Nominee 2034', 'Politics', RUNOFF, [['tx-gov-r-2034-chip-roy', 'Chip Roy', 'txr-roy'], ['tx-gov-r-2034-wesley-hunt', 'Wesley Hunt', 'txr-hunt']]),
    G1('Texas GOP governor primary (Mar 7) forced to a runoff?', PRIM, 'txr-runoff'),
  ] }, ['observation']);
}
{ // Texas Democratic nominee for governor (alpha, beta, gamma); beta_us lists the Democratic lieutenant-governor primary (office).
  addCase('us_politics', { name: 'tx-gov-dem', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXGOVTXNOMD-34', 'Texas Democratic nominee for Governor 2034?', 'Elections', RUNOFF, [['TALA', 'James Talarico', 'txd-talarico'], ['ALLR', 'Colin Allred', 'txd-allred'], ['CROC', 'Jasmine Crockett', 'txd-crockett']], { sources: [AP] }),
    B('Texas Democratic Governor Primary Winner', 'Politics', RUNOFF, [['will-james-talarico-win-the-2034-texas-democratic-governor-primary', 'James Talarico', 'txd-talarico'],
      ['will-colin-allred-win-the-2034-texas-democratic-governor-primary', 'Colin Allred', 'txd-allred']]),
    G('Texas Democrats 2034: who gets the governor nomination?', RUNOFF, gr(['Talarico', 'txd-talarico'], ['Allred', 'txd-allred'], ['Crockett', 'txd-crockett'], ['Someone else', 'txd-other'])),
    U('texas-dem-lt-governor-nominee-2034', 'TX Lieutenant Governor: Democratic Nominee 2034', 'Politics', RUNOFF, [['tx-ltgov-d-2034-vikki-goodwin', 'Vikki Goodwin', 'txltd-goodwin'], ['tx-ltgov-d-2034-colin-allred', 'Colin Allred', 'txltd-allred']]),
  ] }, ['office']);
}
{ // North Carolina Senate Republican primary (alpha, beta, beta_us); gamma lists the Democratic primary (party).
  addCase('us_politics', { name: 'nc-sen-gop', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXSENATENCR-34', 'North Carolina Republican Senate nominee 2034?', 'Elections', z('2034-05-17', '03:00'), [['BUDD', 'Ted Budd', 'ncr-budd'], ['HARR', 'Mark Harris', 'ncr-harris']], { sources: [AP] }),
    B('North Carolina Republican Senate Primary Winner', 'Politics', z('2034-05-17', '03:00'), [['will-ted-budd-win-the-2034-nc-gop-senate-primary', 'Ted Budd', 'ncr-budd'], ['will-mark-harris-win-the-2034-nc-gop-senate-primary', 'Mark Harris', 'ncr-harris']]),
    U('nc-senate-gop-primary-2034', 'NC Senate GOP Primary 2034', 'Politics', z('2034-05-17', '03:00'), [['nc-sen-r-2034-ted-budd', 'Sen. Ted Budd', 'ncr-budd']]),
    G('North Carolina Senate 2034 — Democratic primary winner', z('2034-05-17', '03:00'), gr(['Jeff Jackson', 'ncd-jackson'], ['Deborah Ross', 'ncd-ross'], ['Other', 'ncd-other'])),
  ] }, ['party']);
}
{ // North Carolina Senate Democratic primary (alpha, beta).
  addCase('us_politics', { name: 'nc-sen-dem', events: [
    A('KXSENATENCD-34', 'North Carolina Democratic Senate nominee 2034?', 'Elections', z('2034-05-17', '03:00'), [['JACK', 'Jeff Jackson', 'ncd-jackson'], ['ROSS', 'Deborah Ross', 'ncd-ross'], ['NICK', 'Wiley Nickel', 'ncd-nickel']], { sources: [AP] }),
    B('North Carolina Democratic Senate Primary Winner', 'Politics', z('2034-05-17', '03:00'), [['will-jeff-jackson-win-the-2034-nc-democratic-senate-primary', 'Jeff Jackson', 'ncd-jackson'],
      ['will-deborah-ross-win-the-2034-nc-democratic-senate-primary', 'Deborah Ross', 'ncd-ross'], ['will-wiley-nickel-win-the-2034-nc-democratic-senate-primary', 'Wiley Nickel', 'ncd-nickel']]),
  ] });
}
{ // TX-23 Republican primary (alpha, beta, gamma); beta_us lists TX-28's Democratic primary (place).
  addCase('us_politics', { name: 'tx23-gop', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXHOUSETX23R-34', 'TX-23 Republican primary winner 2034?', 'Elections', RUNOFF, [['GONZ', 'Tony Gonzales', 'tx23-gonzales'], ['HERR', 'Brandon Herrera', 'tx23-herrera']], { sources: [AP] }),
    B('TX-23 Republican Primary', 'Politics', RUNOFF, [['tx-23-gop-primary-2034-tony-gonzales', 'Tony Gonzales', 'tx23-gonzales'], ['tx-23-gop-primary-2034-brandon-herrera', 'Brandon Herrera', 'tx23-herrera']]),
    G('Texas 23rd District GOP primary 2034: Gonzales or Herrera?', RUNOFF, gr(['Gonzales', 'tx23-gonzales'], ['Herrera', 'tx23-herrera'])),
    U('tx-28-democratic-primary-2034', 'TX-28 Democratic Primary 2034', 'Politics', RUNOFF, [['tx28-d-2034-henry-cuellar', 'Henry Cuellar', 'tx28-cuellar']]),
  ] }, ['place']);
}
{ // Texas primary turnout: alpha the Republican primary vs gamma the Democratic primary (party).
  addCase('us_politics', { name: 'tx-primary-turnout', groups: [['alpha'], ['gamma']], events: [
    A1('KXTXPRIMTURNR-34', 'Texas Republican primary turnout 2034?', 'Elections', z('2034-03-15'), 'T2500000', 'Above 2.5 million votes', 'txto-r-2.5m', { sources: ['Texas Secretary of State https://results.texas-election.com/'] }),
    G1('Texas Democratic primary turnout above 2.5 million (Mar 7, 2034)?', z('2034-03-15'), 'txto-d-2.5m'),
  ] }, ['party']);
}
{ // Shutdown: alpha "by Mar 14" = gamma "before March 15" = beta_us; beta "in 2034" (deadline).
  addCase('us_politics', { name: 'shutdown-mar14', groups: [['alpha', 'gamma', 'beta_us'], ['beta']], events: [
    A1('KXGOVSHUT-34MAR14', 'Government shutdown by Mar 14, 2034?', 'Politics', z('2034-03-15', '04:59'), 'YES', 'Shutdown begins by Mar 14', 'shut-mar14',
      { rules: 'Resolves Yes if a lapse in appropriations causes a federal government shutdown that begins on or before March 14, 2034.' }),
    G1('US federal government shutdown before March 15, 2034?', z('2034-03-15', '04:59'), 'shut-mar14'),
    U1('us-government-shutdown-by-march-14-2034', 'Government shutdown by March 14?', 'Politics', z('2034-03-15', '04:59'), 'shut-mar14'),
    B1('US government shutdown in 2034?', 'Politics', z('2034-12-31'), 'shut-2034'),
  ] }, ['deadline']);
}
{ // Presidential approval on Mar 31: alpha and gamma RealClearPolitics; beta Silver Bulletin (a different statistic).
  addCase('us_politics', { name: 'approval-mar31', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXAPRPOTUS-34MAR31', 'Presidential approval rating on Mar 31, 2034?', 'Politics', z('2034-04-01', '14:00'), [['T42', 'Above 42%', 'appr-rcp-gt42'], ['T45', 'Above 45%', 'appr-rcp-gt45']],
      { sources: ['RealClearPolitics https://www.realclearpolling.com/polls/approval/'] }),
    G1('President\'s RCP approval average above 45% on March 31?', z('2034-04-01', '14:00'), 'appr-rcp-gt45'),
    B('Presidential approval on March 31? (Silver Bulletin)', 'Politics', z('2034-04-01', '14:00'), [['approval-above-42-mar-31-2034-silver-bulletin', '>42%', 'appr-sb-gt42'], ['approval-above-45-mar-31-2034-silver-bulletin', '>45%', 'appr-sb-gt45']]),
  ] }, ['source']);
}
{ // Senate control after the 2034 midterms (alpha, beta, beta_us); gamma lists the House (office), YES = Democrats.
  addCase('us_politics', { name: 'senate-2034', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXSENATE-34', 'Which party will control the Senate after the 2034 elections?', 'Elections', z('2035-01-03', '17:00'), [['R', 'Republican Party', 'sen34-r'], ['D', 'Democratic Party', 'sen34-d']]),
    B('Which party will win the Senate in 2034?', 'Politics', z('2035-01-03', '17:00'), [['will-republicans-win-the-senate-in-2034', 'Republicans', 'sen34-r'], ['will-democrats-win-the-senate-in-2034', 'Democrats', 'sen34-d']]),
    U1('senate-control-2034-democrats', 'Democrats win Senate majority in 2034 midterms?', 'Politics', z('2035-01-03', '17:00'), 'sen34-d'),
    G1('Democrats take the House in November 2034?', z('2035-01-03', '17:00'), 'house34-d'),
  ] }, ['office']);
}
{ // House control after 2034 (alpha, beta).
  addCase('us_politics', { name: 'house-2034', events: [
    A('KXHOUSE-34', 'Which party will control the House after the 2034 elections?', 'Elections', z('2035-01-03', '17:00'), [['R', 'Republican Party', 'house34-r'], ['D', 'Democratic Party', 'house34-d']]),
    B('Balance of power: House 2034', 'Politics', z('2035-01-03', '17:00'), [['house-2034-republicans', 'Republicans', 'house34-r'], ['house-2034-democrats', 'Democrats', 'house34-d']]),
  ] });
}
{ // A Supreme Court vacancy: alpha "in 2034" vs beta "before July 1" (deadline).
  addCase('us_politics', { name: 'scotus-vacancy', groups: [['alpha'], ['beta']], events: [
    A1('KXSCOTUSVACANCY-34', 'Supreme Court vacancy in 2034?', 'Politics', z('2034-12-31'), 'YES', 'A justice leaves the Court in 2034', 'scotus-2034'),
    B1('Will a Supreme Court justice announce retirement before July 1, 2034?', 'Politics', z('2034-06-30'), 'scotus-jul1'),
  ] }, ['deadline']);
}

// ───────────────────────────── ELECTIONS ABROAD ─────────────────────────────

{ // Hungary, April 2034: most seats (alpha, beta, gamma in Hungarian); beta_us the next prime minister (observation).
  addCase('world_politics', { name: 'hungary-2034', groups: [['alpha', 'beta', 'gamma'], ['beta_us']], events: [
    A('KXHUNGARYPARL-34', 'Hungary parliamentary election 2034: most seats?', 'World', z('2034-04-10', '22:00'), [['FID', 'Fidesz–KDNP', 'hu-fidesz'], ['TISZA', 'Tisza', 'hu-tisza']]),
    B('Hungary Parliamentary Election Winner', 'Politics', z('2034-04-10', '22:00'), [['hungary-election-2034-fidesz', 'Fidesz', 'hu-fidesz'], ['hungary-election-2034-tisza', 'Tisza', 'hu-tisza'], ['hungary-election-2034-other', 'Other', 'hu-other']]),
    G('Országgyűlési választás 2034: melyik párt szerzi a legtöbb mandátumot?', z('2034-04-10', '22:00'), gr(['Fidesz–KDNP', 'hu-fidesz'], ['Tisza Párt', 'hu-tisza'])),
    U('hungary-next-prime-minister-2034', 'Next Prime Minister of Hungary', 'Politics', z('2034-06-30'), [['hungary-pm-2034-peter-magyar', 'Péter Magyar', 'hupm-magyar'], ['hungary-pm-2034-fidesz-candidate', 'Fidesz nominee', 'hupm-fidesz']]),
  ] }, ['observation']);
}
{ // Colombia presidential election: winner after the June runoff (alpha, gamma); beta the May 28 first round (round).
  addCase('world_politics', { name: 'colombia-2034', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXCOLOMBIAPRES-34', 'Colombia presidential election 2034 winner?', 'World', z('2034-06-19', '03:00'), [['FAJ', 'Sergio Fajardo', 'co-fajardo'], ['CEP', 'Iván Cepeda', 'co-cepeda'], ['DLE', 'Vicky Dávila', 'co-davila']]),
    G('Elecciones presidenciales Colombia 2034: ¿quién gana?', z('2034-06-19', '03:00'), gr(['Sergio Fajardo', 'co-fajardo'], ['Iván Cepeda', 'co-cepeda'], ['Vicky Dávila', 'co-davila'], ['Otro', 'co-other'])),
    B('Colombia Presidential Election: 1st round winner', 'Politics', z('2034-05-29', '03:00'), [['colombia-1st-round-2034-fajardo', 'Fajardo', 'co1-fajardo'], ['colombia-1st-round-2034-cepeda', 'Cepeda', 'co1-cepeda']]),
  ] }, ['round']);
}

// ───────────────────────────── TECH AND COMPANIES ─────────────────────────────

{ // Largest company on Mar 31 (alpha, beta, beta_us); gamma asks about April 30 (date).
  addCase('tech', { name: 'largest-company-mar31', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A('KXLARGESTCO-34MAR31', 'Largest company by market cap on Mar 31, 2034?', 'Financials', z(Q1END, '21:00'), [['NVDA', 'Nvidia', 'lc-nvda'], ['MSFT', 'Microsoft', 'lc-msft'], ['AAPL', 'Apple', 'lc-aapl'], ['GOOGL', 'Alphabet', 'lc-googl']]),
    B('Largest company end of March?', 'Tech', z(Q1END, '21:00'), [['nvidia-largest-company-end-of-march-2034', 'NVIDIA', 'lc-nvda'], ['microsoft-largest-company-end-of-march-2034', 'Microsoft', 'lc-msft'],
      ['alphabet-largest-company-end-of-march-2034', 'Alphabet', 'lc-googl']]),
    U1('nvidia-largest-company-march-31-2034', 'Nvidia world\'s most valuable company on March 31?', 'Tech', z(Q1END, '21:00'), 'lc-nvda'),
    G1('Nvidia still #1 by market cap on April 30, 2034?', z('2034-04-30', '21:00'), 'lc-apr30-nvda'),
  ] }, ['date']);
}
{ // GPT-7 release: alpha "by Mar 31" = beta "in March" (from Mar 1); gamma "before July" (deadline).
  addCase('tech', { name: 'gpt7-release', groups: [['alpha', 'beta'], ['gamma']], events: [
    A1('KXGPT7-34MAR31', 'Will OpenAI release GPT-7 by Mar 31, 2034?', 'Science and Technology', z(Q1END, '23:59'), 'YES', 'GPT-7 released by Mar 31', 'gpt7-mar'),
    B1('GPT-7 released in March?', 'Tech', z(Q1END, '23:59'), 'gpt7-mar'),
    G1('OpenAI ships GPT-7 before July 1, 2034?', z('2034-06-30', '23:59'), 'gpt7-jun'),
  ] }, ['deadline']);
}
{ // Tesla Q1 deliveries (alpha, beta): "Above 450,000" = "Over 450k", but alpha's "Above 500,000" is not beta's "500k or more"
  // (threshold); gamma asks about Q1 production (measure).
  addCase('tech', { name: 'tesla-q1-deliveries', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTESLADELIV-34Q1', 'Tesla deliveries in Q1 2034?', 'Financials', z('2034-04-03', '14:00'), [['T450000', 'Above 450,000', 'tsla-del-gt450k'], ['T500000', 'Above 500,000', 'tsla-del-gt500k']],
      { sources: ['Tesla Investor Relations https://ir.tesla.com/'] }),
    B('Tesla Q1 2034 deliveries', 'Tech', z('2034-04-03', '14:00'), [['tesla-q1-2034-deliveries-over-450k', 'Over 450k', 'tsla-del-gt450k'], ['tesla-q1-2034-deliveries-500k-or-more', '500k or more', 'tsla-del-ge500k']]),
    G1('Tesla produces 500,000+ vehicles in Q1 2034?', z('2034-04-03', '14:00'), 'tsla-prod-ge500k'),
  ] }, ['measure', 'threshold']);
}
{ // Best AI model end of March on the LMArena text leaderboard (beta, beta_us); gamma the vision leaderboard (category).
  addCase('tech', { name: 'ai-leaderboard-march', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Which company has the best AI model end of March?', 'Tech', z(Q1END, '16:00'), w([['openai-best-ai-model-end-of-march-2034', 'OpenAI', 'lm-openai'], ['google-best-ai-model-end-of-march-2034', 'Google', 'lm-google'],
      ['anthropic-best-ai-model-end-of-march-2034', 'Anthropic', 'lm-anthropic']], { src: 'https://lmarena.ai/leaderboard/text' })),
    U('best-ai-model-end-of-march-2034', 'Top AI Model (LMArena Text) — March 31, 2034', 'Tech', z(Q1END, '16:00'), [['top-ai-model-mar-2034-google', 'Google', 'lm-google'], ['top-ai-model-mar-2034-anthropic', 'Anthropic', 'lm-anthropic']]),
    G('LMArena Vision leaderboard #1 on March 31, 2034', z(Q1END, '16:00'), gr(['Google', 'lmv-google'], ['OpenAI', 'lmv-openai'], ['xAI', 'lmv-xai'])),
  ] }, ['category']);
}
{ // Apple announces a foldable iPhone at its March event — alpha only.
  addCase('tech', { name: 'apple-foldable', events: [
    A1('KXAPPLEFOLD-34MAR', 'Will Apple announce a foldable iPhone in March 2034?', 'Science and Technology', z(Q1END, '23:59'), 'YES', 'Announced by Mar 31', 'apple-fold-mar'),
  ] });
}

// ───────────────────────────── WEATHER ─────────────────────────────

{ // NYC high Thu Mar 2: alpha and beta_us NWS Central Park; beta Wunderground LaGuardia (one event, nf); gamma the low (measure).
  addCase('weather', { name: 'wx-nyc-high-mar2', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], fungible: nf('alpha|beta', 'beta|beta_us'), events: [
    A(`KXHIGHNY-${D2}`, 'Highest temperature in NYC on Mar 2, 2034?', 'Climate and Weather', z('2034-03-03', '06:00'), [['T39', '39° or below', 'nyc-le39'], ['B40.5', '40° to 41°', 'nyc-40'], ['B42.5', '42° to 43°', 'nyc-42'],
      ['T43', '44° or above', 'nyc-ge44']], { sources: [cli('OKX', 'NYC')] }),
    B('Highest temperature in NYC on March 2?', 'Weather', z('2034-03-03', '06:00'), w([['highest-temperature-in-nyc-on-march-2-2034-40-41f', '40-41°F', 'nyc-40'], ['highest-temperature-in-nyc-on-march-2-2034-42-43f', '42-43°F', 'nyc-42'],
      ['highest-temperature-in-nyc-on-march-2-2034-44forhigher', '44°F or higher', 'nyc-ge44']], { src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA' })),
    U('nyc-high-temp-2034-03-02', 'NYC Central Park high — Mar 2', 'Weather', z('2034-03-03', '06:00'), [['nyc-high-2034-03-02-40-41', '40–41°F', 'nyc-40'], ['nyc-high-2034-03-02-42-43', '42–43°F', 'nyc-42']]),
    G('New York lowest temperature, Thu Mar 2', z('2034-03-03', '06:00'), gr(['27°F or below', 'nyclo-le27'], ['28–31°F', 'nyclo-28'], ['32°F or above', 'nyclo-ge32'])),
  ] }, ['source', 'measure']);
}
{ // Chicago high Thu Mar 2 (alpha, gamma: NWS Midway); beta lists Friday Mar 3 (date).
  addCase('weather', { name: 'wx-chi-high-mar2', groups: [['alpha', 'gamma'], ['beta']], events: [
    A(`KXHIGHCHI-${D2}`, 'Highest temperature in Chicago on Mar 2, 2034?', 'Climate and Weather', z('2034-03-03', '07:00'), [['T33', '33° or below', 'chi-le33'], ['B34.5', '34° to 35°', 'chi-34'], ['T35', '36° or above', 'chi-ge36']], { sources: [cli('LOT', 'MDW')] }),
    G('Chicago high temp Thursday 3/2 (NWS, Midway)', z('2034-03-03', '07:00'), gr(['≤33°F', 'chi-le33'], ['34–35°F', 'chi-34'], ['≥36°F', 'chi-ge36'])),
    B('Highest temperature in Chicago on March 3?', 'Weather', z('2034-03-04', '07:00'), [['highest-temperature-in-chicago-on-march-3-2034-34-35f', '34-35°F', 'chi3-34'], ['highest-temperature-in-chicago-on-march-3-2034-36forhigher', '36°F or higher', 'chi3-ge36']]),
  ] }, ['date']);
}
{ // Miami high Thu Mar 2 (alpha, beta, beta_us; all NWS Miami International).
  addCase('weather', { name: 'wx-mia-high-mar2', events: [
    A(`KXHIGHMIA-${D2}`, 'Highest temperature in Miami on Mar 2, 2034?', 'Climate and Weather', z('2034-03-03', '06:00'), [['B79.5', '79° to 80°', 'mia-79'], ['B81.5', '81° to 82°', 'mia-81'], ['T82', '83° or above', 'mia-ge83']], { sources: [cli('MFL', 'MIA')] }),
    B('Highest temperature in Miami on March 2?', 'Weather', z('2034-03-03', '06:00'), w([['highest-temperature-in-miami-on-march-2-2034-79-80f', '79-80°F', 'mia-79'], ['highest-temperature-in-miami-on-march-2-2034-81-82f', '81-82°F', 'mia-81'],
      ['highest-temperature-in-miami-on-march-2-2034-83forhigher', '83°F or higher', 'mia-ge83']], { src: 'https://forecast.weather.gov/product.php?site=MFL&product=CLI&issuedby=MIA' })),
    U('miami-high-temp-2034-03-02', 'Miami daily high — Mar 2', 'Weather', z('2034-03-03', '06:00'), [['miami-high-2034-03-02-81-82', '81–82°F', 'mia-81'], ['miami-high-2034-03-02-83-plus', '83°F+', 'mia-ge83']]),
  ] });
}
{ // Austin high Thu Mar 2: alpha Bergstrom (AUS) vs gamma Camp Mabry (ATT) — two stations of one city, one event, nf.
  addCase('weather', { name: 'wx-aus-high-mar2', fungible: nf('alpha|gamma'), events: [
    A(`KXHIGHAUS-${D2}`, 'Highest temperature in Austin on Mar 2, 2034?', 'Climate and Weather', z('2034-03-03', '07:00'), [['T71', '71° or below', 'aus-le71'], ['B72.5', '72° to 73°', 'aus-72'], ['T73', '74° or above', 'aus-ge74']], { sources: [cli('EWX', 'AUS')] }),
    G('Austin, TX high on March 2 (Camp Mabry)', z('2034-03-03', '07:00'), gr(['71°F or lower', 'aus-le71'], ['72–73°F', 'aus-72'], ['74°F or higher', 'aus-ge74']), { rules: 'Resolves on the NWS climate report for Austin Camp Mabry (ATT).' }),
  ] }, ['source']);
}
{ // NYC March snowfall at Central Park (alpha, beta); gamma Boston's March snowfall (place).
  addCase('weather', { name: 'wx-nyc-snow-march', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSNOWNYM-34MAR', 'NYC snowfall in March 2034?', 'Climate and Weather', z('2034-04-01', '12:00'), [['T1', 'Above 1 inch', 'nycsn-gt1'], ['T4', 'Above 4 inches', 'nycsn-gt4']], { sources: [cli('OKX', 'NYC')] }),
    B('How much snow in NYC in March?', 'Weather', z('2034-04-01', '12:00'), [['nyc-march-2034-snow-more-than-1-inch', '>1"', 'nycsn-gt1'], ['nyc-march-2034-snow-more-than-4-inches', '>4"', 'nycsn-gt4']]),
    G1('Boston (Logan) March 2034 snowfall above 4 inches?', z('2034-04-01', '12:00'), 'bossn-gt4'),
  ] }, ['place']);
}
{ // Denver snowfall Thu Mar 2 — alpha only.
  addCase('weather', { name: 'wx-den-snow-mar2', events: [
    A(`KXSNOWDEN-${D2}`, 'Denver snowfall on Mar 2, 2034?', 'Climate and Weather', z('2034-03-03', '07:00'), [['T0.9', 'At least 1 inch', 'densn-1'], ['T2.9', 'At least 3 inches', 'densn-3']], { sources: [cli('BOU', 'DEN')] }),
  ] });
}
{ // March 2034 the warmest March on record: NOAA (alpha), NASA GISS (beta), Copernicus ERA5 (gamma) — one event, nf on every pair.
  addCase('weather', { name: 'wx-hottest-march', fungible: nf('alpha|beta', 'alpha|gamma', 'beta|gamma'), events: [
    A1('KXWARMMAR-34', 'Will March 2034 be the warmest March on record?', 'Climate and Weather', z('2034-04-20'), 'YES', 'Warmest March on record (NOAA)', 'hot-mar', { sources: ['NOAA NCEI https://www.ncei.noaa.gov/access/monitoring/monthly-report/global/'] }),
    B1('Hottest March on record in 2034? (NASA GISS)', 'Science', z('2034-04-20'), 'hot-mar', { mx: { src: 'https://data.giss.nasa.gov/gistemp/' } }),
    G1('Copernicus: record-warm March 2034 (ERA5 global surface air temperature)?', z('2034-04-20'), 'hot-mar'),
  ] }, ['source']);
}

// ───────────────────────────── SPACE ─────────────────────────────

{ // Starship launch in March (alpha, beta, beta_us); gamma asks whether it reaches orbit (observation).
  addCase('space', { name: 'starship-march', groups: [['alpha', 'beta', 'beta_us'], ['gamma']], events: [
    A1('KXSTARSHIP-34MAR', 'Will Starship launch by Mar 31, 2034?', 'Science and Technology', z(Q1END, '23:59'), 'YES', 'Starship launches by Mar 31', 'ss-launch-mar'),
    B1('Starship flight test in March?', 'Science', z(Q1END, '23:59'), 'ss-launch-mar'),
    U1('starship-launch-march-2034', 'Will SpaceX launch Starship in March 2034?', 'Science', z(Q1END, '23:59'), 'ss-launch-mar'),
    G1('Starship reaches orbit in March 2034?', z(Q1END, '23:59'), 'ss-orbit-mar'),
  ] }, ['observation']);
}
{ // SpaceX launches in March: alpha "Above 19" = beta "20+"; beta's "25+" a rung alpha lacks; gamma counts Falcon launches only (measure).
  addCase('space', { name: 'spacex-launches-march', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSPACEXCOUNT-34MAR', 'How many SpaceX launches in March 2034?', 'Science and Technology', z('2034-04-01', '05:00'), [['T19', 'Above 19', 'sx-ge20'], ['T29', 'Above 29', 'sx-ge30']]),
    B('How many SpaceX launches in March?', 'Science', z('2034-04-01', '05:00'), [['spacex-launches-march-2034-20-plus', '20+', 'sx-ge20'], ['spacex-launches-march-2034-25-plus', '25+', 'sx-ge25']]),
    G1('20 or more Falcon 9/Heavy launches in March 2034?', z('2034-04-01', '05:00'), 'f9-ge20'),
  ] }, ['measure', 'threshold']);
}
{ // New Glenn launch by Mar 31 (beta, gamma).
  addCase('space', { name: 'new-glenn-march', events: [
    B1('Will Blue Origin launch New Glenn by March 31?', 'Science', z(Q1END, '23:59'), 'ng-mar'),
    G1('New Glenn lifts off before April 2034?', z(Q1END, '23:59'), 'ng-mar'),
  ] });
}

// ───────────────────────────── OUTPUT ─────────────────────────────

writeSet(new URL('./holdout56-set.json', import.meta.url));
