// Bad venue input: counted per reason, logged once per reason (with the offending record), then only counted.
import type { Logger } from '@ref/telemetry';
import type { VenueMetrics } from './metrics.ts';

export class BadInput {
  private readonly seen = new Set<string>();
  private readonly venue: string;
  private readonly log: Logger;
  private readonly metrics: VenueMetrics;
  /** bad messages seen, by reason */
  readonly counts = new Map<string, number>();

  constructor(venue: string, log: Logger, metrics: VenueMetrics) {
    this.venue = venue;
    this.log = log;
    this.metrics = metrics;
  }

  /** Counts one bad message; the first of each reason is logged at warn with the record (truncated). */
  report(reason: string, detail: string, record: unknown): void {
    this.metrics.badMessages.inc({ venue: this.venue, reason });
    this.counts.set(reason, (this.counts.get(reason) ?? 0) + 1);
    if (this.seen.has(reason)) return;
    this.seen.add(reason);
    let text: string;
    try {
      text = typeof record === 'string' ? record : JSON.stringify(record);
    } catch {
      text = String(record);
    }
    this.log.warn({ venue: this.venue, reason, detail, record: text.length > 2000 ? `${text.slice(0, 2000)}…` : text }, 'bad venue message');
  }

  get total(): number {
    let n = 0;
    for (const v of this.counts.values()) n += v;
    return n;
  }
}
