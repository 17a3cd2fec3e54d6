// Unit tests of the kinds of errors of the forty-first holdout (a US general election): a state's postal code before
// "presidential" names the state's race, and a territory's resident commissioner is another race than its governor's.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q29552', kind: 'political_party', canonical_name: 'Democratic Party', aliases: ['Democrats', 'Democratic', 'Democrat', 'Dem'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q29468', kind: 'political_party', canonical_name: 'Republican Party', aliases: ['Republicans', 'Republican', 'GOP'], metadata: { country: 'Q30' }, domain: 'politics' },
  { kb_qid: 'Q1428', kind: 'geographic_region', canonical_name: 'Georgia', aliases: [], metadata: { level: 'state', country: 'Q30' }, domain: 'politics' },
]);
const close = Date.parse('2032-11-03T12:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);
const parties = (q: string) => [mk('Democratic', q), mk('Republican', q)];

describe('a state postal code before "presidential"', () => {
  it('names the state: not the national race', () => {
    const ga = ev('gamma', 'GA presidential 2032: which party wins?', 'Politics', parties('GA presidential 2032: which party wins?'));
    const nat = ev('alpha', 'Which party will win the 2032 presidential election?', 'Politics', parties('Which party will win the 2032 presidential election?'));
    expect(score(ga, nat).vetoes.some((v) => v.startsWith("a state's race on one side only"))).toBe(true);
    const geo = ev('alpha', 'Georgia Presidential Election Winner', 'Politics', parties('Georgia Presidential Election Winner'));
    expect(score(ga, geo).vetoes.some((v) => v.startsWith("a state's race") || v.startsWith('different states'))).toBe(false);
  });
});

describe("a territory's resident commissioner", () => {
  it('keeps it apart from the governor', () => {
    const pr = ev('alpha', 'Puerto Rico Governor election 2032', 'Politics', [mk('PNP', 'Puerto Rico Governor election 2032')]);
    const rc = ev('beta_us', 'Puerto Rico Resident Commissioner 2032', 'Politics', [mk('PNP', 'Puerto Rico Resident Commissioner 2032')]);
    expect(score(pr, rc).vetoes.some((v) => v.startsWith('different offices'))).toBe(true);
    const pr2 = ev('beta', 'Puerto Rico Gubernatorial Election Winner', 'Politics', [mk('PNP', 'Puerto Rico Gubernatorial Election Winner')]);
    expect(score(pr, pr2).vetoes).toEqual([]);
  });
});
