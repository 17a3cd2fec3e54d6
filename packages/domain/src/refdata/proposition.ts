// Binary propositions: the verb and the polarity of a YES side, in the venues' different wordings. "Lakers miss the
// playoffs" is the negation of "Lakers make the playoffs"; "Starmer still Prime Minister on Jan 1" the negation of
// "Starmer out as Prime Minister"; "Will there be no shutdown" the negation of "shutdown". A negated proposition never
// shares an outcome with the plain one (its YES is the other's NO).
import { companyPublic, parseActions } from './text.ts';

/** Words and phrases that negate what follows them. "no later than" and "no change" (a hold) are not negations. */
const NEGATORS: readonly RegExp[] = [
  /\b(not|never|won't|wont|doesn't|doesnt|isn't|isnt|aren't|arent|didn't|didnt|without)\b/g,
  /\bfail(s|ed)? to\b/g,
  // a measure that "fails" at the vote is the negation of its passing ("California billionaire tax fails in 2034?" /
  // "... initiative passes?")
  /\b(initiative|measure|amendment|proposition|referendum|tax|bill|act|issue \d+|question \d+)\b[^.?!]{0,40}\bfail(s|ed)?\b(?! to)/g,
  // "avoid a shutdown", "averts a default": the negation of the event
  /\b(avoid(s|ed)?|avert(s|ed)?|prevent(s|ed)?)\b/g,
  // "miss the playoffs / the cut / the target": the negation of "make"
  /\bmiss(es|ed)? (the|a|an|out)\b/g,
  // "no shutdown", "no deal", "no ceasefire" (but "no later than", "no change", "no longer" are not a negated event)
  // (nor "No. 10", "No 1": a number; nor a motion of no confidence, "no-confidence motion", which is its name)
  /\bno\b(?! (later|change|changes|longer|more than|fewer than|less than)\b)(?!\.? ?\d)(?![- ]confidence\b)/g,
];

/** Staying in an office is the negation of leaving it ("still Prime Minister on", "remains Chancellor through"). */
const REMAIN = /\b(still|remains?|stays?|continues?)\b(?= (be )?(as|in office|in power|the|prime|president|chancellor|pm|premier|leader|ceo|chair|governor|mayor|speaker)\b)/;

/** Leaving an office in words parseActions does not know: "Starmer out by June 30", "out in 2027?", "leaves as PM". */
// (also leaving with no office named, "Will a Fed governor leave before Jul 2031?", or one's post, "leaves post before
// April"; not a rate left unchanged, "ECB leaves the deposit rate unchanged", a hold; nor a phase-out, "COP38 agreement includes fossil fuel phase-out?")
// (not a war that breaks out: "Ethiopia–Eritrea war breaks out before 2034?" is a war begun, no one leaving)
const EXIT_EXTRA = /\b(stops?|ceases?) (being|to be)\b|(?<!\b(break|breaks|broke|breaking) )(?<!\bphas(e|es|ed|ing)[- ])\bout\b(?= (as|by|before|in|of office|on|prior to|no later than)\b|\s*[?.!]?\s*$)|\b(leaves?|left) (as|the|office|power|no\.? ?10|number 10|downing street|((his|her|their) )?post)\b(?![^.?!]*\bunchanged\b)|\bleaves?\b(?= (before|by|in|during|prior to|no later than)\b|\s*[?.!]?\s*$)|\breplaced (as|by)\b|\b(off|leaves?|left) (the )?(supreme court|scotus|high court|bench)\b|\boff the court\b(?= (in|by|before|prior to|no later than)\b|\s*[?.!]?\s*$)|\bdepart(s|ed)?\b(?! (for|from (the )?(launch|pad|port|airport)))|\bdepartures?\b(?! (for|from (the )?(launch|pad|port|airport)))/;

/** Offices and posts a person is removed from ("the Fed Chair", "an NFL head coach", "the Attorney General"). */
const POSTS = '(chair(man|woman)?|governor|secretary|coach|manager|ceo|director|commissioner|minister|pm|premier|president|speaker|justice|judge|attorney general|chief|administrator|ambassador|head|leader|officer|official)';

/**
 * Removing a person from an office (fired, sacked, dismissed, ousted, removed): one way of leaving it, never a
 * resignation ("Will the President fire the Fed Chair?" / "Fed Chair removed by the President?", not "Fed Chair resigns").
 */
const REMOVAL = new RegExp(`\\b(fir(e|es|ing)|sack(s|ing)?|dismiss(es|ing)?|oust(s|ing)?|remov(e|es|ing))\\b (the |a |an |any |its |his |her |their )?((?!(against|of|on|from|to|for|with)\\b)[\\w.-]+ ){0,3}${POSTS}\\b`
  + `|\\b${POSTS}s? ([\\w.-]+ ){0,2}(is |be |gets? |was |been |being )?(fired|sacked|dismissed|ousted|removed)\\b`
  + '|\\b(be|is|gets?|was|were|been|being) (fired|sacked|dismissed|ousted|removed)\\b|\\b(fired|sacked|dismissed|ousted|removed) (from|as) (office|(the |his |her |their )?(post|job|role))\\b');

/** A run for an office, launched or announced ("launch a 2032 presidential campaign", "announces 2032 run"). */
const CANDIDACY = /\b(campaigns?|bids?|runs?|candidacy)\b/;
const ELECTORAL = /\b(president(ial)?|presidency|white house|(re-?)?election|nomination|primary|senate|governor|mayor(al)?|20\d\d)\b/;

/**
 * What happens, for propositions without a rate or office verb: a confirmation is not a vacancy, an IPO is not a
 * product release. Each names one kind of event in the venues' different words.
 */
/** A storm making landfall, in words or as a storm hitting or striking a place. */
// (also a place hit by one: "Florida hit by a hurricane (landfall) this season?")
export const LANDFALL = /\blandfalls?\b|\b(hurricanes?|storms?|typhoons?|cyclones?)\b[^.?!]*\b(hits?|strikes?)\b(?! (a |the )?(category|cat|record|peak|wind))|\b(hit|struck) by (a |an )?(major )?(hurricane|tropical storm|typhoon|cyclone)s?\b/;

const EVENT_VERBS: Array<[RegExp, string]> = [
  // (a parliament electing a nominee to an office is its confirmation vote: "EP confirms Novak as Commission President" /
  // "Will the European Parliament elect Petra Novak Commission President?"; no popular election)
  [/\bconfirm(s|ed|ation)?\b|\b(parliament|ep|meps|bundestag|knesset|diet|national assembly|lawmakers)\b (\w+ ){0,2}(elects?|elected|to elect)\b|\belected by (the )?(european )?(parliament|ep|meps|bundestag|knesset|diet|national assembly|lawmakers)\b/, 'confirm'],
  // (a ceiling or a rate "raised" is raised: "Debt ceiling raised or suspended" / "Congress raises the debt limit")
  [/\b(raised|hiked)\b/, 'hike'],
  // (a company that begins trading publicly has gone public: "Will SpaceX begin trading publicly before June?")
  [/\bipos?\b|\bgo(es)? public\b|\bpublic listing\b|\b(lists?|listed) publicly\b|\bpublicly list(s|ed)?\b|\b(begins?|starts?|commences?) trading publicly\b|\btrad(es|ing) publicly\b|\blist(s|ing)? (its|their) shares\b/, 'ipo'],
  // filing the registration statement is not the IPO itself (the listing can come a year later, or never)
  [/\b(files?|filed|filing)\b(?= (for|an?|its|to|publicly|confidentially|(a |an )?(s-1|registration)))|\bs-1\b|\bregistration statement\b/, 'file'],
  // sanctions imposed are not sanctions lifted ("US imposes new sanctions on Iran" / "US lifts sanctions on Iran"; lifting
  // them is read with a name taken off a list, below); by the verb only (a body adopting new sanctions approves them, and
  // not a package or a bill of them: "EU adopts its 22nd sanctions package")
  [/\b(impos(e|es|ed|ing)|slap(s|ped)?|levy|levies|levied) ([\w'-]+ ){0,3}sanctions\b(?! (package|bill|act|law|legislation)s?\b)|\bsanctions (are |be |being )?imposed\b/, 'sanction'],
  // buying an asset is not selling it ("Strategy sells bitcoin" / "the US government buys bitcoin")
  // (acquiring is buying: "US government buys Bitcoin" / "Will the U.S. Treasury acquire BTC?")
  [/\b(buys?|bought|buying|purchases?|purchased|purchasing|acquires?|acquired|acquiring)\b/, 'buy'],
  [/\b(sells?|sold|selling|sales? of)\b/, 'sell'],
  // (a launch tower, pad or site is a place, not a launch; "the ship", "Starship Ship" is a vessel, not shipping)
  [/\b(release[sd]?|launch(es|ed)?(?! (tower|pad|site|complex))|lift(s|ed)? off|liftoff|(go(es)?|went|is|be|service) live|(?<!\b(the|a|starship) |-to-)ships?(?!-to-)|shipped|available|on sale)\b/, 'release'],
  // a crewed flight is the crewed launch ("Gaganyaan first crewed flight" / "ISRO launches the first crewed Gaganyaan
  // mission"; "Will SpaceX fly crew on Starship?" / "Starship crewed launch"), not a landing
  [/\b(crewed|manned) ([\w-]+ )?flights?\b|\bfl(y|ies|ew|ying) (a |its |the )?(crew|astronauts|humans|people)\b/, 'release'],
  // a vehicle's flight test (a test flight) is its launch: the test is flown when the vehicle lifts off ("Starship flight
  // test in March?" / "Will SpaceX launch Starship in March 2034?"); reaching orbit or landing is another event
  [/\b(flight|launch) tests?\b|\btest (flights?|launch(es)?)\b/, 'release'],
  // a rocket caught by the tower's arms: a catch, not the launch before it
  [/\b(catch(es|ing)?|caught)\b/, 'catch'],
  // (a seat that opens, "Will a Supreme Court seat open in 2027?", is a vacancy)
  [/\b(vacanc(y|ies)|retires?|retirement)\b|\bseats? (opens?|opening|opened|becomes? (vacant|open)|to open)\b/, 'exit'],
  // (an announcement is the announcing: "Shapiro announces 2032 run" / "Josh Shapiro 2032 announcement"; so is a candidate
  // declaring for an office: "declares for President", "declares his candidacy")
  // (publishing figures or a list is announcing them: "Will CMS publish the 2035 drug prices?" / "2035 prices announced";
  // so is revealing a work: "Half-Life 3 announced" / "Will Half-Life 3 be revealed?")
  [/\b(announce[sd]?|announcements?|unveil(s|ed)?|publish(es|ed)?|reveal(s|ed)?)\b|\bdeclar(e|es|ed|ing) (for (the )?(president|presidency|governor|senate|mayor|office|(the )?nomination)|(his |her |their |a )?(candidacy|run|bid)|for 20\d\d)\b/, 'announce'],
  // an election called (parliament dissolved, the writ dropped) is not one held: the vote may come after the deadline
  [/\b(elections?|referendum|polls?)\b( [a-z]+){0,2} (is |be |being |gets? )?(called|triggered)\b|\b(calls?|calling|trigger(s|ed|ing)?) (an? |the )?(snap |early |general |federal )*(elections?|referendum)\b/, 'call'],
  [/\b(ceasefire|truce|armistice)\b/, 'ceasefire'],
  // a war begun, in the venues' words ("Will Ethiopia and Eritrea go to war?" / "Ethiopia–Eritrea war breaks out"): not a
  // war that ends, nor a ceasefire
  [/\b(go(es|ing)?|went|gone) to war\b|\bwar (breaks?|broke|to break|breaking) out\b|\boutbreak of (an? )?([\w-]+ )?war\b|\bdeclar(e|es|ed|ing) war\b|\bwar (is )?declared\b/, 'war'],
  // an invitation to join a body is not joining it ("NATO formally invites Ukraine to join" / "formal membership
  // invitation to Ukraine" / "Ukraine joins NATO")
  [/\binvit(e|es|ed|ing|ations?)\b/, 'invite'],
  // a referendum held is not one won ("Will Iceland hold a referendum on EU membership?" / "Iceland votes to join the EU")
  // (so is one that takes place, or an independence vote held: "IndyRef2: Scottish independence vote takes place by 2034?")
  [/\b(hold|holds|held|holding|stage[sd]?|staging)\b (an? |the )?([\w-]+ ){0,2}referend\w*|\breferend\w*\b([\w-]+ ){0,3}(is |be |being )?held\b|\b(referend\w*|plebiscites?|(independence|secession|sovereignty) votes?)( [\w-]+){0,3} ((is |be |being )?held|(takes?|took|to take) place)\b/, 'hold_referendum'],
  // an emergency, a state of emergency or martial law declared is a declaration, no other event about the same body ("WHO
  // declares a pandemic emergency" / "Will the US rejoin the WHO?")
  // (so is an executive order or a proclamation of one signed: "Shapiro declares a national housing emergency" / "Will
  // Shapiro sign a housing emergency executive order?")
  [/\b(signs?|signed|signing|issues?|issued|issuing)\b[^.?!]*\bemergency\b[^.?!]*\b(executive order|proclamation)\b|\b(executive order|proclamation)\b[^.?!]*\bemergency\b[^.?!]*\b(signed|issued)\b|\bdeclar(e|es|ed|ing|ation)\b(?=[^.?!]*\b(emergency|pandemic|pheic|martial law|famine)\b)|\b(emergency|pandemic|pheic|martial law|famine)\b[^.?!]*\bdeclared\b/, 'declare'],
  // joining an alliance or a union (a new member, full membership, accession) is not leaving it
  // (membership by a date is joining: "Albania EU membership by end of 2032?", "Ukraine NATO member in 2032?"; not talks
  // on it nor an application for it)
  // (also a body admitting a country as a member, "Council of Europe admits Kosovo as a member state"; a referendum or talks
  // on membership are not joining: "referendum on EU membership")
  [/\bjoin(s|ed|ing)?\b|\bnew (\w+ )?(member|members|member states?)\b|\bbecomes? an? (full )?(\w+ )?member\b|\bfull (\w+ )?membership\b|\badmit(s|ted)? (as|to)\b|\badmit(s|ted)? ([\w.-]+ ){1,3}as (an? )?(full )?(\w+ )?member\b|\baccession\b|(?<!\b(for|on|about|over) (\w+ )?)\bmembership\b(?! (talks|negotiations?|applications?|bids?|invitations?|referend\w*|votes?)\b)|\bmember (in|by|before|prior to|no later than) (20\d\d|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|the end|end)\b/, 'join'],
  [/\bwithdraw(s|al|n|ing)?\b|\bwithdrew\b|\bdrops? out\b|\bdropped out\b/, 'withdraw'],
  // a blockade is not an invasion
  [/\b(invade[sd]?|invasion)\b/, 'invade'],
  [/\bblockade[sd]?\b/, 'blockade'],
  // a storm making landfall is not a storm forming (most storms of a season never reach land)
  // (a storm that hits or strikes a place makes landfall there: "Will a hurricane hit Florida?")
  [LANDFALL, 'landfall'],
  // an approval (by a regulator, a board) is not the start of trading nor a launch that follows it
  // (a body adopting a package, a resolution or a budget approves it: "EU adopts its 22nd sanctions package")
  // (an authority clearing a deal or a drug approves it: "EU clears Shell–BP merger" / "European Commission approves the
  // Shell-BP merger"; not a bill clearing a chamber, nor a price clearing a level)
  [/\bapprov(e|es|ed|al)\b|\bgreen ?lights?\b|\badopt(s|ed|ion)?\b|\bclear(s|ed|ance)?\b(?! (the )?(senate|house|congress)\b)(?=[^.?!]*\b(mergers?|acquisitions?|takeovers?|deals?|buyouts?|tie[- ]?ups?|drugs?|vaccines?|treatments?|therapy)\b)|\b(mergers?|acquisitions?|takeovers?|deals?|buyouts?|tie[- ]?ups?)\b[^.?!]*\bclear(s|ed)\b(?! (the )?(senate|house|congress)\b)/, 'approve'],
  // a court's ruling: upholding a law or an order is the opposite of striking it down (ruling it unconstitutional,
  // invalidating, blocking it); the two never share an outcome
  [/\buph(o|e)ld(s|ing)?\b/, 'uphold'],
  [/\b(strik(e|es|ing)|struck)\s+(\w+\s+){0,2}down\b|\b(rules?|ruled|finds?|found|declares?|declared)\b[^.?!]*\bunconstitutional\b|\binvalidat(e|es|ed|ing)\b/, 'strike_down'],
  // a civil defendant losing its case: found liable, ruled to have acted illegally, or the government that sued it winning
  // ("Will a court rule Apple illegally monopolized smartphones?" / "US v. Apple: Apple found liable?" / "DOJ wins Apple
  // antitrust case?"); not a ruling either way ("Judge issues a ruling in US v. Apple")
  [/\b(found|held|ruled|deemed) liable\b|\b(rules?|ruled|finds?|found|holds?|held)\b[^.?!]*\b(illegally|unlawfully)\b|\b(doj|ftc|justice department|department of justice|government|prosecutors)\b wins?\b[^.?!]{0,40}\b(case|lawsuit|suit|trial)\b/, 'liable'],
  [/\b(begins?|starts?|commences?) trading\b|\b(first day of|starts? to) trad(e|ing)\b|\bbegins? to trade\b/, 'trade'],
  // one chamber passing a bill is not the bill becoming law (the other chamber and the signature are still to come)
  // (a bill that clears a chamber passes it: "Federal AI law clears Congress before 2034?")
  [/\bsenate\b[^.?!]*\bpass(es|ed)?\b|\bpass(es|ed)? (in |through )?the senate\b|\bclear(s|ed)? the senate\b/, 'pass_senate'],
  [/\bhouse\b[^.?!]*\bpass(es|ed)?\b|\bpass(es|ed)? (in |through )?the house\b|\bclear(s|ed)? the house\b/, 'pass_house'],
  [/\bcongress\b[^.?!]*\bpass(es|ed)?\b|\bpass(es|ed)? (in |through )?congress\b|\bclear(s|ed)? congress\b/, 'pass_congress'],
  [/\b(indict(ed|ment)?|charged)\b/, 'indict'],
  [/\b(convict(ed|ion)?|found guilty)\b/, 'convict'],
  // what happens to a conviction or a charge afterwards is an event of its own: overturned, pardoned, acquitted, sentenced
  [/\b(overturn(s|ed)?|vacate[sd]?|reverse[sd]? on appeal|thrown out)\b/, 'overturn'],
  [/\bacquit(s|ted|tal)?\b/, 'acquit'],
  // (commuting "the sentence of" someone is clemency, not the sentencing)
  [/\bsentenc(ed|ing)\b|(?<!\bcommut\w* (the |his |her |their )?)\bsentences?\b(?! of\b)/, 'sentence'],
  // (also a bill or act named before its verb, "New farm bill enacted", the defence act by its acronym, "FY2032 NDAA
  // signed" / "NDAA for FY2032 signed into law", and a headline of a law by a date, "Crypto market structure law in 2027?"
  // / "CLARITY Act signed into law in 2027?"; an executive order signed is no law; a ban enacted is one: "Stock trading ban
  // for members of Congress enacted" / "Congressional stock trading ban becomes law")
  [/\b(pass(es|ed)?|signs?|signed|enact(s|ed)?)\b(?= .*\b(bill|act|law|legislation|ndaa)\b)|\bbecomes? law\b|\broyal assent\b|\b(bill|act|law|legislation|ndaa)\b[^.?!]*\b(signed|enacted)\b|\bban\b[^.?!]*\benacted\b|\blaw (in|by|before) (20\d\d|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|the end)\b/, 'law'],
  // a pardon is one kind of clemency: "pardon or commute" and "grant clemency" pay on a commutation too
  [/\bpardon(s|ed|ing)?\b/, 'pardon'],
  [/\bclemency\b|\bcommut(e|es|ed|ing|ation)\b/, 'clemency'],
];

/**
 * A vote of confidence in a government or a motion of no confidence (censure) against it, and what becomes of the
 * government: it falls when it loses a confidence vote or when a motion against it passes ("lose a confidence vote",
 * "defeated in a vote of confidence", "fall to a no-confidence motion", "toppled by censure motion", "no-confidence motion
 * passes"), and survives when it wins one or a motion against it fails. One proposition, the two YES sides complements.
 */
// (a government "censured" is one a censure motion brought down: "French government censured by Sep 30?" / "French
// government falls to a no-confidence vote")
const CENSURED = /\b(government|cabinet|ministry|prime minister|premier)\b[^.?!]{0,30}\bcensured\b/;
const CONFIDENCE_VOTE = /\b(no[- ]?confidence|non[- ]?confidence|confidence|censure|mistrust)[- ](motions?|votes?)\b|\b(motions?|votes?) of (no[- ]?)?(confidence|censure)\b/;
const AGAINST = /\b(no[- ]?confidence|non[- ]?confidence|censure|mistrust)\b/;
const FALLS = /\b(los(e|es|t|ing)|defeated|fall(s|en|ing)?|fell|toppl(e|es|ed|ing)|brought down|brings? down|ousted)\b/;
const SURVIVES = /\b(surviv(e|es|ed|ing)|withst(and|ands|ood)|wins?|won)\b/;
// (a motion approved is carried: "Moción de censura aprobada" / "no-confidence motion passes")
const CARRIED = /\bpass(es|ed|ing)?\b|\b(succeeds?|succeeded|carried|adopted|approved)\b/;

/** A ballot measure ("Proposition 1", "Prop 50", "Amendment 4", "ballot measure", "referendum"). */
const BALLOT = /\b(proposition|prop\.?|measure|amendment|initiative|question|issue)\s*(no\.?\s*)?\d+[a-z]?\b|\bballot (measure|question|initiative|proposal)\b|\breferendum\b|\bballot\b.{0,60}\b(amendment|measure|initiative|proposition)\b|\bvoters?\b[^.?!]{0,20}\b(approve[sd]?|pass(es|ed)?|accept(s|ed)?)\b/;

/** Passing a chamber or becoming law: a legislature's vote, not the voters'. */
const LEGISLATIVE = new Set(['pass_senate', 'pass_house', 'pass_congress', 'law']);

/**
 * An election decided at the first vote: the negation of "goes to a runoff" (the second vote is needed when no candidate
 * wins a majority). A bracketed "(no runoff)" glosses the title in the same words.
 */
/**
 * A side going through a competition's group stage ("Spain advances out of group?", "advance from the group stage") and
 * its negation, a side knocked out there ("eliminated in the group stage", "group-stage exit"): one proposition, the
 * two YES sides complements.
 */
const ADVANCE_GROUP = /\b(advance[sd]?|advancing|progress(es|ed)?|qualif(y|ies|ied)|go(es)? through|gets? out)\b[^.?!]{0,25}\b(out of|from|past|beyond)\s+(the |its |their )?(group|pool)s?( stage| phase)?\b/;
const OUT_IN_GROUP = /\b(eliminated|knocked out|exits?|crash(es)? out|go(es)? out)\b[^.?!]{0,25}\b(in|at|from|during)\s+(the |its |their )?(group|pool)s?( stage| phase)?\b|\bgroup[- ]stage (exit|elimination)\b/;

const NO_RUNOFF = /\bdecided (on election night|in the first round)\b|\bno runoff (is )?(needed|required|held)\b/;

/**
 * The number of a ballot measure a title names ("Texas Proposition 1", "Prop 50", "Amendment 4"): one measure on a
 * state's ballot is not another. Null when none is named.
 */
export function ballotNumberOf(title: string): string | null {
  const m = /\b(?:proposition|proposal|prop\.?|measure|amendment|initiative|question|issue)\s*(?:no\.?\s*)?(\d+[a-z]?)\b/i.exec(title);
  return m === null ? null : m[1]!.toLowerCase();
}

/** An exchange-traded fund or product. */
const FUND = /\b(etfs?|etps?|etns?|exchange[- ]traded (funds?|products?|notes?))\b/;

/** A fight that goes the distance (to the judges' scorecards) is the negation of one that ends inside it (a stoppage). */
const DISTANCE = /\bgo(es)? the (full )?distance\b|\bgo(es)? to (a |the )?(judges'? )?(decision|scorecards)\b/;
const INSIDE_DISTANCE = /\b(inside|within) the distance\b|\bby (ko|tko|knockout|submission|stoppage)\b|\bbefore the final bell\b/;

/**
 * A one-market label that only states the question's deadline or period ("Before Jan 1, 2028", "By June 30", "In
 * 2027"): the market's YES side is the question itself.
 */
export function deadlineLabel(label: string): boolean {
  return /^\s*(before|by|no later than|prior to|in|during)\s+((jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(st|nd|rd|th)?,?\s*(20\d\d)?|\d{1,2}\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(\s+20\d\d)?|(the )?end of (20\d\d|the year)|20\d\d)\s*\??\s*$/i.test(label);
}

/**
 * A one-market label that states its question's proposition in other words ("Goes the distance" of "Will Topuria vs
 * Tsarukyan go the distance?"): the same verbs (at least one) and the same polarity.
 */
export function restatesActs(label: string, question: string): boolean {
  const l = propositionOf(label), q = propositionOf(question);
  return l.acts.length > 0 && l.acts.join() === q.acts.join() && l.neg === q.neg;
}

export interface Proposition {
  /** verbs of the proposition (parseActions and the exits above), sorted */
  acts: string[];
  /** the YES side is the negation of the plain proposition */
  neg: boolean;
}

/** The verbs and the polarity of a binary market's proposition (its question, or the title of a one-market event). */
export function propositionOf(text: string): Proposition {
  // a restatement ("avoid a shutdown, i.e. not shut down") says the same thing again: its negation is not a second one
  // a bracketed gloss ("driverless (no safety monitor)", "(not the booster)") qualifies a word, it negates nothing
  // "announce that it sold", "report that ... sold": the report of an event is that event (the filing is how it is known)
  const s = companyPublic(text).toLowerCase().replace(/[’]/g, "'").replace(/,?\s*\b(i\.e\.|ie,|that is,|in other words)\s.*$/, '')
    .replace(/\([^()]*\)/g, ' ').replace(/\b(announce[sd]?|report(s|ed)?|disclose[sd]?|confirm(s|ed)?|reveal(s|ed)?) that\b/g, ' ')
    // an event "announced" ("Supreme Court vacancy announced", "ceasefire announced before July"): the event itself (it is
    // known when it is announced), no announcement of something else
    // (so is a fine or a penalty: "EU AI Act fine announced in 2033?" / "Will the EU issue a fine under the AI Act?")
    .replace(/\b(vacanc(y|ies)|retirements?|ceasefires?|truces?|armistices?|fines?|penalt(y|ies))( is| be| being| gets?)? announced\b/g, '$1')
    // a body allowing (permitting, authorizing) someone to do a thing approves it, and the thing allowed is what it
    // approves, not an act of the proposition ("US allows Nvidia to sell Rubin chips to China" / "US approves Nvidia Rubin
    // exports to China")
    .replace(/\b(allow|permit|authori[sz]e|let)(s|ed|ted)? ((?!to\b)[\w.&-]+ ){1,3}to [a-z]+\b/g, (m) => `approves ${m.replace(/^\S+ /, '').replace(/ to [a-z]+$/, '')}`)
    .replace(/\b(allowed|permitted|authori[sz]ed) to [a-z]+\b/g, 'approved');
  const acts = new Set(parseActions(s));
  let negations = 0;
  for (const re of NEGATORS) negations += [...s.matchAll(re)].length;
  if (EXIT_EXTRA.test(s)) acts.add('exit');
  // a name taken off a list is delisted, no one leaves an office ("OFAC removes Sberbank from the SDN list" / "US lifts
  // sanctions on Sberbank", "Cuba removed from the State Sponsors of Terrorism list" / "US removes Cuba from the list");
  // a person removed from an office is removed, not merely out (nor one who resigns)
  if (/\bremov(e|es|ed|ing|al)\b[^.?!]*\bfrom\b[^.?!]*\blists?\b/.test(s)) acts.delete('exit');
  else if (REMOVAL.test(s)) {
    acts.add('exit');
    acts.add('remove');
  }
  for (const [re, k] of EVENT_VERBS) if (re.test(s)) acts.add(k);
  // a deal to buy a company announced is the deal announced ("Shell announces deal to buy BP" / "Shell–BP merger announced"):
  // the buying is what the deal is, not a second event
  if (acts.has('announce') && /\b(deal|agreement|offer|bid) to (buy|acquire|purchase|take over)\b/.test(s)) acts.delete('buy');
  // a government's fall in a vote of confidence, or its survival (the negation): no chamber passing a bill, no seat lost
  if (CONFIDENCE_VOTE.test(s) || CENSURED.test(s)) {
    const against = AGAINST.test(s) || CENSURED.test(s);
    const falls = FALLS.test(s) || (against && CARRIED.test(s)) || CENSURED.test(s);
    const survives = SURVIVES.test(s) || (!against && CARRIED.test(s));
    if (falls !== survives) {
      for (const a of ['lose', 'pass_house', 'pass_senate', 'pass_congress', 'law', 'approve']) acts.delete(a);
      acts.add('confidence');
      if (survives) negations++;
    }
  }
  // a people voting to join or leave a union is the vote won, not the accession or the exit that may follow ("Will Iceland
  // vote to join the EU?" / "Iceland EU referendum: Yes wins?")
  if (/\bvot(e|es|ed|ing) (in favou?r of |for )?(to )?((re)?join|leave|exit|withdraw)\b/.test(s)) for (const a of ['join', 'exit', 'withdraw']) acts.delete(a);
  // a referendum named with its date and nothing of its result is the referendum held ("Scottish independence referendum in
  // 2033?" / "Will Scotland hold an independence referendum in 2033?"), not the one side winning it ("Yes wins?")
  if (acts.size === 0 && /\breferend\w*\b/.test(s) && !/\b(yes|no|s[ií]|oui|ja|wins?|won|vince|gana|pass(es|ed)?|approv\w*|accept\w*|adopt\w*|reject\w*|vot(e|es|ed|ing)|voters|turnout|results?|margin|majority|percent|share|leave|remain)\b|%/.test(s)) acts.add('hold_referendum');
  // a public health emergency (a PHEIC) or martial law named with no verb exists only once declared ("H5N1 public health
  // emergency of international concern in 2033?" / "WHO declares H5N1 a PHEIC in 2033?")
  if (acts.size === 0 && /\bpheic\b|\bpublic health emergency\b|\bmartial law\b/.test(s)) acts.add('declare');
  // an invitation to join is no accession
  if (acts.has('invite')) acts.delete('join');
  // an impeachment's target is a person, no one joins anything ("Will the House impeach a Cabinet member in 2033?" / "Cabinet
  // Secretary impeached in 2033?")
  if (acts.has('impeach')) acts.delete('join');
  // articles of impeachment filed or introduced are a member's motion, not the House's vote to impeach ("Articles of
  // impeachment filed against Shapiro" / "Impeachment articles against Shapiro introduced in the House")
  if (/\b(articles? of impeachment|impeachment articles?|impeachment (resolution|motion)s?)\b[^.?!]*\b(filed|introduced|brought|tabled)\b|\b(files?|filed|introduc(e|es|ed|ing)|brings?|brought)\b[^.?!]*\b(articles? of impeachment|impeachment articles?)\b/.test(s)) {
    acts.delete('impeach');
    acts.delete('file');
    acts.add('impeach_articles');
  }
  // a new holder of an office in a period is the holder leaving it ("Will the UK have a new Prime Minister in 2033?" / "UK
  // PM out before 2034?")
  if (/\b(have|has|get|gets|there be) an? new (prime minister|pm|premier|chancellor|president|ceo)\b|^\s*(an? )?new ([\w-]+ ){0,2}(prime minister|pm|premier|chancellor)\b(?= (in|by|before|prior to|no later than)\b)/.test(s)) acts.add('exit');
  // one chamber (or Congress) passing a bill is not the law: the "pass ... bill" reading gives way to the chamber's vote
  // ("Will the House pass a DC statehood bill?" / "D.C. Admission Act passes the House")
  if (acts.has('law') && ['pass_house', 'pass_senate', 'pass_congress'].some((a) => acts.has(a)) && !/\b(signs?|signed|signing|enact(s|ed|ing)?|becomes? law|into law|royal assent)\b/.test(s)) acts.delete('law');
  // a ballot measure the voters approve is the measure passing ("Proposition 1 passes?", "voters approve Proposition 1?",
  // "referendum: Yes wins?"): the plain proposition, not a regulator's approval
  if (BALLOT.test(s) && ![...acts].some((a) => LEGISLATIVE.has(a))) acts.delete('approve');
  // a side knocked out in the group stage is the negation of one going through it (not another way of leaving office)
  if (OUT_IN_GROUP.test(s)) {
    acts.delete('exit');
    acts.add('advance');
    negations++;
  } else if (ADVANCE_GROUP.test(s)) acts.add('advance');
  // a race decided at the first vote is the negation of a runoff
  if (NO_RUNOFF.test(s)) {
    acts.add('runoff');
    negations++;
  // (a second round needed, held or required is the runoff, election words or not: "Ecuador 2033: second round needed?")
  } else if (/\brun-?off\b/.test(s) || (/\b(second|2nd)[- ]round\b/.test(s) && /\b(elections?|presidential|vote|ballot)\b/.test(s))
    || /\b(second|2nd)[- ]round (is |be )?(needed|required|held|necessary|happens?)\b/.test(s)) acts.add('runoff');
  // a debt limit raised, increased, suspended or lifted by a deal is one event, no rate hike ("Debt ceiling raised or
  // suspended" / "Will Congress raise the debt ceiling?" / "Debt ceiling deal signed")
  if (/\bdebt (ceiling|limit)\b/.test(s)) acts.delete('hike');
  // a new work by a date is its release ("New Rihanna album by June 30, 2027?" / "Will Rihanna release a new album before
  // Jul 1, 2027?"): the headline names no other verb
  if (acts.size === 0 && /^\s*(an? )?new\b[^.?!]*\b(album|single|ep|mixtape|book|novel|film|movie|game)s?\b/.test(s)) acts.add('release');
  // a new product at a company's event or keynote, with no verb, is the product announced there ("Apple Oct 31 event: new
  // iMac?" / "Will Apple announce a new iMac at the October 31 event?"); the event held alone names no product
  if (acts.size === 0 && /\b(event|keynote)s?\b[^.?!]*\bnew\b|\bnew\b[^.?!]*\b(at|during) (the|its|an?) ([\w-]+ ){0,3}(event|keynote)\b/.test(s)) acts.add('announce');
  // a campaign for an office launched is the candidacy announced ("Will JD Vance formally launch a 2032 presidential
  // campaign?" / "Vance announces 2032 presidential campaign"), no product released
  if (acts.has('release') && CANDIDACY.test(s) && ELECTORAL.test(s) && /\blaunch(es|ed|ing)?\b/.test(s)) {
    acts.delete('release');
    acts.add('announce');
  }
  // a decision announced is the decision ("OPEC+ announces a production cut" / "OPEC+ output cut agreed")
  if (acts.has('announce') && (acts.has('cut') || acts.has('hike') || acts.has('hold'))) acts.delete('announce');
  // filing for an IPO (an S-1) is not the IPO itself (the 'file' verb above)
  if (acts.has('file')) acts.delete('ipo');
  if (INSIDE_DISTANCE.test(s)) {
    acts.add('distance');
    negations++;
  } else if (DISTANCE.test(s)) acts.add('distance');
  // an IPO's shares begin trading: the listing is the IPO
  if (acts.has('ipo')) acts.delete('trade');
  // how the shares do on their first day against the offer price ("first-day close above its IPO price", "IPO pops 50%
  // on day one") is another question than whether the company lists at all
  if (/\b(first|1st|opening)[- ]day\b|\bday one\b|\b(ipo|offer(ing)?) price\b|\bpops?\b/.test(s) && (acts.has('ipo') || /\bipo\b/.test(s))) {
    acts.delete('ipo');
    acts.delete('trade');
    acts.add('ipo_day');
  }
  // a fund (an ETF or ETP) is launched when it begins trading: "ETF launched by", "ETF trading by" are one event
  if (FUND.test(s) && (acts.has('release') || /\btrad(es|ing)\b/.test(s))) {
    acts.delete('release');
    acts.add('trade');
  }
  // a rate a bank leaves unchanged is its hold, no one leaving ("ECB leaves the deposit facility rate unchanged on 23 Oct?")
  if (acts.has('hold') && /\b(leaves?|left)\b[^.?!]{0,40}\b(unchanged|steady|on hold)\b/.test(s) && !/\b(resign|resigns|out as|leave office|leaves office|steps? down)\b/.test(s)) acts.delete('exit');
  // "still Prime Minister", "remains Chancellor": staying is not leaving
  if (REMAIN.test(s) && !acts.has('exit')) {
    acts.add('exit');
    negations++;
  }
  // a credit rating lowered or raised is a downgrade or an upgrade, no rate cut or hike ("S&P lowers the US sovereign
  // rating" / "S&P downgrades US credit rating")
  if (/\b(credit|sovereign|debt|issuer) ratings?\b|\brating of\b/.test(s)) {
    if (/\bdowngrad(e|es|ed|ing)\b/.test(s) || (acts.has('cut') && /\b(lowers?|lowered|cuts?)\b/.test(s))) {
      acts.delete('cut');
      acts.add('downgrade');
    } else if (/\bupgrad(e|es|ed|ing)\b/.test(s) || (acts.has('hike') && /\b(raises?|raised)\b/.test(s))) {
      acts.delete('hike');
      acts.add('upgrade');
    }
  }
  // "Microsoft bigger than Apple" is the negation of "Apple larger than Microsoft" (ties aside)
  if (reversedComparison(text)) negations++;
  // "no change" is the hold outcome of a rate decision, already an action
  return { acts: [...acts].sort(), neg: negations % 2 === 1 };
}

const HIGHER = 'larger|bigger|higher|greater|more valuable|worth more|richer|ahead of';
const LOWER = 'smaller|lower|less valuable|worth less|poorer|behind';
const COMPARISON = new RegExp(`^\\s*(?:[Ww]ill\\s+)?(?:[Tt]he\\s+)?([A-Z][\\w.&-]*)(?:'s?)?\\b[^?]*?\\b(${HIGHER}|${LOWER})\\b(?:\\s+than)?\\s+(?:that of\\s+)?(?:[Tt]he\\s+)?([A-Z][\\w.&-]*)`);

/**
 * A comparison of two named things written with the names in the other order than their alphabetical one ("Microsoft
 * bigger than Apple") or with the comparative turned round ("Apple smaller than Microsoft"): the negation of "Apple
 * larger than Microsoft", so two venues that order the names differently never share a YES side.
 */
export function reversedComparison(text: string): boolean {
  const m = COMPARISON.exec(text);
  if (m === null) return false;
  const x = m[1]!.toLowerCase(), y = m[3]!.toLowerCase().replace(/'s?$/, '');
  if (x === y) return false;
  const lower = new RegExp(`^(${LOWER})$`).test(m[2]!);
  return (x > y) !== lower;
}

/**
 * A question on one party winning a race or a chamber ("Republicans keep control of the US Senate?", "Will Democrats
 * win the House?", "Republicans hold the Mississippi governor's mansion?"): a party (plural or "the ... Party") followed
 * by a verb of winning or keeping.
 */
export function partyWinQuestion(question: string): boolean {
  // (a US state "carried" by a party is won by it: "Will Republicans carry Pennsylvania in the presidential race?")
  // (also after a heading: "Midterms: will the GOP flip the House in 2034?")
  return /\b(democrats|republicans|the gop|the (democratic|republican|conservative|labour) party|conservatives|labour)\b\s+(to\s+)?(win|wins|keep|keeps|hold|holds|retain|retains|take|takes|flip|flips|control|controls|gain|gains|carry|carries)\b/i.test(question)
    || /^\s*([^:?]{1,60}:\s*)?will (the )?(democrats|republicans|gop|democratic party|republican party)\s+(win|keep|hold|retain|take|flip|control|gain|carry)\b/i.test(question)
    // (a state or seat that "goes" to a party is won by it: "Virginia goes Democratic in the 2032 presidential race?")
    || /\b(go|goes|to go)\s+(democratic|republican)\b(?!\s+(party\s+)?(primary|caucus|nominee|convention))/i.test(question)
    // (a party first in seats or votes, named first: "National largest party in the 2032 NZ election?", "Social Democrats
    // win most seats in Lithuania's election?"; the caller requires the one party the kb finds)
    || /^\s*([Ww]ill )?([Tt]he )?[A-Z][\w\u00C0-\u024F.'’-]*( [A-Z][\w\u00C0-\u024F.'’-]*){0,3}( \([A-Z]+\))?\s+(to\s+)?((win|wins|take|takes|be|is|become|becomes|finish|finishes)( as)?\s+)?(the )?(most (seats|votes)|largest party|biggest party|largest single party)\b/.test(question);
}
