// The console page in headless Chromium (Debian's chromium through playwright-core): the arbitrage board fills live
// over the WebSocket, spreads are listed, a market's bars are drawn; screenshot in bench-results/ops/console.png.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { createMemoryBus, type MemoryBus } from '@ref/bus';
import { createPgliteStore, type Store } from '@ref/store';
import { createLogger, createRegistry } from '@ref/telemetry';
import { buildApp, createCapabilities, type Gateway } from '@ref/gateway';
import { loadArbitrageConfig, parseMatches, startArbitrage, type ArbitrageService } from '@ref/arbitrage';
import { loadRecorderConfig, startRecorder, type Recorder } from '@ref/recorder';
import { bookSnapshots, catalogRecords, loadScenario } from '../arbitrage/scenario-records.ts';
import { root } from './prom.ts';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} missing: run \`bash deploy/ci-extras.sh\` (apt-get install -y chromium)`);

const log = createLogger({ name: 'test-ops-console', level: 'silent' });
const scenario = loadScenario();
let bus: MemoryBus;
let store: Store;
let arb: ArbitrageService;
let rec: Recorder;
let gw: Gateway;
let browser: Browser;
let url: string;
let key: string;
let marketId: string;

beforeAll(async () => {
  bus = createMemoryBus({ logger: log });
  await bus.ensureTopics();
  store = await createPgliteStore();
  const catalog = catalogRecords(scenario);
  await bus.produce('md.catalog.v1', catalog.map((c) => ({ key: `${c.venue}:${c.venue_event_id}`, value: c })));
  rec = await startRecorder({ bus, store, log, registry: createRegistry(), now: Date.now, config: loadRecorderConfig({ REF_RECORDER_FLUSH_MS: '50', REF_RECORDER_BACKFILL: 'on-empty' }) });
  arb = await startArbitrage({ bus, log, registry: createRegistry(), now: Date.now, config: loadArbitrageConfig({ REF_ARB_MIN_NET_CENTS: '-1000' }), matches: parseMatches(scenario) });
  gw = await buildApp({ ctx: { bus, store, log, registry: createRegistry(), now: Date.now }, capabilities: createCapabilities(), config: { docs: false } });
  key = (await gw.accounts.createKey({ plan: 'premium', name: 'console' })).key;
  url = await gw.listen({ port: 0 });
  const books = bookSnapshots(scenario, Date.now());
  marketId = books.find((b) => b.venue === 'alpha')!.venue_market_id;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await gw?.close();
  await arb?.stop();
  await rec?.stop();
  await bus?.close();
  await store?.close();
});

describe('console page', () => {
  it('is public static content with a strict CSP', async () => {
    const r = await fetch(`${url}/console`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await r.text()).toContain('Arbitrage board');
    expect((await fetch(`${url}/console/console.js`)).status).toBe(200);
  });

  it('shows the live board, spreads and a market chart in headless Chromium', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${url}/console?market=${encodeURIComponent(marketId)}`);
    await page.fill('#key', key);
    await page.click('#keyform button');
    await page.waitForSelector('#status.live', { timeout: 10_000 });
    // books arrive after the page is live: the board fills from the WebSocket updates
    const books = bookSnapshots(scenario, Date.now());
    await bus.produce('md.book.v1', books.map((b) => ({ key: `${b.venue}:${b.venue_market_id}`, value: b })));
    await expect.poll(() => page.locator('#board tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const rows = await page.locator('#board tbody tr').count();
    const current = (await (await fetch(`${url}/arbitrage/current`, { headers: { 'x-api-key': key } })).json()) as unknown[];
    await expect.poll(() => page.locator('#board tbody tr').count(), { timeout: 15_000 }).toBe(current.length);
    expect(current.length).toBeGreaterThan(0);
    expect(rows).toBeGreaterThan(0);
    await expect.poll(() => page.locator('#spreads tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // the recorder has the books now: once the API has a bar with prices, the page draws it
    const ohlcv = `${url}/markets/ohlcv?market_ids=${encodeURIComponent(marketId)}&interval=6h&last=30d`;
    let priced = 0;
    for (let i = 0; i < 100 && priced === 0; i++) {
      const list = (await (await fetch(ohlcv, { headers: { 'x-api-key': key } })).json()) as { bars: { open: number | null }[] }[];
      priced = list[0]?.bars.filter((b) => b.open !== null).length ?? 0;
      if (priced === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(priced).toBeGreaterThan(0);
    await page.click('#marketform button');
    await expect.poll(() => page.locator('#chart rect.bar').count(), { timeout: 10_000 }).toBe(priced);
    expect(await page.locator('#chart-title').textContent()).toContain(`${priced} bars`);
    mkdirSync(join(root, 'bench-results/ops'), { recursive: true });
    const shot = join(root, 'bench-results/ops/console.png');
    await page.screenshot({ path: shot, fullPage: true });
    expect(statSync(shot).size).toBeGreaterThan(5000);
    expect(errors).toEqual([]);
    await page.close();
  });
});
