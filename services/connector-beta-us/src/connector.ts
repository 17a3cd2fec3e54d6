// connector-beta-us: catalog only — pages GET /markets and publishes md.catalog.v1, reloading periodically.
import type { Service } from '@ref/telemetry';
import { ConnectorCore, JsonClient, TokenBucket, type ConnectorDeps, type MdPublisher } from '@ref/venue-kit';
import type { BetaUsConfig } from './config.ts';
import { betaUsCatalogEvents, parseBetaUsMarketsPage } from './http/parse.ts';
import type { BetaUsMarket } from './http/wire.ts';

const VENUE = 'beta_us';

export type BetaUsConnectorDeps = ConnectorDeps<BetaUsConfig>;

export async function loadBetaUsCatalog(client: JsonClient, pageLimit: number): Promise<BetaUsMarket[]> {
  const out: BetaUsMarket[] = [];
  for (let offset = 0; offset < 10_000_000; offset += pageLimit) {
    const p = parseBetaUsMarketsPage(await client.get('/markets', { limit: pageLimit, offset }));
    out.push(...p.markets);
    if (p.markets.length < pageLimit) break;
  }
  return out;
}

export interface BetaUsConnector extends Service {
  readonly publisher: MdPublisher;
  /** events published by the last load */
  readonly events: () => number;
  reload(): Promise<void>;
}

export async function startBetaUsConnector(deps: BetaUsConnectorDeps): Promise<BetaUsConnector> {
  const { config, now } = deps;
  const core = new ConnectorCore(deps, 'connector-beta-us', VENUE);
  const { log, publisher, health } = core;
  const http = new JsonClient({ baseUrl: config.restUrl, limiter: new TokenBucket({ capacity: 1, ratePerSec: config.restRatePerSec }), retry: { retries: 5 } });
  let events = 0;
  let lastOk = false;

  const reload = async (): Promise<void> => {
    const markets = await loadBetaUsCatalog(http, config.pageLimit);
    core.metrics.messages.inc({ venue: VENUE }, markets.length);
    const good = markets.filter((m) => {
      try {
        betaUsCatalogEvents([m], config.feeRate, 0);
        return true;
      } catch (err) {
        core.rejectCatalog(err, m);
        return false;
      }
    });
    const recs = betaUsCatalogEvents(good, config.feeRate, now());
    for (const r of recs) publisher.catalog(r);
    await publisher.flush();
    events = recs.length;
    lastOk = true;
    log.info({ markets: markets.length, events: recs.length }, 'catalog loaded');
  };

  await reload();
  let timer: NodeJS.Timeout | null = null;
  if (config.refreshMs > 0) {
    timer = setInterval(() => {
      reload().catch((err: unknown) => {
        lastOk = false;
        log.warn({ err }, 'catalog reload failed');
      });
    }, config.refreshMs);
    timer.unref();
  }
  health.add('beta_us_catalog', () => ({ ok: lastOk, detail: `${events} events` }));

  return {
    name: 'connector-beta-us',
    health,
    publisher,
    events: () => events,
    reload,
    stop: () =>
      core.stop(async () => {
        if (timer !== null) clearInterval(timer);
      }),
  };
}
