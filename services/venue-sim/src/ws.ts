// WebSocket streams of alpha (/trade-api/ws/v2), beta (market channel) and gamma, with fault injection.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from '@ref/telemetry';
import type { Rec } from './scenario.ts';
import type { StreamVenue, VenueEvent, VenueState } from './state.ts';

export interface StreamOptions {
  /** alpha ping interval (the venue pings every 10 s). */
  alphaPingMs: number;
  /** beta: most assets one connection may carry (500 on the venue). */
  betaMaxAssets: number;
  /** gamma: a connection with no client message (HEARTBEAT) for this long is closed. */
  gammaIdleMs: number;
  /** gamma: required `apikey` query value; any non-empty key when undefined. */
  gammaApiKey?: string;
  /** the venues' clock for message timestamps (default Date.now; simulated in fast-forward mode) */
  now?: () => number;
}

interface AlphaSub { sid: number; channel: 'orderbook_delta' | 'trade'; tickers: Set<string> | null; seq: number; skip: number }
interface Conn {
  venue: StreamVenue;
  ws: WebSocket;
  queue: string[];
  alphaSubs: Map<number, AlphaSub>;
  nextSid: number;
  betaAssets: Set<string>;
  betaStarted: boolean;
  gammaSubs: Set<string>;
  lastClientMs: number;
}

export type MalformedKind = 'json' | 'schema' | 'unknown';
const ALPHA_CHANNELS = new Set(['orderbook_delta', 'trade']);
const GAMMA_CHANNELS = new Set(['market.depth.diff', 'market.last.price', 'market.last.trade']);

/** The three stream servers on one HTTP server (upgrade routing by path), plus the fault switches. */
export class StreamHub {
  private readonly conns = new Set<Conn>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 1 << 20 });
  private readonly stallUntil: Record<StreamVenue, number> = { alpha: 0, beta: 0, gamma: 0 };
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly pingTimer: NodeJS.Timeout;
  private readonly idleTimer: NodeJS.Timeout;
  readonly sent: Record<StreamVenue, number> = { alpha: 0, beta: 0, gamma: 0 };
  /** Called once per connection subscription request that names at least one listing. */
  onSubscribe: (venue: StreamVenue) => void = () => {};
  private readonly state: VenueState;
  private readonly opts: StreamOptions;
  private readonly log: Logger;

  constructor(state: VenueState, opts: StreamOptions, log: Logger) {
    this.state = state;
    this.opts = opts;
    this.log = log;
    state.onEvent((e) => this.route(e));
    this.pingTimer = setInterval(() => {
      for (const c of this.conns) if (c.venue === 'alpha' && !this.stalled('alpha')) c.ws.ping('heartbeat');
    }, opts.alphaPingMs);
    this.idleTimer = setInterval(() => {
      const now = Date.now();
      for (const c of this.conns) if (c.venue === 'gamma' && now - c.lastClientMs > opts.gammaIdleMs) c.ws.close(4000, 'heartbeat timeout');
    }, Math.max(50, Math.min(opts.gammaIdleMs / 4, 5000)));
    this.pingTimer.unref();
    this.idleTimer.unref();
  }

  /** Routes an HTTP upgrade; false when the path is not a stream of any venue. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? '/', 'http://sim');
    let venue: StreamVenue;
    if (url.pathname === '/alpha/trade-api/ws/v2') venue = 'alpha';
    else if (url.pathname === '/beta/ws/market') venue = 'beta';
    else if (url.pathname === '/gamma/ws') {
      const key = url.searchParams.get('apikey');
      if (!key || (this.opts.gammaApiKey !== undefined && key !== this.opts.gammaApiKey)) {
        socket.end('HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\nconnection: close\r\n\r\n{"code":401,"msg":"invalid apikey","result":null}');
        return true;
      }
      venue = 'gamma';
    } else return false;
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(venue, ws));
    return true;
  }

  private accept(venue: StreamVenue, ws: WebSocket): void {
    const c: Conn = { venue, ws, queue: [], alphaSubs: new Map(), nextSid: 1, betaAssets: new Set(), betaStarted: false, gammaSubs: new Set(), lastClientMs: Date.now() };
    this.conns.add(c);
    ws.on('close', () => this.conns.delete(c));
    ws.on('error', (err) => this.log.debug({ venue, err }, 'ws client error'));
    ws.on('message', (data, isBinary) => {
      c.lastClientMs = Date.now();
      const text = isBinary ? '' : data.toString();
      try {
        if (venue === 'alpha') this.onAlpha(c, text);
        else if (venue === 'beta') this.onBeta(c, text);
        else this.onGamma(c, text);
      } catch (err) {
        this.log.warn({ venue, err }, 'ws client message failed');
      }
    });
  }

  private stalled(v: StreamVenue): boolean {
    return this.stallUntil[v] > Date.now();
  }
  private send(c: Conn, text: string): void {
    if (this.stalled(c.venue)) {
      c.queue.push(text);
      return;
    }
    if (c.ws.readyState !== c.ws.OPEN) return;
    // Messages held by an ended stall go first, whichever of them or the flush timer comes first.
    if (c.queue.length > 0) for (const held of c.queue.splice(0)) this.write(c, held);
    this.write(c, text);
  }
  private write(c: Conn, text: string): void {
    c.ws.send(text);
    this.sent[c.venue]++;
  }
  private sendJson(c: Conn, body: unknown): void {
    this.send(c, JSON.stringify(body));
  }

  // ------------------------------------------------------------ alpha
  private alphaError(c: Conn, id: unknown, code: number, msg: string): void {
    this.sendJson(c, { id: typeof id === 'number' ? id : 0, type: 'error', msg: { code, msg } });
  }
  private alphaEnvelope(c: Conn, s: AlphaSub, type: string, msg: unknown): void {
    s.seq += 1 + s.skip;
    s.skip = 0;
    this.sendJson(c, { type, sid: s.sid, seq: s.seq, msg });
  }
  private alphaSnapshot(c: Conn, s: AlphaSub, ticker: string): void {
    const l = this.state.alpha.get(ticker);
    if (!l) return;
    this.alphaEnvelope(c, s, 'orderbook_snapshot', { market_ticker: ticker, market_id: l.marketId, yes_dollars_fp: l.yes.pairs(), no_dollars_fp: l.no.pairs() });
  }
  private onAlpha(c: Conn, text: string): void {
    let m: Rec;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      m = parsed as Rec;
    } catch {
      return this.alphaError(c, 0, 1, 'Unable to process message');
    }
    const id = m['id'];
    const params = m['params'] as Rec | undefined;
    const cmd = m['cmd'];
    if (cmd !== 'subscribe' && cmd !== 'unsubscribe' && cmd !== 'update_subscription') return this.alphaError(c, id, 5, 'Unknown command');
    if (typeof params !== 'object' || params === null) return this.alphaError(c, id, 2, 'Params required');
    const tickersOf = (): string[] | null | string => {
      const list = params['market_tickers'] ?? (typeof params['market_ticker'] === 'string' ? [params['market_ticker']] : undefined);
      if (list === undefined) return null;
      if (!Array.isArray(list) || !list.every((t) => typeof t === 'string')) return 'market_tickers must be an array of strings';
      return list as string[];
    };
    if (cmd === 'subscribe') {
      const channels = params['channels'];
      if (!Array.isArray(channels) || channels.length === 0) return this.alphaError(c, id, 3, 'Channels required');
      for (const ch of channels) if (typeof ch !== 'string' || !ALPHA_CHANNELS.has(ch)) return this.alphaError(c, id, 8, 'Unknown channel name');
      const tickers = tickersOf();
      if (typeof tickers === 'string') return this.alphaError(c, id, 11, tickers);
      for (const ch of channels as ('orderbook_delta' | 'trade')[]) {
        if (ch === 'orderbook_delta' && (tickers === null || tickers.length === 0)) {
          this.alphaError(c, id, 11, 'market_tickers required for orderbook_delta');
          continue;
        }
        const s: AlphaSub = { sid: c.nextSid++, channel: ch, tickers: tickers ? new Set(tickers) : null, seq: 0, skip: 0 };
        c.alphaSubs.set(s.sid, s);
        this.sendJson(c, { id: typeof id === 'number' ? id : 0, type: 'subscribed', msg: { channel: ch, sid: s.sid } });
        if (ch === 'orderbook_delta') for (const t of tickers!) this.alphaSnapshot(c, s, t);
      }
      this.onSubscribe('alpha');
      return;
    }
    const sids = params['sids'];
    if (!Array.isArray(sids) || sids.length === 0 || !sids.every((s) => typeof s === 'number')) return this.alphaError(c, id, 4, 'Subscription IDs required');
    if (cmd === 'unsubscribe') {
      for (const sid of sids as number[]) {
        if (!c.alphaSubs.delete(sid)) this.alphaError(c, id, 7, 'Unknown subscription ID');
        else this.sendJson(c, { id: typeof id === 'number' ? id : 0, sid, type: 'unsubscribed' });
      }
      return;
    }
    if (sids.length !== 1) return this.alphaError(c, id, 12, 'Exactly one subscription ID is required');
    const s = c.alphaSubs.get(sids[0] as number);
    if (!s) return this.alphaError(c, id, 7, 'Unknown subscription ID');
    const action = params['action'];
    if (action !== 'add_markets' && action !== 'delete_markets') return this.alphaError(c, id, 13, 'Unsupported action');
    const tickers = tickersOf();
    if (tickers === null || typeof tickers === 'string') return this.alphaError(c, id, 11, 'market_tickers required');
    if (s.tickers === null) return this.alphaError(c, id, 13, 'Unsupported action');
    const added: string[] = [];
    for (const t of tickers) {
      if (action === 'add_markets' && !s.tickers.has(t)) {
        s.tickers.add(t);
        added.push(t);
      } else if (action === 'delete_markets') s.tickers.delete(t);
    }
    this.sendJson(c, { id: typeof id === 'number' ? id : 0, sid: s.sid, seq: s.seq, type: 'ok', msg: { market_tickers: [...s.tickers] } });
    if (s.channel === 'orderbook_delta') for (const t of added) this.alphaSnapshot(c, s, t);
  }

  // ------------------------------------------------------------ beta
  private onBeta(c: Conn, text: string): void {
    if (text === 'PING') return this.send(c, 'PONG');
    let m: Rec;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      m = parsed as Rec;
    } catch {
      return this.send(c, 'INVALID OPERATION');
    }
    const assets = m['assets_ids'];
    if (!Array.isArray(assets) || !assets.every((a) => typeof a === 'string')) return this.send(c, 'INVALID OPERATION');
    const op = typeof m['type'] === 'string' && m['type'].toLowerCase() === 'market' ? 'subscribe' : m['operation'];
    if (op === 'unsubscribe') {
      for (const a of assets as string[]) c.betaAssets.delete(a);
      return;
    }
    if (op !== 'subscribe') return this.send(c, 'INVALID OPERATION');
    const fresh = (assets as string[]).filter((a) => !c.betaAssets.has(a));
    const total = c.betaAssets.size + new Set(fresh).size;
    if (total > this.opts.betaMaxAssets) {
      this.sendJson(c, { event_type: 'error', message: `too many assets: ${total} exceeds ${this.opts.betaMaxAssets} per connection` });
      c.ws.close(1008, 'too many assets');
      return;
    }
    for (const a of fresh) c.betaAssets.add(a);
    const now = this.opts.now ? this.opts.now() : Date.now();
    const books: Rec[] = [];
    for (const a of fresh) {
      const tok = this.state.betaTokens.get(a);
      if (!tok) continue;
      const bids = tok.book.bids.objects();
      const asks = tok.book.asks.objects();
      books.push({ event_type: 'book', asset_id: a, market: tok.conditionId, bids, asks, timestamp: String(now), hash: bookHashOf(a, now) });
    }
    if (books.length > 0) this.sendJson(c, books);
    if (fresh.length > 0) this.onSubscribe('beta');
  }

  // ------------------------------------------------------------ gamma
  private onGamma(c: Conn, text: string): void {
    let m: Rec;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      m = parsed as Rec;
    } catch {
      return this.sendJson(c, { code: 400, msg: 'invalid message' });
    }
    const action = m['action'];
    if (action === 'HEARTBEAT') return;
    if (action !== 'SUBSCRIBE' && action !== 'UNSUBSCRIBE') return this.sendJson(c, { code: 400, msg: 'unknown action' });
    const channel = m['channel'];
    if (typeof channel !== 'string' || !GAMMA_CHANNELS.has(channel)) return this.sendJson(c, { code: 400, msg: 'unknown channel' });
    const key =
      typeof m['marketId'] === 'number' ? `${channel}|m:${m['marketId']}` : typeof m['rootMarketId'] === 'number' ? `${channel}|r:${m['rootMarketId']}` : undefined;
    if (!key) return this.sendJson(c, { code: 400, msg: 'marketId or rootMarketId required' });
    if (action === 'UNSUBSCRIBE') c.gammaSubs.delete(key);
    else {
      c.gammaSubs.add(key);
      this.onSubscribe('gamma');
    }
  }

  // ------------------------------------------------------------ routing of venue events
  private route(e: VenueEvent): void {
    if (e.venue === 'alpha') {
      for (const c of this.conns) {
        if (c.venue !== 'alpha') continue;
        for (const s of c.alphaSubs.values()) if (s.channel === e.channel && (s.tickers === null || s.tickers.has(e.ticker))) this.alphaEnvelope(c, s, e.channel, e.msg);
      }
    } else if (e.venue === 'beta') {
      let text: string | undefined;
      for (const c of this.conns) {
        if (c.venue !== 'beta' || !e.assets.some((a) => c.betaAssets.has(a))) continue;
        text ??= JSON.stringify(e.message);
        this.send(c, text);
      }
    } else {
      const k1 = `${e.channel}|m:${e.marketId}`;
      const k2 = e.rootMarketId !== undefined ? `${e.channel}|r:${e.rootMarketId}` : '';
      let text: string | undefined;
      for (const c of this.conns) {
        if (c.venue !== 'gamma' || !(c.gammaSubs.has(k1) || (k2 !== '' && c.gammaSubs.has(k2)))) continue;
        text ??= JSON.stringify(e.message);
        this.send(c, text);
      }
    }
  }

  // ------------------------------------------------------------ faults
  /** Drops every connection of `venue` abruptly (no close handshake). Returns how many. */
  drop(venue: StreamVenue): number {
    let n = 0;
    for (const c of this.conns) {
      if (c.venue !== venue) continue;
      c.ws.terminate();
      this.conns.delete(c);
      n++;
    }
    this.log.info({ venue, connections: n }, 'fault drop');
    return n;
  }

  /** alpha: the next message of every live subscription skips one seq. Returns how many subscriptions. */
  gap(): number {
    let n = 0;
    for (const c of this.conns) for (const s of c.alphaSubs.values()) if (c.venue === 'alpha') {
      s.skip = 1;
      n++;
    }
    this.log.info({ venue: 'alpha', subscriptions: n }, 'fault gap');
    return n;
  }

  /** Sends one malformed message to every connection of `venue`: broken JSON, wrong field types, or an unknown kind. */
  malformed(venue: StreamVenue, kind: MalformedKind): number {
    let n = 0;
    for (const c of this.conns) {
      if (c.venue !== venue) continue;
      n++;
      if (kind === 'json') {
        this.send(c, venue === 'alpha' ? '{"type":"orderbook_delta","sid":1,"seq":' : venue === 'beta' ? '[{"event_type":"book","asset_id":' : '{"msgType":"market.depth.diff",');
        continue;
      }
      if (venue === 'alpha') {
        const s = [...c.alphaSubs.values()].find((x) => x.channel === 'orderbook_delta' && x.tickers && x.tickers.size > 0);
        if (!s) {
          this.sendJson(c, { type: kind === 'unknown' ? 'mystery_channel' : 'orderbook_delta', sid: 999, seq: 1, msg: { market_ticker: 42 } });
          continue;
        }
        const t = [...s.tickers!][0]!;
        if (kind === 'unknown') this.alphaEnvelope(c, s, 'mystery_update', { market_ticker: t, what: 'unknown' });
        else this.alphaEnvelope(c, s, 'orderbook_delta', { market_ticker: t, market_id: 7, side: 'maybe', price_dollars: 1.5, delta_fp: 'abc', ts: 'never' });
      } else if (venue === 'beta') {
        const a = [...c.betaAssets][0] ?? '0';
        const market = this.state.betaTokens.get(a)?.conditionId ?? '0x';
        if (kind === 'unknown') this.sendJson(c, { event_type: 'mystery_event', asset_id: a, market });
        else this.sendJson(c, { event_type: 'price_change', market, timestamp: 'soon', price_changes: [{ asset_id: a, price: '1.70', size: '-3', side: 'HOLD' }] });
      } else {
        const k = [...c.gammaSubs][0] ?? 'market.depth.diff|m:0';
        const marketId = Number(k.split(':')[1]);
        if (kind === 'unknown') this.sendJson(c, { msgType: 'market.mystery', marketId });
        else this.sendJson(c, { msgType: 'market.depth.diff', marketId, tokenId: 12, outcomeSide: 3, side: 'middle', price: 'abc', size: null });
      }
    }
    this.log.info({ venue, kind, connections: n }, 'fault malformed');
    return n;
  }

  /** Stops sending anything (pings too) on `venue` for `ms`, without closing; queued messages follow afterwards in order. */
  stall(venue: StreamVenue, ms: number): void {
    this.stallUntil[venue] = Math.max(this.stallUntil[venue], Date.now() + ms);
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (this.stalled(venue)) return;
      for (const c of this.conns) {
        if (c.venue !== venue) continue;
        const q = c.queue.splice(0);
        for (const text of q) this.send(c, text);
      }
    }, ms + 1);
    this.timers.add(t);
    this.log.info({ venue, ms }, 'fault stall');
  }

  /** Bytes queued in the sockets' send buffers (not yet taken by the clients), over every connection. */
  bufferedBytes(): number {
    let n = 0;
    for (const c of this.conns) n += c.ws.bufferedAmount;
    return n;
  }

  connections(): Record<StreamVenue, number> {
    const out: Record<StreamVenue, number> = { alpha: 0, beta: 0, gamma: 0 };
    for (const c of this.conns) out[c.venue]++;
    return out;
  }

  close(): void {
    clearInterval(this.pingTimer);
    clearInterval(this.idleTimer);
    for (const t of this.timers) clearTimeout(t);
    for (const c of this.conns) c.ws.terminate();
    this.conns.clear();
    this.wss.close();
  }
}

function bookHashOf(asset: string, now: number): string {
  let h = 0x811c9dc5;
  const s = `${asset}:${now}`;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return `0x${h.toString(16).padStart(8, '0').repeat(5)}`;
}
