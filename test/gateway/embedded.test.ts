// End to end: `pnpm start`'s host in-process on port 0 with seeded keys — REST and WebSocket serve live data from venue-sim.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startEmbedded, type Embedded } from '@ref/embedded';
import { runCli } from '@ref/gateway';
import { createLogger } from '@ref/telemetry';
import { waitFor } from './helpers.ts';

describe('embedded host (pnpm start)', () => {
  let app: Embedded;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ref-embedded-'));
    app = await startEmbedded({
      port: 0,
      dataDir: dir,
      seedKeys: ['free:e2e-free-key', 'pro:e2e-pro-key', 'premium:e2e-premium-key', 'reference:e2e-ref-key'],
      env: {},
      log: createLogger({ name: 'e2e', level: 'silent' }),
    });
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the catalog and live dist data with a seeded key', async () => {
    expect(app.keys).toEqual({ free: 'e2e-free-key', pro: 'e2e-pro-key', premium: 'e2e-premium-key', reference: 'e2e-ref-key' });
    const h = { 'x-api-key': 'e2e-free-key' };
    expect((await fetch(`${app.url}/streams/catalog`)).status).toBe(401);
    let catalog: { count: number; events: { event_id: string; channels: { dist: string } }[] } = { count: 0, events: [] };
    const deadline = Date.now() + 30_000;
    while (catalog.count === 0 && Date.now() < deadline) {
      catalog = (await (await fetch(`${app.url}/streams/catalog`, { headers: h })).json()) as typeof catalog;
      if (catalog.count === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(catalog.count).toBeGreaterThan(0);
    // readiness follows the connectors (books loaded) and the consumers
    let ready = 0;
    for (let i = 0; i < 150 && ready !== 200; i++) {
      ready = (await fetch(`${app.url}/readyz`)).status;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(ready).toBe(200);

    const ws = new WebSocket(`${app.url.replace('http', 'ws')}/ws`);
    const msgs: { type?: string; channel?: string; data?: { outcomes?: { venues: unknown[] }[] } }[] = [];
    ws.on('message', (d) => msgs.push(JSON.parse(String(d)) as (typeof msgs)[number]));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ action: 'auth', api_key: 'e2e-free-key' }));
    await waitFor(() => msgs.some((m) => m.type === 'auth_ok'), 'auth');
    ws.send(JSON.stringify({ action: 'subscribe', channels: catalog.events.slice(0, 10).map((e) => e.channels.dist) }));
    // a dist message (snapshot or update) carrying venue prices from the simulated books
    await waitFor(() => msgs.some((m) => m.channel?.startsWith('dist:') && (m.data?.outcomes ?? []).some((o) => o.venues.length > 0)), 'live dist data', 30_000);
    ws.close();
  });

  it('the admin CLI manages keys in a PGlite data dir', async () => {
    const cliDir = mkdtempSync(join(tmpdir(), 'ref-cli-'));
    try {
      const out: string[] = [];
      expect(await runCli(['keys', 'create', '--plan', 'premium', '--reference', '--name', 'desk'], { REF_DATA_DIR: cliDir }, (l) => out.push(l))).toBe(0);
      const id = /key id:\s+(\S+)/.exec(out.join('\n'))?.[1];
      expect(out.join('\n')).toMatch(/plan:\s+premium \+ reference data/);
      out.length = 0;
      expect(await runCli(['keys', 'list'], { REF_DATA_DIR: cliDir }, (l) => out.push(l))).toBe(0);
      expect(out.join('\n')).toContain(id);
      expect(await runCli(['keys', 'revoke', id as string], { REF_DATA_DIR: cliDir }, (l) => out.push(l))).toBe(0);
      expect(await runCli(['keys', 'revoke', id as string], { REF_DATA_DIR: cliDir }, (l) => out.push(l))).toBe(1);
      expect(await runCli(['keys', 'create', '--plan', 'gold'], { REF_DATA_DIR: cliDir }, (l) => out.push(l))).toBe(2);
    } finally {
      rmSync(cliDir, { recursive: true, force: true });
    }
  });
});

describe('embedded host: invalid REF_SEED_KEYS', () => {
  it('fails before starting any service', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ref-embedded-bad-'));
    const started: string[] = [];
    try {
      await expect(
        startEmbedded({
          port: 0,
          dataDir: dir,
          seedKeys: ['free:kf'],
          env: {},
          log: createLogger({ name: 'e2e', level: 'silent' }),
          onProgress: (_done, _total, name) => started.push(name),
        }),
      ).rejects.toThrow(/REF_SEED_KEYS: "free\.\.\." needs plan:KEY with a key of at least 4 characters/);
      expect(started).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
