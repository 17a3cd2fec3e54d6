import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { betaCatalogEvent, betaFeeModel, parseBetaEventsPage } from './parse.ts';

const fx = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8'));

describe('beta catalog parsing', () => {
  it('reads tokens from the JSON-encoded strings and the fee block', () => {
    const [ev] = parseBetaEventsPage(fx('rest-events-page.json'));
    const rec = betaCatalogEvent(ev!, 5);
    expect(rec).toMatchObject({ venue: 'beta', venue_event_id: '90050', event_slug: 'hidden-event-5-0', mutually_exclusive: true, market_type: 'categorical', status: 'active' });
    expect(rec.markets[0]).toMatchObject({
      venue_market_id: '0x0e7153bf7c3706d85c524e440066559a6656c90bd5482a90a29b9fa5ff5180bc',
      yes_token: '63519724687562533953113826003614892601579973118181700342192291393677439221377',
      no_token: '63594341107387198086760593521466251184952720705126896450247952260403049359384',
      fee: { kind: 'beta_power', rate: '0.07', exponent: 1, taker_only: true },
      tick_size: 10,
      last_yes_price: 2714,
      last_no_price: 7286,
    });
    // feesEnabled false → no fee
    expect(rec.markets[2]!.fee.kind).toBe('none');
  });
  it('no block means no fee; bad blocks are rejected', () => {
    expect(betaFeeModel({}).kind).toBe('none');
    expect(() => betaFeeModel({ fd: { r: 'x', e: 1, to: true } })).toThrow(/bad_decimal/);
    expect(() => parseBetaEventsPage({})).toThrow(/wrong_type/);
  });
});
