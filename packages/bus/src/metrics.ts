// Metrics and rate-limited logging shared by both adapters.
import { Counter, Gauge, Histogram, createLogger, createRegistry, type Logger, type Registry } from '@ref/telemetry';

/** Reports the current lag (records not yet delivered) of one consumer, per topic. */
export type LagSource = () => Iterable<{ topic: string; group: string; lag: number }>;

const lagSourcesByRegistry = new WeakMap<Registry, Set<LagSource>>();

/** The lag gauge of a registry, summing every registered consumer's lag per topic and group at scrape time. */
function lagSources(registry: Registry): Set<LagSource> {
  let sources = lagSourcesByRegistry.get(registry);
  if (sources === undefined) {
    const set = new Set<LagSource>();
    sources = set;
    lagSourcesByRegistry.set(registry, set);
    if (registry.getSingleMetric('ref_bus_consumer_lag_records') === undefined) {
      new Gauge({
        name: 'ref_bus_consumer_lag_records',
        help: 'Records in the log not yet delivered to a consumer (group, reader or table), per topic',
        labelNames: ['topic', 'group'],
        registers: [registry],
        collect(this: Gauge<'topic' | 'group'>) {
          this.reset();
          const sums = new Map<string, { topic: string; group: string; lag: number }>();
          for (const source of set) {
            for (const { topic, group, lag } of source()) {
              const k = `${topic}\u0000${group}`;
              const entry = sums.get(k);
              if (entry === undefined) sums.set(k, { topic, group, lag });
              else entry.lag += lag;
            }
          }
          for (const { topic, group, lag } of sums.values()) this.set({ topic, group }, lag);
        },
      });
    }
  }
  return sources;
}

function counter(registry: Registry, name: string, help: string): Counter<'topic'> {
  const existing = registry.getSingleMetric(name);
  if (existing) return existing as Counter<'topic'>;
  return new Counter({ name, help, labelNames: ['topic'], registers: [registry] });
}

function histogram(registry: Registry, name: string, help: string): Histogram<'topic'> {
  const existing = registry.getSingleMetric(name);
  if (existing) return existing as Histogram<'topic'>;
  return new Histogram({ name, help, labelNames: ['topic'], buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.05, 0.25, 1], registers: [registry] });
}

/** Counters of one bus; reuses the metrics when several buses share a registry. */
export class BusMetrics {
  /** Kafka: how long a produce call waited in the bus's queue before the broker batch carrying it was sent */
  readonly produceWait: Histogram<'topic'>;
  /** Kafka: how long the broker took to acknowledge a batch (sent to acked), per batch */
  readonly produceAck: Histogram<'topic'>;
  readonly produced: Counter<'topic'>;
  readonly consumed: Counter<'topic'>;
  readonly badRecords: Counter<'topic'>;
  readonly handlerErrors: Counter<'topic'>;
  /** Consumers register a lag source while running (ref_bus_consumer_lag_records). */
  readonly lag: Set<LagSource>;
  private readonly consumedByTopic = new Map<string, { inc(n?: number): void }>();
  /** The consumed counter of one topic (labels resolved once; hot path). */
  consumedOf(topic: string): { inc(n?: number): void } {
    let c = this.consumedByTopic.get(topic);
    if (c === undefined) this.consumedByTopic.set(topic, (c = this.consumed.labels({ topic })));
    return c;
  }
  constructor(registry: Registry) {
    this.produced = counter(registry, 'ref_bus_produced_records_total', 'Records produced, per topic');
    this.consumed = counter(registry, 'ref_bus_consumed_records_total', 'Records delivered to consumers and tables, per topic');
    this.badRecords = counter(registry, 'ref_bus_bad_records_total', 'Records that could not be decoded and were skipped, per topic');
    this.lag = lagSources(registry);
    this.handlerErrors = counter(registry, 'ref_bus_handler_errors_total', 'Consumer handlers that threw; the record was skipped, per topic');
    this.produceWait = histogram(registry, 'ref_bus_produce_wait_seconds', 'Kafka: time a produce call waited in the bus queue before its broker batch was sent, per topic');
    this.produceAck = histogram(registry, 'ref_bus_produce_ack_seconds', 'Kafka: broker batch sent to acknowledged, per topic (first topic of the batch)');
  }
}

/** Shared options of both adapters. */
export interface BusCommonOptions {
  /** pino logger (a child `{ component: 'bus' }` is taken); default: a new logger named `bus`. */
  logger?: Logger;
  /** prom-client registry for ref_bus_* metrics; default: a private registry. */
  registry?: Registry;
}

const LOG_EVERY_MS = 60_000;

/** Counts and logs skipped records and failed handlers: the first per topic, then at most once a minute. */
export class Reporter {
  readonly log: Logger;
  readonly metrics: BusMetrics;
  private readonly lastLogged = new Map<string, { at: number; suppressed: number }>();
  constructor(options: BusCommonOptions) {
    this.log = (options.logger ?? createLogger({ name: 'bus' })).child({ component: 'bus' });
    this.metrics = new BusMetrics(options.registry ?? createRegistry());
  }

  badRecord(topic: string, err: unknown, where: { partition: number; offset: string; key: string | null }): void {
    this.metrics.badRecords.inc({ topic });
    this.limited(`bad:${topic}`, (suppressed) => this.log.warn({ topic, ...where, suppressed, err }, 'bus record skipped'));
  }

  handlerError(topic: string, err: unknown, where: { partition: number; offset: string; key: string }): void {
    this.metrics.handlerErrors.inc({ topic });
    this.limited(`handler:${topic}`, (suppressed) => this.log.error({ topic, ...where, suppressed, err }, 'bus handler failed'));
  }

  private limited(key: string, emit: (suppressed: number) => void): void {
    const now = Date.now();
    const entry = this.lastLogged.get(key);
    if (entry === undefined || now - entry.at >= LOG_EVERY_MS) {
      emit(entry?.suppressed ?? 0);
      this.lastLogged.set(key, { at: now, suppressed: 0 });
    } else {
      entry.suppressed++;
    }
  }
}
