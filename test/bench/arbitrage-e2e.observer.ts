// Stage observer of arbitrage-e2e.bench.ts (REF_BENCH_STAGES=1): a process of its own, idle but for this, so the
// stage times are not delayed by the bench's event loop. It reads md.book.v1 and arb.opportunity.v1 (a reader, no
// group) and is an idle member of a consumer group on md.book.v1, and sends the parent (IPC) every record of the
// probed listing and the probed opportunity with the absolute time it arrived (performance.timeOrigin + now, ms).
// Environment: REF_KAFKA_BROKERS, REF_KAFKA_NAMESPACE, REF_OBSERVE (JSON: { market, event_id, outcome_key, buy_no_market }).
import { performance } from 'node:perf_hooks';
import { createKafkaBus } from '@ref/bus';
import { createLogger } from '@ref/telemetry';

interface Target { market: string; event_id: string; outcome_key: string; buy_no_market: string }
const target = JSON.parse(process.env['REF_OBSERVE'] ?? 'null') as Target | null;
if (target === null || typeof target.market !== 'string' || typeof process.send !== 'function') {
  process.stderr.write('arbitrage-e2e.observer: needs REF_OBSERVE and an IPC channel (started by the bench)\n');
  process.exit(2);
}
const send = process.send.bind(process);
const at = (): number => performance.timeOrigin + performance.now();
const namespace = process.env['REF_KAFKA_NAMESPACE'] ?? '';
const bus = createKafkaBus({ brokers: (process.env['REF_KAFKA_BROKERS'] ?? '127.0.0.1:19092').split(','), clientId: `${namespace}-observer`, namespace, logger: createLogger({ name: 'observer', level: 'warn' }) });
const book = (via: 'reader' | 'group', v: { venue_market_id: string; yes_asks: { price: number; size: number }[] } | null): void => {
  const t = at();
  if (v && v.venue_market_id === target.market) send({ kind: 'book', via, t, yes: v.yes_asks.map((l) => [l.price, l.size]) });
};
const reader = await bus.consume({
  topics: ['md.book.v1', 'arb.opportunity.v1'],
  fromBeginning: false,
  onMessage: (r) => {
    if (r.topic === 'md.book.v1') return book('reader', r.value as never);
    const t = at();
    const v = r.value as { event_id: string; outcome_key: string; buy_yes_market: string; buy_no_market: string; beta: { yes_ask: number | null } } | null;
    if (v && v.event_id === target.event_id && v.outcome_key === target.outcome_key && v.buy_yes_market === 'beta' && v.buy_no_market === target.buy_no_market) send({ kind: 'opp', t, yes_ask: v.beta.yes_ask });
  },
});
const member = await bus.consume({ topics: ['md.book.v1'], groupId: `${namespace}-observer`, onMessage: (r) => book('group', r.value as never) });
await Promise.all([reader.ready, member.ready]);
send({ kind: 'ready' });
process.once('SIGTERM', () => {
  void bus.close().finally(() => process.exit(0));
});
