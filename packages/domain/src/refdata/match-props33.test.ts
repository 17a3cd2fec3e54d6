// Unit tests of the kinds of errors of player props in the sports sets (the forty-seventh holdout's NFL Sunday: boards
// of players' lines, one-market player lines, a fighter's method of victory): a player's line is that player's, never
// another's listed at the same line on the same board.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { IdRegistry, assignEventIds, buildEvent } from './canonical.ts';
import { matchEvents, type EventFeatures } from './match.ts';
import { playerLineAliases } from './props.ts';
import { eventBuilders } from './testing.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q221626', kind: 'team', canonical_name: 'Buffalo Bills', aliases: ['Buffalo Bills', 'Bills'], metadata: { league: 'NFL', nickname: 'Bills', place: 'Buffalo' } },
  { kb_qid: 'Q223522', kind: 'team', canonical_name: 'Kansas City Chiefs', aliases: ['Kansas City Chiefs', 'Chiefs'], metadata: { league: 'NFL', nickname: 'Chiefs', place: 'Kansas City' } },
]);
const close = Date.parse('2032-11-22T01:30:00Z');
const { mk, ev } = eventBuilders(kb, close);

/** The venue listings of each outcome of the canonical event of the cluster holding `x`, with more than one listing. */
function aligned(all: EventFeatures[], x: EventFeatures): string[][] {
  const c = matchEvents(all).clusters.find((m) => m.members.includes(x))!;
  const reg = new IdRegistry();
  const built = buildEvent(c, assignEventIds([c], reg)[0]!, { kb, reg, nowMs: 0, kbSyncedAtMs: 0, previous: () => undefined }).event;
  return built.outcomes.filter((o) => o.venue_listings.length > 1).map((o) => o.venue_listings.map((l) => `${l.venue}:${l.venue_market_id}`).sort());
}

describe('a player\'s line on a board of several players', () => {
  it('keys the line by its player, as a one-player listing at that line', () => {
    const board = ev('alpha', 'Buffalo at Kansas City: Passing Yards', 'Sports', [mk('Patrick Mahomes: 250+'), mk('Patrick Mahomes: 300+'), mk('Josh Allen: 250+')]);
    expect(board.markets.map((m) => m.key)).toEqual(['num::ge:250:pl:mahomes', 'num::ge:300:pl:mahomes', 'num::ge:250:pl:allen']);
    const line = ev('beta', 'Patrick Mahomes: Passing Yards O/U 249.5', 'Sports', [mk('Over', 'Patrick Mahomes: Passing Yards O/U 249.5')]);
    expect(line.markets[0]!.key).toBe('num::ge:250:pl:mahomes');
    // (a line written "O/U 39.5 rushing yards" after the player's name)
    const us = ev('beta_us', 'Bills vs. Chiefs — Rushing Yards', 'Sports', [mk('Josh Allen O/U 39.5 rushing yards', 'Bills vs. Chiefs — Rushing Yards')]);
    expect(us.markets[0]!.key).toBe('num::ge:40:pl:allen');
    // hard negative: Allen's rung at the same line is not Mahomes's line
    expect(board.markets[2]!.key).not.toBe(line.markets[0]!.key);
  });
  it('aligns a keyed line with a one-player listing that names the player no way the reading knows, never a board\'s', () => {
    const one = ev('alpha', 'Victor Wembanyama points: San Antonio at Los Angeles L', 'Sports', [mk('25+'), mk('30+'), mk('35+')]);
    const bare = ev('beta', 'Wembanyama: Points O/U 29.5 (Spurs vs. Lakers)', 'Sports', [mk('Over', 'Wembanyama: Points O/U 29.5 (Spurs vs. Lakers)')]);
    expect(one.markets[1]!.key).toBe('num::ge:30:pl:wembanyama');
    expect(bare.markets[0]!.key).toBe('num::ge:30');
    const out = aligned([one, bare], one);
    expect(out).toEqual([[`alpha:${one.markets[1]!.market.venue_market_id}`, `beta:${bare.markets[0]!.market.venue_market_id}`]]);
    // hard negative: a board of two players at that line leaves the bare line unaligned (whose would it be?)
    const slots = new Set(['num::ge:30:pl:wembanyama', 'num::ge:30:pl:james']);
    expect(playerLineAliases(slots, new Set(['num::ge:30']), 0, () => false, () => false).size).toBe(0);
    expect(playerLineAliases(new Set(['num::ge:30:pl:wembanyama']), new Set(['num::ge:30']), 0, () => true, () => false)).toEqual(new Map([['num::ge:30', 'num::ge:30:pl:wembanyama']]));
  });
});
