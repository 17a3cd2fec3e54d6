// Unit tests of the kinds of errors of mentions markets (holdout41..53): a one-market question of one quoted word said,
// who says it, a weekday named for the day it is said, and the words of two venues' mentions markets.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { labelAliases, MATCH_ACCEPT } from './match.ts';

const kb = new KnowledgeBase([]);
// (Thursday 15 Sep 2033, 23:59 ET)
const close = Date.parse('2033-09-16T03:59:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('a quoted word said in a one-market question', () => {
  it('is that word\'s outcome of the speaker\'s mentions market, and no other speaker\'s', () => {
    const call = ev('alpha', 'What will Adobe say during its Q3 FY2033 earnings call?', 'Mentions', [mk('Firefly'), mk('Agentic'), mk('Figma')]);
    const figma = ev('gamma', 'Will Adobe say "Figma" on the Sep 15 earnings call?', null, [mk('Yes')]);
    expect(figma.markets[0]!.key).toBe('lbl:figma');
    const s = score(call, figma);
    expect(s.vetoes).toEqual([]);
    expect(s.confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    const debate = ev('alpha', 'What will JD Vance say during the October 12 presidential debate?', 'Mentions', [mk('Tariff'), mk('Border'), mk('Inflation')]);
    const moderator = ev('gamma', 'Will a moderator say "tariff" during the Oct 12 presidential debate?', null, [mk('Yes')]);
    expect(score(debate, moderator).vetoes.join()).toContain('different speakers');
    // (a word the mentions market does not list is none of its outcomes)
    const other = ev('gamma', 'Will Adobe say "Canva" on the Sep 15 earnings call?', null, [mk('Yes')]);
    expect(score(call, other).vetoes.join()).toContain('one named outcome');
  });
});

describe('a weekday named for the day something is said', () => {
  it('keeps "Thursday\'s briefing" apart from a briefing dated on a Friday, and with the Thursday one', () => {
    const thursday = ev('beta_us', 'Press Secretary says "shutdown" at Thursday\'s briefing?', 'Politics', [mk('Yes')]);
    const friday = ev('gamma', 'Will the WH Press Secretary say "shutdown" at the Friday 16 Sep briefing?', null, [mk('Yes')], Date.parse('2033-09-17T03:59:00Z'));
    const dated = ev('beta', 'What will the Press Secretary say at the September 15 briefing?', 'Politics', [mk('Shutdown'), mk('China')]);
    expect(score(thursday, friday).vetoes.join()).toContain('different weekdays');
    const s = score(thursday, dated);
    expect(s.vetoes).toEqual([]);
    expect(s.confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    // (a day's name is no weekday: "Black Friday")
    const sales = ev('beta', 'Black Friday online sales above $12B?', 'Economics', [mk('Yes')]);
    const sales2 = ev('gamma', 'US online sales above $12B on Nov 26?', 'Economics', [mk('Yes')]);
    expect(score(sales, sales2).vetoes.join()).not.toContain('weekday');
  });
});

describe('the words of two mentions markets', () => {
  it('pairs a word with its plural and an acronym with its words, never a word with a longer phrase', () => {
    const texts = (ws: string[]): Map<string, { label: string[]; question: string[] }> => new Map(ws.map((w) => [`lbl:${w}`, { label: w.split(' '), question: [] }]));
    const a = ['vision', 'tariff', 'ai artificial intelligence'], b = ['vision pro', 'tariffs', 'ai'];
    const alias = labelAliases(new Set(a.map((w) => `lbl:${w}`)), new Set(b.map((w) => `lbl:${w}`)), { sports: false, a: texts(a), b: texts(b), words: true });
    expect(alias.get('lbl:tariffs')).toBe('lbl:tariff');
    expect(alias.get('lbl:ai')).toBe('lbl:ai artificial intelligence');
    expect(alias.has('lbl:vision pro')).toBe(false);
    // (elsewhere a shortened name is the same outcome)
    const names = labelAliases(new Set(['lbl:vision']), new Set(['lbl:vision pro']), { sports: false, a: texts(['vision']), b: texts(['vision pro']) });
    expect(names.size).toBe(1);
  });

  it('keys a common word said as the word ("Election")', () => {
    const briefing = ev('alpha', 'What will the White House Press Secretary say at the Sep 8 briefing?', 'Mentions', [mk('Hurricane'), mk('Election')]);
    expect(briefing.markets.map((m) => m.key)).toEqual(['lbl:hurricane', 'lbl:election']);
  });
});
