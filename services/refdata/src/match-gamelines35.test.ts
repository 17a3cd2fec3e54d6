// Unit tests of single-game betting lines (holdout57, holdout59), read with the shipped knowledge base: a side given a
// signed half-point line is a spread, not the game's winner; a player's count of one in the singular and a statistic
// after the name in title case name the player; a game a side "takes" or "steals", and two sides joined by a dash, name
// the game's teams; a game's total is "total" however written; a batter's hits are a statistic; a pitcher's line with
// no colon is the player's, not the game's total; a player's line "at" a team's ground is a prop of that game; a school's
// "St." is its "State".
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { ACCEPT, kb, numbered, score } from './test-listings.ts';

const { ev: build } = numbered(Date.parse('2034-04-19T23:00:00Z'));
const ev = (venue: string, title: string, category: string | null, labels: string[], id?: string): refdata.EventFeatures =>
  build(venue, title, category, labels, { id });

describe('a signed half-point line after a side is a spread', () => {
  it('keeps "Magic +7.5 in Game 2 at Boston?" apart from the game, and a win in Game 2 with it', () => {
    const game = ev('alpha', 'Orlando at Boston (Game 2)', 'Sports', ['Orlando', 'Boston'], 'KXNBAGAME-34APR19ORLBOS');
    const spread = ev('gamma', 'Magic +7.5 in Game 2 at Boston?', null, ['Yes']);
    expect(spread.facets['bet']).toBe('spread');
    expect(score(game, spread).vetoes.join()).toMatch(/different bet/);
    // (a verb of winning the game is its winner: "Magic steal Game 2 in Boston?")
    const steal = ev('gamma', 'Magic steal Game 2 in Boston?', null, ['Yes']);
    expect(steal.teams.size).toBe(2);
    expect(score(game, steal).confidence).toBeGreaterThanOrEqual(ACCEPT);
    // (not a lead taken, nor a game taken to overtime)
    expect(ev('gamma', 'Magic take a 10-point lead in Boston?', null, ['Yes']).teams.size).toBeLessThan(2);
  });

  it('does not read a level as a spread ("under -9.5", "below -0.5%")', () => {
    expect(ev('beta_us', 'PGA Championship winning score: under -9.5?', 'Sports', ['Yes']).facets['bet']).not.toBe('spread');
    expect(refdata.sportsFacets({ title: 'Japan Q1 GDP annualized below -0.5%?', codes: [], questions: [] })['bet']).toBeUndefined();
  });
});

describe('players of single-game props', () => {
  it('reads "Cale Makar 1+ Point (Game 2)" as Makar, not the line of another player', () => {
    const a = ev('beta', 'Connor McDavid: 1+ Point', 'Sports', ['Over']);
    const b = ev('beta_us', 'Cale Makar 1+ Point (Game 2)', 'Sports', ['Over']);
    expect([...b.players]).toEqual(['makar']);
    expect(score(a, b).confidence).toBeLessThan(ACCEPT);
    // (the same player at the same count is the same line)
    const c = ev('beta_us', 'Connor McDavid 1+ Point (Game 2)', 'Sports', ['Over']);
    expect([...c.players]).toEqual(['mcdavid']);
  });

  it('meets a board of the game with a one-player line of hits, strikeouts or passing yards', () => {
    const hits = ev('alpha', 'New York Y vs Boston: Hits', 'Sports', ['Roman Anthony: 1+', 'Roman Anthony: 2+', 'Jasson Domínguez: 2+']);
    expect(score(hits, ev('beta', 'Roman Anthony: 2+ Hits', 'Sports', ['Over'])).confidence).toBeGreaterThanOrEqual(ACCEPT);
    // (a batter's hits are not his home runs)
    const hr = ev('alpha', 'Los Angeles D vs San Francisco: Home Runs', 'Sports', ['Shohei Ohtani: 1+', 'Shohei Ohtani: 2+', 'Andy Pages: 1+']);
    expect(score(hr, ev('beta_us', 'Shohei Ohtani 2+ hits (Dodgers at Giants)', 'Sports', ['Yes'])).confidence).toBeLessThan(ACCEPT);
    const ks = ev('alpha', 'Los Angeles D vs San Francisco: Strikeouts', 'Sports', ['Yoshinobu Yamamoto: 7+', 'Logan Webb: 6+']);
    const webb = ev('beta_us', 'Logan Webb Strikeouts O/U 5.5', 'Sports', ['Over']);
    expect(webb.facets['bet']).toBeUndefined();
    expect(score(ks, webb).confidence).toBeGreaterThanOrEqual(ACCEPT);
    // (a surname's line "at" the other side's ground, uncategorised, is a prop of that game)
    const pass = ev('alpha', 'Kansas City at Jacksonville: Passing Yards', 'Sports', ['Patrick Mahomes: 250+', 'Patrick Mahomes: 300+', 'Trevor Lawrence: 225+']);
    expect(score(pass, ev('gamma', 'Mahomes 300+ passing yards at Jacksonville?', null, ['Yes'])).confidence).toBeGreaterThanOrEqual(ACCEPT);
    expect(score(pass, ev('gamma', 'Mahomes 300+ passing yards at Denver?', null, ['Yes'])).confidence).toBeLessThan(ACCEPT);
    // (another pitcher's line is not)
    expect(score(ks, ev('beta_us', 'Hunter Greene Strikeouts O/U 5.5', 'Sports', ['Over'])).confidence).toBeLessThan(ACCEPT);
  });
});

describe('a game named by a dash between its sides, and its total', () => {
  it('reads "Avs–Stars Game 2: 6 or more total goals?" as the Avalanche and the Stars, the total of O/U 5.5', () => {
    const a = ev('beta', 'Avalanche vs. Stars: O/U 5.5', 'Sports', ['Over']);
    const b = ev('gamma', 'Avs–Stars Game 2: 6 or more total goals?', null, ['Yes']);
    expect(b.teams.size).toBe(2);
    expect(score(a, b).confidence).toBeGreaterThanOrEqual(ACCEPT);
    // (a hyphenated surname is no game)
    expect(ev('gamma', 'Shai Gilgeous-Alexander 30+ points?', null, ['Yes']).teams.size).toBe(0);
  });
});

describe('a school\'s "St." is "State"', () => {
  it('reads "Ohio St. at Penn St." as Ohio State at Penn State, not Penn', () => {
    const a = ev('alpha', 'Ohio St. at Penn St.', 'Sports', ['Ohio St.', 'Penn St.']);
    const b = ev('beta', 'Ohio State vs. Penn State', 'Sports', ['Ohio State']);
    expect(a.teams.size).toBe(2);
    expect(score(a, b).confidence).toBeGreaterThanOrEqual(ACCEPT);
    expect(kb.resolveTeamPlace('Penn St.', 'NCAA')?.canonical_name).toBe('Penn State Nittany Lions');
    expect(kb.resolveTeamPlace('Penn', 'NCAA')).toBeUndefined();
  });
});
