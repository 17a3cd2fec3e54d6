// Person names in the venues' different spellings: a first name written as its initial ("J. Bardella", "M. Le Pen")
// or shortened ("Chris Waller" / "Christopher Waller"), the surname the same.

/** Whether two outcome labels (normalised words) name one person, the first name written short on one side. */
export function personAlias(x: readonly string[], y: readonly string[]): boolean {
  if (x.length !== y.length || x.length < 2 || x.length > 4) return false;
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
