// Test helpers for venue-sim: a recording WS client, waitFor, doc-shape comparison and client-side book rebuilding.
/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk arbitrary venue JSON */
import WebSocket from 'ws';
import { createLogger, type Logger } from '@ref/telemetry';
import { mirrorBids, parsePrice, parseSignedSize, parseSize, type IntLevel } from '@ref/domain';

export const log: Logger = createLogger({ name: 'venue-sim-test', level: 'warn' });

export async function waitFor(cond: () => boolean, ms = 5000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A WS client that records every frame (raw text and parsed JSON when it parses) and close events. */
export class Client {
  readonly ws: WebSocket;
  readonly raw: string[] = [];
  readonly json: unknown[] = [];
  readonly at: number[] = [];
  pings = 0;
  closed: { code: number; reason: string } | undefined;
  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (d) => {
      const s = String(d);
      this.raw.push(s);
      this.at.push(Date.now());
      try {
        this.json.push(JSON.parse(s));
      } catch {
        this.json.push(undefined);
      }
    });
    this.ws.on('ping', () => this.pings++);
    this.ws.on('close', (code, reason) => (this.closed = { code, reason: String(reason) }));
    this.ws.on('error', () => undefined);
  }
  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }
  send(x: unknown): void {
    this.ws.send(typeof x === 'string' ? x : JSON.stringify(x));
  }
  close(): void {
    this.ws.terminate();
  }
}

/** The JSON shape of a value: object keys with the shapes of their values, arrays by their first element. */
export function shape(v: unknown): unknown {
  if (Array.isArray(v)) return v.length > 0 ? [shape(v[0])] : [];
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]).sort());
  return v === null ? 'null' : typeof v;
}

/** Rebuilds normalised books from an alpha stream (snapshots then deltas), checking seq continuity per sid. */
export class AlphaBooks {
  readonly books = new Map<string, { yes: Map<number, number>; no: Map<number, number> }>();
  readonly seq = new Map<number, number>();
  gaps = 0;
  apply(m: any): void {
    if (typeof m?.sid === 'number' && typeof m?.seq === 'number') {
      const last = this.seq.get(m.sid) ?? 0;
      if (m.seq !== last + 1) this.gaps++;
      this.seq.set(m.sid, m.seq);
    }
    if (m?.type === 'orderbook_snapshot') {
      const b = { yes: new Map<number, number>(), no: new Map<number, number>() };
      for (const [p, s] of m.msg.yes_dollars_fp) b.yes.set(parsePrice(p), parseSize(s));
      for (const [p, s] of m.msg.no_dollars_fp) b.no.set(parsePrice(p), parseSize(s));
      this.books.set(m.msg.market_ticker, b);
    } else if (m?.type === 'orderbook_delta') {
      const b = this.books.get(m.msg.market_ticker)!;
      const side = m.msg.side === 'yes' ? b.yes : b.no;
      const p = parsePrice(m.msg.price_dollars);
      const s = (side.get(p) ?? 0) + parseSignedSize(m.msg.delta_fp);
      if (s === 0) side.delete(p);
      else side.set(p, s);
    }
  }
  normalised(ticker: string): { yes_asks: [number, number][]; no_asks: [number, number][] } {
    const b = this.books.get(ticker)!;
    const lv = (m: Map<number, number>): IntLevel[] => [...m].map(([price, size]) => ({ price, size }));
    const pairs = (ls: IntLevel[]): [number, number][] => ls.sort((a, c) => a.price - c.price).map((l) => [l.price, l.size]);
    return { yes_asks: pairs(mirrorBids(lv(b.no))), no_asks: pairs(mirrorBids(lv(b.yes))) };
  }
}

/** Rebuilds per-token ask ladders from beta `book` / `price_change` messages or gamma depth diffs. */
export class TokenAsks {
  readonly asks = new Map<string, Map<number, number>>();
  private ladder(t: string): Map<number, number> {
    let m = this.asks.get(t);
    if (!m) this.asks.set(t, (m = new Map()));
    return m;
  }
  betaFrame(frame: any): void {
    for (const m of Array.isArray(frame) ? frame : [frame]) {
      if (m?.event_type === 'book') {
        const l = this.ladder(m.asset_id);
        l.clear();
        for (const x of m.asks) l.set(parsePrice(x.price), parseSize(x.size));
      } else if (m?.event_type === 'price_change') {
        for (const c of m.price_changes) if (c.side === 'SELL') this.set(c.asset_id, parsePrice(c.price), parseSize(c.size));
      }
    }
  }
  gammaDiff(m: any): void {
    if (m?.msgType === 'market.depth.diff' && m.side === 'asks') this.set(m.tokenId, parsePrice(m.price), parseSize(m.size));
  }
  set(t: string, p: number, s: number): void {
    const l = this.ladder(t);
    if (s === 0) l.delete(p);
    else l.set(p, s);
  }
  pairs(t: string): [number, number][] {
    return [...(this.asks.get(t) ?? new Map<number, number>())].sort((a, b) => a[0] - b[0]);
  }
}
