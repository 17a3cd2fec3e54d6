// Unit tests of event matching on markets, releases, weather and culture titles: stations, landfalls, closes vs
// intraday highs, count buckets, signs, gross amounts, rankings, leaderboards and ladders listed one market per event.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { IdRegistry, assignEventIds, buildEvent } from './canonical.ts';
import { MATCH_ACCEPT, domainOf, rangeTick, sameCuts, songCredit, eventFeatures, facetsOf, ladderPieces, matchEvents, meetingAcrossMonths, scorePair, type EventFeatures, type VenueMarketInput } from './match.ts';
import { fiscalYears, parseDates, parseStrikes, parseYears } from './text.ts';
import { priceKindOf } from './observe.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q60', kind: 'geographic_region', canonical_name: 'New York City', aliases: ['NYC'], metadata: { country: 'Q30', level: 'city' } },
  { kb_qid: 'Q1297', kind: 'geographic_region', canonical_name: 'Chicago', aliases: [], metadata: { country: 'Q30', level: 'city' } },
  { kb_qid: 'Q30', kind: 'geographic_region', canonical_name: 'United States', aliases: ['US'], metadata: { level: 'country' } },
]);
const close = Date.parse('2027-07-16T12:00:00Z');
let n = 0;
const mk = (label: string, question = '', rules: string | null = null): VenueMarketInput => ({
  venue_market_id: `m${++n}`, question, outcome_label: label, yes_token: null, no_token: null, status: 'active',
  close_time_ms: close, expiration_time_ms: close, rules, resolution_source: null,
});
const ev = (venue: string, title: string, category: string | null, markets: VenueMarketInput[], opts: { rules?: string; sources?: string[]; closeMs?: number } = {}): EventFeatures =>
  eventFeatures({ venue, venue_event_id: `e${++n}`, event_slug: null, title, sub_title: null, category, status: 'active', mutually_exclusive: markets.length > 1,
    market_type: null, close_time_ms: opts.closeMs ?? close, settlement_sources: opts.sources ?? [], rules: opts.rules ?? null, markets }, kb);
const score = (a: EventFeatures, b: EventFeatures) => (a.key < b.key ? scorePair(a, b) : scorePair(b, a));

describe('weather stations', () => {
  it('keeps a city read at two of its stations one event, the titled station ranked below its own; another city station apart', () => {
    const city = ev('alpha', 'Highest temperature in Chicago on Jul 15, 2027?', 'Climate and Weather', [mk('90° or above', '', 'Maximum temperature at Chicago Midway Airport (KMDW) per the NWS CLI.')]);
    const ohare = ev('beta_us', "Chicago O'Hare high temperature July 15, 2027", 'Weather', [mk('90°F or above', "Will O'Hare (KORD) record a high of 90°F or above on July 15, 2027?")]);
    const read = ev('beta', 'Highest temperature in Chicago on July 15, 2027?', 'Weather', [mk('90°F or higher')], { rules: "Highest temperature recorded at Chicago O'Hare International Airport (KORD)." });
    expect(score(city, ohare).vetoes).toEqual([]);
    expect(score(city, ohare).notes).toContain('read at another station of the city the title names');
    expect(score(city, ohare).confidence).toBeLessThan(score(read, ohare).confidence - 0.1);
    expect(score(city, read).vetoes).toEqual([]);
    expect(score(read, ohare).vetoes).toEqual([]);
    const nyc = ev('alpha', 'Highest temperature in NYC on Jul 15, 2027?', 'Climate and Weather', [mk('90° or above', '', 'Maximum temperature at Central Park (KNYC) per the NWS CLI.')]);
    const newark = ev('gamma', 'Newark high temperature July 15, 2027', null, [mk('90°F or above', '', 'Newark Liberty (KEWR) per the NWS CLI.')]);
    expect(score(nyc, newark).vetoes.join()).toContain('different weather stations (KEWR vs KNYC)');
  });
  it('reads a city the title writes in another form as the city its named stations read ("New York … (LaGuardia)")', () => {
    const a = ev('alpha', 'Highest temperature in NYC on Apr 20, 2030', 'Climate and Weather', [mk('64° to 65°', '', 'Resolves on the maximum temperature at Central Park, New York, in the NWS Daily Climate Report for April 20, 2030.')]);
    const g = ev('gamma', 'New York max temp on 20 April 2030 (LaGuardia)', null, [mk('64–65°F', '', 'Per the KLGA daily maximum temperature on April 20, 2030.')]);
    expect([...g.context]).toEqual(['Q60']);
    expect(g.subject.names).toEqual([]);
    expect(score(a, g).vetoes).toEqual([]);
    // (another city's stations: no city joins, the names stay apart)
    const b = ev('gamma', 'Boston max temp on 20 April 2030 (LaGuardia)', null, [mk('64–65°F', '', 'Per the KLGA daily maximum temperature on April 20, 2030.')]);
    expect([...b.context]).not.toContain('Q60');
  });
  it('reads a station named by the title as its city', () => {
    const a = ev('alpha', 'NYC snow in Dec 2027', 'Climate and Weather', [mk('Above 2 inches', '', 'Total snowfall at Central Park in December 2027 per NWS New York.'), mk('Above 4 inches')], { closeMs: Date.parse('2028-01-01T12:00:00Z') });
    const g = ev('gamma', 'Central Park snowfall, December 2027', null, [mk('2 inches or less'), mk('More than 2 inches')], { closeMs: Date.parse('2028-01-01T12:00:00Z') });
    expect([...g.context]).toEqual(['Q60']);
    expect(g.markets.map((m) => m.key)).toEqual(['num::le:2', 'num::gt:2']);
    expect(score(a, g).vetoes).toEqual([]);
    expect(score(a, g).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
  });
});

describe('ladders with a blank in the title', () => {
  it('keeps the percent of a level the title leaves blank ("10Y yield above ___" with "4.00%")', () => {
    const a = ev('alpha', '10-year Treasury yield on Dec 31, 2027', 'Economics', [mk('Above 4.00%'), mk('Above 4.50%')]);
    const b = ev('beta', '10Y yield above ___ on December 31?', 'Economics', [mk('4.00%', '10Y yield above ___ on December 31?'), mk('4.50%', '10Y yield above ___ on December 31?')]);
    expect(b.markets.map((m) => m.key)).toEqual(a.markets.map((m) => m.key));
  });
});

describe('weather stations of one city name', () => {
  it('tells Portland, Oregon from Portland, Maine by their stations', () => {
    const or = ev('alpha', 'Rain in Portland, OR on Thanksgiving?', 'Climate and Weather', [mk('Measurable rain', '', 'Resolves Yes if Portland International Airport (KPDX) records 0.01" or more of precipitation on November 25, 2027.')]);
    const me = ev('beta', 'Rain in Portland on Thanksgiving?', 'Weather', [mk('Yes', 'Rain in Portland on Thanksgiving?', 'Resolves Yes if the Portland International Jetport, Maine (KPWM) records measurable precipitation on November 25, 2027.')]);
    expect(score(or, me).vetoes.join()).toContain('weather stations in different states');
  });
});

describe('what a market pays on', () => {
  it('reads a company written as its stock ticker in a title as the words of its name', () => {
    const t = ev('gamma', 'Will UNP close its acquisition of NSC before July 2029?', 'Business', [mk('Yes')]);
    expect([...t.tokens]).toEqual(expect.arrayContaining(['union', 'pacif', 'norfo', 'south']));
    expect(t.tokens.has('unp')).toBe(false);
  });
  it('reads the quote currency of a trading pair as no subject of the market', () => {
    const coins = new KnowledgeBase([
      { kb_qid: 'Q131723', kind: 'organization', canonical_name: 'Bitcoin', aliases: ['BTC'], metadata: { asset_kind: 'cryptocurrency', ticker: 'BTC' }, domain: 'crypto' },
      { kb_qid: 'local:organization:tether', kind: 'organization', canonical_name: 'Tether', aliases: ['USDT'], metadata: { asset_kind: 'cryptocurrency', ticker: 'USDT' }, domain: 'crypto' },
    ]);
    const f = (title: string): EventFeatures => eventFeatures({ venue: 'gamma', venue_event_id: `e${++n}`, event_slug: null, title, sub_title: null, category: 'Crypto', status: 'active',
      mutually_exclusive: false, market_type: null, close_time_ms: close, settlement_sources: [], rules: null, markets: [mk('Above $140,000')] }, coins);
    expect(f('BTC/USDT price at 12:00 ET on 30 June 2029 (Binance)').context.size).toBe(1);
    expect(f('USDT market cap above $200B on June 30, 2029?').context.size).toBe(1);
  });
  it('reads a rate meeting over the turn of a month by either month', () => {
    const fed = new Set(['Q53536']);
    const july = { ev: { title: 'Fed rate cut in July 2029?' }, context: fed };
    const meeting = { ev: { title: 'FOMC cuts rates at the July 31–August 1, 2029 meeting?' }, context: fed };
    const m = { key: '2029-07', granularity: 'month' as const, yearExplicit: true };
    const d = { key: '2029-08-01', granularity: 'day' as const, yearExplicit: true };
    expect(meetingAcrossMonths(july, meeting, m, d)).toBe(true);
    // (not a day later in the month, nor another month, nor a title about no meeting)
    expect(meetingAcrossMonths(july, meeting, m, { ...d, key: '2029-08-15' })).toBe(false);
    expect(meetingAcrossMonths(july, meeting, { ...m, key: '2029-06' }, d)).toBe(false);
    expect(meetingAcrossMonths({ ev: { title: 'Bitcoin above $100k in July 2029?' }, context: fed }, meeting, m, d)).toBe(false);
  });
  it('tells two temperature datasets apart when both titles name theirs', () => {
    expect(facetsOf('Australian GP 2031 — fastest lap (race)', 'other')['session']).toBe('fastest_lap');
    expect(facetsOf('F1 Australian Grand Prix 2031 winner', 'sports')['session']).toBeUndefined();
    expect(facetsOf('Will July 2029 be the hottest July on record (NOAA)?', 'culture')['dataset']).toBe('noaa');
    expect(facetsOf('NOAA hurricane count 2029', 'culture')['dataset']).toBeUndefined();
    const a = ev('alpha', 'Will July 2029 be the hottest July on record (NOAA)?', 'Climate and Weather', [mk('Hottest July')]);
    const b = ev('beta', 'July 2029 hottest July ever recorded (Copernicus)?', 'Weather', [mk('Yes')]);
    expect(score(a, b).vetoes.join()).toContain('different dataset');
    // (named by one title only, the other's may be the same: no difference)
    const c = ev('beta', 'July 2029 hottest July on record?', 'Weather', [mk('Yes')]);
    expect(score(a, c).vetoes.join()).not.toContain('different dataset');
  });
  it('tells one award show category and one chart of a publisher from another', () => {
    expect(facetsOf('2029 VMAs Video of the Year', 'culture')['award']).toBe('video');
    expect(facetsOf('VMAs 2029 Artist of the Year', 'culture')['award']).toBe('artist');
    const a = ev('alpha', '2029 VMAs Video of the Year', 'Entertainment', [mk('Taylor Swift'), mk('Sabrina Carpenter')]);
    const b = ev('beta', 'VMAs 2029 Artist of the Year', 'Music', [mk('Taylor Swift'), mk('Sabrina Carpenter')]);
    expect(score(a, b).vetoes.join()).toContain('different award');
    expect(facetsOf('Billboard Hot 100 #1 song on Jun 16, 2029', 'culture')['chart']).toBe('hot100');
    const h = ev('alpha', 'Billboard Hot 100 #1 on June 16?', 'Entertainment', [mk('Taylor Swift'), mk('Morgan Wallen')]);
    const c = ev('beta', 'Billboard 200 #1 album on June 16?', 'Music', [mk('Taylor Swift'), mk('Morgan Wallen')]);
    expect(score(h, c).vetoes.join()).toContain('different chart');
    // the first place of a named chart in the venues' words ("top album", "#1 (chart dated ...)") is one question
    const t = ev('alpha', 'Billboard 200 top album on May 5, 2029', 'Entertainment', [mk('Taylor Swift'), mk('Morgan Wallen')]);
    const u = ev('gamma', 'Billboard 200 #1 (chart dated May 5, 2029)', null, [mk('Taylor Swift'), mk('Morgan Wallen')]);
    expect([...t.tokens].sort()).toEqual(['chart:first', 'p:billboard_200']);
    expect([...u.tokens].filter((x) => t.tokens.has(x)).sort()).toEqual(['chart:first', 'p:billboard_200']);
    expect(score(t, u).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    // (a chart named on one side only is no difference)
    const d = ev('beta', 'Billboard #1 on June 16?', 'Music', [mk('Taylor Swift'), mk('Morgan Wallen')]);
    expect(score(h, d).vetoes.join()).not.toContain('different chart');
  });
  it('tells a storm making landfall from one forming', () => {
    expect(facetsOf('Category 5 hurricane makes US landfall in 2027?', 'culture')).toEqual({ landfall: 'landfall', storm_class: 'cat5' });
    const a = ev('alpha', 'Category 5 hurricane in the Atlantic in 2027?', 'Climate and Weather', [mk('Cat 5 forms')]);
    const b = ev('beta', 'Category 5 hurricane makes US landfall in 2027?', 'Weather', [mk('Yes', 'Will a Category 5 hurricane make landfall in the United States in 2027?')]);
    expect(score(a, b).vetoes.join()).toContain('different landfall');
  });
  it('tells a major hurricane from a Category 5 one', () => {
    expect(facetsOf('Will a major hurricane make US landfall in 2029?', 'other')['storm_class']).toBe('cat3+');
    expect(facetsOf('Category 3+ hurricane landfall in Florida?', 'other')['storm_class']).toBe('cat3+');
    const a = ev('alpha', 'Will a major hurricane make US landfall in 2029?', 'Climate and Weather', [mk('Yes')]);
    const b = ev('beta', 'Category 5 hurricane makes US landfall in 2029?', 'Weather', [mk('Yes')]);
    expect(score(a, b).vetoes.join()).toContain('different storm_class');
  });
  it('tells one product launch of a company from another', () => {
    const a = ev('alpha', 'Will Apple announce a foldable iPad in 2029?', 'Science and Technology', [mk('Yes')]);
    const b = ev('beta', 'Apple announces a smart ring in 2029?', 'Tech', [mk('Yes')]);
    const c = ev('gamma', 'Apple unveils a foldable iPad before 2030?', null, [mk('Yes')]);
    expect(score(a, b).vetoes.join()).toContain('different products');
    expect(score(a, c).vetoes.join()).not.toContain('different products');
  });
  it('tells a rocket\'s booster from its upper stage', () => {
    const a = ev('beta', 'Will SpaceX catch a Starship upper stage in 2027?', 'Science', [mk('Yes', 'Will SpaceX catch the Starship upper stage (Ship) with the tower arms by December 31, 2027?')]);
    const b = ev('gamma', 'Starship Ship caught by the launch tower in 2027?', null, [mk('Yes')]);
    const c = ev('gamma', 'Super Heavy booster caught by the launch tower in 2027?', null, [mk('Yes')]);
    expect(score(a, b).vetoes).toEqual([]);
    expect(score(a, b).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    expect(score(a, c).vetoes.join()).toContain('different rocket_stage (ship vs booster)');
    // "Starship (ship)" names the upper stage too
    expect(facetsOf('SpaceX catches Starship (ship) with tower in 2026?', 'other')['rocket_stage']).toBe('ship');
  });
  it('tells an intraday high from a daily close above a level', () => {
    const a = ev('alpha', 'S&P 500 intraday high in 2027', 'Financials', [mk('8,000 or above')]);
    const b = ev('beta', 'S&P 500 closes above 8,000 in 2027?', 'Finance', [mk('Yes', 'Will the S&P 500 have a daily close above 8,000 at any time in 2027?')]);
    expect(a.facets['basis']).toBe('intraday');
    expect(b.facets['basis']).toBe('close');
    expect(score(a, b).vetoes.join()).toContain('different basis (intraday vs close)');
  });
  it('reads a level reached in other verbs as one market', () => {
    const a = ev('beta', 'Will gold hit $5,000 in 2027?', 'Economics', [mk('Yes', 'Will gold (GC front month) trade at $5,000 or higher at any point in 2027?')]);
    const b = ev('gamma', 'Gold futures reach $5,000/oz during 2027?', null, [mk('Yes')]);
    expect(score(a, b).vetoes).toEqual([]);
    expect(score(a, b).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
  });
});

describe('outcomes in other words', () => {
  it('aligns the buckets of a count', () => {
    const a = ev('alpha', 'Number of Atlantic hurricanes in 2027', 'Climate and Weather', [mk('5 or fewer'), mk('6 to 7'), mk('8 to 9'), mk('10 or more')]);
    const g = ev('gamma', '2027 Atlantic hurricane count', null, [mk('0-5'), mk('6-7'), mk('8 or more')]);
    expect(a.markets.map((m) => m.key)).toEqual(['num::le:5', 'num::range:6:7', 'num::range:8:9', 'num::ge:10']);
    expect(g.markets.map((m) => m.key)).toEqual(['num::le:5', 'num::range:6:7', 'num::ge:8']);
  });
  it('aligns the sign of a flow with "above $0", and "Increase" of a change in a ladder with "above 0.0%"', () => {
    const a = ev('alpha', 'IBIT net flows in Q1 2027', 'Crypto', [mk('Net inflows above $0'), mk('Above $10 billion')]);
    const b = ev('beta', 'BlackRock IBIT net inflows in Q1 2027?', 'Crypto', [mk('Positive'), mk('Negative')]);
    expect(b.markets.map((m) => m.key)).toEqual([a.markets[0]!.key, 'num::lt:0']);
    expect(score(a, b).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const r = ev('alpha', 'Retail sales MoM in Jan 2027', 'Economics', [mk('Above 0.0%'), mk('Above 0.5%')]);
    const s = ev('beta_us', 'US retail sales January 2027', 'Economics', [mk('Increase'), mk('Over 0.5%')]);
    expect(s.markets.map((m) => m.key)).toEqual(r.markets.map((m) => m.key));
  });
  it('reads "Above $100M" and "$100M+" of a gross as one outcome, as on a price', () => {
    const a = ev('alpha', 'The Batman Part II opening weekend domestic box office', 'Entertainment', [mk('Above $100M')]);
    const b = ev('beta', 'The Batman Part II opening weekend box office?', 'Culture', [mk('$100M+')]);
    expect(a.markets[0]!.key).toBe(b.markets[0]!.key);
  });
  it('reads the label of a one-market ranking that names a new name as the outcome', () => {
    const a = ev('alpha', 'Billboard Hot 100 #1 on chart dated Jan 9, 2027', 'Entertainment', [mk('All I Want for Christmas Is You'), mk('Any other song')]);
    const b = ev('beta', '#1 song on the Billboard Hot 100 (Jan 9, 2027 chart)?', 'Culture', [mk('All I Want for Christmas Is You', '#1 song on the Billboard Hot 100 (Jan 9, 2027 chart)?')]);
    expect([...b.keySet]).toEqual([a.markets[0]!.key]);
    // a label that repeats the question's words stays its YES side
    expect([...ev('gamma', 'Who will top the Billboard Hot 100?', null, [mk('Top the Billboard Hot 100')]).keySet]).toEqual(['yes::pos']);
  });
  it('reads the leaderboard a ranking is read on from its rules or sources', () => {
    const a = ev('alpha', 'Top AI model on Jun 30, 2027?', 'Science and Technology', [mk('OpenAI', '', 'The company whose model ranks first on the LMArena Text leaderboard on June 30, 2027.'), mk('Google')]);
    const g = ev('gamma', 'Top of LMArena text leaderboard on June 30, 2027', null, [mk('Google'), mk('OpenAI')]);
    expect(a.subject.platform).toEqual(['lmarena']);
    expect(a.tokens.has('p:lmarena') && g.tokens.has('p:lmarena')).toBe(true);
    expect(g.tokens.has('lmare')).toBe(false);
    expect(score(a, g).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
  });
  it('dates "end of January" to the month', () => {
    expect(parseDates('Which company has best AI model end of January?', Date.parse('2027-01-31T00:00:00Z')).map((d) => d.key)).toEqual(['2027-01']);
  });
});

describe('a ladder listed as one-market events', () => {
  const jul = Date.parse('2027-07-14T12:30:00Z');
  const ladder = (): EventFeatures => ev('alpha', 'CPI year-over-year in Jun 2027 (range)', 'Economics', [mk('2.4% or below'), mk('2.5% to 2.9%'), mk('3.0% to 3.4%'), mk('3.5% or above')], { closeMs: jul });
  const piece = (title: string, category: string | null = null): EventFeatures => ev('gamma', title, category, [mk('Yes')], { closeMs: jul });
  it('puts the pieces in the ladder\'s canonical event, each aligned with its own outcome', () => {
    const a = ladder();
    const g1 = piece('June 2027 US CPI YoY between 2.5% and 2.9%?'), g2 = piece('June 2027 US CPI YoY between 3.0% and 3.4%?'), g3 = piece('June 2027 US CPI YoY at least 3.5%?');
    expect(ladderPieces(g1, g2)).toBe(true);
    const out = matchEvents([a, g1, g2, g3]);
    const c = out.clusters.find((x) => x.members.includes(a))!;
    expect(c.members.map((m) => m.key).sort()).toEqual([a, g1, g2, g3].map((m) => m.key).sort());
    const reg = new IdRegistry();
    const built = buildEvent(c, assignEventIds([c], reg)[0]!, { kb, reg, nowMs: 0, kbSyncedAtMs: 0, previous: () => undefined }).event;
    expect(built.outcomes.filter((o) => o.venue_listings.length === 2).length).toBe(3);
    expect(built.venue_pairs.every((p) => p.venue_a !== p.venue_b)).toBe(true);
  });
  it('keeps apart one-market events of one venue that differ in more than the strike', () => {
    const g1 = piece('June 2027 US CPI YoY between 2.5% and 2.9%?');
    const pce = piece('June 2027 US PCE YoY between 3.0% and 3.4%?');
    expect(ladderPieces(g1, pce)).toBe(false);
    expect(ladderPieces(g1, piece('June 2027 US CPI YoY between 2.5% and 2.9%?'))).toBe(false);
  });
});

describe('a categorical market listed as one-market events', () => {
  const dec = Date.parse('2026-12-06T15:00:00Z');
  const field = (): EventFeatures => ev('alpha', "F1 Drivers' Champion?", 'Sports', [mk('George Russell'), mk('Lando Norris'), mk('Max Verstappen'), mk('Kimi Antonelli')], { closeMs: dec });
  const piece = (name: string, frame = "Will {} win the 2026 F1 Drivers' Championship?"): EventFeatures => ev('beta_us', frame.replace('{}', name), 'F1', [mk('Yes')], { closeMs: dec });
  it('puts the pieces in the categorical market\'s canonical event, each aligned with its own outcome', () => {
    const a = field();
    const p1 = piece('George Russell'), p2 = piece('Lando Norris'), p3 = piece('Max Verstappen');
    expect(ladderPieces(p1, p2)).toBe(true);
    const out = matchEvents([a, p1, p2, p3]);
    const c = out.clusters.find((x) => x.members.includes(a))!;
    expect(c.members.map((m) => m.key).sort()).toEqual([a, p1, p2, p3].map((m) => m.key).sort());
    const reg = new IdRegistry();
    const built = buildEvent(c, assignEventIds([c], reg)[0]!, { kb, reg, nowMs: 0, kbSyncedAtMs: 0, previous: () => undefined }).event;
    expect(built.outcomes.filter((o) => o.venue_listings.length === 2).map((o) => o.label).sort()).toEqual(['George Russell', 'Lando Norris', 'Max Verstappen']);
  });
  it('keeps apart one-market events whose titles differ in more than the name', () => {
    expect(ladderPieces(piece('George Russell'), piece('Lando Norris', "Will {} win the 2026 F1 Sprint Championship?"))).toBe(false);
    expect(ladderPieces(piece('George Russell'), piece('George Russell'))).toBe(false);
  });
});

describe('a futures market whose league no text names', () => {
  const team = (name: string, league: string, city: string, aliases: string[] = []) => ({ kb_qid: `local:team:${name.toLowerCase().replace(/ /g, '-')}`, kind: 'team' as const, canonical_name: name, aliases, metadata: { league, city }, domain: 'sports' });
  const teams = new KnowledgeBase([
    team('Los Angeles Dodgers', 'MLB', 'Los Angeles', ['Dodgers']), team('New York Yankees', 'MLB', 'New York', ['Yankees']),
    team('Detroit Tigers', 'MLB', 'Detroit'), team('San Francisco Giants', 'MLB', 'San Francisco'), team('New York Giants', 'NFL', 'New York'),
  ]);
  const f = (labels: string[]) => eventFeatures({ venue: 'beta', venue_event_id: `e${++n}`, event_slug: null, title: 'Tarik Skubal Next Team', sub_title: null, category: 'Sports', status: 'active',
    mutually_exclusive: true, market_type: null, close_time_ms: close, settlement_sources: [], rules: null, markets: labels.map((l) => mk(l)) }, teams);
  it('resolves a nickname by the one league of the teams the other outcomes name', () => {
    expect(f(['Dodgers', 'Yankees', 'Tigers', 'Giants']).markets.map((m) => m.entity?.canonical_name ?? m.key)).toEqual(['Los Angeles Dodgers', 'New York Yankees', 'Detroit Tigers', 'San Francisco Giants']);
    // one team named: no league to read; the nickname stays a label
    expect(f(['Dodgers', 'Giants']).markets[1]!.key).toBe('lbl:giants');
  });
});

describe('holdout19 kinds: awards, the All-Star Game, domains from titles, questions on a named subject', () => {
  it('tells the screenplay awards apart and reads an AL vs NL game as of neither league', () => {
    expect(facetsOf('Oscar for Best Adapted Screenplay 2028', 'culture')['award']).toBe('adapted_screenplay');
    expect(facetsOf('"Meridian" to win Best Original Screenplay at the 100th Oscars?', 'culture')['award']).toBe('original_screenplay');
    expect(facetsOf('MLB All-Star Game: American League vs. National League', 'sports')['stage']).toBeUndefined();
    expect(facetsOf('American League MVP 2028', 'sports')['stage']).toBe('al');
  });
  it('reads a title\'s domain: "Euro 2028" is sports, "World" alone is no politics', () => {
    expect(ev('gamma', 'Spain to reach the Euro 2028 final?', null, [mk('Yes', 'Spain to reach the Euro 2028 final?')]).domain).toBe('sports');
    expect(ev('gamma', 'Jurassic World: Extinction opening weekend above ___ (3-day)?', null, [mk('$120M')]).domain).not.toBe('politics');
  });
  it('reads the party of a primary and the nominee as a subject as no YES side', () => {
    const primary = ev('gamma', 'Will Gavin Newsom win the 2028 New Hampshire Democratic primary?', 'Politics', [mk('Yes', 'Will Gavin Newsom win the 2028 New Hampshire Democratic primary?')]);
    expect(primary.markets[0]!.key).toBe('lbl:gavin newsom');
    const vp = ev('alpha', 'Will the Democratic nominee announce a running mate before Aug 1, 2028?', 'Politics', [mk('Before Aug 1', 'Will the Democratic nominee announce a running mate before Aug 1, 2028?')]);
    expect(vp.markets[0]!.key).toBe('yes:announce:pos');
  });
  it('reads "Will X be the largest ...?" as X, a label restating a common word as Yes, a blank with degrees', () => {
    const largest = ev('beta_us', 'Will Apple be the largest company by market cap on June 30, 2028?', 'Companies', [mk('Yes', 'Will Apple be the largest company by market cap on June 30, 2028?')]);
    expect(largest.markets[0]!.key).toBe('lbl:apple');
    const record = ev('alpha', 'Will July 2028 be the hottest July on record globally (NOAA)?', 'Climate and Weather', [mk('Record', 'Will July 2028 be the hottest July on record globally (NOAA)?')]);
    expect(record.markets[0]!.key).toBe('yes::pos');
    const blank = ev('gamma', 'Phoenix Sky Harbor high above ___ on July 15, 2028?', null, [mk('112°F', '112°F'), mk('115°F', '115°F')]);
    expect(blank.markets.map((m) => m.key)).toEqual(['num::ge:113', 'num::ge:116']);
  });
});

describe('trading pairs', () => {
  const ckb = new KnowledgeBase([
    { kb_qid: 'Q131723', kind: 'organization', canonical_name: 'Bitcoin', aliases: ['BTC'], metadata: { asset_kind: 'cryptocurrency', ticker: 'BTC' }, domain: 'crypto' },
    { kb_qid: 'local:organization:tether', kind: 'organization', canonical_name: 'Tether', aliases: ['USDT'], metadata: { asset_kind: 'cryptocurrency', ticker: 'USDT' }, domain: 'crypto' },
  ]);
  const cev = (venue: string, title: string, category: string | null, labels: string[], rules: string | null = null): EventFeatures =>
    eventFeatures({ venue, venue_event_id: `e${++n}`, event_slug: null, title, sub_title: null, category, status: 'active', mutually_exclusive: true,
      market_type: null, close_time_ms: close, settlement_sources: [], rules, markets: labels.map((l) => mk(l)) }, ckb);
  it('reads the quote currency of a pair as the unit of the price, not a second subject', () => {
    const pair = cev('gamma', 'BTC/USDT above on Jul 16 17:00 ET', null, ['Above $84,000', 'Above $86,000'], 'Binance BTC/USDT 1-minute candle closing at 17:00 ET.');
    const plain = cev('alpha', 'Bitcoin price on Jul 16, 2027 at 5pm EDT?', 'Crypto', ['84,000 or above', '86,000 or above']);
    expect([...pair.context]).toEqual([...plain.context]);
    expect(score(pair, plain).vetoes).toEqual([]);
    // Tether itself, as the base of a pair or named alone, stays the subject
    expect(cev('gamma', 'USDT/USD below $0.99 on Jul 16?', null, ['Yes']).context.size).toBe(1);
  });
});

describe('a ladder whose title ends in its comparison', () => {
  it('reads bare levels under a title ending in "above" as that comparison, and an exchange rate as a quoted price', () => {
    const a = ev('alpha', 'USD/JPY on Jul 16, 2027 at 10am EDT?', 'Financials', [mk('150.00 or above'), mk('152.00 or above')]);
    const g = ev('gamma', 'USD/JPY at 10:00 ET on 16 Jul above', null, [mk('150.00'), mk('152.00')]);
    expect(g.markets.map((m) => m.key)).toEqual(a.markets.map((m) => m.key));
    expect(score(a, g).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
  });
  it('reads a chart\'s "week of Jan 6" as the seven days Jan 6-12', () => {
    const ref = Date.parse('2031-01-10T00:00:00Z');
    expect(parseDates('Top Netflix show (English TV), week of Jan 6, 2031', ref).map((d) => d.key)).toEqual(['2031-01-06', '2031-01-12']);
    expect(parseDates('week of Dec 29, 2030', ref).map((d) => d.key)).toEqual(['2030-12-29', '2031-01-04']);
    expect(parseDates('Top show on Jan 6, 2031', ref).map((d) => d.key)).toEqual(['2031-01-06']);
  });

  it('reads a temperature below zero with its sign and its bound ("Below -10°F" is not "-10°F or colder")', () => {
    expect(parseStrikes('Below -10°F')).toEqual([{ op: 'lt', lo: '-10', hi: '-10', unit: 'deg' }]);
    expect(parseStrikes('Chicago reaches -10°F or colder in January?')).toEqual([{ op: 'le', lo: '-10', hi: '-10', unit: 'deg' }]);
    expect(parseStrikes('35°F or colder')).toEqual([{ op: 'le', lo: '35', hi: '35', unit: 'deg' }]);
    expect(parseStrikes('40 - 41°F')).toEqual([{ op: 'range', lo: '40', hi: '41', unit: 'deg' }]);
  });

  it('reads a duration h:mm:ss as its seconds, and "faster than" as below', () => {
    expect(parseStrikes('Under 2:03:00')).toEqual([{ op: 'lt', lo: '7380', hi: '7380', unit: '' }]);
    expect(parseStrikes('Above 0.5 at 9:30:00 AM ET')).toEqual([{ op: 'gt', lo: '0.5', hi: '0.5', unit: '' }]);
    const a = ev('alpha', "London Marathon 2027 men's winning time?", 'Sports', [mk('Under 2:03:00'), mk('Under 2:04:00')]);
    const g = ev('gamma', "London Marathon 2027 men's winning time faster than", null, [mk('2:03:00'), mk('2:04:00'), mk('2:05:00')]);
    expect(g.markets.slice(0, 2).map((m) => m.key)).toEqual(a.markets.map((m) => m.key));
    expect(score(a, g).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
  });
});

describe('one-market labels', () => {
  it('reads a label that is the verb of the question, inflected, as the YES side', () => {
    const a = ev('alpha', 'Acme Brands beats revenue estimates?', 'Companies', [mk('Beat', 'Acme Brands beats revenue estimates?')]);
    const u = ev('beta_us', 'Will Acme Brands beat revenue estimates?', 'Earnings', [mk('Yes', 'Will Acme Brands beat revenue estimates?')]);
    expect(a.markets[0]!.key).toBe(u.markets[0]!.key);
  });
  it('reads the one name under a title naming the winner it asks for as that outcome', () => {
    const u = ev('beta_us', 'Kentucky Senate Republican Primary Winner', 'Politics', [mk('Rand Paul', 'Kentucky Senate Republican Primary Winner')]);
    expect(u.markets[0]!.key).toBe('lbl:rand paul');
  });
});

describe('a name written together with its number', () => {
  it('reads "TIME100" as the words of "TIME 100"', () => {
    const a = ev('alpha', 'Who will be on the 2027 TIME100 list?', 'Entertainment', [mk('Zohran Mamdani'), mk('Sam Altman')]);
    const b = ev('beta', 'TIME 100 2027: Who will be included?', 'Culture', [mk('Zohran Mamdani'), mk('Sam Altman')]);
    expect([...a.tokens]).toContain('time');
    expect(score(a, b).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
  });
});

describe('a ladder title ending in an inclusive comparison', () => {
  it('keeps the bound of "at or above" and "at least"', () => {
    const g = ev('gamma', 'Initial jobless claims for the week ending Jul 10 at or above', null, [mk('230,000'), mk('240,000')]);
    expect(g.markets.map((m) => m.strike?.op)).toEqual(['ge', 'ge']);
    const h = ev('gamma', 'Initial jobless claims for the week ending Jul 10 above', null, [mk('230,000'), mk('240,000')]);
    expect(h.markets.map((m) => m.strike?.op)).toEqual(['gt', 'gt']);
    expect(h.markets[0]!.key).not.toBe(g.markets[0]!.key);
  });
});

describe('a blank after a verb of reaching', () => {
  it('reads "hits ___" with bare levels as the levels reached', () => {
    const g = ev('gamma', 'S&P 500 hits ___ in 2027', null, [mk('8,500'), mk('9,000')], { closeMs: Date.parse('2027-12-31T21:00:00Z') });
    const u = ev('beta_us', 'S&P 500 to reach 9,000 in 2027?', 'Finance', [mk('Yes', 'S&P 500 to reach 9,000 in 2027?')], { closeMs: Date.parse('2027-12-31T21:00:00Z') });
    expect(g.markets[1]!.key).toBe(u.markets[0]!.key);
  });
  it('reads a blank written as an ellipsis as a blank', () => {
    const g = ev('gamma', 'Initial jobless claims above ... for the week ending Jul 10', null, [mk('230,000'), mk('240,000')]);
    const b = ev('beta', 'Initial jobless claims above ___ for the week ending Jul 10?', 'Economics', [mk('230,000'), mk('240,000')]);
    expect(g.markets.map((m) => m.strike?.op)).toEqual(['gt', 'gt']);
    expect(g.markets.map((m) => m.key)).toEqual(b.markets.map((m) => m.key));
  });
});

describe('a price "to" a level in a period', () => {
  it('reads "Bitcoin to $200k in 2029?" as the level reached in the period, and a dip to a level as a fall', () => {
    expect(parseStrikes('Bitcoin to $200k in 2029?')).toEqual([{ op: 'ge', lo: '200000', hi: '200000', unit: '$' }]);
    expect(parseStrikes('Gold to $5,000 in June?')).toEqual([{ op: 'ge', lo: '5000', hi: '5000', unit: '$' }]);
    expect(parseStrikes('Will Bitcoin dip to $70K in 2027?')).toEqual([{ op: 'le', lo: '70000', hi: '70000', unit: '$' }]);
    expect(priceKindOf(['Bitcoin to $200k in 2029?'])).toBe('touch');
  });
});

describe('market capitalisation', () => {
  it('folds "$6T or above" onto "above $6T" for a market cap, as for a price', () => {
    const a = ev('alpha', 'Apple market cap at end of 2027', 'Companies', [mk('$6T or above'), mk('$8T or above')]);
    const u = ev('beta_us', 'Apple above $6T market cap at end of 2027?', 'Business', [mk('Yes', 'Apple above $6T market cap at end of 2027?')]);
    expect(a.markets[0]!.key).toBe(u.markets[0]!.key);
  });
});

describe('a candidate named in a present-tense headline', () => {
  it('reads "<Name> wins <award>?" as that candidate, never a company beating an estimate', () => {
    const g = ev('gamma', 'Kevin McGonigle wins 2027 AL Rookie of the Year?', null, [mk('Yes')]);
    expect(g.markets[0]!.key).toBe('lbl:kevin mcgonigle');
    const e = ev('gamma', 'JPMorgan beats Q1 EPS estimate?', null, [mk('Yes')]);
    expect(e.markets[0]!.key?.startsWith('lbl:')).toBe(false);
  });
});

describe('fiscal years', () => {
  it('reads a fiscal year as no calendar year, and tells two fiscal years apart', () => {
    expect(parseYears('Will NVIDIA beat revenue consensus for Q1 FY2029?')).toEqual([]);
    expect(fiscalYears('Will NVIDIA beat revenue consensus for Q1 FY2029?')).toEqual(['2029']);
    const close5 = Date.parse('2027-05-24T20:30:00Z');
    const a = ev('alpha', 'Will Acme beat revenue consensus for Q1 FY2028?', 'Companies', [mk('Beat', 'Will Acme beat revenue consensus for Q1 FY2028?')], { closeMs: close5 });
    const b = ev('beta', 'Acme beats quarterly revenue estimates? (May 2027)', 'Business', [mk('Yes', 'Acme beats quarterly revenue estimates? (May 2027)')], { closeMs: close5 });
    const c = ev('gamma', 'Acme Q1 FY2027 revenue beat?', null, [mk('Yes')], { closeMs: close5 });
    expect(score(a, b).vetoes.join()).not.toContain('years');
    expect(score(a, c).vetoes.join()).toContain('different fiscal years');
  });
});

describe('blank ladders and exchange rates', () => {
  it('reads a one-market bare amount filling the blank ("2.50" of "XRP above ___ on January 17?") as that level', () => {
    const one = ev('beta_us', 'XRP above ___ on January 17?', 'Crypto', [mk('2.50', 'XRP above ___ on January 17?')]);
    const ladder = ev('alpha', 'XRP price on Jan 17, 2030 at 12pm EST?', 'Crypto', [mk('$2.50 or above'), mk('$2.75 or above')]);
    expect(one.markets[0]!.key).toBe(ladder.markets[0]!.key);
  });
  it('reads an exchange rate as an amount: "150" of "USD/JPY above ___" is "150.00 or above"', () => {
    const blank = ev('beta_us', 'USD/JPY above ___ at 10AM ET on Jan 17?', 'Economics', [mk('150', 'USD/JPY above ___ at 10AM ET on Jan 17?'), mk('152', 'USD/JPY above ___ at 10AM ET on Jan 17?')]);
    const ladder = ev('alpha', 'USD/JPY on Jan 17, 2030 at 10am EST?', 'Economics', [mk('150.00 or above'), mk('152.00 or above')]);
    expect(blank.markets.map((m) => m.key)).toEqual(ladder.markets.map((m) => m.key));
  });
});

describe('a song and its artist', () => {
  it('reads "Title - Artist" and "Artist - Title" alike', () => {
    expect(songCredit('Glass Heart - Sabrina Carpenter')).toBe(songCredit('Sabrina Carpenter - Glass Heart'));
    expect(songCredit('Glass Heart - Sabrina Carpenter')).not.toBe(songCredit('Glass Heart - Morgan Wallen'));
    expect(songCredit('Glass Heart')).toBeNull();
    expect(songCredit('2.5 - 2.9')).toBeNull();
  });
});

describe('an award listed by album on one venue, by artist on another, by both on a third', () => {
  it('puts "Caribe" and "Bad Bunny" in the outcome credited "Caribe — Bad Bunny"', () => {
    const feb = Date.parse('2031-02-03T05:00:00Z');
    const albums = ev('alpha', 'Grammys 2031: Album of the Year', 'Culture', [mk('Caribe'), mk('Undertow'), mk('Sweet Static')], { closeMs: feb });
    const artists = ev('beta', 'Grammys 2031: Album of the Year', 'Culture', [mk('Bad Bunny'), mk('Billie Eilish'), mk('Sabrina Carpenter')], { closeMs: feb });
    const credits = ev('beta_us', '73rd Grammy Awards — Album of the Year', 'Culture', [mk('Caribe — Bad Bunny'), mk('Undertow — Billie Eilish'), mk('Sweet Static — Sabrina Carpenter')], { closeMs: feb });
    const c = matchEvents([albums, artists, credits]).clusters.find((x) => x.members.includes(albums))!;
    expect(c.members.length).toBe(3);
    const reg = new IdRegistry();
    const built = buildEvent(c, assignEventIds([c], reg)[0]!, { kb, reg, nowMs: 0, kbSyncedAtMs: 0, previous: () => undefined }).event;
    expect(built.outcomes.filter((o) => o.venue_listings.length === 3).length).toBe(3);
  });
});

describe('a price bucket written to its last tick', () => {
  it('reads "1.1150 to 1.1199" as the bucket up to 1.1200', () => {
    expect(rangeTick({ op: 'range', lo: '1.115', hi: '1.1199', unit: '' }).hi).toBe('1.12');
    expect(rangeTick({ op: 'range', lo: '7400', hi: '7499.99', unit: '' }).hi).toBe('7500');
    expect(rangeTick({ op: 'range', lo: '10', hi: '19', unit: '' }).hi).toBe('19');
    const a = ev('alpha', 'EUR/USD on Jan 16, 2030 at 10am EST?', 'Economics', [mk('1.1150 to 1.1199'), mk('1.1200 to 1.1249')]);
    const b = ev('gamma', 'EUR/USD at 10:00 ET, 16 Jan 2030', null, [mk('1.1150–1.1200'), mk('1.1200–1.1250')]);
    expect(a.markets.map((m) => m.key)).toEqual(b.markets.map((m) => m.key));
  });
});

describe('a storm season count', () => {
  it('reads "2029 Atlantic season: total hurricanes" as weather (not the NHL team) and as the year\'s count', () => {
    expect(domainOf('2029 Atlantic season: total hurricanes')).toBe('culture');
    const a = ev('gamma', '2029 Atlantic season: total hurricanes', null, [mk('7 or fewer'), mk('12 or more')]);
    const b = ev('beta', 'How many Atlantic hurricanes in 2029?', 'Weather', [mk('7 or fewer'), mk('12+')]);
    expect(a.domain).toBe('culture');
    expect([...a.tokens].sort()).toEqual([...b.tokens].sort());
  });
});

describe('the quote currency of a trading pair', () => {
  const kb5 = new KnowledgeBase([
    { kb_qid: 'Q131723', kind: 'organization', canonical_name: 'Bitcoin', aliases: ['BTC'], metadata: {}, domain: 'crypto' },
    { kb_qid: 'local:organization:tether', kind: 'organization', canonical_name: 'Tether', aliases: ['USDT'], metadata: {}, domain: 'crypto' },
  ]);
  it('keeps "USDT" of "(Binance BTC/USDT)" out of the subject', () => {
    const f = eventFeatures({ venue: 'gamma', venue_event_id: `e${++n}`, event_slug: null, title: 'BTC above $200k at 17:00 ET on 31 Dec 2029? (Binance BTC/USDT)', sub_title: null, category: null, status: 'active', mutually_exclusive: false,
      market_type: null, close_time_ms: close, settlement_sources: [], rules: null, markets: [mk('Above $150,000'), mk('Above $200,000')] }, kb5);
    expect([...f.context]).toEqual(['Q131723']);
    const usdt = eventFeatures({ venue: 'gamma', venue_event_id: `e${++n}`, event_slug: null, title: 'USDT market cap above $200B?', sub_title: null, category: null, status: 'active', mutually_exclusive: false,
      market_type: null, close_time_ms: close, settlement_sources: [], rules: null, markets: [mk('Yes')] }, kb5);
    expect([...usdt.context]).toEqual(['local:organization:tether']);
  });
});

describe('one-market pieces of a ladder on two venues', () => {
  it('puts both pieces in the third venue\'s ladder, each aligned with its own outcome', () => {
    const dec = Date.parse('2029-12-31T21:00:00Z');
    const a = ev('alpha', 'S&P 500 closing value on Dec 31, 2029', 'Financials', [mk('8,000 or above'), mk('8,500 or above'), mk('9,000 or above')], { closeMs: dec });
    const b = ev('beta', 'Will the S&P 500 close above 8,500 on the last trading day of 2029?', 'Finance', [mk('Yes')], { closeMs: dec });
    const u = ev('beta_us', 'S&P 500 above 8,000 at year-end 2029?', 'Finance', [mk('Yes')], { closeMs: dec });
    const out = matchEvents([a, b, u]);
    const c = out.clusters.find((x) => x.members.includes(a))!;
    expect(c.members.map((m) => m.key).sort()).toEqual([a, b, u].map((m) => m.key).sort());
    const reg = new IdRegistry();
    const built = buildEvent(c, assignEventIds([c], reg)[0]!, { kb, reg, nowMs: 0, kbSyncedAtMs: 0, previous: () => undefined }).event;
    expect(built.outcomes.filter((o) => o.venue_listings.length === 2).length).toBe(2);
  });
});

describe('one-market pieces of two venues worded apart', () => {
  it('keeps a minimum\'s piece apart from a monthly average\'s piece', () => {
    const oct = Date.parse('2029-10-15T12:00:00Z');
    const a = ev('alpha', 'Arctic sea ice minimum extent 2029', 'Climate and Weather', [mk('Below 4.0 million km²'), mk('Below 4.5 million km²')], { closeMs: oct });
    const b = ev('beta', 'Arctic sea ice minimum below 4 million km² in 2029?', 'Science', [mk('Yes')], { closeMs: oct });
    const g = ev('gamma', 'September 2029 Arctic sea ice average extent below 4.5M km²?', null, [mk('Yes')], { closeMs: oct });
    const c = matchEvents([a, b, g]).clusters.find((x) => x.members.includes(a))!;
    expect(c.members.includes(g) && c.members.includes(b)).toBe(false);
  });
});

describe('a one-decimal statistic that increases', () => {
  it('reads "retail sales increase more than 0.5%?" as above 0.5%, not a rate hike', () => {
    const dec = Date.parse('2030-01-16T13:30:00Z');
    const b = ev('beta', 'December retail sales increase more than 0.5%?', 'Economics', [mk('Yes', 'December retail sales increase more than 0.5%?')], { closeMs: dec });
    const g = ev('gamma', 'US retail sales (Dec 2029, MoM) above 0.5%?', null, [mk('Yes', 'US retail sales (Dec 2029, MoM) above 0.5%?')], { closeMs: dec });
    expect(b.markets[0]!.key).toBe(g.markets[0]!.key);
  });
});

describe('an incumbent re-elected', () => {
  it('reads "Will Zohran Mamdani be re-elected Mayor of New York City?" as his outcome of the election', () => {
    const a = ev('alpha', 'Will Zohran Mamdani be re-elected Mayor of New York City?', 'Politics', [mk('Zohran Mamdani')]);
    expect(a.markets[0]!.key).toBe('lbl:zohran mamdani');
  });
});

describe('opposite moves', () => {
  it('never matches a question on a rise with one on a fall of the same observation', () => {
    const up = ev('alpha', 'Nasdaq-100 up in April 2030?', 'Financials', [mk('Up in April', 'Nasdaq-100 up in April 2030?')]);
    const down = ev('beta', 'Nasdaq 100 down in April 2030?', 'Finance', [mk('Yes', 'Nasdaq 100 down in April 2030?')]);
    const up2 = ev('gamma', 'Will the Nasdaq 100 finish April 2030 up?', null, [mk('Yes', 'Will the Nasdaq 100 finish April 2030 up?')]);
    expect(score(up, down).vetoes).toContainEqual(expect.stringContaining('opposite moves'));
    expect(score(up, up2).vetoes.filter((v) => v.includes('opposite'))).toEqual([]);
  });
});

describe('crewed flights', () => {
  it('does not take a crewed flight for any flight of the vehicle', () => {
    const any = ev('alpha', 'Starship launch before April 2030?', 'Science and Technology', [mk('Launch by Mar 31', 'Starship launch before April 2030?')]);
    const crewed = ev('beta', 'Crewed Starship launch by March 31, 2030?', 'Science', [mk('Yes', 'Crewed Starship launch by March 31, 2030?')]);
    const flight = ev('gamma', 'Will SpaceX launch a Starship flight by March 31, 2030?', null, [mk('Yes', 'Will SpaceX launch a Starship flight by March 31, 2030?')]);
    expect(score(any, crewed).vetoes).toContainEqual(expect.stringContaining('different crews'));
    expect(score(any, flight).vetoes.filter((v) => v.includes('crews'))).toEqual([]);
  });
});

describe('crewed landings', () => {
  it('leaves a landing worded crewed on one side only to the other axes', () => {
    const crewed = ev('alpha', 'Artemis III crewed Moon landing by December 31, 2028?', null, [mk('Yes', 'Artemis III crewed Moon landing by December 31, 2028?')]);
    const plain = ev('beta', 'Artemis III Moon landing by December 31, 2028?', null, [mk('Yes', 'Artemis III Moon landing by December 31, 2028?')]);
    const uncrewed = ev('gamma', 'Artemis III uncrewed Moon landing by December 31, 2028?', null, [mk('Yes', 'Artemis III uncrewed Moon landing by December 31, 2028?')]);
    expect(score(crewed, plain).vetoes.filter((v) => v.includes('crews'))).toEqual([]);
    expect(score(crewed, uncrewed).vetoes).toContainEqual(expect.stringContaining('different crews'));
  });
});

describe('ladders cut at the same points', () => {
  it('reads thresholds and buckets cut at the same points as one ladder, but not a ladder of exact counts', () => {
    const above = ev('alpha', 'Jobs added in April 2030', 'Economics', [mk('Above 100,000'), mk('Above 150,000'), mk('Above 200,000')]);
    const buckets = ev('gamma', 'US nonfarm payrolls, April 2030 (initial print)', null, [mk('Below 100K'), mk('100K–150K'), mk('150K–200K'), mk('Above 200K')]);
    expect(sameCuts(above, buckets)).toBe(true);
    expect(score(above, buckets).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const counts = ev('beta', 'How many Fed cuts in 2027?', 'Economics', [mk('0'), mk('1'), mk('2'), mk('3')]);
    const counts2 = ev('beta_us', 'Number of Fed rate cuts in 2027', 'Economics', [mk('0'), mk('1'), mk('2 or more')]);
    expect(sameCuts(counts, counts2)).toBe(false);
  });
});
