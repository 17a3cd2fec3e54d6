// connector-beta-us: catalog only — pages GET /markets and publishes md.catalog.v1, reloading periodically.
import type { Bus } from '@ref/bus';
import { VenueDataError } from '@ref/domain';
import { Health, type Logger, type Registry, type Service } from '@ref/telemetry';
import { BadInput, JsonClient, MdPublisher, TokenBucket, createVenueMetrics } from '@ref/venue-kit';
import type { BetaUsConfig } from './config.ts';
import { betaUsCatalogEvents, parseBetaUsMarketsPage } from './http/parse.ts';
import type { BetaUsMarket } from './http/wire.ts';

const VENUE = 'beta_us';

export interface BetaUsConnectorDeps {
  bus: Bus;
  log: Logger;
  registry: Registry;
  now: () => number;
  config: BetaUsConfig;
}

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
  const { bus, config, now } = deps;
  const log = deps.log.child({ component: 'connector-beta-us', venue: VENUE });
  const metrics = createVenueMetrics(deps.registry);
  const bad = new BadInput(VENUE, log, metrics);
  const publisher = new MdPublisher({ bus, venue: VENUE, log, metrics });
  const http = new JsonClient({ baseUrl: config.restUrl, limiter: new TokenBucket({ capacity: 1, ratePerSec: config.restRatePerSec }), retry: { retries: 5 } });
  const health = new Health();
  let events = 0;
  let lastOk = false;

  const reload = async (): Promise<void> => {
    const markets = await loadBetaUsCatalog(http, config.pageLimit);
    metrics.messages.inc({ venue: VENUE }, markets.length);
    const good = markets.filter((m) => {
      try {
        betaUsCatalogEvents([m], config.feeRate, 0);
        return true;
      } catch (err) {
        bad.report(err instanceof VenueDataError ? err.code : 'catalog', String(err), m);
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

  let stopped: Promise<void> | null = null;
  return {
    name: 'connector-beta-us',
    health,
    publisher,
    events: () => events,
    reload,
    stop: () => {
      stopped ??= (async () => {
        if (timer !== null) clearInterval(timer);
        await publisher.close();
      })();
      return stopped;
    },
  };
}
