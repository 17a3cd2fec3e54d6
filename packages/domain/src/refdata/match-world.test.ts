// Unit tests of the kinds of misses of the thirty-ninth holdout (world politics, space, awards, charts, US politics): a
// run-off written with a hyphen, membership as joining, the WHO and the EU by their initials, Billboard's "week of", the
// House that impeaches, a party named first as the largest party, a convention by its initials and where it is held, a
// numeral "V" in a label, a ban enacted as a law (and two laws described apart), a laureate body by any of its names,
// and joining one union or alliance vs another.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { conceptText, parseDates, parseOffices } from './text.ts';
import { partyWinQuestion, propositionOf } from './proposition.ts';
import { expandWhoInitials } from './place.ts';
import { firstSideLabel } from './sports.ts';
import { alsoDomainsOf, lawGap, unionGap } from './subject.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'local:geographic_region:new-zealand', kind: 'geographic_region', canonical_name: 'New Zealand', aliases: ['NZ'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'local:political_party:new-zealand-national-party', kind: 'political_party', canonical_name: 'New Zealand National Party', aliases: ['National', 'Nationals'], metadata: { country_name: 'New Zealand' }, domain: 'politics' },
  { kb_qid: 'local:political_party:new-zealand-labour-party', kind: 'political_party', canonical_name: 'New Zealand Labour Party', aliases: ['Labour'], metadata: { country_name: 'New Zealand' }, domain: 'politics' },
  { kb_qid: 'local:organization:medecins-sans-frontieres', kind: 'organization', canonical_name: 'Médecins Sans Frontières', aliases: ['Doctors Without Borders', 'MSF'], metadata: { org_kind: 'ngo' } },
  { kb_qid: 'Q53536', kind: 'organization', canonical_name: 'Federal Reserve', aliases: ['Fed'], metadata: { org_kind: 'central_bank' }, domain: 'economics' },
  { kb_qid: 'Q30', kind: 'geographic_region', canonical_name: 'United States', aliases: ['US', 'U.S.'], metadata: { level: 'country' }, domain: 'politics' },
]);
const close = Date.parse('2032-06-15T23:59:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('an election\'s run-off', () => {
  it('reads "run-off" as the runoff, and the winner of a general election\'s runoff as the election\'s winner', () => {
    expect(parseOffices('France presidential run-off turnout')).toEqual(['president', 'runoff']);
    expect(parseOffices('2032 French presidential election — who wins the run-off?')).toEqual(['president']);
    expect(conceptText('France presidential run-off turnout')).toContain('runoff');
    // (who makes the run-off, and a primary's runoff winner, stay the runoff)
    expect(parseOffices('Who qualifies for the French presidential run-off?')).toContain('runoff');
    expect(parseOffices('Texas Republican Senate primary runoff winner')).toContain('runoff');
  });
});

describe('joining a union or an alliance', () => {
  it('reads membership by a date as joining, not talks on it', () => {
    expect(propositionOf('Albania EU membership by end of 2032?').acts).toEqual(['join']);
    expect(propositionOf('Ukraine NATO member in 2032?').acts).toEqual(['join']);
    expect(propositionOf('Ukraine NATO membership talks begin in 2032?').acts).not.toContain('join');
    expect(propositionOf('Sweden applies for membership in 2032?').acts).not.toContain('join');
  });
});

describe('the body joined', () => {
  it('separates joining NATO from joining the EU, not the EU by its name and initials', () => {
    expect(unionGap('Ukraine joins NATO in 2032?', 'Ukraine joins the European Union in 2032?')).not.toBeNull();
    expect(unionGap('Albania joins the EU before 2033?', 'Will Albania join the European Union by December 31, 2032?')).toBeNull();
    expect(unionGap('Ukraine joins NATO in 2032?', 'Ukraine NATO member in 2032?')).toBeNull();
    const a = ev('alpha', 'Ukraine joins NATO in 2032?', 'Politics', [mk('Yes')]);
    const b = ev('gamma', 'Ukraine joins the European Union in 2032?', 'Politics', [mk('Yes')]);
    expect(score(a, b).vetoes).toContain('different unions joined (nato vs eu)');
  });
});

describe('bodies by their initials', () => {
  it('writes the WHO in full, not a question asked in capitals', () => {
    expect(expandWhoInitials('United States back in the WHO before 2033?')).toBe('United States back in the World Health Organization before 2033?');
    expect(expandWhoInitials('WHO WILL WIN THE 2032 ELECTION?')).toBe('WHO WILL WIN THE 2032 ELECTION?');
    expect(expandWhoInitials('WHO will be the next PM?')).toBe('WHO will be the next PM?');
    const dec31 = Date.parse('2032-12-31T23:59:00Z');
    const a = ev('alpha', 'US rejoins the World Health Organization in 2032?', 'Politics', [mk('Yes', '', dec31)], dec31);
    const b = ev('gamma', 'United States back in the WHO before 2033?', null, [mk('Yes', '', dec31)], dec31);
    expect(score(a, b).vetoes).toEqual([]);
  });
  it('reads the European Union as the EU, and a party\'s national convention by its initials', () => {
    expect(conceptText('Will Albania join the European Union by December 31, 2032?').split(' ')).toContain('eu');
    expect(conceptText('2032 Democratic National Convention host city')).toBe('2032 dnc convention host');
    expect(conceptText('Where will the 2032 DNC be held?')).toBe('the 2032 dnc host');
    expect(conceptText('Will the 2032 election be held on time?')).not.toContain('host');
  });
});

describe('dates and offices of charts and impeachments', () => {
  it('reads Billboard\'s "week of" as its chart date, another chart\'s as seven days', () => {
    const ref = Date.parse('2032-01-01T00:00:00Z');
    expect(parseDates('Billboard Hot 100 #1 (week of February 7, 2032)', ref).map((d) => d.key)).toEqual(['2032-02-07']);
    expect(parseDates('Top Netflix show, week of February 7, 2032', ref).map((d) => d.key)).toEqual(['2032-02-07', '2032-02-13']);
  });
  it('reads no House office in the House impeaching', () => {
    expect(parseOffices('Will the House impeach the President in 2032?')).toEqual(['president']);
    expect(parseOffices('Democrats win the House and the presidency in 2032?')).toEqual(['house', 'president']);
  });
});

describe('a party named first as the largest party', () => {
  it('reads the party as the YES side', () => {
    expect(partyWinQuestion('National largest party in the 2032 NZ election?')).toBe(true);
    expect(partyWinQuestion('Social Democrats win most seats in Lithuania’s 2032 Seimas election?')).toBe(true);
    expect(partyWinQuestion('Largest party in the 2032 NZ election?')).toBe(false);
    const a = ev('beta', 'New Zealand General Election 2032: Largest Party', 'Politics', [mk('National'), mk('Labour')]);
    const b = ev('gamma', 'National largest party in the 2032 NZ election?', 'Politics', [mk('Yes')]);
    expect(b.markets[0]!.key).toBe('ent:local:political_party:new-zealand-national-party');
    expect(score(a, b).vetoes).toEqual([]);
  });
});

describe('labels', () => {
  it('reads a capital "V" before a lower-case word as a numeral, not versus', () => {
    expect(firstSideLabel('Artemis V launched')).toBe('Artemis V launched');
    expect(firstSideLabel('T1 V Gen.G')).toBe('T1');
    expect(firstSideLabel('T1 vs Gen.G')).toBe('T1');
  });
  it('reads a laureate body by any of its names', () => {
    const a = ev('alpha', 'Nobel Peace Prize 2032', 'World', [mk('Médecins Sans Frontières'), mk('UNHCR')]);
    const b = ev('beta', 'Nobel Peace Prize Winner 2032', 'World', [mk('Doctors Without Borders'), mk('UNHCR')]);
    expect(a.markets[0]!.key).toBe('ent:local:organization:medecins-sans-frontieres');
    expect(b.markets[0]!.key).toBe(a.markets[0]!.key);
    expect(a.markets[1]!.key).not.toBe(a.markets[0]!.key);
  });
});

describe('laws', () => {
  it('reads a ban enacted as a law, of politics when filed under economics', () => {
    expect(propositionOf('Stock trading ban for members of Congress enacted in 2032?').acts).toEqual(['law']);
    expect(alsoDomainsOf('economics', 'Economics', 'Stock trading ban for members of Congress enacted in 2032?')).toContain('politics');
    expect(alsoDomainsOf('economics', 'Economics', 'Fed cuts rates in June 2032?')).not.toContain('politics');
  });
  it('separates two laws described in words that share none, not an act named by its name', () => {
    const s = (xs: string[]): Set<string> => new Set(xs);
    expect(lawGap('Will the 2031 reconciliation bill be signed into law before 2032?', s(['recon', 'bill', 'signe', 'into', 'law']),
      'Congressional stock trading ban signed into law in 2031?', s(['congr', 'stock', 'tradi', 'ban', 'signe', 'into', 'law']))).not.toBeNull();
    expect(lawGap('Congressional stock trading ban becomes law in 2032?', s(['congr', 'stock', 'tradi', 'ban', 'becom', 'law']),
      'Stock trading ban for members of Congress enacted in 2032?', s(['stock', 'tradi', 'ban', 'membe', 'congr', 'enact']))).toBeNull();
    expect(lawGap('CLARITY Act signed into law in 2027?', s(['clari', 'act', 'signe', 'into', 'law']),
      'Crypto market structure law in 2027?', s(['crypt', 'marke', 'struc', 'law']))).toBeNull();
  });
});
