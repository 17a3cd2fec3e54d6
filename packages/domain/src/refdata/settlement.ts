// Settlement comparison per venue pair: source, timing window and condition scope (cancellation, postponement, ties).
import { offRecordStations } from './place.ts';

/** What one venue's listing says about how it settles. */
export interface SettlementTerms {
  /** canonical source ids (e.g. 'ap', 'bls', 'coinbase'); empty when the venue names none */
  sources: string[];
  /** end of the window in which the outcome must happen / be measured, Unix ms */
  windowEndMs: number | null;
  /** the deadline instant the rules state in Eastern time ("by March 31, 2027, 11:59 PM ET"); absent or null when none */
  statedEndMs?: number | null;
  /** policy on cancellation or postponement: 'no', 'half', 'last_price', 'void', 'reschedule' or null (silent) */
  cancellation: string | null;
  /** policy on a tie/draw */
  tie: string | null;
  /** policy on a match not completed (a retirement, walkover or disqualification): 'advance' (the player who advances
   *  wins), 'half', 'void', 'no'...; absent or null when the rules are silent */
  retirement?: string | null;
  /** known sources the rules name anywhere ("closes when the BBWAA announces the award", "or files with the FEC"):
   *  a venue whose rules name the other's source does not settle on another one; absent when not read */
  mentioned?: string[];
  /** which offices count as the Cabinet: 'departments' (the 15 executive department heads) or 'cabinet_level' (every
   *  Cabinet-level official); absent or null when not stated */
  cabinet?: string | null;
  /** weather stations (ICAO codes) the measurement is taken at; absent or empty when none is named */
  stations?: string[];
  /** how a count of rate moves is counted: 'steps' (25 bp each) or 'meetings'; absent or null when not stated */
  counting?: string | null;
  /** the criteria that make a recession (sorted: 'gdp', 'nber'); absent or empty when not stated */
  criteria?: string[];
  /** the time of day (minutes after midnight Eastern) the rules snapshot the outcome at; absent or null when not stated */
  snapshotMin?: number | null;
  /** who or what the rules say does not count ("cabinet-level official" of "Cabinet-level officials ... are not counted") */
  excludes?: string[];
  /** the rules, lower case (for a group one venue excludes and the other names as counting) */
  rulesText?: string;
  /** whether the title or rules settle a race on the order at the finish ("first past the post", "on-track result at the
   *  chequered flag"), not on the official result after any inquiry or penalty; absent when not read */
  finishOrder?: boolean;
}

export type Axis = 'timing' | 'source' | 'condition_scope';

export interface PairComparison {
  axes: Axis[];
  reason: string;
}

const SOURCE_NAMES: Array<[RegExp, string]> = [
  [/\bassociated press\b|\bap\b|apnews\.com/, 'ap'],
  [/\bfox news\b|foxnews\.com/, 'fox'],
  [/\bnbc( news)?\b|nbcnews\.com/, 'nbc'],
  [/\bcnn\b|cnn\.com/, 'cnn'],
  [/\bdecision desk\b|\bddhq\b/, 'ddhq'],
  [/\bbureau of labor statistics\b|\bbls\b|bls\.gov/, 'bls'],
  [/\bbureau of economic analysis\b|\bbea\b|bea\.gov/, 'bea'],
  [/\bfederal reserve\b|federalreserve\.gov|\bfomc\b/, 'fed'],
  [/\beuropean central bank\b|ecb\.europa\.eu|\becb\b/, 'ecb'],
  [/\bbank of england\b|bankofengland\.co\.uk/, 'boe'],
  // COMEX and NYMEX are CME Group's exchanges: a COMEX settlement is CME Group's
  [/\bcomex\b/, 'comex'],
  [/\bcomex\b|\bnymex\b/, 'cme'],
  [/\blbma\b|lbma\.org\.uk/, 'lbma'],
  [/\blme\b|\blondon metal exchange\b|lme\.com/, 'lme'],
  [/\b(us |u\.s\. )?department of the treasury\b|treasury\.gov|\bdaily treasury par yield\b|\btreasury (daily )?par yield\b|\bpar yield curve\b/, 'treasury'],
  [/\bcnbc\b|cnbc\.com/, 'cnbc'],
  [/\bweather underground\b|\bwunderground\b/, 'wunderground'],
  [/\bfarside\b/, 'farside'],
  [/\bsosovalue\b/, 'sosovalue'],
  [/\bdefi ?llama\b|defillama\.com/, 'defillama'],
  [/\bcoinbase\b/, 'coinbase'],
  [/\bbinance\b/, 'binance'],
  [/\bcoingecko\b/, 'coingecko'],
  [/\bcoinmarketcap\b/, 'coinmarketcap'],
  // the CME CF reference rates are CF Benchmarks'; CME Group alone is the exchange (futures settlements, COMEX, NYMEX)
  [/\bcf benchmarks\b|cfbenchmarks\.com|\bcme cf\b|\bbrti\b|\bbrr\b/, 'cf_benchmarks'],
  [/\bcme( group)?\b(?! cf\b)|cmegroup\.com/, 'cme'],
  [/\bkraken\b/, 'kraken'],
  [/\bcboe\b|\^tnx\b/, 'cboe'],
  [/\byahoo finance\b|finance\.yahoo\.com/, 'yahoo_finance'],
  // Nasdaq publishes its indexes on its own sites (nasdaq.com, the index site indexes.nasdaqomx.com): one source
  [/\bnasdaq\.com\b|\bnasdaqomx\.com\b|\bnasdaq global indexes\b/, 'nasdaq'],
  [/\bnba\.com\b|\bnational basketball association\b|\bnba\b/, 'nba'],
  [/\bnfl\.com\b|\bnational football league\b|\bnfl\b/, 'nfl'],
  [/\bmlb\.com\b|\bmajor league baseball\b|\bmlb\b/, 'mlb'],
  [/\bnhl\.com\b|\bnational hockey league\b|\bnhl\b/, 'nhl'],
  [/\bespn\b/, 'espn'],
  // the writers who vote baseball's awards (MLB.com publishes their vote); the FEC's candidate filings
  [/\bbbwaa\b|bbwaa\.com|\bbaseball writers'? association\b/, 'bbwaa'],
  [/\bfec\b|fec\.gov|\bfederal election commission\b/, 'fec'],
  // an election's official count: a state's board of elections, its certified results
  [/\bboard of elections\b|\belect\.[a-z]{2}\.gov\b|\bcertified (state |election |official )?(results|vote counts?)\b/, 'official_count'],
  // a government's election-night results, published by its interior ministry ("Ministère de l'Intérieur", interieur.gouv.fr)
  [/\b(ministry of (the )?interior|interior ministry)\b|\bminist[eè]re de l['’]int[eé]rieur|interieur\.gouv\.fr/, 'interior_ministry'],
  [/\bcensus bureau\b|census\.gov/, 'census'],
  [/\beia\b|eia\.gov|energy information administration/, 'eia'],
  [/\baaa\b|gasprices\.aaa\.com/, 'aaa'],
  [/\bgasbuddy\b|gasbuddy\.com/, 'gasbuddy'],
  [/\bnoaa\b|\bnational weather service\b|weather\.gov|\bnws\b/, 'noaa'],
  [/\bbox office mojo\b|boxofficemojo\.com/, 'boxofficemojo'],
  [/\bthe numbers\b|the-numbers\.com/, 'the_numbers'],
  // a social account's post count read off the profile itself or off a third-party archive or tracker
  [/\btruth social (profile|account|page)\b|truthsocial\.com/, 'truth_social'],
  [/\btrumpstruth(\.org)?\b/, 'trumpstruth'],
  [/\bxtracker\b/, 'xtracker'],
  // award bodies under their names and their sites (the Television Academy runs emmys.com)
  [/\btelevision academy\b|televisionacademy\.com|emmys\.com/, 'television_academy'],
  [/\bacademy of motion picture arts and sciences\b|\bampas\b|oscars\.(org|com)/, 'ampas'],
  [/\brecording academy\b|grammy\.com/, 'recording_academy'],
  [/\bspotify\b/, 'spotify'],
  [/\bbillboard\b/, 'billboard'],
  // polling averages: one aggregator's average is not another's
  [/\brealclear ?(politics|polling)\b|\brcp\b|realclearpolling\.com|realclearpolitics\.com/, 'realclear'],
  [/\bsilver bulletin\b|natesilver\.net/, 'silver_bulletin'],
  [/\bfivethirtyeight\b|\b538\b|fivethirtyeight\.com/, 'fivethirtyeight'],
  // fx fixes, consensus estimates, climate records, market-cap rankings
  [/\bwm\/?reuters\b|\bwmr\b|\bwm\/refinitiv\b/, 'wm_reuters'],
  [/\blseg\b|\brefinitiv\b/, 'lseg'],
  [/\bzacks\b/, 'zacks'],
  [/\bfactset\b/, 'factset'],
  [/\bbloomberg\b/, 'bloomberg'],
  [/\bnasa giss\b|\bgistemp\b|data\.giss\.nasa\.gov/, 'nasa_giss'],
  [/\bcopernicus\b|\bera5\b/, 'copernicus'],
  [/\bcompaniesmarketcap\b/, 'companiesmarketcap'],
  // FRED republishes the agencies' own series (the Fed's target range, BLS prices): a mirror, not a source of its own
  [/fred\.stlouisfed\.org|\bfred series\b|\bfederal reserve economic data\b/, 'fred'],
];

/** Data vendors that quote other publishers' series under their own tickers and snapshot times. */
const VENDOR = /\b(bloomberg|refinitiv|lseg|factset)\b/i;

/** Sources that republish another's series unchanged: compared as silent (the series' own agency decides). */
const MIRRORS: ReadonlySet<string> = new Set(['fred']);

/** Canonical source ids named in free text or URLs; unknown URLs contribute their host (without www.). */
export function extractSources(texts: ReadonlyArray<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const t of texts) {
    if (t === null || t === undefined || t.trim() === '') continue;
    // a data vendor's quote of another's series ("Bloomberg LMCADY Comdty (LME cash), 17:00 London") is the vendor's
    // snapshot: the series it names in brackets is not a second source
    const s = VENDOR.test(t) ? t.toLowerCase().replace(/\([^()]*\)/g, ' ') : t.toLowerCase();
    let known = false;
    for (const [re, id] of SOURCE_NAMES) {
      if (re.test(s)) {
        out.add(id);
        known = true;
      }
    }
    if (!known) {
      for (const m of s.matchAll(/https?:\/\/(?:www\.)?([a-z0-9.-]+)/g)) out.add(`host:${m[1] ?? ''}`);
    }
  }
  return [...out].sort();
}

const STATION_NAMES: Array<[RegExp, string]> = [
  [/\bcentral park\b/, 'KNYC'],
  [/\blaguardia\b|\bla guardia\b/, 'KLGA'],
  [/\bjfk\b|\bjohn f\.? kennedy\b/, 'KJFK'],
  [/\bnewark\b/, 'KEWR'],
  [/\bo'?hare\b/, 'KORD'],
  [/\bmidway\b/, 'KMDW'],
  [/\bmiami international\b/, 'KMIA'],
  [/\baustin[- ]bergstrom\b/, 'KAUS'],
  [/\blogan\b/, 'KBOS'],
  [/\bdenver international\b/, 'KDEN'],
  [/\blos angeles international\b|\blax\b/, 'KLAX'],
  [/\bphiladelphia international\b/, 'KPHL'],
  [/\bhouston hobby\b|\bhobby airport\b/, 'KHOU'],
  [/\bbush intercontinental\b/, 'KIAH'],
  [/\bcamp mabry\b/, 'KATT'],
  [/\busc campus\b|\bdowntown los angeles\b/, 'KCQT'],
  [/\bsky harbor\b/, 'KPHX'],
  // stations outside the US, by name (the Met Office's St James's Park has no ICAO code: its own key)
  [/\bheathrow\b/, 'EGLL'],
  [/\blondon city airport\b/, 'EGLC'],
  [/\bgatwick\b/, 'EGKK'],
  [/\bst\.? james'?s park\b/, 'UKMO:ST_JAMESS_PARK'],
  [/\bcharles de gaulle\b|\broissy\b/, 'LFPG'],
  [/\borly\b/, 'LFPO'],
  [/\bmontsouris\b/, 'MF:PARIS_MONTSOURIS'],
  [/\bhaneda\b/, 'RJTT'],
  [/\bnarita\b/, 'RJAA'],
  [/\botemachi\b|\bkitanomaru\b/, 'JMA:TOKYO'],
  [/\btoronto pearson\b|\bpearson (international )?airport\b/, 'CYYZ'],
  [/\bobservatory hill\b/, 'BOM:SYDNEY_OBSERVATORY_HILL'],
  [/\bsydney airport\b|\bkingsford smith\b/, 'YSSY'],
  [/\bincheon\b/, 'RKSI'],
  [/\bgimpo\b/, 'RKSS'],
  [/\bhong kong observatory\b/, 'HKO:HQ'],
  [/\bchangi\b/, 'WSSS'],
  [/\bberlin brandenburg\b|\bbrandenburg airport\b/, 'EDDB'],
  [/\btempelhof\b/, 'DWD:BERLIN_TEMPELHOF'],
  [/\bbarajas\b/, 'LEMD'],
  [/\bschiphol\b/, 'EHAM'],
  [/\bdublin airport\b/, 'EIDW'],
];

/**
 * Weather stations a measurement is read at: ICAO codes written out ("(KLGA)", a Weather Underground URL ending in the
 * code) and the stations' names. Two venues reading one city's temperature at different stations settle differently.
 */
export function extractStations(texts: ReadonlyArray<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const t of texts) {
    if (t === null || t === undefined || t === '') continue;
    for (const m of t.matchAll(/(?:\(|\/)(K[A-Z]{3})(?:\)|\/|\b)/g)) out.add(m[1]!);
    // (any country's ICAO code where Weather Underground is named with it: "Weather Underground EGLC", a wunderground URL)
    for (const m of t.matchAll(/\bweather underground\W{1,3}([A-Z]{4})\b|wunderground\.com\/\S*?\/([A-Z]{4})\b/gi)) {
      const code = m[1] ?? m[2]!;
      if (code === code.toUpperCase()) out.add(code);
    }
    const s = t.toLowerCase().replace(/[’]/g, "'");
    for (const [re, id] of STATION_NAMES) if (re.test(s)) out.add(id);
  }
  return [...out].sort();
}

/**
 * The weather stations a title names as its subject ("Central Park snowfall", "Chicago O'Hare high temperature"), each
 * with the words that name it (lower case): the station is then what the market is about. A station in brackets ("NYC
 * (Central Park) high", "(KLGA)") only says where the city's reading is taken, as rules do, and is not counted here.
 */
export function stationMentions(title: string): Array<{ code: string; words: string[] }> {
  const out = new Map<string, string[]>();
  const s = title.replace(/\([^()]*\)/g, ' ').toLowerCase().replace(/[’]/g, "'");
  for (const [re, id] of STATION_NAMES) {
    const m = re.exec(s);
    if (m !== null) out.set(id, [...(out.get(id) ?? []), ...m[0].replace(/'/g, '').split(/[^a-z0-9]+/).filter((w) => w.length > 0)]);
  }
  return [...out].map(([code, words]) => ({ code, words })).sort((x, y) => (x.code < y.code ? -1 : 1));
}

/** The settlement source named by the rules ("resolves according to X", "source: X"). Narrower than extractSources:
 *  only sentences that say they are the resolution source. */
export function extractRuleSources(rules: string | null | undefined): string[] {
  if (rules === null || rules === undefined) return [];
  const picks: string[] = [];
  for (const sentence of rules.split(/(?<=[.;])\s+/)) {
    // (a count of what a page lists is read off that page: "Counts executive orders listed on https://www.whitehouse.gov/...")
    if (/\b(resolution source|source|according to|as reported by|published by|per the|determined by|based on|settle[sd]? (on|using|by)|resolve[sd]? (on|using|per|based|according)|listed on)\b/i.test(sentence)) {
      picks.push(sentence);
    }
  }
  return extractSources(picks);
}

/**
 * The data sources a venue's rules name anywhere ("if any Binance 1 minute candle...", "the LBMA Gold Price PM"), for a
 * listing that names no source and whose rules have no sentence saying which source settles it. Known sources only
 * (no hosts): a rule text that names a source settles on it.
 */
export function extractRuleMentions(rules: string | null | undefined): string[] {
  if (rules === null || rules === undefined) return [];
  // a league named bare ("NBA game on Thursday", "NFL Week 2 game") is the competition, not where the result is read
  return extractSources([rules.replace(/https?:\/\/\S+/g, ' ').replace(/\b(w?nba|nfl|mlb|nhl)\b(?!\.com)/gi, ' ')]).filter((x) => !x.startsWith('host:'));
}

/**
 * The known sources a title names as where it is read: in brackets ("Trump approval (Silver Bulletin avg)") or after
 * "per", "according to", "source:" ('"Shrek 5" US opening (3-day), per The Numbers'). For a listing with no rules.
 */
export function titleSources(title: string): string[] {
  const notes = [...title.matchAll(/\(([^()]{2,60})\)/g)].map((m) => m[1]!);
  const after = /\b(?:per|according to|source:?|via)\s+(.{2,60})$/i.exec(title.replace(/\?\s*$/, ''));
  if (after !== null) notes.push(after[1]!);
  // (or as the publisher of the average it reads: "AAA national average regular gas above $3.20 on Thanksgiving?")
  for (const m of title.matchAll(/\b([A-Za-z][\w.&'-]*)\s+(?:national\s+|us\s+|u\.s\.\s+)?(?:average|avg)\b/gi)) notes.push(m[1]!);
  return extractSources(notes).filter((x) => !x.startsWith('host:'));
}

/** The known sources rules name in sentences that do not set them aside ("AAA data is not used" names no source). */
export function positiveRuleMentions(rules: string): string[] {
  const kept = rules.split(/(?<=[.;])\s+/).filter((x) => !/\b(not|never|excluded?|ignored?)\b|n't\b/i.test(x));
  return kept.length === 0 ? [] : extractRuleMentions(kept.join(' '));
}

function policyOf(text: string): string | null {
  if (/50[-/ ]50|fifty|\b0\.50\b|equally/.test(text)) return 'half';
  if (/last[- ]traded price|last trade price|last price|fair price|market price/.test(text)) return 'last_price';
  if (/\bvoid\b|\brefund|\bcancel(l)?ed and refunded\b/.test(text)) return 'void';
  if (/resolve[sd]? (to )?["“]?no\b|resolve[sd]? in favor of no|will be no\b|settle[sd]? (to |as )?no\b/.test(text)) return 'no';
  if (/resolve[sd]? (to )?["“]?yes\b|settle[sd]? (to |as )?yes\b/.test(text)) return 'yes';
  if (/remain open|rescheduled.*(still|will) (count|be considered)|will count if rescheduled|until it is played/.test(text)) return 'reschedule';
  return null;
}

/**
 * Which offices a rule counts as the Cabinet: only the heads of the executive departments ("the 15 executive
 * departments", "Cabinet-level officials who do not head a department are not counted") or every Cabinet-level official
 * (DNI, EPA, UN ambassador...). Null when the rules do not say.
 */
export function cabinetScope(rules: string): string | null {
  const s = rules.toLowerCase();
  if (/\b(15|fifteen) executive departments\b|\bheads? of (one of )?the (\w+ )?executive departments\b|\bcabinet[- ]level officials? (who|that) (do|does) not head\b[^.]*\bnot (be )?counted\b/.test(s)) return 'departments';
  if (/\bcabinet[- ]level\b/.test(s)) return 'cabinet_level';
  return null;
}

/** A match not completed: a retirement, a walkover, a disqualification. */
const UNFINISHED = /\b(retire[sd]?|retirement|walk-?overs?|disqualif\w*|not completed|does not finish|fails to finish)\b/;

/** The player or team that goes through is the winner ("the player who advances is the winner", "declared winner ... including by retirement"). */
const ADVANCER_WINS = /\bwho advances\b|\badvancing (player|team|fighter)\b|\bdeclared (the )?winner\b|\bincluding by (retirement|walkover|disqualification)\b|\bcounts? as a win\b/;

/**
 * What happens to a side of the match when a draw is its own outcome: '"Draw" resolves Yes on any draw' says the sides
 * lose ('no'), not that they are paid.
 */
const DRAW_OUTCOME_PAYS = /["“']\s*(draw|tie)\s*["”']\s*(outcome |market )?(resolves|settles|pays)( to)? ["“]?yes\b|\bthe (draw|tie) (outcome|market) (resolves|settles|pays)( to)? ["“]?yes\b/;

/** Cancellation/postponement, tie and unfinished-match policies stated in rules text (null when the rules are silent). */
export function parseConditionPolicies(rules: string | null | undefined): { cancellation: string | null; tie: string | null; retirement: string | null } {
  if (rules === null || rules === undefined) return { cancellation: null, tie: null, retirement: null };
  let cancellation: string | null = null;
  let tie: string | null = null;
  let retirement: string | null = null;
  for (const raw of rules.split(/(?<=[.;])\s+/)) {
    const s = raw.toLowerCase().replace(/[’]/g, "'");
    if (cancellation === null && /\b(cancel|postpon|abandon|suspend|delay)/.test(s)) {
      cancellation = policyOf(s);
      // a policy applied only once a makeup window has passed ("postponed and not completed within two days"): a game
      // replayed inside the window still counts, unlike a policy applied at once
      if (cancellation !== null && /^(half|void|no)$/.test(cancellation) && GRACE.test(s)) cancellation = `${cancellation}_after_wait`;
    }
    if (tie === null && /\b(tie|tied|draw|dead heat)\b/.test(s)) tie = DRAW_OUTCOME_PAYS.test(s) ? 'no' : policyOf(s);
    if (retirement === null && UNFINISHED.test(s)) retirement = ADVANCER_WINS.test(s) ? 'advance' : policyOf(s);
  }
  return { cancellation, tie, retirement };
}

const DESCR: Record<string, string> = {
  no: 'resolves No', yes: 'resolves Yes', half: 'settles 50/50', last_price: 'settles at the last traded price',
  void: 'is voided and refunded', reschedule: 'waits for the rescheduled date', advance: 'pays the side that advances',
  half_after_wait: 'settles 50/50 if not played within its makeup window', void_after_wait: 'is voided if not played within its makeup window',
  no_after_wait: 'resolves No if not played within its makeup window',
};

/** A makeup window before a cancellation policy applies: "not completed within two days", "if not played by the next day". */
const GRACE = /\bnot (completed|played|resumed|made up|rescheduled)( and completed)? (within|by|in) (\d+|one|two|three|four|five|seven|the next|the following)\b|\bwithin (\d+|one|two|three|four|five|seven) (hours?|days?)\b/;

function fmtMin(m: number): string {
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')} ET`;
}

/**
 * How a count of rate moves is counted, as the rules say: by 25 bp steps ("a 50 bp cut counts as two cuts", "number of
 * 25 bps cuts") or by meetings ("meetings at which the range was lowered", "regardless of the size"). Null: silent.
 */
export function countingRule(rules: string): string | null {
  const s = rules.toLowerCase();
  // (also "each 25 basis point reduction counts as one cut": a step is one)
  const STEP_IS_ONE = /\beach 25 ?(bps?|basis[- ]points?) (cut|hike|move|reduction|increase|step)s? counts? as (one|1|a|an)\b/g;
  const steps = /\b50 ?(bps?|basis[- ]points?) (cut|hike|move|reduction|increase)s? counts? as (two|2)\b|\b(number of|counts?) 25 ?(bps?|basis[- ]points?) (cuts|hikes|reductions|increases|increments|steps)\b|\bin 25 ?(bps?|basis[- ]points?) (increments|steps)\b/.test(s) || STEP_IS_ONE.test(s);
  // (also "meetings in 2027 at which the range was lowered, whatever the size of the cut")
  // (and "meetings through June with a reduction of the target range")
  const meetings = /\bmeetings?\b[^.;]{0,40}\b(at|in) which\b|\bmeetings?\b[^.;]{0,40}\bwith an? (cut|hike|reduction|increase|lowering|rate cut|rate hike)\b|\b(regardless|irrespective) of (the )?size\b|\bwhatever the size\b|\bcounts? (only )?once\b|\bcounts? as (one|1)\b/.test(s.replace(STEP_IS_ONE, ' '));
  return steps === meetings ? null : steps ? 'steps' : 'meetings';
}

/**
 * How a count of rate moves is counted, as its title says: by 25 bp steps ("Number of 25bp Fed rate cuts in Q1 2033").
 * Null when the title does not say (a title of cuts with no size counts nothing in particular).
 */
export function titleCounting(title: string): string | null {
  return /\b(number of|how many|count of) 25 ?(bps?|basis[- ]points?) ([a-z]+ ){0,2}(cuts|hikes|reductions|increases|moves)\b/i.test(title) ? 'steps' : null;
}

/**
 * Who or what the rules say does not count: the group before "(who ...) are not counted", "do not count", "are
 * excluded" ("Cabinet-level officials who do not head an executive department ... are not counted" → "cabinet-level
 * official"), or after "excluding". Singular, lower case, the last two words of the group.
 */
export function excludedGroups(rules: string): string[] {
  // (a bracketed list of examples says nothing of the group: "(e.g. DNI, EPA Administrator)")
  const s = rules.toLowerCase().replace(/[’]/g, "'").replace(/\([^()]*\)/g, ' ').replace(/\s+/g, ' ');
  const out = new Set<string>();
  const add = (phrase: string): void => {
    const ws = phrase.trim().split(/\s+/).filter((w) => w !== '').slice(-2);
    if (ws.length === 0 || ws.join(' ').length < 6) return;
    ws[ws.length - 1] = ws[ws.length - 1]!.replace(/s$/, '');
    out.add(ws.join(' '));
  };
  for (const m of s.matchAll(/([a-z][a-z-]*(?: [a-z][a-z-]*){0,3}) (?:who|that|which) [^.;]{0,120}?\b(?:are|is) (?:not counted|excluded)\b/g)) add(m[1]!);
  for (const m of s.matchAll(/(?:^|[.;]\s*)([a-z][a-z-]*(?: [a-z][a-z-]*){0,3}) (?:are|is) (?:not counted|excluded)\b/g)) add(m[1]!);
  for (const m of s.matchAll(/\bexcluding ([a-z][a-z-]*(?: [a-z][a-z-]*)?)\b/g)) add(m[1]!);
  return [...out].sort();
}

/**
 * When the rules open the window an event must happen in: at the market's listing ("between issuance and Dec 31, 2027",
 * "at any time from market creation until") or on a calendar day ("between Jan 1, 2027 and", "during calendar year 2027",
 * "at any time in 2027"). Null when the rules say neither, or both.
 */
export function windowOpens(rules: string): 'listing' | 'calendar' | null {
  const s = rules.toLowerCase();
  const listing = /\b(between|from|since|after) (the )?(issuance|market creation|market'?s? (creation|listing|launch|open(ing)?)|creation of (the|this) market|listing( of (the|this) market)?)\b/.test(s);
  const calendar = /\b(between|from) (january|jan\.?) 1(st)?\b|\bduring (the )?(calendar )?(year )?\d{4}\b|\b(at any time|anytime) (in|during) \d{4}\b|\bin calendar (year )?\d{4}\b/.test(s);
  return listing === calendar ? null : listing ? 'listing' : 'calendar';
}

/**
 * What makes a recession in the rules: two quarters of negative GDP growth ('gdp'), the NBER's dating ('nber'), or
 * either. Empty when the rules are not about a recession or name no criterion.
 */
export function recessionCriteria(rules: string): string[] {
  const s = rules.toLowerCase();
  if (!/\brecession\b|\bnber\b|\bconsecutive quarters\b/.test(s)) return [];
  const out: string[] = [];
  if (/\btwo consecutive quarters\b|\b2 consecutive quarters\b|\bconsecutive quarters of (negative|contraction)/.test(s)) out.push('gdp');
  if (/\bnber\b|national bureau of economic research/.test(s)) out.push('nber');
  return out;
}

function fmtTime(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

/**
 * Compares the settlement terms of two venues' listings of the same outcome.
 * A difference is claimed only from what both venues state; a venue that is silent on an axis is not guessed at.
 */
export function compareSettlement(
  venueA: string,
  a: SettlementTerms,
  venueB: string,
  b: SettlementTerms,
  timingToleranceMs: number,
): PairComparison {
  const axes: Axis[] = [];
  const reasons: string[] = [];
  // (a venue whose rules also name the other's source, as the body that decides or files, is not on another source;
  // a mirror of an official series is not a source of its own)
  const srcA = a.sources.filter((s) => !MIRRORS.has(s)), srcB = b.sources.filter((s) => !MIRRORS.has(s));
  const named = (x: string[], y: string[], yMentioned: readonly string[]): boolean => x.some((s) => y.includes(s) || yMentioned.includes(s));
  if (srcA.length > 0 && srcB.length > 0 && !named(srcA, srcB, b.mentioned ?? []) && !named(srcB, srcA, a.mentioned ?? [])) {
    axes.push('source');
    reasons.push(`settlement source differs: ${venueA} uses ${srcA.join('+')}, ${venueB} uses ${srcB.join('+')}`);
  }
  const sa = a.stations ?? [], sb = b.stations ?? [];
  if (sa.length > 0 && sb.length > 0 && !sa.some((x) => sb.includes(x))) {
    if (!axes.includes('source')) axes.push('source');
    reasons.push(`measured at another station: ${venueA} reads ${sa.join('+')}, ${venueB} reads ${sb.join('+')}`);
  }
  // a venue naming no station reads the city's station of record; the other's station of the city is another one
  // ("NYC snowfall" / "New York (LaGuardia) snowfall")
  if ((sa.length === 0) !== (sb.length === 0) && a.stations !== undefined && b.stations !== undefined) {
    const off = offRecordStations(sa.length > 0 ? sa : sb);
    if (off.length > 0) {
      if (!axes.includes('source')) axes.push('source');
      reasons.push(`measured at another station: ${sa.length > 0 ? venueA : venueB} reads ${off.join('+')}, not the city's station of record`);
    }
  }
  // a venue that closes at another hour than the deadline its rules state (its close written in UTC, the rules in ET) ends
  // its window at either: the windows differ only when no reading of the two agrees
  const ends = (t: SettlementTerms): number[] => [t.windowEndMs, t.statedEndMs ?? null].filter((x): x is number => x !== null);
  const gap = Math.min(...ends(a).flatMap((x) => ends(b).map((y) => Math.abs(x - y))));
  if (a.windowEndMs !== null && b.windowEndMs !== null && gap > timingToleranceMs) {
    axes.push('timing');
    reasons.push(`settlement window differs: ${venueA} closes ${fmtTime(a.windowEndMs)}, ${venueB} closes ${fmtTime(b.windowEndMs)}`);
  }
  // one venue's window opens when it lists the market ("between issuance and Dec 31, 2027"), the other's on a calendar day
  // ("between Jan 1 and Dec 31, 2027", "during calendar year 2027"): the same end, another start
  const oa = windowOpens(a.rulesText ?? ''), ob = windowOpens(b.rulesText ?? '');
  if (oa !== null && ob !== null && oa !== ob && !axes.includes('timing')) {
    axes.push('timing');
    reasons.push(`window opens at another time: ${venueA} ${oa === 'listing' ? 'at its listing' : 'on a calendar day'}, ${venueB} ${ob === 'listing' ? 'at its listing' : 'on a calendar day'}`);
  }
  // a reading at another time of day, both venues stating it (one silent venue is not read as reading at its close:
  // venues close such listings at the end of the day whatever the time they read)
  const ta = a.snapshotMin ?? null, tb = b.snapshotMin ?? null;
  if (ta !== null && tb !== null) {
    const d = Math.abs(ta - tb) % (24 * 60);
    if (Math.min(d, 24 * 60 - d) > 90 && !axes.includes('timing')) {
      axes.push('timing');
      reasons.push(`read at another time of day: ${venueA} at ${fmtMin(ta)}, ${venueB} at ${fmtMin(tb)}`);
    }
  }
  const scope: string[] = [];
  if ((a.counting ?? null) !== null && (b.counting ?? null) !== null && a.counting !== b.counting) {
    scope.push(`${venueA} counts ${a.counting === 'steps' ? '25 bp steps' : 'meetings'}, ${venueB} counts ${b.counting === 'steps' ? '25 bp steps' : 'meetings'}`);
  }
  // a group one venue's rules leave out and the other's name as counting ("Cabinet-level officials ... are not counted" /
  // "the first Cabinet-level official to leave"): the two can settle on different people
  for (const [x, y, vx, vy] of [[a, b, venueA, venueB], [b, a, venueB, venueA]] as const) {
    for (const g of x.excludes ?? []) {
      if (!(y.excludes ?? []).includes(g) && (y.rulesText ?? '').includes(g)) scope.push(`${vx} does not count ${g}s, ${vy} does`);
    }
  }
  const ca = a.criteria ?? [], cb = b.criteria ?? [];
  if (ca.length > 0 && cb.length > 0 && ca.join() !== cb.join()) scope.push(`${venueA} counts ${ca.join(' or ')}, ${venueB} counts ${cb.join(' or ')}`);
  if (a.cancellation !== null && b.cancellation !== null && a.cancellation !== b.cancellation) {
    scope.push(`on cancellation or postponement ${venueA} ${DESCR[a.cancellation] ?? a.cancellation}, ${venueB} ${DESCR[b.cancellation] ?? b.cancellation}`);
  }
  if (a.tie !== null && b.tie !== null && a.tie !== b.tie) {
    scope.push(`on a tie ${venueA} ${DESCR[a.tie] ?? a.tie}, ${venueB} ${DESCR[b.tie] ?? b.tie}`);
  }
  if ((a.cabinet ?? null) !== null && (b.cabinet ?? null) !== null && a.cabinet !== b.cabinet) {
    scope.push(`${venueA} counts ${a.cabinet === 'departments' ? 'only the executive department heads' : 'every Cabinet-level official'} as the Cabinet, ${venueB} ${b.cabinet === 'departments' ? 'only the executive department heads' : 'every Cabinet-level official'}`);
  }
  // a race settled on the order at the finish is not one settled on the official result: a disqualification or a penalty
  // after the line changes the one and not the other (a venue silent on it settles on the official result)
  if ((a.finishOrder ?? false) !== (b.finishOrder ?? false) && a.finishOrder !== undefined && b.finishOrder !== undefined) {
    scope.push(`${a.finishOrder ? venueA : venueB} settles on the order at the finish line, ${a.finishOrder ? venueB : venueA} on the official result`);
  }
  const ra = a.retirement ?? null, rb = b.retirement ?? null;
  if (ra !== null && rb !== null && ra !== rb) {
    scope.push(`on a retirement, walkover or disqualification ${venueA} ${DESCR[ra] ?? ra}, ${venueB} ${DESCR[rb] ?? rb}`);
  }
  if (scope.length > 0) {
    axes.push('condition_scope');
    reasons.push(scope.join('; '));
  }
  return { axes: axes.sort(), reason: reasons.join('; ') };
}

const FINISH_ORDER = /\bfirst (horse |driver |rider |runner |car |boat )?(across|past|over|to cross) the (finish )?(line|post)\b|\bon[- ]track (result|order|finish)\b|\b(order|result) at the (chequered|checkered) flag\b/i;

/** Whether a title or rules settle a race on the order at the finish line rather than the official result. */
export function finishOrder(texts: ReadonlyArray<string | null | undefined>): boolean {
  return texts.some((t) => t !== null && t !== undefined && FINISH_ORDER.test(t));
}

/** basis_class of a venue pair from the union of its outcomes' divergence axes. */
export function basisClass(axes: Iterable<Axis>): 'identical' | 'settlement_window' | 'settlement_source' {
  const set = new Set(axes);
  if (set.has('source')) return 'settlement_source';
  if (set.has('timing')) return 'settlement_window';
  return 'identical';
}

export function outcomeUniverse(a: ReadonlySet<string>, b: ReadonlySet<string>): 'identical' | 'partial' | 'disjoint' {
  let inter = 0;
  for (const k of a) if (b.has(k)) inter++;
  if (inter === 0) return 'disjoint';
  return inter === a.size && inter === b.size ? 'identical' : 'partial';
}

/**
 * Words of a title's bracketed note that only names where the result is read ("BTC price at 5pm ET (CF Benchmarks
 * BRTI)", "3-day domestic opening (The Numbers)"): the source is compared as a settlement term, not as the subject.
 * Lower-case words of each bracket whose text names a known source and nothing else of note.
 */
export function sourceNoteWords(title: string): string[] {
  const out: string[] = [];
  for (const m of title.matchAll(/\(([^()]{2,60})\)/g)) {
    const note = m[1]!;
    if (extractSources([note]).some((x) => !x.startsWith('host:'))) out.push(...note.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== ''));
  }
  return out;
}
