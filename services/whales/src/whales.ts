// startWhales: consumes md.trade.v1, finds the accounts a trade is a whale for (threshold index per tracked event),
// persists whale trades (idempotent on replay) and publishes whale.trade.v1 keyed by account id.
import type { Bus, CatalogEvent, ConsumedRecord, Consumer, Table, Trade, WhaleTrade } from '@ref/bus';
import type { Store } from '@ref/store';
import { tradeNotionalMicros, WhaleIndex, WHALE_MIGRATIONS, type WatchEntry } from '@ref/domain';
import { Counter, Gauge, Health, Histogram, type Logger, type Registry, type Service } from '@ref/telemetry';
import { loadWhalesConfig, type WhalesConfig } from './config.ts';
import { WatchlistFollower } from './watchlist.ts';

export interface WhalesDeps {
  bus: Bus;
  store: Store;
  log: Logger;
  registry: Registry;
  now(): number;
  /** Loaded settings; omitted: read from process.env. */
  config?: WhalesConfig;
}

export interface Whales extends Service {
  readonly index: WhaleIndex;
  /** Reads the watchlist change log now (tests use it instead of waiting for the poll). */
  refresh(): Promise<void>;
}

/** Applies the whale tables' migrations (shared with the gateway's whale routes). */
export function migrateWhales(store: Store): Promise<string[]> {
  return store.migrate(WHALE_MIGRATIONS);
}

interface MarketInfo {
  venueEventId: string;
  ticker: string;
  title: string;
}

const INSERT_COLS = [
  'account_id', 'venue', 'venue_market_id', 'trade_id', 'event_id', 'market_id', 'venue_event_id', 'token_id', 'outcome', 'side',
  'price', 'size', 'notional_micros', 'threshold_usd', 'venue_ts_ms', 'detected_ts_ms',
] as const;

/** Starts whale detection. */
export async function startWhales(deps: WhalesDeps): Promise<Whales> {
  const config = deps.config ?? loadWhalesConfig(process.env);
  const log = deps.log.child({ component: 'whales' });
  await migrateWhales(deps.store);
  const index = new WhaleIndex();
  const follower = new WatchlistFollower(deps.store, index);
  const loaded = await follower.load();

  const mTrades = new Counter({ name: 'ref_whales_trades_total', help: 'trades examined', labelNames: ['venue'], registers: [deps.registry] });
  const mWhales = new Counter({ name: 'ref_whales_whale_trades_total', help: 'whale trades detected (one per account)', labelNames: ['venue'], registers: [deps.registry] });
  const mUnknown = new Counter({ name: 'ref_whales_trades_without_event_total', help: 'trades whose venue event is unknown (skipped)', labelNames: ['venue'], registers: [deps.registry] });
  const mBad = new Counter({ name: 'ref_whales_bad_trades_total', help: 'trades with invalid price or size (skipped)', labelNames: ['venue'], registers: [deps.registry] });
  const mLatency = new Histogram({
    name: 'ref_whales_detection_seconds',
    help: 'from trade receipt at the connector to the whale trade persisted',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [deps.registry],
  });
  new Gauge({
    name: 'ref_whales_watches',
    help: 'tracked (account, event) pairs in the index',
    registers: [deps.registry],
    collect() {
      this.set(index.size);
    },
  });

  const health = new Health();
  let consuming = false;
  let lastError: string | null = null;
  health.add('consumer', () => ({ ok: consuming, detail: consuming ? 'assigned' : 'starting' }));
  health.add('store', () => (lastError ? { ok: false, detail: lastError } : { ok: true }));

  // Market → event and titles, from the venue catalogs (trades without venue_event_id are mapped through it).
  await deps.bus.ensureTopics(['md.catalog.v1', 'md.trade.v1', 'whale.trade.v1']);
  const catalog: Table<CatalogEvent> = await deps.bus.materialize('md.catalog.v1');
  const markets = new Map<string, Map<string, MarketInfo>>();
  const indexCatalog = (ev: CatalogEvent): void => {
    let v = markets.get(ev.venue);
    if (v === undefined) {
      v = new Map();
      markets.set(ev.venue, v);
    }
    for (const m of ev.markets) v.set(m.venue_market_id, { venueEventId: ev.venue_event_id, ticker: m.slug ?? m.venue_market_id, title: m.question });
  };
  for (const ev of catalog.values()) indexCatalog(ev);
  const offCatalog = catalog.onChange((_k, ev) => {
    if (ev !== null) indexCatalog(ev);
  });

  // Numeric market ids, created on first whale trade (or by the gateway when an event is tracked).
  const marketIds = new Map<string, number>();
  async function marketId(venue: string, venueMarketId: string, eventId: number): Promise<number> {
    const key = `${venue}\u0000${venueMarketId}`;
    const known = marketIds.get(key);
    if (known !== undefined) return known;
    const info = markets.get(venue)?.get(venueMarketId);
    const r = await deps.store.query<{ id: number }>(
      `INSERT INTO whale_markets (venue, venue_market_id, event_id, market_ticker, market_title) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (venue, venue_market_id) DO UPDATE SET market_title = whale_markets.market_title RETURNING id`,
      [venue, venueMarketId, eventId, info?.ticker ?? venueMarketId, info?.title ?? venueMarketId],
    );
    const id = (r.rows[0] as { id: number }).id;
    marketIds.set(key, id);
    return id;
  }

  /** What a retried persist of one trade has done already: once published, a retry only marks the rows. */
  interface Progress {
    published: string[] | null;
  }
  const markPublished = (t: Trade, accounts: string[]): Promise<unknown> =>
    deps.store.query('UPDATE whale_trades SET published = true WHERE venue = $1 AND venue_market_id = $2 AND trade_id = $3 AND account_id = ANY($4::text[])', [
      t.venue, t.venue_market_id, t.trade_id, accounts,
    ]);

  async function persist(t: Trade, venueEventId: string, notional: number, matched: WatchEntry[], progress: Progress): Promise<void> {
    if (progress.published !== null) {
      // produced already, the flag update failed (e.g. the store went away): publishing again would alert twice
      await markPublished(t, progress.published);
      return;
    }
    const first = matched[0] as WatchEntry;
    const mid = await marketId(t.venue, t.venue_market_id, first.trackingId);
    const detected = deps.now();
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (const e of matched) {
      const row = [e.accountId, t.venue, t.venue_market_id, t.trade_id, e.trackingId, mid, venueEventId, t.token_id, t.outcome, t.side,
        t.price, t.size, notional, e.thresholdText, t.venue_ts_ms, detected];
      tuples.push(`(${row.map((_, i) => `$${params.length + i + 1}`).join(', ')})`);
      params.push(...row);
    }
    // Inserted unpublished; a row already there (a replayed trade) comes back with its flag: published ones are
    // skipped (no second alert), unpublished ones (a crash or produce failure after the insert) are published now.
    const inserted = await deps.store.query<{ account_id: string; published: boolean }>(
      `INSERT INTO whale_trades (${INSERT_COLS.join(', ')}, published) VALUES ${tuples.map((t) => `${t.slice(0, -1)}, false)`).join(', ')}
       ON CONFLICT (account_id, venue, venue_market_id, trade_id) DO UPDATE SET published = whale_trades.published RETURNING account_id, published`,
      params,
    );
    const fresh = new Set(inserted.rows.filter((r) => !r.published).map((r) => r.account_id));
    if (fresh.size === 0) return; // a replayed trade: already persisted and published
    mLatency.observe(Math.max(0, detected - t.received_ts_ms) / 1000);
    const info = markets.get(t.venue)?.get(t.venue_market_id);
    const records = matched
      .filter((e) => fresh.has(e.accountId))
      .map((e) => {
        const value: WhaleTrade = {
          account_id: e.accountId,
          tracking_id: e.trackingId,
          market_id: mid,
          event_title: follower.events.get(e.trackingId)?.title ?? '',
          market_title: info?.title ?? t.venue_market_id,
          venue: t.venue,
          venue_event_id: venueEventId,
          venue_market_id: t.venue_market_id,
          trade_id: t.trade_id,
          token_id: t.token_id,
          outcome: t.outcome,
          side: t.side,
          price: t.price,
          size: t.size,
          notional_cents: Math.floor(notional / 10_000),
          notional_micros: notional,
          threshold_usd: e.thresholdText,
          venue_ts_ms: t.venue_ts_ms,
          detected_ts_ms: detected,
          notify: e.notify,
        };
        return { key: e.accountId, value };
      });
    mWhales.inc({ venue: t.venue }, records.length);
    await produceWithRetry(records);
    progress.published = [...fresh];
    await markPublished(t, progress.published);
  }

  async function produceWithRetry(records: { key: string; value: WhaleTrade }[]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await deps.bus.produce('whale.trade.v1', records);
        return;
      } catch (err) {
        if (stopped || attempt >= 8) throw err;
        log.warn({ err, attempt }, 'whale trade produce failed, retrying');
        await new Promise((r) => setTimeout(r, Math.min(5000, 100 * 2 ** attempt) * (0.5 + Math.random() / 2)));
      }
    }
  }

  const loggedBad = new Set<string>();
  async function onTrade(rec: ConsumedRecord<'md.trade.v1'>): Promise<void> {
    const t = rec.value;
    if (t === null) return;
    mTrades.inc({ venue: t.venue });
    if (!Number.isSafeInteger(t.price) || !Number.isSafeInteger(t.size) || t.price < 0 || t.price > 10_000 || t.size <= 0) {
      mBad.inc({ venue: t.venue });
      if (!loggedBad.has(t.venue)) {
        loggedBad.add(t.venue);
        log.warn({ venue: t.venue, trade: t }, 'trade with invalid price or size skipped');
      }
      return;
    }
    const venueEventId = t.venue_event_id ?? markets.get(t.venue)?.get(t.venue_market_id)?.venueEventId;
    if (venueEventId === undefined) {
      mUnknown.inc({ venue: t.venue });
      return;
    }
    const notional = tradeNotionalMicros(t.price, t.size);
    const m = index.match(t.venue, venueEventId, notional);
    if (m.count === 0) return;
    const matched = m.entries.slice(0, m.count);
    // The store being down must not lose the trade: retry until it is written (the partition waits).
    const progress: Progress = { published: null };
    for (let attempt = 0; ; attempt++) {
      try {
        await persist(t, venueEventId, notional, matched, progress);
        lastError = null;
        return;
      } catch (err) {
        lastError = err instanceof Error ? err.message : String(err);
        if (stopped) throw err;
        log.error({ err, attempt, venue: t.venue, trade: t.trade_id }, 'whale trade persist failed');
        await new Promise((r) => setTimeout(r, Math.min(5000, 100 * 2 ** attempt)));
      }
    }
  }

  let stopped = false;
  let polling: Promise<void> = Promise.resolve();
  const refresh = (): Promise<void> => {
    polling = polling.then(async () => {
      try {
        while ((await follower.poll()) > 0) {
          /* drain the log */
        }
      } catch (err) {
        log.error({ err }, 'watchlist poll failed');
      }
    });
    return polling;
  };
  const timer = setInterval(() => void refresh(), config.pollMs);
  timer.unref();

  const consumer: Consumer = await deps.bus.consume({ topics: ['md.trade.v1'], groupId: config.groupId, fromBeginning: config.fromBeginning, onMessage: onTrade });
  await consumer.ready;
  consuming = true;
  log.info({ groupId: config.groupId, watches: loaded }, 'whales started');

  return {
    name: 'whales',
    health,
    index,
    refresh,
    async stop() {
      if (stopped) return;
      stopped = true;
      consuming = false;
      clearInterval(timer);
      offCatalog();
      await consumer.close();
      await polling;
      await catalog.close();
      log.info({}, 'whales stopped');
    },
  };
}
