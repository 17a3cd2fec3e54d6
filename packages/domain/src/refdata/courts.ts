// The side a court's ruling favours, as one outcome key for all the ways venues write it: "Rules for Marlowe" of "Marlowe
// v. FEC", "Supreme Court sides with Marlowe in campaign finance case?", "Delgado (petitioner)", "Petitioner wins" of
// "Harlan v. United States", "SCOTUS: Government wins U.S. v. Halvorsen?". The key is the party's name; a role
// (petitioner, respondent) is read as the party the case name puts first or second, and the government of a federal case
// as the United States.
import { tokenize } from './text.ts';

const NAME = String.raw`[A-Z][\w\u00C0-\u024F.'’&-]*(?: (?:of |the )?[A-Z][\w\u00C0-\u024F.'’&-]*){0,3}`;
/**
 * A case by its two parties: "Marlowe v. FEC", "United States v. Halvorsen", "U.S. v. Halvorsen" (written "v." as courts
 * write it: "Republican vs Democrat" and "Arsenal v Chelsea" are a race and a game).
 */
const CASE = new RegExp(`(${NAME}) v\\. (${NAME})`);
/** Words that say a court rules (a title naming a case, or the court itself). */
const COURT = /\b(supreme court|scotus|court of appeals|appeals court|circuit court|justices)\b/i;
const GOVERNMENT = new Set(['united states', 'u s', 'us', 'usa', 'government', 'federal government', 'united states government', 'us government', 'u s government']);

/** The two parties of the case a text names, without a question's leading "Will"; null when it names none. */
export function caseParties(text: string): [string, string] | null {
  const m = CASE.exec(text.replace(/^(?:Will|Does|Did|Can)\s+/, ''));
  return m === null ? null : [m[1]!.replace(/^(?:Will|The)\s+/, ''), m[2]!];
}

/** Whether a text is about a court's ruling: it names a case ("X v. Y") or a court. */
export function courtText(text: string): boolean {
  return caseParties(text) !== null || COURT.test(text);
}

function party(name: string, parties: [string, string] | null): string | null {
  const role = /^(?:the )?(petitioners?|appellants?|plaintiffs?|respondents?|appellees?|defendants?)$/i.exec(name.trim());
  if (role !== null) {
    if (parties === null) return null;
    return party(/^(?:petition|appellant|plaintiff)/i.test(role[1]!) ? parties[0] : parties[1], null);
  }
  const w = tokenize(name).filter((t) => t !== 'the');
  if (w.length === 0) return null;
  const n = w.join(' ');
  return GOVERNMENT.has(n) ? 'united states' : n;
}

/**
 * The court-ruling key of an outcome label ("Rules for Marlowe", "Delgado (petitioner)", "Petitioner wins", or a party of
 * the case the title names) in an event about a court's ruling; null otherwise.
 */
export function courtLabelKey(label: string, title: string): string | null {
  if (!courtText(title)) return null;
  const parties = caseParties(title);
  const l = label.trim();
  const m = /^(?:rules?|ruling|decides?|decision|sides?) (?:for|with|in favou?r of) (.+)$/i.exec(l)
    ?? /^(.+?) \((?:petitioners?|appellants?|plaintiffs?|respondents?|appellees?|defendants?)\)$/i.exec(l)
    ?? /^(.+?) (?:wins|prevails)$/i.exec(l);
  const who = m?.[1] ?? (/^(?:the )?(?:petitioners?|appellants?|plaintiffs?|respondents?|appellees?|defendants?)$/i.test(l) ? l : null)
    ?? (parties !== null && parties.some((p) => party(p, null) === party(l, null)) ? l : null);
  if (who === null) return null;
  const p = party(who, parties);
  return p === null ? null : `court:${p}`;
}

/**
 * The court-ruling key of a yes/no question on which side a court rules for ("Will the Supreme Court rule in favor of
 * Delgado in Delgado v. Louisiana?", "Supreme Court sides with Marlowe in campaign finance case?", "SCOTUS: Government wins
 * U.S. v. Halvorsen?"); null when the question asks anything else of the case (its vote split, its date).
 */
export function courtQuestionKey(question: string): string | null {
  if (!courtText(question)) return null;
  const parties = caseParties(question);
  const q = question.slice(question.lastIndexOf(': ') + 1).trim();
  const m = new RegExp(`\\b(?:rules?|ruling|sides?|decides?) (?:for|with|in favou?r of) ((?:the )?(?:petitioners?|appellants?|plaintiffs?|respondents?|appellees?|defendants?)\\b|(?:the )?${NAME})`).exec(q)
    ?? new RegExp(`^(?:[Ww]ill )?(?:the )?(${NAME}) (?:wins?|prevails?)\\b`).exec(q);
  if (m === null) return null;
  const p = party(m[1]!, parties);
  // (the court itself is no party: "Will the Supreme Court win ...?")
  if (p === null || COURT.test(m[1]!)) return null;
  return `court:${p}`;
}
