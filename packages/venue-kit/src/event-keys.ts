// The hook for canonical keys: materialises ref.event.v1 and maps a venue listing to its OPI event id.
import type { Bus, RefEvent, Table } from '@ref/bus';
import type { Listing, MdPublisher } from './md-publisher.ts';

export interface EventKeyResolver {
  /** OPI id of the event that lists `venueMarketId` on `venue`, or null. */
  eventKeyOf(venue: string, venueMarketId: string): string | null;
  /** Called when listings of `venue` gain or change their OPI id. Returns an unsubscribe function. */
  onChange(listener: (venueMarketId: string, eventKey: string | null) => void): () => void;
  close(): Promise<void>;
}

/** No canonical keys: records are keyed venue:venue_market_id. */
export const noEventKeys: EventKeyResolver = {
  eventKeyOf: () => null,
  onChange: () => () => undefined,
  close: () => Promise.resolve(),
};

/** Reads ref.event.v1 (compacted) into a listing → OPI map for one venue, kept up to date. */
export async function materializeEventKeys(bus: Bus, venue: string): Promise<EventKeyResolver> {
  const table: Table<RefEvent> = await bus.materialize('ref.event.v1');
  const byListing = new Map<string, string>();
  const listeners = new Set<(id: string, key: string | null) => void>();
  const index = (ev: RefEvent): void => {
    for (const o of ev.outcomes) {
      for (const l of o.venue_listings) {
        if (l.venue !== venue) continue;
        const prev = byListing.get(l.venue_market_id);
        if (prev !== ev.ref_id) {
          byListing.set(l.venue_market_id, ev.ref_id);
          for (const f of listeners) f(l.venue_market_id, ev.ref_id);
        }
      }
    }
  };
  for (const ev of table.values()) index(ev);
  const off = table.onChange((_key, value) => {
    if (value !== null) index(value);
  });
  return {
    eventKeyOf: (v, id) => (v === venue ? (byListing.get(id) ?? null) : null),
    onChange: (f) => {
      listeners.add(f);
      return () => listeners.delete(f);
    },
    close: async () => {
      off();
      await table.close();
    },
  };
}

/** A connector's listings keyed by canonical event (see keyListingsByEvent). */
export interface ListingKeys {
  /** Stops re-keying (first thing on stop: no snapshot is published for a key change while the feed closes). */
  stop(): void;
  /** stop(), then closes the ref.event.v1 table. */
  close(): Promise<void>;
}

/**
 * With `enabled` (REF_CONNECTOR_KEY_BY_EVENT), gives every listing of `venue` its OPI event id from ref.event.v1 and
 * keeps it up to date: a listing that gains or changes its id takes the new key, and a ready one publishes a fresh
 * snapshot under it. Disabled: records stay keyed venue:venue_market_id.
 */
export async function keyListingsByEvent(options: { bus: Bus; venue: string; enabled: boolean; listings: ReadonlyMap<string, Listing>; publisher: MdPublisher; now: () => number }): Promise<ListingKeys> {
  const { venue, listings, publisher, now } = options;
  const keys = options.enabled ? await materializeEventKeys(options.bus, venue) : noEventKeys;
  for (const l of listings.values()) l.eventKey = keys.eventKeyOf(venue, l.venueMarketId);
  const off = keys.onChange((id, key) => {
    const l = listings.get(id);
    if (l && l.eventKey !== key) {
      l.eventKey = key;
      if (l.ready) publisher.snapshot(l, null, l.lastVenueTsMs, now());
    }
  });
  return {
    stop: off,
    close: async () => {
      off();
      await keys.close();
    },
  };
}
