// History: OHLCV snapshots and bars, bar windows and intervals, stored-book views.
export * from './window.ts';
export * from './ohlcv.ts';
export * from './book.ts';
