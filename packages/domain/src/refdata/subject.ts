// What a market is about beyond its words: the quoted instrument (WTI is not Brent, the Nasdaq-100 not the Nasdaq
// Composite), the company metric (deliveries are not production, revenue not earnings), the chart or platform (the
// App Store is not Google Play), and the proper names of a title the knowledge base does not know ("Stripe" is not
// "SpaceX", "Seattle" not "Portland"). Each is a feature of the event; two events that both state one and disagree
// are different events. A side that is silent on an axis is never guessed at.
import { foldAcronyms } from './acronym.ts';
import { conceptText } from './text.ts';
import { companyByTicker, companyByWord } from './tickers.ts';

/** The subject axes of one event (computed once per event, from its title). */
export interface Subject {
  /** quoted instruments the title names (sorted), e.g. ['wti'], ['ndx'], ['fx:eurusd']; empty when none */
  underlying: string[];
  /** company or product metrics the title names (sorted): 'deliveries', 'production', 'revenue', 'earnings'... */
  metric: string[];
  /** charts and platforms the title names (sorted): 'app_store', 'google_play', 'spotify', 'billboard'... */
  platform: string[];
  /** proper names of the title outside the knowledge base's mentions, lower case, in title order */
  names: string[];
  /** the names only capitalised as the first word of a sentence or clause ("Foldable iPhone announced?"): maybe words */
  weak: string[];
  /** the names written in capitals ("DHS", "MSTR"): abbreviations of other names */
  acronyms: string[];
  /** the sub-national places (states, cities: kb metadata `level` other than country) the title names, kb Q-ids */
  local: string[];
  /** domains the event also belongs to besides its category's ('Companies' and 'Tech' are both business and tech) */
  alsoDomains: string[];
  /** the central banks and statistics agencies the title names (kb Q-ids) when it names an economy: they name it too */
  economy: string[];
}

/** Quoted instruments, most specific first (each match masks its text so "nasdaq composite" is not also "nasdaq"). */
const UNDERLYINGS: Array<[RegExp, string]> = [
  // a currency named in words against a dollar price ("Pound above $1.30", "Euro below $1.10") is its rate in dollars
  [/\b(the )?(british )?pound( sterling)?\b(?=[^.?!$]{0,20}\$\s?\d)|\bsterling\b(?=[^.?!$]{0,20}\$\s?\d)/g, 'fx:gbpusd'],
  [/\b(the )?euro\b(?! ?(area|zone|stoxx|pean))(?=[^.?!$]{0,20}\$\s?\d)/g, 'fx:eurusd'],
  // an exchange rate by its market name ("dollar-yen", "euro-dollar") is the pair
  [/\bdollar[- ]yen\b|\byen[- ]dollar\b/g, 'fx:usdjpy'],
  [/\beuro[- ]dollar\b/g, 'fx:eurusd'],
  // the ICE US Dollar Index by its ticker or its name
  [/\bdxy\b|\b(ice )?(us |u\.s\. )?dollar index\b/g, 'dxy'],
  [/\bnasdaq[- ]?100\b|\bndx\b/g, 'ndx'],
  // an ETF's share price is not its index's level
  [/\bqqq\b/g, 'qqq'],
  [/\bspy\b/g, 'spy'],
  [/\biwm\b/g, 'iwm'],
  [/\bnasdaq composite\b|\bixic\b/g, 'ixic'],
  [/\bs\s?&\s?p\s?500\b|\bs and p 500\b|\bspx\b|\bsp500\b/g, 'spx'],
  [/\bdow jones\b|\bdjia\b|\bthe dow\b|^dow\b|\bdow (close|closes|closing|above|below|at|on|end)\b/g, 'djia'],
  [/\brussell 2000\b|\brut\b/g, 'rut'],
  [/\bvix\b/g, 'vix'],
  [/\bnikkei\b/g, 'nikkei'],
  [/\bftse\b/g, 'ftse'],
  [/\bdax\b/g, 'dax'],
  [/\bwti\b|\bwest texas\b/g, 'wti'],
  [/\bbrent\b/g, 'brent'],
  // (Europe's gas hubs are priced apart from Henry Hub, and from each other: the UK's NBP, the Dutch TTF)
  [/\b(uk |british )?nbp( natural gas| gas)?\b|\b(uk|british) (natural )?gas (futures?|prices?|contracts?)\b/g, 'nbp'],
  [/\b(dutch )?ttf( natural gas| gas)?\b|\b(european|dutch) (natural )?gas (futures?|prices?|contracts?)\b/g, 'ttf'],
  [/\bnatural gas\b|\bnat ?gas\b|\bhenry hub\b/g, 'natgas'],
  // (also AAA's wording: "regular gas average", "average gas price")
  // (and "US gas above $3.50": the country's gas compared with a level is its pump price, not natural gas)
  [/\bgas(oline)? prices?\b|\bprice of gas(oline)?\b|\bgasoline\b|\bregular gas\b|(?<!natural )\bgas (price )?average\b|(?<=\bu\.?s\.? )gas\b(?= (?:above|below|over|under|at or above|at or below|tops?|hits?)\b)/g, 'gasoline'],
  [/\bgold\b|\bxau\b/g, 'gold'],
  [/\bsilver\b|\bxag\b/g, 'silver'],
  [/\bcopper\b/g, 'copper'],
  // a consumer price series (the BLS average price of a dozen grade A large eggs)
  [/\beggs?\b/g, 'eggs'],
  [/\bplatinum\b/g, 'platinum'],
  [/\bpalladium\b/g, 'palladium'],
  // (Bitcoin Cash is a coin of its own, before Bitcoin)
  [/\bbitcoin cash\b|\bbch\b/g, 'bch'],
  [/\bbitcoin\b|\bbtc\b/g, 'btc'],
  // (and Ethereum Classic, the chain left at the 2016 fork, before Ethereum)
  [/\bethereum classic\b/g, 'etc'],
  [/\bethereum\b|\beth\b|\bether\b/g, 'eth'],
  [/\bsolana\b|\bsol\b/g, 'sol'],
  [/\bxrp\b|\bripple\b/g, 'xrp'],
  [/\bdogecoin\b|\bdoge\b/g, 'doge'],
  [/\bcardano\b|\bada\b/g, 'ada'],
  [/\bhyperliquid\b|\bhype\b/g, 'hype'],
  [/\b(30|thirty)[- ]?(year|yr|y) (fixed )?(mortgage|rate mortgage)\b/g, 'mortgage30'],
  [/\b(15|fifteen)[- ]?(year|yr|y) (fixed )?(mortgage|rate mortgage)\b/g, 'mortgage15'],
  // (Freddie Mac's survey of mortgage rates names its term alone: "PMMS 30Y fixed")
  [/\bpmms (30|thirty)[- ]?(year|yr|y)( fixed)?\b/g, 'mortgage30'],
  [/\bpmms (15|fifteen)[- ]?(year|yr|y)( fixed)?\b/g, 'mortgage15'],
  // (the instrument and its yield are one name: "30-year Treasury yield" is "US 30Y yield")
  // ("UST" is the Treasury's: "10Y UST yield")
  [/\b(2|two)[- ]?(year|yr|y) \(?(us )?(treasury|ust|yield|note)( (note )?yields?)?\b/g, 'ust2y'],
  [/\b(10|ten)[- ]?(year|yr|y) \(?(us )?(treasury|ust|yield|note)( (note )?yields?)?\b/g, 'ust10y'],
  [/\b(30|thirty)[- ]?(year|yr|y) \(?(us )?(treasury|ust|yield|bond)( (bond )?yields?)?\b/g, 'ust30y'],
];

/**
 * Government bond yields of other issuers than the US Treasury, by the issuer's instrument ("JGB", "Bund", "gilt", "OAT",
 * "BTP") or country ("Japan 10-year yield", "German 10Y Bund yield", "10-year JGB yield"): the 10-year JGB yield is not
 * the 10-year Treasury yield. Keys `jgb10y`, `bund10y`...; a yield naming no issuer stays the Treasury's.
 */
const ISSUERS: ReadonlyArray<[instrument: string, country: string, key: string]> = [
  ['jgbs?', 'japan|japanese', 'jgb'],
  ['bunds?', 'germany|german', 'bund'],
  ['gilts?', 'uk|british|britain', 'gilt'],
  ['oats?', 'france|french', 'oat'],
  ['btps?', 'italy|italian', 'btp'],
  ['bonos?', 'spain|spanish', 'bono'],
  ['acgbs?', 'australia|australian', 'acgb'],
  ['gocs?', 'canada|canadian', 'goc'],
  ['cgbs?', 'china|chinese', 'cgb'],
  ['ktbs?', 'korea|korean|south korea|south korean', 'ktb'],
  ['g-?secs?', 'india|indian', 'gsec'],
];
const TENOR = '(2|two|5|five|10|ten|20|twenty|30|thirty)[- ]?(?:year|yr|y)';
const TENOR_WORDS: Readonly<Record<string, string>> = { two: '2', five: '5', ten: '10', twenty: '20', thirty: '30' };
const SOVEREIGN_YIELDS: ReadonlyArray<[RegExp, string]> = ISSUERS.map(([inst, country, key]) => [new RegExp([
  // "Japan 10-year yield", "UK 10-year gilt yield", "German 10Y Bund yield"
  `\\b(?:${country})\\s+(?:government\\s+)?(?:bonds?\\s+)?${TENOR}\\s+(?:(?:${inst})\\s+)?(?:government\\s+)?(?:bond\\s+)?(?:yields?|bonds?|notes?|${inst})\\b`,
  // "10-year JGB yield", "10-year Bund", "10-year German yield"
  `\\b${TENOR}\\s+(?:(?:${inst})(?:\\s+(?:bond\\s+)?yields?)?|(?:${country})\\s+(?:government\\s+)?(?:bond\\s+)?yields?)\\b`,
  // "JGB 10Y yield", "Bund 10-year"
  `\\b(?:${inst})\\s+${TENOR}(?:\\s+yields?)?\\b`,
].join('|'), 'g'), key]);

/**
 * A US Treasury yield at a tenor ("10-year Treasury yield", "US 2Y yield"; no other issuer named): read off the
 * Treasury's daily par yield curve, published in % to two decimals, so that "above 4.49%" is "4.50% or higher".
 */
export function treasuryYield(text: string): boolean {
  const s = ` ${text.toLowerCase()} `;
  return new RegExp(`\\b${TENOR}\\b`).test(s) && /\b(yields?|treasury|treasuries|t-?notes?)\b/.test(s) && sovereignYields(s).keys.length === 0;
}

/** The sovereign yields a text names (keys) and the text with them masked. */
function sovereignYields(s: string): { keys: string[]; rest: string; words: string[] } {
  const keys: string[] = [];
  const words: string[] = [];
  let rest = s;
  for (const [re, key] of SOVEREIGN_YIELDS) {
    for (const m of rest.matchAll(re)) {
      const t = m.slice(1).find((x) => x !== undefined)!;
      keys.push(`${key}${TENOR_WORDS[t] ?? t}y`);
      words.push(...m[0].split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !/^\d+$/.test(w)));
    }
    rest = rest.replace(re, ' ');
  }
  return { keys, rest, words };
}

const CURRENCIES = 'usd|eur|gbp|jpy|chf|cad|aud|nzd|cny|cnh|mxn|inr|krw|brl|try';
const FX_PAIR = new RegExp(`\\b(${CURRENCIES})\\s?/?\\s?(${CURRENCIES})\\b`, 'g');

/** Company and product metrics (a company's deliveries are not its production, its revenue not its earnings). */
const METRICS: Array<[RegExp, string]> = [
  [/\bearnings calls?\b/, 'call'],
  [/\bdeliver(y|ies|s|ed)\b/, 'deliveries'],
  [/\bproduc(e|es|ed|tion)\b|\boutput\b/, 'production'],
  [/\brevenues?\b|\bsales\b/, 'revenue'],
  [/\beps\b|\bearnings per share\b|\bearnings\b|\bnet income\b|\bprofits?\b/, 'earnings'],
  [/\bmarket cap(italization|italisation)?\b|\bmarket value\b|\bvaluation\b/, 'market_cap'],
  [/\bsubscribers?\b|\bsubs\b|\bpaid members(hips)?\b/, 'subscribers'],
  [/\bstock price\b|\bshare price\b|\bshares? close\b|\bstock close\b/, 'share_price'],
  // what a weather market measures: rain is not snow, a temperature is not a storm count
  [/\brain(fall|s|y)?\b|\bprecipitation\b/, 'precipitation'],
  [/\bsnow(fall|s|y)?\b/, 'snow'],
  [/\btemperatures?\b|\btemps?\b|°|\bdegrees\b|\bheat ?wave\b/, 'temperature'],
  [/\bhurricanes?\b(?! season)/, 'hurricanes'],
  [/\bnamed (\w+ )?storms?\b|\btropical storms?\b/, 'storms'],
  [/\btornado(es)?\b/, 'tornadoes'],
];

/** Charts and platforms of a ranking (the #1 app on the App Store is not the #1 app on Google Play). */
const PLATFORMS: Array<[RegExp, string]> = [
  [/\bapp store\b|\biphone apps?\b/, 'app_store'],
  [/\bgoogle play\b|\bplay store\b|\bandroid apps?\b/, 'google_play'],
  [/\bspotify\b/, 'spotify'],
  [/\bapple music\b/, 'apple_music'],
  // Billboard's charts: the Hot 100 (songs) is not the Billboard 200 (albums) nor the Global 200; "Billboard" alone may be
  // any of them
  [/\bbillboard hot 100\b|\bhot 100\b|\bbillboard\b(?! (200|global|artist))/, 'billboard'],
  [/\bbillboard 200\b|\bbillboard\b(?! (hot|global|artist))/, 'billboard_200'],
  [/\bbillboard global 200\b|\bglobal 200\b|\bbillboard\b(?! (hot|200|artist))/, 'billboard_global_200'],
  // the UK's official chart (the Official Charts Company's, "Official Christmas No.1") is not a streaming platform's
  [/\bofficial (uk )?(singles |albums )?charts?\b|\bofficial christmas (no\.? ?1|number one)\b|\buk singles chart\b/, 'official_charts'],
  [/\bnetflix\b/, 'netflix'],
  [/\byoutube\b/, 'youtube'],
  [/\bsteam\b/, 'steam'],
  [/\btwitch\b/, 'twitch'],
  // a ranking of AI models: the leaderboard it is read on
  [/\blmarena\b|\blm arena\b|\bchatbot arena\b|\blmsys\b/, 'lmarena'],
  // (an index of benchmark scores, not a vote: its ranking of the labs differs from the arena's)
  [/\bartificial analysis\b|\bartificialanalysis\.ai\b/, 'artificial_analysis'],
];

/** The charts and platforms a text names (sorted keys of PLATFORMS). */
export function platformsOf(text: string): string[] {
  const s = ` ${text.toLowerCase().replace(/[’']/g, '')} `;
  return PLATFORMS.filter(([re]) => re.test(s)).map(([, k]) => k).sort();
}

/** The words of a text that name its charts and platforms ("Billboard Hot 100", "LMArena"), lower case. */
export function platformWords(text: string): string[] {
  const s = ` ${text.toLowerCase().replace(/[’']/g, '')} `;
  const out: string[] = [];
  for (const [re] of PLATFORMS) {
    for (const m of s.matchAll(new RegExp(re.source, 'g'))) out.push(...m[0].split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !/^\d+$/.test(w)));
  }
  return out;
}

/**
 * The crypto trading pairs a text names with a stablecoin or dollar quote ("BTC/USDT", "ETH-USDC", "SOL/USD"), lower
 * case: the quote is the unit the base is priced in, not a subject of the market. Fiat pairs ("USD/JPY") are not read.
 */
export function pairQuotes(text: string): Array<{ base: string; quote: string }> {
  const out: Array<{ base: string; quote: string }> = [];
  for (const m of text.matchAll(/\b([A-Za-z]{2,10})\s?[/-]\s?(USDT|USDC|BUSD|FDUSD|USD)\b/gi)) {
    const base = m[1]!.toLowerCase();
    if (!FIAT.has(base)) out.push({ base, quote: m[2]!.toLowerCase() });
  }
  return out;
}

const FIAT: ReadonlySet<string> = new Set(['usd', 'eur', 'gbp', 'jpy', 'chf', 'cad', 'aud', 'nzd', 'cny', 'cnh', 'mxn', 'inr', 'krw', 'hkd', 'sgd', 'sek', 'nok', 'try', 'brl', 'zar']);

/** Exchanges and price benchmarks a quote is named by ("Gold (COMEX)", "NYMEX front month"). */
const EXCHANGES: readonly string[] = ['comex', 'nymex', 'lbma', 'cme', 'ice', 'cboe', 'nyse', 'lme'];

/** Capitalised words that are not names: question words, calendar words, units and the venues' common acronyms. */
const NOT_NAMES: ReadonlySet<string> = new Set([
  // a central bank's policy committee or meeting is its decision, no name of its own ("RBI June 2030 MPC: repo rate unchanged?")
  'mpc', 'mpm',
  'will', 'who', 'what', 'which', 'when', 'where', 'why', 'how', 'does', 'do', 'did', 'is', 'are', 'can', 'should', 'would', 'the', 'a', 'an', 'in', 'on',
  'by', 'before', 'after', 'at', 'of', 'for', 'to', 'yes', 'no', 'and', 'or', 'vs', 'top', 'new', 'more', 'less', 'above', 'below', 'over',
  'under', 'between', 'end', 'number', 'much', 'many', 'year', 'week', 'day', 'month', 'quarter', 'fiscal', 'first', 'second', 'third', 'fourth', 'next', 'any',
  'jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'january', 'february', 'march', 'april',
  'june', 'july', 'august', 'september', 'october', 'november', 'december', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday',
  'saturday', 'sunday', 'q1', 'q2', 'q3', 'q4', 'h1', 'h2', 'fy', 'ytd', 'us', 'usa', 'uk', 'eu', 'un', 'ipo', 'etf', 'etfs', 'ceo', 'cfo',
  'ai', 'gdp', 'cpi', 'pce', 'eps', 'yoy', 'mom', 'qoq', 'bps', 'et', 'pt', 'utc', 'gmt', 'est', 'edt', 'am', 'pm', 'f', 'c', 'inches',
  'president', 'presidential', 'vice', 'prime', 'minister', 'pm', 'chancellor', 'governor', 'mayor', 'senate', 'senator', 'house',
  'congress', 'parliament', 'chair', 'chairman', 'speaker', 'leader', 'secretary', 'party', 'election', 'general', 'primary', 'nominee',
  'winner', 'winning', 'wins', 'win', 'race', 'gubernatorial', 'mayoral', 'senatorial', 'governor', 'control', 'seat', 'seats', 'majority',
  'republican', 'republicans', 'democrat', 'democrats', 'democratic', 'gop', 'round', 'runoff', 'electoral', 'college', 'popular', 'vote',
  'spot', 'price', 'close', 'high', 'low', 'temperature', 'rainfall', 'snowfall', 'hurricane', 'record', 'oscar', 'oscars', 'grammy',
  // the agencies that measure a hazard name the settlement source, not the subject ("USGS records an M8+ quake")
  'usgs', 'nhc', 'noaa', 'nws',
  // (and the airport a weather station stands at: "New York December snowfall (LaGuardia Airport, NWS)" is read at a station)
  'airport', 'intl',
  // a parliament's chambers and how a seat count is ranked, in title case ("Most Seats", "Largest Party in the Commons")
  'commons', 'lords', 'bundestag', 'most', 'largest', 'biggest',
  // a count of all or every one of a body's members, in title case ("All 15 Shapiro department heads confirmed")
  'all', 'every',
]);

/**
 * The subject axes of a title (and sub-title); `entityWords` are the words of the knowledge base's mentions other than
 * states and cities (those stay names: "Seattle" is not "Portland" whether or not the knowledge base knows both).
 */
export function subjectOf(text: string, entityWords: ReadonlySet<string>, placeWords: ReadonlySet<string> = new Set()): Subject {
  const s = ` ${text.toLowerCase().replace(/[’']/g, '')} `;
  const sovereign = sovereignYields(s);
  let rest = sovereign.rest;
  const underlying = new Set<string>(sovereign.keys);
  for (const [re, k] of UNDERLYINGS) {
    re.lastIndex = 0;
    if (re.test(rest)) {
      underlying.add(k);
      re.lastIndex = 0;
      rest = rest.replace(re, ' ');
    }
  }
  for (const m of s.matchAll(FX_PAIR)) if (m[1] !== m[2]) underlying.add(`fx:${m[1]}${m[2]}`);
  const metric = new Set<string>();
  for (const [re, k] of METRICS) if (re.test(s)) metric.add(k);
  // "earnings call" mentions are their own kind; the word "earnings" in it is not the EPS metric
  if (metric.has('call')) metric.delete('earnings');
  const platform = new Set(platformsOf(text));
  // the words naming the instrument ("Henry Hub natural gas") or its exchange ("NYMEX") are no proper names of a subject
  // (nor are the codes of an exchange rate's two currencies, "USD/JPY", nor its market name written as one, "Dollar-yen")
  const quoteWords = new Set([...underlyingWords(text), ...EXCHANGES, ...pairNameWords(s)]);
  // (a national weather service by its name is the settlement source too: "Heathrow max temperature ≥35°C (Met Office)")
  const { names, weak } = properNames(text.replace(/\b(the )?Met Office\b|\bBureau of Meteorology\b/g, ' '), new Set([...entityWords, ...quoteWords]), placeWords);
  const acronyms = [...new Set(text.split(/[^A-Za-z]+/).filter((w) => /^[A-Z]{2,6}$/.test(w)).map((w) => w.toLowerCase()))].filter((w) => names.includes(w));
  return { underlying: [...underlying].sort(), metric: [...metric].sort(), platform: [...platform].sort(), names, weak, acronyms, local: [], alsoDomains: [], economy: [] };
}

/**
 * Domains an event belongs to besides the one of its category: a company, tech or science category is business and
 * culture (venues file Tesla's deliveries under "Companies" or "Tech"); a politics title about a central bank, a rate
 * or a release is economics ("Senate confirms Fed Vice Chair"); an economics title about a confirmation, a nominee or
 * an office is politics.
 */
export function alsoDomainsOf(domain: string, category: string | null, title: string): string[] {
  const c = (category ?? '').toLowerCase(), t = title.toLowerCase();
  const out = new Set<string>();
  if (/\b(tech\w*|science|compan\w*|business|ai)\b/.test(c)) {
    out.add('economics');
    out.add('culture');
    // (a company or a technology before a lawmaker, a court or a regulator is filed under politics too: "EU fines Microsoft
    // under DMA", "Congress passes federal AI preemption bill", "Judge rules in DOJ antitrust case against Apple")
    if (/\b(fines?|fined|antitrust|courts?|judges?|lawsuits?|doj|ftc|congress|senate|parliament|legislat\w*|regulators?|european commission)\b/.test(t)) out.add('politics');
  }
  if (domain === 'politics' && /\b(fed|federal reserve|fomc|central bank|ecb|bank of (england|japan|canada)|interest rates?|inflation|tariffs?|trade deal|recession|gdp)\b/.test(t)) out.add('economics');
  // (also a law of Congress filed under economics: "Stock trading ban for members of Congress enacted in 2032?")
  if (domain === 'economics' && /\b(confirm\w*|nominee|nominat\w*|senate|chair(man)?|governor|president|tariffs?|congress(ional)?|enacted|becomes? law|signed into law)\b/.test(t)) out.add('politics');
  // a prize of letters, science or peace, or a magazine's person of the year, is filed under world news on one venue and
  // culture on another
  if ((domain === 'politics' || domain === 'culture') && /\b(nobel|pulitzer|booker|person of the year)\b/.test(t)) {
    out.add('politics');
    out.add('culture');
  }
  out.delete(domain);
  return [...out].sort();
}

/** Streaming services, whose charts of films are no box office. */
const STREAMING = /\b(netflix|disney\+|hbo max|max original|prime video|apple tv\+?|hulu|paramount\+|peacock)\b/i;

/**
 * The scope of an opening-weekend gross a title leaves unsaid: the industry's opening weekend is the domestic (US and
 * Canada) figure unless the title or rules say worldwide or global, and so is a weekend's #1 film at the box office. Null
 * when the title is not an opening weekend or a weekend chart.
 */
export function boxOfficeScope(title: string, rules: readonly string[]): string | null {
  // (an opening in the US or North America is the domestic one: '"Shrek 5" US opening (3-day)')
  // (a "3-day opening" is the opening weekend)
  // (the weekend's #1 film at "the box office" is the domestic weekend chart's, as the opening weekend is the domestic one)
  // (a weekend written as its days, "Top movie at the box office, May 25–27")
  // (a streaming service's chart is no box office: "Netflix #1 Film Globally (Aug. 8–14)")
  if (STREAMING.test(title)) return null;
  const weekendChart = (/\bweekend\b/i.test(title) && /\b(box[- ]office|films?|movies?)\b/i.test(title))
    || (/\b[a-z]{3,9}\.? \d{1,2}\s?[-–—]\s?\d{1,2}\b/i.test(title)
      && /(#\s?1|\bno\.? ?1|\bnumber one|\btop|\b(top|highest|biggest)[- ]grossing) (films?|movies?)\b|\bbox[- ]office:? (#\s?1|no\.? ?1|number one)\b/i.test(title));
  // (an opening from Friday to Sunday is the opening weekend: "Fri–Sun opening over $80M?")
  if (!/\bopening[- ]weekend\b|\b(3|three)[- ]day opening\b|\bfri(day)?\.?\s?(-|–|—|to|through)\s?sun(day)?\.? opening\b/i.test(title) && !weekendChart) {
    if (/\b(us|u\.s\.|north american?|domestic)\s+opening\b/i.test(title)) return 'domestic';
    // (the US and Canada box office is the domestic one: "#1 film at the 2030 US/Canada box office")
    if (/\b(u\.?s\.?\s?(\/|and|&)\s?canada|north american?) (box office|gross(es)?)\b/i.test(title)) return 'domestic';
    // a film's or a season's gross whose rules count the domestic gross only ("the film with the highest domestic gross")
    const rs = rules.join(' ');
    return /\b(gross(es|ing)?|box office|movies?|films?)\b/i.test(title) && /\bdomestic (gross|box office)\b/i.test(rs) && !/\b(worldwide|global(ly)?|international)\b/i.test(rs) ? 'domestic' : null;
  }
  const all = `${title} ${rules.join(' ')}`;
  if (/\b(worldwide|global(ly)?|international)\b/i.test(all)) return /\bdomestic\b/i.test(all) ? null : 'worldwide';
  return 'domestic';
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const NUMBER_WORDS: Record<string, number> = { three: 3, four: 4, five: 5, six: 6 };

/**
 * The days an opening-weekend gross counts, as the title or rules state them ("3-day Friday–Sunday", "5-day
 * Wednesday–Sunday opening", "four-day holiday weekend"); null when not stated. A 3-day weekend is not a 5-day opening.
 */
export function openingDays(title: string, rules: readonly string[]): number | null {
  if (!/\bopening\b/i.test(title)) return null;
  const all = `${title} ${rules.join(' ')}`.toLowerCase();
  const n = /\b([3-6]|three|four|five|six)[- ]day\b/.exec(all);
  if (n !== null) return NUMBER_WORDS[n[1]!] ?? Number(n[1]);
  const span = /\b(mon|tue|wed|thu|fri)[a-z]*\.?\s*(?:[–—-]|to|through|thru)\s*(sun|mon)[a-z]*\b/.exec(all);
  if (span === null) return null;
  const from = WEEKDAYS.findIndex((d) => d.startsWith(span[1]!)), to = WEEKDAYS.findIndex((d) => d.startsWith(span[2]!));
  return ((to - from + 7) % 7) + 1;
}

/**
 * The direction of a price market whose outcomes are bare levels ("$150K", "$200K"): up when the title speaks only of
 * highs ("how high", "all-time high above", "peak"), down when only of lows ("how low", "dip below"); null when it
 * speaks of both or neither ("What price will Bitcoin hit?" lists levels on both sides).
 */
export function touchDirection(text: string): 'gt' | 'lt' | null {
  const up = /\b(how high|highest|high|all[- ]time high|ath|above|over|peak|max|maximum|rises?|climbs?)\b|↑/i.test(text);
  const down = /\b(how low|lowest|low|below|under|dips?|falls?|drops?|bottom|min|minimum)\b|↓/i.test(text);
  return up === down ? null : up ? 'gt' : 'lt';
}

/** Title words (stems) of a gross that its scope facet and kind already say ("domestic box office gross"). */
export const SCOPE_WORDS: readonly string[] = ['domes', 'box', 'offic', 'gross', 'world', 'globa'];

/** The names an exchange rate is written by: its currencies' codes ("USD/JPY") and a hyphenated market name ("dollaryen"). */
function pairNameWords(s: string): string[] {
  const out: string[] = [];
  for (const m of s.matchAll(FX_PAIR)) if (m[1] !== m[2]) out.push(m[1]!, m[2]!);
  for (const [re, k] of UNDERLYINGS) if (k.startsWith('fx:')) for (const m of s.matchAll(re)) if (/[a-z]-[a-z]/.test(m[0])) out.push(m[0].replace(/[^a-z0-9]/g, ''));
  return out;
}

/** The words of a title that name its quoted instruments ("regular gasoline", "gas prices", "Nasdaq-100"), lower case. */
export function underlyingWords(text: string): string[] {
  const s = ` ${text.toLowerCase().replace(/[’']/g, '')} `;
  const out: string[] = [...sovereignYields(s).words];
  for (const [re] of UNDERLYINGS) for (const m of s.matchAll(re)) out.push(...m[0].split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !/^\d+$/.test(w)));
  return out;
}

/** Capitalised words of a title that are names the knowledge base does not resolve ("Stripe", "Portland", "SpaceX"). */
export function properNames(text: string, entityWords: ReadonlySet<string>, placeWords: ReadonlySet<string> = new Set()): { names: string[]; weak: string[] } {
  const out = new Set<string>();
  const weak = new Set<string>();
  // words a measure or concept folds away ("Nonfarm payrolls", "Jobs numbers") are not names
  const concept = new Set(conceptText(text).split(' '));
  // a capital at the start of a sentence or clause may be no name's ("Foldable iPhone announced?"): such a name is weak
  // unless capitals inside it ("SpaceX", "NVDA") or a known place ("Seattle January rainfall") make it one anyway
  let start = true;
  // two names joined by a hyphen ("Netflix-Warner Bros. deal", "Harris-Vance debate", "Shell-BP merger") are two names
  // (a weekday written short before its date, "(Fri Apr 7)", "Sun 9 April", is a calendar word)
  const split = text.replace(/\b(Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\b\.?,?(?=\s+((Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b|\d{1,2}\b))/g, ' ').replace(/[’']s\b/g, '').replace(/\b([A-Z][a-z]{2,})-(?=[A-Z][a-z]{2,}\b|[A-Z]{2,}\b)/g, '$1 ');
  for (const m of split.matchAll(/[A-Za-z0-9&.-]+|[:;?!—–(|]/g)) {
    const raw = m[0];
    if (/^[:;?!—–(|]$/.test(raw)) {
      start = true;
      continue;
    }
    const atStart = start;
    start = false;
    const w = raw.replace(/^[.-]+|[.-]+$/g, '');
    if (!/^[A-Z]/.test(w) || /\d/.test(w)) continue;
    const k = w.toLowerCase().replace(/[.&-]/g, '');
    // (nor is such a word joined to a lower-case one: "be Senate-confirmed")
    if (/^[A-Za-z]+-[a-z]+$/.test(w) && NOT_NAMES.has(w.split('-')[0]!.toLowerCase())) continue;
    if (k.length < 2 || NOT_NAMES.has(k) || entityWords.has(k) || (!concept.has(k) && !/[.&-]/.test(w))) continue;
    out.add(k);
    if (atStart && !/[A-Z]/.test(w.slice(1)) && !placeWords.has(k)) weak.add(k);
  }
  return { names: [...out], weak: [...weak] };
}

/** Whether two names are one name written two ways: a prefix ("HYPE" / "Hyperliquid") or letters of it ("NVDA" / "Nvidia"). */
function sameName(x: string, y: string): boolean {
  if (x === y) return true;
  // a company written as its ticker on one side ("UNP" / "Union Pacific")
  if (tickerOf(x, y) || tickerOf(y, x)) return true;
  const [s, l] = x.length <= y.length ? [x, y] : [y, x];
  if (s.length >= 3 && l.startsWith(s)) return true;
  // "Strategy" / "MicroStrategy": a company's new name inside its old one
  if (s.length >= 4 && l.includes(s)) return true;
  if (s.length < 3 || s[0] !== l[0]) return false;
  let i = 0;
  for (const ch of l) if (ch === s[i]) i++;
  return i === s.length;
}

/** Whether `ticker` (a name, lower case) is the stock ticker of a company whose name starts with the word `word`. */
function tickerOf(ticker: string, word: string): boolean {
  const company = companyByTicker(ticker.toUpperCase());
  return company !== null && company.toLowerCase().split(/\s+/)[0] === word;
}

/** "DHS" / "Homeland Security": the initials of the other side's names (in order) are letters of the acronym, or it of them. */
function abbreviates(acronym: string, names: readonly string[]): boolean {
  const initials = names.map((n) => n[0]!).join('');
  const sub = (x: string, y: string): boolean => {
    let i = 0;
    for (const ch of y) if (ch === x[i]) i++;
    return i === x.length;
  };
  return initials.length >= 2 && (sub(initials, acronym) || sub(acronym, initials));
}

function disjoint(a: readonly string[], b: readonly string[]): boolean {
  return a.length > 0 && b.length > 0 && !a.some((x) => b.includes(x));
}

/** Common nouns of government titles capitalise: a body of people, not a proper name. */
const COMMON_NOUNS: ReadonlySet<string> = new Set(['cabinet', 'administration', 'government', 'court', 'justices']);

/** Names of the competition authorities that clear or block a deal (the European Commission, the UK CMA, the FTC...). */
const AUTHORITY_NAMES: readonly string[] = ['eu', 'european', 'commission', 'brussels', 'cma', 'ftc', 'doj', 'samr'];

/**
 * Vetoes on the subject axes: both name an instrument, a metric or a platform and they differ; or two one-market
 * events name only different proper names (no name in common, each has one the other lacks) while their titles are
 * not alike (`similarity` below 0.5: "Will Stripe IPO in 2027?" / "SpaceX IPO in 2027?").
 */
export function subjectVetoes(a: Subject, b: Subject, ctx: { single: boolean; similarity: number; stemsA?: ReadonlySet<string>; stemsB?: ReadonlySet<string>; outcomesA?: ReadonlyMap<string, { label: readonly string[] }>; outcomesB?: ReadonlyMap<string, { label: readonly string[] }> }): string[] {
  const out: string[] = [];
  if (disjoint(a.underlying, b.underlying)) out.push(`different instruments (${a.underlying.join(',')} vs ${b.underlying.join(',')})`);
  if (disjoint(a.metric, b.metric)) out.push(`different metrics (${a.metric.join(',')} vs ${b.metric.join(',')})`);
  if (disjoint(a.platform, b.platform)) out.push(`different platforms (${a.platform.join(',')} vs ${b.platform.join(',')})`);
  // a weak name that is a word of the other title ("Foldable" / "a foldable iPhone") is that word, as is a common noun
  // written in title case ("How many Cabinet secretaries will be confirmed" / "Shapiro cabinet secretaries confirmed")
  const weakWord = (x: string, s: Subject, other?: ReadonlySet<string>): boolean => (s.weak.includes(x) || COMMON_NOUNS.has(x)) && other?.has(x.length > 5 ? x.slice(0, 5) : x) === true;
  if (ctx.single && ctx.similarity < 0.5 && a.names.length > 0 && b.names.length > 0) {
    const shared = a.names.some((x) => b.names.some((y) => sameName(x, y)))
      || a.names.some((x) => weakWord(x, a, ctx.stemsB)) || b.names.some((y) => weakWord(y, b, ctx.stemsA))
      || a.acronyms.some((x) => abbreviates(x, b.names)) || b.acronyms.some((y) => abbreviates(y, a.names))
      // one candidate's market ("Will Wes Streeting be the next UK PM?") names one of the race's outcomes ("Streeting")
      || a.names.some((x) => outcomeWord(x, ctx.outcomesB)) || b.names.some((y) => outcomeWord(y, ctx.outcomesA));
    if (!shared) out.push(`different names (${a.names.join(',')} vs ${b.names.join(',')})`);
  }
  // a deal is its parties: the same target with another buyer is another deal ("Netflix-Warner Bros. deal closes" /
  // "Paramount acquires Warner Bros. Discovery"); each side naming a party the other does not separates them
  if (isDeal(ctx.stemsA) && isDeal(ctx.stemsB)) {
    // (the authority clearing a deal is no party of it: "EU clears the Shell-BP merger" / "European Commission approves the
    // Shell-BP merger"; which authority is compared as such)
    const clearance = (st?: ReadonlySet<string>): boolean => st !== undefined && ['clear', 'appro', 'block'].some((w) => st.has(w));
    const authority = (n: string): boolean => clearance(ctx.stemsA) && clearance(ctx.stemsB) && AUTHORITY_NAMES.includes(n);
    // (a party named in words on one side and by its initials on the other is one party: "Warner Bros. Discovery" / "WBD")
    const rest = (x: Subject, y: Subject, other?: ReadonlySet<string>): string[] => x.names.filter((n) => !y.names.some((m) => sameName(n, m)) && !weakWord(n, x, other) && !authority(n));
    const own = (x: Subject, y: Subject, other?: ReadonlySet<string>, yOther?: ReadonlySet<string>): string[] => {
      const rx = rest(x, y, other), ry = rest(y, x, yOther);
      return rx.filter((n) => !y.acronyms.some((m) => abbreviates(m, [n]) || abbreviates(m, rx)) && !(x.acronyms.includes(n) && ry.length > 0 && abbreviates(n, ry)));
    };
    const onlyA = own(a, b, ctx.stemsB, ctx.stemsA), onlyB = own(b, a, ctx.stemsA, ctx.stemsB);
    if (onlyA.length > 0 && onlyB.length > 0 && a.names.some((n) => b.names.some((m) => sameName(n, m)))) out.push(`different deal parties (${onlyA.join(',')} vs ${onlyB.join(',')})`);
  }
  // a fine is its target: the same law or regulator fining another company is another fine ("EU fines Microsoft under the
  // DMA" / "European Commission fines Apple under the DMA"; the companies known by name on both sides, none in common)
  if (isFine(ctx.stemsA) && isFine(ctx.stemsB)) {
    const fa = new Set(a.names.map(companyByWord).filter((c): c is string => c !== null));
    const fb = new Set(b.names.map(companyByWord).filter((c): c is string => c !== null));
    if (fa.size > 0 && fb.size > 0 && ![...fa].some((c) => fb.has(c))) out.push(`different companies fined (${[...fa].join(',')} vs ${[...fb].join(',')})`);
  }
  return out;
}

/** Whether a name is a word of the label of one of an event's named outcomes (several outcomes: a race, a ranking). */
function outcomeWord(name: string, outcomes: ReadonlyMap<string, { label: readonly string[] }> | undefined): boolean {
  if (outcomes === undefined || outcomes.size < 2) return false;
  for (const t of outcomes.values()) if (t.label.includes(name)) return true;
  return false;
}

/** Title stems of a deal between companies: an acquisition, a merger, a takeover, a buyout. */
const DEAL_STEMS: readonly string[] = ['acqui', 'deal', 'merge', 'takeo', 'buyou'];
function isDeal(stems: ReadonlySet<string> | undefined): boolean {
  return stems !== undefined && DEAL_STEMS.some((s) => stems.has(s));
}

/** Title stems of a fine or a penalty imposed (its target a party of it). */
const FINE_STEMS: readonly string[] = ['fine', 'fines', 'fined', 'penal'];
function isFine(stems: ReadonlySet<string> | undefined): boolean {
  return stems !== undefined && FINE_STEMS.some((s) => stems.has(s));
}

/** Stems of the verbs of a launch: a company announcing, unveiling, launching or releasing a product. */
const LAUNCH_STEMS: readonly string[] = ['annou', 'unvei', 'launc', 'relea', 'intro', 'debut', 'revea'];
/** Stems that name no product of their own ("a new device", "its first product"). */
// (a release to the public names no product either: "GPT-7 public release" / "OpenAI releases GPT-7")
// (nor does a word of the window, "New Glenn liftoff during October 2034?", nor the company's event or keynote it is launched
// at: "Will Apple announce a new iMac at the October 31 event?" / "... a new iPad at the October 31 event?")
const LAUNCH_FILLER: readonly string[] = ['new', 'its', 'first', 'produ', 'devic', 'offic', 'forma', 'befor', 'by', 'in', 'durin', 'event', 'keyno', 'the', 'a', 'an', 'publi'];
/**
 * Stems of a run for an office: a candidacy launched or announced is a person's, no product ("announces 2032 presidential
 * campaign" / "announces 2032 run" / "presidential bid"). When both titles name one, these words name no product.
 */
const CANDIDACY_STEMS: readonly string[] = ['campa', 'run', 'runs', 'bid', 'bids', 'candi'];
const CANDIDACY_FILLER: readonly string[] = [...CANDIDACY_STEMS, 'presi', 'decla'];
/** Stems of an agreement between parties ("trade deal", "trade agreement", "pact"): announcing one launches no product. */
const AGREEMENT_STEMS: readonly string[] = ['deal', 'deals', 'agree', 'pact', 'pacts', 'treat', 'accor'];

/**
 * Two launches by one company of different products ("Apple announces a smart ring" / "Will Apple announce a foldable
 * iPad?"): both titles are a launch, they share one word at most (the company; none: "GPT-7 released" / "Rockstar
 * releases GTA 6") and each names product words the other lacks. Titles sharing a product word ("AR glasses" / "smart glasses") are left to the other axes.
 */
/** Title words of a move's direction (stems as titles are compared): up ("up", "rise", "gain") or down ("down", "fall"). */
const UP_STEMS: readonly string[] = ['up', 'rise', 'rises', 'gain', 'gains'];
const DOWN_STEMS: readonly string[] = ['down', 'fall', 'falls', 'drop', 'drops', 'decli'];

/**
 * Two yes/no questions on one observation whose titles ask opposite moves ("Nasdaq-100 up in April?" / "Nasdaq 100 down
 * in April?"): the YES of one is the NO of the other, never one outcome. Each title words one direction only.
 */
export function directionGap(stemsA: ReadonlySet<string>, stemsB: ReadonlySet<string>): string | null {
  const dir = (s: ReadonlySet<string>): 'up' | 'down' | null => {
    const up = UP_STEMS.some((w) => s.has(w)), down = DOWN_STEMS.some((w) => s.has(w));
    return up === down ? null : up ? 'up' : 'down';
  };
  const x = dir(stemsA), y = dir(stemsB);
  return x !== null && y !== null && x !== y ? `opposite moves (${x} vs ${y})` : null;
}

/**
 * A launch with a crew aboard ("Crewed Starship launch by March 31?") is not any launch of the vehicle (most fly without
 * one), and a crewed flight is never an uncrewed one: the crew as the titles word it (stems) must agree. A landing or a
 * mission worded crewed on one side only ("Artemis III crewed Moon landing" / "Artemis III Moon landing") is left alone:
 * the crew is often implicit there.
 */
/**
 * A country signing its accession treaty ("Montenegro signs EU accession treaty") is not its joining ("Montenegro joins the
 * EU", "becomes an EU member state"): ratification comes between. One title signs a treaty or agreement, the other joins
 * or becomes a member and signs nothing.
 */
export function accessionGap(stemsA: ReadonlySet<string>, stemsB: ReadonlySet<string>): string | null {
  const signs = (s: ReadonlySet<string>): boolean => ['sign', 'signs', 'signe'].some((w) => s.has(w)) && ['treat', 'acces', 'agree', 'pact'].some((w) => s.has(w));
  const joins = (s: ReadonlySet<string>): boolean => ['join', 'joins', 'joine', 'membe', 'acced'].some((w) => s.has(w)) && !['sign', 'signs', 'signe'].some((w) => s.has(w));
  return (signs(stemsA) && joins(stemsB)) || (signs(stemsB) && joins(stemsA)) ? 'signing a treaty vs joining' : null;
}

/**
 * A treaty's stages are three events: signed, ratified, in force ("Armenia and Azerbaijan sign peace treaty in 2032?" /
 * "Armenia-Azerbaijan peace treaty ratified by both parliaments in 2032?"). Both titles name a treaty or agreement and
 * each one stage; two different stages separate.
 */
export function treatyStageGap(stemsA: ReadonlySet<string>, stemsB: ReadonlySet<string>): string | null {
  const treaty = (s: ReadonlySet<string>): boolean => ['treat', 'agree', 'pact', 'accor', 'conve', 'deal'].some((w) => s.has(w));
  const stage = (s: ReadonlySet<string>): string | null => {
    const st = [s.has('ratif') ? 'ratified' : null, s.has('force') ? 'in force' : null, ['sign', 'signs', 'signe'].some((w) => s.has(w)) ? 'signed' : null].filter((x) => x !== null);
    return st.length === 1 ? st[0]! : null;
  };
  if (!treaty(stemsA) || !treaty(stemsB)) return null;
  const x = stage(stemsA), y = stage(stemsB);
  return x !== null && y !== null && x !== y ? `different treaty stages (${x} vs ${y})` : null;
}

/**
 * An override of a veto is not the veto ("Congress overrides a presidential veto in 2031?" / "Will the President veto a
 * bill in 2031?"): both titles name a veto, one only its override.
 */
export function overrideGap(stemsA: ReadonlySet<string>, stemsB: ReadonlySet<string>): string | null {
  if (!stemsA.has('veto') || !stemsB.has('veto')) return null;
  return stemsA.has('overr') !== stemsB.has('overr') ? 'a veto overridden vs a veto' : null;
}

/** Stems of a law's passage that name no law of their own ("signed into law", "becomes law", "enacted", "the bill"). */
const LAW_FILLER: readonly string[] = ['bill', 'bills', 'act', 'law', 'laws', 'legis', 'signe', 'sign', 'signs', 'into', 'enact', 'becom', 'pass', 'passe', 'passa',
  'congr', 'feder', 'new', 'presi', 'befor', 'by', 'in', 'the', 'a', 'an', 'year', 'end'];

/**
 * Two laws described by words that share none ("Will the 2031 reconciliation bill be signed into law?" / "Congressional
 * stock trading ban signed into law in 2031?"): two bills, whatever verbs they share. Given each side's title and its
 * stems, for two propositions that both read a law. (Not when a title names an act by its name or initials, "CLARITY
 * Act", "NDAA": the other may describe it, "Crypto market structure law".)
 */
export function lawGap(titleA: string, stemsA: ReadonlySet<string>, titleB: string, stemsB: ReadonlySet<string>): string | null {
  const named = (t: string): boolean => /\b[A-Z][\w-]*\s+Act\b|\b[A-Z]{3,}\b/.test(t);
  if (named(titleA) || named(titleB)) return null;
  const [fa, fb] = foldAcronyms(stemsA, stemsB);
  const rest = (s: ReadonlySet<string>): string[] => [...s].filter((w) => !LAW_FILLER.includes(w) && !/^\d+$/.test(w));
  const ra = rest(fa), rb = rest(fb);
  if (ra.length === 0 || rb.length === 0 || ra.some((w) => rb.includes(w))) return null;
  return `different laws (${ra.join(' ')} vs ${rb.join(' ')})`;
}

/** Unions, alliances and blocs a country joins, each by its names and initials. */
const UNIONS: ReadonlyArray<[RegExp, string]> = [
  [/\beu\b|\beuropean union\b/, 'eu'],
  [/\bnato\b|\bnorth atlantic (treaty|alliance)\b/, 'nato'],
  [/\beuro ?(area|zone)\b|\b(adopts?|join(s|ed|ing)?) the euro\b|\bschengen\b/, 'euro_schengen'],
  [/\bbrics\b/, 'brics'],
  [/\boecd\b/, 'oecd'],
  [/\bwto\b|\bworld trade organi[sz]ation\b/, 'wto'],
  [/\basean\b/, 'asean'],
  [/\bopec\b/, 'opec'],
  [/\b(un|united nations)\b/, 'un'],
];

/**
 * Joining one union or alliance is not joining another ("Ukraine joins NATO in 2032?" / "Ukraine joins the European
 * Union in 2032?"): when both titles of two joining propositions name a body joined, they name the same. Null otherwise.
 */
export function unionGap(titleA: string, titleB: string): string | null {
  const of = (t: string): string[] => {
    const s = t.toLowerCase();
    return UNIONS.filter(([re]) => re.test(s)).map(([, k]) => k);
  };
  const a = of(titleA), b = of(titleB);
  if (a.length === 0 || b.length === 0 || a.some((x) => b.includes(x))) return null;
  return `different unions joined (${a.join(',')} vs ${b.join(',')})`;
}

export function crewGap(stemsA: ReadonlySet<string>, stemsB: ReadonlySet<string>): string | null {
  const crew = (s: ReadonlySet<string>): string => (s.has('uncre') || s.has('unman') ? 'uncrewed' : s.has('crewe') || s.has('manne') ? 'crewed' : 'any');
  const launch = (s: ReadonlySet<string>): boolean => (s.has('launc') || s.has('fligh')) && !s.has('landi');
  const x = crew(stemsA), y = crew(stemsB);
  if (x === y || ((x === 'any' || y === 'any') && !(launch(stemsA) && launch(stemsB)))) return null;
  return `different crews (${x} vs ${y})`;
}

export function launchGap(stemsA: ReadonlySet<string>, stemsB: ReadonlySet<string>): string | null {
  const launch = (s: ReadonlySet<string>): boolean => LAUNCH_STEMS.some((w) => s.has(w));
  if (!launch(stemsA) || !launch(stemsB)) return null;
  // (two agreements announced: "Will the US and EU announce a trade deal?" / "US and European Union announce a trade
  // agreement"; their parties are compared as names)
  if (AGREEMENT_STEMS.some((w) => stemsA.has(w)) && AGREEMENT_STEMS.some((w) => stemsB.has(w))) return null;
  const candidacy = CANDIDACY_STEMS.some((w) => stemsA.has(w)) && CANDIDACY_STEMS.some((w) => stemsB.has(w));
  const rest = (s: ReadonlySet<string>): string[] => [...s].filter((w) => !LAUNCH_STEMS.includes(w) && !LAUNCH_FILLER.includes(w) && !(candidacy && CANDIDACY_FILLER.includes(w)) && !/^\d+$/.test(w));
  // (a product named by its initials on one side is the same product: "Grand Theft Auto VI" / "GTA 6")
  const [fa, fb] = foldAcronyms(stemsA, stemsB);
  const ra = rest(fa), rb = rest(fb);
  const shared = ra.filter((w) => rb.includes(w));
  const onlyA = ra.filter((w) => !rb.includes(w)), onlyB = rb.filter((w) => !ra.includes(w));
  return shared.length <= 1 && onlyA.length > 0 && onlyB.length > 0 ? `different products (${onlyA.join(' ')} vs ${onlyB.join(' ')})` : null;
}

/** Stems of a regulator's approval ("approves", "approved", "approval", "authorizes"). */
const APPROVAL_STEMS: readonly string[] = ['appro', 'autho'];

/**
 * Two approvals by one regulator of different things ("FDA approves MDMA for PTSD in 2032?" / "Universal flu vaccine FDA
 * approved in 2032?"): both titles are an approval by the same regulator, they share no word but the regulator's, and
 * each names what is approved in words the other lacks. The caller checks the regulator agrees.
 */
export function approvalGap(stemsA: ReadonlySet<string>, stemsB: ReadonlySet<string>, regulator: string): string | null {
  const approval = (s: ReadonlySet<string>): boolean => APPROVAL_STEMS.some((w) => s.has(w));
  if (!approval(stemsA) || !approval(stemsB)) return null;
  const [fa, fb] = foldAcronyms(stemsA, stemsB);
  const reg = regulator.toLowerCase().slice(0, 5);
  const rest = (s: ReadonlySet<string>): string[] => [...s].filter((w) => !APPROVAL_STEMS.includes(w) && !LAUNCH_FILLER.includes(w) && w !== reg && !/^\d+$/.test(w));
  const ra = rest(fa), rb = rest(fb);
  if (ra.some((w) => rb.includes(w))) return null;
  return ra.length > 0 && rb.length > 0 ? `different things approved (${ra.join(' ')} vs ${rb.join(' ')})` : null;
}

/**
 * The kind of vote a title asks about: a referendum or plebiscite (a vote on a question) or an election (a vote for people
 * or parties); null when it names neither. A title naming a referendum is about the referendum whatever else it names.
 */
export function voteKind(text: string): 'referendum' | 'election' | null {
  if (/\b(referend(um|ums|a)|plebiscites?)\b/i.test(text)) return 'referendum';
  return /\belections?\b/i.test(text) ? 'election' : null;
}

/** Words of a weekly stocks report (EIA's petroleum status, its gas storage): the level of a stock or its change. */
const INVENTORY_WORDS = /\b(inventor(y|ies)|stocks?|stockpiles?|builds?|draws?|storage|supplies)\b/;

/** The stocks a weekly report counts separately: crude oil is not gasoline, nor distillates (diesel, heating oil). */
const INVENTORY_PRODUCTS: ReadonlyArray<[RegExp, string]> = [
  [/\bcrude\b/, 'crude'],
  [/\b(motor )?gasoline\b/, 'gasoline'],
  [/\bdistillates?\b|\bdiesel\b|\bheating oil\b/, 'distillate'],
  [/\bjet fuel\b/, 'jet_fuel'],
  [/\bpropane\b/, 'propane'],
  [/\bnatural gas\b|\bnat ?gas\b/, 'natgas'],
];

/** The products whose stocks a title is about ("EIA gasoline stocks build", "crude draw"); empty when it names no stocks. */
export function inventoryProducts(text: string): string[] {
  const s = text.toLowerCase();
  if (!INVENTORY_WORDS.test(s)) return [];
  return INVENTORY_PRODUCTS.filter(([re]) => re.test(s)).map(([, k]) => k).sort();
}

/**
 * Two stock reports of different products are different series, though one agency publishes them on one morning
 * ("EIA crude inventories: build or draw?" / "EIA Gasoline Stocks Build?"); null when either names no product.
 */
export function inventoryGap(a: string, b: string): string | null {
  const pa = inventoryProducts(a), pb = inventoryProducts(b);
  if (pa.length === 0 || pb.length === 0 || pa.some((p) => pb.includes(p))) return null;
  return `different stocks (${pa.join(',')} vs ${pb.join(',')})`;
}
