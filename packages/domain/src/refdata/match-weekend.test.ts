// Unit tests of sports pair scoring on the kinds of errors of the thirty-sixth and thirty-seventh holdouts (a weekend of
// games, props and dailies): a player's two-sided line under a heading of the player, a spread in the venues' other
// words (run line, puck line, goal spread, handicap), an esports spread of clubs outside the kb, a ticker carrying the
// first pitch's time.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { gameDayOf, sportsFacets } from './sports.ts';
import { eventFeatures, MATCH_ACCEPT, scorePair, type EventFeatures, type VenueMarketInput } from './match.ts';

const team = (qid: string, name: string, league: string, aliases: string[] = []) => ({
  kb_qid: qid, kind: 'team' as const, canonical_name: name, aliases, metadata: { league }, domain: 'sports',
});
const kb = new KnowledgeBase([
  team('Q159729', 'San Antonio Spurs', 'NBA'),
  team('Q162954', 'Denver Nuggets', 'NBA'),
  team('Q201864', 'Tampa Bay Lightning', 'NHL'),
  team('Q203384', 'Toronto Maple Leafs', 'NHL', ['Maple Leafs']),
  team('Q334634', 'Los Angeles Dodgers', 'MLB', ['Dodgers']),
  team('Q308966', 'San Francisco Giants', 'MLB'),
  team('Q180950', 'Oklahoma City Thunder', 'NBA', ['Thunder']),
  team('local:team:minnesota-timberwolves', 'Minnesota Timberwolves', 'NBA', ['Timberwolves']),
  team('local:team:new-york-mets', 'New York Mets', 'MLB', ['Mets']),
  team('local:team:philadelphia-phillies', 'Philadelphia Phillies', 'MLB', ['Phillies']),
]);
let n = 0;
const close = Date.parse('2032-05-16T23:00:00Z');
const mk = (label: string, question = '', slug: string | null = null): VenueMarketInput => ({
  venue_market_id: `m${++n}`, question, outcome_label: label, yes_token: null, no_token: null, status: 'active',
  close_time_ms: close, expiration_time_ms: close, rules: null, resolution_source: null, slug,
});
const ev = (venue: string, title: string, markets: VenueMarketInput[], id = `e${++n}`, category: string | null = 'Sports'): EventFeatures =>
  eventFeatures({ venue, venue_event_id: id, event_slug: null, title, sub_title: null, category, status: 'active', mutually_exclusive: markets.length > 1,
    market_type: null, close_time_ms: close, settlement_sources: [], rules: null, markets }, kb);
const score = (a: EventFeatures, b: EventFeatures) => (a.key < b.key ? scorePair(a, b) : scorePair(b, a));

describe('a player\'s two-sided line', () => {
  const ladder = ev('alpha', 'Victor Wembanyama points (San Antonio at Denver)', [mk('Victor Wembanyama: 25+ points'), mk('Victor Wembanyama: 30+ points')], 'KXNBAPTS-32MAY16SADEN');
  it('reads "Name: Points O/U 29.5" as the player\'s 30+ points, not the game\'s total', () => {
    const line = ev('beta', 'Victor Wembanyama: Points O/U 29.5', [mk('Wembanyama O/U 29.5', 'Victor Wembanyama: Points O/U 29.5', 'nba-sas-den-2032-05-16-points-victor-wembanyama-29pt5')]);
    expect(line.facets['bet']).toBeUndefined();
    expect([...line.players]).toEqual(['wembanyama']);
    expect(line.markets[0]!.key).toBe('num::ge:30:pl:wembanyama');
    expect(line.future).toBe(false);
    const s = score(ladder, line);
    expect(s.vetoes).toEqual([]);
    expect(s.confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
  });
  it('keeps another player\'s line and the game\'s total apart', () => {
    const other = ev('beta', 'Nikola Jokić: Points O/U 29.5', [mk('Jokić O/U 29.5', 'Nikola Jokić: Points O/U 29.5', 'nba-sas-den-2032-05-16-points-nikola-jokic-29pt5')]);
    expect(score(ladder, other).vetoes.some((v) => v.startsWith('different players'))).toBe(true);
    const total = ev('beta', 'Spurs vs. Nuggets: O/U 212.5', [mk('O/U 212.5', 'Spurs vs. Nuggets: O/U 212.5', 'nba-sas-den-2032-05-16-total-212pt5')]);
    expect(total.facets['bet']).toBe('total');
    expect(score(ladder, total).confidence).toBeLessThan(MATCH_ACCEPT);
  });
});

describe('a spread in the venues\' words', () => {
  it('matches a goal spread with a puck line and a run spread with a run line', () => {
    const goal = ev('alpha', 'Toronto at Tampa Bay: Goal Spread', [mk('Tampa Bay wins by over 1.5 goals'), mk('Toronto wins by over 1.5 goals')], 'KXNHLSPREAD-32MAY16TORTB');
    const puck = ev('beta', 'Puck Line: Lightning (-1.5)', [mk('Lightning -1.5', 'Puck Line: Lightning (-1.5)', 'nhl-tor-tb-2032-05-16-spread-home-1pt5')]);
    expect(puck.markets[0]!.key).toBe('spr:Q201864:1.5');
    const s = score(goal, puck);
    expect(s.vetoes).toEqual([]);
    expect(s.confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const run = ev('alpha', 'Los Angeles D at San Francisco: Run Spread', [mk('Los Angeles D wins by over 1.5 runs'), mk('San Francisco wins by over 1.5 runs')], 'KXMLBSPREAD-32MAY161605LADSF');
    const line = ev('beta', 'Run Line: Dodgers (-1.5)', [mk('Dodgers -1.5', 'Run Line: Dodgers (-1.5)', 'mlb-lad-sf-2032-05-16-spread-away-1pt5')]);
    expect(score(run, line).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
  });
  it('keeps a puck line apart from the game\'s winner', () => {
    const game = ev('alpha', 'Toronto at Tampa Bay', [mk('Tampa Bay'), mk('Toronto')], 'KXNHLGAME-32MAY16TORTB');
    const puck = ev('beta', 'Puck Line: Lightning (-1.5)', [mk('Lightning -1.5', 'Puck Line: Lightning (-1.5)', 'nhl-tor-tb-2032-05-16-spread-home-1pt5')]);
    expect(score(game, puck).confidence).toBeLessThan(MATCH_ACCEPT);
  });
  it('aligns an esports map spread of clubs outside the kb, and keeps the first map\'s winner apart', () => {
    const spread = ev('alpha', 'Vitality vs Spirit: Map Spread', [mk('Team Vitality wins by over 1.5 maps'), mk('Team Spirit wins by over 1.5 maps')], 'KXCS2SPREAD-32MAY16VITSPI', 'Esports');
    const handicap = ev('beta', 'Map Handicap: Vitality (-1.5) vs Spirit (+1.5)', [mk('Vitality -1.5', 'Map Handicap: Vitality (-1.5) vs Spirit (+1.5)', 'cs2-vit-spi-2032-05-16-map-handicap-1pt5')], 'h1', 'Esports');
    expect(spread.sides).toEqual([['vitality'], ['spirit']]);
    expect(spread.markets.map((m) => m.key)).toEqual(['spr:lbl:vitality:1.5', 'spr:lbl:spirit:1.5']);
    expect(handicap.markets[0]!.key).toBe('spr:lbl:vitality:1.5');
    expect(score(spread, handicap).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const map1 = ev('beta', 'Vitality vs Spirit - Map 1 Winner', [mk('Vitality'), mk('Spirit')], 'h2', 'Esports');
    expect(score(spread, map1).confidence).toBeLessThan(MATCH_ACCEPT);
  });
});

describe('a game ticker with the first pitch\'s time', () => {
  it('reads the game day past the time, and not from an hour written as a day', () => {
    expect(gameDayOf(['KXMLBSPREAD-32MAY151605LADSF'], [])).toBe('2032-05-15');
    expect(gameDayOf(['KXMLBGAME-32MAY15LADSF'], [])).toBe('2032-05-15');
    expect(gameDayOf(['KXMLBSPREAD-32MAY159905LADSF'], [])).toBeNull();
  });
});

describe('a playoff series and its Game 7', () => {
  it('reads a series by its slug, and keeps it apart from one game of it', () => {
    const series = ev('alpha', 'Thunder vs Timberwolves: Western Conference Semifinals winner', [mk('Oklahoma City'), mk('Minnesota')], 'KXNBASERIES-32OKCMINR2');
    const who = ev('beta', 'NBA Playoffs: Who Will Win Thunder vs. Timberwolves?', [mk('Thunder', 'NBA Playoffs: Who Will Win Thunder vs. Timberwolves?', 'nba-playoffs-okc-vs-min-series-winner')]);
    expect(who.facets['unit']).toBe('series');
    expect(score(series, who).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const g7 = ev('alpha', 'Minnesota at Oklahoma City (Game 7)', [mk('Minnesota'), mk('Oklahoma City')], 'KXNBAGAME-32MAY17MINOKC');
    expect(score(g7, who).vetoes).toContain('different unit (main vs series)');
  });
  it('reads who advances from a Game 7 as its winner, not from an earlier game', () => {
    const adv = ev('gamma', 'Game 7: Spurs at Nuggets — who advances? (May 16)', [mk('Spurs'), mk('Nuggets')]);
    expect(adv.facets['bet']).toBe('advance');
    const g7 = ev('alpha', 'San Antonio at Denver (Game 7)', [mk('San Antonio'), mk('Denver')], 'KXNBAGAME-32MAY16SADEN');
    expect(score(g7, adv).vetoes).toEqual([]);
    expect(score(g7, adv).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const adv6 = ev('gamma', 'Game 6: Spurs at Nuggets — who advances? (May 16)', [mk('Spurs'), mk('Nuggets')]);
    expect(score(g7, adv6).confidence).toBe(0);
    const g6 = ev('alpha', 'San Antonio at Denver (Game 6)', [mk('San Antonio'), mk('Denver')], 'KXNBAGAME-32MAY16SADEN');
    expect(score(g6, adv).confidence).toBe(0);
  });
});

describe('a competitor\'s placing', () => {
  const field = ev('alpha', 'Canadian Grand Prix 2032: Podium finish', [mk('Lando Norris'), mk('Oscar Piastri')], 'KXF1PODIUM-32CAN');
  it('reads the competitor named before a podium or a top-N finish as the YES side', () => {
    const norris = ev('beta', 'Will Lando Norris finish on the podium at the Canadian GP?', [mk('Yes', 'Will Lando Norris finish on the podium at the Canadian GP?')]);
    expect(norris.markets[0]!.key).toBe('lbl:lando norris');
    expect(score(field, norris).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const gamma = ev('gamma', 'Lando Norris on the podium at the Canadian GP?', [mk('Yes', 'Lando Norris on the podium at the Canadian GP?')], 'g1', null);
    expect(gamma.facets['reach']).toBe('top3');
    expect(score(field, gamma).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const aberg = ev('beta', 'Ludvig Åberg Top 10 at PGA Championship?', [mk('Yes', 'Ludvig Åberg Top 10 at PGA Championship?')]);
    expect(aberg.markets[0]!.key).toBe('lbl:ludvig aberg');
  });
  it('keeps a competitor the field does not list, and the race\'s winner, apart', () => {
    const other = ev('beta', 'Will Max Verstappen finish on the podium at the Canadian GP?', [mk('Yes', 'Will Max Verstappen finish on the podium at the Canadian GP?')]);
    expect(score(field, other).confidence).toBe(0);
    const win = ev('beta', 'Will Lando Norris win the Canadian GP?', [mk('Yes', 'Will Lando Norris win the Canadian GP?')]);
    expect(score(field, win).confidence).toBe(0);
  });
  it('reads the leader after a golf round by its number or its holes', () => {
    const f = (t: string) => sportsFacets({ title: t, codes: [], questions: [] })['reach'];
    expect(f('PGA Championship: Leader after Round 3')).toBe(f('PGA Championship: 54-Hole Leader'));
    expect(f('PGA Championship: First Round Leader')).not.toBe(f('PGA Championship: 54-Hole Leader'));
  });
});

describe('a player\'s one home run and a fighter\'s method', () => {
  it('reads "hit a home run" as the player\'s 1+ home runs, not the team the question names', () => {
    const ladder = ev('alpha', 'Juan Soto home runs (New York M at Philadelphia)', [mk('Juan Soto: 1+ home runs')], 'KXMLBHR-32MAY161335NYMPHI');
    const q = ev('beta', 'Will Juan Soto hit a home run vs. the Phillies on May 16?', [mk('Yes', 'Will Juan Soto hit a home run vs. the Phillies on May 16?', 'mlb-nym-phi-2032-05-16-hr-juan-soto')]);
    expect([...q.players]).toEqual(['soto']);
    expect(q.markets[0]!.key).toBe('num::ge:1:pl:soto');
    expect(score(ladder, q).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const other = ev('beta', 'Will Pete Alonso hit a home run vs. the Phillies on May 16?', [mk('Yes', 'Will Pete Alonso hit a home run vs. the Phillies on May 16?', 'mlb-nym-phi-2032-05-16-hr-pete-alonso')]);
    expect(score(ladder, other).confidence).toBe(0);
  });
  it('reads a fighter winning by a method as that outcome of the method market, not the fight\'s winner', () => {
    const method = ev('alpha', 'UFC 391: Topuria vs Tsarukyan — method of victory', [mk('Topuria by KO/TKO'), mk('Topuria by decision'), mk('Tsarukyan by KO/TKO')], 'KXUFCMOV-32MAY16TOPTSA', null);
    const ko = ev('gamma', 'Topuria wins by KO/TKO at UFC 391?', [mk('Yes', 'Topuria wins by KO/TKO at UFC 391?')], 'g2', null);
    expect(ko.markets[0]!.key).toBe('lbl:topuria ko tko');
    expect(score(method, ko).vetoes).toEqual([]);
    expect(score(method, ko).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const fight = ev('alpha', 'UFC 391: Topuria vs Tsarukyan', [mk('Ilia Topuria'), mk('Arman Tsarukyan')], 'KXUFCFIGHT-32MAY16TOPTSA', null);
    expect(score(fight, ko).confidence).toBe(0);
    const sub = ev('gamma', 'Topuria wins by submission at UFC 391?', [mk('Yes', 'Topuria wins by submission at UFC 391?')], 'g3', null);
    expect(score(method, sub).confidence).toBe(0);
  });
});
