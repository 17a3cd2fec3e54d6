// Benchmark of reference data: matching 50,000 venue markets end to end (service on the memory bus + PGlite),
// one incremental change (catalog record in → ref.event.v1 out), and /reference/v2 lookup latency.
// Baselines in the same run: a full re-match for the incremental change, and a linear scan for lookups.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import Fastify from 'fastify';
import { createMemoryBus, type CatalogEvent, type CatalogMarket } from '@ref/bus';
import { refdata } from '@ref/domain';
import { loadKb, runPass, startRefdata } from '@ref/refdata';
import { createPgliteStore } from '@ref/store';
import { createLogger, createRegistry } from '@ref/telemetry';
import { ReferenceIndex, registerReferenceRoutes } from '../../services/gateway/src/routes/reference.ts';

const TARGET_MARKETS = Number(process.env['REF_BENCH_MARKETS'] ?? 50_000);
const DAY = 86_400_000;
const T0 = Date.parse('2026-12-01T00:00:00Z');
const { kb } = loadKb();
// teams with a short name (aliases[0]) the beta and gamma listings use
const teams = kb.entities.filter((e) => e.kind === 'team' && e.aliases.length > 0);
let seed = 42;
const rnd = (n: number): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const mk = (id: string, label: string, q: string, close: number): CatalogMarket => ({
  venue_market_id: id, question: q, outcome_label: label, slug: null, yes_token: id.startsWith('0x') ? `${rnd(1e9)}${rnd(1e9)}` : null, no_token: null,
  status: 'active', result: null, open_time_ms: null, close_time_ms: close, expiration_time_ms: close, settled_at_ms: null, rules: null,
  resolution_source: null, fee: { kind: 'none', rate: '0', multiplier: '1', exponent: 1, taker_only: true }, tick_size: 100,
  last_yes_price: null, last_no_price: null, volume: null, volume_24h: null, open_interest: null, liquidity: null,
});
const ev = (venue: string, id: string, title: string, category: string | null, close: number, markets: CatalogMarket[]): CatalogEvent => ({
  venue, venue_event_id: id, event_slug: null, series_id: null, series_title: null, title, sub_title: null, category, status: 'active',
  mutually_exclusive: markets.length > 1, market_type: markets.length > 1 ? 'categorical' : 'binary', close_time_ms: close,
  settlement_sources: ['Official source https://example.org'], rules: null, observed_at_ms: T0, markets,
});

/** A synthetic catalog: games (alpha + beta + gamma), crypto ladders and economic buckets over a year of dates. */
function catalog(): CatalogEvent[] {
  const out: CatalogEvent[] = [];
  let markets = 0;
  for (let i = 0; markets < TARGET_MARKETS; i++) {
    const close = T0 + (i % 365) * DAY + 20 * 3_600_000;
    const date = new Date(close).toISOString().slice(0, 10);
    const kind = i % 3;
    if (kind === 0) {
      const a = teams[rnd(teams.length)]!;
      let b = teams[rnd(teams.length)]!;
      if (b === a) b = teams[(teams.indexOf(a) + 1) % teams.length]!;
      const tick = `G${i}`;
      out.push(ev('alpha', `KX${tick}`, `${a.canonical_name} at ${b.canonical_name}`, 'Sports', close, [mk(`KX${tick}-A`, a.canonical_name, '', close), mk(`KX${tick}-B`, b.canonical_name, '', close)]));
      out.push(ev('beta', `${i}`, `${a.aliases[0]} vs. ${b.aliases[0]}`, 'Sports', close, [mk(`0x${i.toString(16).padStart(64, '0')}`, a.aliases[0]!, `${a.aliases[0]} vs. ${b.aliases[0]}`, close)]));
      out.push(ev('gamma', `9${i}`, `${a.aliases[0]} vs ${b.aliases[0]} (${date})`, null, close, [mk(`9${i}1`, a.aliases[0]!, a.aliases[0]!, close), mk(`9${i}2`, b.aliases[0]!, b.aliases[0]!, close)]));
      markets += 5;
    } else if (kind === 1) {
      const asset = i % 2 === 0 ? 'Bitcoin' : 'Ethereum';
      const strikes = [1, 2, 3, 4].map((k) => (asset === 'Bitcoin' ? 80_000 + 5_000 * k + 1_000 * (i % 7) : 3_000 + 250 * k + 50 * (i % 7)));
      out.push(ev('alpha', `KXC${i}`, `${asset} price on ${date} #${i}`, 'Crypto', close, strikes.map((s) => mk(`KXC${i}-T${s}`, `$${s.toLocaleString('en-US')} or above`, '', close))));
      out.push(ev('beta', `${i}`, `${asset} price on ${date}? #${i}`, 'Crypto', close, strikes.slice(0, 3).map((s, k) => mk(`0x${(i * 10 + k).toString(16).padStart(64, '0')}`, `$${s / 1000}k or above`, '', close))));
      markets += 7;
    } else {
      const month = new Date(close).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
      const series = ['CPI year-over-year', 'Unemployment rate', 'Core PCE', 'GDP growth'][i % 4]!;
      const buckets = [1, 2, 3].map((k) => (2 + k * 0.25 + (i % 5) * 0.1).toFixed(2));
      out.push(ev('alpha', `KXE${i}`, `${series} in ${month} (${i})`, 'Economics', close, buckets.map((b) => mk(`KXE${i}-T${b}`, `Above ${b}%`, '', close))));
      out.push(ev('beta_us', `e-${i}`, `${month} ${series} (${i})`, 'Economics', close, buckets.map((b) => mk(`e-${i}-${b}`, `Above ${b}%`, '', close))));
      markets += 6;
    }
  }
  return out;
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
}

const loadStart = loadavg();
const log = createLogger({ name: 'bench', level: process.env['REF_BENCH_LOG'] ?? 'warn' });
const cat = catalog();
const nMarkets = cat.reduce((n, e) => n + e.markets.length, 0);
console.log(`catalog: ${cat.length} venue events, ${nMarkets} markets`);

// 1. end to end: catalog on the bus → service matches, persists (PGlite), publishes ref.*
const bus = createMemoryBus();
const store = await createPgliteStore();
await bus.produce('md.catalog.v1', cat.map((v) => ({ key: `${v.venue}:${v.venue_event_id}`, value: v })));
let clock = T0;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const svc = await startRefdata({ bus, store, log, registry: createRegistry(), now: () => clock });
const fullMs = performance.now() - t0;
const cpuFull = process.cpuUsage(cpu0);
const fullCpuSeconds = (cpuFull.user + cpuFull.system) / 1e6;
const evs = svc.events();
console.log(`full: ${evs.size} canonical events in ${(fullMs / 1000).toFixed(1)} s`);

// 2. incremental change: one record changes (a market added); time until its event is re-published. Ten changes to
// warm the incremental path up (its first blocks run before the JIT has compiled it; not recorded), twenty changes
// each arriving at an idle service (the write-behind of the one before finished: the target's figure), then twenty
// back to back, where a change can wait for the previous one's write-behind (PGlite writes on this process's thread;
// PostgreSQL in the distributed deployment does not block it).
const out = await bus.materialize('ref.event.v1');
const incr: number[] = [];
const backToBack: number[] = [];
const WARMUP = 10;
for (let k = 0; k < WARMUP + 40; k++) {
  const rec = cat[(k * 997) % cat.length]!;
  const changed = { ...rec, observed_at_ms: ++clock, markets: [...rec.markets, mk(`${rec.venue === 'beta' ? '0x' : ''}extra${k}`, `Extra ${k}`, '', rec.close_time_ms ?? T0)] };
  if (k < WARMUP + 20) await svc.idle();
  const start = performance.now();
  const v0 = out.version;
  await bus.produce('md.catalog.v1', [{ key: `${rec.venue}:${rec.venue_event_id}`, value: changed }]);
  while (out.version === v0) await new Promise((r) => setImmediate(r));
  if (k >= WARMUP) (k < WARMUP + 20 ? incr : backToBack).push(performance.now() - start);
}
// baseline: a full re-match of the same catalog (no persistence) for one change
const b0 = performance.now();
runPass({ catalog: cat, kb, kbSyncedAtMs: T0, reg: new refdata.IdRegistry(), nowMs: T0, previous: () => undefined });
const fullRematchMs = performance.now() - b0;
console.log(`incremental: p50 ${pct(incr, 0.5).toFixed(1)} ms, max ${Math.max(...incr).toFixed(1)} ms (each: ${incr.map((x) => x.toFixed(0)).join(' ')}); back to back max ${Math.max(...backToBack).toFixed(1)} ms (each: ${backToBack.map((x) => x.toFixed(0)).join(' ')}); full re-match ${fullRematchMs.toFixed(0)} ms`);

// the matching service's memory with the whole catalog matched (features, pair scores, ids), then it stops: lookups
// are served by the gateway, whose process holds the reference index, not the matcher's state
const serviceRssMb = process.memoryUsage().rss / 1_048_576;
await svc.stop();

// 3. lookup latency through the route (Fastify inject on the index the gateway keeps)
const idx = new ReferenceIndex();
for (const [k, v] of out.entries()) idx.putEvent(k, v);
const app = Fastify();
app.setErrorHandler((err: { statusCode?: number; detail?: unknown }, _req, reply) => reply.code(err.statusCode ?? 500).send({ detail: err.detail }));
registerReferenceRoutes(app, idx);
await app.ready();
const alphaIds = cat.filter((e) => e.venue === 'alpha').map((e) => e.venue_event_id);
const lat: number[] = [];
for (let k = 0; k < 3000; k++) await app.inject({ method: 'GET', url: `/reference/v2/events/lookup?venue=alpha&id=${alphaIds[k % alphaIds.length]!}` });
for (let k = 0; k < 5000; k++) {
  const id = alphaIds[(k * 7919) % alphaIds.length]!;
  const s = performance.now();
  const r = await app.inject({ method: 'GET', url: `/reference/v2/events/lookup?venue=alpha&id=${id}` });
  lat.push(performance.now() - s);
  if (r.statusCode !== 200) throw new Error(`lookup ${id}: ${r.statusCode}`);
}
const scan: number[] = [];
const all = [...out.values()];
for (let k = 0; k < 500; k++) {
  const id = alphaIds[(k * 7919) % alphaIds.length]!;
  const s = performance.now();
  all.find((e) => e.venue_listings.some((l) => l.venue === 'alpha' && l.venue_event_id === id));
  scan.push(performance.now() - s);
}
console.log(`lookup: p50 ${pct(lat, 0.5).toFixed(3)} ms, p99 ${pct(lat, 0.99).toFixed(3)} ms; linear-scan baseline p99 ${pct(scan, 0.99).toFixed(3)} ms`);

await app.close();
await bus.close();
await store.close();

const targets = { full_seconds: 60, incremental_ms: 100, lookup_p99_ms: 2 };
const subject = { markets: nMarkets, venue_events: cat.length, canonical_events: evs.size, full_seconds: fullMs / 1000, full_cpu_seconds: fullCpuSeconds, incremental_p50_ms: pct(incr, 0.5), incremental_max_ms: Math.max(...incr), incremental_back_to_back_p50_ms: pct(backToBack, 0.5), incremental_back_to_back_max_ms: Math.max(...backToBack), lookup_p50_ms: pct(lat, 0.5), lookup_p99_ms: pct(lat, 0.99), service_rss_mb: Math.round(serviceRssMb) };
const baseline = { full_rematch_ms_per_change: fullRematchMs, linear_scan_lookup_p99_ms: pct(scan, 0.99) };
const met = subject.full_seconds < targets.full_seconds && subject.incremental_max_ms < targets.incremental_ms && subject.lookup_p99_ms < targets.lookup_p99_ms;
mkdirSync(new URL('../../bench-results/', import.meta.url), { recursive: true });
writeFileSync(new URL('../../bench-results/refdata.json', import.meta.url), `${JSON.stringify({ name: 'refdata', machine: { cpus: cpus().length, loadavg_start: loadStart, loadavg_end: loadavg() }, subject, baseline, ratio: baseline.full_rematch_ms_per_change / subject.incremental_p50_ms, targets, met }, null, 1)}\n`);
console.log(met ? 'targets met' : 'targets NOT met');
