// Market-data channels fed from the bus: book:<event>:<outcome>, trade:<event>:<outcome>, dist:<event> (free) and snapshot.
import type { Bus, BookUpdate, Consumer, Level, RefEvent, Table, Trade } from '@ref/bus';
import type { Logger } from '@ref/telemetry';
import { Counter, type Registry } from '@ref/telemetry';
import { fixed, price, size } from '../format.ts';
import type { ChannelHub } from './hub.ts';

const DEPTH_LEVELS = 25;
const TRADE_HISTORY = 50;

interface ListingRef {
  event: string;
  outcome: string;
}

class BookState {
  readonly venue: string;
  readonly venueMarketId: string;
  readonly yes = new Map<number, number>();
  readonly no = new Map<number, number>();
  stale = false;
  venueTs = 0;
  seq = 0;

  constructor(venue: string, venueMarketId: string) {
    this.venue = venue;
    this.venueMarketId = venueMarketId;
  }

  apply(u: BookUpdate): void {
    this.seq = u.seq;
    this.venueTs = u.venue_ts_ms;
    if (u.kind === 'stale') {
      this.stale = true;
      return;
    }
    this.stale = false;
    if (u.kind === 'heartbeat') return;
    if (u.kind === 'snapshot') {
      this.yes.clear();
      this.no.clear();
    }
    for (const l of u.yes_asks) setLevel(this.yes, l);
    for (const l of u.no_asks) setLevel(this.no, l);
  }
}

function setLevel(side: Map<number, number>, l: Level): void {
  if (l.size <= 0) side.delete(l.price);
  else side.set(l.price, l.size);
}

function ladder(side: Map<number, number>, max = DEPTH_LEVELS): [number, number][] {
  return [...side.entries()].sort((a, b) => a[0] - b[0]).slice(0, max);
}

const levelsOut = (levels: readonly (readonly [number, number])[] | readonly Level[]) =>
  levels.map((l) => (Array.isArray(l) ? { price: price(l[0] as number), size: size(l[1] as number) } : { price: price((l as Level).price), size: size((l as Level).size) }));

function venueDist(b: BookState) {
  const yes = ladder(b.yes);
  const no = ladder(b.no);
  const yesAsk = yes[0]?.[0];
  const noAsk = no[0]?.[0];
  // implied YES probability: midpoint of the YES ask and the YES bid implied by the NO ask (1 - no_ask), in 1/100000.
  const prob = yesAsk !== undefined && noAsk !== undefined ? (yesAsk + 10000 - noAsk) * 5 : null;
  return {
    venue: b.venue,
    venue_market_id: b.venueMarketId,
    yes_ask: yesAsk === undefined ? null : price(yesAsk),
    no_ask: noAsk === undefined ? null : price(noAsk),
    yes_probability: prob === null ? null : fixed(prob, 5),
    yes_depth: size(yes.reduce((n, l) => n + l[1], 0)),
    no_depth: size(no.reduce((n, l) => n + l[1], 0)),
    stale: b.stale,
    venue_ts_ms: b.venueTs,
  };
}

export interface Feeds {
  /** the materialised ref.event.v1 table (event and outcome names, listings) */
  readonly events: Table<RefEvent>;
  /** true once the consumers are running */
  ready(): boolean;
  close(): Promise<void>;
}

/** Defines the market-data channel families on `hub` and feeds them from md.book.v1, md.trade.v1 and ref.event.v1. */
export async function startFeeds(deps: { bus: Bus; hub: ChannelHub; log: Logger; registry: Registry; fromBeginning?: boolean }): Promise<Feeds> {
  const { bus, hub, log } = deps;
  const events = await bus.materialize('ref.event.v1');
  const index = new Map<string, ListingRef>();
  const books = new Map<string, BookState>();
  const trades = new Map<string, unknown[]>();
  const dirty = new Set<string>();
  let flushScheduled = false;
  const mRecords = new Counter({
    name: 'ref_gateway_feed_records_total',
    help: 'bus records fed into WebSocket channels',
    labelNames: ['topic', 'result'],
    registers: [deps.registry],
  });

  const reindex = (): void => {
    index.clear();
    for (const ev of events.values()) {
      for (const o of ev.outcomes) {
        for (const l of o.venue_listings) {
          index.set(`${l.venue}:${l.venue_market_id}`, { event: ev.ref_id, outcome: o.outcome_key });
          if (l.venue_yes_token) index.set(`${l.venue}:${l.venue_yes_token}`, { event: ev.ref_id, outcome: o.outcome_key });
        }
      }
    }
  };
  reindex();
  let reindexScheduled = false;
  const stopWatching = events.onChange((key) => {
    if (!reindexScheduled) {
      reindexScheduled = true;
      setImmediate(() => {
        reindexScheduled = false;
        reindex();
      });
    }
    dirty.add(key);
    scheduleFlush();
  });

  function listingsOf(ev: RefEvent, outcomeKey?: string): { venue: string; id: string; outcome: string }[] {
    const out: { venue: string; id: string; outcome: string }[] = [];
    for (const o of ev.outcomes) {
      if (outcomeKey !== undefined && o.outcome_key !== outcomeKey) continue;
      for (const l of o.venue_listings) out.push({ venue: l.venue, id: l.venue_market_id, outcome: o.outcome_key });
    }
    return out;
  }

  function dist(eventId: string) {
    const ev = events.get(eventId);
    if (ev === undefined) return null;
    return {
      event: ev.ref_id,
      title: ev.title,
      outcomes: ev.outcomes.map((o) => ({
        outcome: o.outcome_key,
        label: o.label,
        venues: o.venue_listings.flatMap((l) => {
          const b = books.get(`${l.venue}:${l.venue_market_id}`);
          return b ? [venueDist(b)] : [];
        }),
      })),
    };
  }

  function flush(): void {
    flushScheduled = false;
    const wantSnapshot = hub.hasSubscribers('snapshot');
    for (const ev of dirty) {
      if (!hub.hasSubscribers(`dist:${ev}`) && !wantSnapshot) {
        hub.publish(`dist:${ev}`, null); // keeps seq moving without building data nobody reads
        continue;
      }
      const d = dist(ev);
      hub.publish(`dist:${ev}`, d);
      hub.publish('snapshot', d);
    }
    dirty.clear();
  }

  function scheduleFlush(): void {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(flush);
  }

  const parseChannel = (channel: string): { event: string; outcome?: string } | null => {
    const parts = channel.split(':');
    if (parts.length === 2 && parts[1]) return { event: parts[1] };
    if (parts.length === 3 && parts[1] && parts[2]) return { event: parts[1], outcome: parts[2] };
    return null;
  };
  const outcomeExists = (channel: string): boolean => {
    const p = parseChannel(channel);
    if (p === null || p.outcome === undefined) return false;
    return events.get(p.event)?.outcomes.some((o) => o.outcome_key === p.outcome) ?? false;
  };

  hub.defineFamily({
    prefix: 'dist',
    access: 'free',
    description: 'dist:<event>: per-outcome cross-venue best asks, implied probability and depth of one event',
    exists: (ch) => {
      const p = parseChannel(ch);
      return p !== null && p.outcome === undefined && events.has(p.event);
    },
    snapshot: (ch) => dist(ch.slice('dist:'.length)),
  });
  hub.defineFamily({
    prefix: 'book',
    access: 'pro',
    description: 'book:<event>:<outcome>: every venue book update (YES and NO ask ladders) of one outcome',
    exists: outcomeExists,
    snapshot: (ch) => {
      const p = parseChannel(ch);
      const ev = p ? events.get(p.event) : undefined;
      if (!p || !ev) return null;
      return {
        event: p.event,
        outcome: p.outcome,
        venues: listingsOf(ev, p.outcome).flatMap((l) => {
          const b = books.get(`${l.venue}:${l.id}`);
          return b
            ? [{ venue: b.venue, venue_market_id: b.venueMarketId, stale: b.stale, venue_ts_ms: b.venueTs, yes_asks: levelsOut(ladder(b.yes)), no_asks: levelsOut(ladder(b.no)) }]
            : [];
        }),
      };
    },
  });
  hub.defineFamily({
    prefix: 'trade',
    access: 'pro',
    description: `trade:<event>:<outcome>: every venue trade of one outcome (snapshot: the last ${TRADE_HISTORY})`,
    exists: outcomeExists,
    snapshot: (ch) => ({ trades: trades.get(ch) ?? [] }),
  });
  hub.defineFamily({
    prefix: 'snapshot',
    access: 'pro',
    description: 'snapshot: the dist of every event (snapshot), then each event whose books change',
    exists: (ch) => ch === 'snapshot',
    snapshot: () => ({ events: [...events.keys()].map((e) => dist(e)) }),
  });

  const consumers: Consumer[] = [];
  consumers.push(
    await bus.consume({
      topics: ['md.book.v1'],
      fromBeginning: deps.fromBeginning ?? false,
      onMessage: (r) => {
        const u = r.value;
        if (u === null) return;
        const key = `${u.venue}:${u.venue_market_id}`;
        let b = books.get(key);
        if (b === undefined) {
          b = new BookState(u.venue, u.venue_market_id);
          books.set(key, b);
        }
        b.apply(u);
        const ref = index.get(key);
        if (ref === undefined) {
          mRecords.inc({ topic: 'md.book.v1', result: 'unmatched' });
          return;
        }
        mRecords.inc({ topic: 'md.book.v1', result: 'published' });
        const ch = `book:${ref.event}:${ref.outcome}`;
        if (hub.hasSubscribers(ch)) {
          hub.publish(ch, {
            venue: u.venue,
            venue_market_id: u.venue_market_id,
            kind: u.kind,
            venue_ts_ms: u.venue_ts_ms,
            yes_asks: levelsOut(u.yes_asks),
            no_asks: levelsOut(u.no_asks),
          });
        } else hub.publish(ch, null);
        if (u.kind !== 'heartbeat') {
          dirty.add(ref.event);
          scheduleFlush();
        }
      },
    }),
  );
  consumers.push(
    await bus.consume({
      topics: ['md.trade.v1'],
      fromBeginning: deps.fromBeginning ?? false,
      onMessage: (r) => {
        const t: Trade | null = r.value;
        if (t === null) return;
        const ref = index.get(`${t.venue}:${t.venue_market_id}`) ?? (t.token_id ? index.get(`${t.venue}:${t.token_id}`) : undefined);
        if (ref === undefined) {
          mRecords.inc({ topic: 'md.trade.v1', result: 'unmatched' });
          return;
        }
        mRecords.inc({ topic: 'md.trade.v1', result: 'published' });
        const ch = `trade:${ref.event}:${ref.outcome}`;
        const data = {
          venue: t.venue,
          venue_market_id: t.venue_market_id,
          trade_id: t.trade_id,
          outcome: t.outcome,
          side: t.side,
          price: price(t.price),
          size: size(t.size),
          venue_ts_ms: t.venue_ts_ms,
        };
        let h = trades.get(ch);
        if (h === undefined) {
          h = [];
          trades.set(ch, h);
        }
        h.push(data);
        if (h.length > TRADE_HISTORY) h.shift();
        hub.publish(ch, data);
      },
    }),
  );
  await Promise.all(consumers.map((c) => c.ready));
  let running = true;
  log.info({ events: events.size }, 'ws feeds started');

  return {
    events,
    ready: () => running,
    async close() {
      running = false;
      stopWatching();
      await Promise.all(consumers.map((c) => c.close()));
      await events.close();
    },
  };
}
