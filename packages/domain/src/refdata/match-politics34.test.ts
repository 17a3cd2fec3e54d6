// Unit tests of the kinds of errors of the fiftieth holdout (US politics to the 2034 midterms): a race or a ballot
// measure whose title leaves the year to the ticker or names the vote's day, listed by venues that close at the vote or
// at the certification; a count read off the page that lists it; an interior ministry's election results; another
// district, a state chamber's control against one seat, who finishes first against the nominee, one pollster against an
// average, a ballot measure's vote share against its passing, and a measure that fails.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { IdRegistry, assignEventIds, buildEvent } from './canonical.ts';
import type { EventFeatures } from './match.ts';
import { compareSettlement, extractRuleSources, extractSources, type SettlementTerms } from './settlement.ts';
import { eventBuilders } from './testing.ts';
import { chamberGap, districtGap } from './place.ts';
import { parseOffices } from './text.ts';
import { asksOf, asksVetoes, seatCountGap } from './asks.ts';
import { propositionOf } from './proposition.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q29552', kind: 'political_party', canonical_name: 'Democratic Party', aliases: ['Democrats', 'Democratic', 'Democrat'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q29468', kind: 'political_party', canonical_name: 'Republican Party', aliases: ['Republicans', 'Republican', 'GOP'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q1166', kind: 'geographic_region', canonical_name: 'Michigan', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q1408', kind: 'geographic_region', canonical_name: 'New Jersey', aliases: ['NJ'], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q1397', kind: 'geographic_region', canonical_name: 'Ohio', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
]);
const vote = Date.parse('2034-11-07T23:59:00Z');
const { mk, ev, score } = eventBuilders(kb, vote);
const day = 24 * 3_600_000;

/** Whether every outcome pair of the event the listings make is fungible. */
function fungible(members: EventFeatures[]): boolean[] {
  const c = { members, confidence: 1 };
  const reg = new IdRegistry();
  const built = buildEvent(c, assignEventIds([c], reg)[0]!, { kb, reg, nowMs: 0, kbSyncedAtMs: 0, previous: () => undefined }).event;
  return built.outcomes.flatMap((o) => o.venue_pairs.map((p) => p.fungible));
}

describe('an election listed by venues that close at the vote or at the certification', () => {
  it('is fungible when one title leaves the year to its ticker', () => {
    const cert = vote + 24 * day;
    const a = ev('alpha', 'Michigan governor race winner?', 'Elections', [mk('Democratic party', '', cert), mk('Republican party', '', cert)], cert);
    const b = ev('beta', 'Michigan Governor Election Winner', 'Politics', [mk('Democratic'), mk('Republican')]);
    const u = ev('beta_us', 'Michigan Governor 2034', 'Politics', [mk('Democrats'), mk('Republicans')]);
    const f = fungible([a, b, u]);
    expect(f.length).toBe(6);
    expect(f.every((x) => x)).toBe(true);
  });
  it('is fungible when one title names the day of the vote', () => {
    const nov8 = Date.parse('2033-11-08T23:59:00Z');
    const a = ev('alpha', 'New Jersey governor race winner?', 'Elections', [mk('Democratic party', '', nov8 + 23 * day), mk('Republican party', '', nov8 + 23 * day)], nov8 + 23 * day);
    const g = ev('gamma', 'New Jersey gubernatorial election (Nov 8, 2033)', null, [mk('Democratic', '', nov8 + 12 * day), mk('Republican', '', nov8 + 12 * day)], nov8 + 12 * day);
    expect(fungible([a, g])).toEqual([true, true]);
  });
  it('is fungible on a ballot measure too', () => {
    const nov = Date.parse('2033-11-20T23:59:00Z');
    const a = ev('alpha', 'Ohio Issue 1 passes in November 2033?', 'Politics', [mk('Yes', '', nov + 10 * day)], nov + 10 * day);
    const b = ev('beta', 'Ohio Issue 1 (redistricting) passes in 2033?', 'Politics', [mk('Yes', '', nov)], nov);
    expect(fungible([a, b])).toEqual([true]);
  });
  it('keeps the window of what is no vote', () => {
    const dec = Date.parse('2033-12-31T23:59:00Z');
    const a = ev('alpha', 'Executive orders signed by Shapiro in 2033', 'Politics', [mk('More than 150', '', dec + 20 * day)], dec + 20 * day);
    const b = ev('beta', 'Shapiro signs more than 150 executive orders in 2033?', 'Politics', [mk('More than 150', '', dec)], dec);
    expect(fungible([a, b])).toEqual([false]);
    // (nor are titles of one race dated to two months the vote's)
    const c = ev('alpha', 'New Jersey governor race winner (Nov 2033)?', 'Elections', [mk('Democratic party', '', dec)], dec);
    const g = ev('gamma', 'New Jersey gubernatorial election (Dec 2033)', null, [mk('Democratic', '', dec - 30 * day)], dec - 30 * day);
    expect(fungible([c, g])).toEqual([false]);
  });
});

describe('where a rule reads its count', () => {
  it('reads a count of what a page lists off that page', () => {
    expect(extractRuleSources('Counts executive orders listed on https://www.whitehouse.gov/presidential-actions/ dated in 2033.')).toEqual(['host:whitehouse.gov']);
    expect(extractRuleSources('Counts executive orders dated in 2033; those listed twice count once.')).toEqual([]);
  });
  it('reads an interior ministry\'s results as one source, whatever its language', () => {
    expect(extractSources(['Resolves to the candidate who wins the run-off per the results published by the Ministère de l’Intérieur.'])).toEqual(['interior_ministry']);
    expect(extractSources(['https://www.resultats-elections.interieur.gouv.fr/'])).toEqual(['interior_ministry']);
    const terms = (sources: string[]): SettlementTerms => ({ sources, windowEndMs: vote, cancellation: null, tie: null });
    expect(compareSettlement('alpha', terms(['host:conseil-constitutionnel.fr']), 'gamma', terms(['interior_ministry']), day).axes).toEqual(['source']);
    expect(compareSettlement('beta', terms(['interior_ministry']), 'gamma', terms(['interior_ministry']), day).axes).toEqual([]);
    expect(extractSources(['U.S. Department of the Interior, Bureau of Land Management'])).toEqual([]);
  });
});

describe('one race against another of the same state', () => {
  it('keeps apart two districts of one state', () => {
    expect(districtGap('PA-07 House race winner?', 'PA-08 House Election Winner', true, true)).toMatch(/different districts/);
    expect(districtGap('ME-02 House race winner?', 'Maine 2nd District House Election Winner', true, true)).toBeNull();
    expect(districtGap('FL-19 special election winner', 'Florida 19th District Special Election Winner', true, true)).toBeNull();
  });
  it('keeps a state chamber\'s control apart from the state\'s seat', () => {
    expect(chamberGap('Nevada Senate Control 2034', 'Nevada Senate race winner?')).not.toBeNull();
    expect(chamberGap('Nevada Senate Control 2034', 'Nevada Senate seat 2034 (Cortez Masto) — winning party')).not.toBeNull();
    expect(chamberGap('New Jersey State Senate control 2031', 'New Jersey Senate Election 2031: which party wins control?')).toBeNull();
    expect(chamberGap('Virginia State Senate control', 'Virginia Senate 2027')).toBeNull();
  });
  it('reads who finishes first in a race as its first round, not its nominee', () => {
    expect(parseOffices('GA GOP Senate primary: who finishes first on May 23?')).toContain('first_round');
    expect(parseOffices('NYC Dem mayoral primary: who leads first-choice votes on election night?')).toContain('first_round');
    expect(parseOffices('California Senate primary: first place')).toContain('first_round');
    expect(parseOffices('Georgia Republican Senate nominee')).not.toContain('first_round');
    // (no race, no round: a division's first place is its winner)
    expect(parseOffices('Who finishes first in the AFC East?')).toEqual([]);
  });
});

describe('what a poll or a ballot measure asks', () => {
  it('keeps one pollster apart from an average or another pollster', () => {
    expect(asksVetoes(asksOf('Gallup July 2033 poll: Shapiro approval 46% or higher?'), asksOf('Shapiro approval rating on July 31? (RCP)'), false).join()).toMatch(/aggregator/);
    expect(asksVetoes(asksOf('Shapiro Gallup approval, July 2033'), asksOf('Gallup July 2033 poll: Shapiro approval 46% or higher?'), false)).toEqual([]);
  });
  it('keeps a ballot measure\'s share of the vote apart from its passing', () => {
    expect(asksVetoes(asksOf("Will Florida's marijuana amendment win a majority of the vote?"), asksOf('Florida Marijuana Amendment Passes?'), true).join()).toMatch(/ballot_reading/);
    expect(asksVetoes(asksOf('Florida recreational marijuana amendment passes?'), asksOf('Florida Marijuana Amendment Passes?'), true)).toEqual([]);
    expect(asksVetoes(asksOf('Billionaire tax Yes share above 55%?'), asksOf('Billionaire Tax Act gets more than 55% Yes?'), true).join()).not.toMatch(/ballot_reading/);
  });
  it('reads a measure that fails as the negation of its passing', () => {
    expect(propositionOf('California billionaire tax fails in 2034?').neg).toBe(true);
    expect(propositionOf('California billionaire tax initiative passes?').neg).toBe(false);
    expect(propositionOf('Will a US bank fail in 2034?').neg).toBe(false);
  });
});

describe('a race whose title leaves the year to its ticker', () => {
  it('meets the race another venue dates, closing at the vote, weeks before its own close', () => {
    const cert = vote + 54 * day;
    const a = ev('alpha', 'Georgia Senate race winner?', 'Elections', [mk('Democratic party', '', cert), mk('Republican party', '', cert)], cert);
    const b = ev('beta', 'Georgia Senate Election Winner 2034', 'Politics', [mk('Democratic'), mk('Republican')]);
    expect(score(a, b).vetoes).toEqual([]);
    // (not the race of another year)
    const c = ev('beta', 'Georgia Senate Election Winner 2032', 'Politics', [mk('Democratic', '', vote - 730 * day), mk('Republican', '', vote - 730 * day)], vote - 730 * day);
    expect(score(a, c).vetoes.length).toBeGreaterThan(0);
  });
  it('reads a party keeping a chamber as its control, not a seat count', () => {
    expect(seatCountGap('Will Democrats win 218+ House seats in 2034?', 'Will Democrats keep the House?')).toMatch(/control/);
    expect(seatCountGap('Will Democrats win 218+ House seats in 2034?', 'Democrats win more than 224 House seats in the midterms?')).toBeNull();
  });
});
