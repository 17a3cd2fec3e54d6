// What a long-tail question asks beyond its subject: qualifiers of a title that change the observation while the names,
// the date and the outcomes stay the same. "Eurovision: televote winner" is not the contest's winner, "Six Nations:
// Grand Slam" is not the championship, "Map 1 winner" is not the series, "Popcornmeter" is not the Tomatometer, the FDA's
// approval is not the European Commission's, a Test is not the Test series. Pure functions of the title.

/** Qualifiers of a question and how they compare (see `asksVetoes`). */
export interface Asks {
  /** qualifiers whose absence is the default reading: named on one side only, they separate */
  marked: Record<string, string>;
  /** qualifiers a title may leave implicit either way: they separate only when both sides name them and differ */
  stated: Record<string, string>;
  /** the title states a numeric threshold of its own ("85 seconds or less", "more than 50,000") */
  threshold: boolean;
  /** the title's words, when it names a speaker (the other side's speaker may be named there: "Zuckerberg ... Meta earnings call") */
  words?: readonly string[];
}

/**
 * Marked qualifiers. The plain title is the default question (the contest's overall winner, the championship, the whole
 * series, the critics' score, the reported actuals, the films released in the year, first place); a title that names one
 * of these asks something else, which the other venue cannot be leaving implicit.
 */
const MARKED: Array<[string, RegExp, string]> = [
  // one part of a public vote: the televote or the jury vote, not the overall result
  ['vote', /\btele-?vot(e|ing)\b|\bpublic vote\b/, 'televote'],
  ['vote', /\bjury (vote|points|winner)\b/, 'jury'],
  // a clean sweep paid on its own: a Grand Slam or Triple Crown of a championship is not winning it
  ['prize', /\bgrand slam\b/, 'grand_slam'],
  ['prize', /\btriple crown\b/, 'triple_crown'],
  ['prize', /\bwooden spoon\b/, 'wooden_spoon'],
  // the regular-season or league-stage table, not the playoffs' champion
  ['table', /\btop of the (league |points |group )?table\b|\bpoints table\b|\bleague stage\b|\bminor premiers(hip)?\b|\bfinish (first|top) (of|in) the (league|table|regular season)\b/, 'league_table'],
  // one map or game of an esports series, not the series
  ['part', /\bmap ?([1-5])\b|\b(first|1st) map\b/, 'map'],
  // a year's gross counted over the calendar year (holdovers included), not the year's releases
  ['gross_basis', /\bholdovers?\b|\bcalendar[- ]year (box office|gross|chart)\b/, 'calendar'],
  // a holiday frame longer than the three-day weekend ("5-day Thanksgiving frame"), not the opening weekend
  // (not a working week of four days: "Swiss 4-day week initiative")
  ['frame', /\b(4|5|four|five)[- ]day\b(?![- ](work(ing)?[- ]?)?weeks?\b)/, 'extended'],
  // the audience score of a review aggregator, not the critics' score
  ['score', /\bpopcornmeter\b|\baudience score\b|\bverified audience\b/, 'audience'],
  // a studio's weekend estimate, not the reported actuals
  ['estimate', /\b(studio|studio's|sunday) (weekend )?estimates?\b|\(\s*(studio )?estimate\s*\)/, 'estimate'],
  // one pathogen's emergency or outbreak, not any ("H5N1 pandemic declared" / "a new PHEIC declared")
  // (the virus by its own name: SARS-CoV-2 is COVID-19's, not SARS's; poliovirus is polio's)
  ['pathogen', /\b(h5n1|h5n\d|h7n9|bird flu|avian (flu|influenza)|mpox|monkeypox|ebola|marburg|nipah|sars-?cov-?2|covid(-?19)?|sars|mers|measles|polio(?:virus(?:es)?)?|cholera|dengue|zika)\b/, 'pathogen'],
  // a placing among the first N, not the record itself ("among the 3 warmest years on record")
  ['placing', /\b(among|in) the (top )?(\d+|two|three|four|five|ten) (warmest|hottest|coldest|wettest|driest|best|highest|largest|biggest)\b/, 'top_n'],
  // a statistic's narrower measure: retail sales ex autos (or the control group) is not the headline figure
  ['measure_scope', /\b(ex|excl\.?|excluding|less|minus|without)[- ]autos?\b|\bex-?autos?\b|\bcontrol group\b/, 'ex_autos'],
  // a crewed landing or flight ("Humans land on the Moon") is not any landing of a spacecraft ("Starship lands on the Moon");
  // a crewed programme's mission is crewed whether or not its title says so (Artemis II onwards)
  // (China's astronauts are taikonauts, Russia's cosmonauts: "Will taikonauts walk on the Moon by the end of 2033?")
  ['crew', /\bartemis (ii|iii|iv|v|[2-9])\b|^(?=.*\b(moon|lunar|mars|orbit(al)?|space|landing)\b).*\b(humans?|crew(ed)?|astronauts?|taikonauts?|cosmonauts?|manned)\b/, 'crewed'],
  // a ballot's counter-proposal (to a popular initiative) is another question on the same ballot, not the initiative
  ['ballot_item', /\bcounter-?proposals?\b|\bcounter-?projects?\b/, 'counter_proposal'],
];

/** One pathogen under its venues' names. */
const PATHOGEN_ALIASES: Record<string, string> = { 'bird flu': 'h5n1', 'avian flu': 'h5n1', 'avian influenza': 'h5n1', monkeypox: 'mpox', covid: 'covid-19', covid19: 'covid-19',
  'sars-cov-2': 'covid-19', 'sars-cov2': 'covid-19', 'sarscov2': 'covid-19', 'sarscov-2': 'covid-19', poliovirus: 'polio', polioviruses: 'polio' };

const REGULATORS: Array<[RegExp, string]> = [
  [/\bfda\b|\bfood and drug administration\b/, 'fda'],
  [/\bema\b|\beuropean medicines agency\b|\beuropean commission\b|\bchmp\b/, 'eu'],
  [/\bmhra\b/, 'uk'],
  [/\bhealth canada\b/, 'canada'],
  [/\bpmda\b/, 'japan'],
  [/\bnmpa\b/, 'china'],
  [/\btga\b/, 'australia'],
];

/** The credit rating agencies, under their names and short forms. */
const RATING_AGENCIES: Array<[RegExp, string]> = [
  [/\bmoody'?s\b/, 'moodys'],
  [/\bs ?& ?p\b|\bstandard (&|and) poor'?s\b/, 'sp'],
  [/\bfitch\b/, 'fitch'],
  [/\bdbrs\b|\bmorningstar dbrs\b/, 'dbrs'],
];

/** Polling aggregators and single pollsters, whose readings of one question are different statistics. */
const AGGREGATORS: Array<[RegExp, string]> = [
  [/\breal ?clear ?(politics|polling)?\b|\brcp\b/, 'rcp'],
  [/\bsilver bulletin\b|\bnate silver\b/, 'silver_bulletin'],
  [/\bfivethirtyeight\b|\b538\b/, '538'],
  [/\bdecision desk( hq)?\b|\bddhq\b/, 'ddhq'],
  // (one pollster's own poll is neither an average nor another pollster's: "Gallup July 2033 poll" / "(RCP)")
  [/\bgallup\b/, 'gallup'],
  [/\byougov\b/, 'yougov'],
  [/\brasmussen\b/, 'rasmussen'],
  [/\bquinnipiac\b/, 'quinnipiac'],
];

/** Pollsters, whose polls of one question (a debate's winner, a flash poll) are different readings. */
const POLLSTERS: Array<[RegExp, string]> = [
  [/\bcnn\b|\bssrs\b/, 'cnn_ssrs'],
  [/\byougov\b/, 'yougov'],
  [/\bipsos\b/, 'ipsos'],
  [/\bmorning consult\b/, 'morning_consult'],
  [/\bemerson\b/, 'emerson'],
  [/\bquinnipiac\b/, 'quinnipiac'],
  [/\bgallup\b/, 'gallup'],
  [/\bmarist\b/, 'marist'],
  [/\bsiena\b/, 'siena'],
];
/** A ballot measure named in a title (an initiative, an amendment, "Issue 1", a referendum; a tax or an act the voters approve). */
const BALLOT_MEASURE = /\b(initiative|amendment|proposition|prop \d+|issue \d+|question \d+|measure|referendum|ballot)\b|\bvoters? approve\b/;

/** Who imposes or lifts sanctions: the EU's sanctions are not the US's (OFAC's SDN list is the US's). */
const SANCTIONERS: Array<[RegExp, string]> = [
  [/\beu\b|\beuropean (union|council|commission)\b|\beu council\b/, 'eu'],
  [/\bus\b|\bu\.s\.|\busa\b|\bunited states\b|\bofac\b|\bsdn list\b|\b(us )?treasury\b|\bwashington\b/, 'us'],
  [/\buk\b|\bofsi\b|\bbritain\b|\bunited kingdom\b/, 'uk'],
  [/\bun\b|\bunited nations\b|\bsecurity council\b/, 'un'],
];

/** A chart (a streaming platform's, a country's singles chart) that comes per country and worldwide. */
const CHART_PLATFORM = /\b(spotify|netflix|apple music|youtube|shazam|itunes|amazon music|disney\+|hbo max|prime video|billboard|charts?|number one|no\.? ?1|top \d+)\b|#1\b/;

function lower(s: string): string {
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[’]/g, "'");
}

/** The chart's country ('us', 'uk', 'global') a chart title names; null when it names none or several. */
function chartRegion(title: string, s: string): string | null {
  if (!CHART_PLATFORM.test(s)) return null;
  const found = new Set<string>();
  if (/\bU\.?S\.?A?\b|\bUnited States\b|\bAmerica\b/.test(title)) found.add('us');
  if (/\bU\.?K\.?\b|\bUnited Kingdom\b|\bBritain\b/.test(title)) found.add('uk');
  if (/\bglobal\b|\bworldwide\b/.test(s)) found.add('global');
  return found.size === 1 ? [...found][0]! : null;
}

/** Whether snow is counted as depth on the ground (a white Christmas) or as snow falling; null when the title says neither. */
function snowMeasure(s: string): string | null {
  if (/\bsnow depth\b|\bwhite christmas\b|\bsnow on the ground\b|\bsnow cover\b/.test(s)) return 'depth';
  if (/\bsnowfall\b|\bwill it snow\b|\bsnow (fall|falls)\b|\binches of snow\b/.test(s)) return 'fall';
  return null;
}

const HEAD_OFFICE = /\b(prime minister|pm|president|chancellor|premier|taoiseach|first minister|mayor|governor)\b/;

/**
 * How a question on an office reads its holder: the one who comes next ("Prime Minister after the 2034 general election",
 * "first UK PM appointed after GE2034", "next Chancellor") or whoever holds it on a day ("UK Prime Minister on July 1,
 * 2034?", "at the end of 2034"). The first appointed after a vote may be gone, or not yet in, by a given day.
 */
function officeReading(s: string): string | null {
  if (!HEAD_OFFICE.test(s)) return null;
  const next = /\bnext\b|\bafter (the )?([\w-]+ ){0,3}(general |federal |presidential |parliamentary )?(election|elections|vote)\b|\bafter ge ?\d{0,4}\b|\bfirst ([\w]+ ){0,3}appointed\b|\bsucce(eds?|ssor)\b/.test(s);
  const onDay = /\b(on|as of) ((jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}|\d{1,2} (jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*)\b|\b(at the )?end of (20\d\d|the year)\b/.test(s);
  return next === onDay ? null : next ? 'next' : 'on_day';
}

/** A cricket listing's unit: one numbered match ("2nd Test", "3rd ODI") or the whole series. */
function cricketUnit(s: string): string | null {
  if (/\b(test|odi|t20i?) series\b|\bseries (winner|result)\b/.test(s)) return 'series';
  if (/\b(1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth) (test|odi|t20i?)\b|\b(test|odi|t20i?) match\b/.test(s)) return 'match';
  return null;
}

/**
 * The span a statistic covers, when the title names it: one month's output, one quarter ("Q4 2028 GDP", "fourth-quarter growth") or the
 * full year ("2028 full-year GDP growth", "annual GDP growth"). A quarter's print is not the year's.
 */
function statisticSpan(s: string): string | null {
  // (one month's output, "UK monthly GDP for December 2033", is not the quarter's: the ONS publishes both)
  if (/\bmonthly (real )?(gdp|output|economic growth)\b|\b(gdp|output) (for|in) (january|february|march|april|may|june|july|august|september|october|november|december)\b/.test(s)) return 'month';
  const q = /\bq([1-4])\b|\b(first|second|third|fourth|1st|2nd|3rd|4th)[- ]quarter\b/.exec(s);
  if (q !== null) return `q${q[1] ?? { first: '1', second: '2', third: '3', fourth: '4', '1st': '1', '2nd': '2', '3rd': '3', '4th': '4' }[q[2]!]!}`;
  const h = /\bh([12])\b|\b(first|second)[- ]half\b/.exec(s);
  if (h !== null) return `h${h[1] ?? (h[2] === 'first' ? '1' : '2')}`;
  if (/\bfull[- ]year\b|\bwhole[- ]year\b|\bannual (gdp|growth|economic growth|output)\b/.test(s)) return 'year';
  return null;
}

/** The forum of a leaders' summit a title names (the G20's summit is not the BRICS summit); null when none or several. */
function summitForum(s: string): string | null {
  if (!/\bsummits?\b/.test(s)) return null;
  const found = new Set<string>();
  for (const [re, k] of FORUMS) if (re.test(s)) found.add(k);
  return found.size === 1 ? [...found][0]! : null;
}
const FORUMS: ReadonlyArray<[RegExp, string]> = [
  [/\bg-?20\b/, 'g20'], [/\bg-?7\b/, 'g7'], [/\bbrics\b/, 'brics'], [/\bnato\b/, 'nato'], [/\bapec\b/, 'apec'], [/\basean\b/, 'asean'],
  [/\bsco\b|\bshanghai cooperation\b/, 'sco'], [/\beu(ropean)? (council|summit)\b|\beu leaders\b/, 'eu'], [/\bcop ?\d+\b|\bclimate summit\b/, 'cop'],
];

/** A date to the day ("July 31", "Dec 3, 2026", "31 July"). */
const DAY_DATE = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}\b(?!\s*(%|bps|k\b|m\b))|\b\d{1,2} (jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/;

/** A numeric threshold the title states ("85 seconds or less", "at least 3 storms", "more than 50,000 jobs"). */
const THRESHOLD = /\d[\d,.]*\s*(%|[a-z]+)?\s+or (less|fewer|more|lower|higher|above|below|under|over)\b|\b(at least|at most|more than|fewer than|less than|no more than|above|below|exceeds?|over|under)\s+\$?\d/;

const SPEAKER_FILLER: ReadonlySet<string> = new Set(['the', 'an', 'its', 'his', 'her', 'their', 'during', 'at', 'in', 'on']);

/** Two speakers' words share one (or one starts another, three letters or more: "JPM" / "JPMorgan"). */
function sameSpeaker(x: string, y: string): boolean {
  const xs = x.split(' '), ys = y.split(' ');
  return xs.some((a) => ys.some((b) => a === b || (Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a)))));
}

/** The qualifiers a title asks (title and sub-title). */
export function asksOf(title: string): Asks {
  const s = lower(title);
  const marked: Record<string, string> = {};
  for (const [k, re, v] of MARKED) {
    if (marked[k] !== undefined) continue;
    const m = re.exec(s);
    if (m !== null) marked[k] = k === 'part' ? `map${m[1] ?? '1'}` : k === 'pathogen' ? PATHOGEN_ALIASES[m[1]!] ?? m[1]! : v;
  }
  const stated: Record<string, string> = {};
  const reg = new Set(REGULATORS.filter(([re]) => re.test(s)).map(([, v]) => v));
  if (reg.size === 1) stated['regulator'] = [...reg][0]!;
  // a credit rating moved by one agency is not another's ("Moody's downgrades the US" / "S&P downgrades US credit rating")
  if (/\b(downgrad\w*|upgrad\w*|credit ratings?|sovereign ratings?|ratings? outlook)\b/.test(s)) {
    const agencies = new Set(RATING_AGENCIES.filter(([re]) => re.test(s)).map(([, v]) => v));
    if (agencies.size === 1) stated['rating_agency'] = [...agencies][0]!;
  }
  // the WHO's two tiers of emergency: a pandemic emergency (the tier the 2024 IHR amendments add) is not a PHEIC
  // ("WHO declares a pandemic emergency" / "WHO declares a new Public Health Emergency of International Concern")
  // (the WHO's "public health emergency" is its PHEIC: "WHO declares bird flu a public health emergency by December 31?")
  const tier = /\bpandemic emergency\b/.test(s) ? 'pandemic_emergency' : /\bphe?ic\b|\bpublic health emergency of international concern\b/.test(s) || (/\bwho\b|\bworld health organi[sz]ation\b/.test(s) && /\bpublic health emergency\b/.test(s)) ? 'pheic' : null;
  if (tier !== null) stated['who_emergency'] = tier;
  // (one authority named in a question about sanctions or the SDN list)
  if (/\bsanction(s|ed|ing)?\b|\bsdn list\b/.test(s)) {
    const by = new Set(SANCTIONERS.filter(([re]) => re.test(s)).map(([, v]) => v));
    if (by.size === 1) stated['sanctioner'] = [...by][0]!;
  }
  const region = chartRegion(title, s);
  if (region !== null) stated['chart_region'] = region;
  const snow = snowMeasure(s);
  if (snow !== null) stated['snow'] = snow;
  // the two readings of one observation that are each other's complement: Phil seeing his shadow (six more weeks of
  // winter) is the NO side of an early spring
  const groundhog = /\bsees? (his|its|a|the) shadow\b|\bmore weeks of winter\b/.test(s) ? 'winter' : /\bearly spring\b/.test(s) ? 'spring' : null;
  if (groundhog !== null) stated['groundhog'] = groundhog;
  // an average over a period is not the level on one day ("regular gasoline monthly average, July 2027" / "gas price on
  // July 31, 2027"); a title naming a month only may leave its average implicit ("May 2027 CO2 at Mauna Loa")
  // a close of one period named in both titles: Bitcoin's weekly close is not its monthly close (a title naming the day
  // may leave its period implicit either way)
  const closeOf = /\b(daily|weekly|monthly|quarterly|yearly|annual) (close|closing|candle)\b/.exec(s);
  if (closeOf !== null) stated['close_period'] = closeOf[1] === 'annual' ? 'yearly' : closeOf[1]!;
  if (/\b(monthly|weekly|annual|yearly|quarterly) (average|mean)\b|\baverage (for|of|over) the (month|week|year|quarter)\b/.test(s)) stated['reading'] = 'period_average';
  else if (DAY_DATE.test(s)) stated['reading'] = 'day';
  // a polling average named by its aggregator in both titles: RealClearPolitics' average is not Silver Bulletin's (a
  // title silent on it may be either: the rules then name it, and labellers differ on those)
  const agg = new Set(AGGREGATORS.filter(([re]) => re.test(s)).map(([, v]) => v));
  if (agg.size === 1) stated['aggregator'] = [...agg][0]!;
  // a poll named by its pollster in both titles: CNN/SSRS's instant poll of a debate is not YouGov's snap poll
  if (/\bpolls?\b|\bsurveys?\b/.test(s)) {
    const by = new Set(POLLSTERS.filter(([re]) => re.test(s)).map(([, v]) => v));
    if (by.size === 1) stated['pollster'] = [...by][0]!;
  }
  // a ballot measure's share of the vote ("win a majority of the vote", "Yes share above 55%") is another measure than its
  // passing (the legal threshold: 60% in Florida) or failing
  if (BALLOT_MEASURE.test(s)) {
    if (/\bmajority of (the )?votes?\b|\b(yes|vote) share\b|\d+(\.\d+)?% (yes|of the vote)\b/.test(s)) stated['ballot_reading'] = 'share';
    else if (/\b(pass(es|ed)?|approve[sd]?|adopted|fails?|failed|rejected)\b/.test(s)) stated['ballot_reading'] = 'outcome';
  }
  const holder = officeReading(s);
  if (holder !== null) stated['office_reading'] = holder;
  const unit = cricketUnit(s);
  if (unit !== null) stated['cricket_unit'] = unit;
  const span = statisticSpan(s);
  if (span !== null) stated['stat_span'] = span;
  const forum = summitForum(s);
  if (forum !== null) stated['forum'] = forum;
  // who speaks in a mentions market ("What will JPMorgan say during its earnings call?"): another speaker is another event
  // (or a one-market question of one quoted word: "Will a moderator say "tariff" during the debate?")
  const speaker = /\bwhat will (?:the )?(.+?) (?:say|mention)\b/.exec(s) ?? /^(?:will )?(?:the )?(.+?) (?:say|says|mention|mentions|utter|utters)\s+["“‘']/.exec(s);
  const who = speaker === null ? '' : speaker[1]!.replace(/[^a-z0-9 ]/g, ' ').split(/\s+/).filter((w) => w.length > 1 && !SPEAKER_FILLER.has(w)).join(' ');
  if (who !== '') stated['speaker'] = who;
  return { marked, stated, threshold: THRESHOLD.test(s), ...(who !== '' ? { words: s.replace(/[^a-z0-9 ]/g, ' ').split(/\s+/) } : {}) };
}

/**
 * Why two questions alike in names and outcomes ask different things: a marked qualifier on one side only or two
 * different ones, two stated qualifiers that differ, or (two one-market yes/no questions) a threshold in one title only
 * ("Doomsday Clock closer to midnight?" / "Doomsday Clock at 85 seconds or less?").
 */
export function asksVetoes(a: Asks, b: Asks, yesNoPair: boolean): string[] {
  const out: string[] = [];
  for (const k of new Set([...Object.keys(a.marked), ...Object.keys(b.marked)])) {
    const x = a.marked[k], y = b.marked[k];
    if (x !== y) out.push(`different ${k} (${x ?? 'main'} vs ${y ?? 'main'})`);
  }
  for (const k of Object.keys(a.stated)) {
    const x = a.stated[k], y = b.stated[k];
    // (a speaker named in fewer or other words is the same when a word is shared: "JPMorgan" / "JPMorgan Chase", "JPM";
    // or named elsewhere in the other title: "What will Zuckerberg say during Meta earnings call?" / "What will Meta say?")
    if (k === 'speaker') {
      const named = (sp: string, words: readonly string[] | undefined): boolean => sp.split(' ').some((w) => words?.includes(w) === true);
      if (y !== undefined && x !== undefined && !sameSpeaker(x, y) && !named(x, b.words) && !named(y, a.words)) out.push(`different speakers (${x} vs ${y})`);
      continue;
    }
    if (y !== undefined && x !== y) out.push(`different ${k} (${x ?? '?'} vs ${y})`);
  }
  if (yesNoPair && a.threshold !== b.threshold) out.push('a numeric threshold in one title only');
  return out;
}

const SEAT_COUNT = /\b\d+\+?( or (more|fewer|less))?( [a-z.]+){0,2} seats\b|\b(at least|more than|fewer than|less than|at most) \d+( [a-z.]+){0,2} seats\b/;
// (a party that keeps, holds, wins or flips a chamber controls it: "Will Democrats keep the House?")
const CONTROL = /\bcontrol\b|\bmajority\b|\bwhich party\b|\b(keeps?|holds?|retains?|wins?|flips?|takes?) (the )?(house|senate)\b(?! seat)/;
// the party winning the most seats, the largest party, is no count either ("most seats" / "SNP wins 65 or more seats")
const PLURALITY = /\bmost seats\b|\b(largest|biggest) party\b/;
const ELECTION_WINNER = /\belection\b.*\b(winner|winning party)\b|\b(winner|winning party)\b.*\belection\b/;

/**
 * A count of seats against control of the chamber: "Democrats win 51 or more Senate seats" counts seats (no
 * Vice-President's tie-break, independents as the rules say) and is not "Which party will control the Senate?". The
 * reason, or null unless one title states a seat count and the other asks for control or a majority without one. A
 * plurality ("most seats", "largest party") is no count whatever the titles name; control or a majority is compared only
 * when both name an office (without one, "SNP majority at Holyrood" may be its 65 of 129 seats).
 */
export function seatCountGap(titleA: string, titleB: string, offices = true): string | null {
  const a = lower(titleA), b = lower(titleB);
  const ca = SEAT_COUNT.test(a), cb = SEAT_COUNT.test(b);
  // (a majority of the seats is not the most seats: "SNP majority at Holyrood" / "Holyrood election: largest party")
  const pa = PLURALITY.test(a), pb = PLURALITY.test(b);
  if (pa !== pb && /\bmajority\b/.test(pa ? b : a) && !/\bmajority\b/.test(pa ? a : b)) return 'a majority on one side, the most seats on the other';
  if (ca === cb) return null;
  if (PLURALITY.test(ca ? b : a)) return 'a seat count on one side, the most seats on the other';
  // (nor is the election's winner, whatever decides it: "WA Election 2033 Winner" / "WA Labor to win 40 or more seats")
  if (ELECTION_WINNER.test(ca ? b : a)) return 'a seat count on one side, the winner on the other';
  return offices && CONTROL.test(ca ? b : a) ? 'a seat count on one side, control of the chamber on the other' : null;
}

/** A court's or a body's vote split written as such ("decided 6–3", "a 5-4 ruling", "by a 7–2 vote"). */
const VOTE_SPLIT = /\b(decided|decides|rules?|ruled|votes?|voted|by an?)\s+\d{1,2}\s?[–-]\s?\d{1,2}\b|\b\d{1,2}\s?[–-]\s?\d{1,2}\s+(decision|ruling|vote|split|majority)\b/;

/**
 * A question on the vote split of a decision ("Harlan v. United States decided 6–3?") is not one on its outcome ("Will
 * SCOTUS rule in favor of Harlan?"): the reason, or null unless one title states a split and the other does not.
 */
export function voteSplitGap(titleA: string, titleB: string): string | null {
  const a = VOTE_SPLIT.test(lower(titleA)), b = VOTE_SPLIT.test(lower(titleB));
  return a !== b ? 'a vote split on one side only' : null;
}
