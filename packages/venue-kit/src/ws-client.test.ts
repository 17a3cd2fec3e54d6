import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@ref/telemetry';
import { WsClient } from './ws-client.ts';

const log = createLogger({ name: 'test', level: 'silent' });

async function waitFor(cond: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

interface Server {
  url: string;
  wss: WebSocketServer;
  sockets: WebSocket[];
  received: string[];
}

async function server(): Promise<Server> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  const s: Server = { url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, wss, sockets: [], received: [] };
  wss.on('connection', (ws) => {
    s.sockets.push(ws);
    ws.on('message', (d) => s.received.push(d.toString()));
  });
  return s;
}

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const f of cleanup.splice(0)) await f();
});

describe('WsClient', () => {
  it('replays subscriptions in order after a dropped connection, with backoff', async () => {
    const s = await server();
    const got: string[] = [];
    let n = 0;
    const c = new WsClient({ url: s.url, log, backoff: { initialMs: 20, maxMs: 100 }, onMessage: (d) => got.push(d) });
    cleanup.push(async () => {
      await c.stop();
      s.wss.close();
    });
    c.subscribe('a', 'sub-a');
    c.subscribe('b', () => `sub-b-${++n}`);
    c.start();
    await waitFor(() => s.received.length === 2);
    expect(s.received).toEqual(['sub-a', 'sub-b-1']);
    s.sockets[0]!.send('hello');
    await waitFor(() => got.length === 1);
    s.sockets[0]!.terminate();
    await waitFor(() => s.received.length === 4);
    expect(s.received.slice(2)).toEqual(['sub-a', 'sub-b-2']);
    expect(c.reconnects).toBe(1);
    c.unsubscribe('a', 'unsub-a');
    await waitFor(() => s.received.length === 5);
    s.sockets[1]!.terminate();
    await waitFor(() => s.received.length === 6);
    expect(s.received[5]).toBe('sub-b-3');
  });

  it('detects silence, reports stale, reconnects; heartbeats keep flowing', async () => {
    const s = await server();
    let stale = 0;
    const c = new WsClient({
      url: s.url,
      log,
      staleAfterMs: 150,
      heartbeat: { intervalMs: 40, message: '{"action":"HEARTBEAT"}' },
      backoff: { initialMs: 10, maxMs: 20 },
      onMessage: () => undefined,
      onStale: () => stale++,
    });
    cleanup.push(async () => {
      await c.stop();
      s.wss.close();
    });
    c.start();
    await waitFor(() => s.received.filter((m) => m.includes('HEARTBEAT')).length >= 2);
    await waitFor(() => stale >= 1 && s.sockets.length >= 2, 3000);
    expect(c.reconnects).toBeGreaterThanOrEqual(1);
  });

  it('server pings count as traffic (no stale while pinged)', async () => {
    const s = await server();
    let stale = 0;
    const c = new WsClient({ url: s.url, log, staleAfterMs: 200, onMessage: () => undefined, onStale: () => stale++ });
    cleanup.push(async () => {
      await c.stop();
      s.wss.close();
    });
    c.start();
    await waitFor(() => s.sockets.length === 1);
    const t = setInterval(() => s.sockets[0]!.ping(), 50);
    await new Promise((r) => setTimeout(r, 500));
    clearInterval(t);
    expect(stale).toBe(0);
  });

  it('keeps retrying while the server is down, then connects', async () => {
    const s = await server();
    const port = (s.wss.address() as AddressInfo).port;
    await new Promise<void>((r) => s.wss.close(() => r()));
    const c = new WsClient({ url: `ws://127.0.0.1:${port}`, log, backoff: { initialMs: 10, maxMs: 40 }, onMessage: () => undefined });
    c.start();
    await waitFor(() => c.reconnects >= 3);
    const wss = new WebSocketServer({ port, host: '127.0.0.1' });
    cleanup.push(async () => {
      await c.stop();
      wss.close();
    });
    await c.whenOpen();
    expect(c.connected).toBe(true);
    await c.stop();
    await c.stop(); // idempotent
    expect(c.connected).toBe(false);
  });
});
