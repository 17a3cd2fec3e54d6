// Places written as codes: a US state's postal code before an office or a race ("NC Senate 2028", "PA-Gov", "TX
// Governor race") names the state. Only in that position and in capitals: "IN", "OR", "ME" are words elsewhere.
// Weather stations (ICAO codes) and the city each reads: "Central Park snowfall" is New York City's.

const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky',
  LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi',
  MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont',
  VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

const OFFICE_AFTER = /^[- ](sen(ate)?|gov(ernor)?|gubernatorial|house|rep|ag|attorney general|lt\.? gov(ernor)?|secretary of state|supreme court|special election|senate race|governor race|at[- ]large|0?\d{1,2}(st|nd|rd|th)?\b)\b/i;

/**
 * The text with each US state postal code that qualifies an office or a race ("NC Senate", "PA-Gov", "GA-05") written
 * as the state's name ("North Carolina Senate"). Other capitals and codes are left as they are.
 */
export function expandStateCodes(text: string): string {
  return text.replace(/\b([A-Z]{2})(?=[- ])/g, (code, _c: string, offset: number) => {
    const name = US_STATES[code];
    if (name === undefined) return code;
    return OFFICE_AFTER.test(text.slice(offset + 2)) ? name : code;
  });
}

/** The city (its name as the knowledge base writes it) a weather station of settlement.ts's list reads. */
const STATION_CITIES: Readonly<Record<string, string>> = {
  KNYC: 'New York City', KLGA: 'New York City', KJFK: 'New York City', KORD: 'Chicago', KMDW: 'Chicago', KMIA: 'Miami',
  KAUS: 'Austin', KBOS: 'Boston', KDEN: 'Denver', KLAX: 'Los Angeles', KPHL: 'Philadelphia', KHOU: 'Houston', KIAH: 'Houston',
};

/** The city a weather station reads (null for a station not listed: Newark is not New York City). */
export function stationCity(code: string): string | null {
  return STATION_CITIES[code] ?? null;
}

const STATE_NAME = new RegExp(`\\b(${Object.values(US_STATES).sort((x, y) => y.length - x.length).join('|')})\\b(?!\\s*(city|county|d\\.?c\\.?|post|times)\\b)`, 'gi');

/** The US states a title names in full or as a code before an office ("Kentucky Senate", "KY-Sen"); not "New York City", "Washington, D.C.". */
export function usStatesOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of expandStateCodes(text).replace(/\bwashington,\s*d\.?\s?c\.?/gi, ' ').matchAll(STATE_NAME)) out.add(m[1]!.toLowerCase());
  return out;
}

/**
 * Two races for one office that are not one race: a state's race ("Kentucky Senate Election 2028") is not the national
 * one ("Which party will win the Senate in 2028?", "Senate control"), nor another state's. The reason, or null when
 * both titles name the same states (or none).
 */
export function stateRaceGap(titleA: string, titleB: string): string | null {
  const a = usStatesOf(titleA), b = usStatesOf(titleB);
  if (a.size === b.size && [...a].every((x) => b.has(x))) return null;
  if (a.size === 0 || b.size === 0) return `a state's race on one side only (${[...a, ...b].join(', ')})`;
  return `different states (${[...a].join(', ')} vs ${[...b].join(', ')})`;
}
