// Unit tests of the recall misses of the long tail of 2033 (holdout43, holdout46, holdout51): a release "to the public",
// layoffs as workforce cuts, a body allowing a sale as its approval, a competition authority clearing a deal (no party of
// it), a deal's party by its initials, a streaming chart as no box office, a Friday-to-Sunday opening, a second round
// needed as the runoff, a public health emergency named as declared, a country's possessive before an office, "have a new"
// leader, trade agreements and snap elections.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { conceptText, parseActions } from './text.ts';
import { propositionOf } from './proposition.ts';
import { boxOfficeScope, launchGap, subjectOf, subjectVetoes } from './subject.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q668', kind: 'geographic_region', canonical_name: 'India', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q148', kind: 'geographic_region', canonical_name: 'China', aliases: [], metadata: { level: 'country' }, domain: 'politics' },
  { kb_qid: 'Q1058', kind: 'person', canonical_name: 'Narendra Modi', aliases: ['Modi'], metadata: {}, domain: 'politics' },
  { kb_qid: 'Q15031', kind: 'person', canonical_name: 'Xi Jinping', aliases: ['Xi'], metadata: {}, domain: 'politics' },
]);
const close = Date.parse('2033-12-31T23:59:00Z');
const { mk, ev, score } = eventBuilders(kb, close);
const key = (t: string): string => {
  const p = propositionOf(t);
  return `${p.acts.join(',')}:${p.neg ? 'neg' : 'pos'}`;
};
const stems = (t: string): Set<string> => new Set(conceptText(t).split(' ').map((w) => w.slice(0, 5)));

describe('a release to the public', () => {
  it('names no product of its own', () => {
    const tokens = (t: string): Set<string> => ev('beta', t, 'Tech', [mk('Yes')]).tokens;
    expect(launchGap(tokens('Will OpenAI release GPT-7 in 2033?'), tokens('GPT-7 public release before 2034?'))).toBeNull();
    expect(launchGap(tokens('Will OpenAI release GPT-7 in 2033?'), tokens('Will OpenAI release the Sora app in 2033?'))).not.toBeNull();
  });
});

describe('layoffs', () => {
  it('are a workforce cut, no rate cut', () => {
    expect(conceptText('Meta announces layoffs of 10% or more in 2033?')).toContain('layoffs');
    expect(conceptText('Will Meta cut at least 10% of its workforce (announced) in 2033?')).toContain('layoffs');
    expect(conceptText('Will Meta cut at least 10% of its workforce (announced) in 2033?')).not.toContain('workforce');
    expect(parseActions('Will Meta cut at least 10% of its workforce in 2033?')).toEqual([]);
    expect(parseActions('Will the Fed cut rates by 50 bps?')).toEqual(['cut']);
    // (a company's layoffs are not its hiring)
    expect(conceptText('Will Meta hire 10,000 staff in 2033?')).not.toContain('layoffs');
  });
});

describe('a body allowing a thing', () => {
  it('approves it, and the thing allowed is no act of its own', () => {
    expect(key('US allows Nvidia to sell Rubin chips to China in 2033?')).toBe(key('Will the US approve Nvidia Rubin exports to China in 2033?'));
    expect(key('Nvidia allowed to sell chips to China in 2033?')).toBe('approve:pos');
    // (the sale itself is another event)
    expect(key('Nvidia sells Rubin chips to China in 2033?')).toBe('sell:pos');
  });
});

describe('a competition authority clearing a deal', () => {
  it('approves it and is no party of it', () => {
    expect(key('EU clears Shell–BP merger by Oct 31, 2033?')).toBe(key('European Commission approves Shell-BP merger by October 31?'));
    // (a bill clears a chamber, a price clears a level: no approval)
    expect(key('Bitcoin clears $150k in 2033?')).toBe(':pos');
    expect(key('Merger bill clears the Senate?')).not.toContain('approve');
    const subj = (t: string): ReturnType<typeof subjectOf> => subjectOf(t, new Set());
    const gap = (x: string, y: string): string[] => subjectVetoes(subj(x), subj(y), { single: true, similarity: 1, stemsA: stems(x), stemsB: stems(y) });
    expect(gap('EU clears Shell–BP merger by Oct 31, 2033?', 'European Commission approves Shell-BP merger by October 31?')).toEqual([]);
    // (a party named by its initials is that party; another buyer is another deal)
    expect(gap('Paramount completes Warner Bros. Discovery acquisition by Jun 30, 2029?', 'Paramount-WBD merger closes by June 30?')).toEqual([]);
    expect(gap('European Commission approves Shell-BP merger by October 31?', 'European Commission approves Shell-Equinor merger by October 31?').some((v) => v.startsWith('different deal parties'))).toBe(true);
  });
});

describe('a streaming chart and a Friday-to-Sunday opening', () => {
  it('read a streaming chart as no box office, and Fri–Sun as the opening weekend', () => {
    expect(boxOfficeScope('Netflix #1 Film Globally (Aug. 8–14)', [])).toBeNull();
    expect(boxOfficeScope('Top film at the box office, Aug. 8–10', [])).toBe('domestic');
    expect(boxOfficeScope('Minecraft Movie 2 Fri–Sun opening over $80M?', [])).toBe('domestic');
    expect(boxOfficeScope('Minecraft Movie 2 worldwide Fri–Sun opening over $200M?', [])).toBe('worldwide');
  });
});

describe('a second round needed, and a public health emergency', () => {
  it('are the runoff and the declaration', () => {
    expect(key('Ecuador 2033: second round needed?')).toBe(key('Will Ecuador\'s presidential election go to a runoff?'));
    expect(key('Ecuador 2033: second round of the Copa?')).toBe(':pos');
    expect(key('H5N1 public health emergency of international concern in 2033?')).toBe(key('WHO declares H5N1 bird flu a PHEIC in 2033?'));
    // (a pandemic treaty signed is no declaration)
    expect(key('WHO pandemic treaty signed in 2033?')).not.toContain('declare');
  });
});

describe('a person out of an office', () => {
  it('reads a country in the possessive before the office as its jurisdiction, and "have a new" leader as a new one', () => {
    const a = ev('alpha', 'Narendra Modi out as Prime Minister of India before 2034?', 'Politics', [mk('Yes')]);
    const b = ev('beta', 'Modi ceases to be India\'s PM in 2033?', 'Politics', [mk('Yes')]);
    expect(b.tokens.size).toBe(0);
    expect(score(a, b).confidence).toBeGreaterThan(0.62);
    // (the possessive of another country's leader is no match: another person)
    const c = ev('beta', 'Xi ceases to be China\'s leader in 2033?', 'Politics', [mk('Yes')]);
    expect(score(b, c).confidence).toBeLessThan(0.62);
    // (with no person named, the country stays a word)
    expect(ev('beta', 'Will India\'s PM visit Pakistan in 2033?', 'Politics', [mk('Yes')]).tokens.has('india')).toBe(true);
    expect(conceptText('Will the UK have a new Prime Minister in 2033?')).not.toMatch(/\bhave\b/);
  });
});

describe('trade agreements and snap elections', () => {
  it('are trade deals and early elections', () => {
    expect(conceptText('Will the US and China sign a trade agreement before 2034?')).toContain('trade deal');
    expect(conceptText('Spain snap election called in 2033?')).toContain('early election');
    // (a snap poll of viewers is no election)
    expect(conceptText('CNN snap poll: who won the debate?')).toContain('snap poll');
  });
});
