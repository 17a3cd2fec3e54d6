// Fourteenth independent refdata holdout: a desk's-eye slice of the whole catalog; writes test/refdata/holdout14-set.json.
// Run: `source deploy/toolchain.sh && node test/refdata/holdout14.build.ts` (prints the set's figures; the JSON is exactly
// what `emitScenario` returns).
//
// What it is: a random-looking slice of a prediction-market catalog as a trading desk would see it on 2026-11-22 (the
// scenario's `now`), in roughly the proportions real venues carry: sports about a third (NFL, college football, NBA, NHL,
// MLB, soccer in England, Spain, Italy, Europe, the Americas and Saudi Arabia, tennis, golf, F1, UFC and boxing; games,
// futures and props), politics about a fifth (US and world), economics and central banks, crypto and markets, and the
// rest culture, weather, science, tech and companies. Each venue's listings are written in that venue's own style
// (venues.md): alpha event tickers with yes-sub-titles and strike ladders; beta questions with groupItemTitle and
// two-outcome team markets; beta_us slugs; gamma categorical parents with children, or single binaries.
//
// How it was written: by hand, from a trading desk analyst's point of view, INDEPENDENTLY of the matcher. Files read
// while writing it: /work/wt/BRIEF.md, /work/shared/STYLE.md, /work/shared/venues.md, the Reference data sections of
// /work/shared/spec/interface.md, test/refdata/evalset.emit.ts (`Case`/`E`/`M`, emitScenario, venueBuilders, caseList,
// nf, rows, z, yn) and lines 1–60 of test/refdata/holdout10.build.ts (its header: labelling rules and helper usage).
// Nothing under services/refdata/** or packages/domain/src/refdata/** was opened, nor any other set, builder or test in
// test/refdata/. The matcher and the `eval` command were never run on this set: it is NOT tuned and has not been seen.
//
// Labelling rules (holdout10's, adopted; what the labels assert):
// - One real-world event = one question about one observation: one measure (headline/core, MoM/YoY, deliveries/
//   production, a level vs a change, a game's winner vs its total), one period (month, quarter, day, hour), one estimate
//   (flash/preliminary/advance vs final/second/third), one observation kind (value at a time vs reached at any time in a
//   period; "on" a date vs "by" a date), one place (city and weather station, country vs state), one subject (person,
//   team, asset, index), one office or competition (nominee vs president, PM vs party leader, league vs cup) and one
//   counting rule (90 minutes vs "to lift the trophy"). Listings that differ on any of these are different events
//   (split with `groups`, or put in separate cases).
// - The same statistic from the same agency is one event whatever page the venue cites. Different estimates are
//   different events.
// - The same nominal observation (same asset or statistic, same date and instant) priced off a different source or
//   fixing (CF Benchmarks vs an exchange candle, Treasury par curve vs a market close, NASA vs Copernicus, Box Office
//   Mojo vs The Numbers, NWS climate report vs Wunderground for one station) is ONE event with the same outcomes, but
//   `fungible` false on that pair (nf()). Instants hours apart (12:00 ET vs 17:00 ET) are different events.
// - Same `t` = same outcome on the YES side. "Above 2.8%" and "2.9% or higher" are the same outcome for a statistic
//   published to one decimal; "Above 3.0%" and "3.0% or higher" are NOT. For continuously traded prices (crypto, FX,
//   index levels, futures) "above X" and "X or more" are one outcome. Above vs below wording on one observation is the
//   same event with different `t` (the YES sides are complements); so is a binary that asks about the other team.
//   A beta/beta_us two-outcome team market ("Chiefs" / "Broncos") has the `t` of its FIRST outcome (its first token).
// - A categorical market on one venue and a set of binary markets on another (in one event, or as separate events) are
//   the same event when their buckets coincide; buckets that do not coincide get their own `t`.
// - Deadlines: "by June 30" and "in 2027" are different events; two venues with the same deadline are one event.
//   Added here: two windows with the same END but a different start ("in 2027" vs "before 2028", opened in Nov 2026)
//   are one event with `fungible` false (timing), because they settle differently only on something happening in the
//   last weeks of 2026.
// - A difference only in what happens on a cancellation or a replacement (one venue resolves No, the other 50-50) keeps
//   the event and outcomes, with `fungible` false on that pair (the spec's condition_scope divergence).
//
// Hard negatives (the `Neg` kinds counted by `put`): one count per confusable listing pair that a careful analyst keeps
// apart, or per pair that matches but must be flagged not fungible (source, window, condition).
// Ids: beta event ids 220001+, gamma ids 16001+, alpha tickers dated 2026–2028; every close is after 2026-11-22T15:00Z.
// Figures (printed by this script): 309 venue events (alpha 105, beta 132, beta_us 13, gamma 59) in 141 cases; 168 real-world
// events, 99 of them listed on two or more venues; 257 outcomes matched across venues (421 venue pairs, 32 of them not fungible);
// 81 hard negatives. By events: sports 108, politics 58, economics and central banks 51, crypto and markets 44, the rest 48.
import { writeFileSync } from 'node:fs';
import { emitScenario, caseList, venueBuilders, nf, z, yn, type Case, type E, type Mx, type HoldoutRow as Row } from './evalset.emit.ts';

type Cat = 'sports' | 'politics' | 'economics' | 'central_banks' | 'crypto' | 'markets' | 'culture' | 'weather' | 'science' | 'tech' | 'companies';
/** Kinds of hard negative. */
type Neg = 'date' | 'deadline' | 'window' | 'source' | 'condition' | 'inverted' | 'office' | 'subject' | 'threshold' | 'measure' | 'estimate' | 'place' | 'instant' | 'rule';

const { cases, meta, add } = caseList<Cat>();
const { A, B, U, G, G1 } = venueBuilders(220000, 16000);
const negs = new Map<Neg, number>();

/** Adds a case: `groups` must name each venue of the case exactly once (a venue may list several events of one group). */
function put(cat: Cat, c: Case, hn: Neg[] = []): void {
  const venues = new Set(c.events.map((e) => e.venue));
  if (c.groups !== undefined) {
    const flat = c.groups.flat();
    if (new Set(flat).size !== flat.length || flat.length !== venues.size || !flat.every((v) => venues.has(v as E['venue']))) {
      throw new Error(`case ${c.name}: groups must cover its venues exactly once`);
    }
  }
  add(cat, c, hn.length);
  for (const k of hn) negs.set(k, (negs.get(k) ?? 0) + 1);
}

/** Adds the same extra fields (a source, rules) to every row. */
const w = (ms: Row[], mx: Mx): Row[] => ms.map(([id, label, t, x]) => [id, label, t, { ...mx, ...(x ?? {}) }]);

/** An alpha head-to-head game: one market per side, Kalshi-style rules. */
function alphaGame(ticker: string, title: string, close: string, when: string, league: string, sides: Array<[suffix: string, label: string, t: string]>, x: Partial<E> = {}): E {
  return A(ticker, title, 'Sports', close, sides.map(([s, label, t]): Row => [s, label, t, {
    q: `${title} Winner?`,
    rules: `If ${label} wins the ${title} ${league} game originally scheduled for ${when}, then the market resolves to Yes.`,
  }]), x);
}

/** An alpha soccer match: home, tie, away after 90 minutes plus stoppage time. */
function alphaMatch(ticker: string, title: string, close: string, when: string, comp: string, sides: Array<[suffix: string, label: string, t: string]>): E {
  return A(ticker, title, 'Sports', close, sides.map(([s, label, t]): Row => [s, label, t, {
    q: `${title} Winner?`,
    rules: label === 'Tie'
      ? `If the ${title} ${comp} match originally scheduled for ${when} ends in a tie after regulation (90 minutes plus stoppage time), then the market resolves to Yes.`
      : `If ${label} wins the ${title} ${comp} match originally scheduled for ${when} in regulation (90 minutes plus stoppage time), then the market resolves to Yes.`,
  }]));
}

/** A beta (or beta_us) two-outcome team market: its `t` is the first outcome's. */
const teamMarket = (slug: string, q: string, a: string, b: string, t: string, rules: string): Row => [slug, '', t, { q, outcomes: yn(a, b), rules }];

// ═════════════════════════════════════════════ SPORTS ═════════════════════════════════════════════

// ───────── NFL ─────────

/** Beta's NFL moneyline rules. */
const nflRules = (when: string, a: [string, string], b: [string, string]): string =>
  `In the upcoming NFL game, scheduled for ${when}: If the ${a[0]} win, the market will resolve to "${a[1]}". If the ${b[0]} win, the market will resolve to "${b[1]}". The result is determined by the final score including overtime.`;

{ // Week 12, Chiefs at Broncos, Sun Nov 22 4:25 PM ET. Gamma asks about the HOME side ("Will the Broncos beat the Chiefs?"): its YES is
  // alpha's DEN market, not KC, although the title names the Broncos first (hard negative: inverted YES).
  const when = 'Nov 22, 2026';
  put('sports', { name: 'nfl-kc-den-2026-11-22', events: [
    alphaGame('KXNFLGAME-26NOV22KCDEN', 'Kansas City at Denver', z('2026-11-23', '00:25'), when, 'professional football', [['KC', 'Kansas City', 'kc'], ['DEN', 'Denver', 'den']]),
    B('Chiefs vs. Broncos', 'Sports', z('2026-11-22', '21:25'), [teamMarket('nfl-kc-den-2026-11-22', 'Chiefs vs. Broncos', 'Chiefs', 'Broncos', 'kc',
      nflRules('November 22 at 4:25PM ET', ['Kansas City Chiefs', 'Chiefs'], ['Denver Broncos', 'Broncos']))]),
    U('nfl-kc-den-2026-11-22', 'Kansas City Chiefs at Denver Broncos', 'NFL', z('2026-11-22', '21:25'), [teamMarket('nfl-kc-den-2026-11-22', 'Chiefs at Broncos', 'Chiefs', 'Broncos', 'kc',
      'Resolves to the team that wins the game (overtime included) between the Kansas City Chiefs and the Denver Broncos on November 22, 2026.')]),
    G1('Will the Denver Broncos beat the Kansas City Chiefs on Nov 22?', z('2026-11-22', '21:25'), 'den',
      { rules: 'This market resolves YES if the Denver Broncos win their NFL regular-season game against the Kansas City Chiefs played on November 22, 2026 (overtime included). Otherwise NO.' }),
  ] }, ['inverted']);
}

{ // The Week 16 rematch, Broncos at Chiefs, Sun Dec 27: same two teams, another date (hard negative against every Nov 22 listing).
  put('sports', { name: 'nfl-den-kc-2026-12-27', events: [
    alphaGame('KXNFLGAME-26DEC27DENKC', 'Denver at Kansas City', z('2026-12-27', '21:00'), 'Dec 27, 2026', 'professional football', [['DEN', 'Denver', 'den'], ['KC', 'Kansas City', 'kc']]),
    B('Broncos vs. Chiefs', 'Sports', z('2026-12-27', '18:00'), [teamMarket('nfl-den-kc-2026-12-27', 'Broncos vs. Chiefs', 'Broncos', 'Chiefs', 'den',
      nflRules('December 27 at 1:00PM ET', ['Denver Broncos', 'Broncos'], ['Kansas City Chiefs', 'Chiefs']))]),
  ] }, ['date']);
}

{ // Thanksgiving, Bears at Lions, Thu Nov 26 12:30 PM ET.
  put('sports', { name: 'nfl-chi-det-2026-11-26', events: [
    alphaGame('KXNFLGAME-26NOV26CHIDET', 'Chicago at Detroit', z('2026-11-26', '20:30'), 'Nov 26, 2026', 'professional football', [['CHI', 'Chicago', 'chi'], ['DET', 'Detroit', 'det']]),
    B('Bears vs. Lions', 'Sports', z('2026-11-26', '17:30'), [teamMarket('nfl-chi-det-2026-11-26', 'Bears vs. Lions', 'Bears', 'Lions', 'chi',
      nflRules('November 26 at 12:30PM ET', ['Chicago Bears', 'Bears'], ['Detroit Lions', 'Lions']))]),
    U('nfl-chi-det-2026-11-26', 'Chicago Bears at Detroit Lions (Thanksgiving)', 'NFL', z('2026-11-26', '17:30'), [teamMarket('nfl-chi-det-2026-11-26', 'Bears at Lions', 'Bears', 'Lions', 'chi',
      'Resolves to the winner of the Chicago Bears at Detroit Lions game on November 26, 2026, overtime included.')]),
  ] });
}

{ // The same game's total points: a different measure from the winner (hard negative against the moneyline listings), and the
  // ladder's 47.5 is not beta's 48.5 (hard negative, threshold). One event: total points scored in Bears at Lions.
  put('sports', { name: 'nfl-chi-det-total-2026-11-26', events: [
    A('KXNFLTOTAL-26NOV26CHIDET', 'Chicago at Detroit: Total Points', 'Sports', z('2026-11-26', '20:30'), w([
      ['44', 'Over 44.5 points scored', 'o445'], ['47', 'Over 47.5 points scored', 'o475'], ['50', 'Over 50.5 points scored', 'o505'],
    ], { q: 'Chicago at Detroit: Total Points', rules: 'If more points than the line are scored in the Chicago at Detroit game on Nov 26, 2026 (overtime included), then the market resolves to Yes.' })),
    B('Bears vs. Lions: O/U 48.5', 'Sports', z('2026-11-26', '17:30'), [['nfl-chi-det-2026-11-26-total-48pt5', '', 'o485', { q: 'Bears vs. Lions: O/U 48.5', outcomes: yn('Over', 'Under'),
      rules: 'If the combined final score of the Bears and the Lions, including overtime, is greater than 48.5, the market resolves to "Over"; otherwise "Under".' }]]),
  ] }, ['measure', 'threshold']);
}

{ // Thanksgiving late game, Eagles at Cowboys, Thu Nov 26 4:30 PM ET.
  put('sports', { name: 'nfl-phi-dal-2026-11-26', events: [
    alphaGame('KXNFLGAME-26NOV26PHIDAL', 'Philadelphia at Dallas', z('2026-11-27', '00:30'), 'Nov 26, 2026', 'professional football', [['PHI', 'Philadelphia', 'phi'], ['DAL', 'Dallas', 'dal']]),
    B('Eagles vs. Cowboys', 'Sports', z('2026-11-26', '21:30'), [teamMarket('nfl-phi-dal-2026-11-26', 'Eagles vs. Cowboys', 'Eagles', 'Cowboys', 'phi',
      nflRules('November 26 at 4:30PM ET', ['Philadelphia Eagles', 'Eagles'], ['Dallas Cowboys', 'Cowboys']))]),
    U('nfl-phi-dal-2026-11-26', 'Philadelphia Eagles at Dallas Cowboys', 'NFL', z('2026-11-26', '21:30'), [teamMarket('nfl-phi-dal-2026-11-26', 'Eagles at Cowboys', 'Eagles', 'Cowboys', 'phi',
      'Resolves to the winner of the Philadelphia Eagles at Dallas Cowboys game on November 26, 2026, overtime included.')]),
  ] });
}

{ // Super Bowl LXI (Feb 14, 2027): alpha's "Pro Football Champion", beta's "Super Bowl Champion 2027", gamma's parent with "Other".
  const close = z('2027-02-15', '03:30');
  put('sports', { name: 'nfl-super-bowl-lxi', events: [
    A('KXSB-27', 'Pro Football Champion?', 'Sports', close, w([
      ['BUF', 'Buffalo', 'buf'], ['KC', 'Kansas City', 'kc'], ['PHI', 'Philadelphia', 'phi'], ['DET', 'Detroit', 'det'], ['LAR', 'Los Angeles R', 'lar'], ['BAL', 'Baltimore', 'bal'],
    ], { q: 'Who will win Super Bowl LXI?', rules: 'If the listed team wins the professional football championship game for the 2026-27 season (Super Bowl LXI), then the market resolves to Yes.' })),
    B('Super Bowl Champion 2027', 'Sports', close, w([
      ['will-the-buffalo-bills-win-super-bowl-2027', 'Buffalo Bills', 'buf'], ['will-the-kansas-city-chiefs-win-super-bowl-2027', 'Kansas City Chiefs', 'kc'],
      ['will-the-philadelphia-eagles-win-super-bowl-2027', 'Philadelphia Eagles', 'phi'], ['will-the-detroit-lions-win-super-bowl-2027', 'Detroit Lions', 'det'],
      ['will-the-los-angeles-rams-win-super-bowl-2027', 'Los Angeles Rams', 'lar'], ['will-the-baltimore-ravens-win-super-bowl-2027', 'Baltimore Ravens', 'bal'],
      ['will-the-denver-broncos-win-super-bowl-2027', 'Denver Broncos', 'den'], ['will-the-green-bay-packers-win-super-bowl-2027', 'Green Bay Packers', 'gb'],
    ], { rules: 'This market will resolve to "Yes" if the listed team wins Super Bowl LXI, scheduled for February 14, 2027. Otherwise "No".' })),
    G('Super Bowl LXI Winner', close, [['Bills', 'buf'], ['Chiefs', 'kc'], ['Eagles', 'phi'], ['Lions', 'det'], ['Rams', 'lar'], ['Other', 'other']],
      { rules: 'Resolves to the team that wins Super Bowl LXI (February 2027). "Other" resolves YES if any team not listed wins.' }),
  ] });
}

{ // AFC Championship: the same team names as the Super Bowl futures, another title (hard negative, office/competition).
  const close = z('2027-02-01', '03:00');
  put('sports', { name: 'nfl-afc-champion-2026', events: [
    A('KXNFLAFCCHAMP-27', 'AFC Champion?', 'Sports', close, w([['BUF', 'Buffalo', 'buf'], ['KC', 'Kansas City', 'kc'], ['BAL', 'Baltimore', 'bal'], ['DEN', 'Denver', 'den']],
      { q: 'Who will win the AFC Championship?', rules: 'If the listed team wins the AFC Championship Game for the 2026-27 season, then the market resolves to Yes.' })),
    B('AFC Champion 2026-27', 'Sports', close, w([
      ['will-the-buffalo-bills-win-the-afc-2026-27', 'Buffalo Bills', 'buf'], ['will-the-kansas-city-chiefs-win-the-afc-2026-27', 'Kansas City Chiefs', 'kc'],
      ['will-the-baltimore-ravens-win-the-afc-2026-27', 'Baltimore Ravens', 'bal'], ['will-the-denver-broncos-win-the-afc-2026-27', 'Denver Broncos', 'den'],
      ['will-the-new-england-patriots-win-the-afc-2026-27', 'New England Patriots', 'ne'],
    ], { rules: 'Resolves "Yes" if the listed team wins the 2026-27 AFC Championship Game.' })),
  ] }, ['office']);
}

{ // NFL MVP 2026 season (AP, announced at NFL Honors in Feb 2027). Beta's Offensive Player of the Year shares names (Allen): another award.
  const close = z('2027-02-12');
  put('sports', { name: 'nfl-mvp-2026', events: [
    A('KXNFLMVP-27', 'NFL MVP?', 'Sports', close, w([['JALL', 'Josh Allen', 'allen'], ['LJAC', 'Lamar Jackson', 'lamar'], ['PMAH', 'Patrick Mahomes', 'mahomes'], ['JBUR', 'Joe Burrow', 'burrow'], ['MSTA', 'Matthew Stafford', 'stafford']],
      { q: 'Who will win the 2026-27 NFL MVP?', rules: 'If the listed player is named the AP NFL Most Valuable Player for the 2026 season, then the market resolves to Yes.' })),
    B('NFL MVP 2026-27', 'Sports', close, w([
      ['nfl-mvp-2026-josh-allen', 'Josh Allen', 'allen'], ['nfl-mvp-2026-lamar-jackson', 'Lamar Jackson', 'lamar'], ['nfl-mvp-2026-patrick-mahomes', 'Patrick Mahomes', 'mahomes'],
      ['nfl-mvp-2026-joe-burrow', 'Joe Burrow', 'burrow'], ['nfl-mvp-2026-matthew-stafford', 'Matthew Stafford', 'stafford'], ['nfl-mvp-2026-jalen-hurts', 'Jalen Hurts', 'hurts'],
    ], { rules: 'Resolves "Yes" for the player who wins the Associated Press 2026 NFL Most Valuable Player award.' })),
  ] });
  put('sports', { name: 'nfl-opoy-2026', events: [
    B('NFL Offensive Player of the Year 2026-27', 'Sports', close, w([
      ['nfl-opoy-2026-jamarr-chase', "Ja'Marr Chase", 'chase'], ['nfl-opoy-2026-puka-nacua', 'Puka Nacua', 'nacua'], ['nfl-opoy-2026-josh-allen', 'Josh Allen', 'allen'], ['nfl-opoy-2026-bijan-robinson', 'Bijan Robinson', 'bijan'],
    ], { rules: 'Resolves "Yes" for the player who wins the AP 2026 NFL Offensive Player of the Year award.' })),
  ] }, ['office']);
}

// ───────── College football ─────────

{ // The Game, Michigan at Ohio State, Sat Nov 28 noon ET.
  put('sports', { name: 'ncaaf-mich-osu-2026-11-28', events: [
    alphaGame('KXNCAAFGAME-26NOV28MICHOSU', 'Michigan at Ohio State', z('2026-11-28', '20:30'), 'Nov 28, 2026', 'college football', [['MICH', 'Michigan', 'mich'], ['OSU', 'Ohio State', 'osu']]),
    B('Michigan vs. Ohio State', 'Sports', z('2026-11-28', '17:00'), [teamMarket('cfb-mich-osu-2026-11-28', 'Michigan vs. Ohio State', 'Michigan', 'Ohio State', 'mich',
      'In the upcoming college football game scheduled for November 28 at 12:00PM ET: If Michigan wins, the market resolves to "Michigan". If Ohio State wins, "Ohio State". Overtime counts.')]),
    U('cfb-mich-osu-2026-11-28', 'Michigan Wolverines at Ohio State Buckeyes', 'College Football', z('2026-11-28', '17:00'), [teamMarket('cfb-mich-osu-2026-11-28', 'Wolverines at Buckeyes', 'Wolverines', 'Buckeyes', 'mich',
      'Resolves to the winner of Michigan at Ohio State on November 28, 2026, including overtime.')]),
  ] });
}

{ // Heisman Trophy 2026 (ceremony Dec 12).
  const close = z('2026-12-13', '03:00');
  put('sports', { name: 'ncaaf-heisman-2026', events: [
    A('KXHEISMAN-26', 'Heisman Trophy winner?', 'Sports', close, w([['JSMI', 'Jeremiah Smith', 'jsmith'], ['AMAN', 'Arch Manning', 'manning'], ['DMOO', 'Dante Moore', 'moore'], ['JSAY', 'Julian Sayin', 'sayin']],
      { rules: 'If the listed player wins the 2026 Heisman Memorial Trophy, then the market resolves to Yes.' })),
    B('Heisman Trophy Winner 2026', 'Sports', close, w([
      ['heisman-2026-jeremiah-smith', 'Jeremiah Smith', 'jsmith'], ['heisman-2026-arch-manning', 'Arch Manning', 'manning'], ['heisman-2026-dante-moore', 'Dante Moore', 'moore'],
      ['heisman-2026-julian-sayin', 'Julian Sayin', 'sayin'], ['heisman-2026-lanorris-sellers', 'LaNorris Sellers', 'sellers'],
    ], { rules: 'Resolves "Yes" for the player awarded the 2026 Heisman Trophy at the December 12, 2026 ceremony.' })),
  ] });
}

// ───────── NBA ─────────

/** Beta's NBA moneyline rules. */
const nbaRules = (when: string, a: string, b: string): string =>
  `In the upcoming NBA game, scheduled for ${when}: If the ${a} win, the market will resolve to the ${a}. If the ${b} win, it will resolve to the ${b}. Overtime counts.`;

{ // Lakers at Celtics, Sun Nov 22 6 PM ET.
  put('sports', { name: 'nba-lal-bos-2026-11-22', events: [
    alphaGame('KXNBAGAME-26NOV22LALBOS', 'Los Angeles L at Boston', z('2026-11-23', '02:00'), 'Nov 22, 2026', 'professional basketball', [['LAL', 'Los Angeles L', 'lal'], ['BOS', 'Boston', 'bos']]),
    B('Lakers vs. Celtics', 'Sports', z('2026-11-22', '23:00'), [teamMarket('nba-lal-bos-2026-11-22', 'Lakers vs. Celtics', 'Lakers', 'Celtics', 'lal', nbaRules('November 22 at 6:00PM ET', 'Lakers', 'Celtics'))]),
    U('nba-lal-bos-2026-11-22', 'Los Angeles Lakers at Boston Celtics', 'NBA', z('2026-11-22', '23:00'), [teamMarket('nba-lal-bos-2026-11-22', 'Lakers at Celtics', 'Lakers', 'Celtics', 'lal',
      'Resolves to the winner of the Los Angeles Lakers at Boston Celtics game on November 22, 2026 (overtime included).')]),
  ] });
}

{ // Knicks at Celtics, Tue Nov 24 7:30 PM ET.
  put('sports', { name: 'nba-nyk-bos-2026-11-24', events: [
    alphaGame('KXNBAGAME-26NOV24NYKBOS', 'New York at Boston', z('2026-11-25', '03:30'), 'Nov 24, 2026', 'professional basketball', [['NYK', 'New York', 'nyk'], ['BOS', 'Boston', 'bos']]),
    B('Knicks vs. Celtics', 'Sports', z('2026-11-25', '00:30'), [teamMarket('nba-nyk-bos-2026-11-24', 'Knicks vs. Celtics', 'Knicks', 'Celtics', 'nyk', nbaRules('November 24 at 7:30PM ET', 'Knicks', 'Celtics'))]),
    U('nba-nyk-bos-2026-11-24', 'New York Knicks at Boston Celtics', 'NBA', z('2026-11-25', '00:30'), [teamMarket('nba-nyk-bos-2026-11-24', 'Knicks at Celtics', 'Knicks', 'Celtics', 'nyk',
      'Resolves to the winner of the New York Knicks at Boston Celtics game on November 24, 2026 (overtime included).')]),
  ] });
}

{ // Christmas Day, Celtics at Knicks: the same pairing a month later (hard negative, date).
  put('sports', { name: 'nba-bos-nyk-2026-12-25', events: [
    alphaGame('KXNBAGAME-26DEC25BOSNYK', 'Boston at New York', z('2026-12-25', '20:00'), 'Dec 25, 2026', 'professional basketball', [['BOS', 'Boston', 'bos'], ['NYK', 'New York', 'nyk']]),
    B('Celtics vs. Knicks', 'Sports', z('2026-12-25', '17:00'), [teamMarket('nba-bos-nyk-2026-12-25', 'Celtics vs. Knicks', 'Celtics', 'Knicks', 'bos', nbaRules('December 25 at 12:00PM ET', 'Celtics', 'Knicks'))]),
  ] }, ['date']);
}

{ // Nuggets at Thunder, Mon Nov 23 8 PM ET; plus alpha's player-points prop on the same game, a different question (hard negative, measure).
  put('sports', { name: 'nba-den-okc-2026-11-23', events: [
    alphaGame('KXNBAGAME-26NOV23DENOKC', 'Denver at Oklahoma City', z('2026-11-24', '04:00'), 'Nov 23, 2026', 'professional basketball', [['DEN', 'Denver', 'den'], ['OKC', 'Oklahoma City', 'okc']]),
    B('Nuggets vs. Thunder', 'Sports', z('2026-11-24', '01:00'), [teamMarket('nba-den-okc-2026-11-23', 'Nuggets vs. Thunder', 'Nuggets', 'Thunder', 'den', nbaRules('November 23 at 8:00PM ET', 'Nuggets', 'Thunder'))]),
  ] });
  put('sports', { name: 'nba-sga-points-2026-11-23', events: [
    A('KXNBAPTS-26NOV23DENOKC', 'Shai Gilgeous-Alexander: Points (Denver at Oklahoma City)', 'Sports', z('2026-11-24', '04:00'), w([
      ['SGA25', '25+ points', 'p25'], ['SGA30', '30+ points', 'p30'], ['SGA35', '35+ points', 'p35'],
    ], { q: 'Shai Gilgeous-Alexander points vs Denver?', rules: 'If Shai Gilgeous-Alexander scores at least the listed points in the Denver at Oklahoma City game on Nov 23, 2026, then the market resolves to Yes.' })),
  ] }, ['measure']);
}

{ // NBA champion 2026-27 (Finals in June 2027).
  const close = z('2027-06-30');
  put('sports', { name: 'nba-champion-2027', events: [
    A('KXNBA-27', 'Pro Basketball Champion?', 'Sports', close, w([
      ['OKC', 'Oklahoma City', 'okc'], ['CLE', 'Cleveland', 'cle'], ['NYK', 'New York', 'nyk'], ['DEN', 'Denver', 'den'], ['HOU', 'Houston', 'hou'], ['BOS', 'Boston', 'bos'],
    ], { q: 'Who will win the 2027 NBA Finals?', rules: 'If the listed team wins the 2027 NBA Finals, then the market resolves to Yes.' })),
    B('NBA Champion 2027', 'Sports', close, w([
      ['will-the-oklahoma-city-thunder-win-the-2027-nba-finals', 'Oklahoma City Thunder', 'okc'], ['will-the-cleveland-cavaliers-win-the-2027-nba-finals', 'Cleveland Cavaliers', 'cle'],
      ['will-the-new-york-knicks-win-the-2027-nba-finals', 'New York Knicks', 'nyk'], ['will-the-denver-nuggets-win-the-2027-nba-finals', 'Denver Nuggets', 'den'],
      ['will-the-houston-rockets-win-the-2027-nba-finals', 'Houston Rockets', 'hou'], ['will-the-boston-celtics-win-the-2027-nba-finals', 'Boston Celtics', 'bos'],
      ['will-the-san-antonio-spurs-win-the-2027-nba-finals', 'San Antonio Spurs', 'sas'], ['will-the-los-angeles-lakers-win-the-2027-nba-finals', 'Los Angeles Lakers', 'lal'],
    ], { rules: 'This market will resolve to "Yes" if the listed team wins the 2027 NBA Finals. Otherwise "No".' })),
    G('2026-27 NBA Champion', close, [['Thunder', 'okc'], ['Cavaliers', 'cle'], ['Knicks', 'nyk'], ['Nuggets', 'den'], ['Field', 'field']],
      { rules: 'Resolves to the winner of the 2027 NBA Finals. "Field" resolves YES if any other team wins.' }),
  ] });
}

{ // NBA Cup 2026 (final mid-December): the same teams as the championship futures, another competition (hard negative, office).
  const close = z('2026-12-16', '04:00');
  put('sports', { name: 'nba-cup-2026', events: [
    A('KXNBACUP-26', 'NBA Cup Champion?', 'Sports', close, w([['OKC', 'Oklahoma City', 'okc'], ['NYK', 'New York', 'nyk'], ['CLE', 'Cleveland', 'cle'], ['HOU', 'Houston', 'hou']],
      { q: 'Who will win the 2026 NBA Cup?', rules: 'If the listed team wins the 2026 Emirates NBA Cup Championship game, then the market resolves to Yes.' })),
    B('NBA Cup Winner 2026', 'Sports', close, w([
      ['nba-cup-2026-thunder', 'Thunder', 'okc'], ['nba-cup-2026-knicks', 'Knicks', 'nyk'], ['nba-cup-2026-cavaliers', 'Cavaliers', 'cle'], ['nba-cup-2026-rockets', 'Rockets', 'hou'], ['nba-cup-2026-magic', 'Magic', 'orl'],
    ], { rules: 'Resolves "Yes" if the listed team wins the 2026 NBA Cup final.' })),
  ] }, ['office']);
}

// ───────── NHL ─────────

{ // Maple Leafs at Canadiens, Sat Nov 28 7 PM ET (overtime and shootout count on every venue).
  put('sports', { name: 'nhl-tor-mtl-2026-11-28', events: [
    alphaGame('KXNHLGAME-26NOV28TORMTL', 'Toronto at Montreal', z('2026-11-29', '03:00'), 'Nov 28, 2026', 'professional hockey', [['TOR', 'Toronto', 'tor'], ['MTL', 'Montreal', 'mtl']]),
    B('Maple Leafs vs. Canadiens', 'Sports', z('2026-11-29', '00:00'), [teamMarket('nhl-tor-mtl-2026-11-28', 'Maple Leafs vs. Canadiens', 'Maple Leafs', 'Canadiens', 'tor',
      'In the upcoming NHL game, scheduled for November 28 at 7:00PM ET: If the Toronto Maple Leafs win, the market resolves to "Maple Leafs"; if the Montreal Canadiens win, "Canadiens". Overtime and shootouts count.')]),
    U('nhl-tor-mtl-2026-11-28', 'Toronto Maple Leafs at Montréal Canadiens', 'NHL', z('2026-11-29', '00:00'), [teamMarket('nhl-tor-mtl-2026-11-28', 'Leafs at Habs', 'Maple Leafs', 'Canadiens', 'tor',
      'Resolves to the winner of the game, including overtime and shootout, on November 28, 2026.')]),
  ] });
}

{ // Stanley Cup 2027.
  const close = z('2027-06-30');
  put('sports', { name: 'nhl-stanley-cup-2027', events: [
    A('KXNHL-27', 'Pro Hockey Champion?', 'Sports', close, w([['FLA', 'Florida', 'fla'], ['EDM', 'Edmonton', 'edm'], ['COL', 'Colorado', 'col'], ['CAR', 'Carolina', 'car'], ['DAL', 'Dallas', 'dal']],
      { q: 'Who will win the 2027 Stanley Cup?', rules: 'If the listed team wins the 2027 Stanley Cup Final, then the market resolves to Yes.' })),
    B('Stanley Cup Champion 2027', 'Sports', close, w([
      ['will-the-florida-panthers-win-the-2027-stanley-cup', 'Florida Panthers', 'fla'], ['will-the-edmonton-oilers-win-the-2027-stanley-cup', 'Edmonton Oilers', 'edm'],
      ['will-the-colorado-avalanche-win-the-2027-stanley-cup', 'Colorado Avalanche', 'col'], ['will-the-carolina-hurricanes-win-the-2027-stanley-cup', 'Carolina Hurricanes', 'car'],
      ['will-the-dallas-stars-win-the-2027-stanley-cup', 'Dallas Stars', 'dal'], ['will-the-vegas-golden-knights-win-the-2027-stanley-cup', 'Vegas Golden Knights', 'vgk'],
    ], { rules: 'Resolves "Yes" if the listed team wins the 2027 Stanley Cup.' })),
  ] });
}

// ───────── MLB (off-season) ─────────

{ // Tarik Skubal's next team (free agent after 2026). Both venues resolve on the team he signs with; "Tigers" = re-signs with Detroit.
  const close = z('2027-03-25');
  put('sports', { name: 'mlb-skubal-next-team', events: [
    A('KXMLBSKUBAL-27', 'Where will Tarik Skubal sign?', 'Sports', close, w([['LAD', 'Los Angeles D', 'lad'], ['NYY', 'New York Y', 'nyy'], ['NYM', 'New York M', 'nym'], ['DET', 'Detroit', 'det'], ['SF', 'San Francisco', 'sf']],
      { rules: 'If Tarik Skubal signs a major league contract with the listed team before Mar 25, 2027, as announced by the team or MLB, then the market resolves to Yes.' })),
    B('Tarik Skubal Next Team', 'Sports', close, w([
      ['skubal-next-team-dodgers', 'Dodgers', 'lad'], ['skubal-next-team-yankees', 'Yankees', 'nyy'], ['skubal-next-team-mets', 'Mets', 'nym'], ['skubal-next-team-tigers', 'Tigers', 'det'],
      ['skubal-next-team-giants', 'Giants', 'sf'], ['skubal-next-team-red-sox', 'Red Sox', 'bos'],
    ], { rules: 'Resolves "Yes" for the team Tarik Skubal signs his next MLB contract with, if officially announced by March 25, 2027.' })),
  ] });
}

{ // The CBA expires Dec 1, 2026. Alpha asks about a lockout by Dec 2, beta "in 2026" (by Dec 31: another deadline), gamma whether the 2027
  // season starts on time (another question). Three separate events (hard negatives: deadline, measure).
  put('sports', { name: 'mlb-labor-2026', groups: [['alpha'], ['beta'], ['gamma']], events: [
    A('KXMLBLOCKOUT-26DEC02', 'MLB lockout by Dec 2?', 'Sports', z('2026-12-02', '23:59'), [['LOCK', 'Yes', 'lock-dec2', {
      q: 'Will MLB owners lock out the players by Dec 2, 2026?', rules: 'If MLB owners declare a lockout of MLB players, or the MLBPA declares a strike, between issuance and Dec 2, 2026 11:59 PM ET, then the market resolves to Yes.' }]]),
    B('MLB lockout in 2026?', 'Sports', z('2026-12-31'), [['mlb-lockout-in-2026', 'Yes', 'lock-2026', {
      rules: 'This market will resolve to "Yes" if Major League Baseball owners institute a lockout of players at any point before December 31, 2026, 11:59 PM ET.' }]]),
    G1('Will the 2027 MLB regular season start on schedule?', z('2027-03-26'), 'on-time', {
      rules: 'Resolves YES if the 2027 MLB regular season begins on its originally scheduled Opening Day (March 25, 2027) without games lost to a work stoppage.' }),
  ] }, ['deadline', 'measure']);
}

// ───────── Soccer ─────────

/** Beta's three markets for a soccer match (home, draw, away; 90 minutes plus stoppage time). */
function betaMatch(prefix: string, date: string, home: [string, string], away: [string, string]): Row[] {
  const rules = `This market refers to the ${home[1]} vs. ${away[1]} match scheduled for ${date}. It resolves on the result after 90 minutes plus stoppage time; extra time and penalties do not count.`;
  return [
    [`${prefix}-${home[0]}`, home[1], home[0], { q: `Will ${home[1]} win on ${date}?`, rules }],
    [`${prefix}-draw`, `Draw (${home[1]} vs. ${away[1]})`, 'draw', { q: `Will ${home[1]} vs. ${away[1]} end in a draw?`, rules }],
    [`${prefix}-${away[0]}`, away[1], away[0], { q: `Will ${away[1]} win on ${date}?`, rules }],
  ];
}

{ // Premier League, Arsenal v Chelsea, Sat Nov 28 17:30 GMT: three-way on alpha and beta, a categorical parent on gamma.
  put('sports', { name: 'epl-ars-che-2026-11-28', events: [
    alphaMatch('KXEPLGAME-26NOV28ARSCHE', 'Arsenal vs Chelsea', z('2026-11-28', '19:30'), 'Nov 28, 2026', 'English Premier League', [['ARS', 'Arsenal', 'ars'], ['TIE', 'Tie', 'draw'], ['CHE', 'Chelsea', 'che']]),
    B('Arsenal vs. Chelsea', 'Sports', z('2026-11-28', '17:30'), betaMatch('epl-ars-che-2026-11-28', '2026-11-28', ['ars', 'Arsenal FC'], ['che', 'Chelsea FC'])),
    G('EPL: Arsenal vs Chelsea (Nov 28) — Full-time Result', z('2026-11-28', '17:30'), [['Arsenal', 'ars'], ['Draw', 'draw'], ['Chelsea', 'che']],
      { rules: 'Resolves on the full-time result (90 minutes plus stoppage time) of Arsenal v Chelsea in the Premier League on 28 November 2026.' }),
  ] });
}

{ // Carabao Cup quarter-final, Arsenal v Chelsea, Wed Dec 16: same clubs, another date AND another counting rule ("to advance" includes
  // penalties). Hard negatives against the league match: date, rule.
  put('sports', { name: 'eflcup-ars-che-2026-12-16', events: [
    A('KXEFLCUPGAME-26DEC16ARSCHE', 'Arsenal vs Chelsea: To Advance', 'Sports', z('2026-12-16', '22:30'), w([['ARS', 'Arsenal', 'ars'], ['CHE', 'Chelsea', 'che']],
      { q: 'Arsenal vs Chelsea (EFL Cup QF): who advances?', rules: 'If the listed team advances from the EFL Cup quarter-final originally scheduled for Dec 16, 2026 (including extra time and penalties), then the market resolves to Yes.' })),
    B('Carabao Cup: Arsenal vs. Chelsea — Who Advances?', 'Sports', z('2026-12-16', '20:00'), [teamMarket('carabao-cup-ars-che-2026-12-16-advance', 'Arsenal vs. Chelsea: who advances?', 'Arsenal', 'Chelsea', 'ars',
      'Resolves to the team that qualifies for the Carabao Cup semi-finals from this tie, including via penalty shoot-out.')]),
  ] }, ['date', 'rule']);
}

{ // Manchester City v Liverpool, Sun Nov 22 16:30 GMT.
  put('sports', { name: 'epl-mci-liv-2026-11-22', events: [
    alphaMatch('KXEPLGAME-26NOV22MCILIV', 'Manchester City vs Liverpool', z('2026-11-22', '18:30'), 'Nov 22, 2026', 'English Premier League', [['MCI', 'Manchester City', 'mci'], ['TIE', 'Tie', 'draw'], ['LIV', 'Liverpool', 'liv']]),
    B('Man City vs. Liverpool', 'Sports', z('2026-11-22', '16:30'), betaMatch('epl-mci-liv-2026-11-22', '2026-11-22', ['mci', 'Manchester City FC'], ['liv', 'Liverpool FC'])),
  ] });
}

{ // Premier League 2026-27 title. Gamma's "Other" bucket has no counterpart. Beta's "Top 4 finish" lists the same clubs: another question.
  const close = z('2027-05-23', '17:00');
  put('sports', { name: 'epl-winner-2027', events: [
    A('KXEPL-27', 'English Premier League Winner?', 'Sports', close, w([['ARS', 'Arsenal', 'ars'], ['MCI', 'Manchester City', 'mci'], ['LIV', 'Liverpool', 'liv'], ['CHE', 'Chelsea', 'che'], ['NEW', 'Newcastle', 'new']],
      { q: 'Who will win the 2026-27 Premier League?', rules: 'If the listed club wins the 2026-27 English Premier League, then the market resolves to Yes.' })),
    B('English Premier League Winner 2026-27', 'Sports', close, w([
      ['epl-2026-27-winner-arsenal', 'Arsenal', 'ars'], ['epl-2026-27-winner-man-city', 'Man City', 'mci'], ['epl-2026-27-winner-liverpool', 'Liverpool', 'liv'],
      ['epl-2026-27-winner-chelsea', 'Chelsea', 'che'], ['epl-2026-27-winner-newcastle', 'Newcastle', 'new'], ['epl-2026-27-winner-aston-villa', 'Aston Villa', 'avl'],
    ], { rules: 'Resolves "Yes" for the club that finishes first in the 2026-27 Premier League table.' })),
    G('Premier League 2026/27 Champion', close, [['Arsenal', 'ars'], ['Man City', 'mci'], ['Liverpool', 'liv'], ['Other', 'other']],
      { rules: 'Resolves to the 2026/27 Premier League champion. "Other" resolves YES if any club not listed wins.' }),
  ] });
  put('sports', { name: 'epl-top4-2027', events: [
    B('Premier League 2026-27: Top 4 Finish', 'Sports', close, w([
      ['epl-2026-27-top-4-arsenal', 'Arsenal', 'ars4'], ['epl-2026-27-top-4-man-city', 'Man City', 'mci4'], ['epl-2026-27-top-4-liverpool', 'Liverpool', 'liv4'],
      ['epl-2026-27-top-4-chelsea', 'Chelsea', 'che4'], ['epl-2026-27-top-4-tottenham', 'Tottenham', 'tot4'],
    ], { rules: 'Resolves "Yes" if the listed club finishes in the top four of the 2026-27 Premier League table.' })),
  ] }, ['office']);
}

{ // Champions League league phase, Real Madrid v Bayern, Wed Nov 25 21:00 CET.
  put('sports', { name: 'ucl-rma-bay-2026-11-25', events: [
    alphaMatch('KXUCLGAME-26NOV25RMABMU', 'Real Madrid vs Bayern Munich', z('2026-11-25', '22:00'), 'Nov 25, 2026', 'UEFA Champions League', [['RMA', 'Real Madrid', 'rma'], ['TIE', 'Tie', 'draw'], ['BMU', 'Bayern Munich', 'bay']]),
    B('Real Madrid vs. Bayern München', 'Sports', z('2026-11-25', '20:00'), betaMatch('ucl-rma-bay-2026-11-25', '2026-11-25', ['rma', 'Real Madrid CF'], ['bay', 'FC Bayern München'])),
    G('UCL: Real Madrid vs Bayern — Match Result (25 Nov)', z('2026-11-25', '20:00'), [['Real Madrid', 'rma'], ['Draw', 'draw'], ['Bayern', 'bay']],
      { rules: 'Resolves on the result after regular time (90 minutes plus injury time) of Real Madrid v Bayern München, UEFA Champions League, 25 November 2026.' }),
  ] });
}

{ // Champions League 2026-27 winner (final May 29, 2027).
  const close = z('2027-05-29', '22:00');
  put('sports', { name: 'ucl-winner-2027', events: [
    A('KXUCL-27', 'UEFA Champions League Winner?', 'Sports', close, w([['PSG', 'Paris Saint-Germain', 'psg'], ['ARS', 'Arsenal', 'ars'], ['BMU', 'Bayern Munich', 'bay'], ['RMA', 'Real Madrid', 'rma'], ['BAR', 'Barcelona', 'bar'], ['LIV', 'Liverpool', 'liv']],
      { rules: 'If the listed club wins the 2026-27 UEFA Champions League final, then the market resolves to Yes.' })),
    B('UEFA Champions League Winner 2026-27', 'Sports', close, w([
      ['ucl-2026-27-winner-psg', 'PSG', 'psg'], ['ucl-2026-27-winner-arsenal', 'Arsenal', 'ars'], ['ucl-2026-27-winner-bayern', 'Bayern Munich', 'bay'],
      ['ucl-2026-27-winner-real-madrid', 'Real Madrid', 'rma'], ['ucl-2026-27-winner-barcelona', 'Barcelona', 'bar'], ['ucl-2026-27-winner-liverpool', 'Liverpool', 'liv'],
      ['ucl-2026-27-winner-man-city', 'Man City', 'mci'], ['ucl-2026-27-winner-inter', 'Inter', 'int'],
    ], { rules: 'Resolves "Yes" for the club that wins the 2026-27 UEFA Champions League final.' })),
    G('Champions League 2026/27 Winner', close, [['Paris SG', 'psg'], ['Arsenal', 'ars'], ['Bayern', 'bay'], ['Real Madrid', 'rma'], ['Barça', 'bar'], ['Other', 'other']],
      { rules: 'Resolves to the winner of the 2026/27 UEFA Champions League final. "Other" resolves YES for any other club.' }),
  ] });
}

{ // La Liga, Barça v Atlético, Sun Nov 29 21:00 CET.
  put('sports', { name: 'laliga-bar-atm-2026-11-29', events: [
    alphaMatch('KXLALIGAGAME-26NOV29BARATM', 'Barcelona vs Atletico Madrid', z('2026-11-29', '22:00'), 'Nov 29, 2026', 'La Liga', [['BAR', 'Barcelona', 'bar'], ['TIE', 'Tie', 'draw'], ['ATM', 'Atletico Madrid', 'atm']]),
    B('Barcelona vs. Atlético Madrid', 'Sports', z('2026-11-29', '20:00'), betaMatch('lal-bar-atm-2026-11-29', '2026-11-29', ['bar', 'FC Barcelona'], ['atm', 'Club Atlético de Madrid'])),
  ] });
}

{ // Serie A, Derby della Madonnina, Inter v Milan, Sun Nov 22 20:45 CET.
  put('sports', { name: 'seriea-int-mil-2026-11-22', events: [
    alphaMatch('KXSERIEAGAME-26NOV22INTMIL', 'Inter vs AC Milan', z('2026-11-22', '21:45'), 'Nov 22, 2026', 'Serie A', [['INT', 'Inter', 'int'], ['TIE', 'Tie', 'draw'], ['MIL', 'AC Milan', 'mil']]),
    B('Inter vs. AC Milan', 'Sports', z('2026-11-22', '19:45'), betaMatch('sea-int-mil-2026-11-22', '2026-11-22', ['int', 'FC Internazionale Milano'], ['mil', 'AC Milan'])),
  ] });
}

{ // Copa Libertadores final, Flamengo v River Plate, Sat Nov 28 in Montevideo. Alpha and gamma ask who lifts the trophy (extra time and
  // penalties count); beta's three-way market settles after 90 minutes. A desk does not hedge a "Flamengo champion" position with
  // "Flamengo wins in 90'": a draw after 90 pays the beta Draw and leaves the title open. Different events (hard negative, rule).
  const close = z('2026-11-28', '23:00');
  put('sports', { name: 'libertadores-final-2026', groups: [['alpha', 'gamma'], ['beta']], events: [
    A('KXLIBERTADORES-26', 'Copa Libertadores Champion?', 'Sports', close, w([['FLA', 'Flamengo', 'fla'], ['RIV', 'River Plate', 'riv']],
      { q: 'Who will win the 2026 Copa Libertadores?', rules: 'If the listed club wins the 2026 CONMEBOL Libertadores final (including extra time and penalties), then the market resolves to Yes.' })),
    B('Flamengo vs. River Plate', 'Sports', z('2026-11-28', '20:00'), betaMatch('lib-fla-riv-2026-11-28', '2026-11-28', ['fla', 'CR Flamengo'], ['riv', 'CA River Plate'])),
    G('Copa Libertadores 2026 Champion', close, [['Flamengo', 'fla'], ['River Plate', 'riv']],
      { rules: 'Resolves to the club that wins the 2026 Copa Libertadores final in Montevideo on 28 November 2026, after extra time and penalties if needed.' }),
  ] }, ['rule']);
}

{ // MLS Cup 2026 (Dec 5): the four clubs left after the conference semi-finals.
  const close = z('2026-12-06', '02:00');
  put('sports', { name: 'mls-cup-2026', events: [
    A('KXMLSCUP-26', 'MLS Cup Champion?', 'Sports', close, w([['MIA', 'Inter Miami', 'mia'], ['PHI', 'Philadelphia', 'phi'], ['LAFC', 'Los Angeles FC', 'lafc'], ['SD', 'San Diego', 'sd']],
      { rules: 'If the listed club wins MLS Cup 2026, then the market resolves to Yes.' })),
    B('MLS Cup Champion 2026', 'Sports', close, w([
      ['mls-cup-2026-inter-miami', 'Inter Miami CF', 'mia'], ['mls-cup-2026-philadelphia-union', 'Philadelphia Union', 'phi'], ['mls-cup-2026-lafc', 'LAFC', 'lafc'], ['mls-cup-2026-san-diego-fc', 'San Diego FC', 'sd'],
    ], { rules: 'Resolves "Yes" for the winner of MLS Cup 2026.' })),
  ] });
}

{ // Only on beta: the Riyadh derby (Saudi Pro League), Fri Nov 27.
  put('sports', { name: 'spl-nas-hil-2026-11-27', events: [
    B('Al-Nassr vs. Al-Hilal', 'Sports', z('2026-11-27', '17:00'), betaMatch('spl-nas-hil-2026-11-27', '2026-11-27', ['nas', 'Al Nassr FC'], ['hil', 'Al Hilal SFC'])),
  ] });
}

// ───────── Tennis ─────────

{ // Davis Cup 2026 Finals (Bologna, ends Nov 29).
  const close = z('2026-11-29', '22:00');
  put('sports', { name: 'davis-cup-2026', events: [
    A('KXDAVISCUP-26', 'Davis Cup Winner?', 'Sports', close, w([['ITA', 'Italy', 'ita'], ['ESP', 'Spain', 'esp'], ['USA', 'United States', 'usa'], ['GER', 'Germany', 'ger'], ['AUS', 'Australia', 'aus']],
      { rules: 'If the listed nation wins the 2026 Davis Cup Finals, then the market resolves to Yes.' })),
    B('Davis Cup Winner 2026', 'Sports', close, w([
      ['davis-cup-2026-italy', 'Italy', 'ita'], ['davis-cup-2026-spain', 'Spain', 'esp'], ['davis-cup-2026-usa', 'USA', 'usa'], ['davis-cup-2026-germany', 'Germany', 'ger'], ['davis-cup-2026-france', 'France', 'fra'],
    ], { rules: 'Resolves "Yes" for the nation that wins the 2026 Davis Cup title.' })),
  ] });
}

{ // Australian Open 2027 men's singles; the women's draw is a separate event with near-identical titles (hard negative, category).
  const close = z('2027-01-31', '12:00');
  put('sports', { name: 'ao-2027-men', events: [
    A('KXAOMEN-27', "Australian Open Men's Singles Champion?", 'Sports', close, w([['SIN', 'Jannik Sinner', 'sinner'], ['ALC', 'Carlos Alcaraz', 'alcaraz'], ['DJO', 'Novak Djokovic', 'djokovic'], ['ZVE', 'Alexander Zverev', 'zverev'], ['FRI', 'Taylor Fritz', 'fritz']],
      { rules: "If the listed player wins the 2027 Australian Open men's singles title, then the market resolves to Yes." })),
    B("Australian Open Men's Winner 2027", 'Sports', close, w([
      ['ao-2027-mens-winner-sinner', 'Jannik Sinner', 'sinner'], ['ao-2027-mens-winner-alcaraz', 'Carlos Alcaraz', 'alcaraz'], ['ao-2027-mens-winner-djokovic', 'Novak Djokovic', 'djokovic'],
      ['ao-2027-mens-winner-zverev', 'Alexander Zverev', 'zverev'], ['ao-2027-mens-winner-shelton', 'Ben Shelton', 'shelton'], ['ao-2027-mens-winner-draper', 'Jack Draper', 'draper'],
    ], { rules: "Resolves \"Yes\" for the winner of the men's singles at the 2027 Australian Open." })),
    G("2027 Australian Open — Men's Singles Winner", close, [['Sinner', 'sinner'], ['Alcaraz', 'alcaraz'], ['Djokovic', 'djokovic'], ['Field', 'field']],
      { rules: 'Resolves to the 2027 Australian Open men\'s singles champion. "Field" resolves YES for any other player.' }),
  ] });
  put('sports', { name: 'ao-2027-women', events: [
    A('KXAOWOMEN-27', "Australian Open Women's Singles Champion?", 'Sports', close, w([['SAB', 'Aryna Sabalenka', 'sabalenka'], ['SWI', 'Iga Swiatek', 'swiatek'], ['GAU', 'Coco Gauff', 'gauff'], ['RYB', 'Elena Rybakina', 'rybakina'], ['ANI', 'Amanda Anisimova', 'anisimova']],
      { rules: "If the listed player wins the 2027 Australian Open women's singles title, then the market resolves to Yes." })),
    B("Australian Open Women's Winner 2027", 'Sports', close, w([
      ['ao-2027-womens-winner-sabalenka', 'Aryna Sabalenka', 'sabalenka'], ['ao-2027-womens-winner-swiatek', 'Iga Świątek', 'swiatek'], ['ao-2027-womens-winner-gauff', 'Coco Gauff', 'gauff'],
      ['ao-2027-womens-winner-rybakina', 'Elena Rybakina', 'rybakina'], ['ao-2027-womens-winner-mboko', 'Victoria Mboko', 'mboko'],
    ], { rules: "Resolves \"Yes\" for the winner of the women's singles at the 2027 Australian Open." })),
  ] }, ['office']);
}

// ───────── Golf ─────────

{ // The 2027 Masters (Apr 8–11); gamma's Open Championship lists the same names for another major (hard negative, competition).
  const close = z('2027-04-12', '00:00');
  put('sports', { name: 'golf-masters-2027', events: [
    A('KXMASTERS-27', 'Masters Tournament Winner?', 'Sports', close, w([['SSCH', 'Scottie Scheffler', 'scheffler'], ['RMCI', 'Rory McIlroy', 'mcilroy'], ['BDEC', 'Bryson DeChambeau', 'dechambeau'], ['JRAH', 'Jon Rahm', 'rahm'], ['LABE', 'Ludvig Aberg', 'aberg']],
      { rules: 'If the listed golfer wins the 2027 Masters Tournament (playoff included), then the market resolves to Yes.' })),
    B('Masters Winner 2027', 'Sports', close, w([
      ['masters-2027-scottie-scheffler', 'Scottie Scheffler', 'scheffler'], ['masters-2027-rory-mcilroy', 'Rory McIlroy', 'mcilroy'], ['masters-2027-bryson-dechambeau', 'Bryson DeChambeau', 'dechambeau'],
      ['masters-2027-jon-rahm', 'Jon Rahm', 'rahm'], ['masters-2027-ludvig-aberg', 'Ludvig Åberg', 'aberg'], ['masters-2027-xander-schauffele', 'Xander Schauffele', 'xander'],
    ], { rules: 'Resolves "Yes" for the winner of the 2027 Masters at Augusta National.' })),
    G('Who will win the 2027 Masters?', close, [['Scheffler', 'scheffler'], ['McIlroy', 'mcilroy'], ['DeChambeau', 'dechambeau'], ['Field', 'field']],
      { rules: 'Resolves to the winner of the 2027 Masters Tournament. "Field" covers every other player.' }),
  ] });
  put('sports', { name: 'golf-open-2027', events: [
    G('Who will win the 2027 Open Championship?', z('2027-07-18', '19:00'), [['Scheffler', 'scheffler'], ['McIlroy', 'mcilroy'], ['Fleetwood', 'fleetwood'], ['Field', 'field']],
      { rules: 'Resolves to the Champion Golfer of the Year at the 155th Open at St Andrews, July 2027.' }),
  ] }, ['office']);
}

// ───────── Motorsport ─────────

{ // F1 Qatar Grand Prix, Sun Nov 29 (race 19:00 local). Beta's pole-position market is Saturday's qualifying (hard negative, measure).
  const close = z('2026-11-29', '18:00');
  put('sports', { name: 'f1-qatar-gp-2026', events: [
    A('KXF1RACE-26QAT', 'Qatar Grand Prix Winner?', 'Sports', close, w([['RUS', 'George Russell', 'russell'], ['NOR', 'Lando Norris', 'norris'], ['VER', 'Max Verstappen', 'verstappen'], ['PIA', 'Oscar Piastri', 'piastri'], ['ANT', 'Kimi Antonelli', 'antonelli'], ['LEC', 'Charles Leclerc', 'leclerc']],
      { rules: 'If the listed driver is classified first in the 2026 Formula 1 Qatar Grand Prix, as published by the FIA, then the market resolves to Yes.' })),
    B('F1: Qatar Grand Prix Winner', 'Sports', close, w([
      ['f1-qatar-gp-2026-russell', 'George Russell', 'russell'], ['f1-qatar-gp-2026-norris', 'Lando Norris', 'norris'], ['f1-qatar-gp-2026-verstappen', 'Max Verstappen', 'verstappen'],
      ['f1-qatar-gp-2026-piastri', 'Oscar Piastri', 'piastri'], ['f1-qatar-gp-2026-antonelli', 'Andrea Kimi Antonelli', 'antonelli'], ['f1-qatar-gp-2026-leclerc', 'Charles Leclerc', 'leclerc'],
      ['f1-qatar-gp-2026-hamilton', 'Lewis Hamilton', 'hamilton'],
    ], { rules: 'Resolves "Yes" for the driver classified first in the Qatar Grand Prix on November 29, 2026, per the official FIA classification.' })),
    G('F1 Qatar GP 2026 — Race Winner', close, [['Russell', 'russell'], ['Norris', 'norris'], ['Verstappen', 'verstappen'], ['Piastri', 'piastri'], ['Other', 'other']],
      { rules: 'Resolves to the winner of the 2026 Qatar Grand Prix (Lusail). "Other" covers any other driver.' }),
  ] });
  put('sports', { name: 'f1-qatar-pole-2026', events: [
    B('F1: Qatar Grand Prix Pole Position', 'Sports', z('2026-11-28', '18:00'), w([
      ['f1-qatar-gp-2026-pole-russell', 'George Russell', 'russell'], ['f1-qatar-gp-2026-pole-norris', 'Lando Norris', 'norris'], ['f1-qatar-gp-2026-pole-verstappen', 'Max Verstappen', 'verstappen'],
      ['f1-qatar-gp-2026-pole-piastri', 'Oscar Piastri', 'piastri'],
    ], { rules: 'Resolves "Yes" for the driver who sets the fastest time in qualifying for the 2026 Qatar Grand Prix (grid penalties do not matter).' })),
  ] }, ['measure']);
}

{ // 2026 Drivers' Championship, two rounds left. Beta_us lists one binary EVENT per driver (a categorical split into separate binaries):
  // all of them belong to the one real-world event. Gamma's "Field" has no counterpart.
  const close = z('2026-12-06', '15:00');
  const rules = "Resolves YES if the named driver is the 2026 FIA Formula One World Drivers' Champion.";
  put('sports', { name: 'f1-drivers-2026', events: [
    A('KXF1-26', "F1 Drivers' Champion?", 'Sports', close, w([['RUS', 'George Russell', 'russell'], ['NOR', 'Lando Norris', 'norris'], ['VER', 'Max Verstappen', 'verstappen'], ['ANT', 'Kimi Antonelli', 'antonelli']],
      { rules: "If the listed driver wins the 2026 Formula 1 World Drivers' Championship, then the market resolves to Yes." })),
    B("F1 Drivers' Champion 2026", 'Sports', close, w([
      ['f1-drivers-champion-2026-russell', 'George Russell', 'russell'], ['f1-drivers-champion-2026-norris', 'Lando Norris', 'norris'],
      ['f1-drivers-champion-2026-verstappen', 'Max Verstappen', 'verstappen'], ['f1-drivers-champion-2026-antonelli', 'Kimi Antonelli', 'antonelli'],
    ], { rules: "Resolves \"Yes\" for the driver who wins the 2026 F1 Drivers' Championship." })),
    U('f1-2026-drivers-champion-russell', "Will George Russell win the 2026 F1 Drivers' Championship?", 'F1', close, [['f1-2026-drivers-champion-russell', 'Yes', 'russell', { rules }]]),
    U('f1-2026-drivers-champion-norris', "Will Lando Norris win the 2026 F1 Drivers' Championship?", 'F1', close, [['f1-2026-drivers-champion-norris', 'Yes', 'norris', { rules }]]),
    U('f1-2026-drivers-champion-verstappen', "Will Max Verstappen win the 2026 F1 Drivers' Championship?", 'F1', close, [['f1-2026-drivers-champion-verstappen', 'Yes', 'verstappen', { rules }]]),
    G("2026 F1 World Drivers' Championship", close, [['G. Russell', 'russell'], ['L. Norris', 'norris'], ['M. Verstappen', 'verstappen'], ['Field', 'field']],
      { rules: "Resolves to the 2026 Formula 1 World Drivers' Champion as confirmed by the FIA." }),
  ] });
}

// ───────── Combat sports ─────────

{ // UFC 334 main event, Topuria v Tsarukyan, Sat Dec 12 (Las Vegas). Alpha resolves both sides No if the bout does not happen as
  // scheduled; beta and beta_us resolve 50-50 on a cancellation or a replaced fighter. Same event and sides, but not fungible with
  // alpha (condition_scope); beta and beta_us share their rules.
  const close = z('2026-12-13', '07:00');
  const betaRules = 'Resolves to the winner of Ilia Topuria vs. Arman Tsarukyan at UFC 334 on December 12, 2026. If the fight is cancelled, postponed beyond December 19, 2026, or either fighter is replaced, the market resolves 50-50. A draw or no contest resolves 50-50.';
  put('sports', { name: 'ufc-334-topuria-tsarukyan', fungible: nf('alpha|beta', 'alpha|beta_us'), events: [
    A('KXUFCFIGHT-26DEC12TOPTSA', 'Topuria vs Tsarukyan', 'Sports', close, w([['TOP', 'Ilia Topuria', 'topuria'], ['TSA', 'Arman Tsarukyan', 'tsarukyan']],
      { q: 'Will Topuria or Tsarukyan win at UFC 334?', rules: 'If the listed fighter wins the Topuria vs Tsarukyan bout at UFC 334 on Dec 12, 2026, then the market resolves to Yes. If the bout does not take place on that card, or ends in a draw or no contest, both markets resolve to No.' })),
    B('UFC 334: Topuria vs. Tsarukyan', 'Sports', z('2026-12-13', '04:00'), [teamMarket('ufc-334-topuria-tsarukyan', 'Topuria vs. Tsarukyan', 'Topuria', 'Tsarukyan', 'topuria', betaRules)]),
    U('ufc-334-topuria-tsarukyan', 'UFC 334: Ilia Topuria vs. Arman Tsarukyan', 'UFC', z('2026-12-13', '04:00'), [teamMarket('ufc-334-topuria-tsarukyan', 'Topuria vs. Tsarukyan', 'Topuria', 'Tsarukyan', 'topuria', betaRules)]),
  ] }, ['condition', 'condition']);
}

{ // The same bout's method of victory (alpha) and "goes the distance" (beta): two props, neither is the moneyline nor each other
  // ("distance" = a decision for either fighter or a draw). Separate events (hard negative, measure).
  const close = z('2026-12-13', '07:00');
  put('sports', { name: 'ufc-334-props', groups: [['alpha'], ['beta']], events: [
    A('KXUFCMOV-26DEC12TOPTSA', 'Topuria vs Tsarukyan: Method of Victory', 'Sports', close, w([
      ['TOPKO', 'Topuria by KO/TKO', 'top-ko'], ['TOPSUB', 'Topuria by submission', 'top-sub'], ['TOPDEC', 'Topuria by decision', 'top-dec'],
      ['TSAKO', 'Tsarukyan by KO/TKO', 'tsa-ko'], ['TSASUB', 'Tsarukyan by submission', 'tsa-sub'], ['TSADEC', 'Tsarukyan by decision', 'tsa-dec'],
    ], { q: 'How will Topuria vs Tsarukyan end?', rules: 'If the Topuria vs Tsarukyan bout at UFC 334 ends by the listed method for the listed fighter, then the market resolves to Yes.' })),
    B('Topuria vs. Tsarukyan: Will the fight go the distance?', 'Sports', z('2026-12-13', '04:00'), [['ufc-334-topuria-tsarukyan-distance', 'Yes', 'distance',
      { rules: 'Resolves "Yes" if the fight is decided by the judges\' scorecards after all scheduled rounds (any decision or a draw).' }]]),
  ] }, ['measure']);
}

{ // Boxing: Usyk v Parker, Sat Dec 19 (Riyadh). Both venues: a draw or no contest is No on the Usyk side.
  const close = z('2026-12-20', '03:00');
  put('sports', { name: 'boxing-usyk-parker-2026-12-19', events: [
    A('KXBOXING-26DEC19USYPAR', 'Usyk vs Parker', 'Sports', close, w([['USY', 'Oleksandr Usyk', 'usyk'], ['PAR', 'Joseph Parker', 'parker']],
      { q: 'Who will win Usyk vs Parker?', rules: 'If the listed boxer wins the Usyk vs Parker heavyweight bout on Dec 19, 2026, then the market resolves to Yes. A draw or no contest resolves both markets to No.' })),
    B('Will Oleksandr Usyk beat Joseph Parker?', 'Sports', z('2026-12-19', '20:00'), [['boxing-usyk-parker-2026-12-19', 'Yes', 'usyk',
      { rules: 'Resolves "Yes" if Oleksandr Usyk is declared the winner of his heavyweight bout with Joseph Parker on December 19, 2026. A draw or no contest resolves "No".' }]]),
  ] });
}

// ═════════════════════════════════════════════ POLITICS ═════════════════════════════════════════════

// ───────── United States ─────────

{ // 2028 Democratic nominee. Beta lists more names; gamma has "Other". Same people, same question.
  const close = z('2028-08-31');
  const aRules = (n: string): string => `If ${n} is the nominee of the Democratic Party for President of the United States in 2028, as determined at the 2028 Democratic National Convention, then the market resolves to Yes.`;
  put('politics', { name: 'pres-nominee-dem-2028', events: [
    A('KXPRESNOMD-28', 'Democratic nominee for President in 2028?', 'Elections', close, ([
      ['GNEW', 'Gavin Newsom', 'newsom'], ['AOC', 'Alexandria Ocasio-Cortez', 'aoc'], ['JSHA', 'Josh Shapiro', 'shapiro'], ['PBUT', 'Pete Buttigieg', 'buttigieg'],
      ['ABES', 'Andy Beshear', 'beshear'], ['JBPR', 'JB Pritzker', 'pritzker'], ['WMOO', 'Wes Moore', 'moore'], ['GWHI', 'Gretchen Whitmer', 'whitmer'],
    ] as Array<[string, string, string]>).map(([s, n, t]): Row => [s, n, t, { rules: aRules(n) }])),
    B('Democratic Presidential Nominee 2028', 'Politics', close, w([
      ['will-gavin-newsom-win-the-2028-democratic-presidential-nomination', 'Gavin Newsom', 'newsom'],
      ['will-alexandria-ocasio-cortez-win-the-2028-democratic-presidential-nomination', 'Alexandria Ocasio-Cortez', 'aoc'],
      ['will-josh-shapiro-win-the-2028-democratic-presidential-nomination', 'Josh Shapiro', 'shapiro'],
      ['will-pete-buttigieg-win-the-2028-democratic-presidential-nomination', 'Pete Buttigieg', 'buttigieg'],
      ['will-andy-beshear-win-the-2028-democratic-presidential-nomination', 'Andy Beshear', 'beshear'],
      ['will-jb-pritzker-win-the-2028-democratic-presidential-nomination', 'JB Pritzker', 'pritzker'],
      ['will-wes-moore-win-the-2028-democratic-presidential-nomination', 'Wes Moore', 'moore'],
      ['will-jon-ossoff-win-the-2028-democratic-presidential-nomination', 'Jon Ossoff', 'ossoff'],
      ['will-ro-khanna-win-the-2028-democratic-presidential-nomination', 'Ro Khanna', 'khanna'],
      ['will-mark-kelly-win-the-2028-democratic-presidential-nomination', 'Mark Kelly', 'kelly'],
    ], { rules: 'This market will resolve to "Yes" if the listed individual wins and accepts the 2028 nomination of the Democratic Party for U.S. president. Otherwise "No".' })),
    G('2028 Democratic Presidential Nominee', close, [['Newsom', 'newsom'], ['AOC', 'aoc'], ['Shapiro', 'shapiro'], ['Buttigieg', 'buttigieg'], ['Other', 'other']],
      { rules: 'Resolves to the person formally nominated by the Democratic National Convention for the 2028 U.S. presidential election.' }),
  ] });
}

{ // 2028 presidential election winner: the same names (Newsom, AOC, Shapiro) for another office-level question (hard negative vs nominee).
  const close = z('2028-11-07');
  put('politics', { name: 'pres-winner-2028', events: [
    A('KXPRESPERSON-28', 'Who will win the next presidential election?', 'Elections', close, w([
      ['JVAN', 'JD Vance', 'vance'], ['GNEW', 'Gavin Newsom', 'newsom'], ['MRUB', 'Marco Rubio', 'rubio'], ['AOC', 'Alexandria Ocasio-Cortez', 'aoc'], ['JSHA', 'Josh Shapiro', 'shapiro'],
    ], { rules: 'If the listed person wins the 2028 U.S. presidential election, as certified by Congress, then the market resolves to Yes.' })),
    B('Presidential Election Winner 2028', 'Politics', close, w([
      ['will-jd-vance-win-the-2028-us-presidential-election', 'J.D. Vance', 'vance'], ['will-gavin-newsom-win-the-2028-us-presidential-election', 'Gavin Newsom', 'newsom'],
      ['will-marco-rubio-win-the-2028-us-presidential-election', 'Marco Rubio', 'rubio'], ['will-alexandria-ocasio-cortez-win-the-2028-us-presidential-election', 'Alexandria Ocasio-Cortez', 'aoc'],
      ['will-josh-shapiro-win-the-2028-us-presidential-election', 'Josh Shapiro', 'shapiro'], ['will-donald-trump-jr-win-the-2028-us-presidential-election', 'Donald Trump Jr.', 'trumpjr'],
    ], { rules: 'Resolves "Yes" if the listed person wins the 2028 US presidential election.' })),
  ] }, ['office']);
}

{ // 2028 Republican nominee.
  const close = z('2028-08-31');
  put('politics', { name: 'pres-nominee-gop-2028', events: [
    A('KXPRESNOMR-28', 'Republican nominee for President in 2028?', 'Elections', close, w([['JVAN', 'JD Vance', 'vance'], ['MRUB', 'Marco Rubio', 'rubio'], ['DTJR', 'Donald Trump Jr.', 'trumpjr'], ['RDES', 'Ron DeSantis', 'desantis']],
      { rules: 'If the listed person is the 2028 Republican nominee for President, as determined at the Republican National Convention, then the market resolves to Yes.' })),
    B('Republican Presidential Nominee 2028', 'Politics', close, w([
      ['will-jd-vance-win-the-2028-republican-presidential-nomination', 'J.D. Vance', 'vance'], ['will-marco-rubio-win-the-2028-republican-presidential-nomination', 'Marco Rubio', 'rubio'],
      ['will-donald-trump-jr-win-the-2028-republican-presidential-nomination', 'Donald Trump Jr.', 'trumpjr'], ['will-ron-desantis-win-the-2028-republican-presidential-nomination', 'Ron DeSantis', 'desantis'],
      ['will-tucker-carlson-win-the-2028-republican-presidential-nomination', 'Tucker Carlson', 'carlson'], ['will-vivek-ramaswamy-win-the-2028-republican-presidential-nomination', 'Vivek Ramaswamy', 'ramaswamy'],
    ], { rules: 'Resolves "Yes" if the listed individual wins the 2028 Republican presidential nomination.' })),
  ] });
}

{ // Speaker election when the 120th Congress convenes (Jan 3, 2027; may take several ballots). Beta's "Speaker on March 31" is a state
  // at a later date (a Speaker could resign or be vacated in between): another event (hard negative, date).
  put('politics', { name: 'speaker-election-jan-2027', events: [
    A('KXSPEAKER-27JAN', 'Who will be elected Speaker of the House in January 2027?', 'Politics', z('2027-01-31'), w([['HJEF', 'Hakeem Jeffries', 'jeffries'], ['MJOH', 'Mike Johnson', 'johnson'], ['OTH', 'Someone else', 'other']],
      { rules: 'If the listed person is elected Speaker in the first Speaker election of the 120th Congress, then the market resolves to Yes.' })),
    B('Who will be elected Speaker when the 120th Congress convenes?', 'Politics', z('2027-01-31'), w([
      ['speaker-120th-congress-hakeem-jeffries', 'Hakeem Jeffries', 'jeffries'], ['speaker-120th-congress-mike-johnson', 'Mike Johnson', 'johnson'], ['speaker-120th-congress-other', 'Other', 'other'],
    ], { rules: 'Resolves to the person elected Speaker of the U.S. House at the opening of the 120th Congress in January 2027.' })),
  ] });
  put('politics', { name: 'speaker-on-mar-31-2027', events: [
    B('Speaker of the House on March 31, 2027?', 'Politics', z('2027-03-31'), w([
      ['speaker-on-march-31-2027-hakeem-jeffries', 'Hakeem Jeffries', 'jeffries'], ['speaker-on-march-31-2027-mike-johnson', 'Mike Johnson', 'johnson'], ['speaker-on-march-31-2027-other', 'Other', 'other'],
    ], { rules: 'Resolves to the person serving as Speaker of the House on March 31, 2027 at 12:00 PM ET.' })),
  ] }, ['date']);
}

{ // Shutdown: the continuing resolution runs to Jan 30, 2027. "Before Feb 1" (alpha) and "by January 31" (beta) are the same deadline;
  // gamma's "in 2027" is another (hard negative, deadline).
  put('politics', { name: 'shutdown-jan-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGOVSHUT-27FEB01', 'Government shutdown before Feb 1, 2027?', 'Politics', z('2027-02-01', '04:59'), [['SHUT', 'Yes', 'shut-jan', {
      q: 'Will the federal government shut down before Feb 1, 2027?', rules: 'If a lapse in appropriations causes a federal government shutdown that begins before Feb 1, 2027 12:00 AM ET, per OPM, then the market resolves to Yes.' }]]),
    B('Government shutdown by January 31, 2027?', 'Politics', z('2027-02-01', '04:59'), [['us-government-shutdown-by-january-31-2027', 'Yes', 'shut-jan', {
      rules: 'This market will resolve to "Yes" if the U.S. federal government enters a shutdown (a lapse in appropriations with OPM shutdown guidance) by January 31, 2027, 11:59 PM ET.' }]]),
    G1('US government shutdown in 2027?', z('2027-12-31'), 'shut-2027', { rules: 'Resolves YES if a U.S. federal government shutdown begins at any time between January 1, 2027 and December 31, 2027.' }),
  ] }, ['deadline']);
}

{ // Trump approval on Dec 31: alpha settles on the RealClearPolitics average, beta on Silver Bulletin. These are two different indices
  // (different poll sets, weights and house effects), not two fixings of one number: different events (hard negative, measure).
  put('politics', { name: 'trump-approval-2026-12-31', groups: [['alpha'], ['beta']], events: [
    A('KXAPPROVAL-26DEC31', 'Trump approval rating on Dec 31, 2026?', 'Politics', z('2026-12-31', '23:59'), w([['T40.0', 'Above 40.0%', 'gt40'], ['T42.0', 'Above 42.0%', 'gt42'], ['T44.0', 'Above 44.0%', 'gt44']],
      { rules: 'If the RealClearPolitics average of President Trump\'s job approval, as shown on Dec 31, 2026 at 11:59 PM ET, is above the listed value, then the market resolves to Yes.' }),
      { sources: ['RealClearPolitics https://www.realclearpolling.com/polls/approval/donald-trump/approval-rating'] }),
    B('Trump approval rating on December 31? (Silver Bulletin)', 'Politics', z('2026-12-31', '23:59'), w([
      ['trump-approval-dec-31-2026-below-40', '<40.0%', 'lt40'], ['trump-approval-dec-31-2026-40-42', '40.0–41.9%', 'b40'], ['trump-approval-dec-31-2026-42-44', '42.0–43.9%', 'b42'], ['trump-approval-dec-31-2026-44-plus', '44.0%+', 'ge44'],
    ], { src: 'https://www.natesilver.net/p/trump-approval-rating', rules: 'Resolves per the Silver Bulletin Trump approval average for December 31, 2026.' })),
  ] }, ['measure']);
}

{ // Supreme Court: Alito announcing retirement by June 30, 2027 ("before Jul 1" on alpha is the same deadline). Gamma's Thomas market
  // is another justice AND another question (leaving the Court in 2027): separate (hard negative, subject).
  put('politics', { name: 'scotus-alito-2027', events: [
    A('KXALITORETIRE-27', 'Will Samuel Alito announce his retirement before Jul 1, 2027?', 'Politics', z('2027-07-01', '03:59'), [['YES', 'Yes', 'alito', {
      rules: 'If Justice Samuel Alito publicly announces his retirement from the Supreme Court before Jul 1, 2027, then the market resolves to Yes.' }]]),
    B('Alito announces retirement by June 30, 2027?', 'Politics', z('2027-06-30', '23:59'), [['alito-announces-retirement-by-june-30-2027', 'Yes', 'alito', {
      rules: 'Resolves "Yes" if Supreme Court Justice Samuel Alito announces his retirement by June 30, 2027, 11:59 PM ET.' }]]),
  ] });
  put('politics', { name: 'scotus-thomas-2027', events: [
    G1('Will Clarence Thomas leave the Supreme Court in 2027?', z('2027-12-31'), 'thomas', { rules: 'Resolves YES if Justice Clarence Thomas ceases to serve on the U.S. Supreme Court for any reason during 2027.' }),
  ] }, ['subject']);
}

{ // Hegseth: alpha says "Secretary of Defense", beta "Secretary of War" (the department's secondary name since 2025). One office, one
  // deadline (before Apr 1 = by Mar 31): one event.
  put('politics', { name: 'hegseth-out-mar-2027', events: [
    A('KXHEGSETHOUT-27APR01', 'Pete Hegseth out as Secretary of Defense before Apr 1, 2027?', 'Politics', z('2027-04-01', '03:59'), [['YES', 'Yes', 'out', {
      rules: 'If Pete Hegseth ceases to be U.S. Secretary of Defense before Apr 1, 2027, then the market resolves to Yes. An announced but not yet effective departure does not count.' }]]),
    B('Hegseth out as Secretary of War by March 31?', 'Politics', z('2027-03-31', '23:59'), [['hegseth-out-as-secretary-of-war-by-march-31-2027', 'Yes', 'out', {
      rules: 'This market resolves "Yes" if Pete Hegseth leaves the position of U.S. Secretary of War (Defense) by March 31, 2027, 11:59 PM ET. An announcement alone does not count.' }]]),
  ] });
  put('politics', { name: 'patel-out-mar-2027', events: [
    B('Kash Patel out as FBI Director by March 31?', 'Politics', z('2027-03-31', '23:59'), [['kash-patel-out-as-fbi-director-by-march-31-2027', 'Yes', 'out', {
      rules: 'Resolves "Yes" if Kash Patel ceases to be Director of the FBI by March 31, 2027, 11:59 PM ET.' }]]),
  ] }, ['subject']);
}

{ // 2027 governors. Kentucky: the same race on both venues. Mississippi: alpha's Governor vs beta's Lieutenant Governor, both with
  // party outcomes (hard negative, office).
  const close = z('2027-11-03', '12:00');
  put('politics', { name: 'ky-governor-2027', events: [
    A('KXGOVKY-27', 'Kentucky Governor: winning party?', 'Elections', close, w([['D', 'Democratic', 'dem'], ['R', 'Republican', 'rep']],
      { rules: 'If the candidate of the listed party wins the 2027 Kentucky gubernatorial election, then the market resolves to Yes.' })),
    B('Kentucky Governor Election Winner 2027', 'Politics', close, w([['kentucky-governor-2027-republican', 'Republican', 'rep'], ['kentucky-governor-2027-democrat', 'Democrat', 'dem']],
      { rules: 'Resolves to the party of the winner of the November 2, 2027 Kentucky gubernatorial election.' })),
  ] });
  put('politics', { name: 'ms-gov-vs-ltgov-2027', groups: [['alpha'], ['beta']], events: [
    A('KXGOVMS-27', 'Mississippi Governor: winning party?', 'Elections', close, w([['D', 'Democratic', 'dem'], ['R', 'Republican', 'rep']],
      { rules: 'If the candidate of the listed party wins the 2027 Mississippi gubernatorial election, then the market resolves to Yes.' })),
    B('Mississippi Lieutenant Governor Election Winner 2027', 'Politics', close, w([['mississippi-lt-governor-2027-republican', 'Republican', 'rep'], ['mississippi-lt-governor-2027-democrat', 'Democrat', 'dem']],
      { rules: 'Resolves to the party of the winner of the 2027 election for Lieutenant Governor of Mississippi.' })),
  ] }, ['office']);
}

{ // Impeachment in 2027 (House of the 120th Congress). Alpha and beta: "in 2027". Gamma: "before 2028", a window that also covers the
  // rest of 2026 (the outgoing House). Same end, another start: one event, not fungible with gamma (hard negatives, window).
  // Beta's "removed from office" is the Senate conviction: another event (hard negative, measure).
  const close = z('2027-12-31');
  put('politics', { name: 'trump-impeached-2027', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A('KXIMPEACH-27', 'Will Trump be impeached in 2027?', 'Politics', close, [['YES', 'Yes', 'impeach', { rules: 'If the House of Representatives votes to impeach Donald Trump between Jan 1, 2027 and Dec 31, 2027, then the market resolves to Yes.' }]]),
    B('Trump impeached in 2027?', 'Politics', close, [['trump-impeached-in-2027', 'Yes', 'impeach', { rules: 'Resolves "Yes" if the U.S. House passes at least one article of impeachment against Donald Trump during calendar year 2027.' }]]),
    G1('Will the House impeach Donald Trump before 2028?', close, 'impeach', { rules: 'Resolves YES if the U.S. House of Representatives adopts an article of impeachment against President Trump at any time from market creation until December 31, 2027.' }),
  ] }, ['window', 'window']);
  put('politics', { name: 'trump-removed-2027', events: [
    B('Trump removed from office by the Senate in 2027?', 'Politics', close, [['trump-removed-by-senate-conviction-in-2027', 'Yes', 'removed', { rules: 'Resolves "Yes" if the Senate convicts Donald Trump on an article of impeachment in 2027.' }]]),
  ] }, ['measure']);
}

{ // Filibuster: same question, same deadline.
  put('politics', { name: 'filibuster-2027', events: [
    A('KXFILIBUSTER-27', 'Will the Senate eliminate the legislative filibuster before 2028?', 'Politics', z('2027-12-31'), [['YES', 'Yes', 'nuke', { rules: 'If the Senate changes its rules or precedents so that legislation can pass with a simple majority before Jan 1, 2028, then the market resolves to Yes.' }]]),
    B('Senate nukes the filibuster by December 31, 2027?', 'Politics', z('2027-12-31'), [['senate-nukes-filibuster-by-dec-31-2027', 'Yes', 'nuke', { rules: 'Resolves "Yes" if the Senate abolishes the legislative filibuster (cloture for legislation at a simple majority) by December 31, 2027.' }]]),
  ] });
}

// ───────── World ─────────

{ // French presidential election 2027 (Apr 11 / Apr 25). Beta's first-round winner lists the same names (hard negative, office).
  const close = z('2027-04-25', '18:00');
  put('politics', { name: 'fr-presidential-2027', events: [
    A('KXFRPRES-27', 'Who will win the 2027 French presidential election?', 'World', close, w([
      ['BARD', 'Jordan Bardella', 'bardella'], ['PHIL', 'Edouard Philippe', 'philippe'], ['LEPE', 'Marine Le Pen', 'lepen'], ['ATTA', 'Gabriel Attal', 'attal'], ['MELE', 'Jean-Luc Melenchon', 'melenchon'], ['RETA', 'Bruno Retailleau', 'retailleau'],
    ], { rules: 'If the listed candidate is elected President of France in the 2027 presidential election, then the market resolves to Yes.' })),
    B('French Presidential Election Winner 2027', 'Politics', close, w([
      ['france-2027-winner-jordan-bardella', 'Jordan Bardella', 'bardella'], ['france-2027-winner-edouard-philippe', 'Édouard Philippe', 'philippe'], ['france-2027-winner-marine-le-pen', 'Marine Le Pen', 'lepen'],
      ['france-2027-winner-gabriel-attal', 'Gabriel Attal', 'attal'], ['france-2027-winner-jean-luc-melenchon', 'Jean-Luc Mélenchon', 'melenchon'], ['france-2027-winner-raphael-glucksmann', 'Raphaël Glucksmann', 'glucksmann'],
      ['france-2027-winner-bruno-retailleau', 'Bruno Retailleau', 'retailleau'],
    ], { rules: 'Resolves "Yes" for the candidate who wins the 2027 French presidential election (second round, or first round outright).' })),
    G('2027 French Presidential Election — Winner', close, [['J. Bardella', 'bardella'], ['É. Philippe', 'philippe'], ['M. Le Pen', 'lepen'], ['Other', 'other']],
      { rules: 'Resolves to the candidate elected President of the French Republic in 2027, per the Constitutional Council.' }),
  ] });
  put('politics', { name: 'fr-presidential-2027-first-round', events: [
    B('French Presidential Election 2027: First Round Winner', 'Politics', z('2027-04-11', '18:00'), w([
      ['france-2027-first-round-jordan-bardella', 'Jordan Bardella', 'bardella'], ['france-2027-first-round-edouard-philippe', 'Édouard Philippe', 'philippe'],
      ['france-2027-first-round-jean-luc-melenchon', 'Jean-Luc Mélenchon', 'melenchon'], ['france-2027-first-round-marine-le-pen', 'Marine Le Pen', 'lepen'],
    ], { rules: 'Resolves "Yes" for the candidate with the most votes in the first round on April 11, 2027.' })),
  ] }, ['office']);
}

{ // Starmer. Alpha and beta: out as Prime Minister by Mar 31, 2027. Gamma: out as Labour leader — a leader can resign and stay PM until
  // a successor is chosen, so the two settle on different dates (hard negative, office).
  put('politics', { name: 'uk-starmer-out-mar-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSTARMEROUT-27APR01', 'Keir Starmer out as Prime Minister before Apr 1, 2027?', 'World', z('2027-04-01', '03:59'), [['YES', 'Yes', 'pm-out', { rules: 'If Keir Starmer ceases to be Prime Minister of the United Kingdom before Apr 1, 2027, then the market resolves to Yes.' }]]),
    B('Starmer out by March 31, 2027?', 'Politics', z('2027-03-31', '23:59'), [['starmer-out-as-pm-by-march-31-2027', 'Yes', 'pm-out', { rules: 'Resolves "Yes" if Keir Starmer is no longer UK Prime Minister by March 31, 2027, 11:59 PM ET.' }]]),
    G1('Will Keir Starmer cease to be Labour Party leader by March 31, 2027?', z('2027-03-31', '23:59'), 'leader-out', { rules: 'Resolves YES if Keir Starmer is no longer Leader of the Labour Party (resignation taking effect, or replacement) by 31 March 2027.' }),
  ] }, ['office']);
  put('politics', { name: 'uk-next-pm', events: [
    B('Next UK Prime Minister', 'Politics', z('2029-12-31'), w([
      ['next-uk-pm-andy-burnham', 'Andy Burnham', 'burnham'], ['next-uk-pm-wes-streeting', 'Wes Streeting', 'streeting'], ['next-uk-pm-shabana-mahmood', 'Shabana Mahmood', 'mahmood'],
      ['next-uk-pm-angela-rayner', 'Angela Rayner', 'rayner'], ['next-uk-pm-nigel-farage', 'Nigel Farage', 'farage'], ['next-uk-pm-kemi-badenoch', 'Kemi Badenoch', 'badenoch'],
    ], { rules: 'Resolves "Yes" for the person who next becomes Prime Minister of the United Kingdom after Keir Starmer.' })),
  ] });
}

{ // Russia–Ukraine ceasefire. Alpha "before Apr 1, 2027" = beta "by March 31, 2027"; gamma "in 2027" is a later deadline, and beta's
  // "in 2026" an earlier one (hard negatives, deadline).
  put('politics', { name: 'ukraine-ceasefire-mar-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXUKRCEASE-27APR01', 'Russia-Ukraine ceasefire before Apr 1, 2027?', 'World', z('2027-04-01', '03:59'), [['YES', 'Yes', 'cf-mar', { rules: 'If Russia and Ukraine both publicly agree to a general ceasefire that takes effect before Apr 1, 2027, then the market resolves to Yes.' }]]),
    B('Russia x Ukraine ceasefire by March 31, 2027?', 'Geopolitics', z('2027-03-31', '23:59'), [['russia-x-ukraine-ceasefire-by-march-31-2027', 'Yes', 'cf-mar', { rules: 'Resolves "Yes" if a general ceasefire between Russia and Ukraine, agreed by both governments, takes effect by March 31, 2027, 11:59 PM ET.' }]]),
    G1('Russia–Ukraine ceasefire in 2027?', z('2027-12-31'), 'cf-2027', { rules: 'Resolves YES if Russia and Ukraine agree to a general ceasefire that takes effect at any time in 2027.' }),
  ] }, ['deadline']);
  put('politics', { name: 'ukraine-ceasefire-2026', events: [
    B('Russia x Ukraine ceasefire in 2026?', 'Geopolitics', z('2026-12-31', '23:59'), [['russia-x-ukraine-ceasefire-in-2026', 'Yes', 'cf-2026', { rules: 'Resolves "Yes" if a general ceasefire between Russia and Ukraine takes effect by December 31, 2026, 11:59 PM ET.' }]]),
  ] }, ['deadline']);
}

{ // Taiwan. Alpha "before 2028" (from listing, Nov 2026) vs beta "in 2027": same end, another start: one event, not fungible (window).
  // Gamma's naval blockade is another question (hard negative, measure).
  put('politics', { name: 'china-taiwan-2027', groups: [['alpha', 'beta'], ['gamma']], fungible: nf('alpha|beta'), events: [
    A('KXCHINAINVADE-27', 'Will China invade Taiwan before 2028?', 'World', z('2027-12-31'), [['YES', 'Yes', 'invade', { rules: 'If the People\'s Liberation Army invades Taiwan (an amphibious or airborne landing of PLA ground forces on Taiwan island) between issuance and Dec 31, 2027, then the market resolves to Yes.' }]]),
    B('China invades Taiwan in 2027?', 'Geopolitics', z('2027-12-31'), [['china-invades-taiwan-in-2027', 'Yes', 'invade', { rules: 'Resolves "Yes" if China launches a military invasion of Taiwan (PLA ground forces landing on Taiwan\'s main island) between January 1 and December 31, 2027.' }]]),
    G1('Will China impose a naval blockade of Taiwan by Dec 31, 2027?', z('2027-12-31'), 'blockade', { rules: 'Resolves YES if China declares or enforces a naval blockade of Taiwan before the end of 2027.' }),
  ] }, ['window', 'measure']);
}

{ // Nigeria presidential election, Feb 20, 2027.
  const close = z('2027-03-05');
  put('politics', { name: 'nigeria-presidential-2027', events: [
    B('Nigeria Presidential Election Winner 2027', 'Politics', close, w([
      ['nigeria-2027-bola-tinubu', 'Bola Tinubu', 'tinubu'], ['nigeria-2027-atiku-abubakar', 'Atiku Abubakar', 'atiku'], ['nigeria-2027-peter-obi', 'Peter Obi', 'obi'], ['nigeria-2027-rabiu-kwankwaso', 'Rabiu Kwankwaso', 'kwankwaso'],
    ], { rules: 'Resolves "Yes" for the candidate declared winner of the 2027 Nigerian presidential election by INEC.' })),
    G('Nigeria 2027 Presidential Election', close, [['Tinubu', 'tinubu'], ['Atiku', 'atiku'], ['Obi', 'obi'], ['Other', 'other']],
      { rules: 'Resolves to the winner declared by the Independent National Electoral Commission (INEC).' }),
  ] });
}

{ // Spain's next general election (due by Aug 2027): most seats.
  const close = z('2027-08-31');
  put('politics', { name: 'spain-general-election-most-seats', events: [
    B('Spain General Election: Most Seats', 'Politics', close, w([['spain-next-election-most-seats-pp', 'PP', 'pp'], ['spain-next-election-most-seats-psoe', 'PSOE', 'psoe'], ['spain-next-election-most-seats-vox', 'Vox', 'vox']],
      { rules: 'Resolves "Yes" for the party winning the most seats in the Congress of Deputies at the next Spanish general election.' })),
    G("Which party wins the most seats in Spain's next general election?", close, [['Partido Popular', 'pp'], ['PSOE', 'psoe'], ['Vox', 'vox']],
      { rules: 'Resolves to the party with the most seats in the Congreso de los Diputados after the next general election.' }),
  ] });
}

{ // Ukraine presidential election held in 2027.
  put('politics', { name: 'ukraine-election-2027', events: [
    B('Ukraine presidential election held in 2027?', 'Geopolitics', z('2027-12-31'), [['ukraine-presidential-election-held-in-2027', 'Yes', 'held', { rules: 'Resolves "Yes" if Ukraine holds a presidential election (first round voting) between January 1 and December 31, 2027.' }]]),
    G1('Will Ukraine hold a presidential election in 2027?', z('2027-12-31'), 'held', { rules: 'Resolves YES if voting in a Ukrainian presidential election takes place in calendar year 2027.' }),
  ] });
}

{ // Khamenei out as Supreme Leader by June 30, 2027 (alpha "before Jul 1").
  put('politics', { name: 'khamenei-out-jun-2027', events: [
    A('KXKHAMENEIOUT-27JUL01', 'Khamenei out as Supreme Leader before Jul 1, 2027?', 'World', z('2027-07-01', '03:59'), [['YES', 'Yes', 'out', { rules: 'If Ali Khamenei ceases to be Supreme Leader of Iran before Jul 1, 2027, then the market resolves to Yes.' }]]),
    B('Khamenei out as Supreme Leader of Iran by June 30?', 'Geopolitics', z('2027-06-30', '23:59'), [['khamenei-out-as-supreme-leader-by-june-30-2027', 'Yes', 'out', { rules: 'Resolves "Yes" if Ali Khamenei is no longer Supreme Leader of Iran by June 30, 2027, 11:59 PM ET.' }]]),
  ] });
}

{ // Trump–Xi in-person meeting in 2027 (all three: calendar 2027).
  put('politics', { name: 'trump-xi-meeting-2027', events: [
    A('KXTRUMPXI-27', 'Will Trump and Xi Jinping meet in person in 2027?', 'World', z('2027-12-31'), [['YES', 'Yes', 'meet', { rules: 'If Donald Trump and Xi Jinping meet in person between Jan 1, 2027 and Dec 31, 2027, then the market resolves to Yes.' }]]),
    B('Trump x Xi meeting in 2027?', 'Geopolitics', z('2027-12-31'), [['trump-xi-in-person-meeting-in-2027', 'Yes', 'meet', { rules: 'Resolves "Yes" if Donald Trump and Xi Jinping hold an in-person meeting in calendar year 2027.' }]]),
    G1('Trump–Xi in-person meeting in 2027?', z('2027-12-31'), 'meet', { rules: 'Resolves YES if Presidents Trump and Xi meet face to face at any time in 2027.' }),
  ] });
}

{ // Only on beta: Uttar Pradesh assembly election (early 2027).
  put('politics', { name: 'up-election-2027', events: [
    B('Uttar Pradesh Election 2027: BJP majority?', 'Politics', z('2027-03-31'), [['uttar-pradesh-2027-bjp-majority', 'Yes', 'bjp', { rules: 'Resolves "Yes" if the BJP alone wins at least 202 of 403 seats in the 2027 Uttar Pradesh Legislative Assembly election.' }]]),
  ] });
}

// ═════════════════════════════════════════════ ECONOMICS AND CENTRAL BANKS ═════════════════════════════════════════════

const FED = 'Federal Reserve https://www.federalreserve.gov/monetarypolicy/openmarket.htm';
const BLS_CPI = 'Bureau of Labor Statistics https://www.bls.gov/cpi/';
const BLS_EMP = 'Bureau of Labor Statistics https://www.bls.gov/news.release/empsit.toc.htm';
const BEA = 'Bureau of Economic Analysis https://www.bea.gov/data/gdp/gross-domestic-product';

{ // FOMC, Dec 8–9, 2026 (target range 3.25–3.50% going in). Buckets that coincide share `t`: alpha "Cut >25bps" = beta "50+ bps
  // decrease" = gamma "Decrease 50+ bps" (the Fed moves in 25 bp steps). Beta's "25+ bps increase", beta_us's "Hike" and gamma's
  // "Increase" are all "any hike", which is not alpha's "Hike 25bps" (alpha splits hikes in two); beta_us's "Cut" (any size) matches
  // no single bucket elsewhere.
  const close = z('2026-12-09', '19:00');
  put('central_banks', { name: 'fomc-dec-2026', events: [
    A('KXFEDDECISION-26DEC', 'Fed decision in Dec 2026?', 'Economics', close, w([
      ['C26', 'Cut >25bps', 'cut50'], ['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25'], ['H26', 'Hike >25bps', 'hike50'],
    ], { q: 'What will the Fed do at its December 2026 meeting?', rules: 'If the FOMC changes the upper bound of the federal funds target range by the listed amount at its meeting concluding Dec 9, 2026, then the market resolves to Yes.' }), { sources: [FED] }),
    B('Fed decision in December?', 'Economy', close, w([
      ['fed-decreases-interest-rates-by-50-bps-after-december-2026-meeting', '50+ bps decrease', 'cut50'],
      ['fed-decreases-interest-rates-by-25-bps-after-december-2026-meeting', '25 bps decrease', 'cut25'],
      ['no-change-in-fed-interest-rates-after-december-2026-meeting', 'No change', 'hold'],
      ['fed-increases-interest-rates-by-25-bps-after-december-2026-meeting', '25+ bps increase', 'hikeany'],
    ], { src: 'https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm', rules: 'The FOMC has a meeting scheduled for December 8–9, 2026. This market resolves on the change to the upper bound of the target federal funds range announced in the statement after that meeting.' })),
    U('fomc-dec-2026', 'FOMC December 2026: rate decision', 'Economics', close, [
      ['fomc-dec-2026-cut', 'Cut', 'cutany', { q: 'Will the Fed cut rates at the December 2026 FOMC meeting?' }],
      ['fomc-dec-2026-hold', 'Hold', 'hold', { q: 'Will the Fed hold rates at the December 2026 FOMC meeting?' }],
      ['fomc-dec-2026-hike', 'Hike', 'hikeany', { q: 'Will the Fed hike rates at the December 2026 FOMC meeting?' }],
    ], { rules: 'Resolves on the federal funds target range announced by the FOMC on December 9, 2026.' }),
    G('Fed Interest Rate Decision — December 2026', close, [['Decrease 50+ bps', 'cut50'], ['Decrease 25 bps', 'cut25'], ['No change', 'hold'], ['Increase', 'hikeany']],
      { rules: 'Resolves according to the change in the federal funds target range announced after the FOMC meeting of December 8–9, 2026.' }),
  ] });
}

{ // The same meeting's resulting LEVEL (upper bound above X). Alpha lists it as its own series next to the decision series: a level is
  // another measure than a change, and the venue itself treats them as two events. Only on alpha (hard negative, measure).
  put('central_banks', { name: 'fed-upper-bound-dec-2026', events: [
    A('KXFED-26DEC', 'Fed funds rate upper bound after Dec 2026 meeting?', 'Economics', z('2026-12-09', '19:00'), w([
      ['T3.00', 'Above 3.00%', 'gt300'], ['T3.25', 'Above 3.25%', 'gt325'], ['T3.50', 'Above 3.50%', 'gt350'],
    ], { rules: 'If the upper bound of the federal funds target range after the FOMC meeting concluding Dec 9, 2026 is above the listed rate, then the market resolves to Yes.' }), { sources: [FED] }),
  ] }, ['measure']);
}

{ // The next meeting, Jan 26–27, 2027: same question, another meeting (hard negative, date).
  const close = z('2027-01-27', '19:00');
  put('central_banks', { name: 'fomc-jan-2027', events: [
    A('KXFEDDECISION-27JAN', 'Fed decision in Jan 2027?', 'Economics', close, w([['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25']],
      { rules: 'If the FOMC changes the upper bound of the federal funds target range by the listed amount at its meeting concluding Jan 27, 2027, then the market resolves to Yes.' }), { sources: [FED] }),
    B('Fed decision in January?', 'Economy', close, w([
      ['fed-decreases-interest-rates-by-25-bps-after-january-2027-meeting', '25 bps decrease', 'cut25'], ['no-change-in-fed-interest-rates-after-january-2027-meeting', 'No change', 'hold'],
      ['fed-increases-interest-rates-by-25-bps-after-january-2027-meeting', '25 bps increase', 'hike25'],
    ], { rules: 'Resolves on the change in the upper bound of the federal funds target range announced after the FOMC meeting of January 26–27, 2027.' })),
  ] }, ['date']);
}

{ // Number of 25 bp cuts in 2027 (a 50 bp cut counts twice on both venues). Alpha's "4 or more" is beta's "4" plus "5+".
  const close = z('2027-12-16');
  put('central_banks', { name: 'fed-cuts-2027', events: [
    A('KXRATECUTCOUNT-27', 'Number of Fed rate cuts in 2027?', 'Economics', close, w([['0', '0 cuts', 'c0'], ['1', '1 cut', 'c1'], ['2', '2 cuts', 'c2'], ['3', '3 cuts', 'c3'], ['4', '4 or more', 'c4plus']],
      { rules: 'Resolves on the total number of 25 basis point reductions of the federal funds target upper bound during 2027 (a 50 bps cut counts as two).' }), { sources: [FED] }),
    B('How many Fed rate cuts in 2027?', 'Economy', close, w([
      ['how-many-fed-rate-cuts-in-2027-0', '0', 'c0'], ['how-many-fed-rate-cuts-in-2027-1', '1', 'c1'], ['how-many-fed-rate-cuts-in-2027-2', '2', 'c2'],
      ['how-many-fed-rate-cuts-in-2027-3', '3', 'c3'], ['how-many-fed-rate-cuts-in-2027-4', '4', 'c4'], ['how-many-fed-rate-cuts-in-2027-5-plus', '5+', 'c5plus'],
    ], { rules: 'Resolves on the number of 25 bps cuts to the federal funds target range in 2027; a 50 bps cut counts as 2 cuts.' })),
  ] });
}

{ // November 2026 CPI, released Thu Dec 10. Headline YoY: beta's buckets are exact one-decimal prints, so only its open-ended top
  // bucket "3.1% or more" coincides with an alpha strike ("Above 3.0%"); gamma's "2.9% or higher" = alpha "Above 2.8%".
  const close = z('2026-12-10', '13:30');
  const rules = 'Resolves on the 12-month percent change in CPI-U, all items, not seasonally adjusted, for November 2026, as first published by the BLS (one decimal).';
  put('economics', { name: 'cpi-yoy-nov-2026', events: [
    A('KXCPIYOY-26NOV', 'CPI year-over-year in Nov 2026?', 'Economics', close, w([['T2.6', 'Above 2.6%', 'gt26'], ['T2.8', 'Above 2.8%', 'gt28'], ['T3.0', 'Above 3.0%', 'gt30']], { rules }), { sources: [BLS_CPI] }),
    B('US annual inflation in November?', 'Economy', close, w([
      ['us-annual-inflation-november-2026-2pt6-or-less', '≤2.6%', 'le26'], ['us-annual-inflation-november-2026-2pt7', '2.7%', 'e27'], ['us-annual-inflation-november-2026-2pt8', '2.8%', 'e28'],
      ['us-annual-inflation-november-2026-2pt9', '2.9%', 'e29'], ['us-annual-inflation-november-2026-3pt0', '3.0%', 'e30'], ['us-annual-inflation-november-2026-3pt1-or-more', '≥3.1%', 'gt30'],
    ], { src: 'https://www.bls.gov/cpi/', rules })),
    G1('Will US CPI inflation (YoY) for November 2026 be 2.9% or higher?', close, 'gt28', { rules: 'Resolves YES if the BLS reports November 2026 CPI-U year-over-year inflation of 2.9% or more.' }),
  ] });
}

{ // Core CPI YoY for the same month: another measure from the same release (hard negative against the headline listings).
  const close = z('2026-12-10', '13:30');
  put('economics', { name: 'cpi-core-yoy-nov-2026', events: [
    A('KXCPICOREYOY-26NOV', 'Core CPI year-over-year in Nov 2026?', 'Economics', close, w([['T2.8', 'Above 2.8%', 'gt28'], ['T3.0', 'Above 3.0%', 'gt30']],
      { rules: 'Resolves on the 12-month change in CPI-U less food and energy, not seasonally adjusted, for November 2026, as first published by the BLS.' }), { sources: [BLS_CPI] }),
    B('November CPI: core inflation year-over-year?', 'Economy', close, w([
      ['us-core-inflation-november-2026-above-2pt8', 'Above 2.8%', 'gt28'], ['us-core-inflation-november-2026-above-3pt0', 'Above 3.0%', 'gt30'],
    ], { src: 'https://www.bls.gov/cpi/', rules: 'Resolves on the BLS-published 12-month change in core CPI (all items less food and energy) for November 2026.' })),
  ] }, ['measure']);
}

{ // CPI month-over-month (seasonally adjusted) for November: another measure. Gamma's "0.3% or more" = alpha "Above 0.2%".
  const close = z('2026-12-10', '13:30');
  put('economics', { name: 'cpi-mom-nov-2026', events: [
    A('KXCPI-26NOV', 'CPI in Nov 2026?', 'Economics', close, w([['T0.1', 'Above 0.1%', 'gt01'], ['T0.2', 'Above 0.2%', 'gt02'], ['T0.3', 'Above 0.3%', 'gt03']],
      { q: 'What will CPI month-over-month be in November 2026?', rules: 'Resolves on the one-month percent change in CPI-U, seasonally adjusted, for November 2026, as first published by the BLS.' }), { sources: [BLS_CPI] }),
    G1('US CPI MoM (Nov 2026) at 0.3% or above?', close, 'gt02', { rules: 'Resolves YES if the seasonally adjusted month-over-month change in CPI-U for November 2026 is 0.3% or higher as first reported by the BLS.' }),
  ] }, ['measure']);
}

{ // November jobs report (Fri Dec 4). Beta's "More than 100k" = alpha "Above 100,000"; gamma's 75K line is its own (hard negative, threshold).
  const close = z('2026-12-04', '13:30');
  put('economics', { name: 'payrolls-nov-2026', events: [
    A('KXPAYROLLS-26NOV', 'Jobs numbers in Nov 2026?', 'Economics', close, w([['T0', 'Above 0', 'gt0'], ['T50000', 'Above 50,000', 'gt50k'], ['T100000', 'Above 100,000', 'gt100k']],
      { q: 'How many jobs will be added in November 2026?', rules: 'Resolves on the change in total nonfarm payroll employment for November 2026 in the BLS Employment Situation first release.' }), { sources: [BLS_EMP] }),
    B('How many jobs added in November?', 'Economy', close, w([
      ['jobs-added-november-2026-negative', 'Less than 0', 'lt0'], ['jobs-added-november-2026-0-50k', '0–50k', 'b0'], ['jobs-added-november-2026-51k-100k', '51k–100k', 'b51'], ['jobs-added-november-2026-more-than-100k', 'More than 100k', 'gt100k'],
    ], { src: 'https://www.bls.gov/news.release/empsit.nr0.htm', rules: 'Resolves on the headline nonfarm payrolls change for November 2026 in the initial BLS release (in thousands).' })),
    G1('Will November 2026 nonfarm payrolls exceed 75K?', close, 'gt75k', { rules: 'Resolves YES if the initial BLS estimate of November 2026 nonfarm payroll growth is greater than 75,000.' }),
  ] }, ['threshold']);
}

{ // November unemployment rate. Beta's "4.7% or higher" = alpha "Above 4.6%". Gamma asks "below 4.5%": for a one-decimal print that is
  // beta's "4.4% or lower", and the complement of alpha's "Above 4.4%" — its YES must not be paired with that strike's YES (hard
  // negative, inverted).
  const close = z('2026-12-04', '13:30');
  put('economics', { name: 'unemployment-nov-2026', events: [
    A('KXU3-26NOV', 'Unemployment in Nov 2026?', 'Economics', close, w([['T4.4', 'Above 4.4%', 'gt44'], ['T4.5', 'Above 4.5%', 'gt45'], ['T4.6', 'Above 4.6%', 'gt46']],
      { rules: 'Resolves on the U-3 unemployment rate for November 2026 in the BLS Employment Situation first release.' }), { sources: [BLS_EMP] }),
    B('Unemployment rate in November?', 'Economy', close, w([
      ['us-unemployment-november-2026-4pt4-or-lower', '4.4% or lower', 'le44'], ['us-unemployment-november-2026-4pt5', '4.5%', 'e45'], ['us-unemployment-november-2026-4pt6', '4.6%', 'e46'], ['us-unemployment-november-2026-4pt7-or-higher', '4.7% or higher', 'gt46'],
    ], { rules: 'Resolves on the November 2026 unemployment rate (U-3) as first published by the BLS.' })),
    G1('Will the US unemployment rate be below 4.5% in November 2026?', close, 'le44', { rules: 'Resolves YES if the BLS reports a November 2026 unemployment rate of 4.4% or lower.' }),
  ] }, ['inverted']);
}

{ // Q4 2026 GDP, advance estimate (Jan 28, 2027). Beta's top bucket "2.1% or more" = alpha "Above 2.0%" (one-decimal print); its
  // lower buckets match no alpha strike.
  const close = z('2027-01-28', '13:30');
  put('economics', { name: 'gdp-q4-2026-advance', events: [
    A('KXGDP-26Q4', 'GDP growth in Q4 2026?', 'Economics', close, w([['T1.0', 'Above 1.0%', 'gt10'], ['T2.0', 'Above 2.0%', 'gt20'], ['T3.0', 'Above 3.0%', 'gt30']],
      { rules: 'Resolves on the annualized quarter-over-quarter real GDP growth rate for Q4 2026 in the BEA advance estimate.' }), { sources: [BEA] }),
    B('US GDP growth in Q4 2026?', 'Economy', close, w([
      ['us-gdp-q4-2026-below-1pt0', '<1.0%', 'lt10'], ['us-gdp-q4-2026-1pt0-2pt0', '1.0–2.0%', 'b10'], ['us-gdp-q4-2026-2pt1-or-more', '2.1% or more', 'gt20'],
    ], { rules: 'Resolves on the advance estimate of annualized real GDP growth for Q4 2026 published by the BEA (one decimal).' })),
  ] });
}

{ // Q3 2026 GDP: beta and beta_us on the second estimate (Wed Nov 25); gamma on the third (Dec 22). Another estimate: another event.
  const close2 = z('2026-11-25', '13:30');
  put('economics', { name: 'gdp-q3-2026-later-estimates', groups: [['beta', 'beta_us'], ['gamma']], events: [
    B('Q3 GDP second estimate above 3.0%?', 'Economy', close2, [['q3-2026-gdp-second-estimate-above-3pt0', 'Yes', 'gt30', { rules: 'Resolves "Yes" if the BEA second estimate of Q3 2026 annualized real GDP growth, released November 25, 2026, is above 3.0%.' }]]),
    U('gdp-q3-2026-second-estimate', 'US GDP Q3 2026 (second estimate)', 'Economics', close2, [['gdp-q3-2026-second-estimate-above-3', 'Yes', 'gt30', { q: 'Q3 2026 GDP second estimate above 3.0%?', rules: 'Resolves on the BEA second estimate for Q3 2026 (annualized, one decimal).' }]]),
    G1('US Q3 2026 GDP (third estimate) above 3.0%?', z('2026-12-22', '13:30'), 'gt30', { rules: 'Resolves YES if the BEA third estimate of Q3 2026 real GDP growth (annualized), due December 22, 2026, exceeds 3.0%.' }),
  ] }, ['estimate']);
}

{ // US recession in 2027. Alpha: two consecutive negative quarters in 2027 per BEA advance estimates. Beta: that OR an NBER peak dated
  // in 2027. Same nominal question, a wider criterion on beta: one event, not fungible (source/criterion).
  put('economics', { name: 'us-recession-2027', fungible: nf('alpha|beta'), events: [
    A('KXRECESSION-27', 'Recession in 2027?', 'Economics', z('2028-01-31'), [['YES', 'Yes', 'rec', { rules: 'If the BEA advance estimates show two consecutive quarters of negative real GDP growth, both within 2027, then the market resolves to Yes.' }]], { sources: [BEA] }),
    B('US recession in 2027?', 'Economy', z('2028-01-31'), [['us-recession-in-2027', 'Yes', 'rec', { rules: 'Resolves "Yes" if either the NBER announces a business-cycle peak dated in 2027, or the BEA advance estimates show two consecutive quarters of negative real GDP growth within 2027.' }]]),
  ] }, ['source']);
}

{ // Initial jobless claims, week ending Nov 21 (released Wed Nov 25 because of Thanksgiving).
  const close = z('2026-11-25', '13:30');
  put('economics', { name: 'jobless-claims-2026-11-21', events: [
    A('KXJOBLESS-26NOV25', 'Initial jobless claims for week ending Nov 21?', 'Economics', close, w([['T215000', 'Above 215,000', 'gt215'], ['T225000', 'Above 225,000', 'gt225'], ['T235000', 'Above 235,000', 'gt235']],
      { rules: 'Resolves on seasonally adjusted initial claims for the week ending Nov 21, 2026, in the Department of Labor release of Nov 25, 2026.' }), { sources: ['Department of Labor https://www.dol.gov/ui/data.pdf'] }),
    B('Initial jobless claims above 225K (week ending Nov 21)?', 'Economy', close, [['initial-jobless-claims-week-ending-nov-21-2026-above-225k', 'Yes', 'gt225', { rules: 'Resolves "Yes" if initial jobless claims (SA) for the week ending November 21, 2026, as first reported by the DOL, are greater than 225,000.' }]]),
  ] });
}

{ // ECB, Dec 17 (deposit facility rate, 2.00% going in).
  const close = z('2026-12-17', '13:15');
  put('central_banks', { name: 'ecb-dec-2026', events: [
    A('KXECB-26DEC', 'ECB rate decision in Dec 2026?', 'Economics', close, w([['C25', 'Cut 25bps', 'cut25'], ['H0', 'Hold', 'hold'], ['H25', 'Hike 25bps', 'hike25']],
      { rules: 'If the ECB changes the deposit facility rate by the listed amount at its monetary policy meeting of Dec 17, 2026, then the market resolves to Yes.' }), { sources: ['European Central Bank https://www.ecb.europa.eu/press/govcdec/mopo/html/index.en.html'] }),
    B('ECB decision in December?', 'Economy', close, w([
      ['ecb-decreases-rates-by-25-bps-december-2026', '25 bps decrease', 'cut25'], ['ecb-no-change-december-2026', 'No change', 'hold'], ['ecb-increases-rates-by-25-bps-december-2026', '25 bps increase', 'hike25'],
    ], { rules: 'Resolves on the change to the ECB deposit facility rate announced on December 17, 2026.' })),
    G('ECB Deposit Rate Decision (Dec 17, 2026)', close, [['Cut 25 bps', 'cut25'], ['Hold at 2.00%', 'hold'], ['Hike', 'hikeany']], { rules: 'Resolves on the deposit facility rate decision published by the ECB on 17 December 2026.' }),
  ] });
}

{ // Bank of England, Dec 17 (Bank Rate 3.50% going in).
  const close = z('2026-12-17', '12:00');
  put('central_banks', { name: 'boe-dec-2026', events: [
    B('Bank of England decision in December?', 'Economy', close, w([
      ['boe-decreases-bank-rate-by-25-bps-december-2026', '25 bps decrease', 'cut25'], ['boe-no-change-december-2026', 'No change', 'hold'], ['boe-increases-bank-rate-december-2026', 'Increase', 'hikeany'],
    ], { rules: 'Resolves on the Bank Rate decision announced by the Bank of England MPC on December 17, 2026.' })),
    G('BoE Bank Rate Decision — December 2026', close, [['Cut 25bp', 'cut25'], ['Hold', 'hold'], ['Hike', 'hikeany']], { rules: 'Resolves on the MPC decision announced on 17 December 2026.' }),
  ] });
}

{ // Bank of Japan, Dec 18: gamma's "raise rates" = beta's "Increase".
  const close = z('2026-12-18', '03:00');
  put('central_banks', { name: 'boj-dec-2026', events: [
    B('Bank of Japan decision in December?', 'Economy', close, w([['boj-increase-december-2026', 'Increase', 'hike'], ['boj-no-change-december-2026', 'No change', 'hold'], ['boj-decrease-december-2026', 'Decrease', 'cut']],
      { rules: 'Resolves on the change to the BoJ short-term policy rate announced after the December 17–18, 2026 Monetary Policy Meeting.' })),
    G1('Will the BoJ raise rates at its December 2026 meeting?', close, 'hike', { rules: 'Resolves YES if the Bank of Japan raises its short-term policy interest rate at the meeting ending 18 December 2026.' }),
  ] });
}

{ // Only on beta: Bank of Canada, Dec 9.
  put('central_banks', { name: 'boc-dec-2026', events: [
    B('Bank of Canada decision in December?', 'Economy', z('2026-12-09', '14:45'), w([['boc-decrease-december-2026', '25 bps decrease', 'cut25'], ['boc-no-change-december-2026', 'No change', 'hold'], ['boc-increase-december-2026', '25 bps increase', 'hike25']],
      { rules: 'Resolves on the change in the Bank of Canada target for the overnight rate announced on December 9, 2026.' })),
  ] });
}

{ // Euro area HICP for November: beta on the flash estimate (Dec 1), gamma on the final (Dec 16). Different estimates (hard negative).
  put('economics', { name: 'ez-hicp-nov-2026', groups: [['beta'], ['gamma']], events: [
    B('Eurozone inflation (flash) in November?', 'Economy', z('2026-12-01', '10:00'), w([
      ['eurozone-flash-hicp-november-2026-1pt9-or-less', '≤1.9%', 'le19'], ['eurozone-flash-hicp-november-2026-2pt0', '2.0%', 'e20'], ['eurozone-flash-hicp-november-2026-2pt1', '2.1%', 'e21'], ['eurozone-flash-hicp-november-2026-2pt2-or-more', '≥2.2%', 'ge22'],
    ], { rules: 'Resolves on the Eurostat flash estimate of euro area annual HICP inflation for November 2026, published December 1, 2026.' })),
    G1('Euro area HICP (final) for November 2026 at 2.0% or higher?', z('2026-12-16', '10:00'), 'ge20', { rules: 'Resolves on the final Eurostat release of euro area annual HICP inflation for November 2026 (due 16 December 2026).' }),
  ] }, ['estimate']);
}

{ // UK CPI for November (Dec 16). Gamma's "above 3.0%" = beta's "3.1% or more" (one-decimal print).
  const close = z('2026-12-16', '07:00');
  put('economics', { name: 'uk-cpi-nov-2026', events: [
    B('UK inflation in November?', 'Economy', close, w([['uk-cpi-november-2026-2pt9-or-less', '2.9% or less', 'le29'], ['uk-cpi-november-2026-3pt0', '3.0%', 'e30'], ['uk-cpi-november-2026-3pt1-or-more', '3.1% or more', 'gt30']],
      { rules: 'Resolves on the ONS 12-month CPI inflation rate for November 2026, as first published.' })),
    G1('UK CPI (YoY) for November 2026 above 3.0%?', close, 'gt30', { rules: 'Resolves YES if the ONS reports UK CPI annual inflation above 3.0% for November 2026.' }),
  ] });
}

{ // University of Michigan sentiment for December: beta on the preliminary (Dec 11), gamma on the final (Dec 23). Different estimates.
  put('economics', { name: 'umich-dec-2026', groups: [['beta'], ['gamma']], events: [
    B('UMich consumer sentiment (preliminary) in December above 55?', 'Economy', z('2026-12-11', '15:00'), [['umich-sentiment-preliminary-december-2026-above-55', 'Yes', 'gt55', { rules: 'Resolves on the preliminary University of Michigan Index of Consumer Sentiment for December 2026.' }]]),
    G1('Michigan Consumer Sentiment (final, Dec 2026) above 55?', z('2026-12-23', '15:00'), 'gt55', { rules: 'Resolves on the final December 2026 reading of the University of Michigan Index of Consumer Sentiment.' }),
  ] }, ['estimate']);
}

{ // AAA national average regular gas price on Dec 31.
  const close = z('2026-12-31', '23:59');
  put('economics', { name: 'gas-price-2026-12-31', events: [
    A('KXAAAGASM-26DEC31', 'US gas price on Dec 31, 2026?', 'Economics', close, w([['T2.90', 'Above $2.90', 'gt290'], ['T3.00', 'Above $3.00', 'gt300'], ['T3.10', 'Above $3.10', 'gt310']],
      { rules: 'Resolves on the AAA national average price of a gallon of regular gasoline as reported for Dec 31, 2026.' }), { sources: ['AAA https://gasprices.aaa.com/'] }),
    B('Gas prices above $3.00 on December 31?', 'Economy', close, [['us-gas-price-above-3-on-december-31-2026', 'Yes', 'gt300', { src: 'https://gasprices.aaa.com/', rules: 'Resolves "Yes" if the AAA national average for regular gas on December 31, 2026 is above $3.00.' }]]),
  ] });
}

{ // Only on alpha: Freddie Mac 30-year rate, Thu Dec 31 survey.
  put('economics', { name: 'mortgage-rate-2026-12-31', events: [
    A('KXMORTGAGE-26DEC31', '30-year mortgage rate on Dec 31, 2026?', 'Economics', z('2026-12-31', '16:00'), w([['T5.75', 'Above 5.75%', 'gt575'], ['T6.00', 'Above 6.00%', 'gt600'], ['T6.25', 'Above 6.25%', 'gt625']],
      { rules: 'Resolves on the Freddie Mac Primary Mortgage Market Survey 30-year fixed rate published Dec 31, 2026.' }), { sources: ['Freddie Mac https://www.freddiemac.com/pmms'] }),
  ] });
}

{ // China full-year 2026 GDP growth (NBS, mid-January 2027).
  const close = z('2027-01-20');
  put('economics', { name: 'china-gdp-2026', events: [
    B('China 2026 GDP growth at least 5.0%?', 'Economy', close, [['china-2026-gdp-growth-5pt0-or-higher', 'Yes', 'ge50', { rules: 'Resolves "Yes" if China\'s National Bureau of Statistics first reports full-year 2026 real GDP growth of 5.0% or higher.' }]]),
    G1('China full-year 2026 GDP growth (NBS) — 5% or higher?', close, 'ge50', { rules: 'Resolves YES if the NBS preliminary figure for 2026 real GDP growth is at least 5.0%.' }),
  ] });
}

{ // Only on beta: Brazil's Copom, Dec 9.
  put('central_banks', { name: 'copom-dec-2026', events: [
    B('Brazil Selic decision in December?', 'Economy', z('2026-12-09', '22:00'), w([['copom-december-2026-cut-50-plus', 'Cut 50+ bps', 'cut50'], ['copom-december-2026-cut-25', 'Cut 25 bps', 'cut25'], ['copom-december-2026-hold', 'Hold', 'hold']],
      { rules: 'Resolves on the Selic target decided by the Banco Central do Brasil Copom on December 9, 2026.' })),
  ] });
}

// ═════════════════════════════════════════════ CRYPTO AND MARKETS ═════════════════════════════════════════════

const CFB = 'CF Benchmarks https://www.cfbenchmarks.com/data/indices/BRTI';
/** Beta's crypto price-at-noon rules (Binance 1-minute candle). */
const binanceNoon = (pair: string, date: string): string =>
  `This market resolves on the Binance ${pair} 1-minute candle for 12:00 ET on ${date}: "Yes" if its final "Close" price is higher than the price in the title. Other exchanges and pairs do not count.`;

{ // BTC on Dec 31 at 12:00 ET: alpha on CF Benchmarks' BRTI (60-second average), beta on the Binance BTC/USDT candle close. Same instant,
  // another fixing: one event, not fungible (hard negative, source). "$100,000 or above" = "above 100,000" for a traded price.
  const close = z('2026-12-31', '17:00');
  put('crypto', { name: 'btc-2026-12-31-noon', fungible: nf('alpha|beta'), events: [
    A('KXBTCD-26DEC3112', 'Bitcoin price on Dec 31, 2026 at 12pm EST?', 'Crypto', close, w([
      ['T89999.99', '$90,000 or above', 'ge90'], ['T99999.99', '$100,000 or above', 'ge100'], ['T109999.99', '$110,000 or above', 'ge110'], ['T119999.99', '$120,000 or above', 'ge120'], ['T149999.99', '$150,000 or above', 'ge150'],
    ], { rules: 'If the CF Benchmarks Bitcoin Real-Time Index (BRTI), averaged over the 60 seconds before 12:00 PM EST on Dec 31, 2026, is at or above the listed price, then the market resolves to Yes.' }), { sources: [CFB] }),
    B('Bitcoin above ___ on December 31?', 'Crypto', close, w([
      ['bitcoin-above-90k-on-december-31-2026', '90,000', 'ge90', { q: 'Will the price of Bitcoin be above $90,000 on December 31?' }],
      ['bitcoin-above-100k-on-december-31-2026', '100,000', 'ge100', { q: 'Will the price of Bitcoin be above $100,000 on December 31?' }],
      ['bitcoin-above-110k-on-december-31-2026', '110,000', 'ge110', { q: 'Will the price of Bitcoin be above $110,000 on December 31?' }],
      ['bitcoin-above-120k-on-december-31-2026', '120,000', 'ge120', { q: 'Will the price of Bitcoin be above $120,000 on December 31?' }],
      ['bitcoin-above-150k-on-december-31-2026', '150,000', 'ge150', { q: 'Will the price of Bitcoin be above $150,000 on December 31?' }],
    ], { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: binanceNoon('BTC/USDT', 'December 31, 2026') })),
  ] }, ['source']);
}

{ // BTC on Dec 31 at 5 PM EST (alpha) and at 23:59 UTC (gamma, 6:59 PM EST): instants hours apart from each other and from the noon
  // listings. Separate events (hard negatives, instant).
  put('crypto', { name: 'btc-2026-12-31-evening', groups: [['alpha'], ['gamma']], events: [
    A('KXBTCD-26DEC3117', 'Bitcoin price on Dec 31, 2026 at 5pm EST?', 'Crypto', z('2026-12-31', '22:00'), w([
      ['T99999.99', '$100,000 or above', 'ge100'], ['T109999.99', '$110,000 or above', 'ge110'], ['T119999.99', '$120,000 or above', 'ge120'],
    ], { rules: 'If the CF Benchmarks BRTI, averaged over the 60 seconds before 5:00 PM EST on Dec 31, 2026, is at or above the listed price, then the market resolves to Yes.' }), { sources: [CFB] }),
    G('BTC Price at End of 2026 (UTC)', z('2026-12-31', '23:59'), [['Below $90K', 'lt90'], ['$90K–$110K', 'b90'], ['$110K–$130K', 'b110'], ['Above $130K', 'gt130']],
      { rules: 'Resolves on the close of the Binance BTC/USDT daily candle for 31 December 2026 (00:00 UTC, 1 January 2027).' }),
  ] }, ['instant', 'instant']);
}

{ // How high BTC gets in 2026 (any time, Jan 1 – Dec 31). Beta's event also carries "↓" (low) strikes: their own outcomes. Gamma's
  // "reach $150K by Dec 31" is the ↑150k outcome. Alpha prices off BRTI, beta and gamma off Binance highs: not fungible with alpha.
  // Against the Dec 31 noon listings' 150k strike: "by" vs "on" (hard negative, deadline).
  const close = z('2027-01-01', '04:59');
  put('crypto', { name: 'btc-max-2026', fungible: nf('alpha|beta', 'alpha|gamma'), events: [
    A('KXBTCMAXY-26', 'How high will Bitcoin get in 2026?', 'Crypto', close, w([['T130000', 'Above $130,000', 'hi130'], ['T150000', 'Above $150,000', 'hi150'], ['T200000', 'Above $200,000', 'hi200']],
      { rules: 'If the CF Benchmarks BRTI is above the listed price at any time between Jan 1, 2026 and Dec 31, 2026 11:59 PM EST, then the market resolves to Yes.' }), { sources: [CFB] }),
    B('What price will Bitcoin hit in 2026?', 'Crypto', close, w([
      ['will-bitcoin-reach-130000-in-2026', '↑ 130,000', 'hi130'], ['will-bitcoin-reach-150000-in-2026', '↑ 150,000', 'hi150'], ['will-bitcoin-reach-200000-in-2026', '↑ 200,000', 'hi200'],
      ['will-bitcoin-dip-to-80000-in-2026', '↓ 80,000', 'lo80'], ['will-bitcoin-dip-to-70000-in-2026', '↓ 70,000', 'lo70'],
    ], { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: 'Resolves "Yes" if any Binance BTC/USDT 1-minute candle between January 1, 2026 00:00 ET and December 31, 2026 23:59 ET has a High (for ↑) at or above, or a Low (for ↓) at or below, the listed price.' })),
    G1('Will Bitcoin reach $150K by December 31, 2026?', close, 'hi150', { rules: 'Resolves YES if any Binance BTC/USDT 1-minute candle high in calendar year 2026 is at or above $150,000.' }),
  ] }, ['source', 'source', 'deadline']);
}

{ // How high BTC gets in DECEMBER: same structure, another period (hard negative, date); BRTI vs Binance again (source).
  const close = z('2027-01-01', '04:59');
  put('crypto', { name: 'btc-max-dec-2026', fungible: nf('alpha|beta'), events: [
    A('KXBTCMAXMON-26DEC', 'How high will Bitcoin get in December 2026?', 'Crypto', close, w([['T120000', 'Above $120,000', 'hi120'], ['T130000', 'Above $130,000', 'hi130']],
      { rules: 'If the CF Benchmarks BRTI is above the listed price at any time between Dec 1, 2026 and Dec 31, 2026 11:59 PM EST, then the market resolves to Yes.' }), { sources: [CFB] }),
    B('What price will Bitcoin hit in December?', 'Crypto', close, w([
      ['what-price-will-bitcoin-hit-in-december-2026-120k', '↑ 120,000', 'hi120'], ['what-price-will-bitcoin-hit-in-december-2026-130k', '↑ 130,000', 'hi130'], ['what-price-will-bitcoin-hit-in-december-2026-90k', '↓ 90,000', 'lo90'],
    ], { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: 'Resolves "Yes" if any Binance BTC/USDT 1-minute candle in December 2026 (ET) touches the listed price (High for ↑, Low for ↓).' })),
  ] }, ['date', 'source']);
}

{ // Only on beta: BTC above $100K on Nov 30 (another date than Dec 31), and BTC up or down on Nov 23 (another measure).
  put('crypto', { name: 'btc-2026-11-30-noon', events: [
    B('Bitcoin above $100K on November 30?', 'Crypto', z('2026-11-30', '17:00'), [['bitcoin-above-100k-on-november-30-2026', 'Yes', 'ge100', { src: 'https://www.binance.com/en/trade/BTC_USDT', rules: binanceNoon('BTC/USDT', 'November 30, 2026') }]]),
  ] }, ['date']);
  put('crypto', { name: 'btc-updown-2026-11-23', events: [
    B('Bitcoin Up or Down on November 23?', 'Crypto', z('2026-11-23', '17:00'), [['bitcoin-up-or-down-november-23-2026', '', 'up', { q: 'Bitcoin Up or Down on November 23?', outcomes: yn('Up', 'Down'),
      rules: 'Resolves "Up" if the Binance BTC/USDT 1-minute candle close at 12:00 ET on November 23 is at or above the close at 12:00 ET on November 22; otherwise "Down".' }]]),
  ] }, ['measure']);
}

{ // ETH on Dec 31 at noon: BRTI-style ETH index vs Binance (source).
  const close = z('2026-12-31', '17:00');
  put('crypto', { name: 'eth-2026-12-31-noon', fungible: nf('alpha|beta'), events: [
    A('KXETHD-26DEC3112', 'Ethereum price on Dec 31, 2026 at 12pm EST?', 'Crypto', close, w([['T3499.99', '$3,500 or above', 'ge3500'], ['T3999.99', '$4,000 or above', 'ge4000'], ['T4499.99', '$4,500 or above', 'ge4500']],
      { rules: 'If the CF Benchmarks Ether Real-Time Index (ETHUSD_RTI), averaged over the 60 seconds before 12:00 PM EST on Dec 31, 2026, is at or above the listed price, then the market resolves to Yes.' }), { sources: ['CF Benchmarks https://www.cfbenchmarks.com/data/indices/ETHUSD_RTI'] }),
    B('Ethereum above ___ on December 31?', 'Crypto', close, w([
      ['ethereum-above-3500-on-december-31-2026', '3,500', 'ge3500'], ['ethereum-above-4000-on-december-31-2026', '4,000', 'ge4000'], ['ethereum-above-5000-on-december-31-2026', '5,000', 'ge5000'],
    ], { src: 'https://www.binance.com/en/trade/ETH_USDT', rules: binanceNoon('ETH/USDT', 'December 31, 2026') })),
  ] }, ['source']);
}

{ // How high ETH gets in 2026.
  const close = z('2027-01-01', '04:59');
  put('crypto', { name: 'eth-max-2026', fungible: nf('alpha|beta'), events: [
    A('KXETHMAXY-26', 'How high will Ethereum get in 2026?', 'Crypto', close, w([['T5000', 'Above $5,000', 'hi5000'], ['T6000', 'Above $6,000', 'hi6000']],
      { rules: 'If the CF Benchmarks ETHUSD_RTI is above the listed price at any time in 2026 (through Dec 31, 11:59 PM EST), then the market resolves to Yes.' })),
    B('What price will Ethereum hit in 2026?', 'Crypto', close, w([
      ['will-ethereum-reach-5000-in-2026', '↑ 5,000', 'hi5000'], ['will-ethereum-reach-6000-in-2026', '↑ 6,000', 'hi6000'], ['will-ethereum-dip-to-2500-in-2026', '↓ 2,500', 'lo2500'],
    ], { src: 'https://www.binance.com/en/trade/ETH_USDT', rules: 'Resolves on Binance ETH/USDT 1-minute candle highs (↑) and lows (↓) during calendar 2026 (ET).' })),
  ] }, ['source']);
}

{ // SOL on Dec 31 at noon.
  const close = z('2026-12-31', '17:00');
  put('crypto', { name: 'sol-2026-12-31-noon', fungible: nf('alpha|beta'), events: [
    A('KXSOLD-26DEC3112', 'Solana price on Dec 31, 2026 at 12pm EST?', 'Crypto', close, w([['T199.99', '$200 or above', 'ge200'], ['T249.99', '$250 or above', 'ge250']],
      { rules: 'If the CF Benchmarks Solana Real-Time Index, averaged over the 60 seconds before 12:00 PM EST on Dec 31, 2026, is at or above the listed price, then the market resolves to Yes.' })),
    B('Solana above ___ on December 31?', 'Crypto', close, w([
      ['solana-above-200-on-december-31-2026', '200', 'ge200'], ['solana-above-250-on-december-31-2026', '250', 'ge250'], ['solana-above-300-on-december-31-2026', '300', 'ge300'],
    ], { src: 'https://www.binance.com/en/trade/SOL_USDT', rules: binanceNoon('SOL/USDT', 'December 31, 2026') })),
  ] }, ['source']);
}

{ // Single-venue crypto listings.
  put('crypto', { name: 'xrp-2026-year-end', events: [
    G1('Will XRP trade above $3.00 at the 2026 year-end close (UTC)?', z('2026-12-31', '23:59'), 'gt3', { rules: 'Resolves on the Binance XRP/USDT daily candle close for 31 December 2026 (UTC).' }),
  ] });
  put('crypto', { name: 'mstr-sells-btc-2026', events: [
    B('MicroStrategy sells any Bitcoin in 2026?', 'Crypto', z('2026-12-31', '23:59'), [['microstrategy-sells-bitcoin-in-2026', 'Yes', 'sell', { rules: 'Resolves "Yes" if Strategy (formerly MicroStrategy) announces the sale of any of its bitcoin holdings in 2026, per its filings or official statements.' }]]),
  ] });
}

{ // US government buying bitcoin in 2026 (for a strategic reserve): both venues count only purchases, not seized coins.
  put('crypto', { name: 'us-btc-purchase-2026', events: [
    A('KXUSBTCBUY-26', 'Will the US government buy Bitcoin in 2026?', 'Crypto', z('2026-12-31', '23:59'), [['YES', 'Yes', 'buy', { rules: 'If the U.S. federal government purchases bitcoin (not forfeited or seized coins) in 2026, as confirmed by an official source, then the market resolves to Yes.' }]]),
    B('US national Bitcoin reserve purchase in 2026?', 'Crypto', z('2026-12-31', '23:59'), [['us-government-buys-bitcoin-in-2026', 'Yes', 'buy', { rules: 'Resolves "Yes" if the United States government acquires bitcoin by purchase in 2026. Transfers of seized or forfeited bitcoin do not count.' }]]),
  ] });
}

{ // S&P 500 year-end close (Thu Dec 31): ranges on alpha and beta, a single strike on gamma. Index levels are continuous: range edges
  // written "7,100 to 7,299.99" and "7,100–7,300" are one bucket.
  const close = z('2026-12-31', '21:00');
  const rules = 'Resolves on the official closing level of the S&P 500 index on December 31, 2026, as published by S&P Dow Jones Indices.';
  put('markets', { name: 'spx-2026-year-end', events: [
    A('KXINXY-26DEC31', 'S&P 500 at the end of 2026?', 'Financials', close, w([
      ['B6800', '6,899.99 or below', 'lt6900'], ['B7000', '6,900 to 7,099.99', 'b6900'], ['B7200', '7,100 to 7,299.99', 'b7100'], ['B7400', '7,300 to 7,499.99', 'b7300'], ['T7500', '7,500 or above', 'ge7500'],
    ], { rules }), { sources: ['S&P Dow Jones Indices https://www.spglobal.com/spdji/en/indices/equity/sp-500/'] }),
    B('S&P 500 close on December 31, 2026?', 'Finance', close, w([
      ['spx-close-dec-31-2026-below-6900', '<6,900', 'lt6900'], ['spx-close-dec-31-2026-6900-7100', '6,900–7,100', 'b6900'], ['spx-close-dec-31-2026-7100-7300', '7,100–7,300', 'b7100'],
      ['spx-close-dec-31-2026-7300-7500', '7,300–7,500', 'b7300'], ['spx-close-dec-31-2026-above-7500', '>7,500', 'ge7500'],
    ], { rules })),
    G1('S&P 500 above 7,500 on Dec 31, 2026?', close, 'ge7500', { rules: 'Resolves YES if the S&P 500 official close on 31 December 2026 is at or above 7,500.' }),
  ] });
}

{ // S&P 500 on Mon Nov 23: alpha's closing-level ranges vs beta's up/down versus the prior close (another measure).
  put('markets', { name: 'spx-2026-11-23', groups: [['alpha'], ['beta']], events: [
    A('KXINX-26NOV23', 'S&P 500 on Nov 23, 2026?', 'Financials', z('2026-11-23', '21:00'), w([
      ['B7212', '7,200 to 7,224.99', 'b7200'], ['B7237', '7,225 to 7,249.99', 'b7225'], ['B7262', '7,250 to 7,274.99', 'b7250'], ['B7287', '7,275 to 7,299.99', 'b7275'],
    ], { rules: 'Resolves on the official S&P 500 closing level on Nov 23, 2026.' })),
    B('S&P 500 (SPX) Up or Down on November 23?', 'Finance', z('2026-11-23', '21:00'), [['spx-up-or-down-on-november-23-2026', '', 'up', { q: 'S&P 500 (SPX) Up or Down on November 23?', outcomes: yn('Up', 'Down'),
      rules: 'Resolves "Up" if the S&P 500 official close on November 23, 2026 is higher than its official close on November 20, 2026; otherwise "Down".' }]]),
  ] }, ['measure']);
}

{ // Nasdaq-100 (alpha) vs Nasdaq Composite (beta) at year-end: two indices (hard negative, subject).
  put('markets', { name: 'nasdaq-2026-year-end', groups: [['alpha'], ['beta']], events: [
    A('KXNASDAQ100Y-26DEC31', 'Nasdaq-100 at the end of 2026?', 'Financials', z('2026-12-31', '21:00'), w([['T26000', '26,000 or above', 'ge26000'], ['T28000', '28,000 or above', 'ge28000']],
      { rules: 'Resolves on the official closing value of the Nasdaq-100 Index (NDX) on December 31, 2026.' })),
    B('Nasdaq Composite above 25,000 at end of 2026?', 'Finance', z('2026-12-31', '21:00'), [['nasdaq-composite-above-25000-end-of-2026', 'Yes', 'ge25000', { rules: 'Resolves "Yes" if the Nasdaq Composite (IXIC) closes above 25,000 on December 31, 2026.' }]]),
  ] }, ['subject']);
}

{ // Gold at year-end: alpha settles on the COMEX front-month futures settlement (1:30 PM ET), beta on the LBMA Gold Price (London,
  // AM auction on Dec 31). Different instrument and an instant hours apart: different events (hard negative, instant).
  put('markets', { name: 'gold-2026-year-end', groups: [['alpha'], ['beta']], events: [
    A('KXGOLDY-26DEC31', 'Gold price at the end of 2026?', 'Financials', z('2026-12-31', '18:30'), w([['T4000', 'Above $4,000', 'gt4000'], ['T4500', 'Above $4,500', 'gt4500'], ['T5000', 'Above $5,000', 'gt5000']],
      { rules: 'Resolves on the settlement price of the front-month COMEX gold futures contract (GC) on Dec 31, 2026.' }), { sources: ['CME Group https://www.cmegroup.com/markets/metals/precious/gold.settlements.html'] }),
    B('Gold above $4,500 at end of 2026?', 'Finance', z('2026-12-31', '12:00'), [['gold-above-4500-end-of-2026', 'Yes', 'gt4500', { src: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices',
      rules: 'Resolves "Yes" if the LBMA Gold Price for December 31, 2026 (the PM price, or the AM price if no PM auction is held) is above $4,500.' }]]),
  ] }, ['instant']);
}

{ // WTI (alpha) vs Brent (gamma) at year-end: two crudes (hard negative, subject).
  put('markets', { name: 'oil-2026-year-end', groups: [['alpha'], ['gamma']], events: [
    A('KXWTIY-26DEC31', 'WTI crude oil price on Dec 31, 2026?', 'Financials', z('2026-12-31', '19:30'), w([['T55', 'Above $55', 'gt55'], ['T60', 'Above $60', 'gt60'], ['T65', 'Above $65', 'gt65']],
      { rules: 'Resolves on the settlement price of the front-month NYMEX WTI crude oil futures contract (CL) on Dec 31, 2026.' })),
    G1('Will Brent crude settle above $65 on Dec 31, 2026?', z('2026-12-31', '19:30'), 'gt65', { rules: 'Resolves on the ICE Brent front-month futures settlement price on 31 December 2026.' }),
  ] }, ['subject']);
}

{ // 10-year Treasury yield on Dec 31: Treasury par yield curve (alpha) vs the CNBC US10Y close (beta): one event, not fungible.
  put('markets', { name: 'us10y-2026-12-31', fungible: nf('alpha|beta'), events: [
    A('KX10Y-26DEC31', '10-year Treasury yield on Dec 31, 2026?', 'Financials', z('2026-12-31', '21:00'), w([['T3.90', 'Above 3.90%', 'gt390'], ['T4.10', 'Above 4.10%', 'gt410'], ['T4.30', 'Above 4.30%', 'gt430']],
      { rules: 'Resolves on the 10-year Treasury par yield published by the U.S. Treasury for Dec 31, 2026 (Daily Treasury Par Yield Curve Rates).' }), { sources: ['U.S. Treasury https://home.treasury.gov/resource-center/data-chart-center/interest-rates'] }),
    B('US 10-year Treasury yield above 4.10% at end of 2026?', 'Finance', z('2026-12-31', '22:00'), [['us-10-year-yield-above-4pt10-end-of-2026', 'Yes', 'gt410', { src: 'https://www.cnbc.com/quotes/US10Y',
      rules: 'Resolves "Yes" if the closing yield of the US 10-year Treasury note on December 31, 2026, as shown by CNBC (US10Y), is above 4.10%.' }]]),
  ] }, ['source']);
}

{ // Dow at year-end.
  put('markets', { name: 'dow-2026-year-end', events: [
    B('Dow Jones above 50,000 at end of 2026?', 'Finance', z('2026-12-31', '21:00'), [['dow-jones-above-50000-end-of-2026', 'Yes', 'gt50000', { rules: 'Resolves "Yes" if the Dow Jones Industrial Average official close on December 31, 2026 is above 50,000.' }]]),
    G1('Will the Dow close above 50,000 on Dec 31, 2026?', z('2026-12-31', '21:00'), 'gt50000', { rules: 'Resolves YES if the DJIA closes above 50,000 points on 31 December 2026.' }),
  ] });
}

{ // USD/JPY: beta "above 160 on Dec 31" vs gamma "hit 160 by Dec 31" (hard negative, deadline: on vs by).
  put('markets', { name: 'usdjpy-160', groups: [['beta'], ['gamma']], events: [
    B('USD/JPY above 160 on December 31?', 'Finance', z('2026-12-31', '22:00'), [['usd-jpy-above-160-on-december-31-2026', 'Yes', 'on160', { rules: 'Resolves "Yes" if the USD/JPY rate at 5:00 PM ET on December 31, 2026, per Bloomberg, is above 160.00.' }]]),
    G1('Will USD/JPY hit 160 by December 31, 2026?', z('2026-12-31', '22:00'), 'by160', { rules: 'Resolves YES if USD/JPY trades at or above 160.00 at any time before 31 December 2026, 17:00 ET.' }),
  ] }, ['deadline']);
}

{ // World's largest company by market cap on Dec 31.
  const close = z('2026-12-31', '21:00');
  put('markets', { name: 'largest-company-2026-12-31', events: [
    A('KXLARGESTCO-26DEC31', 'Largest company in the world at the end of 2026?', 'Companies', close, w([['NVDA', 'Nvidia', 'nvda'], ['AAPL', 'Apple', 'aapl'], ['MSFT', 'Microsoft', 'msft'], ['GOOGL', 'Alphabet', 'googl']],
      { rules: 'If the listed company has the largest market capitalization of any public company at the close on Dec 31, 2026 (companiesmarketcap.com), then the market resolves to Yes.' })),
    B('Largest company end of 2026?', 'Finance', close, w([
      ['largest-company-end-of-2026-nvidia', 'NVIDIA', 'nvda'], ['largest-company-end-of-2026-apple', 'Apple', 'aapl'], ['largest-company-end-of-2026-microsoft', 'Microsoft', 'msft'],
      ['largest-company-end-of-2026-alphabet', 'Alphabet', 'googl'], ['largest-company-end-of-2026-amazon', 'Amazon', 'amzn'], ['largest-company-end-of-2026-broadcom', 'Broadcom', 'avgo'],
    ], { rules: 'Resolves "Yes" for the company with the largest market cap at market close on December 31, 2026, per companiesmarketcap.com.' })),
    G('World\'s Largest Company by Market Cap — Dec 31, 2026', close, [['Nvidia', 'nvda'], ['Apple', 'aapl'], ['Microsoft', 'msft'], ['Other', 'other']],
      { rules: 'Resolves to the largest company by market capitalization at the 31 December 2026 close, per companiesmarketcap.com.' }),
  ] });
}

{ // Nvidia market cap: alpha "above $6T on Dec 31" vs beta "hits $6T by Dec 31" (hard negative, deadline: on vs by).
  put('markets', { name: 'nvda-6t', groups: [['alpha'], ['beta']], events: [
    A('KXNVDACAP-26DEC31', 'Nvidia market cap above $6T on Dec 31, 2026?', 'Companies', z('2026-12-31', '21:00'), [['T6', 'Yes', 'on6t', { rules: 'If Nvidia\'s market capitalization at the close on Dec 31, 2026 is above $6 trillion, then the market resolves to Yes.' }]]),
    B('Nvidia hits $6T market cap by December 31?', 'Finance', z('2026-12-31', '21:00'), [['nvidia-hits-6t-market-cap-by-december-31-2026', 'Yes', 'by6t', { rules: 'Resolves "Yes" if Nvidia\'s market cap closes above $6 trillion on any trading day before December 31, 2026 inclusive.' }]]),
  ] }, ['deadline']);
}

{ // Only on beta: Tesla's year-end close.
  put('markets', { name: 'tsla-2026-12-31', events: [
    B('Tesla (TSLA) closes above $500 on December 31?', 'Finance', z('2026-12-31', '21:00'), [['tesla-closes-above-500-on-december-31-2026', 'Yes', 'gt500', { rules: 'Resolves "Yes" if TSLA\'s official Nasdaq closing price on December 31, 2026 is above $500.' }]]),
  ] });
}

// ═════════════════════════════════════════════ CULTURE, WEATHER, SCIENCE, TECH, COMPANIES ═════════════════════════════════════════════

{ // TIME Person of the Year 2026 (early December). Gamma lists three separate binaries instead of one parent: all three belong to the
  // same real-world event (a categorical split into binaries).
  const close = z('2026-12-10');
  const gRules = (n: string): string => `Resolves YES if TIME names ${n} as its 2026 Person of the Year. Groups or shared titles that include the person count.`;
  put('culture', { name: 'time-poy-2026', events: [
    A('KXTIMEPOY-26', 'TIME Person of the Year 2026?', 'Entertainment', close, w([
      ['DJT', 'Donald Trump', 'trump'], ['LEO', 'Pope Leo XIV', 'leo'], ['JHUA', 'Jensen Huang', 'huang'], ['SALT', 'Sam Altman', 'altman'], ['ZMAM', 'Zohran Mamdani', 'mamdani'], ['EMUS', 'Elon Musk', 'musk'],
    ], { rules: 'If TIME names the listed person (alone or as part of a group) as its 2026 Person of the Year, then the market resolves to Yes.' })),
    B('Time 2026 Person of the Year', 'Culture', close, w([
      ['time-2026-person-of-the-year-donald-trump', 'Donald Trump', 'trump'], ['time-2026-person-of-the-year-pope-leo-xiv', 'Pope Leo XIV', 'leo'], ['time-2026-person-of-the-year-jensen-huang', 'Jensen Huang', 'huang'],
      ['time-2026-person-of-the-year-sam-altman', 'Sam Altman', 'altman'], ['time-2026-person-of-the-year-zohran-mamdani', 'Zohran Mamdani', 'mamdani'], ['time-2026-person-of-the-year-xi-jinping', 'Xi Jinping', 'xi'],
    ], { rules: 'Resolves "Yes" for the person named TIME\'s 2026 Person of the Year; if a group including the person is named, "Yes".' })),
    G1('Will Donald Trump be named TIME Person of the Year 2026?', close, 'trump', { rules: gRules('Donald Trump') }),
    G1("Pope Leo XIV as TIME's 2026 Person of the Year?", close, 'leo', { rules: gRules('Pope Leo XIV') }),
    G1('Jensen Huang — TIME Person of the Year 2026?', close, 'huang', { rules: gRules('Jensen Huang') }),
  ] });
}

{ // 99th Academy Awards (Mar 14, 2027), Best Picture. Beta's Best Director lists overlapping names (films vs their directors' films):
  // another category (hard negative, office).
  const close = z('2027-03-15', '04:00');
  put('culture', { name: 'oscars-2027-best-picture', events: [
    A('KXOSCARPIC-27', 'Oscar for Best Picture?', 'Entertainment', close, w([['ODY', 'The Odyssey', 'odyssey'], ['PHM', 'Project Hail Mary', 'phm'], ['DIG', 'Digger', 'digger'], ['SOC', 'The Social Reckoning', 'social'], ['DUNE', 'Dune: Part Three', 'dune']],
      { rules: 'If the listed film wins Best Picture at the 99th Academy Awards, then the market resolves to Yes.' })),
    B('Oscars 2027: Best Picture Winner', 'Culture', close, w([
      ['oscars-2027-best-picture-the-odyssey', 'The Odyssey', 'odyssey'], ['oscars-2027-best-picture-project-hail-mary', 'Project Hail Mary', 'phm'], ['oscars-2027-best-picture-digger', 'Digger', 'digger'],
      ['oscars-2027-best-picture-the-social-reckoning', 'The Social Reckoning', 'social'], ['oscars-2027-best-picture-dune-part-three', 'Dune: Part Three', 'dune'], ['oscars-2027-best-picture-narnia', 'Narnia: The Magician\'s Nephew', 'narnia'],
    ], { rules: 'Resolves "Yes" for the film that wins Best Picture at the 99th Academy Awards.' })),
    G('99th Academy Awards — Best Picture', close, [['The Odyssey', 'odyssey'], ['Project Hail Mary', 'phm'], ['The Social Reckoning', 'social'], ['Other', 'other']],
      { rules: 'Resolves to the Best Picture winner announced at the 99th Academy Awards ceremony.' }),
  ] });
  put('culture', { name: 'oscars-2027-best-director', events: [
    B('Oscars 2027: Best Director Winner', 'Culture', close, w([
      ['oscars-2027-best-director-christopher-nolan', 'Christopher Nolan (The Odyssey)', 'nolan'], ['oscars-2027-best-director-denis-villeneuve', 'Denis Villeneuve (Dune: Part Three)', 'villeneuve'],
      ['oscars-2027-best-director-alejandro-inarritu', 'Alejandro G. Iñárritu (Digger)', 'inarritu'], ['oscars-2027-best-director-aaron-sorkin', 'Aaron Sorkin (The Social Reckoning)', 'sorkin'],
    ], { rules: 'Resolves "Yes" for the winner of Best Director at the 99th Academy Awards.' })),
  ] }, ['office']);
}

{ // Golden Globes (Jan 2027): alpha and beta on Best Motion Picture – Drama; gamma on Musical or Comedy (hard negative, office).
  const close = z('2027-01-11', '05:00');
  put('culture', { name: 'golden-globes-2027-picture', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGGDRAMA-27', 'Golden Globe for Best Motion Picture – Drama?', 'Entertainment', close, w([['ODY', 'The Odyssey', 'odyssey'], ['DIG', 'Digger', 'digger'], ['SOC', 'The Social Reckoning', 'social'], ['PHM', 'Project Hail Mary', 'phm']],
      { rules: 'If the listed film wins Best Motion Picture – Drama at the 84th Golden Globe Awards, then the market resolves to Yes.' })),
    B('Golden Globes 2027: Best Motion Picture - Drama', 'Culture', close, w([
      ['golden-globes-2027-best-drama-the-odyssey', 'The Odyssey', 'odyssey'], ['golden-globes-2027-best-drama-digger', 'Digger', 'digger'], ['golden-globes-2027-best-drama-the-social-reckoning', 'The Social Reckoning', 'social'],
      ['golden-globes-2027-best-drama-project-hail-mary', 'Project Hail Mary', 'phm'],
    ], { rules: 'Resolves "Yes" for the winner of Best Motion Picture – Drama at the 2027 Golden Globes.' })),
    G('84th Golden Globes — Best Motion Picture (Musical or Comedy)', close, [['Project Hail Mary', 'phm-mc'], ['The Bride!', 'bride'], ['Other', 'other']],
      { rules: 'Resolves to the winner of Best Motion Picture – Musical or Comedy at the 84th Golden Globe Awards.' }),
  ] }, ['office']);
}

{ // Grammys (Feb 2027): Album of the Year on alpha and beta; Record of the Year only on beta (hard negative, office).
  const close = z('2027-02-08', '05:00');
  put('culture', { name: 'grammys-2027-aoty', events: [
    A('KXGRAMAOTY-27', 'Album of the Year at the 2027 Grammys?', 'Entertainment', close, w([['TS', 'The Life of a Showgirl', 'showgirl'], ['ROS', 'Lux', 'lux'], ['OLI', 'The Art of Loving', 'dean'], ['GEE', 'Getting Killed', 'geese']],
      { rules: 'If the listed album wins Album of the Year at the 69th Grammy Awards, then the market resolves to Yes.' })),
    B('Grammys 2027: Album of the Year', 'Culture', close, w([
      ['grammys-2027-aoty-the-life-of-a-showgirl', 'Taylor Swift – The Life of a Showgirl', 'showgirl'], ['grammys-2027-aoty-lux', 'Rosalía – LUX', 'lux'], ['grammys-2027-aoty-the-art-of-loving', 'Olivia Dean – The Art of Loving', 'dean'],
    ], { rules: 'Resolves "Yes" for the Album of the Year winner at the 2027 (69th) Grammy Awards.' })),
  ] });
  put('culture', { name: 'grammys-2027-roty', events: [
    B('Grammys 2027: Record of the Year', 'Culture', close, w([
      ['grammys-2027-roty-the-fate-of-ophelia', 'Taylor Swift – The Fate of Ophelia', 'ophelia'], ['grammys-2027-roty-berghain', 'Rosalía – Berghain', 'berghain'], ['grammys-2027-roty-au-pays-du-cocaine', 'Geese – Au Pays du Cocaïne', 'geese-song'],
    ], { rules: 'Resolves "Yes" for the Record of the Year winner at the 69th Grammy Awards.' })),
  ] }, ['office']);
}

{ // The Game Awards 2026, Game of the Year ("GTA VI" on alpha, the full title on beta and gamma).
  const close = z('2026-12-11', '05:00');
  put('culture', { name: 'tga-goty-2026', events: [
    A('KXGAMEAWARDS-26', 'Game of the Year at The Game Awards 2026?', 'Entertainment', close, w([['GTA', 'GTA VI', 'gta'], ['WOL', "Marvel's Wolverine", 'wolverine'], ['RE9', 'Resident Evil Requiem', 're9'], ['007', '007 First Light', 'bond']],
      { rules: 'If the listed game wins Game of the Year at The Game Awards 2026, then the market resolves to Yes.' })),
    B('The Game Awards 2026: Game of the Year', 'Culture', close, w([
      ['tga-2026-goty-grand-theft-auto-vi', 'Grand Theft Auto VI', 'gta'], ['tga-2026-goty-marvels-wolverine', "Marvel's Wolverine", 'wolverine'], ['tga-2026-goty-resident-evil-requiem', 'Resident Evil Requiem', 're9'],
      ['tga-2026-goty-007-first-light', '007 First Light', 'bond'], ['tga-2026-goty-pragmata', 'Pragmata', 'pragmata'],
    ], { rules: 'Resolves "Yes" for the game that wins Game of the Year at The Game Awards in December 2026.' })),
    G('The Game Awards 2026 — GOTY', close, [['Grand Theft Auto VI', 'gta'], ["Marvel's Wolverine", 'wolverine'], ['Other', 'other']], { rules: 'Resolves to the Game of the Year winner at The Game Awards 2026.' }),
  ] });
}

{ // Avengers: Doomsday domestic opening weekend (Dec 18–20): alpha on The Numbers, beta on Box Office Mojo. Same weekend, two trackers
  // of the same grosses: one event, not fungible (source). Alpha's $200M strike and beta's $350M line are their own outcomes.
  const close = z('2026-12-21', '20:00');
  put('culture', { name: 'doomsday-opening-weekend', fungible: nf('alpha|beta'), events: [
    A('KXOWDOOMSDAY-26', 'Avengers: Doomsday domestic opening weekend?', 'Entertainment', close, w([['T200', 'Above $200M', 'gt200'], ['T250', 'Above $250M', 'gt250'], ['T300', 'Above $300M', 'gt300']],
      { rules: 'If the domestic (US and Canada) 3-day opening weekend gross of Avengers: Doomsday (Dec 18–20, 2026), as reported by The Numbers, is above the listed amount, then the market resolves to Yes.' }), { sources: ['The Numbers https://www.the-numbers.com/'] }),
    B('Avengers: Doomsday opening weekend box office?', 'Culture', close, w([
      ['avengers-doomsday-opening-weekend-over-250m', 'Over $250M', 'gt250'], ['avengers-doomsday-opening-weekend-over-300m', 'Over $300M', 'gt300'], ['avengers-doomsday-opening-weekend-over-350m', 'Over $350M', 'gt350'],
    ], { src: 'https://www.boxofficemojo.com/', rules: 'Resolves on the domestic Friday–Sunday opening weekend gross of Avengers: Doomsday as reported by Box Office Mojo.' })),
  ] }, ['source']);
}

{ // #1 film at the domestic box office: alpha for the Thanksgiving weekend (Nov 27–29), beta for this weekend (Nov 20–22). Another
  // weekend: another event even with the same films listed (hard negative, date).
  put('culture', { name: 'box-office-number-one', groups: [['alpha'], ['beta']], events: [
    A('KXTOPMOVIE-26NOV29', '#1 movie at the domestic box office, Nov 27–29?', 'Entertainment', z('2026-11-30', '20:00'), w([
      ['SOTR', 'The Hunger Games: Sunrise on the Reaping', 'sotr'], ['NARN', 'Narnia: The Magician\'s Nephew', 'narnia'], ['HEX', 'Hexed', 'hexed'],
    ], { rules: 'If the listed film has the highest domestic Friday–Sunday gross for Nov 27–29, 2026, per The Numbers, then the market resolves to Yes.' })),
    B('#1 movie at the box office this weekend (Nov 20–22)?', 'Culture', z('2026-11-23', '20:00'), w([
      ['top-movie-weekend-nov-20-22-2026-sunrise-on-the-reaping', 'Sunrise on the Reaping', 'sotr'], ['top-movie-weekend-nov-20-22-2026-other', 'Other', 'other'],
    ], { rules: 'Resolves "Yes" for the film with the top domestic weekend gross for November 20–22, 2026, per Box Office Mojo.' })),
  ] }, ['date']);
}

{ // Spotify Wrapped 2026: top global artist on alpha and beta; gamma's is the US chart (hard negative, place).
  const close = z('2026-12-05');
  put('culture', { name: 'spotify-wrapped-2026', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXSPOTIFYTOP-26', 'Top artist on Spotify Wrapped 2026 (global)?', 'Entertainment', close, w([['TS', 'Taylor Swift', 'swift'], ['BB', 'Bad Bunny', 'badbunny'], ['TW', 'The Weeknd', 'weeknd'], ['SC', 'Sabrina Carpenter', 'sabrina']],
      { rules: 'If the listed artist is Spotify\'s most-streamed artist globally for 2026, as announced in Spotify Wrapped, then the market resolves to Yes.' })),
    B("Spotify's #1 artist of 2026 (global)?", 'Culture', close, w([
      ['spotify-top-artist-2026-global-taylor-swift', 'Taylor Swift', 'swift'], ['spotify-top-artist-2026-global-bad-bunny', 'Bad Bunny', 'badbunny'], ['spotify-top-artist-2026-global-the-weeknd', 'The Weeknd', 'weeknd'],
      ['spotify-top-artist-2026-global-drake', 'Drake', 'drake'],
    ], { rules: 'Resolves "Yes" for the artist announced by Spotify as the top global artist of 2026.' })),
    G('Spotify Wrapped 2026 — Top Artist in the US', close, [['Taylor Swift', 'swift-us'], ['Morgan Wallen', 'wallen-us'], ['Other', 'other-us']], { rules: 'Resolves to the most-streamed artist on Spotify in the United States for 2026, per Spotify Wrapped.' }),
  ] }, ['place']);
}

{ // NYC high on Mon Nov 23: alpha on Central Park (NWS climate report), beta on LaGuardia (Wunderground). Two stations a few miles apart
  // routinely differ by 1–3 °F: different events (hard negative, place).
  put('weather', { name: 'nyc-high-2026-11-23', groups: [['alpha'], ['beta']], events: [
    A('KXHIGHNY-26NOV23', 'Highest temperature in NYC on Nov 23, 2026?', 'Climate and Weather', z('2026-11-24', '14:00'), w([
      ['T47', '47° or below', 'le47'], ['B48.5', '48° to 49°', 'b48'], ['B50.5', '50° to 51°', 'b50'], ['B52.5', '52° to 53°', 'b52'], ['T53', '54° or above', 'ge54'],
    ], { rules: 'Resolves on the maximum temperature for Central Park, NY on Nov 23, 2026 in the National Weather Service Daily Climate Report (CLI).' }), { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=OKX&product=CLI&issuedby=NYC'] }),
    B('Highest temperature in NYC on November 23?', 'Weather', z('2026-11-24', '05:00'), w([
      ['highest-temperature-in-nyc-on-november-23-2026-47f-or-below', '47°F or below', 'le47'], ['highest-temperature-in-nyc-on-november-23-2026-48-49f', '48-49°F', 'b48'],
      ['highest-temperature-in-nyc-on-november-23-2026-50-51f', '50-51°F', 'b50'], ['highest-temperature-in-nyc-on-november-23-2026-52f-or-higher', '52°F or higher', 'ge52'],
    ], { src: 'https://www.wunderground.com/history/daily/us/ny/new-york-city/KLGA', rules: 'Resolves on the highest temperature recorded at LaGuardia Airport (KLGA) on November 23, 2026, per Wunderground, in whole degrees Fahrenheit.' })),
  ] }, ['place']);
}

{ // Miami high on Mon Nov 23: both on Miami International Airport, alpha via the NWS climate report, beta via Wunderground. One station,
  // two reports: one event, not fungible (source). Beta's top bucket "84°F or higher" = alpha "84° or above".
  put('weather', { name: 'miami-high-2026-11-23', fungible: nf('alpha|beta'), events: [
    A('KXHIGHMIA-26NOV23', 'Highest temperature in Miami on Nov 23, 2026?', 'Climate and Weather', z('2026-11-24', '14:00'), w([
      ['T79', '79° or below', 'le79'], ['B80.5', '80° to 81°', 'b80'], ['B82.5', '82° to 83°', 'b82'], ['T83', '84° or above', 'ge84'],
    ], { rules: 'Resolves on the maximum temperature at Miami International Airport on Nov 23, 2026 in the NWS Daily Climate Report (CLI).' }), { sources: ['National Weather Service https://forecast.weather.gov/product.php?site=MFL&product=CLI&issuedby=MIA'] }),
    B('Highest temperature in Miami on November 23?', 'Weather', z('2026-11-24', '05:00'), w([
      ['highest-temperature-in-miami-on-november-23-2026-79f-or-below', '79°F or below', 'le79'], ['highest-temperature-in-miami-on-november-23-2026-80-81f', '80-81°F', 'b80'],
      ['highest-temperature-in-miami-on-november-23-2026-82-83f', '82-83°F', 'b82'], ['highest-temperature-in-miami-on-november-23-2026-84f-or-higher', '84°F or higher', 'ge84'],
    ], { src: 'https://www.wunderground.com/history/daily/us/fl/miami/KMIA', rules: 'Resolves on the highest temperature recorded at Miami International Airport (KMIA) on November 23, 2026, per Wunderground.' })),
  ] }, ['source']);
}

{ // 2026 the hottest year on record: alpha and beta's rank market on NASA GISTEMP (alpha YES = beta "1st"); gamma on Copernicus ERA5.
  // One event; gamma not fungible with either (source).
  const close = z('2027-01-31');
  put('weather', { name: 'hottest-year-2026', fungible: nf('alpha|gamma', 'beta|gamma'), events: [
    A('KXHOTYEAR-26', 'Will 2026 be the hottest year on record?', 'Climate and Weather', close, [['YES', 'Yes', 'first', { rules: 'If NASA GISTEMP ranks 2026 as the warmest year in its global surface temperature record, then the market resolves to Yes.' }]],
      { sources: ['NASA https://data.giss.nasa.gov/gistemp/'] }),
    B('Where will 2026 rank among the hottest years on record?', 'Science', close, w([['2026-hottest-year-rank-1st', '1st', 'first'], ['2026-hottest-year-rank-2nd', '2nd', 'second'], ['2026-hottest-year-rank-3rd', '3rd', 'third'], ['2026-hottest-year-rank-4th-or-lower', '4th or lower', 'lower']],
      { src: 'https://data.giss.nasa.gov/gistemp/', rules: 'Resolves on the rank of 2026 in the NASA GISTEMP v4 annual global mean temperature record, as first published.' })),
    G1('2026 warmest year on record per Copernicus (ERA5)?', close, 'first', { rules: 'Resolves YES if the Copernicus Climate Change Service (ERA5) reports 2026 as the warmest calendar year on record.' }),
  ] }, ['source', 'source']);
}

{ // SpaceX catching a Starship upper stage with the tower in 2026: alpha's "before 2027" counts from Jan 1, 2026 like beta's "in 2026".
  put('science', { name: 'starship-ship-catch-2026', events: [
    A('KXSTARSHIPCATCH-26', 'Will SpaceX catch a Starship upper stage before 2027?', 'Science and Technology', z('2026-12-31', '23:59'), [['YES', 'Yes', 'catch', { rules: 'If SpaceX catches a Starship upper stage (Ship) with the launch tower arms between Jan 1, 2026 and Dec 31, 2026, then the market resolves to Yes.' }]]),
    B('SpaceX catches Starship (ship) with tower in 2026?', 'Science', z('2026-12-31', '23:59'), [['spacex-catches-starship-ship-with-tower-in-2026', 'Yes', 'catch', { rules: 'Resolves "Yes" if SpaceX successfully catches the Starship upper stage with the Mechazilla tower arms in 2026 (the Super Heavy booster does not count).' }]]),
  ] });
}

{ // Top AI model on Dec 31 (LMArena text leaderboard, default view). Beta's coding (WebDev Arena) market is another leaderboard (measure).
  const close = z('2026-12-31', '17:00');
  put('tech', { name: 'top-ai-model-2026-12-31', events: [
    A('KXTOPAI-26DEC31', 'Which company will have the top AI model on Dec 31?', 'Science and Technology', close, w([['GOOG', 'Google', 'google'], ['OAI', 'OpenAI', 'openai'], ['ANTH', 'Anthropic', 'anthropic'], ['XAI', 'xAI', 'xai'], ['DS', 'DeepSeek', 'deepseek']],
      { rules: 'If the listed company owns the top-ranked model on the LMArena Text leaderboard (default view) on Dec 31, 2026 at 12:00 PM ET, then the market resolves to Yes.' })),
    B('Which company has best AI model end of December?', 'Tech', close, w([
      ['best-ai-model-end-of-december-2026-google', 'Google', 'google'], ['best-ai-model-end-of-december-2026-openai', 'OpenAI', 'openai'], ['best-ai-model-end-of-december-2026-anthropic', 'Anthropic', 'anthropic'],
      ['best-ai-model-end-of-december-2026-xai', 'xAI', 'xai'], ['best-ai-model-end-of-december-2026-deepseek', 'DeepSeek', 'deepseek'], ['best-ai-model-end-of-december-2026-alibaba', 'Alibaba', 'alibaba'],
    ], { src: 'https://lmarena.ai/leaderboard/text', rules: 'Resolves to the company whose model is ranked #1 on the LMArena Text Arena leaderboard (default settings) on December 31, 2026, 12:00 PM ET.' })),
    G('Top AI Model on LMArena — Dec 31, 2026', close, [['Google', 'google'], ['OpenAI', 'openai'], ['Anthropic', 'anthropic'], ['Other', 'other']],
      { rules: 'Resolves to the organization with the #1 model on the LMArena text leaderboard at 17:00 UTC on 31 December 2026.' }),
  ] });
  put('tech', { name: 'top-ai-coding-2026-12-31', events: [
    B('Which company has the best AI coding model end of December?', 'Tech', close, w([
      ['best-ai-coding-model-end-of-december-2026-anthropic', 'Anthropic', 'anthropic'], ['best-ai-coding-model-end-of-december-2026-openai', 'OpenAI', 'openai'], ['best-ai-coding-model-end-of-december-2026-google', 'Google', 'google'],
    ], { src: 'https://lmarena.ai/leaderboard/webdev', rules: 'Resolves on the #1 model of the LMArena WebDev leaderboard on December 31, 2026.' })),
  ] }, ['measure']);
}

{ // GPT-6: "before Apr 1, 2027" (alpha) = "by March 31, 2027" (beta); gamma "in 2026" is an earlier deadline (hard negative).
  put('tech', { name: 'gpt6-release', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXGPT6-27APR01', 'Will OpenAI release GPT-6 before Apr 1, 2027?', 'Science and Technology', z('2027-04-01', '03:59'), [['YES', 'Yes', 'gpt6-mar', { rules: 'If OpenAI makes a model named GPT-6 generally available to the public before Apr 1, 2027, then the market resolves to Yes.' }]]),
    B('GPT-6 released by March 31, 2027?', 'Tech', z('2027-03-31', '23:59'), [['gpt-6-released-by-march-31-2027', 'Yes', 'gpt6-mar', { rules: 'Resolves "Yes" if OpenAI publicly releases GPT-6 (general availability in ChatGPT or the API) by March 31, 2027, 11:59 PM ET.' }]]),
    G1('Will OpenAI release GPT-6 in 2026?', z('2026-12-31', '23:59'), 'gpt6-2026', { rules: 'Resolves YES if OpenAI releases a model called GPT-6 to the public by 31 December 2026.' }),
  ] }, ['deadline']);
}

{ // Tesla Q4 2026: deliveries on alpha and beta; production on gamma (same report, another measure).
  const close = z('2027-01-02', '15:00');
  put('companies', { name: 'tesla-q4-2026', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXTSLADEL-26Q4', 'Tesla deliveries in Q4 2026?', 'Companies', close, w([['T400000', 'Above 400,000', 'gt400k'], ['T450000', 'Above 450,000', 'gt450k'], ['T500000', 'Above 500,000', 'gt500k']],
      { rules: 'Resolves on total vehicle deliveries for Q4 2026 as first reported in Tesla\'s quarterly production and deliveries release.' })),
    B('Tesla Q4 2026 deliveries above 450k?', 'Business', close, [['tesla-q4-2026-deliveries-above-450k', 'Yes', 'gt450k', { rules: 'Resolves "Yes" if Tesla reports more than 450,000 total deliveries for Q4 2026 in its first official release.' }]]),
    G1('Tesla Q4 2026 vehicle production above 450,000?', close, 'prod450', { rules: 'Resolves YES if Tesla\'s Q4 2026 total production, per its quarterly report, exceeds 450,000 vehicles.' }),
  ] }, ['measure']);
}

{ // Tim Cook: ceasing to be CEO by June 30, 2027 (alpha "before Jul 1" = beta) vs gamma's announcement of a successor by then. Apple
  // successions are announced months before they take effect: another event (hard negative, measure).
  put('companies', { name: 'tim-cook-out-jun-2027', groups: [['alpha', 'beta'], ['gamma']], events: [
    A('KXAPPLECEO-27JUL01', 'Will Tim Cook cease to be Apple CEO before Jul 1, 2027?', 'Companies', z('2027-07-01', '03:59'), [['YES', 'Yes', 'out', { rules: 'If Tim Cook is no longer Chief Executive Officer of Apple Inc. before Jul 1, 2027, then the market resolves to Yes.' }]]),
    B('Tim Cook out as Apple CEO by June 30, 2027?', 'Business', z('2027-06-30', '23:59'), [['tim-cook-out-as-apple-ceo-by-june-30-2027', 'Yes', 'out', { rules: 'Resolves "Yes" if Tim Cook ceases to hold the position of Apple CEO by June 30, 2027, 11:59 PM ET. An announcement of a future departure is not enough.' }]]),
    G1('Will Apple announce Tim Cook\'s successor as CEO by June 30, 2027?', z('2027-06-30', '23:59'), 'announce', { rules: 'Resolves YES if Apple officially names the next CEO to succeed Tim Cook by 30 June 2027, whatever the effective date.' }),
  ] }, ['measure']);
}

{ // Only on beta: Elon Musk's posts, Nov 20–27 (counted by the xTracker).
  put('culture', { name: 'musk-posts-2026-11-20', events: [
    B('Elon Musk # of tweets November 20 - 27?', 'Culture', z('2026-11-27', '17:00'), w([
      ['elon-musk-tweets-nov-20-27-2026-less-than-400', '<400', 'lt400'], ['elon-musk-tweets-nov-20-27-2026-400-499', '400–499', 'b400'], ['elon-musk-tweets-nov-20-27-2026-500-599', '500–599', 'b500'], ['elon-musk-tweets-nov-20-27-2026-600-plus', '600+', 'ge600'],
    ], { rules: 'Resolves on the number of posts by @elonmusk between November 20, 2026 12:00 PM ET and November 27, 2026 12:00 PM ET, per the xTracker count.' })),
  ] });
}

// ═════════════════════════════════════════════ CHECKS, OUTPUT, FIGURES ═════════════════════════════════════════════

const NOW = Date.parse('2026-11-22T15:00:00Z');
const events = cases.flatMap((c) => c.events.map((e) => ({ c, e })));
/** Throws on a repeated id within one venue's namespace. */
const unique = (what: string, ids: string[]): void => {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`duplicate ${what}: ${id}`);
    seen.add(id);
  }
};
unique('alpha event ticker', events.filter(({ e }) => e.venue === 'alpha').map(({ e }) => e.id));
unique('alpha market ticker', events.filter(({ e }) => e.venue === 'alpha').flatMap(({ e }) => e.markets.map((m) => m.id)));
unique('beta event slug', events.filter(({ e }) => e.venue === 'beta').map(({ e }) => e.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')));
unique('beta market slug', events.filter(({ e }) => e.venue === 'beta').flatMap(({ e }) => e.markets.map((m) => m.id)));
unique('beta_us event slug', events.filter(({ e }) => e.venue === 'beta_us').map(({ e }) => e.id));
unique('beta_us market slug', events.filter(({ e }) => e.venue === 'beta_us').flatMap(({ e }) => e.markets.map((m) => m.id)));
for (const { c, e } of events) {
  for (const d of [e.close, ...e.markets.map((m) => m.close)]) {
    if (d !== undefined && !(Date.parse(d) > NOW)) throw new Error(`case ${c.name}: ${e.venue} ${e.id} closes at ${d}, not after now`);
  }
  for (const m of e.markets) {
    if (m.t === '') throw new Error(`case ${c.name}: ${m.id} has no truth tag`);
    if (m.outcomes !== undefined && m.label !== '') throw new Error(`case ${c.name}: two-outcome market ${m.id} must have an empty label`);
  }
}

const scenario = emitScenario(cases);
writeFileSync(new URL('./holdout14-set.json', import.meta.url), `${JSON.stringify(scenario, null, 2)}\n`);

const truth = scenario['truth'] as { events: Array<{ members: string[] }>; outcomes: Array<{ members: string[]; fungible: Record<string, boolean> }> };
const byVenue = new Map<string, number>();
for (const { e } of events) byVenue.set(e.venue, (byVenue.get(e.venue) ?? 0) + 1);
const byCat = new Map<Cat, number>();
for (const c of cases) {
  const cat = meta.find((x) => x.name === c.name)?.cat;
  if (cat !== undefined) byCat.set(cat, (byCat.get(cat) ?? 0) + c.events.length);
}
const matched = truth.outcomes.filter((o) => o.members.length > 1);
const pairs = matched.flatMap((o) => Object.entries(o.fungible));
console.log(JSON.stringify({
  venue_events: events.length,
  by_venue: Object.fromEntries(byVenue),
  by_category: Object.fromEntries(byCat),
  cases: cases.length,
  truth_events: truth.events.length,
  multi_venue_events: truth.events.filter((t) => t.members.length > 1).length,
  single_listing_events: truth.events.filter((t) => t.members.length === 1).length,
  outcomes: truth.outcomes.length,
  true_outcome_matches: matched.length,
  outcome_pairs: pairs.length,
  non_fungible_pairs: pairs.filter(([, f]) => !f).length,
  hard_negatives: meta.reduce((s, x) => s + x.hn, 0),
  hard_negatives_by_kind: Object.fromEntries([...negs].sort((a, b) => b[1] - a[1])),
}, null, 2));
