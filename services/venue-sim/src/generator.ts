// Seeded market generator: a cross-venue catalog of real-world events and random-walk books that it streams as venue messages.
import { formatPrice, formatSize } from '@ref/domain';
import type { AlphaEvent, AlphaMarket, BetaEvent, BetaMarket, GammaMarket, Match, MatchOutcome, Rec } from './scenario.ts';
import { ALPHA_FMT, TOKEN_FMT, type VenueState } from './state.ts';

export interface GeneratorOptions {
  seed: number;
  now: () => number;
  /** Book updates per second across all listings (each is one or two venue messages). */
  messagesPerSecond?: number;
  /** Interval of the generator's timer. */
  tickMs?: number;
  /** Roll crypto up/down windows (settle ended ones, list new ones) as the clock passes. */
  roll?: boolean;
  /** Number of sports games (the catalog scales with it). */
  games?: number;
}

type Kind = 'sports' | 'election' | 'rates' | 'macro' | 'crypto';
type Venue = 'alpha' | 'beta' | 'beta_us' | 'gamma';

/** One venue's listing of one outcome, with the YES-view book the generator walks (integers). */
interface Listing {
  venue: Venue;
  id: string; // alpha ticker, beta condition id, gamma market id, beta_us slug
  tokens?: [string, string];
  gammaRoot?: number;
  tick: number;
  bids: Map<number, number>;
  asks: Map<number, number>;
  offset: number;
  gapTicks: number;
  live: boolean;
}
interface Outcome { label: string; fair: number; listings: Listing[] }
interface WorldEvent { kind: Kind; outcomes: Outcome[]; closesAt: number; crypto?: { asset: string; tf: number; start: number; ref: number } }

/** mulberry32: a small, fast, seeded PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TEAMS: [string, string, string][] = [
  ['LAL', 'Lakers', 'Los Angeles'], ['BOS', 'Celtics', 'Boston'], ['GSW', 'Warriors', 'Golden State'], ['NYK', 'Knicks', 'New York'],
  ['MIA', 'Heat', 'Miami'], ['CHI', 'Bulls', 'Chicago'], ['DEN', 'Nuggets', 'Denver'], ['PHX', 'Suns', 'Phoenix'],
  ['DAL', 'Mavericks', 'Dallas'], ['MIL', 'Bucks', 'Milwaukee'], ['PHI', '76ers', 'Philadelphia'], ['OKC', 'Thunder', 'Oklahoma City'],
  ['KC', 'Chiefs', 'Kansas City'], ['BUF', 'Bills', 'Buffalo'], ['SF', '49ers', 'San Francisco'], ['DET', 'Lions', 'Detroit'],
  ['ARS', 'Arsenal', 'London'], ['LIV', 'Liverpool', 'Liverpool'], ['MCI', 'Man City', 'Manchester'], ['CHE', 'Chelsea', 'London'],
];
const LEAGUES = [
  { code: 'NBA', cat: 'Sports', teams: TEAMS.slice(0, 12) },
  { code: 'NFL', cat: 'Sports', teams: TEAMS.slice(12, 16) },
  { code: 'EPL', cat: 'Sports', teams: TEAMS.slice(16, 20) },
];
const RACES: { code: string; title: string; short: string; candidates: string[] }[] = [
  { code: 'SENPA', title: 'Pennsylvania Senate race', short: 'PA Senate', candidates: ['Rivera', 'Whitfield', 'Osei'] },
  { code: 'GOVNY', title: 'New York Governor race', short: 'NY Governor', candidates: ['Hartley', 'Moreno', 'Kaplan', 'Duarte'] },
  { code: 'SENGA', title: 'Georgia Senate race', short: 'GA Senate', candidates: ['Brooks', 'Ellison'] },
  { code: 'MAYLA', title: 'Los Angeles mayoral election', short: 'LA Mayor', candidates: ['Nakamura', 'Alvarez', 'Price'] },
  { code: 'PRESBR', title: 'Brazil presidential election', short: 'Brazil President', candidates: ['Souza', 'Lima', 'Carvalho', 'Mendes'] },
  { code: 'PMCA', title: 'Next Prime Minister of Canada', short: 'Canada PM', candidates: ['Tremblay', 'Singh-Roy', 'MacLeod'] },
  { code: 'CHANDE', title: 'German chancellor after the election', short: 'German Chancellor', candidates: ['Weber', 'Hoffmann', 'Krause'] },
  { code: 'SENOH', title: 'Ohio Senate race', short: 'OH Senate', candidates: ['Dalton', 'Reyes'] },
];
const BANKS = [
  { code: 'FED', name: 'Fed', long: 'Federal Reserve', rate: 'federal funds rate' },
  { code: 'ECB', name: 'ECB', long: 'European Central Bank', rate: 'deposit facility rate' },
  { code: 'BOE', name: 'BoE', long: 'Bank of England', rate: 'Bank Rate' },
  { code: 'BOJ', name: 'BoJ', long: 'Bank of Japan', rate: 'policy rate' },
];
const RATE_OUTCOMES = ['Cut 50bps or more', 'Cut 25bps', 'No change', 'Hike 25bps or more'];
const MACRO = [
  { code: 'CPIYOY', name: 'CPI inflation (YoY)', unit: '%', base: 2.8, step: 0.1, src: 'Bureau of Labor Statistics' },
  { code: 'U3', name: 'Unemployment rate', unit: '%', base: 4.2, step: 0.1, src: 'Bureau of Labor Statistics' },
  { code: 'PAYROLLS', name: 'Nonfarm payrolls', unit: 'k', base: 150, step: 25, src: 'Bureau of Labor Statistics' },
  { code: 'GDP', name: 'GDP growth (QoQ annualised)', unit: '%', base: 2.0, step: 0.5, src: 'Bureau of Economic Analysis' },
];
const CRYPTO = [
  { sym: 'BTC', name: 'Bitcoin', spot: 9_712_345, vol: 0.0006 },
  { sym: 'ETH', name: 'Ethereum', spot: 341_278, vol: 0.0008 },
  { sym: 'SOL', name: 'Solana', spot: 18_342, vol: 0.001 },
];
const TIMEFRAMES = [5, 15, 60];
/** Levels per side beyond which walks stop extending a book (depth would otherwise grow for as long as it runs). */
const MAX_DEPTH = 40;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const clampP = (p: number, tick: number): number => Math.min(10_000 - tick, Math.max(tick, p));
const roundTo = (p: number, tick: number): number => Math.round(p / tick) * tick;
const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');
/** Standard normal CDF (Abramowitz–Stegun), for the crypto up/down fair value. */
function phi(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989423 * Math.exp((-x * x) / 2);
  const p = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return x > 0 ? 1 - p : p;
}

/** The generator. Deterministic for a seed given the same clock readings and the same number of ticks. */
export class Generator {
  readonly matches: Match[] = [];
  ticks = 0;
  private readonly state: VenueState;
  private readonly rnd: () => number;
  private readonly now: () => number;
  private readonly opts: Required<GeneratorOptions>;
  private readonly events: WorldEvent[] = [];
  private readonly live: { o: Outcome; l: Listing }[] = [];
  private readonly spot = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private paused = false;
  private seq = 0;
  private carry = 0;
  private gammaId = 7000;
  private betaEventId = 90000;

  constructor(state: VenueState, opts: GeneratorOptions) {
    this.state = state;
    this.opts = { messagesPerSecond: 300, tickMs: 100, roll: true, games: 60, ...opts };
    this.rnd = prng(opts.seed);
    this.now = opts.now;
    this.build();
  }

  start(): void {
    if (this.timer) return;
    // The message budget follows the wall clock, not the count of timer callbacks: a busy event loop fires the
    // interval late, and counting callbacks would fall short of the configured rate (at most 1 s is caught up).
    let last = performance.now();
    this.timer = setInterval(() => {
      const t = performance.now();
      const elapsed = Math.min(1000, t - last);
      last = t;
      if (!this.paused) this.tick(elapsed);
    }, this.opts.tickMs);
    this.timer.unref();
  }
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
  pause(): void {
    this.paused = true;
  }
  resume(): void {
    this.paused = false;
  }
  step(n: number): void {
    for (let i = 0; i < n; i++) this.tick();
  }
  /** Current crypto spot reference prices, dollars as decimal strings. */
  spotPrices(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of this.spot) out[k] = (v / 100).toFixed(2);
    return out;
  }

  private r(min: number, max: number): number {
    return min + Math.floor(this.rnd() * (max - min + 1));
  }
  private pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rnd() * xs.length)]!;
  }
  private hex(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += Math.floor(this.rnd() * 16).toString(16);
    return s;
  }
  private digits(n: number): string {
    let s = String(1 + Math.floor(this.rnd() * 9));
    for (let i = 1; i < n; i++) s += Math.floor(this.rnd() * 10);
    return s;
  }
  private size(): number {
    // Mostly retail-sized levels, a heavy tail of large resting orders (1/100 contracts).
    const u = this.rnd();
    return Math.round((u < 0.7 ? this.r(5, 300) : u < 0.95 ? this.r(300, 3000) : this.r(3000, 25000)) * 100);
  }

  // ------------------------------------------------------------------ catalog
  private build(): void {
    const t0 = Math.floor(this.now() / 60_000) * 60_000;
    for (const c of CRYPTO) this.spot.set(c.sym, c.spot);
    for (let g = 0; g < this.opts.games; g++) this.sportsGame(t0, g);
    RACES.forEach((race, i) => this.election(t0, race, i));
    BANKS.forEach((b, i) => this.rateDecision(t0, b, i));
    MACRO.forEach((m, i) => {
      this.macroRelease(t0, m, i, 0);
      this.macroRelease(t0, m, i, 1);
    });
    for (const c of CRYPTO) for (const tf of TIMEFRAMES) {
      const start = Math.floor(t0 / (tf * 60_000)) * tf * 60_000;
      this.cryptoWindow(c, tf, start);
      this.cryptoWindow(c, tf, start + tf * 60_000);
    }
  }

  private newListing(venue: Venue, id: string, fair: number, tick: number, tokens?: [string, string], gammaRoot?: number): Listing {
    const l: Listing = { venue, id, tick, bids: new Map(), asks: new Map(), offset: this.r(-80, 80), gapTicks: 0, live: true };
    if (tokens) l.tokens = tokens;
    if (gammaRoot !== undefined) l.gammaRoot = gammaRoot;
    const mid = clampP(roundTo(fair + l.offset, tick), tick * 2);
    const half = tick * this.r(1, 2);
    const depth = this.r(8, 20);
    for (let i = 0; i < depth; i++) {
      const b = mid - half - i * tick;
      const a = mid + half + i * tick;
      if (b > 0) l.bids.set(b, this.size());
      if (a < 10_000) l.asks.set(a, this.size());
    }
    return l;
  }

  /** Registers a world event: lists each outcome on the chosen venues, fills their books, and records the ground truth. */
  private world(kind: Kind, closesAt: number, outcomes: Outcome[], match: Match, crypto?: WorldEvent['crypto']): void {
    const e: WorldEvent = crypto ? { kind, outcomes, closesAt, crypto } : { kind, outcomes, closesAt };
    this.events.push(e);
    for (const o of outcomes) for (const l of o.listings) this.live.push({ o, l });
    if (match.outcomes.length > 0 && [match.alpha, match.beta, match.gamma].filter((x) => x !== undefined).length >= 2) this.matches.push(match);
    this.renderBooks(outcomes);
  }

  /** Writes the initial books of new listings into the venue state (what REST and WS snapshots serve). */
  private renderBooks(outcomes: Outcome[]): void {
    for (const o of outcomes) for (const l of o.listings) {
      for (const [p, s] of l.bids) this.renderLevel(l, true, p, s);
      for (const [p, s] of l.asks) this.renderLevel(l, false, p, s);
    }
  }

  /** Writes one YES-view level straight into the venue state (initial books: nobody is subscribed yet). */
  private renderLevel(l: Listing, bid: boolean, p: number, s: number): void {
    const q = 10_000 - p;
    if (l.venue === 'alpha') {
      const a = this.state.alpha.get(l.id)!;
      (bid ? a.yes : a.no).set(bid ? p : q, s, ALPHA_FMT);
    } else if (l.venue === 'beta' || l.venue === 'gamma') {
      const tokens = l.venue === 'beta' ? this.state.betaTokens : this.state.gammaTokens;
      const y = tokens.get(l.tokens![0])!.book;
      const n = tokens.get(l.tokens![1])!.book;
      (bid ? y.bids : y.asks).set(p, s, TOKEN_FMT);
      (bid ? n.asks : n.bids).set(q, s, TOKEN_FMT);
    } else this.state.setBetaUs(l.id, bid, p, s);
  }

  private venuesFor(kind: Kind, hardNegative: boolean): Venue[] {
    if (hardNegative) return [this.pick<Venue>(['alpha', 'beta', 'gamma'])];
    const p = { sports: [0.9, 0.85, 0.35, 0.6], election: [0.95, 0.95, 0.6, 0.3], rates: [1, 0.9, 0.7, 0.2], macro: [0.95, 0.7, 0.4, 0.1], crypto: [1, 1, 0.5, 0.5] }[kind];
    const out: Venue[] = [];
    (['alpha', 'beta', 'gamma', 'beta_us'] as Venue[]).forEach((v, i) => {
      if (this.rnd() < p[i]!) out.push(v);
    });
    if (out.filter((v) => v !== 'beta_us').length < 2) return ['alpha', 'beta'];
    return out;
  }

  private alphaSeries(ticker: string, title: string, category: string, source: string): void {
    if (this.state.alphaSeries.has(ticker)) return;
    const u = this.rnd();
    this.state.alphaSeries.set(ticker, {
      ticker,
      title,
      category,
      frequency: 'custom',
      fee_type: u < 0.75 ? 'quadratic' : u < 0.95 ? 'quadratic_with_maker_fees' : 'flat',
      fee_multiplier: this.pick([0.5, 1, 1, 1, 2]),
      settlement_sources: [{ name: source, url: `https://example.org/${ticker.toLowerCase()}` }],
      tags: [category],
    });
  }

  /**
   * Lists one event with its outcomes on the given venues. `names` gives each venue's wording: event title and,
   * per outcome, the market title/question.
   */
  private list(
    kind: Kind,
    venues: Venue[],
    closesAt: number,
    o: { labels: string[]; fairs: number[]; exclusive: boolean },
    w: {
      category: string; source: string; seriesTicker: string; seriesTitle: string; eventTicker: string; marketSuffix: (i: number) => string;
      alphaTitle: string; alphaSub: string; alphaMarket: (i: number) => string; betaTitle: string; betaSlug: string; betaQuestion: (i: number) => string;
      gammaTitle: string; gammaChild: (i: number) => string; usSlug: (i: number) => string; usQuestion: (i: number) => string; rules: (i: number) => string;
      tick?: number; feeRate?: number; extraAlpha?: Rec;
    },
    crypto?: WorldEvent['crypto'],
  ): void {
    if (this.state.alphaEvents.some((e) => e.event_ticker === w.eventTicker) || this.state.betaEvents.some((e) => e.slug === w.betaSlug)) return;
    const outcomes: Outcome[] = o.labels.map((label, i) => ({ label, fair: o.fairs[i]!, listings: [] }));
    const match: Match = { outcomes: outcomes.map((x) => ({ label: x.label })) };
    const close = iso(closesAt);
    if (venues.includes('alpha')) {
      this.alphaSeries(w.seriesTicker, w.seriesTitle, w.category, w.source);
      const markets: AlphaMarket[] = [];
      outcomes.forEach((oc, i) => {
        const ticker = `${w.eventTicker}-${w.marketSuffix(i)}`;
        const l = this.newListing('alpha', ticker, oc.fair, 100);
        oc.listings.push(l);
        (match.outcomes[i] as MatchOutcome).alpha = ticker;
        const bb = Math.max(...l.bids.keys());
        const ba = Math.min(...l.asks.keys());
        markets.push({
          ticker, event_ticker: w.eventTicker, market_type: 'binary', title: w.alphaMarket(i), yes_sub_title: oc.label, no_sub_title: oc.label,
          status: 'active', open_time: iso(this.now() - 86_400_000), close_time: close, expected_expiration_time: iso(closesAt + 3_600_000),
          rules_primary: w.rules(i), price_level_structure: 'linear_cent', yes_bid_dollars: formatPrice(bb), yes_ask_dollars: formatPrice(ba),
          last_price_dollars: formatPrice(roundTo(oc.fair, 100)), volume_fp: formatSize(this.r(100, 500_000) * 100), open_interest_fp: formatSize(this.r(50, 100_000) * 100),
          ...(w.extraAlpha ?? {}),
        });
      });
      const ev: AlphaEvent = { event_ticker: w.eventTicker, series_ticker: w.seriesTicker, title: w.alphaTitle, sub_title: w.alphaSub, category: w.category, mutually_exclusive: o.exclusive, strike_date: close, markets };
      this.state.addAlphaEvent(ev);
      match.alpha = w.eventTicker;
    }
    if (venues.includes('beta')) {
      const id = String(this.betaEventId++);
      const rate = w.feeRate ?? 0.05;
      const ev: BetaEvent = { id, slug: w.betaSlug, title: w.betaTitle, description: w.rules(0), startDate: iso(this.now() - 86_400_000), endDate: close, active: true, closed: false, enableNegRisk: o.exclusive && o.labels.length > 2, negRisk: o.exclusive && o.labels.length > 2, tags: [{ id: String(this.r(1, 999)), label: w.category, slug: w.category.toLowerCase() }], markets: [] };
      this.state.betaEvents.push(ev);
      outcomes.forEach((oc, i) => {
        const cid = `0x${this.hex(64)}`;
        const tokens: [string, string] = [this.digits(77), this.digits(77)];
        const tick = w.tick ?? 100;
        const l = this.newListing('beta', cid, oc.fair, tick, tokens);
        oc.listings.push(l);
        (match.outcomes[i] as MatchOutcome).beta = cid;
        const yes = roundTo(oc.fair, 100);
        const m: BetaMarket = {
          id: String(this.r(500_000, 999_999)), conditionId: cid, questionID: `0x${this.hex(64)}`, question: w.betaQuestion(i), slug: `${w.betaSlug}-${i}`,
          outcomes: '["Yes", "No"]', outcomePrices: JSON.stringify([TOKEN_FMT.price(yes), TOKEN_FMT.price(10_000 - yes)]), clobTokenIds: JSON.stringify(tokens),
          endDate: close, resolutionSource: `https://example.org/${w.source.toLowerCase().replace(/\s+/g, '-')}`, description: w.rules(i), negRisk: ev['negRisk'] as boolean,
          orderPriceMinTickSize: tick / 10_000, orderMinSize: 5, active: true, closed: false, bestBid: Math.max(...l.bids.keys()) / 10_000, bestAsk: Math.min(...l.asks.keys()) / 10_000,
          volumeNum: this.r(1000, 2_000_000), liquidityNum: this.r(500, 200_000), feesEnabled: rate > 0,
          ...(rate > 0 ? { fd: { r: rate, e: 1, to: true } } : {}),
        };
        ev.markets.push(m);
        this.state.addBetaMarket(ev, m);
      });
      match.beta = w.betaSlug;
    }
    if (venues.includes('gamma')) {
      const rootId = this.gammaId++;
      const binary = outcomes.length === 1;
      const children: GammaMarket[] = [];
      outcomes.forEach((oc, i) => {
        const id = binary ? rootId : rootId * 100 + i;
        const yesT = this.digits(70);
        const noT = this.digits(70);
        const l = this.newListing('gamma', String(id), oc.fair, 100, [yesT, noT], binary ? undefined : rootId);
        oc.listings.push(l);
        (match.outcomes[i] as MatchOutcome).gamma = id;
        children.push({ marketId: id, marketTitle: binary ? w.gammaTitle : w.gammaChild(i), marketType: 0, status: 2, yesTokenId: yesT, noTokenId: noT, yesLabel: 'YES', noLabel: 'NO', rules: w.rules(i), cutoffAt: Math.floor(closesAt / 1000) });
      });
      const root: GammaMarket = binary ? children[0]! : { marketId: rootId, marketTitle: w.gammaTitle, marketType: 1, status: 2, childMarkets: children, rules: w.rules(0), cutoffAt: Math.floor(closesAt / 1000) };
      this.state.addGammaMarket(root);
      match.gamma = rootId;
    }
    if (venues.includes('beta_us')) {
      outcomes.forEach((oc, i) => {
        const slug = w.usSlug(i);
        const l = this.newListing('beta_us', slug, oc.fair, 100);
        oc.listings.push(l);
        (match.outcomes[i] as MatchOutcome)['beta_us'] = slug;
        this.state.addBetaUsMarket({ slug, question: w.usQuestion(i), outcomes: ['Yes', 'No'], active: true, closed: false, endDate: close, category: w.category.toLowerCase() });
      });
      match['beta_us'] = w.usSlug(0);
    }
    this.world(kind, closesAt, outcomes, match, crypto);
  }

  private dateCode(ms: number): string {
    const d = new Date(ms);
    return `${String(d.getUTCFullYear()).slice(2)}${MONTHS[d.getUTCMonth()]}${String(d.getUTCDate()).padStart(2, '0')}`;
  }
  private longDate(ms: number): string {
    const d = new Date(ms);
    return `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
  }

  private sportsGame(t0: number, g: number): void {
    const league = LEAGUES[g % LEAGUES.length]!;
    const home = this.pick(league.teams);
    let away = this.pick(league.teams);
    while (away === home) away = this.pick(league.teams);
    const at = t0 + (1 + Math.floor(g / 6)) * 86_400_000 + this.r(0, 5) * 3_600_000;
    const hardNeg = g % 10 === 9; // the same pairing on another date, listed on one venue only
    const when = hardNeg ? at + 7 * 86_400_000 : at;
    const pHome = this.r(2500, 7500);
    const dc = this.dateCode(when);
    const day = this.longDate(when);
    const slugDate = new Date(when).toISOString().slice(0, 10);
    const sub = `${away[1]} at ${home[1]} (${day})`;
    this.list('sports', this.venuesFor('sports', hardNeg), when, { labels: [home[1], away[1]], fairs: [pHome, 10_000 - pHome - this.r(0, 150)], exclusive: true }, {
      category: 'Sports', source: `${league.code} official results`, seriesTicker: `KX${league.code}GAME`, seriesTitle: `${league.code} game winner`,
      eventTicker: `KX${league.code}GAME-${dc}${away[0]}${home[0]}`, marketSuffix: (i) => (i === 0 ? home[0] : away[0]),
      alphaTitle: `${away[2]} at ${home[2]}`, alphaSub: sub, alphaMarket: () => `${away[2]} at ${home[2]} Winner?`,
      betaTitle: `${away[1]} vs. ${home[1]}`, betaSlug: `${league.code.toLowerCase()}-${away[0].toLowerCase()}-${home[0].toLowerCase()}-${slugDate}`,
      betaQuestion: (i) => `Will the ${i === 0 ? home[1] : away[1]} beat the ${i === 0 ? away[1] : home[1]}?`,
      gammaTitle: `${league.code}: ${away[1]} @ ${home[1]} — ${slugDate}`, gammaChild: (i) => (i === 0 ? home[1] : away[1]),
      usSlug: (i) => `${league.code.toLowerCase()}-${slugDate}-${away[0].toLowerCase()}-${home[0].toLowerCase()}-${(i === 0 ? home[0] : away[0]).toLowerCase()}`,
      usQuestion: (i) => `${i === 0 ? home[1] : away[1]} to win vs ${i === 0 ? away[1] : home[1]} on ${day}`,
      rules: (i) => `Resolves Yes if the ${i === 0 ? home[1] : away[1]} win the ${league.code} game against the ${i === 0 ? away[1] : home[1]} scheduled for ${day}. Postponed beyond 48 hours resolves No.`,
      feeRate: 0.03,
    });
  }

  private election(t0: number, race: (typeof RACES)[number], i: number): void {
    const when = t0 + (30 + i * 9) * 86_400_000;
    const weights = race.candidates.map(() => this.r(1, 10));
    const total = weights.reduce((a, b) => a + b, 0);
    const fairs = weights.map((x) => Math.max(200, Math.round((x / total) * 10_000)));
    const year = new Date(when).getUTCFullYear();
    this.list('election', this.venuesFor('election', false), when, { labels: race.candidates, fairs, exclusive: true }, {
      category: 'Politics', source: 'Official certified results', seriesTicker: `KX${race.code}`, seriesTitle: race.title,
      eventTicker: `KX${race.code}-${String(year).slice(2)}`, marketSuffix: (k) => race.candidates[k]!.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 6),
      alphaTitle: `Who will win the ${year} ${race.title}?`, alphaSub: `${year}`, alphaMarket: (k) => `Will ${race.candidates[k]} win the ${race.short}?`,
      betaTitle: `${race.short} Election Winner ${year}`, betaSlug: `${race.short.toLowerCase().replace(/[^a-z]+/g, '-')}-election-winner-${year}`,
      betaQuestion: (k) => `Will ${race.candidates[k]} win the ${year} ${race.short} election?`,
      gammaTitle: `${race.title} ${year} winner`, gammaChild: (k) => race.candidates[k]!,
      usSlug: (k) => `${race.code.toLowerCase()}-${year}-${race.candidates[k]!.toLowerCase()}`, usQuestion: (k) => `${race.candidates[k]} wins ${race.short} ${year}`,
      rules: (k) => `Resolves Yes if ${race.candidates[k]} is the certified winner of the ${year} ${race.title}.`, feeRate: 0.04,
    });
  }

  private rateDecision(t0: number, b: (typeof BANKS)[number], i: number): void {
    for (const [n, hardNeg] of [[0, false], [1, true]] as const) {
      const when = t0 + (12 + i * 5 + n * 42) * 86_400_000;
      const d = new Date(when);
      const mon = MONTH_NAMES[d.getUTCMonth()]!;
      const yr = d.getUTCFullYear();
      const fairs = [this.r(200, 1500), this.r(1500, 4000), this.r(3000, 6000), this.r(100, 800)];
      this.list('rates', this.venuesFor('rates', hardNeg), when, { labels: RATE_OUTCOMES, fairs, exclusive: true }, {
        category: 'Economics', source: b.long, seriesTicker: `KX${b.code}DECISION`, seriesTitle: `${b.long} rate decision`,
        eventTicker: `KX${b.code}DECISION-${this.dateCode(when).slice(0, 5)}`, marketSuffix: (k) => ['C50', 'C25', 'H0', 'H25'][k]!,
        alphaTitle: `${b.name} decision in ${mon} ${yr}?`, alphaSub: `${mon} ${yr} meeting`, alphaMarket: (k) => `${b.name} ${RATE_OUTCOMES[k]} in ${mon}?`,
        betaTitle: `${b.long} decision in ${mon}?`, betaSlug: `${b.code.toLowerCase()}-decision-in-${mon.toLowerCase()}-${yr}`,
        betaQuestion: (k) => `${b.name} ${['decreases rates by 50+ bps', 'decreases rates by 25 bps', 'makes no change', 'increases rates by 25+ bps'][k]} after ${mon} ${yr} meeting?`,
        gammaTitle: `${b.name} ${mon} ${yr} rate decision`, gammaChild: (k) => RATE_OUTCOMES[k]!,
        usSlug: (k) => `${b.code.toLowerCase()}-${mon.toLowerCase()}-${yr}-${['cut50', 'cut25', 'hold', 'hike25'][k]}`, usQuestion: (k) => `${b.name} ${RATE_OUTCOMES[k]} (${mon} ${yr})`,
        rules: (k) => `Resolves per the ${b.rate} announced by the ${b.long} after its ${mon} ${yr} meeting: ${RATE_OUTCOMES[k]}.`, feeRate: 0.05,
      });
    }
  }

  private macroRelease(t0: number, m: (typeof MACRO)[number], i: number, n: number): void {
    const when = t0 + (5 + i * 3 + n * 30) * 86_400_000;
    const d = new Date(when);
    const ref = MONTH_NAMES[(d.getUTCMonth() + 11) % 12]!;
    const yr = d.getUTCFullYear();
    const strikes = [-1, 0, 1].map((k) => Number((m.base + k * m.step + (n === 1 ? m.step / 2 : 0)).toFixed(2)));
    const fairs = strikes.map((_, k) => [7200, 4800, 2300][k]! + this.r(-600, 600));
    const fmt = (x: number): string => `${x}${m.unit}`;
    this.list('macro', this.venuesFor('macro', false), when, { labels: strikes.map((s) => `Above ${fmt(s)}`), fairs, exclusive: false }, {
      category: 'Economics', source: m.src, seriesTicker: `KX${m.code}`, seriesTitle: m.name,
      eventTicker: `KX${m.code}-${this.dateCode(when).slice(0, 5)}`, marketSuffix: (k) => `T${strikes[k]}`,
      alphaTitle: `${m.name} in ${ref} ${yr}`, alphaSub: `Released ${this.longDate(when)}`, alphaMarket: (k) => `${m.name} above ${fmt(strikes[k]!)}?`,
      betaTitle: `${ref} ${m.name.split(' (')[0]} above ...?`, betaSlug: `${m.code.toLowerCase()}-${ref.toLowerCase()}-${yr}`,
      betaQuestion: (k) => `Will ${ref} ${m.name.split(' (')[0]} be greater than ${fmt(strikes[k]!)}?`,
      gammaTitle: `${m.name} — ${ref} ${yr} print`, gammaChild: (k) => `> ${fmt(strikes[k]!)}`,
      usSlug: (k) => `${m.code.toLowerCase()}-${ref.toLowerCase()}-${yr}-above-${String(strikes[k]).replace('.', 'p')}`, usQuestion: (k) => `${ref} ${m.name} above ${fmt(strikes[k]!)}`,
      rules: (k) => `Resolves Yes if the ${m.name} for ${ref} ${yr} first published by the ${m.src} is strictly greater than ${fmt(strikes[k]!)}.`, feeRate: 0.05,
    });
  }

  private cryptoWindow(c: (typeof CRYPTO)[number], tf: number, start: number): void {
    const end = start + tf * 60_000;
    const ref = this.spot.get(c.sym)!;
    const hh = (ms: number): string => new Date(ms).toISOString().slice(11, 16);
    const dc = `${this.dateCode(start)}${hh(start).replace(':', '')}`;
    const label = tf === 60 ? '1h' : `${tf}m`;
    const refStr = (ref / 100).toFixed(2);
    const venues: Venue[] = tf === 60 ? ['alpha', 'beta', 'gamma', 'beta_us'] : tf === 15 ? ['alpha', 'beta', 'gamma'] : ['alpha', 'beta'];
    this.list('crypto', venues, end, { labels: ['Up'], fairs: [5000], exclusive: false }, {
      category: 'Crypto', source: 'CF Benchmarks', seriesTicker: `KX${c.sym}${label.toUpperCase()}`, seriesTitle: `${c.name} up or down (${label})`,
      eventTicker: `KX${c.sym}${label.toUpperCase()}-${dc}`, marketSuffix: () => 'UP',
      alphaTitle: `${c.name} price up in next ${label}?`, alphaSub: `${hh(start)}–${hh(end)} UTC`, alphaMarket: () => `${c.sym} above $${refStr} at ${hh(end)} UTC?`,
      betaTitle: `${c.name} Up or Down - ${this.longDate(start)}, ${hh(start)}-${hh(end)} UTC`, betaSlug: `${c.sym.toLowerCase()}-updown-${label}-${Math.floor(start / 1000)}`,
      betaQuestion: () => `${c.name} Up or Down - ${hh(start)}-${hh(end)} UTC`,
      gammaTitle: `${c.sym}/USD ${label} up/down ${hh(start)}`, gammaChild: () => 'Up',
      usSlug: () => `${c.sym.toLowerCase()}-up-${label}-${Math.floor(start / 1000)}`, usQuestion: () => `${c.name} up over ${label} from ${hh(start)} UTC`,
      rules: () => `Resolves Up if the ${c.sym}/USD reference price at ${iso(end)} is at or above the price to beat $${refStr} set at ${iso(start)}.`,
      tick: tf === 5 ? 10 : 100, feeRate: 0.07, extraAlpha: { floor_strike: ref / 100 },
    }, { asset: c.sym, tf, start, ref });
  }

  // ------------------------------------------------------------------ the walk
  private tick(elapsedMs: number = this.opts.tickMs): void {
    this.ticks++;
    const now = this.now();
    // Spot moves; crypto fair values follow the distance to the price to beat.
    for (const c of CRYPTO) {
      const s = this.spot.get(c.sym)!;
      this.spot.set(c.sym, Math.max(1, Math.round(s * (1 + (this.rnd() - 0.5) * 2 * c.vol * 0.3))));
    }
    for (const e of this.events) {
      if (e.crypto) {
        const c = CRYPTO.find((x) => x.sym === e.crypto!.asset)!;
        const left = Math.max(1, (e.closesAt - now) / 60_000);
        const z = (this.spot.get(c.sym)! - e.crypto.ref) / (e.crypto.ref * c.vol * Math.sqrt(left));
        e.outcomes[0]!.fair = Math.round(phi(z) * 10_000);
      } else if (this.rnd() < 0.05) {
        const o = this.pick(e.outcomes);
        o.fair = Math.min(9800, Math.max(200, o.fair + this.r(-60, 60)));
      }
    }
    if (this.opts.roll) this.roll(now);
    // Cross-venue gaps open and close.
    if (this.live.length > 0 && this.rnd() < 0.2) {
      const x = this.pick(this.live);
      x.l.offset = (this.rnd() < 0.5 ? -1 : 1) * this.r(300, 900);
      x.l.gapTicks = this.r(20, 200);
    }
    this.carry += (this.opts.messagesPerSecond * elapsedMs) / 1000;
    const n = Math.floor(this.carry);
    this.carry -= n;
    for (let i = 0; i < n && this.live.length > 0; i++) this.walk(this.pick(this.live), now);
  }

  private walk(x: { o: Outcome; l: Listing }, now: number): void {
    const { o, l } = x;
    if (l.gapTicks > 0 && --l.gapTicks === 0) l.offset = this.r(-80, 80);
    const tick = l.tick;
    const bb = l.bids.size > 0 ? Math.max(...l.bids.keys()) : -1;
    const ba = l.asks.size > 0 ? Math.min(...l.asks.keys()) : -1;
    if (bb < 0 || ba < 0) {
      // Refill an emptied side next to the target.
      const target = clampP(roundTo(o.fair + l.offset, tick), tick * 2);
      if (bb < 0) this.setLevel(l, 'bid', Math.min(target - tick, ba < 0 ? target - tick : ba - tick), this.size());
      else this.setLevel(l, 'ask', Math.max(target + tick, bb + tick), this.size());
      return;
    }
    const target = clampP(roundTo(o.fair + l.offset, tick), tick);
    const mid = (bb + ba) / 2;
    const u = this.rnd();
    if (u < 0.1) return this.trade(l, bb, ba, now);
    if (u < 0.45 && Math.abs(target - mid) >= tick) {
      // Requote toward the target: improve one side or pull the other.
      if (target > mid) {
        if (ba - bb > tick) this.setLevel(l, 'bid', bb + tick, this.size());
        else if (l.asks.size > 2) this.setLevel(l, 'ask', ba, 0);
      } else if (ba - bb > tick) this.setLevel(l, 'ask', ba - tick, this.size());
      else if (l.bids.size > 2) this.setLevel(l, 'bid', bb, 0);
      return;
    }
    // Resize a level near the top, or extend depth.
    const bid = this.rnd() < 0.5;
    const side = bid ? l.bids : l.asks;
    if (side.size < 6 || (this.rnd() < 0.1 && side.size < MAX_DEPTH)) {
      const far = bid ? Math.min(...l.bids.keys()) - tick : Math.max(...l.asks.keys()) + tick;
      if (far > 0 && far < 10_000) {
        this.setLevel(l, bid ? 'bid' : 'ask', far, this.size());
        return;
      }
      // at the price bound: resize a level instead, so that every walk sends a message (the rate holds over time)
    }
    const k = Math.min(side.size - 1, Math.floor(this.rnd() * this.rnd() * side.size));
    const prices = [...side.keys()].sort((a, b) => (bid ? b - a : a - b));
    const p = prices[k]!;
    if (this.rnd() < 0.15 && side.size > 4) this.setLevel(l, bid ? 'bid' : 'ask', p, 0);
    else this.setLevel(l, bid ? 'bid' : 'ask', p, this.size());
  }

  private trade(l: Listing, bb: number, ba: number, now: number): void {
    const buy = this.rnd() < 0.5; // taker buys YES (lifts asks) or sells YES (hits bids)
    const whale = this.rnd() < 0.03;
    let want = whale ? this.r(2000, 50_000) * 100 : this.r(1, 200) * 100;
    const side = buy ? l.asks : l.bids;
    const order = [...side.keys()].sort((a, b) => (buy ? a - b : b - a));
    let filled = 0;
    let last = buy ? ba : bb;
    for (const p of order) {
      if (want <= 0 || side.size <= 1) break;
      const s = side.get(p)!;
      const take = Math.min(s, want);
      want -= take;
      filled += take;
      last = p;
      this.setLevel(l, buy ? 'ask' : 'bid', p, s - take);
    }
    if (filled === 0) return;
    // stamped after the fills (a fresh clock reading: distinct times when the clock moves per reading, as in fast-forward)
    this.emitTrade(l, last, filled, buy, Math.max(now, this.now()));
  }

  /** Sets one YES-view level and emits it in the venue's own protocol. */
  private setLevel(l: Listing, side: 'bid' | 'ask', price: number, size: number): void {
    if (price <= 0 || price >= 10_000) return;
    const m = side === 'bid' ? l.bids : l.asks;
    const old = m.get(price) ?? 0;
    if (size <= 0) m.delete(price);
    else m.set(price, size);
    if (old === 0 && size <= 0) return;
    const ts = this.now();
    if (l.venue === 'alpha') {
      const delta = size - old;
      if (delta === 0) return;
      const msg = { market_ticker: l.id, side: side === 'bid' ? 'yes' : 'no', price_dollars: formatPrice(side === 'bid' ? price : 10_000 - price), delta_fp: formatSize(delta), ts: iso(ts) };
      this.state.applyAlpha({ type: 'orderbook_delta', msg });
    } else if (l.venue === 'beta') {
      const [yes, no] = l.tokens!;
      const bestBid = l.bids.size ? Math.max(...l.bids.keys()) : 0;
      const bestAsk = l.asks.size ? Math.min(...l.asks.keys()) : 10_000;
      const f = TOKEN_FMT;
      const yesChange = { asset_id: yes, price: f.price(price), size: f.size(size), side: side === 'bid' ? 'BUY' : 'SELL', hash: this.hex(40), best_bid: f.price(bestBid), best_ask: f.price(bestAsk) };
      const noChange = { asset_id: no, price: f.price(10_000 - price), size: f.size(size), side: side === 'bid' ? 'SELL' : 'BUY', hash: this.hex(40), best_bid: f.price(10_000 - bestAsk), best_ask: f.price(10_000 - bestBid) };
      const r = this.state.applyBeta({ market: l.id, price_changes: [yesChange, noChange], timestamp: String(ts), event_type: 'price_change' });
      if (!r.ok) throw new Error(r.error);
    } else if (l.venue === 'gamma') {
      const [yes, no] = l.tokens!;
      const id = Number(l.id);
      const root = l.gammaRoot !== undefined ? { rootMarketId: l.gammaRoot } : {};
      const f = TOKEN_FMT;
      this.state.applyGamma({ marketId: id, ...root, tokenId: yes, outcomeSide: 1, side: side === 'bid' ? 'bids' : 'asks', price: f.price(price), size: f.size(size), msgType: 'market.depth.diff' });
      this.state.applyGamma({ marketId: id, ...root, tokenId: no, outcomeSide: 2, side: side === 'bid' ? 'asks' : 'bids', price: f.price(10_000 - price), size: f.size(size), msgType: 'market.depth.diff' });
    } else {
      this.state.setBetaUs(l.id, side === 'bid', price, size);
    }
  }

  private emitTrade(l: Listing, price: number, size: number, buyYes: boolean, ts: number): void {
    this.seq++;
    if (l.venue === 'alpha') {
      this.state.applyAlpha({
        type: 'trade',
        msg: { trade_id: `${this.hex(8)}-${this.hex(4)}-${this.hex(4)}-${this.hex(4)}-${this.hex(12)}`, market_ticker: l.id, yes_price_dollars: formatPrice(price), no_price_dollars: formatPrice(10_000 - price), count_fp: formatSize(size), taker_side: buyYes ? 'yes' : 'no', ts: Math.floor(ts / 1000) },
      });
    } else if (l.venue === 'beta') {
      this.state.applyBeta({ asset_id: l.tokens![0], market: l.id, price: TOKEN_FMT.price(price), side: buyYes ? 'BUY' : 'SELL', size: TOKEN_FMT.size(size), fee_rate_bps: '0', timestamp: String(ts), transaction_hash: `0x${this.hex(64)}`, event_type: 'last_trade_price' });
    } else if (l.venue === 'gamma') {
      const root = l.gammaRoot !== undefined ? { rootMarketId: l.gammaRoot } : {};
      this.state.applyGamma({ marketId: Number(l.id), ...root, tokenId: l.tokens![0], outcomeSide: 1, side: buyYes ? 'Buy' : 'Sell', price: TOKEN_FMT.price(price), shares: TOKEN_FMT.size(size), amount: formatSize(Math.round((price * size) / 10_000)), txHash: `0x${this.hex(64)}`, timestamp: Math.floor(ts / 1000), msgType: 'market.last.trade' });
    }
  }

  /** Settles crypto windows whose end has passed (books emptied, status resolved) and lists the following window. */
  private roll(now: number): void {
    for (const e of this.events) {
      if (!e.crypto || e.closesAt > now || !e.outcomes[0]!.listings.some((l) => l.live)) continue;
      const up = this.spot.get(e.crypto.asset)! >= e.crypto.ref;
      for (const l of e.outcomes[0]!.listings) {
        if (!l.live) continue;
        for (const p of [...l.bids.keys()]) this.setLevel(l, 'bid', p, 0);
        for (const p of [...l.asks.keys()]) this.setLevel(l, 'ask', p, 0);
        l.live = false;
        this.settleRecord(l, up);
      }
      for (let i = this.live.length - 1; i >= 0; i--) if (this.live[i]!.o === e.outcomes[0]) this.live.splice(i, 1);
      const c = CRYPTO.find((x) => x.sym === e.crypto!.asset)!;
      const nextStart = e.crypto.start + 2 * e.crypto.tf * 60_000;
      if (!this.events.some((x) => x.crypto && x.crypto.asset === c.sym && x.crypto.tf === e.crypto!.tf && x.crypto.start === nextStart)) this.cryptoWindow(c, e.crypto.tf, nextStart);
    }
  }

  private settleRecord(l: Listing, up: boolean): void {
    if (l.venue === 'alpha') {
      const m = this.state.alpha.get(l.id)?.market;
      if (m) Object.assign(m, { status: 'finalized', result: up ? 'yes' : 'no' });
    } else if (l.venue === 'beta') {
      const m = this.state.beta.get(l.id)?.market;
      if (m) Object.assign(m, { active: false, closed: true, outcomePrices: up ? '["1", "0"]' : '["0", "1"]', umaResolutionStatus: 'resolved' });
      const ev = this.state.beta.get(l.id)?.event;
      if (ev) Object.assign(ev, { active: false, closed: true });
    } else if (l.venue === 'gamma') {
      const m = this.state.gamma.get(Number(l.id))?.market;
      if (m) Object.assign(m, { status: 4, resultTokenId: up ? m.yesTokenId : m.noTokenId });
    } else {
      const m = this.state.betaUsMarkets.find((x) => x.slug === l.id);
      if (m) Object.assign(m, { active: false, closed: true });
    }
  }
}
