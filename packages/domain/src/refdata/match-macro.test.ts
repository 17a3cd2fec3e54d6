// Unit tests of macro and market rules: a level reached by a deadline vs its value on the day, a quarter vs one month of
// it, a titled FX fixing vs a rate at another hour, a record vs another question, two people at one institution, a
// weekly statistic by its week's end vs its release, and the dollar index and dollar-yen as instruments.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { candidatePairs, eventFeatures, scorePair, type EventFeatures, type VenueMarketInput } from './match.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q53536', kind: 'organization', canonical_name: 'Federal Reserve', aliases: ['Fed', 'FOMC'], metadata: {} },
]);
let n = 0;
const mk = (label: string, question: string, closeMs: number, rules: string | null = null): VenueMarketInput => ({
  venue_market_id: `m${++n}`, question, outcome_label: label, yes_token: null, no_token: null, status: 'active',
  close_time_ms: closeMs, expiration_time_ms: closeMs, rules, resolution_source: null,
});
const ev = (venue: string, title: string, category: string | null, labels: string[], closeIso: string, rules: string | null = null): EventFeatures => {
  const closeMs = Date.parse(closeIso);
  return eventFeatures({ venue, venue_event_id: `e${++n}`, event_slug: null, title, sub_title: null, category, status: 'active', mutually_exclusive: labels.length > 1,
    market_type: null, close_time_ms: closeMs, settlement_sources: [], rules, markets: labels.map((l) => mk(l, title, closeMs, rules)) }, kb);
};
const score = (a: EventFeatures, b: EventFeatures) => (a.key < b.key ? scorePair(a, b) : scorePair(b, a));

describe('macro and market observations', () => {
  it('tells a level reached by a deadline from its value on the deadline day', () => {
    const by = ev('alpha', '10-year Treasury yield above 5% before Oct 2028?', 'Financials', ['Above 5.00%'], '2028-09-30T21:00:00Z');
    const on = ev('gamma', 'US 10Y yield above 5% on 30 September 2028?', null, ['Yes'], '2028-09-30T21:00:00Z');
    expect(score(by, on).vetoes.join()).toContain('a level reached by a deadline vs its value on one day');
  });
  it('tells an index move over a quarter from its move over one month of it', () => {
    const q = ev('alpha', 'Nasdaq-100 up in Q3 2028?', 'Financials', ['Yes'], '2028-09-29T20:00:00Z');
    const m = ev('beta', 'Nasdaq-100 Up or Down in September?', 'Finance', ['Yes'], '2028-09-29T20:00:00Z');
    expect(score(q, m).vetoes.join()).toContain('different periods (q3 vs the month 2028-09)');
  });
  it('tells an exchange rate at a titled fixing from the rate at another hour of the day', () => {
    const ecb = ev('alpha', 'EUR/USD ECB reference rate on Sep 29, 2028', 'Financials', ['Above 1.1500'], '2028-09-29T12:15:00Z');
    const ny = ev('gamma', 'EUR/USD above 1.1500 at 5pm New York, 29 Sep 2028?', null, ['Yes'], '2028-09-29T21:00:00Z');
    expect(score(ecb, ny).vetoes.join()).toContain('the ecb fixing vs a rate at another time of day');
  });
  it('tells a record of an index from another question on it', () => {
    const up = ev('alpha', 'Dow Jones up in Q3 2028?', 'Financials', ['Yes'], '2028-09-29T20:00:00Z');
    const ath = ev('beta_us', 'Dow Jones new all-time closing high by September 29, 2028?', 'Finance', ['Yes'], '2028-09-29T20:00:00Z');
    expect(score(up, ath).vetoes.join()).toContain('a record on one side only');
  });
  it('tells two people named in one-market questions about one central bank apart', () => {
    const a = ev('beta', 'Will Waller dissent at the September FOMC?', 'Economics', ['Yes'], '2028-09-20T18:00:00Z');
    const b = ev('gamma', 'Fed Governor Michael Barr dissents at September 2028 FOMC?', 'Economics', ['Yes'], '2028-09-20T18:00:00Z');
    expect(score(a, b).vetoes.join()).toContain('different names');
  });
  it('meets a weekly statistic dated by its week\'s end with its release dated in the days after', () => {
    const week = ev('alpha', 'Initial jobless claims week ending Sep 16, 2028', 'Economics', ['Above 230,000'], '2028-09-21T12:30:00Z');
    const release = ev('beta', 'Initial jobless claims above 230K (Sep 21)?', 'Economics', ['Yes'], '2028-09-21T12:30:00Z');
    const later = ev('beta', 'Initial jobless claims above 230K (Sep 28)?', 'Economics', ['Yes'], '2028-09-28T12:30:00Z');
    expect(score(week, release).vetoes).toEqual([]);
    expect(score(week, later).vetoes.join()).toContain('different dates');
    expect(candidatePairs([week, release]).length).toBe(1);
  });
  it('reads the dollar index and dollar-yen as quoted instruments', () => {
    const dxy = ev('gamma', 'DXY closes above 100 on 29 September 2028?', null, ['Yes'], '2028-09-29T21:00:00Z');
    const index = ev('alpha', 'US Dollar Index on Sep 29, 2028', 'Financials', ['Above 100'], '2028-09-29T21:00:00Z');
    expect(dxy.subject.underlying).toEqual(['dxy']);
    expect(index.subject.underlying).toEqual(['dxy']);
    expect(index.markets.map((m) => m.key)).toEqual(dxy.markets.map((m) => m.key));
    expect(ev('gamma', 'Dollar-yen trades at 160 before July 2028?', null, ['Yes'], '2028-06-30T21:00:00Z').subject.underlying).toEqual(['fx:usdjpy']);
  });
});
