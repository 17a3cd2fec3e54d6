// Acronyms in titles: "IPL" / "Indian Premier League", "ECB" / "European Central Bank". Title tokens are compared as
// sets; an acronym on one side and its words on the other are one concept, so the words fold onto the acronym.
import { asNumeral } from './names.ts';

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
    // a plural acronym spells its words without its "s" ("VMAs" / "Video Music Awards", "ETFs")
    if (acr.length >= 4 && acr.endsWith('s')) spells.push(acr.slice(0, -1));
    let done = false;
    for (const sp of spells) {
      for (let i = 0; i + sp.length <= seq.length && !done; i++) {
        const run = seq.slice(i, i + sp.length);
        if (run.map((w) => w[0]).join('') !== sp || run.some((w) => w.length < 2) || run.every((w) => other.has(w))) continue;
        // (a word of the run the other title has too stays: "Video Music Awards - Video of the Year" / "VMAs Video of the Year")
        for (const w of run) if (!other.has(w)) out.delete(w);
        out.add(acr);
        done = true;
      }
      if (done) break;
    }
  }
  return out;
}

/**
 * "BLG" / "Bilibili Gaming", "NAVI" / "Natus Vincere", "MvG" / "Michael van Gerwen": a one-word label of 3 to 5 letters
 * that takes from each word of a two- to four-word label, in order, its first letter and maybe more of its letters (in
 * order), and nothing else. Normalised words, lower case.
 */
export function abbreviationOf(short: readonly string[], long: readonly string[]): boolean {
  if (short.length !== 1 || long.length < 2 || long.length > 4) return false;
  const a = short[0]!;
  if (a.length < 3 || a.length > 5 || a.length < long.length || !/^[a-z]+$/.test(a) || long.some((w) => !/^[a-z]/.test(w))) return false;
  // whether a[i..] is spelt by the words long[w..], each giving its first letter, then letters of it in order
  const spelt = (i: number, w: number): boolean => {
    if (w === long.length) return i === a.length;
    const word = long[w]!;
    if (a[i] !== word[0]) return false;
    let k = 1;
    for (let j = i + 1; j <= a.length; j++) {
      if (spelt(j, w + 1)) return true;
      if (j === a.length) return false;
      const p = word.indexOf(a[j]!, k);
      if (p < 0) return false;
      k = p + 1;
    }
    return false;
  };
  return spelt(0, 0);
}

/**
 * A title whose leading words are written as their initials on the other side, the rest alike ("GTA VI" / "Grand Theft
 * Auto VI", "RE Requiem" / "Resident Evil Requiem"): the first word of `short` spells the initials of two to four
 * leading words of `long`, and the remaining words are the same (numbers in any writing). Words are the tokenized labels
 * (lower case).
 */
export function acronymHead(short: readonly string[], long: readonly string[]): boolean {
  if (short.length < 2) return false;
  const head = short[0]!, rest = short.slice(1);
  if (!/^[a-z]{2,4}$/.test(head)) return false;
  // (the rest alike once numbers are digits: "GTA 6" / "Grand Theft Auto VI")
  const num = (ws: readonly string[]): string => ws.map(asNumeral).join(' ');
  const fits = (a: string): boolean => long.length === a.length + rest.length && long.slice(0, a.length).map((w) => w[0]).join('') === a && num(long.slice(a.length)) === num(rest);
  // (a title's leading "The", a stopword the words leave out, has its letter in the acronym: "TES VI" / "The Elder Scrolls VI")
  return fits(head) || (head.length >= 3 && head.startsWith('t') && fits(head.slice(1)));
}
