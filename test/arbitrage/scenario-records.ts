// Test helper: a scenario file's venue records normalised into md.catalog.v1 and md.book.v1 records the way the
// connectors do (alpha bids mirrored into asks, beta/gamma per-token asks, fee models from the venue records).
// Used where the arbitrage path is tested without venue-sim and the connectors.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BookUpdate, CatalogEvent, CatalogMarket, FeeModel, Level } from '@ref/bus';
import { parsePriceUnits, parseSizeUnits, PRICE_ONE } from '@ref/domain';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const examplePath = join(repoRoot, 'packages/domain/fixtures/scenarios/arbitrage-example.json');
export const expectedPath = join(repoRoot, 'packages/domain/fixtures/scenarios/arbitrage-example.expected.json');

export interface ExpectedEntry {
  label: string;
  buy_yes_market: string;
  buy_no_market: string;
  yes_identifier: string;
  no_identifier: string;
  yes_ask: number;
  no_ask: number;
  gross_cents: number;
  fee_cents: number;
  net_cents: number;
  executable_size: number;
  max_profit_dollars: number;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- scenario JSON is read loosely here; the service validates its own inputs */
export function loadScenario(path = examplePath): any {
  return JSON.parse(readFileSync(path, 'utf8'));
}
export function loadExpected(path = expectedPath): ExpectedEntry[] {
  return JSON.parse(readFileSync(path, 'utf8')) as ExpectedEntry[];
}

const NO_FEE: FeeModel = { kind: 'none', rate: '0', multiplier: '1', exponent: 1, taker_only: true };
const ms = (iso: string | undefined): number | null => (iso ? Date.parse(iso) : null);

function market(over: Partial<CatalogMarket> & Pick<CatalogMarket, 'venue_market_id' | 'question' | 'outcome_label' | 'fee'>): CatalogMarket {
  return {
    slug: null,
    yes_token: null,
    no_token: null,
    status: 'active',
    result: null,
    open_time_ms: null,
    close_time_ms: null,
    expiration_time_ms: null,
    settled_at_ms: null,
    rules: null,
    resolution_source: null,
    tick_size: 100,
    last_yes_price: null,
    last_no_price: null,
    volume: null,
    volume_24h: null,
    open_interest: null,
    liquidity: null,
    ...over,
  };
}

export function catalogRecords(s: any, gammaFeeRate = '0.04', observedAtMs = 0): CatalogEvent[] {
  const out: CatalogEvent[] = [];
  const series = new Map<string, any>((s.alpha?.series ?? []).map((x: any) => [x.ticker, x]));
  for (const ev of s.alpha?.events ?? []) {
    const se = series.get(ev.series_ticker);
    const fee: FeeModel = se ? { kind: 'alpha_quadratic', rate: '0.07', multiplier: String(se.fee_multiplier), exponent: 1, taker_only: se.fee_type !== 'quadratic_with_maker_fees' } : NO_FEE;
    out.push({
      venue: 'alpha', venue_event_id: ev.event_ticker, event_slug: null, series_id: ev.series_ticker, series_title: se?.title ?? null, title: ev.title,
      sub_title: ev.sub_title || null, category: ev.category ?? null, status: 'active', mutually_exclusive: !!ev.mutually_exclusive,
      market_type: ev.markets.length > 1 ? 'categorical' : 'binary', close_time_ms: ms(ev.strike_date), settlement_sources: (se?.settlement_sources ?? []).map((x: any) => x.url),
      rules: null, observed_at_ms: observedAtMs,
      markets: ev.markets.map((m: any) => market({
        venue_market_id: m.ticker, question: m.title, outcome_label: m.yes_sub_title, fee, close_time_ms: ms(m.close_time),
        expiration_time_ms: ms(m.expected_expiration_time), rules: m.rules_primary ?? null, volume: m.volume_fp ?? null, open_interest: m.open_interest_fp ?? null,
        last_yes_price: m.last_price_dollars ? parsePriceUnits(m.last_price_dollars) : null,
      })),
    });
  }
  for (const ev of s.beta?.events ?? []) {
    out.push({
      venue: 'beta', venue_event_id: String(ev.id), event_slug: ev.slug, series_id: null, series_title: null, title: ev.title, sub_title: null, category: null,
      status: 'active', mutually_exclusive: !!ev.enableNegRisk, market_type: ev.markets.length > 1 ? 'categorical' : 'binary', close_time_ms: null,
      settlement_sources: [], rules: null, observed_at_ms: observedAtMs,
      markets: ev.markets.map((m: any) => {
        const [yes, no] = JSON.parse(m.clobTokenIds) as string[];
        const fee: FeeModel = m.feesEnabled && m.fd ? { kind: 'beta_power', rate: String(m.fd.r), multiplier: '1', exponent: m.fd.e, taker_only: !!m.fd.to } : NO_FEE;
        return market({
          venue_market_id: m.conditionId, question: m.question, outcome_label: m.question, slug: m.slug, yes_token: yes ?? null, no_token: no ?? null, fee,
          close_time_ms: ms(m.endDate), resolution_source: m.resolutionSource ?? null, volume: m.volumeNum !== undefined ? String(m.volumeNum) : null,
          liquidity: m.liquidityNum !== undefined ? String(m.liquidityNum) : null, tick_size: Math.round(Number(m.orderPriceMinTickSize ?? 0.01) * PRICE_ONE),
        });
      }),
    });
  }
  const gfee: FeeModel = { kind: 'gamma_quadratic', rate: gammaFeeRate, multiplier: '1', exponent: 1, taker_only: true };
  for (const mk of s.gamma?.markets ?? []) {
    const children = mk.childMarkets?.length ? mk.childMarkets : [mk];
    out.push({
      venue: 'gamma', venue_event_id: String(mk.marketId), event_slug: null, series_id: null, series_title: null, title: mk.marketTitle, sub_title: null, category: null,
      status: 'active', mutually_exclusive: mk.marketType === 1, market_type: mk.marketType === 1 ? 'categorical' : 'binary', close_time_ms: mk.cutoffAt ? mk.cutoffAt * 1000 : null,
      settlement_sources: [], rules: mk.rules ?? null, observed_at_ms: observedAtMs,
      markets: children.map((c: any) => market({ venue_market_id: String(c.marketId), question: c.marketTitle, outcome_label: c.marketTitle, yes_token: c.yesTokenId, no_token: c.noTokenId, fee: gfee })),
    });
  }
  return out;
}

const lv = (price: number, size: number): Level => ({ price, size });
const asc = (l: Level[]): Level[] => l.sort((a, b) => a.price - b.price);

/** One snapshot record per listing (alpha ticker, beta condition id, gamma child market id). */
export function bookSnapshots(s: any, nowMs = 0): BookUpdate[] {
  const out: BookUpdate[] = [];
  const rec = (venue: string, id: string, yes: Level[], no: Level[]): BookUpdate => ({
    venue, venue_market_id: id, event_key: null, kind: 'snapshot', seq: 0, venue_seq: null, venue_ts_ms: nowMs, received_ts_ms: nowMs, yes_asks: asc(yes), no_asks: asc(no),
  });
  for (const [ticker, b] of Object.entries<any>(s.alpha?.books ?? {})) {
    const mirror = (bids: [string, string][]): Level[] => bids.map(([p, q]) => lv(PRICE_ONE - parsePriceUnits(p), parseSizeUnits(q)));
    out.push(rec('alpha', ticker, mirror(b.no_dollars_fp ?? []), mirror(b.yes_dollars_fp ?? [])));
  }
  const asks = (b: any): Level[] => (b?.asks ?? []).map((l: any) => lv(parsePriceUnits(l.price), parseSizeUnits(l.size)));
  for (const ev of s.beta?.events ?? []) {
    for (const m of ev.markets) {
      const [yes, no] = JSON.parse(m.clobTokenIds) as string[];
      out.push(rec('beta', m.conditionId, asks(s.beta.books[yes ?? '']), asks(s.beta.books[no ?? ''])));
    }
  }
  for (const mk of s.gamma?.markets ?? []) {
    for (const c of mk.childMarkets?.length ? mk.childMarkets : [mk]) out.push(rec('gamma', String(c.marketId), asks(s.gamma.books[c.yesTokenId]), asks(s.gamma.books[c.noTokenId])));
  }
  return out;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** An opportunity as /arbitrage/current returns it, reduced to the fields of the expected file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field
export function expectedView(o: any): ExpectedEntry {
  return {
    label: o.label,
    buy_yes_market: o.buy_yes_market,
    buy_no_market: o.buy_no_market,
    yes_identifier: o.yes_leg.identifier,
    no_identifier: o.no_leg.identifier,
    yes_ask: o[o.buy_yes_market].yes_ask,
    no_ask: o[o.buy_no_market].no_ask,
    gross_cents: o.gross_cents,
    fee_cents: o.fee_cents,
    net_cents: o.net_cents,
    executable_size: o.executable_size,
    max_profit_dollars: o.max_profit_dollars,
  };
}

/** The identity of a directed pair: the two identifiers hit. */
export const pairKey = (e: { yes_identifier: string; no_identifier: string }): string => `${e.yes_identifier}|${e.no_identifier}`;
