// Unit tests of the kinds of errors of macro, rate and price listings (holdout32..35): a clock time after a month read as a
// day, a month named bare after "before", an exchange rate's codes or market name read as two subjects, a count ladder
// written in words, a rate a bank "leaves unchanged" read as someone leaving, and a count of meetings with a cut.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { normalizeDeadlines, parseDates } from './text.ts';
import { propositionOf } from './proposition.ts';
import { countLadder } from './release.ts';
import { countingRule } from './settlement.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q53536', kind: 'organization', canonical_name: 'Federal Reserve', aliases: ['Fed', 'FOMC'], metadata: { org_kind: 'central_bank' }, domain: 'economics' },
  { kb_qid: 'Q8901', kind: 'organization', canonical_name: 'European Central Bank', aliases: ['ECB'], metadata: { org_kind: 'central_bank' }, domain: 'economics' },
]);
const close = Date.parse('2031-06-30T23:59:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('dates of macro and price titles', () => {
  it('reads a clock time after a month as no day of it', () => {
    const oct = Date.parse('2031-10-14T21:00:00Z');
    expect(parseDates('Solana (SOL) price, 14 Oct 17:00 ET', oct).map((d) => d.key)).toEqual(['2031-10-14']);
    const a = ev('alpha', 'Solana price on Oct 14, 2031 at 5pm EDT?', 'Crypto', [mk('$420 or above', '', oct), mk('$440 or above', '', oct)], oct);
    const b = ev('gamma', 'Solana (SOL) price, 14 Oct 17:00 ET', 'Crypto', [mk('$420 or more', '', oct), mk('$440 or more', '', oct)], oct);
    expect(score(a, b).vetoes).toEqual([]);
    // (another day at the same hour is another reading)
    const c = ev('gamma', 'Solana (SOL) price, 17 Oct 17:00 ET', 'Crypto', [mk('$420 or more', '', oct), mk('$440 or more', '', oct)], oct);
    expect(score(a, c).vetoes.join()).toContain('different dates');
  });
  it('reads "before July" without a year as the day before its first, the year left to the close', () => {
    expect(normalizeDeadlines('Databricks IPO before July?')).toBe('Databricks IPO by June 30?');
    expect(normalizeDeadlines('Will the court rule before may be known?')).toBe('Will the court rule before may be known?');
    const a = ev('beta', 'Databricks IPO before July?', 'Business', [mk('Yes', 'Databricks IPO before July?')]);
    const b = ev('beta_us', 'Databricks IPO by June 30, 2031?', 'Business', [mk('Yes', 'Databricks IPO by June 30, 2031?')]);
    expect(score(a, b).vetoes).toEqual([]);
    const later = ev('beta_us', 'Databricks IPO by June 30, 2032?', 'Business', [mk('Yes', 'Databricks IPO by June 30, 2032?')], Date.parse('2032-06-30T23:59:00Z'));
    expect(score(a, later).vetoes.length).toBeGreaterThan(0);
  });
});

describe('an exchange rate by its codes or its market name', () => {
  it('reads "USD/JPY" and "Dollar-yen" as the pair, not as names of two subjects', () => {
    const a = ev('alpha', 'Will USD/JPY reach 160 before Jul 2031?', 'Financials', [mk('Reaches 160.00')]);
    const b = ev('gamma', 'Dollar-yen trades at ¥160 or weaker before July 2031?', null, [mk('Yes')]);
    expect(score(a, b).vetoes.join()).not.toContain('different names');
    // (another pair is another instrument)
    const c = ev('gamma', 'Will EUR/JPY reach 160 before Jul 2031?', null, [mk('Yes')]);
    expect(score(b, c).vetoes.join()).toContain('different instruments');
  });
});

describe('a count ladder written in words', () => {
  it('reads "None" / "One" / "Three or more" and "No dissents" / "Exactly 1" as counts', () => {
    expect(countLadder(['None', 'One', 'Two', 'Three or more'], 'Fed cuts Jan–Jun 2031 (meetings with a cut)')).toBe(true);
    expect(countLadder(['No dissents', 'Exactly 1', '2 or more'], 'Dissents at the Mar 2031 FOMC meeting')).toBe(true);
    // (names with a "None" among them, or "No deal" of a title about something else, are no counts)
    expect(countLadder(['None', 'Waller', 'Bowman'], 'Who will dissent at the June FOMC meeting?')).toBe(false);
    expect(countLadder(['No deal', 'One', 'Two'], 'US-China trade talks outcome')).toBe(false);
    // (a ladder of numbers is left as it was read)
    expect(countLadder(['0', '1', '2', '4 or more'], 'Total Fed Rate Cuts in 2027 (in 25 bp steps)')).toBe(false);
    const a = ev('alpha', 'Dissents at the Mar 2031 FOMC meeting', 'Economics', [mk('No dissents'), mk('Exactly 1'), mk('2 or more')]);
    const b = ev('beta', 'How many dissents at the March Fed meeting?', 'Economics', [mk('0'), mk('1'), mk('2'), mk('3+')]);
    expect(a.markets.map((m) => m.key)).toEqual(['num::eq:0', 'num::eq:1', 'num::ge:2']);
    expect(score(a, b).notes).not.toContain('no outcome in common');
  });
});

describe('rate decisions', () => {
  it('reads a rate the bank "leaves unchanged" as its hold, not someone leaving', () => {
    expect(propositionOf('ECB leaves the deposit facility rate unchanged on 23 Oct 2031?')).toEqual({ acts: ['hold'], neg: false });
    expect(propositionOf('Lagarde leaves the ECB before 2032?').acts).toContain('exit');
    const oct = Date.parse('2031-10-23T12:15:00Z');
    const q = 'ECB leaves the deposit facility rate unchanged on 23 Oct 2031?';
    const one = ev('gamma', q, 'Economics', [mk('Yes', q, oct)], oct);
    expect(one.markets[0]!.key).toBe('act:hold');
    const dec = ev('alpha', 'ECB deposit rate decision on Oct 23, 2031?', 'Economics', [mk('Cut', '', oct), mk('Hold', '', oct), mk('Hike', '', oct)], oct);
    expect(score(one, dec).vetoes).toEqual([]);
    expect(score(one, dec).notes).not.toContain('no outcome in common');
  });
  it('reads "meetings with a reduction" as a count of meetings, not of 25 bp steps', () => {
    expect(countingRule('Number of 2031 FOMC meetings through June with a reduction of the target range.')).toBe('meetings');
    expect(countingRule('Counts cuts in 25 bp increments (a 50 bp cut counts as 2) announced at FOMC meetings from Jan 1 to Jun 30, 2031.')).toBe('steps');
  });
});
