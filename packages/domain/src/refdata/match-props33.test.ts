// Unit tests of the kinds of errors of player props in the sports sets (the forty-seventh holdout's NFL Sunday: boards
// of players' lines, one-market player lines, a fighter's method of victory): a player's line is that player's, never
// another's listed at the same line on the same board.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { IdRegistry, assignEventIds, buildEvent } from './canonical.ts';
import { MATCH_ACCEPT, matchEvents, type EventFeatures } from './match.ts';
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

describe('a point recorded and a fighter\'s method', () => {
  it('reads "to record a point" as the player\'s 1+ points of the game\'s points board', () => {
    const q = ev('beta_us', 'Connor McDavid to record a point — Oilers at Flames', 'Sports', [mk('Yes', 'Connor McDavid to record a point — Oilers at Flames')]);
    expect(q.markets[0]!.key).toBe('num::ge:1:pl:mcdavid');
    expect([...q.stats]).toEqual(['points']);
    // hard negative: a goal is not a point
    const goal = ev('gamma', 'Connor McDavid to score a goal in Calgary?', 'Sports', [mk('Yes', 'Connor McDavid to score a goal in Calgary?')]);
    expect(goal.stats.has('points')).toBe(false);
  });
  it('matches a fighter\'s method asked alone with the bout\'s method market, not another fighter\'s bout', () => {
    const { mk: m, ev: e, score } = eventBuilders(new KnowledgeBase([]), Date.parse('2032-11-21T05:00:00Z'));
    const board = e('alpha', 'Topuria vs Tsarukyan: Method of Victory', 'Sports', [m('Topuria by KO/TKO'), m('Topuria by submission'), m('Topuria by decision'), m('Tsarukyan by KO/TKO'), m('Tsarukyan by submission'), m('Tsarukyan by decision')]);
    const q = e('beta', 'Will Ilia Topuria win by KO/TKO at UFC 398?', 'Sports', [m('Ilia Topuria by KO/TKO', 'Will Ilia Topuria win by KO/TKO at UFC 398?')]);
    const s = score(board, q);
    expect(s.notes).toContain('the fighter one side asks about names the bout');
    expect(s.confidence).toBeGreaterThanOrEqual(MATCH_ACCEPT);
    // hard negative: a fighter of another bout on the card
    const other = e('beta', 'Will Raul Rosas Jr. win by KO/TKO at UFC 398?', 'Sports', [m('Raul Rosas Jr. by KO/TKO', 'Will Raul Rosas Jr. win by KO/TKO at UFC 398?')]);
    expect(score(board, other).confidence).toBeLessThan(MATCH_ACCEPT);
  });
});

describe('a champion crowned', () => {
  it('reads "be crowned ... champion" as the driver winning the title, not another driver', () => {
    const { mk: m, ev: e } = eventBuilders(new KnowledgeBase([]), Date.parse('2032-12-06T15:00:00Z'));
    const q = e('gamma', 'Will Kimi Antonelli be crowned 2032 Formula 1 World Champion?', 'Sports', [m('Yes', 'Will Kimi Antonelli be crowned 2032 Formula 1 World Champion?')]);
    expect(q.markets[0]!.key).toBe('lbl:kimi antonelli');
    const field = e('alpha', "2032 F1 Drivers' Champion", 'Sports', [m('Kimi Antonelli'), m('Oscar Piastri')]);
    expect(field.keySet.has(q.markets[0]!.key!)).toBe(true);
    // hard negative: another driver crowned is another outcome
    const other = e('gamma', 'Will Oscar Piastri be crowned 2032 Formula 1 World Champion?', 'Sports', [m('Yes', 'Will Oscar Piastri be crowned 2032 Formula 1 World Champion?')]);
    expect(other.markets[0]!.key).not.toBe(q.markets[0]!.key);
  });
});
