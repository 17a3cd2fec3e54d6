// Public surface of @ref/venue-kit: what every venue connector needs to talk to a venue and publish md.* records.
export * from './backoff.ts';
export * from './rate-limit.ts';
export * from './http.ts';
export * from './ws-client.ts';
export * from './metrics.ts';
export * from './bad-input.ts';
export * from './md-publisher.ts';
export * from './event-keys.ts';
export * from './connector-core.ts';
