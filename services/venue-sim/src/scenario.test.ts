// Scenario validation: the example file passes; each kind of bad field is reported with its path.
/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk arbitrary venue JSON */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ScenarioError, validateScenario } from './scenario.ts';

const example = (): Record<string, any> => JSON.parse(readFileSync(new URL('../scenarios/arbitrage-example.json', import.meta.url), 'utf8'));

function errorOf(s: unknown): ScenarioError {
  try {
    validateScenario(s);
  } catch (err) {
    if (err instanceof ScenarioError) return err;
    throw err;
  }
  throw new Error('expected a ScenarioError');
}

describe('validateScenario', () => {
  it('accepts the shared example', () => {
    const s = validateScenario(example());
    expect(s.alpha?.events).toHaveLength(6);
    expect(s.matches).toHaveLength(6);
  });

  it.each([
    ['root not an object', () => [], '$'],
    ['unknown section', (s: any) => ((s.delta = {}), s), 'delta'],
    ['bad now', (s: any) => ((s.now = 'yesterday'), s), 'now'],
    ['missing market ticker', (s: any) => (delete s.alpha.events[2].markets[1].ticker, s), 'alpha.events[2].markets[1].ticker'],
    ['bad fee type', (s: any) => ((s.alpha.series[3].fee_type = 'steep'), s), 'alpha.series[3].fee_type'],
    ['alpha price as number', (s: any) => ((s.alpha.books['KXHID50-26DEC00-B0'].yes_dollars_fp[4][0] = 0.12), s), 'alpha.books.KXHID50-26DEC00-B0.yes_dollars_fp[4][0]'],
    ['alpha price with 5 places', (s: any) => ((s.alpha.books['KXHID50-26DEC00-B0'].no_dollars_fp[0][0] = '0.57001'), s), 'alpha.books.KXHID50-26DEC00-B0.no_dollars_fp[0][0]'],
    ['alpha book for unknown ticker', (s: any) => ((s.alpha.books['NOPE'] = { yes_dollars_fp: [], no_dollars_fp: [] }), s), 'alpha.books.NOPE'],
    ['bad condition id', (s: any) => ((s.beta.events[1].markets[0].conditionId = '0x12'), s), 'beta.events[1].markets[0].conditionId'],
    ['clobTokenIds not JSON', (s: any) => ((s.beta.events[0].markets[0].clobTokenIds = '[1,'), s), 'beta.events[0].markets[0].clobTokenIds'],
    ['beta size zero', (s: any) => ((Object.values(s.beta.books)[0] as any).asks[0].size = '0'), 'beta.books.'],
    ['gamma child not binary', (s: any) => ((s.gamma.markets[0].childMarkets[0].marketType = 1), s), 'gamma.markets[0].childMarkets[0].marketType'],
    ['gamma status', (s: any) => ((s.gamma.markets[5].status = 9), s), 'gamma.markets[5].status'],
    ['timeline out of order', (s: any) => ((s.timeline = [{ at_ms: 5, venue: 'gamma', message: { msgType: 'market.last.price', marketId: 705000 } }, { at_ms: 1, venue: 'gamma', message: { msgType: 'market.last.price', marketId: 705000 } }]), s), 'timeline[1].at_ms'],
    ['timeline alpha unknown ticker', (s: any) => ((s.timeline = [{ at_ms: 0, venue: 'alpha', message: { type: 'orderbook_delta', msg: { market_ticker: 'X', side: 'yes', price_dollars: '0.5000', delta_fp: '1.00' } } }]), s), 'timeline[0].message.msg.market_ticker'],
    ['timeline beta_us', (s: any) => ((s.timeline = [{ at_ms: 0, venue: 'beta_us', message: {} }]), s), 'timeline[0].venue'],
    ['match unknown alpha ticker', (s: any) => ((s.matches[2].outcomes[1].alpha = 'KX-NOPE'), s), 'matches[2].outcomes[1].alpha'],
  ])('%s', (_name, mutate, path) => {
    const s = example();
    const bad = mutate(s) ?? s;
    const err = errorOf(bad === undefined ? s : typeof bad === 'object' ? bad : s);
    if (path.endsWith('.')) expect(err.path.startsWith(path)).toBe(true);
    else expect(err.path).toBe(path);
    expect(err.message).toContain(err.path);
  });
});
