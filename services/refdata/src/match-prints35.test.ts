// Unit tests of weekly energy and mortgage prints (holdout57): a stocks report names its product (crude is not gasoline),
// and the MBA's weekly applications survey is a change statistic of its own, dated by its week's end or its release.
import { describe, expect, it } from 'vitest';
import { refdata } from '@ref/domain';
import { counter, listing, score, vetoed } from './test-listings.ts';

const close = Date.parse('2034-04-19T14:30:00Z');
const next = counter();
const ev = (venue: string, title: string, labels: string[] = ['Yes']): refdata.EventFeatures => listing(venue, `${venue}-${next()}`, title, 'Economics', labels, close);

describe('a weekly stocks report', () => {
  it('of crude oil is not the one of gasoline or distillates', () => {
    const crude = ev('beta', 'EIA crude inventories: build or draw? (Apr 19)');
    const gasoline = ev('beta_us', 'EIA Gasoline Stocks Build (Apr 19)?');
    const draw = ev('gamma', 'Will the EIA report a crude draw on Wednesday?');
    expect(vetoed(crude, gasoline, 'different stocks')).toBe(true);
    expect(vetoed(gasoline, draw, 'different stocks')).toBe(true);
    expect(vetoed(ev('gamma', 'EIA distillate stocks build this week?'), crude, 'different stocks')).toBe(true);
    // (hard negative: two reports of the same product are not separated by it)
    expect(vetoed(crude, draw, 'different stocks')).toBe(false);
    expect(vetoed(ev('alpha', 'EIA gasoline inventories change', ['Above -1.5M barrels', 'Above 0.0M barrels']), gasoline, 'different stocks')).toBe(false);
  });

  it('is read only from a title about stocks', () => {
    const gasStocks = ev('beta_us', 'EIA Gasoline Stocks Build (Apr 19)?');
    expect(vetoed(ev('gamma', 'WTI crude above $80 on Wednesday?'), gasStocks, 'different stocks')).toBe(false);
    expect(vetoed(ev('gamma', 'Crude oil price on Wednesday'), gasStocks, 'different stocks')).toBe(false);
  });
});

describe('the MBA weekly mortgage applications', () => {
  it('dated by the week ending is the index of the release that week, compared by its change', () => {
    const week = ev('alpha', 'MBA mortgage applications, week ending Apr 14', ['Above -2.0%', 'Above 0.0%', 'Above 2.0%']);
    const release = ev('beta_us', 'MBA Composite Index WoW > 0.0% (Apr 19 release)');
    expect(week.measures).toEqual(['mortgageapps']);
    expect(release.measures).toEqual(['mortgageapps']);
    expect(score(week, release).vetoes).toEqual([]);
    expect(score(week, release).confidence).toBeGreaterThanOrEqual(refdata.MATCH_ACCEPT);
  });

  it('composite is not the purchase index, nor the contract rate', () => {
    const composite = ev('beta_us', 'MBA Composite Index WoW > 0.0% (Apr 19 release)');
    const purchase = ev('gamma', 'MBA Purchase Index up week-on-week? (Apr 19 release)');
    expect(vetoed(composite, purchase, 'different measures')).toBe(true);
    expect(ev('alpha', 'MBA 30-year fixed contract rate', ['Above 6.40%', 'Above 6.50%']).measures).toEqual([]);
  });
});
