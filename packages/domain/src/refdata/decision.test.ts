// Unit tests of a rate decision read as the level after it or as the move.
import { describe, expect, it } from 'vitest';
import { countLevelGap, levelAsMove, levelMoves, moveAliases, priorPolicyLevel } from './decision.ts';

describe('level after a decision as a move', () => {
  it('reads the level in force before the decision from the rules', () => {
    expect(priorPolicyLevel(['Resolves to the upper bound of the federal funds target range published in the FOMC statement of 9 December 2026. The range in force before the meeting is 3.25%-3.50%.'])).toBe('3.5');
    expect(priorPolicyLevel(['The ECB deposit facility rate is 2.00% before the meeting. Resolves on the rate announced on 17 December 2026.'])).toBe('2');
    expect(priorPolicyLevel(['Resolves on the direction of the change to the overnight rate target (2.25% before the decision).'])).toBe('2.25');
    expect(priorPolicyLevel(['YES if Bank Rate remains at 3.50% after the MPC announcement on 17 Dec 2026.'])).toBe('3.5');
    // silent, or two different levels: nothing is guessed
    expect(priorPolicyLevel(['Resolves to the upper bound of the target range after the December 2026 meeting.'])).toBeNull();
    expect(priorPolicyLevel(['The rate is 2.00% before the meeting.', 'The current target is 2.25%.'])).toBeNull();
  });
  it('reads each level as the move from the level before', () => {
    expect(levelAsMove('num::le:3', '3.5')).toBe('num:cut:ge:50');
    expect(levelAsMove('num::eq:3.25', '3.5')).toBe('num:cut:eq:25');
    expect(levelAsMove('num:hold:eq:3.5', '3.5')).toBe('act:hold');
    expect(levelAsMove('num::ge:3.75', '3.5')).toBe('act:hike');
    expect(levelAsMove('num::ge:1.5', '1')).toBe('num:hike:ge:50');
    expect(levelAsMove('num::gt:2.25', '2.25')).toBe('act:hike');
    // "2.00% or higher" from 2.00% is a hold or a hike: no one move
    expect(levelAsMove('num::ge:2', '2')).toBeNull();
    expect(levelAsMove('num::eq:3.1', '3.5')).toBeNull();
  });
  it('aligns the levels of one venue with the moves of another, one to one', () => {
    const levels = new Set(['num::le:3', 'num::eq:3.25', 'num:hold:eq:3.5', 'num::ge:3.75']);
    const moves = new Set(['num:cut:ge:50', 'num:cut:eq:25', 'act:hold', 'num:hike:eq:25', 'num:hike:ge:50']);
    const lm = levelMoves(levels, '3.5');
    expect(moveAliases(moves, new Map(), levels, lm)).toEqual(new Map([['num::le:3', 'num:cut:ge:50'], ['num::eq:3.25', 'num:cut:eq:25'], ['num:hold:eq:3.5', 'act:hold']]));
    expect(moveAliases(levels, lm, moves, new Map())).toEqual(new Map([['num:cut:ge:50', 'num::le:3'], ['num:cut:eq:25', 'num::eq:3.25'], ['act:hold', 'num:hold:eq:3.5']]));
    // without the level before the decision, nothing aligns
    expect(moveAliases(moves, new Map(), levels, levelMoves(levels, null)).size).toBe(0);
  });
  it('reads the hold of a market of moves that names the level ("Hold at 2.00%") as the hold', () => {
    const gamma = ['num:cut:eq:25', 'num:hold:eq:2', 'act:hike'];
    expect(levelMoves(gamma, null)).toEqual(new Map([['num:hold:eq:2', 'act:hold']]));
    expect(moveAliases(new Set(['num:cut:eq:25', 'act:hold', 'num:hike:eq:25']), new Map(), new Set(gamma), levelMoves(gamma, null)).get('num:hold:eq:2')).toBe('act:hold');
  });
});

describe('countLevelGap', () => {
  it('tells a count of rate cuts from a rate level', () => {
    const cuts = { title: 'Number of Fed rate cuts in 2029', outcomes: [{ label: '3 cuts', unit: '' }, { label: '4 or more', unit: '' }] };
    const level = { title: 'Fed rate at end of 2029?', outcomes: [{ label: '3.00%', unit: '%' }, { label: '4.00%+', unit: '%' }] };
    expect(countLevelGap(cuts, level)).toBe('a count of rate moves vs a rate level');
    expect(countLevelGap(level, cuts)).not.toBeNull();
    expect(countLevelGap(cuts, { title: 'How many Fed rate cuts in 2029?', outcomes: [{ label: '3', unit: '' }] })).toBeNull();
    // bare numbers under a level's title are no count
    expect(countLevelGap({ title: 'CPI in March?', outcomes: [{ label: '3', unit: '' }] }, level)).toBeNull();
  });
});
