import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { VenueDataError } from '@ref/domain';
import { parseAlphaMessage } from './parse.ts';

const fx = (name: string): string => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8').trim();

describe('parseAlphaMessage', () => {
  it('mirrors snapshot bids into YES and NO asks', () => {
    const e = parseAlphaMessage(fx('ws-orderbook_snapshot.json'));
    expect(e).toEqual({
      kind: 'snapshot',
      sid: 2,
      seq: 1,
      market: 'FED-23DEC-T3.00',
      // NO bids at 0.54/0.56 → YES asks at 0.46/0.44
      yesAsks: [{ price: 4600, size: 2000 }, { price: 4400, size: 14600 }],
      // YES bids at 0.08/0.22 → NO asks at 0.92/0.78
      noAsks: [{ price: 9200, size: 30000 }, { price: 7800, size: 33300 }],
    });
  });
  it('turns a YES bid delta into a NO ask change with a signed size', () => {
    expect(parseAlphaMessage(fx('ws-orderbook_delta.json'))).toEqual({
      kind: 'delta', sid: 2, seq: 3, market: 'FED-23DEC-T3.00', askSide: 'no', askPrice: 400, delta: -5400, tsMs: Date.UTC(2022, 10, 22, 20, 44, 1),
    });
  });
  it('parses trades with the taker side price', () => {
    expect(parseAlphaMessage(fx('ws-trade.json'))).toEqual({
      kind: 'trade', sid: 11, market: 'HIGHNY-22DEC23-B53.5', tradeId: 'd91bc706-ee49-470d-82d8-11418bda6fed', outcome: 'no', price: 6400, size: 13600, tsMs: 1669149841000,
    });
  });
  it('parses control replies', () => {
    expect(parseAlphaMessage(fx('ws-subscribed.json'))).toEqual({ kind: 'subscribed', id: 1, sid: 2, channel: 'orderbook_delta' });
    expect(parseAlphaMessage(fx('ws-error.json'))).toEqual({ kind: 'error', id: 123, code: 6, message: 'Already subscribed' });
  });
  it('rejects wrong types, out-of-range prices, extra decimals, bad sides, negative sizes, unknown kinds, junk', () => {
    const bad = JSON.parse(fx('ws-bad.json')) as string[];
    const codes = bad.map((m) => {
      try {
        parseAlphaMessage(m);
        return 'accepted';
      } catch (err) {
        expect(err).toBeInstanceOf(VenueDataError);
        return (err as VenueDataError).code;
      }
    });
    expect(codes).toEqual(['wrong_type', 'out_of_range', 'bad_decimal', 'wrong_type', 'negative', 'unknown_kind', 'bad_json']);
  });
});
