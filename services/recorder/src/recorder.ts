// startRecorder: consumes md.catalog.v1, md.book.v1 and md.trade.v1 and writes history through RecorderWriter.
import type { BookUpdate, Bus, CatalogEvent, Consumer, ConsumedRecord, TopicName, Trade } from '@ref/bus';
import type { Store } from '@ref/store';
import { Gauge, Health, type Logger, type Registry, type Service } from '@ref/telemetry';
import { loadRecorderConfig, type RecorderConfig } from './config.ts';
import { recorderMigrations } from './migrations.ts';
import { RecorderWriter, createWriterMetrics } from './writer.ts';
import { catalogFromStore } from './backfill/catalog.ts';
import { runBackfill, writerSink } from './backfill/run.ts';

export interface RecorderDeps {
  bus: Bus;
  store: Store;
  log: Logger;
  registry: Registry;
  now(): number;
  /** Loaded settings; omitted: read from process.env. */
  config?: RecorderConfig;
}

export interface Recorder extends Service {
  /** Writes what is buffered now (tests and the backfill use it to wait for durability). */
  flush(): Promise<void>;
  readonly writer: RecorderWriter;
}

const TOPICS: TopicName[] = ['md.catalog.v1', 'md.book.v1', 'md.trade.v1'];

/** Applies the recorder's migrations. */
export async function migrateRecorder(store: Store): Promise<string[]> {
  return store.migrate(recorderMigrations);
}

/** Starts the recorder: migrations, consumer group on the md.* topics, periodic flush and retention. */
export async function startRecorder(deps: RecorderDeps): Promise<Recorder> {
  const config = deps.config ?? loadRecorderConfig(process.env);
  const log = deps.log.child({ component: 'recorder' });
  await migrateRecorder(deps.store);
  const writer = new RecorderWriter({ store: deps.store, log, metrics: createWriterMetrics(deps.registry), bookDepth: config.bookDepth, parallelism: config.writeParallelism });
  const buffered = new Gauge({ name: 'ref_recorder_buffered_records', help: 'records waiting to be written', registers: [deps.registry] });
  const health = new Health();
  let consumer: Consumer | null = null;
  let consuming = false;
  let lastError: string | null = null;
  health.add('consumer', () => ({ ok: consuming, detail: consuming ? 'assigned' : 'starting' }));
  health.add('writes', () => (lastError ? { ok: false, detail: lastError } : { ok: true }));

  let stopped = false;
  let flushChain: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    // (a failed flush must not poison the chain: the next one tries again)
    flushChain = flushChain.catch(() => undefined).then(async () => {
      try {
        await writer.flush();
        lastError = null;
      } catch (err) {
        lastError = err instanceof Error ? err.message : String(err);
        log.error({ err }, 'flush failed');
        throw err;
      } finally {
        buffered.set(writer.pending);
      }
    });
    return flushChain;
  };
  const flushQuietly = (): Promise<void> => flush().catch(() => undefined);

  const onMessage = async (rec: ConsumedRecord<TopicName>): Promise<void> => {
    if (rec.value === null) return;
    switch (rec.topic) {
      case 'md.catalog.v1':
        writer.addCatalog(rec.value as CatalogEvent);
        break;
      case 'md.book.v1':
        writer.addBook(rec.value as BookUpdate);
        break;
      case 'md.trade.v1':
        writer.addTrade(rec.value as Trade);
        break;
      default:
        return;
    }
    // Back-pressure: the partition waits while the buffer is over the high-water mark (retrying while the store is
    // down: nothing is dropped, and no offset is committed before its record is written).
    for (let attempt = 0; writer.pending >= config.batchMax && !stopped; attempt++) {
      try {
        await flush();
      } catch {
        await new Promise((r) => setTimeout(r, Math.min(2000, 100 * 2 ** attempt)));
      }
    }
  };

  const timer = setInterval(() => void flushQuietly(), config.flushMs);
  timer.unref();
  const retention = async (): Promise<void> => {
    try {
      const dropped = await writer.partitionManager.applyRetention({
        rec_trades: config.retentionTradesDays,
        rec_book_1m: config.retentionBook1mDays,
        rec_book_5m: config.retentionBook5mDays,
        rec_top_of_book: config.retentionTopDays,
      }, deps.now());
      if (dropped.length > 0) log.info({ dropped }, 'retention dropped partitions');
    } catch (err) {
      log.error({ err }, 'retention failed');
    }
  };
  const retentionTimer = setInterval(() => void retention(), config.retentionEveryMs);
  retentionTimer.unref();
  void retention();

  await deps.bus.ensureTopics(TOPICS);
  // Offsets are committed only after what was consumed before them is written (checkpoint = flush).
  consumer = await deps.bus.consume({ topics: TOPICS, groupId: config.groupId, fromBeginning: true, onMessage, checkpoint: flush, checkpointEveryMs: config.flushMs });
  await consumer.ready;
  consuming = true;
  log.info({ topics: TOPICS, groupId: config.groupId }, 'recorder started');

  // Fresh start: once a catalog is recorded and no bar history exists, run history forward through the same writer.
  let backfilling: Promise<void> = Promise.resolve();
  if (config.backfill === 'on-empty') {
    backfilling = (async () => {
      while (!stopped) {
        // "no bars" = no snapshot older than two days (live trades of the first minutes do not count as history)
        const has = await deps.store.query<{ m: boolean; s: boolean }>(
          'SELECT EXISTS (SELECT 1 FROM rec_markets) AS m, EXISTS (SELECT 1 FROM rec_snapshots_6h WHERE ts < $1) AS s', [deps.now() - 2 * 86_400_000]);
        const row = has.rows[0];
        if (row?.s) return;
        if (row?.m) break;
        await new Promise((r) => setTimeout(r, 1000));
      }
      if (stopped) return;
      await new Promise((r) => setTimeout(r, 2000)); // let the first catalog pages land
      const catalog = await catalogFromStore(deps.store);
      let decile = -1;
      log.info({ events: catalog.length }, 'backfill started');
      const report = await runBackfill({
        seed: config.backfillSeed, toMs: deps.now(), catalog, writeCatalog: false, sink: writerSink(writer),
        onProgress: (f, label) => {
          const d = Math.floor(f * 10);
          if (d !== decile) {
            decile = d;
            log.info({ pct: d * 10, at: label }, 'backfill progress');
          }
        },
      });
      log.info({ trades: report.trades, ms: report.ms }, 'backfill done');
    })().catch((err: unknown) => log.error({ err }, 'backfill failed'));
  }

  return {
    name: 'recorder',
    health,
    writer,
    flush,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      clearInterval(retentionTimer);
      consuming = false;
      await consumer?.close();
      await backfilling;
      await flushQuietly();
      log.info({}, 'recorder stopped');
    },
  };
}
