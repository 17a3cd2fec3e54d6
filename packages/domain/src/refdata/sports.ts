// Sports features beyond teams and dates: which game of a doubleheader or series a listing is, what a market pays on
// inside a competition (the title, reaching the final, a top-10 finish, making the cut or the playoffs), which award
// and which part of a league (division, series) it is about, and the year a football season is named by.
import type { KbEntity } from './kb.ts';
import type { Strike } from './text.ts';
import { competitionWords } from './trophies.ts';

/** A team of another league than the event's (one of the four North American leagues named by the event). */
export function otherLeagueTeam(e: KbEntity, league: string | undefined): boolean {
  return league !== undefined && e.kind === 'team' && e.metadata['league'] !== undefined && e.metadata['league'] !== league;
}

/**
 * The number of a game on one day or in a series: "(Game 2)", "G2", a ticker ending in G2; else the game of a
 * doubleheader the rules name ("Game 1 of a doubleheader", "at Boston (Game 1) on April 17"), when they agree.
 */
export function gameNumberOf(title: string, codes: readonly string[], rules: readonly string[] = []): string | null {
  const t = /\bgame\s*#?\s*([1-7])\b|\(\s*g([1-7])\s*\)|\bg([1-7])\b(?![a-z0-9])/i.exec(title);
  if (t !== null) return t[1] ?? t[2] ?? t[3] ?? null;
  // the second game of a doubleheader is its "nightcap"; the first its "opener" (of a doubleheader, or the "day game")
  if (/\bnight-?cap\b/i.test(title)) return '2';
  if (/\b(doubleheader|double-header|twin bill) opener\b|\bopener of (a|the) (doubleheader|double-header|twin bill)\b/i.test(title)) return '1';
  for (const c of codes) {
    // an upper-case game ticker: date, the two team codes, then G1/G2 (KXMLBGAME-27JUL04NYYBOSG2)
    const m = /^KX[A-Z0-9]*GAME-\d\d[A-Z]{3}\d\d(?:[0-2]\d[0-5]\d)?[A-Z]{4,}G([1-7])$/.exec(c);
    if (m !== null) return m[1]!;
  }
  const found = new Set<string>();
  for (const r of rules) for (const m of r.matchAll(/\bgame ([1-3]) of (?:a|the|this) (?:[\w.-]+ ){0,6}double-?header\b|\(game ([1-3])(?: of (?:a|the) double-?header)?\)/gi)) found.add(m[1] ?? m[2]!);
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * What a market of a competition pays on when it is not the title itself: reaching a stage (the final, the semifinals,
 * the playoffs), missing the playoffs, a top-N finish or a podium, making the cut, leading after a round. The title
 * (winning it all) has none: a winner market is not a finalist market even with the same players.
 */
const REACH: Array<[RegExp, string]> = [
  [/\bmiss(es|ed)? the (\w+ )*playoffs?\b|\bmiss(es|ed)? (the )?postseason\b/, 'miss_playoffs'],
  [/\b(make|makes|made|reach|reaches|qualify for|qualifies for|clinch|clinches) (a |the )?(\d{4}([-–/]\d{2,4})? )?(\w+ )?(playoffs?|postseason|play-?offs?)\b|\bplayoff (berth|spot)\b/, 'playoffs'],
  [/\b(reach|reaches|make|makes|advance to|advances to|qualify for|qualifies for|play in|to the) (the )?(\d{4} )?([\w']+ ){0,3}finals?\b(?! (mvp|four|4))|\binto the (\d{4} )?([\w']+ ){0,3}finals?\b(?! (mvp|four|4))|\bfinalists?\b|\bto reach the final\b|\bruns? to the final\b/, 'final'],
  // the championship series or game of a league is its final ("reach the World Series", "play in the Super Bowl")
  [/\b(reach|reaches|make|makes|advance to|advances to|qualify for|qualifies for|play in|plays in|appear in|appears in) (the )?(\d{4} )?(world series|super bowl)\b/, 'final'],
  // (a side named "in the final" with no deed of it is there: "FC Barcelona in the UCL final 2034?"; not "scores in the final")
  [/^(?!(who|which|what|how)\b)(?!.*\b(scores?|scored|goals?|assists?|wins?|won|beats?|mvp|cards?|starts?|penalt\w*|plays?|played|represents?)\b)[\w .'&-]+ in the (\d{4} )?([\w']+ ){0,3}finals?\b(?! (mvp|four|4))/, 'final'],
  // (the last eight / last four of a knockout: its quarter-finals / semi-finals)
  [/\b(reach|reaches|make|makes|advance to|advances to|qualify for|qualifies for) (the )?([\w']+ ){0,3}semi-?finals?\b|\bsemi-?finalists?\b|\b(reach|reaches|make|makes|advance to|advances to|to) the last (four|4)\b/, 'semifinal'],
  [/\b(reach|reaches|make|makes|advance to|advances to|qualify for|qualifies for) (the )?([\w']+ ){0,3}quarter-?finals?\b|\bquarter-?finalists?\b|\b(reach|reaches|make|makes|advance to|advances to|to) the last (eight|8)\b/, 'quarterfinal'],
  // (a side "into" a round is its reaching it: "Saudi Arabia into the World Cup 2034 quarter-finals?")
  [/\binto the (\d{4} )?([\w']+ ){0,4}semi-?finals?\b/, 'semifinal'],
  [/\binto the (\d{4} )?([\w']+ ){0,4}quarter-?finals?\b/, 'quarterfinal'],
  // getting out of the group of a tournament is reaching its knockout stage ("advance from World Cup group?" / "reach the
  // knockout stage of the 2034 World Cup?"); not a named round of it
  [/\b(reach|reaches|make|makes|advance to|advances to|qualify for|qualifies for|into) (the )?(\d{4} )?([\w']+ ){0,3}knock-?out (stage|phase|rounds?)\b|\b(advance|advances|progress|progresses|get|gets|qualify|qualifies) (from|out of) (the |their |its )?([\w']+ ){0,3}group( stage)?\b/, 'knockout'],
  [/\b(reach|reaches|make|makes|advance to|advances to) (the )?(final four|conference finals)\b/, 'final_four'],
  [/\bmakes? the cut\b|\bmiss(es)? the cut\b/, 'cut'],
  [/\bpodium\b|\btop[- ]?(3|three)\b/, 'top3'],
  [/\btop[- ]?(5|five)\b/, 'top5'],
  [/\btop[- ]?(10|ten)\b/, 'top10'],
  [/\btop[- ]?(20|twenty)\b/, 'top20'],
  // (the leader after a golf round, by its number or its holes: "Leader after Round 3" is the "54-Hole Leader"; the
  // first round's leader is not the third's)
  // (also "Round 1 Leader" and "leader after 36 holes": "Open Championship Round 1 Leader" is not "The Open: leader
  // after 36 holes")
  [/\b(first|1st)[- ]round leader\b|\bleader after (round|day) (1|one)\b|\b18[- ]holes? leader\b|\bround (1|one) leader\b|\bleader after (18|eighteen) holes\b/, 'round_leader:1'],
  [/\b(second|2nd)[- ]round leader\b|\bleader after (round|day) (2|two)\b|\b36[- ]holes? leader\b|\bround (2|two) leader\b|\bleader after (36|thirty-six) holes\b/, 'round_leader:2'],
  [/\b(third|3rd)[- ]round leader\b|\bleader after (round|day) (3|three)\b|\b54[- ]holes? leader\b|\bround (3|three) leader\b|\bleader after (54|fifty-four) holes\b/, 'round_leader:3'],
  [/\bleader after (round|day) \d\b/, 'round_leader'],
];

const TOP_WORDS: Readonly<Record<string, number>> = { four: 4, six: 6, seven: 7, eight: 8 };

/**
 * The stage or placing a title pays on (`REACH`); any other "top N" is that placing too ("Will Lando Norris finish top 6
 * at the Japanese Grand Prix?" is not "Lando Norris on the podium").
 */
function reachOf(s: string): string | null {
  // (a poll named by its length is no placing when the title asks who tops it: "AP Top 25 #1 on Oct 8" is the AP Poll's #1)
  const topN = /\b(ap|coaches'?|usa today|cfp|playoff) (poll )?top[- ]?25\b/.test(s) && /#\s?1\b|\bno\.? ?1\b|\bnumber (one|1)\b/.test(s) ? null : /\btop[- ]?(\d{1,2}|four|six|seven|eight)\b/.exec(s);
  // (a placing in words is that number: "Premier League Top Four" is "Top 4 finish")
  return firstOf(REACH, s) ?? (topN !== null ? `top${TOP_WORDS[topN[1]!] ?? Number(topN[1])}` : null);
}

/** Awards of one league or sport whose candidates are the same players: one is not another. */
const AWARDS: Array<[RegExp, string]> = [
  [/\b(nba |stanley cup |world series )?finals mvp\b|\bbill russell\b/, 'finals_mvp'],
  // (also numbered: "Super Bowl LXV MVP", "Super Bowl 2031 MVP")
  [/\bsuper bowl( [lxvi]+| \d{2,4})? mvp\b/, 'super_bowl_mvp'],
  [/\bconference finals mvp\b/, 'conf_finals_mvp'],
  [/\ball[- ]star (game )?mvp\b/, 'all_star_mvp'],
  [/\bconn smythe\b/, 'conn_smythe'],
  [/\bhart (memorial )?trophy\b/, 'mvp'],
  [/\bnorris trophy\b/, 'norris'],
  [/\bvezina\b/, 'vezina'],
  [/\bcalder (memorial )?trophy\b/, 'roy'],
  [/\bheisman\b/, 'heisman'],
  [/\bballon d'?or\b/, 'ballon_dor'],
  [/\bgolden boot\b|\btop (goal)?scorer\b/, 'top_scorer'],
  [/\bgolden ball\b/, 'golden_ball'],
  [/\bgolden glove\b/, 'golden_glove'],
  [/\bhank aaron award\b/, 'hank_aaron'],
  [/\bsilver slugger\b/, 'silver_slugger'],
];

/** A part of a game or a bet other than the winner: a half, a quarter, a period, the first innings; a spread, a total. */
const PART: Array<[RegExp, string]> = [
  [/\b(1st|first) half\b|\b1h\b|\bhalf[- ]?time\b/, 'h1'],
  [/\b(2nd|second) half\b|\b2h\b/, 'h2'],
  [/\b(1st|first) quarter\b|\b1q\b|\bq1\b/, 'q1'],
  [/\b(1st|first) period\b|\bp1\b/, 'p1'],
  [/\b(first|1st) (5|five) innings\b|\bf5\b/, 'f5'],
  [/\b(first|1st) inning\b/, 'i1'],
  // one map of an esports series, one set of a tennis match
  [/\bmap ?1\b|\b(first|1st) map\b/, 'map1'],
  [/\bmap ?2\b|\b(second|2nd) map\b/, 'map2'],
  [/\bmap ?3\b|\b(third|3rd) map\b/, 'map3'],
  [/\bset ?1\b|\b(first|1st) set\b/, 'set1'],
  [/\bset ?2\b|\b(second|2nd) set\b/, 'set2'],
];
const BET: Array<[RegExp, string]> = [
  // (also a side written with its line before the other: "Orange Bowl: Ohio State -2.5 vs. Oregon")
  // (and a side covering its line, "Bills cover -3.5 against Pittsburgh?", or winning a named game by a margin, "Ohio State
  // to win the Orange Bowl by 7+?")
  // (or a side given a half-point line anywhere in a one-game question, "Magic +7.5 in Game 2 at Boston?": a signed
  // half-point after a name is a margin, not a winner; not a level, "under -9.5", "below -0.5%")
  [/\bspreads?\b|\bhandicap\b|[a-z.)] [-+−]\d+(\.5)? (vs\.?|v\.?|@|at) [a-z]|(?<!\b(over|under|below|above|than|between|and|or|to|from|at|score|scores|of)) [-+−]\d+\.5\b(?!\s*%)(?<=[a-z.)] [-+−]\d+\.5)|\brun line\b|\bpuck line\b|\bwin(s)? ((the )?[\w'-]+( [\w'-]+){0,2} )?by (more than |at least |over )?\d|\bcovers? (the spread|[-+−]\d)|\b(beat|beats|defeat|defeats)\b.*\bby (more than |at least |over )?\d+(\.\d+)?\+? (or more )?(points?|goals?|runs?)\b/, 'spread'],
  // (a count of them asked in words is the total: "How many goals will be scored at the 2030 World Cup?")
  // (also a count of the game's goals after a heading naming its two sides: "Chelsea–Arsenal (1 Feb): 3 or more goals?")
  // (a team's own total is not the game's: "Eagles team total over 24.5", "Lakers team points O/U 112.5")
  [/\bteam totals?\b|\bteam (points|goals|runs) (o\/u|over\/under|totals?)\b/, 'team_total'],
  [/\btotals?\b|\bover\/under\b|\bo\/u\b|\bcombined (points|goals|runs|score)\b|\btotal (points|goals|runs)\b|\bhow many (points|goals|runs) (will be |are )?scored\b|[a-z.)]\s?(vs\.?|v\.?|@|at|[–—-])\s?[a-z][^:]*:\s*(over |under )?\d+(\.5)?\+? (or (more|fewer) )?(goals|points|runs)\b/, 'total'],
  // (or a count written first of a game named after it: "6 or more goals in Rangers–Devils tonight?", its words as digits)
  [/\b(\d+(\.5)?)\+? (or (more|fewer) )?(total )?(goals|points|runs) (in|of) [^?:]*[a-z.)]\s?(vs\.?|v\.?|@|at|[–—-])\s?[a-z]/, 'total'],
  [/\bboth teams to score\b|\bbtts\b/, 'btts'],
  [/\bcorrect score\b|\bexact score\b/, 'score'],
  // (the first or last scorer is one player of the game, an anytime scorer any number: "First Touchdown Scorer: Chiefs at
  // Bills" is not "Anytime touchdown scorer: Kansas City at Buffalo")
  // (also a player named to score the game's first goal: "Will Haaland score the first goal vs Arsenal?")
  [/\bfirst (goal ?scorer|touchdown|td scorer)\b|\bscores? the (game's |match's )?first (goal|touchdown|td)\b/, 'first_scorer'],
  [/\blast (goal ?scorer|touchdown|td scorer)\b/, 'last_scorer'],
  [/\banytime (goal ?scorer|touchdown|td scorer)\b/, 'scorer'],
  // (a player named to score, the anytime scorer however written: "Kylian Mbappe to score — Real Madrid vs. Sevilla",
  // "Will Erling Haaland score vs. Aston Villa?", "Will Sam LaPorta score a touchdown vs. the Bears?", "Ravens vs.
  // Bengals: Anytime TD"; not a count, "to score 2+ touchdowns", "score 30+ points", nor a film's score)
  [/\banytime (goal|td|scorer)\b|\bscores? anytime\b|(?<!\bfirst (team )?)\bto score(?! first\b)(?= (a |an )?(goal|touchdown|td)\b| (vs\.?|v\.?|against|at|in)\b|\s*[?—–-]|$)|\bwill [^?:—–]{2,40}? score(?= (a |an )?(goal|touchdown|td)\b| (vs\.?|v\.?|against)\b|\s*[?—–-]|$)|\bscores (a (goal|touchdown|td) )?(vs\.?|v\.?|against)\b/, 'scorer'],
  // how a fight is won: by knockout, submission or decision is not the fight's winner
  [/\bby (ko|tko|ko\/tko|knock ?out|technical knock ?out|submission|decision|unanimous decision|split decision|points)\b|\bmethod of victory\b|\binside the distance\b|\bgo(es)? the distance\b|\bgo(es)? to (the )?(judges|scorecards|a decision)\b/, 'method'],
  // "Man City win or draw?": two of the three results of a match, not one
  [/\bdouble chance\b|\bwins? or (a )?draw\b|\bdraw or (a )?wins?\b|\bnot to lose\b/, 'double_chance'],
  // hosting a game of a round is not winning it nor the round ("Will the Eagles host the NFC Championship Game?" / "NFC
  // Champion"); a game named by its host ("Knicks host Celtics") is the game
  [/\b(host|hosts|hosting) (the |a |an )?(\d{4} )?([\w'-]+ ){0,3}(championship|title game|finals?|playoff|wild[- ]card|divisional|conference|semi-?finals?)\b|\bhome[- ]field advantage\b/, 'host'],
  // "Who will advance?", "Inter to advance": the tie's winner after extra time and penalties, not the match result
  [/\bwho (will )?advances?\b(?! to)|\bto advance\b(?! to)|\bto qualify\b(?! for)|\bwho (will )?qualif(y|ies)\b(?! for)/, 'advance'],
  // props of a game or a race read off something other than its winner: the coin toss, the first team to score, the
  // race's fastest lap, a title won without dropping a set
  // (a cricket match's toss is named without the coin: "MI vs CSK (May 16): who wins the toss?")
  [/\bcoin (toss|flip)\b|\b(wins?|won|winner of) the toss\b/, 'coin_toss'],
  [/\bfirst (team )?to score\b|\bscores? first\b|\bfirst points\b/, 'first_score'],
  [/\bfastest lap\b/, 'fastest_lap'],
  // a race's incidents and a golf event's oddities, each its own yes/no ("British GP: Will there be a safety car?" is not
  // "Red flag during the British GP?"; "Hole-in-one at The Open?" is not "Will The Open go to a playoff?")
  [/\bsafety cars?\b/, 'safety_car'],
  [/\bred[- ]flags?\b/, 'red_flag'],
  [/\bholes?[- ]in[- ]one\b/, 'hole_in_one'],
  [/\b(go|goes|going|went|head|heads|decided (in|by)) (to |into )?(a )?(sudden[- ]death )?play-?off\b|\bplay-?off (needed|required)\b/, 'golf_playoff'],
  [/\bwithout (dropping|losing) a set\b|\bin straight sets\b/, 'no_set_dropped'],
];

/** A sport named before its medals: a medal count of that sport alone. */
const MEDAL_SPORT = /\b(swimming|athletics|track ?(?:and|&) ?field|cycling|gymnastics|rowing|boxing|judo|wrestling|fencing|sailing|canoeing|diving|shooting|weightlifting|equestrian|archery|taekwondo|skiing|speed skating|figure skating|biathlon)( gold)? (medals?|golds)\b/;

/** An esports match (its title names the game, a league of one, or a best-of format): a series of maps is the match. */
const ESPORTS_MATCH = /\b(lol|league of legends|cs2|csgo|counter-strike|dota 2?|valorant|overwatch|rocket league|lck|lec|lcs|lpl|vct|bo[1357]|best[- ]of[- ](one|three|five|seven|[1357]))\b/;

/** A title of an esports match or competition (the game, an esports league, a best-of format, "esports"). */
export function esportsTitle(title: string): boolean {
  const s = lower(title);
  return ESPORTS_MATCH.test(s) || /\be-?sports?\b/.test(s);
}

/** A division title is not the conference's or the league's ("AFC East", "Atlantic Division", "NL West"). */
const DIVISION = /\b(afc|nfc|al|nl|american league|national league) (east|west|north|south|central)\b|\b(atlantic|metropolitan|central|pacific|southeast|northwest|southwest|east|west|north|south) division\b/;

/** A college conference's title or championship game is not the national title ("Big Ten Championship Game", "SEC title"). */
// (the draw and the sport may come between the conference and its tournament: "Big Ten Men's Tournament Champion", "Who wins
// the 2034 ACC men's basketball tournament?")
const CONFERENCE = /\b(big ten|big 10|big 12|sec|acc|pac-?12|big east|mountain west|sun belt|conference usa|mac|american athletic)\b (?:(?:men'?s|women'?s) )?(?:(?:basketball|football|baseball|softball|hockey|volleyball|soccer) )?(?:title|champion\w*|tournament|crown)/;

/** A college conference's title or tournament named by a title that is no game of two teams (`CONFERENCE`), or null. */
export function conferenceOf(title: string): string | null {
  const s = lower(title);
  const conf = !/\s(vs\.?|v\.?|@|at)\s|\b(beat|defeat)\b/.test(s) ? CONFERENCE.exec(s) : null;
  return conf !== null ? conf[1]!.replace(/\s+/g, '_').replace(/^big_10$/, 'big_ten') : null;
}

/**
 * A league's championship as a season market names it ("College Football Champion", "CFP national title", "NBA
 * Champion", "Super Bowl LXII", "MLS Cup 2027"): two such markets of one league are the same title whatever words each uses.
 */
export function leagueTitleMarket(title: string): boolean {
  const s = lower(title);
  return /\b(champions?|championship|national title|super bowl|stanley cup|world series|nba finals|mls cup|cfp|college football playoff|march madness)\b/.test(s)
    && !/\b(conference|division|regular season|group|pennant|semi-?finals?|quarter-?finals?|game \d|week \d|mvp|player|coach|rookie|seed|record|odds)\b/.test(s);
}

/**
 * A player's statistic over one game: passing, rushing or receiving yards, or points, rebounds or assists named before the
 * game's two sides ("Victor Wembanyama points: San Antonio at Los Angeles", "Wembanyama: Points O/U 29.5 (Spurs vs.
 * Lakers)"); a game's points ("Chiefs vs. Lions: points O/U", "total points") are not.
 */
export function playerLine(title: string): boolean {
  const s = lower(title);
  if (/\b(total|combined|team)\b/.test(s)) return false;
  if (/\b(passing|rushing|receiving) (yards|yds|touchdowns|tds)\b/.test(s)) return true;
  const stat = /\b(points|rebounds|assists)\b/.exec(s);
  return stat !== null && !/\s(vs\.?|v\.?|@|at)\s/.test(s.slice(0, stat.index)) && /\s(vs\.?|v\.?|@|at)\s/.test(s.slice(stat.index));
}

function firstOf(table: ReadonlyArray<[RegExp, string]>, s: string): string | null {
  for (const [re, v] of table) if (re.test(s)) return v;
  return null;
}

function lower(s: string): string {
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[’]/g, "'");
}

/**
 * Facets of a sports event (title and sub-title; the codes for a doubleheader game; the questions when they all say the
 * same; the outcome labels for a bet they all name; the rules for the date a game is scheduled on): `game` (game number), `day` (the game's date from a game ticker
 * or the rules), `reach` (stage or placing paid on), `award`, `part` (a half, quarter, period, first innings), `bet` (a
 * spread, a total...), `stage` (a division), `unit` ('series' for a playoff series, not one game). A facet on one side
 * only separates (the other side is the title, the whole game, or the league), except the game number, the game date
 * and the award, which a venue may leave implicit.
 */
export function sportsFacets(parts: { title: string; codes: readonly string[]; questions: readonly string[]; rules?: readonly string[]; labels?: readonly string[] }): Record<string, string> {
  const s = lower(parts.title);
  const out: Record<string, string> = {};
  const game = gameNumberOf(parts.title, parts.codes, parts.rules ?? []);
  if (game !== null) out['game'] = game;
  const qs = parts.questions.map(lower).filter((q) => q.trim() !== '');
  const reach = reachOf(s) ?? (qs.length > 0 ? agreed(qs.map(reachOf)) : null);
  if (reach !== null) out['reach'] = reach;
  const award = firstOf(AWARDS, s);
  if (award !== null) out['award'] = award;
  const part = firstOf(PART, s);
  if (part !== null) out['part'] = part;
  // (in an esports match "Game 1" is its first map, and "G2" names a club: "LoL: T1 vs Gen.G - Game 1 Winner")
  if (ESPORTS_MATCH.test(s)) {
    delete out['game'];
    const map = /\bgame\s*#?\s*([1-5])\b/.exec(s);
    if (map !== null && out['part'] === undefined) out['part'] = `map${map[1]!}`;
  }
  // (also a bet named only in the questions, when they all name it: "Ohio State -7.5 vs Michigan" asking "Spread: Ohio State (-7.5)")
  // (or a game's total only in the outcome labels, each the bare line: "Dodgers at Phillies" whose one market is "O/U 8.5";
  // not a player's, "Caitlin Clark points O/U 24.5")
  const labels = (parts.labels ?? []).map(lower).filter((l) => l.trim() !== '');
  const bet = firstOf(BET, s) ?? (qs.length > 0 ? agreed(qs.map((q) => firstOf(BET, q))) : null)
    ?? (labels.length > 0 && labels.every((l) => /^\s*(o\/u|over\/under|totals?)\s*\(?\d+(\.\d+)?\)?\s*$/.test(l)) ? 'total' : null);
  // (a player's line, "Josh Allen: Passing Yards O/U 249.5 (Bills vs. Chiefs)", is the player's stat, not the game's total)
  // (nor is a team's count of season wins, however written: "Thunder Regular Season Wins O/U 54.5", "Thunder 2032-33 Win
  // Total" are "Oklahoma City regular season wins 2032-33"; nor a nation's medals: "Team USA total medals" is its medal count)
  if (bet !== null && !(bet === 'total' && (playerLine(s) || /\bregular[- ]season wins\b|\bwin totals?\b|\btotal (\w+ )?medals?\b|\bmedal totals?\b/.test(s)))) out['bet'] = bet;
  // the medals a count, a table or a question counts: golds, or any of them ("Most gold medals" / "Most total medals",
  // "win Olympic gold in the 200m" / "win a medal in the 200m"); not the Gold Cup, a Gold Glove or the Gold Coast; the
  // top of a medal table is ranked by golds, as the most golds may be written
  const medal = /\bgolds?\b(?! (cup|gloves?|coast)\b)/.test(s) ? 'gold' : /\bsilvers?\b(?= medal)|\bsilver medals?\b/.test(s) ? 'silver' : /\bbronze medals?\b/.test(s) ? 'bronze' : /\bmedals?\b(?! (table|standings))/.test(s) ? 'all' : null;
  if (medal !== null) out['medal'] = medal;
  const day = gameDayOf(parts.codes, parts.rules ?? []);
  if (day !== null) out['day'] = day;
  const div = DIVISION.exec(s);
  if (div !== null) out['stage'] = `division:${div[0].replace(/\s+division$/, '').replace(/^american league/, 'al').replace(/^national league/, 'nl')}`;
  // (a game of two named teams is that game whatever stage it decides: "SEC Championship: Will Texas beat Georgia?")
  const conf = div === null ? conferenceOf(s) : null;
  if (conf !== null) out['stage'] = `conference:${conf}`;
  if (womensCompetition(s, parts.codes, parts.rules ?? [])) out['gender'] = 'women';
  // (an esports match is a best-of series: "LCK Cup: T1 vs Gen.G series winner" is the match, not a playoff round)
  if (ESPORTS_MATCH.test(s)) { /* the match */ }
  else if (/(?<!world )(?<!test )\bseries\b/.test(s) && !/\bseries [a-z]\b|\bworld series\b/.test(s)) out['unit'] = 'series';
  // (a playoff series named by its ticker, "KXNBASERIES-27NYKBOSR2": "Knicks vs Celtics: Eastern Conference Semifinals winner")
  else if (parts.codes.some((c) => /^KX[A-Z]+SERIES-\d\d[A-Z]{4,}/.test(c))) out['unit'] = 'series';
  // (or by its slug, "nba-playoffs-okc-vs-min-series-winner": "NBA Playoffs: Who Will Win Thunder vs. Timberwolves?")
  else if (game === null && parts.codes.some((c) => /(^|-)series-winner(-|$)/.test(c) && !/(^|-)(world|test)-series-/.test(c))) out['unit'] = 'series';
  // (a baseball playoff round by its short name between two teams, "Yankees vs. Guardians: ALDS Winner"; not one game of it)
  else if (game === null && /\s(vs\.?|v\.?|@|at)\s/.test(s) && /\b(al|nl)(ds|cs|wc)\b|\bwild card series\b/.test(s)) out['unit'] = 'series';
  // (also a win in the title that must come in regulation: "Leafs beat Canadiens in regulation (Apr 3)?")
  if (regulationOnly([parts.title, ...(parts.rules ?? [])]) || /\b(wins?|won|beats?|defeats?)\b[^?:]{0,40}\bin regulation\b/.test(s)) out['time_rule'] = 'regulation';
  // (a football match won with its extra time counted, "Bayern beat PSG (extra time counts)?", "including extra time")
  else if (EXTRA_TIME.test(s)) out['time_rule'] = 'extra_time';
  const position = draftPosition(s);
  if (position !== null) out['draft_position'] = position;
  const competition = competitionOf(s);
  if (competition !== null) out['competition'] = competition;
  // one stage of a stage race ("TdF stage 19 winner") is neither another stage nor the race's overall winner
  const raceStage = /\bstage (\d{1,2})\b/.exec(s);
  if (raceStage !== null) out['race_stage'] = raceStage[1]!;
  const classification = firstOf(CLASSIFICATIONS, s);
  if (classification !== null) out['classification'] = classification;
  // a golf major's playoff (one, not a league's playoffs) is its tie-break: "The Open 2032: Playoff?"
  if (out['bet'] === undefined && GOLF_MAJORS.has(competition ?? '') && /\bplay-?off\b(?!s)/.test(s)) out['bet'] = 'golf_playoff';
  // a ranking's place ("ATP year-end No. 1", "world No. 1") is not winning a tournament of the same players
  if (rankingNo1(s)) out['ranking'] = 'no1';
  const motor = motorsportUnit(s);
  if (motor !== null) out['motor_unit'] = motor;
  // a medal race of one sport is not the whole Games' ("Most Olympic swimming golds 2032" is not "2032 Olympics most golds")
  const medalSport = /\bmost\b|\bmedal (table|count)\b/.test(s) ? MEDAL_SPORT.exec(s) : null;
  if (medalSport !== null) out['medal_scope'] = medalSport[1]!.replace(/\s*(and|&)\s*/, '_');
  return out;
}

/**
 * The player a one-market scorer question names ("Kylian Mbappe to score — Real Madrid vs. Sevilla", "Will Erling Haaland
 * score vs. Aston Villa?", "Jahmyr Gibbs anytime touchdown — Lions at Packers"): the YES side of an anytime scorer market,
 * as another venue lists that player. Null for a count ("to score 2+ touchdowns") or a question of no scorer.
 */
export function scorerNamed(q: string): string | null {
  const clause = q.slice(q.lastIndexOf(': ') + 1).trim();
  const m = /^(?:[Ww]ill )?(?:the )?([A-Z][\p{L}.'’-]*(?: [A-Z][\p{L}.'’-]*){0,3}) (?:to score|scores?|anytime (?:goal ?scorer|goal|touchdown|td|scorer))\b/u.exec(clause);
  return m !== null && firstOf(BET, lower(clause)) === 'scorer' ? m[1]! : null;
}

/** The week of a league's season a title names ("in Week 12", "NFL Wk 7"); null when none. */
export function leagueWeek(title: string): string | null {
  const m = /\b(?:week|wk)\s?#?(\d{1,2})\b/i.exec(title);
  return m !== null ? String(Number(m[1])) : null;
}

/** A question over all of a league's games in a span, not one game ("Will any NFL game go to overtime in Week 12?"). */
export function acrossGames(title: string): boolean {
  return /\b(any|every|all|no)\s+(?:[\w.-]+\s+){0,2}games?\b/i.test(title);
}

/** Whether a (lower-case) title asks for the first place of a ranking ("ATP year-end No. 1", "world No. 1"). */
export function rankingNo1(s: string): boolean {
  return /\b(year[- ]end|world|wta|atp|fifa|ranked|ranking)\s+(world\s+)?(no\.?|number|#)\s?1\b|\b(no\.?|number|#)\s?1 (ranking|ranked)\b/.test(s);
}

/**
 * A motorsport market on one race ("MotoGP Valencia Grand Prix winner", "F1: Abu Dhabi GP") or on the season's
 * championship ("2029 MotoGP World Champion", "F1 Drivers' Championship"): the same riders are listed for both, and
 * the title is decided at the last race, so the two close together. Null when the title names neither or both (a
 * title decided "at the Abu Dhabi GP"); compared only when both sides name one.
 */
export function motorsportUnit(title: string): 'race' | 'season' | null {
  const s = lower(title);
  if (!/\b(f1|formula (1|one|2|e)|motogp|moto2|moto3|indycar|nascar|superbike|wsbk|grand prix|gp)\b/.test(s)) return null;
  const race = /\bgrand prix\b|\bgp\b|(?<!title )\brace (winner|win)\b/.test(s);
  const season = /\bchampion(ship)?s?\b|\btitle\b/.test(s);
  if (race === season) return null;
  return race ? 'race' : 'season';
}

/**
 * Named competitions: the majors of golf and tennis, whose names differ by a word titles drop ("U.S. Open" / "The Open",
 * the country being read as a place: the US Open is tested first, "2028 US Open Championship (Golf)"), and the
 * tournaments whose stages are alike ("reach the final" of Wimbledon is not of Euro 2028).
 */
const COMPETITIONS: Array<[RegExp, string]> = [
  [/\bu\.? ?s\.? open\b|\bunited states open\b/, 'us_open'],
  // (also by its edition: "the 160th Open")
  [/\bopen championship\b|\bbritish open\b|^\s*the open\b|\bthe open (\d{4} )?(winner|champion|golf)\b|\bthe \d+(st|nd|rd|th) open\b/, 'the_open'],
  [/\baustralian open\b/, 'australian_open'],
  [/\bfrench open\b|\broland[- ]garros\b/, 'french_open'],
  [/\bwimbledon\b/, 'wimbledon'],
  [/\bpga championship\b/, 'pga_championship'],
  [/\bthe masters\b|\bmasters tournament\b|\baugusta\b/, 'masters'],
  // (Rome's tournament by its city, its English name or its own: "ATP Rome", "Italian Open", "Internazionali BNL d'Italia")
  [/\bitalian open\b|\binternazionali (bnl )?d'?italia\b|\b(atp|wta) rom[ea]\b|\brom[ea] masters\b/, 'italian_open'],
  [/\bkentucky derby\b/, 'kentucky_derby'],
  // (the other tournaments of the tours, by their names or as "ATP <city>": one is not another)
  [/\bmadrid open\b|\bmutua madrid\b|\b(atp|wta) madrid\b/, 'madrid_open'],
  [/\bindian wells\b|\bbnp paribas open\b/, 'indian_wells'],
  [/\bmiami open\b|\b(atp|wta) miami\b/, 'miami_open'],
  [/\bmonte[- ]carlo masters\b|\b(atp|wta) monte[- ]carlo\b/, 'monte_carlo'],
  [/\bcanadian open\b|\bnational bank open\b|\b(atp|wta) (montreal|toronto)\b/, 'canadian_open'],
  [/\bcincinnati open\b|\bcincinnati masters\b|\b(atp|wta) cincinnati\b/, 'cincinnati_open'],
  [/\bshanghai masters\b|\b(atp|wta) shanghai\b/, 'shanghai_masters'],
  [/\bparis masters\b|\brolex paris masters\b|\b(atp|wta) paris\b/, 'paris_masters'],
  [/\bryder cup\b/, 'ryder_cup'],
  [/\beuro (19|20)\d\d\b|\beuros\b|\beuropean championships?\b/, 'euro'],
  [/\bcopa america\b/, 'copa_america'],
  [/\bworld cup\b/, 'world_cup'],
  [/\bolympics?\b|\bolympic games\b/, 'olympics'],
  [/\btour de france\b/, 'tour_de_france'],
  [/\bgiro d'italia\b/, 'giro'],
  [/\bvuelta\b/, 'vuelta'],
];

const GOLF_MAJORS: ReadonlySet<string> = new Set(['us_open', 'the_open', 'pga_championship', 'masters']);

/** The named competition a title names (lower case); null when none. A side that names none is not compared. */
export function competitionOf(title: string): string | null {
  return firstOf(COMPETITIONS, lower(title));
}

/** The words a title names its competition with ("atp rome", "augusta", "the masters"); none when it names none. */
export function competitionTitleWords(title: string): string[] {
  const s = lower(title);
  const hit = COMPETITIONS.find(([re]) => re.test(s));
  return hit === undefined ? [] : competitionWords(s, hit[0]);
}

/**
 * A stage race's secondary classifications (a jersey of the Tour de France): the points (green), the mountains (polka
 * dot) and the young riders' (white) are not the race's winner (the yellow jersey, the general classification).
 */
const CLASSIFICATIONS: Array<[RegExp, string]> = [
  [/\bgreen jersey\b|\bpoints classification\b|\bmaillot vert\b/, 'points'],
  [/\bpolka[- ]dot\b|\bking of the mountains?\b|\bmountains? classification\b|\bkom jersey\b/, 'mountains'],
  [/\bwhite jersey\b|\bbest young rider\b|\byoung rider classification\b|\byouth classification\b/, 'youth'],
];

/** The secondary classification of a stage race a title names ("polka-dot jersey": mountains); null when none. */
export function classificationOf(title: string): string | null {
  return firstOf(CLASSIFICATIONS, lower(title));
}

/** The words a title names a secondary classification with ("green jersey", "points classification"). */
export function classificationTitleWords(title: string): string[] {
  const s = lower(title);
  const hit = CLASSIFICATIONS.find(([re]) => re.test(s));
  return hit === undefined ? [] : competitionWords(s, hit[0]);
}

const DRAFT_POSITIONS: Array<[RegExp, string]> = [
  [/\b(qb|quarterback)s?\b/, 'qb'],
  [/\b(wr|wide receivers?)\b/, 'wr'],
  [/\b(rb|running backs?)\b/, 'rb'],
  [/\b(te|tight ends?)\b/, 'te'],
  [/\b(cb|cornerbacks?)\b/, 'cb'],
  [/\b(edge rushers?|pass rushers?)\b/, 'edge'],
  [/\b(ol|offensive linem[ae]n|offensive tackles?)\b/, 'ol'],
  [/\b(dl|defensive linem[ae]n|defensive tackles?)\b/, 'dl'],
  [/\b(lb|linebackers?)\b/, 'lb'],
  [/\bsafet(y|ies)\b/, 'safety'],
  [/\bnon[- ]qbs?\b|\bnon[- ]quarterbacks?\b/, 'non_qb'],
];

/**
 * The position a draft market counts among ("First QB selected", "first wide receiver drafted"): the first player of
 * one position taken is not the first pick overall (the same players are listed for both). Null when none is named.
 */
export function draftPosition(title: string): string | null {
  const s = title.toLowerCase();
  if (!/\bdraft(ed)?\b/.test(s)) return null;
  if (/\bnon[- ](qb|quarterback)s?\b/.test(s)) return 'non_qb';
  for (const [re, k] of DRAFT_POSITIONS) if (re.test(s)) return k;
  return null;
}

/**
 * A game result read at the end of regulation only ("regulation time result", "60 minutes only; overtime and shootout
 * do not count", "excluding overtime"); a text that also says overtime counts is not.
 */
export function regulationOnly(texts: readonly string[]): boolean {
  const s = texts.map(lower).join(' \n ');
  if (/\binclud\w* (the )?(overtime|ot|extra time)\b|\b(overtime|ot|extra time)( and (the )?(shootouts?|penalt\w+))? (counts?|included|is included|are included)\b/.test(s)) return false;
  return /\bregular time only\b|\bregulation[- ]time\b|\bregulation (result|only|winner)\b|\b(60|sixty|48|forty-eight|90|ninety) minutes only\b|\b(60|sixty)[- ]minute (result|line|winner)\b|\b(overtime|ot|extra time)( and (the )?(shootouts?|penalt\w+))? (do|does|will) not count\b|\bexclud\w* (overtime|ot|extra time)\b/.test(s);
}

/** A football match's result with its extra time counted ("extra time counts", "including extra time", "after extra time", "a.e.t."). */
const EXTRA_TIME = /\bextra[- ]time (counts?|included|is included)\b|\binc(l\.?|lud\w*) (the )?extra[- ]time\b|\bafter extra[- ]time\b|\ba\.?e\.?t\.?(?![a-z])/;

/**
 * A match result with its extra time counted is not the 90-minute result (three outcomes, a draw among them): a side that
 * wins in extra time settles the two differently.
 */
export function extraTimeGap(a: { facets: Readonly<Record<string, string>>; keySet: ReadonlySet<string> }, b: typeof a): string | null {
  const ea = a.facets['time_rule'] === 'extra_time', eb = b.facets['time_rule'] === 'extra_time';
  if (ea === eb) return null;
  const other = ea ? b : a;
  return other.keySet.has('lbl:draw') || other.facets['time_rule'] === 'regulation' ? 'result after extra time vs the 90-minute result' : null;
}

/**
 * A regulation-time result (with its draw) is not the winner of the game (two outcomes, its two teams, no draw: ties
 * are played off in overtime, so an overtime win settles the two listings differently). A listing that states
 * regulation only on one side and lists a draw on the other agrees.
 */
/** Leagues whose games are never drawn: a tie is played off in overtime or extra innings. */
const OVERTIME_LEAGUES: ReadonlySet<string> = new Set(['NHL', 'NBA', 'WNBA', 'MLB', 'NFL']);

export function regulationGap(a: { facets: Readonly<Record<string, string>>; teams: ReadonlySet<string>; keySet: ReadonlySet<string>; league?: string | null }, b: typeof a): string | null {
  const ra = a.facets['time_rule'] === 'regulation', rb = b.facets['time_rule'] === 'regulation';
  if (ra === rb) return null;
  const winner = ra ? b : a, regulation = ra ? a : b;
  // (a winner whose title names no teams, "Carabao Cup winner", listing the two teams of the regulation-time game as its outcomes)
  const listsSides = regulation.teams.size >= 2 && [...regulation.teams].every((t) => winner.keySet.has(`ent:${t}`));
  const twoWay = (winner.teams.size >= 2 || listsSides) && !winner.keySet.has('lbl:draw') && [...winner.keySet].filter((k) => k.startsWith('ent:')).length >= 2;
  // (a one-market listing of one side of a game of a league that plays ties off, "Maple Leafs vs. Canadiens" paying on the
  // Maple Leafs, is that game's winner too: "Leafs beat Canadiens in regulation" is not it)
  const league = winner.league ?? regulation.league ?? null;
  const playsOff = league !== null && OVERTIME_LEAGUES.has(league);
  const oneSide = playsOff && winner.teams.size >= 2 && !winner.keySet.has('lbl:draw') && winner.keySet.size === 1 && [...winner.keySet].every((k) => k.startsWith('ent:'));
  return twoWay || oneSide ? 'regulation-time result vs game winner (overtime counts on one side only)' : null;
}

/**
 * The side a one-market head-to-head pays on when its label names both ("T1 vs Gen.G", "Gen.G vs T1"): the venues list
 * the first-named side as the YES outcome. Any other label is returned as it is.
 */
export function firstSideLabel(label: string): string {
  // (a capital "V" before a lower-case word is a numeral: "Artemis V launched")
  const m = /^(.+?)\s+(?:[Vv][Ss]\.?|v\.?|V\.?(?=\s+[^a-z\s]))\s+(.+)$/.exec(label);
  return m === null || /\b(vs\.?|v\.?)\s/i.test(m[2]!) ? label : m[1]!.trim();
}

/**
 * A women's competition named outside the words "women's" of the title: "(W)" after the teams, a women's college
 * league's ticker or slug (KXNCAAWBGAME, cwbb, ncaaw), rules on "the women's college basketball game". The men's game
 * of the same two colleges on the same day is another event. (Players and a women's league's own clubs need no such
 * word: a WTA match or a WNBA game is not read here, as the other venue may leave it implicit.)
 */
export function womensCompetition(title: string, codes: readonly string[], rules: readonly string[]): boolean {
  if (/\(w\)|\(women\)|\bw\.?f\.?c\b|\bfcw\b/i.test(title)) return true;
  if (codes.some((c) => /^KX(NCAAW|WMARMAD|WCBB|WCWS)[A-Z0-9]*-/.test(c) || /(^|-)(cwbb|wcbb|ncaaw\w*|wsl|nwsl)(-|$)/.test(c))) return true;
  return rules.some((r) => /\bwomen'?s (college |ncaa |professional |pro |international )?(basketball|soccer|football|hockey|ice hockey|volleyball|softball|lacrosse|rugby|cricket|water polo|super league|champions league)\b/i.test(r.replace(/[’]/g, "'")));
}

/** Words after a club's name that say it is the women's side ("Arsenal Women", "Arsenal WFC", "Chelsea FCW"). */
const WOMEN_SIDE: ReadonlySet<string> = new Set(['women', 'womens', 'wfc', 'fcw', 'ladies', 'w']);

/** A club's name without the words that say it is the women's side (the event's gender facet says it once for all). */
export function withoutWomenSide(words: readonly string[]): string[] {
  let n = words.length;
  while (n > 1 && WOMEN_SIDE.has(words[n - 1]!)) n--;
  return words.slice(0, n);
}

/** The one value all texts agree on (null when any differs or none has one). */
function agreed(vs: ReadonlyArray<string | null>): string | null {
  const set = new Set(vs);
  return set.size === 1 ? [...set][0]! : null;
}

/**
 * A football season is named by the year it starts ("the 2027 season", "2027 NFL MVP") but runs into the next year; the
 * venues name the same market by the year it ends ("2027-28", "Super Bowl LXII" = 2028). "YYYY season" of American
 * football (NFL, college football) is read as the year it ends.
 */
export function seasonYears(text: string, years: readonly string[], league: string | null): string[] {
  const s = lower(text);
  const football = league === 'NFL' || /\b(nfl|pro football|college football|ncaaf|cfp|cfb|super bowl|heisman)\b/.test(s);
  if (!football) return [...years];
  const m = /(?<![\d-])((?:19|20)\d\d) (?:nfl |college football |cfb |ncaaf )?season\b/.exec(s);
  // a bare year ("NFL MVP 2027", "2027 AFC East champion") may name the season by either end: both are kept (the close
  // times keep two seasons apart); a season written across two years or a Super Bowl number is unambiguous
  if (m === null) {
    if (/(?<![\d$.,])(?:19|20)\d\d\s?[-–/]\s?(?:19|20)?\d\d(?![\d%])|\bsuper bowl [lxvi]+\b/.test(s)) return [...years];
    return [...new Set(years.flatMap((x) => [x, String(Number(x) + 1)]))];
  }
  const y = m[1]!;
  return [...new Set(years.map((x) => (x === y ? String(Number(y) + 1) : x)))];
}

const MON: Record<string, string> = { JAN: '01', FEB: '02', MAR: '03', APR: '04', MAY: '05', JUN: '06', JUL: '07', AUG: '08', SEP: '09', OCT: '10', NOV: '11', DEC: '12' };
const MONTH_NAMES: Record<string, string> = {
  january: '01', february: '02', march: '03', april: '04', may: '05', june: '06', july: '07', august: '08', september: '09', october: '10', november: '11', december: '12',
};

/**
 * The date a game is played on (YYYY-MM-DD, the venue's local date): from a game ticker (KXNBAGAME-27FEB03LALBOS, also a
 * prop or total of the game: KXNBATOTAL-27FEB03LALBOS, KXUFCFIGHT-27JAN23TOPPER: a date, then at least two team codes),
 * from game slugs that agree (the league, the team codes, the ISO date: mlb-nyy-bos-2028-07-04) or
 * from rules that say when it is scheduled ("scheduled for April 10, 2027", "game on December 12, 2026"); null when
 * neither says it, or the rules name several dates.
 */
export function gameDayOf(codes: readonly string[], rules: readonly string[]): string | null {
  for (const c of codes) {
    // (a baseball ticker may carry the first pitch's time after the date: KXMLBSPREAD-32MAY151605LADSF)
    const m = /^KX[A-Z0-9]*-(\d\d)([A-Z]{3})(\d\d)(?:[0-2]\d[0-5]\d)?[A-Z]{4,}(?:G[1-7])?$/.exec(c);
    if (m !== null && MON[m[2]!] !== undefined && Number(m[3]) >= 1 && Number(m[3]) <= 31) return `20${m[1]}-${MON[m[2]!]}-${m[3]}`;
  }
  // a game's slug: the league or sport, the two sides, then the date ("mlb-nyy-bos-2027-07-24", "aec-cfb-osu-mich-2027-11-27",
  // "epl-ars-tot-2027-11-21-draw"; not "will-the-fed-cut-rates-2028-07-04"); all the slugs that carry one must agree
  const slugDays = new Set<string>();
  for (const c of codes) {
    const m = /^(?:[a-z0-9]+-){3,4}(20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:-g[1-7])?(?:-[a-z0-9]+)*$/.exec(c);
    if (m !== null && !/(^|-)(by|before|after|until|end|through|thru)(-|$)/.test(c)) slugDays.add(`${m[1]}-${m[2]}-${m[3]}`);
  }
  if (slugDays.size === 1) return [...slugDays][0]!;
  const found = new Set<string>();
  for (const r of rules) {
    for (const m of r.matchAll(/\b(?:scheduled for|played on|(?:game|match) on)\s+(january|february|march|april|may|june|july|august|september|october|november|december) (\d{1,2}),? (20\d\d)\b/gi)) {
      found.add(`${m[3]}-${MONTH_NAMES[m[1]!.toLowerCase()]!}-${m[2]!.padStart(2, '0')}`);
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}

/** Noon UTC of a game's date (YYYY-MM-DD from `gameDayOf`), the time reference of a game dated by its ticker or rules. */
export function gameDayMs(day: string): number | null {
  const ms = Date.parse(`${day}T12:00:00Z`);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * "S. Scheffler" / "Scottie Scheffler": a first name written as its initial; also the initial of the name a player goes
 * by after a first name ("K. Antonelli" / "Andrea Kimi Antonelli").
 */
export function initialName(x: readonly string[], y: readonly string[]): boolean {
  if (x.length !== 2 && y.length !== 2) return false;
  // either side may be the one written with the initial
  const [short, long] = x.length === 2 && x[0]!.length === 1 ? [x, y] : [y, x];
  if (short.length !== 2 || long.length < 2 || long.length > 3) return false;
  const [i, last] = short as [string, string];
  const given = long.slice(0, -1);
  return i.length === 1 && given.every((g) => g.length > 1) && given.some((g) => g.startsWith(i)) && last === long[long.length - 1] && last.length >= 3;
}

/**
 * "VER" / "Max Verstappen", "NOR" / "Lando Norris", "VER" / "Verstappen": a driver or player written as the three-letter
 * code of the timing screens, the first three letters of the surname (either side; the other side may be the surname alone).
 */
export function surnameCode(x: readonly string[], y: readonly string[]): boolean {
  const [code, name] = x.length === 1 && /^[a-z]{3}$/.test(x[0]!) ? [x[0]!, y] : [y[0]!, x];
  if (x.length !== 1 && y.length !== 1) return false;
  if (name.length < 1 || !/^[a-z]{3}$/.test(code) || name.join(' ') === code) return false;
  const last = name[name.length - 1]!;
  return last.length > 3 && last.startsWith(code);
}

/** "Ohio St." / "Ohio State": a school's trailing "St." is "State" ("St. John's", "St. Louis" lead with it and stay). */
export function stateName(x: readonly string[], y: readonly string[]): boolean {
  const norm = (w: readonly string[]): string => (w.length >= 2 && w[w.length - 1] === 'st' ? [...w.slice(0, -1), 'state'] : w).join(' ');
  return x.join(' ') !== y.join(' ') && norm(x) === norm(y);
}

/**
 * An "Over" / "Under" outcome of a total or a player line: the line is the one number the question or title states after
 * "O/U", "over/under" or "total" ("Lakers vs. Celtics: O/U 224.5"). Over is above the line, Under below it.
 */
export function overUnderStrike(label: string, texts: readonly string[]): Strike | null {
  // a two-sided line as the label ("O/U 47.5", outcomes Over and Under): the venues list Over first, the YES side
  const both = /^\s*(?:o\/u|over\/under)\s*(\d+(?:\.\d+)?)\s*$/i.exec(label);
  if (both !== null) return { op: 'gt', lo: both[1]!, hi: both[1]!, unit: '' };
  const side = /^\s*(over|under)\s*$/i.exec(label);
  if (side === null) return null;
  const lines = new Set<string>();
  for (const t of texts) for (const m of t.matchAll(/\b(?:o\/u|over\/under|total(?: points| goals| runs)?)\s*:?\s*(\d+(?:\.\d+)?)\b/gi)) lines.add(m[1]!);
  if (lines.size !== 1) return null;
  const lo = [...lines][0]!;
  return { op: side[1]!.toLowerCase() === 'over' ? 'gt' : 'lt', lo, hi: lo, unit: '' };
}

/**
 * Whether an event's outcomes are the two sides of one game: exactly two distinct teams (each market a team or the
 * draw, `null` for anything else), and the title names at least one of them and no other team (a season market with two
 * teams left, "NBA Finals winner", names none).
 */
export function twoTeamGame(outcomes: ReadonlyArray<string | null>, titleTeams: ReadonlySet<string>, title = ''): boolean {
  if (outcomes.length < 2 || outcomes.length > 3 || outcomes.some((o) => o === null)) return false;
  const teams = new Set(outcomes.filter((o) => o !== 'draw'));
  const draws = outcomes.filter((o) => o === 'draw').length;
  if (teams.size !== 2 || draws > 1) return false;
  if (titleTeams.size > 0) return [...titleTeams].every((t) => teams.has(t));
  // a title naming no team ("El Clásico (La Liga, Mar 21 2027)"): a game when a draw is one of its outcomes (a final or a
  // season market has none) or the title names no stage of a competition (final, champion, cup, series, playoffs...)
  return draws === 1 || (title.trim() !== '' && !COMPETITION_WORDS.test(lower(title)));
}

/** Words of a competition's stage or prize: a title with them and two teams left is not one game. */
const COMPETITION_WORDS = /\b(finals?|champion\w*|title|winner|cup|series|trophy|tournament|playoffs?|bowl|pennant)\b/;

/** The one team among the entities a question names (undefined when it names none, several, or anything else as well). */
export function soleTeam(named: readonly KbEntity[]): KbEntity | undefined {
  const distinct = [...new Set(named)];
  return distinct.length === 1 && distinct[0]!.kind === 'team' ? distinct[0] : undefined;
}

/**
 * College sports ('NCAA', the league of the kb's college teams): named by the event ("college football", "NCAAF",
 * "March Madness", a conference's championship game) or its ticker or slug (KXNCAAFGAME-..., aec-cfb-...).
 */
export function collegeLeagueOf(words: string, codes: readonly string[]): string | undefined {
  if (/\b(ncaa[a-z]*|college (football|basketball)|cfp|cfb|march madness|(sec|big ten|big 12|acc) championship( game)?)\b/i.test(words)) return 'NCAA';
  // (a college conference's tournament or title is of the college league: "Big Ten Tournament (Indianapolis) 2034 winner")
  if (conferenceOf(words) !== null) return 'NCAA';
  return codes.some((c) => /^KXNCAA|^KXCFB|(^|-)(cfb|cbb|ncaaf|ncaab|ncaam|ncaaw)-/i.test(c)) ? 'NCAA' : undefined;
}

/**
 * A spread outcome of a game: the team named and the margin it must win by, from the label ("Detroit wins by over 3.5
 * points", "Lions -3.5", "Lions (-3.5)") or from the title's line next to the team the label names ("Spread: Lions
 * (-3.5)" with the outcome "Lions"). Only in an event about a spread; null otherwise or when the line is not stated.
 */
export function spreadOf(label: string, title: string): { team: string; line: string } | null {
  if (!/\bspreads?\b|\bhandicap\b|\brun line\b|\bpuck line\b/i.test(title)) return null;
  // (an esports series' spread is in maps: "Team Vitality wins by over 1.5 maps")
  const wins = /^(.+?)\s+wins?\s+by\s+(?:more than|over)\s+(\d+(?:\.\d+)?)\s*(?:points?|goals?|runs?|maps?)?\s*$/i.exec(label.trim());
  if (wins !== null) return { team: wins[1]!, line: wins[2]! };
  const minus = /^(.+?)\s*\(?\s*-\s*(\d+(?:\.\d+)?)\s*\)?\s*$/.exec(label.trim());
  if (minus !== null) return { team: minus[1]!, line: minus[2]! };
  const esc = label.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const inTitle = esc === '' ? null : new RegExp(`(?:^|[\\s:])${esc}\\s*\\(\\s*-\\s*(\\d+(?:\\.\\d+)?)\\s*\\)`, 'i').exec(title);
  return inTitle !== null ? { team: label.trim(), line: inTitle[1]! } : null;
}

/**
 * The one spread line a question or title states next to its team ("Spread: Bills (-3.5)", "Heat -4.5 spread"), for a
 * one-market listing whose YES side is that team covering; null when the text names no spread or more than one line.
 */
export function questionSpread(text: string): { team: string; line: string } | null {
  // (a side covering its line: "Bills cover -3.5 against Pittsburgh?")
  const cover = /^(?:[Ww]ill (?:the )?)?([A-Z][\w.'&-]*(?: [A-Z][\w.'&-]*){0,3}) covers? (?:the spread )?\(?[-−]\s*(\d+(?:\.\d+)?)\b/.exec(text.slice(text.lastIndexOf(': ') + 1).trim());
  if (cover !== null) return { team: cover[1]!, line: cover[2]! };
  // (or the one side given a negative half-point line after the game's heading, no spread named: "Eagles vs. Cowboys:
  // Eagles -3.5" is the Eagles covering 3.5, not any other line of that game)
  const headed = text.includes(': ') ? /^([A-Z][\w.'&-]*(?: [A-Z][\w.'&-]*){0,3}) \(?[-−](\d+\.5)\)?\??$/.exec(text.slice(text.lastIndexOf(': ') + 2).trim()) : null;
  if (headed !== null) return { team: headed[1]!, line: headed[2]! };
  if (!/\bspreads?\b|\bhandicap\b|\brun line\b|\bpuck line\b/i.test(text)) return null;
  const found = [...text.matchAll(/([A-Z][\w.'&-]*(?: [A-Z][\w.'&-]*){0,3})\s*\(?\s*-\s*(\d+(?:\.\d+)?)\b\s*\)?/g)]
    .filter((m) => !/^spreads?$/i.test(m[1]!));
  return found.length === 1 ? { team: found[0]![1]!, line: found[0]![2]! } : null;
}

/**
 * The margin of a question on one team beating the other by a number of points ("Will the Bills beat the Chiefs by 3 or
 * more points?" is the Bills' spread line 2.5; "by more than 2.5 points", "by over 2.5" too); null without one.
 */
export function marginLine(question: string): string | null {
  // (also a named game won by a margin, "Ohio State to win the Orange Bowl by 7+?")
  const m = /\b(?:beat|beats|defeat|defeats)\b.*\bby (more than |over |at least )?(\d+(?:\.\d+)?)(\+| or more)? (?:points?|goals?|runs?)\b/i.exec(question)
    // (a game named without "the", "Yankees win ALDS Game 1 by 3+ runs?", and the game's opponent, ground or day after the
    // margin, "Rangers win by 2 or more runs vs Houston (Apr 19)?", "Eagles win by 4 or more at Washington on Sunday?")
    ?? /\bwins? (?:(?:the )?[\w'-]+(?: [\w'-]+){0,2} )?by (more than |over |at least )?(\d+(?:\.\d+)?)(\+| or more)?(?: (?:points?|goals?|runs?))?(?=\s*(?:[?.,)]|$)|\s+(?:vs\.?|v\.?|against|at|on|in)\s)/i.exec(question);
  if (m === null) return null;
  const v = m[2]!;
  if (m[1] === 'more than ' || m[1] === 'over ') return v;
  // "by 3 or more", "by at least 3": a whole margin, the half point below it
  return /^\d+$/.test(v) && Number(v) >= 1 ? `${Number(v) - 1}.5` : null;
}

/**
 * Game statistics are counted in whole units (points, goals, runs, yards): "over 29.5" is "30 or more" and "under 29.5"
 * is "29 or fewer". A line on a half unit is written in the inclusive form; any other strike is left as it is.
 */
export function halfPointStep(x: Strike): Strike {
  const m = /^(\d+)\.5$/.exec(x.lo);
  if (m === null || x.unit !== '' || (x.op !== 'gt' && x.op !== 'lt')) return x;
  const v = x.op === 'gt' ? String(BigInt(m[1]!) + 1n) : m[1]!;
  return { ...x, op: x.op === 'gt' ? 'ge' : 'le', lo: v, hi: v };
}

/**
 * Whether a sports market counts a statistic kept in whole units (goals, points, runs...): then a whole-number strike
 * "above 249" is "250 or more", as a venue listing the same count as "250+" writes it.
 */
export function countedStat(text: string): boolean {
  // (a chess rating is published in whole points: "Above 2839" on the FIDE list is "2840 or higher")
  return /\b(goals|points|runs|tries|touchdowns|medals|wickets|sixes|aces|strikeouts|home runs|assists|rebounds)\b/i.test(text) || /\b(fide|elo)\b[^.?!]*\bratings?\b|\bratings?\b[^.?!]*\bfide\b/i.test(text);
}

/** A country (a kb region that is not part of another country): in a sports market, the national team. */
export function nationOf(e: KbEntity | undefined): KbEntity | undefined {
  return e?.kind === 'geographic_region' && e.metadata['country'] === undefined ? e : undefined;
}

/** Words that do not tell one side of a head-to-head from another ("Team Vitality", "FaZe Clan", "Arsenal FC"). */
const SIDE_FILLER: ReadonlySet<string> = new Set(['the', 'team', 'fc', 'cf', 'sc', 'ac', 'club', 'clan', 'esports', 'gaming', 'jr', 'sr', 'de', 'la', 'el']);

function sideWords(s: string): string[] {
  const cut = s.replace(/\([^)]*\)/g, ' ').split(/\s[-–—|]\s|[,?!]|\s(?:in|on|at|to|for|from|with)\s/i)[0] ?? '';
  return lower(cut).split(/[^a-z0-9]+/).filter((w) => w.length >= 2 && !SIDE_FILLER.has(w) && !/^\d+$/.test(w));
}

/**
 * The two sides of a head-to-head (players, fighters, clubs outside the kb) as their name words: from the title's
 * "A vs B" / "A v B" / "A @ B" (after a competition prefix "Australian Open: ..."), else from the one question "Will A
 * beat B ...?". Null when neither names two sides.
 */
export function sidesOf(title: string, question: string | null): [string[], string[]] | null {
  const seg = title.includes(':') ? title.slice(title.lastIndexOf(':') + 1) : title;
  const vs = /^\s*(.+?)\s+(?:vs\.?|v\.?|@)\s+(.+)$/i.exec(seg) ?? /^\s*(.+?)\s+(?:vs\.?|v\.?|@)\s+(.+)$/i.exec(title);
  // (also after a heading: "UFC Aug 21: Will Ilia Topuria beat Islam Makhachev?")
  // (an upset is a win by the side not favoured: "Will the Giants upset the Cowboys?", and a headline in the present tense
  // names the two sides as well: "Jovic upsets Andreeva in Seoul (Thursday)?")
  const beatRe = /^\s*will (?:the )?(.+?) (?:beat|defeat|upset) (?:the )?(.+)$/i;
  const headline = /^\s*(?:[Tt]he )?([A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,3}) (?:beats|defeats|upsets) (?:the )?([A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,3})\b(?![\w.' -]*\b(?:[Ee]arnings|[Ee]stimates?|[Ee]xpectations|[Cc]onsensus|EPS|[Rr]evenue|[Ff]orecasts?|[Gg]uidance)\b)/;
  const beat = vs === null ? beatRe.exec(question ?? '') ?? beatRe.exec(title) ?? beatRe.exec(questionClause(question ?? '')) ?? beatRe.exec(seg) ?? headline.exec(seg) : null;
  // "Auburn at Alabama": a title of two names only, joined by "at" (names are capitalised; "win at Augusta" is no game)
  const at = vs === null && beat === null ? /^\s*([A-Z][\w.'&-]*(?: [A-Z][\w.'&-]*){0,3}) at ([A-Z][\w.'&-]*(?: [A-Z][\w.'&-]*){0,3})\s*$/.exec(seg) : null;
  const m = vs ?? beat ?? at;
  if (m === null) return null;
  // (a heading before a dash names no side: "WTA Osaka R2 — M. Andreeva v L. Fernandez")
  // (nor a heading before a colon, nor a bet after one: "Vitality vs Spirit: Map Spread")
  const a = sideWords(m[1]!.split(/\s[-–—|]\s|:\s/).pop()!), b = sideWords(m[2]!.split(/:\s/)[0]!);
  return a.length > 0 && b.length > 0 && a.length <= 4 && b.length <= 4 ? [a, b] : null;
}

/** Whether two head-to-heads name the same two sides (each side shares a name word with one side of the other). */
export function sameSides(x: readonly [string[], string[]], y: readonly [string[], string[]]): boolean {
  const meet = (p: readonly string[], q: readonly string[]): boolean => p.some((w) => q.includes(w));
  return (meet(x[0], y[0]) && meet(x[1], y[1]) && !meet(x[0], y[1]) && !meet(x[1], y[0])) || (meet(x[0], y[1]) && meet(x[1], y[0]) && !meet(x[0], y[0]) && !meet(x[1], y[1]));
}

/**
 * The question of a one-market listing that leads with a heading ("Mets vs Phillies, 8/7 nightcap: Phillies win?", "UFC
 * Aug 21: Will Ilia Topuria beat Islam Makhachev?"): the clause after the heading's colon, when that clause asks who wins;
 * else the text as it is. The heading names both sides; the clause names the one the YES side pays on.
 */
export function questionClause(q: string): string {
  const i = q.lastIndexOf(': ');
  if (i < 0 || i > 80) return q;
  const tail = q.slice(i + 2).trim();
  return /\b(win|wins|beat|beats|defeat|defeats)\b/i.test(tail) && /\w/.test(tail) ? tail : q;
}

const MULTI_STAT: Readonly<Record<string, string>> = { homer: 'home runs', 'home run': 'home runs', hr: 'home runs', goal: 'goals', hit: 'hits', touchdown: 'touchdowns', td: 'touchdowns', sack: 'sacks' };

/**
 * Counts a sports question writes in words, as numbers: "double-digit strikeouts" is "10+ strikeouts", a "multi-homer game"
 * "2+ home runs" (a "multi-goal game" 2+ goals).
 */
export function countPhrases(q: string): string {
  return q.replace(/\bdouble[- ]digits?\s+(?=[a-z])/gi, '10+ ')
    .replace(/\bmulti[- ](homer|home run|hr|goal|hit|touchdown|td|sack)\s+game\b/gi, (_, w: string) => `2+ ${MULTI_STAT[w.toLowerCase()] ?? w}`);
}

/** Leagues of women's clubs only (the WNBA, the NWSL): any event of theirs is a women's competition. */
export function womensLeague(league: string | undefined | null): boolean {
  return league === 'WNBA' || league === 'NWSL';
}

/**
 * Two season markets on one award worded apart ("AL MVP 2027" / "American League MVP 2027"): half alike when both are
 * season markets of the same award of the same part of a league (the `award` and `stage` facets, which must be named on
 * both sides) and at least two named outcomes are shared (half of the smaller list or more). The year, the league and
 * every other facet are compared apart and veto on their own.
 */
export function awardTitleSim(a: { future: boolean; facets: Readonly<Record<string, string>> }, b: typeof a, inter: number, ov: number): number {
  if (!a.future || !b.future || inter < 2 || ov < 0.5) return 0;
  const award = a.facets['award'];
  if (award === undefined || award !== b.facets['award'] || a.facets['stage'] !== b.facets['stage']) return 0;
  return 0.5;
}

/**
 * A team written as its nickname with its school, city or code in brackets ("Bulldogs (UGA)", "Tigers (Auburn)"): the
 * team the brackets name, when the words before them are that team's nickname. A player qualified by a team ("Arch
 * Manning (Texas)") is not the team. `resolve` reads a text as a team of the event's league.
 */
export function bracketedTeam(label: string, resolve: (text: string) => KbEntity | undefined): KbEntity | undefined {
  const m = /^\s*([^()]+?)\s*\(([^()]+)\)\s*$/.exec(label);
  if (m === null) return undefined;
  const t = resolve(m[2]!);
  if (t === undefined || t.kind !== 'team') return undefined;
  const words = (s: string): string => lower(s).split(/[^a-z0-9&]+/).filter((w) => w !== '').join(' ');
  const nick = words(m[1]!);
  const name = words(t.canonical_name);
  return nick !== '' && (name.endsWith(` ${nick}`) || (t.metadata['nickname'] !== undefined && words(t.metadata['nickname']) === nick)) ? t : undefined;
}

/** The top flight of a country's club football, by the kb's league name: its champion is the country's champion. */
const TOP_FLIGHTS: ReadonlyArray<[league: string, country: RegExp]> = [
  ['Premier League', /\b(champions? of england|english champions?)\b/],
  ['La Liga', /\b(champions? of spain|spanish champions?)\b/],
  ['Bundesliga', /\b(champions? of germany|german champions?)\b/],
  ['Serie A', /\b(champions? of italy|italian champions?)\b/],
  ['Ligue 1', /\b(champions? of france|french champions?)\b/],
];

/**
 * A club's season market naming the title by country ("Man City champions of England 2027-28?"): the title of that
 * country's top flight, when the event's league is that top flight. Returns the words that name the country (to drop) and
 * the league's name (to compare titles by); null otherwise.
 */
export function nationalTitle(title: string, league: string | null | undefined): { drop: string[]; league: string[] } | null {
  const s = lower(title);
  for (const [l, re] of TOP_FLIGHTS) {
    const m = re.exec(s);
    if (m !== null && l === league) return { drop: m[0].split(' ').filter((w) => w !== 'of'), league: lower(l).split(' ') };
  }
  return null;
}

/** A question on a player leaving the club it names ("Will Haaland leave Man City this summer?"): the club is left, not the YES side. */
export function leavesClub(question: string): boolean {
  return /\b(leave|leaves|leaving|depart|departs|departing|exit|exits)\b/i.test(question);
}

/** Title stems (five letters) of a move away from a club, whatever the verb: "leave", "transferred", "departs", "exit". */
const MOVE_AWAY: ReadonlySet<string> = new Set(['leave', 'leavi', 'trans', 'depar', 'exit', 'exits', 'move', 'moves', 'moved']);

/** Whether a title stem names a move away from a club (compared as one word in a transfer market's title). */
export function moveAwayStem(stem: string): boolean {
  return MOVE_AWAY.has(stem);
}
