// Public surface of @ref/whales.
export { startWhales, migrateWhales, type Whales, type WhalesDeps } from './whales.ts';
export { loadWhalesConfig, whalesSpec, type WhalesConfig } from './config.ts';
export { WatchlistFollower, type TrackedEventInfo } from './watchlist.ts';
