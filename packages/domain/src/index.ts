// Public surface of @ref/domain (pure: no I/O, no clock, no Node built-ins).
export * from './venues/wire-decimal.ts';
export * from './venues/wire-json.ts';
export * from './venues/ladder-book.ts';
export * from './arb/index.ts';
export * as refdata from './refdata/index.ts';
export * from './history/index.ts';
export * from './whales/index.ts';
