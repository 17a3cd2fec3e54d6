// Unit tests of the errors of the forty-eighth holdout (US economy and markets, April–June 2033): an exchange rate
// reached by a date vs read at a close, a record close vs an intraday record, opposite moves of an index, the sign of a
// change statistic, ladder pieces worded apart, a decision's one market labelled with a move, a count of cuts, the size
// of a move that is no deadline.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { eventFeatures, matchEvents, type EventFeatures, type VenueMarketInput } from './match.ts';
import { changeSign } from './release.ts';
import { parseDeadline } from './text.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q30', kind: 'geographic_region', canonical_name: 'United States', aliases: ['US', 'U.S.'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q53536', kind: 'organization', canonical_name: 'Federal Reserve', aliases: ['Fed', 'the Fed', 'FOMC'], metadata: { country: 'Q30', org_kind: 'central_bank' }, domain: 'economics' },
  { kb_qid: 'Q8901', kind: 'organization', canonical_name: 'European Central Bank', aliases: ['ECB'], metadata: { org_kind: 'central_bank' }, domain: 'economics' },
]);
const close = Date.parse('2033-06-30T20:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);
let n = 0;
/** A one-market event whose market (or the event) states its rules. */
const ruled = (venue: string, title: string, label: string, rules: string, closeMs = close): EventFeatures => {
  const m: VenueMarketInput = { ...mk(label, title, closeMs), rules };
  return eventFeatures({ venue, venue_event_id: `r${++n}`, event_slug: null, title, sub_title: null, category: 'Finance', status: 'active', mutually_exclusive: false,
    market_type: null, close_time_ms: closeMs, settlement_sources: [], rules: null, markets: [m] }, kb);
};
const vetoed = (a: EventFeatures, b: EventFeatures, start: string): boolean => score(a, b).vetoes.some((v) => v.startsWith(start));

describe('an exchange rate reached by a date', () => {
  it('is not its reading at the close of that date', () => {
    const hits = ev('beta_us', 'USD/JPY hits 160 by June 30, 2033?', 'Finance', [mk('Yes')]);
    const above = ev('beta', 'USD/JPY above 160 by June 30, 2033?', 'Finance', [mk('Yes')]);
    const atClose = ev('gamma', 'USD/JPY above 160 at the June 30, 2033 close?', null, [mk('Yes')]);
    expect(hits.priceKind).toBe('touch');
    expect(vetoed(hits, atClose, 'different price kinds')).toBe(true);
    expect(vetoed(above, atClose, 'different price kinds')).toBe(true);
    expect(score(hits, above).vetoes).toEqual([]);
    // (a rate read on a day names no touch: left to the fixings, as before)
    expect(ev('alpha', 'EUR/USD on Jun 30, 2033', 'Financials', [mk('Above 1.1800'), mk('Above 1.2000')]).priceKind).toBeNull();
  });
});

describe('a record close', () => {
  it('is not a record traded intraday when both listings say which they read', () => {
    const intraday = ev('alpha', 'S&P 500 new all-time high before Jul 1, 2033', 'Financials', [mk('New intraday all-time high')]);
    const byRules = ruled('beta', 'S&P 500 all-time high by June 30, 2033?', 'Yes', 'Resolves Yes if the S&P 500 trades above its prior all-time intraday high at any time before July 1, 2033.');
    const recordClose = ev('gamma', 'S&P 500 record close in Q2 2033?', null, [mk('Yes')]);
    expect(vetoed(intraday, recordClose, 'a record')).toBe(true);
    expect(vetoed(byRules, recordClose, 'a record')).toBe(true);
    expect(score(intraday, byRules).vetoes).toEqual([]);
  });
  it('meets a record the other listing reads on closes, though its title does not say it', () => {
    const titled = ev('alpha', 'S&P 500 new all-time high by Apr 30, 2032?', 'Financials', [mk('New record close')], Date.parse('2032-04-30T20:00:00Z'));
    // (its rules rule intraday highs out: a close, no intraday reading)
    const ruledOut = ruled('beta', 'S&P 500 hits all-time high by April 30?', 'Yes', 'Resolves Yes if the S&P 500 closes at a record high at any point through April 30, 2032. Intraday highs do not count.', Date.parse('2032-04-30T20:00:00Z'));
    expect(vetoed(titled, ruledOut, 'a record')).toBe(false);
  });
});

describe('opposite moves of an index over one period', () => {
  it('never share an outcome, the move read off the title or the one market label', () => {
    const may = Date.parse('2033-05-31T20:00:00Z');
    const up = ev('alpha', 'S&P 500 monthly change in May 2033', 'Financials', [mk('Up in May')], may);
    const higher = ev('beta_us', 'S&P 500 finishes May 2033 higher?', 'Finance', [mk('Yes')], may);
    const lower = ev('gamma', 'Will the S&P 500 finish May 2033 lower than it started?', null, [mk('Yes')], may);
    const red = ev('gamma', 'S&P 500 ends May 2033 in the red?', null, [mk('Yes')], may);
    expect(vetoed(up, lower, 'opposite moves')).toBe(true);
    expect(vetoed(higher, lower, 'opposite moves')).toBe(true);
    expect(vetoed(higher, red, 'opposite moves')).toBe(true);
    expect(score(up, higher).vetoes).toEqual([]);
    // ("Up or Down" says neither; "or higher" is a level)
    expect(vetoed(ev('beta', 'S&P 500 Up or Down in May 2033?', 'Finance', [mk('Yes')], may), lower, 'opposite moves')).toBe(false);
    expect(vetoed(ev('beta', 'S&P 500 9,000 or higher at the end of May 2033?', 'Finance', [mk('Yes')], may), lower, 'opposite moves')).toBe(false);
  });
});

describe('a change statistic said to be positive', () => {
  it('is above zero, as "Above 0.0%"', () => {
    expect(changeSign('US retail sales (Apr 2033) positive?')).toBe('gt');
    expect(changeSign('Negative GDP growth in Q2 2033?')).toBe('lt');
    // (a rate level said to be positive is no change)
    expect(changeSign('Will the BoJ policy rate be positive in 2033?')).toBeNull();
    const ladder = ev('alpha', 'Retail sales in Apr 2033', 'Economics', [mk('Above 0.0%'), mk('Above 0.5%')]);
    const positive = ev('beta_us', 'US retail sales (Apr 2033) positive?', 'Economics', [mk('Yes')]);
    expect(positive.markets[0]!.key).toBe(ladder.markets[0]!.key);
  });
});

describe('ladder pieces worded apart', () => {
  it('are outcomes of the ladder when both are dated and each fits it', () => {
    const apr14 = Date.parse('2033-04-14T12:30:00Z');
    const ladder = ev('alpha', 'Initial jobless claims, week ending Apr 9, 2033', 'Economics', [mk('Above 210,000'), mk('Above 225,000'), mk('Above 240,000')], apr14);
    const p225 = ev('beta', 'Initial jobless claims above 225K for week ending April 9, 2033?', 'Economy', [mk('Yes')], apr14);
    const p240 = ev('beta_us', 'Initial claims (Apr 14, 2033 release) above 240K?', 'Economics', [mk('Yes')], apr14);
    const { clusters } = matchEvents([ladder, p225, p240]);
    expect(clusters.find((c) => c.members.length === 3)).toBeDefined();
  });
  it('stay apart when a piece names no date', () => {
    const ladder = ev('alpha', 'Arctic sea ice minimum extent 2033', 'Climate', [mk('Below 4.0 million km²'), mk('Below 4.5 million km²')]);
    const p4 = ev('beta', 'Arctic sea ice minimum below 4 million km² in 2033?', 'Climate', [mk('Yes')]);
    const p45 = ev('gamma', 'September 2033 Arctic sea ice average extent below 4.5M km²?', null, [mk('Yes')]);
    const { clusters } = matchEvents([ladder, p4, p45]);
    expect(clusters.find((c) => c.members.length === 3)).toBeUndefined();
  });
});

describe("a rate decision's one market", () => {
  it('labelled with a move is that outcome of the decision, not the decision taken', () => {
    const may4 = Date.parse('2033-05-04T18:00:00Z');
    const fomc = ev('beta_us', 'FOMC decision — May 4, 2033', 'Economics', [mk('No change')], may4);
    expect(fomc.markets[0]!.key).toBe('act:hold');
    const ladder = ev('alpha', 'Fed decision in May 2033', 'Economics', [mk('Cut 25bps'), mk('Hold'), mk('Hike 25bps')], may4);
    expect(score(fomc, ladder).confidence).toBeGreaterThan(0.62);
    // (a title naming a decision of another kind keeps its label a restatement: "COP38 decision calls for phasing out ...")
    expect(ev('alpha', 'COP38 decision calls for phasing out fossil fuels?', 'World', [mk('Phase-out language adopted')]).markets[0]!.kind).not.toBe('named');
  });
  it('labelled with a count of cuts is that count', () => {
    const two = ev('beta_us', 'Fed rate cuts in 2033', 'Economics', [mk('2 cuts')]);
    expect(two.markets[0]!.key).toBe('num::eq:2');
    const count = ev('alpha', 'Number of Fed rate cuts in 2033', 'Economics', [mk('0 cuts'), mk('1 cut'), mk('2 cuts'), mk('3 cuts')]);
    expect(score(two, count).vetoes).toEqual([]);
  });
  it('sized in basis points is no deadline, and its unit no title word', () => {
    expect(parseDeadline('Reserve Bank of Australia to cut the cash rate by 25 bp on 17 May 2033?')).toBeNull();
    expect(parseDeadline('Fed cuts by 0.25% in June?')).toBeNull();
    expect(parseDeadline('Fed cut by June 2033?')).toBe('by');
    const jun9 = Date.parse('2033-06-09T12:15:00Z');
    const cut = ev('beta_us', 'ECB cuts 25 bps on June 9, 2033?', 'Economics', [mk('Yes')], jun9);
    const ladder = ev('alpha', 'ECB deposit rate decision in Jun 2033', 'Economics', [mk('Cut 25bps'), mk('Hold')], jun9);
    expect(cut.tokens.size).toBe(0);
    expect(score(cut, ladder).confidence).toBeGreaterThanOrEqual(0.62);
  });
});

describe("an earnings beat's one market", () => {
  it('labelled as a beat of the consensus restates the question', () => {
    const alpha = ev('alpha', 'Microsoft EPS beat, fiscal Q3 2033', 'Financials', [mk('Beats consensus EPS')]);
    expect(alpha.markets[0]!.key).toBe('yes::pos');
    const us = ev('beta_us', 'Microsoft beats EPS estimates (FQ3 2033)?', 'Economics', [mk('Yes')]);
    expect(score(alpha, us).confidence).toBeGreaterThanOrEqual(0.62);
    // (revenue is another measure than EPS)
    expect(score(alpha, ev('gamma', 'Microsoft FQ3 2033 revenue beat?', null, [mk('Yes')])).confidence).toBe(0);
    // (a label naming another outcome stays that outcome)
    expect(ev('alpha', 'Microsoft EPS beat, fiscal Q3 2033', 'Financials', [mk('Misses consensus EPS')]).markets[0]!.key).not.toBe('yes::pos');
  });
});
