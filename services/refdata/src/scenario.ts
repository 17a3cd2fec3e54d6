// Scenario files (venues.md format) to CatalogEvent records, as the connectors would publish them.
// Used by the evaluation report, tests and benchmarks; never throws on bad records: they are reported and skipped.
import type { CatalogEvent, CatalogMarket } from '@ref/bus';

export interface ConvertProblem {
  venue: string;
  id: string;
  problem: string;
}

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
function str(x: unknown): string | null {
  return typeof x === 'string' ? x : typeof x === 'number' ? String(x) : null;
}
function ms(x: unknown): number | null {
  if (typeof x === 'number' && Number.isFinite(x)) return x < 1e12 ? x * 1000 : x;
  if (typeof x === 'string') {
    const t = Date.parse(x);
    return Number.isNaN(t) ? null : t;
  }
  return null;
}
function jsonList(x: unknown): string[] {
  if (Array.isArray(x)) return x.map((v) => String(v));
  if (typeof x !== 'string') return [];
  try {
    const v: unknown = JSON.parse(x);
    return Array.isArray(v) ? v.map((e) => String(e)) : [];
  } catch {
    return [];
  }
}

const NO_FEE = { kind: 'none', rate: '0', multiplier: '1', exponent: 1, taker_only: true } as const;

function market(p: Partial<CatalogMarket> & { venue_market_id: string }): CatalogMarket {
  return {
    question: '', outcome_label: '', slug: null, yes_token: null, no_token: null, status: 'active', result: null,
    open_time_ms: null, close_time_ms: null, expiration_time_ms: null, settled_at_ms: null, rules: null,
    resolution_source: null, fee: { ...NO_FEE }, tick_size: 100, last_yes_price: null, last_no_price: null,
    volume: null, volume_24h: null, open_interest: null, liquidity: null, ...p,
  };
}

function event(p: Partial<CatalogEvent> & { venue: string; venue_event_id: string }, observedAt: number): CatalogEvent {
  return {
    event_slug: null, series_id: null, series_title: null, title: '', sub_title: null, category: null, status: 'active',
    mutually_exclusive: false, market_type: null, close_time_ms: null, settlement_sources: [], rules: null,
    observed_at_ms: observedAt, markets: [], ...p,
  };
}

function status(active: unknown, closed: unknown): string {
  return closed === true ? 'closed' : active === false ? 'closed' : 'active';
}

/** Converts a scenario's venue sections into catalog records. */
export function scenarioToCatalog(scenario: unknown): { events: CatalogEvent[]; problems: ConvertProblem[] } {
  const events: CatalogEvent[] = [];
  const problems: ConvertProblem[] = [];
  if (!isObj(scenario)) return { events, problems: [{ venue: '*', id: '*', problem: 'scenario is not an object' }] };
  const now = ms(scenario['now']) ?? 0;
  const alpha = isObj(scenario['alpha']) ? scenario['alpha'] : {};
  const series = new Map<string, Obj>();
  for (const s of Array.isArray(alpha['series']) ? alpha['series'] : []) if (isObj(s) && str(s['ticker']) !== null) series.set(str(s['ticker'])!, s);
  for (const e of Array.isArray(alpha['events']) ? alpha['events'] : []) {
    const id = isObj(e) ? str(e['event_ticker']) : null;
    if (!isObj(e) || id === null) {
      problems.push({ venue: 'alpha', id: '?', problem: 'event without event_ticker' });
      continue;
    }
    const se = series.get(str(e['series_ticker']) ?? '') ?? {};
    const sources = (Array.isArray(se['settlement_sources']) ? se['settlement_sources'] : [])
      .filter(isObj).map((s) => [str(s['name']), str(s['url'])].filter((x) => x !== null).join(' '));
    const markets = (Array.isArray(e['markets']) ? e['markets'] : []).filter(isObj).flatMap((m) => {
      const t = str(m['ticker']);
      if (t === null) {
        problems.push({ venue: 'alpha', id, problem: 'market without ticker' });
        return [];
      }
      return [market({
        venue_market_id: t, question: str(m['title']) ?? '', outcome_label: str(m['yes_sub_title']) ?? str(m['title']) ?? '',
        status: str(m['status']) ?? 'active', close_time_ms: ms(m['close_time']), expiration_time_ms: ms(m['expected_expiration_time']),
        rules: [str(m['rules_primary']), str(m['rules_secondary'])].filter((x) => x !== null).join(' ') || null,
      })];
    });
    events.push(event({
      venue: 'alpha', venue_event_id: id, series_id: str(e['series_ticker']), series_title: str(se['title']), title: str(e['title']) ?? '',
      sub_title: str(e['sub_title']), category: str(e['category']) ?? str(se['category']), mutually_exclusive: e['mutually_exclusive'] === true,
      market_type: markets.length > 1 ? 'categorical' : 'binary', close_time_ms: ms(e['strike_date']), settlement_sources: sources, markets,
    }, now));
  }
  const beta = isObj(scenario['beta']) ? scenario['beta'] : {};
  for (const e of Array.isArray(beta['events']) ? beta['events'] : []) {
    const id = isObj(e) ? str(e['id']) : null;
    if (!isObj(e) || id === null) {
      problems.push({ venue: 'beta', id: '?', problem: 'event without id' });
      continue;
    }
    const markets = (Array.isArray(e['markets']) ? e['markets'] : []).filter(isObj).flatMap((m) => betaMarket(m, 'conditionId', problems, 'beta', id));
    events.push(event({
      venue: 'beta', venue_event_id: id, event_slug: str(e['slug']), title: str(e['title']) ?? '', category: str(e['category']),
      mutually_exclusive: e['enableNegRisk'] === true, market_type: markets.length > 1 ? 'categorical' : 'binary',
      close_time_ms: ms(e['endDate']), markets, rules: str(e['description']),
    }, now));
  }
  const betaUs = isObj(scenario['beta_us']) ? scenario['beta_us'] : {};
  const groups = new Map<string, Obj[]>();
  for (const m of Array.isArray(betaUs['markets']) ? betaUs['markets'] : []) {
    const slug = isObj(m) ? str(m['slug']) : null;
    if (!isObj(m) || slug === null) {
      problems.push({ venue: 'beta_us', id: '?', problem: 'market without slug' });
      continue;
    }
    const g = str(m['eventSlug']) ?? slug;
    groups.set(g, [...(groups.get(g) ?? []), m]);
  }
  for (const [slug, ms0] of groups) {
    const first = ms0[0]!;
    const markets = ms0.flatMap((m) => betaMarket(m, 'slug', problems, 'beta_us', slug));
    events.push(event({
      venue: 'beta_us', venue_event_id: slug, event_slug: slug, title: str(first['eventTitle']) ?? str(first['question']) ?? '',
      category: str(first['category']), market_type: markets.length > 1 ? 'categorical' : 'binary', markets,
      mutually_exclusive: markets.length > 1,
    }, now));
  }
  const gamma = isObj(scenario['gamma']) ? scenario['gamma'] : {};
  for (const m of Array.isArray(gamma['markets']) ? gamma['markets'] : []) {
    const id = isObj(m) ? str(m['marketId']) : null;
    if (!isObj(m) || id === null) {
      problems.push({ venue: 'gamma', id: '?', problem: 'market without marketId' });
      continue;
    }
    const st = (s: unknown): string => (s === 2 || s === 1 ? 'active' : s === 4 ? 'settled' : 'closed');
    const children = Array.isArray(m['childMarkets']) && m['childMarkets'].length > 0 ? m['childMarkets'].filter(isObj) : [m];
    const markets = children.flatMap((c) => {
      const cid = str(c['marketId']);
      if (cid === null) return [];
      return [market({
        venue_market_id: cid, question: str(c['marketTitle']) ?? '', outcome_label: children.length > 1 ? str(c['marketTitle']) ?? '' : 'Yes',
        yes_token: str(c['yesTokenId']), no_token: str(c['noTokenId']), status: st(c['status']), close_time_ms: ms(c['cutoffAt']),
        rules: str(c['rules']),
      })];
    });
    events.push(event({
      venue: 'gamma', venue_event_id: id, title: str(m['marketTitle']) ?? '', category: str(m['category']), status: st(m['status']),
      market_type: str(m['marketType']) === '1' ? 'categorical' : 'binary', mutually_exclusive: str(m['marketType']) === '1',
      close_time_ms: ms(m['cutoffAt']), rules: str(m['rules']), markets,
    }, now));
  }
  return { events, problems };
}

function betaMarket(m: Obj, idField: string, problems: ConvertProblem[], venue: string, eventId: string): CatalogMarket[] {
  const id = str(m[idField]);
  if (id === null) {
    problems.push({ venue, id: eventId, problem: `market without ${idField}` });
    return [];
  }
  const outcomes = jsonList(m['outcomes']);
  const tokens = jsonList(m['clobTokenIds']);
  // YES side: the "Yes" outcome when there is one, else the first outcome (team-named moneylines)
  const yi = outcomes.findIndex((o) => /^yes$/i.test(o));
  const yesIdx = yi >= 0 ? yi : 0;
  const noIdx = yesIdx === 0 ? 1 : 0;
  const yesName = outcomes[yesIdx] ?? 'Yes';
  const label = str(m['groupItemTitle']) ?? (yi >= 0 ? 'Yes' : yesName);
  return [market({
    venue_market_id: id, question: str(m['question']) ?? '', outcome_label: label, slug: str(m['slug']),
    yes_token: tokens[yesIdx] ?? null, no_token: tokens[noIdx] ?? null, status: status(m['active'], m['closed']),
    close_time_ms: ms(m['endDate']), rules: str(m['description']), resolution_source: str(m['resolutionSource']),
  })];
}
