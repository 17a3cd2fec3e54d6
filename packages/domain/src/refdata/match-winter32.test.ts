// Unit tests of the kinds of errors of the forty-third holdout (the long tail of winter 2032-33): a leaderboard named by
// its arena alone, and a cabinet post named on both sides.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';

const kb = new KnowledgeBase([]);
const close = Date.parse('2032-12-31T17:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('a leaderboard named by its arena alone', () => {
  it('keeps the WebDev leaderboard apart from the text one, and the text one with a "best AI model"', () => {
    const labs = (): ReturnType<typeof mk>[] => [mk('Anthropic'), mk('OpenAI'), mk('Google')];
    const web = ev('beta_us', 'Top company on the LMArena WebDev leaderboard, Dec 31', 'Culture', labs());
    const text = ev('gamma', 'Top AI lab on LMArena text leaderboard — Dec 31, 2032', 'Tech', labs());
    const text2 = ev('alpha', 'Top company on the LMArena text leaderboard, Dec 31', 'Tech', labs());
    expect(score(web, text).vetoes.length).toBeGreaterThan(0);
    expect(score(text2, text).vetoes).toEqual([]);
  });
});

describe('a cabinet post named on both sides', () => {
  it('keeps the Defense secretary apart from the Treasury one, not two namings of one post', () => {
    const conf = Date.parse('2033-01-31T23:59:00Z');
    const def = ev('beta_us', 'Senate confirms Duckworth for Defense by Jan. 31?', 'Politics', [mk('Yes', 'Senate confirms Duckworth for Defense by Jan. 31?', conf)], conf);
    const treas = ev('alpha', 'Will the Senate confirm Brian Deese as Treasury Secretary by Jan 31, 2033?', 'Politics', [mk('Brian Deese', 'Will the Senate confirm Brian Deese as Treasury Secretary by Jan 31, 2033?', conf)], conf);
    const def2 = ev('beta', 'Tammy Duckworth confirmed as Secretary of Defense by January 31?', 'Politics', [mk('Yes', 'Tammy Duckworth confirmed as Secretary of Defense by January 31?', conf)], conf);
    expect(score(def, treas).vetoes.join()).toContain('different cabinet posts');
    expect(score(def, def2).vetoes.join()).not.toContain('different cabinet posts');
  });
});

describe('a holiday that is one day', () => {
  it('reads Christmas Day and New Year\'s Day as their dates, a week apart', () => {
    const xmas = Date.parse('2032-12-25T12:00:00Z'), ny = Date.parse('2033-01-01T23:59:00Z');
    const clubs = (c: number): ReturnType<typeof mk>[] => [mk('Arsenal', '', c), mk('Liverpool', '', c)];
    const a = ev('alpha', 'Premier League leader on Christmas Day 2032', 'Sports', clubs(xmas), xmas);
    const b = ev('beta_us', "Premier League leader on New Year's Day", 'Sports', clubs(ny), ny);
    const c = ev('gamma', 'Premier League leader on December 25, 2032', 'Sports', clubs(xmas), xmas);
    expect(a.dates.map((d) => d.key)).toEqual(['2032-12-25']);
    expect(score(a, b).vetoes.length).toBeGreaterThan(0);
    expect(score(a, c).vetoes).toEqual([]);
  });
});

describe('a geomagnetic storm by its level', () => {
  it('keeps a G5 storm apart from "G4 or stronger", and two namings of G5 together', () => {
    const mar = Date.parse('2033-03-31T23:59:00Z');
    const a = ev('alpha', 'G5 (Extreme) geomagnetic storm by Mar 31, 2033?', 'Science', [mk('G5', 'G5 (Extreme) geomagnetic storm by Mar 31, 2033?', mar)], mar);
    const b = ev('gamma', 'NOAA G4 or stronger geomagnetic storm by 31 Mar 2033?', 'Science', [mk('Yes', 'NOAA G4 or stronger geomagnetic storm by 31 Mar 2033?', mar)], mar);
    const c = ev('beta', 'Extreme (G5) solar storm before April 2033?', 'Science', [mk('Yes', 'Extreme (G5) solar storm before April 2033?', mar)], mar);
    expect(score(a, b).vetoes.join()).toContain('storm_class');
    expect(score(a, c).vetoes).toEqual([]);
  });
});

describe('the official UK chart by its name', () => {
  it('keeps the Official Christmas No.1 apart from Spotify UK\'s top song, and together with the Official Charts one', () => {
    const songs = (): ReturnType<typeof mk>[] => [mk('All I Want for Christmas Is You'), mk('Last Christmas')];
    const a = ev('gamma', 'Official Christmas No.1 (UK) 2032', 'Music', songs());
    const b = ev('beta_us', 'Top song on Spotify UK on Christmas Day 2032', 'Music', songs());
    const c = ev('alpha', 'Official Singles Chart Christmas Number One 2032', 'Music', songs());
    expect(a.subject.platform).toEqual(['official_charts']);
    expect(score(a, b).vetoes.length).toBeGreaterThan(0);
    expect(score(a, c).vetoes).toEqual([]);
  });
});
