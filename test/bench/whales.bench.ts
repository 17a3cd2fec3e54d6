// Benchmark: md.trade.v1 records per second through whale detection (Avro decode + exact notional + threshold-index
// match) with 100,000 accounts tracking 20 events each, against a baseline that only decodes the same records; run
// again with 10,000 accounts to show the cost is flat in the number of non-matching accounts.
// Usage: node test/bench/whales.bench.ts  → bench-results/whales.json
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadCodecs, type Trade } from '@ref/bus';
import { tradeNotionalMicros, WhaleIndex } from '@ref/domain';

const EVENTS = 2000;
const PER_ACCOUNT = 20;
const TRADES = 200_000;
const ROUNDS = 5;

let seed = 42;
function rnd(): number {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 4294967296;
}

/** `accounts` accounts with thresholds from 1,000 to 1,000,000 USD (log-uniform), plus `idle` accounts whose
 *  thresholds (2,000,000 USD and up) no trade reaches. Same seed each time: the first accounts are identical. */
function buildIndex(accounts: number, idle = 0): WhaleIndex {
  const idx = new WhaleIndex();
  seed = 7;
  for (let a = 0; a < accounts + idle; a++) {
    const chosen = new Set<number>();
    while (chosen.size < PER_ACCOUNT) chosen.add(Math.floor(rnd() * EVENTS));
    for (const e of chosen) {
      const usd = a < accounts ? Math.round(10 ** (3 + 3 * rnd())) : 2_000_000 + Math.round(rnd() * 1e6);
      idx.load('alpha', `EV-${e}`, { accountId: `acc-${a}`, trackingId: e + 1, thresholdMicros: usd * 1_000_000, thresholdText: String(usd), notify: true });
    }
  }
  idx.finishLoad();
  return idx;
}

// Trades: most a few hundred USD, 1 in 100 a whale between 1,000 and 1,000,000 USD.
const codec = loadCodecs().get('md.trade.v1');
const encoded: Buffer[] = [];
for (let i = 0; i < TRADES; i++) {
  const whale = rnd() < 0.01;
  const price = 100 + Math.floor(rnd() * 9800);
  const usd = whale ? 10 ** (3 + 3 * rnd()) : 1 + rnd() * 500;
  const size = Math.max(1, Math.round((usd * 1_000_000) / price));
  const t: Trade = {
    venue: 'alpha', venue_market_id: `EV-${i % EVENTS}-M`, event_key: null, venue_event_id: `EV-${Math.floor(rnd() * EVENTS)}`, trade_id: `t${i}`,
    token_id: null, outcome: 'yes', side: rnd() < 0.5 ? 'buy' : 'sell', price, size, venue_ts_ms: 1_795_000_000_000 + i, received_ts_ms: 1_795_000_000_000 + i,
    fee_rate_bps: null, transaction_hash: null,
  };
  encoded.push(codec.encode(t));
}

function baseline(): number {
  let sink = 0;
  for (const b of encoded) sink += (codec.decode(b) as Trade).price;
  return sink;
}

function detect(idx: WhaleIndex): { sink: number; matches: number } {
  let matches = 0;
  let sink = 0;
  for (const b of encoded) {
    const t = codec.decode(b) as Trade;
    const m = idx.match(t.venue, t.venue_event_id as string, tradeNotionalMicros(t.price, t.size));
    // touch every matched entry, as the service does when it builds the whale trades
    for (let k = 0; k < m.count; k++) sink += (m.entries[k] as { thresholdMicros: number }).thresholdMicros > 0 ? 1 : 0;
    matches += m.count;
  }
  return { sink, matches };
}

// Both account counts and the baseline are measured in alternating rounds, so JIT warm-up and machine noise hit all alike.
const runs = [
  { name: 'random_10k', accounts: 10_000, idle: 0 },
  { name: 'random_10k_plus_90k_non_matching', accounts: 10_000, idle: 90_000 },
  { name: 'random_100k', accounts: 100_000, idle: 0 },
];
const indexes = runs.map((r) => buildIndex(r.accounts, r.idle));
const subjects: Array<() => unknown> = [baseline, ...indexes.map((idx) => () => detect(idx))];
for (const fn of subjects) fn(); // warm up
const samples: number[][] = subjects.map(() => []);
for (let r = 0; r < ROUNDS; r++) {
  subjects.forEach((fn, i) => {
    const t0 = performance.now();
    fn();
    (samples[i] as number[]).push(TRADES / ((performance.now() - t0) / 1000));
  });
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const baselineRate = median(samples[0] as number[]);
const results: Record<string, { accounts: number; watches: number; trades_per_second: number; matches_per_trade: number }> = {};
runs.forEach((run, i) => {
  const idx = indexes[i] as WhaleIndex;
  results[run.name] = { accounts: run.accounts + run.idle, watches: idx.size, trades_per_second: Math.round(median(samples[i + 1] as number[])), matches_per_trade: detect(idx).matches / TRADES };
});
const big = results['random_100k'] as { trades_per_second: number };
const small = results['random_10k'] as { trades_per_second: number };
const padded = results['random_10k_plus_90k_non_matching'] as { trades_per_second: number };
// flat in non-matching accounts: adding 90,000 accounts that never match (same trades, same matches) keeps the rate
const flatness = padded.trades_per_second / small.trades_per_second;
const targets = { min_trades_per_second_at_100k_accounts: 100_000, min_rate_ratio_with_90k_non_matching_accounts: 0.8 };
const out = {
  name: 'whales',
  subject: { what: 'decode + notional + threshold-index match, 100,000 accounts x 20 events over 2,000 events', ...results },
  baseline: { what: 'Avro decode of the same md.trade.v1 records only', trades_per_second: Math.round(baselineRate) },
  ratio: big.trades_per_second / baselineRate,
  flatness,
  targets,
  met: big.trades_per_second >= targets.min_trades_per_second_at_100k_accounts && flatness >= targets.min_rate_ratio_with_90k_non_matching_accounts,
};
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/whales.json', `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify(out, null, 2));
