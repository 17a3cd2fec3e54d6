// Person names in the venues' different spellings: a first name written as its initial ("J. Bardella", "M. Le Pen")
// or shortened ("Chris Waller" / "Christopher Waller"), the surname the same.

/** Whether two outcome labels (normalised words) name one person, the first name written short on one side. */
export function personAlias(x: readonly string[], y: readonly string[]): boolean {
  if (x.length !== y.length || x.length < 2 || x.length > 4) return false;
  // the family name first on one side ("Takaichi Sanae" / "Sanae Takaichi": Japanese, Chinese, Korean, Hungarian order)
  if (x.length === 2 && x[0] !== x[1] && x[0] === y[1] && x[1] === y[0] && x[0]!.length >= 2 && x[1]!.length >= 2) return true;
  const rest = x.slice(1).join(' ');
  if (rest !== y.slice(1).join(' ') || rest.length < 3) return false;
  const [short, long] = x[0]!.length <= y[0]!.length ? [x[0]!, y[0]!] : [y[0]!, x[0]!];
  if (short === long) return false;
  // an initial ("J."), or a short form that starts the full first name ("Chris" / "Christopher")
  return (short.length === 1 || short.length >= 3) && long.length > short.length && long.startsWith(short);
}

/** A label without its trailing parenthetical ("DPP (Lai Ching-te)" is "DPP"); the label itself when it has none. */
export function withoutParenthetical(label: string): string {
  const s = label.replace(/\s*\([^()]*\)\s*$/, '').trim();
  return s === '' ? label : s;
}

/** The entity when it is a party or a person (what an election outcome labelled "Party (Candidate)" names). */
export function partyOrPerson<E extends { kind: string }>(e: E | undefined): E | undefined {
  return e !== undefined && (e.kind === 'political_party' || e.kind === 'person') ? e : undefined;
}

const NUMERALS: Readonly<Record<string, string>> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  i: '1', ii: '2', iii: '3', iv: '4', v: '5', vi: '6', vii: '7', viii: '8', ix: '9', x: '10',
};

/**
 * Titles of works written with a number in words, digits or Roman numerals ("Dune: Part Three" / "Dune Part 3",
 * "Frozen III" / "Frozen 3"): the same words once numbers are digits (at least two words, one of them a number).
 */
export function sameWithNumerals(x: readonly string[], y: readonly string[]): boolean {
  if (x.length !== y.length || x.length < 2 || x.join(' ') === y.join(' ')) return false;
  const d = (w: string): string => NUMERALS[w] ?? w;
  return x.every((w, i) => d(w) === d(y[i]!)) && x.some((w) => /^\d+$/.test(d(w)));
}

/**
 * Whether an outcome key is a catch-all bucket ("Other", "Others", "Any other", "Someone else", "Field"): it pays on
 * every outcome the event does not list, so two venues' catch-alls are one outcome only over the same named list.
 */
export function catchAllKey(key: string): boolean {
  return /^lbl:(others?|any ?other|another|anyone else|someone else|somebody else|field|the field|other candidates?|other parties|other party|other teams?|other companies|another company)$/.test(key);
}
