// National sides named by their three-letter sports codes (IOC / FIFA / ICC: "IND", "RSA", "NED"), as venues label the
// outcomes of international tournaments. Only for an event of no club league: a club's abbreviation is resolved first.

const CODES: Readonly<Record<string, string>> = {
  AFG: 'Afghanistan', ARG: 'Argentina', AUS: 'Australia', AUT: 'Austria', BAN: 'Bangladesh', BEL: 'Belgium', BRA: 'Brazil',
  CAN: 'Canada', CHI: 'Chile', CHN: 'China', CIV: "Cote d'Ivoire", CMR: 'Cameroon', COL: 'Colombia', CRO: 'Croatia',
  CZE: 'Czech Republic', DEN: 'Denmark', ECU: 'Ecuador', EGY: 'Egypt', ENG: 'England', ESP: 'Spain', FIN: 'Finland',
  FRA: 'France', GER: 'Germany', GHA: 'Ghana', GRE: 'Greece', HUN: 'Hungary', IND: 'India', IRL: 'Ireland', IRN: 'Iran',
  ISR: 'Israel', ITA: 'Italy', JPN: 'Japan', KOR: 'South Korea', KSA: 'Saudi Arabia', MAR: 'Morocco', MEX: 'Mexico',
  NED: 'Netherlands', NGA: 'Nigeria', NOR: 'Norway', NZL: 'New Zealand', PAK: 'Pakistan', PER: 'Peru', POL: 'Poland',
  POR: 'Portugal', QAT: 'Qatar', ROU: 'Romania', RSA: 'South Africa', SCO: 'Scotland', SEN: 'Senegal', SRB: 'Serbia',
  SRI: 'Sri Lanka', SUI: 'Switzerland', SWE: 'Sweden', TUR: 'Turkey', UKR: 'Ukraine', URU: 'Uruguay', USA: 'United States',
  WAL: 'Wales', ZIM: 'Zimbabwe',
};

/**
 * The country a sports label writes as its three-letter code ("IND" → "India") or as the abbreviation of its women's or
 * men's national team ("USWNT", "USMNT", "CanWNT": the code or "US", then WNT / MNT), "Team USA" as "USA"; null for anything else.
 */
export function nationByCode(label: string): string | null {
  // ("Team USA": the side by its code after "Team")
  const t = label.trim().replace(/^Team\s+(?=[A-Z]{3}$)/, '');
  if (/^[A-Z]{3}$/.test(t)) return CODES[t] ?? null;
  const team = /^(US|[A-Z]{3}|[A-Z][a-z]{2})[WM]NT$/.exec(t);
  if (team === null) return null;
  return team[1] === 'US' ? 'United States' : CODES[team[1]!.toUpperCase()] ?? null;
}

const NAMES: ReadonlySet<string> = new Set(Object.values(CODES).map((n) => n.toLowerCase()));

/** Whether a label is a country's name as the sports codes above write it ("Ireland", "New Zealand"). */
export function isNationName(label: string): boolean {
  return NAMES.has(label.trim().toLowerCase());
}
