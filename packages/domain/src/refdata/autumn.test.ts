// Unit tests of the rules drawn from an autumn catalog (holdout30's misses and false matches): a state's race written
// "PA US Senate", a seat count against control, a rate's tenor, marked measures (ex autos, crewed), an election's second
// round, a storm hitting a place, season spans, signed rate moves, pennants, currencies priced in dollars, numbered
// award ceremonies and a one-market label that restates its question.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventFeatures, facetsOf, scorePair, type EventFeatures, type VenueMarketInput } from './match.ts';
import { asksOf, asksVetoes, seatCountGap } from './asks.ts';
import { acronymHead } from './acronym.ts';
import { titleSources } from './settlement.ts';
import { expandStateCodes, stateRaceGap } from './place.ts';
import { parseOffices, parseStrikes, parseYears } from './text.ts';
import { propositionOf } from './proposition.ts';
import { descriptiveWords, signedMove } from './release.ts';
import { sportsFacets } from './sports.ts';
import { boxOfficeScope, subjectOf } from './subject.ts';

const kb = new KnowledgeBase([]);
const close = Date.parse('2030-11-01T12:00:00Z');
let n = 0;
const mk = (label: string, question = ''): VenueMarketInput => ({
  venue_market_id: `m${++n}`, question, outcome_label: label, yes_token: null, no_token: null, status: 'active',
  close_time_ms: close, expiration_time_ms: close, rules: null, resolution_source: null,
});
const ev = (venue: string, title: string, category: string | null, markets: VenueMarketInput[]): EventFeatures =>
  eventFeatures({ venue, venue_event_id: `e${++n}`, event_slug: null, title, sub_title: null, category, status: 'active', mutually_exclusive: markets.length > 1,
    market_type: null, close_time_ms: close, settlement_sources: [], rules: null, markets }, kb);
const score = (a: EventFeatures, b: EventFeatures) => (a.key < b.key ? scorePair(a, b) : scorePair(b, a));
const veto = (x: string, y: string): string[] => asksVetoes(asksOf(x), asksOf(y), false);

describe('races and chambers', () => {
  it('reads a postal code before "US Senate" as the state', () => {
    expect(expandStateCodes('PA US Senate 2030: Democrat wins?')).toContain('Pennsylvania');
    expect(stateRaceGap('Which party will control the Senate after the 2030 election?', 'PA US Senate 2030: Democrat wins?')).not.toBeNull();
  });
  it('tells a seat count from control of the chamber', () => {
    expect(seatCountGap('Which party will control the Senate after the 2030 election?', 'Democrats win 51 or more Senate seats in 2030?')).not.toBeNull();
    expect(seatCountGap('Senate control after 2030 midterms', 'Democrats win 51+ Senate seats?')).not.toBeNull();
    expect(seatCountGap('Which party will control the Senate?', 'Senate control after 2030 midterms')).toBeNull();
    expect(seatCountGap('Number of House seats won by Democrats in 2030', 'Democrats win 230+ House seats in 2030?')).toBeNull();
  });
  it('reads an election going to a second round as its runoff', () => {
    expect(parseOffices("Will Brazil's presidential election go to a second round?")).toEqual(parseOffices('Brazil presidential runoff on Oct 27, 2030?'));
    expect(propositionOf("Will Brazil's presidential election go to a second round?").acts).toContain('runoff');
    expect(propositionOf('Will the Lakers reach the second round?').acts).not.toContain('runoff');
  });
  it('reads a decision announced as the decision', () => {
    expect(propositionOf('OPEC+ announces a production cut at the December 1, 2030 meeting?').acts).toEqual(propositionOf('OPEC+ output cut agreed at 1 Dec 2030 ministerial meeting?').acts);
    expect(propositionOf('Apple announces a foldable iPhone?').acts).toContain('announce');
  });
});

describe('measures', () => {
  it("separates a rate's tenors", () => {
    expect(facetsOf('China 1-year LPR cut on Oct 21, 2030?', 'economics')['tenor']).toBe('1y');
    expect(facetsOf('China cuts the 5-year LPR in October 2030?', 'economics')['tenor']).toBe('5y');
    const a = ev('alpha', 'China 1-year LPR cut on Oct 21, 2030?', 'Economics', [mk('Cut')]);
    const g = ev('gamma', 'China cuts the 5-year LPR in October 2030?', 'Economics', [mk('Yes')]);
    expect(score(a, g).vetoes).toContain('different tenor (1y vs 5y)');
  });
  it('marks retail sales ex autos and a crewed landing', () => {
    expect(veto('Retail sales MoM in Oct 2030', 'October retail sales ex autos above 0.3%?')).toEqual(['different measure_scope (main vs ex_autos)']);
    expect(veto('Retail sales excluding autos in Oct 2030', 'October retail sales ex-autos above 0.3%?')).toEqual([]);
    expect(veto('Will SpaceX land Starship on the Moon in 2030?', 'Humans land on the Moon before 2031?')).toEqual(['different crew (main vs crewed)']);
    expect(veto('Will Artemis III land astronauts on the Moon before 2029?', 'Artemis III Moon landing by December 31, 2028?')).toEqual([]);
    expect(veto('Artemis III lands on the Moon by May 31, 2030?', 'Artemis III crewed landing by May 31, 2030?')).toEqual([]);
  });
  it("reads the ECB's deposit facility rate as a rate decision's words", () => {
    expect(descriptiveWords([{ key: 'act:hold', strike: null }], false)).toContain('facil');
  });
  it('reads a signed move with "or more" as a cut or a hike', () => {
    expect(signedMove('−50 bp or more')).toEqual(['cut']);
    expect(signedMove('+50bps+')).toEqual(['hike']);
    expect(signedMove('50 bp or more')).toBeNull();
  });
  it('reads the euro or the pound priced in dollars as its pair', () => {
    expect([...subjectOf('Euro above $1.20 on Nov 29 at 10am ET?', new Set()).underlying]).toContain('fx:eurusd');
    expect([...subjectOf('Pound sterling above $1.30 on Dec 31?', new Set()).underlying]).toContain('fx:gbpusd');
    expect([...subjectOf('Euro area GDP above $15 trillion?', new Set()).underlying]).not.toContain('fx:eurusd');
  });
});

describe('weather, sports and culture', () => {
  it('reads a storm hitting a place as a landfall', () => {
    expect(propositionOf('Will a hurricane hit Florida in September?').acts).toContain('landfall');
    expect(facetsOf('Will a hurricane hit Florida in September?', 'other')['landfall']).toBe('landfall');
    expect(facetsOf('Will a hurricane hit Category 5 in 2030?', 'other')['landfall']).toBeUndefined();
  });
  it("keeps a winter's first year and a playoff question's season span", () => {
    expect(parseYears('NYC (Central Park) first measurable snow of 2030-31 by Nov 30?').sort()).toEqual(['2030', '2031']);
    expect(parseYears('2030-31 NBA season MVP')).toEqual(['2031']);
    expect(sportsFacets({ title: 'Jets make the 2030-31 NFL playoffs?', codes: [], questions: [] })['reach']).toBe('playoffs');
  });
  it('names baseball by its pennants', () => {
    expect(ev('alpha', 'ALCS winner 2030', 'Sports', [mk('Seattle'), mk('Houston')]).league).toBe('MLB');
    expect(ev('beta', 'American League Champion 2030', 'Sports', [mk('Mariners'), mk('Astros')]).league).toBe('MLB');
  });
  it('reads AOTY and a numbered Grammys', () => {
    expect(facetsOf('Taylor Swift AOTY nomination at the 73rd Grammys?', 'culture')['award']).toBe('album');
    expect(parseYears('Taylor Swift AOTY nomination at the 73rd Grammys?')).toEqual(['2031']);
    expect(parseYears('Best Picture at the 97th Academy Awards')).toEqual(['2025']);
  });
  it('reads a one-market label that restates the question as its YES side', () => {
    expect(ev('alpha', 'Taylor Swift nominated for Album of the Year at the 2031 Grammys?', 'Entertainment', [mk('Taylor Swift')]).markets[0]!.kind).toBe('binary');
    expect(ev('alpha', 'Will 2030 be the hottest year on record? (NOAA)', 'Climate and Weather', [mk('Warmest on record')]).markets[0]!.kind).toBe('binary');
    expect(ev('alpha', 'First measurable snow of the season in Central Park before Dec 1, 2030?', 'Climate and Weather', [mk('0.1 inch or more')]).markets[0]!.kind).toBe('binary');
    expect(ev('alpha', 'Central Park snowfall before Dec 1, 2030?', 'Climate and Weather', [mk('0.1 inch or more')]).markets[0]!.kind).not.toBe('binary');
    expect(ev('alpha', 'Will Spain advance from the group stage at the 2030 World Cup?', 'Sports', [mk('Spain')]).markets[0]!.kind).not.toBe('binary');
  });
});

describe('levels and box office', () => {
  it('reads a level topped as exceeded, a rank as no strike', () => {
    expect(parseStrikes('will 2030 midterm turnout top 48%?')).toEqual([{ op: 'gt', lo: '48', hi: '48', unit: '%' }]);
    expect(parseStrikes('top 10 finish at the masters')).toEqual([]);
    expect(parseStrikes('stop 5 times')).toEqual([]);
    expect(parseStrikes('US retail sales Oct 2030: +0.4% m/m or more?')).toEqual([{ op: 'ge', lo: '0.4', hi: '0.4', unit: '%' }]);
  });
  it('reads the US and Canada box office and a 3-day opening as domestic', () => {
    expect(boxOfficeScope('#1 film at the 2030 US/Canada box office (Box Office Mojo calendar gross)', [])).toBe('domestic');
    expect(boxOfficeScope('Moana 3 3-day opening above $125M?', [])).toBe('domestic');
    expect(boxOfficeScope('Moana 3 worldwide opening above $300M?', [])).toBeNull();
  });
});

describe('acronyms', () => {
  it("spells a title's leading The in its acronym", () => {
    expect(acronymHead(['tes', 'vi'], ['elder', 'scrolls', 'vi'])).toBe(true);
    expect(acronymHead(['tes', 'vi'], ['elder', 'scrolls', 'v'])).toBe(false);
    expect(acronymHead(['tes', 'vi'], ['grand', 'scrolls', 'vi'])).toBe(false);
  });
});

describe('sources in titles', () => {
  it('reads the publisher of an average a title reads', () => {
    expect(titleSources('AAA national average regular gas above $3.20 on Thanksgiving 2030?')).toEqual(['aaa']);
    expect(titleSources('Gas above $3.20 on Thanksgiving?')).toEqual([]);
  });
});
