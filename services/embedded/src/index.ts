// Public surface of @ref/embedded.
export { startEmbedded, type Embedded, type EmbeddedOptions } from './host.ts';
export { SERVICES, matchesOf, type HostContext, type HostedService, type Running } from './services.ts';
export { runSimBackfill, type SimBackfillOptions, type SimBackfillReport } from './backfill.ts';
