// Places written as codes: a US state's postal code before an office or a race ("NC Senate 2028", "PA-Gov", "TX
// Governor race", "GA presidential 2032") names the state. Only in that position and in capitals: "IN", "OR", "ME" are
// words elsewhere.
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

/** The US state a postal code in capitals names ("PA" → "Pennsylvania"), or undefined. */
export function stateOfCode(code: string): string | undefined {
  return Object.hasOwn(US_STATES, code) ? US_STATES[code] : undefined;
}

/** The names of the US states, longest first (for a pattern that must prefer "West Virginia" to "Virginia"). */
export const US_STATE_NAMES: readonly string[] = Object.values(US_STATES).sort((x, y) => y.length - x.length);

const OFFICE_AFTER = /^[- ]((dem|democratic|gop|republican)[- ])?(u\.?s\.? )?(state (sen(ate)?|house|assembly)|sen(ate)?|gov(ernor)?|gubernatorial|pres(idential)?|house|rep|ag|attorney general|lt\.? gov(ernor)?|secretary of state|supreme court|special election|senate race|governor race|primar(y|ies)|caucus(es)?|(general )?assembly|legislature|house of delegates|at[- ]large|0?\d{1,2}(st|nd|rd|th)?\b)\b/i;

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

/**
 * New York City's boroughs are counties under other names: a borough's District Attorney is its county's ("Brooklyn DA" is
 * the Kings County District Attorney, "Manhattan DA" New York County's).
 */
const BOROUGH_COUNTIES: Readonly<Record<string, string>> = { Brooklyn: 'Kings', Manhattan: 'New York', Queens: 'Queens', Bronx: 'Bronx', 'Staten Island': 'Richmond' };

/** Abbreviations of offices and seats of government as titles write them ("DA", "WH"), in full; only in capitals. */
const OFFICE_ABBREVIATIONS: ReadonlyArray<[RegExp, string]> = [
  [/\bDA\b/g, 'District Attorney'],
  [/\bWH\b/g, 'White House'],
  // (not a company's "AG", "Siemens AG": only first in the title or after "the", "US")
  [/(?<=^|\b(?:the|The|US|U\.S\.) )AG\b/g, 'Attorney General'],
];

/**
 * The text with the World Health Organization's initials written in full ("United States back in the WHO" / "US rejoins
 * the World Health Organization"), which titles would otherwise read as the question word; not a question asked in
 * capitals ("WHO WILL WIN?", "WHO will be the next PM?"). For comparing title words only: the initials stay a name.
 */
export function expandWhoInitials(text: string): string {
  return text.replace(/\bWHO\b(?! (?:will|is|are|was|wins?|won|gets?|becomes?|leads?|finish(?:es)?)\b)(?=.*[a-z])/g, 'World Health Organization');
}

/**
 * The text with the abbreviations of offices written in full ("AG departs" → "Attorney General departs", "WH chief of
 * staff") and a borough before its District Attorney written as its county ("Brooklyn DA" → "Kings County District
 * Attorney"), as the other venue may title the same race.
 */
export function expandOfficeAbbreviations(text: string): string {
  let out = text;
  for (const [re, full] of OFFICE_ABBREVIATIONS) out = out.replace(re, full);
  return out.replace(/\b(?:the )?(Brooklyn|Manhattan|Queens|Bronx|Staten Island)(?= District Attorney\b)/gi, (_m, b: string) => {
    const key = Object.keys(BOROUGH_COUNTIES).find((k) => k.toLowerCase() === b.toLowerCase())!;
    return `${BOROUGH_COUNTIES[key]!} County`;
  });
}

/**
 * The counties a title names ("Nassau County Legislature": nassau), a New York City borough as its county (Brooklyn:
 * kings). Each by the word before "County" ("Los Angeles County": angeles), as titles may drop the words before it.
 */
export function countiesOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b([A-Z][\w'.-]*) County\b/g)) out.add(m[1]!.toLowerCase());
  for (const [borough, county] of Object.entries(BOROUGH_COUNTIES)) {
    if (new RegExp(`\\b${borough}\\b(?! County\\b)`).test(text)) out.add(county.split(' ').pop()!.toLowerCase());
  }
  return out;
}

/**
 * Two local races of one office in two counties are two races ("Nassau County Legislature" / "Suffolk County
 * Legislature", "Brooklyn DA" / "Queens DA"). The reason, or null unless both titles name counties and none in common.
 */
export function countyGap(titleA: string, titleB: string): string | null {
  const a = countiesOf(titleA), b = countiesOf(titleB);
  if (a.size === 0 || b.size === 0 || [...a].some((x) => b.has(x))) return null;
  return `different counties (${[...a].join(', ')} vs ${[...b].join(', ')})`;
}

/** The city (its name as the knowledge base writes it) a weather station of settlement.ts's list reads. */
const STATION_CITIES: Readonly<Record<string, string>> = {
  KNYC: 'New York City', KLGA: 'New York City', KJFK: 'New York City', KORD: 'Chicago', KMDW: 'Chicago', KMIA: 'Miami',
  KAUS: 'Austin', KBOS: 'Boston', KDEN: 'Denver', KLAX: 'Los Angeles', KPHL: 'Philadelphia', KHOU: 'Houston', KIAH: 'Houston',
  // (outside the US: stations inside the city; Gatwick, Roissy, Orly and Narita are outside it)
  EGLL: 'London', EGLC: 'London', 'UKMO:ST_JAMESS_PARK': 'London', 'MF:PARIS_MONTSOURIS': 'Paris', RJTT: 'Tokyo', 'JMA:TOKYO': 'Tokyo',
  'BOM:SYDNEY_OBSERVATORY_HILL': 'Sydney', 'DWD:BERLIN_TEMPELHOF': 'Berlin',
};

/** The city a weather station reads (null for a station not listed: Newark is not New York City). */
export function stationCity(code: string): string | null {
  return STATION_CITIES[code] ?? null;
}

/** Whether the knowledge base's name of a city is one read at the stations listed above (New York City, Chicago...). */
export function isStationCity(name: string): boolean {
  return Object.values(STATION_CITIES).includes(name);
}

/** A city's station of record, where a reading "in" the city is taken when no station is named: Central Park is NYC's. */
const CITY_RECORD_STATION: Readonly<Record<string, string>> = { 'New York City': 'KNYC' };

/**
 * Stations that are not their city's station of record (LaGuardia or JFK for New York City): a reading there is not the
 * city's reading of a venue that names no station. Empty when a station's city is unknown, or has no record station
 * listed, or the record station is among them.
 */
export function offRecordStations(codes: readonly string[]): string[] {
  const cities = new Set(codes.map((x) => STATION_CITIES[x] ?? null));
  if (codes.length === 0 || cities.size !== 1 || cities.has(null)) return [];
  const rec = CITY_RECORD_STATION[[...cities][0]!];
  return rec === undefined || codes.includes(rec) ? [] : [...codes];
}

/** The US state (postal code) of the weather stations the venues settle on: one city name is many places ("Portland"). */
const STATION_STATES: Readonly<Record<string, string>> = {
  KNYC: 'NY', KLGA: 'NY', KJFK: 'NY', KEWR: 'NJ', KORD: 'IL', KMDW: 'IL', KMIA: 'FL', KFLL: 'FL', KTPA: 'FL', KMCO: 'FL', KJAX: 'FL',
  KAUS: 'TX', KHOU: 'TX', KIAH: 'TX', KDFW: 'TX', KDAL: 'TX', KSAT: 'TX', KELP: 'TX', KBOS: 'MA', KDEN: 'CO', KLAX: 'CA', KSFO: 'CA',
  KSAN: 'CA', KSJC: 'CA', KOAK: 'CA', KSMF: 'CA', KPHL: 'PA', KPIT: 'PA', KATL: 'GA', KSEA: 'WA', KPDX: 'OR', KPWM: 'ME', KPHX: 'AZ',
  KLAS: 'NV', KMSP: 'MN', KDTW: 'MI', KSTL: 'MO', KMCI: 'MO', KCLT: 'NC', KRDU: 'NC', KBNA: 'TN', KMEM: 'TN', KMSY: 'LA', KDCA: 'DC',
  KIAD: 'VA', KBWI: 'MD', KSLC: 'UT', KCLE: 'OH', KCMH: 'OH', KCVG: 'KY', KIND: 'IN', KMKE: 'WI', KOKC: 'OK', KABQ: 'NM', KBUF: 'NY',
  KBDL: 'CT', KPVD: 'RI', KBTV: 'VT', KMHT: 'NH', KANC: 'AK', PANC: 'AK', PHNL: 'HI', KBOI: 'ID', KOMA: 'NE', KDSM: 'IA', KLIT: 'AR',
  KBHM: 'AL', KJAN: 'MS', KCHS: 'SC', KRIC: 'VA', KORF: 'VA', KSDF: 'KY', KICT: 'KS', KFAR: 'ND', KFSD: 'SD', KBIL: 'MT', KCYS: 'WY',
};

/**
 * Two readings at stations of different states are two places, not one city read at two stations ("Portland, OR" at
 * KPDX is not "Portland" at Portland, Maine's KPWM). The reason, or null when a side names no station, a station's
 * state is unknown, or the two share a state.
 */
export function stationStateGap(a: readonly string[], b: readonly string[]): string | null {
  const sa = a.map((x) => STATION_STATES[x]), sb = b.map((x) => STATION_STATES[x]);
  if (sa.length === 0 || sb.length === 0 || sa.includes(undefined) || sb.includes(undefined) || sa.some((x) => sb.includes(x))) return null;
  return `weather stations in different states (${a.join(',')} vs ${b.join(',')})`;
}

// (a party named after a place is no state: "the Colorado Party" of Paraguay, "Partido Colorado")
const STATE_NAME = new RegExp(`(?<!\\bpartido )\\b(${Object.values(US_STATES).sort((x, y) => y.length - x.length).join('|')})\\b(?!\\s*(city|county|d\\.?c\\.?|post|times|party)\\b)`, 'gi');

/** The US states a title names in full or as a code before an office ("Kentucky Senate", "KY-Sen"); not "New York City", "Washington, D.C.". */
export function usStatesOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of expandStateCodes(text).replace(/\bwashington,\s*d\.?\s?c\.?/gi, ' ').matchAll(STATE_NAME)) out.add(m[1]!.toLowerCase());
  return out;
}

/** Control of, or the majority in, a chamber ("Nevada Senate Control 2034", "which party wins a majority?"). */
const CHAMBER = /\b(control|majority|majorities)\b/i;
/** One seat's race ("Nevada Senate race winner?", "Senate Election Winner", "Senate seat 2034", "U.S. Senate"). */
const SEAT_RACE = /\brace\b|\bseat\b|\bsenator\b|\bu\.?\s?s\.? senate\b|\belection winner\b/i;

/**
 * A state's chamber against one seat of that state: control of the "Nevada Senate" is the state legislature's, the
 * "Nevada Senate race" the state's seat in Congress. The reason, or null when both or neither read as control.
 */
export function chamberGap(titleA: string, titleB: string): string | null {
  if (usStatesOf(titleA).size === 0 || usStatesOf(titleB).size === 0) return null;
  const ca = CHAMBER.test(titleA), cb = CHAMBER.test(titleB);
  if (ca === cb) return null;
  return SEAT_RACE.test(ca ? titleB : titleA) ? 'a state chamber\'s control vs one seat\'s race' : null;
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

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11, twelfth: 12,
};
const STATE_CODE_OF: ReadonlyMap<string, string> = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]));
const DISTRICT_STATES = Object.values(US_STATES).sort((x, y) => y.length - x.length).join('|');
const DISTRICT = new RegExp(`\\b(?:(${DISTRICT_STATES})(?:'s|’s)?\\s+)?(\\d{1,2}(?:st|nd|rd|th)|${Object.keys(ORDINAL_WORDS).join('|')})\\s+(?:congressional\\s+)?district\\b(?!\\s+(?:court|judge|attorney))`, 'gi');

/**
 * The US congressional districts a title names, each as its state's postal code and number ("NY-17", "NE-02", "New
 * York's 17th District", "Nebraska's second congressional district": NY-17, NE-2); a district whose state the title does
 * not write before it is "?-N".
 */
export function congressionalDistrictsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b([A-Z]{2})-0?(\d{1,2})\b/g)) if (US_STATES[m[1]!] !== undefined) out.add(`${m[1]}-${Number(m[2])}`);
  for (const m of text.matchAll(DISTRICT)) {
    const n = ORDINAL_WORDS[m[2]!.toLowerCase()] ?? Number.parseInt(m[2]!, 10);
    out.add(`${m[1] === undefined ? '?' : STATE_CODE_OF.get(m[1].toLowerCase())}-${n}`);
  }
  // (a district written both ways, "Nebraska 2nd District ... (NE-02)", is one district)
  for (const d of [...out]) if (d.startsWith('?-') && [...out].some((x) => !x.startsWith('?-') && x.endsWith(d.slice(1)))) out.delete(d);
  return out;
}

/**
 * One congressional district's race is not another's ("NY-16" / "New York's 17th District"), nor the race of the whole
 * state or country it lies in ("NE-02 presidential winner" / "Nebraska statewide presidential winner"). The reason, or null
 * when both titles name the same district, or neither names one, or the side without one names no race (`raceB`,
 * `raceA`: an office read on that side, and no person it may hold it by).
 */
export function districtGap(titleA: string, titleB: string, raceA: boolean, raceB: boolean): string | null {
  const a = congressionalDistrictsOf(titleA), b = congressionalDistrictsOf(titleB);
  if (a.size === 0 && b.size === 0) return null;
  if (a.size === 0 || b.size === 0) return (a.size === 0 ? raceA : raceB) ? `a district's race on one side only (${[...a, ...b].join(', ')})` : null;
  const same = (x: string, y: string): boolean => x === y || ((x.startsWith('?-') || y.startsWith('?-')) && x.slice(x.indexOf('-')) === y.slice(y.indexOf('-')));
  return [...a].some((x) => [...b].some((y) => same(x, y))) ? null : `different districts (${[...a].join(', ')} vs ${[...b].join(', ')})`;
}
