// The simulator's venue state: catalogs and books as each venue serves them, mutated only by venue messages.
import { formatPrice, formatSize, mirrorBids, parseScaled, parseSignedSize, type IntLevel } from '@ref/domain';
import type { AlphaEvent, AlphaMarket, AlphaSeries, BetaEvent, BetaMarket, BetaUsMarket, GammaMarket, PriceSize, Rec, Scenario, TokenBook } from './scenario.ts';

export type VenueTag = 'alpha' | 'beta' | 'beta_us' | 'gamma';
export type StreamVenue = 'alpha' | 'beta' | 'gamma';

/** One price level; the strings are what the venue serves (verbatim from a scenario until the level changes). */
interface Level { size: number; ps: string; ss: string }

/** One ladder of one book side, keyed by integer price; `desc` remembers the order the venue lists it in. */
export class Ladder {
  readonly levels = new Map<number, Level>();
  desc: boolean;
  constructor(desc = false) {
    this.desc = desc;
  }
  size(price: number): number {
    return this.levels.get(price)?.size ?? 0;
  }
  /** Sets the level total (0 removes), formatting new strings with `fmt`. */
  set(price: number, size: number, fmt: Fmt, ps?: string, ss?: string): void {
    if (size <= 0) this.levels.delete(price);
    else this.levels.set(price, { size, ps: ps ?? fmt.price(price), ss: ss ?? fmt.size(size) });
  }
  clear(): void {
    this.levels.clear();
  }
  sorted(): [number, Level][] {
    const out = [...this.levels.entries()];
    out.sort((a, b) => (this.desc ? b[0] - a[0] : a[0] - b[0]));
    return out;
  }
  ascending(): IntLevel[] {
    return [...this.levels.entries()].sort((a, b) => a[0] - b[0]).map(([price, l]) => ({ price, size: l.size }));
  }
  pairs(): [string, string][] {
    return this.sorted().map(([, l]) => [l.ps, l.ss]);
  }
  objects(): PriceSize[] {
    return this.sorted().map(([, l]) => ({ price: l.ps, size: l.ss }));
  }
  best(bid: boolean): number {
    let best = -1;
    for (const p of this.levels.keys()) if (best < 0 || (bid ? p > best : p < best)) best = p;
    return best;
  }
}

export interface Fmt { price(p: number): string; size(s: number): string }
/** alpha: prices with 4 places, sizes with 2 ("0.5200", "12.00"). */
export const ALPHA_FMT: Fmt = { price: formatPrice, size: formatSize };
const trim = (s: string): string => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);
/** beta and gamma: shortest decimal strings ("0.52", "40.5", "100"). */
export const TOKEN_FMT: Fmt = { price: (p) => trim(formatPrice(p)), size: (s) => trim(formatSize(s)) };

export interface TokenBookState { bids: Ladder; asks: Ladder; lastTrade?: string }

export interface AlphaListing { market: AlphaMarket; event: AlphaEvent; marketId: string; yes: Ladder; no: Ladder }
export interface BetaListing { market: BetaMarket; event: BetaEvent; tokens: [string, string] }
export interface BetaToken { conditionId: string; index: 0 | 1; book: TokenBookState }
export interface GammaListing { market: GammaMarket; root?: GammaMarket }
export interface GammaToken { marketId: number; rootMarketId?: number; outcomeSide: 1 | 2; book: TokenBookState }

/** What the stream servers forward; alpha messages get their envelope (sid, seq) per subscription. */
export type VenueEvent =
  | { venue: 'alpha'; channel: 'orderbook_delta' | 'trade'; ticker: string; msg: Rec }
  | { venue: 'beta'; assets: string[]; message: Rec }
  | { venue: 'gamma'; channel: string; marketId: number; rootMarketId?: number; message: Rec };

/** A book in the normalised form shared with the connectors: YES and NO ask ladders, ascending, integers. */
export interface NormalisedBook {
  venue: VenueTag;
  venue_market_id: string;
  /** [price in 1/10000, size in 1/100], ascending by price. */
  yes_asks: [number, number][];
  no_asks: [number, number][];
}

function fnv(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
/** A stable UUID-shaped id derived from a string (alpha's market_id). */
export function stableUuid(s: string): string {
  const hex = [fnv(s), fnv(`a${s}`), fnv(`b${s}`), fnv(`c${s}`)].map((n) => n.toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
/** A stable 0x-prefixed hash string (beta's book hash). */
export function stableHash(s: string): string {
  return `0x${[fnv(s), fnv(`h${s}`), fnv(`k${s}`), fnv(`z${s}`), fnv(`q${s}`)].map((n) => n.toString(16).padStart(8, '0')).join('')}`;
}

function pricesOf(levels: { price: string }[]): number[] {
  return levels.map((l) => parseScaled(l.price, 4));
}
function looksDescending(prices: number[]): boolean {
  return prices.length >= 2 && prices[0]! > prices[prices.length - 1]!;
}
function tokenBookState(b: TokenBook | undefined, bidsDesc: boolean, asksDesc: boolean): TokenBookState {
  const bids = new Ladder(b ? looksDescending(pricesOf(b.bids)) || (b.bids.length < 2 && bidsDesc) : bidsDesc);
  const asks = new Ladder(b ? looksDescending(pricesOf(b.asks)) || (b.asks.length < 2 && asksDesc) : asksDesc);
  if (b) {
    for (const l of b.bids) bids.set(parseScaled(l.price, 4), parseScaled(l.size, 2), TOKEN_FMT, l.price, l.size);
    for (const l of b.asks) asks.set(parseScaled(l.price, 4), parseScaled(l.size, 2), TOKEN_FMT, l.price, l.size);
  }
  return { bids, asks };
}

/** Outcome of applying one venue message: an error names what was wrong (the message is then not applied). */
export type ApplyResult = { ok: true } | { ok: false; error: string };
const OK: ApplyResult = { ok: true };

/** Every venue's catalog and books, plus a listener list the stream servers attach to. */
export class VenueState {
  readonly alphaSeries = new Map<string, AlphaSeries>();
  readonly alphaEvents: AlphaEvent[] = [];
  readonly alpha = new Map<string, AlphaListing>();
  readonly alphaTrades: Rec[] = [];
  readonly betaEvents: BetaEvent[] = [];
  readonly beta = new Map<string, BetaListing>();
  readonly betaTokens = new Map<string, BetaToken>();
  readonly betaTrades: Rec[] = [];
  readonly betaUsMarkets: BetaUsMarket[] = [];
  readonly betaUsBooks = new Map<string, TokenBookState>();
  readonly gammaMarkets: GammaMarket[] = [];
  readonly gamma = new Map<number, GammaListing>();
  readonly gammaTokens = new Map<string, GammaToken>();
  readonly gammaTrades: Rec[] = [];
  private readonly listeners: ((e: VenueEvent) => void)[] = [];

  onEvent(fn: (e: VenueEvent) => void): void {
    this.listeners.push(fn);
  }
  private emit(e: VenueEvent): void {
    for (const fn of this.listeners) fn(e);
  }

  /** Loads a (validated) scenario: catalogs and books exactly as written. */
  load(s: Scenario): void {
    for (const se of s.alpha?.series ?? []) this.alphaSeries.set(se.ticker, se);
    for (const e of s.alpha?.events ?? []) this.addAlphaEvent(e);
    for (const [t, b] of Object.entries(s.alpha?.books ?? {})) {
      const l = this.alpha.get(t)!;
      for (const [p, q] of b.yes_dollars_fp) l.yes.set(parseScaled(p, 4), parseScaled(q, 2), ALPHA_FMT, p, q);
      for (const [p, q] of b.no_dollars_fp) l.no.set(parseScaled(p, 4), parseScaled(q, 2), ALPHA_FMT, p, q);
    }
    this.alphaTrades.push(...(s.alpha?.trades ?? []));
    for (const e of s.beta?.events ?? []) this.addBetaEvent(e);
    for (const [t, b] of Object.entries(s.beta?.books ?? {})) this.betaTokens.get(t)!.book = tokenBookState(b, true, false);
    this.betaTrades.push(...(s.beta?.trades ?? []));
    for (const m of s.beta_us?.markets ?? []) this.addBetaUsMarket(m);
    for (const [slug, b] of Object.entries(s.beta_us?.books ?? {})) this.betaUsBooks.set(slug, tokenBookState(b, true, false));
    for (const m of s.gamma?.markets ?? []) this.addGammaMarket(m);
    for (const [t, b] of Object.entries(s.gamma?.books ?? {})) this.gammaTokens.get(t)!.book = tokenBookState(b, true, false);
    this.gammaTrades.push(...(s.gamma?.trades ?? []));
  }

  addAlphaEvent(e: AlphaEvent): void {
    this.alphaEvents.push(e);
    for (const m of e.markets) {
      const id = typeof m['market_id'] === 'string' ? m['market_id'] : stableUuid(m.ticker);
      this.alpha.set(m.ticker, { market: m, event: e, marketId: id, yes: new Ladder(), no: new Ladder() });
    }
  }
  addBetaEvent(e: BetaEvent): void {
    this.betaEvents.push(e);
    for (const m of e.markets) this.addBetaMarket(e, m);
  }
  addBetaMarket(e: BetaEvent, m: BetaMarket): void {
    const tokens = JSON.parse(m.clobTokenIds) as [string, string];
    this.beta.set(m.conditionId, { market: m, event: e, tokens });
    tokens.forEach((t, i) => this.betaTokens.set(t, { conditionId: m.conditionId, index: i as 0 | 1, book: tokenBookState(undefined, false, true) }));
  }
  addBetaUsMarket(m: BetaUsMarket): void {
    this.betaUsMarkets.push(m);
    this.betaUsBooks.set(m.slug, tokenBookState(undefined, true, false));
  }
  addGammaMarket(m: GammaMarket): void {
    this.gammaMarkets.push(m);
    const add = (x: GammaMarket, root?: GammaMarket): void => {
      this.gamma.set(x.marketId, root ? { market: x, root } : { market: x });
      if (x.marketType === 0 && x.yesTokenId && x.noTokenId) {
        const base = root ? { marketId: x.marketId, rootMarketId: root.marketId } : { marketId: x.marketId };
        this.gammaTokens.set(x.yesTokenId, { ...base, outcomeSide: 1, book: tokenBookState(undefined, true, false) });
        this.gammaTokens.set(x.noTokenId, { ...base, outcomeSide: 2, book: tokenBookState(undefined, true, false) });
      }
      for (const c of x.childMarkets ?? []) add(c, m);
    };
    add(m);
  }

  /** Applies an alpha WS message (`{type, msg}`; envelope fields ignored) and forwards it. */
  applyAlpha(message: Rec): ApplyResult {
    const msg = message['msg'] as Rec | undefined;
    const type = message['type'];
    if (!msg || typeof msg !== 'object') return { ok: false, error: 'msg missing' };
    const ticker = msg['market_ticker'];
    if (typeof ticker !== 'string') return { ok: false, error: 'market_ticker missing' };
    const l = this.alpha.get(ticker);
    if (!l) return { ok: false, error: `unknown market ${ticker}` };
    if (type === 'orderbook_delta') {
      const price = parseScaled(String(msg['price_dollars']), 4);
      let delta: number;
      try {
        delta = parseSignedSize(msg['delta_fp']);
      } catch {
        return { ok: false, error: 'bad delta_fp' };
      }
      const ladder = msg['side'] === 'yes' ? l.yes : msg['side'] === 'no' ? l.no : undefined;
      if (!ladder || price <= 0 || price >= 10_000) return { ok: false, error: 'bad side or price' };
      const next = ladder.size(price) + delta;
      if (next < 0) return { ok: false, error: `delta takes ${ticker} ${String(msg['side'])} ${formatPrice(price)} below zero` };
      ladder.set(price, next, ALPHA_FMT);
      this.emit({ venue: 'alpha', channel: 'orderbook_delta', ticker, msg: { market_ticker: ticker, market_id: l.marketId, ...msg } });
      return OK;
    }
    if (type === 'trade') {
      this.alphaTrades.push(msg);
      if (this.alphaTrades.length > 1000) this.alphaTrades.splice(0, 500);
      this.emit({ venue: 'alpha', channel: 'trade', ticker, msg });
      return OK;
    }
    return { ok: false, error: `unsupported type ${String(type)}` };
  }

  /** Applies a beta market-channel message (exactly as sent) and forwards it to the assets' subscribers. */
  applyBeta(message: Rec): ApplyResult {
    const type = message['event_type'];
    if (type === 'price_change') {
      const changes = message['price_changes'];
      if (!Array.isArray(changes)) return { ok: false, error: 'price_changes missing' };
      const assets: string[] = [];
      for (const c of changes as Rec[]) {
        const tok = this.betaTokens.get(String(c['asset_id']));
        if (!tok) return { ok: false, error: `unknown asset ${String(c['asset_id'])}` };
        const p = parseScaled(String(c['price']), 4);
        const s = parseScaled(String(c['size']), 2);
        if (p <= 0 || p >= 10_000 || s < 0) return { ok: false, error: 'bad price or size' };
        (c['side'] === 'BUY' ? tok.book.bids : tok.book.asks).set(p, s, TOKEN_FMT, String(c['price']), String(c['size']));
        if (!assets.includes(String(c['asset_id']))) assets.push(String(c['asset_id']));
      }
      this.emit({ venue: 'beta', assets, message });
      return OK;
    }
    const asset = String(message['asset_id']);
    const tok = this.betaTokens.get(asset);
    if (!tok) return { ok: false, error: `unknown asset ${asset}` };
    if (type === 'book') {
      tok.book = tokenBookState({ bids: message['bids'] as PriceSize[], asks: message['asks'] as PriceSize[] }, tok.book.bids.desc, tok.book.asks.desc);
    } else if (type === 'last_trade_price') {
      tok.book.lastTrade = String(message['price']);
      this.betaTrades.push(message);
      if (this.betaTrades.length > 1000) this.betaTrades.splice(0, 500);
    } else if (type === 'tick_size_change') {
      const m = this.beta.get(tok.conditionId);
      if (m) m.market['orderPriceMinTickSize'] = Number(message['new_tick_size']);
    } else return { ok: false, error: `unsupported event_type ${String(type)}` };
    this.emit({ venue: 'beta', assets: [asset], message });
    return OK;
  }

  /** Applies a gamma channel message (depth diff sizes are the new level totals) and forwards it. */
  applyGamma(message: Rec): ApplyResult {
    const type = String(message['msgType']);
    const marketId = Number(message['marketId']);
    const listing = this.gamma.get(marketId);
    if (!listing) return { ok: false, error: `unknown market ${marketId}` };
    const root = listing.root?.marketId;
    if (type === 'market.depth.diff') {
      const tok = this.gammaTokens.get(String(message['tokenId']));
      if (!tok || tok.marketId !== marketId) return { ok: false, error: `unknown token ${String(message['tokenId'])}` };
      const p = parseScaled(String(message['price']), 4);
      const s = parseScaled(String(message['size']), 2);
      if (p <= 0 || p >= 10_000 || s < 0) return { ok: false, error: 'bad price or size' };
      (message['side'] === 'bids' ? tok.book.bids : tok.book.asks).set(p, s, TOKEN_FMT, String(message['price']), String(message['size']));
    } else if (type === 'market.last.trade') {
      this.gammaTrades.push(message);
      if (this.gammaTrades.length > 1000) this.gammaTrades.splice(0, 500);
    } else if (type !== 'market.last.price') return { ok: false, error: `unsupported msgType ${type}` };
    this.emit(root !== undefined ? { venue: 'gamma', channel: type, marketId, rootMarketId: root, message } : { venue: 'gamma', channel: type, marketId, message });
    return OK;
  }

  /** Sets a beta_us book level (no stream: served over REST only). */
  setBetaUs(slug: string, bid: boolean, price: number, size: number): void {
    const b = this.betaUsBooks.get(slug);
    if (b) (bid ? b.bids : b.asks).set(price, size, TOKEN_FMT);
  }

  /** Every listing's book in the normalised form (alpha: YES ask at p = NO bid at 1 − p; beta/gamma: token asks). */
  books(): NormalisedBook[] {
    const out: NormalisedBook[] = [];
    const pairs = (ls: IntLevel[]): [number, number][] => ls.sort((a, b) => a.price - b.price).map((l) => [l.price, l.size]);
    for (const [ticker, l] of this.alpha) {
      out.push({ venue: 'alpha', venue_market_id: ticker, yes_asks: pairs(mirrorBids(l.no.ascending())), no_asks: pairs(mirrorBids(l.yes.ascending())) });
    }
    for (const [cid, l] of this.beta) {
      const y = this.betaTokens.get(l.tokens[0])!.book;
      const n = this.betaTokens.get(l.tokens[1])!.book;
      out.push({ venue: 'beta', venue_market_id: cid, yes_asks: pairs(y.asks.ascending()), no_asks: pairs(n.asks.ascending()) });
    }
    for (const [slug, b] of this.betaUsBooks) {
      out.push({ venue: 'beta_us', venue_market_id: slug, yes_asks: pairs(b.asks.ascending()), no_asks: pairs(mirrorBids(b.bids.ascending())) });
    }
    for (const [id, l] of this.gamma) {
      const m = l.market;
      if (m.marketType !== 0 || !m.yesTokenId || !m.noTokenId) continue;
      const y = this.gammaTokens.get(m.yesTokenId)!.book;
      const n = this.gammaTokens.get(m.noTokenId)!.book;
      out.push({ venue: 'gamma', venue_market_id: String(id), yes_asks: pairs(y.asks.ascending()), no_asks: pairs(n.asks.ascending()) });
    }
    return out;
  }
}
