// The watchlists as services/whales sees them: a consistent snapshot at start, then the change log polled in order.
import type { Store } from '@ref/store';
import { parseWhaleThreshold, type WhaleIndex } from '@ref/domain';

/** A tracked venue event (one numeric tracking id shared by every account). */
export interface TrackedEventInfo {
  id: number;
  venue: string;
  venueEventId: string;
  title: string;
}

interface WatchRow {
  account_id: string;
  event_id: number;
  whale_threshold_usd: string | null;
  notify_on_whale_trade: boolean | null;
}

interface LogRow extends WatchRow {
  seq: number;
}

/** Keeps a WhaleIndex equal to the whale_watch table: `load()` once, then `poll()` applies new log entries. */
export class WatchlistFollower {
  readonly events = new Map<number, TrackedEventInfo>();
  /** last change-log sequence applied */
  seq = 0;
  private readonly store: Store;
  private readonly index: WhaleIndex;

  constructor(store: Store, index: WhaleIndex) {
    this.store = store;
    this.index = index;
  }

  /** Reads the whole watchlist and the change sequence in one snapshot. */
  async load(): Promise<number> {
    const { seq, rows, events } = await this.store.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const s = await tx.query<{ seq: number }>('SELECT seq FROM whale_watch_seq');
      const ev = await tx.query<{ id: number; venue: string; venue_event_id: string; event_title: string }>(
        'SELECT id, venue, venue_event_id, event_title FROM whale_events',
      );
      const w = await tx.query<WatchRow>('SELECT account_id, event_id, whale_threshold_usd::text AS whale_threshold_usd, notify_on_whale_trade FROM whale_watch');
      return { seq: s.rows[0]?.seq ?? 0, rows: w.rows, events: ev.rows };
    });
    for (const e of events) this.events.set(e.id, { id: e.id, venue: e.venue, venueEventId: e.venue_event_id, title: e.event_title });
    for (const r of rows) {
      const ev = this.events.get(r.event_id);
      if (ev === undefined || r.whale_threshold_usd === null) continue;
      const t = parseWhaleThreshold(r.whale_threshold_usd);
      this.index.load(ev.venue, ev.venueEventId, { accountId: r.account_id, trackingId: ev.id, thresholdMicros: t.micros, thresholdText: t.text, notify: r.notify_on_whale_trade === true });
    }
    this.index.finishLoad();
    this.seq = seq;
    return rows.length;
  }

  /** Applies the change-log entries after `seq`; returns how many were applied. */
  async poll(batch = 5000): Promise<number> {
    const r = await this.store.query<LogRow>(
      `SELECT seq, account_id, event_id, whale_threshold_usd::text AS whale_threshold_usd, notify_on_whale_trade
         FROM whale_watch_log WHERE seq > $1 ORDER BY seq LIMIT $2`,
      [this.seq, batch],
    );
    if (r.rows.length === 0) return 0;
    const missing = [...new Set(r.rows.map((x) => x.event_id).filter((id) => !this.events.has(id)))];
    if (missing.length > 0) {
      const ev = await this.store.query<{ id: number; venue: string; venue_event_id: string; event_title: string }>(
        'SELECT id, venue, venue_event_id, event_title FROM whale_events WHERE id = ANY($1::bigint[])',
        [missing],
      );
      for (const e of ev.rows) this.events.set(e.id, { id: e.id, venue: e.venue, venueEventId: e.venue_event_id, title: e.event_title });
    }
    for (const x of r.rows) {
      const ev = this.events.get(x.event_id);
      if (ev !== undefined) {
        if (x.whale_threshold_usd === null) this.index.remove(ev.venue, ev.venueEventId, x.account_id);
        else {
          const t = parseWhaleThreshold(x.whale_threshold_usd);
          this.index.set(ev.venue, ev.venueEventId, { accountId: x.account_id, trackingId: ev.id, thresholdMicros: t.micros, thresholdText: t.text, notify: x.notify_on_whale_trade === true });
        }
      }
      this.seq = x.seq;
    }
    return r.rows.length;
  }
}
