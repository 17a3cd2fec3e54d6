// Unit tests of the events named otherwise of the forty-ninth and fortieth holdouts (spring 2033, summer 2032): trophies and
// nicknames of events ("Green Jacket", "Run for the Roses", "Clarence S. Campbell Bowl"), a named competition compared as
// one name ("ATP Rome" / "Italian Open"), a stage of a stage race, a Formula 1 race named by its circuit and the chequered
// flag, a race settled on the order at the finish line, and a playoff series' exact result in games or as its score.
import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './kb.ts';
import { eventBuilders } from './testing.ts';
import { eventNicknames, seriesResultOf } from './trophies.ts';
import { compareSettlement, finishOrder, type SettlementTerms } from './settlement.ts';
import { grandPrixOf } from './observe.ts';
import { MATCH_ACCEPT } from './match.ts';

const team = (qid: string, name: string, league: string, aliases: string[] = []) => ({
  kb_qid: qid, kind: 'team' as const, canonical_name: name, aliases, metadata: { league }, domain: 'sports',
});
const kb = new KnowledgeBase([
  team('Q180950', 'Oklahoma City Thunder', 'NBA', ['Thunder', 'OKC']),
  team('Q168763', 'Memphis Grizzlies', 'NBA', ['Grizzlies']),
  team('Q205973', 'Edmonton Oilers', 'NHL', ['Oilers']),
  team('Q203008', 'Los Angeles Kings', 'NHL', ['Kings']),
]);
const close = Date.parse('2033-04-20T12:00:00Z');
const { mk, ev, score } = eventBuilders(kb, close);
const accepted = (a: ReturnType<typeof ev>, b: ReturnType<typeof ev>): boolean => score(a, b).vetoes.length === 0 && score(a, b).confidence >= MATCH_ACCEPT;
const golfers = (): ReturnType<typeof mk>[] => [mk('Scottie Scheffler'), mk('Rory McIlroy'), mk('Jon Rahm')];

describe('trophies and nicknames of events', () => {
  it('reads a trophy or a nickname as the event it is won at', () => {
    expect(eventNicknames('Augusta 2033 — who wins the Green Jacket?')).toBe('Augusta 2033 — who wins the Masters?');
    expect(eventNicknames('Clarence S. Campbell Bowl 2033 winner')).toBe('NHL Western Conference 2033 winner');
    expect(eventNicknames('Prince of Wales Trophy 2033')).toBe('NHL Eastern Conference 2033');
    expect(eventNicknames('Who lifts the Larry O’Brien Trophy in 2033?')).toBe('Who lifts NBA Finals in 2033?');
    expect(eventNicknames('Run for the Roses 2033: first horse past the post')).toBe('Kentucky Derby 2033: first horse past the post');
    expect(eventNicknames('TdF 2032 general classification winner')).toBe('Tour de France 2032 general classification winner');
    // (the words alone are left: "Prince of Wales" is no trophy, a green jacket no golf)
    expect(eventNicknames('Will the Prince of Wales attend Wimbledon?')).toBe('Will the Prince of Wales attend Wimbledon?');
  });

  it('matches the Masters by its Green Jacket, not another major', () => {
    const masters = ev('beta', 'Masters Winner 2033', 'Sports', golfers());
    const jacket = ev('gamma', 'Augusta 2033 — who wins the Green Jacket?', null, [mk('Scheffler'), mk('McIlroy'), mk('Rahm')]);
    expect(accepted(masters, jacket)).toBe(true);
    const pga = ev('beta', 'PGA Championship Winner 2033', 'Sports', golfers());
    expect(score(pga, jacket).vetoes.some((v) => v.startsWith('different competition'))).toBe(true);
  });

  it('matches a conference title by its trophy, not the other conference', () => {
    const west = ev('alpha', 'NHL Western Conference Champion', 'Sports', [mk('Edmonton Oilers'), mk('Los Angeles Kings')]);
    const bowl = ev('gamma', 'Clarence S. Campbell Bowl 2033 winner', null, [mk('Oilers'), mk('Kings')]);
    expect(accepted(west, bowl)).toBe(true);
    const wales = ev('gamma', 'Prince of Wales Trophy 2033 winner', null, [mk('Oilers'), mk('Kings')]);
    expect(score(west, wales).vetoes.some((v) => v.startsWith('different stage'))).toBe(true);
  });
});

describe('a named competition as one name', () => {
  it('matches ATP Rome with the Italian Open, not with the Madrid Open', () => {
    const rome = ev('alpha', 'ATP Rome Winner 2033', 'Sports', [mk('Jannik Sinner'), mk('Carlos Alcaraz')]);
    const italian = ev('beta', 'Italian Open Men\'s Winner 2033', 'Sports', [mk('Sinner'), mk('Alcaraz')]);
    expect(accepted(rome, italian)).toBe(true);
    const madrid = ev('alpha', 'ATP Madrid Open Winner 2033', 'Sports', [mk('Jannik Sinner'), mk('Carlos Alcaraz')]);
    expect(score(madrid, italian).vetoes.some((v) => v.startsWith('different competition'))).toBe(true);
  });

  it('matches the Tour\'s yellow jersey with its winner; a stage is neither', () => {
    const riders = (): ReturnType<typeof mk>[] => [mk('Tadej Pogačar'), mk('Jonas Vingegaard'), mk('Paul Seixas')];
    const gc = ev('alpha', 'Tour de France 2032 winner', 'Sports', riders());
    const tdf = ev('gamma', 'TdF 2032 general classification winner', null, [mk('Pogačar'), mk('Vingegaard'), mk('Seixas')]);
    expect(accepted(gc, tdf)).toBe(true);
    const stage = ev('gamma', 'TdF stage 19 winner — Fri 23 July', null, [mk('Pogačar'), mk('Vingegaard'), mk('Seixas')]);
    expect(score(gc, stage).vetoes.some((v) => v.startsWith('different race_stage'))).toBe(true);
  });

  it('reads a jersey of an uncategorised title as its classification', () => {
    const kom = ev('beta', 'Tour de France 2032 King of the Mountains', 'Sports', [mk('Tadej Pogacar'), mk('Giulio Ciccone')]);
    const dots = ev('gamma', 'Polka-dot jersey 2032 Tour', null, [mk('Pogačar'), mk('Ciccone')]);
    expect(accepted(kom, dots)).toBe(true);
    const green = ev('gamma', 'Green jersey 2032 Tour', null, [mk('Pogačar'), mk('Ciccone')]);
    expect(score(kom, green).vetoes.some((v) => v.startsWith('different classification'))).toBe(true);
  });
});

describe('a Formula 1 race by its circuit, and the order at the finish line', () => {
  it('reads a circuit with the chequered flag as its Grand Prix', () => {
    expect(grandPrixOf('Shanghai 2033: first across the line (on-track result at the chequered flag)')).toBe('china');
    // (a city alone names no race: the Shanghai Masters is tennis)
    expect(grandPrixOf('Shanghai 2033: who wins?')).toBeNull();
    const gp = ev('alpha', 'Chinese Grand Prix Winner 2033', 'Sports', [mk('Max Verstappen'), mk('Lando Norris'), mk('Oscar Piastri')]);
    const line = ev('gamma', 'Shanghai 2033: first across the line (on-track result at the chequered flag)', null, [mk('Verstappen'), mk('Norris'), mk('Piastri')]);
    expect(accepted(gp, line)).toBe(true);
    const japan = ev('alpha', 'Japanese Grand Prix Winner 2033', 'Sports', [mk('Max Verstappen'), mk('Lando Norris'), mk('Oscar Piastri')]);
    expect(score(japan, line).vetoes.some((v) => v.startsWith('different grand_prix'))).toBe(true);
  });

  it('does not take a race settled at the finish line for one settled on the official result', () => {
    expect(finishOrder(['Run for the Roses 2033: first horse past the post'])).toBe(true);
    expect(finishOrder(['Kentucky Derby 2033 Winner', 'Resolves to the official winner per Churchill Downs.'])).toBe(false);
    // (the official classification "regardless of later penalties" is the official result)
    expect(finishOrder(['Resolves to the driver classified first in the official results, regardless of later penalties applied after the market closes.'])).toBe(false);
    const terms = (finish: boolean): SettlementTerms => ({ sources: [], windowEndMs: close, cancellation: null, tie: null, finishOrder: finish });
    expect(compareSettlement('alpha', terms(false), 'gamma', terms(true), 3_600_000).axes).toEqual(['condition_scope']);
    expect(compareSettlement('alpha', terms(true), 'gamma', terms(true), 3_600_000).axes).toEqual([]);
  });
});

describe('a playoff series\' exact result', () => {
  it('reads games and a score as one result', () => {
    expect(seriesResultOf('Oklahoma City in 6')).toEqual({ team: 'Oklahoma City', games: 6 });
    expect(seriesResultOf('OKC in six games')).toEqual({ team: 'OKC', games: 6 });
    expect(seriesResultOf('Thunder 4-2')).toEqual({ team: 'Thunder', games: 6 });
    expect(seriesResultOf('Thunder 4–0')).toEqual({ team: 'Thunder', games: 4 });
    // (a game's score is no series result)
    expect(seriesResultOf('Thunder 112-104')).toBeNull();
  });

  it('matches "Exact series result" with "correct series score" outcome by outcome', () => {
    const exact = ev('alpha', 'Edmonton vs Los Angeles: Exact series result', 'Sports', [mk('Edmonton in 4'), mk('Edmonton in 6'), mk('Los Angeles in 4'), mk('Los Angeles in 6')]);
    const correct = ev('gamma', 'Oilers vs Kings — correct series score', null, [mk('Oilers 4-0'), mk('Oilers 4-2'), mk('Kings 4-0'), mk('Kings 4-2')]);
    expect([...correct.keySet].sort()).toEqual([...exact.keySet].sort());
    expect(correct.keySet.has('ser:Q203008:4')).toBe(true);
    expect(accepted(exact, correct)).toBe(true);
    // (the series' winner is not its exact result)
    const winner = ev('beta', 'Oilers vs. Kings: Series Winner', 'Sports', [mk('Oilers'), mk('Kings')]);
    expect(accepted(winner, correct)).toBe(false);
  });
});
