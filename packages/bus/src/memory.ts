// The in-memory bus: the Kafka contract inside one process (embedded default). Records are stored
// Avro-encoded exactly as on Kafka and decoded on delivery, partitioned by Kafka's key hash.
import type { Bus, ConsumeOptions, ConsumedRecord, Consumer, MaterializeOptions, ProduceRecord, Table, TopicName, ValueOf } from './contract.ts';
import { loadCodecs, type Codecs } from './codec.ts';
import { BusError } from './errors.ts';
import { Reporter, type BusCommonOptions, type LagSource } from './metrics.ts';
import { partitionFor } from './partitioner.ts';
import { MapTable } from './table.ts';
import { TOPICS } from './topics.ts';

interface Stored {
  readonly offset: number;
  readonly key: string;
  readonly value: Buffer | null;
  readonly headers: Record<string, string>;
  readonly timestamp: number;
}

/** How much a partition keeps (the memory bound of the embedded mode). */
export interface MemoryRetention {
  /** delete topics: records kept per partition (oldest dropped first); default 20000 */
  recordsPerPartition: number;
  /** compacted topics: tombstones older than this are dropped at compaction, ms; default 60000 */
  tombstoneMs: number;
}

/**
 * One partition's log. Offsets are stable: records carry their offset, and trimming (delete topics:
 * retention time and count) or compaction (compacted topics: latest record per key) only removes
 * records, bumping `epoch` so readers re-find their position.
 */
class Partition {
  records: Stored[] = [];
  endOffset = 0;
  epoch = 0;
  readonly pumps = new Set<Pump>();
  private readonly compacted: boolean;
  private readonly retentionMs: number;
  private readonly retention: MemoryRetention;
  private compactAt = 1024;
  private trimAt: number;

  constructor(compacted: boolean, retentionMs: number, retention: MemoryRetention) {
    this.compacted = compacted;
    this.retentionMs = retentionMs;
    this.retention = retention;
    this.trimAt = Math.max(1024, Math.floor(retention.recordsPerPartition * 1.25));
  }

  append(key: string, value: Buffer | null, headers: Record<string, string>, timestamp: number): void {
    this.records.push({ offset: this.endOffset++, key, value, headers, timestamp });
    if (this.compacted) {
      if (this.records.length >= this.compactAt) this.compact(timestamp);
    } else if (this.records.length >= this.trimAt || ((this.endOffset & 1023) === 0 && (this.records[0] as Stored).timestamp < timestamp - this.retentionMs)) {
      this.trim(timestamp);
    }
    for (const p of this.pumps) p.wake();
  }

  /** Lowest next offset of the readers that are running (a group with no member does not hold records). */
  private slowestReader(): number {
    let min = this.endOffset;
    for (const p of this.pumps) if (p.active() && p.next < min) min = p.next;
    return min;
  }

  /** Index of the first record with offset >= `offset`. */
  indexOf(offset: number): number {
    let lo = 0;
    let hi = this.records.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.records[mid] as Stored).offset < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private trim(now: number): void {
    let drop = Math.max(0, this.records.length - this.retention.recordsPerPartition);
    while (drop < this.records.length && (this.records[drop] as Stored).timestamp < now - this.retentionMs) drop++;
    // never drop what an active reader has not read yet (in-process backpressure instead of loss)
    const slowest = this.slowestReader();
    drop = Math.min(drop, this.indexOf(slowest));
    if (drop > 0) {
      this.records = this.records.slice(drop);
      this.epoch++;
    }
    // amortised: the next count-based trim waits for another quarter of the bound
    this.trimAt = this.records.length + Math.max(1024, this.retention.recordsPerPartition >> 2);
  }

  private compact(now: number): void {
    const seen = new Set<string>();
    const kept: Stored[] = [];
    for (let i = this.records.length - 1; i >= 0; i--) {
      const r = this.records[i] as Stored;
      if (seen.has(r.key)) continue;
      seen.add(r.key);
      if (r.value === null && r.timestamp < now - this.retention.tombstoneMs) continue;
      kept.push(r);
    }
    kept.reverse();
    this.records = kept;
    this.epoch++;
    this.compactAt = Math.max(1024, kept.length * 2);
  }
}

/**
 * Delivers one record; returns a promise only when the receiver is asynchronous. `false`: the record was not handled
 * (its receiver is leaving): the reader stays at it and hands it to the next receiver.
 */
type Sink = (r: Stored) => void | boolean | Promise<void | boolean>;

const YIELD_EVERY = 512;
const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Reads one partition sequentially from offset `next`, waking when records are appended. */
class Pump {
  next: number;
  private index = 0;
  private epoch = -1;
  private readonly partition: Partition;
  private readonly sink: Sink;
  private readonly canRun: () => boolean;
  private scheduled = false;
  private busy = false;
  private closed = false;
  private idle: (() => void)[] = [];

  constructor(partition: Partition, start: number, sink: Sink, canRun: () => boolean = () => true) {
    this.partition = partition;
    this.next = start;
    this.sink = sink;
    this.canRun = canRun;
    partition.pumps.add(this);
  }

  /** Records appended but not yet handed to the sink. */
  lag(): number {
    return Math.max(0, this.partition.endOffset - this.next);
  }

  /** Whether this reader is running (not closed, and has a receiver). */
  active(): boolean {
    return !this.closed && this.canRun();
  }

  wake(): void {
    if (this.scheduled || this.busy || this.closed || this.next >= this.partition.endOffset) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.run();
    });
  }

  private async run(): Promise<void> {
    if (this.busy || this.closed) return;
    this.busy = true;
    try {
      const p = this.partition;
      let n = 0;
      while (!this.closed && this.next < p.endOffset && this.canRun()) {
        if (this.epoch !== p.epoch) {
          this.index = p.indexOf(this.next);
          this.epoch = p.epoch;
        }
        const r = p.records[this.index] as Stored;
        const res = this.sink(r);
        if ((res !== undefined && typeof res !== 'boolean' ? await res : res) === false) continue;
        this.next = r.offset + 1;
        this.index++;
        if (++n % YIELD_EVERY === 0) await yieldToLoop();
      }
    } finally {
      this.busy = false;
      const waiters = this.idle;
      this.idle = [];
      for (const w of waiters) w();
    }
    if (!this.closed && this.canRun()) this.wake();
  }

  /** Stops after the record in flight (if any) has been handled. */
  close(): Promise<void> {
    this.closed = true;
    this.partition.pumps.delete(this);
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }
}

/** A consumer group on one topic: a pump per partition that hands each record to the partition's owner. */
class GroupTopic {
  readonly pumps: Pump[];
  readonly members: GroupMember[] = [];
  constructor(partitions: Partition[], fromBeginning: boolean, deliver: (owner: GroupMember, r: Stored, partition: number) => void | boolean | Promise<boolean>) {
    this.pumps = partitions.map((p, i) => new Pump(
      p,
      fromBeginning ? 0 : p.endOffset,
      (r) => {
        const owner = this.ownerOf(i);
        return owner === undefined ? undefined : deliver(owner, r, i);
      },
      () => this.ownerOf(i) !== undefined,
    ));
  }
  ownerOf(partition: number): GroupMember | undefined {
    const n = this.members.length;
    return n === 0 ? undefined : this.members[partition % n];
  }
  rebalance(): void {
    for (const p of this.pumps) p.wake();
  }
}

interface GroupMember {
  readonly onMessage: (record: ConsumedRecord<TopicName>) => void | Promise<void>;
  readonly inflight: Set<Promise<unknown>>;
  /** set when the member starts to close: a record its handler then fails is not handled (see Sink) */
  closing: boolean;
}

export interface MemoryBusOptions extends BusCommonOptions {
  /** Schema directory (tests); default: the repository's schemas/. */
  schemasDir?: string;
  /** What partitions keep (memory bound); see MemoryRetention for defaults. */
  retention?: Partial<MemoryRetention>;
}

/** Raw record for tests: bytes appended as they are, bypassing the codec. */
export interface RawRecord {
  key: string;
  value: Buffer | null;
  headers?: Record<string, string>;
}

/** The in-memory bus, plus a test hook that appends raw bytes. */
export interface MemoryBus extends Bus {
  readonly kind: 'memory';
  /** Appends bytes without encoding (to test how consumers treat corrupt records). */
  appendRaw(topic: TopicName, records: RawRecord[]): void;
}

class MemoryBusImpl implements MemoryBus {
  readonly kind = 'memory' as const;
  private readonly codecs: Codecs;
  private readonly reporter: Reporter;
  private readonly retention: MemoryRetention;
  private readonly topics = new Map<TopicName, Partition[]>();
  private readonly groups = new Map<string, Map<TopicName, GroupTopic>>();
  private readonly closers = new Set<() => Promise<void>>();
  private readonly lagSources = new Set<LagSource>();
  private closed = false;

  constructor(options: MemoryBusOptions) {
    this.codecs = loadCodecs(options.schemasDir);
    this.reporter = new Reporter(options);
    this.retention = { recordsPerPartition: 20_000, tombstoneMs: 60_000, ...options.retention };
  }

  private partitions(topic: TopicName): Partition[] {
    let ps = this.topics.get(topic);
    if (ps === undefined) {
      const config = TOPICS[topic];
      if (config === undefined) throw new BusError('UNKNOWN_TOPIC', `unknown topic ${String(topic)}`);
      ps = Array.from({ length: config.partitions }, () => new Partition(config.cleanup === 'compact', config.retentionMs ?? Number.POSITIVE_INFINITY, this.retention));
      this.topics.set(topic, ps);
    }
    return ps;
  }

  private assertOpen(): void {
    if (this.closed) throw new BusError('BUS_CLOSED', 'bus is closed');
  }

  async ensureTopics(topics?: TopicName[]): Promise<void> {
    this.assertOpen();
    for (const t of topics ?? (Object.keys(TOPICS) as TopicName[])) this.partitions(t);
  }

  async produce<T extends TopicName>(topic: T, records: ProduceRecord<T>[]): Promise<void> {
    this.assertOpen();
    const ps = this.partitions(topic);
    const codec = this.codecs.get(topic);
    // Encode everything first: a schema error refuses the whole call, nothing is appended.
    const encoded = records.map((r) => (r.value === null ? null : codec.encode(r.value)));
    const now = Date.now();
    for (let i = 0; i < records.length; i++) {
      const r = records[i] as ProduceRecord<T>;
      const p = ps[partitionFor(r.key, ps.length)] as Partition;
      p.append(r.key, encoded[i] as Buffer | null, r.headers ? { ...r.headers } : {}, now);
    }
    this.reporter.metrics.produced.inc({ topic }, records.length);
  }

  appendRaw(topic: TopicName, records: RawRecord[]): void {
    this.assertOpen();
    const ps = this.partitions(topic);
    const now = Date.now();
    for (const r of records) (ps[partitionFor(r.key, ps.length)] as Partition).append(r.key, r.value, { ...r.headers }, now);
  }

  /** Decodes a stored record; undefined (counted, logged) when it is corrupt. */
  private decode<T extends TopicName>(topic: T, r: Stored, partition: number): ConsumedRecord<T> | undefined {
    let value: ValueOf<T> | null = null;
    if (r.value !== null) {
      try {
        value = this.codecs.get(topic).decode(r.value) as ValueOf<T>;
      } catch (err) {
        this.reporter.badRecord(topic, err, { partition, offset: String(r.offset), key: r.key });
        return undefined;
      }
    }
    return { topic, key: r.key, value, headers: { ...r.headers }, partition, offset: String(r.offset), timestamp: r.timestamp };
  }

  /** Calls a handler: true once it succeeded; false when it threw or rejected (counted and logged). */
  private call<T extends TopicName>(handler: (rec: ConsumedRecord<T>) => void | Promise<void>, rec: ConsumedRecord<T>): boolean | Promise<boolean> {
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

  async consume<T extends TopicName>(options: ConsumeOptions<T>): Promise<Consumer> {
    this.assertOpen();
    const fromBeginning = options.fromBeginning ?? false;
    const handler = options.onMessage;
    let closeConsumer: () => Promise<void>;
    if (options.groupId === undefined) {
      const pumps: { topic: TopicName; pump: Pump }[] = [];
      for (const topic of options.topics) {
        this.partitions(topic).forEach((p, i) => {
          const pump = new Pump(p, fromBeginning ? 0 : p.endOffset, (r) => {
            const rec = this.decode(topic, r, i);
            if (rec !== undefined) {
              const res = this.call(handler, rec);
              if (typeof res !== 'boolean') return res.then(() => undefined);
            }
            return undefined;
          });
          pumps.push({ topic, pump });
          pump.wake();
        });
      }
      const untrack = this.trackLag(() => pumps.map(({ topic, pump }) => ({ topic, group: 'reader', lag: pump.lag() })));
      closeConsumer = async () => {
        untrack();
        await Promise.all(pumps.map((p) => p.pump.close()));
      };
    } else {
      let group = this.groups.get(options.groupId);
      if (group === undefined) {
        group = new Map();
        this.groups.set(options.groupId, group);
      }
      const member: GroupMember = { onMessage: handler as GroupMember['onMessage'], inflight: new Set(), closing: false };
      const joined: GroupTopic[] = [];
      for (const topic of options.topics) {
        let gt = group.get(topic);
        if (gt === undefined) {
          gt = new GroupTopic(this.partitions(topic), fromBeginning, (owner, r, partition) => {
            const rec = this.decode(topic, r, partition);
            if (rec === undefined) return undefined;
            // a record whose handler fails while its member is closing was not handled: the next owner gets it
            const res = this.call(owner.onMessage, rec);
            if (typeof res === 'boolean') return res || !owner.closing;
            const handled = res.then((ok) => ok || !owner.closing);
            owner.inflight.add(handled);
            return handled.finally(() => owner.inflight.delete(handled));
          });
          group.set(topic, gt);
          const pumps = gt.pumps;
          const groupId = options.groupId;
          const members = gt.members;
          this.trackLag(() => (members.length === 0 ? [] : pumps.map((p) => ({ topic, group: groupId, lag: p.lag() }))));
        }
        gt.members.push(member);
        joined.push(gt);
        gt.rebalance();
      }
      closeConsumer = async () => {
        member.closing = true;
        for (const gt of joined) {
          const i = gt.members.indexOf(member);
          if (i >= 0) gt.members.splice(i, 1);
        }
        await Promise.all([...member.inflight]);
        for (const gt of joined) gt.rebalance();
      };
    }
    let closing: Promise<void> | undefined;
    const close = (): Promise<void> => {
      closing ??= closeConsumer().finally(() => this.closers.delete(close));
      return closing;
    };
    this.closers.add(close);
    return { ready: Promise.resolve(), close };
  }

  async materialize<T extends TopicName>(topic: T, options: MaterializeOptions = {}): Promise<Table<ValueOf<T>>> {
    this.assertOpen();
    const pumps: Pump[] = [];
    const untrack = this.trackLag(() => pumps.map((p) => ({ topic, group: 'table', lag: p.lag() })));
    const table = new MapTable<ValueOf<T>>(async () => {
      untrack();
      this.closers.delete(close);
      await Promise.all(pumps.map((p) => p.close()));
    }, options.accept);
    const close = (): Promise<void> => table.close();
    const apply = (r: Stored, partition: number): void => {
      const rec = this.decode(topic, r, partition);
      if (rec === undefined) return;
      table.apply(rec.key, rec.value);
      this.reporter.metrics.consumedOf(topic).inc();
    };
    this.partitions(topic).forEach((p, i) => {
      for (const r of p.records) apply(r, i);
      pumps.push(new Pump(p, p.endOffset, (r) => apply(r, i)));
    });
    this.closers.add(close);
    return table;
  }

  private trackLag(source: LagSource): () => void {
    this.lagSources.add(source);
    this.reporter.metrics.lag.add(source);
    return () => {
      this.lagSources.delete(source);
      this.reporter.metrics.lag.delete(source);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.closers].map((c) => c()));
    for (const source of this.lagSources) this.reporter.metrics.lag.delete(source);
  }
}

/** The in-memory bus (embedded default): same contract and same Avro encoding as the Kafka adapter. */
export function createMemoryBus(options: MemoryBusOptions = {}): MemoryBus {
  return new MemoryBusImpl(options);
}
