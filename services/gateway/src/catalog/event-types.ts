// event_type tokens of the streamable feeds: classification of a canonical event, and the decoder (label, agency, release time).

export type Feed = 'macro' | 'crypto';

export interface EventType {
  token: string;
  feed: Feed;
  label: string;
  agency: string;
  /** typical release time, e.g. "08:30 ET" or "every 5 minutes" */
  typical_release: string;
  description: string;
}

const MACRO: readonly (EventType & { match: RegExp })[] = [
  { token: 'CPI', feed: 'macro', label: 'Consumer Price Index', agency: 'Bureau of Labor Statistics', typical_release: '08:30 ET, monthly', description: 'Headline and core consumer inflation, month over month and year over year.', match: /\b(cpi|consumer price|inflation)\b/i },
  { token: 'PPI', feed: 'macro', label: 'Producer Price Index', agency: 'Bureau of Labor Statistics', typical_release: '08:30 ET, monthly', description: 'Prices received by domestic producers.', match: /\b(ppi|producer price)\b/i },
  { token: 'NFP', feed: 'macro', label: 'Nonfarm Payrolls', agency: 'Bureau of Labor Statistics', typical_release: '08:30 ET, first Friday of the month', description: 'Change in nonfarm employment (Employment Situation report).', match: /\b(nonfarm|non-farm|payrolls?|jobs report)\b/i },
  { token: 'UNRATE', feed: 'macro', label: 'Unemployment Rate', agency: 'Bureau of Labor Statistics', typical_release: '08:30 ET, first Friday of the month', description: 'U-3 unemployment rate.', match: /\bunemployment\b/i },
  { token: 'JOBLESS', feed: 'macro', label: 'Initial Jobless Claims', agency: 'Department of Labor', typical_release: '08:30 ET, Thursdays', description: 'Weekly initial claims for unemployment insurance.', match: /\bjobless claims\b/i },
  { token: 'FOMC', feed: 'macro', label: 'FOMC Rate Decision', agency: 'Federal Reserve', typical_release: '14:00 ET, eight meetings a year', description: 'Target range of the federal funds rate.', match: /\b(fomc|fed funds|federal reserve|the fed|rate (cut|hike|decision))\b/i },
  { token: 'GDP', feed: 'macro', label: 'Gross Domestic Product', agency: 'Bureau of Economic Analysis', typical_release: '08:30 ET, quarterly (advance estimate)', description: 'Real GDP growth, annualised.', match: /\bgdp\b/i },
  { token: 'PCE', feed: 'macro', label: 'PCE Price Index', agency: 'Bureau of Economic Analysis', typical_release: '08:30 ET, monthly', description: 'Personal consumption expenditures price index (the Fed\'s preferred inflation gauge).', match: /\bpce\b/i },
  { token: 'RETAIL', feed: 'macro', label: 'Retail Sales', agency: 'Census Bureau', typical_release: '08:30 ET, monthly', description: 'Advance monthly retail and food services sales.', match: /\bretail sales\b/i },
  { token: 'ECB', feed: 'macro', label: 'ECB Rate Decision', agency: 'European Central Bank', typical_release: '08:15 ET (14:15 CET), every six weeks', description: 'ECB deposit facility rate.', match: /\b(ecb|european central bank)\b/i },
];

const ASSETS: Record<string, { name: string; match: RegExp }> = {
  BTC: { name: 'Bitcoin', match: /\b(btc|bitcoin)\b/i },
  ETH: { name: 'Ethereum', match: /\b(eth|ethereum|ether)\b/i },
};
const FRAMES: Record<string, { label: string; every: string; match: RegExp }> = {
  '5M': { label: '5 minutes', every: 'every 5 minutes', match: /\b5\s*(m|min|mins|minutes?)\b/i },
  '15M': { label: '15 minutes', every: 'every 15 minutes', match: /\b15\s*(m|min|mins|minutes?)\b/i },
  '1H': { label: '1 hour', every: 'every hour, on the hour', match: /\b(1\s*h|1\s*hour|hourly|60\s*min)\b/i },
};

/** Decodes a token: macro tokens from the table, crypto tokens as `<ASSET>_<5M|15M|1H>`. Undefined when unknown. */
export function decodeEventType(token: string): EventType | undefined {
  const t = token.toUpperCase();
  const m = MACRO.find((x) => x.token === t);
  if (m) {
    const { match: _match, ...rest } = m;
    return rest;
  }
  const [asset, frame, ...more] = t.split('_');
  if (more.length > 0 || asset === undefined || frame === undefined) return undefined;
  const a = ASSETS[asset];
  const f = FRAMES[frame];
  if (!a || !f) return undefined;
  return {
    token: t,
    feed: 'crypto',
    label: `${a.name} ${f.label}`,
    agency: 'venue reference price, enriched with spot and futures data',
    typical_release: f.every,
    description: `Whether the ${a.name} price ends the ${f.label} window above where it started (up/down and price-bucket markets).`,
  };
}

/** Every token the decoder knows. */
export function listEventTypes(): EventType[] {
  const out: EventType[] = MACRO.map(({ match: _m, ...rest }) => rest);
  for (const a of Object.keys(ASSETS)) for (const f of Object.keys(FRAMES)) out.push(decodeEventType(`${a}_${f}`) as EventType);
  return out;
}

/** The event_type token of a canonical event from its title and category, or undefined when it is in neither feed. */
export function classifyEvent(title: string, subjectDomain: string): string | undefined {
  const text = `${title} ${subjectDomain}`;
  for (const [code, a] of Object.entries(ASSETS)) {
    if (!a.match.test(text)) continue;
    for (const [fc, f] of Object.entries(FRAMES)) if (f.match.test(text)) return `${code}_${fc}`;
  }
  for (const m of MACRO) if (m.match.test(text)) return m.token;
  return undefined;
}
