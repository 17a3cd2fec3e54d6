// Event matching: features per venue event, candidate blocking (domain × time window × shared feature),
// pair scoring with hard vetoes, conservative clustering, outcome alignment. Pure and deterministic.
import type { KbEntity, KnowledgeBase } from './kb.ts';
import {
  STOPWORDS, cabinetPosts, countsInDigits, conceptText, datesCompatible, parseQualifiers, isNegated, isNoLabel, isYesLabel, normalizeDeadlines, normalizeText, durationsAsSeconds, fiscalYears,
  parseActions, parseDates, parseDeadline, parseOffices, propositionDeadline, parseRegions, parseStrikes, parseYears, strikeKey, tokenize,
  type DateMention, type Deadline, type Strike,
} from './text.ts';
import { LANDFALL, ballotNumberOf, deadlineLabel, partyWinQuestion, propositionOf, restatesActs } from './proposition.ts';
import { approvalAverage, bareReleaseMonth, countLabel, countLadder, moveCountLabel, countRange, descriptiveWords, signLabel, growthAsStrike, measuredQuantity, withoutUnitMark, policyRateLevel, quarterStep, percentOf, questionBound, questionMeasures, releaseFacets, reportFacets, rulesSeries, signStrikes, hundredthStep, statesStrictBound, signedMove, unitStep, reachedInPeriod, scaleGap, tenthStep, tenthStepped, wholeScore, widenDecisionOutcomes, zeroCountLabel } from './release.ts';
import { accessionGap, alsoDomainsOf, approvalGap, crewGap, overrideGap, treatyStageGap, directionGap, launchGap, lawGap, unionGap, voteKind, pairQuotes, boxOfficeScope, inventoryGap, openingDays, platformsOf, platformWords, SCOPE_WORDS, subjectOf, touchDirection, treasuryYield, subjectVetoes, underlyingWords, type Subject } from './subject.ts';
import { abbreviationOf, acronymHead, foldAcronyms } from './acronym.ts';
import { courtQuestionKey, courtLabelKey } from './courts.ts';
import { englishLabel, englishTitle } from './foreign.ts';
import { competitionName, eventNicknames, seriesResultEvent, seriesResultOf } from './trophies.ts';
import { AGENCY_STEMS, basisFacets, BASIS_FACETS, fxFixingOf } from './basis.ts';
import { balanceOfPowerKey, contestFacets, CONTEST_FACETS, marginSide, raceOffices, stateElectorOffices, controlYears } from './contest.ts';
import { countLevelGap, levelMoves, moveAliases, priorPolicyLevel } from './decision.ts';
import { chamberGap, congressionalDistrictsOf, countyGap, districtGap, expandOfficeAbbreviations, expandStateCodes, expandWhoInitials, stateOfCode, stateRaceGap, stationCity, stationStateGap, usStatesOf, isStationCity } from './place.ts';
import { extractStations, sourceNoteWords, stationMentions } from './settlement.ts';
import { catchAllKey, partyLabel, partyOrPerson, personAlias, reorderedName, samePartyName, sameWithNumerals, withoutHonorific, withoutParenthetical } from './names.ts';
import { isNationName, nationByCode } from './nations.ts';
import { companyByBrand, companyByTicker } from './tickers.ts';
import { differentPlayers, leadingSurname, moversOf, playersOf, propLineStrike, questionLine, statsOf, linePart, playerLineAliases } from './props.ts';
import { awardTitleSim, bracketedTeam, countPhrases, extraTimeGap, competitionOf, rankingNo1, countedStat, leavesClub, moveAwayStem, nationalTitle, questionClause, womensLeague, firstSideLabel, collegeLeagueOf, gameDayMs, halfPointStep, initialName, marginLine, withoutWomenSide, nationOf, otherLeagueTeam, overUnderStrike, leagueTitleMarket, sameSides, sidesOf, soleTeam, spreadOf, questionSpread, esportsTitle, twoTeamGame, seasonYears, sportsFacets, stateName, regulationGap, surnameCode, scorerNamed, leagueWeek, acrossGames, classificationOf, conferenceOf, classificationTitleWords, competitionTitleWords } from './sports.ts';
import { asksOf, asksVetoes, seatCountGap, voteSplitGap, type Asks } from './asks.ts';
import { authorityGap, heldResultGap, reachedAtGap, seatsVotesGap, spaceNationGap } from './longtail.ts';
import { anyTimeIn, easternMinutes, timesIn, gpWords, grandPrixOf, grandPrixWords, isRaceWeekend, observationTime, priceKindOf, sessionOf, touchBasis, touchWindowGap, windowStart, type PriceKind, candleCloseTime, titleTimeGap, titleWindowGap, questionsDay } from './observe.ts';

/** A venue market as matching needs it (structurally a subset of the bus CatalogMarket). */
export interface VenueMarketInput {
  venue_market_id: string;
  question: string;
  outcome_label: string;
  yes_token: string | null;
  no_token: string | null;
  status: string;
  close_time_ms: number | null;
  expiration_time_ms: number | null;
  rules: string | null;
  resolution_source: string | null;
  /** the market's slug where the venue has one (a game's slug carries its date: "mlb-nyy-bos-2027-07-24") */
  slug?: string | null;
}

/** A venue event as matching needs it (structurally a subset of the bus CatalogEvent). */
export interface VenueEventInput {
  venue: string;
  venue_event_id: string;
  event_slug: string | null;
  title: string;
  sub_title: string | null;
  category: string | null;
  status: string;
  mutually_exclusive: boolean;
  market_type: string | null;
  close_time_ms: number | null;
  settlement_sources: string[];
  rules: string | null;
  markets: VenueMarketInput[];
}

export type Domain = 'sports' | 'politics' | 'economics' | 'crypto' | 'culture' | 'other';

export interface MarketFeatures {
  market: VenueMarketInput;
  /** outcome key inside the event (null: not alignable) */
  key: string | null;
  kind: 'entity' | 'numeric' | 'binary' | 'named';
  label: string;
  entity: KbEntity | null;
  strike: Strike | null;
  unaligned: string | null;
}

export interface EventFeatures {
  key: string;
  venue: string;
  ev: VenueEventInput;
  domain: Domain;
  refMs: number | null;
  dates: DateMention[];
  years: string[];
  deadline: Deadline;
  offices: string[];
  /** statistic qualifiers: core measure, change period */
  qualifiers: { core: boolean; period: string | null };
  strikes: string[];
  actions: string[];
  negated: boolean;
  /** economies a statistic or rate decision is about (economics only): 'us', 'uk', 'euro_area'... */
  regions: string[];
  /** the statistic or index a title names, in one word per measure: 'inflation', 'payrolls', 'gdp', 'spx'... */
  measures: string[];
  context: Set<string>;
  /** the league a sports event names (title, sources, ticker) or its teams share; null when unknown */
  league: string | null;
  /** the one team a sports market that is not a game is about ("Kansas City regular season wins"); null when none or several */
  subjectTeam: string | null;
  /** surnames of the players a sports market's props are about (empty when none is named) */
  players: Set<string>;
  /** what the player props count ('points', 'rebounds', 'home_runs'...); empty unless players are named */
  stats: Set<string>;
  /** the two sides of a head-to-head outside the kb (players, fighters, esports teams) as name words; null when none */
  sides: [string[], string[]] | null;
  /** a season-long or tournament market of a sport (a champion, an award, a race winner), not a head-to-head game */
  future: boolean;
  /** what separates markets of one competition: session (race, sprint, qualifying), gender, award, conference, rank... */
  facets: Record<string, string>;
  /** a price market (crypto, index, commodity with numeric outcomes): the price at a time, or a level reached in a period */
  priceKind: PriceKind | null;
  /** the time of day (minutes after midnight Eastern) a price-at-a-time market observes; null when not stated */
  obsMinutes: number | null;
  /** the event's close (latest market close when the event states none), Unix ms */
  closeMs: number | null;
  /** instrument, company metric, platform and out-of-kb names of the title (subject.ts); empty in sports */
  subject: Subject;
  /** qualifiers of the title that change what is observed (televote, Grand Slam, map 1, regulator...: asks.ts) */
  asks: Asks;
  /** the weather stations (ICAO codes) the title names: then the market is about that station */
  titleStations: string[];
  /** the weather stations the event is read at (title, rules, sources) */
  stations: string[];
  /** the cities with listed stations (place.ts) the title names, kb Q-ids: a title naming only such a city is read there */
  stationCities?: string[];
  /** the countries and regions among `context` */
  places: Set<string>;
  teams: Set<string>;
  tokens: Set<string>;
  markets: MarketFeatures[];
  /** label and question words of the named outcomes, by key (computed once: pair scoring aligns spellings with them) */
  texts: Map<string, OutcomeText>;
  /** the alignable outcome keys of the markets */
  keySet: Set<string>;
  /** the move each post-decision level key is when the rules state the level before the decision (decision.ts) */
  moves: Map<string, string>;
  /** a leaders' meeting (summit, talks): the countries it is between, each leader read as the country the kb gives (absent otherwise) */
  meetingCountries?: Set<string>;
  /**
   * the country a title opens with as the subject of a verb on another country it names ("US removes Cuba from the State
   * Sponsors of Terrorism list"): the country acting (absent otherwise)
   */
  actingCountry?: string;
  /** dense index for pair bookkeeping (set by candidatePairs) */
  ord: number;
  /** why this event cannot be matched (missing fields); null when matchable */
  unmatchable: string | null;
}

const DAY = 86_400_000;
const WEEK = 7 * DAY;

export const MATCH_ACCEPT = 0.62;
export const MATCH_REVIEW = 0.4;

export function eventKey(venue: string, venueEventId: string): string {
  return `${venue}:${venueEventId}`;
}

const DOMAIN_WORDS: Array<[RegExp, Domain]> = [
  [/\b(sports?|w?nba|nfl|mlb|nhl|ncaa\w*|soccer|football|basketball|baseball|hockey|tennis|golf|ufc|mma|boxing|f1|formula (1|one)|grand prix|racing|cricket|premier league|champions league|europa league|conference league|nations league|saudi pro league|major league|la liga|british open|open championship|pga( tour)?|lpga|ryder cup|super bowl|stanley cup|world series|march madness|heisman|mvp|most valuable player|american league|national league|cy young|conn smythe|ballon d'or|golden boot|australian open|french open|roland garros|wimbledon|us open|masters tournament|e-?sports?|league of legends|lol worlds?|lol world championship|counter-strike|cs2|csgo|dota 2|valorant|rugby|darts|pdc|world championships?|snooker|cycling|tour de france|marathons?|triathlons?|athletics|track and field|nascar|indycar|motogp|world cup|olympics?|euro (19|20)\d\d|uefa|copa america|(?<!fields )medals?(?! of\b)|afcon|africa cup of nations)\b/, 'sports'],
  [/\b(crypto(?!\.com)\w*|bitcoin|ethereum|btc|bch|eth|solana|sol|xrp|dogecoin|doge|cardano|digital assets?)\b/, 'crypto'],
  [/\b(econ\w*|financ\w*|fed|inflation|interest rates?|rates|macro|jobs|payrolls?|unemployment|cpi|gdp|recession|central bank|rate decision|bank of (japan|canada|england|korea|mexico)|reserve bank|boj|boe|ecb|fomc|snb|rba|rbnz|riksbank|norges bank|banxico|pboc|policy rate|rate (cut|hike)s?|commodit\w*|compan\w*|business|stocks?|index|indices)\b/, 'economics'],
  // (a treaty between states is politics, a climate treaty too: "United States back in the Paris climate agreement")
  [/\b(politic\w*|elections?|government|world|geopolit\w*|congress|senate|president\w*|policy|law|court|treat(y|ies)|(climate|paris|peace) (agreements?|accords?|treat(y|ies)|pacts?))\b/, 'politics'],
  [/\b(culture|entertainment|movies?|film|music|awards?|oscars?|grammys?|tv|media|celebrit\w*|tech|science|climate|weather|(atlantic|pacific) (hurricane )?season|hurricane season|(atlantic|pacific) hurricanes?|named storms?|landfalls?)\b/, 'culture'],
];

/** Coarse domain from a venue category; 'other' when unknown. */
export function domainOf(category: string | null): Domain {
  if (category === null) return 'other';
  const s = category.toLowerCase();
  for (const [re, d] of DOMAIN_WORDS) if (re.test(s)) return d;
  return 'other';
}

function stem(t: string): string {
  return t.length > 5 ? t.slice(0, 5) : t;
}

// (a bill becoming law wins nothing: "Will the CLARITY Act become law in 2027?")
// (an incumbent "re-elected" wins the election: "Will Zohran Mamdani be re-elected Mayor of New York City?")
const WIN_VERB = /\b(win|wins|beat|beats|defeat|defeats|be elected|be re-?elected|become(?! (a )?law\b)|be the next|be the|be named|be crowned|nominee)\b/i;
// (an upset is a win by the side not favoured, of one side named over another: "Will the Giants upset the Cowboys?", "Jovic
// upsets Andreeva in Seoul?"; not "an upset")
const UPSET_VERB = /\b[Uu]psets? (?:the )?[A-Z]/;
// (so is a game a side takes or steals, its number or a word for it between: "Magic steal Game 2 in Boston?", "Brewers take
// the getaway game in Cincinnati?"; not a game taken to overtime or a lead taken)
// (and a game named by its two sides' names joined by a dash, "Dodgers-Giants: 9 or more total runs?", "Avs–Stars Game 2")
const DASHED_SIDES = /(?<![\p{L}'-])[A-Z][\p{L}.]+\s?[–—-]\s?[A-Z][\p{L}.]+(?![\p{L}'-])/u;
const TAKE_GAME_VERB = /\b(?:steals?|stole|takes?|took|grabs?)\s+(?:the\s+)?(?:[\w'-]+\s+){0,2}game\b(?!\s+to\b)/i;
// (so is knocking a side out of a knockout round, or advancing past it: "Will the Guardians knock the Yankees out of the
// ALDS?", "Orlando knocks out Boston in Round 1?", "Will the Pistons advance past the Knicks?", "PSG to advance vs Bayern?";
// the first side named wins)
const ELIMINATE_VERB = /\bknock(?:s|ed)? (?:the )?[A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,2} out\b|\bknock(?:s|ed)? out (?:the )?[A-Z]|\beliminates? (?:the )?[A-Z]|\badvances? (?:past|vs\.?|v\.?|against|over) (?:the )?[A-Z]/;

/**
 * Institutions, offices and customs of US politics that no other country's parties are contested by ("Congress", "the
 * House", a governor's or a primary race, the Electoral College, the GOP): a listing naming no country but these is a US one.
 */
const US_POLITICS = /\b(?:Congress(?:ional)?|U\.?S\.? (?:Senate|House)|(?:the )?House of Representatives|Senate|(?:the )?House (?:control|majority|seats?|races?|elections?|of Representatives)|(?:win|control|flip|keep|hold) the House|midterms?|governor(?:ship)?|gubernatorial|Electoral College|electoral votes?|(?:presidential|party|Democratic|Republican|Senate|House|gubernatorial|mayoral) (?:primary|primaries|caucus(?:es)?)|caucus(?:es)?|GOP|POTUS|White House|DNC|RNC|(?:Democratic|Republican) National (?:Convention|Committee)|generic (?:congressional )?ballot|Speaker of the House|popular vote)\b/i;

/**
 * The countries a listing names (its title, rules and questions; a state or city stands for its country), those a party
 * of a generic name ("Democrats", "Labour") may belong to. A listing naming none but US institutions, or naming both the
 * Democrats and the Republicans, is a US one; else none, and such a party name is left unresolved.
 */
export function listingCountries(ev: VenueEventInput, kb: KnowledgeBase): ReadonlySet<string> {
  const head = expandStateCodes(`${ev.title ?? ''} ${ev.sub_title ?? ''}`);
  const rest = [ev.rules, ...ev.markets.slice(0, 50).flatMap((m) => [m.question, m.rules])].filter((x): x is string => typeof x === 'string' && x.trim() !== '');
  const named = kb.countriesNamed([head, ...new Set(rest)].join(' . '));
  if (named.size > 0) return named;
  const labels = ev.markets.map((m) => m.outcome_label ?? '').join(' . ');
  const all = `${head} . ${rest.join(' . ')} . ${labels}`;
  // (so is one naming a congressional district, "NY-17 (Hudson Valley): will Republicans hold the seat?", or the Republican
  // Party by that name, with no other country: "Will the Republican Party win the 2032 presidential election?")
  if (US_POLITICS.test(all) || (/\b(?:Democrat(?:s|ic)?|Dems?)\b/.test(all) && /\b(?:Republican(?:s)?|GOP)\b/.test(all))
    || congressionalDistrictsOf(`${ev.title ?? ''} ${ev.sub_title ?? ''}`).size > 0 || /\bRepublican Party\b/.test(head)) return new Set(['Q30']);
  return named;
}

/** Computes the matching features of one venue event. */
export function eventFeatures(ev: VenueEventInput, kbAll: KnowledgeBase): EventFeatures {
  // (a party named by words parties of many countries share, "Conservatives", is the party of the country the listing names)
  const kb = kbAll.inCountries(listingCountries(ev, kbAll));
  const key = eventKey(ev.venue, ev.venue_event_id);
  // (a title in another language is read in English words: "BVB gegen Leverkusen (16.04.)" is "BVB vs Leverkusen (16 April)")
  // (and a trophy or a nickname of an event as the event's name: "who wins the Green Jacket?" is "who wins the Masters?")
  const title = countsInDigits(eventNicknames(englishTitle((ev.title ?? '').trim())));
  const text = expandStateCodes(expandOfficeAbbreviations(normalizeDeadlines(`${title} ${ev.sub_title ?? ''}`.trim())));
  const closes = ev.markets.flatMap((m) => [m.expiration_time_ms, m.close_time_ms]).filter((x): x is number => typeof x === 'number');
  const closeMs = ev.close_time_ms ?? (closes.length > 0 ? Math.max(...closes) : null);
  let domain = domainOf(ev.category);
  // a country joining an international body, filed under economics ("Will Indonesia join the OECD?"), is world politics, as
  // another venue files it: the country is then its subject (not a company joining an index: no country named)
  if (domain === 'economics' && /\bjoin(s|ed|ing)?\b|\bmember(ship)?\b|\baccession\b/i.test(title) && kbAll.countriesNamed(title).size > 0) domain = 'politics';
  // (a title's "world" alone is no politics: "Jurassic World: Extinction opening weekend")
  if (domain === 'other' && ev.category === null) domain = domainOf(title) === 'politics' && domainOf(title.replace(/\bworld\b/gi, ' ')) !== 'politics' ? 'other' : domainOf(title);
  // (the quote currency of a trading pair, "BTC/USDT", is the unit of the price, not a subject: the pair is its base)
  const quotes = pairQuotes(text);
  const words = quotes.length > 0 ? normalizeText(text).replace(/[/\-]/g, ' ').split(' ').filter((t) => t.length > 0) : [];
  let mentionsAny = kb.findMentions(text, domain === 'other' ? undefined : domain)
    .filter((m) => !(m.end - m.start === 1 && m.start > 0 && quotes.some((p) => p.quote === words[m.start] && p.base === words[m.start - 1])));
  if (domain === 'other') {
    const doms = new Set(mentionsAny.filter((m) => m.entity.kind !== 'geographic_region').map((m) => m.entity.domain).filter((d): d is string => d !== undefined));
    if (doms.size === 1) domain = [...doms][0] as Domain;
  }
  // (an uncategorised line of a player's statistic against a team the leagues know by place or nickname, "Shai
  // Gilgeous-Alexander 30+ points vs Denver?", is a player prop of that game: sports)
  const lineVsTeam = domain === 'other' && ev.markets.length === 1 ? playerLineVsTeam(title, kbAll) : null;
  if (lineVsTeam !== null) domain = 'sports';
  // (so is an uncategorised one-market question of a side winning a game by a margin against another, "Rangers win by 2 or
  // more runs vs Houston (Apr 19)?": the game of the one league in which both names are teams)
  const marginPair = domain === 'other' && ev.markets.length === 1 && HEAD_TO_HEAD.test(title) && marginLine(title) !== null ? kbAll.pairLeagues(title) : [];
  if (marginPair.length === 1) domain = 'sports';
  const dates = parseDates(text, closeMs);
  // "January unemployment rate above 4.5%?": a release's month named without a year
  if (dates.length === 0 && domain === 'economics') {
    const mo = bareReleaseMonth(title, closeMs);
    if (mo !== null) dates.push({ key: mo, granularity: 'month', yearExplicit: false });
  }
  // a day named by every question when the title names none ("#1 free app on Black Friday" / "... on November 24, 2028?")
  if (dates.length === 0 && ev.markets.length > 0) {
    const qd = questionsDay(ev.markets.map((m) => m.question), closeMs);
    if (qd !== undefined) dates.push(qd);
  }
  const dayDates = dates.filter((d) => d.granularity === 'day');
  const lastDay = dayDates[dayDates.length - 1];
  let refMs = lastDay !== undefined ? Date.parse(`${lastDay.key}T12:00:00Z`) : closeMs;
  // the one day a title names as when what it measures begins ("How long will a government shutdown beginning Oct 1,
  // 2029 last?") is not when it is observed: the listing's close is (as for "the October 2029 government shutdown")
  if (dayDates.length === 1 && closeMs !== null && refMs !== null && closeMs > refMs && STARTS_ON.test(title)) refMs = closeMs;
  const single = ev.markets.length === 1;
  // the league: named by the event (title, sources, ticker), else the one league of the teams its title names
  let league = domain === 'sports' || domain === 'other' ? leagueOf(ev) ?? lineVsTeam?.league ?? (marginPair.length === 1 ? marginPair[0] : undefined) : undefined;
  // (a head-to-head of two nicknames, "Panthers vs. Lightning": the one league in which both name a team, whatever
  // league a nickname alias alone points to)
  const pair = league === undefined && domain === 'sports' && HEAD_TO_HEAD.test(title) && mentionsAny.filter((m) => m.entity.kind === 'team').length < 2 ? kb.pairLeagues(title) : [];
  if (pair.length === 1) {
    league = pair[0];
    mentionsAny = mentionsAny.filter((m) => m.entity.kind !== 'team' || m.entity.metadata['league'] === league);
  } else if (league === undefined && (domain === 'sports' || domain === 'other')) {
    const leagues = new Set(mentionsAny.filter((m) => m.entity.kind === 'team').map((m) => m.entity.metadata['league']));
    if (leagues.size === 1) league = [...leagues][0];
  }
  // (a nickname of a team of another North American league, "Panthers" in an NHL event, is not that team: those
  // leagues never meet)
  if (league !== undefined && NA_LEAGUES.has(league)) mentionsAny = mentionsAny.filter((m) => !(otherLeagueTeam(m.entity, league) && NA_LEAGUES.has(m.entity.metadata['league']!)));
  // a game title naming teams by place or nickname ("San Antonio at Orlando", "Commanders vs Giants"): resolved
  // within the league, so that both teams are known even when a nickname alone is ambiguous across leagues
  if (league !== undefined && (HEAD_TO_HEAD.test(title) || WIN_VERB.test(title) || UPSET_VERB.test(title) || TAKE_GAME_VERB.test(title) || DASHED_SIDES.test(title)) && mentionsAny.filter((m) => m.entity.kind === 'team').length < 2) {
    // a place that is also a state or country ("Will Texas beat Georgia?") is the team within the league
    const extra = kb.findLeagueTeams(text, league, mentionsAny.filter((m) => m.entity.kind !== 'geographic_region')).filter((m) => !mentionsAny.some((x) => x.entity === m.entity));
    const overlaps = (x: { start: number; end: number }, y: { start: number; end: number }): boolean => x.start < y.end && y.start < x.end;
    if (extra.length > 0) mentionsAny = [...mentionsAny.filter((m) => !extra.some((t) => overlaps(t, m))), ...extra].sort((x, y) => x.start - y.start);
  }
  const concept = conceptText(expandWhoInitials(text));
  let measures = MEASURES.filter((w) => new RegExp(`\\b${w}\\b`).test(concept));
  // a title silent on the statistic ("How many jobs were added in April?") names it in its questions ("nonfarm payrolls")
  if (measures.length === 0 && (domain === 'economics' || domain === 'other')) measures = questionMeasures(ev.markets, MEASURES);
  // (a polling average of approval is published in % to one decimal too: "above 43.9%" is "44.0% or higher")
  // (so is a percentage whose rules say it is published to one decimal: "average effective tariff rate, to one decimal")
  const stepped = tenthStepped(measures) || (measures.length === 0 && domain !== 'sports' && approvalAverage(text) && !wholeScore(text))
    || (measures.length === 0 && domain !== 'sports' && percentToOneDecimal(ev));
  // (outcomes that are all counts, some in words: "None" / "One" / "Two" / "Three or more")
  const ladder = domain !== 'sports' && countLadder(ev.markets.map((m) => (m.outcome_label ?? '').trim()), title);
  let markets = ev.markets.map((m) => marketFeatures(m, single, title, domain, kb, league, text, stepped, ladder));
  // no text names the league ("Tarik Skubal Next Team"): the one league of the teams its outcomes name resolves the
  // outcomes a nickname alone leaves ambiguous across leagues ("Tigers", "Giants")
  const outcomeLeagues = new Set(markets.filter((m) => m.entity?.kind === 'team').map((m) => m.entity!.metadata['league']));
  // (an uncategorised listing whose outcomes are teams of one league, and nothing else but a catch-all, is of that league:
  // "Battle of Florida: who wins the Round 1 series?" paying on the Panthers or the Lightning is an NHL series)
  const teamOutcomes = markets.filter((m) => m.entity?.kind === 'team').length;
  if (league === undefined && domain === 'other' && teamOutcomes >= 2 && outcomeLeagues.size === 1 && !outcomeLeagues.has(undefined)
    && markets.every((m) => m.entity?.kind === 'team' || (m.key !== null && catchAllKey(m.key)))) {
    domain = 'sports';
    league = [...outcomeLeagues][0];
  }
  if (league === undefined && domain === 'sports' && markets.filter((m) => m.entity?.kind === 'team').length >= 2 && outcomeLeagues.size === 1 && !outcomeLeagues.has(undefined)) {
    markets = markets.map((m, i) => (m.key?.startsWith('lbl:') === true ? marketFeatures(ev.markets[i]!, single, title, domain, kb, [...outcomeLeagues][0], text, stepped) : m));
  }
  // outcomes that are all US states by their postal codes ("PA", "MI", "GA" of "Presidential Election: Tipping Point
  // State") are those states, as another venue writes their names
  if ((domain === 'politics' || domain === 'other') && markets.length >= 3) markets = stateCodeOutcomes(markets, kb);
  if (domain === 'economics' || domain === 'other') widenDecisionOutcomes(markets, parseDeadline(text) !== 'by');
  if (stepped) growthAsStrike(markets, measures);
  const outcomeEntities = new Set(markets.map((m) => m.entity?.kb_qid).filter((q): q is string => q !== undefined));
  const context = new Set<string>();
  const teams = new Set<string>();
  const titleTeams = new Set<string>();
  const entityTokens = new Set<string>();
  const toks = normalizeText(text).replace(/[/\-]/g, ' ').split(' ').filter((t) => t.length > 0);
  for (const m of mentionsAny) {
    // (an armed group, read as its country below, stays words of the title: "SAF and RSF agree a ceasefire" is not
    // "Congo–M23 ceasefire agreed")
    if (kb.countryOfArmedGroup(m.entity) === undefined) for (let i = m.start; i < m.end; i++) entityTokens.add(toks[i] ?? '');
    // the mention as the title words are compared ("Bank of England" is the word "boe" there)
    if (m.end - m.start > 1) for (const w of conceptText(toks.slice(m.start, m.end).join(' ')).split(' ')) entityTokens.add(w);
    if (m.entity.kind === 'team') {
      teams.add(m.entity.kb_qid);
      titleTeams.add(m.entity.kb_qid);
    }
    else if (!outcomeEntities.has(m.entity.kb_qid)) context.add(m.entity.kb_qid);
  }
  // the two parties of a head-to-head title ("Ohio Senate Election 2030: Republican vs Democrat") are its two sides: the
  // one the market pays on is the outcome, the other its complement, neither a subject
  const sides = mentionsAny.filter((m) => m.entity.kind === 'political_party');
  for (let i = 0; i + 1 < sides.length; i++) {
    const x = sides[i]!, y = sides[i + 1]!;
    const between = toks.slice(x.end, y.start).join(' ');
    if (/^(vs|v|versus|or)$/.test(between) && (outcomeEntities.has(x.entity.kb_qid) || outcomeEntities.has(y.entity.kb_qid))) {
      context.delete(x.entity.kb_qid);
      context.delete(y.entity.kb_qid);
    }
  }
  // a weather station the title names ("Central Park snowfall", "Chicago O'Hare high") is the place the market is about:
  // its city is a subject entity, its words are no title words nor names (the station is compared as such)
  const titleStations = domain === 'sports' ? [] : stationMentions(title);
  const stationWords = new Set(titleStations.length > 0 ? ['airport', 'international', 'intl', ...titleStations.flatMap((x) => x.words)] : []);
  for (const st of titleStations) {
    const city = stationCity(st.code);
    const ent = city === null ? undefined : kb.findMentions(city).find((m) => m.entity.kind === 'geographic_region' && m.entity.metadata['level'] === 'city')?.entity;
    if (ent !== undefined && !outcomeEntities.has(ent.kb_qid)) context.add(ent.kb_qid);
  }
  // a city read at the stations the event names elsewhere (in brackets, rules, sources: "New York max temp on 20 April
  // (LaGuardia)", "per KLGA"): when every station is one city's and the title names that city in some form ("New York",
  // "NYC"), the city is the market's place and the station's words are no subject names (the station is compared as such)
  if (domain !== 'sports') for (const w of cityOfStations(title, ev, context, outcomeEntities, kb)) stationWords.add(w);
  for (const w of stationWords) entityTokens.add(w);
  // a head-to-head game names both teams in the title; futures (champion, MVP) list teams only as outcomes
  // a title of place names ("Denver at Oklahoma City") names its teams through the outcome labels
  // a head-to-head titled by nicknames ("Huskies vs. Wildcats") whose rules name the two teams in full ("the game between
  // the Connecticut Huskies and the Villanova Wildcats"): the rules' two teams, when the title names each by a word of it
  if (domain === 'sports' && titleTeams.size < 2 && HEAD_TO_HEAD.test(title)) {
    const ruleText = [ev.rules, ...ev.markets.slice(0, 3).map((m) => m.rules)].filter((r): r is string => typeof r === 'string').join(' ');
    const between = /\bbetween (?:the )?(.+?) and (?:the )?(.+?)(?: scheduled\b| on \b| at \b| in \b|[,.;]|$)/i.exec(ruleText);
    const words = new Set(tokenize(title));
    const sides = between === null ? [] : [between[1]!, between[2]!].map((x) => kb.findMentions(x, 'sports').filter((m) => m.entity.kind === 'team').map((m) => m.entity));
    if (sides.length === 2 && sides.every((x) => x.length === 1) && sides[0]![0] !== sides[1]![0] && sides.every((x) => tokenize(x[0]!.canonical_name).some((w) => words.has(w)))) {
      for (const t of sides.map((x) => x[0]!)) {
        teams.add(t.kb_qid);
        titleTeams.add(t.kb_qid);
        for (const w of tokenize(t.canonical_name)) entityTokens.add(w);
      }
    }
  }
  const marketTeams = markets.filter((m) => m.entity?.kind === 'team');
  // a game titled otherwise ("El Clásico (21 Mar 2027): Madrid / Draw / Barça"): dated to a day, its outcomes two teams (and a draw)
  const sidesOut = markets.map((m) => (m.key === 'lbl:draw' ? 'draw' : m.entity?.kind === 'team' ? m.entity.kb_qid : null));
  const outcomeGame = dayDates.length > 0 && twoTeamGame(sidesOut, titleTeams, title);
  // (a head-to-head title naming one team the kb knows and the other by a nickname several teams share, "Crimson Tide vs
  // Tigers", whose outcomes are the two teams: the outcomes name the game)
  const oneNamed = titleTeams.size === 1 && HEAD_TO_HEAD.test(title) && twoTeamGame(sidesOut, titleTeams, title);
  // (a playoff round of a series league asked as one team or the other, its two outcomes those teams: "Battle of Ontario
  // (R1): Leafs or Sens?", "Battle of Florida: who wins the Round 1 series?")
  const roundOfTwo = [...titleTeams].every((t) => marketTeams.some((m) => m.entity!.kb_qid === t)) && marketTeams.length === 2 && ev.markets.length === 2 && league !== undefined && SERIES_LEAGUES.has(league) && PLAYOFF_ROUND.test(title);
  if (titleTeams.size >= 2 || (titleTeams.size === 0 && marketTeams.length >= 2 && HEAD_TO_HEAD.test(title)) || outcomeGame || oneNamed || roundOfTwo) {
    for (const m of marketTeams) teams.add(m.entity!.kb_qid);
    if (titleTeams.size === 0 || outcomeGame) for (const t of marketTeams.flatMap((m) => tokenize(m.label))) entityTokens.add(t);
  } else {
    teams.clear();
  }
  // a country in the possessive before the office of a person the title names is that office's jurisdiction, no title word
  // ("Modi ceases to be India's PM" / "Narendra Modi out as Prime Minister of India")
  if (mentionsAny.some((m) => m.entity.kind === 'person')) {
    for (const m of title.matchAll(/\b(\p{L}+)['’]s (?=(prime minister|pm|president|premier|chancellor|leader|head of (state|government))\b)/giu)) {
      if (kb.findMentions(m[1]!).some((x) => x.entity.kind === 'geographic_region' && x.entity.metadata['level'] === 'country')) entityTokens.add(normalizeText(`${m[1]!}s`));
    }
  }
  const tokens = new Set<string>();
  // (a name written together with its number, "TIME100", "iPhone17", is the name and the number: "TIME 100")
  for (const t of concept.split(' ').map((x) => /^([a-z]{3,})\d{2,}$/.exec(x)?.[1] ?? x)) {
    if (STOPWORDS.has(t) || entityTokens.has(t) || /\d/.test(t) || t.length < 2) continue;
    if (/^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)$/.test(t)) continue;
    tokens.add(stem(t));
  }
  // leaving an office in the venues' words ("leave office", "out as", "step down"): the action says it, the words add nothing
  let unmatchable: string | null = null;
  if (title === '') unmatchable = 'missing title';
  else if (ev.markets.length === 0) unmatchable = 'no markets';
  else if (refMs === null) unmatchable = 'no time reference (no date in title, no close or expiration time)';
  const strictTitle = statesStrictBound([ev.rules, ev.markets[0]?.rules]);
  const titleStrikes = single ? dayCountStrikes(title, parseStrikes(title)).map((x) => strikeKey(bpsStep(foldStrike(domain === 'sports' ? (countedStat(title) ? unitStep(halfPointStep(x)) : halfPointStep(x)) : stepped ? tenthStep(x) : treasuryYield(text) && !policyRateLevel(text) ? hundredthStep(x) : x,
    amountLike(domain, `${text} ${ev.markets[0]?.question ?? ''}`) && !strictTitle))) + (strictTitle && (x.op === 'gt' || x.op === 'lt') ? ':strict' : '')) : [];
  const regions = domain === 'economics' || domain === 'other' ? parseRegions([title, ev.sub_title, ...ev.settlement_sources, ...ev.markets.map((m) => m.resolution_source)]) : [];
  // the country of a state or city the title names says nothing more ("Pennsylvania US Senate" is "Pennsylvania Senate")
  for (const q of [...context]) {
    const country = kb.get(q)?.kind === 'geographic_region' ? kb.get(q)?.metadata['country'] : undefined;
    if (country !== undefined) context.delete(country);
  }
  // the armed groups of one country's conflict stand for that country ("SAF x RSF ceasefire in 2034?" / "Sudan ceasefire
  // in 2034?"): each is read as its country, so a title naming the country and one naming its fighting sides are one
  for (const q of [...context]) {
    const e = kb.get(q);
    const country = e === undefined ? undefined : kb.countryOfArmedGroup(e);
    if (country === undefined || kb.get(country) === undefined) continue;
    context.delete(q);
    context.add(country);
  }
  // "the President" of a title that names another country ("Will the President visit China in 2029?") is the US
  // President, as "US President visits China in 2029?" writes it: the US is a country of the title too
  if (/\bthe President\b(?! of\b)|\bPOTUS\b/.test(title) && kb.get('Q30') !== undefined && ![...context].some((q) => kb.get(q)?.kind === 'person')
    && [...context].some((q) => q !== 'Q30' && kb.get(q)?.kind === 'geographic_region' && kb.get(q)?.metadata['level'] === 'country')) context.add('Q30');
  const places = new Set([...context].filter((q) => kb.get(q)?.kind === 'geographic_region'));
  const facets = facetsOf(`${title} ${ev.sub_title ?? ''}`, domain);
  // a statistic's level reached at any release of a period is not one release's print
  if (measures.length > 0 && reachedInPeriod(text, dates.length > 0)) facets['stat_scope'] = 'period';
  const rules = [...new Set([ev.rules, ...ev.markets.slice(0, 3).map((m) => m.rules)].filter((r): r is string => r !== null && r !== undefined && r.trim() !== ''))];
  // a referendum (a vote on a question) is not an election (a vote for people or parties) held in the same year and country
  // ("Alberta independence referendum held in 2027?" / "Canadian federal election held in 2027?")
  const vote = voteKind(`${title} ${single ? ev.markets[0]?.question ?? '' : ''}`);
  if (vote !== null) facets['vote_kind'] = vote;
  // (an event of no category and no league that is a head-to-head, "Will Ilia Topuria beat Makhachev by KO/TKO?", "Vitality vs
  // Natus Vincere - Map 1 Winner", is read as sports too: what it pays on must agree with the sports listing of the bout)
  // (so is one of a race weekend or a tournament its title names: "Lando Norris on the podium at the Japanese GP?")
  // (and a college conference's title or tournament: "Big Ten Tournament (Indianapolis) 2034 winner")
  if (domain === 'sports' || (domain === 'other' && (league !== undefined || sidesOf(title, single ? ev.markets[0]?.question ?? null : null) !== null || grandPrixOf(title) !== null || competitionOf(title) !== null || classificationOf(title) !== null || conferenceOf(title) !== null))) {
    Object.assign(facets, sportsFacets({ title: `${title} ${ev.sub_title ?? ''}`, codes: [ev.venue_event_id, ev.event_slug ?? '', ...ev.markets.map((m) => m.slug ?? '')], questions: ev.markets.map((m) => m.question ?? ''), rules, labels: ev.markets.map((m) => m.outcome_label ?? '') }));
    // a game dated by its title ("Yankees @ Red Sox (Jul 25)") is on that day, as one dated by its ticker or slug
    if (facets['day'] === undefined && lastDay !== undefined && (teams.size >= 2 || HEAD_TO_HEAD.test(title))) facets['day'] = lastDay.key;
    // (a conference's side in the league's final is the conference's champion: "Which AFC team will play in Super Bowl
    // LXVIII?" is "AFC Champion"; not a conference's own final, "reach the Western Conference Finals")
    if (facets['reach'] === 'final' && CONFERENCE_STAGES.has(facets['stage'] ?? '') && LEAGUE_FINAL.test(title) && !/\bconference finals?\b|\b(alcs|nlcs)\b/i.test(title)) delete facets['reach'];
    // (which of the two sides of a tie reaches the next round, "PSG–Bayern: who reaches the quarter-finals?", is who advances)
    if (facets['reach'] !== undefined && facets['bet'] === undefined && teams.size === 2 && /\bwho (will )?reach(es)?\b/i.test(title)) {
      delete facets['reach'];
      facets['bet'] = 'advance';
    }
    // (in a league whose playoff rounds are best-of series, who advances from a round of two teams is the series' winner:
    // "West R1 — Thunder or Grizzlies: who advances?", "Will the Pistons advance past the Knicks in Round 1?"; not one game)
    // (so is a pairing of the league's playoffs, "NBA Playoffs: Who will win Celtics vs. Magic?", and a team knocking the
    // other out, "Will the Guardians knock the Yankees out of the 2034 ALDS?": neither is said of one game)
    if (league !== undefined && SERIES_LEAGUES.has(league) && teams.size === 2 && facets['unit'] === undefined && facets['game'] === undefined && facets['day'] === undefined
      && facets['part'] === undefined && dayDates.length === 0 && (facets['bet'] === 'advance' || PLAYOFF_ROUND.test(title) || /\badvances? past\b/i.test(title) || SERIES_PAIRING.test(title))
      && (facets['bet'] === undefined || facets['bet'] === 'advance')) {
      facets['unit'] = 'series';
      delete facets['bet'];
    }
    // (and who advances from a series is its winner: "Who advances? Dodgers v Phillies, NL Division Series" is "NLDS:
    // Dodgers vs. Phillies")
    if (league !== undefined && SERIES_LEAGUES.has(league) && teams.size === 2 && facets['unit'] === 'series' && facets['bet'] === 'advance' && facets['game'] === undefined) delete facets['bet'];
    // (the team a spread outcome names is compared as that outcome, not as a title word: "Puck Line: Lightning (-1.5)")
    if (facets['bet'] === 'spread') for (const m of markets) if (m.key?.startsWith('spr:') === true && m.entity !== null) for (const w of tokenize(m.entity.canonical_name)) tokens.delete(stem(w));
    // (a game's total is named "total" however a venue writes it: "Avalanche vs. Stars: O/U 5.5" / "6 or more total goals")
    if (facets['bet'] === 'total') tokens.add(stem('total'));
    // (how a fight is won is the bet, compared as such, and its outcomes: "method of victory", "by KO/TKO" are no title words)
    if (facets['bet'] === 'method') for (const w of ['method', 'victory', 'ko', 'tko', 'knockout', 'submission', 'decision']) tokens.delete(stem(w));
    // (so is an anytime scorer's, and the player a one-market scorer question names is its outcome: "Kylian Mbappe to score —
    // Real Madrid vs. Sevilla" / "Real Madrid vs Sevilla: Anytime Goalscorer")
    if (facets['bet'] === 'scorer') {
      for (const w of ['anytime', 'goalscorer', 'scorer', 'score', 'scores', 'goal', 'touchdown', 'td']) tokens.delete(stem(w));
      if (single && markets[0]?.key?.startsWith('lbl:') === true) for (const w of tokenize(markets[0].label)) tokens.delete(stem(w));
    }
    // (a women's league's game is a women's competition whether or not its title says so: "Liberty vs. Aces")
    if (womensLeague(league)) facets['gender'] = 'women';
    // (a named competition, and a stage race's classification, compared as one name whatever words each venue writes: "ATP
    // Rome" / "Italian Open", "Augusta" / "Masters Tournament", "green jersey" / "points classification")
    if (facets['competition'] !== undefined) {
      for (const w of competitionTitleWords(`${title} ${ev.sub_title ?? ''}`)) tokens.delete(stem(w));
      for (const w of competitionName(facets['competition'])) tokens.add(stem(w));
    }
    if (facets['classification'] !== undefined) {
      for (const w of classificationTitleWords(`${title} ${ev.sub_title ?? ''}`)) tokens.delete(stem(w));
      tokens.add(`cl:${facets['classification']}`);
    }
  }
  // (a tour's ranking in an uncategorised title that is no head-to-head: "Alcaraz year-end #1 in the 2031 ATP rankings?")
  else if (domain === 'other' && /\b(atp|wta|fifa|owgr)\b/i.test(title) && rankingNo1(`${title} ${ev.sub_title ?? ''}`.toLowerCase())) facets['ranking'] = 'no1';
  // a game's date from its ticker or rules is its time reference (a venue may close the listing days after the game)
  if (lastDay === undefined && facets['day'] !== undefined) refMs = gameDayMs(facets['day']) ?? refMs;
  // a race weekend's session named outside the title: in the ticker or slug, the questions, the rules
  if ((domain === 'sports' || domain === 'other') && facets['session'] === undefined && isRaceWeekend(`${title} ${ev.category ?? ''} ${ev.settlement_sources.join(' ')} ${ev.event_slug ?? ''} ${ev.markets[0]?.question ?? ''} ${ev.markets[0]?.resolution_source ?? ''}`)) {
    const s = sessionOf({ title: `${title} ${ev.sub_title ?? ''}`, codes: [ev.venue_event_id, ev.event_slug ?? ''], questions: ev.markets.map((m) => m.question ?? ''), rules });
    if (s !== null) facets['session'] = s;
  }
  // the Grand Prix: one race weekend is not another (a veto only when both name a known one)
  const gp = domain === 'sports' || domain === 'other' ? grandPrixOf(title) : null;
  // (a club's title named by country, "champions of England", is its league's title)
  const national = domain === 'sports' ? nationalTitle(title, league) : null;
  if (national !== null) {
    for (const w of national.drop) tokens.delete(stem(w));
    for (const w of national.league) tokens.add(stem(w));
  }
  if (gp !== null) {
    facets['grand_prix'] = gp;
    // (the race compared as one name: "Yas Marina" / "Abu Dhabi Grand Prix", "Sao Paulo GP" / "Brazilian Grand Prix")
    for (const w of grandPrixWords(title, gp)) tokens.delete(stem(w));
    for (const w of gpWords(gp)) tokens.add(stem(w));
  }
  // a gross "domestically" stated in the questions only is the domestic gross of the title
  if (facets['scope'] === undefined && ev.markets.length > 0 && ev.markets.every((m) => /\bdomestic(ally)?\b/i.test(m.question ?? ''))) facets['scope'] = 'domestic';
  if (facets['scope'] === undefined) {
    const scope = boxOfficeScope(`${title} ${ev.sub_title ?? ''}`, rules);
    if (scope !== null) facets['scope'] = scope;
  }
  const days = openingDays(`${title} ${ev.sub_title ?? ''}`, rules);
  if (days !== null) facets['opening_days'] = String(days);
  // a sea ice record's dataset, named by the rules when the title is silent (a temperature record's is not: venues and
  // labellers read a title silent on it as any reconstruction's)
  if (facets['dataset'] === undefined) {
    const dataset = datasetOfRules(`${title} ${ev.sub_title ?? ''}`, [...rules, ...ev.settlement_sources, ...ev.markets.slice(0, 3).map((m) => m.resolution_source)]);
    if (dataset !== null) facets['dataset'] = dataset;
  }
  const product = productOf(title);
  if (product !== null) facets['product'] = product;
  // one measure on a state's ballot is not another ("Texas Proposition 1" / "Texas Prop 2")
  const ballot = domain === 'politics' || domain === 'other' ? ballotNumberOf(title) : null;
  if (ballot !== null) facets['ballot'] = ballot;
  // a price market: at a time of day, or touched during a period
  const numeric = markets.some((m) => m.kind === 'numeric');
  const priced = numeric && (domain === 'crypto' || ((domain === 'economics' || domain === 'other') && priceLike(domain, `${text} ${ev.markets[0]?.question ?? ''}`)));
  // a price "by" a date, or on any day of a period (title, questions or rules), is a level reached, not a price at a time
  const kindOf = (): PriceKind => (parseDeadline(text) === 'by' ? 'touch' : priceKindOf([text, ...ev.markets.flatMap((m) => [m.question ?? '', m.outcome_label ?? ''])], rules));
  // (an exchange rate written as its pair is quoted continuously too: a level it reaches by a date or at any time is a touch,
  // "USD/JPY hits 160 by June 30" / "USD/JPY above 160 at the June 30 close"; its reading at a time is left to the fixings)
  const fxTouch = numeric && !priced && (domain === 'economics' || domain === 'other') && FX_PAIR.test(text) && kindOf() === 'touch';
  const priceKind = priced ? kindOf() : fxTouch ? 'touch' : null;
  // a level (a rate, a yield, a statistic) that counts in any release or on any day of a period is not one reading
  // (a temperature a place hits or reaches in a month is reached on any day of it, "Phoenix hits 120°F in July 2032", as
  // is a month's maximum or minimum, "Heathrow max temperature ≥35°C during July 2032", "Highest temperature in London in
  // Dec 2028"; and one reached by a deadline, "MSP airport low colder than -20°F before February 2033?")
  const degrees = /\d\s?[°º]\s?[FC]?|\bdegrees\b/i.test(text);
  const degreesReached = (degrees && parseDeadline(text) === 'by') || (dates.length > 0 && dates.every((d) => d.granularity === 'month')
    && !/\b(average|mean)\b/i.test(text) && ((degrees && /\b(hits?|reach(es|ed)?|tops?|touch(es)?|records?|recorded|exceeds?|sees?)\b/i.test(text)) || ((degrees || /\btemp(erature)?s?\b/i.test(text)) && /\b(max(imum)?|highest|min(imum)?|lowest)\b/i.test(text))));
  if (numeric && !priced && domain !== 'sports' && league === undefined && facets['stat_scope'] === undefined && (anyTimeIn([text, ...ev.markets.map((m) => m.question ?? '')], rules) || degreesReached)) facets['stat_scope'] = 'period';
  Object.assign(facets, releaseFacets(`${title} ${ev.sub_title ?? ''}`, measures));
  if (facets['series'] === undefined) {
    const series = rulesSeries(rules, measures);
    if (series !== null) facets['series'] = series;
  }
  // a company's report: GAAP or adjusted, whose consensus, which end of a guided range
  if (domain === 'economics' || domain === 'other') Object.assign(facets, reportFacets([title, ev.sub_title, ...ev.markets.slice(0, 3).map((m) => m.question), ...rules]));
  Object.assign(facets, basisFacets({ texts: [title, ev.sub_title, ...ev.markets.map((m) => m.question), ...rules, ...ev.settlement_sources], measures, regions, priced,
    ...(domain === 'sports' || league !== undefined ? {} : { titles: [title, ev.sub_title, ...ev.markets.map((m) => m.question)] }) }));
  // an exchange rate read off a named daily fixing (the ECB's reference rate, the 4pm London fix); whether the title (or
  // a question) names it, which makes the fixing the event's own definition rather than a detail of its rules
  if (domain !== 'sports' && FX_PAIR.test(title)) {
    const fixing = fxFixingOf([title, ev.sub_title, ...ev.markets.slice(0, 3).flatMap((m) => [m.question, m.resolution_source]), ...rules, ...ev.settlement_sources]);
    if (fixing !== null) {
      facets['fx_fixing'] = fixing;
      if (fxFixingOf([title, ev.sub_title, ...ev.markets.slice(0, 3).map((m) => m.question)]) === fixing) facets['fx_fixing_titled'] = 'yes';
    }
  }
  // how a race or a chart is decided (a winner by 10+ points, most seats vs a majority, year-end chart vs weeks at #1)
  if (domain !== 'sports' && league === undefined) Object.assign(facets, contestFacets(`${title} ${ev.sub_title ?? ''}`, ev.markets.map((m) => m.question), domain));
  if (priceKind !== null) for (const w of PRICE_WORDS) tokens.delete(w);
  // "hit", "reach", "trade at", "highest": a level reached, which the kind and the strikes say
  if (priceKind === 'touch') {
    for (const w of TOUCH_WORDS) tokens.delete(w);
    // read on a daily close or on any trade: an intraday high is not a close above the level
    const basis = touchBasis([text, ...ev.markets.flatMap((m) => [m.question ?? '', m.outcome_label ?? ''])], rules);
    if (basis !== null) facets['basis'] = basis;
    const start = windowStart(rules);
    if (start !== null) facets['window_start'] = start;
  }
  // "on any day", "any trading day": the kind of the market (compared as such), not a word of its subject
  if (priceKind === 'touch' || facets['stat_scope'] === 'period') for (const w of ANY_TIME_WORDS) tokens.delete(w);
  // (an exit's words go when the title names the office or a known person, compared as such)
  const holder = parseOffices(text).some((o) => !STAGE_KEYS.has(o)) || [...context].some((q) => !places.has(q));
  for (const w of descriptiveWords(markets, facets['stat_scope'] === 'period', holder)) tokens.delete(w);
  if (regions.length > 0 && measures.length > 0) for (const w of AGENCY_STEMS) tokens.delete(w);
  // a gross's scope is compared as the facet; "box office", "gross" only name the kind of market
  if (facets['scope'] !== undefined) for (const w of SCOPE_WORDS) tokens.delete(w);
  // the quoted instrument in the venues' words ("gas prices", "regular gasoline"): one token for it
  const subject: Subject = {
    ...(domain === 'sports' || league !== undefined ? NO_SUBJECT
      : subjectOf(expandStateCodes(expandOfficeAbbreviations(`${title} ${ev.sub_title ?? ''}`)),
        // (an armed group read as its country stays a name of the title: "Congo–M23 ceasefire" is not "SAF x RSF ceasefire")
        new Set([...mentionsAny.filter((m) => (m.entity.kind !== 'geographic_region' || m.entity.metadata['level'] === 'country') && kb.countryOfArmedGroup(m.entity) === undefined).flatMap((m) => toks.slice(m.start, m.end)), ...stationWords]),
        new Set(mentionsAny.filter((m) => m.entity.kind === 'geographic_region' && m.entity.metadata['level'] !== 'country').flatMap((m) => toks.slice(m.start, m.end))))),
    local: [...places].filter((q) => kb.get(q)?.metadata['level'] !== 'country').sort(),
    economy: regions.length > 0 ? [...context].filter((q) => /^(central_bank|statistics_agency)$/.test(kb.get(q)?.metadata['org_kind'] ?? '')).sort() : [],
    alsoDomains: domain === 'sports' || domain === 'other' ? [] : alsoDomainsOf(domain, ev.category, title),
  };
  // a company written as its stock ticker ("Will UNP close its acquisition of NSC?"): the words of its name
  if (domain !== 'sports' && league === undefined) {
    for (const w of `${title} ${ev.sub_title ?? ''}`.split(/[^A-Za-z.]+/)) {
      const company = /^[A-Z]{2,5}$/.test(w) ? companyByTicker(w) : null;
      if (company === null) continue;
      tokens.delete(stem(w.toLowerCase()));
      for (const x of tokenize(company)) tokens.add(stem(x));
    }
  }
  // a bracketed note naming the settlement source ("(CF Benchmarks BRTI)") is not a word of the subject
  for (const w of sourceNoteWords(title)) tokens.delete(stem(w));
  // the chart or leaderboard a ranking is read on: named by the title, else by the rules or sources alone ("Top AI model"
  // read on the LMArena leaderboard / "Top of LMArena text leaderboard"); one token for it, whichever words name it
  if (subject.platform.length === 0 && domain !== 'sports' && league === undefined) {
    const ruled = platformsOf([...rules, ...ev.settlement_sources, ...ev.markets.slice(0, 3).map((m) => m.resolution_source ?? '')].join(' '));
    if (ruled.length === 1) subject.platform = ruled;
  }
  if (subject.platform.length > 0) {
    for (const w of platformWords(`${title} ${ev.sub_title ?? ''}`)) tokens.delete(stem(w));
    for (const p of subject.platform) tokens.add(`p:${p}`);
    // the first place of a chart in the venues' words ("top album", "tops", "#1 (chart dated May 5)"): the kind of market;
    // what a named chart ranks (the Hot 100 songs, the Billboard 200 albums) is its chart facet
    if (facets['chart'] !== undefined) {
      for (const w of CHART_WORDS) tokens.delete(stem(w));
      if (/#1\b|\bno\.? ?1\b|\bnumber one\b|\btops?\b|\btopping\b/i.test(title)) tokens.add('chart:first');
    }
  }
  if (subject.underlying.length > 0) {
    for (const w of underlyingWords(`${title} ${ev.sub_title ?? ''}`)) tokens.delete(stem(w));
    for (const u of subject.underlying) tokens.add(`u:${u}`);
    // an exchange rate's currencies by code or name, and a currency "weaker" or "stronger" per dollar, are the pair and its
    // strike ("Will USD/JPY reach 160 before July?" / "Dollar-yen trades at ¥160 or weaker before July?"); a level
    // reached by a deadline says its kind as a price's does
    if (subject.underlying.some((u) => u.startsWith('fx:'))) {
      for (const w of FX_NAME_STEMS) tokens.delete(w);
      if (parseDeadline(text) === 'by') for (const w of TOUCH_WORDS) tokens.delete(w);
    }
  }
  const obsMinutes = priceKind === 'at'
    ? observationTime({ texts: [text, ...new Set(ev.markets.map((m) => m.question ?? ''))], ticker: ev.venue === 'alpha' ? ev.venue_event_id : null, rules, refMs: closeMs })
      ?? (domain === 'crypto' ? candleCloseTime([text, ...ev.markets.map((m) => m.question ?? '')], closeMs) : null) : null;
  // player props: the players named and what is counted
  const propTexts = [domain === 'sports' ? countPhrases(title) : title, ...ev.markets.slice(0, 8).flatMap((m) => [m.outcome_label ?? '', m.question ?? ''])];
  // (a team by its place in the league is none: "Kansas City" of "Buffalo at Kansas City: Passing Yards")
  const isTeamName = (n: string): boolean => kb.findMentions(n, 'sports').some((x) => x.entity.kind === 'team' || x.entity.kind === 'geographic_region')
    || (league !== undefined && kb.resolveTeamPlace(n, league) !== undefined);
  const players = domain === 'sports' || (domain === 'other' && league !== undefined)
    ? new Set([...playersOf(propTexts, isTeamName), ...(single && teams.size < 2 ? moversOf([title, ev.markets[0]?.question ?? ''], isTeamName) : [])])
    : new Set<string>();
  // (a one-market line of a player named by the surname alone before the count: "Skenes double-digit strikeouts vs Cubs")
  const surname = domain === 'sports' && single && players.size === 0 ? leadingSurname(countPhrases(title), isTeamName) : null;
  if (surname !== null) players.add(surname);
  // a two-sided line under a heading naming the player ("Victor Wembanyama: Points O/U 29.5") is the player's statistic,
  // not the game's total (a team's heading names no player: "Lakers: Points O/U 112.5")
  // (or the player and the statistic before the line with no colon: "Logan Webb Strikeouts O/U 5.5")
  const heading = /^([^:]+):/.exec(title)?.[1] ?? /^(.+?)\s+(?:o\/u|over\/under)\s*\d/i.exec(title)?.[1];
  if (facets['bet'] === 'total' && players.size > 0 && heading !== undefined && !HEAD_TO_HEAD.test(heading) && playersOf([`${heading}:1`], isTeamName).size > 0) delete facets['bet'];
  // a player's line is that player's outcome: a board of several players lists "Patrick Mahomes: 250+" and "Josh Allen:
  // 250+" at one line, each as a one-player listing elsewhere ("Patrick Mahomes: Passing Yards O/U 249.5"); the player
  // (named by the label, else the one player of the event) is part of the line's key
  if (players.size > 0) markets = markets.map((mf) => withPlayer(mf, playersOf([mf.label], isTeamName), players));
  // a player's move away from his club in the venues' words ("leave", "transferred", "departs"): one word
  if (players.size > 0 && single && teams.size < 2) {
    for (const t of [...tokens]) {
      if (moveAwayStem(t)) {
        tokens.delete(t);
        tokens.add('move');
      }
    }
  }
  return {
    key, venue: ev.venue, ev, domain, refMs, dates, years: domain === 'sports' || domain === 'other' ? seasonYears(text, parseYears(text), league ?? null) : controlYears(parseYears(text), text, parseOffices(text), usStatesOf(text).size > 0), deadline: ev.markets.length === 1 ? propositionDeadline(text, rules) : parseDeadline(text),
    offices: districtSeat(stateElectorOffices(raceOffices(parseOffices(text), domain === 'politics' ? rules : [], parseOffices), text, usStatesOf(text).size > 0), `${title} ${ev.sub_title ?? ''}`), qualifiers: parseQualifiers(text), strikes: titleStrikes, actions: parseActions(title), negated: isNegated(title),
    regions,
    measures, league: league ?? null, context, places, teams, tokens, markets, unmatchable, ord: 0,
    // (a player's line or a team's spread dated to one game by its ticker or slug is of that game: "Nikola Jokić: Points O/U
    // 29.5", "Puck Line: Lightning (-1.5)")
    future: (domain === 'sports' || (domain === 'other' && league !== undefined)) && teams.size < 2 && !HEAD_TO_HEAD.test(title)
      && !(facets['day'] !== undefined && (players.size > 0 || facets['bet'] === 'spread' || facets['bet'] === 'total')),
    subjectTeam: (domain === 'sports' || domain === 'other') && teams.size === 0 && titleTeams.size === 1 ? [...titleTeams][0]! : null,
    players, stats: players.size > 0 ? statsOf(propTexts) : new Set<string>(),
    sides: teams.size < 2 && (domain === 'sports' || domain === 'other') ? sidesOf(title, single ? ev.markets[0]?.question ?? null : null) : null,
    facets, priceKind, obsMinutes, closeMs,
    subject, asks: asksOf(`${title} ${ev.sub_title ?? ''}`),
    titleStations: titleStations.map((x) => x.code),
    stationCities: subject.local.filter((q) => kb.get(q)?.metadata['level'] === 'city' && isStationCity(kb.get(q)!.canonical_name)),
    stations: domain === 'sports' ? [] : extractStations([title, ...rules, ...ev.settlement_sources, ...ev.markets.slice(0, 3).map((m) => m.resolution_source)]),
    keySet: new Set(markets.map((m) => m.key).filter((k): k is string => k !== null)), texts: outcomeTexts(markets),
    moves: (domain === 'economics' || domain === 'other') && (policyRateLevel(title) || rules.some(policyRateLevel))
      ? levelMoves(markets.map((m) => m.key).filter((k): k is string => k !== null), priorPolicyLevel([title, ...rules])) : new Map<string, string>(),
    ...actingCountryOf(title, places, kb),
    ...(MEETING.test(title) ? { meetingCountries: new Set([...context].map((q) => (kb.get(q)?.kind === 'person' ? kb.get(q)?.metadata['country'] ?? q : q))) } : {}),
  };
}

/**
 * The country a title opens with ("US", "the UK"), a verb in the third person right after it ("removes", "lifts"), when
 * the title names another country too: the country acting on it ("US removes Cuba from the State Sponsors of Terrorism
 * list in 2031?").
 */
function actingCountryOf(title: string, places: ReadonlySet<string>, kb: KnowledgeBase): { actingCountry?: string } {
  const toks = normalizeText(title).replace(/[/\-]/g, ' ').split(' ').filter((t) => t.length > 0);
  const first = kb.findMentions(title)[0];
  if (first === undefined || first.start !== (toks[0] === 'the' ? 1 : 0)) return {};
  const e = first.entity;
  if (e.kind !== 'geographic_region' || e.metadata['level'] !== 'country' || !places.has(e.kb_qid)) return {};
  const verb = toks[first.end] ?? '';
  if (!/^[a-z]{3,}s$/.test(verb) || /^(has|was|is|does|vs|its|plus|minus|versus|news|politics|elections)$/.test(verb)) return {};
  return places.size >= 2 ? { actingCountry: e.kb_qid } : {};
}

/**
 * One title says which country acts ("US removes Cuba from State Sponsors of Terrorism list"), the other leaves it unsaid in
 * the passive ("Cuba removed from the State Sponsors of Terrorism list"): the same words, the same other countries and
 * the same proper names of two or more words (the list, the body acted on), which belong to that country's act.
 */
function actorUnsaid(x: EventFeatures, y: EventFeatures): boolean {
  const actor = x.actingCountry;
  if (actor === undefined || y.places.has(actor) || y.actingCountry !== undefined || y.places.size === 0) return false;
  if (!setEq(minus(x.places, new Set([actor])), y.places) || !setEq(x.tokens, y.tokens)) return false;
  return x.subject.names.length >= 2 && x.subject.names.length === y.subject.names.length && x.subject.names.every((n) => y.subject.names.includes(n));
}

/** A player's line keyed by its player: the one the label names, else the event's one player (a line as it was otherwise). */
function withPlayer(mf: MarketFeatures, named: ReadonlySet<string>, players: ReadonlySet<string>): MarketFeatures {
  if (mf.key === null || !mf.key.startsWith('num:')) return mf;
  const who = named.size === 1 ? [...named][0]! : named.size === 0 && players.size === 1 ? [...players][0]! : null;
  return who === null ? mf : { ...mf, key: `${mf.key}:pl:${who}` };
}

/** A leaders' meeting: a summit, talks, a meeting in person ("Xi Jinping and Japan PM hold bilateral summit"). */
const MEETING = /\b(summits?|bilateral (talks|meeting)|meet(s|ing)? (in person|face[- ]to[- ]face)|face[- ]to[- ]face|in[- ]person (meeting|talks))\b/i;

const NO_SUBJECT: Subject = { underlying: [], metric: [], platform: [], names: [], weak: [], acronyms: [], local: [], alsoDomains: [], economy: [] };

/** Words of a title that only say a level counts on any day of a period (stems, as titles are compared). */
const ANY_TIME_WORDS: readonly string[] = ['any', 'day', 'days', 'tradi', 'singl', 'sessi', 'durin'];

/** Words of a price title that name the quote or its exchange, not the asset ("gold price", "Gold (COMEX)"). */
// (a "price range" only says the outcomes are buckets: "XRP price range on Oct 14 at 5pm EDT?" / "XRP price at 5pm ET on Oct 14")
const PRICE_WORDS: readonly string[] = ['price', 'comex', 'lbma', 'nymex', 'spot', 'futur', 'oz', 'ounce', 'range'];

/**
 * Words of a price title that only say the level is reached in the period, in no direction (stems, as titles are
 * compared): "hit", "reach", "trade at". The direction words ("high", "dip", "low") stay: a market on both directions
 * ("What price will Bitcoin hit?") is not a market on one.
 */
const TOUCH_WORDS: readonly string[] = ['hit', 'hits', 'reach', 'touch', 'trade'];

/** The measure words of conceptText (one per statistic or index): two different ones are two different releases. */
const MEASURES = ['inflation', 'pce', 'payrolls', 'unemployment', 'claims', 'gdp', 'spx', 'nasdaq', 'djia', 'ppi', 'retailsales', 'pmi',
  'sentiment', 'confidence', 'housingstarts', 'homesales', 'jolts', 'industrialproduction', 'durablegoods', 'tradebalance', 'mortgageapps', 'mortgagepurchase'];

/** League names: the teams identify a game, the league word adds nothing when comparing titles. */
/** Title words (stems) naming a day's close ("close", "closes", "closing"), and no words. */
const CLOSE_WORDS: ReadonlySet<string> = new Set(['close', 'closi']);
const NO_WORDS: ReadonlySet<string> = new Set();
const LEAGUE_WORDS: ReadonlySet<string> = new Set(['nba', 'nfl', 'mlb', 'nhl', 'wnba', 'mls', 'premi', 'leagu', 'ucl', 'liga', 'serie', 'bunde', 'ligue']);

const CCY = 'usd|eur|gbp|jpy|chf|cad|aud|nzd|cny|cnh|mxn|inr|krw|brl|zar|sek|nok|hkd|sgd';
/** A currency pair ("USD/JPY", "EURUSD"): an exchange rate, quoted continuously. */
const FX_PAIR = new RegExp(`\\b(${CCY})\\s?/?\\s?(${CCY})\\b`, 'i');
/** Title words (stems) that name a currency or its move against another ("yen", "per dollar", "weaker"). */
const FX_NAME_STEMS: readonly string[] = [...CCY.split('|'), 'dolla', 'yen', 'yuan', 'renmi', 'euro', 'pound', 'sterl', 'won', 'rupee', 'franc', 'peso', 'real', 'rand', 'looni', 'aussi', 'per', 'weake', 'stron'];
const FX_WORDS = /\b(?:dollar[- ]yen|yen[- ]dollar|euro[- ]dollar)\b|[¥₩₹]\s?\d|\d\s*(?:yen|yuan|renminbi|won|rupees?)?\s*per (?:us )?dollar\b/i;

/**
 * Whether a numeric strike is on a continuously quoted price (an asset, index or commodity price: crypto, "price",
 * "close", an index), where "X or above" and "above X" are the same outcome for all practical purposes: they differ
 * only if the price settles exactly on X (reported in the divergence reason). Statistics reported in steps (CPI to 0.1,
 * payrolls, rates in %, bps) keep the two apart.
 */
export function priceLike(domain: Domain, text: string): boolean {
  if (domain === 'crypto') return true;
  if (domain === 'sports' || domain === 'politics') return false;
  // (S&P Global, the publisher of PMIs and ratings, is no index)
  return /\b(prices?(?! index)|priced|close|closes|closing|spx|s&p(?! global)|s and p(?! global)|nasdaq|dow|gold|silver|oil|wti|brent|crude|vix|nikkei|ftse|dax|cac 40|stoxx|euro stoxx|hang seng|kospi|sensex|nifty|russell 2000|tsx|asx|copper|platinum|palladium|natural gas|henry hub|dxy|dollar index)\b/i.test(text);
}

/**
 * Whether a strike is on an amount that takes any value, so that "X or above" and "above X" differ only at exactly X: a
 * quoted price (`priceLike`), an exchange rate written as its pair ("USD/JPY": "above 150.00" is "150.00 or above"), or a box-office gross (reported to the dollar: "Above $100M" / "$100M+", a "domestic opening").
 */
function amountLike(domain: Domain, text: string): boolean {
  // (a company's market capitalisation moves with its share price: "$6T or above" is "above $6T")
  // (a pair in its market's words, "dollar-yen", or a currency quoted per dollar: "onshore yuan weaker than 7.00 per dollar")
  return priceLike(domain, text) || (domain !== 'sports' && domain !== 'politics' && (FX_PAIR.test(text) || FX_WORDS.test(text))) || (domain !== 'sports' && domain !== 'politics' && /\bmarket (cap|capitali[sz]ation)\b|\bmarket[- ]cap\b|\b(box office|opening weekend|(domestic|worldwide|global|international|us|north american) opening|gross(es|ed)?)\b(?! domestic product)/i.test(text));
}

/**
 * A count of days at a temperature ("more than 50 days of 110°F+", "Days at or above 110°F"): the count is the rung, the
 * temperature defines which days count (the `day_threshold` facet), so the degree strike is dropped beside a count.
 */
// (the temperature qualifies the days: "days of 110°F+", "Days at or above 110°F", "100°F days", "100-degree days"; not "hit
// 100°F in the next 7 days")
const DAYS_AT = /\bdays (?:of|at|above|over|with|reaching|hitting|at or above|of at least)\s+\d{2,3}\s*(?:°|-?\s*degrees?\b)|\b\d{2,3}\s*(?:°\s*[fc]?\+?|-?\s*degrees?(?:\s*[fc])?\+?|-degree)\s+days\b/i;

function dayCountStrikes(text: string, strikes: Strike[]): Strike[] {
  if (!DAYS_AT.test(text) || !strikes.some((x) => x.unit === 'deg') || !strikes.some((x) => x.unit !== 'deg')) return strikes;
  return strikes.filter((x) => x.unit !== 'deg');
}

/** The temperature that makes a day count in a count of days ("Days at or above 110°F", "100-degree days"), or null. */
function dayThreshold(title: string): string | null {
  if (!DAYS_AT.test(title)) return null;
  const m = /(?<![\d.])(\d{2,3})\s*(?:°\s*([fc])?|-?\s*degrees?\b(?:\s*([fc])\b)?)/i.exec(title);
  return m === null ? null : `${m[1]}${(m[2] ?? m[3] ?? 'f').toLowerCase()}`;
}

/** A strike in the comparable form: on a price, "X or above" folds onto "above X" (and "X or below" onto "below X"). */
function foldStrike(x: Strike, price: boolean): Strike {
  if (x.unit === 'deg') return degStep(x);
  if (!price || x.unit === '%' || x.unit === 'bps') return x;
  if (x.op === 'range') return rangeTick(x);
  x = centStep(x);
  if (x.op === 'ge') return { ...x, op: 'gt' };
  if (x.op === 'le') return { ...x, op: 'lt' };
  return x;
}

/**
 * A price bucket written to its last tick ("1.1150 to 1.1199", "7,400 to 7,499.99") is the bucket up to the next round
 * level ("1.1150–1.1200", lower bound inclusive): the upper bound one tick of its last decimal higher, when that is a
 * rounder number. Whole-number upper bounds are left as they are (a count's "10 to 19" is not "10–20").
 */
export function rangeTick(x: Strike): Strike {
  const m = /^(\d+)\.(\d*9)$/.exec(x.hi);
  if (x.op !== 'range' || m === null) return x;
  const d = m[2]!.length;
  const ticks = BigInt(`${m[1]!}${m[2]!}`) + 1n;
  const scale = 10n ** BigInt(d);
  const frac = String(ticks % scale).padStart(d, '0').replace(/0+$/, '');
  const hi = frac === '' ? String(ticks / scale) : `${ticks / scale}.${frac}`;
  return { ...x, hi };
}

/**
 * Temperatures are reported in whole degrees: ">43°" (a ticker's T43) is "44° or above" and "<36°" is "35° or below".
 */
function degStep(x: Strike): Strike {
  if (!/^-?\d+$/.test(x.lo)) return x;
  const v = Number(x.lo);
  if (x.op === 'gt') return { ...x, op: 'ge', lo: String(v + 1), hi: String(v + 1) };
  if (x.op === 'lt') return { ...x, op: 'le', lo: String(v - 1), hi: String(v - 1) };
  return x;
}

/**
 * Prices are quoted in cents: "above 109,999.99" is exactly "110,000 or above", "109,999.99 or below" exactly "below
 * 110,000" (the venues' tickers and rules state the exclusive bound one cent off the round number of the label).
 */
export function centStep(x: Strike): Strike {
  if ((x.op !== 'gt' && x.op !== 'le') || !/^\d+\.99$/.test(x.lo)) return x;
  const cents = BigInt(x.lo.replace('.', '')) + 1n;
  const v = cents % 100n === 0n ? String(cents / 100n) : `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
  return { ...x, op: x.op === 'gt' ? 'ge' : 'lt', lo: v, hi: v };
}

/**
 * Central-bank moves come in 25 bps steps: "cut >25bps" is "cut 50+ bps" and "hike <50bps" is "hike 25 bps or less".
 * Comparisons on bps are written in the inclusive form.
 */
function bpsStep(x: Strike): Strike {
  if (x.unit !== 'bps') return x;
  const v = Number(x.lo);
  if (!Number.isFinite(v) || v % 25 !== 0) return x;
  if (x.op === 'gt') return { ...x, op: 'ge', lo: String(v + 25), hi: String(v + 25) };
  if (x.op === 'lt' && v > 25) return { ...x, op: 'le', lo: String(v - 25), hi: String(v - 25) };
  return x;
}

/** Outcome labels of a draw in the venues' words ("Tie", "Draw", "Draw (Arsenal vs. Chelsea)"). */
/** A side's label ending in the verb it pays on ("Dodgers win", "Phillies to win"). */
const WINS_LABEL = /\s+(?:to\s+)?wins?\s*$/i;

const DRAW_LABEL = /^\s*(draw|drawn|tie|tied|ends? in a (draw|tie))\b|^\s*(series|match|game|test) (drawn|tied)\s*$/i;

/** The North American major leagues: their teams never play one another's. */
const NA_LEAGUES: ReadonlySet<string> = new Set(['NBA', 'NFL', 'MLB', 'NHL', 'WNBA']);
/** Leagues whose playoff rounds are best-of series, and a title naming such a round ("R1", "Round 1", "first round"). */
const SERIES_LEAGUES: ReadonlySet<string> = new Set(['NBA', 'NHL', 'MLB', 'WNBA']);
/** Leagues whose playoff rounds are single games that cannot end level. */
const SINGLE_GAME_PLAYOFFS: ReadonlySet<string> = new Set(['NFL', 'NCAA']);
/** A market on which two teams meet (in a final): "Super Bowl matchup", "Exact Super Bowl pairing", "Who will meet in the final?". */
const PAIRING_TITLE = /\bmatch-?ups?\b|\bpairings?\b|\bwho (will )?(meet|face each other)\b/i;
/** The conferences (and baseball's two leagues) whose champions meet in their league's final. */
const CONFERENCE_STAGES: ReadonlySet<string> = new Set(['afc', 'nfc', 'east', 'west', 'al', 'nl']);
/** A league's final by its name: the Super Bowl, the World Series, the NBA Finals, the Stanley Cup Final. */
const LEAGUE_FINAL = /\bsuper bowl\b|\bworld series\b|\bnba finals?\b|\bstanley cup( final)?\b/i;
/** A pairing of a league's playoffs ("NBA Playoffs: Celtics vs. Magic") or one team knocking the other out (a series). */
const SERIES_PAIRING = /\bplay-?offs\b|\bknocks? (\w+ ){0,4}out\b|\bknock(s|ed)? out\b|\beliminates?\b/i;
const PLAYOFF_ROUND = /\bR[1-4]\b|\bround (1|2|one|two)\b|\b(first|second|1st|2nd) round\b|\bround (1|2|one|two) series\b/i;

const HEAD_TO_HEAD = /\s(at|vs\.?|v\.?|@)\s/i;
const VERSUS = /\s(vs\.?|v\.?|@)\s/i;

/** The league an event names (title, sources, category, or an upper-case ticker such as KXNBAGAME-...). */
function leagueOf(ev: VenueEventInput): string | undefined {
  const words = `${ev.title} ${ev.category ?? ''} ${ev.settlement_sources.join(' ')}`;
  const m = /\b(wnba|nba|nfl|mlb|nhl|mls)\b/i.exec(words) ?? /(WNBA|NBA|NFL|MLB|NHL)/.exec(`${ev.venue_event_id} ${ev.event_slug ?? ''}`);
  if (m?.[1] !== undefined) return m[1].toUpperCase();
  // a slug that leads with the league ("nhl-bos-tor-2027-01-14")
  const slug = /^(wnba|nba|nfl|mlb|nhl)-/i.exec(ev.event_slug ?? ev.venue_event_id);
  if (slug?.[1] !== undefined) return slug[1].toUpperCase();
  // (or when every market's slug leads with it: "nba-bos-mia-2030-01-14-spread-home-4pt5" under the event "spread-heat-4-5")
  const marketLeagues = new Set(ev.markets.map((m) => /^(wnba|nba|nfl|mlb|nhl)-/i.exec(m.slug ?? '')?.[1]?.toUpperCase()));
  if (ev.markets.length > 0 && marketLeagues.size === 1 && !marketLeagues.has(undefined)) return [...marketLeagues][0];
  // the leagues' titles under other names: "Pro Football Champion", "Super Bowl LXI", "Stanley Cup", "World Series"
  for (const [re, l] of LEAGUE_NAMES) if (re.test(withoutClubAfc(ev.title))) return l;
  // (a college league's market slugs too: "cbb-conn-vill-2030-01-15" under the event "huskies-vs-wildcats")
  return collegeLeagueOf(words, [ev.venue_event_id, ev.event_slug ?? '', ...ev.markets.map((m) => m.slug ?? '')]);
}

const LEAGUE_NAMES: Array<[RegExp, string]> = [
  [/\bpro basketball\b|\bnba finals\b/i, 'NBA'],
  [/\bpro football\b|\bsuper bowl\b|\bafc\b|\bnfc\b/i, 'NFL'],
  // (the Premier League unqualified is England's; cricket's and darts' are named as such)
  [/\bepl\b|(?<!\b(?:indian|bangladesh|caribbean|pakistan|lanka|lankan|nepal|afghanistan|ipl|bpl|cpl|psl) )\bpremier league\b(?! darts)/i, 'Premier League'],
  [/\bpro hockey\b|\bstanley cup\b/i, 'NHL'],
  // (and its two pennants: "ALCS winner", "American League Champion")
  // (and its divisions: "AL West division title", "NL Central winner")
  [/\bpro baseball\b|\bworld series\b|\bcy young\b|\b(alcs|nlcs)\b|\b(american|national) league (champion|pennant|winner)s?\b|\b(al|nl) pennant\b|\b(al|nl|american league|national league) (east|west|central)\b/i, 'MLB'],
];

/**
 * A title without the "AFC" of a football club's or confederation's name ("AS Roma vs. AFC Ajax", "AFC Asian Cup"): AFC
 * before a capitalised word that does not go on the NFL conference's name ("AFC West", "AFC Championship") is no NFL.
 */
function withoutClubAfc(title: string): string {
  return title.replace(/\bAFC (?=[A-Z][a-z])(?!(?:East|West|North|South|Championship|Champions?|Title|Winners?|Wild|Playoffs?|Divisional|Conference|Seed|Top|No|Number|Pro)\b)/g, '');
}

const FACETS: Array<[string, RegExp, string, Domain[] | null]> = [
  // sessions of one race weekend: the race, the sprint, qualifying (pole position), practice
  ['session', /\bsprint (qualifying|shootout)\b/, 'sprint_qualifying', ['sports']],
  ['session', /\bsprint\b/, 'sprint', ['sports']],
  // (the race's fastest lap is not its winner)
  ['session', /\bfastest lap\b/, 'fastest_lap', ['sports']],
  // (a football tournament's qualifying stage is no session: "Euro 2032 qualifying: England – Poland" is a match)
  // (the pole vault is an athletics event, no pole position: "Duplantis sets a pole vault world record")
  ['session', /(?<!\b(?:euro|world cup|wc|afcon|africa cup of nations|asian cup|gold cup|copa america|nations league|olympic|uefa|fifa|concacaf|conmebol)(?: (?:19|20)\d\d)? )\bqualifying\b|\bpole position\b|\bon pole\b|\bpole\b(?![- ]?vault)/, 'qualifying', ['sports']],
  ['session', /\bpractice\b|\bfp[123]\b/, 'practice', ['sports']],
  // (also in the award's or league's own language: "Ballon d'Or Féminin", "Liga MX Femenil", "Serie A Femminile")
  ['gender', /\bwomen'?s?\b|\bwomens\b|\bladies\b|\bwnba\b|\bnwsl\b|\bwta\b|\bf[eé]minine?s?(?![\p{L}])|\bfemenin[oa]s?\b|\bfemenil\b|\bfemminile\b/u, 'women', null],
  // a conference or division title is not the league title
  // (also "NBA East winner", "East title")
  ['stage', /\beastern conference\b|\bthe east\b|\beast (champion|winner|title)|\b(nba|nhl|mls|wnba) east\b/, 'east', ['sports']],
  ['stage', /\bwestern conference\b|\bthe west\b|\bwest (champion|winner|title)|\b(nba|nhl|mls|wnba) west\b/, 'west', ['sports']],
  ['stage', /\bafc\b/, 'afc', ['sports']],
  ['stage', /\bnfc\b/, 'nfc', ['sports']],
  // (an award of one league spelt out: "2034 AL Most Valuable Player (BBWAA)" is the "AL MVP")
  ['stage', /\balcs\b|\bamerican league\b|\bal (pennant|cy young|mvp|most valuable player|rookie of the year|manager of the year|champion)/, 'al', ['sports']],
  ['stage', /\bnlcs\b|\bnational league\b|\bnl (pennant|cy young|mvp|most valuable player|rookie of the year|manager of the year|champion)/, 'nl', ['sports']],
  ['stage', /\brelegat/, 'relegation', ['sports']],
  // (also hyphenated: "Chelsea top-four finish 2033-34?")
  ['stage', /\btop[- ](four|4)\b/, 'top4', ['sports']],
  // awards: one ceremony or season has many, with the same candidates
  ['award', /\bsupporting actor\b/, 'supporting_actor', null],
  ['award', /\bsupporting actress\b/, 'supporting_actress', null],
  ['award', /\bbest actor\b|\bactor in a leading role\b/, 'actor', null],
  ['award', /\bbest actress\b|\bactress in a leading role\b/, 'actress', null],
  ['award', /\bbest director\b/, 'director', null],
  ['award', /\bbest picture\b/, 'picture', null],
  ['award', /\badapted screenplay\b/, 'adapted_screenplay', null],
  ['award', /\boriginal screenplay\b/, 'original_screenplay', null],
  ['award', /\balbum of the year\b|\baoty\b/, 'album', null],
  ['award', /\brecord of the year\b/, 'record', null],
  ['award', /\bsong of the year\b/, 'song', null],
  ['award', /\bbest new artist\b/, 'new_artist', null],
  ['award', /\bgame of the year\b|\bgoty\b/, 'goty', null],
  ['award', /\bbest [a-z/ -]+ game\b/, 'genre_game', null],
  ['award', /\bdefensive player\b|\bdpoy\b/, 'dpoy', null],
  ['award', /\boffensive player\b|\bopoy\b/, 'opoy', null],
  ['award', /\brookie of the year\b|\broty\b/, 'roy', null],
  ['award', /\bcoach of the year\b/, 'coy', null],
  ['award', /\bsixth man\b/, 'sixth_man', null],
  ['award', /\bmost improved\b/, 'mip', null],
  ['award', /\bcomeback player\b/, 'comeback', null],
  ['award', /\bcy young\b/, 'cy_young', null],
  ['award', /\bmvp\b|\bmost valuable player\b/, 'mvp', null],
  ['award', /\bperson of the year\b/, 'person_of_year', null],
  // a music award show's categories ("Video of the Year" is not "Artist of the Year")
  ['award', /\bvideo of the year\b/, 'video', null],
  ['award', /\bartist of the year\b/, 'artist', null],
  ['award', /\bentertainer of the year\b/, 'entertainer', null],
  // a tennis (or badminton, table tennis) draw of pairs is not the singles draw, which a title names by the event alone
  // ("Wimbledon 2034 Men's Doubles" is not "Wimbledon 2034 Men's Singles" nor "Wimbledon 2034 winner")
  ['draw', /\bmixed doubles\b/, 'mixed_doubles', ['sports']],
  // (named as a draw, not a batter's doubles: "Freeman 2+ doubles")
  ['draw', /\b(men'?s|women'?s|ladies'?|boys'?|girls'?|atp|wta) doubles\b|\bdoubles (finals?|champions?|titles?|winners?|draw)\b/, 'doubles', ['sports']],
  // the U-6 rate (the unemployed, the marginally attached and the part-time for economic reasons) is not the headline
  // unemployment rate (U-3), which a title names without qualifier
  ['labor_rate', /\bu-?6\b|\bunderemployment\b/, 'u6', null],
  // what is said in a show's monologue is not what is said anywhere in its broadcast
  ['mention_scope', /\bmonologue\b/, 'monologue', null],
  // one publisher's charts: the Hot 100 ranks songs, the Billboard 200 albums
  ['chart', /\bhot 100\b/, 'hot100', null],
  ['chart', /\bbillboard 200\b/, 'billboard200', null],
  // (also a draft's picks: "Second Overall Pick" is not the first)
  ['rank', /\b(second|2nd)[- ](largest|biggest|best|most|highest|place|richest)\b|#2\b|\bno\.? 2\b|\brunner[- ]up\b|\b(second|2nd) (overall )?(pick|selection)\b/, '2', null],
  ['rank', /\b(third|3rd)[- ](largest|biggest|best|most|highest|place|richest)\b|#3\b|\bno\.? 3\b|\b(third|3rd) (overall )?(pick|selection)\b/, '3', null],
  // a motor racing season has two titles: the constructors' (teams) is not the drivers' (a title naming neither is the drivers')
  ['motor_title', /\bconstructors'?\b/, 'constructors', ['sports']],
  // a game's count of corners, cards or (in tennis) sets is not its goals or games ("Total Corners O/U 9.5" / "Total Goals
  // O/U 9.5"); a wild card or a fight card is no count of cards
  ['counted', /\bcorners?\b(?! kick)/, 'corners', ['sports']],
  ['counted', /\b(total|yellow|red) cards\b|\bcards (o\/u|over\/under|over|under)\b|\b(over|under) \d+(\.5)? cards\b|\bbookings?\b/, 'cards', ['sports']],
  ['counted', /\b(total|number of) sets\b|\bsets (o\/u|over\/under)\b|\b(over|under) \d+(\.5)? sets\b/, 'sets', ['sports']],
  // how a fight is won, when both titles name it: by knockout is not by submission nor by decision
  ['fight_method', /\bby (ko|tko|ko\/tko|knock ?out|technical knock ?out)\b/, 'ko', ['sports']],
  ['fight_method', /\bby submission\b/, 'submission', ['sports']],
  ['fight_method', /\bby (decision|unanimous decision|split decision|points)\b/, 'decision', ['sports']],
  ['extreme', /\blowest\b|\bhow low\b|\bminimum\b|\blow temp/, 'low', null],
  ['extreme', /\bhighest\b|\bhow high\b|\bmaximum\b|\bhigh temp/, 'high', null],
  ['scope', /(?<!gross )\bdomestic(ally)?\b/, 'domestic', null],
  // a rocket's booster is not its upper stage (a catch or a landing of one is not of the other)
  ['rocket_stage', /\bbooster\b|\bsuper heavy\b|\bfirst stage\b/, 'booster', null],
  ['rocket_stage', /\bupper stage\b|\bsecond stage\b|\bstarship \(?ship\)?(?![\w-])|\bthe ship\b/, 'ship', null],
  // a storm making landfall is not a storm forming or reaching a category at sea
  ['landfall', LANDFALL, 'landfall', null],
  // a storm's strength: a major hurricane (Category 3 or stronger) is not a Category 5 one, nor any hurricane
  // (a storm reaching a category, or strengthening to it, is at that category or stronger: "Will Hurricane Bertha reach
  // Category 3?" is "become a major hurricane")
  ['storm_class', /\bmajor hurricanes?\b|\bcat(egory)?\.? ?3 ?(\+|or (higher|stronger|above))|\b(reach(es|ed)?|become|becomes|hits?|(strengthen|intensif(y|ie))s? (in)?to|upgraded to) (a )?cat(egory)?\.? ?3\b/, 'cat3+', null],
  ['storm_class', /\bcat(egory)?\.? ?4 ?(\+|or (higher|stronger|above))|\b(reach(es|ed)?|become|becomes|hits?|(strengthen|intensif(y|ie))s? (in)?to|upgraded to) (a )?cat(egory)?\.? ?4\b/, 'cat4+', null],
  ['storm_class', /\bcat(egory)?\.? ?5\b/, 'cat5', null],
  // a geomagnetic storm's level on NOAA's scale: a G5 (extreme) one is not "G4 or stronger"
  ['storm_class', /\bg4 ?(\+|or (higher|stronger|above|greater|worse))/, 'g4+', null],
  ['storm_class', /\bg5\b|\bextreme (geomagnetic|solar) storm/, 'g5', null],
  ['storm_class', /\bg4\b|\bsevere (geomagnetic|solar) storm/, 'g4', null],
  ['storm_class', /\bcat(egory)?\.? ?4\b(?= hurricanes?\b)/, 'cat4', null],
  ['storm_class', /\bcat(egory)?\.? ?3\b(?= hurricanes?\b)/, 'cat3', null],
  // a rate's tenor when the title states it: the 1-year loan prime rate is not the 5-year one, nor a 15-year mortgage
  // rate the 30-year one (a tenor on one side only is left to the other axes)
  ['tenor', /\b(1|one)[- ]?(year|yr|y)\b[- ](lpr|loan prime rate|mortgage)/, '1y', null],
  ['tenor', /\b(5|five)[- ]?(year|yr|y)\b[- ](lpr|loan prime rate|mortgage)/, '5y', null],
  ['tenor', /\b(15|fifteen)[- ]?(year|yr|y)\b[- ](fixed[- ])?(mortgage)/, '15y', null],
  ['tenor', /\b(30|thirty)[- ]?(year|yr|y)\b[- ](fixed[- ])?(mortgage)/, '30y', null],
  ['leaderboard', /\b(coding|webdev|web dev|vision|text[- ]to[- ]image|image|video)\b/, 'special', null],
  // the dataset a global temperature record is read on, when the title names it: NOAA's is not Copernicus's
  ['dataset', /\bnoaa\b|\bncei\b/, 'noaa', null],
  ['dataset', /\bnasa\b|\bgiss\b|\bgistemp\b/, 'nasa', null],
  ['dataset', /\bcopernicus\b|\bera5\b|\bc3s\b/, 'copernicus', null],
  ['dataset', /\bberkeley earth\b/, 'berkeley', null],
  ['dataset', /\bhadcrut\b|\bmet office\b/, 'hadcrut', null],
  // (and the sea ice extent: NSIDC's Sea Ice Index is not JAXA's)
  ['dataset', /\bnsidc\b|\bsea ice index\b|\bnational snow and ice data center\b/, 'nsidc', null],
  ['dataset', /\bjaxa\b|\barctic data archive\b/, 'jaxa', null],
];

/** A climate record read on one dataset: a global temperature, its anomaly, or the sea ice extent. */
const CLIMATE_RECORD = /\b(hottest|warmest|coldest|temperatures?|anomaly|sea ice)\b/;

/**
 * The dataset a sea ice record is read on when the title does not name it: the one its rules or settlement sources name
 * (one only), else null ("Arctic sea ice minimum below 4 million km² in 2033?" resolving per NSIDC's Sea Ice Index is not
 * JAXA's extent).
 */
export function datasetOfRules(title: string, texts: ReadonlyArray<string | null | undefined>): string | null {
  if (!/\bsea ice\b/.test(title.toLowerCase())) return null;
  const found = new Set<string>();
  for (const t of texts) {
    const s = (t ?? '').toLowerCase();
    for (const [k, re, v] of FACETS) if (k === 'dataset' && re.test(s)) found.add(v);
  }
  return found.size === 1 ? [...found][0]! : null;
}

/** A plain amount as the strikes write it ("4200.50" → "4200.5", "04200" → "4200"), exactly (string digits, no float). */
function canonAmount(v: string): string {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(v);
  if (m === null) return v;
  const int = m[1]!.replace(/^0+(?=\d)/, '');
  const frac = (m[2] ?? '').replace(/0+$/, '');
  return frac === '' ? int : `${int}.${frac}`;
}

/** A versioned product a title names ("GPT-6", "iPhone 18", "GTA VI" is not parsed): one version is not another. */
export function productOf(title: string): string | null {
  // (a model's tier after its version is another product: "iPhone 17 Pro" is not "iPhone 17", "GPT-6 mini" not "GPT-6")
  const m = /\b(gpt|o|iphone|pixel|galaxy s|grok|gemini|claude|llama|ps|playstation|xbox|switch|windows|ios|android)[- ]?(\d+(?:\.\d+)?)(?![\d.%])(?:[- ](pro max|pro|max|mini|ultra|plus|air|nano|flash|lite|fold|flip|edge)\b)?/i.exec(title);
  if (m === null || (m[1]!.toLowerCase() === 'o' && !/\bopenai\b|\bo\d\b/i.test(title))) return null;
  const tier = m[3] === undefined ? '' : `-${m[3].toLowerCase().replace(/\s+/g, '_')}`;
  return `${m[1]!.toLowerCase().replace(/\s+/g, '')}-${m[2]}${tier}`;
}

/** An award show whose categories come in film and television versions. */
const AWARD_SHOW = /\bgolden globes?\b|\bemmys?\b|\bsag awards?\b|\bactor awards\b|\bcritics'? choice\b|\bbaftas?\b/;
/** A streaming service's chart (its weekly or daily top 10). */
const STREAMING = /\bnetflix\b|\bflixpatrol\b|\bdisney\+|\bhulu\b|\bprime video\b|\bstreaming (chart|top|#|no)/;

/** Words of a chart market that say it asks for its first place, not what it ranks. */
const CHART_WORDS: readonly string[] = ['chart', 'charts', 'top', 'tops', 'topping', 'song', 'songs', 'album', 'albums'];

/** The six Nobel prizes by the words a title names them with (the economics prize is the Riksbank's memorial prize). */
const NOBEL_CATEGORIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bpeace\b/, 'nobel_peace'],
  [/\bliterature\b/, 'nobel_literature'],
  [/\bphysics\b/, 'nobel_physics'],
  [/\bchemistry\b/, 'nobel_chemistry'],
  [/\bmedicine\b|\bphysiology\b/, 'nobel_medicine'],
  [/\beconomics?\b|\beconomic sciences?\b|\bmemorial prize\b/, 'nobel_economics'],
];

/** Facets of a title that separate otherwise alike markets; facets other than `extreme` default to the main event. */
export function facetsOf(title: string, domain: Domain): Record<string, string> {
  const s = withoutClubAfc(title).toLowerCase().replace(/[’]/g, "'");
  const out: Record<string, string> = {};
  for (const [k, re, v, doms] of FACETS) {
    if (out[k] !== undefined || (doms !== null && !doms.includes(domain) && domain !== 'other')) continue;
    // (a leaderboard named by its arena alone ranks AI models too: "Top company on the LMArena WebDev leaderboard")
    if (k === 'storm_class' && /^g/.test(v) && !/\b(geomagnetic|solar|space weather)\b|\bstorm\b/.test(s)) continue;
    if (k === 'leaderboard' && !/\b(ai|model|llm|chatbot|lmarena|lm arena)\b/.test(s)) continue;
    if (k === 'dataset' && !CLIMATE_RECORD.test(s)) continue;
    if (re.test(s)) out[k] = v;
  }
  // a Nobel prize is one of six, one laureate list each ("Nobel Prize in Physics 2034" is not the Chemistry one, whose
  // candidates may be the same names); a title naming no category is left to the other axes
  if (out['award'] === undefined && /\bnobel\b/.test(s)) {
    const category = NOBEL_CATEGORIES.find(([re]) => re.test(s));
    if (category !== undefined) out['award'] = category[1];
  }
  // a word said a number of times is not the word said once ("Will Trump say 'tariffs' 5+ times during the press
  // conference?" is not "Will Trump say 'tariff' during it?"): the least count of a mention, when more than one
  const said = /\b(say|says|said|saying|mention|mentions|mentioned|mentioning|utter|utters|tweet|tweets|post|posts)\b/.test(s)
    ? /\b(?:(at least|more than|over) )?(\d+)(\+| or more)? times\b/.exec(s) : null;
  if (said !== null) {
    const least = Number(said[2]) + (said[1] === 'more than' || said[1] === 'over' ? 1 : 0);
    if (least > 1) out['mention_times'] = String(least);
  }
  // one numbered flight of a vehicle is not the next ("Starship Flight 14" / "Starship Flight 15", "IFT-15")
  const flight = /\b(?:flight|ift)[- ]?(\d{1,3})\b/.exec(s);
  if (flight !== null) out['flight'] = flight[1]!;
  // (a count of days at a temperature is of that temperature: 110°F days are not 100°F days)
  const threshold = dayThreshold(title);
  if (threshold !== null) out['day_threshold'] = threshold;
  // a game of the two leagues (the All-Star Game: "AL vs NL") is of neither
  if ((out['stage'] === 'al' || out['stage'] === 'nl') && /\b(american league|al)\b/.test(s) && /\b(national league|nl)\b/.test(s)) delete out['stage'];
  // an award show's film and television categories of one name are two awards ("Best Actor – Motion Picture Drama" /
  // "Best Actor in a TV Drama Series"); a TV movie names both, so neither
  if (out['award'] !== undefined || AWARD_SHOW.test(s)) {
    const film = /\bmotion pictures?\b|\bfilms?\b|\bmovies?\b/.test(s), tv = /\b(tv|television)\b|\b(drama|comedy|limited) series\b|\bmini-?series\b/.test(s);
    if (film !== tv) out['medium'] = film ? 'film' : 'tv';
  }
  // the Golden Globes give two film awards of each name, one for a drama and one for a musical or comedy: a film category
  // naming neither ("Golden Globes 2034: Best Motion Picture") is not known to be either
  // (a category of no medium named by its genre is the film one: "Golden Globes: Best Picture (Drama)")
  const genre = /\b(musical|comedy)\b/.test(s) ? 'comedy' : /\bdrama\b/.test(s) ? 'drama' : null;
  if (/\bgolden globes?\b/.test(s) && out['medium'] !== 'tv' && (genre !== null || out['medium'] === 'film')) out['film_genre'] = genre ?? 'unnamed';
  // a streaming service's global chart is not its chart of one country ("#1 Netflix show globally" / "Top show on Netflix US")
  if (STREAMING.test(s)) {
    const world = /\bglobal(ly)?\b|\bworld-?wide\b/.test(s), us = /\b(us|u\.s\.?|usa|united states)\b/.test(s);
    if (world !== us) out['stream_region'] = world ? 'global' : 'us';
    // (and its chart of shows is not its chart of films: "Netflix Top 10 TV" / "Netflix Top 10 Films")
    const films = /\b(films?|movies?)\b/.test(s), shows = /\b(tv|shows?|series)\b/.test(s);
    if (films !== shows) out['stream_medium'] = films ? 'film' : 'tv';
  }
  // a television award's drama series is not its comedy or limited series ("Emmys: Outstanding Drama Series" / "Outstanding
  // Comedy Series"); a title naming none is left to the other axes
  if ((out['medium'] === 'tv' || /\bemmys?\b/.test(s)) && (out['award'] !== undefined || AWARD_SHOW.test(s))) {
    const kinds = ['drama', 'comedy', 'limited'].filter((k) => new RegExp(`\\b${k}\\b`).test(s));
    if (kinds.length === 1) out['tv_genre'] = kinds[0]!;
  }
  return out;
}

function marketFeatures(raw: VenueMarketInput, single: boolean, title: string, domain: Domain, kb: KnowledgeBase, league: string | undefined, eventText: string, stepped: boolean, ladder = false): MarketFeatures {
  // (a question in another language is read in English, as the title is: "PSG-Barça: 4 buts ou plus ?")
  // (and a count written in words as digits: "Six or more goals in Rangers–Devils?")
  const m = raw.question === '' ? raw : { ...raw, question: countsInDigits(englishTitle(raw.question)) };
  // a one-market head-to-head labelled with both sides ("T1 vs Gen.G") pays on the side named first
  const label = englishLabel(single ? firstSideLabel((m.outcome_label ?? '').trim()) : (m.outcome_label ?? '').trim());
  const base = { market: m, label, entity: null, strike: null, unaligned: null };
  if (isNoLabel(label)) return { ...base, key: null, kind: 'binary', unaligned: 'the YES side is labelled No' };
  // a one-market event whose label restates its proposition ("Recession in 2027", "Before Jan 1, 2028", "Raise rates",
  // the subject "Los Angeles L" of "Will the Los Angeles L make the playoffs?"): its YES side is the proposition
  // (not a label the title offers as one of two, "Heads" of "Coin Toss: Heads or Tails?": the YES side is that one)
  const eitherOr = single && label !== '' && new RegExp(`\\b${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} or [A-Za-z]+\\s*\\?\\s*$`, 'i').test(m.question ?? title);
  // (a decision named by the title, no act of its own, whose one market is labelled with a rate move: "FOMC decision — May 4"
  // labelled "No change" pays on that decision, the ladder's "Hold", not on the decision being taken; a count of moves,
  // "2 cuts" of "Fed rate cuts in 2033", is one count, not the cuts being made)
  const decisionOption = single && ((/\bdecision\b/i.test(m.question || title) && propositionOf(m.question || title).acts.length === 0 && RATE_MOVES.test(propositionOf(label).acts.join())) || moveCountLabel(label));
  // (nor a party the kb knows as the label of a race's one market whose question and title name no party: "Democrats" of
  // "New Hampshire Senate 2034" is the side the market pays on, one of a race listed by its parties)
  const partySide = single && (domain === 'politics' || domain === 'other') && kb.resolveLabel(partyLabel(label), 'politics')?.kind === 'political_party'
    && !kb.findMentions(`${m.question ?? ''} ${title}`, 'politics').some((x) => x.entity.kind === 'political_party');
  const yes = label === '' || isYesLabel(label) || (single && !eitherOr && !decisionOption && !partySide && !namesOutcome(label, `${m.question ?? ''} ${title}`, domain, kb)
    && (restatesProposition(label, m.question ?? '', title, domain === 'sports' || domain === 'other') || deadlineLabel(label) || (parseStrikes(label).length === 0 && restatesActs(label, m.question ?? title))
      || closedQuestionLabel(label, m.question ?? '', title, kb)));
  // (an uncategorised event of a sports league names teams: "Georgia", "Texas" in "CFP National Championship" are colleges)
  const dom = domain === 'other' ? (league !== undefined ? 'sports' : undefined) : domain;
  const price = amountLike(domain, `${eventText} ${m.question ?? ''}`);
  // a bound the rules call strict stays strict ("above 7,700" is then not "7,700 or above")
  const strict = price && statesStrictBound([m.rules, m.question]);
  const policy = !price && policyRateLevel(eventText);
  // (only the Fed's target range moves in quarter points; the ECB, the BoJ, the BoE, the RBA have moved by 10 or 15 bp:
  // "Above 1.75%" of the ECB's deposit rate is not "2.00% or higher")
  const quarterPoints = policy && /\b(fed(eral)? funds|fomc|federal reserve|fed)\b/i.test(eventText);
  // (a Treasury yield, published to two decimals: "Above 4.49%" is "4.50% or higher")
  const yieldLevel = !policy && treasuryYield(`${eventText} ${m.question ?? ''}`);
  // a measured quantity ("4 inches" of snow) takes values between whole numbers: "above 4" is not "5 or more"
  const measured = measuredQuantity(label, `${m.question ?? ''} ${eventText}`);
  // a score published in whole points ("Rotten Tomatoes above 80%" is "81% or higher")
  const whole = wholeScore(`${m.question ?? ''} ${eventText}`);
  // (a sports count kept in whole units: goals, points, runs)
  const counted = domain === 'sports' && countedStat(`${m.question ?? ''} ${eventText}`);
  // (a count outside sports and markets, named storms, launches, laws, is lined on half units as a game's: "Above 17.5" of
  // "Number of Atlantic named storms" is "18+"; a statistic or a price lined on a half unit is no count)
  // (nor a margin or a share in points: "by more than 2.5 points" takes any value)
  const tally = domain !== 'sports' && domain !== 'economics' && domain !== 'crypto' && domain !== 'politics' && !price && !measured && !whole
    && !/\b(margin|spread|lead|points?|pts|percent(age)?|share|rating|score|index|temperature|degrees?)\b|%/i.test(`${m.question ?? ''} ${eventText}`);
  // (so is a count of seats or offices held or flipped in politics: "Above 51.5" Republican Senate seats is "52+", "At
  // least 52"; not a share, a margin or a lead in points)
  // (and a count of seats is whole, whatever the domain: "Above 51.5" Senate seats is "52+"; not a share of them in %)
  const seats = (domain === 'politics' && !price && /\b(seats?|governors|governorships|flips?|flipped)\b/i.test(`${m.question ?? ''} ${eventText}`)
    && !/\b(margin|spread|lead|points?|pts|percent(age)?|share|approval|votes?)\b|%/i.test(`${m.question ?? ''} ${eventText}`))
    || (!price && !measured && /\bseats?\b/i.test(`${m.question ?? ''} ${eventText}`) && !/\b(share|percent(age)?|margin)\b|%/i.test(`${label} ${m.question ?? ''} ${eventText}`));
  const numKey = (acts: string[], x: Strike): string => `num:${acts.join(',')}:${strikeKey(bpsStep(foldStrike(domain === 'sports' ? (counted ? unitStep(halfPointStep(x)) : halfPointStep(x)) : stepped ? tenthStep(percentOf(x)) : policy ? (quarterPoints ? quarterStep(x) : x) : yieldLevel ? hundredthStep(x) : price || measured ? x : unitStep(whole ? { ...x, unit: '' } : tally || seats ? halfPointStep(x) : x), price && !strict)))}${strict && (x.op === 'gt' || x.op === 'lt') ? ':strict' : ''}`;
  if (!yes) {
    // the side a court rules for, by its name or its role in the case ("Rules for Marlowe", "Delgado (petitioner)")
    const court = domain === 'politics' || domain === 'other' ? courtLabelKey(label, title) : null;
    if (court !== null) return { ...base, key: court, kind: 'named' };
    // a count of decisions ("Number of Fed rate cuts in 2027"): "2 cuts", "2 (50 bps)", "4+ (100+ bps)", "4 or more cuts"
    // (a count's buckets too: "6 to 7", "0-5" hurricanes of "2027 Atlantic hurricane count")
    // (or a label that counts moves in its own words: "2 steps" of "Fed rate cuts in 2029 (25bp steps)")
    if (/\b(how many|number of|count)\b/i.test(eventText) || moveCountLabel(label) || ladder) {
      if (zeroCountLabel(label) || (ladder && /^\s*no\s+[a-z]+\s*$/i.test(label))) return { ...base, key: 'num::eq:0', kind: 'numeric', strike: { op: 'eq', lo: '0', hi: '0', unit: '' } };
      const c = countLabel(label);
      if (c !== null) {
        const strike: Strike = { op: c.atLeast ? 'ge' : 'eq', lo: c.n, hi: c.n, unit: '' };
        return { ...base, key: `num::${strike.op}:${strike.lo}`, kind: 'numeric', strike };
      }
      const r = countRange(label);
      if (r !== null) return { ...base, key: `num::${strikeKey(r)}`, kind: 'numeric', strike: r };
    }
    if (DRAW_LABEL.test(label)) return { ...base, key: 'lbl:draw', kind: 'named' };
    // who holds the presidency, the Senate and the House ("D President, D Senate, D House" is the "Democratic Sweep")
    const bop = domain === 'politics' || domain === 'other' ? balanceOfPowerKey(label, eventText) : null;
    if (bop !== null) return { ...base, key: `bop:${bop}`, kind: 'named' };
    const ou = domain === 'sports' ? overUnderStrike(label, [m.question ?? '', title]) : null;
    if (ou !== null) return { ...base, key: numKey([], ou), kind: 'numeric', strike: ou };
    // a team named by its place: in a game, or in a league's season market ("Oklahoma City" to win the NBA title)
    // a nickname shared by teams of two leagues ("Panthers", "Rangers") is the team of the event's league
    // (an esports club is no team of a North American league: "Falcons" of "Dota 2: The International" is Team Falcons)
    const esports = domain === 'sports' && esportsTitle(title);
    const teamOf = (text: string): KbEntity | undefined => {
      const byAlias = kb.resolveLabel(text, dom);
      if (esports && byAlias?.kind === 'team' && NA_LEAGUES.has(byAlias.metadata['league'] ?? '')) return undefined;
      return (byAlias !== undefined && !otherLeagueTeam(byAlias, league) ? byAlias : undefined)
        ?? (domain === 'sports' && (HEAD_TO_HEAD.test(title) || league !== undefined) ? kb.resolveTeamPlace(text, league) : undefined)
        ?? (league !== undefined && (domain === 'sports' || domain === 'other') ? kb.resolveTeamNickname(text, league) : undefined);
    };
    // a playoff series' exact result: the team and the games it wins in ("Oklahoma City in 6" is "Thunder 4-2")
    const series = domain === 'sports' && seriesResultEvent(title) ? seriesResultOf(label) : null;
    const seriesTeam = series !== null ? teamOf(series.team) : undefined;
    if (series !== null && seriesTeam !== undefined) return { ...base, key: `ser:${seriesTeam.kb_qid}:${series.games}`, kind: 'named', entity: seriesTeam };
    // a spread outcome: the team and the margin it must win by ("Detroit wins by over 3.5 points", "Lions (-3.5)")
    const spread = domain === 'sports' ? spreadOf(label, `${title} ${m.question ?? ''}`) : null;
    const spreadTeam = spread !== null ? teamOf(spread.team) : undefined;
    if (spread !== null && spreadTeam !== undefined) return { ...base, key: `spr:${spreadTeam.kb_qid}:${spread.line}`, kind: 'named', entity: spreadTeam };
    // (a side outside the kb, an esports club or a player, by its name words: "Team Vitality wins by over 1.5 maps" /
    // "Vitality -1.5")
    const sideName = spread !== null ? withoutWomenSide(tokenize(spread.team).filter((w) => !STOPWORDS.has(w) && !CLUB_WORDS.has(w))).join(' ') : '';
    if (spread !== null && sideName !== '') return { ...base, key: `spr:lbl:${sideName}:${spread.line}`, kind: 'named' };
    // a country in a sports market is its national team ("USA" / "United States" in a World Cup)
    // a sports label qualified in brackets ("Arch Manning (Texas)", "Inter Miami (MLS)"): the name before them
    // (a national side written as its sports code in a tournament of no club league: "IND", "RSA")
    const bareName = domain === 'sports' ? unbracketed(label) ?? (league === undefined ? nationByCode(label) : null) : null;
    // a final's exact pairing of two teams, written in either order and by place or nickname ("Kansas City vs San Francisco"
    // / "49ers v Chiefs" of "Super Bowl matchup" / "Exact Super Bowl pairing"): the two teams, as a set
    const pairing = domain === 'sports' && PAIRING_TITLE.test(title) ? /^(.+?)\s+(?:vs\.?|v\.?|versus)\s+(.+)$/i.exec(label.trim()) : null;
    const pairSides = pairing !== null ? [teamOf(pairing[1]!), teamOf(pairing[2]!)] : [];
    if (pairSides.length === 2 && pairSides.every((t) => t?.kb_qid !== undefined) && pairSides[0]!.kb_qid !== pairSides[1]!.kb_qid) {
      return { ...base, key: `pair:${pairSides.map((t) => t!.kb_qid).sort().join('|')}`, kind: 'named' };
    }
    const ent = teamOf(label)
      ?? (domain === 'sports' ? nationOf(kb.resolveLabel(label)) : partyOrPerson(kb.resolveLabel(partyLabel(usPartyLetter(label, title) ?? partyCandidate(label, title) ?? label), dom)) ?? laureateBody(kb.resolveLabel(label, dom)))
      ?? (bareName !== null ? teamOf(bareName) ?? nationOf(kb.resolveLabel(bareName)) : undefined)
      ?? (domain === 'sports' || league !== undefined ? bracketedTeam(label, teamOf) : undefined)
      // (a national side's nickname with its country in brackets: "Les Bleus (France)")
      ?? (domain === 'sports' ? nationOf(kb.resolveLabel(/\(([^()]+)\)\s*$/.exec(label)?.[1] ?? '')) : undefined)
      // (a side written with the verb it pays on: "Dodgers win" of "NLCS Game 2: Phillies at Dodgers" is the Dodgers)
      ?? (domain === 'sports' && WINS_LABEL.test(label) ? teamOf(label.replace(WINS_LABEL, '')) : undefined)
      // (a party by a short name and its code in brackets, "Progress (FrP)": the party of that code, whose name has those words)
      ?? (domain !== 'sports' ? codedParty(label, kb.resolveLabel(/\(([^()]+)\)\s*$/.exec(label)?.[1] ?? '', dom)) : undefined);
    if (ent !== undefined) return { ...base, key: `ent:${ent.kb_qid}`, kind: 'entity', entity: ent };
    // "Positive" / "Negative" of a flow or a change (not in sports, politics or culture): the sign of the figure
    const sign = domain === 'economics' || domain === 'crypto' || domain === 'other' ? signLabel(label) : null;
    let strikes = sign !== null ? [sign] : parseStrikes(label);
    // a prop's short line ("V. Wembanyama O 29.5 pts")
    const line = domain === 'sports' && strikes.length === 0 ? propLineStrike(label) ?? questionLine(m.question ?? '') : null;
    if (line !== null) strikes = [line];
    // a bare number as the label ("120,000", `4"`) takes its comparison from the question ("above $120,000")
    // (also a bare amount "$199.99": a value, not a comparison)
    // (also "$70K" in "Will Bitcoin dip to $70K?": the scale letter is part of the amount)
    // (a duration "2:03:00" is its seconds)
    const bare = durationsAsSeconds(withoutUnitMark(label));
    if ((strikes.length === 0 && /^[\d.,\s]+$/.test(bare)) || (strikes.length === 1 && strikes[0]!.op === 'eq' && /^\$?\s?[\d.,]+\s?([kmbt]|bn)?\s?(%|°\s?[fc]?)?$/i.test(label.trim()))) {
      const v = strikes.length === 1 ? strikes[0]!.lo : bare.replace(/[$,%\s]/g, '');
      const qs = parseStrikes(m.question ?? '').filter((x) => x.op !== 'range' && (strikes.length === 0 || x.op !== 'eq') && (Number(x.lo) === Number(v) || Number(centStep(x).lo) === Number(v)));
      if (qs.length === 1) strikes = qs;
      // "Gold above ___ on Dec 31?" with outcomes "$4,200", "$4,600": the blank in the title is the comparison
      else if (qs.length === 0) {
        // (or the comparison word that ends the title, the blank left implicit: "USD/JPY at 10:00 ET on 6 Apr above",
        // "London Marathon winning time faster than" with outcomes "2:03:00")
        // ("at or above", "at least" keep the bound: "Gold settle on Apr 30 at or above" with outcomes "$2,400")
        const CMP = '(at or above|at or below|at least|at most|above|over|greater than|more than|below|under|less than|faster than|slower than)';
        // (a blank after a verb of reaching, "S&P 500 hits ___ in 2029", is the level reached: "hits 9,000" is 9,000 or more)
        // (the blank may be an ellipsis: "BTC above ... on 31 May 2027, 12:00 ET", written against the word: "GDP above...?")
        const BLANK = '(?:_{2,}|\\.{3}|…)';
        const blank = new RegExp(`\\b${CMP}\\s*${BLANK}`, 'i').exec(eventText) ?? new RegExp(`\\b${CMP}\\s*\\??\\s*$`, 'i').exec(title)
          ?? new RegExp(`\\b(hits?|reach(?:es)?|touch(?:es)?|dips? to|falls? to|drops? to)\\s+${BLANK}`, 'i').exec(eventText);
        const cmpOp = (w: string): Strike['op'] => (/^(at or above|at least|hits?|reach(es)?|touch(es)?)$/i.test(w) ? 'ge' : /^(at or below|at most|dips? to|falls? to|drops? to)$/i.test(w) ? 'le' : /^(above|over|greater than|more than|slower than)$/i.test(w) ? 'gt' : 'lt');
        if (blank !== null) strikes = [{ op: cmpOp(blank[1]!), lo: canonAmount(v), hi: canonAmount(v), unit: strikes[0]?.unit === 'deg' ? 'deg' : label.includes('$') ? '$' : label.includes('%') ? '%' : '' }];
        // "Bitcoin all-time high above $150K in 2027?" with outcomes "$150K", "$200K": levels reached in one direction
        else if (price) {
          const dir = touchDirection(eventText);
          if (dir !== null) strikes = [{ op: dir, lo: canonAmount(v), hi: canonAmount(v), unit: label.includes('$') ? '$' : '' }];
        }
      }
    }
    const moved = signedMove(label);
    const acts = moved ?? parseActions(label);
    // (a signed move's size is its amount: "-25bps" is a cut of 25 bps)
    if (moved !== null) strikes = strikes.map((x) => ({ ...x, lo: x.lo.replace(/^-/, ''), hi: x.hi.replace(/^-/, '') }));
    // the party of a margin bucket ("D 0-49", "Republicans win by 100+"): its numbers read alike for both parties
    const side = domain === 'politics' || domain === 'other' ? marginSide(label) : null;
    if (side !== null) acts.push(side);
    // "$100M+" of a question asking "more than $100M": the question's strict bound
    if (strikes.length === 1) strikes = [questionBound(strikes[0]!, label, m.question ?? '')];
    if (strikes.length === 1 && strikes[0] !== undefined) return { ...base, key: numKey(acts, strikes[0]), kind: 'numeric', strike: strikes[0] };
    // (a bare rate move whose question states its size is that size: "Cut" asking "Will the ECB cut the deposit rate by
    // 25 bps on March 9?" is "Cut 25bps")
    if (strikes.length === 0 && acts.length === 1 && (acts[0] === 'cut' || acts[0] === 'hike') && (m.question ?? '') !== '') {
      const sized = parseStrikes(m.question ?? '').filter((x) => x.unit === 'bps');
      if (sized.length === 1 && parseActions(m.question ?? '').join() === acts[0]) return { ...base, key: numKey(acts, sized[0]!), kind: 'numeric', strike: sized[0]! };
    }
    if (strikes.length === 0 && acts.length === 1) return { ...base, key: `act:${acts[0]}`, kind: 'named' };
    // a company written as its ticker ("NVDA") is the company ("Nvidia")
    // (and by its brand in a ranking of companies: "Google" for Alphabet by market cap, not Google's AI lab by its models)
    const company = domain !== 'sports' ? companyByTicker(label) ?? (/\bmarket (cap|value)\b|\bcapitali[sz]ation\b|\b(largest|biggest|most valuable) (public )?compan(y|ies)\b/i.test(eventText) ? companyByBrand(label) : null) : null;
    // (a player qualified by his team in brackets, "Jeremiah Smith (Ohio State)", is the player)
    const words = tokenize(company ?? (domain === 'sports' ? unbracketed(label) : null) ?? bare ?? label).filter((t) => !STOPWORDS.has(t));
    // (an esports or national side's "Team" before its name is no part of it: "Team Falcons" is "Falcons")
    // (a mentions market's word is what is said, a common one too: "Election" of "What will the Press Secretary say?")
    const spoken = words.length === 0 && domain !== 'sports' && SPEAKS.test(title) ? tokenize(label).join(' ') : '';
    const n = spoken !== '' ? spoken : (domain === 'sports' ? withoutWomenSide(words[0] === 'team' && words.length > 1 ? words.slice(1) : words) : words).join(' ');
    if (n === '') return { ...base, key: null, kind: 'named', unaligned: 'empty outcome label' };
    // a song and its artist written in either order ("Glass Heart - Sabrina Carpenter" / "Sabrina Carpenter - Glass Heart")
    const credit = domain === 'culture' || domain === 'other' ? songCredit(label) : null;
    if (credit !== null) return { ...base, key: `lbl:${credit}`, kind: 'named' };
    return { ...base, key: `lbl:${n}`, kind: 'named' };
  }
  // A Yes-labelled market: the proposition is the question (or the title for a one-market event).
  // (a count a sports question writes in words is that count: "double-digit strikeouts", a "multi-homer game")
  const q = normalizeDeadlines(domain === 'sports' ? countPhrases((m.question ?? '').trim() || (single ? title : '')) : (m.question ?? '').trim() || (single ? title : ''));
  if (q === '') return { ...base, key: null, kind: 'binary', unaligned: 'no question text for a Yes market' };
  // a court ruling for one side ("Will the Supreme Court rule in favor of Delgado in Delgado v. Louisiana?") is that side's
  // outcome of the case's ruling ("Rules for Delgado")
  const court = single && (domain === 'politics' || domain === 'other') ? courtQuestionKey(q) : null;
  if (court !== null) return { ...base, key: court, kind: 'named' };
  if (!single && /\b(end|ends|finish|finishes) (in )?a (draw|tie)\b/i.test(q)) return { ...base, label: 'Draw', key: 'lbl:draw', kind: 'named' };
  // a speaker saying a quoted word ("Will Adobe say "Figma" on the earnings call?", "Press Secretary says "shutdown" at
  // Thursday's briefing?") is that word's outcome of the mentions market listing the words, keyed as its label is
  const said = domain !== 'sports' ? SAYS_WORD.exec(q) : null;
  if (said !== null) {
    const word = marketFeatures({ ...m, outcome_label: said[1]!, question: '' }, false, title, domain, kb, league, eventText, stepped);
    if (word.key !== null && word.kind !== 'binary' && word.kind !== 'numeric') return { ...word, market: m };
  }
  // a team beating the other by a margin is its spread ("Will the Bills beat the Chiefs by 3 or more points?")
  const margin = domain === 'sports' ? marginLine(q) : null;
  if (margin !== null) {
    // (a nickname of teams of several leagues, "Rangers", is the team of the game's league)
    const t = kb.findMentions(q, 'sports').filter((x) => x.entity.kind === 'team')[0]?.entity ?? (league !== undefined ? kb.findLeagueTeams(q, league)[0]?.entity : undefined);
    if (t !== undefined) return { ...base, label: t.canonical_name, key: `spr:${t.kb_qid}:${margin}`, kind: 'named', entity: t };
  }
  // a one-market spread whose question states the team and its line ("Spread: Bills (-3.5)") is that team covering
  const covers = domain === 'sports' && margin === null ? questionSpread(q) : null;
  if (covers !== null) {
    const t = kb.findMentions(covers.team, 'sports').filter((x) => x.entity.kind === 'team')[0]?.entity ?? (league !== undefined ? kb.resolveTeamNickname(covers.team, league) : undefined);
    if (t !== undefined) return { ...base, label: t.canonical_name, key: `spr:${t.kb_qid}:${covers.line}`, kind: 'named', entity: t };
  }
  // a player's two-sided line asked as the question, its label restating it ("Victor Wembanyama: Points O/U 29.5" labelled
  // "Wembanyama O/U 29.5", sides Over and Under): the Over side, as the other venue's "30+ points"
  const twoSided = domain === 'sports' && single ? questionLine(q) : null;
  if (twoSided !== null) return { ...base, key: numKey([], twoSided), kind: 'numeric', strike: twoSided };
  // a player named to score in a game is that player's outcome of the game's anytime scorer market, as another venue
  // lists the players ("Kylian Mbappe to score — Real Madrid vs. Sevilla" / "Kylian Mbappé" of "Anytime Goalscorer"); a
  // team so named is not (it is the side's own total)
  const scorer = domain === 'sports' && single ? scorerNamed(q) : null;
  if (scorer !== null && kb.resolveLabel(scorer, 'sports')?.kind !== 'team' && kb.resolveTeamPlace(scorer, league) === undefined) {
    return { ...base, label: scorer, key: `lbl:${tokenize(scorer).join(' ')}`, kind: 'named' };
  }
  // a player to hit a home run or score a goal in a game is one or more of them ("Will Juan Soto hit a home run vs. the
  // Phillies?" / "Juan Soto: 1+ home runs"), not the team the question names
  if (domain === 'sports' && single && ONE_OR_MORE.test(q)) {
    const once: Strike = { op: 'ge', lo: '1', hi: '1', unit: '' };
    return { ...base, key: numKey([], once), kind: 'numeric', strike: once };
  }
  // a competitor named before a placing of a race or a tournament ("Will Lando Norris finish on the podium at the Canadian
  // GP?", "Ludvig Åberg Top 10 at PGA Championship?"): the YES side is that competitor, as the other venue lists them
  // (an uncategorised one of a race or a tournament the title names: "Lando Norris on the podium at the Japanese GP?")
  const placed = single && (domain === 'sports' || (domain === 'other' && (league !== undefined || grandPrixOf(title) !== null || competitionOf(title) !== null))) ? PLACING_QUESTION.exec(q) : null;
  if (placed !== null) return { ...base, label: placed[1]!, key: `lbl:${tokenize(placed[1]!).join(' ')}`, kind: 'named' };
  // a series going to its Game N lasts N games or more ("Will the World Series go to Game 7?": the seventh game of a
  // best-of-seven is its last, so exactly 7 games)
  // ("Will the ALCS go 7 games?" too; not "go 6 games", which some read as exactly six)
  const goesTo = domain === 'sports' ? /\bgo(?:es)? to (?:a )?game ([4-7])\b|\bgo(?:es)? (?:the (?:full |whole )?|all )?(7|seven) games\b/i.exec(q) : null;
  if (goesTo !== null) {
    const g = goesTo[1] ?? '7';
    const strike: Strike = { op: g === '7' ? 'eq' : 'ge', lo: g, hi: g, unit: '' };
    return { ...base, key: `num::${strikeKey(strike)}`, kind: 'numeric', strike };
  }
  // a team losing to another is the other's win ("Will the Jets lose to the Dolphins?" pays when the Dolphins win)
  const loser = domain === 'sports' ? /\blos(?:e|es)\s+to\s+(.+)$/i.exec(q) : null;
  if (loser !== null) {
    const winner = kb.findMentions(loser[1]!, 'sports').filter((x) => x.entity.kind === 'team')[0]?.entity ?? (league !== undefined ? kb.findLeagueTeams(loser[1]!, league)[0]?.entity : undefined);
    if (winner !== undefined) return { ...base, label: winner.canonical_name, key: `ent:${winner.kb_qid}`, kind: 'entity', entity: winner };
  }
  // the side that must beat the other is the YES side, even when only the beaten one is known by that name: "Will the
  // Giants upset the Cowboys in Arlington?" is the Giants (the NFL's, as the Cowboys are), never the Cowboys
  const beaten = domain === 'sports' && single ? /^(?:[Ww]ill )?(?:the )?([A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,2}) (?:beat|defeat|upset)s? (?:the )?([A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,2})/.exec(q.slice(q.lastIndexOf(': ') + 1).trim()) : null;
  if (beaten !== null && !kb.findMentions(beaten[1]!, 'sports').some((x) => x.entity.kind === 'team')) {
    const loser = kb.findMentions(beaten[2]!, 'sports').find((x) => x.entity.kind === 'team')?.entity;
    const lg = league ?? loser?.metadata['league'];
    // (by its nickname or its place in the league: "Will Michigan beat Ohio State?")
    const winner = lg !== undefined ? kb.resolveTeamNickname(beaten[1]!, lg) ?? kb.resolveTeamPlace(beaten[1]!, lg) ?? kb.findLeagueTeams(beaten[1]!, lg, [])[0]?.entity : undefined;
    if (winner !== undefined) return { ...base, label: winner.canonical_name, key: `ent:${winner.kb_qid}`, kind: 'entity', entity: winner };
    if (loser !== undefined) return { ...base, key: null, kind: 'binary', unaligned: 'the side that must win is not known' };
  }
  // a count a team must reach ("Will the Chiefs win 12+ games?") is a numeric outcome; the team is the event's subject
  // (so is a count of seats or votes a party must win: "BJP wins majority (273+ seats)?", "AfD wins more than 200 seats?")
  if ((WIN_VERB.test(q) || ((domain === 'sports' || domain === 'other') && (UPSET_VERB.test(q) || ELIMINATE_VERB.test(q))) || (single && domain === 'politics' && HEADLINE_WIN.test(q))) && !((domain === 'sports' || SEAT_COUNT.test(q)) && parseStrikes(q).length === 1) && !NOMINEE_ACTS.test(q)) {
    // (a sports question after a heading, "Mets vs Phillies, 8/7 nightcap: Phillies win?", "UFC Aug 21: Will Topuria beat
    // Makhachev?": the question is the clause after the heading)
    const qw = domain === 'sports' ? questionClause(q) : q;
    // (a party after the verb that qualifies a nomination is not the YES side: "Will JD Vance be the 2028 Republican nominee?")
    const ms = kb.findMentions(qw, dom).filter((x) => x.entity.kind !== 'geographic_region' && x.entity.kind !== 'organization' && x.entity.kind !== 'event_occurrence' && !nominatingParty(qw, x));
    // a game question naming the teams by place ("Will San Antonio beat Orlando?"): the first team named is the YES side
    // (also when another name comes first in the kb: "Will Michigan beat Ohio State?" names the team before the state)
    const byPlace = league !== undefined && (domain === 'sports' || domain === 'other') ? kb.findLeagueTeams(qw, league, ms) : [];
    const first = [...ms, ...byPlace].sort((x, y) => x.start - y.start)[0];
    if (first !== undefined) return { ...base, label: first.entity.canonical_name, key: `ent:${first.entity.kb_qid}`, kind: 'entity', entity: first.entity };
    // a player or club outside the kb ("Will Jannik Sinner beat Ben Shelton?", "Will SGA win the NBA MVP?"): beaten by a
    // name; elsewhere a candidate or nominee ("Will Apple beat quarterly earnings?" beats an estimate, not a rival)
    const named = domain === 'sports' || domain === 'other'
      // (also an award the player is named to: "Will Patrick Mahomes be named Super Bowl MVP?", or a title he is crowned)
      ? /^[Ww]ill (?:the )?([A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,3}) (?:win|be named\b|be crowned\b|(?:beat|defeat|upset) (?:the )?[A-Z])/.exec(qw) ?? /^(?:The )?([A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,3}) to (?:win|(?:beat|defeat) (?:the )?[A-Z])/.exec(qw)
        // (a headline in the present tense: "Kevin McGonigle wins 2029 AL Rookie of the Year?")
        // (not "beats": a company beats an estimate, "JPMorgan beats Q1 EPS estimate?")
        ?? /^(?:The )?([A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,3}) wins\b(?! (?:[\w-]+ ){0,2}(?:earnings|estimates?|expectations|consensus|eps|revenue)\b)/.exec(qw)
        // (or beating a side named as one, "Army beats Navy (Dec 13, 2031)?": not an estimate, "JPMorgan beats Q1 EPS estimate?")
        ?? /^(?:The )?([A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,3}) (?:beats|defeats|upsets) (?:the )?(?![\w.' -]*\b(?:[Ee]arnings|[Ee]stimates?|[Ee]xpectations|[Cc]onsensus|EPS|[Rr]evenue|[Ff]orecasts?|[Gg]uidance)\b)[A-Z][a-z][\w.'-]*(?: [A-Z][\w.'-]*){0,3}(?=\s*(?:\(|\?|$|,|:|\s(?:on|in|at)\s))/.exec(qw)
      : /^[Ww]ill (?:the )?([A-Z][\w\u00C0-\u024F.'-]*(?: [A-Z][\w\u00C0-\u024F.'-]*){0,3}) (?:win|beat|defeat|be elected|be re-?elected|become(?! an? )|be the next|be named|be the (?:largest|biggest|most valuable|richest|top)\b)\b(?! (?:[\w-]+ ){0,2}(?:earnings|estimates?|expectations|consensus|forecasts?|eps|revenue|guidance)\b)(?! law\b)/.exec(qw)
        // (a headline of one election, "Nawrocki re-elected President of Poland in 2030?", "FPO wins Austrian legislative
        // election 2029?": the same candidate or party as "Will Karol Nawrocki win...?")
        ?? (single && domain === 'politics' ? HEADLINE_WIN.exec(qw) : null);
    // (a kind of player as the YES side: "Will a quarterback win the 2029 Heisman Trophy?" is the outcome "Quarterback")
    const kindOf = domain === 'sports' ? /^[Ww]ill an? ([a-z][a-z-]*(?: [a-z][a-z-]*)?) win\b/.exec(qw) : null;
    if (kindOf !== null) return { ...base, label: kindOf[1]!, key: `lbl:${tokenize(kindOf[1]!).join(' ')}`, kind: 'named' };
    // (in sports a country so named is the national side: "Will the USA win Olympic gold in men's flag football?")
    // (also by its sports code, "Will Team USA win the Ryder Cup?", in an event of no club league)
    const nation = domain === 'sports' && named?.[1] !== undefined ? nationOf(kb.resolveLabel(named[1])) ?? (league === undefined ? nationOf(kb.resolveLabel(nationByCode(named[1]) ?? '')) : undefined) : undefined;
    if (nation !== undefined && marginLine(q) === null) return { ...base, label: named![1]!, key: `ent:${nation.kb_qid}`, kind: 'entity', entity: nation };
    // (not when it must win by a margin: "France to beat Ireland by 8+ points?" is no side of the match result)
    // (an office title before the name is not part of it: "Will Mayor Parker win re-election?")
    const who = named?.[1] !== undefined && domain !== 'sports' ? withoutHonorific(named[1]) : named?.[1];
    // (a fighter winning by a method is that fighter's outcome of the method market: "Will Ilia Topuria win by KO/TKO?" is
    // "Topuria by KO/TKO")
    const method = who !== undefined && (domain === 'sports' || domain === 'other') ? methodOf(qw) : null;
    if (who !== undefined && method !== null) return { ...base, label: `${who} by ${method}`, key: `lbl:${[...tokenize(who), ...tokenize(method)].join(' ')}`, kind: 'named' };
    // (a country that wins a contest of countries is that country: "Will Spain win Junior Eurovision 2033?" is the outcome
    // "España" of "JESC 2033: winning country")
    const country = who !== undefined && domain !== 'sports' ? kb.resolveLabel(who) : undefined;
    if (country?.kind === 'geographic_region' && country.metadata['level'] === 'country' && marginLine(qw) === null) return { ...base, label: who!, key: `ent:${country.kb_qid}`, kind: 'entity', entity: country };
    if (who !== undefined && marginLine(qw) === null) return { ...base, label: who, key: `lbl:${tokenize(who).join(' ')}`, kind: 'named' };
    const nominee = domain !== 'sports' ? NOMINEE_QUESTION.exec(q) : null;
    if (nominee?.[1] !== undefined) return { ...base, label: nominee[1], key: `lbl:${tokenize(nominee[1]).join(' ')}`, kind: 'named' };
  }
  const strikes = signStrikes(q, dayCountStrikes(q, parseStrikes(q)), domain);
  const prop = propositionOf(q);
  // a numeric proposition keeps only the rate verbs (cut, hike): "90%+ at release" is a score, not a release
  // (a statistic published to one decimal that "increases more than 0.5%" is above 0.5%: no rate was hiked)
  const acts = strikes.length === 1 ? parseActions(q).filter((a) => !stepped || (a !== 'hike' && a !== 'cut')) : prop.acts;
  const neg = prop.neg ? 'neg' : 'pos';
  if (strikes.length === 1 && strikes[0] !== undefined) {
    return { ...base, label: label || 'Yes', key: `${numKey(acts, strikes[0])}:${neg}`.replace(/:pos$/, ''), kind: 'numeric', strike: strikes[0] };
  }
  if (strikes.length > 1) return { ...base, key: null, kind: 'binary', unaligned: 'several numeric strikes in one question' };
  if (!single && acts.length === 1) return { ...base, label: acts[0] ?? 'Yes', key: `act:${acts[0]}${neg === 'neg' ? ':neg' : ''}`, kind: 'named' };
  // a one-team season question ("Jets to make the 2027 NFL playoffs?"): its YES side is the team, as on a venue that
  // lists the team as the outcome of "Will New York J make the playoffs?" (what is paid on stays a facet of the event)
  // (not the club a player leaves: "Will Haaland leave Man City?" pays when he leaves, whoever wins anything)
  // (nor the side a player's statistic is counted against: "Skenes strikeouts vs Cubs")
  if (single && domain === 'sports' && neg === 'pos' && acts.length === 0 && !leavesClub(q) && statsOf([q]).size === 0) {
    const t = soleTeam(kb.findMentions(q, 'sports').map((x) => x.entity)) ?? (league !== undefined ? soleTeam(kb.findLeagueTeams(q, league).map((x) => x.entity)) : undefined);
    if (t !== undefined) return { ...base, label: t.canonical_name, key: `ent:${t.kb_qid}`, kind: 'entity', entity: t };
  }
  // one party winning both chambers at a midterm ("Democrats win both chambers in 2034?"): that outcome of the balance of
  // power, "D House, D Senate" (not with the presidency at stake, where both chambers are two outcomes of three offices)
  const both = single && (domain === 'politics' || domain === 'other') && neg === 'pos' ? BOTH_CHAMBERS.exec(q) : null;
  if (both !== null && !/\b(president|presidency|white house|trifecta)\b/i.test(`${q} ${title}`)) {
    const side = usPartySide(q);
    if (side !== null) return { ...base, label: `${side.toUpperCase()} House, ${side.toUpperCase()} Senate`, key: `bop:${side}${side}`, kind: 'named' };
  }
  // a one-party question ("Republicans keep control of the US Senate in 2028?", "Republicans hold the governor's
  // mansion?"): its YES side is the party, as on a venue that lists the parties as outcomes
  if (single && neg === 'pos' && acts.every((x) => x !== 'lose' && x !== 'exit') && partyWinQuestion(q)) {
    const parties = [...new Set(kb.findMentions(q, dom).filter((x) => x.entity.kind === 'political_party').map((x) => x.entity))];
    if (parties.length === 1) return { ...base, label: parties[0]!.canonical_name, key: `ent:${parties[0]!.kb_qid}`, kind: 'entity', entity: parties[0]! };
  }
  return { ...base, label: 'Yes', key: `yes:${acts.join(',')}:${neg}`, kind: 'binary' };
}

/**
 * A question on what a party's nominee does ("Will the Democratic nominee announce a running mate before Aug 1?"): the
 * nominee is its subject, not a winner asked for.
 */
/** A player's one occurrence of a counted event in a game: "hit a home run", "score a goal", "record a point". */
/** A mentions market's title: "What will Adobe say during its earnings call?", "What will the Beige Book mention?". */
const SPEAKS = /\bwhat will (?:the )?.+? (?:say|mention)\b/i;
/** A speaker saying or mentioning one quoted word or phrase: `"Figma"` of `Will Adobe say "Figma" on the call?`. */
const SAYS_WORD = /\b(?:say|says|said|mention|mentions|mentioned|utter|utters)\s+["“‘']([^"“”‘’']{2,40})["”’'](?![\p{L}\d])/u;
const ONE_OR_MORE = /\b[A-Z][\p{L}'’-]+ (?:to )?(?:hits?|scores?|records?) (?:an?|any) (?:home run|homer|goal|touchdown|td|point)\b/u;

/** How a fight is won, as a method market's outcomes write it ("KO/TKO", "submission", "decision"); null when not said. */
function methodOf(q: string): string | null {
  const m = /\bwins? by (ko\/tko|tko\/ko|ko|tko|knock ?out|submission|(?:unanimous |split |majority )?decision)\b/i.exec(q);
  if (m === null) return null;
  const w = m[1]!.toLowerCase();
  return /ko|knock/.test(w) ? 'KO/TKO' : w === 'submission' ? 'submission' : 'decision';
}

/** A competitor's name (two to four capitalised words) before a placing: a podium, a top-N finish. */
const PLACING_QUESTION = /^(?:[Ww]ill )?(\p{Lu}[\p{L}.'’-]+(?: \p{Lu}[\p{L}.'’-]+){1,3}) (?:to )?(?:(?:finish|finishes|place|places|end|ends) )?(?:on the podium|on podium|in the top[- ]?(?:\d+|three|five|ten)|(?:a )?[Tt]op[- ]?(?:\d+|three|five|ten)(?: finish)?)\b/u;

/** A title on any country or member, none named ("Will any country join NATO?", "New NATO member by end of 2030?"). */
const ANY_COUNTRY = /\bany (?:new )?(?:country|countries|nation|state|member(?: state)?)\b|\bnew (?:[A-Z]{2,}\s)?members?\b/i;

/** A title's day that starts what it measures ("a shutdown beginning Oct 1, 2029", "the strike that began on March 3"). */
const STARTS_ON = /\b(?:beginning|starting|that (?:begins|began|starts|started)|which (?:begins|began|starts|started))(?: on)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}\b/i;

/**
 * Whether an event's outcomes are percentages (every label that states a level states it in %) and its rules say the
 * figure is published to one decimal ("pre-substitution average effective tariff rate, to one decimal"): then "above
 * 9.9%" and "10.0% or higher" are one outcome, as for a statistic known to be published so.
 */
function percentToOneDecimal(ev: VenueEventInput): boolean {
  const rules = [ev.rules, ...ev.markets.slice(0, 3).map((m) => m.rules)].filter((r): r is string => typeof r === 'string');
  if (!rules.some((r) => /\b(?:to|at|with|rounded to) one decimal(?: place)?\b|,\s*one decimal\b/i.test(r))) return false;
  const levels = ev.markets.map((m) => m.outcome_label ?? '').filter((l) => /\d/.test(l));
  return levels.length > 0 && levels.every((l) => /\d(?:\.\d)?\s?%/.test(l));
}

/**
 * A politics headline of one election naming its winner first ("Nawrocki re-elected President of Poland in 2030?", "FPO
 * wins Austrian legislative election 2029?"): the candidate or party, as "Will Nawrocki win...?" names it. Not a
 * company's results ("beats"), nor a nomination or a party's leadership (a contest of its own).
 */
const HEADLINE_WIN_RE = /^(?:The )?([A-Z][\w\u00C0-\u024F.'-]*(?: [A-Z][\w\u00C0-\u024F.'-]*){0,3}) (?:wins|is elected|is re-?elected|elected|re-?elected)\b(?! (?:[\w-]+ ){0,3}(?:nomination|nominee|primary|leader(?:ship)?|speaker|earnings|estimates?|revenue)\b)/;
const ELECTION_WORDS = /\b(?:elections?|president|prime minister|chancellor|mayor|governor|presidency|vote|votes|referendum)\b/i;
const HEADLINE_WIN = { test: (q: string): boolean => HEADLINE_WIN_RE.test(q) && ELECTION_WORDS.test(q), exec: (q: string): RegExpExecArray | null => (ELECTION_WORDS.test(q) ? HEADLINE_WIN_RE.exec(q) : null) };

const NOMINEE_ACTS = /^\s*will (?:the )?(?:[\w.'-]+ ){0,3}nominee (?!(?:be|become|win|wins)\b)[a-z]+/i;

/** "Will JD Vance be the 2028 Republican nominee?", "Will Gavin Newsom be the Democratic presidential nominee?": the person named. */
const NOMINEE_QUESTION = /^[Ww]ill (?:the )?([A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,3}) (?:be|become) (?:the )?(?:(?:19|20)\d\d )?(?:[A-Z][\w-]* ){0,2}(?:presidential |party )?(?:nominee|candidate)\b/;

/**
 * A party mention that qualifies a nomination after the verb of a question ("be the 2028 Republican nominee", "become
 * the Democratic presidential candidate") or a party's primary ("win the Democratic primary"): the nominee is the person
 * before the verb, not the party.
 */
function nominatingParty(q: string, m: { entity: KbEntity; start: number; end: number }): boolean {
  if (m.entity.kind !== 'political_party') return false;
  const toks = tokenize(q);
  // (also a party's primary: "Will Gavin Newsom win the 2028 New Hampshire Democratic primary?")
  if (/^(primary|primaries|caucus|caucuses)$/.test(toks[m.end] ?? '') || (/^(senate|house|gubernatorial|governor|presidential|mayoral)$/.test(toks[m.end] ?? '') && /^(primary|primaries|caucus|caucuses)$/.test(toks[m.end + 1] ?? ''))) return true;
  const verbAt = toks.findIndex((t) => /^(be|become|becomes)$/.test(t));
  return verbAt >= 0 && m.start > verbAt && /^(nominee|nomination|candidate|presidential)$/.test(toks[m.end] ?? '');
}

/**
 * A non-governmental body a label names, by its name in any language or its initials ("Médecins Sans Frontières" /
 * "Doctors Without Borders" / "MSF" as a laureate of a prize): the outcome is the body. (Central banks and agencies stay
 * labels: they are a decision's subject, not an outcome.)
 */
function laureateBody(e: KbEntity | undefined): KbEntity | undefined {
  return e !== undefined && e.kind === 'organization' && e.metadata['org_kind'] === 'ngo' ? e : undefined;
}

/** The name before a bracketed qualifier of a label ("Arch Manning (Texas)" → "Arch Manning"); null without one or when the name is one word. */
function unbracketed(label: string): string | null {
  const m = /^([^()]+?)\s*\([^()]+\)\s*$/.exec(label);
  return m !== null && m[1]!.trim().split(/\s+/).length >= 2 ? m[1]!.trim() : null;
}

/** The acts of a rate decision, one or more ("cut", "hold", "hike"). */
const RATE_MOVES = /^(cut|hold|hike)(,(cut|hold|hike))*$/;
/**
 * A US party written as its letter ("D", "R") in a listing whose title offers the two letters ("NH-Sen 2034: D or R?"):
 * the party's name; null for anything else (a letter alone names no party).
 */
function usPartyLetter(label: string, title: string): string | null {
  const l = label.trim().toUpperCase();
  if ((l !== 'D' && l !== 'R') || !/\b(d or r|r or d|d\/r|r\/d|d vs\.? r|r vs\.? d)\b/i.test(title)) return null;
  return l === 'D' ? 'Democrats' : 'Republicans';
}

/** A party winning or holding both chambers of Congress ("win both chambers", "control the House and the Senate"). */
const BOTH_CHAMBERS = /\b(?:win|wins|take|takes|hold|holds|keep|keeps|control|controls|sweep|sweeps|flip|flips)\s+(?:control of\s+)?(?:both chambers|both houses(?: of congress)?|(?:the )?house and (?:the )?senate|(?:the )?senate and (?:the )?house)\b/i;
/** The letter of the one US party a question names ('d', 'r'), as in a balance-of-power key; null for none or both. */
function usPartySide(q: string): string | null {
  const d = /\b(?:democrats?|democratic|dems?)\b/i.test(q), r = /\b(?:republicans?|republican|gop)\b/i.test(q);
  return d === r ? null : d ? 'd' : 'r';
}
/** A race's general election, not a party's own contest (a primary, a caucus, a nomination, a runoff within one party). */
const PARTY_CONTEST = /\b(primar(y|ies)|caucus(es)?|nominat\w*|nominee|convention|leadership)\b/i;
/**
 * The party of an outcome of a general election named as the party's candidate: "Democratic nominee" of "Who will be elected
 * Governor of Georgia?", or a candidate the title writes with a US party letter, "Marcus Bell" of "Georgia Senate 2034: Bell (D)
 * vs Tillman (R)" (each letter given to one candidate only), is that party's side; null for anything else (a nomination's
 * candidates are persons; a title that tags one candidate, or two of one party, names no sides by party).
 */
function partyCandidate(label: string, title: string): string | null {
  if (PARTY_CONTEST.test(title)) return null;
  const nominee = /^\s*(.+?)\s+(?:party\s+)?(?:nominee|candidate)\s*$/i.exec(label);
  if (nominee !== null) return nominee[1]!;
  const tags = [...title.matchAll(/(\p{Lu}[\p{L}'’-]+)\s*\((D|R)\)/gu)];
  if (tags.length !== 2 || tags[0]![2] === tags[1]![2]) return null;
  const words = label.trim().split(/\s+/);
  const surname = words[words.length - 1]!.toLowerCase();
  const tag = tags.find((t) => t[1]!.toLowerCase() === surname);
  return tag === undefined || words.length > 4 ? null : tag[2] === 'D' ? 'Democrats' : 'Republicans';
}

/** Whether the label of a one-market event only restates the proposition (no strike, draw or winner of its own). */
function restatesProposition(rawLabel: string, question: string, rawTitle: string, games = true): boolean {
  // (the warmest year is the hottest: "Warmest on record" of "Will 2030 be the hottest year on record?")
  const hottest = (x: string): string => x.replace(/\bwarmest\b/gi, 'hottest');
  const label = hottest(rawLabel), title = hottest(rawTitle);
  // "Who will win ...?" with one named candidate, "Lakers vs. Celtics" labelled "Lakers": the label is the side the market is about
  const q = hottest(question.trim() === '' ? rawTitle : question);
  // (an award ceremony after "at the" is no away side: "nominated for Album of the Year at the 2031 Grammys?")
  // (outside sports "at" names a place, no away side: "Measurable snow at Denver International Airport before Oct 15?")
  const h2h = (x: string): boolean => (games ? HEAD_TO_HEAD : VERSUS).test(` ${x.replace(/\sat the ([\w'-]+ ){0,3}(grammys?|oscars?|academy awards|emmys?|golden globes?|baftas?|tonys?|awards|ceremony)\b/gi, ' ')} `);
  // (a bare amount filling the question's blank, "2.50" of "XRP above ___ on January 17?", is the level, not the question)
  if (/^\$?\s?\d[\d,]*(\.\d+)?\s?[kmb]?\s?%?$/i.test(label.trim()) && /_{2,}/.test(`${q} ${title}`)) return false;
  // ... unless the label only repeats words of the question ("Hottest on record" of "Will 2027 be the hottest year on record?")
  // (also one word the question writes in lower case, a common word and no name: "Hottest" of "... be the hottest year?")
  // (also inflected: "Beat" of "Constellation Brands beats revenue estimates?")
  const lowerWord = /^[A-Za-z]+$/.test(label.trim()) && new RegExp(`\\b${label.trim().toLowerCase()}(s|es|ed|d)?\\b`).test(q);
  // (also a beat of the estimates the question beats, in the words of a results print: "Beats consensus EPS" of "Microsoft
  // EPS beat, fiscal Q3 2033"; the measure, EPS or revenue, is compared as the title's metric)
  const beat = /^\s*(beats?|tops?)\s+((the|wall street|street|analyst|analysts'?|consensus|estimates?|expectations?|forecasts?|eps|earnings)\s*)+$/i.test(label) && /\bbeat(s|ing)?\b/i.test(q);
  if ((WIN_VERB.test(q) && !wordsWithin(label, q) && !lowerWord && !beat && !commonWordsOf(label, q)) || h2h(q) || h2h(title)) return false;
  // "#1 song on the Billboard Hot 100?" labelled "All I Want for Christmas Is You": a question asking for a name, a label
  // naming one the question does not: the label is the outcome (one listed candidate of the ranking), not the question
  if (ASKS_FOR_NAME.test(q) && !sharesWord(label, q)) return false;
  // ("0.1 inch or more" of "First measurable snow ...?": measurable is that threshold, the question itself)
  if (/\bmeasurable\b/i.test(q) && /^\s*0?\.1\s*(inch(es)?|in\.?|")\s*(or more|\+)\s*$/i.test(label)) return true;
  // "Measurable snow (0.1\"+)": the weather service's threshold of measurable, glossed in brackets, is the question itself
  const gloss = /^\s*measurable\b/i.test(label) ? withoutParenthetical(label) : label;
  return !isNoLabel(label) && !DRAW_LABEL.test(label) && parseStrikes(gloss).length === 0;
}

/**
 * The label of the one market of a closed yes/no question ("Will Karol Nawrocki win the 2030 Polish presidential
 * election?" labelled "Nawrocki", "Will Palestine become a full UN member before 2031?" labelled "Admitted", "Will the
 * FPÖ win the most votes...?" labelled "FPÖ first"): the question names its one proposition, so a short label (one or two
 * words, no number) only restates it. Not when the question offers a choice ("or", "who", "which", a head-to-head), nor
 * when the label is a party, person, team or place the knowledge base knows (the side of a categorical event the one
 * market is listed for: "Republican" of "Will the Republican nominee carry Pennsylvania?"): that is compared as the entity.
 */
function closedQuestionLabel(label: string, question: string, title: string, kb: KnowledgeBase): boolean {
  const q = (question.trim() === '' ? title : question).trim();
  if (!/^will\b/i.test(q) || !/\?$/.test(q) || /\b(or|who|which|whom|whose|what)\b/i.test(q) || HEAD_TO_HEAD.test(` ${q} `)) return false;
  const words = tokenize(label).filter((t) => !STOPWORDS.has(t));
  if (words.length === 0 || words.length > 2 || /\d/.test(label) || isNoLabel(label) || DRAW_LABEL.test(label)) return false;
  return kb.resolveLabel(partyLabel(label)) === undefined && kb.resolveLabel(label) === undefined;
}

/**
 * A one-market label that is a name its question and title do not contain: the side or candidate the market pays on
 * ("Eduardo Paes" of "Rio de Janeiro Mayor 2028", "Ireland" of "Six Nations 2029 Grand Slam"), not the proposition
 * restated. A name: two to four capitalised words (particles such as "de" between them), or in sports a country or a
 * team or person the kb knows ("Penalties" of "Will the final be decided by a penalty shootout?" is no name).
 */
function namesOutcome(label: string, text: string, domain: Domain, kb: KnowledgeBase): boolean {
  const l = label.trim();
  const multi = /^[A-Z][\p{L}'.-]+(?:\s+(?:(?:de|da|do|dos|van|von|der|del|la|le|bin|al)\s+)?[A-Z][\p{L}'.-]+){1,3}$/u.test(l);
  const known = kb.resolveLabel(l);
  const one = domain === 'sports' && /^[A-Z][\p{L}'.-]{2,}$/u.test(l) && (isNationName(l) || known?.kind === 'team' || known?.kind === 'person' || (known?.kind === 'geographic_region' && known.metadata['level'] === 'country'));
  if (!multi && !one) return false;
  const words = new Set(tokenize(text));
  return tokenize(l).every((w) => !words.has(w));
}

/**
 * A chart entry written as two names on either side of a spaced dash ("Glass Heart - Sabrina Carpenter", the song and its
 * artist in the venue's order): the two names in one order, so that either order reads alike; null for anything else.
 */
export function songCredit(label: string): string | null {
  const m = /^([^-–—]*[A-Za-z][^-–—]*?)\s+[-–—]\s+([^-–—]*[A-Za-z][^-–—]*)$/.exec(label.trim());
  if (m === null) return null;
  const parts = [m[1]!, m[2]!].map((p) => tokenize(p).filter((t) => !STOPWORDS.has(t)).join(' '));
  return parts.every((p) => p !== '') ? parts.sort().join(' ') : null;
}

/** A question that asks for a name: who, which, what, the #1 or the top one of a ranking. */
// (also a title naming the winner it asks for: "Kentucky Senate Republican Primary Winner")
// (also the winner's kind of player, school or country: "Heisman Trophy 2031 winner position" labelled "Quarterback")
const ASKS_FOR_NAME = /^\s*(who|which|what)\b|(^|\s)(#1|no\. ?1|number one|top)\b|\bwinner\s*\??\s*$|\bwinner'?s? (position|nationality|country|conference|school|college|team|league)\s*\??\s*$/i;

/** Whether `label` has a word (not a stopword) of `text`. */
function sharesWord(label: string, text: string): boolean {
  const all = new Set(tokenize(text));
  return tokenize(label).some((w) => !STOPWORDS.has(w) && all.has(w));
}

/**
 * Whether every word of `label` (four letters or more, no stopword) is a common word of `text`, written there in lower
 * case ("Record" of "Will July 2028 be the hottest July on record?"); a name the text capitalises ("Trump") is not.
 */
function commonWordsOf(label: string, text: string): boolean {
  const ws = tokenize(label).filter((t) => !STOPWORDS.has(t));
  const lower = new Set(text.split(/[^A-Za-z]+/).filter((w) => w !== '' && w === w.toLowerCase()));
  return ws.length > 0 && ws.every((w) => w.length >= 4 && lower.has(w));
}

/** Whether every word of `label` is a word of `text` (at least two words). */
function wordsWithin(label: string, text: string): boolean {
  const ws = tokenize(label).filter((t) => !STOPWORDS.has(t));
  const all = new Set(tokenize(text));
  return ws.length >= 2 && ws.every((w) => all.has(w));
}

export interface PairScore {
  a: string;
  b: string;
  confidence: number;
  vetoes: string[];
  notes: string[];
  /** the parts the confidence is made of (title similarity, outcome overlap, time and entity agreement) */
  parts?: { sim: number; ov: number; time: number; ent: number; station: boolean };
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

function setEq(a: Set<string>, b: Set<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

function keysOf(f: EventFeatures): Set<string> {
  return f.keySet;
}

const STAGE_KEYS: ReadonlySet<string> = new Set(['nomination', 'popular_vote', 'electoral_college', 'runoff', 'first_round', 'second_round']);

function minus(a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> {
  return new Set([...a].filter((x) => !b.has(x)));
}

/** Both events are sports (or one is sports and the other has no category). */
export function sportsPair(a: EventFeatures, b: EventFeatures): boolean {
  const ok = (x: Domain, y: Domain): boolean => x === 'sports' && (y === 'sports' || y === 'other');
  return ok(a.domain, b.domain) || ok(b.domain, a.domain);
}

/** Words that qualify a place and so cannot be dropped from a name ("Michigan State" is not "Michigan"). */
const NAME_QUALIFIERS: ReadonlySet<string> = new Set(['state', 'st', 'tech', 'university', 'college', 'city', 'united', 'county', 'a', 'm', 'am', 'u', 'north', 'south', 'east', 'west', 'central']);

function shortens(long: string[], short: string[], sports = true): boolean {
  // "G2 Esports" / "G2", "Team Falcons" / "Falcons": an esports club without the words that say it is a club
  if (sports && short.length > 0 && short.length < long.length && short.join('').length >= 2) {
    const head = long.slice(0, short.length), tail = long.slice(long.length - short.length);
    if (head.join(' ') === short.join(' ') && long.slice(short.length).every((w) => CLUB_WORDS.has(w))) return true;
    if (tail.join(' ') === short.join(' ') && long.slice(0, long.length - short.length).every((w) => CLUB_WORDS.has(w))) return true;
  }
  if (short.length === 0 || short.length >= long.length || short.join(' ').length < 3) return false;
  const suffix = long.slice(long.length - short.length);
  if (suffix.join(' ') === short.join(' ')) return true; // "Milwaukee Bucks" / "Bucks": the nickname; "JD Vance" / "Vance"
  if (!sports) return false;
  const prefix = long.slice(0, short.length);
  // "Milwaukee Bucks" / "Milwaukee": the place, unless the dropped words qualify it ("Michigan State")
  return prefix.join(' ') === short.join(' ') && !long.slice(short.length).some((w) => NAME_QUALIFIERS.has(w));
}

/** "Los Angeles D" / "Los Angeles Dodgers": the place and the nickname's initial (the venues' way to tell two teams of a city apart). */
function initialOf(long: string[], short: string[]): boolean {
  if (short.length !== long.length || short.length < 2) return false;
  const last = short[short.length - 1]!;
  return last.length === 1 && long[long.length - 1]!.startsWith(last) && long[long.length - 1]!.length > 1 && short.slice(0, -1).join(' ') === long.slice(0, -1).join(' ');
}

/** Words that say a name is an esports club's ("G2 Esports", "Team Falcons", "Bilibili Gaming"). */
const CLUB_WORDS: ReadonlySet<string> = new Set(['esports', 'gaming', 'team']);

const NAME_SUFFIXES: ReadonlySet<string> = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

/** Person names: "Bola Tinubu" / "Bola Ahmed Tinubu" (a middle name), "J.D. Vance" / "JD Vance" (initials written apart). */
function sameName(x: string[], y: string[]): boolean {
  if (x.join('') === y.join('') && x.join('').length >= 4) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length === 2 && long.length === 3 && short[0] === long[0] && short[1] === long[2] && !NAME_SUFFIXES.has(long[2]!) && short.join(' ').length >= 6;
}

/** Whether `inner` occurs as whole consecutive words in `outer`. */
function containsWords(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length === 0 || inner.length > outer.length) return false;
  for (let i = 0; i + inner.length <= outer.length; i++) if (inner.every((w, k) => outer[i + k] === w)) return true;
  return false;
}

/**
 * "Conservative" / "Scottish Conservatives": the longer label is the shorter one (as a party's name, its members or
 * with "party") after one leading adjective of a people ("Scottish", "Welsh", "Irish"). Not "Democrats" / "Social Democrats".
 */
function regionalBranch(short: readonly string[], long: readonly string[]): boolean {
  if (long.length !== short.length + 1 || !/^[a-z]{3,}(ish|sh)$/.test(long[0]!)) return false;
  const rest = long.slice(1);
  return rest.join(' ').length >= 4 && (rest.join(' ') === short.join(' ') || samePartyName(short, rest));
}

/**
 * A player called by the head of a long name ("Pragg" / "Praggnanandhaa R", "Pragg" / "Rameshbabu Praggnanandhaa"): a
 * one-word label of five letters or more that starts, and is at least three letters shorter than, one word of a one- or
 * two-word label (and starts no other).
 */
function clippedName(short: readonly string[], long: readonly string[]): boolean {
  if (short.length !== 1 || long.length < 1 || long.length > 2) return false;
  const a = short[0]!;
  if (!/^[a-z]{5,}$/.test(a)) return false;
  const hits = long.filter((w) => w.startsWith(a));
  return hits.length === 1 && hits[0]!.length >= a.length + 3;
}

/** "PP" / "Partido Popular", "PSG" / "Paris Saint-Germain": an acronym of the other label's words. */
function acronymOf(short: readonly string[], long: readonly string[]): boolean {
  if (short.length !== 1 || long.length < 2 || long.length > 5) return false;
  const a = short[0]!;
  return a.length === long.length && /^[a-z]+$/.test(a) && long.map((w) => w[0]).join('') === a;
}

/** Label text of the outcomes, for aligning named outcomes written differently (questions help: 'Will Taylor Swift's "Lux" win...'). */
export interface OutcomeText {
  label: string[];
  question: string[];
  /** the label's words without its trailing bracketed qualifier ("Tinubu (APC)" → "tinubu"); only when it has one */
  core?: string[];
  /**
   * the label's words as written, only the small linking words dropped ("New Patriotic Party" → "new patriotic party",
   * where `label` has lost the stopword "new"): what an acronym's letters spell; only when it differs from `label`
   */
  full?: string[];
}

/** Small words a name's acronym leaves out ("Party of the Democratic Revolution" is "PRD"). */
const ACRONYM_LINKS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'of', 'and', 'for', 'de', 'del', 'des', 'du', 'la', 'le', 'les', 'y', 'et', 'e', 'da', 'do', 'dos', 'das', 'di', 'in', 'on', 'to', 'at']);

/** The label and question words of an event's named outcomes, by outcome key. */
export function outcomeTexts(markets: readonly MarketFeatures[]): Map<string, OutcomeText> {
  const out = new Map<string, OutcomeText>();
  for (const m of markets) {
    if (m.key === null || (!m.key.startsWith('lbl:') && !m.key.startsWith('ent:')) || out.has(m.key)) continue;
    // (a kb entity labelled by its place, "Detroit", is read by its full name, "Detroit Tigers", which the nickname shortens)
    const name = m.entity !== null && m.entity.kind === 'team' && tokenize(m.entity.canonical_name).length > tokenize(m.label).length ? m.entity.canonical_name : m.label;
    const label = m.key.startsWith('lbl:') ? m.key.slice(4).split(' ') : tokenize(name).filter((t) => !STOPWORDS.has(t));
    const core = tokenize(withoutParenthetical(m.label)).filter((t) => !STOPWORDS.has(t));
    const full = tokenize(withoutParenthetical(m.label)).filter((t) => !ACRONYM_LINKS.has(t));
    out.set(m.key, { label, question: tokenize(m.market.question ?? '').filter((t) => !STOPWORDS.has(t)), ...(core.length > 0 && core.length < label.length ? { core } : {}), ...(full.length > label.length ? { full } : {}) });
  }
  return out;
}

/**
 * Outcome labels of teams outside the knowledge base written in full on one venue and shortened on the other
 * ("Milwaukee Bucks" / "Bucks"): pairs of `lbl:` keys without an exact counterpart where one label's words are the
 * other's nickname (trailing words) or place (leading words), one-to-one in both events. Returns keyB → keyA.
 */
export function labelAliases(ka: ReadonlySet<string>, kb: ReadonlySet<string>, ctx?: { sports: boolean; a: ReadonlyMap<string, OutcomeText>; b: ReadonlyMap<string, OutcomeText>; words?: boolean }): Map<string, string> {
  const sports = ctx?.sports ?? true;
  // (the words of a mentions market are each said or not: "Vision" is not "Vision Pro", only its plural is the word)
  const said = (w: readonly string[]): string => w.map((t) => t.replace(/(?<=..)s$/, '')).join(' ');
  // without outcome texts only out-of-kb labels align; with them, a kb entity on one venue may align with a label on the other
  const open = (s: ReadonlySet<string>, other: ReadonlySet<string>, t?: ReadonlyMap<string, OutcomeText>): string[] =>
    [...s].filter((k) => (k.startsWith('lbl:') || (t?.has(k) === true && k.startsWith('ent:'))) && !other.has(k));
  const oa = open(ka, kb, ctx?.a), ob = open(kb, ka, ctx?.b);
  const out = new Map<string, string>();
  if (oa.length === 0 || ob.length === 0 || (oa.every((k) => k.startsWith('ent:')) && ob.every((k) => k.startsWith('ent:')))) return out;
  const text = (k: string, t?: ReadonlyMap<string, OutcomeText>): OutcomeText => t?.get(k) ?? { label: k.slice(4).split(' '), question: [] };
  const corr = (x: string, y: string): boolean => {
    if (x.startsWith('ent:') && y.startsWith('ent:')) return false;
    // "Other" / "Someone else": the catch-all of each side (one outcome only over the same named list, checked when built)
    if (catchAllKey(x) && catchAllKey(y)) return true;
    const tx = text(x, ctx?.a), ty = text(y, ctx?.b);
    const wx = tx.label, wy = ty.label;
    if (wx.length === 0 || wy.length === 0) return false;
    // (or an acronym written with its words, "AI / Artificial intelligence" / "AI")
    if (ctx?.words === true) return said(wx) === said(wy) || (wx.length === 1 && wy[0] === wx[0] && acronymOf(wx, wy.slice(1))) || (wy.length === 1 && wx[0] === wy[0] && acronymOf(wy, wx.slice(1)));
    if (shortens(wx, wy, sports) || shortens(wy, wx, sports) || initialOf(wx, wy) || initialOf(wy, wx)) return true;
    if (ctx === undefined) return false;
    if (sameName(wx, wy) || acronymOf(wx, wy) || acronymOf(wy, wx) || abbreviationOf(wx, wy) || abbreviationOf(wy, wx) || acronymHead(wx, wy) || acronymHead(wy, wx)) return true;
    // (an acronym whose letters include a stopword the label lost: "NPP" / "New Patriotic Party")
    if ((ty.full !== undefined && acronymOf(wx, ty.full)) || (tx.full !== undefined && acronymOf(wy, tx.full))) return true;
    if (sports && (initialName(wx, wy) || stateName(wx, wy) || reorderedName(wx, wy) || surnameCode(wx, wy) || clippedName(wx, wy) || clippedName(wy, wx))) return true;
    // (a fighter of a two-sided bout by a ring name on one venue, "Boots Ennis" / "Jaron Ennis": the same family name)
    if (sports && ka.size <= 3 && kb.size <= 3 && wx.length === 2 && wy.length === 2 && wx[1] === wy[1] && wx[1]!.length >= 3 && wx[0] !== wy[0]) return true;
    if (sports) return false;
    // "J. Bardella" / "Jordan Bardella", "Chris Waller" / "Christopher Waller"
    if (personAlias(wx, wy) || sameWithNumerals(wx, wy) || possessiveOf(wx, wy) || possessiveOf(wy, wx)) return true;
    // "Liberal" / "Liberals" / "Liberal Party": a party by its name, its members or with the word "party"
    if (samePartyName(wx, wy)) return true;
    // a song and its artist in either order ("Sabrina Carpenter – "Honey Trap"" / "Honey Trap — Sabrina Carpenter"): the same
    // three or more words, each once
    if (wx.length >= 3 && wx.length === wy.length && new Set(wx).size === wx.length && wx.every((w) => wy.includes(w))) return true;
    // a party's branch named by the place's adjective on one side ("Scottish Conservatives" / "Conservative", "Welsh
    // Labour" / "Labour"): the party of that place's election
    if (regionalBranch(wx, wy) || regionalBranch(wy, wx)) return true;
    // a candidate with the party in brackets on one side ("Tinubu (APC)" / "Bola Tinubu", "Atiku (ADC)" / "Atiku Abubakar")
    if (tx.core !== undefined || ty.core !== undefined) {
      const cx = tx.core ?? wx, cy = ty.core ?? wy;
      if (personAlias(cx, cy) || (cx.join(' ').length >= 3 && containsWords(cy, cx)) || (cy.join(' ').length >= 3 && containsWords(cx, cy))) return true;
    }
    // "Coalition" / "Liberal/National Coalition", "PP" / "People's Party (PP)", "Lux" / 'Will Rosalía's "Lux" win...'
    const long = (w: string[]): boolean => w.join(' ').length >= 2 && !w.every((t) => STOPWORDS.has(t));
    return (long(wx) && (containsWords(wy, wx) || containsWords(ty.question, wx))) || (long(wy) && (containsWords(wx, wy) || containsWords(tx.question, wy)));
  };
  for (const y of ob) {
    const xs = oa.filter((x) => corr(x, y));
    if (xs.length !== 1) continue;
    const x = xs[0]!;
    if (ob.filter((y2) => corr(x, y2)).length !== 1) continue;
    out.set(y, x);
  }
  return out;
}

/** A mentions market: its outcomes are words a speaker says ("What will Adobe say during its earnings call?"). */
export function spokenWords(f: EventFeatures): boolean {
  return f.asks.stated['speaker'] !== undefined;
}

/**
 * A policy meeting held over the turn of a month ("July 31–August 1", "the July/August FOMC"): one venue names it by the
 * month it starts in ("Fed rate cut in July 2029?"), the other by its last day, the 1st or 2nd of the next month. Both
 * titles are about a rate meeting or decision of the same central bank.
 */
export function meetingAcrossMonths(a: { ev: { title: string | null }; context: ReadonlySet<string> }, b: typeof a, da: DateMention, db: DateMention): boolean {
  const [day, month] = da.granularity === 'day' && db.granularity === 'month' ? [da, db] : db.granularity === 'day' && da.granularity === 'month' ? [db, da] : [null, null];
  if (day === null || month === null) return false;
  const meeting = (t: string | null): boolean => /\b(fomc|meeting|rate (cut|hike|decision)s?|cuts? rates|hikes? rates|fed funds)\b/i.test(t ?? '');
  if (!meeting(a.ev.title) || !meeting(b.ev.title) || ![...a.context].some((q) => b.context.has(q))) return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.key);
  if (m === null || Number(m[3]) > 2) return false;
  const prev = Number(m[2]) === 1 ? `${Number(m[1]) - 1}-12` : `${m[1]}-${String(Number(m[2]) - 1).padStart(2, '0')}`;
  return month.key === prev;
}

/** Scores a candidate pair; vetoes are hard reasons the two cannot be the same real-world resolution. */
export function scorePair(a: EventFeatures, b: EventFeatures): PairScore {
  const vetoes: string[] = [];
  const notes: string[] = [];
  if (a.domain !== 'other' && b.domain !== 'other' && a.domain !== b.domain && !a.subject.alsoDomains.includes(b.domain) && !b.subject.alsoDomains.includes(a.domain)) {
    vetoes.push(`different domains (${a.domain} vs ${b.domain})`);
  }
  // time
  let timeScore = 0;
  const sports = a.domain === 'sports' || b.domain === 'sports';
  const da = a.dates[a.dates.length - 1];
  const db = b.dates[b.dates.length - 1];
  if (da !== undefined && db !== undefined) {
    if (!datesCompatible(da, db) && !meetingAcrossMonths(a, b, da, db) && !weekAndRelease(a, b, da, db) && !weekAndRelease(b, a, db, da)) vetoes.push(`different dates (${da.key} vs ${db.key})`);
    else timeScore = da.granularity === db.granularity ? 1 : 0.8;
  }
  // a window stated from one day to another on both sides: its first day must agree too ("Dec 5 to Dec 11" / "Dec 4 - Dec 11")
  const fa = a.dates[0], fb = b.dates[0];
  if (fa !== undefined && fb !== undefined && a.dates.length >= 2 && b.dates.length >= 2 && fa.granularity === 'day' && fb.granularity === 'day' && fa.key !== fb.key) vetoes.push(`different windows (from ${fa.key} vs ${fb.key})`);
  // a game is on one day; a season or tournament market (a champion, an award) closes when each venue chooses
  const game = sports && !(a.future && b.future);
  if (a.refMs !== null && b.refMs !== null) {
    const dt = Math.abs(a.refMs - b.refMs);
    // one session of a race weekend: both venues close within the weekend (the next Grand Prix is a week or more away)
    const weekend = a.facets['grand_prix'] !== undefined && b.facets['grand_prix'] !== undefined;
    // an election named by office and year closes at the vote on one venue and at the certification or inauguration
    // on another (two months or more later)
    // (a title that leaves the year to its ticker, "Georgia Senate race winner?", is of the year the other names)
    // (and two titles that both leave it to their tickers are of one election when they close in the same year and say
    // alike whether it is a special election: "Georgia governor race winner?" / "Georgia Governor Election Winner")
    const special = (f: EventFeatures): boolean => /\bspecial\b/i.test(`${f.ev.title ?? ''} ${f.ev.sub_title ?? ''}`);
    const sameCloseYear = a.years.length === 0 && b.years.length === 0 && special(a) === special(b)
      && new Date(a.refMs).getUTCFullYear() === new Date(b.refMs).getUTCFullYear();
    // (a race is an office's, or the balance of power's, "D House, R Senate"; one side may name the month of the vote, "Will
    // Democrats flip the US Senate in November 2034?", when the other's vote falls in it)
    const voteMonth = (d: DateMention | undefined, other: DateMention | undefined, otherMs: number): boolean =>
      d === undefined || (other === undefined && d.granularity === 'month' && new Date(otherMs).toISOString().slice(0, 7) === d.key);
    const election = voteMonth(da, db, b.refMs) && voteMonth(db, da, a.refMs) && raceOf(a) && raceOf(b) && (a.years.length + b.years.length > 0 || sameCloseYear)
      && (a.years.length === 0 || b.years.length === 0 || a.years.join() === b.years.join()) && a.subject.local.join() === b.subject.local.join();
    const window = game ? 1.5 * DAY : weekend ? 4 * DAY : a.deadline === 'by' || b.deadline === 'by' ? 3 * DAY : election ? 100 * DAY : 31 * DAY;
    if (dt > window) vetoes.push(`times too far apart (${Math.round(dt / 3_600_000)}h)`);
    // (an election's two closes, the vote and the inauguration, are one time: the venues' choice, not two races)
    else if (da === undefined || db === undefined) timeScore = Math.max(timeScore, 1 - dt / window, election ? 0.8 : 0);
  }
  if (a.years.length > 0 && b.years.length > 0 && !a.years.some((y) => b.years.includes(y))) vetoes.push(`different years (${a.years.join(',')} vs ${b.years.join(',')})`);
  // (fiscal years are compared with fiscal years only: "Q1 FY2029" may be reported in May 2028)
  const fyA = fiscalYears(a.ev.title ?? ''), fyB = fiscalYears(b.ev.title ?? '');
  if (fyA.length > 0 && fyB.length > 0 && !fyA.some((y) => fyB.includes(y))) vetoes.push(`different fiscal years (${fyA.join(',')} vs ${fyB.join(',')})`);
  if ((a.deadline === 'by') !== (b.deadline === 'by') && a.deadline !== null && b.deadline !== null) vetoes.push(`deadline "${a.deadline}" vs "${b.deadline}"`);
  else if ((a.deadline === 'by') !== (b.deadline === 'by')) notes.push('only one side states a "by" deadline');
  if (a.offices.join() !== b.offices.join() && (a.offices.length > 0 || b.offices.length > 0)) {
    // the stage (first round, nomination, popular vote) must agree; an office named on one side only is a note
    // ("French election: first round winner" / "first round of the French presidential election")
    const oa = a.offices.filter((o) => !STAGE_KEYS.has(o)), ob = b.offices.filter((o) => !STAGE_KEYS.has(o));
    const sa = a.offices.filter((o) => STAGE_KEYS.has(o)), sb = b.offices.filter((o) => STAGE_KEYS.has(o));
    const sameStage = sa.join() === sb.join() && sa.length > 0;
    if (a.offices.length > 0 && b.offices.length > 0 && !(sameStage && (oa.length === 0 || ob.length === 0))) vetoes.push(`different offices (${a.offices.join(',')} vs ${b.offices.join(',')})`);
    else notes.push('office named on one side only');
  }
  // a state's race is not the national one for the same office, nor another state's
  if (a.offices.length > 0 && b.offices.length > 0 && (a.domain === 'politics' || b.domain === 'politics')) {
    const gap = stateRaceGap(`${a.ev.title} ${a.ev.sub_title ?? ''}`, `${b.ev.title} ${b.ev.sub_title ?? ''}`);
    if (gap !== null) vetoes.push(gap);
    // (nor is a state's chamber, its control, one of the state's seats: "Nevada Senate Control" / "Nevada Senate race")
    const chamber = chamberGap(a.ev.title, b.ev.title);
    if (chamber !== null) vetoes.push(chamber);
  }
  // one congressional district's race is not another's, nor the state's ("NY-16" / "NY-17", "NE-02" / "Nebraska statewide")
  if (a.domain === 'politics' || b.domain === 'politics') {
    // (a side without a district is a race when it names an office and no holder of it: "Nebraska statewide presidential
    // winner", not "Will Lawler be re-elected?")
    const race = (f: EventFeatures): boolean => f.offices.length > 0 && [...f.context].every((q) => f.places.has(q));
    const district = districtGap(`${a.ev.title} ${a.ev.sub_title ?? ''}`, `${b.ev.title} ${b.ev.sub_title ?? ''}`, race(a), race(b));
    if (district !== null) vetoes.push(district);
  }
  // the secretary of one department is not another's ("... Duckworth for Defense" / "... Deese as Treasury Secretary")
  const postsA = cabinetPosts(a.ev.title), postsB = cabinetPosts(b.ev.title);
  if (postsA.length > 0 && postsB.length > 0 && !postsA.some((p) => postsB.includes(p))) vetoes.push(`different cabinet posts (${postsA.join(',')} vs ${postsB.join(',')})`);
  // a county's race is not another county's ("Nassau County Legislature" / "Suffolk County Legislature", "Brooklyn DA" /
  // "Queens DA"), whether or not an office is read
  if (a.domain === 'politics' || b.domain === 'politics') {
    const county = countyGap(`${a.ev.title} ${a.ev.sub_title ?? ''}`, `${b.ev.title} ${b.ev.sub_title ?? ''}`);
    if (county !== null) vetoes.push(county);
  }
  // (a seat count against control or the most seats, with or without an office named: "Scottish Parliament election: most
  // seats" names none)
  if (a.domain === 'politics' || b.domain === 'politics') {
    const seats = seatCountGap(a.ev.title, b.ev.title, a.offices.length > 0 && b.offices.length > 0);
    if (seats !== null) vetoes.push(seats);
    // (the most seats is not the most votes: "Canadian federal election: most seats?" / "... popular vote winner")
    const measure = seatsVotesGap(`${a.ev.title} ${a.ev.sub_title ?? ''}`, `${b.ev.title} ${b.ev.sub_title ?? ''}`);
    if (measure !== null) vetoes.push(measure);
    // (the tipping-point state is not the state decided by the smallest margin, nor any other state asked for: "Which state
    // will be the tipping point?" / "Which swing state will be decided by the smallest margin?")
    const TIPPING = /\btipping[- ]point\b/i;
    if (TIPPING.test(a.ev.title) !== TIPPING.test(b.ev.title)) vetoes.push('the tipping point on one side only');
  }
  // a merger's clearance by one competition authority is not another's ("EU clears ..." / "UK CMA clears ...")
  const authority = authorityGap(a.ev.title, b.ev.title);
  if (authority !== null) vetoes.push(authority);
  // a vote held is not its result ("Scottish independence referendum held before 2034?" / "Scotland votes Yes to independence")
  const held = heldResultGap(a.ev.title, b.ev.title);
  if (held !== null) vetoes.push(held);
  // one nation's space programme is not another's ("China lands a crew on the Moon" / "Artemis IV astronauts land on the Moon")
  const space = spaceNationGap(a.ev.title, b.ev.title);
  if (space !== null) vetoes.push(space);
  if (!sports) {
    const split = voteSplitGap(a.ev.title ?? '', b.ev.title ?? '');
    if (split !== null) vetoes.push(split);
  }
  if (a.qualifiers.core !== b.qualifiers.core) vetoes.push('core measure on one side only');
  if (a.qualifiers.period !== null && b.qualifiers.period !== null && a.qualifiers.period !== b.qualifiers.period) vetoes.push(`different periods (${a.qualifiers.period} vs ${b.qualifiers.period})`);
  // a game dated in one title and only timed on the other side: the close must fall on that date's game window
  if (game && a.refMs !== null && b.refMs !== null) {
    // (dated by the title, or by the ticker or rules: the `day` facet)
    const dayA = da?.granularity === 'day' || a.facets['day'] !== undefined, dayB = db?.granularity === 'day' || b.facets['day'] !== undefined;
    if (dayA !== dayB && (dayA || da === undefined) && (dayB || db === undefined)) {
      const dated = dayA ? a : b, timed = dayA ? b : a;
      const off = timed.refMs! - dated.refMs!;
      // a bout of two sides outside the kb (fighters, esports teams: they do not meet again the next day) whose two
      // listings close at the same moment, the dated one too, is one bout whatever day the closes fall on
      const sameClose = sameOpponents(a, b) && a.closeMs !== null && b.closeMs !== null && Math.abs(a.closeMs - b.closeMs) <= 3_600_000;
      if ((off < -12 * 3_600_000 || off > 24 * 3_600_000) && !sameClose) vetoes.push(`close time is not on the game date (${Math.round(off / 3_600_000)}h from it)`);
    }
  }
  if (a.strikes.length > 0 && b.strikes.length > 0 && a.strikes.join() !== b.strikes.join()) vetoes.push(`different strikes (${a.strikes.join(',')} vs ${b.strikes.join(',')})`);
  // a strike in one title and in the one market's label on the other side ("SNP wins 65 or more seats?" / "SNP seats":
  // "60 or more seats") is compared as well
  const lonePoint = (f: EventFeatures): string | null => {
    const m = f.markets.length === 1 ? f.markets[0]! : undefined;
    return f.strikes.length === 0 && m?.kind === 'numeric' && m.key?.startsWith('num::') === true ? m.key.slice(5) : null;
  };
  const pa = lonePoint(a), pb = lonePoint(b);
  const titled = pa === null && pb !== null ? a.strikes : pb === null && pa !== null ? b.strikes : [];
  const point = pa ?? pb;
  // (a whole number's "above 100,000" is its "100,001 or more", as the two sides may write it)
  const whole = (k: string): string => k.replace(/^gt:(\d+)$/, (_m, n: string) => `ge:${Number(n) + 1}`).replace(/^lt:(\d+)$/, (_m, n: string) => `le:${Number(n) - 1}`);
  if (point !== null && titled.length === 1 && /^(ge|gt|le|lt):\d+$/.test(titled[0]!) && /^(ge|gt|le|lt):\d+$/.test(point) && whole(titled[0]!) !== whole(point)) vetoes.push(`different strikes (${titled[0]} vs ${point})`);
  if (a.league !== null && b.league !== null && a.league !== b.league) vetoes.push(`different leagues (${a.league} vs ${b.league})`);
  if (samePlayers(a, b) && a.stats.size > 0 && b.stats.size > 0 && ![...a.stats].some((x) => b.stats.has(x))) vetoes.push(`different statistics (${[...a.stats].join(',')} vs ${[...b.stats].join(',')})`);
  if (differentPlayers(a.players, b.players)) vetoes.push(`different players (${[...a.players].join(',')} vs ${[...b.players].join(',')})`);
  const stationGap = stationVeto(a, b) ?? stationVeto(b, a) ?? stationStateGap(a.stations, b.stations);
  if (stationGap !== null) vetoes.push(stationGap);
  const subjectGap = numericSubjectGap(a, b);
  if (subjectGap !== null) vetoes.push(subjectGap);
  for (const k of new Set([...Object.keys(a.facets), ...Object.keys(b.facets)])) {
    const x = a.facets[k], y = b.facets[k];
    if (x === y) continue;
    // an award, a high/low or a scope named on one side only is not a difference (the other side may leave it implicit)
    // a series of a season market is the competition itself ("The Ashes: Series Winner"); only a game is not a series
    if (k === 'unit' && a.future && b.future) continue;
    // a cricket series named by its trophy on one side ("Border-Gavaskar Trophy: series result") and as a "Test series" on
    // the other: both titles say it is the whole series (the `cricket_unit` they ask), so neither is one game of it
    if (k === 'unit' && (x ?? y) === 'series' && a.asks.stated['cricket_unit'] === 'series' && b.asks.stated['cricket_unit'] === 'series') continue;
    if (k === 'ballot' && (x === undefined || y === undefined)) continue;
    // (a fight's method named on one side only is left to its bet: a "method of victory" board lists them all)
    if (k === 'fight_method' && (x === undefined || y === undefined)) continue;
    // two fixings of an exchange rate separate when one title names its fixing (the other side's may be in its rules
    // only); fixings named only in both sides' rules are left to the rest of the comparison
    if (k === 'fx_fixing_titled') continue;
    if (k === 'fx_fixing' && a.facets['fx_fixing_titled'] === undefined && b.facets['fx_fixing_titled'] === undefined) continue;
    // the yuan's central parity is set by the PBOC each morning, no reading of the traded rate: titled on one side, it is
    // not the rate of a listing that names no fixing ("PBOC USD/CNY central parity fixing above 7.0000" / "USD/CNY above 7.00")
    if (k === 'fx_fixing' && (x ?? y) === 'pboc' && (x === undefined || y === undefined)) {
      vetoes.push('the PBOC central parity vs the traded rate');
      continue;
    }
    // making the playoffs: a division named on one side only groups the teams listed ("NFC North teams to make the playoffs")
    if (k === 'stage' && (x ?? y)!.startsWith('division:') && (x === undefined || y === undefined) && a.facets['reach'] === 'playoffs' && b.facets['reach'] === 'playoffs') continue;
    // a women's tour named on one side only of a match between the same two players ("Osaka: Andreeva vs Fernandez" /
    // "WTA Osaka R2 — M. Andreeva v L. Fernandez"): the tour is of players, each in one draw (not two colleges' or
    // nations' sides, "Kentucky Wildcats (W) vs. Louisville Cardinals (W)", whose men and women may meet the same day)
    if (k === 'gender' && (x === undefined || y === undefined) && sameOpponents(a, b) && !nationSides(a) && !nationSides(b) && WOMENS_TOUR.test((x === undefined ? b : a).ev.title)) continue;
    // a league named on one side that the other side lists as a side of its game ("Will the American League win the 2032
    // All-Star Game?" / "MLB All-Star Game 2032: AL vs NL", paying on "American League"): the league is who wins that game
    // (both list the league: the pennant's teams are no side of a game of the leagues)
    if (k === 'stage' && (x === undefined || y === undefined) && LEAGUE_SIDES[(x ?? y)!] !== undefined && [a, b].every((f) => f.markets.some((m) => m.key === `lbl:${LEAGUE_SIDES[(x ?? y)!]}`))) continue;
    // one player's question ("Will Coco Gauff win Wimbledon 2032?") and a draw named by its gender whose field lists that
    // player ("Wimbledon 2032 Women's Singles Champion": Andreeva, Gauff, ...): the player is of that draw
    if (k === 'gender' && (x === undefined || y === undefined) && listedPlayer(x === undefined ? a : b, x === undefined ? b : a)) continue;
    // who advances from a series' Game 7 is that game's winner, its last ("Game 7: Spurs at Nuggets — who advances?" /
    // "San Antonio at Denver (Game 7)"); not of an earlier game, nor of a tie of two legs
    if (k === 'bet' && (x === 'advance' || y === 'advance') && (x === undefined || y === undefined) && a.teams.size === 2 && setEq(a.teams, b.teams)
      && a.facets['unit'] === undefined && b.facets['unit'] === undefined && (x === 'advance' ? a : b).facets['game'] === '7' && ((x === 'advance' ? b : a).facets['game'] ?? '7') === '7') continue;
    // in a league whose playoff rounds are one game that cannot end level (the NFL, college football and basketball), who
    // advances from a game of two teams is its winner ("Chargers @ Texans (Sat night) — who advances?" / "Los Angeles C at
    // Houston"); not a series' game
    if (k === 'bet' && (x === 'advance' || y === 'advance') && (x === undefined || y === undefined) && a.teams.size === 2 && setEq(a.teams, b.teams)
      && a.league !== null && a.league === b.league && SINGLE_GAME_PLAYOFFS.has(a.league) && a.facets['unit'] === undefined && b.facets['unit'] === undefined) continue;
    // who advances from a tie of two sides and one of them reaching the round after it, both settled when the tie is
    // ("Real Madrid vs Manchester City: who advances?" / "Will Manchester City reach the 2034 UCL semi-finals?" closing with
    // it): the side is that outcome of the tie; not a later round, settled after it ("Will PSG reach the final?")
    if ((k === 'bet' || k === 'reach') && (tieRound(a, b) || tieRound(b, a))) continue;
    // a conference named by one side of a head-to-head of the same two teams (a playoff series) only describes it
    if (k === 'stage' && (x === undefined || y === undefined) && a.teams.size === 2 && setEq(a.teams, b.teams)) continue;
    if ((k === 'award' || k === 'extreme' || k === 'grand_prix' || k === 'product' || k === 'game' || k === 'day' || k === 'vintage' || k === 'sector' || k === 'series' || k === 'basis' || k === 'time_rule' || k === 'opening_days' || k === 'window_start' || k === 'competition' || k === 'motor_unit' || k === 'chart' || k === 'medium' || k === 'stream_region' || k === 'stream_medium' || k === 'tv_genre' || k === 'flight' || k === 'dataset' || k === 'vote_kind' || k === 'tenor' || k === 'accounting' || k === 'range_point' || k === 'medal' || BASIS_FACETS.has(k) || CONTEST_FACETS.has(k)) && (x === undefined || y === undefined)) continue;
    vetoes.push(`different ${k} (${x ?? 'main'} vs ${y ?? 'main'})`);
  }
  if (sportsPair(a, b) && ((dayGame(a) && fieldOfSides(b)) || (dayGame(b) && fieldOfSides(a)))) vetoes.push('one game vs a competition\'s field');
  const weeks = weekGap(a, b);
  if (weeks !== null) vetoes.push(weeks);
  const regulation = regulationGap(a, b);
  if (regulation !== null) vetoes.push(regulation);
  const extraTime = extraTimeGap(a, b);
  if (extraTime !== null) vetoes.push(extraTime);
  if (a.priceKind !== null && b.priceKind !== null && a.priceKind !== b.priceKind) vetoes.push(`different price kinds (${a.priceKind} vs ${b.priceKind})`);
  // (a one-market "hits $10T in 2033" is a level reached against a ladder of the level at a close)
  else if (reachedAtGap({ title: a.ev.title, single: a.markets.length === 1, kind: a.priceKind }, { title: b.ev.title, single: b.markets.length === 1, kind: b.priceKind }) !== null) vetoes.push('a level reached at any time vs the level at a close');
  else if (touchWindowGap(a, b) !== null) vetoes.push(touchWindowGap(a, b)!);
  else if (a.priceKind === 'at' && b.priceKind === 'at') {
    const t = observationGap(a, b);
    if (t !== null) vetoes.push(t);
  }
  // (a reading that is not a price market, an exchange rate, a yield: both titles state the time of day)
  else if (a.priceKind === null && b.priceKind === null && !sports) {
    const t = titleTimeGap({ title: a.ev.title, refMs: a.closeMs }, { title: b.ev.title, refMs: b.closeMs });
    if (t !== null) vetoes.push(t);
  }
  const periodGap = levelPeriodGap(a, b) ?? levelPeriodGap(b, a) ?? spanMonthGap(a, b) ?? spanMonthGap(b, a) ?? fixingTimeGap(a, b) ?? fixingTimeGap(b, a) ?? recordGap(a, b) ?? recordBasisGap(a, b) ?? monthCountGap(a, b) ?? monthCountGap(b, a) ?? monthDayLevelGap(a, b) ?? monthDayLevelGap(b, a);
  if (periodGap !== null) vetoes.push(periodGap);
  // (a weekday named alone, "at Thursday's briefing", is not a day the other title dates on another weekday: "the Friday
  // 16 Sep briefing")
  const weekday = sports ? null : weekdayGap(a, b, db) ?? weekdayGap(b, a, da);
  if (weekday !== null) vetoes.push(weekday);
  // (an hour's window of clock times, "Up or Down - April 6, 12PM-1PM ET", is not the day's nor another hour's)
  const window = sports ? null : titleWindowGap({ title: a.ev.title, refMs: a.closeMs }, { title: b.ev.title, refMs: b.closeMs });
  if (window !== null) vetoes.push(window);
  const numericOutcomes = (x: EventFeatures): { title: string; outcomes: Array<{ label: string; unit: string }> } =>
    ({ title: x.ev.title ?? '', outcomes: x.markets.flatMap((m) => (m.kind === 'numeric' && m.strike !== null ? [{ label: m.label, unit: m.strike.unit }] : [])) });
  const countLevel = a.markets.some((m) => m.kind === 'numeric') && b.markets.some((m) => m.kind === 'numeric') ? countLevelGap(numericOutcomes(a), numericOutcomes(b)) : null;
  if (countLevel !== null) vetoes.push(countLevel);
  const scale = a.measures.length > 0 || b.measures.length > 0 ? scaleGap(a.markets, b.markets) : null;
  if (scale !== null) vetoes.push(scale);
  if (a.measures.length > 0 && b.measures.length > 0 && !a.measures.some((r) => b.measures.includes(r))) vetoes.push(`different measures (${a.measures.join(',')} vs ${b.measures.join(',')})`);
  if (a.regions.length > 0 && b.regions.length > 0 && !a.regions.some((r) => b.regions.includes(r))) vetoes.push(`different economies (${a.regions.join(',')} vs ${b.regions.join(',')})`);
  // entities
  let entScore = 0.5;
  if (a.teams.size > 0 || b.teams.size > 0) {
    // (a player one side asks to score, whom the other's anytime scorer market of a game that day lists, names that game:
    // "Will Erling Haaland score vs. Aston Villa?" / "Aston Villa vs Manchester City: Anytime Goalscorer")
    // (so does a player's line one side asks that the other's market of the game's player props lists: "Jahmyr Gibbs 100+
    // rushing yards on Sunday Night Football?" / "Detroit at Green Bay: Rushing Yards" with "Jahmyr Gibbs: 100+")
    // (and a side's margin one side asks, which the other's spread market of a game of that side lists: "Bills cover -3.5
    // against Pittsburgh?" / "Pittsburgh at Buffalo: Spread" with "Buffalo wins by over 3.5 points")
    // (and a team's win one side asks on a weekday it names, the other's game of that team that day: "Will the Rams win at
    // Levi's Stadium on Monday night?" / "Los Angeles R at San Francisco")
    if (scorerOfGame(a, b) || scorerOfGame(b, a) || propOfGame(a, b) || propOfGame(b, a) || spreadOfGame(a, b) || spreadOfGame(b, a) || winOfGame(a, b) || winOfGame(b, a)) {
      entScore = 1;
      notes.push('the player one side asks about names the game');
    } else if (!setEq(a.teams, b.teams)) {
      if (a.teams.size > 0 && b.teams.size > 0) vetoes.push('different teams');
      else notes.push('teams named on one side only');
      entScore = 0;
    } else entScore = 1;
  } else if (a.context.size > 0 && b.context.size > 0) {
    // the subject (person, organisation) must agree; a country named on one side only as the jurisdiction of the
    // office ("Putin out as President of Russia" vs "Putin out as Russian President") qualifies it; two different
    // countries separate
    const coreA = minus(a.context, a.places), coreB = minus(b.context, b.places);
    // (also of an election both titles name about the same party or person: "BJP seats in the Lok Sabha election" /
    // "BJP wins majority in the Indian election")
    const officeCountry = (a.places.size > 0 ? a : b).offices.some((o) => !STAGE_KEYS.has(o)) || (/\belections?\b/i.test(a.ev.title) && /\belections?\b/i.test(b.ev.title));
    if (setEq(a.context, b.context)) entScore = 1;
    // (a meeting of two countries' leaders named by a leader on one side and by the leader's country on the other: "Xi
    // Jinping and Japan PM hold bilateral summit" / "China–Japan leaders' summit")
    else if (a.meetingCountries !== undefined && b.meetingCountries !== undefined && a.meetingCountries.size >= 2 && setEq(a.meetingCountries, b.meetingCountries)) entScore = 1;
    else if (sameEconomy(a, b, coreA, coreB)) notes.push('central bank or agency named on one side only');
    else if (!setEq(coreA, coreB)) vetoes.push('different subject entities');
    else if (actorUnsaid(a, b) || actorUnsaid(b, a)) {
      entScore = 1;
      notes.push('the acting country named on one side only');
    } else if (a.places.size > 0 && b.places.size > 0) vetoes.push('different countries or regions');
    else if (coreA.size > 0 && officeCountry) {
      entScore = 1;
      notes.push('country named on one side only');
    } else vetoes.push('different subject entities');
  } else if (a.context.size > 0 || b.context.size > 0) {
    // a country named on one side only ("US regular gasoline" / "Gas prices") is often left implicit: neutral (a state
    // or city is not: "Pennsylvania Senate race" is not "Senate control")
    const onlyPlaces = a.context.size === a.places.size && b.context.size === b.places.size && a.subject.local.length === 0 && b.subject.local.length === 0;
    entScore = onlyPlaces ? 0.5 : 0.3;
    notes.push(onlyPlaces ? 'place named on one side only' : 'subject entity named on one side only');
    // a person leaving office (or announcing a run: "Will AOC announce a run for President?" / "Gavin Newsom announces
    // presidential run") named on both sides, one a known person, the other a name the knowledge base does not
    // resolve to that person ("Netanyahu out before 2028?" / "Starmer out by end of 2027?"): two people
    const known = a.context.size > a.places.size ? a : b, other = known === a ? b : a;
    // (not when the other's name is written in the known one's title too: "Will Pierre Poilievre leave as Conservative
    // leader?" knows the party, not the person, and names him as "Poilievre out as CPC leader?" does)
    const knownWords = new Set(tokenize(known.ev.title ?? ''));
    const namedBoth = other.subject.names.some((n) => n.length >= 4 && tokenize(n).length > 0 && tokenize(n).every((w) => knownWords.has(w)));
    if (known.context.size > known.places.size && other.context.size === other.places.size && other.subject.names.length > 0 && ((exitOf(known) && exitOf(other)) || (runOf(known) && runOf(other))) && !namedBoth) vetoes.push(`different people (${other.subject.names.join(',')} vs a known one)`);
    // two yes/no questions, one about a country or region, the other about a body named by its acronym, no place going
    // with it, that the first, naming no other name, does not write ("NASA lands astronauts" / "First Chinese crewed lunar
    // landing"; "New PHEIC declared by WHO" / "Greenland declares independence"): two subjects. (A name on both sides may
    // tie the body to the place: "OFAC removes Sberbank from the SDN list" / "US lifts sanctions on Sberbank".)
    if (onlyPlaces && a.markets.length === 1 && b.markets.length === 1 && a.markets[0]!.kind === 'binary' && b.markets[0]!.kind === 'binary') {
      const placed = a.places.size > 0 ? a : b, bare = placed === a ? b : a;
      const placedWords = new Set(tokenize(`${placed.ev.title ?? ''} ${placed.ev.sub_title ?? ''}`));
      // (a name any word of the other title writes, in part or whole, is no other subject: "Sanae Takaichi" / "Takaichi out
      // as Japan PM", "US-China" / "US x China")
      const written = (n: string): boolean => tokenize(n).some((w) => placedWords.has(w) || [...placedWords].some((x) => x.length >= 4 && w.includes(x)));
      // (the other subject is a body written as an acronym: a first name the kb does not know is no body, "Sanae Takaichi")
      const own = bare.subject.acronyms.filter((n) => !bare.subject.weak.includes(n) && !placed.subject.names.includes(n));
      if (own.length > 0 && !own.some(written) && placed.subject.names.length === 0) vetoes.push(`a place on one side, another subject on the other (${own.join(',')})`);
    }
  }
  // binary propositions: same verb and polarity
  const binA = a.markets.length === 1 ? a.markets[0] : undefined;
  const binB = b.markets.length === 1 ? b.markets[0] : undefined;
  if (binA?.kind === 'binary' && binB?.kind === 'binary' && binA.key !== binB.key) vetoes.push(`different propositions (${binA.key ?? '?'} vs ${binB.key ?? '?'})`);
  vetoes.push(...asksVetoes(a.asks, b.asks, binA?.kind === 'binary' && binB?.kind === 'binary'));
  // any seat of a body falling vacant is not one named member leaving it ("Supreme Court vacancy in 2033?" / "Clarence
  // Thomas leaves SCOTUS in 2033?"): the vacancy may be another member's
  if (binA?.kind === 'binary' && binB?.kind === 'binary' && binA.key === binB.key && binA.key?.includes('exit')) {
    const VACANCY = /\bvacanc(y|ies)\b|\bseats? (opens?|opening|opened|becomes? (vacant|open)|to open)\b/i;
    const named = (f: EventFeatures): boolean => f.subject.names.some((n) => !f.subject.weak.includes(n));
    const [va, vb] = [VACANCY.test(a.ev.title ?? ''), VACANCY.test(b.ev.title ?? '')];
    if (va !== vb && named(va ? b : a) && !named(va ? a : b)) vetoes.push('a vacancy on one side, one named person leaving on the other');
  }
  // outcomes
  const ka = keysOf(a);
  const kb = keysOf(b);
  let inter = 0;
  for (const k of ka) if (kb.has(k)) inter++;
  inter += labelAliases(ka, kb, { sports: sportsPair(a, b), a: a.texts, b: b.texts, words: spokenWords(a) && spokenWords(b) }).size + moveAliases(ka, a.moves, kb, b.moves).size;
  // (a player's line keyed by its player on one side only)
  if (sportsPair(a, b)) inter += playerLineAliases(ka, kb, b.players.size, () => a.players.size === 1, () => a.players.size === 0).size;
  // a fighter's method of victory asked alone ("Will Ilia Topuria win by KO/TKO at UFC 398?") is that fighter's outcome of
  // the bout's method market naming both fighters ("Topuria vs Tsarukyan: Method of Victory"): the fighter names the bout
  if (inter > 0 && (methodOfBout(a, b) || methodOfBout(b, a))) {
    entScore = 1;
    notes.push('the fighter one side asks about names the bout');
  }
  // one of a tie's two sides reaching the round after it names the tie (`tieRound`)
  const tie = tieRound(a, b) || tieRound(b, a);
  if (tie) {
    entScore = 1;
    notes.push('one side of the tie reaching the next round');
  }
  // (two ladders of one quantity cut at the same points, "Above 100K/150K/200K" and "Below 100K / 100K–150K / 150K–200K /
  // Above 200K", are one partition read two ways: each outcome of one is a union of the other's, some outcome is shared)
  const ov = ka.size > 0 && kb.size > 0 ? (inter > 0 && sameCuts(a, b) ? 1 : inter / Math.min(ka.size, kb.size)) : 0;
  if (inter === 0 && !(a.teams.size >= 2 && setEq(a.teams, b.teams))) notes.push('no outcome in common');
  // a one-market listing of one named outcome ("Democrat to win the 2028 election?") that a categorical event of named
  // outcomes does not list (its candidates) is not that event
  if (inter === 0 && (loneOutcome(a, b) || loneOutcome(b, a))) vetoes.push(LONE_OUTCOME);
  // a decision taken at least once ("Fed cuts rates by the March FOMC?") is no outcome of a count of such decisions that
  // lists exactly one ("Number of Fed rate cuts in Q1": 0 / 1 / 2 / 3 or more): one cut or more is several of its outcomes
  if (inter === 0 && (onceVsCount(a, b) || onceVsCount(b, a))) vetoes.push('a decision taken vs a count of decisions');
  // the parties of a race are not its candidates ("Which party will win?" / "Presidential Election Winner": Vance, Newsom)
  else if (inter === 0 && (partiesVsNames(a, b) || partiesVsNames(b, a))) vetoes.push('parties on one side, candidates on the other');
  // a game is its two teams and its date: a league word in one title only ("NBA: Thunder vs Nuggets") is not a difference
  // (players, fighters or clubs outside the kb: the same two sides named in both titles or questions)
  const sameGame = (a.teams.size >= 2 && setEq(a.teams, b.teams)) || sameOpponents(a, b);
  // an acronym on one side is its words on the other ("IPL" / "Indian Premier League")
  // (two readings of a quoted value on a day, neither at a stated time: "VIX close on Jan 31" / "VIX above ___ on January
  // 31?" both settle on the day's close, which one title names and the other leaves implicit)
  const dailyClose = a.priceKind === 'at' && b.priceKind === 'at' && a.obsMinutes === null && b.obsMinutes === null;
  const [ta, tb] = foldAcronyms(minus(sameGame ? minus(a.tokens, LEAGUE_WORDS) : a.tokens, dailyClose ? CLOSE_WORDS : NO_WORDS), minus(sameGame ? minus(b.tokens, LEAGUE_WORDS) : b.tokens, dailyClose ? CLOSE_WORDS : NO_WORDS));
  // the winner of one game (both venues' outcomes are its teams, all aligned): the other title words only describe it
  // ("NFL Thanksgiving", "Christmas Day", "(90 min)"); a part of the game or another bet is a facet of its own
  const side = (k: string): boolean => k.startsWith('ent:') || k === 'lbl:draw' || (k.startsWith('lbl:') && a.teams.size < 2);
  // (also two one-market listings of its two sides: "Eagles beat the Cowboys?" and "Eagles vs. Cowboys" paying on the Cowboys)
  const teamSide = (k: string): boolean => k === 'lbl:draw' || (k.startsWith('ent:') && a.teams.has(k.slice(4)));
  // (sides outside the kb: every outcome is the draw or names one of the two sides both titles name)
  const namesSide = (f: EventFeatures, k: string): boolean => k === 'lbl:draw' || (a.sides !== null && (f.texts.get(k)?.label ?? []).some((w) => a.sides![0].includes(w) || a.sides![1].includes(w)));
  const gameWinner = sameGame && ((ov === 1 && [...ka].every(side) && [...kb].every(side)) || (a.teams.size === 2 && ka.size > 0 && kb.size > 0 && [...ka].every(teamSide) && [...kb].every(teamSide))
    || (sameOpponents(a, b) && ka.size > 0 && kb.size > 0 && [...ka].every((k) => namesSide(a, k)) && [...kb].every((k) => namesSide(b, k))));
  // (one congressional district named alike on both sides, its outcomes in common, names the race whatever else the titles
  // say of it: "NY-17 House race winner?" / "NY-17 (Hudson Valley): will Republicans hold the seat in 2034?")
  const district = inter > 0 && ov === 1 && (a.domain === 'politics' || b.domain === 'politics') ? oneDistrict(a, b) : false;
  // (so does the balance of power of Congress, who holds the House and the Senate, its outcomes in common in the same
  // places: "Democrats win both chambers in 2034?" / "Balance of Power: 2034 Midterms" / "Congress after the midterms")
  const nation = (f: EventFeatures): Set<string> => minus(f.places, new Set(['Q30']));
  const balance = inter > 0 && ov === 1 && [...ka, ...kb].every((k) => k.startsWith('bop:')) && setEq(nation(a), nation(b)) && a.subject.local.join() === b.subject.local.join();
  // (and one ballot measure, its number and its state alike on both sides: "California Proposition 4" / "Will California
  // Prop 4 (rent stabilization) pass?"), neither side alone asking for a share of the vote ("Will Yes get a majority?" is
  // not "approved by voters" where a measure needs 60%)
  const share = (f: EventFeatures): boolean => /\b(?:majority|supermajority|share)\b|\d\s*%/i.test(`${f.ev.title ?? ''} ${f.markets.map((m) => m.label).join(' ')}`);
  const measure = inter > 0 && ov === 1 && a.facets['ballot'] !== undefined && a.facets['ballot'] === b.facets['ballot'] && a.subject.local.length > 0 && a.subject.local.join() === b.subject.local.join() && share(a) === share(b);
  // (a measure's majority of the vote is not its passing, which may need more: "Florida Amendment 3: Will Yes get a
  // majority?" / "Florida Amendment 3 (2034) approved by voters?")
  const majority = (f: EventFeatures): boolean => /\bmajority\b/i.test(`${f.ev.title ?? ''} ${f.markets.map((m) => m.market.question ?? '').join(' ')}`);
  if (a.facets['ballot'] !== undefined && a.facets['ballot'] === b.facets['ballot'] && majority(a) !== majority(b)) vetoes.push('a ballot measure\'s majority on one side, its passing on the other');
  // (and one court case, the side its ruling favours alike on both sides: "Marlowe v. FEC" paying on "Rules for Marlowe" /
  // "Supreme Court sides with Marlowe in campaign finance case?"); the other side is another outcome ("Will SCOTUS rule
  // for Halvorsen?" / "SCOTUS: Government wins U.S. v. Halvorsen?")
  const courtKeys = ka.size > 0 && kb.size > 0 && [...ka, ...kb].every((k) => k.startsWith('court:'));
  if (courtKeys && inter === 0) vetoes.push('the other side of a court case');
  const court = courtKeys && inter > 0 && ov === 1;
  const sim = gameWinner ? 1 : ta.size === 0 && tb.size === 0 ? (entScore === 1 ? 1 : 0) : Math.max(jaccard(ta, tb), nestedTitleSim(a, b, ta, tb, inter, ov), leagueTitleSim(a, b, inter, ov), awardTitleSim(a, b, inter, ov), sameGame && ov === 1 && samePlayers(a, b) ? 0.5 : 0, district || balance || measure || court ? 0.5 : 0,
    spreadOfGame(a, b) || spreadOfGame(b, a) || winOfGame(a, b) || winOfGame(b, a) || tie ? 0.5 : 0);
  // several named outcomes in common (candidates, clubs, nominees) identify the subject as well as a named entity does
  if (a.teams.size === 0 && b.teams.size === 0 && inter >= 2 && sim >= 0.1) entScore = Math.max(entScore, ov);
  const sameSubject = a.context.size > a.places.size && setEq(minus(a.context, a.places), minus(b.context, b.places));
  // names compare on one-market events, on elections (the outcomes, parties or candidates, do not name the race) and on
  // numeric ladders (the strikes do not name the company, city or asset)
  const ladder = (f: EventFeatures): boolean => f.markets.every((m) => m.kind === 'numeric');
  const named = (a.markets.length === 1 && b.markets.length === 1) || (a.offices.length > 0 && b.offices.length > 0) || (ladder(a) && ladder(b));
  // titles alike but for their names ("Atlanta high temperature" / "Dallas high temperature") differ in the names only
  const nameStems = new Set([...a.subject.names, ...b.subject.names].map(stem));
  const onlyNames = [...minus(ta, tb), ...minus(tb, ta)].every((t) => nameStems.has(t));
  // any country ("Will any country join NATO?", "New NATO member by 2030?") is not one named country ("Ukraine becomes a
  // NATO member?"): the named one is one way of the other to resolve YES
  const anyCountry = (f: EventFeatures): boolean => ANY_COUNTRY.test(f.ev.title ?? '') && f.places.size === 0;
  if ((anyCountry(a) && !anyCountry(b) && b.places.size > 0) || (anyCountry(b) && !anyCountry(a) && a.places.size > 0)) vetoes.push('any country vs a named one');
  // two one-market yes/no questions whose verbs the parser does not read ("Will the President visit China in 2029?" / "US
  // x China trade agreement in 2029?") and whose titles share no word but their names ask two things about one subject
  const bareYes = (x: MarketFeatures | undefined): boolean => x?.kind === 'binary' && x.key === 'yes::pos';
  // (a word inflected otherwise is still shared: "meet" / "meeting" / "meets")
  const shareLoosely = [...ta].some((x) => x.length >= 4 && [...tb].some((y) => y.length >= 4 && x.slice(0, 4) === y.slice(0, 4)));
  if (bareYes(binA) && bareYes(binB) && ta.size > 0 && tb.size > 0 && sim === 0 && !shareLoosely && !gameWinner) vetoes.push('one-market questions share no title word');
  const launch = a.markets.length === 1 && b.markets.length === 1 ? launchGap(a.tokens, b.tokens) : null;
  if (launch !== null) vetoes.push(launch);
  const regulator = a.asks.stated['regulator'];
  const approval = a.markets.length === 1 && b.markets.length === 1 && regulator !== undefined && regulator === b.asks.stated['regulator'] ? approvalGap(a.tokens, b.tokens, regulator) : null;
  if (approval !== null) vetoes.push(approval);
  const laws = binA?.kind === 'binary' && binB?.kind === 'binary' && binA.key?.includes(':law') === true && binB.key?.includes(':law') === true ? lawGap(a.ev.title ?? '', a.tokens, b.ev.title ?? '', b.tokens) : null;
  if (laws !== null) vetoes.push(laws);
  const union = binA?.kind === 'binary' && binB?.kind === 'binary' && binA.key?.includes(':join') === true && binB.key?.includes(':join') === true ? unionGap(a.ev.title ?? '', b.ev.title ?? '') : null;
  if (union !== null) vetoes.push(union);
  const crew = crewGap(a.tokens, b.tokens);
  if (crew !== null) vetoes.push(crew);
  const direction = binA?.kind === 'binary' && binB?.kind === 'binary' ? directionGap(a.tokens, b.tokens) ?? moveGap(a, b) : null;
  if (direction !== null) vetoes.push(direction);
  const accession = binA?.kind === 'binary' && binB?.kind === 'binary' ? accessionGap(a.tokens, b.tokens) : null;
  if (accession !== null) vetoes.push(accession);
  const stage = binA?.kind === 'binary' && binB?.kind === 'binary' ? treatyStageGap(a.tokens, b.tokens) ?? overrideGap(a.tokens, b.tokens) : null;
  if (stage !== null) vetoes.push(stage);
  // (a person named in each of two one-market questions about one institution is still its subject: "Will Bowman dissent at
  // the June FOMC?" / "Fed Governor Lisa Cook dissents at June 2031 FOMC?")
  const people = binA !== undefined && binB !== undefined && sameSubject && personNamed(a) && personNamed(b);
  vetoes.push(...subjectVetoes(a.subject, b.subject, { single: named && (!sameSubject || people), similarity: onlyNames ? 0 : sim, stemsA: a.tokens, stemsB: b.tokens, outcomesA: a.texts, outcomesB: b.texts }));
  // (a weekly stocks report names its product: crude stocks are not gasoline stocks)
  const stocks = inventoryGap(`${a.ev.title ?? ''} ${a.ev.sub_title ?? ''}`, `${b.ev.title ?? ''} ${b.ev.sub_title ?? ''}`);
  if (stocks !== null) vetoes.push(stocks);
  const otherStation = otherStationOfCity(a, b) || otherStationOfCity(b, a);
  if (otherStation) notes.push('read at another station of the city the title names');
  const confidence = vetoes.length > 0 ? 0 : 0.35 * sim + 0.25 * ov + 0.2 * timeScore + 0.2 * entScore - (otherStation ? 0.25 : 0);
  if (sim < 0.2) notes.push(`titles differ (similarity ${sim.toFixed(2)})`);
  return { a: a.key, b: b.key, confidence: Math.round(confidence * 1000) / 1000, vetoes, notes, parts: { sim, ov, time: timeScore, ent: entScore, station: otherStation } };
}

/** The outcomes of an event each labelled with a US state's postal code, as those states; else the outcomes unchanged. */
function stateCodeOutcomes(markets: MarketFeatures[], kb: KnowledgeBase): MarketFeatures[] {
  const names = markets.map((m) => stateOfCode(m.label.trim()));
  if (names.some((n) => n === undefined)) return markets;
  const states = names.map((n) => kb.entities.find((e) => e.kind === 'geographic_region' && e.metadata['level'] === 'state' && e.metadata['country'] === 'Q30'
    && (e.canonical_name === n || e.aliases.includes(n!))));
  if (states.some((e) => e === undefined)) return markets;
  return markets.map((m, i) => ({ ...m, key: `ent:${states[i]!.kb_qid}`, kind: 'entity', entity: states[i]! }));
}

/**
 * The offices of a title that names a congressional district and no office: the district's seat is a House seat ("NY-17
 * (Hudson Valley): will Republicans hold the seat in 2034?" is the race of "NY-17 House race winner?").
 */
function districtSeat(offices: string[], title: string): string[] {
  return offices.length === 0 && congressionalDistrictsOf(title).size > 0 ? ['house'] : offices;
}

/** Whether both titles name one and the same congressional district, and no other ("NY-17" / "NY-17 (Hudson Valley)"). */
function oneDistrict(a: EventFeatures, b: EventFeatures): boolean {
  const da = congressionalDistrictsOf(`${a.ev.title} ${a.ev.sub_title ?? ''}`), db = congressionalDistrictsOf(`${b.ev.title} ${b.ev.sub_title ?? ''}`);
  return da.size === 1 && setEq(da, db) && ![...da][0]!.startsWith('?-');
}

/** The two baseball leagues by their stage keys, as a game of the two (the All-Star Game) labels its sides. */
const LEAGUE_SIDES: Readonly<Record<string, string>> = { al: 'american league', nl: 'national league' };

/**
 * A one-market question whose YES side is one named competitor, that the other event's field of several lists: the
 * competitor is one of that field (its draw, its gender), whatever the question leaves unsaid.
 */
function listedPlayer(one: EventFeatures, field: EventFeatures): boolean {
  const k = one.markets.length === 1 ? one.markets[0]!.key : null;
  if (k === null || !(k.startsWith('lbl:') || k.startsWith('ent:')) || field.markets.length < 3) return false;
  // (by the full name or the surname alone: "Coco Gauff" / "Gauff")
  const w = k.slice(4), surname = (x: string, y: string): boolean => x.endsWith(` ${y}`) || y.endsWith(` ${x}`);
  return field.markets.some((m) => m.key === k || (k.startsWith('lbl:') && m.key?.startsWith('lbl:') === true && surname(m.key.slice(4), w)));
}

/**
 * A one-market yes/no of a rate move taken by a deadline (not its negation) against a ladder of counts that lists exactly
 * one move. (A yes/no titled as the moves of a period, "Fed rate cuts in 2033", may be one count of a group: not read.)
 */
function onceVsCount(once: EventFeatures, count: EventFeatures): boolean {
  const m = once.markets.length === 1 ? once.markets[0]! : undefined;
  if (m?.kind !== 'binary' || m.key === null || m.key.endsWith(':neg') || !/(^act:|^yes:)(cut|hike)(:|$)/.test(m.key) || once.strikes.length > 0 || once.deadline !== 'by') return false;
  return count.markets.length >= 3 && count.markets.every((x) => x.kind === 'numeric' && /^num::(eq|ge):\d+$/.test(x.key ?? '')) && count.markets.some((x) => x.key === 'num::eq:1');
}

/**
 * A level reached by a deadline ("30-year yield above 5% before Jul 2031?") is not the level read on the deadline's day
 * ("US 30Y yield above 5% on 30 June 2031?"): one side states a threshold with a "by" deadline, the other reads it on a
 * stated day and states no deadline of its own.
 */
function levelPeriodGap(a: EventFeatures, b: EventFeatures): string | null {
  if (a.deadline !== 'by' || b.deadline === 'by' || a.strikes.length === 0 || b.strikes.length === 0) return null;
  if (a.asks.stated['reading'] === 'day' || b.asks.stated['reading'] !== 'day') return null;
  return 'a level reached by a deadline vs its value on one day';
}

/**
 * A quoted instrument's move over a quarter or half ("S&P 500 up in Q2 2031?") is not its move over one month of it
 * ("S&P 500 Up or Down in June?"): one title names the span, the other one month and no span.
 */
function spanMonthGap(a: EventFeatures, b: EventFeatures): string | null {
  const span = a.asks.stated['stat_span'];
  if (span === undefined || !/^[qh][1-4]$/.test(span) || b.asks.stated['stat_span'] !== undefined) return null;
  if (a.subject.underlying.length === 0 || b.subject.underlying.length === 0) return null;
  // (one month named: a span of months, "Apr–Jun 2027", is the quarter itself)
  const months = (b.ev.title ?? '').match(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/gi) ?? [];
  const d = b.dates.length === 1 && months.length === 1 ? b.dates[0]! : undefined;
  return d !== undefined && d.granularity === 'month' ? `different periods (${span} vs the month ${d.key})` : null;
}

/**
 * A level reached in a month ("Will Chicago reach 100°F in Jul 2028?") is not the level on one day of it ("Will Chicago hit
 * 100°F on July 4, 2028?"): two one-market titles stating a level, one dated by the month alone and no deadline, the other
 * by a day of it; no statistic (whose release day may date its month's figure).
 */
function monthDayLevelGap(a: EventFeatures, b: EventFeatures): string | null {
  if (a.markets.length !== 1 || b.markets.length !== 1 || a.strikes.length === 0 || b.strikes.length === 0 || a.measures.length > 0 || b.measures.length > 0) return null;
  const da = a.dates.length === 1 ? a.dates[0]! : undefined, db = b.dates.length === 1 ? b.dates[0]! : undefined;
  if (da?.granularity !== 'month' || db?.granularity !== 'day' || a.deadline === 'by' || b.deadline === 'by') return null;
  // (the month as a period, "in Jul 2028"; not its close, "at end of June", "closes July")
  if (!/\b(in|during) (the month of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i.test(a.ev.title ?? '') || /\bend\b|\bclos(e|es|ing)\b/i.test(a.ev.title ?? '')) return null;
  return `different periods (the month ${da.key} vs the day ${db.key})`;
}

/** A count of things in a title ("10 home runs", "10+ home runs", "5 or more goals"); not a day, a year or an amount. */
const TITLE_COUNT = /(?<![\d$€£.,])\b\d{1,4}\+?\s+(or more\s+)?([a-z]+\s){0,2}?[a-z]+s\b/i;

/**
 * A count reached by a day ("10 home runs by April 30, 2033") is not the count of one month ("10+ home runs in the month of
 * April 2033"): the first counts from the season's (or the listing's) start, the second only within the month it names.
 */
function monthCountGap(a: EventFeatures, b: EventFeatures): string | null {
  const day = a.deadline === 'by' && a.dates.length === 1 && a.dates[0]!.granularity === 'day' ? a.dates[0]!.key : undefined;
  const month = b.deadline === null && b.dates.length === 1 && b.dates[0]!.granularity === 'month' ? b.dates[0]!.key : undefined;
  if (day === undefined || month === undefined || !day.startsWith(month)) return null;
  if (!/\b(in|during) (the month of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i.test(b.ev.title ?? '')) return null;
  return TITLE_COUNT.test(a.ev.title ?? '') && TITLE_COUNT.test(b.ev.title ?? '') ? `different periods (a count by ${day} vs the month ${month})` : null;
}

/** A title naming a person outside the knowledge base: a capitalised name that is not an acronym, a place or an instrument. */
function personNamed(f: EventFeatures): boolean {
  return f.subject.names.some((n) => n.length >= 3 && !f.subject.acronyms.includes(n) && !f.subject.weak.includes(n)) && f.subject.underlying.length === 0;
}

const RECORD = /\ball[- ]time (closing |intraday )?highs?\b|\brecord (close|closing|high|highs)\b|\bnew (closing |intraday )?highs?\b|\bath\b/i;

/**
 * A quoted instrument's record ("S&P 500 new all-time closing high by June 30?") is not any other question on it ("S&P
 * 500 up in Q2 2031?"): one title asks for a record, the other does not; neither states a level.
 */
function recordGap(a: EventFeatures, b: EventFeatures): string | null {
  if (a.subject.underlying.length === 0 || b.subject.underlying.length === 0) return null;
  // (a record above a level, "Bitcoin all-time high above $150K in 2027", is the year's high reaching it: left to the strikes)
  if (a.strikes.length > 0 || b.strikes.length > 0 || a.markets.some((m) => m.kind === 'numeric') || b.markets.some((m) => m.kind === 'numeric')) return null;
  const ra = RECORD.test(a.ev.title ?? ''), rb = RECORD.test(b.ev.title ?? '');
  if (ra !== rb) return 'a record on one side only';
  // (a record close is not a record high of any trade: "S&P 500 record close in January" / "S&P 500 all-time high in January")
  const ca = RECORD_CLOSE.test(conceptText(a.ev.title ?? '')), cb = RECORD_CLOSE.test(conceptText(b.ev.title ?? ''));
  return ra && ca !== cb ? 'a record close vs a record high' : null;
}

const RECORD_CLOSE = /\brecord close\b/;

/**
 * A record close ("S&P 500 sets a record close in Q2 2033?") is not a record traded during a session ("S&P 500 new intraday
 * all-time high before Jul 1"): both titles ask for a record of one instrument and each listing says (title, then its
 * questions and labels, then its rules) which it reads. A listing silent on it, or saying both, is not guessed at.
 */
export function recordBasisGap(a: EventFeatures, b: EventFeatures): string | null {
  if (a.subject.underlying.length === 0 || b.subject.underlying.length === 0) return null;
  if (!RECORD.test(a.ev.title ?? '') || !RECORD.test(b.ev.title ?? '')) return null;
  const basis = (f: EventFeatures): 'close' | 'intraday' | null => {
    const ms = f.ev.markets.length === 1 ? f.ev.markets : [];
    // (the sentences that rule one reading out are no reading: "Intraday highs do not count")
    const rules = [f.ev.rules ?? '', ...ms.map((m) => m.rules ?? '')].flatMap((r) => r.split(/(?<=[.;])\s+/)).filter((x) => !/\b(not|never|excluded|disregarded)\b/i.test(x));
    return touchBasis([f.ev.title ?? '', ...ms.flatMap((m) => [m.question ?? '', m.outcome_label ?? ''])], rules);
  };
  const x = basis(a), y = basis(b);
  return x !== null && y !== null && x !== y ? `a record ${x === 'close' ? 'close' : 'traded intraday'} vs a record ${y === 'close' ? 'close' : 'traded intraday'}` : null;
}

/** A move up ("up", "higher", "in the green", "positive") or down; "higher than 2.0%" and "3.0% or higher" are levels. */
const MOVE_UP = /\b(up|rises?|gains?|green|positive)\b|(?<!\b(or|and) )\bhigher\b(?! than \W?\d)/i;
const MOVE_DOWN = /\b(down|falls?|drops?|declines?|red|negative)\b|(?<!\b(or|and) )\blower\b(?! than \W?\d)/i;

/**
 * Two yes/no questions on a quoted instrument's move over one period that ask opposite moves ("S&P 500 finishes May 2033
 * higher?" / "Will the S&P 500 finish May 2033 lower than it started?", "... ends June in the red?"): the YES sides are
 * complements, never one outcome. The title says the move, else the one market's label ("Up in May"); "Up or Down" says
 * neither. Neither side may state a level.
 */
export function moveGap(a: EventFeatures, b: EventFeatures): string | null {
  if (a.subject.underlying.length === 0 || b.subject.underlying.length === 0 || a.strikes.length > 0 || b.strikes.length > 0) return null;
  const move = (f: EventFeatures): 'up' | 'down' | null => {
    const of = (t: string): 'up' | 'down' | null => {
      const up = MOVE_UP.test(t), down = MOVE_DOWN.test(t);
      return up === down ? null : up ? 'up' : 'down';
    };
    const label = f.ev.markets.length === 1 ? f.ev.markets[0]!.outcome_label ?? '' : '';
    return of(f.ev.title ?? '') ?? (/^(yes|no)?$/i.test(label.trim()) ? null : of(label));
  };
  const x = move(a), y = move(b);
  return x !== null && y !== null && x !== y ? `opposite moves (${x} vs ${y})` : null;
}

/**
 * A weekly statistic dated by the end of its week on one side ("Initial jobless claims week ending Jan 11, 2031") and by
 * its release on the other ("Initial jobless claims above 225K (Jan 16)?"): the release falls within the seven days after
 * the week ends. Both name the same statistic; the other title does not date a week's end of its own.
 */
const WEEK_ENDING = /\bweek ending\b/i;

function weekAndRelease(a: EventFeatures, b: EventFeatures, da: DateMention, db: DateMention): boolean {
  if (da.granularity !== 'day' || db.granularity !== 'day' || !WEEK_ENDING.test(a.ev.title ?? '') || WEEK_ENDING.test(b.ev.title ?? '')) return false;
  if (a.measures.length === 0 || !a.measures.some((m) => b.measures.includes(m))) return false;
  const days = (Date.parse(db.key) - Date.parse(da.key)) / DAY;
  return days >= 1 && days <= 7;
}

/** The instant of a named daily fixing of an exchange rate, minutes after midnight Eastern (ECB: 14:15 CET; London: 16:00). */
const FIXING_ET: Record<string, number> = { ecb: 8 * 60 + 15, london_4pm: 11 * 60 };

/**
 * An exchange rate read off a fixing its title names ("EUR/USD ECB reference rate on Mar 31") is not the rate at a time
 * of day the other title states hours away from the fixing ("EUR/USD above 1.2000 at 5pm New York, 31 Mar 2031?").
 */
function fixingTimeGap(a: EventFeatures, b: EventFeatures): string | null {
  const fixing = a.facets['fx_fixing'];
  if (fixing === undefined || a.facets['fx_fixing_titled'] === undefined || b.facets['fx_fixing'] !== undefined) return null;
  const at = FIXING_ET[fixing];
  const times = timesIn(b.ev.title ?? '', b.closeMs);
  if (at === undefined || times.length !== 1) return null;
  return minutesApart(times[0]!, at) > 90 ? `the ${fixing} fixing vs a rate at another time of day` : null;
}

/** The cut points of a ladder whose outcomes are all bounds ("Above 200K" → 200000; "100K–150K" → both ends), by unit. */
function cutsOf(f: EventFeatures): Set<string> | null {
  if (f.markets.length < 2) return null;
  const out = new Set<string>();
  for (const m of f.markets) {
    // (bounds only: a ladder of exact values, "0 cuts", "1 cut", is no partition cut at points)
    if (m.kind !== 'numeric' || m.strike === null || m.strike.op === 'eq' || (m.strike.op === 'range' && m.strike.lo === m.strike.hi)) return null;
    out.add(`${m.strike.unit}:${m.strike.lo}`);
    if (m.strike.op === 'range') out.add(`${m.strike.unit}:${m.strike.hi}`);
  }
  return out;
}

/**
 * The cuts of a ladder or a partition of whole-number outcomes by their keys, each the least value above it: "52+" and
 * "Above 51.5" (stepped to 52+) cut at 52, "50-51" at 50 and 52, "49 or fewer" at 50. Null unless every outcome is so keyed.
 */
function countCutsOf(f: EventFeatures): Set<string> | null {
  if (f.markets.length < 2) return null;
  const out = new Set<string>();
  for (const m of f.markets) {
    const k = /^num::(ge|le|range):(\d+)(?::(\d+))?$/.exec(m.key ?? '');
    if (k === null || (k[1] === 'range') !== (k[3] !== undefined)) return null;
    if (k[1] === 'ge' || k[1] === 'range') out.add(k[2]!);
    if (k[1] === 'le') out.add(String(Number(k[2]) + 1));
    if (k[1] === 'range') out.add(String(Number(k[3]) + 1));
  }
  return out;
}

/** Two ladders cut at the same points (two or more): the points of one are all points of the other. */
export function sameCuts(a: EventFeatures, b: EventFeatures): boolean {
  // (counts of seats in politics are whole numbers: "Above 51.5" cuts where "50-51" / "52-53" do, at 52)
  const ca = a.domain === 'politics' && b.domain === 'politics' ? countCutsOf(a) : null, cb = ca !== null ? countCutsOf(b) : null;
  const x = ca !== null && cb !== null ? ca : cutsOf(a), y = ca !== null && cb !== null ? cb : cutsOf(b);
  if (x === null || y === null) return false;
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  return small.size >= 2 && [...small].every((c) => large.has(c));
}

/**
 * One game on one day: a head-to-head title ("Six Nations R5: France vs England (Mar 17)") dated to the day, whose
 * outcomes are at most its two sides and a draw.
 */
function dayGame(f: EventFeatures): boolean {
  const day = f.facets['day'] !== undefined || f.dates.some((d) => d.granularity === 'day');
  return day && HEAD_TO_HEAD.test(` ${f.ev.title} `) && f.markets.length >= 2 && f.markets.length <= 3;
}

/** A competition's field: three or more named sides and no draw, under a title that is no head-to-head ("Six Nations 2029 Winner"). */
function fieldOfSides(f: EventFeatures): boolean {
  const named = f.markets.filter((m) => m.key !== null && (m.key.startsWith('ent:') || m.key.startsWith('lbl:')));
  return !HEAD_TO_HEAD.test(` ${f.ev.title} `) && named.length >= 3 && named.length === f.markets.length && !f.keySet.has('lbl:draw');
}

/** A count of seats or votes in a question ("273+ seats", "more than 200 seats", "over 50 million votes"). */
// (a chamber's name between the count and its seats is still a seat count: "Will Democrats win 218+ House seats?")
const SEAT_COUNT = /\d[\d,.]*\+?\s*(?:m(?:illion)?\s+)?(?:(?:house|senate|assembly|parliamentary|legislative)\s+)?(?:seats?|votes?|delegates?|electoral votes?)\b/i;

/** A one-market proposition of leaving an office (its YES side: the person is out). */
function exitOf(f: EventFeatures): boolean {
  return f.markets.length === 1 && /^yes:([a-z_]+,)*exit(,[a-z_]+)*:/.test(f.markets[0]!.key ?? '');
}

/** A one-market proposition of announcing a run for an office ("Josh Shapiro announces 2032 presidential run?"). */
function runOf(f: EventFeatures): boolean {
  return f.markets.length === 1 && /^yes:([a-z_]+,)*announce(,[a-z_]+)*:/.test(f.markets[0]!.key ?? '') && /\b(run|bid|campaign|candidacy|president(ial)?|presidency)\b/i.test(f.ev.title ?? '');
}

/** Title tokens (stemmed) of a winner market that do not name the competition: "winner", "winning country", "champion". */
const WINNER_WORDS: ReadonlySet<string> = new Set(['win', 'wins', 'winne', 'winni', 'champ', 'count', 'who']);

/** Words of a title that make a market more than a competition's winner: a placing, a stage, a count, a share. */
const BEYOND_WINNER = /\b(top|semi-?finals?|finals?|finalists?|nomin\w*|podium|place|round|qualif\w*|reach\w*|runner|relegat\w*|points|votes?|seats|share|margin|over|under|exact|how many|number|last|bottom|odds)\b/i;

/**
 * A competition named more fully on one side ("Eurovision" / "Eurovision Song Contest: winning country", "Euro 2028" /
 * "UEFA Euro 2028"): when one title's words are all among the other's and at least two named outcomes are shared (half
 * of the smaller list or more), the titles are read as half alike. Never when a title pays on more than the winner, names a subject the other does
 * not, or is a race or a release.
 */
function nestedTitleSim(a: EventFeatures, b: EventFeatures, ta: ReadonlySet<string>, tb: ReadonlySet<string>, inter: number, ov: number): number {
  if (inter < 2 || ov < 0.5 || ta.size === 0 || tb.size === 0 || !setEq(a.context, b.context)) return 0;
  // (races and releases are told apart by their places and measures, which a shorter title may leave out)
  if ([a.domain, b.domain].some((d) => d === 'politics' || d === 'economics')) return 0;
  // the words of a winner market ("winner", "winning country", "champion") say nothing of which competition it is
  const core = (t: ReadonlySet<string>): Set<string> => new Set([...t].filter((w) => !WINNER_WORDS.has(w)));
  const ca = core(ta), cb = core(tb);
  const [small, large] = ca.size <= cb.size ? [ca, cb] : [cb, ca];
  if (small.size === 0 || ![...small].every((t) => large.has(t))) return 0;
  if (BEYOND_WINNER.test(a.ev.title) || BEYOND_WINNER.test(b.ev.title)) return 0;
  return 0.5;
}

/**
 * Two season markets on one league's championship worded apart ("College Football Champion 2027-28" / "CFP national
 * title (2027 season)"): half alike when both name the championship and at least three teams are shared (three
 * quarters of the smaller list); a conference, division or award is a facet and vetoes on its own.
 */
function leagueTitleSim(a: EventFeatures, b: EventFeatures, inter: number, ov: number): number {
  if (!a.future || !b.future || a.league === null || a.league !== b.league || inter < 3 || ov < 0.75) return 0;
  const teamKeys = (f: EventFeatures): boolean => [...f.keySet].every((k) => k.startsWith('ent:') || k.startsWith('lbl:'));
  if (!teamKeys(a) || !teamKeys(b)) return 0;
  return leagueTitleMarket(a.ev.title) && leagueTitleMarket(b.ev.title) ? 0.5 : 0;
}

/** Both events are props of a player they both name ("Victor Wembanyama points" / "V. Wembanyama O 29.5 pts"). */
function samePlayers(a: EventFeatures, b: EventFeatures): boolean {
  return [...a.players].some((p) => b.players.has(p));
}

/** Two counts of one team each ("Chiefs 10+ wins" / "Bills 10+ wins"): the teams they are about must agree. */
function numericSubjectGap(a: EventFeatures, b: EventFeatures): string | null {
  if (a.subjectTeam === null || b.subjectTeam === null || a.subjectTeam === b.subjectTeam) return null;
  const numeric = (f: EventFeatures): boolean => [...f.keySet].some((k) => k.startsWith('num:'));
  return numeric(a) && numeric(b) ? 'different subject teams' : null;
}

/** The words of a station's city a title may write: its name, its aliases, its name without "City" ("New York"). */
function cityForms(ent: { canonical_name: string; aliases: readonly string[] }): string[] {
  return [ent.canonical_name, ...ent.aliases].flatMap((n) => [n, n.replace(/,.*$/, '').replace(/\s+city$/i, '')]).map((n) => n.toLowerCase().trim()).filter((n) => n.length >= 3);
}

/**
 * A city read at weather stations the event names outside the title's subject (brackets, rules, sources): when every
 * station is one city's (place.ts) and the title writes that city (its name, an alias, "New York" for New York City),
 * the city joins the context. Returns the words to drop from the subject names: the city's form written (when the
 * knowledge base had not found the city in the title) and the words of a station named in brackets. Empty when the stations are of several cities or of none known, or the title names
 * none of the city's forms.
 */
function cityOfStations(title: string, ev: VenueEventInput, context: Set<string>, outcomeEntities: ReadonlySet<string>, kb: KnowledgeBase): string[] {
  const stations = extractStations([title, ev.rules, ...ev.settlement_sources, ...ev.markets.slice(0, 3).flatMap((m) => [m.rules, m.resolution_source])]);
  const cities = new Set(stations.map((x) => stationCity(x)));
  if (stations.length === 0 || cities.size !== 1 || cities.has(null)) return [];
  const ent = kb.findMentions([...cities][0]!).find((m) => m.entity.kind === 'geographic_region' && m.entity.metadata['level'] === 'city')?.entity;
  if (ent === undefined || outcomeEntities.has(ent.kb_qid)) return [];
  const t = ` ${title.toLowerCase().replace(/[’]/g, "'").replace(/[^a-z0-9']+/g, ' ')} `;
  const form = cityForms(ent).find((n) => t.includes(` ${n.replace(/[^a-z0-9']+/g, ' ')} `));
  if (form === undefined) return [];
  const inBrackets = [...title.matchAll(/\(([^()]*)\)/g)].flatMap((m) => stationMentions(m[1]!).flatMap((x) => x.words));
  // (a city the knowledge base already found in the title keeps its words as names, as everywhere else)
  const known = kb.findMentions(title).some((m) => m.entity.kb_qid === ent.kb_qid);
  context.add(ent.kb_qid);
  return [...(known ? [] : form.split(/[^a-z0-9]+/)), ...inBrackets].filter((w) => w.length > 0);
}

/**
 * A market about one weather station (named in its title: "Central Park snowfall") is not a market read at a station of
 * another city ("Newark snowfall"). Stations of one city (place.ts: Central Park and LaGuardia are New York City's,
 * O'Hare and Midway Chicago's) are one city's reading taken at two places: one event that settles differently (the
 * station is a settlement difference, not another event). Titles that name only the city are likewise one market.
 */
function stationVeto(a: EventFeatures, b: EventFeatures): string | null {
  // (a station of no city the other title names, against a title naming only a city with stations listed: Newark's
  // airport is not New York City)
  if (a.titleStations.length > 0 && b.stations.length === 0 && (b.stationCities ?? []).length > 0 && !(b.stationCities ?? []).some((q) => a.context.has(q))) {
    return `different weather stations (${a.titleStations.join(',')} vs the city of ${(b.stationCities ?? []).join(',')})`;
  }
  if (a.titleStations.length === 0 || b.stations.length === 0 || a.titleStations.some((x) => b.stations.includes(x))) return null;
  if (otherStationOfCity(a, b)) return null;
  return `different weather stations (${a.titleStations.join(',')} vs ${b.stations.join(',')})`;
}

/**
 * The station a title names is not the one the other event is read at, but both are one city's (place.ts): one event
 * read at another station of the city. Such a pair ranks below one read at the titled station itself (a venue's
 * "London City Airport high" goes with London read at EGLC before its "London Heathrow max" does).
 */
function otherStationOfCity(a: EventFeatures, b: EventFeatures): boolean {
  if (a.titleStations.length === 0 || b.stations.length === 0 || a.titleStations.some((x) => b.stations.includes(x))) return false;
  const city = (xs: readonly string[]): Set<string | null> => new Set(xs.map((x) => stationCity(x)));
  const ca = city(a.titleStations), cb = city(b.stations);
  return ca.size === 1 && cb.size === 1 && !ca.has(null) && [...ca][0] === [...cb][0];
}

/** Both events are one head-to-head of sides outside the kb ("Sinner vs Shelton" / "Will Jannik Sinner beat Ben Shelton?"). */
/** A women's tour of individual players, named as the whole gender marker of a title ("WTA Osaka R2"). */
const WOMENS_TOUR = /^(?!.*\b(?:women'?s?|ladies|\(w\))).*\b(?:wta|lpga)\b/i;

/**
 * A name of three words or more written with a possessive on one side ("Sudan's Emergency Response Rooms" / "Sudan
 * Emergency Response Rooms"): the words agree but for one before the last, which `x` writes with an "s" (not the last
 * word: "John Williams" is not "John William").
 */
function possessiveOf(x: readonly string[], y: readonly string[]): boolean {
  if (x.length !== y.length || x.length < 3) return false;
  const diff = x.flatMap((w, i) => (w === y[i] ? [] : [i]));
  return diff.length === 1 && diff[0]! < x.length - 1 && x[diff[0]!] === `${y[diff[0]!]}s` && y[diff[0]!]!.length >= 3;
}

/** Whether an event's outcomes name a country (a national side), as "Poland" of "England vs Poland". */
function nationSides(f: EventFeatures): boolean {
  return f.markets.some((m) => m.entity?.kind === 'geographic_region') || f.places.size > 0;
}

function sameOpponents(a: EventFeatures, b: EventFeatures): boolean {
  return a.sides !== null && b.sides !== null && a.teams.size < 2 && b.teams.size < 2 && sportsPair(a, b) && sameSides(a.sides, b.sides);
}

/**
 * Subjects that differ only by a central bank or statistics agency named on one side, the economies agreeing ("Bank of
 * England Bank Rate" / "UK Bank Rate"): the bank names the economy, compared as `regions`.
 */
function sameEconomy(a: EventFeatures, b: EventFeatures, coreA: ReadonlySet<string>, coreB: ReadonlySet<string>): boolean {
  if (a.regions.length === 0 || b.regions.length === 0 || !a.regions.some((r) => b.regions.includes(r))) return false;
  return setEq(minus(coreA, new Set(a.subject.economy)), minus(coreB, new Set(b.subject.economy)));
}

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** A weekday written in full, not as part of a day's name ("Black Friday", "Super Tuesday") or a week ("week ending"). */
const WEEKDAY = /(?<!\b(?:black|cyber|super|good|ash|easter|giving|holy|maundy|palm|selection|bowl|bloody|travel)\s)\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday)(?:'s|’s)?\b/gi;

/**
 * A title that names one weekday and no day (`Press Secretary says "shutdown" at Thursday's briefing?`) against a title
 * dated on a day of another weekday ("... at the Friday 16 Sep briefing?"): two days.
 */
function weekdayGap(named: EventFeatures, dated: EventFeatures, day: DateMention | undefined): string | null {
  if (day?.granularity !== 'day' || named.dates.some((d) => d.granularity === 'day')) return null;
  const title = `${named.ev.title ?? ''} ${named.ev.sub_title ?? ''}`;
  if (/\bweek(?:s|ly)?\b|\bweekend\b/i.test(title)) return null;
  const days = new Set([...title.matchAll(WEEKDAY)].map((x) => x[1]!.toLowerCase()));
  if (days.size !== 1) return null;
  const ms = Date.parse(`${day.key}T12:00:00Z`);
  if (Number.isNaN(ms)) return null;
  const other = WEEKDAY_NAMES[new Date(ms).getUTCDay()]!;
  const one = [...days][0]!;
  return one === other ? null : `different weekdays (${one} vs ${day.key}, a ${other})`;
}

/** Minutes between two times of day (circular). */
function minutesApart(x: number, y: number): number {
  const d = Math.abs(x - y) % (24 * 60);
  return Math.min(d, 24 * 60 - d);
}

/**
 * Two prices observed at different times of day are different markets: both state the time (must be equal), or one
 * states it and the other's close falls more than 90 minutes away from it (a listing closes at its observation time).
 */
function observationGap(a: EventFeatures, b: EventFeatures): string | null {
  const fmt = (m: number): string => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')} ET`;
  if (a.obsMinutes !== null && b.obsMinutes !== null) return a.obsMinutes === b.obsMinutes ? null : `different observation times (${fmt(a.obsMinutes)} vs ${fmt(b.obsMinutes)})`;
  const timed = a.obsMinutes !== null ? a : b, other = timed === a ? b : a;
  if (timed.obsMinutes === null || other.closeMs === null) return null;
  const close = easternMinutes(other.closeMs);
  return minutesApart(close, timed.obsMinutes) > 90 ? `observation time ${fmt(timed.obsMinutes)} vs a close at ${fmt(close)}` : null;
}

export interface Cluster {
  members: EventFeatures[];
  /** lowest accepted pair confidence inside the cluster (1 for a single event) */
  confidence: number;
}

export interface ReviewItem {
  kind: 'low_confidence' | 'ambiguous' | 'conflict' | 'unmatchable';
  keys: string[];
  confidence: number;
  reasons: string[];
}

export interface MatchOutput {
  clusters: Cluster[];
  review: ReviewItem[];
}

export function blockFeatures(f: EventFeatures): string[] {
  const out: string[] = [];
  for (const q of f.teams) out.push(`e:${q}`);
  for (const q of f.context) out.push(`e:${q}`);
  for (const m of f.markets) if (m.entity !== null) out.push(`e:${m.entity.kb_qid}`);
  // numeric outcomes block too (with the measure when the title names one): two listings of one release or price need
  // not share a title word
  const measure = f.measures.join('+');
  // (a player's line by its line alone: a venue may not name the player the way the reading knows)
  for (const k of f.keySet) if (k.startsWith('num:')) out.push(`s:${measure}:${linePart(k) ?? k}`);
  // named outcomes (candidates, nominees, clubs outside the knowledge base) and a league's season markets block too
  for (const k of f.keySet) if (k.startsWith('lbl:')) out.push(`l:${k}`);
  if (f.future && f.league !== null) out.push(`lg:${f.league}`);
  for (const t of f.tokens) out.push(`t:${t}`);
  return out;
}

const ALL_DOMAINS = ['*', 'sports', 'politics', 'economics', 'crypto', 'culture'];

/** Sports games and events dated to the day are blocked by day (±1 day); the others by week (±5 weeks). */
function byDay(f: EventFeatures): boolean {
  return (f.domain === 'sports' && !f.future) || f.dates.some((d) => d.granularity === 'day');
}

/** Keys an event is indexed under: every block feature, in both the day and the week scheme. */
export function indexKeys(f: EventFeatures): string[] {
  if (f.unmatchable !== null || f.refMs === null) return [];
  const d = Math.floor(f.refMs / DAY);
  const w = Math.floor(f.refMs / WEEK);
  const out: string[] = [];
  const ys = electionYears(f);
  for (const dom of [f.domain === 'other' ? '*' : f.domain, ...f.subject.alsoDomains]) {
    for (const feat of blockFeatures(f)) {
      out.push(`D|${dom}|${d}|${feat}`, `W|${dom}|${w}|${feat}`);
      for (const y of ys) out.push(`Y|${dom}|${y}|${feat}`);
    }
  }
  return out;
}

/**
 * An election named by office and year without a date: blocked by its year too (venues close it months apart). A race
 * that leaves its year to the ticker ("Georgia Senate race winner?") is of the year it closes in.
 */
function electionYears(f: EventFeatures): string[] {
  // (a race is an office's or the balance of power's; its title may name the month of the vote, "in November 2034")
  if (!raceOf(f) || f.dates.length > 1 || f.dates.some((d) => d.granularity !== 'month') || f.years.length > 1) return [];
  if (f.years[0] !== undefined) return [f.years[0]];
  if (f.refMs === null) return [];
  // (one closing before March with no year of its own, when the Congress or the officer elected takes office, may be of
  // the vote the year before: "Congress after the midterms: which party controls each chamber?" closing on January 3)
  const close = new Date(f.refMs);
  const y = close.getUTCFullYear();
  return close.getUTCMonth() < 2 ? [String(y), String(y - 1)] : [String(y)];
}

/**
 * A race: an office's election, the balance of power between the parties ("D House, R Senate"), or a state's ballot measure
 * ("California Proposition 4"), each settled by the vote whether a venue closes at it or at the certification.
 */
function raceOf(f: EventFeatures): boolean {
  return f.offices.length > 0 || [...f.keySet].some((k) => k.startsWith('bop:')) || f.facets['ballot'] !== undefined;
}

/** Keys an event looks up to find its candidates (its own scheme, neighbouring buckets, compatible domains). */
export function queryKeys(f: EventFeatures): string[] {
  if (f.unmatchable !== null || f.refMs === null) return [];
  const day = byDay(f);
  const c = day ? Math.floor(f.refMs / DAY) : Math.floor(f.refMs / WEEK);
  const span = day ? 1 : 5;
  // (a weekly statistic dated by its week's end looks up the week after it too, where its release is dated: `weekAndRelease`)
  const after = day && WEEK_ENDING.test(f.ev.title ?? '') ? 7 : 0;
  const doms = f.domain === 'other' ? ALL_DOMAINS : [f.domain, '*', ...f.subject.alsoDomains];
  const out: string[] = [];
  const ys = electionYears(f);
  for (const feat of blockFeatures(f)) {
    for (const dom of doms) {
      for (let x = c - span; x <= c + span + after; x++) out.push(`${day ? 'D' : 'W'}|${dom}|${x}|${feat}`);
      for (const y of ys) out.push(`Y|${dom}|${y}|${feat}`);
    }
  }
  return out;
}

/** Largest posting list of a token feature that is still used for candidates (very common words are skipped). */
export const MAX_TOKEN_POSTING = 400;

/** Generates candidate pairs (different venues, compatible domain, nearby in time, one shared feature). */
export function candidatePairs(features: readonly EventFeatures[]): Array<[EventFeatures, EventFeatures]> {
  const index = new Map<string, EventFeatures[]>();
  const matchable = features.filter((f) => f.unmatchable === null);
  for (const f of matchable) {
    for (const k of indexKeys(f)) {
      const list = index.get(k);
      if (list === undefined) index.set(k, [f]);
      else list.push(f);
    }
  }
  const out: Array<[EventFeatures, EventFeatures]> = [];
  matchable.forEach((f, i) => {
    f.ord = i;
  });
  const n = matchable.length;
  const seen = new Set<number>();
  for (const f of matchable) {
    for (const k of queryKeys(f)) {
      const list = index.get(k);
      if (list === undefined || ((k.includes('|t:') || k.includes('|s:') || k.includes('|l:') || k.includes('|lg:')) && list.length > MAX_TOKEN_POSTING)) continue;
      for (const g of list) {
        if (g.venue === f.venue || g === f) continue;
        const x = f.key < g.key ? f : g;
        const y = x === f ? g : f;
        const id = x.ord * n + y.ord;
        if (seen.has(id)) continue;
        seen.add(id);
        out.push([x, y]);
      }
    }
  }
  return out;
}

/** A one-market event whose one outcome is numeric ("June 2027 US CPI YoY between 2.5% and 2.9%?"). */
function ladderPiece(f: EventFeatures): boolean {
  return f.markets.length === 1 && f.keySet.size === 1 && [...f.keySet][0]!.startsWith('num:');
}

/**
 * Two one-market events of one venue that are pieces of one ladder ("... between 2.5% and 2.9%?", "... at least 3.5%?"):
 * numeric outcomes with different strikes, alike in everything else (the same title words, and no veto between them but
 * the strikes). They may share a canonical event, each aligned with its own outcome of another venue's ladder.
 */
export function ladderPieces(x: EventFeatures, y: EventFeatures): boolean {
  if (namedPieces(x, y)) return true;
  if (x.venue !== y.venue || x === y || !ladderPiece(x) || !ladderPiece(y) || [...x.keySet][0] === [...y.keySet][0] || !setEq(x.tokens, y.tokens)) return false;
  return scorePair(x, y).vetoes.every((v) => v.startsWith('different strikes'));
}

/** A host listing and a piece of it are one event on their own: no veto, confidence at least MATCH_ACCEPT. */
function confidentMatch(h: EventFeatures, p: EventFeatures): boolean {
  const s = h.key < p.key ? scorePair(h, p) : scorePair(p, h);
  return s.vetoes.length === 0 && s.confidence >= MATCH_ACCEPT;
}

/**
 * Two one-market ladder pieces of two venues that differ only in their strikes (one title's words within the other's),
 * both outcomes of a ladder a third venue lists in the same cluster: one event, each piece aligned with its own outcome of that ladder.
 */
function crossVenuePieces(x: EventFeatures, y: EventFeatures, ps: PairScore, cluster: readonly EventFeatures[]): boolean {
  if (x.venue === y.venue || !ladderPiece(x) || !ladderPiece(y) || ps.vetoes.length === 0 || !ps.vetoes.every((v) => v.startsWith('different strikes'))) return false;
  // (and worded alike: one title's words are all the other's, "S&P 500 above 8,000 at year-end" / "... close above 8,500
  // on the last trading day": a minimum is not a monthly average)
  const within = (p: ReadonlySet<string>, q: ReadonlySet<string>): boolean => [...p].every((t) => q.has(t));
  const kx = [...x.keySet][0]!, ky = [...y.keySet][0]!;
  const hosts = kx === ky ? [] : cluster.filter((h) => h.venue !== x.venue && h.venue !== y.venue && h.markets.length >= 2 && h.keySet.has(kx) && h.keySet.has(ky));
  if (within(x.tokens, y.tokens) || within(y.tokens, x.tokens)) return hosts.length > 0;
  // (or worded apart, both dated, each a confident match of that ladder on its own: "Initial jobless claims above 225K for
  // week ending April 9?" / "Initial claims (Apr 14 release) above 240K?" beside "Initial jobless claims, week ending Apr 9")
  if (x.dates.length === 0 || y.dates.length === 0) return false;
  return hosts.some((h) => confidentMatch(h, x) && confidentMatch(h, y));
}

/**
 * Two venues' one-market lines of one game's spread ("Bills cover -3.5 against Pittsburgh?" / "Spread: Bills (-6.5) vs.
 * Steelers", or the other side's "Steelers +6.5"), one a side's margin, both confident matches of a third venue's spread
 * ladder of the cluster that lists one of them: pieces of that ladder, not two events.
 */
function spreadPieces(x: EventFeatures, y: EventFeatures, ps: PairScore, cluster: readonly EventFeatures[]): boolean {
  const kx = x.markets.length === 1 ? x.markets[0]!.key : null, ky = y.markets.length === 1 ? y.markets[0]!.key : null;
  if (ps.vetoes.length > 0 || kx === null || ky === null || kx === ky || x.facets['bet'] !== 'spread' || y.facets['bet'] !== 'spread') return false;
  if (!kx.startsWith('spr:') && !ky.startsWith('spr:')) return false;
  return cluster.some((h) => h.venue !== x.venue && h.venue !== y.venue && h.markets.length >= 2 && (h.keySet.has(kx) || h.keySet.has(ky)) && confidentMatch(h, x) && confidentMatch(h, y));
}

/**
 * A one-market line of one player's statistic ("Jayden Daniels: Passing TDs O/U 1.5") and another venue's props of that
 * statistic in a game of two teams listing the player at other lines only ("Eagles vs. Commanders — Passing
 * Touchdowns": "Jayden Daniels 3+"), both confident matches of a third venue's props of the game of the cluster that lists
 * the line: pieces of that game's props, not two events.
 */
function propPieces(x: EventFeatures, y: EventFeatures, ps: PairScore, cluster: readonly EventFeatures[]): boolean {
  if (ps.vetoes.length > 0) return false;
  const [one, game] = x.teams.size < 2 ? [x, y] : [y, x];
  const k = one.markets.length === 1 ? one.markets[0]!.key : null;
  const player = one.players.size === 1 ? [...one.players][0]! : null;
  if (k === null || !k.startsWith('num:') || player === null || game.keySet.has(k) || !game.players.has(player) || game.teams.size !== 2) return false;
  if (one.stats.size === 0 || ![...one.stats].every((st) => game.stats.has(st)) || ![...one.teams].every((t) => game.teams.has(t))) return false;
  return cluster.some((h) => h.venue !== one.venue && h.venue !== game.venue && setEq(h.teams, game.teams) && propOfGame(one, h) && confidentMatch(h, one) && confidentMatch(h, game));
}

/** A one-market event whose one outcome is a name ("Will George Russell win the 2026 F1 Drivers' Championship?"). */
function namedPiece(f: EventFeatures): boolean {
  return f.markets.length === 1 && f.keySet.size === 1 && [...f.keySet][0]!.startsWith('lbl:');
}

/**
 * Two one-market events of one venue that are pieces of one categorical market ("Will George Russell win the 2026 F1
 * Drivers' Championship?", "Will Lando Norris win ...?"): each names another outcome, and their titles are the same
 * words once that name is taken out; no veto between them.
 */
function namedPieces(x: EventFeatures, y: EventFeatures): boolean {
  if (x.venue !== y.venue || x === y || !namedPiece(x) || !namedPiece(y)) return false;
  const frame = (f: EventFeatures): string | null => {
    const name = [...f.keySet][0]!.slice(4), t = (f.ev.title ?? '').toLowerCase();
    return name.length >= 3 && t.includes(name) ? t.replace(name, ' ').replace(/\s+/g, ' ').trim() : null;
  };
  const fx = frame(x);
  return fx !== null && fx === frame(y) && [...x.keySet][0] !== [...y.keySet][0] && scorePair(x, y).vetoes.length === 0;
}

/** Whether `pieces` (one venue's candidates of a ladder `self`) are pieces of one ladder, each one of self's outcomes. */
function piecesOfLadder(self: EventFeatures, pieces: ReadonlyArray<EventFeatures | undefined>): boolean {
  if (self.markets.length < 2 || pieces.some((p) => p === undefined || !(ladderPiece(p) || namedPiece(p)) || !self.keySet.has([...p.keySet][0]!))) return false;
  const ps = pieces as EventFeatures[];
  return ps.every((p, i) => ps.every((q, j) => i === j || ladderPieces(p, q)));
}

/**
 * Of one venue's candidates of a categorical event or ladder `host` scoring within 0.1 of each other, the one its
 * outcomes single out (its index), or -1: the one event of two or more markets among one-market listings of one of
 * host's outcomes each (a venue's "Which AFC team will play in Super Bowl LXVIII?" beside its "Baltimore Ravens to
 * win the AFC Championship", a ladder beside one of its rungs: a listing of one outcome is not the event); or, of
 * ladders only, the only one with a strike in common with host ("BTC/USD at 17:00 ET on 19 Apr" beside the same hour's
 * price ranges, for a ladder "Bitcoin price on Apr 19 at 5pm EDT?").
 */
function clearRival(host: EventFeatures, rivals: ReadonlyArray<EventFeatures | undefined>): number {
  if (host.markets.length < 2 || rivals.some((r) => r === undefined)) return -1;
  const rs = rivals as EventFeatures[];
  const only = (ok: (r: EventFeatures) => boolean): number => {
    const hits = rs.flatMap((r, i) => (ok(r) ? [i] : []));
    return hits.length === 1 ? hits[0]! : -1;
  };
  const whole = only((r) => r.markets.length >= 2);
  const partOfHost = (r: EventFeatures): boolean => r.markets.length === 1 && r.keySet.size === 1 && host.keySet.has([...r.keySet][0]!);
  if (whole >= 0 && rs.every((r, i) => i === whole || partOfHost(r))) return whole;
  // (numeric outcomes only: the same people and teams are the outcomes of many events, a strike of one asset at one
  // hour is of one ladder)
  const numeric = (f: EventFeatures): boolean => f.markets.length >= 2 && [...f.keySet].every((k) => k.startsWith('num:'));
  if (!numeric(host) || !rs.every(numeric)) return -1;
  return only((r) => [...r.keySet].some((k) => host.keySet.has(k)));
}

/**
 * Matches events into clusters. Only confident, unambiguous, veto-free pairs merge; every merged cluster is
 * pairwise consistent (no vetoed pair, no two events of one venue but the pieces of one ladder that venue lists as
 * one-market events). Everything else is kept for review.
 */
export function matchEvents(features: readonly EventFeatures[], options: { score?: (a: EventFeatures, b: EventFeatures) => PairScore } = {}): MatchOutput {
  const score = options.score ?? scorePair;
  const review: ReviewItem[] = [];
  for (const f of features) {
    if (f.unmatchable !== null) review.push({ kind: 'unmatchable', keys: [f.key], confidence: 0, reasons: [f.unmatchable] });
  }
  const featureOf = new Map(features.map((f) => [f.key, f]));
  const scores = new Map<string, PairScore>();
  const scored: PairScore[] = [];
  for (const [a, b] of candidatePairs(features)) {
    const s = score(a, b);
    scores.set(`${s.a}\u0000${s.b}`, s);
    scored.push(s);
  }
  // ambiguity: an event with two accept-level candidates on the same other venue within 0.1 of each other
  const best = new Map<string, PairScore[]>();
  for (const s of scored) {
    if (s.vetoes.length > 0 || s.confidence < MATCH_ACCEPT) continue;
    for (const [self, other] of [[s.a, s.b], [s.b, s.a]] as const) {
      const k = `${self}\u0000${other.slice(0, other.indexOf(':'))}`;
      const l = best.get(k);
      if (l === undefined) best.set(k, [s]);
      else l.push(s);
    }
  }
  const ambiguous = new Set<PairScore>();
  for (const [k, list] of best) {
    if (list.length < 2) continue;
    list.sort((x, y) => y.confidence - x.confidence);
    const top = list[0]!;
    const close = list.filter((s) => top.confidence - s.confidence < 0.1);
    if (close.length < 2) continue;
    // one-market listings another venue makes of this event's outcomes do not compete: the pieces of a ladder ("CPI
    // between 2.5% and 2.9%?") or distinct named outcomes ("Will OKC win the NBA Finals?", "Will Cleveland...?")
    const host = featureOf.get(k.slice(0, k.indexOf('\u0000')));
    const rivals = host === undefined ? [] : close.map((s) => featureOf.get(s.a === host.key ? s.b : s.a));
    if (host !== undefined && (piecesOfLadder(host, rivals) || satelliteOutcomes(host, rivals))) continue;
    // (one rival the outcomes single out is no rival of the others: it keeps its pair, the others stay ambiguous; the
    // review item still names them all)
    const clear = host === undefined ? -1 : clearRival(host, rivals);
    for (const [i, s] of close.entries()) if (i !== clear) ambiguous.add(s);
    // one review item per event and venue, naming the competing candidates (not one per pair)
    const self = k.slice(0, k.indexOf('\u0000'));
    review.push({
      kind: 'ambiguous', keys: [self, ...close.slice(0, 10).map((s) => (s.a === self ? s.b : s.a))], confidence: top.confidence,
      reasons: [`${close.length} candidates on ${k.slice(k.indexOf('\u0000') + 1)} score within 0.1 of each other (best ${top.confidence})`],
    });
  }
  const byKey = new Map(features.map((f) => [f.key, f]));
  const parent = new Map<string, string>();
  const members = new Map<string, EventFeatures[]>();
  const conf = new Map<string, number>();
  for (const f of features) {
    if (f.unmatchable !== null) continue;
    parent.set(f.key, f.key);
    members.set(f.key, [f]);
    conf.set(f.key, 1);
  }
  const find = (k: string): string => {
    let r = k;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(k, r);
    return r;
  };
  const pairScore = (x: EventFeatures, y: EventFeatures): PairScore => {
    const [p, q] = x.key < y.key ? [x, y] : [y, x];
    return scores.get(`${p.key}\u0000${q.key}`) ?? score(p, q);
  };
  const lowPerEvent = new Map<string, number>();
  scored.sort((x, y) => y.confidence - x.confidence || (x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : 1));
  // a one-market listing of one outcome of another venue's categorical event joins after the events themselves have
  // merged (a venue's listings of single candidates would otherwise shut out a whole event they conflict with)
  const deferred: PairScore[] = [];
  for (let i = 0; i < scored.length + deferred.length; i++) {
    const s = i < scored.length ? scored[i]! : deferred[i - scored.length]!;
    if (i < scored.length && s.vetoes.length === 0 && s.confidence >= MATCH_ACCEPT && oneOutcomeOf(featureOf.get(s.a), featureOf.get(s.b))) {
      deferred.push(s);
      continue;
    }
    if (s.vetoes.length > 0) continue;
    if (s.confidence < MATCH_REVIEW) continue;
    if (s.confidence < MATCH_ACCEPT) {
      const na = (lowPerEvent.get(s.a) ?? 0) + 1;
      const nb = (lowPerEvent.get(s.b) ?? 0) + 1;
      lowPerEvent.set(s.a, na);
      lowPerEvent.set(s.b, nb);
      if (na > 3 && nb > 3) continue; // the three best near-misses per event are enough for a reviewer
      review.push({ kind: 'low_confidence', keys: [s.a, s.b], confidence: s.confidence, reasons: s.notes.length > 0 ? s.notes : ['confidence below the acceptance threshold'] });
      continue;
    }
    if (ambiguous.has(s)) continue;
    const ra = find(s.a);
    const rb = find(s.b);
    if (ra === rb) continue;
    const ma = members.get(ra)!;
    const mb = members.get(rb)!;
    const reasons: string[] = [];
    let minConf = Math.min(conf.get(ra)!, conf.get(rb)!, s.confidence);
    for (const x of ma) {
      for (const y of mb) {
        if (x.venue === y.venue) {
          if (!ladderPieces(x, y) && !satelliteOutcomes(null, [x, y], [...ma, ...mb])) reasons.push(`two ${x.venue} events would share one canonical event (${x.key}, ${y.key})`);
        }
        else {
          const ps = pairScore(x, y);
          // (a one-market listing of a named outcome that another venue's categorical event of the cluster lists is one of
          // its outcomes, though a third venue's list leaves it out: "Tigers win the 2027 World Series?")
          if (ps.vetoes.length === 1 && ps.vetoes[0] === LONE_OUTCOME && listedElsewhere(x, y, [...ma, ...mb])) continue;
          // (two venues' one-market listings of two different outcomes of a categorical event of the cluster, "Will the LNP
          // win?" / "Will Labor win?", "Banxico cuts?" / "Banxico holds?": its two outcomes, not two events)
          // (or that name two different names, each a confident match of that categorical event on its own: "Arizona GOP
          // Senate Nominee" listing Kari Lake alone / "Will Abe Hamadeh win Arizona's GOP Senate primary?")
          if (ps.vetoes.every((v) => v.startsWith('different propositions')) && siblingOutcomes(x, y, [...ma, ...mb])) continue;
          if (ps.vetoes.every((v) => v.startsWith('different propositions') || v.startsWith('different names')) && siblingOutcomes(x, y, [...ma, ...mb], true)) continue;
          // (two venues' one-market pieces of a third venue's ladder of the cluster, each one of its outcomes: "Will the S&P 500
          // close above 8,500 ...?" and "S&P 500 above 8,000 at year-end?" beside a ladder of 8,000 / 8,500 / 9,000)
          // (and a player's line beside another venue's props of the game that list the player at other lines only)
          if (crossVenuePieces(x, y, ps, [...ma, ...mb]) || spreadPieces(x, y, ps, [...ma, ...mb]) || propPieces(x, y, ps, [...ma, ...mb])) continue;
          if (ps.vetoes.length > 0) reasons.push(...ps.vetoes.map((v) => `${x.key} vs ${y.key}: ${v}`));
          else if (ps.confidence < MATCH_REVIEW) reasons.push(`${x.key} vs ${y.key}: low confidence ${ps.confidence}`);
          else minConf = Math.min(minConf, ps.confidence);
        }
      }
    }
    if (reasons.length > 0) {
      const na = (lowPerEvent.get(s.a) ?? 0) + 1;
      const nb = (lowPerEvent.get(s.b) ?? 0) + 1;
      lowPerEvent.set(s.a, na);
      lowPerEvent.set(s.b, nb);
      if (na > 3 && nb > 3) continue;
      review.push({ kind: 'conflict', keys: [s.a, s.b], confidence: s.confidence, reasons });
      continue;
    }
    parent.set(rb, ra);
    members.set(ra, [...ma, ...mb]);
    members.delete(rb);
    conf.set(ra, minConf);
  }
  const clusters: Cluster[] = [];
  for (const [root, ms] of members) {
    if (byKey.get(root) === undefined) continue;
    clusters.push({ members: ms.sort((x, y) => venueRank(x.venue) - venueRank(y.venue) || (x.key < y.key ? -1 : 1)), confidence: conf.get(root) ?? 1 });
  }
  clusters.sort((x, y) => (x.members[0]!.key < y.members[0]!.key ? -1 : 1));
  return { clusters, review };
}

/** The party `byCode` (the kb's reading of the code in brackets of `label`) when its name has every word before the brackets. */
function codedParty(label: string, byCode: KbEntity | undefined): KbEntity | undefined {
  const words = tokenize(withoutParenthetical(label));
  const name = new Set(tokenize(byCode?.canonical_name ?? ''));
  return byCode?.kind === 'political_party' && words.length > 0 && words.every((w) => name.has(w)) ? byCode : undefined;
}

const LONE_OUTCOME = 'its one named outcome is none of the other\'s';

/**
 * Of two events one is a one-market listing of a named outcome and the other a categorical event that does not list it;
 * whether a categorical event of a third venue among `cluster` lists that outcome.
 */
function listedElsewhere(x: EventFeatures, y: EventFeatures, cluster: readonly EventFeatures[]): boolean {
  const [one, other] = loneOutcome(x, y) ? [x, y] : loneOutcome(y, x) ? [y, x] : [null, null];
  if (one === null || other === null) return false;
  const k = one.markets[0]!.key!;
  return cluster.some((m) => m.venue !== one.venue && m.venue !== other.venue && m.markets.length >= 2 && m.keySet.has(k));
}

/**
 * `one` asks whether one player scores (a one-market anytime scorer listing) and `other`, the anytime scorer market of a
 * game, lists that player; the teams `one` names, if any, are of that game.
 */
function scorerOfGame(one: EventFeatures, other: EventFeatures): boolean {
  const k = one.markets.length === 1 ? one.markets[0]!.key : null;
  return one.facets['bet'] === 'scorer' && other.facets['bet'] === 'scorer' && k !== null && k.startsWith('lbl:') && other.markets.length >= 2 && other.keySet.has(k)
    && other.teams.size === 2 && [...one.teams].every((t) => other.teams.has(t));
}

/**
 * Two questions over a league's games (no team named): a week of its season is its games from Thursday to Monday, not
 * those of one day ("Will any NFL game go to overtime in Week 12?" / "... on Sunday, November 21?"), nor another week.
 */
function weekGap(a: EventFeatures, b: EventFeatures): string | null {
  if (!sportsPair(a, b) || a.teams.size > 0 || b.teams.size > 0 || !acrossGames(a.ev.title ?? '') || !acrossGames(b.ev.title ?? '')) return null;
  const wa = leagueWeek(a.ev.title ?? ''), wb = leagueWeek(b.ev.title ?? '');
  if (wa !== null && wb !== null) return wa !== wb ? `different weeks (${wa} vs ${wb})` : null;
  const dayOnly = wa === null && wb !== null ? a : wb === null && wa !== null ? b : null;
  return dayOnly !== null && dayOnly.dates.some((d) => d.granularity === 'day') ? 'a league week vs one day of its games' : null;
}

/**
 * `one` asks one line of one player's statistic (a one-market listing) and `other`, a market of a game's player props
 * counting the same statistic, lists that player at that line; the teams `one` names, if any, are of that game.
 */
function propOfGame(one: EventFeatures, other: EventFeatures): boolean {
  const k = one.markets.length === 1 ? one.markets[0]!.key : null;
  const player = one.players.size === 1 ? [...one.players][0]! : null;
  if (k === null || !k.startsWith('num:') || player === null || !other.players.has(player) || other.markets.length < 2) return false;
  if (one.stats.size === 0 || ![...one.stats].every((x) => other.stats.has(x))) return false;
  // (a surname of two words joined, "Gilgeous-Alexander", is both words of the label)
  return other.teams.size === 2 && [...one.teams].every((t) => other.teams.has(t)) && other.markets.some((m) => m.key === k && tokenize(player).every((w) => tokenize(m.label).includes(w)));
}

/**
 * `one` asks one fighter's method of victory (a one-market listing) and `other`, the method market of a bout, names that
 * fighter as one of its two sides; `one` names no other bout.
 */
function methodOfBout(one: EventFeatures, other: EventFeatures): boolean {
  const k = one.markets.length === 1 ? one.markets[0]!.key : null;
  if (k === null || !k.startsWith('lbl:') || one.facets['bet'] !== 'method' || other.facets['bet'] !== 'method' || other.markets.length < 2 || other.sides === null) return false;
  const words = k.slice(4).split(' ');
  const [x, y] = other.sides;
  return (one.sides === null || sameOpponents(one, other)) && (x.some((w) => words.includes(w)) !== y.some((w) => words.includes(w)));
}

/**
 * `one` is a one-market margin of a side ("Bills cover -3.5 against Pittsburgh?", "Ohio State to win the Orange Bowl by
 * 7+?") that `other`, a spread of a game of that side, lists at the same line.
 */
function spreadOfGame(one: EventFeatures, other: EventFeatures): boolean {
  const k = one.markets.length === 1 ? one.markets[0]!.key : null;
  if (k === null || !k.startsWith('spr:') || one.facets['bet'] !== 'spread' || other.facets['bet'] !== 'spread' || !other.keySet.has(k)) return false;
  const side = k.slice('spr:'.length, k.lastIndexOf(':'));
  return other.teams.size === 2 && other.teams.has(side) && [...one.teams].every((t) => other.teams.has(t));
}

/**
 * A title of one player's counted statistic ("30+ points") against a side the North American leagues know as a team by its
 * place or nickname ("vs Denver", "against the Cubs").
 */
function playerLineVsTeam(title: string, kb: KnowledgeBase): { league: string | undefined } | null {
  // (the opponent's ground named, "Mahomes 300+ passing yards at Jacksonville", is that game too, and so is a player by the
  // surname alone before the count; these only when the place names a team of one league, which is then the game's)
  const opp = /\s(vs\.?|v\.?|against|@|at)\s+(?:the\s+)?([A-Z][\w.'-]*(?:\s[A-Z][\w.'-]*){0,2})/.exec(title);
  if (opp === null || statsOf([title]).size === 0) return null;
  const side = opp[2]!;
  const leagues = [...NA_LEAGUES].filter((l) => kb.resolveTeamPlace(side, l) !== undefined || kb.resolveTeamNickname(side, l) !== undefined);
  if (leagues.length === 0) return null;
  const isTeam = (n: string): boolean => kb.findMentions(n, 'sports').some((x) => x.entity.kind === 'team' || x.entity.kind === 'geographic_region');
  if (opp[1] !== 'at' && playersOf([title], isTeam).size > 0) return { league: undefined };
  return leagues.length === 1 && (playersOf([title], isTeam).size > 0 || leadingSurname(countPhrases(title), isTeam) !== null) ? { league: leagues[0] } : null;
}

/** Rounds a side reaches by winning a knockout tie. */
const TIE_ROUNDS: ReadonlySet<string> = new Set(['quarterfinal', 'semifinal', 'final']);

/**
 * `tie` asks who advances from a tie of two sides (its outcomes those sides, no round it leads to named) and `side` whether
 * one of the two reaches a round (a one-market listing of that side, naming no other), both closing within a day of each
 * other: reaching the round is advancing from that tie. A round reached later closes later.
 */
function tieRound(tie: EventFeatures, side: EventFeatures): boolean {
  if (tie.facets['bet'] !== 'advance' || tie.teams.size !== 2 || tie.facets['reach'] !== undefined || tie.facets['unit'] !== undefined || tie.facets['game'] !== undefined) return false;
  if (side.facets['bet'] !== undefined || !TIE_ROUNDS.has(side.facets['reach'] ?? '') || side.teams.size > 0 || side.markets.length !== 1) return false;
  const k = side.markets[0]!.key;
  if (k === null || !k.startsWith('ent:') || !tie.teams.has(k.slice(4))) return false;
  return tie.closeMs !== null && side.closeMs !== null && Math.abs(tie.closeMs - side.closeMs) <= DAY;
}

/**
 * `one` asks whether one team wins (a one-market listing naming no other team) on a weekday its title names ("Will the
 * Rams win at Levi's Stadium on Monday night?") and `other` is the game of that team on that day, listing it as a side.
 */
function winOfGame(one: EventFeatures, other: EventFeatures): boolean {
  const m = one.markets.length === 1 ? one.markets[0]! : undefined;
  if (m?.key == null || !m.key.startsWith('ent:') || m.entity?.kind !== 'team' || one.teams.size > 0 || one.facets['bet'] !== undefined || one.facets['day'] !== undefined) return false;
  if (other.teams.size !== 2 || !other.teams.has(m.entity.kb_qid) || !other.keySet.has(m.key) || other.facets['bet'] !== undefined || other.facets['day'] === undefined) return false;
  return one.closeMs !== null && weekdayNamed(one.ev.title ?? '', one.closeMs) === other.facets['day'];
}

/**
 * The day (YYYY-MM-DD) of the one weekday a title names ("on Monday night", "(Thursday)"): the last such day, Eastern,
 * of the week up to the listing's close; null when the title names no weekday or more than one.
 */
function weekdayNamed(title: string, closeMs: number): string | null {
  const named = WEEKDAY_NAMES.filter((d) => new RegExp(`\\b${d}\\b`, 'i').test(title));
  if (named.length !== 1) return null;
  // (Eastern as five hours behind UTC, a minute before the close: a game of Monday night closes at midnight or after)
  const close = new Date(closeMs - 5 * 3_600_000 - 60_000);
  const back = (close.getUTCDay() - WEEKDAY_NAMES.indexOf(named[0]!) + 7) % 7;
  return new Date(close.getTime() - back * DAY).toISOString().slice(0, 10);
}

/** `one` is a one-market listing of a named outcome and `other` a categorical event of named outcomes only. */
function loneOutcome(one: EventFeatures, other: EventFeatures): boolean {
  const named = (k: string | null): boolean => k !== null && (k.startsWith('ent:') || k.startsWith('lbl:'));
  return one.markets.length === 1 && named(one.markets[0]!.key) && other.markets.length >= 2 && other.markets.every((m) => named(m.key));
}

/**
 * Two one-market listings of two venues whose YES sides are two different outcomes of one categorical event of a third
 * venue among `cluster` (it lists both).
 */
function siblingOutcomes(x: EventFeatures, y: EventFeatures, cluster: readonly EventFeatures[], confident = false): boolean {
  const kx = x.markets.length === 1 ? x.markets[0]!.key : null, ky = y.markets.length === 1 ? y.markets[0]!.key : null;
  if (kx === null || ky === null || kx === ky) return false;
  // (`confident`: named outcomes only, and each listing a confident match of that event on its own)
  if (confident && ![kx, ky].every((k) => k.startsWith('ent:') || k.startsWith('lbl:'))) return false;
  return cluster.some((h) => h.venue !== x.venue && h.venue !== y.venue && h.markets.length >= 2 && h.keySet.has(kx) && h.keySet.has(ky)
    && (!confident || (confidentMatch(h, x) && confidentMatch(h, y))));
}

/** `p` lists parties only, `q` named outcomes none of which is a party. */
function partiesVsNames(p: EventFeatures, q: EventFeatures): boolean {
  const party = (m: MarketFeatures): boolean => m.entity?.kind === 'political_party';
  const named = (m: MarketFeatures): boolean => m.key !== null && (m.key.startsWith('ent:') || m.key.startsWith('lbl:')) && !party(m) && m.key !== 'lbl:draw';
  return p.markets.length > 0 && p.markets.every(party) && q.markets.length > 0 && q.markets.every(named);
}

/**
 * One of the two is a one-market listing of a named outcome (a team, a person) that the other, a categorical event, lists;
 * not a yes/no listing of a game of two sides that names both sides of the other's game ("CFP Semifinal: Ohio State vs.
 * Georgia", YES Ohio State, beside "Ohio St. vs Georgia"): that listing is the game itself, not one candidate of a field.
 */
function oneOutcomeOf(a: EventFeatures | undefined, b: EventFeatures | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const [one, host] = a.markets.length === 1 ? [a, b] : [b, a];
  const k = one.markets.length === 1 ? one.markets[0]!.key : null;
  return k !== null && (k.startsWith('ent:') || k.startsWith('lbl:')) && host.markets.length >= 2 && host.keySet.has(k) && !sameGame(one, host);
}

/** `one`, a one-market listing, names the two teams of `host`, a game whose outcomes are those two teams (and a draw). */
function sameGame(one: EventFeatures, host: EventFeatures): boolean {
  if (one.teams.size !== 2 || host.teams.size !== 2 || ![...one.teams].every((t) => host.teams.has(t))) return false;
  const sides = host.markets.filter((m) => m.key !== 'lbl:draw');
  return sides.length === 2 && host.markets.length <= 3 && sides.every((m) => m.entity !== null && host.teams.has(m.entity.kb_qid));
}

/**
 * One-market listings of one venue that are distinct outcomes of one categorical event of another venue (a venue listing
 * each candidate of "NBA Champion 2027" as its own yes/no event): each is one named outcome (a team, a person), no two
 * share it, and all are outcomes of `event` (or of one event with two or more markets among `cluster`, of another venue).
 */
export function satelliteOutcomes(event: EventFeatures | null, listings: ReadonlyArray<EventFeatures | undefined>, cluster: readonly EventFeatures[] = []): boolean {
  const keys: string[] = [];
  for (const f of listings) {
    const k = f?.markets.length === 1 ? f.markets[0]!.key : null;
    if (k === null || !(k.startsWith('ent:') || k.startsWith('lbl:'))) return false;
    keys.push(k);
  }
  if (new Set(keys).size !== keys.length || new Set(listings.map((f) => f!.venue)).size !== 1) return false;
  const venue = listings[0]!.venue;
  const hosts = event !== null ? [event] : cluster.filter((m) => m.venue !== venue && m.markets.length >= 2);
  return hosts.some((h) => h.venue !== venue && h.markets.length >= keys.length && keys.every((k) => h.keySet.has(k)));
}

const VENUE_ORDER = ['alpha', 'beta', 'beta_us', 'gamma'];
export function venueRank(v: string): number {
  const i = VENUE_ORDER.indexOf(v);
  return i < 0 ? VENUE_ORDER.length : i;
}
