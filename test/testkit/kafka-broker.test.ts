// startKafkaBroker: a private broker that a test can kill and start again, keeping its data.
import { startKafkaBroker, portIsFree, randomName, type KafkaBroker } from '@ref/testkit';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, describe, expect, it } from 'vitest';

describe('startKafkaBroker', () => {
  let broker: KafkaBroker | undefined;
  afterAll(async () => {
    await broker?.dispose();
  });

  it('starts on its own port, survives kill + start with its data, and disposes', async () => {
    broker = await startKafkaBroker();
    const b = broker;
    expect(b.brokers).toBe(`127.0.0.1:${b.port}`);
    const kafka = new Kafka({ clientId: 'testkit', brokers: [b.brokers], logLevel: logLevel.NOTHING, retry: { retries: 2 } });
    const topic = randomName('testkit');
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
    await admin.disconnect();

    await b.kill();
    expect(await portIsFree(b.port)).toBe(true);

    await b.start();
    const again = kafka.admin();
    await again.connect();
    expect(await again.listTopics()).toContain(topic);
    await again.disconnect();

    await b.dispose();
    expect(await portIsFree(b.port)).toBe(true);
    await b.dispose(); // idempotent
  }, 240_000);
});
