import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { VenueDataError } from '@ref/domain';
import { parseBetaFrame } from './parse.ts';

const fx = (name: string): string => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8').trim();

describe('parseBetaFrame', () => {
  it('parses a book with leading-dot prices', () => {
    const [e] = parseBetaFrame(fx('ws-book.json'));
    expect(e).toMatchObject({
      kind: 'book',
      market: '0xbd31dc8a20211944f6b70f31557f1001557b59905b7738480ca09bd4532f84af',
      asks: [{ price: 5200, size: 2500 }, { price: 5300, size: 6000 }, { price: 5400, size: 1000 }],
      bids: [{ price: 4800, size: 3000 }, { price: 4900, size: 2000 }, { price: 5000, size: 1500 }],
      tsMs: 123456789000,
    });
  });
  it('parses price changes with sides and best asks', () => {
    const [e] = parseBetaFrame(fx('ws-price_change.json'));
    expect(e).toMatchObject({ kind: 'changes', tsMs: 1757908892351 });
    if (e instanceof VenueDataError || e?.kind !== 'changes') throw new Error('not changes');
    expect(e.changes.map((c) => [c.ask, c.price, c.size, c.bestAsk])).toEqual([[false, 5000, 20000, 10000], [true, 5000, 20000, 5000]]);
  });
  it('rejects a trade whose size has more than 2 decimals (the venue doc sample does) — counted, not applied', () => {
    const [e] = parseBetaFrame(fx('ws-last_trade_price.json'));
    expect(e).toBeInstanceOf(VenueDataError);
    expect((e as VenueDataError).code).toBe('bad_decimal');
    const ok = JSON.parse(fx('ws-last_trade_price.json')) as Record<string, string>;
    ok['size'] = '219.21';
    expect(parseBetaFrame(JSON.stringify(ok))[0]).toMatchObject({ kind: 'trade', side: 'buy', price: 4560, size: 21921, feeRateBps: 0, tsMs: 1750428146322, txHash: '0xeeefffggghhh' });
  });
  it('parses tick size changes, PONG, arrays, and isolates bad messages of a frame', () => {
    expect(parseBetaFrame(fx('ws-tick_size_change.json'))[0]).toMatchObject({ kind: 'tick', tick: 10 });
    expect(parseBetaFrame('PONG')).toEqual([{ kind: 'pong' }]);
    const frame = `[${fx('ws-book.json')},{"event_type":"mystery"},{"event_type":"price_change","market":"m","timestamp":"1","price_changes":[{"asset_id":"a","price":"1.2","size":"1","side":"SELL"}]}]`;
    const out = parseBetaFrame(frame);
    expect(out[0]).toMatchObject({ kind: 'book' });
    expect((out[1] as VenueDataError).code).toBe('unknown_kind');
    expect((out[2] as VenueDataError).code).toBe('out_of_range');
    expect(() => parseBetaFrame('{oops')).toThrow(VenueDataError);
  });
});
