// Byte-level JSON writer for the OHLCV responses: bars go straight into one growing Buffer (no per-bar strings or
// objects, no rope flattening), numbers come from precomputed ASCII tables, and each bucket's `{"ts":"...","open":`
// prefix is encoded once per request and shared by every market. Output is byte-identical to JSON.stringify of
// the same values (checked in bars-json.test.ts).
import { isoWithOffset, type Bar } from '@ref/domain';

// ASCII of every price 0..10000 (1/10000) as a JSON number, i.e. String(p / 10000): "0", "0.0001", ..., "1".
const PRICE_OFF = new Int32Array(10_002);
const PRICE_BYTES: Uint8Array = (() => {
  const parts: string[] = [];
  let off = 0;
  for (let p = 0; p <= 10_000; p++) {
    const s = String(p / 10_000);
    PRICE_OFF[p] = off;
    parts.push(s);
    off += s.length;
  }
  PRICE_OFF[10_001] = off;
  return Buffer.from(parts.join(''), 'latin1');
})();

/** An append-only byte buffer that doubles when full. */
export class JsonBytes {
  buf: Buffer;
  pos = 0;

  constructor(initial = 1 << 16) {
    this.buf = Buffer.allocUnsafe(initial);
  }

  ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + n) size *= 2;
    const next = Buffer.allocUnsafe(size);
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }

  /** Any string, UTF-8 encoded (JSON fragments from JSON.stringify). */
  text(s: string): void {
    this.ensure(s.length * 3);
    this.pos += this.buf.write(s, this.pos, 'utf8');
  }

  byte(c: number): void {
    this.ensure(1);
    this.buf[this.pos++] = c;
  }

  bytes(b: Uint8Array): void {
    this.ensure(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  /** The bytes written so far (a view, not a copy). */
  result(): Buffer {
    return this.buf.subarray(0, this.pos);
  }
}

/** Writes a price (1/10000 integer, or null) as a JSON number at `pos`; returns the position after it. Values off the
 *  table fall back to String(p / 10000). */
function writePrice(buf: Buffer, pos: number, p: number | null): number {
  if (p === null) {
    buf[pos] = 110; // null
    buf[pos + 1] = 117;
    buf[pos + 2] = 108;
    buf[pos + 3] = 108;
    return pos + 4;
  }
  if (!Number.isInteger(p) || p < 0 || p > 10_000) return pos + buf.write(String(p / 10_000), pos, 'latin1');
  const b = PRICE_OFF[p + 1] as number;
  for (let k = PRICE_OFF[p] as number; k < b; k++) buf[pos++] = PRICE_BYTES[k] as number;
  return pos;
}

const DIGITS = new Uint8Array(24);

/** Writes a size in 1/100 contracts as a JSON number at `pos` (the same text as String(v / 100)). */
function writeVolume(buf: Buffer, pos: number, v: number): number {
  if (!Number.isSafeInteger(v) || v < 0) return pos + buf.write(String(v / 100), pos, 'latin1');
  let whole = Math.floor(v / 100);
  const cents = v % 100;
  let n = 0;
  do {
    DIGITS[n++] = 48 + (whole % 10);
    whole = Math.floor(whole / 10);
  } while (whole > 0);
  while (n > 0) buf[pos++] = DIGITS[--n] as number;
  if (cents !== 0) {
    buf[pos++] = 46; // .
    buf[pos++] = 48 + Math.floor(cents / 10);
    if (cents % 10 !== 0) buf[pos++] = 48 + (cents % 10);
  }
  return pos;
}

function copy(buf: Buffer, pos: number, b: Uint8Array): number {
  for (let k = 0; k < b.length; k++) buf[pos++] = b[k] as number;
  return pos;
}

const OPEN = Buffer.from(',"open":');
const HIGH = Buffer.from(',"high":');
const LOW = Buffer.from(',"low":');
const CLOSE = Buffer.from(',"close":');
const VOLUME = Buffer.from(',"volume":');

/** Per-request cache of each bucket's `{"ts":"<ISO>"` bytes (every market of a request shares the bucket grid). */
export type TsCache = Map<number, Uint8Array>;

/** Upper bound of one bar's bytes besides its ts head: 4 prices (≤ 24 bytes each, fallback included), a volume
 *  (≤ 30), member names and punctuation. */
const MAX_BAR_BYTES = 200;

/** Appends `bars` as a JSON array: the same bytes as JSON.stringify(bars.map(barJson)). */
export function writeBarsJson(out: JsonBytes, bars: readonly Bar[], cache: TsCache): void {
  out.ensure(2 + bars.length * (MAX_BAR_BYTES + 48));
  const buf = out.buf;
  let pos = out.pos;
  buf[pos++] = 91; // [
  for (let i = 0; i < bars.length; i++) {
    const b = bars[i] as Bar;
    let head = cache.get(b.ts);
    if (head === undefined) {
      head = Buffer.from(`{"ts":"${isoWithOffset(b.ts)}"`, 'latin1');
      if (head.length > 48) throw new Error(`unexpected timestamp text for ${b.ts}`);
      cache.set(b.ts, head);
    }
    if (i > 0) buf[pos++] = 44; // ,
    pos = copy(buf, pos, head);
    pos = copy(buf, pos, OPEN);
    pos = writePrice(buf, pos, b.open);
    pos = copy(buf, pos, HIGH);
    pos = writePrice(buf, pos, b.high);
    pos = copy(buf, pos, LOW);
    pos = writePrice(buf, pos, b.low);
    pos = copy(buf, pos, CLOSE);
    pos = writePrice(buf, pos, b.close);
    pos = copy(buf, pos, VOLUME);
    pos = writeVolume(buf, pos, b.volume);
    buf[pos++] = 125; // }
  }
  buf[pos++] = 93; // ]
  out.pos = pos;
}

/** Appends the JSON of `head` (an object) with a "bars" member appended: `{...,"bars":[...]}`. */
export function writeWithBars(out: JsonBytes, head: Record<string, unknown>, bars: readonly Bar[], cache: TsCache): void {
  const h = JSON.stringify(head);
  out.text(h.slice(0, -1));
  out.text(h.length > 2 ? ',"bars":' : '"bars":');
  writeBarsJson(out, bars, cache);
  out.byte(125);
}
