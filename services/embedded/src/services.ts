// The services the embedded host runs, one entry each, started in this order after venue-sim and before the gateway.
import { readFileSync } from 'node:fs';
import type { Bus, CatalogEvent, Table } from '@ref/bus';
import type { Store } from '@ref/store';
import type { Health, Logger, Registry } from '@ref/telemetry';
import type { VenueSim } from '@ref/venue-sim';
import { loadAlphaConfig, startAlphaConnector } from '@ref/connector-alpha';
import { loadBetaConfig, startBetaConnector } from '@ref/connector-beta';
import { loadBetaUsConfig, startBetaUsConnector } from '@ref/connector-beta-us';
import { loadGammaConfig, startGammaConnector } from '@ref/connector-gamma';
import { catalogLookup, loadArbitrageConfig, parseMatches, refEventFromMatch, startArbitrage, type DeclaredMatch } from '@ref/arbitrage';
import { loadRecorderConfig, startRecorder } from '@ref/recorder';
import { loadWhalesConfig, startWhales } from '@ref/whales';
import { startRefdata } from '@ref/refdata';

/** What every hosted service gets. `env` already points the connectors at venue-sim. */
export interface HostContext {
  bus: Bus;
  store: Store;
  log: Logger;
  registry: Registry;
  now(): number;
  env: Record<string, string | undefined>;
  sim: VenueSim;
  /** Which listings are the same outcome when a scenario file declares them (`matches`); null: reference data decides. */
  matches: DeclaredMatch[] | null;
}

/** A running hosted service (the `Service` shape; health optional for helpers). */
export interface Running {
  readonly health?: Health;
  stop(): Promise<void>;
}

export interface HostedService {
  readonly name: string;
  /** Uses `ctx.store`: started once the store is open. Services without it start while PGlite is still opening. */
  readonly store?: boolean;
  /** Hosted only when this holds (default: always). */
  when?(ctx: HostContext): boolean;
  start(ctx: HostContext): Promise<Running>;
}

/** Publishes ref.event.v1 from the declared matches (re-published whenever a catalog changes). Stands in for the
 *  refdata service in the embedded host while that service is not in SERVICES; remove this entry when it is. */
async function startDeclaredRefs(ctx: HostContext): Promise<Running> {
  const catalogs: Table<CatalogEvent> = await ctx.bus.materialize('md.catalog.v1');
  let timer: NodeJS.Timeout | null = null;
  let last = '';
  const publish = async (): Promise<void> => {
    const lookup = catalogLookup(catalogs.values());
    const events = (ctx.matches ?? []).map((m) => refEventFromMatch(m, lookup, ctx.now()));
    const sig = JSON.stringify(events.map((e) => [e.ref_id, e.outcomes.map((o) => o.venue_listings.length)]));
    if (sig === last) return;
    last = sig;
    await ctx.bus.produce('ref.event.v1', events.map((e) => ({ key: e.ref_id, value: e })));
  };
  const schedule = (): void => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      publish().catch((err: unknown) => ctx.log.error({ err }, 'declared refs publish failed'));
    }, 100);
  };
  const off = catalogs.onChange(schedule);
  await publish();
  return {
    async stop() {
      off();
      if (timer) clearTimeout(timer);
      await catalogs.close();
    },
  };
}

const common = (ctx: HostContext) => ({ bus: ctx.bus, log: ctx.log, registry: ctx.registry, now: ctx.now });

/** The list. To add a service: one entry `{ name, start: (ctx) => startX({ ...common(ctx), config: loadXConfig(ctx.env) }) }`
 *  (with `store: true` when it uses ctx.store). */
export const SERVICES: readonly HostedService[] = [
  { name: 'connector-alpha', start: (ctx) => startAlphaConnector({ ...common(ctx), config: loadAlphaConfig(ctx.env) }) },
  { name: 'connector-beta', start: (ctx) => startBetaConnector({ ...common(ctx), config: loadBetaConfig(ctx.env) }) },
  { name: 'connector-beta-us', start: (ctx) => startBetaUsConnector({ ...common(ctx), config: loadBetaUsConfig(ctx.env) }) },
  { name: 'connector-gamma', start: (ctx) => startGammaConnector({ ...common(ctx), config: loadGammaConfig(ctx.env) }) },
  { name: 'refdata', store: true, when: (ctx) => ctx.matches === null, start: (ctx) => startRefdata({ ...common(ctx), store: ctx.store }) },
  { name: 'refdata (declared matches)', when: (ctx) => ctx.matches !== null, start: startDeclaredRefs },
  {
    name: 'arbitrage',
    start: (ctx) => startArbitrage({ ...common(ctx), config: loadArbitrageConfig(ctx.env), ...(ctx.matches !== null ? { matches: ctx.matches } : {}) }),
  },
  { name: 'recorder', store: true, start: (ctx) => startRecorder({ ...common(ctx), store: ctx.store, config: loadRecorderConfig(ctx.env) }) },
  { name: 'whales', store: true, start: (ctx) => startWhales({ ...common(ctx), store: ctx.store, config: loadWhalesConfig(ctx.env) }) },
];

/** The matches a scenario file declares, or null when reference data is to decide (no scenario, or no `matches`).
 *  `REF_EMBEDDED_MATCHES=simulator` uses venue-sim's generator ground truth instead (a demo without the matcher). */
export function matchesOf(sim: VenueSim, scenarioFile: string | undefined, env: Record<string, string | undefined> = {}): DeclaredMatch[] | null {
  if (scenarioFile !== undefined) {
    const doc = JSON.parse(readFileSync(scenarioFile, 'utf8')) as { matches?: unknown };
    if (Array.isArray(doc.matches)) return parseMatches(doc);
  }
  if (env['REF_EMBEDDED_MATCHES'] === 'simulator') return parseMatches({ matches: sim.control.matches() });
  return null;
}
