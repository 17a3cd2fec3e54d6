// The chart pages in a real browser (headless Chromium): the SVG renders with one visible candle per non-empty bar.
// Needs Chromium at REF_CHROMIUM (default /usr/bin/chromium; `bash deploy/ci-extras.sh` installs it): fails clearly without.
import { existsSync } from 'node:fs';
import { createMemoryBus } from '@ref/bus';
import { buildApp } from '@ref/gateway';
import { createWriterMetrics, migrateRecorder, RecorderWriter } from '@ref/recorder';
import { createTestPostgresStore } from '@ref/testkit';
import { createLogger, createRegistry } from '@ref/telemetry';
import { chromium } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { historyCapability } from '../../services/gateway/src/routes/history.ts';
import { catalogEvent, market, trade } from './fixtures.ts';

const CHROMIUM = process.env['REF_CHROMIUM'] ?? '/usr/bin/chromium';
const NOW = Date.UTC(2026, 5, 10, 15);

describe('chart pages in Chromium', () => {
  it('draw the market candles and the event lines', async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: run \`bash deploy/ci-extras.sh\` (apt-get install chromium) or set REF_CHROMIUM`);
    const log = createLogger({ name: 'chart-test', level: 'silent' });
    const store = await createTestPostgresStore(inject('pgUrl'), { prefix: 'recchart' });
    const gw = await buildApp({ ctx: { bus: createMemoryBus(), store, log, registry: createRegistry(), now: () => NOW }, capabilities: [historyCapability], config: { feeds: false, docs: false } });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      await migrateRecorder(store);
      const writer = new RecorderWriter({ store, log, metrics: createWriterMetrics(createRegistry()), bookDepth: 10 });
      writer.addCatalog(catalogEvent('alpha', 'KXCHART', 'Chart event', [market('KXCHART-A'), market('KXCHART-B')]));
      // 5 days with trades, one without: 5 candles
      for (const [d, p] of [[1, 4000], [2, 4500], [3, 4200], [5, 6000], [6, 5800]] as const) {
        writer.addTrade(trade('alpha', 'KXCHART-A', `a${d}`, Date.UTC(2026, 5, d, 10), p, 1000));
        writer.addTrade(trade('alpha', 'KXCHART-A', `b${d}`, Date.UTC(2026, 5, d, 20), p + 300, 500));
        writer.addTrade(trade('alpha', 'KXCHART-B', `c${d}`, Date.UTC(2026, 5, d, 12), 10_000 - p, 700));
      }
      await writer.flush();
      const key = (await gw.accounts.createKey({ plan: 'free', name: 'chart' })).key;
      const base = await gw.listen({ port: 0, host: '127.0.0.1' });
      const page = await browser.newPage();
      await page.setExtraHTTPHeaders({ 'x-api-key': key });
      const res = await page.goto(`${base}/charts/market?market_id=KXCHART-A&from=2026-06-01&to=2026-06-07`);
      expect(res?.status()).toBe(200);
      const candles = page.locator('svg rect.candle');
      expect(await candles.count()).toBe(5);
      const box = await candles.first().boundingBox();
      expect(box && box.width > 1 && box.height >= 1).toBe(true);
      expect(await page.locator('h1').textContent()).toBe('Will KXCHART-A happen?');
      const png = await page.screenshot();
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      const ev = await page.goto(`${base}/charts/event?event_id=KXCHART&from=2026-06-01&to=2026-06-07`);
      expect(ev?.status()).toBe(200);
      expect(await page.locator('svg polyline.line').count()).toBe(2);
    } finally {
      await browser.close();
      await gw.close();
      await store.close();
    }
  });
});
