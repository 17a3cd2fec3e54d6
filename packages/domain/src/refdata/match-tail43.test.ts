// Unit tests of the kinds of errors of the forty-third and fortieth holdouts (the long tail of winter 2032-33 and the
// summer of 2032): medal counts (a title naming only medals is sports, a nation's "total medals" no game total, golds
// not all medals), the pole vault, the Olympics by host city and year, a world record set or broken, "£3bn", a storm
// reaching a category, a temperature reached in a month or by a deadline, and the weather services and airports named
// beside a station.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { domainOf } from './match.ts';
import { eventBuilders } from './testing.ts';
import { conceptText, parseStrikes } from './text.ts';
import { eventNicknames } from './trophies.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q408', kind: 'geographic_region', canonical_name: 'Australia', aliases: ['Australian'], metadata: { level: 'country' }, domain: 'politics' },
]);
const close = Date.parse('2032-08-08T12:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);
const vetoed = (a: ReturnType<typeof ev>, b: ReturnType<typeof ev>, what: string): boolean => score(a, b).vetoes.some((v) => v.startsWith(what));

describe('a count of medals', () => {
  it('is sports when the title names only medals, and its half-point line is the next whole number', () => {
    expect(domainOf('Host nation Australia gold medals over 24.5 (Brisbane 2032)')).toBe('sports');
    // (the Presidential Medal of Freedom and the Fields Medal are no sport)
    expect(domainOf('Presidential Medal of Freedom recipients 2032')).not.toBe('sports');
    expect(domainOf('Fields Medal 2034 winner')).not.toBe('sports');
    const over = ev('gamma', 'Host nation Australia gold medals over 24.5 (Brisbane 2032)', null, [mk('Yes', 'Host nation Australia gold medals over 24.5 (Brisbane 2032)')]);
    const plus = ev('beta', 'Will Australia win 25+ gold medals at the Brisbane Olympics?', 'Sports', [mk('Yes', 'Will Australia win 25+ gold medals at the Brisbane Olympics?')]);
    const more = ev('beta', 'Will Australia win 27+ gold medals at the Brisbane Olympics?', 'Sports', [mk('Yes', 'Will Australia win 27+ gold medals at the Brisbane Olympics?')]);
    expect(vetoed(over, plus, 'different strikes')).toBe(false);
    expect(vetoed(over, more, 'different strikes')).toBe(true);
  });

  it('of a nation in total is no game total, and its golds are not all its medals', () => {
    const total = ev('alpha', 'Team USA total medals at the 2032 Olympics', 'Sports', [mk('111 or more'), mk('101 to 110')]);
    const count = ev('beta', 'Team USA 111 or more medals in Brisbane?', 'Sports', [mk('Yes', 'Team USA 111 or more medals in Brisbane?')]);
    expect(total.facets['bet']).toBeUndefined();
    expect(vetoed(total, count, 'different bet')).toBe(false);
    const golds = ev('alpha', 'Most gold medals at the 2032 Summer Olympics', 'Sports', [mk('United States'), mk('China')]);
    const golds2 = ev('gamma', '2032 Olympics most golds', null, [mk('United States'), mk('China')]);
    const all = ev('beta_us', 'Brisbane 2032: Most total medals', 'Sports', [mk('United States'), mk('China')]);
    expect(vetoed(golds, all, 'different medal')).toBe(true);
    expect(vetoed(golds, golds2, 'different medal')).toBe(false);
    // (the top of a medal table is ranked by golds: no medal is read from it)
    const table = ev('beta', 'Commonwealth Games 2030: Top of the medal table?', 'Sports', [mk('England'), mk('Australia')]);
    expect(table.facets['medal']).toBeUndefined();
    // (a gold in one event is not a medal in it)
    const gold = ev('beta', 'Will Gout Gout win Olympic gold in the 200m?', 'Sports', [mk('Yes', 'Will Gout Gout win Olympic gold in the 200m?')]);
    const medal = ev('gamma', 'Gout Gout to win a medal in the men’s 200m at Brisbane 2032?', null, [mk('Yes', 'Gout Gout to win a medal in the men’s 200m at Brisbane 2032?')]);
    expect(vetoed(gold, medal, 'different medal')).toBe(true);
    // (nor is the Gold Cup a gold)
    expect(ev('alpha', 'CONCACAF Gold Cup 2033 winner', 'Sports', [mk('Mexico'), mk('USA')]).facets['medal']).toBeUndefined();
  });
});

describe('the pole vault, the Olympics by its host, and a world record', () => {
  it('reads the pole vault as no qualifying session', () => {
    const a = ev('alpha', 'Mondo Duplantis sets a pole vault world record at the 2032 Olympics', 'Sports', [mk('New world record')]);
    const b = ev('gamma', 'Armand Duplantis new pole vault WR at the Olympics?', null, [mk('Yes', 'Armand Duplantis new pole vault WR at the Olympics?')]);
    expect(a.facets['session']).toBeUndefined();
    expect(vetoed(a, b, 'different session')).toBe(false);
    // (pole position still is qualifying)
    expect(ev('alpha', 'British Grand Prix 2032: who takes pole?', 'Sports', [mk('Norris')]).facets['session']).toBe('qualifying');
  });

  it('names the Olympics by its host city and year, not the Paralympics', () => {
    expect(eventNicknames('Will Duplantis break the world record at Brisbane 2032?')).toBe('Will Duplantis break the world record at Brisbane 2032 Olympics?');
    expect(eventNicknames('Brisbane 2032 Paralympics: Australia golds')).toBe('Brisbane 2032 Paralympics: Australia golds');
    expect(eventNicknames('Paris 2024 Olympics medal table')).toBe('Paris 2024 Olympics medal table');
    expect(eventNicknames('Brisbane 2031 rainfall')).toBe('Brisbane 2031 rainfall');
  });

  it('reads a world record set, broken or new as one thing', () => {
    expect(conceptText('Mondo Duplantis sets a pole vault world record')).toBe('mondo duplantis a pole vault world record');
    expect(conceptText('Armand Duplantis new pole vault WR')).toBe('armand duplantis pole vault world record');
    expect(conceptText('Will Duplantis break the world record')).toBe('will duplantis the world record');
    // (a wide receiver is no world record)
    expect(conceptText('Top WR in the 2033 NFL Draft')).toContain('wr');
  });
});

describe('an amount in billions written "bn"', () => {
  it('is billions', () => {
    expect(parseStrikes('Premier League clubs spend over £3bn in the summer 2032 window?')).toEqual([{ op: 'gt', lo: '3000000000', hi: '3000000000', unit: '$' }]);
    expect(parseStrikes('Premier League summer 2032 gross transfer spend > £3 billion (Deloitte)')).toEqual([{ op: 'gt', lo: '3000000000', hi: '3000000000', unit: '$' }]);
    expect(parseStrikes('Fund raises more than $250mn?')).toEqual([{ op: 'gt', lo: '250000000', hi: '250000000', unit: '$' }]);
  });
});

describe('a storm reaching a category', () => {
  it('is at that category or stronger', () => {
    const reach = ev('beta', 'Will Hurricane Bertha reach Category 3?', 'Weather', [mk('Yes', 'Will Hurricane Bertha reach Category 3?')]);
    const major = ev('gamma', 'Bertha (2032) to become a major hurricane?', null, [mk('Yes', 'Bertha (2032) to become a major hurricane?')]);
    const four = ev('beta', 'Will Hurricane Bertha reach Category 4?', 'Weather', [mk('Yes', 'Will Hurricane Bertha reach Category 4?')]);
    expect(vetoed(reach, major, 'different storm_class')).toBe(false);
    expect(vetoed(four, major, 'different storm_class')).toBe(true);
  });
});

describe('a temperature reached in a month or by a deadline', () => {
  it('is reached on any day of it, as the rules that say so', () => {
    const hits = ev('alpha', 'Phoenix hits 120°F in July 2032', 'Climate and Weather', [mk('120° or above')]);
    const reach = ev('beta', 'Will Phoenix reach 120°F in July 2032?', 'Weather', [{ ...mk('Yes', 'Will Phoenix reach 120°F in July 2032?'), rules: 'Resolves Yes if the daily maximum at Phoenix Sky Harbor (KPHX) in the NWS climate report reaches 120°F on any day from July 1 to July 31, 2032.' }]);
    expect(vetoed(hits, reach, 'different stat_scope')).toBe(false);
    // (the month's average is not a day's reading)
    const mean = ev('beta', 'Phoenix average July 2032 temperature above 100°F?', 'Weather', [mk('Yes', 'Phoenix average July 2032 temperature above 100°F?')]);
    expect(mean.facets['stat_scope']).toBeUndefined();
    expect(vetoed(mean, reach, 'different stat_scope')).toBe(true);
    // (a month's maximum is its highest day, a ladder on it too; a cold reached by a deadline is any day's)
    const max = ev('gamma', 'Heathrow max temperature ≥35°C during July 2032 (Met Office)?', null, [mk('Yes', 'Heathrow max temperature ≥35°C during July 2032 (Met Office)?')]);
    const hit = ev('beta', 'Will London Heathrow hit 35°C in July 2032?', 'Weather', [mk('Yes', 'Will London Heathrow hit 35°C in July 2032?')]);
    expect(vetoed(max, hit, 'different stat_scope')).toBe(false);
    expect(vetoed(max, hit, 'different names')).toBe(false);
    expect(ev('alpha', 'Highest temperature in London in Dec 2028', 'Weather', [mk('14°C or above'), mk('12° to 13°')]).facets['stat_scope']).toBe('period');
    expect(ev('gamma', 'MSP airport low colder than -20°F before February 2033?', null, [mk('Yes', 'MSP airport low colder than -20°F before February 2033?')]).facets['stat_scope']).toBe('period');
  });
});

describe('a cabinet nomination', () => {
  it('reads whom a leader will nominate, and a cabinet post\'s pick, as the nominee', () => {
    const c = Date.parse('2033-02-28T23:59:00Z');
    const who = ev('alpha', 'Who will Shapiro nominate for Attorney General?', 'Politics', [mk('Kwame Raoul', '', c), mk('Doug Jones', '', c)], c);
    const pick = ev('beta', 'Shapiro\'s Attorney General pick?', 'Politics', [mk('Kwame Raoul', '', c), mk('Doug Jones', '', c)], c);
    const nominee = ev('gamma', 'Attorney General nominee (Shapiro administration)', null, [mk('Kwame Raoul', '', c), mk('Doug Jones', '', c)], c);
    expect(vetoed(who, nominee, 'different offices')).toBe(false);
    expect(vetoed(pick, nominee, 'different offices')).toBe(false);
    // (a confirmation is not the nomination; a draft's pick is no nominee)
    const confirmed = ev('gamma', 'Attorney General confirmed by the Senate by February 28?', null, [mk('Kwame Raoul', '', c), mk('Doug Jones', '', c)], c);
    expect(vetoed(nominee, confirmed, 'different offices')).toBe(true);
    expect(ev('alpha', 'First pick in the 2033 NFL Draft', 'Sports', [mk('Arch Manning', '', c)], c).offices).toEqual([]);
  });

  it('reads a cabinet in title case, "all" and "Senate-confirmed" as no names', () => {
    const c = Date.parse('2033-01-31T23:59:00Z');
    const many = ev('alpha', 'How many Cabinet secretaries will be confirmed by Jan 31?', 'Politics', [mk('5 or more', '', c), mk('8 or more', '', c)], c);
    const shapiro = ev('gamma', 'Shapiro cabinet secretaries confirmed by 31 January', null, [mk('5 or more', '', c)], c);
    expect(vetoed(many, shapiro, 'different names')).toBe(false);
    const all = ev('alpha', 'All 15 Shapiro department heads confirmed by March 31?', 'Politics', [mk('Yes', 'All 15 Shapiro department heads confirmed by March 31?', c)], c);
    const every = ev('beta_us', 'Will every executive department secretary be Senate-confirmed by March 31, 2033?', 'Politics', [mk('Yes', 'Will every executive department secretary be Senate-confirmed by March 31, 2033?', c)], c);
    expect(all.subject.names).toEqual(['shapiro']);
    expect(every.subject.names).toEqual([]);
    // (any cabinet secretary is not the Attorney General)
    const any = ev('beta', 'Will the House impeach a Cabinet secretary in 2031?', 'Politics', [mk('Yes', 'Will the House impeach a Cabinet secretary in 2031?', c)], c);
    const ag = ev('beta_us', 'Will the House impeach the Attorney General in 2031?', 'Politics', [mk('Yes', 'Will the House impeach the Attorney General in 2031?', c)], c);
    expect(score(any, ag).confidence).toBeLessThan(0.62);
  });

  it('reads an airport and the Met Office beside a station as no names', () => {
    const snow = ev('gamma', 'New York December 2032 snowfall (LaGuardia Airport, NWS)', null, [mk('4 inches or more')]);
    expect(snow.subject.names).not.toContain('airport');
    expect(ev('gamma', 'Heathrow max temperature ≥35°C during July 2032 (Met Office)?', null, [mk('Yes')]).subject.names).toEqual([]);
  });
});
