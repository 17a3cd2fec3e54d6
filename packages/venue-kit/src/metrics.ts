// Per-venue connector metrics, created once per registry (get-or-create, so one registry may host every connector).
import { Counter, Histogram, type Registry } from '@ref/telemetry';

export interface VenueMetrics {
  messages: Counter<'venue'>;
  badMessages: Counter<'venue' | 'reason'>;
  reconnects: Counter<'venue'>;
  resnapshots: Counter<'venue'>;
  stale: Counter<'venue'>;
  published: Counter<'venue' | 'topic'>;
  dropped: Counter<'venue' | 'topic'>;
  lag: Histogram<'venue'>;
}

function counter<L extends string>(registry: Registry, name: string, help: string, labelNames: L[]): Counter<L> {
  return (registry.getSingleMetric(name) as Counter<L> | undefined) ?? new Counter<L>({ name, help, labelNames, registers: [registry] });
}

export function createVenueMetrics(registry: Registry): VenueMetrics {
  return {
    messages: counter(registry, 'ref_connector_messages_total', 'Venue messages received', ['venue']),
    badMessages: counter(registry, 'ref_connector_bad_messages_total', 'Venue messages rejected (wrong types, unknown kinds, out of range, crossed)', ['venue', 'reason']),
    reconnects: counter(registry, 'ref_connector_reconnects_total', 'Venue WebSocket reconnects', ['venue']),
    resnapshots: counter(registry, 'ref_connector_resnapshots_total', 'Book re-snapshots forced by a sequence gap, inconsistent data or a book batch the bus dropped', ['venue']),
    stale: counter(registry, 'ref_connector_stale_total', 'Feeds marked stale after silence', ['venue']),
    published: counter(registry, 'ref_connector_published_records_total', 'Records published to md.* topics', ['venue', 'topic']),
    dropped: counter(registry, 'ref_connector_dropped_records_total', 'Records the bus refused for good (schema error, or refused past the retries); dropped book records are followed by snapshots', ['venue', 'topic']),
    lag:
      (registry.getSingleMetric('ref_connector_book_update_lag_seconds') as Histogram<'venue'> | undefined) ??
      new Histogram<'venue'>({
        name: 'ref_connector_book_update_lag_seconds',
        help: 'Book update lag from the venue timestamp to our receipt',
        labelNames: ['venue'],
        buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry],
      }),
  };
}
