// Whale tracking, pure parts: exact notionals and thresholds, the per-event threshold index, the shared SQL.
export * from './money.ts';
export * from './index-table.ts';
export * from './migrations.ts';
