// Pure SQL helpers shared by the adapters: identifier quoting, multi-row INSERT chunking, value normalisation.

/** PostgreSQL's limit on bind parameters per statement. */
export const MAX_PARAMS = 65535;
/** Upper bound of rows per INSERT statement (larger statements stop paying off). */
export const MAX_ROWS_PER_STATEMENT = 5000;

/** Quotes an identifier; 'schema.table' is quoted part by part. */
export function quoteIdent(name: string): string {
  if (name.length === 0) throw new TypeError('empty SQL identifier');
  return name
    .split('.')
    .map((part) => {
      if (part.length === 0 || part.includes('\0')) throw new TypeError(`invalid SQL identifier ${JSON.stringify(name)}`);
      return `"${part.replaceAll('"', '""')}"`;
    })
    .join('.');
}

/** One parameterised INSERT of a chunk of rows. */
export interface InsertStatement {
  text: string;
  params: unknown[];
  rows: number;
}

/** Rows per statement so that rows × columns stays within the bind-parameter limit. */
export function rowsPerStatement(columns: number, maxParams = MAX_PARAMS, maxRows = MAX_ROWS_PER_STATEMENT): number {
  if (!Number.isInteger(columns) || columns < 1) throw new TypeError('insertMany needs at least one column');
  if (columns > maxParams) throw new RangeError(`insertMany: ${columns} columns exceed the ${maxParams} parameter limit`);
  return Math.max(1, Math.min(maxRows, Math.floor(maxParams / columns)));
}

/** Splits a bulk insert into multi-row parameterised INSERT statements within the parameter limit. */
export function buildInserts(
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  options: { onConflict?: string; maxParams?: number; maxRows?: number } = {},
): InsertStatement[] {
  const per = rowsPerStatement(columns.length, options.maxParams, options.maxRows);
  const head = `INSERT INTO ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) VALUES `;
  const tail = options.onConflict ? ` ${options.onConflict}` : '';
  const width = columns.length;
  const out: InsertStatement[] = [];
  for (let start = 0; start < rows.length; start += per) {
    const chunk = rows.slice(start, start + per);
    const params: unknown[] = new Array<unknown>(chunk.length * width);
    const tuples: string[] = new Array<string>(chunk.length);
    let p = 0;
    for (let r = 0; r < chunk.length; r++) {
      const row = chunk[r] as readonly unknown[];
      if (row.length !== width) throw new TypeError(`insertMany: row ${start + r} has ${row.length} values, expected ${width}`);
      const slots: string[] = new Array<string>(width);
      for (let c = 0; c < width; c++) {
        params[p] = row[c];
        p++;
        slots[c] = `$${p}`;
      }
      tuples[r] = `(${slots.join(', ')})`;
    }
    out.push({ text: head + tuples.join(', ') + tail, params, rows: chunk.length });
  }
  return out;
}

/** int8 → number; throws when the value cannot be represented exactly (beyond ±(2^53 − 1)). */
export function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${text} is beyond 2^53 and cannot be a JavaScript number; cast it to text or numeric`);
  return n;
}

/** timestamp (without time zone) → Date, read as UTC in both adapters. */
export function parseTimestampUtc(text: string): Date | string {
  if (text === 'infinity' || text === '-infinity') return text;
  const bc = text.endsWith(' BC');
  const t = new Date(`${(bc ? text.slice(0, -3) : text).replace(' ', 'T')}Z`);
  if (bc) t.setUTCFullYear(1 - t.getUTCFullYear());
  return t;
}

/** Maps a parsed (possibly nested) array. */
export function mapArray(value: unknown, fn: (x: string) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapArray(v, fn));
  return value === null ? null : fn(String(value));
}

/** JSON parameters: strings are taken as JSON text (as pg does), anything else is JSON-encoded. */
export function serializeJson(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Parameters for pg: Dates as ISO-8601 UTC text, as PGlite sends them (pg would send local time, which a
 *  `timestamp` column would keep as wall-clock time of this machine's zone). Returns the array itself when unchanged. */
export function normaliseParams(params: readonly unknown[] | undefined): unknown[] | undefined {
  if (params === undefined) return undefined;
  if (!params.some((p) => p instanceof Date)) return params as unknown[];
  return params.map((p) => (p instanceof Date ? p.toISOString() : p));
}

/** Throws the same error as buildInserts when a row's width is not `width`. */
export function checkRows(rows: readonly (readonly unknown[])[], width: number): void {
  rowsPerStatement(width);
  for (let r = 0; r < rows.length; r++) {
    const n = (rows[r] as readonly unknown[]).length;
    if (n !== width) throw new TypeError(`insertMany: row ${r} has ${n} values, expected ${width}`);
  }
}

function isPlainObject(v: object): boolean {
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** True when every value can go through COPY text format exactly as a bind parameter would (null, string, number,
 *  bigint, boolean, Date, plain object as JSON). Arrays, Buffers and class instances are left to INSERT. */
export function copyEncodable(rows: readonly (readonly unknown[])[]): boolean {
  for (const row of rows) {
    for (const v of row) {
      if (v === null || v === undefined) continue;
      const t = typeof v;
      if (t === 'string' || t === 'number' || t === 'bigint' || t === 'boolean') continue;
      if (v instanceof Date) {
        if (Number.isNaN(v.getTime())) return false;
        continue;
      }
      if (t === 'object' && isPlainObject(v as object)) continue;
      return false;
    }
  }
  return true;
}

const COPY_SPECIAL = /[\\\n\r\t]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** One field of COPY text format (values already checked by copyEncodable). */
export function copyField(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  let s: string;
  if (typeof v === 'string') s = v;
  else if (v instanceof Date) return v.toISOString();
  else if (typeof v === 'object') s = JSON.stringify(v);
  else return String(v); // number, bigint, boolean: as pg's parameter text ('true'/'false' for booleans)
  return s.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c] as string);
}

/** COPY text-format data in chunks of about `chunkChars` characters. */
export function* copyChunks(rows: readonly (readonly unknown[])[], chunkChars = 1 << 16): Generator<string> {
  let buf = '';
  for (const row of rows) {
    let line = '';
    for (let c = 0; c < row.length; c++) line += (c === 0 ? '' : '\t') + copyField(row[c]);
    buf += line + '\n';
    if (buf.length >= chunkChars) {
      yield buf;
      buf = '';
    }
  }
  if (buf.length > 0) yield buf;
}
