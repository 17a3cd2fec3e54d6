// Distributed entry point: Kafka + PostgreSQL from the environment, /metrics /healthz /readyz on the ops port.
import { runProcess } from '@ref/process';
import { refdataConfig, SPEC } from './config.ts';
import { startRefdata } from './service.ts';

void runProcess({
  name: 'refdata',
  config: refdataConfig,
  store: { url: SPEC.pgUrl.default, schema: SPEC.pgSchema.default },
  topics: ['md.catalog.v1', 'ref.event.v1', 'ref.entity.v1'],
  opsPort: (config) => config.opsPort,
  readyMessage: 'refdata started',
  // the settings above are the process's; the service takes none (its knowledge base is the default)
  start: ({ bus, store, log, registry, now }) => startRefdata({ bus, store, log, registry, now }),
});
