// The worked example (fixtures/scenarios/arbitrage-example*.json, copied from ../shared/scenarios): books and fee
// models built from the venue records exactly as the connectors normalise them reproduce every expected entry.
import { describe, expect, it } from 'vitest';
import scenario from '../../fixtures/scenarios/arbitrage-example.json' with { type: 'json' };
import expected from '../../fixtures/scenarios/arbitrage-example.expected.json' with { type: 'json' };
import { ListingBook, PairResult, evaluatePair, pairFigures, compileFeeTable, parsePriceUnits, parseSizeUnits, PRICE_ONE, type FeeModel, type LevelLike } from './index.ts';

interface Listing {
  book: ListingBook;
  yesId: string;
  noId: string;
}

const listings = new Map<string, Listing>();
const key = (venue: string, id: string | number): string => `${venue}:${String(id)}`;

// alpha: bids only. YES ask at p = NO bid at 1 − p; NO ask at p = YES bid at 1 − p.
const flip = (bids: string[][]): LevelLike[] => bids.map(([p, s]) => ({ price: PRICE_ONE - parsePriceUnits(p ?? ''), size: parseSizeUnits(s ?? '') }));
const asks = (levels: { price: string; size: string }[]): LevelLike[] => levels.map((l) => ({ price: parsePriceUnits(l.price), size: parseSizeUnits(l.size) }));

const series = new Map(scenario.alpha.series.map((s) => [s.ticker, s]));
for (const ev of scenario.alpha.events) {
  const s = series.get(ev.series_ticker);
  if (!s) throw new Error(`series ${ev.series_ticker}`);
  const fee: FeeModel = { kind: 'alpha_quadratic', rate: '0.07', multiplier: String(s.fee_multiplier), exponent: 1, taker_only: true };
  for (const m of ev.markets) {
    const b = (scenario.alpha.books as Record<string, { yes_dollars_fp: string[][]; no_dollars_fp: string[][] }>)[m.ticker];
    if (!b) throw new Error(m.ticker);
    const book = new ListingBook('alpha', m.ticker);
    book.setFee(compileFeeTable(fee));
    expect(book.applySnapshot(flip(b.no_dollars_fp), flip(b.yes_dollars_fp), 0)).toBeNull();
    listings.set(key('alpha', m.ticker), { book, yesId: m.ticker, noId: m.ticker });
  }
}
type TokenBooks = Record<string, { asks: { price: string; size: string }[] }>;
for (const ev of scenario.beta.events) {
  for (const m of ev.markets as { conditionId: string; clobTokenIds: string; feesEnabled: boolean; fd?: { r: number; e: number; to: boolean } }[]) {
    const [yesTok, noTok] = JSON.parse(m.clobTokenIds) as string[];
    const books = scenario.beta.books as TokenBooks;
    const y = books[yesTok ?? ''];
    const n = books[noTok ?? ''];
    if (!y || !n || !yesTok || !noTok) throw new Error(m.conditionId);
    const fee: FeeModel =
      m.feesEnabled && m.fd
        ? { kind: 'beta_power', rate: String(m.fd.r), multiplier: '1', exponent: m.fd.e, taker_only: m.fd.to }
        : { kind: 'none', rate: '0', multiplier: '1', exponent: 1, taker_only: true };
    const book = new ListingBook('beta', m.conditionId);
    book.setFee(compileFeeTable(fee));
    expect(book.applySnapshot(asks(y.asks), asks(n.asks), 0)).toBeNull();
    listings.set(key('beta', m.conditionId), { book, yesId: yesTok, noId: noTok });
  }
}
for (const mk of scenario.gamma.markets) {
  for (const c of mk.childMarkets) {
    const books = scenario.gamma.books as TokenBooks;
    const y = books[c.yesTokenId];
    const n = books[c.noTokenId];
    if (!y || !n) throw new Error(String(c.marketId));
    const book = new ListingBook('gamma', String(c.marketId));
    book.setFee(compileFeeTable({ kind: 'gamma_quadratic', rate: '0.04', multiplier: '1', exponent: 1, taker_only: true }));
    expect(book.applySnapshot(asks(y.asks), asks(n.asks), 0)).toBeNull();
    listings.set(key('gamma', c.marketId), { book, yesId: c.yesTokenId, noId: c.noTokenId });
  }
}

const VENUES = ['alpha', 'beta', 'gamma'] as const;

describe('arbitrage example scenario', () => {
  const got: Record<string, unknown>[] = [];
  const r = new PairResult();
  for (const match of scenario.matches) {
    for (const o of match.outcomes) {
      for (const a of VENUES) {
        for (const b of VENUES) {
          if (a === b) continue;
          const ya = listings.get(key(a, o[a]));
          const nb = listings.get(key(b, o[b]));
          if (!ya || !nb || !ya.book.fee || !nb.book.fee) throw new Error(`listing of ${o.label}`);
          evaluatePair(ya.book.yes, ya.book.fee, nb.book.no, nb.book.fee, r);
          const f = pairFigures(r);
          got.push({
            label: o.label,
            buy_yes_market: a,
            buy_no_market: b,
            yes_identifier: ya.yesId,
            no_identifier: nb.noId,
            yes_ask: r.yesAsk / PRICE_ONE,
            no_ask: r.noAsk / PRICE_ONE,
            gross_cents: Number(f.gross_cents),
            fee_cents: Number(f.fee_cents),
            net_cents: Number(f.net_cents),
            executable_size: Number(f.executable_size),
            max_profit_dollars: Number(f.max_profit_dollars),
          });
        }
      }
    }
  }

  it('covers every directed pair of every matched outcome', () => {
    expect(got).toHaveLength(expected.length);
    expect(got.length).toBe(96);
  });

  it.each(expected.map((e, i) => [i, e] as const))('entry %i reproduces exactly', (i, e) => {
    expect(got[i]).toEqual(e);
  });

  it('uses the exact bigint path for the exponent-2 beta schedule and still matches', () => {
    const t = compileFeeTable({ kind: 'beta_power', rate: '0.25', multiplier: '1', exponent: 2, taker_only: true });
    expect(t.exact).toBe(false);
    expect(compileFeeTable({ kind: 'alpha_quadratic', rate: '0.07', multiplier: '0.5', exponent: 1, taker_only: true }).exact).toBe(true);
  });
});
