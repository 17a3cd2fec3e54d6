// Distributed mode: connector-alpha as its own process — Kafka from REF_KAFKA_BROKERS, /metrics /healthz /readyz on REF_OPS_PORT.
import { runProcess } from '@ref/process';
import { loadAlphaConfig } from './config.ts';
import { startAlphaConnector } from './connector.ts';

void runProcess({
  name: 'connector-alpha',
  serviceLabel: true,
  config: loadAlphaConfig,
  topics: ['md.catalog.v1', 'md.book.v1', 'md.trade.v1'],
  opsPort: (config) => config.opsPort,
  readyMessage: 'connector started',
  start: startAlphaConnector,
});
