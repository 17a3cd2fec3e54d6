// The distributed mode end to end: venue-sim (the example scenario), the four connectors, refdata, arbitrage (declared
// matches from the scenario), recorder, whales and the gateway, each its own Node process started from its src/main.ts
// and configured only by environment, against the real Kafka broker (random REF_KAFKA_NAMESPACE) and PostgreSQL
// (random REF_PG_SCHEMA). Checked over real HTTP: /readyz 200, /arbitrage/current gives exactly the expected
// opportunities, and /streams/catalog lists the events refdata published.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestPostgresStore, randomName, waitFor, type TestPostgresStore } from '@ref/testkit';
import { currentMismatches, expectCurrent, expectedAtDefault } from '../arbitrage/helpers.ts';
import { examplePath, expectedView as view, loadExpected, repoRoot } from '../arbitrage/scenario-records.ts';

const expected = loadExpected();
const KEY = `dist-${randomName('premium')}`;

interface Proc {
  name: string;
  child: ChildProcess;
  /** stdout + stderr lines so far (for the failure message and to find log lines) */
  lines: string[];
}

const procs: Proc[] = [];

function start(name: string, main: string, env: Record<string, string>, args: string[] = []): Proc {
  const child = spawn(process.execPath, [join(repoRoot, main), ...args], {
    cwd: repoRoot,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', REF_LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const p: Proc = { name, child, lines: [] };
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (d: Buffer) => {
      const parts = (rest + d.toString('utf8')).split('\n');
      rest = parts.pop() ?? '';
      for (const l of parts) if (p.lines.length < 2000) p.lines.push(l);
    });
  }
  procs.push(p);
  return p;
}

/** The first JSON log line of `p` with this msg. */
async function logLine(p: Proc, msg: string, timeoutMs = 40_000): Promise<Record<string, unknown>> {
  let found: Record<string, unknown> | undefined;
  await waitFor(
    () => {
      if (p.child.exitCode !== null) throw new Error(`${p.name} exited ${p.child.exitCode}:\n${p.lines.slice(-20).join('\n')}`);
      for (const l of p.lines) {
        if (!l.startsWith('{')) continue;
        const o = JSON.parse(l) as Record<string, unknown>;
        if (o['msg'] === msg) {
          found = o;
          return true;
        }
      }
      return false;
    },
    { timeoutMs, intervalMs: 100, message: `${p.name}: log line "${msg}"` },
  );
  return found as Record<string, unknown>;
}

let gatewayUrl = '';
let store: TestPostgresStore;

beforeAll(async () => {
  const namespace = randomName('t-dist');
  const brokers = inject('kafkaBrokers');
  const pgUrl = inject('pgUrl');
  store = await createTestPostgresStore(pgUrl, { prefix: 'dist', max: 1 }); // the schema every service shares; dropped after
  const common = { REF_KAFKA_BROKERS: brokers, REF_KAFKA_NAMESPACE: namespace };
  const pg = { REF_PG_URL: pgUrl, REF_PG_SCHEMA: store.schema };

  const sim = start('venue-sim', 'services/venue-sim/src/main.ts', {}, ['--port', '0', '--scenario', examplePath]);
  const simUrl = String((await logLine(sim, 'venue-sim listening'))['url']);
  const wsUrl = simUrl.replace(/^http/, 'ws');
  const venues = {
    REF_ALPHA_REST_URL: `${simUrl}/alpha/trade-api/v2`,
    REF_ALPHA_WS_URL: `${wsUrl}/alpha/trade-api/ws/v2`,
    REF_BETA_CATALOG_URL: `${simUrl}/beta/gamma-api`,
    REF_BETA_WS_URL: `${wsUrl}/beta/ws/market`,
    REF_BETA_US_REST_URL: `${simUrl}/beta_us/v1`,
    REF_GAMMA_REST_URL: `${simUrl}/gamma/openapi`,
    REF_GAMMA_WS_URL: `${wsUrl}/gamma/ws`,
  };
  // the gateway first (it is the slowest to start and holds the keys), then the rest in parallel
  const gateway = start('gateway', 'services/gateway/src/main.ts', {
    ...common,
    ...pg,
    REF_GATEWAY_PORT: '0',
    REF_SEED_KEYS: `premium:${KEY}`,
    REF_GATEWAY_PREMIUM_PER_SECOND: '1000',
    REF_GATEWAY_PREMIUM_BURST: '1000',
  });
  const services = [
    start('arbitrage', 'services/arbitrage/src/main.ts', { ...common, REF_ARB_OPS_PORT: '0', REF_ARB_GROUP_ID: `${namespace}-arb`, REF_ARB_MATCHES_FILE: examplePath, REF_ARB_MIN_NET_CENTS: '-1000' }),
    start('refdata', 'services/refdata/src/main.ts', { ...common, ...pg, REF_REFDATA_OPS_PORT: '0' }),
    start('recorder', 'services/recorder/src/main.ts', { ...common, ...pg, REF_RECORDER_OPS_PORT: '0' }),
    start('whales', 'services/whales/src/main.ts', { ...common, ...pg, REF_OPS_PORT: '0' }),
  ];
  gatewayUrl = String((await logLine(gateway, 'gateway listening', 50_000))['url']);
  // the connectors once the consumers exist (they start at the latest offsets only where configured so)
  services.push(
    start('connector-alpha', 'services/connector-alpha/src/main.ts', { ...common, ...venues, REF_OPS_PORT: '0' }),
    start('connector-beta', 'services/connector-beta/src/main.ts', { ...common, ...venues, REF_OPS_PORT: '0' }),
    start('connector-beta-us', 'services/connector-beta-us/src/main.ts', { ...common, ...venues, REF_OPS_PORT: '0' }),
    start('connector-gamma', 'services/connector-gamma/src/main.ts', { ...common, ...venues, REF_OPS_PORT: '0' }),
  );
  await Promise.all(
    services.map((p) => {
      const msg = { arbitrage: 'arbitrage ready', refdata: 'refdata started', recorder: 'recorder ops listening', whales: 'whales running' }[p.name] ?? 'connector started';
      return logLine(p, msg, 50_000);
    }),
  );
}, 90_000);

afterAll(async () => {
  await Promise.all(
    procs.map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.child.exitCode !== null || p.child.signalCode !== null) {
            resolve();
            return;
          }
          const t = setTimeout(() => p.child.kill('SIGKILL'), 5_000);
          p.child.once('exit', () => {
            clearTimeout(t);
            resolve();
          });
          p.child.kill('SIGTERM');
        }),
    ),
  );
  await store?.close();
}, 30_000);

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */

describe('distributed mode (one process per service, Kafka + PostgreSQL)', () => {
  it('serves the expected opportunities over HTTP and is ready', async () => {
    const h = { 'x-api-key': KEY };
    expect((await fetch(`${gatewayUrl}/arbitrage/current`)).status).toBe(401);
    let body: any[] = [];
    let mismatches: string[] = ['not polled yet'];
    await waitFor(
      async () => {
        const r = await fetch(`${gatewayUrl}/arbitrage/current?min_net_cents=-1000`, { headers: h });
        if (r.status !== 200) {
          mismatches = [`status ${r.status}`];
          return false;
        }
        body = (await r.json()) as any[];
        mismatches = currentMismatches(body, expected);
        return mismatches.length === 0;
      },
      { timeoutMs: 30_000, intervalMs: 250, message: 'expected opportunities' },
    ).catch(() => undefined);
    expectCurrent(body, expected, mismatches);
    // the default threshold keeps the non-negative ones, highest net first
    const dflt = (await (await fetch(`${gatewayUrl}/arbitrage/current`, { headers: h })).json()) as any[];
    expect(dflt.map(view)).toEqual(expectedAtDefault(expected));

    let ready: Response | undefined;
    await waitFor(async () => (ready = await fetch(`${gatewayUrl}/readyz`)).status === 200, { timeoutMs: 15_000, intervalMs: 250, message: '/readyz 200' }).catch(() => undefined);
    expect(ready?.status, JSON.stringify(await ready?.json())).toBe(200);
  }, 45_000);

  it('serves the events refdata published (ref.event.v1 across processes)', async () => {
    let count = 0;
    await waitFor(
      async () => {
        const r = await fetch(`${gatewayUrl}/streams/catalog`, { headers: { 'x-api-key': KEY } });
        count = ((await r.json()) as { count: number }).count;
        return count > 0;
      },
      { timeoutMs: 20_000, intervalMs: 250, message: 'catalog' },
    ).catch(() => undefined);
    expect(count).toBeGreaterThan(0);
  }, 25_000);

  it('every process is still running', () => {
    const dead = procs.filter((p) => p.child.exitCode !== null).map((p) => `${p.name} exited ${p.child.exitCode}: ${p.lines.slice(-5).join(' | ')}`);
    expect(dead).toEqual([]);
  });
});
