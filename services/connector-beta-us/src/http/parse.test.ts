import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { betaUsCatalogEvents, parseBetaUsMarketsPage } from './parse.ts';

describe('beta_us catalog', () => {
  it('groups markets by event slug with the notional fee', () => {
    const page = parseBetaUsMarketsPage(JSON.parse(readFileSync(new URL('../../fixtures/rest-markets.json', import.meta.url), 'utf8')));
    const evs = betaUsCatalogEvents(page.markets, '0.003', 7);
    expect(evs).toHaveLength(2);
    expect(evs[0]).toMatchObject({ venue: 'beta_us', venue_event_id: 'nba-bos-lal-2026-11-22', market_type: 'categorical', status: 'active' });
    expect(evs[0]!.markets.map((m) => m.venue_market_id)).toEqual(['nba-bos-lal-2026-11-22-bos', 'nba-bos-lal-2026-11-22-lal']);
    expect(evs[0]!.markets[0]!.fee).toEqual({ kind: 'notional_bps', rate: '0.003', multiplier: '1', exponent: 1, taker_only: true });
    expect(evs[0]!.markets[0]!.last_yes_price).toBe(5500);
    expect(evs[1]!.status).toBe('closed');
  });
  it('rejects a page without slugs', () => {
    expect(() => parseBetaUsMarketsPage({ markets: [{ question: 'x' }] })).toThrow(/wrong_type/);
  });
});
