// venue-sim (seeded generator) → every connector → md.* on a real Kafka broker: the books rebuilt from the
// topics equal the simulator's books after updates, a dropped connection, a sequence gap, malformed messages
// and a stalled feed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createKafkaBus, type Bus } from '@ref/bus';
import { startVenueSim, type VenueSim } from '@ref/venue-sim';
import { differences, followedListings, log, startConnectors, TopicMirror, waitFor, type Connectors } from './helpers.ts';

let sim: VenueSim;
let bus: Bus;
let readBus: Bus;
let c: Connectors;
const mirror = new TopicMirror();
let followed: Set<string>;

const recoveries = (): number =>
  c.alpha.stats.reconnects() + c.beta.stats.reconnects() + c.gamma.stats.reconnects() + c.alpha.stats.resnapshots + c.beta.stats.resnapshots + c.gamma.stats.resnapshots;

/** Pauses the generator and waits until every followed book equals the simulator's — without any reconnect or
 * re-snapshot in between (a fresh snapshot would hide a wrongly applied delta). */
async function settle(what: string): Promise<void> {
  sim.control.pause();
  // a reconnect or re-snapshot already under way finishes first: the count must hold still for a second (on a slow
  // host a reconnect after a drop can take longer than the 200 ms this waited before)
  let r0 = recoveries();
  for (let still = Date.now(), end = Date.now() + 15_000; Date.now() - still < 1000 && Date.now() < end; ) {
    await new Promise((r) => setTimeout(r, 100));
    const now = recoveries();
    if (now !== r0) [r0, still] = [now, Date.now()];
  }
  let diff: string[] = [];
  await waitFor(
    () => {
      diff = differences(sim, mirror, followed);
      return diff.length === 0;
    },
    20_000,
    `${what}: books equal (${diff.length} differ, e.g. ${diff.slice(0, 3).join(', ')})`,
  ).catch((err: unknown) => {
    throw new Error(`${String(err)}; differing: ${diff.slice(0, 5).join(', ')}`);
  });
  expect(recoveries(), `${what}: no reconnect or re-snapshot while settling`).toBe(r0);
}

beforeAll(async () => {
  const namespace = `t-conn-${randomUUID().slice(0, 8)}`;
  const brokers = [inject('kafkaBrokers')];
  bus = createKafkaBus({ brokers, clientId: `${namespace}-w`, namespace });
  readBus = createKafkaBus({ brokers, clientId: `${namespace}-r`, namespace });
  await bus.ensureTopics(['md.book.v1', 'md.trade.v1', 'md.catalog.v1']);
  sim = await startVenueSim({ port: 0, host: '127.0.0.1', log, seed: 7, alphaPingMs: 300, generator: { games: 6, messagesPerSecond: 400, roll: false } });
  await mirror.start(readBus);
  c = await startConnectors(bus, sim, { REF_ALPHA_STALE_MS: '1500', REF_BETA_STALE_MS: '1500', REF_GAMMA_STALE_MS: '1500', REF_BETA_PING_MS: '300', REF_GAMMA_PING_MS: '300', REF_ALPHA_SUBSCRIBE_CHUNK: '25', REF_BETA_ASSETS_PER_CONNECTION: '60' });
  await Promise.all([c.alpha.ready, c.beta.ready, c.gamma.ready]);
  followed = followedListings(c);
});

afterAll(async () => {
  await c?.stop();
  await sim?.stop();
  await mirror.stop();
  await bus?.close();
  await readBus?.close();
});

describe('connectors end to end (generator, real broker)', () => {
  it('publishes catalogs of every venue with fee models', async () => {
    await waitFor(() => ['alpha', 'beta', 'gamma', 'beta_us'].every((v) => [...mirror.catalog.keys()].some((k) => k.startsWith(`${v}:`))), 15_000, 'catalogs');
    const kinds = new Set([...mirror.catalog.values()].flatMap((e) => e.markets.map((m) => `${e.venue}:${m.fee.kind}`)));
    expect(kinds.has('alpha:alpha_quadratic')).toBe(true);
    expect([...kinds].some((k) => k.startsWith('beta:'))).toBe(true);
    expect(kinds.has('gamma:gamma_quadratic')).toBe(true);
    expect(kinds.has('beta_us:notional_bps')).toBe(true);
    expect(followed.size).toBeGreaterThan(20);
    expect(c.beta.shards).toBeGreaterThan(1); // sharded below the per-connection asset limit
  });

  it('books equal the simulator after live updates, with trades flowing', async () => {
    sim.control.resume();
    await new Promise((r) => setTimeout(r, 1500));
    await settle('updates');
    expect(mirror.seqErrors).toEqual([]);
    for (const v of ['alpha', 'beta', 'gamma']) expect(mirror.kinds.get(`${v}:delta`) ?? 0, `${v} deltas`).toBeGreaterThan(0);
    await waitFor(() => new Set(mirror.trades.map((t) => t.venue)).size >= 2, 10_000, 'trades');
  });

  it('recovers after dropped connections (reconnect, replayed subscriptions, fresh snapshots)', async () => {
    const before = { a: c.alpha.stats.reconnects(), b: c.beta.stats.reconnects(), g: c.gamma.stats.reconnects() };
    sim.control.resume();
    for (const v of ['alpha', 'beta', 'gamma'] as const) expect(sim.control.drop(v)).toBeGreaterThan(0);
    await waitFor(() => c.alpha.stats.reconnects() > before.a && c.beta.stats.reconnects() > before.b && c.gamma.stats.reconnects() > before.g, 15_000, 'reconnects');
    await new Promise((r) => setTimeout(r, 1000));
    await settle('drop');
    expect(mirror.seqErrors).toEqual([]);
  });

  it('re-snapshots after a sequence gap', async () => {
    const before = c.alpha.stats.resnapshots;
    sim.control.resume();
    expect(sim.control.gap()).toBeGreaterThan(0);
    await waitFor(() => c.alpha.stats.resnapshots > before, 10_000, 'alpha resnapshot');
    await new Promise((r) => setTimeout(r, 800));
    await settle('gap');
  });

  it('counts malformed messages and keeps books correct', async () => {
    const before = { a: c.alpha.bad.total, b: c.beta.bad.total, g: c.gamma.bad.total };
    sim.control.resume();
    for (const v of ['alpha', 'beta', 'gamma'] as const) for (const k of ['json', 'schema', 'unknown'] as const) sim.control.malformed(v, k);
    await waitFor(() => c.alpha.bad.total >= before.a + 3 && c.beta.bad.total >= before.b + 3 && c.gamma.bad.total >= before.g + 3, 10_000, 'bad counted');
    await new Promise((r) => setTimeout(r, 800));
    await settle('malformed');
    const metrics = await c.registry.getSingleMetricAsString('ref_connector_bad_messages_total');
    expect(metrics).toMatch(/venue="gamma",reason="wrong_type"/);
    expect(metrics).toMatch(/venue="alpha",reason="unknown_kind"/);
  });

  it('marks books stale when a feed goes silent, then recovers', async () => {
    sim.control.resume();
    sim.control.stall('alpha', 3000);
    await waitFor(() => [...mirror.books.entries()].some(([id, b]) => id.startsWith('alpha:') && b.stale), 10_000, 'alpha stale marker');
    await waitFor(() => [...mirror.books.entries()].every(([id, b]) => !id.startsWith('alpha:') || !b.stale || !followed.has(id)), 15_000, 'alpha live again');
    await new Promise((r) => setTimeout(r, 500));
    await settle('stall');
    expect(mirror.seqErrors).toEqual([]);
  });
});
