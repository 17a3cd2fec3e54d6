// Economic releases and rate decisions: how their outcomes are written on different venues.
// - Statistics published to one decimal (CPI, PCE, unemployment, GDP growth, in %) take no value between two tenths:
//   "above 0.2%" is "0.3% or more", "below 4.5%" is "4.4% or less".
// - Rate moves come in 25 bps steps: "25+ bps increase" is any increase, a move of 0 bps is the hold.
// - A level reached at any time in a period ("unemployment hits 5% in 2027") is not one month's print.
import { conceptText, parseStrikes, type Strike } from './text.ts';

/** The part of a market's features these rules read and rewrite (structurally MarketFeatures of match.ts). */
export interface OutcomeKeyed {
  key: string | null;
  strike: Strike | null;
}

/** Measures (conceptText words) published in % to one decimal. */
const TENTH_MEASURES: ReadonlySet<string> = new Set(['inflation', 'pce', 'unemployment', 'gdp', 'ppi', 'retailsales', 'industrialproduction', 'durablegoods', 'mortgageapps', 'mortgagepurchase']);

/** An approval rating (a polling average or tracker, published in % to one decimal): "Trump approval rating on Dec 31". */
export function approvalAverage(title: string): boolean {
  return /\bapproval( rating)?\b/i.test(title) && !/\b(net|disapproval|congress(ional)?|senate|fda|sec)\b/i.test(title);
}

/** Whether the event's statistic is published in % to one decimal (its measures are all such). */
export function tenthStepped(measures: readonly string[]): boolean {
  // "unemployment rate in the jobs report": the report (payrolls) only says where the rate is published
  const named = measures.includes('payrolls') && measures.length > 1 ? measures.filter((m) => m !== 'payrolls') : measures;
  return named.length > 0 && named.every((m) => TENTH_MEASURES.has(m));
}

/**
 * `v` (a canonical decimal string with at most one decimal, signed or not) plus `d` tenths, exactly; null for other
 * values. A change statistic takes values below zero: "below 0.0%" is "-0.1% or less", "above -0.3%" "-0.2% or more".
 */
function addTenths(v: string, d: number): string | null {
  const m = /^(-?)(\d+)(?:\.(\d))?$/.exec(v);
  if (m === null) return null;
  const t = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 10 + Number(m[3] ?? '0')) + d;
  const a = Math.abs(t), i = Math.floor(a / 10), f = a % 10;
  return `${t < 0 ? '-' : ''}${f === 0 ? String(i) : `${i}.${f}`}`;
}

/** A % strike of a one-decimal statistic in the inclusive form: "above 0.2%" is "0.3% or more". */
export function tenthStep(x: Strike): Strike {
  if (x.unit !== '%' || (x.op !== 'gt' && x.op !== 'lt')) return x;
  const v = addTenths(x.lo, x.op === 'gt' ? 1 : -1);
  return v === null ? x : { ...x, op: x.op === 'gt' ? 'ge' : 'le', lo: v, hi: v };
}

/**
 * Rewrites the outcome keys of rate moves that say the same thing in other words: a move of 25 bps or more in a
 * direction is any move that way ("25+ bps increase", "Hike 25bps+" are "Increase": moves come in 25 bps steps), and a
 * move of 0 bps is the hold. A sized move ("Hike 25bps") stays sized: venues differ on whether it is exactly 25.
 */
export function widenDecisionOutcomes(markets: OutcomeKeyed[], oneMeeting = false): void {
  // "Fed holds rates steady at the January meeting?" (one yes/no market on one meeting, not "a cut by September") is
  // the hold outcome of that meeting's decision
  if (oneMeeting && markets.length === 1 && markets[0]!.key !== null) {
    const b = /^yes:(cut|hike|hold):pos$/.exec(markets[0]!.key);
    if (b !== null) markets[0]!.key = `act:${b[1]!}`;
  }
  for (const m of markets) {
    if (m.key === null) continue;
    const x = /^num:(cut|hike):(ge|eq):(\d+)$/.exec(m.key);
    if (x === null || m.strike?.unit !== 'bps') continue;
    if (x[3] === '0') m.key = 'act:hold';
    else if (x[2] === 'ge' && x[3] === '25') m.key = `act:${x[1]!}`;
  }
}

const COUNT_WORDS: Record<string, string> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11', twelve: '12',
};

/**
 * A count of decisions as an outcome label: "2 cuts", "2 (50 bps)", "4+ (100+ bps)", "4 or more cuts", and in words
 * ("Two", "Four or more"). Returns the count and whether it is a floor; null when the label is not a count.
 */
export function countLabel(label: string): { n: string; atLeast: boolean } | null {
  const s = label.trim().toLowerCase().replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/g, (w) => COUNT_WORDS[w]!);
  // ("at least 2 cuts" is "2+ cuts")
  // ("4 games (sweep)": a word in brackets after the count only describes it)
  // ("exactly 1" is the count 1)
  const c = /^(?:exactly\s+)?(at least\s+)?(\d{1,2})\s*(\+|or more)?\s*(?:(?:rate )?(?:cuts?|hikes?|times|increases?|decreases?|games|matches|steps?))?\s*(?:\(\s*\d+\s*\+?\s*bps\s*\)|\([a-z ]+\))?$/.exec(s);
  return c === null || (c[1] !== undefined && c[3] !== undefined) ? null : { n: String(Number(c[2])), atLeast: c[1] !== undefined || c[3] !== undefined };
}

/** The direction of a rate move written as a signed size ("-25 bps" is a cut, "+25 bps" a hike); null otherwise. */
export function signedMove(label: string): string[] | null {
  const m = /^\s*([-−–+])\s*\d+(?:\.\d+)?\s*(bps?|basis points?)(\s*\+|\s+or (more|larger|greater))?\s*$/i.exec(label);
  if (m === null) return null;
  return m[1] === '+' ? ['hike'] : ['cut'];
}

/**
 * The measures every market question of an event names (its first and last question, conceptText words), for a title
 * that names none ("How many jobs were added in April 2027?" with questions "Will April 2027 nonfarm payrolls be <50k?").
 */
export function questionMeasures(markets: ReadonlyArray<{ question: string }>, measures: readonly string[]): string[] {
  const qs = [markets[0]?.question ?? '', markets[markets.length - 1]?.question ?? ''].map((q) => conceptText(q));
  if (qs.some((q) => q === '')) return [];
  return measures.filter((w) => qs.every((q) => new RegExp(`\\b${w}\\b`).test(q)));
}

/**
 * Title words (stems, as match.ts compares them) that only say what kind of market a rate decision or a period's level
 * is: "Fed decision in Sep 2027" / "Fed September 2027 meeting: cut, hold or hike?"; "Highest unemployment rate in 2027"
 * / "Will US unemployment reach...". The outcomes (cut, hold, hike; the level) carry them; they add nothing to compare.
 */
export function descriptiveWords(markets: readonly OutcomeKeyed[], periodLevel: boolean, holder = false): readonly string[] {
  const out: string[] = [];
  if (markets.some((m) => m.key !== null && /^(act:(cut|hike|hold)|num:(cut|hike):)/.test(m.key))) out.push(...DECISION_WORDS);
  // leaving an office the title names, or that a known person holds: the verb is the proposition's and the office and
  // the person are compared as such (offices, entities), not as title words
  if (holder && markets.some((m) => m.key !== null && /^yes:([a-z_]+,)*exit(,[a-z_]+)*:/.test(m.key))) out.push(...EXIT_WORDS, ...OFFICE_WORDS);
  if (periodLevel) out.push(...PERIOD_WORDS);
  return out;
}

// (the committee that decides, "BoE MPC decision", "RBI Monetary Policy Committee", "ECB Governing Council", "BoJ Policy
// Board", says nothing the bank does not; nor the "facility" of "deposit facility rate", compared as the reference rate;
// nor the unit of a move's size, "cuts 25 bps", which the outcome's strike carries)
const DECISION_WORDS = ['bp', 'bps', 'basis', 'point', 'mpc', 'monet', 'commi', 'gover', 'counc', 'board', 'holds', 'stead', 'uncha', 'leave', 'left', 'maint', 'pause', 'keep', 'keeps', 'lower', 'raise', 'bank', 'depos', 'facil', 'refin', 'bench', 'key', 'funds', 'fund', 'targe', 'offic', 'cash', 'decis', 'meeti', 'cut', 'cuts', 'hold', 'hike', 'hikes', 'rate', 'rates', 'inter', 'polic', 'move', 'chang', 'any', 'size'];
const EXIT_WORDS = ['out', 'leave', 'leaves', 'left', 'resig', 'steps', 'step', 'down', 'cease', 'remov'];
const OFFICE_WORDS = ['prime', 'minis', 'pm', 'presi', 'chanc', 'gover', 'mayor', 'premi', 'no', '10', 'offic'];
const PERIOD_WORDS = ['high', 'reach', 'hit', 'hits', 'touch', 'peak', 'max', 'low', 'lowes', 'rate'];

/** A % strike of a level published to two decimals in the inclusive form: "above 4.49%" is "4.50% or higher". */
export function hundredthStep(x: Strike): Strike {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(x.lo);
  if (x.unit !== '%' || (x.op !== 'gt' && x.op !== 'lt') || m === null) return x;
  const t = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) + (x.op === 'gt' ? 1 : -1);
  if (t < 0) return x;
  const v = String(Math.floor(t / 100)) + (t % 100 === 0 ? '' : `.${String(t % 100).padStart(2, '0').replace(/0$/, '')}`);
  return { ...x, op: x.op === 'gt' ? 'ge' : 'le', lo: v, hi: v };
}

/**
 * A unit-less whole-number strike on anything but a continuously quoted price is a count: "above 21" is "22 or more"
 * and "below 13" is "12 or fewer" ("Above 21" named storms / "22+").
 */
export function unitStep(x: Strike): Strike {
  if (x.unit !== '' || (x.op !== 'gt' && x.op !== 'lt') || !/^\d+$/.test(x.lo)) return x;
  const v = Number(x.lo) + (x.op === 'gt' ? 1 : -1);
  if (v < 0) return x;
  return { ...x, op: x.op === 'gt' ? 'ge' : 'le', lo: String(v), hi: String(v) };
}

/**
 * A score published in whole points though written as a percentage (a Rotten Tomatoes or Metacritic score): "above 80%"
 * is "81% or higher". Read from the question and title.
 */
export function wholeScore(text: string): boolean {
  // (Gallup's job approval is published in whole percent, unlike the poll averages' tenths)
  return /\b(rotten tomatoes|tomatometer|popcornmeter|metacritic|metascore)\b/i.test(text) || (/\bgallup\b/i.test(text) && /\bapprov(al|e)\b/i.test(text));
}

/**
 * The bound of a label's shorthand ("$100M+") as its question words it ("gross more than $100M"): the same amount with
 * a strict bound in the question is the strict bound. Any other strike is returned as it is.
 */
export function questionBound(x: Strike, label: string, question: string): Strike {
  if (x.op !== 'ge' || !/\+\s*$/.test(label)) return x;
  const qs = parseStrikes(question).filter((q) => q.lo === x.lo);
  return qs.length === 1 && qs[0]!.op === 'gt' ? qs[0]! : x;
}

/**
 * Outcome labels that are all counts, some in words ("None" / "One" / "Two" / "Three or more" of "Fed cuts Jan–Jun 2031
 * (meetings with a cut)", "No dissents" / "Exactly 1" / "2 or more"): a count ladder whether or not the title says "how
 * many". "No <thing>" counts none when the title names the thing ("Dissents at the March FOMC meeting").
 */
export function countLadder(labels: readonly string[], title: string): boolean {
  if (labels.length < 3) return false;
  const titleWords = new Set(title.toLowerCase().split(/[^a-z]+/));
  const zero = (l: string): boolean => zeroCountLabel(l) || (/^\s*no\s+([a-z]+)\s*$/i.exec(l) !== null && titleWords.has(/^\s*no\s+([a-z]+)/i.exec(l)![1]!.toLowerCase()));
  const counts = labels.every((l) => zero(l) || countLabel(l) !== null || countRange(l) !== null);
  // (some count in words, "None", "One", "Exactly 1", "No dissents": a ladder of numbers, "0" / "1" / "4 or more", is read
  // as such already)
  const inWords = (l: string): boolean => /[a-z]/i.test(l.toLowerCase().replace(/\b(or more|and (over|above|more)|at least)\b/g, ' ').replace(/\b(rate )?(cuts?|hikes?|times)\b/g, ' '));
  return counts && labels.some(inWords) && labels.some((l) => !zero(l));
}

/** A count of decisions labelled as none: "No cuts", "None", "Zero", "0 hikes". */
export function zeroCountLabel(label: string): boolean {
  return /^\s*(no|none|zero|0)\s*(rate )?(cuts?|hikes?|changes?|times)?\s*(\(\s*0\s*bps\s*\))?\s*$/i.test(label);
}

/**
 * A statistic's level reached at any release in a period ("Unemployment rate hits 5.0% in 2027?", "reach 5% in any
 * 2027 report"), as opposed to one release: the text says reach/hit/any and names no month.
 */
export function reachedInPeriod(text: string, hasMonth: boolean): boolean {
  if (hasMonth) return false;
  return /\b(hits?|reach(es|ed)?|touch(es)?|at any (point|time)|any (month|release|report|print)|ever|peak(s)?|maximum|highest|max)\b/i.test(text);
}

const BARE_MONTH_RES: readonly RegExp[] = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
  .map((m) => new RegExp(`\\b${m}\\b(?!\\s+(\\d|[Mm]adness))`));

/**
 * The month a release title names without a year or a preposition ("January unemployment rate above 4.5%?"): the
 * month, capitalised, before the close (a release follows its month). Null when there is none or several.
 */
export function bareReleaseMonth(title: string, closeMs: number | null): string | null {
  if (closeMs === null) return null;
  const found = BARE_MONTH_RES.map((re, i) => [i + 1, re.test(title)] as const).filter(([, hit]) => hit);
  if (found.length !== 1) return null;
  const mo = found[0]![0];
  const close = new Date(closeMs);
  // the latest such month that starts before the close
  let y = close.getUTCFullYear();
  if (Date.UTC(y, mo - 1, 1) > closeMs) y -= 1;
  return `${y}-${mo < 10 ? `0${mo}` : mo}`;
}

/** The span of an event's numeric outcomes in one unit: [lowest bound, highest bound]. */
function strikeSpan(markets: readonly OutcomeKeyed[], unit: string): [number, number] | null {
  let lo = Infinity, hi = -Infinity;
  for (const m of markets) {
    if (m.strike === null || m.strike.unit !== unit) continue;
    lo = Math.min(lo, Number(m.strike.lo));
    hi = Math.max(hi, Number(m.strike.hi));
  }
  return lo <= hi && Number.isFinite(lo) && Number.isFinite(hi) ? [lo, hi] : null;
}

/**
 * Two events whose numeric outcomes (in the same unit) lie on scales far apart are different statistics: a monthly
 * CPI change (0.1%..0.4%) is not the annual rate (2.6%..3.0%) even when neither title says which. Disjoint spans whose
 * midpoints differ by 3x or more veto the pair.
 */
export function scaleGap(a: readonly OutcomeKeyed[], b: readonly OutcomeKeyed[]): string | null {
  for (const unit of ['%', '$', 'bps', '']) {
    const x = strikeSpan(a, unit), y = strikeSpan(b, unit);
    if (x === null || y === null || !(x[1] < y[0] || y[1] < x[0])) continue;
    const mx = (x[0] + x[1]) / 2, my = (y[0] + y[1]) / 2;
    if (mx <= 0 || my <= 0) continue;
    if (Math.max(mx, my) / Math.min(mx, my) >= 3) return `numeric outcomes on different scales (${x[0]}..${x[1]}${unit} vs ${y[0]}..${y[1]}${unit})`;
  }
  return null;
}

/**
 * Which estimate of a statistic a title names: the first (flash, preliminary, advance, initial), the second, the third
 * or the final one. Different estimates are different releases with different numbers. Null when the title names none.
 */
export function releaseVintage(title: string): string | null {
  const s = title.toLowerCase();
  const found = new Set<string>();
  if (/\b(flash|prelim(inary)?|advance(d)? (estimate|reading|print|release)|advance gdp|gdp \(?advance|initial (estimate|reading)|first (estimate|reading|print))\b|\(advance\)/.test(s)) found.add('first');
  if (/\bsecond (estimate|reading|print)\b|\(second\)|\brevised (estimate|reading|print)\b/.test(s)) found.add('second');
  if (/\bthird (estimate|reading|print)\b|\(third\)/.test(s)) found.add('third');
  if (/\bfinal\b/.test(s)) found.add('final');
  return found.size === 1 ? [...found][0]! : null;
}

/** The sector of a survey index a title names (a manufacturing PMI is not the services one). Null when none. */
export function surveySector(title: string): string | null {
  const s = title.toLowerCase();
  if (/\bnon[- ]?manufacturing\b|\bservices?\b/.test(s)) return 'services';
  if (/\bmanufacturing\b|\bfactory\b/.test(s)) return 'manufacturing';
  if (/\bcomposite\b/.test(s)) return 'composite';
  if (/\bconstruction\b/.test(s)) return 'construction';
  return null;
}

/** Release facets of a statistic's title (vintage, survey sector, series: compared only when both sides state them; a private publisher: separates on one side only). */
export function releaseFacets(title: string, measures: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (measures.length === 0) return out;
  const v = releaseVintage(title);
  if (v !== null) out['vintage'] = v;
  if (measures.includes('pmi')) {
    const sector = surveySector(title);
    if (sector !== null) out['sector'] = sector;
  }
  const series = releaseSeries(title, measures);
  if (series !== null) out['series'] = series;
  const publisher = privatePublisher(title, measures);
  if (publisher !== null) out['publisher'] = publisher;
  const gauge = underlyingGauge(title, measures);
  if (gauge !== null) out['underlying_gauge'] = gauge;
  return out;
}

/**
 * An underlying-inflation gauge a title names: the trimmed mean or the weighted median of the price changes (the RBA's
 * and the Cleveland Fed's measures) is another statistic than the headline index of the same quarter or month, and a
 * title that names no gauge is the headline. Named on one side only it separates. Null when none is named.
 */
export function underlyingGauge(title: string, measures: readonly string[]): string | null {
  if (!measures.includes('inflation')) return null;
  const s = title.toLowerCase();
  if (/\btrimmed[- ]mean\b/.test(s)) return 'trimmed_mean';
  if (/\b(weighted )?median (cpi|inflation|consumer price)/.test(s) || /\bweighted[- ]median\b/.test(s)) return 'median';
  return null;
}

/**
 * The series of a measure a title names where one measure word covers several series: initial vs continuing jobless
 * claims, existing vs new vs pending home sales, the U-6 rate vs the (U-3) unemployment rate, the ISM vs the S&P Global
 * (Markit) or Caixin PMI or a statistics bureau's official PMI. Null when the title names none.
 */
export function releaseSeries(title: string, measures: readonly string[]): string | null {
  const s = title.toLowerCase();
  if (measures.includes('claims')) return /\bcontinu(ing|ed)\b/.test(s) ? 'continuing' : /\binitial\b/.test(s) ? 'initial' : null;
  if (measures.includes('homesales')) return /\bexisting\b/.test(s) ? 'existing' : /\bpending\b/.test(s) ? 'pending' : /\bnew home\b/.test(s) ? 'new' : null;
  if (measures.includes('unemployment') && /\bu-?6\b/.test(s)) return 'u6';
  if (measures.includes('unemployment') && /\bu-?3\b/.test(s)) return 'u3';
  // (Caixin's PMI is compiled by S&P Global: "Caixin/S&P Global" is Caixin's; a country's official PMI is its statistics
  // bureau's, "NBS" or "official", not a private survey of the same month; the same private China survey under its later
  // sponsor's name, "RatingDog", is Caixin's series)
  if (measures.includes('pmi')) {
    // (S&P Global's PMI of China, its "China General Manufacturing PMI", is that private survey too)
    return /\bism\b/.test(s) ? 'ism' : /\bcaixin\b|\bratingdog\b/.test(s) || (/\bs&p global\b/.test(s) && /\bchina\b/.test(s)) ? 'caixin' : /\bs&p global\b|\bmarkit\b/.test(s) ? 'spglobal'
      : /\bnbs\b|\bnational bureau of statistics\b|\bofficial\b/.test(s) ? 'official' : null;
  }
  return null;
}

/**
 * The series of a PMI that the rules name when the title names none ("China manufacturing PMI above 50 in March?",
 * "Resolves per the official NBS manufacturing PMI"): the one series all of them name, else null.
 */
export function rulesSeries(rules: readonly string[], measures: readonly string[]): string | null {
  if (!measures.includes('pmi')) return null;
  const found = new Set(rules.map((r) => releaseSeries(r, measures)).filter((x): x is string => x !== null));
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * A private publisher's own series of a statistic an agency publishes (ADP's private payrolls, not the BLS's nonfarm
 * payrolls): named on one side only it separates, since a title that names no publisher is the official release.
 */
export function privatePublisher(title: string, measures: readonly string[]): string | null {
  if (measures.includes('payrolls') && /\badp\b/i.test(title)) return 'adp';
  return null;
}

/**
 * Whether the rules insist the bound is strict ("Yes if strictly greater than 7,700.00"): then "above X" is not folded
 * onto "X or above" even on a continuously quoted price, where venues otherwise treat the two alike.
 */
export function statesStrictBound(texts: ReadonlyArray<string | null | undefined>): boolean {
  return texts.some((t) => t !== null && t !== undefined && /\bstrictly (greater|higher|above|more|less|lower|below)\b|\bexactly (at|equal to) [^.;]{0,30}\b(resolves?|is|counts as) no\b/i.test(t));
}

/** A unit-less strike of a statistic published in % ("<2.5", "2.5 to 2.9" of annual CPI inflation) is in %. */
export function percentOf(x: Strike): Strike {
  return x.unit === '' && Number(x.hi) < 100 ? { ...x, unit: '%' } : x;
}

/** A central bank's policy rate as a level ("Fed funds upper bound at end of 2027", "UK Bank Rate on 31 Dec"). */
export function policyRateLevel(title: string): boolean {
  // (a central bank's "rate" is its policy rate: "Bank of England rate at end of 2029", "Fed rate at end of 2029")
  return (/\b(fed(eral)? funds|bank rate|policy rate|deposit (facility )?rate|cash rate|refi(nancing)? rate|(target|upper|lower) (range|bound)|overnight rate|main refinancing)\b/i.test(title)
    || /\b(fed|fomc|federal reserve|ecb|boe|bank of england|bank of canada|boc|bank of japan|boj|rba|rbnz|snb)('s)? (interest )?rate (at|on|after|by|in)\b/i.test(title))
    && !/\beffective\b|\beffr\b|\bsofr\b/i.test(title);
}

/**
 * A policy rate moves in 25 bp steps: "above 3.25%" is "3.50% or higher" and "below 3.00%" is "2.75% or lower" (a %
 * strike on a quarter point only; other values are left as they are).
 */
export function quarterStep(x: Strike): Strike {
  if (x.unit !== '%' || (x.op !== 'gt' && x.op !== 'lt')) return x;
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(x.lo);
  if (m === null) return x;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  if (bp % 25 !== 0) return x;
  const v = bp + (x.op === 'gt' ? 25 : -25);
  if (v < 0) return x;
  const s = v % 100 === 0 ? String(v / 100) : `${Math.floor(v / 100)}.${String(v % 100).padStart(2, '0').replace(/0$/, '')}`;
  return { ...x, op: x.op === 'gt' ? 'ge' : 'le', lo: s, hi: s };
}

/** Statistics that are a change (growth of sales, output, orders): "increase" is a change above zero. */
const CHANGE_MEASURES: ReadonlySet<string> = new Set(['retailsales', 'gdp', 'industrialproduction', 'durablegoods', 'mortgageapps', 'mortgagepurchase']);

/**
 * "Will retail sales increase in April?" on a change statistic published to one decimal is "0.1% or more" ("decrease":
 * "-0.1% or less"), the form of the other venues' strikes ("Above 0.0%"). A rate level ("Will unemployment rise?") is
 * not a change and is left alone.
 */
export function growthAsStrike(markets: OutcomeKeyed[], measures: readonly string[]): void {
  if (measures.length === 0 || !measures.every((m) => CHANGE_MEASURES.has(m))) return;
  // (one outcome of a ladder too: "Increase" beside "Over 0.5%" is the change above zero; the buckets "Positive" /
  // "Negative" of a change: above 0.0% / below 0.0%, 0.0% exactly being neither)
  for (const m of markets) {
    if (m.key === 'act:hike' || m.key === 'lbl:positive') {
      m.key = 'num::ge:0.1';
      m.strike = { op: 'ge', lo: '0.1', hi: '0.1', unit: '%' };
    } else if (m.key === 'act:cut' || m.key === 'lbl:negative') {
      m.key = 'num::le:-0.1';
      m.strike = { op: 'le', lo: '-0.1', hi: '-0.1', unit: '%' };
    }
  }
}

/**
 * A label that only gives the sign of a change or a flow: "Positive", "Net inflows" is above zero, "Negative", "Net
 * outflows" below zero (the form of the other venues' "Net inflows above $0"). Null for any other label.
 */
export function signLabel(label: string): Strike | null {
  const s = label.trim().toLowerCase();
  if (/^(positive|net inflows?|inflows?)$/.test(s)) return { op: 'gt', lo: '0', hi: '0', unit: '' };
  if (/^(negative|net outflows?|outflows?)$/.test(s)) return { op: 'lt', lo: '0', hi: '0', unit: '' };
  return null;
}

/**
 * A bucket of a count written as two whole numbers ("6 to 7", "6–7", "0-5 hurricanes"): a range, and one that starts at
 * zero is "N or fewer" (a count is never negative: "0-5" is "5 or fewer", "≤5"). Null for any other label.
 */
export function countRange(label: string): Strike | null {
  const m = /^\s*(\d{1,3})\s*(?:to|-|–|—)\s*(\d{1,3})(?:\s+[a-z]+)?\s*$/i.exec(label);
  if (m === null || Number(m[1]) >= Number(m[2])) return null;
  const lo = String(Number(m[1])), hi = String(Number(m[2]));
  return lo === '0' ? { op: 'le', lo: hi, hi, unit: '' } : { op: 'range', lo, hi, unit: '' };
}

// (also the MBA's mortgage applications, and a weekly stocks report's inventories of a product: "crude inventories rise")
const STOCKS_FIGURE = '(?:(?:crude|oil|gasoline|distillates?|petroleum)\\s+(?:oil\\s+)?(?:inventories|stocks|stockpiles)|inventories|stockpiles)';
const CHANGE_FIGURE = `(?:retail sales|gdp|economy|(?:nonfarm |non-farm )?payrolls|industrial production|durable goods(?: orders)?|mortgage applications|${STOCKS_FIGURE})`;
// (a stocks report's "build" is its change above zero, its "draw" below: "EIA Gasoline Stocks Build?", "a crude draw";
// both named, "build or draw?", says neither)
const STOCKS_BUILD = new RegExp(`\\b${STOCKS_FIGURE}\\s+builds?\\b|\\b(?:crude|gasoline|distillates?)\\s+(?:inventory\\s+|stocks?\\s+)?builds?\\b`, 'i');
const STOCKS_DRAW = new RegExp(`\\b${STOCKS_FIGURE}\\s+draws?\\b|\\b(?:crude|gasoline|distillates?)\\s+(?:inventory\\s+|stocks?\\s+)?draws?\\b`, 'i');
const CHANGE_UP = new RegExp(`\\b${CHANGE_FIGURE}\\s+(?:\\w+\\s+)?(?:rises?|grows?|increases?|expands?)\\b`, 'i');
// (also the noun: "Germany GDP contraction in Q4?" is the change below zero)
const CHANGE_DOWN = new RegExp(`\\b${CHANGE_FIGURE}\\s+(?:\\w+\\s+)?(?:falls?|shrinks?|contracts?|contraction|declines?|drops?)\\b`, 'i');
// (its sign named: "US retail sales (Apr 2033) positive?", "positive retail sales growth in May?"; the period may come
// between, no sentence end)
const CHANGE_SIGN = (sign: string): RegExp => new RegExp(`\\b${CHANGE_FIGURE}\\b[^.?!;]{0,30}?\\b${sign}\\b|\\b${sign}\\s+(?:\\w+\\s+)?${CHANGE_FIGURE}\\b`, 'i');
const CHANGE_POSITIVE = CHANGE_SIGN('positive'), CHANGE_NEGATIVE = CHANGE_SIGN('negative');

/** The sign a figure of change is said to take in words: "retail sales rise" or are "positive" is above zero, "GDP contracts" below. */
export function changeSign(question: string): 'gt' | 'lt' | null {
  const up = CHANGE_UP.test(question) || CHANGE_POSITIVE.test(question) || STOCKS_BUILD.test(question);
  const down = CHANGE_DOWN.test(question) || CHANGE_NEGATIVE.test(question) || STOCKS_DRAW.test(question);
  return up === down ? null : up ? 'gt' : 'lt';
}

/**
 * A rate or a growth figure said to be negative ("Will the SNB set a negative policy rate?", "negative GDP growth") is
 * "below 0%" when the question states no number (economics only).
 */
export function signStrikes(question: string, strikes: Strike[], domain: string): Strike[] {
  if (strikes.length > 0 || (domain !== 'economics' && domain !== 'other')) return strikes;
  // a figure of change said to rise or to fall, no number stated ("Will US retail sales rise in January?", "US GDP contracts
  // in Q1?", "will payrolls shrink?"): its sign, as a ladder's "Above 0.0%" / "Negative" states it (not a rate or a level:
  // "unemployment rises" compares two prints)
  const sign = changeSign(question);
  if (sign !== null) return [{ op: sign, lo: '0', hi: '0', unit: '' }];
  if (!/\bnegative (\w+ )?(policy rate|interest rate|rate|rates|growth|gdp|print|inflation|yield)\b|\b(rate|rates|growth|gdp|inflation|yield)s? (turns?|goes|go|is|be) negative\b|\b(rate|rates|growth|gdp|inflation|yield)s? below (zero|0(\.0+)?%?)(?![\d.])/i.test(question)) return strikes;
  return [{ op: 'lt', lo: '0', hi: '0', unit: '%' }];
}

/** A quantity measured in a unit (snow in inches, rain in mm, wind in mph): it takes values between whole numbers. */
export function measuredQuantity(label: string, context: string): boolean {
  return /\d\s?(″|"|in\.?)\s*$/i.test(label.trim())
    || /\b(inch(es)?|millimet(er|re)s?|centimet(er|re)s?|feet|foot|mph|km\/h|kph|knots|snow(fall)?|rain(fall)?|precipitation)\b|\d\s?(″|"|mm\b|cm\b)/i.test(`${label} ${context}`)
    // (a volume of stocks in barrels: "Above 0.0M barrels" of a change of inventories is no count)
    || new RegExp(`\\b(barrels?|bbls?)\\b|\\b${STOCKS_FIGURE}\\b`, 'i').test(`${label} ${context}`);
}

/** A label without a trailing inch mark or unit word (`4"`, "4 in", "10 mm"): the number the question compares. */
export function withoutUnitMark(label: string): string {
  // (only after a number: "Berghain" and "Putin" keep their last letters)
  return label.replace(/(?<=\d)\s*(″|"|''|in\.?|inch(es)?|mm|cm)\s*$/i, '');
}

/** A label that is a count of rate moves by its own words ("3 cuts", "1 step", "2 hikes"), whatever the title says. */
export function moveCountLabel(label: string): boolean {
  return /^\s*\d{1,2}\s*(\+|or more)?\s*(rate )?(cuts?|hikes?|steps?)\s*$/i.test(label);
}

/**
 * How a company's reported figure is read, as the title, questions or rules state it (compared only when both sides
 * state it): GAAP or adjusted (non-GAAP) earnings, and which point of a guided range (the low end, the midpoint, the
 * high end). Each is another number of the same report. (Whose consensus an estimate is, LSEG's or FactSet's, is no
 * other number: the labelled sets join a Zacks and a FactSet beat.)
 */
export function reportFacets(texts: ReadonlyArray<string | null | undefined>): Record<string, string> {
  const s = texts.filter((t): t is string => typeof t === 'string').join(' \n ').toLowerCase();
  const out: Record<string, string> = {};
  if (/\beps\b|\bearnings per share\b|\bnet income\b|\bearnings\b/.test(s)) {
    const adjusted = /\bnon-?gaap\b|\badjusted (diluted )?(eps|earnings|net income)\b/.test(s);
    const gaap = /\bgaap\b/.test(s.replace(/\bnon-?gaap\b/g, ' '));
    if (adjusted !== gaap) out['accounting'] = adjusted ? 'adjusted' : 'gaap';
  }
  if (/\bguid(e|es|ed|ance)\b|\boutlook\b/.test(s)) {
    const points = [/\blow(er)? end\b|\bbottom (end )?of the (range|guidance)\b/.test(s) ? 'low' : null, /\b(high|upper|top) end\b|\btop of the (range|guidance)\b/.test(s) ? 'high' : null,
      /\bmid-?point\b/.test(s) ? 'mid' : null].filter((p): p is string => p !== null);
    if (points.length === 1) out['range_point'] = points[0]!;
  }
  return out;
}

