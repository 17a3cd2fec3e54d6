// The basis a statistic or a price is measured on, as the title, questions or rules state it: the national CPI is not
// the harmonised index (HICP) outside the euro area, the ADP report is not the BLS payroll count, a spot price is not a
// futures settlement. Each is a facet of the event compared only when both sides state it (a side that is silent on
// it is never guessed at), except where the other side cannot be leaving it implicit (a payroll market that does not
// name ADP is the official count).

/** Facets of this module that a side may leave unstated (compared only when both state them). */
export const BASIS_FACETS: ReadonlySet<string> = new Set(['price_index', 'payroll_survey', 'quote_basis', 'reference_rate', 'fx_fixing']);

/**
 * Which consumer price index the texts name: the harmonised index ('hicp': "HICP", "harmonised index of consumer
 * prices") or a national CPI ('cpi': "CPI", "consumer price index", Germany's "VPI"). Null when they name neither, or
 * both (a text contrasting the two).
 */
export function priceIndexOf(texts: ReadonlyArray<string | null | undefined>): 'hicp' | 'cpi' | null {
  let hicp = false, cpi = false;
  for (const t of texts) {
    if (t === null || t === undefined) continue;
    const s = t.toLowerCase();
    const h = /\bhicp\b|\bharmoni[sz]ed (index of )?consumer prices?\b|\bharmoni[sz]ed (cpi|inflation)\b/.test(s);
    hicp ||= h;
    // the national index: named without "harmonised" in front of it
    cpi ||= /(?<!harmoni[sz]ed )\b(cpi|vpi|verbraucherpreisindex)\b|(?<!harmoni[sz]ed )\bconsumer price index\b/.test(s.replace(/\bharmoni[sz]ed index of consumer prices?\b/g, ' '));
  }
  return hicp === cpi ? null : hicp ? 'hicp' : 'cpi';
}

/**
 * Which payroll count a payrolls market is about: the ADP National Employment Report (private payrolls, 'adp') or the
 * official count ('official': the BLS Employment Situation, or a national statistics agency's), which is what a payroll
 * market that does not name ADP means.
 */
export function payrollSurveyOf(texts: ReadonlyArray<string | null | undefined>): 'adp' | 'official' {
  return texts.some((t) => t !== null && t !== undefined && /\badp\b/i.test(t)) ? 'adp' : 'official';
}

/**
 * What a commodity price is read from: the physical spot price ('spot': "Henry Hub spot price" published by the EIA)
 * or a futures contract's settlement ('futures': "front-month", "futures", "NG", "GC"). Null when neither or both are
 * named.
 */
export function quoteBasisOf(texts: ReadonlyArray<string | null | undefined>): 'spot' | 'futures' | null {
  let spot = false, futures = false;
  for (const t of texts) {
    if (t === null || t === undefined) continue;
    const s = t.toLowerCase();
    spot ||= /\bspot (price|market|rate)\b|\bspot\b(?= (gold|silver|oil|gas|natural gas|crude))/.test(s);
    // (a price CME Group settles, on NYMEX or COMEX, is a futures settlement; not the CME CF crypto reference rates)
    futures ||= /\bfutures?\b|\bfront[- ]month\b|cmegroup\.com|\bcme( group)?\b(?! cf\b)|\bnymex\b|\bcomex\b/.test(s);
  }
  return spot === futures ? null : spot ? 'spot' : 'futures';
}

/** A central bank's or money market's reference rates: one is not another, though they move together. */
const REFERENCE_RATES: Array<[RegExp, string]> = [
  [/\beffective (federal|fed) funds\b|\beffr\b/, 'effr'],
  [/\bsofr\b|\bsecured overnight financing rate\b/, 'sofr'],
  [/\biorb\b|\binterest on reserve balances\b/, 'iorb'],
  [/\b(federal|fed) funds\b/, 'fed_funds'],
  [/\bdeposit (facility )?rate\b|\bdfr\b/, 'deposit'],
  [/\bmain refinancing( operations?)? rate\b|\brefi(nancing)? rate\b|\bmro rate\b/, 'main_refinancing'],
  [/\bmarginal lending (facility )?rate\b/, 'marginal_lending'],
];

/**
 * Which reference rate the titles and questions name ("ECB deposit facility rate" / "ECB main refinancing rate",
 * "effective fed funds rate" / "SOFR"): a level of one is not a level of another, though a decision moves them
 * together. Null when they name none, or several.
 */
export function referenceRateOf(texts: ReadonlyArray<string | null | undefined>): string | null {
  const found = new Set<string>();
  for (const t of texts) {
    if (t === null || t === undefined) continue;
    const s = t.toLowerCase();
    const hit = REFERENCE_RATES.find(([re]) => re.test(s));
    if (hit !== undefined) found.add(hit[1]);
  }
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * Which daily fixing of an exchange rate the texts name: the ECB's euro reference rate ('ecb', published around 14:15
 * CET) or the WM/Reuters 4pm London fix ('london_4pm'). The two are hours apart, so two readings of the same pair on
 * the same day off different fixings are different observations. Null when the texts name neither, or both (a fallback
 * named in the rules).
 */
export function fxFixingOf(texts: ReadonlyArray<string | null | undefined>): 'ecb' | 'london_4pm' | 'pboc' | null {
  const found = new Set<'ecb' | 'london_4pm' | 'pboc'>();
  for (const t of texts) {
    if (t === null || t === undefined) continue;
    const s = t.toLowerCase();
    if (/\b(euro )?foreign exchange reference rates?\b|\becb\b[^.;]{0,30}\breference (exchange )?rates?\b|\beurofxref\b/.test(s)) found.add('ecb');
    if (/\b4 ?(pm|p\.m\.)( london)?( closing)?( spot)?( rate)? fix(ing)?\b|\b(4 ?(pm|p\.m\.)|16:00) london\b|\blondon (4 ?(pm|p\.m\.)|16:00)\b/.test(s)) found.add('london_4pm');
    // the PBOC's daily central parity of the yuan ("USD/CNY central parity fixing", "midpoint fixing", "PBOC fixing")
    if (/\bcentral parity\b|\bmid ?point fix(ing)?\b|\b(pboc|yuan|cny|renminbi)('s)? (daily )?(reference rate|fix(ing)?)\b/.test(s)) found.add('pboc');
  }
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * The basis facets of an event: the price index of an inflation market outside the euro area (where the HICP is the
 * only index, whatever the title calls it), the payroll count of a payrolls market, the quote of a commodity price, the
 * reference rate a rate market names (`titles`: its title and questions, given outside sports).
 */
export function basisFacets(parts: { texts: ReadonlyArray<string | null | undefined>; measures: readonly string[]; regions: readonly string[]; priced: boolean; titles?: ReadonlyArray<string | null | undefined> }): Record<string, string> {
  const out: Record<string, string> = {};
  // (the reference rate as the titles and questions name it: rules may name others to set them aside)
  const rate = parts.titles !== undefined ? referenceRateOf(parts.titles) : null;
  if (rate !== null) out['reference_rate'] = rate;
  if (parts.measures.includes('inflation') && !parts.regions.includes('euro_area')) {
    const ix = priceIndexOf(parts.texts);
    if (ix !== null) out['price_index'] = ix;
  }
  if (parts.measures.includes('payrolls')) out['payroll_survey'] = payrollSurveyOf(parts.texts);
  if (parts.measures.includes('gdp') && fourthOverFourth(parts.texts)) out['growth_basis'] = 'q4q4';
  if (parts.priced) {
    const q = quoteBasisOf(parts.texts);
    if (q !== null) out['quote_basis'] = q;
  }
  return out;
}

/**
 * Title words naming the agency or central bank that publishes a statistic ("UK CPI (ONS)", "Destatis") of a statistic's title: they name the
 * economy, which is compared as such (regions), not as a word of the subject. Stems as titles are compared.
 */
export const AGENCY_STEMS: readonly string[] = ['ons', 'desta', 'insee', 'istat', 'bls', 'bea', 'statc'];

/**
 * Whether a year's growth is read fourth quarter over fourth quarter ("Q4 2029 vs Q4 2028", "Q4/Q4"): not the annual
 * average over the year before, which is what a year's growth means when a venue does not say (a separate facet,
 * compared even when one side is silent).
 */
export function fourthOverFourth(texts: ReadonlyArray<string | null | undefined>): boolean {
  return texts.some((t) => t !== null && t !== undefined && /\bq4 (20\d\d )?(vs\.?|versus|over|on|to) q4\b|\bq4 ?\/ ?q4\b|\bfourth[- ]quarter (20\d\d )?(over|to|vs\.?) (the )?fourth[- ]quarter\b/i.test(t));
}
