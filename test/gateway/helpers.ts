// Helpers of the gateway tests: a store, a memory bus, a gateway with seeded keys, canonical-event builders, waitFor.
import { createMemoryBus } from '@ref/bus';
import type { Bus, RefEvent } from '@ref/bus';
import type { Store } from '@ref/store';
import { createLogger, createRegistry } from '@ref/telemetry';
import { buildApp, type Capability, type Gateway, type GatewayConfig, type Plan } from '@ref/gateway';
import { openTestStore } from './store.ts';

export async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export interface TestGateway {
  gw: Gateway;
  bus: Bus;
  store: Store;
  keys: Record<Plan | 'reference', string>;
  clock: { ms: number };
  close(): Promise<void>;
}

/** A gateway on the memory bus and a fresh store, with one key per plan and one reference key. */
export async function startTestGateway(options: { capabilities?: Capability[]; config?: GatewayConfig; clock?: { ms: number } } = {}): Promise<TestGateway> {
  const bus = createMemoryBus();
  const store = await openTestStore();
  const clock = options.clock;
  const log = createLogger({ name: 'gateway-test', level: process.env['REF_LOG_LEVEL'] ?? 'silent' });
  const gw = await buildApp({
    ctx: { bus, store, log, registry: createRegistry(), now: () => (clock ? clock.ms : Date.now()) },
    capabilities: options.capabilities ?? [],
    config: options.config,
  });
  const keys = {
    free: (await gw.accounts.createKey({ plan: 'free', name: 'free test' })).key,
    pro: (await gw.accounts.createKey({ plan: 'pro', name: 'pro test' })).key,
    premium: (await gw.accounts.createKey({ plan: 'premium', name: 'premium test' })).key,
    reference: (await gw.accounts.createKey({ plan: 'free', reference: true, name: 'reference test' })).key,
  };
  return {
    gw,
    bus,
    store,
    keys,
    clock: clock ?? { ms: 0 },
    async close() {
      await gw.close();
      await bus.close();
      await store.close();
    },
  };
}

/** A canonical event with outcomes listed on alpha and beta. */
export function refEvent(id: string, title: string, outcomes: { key: string; label: string; alpha: string; beta: string }[], over: Partial<RefEvent> = {}): RefEvent {
  return {
    ref_id: id,
    numeric_id: 1,
    title,
    subject_domain: 'Economics',
    classified_at_ms: 1_780_000_000_000,
    active: true,
    market_type: null,
    resolution_time_ms: 1_780_000_000_000,
    venue_listings: [
      { ref_id: `OPL:ALPHA:${id}`, venue: 'alpha', venue_event_id: `A-${id}`, venue_question: title, venue_event_slug: null },
      { ref_id: `OPL:BETA:${id}`, venue: 'beta', venue_event_id: `b-${id}`, venue_question: title, venue_event_slug: `b-${id}` },
    ],
    venue_pairs: [],
    outcomes: outcomes.map((o) => ({
      ref_id: `OPO:${id.slice(4)}:${o.key}`,
      outcome_key: o.key,
      label: o.label,
      outcome_kind: 'multi_class_named',
      outcome_params: {},
      entity: null,
      venue_listings: [
        { ref_id: `OPL:ALPHA:${o.alpha}`, venue: 'alpha', venue_market_id: o.alpha, venue_event_id: `A-${id}`, venue_yes_token: null, venue_no_token: null, venue_question: o.label },
        { ref_id: `OPL:BETA:${o.beta}`, venue: 'beta', venue_market_id: o.beta, venue_event_id: `b-${id}`, venue_yes_token: `${o.beta}1`, venue_no_token: `${o.beta}2`, venue_question: o.label },
      ],
      venue_pairs: [],
    })),
    ...over,
  } as RefEvent;
}
