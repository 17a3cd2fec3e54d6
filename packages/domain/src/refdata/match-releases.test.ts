// Unit tests of release and market readings: a figure of change said to rise or fall is its sign, a currency quoted per
// dollar "or weaker" is its pair at or above the level, a Treasury yield is published to two decimals and read off the
// Treasury's par yield curve, a price range is the price in buckets, and the PBOC's central parity is its midpoint fixing.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { MATCH_ACCEPT, eventFeatures, scorePair, type EventFeatures, type VenueMarketInput } from './match.ts';
import { changeSign, hundredthStep } from './release.ts';
import { fxWeakness, parseStrikes } from './text.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q53536', kind: 'organization', canonical_name: 'Federal Reserve', aliases: ['Fed', 'FOMC'], metadata: {} },
]);
let n = 0;
const mk = (label: string, question: string, closeMs: number): VenueMarketInput => ({
  venue_market_id: `m${++n}`, question, outcome_label: label, yes_token: null, no_token: null, status: 'active',
  close_time_ms: closeMs, expiration_time_ms: closeMs, rules: null, resolution_source: null,
});
const ev = (venue: string, title: string, category: string | null, labels: string[], closeIso: string): EventFeatures => {
  const closeMs = Date.parse(closeIso);
  return eventFeatures({ venue, venue_event_id: `e${++n}`, event_slug: null, title, sub_title: null, category, status: 'active', mutually_exclusive: labels.length > 1,
    market_type: null, close_time_ms: closeMs, settlement_sources: [], rules: null, markets: labels.map((l) => mk(l, title, closeMs)) }, kb);
};
const score = (a: EventFeatures, b: EventFeatures) => (a.key < b.key ? scorePair(a, b) : scorePair(b, a));
const keys = (f: EventFeatures): string[] => f.markets.map((m) => m.key ?? '');

describe('release and market readings', () => {
  it('reads a figure of change said to rise or to fall as its sign', () => {
    expect(changeSign('Will US retail sales rise in January?')).toBe('gt');
    expect(changeSign('US GDP contracts in Q1 2032 (advance estimate)?')).toBe('lt');
    expect(changeSign('April jobs report: will payrolls shrink?')).toBe('lt');
    // (a rate rising compares two prints, not the sign of one)
    expect(changeSign('Will unemployment rise in January?')).toBeNull();
    const ladder = ev('alpha', 'Retail sales in Jan 2031', 'Economics', ['Above 0.0%', 'Above 0.5%'], '2031-02-14T13:30:00Z');
    const rise = ev('beta_us', 'Will US retail sales rise in January?', 'Economics', ['Yes'], '2031-02-14T13:30:00Z');
    const fall = ev('beta_us', 'Will US retail sales fall in January?', 'Economics', ['Yes'], '2031-02-14T13:30:00Z');
    expect(keys(rise)).toEqual([keys(ladder)[0]]);
    expect(keys(fall)).not.toEqual([keys(ladder)[0]]);
    expect(score(ladder, rise).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
  });
  it('reads the economy growing as its GDP growth above zero', () => {
    const gdp = ev('alpha', 'UK GDP growth, Q1 2032 (first estimate, QoQ)?', 'Economics', ['Above 0.0%', 'Above 0.3%'], '2032-05-13T06:00:00Z');
    const grows = ev('beta', 'UK economy grows in Q1 2032? (first quarterly estimate)', 'Economy', ['Yes'], '2032-05-13T06:00:00Z');
    expect(grows.measures).toEqual(['gdp']);
    expect(keys(grows)).toEqual([keys(gdp)[0]]);
    expect(score(gdp, grows).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
  });
  it('reads a currency quoted per dollar "or weaker" as its pair at or above the level', () => {
    expect(fxWeakness('Dollar-yen trades at ¥160 or weaker before July 2031?')).toBe('Dollar-yen trades at 160 or more before July 2031?');
    expect(parseStrikes('Onshore yuan weaker than 7.00 per dollar on 31 Mar 2031').map((s) => `${s.op}:${s.lo}`)).toEqual(['gt:7']);
    expect(parseStrikes('Yen stronger than ¥140 by June?').map((s) => `${s.op}:${s.lo}`)).toEqual(['lt:140']);
    // (a currency priced in dollars is no quote per dollar: the pound weaker than $1.20 is GBP/USD below it)
    expect(fxWeakness('Pound weaker than $1.20 on Friday?')).toBe('Pound weaker than $1.20 on Friday?');
    const reach = ev('alpha', 'Will USD/JPY reach 160 before Jul 2031?', 'Financials', ['Reaches 160.00'], '2031-06-30T21:00:00Z');
    const weaker = ev('gamma', 'Dollar-yen trades at ¥160 or weaker before July 2031?', null, ['Yes'], '2031-06-30T21:00:00Z');
    const stronger = ev('gamma', 'Dollar-yen trades at ¥140 or stronger before July 2031?', null, ['Yes'], '2031-06-30T21:00:00Z');
    expect(score(reach, weaker).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    expect(score(reach, stronger).vetoes.join()).toContain('different strikes');
  });
  it('reads a Treasury yield to two decimals, off the par yield curve', () => {
    expect(hundredthStep({ op: 'gt', lo: '4.49', hi: '4.49', unit: '%' })).toEqual({ op: 'ge', lo: '4.5', hi: '4.5', unit: '%' });
    expect(hundredthStep({ op: 'lt', lo: '4', hi: '4', unit: '%' })).toEqual({ op: 'le', lo: '3.99', hi: '3.99', unit: '%' });
    const above = ev('alpha', '10-year Treasury yield on Oct 14, 2031?', 'Financials', ['Above 4.49%', 'Above 4.59%'], '2031-10-14T21:00:00Z');
    const par = ev('gamma', 'US 10Y Treasury par yield, 14 Oct 2031 (Treasury daily curve)', null, ['4.50% or higher', '4.60% or higher'], '2031-10-14T21:00:00Z');
    expect(keys(above)).toEqual(keys(par));
    expect(score(above, par).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const bracketed = ev('gamma', 'US 10Y (Treasury par yield curve) above 4.25% on 31 Mar 2031?', null, ['Yes'], '2031-03-31T21:00:00Z');
    expect(bracketed.subject.underlying).toEqual(['ust10y']);
    // (another issuer's yield is quoted to more decimals: "above 2.49%" stays above 2.49%)
    const bund = ev('alpha', '10-year Bund yield on Oct 14, 2031?', 'Financials', ['Above 2.49%'], '2031-10-14T21:00:00Z');
    expect(keys(bund)).toEqual(['num::gt:2.49']);
    // (the 2-year is not the 10-year)
    const two = ev('gamma', 'US 2Y Treasury par yield, 14 Oct 2031 (Treasury daily curve)', null, ['4.50% or higher', '4.60% or higher'], '2031-10-14T21:00:00Z');
    expect(score(above, two).vetoes.length).toBeGreaterThan(0);
  });
  it('reads a price range as the price in buckets', () => {
    const range = ev('alpha', 'XRP price range on Oct 14, 2031 at 5pm EDT?', 'Crypto', ['$4.10 to 4.1999', '$4.20 to 4.2999', '$4.40 or above'], '2031-10-14T21:00:00Z');
    const at = ev('beta_us', 'XRP price at 5pm ET on Oct 14, 2031', 'Crypto', ['$4.00–4.20', '$4.20–4.40', 'Above $4.40'], '2031-10-14T21:00:00Z');
    const eth = ev('beta_us', 'Ethereum price at 5pm ET on Oct 14, 2031', 'Crypto', ['$4.00–4.20', '$4.20–4.40', 'Above $4.40'], '2031-10-14T21:00:00Z');
    expect(range.tokens.has('range')).toBe(false);
    expect(score(range, at).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    expect(score(range, eth).vetoes.length).toBeGreaterThan(0);
  });
  it('reads the central parity of the yuan as its midpoint fixing', () => {
    const parity = ev('alpha', 'PBOC USD/CNY central parity on June 30, 2032?', 'Financials', ['Above 7.0000'], '2032-06-30T01:15:00Z');
    const mid = ev('gamma', 'USD/CNY midpoint fixing > 7.0000 on 30 June 2032?', null, ['Yes'], '2032-06-30T01:15:00Z');
    expect(score(parity, mid).confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
  });
});
