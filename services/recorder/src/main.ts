// Distributed entry point: Kafka + PostgreSQL from the environment, /metrics /healthz /readyz on REF_RECORDER_OPS_PORT.
import { runProcess } from '@ref/process';
import { loadRecorderConfig } from './config.ts';
import { startRecorder } from './recorder.ts';

void runProcess({
  name: 'recorder',
  config: loadRecorderConfig,
  store: { url: 'postgres://postgres@127.0.0.1:5432/ref', schema: 'public' },
  opsPort: (config) => config.opsPort,
  readyMessage: 'recorder ops listening',
  start: startRecorder,
});
