// Shared migration bookkeeping: validation of the list and the schema_migrations table.
import type { Migration } from './contract.ts';

export const MIGRATIONS_TABLE_SQL = 'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())';
export const APPLIED_SQL = 'SELECT id FROM schema_migrations';
export const RECORD_SQL = 'INSERT INTO schema_migrations (id, applied_at) VALUES ($1, now())';

/** Throws on an empty or duplicate id or empty SQL, before anything is applied. */
export function validateMigrations(migrations: readonly Migration[]): void {
  const seen = new Set<string>();
  for (const [i, m] of migrations.entries()) {
    if (typeof m.id !== 'string' || m.id.trim() === '') throw new TypeError(`migration ${i} has no id`);
    if (typeof m.sql !== 'string' || m.sql.trim() === '') throw new TypeError(`migration ${m.id} has no sql`);
    if (seen.has(m.id)) throw new TypeError(`migration id ${m.id} appears twice`);
    seen.add(m.id);
  }
}

/** The migrations of `migrations` not in `applied`, in array order. */
export function pending(migrations: readonly Migration[], applied: Iterable<string>): Migration[] {
  const done = new Set(applied);
  return migrations.filter((m) => !done.has(m.id));
}
