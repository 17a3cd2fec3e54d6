// The Kafka bus (kafkajs): namespaced topics created from the registry, batched ordered produce with
// acks=all, consumer groups, readers without a group and materialised tables, all Avro-encoded.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { Kafka, logLevel, type ISocketFactory, type Admin, type Consumer as KConsumer, type KafkaMessage, type Message, type Producer } from 'kafkajs';
import type { Logger } from '@ref/telemetry';
import type { Bus, ConsumeOptions, ConsumedRecord, Consumer, MaterializeOptions, ProduceRecord, Table, TopicName, ValueOf } from './contract.ts';
import { loadCodecs, type Codecs } from './codec.ts';
import { BusError, BusUnavailableError } from './errors.ts';
import { Reporter, type BusCommonOptions } from './metrics.ts';
import { KeyHashes, murmur2 } from './partitioner.ts';
import { MapTable } from './table.ts';
import { TOPICS, topicConfigEntries } from './topics.ts';

export interface KafkaBusOptions extends BusCommonOptions {
  brokers: string[];
  clientId: string;
  /** Prefix of every topic and group name (`<namespace>.<topic>`), e.g. per test or per deployment. */
  namespace?: string;
  /** Schema directory (tests); default: the repository's schemas/. */
  schemasDir?: string;
  /** Connection timeout per broker connection, ms (default 3000). */
  connectionTimeoutMs?: number;
  /** Retries of a produce or admin request before it fails with BusUnavailableError (default 5, ~3 s). */
  retries?: number;
  /** Consumer group session timeout, ms (default 10000; the broker's minimum is usually 6000). */
  sessionTimeoutMs?: number;
  /** materialize() rejects when not caught up within this time, ms (default 120000). */
  materializeTimeoutMs?: number;
}

const MAX_BATCH_BYTES = 512 * 1024;
const MAX_BATCH_MESSAGES = 10_000;

const UNAVAILABLE = new Set([
  'KafkaJSConnectionError', 'KafkaJSConnectionClosedError', 'KafkaJSRequestTimeoutError', 'KafkaJSBrokerNotFound',
  'KafkaJSNoBrokerAvailableError', 'KafkaJSMetadataNotLoaded', 'KafkaJSTopicMetadataNotLoaded', 'KafkaJSGroupCoordinatorNotFound',
  'KafkaJSLockTimeout', 'KafkaJSTimeout',
]);
const NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND']);

/** Whether a kafkajs error (or anything in its cause chain) says the broker is unreachable or not ready. */
export function isUnavailable(err: unknown, depth = 0): boolean {
  if (depth > 8 || err === null || typeof err !== 'object') return false;
  const e = err as { name?: string; code?: string; retriable?: boolean; type?: string; cause?: unknown; originalError?: unknown; errors?: unknown[] };
  if (e.name !== undefined && UNAVAILABLE.has(e.name)) return true;
  if (e.code !== undefined && NET_CODES.has(e.code)) return true;
  if (e.name === 'KafkaJSProtocolError' && e.retriable === true) return true; // leader not available, not coordinator...
  if (e.name === 'KafkaJSError' && /disconnected|not connected/i.test((err as Error).message)) return true;
  return [e.cause, e.originalError, ...(Array.isArray(e.errors) ? e.errors : [])].some((c) => c !== err && isUnavailable(c, depth + 1));
}

function wrap(err: unknown, what: string): Error {
  if (err instanceof BusError || err instanceof BusUnavailableError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (isUnavailable(err)) return new BusUnavailableError(`kafka unavailable (${what}): ${message}`, { cause: err });
  return new BusError('BUS_FAILED', `kafka ${what} failed: ${message}`, { cause: err });
}

let warningFilterInstalled = false;
/** kafkajs arms setTimeout with negative delays; Node 24 warns (TimeoutNegativeWarning) though it is harmless. */
export function suppressTimeoutNegativeWarning(): void {
  if (warningFilterInstalled) return;
  warningFilterInstalled = true;
  const original = process.emitWarning.bind(process) as (...args: unknown[]) => void;
  process.emitWarning = ((warning: unknown, ...rest: unknown[]) => {
    const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string } | undefined)?.type;
    if (type === 'TimeoutNegativeWarning' || (warning instanceof Error && warning.name === 'TimeoutNegativeWarning')) return;
    original(warning, ...rest);
  }) as typeof process.emitWarning;
}

function kafkaLogCreator(log: Logger) {
  return () => ({ level, log: entry }: { level: number; label: string; namespace: string; log: { message: string } & Record<string, unknown> }) => {
    const { message, timestamp: _t, logger: _l, ...rest } = entry;
    const obj = { kafkajs: true, ...rest };
    if (level <= logLevel.ERROR) log.error(obj, message);
    else if (level === logLevel.WARN) log.warn(obj, message);
    else if (level === logLevel.INFO) log.info(obj, message);
    else log.debug(obj, message);
  };
}

interface Pending {
  readonly topic: string; // namespaced
  readonly messages: Message[];
  readonly sizes: number[];
  sent: number; // messages taken into a batch
  acked: number;
  /** logical topic and when the call was queued (performance.now()), for the wait histogram */
  readonly logical: string;
  readonly queuedAt: number;
  /** its wait was observed (when its first broker batch was sent) */
  waited: boolean;
  failed: boolean;
  readonly resolve: () => void;
  readonly reject: (err: Error) => void;
}

interface RunOptions {
  topics: TopicName[];
  /** logical group id; undefined: a throwaway group that never commits and is deleted on close */
  groupId: string | undefined;
  fromBeginning: boolean;
  deliver: (rec: ConsumedRecord<TopicName>) => void | Promise<void>;
  /** label of the lag metric: the logical group id, `reader` or `table` */
  label: string;
  /** called after each batch with the next offset to read of a partition */
  progress?: (topic: TopicName, partition: number, next: bigint) => void;
  checkpoint?: () => Promise<void>;
  checkpointEveryMs?: number;
  commitEveryMs?: number;
  rebuildOnAssign?: boolean;
  /** partition batches handled at once (ConsumeOptions.partitionsConcurrently) */
  partitionsConcurrently?: number;
}

class KafkaBusImpl implements Bus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly codecs: Codecs;
  private readonly reporter: Reporter;
  private readonly prefix: string;
  private readonly clientId: string;
  private readonly materializeTimeoutMs: number;
  private readonly sessionTimeoutMs: number;
  private readonly keyHashes = new KeyHashes();
  private adminP: Promise<Admin> | undefined;
  private producerP: Promise<Producer> | undefined;
  private readonly ensured = new Map<TopicName, Promise<void>>();
  private readonly queue: Pending[] = [];
  private sending = false;
  private scheduled = false;
  private drained: (() => void)[] = [];
  private readonly closers = new Set<() => Promise<void>>();
  private closed = false;
  private closing: Promise<void> | undefined;

  constructor(options: KafkaBusOptions) {
    suppressTimeoutNegativeWarning();
    this.codecs = loadCodecs(options.schemasDir);
    this.reporter = new Reporter(options);
    this.prefix = options.namespace ? `${options.namespace}.` : '';
    this.clientId = options.clientId;
    this.materializeTimeoutMs = options.materializeTimeoutMs ?? 120_000;
    this.sessionTimeoutMs = options.sessionTimeoutMs ?? 10_000;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      connectionTimeout: options.connectionTimeoutMs ?? 3000,
      requestTimeout: 15_000,
      retry: { retries: options.retries ?? 5, initialRetryTime: 100, maxRetryTime: 1500 },
      logLevel: logLevel.WARN,
      logCreator: kafkaLogCreator(this.reporter.log.child({ lib: 'kafkajs' })),
      socketFactory: noDelaySocket,
    });
  }

  private ns(topic: TopicName): string {
    return this.prefix + topic;
  }
  private logical(kafkaTopic: string): TopicName {
    return kafkaTopic.slice(this.prefix.length) as TopicName;
  }
  private assertOpen(): void {
    if (this.closed) throw new BusError('BUS_CLOSED', 'bus is closed');
  }

  private admin(): Promise<Admin> {
    this.adminP ??= (async () => {
      const admin = this.kafka.admin();
      try {
        await admin.connect();
      } catch (err) {
        this.adminP = undefined;
        throw wrap(err, 'admin connect');
      }
      return admin;
    })();
    return this.adminP;
  }

  private producer(): Promise<Producer> {
    this.producerP ??= (async () => {
      // Kafka's default partitioner (murmur2 of the key), with each key's hash computed once (kafkajs's own
      // murmur2 runs on emulated 64-bit longs and dominated the produce path).
      // produce() sets each message's partition from the registry's partition count; should the topic have
      // another count, the key is hashed again here.
      const createPartitioner = () => ({ topic, partitionMetadata, message }: { topic: string; partitionMetadata: unknown[]; message: Message }): number => {
        const n = partitionMetadata.length;
        const p = message.partition;
        if (p !== undefined && n === TOPICS[this.logical(topic)]?.partitions) return p;
        const key = message.key;
        if (Buffer.isBuffer(key)) return (murmur2(key) & 0x7fffffff) % n;
        if (typeof key === 'string') return this.keyHashes.partition(key, n);
        return 0; // the contract has no keyless records
      };
      const producer = this.kafka.producer({ allowAutoTopicCreation: false, createPartitioner, maxInFlightRequests: 1 });
      try {
        await producer.connect();
      } catch (err) {
        this.producerP = undefined;
        throw wrap(err, 'producer connect');
      }
      return producer;
    })();
    return this.producerP;
  }

  /** Forgets a client after an unavailability error so the next call connects afresh. */
  private async drop(which: 'admin' | 'producer'): Promise<void> {
    const p = which === 'admin' ? this.adminP : this.producerP;
    if (which === 'admin') this.adminP = undefined;
    else this.producerP = undefined;
    if (p === undefined) return;
    try {
      await (await p).disconnect();
    } catch (err) {
      this.reporter.log.debug({ err, which }, 'kafka client disconnect failed');
    }
  }

  ensureTopics(topics?: TopicName[]): Promise<void> {
    try {
      this.assertOpen();
    } catch (err) {
      return Promise.reject(err as Error);
    }
    return this.ensure(topics);
  }

  /** Polls topic metadata until every partition of `topics` has a leader (bounded by the admin's retries). */
  private async waitForLeaders(admin: Admin, topics: string[]): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const { topics: meta } = await admin.fetchTopicMetadata({ topics });
        const led = meta.length === topics.length && meta.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0));
        if (led) return;
      } catch (err) {
        if (Date.now() >= deadline) throw err;
      }
      if (Date.now() >= deadline) throw new BusUnavailableError(`kafka unavailable (create topics): no leaders for ${topics.join(', ')} after 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** ensureTopics without the closed check (a closing bus still flushes its queue). */
  private ensure(topics?: TopicName[]): Promise<void> {
    const wanted = topics ?? (Object.keys(TOPICS) as TopicName[]);
    const missing = wanted.filter((t) => !this.ensured.has(t));
    if (missing.length > 0) {
      const created = (async () => {
        for (const t of missing) if (TOPICS[t] === undefined) throw new BusError('UNKNOWN_TOPIC', `unknown topic ${String(t)}`);
        const admin = await this.admin();
        try {
          await admin.createTopics({
            waitForLeaders: true,
            topics: missing.map((t) => ({ topic: this.ns(t), numPartitions: TOPICS[t].partitions, configEntries: topicConfigEntries(TOPICS[t]) })),
          });
          // createTopics returns at once when another client created a topic a moment earlier (several processes
          // starting together): wait until every partition has a leader, or a consumer's first metadata request
          // fails with "This server does not host this topic-partition".
          await this.waitForLeaders(admin, missing.map((t) => this.ns(t)));
        } catch (err) {
          const wrapped = wrap(err, 'create topics');
          if (wrapped instanceof BusUnavailableError) await this.drop('admin');
          throw wrapped;
        }
      })();
      for (const t of missing) this.ensured.set(t, created);
      created.catch(() => {
        for (const t of missing) if (this.ensured.get(t) === created) this.ensured.delete(t);
      });
    }
    return Promise.all(wanted.map((t) => this.ensured.get(t))).then(() => undefined);
  }

  produce<T extends TopicName>(topic: T, records: ProduceRecord<T>[]): Promise<void> {
    try {
      this.assertOpen();
      if (TOPICS[topic] === undefined) throw new BusError('UNKNOWN_TOPIC', `unknown topic ${String(topic)}`);
      if (records.length === 0) return Promise.resolve();
      const codec = this.codecs.get(topic);
      const partitions = TOPICS[topic].partitions;
      const messages: Message[] = new Array(records.length);
      const sizes: number[] = new Array(records.length);
      for (let i = 0; i < records.length; i++) {
        const r = records[i] as ProduceRecord<T>;
        const value = r.value === null ? null : codec.encodeTransient(r.value); // sent, then dropped
        const k = this.keyHashes.entry(r.key);
        const partition = k.hash % partitions;
        messages[i] = r.headers ? { key: k.bytes, value, partition, headers: r.headers } : { key: k.bytes, value, partition };
        sizes[i] = (value?.length ?? 0) + r.key.length + 64;
      }
      return new Promise<void>((resolve, reject) => {
        this.queue.push({ topic: this.ns(topic), logical: topic, queuedAt: performance.now(), waited: false, messages, sizes, sent: 0, acked: 0, failed: false, resolve, reject });
        this.reporter.metrics.produced.inc({ topic }, records.length);
        this.schedule();
      });
    } catch (err) {
      return Promise.reject(err as Error);
    }
  }

  /** Sends what is queued once the current synchronous work is done (produce calls made together go as one batch),
   *  in a microtask rather than on the next turn of the event loop: other I/O waiting in the loop does not delay it. */
  private schedule(): void {
    if (this.sending || this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  /** Sends queued records in order, one batch at a time (so retries never reorder a key). */
  private async flush(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      while (this.queue.length > 0) {
        // take messages in queue order up to the batch limits
        const byTopic = new Map<string, Message[]>();
        const parts: [Pending, number][] = [];
        let bytes = 0;
        let count = 0;
        for (const p of this.queue) {
          if (p.sent === p.messages.length) continue;
          let n = 0;
          while (p.sent + n < p.messages.length && (count === 0 || (bytes < MAX_BATCH_BYTES && count < MAX_BATCH_MESSAGES))) {
            bytes += p.sizes[p.sent + n] as number;
            count++;
            n++;
          }
          if (n === 0) break;
          let list = byTopic.get(p.topic);
          if (list === undefined) byTopic.set(p.topic, (list = []));
          for (let i = p.sent; i < p.sent + n; i++) list.push(p.messages[i] as Message);
          p.sent += n;
          parts.push([p, n]);
          if (bytes >= MAX_BATCH_BYTES || count >= MAX_BATCH_MESSAGES) break;
        }
        try {
          await this.ensure([...byTopic.keys()].map((t) => this.logical(t)));
          const producer = await this.producer();
          const sentAt = performance.now();
          for (const [p] of parts) {
            if (p.waited) continue;
            p.waited = true;
            this.reporter.metrics.produceWait.observe({ topic: p.logical }, (sentAt - p.queuedAt) / 1000);
          }
          await producer.sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })) });
          this.reporter.metrics.produceAck.observe({ topic: (parts[0] as [Pending, number])[0].logical }, (performance.now() - sentAt) / 1000);
          for (const [p, n] of parts) {
            p.acked += n;
            if (p.acked === p.messages.length && !p.failed) p.resolve();
          }
        } catch (err) {
          const wrapped = wrap(err, 'produce');
          if (wrapped instanceof BusUnavailableError) await this.drop('producer');
          for (const [p] of parts) {
            if (!p.failed) p.reject(wrapped);
            p.failed = true;
            p.sent = p.messages.length; // the rest of a failed call is not sent
          }
        }
        while (this.queue.length > 0 && (this.queue[0] as Pending).sent === (this.queue[0] as Pending).messages.length && ((this.queue[0] as Pending).failed || (this.queue[0] as Pending).acked === (this.queue[0] as Pending).messages.length)) this.queue.shift();
      }
    } finally {
      this.sending = false;
      const waiters = this.drained;
      this.drained = [];
      for (const w of waiters) w();
    }
  }

  private decode(topic: TopicName, partition: number, m: KafkaMessage): ConsumedRecord<TopicName> | undefined {
    const key = m.key === null ? '' : m.key.toString('utf8');
    let value: unknown = null;
    if (m.value !== null && m.value.length > 0) {
      try {
        value = this.codecs.get(topic).decode(m.value);
      } catch (err) {
        this.reporter.badRecord(topic, err, { partition, offset: m.offset, key });
        return undefined;
      }
    } else if (m.value !== null) {
      this.reporter.badRecord(topic, new Error('empty value'), { partition, offset: m.offset, key });
      return undefined;
    }
    const headers: Record<string, string> = {};
    if (m.headers) {
      for (const [k, v] of Object.entries(m.headers)) {
        if (v === undefined) continue;
        headers[k] = Array.isArray(v) ? String(v[v.length - 1] ?? '') : v.toString();
      }
    }
    return { topic, key, value: value as ValueOf<TopicName> | null, headers, partition, offset: m.offset, timestamp: Number(m.timestamp) };
  }

  /** Runs a handler: true once it succeeded; false (counted and logged) when it threw or rejected. */
  private call(handler: RunOptions['deliver'], rec: ConsumedRecord<TopicName>): boolean | Promise<boolean> {
    const fail = (err: unknown): false => {
      this.reporter.handlerError(rec.topic, err, { partition: rec.partition, offset: rec.offset, key: rec.key });
      return false;
    };
    try {
      const res = handler(rec);
      this.reporter.metrics.consumedOf(rec.topic).inc();
      if (res !== undefined && typeof (res as Promise<void>).then === 'function') return (res as Promise<void>).then(() => true, fail);
    } catch (err) {
      return fail(err);
    }
    return true;
  }

  /** End (high-watermark) and start offsets of every partition of a topic. */
  private async offsets(topic: TopicName): Promise<{ partition: number; high: string; low: string }[]> {
    // Right after a topic is created its leaders may not be known everywhere yet (NOT_LEADER...): retry briefly.
    for (let attempt = 0; ; attempt++) {
      const admin = await this.admin();
      try {
        return await admin.fetchTopicOffsets(this.ns(topic));
      } catch (err) {
        const wrapped = wrap(err, 'fetch offsets');
        if (!(wrapped instanceof BusUnavailableError) || attempt >= 10) {
          if (wrapped instanceof BusUnavailableError) await this.drop('admin');
          throw wrapped;
        }
        await new Promise((r) => setTimeout(r, 100 * (attempt + 1)));
      }
    }
  }

  /**
   * Where a reader without a committed position starts when not reading from the beginning: the end
   * offsets seen now (so records produced after consume() was called are delivered). Undefined when
   * the group has a committed position (it resumes from there).
   */
  private async startOffsets(groupId: string, topics: TopicName[], throwaway: boolean): Promise<Map<string, string> | undefined> {
    const admin = await this.admin();
    if (!throwaway) {
      const committed = await admin.fetchOffsets({ groupId, topics: topics.map((t) => this.ns(t)) });
      if (committed.some((t) => t.partitions.some((p) => p.offset !== '-1'))) return undefined;
    }
    const out = new Map<string, string>();
    for (const topic of topics) for (const e of await this.offsets(topic)) out.set(`${this.ns(topic)}:${e.partition}`, e.high);
    return out;
  }

  private async run(options: RunOptions): Promise<Consumer> {
    this.assertOpen();
    let started: KConsumer | undefined;
    let stopped = false;
    try {
      await this.ensureTopics(options.topics);
      const throwaway = options.groupId === undefined;
      const groupId = throwaway ? `${this.prefix}${this.clientId}.reader.${randomBytes(6).toString('hex')}` : `${this.prefix}${options.groupId}`;
      const rebuild = options.rebuildOnAssign === true && !throwaway;
      const fromBeginning = options.fromBeginning || rebuild;
      const starts = fromBeginning ? undefined : await this.startOffsets(groupId, options.topics, throwaway);
      const checkpoint = throwaway ? undefined : options.checkpoint;
      // Group offsets are committed by this loop, not by kafkajs's autoCommit: that commits after every partition
      // batch, a broker round trip between each fetched batch and the next (it set the latency floor of every hop).
      // Offsets are committed at most every `commitEveryMs` (with a checkpoint: after it resolves), and on close.
      const commitEveryMs = checkpoint !== undefined ? (options.checkpointEveryMs ?? 1000) : (options.commitEveryMs ?? 1000);
      /** next offset to commit per partition, of records delivered since the last commit */
      const pending = new Map<string, { topic: string; partition: number; offset: string }>();
      let lastCheckpoint = Date.now();
      let closing = false;
      /** commits run one after another, so a later commit (higher offsets) never lands before an earlier one */
      let commits: Promise<void> = Promise.resolve();
      type CommitFn = (offsets: { topics: { topic: string; partitions: { partition: number; offset: string }[] }[] }) => Promise<unknown>;
      /** commits queued or in flight: a batch that finds one does not queue another behind it */
      let committing = 0;
      const commitPending = (commit: CommitFn): Promise<void> => {
        lastCheckpoint = Date.now();
        committing++;
        commits = commits.then(async () => {
          if (pending.size === 0) return;
          lastCheckpoint = Date.now();
          const offsets = [...pending.values()];
          if (checkpoint !== undefined) {
            try {
              await checkpoint();
            } catch (err) {
              this.reporter.log.warn({ err, groupId }, 'bus checkpoint failed; offsets not committed');
              return;
            }
          }
          for (const o of offsets) if (pending.get(`${o.topic}:${o.partition}`) === o) pending.delete(`${o.topic}:${o.partition}`);
          const byTopic = new Map<string, { partition: number; offset: string }[]>();
          for (const o of offsets) byTopic.set(o.topic, [...(byTopic.get(o.topic) ?? []), { partition: o.partition, offset: o.offset }]);
          try {
            await commit({ topics: [...byTopic].map(([t, partitions]) => ({ topic: t, partitions })) });
          } catch (err) {
            // not committed: the records are delivered again after a restart or rebalance (at least once)
            this.reporter.log.warn({ err, groupId }, 'bus offset commit failed');
          }
        }).finally(() => {
          committing--;
        });
        return commits;
      };
      let assigned = new Set<string>();
      const consumer: KConsumer = this.kafka.consumer({
        groupId,
        allowAutoTopicCreation: false,
        sessionTimeout: this.sessionTimeoutMs,
        rebalanceTimeout: Math.max(10_000, this.sessionTimeoutMs),
        heartbeatInterval: 1_000,
        maxWaitTimeInMs: 200,
        retry: { retries: 10, initialRetryTime: 200, maxRetryTime: 3000, restartOnFailure: async () => !stopped },
      });
      let joined!: () => void;
      const ready = new Promise<void>((resolve) => (joined = resolve));
      let firstJoin = true;
      const lag = new Map<string, { topic: string; group: string; lag: number }>();
      const lagSource = (): Iterable<{ topic: string; group: string; lag: number }> => lag.values();
      // Next offset to deliver per `<kafka topic>:<partition>`, as far as this consumer has delivered. A rebalance
      // (e.g. right after joining, under load) may restart a partition at an older committed position, or at the
      // reset position when nothing was committed yet: records below this mark were delivered already and are
      // skipped, so a member never sees a record twice however often the group rebalances.
      const delivered = new Map<string, number>();
      /** the batch being handled per `<kafka topic>:<partition>` */
      const inBatch = new Map<string, Promise<void>>();
      consumer.on(consumer.events.GROUP_JOIN, (e) => {
        lag.clear(); // partitions may have moved to other members
        // runs synchronously inside the join, before the first fetch resolves positions
        for (const [topic, partitions] of Object.entries(e.payload.memberAssignment)) {
          for (const partition of partitions) {
            const pk = `${topic}:${partition}`;
            // a reader (no group, never commits, the only member) resumes where it is after any rejoin, also when
            // kafkajs restarted it after a crash (without committed offsets it would start over from the beginning or
            // the end); a group member starts at the end offsets seen at consume() on its first join, later it
            // resumes from the group's committed position (another member may have moved it on)
            const next = throwaway ? delivered.get(pk) : undefined;
            const offset = next !== undefined ? String(next) : firstJoin || throwaway ? starts?.get(pk) : undefined;
            if (offset !== undefined) consumer.seek({ topic, partition, offset });
          }
        }
        if (rebuild) {
          // partitions new to this member are read from the start of the retained log (an offset below the log
          // start is reset to the earliest by the consumer, subscribed fromBeginning)
          const now = new Set<string>();
          for (const [topic, partitions] of Object.entries(e.payload.memberAssignment)) {
            for (const partition of partitions) {
              now.add(`${topic}:${partition}`);
              if (!assigned.has(`${topic}:${partition}`)) consumer.seek({ topic, partition, offset: '0' });
            }
          }
          assigned = now;
        }
        pending.clear(); // a new generation: records of lost partitions are replayed by their new owner
        firstJoin = false;
        joined();
      });
      consumer.on(consumer.events.CRASH, (e) => {
        this.reporter.log.warn({ err: e.payload.error, groupId, restart: e.payload.restart }, 'bus consumer crashed');
      });
      started = consumer;
      await consumer.connect();
      await consumer.subscribe({ topics: options.topics.map((t) => this.ns(t)), fromBeginning });
      await consumer.run({
        autoCommit: false,
        // Opt-in concurrency (order within a partition kept).
        partitionsConsumedConcurrently: Math.max(1, Math.floor(options.partitionsConcurrently ?? 1)),
        eachBatchAutoResolve: false,
        eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale, commitOffsetsIfNecessary }) => {
          const topic = this.logical(batch.topic);
          const pk = `${batch.topic}:${batch.partition}`;
          // kafkajs restarts a crashed consumer (e.g. its fetch failed while the broker was away) without waiting
          // for the batch still in a handler: the restarted consumer's batch of the same partition waits for it,
          // then skips what it delivered, so a partition's records are never handled concurrently or twice.
          const handleBatch = async (): Promise<void> => {
            let last: string | undefined; // offset of the last record handled in this batch
            for (const m of batch.messages) {
              if (isStale()) return; // a rebalance took the partition: its new owner resumes from the committed offset
              if (!isRunning() || closing) break;
              const offset = Number(m.offset);
              if (offset < (delivered.get(pk) ?? -1)) {
                resolveOffset(m.offset); // delivered before a rebalance restarted the partition behind it
                continue;
              }
              const rec = this.decode(topic, batch.partition, m);
              if (rec !== undefined) {
                const res = this.call(options.deliver, rec);
                const ok = res === true || res === false ? res : await res;
                // A handler that failed because its consumer is stopping (e.g. its store or producer closed under it)
                // did not handle the record: it is not committed, and is delivered again after the restart. While
                // running, a failing record is counted, logged and skipped (one bad record must not stall a partition).
                if (!ok && (closing || !isRunning())) break;
              }
              delivered.set(pk, offset + 1);
              resolveOffset(m.offset);
              last = m.offset;
              await heartbeat();
            }
            if (!throwaway && last !== undefined) pending.set(pk, { topic: batch.topic, partition: batch.partition, offset: (BigInt(last) + 1n).toString() });
            const due = committing === 0 && Date.now() - lastCheckpoint >= commitEveryMs;
            if (!throwaway && pending.size > 0 && (closing || !isRunning() || due)) {
              const committed = commitPending((o) => commitOffsetsIfNecessary(o));
              // A plain commit runs beside the next fetch instead of holding it for a broker round trip (under load
              // an OffsetCommit took 15-40 ms, and every record behind it waited that long once a second). Commits
              // stay one after another and failures are logged inside; closing awaits them. With a checkpoint the
              // batch waits for it, so a consumer never runs far ahead of what its checkpoint has made durable.
              if (checkpoint !== undefined || closing || !isRunning()) await committed;
            }
            lag.set(`${topic}:${batch.partition}`, { topic, group: options.label, lag: Math.max(0, Number(batch.offsetLag())) });
            options.progress?.(topic, batch.partition, BigInt(batch.lastOffset()) + 1n);
          };
          const previous = inBatch.get(pk);
          let finished!: () => void;
          const mine = new Promise<void>((resolve) => (finished = resolve));
          inBatch.set(pk, mine);
          try {
            if (previous !== undefined) await previous;
            await handleBatch();
          } finally {
            finished();
            if (inBatch.get(pk) === mine) inBatch.delete(pk);
          }
        },
      });
      this.reporter.metrics.lag.add(lagSource);
      const close = async (): Promise<void> => {
        if (stopped) return;
        closing = true;
        // what was delivered is committed now (a batch still in its handler commits its own records when it ends,
        // before the consumer stops)
        if (!throwaway) await commitPending((o) => consumer.commitOffsets(o.topics.flatMap((t) => t.partitions.map((p) => ({ topic: t.topic, ...p })))));
        stopped = true;
        this.closers.delete(close);
        this.reporter.metrics.lag.delete(lagSource);
        try {
          await consumer.disconnect();
        } catch (err) {
          this.reporter.log.warn({ err, groupId }, 'bus consumer disconnect failed');
        }
      };
      this.closers.add(close);
      return { ready, close };
    } catch (err) {
      stopped = true;
      if (started !== undefined) await started.disconnect().catch((e: unknown) => this.reporter.log.debug({ err: e }, 'bus consumer disconnect failed'));
      throw wrap(err, 'consume');
    }
  }

  consume<T extends TopicName>(options: ConsumeOptions<T>): Promise<Consumer> {
    return this.run({
      topics: options.topics,
      groupId: options.groupId,
      fromBeginning: options.fromBeginning ?? false,
      label: options.groupId ?? 'reader',
      deliver: options.onMessage as RunOptions['deliver'],
      ...(options.checkpoint ? { checkpoint: options.checkpoint } : {}),
      ...(options.checkpointEveryMs !== undefined ? { checkpointEveryMs: options.checkpointEveryMs } : {}),
      ...(options.commitEveryMs !== undefined ? { commitEveryMs: options.commitEveryMs } : {}),
      ...(options.rebuildOnAssign ? { rebuildOnAssign: true } : {}),
      partitionsConcurrently: options.partitionsConcurrently,
    });
  }

  async materialize<T extends TopicName>(topic: T, options: MaterializeOptions = {}): Promise<Table<ValueOf<T>>> {
    this.assertOpen();
    await this.ensureTopics([topic]);
    const ends = await this.offsets(topic);
    const remaining = new Map<number, bigint>();
    for (const e of ends) if (BigInt(e.high) > BigInt(e.low)) remaining.set(e.partition, BigInt(e.high));
    let caughtUp!: () => void;
    const done = new Promise<void>((resolve) => (caughtUp = resolve));
    if (remaining.size === 0) caughtUp();
    const holder: { consumer?: Consumer } = {};
    const table = new MapTable<ValueOf<T>>(async () => {
      this.closers.delete(closeTable);
      await holder.consumer?.close();
    }, options.accept);
    const closeTable = (): Promise<void> => table.close();
    holder.consumer = await this.run({
      topics: [topic],
      groupId: undefined,
      fromBeginning: true,
      label: 'table',
      deliver: (rec) => {
        table.apply(rec.key, rec.value as ValueOf<T> | null);
      },
      progress: (_t, partition, next) => {
        const target = remaining.get(partition);
        if (target !== undefined && next >= target) {
          remaining.delete(partition);
          if (remaining.size === 0) caughtUp();
        }
      },
    });
    this.closers.add(closeTable);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new BusUnavailableError(`kafka unavailable: ${topic} not materialised within ${this.materializeTimeoutMs} ms`)), this.materializeTimeoutMs);
    });
    try {
      await Promise.race([done, timeout]);
    } catch (err) {
      await table.close();
      throw err;
    } finally {
      clearTimeout(timer);
    }
    return table;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.closed = true;
      if (this.sending || this.scheduled || this.queue.length > 0) {
        await new Promise<void>((resolve) => {
          this.drained.push(resolve);
          this.schedule();
        });
      }
      await Promise.all([...this.closers].map((c) => c()));
      await this.drop('producer');
      await this.drop('admin');
    })();
    return this.closing;
  }
}

/**
 * kafkajs's default socket with TCP_NODELAY, as the Java client sets it: without it Nagle's algorithm may hold a small
 * request (a heartbeat, a commit, a produce) behind unacknowledged bytes on the connection, up to the peer's delayed-ACK
 * timeout. (TLS is not used by the bus.)
 */
const noDelaySocket: ISocketFactory = ({ host, port, onConnect }) => {
  const socket = connect({ host, port, noDelay: true }, onConnect);
  socket.setKeepAlive(true, 60_000);
  return socket;
};

/** The Kafka bus (distributed mode). */
export function createKafkaBus(options: KafkaBusOptions): Bus {
  return new KafkaBusImpl(options);
}
