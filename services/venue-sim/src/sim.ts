// startVenueSim: one HTTP server with every venue's REST and WS by path prefix, the timeline player and /_control.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@ref/telemetry';
import { loadScenarioFile, validateScenario, type Match, type Rec, type Scenario, type TimelineEntry } from './scenario.ts';
import { VenueState, type NormalisedBook, type StreamVenue } from './state.ts';
import { StreamHub, type MalformedKind } from './ws.ts';
import { readBody, send, venueRoute, type Reply } from './http.ts';
import { Generator, type GeneratorOptions } from './generator.ts';

export interface VenueSimOptions {
  /** 0 (default) picks an ephemeral port. */
  port?: number;
  host?: string;
  /** A scenario (object or file path); without one the seeded generator runs. */
  scenario?: Scenario | string;
  /** Generator seed (default 1). */
  seed?: number;
  /** Clock for venue timestamps and the generator's listing schedule (default Date.now). */
  now?: () => number;
  log: Logger;
  /** When the scenario timeline of a venue starts: at that venue's first WS subscription (default) or at start. */
  timelineStart?: 'subscribe' | 'start';
  alphaPingMs?: number;
  betaMaxAssets?: number;
  gammaIdleMs?: number;
  /** gamma `apikey` to require; any non-empty key when unset. */
  gammaApiKey?: string;
  generator?: Partial<GeneratorOptions>;
  /** Fast-forward mode (generator only): a simulated clock starting at `fromMs` replaces `now`; the generator's
   *  timer does not run, `control.advance(toMs)` moves the clock and the walk forward (crypto windows do not roll
   *  unless `generator.roll` is set, so the catalog stays what the connectors loaded). */
  fastForward?: { fromMs: number };
}

export interface AdvanceOptions {
  /** simulated time per step (default 60 s) */
  stepMs?: number;
  /** generator ticks per step (default 1; each walks `messagesPerSecond × tickMs / 1000` listings) */
  ticksPerStep?: number;
  /** awaited after every step before the next: backpressure from the pipeline (default: none) */
  pace?: () => Promise<void>;
  /** most bytes left in the WebSocket send buffers before the next step (default 1 MiB) */
  maxBufferedBytes?: number;
  /** after each step: the fraction of [start, toMs] done and the clock */
  onProgress?: (fraction: number, nowMs: number) => void;
}

export interface AdvanceReport {
  steps: number;
  ticks: number;
  /** venue messages sent over WebSocket during the advance */
  sent: number;
}

export interface VenueSimControl {
  /** Every listing's current book, normalised (see README). */
  books(): NormalisedBook[];
  /** The scenario's `matches`, or the generator's ground truth of which listings are the same outcome. */
  matches(): Match[];
  drop(venue: StreamVenue): number;
  gap(): number;
  malformed(venue: StreamVenue, kind?: MalformedKind): number;
  stall(venue: StreamVenue, ms: number): void;
  /** Generator: stop / restart the random walk (the feed goes quiet, connections stay). */
  pause(): void;
  resume(): void;
  /** Generator: run `n` ticks synchronously (works while paused). */
  step(n?: number): void;
  /** Scenario: starts the timeline of `venue` (or all) now, if not yet started. */
  startTimeline(venue?: StreamVenue): void;
  /** Scenario: true when every started timeline has played all its entries. */
  timelineDone(): boolean;
  /** Generator: crypto spot reference prices (dollars, decimal strings); empty for a scenario. */
  spot(): Record<string, string>;
  stats(): { connections: Record<StreamVenue, number>; sent: Record<StreamVenue, number>; timelineErrors: number; generatorTicks: number };
  /** Fast-forward mode: runs the simulated clock and the generator forward to `toMs` step by step, each step's
   *  venue messages stamped with simulated times inside the step (1 s apart), as fast as the clients (and `pace`)
   *  take them. */
  advance(toMs: number, options?: AdvanceOptions): Promise<AdvanceReport>;
}

export interface VenueSim {
  url: string;
  /** the simulator's clock (simulated in fast-forward mode) */
  now(): number;
  venues: {
    alpha: { rest: string; ws: string };
    beta: { gamma_rest: string; clob_rest: string; ws: string };
    beta_us: { rest: string };
    gamma: { rest: string; ws: string };
  };
  control: VenueSimControl;
  state: VenueState;
  stop(): Promise<void>;
}

const VENUES = new Set(['alpha', 'beta', 'gamma']);

/** Starts the simulator and resolves once it listens. */
export async function startVenueSim(opts: VenueSimOptions): Promise<VenueSim> {
  const log = opts.log;
  const ff = opts.fastForward;
  if (ff !== undefined && (opts.scenario !== undefined || !Number.isFinite(ff.fromMs))) throw new Error('fastForward needs the generator (no scenario) and a finite fromMs');
  // Fast-forward clock: within the current step [stepStart, stepEnd) every reading moves it 1 s on (venue events
  // happen at distinct, increasing times; alpha stamps trades in whole seconds), never past the step's end.
  let simNow = ff?.fromMs ?? 0;
  let stepEnd = simNow;
  const ffNow = (): number => {
    const t = simNow;
    if (simNow + 1000 < stepEnd) simNow += 1000;
    return t;
  };
  const now = ff !== undefined ? ffNow : (opts.now ?? Date.now);
  const state = new VenueState();
  let scenario: Scenario | undefined;
  if (typeof opts.scenario === 'string') scenario = await loadScenarioFile(opts.scenario);
  else if (opts.scenario !== undefined) scenario = validateScenario(opts.scenario);

  let generator: Generator | undefined;
  let matches: Match[] = [];
  if (scenario) {
    state.load(scenario);
    matches = scenario.matches ?? [];
  } else {
    generator = new Generator(state, { seed: opts.seed ?? 1, now, ...(ff !== undefined ? { roll: false } : {}), ...opts.generator });
    matches = generator.matches;
  }

  const hub = new StreamHub(
    state,
    { now, alphaPingMs: opts.alphaPingMs ?? 10_000, betaMaxAssets: opts.betaMaxAssets ?? 500, gammaIdleMs: opts.gammaIdleMs ?? 90_000, ...(opts.gammaApiKey !== undefined ? { gammaApiKey: opts.gammaApiKey } : {}) },
    log,
  );

  // ---- timeline playback: per venue, from its first subscription (or start), entries at their at_ms offsets
  const timelines: Record<StreamVenue, TimelineEntry[]> = { alpha: [], beta: [], gamma: [] };
  if (scenario) {
    const trades = (v: StreamVenue, list: Rec[] | undefined, wrap: (t: Rec) => Rec): void => {
      for (const t of list ?? []) timelines[v].push({ at_ms: 0, venue: v, message: wrap(t) });
    };
    trades('alpha', scenario.alpha?.trades, (t) => ({ type: 'trade', msg: t }));
    trades('beta', scenario.beta?.trades, (t) => t);
    trades('gamma', scenario.gamma?.trades, (t) => t);
    state.alphaTrades.length = 0; // the trades sections are played over WS, then served as history
    state.betaTrades.length = 0;
    state.gammaTrades.length = 0;
    for (const e of scenario.timeline ?? []) timelines[e.venue].push(e);
  }
  const started: Record<StreamVenue, boolean> = { alpha: false, beta: false, gamma: false };
  const remaining: Record<StreamVenue, number> = { alpha: timelines.alpha.length, beta: timelines.beta.length, gamma: timelines.gamma.length };
  const timers = new Set<NodeJS.Timeout>();
  let timelineErrors = 0;
  const startTimeline = (v: StreamVenue): void => {
    if (started[v] || !scenario) return;
    started[v] = true;
    const t0 = Date.now();
    let i = 0;
    const entries = timelines[v];
    const next = (): void => {
      while (i < entries.length && entries[i]!.at_ms <= Date.now() - t0) {
        const e = entries[i++]!;
        remaining[v]--;
        const r = v === 'alpha' ? state.applyAlpha(e.message) : v === 'beta' ? state.applyBeta(e.message) : state.applyGamma(e.message);
        if (!r.ok) {
          timelineErrors++;
          log.warn({ venue: v, at_ms: e.at_ms, error: r.error }, 'timeline message not applied');
        }
      }
      if (i < entries.length) {
        const t = setTimeout(() => {
          timers.delete(t);
          next();
        }, Math.max(0, entries[i]!.at_ms - (Date.now() - t0)));
        timers.add(t);
      }
    };
    // Let the subscription's snapshots go out first.
    const t = setTimeout(() => {
      timers.delete(t);
      next();
    }, 0);
    timers.add(t);
  };
  hub.onSubscribe = (v) => {
    if (opts.timelineStart !== 'start') startTimeline(v);
  };
  if (opts.timelineStart === 'start') for (const v of ['alpha', 'beta', 'gamma'] as const) startTimeline(v);

  const control: VenueSimControl = {
    books: () => state.books(),
    matches: () => matches,
    drop: (v) => hub.drop(v),
    gap: () => hub.gap(),
    malformed: (v, kind = 'json') => hub.malformed(v, kind),
    stall: (v, ms) => hub.stall(v, ms),
    pause: () => generator?.pause(),
    resume: () => generator?.resume(),
    step: (n = 1) => generator?.step(n),
    startTimeline: (v) => {
      if (v) startTimeline(v);
      else for (const x of ['alpha', 'beta', 'gamma'] as const) startTimeline(x);
    },
    timelineDone: () => (['alpha', 'beta', 'gamma'] as const).every((v) => remaining[v] === 0),
    spot: () => generator?.spotPrices() ?? {},
    stats: () => ({ connections: hub.connections(), sent: { ...hub.sent }, timelineErrors, generatorTicks: generator?.ticks ?? 0 }),
    async advance(toMs, o = {}) {
      if (ff === undefined || !generator) throw new Error('advance needs fastForward mode');
      const stepMs = o.stepMs ?? 60_000;
      const ticksPerStep = o.ticksPerStep ?? 1;
      const maxBuffered = o.maxBufferedBytes ?? 1 << 20;
      if (!(stepMs > 0) || !Number.isInteger(ticksPerStep) || ticksPerStep < 1) throw new Error('stepMs must be > 0 and ticksPerStep an integer >= 1');
      const start = stepEnd;
      const sent0 = hub.sent.alpha + hub.sent.beta + hub.sent.gamma;
      let steps = 0;
      const ticks0 = generator.ticks;
      while (stepEnd < toMs) {
        simNow = Math.max(simNow, stepEnd);
        stepEnd = Math.min(toMs, stepEnd + stepMs);
        generator.step(ticksPerStep);
        steps++;
        // let the sockets flush and the clients read: wait while the send buffers are full
        await new Promise<void>((resolve) => setImmediate(resolve));
        while (hub.bufferedBytes() > maxBuffered) await new Promise<void>((resolve) => setTimeout(resolve, 2));
        if (o.pace) await o.pace();
        o.onProgress?.(toMs > start ? (stepEnd - start) / (toMs - start) : 1, stepEnd);
      }
      return { steps, ticks: generator.ticks - ticks0, sent: hub.sent.alpha + hub.sent.beta + hub.sent.gamma - sent0 };
    },
  };

  const controlRoute = (method: string, path: string, q: URLSearchParams): Reply | undefined => {
    if (!path.startsWith('/_control')) return undefined;
    const bad = (detail: string): Reply => ({ status: 400, body: { detail } });
    if (method === 'GET' && path === '/_control/books') {
      const venue = q.get('venue');
      return { status: 200, body: control.books().filter((b) => !venue || b.venue === venue) };
    }
    if (method === 'GET' && path === '/_control/matches') return { status: 200, body: control.matches() };
    if (method === 'GET' && path === '/_control/spot') return { status: 200, body: control.spot() };
    if (method === 'GET' && path === '/_control/stats') return { status: 200, body: control.stats() };
    if (method !== 'POST') return { status: 405, body: { detail: 'method not allowed' } };
    const venue = q.get('venue');
    const needVenue = (): StreamVenue | Reply => (venue && VENUES.has(venue) ? (venue as StreamVenue) : bad('venue must be alpha, beta or gamma'));
    switch (path) {
      case '/_control/faults/drop': {
        const v = needVenue();
        return typeof v === 'string' ? { status: 200, body: { venue: v, dropped: control.drop(v) } } : v;
      }
      case '/_control/faults/gap':
        if (venue !== null && venue !== 'alpha') return bad('venue: a sequence gap applies to alpha only');
        return { status: 200, body: { venue: 'alpha', subscriptions: control.gap() } };
      case '/_control/faults/malformed': {
        const v = needVenue();
        if (typeof v !== 'string') return v;
        const kind = q.get('kind') ?? 'json';
        if (kind !== 'json' && kind !== 'schema' && kind !== 'unknown') return bad('kind must be json, schema or unknown');
        return { status: 200, body: { venue: v, kind, connections: control.malformed(v, kind) } };
      }
      case '/_control/faults/stall': {
        const v = needVenue();
        if (typeof v !== 'string') return v;
        const ms = q.get('ms');
        if (!ms || !/^\d+$/.test(ms) || Number(ms) < 1 || Number(ms) > 600_000) return bad('ms must be an integer between 1 and 600000');
        control.stall(v, Number(ms));
        return { status: 200, body: { venue: v, ms: Number(ms) } };
      }
      case '/_control/generator/pause':
        control.pause();
        return { status: 200, body: { paused: true } };
      case '/_control/generator/resume':
        control.resume();
        return { status: 200, body: { paused: false } };
      case '/_control/generator/step': {
        const n = q.get('n') ?? '1';
        if (!/^\d+$/.test(n) || Number(n) < 1 || Number(n) > 10_000) return bad('n must be an integer between 1 and 10000');
        control.step(Number(n));
        return { status: 200, body: { ticks: generator?.ticks ?? 0 } };
      }
      case '/_control/timeline/start': {
        if (venue !== null && !VENUES.has(venue)) return bad('venue must be alpha, beta or gamma');
        control.startTimeline((venue ?? undefined) as StreamVenue | undefined);
        return { status: 200, body: { started: venue ?? 'all' } };
      }
    }
    return { status: 404, body: { detail: 'not found' } };
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim');
    const method = req.method ?? 'GET';
    readBody(req).then(
      (body) => {
        if (body instanceof Error) return send(res, { status: 400, body: { detail: body.message } });
        const r =
          controlRoute(method, url.pathname, url.searchParams) ??
          venueRoute(state, { method, path: url.pathname, query: url.searchParams, headers: req.headers, body }, { now: now(), ...(opts.gammaApiKey !== undefined ? { gammaApiKey: opts.gammaApiKey } : {}) });
        send(res, r ?? { status: 404, body: { detail: 'not found' } });
      },
      (err: unknown) => {
        log.warn({ err }, 'request failed');
        send(res, { status: 500, body: { detail: 'internal error' } });
      },
    );
  });
  server.on('upgrade', (req, socket, head) => {
    if (!hub.upgrade(req, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\n\r\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const addr = server.address() as AddressInfo;
  const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  const url = `http://${host}:${addr.port}`;
  const ws = `ws://${host}:${addr.port}`;
  if (ff === undefined) generator?.start();
  log.info({ url, source: scenario ? 'scenario' : 'generator', listings: state.books().length }, 'venue-sim listening');

  let stopped = false;
  return {
    url,
    now,
    venues: {
      alpha: { rest: `${url}/alpha/trade-api/v2`, ws: `${ws}/alpha/trade-api/ws/v2` },
      beta: { gamma_rest: `${url}/beta/gamma-api`, clob_rest: `${url}/beta/clob`, ws: `${ws}/beta/ws/market` },
      beta_us: { rest: `${url}/beta_us/v1` },
      gamma: { rest: `${url}/gamma/openapi`, ws: `${ws}/gamma/ws` },
    },
    control,
    state,
    async stop() {
      if (stopped) return;
      stopped = true;
      generator?.stop();
      for (const t of timers) clearTimeout(t);
      hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
