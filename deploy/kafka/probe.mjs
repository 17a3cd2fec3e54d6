// Readiness probe for kafka.sh: succeeds when a client can create (and see) a topic.
import { createRequire } from 'node:module';
const require = createRequire(new URL('../../packages/bus/package.json', import.meta.url));
const { Kafka, logLevel } = require('kafkajs');
const broker = process.argv[2] ?? '127.0.0.1:19092';
const kafka = new Kafka({ clientId: 'kafka-sh-probe', brokers: [broker], logLevel: logLevel.NOTHING, retry: { retries: 0 } });
const admin = kafka.admin();
try {
  await admin.connect();
  await admin.createTopics({ topics: [{ topic: '__ref_probe', numPartitions: 1 }], waitForLeaders: true });
  const topics = await admin.listTopics();
  if (!topics.includes('__ref_probe')) throw new Error('probe topic missing');
  await admin.disconnect();
  process.exit(0);
} catch (err) {
  console.error(String(err));
  process.exit(1);
}
