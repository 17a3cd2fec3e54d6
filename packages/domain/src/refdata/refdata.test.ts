// Unit tests of the pure reference-data rules: ids, text features, settlement comparison, registry stability.
import { describe, expect, it } from 'vitest';
import { code8, entityId, eventId, listingId, OPE_RE, OPI_RE } from './ids.ts';
import { conceptText, normalizeDeadlines, normalizeText, parseActions, parseDates, parseDeadline, parseOffices, propositionDeadline, parseRegions, parseStrikes, parseYears, strikeKey } from './text.ts';
import { basisClass, compareSettlement, extractSources, outcomeUniverse, parseConditionPolicies } from './settlement.ts';
import { IdRegistry, assignEventIds } from './canonical.ts';
import { KnowledgeBase } from './kb.ts';
import { MATCH_ACCEPT, candidatePairs, domainOf, eventFeatures, facetsOf, labelAliases, matchEvents, scorePair, type Cluster, type EventFeatures, type VenueMarketInput } from './match.ts';

describe('ids', () => {
  it('mints the interface shapes deterministically', () => {
    expect(eventId('alpha:KX-1')).toMatch(OPI_RE);
    expect(eventId('alpha:KX-1')).toBe(eventId('alpha:KX-1'));
    expect(eventId('alpha:KX-1', 1)).not.toBe(eventId('alpha:KX-1'));
    expect(code8('x')).toMatch(/^[0-9A-Z]{8}$/);
    expect(listingId('beta_us', 'nba-lal-bos')).toBe('OPL:BETA_US:NBA-LAL-BOS');
    expect(entityId('team', 'Los Angeles Lakers')).toBe('OPE:TEAM:LOS-ANGELES-LAKERS');
    expect(entityId('person', 'Alexandria Ocasio-Cortez', 1)).toMatch(OPE_RE);
  });
});

describe('text features', () => {
  it('parses dates, deadlines, strikes and offices', () => {
    const ref = Date.parse('2026-12-01T00:00:00Z');
    expect(parseDates('Will BTC be above $100k on Dec 31?', ref).map((d) => d.key)).toEqual(['2026-12-31']);
    expect(parseDates('Fed decision in January 2027', ref).map((d) => d.key)).toEqual(['2027-01']);
    // "fewer than", "and above", the ordinal sign written for the degree sign
    expect(parseStrikes('Fewer than 200').map(strikeKey)).toEqual(['lt:200']);
    expect(parseStrikes('$120k and above').map(strikeKey)).toEqual(['ge:120000']);
    expect(parseStrikes('1.35ºC or more').map((x) => `${strikeKey(x)}${x.unit}`)).toEqual(['ge:1.35deg']);
    expect(parseStrikes('40 and below').map(strikeKey)).toEqual(['le:40']);
    // esports titles and Italian places under their short or English names
    expect(conceptText('Counter-Strike 2 Major')).toBe(conceptText('CS2 Major'));
    expect(conceptText('Weekend box office #1, 17-19 Jan 2031')).toContain('top film');
    expect(conceptText('Box office 1 billion')).not.toContain('top film');
    expect(conceptText('LoL World Championship')).toBe(conceptText('League of Legends World Championship'));
    // taking a name off the sanctions list lifts its sanctions; prolonging sanctions renews them
    expect(conceptText('OFAC removes Sberbank from the SDN list before 2030?')).toContain('lifts sanctions on sberbank');
    expect(conceptText('EU Council prolongs Russia sectoral sanctions')).toContain('renews russia');
    expect(conceptText('EU extends its deadline for talks')).not.toContain('renews');
    // a party's head: its presidential or leadership election is its leader's
    expect(conceptText('Who will win the 2030 LDP presidential election?')).toContain('ldp leader election');
    expect(conceptText('LDP Leadership Election 2030')).toContain('ldp leader election');
    // "PM" that is no time of day is the prime minister
    expect(conceptText('Who is UK PM on 31 Dec 2029?')).toContain('prime minister');
    expect(conceptText('Bitcoin price at 12 pm ET?')).not.toContain('prime minister');
    expect(conceptText('Bitcoin price at 5 PM?')).not.toContain('prime minister');
    expect(conceptText('2027 Indianapolis 500 winner?')).toBe(conceptText('2027 Indy 500 winner?'));
    expect(conceptText('2028 AL Champion?')).toBe(conceptText('2028 American League Champion'));
    expect(conceptText('US NFP (Jul 2027)')).toBe(conceptText('US nonfarm payrolls (Jul 2027)'));
    expect(conceptText('Federal shutdown in 2027?')).toBe(conceptText('Government shutdown in 2027?'));
    expect(conceptText('Dem primary polling leader')).toBe(conceptText('Democratic primary polling leader'));
    expect(conceptText("World's biggest company")).toBe(conceptText("World's largest company"));
    expect(conceptText('Primetime Emmys — Drama Series')).toBe(conceptText('Emmy — Outstanding Drama Series'));
    // who succeeds the holder of an office is its next holder; "PM" of an office is the prime minister, not a time
    expect(conceptText('Who succeeds Keir Starmer as PM?')).toBe(conceptText('Next Prime Minister'));
    expect(conceptText('Who will replace Powell as Fed chair?')).toBe(conceptText('Next Fed chair'));
    expect(conceptText('BTC at 5 pm ET')).toContain('pm');
    expect(propositionDeadline('Government shutdown on Oct 1, 2027?', ['Yes if OPM announces a shutdown beginning on or before Oct 1, 2027.'])).toBe('by');
    expect(propositionDeadline('Government shutdown on Oct 1, 2027?', ['Yes if the government is shut down on Oct 1, 2027.'])).toBe('on');
    expect(conceptText('Milano–Sanremo')).toBe(conceptText('Milan San Remo'));
    expect(conceptText('The International 2027 Winner').split(' ')).toEqual(expect.arrayContaining(['dota', 'ti']));
    expect(conceptText('Dota 2 TI 2027 champion').split(' ')).toEqual(expect.arrayContaining(['dota', 'ti']));
    expect(conceptText('The International Court of Justice')).not.toContain('dota');
    expect(conceptText('Elon Musk # tweets')).toBe(conceptText('Elon Musk posts on X'));
    expect(conceptText('Avengers: Doomsday 3-day domestic opening')).toBe(conceptText('Avengers: Doomsday domestic opening weekend'));
    // a range of days in one month ends on its last day
    expect(parseDates("#1 on Netflix's global Top 10 English Films list, Dec 21–27?", ref).map((d) => d.key)).toEqual(['2026-12-21', '2026-12-27']);
    expect(parseDates('South Africa vs India, Jan 3-7, 2027', ref).map((d) => d.key)).toEqual(['2027-01-03', '2027-01-07']);
    expect(parseDates('Netflix top English film (Global) Dec 21 – Dec 27', ref).map((d) => d.key)).toEqual(['2026-12-21', '2026-12-27']);
    expect(parseDeadline('Will X happen by Dec 31, 2026?')).toBe('by');
    expect(parseDeadline('Will X happen on Dec 31, 2026?')).toBe('on');
    // the sharp s is written "ss" by other venues
    expect(normalizeText('Andreas Voßkuhle')).toBe(normalizeText('Andreas Vosskuhle'));
    // a cut by a named meeting (any meeting up to it) is not a cut at that meeting
    expect(parseDeadline('Fed cuts by the March 2027 meeting?')).toBe('by');
    expect(parseDeadline('Will the Fed cut interest rates at the March 2027 FOMC meeting?')).toBe('on');
    expect(parseDeadline('Will the Buffalo Bills beat the Kansas City Chiefs by 3 or more points on Nov 29?')).toBe('on');
    expect(parseDeadline('Will Lakers win by 10.5 points?')).toBeNull();
    expect(parseStrikes('$100,000 or above').map(strikeKey)).toEqual(['ge:100000']);
    expect(parseStrikes('$100k or above').map(strikeKey)).toEqual(['ge:100000']);
    expect(parseStrikes('Above 4.5%').map(strikeKey)).toEqual(['gt:4.5']);
    expect(parseStrikes('between 3.25% and 3.5%').map(strikeKey)).toEqual(['range:3.25:3.5']);
    expect(parseStrikes('2028 election')).toEqual([]);
    // a meeting's days are a date, not a range of levels
    expect(parseStrikes('FOMC holds rates at the Sept 21–22, 2027 meeting?')).toEqual([]);
    expect(parseStrikes('Fed decision 28-29 July: cut 25 bps?').map(strikeKey)).toEqual(['eq:25']);
    expect(parseOffices('Republican Vice Presidential Nominee 2028')).toEqual(['nomination', 'vice_president']);
    expect(parseOffices('Republican presidential nominee 2028')).toEqual(['nomination', 'president']);
    // a party's nominee winning a state is the general election, not the nomination
    expect(parseOffices('Will the Democratic nominee win Michigan in the 2028 presidential election?')).toEqual(['president']);
    // a district's elector is the electoral college, not the popular vote ("Nebraska's 2nd District Electoral Vote")
    expect(parseOffices("Nebraska's 2nd District Electoral Vote 2028")).toEqual(['electoral_college']);
    expect(parseOffices('Which party will win the national popular vote in 2028?')).toEqual(['popular_vote']);
    // a lieutenant governor's race is not the governor's race; a text naming both keeps both
    expect(parseOffices('Mississippi Lieutenant Governor Election Winner 2027')).toEqual(['lieutenant_governor']);
    expect(parseOffices('Mississippi Governor: winning party?')).toEqual(['governor']);
    expect(parseOffices('Will the Lt. Governor become Governor?')).toEqual(['governor', 'lieutenant_governor']);
    // a party's leader is not the head of government; a state's assembly is not its senate (the UN's assembly is no chamber)
    expect(parseOffices('Starmer out as Labour leader in 2027?')).toEqual(['party_leader']);
    expect(parseOffices('Next leader of the Conservative Party')).toEqual(['party_leader']);
    expect(parseOffices('LDP presidential election 2027 winner')).toEqual(['party_leader']);
    expect(parseOffices('LDP leadership election 2027 winner?')).toEqual(['party_leader']);
    expect(parseOffices('Starmer out as PM by end of 2027?')).toEqual(['prime_minister']);
    expect(parseOffices('Starmer leaves No. 10 in 2027?')).toEqual(['prime_minister']);
    expect(parseOffices('Will the No. 10 seed reach the final?')).toEqual([]);
    expect(parseOffices('New Jersey General Assembly control 2027')).toEqual(['assembly']);
    expect(parseOffices('New Jersey Senate control after 2027 election')).toEqual(['senate']);
    expect(parseOffices('Will the UN General Assembly adopt the resolution?')).toEqual([]);
    // holding an election or talks is no rate hold
    expect(parseActions('Will Ukraine hold a presidential election in 2027?')).toEqual([]);
    expect(parseActions('Will Russia and Ukraine hold peace talks in 2027?')).toEqual([]);
    expect(parseActions('Will the ECB hold rates in December?')).toEqual(['hold']);
    expect(parseActions('Fed holds at the January meeting?')).toEqual(['hold']);
    // the Speaker of the House is one office, not the Speaker and a House seat
    expect(parseOffices('Who will be elected Speaker of the House in January 2027?')).toEqual(['speaker']);
    expect(parseOffices('Will the House Speaker lose a House vote?')).toEqual(['house', 'speaker']);
    expect(parseOffices('NYC mayoral election')).not.toEqual(parseOffices('New York governor election'));
  });
});

describe('settlement comparison', () => {
  const base = { sources: ['ap'], windowEndMs: 1000, cancellation: null, tie: null };
  it('claims a divergence only from what both venues state', () => {
    expect(compareSettlement('alpha', base, 'beta', { ...base, sources: [] }, 10).axes).toEqual([]);
    expect(compareSettlement('alpha', base, 'beta', { ...base, sources: ['fox'] }, 10).axes).toEqual(['source']);
    expect(compareSettlement('alpha', base, 'beta', { ...base, windowEndMs: 1011 }, 10).axes).toEqual(['timing']);
    const c = compareSettlement('alpha', { ...base, cancellation: 'no' }, 'beta', { ...base, cancellation: 'half' }, 10);
    expect(c.axes).toEqual(['condition_scope']);
    expect(c.reason).toContain('alpha resolves No');
    expect(basisClass(['timing', 'condition_scope'])).toBe('settlement_window');
    expect(basisClass(['condition_scope'])).toBe('identical');
  });
  it('reads sources and policies', () => {
    expect(extractSources(['Associated Press https://apnews.com', 'https://www.cfbenchmarks.com'])).toEqual(['ap', 'cf_benchmarks']);
    expect(parseConditionPolicies('If the game is postponed or canceled, this market resolves 50-50.').cancellation).toBe('half');
    expect(parseConditionPolicies('If the game is postponed beyond 48 hours, the market resolves No.').cancellation).toBe('no');
    expect(outcomeUniverse(new Set(['a', 'b']), new Set(['b', 'a']))).toBe('identical');
    expect(outcomeUniverse(new Set(['a', 'b']), new Set(['b']))).toBe('partial');
    expect(outcomeUniverse(new Set(['a']), new Set(['b']))).toBe('disjoint');
  });
});

describe('id registry', () => {
  const f = (key: string): EventFeatures => ({ key, venue: key.split(':')[0]! }) as EventFeatures;
  const cl = (...keys: string[]): Cluster => ({ members: keys.map(f), confidence: 1 });
  it('keeps ids across re-runs, splits and merges; never reuses a retired id', () => {
    const reg = new IdRegistry();
    const [x] = assignEventIds([cl('alpha:A', 'beta:1')], reg);
    expect(assignEventIds([cl('alpha:A', 'beta:1')], reg)).toEqual([x]);
    // split: the part with the anchor keeps the id (tie broken by order), the other gets a new one
    const [p, q] = assignEventIds([cl('alpha:A'), cl('beta:1')], reg);
    expect(p).toBe(x);
    expect(q).not.toBe(x);
    // merge again: the older id wins, the newer one stays retired
    const [r] = assignEventIds([cl('alpha:A', 'beta:1')], reg);
    expect(r).toBe(x);
    // split again: the new part does not get back its old id q (retired when merged): ids never change meaning
    const [t, s] = assignEventIds([cl('alpha:A'), cl('beta:1')], reg);
    expect(t).toBe(x);
    expect(s).not.toBe(x);
    expect(s).not.toBe(q);
    expect(new Set(reg.events.keys()).size).toBe(reg.events.size);
  });
});

describe('domains', () => {
  it('reads an esports or athletics world championship as sports, not world news', () => {
    expect(domainOf('LoL World Championship 2027')).toBe('sports');
    expect(domainOf('Beijing 2027 World Championships – men\'s 100m winner')).toBe('sports');
    expect(domainOf('World')).toBe('politics');
    expect(domainOf('Will SOL hit $500 in 2027?')).toBe('crypto');
    expect(domainOf('Will DOGE hit $1 in 2027?')).toBe('crypto');
  });
});

describe('matching rules (recall without false matches)', () => {
  const kb = new KnowledgeBase([
    { kb_qid: 'Q131723', kind: 'organization', canonical_name: 'Bitcoin', aliases: ['BTC'], metadata: {}, domain: 'crypto' },
    { kb_qid: 'Q190618', kind: 'team', canonical_name: 'New York Giants', aliases: ['NY Giants'], metadata: { league: 'NFL' }, domain: 'sports' },
    { kb_qid: 'Q212654', kind: 'team', canonical_name: 'Washington Commanders', aliases: ['Commanders'], metadata: { league: 'NFL' }, domain: 'sports' },
    { kb_qid: 'Q159729', kind: 'team', canonical_name: 'San Antonio Spurs', aliases: ['Spurs'], metadata: { league: 'NBA' }, domain: 'sports' },
    { kb_qid: 'Q161337', kind: 'team', canonical_name: 'Orlando Magic', aliases: ['Magic'], metadata: { league: 'NBA' }, domain: 'sports' },
    { kb_qid: 'Q7747', kind: 'person', canonical_name: 'Vladimir Putin', aliases: ['Putin'], metadata: {}, domain: 'politics' },
    { kb_qid: 'Q159', kind: 'geographic_region', canonical_name: 'Russia', aliases: [], metadata: {} },
    { kb_qid: 'Q1428', kind: 'geographic_region', canonical_name: 'Georgia (U.S. state)', aliases: ['Georgia'], metadata: { country: 'Q30', level: 'state' }, domain: 'politics' },
    { kb_qid: 'Q30', kind: 'geographic_region', canonical_name: 'United States', aliases: ['US', 'U.S.'], metadata: { level: 'country' }, domain: 'politics' },
    { kb_qid: 'Q29552', kind: 'political_party', canonical_name: 'Democratic Party', aliases: ['Democrats', 'Democrat', 'Democratic'], metadata: { country: 'Q30' }, domain: 'politics' },
    { kb_qid: 'Q29468', kind: 'political_party', canonical_name: 'Republican Party', aliases: ['Republicans', 'Republican', 'GOP'], metadata: { country: 'Q30' }, domain: 'politics' },
  ]);
  const close = Date.parse('2027-03-31T21:00:00Z');
  let n = 0;
  const mk = (label: string, question = ''): VenueMarketInput => ({
    venue_market_id: `m${++n}`, question, outcome_label: label, yes_token: null, no_token: null, status: 'active',
    close_time_ms: close, expiration_time_ms: close, rules: null, resolution_source: null,
  });
  const ev = (venue: string, title: string, category: string | null, markets: VenueMarketInput[], sources: string[] = [], closeMs = close): EventFeatures =>
    eventFeatures({ venue, venue_event_id: `e${++n}`, event_slug: null, title, sub_title: null, category, status: 'active', mutually_exclusive: markets.length > 1,
      market_type: null, close_time_ms: closeMs, settlement_sources: sources, rules: null, markets }, kb);
  const score = (a: EventFeatures, b: EventFeatures) => (a.key < b.key ? scorePair(a, b) : scorePair(b, a));

  it('reads a count a team must reach as a number about that team, and two teams\' counts apart', () => {
    const a = ev('alpha', 'NFL: New York G regular season wins 2027', 'Sports', [mk('Over 10.5 wins'), mk('Over 11.5 wins')]);
    const b = ev('beta', 'Will the Giants win 12+ games in the 2027 regular season?', 'Sports', [mk('Yes', 'Will the Giants win 12+ games in the 2027 regular season?')]);
    const c = ev('beta', 'Will the Commanders win 12+ games in the 2027 NFL regular season?', 'Sports', [mk('Yes', 'Will the Commanders win 12+ games in the 2027 NFL regular season?')]);
    expect(b.markets[0]!.key).toBe(a.markets[1]!.key);
    expect(score(a, b).vetoes).toEqual([]);
    expect(score(a, c).vetoes).toContain('different subject teams');
  });
  it('separates two windows that end on one day but start on different days', () => {
    const endMs = Date.parse('2026-12-12T05:00:00Z');
    const a = ev('alpha', 'How many times will Elon Musk post on X from Dec 5 to Dec 11, 2026?', 'Mentions', [mk('199 or fewer'), mk('300 or more')], [], endMs);
    const b = ev('beta', 'Elon Musk # tweets December 4 - December 11, 2026?', 'Tweet Markets', [mk('<200'), mk('300+')], [], endMs);
    const c = ev('gamma', 'Elon Musk posts on X, Dec 5 – Dec 11, 2026', null, [mk('Fewer than 200'), mk('300 or more')], [], endMs);
    expect(score(a, b).vetoes).toContain('different windows (from 2026-12-05 vs 2026-12-04)');
    expect(score(a, c).vetoes.filter((v) => v.startsWith('different windows'))).toEqual([]);
  });
  it('reads a player qualified by his team, a bill becoming law, margins and deadline labels', () => {
    const h1 = ev('alpha', 'Heisman Trophy Winner 2026', 'Sports', [mk('Jeremiah Smith'), mk('Arch Manning')]);
    const h2 = ev('gamma', '2026 Heisman Trophy', null, [mk('Jeremiah Smith (Ohio State)'), mk('Arch Manning (Texas)')]);
    expect(h2.markets.map((m) => m.key)).toEqual(h1.markets.map((m) => m.key));
    const law = ev('alpha', 'Will the CLARITY Act become law before 2028?', 'Politics', [mk('Before Jan 1, 2028', 'Will the CLARITY Act become law before 2028?')]);
    const signed = ev('beta', 'CLARITY Act signed into law by December 31, 2027?', 'Politics', [mk('Yes', 'Will the CLARITY Act be signed into law by December 31, 2027?')]);
    expect(law.markets[0]!.key).toBe('yes:law:pos');
    expect(signed.markets[0]!.key).toBe('yes:law:pos');
    const spread = ev('gamma', 'Will the Spurs beat the Magic by 6 or more points on Mar 30?', 'Sports', [mk('Yes', 'Will the Spurs beat the Magic by 6 or more points on Mar 30?')]);
    expect(spread.markets[0]!.key).toBe('spr:Q159729:5.5');
    expect(spread.facets['bet']).toBe('spread');
    const rcp = ev('alpha', 'Trump approval rating on Dec 31, 2026', 'Politics', [mk('Above 43.9%'), mk('Above 44.9%')]);
    const sb = ev('beta', 'Trump approval rating on December 31?', 'Politics', [mk('44.0% or higher', "Will Trump's approval rating be 44.0% or higher on December 31?")]);
    expect(sb.markets[0]!.key).toBe(rcp.markets[0]!.key);
    const lose = ev('gamma', 'Will the Spurs lose to the Magic on Mar 30?', 'Sports', [mk('Yes', 'Will the Spurs lose to the Magic on Mar 30?')]);
    expect(lose.markets[0]!.key).toBe('ent:Q161337');
  });
  it('aligns a team labelled by one part of its name with another part on another venue', () => {
    const a = ev('alpha', 'Where will the star sign?', 'Sports', [mk('Spurs'), mk('Magic')]);
    expect(a.texts.get('ent:Q159729')?.label).toEqual(['san', 'antonio', 'spurs']);
    expect(labelAliases(a.keySet, new Set(['lbl:san antonio', 'ent:Q161337']), { sports: true, a: a.texts, b: new Map() }).get('lbl:san antonio')).toBe('ent:Q159729');
  });
  it('reads a division named by a playoffs market as the grouping of its teams, not a stage', () => {
    const div = ev('alpha', 'NFC East teams to make the NFL playoffs', 'Sports', [mk('NY Giants'), mk('Commanders')]);
    const one = ev('beta', 'Will the Giants make the playoffs?', 'Sports', [mk('Yes', 'Will the NY Giants make the NFL playoffs?')]);
    const title = ev('beta', 'Who will win the NFC East?', 'Sports', [mk('NY Giants'), mk('Commanders')]);
    expect(score(div, one).vetoes.filter((v) => v.startsWith('different stage'))).toEqual([]);
    expect(score(title, one).vetoes).not.toEqual([]);
  });
  it('reads two one-market listings of the two sides of one game outside the kb as that game', () => {
    const aub = ev('beta', 'Auburn vs. Alabama', 'Sports', [mk('Auburn', 'Auburn vs. Alabama')]);
    const ala = ev('beta_us', 'Iron Bowl: Auburn Tigers vs. Alabama Crimson Tide', 'sports', [mk('Alabama Crimson Tide', 'Alabama Crimson Tide vs. Auburn Tigers')]);
    const other = ev('beta_us', 'Georgia Tech vs. Clemson', 'sports', [mk('Clemson', 'Georgia Tech vs. Clemson')]);
    expect(score(aub, ala).vetoes).toEqual([]);
    expect(score(aub, ala).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    expect(score(aub, other).confidence).toBeLessThan(MATCH_ACCEPT);
  });
  it('reads the outcomes of an uncategorised event of a sports league as teams', () => {
    const g = ev('gamma', 'CFP National Championship 2027', null, [mk('Georgia', 'Georgia'), mk('Any other team', 'Any other team')]);
    const a = ev('alpha', 'CFP National Championship 2027', 'Sports', [mk('Georgia'), mk('Ohio State')]);
    expect(g.markets[0]!.key).not.toBe('ent:Q1428');
    expect(g.markets[0]!.key).toBe(a.markets[0]!.key);
  });
  it('joins one-market listings of distinct outcomes of a categorical event, not a party to its candidates', () => {
    const champ = ev('alpha', 'Pro Basketball Champion 2027', 'Sports', [mk('San Antonio Spurs'), mk('Orlando Magic')]);
    const spurs = ev('beta_us', 'Will the San Antonio Spurs win the 2027 NBA Finals?', 'sports', [mk('Yes', 'Will the San Antonio Spurs win the 2027 NBA Finals?')]);
    const magic = ev('beta_us', 'Will the Orlando Magic win the 2027 NBA Finals?', 'sports', [mk('Yes', 'Will the Orlando Magic win the 2027 NBA Finals?')]);
    const { clusters } = matchEvents([champ, spurs, magic]);
    expect(clusters.map((c) => c.members.map((m) => m.key).sort())).toContainEqual([champ.key, magic.key, spurs.key].sort());
    const party = ev('alpha', 'Which party will win the 2028 presidential election?', 'Politics', [mk('Democratic'), mk('Republican')]);
    const persons = ev('beta_us', 'Presidential Election Winner 2028', 'politics', [mk('Vance'), mk('Newsom')]);
    const dem = ev('gamma', 'Will a Democrat win the 2028 US presidential election?', null, [mk('Yes', 'Will a Democrat win the 2028 US presidential election?')]);
    expect(score(party, persons).vetoes).toContain('parties on one side, candidates on the other');
    expect(score(dem, persons).vetoes).toContain("its one named outcome is none of the other's");
    expect(score(dem, party).vetoes).toEqual([]);
  });
  it('rewrites "before YEAR" as the last day of the year before', () => {
    expect(normalizeDeadlines('Will Putin cease to be President of Russia before 2028?')).toBe('Will Putin cease to be President of Russia by December 31, 2027?');
    expect(normalizeDeadlines('Ceasefire before Jan 1, 2028?')).toBe('Ceasefire by December 31, 2027?');
    expect(normalizeDeadlines('OpenAI declares AGI in or before 2029?')).toBe('OpenAI declares AGI by December 31, 2029?');
    expect(normalizeDeadlines('Will he resign before 2028 elections are called?')).toContain('before 2028');
  });
  it('reads degree buckets, economies and measure synonyms', () => {
    expect(parseStrikes('40° to 41°').map(strikeKey)).toEqual(['range:40:41']);
    expect(parseStrikes('40-41°F').map(strikeKey)).toEqual(['range:40:41']);
    expect(parseStrikes('50+ bps decrease')).toEqual([{ op: 'ge', lo: '50', hi: '50', unit: 'bps' }]);
    expect(parseRegions(['UK CPI inflation January 2027 above 2.0%?'])).toEqual(['uk']);
    expect(parseRegions(['Euro area inflation in Jan 2027', 'Eurostat https://ec.europa.eu/eurostat'])).toEqual(['euro_area']);
    expect(parseRegions(['CPI year-over-year in Jan 2027', 'Bureau of Labor Statistics https://www.bls.gov'])).toEqual(['us']);
    expect(conceptText('CPI year-over-year')).toBe(conceptText('inflation - Annual'));
    expect(conceptText('Jobs numbers')).toBe(conceptText('nonfarm payrolls'));
  });
  it('folds ">= X" onto "> X" on a continuous price, never on a statistic', () => {
    const a = ev('alpha', 'Bitcoin price on Mar 31, 2027?', 'Crypto', [mk('$120,000 or above')]);
    const b = ev('beta', 'Bitcoin above ___ on March 31?', 'Crypto', [mk('120,000', 'Will the price of Bitcoin be above $120,000 on March 31?')]);
    expect(a.markets[0]!.key).toBe(b.markets[0]!.key);
    const c = ev('alpha', 'Unemployment rate in Feb 2027', 'Economics', [mk('4.3% or above')]);
    const d = ev('beta', 'February unemployment rate', 'Economics', [mk('Above 4.3%')]);
    expect(c.markets[0]!.key).not.toBe(d.markets[0]!.key);
    const pts = ev('alpha', 'Will Wembanyama score 30 or more points at the close of the game?', 'Sports', [mk('Yes')]);
    const pts2 = ev('beta', 'Wembanyama over 30 points?', 'Sports', [mk('Yes', 'Will Wembanyama score over 30 points?')]);
    expect(pts.markets[0]!.key).not.toBe(pts2.markets[0]!.key);
    const p = ev('alpha', 'Jobs numbers in Jan 2027', 'Economics', [mk('150,000 or above')]);
    const q = ev('gamma', 'US January 2027 nonfarm payrolls above 150K?', null, [mk('Yes')]);
    expect(p.markets[0]!.key).not.toBe(q.markets[0]!.key);
  });
  it('aligns bps comparisons in 25 bps steps and draw/tie labels', () => {
    const a = ev('alpha', 'Fed decision in Mar 2027?', 'Economics', [mk('Cut >25bps'), mk('Cut 25bps'), mk('Hike 25bps')]);
    const b = ev('beta', 'Fed decision in March?', 'Economics', [mk('50+ bps decrease'), mk('25 bps decrease'), mk('25+ bps increase')]);
    expect(a.markets.map((m) => m.key)).toEqual(['num:cut:ge:50', 'num:cut:eq:25', 'num:hike:eq:25']);
    // a move of 25 bps or more is any move that way ("Increase"); a sized move ("Hike 25bps") stays sized
    expect(b.markets.map((m) => m.key)).toEqual(['num:cut:ge:50', 'num:cut:eq:25', 'act:hike']);
    expect(ev('gamma', 'Fed decision March 2027', null, [mk('No change'), mk('Increase')]).markets.map((m) => m.key)).toEqual(['act:hold', 'act:hike']);
    const g = ev('gamma', 'Arsenal vs Chelsea - Match Result', 'Sports', [mk('Arsenal'), mk('Draw'), mk('Chelsea')]);
    const h = ev('alpha', 'Arsenal vs Chelsea', 'Sports', [mk('Arsenal'), mk('Tie'), mk('Chelsea')]);
    const i = ev('beta', 'Arsenal vs. Chelsea', 'Sports', [mk('Draw (Arsenal vs. Chelsea)', 'Will Arsenal vs. Chelsea end in a draw?')]);
    expect(g.markets[1]!.key).toBe('lbl:draw');
    expect(h.markets[1]!.key).toBe('lbl:draw');
    expect(i.markets[0]!.key).toBe('lbl:draw');
  });
  it('separates economies and measures; blocks on numeric outcomes without shared words', () => {
    const eu = ev('alpha', 'Euro area inflation in Jan 2027', 'Economics', [mk('Above 2.0%')], ['Eurostat https://ec.europa.eu/eurostat']);
    const uk = ev('gamma', 'UK CPI inflation January 2027 above 2.0%?', null, [mk('Yes')]);
    expect(score(eu, uk).vetoes.join()).toContain('different economies');
    const us = ev('alpha', 'CPI year-over-year in Jan 2027', 'Economics', [mk('Above 2.8%'), mk('Above 3.0%')], ['Bureau of Labor Statistics https://www.bls.gov']);
    const us2 = ev('beta', 'January inflation US - Annual', 'Economics', [mk('>2.8%'), mk('>3.0%')]);
    const gdp = ev('gamma', 'US GDP growth in Q1 2027', 'Economics', [mk('Above 2.8%')]);
    expect(candidatePairs([us, us2]).length).toBe(1);
    expect(score(us, us2).vetoes).toEqual([]);
    expect(score(us, us2).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    expect(score(us, gdp).vetoes.join()).toContain('different measures');
  });
  it('resolves teams by place or nickname within the league; aligns shortened out-of-kb team names', () => {
    const a = ev('alpha', 'Washington at New York G', 'Sports', [mk('Washington'), mk('New York G')], ['NFL https://www.nfl.com']);
    const g = ev('gamma', 'Commanders vs Giants (Dec 27)', null, [mk('Commanders'), mk('Giants')]);
    expect([...g.teams].sort()).toEqual([...a.teams].sort());
    expect(g.markets.map((m) => m.key)).toEqual(a.markets.map((m) => m.key));
    const s = ev('alpha', 'Will San Antonio beat Orlando on Jan 8, 2027?', 'Sports', [mk('Yes', 'Will San Antonio beat Orlando on Jan 8, 2027?')], ['NBA https://www.nba.com']);
    expect(s.markets[0]!.key).toBe('ent:Q159729');
    const mvpA = ev('alpha', 'NBA MVP 2027', 'Sports', [mk('Nikola Jokic'), mk('Luka Doncic')]);
    const mvpB = ev('beta', 'NFL MVP 2027', 'Sports', [mk('Josh Allen'), mk('Lamar Jackson')]);
    expect(score(mvpA, mvpB).vetoes.join()).toContain('different leagues');
    expect(labelAliases(new Set(['lbl:milwaukee bucks', 'lbl:indiana pacers']), new Set(['lbl:bucks']))).toEqual(new Map([['lbl:bucks', 'lbl:milwaukee bucks']]));
    expect(labelAliases(new Set(['lbl:michigan state']), new Set(['lbl:michigan'])).size).toBe(0);
    // each side's catch-all bucket ("Someone else" / "Other") is one outcome (its scope is checked when the event is built)
    expect(labelAliases(new Set(['lbl:hakeem jeffries', 'lbl:mike johnson', 'lbl:someone else']), new Set(['lbl:hakeem jeffries', 'lbl:mike johnson', 'lbl:other']))).toEqual(new Map([['lbl:other', 'lbl:someone else']]));
    expect(labelAliases(new Set(['lbl:los angeles lakers', 'lbl:los angeles clippers']), new Set(['lbl:los angeles'])).size).toBe(0);
  });
  it('reads seasons, futures facets and differently written outcome names', () => {
    expect(parseYears('NBA Champion 2026-27').sort()).toEqual(['2027']);
    expect(parseYears('EPL 2026/27 Champion')).toEqual(['2027']);
    expect(parseYears('Super Bowl LXI Winner')).toEqual(['2027']);
    expect(parseYears('BTC on 2026-12-31').sort()).toEqual(['2026']);
    expect(parseDeadline('Largest Company by Market Cap - End of 2026')).toBe(null);
    expect(parseStrikes('↑ 150,000').map(strikeKey)).toEqual(['ge:150000']);
    expect(parseStrikes('Will Bitcoin reach $150,000 in 2027?').map(strikeKey)).toEqual(['ge:150000']);
    expect(parseOffices('Republican Nominee 2028')).toEqual(['nomination', 'president']);
    expect(parseOffices('Liverpool vs Manchester City - Premier League')).toEqual([]);
    expect(facetsOf('Qatar Grand Prix 2026: Sprint Winner', 'sports')).toEqual({ session: 'sprint' });
    expect(facetsOf('F1 Qatar GP 2026 - Race Winner', 'sports')).toEqual({});
    expect(facetsOf('2027 NCAA Women\'s Tournament Winner', 'sports')).toEqual({ gender: 'women' });
    expect(facetsOf('Grammy for Record of the Year 2027', 'culture')).toEqual({ award: 'record' });
    expect(facetsOf('Second largest company end of 2026?', 'economics')).toEqual({ rank: '2' });
    expect(facetsOf('Gross domestic product Q1 2027', 'economics')).toEqual({});
    const t = (label: string, question = ''): { label: string[]; question: string[] } => ({ label: label.split(' '), question: question.split(' ') });
    const align = (a: Array<[string, string, string?]>, b: Array<[string, string, string?]>, sports = false): Map<string, string> =>
      labelAliases(new Set(a.map((x) => x[0])), new Set(b.map((x) => x[0])), { sports, a: new Map(a.map(([k, l, q]) => [k, t(l, q)])), b: new Map(b.map(([k, l, q]) => [k, t(l, q)])) });
    expect(align([['lbl:jd vance', 'jd vance']], [['lbl:j d vance', 'j d vance']]).size).toBe(1);
    expect(align([['lbl:bola tinubu', 'bola tinubu']], [['lbl:bola ahmed tinubu', 'bola ahmed tinubu']]).size).toBe(1);
    expect(align([['lbl:pp', 'pp']], [['lbl:partido popular', 'partido popular']]).size).toBe(1);
    expect(align([['lbl:lux', 'lux']], [['lbl:rosalia', 'rosalia', 'will rosalias lux win album year 2027 grammys']]).size).toBe(1);
    expect(align([['lbl:los angeles d', 'los angeles d']], [['lbl:los angeles dodgers', 'los angeles dodgers']], true).size).toBe(1);
    // two candidates a label could stand for: no alignment
    expect(align([['lbl:smith', 'smith']], [['lbl:john smith', 'john smith'], ['lbl:jane smith', 'jane smith']]).size).toBe(0);
  });
  it('a country named only as the jurisdiction of an office qualifies the subject', () => {
    const y = Date.parse('2027-12-31T23:59:00Z');
    const a = ev('beta', 'Putin out as President of Russia by December 31, 2027?', 'Politics', [mk('Yes', 'Putin out as President of Russia by December 31, 2027?')], [], y);
    const b = ev('gamma', 'Putin out as Russian President in 2027?', null, [mk('Yes')], [], y);
    const c = ev('alpha', 'Will Putin cease to be President of Russia before 2028?', 'World', [mk('Yes', 'Will Vladimir Putin cease to be President of Russia before Jan 1, 2028?')], [], y);
    expect(score(a, b).vetoes).toEqual([]);
    expect(score(a, c).vetoes).toEqual([]);
    const d = ev('gamma', 'Will Putin visit Russia in 2027?', null, [mk('Yes')], [], y);
    const e = ev('beta', 'Will Putin be indicted in 2027?', 'Politics', [mk('Yes')], [], y);
    expect(score(d, e).vetoes).not.toEqual([]);
  });
  it('reads the candidate of a yes/no winner question, not a company beating an estimate', () => {
    const a = ev('beta_us', 'Argentina 2027: Milei re-elected?', 'Politics', [mk('', 'Will Javier Milei win the 2027 Argentine presidential election?')]);
    expect([...a.keySet]).toEqual(['lbl:javier milei']);
    const b = ev('beta', 'Will Apple beat quarterly earnings (FQ2 2027)?', 'Companies', [mk('', 'Will Apple beat quarterly earnings (FQ2 2027)?')]);
    expect([...b.keySet][0]).not.toBe('lbl:apple');
  });
  it('treats a central bank named on one side only as the economy the other names', () => {
    const kb2 = new KnowledgeBase([
      { kb_qid: 'Q183231', kind: 'organization', canonical_name: 'Bank of England', aliases: ['BoE'], metadata: { country: 'Q145', org_kind: 'central_bank' }, domain: 'economics' },
      { kb_qid: 'Q145', kind: 'geographic_region', canonical_name: 'United Kingdom', aliases: ['UK'], metadata: { level: 'country' } },
    ]);
    const f = (title: string, category: string | null): EventFeatures => eventFeatures({ venue: 'x', venue_event_id: `e${++n}`, event_slug: null, title, sub_title: null, category, status: 'active',
      mutually_exclusive: true, market_type: null, close_time_ms: Date.parse('2027-12-31T23:59:00Z'), settlement_sources: [], rules: null, markets: [mk('3.25%'), mk('3.50%')] }, kb2);
    expect(score(f('Bank of England Bank Rate at end of 2027?', 'Economics'), f('UK Bank Rate on 31 Dec 2027', null)).vetoes).toEqual([]);
  });
  it('reads the agency of a statistic named in a title as its economy, not as a word of its subject', () => {
    const a = ev('gamma', 'UK CPI (ONS) — January 2027', null, [mk('Above 3.0%'), mk('Below 3.0%')]);
    const b = ev('alpha', 'UK CPI inflation in Jan 2027', 'Economics', [mk('Above 3.0%'), mk('Above 3.2%')]);
    expect(a.tokens.has('ons')).toBe(false);
    expect([...a.tokens]).toEqual([...b.tokens]);
  });
  it('reads a one-market label that repeats the question as its YES side, and warmest as hottest', () => {
    const a = ev('alpha', 'Will 2027 be the hottest year on record?', 'Climate', [mk('2027 hottest', 'Will 2027 be the hottest year on record?')]);
    const b = ev('gamma', '2027 warmest year ever recorded?', null, [mk('Yes')]);
    expect([...a.keySet]).toEqual([...b.keySet]);
    // one common word of the question ("Hottest"), but not a name the question capitalises ("Lakers")
    const c = ev('alpha', 'Will 2027 be the hottest year on record?', 'Climate', [mk('Hottest')]);
    expect([...c.keySet]).toEqual([...b.keySet]);
    // a label "Measurable snow" glossed with the threshold of measurable restates the question
    const e = ev('alpha', 'Will it snow in NYC on Thanksgiving?', 'Climate', [mk('Measurable snow (0.1"+)')]);
    const f = ev('beta', 'Snow in New York City on Thanksgiving 2027?', 'Weather', [mk('Yes')]);
    expect([...e.keySet]).toEqual([...f.keySet]);
    const d = ev('alpha', 'Will the Lakers win the 2027 NBA title?', 'Sports', [mk('Lakers')]);
    expect([...d.keySet][0]).not.toMatch(/^yes:/);
  });
});

