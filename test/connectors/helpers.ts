// Shared by the connector end-to-end tests: start the connectors against a venue-sim, rebuild books from md.book.v1.
import type { Bus, BookUpdate, Consumer, Trade, CatalogEvent } from '@ref/bus';
import { createLogger, createRegistry, type Logger, type Registry } from '@ref/telemetry';
import type { VenueSim } from '@ref/venue-sim';
import { loadAlphaConfig, startAlphaConnector, type AlphaConnector } from '@ref/connector-alpha';
import { loadBetaConfig, startBetaConnector, type BetaConnector } from '@ref/connector-beta';
import { loadGammaConfig, startGammaConnector, type GammaConnector } from '@ref/connector-gamma';
import { loadBetaUsConfig, startBetaUsConnector, type BetaUsConnector } from '@ref/connector-beta-us';

export const log: Logger = createLogger({ name: 'test-connectors', level: process.env['REF_TEST_LOG'] ?? 'silent' });

export async function waitFor(cond: () => boolean, ms = 15_000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface Connectors {
  alpha: AlphaConnector;
  beta: BetaConnector;
  gamma: GammaConnector;
  betaUs: BetaUsConnector;
  registry: Registry;
  stop(): Promise<void>;
}

/** Starts every connector against `sim`, with short staleness so a stalled feed shows within the test. */
export async function startConnectors(bus: Bus, sim: VenueSim, env: Record<string, string> = {}): Promise<Connectors> {
  const registry = createRegistry();
  const now = (): number => Date.now();
  const common = { bus, log, registry, now };
  const [alpha, beta, gamma, betaUs] = await Promise.all([
    startAlphaConnector({ ...common, config: loadAlphaConfig({ REF_ALPHA_REST_URL: sim.venues.alpha.rest, REF_ALPHA_WS_URL: sim.venues.alpha.ws, ...env }) }),
    startBetaConnector({ ...common, config: loadBetaConfig({ REF_BETA_CATALOG_URL: sim.venues.beta.gamma_rest, REF_BETA_WS_URL: sim.venues.beta.ws, ...env }) }),
    startGammaConnector({ ...common, config: loadGammaConfig({ REF_GAMMA_REST_URL: sim.venues.gamma.rest, REF_GAMMA_WS_URL: sim.venues.gamma.ws, ...env }) }),
    startBetaUsConnector({ ...common, config: loadBetaUsConfig({ REF_BETA_US_REST_URL: sim.venues.beta_us.rest, REF_BETA_US_REFRESH_MS: '0', ...env }) }),
  ]);
  return {
    alpha,
    beta,
    gamma,
    betaUs,
    registry,
    stop: async () => {
      await Promise.all([alpha.stop(), beta.stop(), gamma.stop(), betaUs.stop()]);
    },
  };
}

type Ladder = Map<number, number>;
export interface RebuiltBook {
  yes: Ladder;
  no: Ladder;
  seq: number;
  stale: boolean;
  snapshots: number;
}

/** Consumes md.* from the beginning and rebuilds every listing's book exactly as a downstream consumer would. */
export class TopicMirror {
  readonly books = new Map<string, RebuiltBook>();
  readonly trades: Trade[] = [];
  readonly catalog = new Map<string, CatalogEvent>();
  readonly seqErrors: string[] = [];
  readonly kinds = new Map<string, number>();
  /** venue ts → broker append time, ms, per book record */
  readonly lags: number[] = [];
  private consumers: Consumer[] = [];

  async start(bus: Bus): Promise<void> {
    this.consumers.push(
      await bus.consume({
        topics: ['md.book.v1'],
        fromBeginning: true,
        onMessage: (r) => {
          if (r.value) this.apply(r.value, r.timestamp);
        },
      }),
      await bus.consume({
        topics: ['md.trade.v1'],
        fromBeginning: true,
        onMessage: (r) => {
          if (r.value) this.trades.push(r.value);
        },
      }),
      await bus.consume({
        topics: ['md.catalog.v1'],
        fromBeginning: true,
        onMessage: (r) => {
          if (r.value) this.catalog.set(r.key, r.value);
        },
      }),
    );
    await Promise.all(this.consumers.map((c) => c.ready));
  }

  private apply(u: BookUpdate, appendMs: number): void {
    const id = `${u.venue}:${u.venue_market_id}`;
    this.kinds.set(`${u.venue}:${u.kind}`, (this.kinds.get(`${u.venue}:${u.kind}`) ?? 0) + 1);
    let b = this.books.get(id);
    if (b === undefined) {
      b = { yes: new Map(), no: new Map(), seq: 0, stale: false, snapshots: 0 };
      this.books.set(id, b);
    }
    if (u.seq !== b.seq + 1) this.seqErrors.push(`${id}: ${b.seq} → ${u.seq}`);
    b.seq = u.seq;
    if (u.kind === 'snapshot') {
      b.yes = new Map(u.yes_asks.map((l) => [l.price, l.size]));
      b.no = new Map(u.no_asks.map((l) => [l.price, l.size]));
      b.stale = false;
      b.snapshots++;
    } else if (u.kind === 'delta') {
      for (const l of u.yes_asks) {
        if (l.size === 0) b.yes.delete(l.price);
        else b.yes.set(l.price, l.size);
      }
      for (const l of u.no_asks) {
        if (l.size === 0) b.no.delete(l.price);
        else b.no.set(l.price, l.size);
      }
      b.stale = false;
      this.lags.push(appendMs - u.venue_ts_ms);
    } else if (u.kind === 'stale') b.stale = true;
  }

  /** The rebuilt book as [price, size] ladders ascending (the simulator's normalised form). */
  ladders(id: string): { yes_asks: [number, number][]; no_asks: [number, number][] } | undefined {
    const b = this.books.get(id);
    if (!b) return undefined;
    const sorted = (m: Ladder): [number, number][] => [...m.entries()].sort((a, c) => a[0] - c[0]);
    return { yes_asks: sorted(b.yes), no_asks: sorted(b.no) };
  }

  async stop(): Promise<void> {
    await Promise.all(this.consumers.map((c) => c.close()));
  }
}

/** Listing ids whose rebuilt book differs from the simulator's, for the listings the connectors follow. */
export function differences(sim: VenueSim, mirror: TopicMirror, followed: Set<string>): string[] {
  const out: string[] = [];
  let compared = 0;
  for (const b of sim.control.books()) {
    const id = `${b.venue}:${b.venue_market_id}`;
    if (!followed.has(id)) continue;
    compared++;
    const got = mirror.ladders(id);
    if (!got) {
      out.push(`${id}: no book`);
      continue;
    }
    if (JSON.stringify(got.yes_asks) !== JSON.stringify(b.yes_asks) || JSON.stringify(got.no_asks) !== JSON.stringify(b.no_asks)) out.push(id);
  }
  if (compared !== followed.size) out.push(`compared ${compared} of ${followed.size} followed listings`);
  return out;
}

export function followedListings(c: Connectors): Set<string> {
  const s = new Set<string>();
  for (const x of [c.alpha, c.beta, c.gamma]) for (const l of x.listings.values()) s.add(`${l.venue}:${l.venueMarketId}`);
  return s;
}
