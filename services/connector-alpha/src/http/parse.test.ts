import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { alphaCatalogEvent, parseAlphaEventsPage, parseAlphaSeries } from './parse.ts';

const fx = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8'));

describe('alpha catalog parsing', () => {
  it('builds a catalog record with the series fee model', () => {
    const page = parseAlphaEventsPage(fx('rest-events-page.json'));
    expect(page.cursor).toBe('CgsIh4TOpwYQ');
    const series = parseAlphaSeries(fx('rest-series.json'));
    const ev = alphaCatalogEvent(page.events[0]!, series, 1000);
    expect(ev).toMatchObject({
      venue: 'alpha',
      venue_event_id: 'KXFEDDECISION-26DEC',
      series_id: 'KXFEDDECISION',
      series_title: 'Fed decision',
      status: 'active',
      mutually_exclusive: true,
      close_time_ms: Date.UTC(2026, 11, 9, 19),
      settlement_sources: ['https://www.federalreserve.gov'],
      observed_at_ms: 1000,
    });
    expect(ev.markets[0]).toMatchObject({
      venue_market_id: 'KXFEDDECISION-26DEC-H0',
      outcome_label: 'Hold',
      status: 'active',
      fee: { kind: 'alpha_quadratic', rate: '0.07', multiplier: '0.5', exponent: 1, taker_only: false },
      tick_size: 100,
      last_yes_price: 6200,
      last_no_price: 3800,
      volume: '125034.00',
      open_interest: '88000.00',
    });
  });
  it('rejects malformed pages and unknown fee types', () => {
    expect(() => parseAlphaEventsPage({ cursor: '', events: 'x' })).toThrow(/wrong_type/);
    expect(() => parseAlphaSeries({ series: { ticker: 'A', fee_type: 'weird', fee_multiplier: 1 } })).toThrow(/unknown_fee_type/);
  });
});
