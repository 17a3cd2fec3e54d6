// The shipped knowledge base: countries a catalog outside the US names by their demonyms, and what they separate.
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { loadKb } from './kb.ts';

const { kb } = loadKb();
const ev = (venue: string, title: string, category: string | null): refdata.EventFeatures => {
  const close = Date.parse('2028-11-30T23:59:00Z');
  return refdata.eventFeatures({ venue, venue_event_id: `${venue}-1`, event_slug: null, title, sub_title: null, category, status: 'active', mutually_exclusive: false,
    market_type: null, close_time_ms: close, settlement_sources: [], rules: null, markets: [{ venue_market_id: `${venue}-m1`, question: title, outcome_label: 'Yes',
      yes_token: null, no_token: null, status: 'active', close_time_ms: close, expiration_time_ms: close, rules: null, resolution_source: null }] }, kb);
};

describe('countries outside the US', () => {
  it('knows Switzerland and the Philippines by their adjectives, as countries', () => {
    for (const [text, name] of [['Swiss voters approve the initiative?', 'Switzerland'], ['2028 Philippine presidential election winner', 'Philippines'],
      ['Dutch general election: largest party', 'Netherlands'], ['South Korean presidential approval above 50%?', 'South Korea'], ['Taiwanese election 2028', 'Taiwan']] as const) {
      const found = kb.findMentions(text).map((m) => m.entity);
      expect(found.map((e) => e.canonical_name)).toContain(name);
      expect(found.find((e) => e.canonical_name === name)?.metadata['level']).toBe('country');
    }
  });
  it('knows a national side by the name FIFA lists it under ("Korea Republic", "Côte d\'Ivoire" / "Ivory Coast")', () => {
    for (const [text, name] of [['Korea Republic', 'South Korea'], ['South Korea', 'South Korea'], ["Côte d'Ivoire", "Côte d'Ivoire"], ["Cote d'Ivoire", "Côte d'Ivoire"], ['Ivory Coast', "Côte d'Ivoire"]] as const) {
      expect(kb.resolveLabel(text)?.canonical_name).toBe(name);
    }
  });

  it('keeps a landfall in one country apart from a landfall in another', () => {
    const a = ev('alpha', 'Super typhoon landfall in the Philippines by Nov 30, 2028?', 'Climate and Weather');
    const b = ev('beta', 'Typhoon makes landfall in Japan before December 2028?', 'Weather');
    expect(refdata.scorePair(a, b).vetoes).toContain('different countries or regions');
  });
});

describe('an invasion', () => {
  it('reads "invade" and "invasion" as one word, so a country the kb knows leaves the titles alike', () => {
    const a = ev('alpha', 'Will China invade Taiwan before 2028?', 'World');
    const g = ev('gamma', 'PRC invasion of Taiwan in 2027?', null);
    expect([...a.tokens]).toEqual([...g.tokens]);
  });
});

// College teams: records added for recognition (kb_qid null) resolve as the venues write them.
describe('college teams of the knowledge base', () => {
  const { kb } = loadKb();
  it('knows the Florida Gators and the Villanova Wildcats, so "Wildcats" alone names no one school', () => {
    expect(kb.resolveTeamNickname('Gators', 'NCAA')?.canonical_name).toBe('Florida Gators');
    expect(kb.resolveTeamPlace('Villanova', 'NCAA')?.canonical_name).toBe('Villanova Wildcats');
    expect(kb.resolveTeamNickname('Wildcats', 'NCAA')).toBeUndefined();
  });
});
