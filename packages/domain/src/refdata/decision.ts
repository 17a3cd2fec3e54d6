// A rate decision listed as the level after the meeting on one venue and as the move on another: "Fed upper bound after
// the December meeting: 3.25%" is "cut 25 bp" when the rules state the level in force before the meeting (3.50%). Only
// then: a level market silent on the level before the meeting is never read as a move.

/** A percentage as basis points, exactly (string digits, no float); null when not a plain non-negative decimal. */
function bp(v: string): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(v);
  return m === null ? null : Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** Basis points as the outcome keys write a level ("350" → "3.5", "100" → "1", "0" → "0"). */
function level(b: number): string {
  const i = Math.floor(b / 100), f = b % 100;
  return f === 0 ? String(i) : `${i}.${String(f).padStart(2, '0').replace(/0$/, '')}`;
}

/** Words saying a level is the one in force before the decision ("is 2.00% before the meeting", "current target is 2.25%"). */
const PRIOR = /\b(before|prior to) the (meeting|decision|assessment|announcement|statement)\b|\bin force before\b|\bcurrent (target|rate|level|policy rate|bank rate)\b|\b(holds?|keeps?|remains?|stays?|unchanged) (bank rate |the rate |rates |its rate )?at\b/i;
const PERCENT = /(\d+(?:\.\d{1,2})?)\s*%(?:\s*(?:-|–|to)\s*(\d+(?:\.\d{1,2})?)\s*%)?/g;

/**
 * The policy rate in force before the decision, as the texts state it (the upper bound of a stated range unless the
 * texts are about the lower bound): one percentage (or range) in a sentence that says it is the level before the meeting.
 * Null when no sentence says so, or when the texts state two different levels.
 */
export function priorPolicyLevel(texts: ReadonlyArray<string | null | undefined>): string | null {
  const found = new Set<number>();
  const all = texts.filter((t): t is string => typeof t === 'string').join(' ');
  const lower = /\blower bound\b/i.test(all) && !/\bupper (bound|limit)\b/i.test(all);
  for (const t of texts) {
    if (t === null || t === undefined) continue;
    for (const sentence of t.split(/(?<=[.;!?])\s+|\n+/)) {
      if (!PRIOR.test(sentence)) continue;
      const ms = [...sentence.matchAll(PERCENT)];
      if (ms.length !== 1) continue;
      const m = ms[0]!;
      const v = bp(m[2] !== undefined && !lower ? m[2] : m[1]!);
      if (v !== null) found.add(v);
    }
  }
  return found.size === 1 ? level([...found][0]!) : null;
}

/**
 * The move outcome key a post-decision level outcome key is, given the level before the decision: the level unchanged
 * is the hold, 25 bp lower a 25 bp cut, "3.00% or lower" from 3.50% a cut of 50 bp or more, "3.75% or higher" any hike.
 * Null when the level is not a whole number of 25 bp steps away, or covers both a move and no move.
 */
export function levelAsMove(key: string, prior: string): string | null {
  const m = /^num:(hold)?:(ge|le|eq|gt|lt):(\d+(?:\.\d{1,2})?)$/.exec(key);
  const p = bp(prior);
  if (m === null || p === null) return null;
  const v = bp(m[3]!);
  if (v === null || v % 25 !== 0 || p % 25 !== 0) return null;
  // a strict bound on a 25 bp grid is the next step ("above 3.25%" is "3.50% or higher")
  const op = m[2] === 'gt' ? 'ge' : m[2] === 'lt' ? 'le' : m[2]!;
  const d = v - p + (m[2] === 'gt' ? 25 : m[2] === 'lt' ? -25 : 0);
  if (op === 'eq') return d === 0 ? 'act:hold' : d < 0 ? `num:cut:eq:${-d}` : `num:hike:eq:${d}`;
  if (op === 'ge') return d === 25 ? 'act:hike' : d > 25 ? `num:hike:ge:${d}` : null;
  return d === -25 ? 'act:cut' : d < -25 ? `num:cut:ge:${-d}` : null;
}

/** The move key of each level outcome key of an event whose texts state the level before the decision (else empty). */
export function levelMoves(keys: Iterable<string>, stated: string | null): Map<string, string> {
  const out = new Map<string, string>();
  const ks = [...keys];
  // a market of moves ("Cut 25 bps", "Hike") whose hold outcome names the level ("Hold at 2.00%"): its hold is the hold,
  // whatever the texts say of the level before; a ladder of levels is read as moves only on a stated prior level
  const holds = ks.map((k) => /^num:hold:eq:(\d+(?:\.\d{1,2})?)$/.exec(k)?.[1]).filter((v): v is string => v !== undefined);
  const moveMarket = ks.every((k) => /^num:hold:eq:/.test(k) || /^(act:(cut|hike|hold)|num:(cut|hike):)/.test(k));
  const prior = stated ?? (holds.length === 1 && moveMarket ? holds[0]! : null);
  if (prior === null) return out;
  const seen = new Map<string, number>();
  for (const k of ks) {
    const mv = levelAsMove(k, prior);
    if (mv === null) continue;
    out.set(k, mv);
    seen.set(mv, (seen.get(mv) ?? 0) + 1);
  }
  // two levels read as one move (never on a 25 bp grid, but a malformed ladder) align with nothing
  for (const [k, mv] of out) if (seen.get(mv)! > 1) out.delete(k);
  return out;
}

/**
 * Outcome keys of B that are outcome keys of A once a level is read as its move (keyB → keyA), one-to-one: a level of
 * one side equal to a move of the other, either way round. Keys both sides share are left alone.
 */
export function moveAliases(ka: ReadonlySet<string>, movesA: ReadonlyMap<string, string>, kb: ReadonlySet<string>, movesB: ReadonlyMap<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  if (movesA.size === 0 && movesB.size === 0) return out;
  const taken = new Set<string>();
  const byMoveA = new Map<string, string>();
  for (const [k, mv] of movesA) if (!kb.has(k)) byMoveA.set(mv, k);
  for (const k of kb) {
    if (ka.has(k)) continue;
    const viaB = movesB.get(k);
    const x = viaB !== undefined && ka.has(viaB) && !kb.has(viaB) ? viaB : byMoveA.get(k);
    if (x === undefined || taken.has(x)) continue;
    taken.add(x);
    out.set(k, x);
  }
  return out;
}

/** A count of moves in an outcome's label or an event's title ("3 cuts", "4 or more hikes", "Number of Fed rate cuts"). */
const MOVE_COUNT = /\b\d{1,2}\s*(\+|or more)?\s*(rate )?(cuts?|hikes?|increases?|decreases?|moves?|times)\b|\b(number of|how many)\b[^?]*\b(cuts?|hikes?|increases?|decreases?|moves?|times)\b/i;

/**
 * A count of rate moves against a rate's level ("Number of Fed rate cuts in 2029: 3 cuts" / "Fed upper bound at the end
 * of 2029: 3.00%"): different measures, whose numbers are never one outcome however alike they read. Each side is
 * given as its title and its numeric outcomes (label and unit). Null when they are not a count against a level.
 */
export function countLevelGap(a: { title: string; outcomes: ReadonlyArray<{ label: string; unit: string }> }, b: { title: string; outcomes: ReadonlyArray<{ label: string; unit: string }> }): string | null {
  const count = (x: typeof a): boolean => x.outcomes.length > 0 && x.outcomes.every((o) => o.unit === '') && (MOVE_COUNT.test(x.title) || x.outcomes.every((o) => MOVE_COUNT.test(o.label)));
  const level = (x: typeof a): boolean => x.outcomes.length > 0 && x.outcomes.every((o) => o.unit === '%');
  return (count(a) && level(b)) || (count(b) && level(a)) ? 'a count of rate moves vs a rate level' : null;
}
