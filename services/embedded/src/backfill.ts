// History through the real path: venue-sim in fast-forward mode (a simulated clock the generator advances as fast
// as the pipeline absorbs it) → connector-alpha and connector-beta (WebSocket, venue timestamps in the past) → the
// md.* topics → the recorder → the store. Everything runs on the simulated clock, so trades, books and bars carry the
// simulated time. Paced by the recorder's consumer lag (and the WebSocket send buffers), so memory stays bounded.
import type { Bus } from '@ref/bus';
import type { Store } from '@ref/store';
import type { Logger, Registry } from '@ref/telemetry';
import { startVenueSim } from '@ref/venue-sim';
import { loadAlphaConfig, startAlphaConnector } from '@ref/connector-alpha';
import { loadBetaConfig, startBetaConnector } from '@ref/connector-beta';
import { loadRecorderConfig, startRecorder } from '@ref/recorder';

export interface SimBackfillOptions {
  fromMs: number;
  toMs: number;
  bus: Bus;
  store: Store;
  /** the registry the bus reports consumer lag to (pacing reads it) */
  registry: Registry;
  log: Logger;
  /** generator seed (default 1) */
  seed?: number;
  /** sports games in the generated catalog (default 10; the catalog scales with it) */
  games?: number;
  /** simulated time per step (default 10 min) */
  stepMs?: number;
  /** generator ticks per step (default 1; one tick walks `messagesPerSecond / 10` listings, about a tenth trade) */
  ticksPerStep?: number;
  /** book updates per second of the generator's notional timer (default 300: 30 listings walked per tick) */
  messagesPerSecond?: number;
  /** most records the recorder may lag behind before the simulator waits (default 4000; the memory bus keeps 20000
   *  per partition) */
  maxLag?: number;
  /** recorder settings (REF_RECORDER_*); the group id defaults to `recorder-backfill` */
  env?: Record<string, string | undefined>;
  /** (fraction, label) after each step */
  onProgress?: (fraction: number, label: string) => void;
  /** called with the simulator before the clock moves (tests watch the venue messages) */
  onSim?: (sim: Awaited<ReturnType<typeof startVenueSim>>) => void;
}

export interface SimBackfillReport {
  steps: number;
  ticks: number;
  /** venue WebSocket messages sent */
  messages: number;
  /** md.trade.v1 records the recorder consumed */
  trades: number;
  ms: number;
}

async function recorderLag(registry: Registry, group: string): Promise<number> {
  const m = await registry.getSingleMetric('ref_bus_consumer_lag_records')?.get();
  return (m?.values ?? []).filter((v) => v.labels['group'] === group).reduce((a, v) => a + v.value, 0);
}

async function recordsOf(registry: Registry, topic: string): Promise<number> {
  const m = await registry.getSingleMetric('ref_recorder_records_total')?.get();
  return (m?.values ?? []).filter((v) => topic === '' || v.labels['topic'] === topic).reduce((a, v) => a + v.value, 0);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs history forward from `fromMs` to `toMs` through venue-sim, the connectors and the recorder. */
export async function runSimBackfill(o: SimBackfillOptions): Promise<SimBackfillReport> {
  if (!(o.fromMs < o.toMs)) throw new Error('fromMs must be before toMs');
  const t0 = Date.now();
  const log = o.log;
  const group = o.env?.['REF_RECORDER_GROUP_ID'] ?? 'recorder-backfill';
  const sim = await startVenueSim({
    port: 0, log: log.child({ component: 'venue-sim' }), seed: o.seed ?? 1, fastForward: { fromMs: o.fromMs },
    generator: { games: o.games ?? 10, messagesPerSecond: o.messagesPerSecond ?? 300 },
  });
  const stops: Array<() => Promise<void>> = [() => sim.stop()];
  const stopAll = async (): Promise<void> => {
    for (const s of stops.reverse()) await s().catch((err: unknown) => log.error({ err }, 'backfill stop failed'));
  };
  try {
    o.onSim?.(sim);
    const now = sim.now;
    // Silence detection and heartbeats are wall-clock timers: off while the simulated clock jumps.
    const alpha = await startAlphaConnector({
      bus: o.bus, log: log.child({ component: 'connector-alpha' }), registry: o.registry, now,
      config: loadAlphaConfig({ REF_ALPHA_REST_URL: sim.venues.alpha.rest, REF_ALPHA_WS_URL: sim.venues.alpha.ws, REF_ALPHA_STALE_MS: '0', REF_ALPHA_HEARTBEAT_MS: '0', REF_ALPHA_REST_RATE: '1000' }),
    });
    stops.push(() => alpha.stop());
    const beta = await startBetaConnector({
      bus: o.bus, log: log.child({ component: 'connector-beta' }), registry: o.registry, now,
      config: loadBetaConfig({ REF_BETA_CATALOG_URL: sim.venues.beta.gamma_rest, REF_BETA_WS_URL: sim.venues.beta.ws, REF_BETA_STALE_MS: '0', REF_BETA_HEARTBEAT_MS: '0', REF_BETA_REST_RATE: '1000' }),
    });
    stops.push(() => beta.stop());
    const recorder = await startRecorder({
      bus: o.bus, store: o.store, log: log.child({ component: 'recorder' }), registry: o.registry, now,
      config: loadRecorderConfig({ ...o.env, REF_RECORDER_GROUP_ID: group, REF_RECORDER_BACKFILL: 'off' }),
    });
    stops.push(() => recorder.stop());
    await Promise.all([alpha.ready, beta.ready]);

    const maxLag = o.maxLag ?? 4000;
    const report = await sim.control.advance(o.toMs, {
      stepMs: o.stepMs ?? 600_000,
      ticksPerStep: o.ticksPerStep ?? 1,
      pace: async () => {
        while ((await recorderLag(o.registry, group)) > maxLag) await sleep(5);
      },
      onProgress: (f, at) => o.onProgress?.(f, new Date(at).toISOString().slice(0, 16).replace('T', ' ')),
    });
    // Drain: every message read by the connectors, produced, consumed and written.
    let last = -1;
    for (;;) {
      const seen = await recordsOf(o.registry, '');
      if (seen === last && (await recorderLag(o.registry, group)) === 0) break;
      last = seen;
      await sleep(300);
    }
    await recorder.flush();
    return { steps: report.steps, ticks: report.ticks, messages: report.sent, trades: await recordsOf(o.registry, 'md.trade.v1'), ms: Date.now() - t0 };
  } finally {
    await stopAll();
  }
}
