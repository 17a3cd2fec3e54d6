// Acronyms in titles: "IPL" / "Indian Premier League", "ECB" / "European Central Bank". Title tokens are compared as
// sets; an acronym on one side and its words on the other are one concept, so the words fold onto the acronym.

/**
 * Folds, in each title's tokens (in title order, stemmed), a run of consecutive tokens whose initials spell a token
 * of the other title (an acronym of 3 to 5 letters that the first title lacks) onto that acronym. Returns new sets;
 * the inputs are left as they are.
 */
export function foldAcronyms(a: ReadonlySet<string>, b: ReadonlySet<string>): [Set<string>, Set<string>] {
  return [foldInto(a, b), foldInto(b, a)];
}

function foldInto(words: ReadonlySet<string>, other: ReadonlySet<string>): Set<string> {
  const seq = [...words];
  const out = new Set(seq);
  for (const acr of other) {
    if (acr.length < 3 || acr.length > 5 || !/^[a-z]+$/.test(acr) || words.has(acr)) continue;
    for (let i = 0; i + acr.length <= seq.length; i++) {
      const run = seq.slice(i, i + acr.length);
      if (run.map((w) => w[0]).join('') !== acr || run.some((w) => w.length < 2 || other.has(w))) continue;
      for (const w of run) out.delete(w);
      out.add(acr);
      break;
    }
  }
  return out;
}
