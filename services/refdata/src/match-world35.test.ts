// World politics and policy, read over the shipped knowledge base: a country's armed groups stand for its conflict (the
// SAF and the RSF are Sudan's), chips are semiconductors, and a country acting
// on another ("US removes Cuba from the State Sponsors of Terrorism list") is the passive question that leaves it unsaid.
// Each rule with a pair it must keep apart.
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { counter, listing, matched, score } from './test-listings.ts';

const next = counter();
const ev = (venue: string, title: string, category: string | null, close: number, labels: string[] = ['Yes']): refdata.EventFeatures =>
  listing(venue, `${venue}-${next()}`, title, category, labels, close);

describe('a country\'s armed groups', () => {
  it('reads the SAF and the RSF as Sudan, so their ceasefire is Sudan\'s', () => {
    const c = Date.parse('2034-12-31T23:59:00Z');
    const sudan = ev('alpha', 'Sudan ceasefire in 2034?', 'World', c);
    const sides = ev('beta', 'SAF x RSF ceasefire in 2034?', 'Politics', c);
    const army = ev('gamma', 'Sudan: will the army and the RSF agree a ceasefire before 2035?', null, c);
    expect(matched(sudan, sides)).toBe(true);
    expect(score(sides, army).vetoes).toEqual([]);
    // (another country's ceasefire, and Sudan's by another deadline, stay apart)
    expect(matched(ev('alpha', 'Ukraine ceasefire in 2034?', 'World', c), sides)).toBe(false);
    expect(matched(ev('beta', 'DRC-M23 ceasefire in 2034?', 'Politics', c), army)).toBe(false);
    expect(matched(ev('beta', 'Congo–M23 ceasefire agreed in 2034?', 'Politics', c), army)).toBe(false);
    expect(matched(ev('alpha', 'SAF and RSF agree to a ceasefire by June 30, 2034?', 'World', Date.parse('2034-06-30T23:59:00Z')), sudan)).toBe(false);
  });
});

describe('a tariff on chips', () => {
  it('reads "chip" as semiconductor', () => {
    const c = Date.parse('2034-10-01T23:59:00Z');
    const semi = ev('alpha', 'Semiconductor tariff at 25%+ on Oct 1?', 'Economics', c, ['25% or more']);
    const chip = ev('beta_us', 'Section 232 chip tariff of 25% or more in effect on Oct. 1?', 'Politics', c);
    expect(matched(semi, chip)).toBe(true);
    // (a tariff on steel is another tariff; a blue chip, a poker player's chip lead are no semiconductors)
    expect(matched(semi, ev('beta_us', 'Section 232 steel tariff of 25% or more in effect on Oct. 1?', 'Politics', c))).toBe(false);
    expect(refdata.conceptText('Blue chip stocks rally')).toContain('chip');
    expect(refdata.conceptText('WSOP Main Event chip leader')).toContain('chip');
  });
});

describe('a country acting on another', () => {
  it('reads "US removes Cuba from the list" as "Cuba removed from the list"', () => {
    const c = Date.parse('2031-12-31T23:59:00Z');
    const passive = ev('alpha', 'Cuba removed from the State Sponsors of Terrorism list before 2032?', 'World', c);
    const active = ev('beta', 'US removes Cuba from State Sponsors of Terrorism list in 2031?', 'Politics', c);
    expect(matched(passive, active)).toBe(true);
    // (another country removed is another question; so is a country acted on without a named list or body, whose actor
    // the passive leaves open)
    expect(matched(ev('beta', 'US removes Venezuela from State Sponsors of Terrorism list in 2031?', 'Politics', c), passive)).toBe(false);
    const sanctions = ev('beta', 'US lifts sanctions on Venezuela in 2031?', 'Politics', c);
    expect(score(sanctions, ev('alpha', 'Venezuela sanctions lifted in 2031?', 'World', c)).vetoes).toContain('different countries or regions');
  });
});
