// The WebSocket endpoint /ws: auth first, subscribe/unsubscribe, per-plan limits, back-pressure (slow clients are closed).
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket, type RawData } from 'ws';
import type { Logger } from '@ref/telemetry';
import { Counter, Gauge, type Registry } from '@ref/telemetry';
import type { Accounts } from '../accounts.ts';
import { allows, type PlanTable, type Principal } from '../plans.ts';
import type { ChannelHub, Frame, Subscriber } from './hub.ts';

/** Close codes of the protocol. */
export const CLOSE = Object.freeze({
  GOING_AWAY: 1001,
  TOO_BIG: 1009,
  UNAUTHORIZED: 4001,
  PROTOCOL: 4002,
  CONNECTION_LIMIT: 4008,
  SLOW_CONSUMER: 4009,
});

export interface WsOptions {
  hub: ChannelHub;
  accounts: Accounts;
  plans: PlanTable;
  log: Logger;
  registry: Registry;
  now(): number;
  /** path of the endpoint, default /ws */
  path?: string;
  /** largest client frame accepted, bytes (default 16 KiB) */
  maxFrameBytes?: number;
  /** a client whose unsent bytes stay above this for `slowGraceMs` is closed with 4009 (default 1 MiB) */
  maxBufferedBytes?: number;
  /** how long a client may stay above `maxBufferedBytes` (default 1 s): bursts pass, slow readers do not */
  slowGraceMs?: number;
  /** a client above this many unsent bytes is closed at once (default 16 x maxBufferedBytes) */
  hardMaxBufferedBytes?: number;
  /** time to send `auth` after connecting (default 10 s) */
  authTimeoutMs?: number;
  /** protocol errors tolerated before closing with 4002 (default 10) */
  maxProtocolErrors?: number;
}

class Connection implements Subscriber {
  readonly socket: WebSocket;
  /**
   * The TCP socket under `socket`. Channel frames arrive already framed (`Frame.wire`: one unmasked text frame built
   * once per message), so they are written here directly: one write of shared bytes per client, no per-client header,
   * options object or cork/writev. Safe because the server never compresses (perMessageDeflate: false) and never
   * sends blobs, so ws's sender never queues: its own frames (control, replies) and ours go out whole, in call order.
   */
  readonly raw: Socket | null;
  principal: Principal | null = null;
  readonly channels = new Set<string>();
  errors = 0;
  closed = false;
  authTimer: NodeJS.Timeout | null = null;
  authPending = false;
  /** performance.now() when the unsent bytes first went above the limit; 0 when below */
  overSince = 0;
  readonly server: WsServer;

  constructor(socket: WebSocket, server: WsServer) {
    this.socket = socket;
    this.server = server;
    const raw = (socket as unknown as { _socket?: Socket })._socket;
    this.raw = raw !== undefined && typeof raw.write === 'function' ? raw : null;
  }

  deliver(frame: Frame, channel: string): void {
    if (this.closed) return;
    const raw = this.raw;
    if (raw === null) {
      if (this.socket.readyState === 1) this.socket.send(frame.payload, { binary: false });
      return;
    }
    // bufferedAmount of ws = the socket's unsent bytes (+ ws's own queue, always empty here)
    const buffered = raw.writableLength;
    if (buffered > this.server.maxBufferedBytes) {
      const t = performance.now();
      if (this.overSince === 0) this.overSince = t;
      if (buffered > this.server.hardMaxBufferedBytes || t - this.overSince > this.server.slowGraceMs) {
        this.server.dropSlow(this, channel);
        return;
      }
    } else if (this.overSince !== 0) this.overSince = 0;
    // Written at once, not corked until the end of the turn: measured, batching per turn raised the median lag
    // (2.7 vs 0.8 ms) and cost more CPU per frame at one frame per client per turn (bench-results/gateway.json).
    if (this.socket.readyState === 1 && raw.writable) raw.write(frame.wire);
  }

  send(msg: unknown): void {
    if (!this.closed) this.socket.send(JSON.stringify(msg));
  }
}

/** Owns the ws server and the connections; registers itself on the HTTP server's `upgrade`. */
export class WsServer {
  readonly maxBufferedBytes: number;
  readonly hardMaxBufferedBytes: number;
  readonly slowGraceMs: number;
  private readonly opts: WsOptions;
  private readonly wss: WebSocketServer;
  private readonly path: string;
  private readonly maxFrameBytes: number;
  private readonly authTimeoutMs: number;
  private readonly maxProtocolErrors: number;
  private readonly conns = new Set<Connection>();
  private readonly perAccount = new Map<string, number>();
  private readonly mClients: Gauge;
  private readonly mDropped: Counter;
  private readonly mErrors: Counter;
  private server: Server | null = null;
  private readonly onUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

  constructor(opts: WsOptions) {
    this.opts = opts;
    this.path = opts.path ?? '/ws';
    this.maxFrameBytes = opts.maxFrameBytes ?? 16 * 1024;
    this.maxBufferedBytes = opts.maxBufferedBytes ?? 1024 * 1024;
    this.hardMaxBufferedBytes = opts.hardMaxBufferedBytes ?? 16 * this.maxBufferedBytes;
    this.slowGraceMs = opts.slowGraceMs ?? 1000;
    this.authTimeoutMs = opts.authTimeoutMs ?? 10_000;
    this.maxProtocolErrors = opts.maxProtocolErrors ?? 10;
    // ws refuses (1009) frames beyond 4x our limit outright; between the two we answer with an error first.
    this.wss = new WebSocketServer({ noServer: true, maxPayload: this.maxFrameBytes * 4, perMessageDeflate: false });
    this.mClients = new Gauge({ name: 'ref_gateway_ws_clients', help: 'open WebSocket connections', registers: [opts.registry] });
    this.mDropped = new Counter({
      name: 'ref_gateway_ws_dropped_clients_total',
      help: 'WebSocket clients closed by the server',
      labelNames: ['reason'],
      registers: [opts.registry],
    });
    this.mErrors = new Counter({
      name: 'ref_gateway_ws_protocol_errors_total',
      help: 'client protocol errors on the WebSocket',
      labelNames: ['code'],
      registers: [opts.registry],
    });
    new Counter({
      name: 'ref_gateway_ws_frames_delivered_total',
      help: 'channel frames handed to WebSocket clients',
      registers: [opts.registry],
      collect() {
        this.reset();
        this.inc(opts.hub.delivered);
      },
    });
    this.onUpgrade = (req, socket, head) => {
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      if ((q < 0 ? url : url.slice(0, q)) !== this.path) {
        socket.end('HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"detail":"Not Found"}');
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws));
    };
  }

  attach(server: Server): void {
    this.server = server;
    server.on('upgrade', this.onUpgrade);
  }

  get connections(): number {
    return this.conns.size;
  }

  private accept(socket: WebSocket): void {
    const c = new Connection(socket, this);
    this.conns.add(c);
    this.mClients.inc();
    c.authTimer = setTimeout(() => {
      if (c.principal === null) this.fail(c, 'auth_timeout', 'send {"action":"auth","api_key":"..."} first', CLOSE.UNAUTHORIZED);
    }, this.authTimeoutMs);
    c.authTimer.unref();
    socket.on('message', (data, isBinary) => {
      this.onMessage(c, data, isBinary).catch((err: unknown) => {
        this.opts.log.error({ err }, 'ws message failed');
        this.fail(c, 'internal', 'internal error', 1011);
      });
    });
    socket.on('close', () => this.cleanup(c));
    socket.on('error', (err) => {
      this.opts.log.debug({ err }, 'ws socket error');
      this.cleanup(c);
    });
  }

  private cleanup(c: Connection): void {
    if (!this.conns.delete(c)) return;
    c.closed = true;
    if (c.authTimer) clearTimeout(c.authTimer);
    for (const ch of c.channels) this.opts.hub.unsubscribe(ch, c, c.principal?.accountId);
    c.channels.clear();
    if (c.principal) {
      const n = (this.perAccount.get(c.principal.accountId) ?? 1) - 1;
      if (n <= 0) this.perAccount.delete(c.principal.accountId);
      else this.perAccount.set(c.principal.accountId, n);
    }
    this.mClients.dec();
  }

  /** Error message, then close with `code`. */
  private fail(c: Connection, code: string, detail: string, closeCode: number): void {
    if (c.closed) return;
    this.mErrors.inc({ code });
    c.send({ type: 'error', code, detail });
    this.mDropped.inc({ reason: code });
    c.socket.close(closeCode, code);
    this.cleanup(c);
  }

  /** A protocol mistake: error message; after too many, close with 4002. */
  private complain(c: Connection, code: string, detail: string, extra: Record<string, unknown> = {}): void {
    c.errors += 1;
    if (c.errors > this.maxProtocolErrors) {
      this.fail(c, 'too_many_errors', `closed after ${this.maxProtocolErrors} protocol errors`, CLOSE.PROTOCOL);
      return;
    }
    this.mErrors.inc({ code });
    c.send({ type: 'error', code, detail, ...extra });
  }

  /** Called by a connection whose unsent bytes exceed the limit. Never blocks the publisher. */
  dropSlow(c: Connection, channel: string): void {
    if (c.closed) return;
    this.opts.log.info({ account: c.principal?.accountId, channel, buffered: c.socket.bufferedAmount }, 'ws slow consumer closed');
    this.mDropped.inc({ reason: 'slow_consumer' });
    c.closed = true;
    for (const ch of c.channels) this.opts.hub.unsubscribe(ch, c, c.principal?.accountId);
    c.socket.close(CLOSE.SLOW_CONSUMER, 'slow_consumer');
    // The close frame waits behind the backlog; a client that never reads is cut off.
    setTimeout(() => c.socket.terminate(), 5_000).unref();
    this.cleanup(c);
  }

  private async onMessage(c: Connection, data: RawData, isBinary: boolean): Promise<void> {
    if (c.closed) return;
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data instanceof ArrayBuffer ? data.byteLength : data.length;
    if (size > this.maxFrameBytes) {
      this.fail(c, 'frame_too_large', `frames are limited to ${this.maxFrameBytes} bytes`, CLOSE.TOO_BIG);
      return;
    }
    if (isBinary) {
      this.complain(c, 'bad_frame', 'send JSON text frames');
      return;
    }
    let msg: unknown;
    try {
      msg = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString('utf8'));
    } catch {
      if (c.principal === null) this.fail(c, 'bad_json', 'message is not valid JSON', CLOSE.UNAUTHORIZED);
      else this.complain(c, 'bad_json', 'message is not valid JSON');
      return;
    }
    if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) {
      this.complain(c, 'bad_message', 'a message is a JSON object with an "action"');
      return;
    }
    const m = msg as Record<string, unknown>;
    const action = m['action'];
    if (c.principal === null) {
      if (action !== 'auth') {
        this.fail(c, 'unauthenticated', 'send {"action":"auth","api_key":"..."} first', CLOSE.UNAUTHORIZED);
        return;
      }
      if (c.authPending) return;
      await this.auth(c, m['api_key']);
      return;
    }
    switch (action) {
      case 'auth':
        this.complain(c, 'already_authenticated', 'this connection is already authenticated');
        return;
      case 'subscribe':
        this.subscribe(c, m['channels']);
        return;
      case 'unsubscribe':
        this.unsubscribe(c, m['channels']);
        return;
      case 'ping':
        c.send({ type: 'pong' });
        return;
      default:
        this.complain(c, 'unknown_action', `unknown action ${JSON.stringify(typeof action === 'string' ? action.slice(0, 64) : action ?? null)}; use auth, subscribe, unsubscribe or ping`);
    }
  }

  private async auth(c: Connection, key: unknown): Promise<void> {
    if (typeof key !== 'string' || key.length === 0 || key.length > 512) {
      this.fail(c, 'invalid_api_key', 'api_key is missing or invalid', CLOSE.UNAUTHORIZED);
      return;
    }
    c.authPending = true;
    const p = await this.opts.accounts.authenticate(key, this.opts.now());
    c.authPending = false;
    if (c.closed) return;
    if (p === null) {
      this.fail(c, 'invalid_api_key', 'api_key is missing or invalid', CLOSE.UNAUTHORIZED);
      return;
    }
    const limits = this.opts.plans[p.plan];
    const open = this.perAccount.get(p.accountId) ?? 0;
    if (open >= limits.wsConnections) {
      this.fail(c, 'connection_limit', `the ${p.plan} plan allows ${limits.wsConnections} WebSocket connections`, CLOSE.CONNECTION_LIMIT);
      return;
    }
    this.perAccount.set(p.accountId, open + 1);
    c.principal = p;
    if (c.authTimer) clearTimeout(c.authTimer);
    c.send({
      type: 'auth_ok',
      plan: p.plan,
      reference: p.reference,
      limits: { connections: limits.wsConnections, subscriptions: limits.wsSubscriptions, max_frame_bytes: this.maxFrameBytes },
      channels: this.opts.hub.listFamilies().map((f) => ({ prefix: f.prefix, access: f.access, allowed: allows(p, f.access) })),
    });
  }

  private channelList(c: Connection, raw: unknown): string[] | null {
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > 1000 || !raw.every((x) => typeof x === 'string' && x.length > 0 && x.length <= 256)) {
      this.complain(c, 'bad_message', '"channels" must be a non-empty array of channel names');
      return null;
    }
    return raw as string[];
  }

  private subscribe(c: Connection, raw: unknown): void {
    const p = c.principal;
    const list = this.channelList(c, raw);
    if (p === null || list === null) return;
    const limit = this.opts.plans[p.plan].wsSubscriptions;
    const ok: string[] = [];
    const snapshots: Frame[] = [];
    for (const ch of list) {
      if (c.channels.has(ch)) continue;
      const fam = this.opts.hub.familyOf(ch);
      if (fam === undefined || !fam.exists(ch)) {
        this.complain(c, 'unknown_channel', `unknown channel ${JSON.stringify(ch)}`, { channel: ch });
        continue;
      }
      if (!allows(p, fam.access)) {
        this.complain(c, 'forbidden', `channel ${ch} needs the ${fam.access} plan`, { channel: ch });
        continue;
      }
      if (c.channels.size >= limit) {
        this.complain(c, 'subscription_limit', `the ${p.plan} plan allows ${limit} subscriptions per connection`, { channel: ch });
        continue;
      }
      c.channels.add(ch);
      ok.push(ch);
      snapshots.push(this.opts.hub.subscribe(ch, c, p.accountId));
    }
    if (c.closed) return;
    if (ok.length > 0) c.send({ type: 'subscribed', channels: ok });
    for (const s of snapshots) c.deliver(s, 'snapshot');
  }

  private unsubscribe(c: Connection, raw: unknown): void {
    const list = this.channelList(c, raw);
    if (list === null) return;
    const done: string[] = [];
    for (const ch of list) {
      if (!c.channels.delete(ch)) continue;
      this.opts.hub.unsubscribe(ch, c, c.principal?.accountId);
      done.push(ch);
    }
    c.send({ type: 'unsubscribed', channels: done });
  }

  async close(): Promise<void> {
    if (this.server) this.server.off('upgrade', this.onUpgrade);
    for (const c of [...this.conns]) {
      c.socket.close(CLOSE.GOING_AWAY, 'shutdown');
      this.cleanup(c);
    }
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
