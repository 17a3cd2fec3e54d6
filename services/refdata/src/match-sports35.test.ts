// Unit tests of a side winning a game by a margin (holdout52, holdout57, holdout59), read with the shipped knowledge base:
// the margin is the side's spread also when the game is named without "the" ("win ALDS Game 1 by 3+ runs") or the
// opponent, ground or day follows the margin ("win by 2 or more runs vs Houston (Apr 19)"); an uncategorised such question
// naming two teams of one league only is that league's game, its ambiguous nickname the team of that league.
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { ACCEPT, numbered, score } from './test-listings.ts';

const { ev: build } = numbered(Date.parse('2034-04-19T23:00:00Z'));
const ev = (venue: string, title: string, category: string | null, labels: string[], id?: string): refdata.EventFeatures =>
  build(venue, title, category, labels, { id });

describe('a margin after which the game is named', () => {
  it('reads the margin before an opponent, a ground or a day, and a game named without "the"', () => {
    expect(refdata.marginLine('Rangers win by 2 or more runs vs Houston (Apr 19)?')).toBe('1.5');
    expect(refdata.marginLine('Eagles win by 4 or more at Washington on Sunday?')).toBe('3.5');
    expect(refdata.marginLine('Yankees win ALDS Game 1 by 3+ runs?')).toBe('2.5');
    // (hard negatives: no margin, a method of victory)
    expect(refdata.marginLine('Rangers win vs Houston on Apr 19?')).toBeNull();
    expect(refdata.marginLine('Will Ilia Topuria win by KO/TKO at UFC 398?')).toBeNull();
  });

  it('meets a run line with an uncategorised margin question of the same side and line, not another line', () => {
    const rl = ev('alpha', 'Houston at Texas: Run line', 'Sports', ['Texas wins by over 1.5 runs', 'Houston wins by over 1.5 runs']);
    const q = ev('gamma', 'Rangers win by 2 or more runs vs Houston (Apr 19)?', null, ['Yes']);
    expect(q.domain).toBe('sports');
    expect(q.facets['bet']).toBe('spread');
    expect(q.markets[0]!.key).toMatch(/^spr:.*rangers.*:1\.5$/);
    expect(q.markets[0]!.key).toBe(rl.markets[0]!.key);
    expect(score(rl, q).confidence).toBeGreaterThanOrEqual(ACCEPT);
    // (a different margin is another line; the game's total is another bet)
    expect(ev('gamma', 'Rangers win by 3 or more runs vs Houston (Apr 19)?', null, ['Yes']).markets[0]!.key).not.toBe(rl.markets[0]!.key);
    expect(score(ev('gamma', 'Rangers vs Houston (Apr 19): 9 or more total runs?', null, ['Yes']), q).confidence).toBeLessThan(ACCEPT);
  });

  it('reads "win ALDS Game 1 by 3+ runs" as the spread, not the game', () => {
    const q = ev('gamma', 'Yankees win ALDS Game 1 by 3+ runs?', null, ['Yes']);
    expect(q.facets['bet']).toBe('spread');
    const game = ev('alpha', 'ALDS Game 1: Cleveland vs New York Y', 'Sports', ['Cleveland', 'New York Y']);
    expect(score(game, q).confidence).toBeLessThan(ACCEPT);
  });
});
