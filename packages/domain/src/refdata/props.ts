// Player props: which player a market of a game or a season is about, and the short line notation of prop labels
// ("V. Wembanyama O 29.5 pts"). Two props of different players are different markets even at the same line.
import type { Strike } from './text.ts';

/** A player named before what the prop counts: a colon, a number, over/under, a verb or a statistic. */
const STAT = '(?:points|pts|rebounds|reb|assists|ast|home runs?|hrs?|yards|yds|passing|rushing|receiving|touchdowns|tds|strikeouts|goals|shots|saves|aces|threes|sacks|receptions)';
/** (a statistic as a heading's title words write it: "Victor Wembanyama: Points O/U 29.5") */
const STAT_ANY_CASE = STAT.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
/** (a count of one takes the singular after its number, in either case: "Cale Makar 1+ Point", "Roman Anthony 1+ Hit") */
const COUNT_ONE = '(?:[Pp]oint|[Gg]oal|[Aa]ssist|[Rr]ebound|[Hh]its?|[Ss]hot|[Ss]ave|[Tt]ouchdown)';
const PLAYER = new RegExp(`(?<![\\p{L}])([A-Z][\\p{L}'’-]+|[A-Z]\\.)\\s+([A-Z][\\p{L}'’-]{2,})(?=(?:'s|’s)?(?:\\s*:\\s*\\d|\\s*:\\s*${STAT_ANY_CASE}\\b|\\s+(?:[Oo](?:ver)?|[Uu](?:nder)?|[Oo]\\/[Uu])\\s?\\d|\\s+\\d+(?:\\.\\d+)?\\+?\\s*(?:${STAT_ANY_CASE}|${COUNT_ONE})\\b|\\s+(?:to )?(?:score|scores|hit|hits|record|records|throw|throws|rush|rushes)\\s+(?:\\d|over|under|at least|more than|an? (?:home run|homer|goal|touchdown|point)\\b)|\\s+${STAT_ANY_CASE}\\b))`, 'gu');
/** (a statistic's own words are no name: "Passing Yards O/U 249.5") */
const STAT_WORD = new RegExp(`^${STAT}$`, 'i');
/** Capitalised words of titles that are not names ("League Winner 2027", "Grand Prix"). */
// (nor the part of a game or a board's words before a statistic: "First Half Points", "Most Combined Points")
const NOT_NAME = /^(winner|winners|champion|champions|championship|league|cup|bowl|series|open|award|title|game|games|season|total|totals|team|final|finals|round|match|prix|playoffs|regular|player|props|points|over|under|yes|no|half|quarter|period|inning|innings|combined|most|map|race)$/i;

function fold(s: string): string {
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The surnames of the players a sports event's props are about, from its title, labels and questions ("Victor
 * Wembanyama points", "V. Wembanyama O 29.5 pts", "Will Shohei Ohtani hit 50+ home runs?"). `isTeam` drops a team
 * named the same way ("Golden State 110+ points"). Empty when none is named.
 */
export function playersOf(texts: readonly string[], isTeam: (name: string) => boolean): Set<string> {
  const out = new Set<string>();
  for (const t of texts) {
    for (const m of t.matchAll(PLAYER)) {
      const name = `${m[1]} ${m[2]}`;
      if (/^(will|who|what|how|which|the|over|under|yes|no)$/i.test(m[1]!) || NOT_NAME.test(m[1]!) || NOT_NAME.test(m[2]!) || STAT_WORD.test(m[1]!) || STAT_WORD.test(m[2]!) || isTeam(name)) continue;
      out.add(fold(m[2]!));
    }
  }
  return out;
}

/** A player named before a move between clubs: leaving, joining, signing, being transferred, traded or loaned. */
const MOVER = /(?<![\p{L}])((?:[A-Z][\p{L}'’-]+\.?\s+){0,2}[A-Z][\p{L}'’-]+\.?)\s+(?:leaves?|joins?|signs?(?= for| with)|moves? to|transfers? to|(?:is |be |gets? )?(?:transferred|traded|sold|loaned)|completes? (?:a |his )?(?:move|transfer)|to (?:join|sign for|sign with|leave|move to|the|a))\b/gu;
/** Words after a name that are no surname ("Vinícius Júnior", "Bobby Witt Jr."). */
const NAME_SUFFIX = /^(jr|sr|junior|ii|iii|iv)\.?$/i;

/**
 * The surnames of the players a transfer or trade market is about ("Erling Haaland transferred before the window
 * closes?", "Will Haaland leave Man City?", "Vini Jr. to the Saudi Pro League?"): the name before the move. `isTeam`
 * drops a club moving ("Man City to sign Rodrygo?"). Empty when none is named.
 */
export function moversOf(texts: readonly string[], isTeam: (name: string) => boolean): Set<string> {
  const out = new Set<string>();
  for (const t of texts) {
    for (const m of t.matchAll(MOVER)) {
      const words = m[1]!.split(/\s+/).filter((w) => !/^(will|the|can|could|does|did|is|has)$/i.test(w));
      while (words.length > 1 && NAME_SUFFIX.test(fold(words[words.length - 1]!))) words.pop();
      const name = words.join(' ');
      if (name === '' || words.some((w) => NOT_NAME.test(w)) || isTeam(name)) continue;
      out.add(fold(words[words.length - 1]!).replace(/\.$/, ''));
    }
  }
  return out;
}

/**
 * The surname a one-market title leads with before a count of a statistic ("Skenes 10+ strikeouts vs Cubs"): the player,
 * unless `isTeam` reads it as a team ("Yankees 10+ strikeouts") or it is a title word; null otherwise.
 */
export function leadingSurname(title: string, isTeam: (name: string) => boolean): string | null {
  const m = new RegExp(`^([A-Z][\\p{L}'’-]{2,})\\s+\\d+(?:\\.\\d+)?\\+?\\s*${STAT}\\b`, 'u').exec(title.trim());
  if (m === null || NOT_NAME.test(m[1]!) || STAT_WORD.test(m[1]!) || /^(will|who|what|how|which|the|over|under)$/i.test(m[1]!) || isTeam(m[1]!)) return null;
  return fold(m[1]!);
}

/** Whether two props name players and none in common (a prop of one player is not another's). */
export function differentPlayers(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  for (const x of a) if (b.has(x)) return false;
  return true;
}

/**
 * The short line of a prop label: "O 29.5", "Over 29.5 pts" is above 29.5, "U 8.5" below (null otherwise); the statistic
 * may follow in two words ("Josh Allen O/U 39.5 rushing yards").
 */
export function propLineStrike(label: string): Strike | null {
  const m = /(?:^|\s)(o\/u|over\/under|o|over|u|under)\s?(\d+(?:\.\d+)?)(?:\s*(?:(?:passing|rushing|receiving)\s+)?(?:pts|points|reb|rebounds|ast|assists|yds|yards|hr|hrs|k|ks|goals|shots|tds?|receptions|strikeouts))?\s*$/i.exec(label.trim());
  if (m === null) return null;
  // a two-sided line ("Rushing Yards O/U 99.5", outcomes Over and Under): the venues list Over first, the YES side
  return { op: /^o/i.test(m[1]!) ? 'gt' : 'lt', lo: m[2]!, hi: m[2]!, unit: '' };
}

/**
 * The line of a prop whose label only names the player ("Victor Wembanyama") and whose question ends in a two-sided
 * line ("Victor Wembanyama: Points O/U 24.5", outcomes Over and Under): the Over side, listed first; null otherwise.
 */
export function questionLine(question: string): Strike | null {
  // (an opponent in brackets after the line is no part of it: "Paul Skenes: Strikeouts O/U 7.5 (vs. Cubs)")
  const m = /(?:^|[\s:])(?:o\/u|over\/under)\s*(\d+(?:\.\d+)?)\s*(?:\([^()]*\))?\s*\??\s*$/i.exec(question.trim());
  return m === null ? null : { op: 'gt', lo: m[1]!, hi: m[1]!, unit: '' };
}

const STATS: Array<[RegExp, string]> = [
  // (a point recorded is one or more points: "Connor McDavid to record a point")
  [/\b(points|pts)\b|\brecords? an? point\b/i, 'points'],
  [/\b(rebounds|reb|boards)\b/i, 'rebounds'],
  [/\b(assists|ast)\b/i, 'assists'],
  [/\bhome runs?\b|\bhrs?\b/i, 'home_runs'],
  [/\bpassing (yards|yds)\b/i, 'passing_yards'],
  [/\brushing (yards|yds)\b/i, 'rushing_yards'],
  [/\breceiving (yards|yds)\b/i, 'receiving_yards'],
  [/\b(touchdowns|tds?)\b/i, 'touchdowns'],
  [/\bstrikeouts\b/i, 'strikeouts'],
  // (a batter's hits as the statistic counted, "Roman Anthony: 2+ Hits", "New York Y vs Boston: Hits"; not the verb, "Ohtani
  // hits 50+ home runs")
  [/\b\d+(?:\.5)?\+?\s*hits\b|(?:^|:\s*)hits\b|\bhits\s*(?:o\/u|over\/under|$)/i, 'hits'],
  [/\b(threes|3-pointers|three-pointers)\b/i, 'threes'],
];

/** The statistics a prop counts (points, rebounds, home runs...), from its title, labels and questions. */
export function statsOf(texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts) for (const [re, v] of STATS) if (re.test(t)) out.add(v);
  return out;
}

/** The key of a player's line without its player (`num::ge:250:pl:mahomes` is `num::ge:250`); null for another key. */
export function linePart(key: string): string | null {
  const i = key.lastIndexOf(':pl:');
  return key.startsWith('num:') && i > 0 ? key.slice(0, i) : null;
}

/**
 * A player's line keyed by its player on one side (`num::ge:30:pl:wembanyama`) and by its line alone on the other, a
 * listing that names no player the reading knows ("Wembanyama: Points O/U 29.5"): the same outcome when the keyed side is
 * a one-player listing and no other player of it is at that line (never a line of a board of several players, whose
 * player the bare side leaves open). `onePlayer` / `noPlayer` tell whether a slot comes from listings of one player / of
 * none; `keysPlayers` is how many players the listing of `keys` names. Returns keys mapped to the slots they align with.
 */
export function playerLineAliases(slots: ReadonlySet<string>, keys: ReadonlySet<string>, keysPlayers: number, onePlayer: (slot: string) => boolean, noPlayer: (slot: string) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  const byLine = (ks: ReadonlySet<string>): Map<string, string[]> => {
    const m = new Map<string, string[]>();
    for (const k of ks) {
      const l = linePart(k);
      if (l !== null) m.set(l, [...(m.get(l) ?? []), k]);
    }
    return m;
  };
  const slotLines = byLine(slots), keyLines = byLine(keys);
  for (const k of keys) {
    if (slots.has(k)) continue;
    const l = linePart(k);
    // a keyed line of a one-player listing meets the bare line of listings naming no player
    if (l !== null && keysPlayers === 1 && keyLines.get(l)?.length === 1 && slots.has(l) && noPlayer(l) && !slotLines.has(l)) out.set(k, l);
    // a bare line of a listing naming no player meets the one keyed line of one-player listings
    const keyed = l === null && keysPlayers === 0 ? slotLines.get(k) : undefined;
    if (keyed?.length === 1 && onePlayer(keyed[0]!) && !keyLines.has(k)) out.set(k, keyed[0]!);
  }
  return out;
}
