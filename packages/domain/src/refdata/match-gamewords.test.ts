// Unit tests of sports listings worded around one team or player (the forty-fourth to fifty-third holdouts): an upset as
// a win ("Will the Giants upset the Cowboys?", "Jovic upsets Andreeva"), a team's win on a weekday its title names ("Will
// the Rams win at Levi's Stadium on Monday night?"), an uncategorised player's line against a team ("Shai
// Gilgeous-Alexander 30+ points vs Denver?"), a player's line beside another venue's props of the game at other lines, a
// side beating another "by 7+ points", a two-sided line with its opponent in brackets and counts in words ("double-digit
// strikeouts", a "multi-homer game").
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { MATCH_ACCEPT, matchEvents } from './match.ts';

const team = (qid: string, name: string, league: string, aliases: string[] = []) => ({
  kb_qid: qid, kind: 'team' as const, canonical_name: name, aliases, metadata: { league }, domain: 'sports',
});
const kb = new KnowledgeBase([
  team('Q190618', 'New York Giants', 'NFL', ['NY Giants']),
  team('Q308966', 'San Francisco Giants', 'MLB', ['SF Giants']),
  team('Q204862', 'Dallas Cowboys', 'NFL', ['Cowboys']),
  team('Q219714', 'Philadelphia Eagles', 'NFL', ['Eagles']),
  team('Q212654', 'Washington Commanders', 'NFL', ['Commanders']),
  team('Q337377', 'Los Angeles Rams', 'NFL', ['Rams', 'LA Rams']),
  team('Q337758', 'San Francisco 49ers', 'NFL', ['49ers', 'Niners']),
  team('Q162954', 'Denver Nuggets', 'NBA', ['Nuggets']),
  team('Q180950', 'Oklahoma City Thunder', 'NBA', ['Thunder', 'OKC']),
  team('Q246782', 'Chicago Cubs', 'MLB', ['Cubs']),
  team('local:team:pittsburgh-pirates', 'Pittsburgh Pirates', 'MLB', ['Pirates']),
  { kb_qid: 'Q16554', kind: 'geographic_region', canonical_name: 'Denver', aliases: [], metadata: { level: 'city', country: 'Q30' }, domain: 'politics' },
]);
const close = Date.parse('2032-11-21T22:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('an upset is a win of the side named first', () => {
  it('reads "Will the Giants upset the Cowboys?" as the Giants in their game with the Cowboys', () => {
    const a = ev('alpha', 'New York G at Dallas', 'Sports', [mk('New York G'), mk('Dallas')]);
    const b = ev('gamma', 'Will the Giants upset the Cowboys in Arlington on Sunday?', null, [mk('Yes', 'Will the Giants upset the Cowboys in Arlington on Sunday?')]);
    expect([...b.teams].sort()).toEqual(['Q190618', 'Q204862']);
    expect(b.markets[0]!.key).toBe('ent:Q190618');
    expect(score(a, b).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    // (another opponent is another game)
    const c = ev('gamma', 'Will the Giants upset the Eagles on Sunday?', null, [mk('Yes', 'Will the Giants upset the Eagles on Sunday?')]);
    expect(score(a, c).vetoes).toContain('different teams');
  });

  it('reads a headline "Jovic upsets Andreeva" as the two sides of the match, Jovic the YES side', () => {
    const t = Date.parse('2033-09-15T12:00:00Z');
    const a = ev('alpha', 'Andreeva vs Jovic: Korea Open Round of 16', 'Sports', [mk('Mirra Andreeva', '', t), mk('Iva Jovic', '', t)], t);
    const b = ev('gamma', 'Jovic upsets Andreeva in Seoul (Thursday)?', null, [mk('Yes', 'Jovic upsets Andreeva in Seoul (Thursday)?', t)], t);
    expect(b.sides).toEqual([['jovic'], ['andreeva']]);
    expect(score(a, b).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const c = ev('gamma', 'Jovic upsets Gauff in Seoul (Thursday)?', null, [mk('Yes', 'Jovic upsets Gauff in Seoul (Thursday)?', t)], t);
    expect(score(a, c).confidence).toBeLessThan(MATCH_ACCEPT);
    // (an upset as a noun names no side, and a company beating estimates is no match)
    expect(ev('gamma', 'Will there be an upset in the Wild Card round?', null, [mk('Yes', '', t)], t).markets[0]!.key).not.toMatch(/^(ent|lbl):/);
  });
});

describe("a team's win on a weekday its title names", () => {
  it('is its game of that day, not of another day', () => {
    const mon = Date.parse('2032-11-23T05:00:00Z');
    const g = ev('gamma', "Will the Rams win at Levi's Stadium on Monday night?", null, [mk('Yes', "Will the Rams win at Levi's Stadium on Monday night?", mon)], mon);
    const a = ev('alpha', 'Los Angeles R at San Francisco', 'Sports', [mk('Los Angeles R', '', mon), mk('San Francisco', '', mon)], mon, 'KXNFLGAME-32NOV22LARSF');
    expect(a.facets['day']).toBe('2032-11-22');
    expect(score(a, g).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    // (the same team's game of the Sunday before is not the Monday's)
    const sun = Date.parse('2032-11-22T04:00:00Z');
    const b = ev('alpha', 'Los Angeles R at San Francisco', 'Sports', [mk('Los Angeles R', '', sun), mk('San Francisco', '', sun)], sun, 'KXNFLGAME-32NOV21LARSF');
    expect(b.facets['day']).toBe('2032-11-21');
    expect(score(b, g).confidence).toBeLessThan(MATCH_ACCEPT);
  });
});

describe("an uncategorised player's line against a team", () => {
  it('is a player prop of the game, whose board lists the hyphenated surname', () => {
    const t = Date.parse('2032-11-22T04:00:00Z');
    const a = ev('alpha', 'Denver at Oklahoma City: Points', 'Sports', [mk('Shai Gilgeous-Alexander: 30+', '', t), mk('Nikola Jokic: 25+', '', t)], t, 'KXNBAPTS-32NOV21DENOKC');
    const g = ev('gamma', 'Shai Gilgeous-Alexander 30+ points vs Denver?', null, [mk('Yes', 'Shai Gilgeous-Alexander 30+ points vs Denver?', t)], t);
    expect(g.domain).toBe('sports');
    expect(score(a, g).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    // (another line is another outcome)
    const h = ev('gamma', 'Shai Gilgeous-Alexander 35+ points vs Denver?', null, [mk('Yes', 'Shai Gilgeous-Alexander 35+ points vs Denver?', t)], t);
    expect(score(a, h).confidence).toBeLessThan(MATCH_ACCEPT);
    // (an index's points against a day name no team)
    expect(ev('gamma', 'Dow Jones 500+ points vs Friday close?', null, [mk('Yes', '', t)], t).domain).not.toBe('sports');
  });
});

describe("a player's line beside another venue's props of the game at other lines", () => {
  it('joins the game whose third venue lists the line', () => {
    const t = Date.parse('2032-11-21T21:00:00Z');
    const a = ev('alpha', 'Philadelphia at Washington: Passing Touchdowns', 'Sports', [mk('Jayden Daniels: 2+', '', t), mk('Jalen Hurts: 2+', '', t)], t, 'KXNFLPASSTD-32NOV21PHIWAS');
    const u = ev('beta_us', 'Eagles vs. Commanders — Passing Touchdowns', 'Sports', [mk('Jayden Daniels 3+ passing TDs', '', t)], t, 'nfl-phi-was-2032-11-21-props-passtd');
    const b = ev('beta', 'Jayden Daniels: Passing TDs O/U 1.5', 'Sports', [mk('Over', 'Jayden Daniels: Passing TDs O/U 1.5', t)], t, 'nfl-phi-was-2032-11-21-jdaniels-passtd');
    expect(matchEvents([a, u, b]).clusters.map((c) => c.members.length)).toEqual([3]);
    // (a line the third venue does not list stays apart)
    const c = ev('beta', 'Jayden Daniels: Passing TDs O/U 3.5', 'Sports', [mk('Over', 'Jayden Daniels: Passing TDs O/U 3.5', t)], t, 'nfl-phi-was-2032-11-21-jdaniels-passtd4');
    expect(matchEvents([a, u, c]).clusters.map((k) => k.members.length).sort()).toEqual([1, 2]);
  });
});

describe('a side beating another by 7+ points', () => {
  it("is that side's spread line, not the game's winner", () => {
    const g = ev('gamma', 'Will the Eagles beat the Commanders by 7+ points?', null, [mk('Yes', 'Will the Eagles beat the Commanders by 7+ points?')]);
    expect(g.facets['bet']).toBe('spread');
    const b = ev('beta', 'Spread: Eagles (-6.5)', 'Sports', [mk('Philadelphia Eagles', 'Spread: Eagles (-6.5)')], close, 'nfl-phi-was-2032-11-21-spread');
    expect(score(b, g).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const w = ev('alpha', 'Philadelphia at Washington', 'Sports', [mk('Philadelphia'), mk('Washington')], close, 'KXNFLGAME-32NOV21PHIWAS');
    expect(score(w, g).confidence).toBe(0);
  });
});

describe("a pitcher's strikeouts against a team", () => {
  it('are his lines, two lines apart, never the team the question names', () => {
    const t = Date.parse('2033-09-16T00:05:00Z');
    const a = ev('alpha', 'Pittsburgh vs Chicago C: Strikeouts', 'Sports', [mk('Paul Skenes: 8+', '', t), mk('Paul Skenes: 10+', '', t), mk('Cade Horton: 6+', '', t)], t, 'KXMLBKS-33SEP15PITCHC');
    const b = ev('beta', 'Paul Skenes: Strikeouts O/U 7.5 (vs. Cubs)', 'Sports', [mk('Over', 'Paul Skenes: Strikeouts O/U 7.5 (vs. Cubs)', t)], t, 'mlb-pit-chc-2033-09-15-skenes-ks');
    const g = ev('gamma', 'Skenes double-digit strikeouts vs Cubs (Sep 15)?', null, [mk('Yes', 'Skenes double-digit strikeouts vs Cubs (Sep 15)?', t)], t);
    expect(b.markets[0]!.key).toBe('num::ge:8:pl:skenes');
    expect(g.markets[0]!.key).toBe('num::ge:10:pl:skenes');
    expect(score(a, g).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    expect(score(b, g).confidence).toBeLessThan(MATCH_ACCEPT);
  });
});
