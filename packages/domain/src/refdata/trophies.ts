// Events and results under the names a desk analyst reads at once: a trophy or a nickname for the event it is won at
// ("the Green Jacket" is the Masters, "the Clarence S. Campbell Bowl" the NHL's Western Conference title, "the Run for the
// Roses" the Kentucky Derby), a named competition compared as one name whatever words each venue writes ("ATP Rome" / "Italian
// Open"), a Formula 1 race named by its circuit and the chequered flag, and a playoff series' exact result written as
// games ("Oklahoma City in 6") or as its score ("Thunder 4-2"). Pure functions of the titles and labels.
import { normalizeText, STOPWORDS } from './text.ts';

/** A trophy or a nickname of an event, and the event's own name in the venues' words (case-insensitive, whole words). */
const NICKNAMES: Array<[RegExp, string]> = [
  // the conference titles of the NHL, the NBA and the NFL by their trophies
  [/\bclarence (?:s\.? )?campbell bowl\b|\bcampbell bowl\b/gi, 'NHL Western Conference'],
  [/\bprince of wales trophy\b/gi, 'NHL Eastern Conference'],
  [/\boscar robertson trophy\b/gi, 'NBA Western Conference'],
  [/\blarry bird trophy\b/gi, 'NBA Eastern Conference'],
  [/\blamar hunt trophy\b/gi, 'AFC Championship'],
  [/\bgeorge halas trophy\b/gi, 'NFC Championship'],
  // the leagues' titles by their trophies
  [/\b(?:the )?larry o['’]?brien(?: championship)?(?: trophy)?\b/gi, 'NBA Finals'],
  [/\b(?:the )?(?:vince )?lombardi trophy\b/gi, 'Super Bowl'],
  // golf's and racing's events by their prizes and nicknames
  [/\bgreen jacket\b/gi, 'Masters'],
  [/\bclaret jug\b/gi, 'Open Championship'],
  [/\brun for the roses\b/gi, 'Kentucky Derby'],
  [/\bmaillot jaune\b/gi, 'yellow jersey'],
  [/\btdf\b/gi, 'Tour de France'],
  // the Olympic Games by their host city and year ("Brisbane 2032", "LA28"), not the Paralympics
  [/\b(tokyo 2020|paris 2024|milan(?:o)?[- ]cortina 2026|los angeles 2028|la ?2028|la ?28|french alps 2030|brisbane 2032|salt lake(?: city)? 2034)\b(?! olympics?\b| olympic games\b| summer olympics\b| paralympics?\b| paralympic)/gi, '$1 Olympics'],
  // a tennis major by its initials where the words around name a draw or a stage of it ("Sinner into the AO men's final?",
  // "AO 2034 champion"); "AO" alone is left as it is
  [/\bAO\b(?=\s+(?:(?:19|20)\d\d|men['’]?s|women['’]?s|singles|doubles|final|semi-?finals?|quarter-?finals?|title|champion)\b)/g, 'Australian Open'],
  // national football sides by the nicknames their federations and press use ("Super Eagles vs Indomitable Lions"): the
  // country's name, as other venues write the side (only names no club or other team goes by)
  [/\bsuper eagles\b/gi, 'Nigeria'],
  [/\bindomitable lions\b/gi, 'Cameroon'],
  [/\b(?:the )?pharaohs\b/gi, 'Egypt'],
  [/\batlas lions\b/gi, 'Morocco'],
  [/\b(?:teranga lions|lions of teranga)\b/gi, 'Senegal'],
  [/\bblack stars\b/gi, 'Ghana'],
  [/\bbafana bafana\b/gi, 'South Africa'],
  [/\beagles of carthage\b/gi, 'Tunisia'],
  [/\bdesert (?:foxes|warriors)\b|\bfennecs\b/gi, 'Algeria'],
  [/\bchipolopolo\b/gi, 'Zambia'],
  [/\bsocceroos\b/gi, 'Australia'],
  [/\bsamurai blue\b/gi, 'Japan'],
  [/\btaegeuk warriors\b/gi, 'South Korea'],
  [/\bla albiceleste\b|\balbiceleste\b/gi, 'Argentina'],
  [/\bsele[cç][aã]o\b/gi, 'Brazil'],
  [/\bdie mannschaft\b/gi, 'Germany'],
  [/\bel tri\b/gi, 'Mexico'],
  [/\busmnt\b/gi, 'United States'],
];

/** A title with the trophies and nicknames of events written as the events' names ("Augusta: who wins the Masters?"). */
export function eventNicknames(title: string): string {
  let s = title;
  for (const [re, name] of NICKNAMES) s = s.replace(re, name);
  return s;
}

function lower(s: string): string {
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[’]/g, "'");
}

/**
 * The words a title names its competition (`key`, from `competitionOf`) with, and the words the competition is compared by:
 * "ATP Rome" and "Italian Open", "Augusta" and "Masters Tournament", "The Open" and "Open Championship" are each one name.
 */
export function competitionWords(title: string, re: RegExp): string[] {
  const s = lower(title);
  const out: string[] = [];
  for (const m of s.matchAll(new RegExp(re.source, 'g'))) out.push(...normalizeText(m[0]).split(/[^a-z0-9]+/));
  return [...new Set(out)].filter((w) => w !== '');
}

/** The words of a competition's key as titles are compared ("italian_open": "italian open"), stop words left out. */
export function competitionName(key: string): string[] {
  return key.split('_').filter((w) => w !== '' && !STOPWORDS.has(w));
}

/** Words a race of motor cars is run to in a title naming neither Formula 1 nor a Grand Prix ("at the chequered flag"). */
const MOTOR_RACE = /\b(chequered|checkered) flag\b|\bpit ?stops?\b|\bpit lane\b|\bsafety car\b|\bformula (1|one)\b|\bf1\b/;

/** Whether a title names a motor race by its words (the flag, the pits, the safety car). */
export function motorRace(title: string): boolean {
  return MOTOR_RACE.test(lower(title));
}

const GAMES_IN_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/**
 * A playoff series' exact result in a label: the team and the number of games it wins the series in, "Oklahoma City in 6",
 * "OKC in six games", "Thunder 4-2", "Thunder win 4–1", "Thunder sweep 4-0", and of a shorter series, "Yankees 3-1" of a
 * best-of-five; null otherwise (a game score, "Thunder 112-104", or a first side with fewer wins). The team is the words before.
 */
export function seriesResultOf(label: string): { team: string; games: number } | null {
  const s = label.trim().replace(/[–—−]/g, '-');
  // (a best-of-five or best-of-three series too, as a baseball division or wild card series: "New York Y in 3", "NYY 3–1")
  const inGames = /^(.+?)\s+(?:wins?\s+)?in\s+(2|3|4|5|6|7|two|three|four|five|six|seven)(?:\s+games)?\s*$/i.exec(s);
  if (inGames !== null) {
    const n = inGames[2]!.toLowerCase();
    return { team: inGames[1]!.trim(), games: GAMES_IN_WORDS[n] ?? Number(n) };
  }
  // (the games won by the winner and by the loser: the series' length is their sum, and the loser won fewer)
  const score = /^(.+?)\s+(?:wins?\s+|sweeps?\s+)?([234])\s*-\s*([0-3])\s*$/i.exec(s);
  if (score !== null && Number(score[3]!) < Number(score[2]!)) return { team: score[1]!.trim(), games: Number(score[2]!) + Number(score[3]!) };
  return null;
}

/** An event asking for a playoff series' exact result ("Exact series result", "correct series score", "series outcome"). */
export function seriesResultEvent(title: string): boolean {
  // (a baseball round by its short name is a series: "Cleveland vs New York Y: ALDS exact result")
  return /\bseries\b|\b(al|nl)(ds|cs|wc)\b/i.test(title) && /\b(exact|correct|final)\b|\bin how many games\b|\bseries (result|outcome|score|length)\b/i.test(title);
}
