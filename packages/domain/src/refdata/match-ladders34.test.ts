// Unit tests of numeric outcome alignment across venues (session 9): the lines one venue lists for several players of a
// game are each that player's (the "Over" of another venue's one-player line, never another player's line at the same
// number); a prop label's line followed by its statistic in two words ("Josh Allen O/U 39.5 rushing yards"); a count
// outside sports lined on a half unit ("Above 17.5" named storms is "18+"), not a margin in points.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { IdRegistry, assignEventIds, buildEvent } from './canonical.ts';
import type { EventFeatures } from './match.ts';
import { propLineStrike } from './props.ts';
import { eventBuilders } from './testing.ts';

const kb = new KnowledgeBase([
  { kb_qid: 'Q223243', kind: 'team', canonical_name: 'Kansas City Chiefs', aliases: ['Chiefs', 'Kansas City'], metadata: { league: 'NFL' }, domain: 'sports' },
  { kb_qid: 'Q221626', kind: 'team', canonical_name: 'Buffalo Bills', aliases: ['Bills', 'Buffalo'], metadata: { league: 'NFL' }, domain: 'sports' },
]);
const close = Date.parse('2032-11-21T23:00:00Z');
const { mk, ev } = eventBuilders(kb, close);

/** The venue listings of each outcome of the event `members` make, as "venue:label" lists. */
function outcomes(members: EventFeatures[]): string[][] {
  const c = { members, confidence: 1 };
  const reg = new IdRegistry();
  const built = buildEvent(c, assignEventIds([c], reg)[0]!, { kb, reg, nowMs: 0, kbSyncedAtMs: 0, previous: () => undefined }).event;
  return built.outcomes.map((o) => o.venue_listings.map((l) => `${l.venue}:${l.venue_market_id}`));
}

describe("the lines one venue lists for several players of a game", () => {
  const game = (): EventFeatures => ev('alpha', 'Buffalo at Kansas City: Passing Yards', 'Sports', [
    mk('Patrick Mahomes: 250+', 'Buffalo at Kansas City: Passing Yards'), mk('Patrick Mahomes: 300+', 'Buffalo at Kansas City: Passing Yards'),
    mk('Josh Allen: 250+', 'Buffalo at Kansas City: Passing Yards'),
  ]);

  it("are each that player's: the Over of another venue's line of the player", () => {
    const a = game();
    const mahomes = ev('beta', 'Patrick Mahomes: Passing Yards O/U 249.5', 'Sports', [mk('Over', 'Patrick Mahomes: Passing Yards O/U 249.5')]);
    const out = outcomes([a, mahomes]);
    const m250 = a.markets[0]!.market.venue_market_id, allen = a.markets[2]!.market.venue_market_id;
    expect(out.some((o) => o.includes(`alpha:${m250}`) && o.includes(`beta:${mahomes.markets[0]!.market.venue_market_id}`))).toBe(true);
    expect(out.some((o) => o.includes(`alpha:${allen}`) && o.length > 1)).toBe(false);
  });

  it("never the line of another player at the same number", () => {
    const a = game();
    const allen = ev('beta', 'Josh Allen: Passing Yards O/U 249.5', 'Sports', [mk('Over', 'Josh Allen: Passing Yards O/U 249.5')]);
    const out = outcomes([a, allen]);
    const m250 = a.markets[0]!.market.venue_market_id, a250 = a.markets[2]!.market.venue_market_id;
    expect(out.some((o) => o.includes(`alpha:${a250}`) && o.includes(`beta:${allen.markets[0]!.market.venue_market_id}`))).toBe(true);
    expect(out.some((o) => o.includes(`alpha:${m250}`) && o.length > 1)).toBe(false);
  });
});

describe("a prop label's line followed by its statistic in two words", () => {
  it('is the line', () => {
    expect(propLineStrike('Josh Allen O/U 39.5 rushing yards')).toEqual({ op: 'gt', lo: '39.5', hi: '39.5', unit: '' });
    expect(propLineStrike('Puka Nacua Over 6.5 receptions')).toEqual({ op: 'gt', lo: '6.5', hi: '6.5', unit: '' });
    // (a number that is no line stays none)
    expect(propLineStrike('Josh Allen 39.5 rushing yards')).toBeNull();
  });
});

describe('a count outside sports lined on a half unit', () => {
  it('is the next whole count or more, as another venue writes it', () => {
    const line = ev('alpha', 'Number of Atlantic named storms in 2032', 'Climate and Weather', [mk('Above 14.5'), mk('Above 17.5'), mk('Above 20.5')]);
    const buckets = ev('beta', 'How many named storms in the 2032 Atlantic hurricane season?', 'Weather', [mk('14 or fewer'), mk('15-17'), mk('18-20'), mk('21+')]);
    expect(line.markets[2]!.key).toBe(buckets.markets[3]!.key);
    expect(line.markets[1]!.key).toBe('num::ge:18');
    expect(buckets.keySet.has(line.markets[0]!.key!)).toBe(false);
  });

  it('but not a margin in points, which takes any value', () => {
    const margin = ev('alpha', 'Popular vote margin of the winner in 2032', null, [mk('Above 2.5'), mk('Above 5.5')]);
    expect(margin.markets[0]!.key).not.toBe('num::ge:3');
  });
});
