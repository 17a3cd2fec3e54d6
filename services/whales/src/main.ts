// Distributed mode: whales as its own process — Kafka from REF_KAFKA_BROKERS, PostgreSQL from REF_PG_URL (required), ops on REF_OPS_PORT.
import { runProcess } from '@ref/process';
import { loadWhalesConfig } from './config.ts';
import { startWhales } from './whales.ts';

void runProcess({
  name: 'whales',
  serviceLabel: true,
  config: loadWhalesConfig,
  store: {},
  opsPort: (config) => config.opsPort,
  readyMessage: 'whales running',
  start: startWhales,
});
