// The WebSocket endpoint with a real client: auth, subscribe + snapshot, per-channel seq and resubscribe, limits, bad input, slow-client drop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BookUpdate } from '@ref/bus';
import { CLOSE } from '@ref/gateway';
import { refEvent, startTestGateway, waitFor, type TestGateway } from './helpers.ts';

interface Msg {
  type?: string;
  channel?: string;
  seq?: number;
  code?: string;
  data?: unknown;
  [k: string]: unknown;
}

/** A test client that records every message and the close code. */
class Client {
  readonly ws: WebSocket;
  readonly msgs: Msg[] = [];
  closeCode: number | null = null;
  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (d) => this.msgs.push(JSON.parse(String(d)) as Msg));
    this.ws.on('close', (code) => {
      this.closeCode = code;
    });
    this.ws.on('error', () => undefined);
  }
  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }
  send(m: unknown): void {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }
  async next(pred: (m: Msg) => boolean, what: string): Promise<Msg> {
    await waitFor(() => this.msgs.some(pred), what);
    return this.msgs.find(pred) as Msg;
  }
  closed(): Promise<number> {
    return waitFor(() => this.closeCode !== null, 'close').then(() => this.closeCode as number);
  }
}

function book(market: string, seq: number, yes: number, no: number, kind: BookUpdate['kind'] = 'delta'): BookUpdate {
  return {
    venue: 'alpha',
    venue_market_id: market,
    event_key: 'OPI-WSTEST01',
    kind,
    seq,
    venue_seq: seq,
    venue_ts_ms: 1_780_000_000_000 + seq,
    received_ts_ms: 1_780_000_000_001 + seq,
    yes_asks: [{ price: yes, size: 1000 }],
    no_asks: [{ price: no, size: 500 }],
  };
}

describe('gateway WebSocket', () => {
  let t: TestGateway;
  let url: string;
  const clients: Client[] = [];
  const connect = async (key?: string): Promise<Client> => {
    const c = new Client(url);
    clients.push(c);
    await c.opened();
    if (key !== undefined) {
      c.send({ action: 'auth', api_key: key });
      await c.next((m) => m.type === 'auth_ok' || m.type === 'error', 'auth reply');
    }
    return c;
  };

  beforeAll(async () => {
    t = await startTestGateway({
      config: {
        plans: { free: { wsConnections: 2, wsSubscriptions: 2 } },
        ws: { maxFrameBytes: 1024, maxBufferedBytes: 64 * 1024, hardMaxBufferedBytes: 3 * 1024 * 1024, slowGraceMs: 5000, maxProtocolErrors: 3, authTimeoutMs: 500 },
      },
    });
    url = `${(await t.gw.listen({ port: 0 })).replace('http', 'ws')}/ws`;
    await t.bus.produce('ref.event.v1', [
      {
        key: 'OPI-WSTEST01',
        value: refEvent('OPI-WSTEST01', 'Fed decision in June', [
          { key: 'cut', label: 'Cut', alpha: 'FED-CUT', beta: '0xcut' },
          { key: 'hold', label: 'Hold', alpha: 'FED-HOLD', beta: '0xhold' },
        ]),
      },
    ]);
    await waitFor(() => t.gw.feeds?.events.has('OPI-WSTEST01') === true, 'ref event');
    await t.bus.produce('md.book.v1', [{ key: 'OPI-WSTEST01', value: book('FED-CUT', 1, 4200, 5700, 'snapshot') }]);
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    await t.close();
  });

  it('auth answers with the tier and its limits', async () => {
    const c = await connect(t.keys.pro);
    const ok = c.msgs[0] as Msg;
    expect(ok).toMatchObject({ type: 'auth_ok', plan: 'pro', reference: false, limits: { connections: 5, subscriptions: 200, max_frame_bytes: 1024 } });
    c.ws.close();
  });

  it('a bad key gets an error and close 4001; anything before auth too; silence times out', async () => {
    const bad = await connect('nope');
    expect(bad.msgs[0]).toMatchObject({ type: 'error', code: 'invalid_api_key' });
    expect(await bad.closed()).toBe(CLOSE.UNAUTHORIZED);
    const early = await connect();
    early.send({ action: 'subscribe', channels: ['snapshot'] });
    expect(await early.closed()).toBe(CLOSE.UNAUTHORIZED);
    expect(early.msgs[0]).toMatchObject({ type: 'error', code: 'unauthenticated' });
    const silent = await connect();
    expect(await silent.closed()).toBe(CLOSE.UNAUTHORIZED);
    expect(silent.msgs[0]).toMatchObject({ code: 'auth_timeout' });
  });

  it('subscribe gets a snapshot, then updates with consecutive seq; resubscribe after a gap gets a fresh snapshot', async () => {
    const c = await connect(t.keys.pro);
    c.send({ action: 'subscribe', channels: ['book:OPI-WSTEST01:cut', 'dist:OPI-WSTEST01'] });
    await c.next((m) => m.type === 'subscribed', 'subscribed');
    const snap = await c.next((m) => m.channel === 'book:OPI-WSTEST01:cut' && m.type === 'snapshot', 'book snapshot');
    expect(snap.data).toEqual({
      event: 'OPI-WSTEST01',
      outcome: 'cut',
      venues: [{ venue: 'alpha', venue_market_id: 'FED-CUT', stale: false, venue_ts_ms: 1_780_000_000_001, yes_asks: [{ price: '0.4200', size: '10.00' }], no_asks: [{ price: '0.5700', size: '5.00' }] }],
    });
    const distSnap = await c.next((m) => m.channel === 'dist:OPI-WSTEST01' && m.type === 'snapshot', 'dist snapshot');
    expect(distSnap.data).toMatchObject({
      event: 'OPI-WSTEST01',
      outcomes: [
        { outcome: 'cut', label: 'Cut', venues: [{ venue: 'alpha', yes_ask: '0.4200', no_ask: '0.5700', yes_probability: '0.42500', yes_depth: '10.00', no_depth: '5.00', stale: false }] },
        { outcome: 'hold', label: 'Hold', venues: [] },
      ],
    });
    const base = snap.seq as number;
    await t.bus.produce('md.book.v1', [2, 3, 4].map((s) => ({ key: 'OPI-WSTEST01', value: book('FED-CUT', s, 4200 + s, 5700) })));
    await waitFor(() => c.msgs.filter((m) => m.channel === 'book:OPI-WSTEST01:cut' && m.type === 'update').length === 3, 'three updates');
    const ups = c.msgs.filter((m) => m.channel === 'book:OPI-WSTEST01:cut' && m.type === 'update');
    expect(ups.map((m) => m.seq)).toEqual([base + 1, base + 2, base + 3]);
    expect(ups[2]?.data).toMatchObject({ venue: 'alpha', kind: 'delta', yes_asks: [{ price: '0.4204', size: '10.00' }] });
    const dist = await c.next((m) => m.channel === 'dist:OPI-WSTEST01' && m.type === 'update', 'dist update');
    expect(dist.seq).toBe((distSnap.seq as number) + 1);

    // Leave, miss updates (a gap), come back: the snapshot carries the current seq and state, updates continue from it.
    c.send({ action: 'unsubscribe', channels: ['book:OPI-WSTEST01:cut'] });
    await c.next((m) => m.type === 'unsubscribed', 'unsubscribed');
    await t.bus.produce('md.book.v1', [5, 6].map((s) => ({ key: 'OPI-WSTEST01', value: book('FED-CUT', s, 4300 + s, 5600) })));
    await waitFor(() => t.gw.hub.seqOf('book:OPI-WSTEST01:cut') === base + 5, 'missed updates published');
    c.msgs.length = 0;
    c.send({ action: 'subscribe', channels: ['book:OPI-WSTEST01:cut'] });
    const again = await c.next((m) => m.channel === 'book:OPI-WSTEST01:cut' && m.type === 'snapshot', 'fresh snapshot');
    expect(again.seq).toBe(base + 5);
    expect((again.data as { venues: { yes_asks: unknown[] }[] }).venues[0]?.yes_asks).toEqual([
      { price: '0.4200', size: '10.00' },
      { price: '0.4202', size: '10.00' },
      { price: '0.4203', size: '10.00' },
      { price: '0.4204', size: '10.00' },
      { price: '0.4305', size: '10.00' },
      { price: '0.4306', size: '10.00' },
    ]);
    await t.bus.produce('md.book.v1', [{ key: 'OPI-WSTEST01', value: book('FED-CUT', 7, 4400, 5500) }]);
    const next = await c.next((m) => m.channel === 'book:OPI-WSTEST01:cut' && m.type === 'update', 'update after resubscribe');
    expect(next.seq).toBe(base + 6);
    c.ws.close();
  });

  it('plans: free gets dist only, within its subscription and connection limits', async () => {
    const a = await connect(t.keys.free);
    a.send({ action: 'subscribe', channels: ['book:OPI-WSTEST01:cut', 'snapshot', 'dist:OPI-WSTEST01'] });
    await a.next((m) => m.type === 'subscribed', 'subscribed');
    expect(a.msgs.filter((m) => m.type === 'error').map((m) => [m.code, m.channel])).toEqual([
      ['forbidden', 'book:OPI-WSTEST01:cut'],
      ['forbidden', 'snapshot'],
    ]);
    expect(a.msgs.find((m) => m.type === 'subscribed')?.['channels']).toEqual(['dist:OPI-WSTEST01']);
    const b = await connect(t.keys.free);
    expect(b.msgs[0]?.type).toBe('auth_ok');
    const c = await connect(t.keys.free);
    expect(c.msgs[0]).toMatchObject({ type: 'error', code: 'connection_limit' });
    expect(await c.closed()).toBe(CLOSE.CONNECTION_LIMIT);
    // subscription limit (2 per connection on free in this test)
    await t.bus.produce('ref.event.v1', [
      { key: 'OPI-WSTEST02', value: refEvent('OPI-WSTEST02', 'Second', [{ key: 'y', label: 'Y', alpha: 'S2', beta: '0xs2' }]) },
      { key: 'OPI-WSTEST03', value: refEvent('OPI-WSTEST03', 'Third', [{ key: 'y', label: 'Y', alpha: 'S3', beta: '0xs3' }]) },
    ]);
    await waitFor(() => t.gw.feeds?.events.has('OPI-WSTEST03') === true, 'events');
    b.send({ action: 'subscribe', channels: ['dist:OPI-WSTEST01', 'dist:OPI-WSTEST02', 'dist:OPI-WSTEST03'] });
    await b.next((m) => m.code === 'subscription_limit', 'subscription limit');
    a.ws.close();
    b.ws.close();
    await Promise.all([a.closed(), b.closed()]);
    await waitFor(() => t.gw.ws.connections === 0, 'connections released');
    const d = await connect(t.keys.free);
    expect(d.msgs[0]?.type).toBe('auth_ok');
    d.ws.close();
  });

  it('bad input: malformed JSON, unknown action and channel get errors; oversized frames and repeated errors close', async () => {
    const c = await connect(t.keys.pro);
    c.send('{not json');
    await c.next((m) => m.code === 'bad_json', 'bad_json');
    c.send({ action: 'dance' });
    await c.next((m) => m.code === 'unknown_action', 'unknown_action');
    c.send({ action: 'subscribe', channels: ['book:OPI-NOPE:x'] });
    const u = await c.next((m) => m.code === 'unknown_channel', 'unknown_channel');
    expect(u.channel).toBe('book:OPI-NOPE:x');
    c.send({ action: 'subscribe', channels: 'dist:x' });
    expect(await c.closed()).toBe(CLOSE.PROTOCOL);
    const big = await connect(t.keys.pro);
    big.send({ action: 'subscribe', channels: ['x'.repeat(2000)] });
    expect(await big.closed()).toBe(CLOSE.TOO_BIG);
    expect(big.msgs.at(-1)).toMatchObject({ type: 'error', code: 'frame_too_large' });
    // the gateway still serves
    const ok = await connect(t.keys.pro);
    expect(ok.msgs[0]?.type).toBe('auth_ok');
    ok.ws.close();
  });

  it('a client that stops reading is closed with 4009 and others keep receiving everything', async () => {
    const slow = await connect(t.keys.pro);
    const fast = await connect(t.keys.premium);
    for (const c of [slow, fast]) {
      c.send({ action: 'subscribe', channels: ['book:OPI-WSTEST01:hold'] });
      await c.next((m) => m.type === 'snapshot', 'snapshot');
    }
    // stop reading from the socket: the server's buffer for this client grows
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const levels = Array.from({ length: 1000 }, (_, i) => ({ price: 100 + i, size: 100 + i }));
    // bursts of 10 large updates (~66 KB each) every 30 ms: a reading client drains between bursts, the paused one
    // stays above the limit (and, whatever the machine's load, passes the hard cap once the kernel buffers are full)
    const N = 300;
    for (let s = 1; s <= N; s += 10) {
      const batch = Array.from({ length: 10 }, (_, i) => ({
        key: 'OPI-WSTEST01',
        value: { ...book('FED-HOLD', s + i, 4000, 5000, 'snapshot'), yes_asks: levels, no_asks: levels },
      }));
      await t.bus.produce('md.book.v1', batch);
      await new Promise((r) => setTimeout(r, 30));
    }
    await waitFor(() => fast.msgs.filter((m) => m.type === 'update').length === N, 'fast client got every update', 20_000);
    const seqs = fast.msgs.filter((m) => m.type === 'update').map((m) => m.seq as number);
    expect(seqs.every((s, i) => i === 0 || s === (seqs[i - 1] as number) + 1)).toBe(true);
    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await slow.closed()).toBe(CLOSE.SLOW_CONSUMER);
    expect(slow.msgs.filter((m) => m.type === 'update').length).toBeLessThan(N);
    const metrics = await t.gw.app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/ref_gateway_ws_dropped_clients_total\{reason="slow_consumer"\} [1-9]/);
    fast.ws.close();
  });
});
