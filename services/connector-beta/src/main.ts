// Distributed mode: connector-beta as its own process — Kafka from REF_KAFKA_BROKERS, /metrics /healthz /readyz on REF_OPS_PORT.
import { runProcess } from '@ref/process';
import { loadBetaConfig } from './config.ts';
import { startBetaConnector } from './connector.ts';

void runProcess({
  name: 'connector-beta',
  serviceLabel: true,
  config: loadBetaConfig,
  topics: ['md.catalog.v1', 'md.book.v1', 'md.trade.v1'],
  opsPort: (config) => config.opsPort,
  readyMessage: 'connector started',
  start: startBetaConnector,
});
