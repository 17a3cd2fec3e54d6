// Killing the broker mid-test: produce fails with a clear retriable BusUnavailableError, and both
// producing and consuming recover once the broker is back. Uses its own broker on a unique port.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusUnavailableError, createKafkaBus, type BookUpdate, type Bus } from '@ref/bus';
import { createLogger } from '@ref/telemetry';
import { book, randomName, waitFor } from './helpers.ts';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env['REF_TEST_OUTAGE_KAFKA_PORT'] ?? 19292);
const dataDir = mkdtempSync(join(tmpdir(), 'ref-kafka-outage-'));
const env = { ...process.env, KAFKA_PORT: String(port), KAFKA_DATA_DIR: dataDir };
const kafka = (cmd: 'start' | 'stop') => run('bash', [join(root, 'deploy/kafka/kafka.sh'), cmd], { env, timeout: 120_000 });

describe('bus on a broker that goes away and comes back', () => {
  let bus: Bus | undefined;
  beforeAll(async () => {
    await kafka('start');
  });
  afterAll(async () => {
    await bus?.close();
    await kafka('stop');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports a retriable BusUnavailableError while the broker is down and recovers when it returns', async () => {
    bus = createKafkaBus({
      brokers: [`127.0.0.1:${port}`],
      clientId: 'outage-test',
      namespace: randomName('outage'),
      logger: createLogger({ name: 'outage-test', level: 'silent' }),
      retries: 2,
      connectionTimeoutMs: 1000,
      sessionTimeoutMs: 6000,
    });
    const seen = new Set<number>();
    const consumer = await bus.consume({ topics: ['md.book.v1'], groupId: 'outage', fromBeginning: true, onMessage: (r) => void seen.add((r.value as BookUpdate).seq) });
    await consumer.ready;
    await bus.produce('md.book.v1', [{ key: 'k', value: book('m', 1) }]);
    await waitFor(() => seen.has(1), 'record before the outage');

    // produce continuously while the broker stops
    let seq = 100;
    let failure: unknown;
    const producing = (async () => {
      const deadline = Date.now() + 60_000;
      while (failure === undefined && Date.now() < deadline) {
        try {
          await (bus as Bus).produce('md.book.v1', [{ key: 'k', value: book('m', seq++) }]);
        } catch (err) {
          failure = err;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await kafka('stop');
    await producing;
    expect(failure).toBeInstanceOf(BusUnavailableError);
    expect(failure).toMatchObject({ code: 'BUS_UNAVAILABLE', retriable: true });
    expect((failure as Error).message).toMatch(/^kafka unavailable \(produce\)/);

    await kafka('start');
    // producing works again (first attempts may still see the broker starting up)
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        await bus.produce('md.book.v1', [{ key: 'k', value: book('m', 5000) }]);
        break;
      } catch (err) {
        expect(err).toBeInstanceOf(BusUnavailableError);
        if (Date.now() > deadline) throw err;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    // and the consumer, which kept running through the outage, receives it
    await waitFor(() => seen.has(5000), 'record after the broker returned', 60_000);
    await consumer.close();
  });
});
