// Unit tests of sports event features and pair scoring on the kinds of errors of the sixteenth and seventeenth holdouts:
// games of one series told apart by the day their slug or title gives, the nightcap of a doubleheader, a women's league,
// a head-to-head naming one team by a nickname several share, a team written as "Nickname (SCHOOL)", a Formula 1 race
// named by its circuit, and one award worded apart.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { conceptText } from './text.ts';
import { domainOf, facetsOf, labelAliases, eventFeatures, matchEvents, scorePair, type EventFeatures, type VenueMarketInput } from './match.ts';

const team = (qid: string, name: string, league: string, aliases: string[] = [], nickname?: string) => ({
  kb_qid: qid, kind: 'team' as const, canonical_name: name, aliases, metadata: { league, ...(nickname !== undefined ? { nickname } : {}) }, domain: 'sports',
});
const kb = new KnowledgeBase([
  team('Q213417', 'New York Yankees', 'MLB', ['Yankees']),
  team('Q334634', 'Los Angeles Dodgers', 'MLB', ['Dodgers']),
  team('local:team:detroit-tigers', 'Detroit Tigers', 'MLB'),
  team('local:team:chicago-cubs', 'Chicago Cubs', 'MLB', ['Cubs']),
  team('Q50602', 'Manchester City F.C.', 'Premier League', ['Manchester City', 'Man City']),
  team('Q8682', 'Real Madrid CF', 'La Liga', ['Real Madrid']),
  team('Q213959', 'Boston Red Sox', 'MLB', ['Red Sox'], 'Red Sox'),
  team('local:team:new-york-mets', 'New York Mets', 'MLB', ['Mets']),
  team('local:team:philadelphia-phillies', 'Philadelphia Phillies', 'MLB', ['Phillies']),
  team('local:team:new-york-liberty', 'New York Liberty', 'WNBA', ['Liberty']),
  team('local:team:las-vegas-aces', 'Las Vegas Aces', 'WNBA', ['Aces']),
  team('local:team:alabama-crimson-tide', 'Alabama Crimson Tide', 'NCAA', ['Crimson Tide'], 'Crimson Tide'),
  team('local:team:auburn-tigers', 'Auburn Tigers', 'NCAA'),
  team('local:team:lsu-tigers', 'LSU Tigers', 'NCAA'),
  team('local:team:georgia-bulldogs', 'Georgia Bulldogs', 'NCAA', ['UGA']),
  team('local:team:ohio-state-buckeyes', 'Ohio State Buckeyes', 'NCAA', ['Ohio State', 'Buckeyes']),
  team('local:team:texas-longhorns', 'Texas Longhorns', 'NCAA', ['Longhorns']),
]);
let n = 0;
const close = Date.parse('2027-07-25T05:00:00Z');
const mk = (label: string, question = '', slug: string | null = null, closeMs = close): VenueMarketInput => ({
  venue_market_id: `m${++n}`, question, outcome_label: label, yes_token: null, no_token: null, status: 'active',
  close_time_ms: closeMs, expiration_time_ms: closeMs, rules: null, resolution_source: null, slug,
});
const ev = (venue: string, title: string, category: string | null, markets: VenueMarketInput[], closeMs = close, id = `e${++n}`): EventFeatures =>
  eventFeatures({ venue, venue_event_id: id, event_slug: null, title, sub_title: null, category, status: 'active', mutually_exclusive: markets.length > 1,
    market_type: null, close_time_ms: closeMs, settlement_sources: [], rules: null, markets }, kb);
const score = (a: EventFeatures, b: EventFeatures) => (a.key < b.key ? scorePair(a, b) : scorePair(b, a));

describe('games of one series', () => {
  it('reads the game day from a market slug or the title, and keeps the next day\'s game apart', () => {
    const a = ev('alpha', 'New York Y vs Boston', 'Sports', [mk('New York Y'), mk('Boston')], close, 'KXMLBGAME-27JUL24NYYBOS');
    const b = ev('beta', 'Yankees vs. Red Sox', 'Sports', [mk('Yankees', 'Yankees vs. Red Sox', 'mlb-nyy-bos-2027-07-24')]);
    const u = ev('beta_us', 'Yankees at Red Sox', 'Sports', [mk('Yankees', 'Yankees at Red Sox', 'aec-mlb-nyy-bos-2027-07-25')], Date.parse('2027-07-26T02:00:00Z'));
    const g = ev('gamma', 'Yankees @ Red Sox (Jul 25) — Yankees win?', null, [mk('Yes', 'Yankees @ Red Sox (Jul 25) — Yankees win?')], Date.parse('2027-07-26T02:00:00Z'));
    expect(b.facets['day']).toBe('2027-07-24');
    expect(g.facets['day']).toBe('2027-07-25');
    expect(score(a, b).vetoes).toEqual([]);
    expect(score(b, u).vetoes).toContain('different day (2027-07-24 vs 2027-07-25)');
    expect(score(a, g).vetoes).toContain('different day (2027-07-24 vs 2027-07-25)');
    expect(score(u, g).vetoes).toEqual([]);
  });
  it('reads the nightcap as game 2 and the side its question after the heading names', () => {
    const c = Date.parse('2027-08-08T05:00:00Z');
    const g1 = ev('alpha', 'New York M vs Philadelphia (Game 1)', 'Sports', [mk('New York M', '', null, c), mk('Philadelphia', '', null, c)], c, 'KXMLBGAME-27AUG07NYMPHIG1');
    const g2 = ev('alpha', 'New York M vs Philadelphia (Game 2)', 'Sports', [mk('New York M', '', null, c), mk('Philadelphia', '', null, c)], c, 'KXMLBGAME-27AUG07NYMPHIG2');
    const night = ev('gamma', 'Mets vs Phillies, 8/7 nightcap: Phillies win?', null, [mk('Yes', 'Mets vs Phillies, 8/7 nightcap: Phillies win?', null, c)], c);
    expect(night.facets['game']).toBe('2');
    expect([...night.keySet]).toEqual(['ent:local:team:philadelphia-phillies']);
    expect(score(g1, night).vetoes).toContain('different game (1 vs 2)');
    expect(score(g2, night).vetoes).toEqual([]);
  });
  it('reads a women\'s league\'s game as a women\'s competition whether or not its title says so', () => {
    const c = Date.parse('2027-07-19T03:00:00Z');
    const a = ev('alpha', 'New York vs Las Vegas (W)', 'Sports', [mk('New York', '', null, c), mk('Las Vegas', '', null, c)], c, 'KXWNBAGAME-27JUL18NYLLV');
    const b = ev('beta', 'Liberty vs. Aces', 'Sports', [mk('Liberty', 'Liberty vs. Aces', null, c)], c);
    expect(b.facets['gender']).toBe('women');
    expect(score(a, b).vetoes).toEqual([]);
  });
});

describe('teams named by nicknames', () => {
  it('reads a head-to-head naming one team by a nickname several share through its two outcomes', () => {
    const c = Date.parse('2027-11-27T20:30:00Z');
    const a = ev('alpha', 'Alabama at Auburn', 'Sports', [mk('Alabama', '', null, c), mk('Auburn', '', null, c)], c, 'KXNCAAFGAME-27NOV27ALAAUB');
    const g = ev('gamma', 'Iron Bowl 2027: Crimson Tide vs Tigers', 'Sports', [mk('Alabama', '', null, c), mk('Auburn', '', null, c)], c);
    expect([...g.teams].sort()).toEqual(['local:team:alabama-crimson-tide', 'local:team:auburn-tigers']);
    const s = score(a, g);
    expect(s.vetoes).toEqual([]);
    expect(s.confidence).toBeGreaterThan(0.62);
  });
  it('reads "Nickname (SCHOOL)" as the team, and a player qualified by a team as the player', () => {
    const g = ev('gamma', 'CFP title 2027-28 season', null, [mk('Buckeyes'), mk('Bulldogs (UGA)'), mk('Longhorns'), mk('Field')], Date.parse('2028-01-18T05:00:00Z'));
    expect(g.keySet.has('ent:local:team:georgia-bulldogs')).toBe(true);
    const h = ev('gamma', 'Heisman Trophy 2027 (college football)', 'Sports', [mk('Arch Manning (Texas)'), mk('Jeremiah Smith (Ohio State)')]);
    expect([...h.keySet]).toEqual(['lbl:arch manning', 'lbl:jeremiah smith']);
  });
});

describe('season markets worded apart', () => {
  it('reads a Formula 1 race named by its circuit as its Grand Prix', () => {
    const c = Date.parse('2027-11-28T15:00:00Z');
    const a = ev('alpha', 'Abu Dhabi Grand Prix winner', 'Sports', [mk('Max Verstappen'), mk('Lando Norris'), mk('Oscar Piastri')], c);
    const g = ev('gamma', 'Formula 1 — Yas Marina 2027 race win', null, [mk('VER'), mk('NOR'), mk('PIA'), mk('Other')], c);
    expect(g.facets['grand_prix']).toBe('abu_dhabi');
    expect(score(a, g).confidence).toBeGreaterThan(0.62);
  });
  it('reads one award worded apart as one market, and another league\'s award as another', () => {
    const c = Date.parse('2027-11-20T01:00:00Z');
    const a = ev('alpha', 'AL MVP 2027', 'Sports', [mk('Aaron Judge'), mk('Cal Raleigh'), mk('Bobby Witt Jr.'), mk('José Ramírez')], c, 'KXMLBALMVP-27');
    const b = ev('beta', 'American League MVP 2027', 'Sports', [mk('Aaron Judge'), mk('Bobby Witt Jr.'), mk('Julio Rodríguez')], c);
    const nl = ev('beta_us', 'National League MVP 2027', 'Sports', [mk('Aaron Judge'), mk('Bobby Witt Jr.')], c);
    expect(score(a, b).confidence).toBeGreaterThan(0.62);
    expect(score(a, nl).vetoes).toContain('different stage (al vs nl)');
  });
});

describe('one-market listings of a categorical event', () => {
  it('joins a listing of an outcome one venue lists and another leaves out', () => {
    const c = Date.parse('2027-11-05T05:00:00Z');
    const a = ev('alpha', 'Pro Baseball Champion 2027', 'Sports', [mk('Los Angeles D', '', null, c), mk('New York Y', '', null, c), mk('Detroit', '', null, c)], c, 'KXMLBWS-27');
    const b = ev('beta', 'World Series Champion 2027', 'Sports', ['Los Angeles Dodgers', 'New York Yankees', 'Chicago Cubs'].map((t) => mk(t, `Will the ${t} win the 2027 World Series?`, null, c)), c);
    const g = ev('gamma', 'Tigers win the 2027 World Series?', null, [mk('Yes', 'Tigers win the 2027 World Series?', null, c)], c);
    expect(score(b, g).vetoes).toEqual(['its one named outcome is none of the other\'s']);
    const { clusters } = matchEvents([a, b, g]);
    expect(clusters.map((x) => x.members.map((m) => m.venue))).toEqual([['alpha', 'beta', 'gamma']]);
    // (without the venue that lists it, the listing stays apart)
    expect(matchEvents([b, g]).clusters.length).toBe(2);
  });
});

describe('transfers', () => {
  it('keeps the moves of two players apart', () => {
    const c = Date.parse('2027-09-01T22:00:00Z');
    const a = ev('alpha', 'Will Bukayo Saka leave Arsenal this summer?', 'Sports', [mk('Yes', 'Will Bukayo Saka leave Arsenal this summer?', null, c)], c);
    const b = ev('beta', 'Will Declan Rice leave Arsenal this summer?', 'Sports', [mk('Yes', 'Will Declan Rice leave Arsenal this summer?', null, c)], c);
    expect(score(a, b).vetoes).toContain('different players (saka vs rice)');
  });
  it('reads a player leaving his club in other words as the same move, and a move to a named club as another', () => {
    const c = Date.parse('2027-09-01T22:00:00Z');
    const a = ev('alpha', 'Erling Haaland transferred before the summer window closes?', 'Sports', [mk('Haaland transferred', '', null, c)], c, 'KXTRANSFER-27SEP01HAALAND');
    const b = ev('beta', 'Will Haaland leave Man City this summer?', 'Sports', [mk('Yes', 'Will Erling Haaland leave Manchester City by September 1, 2027?', null, c)], c);
    const g = ev('gamma', 'Erling Haaland signs for Real Madrid by Sep 1, 2027?', null, [mk('Yes', 'Erling Haaland signs for Real Madrid by Sep 1, 2027?', null, c)], c);
    expect([...b.keySet]).toEqual(['yes::pos']);
    expect(score(a, b).confidence).toBeGreaterThan(0.62);
    expect(score(a, g).confidence).toBeLessThan(0.62);
    expect(score(b, g).vetoes.length).toBeGreaterThan(0);
  });
});

describe('sports words of an uncategorised title', () => {
  it('reads a competition named "League" or a golf major as sports, not a party named League', () => {
    expect(domainOf('Vini Jr. to the Saudi Pro League before the Saudi window shuts (Sep 8 2027)?')).toBe('sports');
    expect(domainOf('UEFA Nations League 2027 winner')).toBe('sports');
    expect(domainOf('British Open 2027 (St Andrews) — winner')).toBe('sports');
    expect(domainOf('Will the League win the most votes in the next Italian general election?')).toBe('politics');
  });
});

describe('conference titles in short words', () => {
  it('reads "NBA East winner" as the Eastern Conference title, not the league title', () => {
    expect(facetsOf('2028 NBA East winner', 'sports')['stage']).toBe('east');
    expect(facetsOf('NHL West title 2028', 'sports')['stage']).toBe('west');
    expect(facetsOf('Eastern Conference Champion 2028?', 'sports')['stage']).toBe('east');
    expect(facetsOf('West Ham to win the Premier League?', 'sports')['stage']).toBeUndefined();
  });
});

describe('a side written with "Team"', () => {
  it('reads "Team Falcons" as "Falcons" among the outcomes of a competition', () => {
    const a = ev('alpha', 'The International 2027 Winner', 'Esports', [mk('Team Falcons'), mk('Team Spirit')]);
    const g = ev('gamma', 'Dota 2 TI 2027 champion', 'Sports', [mk('Falcons'), mk('Spirit')]);
    expect(a.markets.map((m) => m.key)).toEqual(g.markets.map((m) => m.key));
    expect(ev('gamma', 'Dota 2 TI 2027 champion', 'Sports', [mk('Team'), mk('Spirit')]).markets[0]!.key).toBe('lbl:team');
  });
});

describe('one-market spread listings', () => {
  const nba = new KnowledgeBase([
    team('local:team:miami-heat', 'Miami Heat', 'NBA', ['Heat']),
    team('Q131371', 'Boston Celtics', 'NBA', ['Celtics']),
  ]);
  const ev2 = (title: string, markets: VenueMarketInput[]): EventFeatures =>
    eventFeatures({ venue: 'beta', venue_event_id: `e${++n}`, event_slug: 'spread-heat-4-5-', title, sub_title: null, category: 'Sports', status: 'active', mutually_exclusive: false,
      market_type: null, close_time_ms: close, settlement_sources: [], rules: null, markets }, nba);
  it('reads "Spread: Heat (-4.5)" as the team covering its line, and a market slug leading with the league as the league', () => {
    const f = ev2('Spread: Heat (-4.5)', [mk('Heat (-4.5)', 'Spread: Heat (-4.5)', 'nba-bos-mia-2030-01-14-spread-home-4pt5')]);
    expect(f.league).toBe('NBA');
    expect(f.markets[0]!.key).toBe('spr:local:team:miami-heat:4.5');
  });
});

describe('a league named by the market slugs', () => {
  const kb2 = new KnowledgeBase([
    team('Q330120', 'Carolina Panthers', 'NFL', ['Panthers']),
    team('Q204623', 'Florida Panthers', 'NHL', []),
    team('Q201864', 'Tampa Bay Lightning', 'NHL', ['Lightning']),
  ]);
  it('keeps a nickname of another North American league\'s team out of the event ("Panthers" of an NHL series)', () => {
    const f = eventFeatures({ venue: 'beta', venue_event_id: `e${++n}`, event_slug: 'panthers-vs-lightning-series-winner', title: 'Panthers vs. Lightning: Series Winner', sub_title: null, category: 'Sports', status: 'active', mutually_exclusive: true,
      market_type: null, close_time_ms: close, settlement_sources: [], rules: null,
      markets: [mk('Panthers', 'Panthers vs. Lightning: Series Winner', 'nhl-2027-r1-fla-tbl-panthers'), mk('Lightning', 'Panthers vs. Lightning: Series Winner', 'nhl-2027-r1-fla-tbl-lightning')] }, kb2);
    expect(f.league).toBe('NHL');
    expect([...f.teams].sort()).toEqual(['Q201864', 'Q204623']);
  });
});

describe('an award or league spelt out', () => {
  it('reads "Most Valuable Player" and "American League" / "National League" as sports words', () => {
    expect(domainOf('American League Most Valuable Player 2029')).toBe('sports');
    expect(domainOf('National League Cy Young')).toBe('sports');
    expect(domainOf('Most Valuable Player of the season')).toBe('sports');
  });
});

describe('a baseball pennant', () => {
  it('reads the league championship series winner as the league\'s pennant ("ALCS winner" / "AL Pennant Winner")', () => {
    expect(facetsOf('ALCS winner 2029', 'sports')['stage']).toBe('al');
    expect(facetsOf('NLCS winner 2029', 'sports')['stage']).toBe('nl');
    expect(conceptText('ALCS winner 2029')).toBe(conceptText('AL Pennant Winner 2029'));
    expect(conceptText('NLCS winner')).toBe(conceptText('National League pennant winner'));
  });
});

describe('a national side by its code in a yes/no question', () => {
  const kb3 = new KnowledgeBase([{ kb_qid: 'Q30', kind: 'geographic_region' as const, canonical_name: 'United States', aliases: ['USA', 'US'], metadata: { level: 'country' }, domain: 'politics' }]);
  it('reads "Will Team USA win the 2029 Ryder Cup?" as the United States', () => {
    const f = eventFeatures({ venue: 'beta_us', venue_event_id: `e${++n}`, event_slug: null, title: 'Will Team USA win the 2029 Ryder Cup?', sub_title: null, category: 'Sports', status: 'active', mutually_exclusive: false,
      market_type: null, close_time_ms: close, settlement_sources: [], rules: null, markets: [mk('Yes', 'Will Team USA win the 2029 Ryder Cup?')] }, kb3);
    expect(f.markets[0]!.key).toBe('ent:Q30');
  });
});

describe('an esports club with and without its club word', () => {
  it('aligns "G2 Esports" / "G2" and "Team Falcons" / "Falcons", one-to-one', () => {
    expect(labelAliases(new Set(['lbl:g2 esports', 'lbl:fnatic']), new Set(['lbl:g2']))).toEqual(new Map([['lbl:g2', 'lbl:g2 esports']]));
    expect(labelAliases(new Set(['lbl:team falcons']), new Set(['lbl:falcons']))).toEqual(new Map([['lbl:falcons', 'lbl:team falcons']]));
    expect(labelAliases(new Set(['lbl:g2 sports']), new Set(['lbl:g2'])).size).toBe(0);
  });
});

describe('an esports club named like a football team', () => {
  const kb4 = new KnowledgeBase([team('Q272059', 'Atlanta Falcons', 'NFL', ['Falcons'])]);
  it('keeps "Falcons" of "Dota 2: The International" a club label, not the NFL team', () => {
    const f = eventFeatures({ venue: 'beta', venue_event_id: `e${++n}`, event_slug: null, title: 'Dota 2: The International 2029 Winner', sub_title: null, category: 'Sports', status: 'active', mutually_exclusive: true,
      market_type: null, close_time_ms: close, settlement_sources: [], rules: null, markets: [mk('Falcons'), mk('Team Spirit')] }, kb4);
    expect(f.markets[0]!.key).toBe('lbl:falcons');
    const nfl = eventFeatures({ venue: 'beta', venue_event_id: `e${++n}`, event_slug: null, title: 'NFC South winner', sub_title: null, category: 'Sports', status: 'active', mutually_exclusive: true,
      market_type: null, close_time_ms: close, settlement_sources: [], rules: null, markets: [mk('Falcons'), mk('Saints')] }, kb4);
    expect(nfl.markets[0]!.key).toBe('ent:Q272059');
  });
});

describe('a game titled by nicknames whose rules name the teams', () => {
  const kb6 = new KnowledgeBase([
    team('local:team:uconn-huskies', 'UConn Huskies', 'NCAA', ['UConn', 'Connecticut']),
    team('local:team:kentucky-wildcats', 'Kentucky Wildcats', 'NCAA'),
    team('local:team:villanova-wildcats', 'Villanova Wildcats', 'NCAA', ['Villanova']),
  ]);
  it('reads "Huskies vs. Wildcats" as the two teams its rules name, and a college market slug as the NCAA', () => {
    const f = eventFeatures({ venue: 'beta', venue_event_id: `e${++n}`, event_slug: 'huskies-vs-wildcats', title: 'Huskies vs. Wildcats', sub_title: null, category: 'Sports', status: 'active', mutually_exclusive: false,
      market_type: null, close_time_ms: close, settlement_sources: [], rules: null,
      markets: [{ ...mk('Huskies', 'Huskies vs. Wildcats', 'cbb-conn-vill-2030-01-15'), rules: 'This market refers to the game between the Connecticut Huskies and the Villanova Wildcats scheduled for January 15, 2030.' }] }, kb6);
    expect(f.league).toBe('NCAA');
    expect([...f.teams].sort()).toEqual(['local:team:uconn-huskies', 'local:team:villanova-wildcats']);
  });
});

describe('a kind of player as the YES side', () => {
  it('reads "Will a quarterback win the 2029 Heisman Trophy?" as the outcome "Quarterback"', () => {
    const f = ev('beta', 'Will a quarterback win the 2029 Heisman Trophy?', 'Sports', [mk('Yes', 'Will a quarterback win the 2029 Heisman Trophy?')]);
    expect(f.markets[0]!.key).toBe('lbl:quarterback');
    expect(ev('alpha', 'Heisman Trophy winner position 2029', 'Sports', [mk('Quarterback'), mk('Running back')]).markets[0]!.key).toBe('lbl:quarterback');
  });
});

describe('a series going to its Game N', () => {
  it('reads "go to Game 7" as exactly 7 games and "go to Game 6" as 6 or more', () => {
    expect(ev('beta', 'Will the 2029 World Series go to Game 7?', 'Sports', [mk('Yes', 'Will the 2029 World Series go to Game 7?')]).markets[0]!.key).toBe('num::eq:7');
    expect(ev('beta', 'Will the NBA Finals go to Game 6?', 'Sports', [mk('Yes', 'Will the NBA Finals go to Game 6?')]).markets[0]!.key).toBe('num::ge:6');
  });
});

describe('winter 2030-31 sports wordings', () => {
  it('reads "Will X be named Super Bowl LXV MVP?" as the outcome X of the Super Bowl MVP, not the league MVP', () => {
    const c = Date.parse('2031-02-10T04:00:00Z');
    const g = ev('gamma', 'Will Patrick Mahomes be named Super Bowl LXV MVP?', null, [mk('Yes', 'Will Patrick Mahomes be named Super Bowl LXV MVP?', null, c)], c);
    expect(g.markets[0]!.key).toBe('lbl:patrick mahomes');
    const sb = ev('alpha', 'Super Bowl LXV MVP', 'Sports', [mk('Patrick Mahomes', '', null, c), mk('Jared Goff', '', null, c)], c);
    const league = ev('beta', 'NFL MVP 2030-31', 'Sports', [mk('Patrick Mahomes', '', null, c), mk('Josh Allen', '', null, c)], c);
    expect(g.facets['award']).toBe('super_bowl_mvp');
    expect(score(league, g).vetoes.length).toBeGreaterThan(0);
    expect(score(sb, g).vetoes).toEqual([]);
  });
  it('reads "Chelsea–Arsenal (1 Feb): 3 or more goals?" as the game\'s total, and "who reaches" of a tie as who advances', () => {
    const total = ev('gamma', 'Manchester City–Real Madrid (1 Feb): 3 or more goals?', null, [mk('Yes')]);
    expect(total.facets['bet']).toBe('total');
    const tie = ev('gamma', 'Real Madrid–Manchester City: who reaches the UCL quarter-finals?', null, [mk('Real Madrid'), mk('Manchester City')]);
    expect(tie.facets['bet']).toBe('advance');
    expect(tie.facets['reach']).toBeUndefined();
    const alone = ev('gamma', 'Who reaches the UCL quarter-finals?', null, [mk('Real Madrid'), mk('Manchester City'), mk('Arsenal')]);
    expect(alone.facets['bet']).toBeUndefined();
  });
});

describe('a one-market listing offering two named sides', () => {
  it('reads "Coin Toss: Heads or Tails?" with the YES side "Heads" as the outcome Heads', () => {
    const b = ev('beta', 'Super Bowl LXV Coin Toss: Heads or Tails?', 'Sports', [mk('Heads', 'Super Bowl LXV Coin Toss: Heads or Tails?')]);
    const a = ev('alpha', 'Super Bowl LXV coin toss', 'Sports', [mk('Heads'), mk('Tails')]);
    expect(b.markets[0]!.key).toBe('lbl:heads');
    expect(b.markets[0]!.key).toBe(a.markets[0]!.key);
    // (a label restating a yes/no question is still its proposition)
    expect(ev('beta', 'Recession in 2027?', 'Economics', [mk('Recession in 2027', 'Recession in 2027?')]).markets[0]!.key?.startsWith('yes')).toBe(true);
  });
});

describe('a fighter by a ring name', () => {
  it('aligns "Boots Ennis" with "Jaron Ennis" in a two-sided bout, not in a field', () => {
    const t = (keys: string[]) => new Map(keys.map((k) => [k, { label: k.slice(4).split(' '), question: [] as string[] }]));
    const a = ['lbl:jaron ennis', 'lbl:vergil ortiz', 'lbl:draw'], b = ['lbl:boots ennis', 'lbl:vergil ortiz', 'lbl:draw'];
    expect(labelAliases(new Set(a), new Set(b), { sports: true, a: t(a), b: t(b) })).toEqual(new Map([['lbl:boots ennis', 'lbl:jaron ennis']]));
    const fa = ['lbl:venus williams', 'lbl:coco gauff', 'lbl:iga swiatek', 'lbl:aryna sabalenka'], fb = ['lbl:serena williams', 'lbl:coco gauff', 'lbl:iga swiatek', 'lbl:aryna sabalenka'];
    expect(labelAliases(new Set(fa), new Set(fb), { sports: true, a: t(fa), b: t(fb) }).size).toBe(0);
  });
});
