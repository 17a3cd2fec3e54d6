// Avro codecs per topic: every schema version of schemas/<topic>/<n>.avsc, with a small framing
// (magic byte, 4-byte big-endian schema version, Avro body) so readers decode any older writer
// version into the latest type through avsc resolvers.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import avro from 'avsc';

type Resolver = ReturnType<avro.Type['createResolver']>;
import type { TopicName } from './contract.ts';
import { RecordDecodeError, SchemaError } from './errors.ts';
import { TOPIC_NAMES } from './topics.ts';

/** First byte of every encoded value. */
export const MAGIC = 0x52; // 'R'
const HEADER = 5;
const SLAB_BYTES = 64 * 1024;

/** schemas/ at the root of the repository. */
export const defaultSchemasDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'schemas');

/** Parses schemas with the options every codec uses (plain unions, as records.gen.ts types them). */
export function parseSchema(schema: unknown): avro.Type {
  return avro.Type.forSchema(schema as avro.Schema, { wrapUnions: false });
}

/** All versions of one topic's schema, as files on disk. */
export function readVersions(dir: string, topic: string): Map<number, unknown> {
  const out = new Map<number, unknown>();
  const files = readdirSync(join(dir, topic)).filter((f) => /^\d+\.avsc$/.test(f));
  for (const f of files) out.set(Number(f.slice(0, -5)), JSON.parse(readFileSync(join(dir, topic, f), 'utf8')) as unknown);
  return out;
}

function describeType(t: avro.Type): string {
  const any = t as avro.Type & { types?: avro.Type[]; symbols?: string[]; itemsType?: avro.Type; valuesType?: avro.Type };
  switch (t.typeName) {
    case 'union:unwrapped':
    case 'union:wrapped':
      return (any.types ?? []).map(describeType).join(' | ');
    case 'record':
    case 'error':
      return `record ${(t.name ?? '').split('.').pop() ?? ''}`;
    case 'enum':
      return `one of ${(any.symbols ?? []).join('|')}`;
    case 'array':
      return 'array';
    case 'map':
      return 'map';
    default:
      return t.name ?? t.typeName;
  }
}

function describeValue(v: unknown): string {
  if (v === undefined) return 'undefined (missing)';
  let s: string;
  try {
    s = typeof v === 'bigint' ? `${v}n` : Buffer.isBuffer(v) ? `<${v.length} bytes>` : JSON.stringify(v) ?? String(v);
  } catch {
    s = String(v);
  }
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** `['yes_asks', '2', 'price']` → `yes_asks[2].price` */
function formatPath(parts: string[]): string {
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out === '' ? p : `.${p}`;
  return out;
}

/** Codec of one topic: encodes with the latest version, decodes every known version. */
export class TopicCodec {
  readonly topic: string;
  readonly latestVersion: number;
  readonly latest: avro.Type;
  private readonly readers: Map<number, avro.Type | Resolver>;
  private readonly header: Buffer;
  /** encode slab: values are encoded one after the other into it and handed out as views (no copy per value) */
  private slab: Buffer;
  private slabPos = 0;

  constructor(topic: string, versions: Map<number, unknown>) {
    if (versions.size === 0) throw new Error(`no schema for topic ${topic}`);
    this.topic = topic;
    this.latestVersion = Math.max(...versions.keys());
    this.latest = parseSchema(versions.get(this.latestVersion));
    this.readers = new Map();
    for (const [v, schema] of versions) {
      if (v === this.latestVersion) this.readers.set(v, this.latest);
      else {
        try {
          this.readers.set(v, this.latest.createResolver(parseSchema(schema)));
        } catch (err) {
          throw new Error(`${topic}: version ${this.latestVersion} cannot read version ${v}: ${(err as Error).message}`, { cause: err });
        }
      }
    }
    this.header = Buffer.alloc(HEADER);
    this.header[0] = MAGIC;
    this.header.writeUInt32BE(this.latestVersion, 1);
    this.slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
  }

  /** Throws SchemaError naming the first invalid field. */
  validate(value: unknown): void {
    if (this.latest.isValid(value)) return;
    let first: { path: string; detail: string } | undefined;
    this.latest.isValid(value, {
      errorHook: (path: string[], v: unknown, type: avro.Type) => {
        first ??= { path: formatPath(path), detail: `expected ${describeType(type)}, got ${describeValue(v)}` };
      },
    });
    const f = first ?? { path: '', detail: 'does not match the schema' };
    throw new SchemaError(this.topic, f.path, f.detail);
  }

  /** Validates and encodes a value (framing + Avro body) into its own buffer (safe to keep for long). */
  encode(value: unknown): Buffer {
    return Buffer.from(this.encodeTransient(value));
  }

  /**
   * Validates and encodes a value (framing + Avro body) as a view into a shared slab, never written to again: no
   * copy per value, for values that are sent and dropped (a kept view would pin its whole 64 KiB slab).
   */
  encodeTransient(value: unknown): Buffer {
    this.validate(value);
    for (;;) {
      const start = this.slabPos;
      if (this.slab.length - start > HEADER) {
        const end = this.latest.encode(value, this.slab, start + HEADER);
        if (end >= 0) {
          this.header.copy(this.slab, start);
          this.slabPos = end;
          return this.slab.subarray(start, end);
        }
        // avsc returns minus the missing byte count when the buffer is too small
        const needed = this.slab.length - end - start;
        if (start === 0 && needed <= this.slab.length) throw new Error(`${this.topic}: avsc reported a short buffer twice`);
        this.slab = Buffer.allocUnsafeSlow(Math.max(SLAB_BYTES, 2 * needed));
      } else {
        this.slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
      }
      this.slabPos = 0;
    }
  }

  /** Decodes a framed value of any known version into the latest type; throws RecordDecodeError. */
  decode(buf: Buffer): unknown {
    if (buf.length < HEADER || buf[0] !== MAGIC) throw new RecordDecodeError(`${this.topic}: bad framing (${buf.length} bytes, first byte ${buf[0] ?? 'none'})`);
    const version = buf.readUInt32BE(1);
    const reader = this.readers.get(version);
    if (reader === undefined) throw new RecordDecodeError(`${this.topic}: unknown schema version ${version}`);
    try {
      const body = buf.subarray(HEADER);
      return reader === this.latest ? this.latest.fromBuffer(body) : this.latest.fromBuffer(body, reader as Resolver);
    } catch (err) {
      throw new RecordDecodeError(`${this.topic}: corrupt Avro body (version ${version}): ${(err as Error).message}`, { cause: err });
    }
  }
}

/** Codecs of every topic. */
export class Codecs {
  private readonly byTopic: Map<string, TopicCodec>;
  constructor(byTopic: Map<string, TopicCodec>) {
    this.byTopic = byTopic;
  }
  get(topic: TopicName | string): TopicCodec {
    const c = this.byTopic.get(topic);
    if (c === undefined) throw new Error(`unknown topic ${topic}`);
    return c;
  }
  has(topic: string): boolean {
    return this.byTopic.has(topic);
  }
}

const cache = new Map<string, Codecs>();

/** Loads every version of every registry topic's schema (cached per directory). */
export function loadCodecs(dir: string = defaultSchemasDir, topics: readonly string[] = TOPIC_NAMES): Codecs {
  const key = `${dir}\u0000${topics.join(',')}`;
  let codecs = cache.get(key);
  if (codecs === undefined) {
    const map = new Map<string, TopicCodec>();
    for (const t of topics) map.set(t, new TopicCodec(t, readVersions(dir, t)));
    codecs = new Codecs(map);
    cache.set(key, codecs);
  }
  return codecs;
}

/** A compatibility problem: version `reader` cannot read data written with version `writer`. */
export interface CompatibilityProblem { topic: string; reader: number; writer: number; message: string }

/**
 * Checks every schema directory under `dir`: each version N+1 must read N, and the latest must read every
 * older version (what consumers do). Returns the problems found (empty when compatible).
 */
export function checkCompatibility(dir: string = defaultSchemasDir): CompatibilityProblem[] {
  const problems: CompatibilityProblem[] = [];
  for (const topic of readdirSync(dir).sort()) {
    const versions = readVersions(dir, topic);
    const numbers = [...versions.keys()].sort((a, b) => a - b);
    const types = new Map(numbers.map((n) => [n, parseSchema(versions.get(n))]));
    const latest = numbers[numbers.length - 1];
    const pairs: [number, number][] = [];
    for (let i = 1; i < numbers.length; i++) pairs.push([numbers[i] as number, numbers[i - 1] as number]);
    for (const n of numbers.slice(0, -2)) if (latest !== undefined) pairs.push([latest, n]);
    for (const [reader, writer] of pairs) {
      try {
        (types.get(reader) as avro.Type).createResolver(types.get(writer) as avro.Type);
      } catch (err) {
        problems.push({ topic, reader, writer, message: (err as Error).message });
      }
    }
  }
  return problems;
}
