// Person names in the venues' different spellings: a first name written as its initial ("J. Bardella", "M. Le Pen")
// or shortened ("Chris Waller" / "Christopher Waller"), the surname the same.

/** Whether two outcome labels (normalised words) name one person, the first name written short on one side. */
export function personAlias(x: readonly string[], y: readonly string[]): boolean {
  if (x.length !== y.length || x.length < 2 || x.length > 4) return false;
  // a generational suffix written short on one side ("Ratinho Jr." / "Ratinho Júnior")
  if (x.join(' ') !== y.join(' ') && x.map(suffixForm).join(' ') === y.map(suffixForm).join(' ')) return true;
  // the family name first on one side ("Takaichi Sanae" / "Sanae Takaichi": Japanese, Chinese, Korean, Hungarian order)
  if (x.length === 2 && x[0] !== x[1] && x[0] === y[1] && x[1] === y[0] && x[0]!.length >= 2 && x[1]!.length >= 2) return true;
  // initials for the given names ("P. T. Anderson" / "Paul Thomas Anderson"): each word the other's or its initial
  const initialOf = (a: string, b: string): boolean => a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));
  if (x.length >= 3 && x[x.length - 1] === y[y.length - 1] && x[x.length - 1]!.length >= 3 && x.join(' ') !== y.join(' ') && x.slice(0, -1).every((w, i) => initialOf(w, y[i]!))) return true;
  const rest = x.slice(1).join(' ');
  if (rest !== y.slice(1).join(' ') || rest.length < 3) return false;
  const [short, long] = x[0]!.length <= y[0]!.length ? [x[0]!, y[0]!] : [y[0]!, x[0]!];
  if (short === long) return false;
  // an initial ("J."), or a short form that starts the full first name ("Chris" / "Christopher")
  if ((short.length === 1 || short.length >= 3) && long.length > short.length && long.startsWith(short)) return true;
  // a common English short form of the given name that does not start it ("Tish" / "Letitia", "Joe" / "Joseph", "Bill" /
  // "William"), the family name the same (3 letters or more)
  return x.length === 2 && rest.length >= 3 && givenNameShortForm(x[0]!, y[0]!);
}

/**
 * Common English given names and their usual short forms or nicknames that are not a leading part of the name (those,
 * "Chris" / "Christopher", need no table). Each full name's short forms; read both ways.
 */
const GIVEN_NAME_SHORT_FORMS: Readonly<Record<string, readonly string[]>> = {
  william: ['bill', 'billy', 'liam'], robert: ['bob', 'bobby', 'rob', 'robbie', 'bert'], richard: ['dick', 'rick', 'ricky', 'rich'],
  joseph: ['joe', 'joey'], james: ['jim', 'jimmy', 'jamie'], john: ['jack', 'johnny'], edward: ['ted', 'teddy', 'ed', 'eddie', 'ned'],
  theodore: ['ted', 'teddy', 'theo'], charles: ['chuck', 'charlie'], thomas: ['tom', 'tommy'], anthony: ['tony'],
  andrew: ['andy', 'drew'], david: ['dave', 'davey'], stephen: ['steve'], steven: ['steve'], peter: ['pete'],
  henry: ['hank', 'harry'], gerald: ['jerry'], gerard: ['gerry'], lawrence: ['larry'], laurence: ['larry'],
  michael: ['mike', 'mikey'], nicholas: ['nick', 'nicky'], alexander: ['alex', 'sandy'], frederick: ['fred', 'freddie'],
  elizabeth: ['liz', 'beth', 'betsy', 'betty', 'lizzie', 'eliza'], margaret: ['maggie', 'peggy', 'meg', 'marge'],
  katherine: ['kate', 'katie', 'kathy', 'kat'], catherine: ['kate', 'katie', 'cathy', 'cat'], kathleen: ['kathy', 'kate'],
  letitia: ['tish', 'tisha'], patricia: ['pat', 'patty', 'trish'], rebecca: ['becky', 'becca'], deborah: ['debbie', 'deb'],
  jennifer: ['jen', 'jenny'], susan: ['sue', 'suzy'], victoria: ['vicky', 'tori'], christine: ['chris', 'tina'],
  abigail: ['abby'], samantha: ['sam'], benjamin: ['ben', 'benny'], daniel: ['dan', 'danny'], timothy: ['tim'],
  matthew: ['matt'], gregory: ['greg'], jeffrey: ['jeff'], kenneth: ['ken', 'kenny'], donald: ['don', 'donny'],
  ronald: ['ron', 'ronnie'], raymond: ['ray'], eugene: ['gene'], walter: ['walt'], francis: ['frank'],
  bernard: ['bernie'], mitchell: ['mitch'], zachary: ['zach', 'zack'], joshua: ['josh'], jonathan: ['jon'],
};

/** Whether one given name is the other's common short form ("tish" / "letitia"), in either order. */
export function givenNameShortForm(a: string, b: string): boolean {
  return a !== b && ((GIVEN_NAME_SHORT_FORMS[a]?.includes(b) ?? false) || (GIVEN_NAME_SHORT_FORMS[b]?.includes(a) ?? false));
}

/** A generational suffix in full ("jr" → "junior", "sr" → "senior"); any other word as it is. */
function suffixForm(w: string): string {
  return w === 'jr' ? 'junior' : w === 'sr' ? 'senior' : w;
}

/** A label without its trailing parenthetical ("DPP (Lai Ching-te)" is "DPP"); the label itself when it has none. */
export function withoutParenthetical(label: string): string {
  const s = label.replace(/\s*\([^()]*\)\s*$/, '').trim();
  return s === '' ? label : s;
}

/**
 * A party's outcome written as what it wins ("Democratic majority", "Republican control") or short ("Dem"): the party. A supermajority
 * is another outcome and is left as it is.
 */
export function partyLabel(label: string): string {
  const s = withoutParenthetical(label).replace(/\s+(majority|control|first|first place|largest|wins)$/i, '').trim();
  // "Dem" (as "GOP") is a party's short name in an outcome label
  return s === '' ? label : /^dem\.?$/i.test(s) ? 'Democrats' : s;
}

/** Office titles written before a person's name ("Mayor Parker", "Gov. Shapiro", "President Milei"). */
const HONORIFIC = /^(?:(?:the )?(?:mayor|president|governor|gov\.?|senator|sen\.?|rep\.?|representative|congress(?:wo)?man|prime minister|pm|chancellor|premier|speaker|secretary|attorney general|ag|sheriff|judge|justice|councilmember|council member|dr\.?|sir|dame)\s+)+(?=[A-Z])/i;

/** A person's name without the office title before it ("Mayor Parker" → "Parker"); the name itself when it has none. */
export function withoutHonorific(name: string): string {
  const s = name.replace(HONORIFIC, '').trim();
  return s === '' ? name : s;
}

/** The entity when it is a party or a person (what an election outcome labelled "Party (Candidate)" names). */
export function partyOrPerson<E extends { kind: string }>(e: E | undefined): E | undefined {
  return e !== undefined && (e.kind === 'political_party' || e.kind === 'person') ? e : undefined;
}

const NUMERALS: Readonly<Record<string, string>> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  i: '1', ii: '2', iii: '3', iv: '4', v: '5', vi: '6', vii: '7', viii: '8', ix: '9', x: '10',
};

/** A word as a number in digits when it is one in words or Roman numerals ("three", "iii" → "3"); else the word. */
export function asNumeral(w: string): string {
  return NUMERALS[w] ?? w;
}

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
  return /^lbl:(others?|any ?other|another|another candidate|any other candidates?|anyone else|someone else|somebody else|field|the field|other candidates?|other parties|other party|other teams?|other companies|another person|another company)$/.test(key)
    // (with its gloss: "Field (any other horse)", "Any other driver")
    || /^lbl:((the )?field |others? )?any other (horse|runner|driver|rider|player|golfer|team|club|candidate|person|nation|country|film|movie|song|artist|company|model)s?$/.test(key)
    // ("Another artist", "Another driver": the one unnamed outcome of the kind the event lists)
    || /^lbl:another (horse|runner|driver|rider|golfer|film|movie|song|album|artist)$/.test(key);
}

/**
 * A two-word name written in the other order, or with the family or given name shortened to an initial on the other side
 * ("Praggnanandhaa R" / "R Praggnanandhaa", "D Gukesh" / "Gukesh Dommaraju", as Indian and East Asian names are listed):
 * the long word is shared and the other word is the same or its initial. Words are tokenized labels (lower case).
 */
export function reorderedName(x: readonly string[], y: readonly string[]): boolean {
  if (x.length !== 2 || y.length !== 2) return false;
  const [x0, x1] = x as [string, string], [y0, y1] = y as [string, string];
  const alike = (p: string, q: string): boolean => p === q || (p.length === 1 && q.length > 1 && q.startsWith(p)) || (q.length === 1 && p.length > 1 && p.startsWith(q));
  // the shared word is a real name (4 letters or more); the pair is crossed (x's first is y's second)
  return (x0 === y1 && x0.length >= 4 && alike(x1, y0)) || (x1 === y0 && x1.length >= 4 && alike(x0, y1));
}

/**
 * A party's name as its members are called or with the word "party" ("Liberal" / "Liberals" / "Liberal Party",
 * "Green Party" / "Greens"): one party. Words are tokenized labels (lower case); a trailing "party" is dropped and the
 * last word read in the singular (a plural "s" of a word of five letters or more). The two labels must differ as
 * written and agree once read so.
 */
export function samePartyName(x: readonly string[], y: readonly string[]): boolean {
  const form = (w: readonly string[]): string => {
    const ws = w[w.length - 1] === 'party' ? w.slice(0, -1) : [...w];
    if (ws.length === 0) return '';
    const last = ws[ws.length - 1]!;
    ws[ws.length - 1] = /^[a-z]{4,}s$/.test(last) && !/ss$/.test(last) ? last.slice(0, -1) : last;
    return ws.join(' ');
  };
  const fx = form(x), fy = form(y);
  return x.join(' ') !== y.join(' ') && fx.length >= 4 && fx === fy;
}
