// Unit tests of the kinds of errors of the fortieth holdout (summer 2032): a golf round's leader named by its number or
// its holes, and a race's or a golf event's incidents (a safety car, a red flag, a hole-in-one, a play-off), each its
// own yes/no.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { parseDates } from './text.ts';

const kb = new KnowledgeBase([]);
const close = Date.parse('2032-07-18T18:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);

describe('a golf round\'s leader', () => {
  it('reads "Round 1 Leader" and "leader after 36 holes" as the rounds they name', () => {
    const r1 = ev('beta', 'Open Championship Round 1 Leader', 'Sports', [mk('Scheffler', 'Open Championship Round 1 Leader')]);
    const first = ev('alpha', 'The Open 2032: first-round leader', 'Sports', [mk('Scottie Scheffler')], close, 'KXPGAR1LEAD-32OPEN');
    const h36 = ev('gamma', 'The Open: leader after 36 holes', 'Sports', [mk('Scottie Scheffler')]);
    const winner = ev('alpha', 'The Open Championship 2032 winner', 'Sports', [mk('Scottie Scheffler')], close, 'KXPGAOPEN-32');
    expect(score(r1, first).vetoes.filter((v) => v.includes('reach'))).toEqual([]);
    expect(score(r1, h36).vetoes).toContain('different reach (round_leader:1 vs round_leader:2)');
    expect(score(r1, winner).vetoes).toContain('different reach (main vs round_leader:1)');
  });
});

describe('a race\'s or a golf event\'s incidents', () => {
  it('keeps a safety car from a red flag, and a hole-in-one from a play-off', () => {
    const sc = ev('beta', 'British GP: Will there be a safety car?', 'Sports', [mk('Yes', 'British GP: Will there be a safety car?')]);
    const sc2 = ev('alpha', 'Safety car at the 2032 British Grand Prix', 'Sports', [mk('Yes')], close, 'KXF1SC-32GBR');
    const red = ev('gamma', 'Red flag during the 2032 British GP?', 'Sports', [mk('Yes')]);
    expect(score(sc, red).vetoes).toContain('different bet (safety_car vs red_flag)');
    expect(score(sc, sc2).vetoes.filter((v) => v.includes('bet'))).toEqual([]);
    const ace = ev('beta', 'Hole-in-one at The Open 2032?', 'Sports', [mk('Yes', 'Hole-in-one at The Open 2032?')]);
    const po = ev('alpha', 'Will The Open 2032 go to a playoff?', 'Sports', [mk('Playoff')], close, 'KXPGAPLAYOFF-32OPEN');
    const po2 = ev('gamma', 'Playoff needed to decide the 160th Open?', 'Sports', [mk('Yes')]);
    expect(score(ace, po).vetoes).toContain('different bet (golf_playoff vs hole_in_one)');
    expect(score(ace, po2).vetoes).toContain('different bet (hole_in_one vs golf_playoff)');
    expect(score(po, po2).vetoes.filter((v) => v.includes('bet'))).toEqual([]);
  });
});

describe('a US month/day after a weekday', () => {
  it('reads "Fri 7/16" as July 16, apart from a game on July 17 and with one on Jul 16', () => {
    const fri = ev('gamma', 'NYY @ BOS — Fri 7/16', 'Sports', [mk('Yankees'), mk('Red Sox')]);
    const sat = ev('beta', 'Yankees at Red Sox — July 17', 'Sports', [mk('New York Yankees'), mk('Boston Red Sox')]);
    const same = ev('alpha', 'New York Y vs Boston (Jul 16)', 'Sports', [mk('New York Y'), mk('Boston')], close, 'KXMLBGAME-32JUL16NYYBOS');
    expect(parseDates('NYY @ BOS — Fri 7/16', close).map((d) => d.key)).toEqual(['2032-07-16']);
    expect(parseDates('Odds 7/16 on the favourite', close)).toEqual([]);
    expect(score(fri, sat).vetoes.some((v) => v.startsWith('different dates'))).toBe(true);
    expect(score(fri, same).vetoes.some((v) => v.startsWith('different dates'))).toBe(false);
  });
});

describe('a medal count of one sport', () => {
  it('is not the whole Games\' medal count, but is the same sport\'s', () => {
    const swim = ev('beta', 'Most Olympic swimming golds 2032', 'Sports', [mk('USA', 'Most Olympic swimming golds 2032'), mk('China', 'Most Olympic swimming golds 2032')]);
    const all = ev('gamma', '2032 Olympics most golds', 'Sports', [mk('United States'), mk('China')]);
    const swim2 = ev('alpha', 'Australia wins the most swimming gold medals at Brisbane 2032', 'Sports', [mk('Yes')], close, 'KXOLYSWIM-32');
    expect(score(swim, all).vetoes.some((v) => v.includes('medal_scope'))).toBe(true);
    expect(score(swim, swim2).vetoes.some((v) => v.includes('medal_scope'))).toBe(false);
  });
});
