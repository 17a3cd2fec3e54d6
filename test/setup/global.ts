// Global setup of the integration project: a real Kafka broker (started here unless one answers
// already on REF_KAFKA_BROKERS / 127.0.0.1:19092) and the local PostgreSQL's address.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kafka, logLevel } from 'kafkajs';
import type { TestProject } from 'vitest/node';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

async function reachable(broker: string): Promise<boolean> {
  const admin = new Kafka({ clientId: 'ref-test-setup', brokers: [broker], logLevel: logLevel.NOTHING, retry: { retries: 0 }, connectionTimeout: 1000 }).admin();
  try {
    await admin.connect();
    await admin.listTopics();
    return true;
  } catch {
    return false;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    kafkaBrokers: string;
    pgUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const port = Number(process.env['REF_TEST_KAFKA_PORT'] ?? 19092);
  const broker = process.env['REF_KAFKA_BROKERS'] ?? `127.0.0.1:${port}`;
  const pgUrl = process.env['REF_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
  let started = false;
  if (!(await reachable(broker))) {
    execFileSync('bash', [join(root, 'deploy/kafka/kafka.sh'), 'start'], { stdio: 'inherit', env: { ...process.env, KAFKA_PORT: String(port) } });
    started = true;
  }
  console.log(`integration: Kafka at ${broker}${started ? ' (started by the test run)' : ' (already running)'}, PostgreSQL at ${pgUrl}`);
  process.env['REF_KAFKA_BROKERS'] = broker;
  process.env['REF_PG_URL'] = pgUrl;
  project.provide('kafkaBrokers', broker);
  project.provide('pgUrl', pgUrl);
  return () => {
    if (started) execFileSync('bash', [join(root, 'deploy/kafka/kafka.sh'), 'stop'], { stdio: 'inherit', env: { ...process.env, KAFKA_PORT: String(port) } });
  };
}
