import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { VenueDataError } from '@ref/domain';
import { parseGammaMessage } from './parse.ts';

const fx = (name: string): string => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8').trim();

describe('parseGammaMessage', () => {
  it('parses depth diffs (new level totals)', () => {
    expect(parseGammaMessage(fx('ws-depth-diff.json'))).toEqual({
      kind: 'depth', marketId: 2764, tokenId: '19120407572139442221452465677574895365338028945317996490376653704877573103648', outcome: 'yes', ask: false, price: 2000, size: 5000,
    });
  });
  it('parses trades; split and merge are not trades', () => {
    expect(parseGammaMessage(fx('ws-last-trade.json'))).toMatchObject({ kind: 'trade', marketId: 2764, outcome: 'yes', side: 'buy', price: 2100, size: 12050, tsMs: null });
    const split = JSON.parse(fx('ws-last-trade.json')) as Record<string, unknown>;
    split['side'] = 'Split';
    expect(parseGammaMessage(JSON.stringify(split))).toEqual({ kind: 'ignored', type: 'trade.Split' });
  });
  it('answers and bad input', () => {
    expect(parseGammaMessage('{"code":400,"msg":"unknown channel"}')).toEqual({ kind: 'reply', code: 400, msg: 'unknown channel' });
    const codes = [
      '{"msgType":"market.depth.diff","marketId":1,"tokenId":12,"outcomeSide":1,"side":"asks","price":"0.5","size":"1"}',
      '{"msgType":"market.depth.diff","marketId":1,"tokenId":"t","outcomeSide":3,"side":"asks","price":"0.5","size":"1"}',
      '{"msgType":"market.depth.diff","marketId":1,"tokenId":"t","outcomeSide":1,"side":"middle","price":"0.5","size":"1"}',
      '{"msgType":"market.depth.diff","marketId":1,"tokenId":"t","outcomeSide":1,"side":"asks","price":"1.01","size":"1"}',
      '{"msgType":"market.depth.diff","marketId":1,"tokenId":"t","outcomeSide":1,"side":"asks","price":"0.5","size":"-1"}',
      '{"msgType":"market.mystery","marketId":1}',
      '{"msgType":"market.depth.diff",',
    ].map((m) => {
      try {
        parseGammaMessage(m);
        return 'accepted';
      } catch (err) {
        expect(err).toBeInstanceOf(VenueDataError);
        return (err as VenueDataError).code;
      }
    });
    expect(codes).toEqual(['wrong_type', 'wrong_type', 'wrong_type', 'out_of_range', 'negative', 'unknown_kind', 'bad_json']);
  });
});
