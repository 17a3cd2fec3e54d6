// The scenario format of venues.md: types, a validator that names the path of the first bad field, and a file loader.
import { readFile } from 'node:fs/promises';
import { parseScaled } from '@ref/domain';

/** A venue record served verbatim: its known fields are checked, the rest passes through untouched. */
export type Rec = Record<string, unknown>;

export interface AlphaMarket extends Rec { ticker: string; event_ticker?: string; status: string }
export interface AlphaEvent extends Rec { event_ticker: string; series_ticker: string; title: string; markets: AlphaMarket[] }
export interface AlphaSeries extends Rec { ticker: string; fee_type: string; fee_multiplier: number }
/** alpha book: both ladders are bids, `[price, size]` decimal strings, ascending (best bid last). */
export interface AlphaBook { yes_dollars_fp: [string, string][]; no_dollars_fp: [string, string][] }
export interface PriceSize { price: string; size: string }
/** A per-token book (beta, gamma): bids and asks as `{price, size}` decimal strings. */
export interface TokenBook { bids: PriceSize[]; asks: PriceSize[] }
export interface BetaMarket extends Rec { conditionId: string; clobTokenIds: string; outcomes: string; question: string }
export interface BetaEvent extends Rec { id: string; slug: string; title: string; markets: BetaMarket[] }
export interface BetaUsMarket extends Rec { slug: string }
export interface GammaMarket extends Rec {
  marketId: number;
  marketTitle: string;
  marketType: number;
  status: number;
  yesTokenId?: string;
  noTokenId?: string;
  childMarkets?: GammaMarket[];
}
export interface TimelineEntry { at_ms: number; venue: 'alpha' | 'beta' | 'gamma'; message: Rec }
export interface MatchOutcome { label: string; alpha?: string; beta?: string; gamma?: number; [k: string]: unknown }
export interface Match { alpha?: string; beta?: string; gamma?: number; outcomes: MatchOutcome[]; [k: string]: unknown }

export interface Scenario {
  now?: string;
  alpha?: { series?: AlphaSeries[]; events?: AlphaEvent[]; books?: Record<string, AlphaBook>; trades?: Rec[] };
  beta?: { events?: BetaEvent[]; books?: Record<string, TokenBook>; trades?: Rec[] };
  beta_us?: { markets?: BetaUsMarket[]; books?: Record<string, TokenBook> };
  gamma?: { markets?: GammaMarket[]; books?: Record<string, TokenBook>; trades?: Rec[] };
  timeline?: TimelineEntry[];
  matches?: Match[];
}

/** A scenario that does not follow the format; `path` names the first bad field (e.g. `alpha.events[2].markets[0].ticker`). */
export class ScenarioError extends Error {
  readonly code = 'bad_scenario';
  readonly path: string;
  readonly problem: string;
  constructor(path: string, problem: string) {
    super(`scenario ${path}: ${problem}`);
    this.name = 'ScenarioError';
    this.path = path;
    this.problem = problem;
  }
}

const ALPHA_FEE_TYPES = new Set(['quadratic', 'quadratic_with_maker_fees', 'flat']);
const CONDITION_ID = /^0x[0-9a-fA-F]{64}$/;
const TOKEN_ID = /^[0-9]{1,90}$/;

function fail(path: string, problem: string): never {
  throw new ScenarioError(path, problem);
}
function isObj(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function obj(v: unknown, path: string): Rec {
  if (!isObj(v)) fail(path, 'must be an object');
  return v;
}
function arr(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) fail(path, 'must be an array');
  return v;
}
function str(v: unknown, path: string, nonEmpty = true): string {
  if (typeof v !== 'string') fail(path, 'must be a string');
  if (nonEmpty && v.length === 0) fail(path, 'must not be empty');
  return v;
}
function int(v: unknown, path: string, min = 0): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min) fail(path, `must be an integer >= ${min}`);
  return v;
}
function num(v: unknown, path: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(path, 'must be a finite number');
  return v;
}
/** A probability decimal string with at most 4 places, strictly between 0 and 1. */
function price(v: unknown, path: string): number {
  const s = str(v, path);
  const p = parseScaled(s, 4);
  if (p < 0) fail(path, `"${s}" is not a decimal with at most 4 places`);
  if (p <= 0 || p >= 10_000) fail(path, `"${s}" is outside (0, 1)`);
  return p;
}
function size(v: unknown, path: string): number {
  const s = str(v, path);
  const q = parseScaled(s, 2);
  if (q < 0) fail(path, `"${s}" is not a decimal with at most 2 places`);
  if (q === 0) fail(path, 'must be positive');
  return q;
}
function jsonStringArray(v: unknown, path: string): string[] {
  const s = str(v, path);
  let parsed: unknown;
  try {
    parsed = JSON.parse(s);
  } catch {
    fail(path, 'must be a JSON-encoded array of strings');
  }
  if (!Array.isArray(parsed) || !parsed.every((x) => typeof x === 'string')) fail(path, 'must be a JSON-encoded array of strings');
  return parsed as string[];
}
function uniquePrices(prices: number[], path: string): void {
  const seen = new Set<number>();
  prices.forEach((p, i) => {
    if (seen.has(p)) fail(`${path}[${i}]`, 'duplicate price level');
    seen.add(p);
  });
}
function tokenBook(v: unknown, path: string): void {
  const b = obj(v, path);
  for (const side of ['bids', 'asks'] as const) {
    const levels = arr(b[side], `${path}.${side}`);
    const ps = levels.map((l, i) => {
      const lp = `${path}.${side}[${i}]`;
      const o = obj(l, lp);
      size(o['size'], `${lp}.size`);
      return price(o['price'], `${lp}.price`);
    });
    uniquePrices(ps, `${path}.${side}`);
  }
}

/** Checks a parsed JSON value against the scenario format; throws ScenarioError naming the first bad field. */
export function validateScenario(input: unknown): Scenario {
  const root = obj(input, '$');
  const known = new Set(['now', 'alpha', 'beta', 'beta_us', 'gamma', 'timeline', 'matches']);
  for (const k of Object.keys(root)) if (!known.has(k)) fail(k, 'unknown section');
  if (root['now'] !== undefined && !Number.isFinite(Date.parse(str(root['now'], 'now')))) fail('now', 'must be an ISO 8601 timestamp');

  const alphaTickers = new Set<string>();
  if (root['alpha'] !== undefined) {
    const a = obj(root['alpha'], 'alpha');
    const series = new Set<string>();
    if (a['series'] !== undefined) {
      arr(a['series'], 'alpha.series').forEach((s, i) => {
        const p = `alpha.series[${i}]`;
        const o = obj(s, p);
        series.add(str(o['ticker'], `${p}.ticker`));
        const ft = str(o['fee_type'], `${p}.fee_type`);
        if (!ALPHA_FEE_TYPES.has(ft)) fail(`${p}.fee_type`, `must be one of ${[...ALPHA_FEE_TYPES].join(', ')}`);
        if (num(o['fee_multiplier'], `${p}.fee_multiplier`) < 0) fail(`${p}.fee_multiplier`, 'must be >= 0');
      });
    }
    const eventTickers = new Set<string>();
    if (a['events'] !== undefined) {
      arr(a['events'], 'alpha.events').forEach((e, i) => {
        const p = `alpha.events[${i}]`;
        const o = obj(e, p);
        const et = str(o['event_ticker'], `${p}.event_ticker`);
        if (eventTickers.has(et)) fail(`${p}.event_ticker`, `duplicate event ticker ${et}`);
        eventTickers.add(et);
        const st = str(o['series_ticker'], `${p}.series_ticker`);
        if (series.size > 0 && !series.has(st)) fail(`${p}.series_ticker`, `series ${st} is not in alpha.series`);
        str(o['title'], `${p}.title`, false);
        arr(o['markets'], `${p}.markets`).forEach((m, j) => {
          const mp = `${p}.markets[${j}]`;
          const mo = obj(m, mp);
          const t = str(mo['ticker'], `${mp}.ticker`);
          if (alphaTickers.has(t)) fail(`${mp}.ticker`, `duplicate market ticker ${t}`);
          alphaTickers.add(t);
          if (mo['event_ticker'] !== undefined && str(mo['event_ticker'], `${mp}.event_ticker`) !== et) fail(`${mp}.event_ticker`, `must equal the event's ticker ${et}`);
          str(mo['status'], `${mp}.status`);
        });
      });
    }
    if (a['books'] !== undefined) {
      for (const [t, b] of Object.entries(obj(a['books'], 'alpha.books'))) {
        const p = `alpha.books.${t}`;
        if (!alphaTickers.has(t)) fail(p, `market ticker ${t} is not in alpha.events`);
        const bo = obj(b, p);
        for (const side of ['yes_dollars_fp', 'no_dollars_fp'] as const) {
          const ps = arr(bo[side], `${p}.${side}`).map((l, i) => {
            const lp = `${p}.${side}[${i}]`;
            const pair = arr(l, lp);
            if (pair.length !== 2) fail(lp, 'must be a [price, size] pair');
            size(pair[1], `${lp}[1]`);
            return price(pair[0], `${lp}[0]`);
          });
          uniquePrices(ps, `${p}.${side}`);
        }
      }
    }
    if (a['trades'] !== undefined) arr(a['trades'], 'alpha.trades').forEach((t, i) => alphaTrade(t, `alpha.trades[${i}]`, alphaTickers));
  }

  const betaTokens = new Set<string>();
  if (root['beta'] !== undefined) {
    const b = obj(root['beta'], 'beta');
    const conditions = new Set<string>();
    if (b['events'] !== undefined) {
      arr(b['events'], 'beta.events').forEach((e, i) => {
        const p = `beta.events[${i}]`;
        const o = obj(e, p);
        str(o['id'], `${p}.id`);
        str(o['slug'], `${p}.slug`);
        str(o['title'], `${p}.title`, false);
        arr(o['markets'], `${p}.markets`).forEach((m, j) => {
          const mp = `${p}.markets[${j}]`;
          const mo = obj(m, mp);
          const c = str(mo['conditionId'], `${mp}.conditionId`);
          if (!CONDITION_ID.test(c)) fail(`${mp}.conditionId`, 'must be 0x followed by 64 hex digits');
          if (conditions.has(c)) fail(`${mp}.conditionId`, `duplicate condition id ${c}`);
          conditions.add(c);
          str(mo['question'], `${mp}.question`, false);
          const outcomes = jsonStringArray(mo['outcomes'], `${mp}.outcomes`);
          const tokens = jsonStringArray(mo['clobTokenIds'], `${mp}.clobTokenIds`);
          if (tokens.length !== 2) fail(`${mp}.clobTokenIds`, 'must hold two token ids (Yes first)');
          if (outcomes.length !== tokens.length) fail(`${mp}.outcomes`, 'must have as many entries as clobTokenIds');
          tokens.forEach((t, k) => {
            if (!TOKEN_ID.test(t)) fail(`${mp}.clobTokenIds[${k}]`, 'must be a decimal digit string');
            if (betaTokens.has(t)) fail(`${mp}.clobTokenIds[${k}]`, `duplicate token id ${t}`);
            betaTokens.add(t);
          });
          if (mo['outcomePrices'] !== undefined) jsonStringArray(mo['outcomePrices'], `${mp}.outcomePrices`);
          if (mo['fd'] !== undefined) {
            const fd = obj(mo['fd'], `${mp}.fd`);
            num(fd['r'], `${mp}.fd.r`);
            num(fd['e'], `${mp}.fd.e`);
            if (typeof fd['to'] !== 'boolean') fail(`${mp}.fd.to`, 'must be a boolean');
          }
        });
      });
    }
    if (b['books'] !== undefined) {
      for (const [t, bk] of Object.entries(obj(b['books'], 'beta.books'))) {
        if (!betaTokens.has(t)) fail(`beta.books.${t}`, `token id ${t} is not in any beta market's clobTokenIds`);
        tokenBook(bk, `beta.books.${t}`);
      }
    }
    if (b['trades'] !== undefined) arr(b['trades'], 'beta.trades').forEach((t, i) => betaMessage(t, `beta.trades[${i}]`, betaTokens, 'last_trade_price'));
  }

  if (root['beta_us'] !== undefined) {
    const u = obj(root['beta_us'], 'beta_us');
    const slugs = new Set<string>();
    if (u['markets'] !== undefined) {
      arr(u['markets'], 'beta_us.markets').forEach((m, i) => {
        const s = str(obj(m, `beta_us.markets[${i}]`)['slug'], `beta_us.markets[${i}].slug`);
        if (slugs.has(s)) fail(`beta_us.markets[${i}].slug`, `duplicate slug ${s}`);
        slugs.add(s);
      });
    }
    if (u['books'] !== undefined) {
      for (const [s, bk] of Object.entries(obj(u['books'], 'beta_us.books'))) {
        if (!slugs.has(s)) fail(`beta_us.books.${s}`, `slug ${s} is not in beta_us.markets`);
        tokenBook(bk, `beta_us.books.${s}`);
      }
    }
  }

  const gammaTokens = new Set<string>();
  const gammaIds = new Set<number>();
  if (root['gamma'] !== undefined) {
    const g = obj(root['gamma'], 'gamma');
    const market = (m: unknown, p: string, child: boolean): void => {
      const o = obj(m, p);
      const id = int(o['marketId'], `${p}.marketId`, 1);
      if (gammaIds.has(id)) fail(`${p}.marketId`, `duplicate market id ${id}`);
      gammaIds.add(id);
      str(o['marketTitle'], `${p}.marketTitle`, false);
      const type = int(o['marketType'], `${p}.marketType`);
      if (type > 1 || (child && type !== 0)) fail(`${p}.marketType`, child ? 'a child market must be binary (0)' : 'must be 0 (binary) or 1 (categorical)');
      const status = int(o['status'], `${p}.status`, 1);
      if (status > 6) fail(`${p}.status`, 'must be 1..6');
      if (type === 0) {
        for (const k of ['yesTokenId', 'noTokenId'] as const) {
          const t = str(o[k], `${p}.${k}`);
          if (!TOKEN_ID.test(t)) fail(`${p}.${k}`, 'must be a decimal digit string');
          if (gammaTokens.has(t)) fail(`${p}.${k}`, `duplicate token id ${t}`);
          gammaTokens.add(t);
        }
      } else {
        const kids = arr(o['childMarkets'], `${p}.childMarkets`);
        if (kids.length === 0) fail(`${p}.childMarkets`, 'a categorical market needs child markets');
        kids.forEach((c, i) => market(c, `${p}.childMarkets[${i}]`, true));
      }
    };
    if (g['markets'] !== undefined) arr(g['markets'], 'gamma.markets').forEach((m, i) => market(m, `gamma.markets[${i}]`, false));
    if (g['books'] !== undefined) {
      for (const [t, bk] of Object.entries(obj(g['books'], 'gamma.books'))) {
        if (!gammaTokens.has(t)) fail(`gamma.books.${t}`, `token id ${t} is not in any gamma market`);
        tokenBook(bk, `gamma.books.${t}`);
      }
    }
    if (g['trades'] !== undefined) arr(g['trades'], 'gamma.trades').forEach((t, i) => gammaMessage(t, `gamma.trades[${i}]`, gammaIds));
  }

  if (root['timeline'] !== undefined) {
    let last = 0;
    arr(root['timeline'], 'timeline').forEach((e, i) => {
      const p = `timeline[${i}]`;
      const o = obj(e, p);
      const at = int(o['at_ms'], `${p}.at_ms`);
      if (at < last) fail(`${p}.at_ms`, 'timeline must be in ascending at_ms order');
      last = at;
      const venue = str(o['venue'], `${p}.venue`);
      if (venue === 'alpha') alphaMessage(o['message'], `${p}.message`, alphaTickers);
      else if (venue === 'beta') betaMessage(o['message'], `${p}.message`, betaTokens);
      else if (venue === 'gamma') gammaMessage(o['message'], `${p}.message`, gammaIds);
      else fail(`${p}.venue`, 'must be alpha, beta or gamma (beta_us has no stream)');
    });
  }

  if (root['matches'] !== undefined) {
    arr(root['matches'], 'matches').forEach((m, i) => {
      const p = `matches[${i}]`;
      const o = obj(m, p);
      arr(o['outcomes'], `${p}.outcomes`).forEach((oc, j) => {
        const op = `${p}.outcomes[${j}]`;
        const oo = obj(oc, op);
        str(oo['label'], `${op}.label`);
        if (oo['alpha'] !== undefined && !alphaTickers.has(str(oo['alpha'], `${op}.alpha`))) fail(`${op}.alpha`, 'unknown alpha market ticker');
        if (oo['gamma'] !== undefined && !gammaIds.has(int(oo['gamma'], `${op}.gamma`, 1))) fail(`${op}.gamma`, 'unknown gamma market id');
      });
    });
  }
  return root as Scenario;
}

function alphaTrade(v: unknown, path: string, tickers: Set<string>): void {
  const o = obj(v, path);
  str(o['trade_id'], `${path}.trade_id`);
  const t = str(o['market_ticker'], `${path}.market_ticker`);
  if (!tickers.has(t)) fail(`${path}.market_ticker`, `unknown alpha market ticker ${t}`);
  price(o['yes_price_dollars'], `${path}.yes_price_dollars`);
  price(o['no_price_dollars'], `${path}.no_price_dollars`);
  size(o['count_fp'], `${path}.count_fp`);
  const side = str(o['taker_side'], `${path}.taker_side`);
  if (side !== 'yes' && side !== 'no') fail(`${path}.taker_side`, 'must be yes or no');
}

function alphaMessage(v: unknown, path: string, tickers: Set<string>): void {
  const o = obj(v, path);
  const type = str(o['type'], `${path}.type`);
  const msg = obj(o['msg'], `${path}.msg`);
  if (type === 'trade') return alphaTrade(msg, `${path}.msg`, tickers);
  if (type !== 'orderbook_delta') fail(`${path}.type`, 'must be orderbook_delta or trade');
  const t = str(msg['market_ticker'], `${path}.msg.market_ticker`);
  if (!tickers.has(t)) fail(`${path}.msg.market_ticker`, `unknown alpha market ticker ${t}`);
  const side = str(msg['side'], `${path}.msg.side`);
  if (side !== 'yes' && side !== 'no') fail(`${path}.msg.side`, 'must be yes or no');
  price(msg['price_dollars'], `${path}.msg.price_dollars`);
  const d = str(msg['delta_fp'], `${path}.msg.delta_fp`);
  if (parseScaled(d.startsWith('-') ? d.slice(1) : d, 2) <= 0) fail(`${path}.msg.delta_fp`, 'must be a non-zero signed decimal with at most 2 places');
}

const BETA_TYPES = new Set(['book', 'price_change', 'last_trade_price', 'tick_size_change']);
function betaMessage(v: unknown, path: string, tokens: Set<string>, only?: string): void {
  const o = obj(v, path);
  const type = str(o['event_type'], `${path}.event_type`);
  if (!BETA_TYPES.has(type) || (only !== undefined && type !== only)) fail(`${path}.event_type`, only ? `must be ${only}` : `must be one of ${[...BETA_TYPES].join(', ')}`);
  str(o['market'], `${path}.market`);
  const asset = (a: unknown, p: string): void => {
    const t = str(a, p);
    if (!tokens.has(t)) fail(p, `unknown beta token id ${t}`);
  };
  if (type === 'price_change') {
    arr(o['price_changes'], `${path}.price_changes`).forEach((c, i) => {
      const p = `${path}.price_changes[${i}]`;
      const co = obj(c, p);
      asset(co['asset_id'], `${p}.asset_id`);
      price(co['price'], `${p}.price`);
      const s = str(co['size'], `${p}.size`);
      if (parseScaled(s, 2) < 0) fail(`${p}.size`, 'must be a decimal with at most 2 places');
      const side = str(co['side'], `${p}.side`);
      if (side !== 'BUY' && side !== 'SELL') fail(`${p}.side`, 'must be BUY or SELL');
    });
    return;
  }
  asset(o['asset_id'], `${path}.asset_id`);
  if (type === 'book') tokenBook({ bids: o['bids'], asks: o['asks'] }, path);
  else if (type === 'last_trade_price') {
    price(o['price'], `${path}.price`);
    size(o['size'], `${path}.size`);
    const side = str(o['side'], `${path}.side`);
    if (side !== 'BUY' && side !== 'SELL') fail(`${path}.side`, 'must be BUY or SELL');
  } else {
    price(o['new_tick_size'], `${path}.new_tick_size`);
  }
}

function gammaMessage(v: unknown, path: string, ids: Set<number>): void {
  const o = obj(v, path);
  const type = str(o['msgType'], `${path}.msgType`);
  const id = int(o['marketId'], `${path}.marketId`, 1);
  if (!ids.has(id)) fail(`${path}.marketId`, `unknown gamma market id ${id}`);
  if (type === 'market.depth.diff') {
    str(o['tokenId'], `${path}.tokenId`);
    const os = int(o['outcomeSide'], `${path}.outcomeSide`, 1);
    if (os > 2) fail(`${path}.outcomeSide`, 'must be 1 (yes) or 2 (no)');
    const side = str(o['side'], `${path}.side`);
    if (side !== 'bids' && side !== 'asks') fail(`${path}.side`, 'must be bids or asks');
    price(o['price'], `${path}.price`);
    const s = str(o['size'], `${path}.size`);
    if (parseScaled(s, 2) < 0) fail(`${path}.size`, 'must be a decimal with at most 2 places');
  } else if (type === 'market.last.trade') {
    str(o['tokenId'], `${path}.tokenId`);
    price(o['price'], `${path}.price`);
    size(o['shares'], `${path}.shares`);
  } else if (type !== 'market.last.price') fail(`${path}.msgType`, 'must be market.depth.diff, market.last.trade or market.last.price');
}

/** Reads and validates a scenario file; JSON syntax errors become a ScenarioError at `$`. */
export async function loadScenarioFile(file: string): Promise<Scenario> {
  const text = await readFile(file, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new ScenarioError('$', `not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  return validateScenario(json);
}
