// What exactly a market observes, beyond its title: the session of a race weekend (named in the title, the ticker or
// slug, the questions or the rules), and for a price market whether it is the price at one time of day or a high/low
// reached during a period, and that time of day. Hard separators: the wrong session, hour or kind is a different market.
import { TRADES_AT_IN_PERIOD, normalizeDeadlines, parseDates, parseDeadline, type DateMention } from './text.ts';
import { motorRace } from './trophies.ts';

/** Sessions of a race weekend; the race itself has none (the main event). */
export type Session = 'sprint_qualifying' | 'sprint' | 'qualifying' | 'practice';

const SESSION_WORDS: Array<[RegExp, Session]> = [
  [/\bsprint (qualifying|shootout)\b|\bsprint quali\b/, 'sprint_qualifying'],
  [/\bsprint\b/, 'sprint'],
  [/\bqualifying\b|\bqualif(y|ies|ied)\b|\bpole position\b|\bon pole\b|\bpole\b|\bpole sitter\b|\bfastest (time )?in qualifying\b/, 'qualifying'],
  [/\bpractice\b|\bfp[123]\b/, 'practice'],
];

/** The one session a text names (null: none, or several). */
export function sessionIn(text: string): Session | null {
  const s = text.toLowerCase().replace(/[’']/g, '');
  for (const [re, v] of SESSION_WORDS) if (re.test(s)) return v;
  return null;
}

/** Ticker or slug words for sessions: KXF1SPRINT, KXF1POLE, KXF1QUALI (an upper-case series), ...-sprint-shootout (a slug). */
export function sessionInCode(code: string): Session | null {
  if (code !== code.toUpperCase()) return sessionIn(code.replace(/[-_]+/g, ' '));
  const s = code.split('-')[0]!;
  if (/SPRINT-?(QUALI|SHOOTOUT|SQ)|SPRINTQ|SHOOTOUT/.test(s)) return 'sprint_qualifying';
  if (/SPRINT/.test(s)) return 'sprint';
  if (/QUALI|POLE/.test(s)) return 'qualifying';
  if (/PRACTICE|\bFP[123]\b/.test(s)) return 'practice';
  return null;
}

/** A motor race weekend (Formula 1, IndyCar, MotoGP, NASCAR): the only sports whose events have sessions named so. */
export function isRaceWeekend(text: string): boolean {
  return /\bgrand prix\b|\bgp\b|\bformula (1|one)\b|\bf1\b|\bindycar\b|\bindy 500\b|\bmotogp\b|\bnascar\b|formula1\.com/i.test(text);
}

/** Rules text without the sentences and brackets that name other sessions only to exclude them. */
function affirmed(rules: string): string {
  const NEG = /\b(not|no|never|excluding|excludes?|except|other than|rather than|regardless|irrespective|ignored?|doesn't|don't|does not|do not)\b/i;
  return rules
    .replace(/\([^)]*\)/g, (m) => (NEG.test(m) ? ' ' : m))
    .split(/(?<=[.;!?])\s+/)
    // only sentences that say what resolves the market ("resolves to the driver who...", "the winner of the sprint")
    .filter((s) => !NEG.test(s) && /\b(resolve[sd]?|winner|wins?|fastest|first|classified|pole)\b/i.test(s))
    .join(' ');
}

/**
 * The session of a race weekend event: from the title; else from the ticker or slug; else from the market questions
 * (all naming one session); else from the rules (sentences that do not exclude it). null: the race itself.
 */
export function sessionOf(parts: { title: string; codes: string[]; questions: string[]; rules: string[] }): Session | null {
  const t = sessionIn(parts.title);
  if (t !== null) return t;
  // a title that names the race itself ("Race Winner", "Grand Prix race") is the race
  if (/\brace\b/i.test(parts.title) && !/\bsprint\b/i.test(parts.title)) return null;
  for (const c of parts.codes) {
    const s = sessionInCode(c);
    if (s !== null) return s;
  }
  const qs = parts.questions.filter((q) => q.trim() !== '');
  if (qs.length > 0) {
    const ss = new Set(qs.map((q) => sessionIn(q)));
    if (ss.size === 1) {
      const s = [...ss][0]!;
      if (s !== null) return s;
    }
  }
  const found = new Set<Session>();
  for (const r of parts.rules) {
    const s = sessionIn(affirmed(r));
    if (s !== null) found.add(s);
  }
  return found.size === 1 ? [...found][0]! : null;
}

/** A price market: the price at one time ('at') or a level reached at any time during a period ('touch'). */
export type PriceKind = 'at' | 'touch';

const TOUCH = /\b(reach|reaches|reached|hit|hits|touch|touches|high|highest|max|maximum|low|lowest|min|minimum|dip|dips|all[- ]time high|ath|at any time|how high|how low|peak|bottom)\b|[↑↓]|\bto \$\s?\d[\d,.]*\s?[kmbt]?\s+(before|by|in (20\d\d|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)|this (year|month|week))\b|\b(fall|falls|drop|drops|sink|sinks|plunge|plunges|crash|crashes) (below|under)\b/i;

/** The kind of a price market from its title, questions and labels (and its rules: `anyTimeInRules`). */
export function priceKindOf(texts: readonly string[], rules: readonly string[] = []): PriceKind {
  // (an arrow before a level, "↑ 8,000", only says above or below when the title is a close: "S&P 500 close on March 31")
  const close = /\b(close|closes|closing|settle|settles|settlement)\b/i.test(texts[0] ?? '');
  return texts.some((t) => TOUCH.test(close ? t.replace(/[↑↓]/g, ' ') : t) || ANY_TIME.test(t) || TRADES_AT_IN_PERIOD.test(t)) || anyTimeInRules(rules) ? 'touch' : 'at';
}

/** A level observed on any day, at any time or in any release of a period ("closes above 30 on any trading day"). */
const ANY_TIME = /\b(on|at|during) any (single |one )?(trading |calendar |business )?(day|date|time|point|session)\b|\bany (single |one )?(trading |calendar |business )?day\b|\bany ([\w-]+ ){0,3}(daily|weekly|monthly|intraday) (official )?(close|closing|settlement|print|reading|rate|value|level|high|low)s?\b|\bany (weekly|daily|monthly) \w+|\bany ([\w-]+ ){0,4}(settlement|settle|closing price|print|reading)s?\b(?! (price|value) (is|was) (not )?published)|\bany ([\w/.-]+ ){0,2}(quote|trade|tick)s? (reach|hit|touch|trade)\w*\b|\bintraday (high|low)\b/i;

/**
 * Whether the rules say the level counts when reached on any day or in any release of a period ("Yes if the VIX closes
 * above 30 on any trading day from April 1 to June 30", "if any weekly PMMS rate published ... is below 6%"), the
 * sentences that negate it aside ("not any intraday high").
 */
export function anyTimeInRules(rules: readonly string[]): boolean {
  return rules.some((r) => r.split(/(?<=[.;])\s+/).some((s) => ANY_TIME.test(s) && !/\b(not|no|never|regardless|rather than|ignored?)\b/i.test(s)));
}

/**
 * What a level reached in a period is read on: a daily close ("closes above 30", "a daily close above 8,000", "closing
 * value") or any trade in the session ("intraday high", "trade at $5,000 or higher at any point"). The title, questions
 * and labels say it, else the rules. Null when neither or both are said: the venue is silent and is not guessed at.
 */
export function touchBasis(texts: readonly string[], rules: readonly string[]): 'close' | 'intraday' | null {
  const of = (t: string): 'close' | 'intraday' | null => {
    // the listing's own close ("this market closes at 5 PM") is no reading of the price
    const s = t.toLowerCase().replace(/\b(market|trading|listing|betting|it) (will )?(close|closes|closed)\b/g, ' ');
    const close = /\b(closes?|closing|closed)\b/.test(s);
    // ("at any time" with no close named is any print: "VIX above 30 at any time before July 2032?")
    const intraday = /\bintraday\b|\btrades? (at|above|below|over|under)\b|\btraded (at|above|below)\b/.test(s) || (!close && /\bat any (time|point)\b/.test(s));
    return close === intraday ? null : close ? 'close' : 'intraday';
  };
  return of(texts.join(' ')) ?? of(rules.join(' '));
}

const DAY_MIN = 24 * 60;

/** Whether Unix ms falls in US daylight saving time (second Sunday of March 2:00 to first Sunday of November 2:00 local). */
function usDst(ms: number): boolean {
  const y = new Date(ms).getUTCFullYear();
  const nthSunday = (month: number, n: number): number => {
    const first = new Date(Date.UTC(y, month, 1)).getUTCDay();
    return 1 + ((7 - first) % 7) + 7 * (n - 1);
  };
  const start = Date.UTC(y, 2, nthSunday(2, 2), 7); // 2:00 EST = 7:00 UTC
  const end = Date.UTC(y, 10, nthSunday(10, 1), 6); // 2:00 EDT = 6:00 UTC
  return ms >= start && ms < end;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * The deadline instant the rules state with a US Eastern time of day ("by March 31, 2027, 11:59 PM ET", "June 30, 2027 at
 * 11:59 p.m. EDT"), Unix ms. A venue may close such a listing at another hour than the one its rules state (its close written
 * in UTC): the stated instant is the end of the window. Null when the rules state none, or several different ones.
 */
export function statedDeadlineMs(rules: string): number | null {
  const s = rules.toLowerCase();
  const found = new Set<number>();
  const re = /\b(january|february|march|april|may|june|july|august|september|october|november|december) (\d{1,2}),? (\d{4}),? (?:at )?(\d{1,2}):(\d{2}) ?(am|pm|a\.m\.|p\.m\.) (?:et|est|edt|eastern)\b/g;
  for (const m of s.matchAll(re)) {
    const day = Number(m[2]), year = Number(m[3]), h12 = Number(m[4]), min = Number(m[5]);
    if (day < 1 || day > 31 || h12 < 1 || h12 > 12 || min > 59) continue;
    const hour = (h12 % 12) + (m[6]!.startsWith('p') ? 12 : 0);
    const local = Date.UTC(year, MONTHS.indexOf(m[1]!), day, hour, min);
    found.add(local + (usDst(local + 5 * 3_600_000) ? 4 : 5) * 3_600_000);
  }
  return found.size === 1 ? [...found][0]! : null;
}

/** Minutes after midnight US Eastern time of a Unix ms instant. */
export function easternMinutes(ms: number): number {
  const off = usDst(ms) ? 4 * 60 : 5 * 60;
  return (((Math.floor(ms / 60_000) - off) % DAY_MIN) + DAY_MIN) % DAY_MIN;
}

/** Times of day a text names, in minutes after midnight Eastern (UTC and Pacific converted with refMs's offset). */
export function timesIn(text: string, refMs: number | null): number[] {
  const s = text.toLowerCase();
  const out = new Set<number>();
  const zone = (z: string | undefined, min: number): number => {
    if (z === undefined || z === '' || /^(et|est|edt|eastern|new york)/.test(z)) return min;
    const etOff = refMs !== null && usDst(refMs) ? 4 * 60 : 5 * 60;
    if (/^(utc|gmt|z)/.test(z)) return (((min - etOff) % DAY_MIN) + DAY_MIN) % DAY_MIN;
    if (/^(pt|pst|pdt|pacific)/.test(z)) return (min + 3 * 60) % DAY_MIN;
    if (/^(ct|cst|cdt|central)/.test(z)) return (min + 60) % DAY_MIN;
    return min;
  };
  const TZ = '(?:\\s*(?:in the\\s+)?(et|est|edt|eastern|utc|gmt|pt|pst|pdt|pacific|ct|cst|cdt|central)\\b)?';
  const taken: Array<[number, number]> = [];
  for (const m of s.matchAll(new RegExp(`\\b(\\d{1,2})(?::(\\d\\d))?\\s*([ap])\\.?m\\b\\.?${TZ}`, 'g'))) {
    const h = Number(m[1]), mi = Number(m[2] ?? '0');
    if (h < 1 || h > 12 || mi > 59) continue;
    out.add(zone(m[4], ((h % 12) + (m[3] === 'p' ? 12 : 0)) * 60 + mi));
    taken.push([m.index, m.index + m[0].length]);
  }
  for (const m of s.matchAll(new RegExp(`\\b(\\d{1,2}):(\\d\\d)(?!\\s*[ap]\\.?m\\b)${TZ}`, 'g'))) {
    if (taken.some(([a, b]) => m.index < b && m.index + m[0].length > a)) continue;
    const h = Number(m[1]), mi = Number(m[2]);
    if (h > 23 || mi > 59) continue;
    out.add(zone(m[3], h * 60 + mi));
  }
  for (const m of s.matchAll(new RegExp(`\\bnoon\\b${TZ}`, 'g'))) out.add(zone(m[1], 12 * 60));
  return [...out];
}

/** The hour alpha's tickers encode: KXBTCD-26DEC3117 (17:00 ET on Dec 31, 2026), KXINXU-26DEC31H1600 (16:00). */
export function tickerTime(ticker: string): number | null {
  const h = /-\d\d[A-Z]{3}\d\dH(\d\d)(\d\d)$/.exec(ticker);
  if (h !== null) return Number(h[1]) * 60 + Number(h[2]);
  const d = /^KX[A-Z0-9]+-\d\d[A-Z]{3}\d\d(\d\d)$/.exec(ticker);
  if (d !== null && Number(d[1]) < 24) return Number(d[1]) * 60;
  return null;
}

/**
 * The time of day a price is observed at (minutes after midnight Eastern): the one time the title and questions name,
 * else the ticker's, else the one time the rules name in a sentence about the price. null: not stated.
 */
export function observationTime(parts: { texts: string[]; ticker: string | null; rules: string[]; refMs: number | null }): number | null {
  const one = (xs: number[]): number | null | undefined => (xs.length === 1 ? xs[0]! : xs.length === 0 ? undefined : null);
  const fromText = one([...new Set(parts.texts.flatMap((t) => timesIn(t, parts.refMs)))]);
  if (fromText !== undefined) return fromText;
  if (parts.ticker !== null) {
    const t = tickerTime(parts.ticker);
    if (t !== null) return t;
  }
  const sentences = parts.rules.flatMap((r) => r.split(/(?<=[.;])\s+/)).filter((s) => /\b(price|candle|index|value|level|rate|close|settle)\b/i.test(s) && !/\bmarket (will )?(close|open)s?\b|\btrading\b/i.test(s));
  const fromRules = one([...new Set(sentences.flatMap((t) => timesIn(t, parts.refMs)))]);
  return fromRules ?? null;
}

/**
 * The time of day a crypto price "close" of a period is read at: the daily, weekly or monthly close of a coin (traded
 * round the clock) is the close of the exchanges' candle at 00:00 UTC ("ETH monthly close above $5,000 in July"),
 * minutes after midnight Eastern on the day of `refMs`. Null when no text names such a close.
 */
export function candleCloseTime(texts: readonly string[], refMs: number | null): number | null {
  if (refMs === null || !texts.some((t) => /\b(daily|weekly|monthly|month[- ]end|quarterly|yearly|annual|year[- ]end) (candle )?(close|closing)\b/i.test(t))) return null;
  const d = new Date(refMs);
  return easternMinutes(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/**
 * Two readings whose titles each state one time of day, hours apart ("USD/JPY at 12pm ET on Mar 31" / "USD/JPY above
 * 150 at 5pm ET on March 31?"): different instants, so different events. Null when either title states none or
 * several, or the two are within 90 minutes.
 */
export function titleTimeGap(a: { title: string; refMs: number | null }, b: { title: string; refMs: number | null }): string | null {
  const ta = timesIn(a.title, a.refMs), tb = timesIn(b.title, b.refMs);
  if (ta.length !== 1 || tb.length !== 1) return null;
  const d = Math.abs(ta[0]! - tb[0]!) % DAY_MIN;
  return Math.min(d, DAY_MIN - d) > 90 ? `different times of day in the titles (${ta[0]} vs ${tb[0]} minutes ET)` : null;
}

/**
 * The window of clock times a title states ("Bitcoin Up or Down - April 6, 12PM-1PM ET", "ETH 9:00–10:00 ET", "from
 * 2pm to 3pm ET"): its start and end in minutes after midnight Eastern, as "start-end"; null when it states none.
 */
export function titleWindow(title: string, refMs: number | null): string | null {
  const T = '\\d{1,2}(?::\\d\\d)?\\s*(?:[ap]\\.?m\\.?)?';
  for (const m of title.matchAll(new RegExp(`\\b(${T})\\s*(?:-|–|—|to|until)\\s*(${T})(\\s*(?:et|est|edt|eastern|utc|gmt|pt|pst|pdt|pacific|ct|cst|cdt|central)\\b)?`, 'gi'))) {
    const w = windowOf(m, refMs);
    if (w !== null) return w;
  }
  // an up-or-down question titled with one time of day ("Bitcoin Up or Down - April 6, 12PM ET") is the hour's candle
  // from that time (the day's is titled without one)
  if (/\bup (or|\/) down\b|\bup\/down\b/i.test(title)) {
    const ts = timesIn(title, refMs);
    if (ts.length === 1) return `${ts[0]!}-${(ts[0]! + 60) % DAY_MIN}`;
  }
  return null;
}

function windowOf(m: RegExpMatchArray, refMs: number | null): string | null {
  const zone = m[3] ?? '';
  // each end must be a time of day (an am/pm or an hh:mm), not a range of days or numbers ("Apr 3-9", "2-3 cuts")
  const end = timesIn(`${m[2]!}${zone}`, refMs);
  const endAmPm = /[ap]\.?m/i.exec(m[2]!);
  // "12-1PM": the start takes the end's am/pm
  const start = timesIn(`${/[ap]\.?m|:/i.test(m[1]!) ? m[1]! : `${m[1]!}${endAmPm?.[0] ?? ''}`}${zone}`, refMs);
  if (start.length !== 1 || end.length !== 1 || start[0] === end[0]) return null;
  return `${start[0]}-${end[0]}`;
}

/**
 * Two titles of which one states a window of clock times (an hour's up or down, "12PM-1PM ET") and the other another
 * window or none (the day's): different periods, so different events. Null when neither states a window, or both the same.
 */
export function titleWindowGap(a: { title: string; refMs: number | null }, b: { title: string; refMs: number | null }): string | null {
  const wa = titleWindow(a.title, a.refMs), wb = titleWindow(b.title, b.refMs);
  return wa === wb ? null : `different windows of the day in the titles (${wa ?? 'none'} vs ${wb ?? 'none'})`;
}

/** Grand Prix names in the venues' different words: the adjective, the country, the city or the sponsor-free name. */
const GP_ALIASES: Array<[RegExp, string]> = [
  [/\b(sao paulo|brazil(ian)?|interlagos)\b/, 'brazil'],
  [/\b(mexico( city)?|mexican)\b/, 'mexico'],
  [/\b(united states|usa?|american|austin|cota)\b/, 'usa'],
  [/\b(las vegas|vegas)\b/, 'las_vegas'],
  [/\bmiami\b/, 'miami'],
  [/\b(emilia[- ]romagna|imola)\b/, 'imola'],
  [/\b(saudi( arabian?)?|jeddah)\b/, 'saudi'],
  [/\b(abu dhabi|yas marina)\b/, 'abu_dhabi'],
  [/\bjapan(ese)?\b|\bsuzuka\b/, 'japan'],
  [/\baustralian?\b|\bmelbourne\b/, 'australia'],
  [/\baustrian?\b|\bspielberg\b/, 'austria'],
  [/\bchin(a|ese)\b|\bshanghai\b/, 'china'],
  [/\b(british|britain|great britain|silverstone)\b/, 'britain'],
  [/\b(italian|italy|monza)\b/, 'italy'],
  [/\b(spanish|spain|barcelona|catalunya)\b/, 'spain'],
  [/\bmadrid\b/, 'madrid'],
  [/\b(belgian|belgium|spa)\b/, 'belgium'],
  [/\b(dutch|netherlands|zandvoort)\b/, 'netherlands'],
  [/\b(hungarian|hungary)\b/, 'hungary'],
  [/\b(canadian|canada|montreal)\b/, 'canada'],
  [/\b(azerbaijan|baku)\b/, 'azerbaijan'],
  [/\b(singapore(an)?)\b/, 'singapore'],
  [/\b(qatar(i)?|lusail)\b/, 'qatar'],
  [/\b(bahrain(i)?|sakhir)\b/, 'bahrain'],
  [/\b(monaco|monte carlo)\b/, 'monaco'],
];

/**
 * The Grand Prix a title names ("Miami Grand Prix", "F1 Japanese GP", "São Paulo GP"), as one key per race weekend;
 * null when the title names none or a name not known here (then it separates nothing).
 */
export function grandPrixOf(title: string): string | null {
  const s = gpText(title);
  const m = /((?:[a-z]+[ -]){0,3})(?:grand prix|gp)\b/.exec(s);
  const words = (m?.[1] ?? '').replace(/\b(f1|formula|one|the|fia|20\d\d)\b/g, ' ').trim();
  if (words !== '') for (const [re, k] of GP_ALIASES) if (re.test(words)) return k;
  if (m !== null && words !== '') return null;
  // a Formula 1 race named by its circuit ("Formula 1 — Yas Marina 2027 race win", "F1 at Silverstone"), or by its circuit
  // and the words of a motor race ("Shanghai 2033: first across the line at the chequered flag")
  if (!motorRace(s)) return null;
  for (const [re, k] of CIRCUITS) if (re.test(s)) return k;
  return null;
}

/** Circuits that name their Grand Prix in a Formula 1 title (read only where the title names Formula 1). */
const CIRCUITS: Array<[RegExp, string]> = [
  [/\byas marina\b/, 'abu_dhabi'], [/\binterlagos\b/, 'brazil'], [/\bimola\b/, 'imola'], [/\bjeddah\b/, 'saudi'], [/\bsuzuka\b/, 'japan'],
  [/\balbert park\b/, 'australia'], [/\bred bull ring\b|\bspielberg\b/, 'austria'], [/\bshanghai\b/, 'china'], [/\bsilverstone\b/, 'britain'],
  [/\bmonza\b/, 'italy'], [/\bcatalunya\b|\bmontmelo\b/, 'spain'], [/\bspa(-francorchamps)?\b/, 'belgium'], [/\bzandvoort\b/, 'netherlands'],
  [/\bhungaroring\b/, 'hungary'], [/\bgilles villeneuve\b/, 'canada'], [/\bbaku\b/, 'azerbaijan'], [/\bmarina bay\b/, 'singapore'], [/\blusail\b/, 'qatar'],
  [/\bsakhir\b/, 'bahrain'], [/\bcircuit of the americas\b|\bcota\b/, 'usa'], [/\bhermanos rodriguez\b/, 'mexico'], [/\bmonte carlo\b/, 'monaco'],
];

function gpText(title: string): string {
  return title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[’']/g, '');
}

/**
 * The words of a title that name its Grand Prix (`key`, from `grandPrixOf`): "abu dhabi grand prix", "yas marina",
 * "sao paulo gp". Titles compare the race by its key: these words are then written one way, as `gpWords(key)`.
 */
export function grandPrixWords(title: string, key: string): string[] {
  const s = gpText(title);
  const out: string[] = [];
  for (const [re, k] of [...GP_ALIASES, ...CIRCUITS]) {
    if (k !== key) continue;
    for (const m of s.matchAll(new RegExp(re.source, 'g'))) out.push(...m[0].split(/[^a-z0-9]+/));
  }
  return [...new Set([...out, 'grand', 'prix', 'gp'])].filter((w) => w !== '');
}

/** The words a Grand Prix's key is written with when titles are compared ("abu dhabi grand prix"). */
export function gpWords(key: string): string[] {
  return [...key.split('_'), 'grand', 'prix'];
}

/** A level counted on any day or in any release of a period, as the title, the questions or the rules say. */
export function anyTimeIn(texts: readonly string[], rules: readonly string[]): boolean {
  return texts.some((t) => ANY_TIME.test(t)) || anyTimeInRules(rules);
}

const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';

/**
 * Where the window of a level reached starts, as the rules say: at the listing ('creation': "between market creation
 * and Dec 31, 2027", "from market open") or on the first day of a stated period ('period': "from Jan 1, 2027",
 * "between January 1, 2027 00:00 ET and ...", "at any time in calendar year 2027"). Null when they say neither.
 * A window opened at the listing takes in the days before the period begins (a market listed in November on a year
 * that starts in January): a level reached then counts on one side only.
 */
export function windowStart(rules: readonly string[]): 'creation' | 'period' | null {
  const s = rules.join(' ').toLowerCase();
  if (/\b(from|between|since|after) (the )?(market|listing|contract)('s)? (creation|open(ing)?|launch|listing)\b|\b(from|since) (the )?(time of )?(listing|creation)\b/.test(s)) return 'creation';
  if (new RegExp(`\\b(from|between|since|starting|beginning) ${MONTH} 0?1(st)?\\b|\\b(from|between|since|starting|beginning) 0?1 ${MONTH}|\\bin calendar (year )?\\d{4}\\b|\\bin calendar \\d{4}\\b`).test(s)) return 'period';
  return null;
}

/**
 * The time of day a non-price outcome is read at, as the rules say ("top of the leaderboard at 12:00 PM ET on March 31",
 * "as of 5:00 PM ET"): minutes after midnight Eastern, or null when no sentence names one time it is read at (times of
 * an announcement, a release or a game's start are not readings).
 */
export function snapshotTime(rules: readonly string[], refMs: number | null): number | null {
  const found = new Set<number>();
  for (const r of rules) {
    for (const s of r.split(/(?<=[.;])\s+/)) {
      if (!/\b(as of|at)\s+(\d{1,2}(:\d\d)?\s*[ap]\.?m\b|noon\b|\d{1,2}:\d\d\b)/i.test(s)) continue;
      // the time of an announcement, a release, a game's start or the market's close is not a reading
      if (/\b(announce\w*|statement|releas\w*|publish\w*|scheduled|start\w*|kick\w*|tip[- ]?off|game|match|press conference|deadline|closes?|trading)\b[^.;]{0,25}\b(at|as of)\s+\d/i.test(s)) continue;
      for (const t of timesIn(s, refMs)) found.add(t);
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * How far a price must reach "in" a period is read over the period named: a month ("How high will Bitcoin get in December
 * 2026?") is another window than the whole year ("What price will Bitcoin hit in 2026?"), though both close at the year's
 * end. A touch market dated by a month on one side and only by a year on the other: the reason they differ, else null.
 */
export function touchWindowGap(
  a: { priceKind: PriceKind | null; dates: ReadonlyArray<{ key: string; granularity: string }>; years: readonly string[]; ev: { title?: string | null } },
  b: { priceKind: PriceKind | null; dates: ReadonlyArray<{ key: string; granularity: string }>; years: readonly string[]; ev: { title?: string | null } },
): string | null {
  if (a.priceKind !== 'touch' || b.priceKind !== 'touch') return null;
  // one month named, no span of months ("Jan–Mar 2027" is a quarter)
  const month = (f: typeof a): string | null => {
    const d = f.dates[0];
    return f.dates.length === 1 && d !== undefined && d.granularity === 'month' ? d.key : null;
  };
  // a year and no part of it (a quarter, a half: "Q1 2027", "first half of 2027")
  const yearOnly = (f: typeof a): boolean => f.dates.length === 0 && f.years.length === 1
    && !/\b(q[1-4]|h[12]|quarters?|half|halves|semester|season)\b/i.test(f.ev.title ?? '');
  const ma = month(a), mb = month(b);
  if (ma !== null && yearOnly(b)) return `different windows (the month ${ma} vs the year ${b.years[0]})`;
  if (mb !== null && yearOnly(a)) return `different windows (the year ${a.years[0]} vs the month ${mb})`;
  return null;
}

/**
 * The day every question of an event names when its title names no date ("#1 free app on Black Friday 2028" whose
 * questions all ask about "November 24, 2028"): the event's date, as if the title had said it. Undefined when a
 * question names no date, or another day, or more than one date, or a deadline ("by December 31, 2027").
 */
export function questionsDay(questions: ReadonlyArray<string | null | undefined>, refMs: number | null): DateMention | undefined {
  let day: DateMention | undefined;
  for (const q of questions) {
    if (q === null || q === undefined || q === '') return undefined;
    // (a deadline, "by December 31, 2027", is no day of observation)
    if (parseDeadline(normalizeDeadlines(q)) === 'by') return undefined;
    const ds = parseDates(normalizeDeadlines(q), refMs);
    if (ds.length !== 1 || ds[0]!.granularity !== 'day' || !ds[0]!.yearExplicit) return undefined;
    if (day !== undefined && day.key !== ds[0]!.key) return undefined;
    day = ds[0]!;
  }
  return day;
}
