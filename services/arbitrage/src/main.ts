// Distributed mode: one arbitrage process on Kafka (REF_KAFKA_BROKERS), /metrics /healthz /readyz on REF_ARB_OPS_PORT.
// Replicas share REF_ARB_GROUP_ID; md.book.v1 is keyed by event, so each replica owns whole events.
import { hostname } from 'node:os';
import { runProcess } from '@ref/process';
import { loadArbitrageConfig } from './config.ts';
import { startArbitrage } from './service.ts';

void runProcess({
  name: 'arbitrage',
  clientId: `arbitrage-${hostname()}-${process.pid}`,
  config: loadArbitrageConfig,
  opsPort: (config) => config.opsPort,
  readyMessage: 'arbitrage ready',
  start: startArbitrage,
});
