// Unit tests of the kinds of errors of the fifty-fourth holdout (the world outside the US in 2034): a month's GDP against
// the quarter's, the first holder of an office after a vote against its holder on a day, a tournament's knockout stage
// against a named round of it, a side "into" or "in" a round, a top-four finish hyphenated, and an exchange rate reached
// at any time against its level on one day.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { asksOf } from './asks.ts';
import { reachedAtGap } from './longtail.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q145', kind: 'geographic_region', canonical_name: 'United Kingdom', aliases: ['UK', 'Britain'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q9616', kind: 'team', canonical_name: 'Chelsea F.C.', aliases: ['Chelsea', 'Chelsea FC'], metadata: { league: 'Premier League', sport: 'association_football' }, domain: 'sports' },
  { kb_qid: 'Q7156', kind: 'team', canonical_name: 'FC Barcelona', aliases: ['Barcelona', 'Barça', 'Barca'], metadata: { league: 'La Liga', sport: 'association_football' }, domain: 'sports' },
  { kb_qid: 'Q851', kind: 'geographic_region', canonical_name: 'Saudi Arabia', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
]);
const close = Date.parse('2034-06-30T23:59:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('a month\'s GDP', () => {
  it('is not the quarter\'s growth, while the quarter\'s print under other words is', () => {
    expect(asksOf('UK monthly GDP for December 2033 positive?').stated['stat_span']).toBe('month');
    expect(asksOf('UK GDP growth in Q4 2033').stated['stat_span']).toBe('q4');
    expect(asksOf('Will the UK economy contract in the fourth quarter of 2033?').stated['stat_span']).toBe('q4');
    const c = Date.parse('2034-02-10T07:00:00Z');
    const q = ev('alpha', 'UK GDP growth in Q4 2033', 'Economics', [mk('Above 0.0%', '', c)], c);
    const m = ev('gamma', 'UK monthly GDP for December 2033 positive?', null, [mk('Yes', '', c)], c);
    expect(score(q, m).vetoes).toContain('different stat_span (q4 vs month)');
  });
});

describe('the holder of an office', () => {
  it('reads the first appointed after a vote as the next holder, and the holder on a day as another observation', () => {
    expect(asksOf('Prime Minister after the 2034 general election').stated['office_reading']).toBe('next');
    expect(asksOf('Who will be the first UK PM appointed after GE2034?').stated['office_reading']).toBe('next');
    expect(asksOf('Who will be UK Prime Minister on July 1, 2034?').stated['office_reading']).toBe('on_day');
    expect(asksOf('Next Prime Minister of India').stated['office_reading']).toBe('next');
    // (no office, no reading)
    expect(asksOf('Largest party after the 2034 general election').stated['office_reading']).toBeUndefined();
    const people = (): ReturnType<typeof mk>[] => [mk('Wes Streeting'), mk('Nigel Farage'), mk('Robert Jenrick')];
    const a = ev('alpha', 'Prime Minister after the 2034 general election', 'Elections', people());
    const g = ev('gamma', 'Who will be the first UK PM appointed after GE2034?', null, [mk('Streeting'), mk('Farage'), mk('Jenrick')]);
    const b = ev('beta', 'Who will be UK Prime Minister on July 1, 2034?', 'Politics', people(), close + 24 * 3_600_000);
    expect(score(a, g).vetoes).toEqual([]);
    expect(score(a, b).vetoes).toContain('different office_reading (next vs on_day)');
    expect(score(g, b).vetoes.length).toBeGreaterThan(0);
  });
});

describe('a stage of a tournament', () => {
  it('reads getting out of the group as reaching the knockout stage, not the quarter-finals', () => {
    const c = Date.parse('2034-12-01T00:00:00Z');
    const a = ev('alpha', 'Saudi Arabia advance from World Cup group?', 'Sports', [mk('Saudi Arabia', '', c)], c);
    const b = ev('beta', 'Will Saudi Arabia reach the knockout stage of the 2034 World Cup?', 'Sports', [mk('Yes', '', c)], c);
    const g = ev('gamma', 'Saudi Arabia into the World Cup 2034 quarter-finals?', null, [mk('Yes', '', c)], c);
    expect(a.facets['reach']).toBe('knockout');
    expect(b.facets['reach']).toBe('knockout');
    expect(g.facets['reach']).toBe('quarterfinal');
    expect(score(a, g).vetoes.length).toBeGreaterThan(0);
    expect(score(b, g).vetoes.length).toBeGreaterThan(0);
  });
  it('reads a side named in the final with no deed as reaching it, not one who scores in it', () => {
    const c = Date.parse('2034-05-06T00:00:00Z');
    const a = ev('alpha', 'Will Barcelona reach the 2034 Champions League final?', 'Sports', [mk('Yes', '', c)], c);
    const g = ev('gamma', 'FC Barcelona in the UCL final 2034?', null, [mk('Yes', '', c)], c);
    expect(a.facets['reach']).toBe('final');
    expect(g.facets['reach']).toBe('final');
    expect(ev('gamma', 'Will Lewandowski score in the Champions League final 2034?', null, [mk('Yes', '', c)], c).facets['reach']).toBeUndefined();
    expect(ev('gamma', 'Who will represent the West in the 2034 NBA Finals?', null, [mk('Denver'), mk('Dallas')], c).facets['reach']).toBeUndefined();
  });
  it('reads a hyphenated top-four finish as the top four', () => {
    const c = Date.parse('2034-05-20T00:00:00Z');
    const a = ev('alpha', 'Will Chelsea finish in the Premier League top 4 in 2033/34?', 'Sports', [mk('Yes', '', c)], c);
    const g = ev('gamma', 'Chelsea top-four finish 2033-34?', null, [mk('Yes', '', c)], c);
    const w = ev('gamma', 'Chelsea to win the Premier League 2033-34?', null, [mk('Yes', '', c)], c);
    expect(g.facets['stage']).toBe('top4');
    expect(score(a, g).vetoes).toEqual([]);
    expect(score(w, g).vetoes.length).toBeGreaterThan(0);
  });
});

describe('an exchange rate', () => {
  it('reached at any time in another currency\'s sign is not its level on one day', () => {
    const hit = { title: 'Will USD/JPY hit ¥170 in H1 2034?', single: true, kind: null };
    expect(reachedAtGap(hit, { title: 'USD/JPY above 170 on June 30, 2034?', single: true, kind: null })).not.toBeNull();
    // (nor by a date: both are levels reached)
    expect(reachedAtGap(hit, { title: 'USD/JPY above 170 by June 30, 2034?', single: true, kind: null })).toBeNull();
  });
});

describe('a central bank abroad', () => {
  it('keeps a policy rate in hundredths unless it is the Fed\'s', () => {
    const c = Date.parse('2034-04-20T12:15:00Z');
    const ecb = ev('beta', 'ECB deposit rate after the April 2034 meeting?', 'Economy', [mk('Above 1.75%', '', c), mk('2.00% or higher', '', c)], c);
    expect(ecb.markets.map((m) => m.key)).toEqual(['num::gt:1.75', 'num::ge:2']);
    // (the Fed's target range moves in quarter points: "Above 4.25%" is "4.50% or higher")
    const fed = ev('beta', 'Fed funds upper bound after the June 2034 meeting?', 'Economy', [mk('Above 4.25%', '', c), mk('4.50% or higher', '', c)], c);
    expect(fed.markets[0]!.key).toBe(fed.markets[1]!.key);
  });
  it('reads a bare move whose question states its size as that size, and a bare one as any move', () => {
    const c = Date.parse('2034-03-09T12:15:00Z');
    const u = ev('beta_us', 'ECB March 2034 rate decision', 'Economics', [mk('Cut', 'Will the ECB cut the deposit rate by 25 bps on March 9, 2034?', c), mk('Hold', 'Will the ECB leave rates unchanged on March 9, 2034?', c)], c);
    const a = ev('alpha', 'ECB interest rate decision in March', 'Economics', [mk('Cut 25bps', '', c), mk('Hold', '', c), mk('Hike 25bps', '', c)], c);
    expect(u.markets[0]!.key).toBe(a.markets[0]!.key);
    const b = ev('beta', 'ECB decision in March?', 'Economy', [mk('Cut', '', c), mk('Hold', '', c)], c);
    expect(b.markets[0]!.key).toBe('act:cut');
  });
});

describe('party groups of the European Parliament', () => {
  it('align under their short and long names, one group apart from another', () => {
    const kbEp = new KnowledgeBase([
      { kb_qid: 'local:political_party:s-and-d', kind: 'political_party', canonical_name: 'Progressive Alliance of Socialists and Democrats', aliases: ['S&D', 'S&D Group', 'Socialists & Democrats', 'Socialists and Democrats'], metadata: { country_name: 'European Union' }, domain: 'politics' },
      { kb_qid: 'local:political_party:epp', kind: 'political_party', canonical_name: 'European People\'s Party Group', aliases: ['EPP', 'EPP Group', 'European People\'s Party'], metadata: { country_name: 'European Union' }, domain: 'politics' },
    ]);
    const c = Date.parse('2034-06-12T06:00:00Z');
    const e = eventBuilders(kbEp, c);
    const a = e.ev('alpha', 'European Parliament election: largest group', 'Elections', [e.mk('EPP'), e.mk('S&D'), e.mk('ECR')]);
    const b = e.ev('beta', 'Largest group in the European Parliament after the 2034 elections?', 'Politics', [e.mk('European People\'s Party'), e.mk('Socialists & Democrats'), e.mk('Renew Europe')]);
    expect(a.markets[1]!.key).toBe(b.markets[1]!.key);
    expect(a.markets[0]!.key).toBe(b.markets[0]!.key);
    expect(a.markets[0]!.key).not.toBe(a.markets[1]!.key);
    expect(b.markets.map((m) => m.key)).not.toContain(a.markets[2]!.key);
  });
});
