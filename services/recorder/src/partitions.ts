// Monthly range partitions of the time-series tables: created on demand before a write, dropped by retention.
import type { Queryable } from '@ref/store';
import { PARTITIONED_TABLES, type PartitionedTable } from './migrations.ts';

/** Start of the UTC month containing ts. */
export function monthStart(ts: number): number {
  const d = new Date(ts);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

function nextMonth(start: number): number {
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** Partition name of table for the month starting at `start`, e.g. rec_trades_p202603. */
export function partitionName(table: PartitionedTable, start: number): string {
  const d = new Date(start);
  return `${table}_p${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

const NAME_RE = /_p(\d{4})(\d{2})$/;

/** Keeps the set of partitions known to exist so that the hot path issues no DDL. */
export class Partitions {
  private readonly known = new Set<string>();
  private readonly db: Queryable;

  constructor(db: Queryable) {
    this.db = db;
  }

  /** Creates the monthly partitions of `table` covering every ts given (idempotent, safe against a concurrent creator). */
  async ensure(table: PartitionedTable, timestamps: Iterable<number>): Promise<void> {
    const months = new Set<number>();
    for (const ts of timestamps) months.add(monthStart(ts));
    for (const m of months) {
      const name = partitionName(table, m);
      if (this.known.has(name)) continue;
      try {
        await this.db.query(`CREATE TABLE IF NOT EXISTS ${name} PARTITION OF ${table} FOR VALUES FROM (${m}) TO (${nextMonth(m)})`);
      } catch (err) {
        // A concurrent recorder may have created it between our check and create: accept it if it now exists.
        const r = await this.db.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [name]);
        if (!r.rows[0]?.t) throw err;
      }
      this.known.add(name);
    }
  }

  /** Partitions of `table` as [name, monthStart]. */
  async list(table: PartitionedTable): Promise<Array<{ name: string; start: number }>> {
    const r = await this.db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = to_regclass($1)`,
      [table],
    );
    const out: Array<{ name: string; start: number }> = [];
    for (const { name } of r.rows) {
      const m = NAME_RE.exec(name);
      if (m) out.push({ name, start: Date.UTC(Number(m[1]), Number(m[2]) - 1, 1) });
    }
    return out.sort((a, b) => a.start - b.start);
  }

  /** Drops whole partitions whose months end before now − retention days; 0 days keeps everything. Returns dropped names. */
  async applyRetention(retentionDays: Record<PartitionedTable, number>, nowMs: number): Promise<string[]> {
    const dropped: string[] = [];
    for (const table of PARTITIONED_TABLES) {
      const days = retentionDays[table];
      if (!days || days <= 0) continue;
      const cutoff = nowMs - days * 86_400_000;
      for (const p of await this.list(table)) {
        if (nextMonth(p.start) <= cutoff) {
          await this.db.query(`DROP TABLE IF EXISTS ${p.name}`);
          this.known.delete(p.name);
          dropped.push(p.name);
        }
      }
    }
    return dropped;
  }
}
