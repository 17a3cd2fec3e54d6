// Backfill on the embedded store (PGlite) and on PostgreSQL: months of history run forward through the recorder's write path,
// bars served for the whole window, a rerun writes nothing twice, and startRecorder's on-empty backfill.
import { createMemoryBus } from '@ref/bus';
import { buildApp } from '@ref/gateway';
import { createWriterMetrics, loadRecorderConfig, migrateRecorder, RecorderWriter, runBackfill, startRecorder, syntheticCatalog, writerSink } from '@ref/recorder';
import { createPgliteStore } from '@ref/store';
import { createLogger, createRegistry } from '@ref/telemetry';
import { createTestPostgresStore, waitFor } from '@ref/testkit';
import { describe, expect, inject, it } from 'vitest';
import { historyCapability } from '../../services/gateway/src/routes/history.ts';

const log = createLogger({ name: 'backfill-test', level: 'silent' });
const FROM = Date.UTC(2026, 2, 21);
const NOW = Date.UTC(2026, 4, 21, 9);

describe('backfill', () => {
  it('runs two months forward on PGlite; bars cover the window from the history start; rerun writes nothing', async () => {
    const store = await createPgliteStore({});
    try {
      await migrateRecorder(store);
      const writer = new RecorderWriter({ store, log, metrics: createWriterMetrics(createRegistry()), bookDepth: 50 });
      const catalog = syntheticCatalog({ seed: 3, eventsPerVenue: 1, observedAtMs: FROM });
      const fractions: number[] = [];
      const report = await runBackfill({ seed: 3, toMs: NOW, catalog, tradesPer6h: 2, sink: writerSink(writer), onProgress: (f) => fractions.push(f) });
      expect(report.steps).toBe(Math.ceil((NOW - FROM) / 21_600_000));
      expect(fractions.at(-1)).toBe(1);
      const n = async (t: string): Promise<number> => (await store.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0]?.n ?? -1;
      expect(await n('rec_trades')).toBe(report.trades);
      const snaps = await n('rec_snapshots_6h');
      // monthly partitions March, April, May
      expect((await store.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_inherits WHERE inhparent = to_regclass('rec_trades')`)).rows[0]?.n).toBe(3);
      await runBackfill({ seed: 3, toMs: NOW, catalog, tradesPer6h: 2, sink: writerSink(writer) });
      expect(await n('rec_trades')).toBe(report.trades);
      expect(await n('rec_snapshots_6h')).toBe(snaps);

      const gw = await buildApp({ ctx: { bus: createMemoryBus(), store, log, registry: createRegistry(), now: () => NOW }, capabilities: [historyCapability], config: { feeds: false, docs: false } });
      try {
        const key = (await gw.accounts.createKey({ plan: 'free', name: 't' })).key;
        const id = catalog[0]?.markets[0]?.venue_market_id as string;
        const res = await gw.app.inject({ url: `/markets/ohlcv?market_ids=${id}&from=2026-01-01&to=2026-05-21&interval=1d`, headers: { 'x-api-key': key } });
        expect(res.statusCode).toBe(200);
        const [m] = res.json() as Array<{ bars: Array<{ ts: string; close: number | null }>; stats: Record<string, number | null> }>;
        expect(m?.bars[0]?.ts).toBe('2026-03-21T00:00:00+00:00');
        expect(m?.bars).toHaveLength(61);
        expect(m?.bars.filter((b) => b.close === null).length).toBeLessThan(5);
        expect(m?.stats['change_30d']).not.toBeNull();
        expect(m?.stats['window_open']).toBeGreaterThan(0);
      } finally {
        await gw.close();
      }
    } finally {
      await store.close();
    }
  });

  it('startRecorder with REF_RECORDER_BACKFILL=on-empty fills history once a catalog arrives (PostgreSQL)', async () => {
    const store = await createTestPostgresStore(inject('pgUrl'), { prefix: 'recbf' });
    const bus = createMemoryBus();
    const recorder = await startRecorder({
      bus, store, log, registry: createRegistry(), now: () => Date.UTC(2026, 3, 1),
      config: loadRecorderConfig({ REF_RECORDER_BACKFILL: 'on-empty', REF_RECORDER_FLUSH_MS: '20' }),
    });
    try {
      const catalog = syntheticCatalog({ seed: 5, eventsPerVenue: 1, observedAtMs: FROM }).slice(0, 1);
      await bus.produce('md.catalog.v1', catalog.map((e) => ({ key: `${e.venue}:${e.venue_event_id}`, value: e })));
      const count = await waitFor(async () => {
        const r = await store.query<{ n: number }>('SELECT count(DISTINCT ts)::int AS n FROM rec_snapshots_6h');
        return (r.rows[0]?.n ?? 0) >= 40 ? r.rows[0]?.n : null;
      }, { timeoutMs: 60_000, message: 'backfilled snapshots' });
      expect(count).toBeLessThanOrEqual(44); // 11 days of 6h buckets
    } finally {
      await recorder.stop();
      await bus.close();
      await store.close();
    }
  });
});
