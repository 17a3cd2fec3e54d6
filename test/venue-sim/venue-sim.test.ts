// venue-sim over real sockets: REST pagination, WS shapes vs doc fixtures, streams that rebuild to control.books(),
/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk arbitrary venue JSON */
// timeline playback, faults, beta's 500-asset limit, determinism of the generator.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePrice, parseSize } from '@ref/domain';
import { startVenueSim, type Scenario, type VenueSim } from '@ref/venue-sim';
import { AlphaBooks, Client, TokenAsks, log, shape, waitFor } from './helpers.ts';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
const example = (): Scenario => JSON.parse(readFileSync(new URL('../../services/venue-sim/scenarios/arbitrage-example.json', import.meta.url), 'utf8'));

let sims: VenueSim[] = [];
let clients: Client[] = [];
afterEach(async () => {
  for (const c of clients) c.close();
  await Promise.all(sims.map((s) => s.stop()));
  sims = [];
  clients = [];
});
async function sim(opts: Partial<Parameters<typeof startVenueSim>[0]> = {}): Promise<VenueSim> {
  const s = await startVenueSim({ log, ...opts });
  sims.push(s);
  return s;
}
async function client(url: string): Promise<Client> {
  const c = new Client(url);
  clients.push(c);
  await c.open();
  return c;
}
const get = async (url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> => {
  const r = await fetch(url, { headers });
  return { status: r.status, body: await r.json() };
};

describe('REST', () => {
  it('alpha pages events by cursor and rejects bad parameters in the venue error shape', async () => {
    const s = await sim({ seed: 3, generator: { messagesPerSecond: 0 } });
    const seen: string[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const r = await get(`${s.venues.alpha.rest}/events?with_nested_markets=true&limit=25${cursor ? `&cursor=${cursor}` : ''}`);
      expect(r.status).toBe(200);
      expect(r.body.events.length).toBeLessThanOrEqual(25);
      for (const e of r.body.events) {
        expect(Array.isArray(e.markets)).toBe(true);
        seen.push(e.event_ticker);
      }
      cursor = r.body.cursor;
      pages++;
    } while (cursor !== '');
    expect(new Set(seen).size).toBe(s.state.alphaEvents.length);
    expect(pages).toBe(Math.ceil(s.state.alphaEvents.length / 25));
    const flat = await get(`${s.venues.alpha.rest}/events?limit=1`);
    expect(flat.body.events[0].markets).toBeUndefined();
    expect((await get(`${s.venues.alpha.rest}/events?limit=201`)).body).toEqual({ error: { code: 'invalid_parameters', message: 'limit must be between 1 and 200' } });
    expect((await get(`${s.venues.alpha.rest}/events?cursor=%%%`)).status).toBe(400);
    const t = [...s.state.alpha.keys()][0]!;
    const book = await get(`${s.venues.alpha.rest}/markets/${t}/orderbook`);
    expect(book.body.orderbook_fp.yes_dollars[0]).toEqual([expect.stringMatching(/^0\.\d{4}$/), expect.stringMatching(/^\d+\.\d{2}$/)]);
    const series = await get(`${s.venues.alpha.rest}/series/${s.state.alphaEvents[0]!.series_ticker}`);
    expect(['quadratic', 'quadratic_with_maker_fees', 'flat']).toContain(series.body.series.fee_type);
  });

  it('beta pages events by limit/offset; CLOB serves books and market info with the fee block', async () => {
    const s = await sim({ scenario: example() });
    const all: string[] = [];
    for (let offset = 0; ; offset += 4) {
      const r = await get(`${s.venues.beta.gamma_rest}/events?limit=4&offset=${offset}&active=true&closed=false`);
      expect(r.status).toBe(200);
      all.push(...r.body.map((e: any) => e.slug));
      if (r.body.length < 4) break;
    }
    expect(all).toEqual(example().beta!.events!.map((e) => e.slug));
    expect((await get(`${s.venues.beta.gamma_rest}/events?active=maybe`)).body).toEqual({ error: 'active must be true or false' });
    const m = example().beta!.events![0]!.markets[0]!;
    const [yes] = JSON.parse(m.clobTokenIds) as string[];
    const book = await get(`${s.venues.beta.clob_rest}/book?token_id=${yes}`);
    expect(book.body.asks).toEqual(example().beta!.books![yes!]!.asks); // verbatim
    expect(book.body.market).toBe(m.conditionId);
    const info = await get(`${s.venues.beta.clob_rest}/markets/${m.conditionId}`);
    expect(info.body.fd).toEqual({ r: 0.07, e: 1, to: true });
    expect(info.body.tokens.map((t: any) => t.outcome)).toEqual(['Yes', 'No']);
    expect((await get(`${s.venues.beta.clob_rest}/book?token_id=123`)).status).toBe(404);
  });

  it('gamma wants an apikey and pages in the {code,msg,result} envelope', async () => {
    const s = await sim({ scenario: example() });
    expect(await get(`${s.venues.gamma.rest}/market`)).toEqual({ status: 401, body: { code: 401, msg: 'invalid apikey', result: null } });
    const h = { apikey: 'test-key' };
    const p1 = await get(`${s.venues.gamma.rest}/market?page=1&limit=4`, h);
    const p2 = await get(`${s.venues.gamma.rest}/market?page=2&limit=4`, h);
    expect(p1.body.code).toBe(0);
    expect(p1.body.result.total).toBe(6);
    expect([...p1.body.result.list, ...p2.body.result.list].map((m: any) => m.marketId)).toEqual([7050, 7051, 7052, 7053, 7054, 7055]);
    expect((await get(`${s.venues.gamma.rest}/market?limit=21`, h)).body).toEqual({ code: 400, msg: 'limit must be between 1 and 20', result: null });
    const child = example().gamma!.markets![0]!.childMarkets![0]!;
    const ob = await get(`${s.venues.gamma.rest}/token/orderbook?token_id=${child.yesTokenId}`, h);
    expect(ob.body.result.data.asks).toEqual(example().gamma!.books![child.yesTokenId!]!.asks);
    expect(ob.body.result.data.rootMarketId).toBe(7050);
  });

  it('beta_us lists markets by slug with books', async () => {
    const s = await sim({ seed: 5, generator: { messagesPerSecond: 0 } });
    const r = await get(`${s.venues.beta_us.rest}/markets?limit=10&offset=0`);
    expect(r.body.markets).toHaveLength(10);
    const slug = r.body.markets[0].slug;
    const bbo = await get(`${s.venues.beta_us.rest}/markets/${slug}/bbo`);
    expect(Number(bbo.body.best_bid)).toBeLessThan(Number(bbo.body.best_ask));
  });
});

describe('streams', () => {
  it('alpha: subscribed, snapshot then deltas and trades, seq per sid from 1, doc shapes, books equal control.books()', async () => {
    const s = await sim({ seed: 11, generator: { messagesPerSecond: 2000, tickMs: 20 }, alphaPingMs: 100 });
    const tickers = [...s.state.alpha.keys()];
    const c = await client(s.venues.alpha.ws);
    c.send({ id: 1, cmd: 'subscribe', params: { channels: ['orderbook_delta', 'trade'], market_tickers: tickers } });
    await waitFor(() => c.json.filter((m: any) => m?.type === 'trade').length >= 2 && c.json.filter((m: any) => m?.type === 'orderbook_delta').length >= 50, 10_000, 'alpha deltas and trades');
    s.control.pause();
    await new Promise((r) => setTimeout(r, 100));
    const settled = c.json.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(c.json.length).toBe(settled);
    expect(c.pings).toBeGreaterThan(0);
    const first = c.json[0] as any;
    expect(shape(first)).toEqual(shape(fixture('alpha-subscribed')));
    const byType = (t: string): any => c.json.find((m: any) => m?.type === t);
    expect(shape(byType('orderbook_snapshot'))).toEqual(shape(fixture('alpha-orderbook_snapshot')));
    expect(shape(byType('orderbook_delta'))).toEqual(shape(fixture('alpha-orderbook_delta')));
    expect(shape(byType('trade'))).toEqual(shape(fixture('alpha-trade')));
    const books = new AlphaBooks();
    for (const m of c.json) books.apply(m);
    expect(books.gaps).toBe(0);
    expect([...books.seq.keys()].sort()).toEqual([1, 2]);
    const expected = s.control.books().filter((b) => b.venue === 'alpha');
    expect(expected).toHaveLength(tickers.length);
    for (const b of expected) expect(books.normalised(b.venue_market_id)).toEqual({ yes_asks: b.yes_asks, no_asks: b.no_asks });
  });

  it('alpha: command errors use the venue codes', async () => {
    const s = await sim({ seed: 1, generator: { messagesPerSecond: 0 } });
    const c = await client(s.venues.alpha.ws);
    c.send({ id: 5, cmd: 'subscribe', params: { channels: ['weather'] } });
    c.send({ id: 6, cmd: 'launch', params: {} });
    c.send({ id: 7, cmd: 'unsubscribe', params: { sids: [99] } });
    c.send('not json');
    await waitFor(() => c.json.length >= 4);
    expect(c.json).toEqual([
      { id: 5, type: 'error', msg: { code: 8, msg: 'Unknown channel name' } },
      { id: 6, type: 'error', msg: { code: 5, msg: 'Unknown command' } },
      { id: 7, type: 'error', msg: { code: 7, msg: 'Unknown subscription ID' } },
      { id: 0, type: 'error', msg: { code: 1, msg: 'Unable to process message' } },
    ]);
  });

  it('beta: book array on subscribe then price_change and last_trade_price in doc shapes; asks equal control.books()', async () => {
    const s = await sim({ seed: 12, generator: { messagesPerSecond: 2000, tickMs: 20 } });
    const c = await client(s.venues.beta.ws);
    const assets = [...s.state.betaTokens.keys()].slice(0, 500);
    c.send({ assets_ids: assets, type: 'market' });
    await waitFor(() => c.json.some((m: any) => m?.event_type === 'last_trade_price') && c.json.filter((m: any) => m?.event_type === 'price_change').length >= 30, 10_000, 'beta messages');
    s.control.pause();
    await new Promise((r) => setTimeout(r, 100));
    const books = c.json[0] as any[];
    expect(Array.isArray(books)).toBe(true);
    expect(books).toHaveLength(assets.filter((a) => s.state.betaTokens.has(a)).length);
    expect(shape(books[0])).toEqual(shape(fixture('beta-book')));
    expect(shape(c.json.find((m: any) => m?.event_type === 'price_change'))).toEqual(shape(fixture('beta-price_change')));
    expect(shape(c.json.find((m: any) => m?.event_type === 'last_trade_price'))).toEqual(shape(fixture('beta-last_trade_price')));
    const asks = new TokenAsks();
    for (const f of c.json) asks.betaFrame(f);
    const subscribed = new Set(assets);
    for (const b of s.control.books().filter((x) => x.venue === 'beta')) {
      const tokens = s.state.beta.get(b.venue_market_id)!.tokens;
      if (!subscribed.has(tokens[0]) || !subscribed.has(tokens[1])) continue;
      expect(asks.pairs(tokens[0])).toEqual(b.yes_asks);
      expect(asks.pairs(tokens[1])).toEqual(b.no_asks);
    }
    c.send('PING');
    await waitFor(() => c.raw.includes('PONG'));
  });

  it('beta: more than 500 assets on one connection is refused with an error and close 1008', async () => {
    const s = await sim({ seed: 1, generator: { messagesPerSecond: 0, games: 150 } });
    const c = await client(s.venues.beta.ws);
    const assets = [...s.state.betaTokens.keys()];
    expect(assets.length).toBeGreaterThan(500);
    c.send({ assets_ids: assets.slice(0, 300), type: 'market' });
    await waitFor(() => c.json.length === 1);
    c.send({ assets_ids: assets.slice(300, 501), operation: 'subscribe' });
    await waitFor(() => c.closed !== undefined);
    expect(c.closed!.code).toBe(1008);
    expect(c.json[1]).toEqual({ event_type: 'error', message: 'too many assets: 501 exceeds 500 per connection' });
    const ok = await client(s.venues.beta.ws);
    ok.send({ assets_ids: assets.slice(0, 500), type: 'market' });
    await waitFor(() => ok.json.length === 1);
    expect((ok.json[0] as unknown[]).length).toBe(500);
  });

  it('gamma: REST snapshot plus depth diffs (by marketId and rootMarketId) equal control.books(); apikey required', async () => {
    const s = await sim({ seed: 13, generator: { messagesPerSecond: 1500, tickMs: 20 }, gammaIdleMs: 1500 });
    const denied = new Client(s.venues.gamma.ws);
    clients.push(denied);
    await expect(denied.open()).rejects.toThrow(/401/);
    const c = await client(`${s.venues.gamma.ws}?apikey=k`);
    for (const m of s.state.gammaMarkets) c.send({ action: 'SUBSCRIBE', channel: 'market.depth.diff', ...(m.marketType === 1 ? { rootMarketId: m.marketId } : { marketId: m.marketId }) });
    const keep = setInterval(() => c.send({ action: 'HEARTBEAT' }), 100);
    try {
      await new Promise((r) => setTimeout(r, 50));
      const asks = new TokenAsks();
      const start = c.json.length;
      for (const [token] of s.state.gammaTokens) {
        const r = await get(`${s.venues.gamma.rest}/token/orderbook?token_id=${token}`, { apikey: 'k' });
        for (const l of r.body.result.data.asks) asks.set(token, parsePrice(l.price), parseSize(l.size));
      }
      await waitFor(() => c.json.length - start > 40, 10_000, 'gamma diffs');
      s.control.pause();
      await new Promise((r) => setTimeout(r, 100));
      expect(shape(c.json.find((m: any) => m?.msgType === 'market.depth.diff' && m.rootMarketId === undefined))).toEqual(shape(fixture('gamma-depth-diff')));
      expect(c.json.some((m: any) => m?.rootMarketId !== undefined)).toBe(true);
      // Replaying every diff received since subscribing over the REST snapshots is idempotent (absolute sizes).
      for (const m of c.json) asks.gammaDiff(m);
      for (const b of s.control.books().filter((x) => x.venue === 'gamma')) {
        const m = s.state.gamma.get(Number(b.venue_market_id))!.market;
        expect(asks.pairs(m.yesTokenId!)).toEqual(b.yes_asks);
        expect(asks.pairs(m.noTokenId!)).toEqual(b.no_asks);
      }
      expect(c.closed).toBeUndefined();
    } finally {
      clearInterval(keep);
    }
    await waitFor(() => c.closed !== undefined, 5000, 'idle close');
    expect(c.closed!.code).toBe(4000);
  });
});

describe('scenario timeline', () => {
  it('plays each venue timeline after its first subscription, at the offsets, and books() follows', async () => {
    const sc = example();
    const ticker = 'KXHID50-26DEC00-B0';
    const beta = sc.beta!.events![0]!.markets[0]!;
    const [yes, no] = JSON.parse(beta.clobTokenIds) as [string, string];
    const child = sc.gamma!.markets![0]!.childMarkets![0]!;
    sc.alpha!.trades = [{ trade_id: 't-1', market_ticker: ticker, yes_price_dollars: '0.2400', no_price_dollars: '0.7600', count_fp: '10.00', taker_side: 'yes', ts: 1795000000 }];
    sc.timeline = [
      { at_ms: 100, venue: 'alpha', message: { type: 'orderbook_delta', msg: { market_ticker: ticker, side: 'no', price_dollars: '0.7700', delta_fp: '12.50', ts: '2026-11-22T15:00:00Z' } } },
      { at_ms: 150, venue: 'beta', message: { event_type: 'price_change', market: beta.conditionId, timestamp: '1795000000000', price_changes: [{ asset_id: yes, price: '0.2600', size: '0', side: 'SELL', hash: 'a', best_bid: '0.26', best_ask: '0.27' }] } },
      { at_ms: 200, venue: 'gamma', message: { marketId: child.marketId, rootMarketId: 7050, tokenId: child.noTokenId, outcomeSide: 2, side: 'asks', price: '0.7000', size: '77', msgType: 'market.depth.diff' } },
      { at_ms: 250, venue: 'alpha', message: { type: 'orderbook_delta', msg: { market_ticker: ticker, side: 'no', price_dollars: '0.7600', delta_fp: '-5.50', ts: '2026-11-22T15:00:00Z' } } },
    ];
    const s = await sim({ scenario: sc });
    const before = s.control.books().find((b) => b.venue_market_id === ticker)!;
    await new Promise((r) => setTimeout(r, 300));
    expect(s.control.timelineDone()).toBe(false); // nothing subscribed yet: nothing played
    const a = await client(s.venues.alpha.ws);
    const b = await client(s.venues.beta.ws);
    const g = await client(`${s.venues.gamma.ws}?apikey=k`);
    const t0 = Date.now();
    a.send({ id: 1, cmd: 'subscribe', params: { channels: ['orderbook_delta', 'trade'], market_tickers: [ticker] } });
    b.send({ assets_ids: [yes, no], type: 'market' });
    g.send({ action: 'SUBSCRIBE', channel: 'market.depth.diff', rootMarketId: 7050 });
    await waitFor(() => s.control.timelineDone() && a.json.length >= 6 && b.json.length >= 2 && g.json.length >= 1, 3000, 'timeline');
    expect(a.json.map((m: any) => [m.type, m.seq])).toEqual([['subscribed', undefined], ['orderbook_snapshot', 1], ['subscribed', undefined], ['trade', 1], ['orderbook_delta', 2], ['orderbook_delta', 3]]);
    const deltaAt = a.at[4]! - t0;
    expect(deltaAt).toBeGreaterThanOrEqual(95);
    expect(a.at[5]! - a.at[4]!).toBeGreaterThanOrEqual(140);
    expect(b.json[1]).toEqual(sc.timeline[1]!.message); // beta messages exactly as written
    expect(g.json[0]).toEqual(sc.timeline[2]!.message);
    const after = s.control.books().find((x) => x.venue_market_id === ticker)!;
    // NO bid 0.77 +12.50 → YES ask 0.23 of 12.50 appears; NO bid 0.76 −5.50 → YES ask 0.24 shrinks from 5.50 to 0.
    expect(after.yes_asks[0]).toEqual([2300, 1250]);
    expect(before.yes_asks[0]).toEqual([2400, 550]);
    expect(after.yes_asks.find((l) => l[0] === 2400)).toBeUndefined();
    const betaBook = s.control.books().find((x) => x.venue_market_id === beta.conditionId)!;
    expect(betaBook.yes_asks.find((l) => l[0] === 2600)).toBeUndefined();
    const gammaBook = s.control.books().find((x) => x.venue_market_id === String(child.marketId))!;
    expect(gammaBook.no_asks.find((l) => l[0] === 7000)).toEqual([7000, 7700]);
    expect(s.control.stats().timelineErrors).toBe(0);
    const matches = await get(`${s.url}/_control/matches`);
    expect(matches.body).toEqual(sc.matches);
  });

  it('rejects a bad scenario with the path of the first bad field', async () => {
    const sc = example() as any;
    sc.beta.events[3].markets[1].conditionId = 'nope';
    await expect(startVenueSim({ log, scenario: sc })).rejects.toMatchObject({ path: 'beta.events[3].markets[1].conditionId' });
  });
});

describe('faults', () => {
  it('gap skips one alpha seq; malformed sends bad frames without touching books; drop closes; stall holds then delivers', async () => {
    const s = await sim({ seed: 21, generator: { messagesPerSecond: 2000, tickMs: 20 } });
    const tickers = [...s.state.alpha.keys()];
    const a = await client(s.venues.alpha.ws);
    a.send({ id: 1, cmd: 'subscribe', params: { channels: ['orderbook_delta'], market_tickers: tickers } });
    await waitFor(() => a.json.length > tickers.length + 10);
    const r = await fetch(`${s.url}/_control/faults/gap?venue=alpha`, { method: 'POST' });
    expect(await r.json()).toEqual({ venue: 'alpha', subscriptions: 1 });
    const mark = a.json.length;
    await waitFor(() => a.json.length > mark + 5);
    const seqs = (a.json as any[]).filter((m) => m?.sid === 1).map((m) => m.seq);
    const jumps = seqs.slice(1).filter((q, i) => q !== seqs[i] + 1);
    expect(jumps).toHaveLength(1);

    const b = await client(s.venues.beta.ws);
    b.send({ assets_ids: [...s.state.betaTokens.keys()].slice(0, 50), type: 'market' });
    await waitFor(() => b.json.length > 0);
    const booksBefore = JSON.stringify(s.control.books());
    s.control.pause();
    await new Promise((x) => setTimeout(x, 50));
    const pausedBooks = JSON.stringify(s.control.books());
    expect(s.control.malformed('beta', 'json')).toBe(1);
    expect(s.control.malformed('alpha', 'schema')).toBe(1);
    await waitFor(() => b.raw.some((x) => x.startsWith('[{"event_type":"book","asset_id":') && !x.endsWith(']')));
    await waitFor(() => (a.json as any[]).some((m) => m?.msg?.delta_fp === 'abc'));
    expect(JSON.stringify(s.control.books())).toBe(pausedBooks);
    expect(booksBefore.length).toBeGreaterThan(0);

    s.control.resume();
    await waitFor(() => a.json.length > mark + 20, 3000, 'walk resumed');
    const beforeStall = a.json.length;
    const res = await fetch(`${s.url}/_control/faults/stall?venue=alpha&ms=400`, { method: 'POST' });
    expect(res.status).toBe(200);
    const stalledAt = Date.now();
    const n0 = a.json.length;
    await new Promise((x) => setTimeout(x, 300));
    expect(a.json.length).toBe(n0);
    expect(a.closed).toBeUndefined();
    await waitFor(() => a.json.length > n0 + 5, 3000, 'messages after the stall');
    // The feed went silent for the stall: the longest pause between arrivals around it is the stall itself.
    // (from the last arrival before the stall request: the first held message may be message `beforeStall` itself)
    const gapsMs = a.at.slice(beforeStall).map((t, i) => t - a.at[beforeStall - 1 + i]!);
    expect(Math.max(...gapsMs)).toBeGreaterThanOrEqual(380);
    expect(a.at[n0]! - stalledAt).toBeGreaterThan(0);
    const after = (a.json as any[]).slice(n0).filter((m) => m?.sid === 1).map((m) => m.seq);
    expect(after.slice(1).every((q, i) => q === after[i] + 1)).toBe(true);

    expect(await (await fetch(`${s.url}/_control/faults/drop?venue=beta`, { method: 'POST' })).json()).toEqual({ venue: 'beta', dropped: 1 });
    await waitFor(() => b.closed !== undefined);
    expect(b.closed!.code).toBe(1006);
    expect(a.closed).toBeUndefined();
    expect((await fetch(`${s.url}/_control/faults/stall?venue=delta&ms=5`, { method: 'POST' })).status).toBe(400);
    expect((await fetch(`${s.url}/_control/faults/gap?venue=beta`, { method: 'POST' })).status).toBe(400);
  });
});

describe('generator', () => {
  it('is deterministic for a seed and a clock, lists events on several venues with ground-truth matches', async () => {
    let t = Date.parse('2026-11-22T15:00:00Z');
    const now = (): number => t;
    const a = await sim({ seed: 99, now, generator: { messagesPerSecond: 0 } });
    const b = await sim({ seed: 99, now, generator: { messagesPerSecond: 0 } });
    const c = await sim({ seed: 100, now, generator: { messagesPerSecond: 0 } });
    for (const x of [a, b, c]) x.control.pause();
    const run = (x: VenueSim): void => {
      for (let i = 0; i < 5; i++) {
        t += 60_000; // crypto windows roll as the clock passes
        x.control.step(20);
      }
    };
    const t1 = t;
    run(a);
    t = t1;
    run(b);
    t = t1;
    run(c);
    expect(a.control.books()).toEqual(b.control.books());
    expect(a.state.alphaEvents).toEqual(b.state.alphaEvents);
    expect(a.control.books()).not.toEqual(c.control.books());
    const alphaEvents = a.state.alphaEvents.length;
    const total = alphaEvents + a.state.betaEvents.length + a.state.gammaMarkets.length + a.state.betaUsMarkets.length;
    expect(total).toBeGreaterThan(200);
    const kinds = new Set(a.state.alphaEvents.map((e) => e.category));
    expect([...kinds].sort()).toEqual(['Crypto', 'Economics', 'Politics', 'Sports']);
    expect(a.state.alphaEvents.some((e) => /^KXBTC5M-/.test(e.event_ticker))).toBe(true);
    // Windows that ended were settled and the next ones listed.
    expect([...a.state.alpha.values()].some((l) => l.market.status === 'finalized')).toBe(true);
    const m = a.control.matches();
    expect(m.length).toBeGreaterThan(50);
    const multi = m.filter((x) => x.alpha && x.beta && x.gamma !== undefined);
    expect(multi.length).toBeGreaterThan(10);
    for (const x of m) for (const o of x.outcomes) if (o.alpha) expect(a.state.alpha.has(o.alpha)).toBe(true);
  });
});
