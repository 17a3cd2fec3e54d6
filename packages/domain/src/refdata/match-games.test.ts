// Unit tests of the kinds of errors of the thirty-third to thirty-fifth holdouts on sports, culture, science, weather and
// health: a side labelled with its verb ("Dodgers win"), a series going "7 games", a football tournament's qualifying
// stage, a women's tour named on one side of a match of two players, a tour's year-end No. 1 in an uncategorised title,
// a conference by its short name, the winner's kind of player, a side beating another as a headline; an area before its
// bound, a name with a possessive, NASA's temperature record by its dataset's name, a temperature recorded; a virus by
// its own name; a weather question's place after "at" (no away side) or with a possessive ("Denver's").
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { labelAliases, outcomeTexts } from './match.ts';
import { parseStrikes } from './text.ts';

const team = (qid: string, name: string, league: string, aliases: string[] = []) => ({
  kb_qid: qid, kind: 'team' as const, canonical_name: name, aliases, metadata: { league }, domain: 'sports',
});
const kb = new KnowledgeBase([
  team('Q334634', 'Los Angeles Dodgers', 'MLB', ['Dodgers']),
  team('local:team:philadelphia-phillies', 'Philadelphia Phillies', 'MLB', ['Phillies']),
  { kb_qid: 'Q36', kind: 'geographic_region', canonical_name: 'Poland', aliases: ['Polish'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q16554', kind: 'geographic_region', canonical_name: 'Denver', aliases: [], metadata: { level: 'city', country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q100', kind: 'geographic_region', canonical_name: 'Boston', aliases: [], metadata: { level: 'city', country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q148', kind: 'geographic_region', canonical_name: 'China', aliases: ['Chinese'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q21', kind: 'geographic_region', canonical_name: 'England', aliases: ['English'], metadata: { level: 'country' }, domain: 'politics' },
]);
const close = Date.parse('2031-10-15T05:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('a side labelled with the verb it pays on', () => {
  it('reads "Dodgers win" as the Dodgers', () => {
    const a = ev('alpha', 'Philadelphia vs Los Angeles D (Oct 14)', 'Sports', [mk('Philadelphia'), mk('Los Angeles D')]);
    const b = ev('gamma', 'NLCS Game 2: Phillies at Dodgers', null, [mk('Dodgers win'), mk('Phillies win')]);
    expect(b.markets.map((m) => m.key)).toEqual(['ent:Q334634', 'ent:local:team:philadelphia-phillies']);
    expect(score(a, b).confidence).toBeGreaterThanOrEqual(0.62);
    // (a margin is still a spread, not the side: "Dodgers win by 2+")
    const c = ev('gamma', 'NLCS Game 2: Phillies at Dodgers', null, [mk('Dodgers win by 2+'), mk('Phillies win by 2+')]);
    expect(c.markets[0]!.key).not.toBe('ent:Q334634');
  });
});

describe('a series going the distance', () => {
  it('reads "go 7 games" as "go to Game 7", not "go 6 games"', () => {
    const a = ev('alpha', 'Will the 2031 ALCS go to Game 7?', 'Sports', [mk('Game 7 played', 'Will the 2031 ALCS go to Game 7?')]);
    const b = ev('beta', 'Will the ALCS go 7 games?', 'Sports', [mk('Yes', 'Will the ALCS go 7 games?')]);
    expect(b.markets[0]!.key).toBe(a.markets[0]!.key);
    const c = ev('beta', 'Will the ALCS go 6 games?', 'Sports', [mk('Yes', 'Will the ALCS go 6 games?')]);
    expect(c.markets[0]!.key).not.toBe(a.markets[0]!.key);
  });
});

describe("a football tournament's qualifying stage", () => {
  it('is no qualifying session of a race weekend', () => {
    const kick = Date.parse('2031-10-14T21:00:00Z');
    const a = ev('alpha', 'England vs Poland', 'Sports', [mk('England', '', kick), mk('Tie', '', kick), mk('Poland', '', kick)], kick);
    const b = ev('gamma', 'Euro 2032 qualifying: England – Poland (14 Oct, 90 min)', null, [mk('England', '', kick), mk('Draw', '', kick), mk('Poland', '', kick)], kick);
    expect(b.facets['session']).toBeUndefined();
    expect(score(a, b).vetoes).toEqual([]);
    // (a Grand Prix's qualifying still is)
    const c = ev('gamma', 'Brazilian Grand Prix qualifying: pole position', 'Sports', [mk('Verstappen')]);
    expect(c.facets['session']).toBe('qualifying');
  });
});

describe("a women's tour named on one side of a match of two players", () => {
  it('is the same match; two colleges marked (W) on one side are not', () => {
    const t = Date.parse('2031-10-14T09:00:00Z');
    const a = ev('beta_us', 'Osaka: Andreeva vs Fernandez', 'Sports', [mk('Mirra Andreeva', 'Osaka: Andreeva vs Fernandez', t)], t);
    const b = ev('gamma', 'WTA Osaka R2 — M. Andreeva v L. Fernandez', null, [mk('Andreeva', '', t), mk('Fernandez', '', t)], t);
    expect(score(a, b).vetoes).toEqual([]);
    const c = ev('beta', 'Louisville vs. Kentucky', 'Sports', [mk('Louisville', '', t), mk('Kentucky', '', t)], t);
    const d = ev('gamma', 'Kentucky Wildcats (W) vs. Louisville Cardinals (W)', null, [mk('Kentucky', '', t), mk('Louisville', '', t)], t);
    expect(score(c, d).vetoes).toContain('different gender (main vs women)');
  });
});

describe("a tour's year-end No. 1 in an uncategorised title", () => {
  it('is the ranking, as in a sports title', () => {
    const t = Date.parse('2031-11-17T12:00:00Z');
    const a = ev('beta', 'Will Carlos Alcaraz finish 2031 as ATP world No. 1?', 'Sports', [mk('Yes', 'Will Carlos Alcaraz finish 2031 as ATP world No. 1?', t)], t);
    const b = ev('gamma', 'Alcaraz year-end #1 in the 2031 ATP rankings?', null, [mk('Yes', 'Alcaraz year-end #1 in the 2031 ATP rankings?', t)], t);
    expect(b.facets['ranking']).toBe('no1');
    expect(score(a, b).vetoes).toEqual([]);
    // (winning a tournament of the same players is not)
    const c = ev('gamma', 'Alcaraz wins the 2031 ATP Finals?', null, [mk('Yes', 'Alcaraz wins the 2031 ATP Finals?', t)], t);
    expect(score(a, c).vetoes).toContain('different ranking (no1 vs main)');
  });
});

describe('a conference by its short name', () => {
  it('reads "NBA West champion" as the Western Conference champion, not the Eastern one', () => {
    const t = Date.parse('2032-06-01T04:00:00Z');
    const west = (venue: string, title: string) => ev(venue, title, 'Sports', [mk('Oklahoma City', '', t), mk('San Antonio', '', t), mk('Denver', '', t)], t);
    const a = west('alpha', 'NBA Western Conference Champion 2032');
    const b = west('gamma', 'NBA West champion 2031-32');
    expect(score(a, b).confidence).toBeGreaterThanOrEqual(0.62);
    expect(score(west('alpha', 'NBA Eastern Conference Champion 2032'), b).vetoes).toContain('different stage (east vs west)');
  });
});

describe("the winner's kind of player", () => {
  it('is the outcome of a title asking for it ("winner position" labelled "Quarterback")', () => {
    const t = Date.parse('2031-12-14T04:00:00Z');
    const a = ev('alpha', 'Heisman Trophy 2031 winner position', 'Sports', [mk('Quarterback', '', t)], t);
    const b = ev('beta', 'Will a quarterback win the 2031 Heisman Trophy?', 'Sports', [mk('Yes', 'Will a quarterback win the 2031 Heisman Trophy?', t)], t);
    expect(a.markets[0]!.key).toBe('lbl:quarterback');
    expect(a.markets[0]!.key).toBe(b.markets[0]!.key);
    const c = ev('beta', 'Will a running back win the 2031 Heisman Trophy?', 'Sports', [mk('Yes', 'Will a running back win the 2031 Heisman Trophy?', t)], t);
    expect(c.markets[0]!.key).not.toBe(a.markets[0]!.key);
  });
});

describe('a side beating another, as a headline', () => {
  it('is that side of the game ("Army beats Navy"), not a company beating an estimate', () => {
    const t = Date.parse('2031-12-14T01:00:00Z');
    const a = ev('beta', 'Army vs. Navy', 'Sports', [mk('Navy', 'Army vs. Navy', t), mk('Army', 'Army vs. Navy', t)], t);
    const b = ev('gamma', 'Army beats Navy (Dec 13, 2031)?', null, [mk('Yes', 'Army beats Navy (Dec 13, 2031)?', t)], t);
    expect(b.markets[0]!.key).toBe('lbl:army');
    expect(score(a, b).confidence).toBeGreaterThanOrEqual(0.62);
    const c = ev('gamma', 'JPMorgan beats Revenue Estimates?', null, [mk('Yes', 'JPMorgan beats Revenue Estimates?', t)], t);
    expect(c.markets[0]!.kind).toBe('binary');
  });
});

describe('an area between the level and its bound', () => {
  it('reads "4.5M km² or more" as "≥4.5M km²", and "or less" as its own bound', () => {
    expect(parseStrikes('4.5M km² or more')).toEqual(parseStrikes('≥4.5M km²'));
    expect(parseStrikes('4.5M km² or less')).toEqual([{ op: 'le', lo: '4500000', hi: '4500000', unit: '' }]);
  });
});

describe('a name written with a possessive on one side', () => {
  it('aligns "Sudan\'s Emergency Response Rooms" with "Sudan Emergency Response Rooms", not another name that writes more', () => {
    const t = Date.parse('2031-10-10T09:00:00Z');
    const a = ev('alpha', 'Nobel Peace Prize 2031 laureate', 'World', [mk('UNHCR', '', t), mk('Sudan Emergency Response Rooms', '', t)], t);
    const b = ev('beta', 'Nobel Peace Prize Winner 2031', 'Culture', [mk('UNHCR', '', t), mk("Sudan's Emergency Response Rooms", '', t), mk("South Sudan's Emergency Response Rooms", '', t)], t);
    const aliases = labelAliases(new Set(a.markets.map((m) => m.key!)), new Set(b.markets.map((m) => m.key!)), { sports: false, a: outcomeTexts(a.markets), b: outcomeTexts(b.markets) });
    expect(aliases.get('lbl:sudans emergency response rooms')).toBe('lbl:sudan emergency response rooms');
    expect(aliases.has('lbl:south sudans emergency response rooms')).toBe(false);
  });
});

describe("NASA's global temperature record by its dataset's name", () => {
  it('is NASA ("GISTEMP"), not NOAA', () => {
    const t = Date.parse('2031-08-20T23:59:00Z');
    const ladder = (venue: string, title: string) => ev(venue, title, 'Weather', [mk('<1.30°C', '', t), mk('1.30–1.39°C', '', t), mk('1.40°C+', '', t)], t);
    const a = ladder('alpha', 'July 2031 global temperature anomaly (GISTEMP)');
    expect(score(a, ladder('beta', 'NASA global temperature anomaly for July 2031?')).vetoes).toEqual([]);
    expect(score(a, ladder('beta', 'NOAA global temperature anomaly for July 2031?')).vetoes).not.toEqual([]);
  });
});

describe('a temperature recorded', () => {
  it('is one reached ("record 40°C" is 40°C or more), not a temperature asked for exactly', () => {
    expect(parseStrikes('Will the UK record 40°C in 2031?')).toEqual(parseStrikes('UK temperature reaches 40.0°C anywhere in 2031?'));
    expect(parseStrikes("Will the UK's highest temperature in 2031 be 40°C?")[0]!.op).toBe('eq');
  });
});

describe('a virus by its own name', () => {
  it('is its disease ("SARS-CoV-2" is COVID-19, "poliovirus" polio), not another virus (SARS)', () => {
    const t = Date.parse('2031-12-31T23:59:00Z');
    const q = (venue: string, title: string) => ev(venue, title, 'Health', [mk('Yes', title, t)], t);
    const a = q('alpha', 'New COVID variant of concern designated by WHO in 2031?');
    expect(score(a, q('beta', 'WHO designates a new SARS-CoV-2 variant of concern in 2031?')).vetoes).toEqual([]);
    expect(score(a, q('beta', 'WHO designates a new SARS variant of concern in 2031?')).vetoes).toContain('different pathogen (covid-19 vs sars)');
    expect(q('alpha', 'Wild poliovirus cases in Pakistan, 2031').asks.marked['pathogen']).toBe('polio');
  });
});

describe("a weather question's place", () => {
  it('after "at" is no away side, and with a possessive is the place ("Denver\'s"), another city staying apart', () => {
    const t = Date.parse('2031-10-15T06:00:00Z');
    const a = ev('alpha', 'Measurable snow at Denver International Airport before Oct 15, 2031?', 'Climate and Weather', [mk('Measurable snow', '', t)], t);
    expect(a.markets[0]!.kind).toBe('binary');
    const q = (title: string) => ev('beta', title, 'Weather', [mk('Yes', title, t)], t);
    const b = q("Denver's first measurable snow before October 15, 2031?");
    expect(b.context.has('Q16554')).toBe(true);
    expect(score(a, b).confidence).toBeGreaterThanOrEqual(0.62);
    expect(score(a, q("Boston's first measurable snow before October 15, 2031?")).vetoes).toContain('different countries or regions');
    // (a country's possessive qualifies an office: not read here)
    expect(ev('beta', "Xi Jinping out as China's leader by end of 2030?", 'Politics', [mk('Yes', '', t)], t).context.has('Q148')).toBe(false);
    // (in sports "at" is still the away side: "Lakers at Celtics" labelled "Lakers")
    const g = ev('beta', 'Lakers at Celtics', 'Sports', [mk('Lakers', 'Lakers at Celtics', t)], t);
    expect(g.markets[0]!.kind).not.toBe('binary');
  });
});
