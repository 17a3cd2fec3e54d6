// Distributed mode: connector-beta-us as its own process — Kafka from REF_KAFKA_BROKERS, /metrics /healthz /readyz on REF_OPS_PORT.
import { runProcess } from '@ref/process';
import { loadBetaUsConfig } from './config.ts';
import { startBetaUsConnector } from './connector.ts';

void runProcess({
  name: 'connector-beta-us',
  serviceLabel: true,
  config: loadBetaUsConfig,
  topics: ['md.catalog.v1', 'md.book.v1', 'md.trade.v1'],
  opsPort: (config) => config.opsPort,
  readyMessage: 'connector started',
  start: startBetaUsConnector,
});
