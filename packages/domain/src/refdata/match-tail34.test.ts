// Unit tests of the remaining misses of world politics and the long tail of 2033 (holdout46, holdout51): a contest of
// countries under its acronym and a country asked alone as its winner, a civil defendant found liable in the venues'
// words, taking part in a contest, two leaders meeting in person, a song and its artist in either order, and a party by a
// short name and its code in brackets.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { propositionOf } from './proposition.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q29', kind: 'geographic_region', canonical_name: 'Spain', aliases: ['España'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q142', kind: 'geographic_region', canonical_name: 'France', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q212', kind: 'geographic_region', canonical_name: 'Ukraine', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q801', kind: 'geographic_region', canonical_name: 'Israel', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q30', kind: 'geographic_region', canonical_name: 'United States', aliases: ['US'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q148', kind: 'geographic_region', canonical_name: 'China', aliases: ['Chinese'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q17', kind: 'geographic_region', canonical_name: 'Japan', aliases: ['Japanese'], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q15031', kind: 'person', canonical_name: 'Xi Jinping', aliases: ['Xi'], metadata: { country: 'Q148' }, domain: 'politics' },
  { kb_qid: 'local:geographic_region:norway', kind: 'geographic_region', canonical_name: 'Norway', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'local:political_party:progress', kind: 'political_party', canonical_name: 'Progress Party (Norway)', aliases: ['Progress Party', 'FrP'], metadata: {}, domain: 'politics' },
  { kb_qid: 'local:political_party:labour', kind: 'political_party', canonical_name: 'Labour Party (Norway)', aliases: ['Labour', 'Ap'], metadata: {}, domain: 'politics' },
  { kb_qid: 'local:event_occurrence:esc', kind: 'event_occurrence', canonical_name: 'Eurovision Song Contest', aliases: ['Eurovision'], metadata: {}, domain: 'culture' },
  { kb_qid: 'local:event_occurrence:jesc', kind: 'event_occurrence', canonical_name: 'Junior Eurovision Song Contest', aliases: ['Junior Eurovision', 'JESC'], metadata: {}, domain: 'culture' },
]);
const close = Date.parse('2033-11-20T23:59:00Z');
const yearEnd = Date.parse('2033-12-31T23:59:00Z');
const { mk, ev, score } = eventBuilders(kb, close);
const key = (t: string): string => {
  const p = propositionOf(t);
  return `${p.acts.join(',')}:${p.neg ? 'neg' : 'pos'}`;
};

describe('a contest of countries', () => {
  it('reads a country asked alone as the winner of the contest the other lists, under its acronym too', () => {
    const a = ev('beta', 'Junior Eurovision 2033 Winner', 'Culture', [mk('Spain'), mk('France'), mk('Ukraine')]);
    const b = ev('gamma', 'JESC 2033: winning country', null, [mk('España'), mk('France'), mk('Україна (Ukraine)')]);
    const one = ev('beta_us', 'Will Spain win Junior Eurovision 2033?', 'Culture', [mk('Yes', 'Will Spain win Junior Eurovision 2033?')]);
    expect(score(a, b).vetoes).toEqual([]);
    expect(one.markets[0]!.key).toBe('ent:Q29');
    expect(score(a, one).vetoes).toEqual([]);
    expect(score(one, b).vetoes).toEqual([]);
    // the junior contest is not the contest itself
    const esc = ev('alpha', 'Eurovision 2033 winner?', 'Culture', [mk('Spain'), mk('France'), mk('Ukraine')]);
    expect(score(esc, one).vetoes.length).toBeGreaterThan(0);
  });
});

describe('a civil defendant found liable', () => {
  it('reads a ruling that it acted illegally, a finding of liability and the government winning its case as one', () => {
    const t = ['Will a court rule Apple illegally monopolized smartphones in 2033?', 'US v. Apple: Apple found liable in 2033?', 'DOJ wins Apple antitrust case in 2033?'];
    for (const x of t) expect(key(x)).toBe('liable:pos');
    const [a, b, c] = t.map((x, i) => ev(['alpha', 'beta', 'beta_us'][i]!, x, 'Business', [mk('Yes', x, yearEnd)], yearEnd));
    expect(score(a!, b!).confidence).toBeGreaterThanOrEqual(0.62);
    expect(score(a!, c!).confidence).toBeGreaterThanOrEqual(0.62);
    expect(score(b!, c!).confidence).toBeGreaterThanOrEqual(0.62);
    // a ruling either way, and a company winning its own case, are not its loss
    const ruling = ev('gamma', 'Judge Neals issues a ruling in US v. Apple before 2034?', 'Business', [mk('Yes', 'Judge Neals issues a ruling in US v. Apple before 2034?', yearEnd)], yearEnd);
    expect(score(b!, ruling).vetoes.length).toBeGreaterThan(0);
    expect(key('Apple wins antitrust case in 2033?')).not.toBe('liable:pos');
  });
});

describe('taking part in a contest', () => {
  it('reads participating in and competing at as one, not withdrawing from it', () => {
    const a = ev('beta', 'Will Israel participate in Eurovision 2034?', 'Culture', [mk('Yes', 'Will Israel participate in Eurovision 2034?')]);
    const b = ev('beta_us', 'Israel competes at Eurovision 2034?', 'Culture', [mk('Yes', 'Israel competes at Eurovision 2034?')]);
    const out = ev('gamma', 'Israel withdraws from / is excluded from Eurovision 2034?', null, [mk('Yes', 'Israel withdraws from / is excluded from Eurovision 2034?')]);
    expect(score(a, b).vetoes).toEqual([]);
    expect(score(a, out).vetoes.length).toBeGreaterThan(0);
  });
});

describe('two leaders meeting in person', () => {
  it('reads a meeting in person, an in-person meeting and a leaders\' summit of the same two countries as one', () => {
    const a = ev('alpha', 'Will the US and Chinese presidents meet in person in 2033?', null, [mk('Yes', 'Will the US and Chinese presidents meet in person in 2033?', yearEnd)], yearEnd);
    const b = ev('beta', 'US-China leaders\' summit in 2033?', 'Politics', [mk('Yes', 'US-China leaders\' summit in 2033?', yearEnd)], yearEnd);
    const c = ev('gamma', 'In-person meeting between the US President and Xi Jinping before 2034?', null, [mk('Yes', 'In-person meeting between the US President and Xi Jinping before 2034?', yearEnd)], yearEnd);
    expect(score(a, b).vetoes).toEqual([]);
    expect(score(a, c).vetoes).toEqual([]);
    expect(score(b, c).vetoes).toEqual([]);
    // another pair of countries is another meeting
    const d = ev('beta_us', 'China-Japan leaders\' summit in 2033?', 'Politics', [mk('Yes', 'China-Japan leaders\' summit in 2033?', yearEnd)], yearEnd);
    expect(score(b, d).vetoes.length).toBeGreaterThan(0);
  });
});

describe('a song and its artist', () => {
  it('aligns the same song with its artist written before or after the title', () => {
    const a = ev('alpha', 'Billboard Hot 100 #1 on the chart dated Aug 20, 2033?', 'Entertainment', [mk('Sabrina Carpenter – "Honey Trap"'), mk('ROSÉ – "Neon Heart"')]);
    const b = ev('beta_us', 'Hot 100 #1 — Chart Dated Aug. 20', 'Culture', [mk('Sabrina Carpenter "Honey Trap"', 'Hot 100 #1 — Chart Dated Aug. 20')]);
    expect(score(a, b).vetoes).toEqual([]);
    // another song of the artist is not that song
    const c = ev('beta_us', 'Hot 100 #1 — Chart Dated Aug. 20', 'Culture', [mk('Sabrina Carpenter "Manchild"', 'Hot 100 #1 — Chart Dated Aug. 20')]);
    expect(score(a, c).vetoes.length).toBeGreaterThan(0);
  });
});

describe('a party by a short name and its code', () => {
  it('reads "Progress (FrP)" as the party of that code whose name has the word, not a code of another name', () => {
    const a = ev('alpha', 'Norway Storting election 2033: most seats?', 'Elections', [mk('Labour (Ap)'), mk('Progress (FrP)')]);
    expect(a.markets[1]!.entity?.canonical_name).toBe('Progress Party (Norway)');
    const b = ev('alpha', 'Norway Storting election 2033: most seats?', 'Elections', [mk('Labour (Ap)'), mk('Centre (FrP)')]);
    expect(b.markets[1]!.entity).toBeNull();
  });
});

describe('Medicare\'s negotiated drug prices', () => {
  it('reads the statute\'s "maximum fair prices" of a price applicability year as the negotiated prices of that year', () => {
    const t = (x: string): ReturnType<typeof ev> => ev('alpha', x, 'Politics', [mk('Yes', x, yearEnd)], yearEnd);
    const a = t('Will CMS publish the 2035 Medicare negotiated drug prices by Nov 30, 2033?');
    const b = t('Medicare maximum fair prices for initial price applicability year 2035 announced by 30 Nov 2033?');
    expect(score(a, b).confidence).toBeGreaterThanOrEqual(0.62);
    // the drugs selected for negotiation are not the prices
    const c = t('Will CMS select 20 drugs for 2035 Medicare price negotiation by Nov 30, 2033?');
    expect(score(a, c).confidence).toBeLessThan(0.62);
  });
});
