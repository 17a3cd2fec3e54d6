// Turns hand-written evaluation cases into a scenario (venues.md format) with the hand-labelled truth.
// Shared by the set builders: evalset.build.ts (the tuning set), holdout.build.ts, the holdouts holdout4..22 (venueBuilders, caseList, nf, rows, z)
// and holdout23..35 (holdoutKit: the case list with hard-negative kinds, the one-listing shorthands, writeSet; ad, long).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';

export interface M { id: string; label: string; t: string; q?: string; close?: string; rules?: string; src?: string; outcomes?: [string, string] }
export interface E { venue: 'alpha' | 'beta' | 'beta_us' | 'gamma'; id: string; title: string; category?: string; close?: string; markets: M[]; sources?: string[]; rules?: string }
/** A case: venue events; `groups` (venue lists) say which of them are one real-world event (default: all); same `t` = same outcome. */
export interface Case { name: string; events: E[]; groups?: string[][]; fungible?: Record<string, boolean> }

const tok = (s: string): string => BigInt(`0x${createHash('sha256').update(s).digest('hex')}`).toString().slice(0, 76);
const cond = (s: string): string => `0x${createHash('sha256').update(`c:${s}`).digest('hex')}`;

export function emitScenario(cases: Case[]): Record<string, unknown> {
  const scenario: Record<string, unknown> = { now: '2026-11-22T15:00:00Z' };
  const alphaSeries: unknown[] = [];
  const alphaEvents: unknown[] = [];
  const betaEvents: unknown[] = [];
  const betaUsMarkets: unknown[] = [];
  const gammaMarkets: unknown[] = [];
  const truthEvents: Array<{ case: string; members: string[] }> = [];
  const truthOutcomes: Array<{ case: string; members: string[]; fungible: Record<string, boolean> }> = [];
  const mid = (e: E, m: M): string => (e.venue === 'beta' ? cond(m.id) : m.id);
  for (const c of cases) {
    const groups = c.groups ?? [c.events.map((e) => e.venue)];
    for (const g of groups) {
      const evs = c.events.filter((e) => g.includes(e.venue));
      truthEvents.push({ case: c.name, members: evs.map((e) => `${e.venue}:${e.id}`) });
      const byT = new Map<string, string[]>();
      for (const e of evs) for (const m of e.markets) byT.set(m.t, [...(byT.get(m.t) ?? []), `${e.venue}:${mid(e, m)}`]);
      for (const members of byT.values()) {
        const fungible: Record<string, boolean> = {};
        for (let i = 0; i < members.length; i++) {
          for (let j = i + 1; j < members.length; j++) {
            const k = `${members[i]!.split(':')[0]}|${members[j]!.split(':')[0]}`;
            fungible[k] = c.fungible?.[k] ?? true;
          }
        }
        truthOutcomes.push({ case: c.name, members, fungible });
      }
    }
    for (const e of c.events) {
      if (e.venue === 'alpha') {
        const series = e.id.split('-')[0]!;
        alphaSeries.push({ ticker: `${series}-${alphaSeries.length}`, title: e.title, category: e.category ?? null, fee_type: 'quadratic', fee_multiplier: 1,
          settlement_sources: (e.sources ?? []).map((s) => ({ name: s.split(' ').slice(0, -1).join(' '), url: s.split(' ').at(-1) })) });
        alphaEvents.push({ event_ticker: e.id, series_ticker: `${series}-${alphaSeries.length - 1}`, title: e.title, sub_title: '', category: e.category,
          mutually_exclusive: e.markets.length > 1, strike_date: e.close ?? null,
          markets: e.markets.map((m) => ({ ticker: m.id, event_ticker: e.id, title: m.q ?? e.title, yes_sub_title: m.label, no_sub_title: m.label, status: 'active',
            close_time: m.close ?? e.close ?? null, expected_expiration_time: m.close ?? e.close ?? null, rules_primary: m.rules ?? e.rules ?? `Resolves Yes if ${m.label}.`,
            price_level_structure: 'linear_cent', volume_fp: '100.00', open_interest_fp: '50.00', last_price_dollars: '0.5000' })) });
      } else if (e.venue === 'beta') {
        betaEvents.push({ id: e.id, slug: e.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title: e.title, category: e.category, enableNegRisk: e.markets.length > 1,
          endDate: e.close, description: e.rules ?? null,
          markets: e.markets.map((m) => ({ conditionId: cond(m.id), questionID: cond(m.id).slice(0, 10), question: m.q ?? e.title, slug: m.id,
            ...(m.label !== '' && m.label !== 'Yes' ? { groupItemTitle: m.label } : {}),
            outcomes: JSON.stringify(m.outcomes ?? ['Yes', 'No']), outcomePrices: '["0.5", "0.5"]',
            clobTokenIds: JSON.stringify([tok(`${m.id}:0`), tok(`${m.id}:1`)]), endDate: m.close ?? e.close, resolutionSource: m.src ?? '',
            description: m.rules ?? e.rules ?? `Resolves per ${m.src ?? 'the stated source'}.`, negRisk: e.markets.length > 1, active: true, closed: false, feesEnabled: false })) });
      } else if (e.venue === 'beta_us') {
        for (const m of e.markets) {
          betaUsMarkets.push({ slug: m.id, eventSlug: e.id, eventTitle: e.title, question: m.q ?? e.title, category: e.category,
            ...(m.label !== '' && m.label !== 'Yes' ? { groupItemTitle: m.label } : {}), outcomes: JSON.stringify(m.outcomes ?? ['Yes', 'No']),
            endDate: m.close ?? e.close, resolutionSource: m.src ?? '', description: m.rules ?? e.rules ?? '', active: true, closed: false });
        }
      } else {
        const cutoff = e.close !== undefined ? Date.parse(e.close) / 1000 : undefined;
        const child = (m: M): Record<string, unknown> => ({ marketId: Number(m.id), marketTitle: m.label === 'Yes' ? e.title : m.label, marketType: 0, status: 2,
          yesTokenId: tok(`g${m.id}:y`), noTokenId: tok(`g${m.id}:n`), rules: m.rules ?? e.rules ?? '', ...(m.close !== undefined ? { cutoffAt: Date.parse(m.close) / 1000 } : cutoff !== undefined ? { cutoffAt: cutoff } : {}) });
        if (e.markets.length === 1 && e.markets[0]!.id === e.id) gammaMarkets.push({ ...child(e.markets[0]!), marketTitle: e.title, childMarkets: [] });
        else gammaMarkets.push({ marketId: Number(e.id), marketTitle: e.title, marketType: 1, status: 2, rules: e.rules ?? '', ...(cutoff !== undefined ? { cutoffAt: cutoff } : {}), childMarkets: e.markets.map(child) });
      }
    }
  }
  scenario['alpha'] = { series: alphaSeries, events: alphaEvents };
  scenario['beta'] = { events: betaEvents };
  scenario['beta_us'] = { markets: betaUsMarkets };
  scenario['gamma'] = { markets: gammaMarkets };
  scenario['truth'] = { events: truthEvents, outcomes: truthOutcomes };
  return scenario;
}

/** A market row: label, truth tag, question, market id suffix (alpha: the ticker suffix such as T109999.99 or B40.5). */
export type Row = [label: string, t: string, q?: string, suffix?: string];

/** A label as a venue slug ("São Paulo GP" → "sao-paulo-gp"). */
export function slug(s: string): string {
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Builds venue events from rows, with the venues' market id shapes; alpha events without a category get `alphaCategory`. */
export function eventBuilder(alphaCategory?: string): (venue: E['venue'], id: string, title: string, close: string, rows: Row[], extra?: Partial<E> & { src?: string; mrules?: (label: string) => string }) => E {
  return (venue, id, title, close, rows, extra = {}) => {
    const { src, mrules, ...rest } = extra;
    const markets: M[] = rows.map(([label, t, q, suffix], i) => {
      const mid = venue === 'alpha' ? `${id}-${suffix ?? slug(label).toUpperCase().slice(0, 12)}` : venue === 'gamma' ? `${id}${String(i + 1).padStart(2, '0')}` : `${id}-${suffix ?? slug(label)}`;
      return { id: mid, label, t, ...(q !== undefined ? { q } : {}), ...(src !== undefined ? { src } : {}), ...(mrules !== undefined ? { rules: mrules(label) } : {}) };
    });
    return { venue, id, title, close, markets, ...(venue === 'alpha' && alphaCategory !== undefined && rest.category === undefined ? { category: alphaCategory } : {}), ...rest };
  };
}

/** A single yes/no venue event. */
export const yesNoEvent = (venue: E['venue'], id: string, title: string, close: string, t: string, extra: Partial<E> = {}): E =>
  ({ venue, id, title, close, markets: [{ id, label: 'Yes', t }], ...extra });


// ---------------------------------------------------------------- the holdouts' builders (holdout4..10.build.ts)

/** Extra market fields of a holdout row. */
export type Mx = Partial<M>;
/** A holdout market row: market id (or suffix), label, truth tag, extra fields. */
export type HoldoutRow = [id: string, label: string, t: string, x?: Mx];

/** Not fungible on these venue pairs (`'alpha|gamma'`; both orders written). */
export function nf(...pairs: string[]): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const p of pairs) {
    const [a, b] = p.split('|');
    out[`${a}|${b}`] = false;
    out[`${b}|${a}`] = false;
  }
  return out;
}

/** Markets from rows; ids are `${prefix}${sep}${id}`. */
export const rows = (prefix: string, sep: string, ms: HoldoutRow[]): M[] => ms.map(([id, label, t, x]) => ({ id: `${prefix}${sep}${id}`, label, t, ...(x ?? {}) }));

/** An ISO instant from a date and a UTC time of day (default 23:59). */
export const z = (d: string, hm = '23:59'): string => `${d}T${hm}:00Z`;

/** A beta / beta_us market's two outcome names. */
export const yn = (a: string, b: string): [string, string] => [a, b];

/**
 * The venue events of a holdout, in the venues' id shapes: alpha market tickers `${ticker}-${suffix}`; beta numeric event
 * ids from `betaBase + 1` with slug market ids; beta_us event and market slugs; gamma ids from `gammaBase + 1`, a
 * categorical market's children taking the next ids.
 */
export function venueBuilders(betaBase: number, gammaBase: number): {
  A: (ticker: string, title: string, category: string, close: string, ms: HoldoutRow[], x?: Partial<E>) => E;
  B: (title: string, category: string, close: string, ms: HoldoutRow[], x?: Partial<E>) => E;
  U: (eventSlug: string, title: string, category: string, close: string, ms: HoldoutRow[], x?: Partial<E>) => E;
  G: (title: string, close: string, ms: Array<[label: string, t: string, x?: Mx]>, x?: Partial<E>) => E;
  G1: (title: string, close: string, t: string, x?: Partial<E>) => E;
  nextBetaId: () => string;
} {
  let betaId = betaBase;
  let gammaId = gammaBase;
  const nextBetaId = (): string => String(++betaId);
  return {
    A: (ticker, title, category, close, ms, x = {}) => ({ venue: 'alpha', id: ticker, title, category, close, markets: rows(ticker, '-', ms), ...x }),
    B: (title, category, close, ms, x = {}) => ({ venue: 'beta', id: nextBetaId(), title, category, close, markets: rows('', '', ms), ...x }),
    U: (eventSlug, title, category, close, ms, x = {}) => ({ venue: 'beta_us', id: eventSlug, title, category, close, markets: rows('', '', ms), ...x }),
    G: (title, close, ms, x = {}) => {
      const id = String(++gammaId);
      const markets = ms.map(([label, t, mx]) => ({ id: String(++gammaId), label, t, ...(mx ?? {}) }));
      return { venue: 'gamma', id, title, close, markets, ...x };
    },
    G1: (title, close, t, x = {}) => {
      const id = String(++gammaId);
      return { venue: 'gamma', id, title, close, markets: [{ id, label: 'Yes', t }], ...x };
    },
    nextBetaId,
  };
}

/**
 * A holdout's cases with their category and count of hard negatives. `add` refuses a case name used twice and, with
 * `oneListingPerVenue`, a case listing one venue twice or `groups` that do not cover the case's venues exactly once
 * (a set may list one venue's buckets as separate events of one case, and then leaves it off).
 */
export function caseList<C extends string>(options: { oneListingPerVenue?: boolean } = {}): { cases: Case[]; meta: Array<{ name: string; cat: C; hn: number }>; add: (cat: C, c: Case, hn?: number) => void } {
  const cases: Case[] = [];
  const meta: Array<{ name: string; cat: C; hn: number }> = [];
  const add = (cat: C, c: Case, hn = 0): void => {
    if (cases.some((x) => x.name === c.name)) throw new Error(`duplicate case ${c.name}`);
    const venues = c.events.map((e) => e.venue);
    if (options.oneListingPerVenue === true) {
      if (new Set(venues).size !== venues.length) throw new Error(`case ${c.name} lists a venue twice`);
      if (c.groups !== undefined && c.groups.flat().sort().join() !== [...venues].sort().join()) throw new Error(`case ${c.name}: groups do not cover its venues once`);
    }
    cases.push(c);
    meta.push({ name: c.name, cat, hn });
  };
  return { cases, meta, add };
}

// ---------------------------------------------------------------- what the holdouts from holdout23 on share

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2030-06-14' → '30JUN14' (alpha ticker dates). */
export const ad = (d: string): string => `${d.slice(2, 4)}${MON[Number(d.slice(5, 7)) - 1]!}${d.slice(8, 10)}`;
/** '2030-06-14' → 'June 14, 2030'. */
export const long = (d: string): string => `${MONTH[Number(d.slice(5, 7)) - 1]!} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}`;

/** Gamma categorical rows from [label, t] pairs (a typed list for `G`). */
export const gr = (...ps: Array<[string, string]>): Array<[string, string]> => ps;

/**
 * A holdout's case list (one listing per venue) with the kinds of each case's hard negatives, its venue builders, the
 * one-listing shorthands (B1, U1, A1), `w` (the same extra fields on every row) and `writeSet`, which writes the
 * scenario with its truth and prints the set's figures.
 */
export function holdoutKit<C extends string, H extends string>(betaBase: number, gammaBase: number) {
  const { cases, meta, add } = caseList<C>({ oneListingPerVenue: true });
  const hnKinds: Array<{ name: string; kinds: H[] }> = [];
  const vb = venueBuilders(betaBase, gammaBase);
  const { A, B, U } = vb;
  return {
    ...vb,
    cases,
    meta,
    hnKinds,
    /** Adds a case and records the kinds of its hard negatives (one per kind listed). */
    addCase: (cat: C, c: Case, kinds: H[] = []): void => {
      add(cat, c, kinds.length);
      hnKinds.push({ name: c.name, kinds });
    },
    /** Adds the same extra fields (a source, rules) to every row. */
    w: (ms: HoldoutRow[], mx: Mx): HoldoutRow[] => ms.map(([id, label, t, x]) => [id, label, t, { ...mx, ...(x ?? {}) }]),
    /** A beta yes/no event with one market whose slug is the title's. */
    B1: (title: string, cat: string, close: string, t: string, x: Partial<E> & { mx?: Mx } = {}): E => {
      const { mx, ...rest } = x;
      return B(title, cat, close, [[slug(title), 'Yes', t, mx]], rest);
    },
    /** A beta_us yes/no event: event slug and one market slug. */
    U1: (eventSlug: string, title: string, cat: string, close: string, t: string, mx?: Mx): E => U(eventSlug, title, cat, close, [[eventSlug, 'Yes', t, mx]]),
    /** An alpha yes/no event: one market with `suffix`; `sources` go to the event (its series' settlement sources), the rest to the market. */
    A1: (ticker: string, title: string, cat: string, close: string, suffix: string, label: string, t: string, x: Mx & { sources?: string[] } = {}): E => {
      const { sources, ...mx } = x;
      return A(ticker, title, cat, close, [[suffix, label, t, mx]], sources !== undefined ? { sources } : {});
    },
    /**
     * Writes the scenario with its truth to `file` and prints the set's figures; refuses (throws) a venue event or market
     * id used twice on one venue (a gamma yes/no event's one market shares its event's id) and a close before 2026-11-23.
     */
    writeSet: (file: URL): void => {
      const seen = new Set<string>();
      for (const c of cases) {
        for (const e of c.events) {
          for (const id of [`${e.venue}:event:${e.id}`, ...e.markets.filter((m) => !(e.venue === 'gamma' && m.id === e.id)).map((m) => `${e.venue}:market:${m.id}`)]) {
            if (seen.has(id)) throw new Error(`id used twice: ${id} (case ${c.name})`);
            seen.add(id);
          }
          for (const close of [e.close, ...e.markets.map((m) => m.close)]) if (close !== undefined && close < '2026-11-23') throw new Error(`close ${close} before 2026-11-23 (case ${c.name})`);
        }
      }
      const scenario = emitScenario(cases);
      writeFileSync(file, `${JSON.stringify(scenario, null, 1)}\n`);
      const events = cases.reduce((n, c) => n + c.events.length, 0);
      const truth = scenario['truth'] as { outcomes: Array<{ members: string[] }> };
      const outcomeMatches = truth.outcomes.filter((o) => o.members.length > 1).length;
      const byKind = new Map<string, number>();
      for (const h of hnKinds) for (const k of h.kinds) byKind.set(k, (byKind.get(k) ?? 0) + 1);
      const byCat = new Map<string, number>();
      for (const m of meta) byCat.set(m.cat, (byCat.get(m.cat) ?? 0) + 1);
      const withNeg = hnKinds.filter((h) => h.kinds.length > 0).length;
      const singles = cases.filter((c) => c.events.length === 1).length;
      console.log(JSON.stringify({ cases: cases.length, venueEvents: events, outcomeMatches, casesWithHardNegatives: withNeg, singleVenueCases: singles, hardNegatives: meta.reduce((n, m) => n + m.hn, 0), byKind: Object.fromEntries(byKind), byCategory: Object.fromEntries(byCat) }));
    },
  };
}
