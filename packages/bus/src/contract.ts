// The bus contract: what every adapter (Kafka, in-memory) provides. Services depend on this only.
import type { TopicValues } from './records.gen.ts';

/** A topic of the registry (see topics.ts). */
export type TopicName = keyof TopicValues;
/** Value type of a topic. */
export type ValueOf<T extends TopicName> = TopicValues[T];

/** One record to produce. `value: null` is a tombstone (compacted topics). */
export interface ProduceRecord<T extends TopicName> {
  key: string;
  value: ValueOf<T> | null;
  headers?: Record<string, string>;
}

/** One record as consumed, decoded with the topic's latest schema. */
export interface ConsumedRecord<T extends TopicName> {
  topic: T;
  key: string;
  value: ValueOf<T> | null;
  headers: Record<string, string>;
  partition: number;
  offset: string;
  /** broker (or in-memory) append time, Unix ms */
  timestamp: number;
}

export interface ConsumeOptions<T extends TopicName> {
  topics: T[];
  /** Consume as a member of this consumer group (offsets committed). Omitted: no group, every partition. */
  groupId?: string;
  /** Start from the earliest offset when the group (or the reader) has no committed position. Default false. */
  fromBeginning?: boolean;
  /**
   * Group consumers that buffer records before making them durable: called (at most every `checkpointEveryMs`,
   * default 1000) before the group's offsets are committed; only offsets of records delivered before the call are
   * committed, and only after it resolves. A rejection commits nothing (the records are delivered again after a
   * restart or rebalance). Without it, offsets of handled records (the handler's promise resolved) are committed
   * at most every `commitEveryMs` (default 1000) and when the consumer closes: a crash delivers the records handled
   * since the last commit again (at least once; a member never sees a record twice while it runs).
   */
  checkpoint?: () => Promise<void>;
  checkpointEveryMs?: number;
  commitEveryMs?: number;
  /**
   * Group consumers that rebuild state from the log: every partition newly assigned to this member is read from
   * its earliest retained offset, whatever the group's committed position (after a restart or a rebalance).
   */
  rebuildOnAssign?: boolean;
  /** Called for each record in order per partition; the next record of that partition waits for the promise. */
  onMessage(record: ConsumedRecord<T>): void | Promise<void>;
  /** Kafka: handle the batches of up to this many partitions at once (handlers of different partitions may then
   *  interleave; order within a partition is kept). Default 1. The memory bus delivers one record at a time regardless. */
  partitionsConcurrently?: number;
}

/** A running consumer. */
export interface Consumer {
  /** Resolves once partitions are assigned and consumption has started. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/** Latest value per key of a compacted topic, kept up to date. Tombstones delete keys. */
export interface Table<V> {
  get(key: string): V | undefined;
  has(key: string): boolean;
  keys(): IterableIterator<string>;
  values(): IterableIterator<V>;
  entries(): IterableIterator<[string, V]>;
  readonly size: number;
  /** Increases by one on every applied record; lets readers cache derived bytes per version. */
  readonly version: number;
  /** Subscribe to changes; returns an unsubscribe function. `value` is null for a deletion. */
  onChange(listener: (key: string, value: V | null) => void): () => void;
  close(): Promise<void>;
}

export interface MaterializeOptions {
  /** Optional filter applied before storing (e.g. only keys of one event). */
  accept?: (key: string) => boolean;
}

/** The bus. Both adapters encode every value with the topic's Avro schema. */
export interface Bus {
  readonly kind: 'kafka' | 'memory';
  /** Creates missing topics with their registry settings (partitions, cleanup policy). Idempotent. */
  ensureTopics(topics?: TopicName[]): Promise<void>;
  /**
   * Produces records; per-key ordering is preserved (same key → same partition, in call order).
   * Rejects with SchemaError naming the field when a value does not match the schema (nothing is sent),
   * or with BusUnavailableError (retriable) when the broker cannot be reached.
   */
  produce<T extends TopicName>(topic: T, records: ProduceRecord<T>[]): Promise<void>;
  consume<T extends TopicName>(options: ConsumeOptions<T>): Promise<Consumer>;
  /** Reads the topic from the beginning; resolves once caught up with the end offsets seen at call time. */
  materialize<T extends TopicName>(topic: T, options?: MaterializeOptions): Promise<Table<ValueOf<T>>>;
  /** Graceful: flushes producers, stops consumers, closes tables. Idempotent. */
  close(): Promise<void>;
}
