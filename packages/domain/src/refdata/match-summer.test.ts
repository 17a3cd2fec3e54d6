// Unit tests of the kinds of errors of the twenty-ninth holdout (summer 2030 outside the US): an official PMI vs a
// private one, an underlying-inflation gauge vs the headline index, two daily fixings of an exchange rate, numbered storm
// warning signals, a side knocked out of its group vs one going through, a place in a contest's final ranking, a
// tournament's goal count in whole goals, and the party holding No. 10.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { eventFeatures, scorePair, type VenueEventInput } from './match.ts';
import { fxFixingOf } from './basis.ts';
import { placingOf } from './contest.ts';
import { propositionOf } from './proposition.ts';
import { subjectOf } from './subject.ts';
import { conceptText, normalizeDeadlines, parseOffices, parseStrikes, strikeKey, warningSignals } from './text.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q148', kind: 'geographic_region', canonical_name: 'China', aliases: ['Chinese'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q145', kind: 'geographic_region', canonical_name: 'United Kingdom', aliases: ['UK'], metadata: { level: 'country' }, domain: 'politics' },
]);
const close = Date.parse('2030-07-31T12:15:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('an official PMI and a private one', () => {
  it('separates the Caixin PMI from the statistics bureau\'s (NBS, "official") of the same month', () => {
    const caixin = ev('alpha', 'Caixin China manufacturing PMI, June 2030', 'Economics', [mk('Above 50')], close, 'KXCAIXINPMI-30JUL01');
    const nbs = ev('gamma', 'NBS China Manufacturing PMI (June 2030) > 50.0?', null, [mk('Yes')]);
    const official = ev('beta', 'China official manufacturing PMI above 50 in June 2030?', 'Economy', [mk('Yes', 'China official manufacturing PMI above 50 in June 2030?')]);
    expect(score(caixin, nbs).vetoes).toContain('different series (caixin vs official)');
    expect(score(caixin, official).vetoes).toContain('different series (caixin vs official)');
    expect(score(nbs, official).vetoes).toEqual([]);
  });
});

describe('an underlying-inflation gauge', () => {
  it('is not the headline index of the same quarter', () => {
    const trimmed = ev('alpha', 'Australia trimmed mean CPI Q2 2030 (YoY)', 'Economics', [mk('Above 2.9%')], close, 'KXAUCPI-30JUL31');
    const headline = ev('gamma', 'Australia headline CPI Q2 2030 YoY ≥ 3.0%?', 'Economics', [mk('Yes')]);
    const trimmed2 = ev('beta', 'Australia trimmed mean CPI Q2 2030 above 2.9%?', 'Economy', [mk('Yes', 'Australia trimmed mean CPI Q2 2030 above 2.9%?')]);
    expect(score(trimmed, headline).vetoes).toContain('different underlying_gauge (trimmed_mean vs main)');
    expect(score(trimmed, trimmed2).vetoes.filter((v) => v.includes('underlying_gauge'))).toEqual([]);
  });
});

describe('two daily fixings of an exchange rate', () => {
  const fx = (venue: string, title: string, rules: string | null, src: string | null): VenueEventInput => ({
    venue, venue_event_id: `${venue}-${title.length}`, event_slug: null, title, sub_title: null, category: 'Finance', status: 'active', mutually_exclusive: false,
    market_type: null, close_time_ms: close, settlement_sources: [], rules, markets: [{ ...mk('Yes', title), rules, resolution_source: src }],
  });
  it('names the ECB reference rate and the 4pm London fix, and neither when the rules name both', () => {
    expect(fxFixingOf(['Resolves on the euro foreign exchange reference rate (USD) published by the ECB around 14:15 CET.'])).toBe('ecb');
    expect(fxFixingOf(['EUR/USD ECB reference rate on Jul 31, 2030'])).toBe('ecb');
    expect(fxFixingOf(['Resolves per WM/Reuters 4pm London fix.'])).toBe('london_4pm');
    expect(fxFixingOf(['USD/JPY above 160 on May 31, 2030 (4pm London fix)?'])).toBe('london_4pm');
    expect(fxFixingOf(['ECB reference rate; if unpublished, the WM/Reuters 4pm London fix'])).toBeNull();
    expect(fxFixingOf(['EUR/USD above 1.20 on July 31, 2030?'])).toBeNull();
  });
  it('separates a title naming the ECB reference rate from a listing settled on the 4pm London fix (hours apart)', () => {
    const ecb = eventFeatures(fx('alpha', 'EUR/USD ECB reference rate above 1.20 on Jul 31, 2030?', null, null), kb);
    const wmr = eventFeatures(fx('beta', 'EUR/USD above 1.20 on July 31, 2030?', 'Resolves per WM/Reuters 4pm London fix.', 'WM/Reuters 4pm London fix'), kb);
    const ecb2 = eventFeatures(fx('gamma', 'EUR/USD (ECB reference rate) above 1.20, 31 Jul 2030', null, null), kb);
    expect(scorePair(ecb, wmr).vetoes).toContain('different fx_fixing (ecb vs london_4pm)');
    expect(scorePair(ecb, ecb2).vetoes.filter((v) => v.includes('fx_fixing'))).toEqual([]);
    // (fixings named in the rules of both sides only are left to the rest of the comparison)
    const ecbRules = eventFeatures(fx('gamma', 'EUR/USD above 1.20 on Jul 31, 2030?', 'Resolves on the ECB euro foreign exchange reference rate (USD) published for Jul 31, 2030.', null), kb);
    expect(scorePair(ecbRules, wmr).vetoes.filter((v) => v.includes('fx_fixing'))).toEqual([]);
  });
});

describe('a numbered storm warning signal', () => {
  it('reads the signal number as a level reached on the scale', () => {
    const k = (s: string): string[] => parseStrikes(s).map(strikeKey);
    expect(k('Hurricane Signal No. 10 in Hong Kong in July 2030?')).toEqual(['ge:10']);
    expect(k('Hong Kong T8 typhoon signal in July 2030?')).toEqual(['ge:8']);
    expect(k('HKO issues Tropical Cyclone Signal No. 8 (or higher) in July 2030?')).toEqual(['ge:8']);
    // (no storm word: a signal is not a level)
    expect(warningSignals('Will Signal 2 reach 100 million users?')).toBe('Will Signal 2 reach 100 million users?');
  });
  it('separates signal No. 10 from No. 8', () => {
    const t10 = ev('alpha', 'Hurricane Signal No. 10 in Hong Kong in July 2030?', 'Climate and Weather', [mk('Signal 10')], close, 'KXHKT10-30JUL31');
    const t8 = ev('beta', 'Hong Kong T8 typhoon signal in July 2030?', 'Weather', [mk('Yes', 'Hong Kong T8 typhoon signal in July 2030?')]);
    expect(score(t10, t8).vetoes).toContain('different strikes (ge:10 vs ge:8)');
  });
});

describe('a side knocked out of its group', () => {
  it('is the negation of one going through it', () => {
    expect(propositionOf('Spain advances out of group?')).toEqual({ acts: ['advance'], neg: false });
    expect(propositionOf('Will Spain advance from the group stage at the 2030 World Cup?')).toEqual({ acts: ['advance'], neg: false });
    expect(propositionOf('Spain eliminated in the group stage of the 2030 World Cup?')).toEqual({ acts: ['advance'], neg: true });
    expect(propositionOf('Spain fails to advance from the group?')).toEqual({ acts: ['advance'], neg: true });
    const adv = ev('beta', 'Spain advances out of group?', 'Sports', [mk('Yes', 'Spain advances out of group?')]);
    const out = ev('gamma', 'Spain eliminated in the group stage of the 2030 World Cup?', 'Sports', [mk('Yes', 'Spain eliminated in the group stage of the 2030 World Cup?')]);
    expect(score(adv, out).vetoes).toContain('different propositions (yes:advance:pos vs yes:advance:neg)');
  });
});

describe('a place in a contest\'s final ranking', () => {
  it('reads top-N, last and numbered places', () => {
    expect(placingOf('Will the United Kingdom finish top 10 at Eurovision 2030?')).toBe('top:10');
    expect(placingOf('UK finishes last at Eurovision 2030?')).toBe('last');
    expect(placingOf('Sweden top-5 finish at Eurovision?')).toBe('top:5');
    expect(placingOf('Which country finishes in the bottom 3?')).toBe('bottom:3');
    expect(placingOf('Who wins Eurovision 2030?')).toBeNull();
  });
  it('separates a top-10 finish from finishing last', () => {
    const top = ev('beta', 'Will the United Kingdom finish top 10 at Eurovision 2030?', 'Culture', [mk('Yes', 'Will the United Kingdom finish top 10 at Eurovision 2030?')]);
    const last = ev('gamma', 'UK finishes last at Eurovision 2030?', 'Culture', [mk('Yes', 'UK finishes last at Eurovision 2030?')]);
    expect(score(top, last).vetoes).toContain('different placing (top:10 vs last)');
  });
});

describe('a tournament\'s goal count', () => {
  it('reads "above 249" goals as "250+" and "how many goals will be scored" as the total', () => {
    const a = ev('alpha', 'Total goals scored at the 2030 World Cup', 'Sports', [mk('Above 249'), mk('Above 264')], close, 'KXWCGOALS-30');
    const b = ev('beta', 'How many goals will be scored at the 2030 World Cup?', 'Sports', [mk('250+', 'How many goals will be scored at the 2030 World Cup?'), mk('265+', 'How many goals will be scored at the 2030 World Cup?')]);
    expect(a.markets.map((m) => m.key)).toEqual(['num::ge:250', 'num::ge:265']);
    expect(b.markets.map((m) => m.key)).toEqual(['num::ge:250', 'num::ge:265']);
    expect(score(a, b).vetoes).toEqual([]);
  });
});

describe('the party in No. 10', () => {
  it('reads "holds No. 10" as the prime minister\'s office', () => {
    expect(parseOffices('Which party holds No. 10 on 31 July 2030?')).toEqual(['prime_minister']);
    expect(conceptText('Which party holds No. 10 on 31 July 2030?')).toBe('prime minister on 31 july 2030');
  });
});

describe('the last eight and a currency in words', () => {
  it('reads "the last eight" as the quarter-finals and "the last four" as the semi-finals', () => {
    const qf = ev('beta', 'Will Morocco reach the World Cup quarterfinals?', 'Sports', [mk('Yes', 'Will Morocco reach the World Cup quarterfinals?')]);
    const last8 = ev('gamma', 'Morocco to reach the last eight at World Cup 2030?', 'Sports', [mk('Yes', 'Morocco to reach the last eight at World Cup 2030?')]);
    const last4 = ev('gamma', 'Morocco to reach the last four at World Cup 2030?', 'Sports', [mk('Yes', 'Morocco to reach the last four at World Cup 2030?')]);
    expect(last8.facets['reach']).toBe('quarterfinal');
    expect(last4.facets['reach']).toBe('semifinal');
    expect(score(qf, last8).vetoes).toEqual([]);
  });
  it('reads "Pound above $1.30" as GBP/USD', () => {
    expect(subjectOf('Pound above $1.30 on June 30', new Set()).underlying).toEqual(['fx:gbpusd']);
    expect(subjectOf('Euro below $1.10 at year-end?', new Set()).underlying).toEqual(['fx:eurusd']);
    expect(subjectOf('Euro 2028 winner', new Set()).underlying).toEqual([]);
    const a = ev('beta', 'GBP/USD above 1.30 on June 30, 2030?', 'Finance', [mk('Yes', 'GBP/USD above 1.30 on June 30, 2030?')]);
    const b = ev('beta_us', 'Pound above $1.30 on June 30', 'fx', [mk('Yes', 'Pound above $1.30 on June 30')]);
    expect(score(a, b).vetoes).toEqual([]);
  });
});

describe('a deadline "on or before" a day, and a price in euros', () => {
  it('reads "on or before 1 June" as "by 1 June", not "by 31 May"', () => {
    expect(normalizeDeadlines('IMD declares southwest monsoon onset over Kerala on or before 1 June 2030?')).toBe('IMD declares southwest monsoon onset over Kerala by 1 June 2030?');
    const a = ev('alpha', 'Monsoon onset over Kerala by Jun 1, 2030?', 'Climate and Weather', [mk('On or before Jun 1')], close, 'KXMONSOON-30JUN01');
    const b = ev('gamma', 'IMD declares southwest monsoon onset over Kerala on or before 1 June 2030?', null, [mk('Yes')]);
    expect(score(a, b).vetoes).toEqual([]);
  });
  it('reads "above €40/MWh" as a money amount, not a count', () => {
    expect(parseStrikes('Above €40/MWh')).toEqual([{ op: 'gt', lo: '40', hi: '40', unit: '$' }]);
    expect(parseStrikes('FTSE 100 above £8,000?').map(strikeKey)).toEqual(parseStrikes('above $8,000').map(strikeKey));
  });
});

describe('a central bank\'s policy committee', () => {
  it('is no name of its own ("MPC"), so a hold and a cut of one decision are sibling outcomes', () => {
    expect(subjectOf('Reserve Bank of India June 2030 MPC: repo rate unchanged?', new Set()).names).not.toContain('mpc');
    const hold = ev('gamma', 'Reserve Bank of India June 2030 MPC: repo rate unchanged?', null, [mk('Yes')]);
    const cut = ev('beta', 'RBI cuts repo rate in June 2030?', 'Economy', [mk('Yes', 'RBI cuts repo rate in June 2030?')]);
    expect(score(hold, cut).vetoes.filter((v) => v.startsWith('different names'))).toEqual([]);
  });
});
