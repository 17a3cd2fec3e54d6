// Text features for matching: normalisation, slugs, dates, deadlines, numeric strikes and buckets, offices, actions.
import { US_STATE_NAMES } from './place.ts';

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11,
  dec: 12, december: 12,
};

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Words that carry no meaning for matching. */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'will', 'be', 'is', 'are', 'was', 'of', 'in', 'on', 'at', 'to', 'for', 'by', 'and', 'or', 'vs', 'v',
  'versus', 'who', 'what', 'which', 'when', 'how', 'does', 'do', 'did', 'than', 'with', 'as', 'from', 'this', 'that',
  'it', 'its', 'their', 'his', 'her', 'next', 'game', 'match', 'market', 'winner', 'win', 'wins', 'won', 'beat', 'beats', 'crowned',
  'defeat', 'defeats', 'yes', 'no', 'before', 'after', 'end', 'et', 'pt', 'utc', 'est', 'edt', 'am', 'pm', 'new',
  'election', 'elections', 'race', 'results', 'result', 'us', 'u', 's', 'where',
]);

/** Lower-case, strip accents and punctuation (keeps digits, '.', '%', '$' inside numbers), collapse spaces. */
export function normalizeText(s: string): string {
  return s
    // the German sharp s is "ss" ("Voßkuhle" / "Vosskuhle"); NFKD does not decompose it
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/&/g, ' and ')
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/[^a-z0-9.%$<>=+\-/ ]+/g, ' ')
    .replace(/(?<![0-9])[.]|[.](?![0-9])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const COUNT_WORDS: Readonly<Record<string, string>> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11', twelve: '12' };

/**
 * A game's count of goals, points or runs written in words before its side of the line, as digits ("Six or more goals in
 * Rangers–Devils tonight?" is "6 or more goals ..."); other number words are left as they are.
 */
export function countsInDigits(s: string): string {
  return s.replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?= or (?:more|fewer) (?:total )?(?:goals|points|runs)\b)/gi, (w) => COUNT_WORDS[w.toLowerCase()]!);
}

/** Word tokens of normalised text (numbers kept as tokens). */
export function tokenize(s: string): string[] {
  const n = normalizeText(s).replace(/[/\-]/g, ' ');
  return n.split(' ').filter((t) => t.length > 0);
}

/** URL/identifier-safe slug: lower-case words joined by '-'. */
export function slugify(s: string): string {
  const out = s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/%/g, 'pct')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/\./g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return out.length > 0 ? out : 'x';
}

/** A date mentioned in text: a day (YYYY-MM-DD) or a month (YYYY-MM). Year may be inferred from a reference time. */
export interface DateMention {
  key: string;
  granularity: 'day' | 'month';
  yearExplicit: boolean;
  /** A month read at its end ("at the end of September 2032"): its last days, not any day of it. */
  end?: boolean;
}

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function validDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || d > 31) return false;
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCMonth() === m - 1;
}

/** Picks the year for a month/day without one: the year whose date is nearest to refMs (or null without refMs). */
function inferYear(m: number, d: number, refMs: number | null): number | null {
  if (refMs === null) return null;
  const ry = new Date(refMs).getUTCFullYear();
  let best: number | null = null;
  let bestDist = Infinity;
  for (const y of [ry - 1, ry, ry + 1]) {
    if (!validDay(y, m, d)) continue;
    const dist = Math.abs(Date.UTC(y, m - 1, d) - refMs);
    if (dist < bestDist) {
      bestDist = dist;
      best = y;
    }
  }
  return best;
}

const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

/** Dates mentioned in text (ISO, "Dec 10, 2026", "10 December 2026", "12/10/2026", "December 2026"). */
export function parseDates(text: string, refMs: number | null): DateMention[] {
  const s = text.toLowerCase().replace(/(\d)(st|nd|rd|th)\b/g, '$1');
  const out: DateMention[] = [];
  const seen = new Set<string>();
  const push = (m: DateMention): void => {
    if (!seen.has(m.key)) {
      seen.add(m.key);
      out.push(m);
    }
  };
  const consumed: Array<[number, number]> = [];
  const free = (i: number, len: number): boolean => !consumed.some(([a, b]) => i < b && i + len > a);
  for (const m of s.matchAll(/\b(20\d\d)-(\d\d)-(\d\d)\b/g)) {
    const y = Number(m[1]), mo = Number(m[2]), d = Number(m[3]);
    if (validDay(y, mo, d)) push({ key: `${y}-${pad(mo)}-${pad(d)}`, granularity: 'day', yearExplicit: true });
    consumed.push([m.index, m.index + m[0].length]);
  }
  for (const m of s.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(20\d\d)\b/g)) {
    const y = Number(m[3]), mo = Number(m[1]), d = Number(m[2]);
    if (validDay(y, mo, d)) push({ key: `${y}-${pad(mo)}-${pad(d)}`, granularity: 'day', yearExplicit: true });
    consumed.push([m.index, m.index + m[0].length]);
  }
  // (a US month/day without a year after a weekday is that day: "NYY @ BOS — Fri 7/16" is July 16, not July 17)
  for (const m of s.matchAll(/\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\.?,? (\d{1,2})\/(\d{1,2})\b(?!\/|\d)/g)) {
    if (!free(m.index, m[0].length)) continue;
    const mo = Number(m[1]), d = Number(m[2]);
    const y = inferYear(mo, d, refMs);
    if (y !== null && validDay(y, mo, d)) push({ key: `${y}-${pad(mo)}-${pad(d)}`, granularity: 'day', yearExplicit: false });
    consumed.push([m.index, m.index + m[0].length]);
  }
  // (a range of days in one month, "Dec 21–27", ends on its last day: both days are mentions)
  // (a clock time after a month is no day of it: "14 Oct 17:00 ET" is the 14th)
  const mdy = new RegExp(`\\b${MONTH_RE}\\.? (\\d{1,2})(?!:\\d)(?:\\s?[–—-]\\s?(\\d{1,2})(?![\\d:]))?(?:,? (20\\d\\d))?\\b(?!\\s*(?:%|bps|k\\b))`, 'g');
  for (const m of s.matchAll(mdy)) {
    if (!free(m.index, m[0].length)) continue;
    const mo = MONTHS[m[1] ?? ''] ?? 0, d = Number(m[2]);
    const y = m[4] !== undefined ? Number(m[4]) : inferYear(mo, d, refMs);
    if (y !== null && validDay(y, mo, d)) push({ key: `${y}-${pad(mo)}-${pad(d)}`, granularity: 'day', yearExplicit: m[4] !== undefined });
    const end = m[3] !== undefined ? Number(m[3]) : null;
    if (y !== null && end !== null && end > d && validDay(y, mo, end)) push({ key: `${y}-${pad(mo)}-${pad(end)}`, granularity: 'day', yearExplicit: m[4] !== undefined });
    // (a chart's "week of Jan 6" is the seven days from Jan 6, as "Jan 6-12" writes them: it ends on the sixth day after;
    // not Billboard's, whose "week of February 7" is the chart dated February 7)
    if (y !== null && end === null && validDay(y, mo, d) && /\bweek of\s*$/.test(s.slice(Math.max(0, m.index - 12), m.index)) && !/\bbillboard\b/i.test(s)) {
      const last = new Date(Date.UTC(y, mo - 1, d + 6));
      push({ key: last.toISOString().slice(0, 10), granularity: 'day', yearExplicit: m[4] !== undefined });
    }
    consumed.push([m.index, m.index + m[0].length]);
  }
  // a US holiday fixed by its weekday (Memorial Day: the last Monday of May; Labor Day: the first Monday of September;
  // Thanksgiving Day: the fourth Thursday of November) is that day of its year, stated or the one nearest the close
  // (not a weekend, a week or an opening named by it: "Memorial Day weekend", "4-day Labor Day opening")
  for (const m of s.matchAll(/(?<!\d-day )\b(memorial day|labor day|labour day|thanksgiving day)(?:,? (20\d\d))?\b(?!(?:,? 20\d\d)?,? (?:\d+-day )?(?:weekend|week|opening)\b)/g)) {
    if (!free(m.index, m[0].length)) continue;
    const day = (y: number): number => {
      if (m[1] === 'memorial day') return 31 - ((new Date(Date.UTC(y, 4, 31)).getUTCDay() + 6) % 7);
      if (m[1] === 'thanksgiving day') return 1 + ((4 - new Date(Date.UTC(y, 10, 1)).getUTCDay() + 7) % 7) + 21;
      return 1 + ((1 - new Date(Date.UTC(y, 8, 1)).getUTCDay() + 7) % 7);
    };
    const mo = m[1] === 'memorial day' ? 5 : m[1] === 'thanksgiving day' ? 11 : 9;
    const ys = m[2] !== undefined ? [Number(m[2])] : refMs === null ? [] : [0, -1, 1].map((k) => new Date(refMs).getUTCFullYear() + k);
    const y = ys.length === 0 ? null : ys.reduce((p, q) => (Math.abs(Date.UTC(q, mo - 1, day(q)) - (refMs ?? 0)) < Math.abs(Date.UTC(p, mo - 1, day(p)) - (refMs ?? 0)) ? q : p));
    if (y !== null) push({ key: `${y}-${pad(mo)}-${pad(day(y))}`, granularity: 'day', yearExplicit: m[2] !== undefined });
    consumed.push([m.index, m.index + m[0].length]);
  }
  const dmy = new RegExp(`\\b(\\d{1,2}) ${MONTH_RE}\\.?(?:,? (20\\d\\d))?\\b`, 'g');
  for (const m of s.matchAll(dmy)) {
    if (!free(m.index, m[0].length)) continue;
    const mo = MONTHS[m[2] ?? ''] ?? 0, d = Number(m[1]);
    const y = m[3] !== undefined ? Number(m[3]) : inferYear(mo, d, refMs);
    if (y !== null && validDay(y, mo, d)) push({ key: `${y}-${pad(mo)}-${pad(d)}`, granularity: 'day', yearExplicit: m[3] !== undefined });
    consumed.push([m.index, m.index + m[0].length]);
  }
  const my = new RegExp(`\\b${MONTH_RE} (20\\d\\d)\\b`, 'g');
  for (const m of s.matchAll(my)) {
    if (!free(m.index, m[0].length)) continue;
    const mo = MONTHS[m[1] ?? ''] ?? 0;
    const end = /\bend of (?:the month of )?$/.test(s.slice(Math.max(0, m.index - 24), m.index)) ? { end: true } : {};
    push({ key: `${m[2]}-${pad(mo)}`, granularity: 'month', yearExplicit: true, ...end });
    consumed.push([m.index, m.index + m[0].length]);
  }
  // "in December" / "December meeting" / "end of January" without a year: month granularity, year inferred.
  const mOnly = new RegExp(`\\b(?:in|during|at the|the|(?:end|start|beginning|middle) of) ${MONTH_RE}\\b(?! \\d)`, 'g');
  for (const m of s.matchAll(mOnly)) {
    if (!free(m.index, m[0].length)) continue;
    const mo = MONTHS[m[1] ?? ''] ?? 0;
    const y = inferYear(mo, 15, refMs);
    if (y !== null) push({ key: `${y}-${pad(mo)}`, granularity: 'month', yearExplicit: false, ...(m[0].startsWith('end of') ? { end: true } : {}) });
  }
  return out;
}

/** Whether two date mentions can denote the same date (month contains day). */
export function datesCompatible(a: DateMention, b: DateMention): boolean {
  if (a.granularity === b.granularity) return a.key === b.key;
  const day = a.granularity === 'day' ? a.key : b.key;
  const month = a.granularity === 'month' ? a : b;
  if (!day.startsWith(month.key)) return false;
  // a reading at a month's end is on its last days, not on a day in mid-month ("US gas price at the end of September
  // 2032" is not "US national gas price on September 13"): within a week of the month's last day
  if (month.end === true) {
    const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, mo, 0)).getUTCDate() - d < 7;
  }
  return true;
}

/**
 * "before 2028" and "before Jan 1, 2028" are the deadline "by December 31, 2027": rewritten so that years, dates and the
 * deadline kind compare with venues that state the last day instead of the first day after it.
 */
export function normalizeDeadlines(text: string): string {
  // a holiday that is one day of the calendar names that day ("Premier League leader on Christmas Day 2032" / "... on New
  // Year's Day": a week apart); its name is kept
  text = text.replace(/\bchristmas day\b/gi, (m: string) => `${m} December 25`).replace(/\bchristmas eve\b/gi, (m: string) => `${m} December 24`)
    .replace(/\bnew year[’']?s day\b/gi, (m: string) => `${m} January 1`).replace(/\bnew year[’']?s eve\b/gi, (m: string) => `${m} December 31`);
  // "on or before 31 Jan 2031" is "by 31 Jan 2031" (the day named is within the deadline, not the day after it)
  text = text.replace(/\bon or (?:before|prior to)\b/gi, 'by');
  // "in or before 2029" is "by December 31, 2029" (the year named is within the deadline)
  text = text.replace(/\b(?:in|during) or (?:before|by) ((?:19|20)\d\d)\b(?=\s*(?:$|[?.,;:!)]))/gi, (_m, y: string) => `by December 31, ${y}`);
  // "before 1 July 2027" (the day first) is "by June 30, 2027"; "before 15 July 2027" is "by July 14, 2027"
  text = text.replace(new RegExp(`\\b(?:before|prior to)\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_RE}\\.?,?\\s+((?:19|20)\\d\\d)\\b`, 'gi'), (m: string, d: string, mo: string, y: string) => {
    const mi = MONTHS[mo.toLowerCase()];
    if (mi === undefined || Number(d) < 1 || Number(d) > 31) return m;
    const last = new Date(Date.UTC(Number(y), mi - 1, Number(d) - 1));
    return `by ${MONTH_NAMES[last.getUTCMonth()]} ${last.getUTCDate()}, ${last.getUTCFullYear()}`;
  });
  // "before Jul 1, 2027" is "by June 30, 2027"
  text = text.replace(new RegExp(`\\b(?:before|prior to)\\s+${MONTH_RE}\\.?\\s+1(?:st)?,?\\s+((?:19|20)\\d\\d)\\b`, 'gi'), (m: string, mo: string, y: string) => {
    const mi = MONTHS[mo.toLowerCase()];
    if (mi === undefined || mi === 1) return m;
    const last = new Date(Date.UTC(Number(y), mi - 1, 0));
    return `by ${MONTH_NAMES[last.getUTCMonth()]} ${last.getUTCDate()}, ${y}`;
  });
  // (also without a year, "before July 1?", the year left to the close: not the first of January or of March, whose
  // day before depends on the year)
  text = text.replace(new RegExp(`\\b(?:before|prior to)\\s+${MONTH_RE}\\.?\\s+1(?:st)?\\b(?!,?\\s*(?:(?:19|20)\\d\\d|\\d))`, 'gi'), (m: string, mo: string) => {
    const mi = MONTHS[mo.toLowerCase()];
    if (mi === undefined || mi === 1 || mi === 3) return m;
    const last = new Date(Date.UTC(2001, mi - 1, 0));
    return `by ${MONTH_NAMES[last.getUTCMonth()]} ${last.getUTCDate()}`;
  });
  // (a month without a day or a year, "Databricks IPO before July?", is the day before its first, the year left to the
  // close as well: not a release's month, which a month named bare in an economics title otherwise is)
  text = text.replace(new RegExp(`\\b(?:before|prior to)\\s+${MONTH_RE}\\b(?!\\.?,?\\s*(?:(?:19|20)\\d\\d|\\d))`, 'gi'), (m: string, mo: string) => {
    const mi = MONTHS[mo.toLowerCase()];
    if (mi === undefined || mi === 1 || mi === 3 || mo === 'may') return m;
    const last = new Date(Date.UTC(2001, mi - 1, 0));
    return `by ${MONTH_NAMES[last.getUTCMonth()]} ${last.getUTCDate()}`;
  });
  text = text.replace(/\b(before|prior to)\s+(?:(?:jan(?:uary)?\.?\s+1(?:st)?,?\s+)|(?:the start of\s+))?((?:19|20)\d\d)\b(?=\s*(?:$|[?.,;:!)]))/gi,
    (_m, _w: string, y: string) => `by December 31, ${Number(y) - 1}`);
  // "before July 2027" is "by June 30, 2027" (the first day of the month named is the day after the deadline)
  text = text.replace(new RegExp(`\\b(?:before|prior to)\\s+(?:the start of\\s+)?${MONTH_RE}\\.?,?\\s+((?:19|20)\\d\\d)\\b`, 'gi'), (_m: string, mo: string, y: string) => {
    const last = new Date(Date.UTC(Number(y), (MONTHS[mo.toLowerCase()] ?? 1) - 1, 0));
    return `by ${MONTH_NAMES[last.getUTCMonth()]} ${last.getUTCDate()}, ${last.getUTCFullYear()}`;
  });
  // "by (the) end of 2027" is "by December 31, 2027"; "by the end of June 2027" is "by June 30, 2027"
  text = text.replace(new RegExp(`\\b(by|before) (?:the )?end of (?:${MONTH_RE}\\.?,?\\s+)?((?:19|20)\\d\\d)\\b`, 'gi'), (_m: string, w: string, mo: string | undefined, y: string) => {
    const mi = mo === undefined ? 12 : MONTHS[mo.toLowerCase()] ?? 12;
    const last = new Date(Date.UTC(Number(y), mi, 0));
    return `${w.toLowerCase() === 'before' ? 'by' : w} ${MONTH_NAMES[last.getUTCMonth()]} ${last.getUTCDate()}, ${y}`;
  });
  return text;
}

/** Deadline semantics: 'by' = cumulative (happens at any time up to), 'on' = a point in time. */
export type Deadline = 'by' | 'on' | null;

export function parseDeadline(text: string): Deadline {
  const s = text.toLowerCase();
  // (a winning margin is no deadline: "beat the Chiefs by 3 or more points", "win the Orange Bowl by 7+"; nor a move's size:
  // "cut the cash rate by 25 bp"; nor "by 4 or more" whatever follows: "Eagles win by 4 or more at Washington on Sunday?")
  if (new RegExp(`\\b(by|before|no later than|prior to|until|through|by the end of)\\b\\s+(the end of\\s+|the\\s+)?(\\d(?![\\d.]*\\+|[\\d.]*\\s*(or more\\b|((points?|pts|goals?|runs?|bps?|basis points?|percent|percentage points?)\\b|%)))|${MONTH_RE}\\b|end\\b|20\\d\\d|q[1-4]\\b)`).test(s)) return 'by';
  if (/\b(on|during the day of)\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d{1,2}\/|20\d\d-)/.test(s)) return 'on';
  // a decision at one named meeting ("cut rates at the March 2027 FOMC meeting"): that meeting only, not any meeting up to it
  if (new RegExp(`\\bat (the|its)\\s+${MONTH_RE}\\b[^.?!]{0,30}?\\bmeeting\\b`).test(s)) return 'on';
  return null;
}

/**
 * The deadline of a one-market proposition: a title "on" a date whose rules count the event "on or before" it is a
 * "by" ("Government shutdown on Oct 1?" that pays on a shutdown beginning on or before Oct 1).
 */
export function propositionDeadline(text: string, rules: readonly string[]): Deadline {
  const d = parseDeadline(text);
  return d === 'on' && rules.some((r) => /\bon or before\b/i.test(r)) ? 'by' : d;
}

/** A numeric strike or bucket: `gt 4.5`, `ge 100000`, `range 3.25..3.5`, `eq 50`. Values as canonical decimal strings. */
export interface Strike {
  op: 'gt' | 'ge' | 'lt' | 'le' | 'range' | 'eq';
  lo: string;
  hi: string;
  unit: '%' | '$' | 'bps' | 'deg' | '';
}

function canonNum(raw: string, suffix: string | undefined): string {
  // (a signed level is marked "~" by signedLevels: "~2.0" is -2.0)
  let v = Number(raw.replace(/,/g, '').replace(/^~/, '-'));
  const sfx = (suffix ?? '').toLowerCase();
  if (sfx === 'k') v *= 1_000;
  else if (sfx === 'm' || sfx === 'million') v *= 1_000_000;
  else if (sfx === 'b' || sfx === 'billion') v *= 1_000_000_000;
  else if (sfx === 'trillion' || sfx === 't') v *= 1_000_000_000_000;
  // round to 6 decimals to avoid 0.1+0.2 artefacts from the scaling above
  return String(Math.round(v * 1e6) / 1e6);
}

/** A temperature below zero with the words that bound it: "below -10°F", "-5 °C or colder", "at least −3°". */
const NEG_DEG = /(?:\b(above|over|warmer than|higher than|more than|below|under|colder than|lower than|less than|at least|at most)\s+)?(?<!\d\s*)(?<!\b(?:between|to|and)\s+)(?<![\w.])[-−](\d+(?:\.\d+)?)\s*[°º]\s*[FC]?(?![a-z])(?!\s*(?:to|and|[-–—])\s*[-−]?\d)(?:\s+(or (?:colder|lower|less|below|warmer|higher|more|above)))?/gi;

// a k/m/b/t suffix is a scale only as a word of its own ("25bps" is 25 basis points, not 25 billion)
const NUM = '\\$?\\s?(~?\\d+(?:\\.\\d+)?)\\s?(k(?![a-z])|m(?![a-z])|b(?![a-z])|t(?![a-z])|million|billion|trillion)?\\s?(%|bps|percent|deg(?![a-z]))?';

/** Numeric strikes/buckets in text. Years (1900..2100 without units) are not strikes. */
/**
 * A numbered storm warning signal ("Tropical Cyclone Signal No. 8", "T8 typhoon signal", "Hurricane Signal No. 10") is
 * a level on the observatory's scale, raised in steps: a signal "in July" is that signal or a higher one, and the
 * number is the strike ("signal 8 or higher"), so that signal No. 8 is not No. 10. Only with a storm word in the text.
 */
export function warningSignals(text: string): string {
  if (!/\b(typhoon|tropical cyclone|cyclone|hurricane|storm|hko|observatory)\b/i.test(text)) return text;
  return text
    .replace(/\bT(\d{1,2})\b(?=(\s+(typhoon|tropical cyclone|hurricane|storm))?\s+(warning\s+)?signal\b)/g, 'signal $1 or higher')
    .replace(/\bsignal\s+(?:no\.?\s*|number\s+|#\s*)?(\d{1,2})\b(?!\s*\(?\s*or (higher|above|more)\b)/gi, 'signal $1 or higher');
}

const PER_DOLLAR = '(?:[¥₩₹]\\s?(\\d[\\d,.]*\\d|\\d)(?:\\s*(?:per|a|to the) (?:us )?dollar)?|(\\d[\\d,.]*\\d|\\d)\\s*(?:yen|yuan|renminbi|won|rupees?)?\\s*(?:per|a|to the) (?:us )?dollar)';
const WEAKER_AT = new RegExp(`${PER_DOLLAR}\\s+or (weaker|stronger)\\b`, 'gi');
const WEAKER_THAN = new RegExp(`\\b(weaker|stronger) than ${PER_DOLLAR}`, 'gi');

/**
 * A price traded at a level during a period or before a deadline ("WTI trades at $100 in Q1 2033?", "... before July 2032?"):
 * a level reached at any time, no price read at one time.
 */
export const TRADES_AT_IN_PERIOD = /\btrad(e|es|ed|ing) at \$?\s?\d[\d,.]*\s?[kmbt]?\s+(before|by|during|in (20\d\d|q[1-4]|h[12]|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)|this (year|month|week|quarter))\b/i;

/**
 * A currency quoted per dollar (yen, yuan, won, rupees: "¥160", "7.00 per dollar") is weaker the higher the quote: "¥160
 * or weaker" is USD/JPY at 160 or more, "weaker than 7.00 per dollar" USD/CNY above 7.00 (a dollar price of a currency,
 * "pound weaker than $1.20", is not so written and is left alone).
 */
export function fxWeakness(text: string): string {
  return text
    .replace(WEAKER_AT, (_m, a: string | undefined, b: string | undefined, w: string) => `${a ?? b} ${w.toLowerCase() === 'weaker' ? 'or more' : 'or less'}`)
    .replace(WEAKER_THAN, (_m, w: string, a: string | undefined, b: string | undefined) => `${w.toLowerCase() === 'weaker' ? 'above' : 'below'} ${a ?? b}`);
}

export function parseStrikes(text: string): Strike[] {
  // temperatures: "40° to 41°", "40-41°F" (the degree sign would otherwise be lost in normalisation)
  // "50+ bps" is "50 bps or more"
  // "↑ 150,000" / "↓ 60,000" (a level reached from below or above) read as "150,000 or more" / "60,000 or less"
  // "Silver to $60 before 2028?", "BTC rises to $150K by June": a level reached by a deadline
  // a price per unit ("$60/oz or higher", "$80 per barrel") and a measured amount ("2 inches or less") compare the number
  // a meeting or a window of days ("Sept 21–22, 2027", "28-29 July") is a date, not a range of levels
  // a duration written h:mm:ss ("Under 2:03:00", a marathon's winning time) is its number of seconds
  // a name in quotation marks ('"No 10 million Switzerland" initiative', '"Frozen 3"') is a name, not a level (an inch
  // mark, '4"', opens no name: the quoted text starts with a capital letter)
  // a temperature below zero ("Below -10°F", "-10°F or colder"): its minus sign would otherwise be lost, or read as a range
  const negatives: Strike[] = [];
  const unsigned = text.replace(NEG_DEG, (_m, pre: string | undefined, v: string, post: string | undefined) => {
    const p = (pre ?? '').toLowerCase(), q = (post ?? '').toLowerCase();
    const op: Strike['op'] = /^(above|over|warmer than|higher than|more than)$/.test(p) ? 'gt' : /^(below|under|colder than|lower than|less than)$/.test(p) ? 'lt'
      : p === 'at least' || /warmer|higher|more|above/.test(q) ? 'ge' : p === 'at most' || /colder|lower|less|below/.test(q) ? 'le' : 'eq';
    const n = `-${String(Number(v))}`;
    negatives.push({ op, lo: n, hi: n, unit: 'deg' });
    return ' ';
  });
  // a body's even split ("269-269 Electoral College tie", a label "269-269 tie", "a 50-50 Senate tie") is its tie, no range
  // of votes or seats: with an even number of members the tie is that split (not a game's correct score, "a 1-1 tie": a
  // split of hundreds, or of two digits beside a body's name)
  const body = /\b(?:electoral|senate|seats?|chamber|parliament|legislature)\b/i.test(unsigned);
  const untied = unsigned.replace(/\b(\d{2,3})\s?[-–]\s?\1\b(?=\s+(?:(?:electoral (?:college |vote )?|senate |house |seat )?)(?:tie|deadlock)\b)/gi, (m, n: string) => (n.length === 3 || body ? ' ' : m));
  const unquoted = warningSignals(durationsAsSeconds(fxWeakness(untied))).replace(/"(?=[A-Z])[^"]{2,80}"|“[^”]{2,80}”/g, ' ');
  const undated = unquoted.replace(/\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)\d{1,2}\s?[-–—]\s?\d{1,2}\b(?![.,]?\d|\s?(?:%|bps?|k\b|m\b|°))|\b\d{1,2}\s?[-–—]\s?\d{1,2}(?=\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b)/gi, (m, month: string | undefined) => month ?? ' ');
  // (a price in euros or pounds is a money amount as one in dollars is: "above €40/MWh" is no count)
  // (and a scale written "bn" or "mn" is billions or millions: "£3bn" is "£3 billion")
  const units = undated.replace(/[€£]\s?(?=\d)/g, '$$').replace(/(\d)\s?b(?:ln|n)\b/gi, '$1 billion').replace(/(\d)\s?m(?:ln|n)\b/gi, '$1 million').replace(/(\d)\s*(?:\/|per )\s*(?:troy )?(?:oz|ounces?|bbl|barrels?|gallons?|gal|mmbtu|mwh|therms?|tonnes?|lbs?|pounds?|dozen|shares?)\b/gi, '$1')
    .replace(/(\d)\s*(?:inches|inch|in\.|″|")\s*(?=or (?:more|less|fewer|higher|lower|above|below|greater)\b)/gi, '$1 ')
    // (an area between the level and its bound: "4.5M km² or more" of sea ice extent is "4.5M or more")
    .replace(/(\d\s?(?:[kmb]|million|billion)?)\s*(?:km²|km2|sq\.? ?km|square (?:kilomet(?:er|re)s|miles)|mi²|sq\.? ?mi|acres|hectares|ha)\s*(?=or (?:more|less|fewer|higher|lower|above|below|greater)\b)/gi, '$1 ')
    // (a change's period between the level and its bound: "+0.4% m/m or more" is "0.4% or more")
    .replace(/(\d\s?%)\s*(?:m\/m|y\/y|q\/q|mom|yoy|qoq)\s+(?=or (?:more|less|higher|lower|above|below|greater)\b)/gi, '$1 ')
    // (a gain over a reference price, "closes 50% above its IPO price", is that gain or more: "pops 50%+")
    .replace(/(\d\s?%)\s+(?:above|over|higher than)\s+(?=(?:its |the )?(?:ipo|offer(?:ing)?|issue|listing) price\b)/gi, '$1 or more ');
  // (a fall to a level, "dip to $70K in 2027", stays a fall: read below)
  const reach = stockDraws(units).replace(/(?<!\d\s?[kmbtKMBT]?\s?)(?<!\b(?:dips?|falls?|drops?|sinks?|plunges?|crash(?:es)?|declines?)\s+)\b(?:(?:rises?|climbs?|surges?|jumps?|gets?|goes)\s+)?to (\$\s?\d[\d,.]*\s?[kmbt]?)(?=\s+(?:before|by|in (?:20\d\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)|this (?:year|month|week))\b)/gi, 'reach $1');
  // (so is a price traded at a level in a period or before a deadline: "WTI trades at $100 in Q1 2033?")
  const traded = reach.replace(new RegExp(TRADES_AT_IN_PERIOD.source, 'gi'), (m: string) => m.replace(/^\w+ at/i, 'reach'));
  const arrows = traded.replace(/(\d\s?[kmb%]?)\s?[–—]\s?(?=\$?\d)/gi, '$1-').replace(/≥\s*/g, '>= ').replace(/≤\s*/g, '<= ').replace(/↑\s*([$\d][\d,.]*\s?[kmb]?)/gi, '$1 or more').replace(/↓\s*([$\d][\d,.]*\s?[kmb]?)/gi, '$1 or less');
  // (a signed change after its comparison, "at least +0.3%", compares the number: the sign would otherwise part them)
  const s = signedLevels(normalizeText(arrows.replace(/\b(above|over|greater than|more than|higher than|at least|at most|below|under|less than|lower than)\s+\+\s?(?=\d)/gi, '$1 ').replace(/−/g, '-').replace(/(^|[\s(\[])[–—](?=\$?\d)/g, '$1-').replace(/(\d)\s*(bp|basis points?)(?![a-z])/gi, '$1 bps').replace(/(\d)\s*[°º]\s*[FfCc]?(?![a-z])/g, '$1 deg').replace(/(\d)\+\s?(bps|%)/gi, '$1 $2 or more')).replace(/(\d),(\d)/g, '$1$2'));
  const out: Strike[] = [];
  const unitOf = (m: string, pct: string | undefined): Strike['unit'] =>
    pct === '%' || pct === 'percent' ? '%' : pct === 'bps' ? 'bps' : pct === 'deg' ? 'deg' : m.includes('$') ? '$' : '';
  // "2,000" (written with a thousands separator) is a count, never a year
  const grouped = new Set([...text.matchAll(/\b\d{1,3}(?:,\d{3})+\b/g)].map((m) => m[0].replace(/,/g, '')));
  const isYear = (v: string, unit: string, sfx: string | undefined): boolean => unit === '' && sfx === undefined && /^(19|20)\d\d$/.test(v) && !grouped.has(v);
  const taken: Array<[number, number]> = [];
  const free = (i: number, len: number): boolean => !taken.some(([a, b]) => i < b && i + len > a);
  const rangeRe = new RegExp(`(?:between\\s+)?${NUM}\\s?(?:-|to|and)\\s?${NUM}`, 'g');
  for (const m of s.matchAll(rangeRe)) {
    const lo = m[1] ?? '', hi = m[4] ?? '';
    const unit = unitOf(m[0], m[3] ?? m[6]);
    if (isYear(lo, unit, m[2]) || isYear(hi, unit, m[5])) continue;
    // "7,400 to 7,499.99", "2.5 to 2.9": levels written with separators or decimals are a range without a unit too
    // (nor is a label that is only a bucket of whole numbers cut at round points: "50 to 59", "250 to 299", as "50–59"
    // writes it; "1 to 3" stays words)
    const wholeLabel = m[0].trim() === s.trim() && /^\d+$/.test(lo) && /^\d+$/.test(hi) && Number(lo) < Number(hi) && Number(lo) % 5 === 0 && (Number(hi) + 1) % 5 === 0;
    if (!/between|\$|%|bps|percent|deg|k|m|b/.test(m[0]) && !m[0].includes('-') && !(/\./.test(lo + hi) || grouped.has(lo) || grouped.has(hi)) && !wholeLabel) continue;
    const loV = canonNum(lo, m[2] ?? m[5]);
    let hiV = canonNum(hi, m[5] ?? m[2]);
    // "3,000 to 3,249.99" is the bucket "3,000-3,250" written with an inclusive upper bound at cent precision
    if (/^\d+$/.test(loV) && /\.99+$/.test(hiV)) hiV = String(Math.ceil(Number(hiV)));
    // "80,000 – 99,999" is the bucket "80k-100k" written with an inclusive upper bound in whole units
    else if (/^\d+000$/.test(loV) && /^\d*999$/.test(hiV)) hiV = String(Number(hiV) + 1);
    // "50k-99k" is the same bucket written in thousands: the upper bound is the last thousand it takes in
    else if (/^\d*0$/.test(lo) && /^\d*9$/.test(hi) && /^k$/i.test(m[5] ?? '')) hiV = canonNum(String(Number(hi) + 1), m[5]);
    out.push({ op: 'range', lo: loV, hi: hiV, unit });
    taken.push([m.index, m.index + m[0].length]);
  }
  // (a comparison word is a word of its own: "Thunder -6.5" is no "under -6.5", nor "cover" an "over")
  const cmpRe = new RegExp(`(?:(?<![a-z])(above|over|greater than|more than|higher than|exceeds?|(?<![a-z])tops?|(?<![a-z])beats?|>=|>|at least|or more|or higher|or above|reach|reaches|hit|hits|touch|touches|below|under|less than|fewer than|lower than|<=|<|at most|or less|or lower|or below|dip to|dips to|fall to|falls to|drop to|drops to|records?|recorded))?\\s?${NUM}\\s?(or more|or higher|or above|or greater|and above|and over|and higher|or warmer|\\+|or less|or lower|or below|or fewer|and below|and under|and lower|or colder)?`, 'g');
  for (const m of s.matchAll(cmpRe)) {
    if (!free(m.index, m[0].length)) continue;
    const raw = m[2] ?? '';
    const unit = unitOf(m[0], m[4]);
    if (raw === '' || isYear(raw, unit, m[3])) continue;
    const pre = m[1] ?? '', post = m[5] ?? '';
    let op: Strike['op'] = 'eq';
    // "turnout top 48%": a level topped is exceeded (a rank, "top 10", has no unit and is no strike)
    if (/^tops?$/.test(pre) && unit !== '%' && unit !== '$') continue;
    // "payrolls beat 150,000": a level beaten is exceeded (a side beaten, "beat 49ers", is no number)
    if (/^beats?$/.test(pre) && /^[a-z]/.test(s.slice(m.index + m[0].length))) continue;
    if (/^(above|over|greater than|more than|higher than|exceeds?|tops?|beats?|>)$/.test(pre)) op = 'gt';
    // (a temperature recorded is one reached: "Will the UK record 40°C in 2031?" pays on 40°C or more)
    else if (/^(records?|recorded)$/.test(pre) && unit === 'deg') op = 'ge';
    else if (/^(>=|at least|reach|reaches|hit|hits|touch|touches)$/.test(pre) || /^(or more|or higher|or above|or greater|and above|and over|and higher|or warmer|\+)$/.test(post) || /^(or more|or higher|or above)$/.test(pre)) op = 'ge';
    else if (/^(below|under|less than|fewer than|lower than|<)$/.test(pre)) op = 'lt';
    else if (/^(<=|at most|dips? to|falls? to|drops? to)$/.test(pre) || /^(or less|or lower|or below|or fewer|and below|and under|and lower|or colder)$/.test(post)) op = 'le';
    if (op === 'eq' && unit === '' && m[3] === undefined) continue; // bare numbers (counts, ids) are not strikes
    const v = canonNum(raw, m[3]);
    out.push({ op, lo: v, hi: v, unit });
  }
  return [...out, ...negatives];
}

const STOCKS_TEXT = /\b(barrels?|bbls?|inventor(?:y|ies)|stocks|stockpiles?|crude|gasoline|distillates?|eia|storage|bcf)\b/i;
const DRAW_OF = /\b(?:draw|withdrawal)s?\s+of\s+(more than |over |at least |less than |under |at most )?(\$?\d[\d,.]*\s?(?:[kmb]|mn|bn|million|billion)?(?![a-z]))\s*(\+|or more\b|or larger\b|or greater\b|or less\b|or smaller\b)?/gi;

/**
 * A weekly stocks report's draw (or a storage withdrawal) of an amount is a change of that amount below zero: "a draw of
 * 4M+ barrels" is a change of -4M or less, "a draw of more than 4M" a change below -4M (a build of an amount is its
 * change as written). Only in a text about stocks (barrels, inventories, crude, storage).
 */
export function stockDraws(text: string): string {
  if (!STOCKS_TEXT.test(text)) return text;
  return text.replace(DRAW_OF, (_m, pre: string | undefined, n: string, post: string | undefined) => {
    const p = (pre ?? '').trim().toLowerCase(), q = (post ?? '').trim().toLowerCase();
    const v = n.startsWith('$') ? `$-${n.slice(1)}` : `-${n}`;
    if (p === 'more than' || p === 'over') return `below ${v} `;
    if (p === 'less than' || p === 'under') return `above ${v} `;
    if (p === 'at least' || /^(\+|or more|or larger|or greater)$/.test(q)) return `${v} or less `;
    if (p === 'at most' || /^(or less|or smaller)$/.test(q)) return `${v} or more `;
    return `${v} `;
  });
}

/**
 * A level below zero in normalised text ("above -2.0%", "-0.5% to 0.0%", "(-1.0%)", "below -$5"), its sign marked "~"
 * ("above ~2.0%"): a minus sign glued to its number and standing after no number is a sign, not the dash of a range
 * ("2-3%", "2 - 3%", "2% -3%" keep their dash), nor a word's hyphen ("covid-19").
 */
export function signedLevels(s: string): string {
  return s.replace(/(^|[\s<>=])-(\$?)(?=\d)/g, (m: string, sp: string, dollar: string, at: number) =>
    (/\d\s?(?:%|[kmbt]|bps|deg|million|billion|trillion|percent)?\s*$|\$\s*$/.test(s.slice(0, at)) ? m : `${sp}${dollar}~`));
}

/** A duration written h:mm:ss ("2:03:00") as its number of seconds ("7380"); a time of day ("9:30:00 AM ET") is not one. */
export function durationsAsSeconds(text: string): string {
  return text.replace(/\b(\d{1,2}):([0-5]\d):([0-5]\d)\b(?!\s*(?:[ap]\.?m\b|et\b|est\b|edt\b|utc\b|gmt\b|z\b))/gi, (_m, h: string, mi: string, sec: string) => String(Number(h) * 3600 + Number(mi) * 60 + Number(sec)));
}

export function strikeKey(s: Strike): string {
  return s.op === 'range' ? `range:${s.lo}:${s.hi}` : `${s.op}:${s.lo}`;
}

/** Four-digit years mentioned (1900..2100). */
/** The fiscal years a text names ("Q1 FY2029", "FY29", "fiscal 2029"), as four digits; compared only with each other. */
export function fiscalYears(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b(?:fy\s?|fiscal (?:year )?)((?:19|20)?\d\d)\b/gi)) out.add(m[1]!.length === 2 ? `20${m[1]!}` : m[1]!);
  return [...out].sort();
}

export function parseYears(text: string): string[] {
  const out = new Set<string>();
  // a season written across two years ("2026-27", "2026/27", "2026–2027") is named by the year it ends in: the
  // 2026-27 NBA season's champion is the "2027 NBA Champion"
  const rest = text.replace(/(?<![\d$.,])((?:19|20)\d\d)\s?[-–/]\s?((?:19|20)?\d\d)(?![\d%-])/g, (m: string, a: string, b: string) => {
    const end = b.length === 2 ? Number(a.slice(0, 2) + b) : Number(b);
    if (end !== Number(a) + 1) return m;
    out.add(String(end));
    // (a winter's season, "first measurable snow of 2030-31", begins in its first year: a deadline there names that year)
    if (/\b(snow(fall)?|winter|flu)\b/i.test(text)) out.add(a);
    return ' ';
  });
  // (a company's fiscal year, "Q1 FY2029", "fiscal 2029", is no calendar year: it may end in the year before)
  for (const m of rest.matchAll(/(?<![\d$.,])(?<!\bfy\s?|\bfiscal (?:year )?)((?:19|20)\d\d)(?![\d%])/gi)) out.add(m[1] ?? '');
  // an award ceremony named by its number: the 1st Grammys were held in 1959, the 1st Academy Awards in 1929 (the 73rd
  // Grammys are the 2031 ones)
  for (const m of text.matchAll(/\b(\d{1,3})(?:st|nd|rd|th) (?:annual )?(grammys?|grammy awards|academy awards|oscars)\b/gi)) {
    out.add(String(Number(m[1]) + (/^grammy/i.test(m[2]!) ? 1958 : 1928)));
  }
  // Super Bowl I was played in January 1967: Super Bowl LXI is the 2027 one
  for (const m of text.matchAll(/\bsuper bowl ([lxvi]+)\b/gi)) {
    const n = romanValue(m[1] ?? '');
    if (n > 0) out.add(String(1966 + n));
  }
  return [...out];
}

function romanValue(s: string): number {
  const v: Record<string, number> = { i: 1, v: 5, x: 10, l: 50 };
  const t = s.toLowerCase();
  let n = 0;
  for (let i = 0; i < t.length; i++) {
    const c = v[t[i]!] ?? 0, d = v[t[i + 1] ?? ''] ?? 0;
    n += c < d ? -c : c;
  }
  return n;
}

/** A party's leader ("Labour leader", "leader of the Conservative Party", "LDP president", "party leadership election"). */
const PARTY_HEAD = /\b(party|labour|conservative|tory|lib dem|liberal democrat|snp|reform uk|ldp|cdu|spd|ndp|likud) (party )?(leader(ship)?|presiden(t|tial|cy))\b|\b(leader(ship)?|president) of the ([a-z]+ ){1,2}party\b/;

const OFFICES: Array<[RegExp, string]> = [
  // (the party that wins the White House wins the presidency: "Democrats win the White House in 2032?")
  [/\bpresiden(t|tial|cy)\b|\b(win|wins|won|take|takes|capture|captures|flip|flips|keep|keeps|hold|holds|retain|retains) the white house\b/, 'president'],
  [/\bvice[- ]presiden(t|tial|cy)\b|\bvp\b|\brunning[- ]mates?\b/, 'vice_president'],
  // (a state's race by its code, as the forecasters write it: "NH-Sen 2034", "GA-Gov")
  [/\bsenat(e|or|orial)\b|(?<=\b[a-z]{2,}( [a-z]{3,})?)-sen\b/, 'senate'],
  // (the White House is no chamber)
  // (nor the House that impeaches: "Will the House impeach the President?" / "President impeached", impeachment is the House's)
  [/(?<!\bwhite |\bimpeached by the )\bhouse\b(?! (votes? to )?impeach)|\bhod\b|\bcongress(ional)? (seat|district)\b/, 'house'],
  // ("Gov" before a race or an election is the governor's: "New York Gov race 2034")
  [/\bgovern(or|orship)\b|\bgubernatorial\b|(?<=\b[a-z]{2,}( [a-z]{3,})?)-gov\b|\bgov\.? (race|election|contest)s?\b/, 'governor'],
  [/\b(lieutenant|lt\.?)[- ]governor(ship)?\b/, 'lieutenant_governor'],
  [/\bmayor(al|alty)?\b/, 'mayor'],
  [/\bprime minister\b|(?<!\d(:\d\d)? ?)\bpm\b(?! (et|est|edt|pt|pst|pdt|ct|cst|utc|gmt|bst|cet)\b)|\bpremier\b(?! league)|\b(leaves?|left|leaving|enters?|entering|in|out of|holds?|holding|occup(y|ies|ying)) (no\.? ?10|number 10)\b|\bdowning street\b/, 'prime_minister'],
  [/\bchancellor\b/, 'chancellor'],
  [/\bspeaker\b/, 'speaker'],
  // a party's leader is not the head of government the party provides ("Starmer out as Labour leader" / "... as PM")
  // (a party's president, "LDP presidential election", is its leader)
  [PARTY_HEAD, 'party_leader'],
  // a state's lower chamber named an assembly is not its senate (the UN's General Assembly is no chamber)
  [/(?<!\b(un|u\.n\.|united nations|world health|national people's)( general)? )\b(general |state |national )?assembly\b/, 'assembly'],
  [/\battorney general\b/, 'attorney_general'],
  // a state's secretary of state is an elected office of its own ("Washington Secretary of State 2032" / "Washington
  // Governor race 2032"), not the US cabinet post, which the cabinet posts compare
  [new RegExp(`\\b(${US_STATE_NAMES.join('|')})(?:'s)? secretary of state\\b|\\bsecretary of state of (${US_STATE_NAMES.join('|')})\\b`, 'i'), 'secretary_of_state'],
  // a territory's delegate to Congress is another race than its governor's ("Puerto Rico Resident Commissioner 2032" /
  // "Puerto Rico Governor election 2032")
  [/\bresident commissioner\b/, 'resident_commissioner'],
  // a county's prosecutor ("Brooklyn DA", written in full before offices are read)
  [/\bdistrict attorney\b/, 'district_attorney'],
  [/\bfed chair\b|\bchair of the fed/, 'fed_chair'],
  [/\bpope\b/, 'pope'],
  // a deputy is not the office holder ("Deputy Attorney General leaves office" / "Attorney General out")
  [/\bdeputy\b/, 'deputy'],
  // a party's general secretary is not the head of state ("Xi out as General Secretary" / "... as President of the PRC"),
  // nor an organisation's secretary-general
  [/\bgeneral secretary\b/, 'general_secretary'],
  [/\bsecretary[- ]general\b/, 'secretary_general'],
];

/** A US executive department by the words that name its secretary ("Treasury Secretary", "Secretary of Defense"). */
const CABINET_POSTS: Array<[RegExp, string]> = [
  [/\btreasury\b/, 'treasury'],
  [/\bdefen[cs]e\b|\bpentagon\b|\bsecretary of war\b|\bwar secretary\b/, 'defense'],
  [/\bsecretary of state\b|\bstate department\b|\bstate secretary\b/, 'state'],
  [/\binterior\b/, 'interior'],
  [/\bagriculture\b|\busda\b/, 'agriculture'],
  [/\bcommerce\b/, 'commerce'],
  [/\blabor\b/, 'labor'],
  [/\bhealth and human services\b|\bhhs\b/, 'hhs'],
  [/\bhousing\b|\bhud\b/, 'hud'],
  [/\btransportation\b/, 'transportation'],
  [/\benergy\b/, 'energy'],
  [/\beducation\b/, 'education'],
  [/\bveterans\b/, 'veterans'],
  [/\bhomeland security\b|\bdhs\b/, 'homeland'],
];

/**
 * The cabinet posts a nomination or confirmation names: the secretary of one department is not another's ("Senate
 * confirms Duckworth for Defense by Jan. 31?" / "Will the Senate confirm Brian Deese as Treasury Secretary?").
 */
export function cabinetPosts(text: string): string[] {
  const s = text.toLowerCase();
  if (!/\bsecretar(y|ies)\b|\bconfirm(s|ed|ation)?\b|\bnomin(ee|ate|ates|ated|ation)\b|\bcabinet\b|\bpick\b/.test(s)) return [];
  return CABINET_POSTS.filter(([re]) => re.test(s)).map(([, k]) => k);
}

const STAGES: Array<[RegExp, string]> = [
  // (whom a leader or a party will nominate is its nominee: "Who will Shapiro nominate for Attorney General?")
  [/\bnominat(ion|ed|es?|ing)\b|\bnominee\b|\bprimar(y|ies)\b|\bcaucus\b/, 'nomination'],
  [/\bpopular vote\b/, 'popular_vote'],
  [/\belectoral college\b|\belectoral votes?\b|\belectors?\b/, 'electoral_college'],
  [/\b(first|1st)[- ]round\b/, 'first_round'],
  // a second round of an election is its runoff ("Brazil presidential runoff" / "go to a second round")
  // (also written with a hyphen: "France presidential run-off turnout" / "French presidential runoff turnout")
  [/\brun-?off\b|\b(second|2nd)[- ]round\b/, 'runoff'],
];

const ELECTION_ROUND_CONTEXT = /\b(elections?|electoral|presiden(t|tial|cy)|vote|ballot|polls?)\b/;

/** Offices and election stages named in text (hard separators: president vs vice president, mayor vs governor). */
export function parseOffices(text: string): string[] {
  const s = text.toLowerCase();
  const out: string[] = [];
  for (const [re, k] of OFFICES) if (re.test(s)) out.push(k);
  if (out.includes('vice_president')) {
    const i = out.indexOf('president');
    if (i >= 0 && !/\bpresiden(t|tial|cy)\b/.test(s.replace(/vice[- ]presiden(t|tial|cy)/g, ''))) out.splice(i, 1);
  }
  // a party's president is its leader, not a head of state ("LDP presidential election 2027 winner")
  if (out.includes('party_leader') && out.includes('president') && !/\bpresiden(t|tial|cy)\b/.test(s.replace(new RegExp(PARTY_HEAD.source, 'g'), ''))) out.splice(out.indexOf('president'), 1);
  // a lieutenant governor is another office than the governor ("Lieutenant Governor Election" names no governor's race)
  if (out.includes('lieutenant_governor') && !/\bgovern(or|orship)\b|\bgubernatorial\b/.test(s.replace(/\b(lieutenant|lt\.?)[- ]governor(ship)?\b/g, ''))) out.splice(out.indexOf('governor'), 1);
  // the Speaker of the House is one office: the chamber it presides over is no second office ("Who will be elected Speaker
  // of the House?" / "Who will be elected Speaker when the 120th Congress convenes?")
  if (out.includes('speaker') && out.includes('house') && !/\bhouse\b/.test(s.replace(/\bspeaker of the (u\.?s\.? )?house( of representatives)?\b|\b(u\.?s\.? )?house speaker(ship)?\b/g, ''))) out.splice(out.indexOf('house'), 1);
  // "Republican nominee 2028": a party's nominee without an office named is its presidential nominee
  if (out.length === 0 && STAGES[0]![0].test(s) && /\b(republican|democrat(ic)?|gop|party)\b/.test(s)) out.push('president');
  // a winner counted after any runoff ("primary winner (incl. runoff)", "nominee after any runoff") is the race's winner
  // or nominee, not a runoff-only market
  // (so is the winner of a general election's runoff, which decides it: "2032 French presidential election — who wins the
  // run-off?" / "France Presidential Election 2032"; not a primary's runoff, nor who makes or advances to it)
  const general = !STAGES[0]![0].test(s);
  const counted = s.replace(/\b(incl\.?|including|includes|after|following)( any| a| the| an eventual| a possible)? run-?offs?\b|\brun-?offs? included\b/g, ' ')
    .replace(general ? /\b(wins?|winning|winner of) the (presidential )?run-?off\b|\brun-?off winner\b/g : /$^/g, ' ');
  for (const [re, k] of STAGES) if (re.test(k === 'runoff' ? counted : s)) out.push(k);
  // an election's round by its number ("who finishes first in round 1?", "round two") is its first round or its runoff
  // (only of a vote: a draft's or a tournament's round 1 is none)
  if (ELECTION_ROUND_CONTEXT.test(s)) {
    if (/\bround (1|one)\b/.test(s) && !out.includes('first_round')) out.push('first_round');
    if (/\bround (2|two)\b/.test(counted) && !out.includes('runoff')) out.push('runoff');
  }
  // who finishes first in a race's vote, or leads its first-choice count, is its first round, not who wins it after any
  // runoff or ranked-choice tabulation ("GA GOP Senate primary: who finishes first?" / "Georgia Republican Senate nominee")
  if (out.length > 0 && !out.includes('first_round') && /\b(finish(es|ed)?|places?|placed|comes?|came) (in )?first\b|\bfirst place\b|\bfirst[- ]choice (votes?|count|tally)\b/.test(s)) out.push('first_round');
  // a cabinet post's pick or choice is its nominee ("Shapiro's Attorney General pick?" / "Attorney General nominee")
  if (!out.includes('nomination') && /\b(pick|choice)\b/.test(s) && (cabinetPosts(s).length > 0 || out.includes('attorney_general'))) out.push('nomination');
  // "Will the Democratic nominee win Michigan?": the party's candidate in the general election, not its nomination
  // (nor when the nominee picks a running mate: "Will the Democratic nominee announce a running mate before Aug 1?")
  if (out.includes('nomination') && /\bnominee (win|wins|carry|carries|take|takes|announces?|names?|picks?|chooses?|selects?|taps?)\b/.test(s) && !/\bnominat(ion|ed)\b|\bprimar(y|ies)\b|\bcaucus\b/.test(s)) out.splice(out.indexOf('nomination'), 1);
  return out.sort();
}

const ACTIONS: Array<[RegExp, string]> = [
  // (a cut of a company's workforce is its layoffs, no rate cut: "Will Meta cut 10% of its workforce?")
  // (and a rate "lowered", "reduced" on a day: "PBoC: 1-year loan prime rate lowered on 20 Jan?" / "China 1-year LPR cut")
  [/\b(cut|cuts|lower|lowers|lowered|decrease|decreases|decreased|reduce|reduces|reduced)\b(?![^.?!]*\b(workforce|headcount|staff|jobs|employees)\b)/, 'cut'],
  [/\b(hike|hikes|raise|raises|increase|increases)\b/, 'hike'],
  // (holding an election, a referendum or talks is no rate hold: "Will Ukraine hold a presidential election in 2027?")
  [/\b(hold|holds)\b(?! ((an?|the|its|their|new|early|snap) )?(\w+ )?(elections?|referend\w*|votes?|polls?|talks|meetings?|summits?|hearings?|rall(y|ies)))|\b(pause|pauses|unchanged|no change|maintain|maintains|keep rates|keeps rates)\b/, 'hold'],
  [/\b(lose|loses|lost)\b/, 'lose'],
  [/\b(resign|resigns|out as|leave office|leaves office|removed|ceases? to be|steps? down|no longer)\b/, 'exit'],
  [/\b(impeach|impeached|impeachment)\b/, 'impeach'],
  [/\b(recession)\b/, 'recession'],
  // "Government shutdown" / "Will the government shut down": one event, noun or verb
  [/\b(shutdown|shut(s|ting)? down)\b/, 'shutdown'],
];

/** Verbs that decide a binary proposition's meaning (a cut is not a hold). */
export function parseActions(text: string): string[] {
  // comparisons ("4.4% or lower", "higher than 3%") are strikes, not verbs
  const s = text.toLowerCase().replace(/\b(or|and) (lower|higher|less|more)\b|\b(lower|higher) than\b/g, ' ');
  const out: string[] = [];
  for (const [re, k] of ACTIONS) if (re.test(s)) out.push(k);
  return out.sort();
}

const QUALIFIERS: Array<[RegExp, string]> = [
  // core inflation is the index less food and energy, whichever way a venue writes it
  [/\bcore\b|\b(ex|excl\.?|excluding|less|minus|without) food (and|&) energy\b/, 'core'],
  [/\bheadline\b/, 'headline'],
  [/\b(month[- ]over[- ]month|mom|monthly|m\/m)\b/, 'mom'],
  [/\b(year[- ]over[- ]year|yoy|annual|y\/y|12[- ]month)\b/, 'yoy'],
  // an annualised quarterly rate (GDP's SAAR) is a change over the quarter, not over a year
  [/\b(quarter[- ]over[- ]quarter|qoq|q\/q|annuali[sz]ed|saar)\b/, 'qoq'],
];

/** Measure qualifiers of a statistic: core vs headline, and the change period (month/year/quarter over). */
export function parseQualifiers(text: string): { core: boolean; period: string | null } {
  const s = text.toLowerCase();
  const q = QUALIFIERS.filter(([re]) => re.test(s)).map(([, k]) => k);
  const periods = q.filter((k) => k === 'mom' || k === 'yoy' || k === 'qoq');
  return { core: q.includes('core'), period: periods.length === 1 ? periods[0]! : null };
}

/** True when the proposition is negated ("not", "fail to", "no ..."). */
export function isNegated(text: string): boolean {
  return /\b(not|never|fail to|fails to|won't|wont|doesn't|doesnt|isn't|isnt|without)\b/.test(text.toLowerCase());
}

/** Yes/No-like outcome labels. */
export function isYesLabel(label: string): boolean {
  return /^\s*(yes|y|true)\s*$/i.test(label);
}
export function isNoLabel(label: string): boolean {
  return /^\s*(no|n|false)\s*$/i.test(label);
}

const REGIONS: Array<[RegExp, string]> = [
  [/\bUS\b|\bU\.S\.|\bUSA\b/, 'us'],
  [/\bunited states\b|\bamerican?\b|\bbureau of labor statistics\b|\bbls\b|bls\.gov|\bbureau of economic analysis\b|bea\.gov|\bfederal reserve\b|federalreserve\.gov|\bfomc\b|\bfed\b|\bnber\b|\bcensus bureau\b|\bism\b|\binstitute for supply management\b/i, 'us'],
  [/\bUK\b|\bU\.K\.|\bunited kingdom\b|\bbritain\b|\bbritish\b|\bbank of england\b|bankofengland\.co\.uk|\bons\b|ons\.gov\.uk|\bboe\b/i, 'uk'],
  [/\beuro ?(area|zone)\b|\beurozone\b|\beurostat\b|ec\.europa\.eu\/eurostat|\becb\b|ecb\.europa\.eu|\beuropean central bank\b/i, 'euro_area'],
  [/\bjapan(ese)?\b|\bbank of japan\b|\bboj\b|boj\.or\.jp/i, 'japan'],
  [/\bchina\b|\bchinese\b|\bpboc\b|\bpeople'?s bank of china\b/i, 'china'],
  [/\bcanada\b|\bcanadian\b|\bbank of canada\b|\bstatistics canada\b|\bBoC\b/, 'canada'],
  [/\bgermany\b|\bgerman\b|\bdestatis\b|\bbundesbank\b/i, 'germany'],
  [/\bfrance\b|\bfrench\b|\binsee\b/i, 'france'],
  [/\baustralia\b|\baustralian\b|\breserve bank of australia\b|\brba\b/i, 'australia'],
  [/\bswitzerland\b|\bswiss\b|\bsnb\b/i, 'switzerland'],
  [/\bindia\b|\bindian\b|\breserve bank of india\b|\brbi\b/i, 'india'],
  [/\bnew zealand\b|\breserve bank of new zealand\b|\brbnz\b/i, 'new_zealand'],
  [/\bsweden\b|\bswedish\b|\briksbank\b/i, 'sweden'],
  [/\bnorway\b|\bnorwegian\b|\bnorges bank\b/i, 'norway'],
  [/\bmexico\b|\bmexican\b|\bbanxico\b/i, 'mexico'],
  [/\bbrazil\b|\bbrazilian\b|\bcopom\b/i, 'brazil'],
  [/\bsouth korean?\b|\bbank of korea\b/i, 'south_korea'],
  [/\bturkey\b|\bturkish\b|\bturkiye\b/i, 'turkey'],
  [/\bsouth africa\b|\bsouth african\b|\bsarb\b/i, 'south_africa'],
];

/**
 * Economies a statistic or rate decision is about, from the title and the named settlement sources (an agency or a
 * central bank implies its economy: BLS/BEA/Fed the US, Eurostat/ECB the euro area, ONS/Bank of England the UK...).
 * A hard feature of economic releases: UK CPI is not euro-area inflation even with the same month and threshold.
 */
export function parseRegions(texts: ReadonlyArray<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const t of texts) {
    if (t === null || t === undefined || t === '') continue;
    for (const [re, k] of REGIONS) if (re.test(t)) out.add(k);
  }
  return [...out].sort();
}

const CONCEPTS: Array<[RegExp, string]> = [
  // a vice president in the venues' words: a ticket's running mate is its vice-presidential nominee
  [/\bvice[- ]presiden(t|tial|cy)\b|\brunning[- ]mates?\b/g, ' vp '],
  // the measure a statistic names, in the venues' different words
  // PCE inflation is not CPI inflation; initial jobless claims are not the unemployment rate
  [/\b(core )?pce( price index| inflation| prices?)?\b|\bpersonal consumption expenditures?( price index)?\b/g, ' pce '],
  [/\b(initial |continuing )?(jobless|unemployment) claims\b|\binitial claims\b/g, ' claims '],
  // other releases: each a measure of its own (PPI is not CPI, retail sales are not GDP)
  [/\bproducer price index\b|\bppi\b|\bproducer prices\b|\bwholesale (prices|inflation)\b/g, ' ppi '],
  [/\bretail sales\b/g, ' retailsales '],
  // the MBA's weekly survey of mortgage applications, by its name or its composite index (not its contract rates)
  // (its purchase index, home-purchase applications alone, is a series of its own)
  [/\b(mba )?purchase (index|applications)\b|\bmortgage purchase applications\b/g, ' mortgagepurchase '],
  [/\b(mba )?mortgage applications\b|\bmba (composite|market) index\b|\bmba composite\b/g, ' mortgageapps '],
  // a producer's output in the venues' words ("production cut", "oil output cut"): one word
  [/\b(oil |crude )?(production|output)\b/g, ' output '],
  [/\b(ism|pmi|purchasing managers?( index)?)( manufacturing| services)?( index| pmi)?\b/g, ' pmi '],
  [/\b(consumer sentiment|michigan sentiment|umich sentiment|university of michigan( consumer)? sentiment)( index)?\b/g, ' sentiment '],
  [/\bconsumer confidence( index)?\b/g, ' confidence '],
  [/\bhousing starts\b/g, ' housingstarts '],
  [/\b(existing|new|pending) home sales\b/g, ' homesales '],
  [/\bjolts\b|\bjob openings\b/g, ' jolts '],
  [/\bindustrial production\b/g, ' industrialproduction '],
  // China's benchmark lending rate by its name and its abbreviation ("1-year Loan Prime Rate" / "1-year LPR")
  [/\bloan prime rates?\b/g, ' lpr '],
  [/\bdurable goods( orders)?\b/g, ' durablegoods '],
  [/\btrade (deficit|balance)\b/g, ' tradebalance '],
  [/\bconsumer price index\b|\bcpi\b|\bhicp\b|\bharmoni[sz]ed index of consumer prices\b|\binflation( rate)?\b/g, ' inflation '],
  // core inflation in words ("Core inflation (ex food & energy)"): the qualifier, compared as such
  [/\b(ex|excl|excluding|less|minus|without) food and energy\b/g, ' core '],
  // "the March 2027 print": the release itself, which the measure and the month already name
  [/\bprints?\b/g, ' '],
  [/\bnon ?farm payrolls?\b|\bnfp\b|\bpayrolls?\b|\bjobs? (numbers?|report|data|growth)\b|\bjobs (were |was )?added\b/g, ' payrolls '],
  [/\bunemployment( rate)?\b|\bjobless rate\b/g, ' unemployment '],
  [/\bgross domestic product\b|\bgdp( growth)?\b|\beconomic growth\b/g, ' gdp '],
  // the economy growing or shrinking is its GDP's change ("UK economy grows in Q1?" / "UK GDP growth, Q1")
  [/\beconomy (?=(\w+ )?(grows?|grew|expands?|contracts?|shrinks?|shrank)\b)/g, ' gdp '],
  // (not S&P Global, the publisher of PMIs and ratings)
  [/\bs and p 500\b|\bs and p\b(?! global\b)|\bsp ?500\b|\bspx\b/g, ' spx '],
  [/\bnasdaq( 100| composite)?\b|\bndx\b/g, ' nasdaq '],
  [/\bdow jones( industrial average)?\b|\bthe dow\b|\bdjia\b/g, ' djia '],
  // central banks in the venues' words: the name and its abbreviation are one word
  [/\bbank of japan\b|\bboj\b/g, ' boj '],
  [/\bbank of canada\b|\bboc\b/g, ' boc '],
  [/\bbank of england\b|\bboe\b/g, ' boe '],
  [/\beuropean central bank\b|\becb\b/g, ' ecb '],
  [/\breserve bank of australia\b|\brba\b/g, ' rba '],
  [/\breserve bank of new zealand\b|\brbnz\b/g, ' rbnz '],
  [/\breserve bank of india\b|\brbi\b/g, ' rbi '],
  [/\bswiss national bank\b|\bsnb\b/g, ' snb '],
  [/\bpeoples bank of china\b|\bpboc\b/g, ' pboc '],
  [/\bbank of korea\b|\bbok\b/g, ' bok '],
  [/\bbank of mexico\b|\bbanxico\b/g, ' banxico '],
  // the Treasury's daily par yield curve is where a Treasury yield is read ("US 10Y Treasury par yield (Treasury daily curve)")
  [/\b(treasury )?(daily )?(par )?yield curve( rates?)?\b|\bpar yields?\b|\btreasury daily (par )?curve\b/g, ' yield '],
  // the PBOC's daily reference rate by its other names ("central parity" / "midpoint fixing")
  [/\bcentral parity( rate)?\b|\bmid ?point( rate)?(?! fixing)\b(?=.*\b(usd|cny|cnh|yuan|renminbi|pboc)\b)/g, ' midpoint fixing '],
  // a civil defendant losing its case, in the venues' words: found liable, ruled to have acted illegally, the government that
  // sued it winning ("Will a court rule Apple illegally monopolized smartphones?" / "Apple found liable?" / "DOJ wins Apple
  // antitrust case?")
  [/\b(found|held|ruled|deemed) liable\b/g, ' liable '],
  [/\b(an? |the )?(court |judge )?(rules?|ruled|finds?|found|holds?|held) (that )?((\w+ ){1,2})(illegally|unlawfully) \w+/g, ' liable $5'],
  [/\b(doj|ftc|justice department|department of justice|government|prosecutors) wins? ((\w+ ){1,3})(case|lawsuit|suit|trial)\b/g, ' liable $2'],
  // taking part in a contest, in the venues' words ("Will Israel participate in Eurovision 2034?" / "Israel competes at
  // Eurovision 2034?")
  [/\b(participat(e|es|ed|ing|ion)|compet(e|es|ed|ing)|tak(e|es|ing) part|took part)( in| at)\b/g, ' participate '],
  // two leaders meeting in person is their meeting, and their summit ("Will the US and Chinese presidents meet in person?" /
  // "US-China leaders' summit?" / "In-person meeting between the US President and Xi Jinping?")
  [/\b(meet|meets|meeting) (in person|face to face)\b/g, ' meet '],
  [/\b(in person|face to face) meeting\b/g, ' summit meet '],
  [/\btalks (in person|face to face)\b|\b(in person|face to face) talks\b/g, ' talks '],
  [/\bleaders summit\b/g, ' summit meet '],
  // Medicare's negotiated drug prices under the statute's name ("2035 Medicare negotiated drug prices" / "Medicare maximum
  // fair prices for initial price applicability year 2035"): one word, the statute's year phrase only dates them
  [/\bmaximum fair prices?\b|\bnegotiated (drug )?prices?\b/g, ' negotiatedprice '],
  [/\b(for )?(the )?initial price applicability year\b/g, ' '],
  [/\bmonetary policy decision\b|\binterest rate decision\b|\brate decision\b|\bpolicy decision\b/g, ' decision '],
  // a league's title under the venues' other names ("Pro Football Champion", "Super Bowl", "Stanley Cup")
  [/\bpro basketball\b|\bnba finals\b/g, ' nba '],
  [/\bpro football\b|\bsuper bowl\b/g, ' nfl '],
  [/\bpro hockey\b|\bstanley cup\b/g, ' nhl '],
  [/\bpro baseball\b|\bworld series\b/g, ' mlb '],
  // a baseball league's pennant under its short name ("2028 AL Champion" / "American League Champion 2028")
  // a basin's storm season is its year's count ("2029 Atlantic season: total hurricanes" / "Atlantic hurricanes in 2029")
  [/\b(atlantic|pacific) (hurricane )?season\b/g, ' $1 '],
  [/\btotal (hurricanes|named storms|tropical storms|storms)\b/g, ' $1 '],
  [/\bamerican league\b/g, ' al '],
  // a conference by its short name ("NBA West champion" / "NBA Western Conference Champion")
  [/\bwestern conference\b/g, ' west '],
  [/\beastern conference\b/g, ' east '],
  [/\bnational league\b/g, ' nl '],
  // (the pennant is won in the league championship series: "ALCS winner" / "AL Pennant Winner" / "AL Champion")
  [/\balcs\b|\bal championship series\b/g, ' al '],
  [/\bnlcs\b|\bnl championship series\b/g, ' nl '],
  [/\b(al|nl)\s+pennant\b/g, ' $1 '],
  // a vehicle lifting off is its launch, a flight test its launch too ("Will Blue Origin launch New Glenn by March 31?" /
  // "New Glenn lifts off before April 2034?" / "Starship flight test in March?")
  [/\blift(s|ed|ing)? off\b|\bliftoffs?\b|\b(integrated )?(flight|launch) tests?\b|\btest (flights?|launch(es)?)\b/g, ' launch '],
  // a new product at a company's event or keynote is announced there ("Apple Oct 31 event: new iMac?" / "Will Apple announce
  // a new iMac at the October 31 event?"): the announcing is a word of the title, as the products are compared
  [/\b(event|keynote)(s?)\b(?=[^.?!]*\bnew\b)(?![^.?!]*\b(announce[sd]?|unveil(s|ed)?|launch(es|ed)?|release[sd]?)\b)/g, ' $1$2 announce '],
  [/\bformula (1|one)\b|\bf1\b/g, ' formula '],
  [/\bmarch madness\b/g, ' ncaa tournament '],
  // a game's spread in the venues' words: baseball's run line and hockey's puck line, a goal or run spread, a handicap
  // ("Toronto at Tampa Bay: Goal Spread" / "Puck Line: Lightning (-1.5)"; "Map Spread" / "Map Handicap")
  // a home run in the venues' words ("home runs", "homer", "HR")
  [/\bhome runs?\b|\bhomers?\b|\bhrs?\b/g, ' homerun '],
  [/\b(run|puck) line\b|\b(point|goal|run) spread\b|\bhandicap\b/g, ' spread '],
  [/\broland garros\b/g, ' french open '],
  // the two teams who meet in a final in the venues' words ("Super Bowl matchup" / "Exact Super Bowl pairing")
  [/\b(exact )?(match ?ups?|pairings?)\b/g, ' matchup '],
  // the Africa Cup of Nations by its initials ("AFCON 2034 Champion" / "Africa Cup of Nations 2034 Winner")
  [/\bafrica(n)? cup of nations\b/g, ' afcon '],
  // a tournament's or a league's top scorer by the award's name ("Golden Boot" / "Top Goalscorer")
  [/\btop (goal ?)?scorer\b|\bgolden boot\b/g, ' golden boot '],
  // a parliament by the name of its seat ("Holyrood election" is the Scottish Parliament's, "Senedd" the Welsh one's), and
  // its largest party is the one winning the most seats
  [/\bholyrood\b/g, ' scottish parliament '],
  [/\bsenedd( cymru)?\b/g, ' welsh parliament '],
  [/\b(largest|biggest) party\b/g, ' most seats '],
  // a party's national convention by its initials ("2032 Democratic National Convention host city" / "Where will the 2032
  // DNC be held?"), and where an event is held as its host city
  [/\bdemocratic national convention\b/g, ' dnc convention '],
  [/\brepublican national convention\b/g, ' rnc convention '],
  [/\bhost (city|venue|site)\b/g, ' host '],
  [/^where (?:will|is|are) (.+?) (?:be )?held\b/g, ' $1 host '],
  // the World Health Organization as one word, by its name or its initials (written in full before: "US rejoins the World
  // Health Organization" / "United States back in the WHO")
  [/\bworld health organi[sz]ation\b/g, ' whorg '],
  // the European Union by its initials ("Albania joins the EU" / "Will Albania join the European Union")
  [/\beuropean union\b/g, ' eu '],
  // a merger in the venues' words ("takeover of", "acquisition of", "tie-up"): one word; who buys whom is in the names
  [/\b(mergers?|takeovers?|acquisitions?|tie ups?)\b/g, ' merger '],
  // an election's second vote written with a hyphen ("presidential run-off" / "presidential runoff")
  [/\brun off(s?)\b/g, ' runoff$1 '],
  [/\bmens\b|\bmen s\b/g, ' men '],
  [/\bwomens\b|\bwomen s\b/g, ' women '],
  [/\bcollege\b|\bncaa\b/g, ' ncaa '],
  [/\bepl\b|\benglish premier league\b/g, ' premier league '],
  [/\b(uefa )?champions league\b|\bucl\b/g, ' ucl '],
  [/\bgp\b/g, ' grand prix '],
  // the Indianapolis 500 as the venues shorten it ("Indy 500")
  [/\bindianapolis 500\b/g, ' indy 500 '],
  [/\bacademy awards?\b|\boscars?\b/g, ' oscars '],
  // the US Supreme Court and an executive order as the venues shorten them ("SCOTUS", "EO")
  [/\bsupreme court\b|\bscotus\b/g, ' scotus '],
  [/\bexecutive orders?\b|\beo\b/g, ' eo '],
  [/\bgrammy awards?\b|\bgrammys?\b/g, ' grammys '],
  [/\btga\b/g, ' game awards '],
  [/\bmost valuable player\b/g, ' mvp '],
  // esports titles under their short names ("CS2", "LoL"), the award's short name ("GOTY")
  [/\bcounter strike( 2| global offensive)?\b|\bcs ?(2|go)\b/g, ' counterstrike '],
  [/\bleague of legends\b|\blol\b/g, ' lol '],
  [/\bgame of the year\b|\bgoty\b/g, ' goty '],
  // posts on X under their old name ("# tweets", "posts on X", "X posts")
  [/\btweets?\b|\bposts? on x\b|\bx posts?\b/g, ' posts '],
  [/\bdota ?2\b/g, ' dota '],
  [/\bthe international(?= (20\d\d|winner|champion|dota)\b)/g, ' dota ti '],
  // Italian places under their English names ("Milano–Sanremo" is Milan–San Remo)
  [/\bmilano\b/g, ' milan '],
  [/\bsanremo\b/g, ' san remo '],
  [/\btorino\b/g, ' turin '],
  // a ranking by gross: "highest-grossing film", "top grossing movie", "biggest movie"
  [/\bhighest[- ]grossing\b|\btop[- ]grossing\b|\bbiggest[- ]grossing\b/g, ' top grossing '],
  // the industry's opening weekend is its three days (Friday to Sunday): "3-day opening" says nothing more
  [/\b(?:3|three) day (domestic |worldwide |global )?opening( weekend)?\b/g, ' $1opening weekend '],
  // the weekend's "box office #1" is its top film ("Weekend box office #1, 17-19 Jan" / "Top film at the box office")
  [/\bbox office (?:no |number )?(?:1|one)\b(?! ?(?:million|m|bn|billion|k)\b)/g, ' box office top film '],
  [/\bmovies?\b|\bfilms?\b/g, ' film '],
  // an office in its adjective ("gubernatorial election" is the governor's election)
  // the one who succeeds (or replaces) the holder of an office is its next holder ("Who succeeds Keir Starmer as PM?")
  [/\b(who )?(will )?(succeeds?|replaces?) ([a-z.'-]+ ){1,3}as\b/g, ' next '],
  // the next "PM" is a prime minister, not a time of day
  [/\bnext\s+pm\b/g, ' next prime minister '],
  // (the residence for the office: "Which party holds No. 10 on 31 July?" asks whose prime minister it is)
  [/\b(holds?|holding|occup(y|ies|ying)|in|enters?|entering)\s+(no\.?\s?10|number 10|downing street)\b/g, ' prime minister '],
  // (and any "PM" that is no time of day: "Who is UK PM on 31 Dec?")
  [/(?<!\d(:\d\d)? ?)\bpm\b(?! (et|est|edt|pt|pst|pdt|ct|cst|utc|gmt|bst|cet)\b)/g, ' prime minister '],
  // "Dem primary", "Dems": the party's short name
  [/\bdems?\b/g, ' democratic '],
  // sanctions in the venues' words: taking a name off the sanctions (SDN) list lifts them; prolonging them renews them
  [/\b(removes?|removed|removing|delists?|delisted) ([a-z]+ )?from (the |its )?(ofac )?(sdn|sanctions) list\b/g, ' lifts sanctions on $2 '],
  [/\b(prolongs?|prolonged|extends?|extended|rolls? over)\b(?=[^.?]*\bsanctions\b)/g, ' renews '],
  // a party's head in its venues' words ("LDP presidential election", "LDP leadership election"): its leader
  [/\b(party|labour|conservative|tory|lib dem|liberal democrat|snp|reform uk|ldp|cdu|spd|ndp|likud) (party )?(leader(ship)?|presiden(t|tial|cy))\b/g, ' $1 leader '],
  [/\bgubernatorial\b/g, ' governor '],
  [/\bmayoral\b/g, ' mayor '],
  [/\bsenatorial\b/g, ' senate '],
  // a government shutting down in the venues' words
  [/\bshut(s|ting)? down\b/g, ' shutdown '],
  // ("government shutdown", "federal shutdown", "US federal government shutdown": one shutdown)
  [/\b(us |u s )?(federal )?government shutdown\b|\bfederal shutdown\b/g, ' shutdown '],
  // a series' exact result in the venues' words ("Exact series result", "correct series score", "Exact Series Outcome")
  [/\b(exact|correct) (series )?(result|outcome|score)\b/g, ' exact $2result '],
  // a stage race's winner in its words (the yellow jersey, the general classification), a race's winner as the first past
  // the post or across the line
  [/\byellow jersey\b|\bgeneral classification\b/g, ' winner '],
  [/\bfirst (horse |driver |rider |runner |car |boat )?(across|past|over|to cross) the (finish )?(line|post)\b/g, ' winner '],
  // what a winner market says in many words: the outcome list carries it
  [/\b(winning|which|what) (country|nation|party)\b/g, ' '],
  [/\b(champions?(hip)?|winners?|winning|wins?|title|national|overall)\b/g, ' '],
  // a company's job cuts in the venues' words ("layoffs", "lays off", "job cuts", "cut 10% of its workforce", "workforce
  // reduction"): one word
  [/\blay ?offs?\b|\blays? off\b|\blaid off\b|\bjob cuts?\b|\b(workforce|headcount|staff) (cuts?|reductions?)\b/g, ' layoffs '],
  [/\b(cuts?|cutting|reduces?|reducing|slash(es)?)\b(?=( [\w.%]+){0,5} (its |their )?(workforce|headcount|staff)\b)/g, ' layoffs '],
  [/\b(its |their )?(workforce|headcount)\b/g, ' '],
  // a trade deal and a trade agreement are one thing; an early election is a snap one
  [/\btrade (agreements?|pacts?|accords?)\b/g, ' trade deal '],
  [/\bsnap (?=((general|federal|parliamentary|legislative|national) )?elections?\b)/g, ' early '],
  // a country or a company that will "have a new" leader: the new one, "have" says nothing
  [/\b(have|has|get|gets) (an? )?new\b/g, ' new '],
  // going public in the venues' words
  [/\bgo(es|ing)? public\b|\binitial public offering\b|\bpublic listing\b|\b(lists?|listed|listing) publicly\b|\bpublicly list(s|ed|ing)?\b/g, ' ipo '],
  // a price at the year's last close in the venues' words: "year-end", "end of the year", "last trading day of 2027"
  // (a deadline "by the end of the year" is not a reading at the year's close)
  [/\blast trading (day|session) of (the year|20\d\d)\b|(?<!\b(by|before) (the )?)\b(year end|end of (the )?year)\b|\bfinal (trading day|close) of the year\b/g, ' yearend '],
  // weather and hazards in the venues' words
  [/\bsnow ?fall\b|\bsnowy\b/g, ' snow '],
  [/\b(earth)?quakes?\b/g, ' quake '],
  // a government falling in the venues' words ("Dutch government collapse" / "Dutch cabinet falls"), and a new one sworn
  // in ("New Dutch government sworn in" / "new cabinet installed")
  [/\b(government|cabinet|coalition) (collapses?|collapsed|collapsing|falls?|fell|toppled)\b|\bcollapse of the (government|cabinet|coalition)\b/g, ' government collapse '],
  // (so does one censured, or brought down by a motion of no confidence carried: "French government censured by Sep 30?" /
  // "Motion de censure adoptée" / "no-confidence motion passes")
  [/\b(government|cabinet|ministry) (is |be |gets? )?censured\b/g, ' government collapse confidence '],
  [/\b(no confidence|non confidence|censure|mistrust) (motions?|votes?) (is |be |gets? )?(pass(es|ed)?|adopted|approved|carried|succeeds|succeeded)\b/g, ' government collapse confidence '],
  [/\bnew (government|cabinet)( is| be| gets?)? (sworn in|installed|inaugurated|takes office|in office)\b/g, ' new government sworn in '],
  // military action against a country is a strike on it ("Israel military action against Iran" / "Israel strikes Iran")
  [/\bmilitary (action|operation)s?\b/g, ' military strike '],
  // two countries normalizing relations establish diplomatic relations ("Saudi Arabia x Israel normalization" / "Saudi-Israeli
  // diplomatic relations established")
  [/\bnormali[sz](e|es|ed|ing|ation)( of)?( (diplomatic )?(relations|ties))?\b|\b(establish(es|ed|ing)?|establishment of) (full )?(diplomatic )?(relations|ties)\b|\b(full )?diplomatic (relations|ties)( are| be| being)? established\b/g, ' normalization '],
  // an invasion in the venues' words ("invade", "invasion of")
  [/\binva(de[sd]?|ding|sions?)\b/g, ' invade '],
  [/\bcaught\b|\bcatch(es|ing)?\b/g, ' catch '],
  // fund flows: "net inflows" and "net flows" are one figure, its sign the outcome
  [/\b(in|out)?flows?\b/g, ' flows '],
  [/\b(hottest|warmest)\b/g, ' hottest '],
  // a world record set, broken or new is one thing ("sets a pole vault world record" / "new pole vault WR")
  [/\b(new|a|sets?|breaks?)((?: \w+){0,2}) wr\b/g, ' $2 world record '],
  [/\b(sets?|setting|breaks?|broke|breaking|smash(es|ed|ing)?|new)\b(?=( (a|the|new))*( \w+){0,2} world records?\b)/g, ' '],
  // NASA's global temperature record by its dataset's name ("GISTEMP", "NASA GISS")
  [/\b(nasa )?giss\b|\bgistemp( v4)?\b/g, ' nasa '],
  [/\b(biggest|largest)\b/g, ' largest '],
  // the Emmys by any name ("Primetime Emmys", "Emmy Awards"), and "Outstanding" before an Emmy category
  [/\b(primetime )?emmys?( awards?)?\b/g, ' emmy '],
  [/\boutstanding (?=(drama|comedy|limited|lead|supporting|actor|actress|series|reality|talk|variety|directing|writing)\b)/g, ' '],
  // a record close in the venues' words ("record close", "all-time closing high", "new record closing high"), and a
  // record high (any trade) in theirs ("all-time high", "ATH", "record high"): one word each, close and high kept apart
  [/\b(new )?(all time|record) (closing high|close|closing)s?\b/g, ' record close '],
  [/\b(new )?(all time|record) highs?\b|\bath\b/g, ' record high '],
  // a level reached in the venues' words ("hit 5.5%", "reaches 5.50%", "touches $100"): one word
  [/\b(hits?|hitting|reach(es|ed|ing)?|touch(es|ed|ing)?)\b(?= [$€£]?\d)/g, ' reach '],
  [/\b(highest|high|max(imum)?)\b/g, ' high '],
  [/\b(temperature|temp)\b/g, ' temperature '],
  [/\b(top|best|leading|number one|#1)\b/g, ' top '],
  // change periods and economies are compared as features of their own (qualifiers, regions), not as words
  [/\byear over year\b|\byoy\b|\bannual(ized)?\b|\b12 month\b/g, ' '],
  [/\bmonth over month\b|\bmom\b|\bmonthly\b/g, ' '],
  [/\bquarter over quarter\b|\bqoq\b|\bquarterly\b/g, ' '],
  [/\beuro ?(area|zone)\b|\beurozone\b|\bunited states\b|\bunited kingdom\b|\buk\b|\busa\b/g, ' '],
  // a count asked for in words ("how many", "number of"): the outcomes carry it
  [/\bhow many\b|\bnumber of\b|\bcount\b/g, ' '],
  // a sign in words ("below zero", "negative rates"): the strike at zero carries it; a rate is one word however many
  [/\bbelow zero\b|\bsub[- ]?zero\b|\bnegative\b/g, ' below '],
  [/\brates\b/g, ' rate '],
  // chips are semiconductors ("Section 232 chip tariff" / "Semiconductor tariff"); not a blue chip, nor a poker player's
  // chip lead or count
  [/(?<!\bblue )\b(chips?|semiconductors?)\b(?! (leads?|leaders?|counts?|stacks?)\b)/g, ' semiconductor '],
  // comparison words: the strike carries the comparison
  [/\b(above|below|between|at least|at most|or more|or less|greater than|less than|more than|higher than|lower than)\b/g, ' '],
];

/**
 * A company named "public" by a deadline is its going public ("Stripe public before July 2032?" / "Stripe IPO by June 30,
 * 2032?"): a capitalised name right before the word, a deadline right after it (not "made public", "the public").
 */
export function companyPublic(text: string): string {
  return text.replace(/(?<!\b(?:[Mm]ade|[Mm]akes?|[Tt]he|[Gg]o|[Gg]oes|[Ww]ent|[Gg]oing) )\b([A-Z][\w.&'-]*) public (?=(?:before|by|in|prior to|no later than) )/g, '$1 IPO ');
}

/** Title words with synonyms of a measure folded to one word ("CPI", "inflation"; "jobs numbers", "nonfarm payrolls"). */
export function conceptText(text: string): string {
  let s = normalizeText(companyPublic(text)).replace(/[/\-]/g, ' ');
  for (const [re, w] of CONCEPTS) s = s.replace(re, w);
  return s.replace(/\s+/g, ' ').trim();
}
