// A WebSocket client that stays connected: reconnect with backoff and jitter, heartbeats, silence
// detection, and subscriptions replayed in order after every reconnect.
import WebSocket from 'ws';
import type { Logger } from '@ref/telemetry';
import { Backoff, type BackoffOptions } from './backoff.ts';

export interface WsClientOptions {
  /** URL, or a function giving it at each connect (e.g. to add a fresh auth query) */
  url: string | (() => string);
  log: Logger;
  headers?: Record<string, string>;
  backoff?: BackoffOptions;
  /** no message, ping or pong for this long → onStale, then the socket is dropped and reopened (0: off) */
  staleAfterMs?: number;
  /** application heartbeat sent every intervalMs while open (e.g. {"action":"HEARTBEAT"} or "PING") */
  heartbeat?: { intervalMs: number; message: string };
  /** WS-level ping frames sent every intervalMs while open (0: off; servers that ping us need none) */
  pingIntervalMs?: number;
  /** clock for `receivedMs` (default Date.now; the service's clock, simulated in a fast-forward backfill). Silence
   *  detection always uses the wall clock. */
  now?: () => number;
  /** a text message; `receivedMs` is the clock (`now`) at receipt */
  onMessage(data: string, receivedMs: number): void;
  /** after each successful (re)connect, before subscriptions are replayed */
  onOpen?(reconnect: boolean): void;
  /** the feed went silent for staleAfterMs */
  onStale?(): void;
  /** the socket closed (a reconnect follows unless stopped) */
  onClose?(code: number, reason: string): void;
}

type Payload = string | (() => string);

/** One managed connection. start() connects; stop() closes for good (idempotent). */
export class WsClient {
  private ws: WebSocket | null = null;
  private readonly options: WsClientOptions;
  private readonly backoff: Backoff;
  private readonly subs = new Map<string, Payload>();
  private stopped = false;
  private started = false;
  private opens = 0;
  private lastInboundMs = 0;
  private staleFired = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private tickTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private openWaiters: Array<() => void> = [];
  /** reconnects made after the first connection */
  reconnects = 0;
  /** messages received over the client's life */
  messages = 0;

  constructor(options: WsClientOptions) {
    this.options = options;
    this.backoff = new Backoff(options.backoff ?? {});
  }

  get connected(): boolean {
    return this.ws !== null && this.ws.readyState === WebSocket.OPEN;
  }

  /** Subscription keys currently held (replayed on reconnect). */
  get subscriptionKeys(): string[] {
    return [...this.subs.keys()];
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.connect();
    const staleAfter = this.options.staleAfterMs ?? 0;
    if (staleAfter > 0) {
      this.tickTimer = setInterval(() => this.checkSilence(), Math.max(10, Math.min(1000, Math.floor(staleAfter / 4))));
      this.tickTimer.unref();
    }
  }

  /** Resolves once the socket is open (immediately when it is). */
  whenOpen(): Promise<void> {
    if (this.connected) return Promise.resolve();
    return new Promise((resolve) => this.openWaiters.push(resolve));
  }

  /** Sends now if open; returns false when not connected (the caller's subscription replay covers it). */
  send(data: string): boolean {
    const ws = this.ws;
    if (ws === null || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(data);
    return true;
  }

  /** Records a subscription (sent now if open, and after every reconnect). A function payload is evaluated per send. */
  subscribe(key: string, payload: Payload): void {
    this.subs.set(key, payload);
    if (this.connected) this.send(typeof payload === 'string' ? payload : payload());
  }

  /** Forgets a subscription; `message` (e.g. an unsubscribe command) is sent if open. */
  unsubscribe(key: string, message?: string): void {
    this.subs.delete(key);
    if (message !== undefined) this.send(message);
  }

  /** Drops the socket and reconnects after the backoff delay (e.g. a protocol error). */
  reconnect(reason: string): void {
    if (this.stopped) return;
    this.options.log.warn({ reason }, 'ws reconnect requested');
    const ws = this.ws;
    if (ws !== null) ws.terminate();
    else this.scheduleReconnect();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const t of [this.reconnectTimer, this.tickTimer, this.heartbeatTimer, this.pingTimer]) if (t !== null) clearTimeout(t);
    this.reconnectTimer = this.tickTimer = this.heartbeatTimer = this.pingTimer = null;
    const ws = this.ws;
    this.ws = null;
    if (ws !== null && ws.readyState !== WebSocket.CLOSED) {
      await new Promise<void>((resolve) => {
        const done = setTimeout(() => {
          ws.terminate();
          resolve();
        }, 1000);
        ws.once('close', () => {
          clearTimeout(done);
          resolve();
        });
        if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
        else ws.close(1000, 'stop');
      });
    }
    for (const w of this.openWaiters.splice(0)) w();
  }

  private connect(): void {
    if (this.stopped) return;
    const url = typeof this.options.url === 'string' ? this.options.url : this.options.url();
    const ws = new WebSocket(url, { headers: this.options.headers, perMessageDeflate: false, handshakeTimeout: 10_000 });
    this.ws = ws;
    ws.on('open', () => {
      if (this.ws !== ws) return;
      const reconnect = this.opens > 0;
      this.opens++;
      this.lastInboundMs = Date.now();
      this.staleFired = false;
      this.options.log.info({ reconnect }, 'ws connected');
      this.startTimers();
      this.options.onOpen?.(reconnect);
      for (const p of this.subs.values()) ws.send(typeof p === 'string' ? p : p());
      for (const w of this.openWaiters.splice(0)) w();
    });
    ws.on('message', (data, isBinary) => {
      if (this.ws !== ws) return;
      this.lastInboundMs = Date.now();
      const now = this.options.now ? this.options.now() : this.lastInboundMs;
      this.messages++;
      if (this.staleFired) this.staleFired = false;
      if (this.messages === 1 || this.backoff.attempts > 0) this.backoff.reset();
      const text = isBinary ? Buffer.from(data as Buffer).toString('utf8') : (data as Buffer).toString();
      this.options.onMessage(text, now);
    });
    ws.on('ping', () => {
      this.lastInboundMs = Date.now();
    });
    ws.on('pong', () => {
      this.lastInboundMs = Date.now();
    });
    ws.on('error', (err) => {
      this.options.log.warn({ err: { message: err.message } }, 'ws error');
    });
    ws.on('close', (code, reason) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.stopTimers();
      this.options.onClose?.(code, reason.toString());
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer !== null) return;
    const delay = this.backoff.next();
    this.reconnects++;
    this.options.log.info({ delayMs: delay, attempt: this.backoff.attempts }, 'ws reconnect scheduled');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private startTimers(): void {
    this.stopTimers();
    const hb = this.options.heartbeat;
    if (hb && hb.intervalMs > 0) {
      this.heartbeatTimer = setInterval(() => this.send(hb.message), hb.intervalMs);
      this.heartbeatTimer.unref();
    }
    const pi = this.options.pingIntervalMs ?? 0;
    if (pi > 0) {
      this.pingTimer = setInterval(() => {
        const ws = this.ws;
        if (ws !== null && ws.readyState === WebSocket.OPEN) ws.ping();
      }, pi);
      this.pingTimer.unref();
    }
  }

  private stopTimers(): void {
    if (this.heartbeatTimer !== null) clearInterval(this.heartbeatTimer);
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.heartbeatTimer = this.pingTimer = null;
  }

  private checkSilence(): void {
    const staleAfter = this.options.staleAfterMs ?? 0;
    if (this.stopped || staleAfter <= 0 || this.ws === null || this.ws.readyState !== WebSocket.OPEN) return;
    if (!this.staleFired && Date.now() - this.lastInboundMs >= staleAfter) {
      this.staleFired = true;
      this.options.log.warn({ silentMs: Date.now() - this.lastInboundMs }, 'ws feed silent');
      this.options.onStale?.();
      this.ws.terminate();
    }
  }
}
