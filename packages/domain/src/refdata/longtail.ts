// Long-tail readings of two titles that ask different things about the same names: an election's seats against its
// votes, a merger cleared by one competition authority against another's clearance, a comparison of two names the other
// way round, a level reached at any time against the level at a close. Pure functions of the titles.

function lower(s: string | null | undefined): string {
  return (s ?? '').toLowerCase().replace(/[’]/g, "'");
}

// the party winning the most seats against the one winning the most votes (a "largest party" unqualified may be either:
// venues of proportional systems read it by votes)
const SEATS = /\bmost seats\b|\bby seats\b|\bseat (count|total)s?\b/;
const VOTES = /\bpopular vote\b|\bmost votes\b|\bvote share\b|\bshare of (the )?(popular |national )?votes?\b|\b(by|in) (the )?(popular |national )?votes?\b|\bfirst in (the )?(popular |national )?vote\b/;

/**
 * An election's party winning the most seats is not the party winning the most votes ("Canadian federal election: most seats?" /
 * "Canada federal election: popular vote winner"): the reason, or null unless one title counts seats only and the other
 * votes only.
 */
export function seatsVotesGap(titleA: string, titleB: string): string | null {
  const a = lower(titleA), b = lower(titleB);
  const sa = SEATS.test(a), sb = SEATS.test(b), va = VOTES.test(a), vb = VOTES.test(b);
  return (sa && !va && vb && !sb) || (sb && !vb && va && !sa) ? 'the most seats on one side, the most votes on the other' : null;
}

/** Competition authorities that clear or block a merger, by jurisdiction. */
const AUTHORITIES: Array<[RegExp, string]> = [
  [/\beu\b|\beuropean (commission|union)\b|\bbrussels\b|\bdg comp\b/, 'eu'],
  [/\buk\b|\bcma\b|\bcompetition and markets authority\b|\bbritain\b|\bbritish\b/, 'uk'],
  [/\bftc\b|\bfederal trade commission\b|\bdoj\b|\bjustice department\b|\bdepartment of justice\b|\bus\b|\bu\.s\.|\bunited states\b/, 'us'],
  [/\bsamr\b|\bchina\b|\bchinese\b|\bbeijing\b/, 'cn'],
];
const CLEARANCE = /\b(clear(s|ed|ance)?|approv(e|es|ed|al)|block(s|ed)?|green ?lights?|prohibit(s|ed)?)\b/;
const DEAL = /\b(merger|mergers|acquisition|takeover|deal|buyout)\b/;

/**
 * A merger cleared by one competition authority is not its clearance by another ("EU clears the Shell–BP merger" / "UK
 * CMA clears the Shell–BP merger"): the reason, or null unless both titles ask about a deal's clearance and each names
 * authorities the other does not.
 */
export function authorityGap(titleA: string, titleB: string): string | null {
  const a = lower(titleA), b = lower(titleB);
  if (!CLEARANCE.test(a) || !CLEARANCE.test(b) || !DEAL.test(a) || !DEAL.test(b)) return null;
  const of = (s: string): string[] => AUTHORITIES.filter(([re]) => re.test(s)).map(([, k]) => k);
  const xa = of(a), xb = of(b);
  return xa.length > 0 && xb.length > 0 && !xa.some((x) => xb.includes(x)) ? `different competition authorities (${xa.join(',')} vs ${xb.join(',')})` : null;
}

/** A level reached ("hits", "reaches", "tops") in a one-market title. */
// (also a level in another currency: "Will USD/JPY hit ¥170 in H1 2034?")
const REACHED = /\b(hits?|reach(es)?|touch(es)?|tops?|crosses|surpass(es)?|passes)\b[^.?!]*([$€£¥]\s?\d|\d[\d,.]*\s?(trillion|billion|[tb])\b)/;

/** A level read at one instant: at a close, at the end of a period, on a date. */
// (also a level above or below on a named day: "USD/JPY above 170 on June 30, 2034?")
const AT_CLOSE = /\b(at|on) the (end|close)\b|\b(above|below|over|under) [$€£¥]?\d[\d,.]*\s?[kmbt]? on (jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}\b|\b(end|close) of (20\d\d|the year|the (month|quarter|week)|trading)\b|\byear[- ]end\b|\b(last|final) close\b|\bcloses?\b|\bclosing\b/;

/**
 * A one-market question on a level reached at any time of a period ("Nvidia hits $10T market cap in 2033?") is not a
 * question on the level at one close ("Nvidia market cap at the end of 2033?"): the reason, or null unless one side is
 * such a question and the other a price at a time (or a title that reads its level at a close and reaches none).
 */
export function reachedAtGap(a: { title: string; single: boolean; kind: 'at' | 'touch' | null }, b: { title: string; single: boolean; kind: 'at' | 'touch' | null }): string | null {
  const reached = (x: typeof a): boolean => x.single && x.kind !== 'at' && REACHED.test(lower(x.title));
  const at = (x: typeof a): boolean => x.kind === 'at' || (x.kind === null && AT_CLOSE.test(lower(x.title)) && !REACHED.test(lower(x.title)));
  return (reached(a) && at(b)) || (reached(b) && at(a)) ? 'a level reached at any time vs the level at a close' : null;
}

// a vote being held (a referendum, an election taking place) against its result (the Yes side winning, a measure passing)
const HELD = /\b(referendum|plebiscite|elections?|vote)\b[^.?!]{0,30}\b(held|takes? place|taking place)\b|\bhold(s|ing)? (an? |the |its |a second |another )?([\w-]+ ){0,2}(referendum|plebiscite|elections?|vote)\b/;
const RESULT = /\bvotes? (yes|no|to (leave|remain|stay|join|become|secede)|for|against|in favou?r)\b|\b(yes|no|leave|remain) (side |camp )?(wins?|won|prevails?)\b|\b(passes|passed|approves?|approved|rejects?|rejected|wins?|won|(re-?)?elected)\b/;

/**
 * A vote being held ("Scottish independence referendum held before 2034?") is not its result ("Scotland votes Yes to
 * independence in 2033?"): the reason, or null unless one title asks only whether the vote takes place and the other
 * only how it comes out.
 */
export function heldResultGap(titleA: string, titleB: string): string | null {
  const a = lower(titleA), b = lower(titleB);
  const ha = HELD.test(a), hb = HELD.test(b), ra = RESULT.test(a), rb = RESULT.test(b);
  return (ha && !ra && rb && !hb) || (hb && !rb && ra && !ha) ? 'a vote held on one side, its result on the other' : null;
}

/** Space programmes and agencies by the nation that flies them. */
const SPACE_NATIONS: Array<[RegExp, string]> = [
  [/\bnasa\b|\bartemis\b|\bspacex\b|\bstarship\b|\bblue origin\b|\bus\b|\bu\.s\.|\bamerican\b|\bunited states\b/, 'us'],
  [/\bchina\b|\bchinese\b|\bcnsa\b|\bchang'?e\b|\bmengzhou\b|\blanyue\b|\btaikonauts?\b|\bshenzhou\b|\btiangong\b/, 'cn'],
  [/\bindia\b|\bindian\b|\bisro\b|\bgaganyaan\b|\bchandrayaan\b/, 'in'],
  [/\brussia\b|\brussian\b|\broscosmos\b|\bsoyuz\b|\bcosmonauts?\b/, 'ru'],
];
const SPACE = /\b(moon|lunar|mars|orbit(al)?|astronauts?|taikonauts?|cosmonauts?|spacecraft|space station|spacewalk|rocket)\b/;

/**
 * A mission of one nation's programme is not another nation's ("Will China land a crew on the Moon before 2034?" /
 * "Artemis IV astronauts land on the Moon in 2033?"): the reason, or null unless both titles are about spaceflight and
 * name the programmes of different nations only.
 */
export function spaceNationGap(titleA: string, titleB: string): string | null {
  const a = lower(titleA), b = lower(titleB);
  if (!SPACE.test(a) || !SPACE.test(b)) return null;
  const of = (s: string): string[] => SPACE_NATIONS.filter(([re]) => re.test(s)).map(([, k]) => k);
  const xa = of(a), xb = of(b);
  return xa.length > 0 && xb.length > 0 && !xa.some((x) => xb.includes(x)) ? `different space programmes (${xa.join(',')} vs ${xb.join(',')})` : null;
}
