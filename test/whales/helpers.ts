// Helpers of the whale tests: catalog and trade records, a WebSocket client that collects frames, waitFor.
import WebSocket from 'ws';
import type { CatalogEvent, Trade } from '@ref/bus';

export async function waitFor(cond: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A catalog event with `markets` binary markets. */
export function catalogEvent(venue: string, id: string, slug: string | null, title: string, markets: string[]): CatalogEvent {
  return {
    venue,
    venue_event_id: id,
    event_slug: slug,
    series_id: null,
    series_title: null,
    title,
    sub_title: null,
    category: 'Economics',
    status: 'active',
    mutually_exclusive: true,
    market_type: null,
    close_time_ms: null,
    settlement_sources: [],
    rules: null,
    observed_at_ms: 1_795_000_000_000,
    markets: markets.map((m) => ({
      venue_market_id: m,
      question: `${m}?`,
      outcome_label: m,
      slug: null,
      yes_token: null,
      no_token: null,
      status: 'active',
      result: null,
      open_time_ms: null,
      close_time_ms: null,
      expiration_time_ms: null,
      settled_at_ms: null,
      rules: null,
      resolution_source: null,
      fee: { kind: 'none', rate: '0', multiplier: '1', exponent: 1, taker_only: true },
      tick_size: 100,
      last_yes_price: null,
      last_no_price: null,
      volume: null,
      volume_24h: null,
      open_interest: null,
      liquidity: null,
    })),
  } as CatalogEvent;
}

/** A trade: `price` in 1/10000, `size` in 1/100 contracts. */
export function trade(venue: string, market: string, eventId: string | null, id: string, price: number, size: number, side: 'buy' | 'sell', ts: number): Trade {
  return {
    venue,
    venue_market_id: market,
    event_key: null,
    venue_event_id: eventId,
    trade_id: id,
    token_id: null,
    outcome: 'yes',
    side,
    price,
    size,
    venue_ts_ms: ts,
    received_ts_ms: ts,
    fee_rate_bps: null,
    transaction_hash: null,
  };
}

/** A WebSocket client on /ws: auth, subscribe, and every frame received. */
export class WsClient {
  readonly frames: Array<Record<string, unknown>> = [];
  private readonly ws: WebSocket;
  readonly open: Promise<void>;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.open = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.ws.on('message', (d) => this.frames.push(JSON.parse(String(d)) as Record<string, unknown>));
  }

  send(msg: unknown): void {
    this.ws.send(JSON.stringify(msg));
  }

  async subscribe(key: string, channels: string[]): Promise<void> {
    await this.open;
    this.send({ action: 'auth', api_key: key });
    await waitFor(() => this.frames.some((f) => f['type'] === 'auth_ok'), 'auth_ok');
    this.send({ action: 'subscribe', channels });
    await waitFor(() => this.frames.some((f) => f['type'] === 'subscribed'), 'subscribed');
  }

  updates(channel: string): Array<Record<string, unknown>> {
    return this.frames.filter((f) => f['channel'] === channel && f['type'] === 'update');
  }

  close(): void {
    this.ws.close();
  }
}
