// The integration infrastructure itself: a real broker answers and the local PostgreSQL answers.
import { Kafka, logLevel } from 'kafkajs';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';

describe('integration infrastructure', () => {
  it('reaches the real Kafka broker and creates a topic', async () => {
    const admin = new Kafka({ clientId: 'smoke', brokers: [inject('kafkaBrokers')], logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    const topic = `smoke-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
    expect(await admin.listTopics()).toContain(topic);
    await admin.deleteTopics({ topics: [topic] });
    await admin.disconnect();
  });
  it('reaches PostgreSQL', async () => {
    const client = new pg.Client({ connectionString: inject('pgUrl') });
    await client.connect();
    const r = await client.query<{ v: number }>('select 41 + 1 as v');
    expect(r.rows[0]?.v).toBe(42);
    await client.end();
  });
});
