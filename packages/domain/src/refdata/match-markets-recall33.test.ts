// Unit tests of the misses left in the forty-fifth and thirty-eighth holdouts (markets of early 2033, economics and markets
// of spring 2032): a record close in the venues' words, a level hit or reached, a Treasury tenor and its yield, a producer's
// output, an authority clearing a merger, a deal to buy announced, a price traded at a level in a period, a company public
// by a deadline, a level in a month vs on one day of it, and a cut taken vs a count of cuts.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { MATCH_ACCEPT, eventFeatures, type EventFeatures, type VenueMarketInput } from './match.ts';
import { eventBuilders } from './testing.ts';

const kb = new KnowledgeBase([]);
const close = Date.parse('2033-03-31T21:00:00Z');
const { mk, score } = eventBuilders(kb, close);
let n = 0;
/** A one-market event (or a ladder of `labels`) closing at `closeMs`. */
const ev = (venue: string, title: string, category: string | null, labels: string[], closeMs = close): EventFeatures => {
  const markets: VenueMarketInput[] = labels.map((l) => mk(l, labels.length === 1 ? title : '', closeMs));
  return eventFeatures({ venue, venue_event_id: `x${++n}`, event_slug: null, title, sub_title: null, category, status: 'active', mutually_exclusive: markets.length > 1,
    market_type: null, close_time_ms: closeMs, settlement_sources: [], rules: null, markets }, kb);
};
const vetoed = (a: EventFeatures, b: EventFeatures): boolean => score(a, b).vetoes.length > 0;
const matched = (a: EventFeatures, b: EventFeatures): boolean => !vetoed(a, b) && score(a, b).confidence >= MATCH_ACCEPT;
const keys = (f: EventFeatures): string[] => f.markets.map((m) => m.key ?? '');

describe('a record close', () => {
  it('is an all-time closing high, not a record high of any trade', () => {
    const jan = Date.parse('2033-01-31T21:00:00Z');
    const record = ev('alpha', 'S&P 500 record close in January 2033?', 'Financials', ['Yes'], jan);
    const ath = ev('beta', 'S&P 500 all-time closing high by January 31?', 'Financials', ['Yes'], jan);
    const high = ev('gamma', 'S&P 500 all-time high in January 2033?', 'Financials', ['Yes'], jan);
    expect(matched(record, ath)).toBe(true);
    expect(vetoed(record, high)).toBe(true);
  });
});

describe('a level hit or reached', () => {
  it('is one word, and a Treasury tenor with its yield one name', () => {
    const hit = ev('beta', 'Will the 30-year Treasury yield hit 5.5% by March 31?', 'Economics', ['Yes']);
    const reaches = ev('gamma', 'US 30Y yield reaches 5.50% in Q1 2033?', 'Economics', ['Yes']);
    const tenYear = ev('gamma', 'US 10Y yield reaches 5.50% in Q1 2033?', 'Economics', ['Yes']);
    expect(hit.tokens).toEqual(reaches.tokens);
    expect(matched(hit, reaches)).toBe(true);
    expect(vetoed(hit, tenYear)).toBe(true);
    // ("UST" is the Treasury's; another issuer's 10-year bond is not)
    expect(ev('gamma', '10Y UST yield above 4.5% at year-end?', 'Economics', ['Yes']).tokens.has('u:ust10y')).toBe(true);
    expect(ev('gamma', '10Y JGB yield above 4.5% at year-end?', 'Economics', ['Yes']).tokens.has('u:ust10y')).toBe(false);
  });

  it('is a price traded at the level in a period', () => {
    const hit = ev('beta', 'Will WTI Crude Oil hit $100 by March 31?', 'Commodities', ['Yes']);
    const trades = ev('gamma', 'Crude oil (WTI) trades at $100 in Q1 2033?', 'Commodities', ['Yes']);
    const before = ev('gamma', 'Crude oil (WTI) trades at $100 before April 2033?', 'Commodities', ['Yes']);
    const onDay = ev('gamma', 'Crude oil (WTI) settles at $100 on March 31?', 'Commodities', ['Yes']);
    expect(trades.priceKind).toBe('touch');
    expect(trades.strikes).toEqual(hit.strikes);
    expect(before.strikes).toEqual(hit.strikes);
    expect(matched(hit, trades)).toBe(true);
    expect(onDay.strikes).not.toEqual(hit.strikes);
  });
});

describe("a producer's output", () => {
  it('is its production, and a cut not a raise', () => {
    const cut = ev('beta', 'OPEC+ announces production cut at February meeting?', 'Commodities', ['Yes']);
    const agree = ev('gamma', 'Will OPEC+ agree an oil output cut at its February 2033 ministerial meeting?', 'Commodities', ['Yes']);
    const raise = ev('gamma', 'Will OPEC+ agree an oil output increase at its February 2033 ministerial meeting?', 'Commodities', ['Yes']);
    expect(matched(cut, agree)).toBe(true);
    expect(vetoed(cut, raise)).toBe(true);
  });
});

describe('a merger', () => {
  it('cleared by an authority is approved by it', () => {
    const approves = ev('beta_us', 'EU approves UniCredit takeover of Commerzbank by March 31?', 'Business', ['Yes']);
    const clears = ev('gamma', 'European Commission clears UniCredit–Commerzbank merger by 31 Mar 2033?', 'Business', ['Yes']);
    const blocks = ev('gamma', 'European Commission opens an in-depth probe of the UniCredit–Commerzbank merger by 31 Mar 2033?', 'Business', ['Yes']);
    expect(keys(clears)).toEqual(keys(approves));
    expect(matched(approves, clears)).toBe(true);
    expect(keys(blocks)).not.toEqual(keys(approves));
  });

  it('announced is a deal to buy announced, not a purchase completed', () => {
    const deal = ev('beta', 'Shell announces deal to buy BP by March 31?', 'Business', ['Yes']);
    const merger = ev('gamma', 'Shell–BP merger announced in Q1 2033?', 'Business', ['Yes']);
    const buys = ev('gamma', 'Shell buys BP by March 31?', 'Business', ['Yes']);
    expect(keys(deal)).toEqual(keys(merger));
    expect(matched(deal, merger)).toBe(true);
    expect(vetoed(merger, buys)).toBe(true);
  });
});

describe('a company public by a deadline', () => {
  it('is its IPO, not something made public', () => {
    const june = Date.parse('2032-06-30T21:00:00Z');
    const ipo = ev('beta', 'Stripe IPO by June 30, 2032?', 'Financials', ['Yes'], june);
    const pub = ev('beta_us', 'Stripe public before July 2032?', 'Financials', ['Yes'], june);
    const files = ev('gamma', 'Stripe tax files made public before July 2032?', 'Financials', ['Yes'], june);
    expect(keys(pub)).toEqual(keys(ipo));
    expect(matched(ipo, pub)).toBe(true);
    expect(keys(files)).not.toEqual(keys(ipo));
  });
});

describe('a level in a month', () => {
  it('is not the level on one day of it', () => {
    const jul = Date.parse('2028-07-31T21:00:00Z');
    const month = ev('alpha', "Will Chicago (O'Hare) reach 100°F in Jul 2028?", 'Weather', ['100° or above'], jul);
    const day = ev('beta_us', 'Will Chicago hit 100°F on July 4, 2028?', 'Weather', ['Yes'], jul);
    const month2 = ev('gamma', 'Chicago hits 100°F in July 2028?', 'Weather', ['Yes'], jul);
    expect(score(month, day).vetoes.some((v) => v.startsWith('different periods'))).toBe(true);
    expect(vetoed(month, month2)).toBe(false);
  });
});

describe('a count of rate moves', () => {
  it('is not one cut taken by a deadline', () => {
    const count = ev('alpha', 'Number of 25bp Fed rate cuts in Q1 2033', 'Economics', ['0', '1', '2', '3 or more']);
    const once = ev('gamma', 'Fed cuts rates by the March 2033 FOMC meeting?', 'Economics', ['Yes']);
    const none = ev('gamma', 'Fed does not cut rates by the March 2033 FOMC meeting?', 'Economics', ['Yes']);
    expect(score(count, once).vetoes).toContain('a decision taken vs a count of decisions');
    expect(score(count, none).vetoes).not.toContain('a decision taken vs a count of decisions');
  });
});
