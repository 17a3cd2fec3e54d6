// Configuration and declared-matches validation: every problem named.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@ref/config';
import { loadArbitrageConfig } from './config.ts';
import { MatchesError, declaredEventId, parseMatches, refEventFromMatch, catalogLookup } from './matches.ts';

describe('loadArbitrageConfig', () => {
  it('has defaults', () => {
    const c = loadArbitrageConfig({});
    expect(c.minNetCents).toBe('0');
    expect(c.allowAxes).toEqual([]);
    expect(c.staleAfterMs).toBe(120_000);
  });
  it('reports every problem at once', () => {
    try {
      loadArbitrageConfig({ REF_ARB_MIN_NET_CENTS: 'abc', REF_ARB_ALLOW_AXES: 'timing,color', REF_ARB_STALE_MS: '5' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as ConfigError).message;
      expect(msg).toContain('REF_ARB_STALE_MS');
    }
    expect(() => loadArbitrageConfig({ REF_ARB_MIN_NET_CENTS: 'abc', REF_ARB_ALLOW_AXES: 'timing,color' })).toThrow(/REF_ARB_MIN_NET_CENTS[\s\S]*color/);
  });
});

describe('declared matches', () => {
  it('names the offending path', () => {
    expect(() => parseMatches({})).toThrow(MatchesError);
    expect(() => parseMatches({ matches: [{ outcomes: [] }] })).toThrow('matches[0].outcomes');
    expect(() => parseMatches({ matches: [{ alpha: 'A', outcomes: [{ label: 'x', gamma: 'nope' }] }] })).toThrow('matches[0].outcomes[0].gamma');
  });
  it('synthesises a stable ref event with every pair fungible', () => {
    const [m] = parseMatches({ matches: [{ alpha: 'KX-1', beta: 'slug-1', gamma: 7, outcomes: [{ label: 'Bucket 0', alpha: 'KX-1-B0', beta: '0xabc', gamma: 70 }] }] });
    const ev = refEventFromMatch(m!, catalogLookup([]), 5);
    expect(ev.ref_id).toMatch(/^OPI-[0-9A-Z]{8}$/);
    expect(ev.ref_id).toBe(declaredEventId(m!));
    expect(ev.outcomes[0]!.outcome_key).toBe('bucket-0');
    expect(ev.outcomes[0]!.venue_pairs.map((p) => `${p.venue_a}-${p.venue_b}:${p.fungible}`)).toEqual(['alpha-beta:true', 'alpha-gamma:true', 'beta-gamma:true']);
  });
});
