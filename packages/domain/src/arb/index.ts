// Arbitrage domain: integer ask ladders, listing books, fee tables, the exact pair walk.
export * from './fixed.ts';
export * from './fees.ts';
export * from './ladder.ts';
export * from './book.ts';
export * from './walk.ts';
