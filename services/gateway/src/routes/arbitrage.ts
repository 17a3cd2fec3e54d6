// Arbitrage capability (Premium): GET /arbitrage/current and /arbitrage/current/difference over the materialised
// arb.opportunity.v1 and arb.spread.v1 topics, plus the `arbitrage` WebSocket channel. Serialised bytes are cached
// per table version so polling costs a map lookup.
import type { FastifyInstance } from 'fastify';
import type { AlphaBlock, BetaBlock, GammaBlock, Level, Opportunity, Spread, Table } from '@ref/bus';
import type { Capability, GatewayContext } from '../capability.ts';

/** The deprecated third parameter of /arbitrage/current (its original name is not published; this is ours).
 *  Accepted with any value and ignored. */
export const DEPRECATED_PARAM = 'min_spread';
/** Default of `min_net_cents` (the interface leaves it open): opportunities at or above zero cents. */
export const DEFAULT_MIN_NET_CENTS = 0;
/** Default lookback of /arbitrage/current/difference, in minutes. */
export const DEFAULT_MINUTES = 60;
export const MAX_MINUTES = 7 * 24 * 60;

/** ISO 8601 without zone, as the interface asks for arbitrage timestamps: 2026-11-22T15:00:00.000 */
export function isoNoZone(ms: number): string {
  return new Date(ms).toISOString().slice(0, -1);
}
const price = (p: number | null): number | null => (p === null ? null : p / 10000);
const dec = (s: string | null): number | null => (s === null || s === '' ? null : Number(s));
const levels = (ls: Level[]): { price: number; size: number }[] => ls.map((l) => ({ price: l.price / 10000, size: l.size / 100 }));

function venueBlocks(r: { alpha: AlphaBlock; beta: BetaBlock; gamma: GammaBlock }): Record<string, unknown> {
  return {
    alpha: { market_ticker: r.alpha.market_ticker, yes_ask: price(r.alpha.yes_ask), no_ask: price(r.alpha.no_ask), volume: dec(r.alpha.volume), volume_24h: dec(r.alpha.volume_24h), open_interest: dec(r.alpha.open_interest) },
    beta: {
      condition_id: r.beta.condition_id,
      yes_token_id: r.beta.yes_token_id,
      no_token_id: r.beta.no_token_id,
      yes_ask: price(r.beta.yes_ask),
      no_ask: price(r.beta.no_ask),
      volume: dec(r.beta.volume),
      volume_24h: dec(r.beta.volume_24h),
      liquidity: dec(r.beta.liquidity),
    },
    gamma: { child_market_id: r.gamma.child_market_id, yes_token_id: r.gamma.yes_token_id, no_token_id: r.gamma.no_token_id, yes_ask: price(r.gamma.yes_ask), no_ask: price(r.gamma.no_ask), volume: dec(r.gamma.volume), volume_24h: null, liquidity: null },
  };
}

/** The interface's Arbitrage opportunity object (orderbook only when asked for). */
export function opportunityJson(o: Opportunity, withBook: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {
    event_id: o.event_id,
    event_title: o.event_title,
    outcome_key: o.outcome_key,
    label: o.label,
    timestamp: isoNoZone(o.timestamp_ms),
    market_type: o.market_type,
    resolution_time: o.resolution_time_ms === null ? null : isoNoZone(o.resolution_time_ms),
    alpha_event_ticker: o.alpha_event_ticker,
    beta_event_slug: o.beta_event_slug,
    gamma_market_id: o.gamma_market_id,
    ...venueBlocks(o),
    buy_yes_market: o.buy_yes_market,
    buy_no_market: o.buy_no_market,
    gross_cents: Number(o.gross_cents),
    fee_cents: Number(o.fee_cents),
    net_cents: Number(o.net_cents),
    executable_size: Number(o.executable_size),
    max_profit_dollars: Number(o.max_profit_dollars),
    yes_leg: o.yes_leg,
    no_leg: o.no_leg,
  };
  if (withBook) {
    out['orderbook'] = {
      as_of: isoNoZone(o.orderbook.as_of_ms),
      yes: { market: o.orderbook.yes.market, asks: levels(o.orderbook.yes.asks.slice(0, 25)) },
      no: { market: o.orderbook.no.market, asks: levels(o.orderbook.no.asks.slice(0, 25)) },
    };
  }
  return out;
}

/** The interface's Price-spread row. */
export function spreadJson(s: Spread): Record<string, unknown> {
  return {
    event_id: s.event_number,
    event_title: s.event_title,
    outcome_key: s.outcome_key,
    label: s.label,
    timestamp: isoNoZone(s.timestamp_ms),
    market_type: s.market_type,
    resolution_time: s.resolution_time_ms === null ? null : isoNoZone(s.resolution_time_ms),
    alpha_event_ticker: s.alpha_event_ticker,
    beta_event_slug: s.beta_event_slug,
    gamma_market_id: s.gamma_market_id,
    ...venueBlocks(s),
    side: s.side,
    side1: s.side1,
    side2: s.side2,
    side1_price: s.side1_price / 10000,
    side2_price: s.side2_price / 10000,
    diff: s.diff / 10000,
  };
}

/** Cached serialisation of one opportunity. */
interface Entry {
  key: string;
  net: number;
  value: Opportunity;
  json: string | null;
  jsonBook: string | null;
}

class OpportunityView {
  private readonly entries = new Map<string, Entry>();
  private sorted: Entry[] = [];
  private sortedVersion = -1;
  private readonly responses = new Map<string, string>();
  private responsesVersion = -1;
  private readonly table: Table<Opportunity>;

  constructor(table: Table<Opportunity>) {
    this.table = table;
    for (const [k, v] of table.entries()) this.entries.set(k, { key: k, net: Number(v.net_cents), value: v, json: null, jsonBook: null });
  }

  change(key: string, value: Opportunity | null): void {
    if (value === null) this.entries.delete(key);
    else this.entries.set(key, { key, net: Number(value.net_cents), value, json: null, jsonBook: null });
  }

  /** The response body for (min, orderbook), cached until the table changes. */
  body(minNet: number, withBook: boolean): string {
    const v = this.table.version;
    if (this.responsesVersion !== v) {
      this.responses.clear();
      this.responsesVersion = v;
    }
    const ck = `${minNet}|${withBook ? 1 : 0}`;
    const hit = this.responses.get(ck);
    if (hit !== undefined) return hit;
    if (this.sortedVersion !== v) {
      this.sorted = [...this.entries.values()].sort((a, b) => b.net - a.net || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      this.sortedVersion = v;
    }
    const parts: string[] = [];
    for (const e of this.sorted) {
      if (e.net < minNet) break;
      if (withBook) parts.push((e.jsonBook ??= JSON.stringify(opportunityJson(e.value, true))));
      else parts.push((e.json ??= JSON.stringify(opportunityJson(e.value, false))));
    }
    const body = `[${parts.join(',')}]`;
    if (this.responses.size > 256) this.responses.clear();
    this.responses.set(ck, body);
    return body;
  }

  list(): Opportunity[] {
    return [...this.entries.values()].sort((a, b) => b.net - a.net).map((e) => e.value);
  }
}

export interface ArbitrageCapabilityOptions {
  /** WebSocket channel name for opportunity updates (premium). Default `arbitrage`. */
  channel?: string;
}

/** Builds the arbitrage capability. */
export function arbitrageCapability(options: ArbitrageCapabilityOptions = {}): Capability {
  const channel = options.channel ?? 'arbitrage';
  let opps: Table<Opportunity> | null = null;
  let spreads: Table<Spread> | null = null;
  const unsubs: (() => void)[] = [];
  return {
    name: 'arbitrage',
    async register(app: FastifyInstance, ctx: GatewayContext): Promise<void> {
      opps = await ctx.bus.materialize('arb.opportunity.v1');
      spreads = await ctx.bus.materialize('arb.spread.v1');
      const view = new OpportunityView(opps);
      const spreadTable = spreads;
      const hub = ctx.channels;
      if (hub) {
        hub.defineFamily({
          prefix: channel,
          access: 'premium',
          description: 'arbitrage opportunities: snapshot of the current list, then {key, opportunity|null} per change',
          exists: (name) => name === channel,
          snapshot: () => view.list().map((o) => opportunityJson(o, false)),
        });
      }
      unsubs.push(
        opps.onChange((key, value) => {
          view.change(key, value);
          if (hub && hub.hasSubscribers(channel)) hub.publish(channel, { key, opportunity: value ? opportunityJson(value, false) : null });
        }),
      );
      const spreadCache = { version: -1, bodies: new Map<string, string>() };

      app.get<{ Querystring: { min_net_cents: number; orderbook: boolean } }>(
        '/arbitrage/current',
        {
          config: { access: 'premium' },
          schema: {
            summary: 'Cross-venue arbitrage opportunities, highest net_cents first',
            tags: ['arbitrage'],
            querystring: {
              type: 'object',
              properties: {
                min_net_cents: { type: 'number', default: DEFAULT_MIN_NET_CENTS, description: 'minimum net profit after fees, in cents' },
                orderbook: { type: 'boolean', default: false, description: 'include the top 25 ask levels of each leg' },
                [DEPRECATED_PARAM]: { type: 'string', deprecated: true, description: 'deprecated and ignored; accepted for backward compatibility' },
              },
            },
          },
        },
        async (req, reply) => {
          const body = view.body(req.query.min_net_cents, req.query.orderbook);
          return reply.type('application/json; charset=utf-8').send(body);
        },
      );

      app.get<{ Querystring: { minutes: number } }>(
        '/arbitrage/current/difference',
        {
          config: { access: 'premium' },
          schema: {
            summary: 'Price spreads of every matched pair recomputed within the lookback window, widest first',
            tags: ['arbitrage'],
            querystring: {
              type: 'object',
              properties: { minutes: { type: 'number', exclusiveMinimum: 0, maximum: MAX_MINUTES, default: DEFAULT_MINUTES, description: 'lookback window in minutes' } },
            },
          },
        },
        async (req, reply) => {
          const now = ctx.now();
          if (spreadCache.version !== spreadTable.version) {
            spreadCache.bodies.clear();
            spreadCache.version = spreadTable.version;
          }
          const ck = `${req.query.minutes}|${Math.floor(now / 1000)}`;
          let body = spreadCache.bodies.get(ck);
          if (body === undefined) {
            const since = now - req.query.minutes * 60_000;
            const rows = [...spreadTable.values()].filter((s) => s.timestamp_ms >= since).sort((a, b) => Math.abs(b.diff) - Math.abs(a.diff) || a.event_id.localeCompare(b.event_id));
            body = JSON.stringify(rows.map(spreadJson));
            if (spreadCache.bodies.size > 256) spreadCache.bodies.clear();
            spreadCache.bodies.set(ck, body);
          }
          return reply.type('application/json; charset=utf-8').send(body);
        },
      );
    },
    ready() {
      return { ok: opps !== null && spreads !== null, detail: opps ? `${opps.size} opportunities` : 'materialising arb topics' };
    },
    async close() {
      for (const u of unsubs) u();
      await opps?.close();
      await spreads?.close();
    },
  };
}

/** The capability with default options, for the gateway's list. */
export const arbitrage: Capability = arbitrageCapability();
