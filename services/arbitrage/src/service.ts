// The arbitrage service: md.catalog.v1 + ref.event.v1 (or declared matches) + md.book.v1 in, arb.* out.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Bus, CatalogEvent, Consumer, Opportunity, ProduceRecord, RefEvent, Spread, Table } from '@ref/bus';
import { Counter, Gauge, Health, Histogram, type Logger, type Registry, type Service } from '@ref/telemetry';
import { ArbitrageEngine } from './engine.ts';
import type { ArbitrageConfig } from './config.ts';
import { catalogLookup, parseMatches, refEventFromMatch, type DeclaredMatch } from './matches.ts';

/** After a failed produce, the whole published state is sent again this much later (and again while produces fail). */
const RESYNC_AFTER_MS = 1000;

export interface ArbitrageDeps {
  bus: Bus;
  log: Logger;
  registry: Registry;
  now(): number;
  config: ArbitrageConfig;
  /** Declared matches instead of ref.event.v1 (else read from config.matchesFile when set). */
  matches?: DeclaredMatch[];
}

/** A running arbitrage service. `engine` is exposed for tests and the embedded host's diagnostics. */
export interface ArbitrageService extends Service {
  readonly engine: ArbitrageEngine;
  /** Resolves when every output produced so far has been handed to the bus. */
  flushed(): Promise<void>;
}

export async function startArbitrage(deps: ArbitrageDeps): Promise<ArbitrageService> {
  const { bus, config, registry } = deps;
  const log = deps.log.child({ component: 'arbitrage' });
  const health = new Health();

  const updates = new Counter({ name: 'ref_arb_book_updates_total', help: 'md.book.v1 records applied', labelNames: ['venue'], registers: [registry] });
  const rejected = new Counter({ name: 'ref_arb_rejected_total', help: 'listings excluded for bad input (transitions)', labelNames: ['venue', 'reason'], registers: [registry] });
  const published = new Counter({ name: 'ref_arb_published_total', help: 'records produced', labelNames: ['topic', 'kind'], registers: [registry] });
  const produceErrors = new Counter({ name: 'ref_arb_produce_errors_total', help: 'failed produce calls', labelNames: ['topic'], registers: [registry] });
  const resyncs = new Counter({ name: 'ref_arb_resyncs_total', help: 'times the whole published state was sent again after a failed produce', registers: [registry] });
  const open = new Gauge({ name: 'ref_arb_opportunities_open', help: 'opportunities currently published', registers: [registry] });
  const latency = new Histogram({
    name: 'ref_arb_book_to_opportunity_seconds',
    help: 'book record consumed to its outputs handed to the bus',
    buckets: [0.00001, 0.00005, 0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1],
    registers: [registry],
  });
  const lag = new Histogram({ name: 'ref_arb_book_lag_seconds', help: 'connector receipt to arbitrage apply', buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5], registers: [registry] });

  let opps: ProduceRecord<'arb.opportunity.v1'>[] = [];
  let spreads: ProduceRecord<'arb.spread.v1'>[] = [];
  const engine = new ArbitrageEngine(
    { minNetCents: config.minNetCents, allowAxes: config.allowAxes, staleAfterMs: config.staleAfterMs, now: deps.now },
    {
      opportunity: (key: string, value: Opportunity | null) => {
        opps.push({ key, value });
      },
      spread: (key: string, value: Spread | null) => {
        spreads.push({ key, value });
      },
      rejected: (listing, venue, err) => {
        const reason = 'code' in err && typeof err.code === 'string' ? err.code : 'fee_model';
        rejected.inc({ venue, reason });
        log.warn({ listing, venue, reason, err }, 'listing excluded');
      },
    },
  );

  // Outputs are handed to the bus at once, in drain order: the bus queues produce calls and sends them in order,
  // one broker batch at a time, coalescing whatever queued meanwhile (per-key order is preserved without chaining
  // here, which would cost a broker round trip per drain). `chain` resolves when everything handed so far is acked.
  let chain: Promise<void> = Promise.resolve();
  // Outputs lost in a failed produce (the broker away longer than the bus retries) are not given up: the engine's
  // whole published state is sent again a second later (`resync`), and again until a resync goes through, so the
  // compacted topics end at the engine's state. Tombstones are not part of that state: the keys of lost ones are kept
  // and sent again unless the key is open by then.
  const lostTombstones = { opps: new Set<string>(), spreads: new Set<string>() };
  let resyncTimer: NodeJS.Timeout | undefined;
  let stopping = false;
  const lost = (topic: 'opps' | 'spreads', records: readonly { key: string; value: unknown }[]): void => {
    for (const r of records) if (r.value === null) lostTombstones[topic].add(r.key);
    if (resyncTimer === undefined && !stopping) {
      resyncTimer = setTimeout(resync, RESYNC_AFTER_MS);
      resyncTimer.unref();
    }
  };
  const produceOpps = async (o: typeof opps): Promise<void> => {
    try {
      await bus.produce('arb.opportunity.v1', o);
      for (const r of o) published.inc({ topic: 'arb.opportunity.v1', kind: r.value ? 'upsert' : 'tombstone' });
    } catch (err) {
      produceErrors.inc({ topic: 'arb.opportunity.v1' });
      log.error({ err, records: o.length }, 'produce failed; the published state is sent again');
      lost('opps', o);
    }
  };
  const produceSpreads = async (s: typeof spreads): Promise<void> => {
    try {
      await bus.produce('arb.spread.v1', s);
      published.inc({ topic: 'arb.spread.v1', kind: 'row' }, s.length);
    } catch (err) {
      produceErrors.inc({ topic: 'arb.spread.v1' });
      log.error({ err, records: s.length }, 'produce failed; the published state is sent again');
      lost('spreads', s);
    }
  };
  function resync(): void {
    resyncTimer = undefined;
    if (stopping) return;
    const queued = engine.republish();
    engine.drain();
    const tombstones = (out: { key: string; value: unknown }[], keys: Set<string>): number => {
      const present = new Set(out.map((r) => r.key));
      let n = 0;
      for (const k of keys) {
        if (present.has(k)) continue;
        out.push({ key: k, value: null });
        n++;
      }
      keys.clear();
      return n;
    };
    const n = queued + tombstones(opps, lostTombstones.opps) + tombstones(spreads, lostTombstones.spreads);
    resyncs.inc();
    log.warn({ records: n }, 'published state sent again after a failed produce');
    flushInBackground();
  }
  const flush = (): Promise<void> => {
    engine.drain();
    if (opps.length === 0 && spreads.length === 0) return chain;
    const o = opps;
    const s = spreads;
    opps = [];
    spreads = [];
    const sent = Promise.all([o.length ? produceOpps(o) : undefined, s.length ? produceSpreads(s) : undefined]);
    chain = Promise.all([chain, sent]).then(() => {
      open.set(engine.stats.opportunitiesOpen);
    });
    return chain;
  };
  const flushInBackground = (): void => {
    flush().catch((err: unknown) => log.error({ err }, 'flush failed'));
  };

  // Book records: applied one by one as they arrive; their outputs are drained once per consumer batch (a
  // setImmediate after the batch's records) and handed to the bus without waiting for the broker, so the next
  // records are applied while a produce is in flight (per-key order holds: batches go out one after another).
  // Back-pressure: when more than MAX_IN_FLIGHT output records await the broker, the consumer waits for them.
  const MAX_IN_FLIGHT = 20_000;
  let inFlight = 0;
  let scheduled = false;
  const batchStarts: number[] = [];
  const drainBatch = (): void => {
    scheduled = false;
    const starts = batchStarts.splice(0);
    engine.drain();
    const n = opps.length + spreads.length;
    inFlight += n;
    const done = flush();
    // outputs handed to the bus: the time each record of the batch waited for it
    const handed = performance.now();
    for (const t0 of starts) latency.observe((handed - t0) / 1000);
    done.then(
      () => (inFlight -= n),
      (err: unknown) => {
        inFlight -= n;
        log.error({ err }, 'flush failed');
      },
    );
  };

  await bus.ensureTopics(['md.book.v1', 'md.catalog.v1', 'ref.event.v1', 'arb.opportunity.v1', 'arb.spread.v1']);

  // Catalogs: fee models, identifiers, volumes. Materialised fully by every replica (small, compacted).
  const catalogs: Table<CatalogEvent> = await bus.materialize('md.catalog.v1');
  for (const c of catalogs.values()) engine.onCatalog(c);
  const unsubs: (() => void)[] = [];
  let declared = deps.matches;
  if (declared === undefined && config.matchesFile !== undefined) declared = parseMatches(JSON.parse(readFileSync(config.matchesFile, 'utf8')) as unknown);

  let refs: Table<RefEvent> | null = null;
  if (declared !== undefined) {
    // Declared matches: synthesise the ref events now and again whenever a catalog changes.
    const matches = declared;
    const synth = (): void => {
      const lookup = catalogLookup(catalogs.values());
      for (const m of matches) {
        const ev = refEventFromMatch(m, lookup, deps.now());
        engine.onRefEvent(ev.ref_id, ev);
      }
    };
    synth();
    unsubs.push(
      catalogs.onChange((_k, v) => {
        if (v) engine.onCatalog(v);
        synth();
        flushInBackground();
      }),
    );
    log.info({ matches: matches.length }, 'using declared matches');
  } else {
    unsubs.push(
      catalogs.onChange((_k, v) => {
        if (v) engine.onCatalog(v);
        flushInBackground();
      }),
    );
    refs = await bus.materialize('ref.event.v1');
    for (const [k, v] of refs.entries()) engine.onRefEvent(k, v);
    unsubs.push(
      refs.onChange((k, v) => {
        engine.onRefEvent(k, v);
        flushInBackground();
      }),
    );
  }
  await flush();

  const consumer: Consumer = await bus.consume({
    topics: ['md.book.v1'],
    groupId: config.groupId,
    fromBeginning: config.booksFromBeginning,
    // books are state: a partition gained (at start or in a rebalance) is read from the start of the retained log,
    // not from the committed offset, or its listings would have no snapshot until the venue sends a new one
    rebuildOnAssign: config.booksFromBeginning,
    // the handler is synchronous up to back-pressure, so records of different partitions may interleave safely
    partitionsConcurrently: 8,
    onMessage: async (rec) => {
      const v = rec.value;
      if (!v) return;
      const t0 = performance.now();
      const now = deps.now();
      if (v.received_ts_ms > 0 && now >= v.received_ts_ms) lag.observe((now - v.received_ts_ms) / 1000);
      engine.onBook(v);
      updates.inc({ venue: v.venue });
      batchStarts.push(t0);
      if (!scheduled) {
        scheduled = true;
        setImmediate(drainBatch);
      }
      if (inFlight >= MAX_IN_FLIGHT) await chain;
    },
  });
  let consuming = false;
  consumer.ready.then(
    () => {
      consuming = true;
    },
    (err: unknown) => log.error({ err }, 'book consumer failed to start'),
  );
  health.add('books', () => ({ ok: consuming, detail: consuming ? 'consuming md.book.v1' : 'waiting for partition assignment' }));

  const sweepEvery = Math.max(250, Math.floor(config.staleAfterMs / 4));
  const sweeper = setInterval(() => {
    if (engine.sweepStale() > 0) flushInBackground();
  }, sweepEvery);
  sweeper.unref();

  log.info({ groupId: config.groupId, minNetCents: config.minNetCents, staleAfterMs: config.staleAfterMs }, 'arbitrage started');
  let stopped: Promise<void> | null = null;
  return {
    name: 'arbitrage',
    health,
    engine,
    flushed: () => flush(),
    stop(): Promise<void> {
      stopped ??= (async () => {
        stopping = true;
        clearTimeout(resyncTimer);
        clearInterval(sweeper);
        for (const u of unsubs) u();
        await consumer.close();
        await flush();
        await catalogs.close();
        if (refs) await refs.close();
        log.info({}, 'arbitrage stopped');
      })();
      return stopped;
    },
  };
}
