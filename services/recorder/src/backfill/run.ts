// runBackfill: drives the generator through a sink (the recorder's writer directly, or the md.* topics) with progress.
import type { Bus, CatalogEvent, Trade } from '@ref/bus';
import type { RecorderWriter } from '../writer.ts';
import { backfillSteps, type BackfillOptions } from './generate.ts';

/** Where backfilled records go. */
export interface BackfillSink {
  catalogs(events: readonly CatalogEvent[]): Promise<void>;
  trades(trades: readonly Trade[]): Promise<void>;
  /** Durable once resolved. */
  flush(): Promise<void>;
}

/** Writes through the recorder's own write path (same batching, idempotence and snapshot folding as live records). */
export function writerSink(writer: RecorderWriter): BackfillSink {
  return {
    async catalogs(events) {
      for (const e of events) writer.addCatalog(e);
      await writer.flush();
    },
    async trades(trades) {
      for (const t of trades) writer.addTrade(t);
      if (writer.pending >= 20_000) await writer.flush();
    },
    async flush() {
      await writer.flush();
    },
  };
}

/** Produces onto md.catalog.v1 and md.trade.v1 for a running recorder to consume (keys as the connectors use). */
export function busSink(bus: Bus): BackfillSink {
  let pending: Trade[] = [];
  const send = async (): Promise<void> => {
    const batch = pending;
    pending = [];
    if (batch.length > 0) await bus.produce('md.trade.v1', batch.map((t) => ({ key: `${t.venue}:${t.venue_market_id}`, value: t })));
  };
  return {
    async catalogs(events) {
      await bus.produce('md.catalog.v1', events.map((e) => ({ key: `${e.venue}:${e.venue_event_id}`, value: e })));
    },
    async trades(trades) {
      pending.push(...trades);
      if (pending.length >= 10_000) await send();
    },
    flush: send,
  };
}

export interface BackfillReport {
  steps: number;
  trades: number;
  ms: number;
}

/** Runs history forward; `onProgress(fraction, label)` after each 6-hour step. */
export async function runBackfill(options: BackfillOptions & {
  sink: BackfillSink;
  writeCatalog?: boolean;
  onProgress?: (fraction: number, label: string) => void;
  clock?: () => number;
}): Promise<BackfillReport> {
  const clock = options.clock ?? Date.now;
  const t0 = clock();
  if (options.writeCatalog !== false) await options.sink.catalogs(options.catalog);
  let trades = 0;
  let steps = 0;
  for (const step of backfillSteps(options)) {
    await options.sink.trades(step.trades);
    trades += step.trades.length;
    steps++;
    options.onProgress?.((step.index + 1) / step.total, `${new Date(step.bucketMs).toISOString().slice(0, 10)}  ${trades} trades`);
  }
  await options.sink.flush();
  return { steps, trades, ms: clock() - t0 };
}
