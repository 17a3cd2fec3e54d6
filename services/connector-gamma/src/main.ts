// Distributed mode: connector-gamma as its own process — Kafka from REF_KAFKA_BROKERS, /metrics /healthz /readyz on REF_OPS_PORT.
import { runProcess } from '@ref/process';
import { loadGammaConfig } from './config.ts';
import { startGammaConnector } from './connector.ts';

void runProcess({
  name: 'connector-gamma',
  serviceLabel: true,
  config: loadGammaConfig,
  topics: ['md.catalog.v1', 'md.book.v1', 'md.trade.v1'],
  opsPort: (config) => config.opsPort,
  readyMessage: 'connector started',
  start: startGammaConnector,
});
