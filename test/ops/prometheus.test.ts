// Dashboards checked for real: the real Prometheus (Debian package) scrapes the running services (venue-sim →
// connectors → Kafka → refdata, arbitrage, recorder, gateway, each with its own /metrics), with the alert rules
// loaded; every dashboard and alert expression is evaluated with `promtool query instant` and must return series.
// Faults are injected first (feed drops, malformed frames, a sequence gap, a stall, an undecodable record, WebSocket
// protocol abuse, denied requests) so the error series exist. Figures go to bench-results/ops/prometheus.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Kafka, logLevel } from 'kafkajs';
import WebSocket from 'ws';
import { alertExprs, dashboardExprs, metricNames, prometheusBinaries, promtoolQuery, root, startPrometheus, type PromServer } from './prom.ts';
import { startStack, type Stack } from './stack.ts';

const bins = prometheusBinaries();
let stack: Stack;
let prom: PromServer;
const sockets: WebSocket[] = [];

async function until(cond: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  const t0 = Date.now();
  stack = await startStack({ brokers: [inject('kafkaBrokers')], pgUrl: inject('pgUrl'), ...(process.env['REF_TEST_LOG'] ? { onStep: (s: string) => console.log(`stack: ${s} at ${Date.now() - t0} ms`) } : {}) });
  prom = await startPrometheus(bins.prometheus, stack.targets);
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.terminate();
  await prom?.stop();
  await stack?.stop();
});

async function control(path: string): Promise<void> {
  const r = await fetch(`${stack.sim.url}/_control/${path}`, { method: 'POST' });
  if (!r.ok) throw new Error(`venue-sim ${path}: ${r.status} ${await r.text()}`);
}

async function traffic(): Promise<void> {
  const gw = stack.gatewayUrl;
  const h = (key: string): Record<string, string> => ({ 'x-api-key': key });
  // HTTP: 200s, 400s, 401s, 403s on several routes
  for (let i = 0; i < 5; i++) {
    await fetch(`${gw}/arbitrage/current`, { headers: h(stack.keys.premium) });
    await fetch(`${gw}/arbitrage/current?min_net_cents=abc`, { headers: h(stack.keys.premium) });
    await fetch(`${gw}/arbitrage/current`);
    await fetch(`${gw}/arbitrage/current`, { headers: h('not-a-key') });
    await fetch(`${gw}/reference/v2/events`, { headers: h(stack.keys.reference) });
    await fetch(`${gw}/reference/v2/events`, { headers: h(stack.keys.premium) });
  }
  // WebSocket: one subscribed client stays; one abuser is dropped after too many protocol errors
  const wsUrl = gw.replace('http', 'ws') + '/ws';
  const good = new WebSocket(wsUrl);
  sockets.push(good);
  await new Promise((r, j) => good.once('open', r).once('error', j));
  good.send(JSON.stringify({ action: 'auth', api_key: stack.keys.premium }));
  good.send(JSON.stringify({ action: 'subscribe', channels: ['snapshot'] }));
  const bad = new WebSocket(wsUrl);
  sockets.push(bad);
  await new Promise((r, j) => bad.once('open', r).once('error', j));
  const closed = new Promise((r) => bad.once('close', r));
  bad.send(JSON.stringify({ action: 'auth', api_key: stack.keys.free }));
  for (let i = 0; i < 6; i++) bad.send('{not json');
  await closed;
}

describe('Prometheus scrapes the running services; every dashboard and alert expression returns series', () => {
  it('committed dashboards equal the generator output; deploy config and rules pass promtool check', () => {
    execFileSync(process.execPath, [join(root, 'deploy/grafana/generate.ts'), '--check'], { stdio: 'pipe' });
    const out = execFileSync(bins.promtool, ['check', 'rules', join(root, 'deploy/prometheus/alerts.yml')], { encoding: 'utf8' });
    expect(out).toContain('SUCCESS');
    const cfg = readFileSync(join(root, 'deploy/prometheus/prometheus.yml'), 'utf8').replace('/etc/prometheus/alerts.yml', join(root, 'deploy/prometheus/alerts.yml'));
    const tmp = join(prom.dir, 'deploy-prometheus.yml');
    writeFileSync(tmp, cfg);
    expect(execFileSync(bins.promtool, ['check', 'config', tmp], { encoding: 'utf8' })).toContain('SUCCESS');
  });

  it('evaluates every expression against live data', async () => {
    const t0 = Date.now();
    // every target up
    await until(async () => {
      const up = await promtoolQuery(bins.promtool, prom.url, 'up == 1');
      return up.length === stack.targets.length;
    }, 'every target up');
    // market data flowing end to end
    await until(async () => (await promtoolQuery(bins.promtool, prom.url, 'sum(ref_arb_book_updates_total)')).some((s) => Number(s.value[1]) > 0), 'arbitrage applying books', 60_000);

    // a watch with a $1 threshold on a few alpha events, so that the whales service detects whale trades
    const catalog = await stack.testBus.materialize('md.catalog.v1');
    const events = [...catalog.values()].filter((e) => e.venue === 'alpha' && e.status === 'active').slice(0, 20);
    await catalog.close();
    for (const e of events) {
      await fetch(`${stack.gatewayUrl}/whales/user/events/by-ticker`, {
        method: 'POST', headers: { 'x-api-key': stack.keys.premium, 'content-type': 'application/json' }, body: JSON.stringify({ exchange: 'alpha', event_id: e.venue_event_id, whale_threshold_usd: 1 }),
      });
    }
    // faults so that the error series exist
    await control('faults/gap');
    await until(async () => (await promtoolQuery(bins.promtool, prom.url, 'ref_connector_resnapshots_total')).length > 0, 'a re-snapshot after the gap', 15_000);
    await control('faults/malformed?venue=alpha&kind=json');
    for (const v of ['alpha', 'beta', 'gamma']) await control(`faults/drop?venue=${v}`);
    await control('faults/stall?venue=alpha&ms=3000');
    const kafka = new Kafka({ clientId: `${stack.namespace}-junk`, brokers: stack.brokers, logLevel: logLevel.NOTHING });
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({ topic: `${stack.namespace}.md.book.v1`, messages: [{ key: 'junk', value: Buffer.from('not avro') }] });
    await producer.disconnect();
    // stand-in for the whales service (not built yet): whale trades produced by the test's own bus
    const now = Date.now();
    await stack.testBus.produce('whale.trade.v1', [
      {
        key: 'acct-1',
        value: { account_id: 'acct-1', tracking_id: 1, market_id: 1, event_title: 'E', market_title: 'M', notional_micros: 5_000_000_000, notify: false, venue: 'alpha', venue_event_id: 'E', venue_market_id: 'M', trade_id: 't1', token_id: null, outcome: 'yes', side: 'buy', price: 5000, size: 1_000_000, notional_cents: 500_000, threshold_usd: '1000', venue_ts_ms: now, detected_ts_ms: now },
      },
    ]);
    await traffic();

    const names = new Set<string>();
    for (const t of stack.targets) {
      const text = await (await fetch(`http://${t.address}${t.path}`)).text();
      for (const m of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
        names.add(m[1]!);
        if (m[2] === 'histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(`${m[1]!}${s}`);
      }
    }
    names.add('up');

    const exprs = [...dashboardExprs().map((e) => ({ ...e, query: e.expr })), ...alertExprs()];
    expect(exprs.length).toBeGreaterThan(40);
    const unknown = exprs.flatMap((e) => metricNames(e.expr).filter((n) => !names.has(n)).map((n) => `${e.source} ${e.name}: ${n}`));
    expect(unknown, 'metric names no service exports').toEqual([]);

    // wait until every query returns series (faults take a few scrapes to show), then record the figures
    const results = new Map<string, number>();
    const empty = (): string[] => exprs.filter((e) => (results.get(`${e.source}|${e.name}`) ?? 0) === 0).map((e) => `${e.source} ${e.name}: ${e.query}`);
    await until(
      async () => {
        for (const e of exprs) {
          const k = `${e.source}|${e.name}`;
          if ((results.get(k) ?? 0) > 0) continue;
          results.set(k, (await promtoolQuery(bins.promtool, prom.url, e.query)).length);
        }
        return empty().length === 0;
      },
      'series',
      45_000,
    ).catch(() => undefined);
    expect(empty(), 'expressions returning no series').toEqual([]);

    // full alert expressions (with thresholds) evaluate without error, and the rule manager reports every rule healthy
    for (const a of alertExprs()) await promtoolQuery(bins.promtool, prom.url, a.expr);
    const rules = (await (await fetch(`${prom.url}/api/v1/rules`)).json()) as { data: { groups: { rules: { name: string; health: string; lastError?: string }[] }[] } };
    const all = rules.data.groups.flatMap((g) => g.rules);
    expect(all.length).toBe(alertExprs().length);
    expect(all.filter((r) => r.health !== 'ok').map((r) => `${r.name}: ${r.health} ${r.lastError ?? ''}`)).toEqual([]);
    const firing = ((await (await fetch(`${prom.url}/api/v1/alerts`)).json()) as { data: { alerts: { labels: { alertname: string }; state: string }[] } }).data.alerts;

    mkdirSync(join(root, 'bench-results/ops'), { recursive: true });
    writeFileSync(
      join(root, 'bench-results/ops/prometheus.json'),
      `${JSON.stringify(
        {
          name: 'ops-prometheus',
          prometheus: execFileSync(bins.prometheus, ['--version'], { encoding: 'utf8' }).split('\n')[0],
          targets: stack.targets.length,
          expressions: exprs.length,
          seconds: (Date.now() - t0) / 1000,
          series: Object.fromEntries(results),
          alerts: firing.map((a) => `${a.labels.alertname}:${a.state}`),
        },
        null,
        2,
      )}\n`,
    );
  });
});
