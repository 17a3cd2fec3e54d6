// How an election or a chart is decided, as the title, questions or rules state it: a race's winner is not the winner by
// ten points or more, a party with the most seats is not one with an outright majority, nor the one with the largest
// vote share, nor the one that gains the most seats; the song at the top of a year-end chart is not the one with the
// most weeks at number one. Each is a facet of the event: a margin named on one side only separates (the other side
// asks who wins), the other rules are compared only when both sides state them (a side that is silent on the rule is
// never guessed at).

/** Facets of this module that a side may leave unstated (compared only when both state them). */
export const CONTEST_FACETS: ReadonlySet<string> = new Set(['seat_rule', 'chart_rule', 'placing']);

const MARGIN = /\bby (more than |at least |over )?\d+(\.\d+)?\+? ?(%|percent(age)?( points?)?|points?|pts?)(?! (or (less|fewer)|and under))(?!\w)|\bby double digits\b/;

/**
 * What a race market asks beyond its winner: a margin of victory ('margin': "wins by 10+ points", "by more than 5
 * points"). Null for a plain winner market, and for a market of margin buckets (whose outcomes carry the margins: both
 * sides of such a pair state "margin" in their titles and are compared by their outcomes).
 */
export function winMarginOf(text: string): 'margin' | null {
  const s = text.toLowerCase();
  return MARGIN.test(s) ? 'margin' : null;
}

/**
 * Which count decides a parliamentary election market: the most seats ('most_seats'), an outright majority of seats
 * ('majority': "win a majority (272+)", "absolute majority"), or the largest vote share ('vote_share': "highest vote
 * share", "most votes", Germany's "Zweitstimmen"). Null when the texts name none, or more than one.
 */
export function seatRuleOf(text: string): 'most_seats' | 'majority' | 'vote_share' | 'net_gains' | null {
  const found = new Set<string>();
  // the party that gains the most seats ("net gains", "gains the most seats") is not the one that holds the most: a party
  // may lose seats and still hold the most
  const gains = /\b(net )?(gain|gains|gained|gaining) (the )?most (\w+ )?seats\b|\bmost (net )?(seat )?gains\b|\bnet (seat )?gains?\b|\bseat gains\b/;
  if (gains.test(text.toLowerCase())) found.add('net_gains');
  const s = text.toLowerCase().replace(new RegExp(gains.source, 'g'), ' ');
  // ("largest party" says neither: venues use it of the most votes and of the most seats alike)
  if (/\bmost (\w+ )?(sabha |parliament(ary)? )?seats\b/.test(s)) found.add('most_seats');
  // (but the largest party "in" a chamber counts its members: "largest party in the Commons" is the most seats)
  if (/\b(largest|biggest) party in (the )?(house of commons|commons|parliament|bundestag|lok sabha|diet|knesset|sejm|riksdag|national assembly|lower house|chamber)\b/.test(s)) found.add('most_seats');
  // (a chamber's "majority party" is its control, not a count: "House of Representatives: majority party")
  if (/\b(win|wins|winning|secure|secures|an?|outright|absolute|overall|clear) (an? )?(outright |absolute |overall |clear )?majority\b(?! (party|leader|whip))/.test(s)) found.add('majority');
  if (/\b(highest|largest|biggest|most) (\w+ )?(vote|votes|zweitstimmen|popular vote) ?(share|%|percentage)?\b|\bvote share\b|\bzweitstimmen\b|\bshare of (the )?(vote|votes)\b/.test(s)) found.add('vote_share');
  return found.size === 1 ? ([...found][0] as 'most_seats' | 'majority' | 'vote_share' | 'net_gains') : null;
}

/**
 * Which rule ranks a chart's year: the year-end chart ('year_end': "Billboard Year-End Hot 100") or the most weeks at
 * number one ('weeks_at_top'). Null when the texts name neither, or both.
 */
export function chartRuleOf(text: string): 'year_end' | 'weeks_at_top' | null {
  const s = text.toLowerCase();
  const yearEnd = /\byear[- ]end\b/.test(s);
  const weeks = /\bmost weeks\b|\bweeks at (no\.? ?1|number one|#1|the top)\b/.test(s);
  return yearEnd === weeks ? null : yearEnd ? 'year_end' : 'weeks_at_top';
}

/** The contest facets of an election or chart event's texts (title and questions). */
export function contestFacets(title: string, questions: ReadonlyArray<string | null | undefined>, domain: string): Record<string, string> {
  const out: Record<string, string> = {};
  // (a rate moved "by 25 bps", a price "by 10%": changes, which their own readings compare)
  if (domain !== 'politics' && domain !== 'culture' && domain !== 'other') return out;
  const qs = questions.filter((q): q is string => q !== null && q !== undefined && q !== '');
  // a margin in the title, or in the question of a one-market event
  const margin = winMarginOf(title) ?? (qs.length === 1 ? winMarginOf(qs[0]!) : null);
  if (margin !== null) out['win_margin'] = margin;
  const seat = seatRuleOf(title) ?? (qs.length > 0 && qs.every((q) => seatRuleOf(q) !== null) ? seatRuleOf(qs[0]!) : null);
  if (seat !== null) out['seat_rule'] = seat;
  const placing = placingOf(title) ?? (qs.length === 1 ? placingOf(qs[0]!) : null);
  if (placing !== null) out['placing'] = placing;
  const chart = /\bbillboard\b|\bhot 100\b|\bno\.? ?1\b|\bnumber one\b|#1/i.test(`${title} ${qs.join(' ')}`) ? chartRuleOf(`${title} ${qs.join(' ')}`) : null;
  if (chart !== null) out['chart_rule'] = chart;
  return out;
}

/**
 * The place in a contest's final ranking a market asks for ("finish top 10 at Eurovision", "finishes last", "a top-5
 * finish", "last place"): 'top:N', 'bottom:N', 'last' or 'place:N'. A top-10 finish is not finishing last. Null when the
 * text names no place (compared only when both sides state one).
 */
export function placingOf(text: string): string | null {
  const s = text.toLowerCase();
  const m = /\bfinish(?:es|ed|ing)?\s+(?:in\s+)?(?:the\s+)?(?:(top|bottom)[- ]?(\d{1,2})\b|(last|bottom)\b|(\d{1,2})(?:st|nd|rd|th)\b)|\b(top|bottom)[- ](\d{1,2}) (?:finish|place)\b|\b(last|bottom) place\b/.exec(s);
  if (m === null) return null;
  if (m[1] !== undefined) return `${m[1]}:${m[2]}`;
  if (m[3] !== undefined || m[7] !== undefined) return 'last';
  if (m[4] !== undefined) return `place:${m[4]}`;
  return `${m[5]}:${m[6]}`;
}

/**
 * The offices a race is for: those its title names, else the one office its rules name when the title names none
 * ("North Carolina 2028 election: which party wins?" resolving to "the party of the candidate elected Governor"). An
 * election title is no office's race until something says which.
 */
export function raceOffices(titleOffices: readonly string[], rules: readonly string[], parse: (text: string) => string[]): string[] {
  if (titleOffices.length > 0 || rules.length === 0) return [...titleOffices];
  const fromRules = parse(rules.join(' '));
  return fromRules.length === 1 && /\belect(ed|ion)\b/i.test(rules.join(' ')) ? fromRules : [...titleOffices];
}

/**
 * A US state's or district's electoral votes asked as who wins them ("Pennsylvania: which party wins its electoral
 * votes?", "Which party will win Nebraska's 2nd congressional district electoral vote?") are its presidential race: the
 * winner there takes them. The electoral-college stage becomes the presidency (a district's electors are no House race);
 * a count or a margin of them ("How many electoral votes...", "Electoral vote margin") and the nation's are kept.
 */
export function stateElectorOffices(offices: readonly string[], text: string, stateNamed: boolean): string[] {
  if (!stateNamed || !offices.includes('electoral_college') || offices.includes('popular_vote')) return [...offices];
  if (/\b(how many|number of|count|margin|total|tie|split)\b|(?<![-\w])\d{1,3}\b/i.test(text)) return [...offices];
  return [...new Set(offices.filter((o) => o !== 'electoral_college' && o !== 'house').concat('president'))].sort();
}

/**
 * Control of a chamber of Congress in an odd year ("Will Democrats control the US Senate in 2033?") is decided by the
 * election of the year before ("Senate Control 2032", "Which party will control the Senate after the 2032 election?"):
 * that year is read as well. Not a state's chamber (some states vote in odd years).
 */
export function controlYears(years: readonly string[], text: string, offices: readonly string[], stateNamed: boolean): string[] {
  if (stateNamed || !(offices.includes('senate') || offices.includes('house')) || !/\bcontrols?\b|\bcontrol of\b/i.test(text)) return [...years];
  if (years.length !== 1 || Number(years[0]) % 2 === 0) return [...years];
  return [String(Number(years[0]) - 1), years[0]!];
}

/**
 * The party a margin bucket's label gives the win to ("Democrats win by 0-49", "D 0-49", "R 100+"): 'dem' or 'rep', the
 * side of a signed margin whose numbers alone read the same for both parties. Null for any other label.
 */
export function marginSide(label: string): 'dem' | 'rep' | null {
  const m = /^\s*(d|dems?|democrats?|democratic|r|reps?|republicans?|republican|gop)\b\.?(\s+wins?)?(\s+by)?\s+[<>+]?\d/i.exec(label);
  if (m === null) return null;
  return /^(d|dem)/i.test(m[1]!) ? 'dem' : 'rep';
}

/**
 * An outcome of a balance-of-power market as the party holding the presidency, the Senate and the House, in that order
 * ("D President, R Senate, D House" and "D Pres, R Senate, D House" → 'drd'; "Democratic Sweep" → 'ddd', "Republican
 * trifecta" → 'rrr'). Null when the label is not one of these, or the event is no balance-of-power market.
 */
export function balanceOfPowerKey(label: string, eventText: string): string | null {
  // (or a market on who controls each chamber: "Congress after the midterms: which party controls each chamber?")
  if (!/\bbalance of power\b|\btrifecta\b|\bsweep\b|\bcontrols? (?:of )?(?:each|both) chambers?\b/i.test(eventText)) return null;
  const s = label.trim().toLowerCase();
  const sweep = /^(d|dem|democrats?|democratic|r|rep|republicans?|republican|gop)\s+(sweep|trifecta)$/.exec(s);
  // (at the midterms the presidency is not at stake: a sweep is both chambers)
  const midterm = /\bmidterms?\b/i.test(eventText);
  if (sweep !== null) return /^d/.test(sweep[1]!) ? (midterm ? 'dd' : 'ddd') : (midterm ? 'rr' : 'rrr');
  // ("GOP House + Dem Senate": the Republicans by their short name)
  const party = '(d|r|dem|rep|democratic|republican|gop)';
  const one = (office: string): string | null => {
    const m = new RegExp(`\\b${party}\\.?\\s+(${office})\\b`).exec(s);
    return m === null ? null : m[1] === 'gop' ? 'r' : m[1]!.charAt(0);
  };
  const p = one('pres|president|presidency|white house'), sen = one('senate'), house = one('house');
  if (midterm && p === null && sen !== null && house !== null) return `${sen}${house}`;
  return p !== null && sen !== null && house !== null ? `${p}${sen}${house}` : null;
}
