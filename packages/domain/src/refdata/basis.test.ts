// Unit tests of the measurement basis: CPI vs HICP, ADP vs the official payroll count, spot vs futures.
import { describe, expect, it } from 'vitest';
import { basisFacets, payrollSurveyOf, priceIndexOf, quoteBasisOf, referenceRateOf, fourthOverFourth } from './basis.ts';

describe('measurement basis', () => {
  it('tells the harmonised index from a national CPI', () => {
    expect(priceIndexOf(['Germany inflation December 2026?', 'the preliminary annual rate of the HARMONISED index of consumer prices (HICP) for Germany'])).toBe('hicp');
    expect(priceIndexOf(['Germany CPI in Dec 2026', 'the German consumer price index (CPI, VPI) published by Destatis'])).toBe('cpi');
    expect(priceIndexOf(['Harmonised index of consumer prices for France'])).toBe('hicp');
    expect(priceIndexOf(['Germany inflation above 2%?'])).toBeNull();
    // a text contrasting the two names neither
    expect(priceIndexOf(['Uses the national CPI, not the HICP'])).toBeNull();
  });
  it('reads the payroll count and the quote of a price', () => {
    expect(payrollSurveyOf(['ADP private payrolls November 2026 above 50K?'])).toBe('adp');
    expect(payrollSurveyOf(['Jobs numbers in Nov 2026', 'total nonfarm payroll employment'])).toBe('official');
    expect(quoteBasisOf(['Henry Hub natural gas spot price on Jan 29, 2027', 'spot price published by the EIA'])).toBe('spot');
    expect(quoteBasisOf(['Natural Gas Futures (NG) settle above $5.00 on 29 Jan 2027?'])).toBe('futures');
    expect(quoteBasisOf(['Gold above $4,500 on June 30, 2027?'])).toBeNull();
  });
  it('compares the price index outside the euro area only', () => {
    expect(basisFacets({ texts: ['Germany CPI in Dec 2026'], measures: ['inflation'], regions: ['germany'], priced: false })).toEqual({ price_index: 'cpi' });
    // the euro area has the HICP only, whatever the title calls it
    expect(basisFacets({ texts: ['Eurozone CPI in Jan 2027'], measures: ['inflation'], regions: ['euro_area'], priced: false })).toEqual({});
    expect(basisFacets({ texts: ['ADP payrolls'], measures: ['payrolls'], regions: ['us'], priced: false })).toEqual({ payroll_survey: 'adp' });
  });
  it('tells growth fourth quarter over fourth quarter from a year\'s growth', () => {
    expect(fourthOverFourth(['US real GDP Q4 2029 vs Q4 2028 above 2%?'])).toBe(true);
    expect(fourthOverFourth(['Q4/Q4 change in real GDP, BEA advance estimate.'])).toBe(true);
    expect(fourthOverFourth(['US GDP growth in 2029', 'Annual average real GDP growth for 2029 over 2028'])).toBe(false);
    expect(basisFacets({ texts: ['US real GDP Q4 2029 vs Q4 2028 above 2%?'], measures: ['gdp'], regions: ['us'], priced: false })).toEqual({ growth_basis: 'q4q4' });
  });
});

describe('reference rates', () => {
  it('tells one reference rate from another', () => {
    expect(referenceRateOf(['ECB deposit facility rate above 2.00% after the Jul 2028 meeting?'])).toBe('deposit');
    expect(referenceRateOf(['ECB deposit rate above 2% after July 2028 meeting?'])).toBe('deposit');
    expect(referenceRateOf(['ECB main refinancing rate above 2.00% after the July 2028 meeting?'])).toBe('main_refinancing');
    expect(referenceRateOf(['Effective federal funds rate above 3.50% on July 31, 2028?'])).toBe('effr');
    expect(referenceRateOf(['SOFR above 3.50% on July 31, 2028?'])).toBe('sofr');
    expect(referenceRateOf(['Fed decision in July 2028?'])).toBeNull();
    // texts naming two rates name none
    expect(referenceRateOf(['ECB deposit rate above 2%?', 'ECB main refinancing rate above 2.15%?'])).toBeNull();
  });
  it('is a facet of the titles and questions only (rules may name other rates)', () => {
    expect(basisFacets({ texts: ['ECB rate above 2%?', 'The deposit facility rate and the main refinancing rate move together.'], measures: [], regions: ['euro_area'], priced: false, titles: ['ECB rate above 2%?'] })).toEqual({});
    expect(basisFacets({ texts: [], measures: [], regions: ['euro_area'], priced: false, titles: ['ECB deposit facility rate above 2.00%?'] })).toEqual({ reference_rate: 'deposit' });
  });
});
