// Unit tests of the kinds of errors of the forty-fifth holdout (economics and markets listings of early 2033): which
// survey a PMI is, an IPO's first day, a comparison of two names in either order, the yuan's central parity, a CME
// settlement, GAAP and adjusted earnings, the end of a guided range; a count of 25 bp cuts, and Nasdaq's two sites; S&P
// Global's China PMI, a shares listing, a rating lowered, the loan prime rate (and the forty-eighth's like errors).
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventFeatures, type EventFeatures, type VenueMarketInput } from './match.ts';
import { extractSources, titleCounting } from './settlement.ts';
import { eventBuilders } from './testing.ts';

const kb = new KnowledgeBase([]);
const close = Date.parse('2033-02-28T21:00:00Z');
const { mk, score } = eventBuilders(kb, close);
let n = 0;
/** A one-market event (or a ladder of `labels`) with its rules and settlement sources. */
const ev = (venue: string, title: string, category: string | null, labels: string[], opts: { rules?: string; sources?: string[] } = {}): EventFeatures => {
  const markets: VenueMarketInput[] = labels.map((l) => ({ ...mk(l, labels.length === 1 ? title : ''), rules: opts.rules ?? null }));
  return eventFeatures({ venue, venue_event_id: `x${++n}`, event_slug: null, title, sub_title: null, category, status: 'active', mutually_exclusive: markets.length > 1,
    market_type: null, close_time_ms: close, settlement_sources: opts.sources ?? [], rules: opts.rules ?? null, markets }, kb);
};
const vetoed = (a: EventFeatures, b: EventFeatures): boolean => score(a, b).vetoes.length > 0;

describe('which survey a PMI is', () => {
  it('reads RatingDog as the Caixin series and the ISM as a US survey', () => {
    const ism = ev('alpha', 'ISM Manufacturing PMI, January 2033', 'Economics', ['Above 50.0']);
    const ratingdog = ev('gamma', 'China RatingDog manufacturing PMI above 50 for January 2033?', 'Economics', ['Yes']);
    const caixin = ev('beta', 'Caixin China manufacturing PMI above 50 in January?', 'Economics', ['Yes']);
    const ism2 = ev('beta', 'ISM manufacturing PMI above 50 in January?', 'Economics', ['Yes']);
    expect(vetoed(ism, ratingdog)).toBe(true);
    expect(score(ism, ratingdog).vetoes.some((v) => v.startsWith('different economies'))).toBe(true);
    expect(vetoed(ratingdog, caixin)).toBe(false);
    expect(vetoed(ism, ism2)).toBe(false);
  });

  it("reads S&P Global's China PMI as the Caixin series, and no index price", () => {
    const sp = ev('alpha', 'China General Manufacturing PMI (S&P Global), May 2033?', 'Economics', ['Above 50']);
    const caixin = ev('gamma', 'China private-sector manufacturing PMI (formerly Caixin) May 2033 above 50?', 'Economics', ['Yes']);
    const nbs = ev('beta', 'China NBS manufacturing PMI above 50 in May 2033?', 'Economics', ['Yes']);
    expect(sp.priceKind).toBe(null);
    expect(sp.markets[0]!.key).toBe(caixin.markets[0]!.key);
    expect(vetoed(sp, caixin)).toBe(false);
    expect(vetoed(sp, nbs)).toBe(true);
  });

  it("takes the series from the rules when the title names none", () => {
    const plain = ev('beta', 'China manufacturing PMI above 50 in March?', 'Economics', ['Yes'], { rules: 'Resolves per the official NBS manufacturing PMI for March 2033.' });
    const nbs = ev('gamma', 'China NBS manufacturing PMI (Mar 2033) > 50?', 'Economics', ['Yes']);
    const ratingdog = ev('alpha', 'RatingDog China General Manufacturing PMI in March 2033?', 'Economics', ['Above 50.0']);
    expect(vetoed(plain, ratingdog)).toBe(true);
    expect(vetoed(plain, nbs)).toBe(false);
  });
});

describe("an IPO's first day", () => {
  it('is another question than the listing itself', () => {
    const ipo = ev('alpha', 'Will Stripe IPO in 2033?', 'Financials', ['Before Jan 1, 2034']);
    const firstDay = ev('gamma', 'Stripe first-day close above its IPO price?', 'Financials', ['Yes']);
    const ipo2 = ev('gamma', 'Will Stripe go public in 2033?', 'Financials', ['Yes']);
    expect(vetoed(ipo, firstDay)).toBe(true);
    expect(vetoed(ipo, ipo2)).toBe(false);
  });

  it('is listed when the company lists its shares', () => {
    const ipo = ev('alpha', 'Stripe IPO by June 30, 2033?', 'Financials', ['Yes']);
    const list = ev('gamma', 'Will Stripe list its shares before 1 July 2033?', 'Financials', ['Yes']);
    const buy = ev('gamma', 'Will Stripe buy back its shares before 1 July 2033?', 'Financials', ['Yes']);
    expect(list.markets[0]!.key).toBe(ipo.markets[0]!.key);
    expect(buy.markets[0]!.key).not.toBe(ipo.markets[0]!.key);
  });
});

describe('a credit rating lowered', () => {
  it('is a downgrade, no rate cut', () => {
    const down = ev('beta', 'S&P downgrades US credit rating by June 30, 2033?', 'Economics', ['Yes']);
    const lowers = ev('gamma', 'S&P Global lowers the US sovereign rating before July 2033?', 'Economics', ['Yes']);
    const up = ev('gamma', 'S&P Global raises the US sovereign rating before July 2033?', 'Economics', ['Yes']);
    const fed = ev('alpha', 'Will the Fed cut rates by June 30, 2033?', 'Economics', ['Yes']);
    expect(lowers.markets[0]!.key).toBe(down.markets[0]!.key);
    expect(up.markets[0]!.key).not.toBe(down.markets[0]!.key);
    expect(fed.markets[0]!.key).not.toBe(down.markets[0]!.key);
  });
});

describe("China's loan prime rate", () => {
  it('is the LPR by its name or its abbreviation', () => {
    const lpr = ev('beta', 'China 1-year LPR cut in May 2033?', 'Economics', ['Yes']);
    const name = ev('gamma', 'PBOC cuts 1-year Loan Prime Rate in May 2033?', 'Economics', ['Yes']);
    const five = ev('alpha', 'China 5-year LPR cut, May 2033?', 'Economics', ['Cut']);
    expect(lpr.tokens.has('lpr')).toBe(true);
    expect(name.tokens.has('lpr')).toBe(true);
    expect(vetoed(lpr, five)).toBe(true);
  });
});

describe('a comparison of two names', () => {
  it('written in the other order is the negation', () => {
    const am = ev('beta', 'Apple market cap larger than Microsoft on February 28?', 'Financials', ['Yes']);
    const ma = ev('gamma', 'Microsoft bigger than Apple by market cap at the Feb 28, 2033 close?', 'Financials', ['Yes']);
    const am2 = ev('gamma', 'Will Apple be bigger than Microsoft by market cap at the Feb 28, 2033 close?', 'Financials', ['Yes']);
    const ms = ev('gamma', "Will Microsoft's market cap be smaller than Apple's on Feb 28, 2033?", 'Financials', ['Yes']);
    expect(am.markets[0]!.key).not.toBe(ma.markets[0]!.key);
    expect(am.markets[0]!.key).toBe(am2.markets[0]!.key);
    expect(am.markets[0]!.key).toBe(ms.markets[0]!.key);
  });
});

describe("the yuan's central parity", () => {
  it('is not the traded rate of a title naming no fixing', () => {
    const fix = ev('gamma', 'PBOC USD/CNY central parity fixing above 7.0000 on Feb 1, 2033?', 'Financials', ['Yes']);
    const spot = ev('beta', 'USD/CNY above 7.00 on February 1?', 'Financials', ['Yes']);
    const fix2 = ev('beta', 'USD/CNY midpoint fixing above 7.00 on February 1?', 'Financials', ['Yes']);
    expect(score(fix, spot).vetoes).toContain('the PBOC central parity vs the traded rate');
    expect(score(fix, fix2).vetoes).not.toContain('the PBOC central parity vs the traded rate');
  });
});

describe('a CME Group settlement', () => {
  it('is a futures price, not the spot price', () => {
    const cme = ev('alpha', 'Natural gas price on Feb 28, 2033', 'Commodities', ['Above $4.50'], { sources: ['CME Group https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.settlements.html'] });
    const spot = ev('beta_us', 'Henry Hub spot price above $4.50 on Feb 28 (EIA)?', 'Commodities', ['Yes']);
    const ng = ev('beta', 'Natural Gas (NG) above $4.50 on February 28?', 'Commodities', ['Yes'], { rules: 'Resolves per https://www.cmegroup.com/markets/energy/natural-gas/natural-gas.html.' });
    expect(score(cme, spot).vetoes).toContain('different quote_basis (futures vs spot)');
    expect(vetoed(cme, ng)).toBe(false);
  });
});

describe("a company's reported figure", () => {
  it('separates GAAP and adjusted earnings stated on both sides', () => {
    const gaap = ev('alpha', 'Tesla Q4 2032 GAAP EPS', 'Financials', ['Above $1.00']);
    const adjusted = ev('beta', 'Tesla Q4 adjusted EPS above $1.00?', 'Financials', ['Yes'], { rules: "Resolves Yes if Tesla's non-GAAP diluted EPS for Q4 2032 is greater than $1.00." });
    const silent = ev('gamma', 'Tesla Q4 2032 EPS above $1.00?', 'Financials', ['Yes']);
    expect(score(gaap, adjusted).vetoes).toContain('different accounting (gaap vs adjusted)');
    expect(score(gaap, silent).vetoes.some((v) => v.startsWith('different accounting'))).toBe(false);
  });

  it('separates two points of a guided range', () => {
    const mid = ev('beta', 'Will Meta guide 2033 capex above $150B?', 'Financials', ['Yes'], { rules: 'Resolves "Yes" if the midpoint of the full-year 2033 capital expenditures outlook is above $150 billion.' });
    const low = ev('gamma', 'Meta 2033 capex outlook low end above $150B?', 'Financials', ['Yes']);
    const mid2 = ev('gamma', 'Meta 2033 capex guidance midpoint above $150B?', 'Financials', ['Yes']);
    expect(score(mid, low).vetoes).toContain('different range_point (mid vs low)');
    expect(score(mid, mid2).vetoes.some((v) => v.startsWith('different range_point'))).toBe(false);
  });
});

describe('how a count of rate moves is counted', () => {
  it('reads 25 bp steps off the title', () => {
    expect(titleCounting('Number of 25bp Fed rate cuts in Q1 2033')).toBe('steps');
    expect(titleCounting('How many 25 bps cuts in 2033?')).toBe('steps');
    expect(titleCounting('How many Fed rate cuts in Q1 2033?')).toBe(null);
  });
});

describe("Nasdaq's index sites", () => {
  it('are one source, not two hosts', () => {
    expect(extractSources(['Nasdaq https://indexes.nasdaqomx.com/Index/Overview/NDX'])).toEqual(['nasdaq']);
    expect(extractSources(['https://www.nasdaq.com/market-activity/index/ndx'])).toEqual(['nasdaq']);
    expect(extractSources(['https://finance.yahoo.com/quote/%5ENDX/'])).toEqual(['yahoo_finance']);
  });
});

describe('a change written as a noun', () => {
  it('reads a GDP contraction as the change below zero', () => {
    const ladder = ev('alpha', 'Germany GDP, Q4 2032 flash (QoQ)', 'Economics', ['Below 0.0%', 'Above 0.5%']);
    const noun = ev('beta', 'Germany GDP contraction in Q4 2032?', 'Economics', ['Yes']);
    const plain = ev('beta', 'Germany GDP in Q4 2032?', 'Economics', ['Yes']);
    expect(noun.markets[0]!.strike).toEqual({ op: 'lt', lo: '0', hi: '0', unit: '' });
    expect(score(ladder, noun).vetoes).toEqual([]);
    expect(plain.markets[0]!.strike).toBe(null);
  });
});

describe('a gain over a reference price', () => {
  it('is that gain or more', () => {
    const closes = ev('beta', 'Stripe closes 50% above IPO price on first day?', 'Financials', ['Yes']);
    const pops = ev('beta_us', 'Stripe IPO pops 50%+ on day one?', 'Financials', ['Yes']);
    const exact = ev('gamma', 'Stripe closes exactly 50% on its first day?', 'Financials', ['Yes']);
    expect(closes.markets[0]!.key).toBe(pops.markets[0]!.key);
    expect(exact.markets[0]!.key).not.toBe(pops.markets[0]!.key);
  });
});
