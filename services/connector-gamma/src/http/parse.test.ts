import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { gammaCatalogEvent, parseGammaMarketPage, parseGammaOrderbook } from './parse.ts';

const fx = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8'));

describe('gamma open API parsing', () => {
  it('reads binary and categorical markets with the configured fee', () => {
    const page = parseGammaMarketPage(fx('rest-market-page.json'));
    expect(page.total).toBe(2);
    const bin = gammaCatalogEvent(page.list[0]!, '0.04', 1);
    expect(bin).toMatchObject({ venue: 'gamma', venue_event_id: '2764', market_type: 'binary', mutually_exclusive: false, close_time_ms: 1798761600000 });
    expect(bin.markets).toHaveLength(1);
    expect(bin.markets[0]!.fee).toEqual({ kind: 'gamma_quadratic', rate: '0.04', multiplier: '1', exponent: 1, taker_only: true });
    const cat = gammaCatalogEvent(page.list[1]!, '0.05', 1);
    expect(cat).toMatchObject({ venue_event_id: '7050', market_type: 'categorical', mutually_exclusive: true });
    expect(cat.markets.map((m) => [m.venue_market_id, m.yes_token, m.status])).toEqual([['705000', '111', 'active'], ['705001', '333', 'settled']]);
  });
  it('reads a token book and rejects error envelopes', () => {
    expect(parseGammaOrderbook(fx('rest-orderbook.json'))).toEqual({
      tokenId: '19120407572139442221452465677574895365338028945317996490376653704877573103648', tsMs: 1764000000000, asks: [{ price: 2300, size: 4050 }, { price: 2500, size: 1000 }],
    });
    expect(() => parseGammaMarketPage({ code: 401, msg: 'invalid apikey', result: null })).toThrow(/venue_error/);
  });
});
