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

/** Initials of the small words titles drop (of, and, the, for, de): an acronym may keep them ("LoL", "PoW"). */
const LINK_INITIALS: ReadonlySet<string> = new Set(['o', 'a', 't', 'f', 'd']);

function foldInto(words: ReadonlySet<string>, other: ReadonlySet<string>): Set<string> {
  const seq = [...words];
  const out = new Set(seq);
  for (const acr of other) {
    if (acr.length < 3 || acr.length > 5 || !/^[a-z]+$/.test(acr) || words.has(acr)) continue;
    // the run spells the acronym, or does so with one inner letter of a dropped small word ("LoL" / "League of Legends")
    const spells = [acr, ...[...acr].map((c, k) => (k > 0 && k < acr.length - 1 && LINK_INITIALS.has(c) ? acr.slice(0, k) + acr.slice(k + 1) : '')).filter((x) => x !== '')];
    let done = false;
    for (const sp of spells) {
      for (let i = 0; i + sp.length <= seq.length && !done; i++) {
        const run = seq.slice(i, i + sp.length);
        if (run.map((w) => w[0]).join('') !== sp || run.some((w) => w.length < 2 || other.has(w))) continue;
        for (const w of run) out.delete(w);
        out.add(acr);
        done = true;
      }
      if (done) break;
    }
  }
  return out;
}
