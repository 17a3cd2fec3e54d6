import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AskLadder, LadderBook, assertNotCrossed, mirrorBids } from './ladder-book.ts';

describe('AskLadder', () => {
  it('keeps levels sorted and removes zero sizes', () => {
    const l = new AskLadder();
    l.replace([{ price: 300, size: 1 }, { price: 100, size: 2 }, { price: 200, size: 0 }]);
    expect(l.toLevels()).toEqual([{ price: 100, size: 2 }, { price: 300, size: 1 }]);
    l.set(200, 5);
    l.set(100, 0);
    l.set(400, 0);
    expect(l.toLevels()).toEqual([{ price: 200, size: 5 }, { price: 300, size: 1 }]);
    expect(l.best()).toBe(200);
    expect(l.sizeAt(300)).toBe(1);
    expect(l.sizeAt(999)).toBe(0);
  });
  it('matches a Map-based reference under random updates', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 5 }))), (ops) => {
        const l = new AskLadder();
        const ref = new Map<number, number>();
        for (const [p, s] of ops) {
          l.set(p, s);
          if (s === 0) ref.delete(p);
          else ref.set(p, s);
        }
        const want = [...ref.entries()].sort((a, b) => a[0] - b[0]).map(([price, size]) => ({ price, size }));
        expect(l.toLevels()).toEqual(want);
      }),
    );
  });
});

describe('LadderBook', () => {
  it('detects crossing', () => {
    const b = new LadderBook();
    b.snapshot([{ price: 4000, size: 1 }], [{ price: 6100, size: 1 }]);
    expect(b.crossed()).toBe(false);
    expect(b.wouldCross('yes', 3800, 1)).toBe(true);
    expect(b.wouldCross('yes', 3800, 0)).toBe(false);
    expect(() => assertNotCrossed([{ price: 3000, size: 1 }], [{ price: 6000, size: 1 }])).toThrow(/crossed_book/);
    expect(() => assertNotCrossed([{ price: 4000, size: 1 }], [])).not.toThrow();
  });
  it('mirrors alpha bids into asks of the other side', () => {
    expect(mirrorBids([{ price: 7600, size: 1000 }])).toEqual([{ price: 2400, size: 1000 }]);
  });
});
