import { describe, expect, it, vi } from 'vitest';
import { createMemoryBus, type RefEvent } from '@ref/bus';
import { keyListingsByEvent } from './event-keys.ts';
import { Listing, type MdPublisher } from './md-publisher.ts';

function refEvent(id: string, markets: string[]): RefEvent {
  return {
    ref_id: id,
    numeric_id: 1,
    title: id,
    subject_domain: 'Economics',
    classified_at_ms: 1_780_000_000_000,
    active: true,
    market_type: null,
    resolution_time_ms: null,
    venue_listings: [],
    venue_pairs: [],
    outcomes: markets.map((m) => ({
      ref_id: `OPO:${id}:${m}`,
      outcome_key: m,
      label: m,
      outcome_kind: 'binary',
      outcome_params: {},
      entity: null,
      venue_listings: [
        { ref_id: `OPL:ALPHA:${m}`, venue: 'alpha', venue_market_id: m, venue_event_id: 'E', venue_yes_token: null, venue_no_token: null, venue_question: m },
        { ref_id: `OPL:BETA:${m}`, venue: 'beta', venue_market_id: `other-${m}`, venue_event_id: 'e', venue_yes_token: null, venue_no_token: null, venue_question: m },
      ],
      venue_pairs: [],
    })),
  };
}

function setup(): { listings: Map<string, Listing>; snapshots: string[]; publisher: MdPublisher } {
  const listings = new Map(['M1', 'M2', 'M3'].map((m) => [m, new Listing('alpha', m, 'E')]));
  listings.get('M1')!.ready = true;
  const snapshots: string[] = [];
  const publisher = { snapshot: (l: Listing) => void snapshots.push(`${l.venueMarketId}@${l.eventKey}`) } as unknown as MdPublisher;
  return { listings, snapshots, publisher };
}

describe('keyListingsByEvent', () => {
  it('keys listings by their OPI id, re-keys on change (a fresh snapshot for ready ones) until stopped', async () => {
    const bus = createMemoryBus();
    await bus.produce('ref.event.v1', [{ key: 'OPI-1', value: refEvent('OPI-1', ['M1']) }]);
    const { listings, snapshots, publisher } = setup();
    const keys = await keyListingsByEvent({ bus, venue: 'alpha', enabled: true, listings, publisher, now: () => 1 });
    expect([...listings.values()].map((l) => l.eventKey)).toEqual(['OPI-1', null, null]);
    expect(listings.get('M1')!.key).toBe('OPI-1');
    // M1 moves to OPI-2 (ready: republished under the new key), M2 joins it (not ready: keyed only)
    await bus.produce('ref.event.v1', [{ key: 'OPI-2', value: refEvent('OPI-2', ['M1', 'M2']) }]);
    await vi.waitFor(() => expect(listings.get('M2')!.eventKey).toBe('OPI-2'));
    expect(listings.get('M1')!.eventKey).toBe('OPI-2');
    expect(snapshots).toEqual(['M1@OPI-2']);
    keys.stop();
    await bus.produce('ref.event.v1', [{ key: 'OPI-3', value: refEvent('OPI-3', ['M3']) }]);
    await new Promise((r) => setTimeout(r, 20));
    expect(listings.get('M3')!.eventKey).toBeNull();
    await keys.close();
    await bus.close();
  });

  it('disabled: listings stay keyed venue:venue_market_id', async () => {
    const bus = createMemoryBus();
    await bus.produce('ref.event.v1', [{ key: 'OPI-1', value: refEvent('OPI-1', ['M1']) }]);
    const { listings, publisher } = setup();
    const keys = await keyListingsByEvent({ bus, venue: 'alpha', enabled: false, listings, publisher, now: () => 1 });
    expect(listings.get('M1')!.eventKey).toBeNull();
    expect(listings.get('M1')!.key).toBe('alpha:M1');
    await keys.close();
    await bus.close();
  });
});
