// Generates the provisioned Grafana dashboards (deploy/grafana/dashboards/*.json) from one list of panels.
//   node deploy/grafana/generate.ts          write the JSON files
//   node deploy/grafana/generate.ts --check  exit 1 when a committed file differs (used by test/ops)
// Every expression uses only metrics the services register (ref_*); test/ops/prometheus.test.ts evaluates each one
// against a real Prometheus scraping the running services. `$__rate_interval` is Grafana's; the test substitutes 1m.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Panel {
  title: string;
  /** [expr, legend] per target */
  targets: [string, string][];
  unit?: string;
  kind?: 'timeseries' | 'stat';
  description?: string;
}
interface Dashboard {
  uid: string;
  title: string;
  description: string;
  panels: Panel[];
}

const R = '$__rate_interval';
const q = (p: number, metric: string, by: string): string => `histogram_quantile(${p}, sum by (${by}) (rate(${metric}_bucket[${R}])))`;

export const DASHBOARDS: Dashboard[] = [
  {
    uid: 'ref-market-data',
    title: 'ref · market data (connectors)',
    description: 'Venue feeds: book lag per venue, message rates, reconnects, re-snapshots, rejected and stale feeds.',
    panels: [
      {
        title: 'Book lag per venue (venue timestamp → connector receipt)',
        unit: 's',
        targets: [
          [q(0.99, 'ref_connector_book_update_lag_seconds', 'venue, le'), 'p99 {{venue}}'],
          [q(0.5, 'ref_connector_book_update_lag_seconds', 'venue, le'), 'p50 {{venue}}'],
        ],
      },
      { title: 'Venue messages / s', unit: 'ops', targets: [[`sum by (venue) (rate(ref_connector_messages_total[${R}]))`, '{{venue}}']] },
      { title: 'Records published / s', unit: 'ops', targets: [[`sum by (venue, topic) (rate(ref_connector_published_records_total[${R}]))`, '{{venue}} → {{topic}}']] },
      { title: 'Reconnects (15 min)', unit: 'short', targets: [[`sum by (venue) (increase(ref_connector_reconnects_total[15m]))`, '{{venue}}']] },
      {
        title: 'Book re-snapshots and dropped records (15 min)',
        unit: 'short',
        targets: [
          [`sum by (venue) (increase(ref_connector_resnapshots_total[15m]))`, 're-snapshots {{venue}}'],
          [`sum by (venue, topic) (increase(ref_connector_dropped_records_total[15m]))`, 'dropped {{venue}} → {{topic}}'],
        ],
      },
      { title: 'Rejected venue messages (15 min)', unit: 'short', targets: [[`sum by (venue, reason) (increase(ref_connector_bad_messages_total[15m]))`, '{{venue}} {{reason}}']] },
      { title: 'Feeds marked stale (15 min)', unit: 'short', targets: [[`sum by (venue) (increase(ref_connector_stale_total[15m]))`, '{{venue}}']] },
    ],
  },
  {
    uid: 'ref-arbitrage',
    title: 'ref · arbitrage',
    description: 'Book-to-opportunity latency, opportunities open, book lag into the engine, publish rates.',
    panels: [
      { title: 'Opportunities open', kind: 'stat', unit: 'short', targets: [['sum(ref_arb_opportunities_open)', 'open']] },
      {
        title: 'Book → opportunity latency',
        unit: 's',
        targets: [
          [q(0.99, 'ref_arb_book_to_opportunity_seconds', 'le'), 'p99'],
          [q(0.5, 'ref_arb_book_to_opportunity_seconds', 'le'), 'p50'],
        ],
      },
      { title: 'Book lag into arbitrage (connector receipt → apply)', unit: 's', targets: [[q(0.99, 'ref_arb_book_lag_seconds', 'le'), 'p99']] },
      { title: 'Book updates applied / s', unit: 'ops', targets: [[`sum by (venue) (rate(ref_arb_book_updates_total[${R}]))`, '{{venue}}']] },
      { title: 'Records published / s', unit: 'ops', targets: [[`sum by (topic, kind) (rate(ref_arb_published_total[${R}]))`, '{{topic}} {{kind}}']] },
    ],
  },
  {
    uid: 'ref-bus',
    title: 'ref · bus (Kafka topics and consumers)',
    description: 'Consumer lag per topic and group, produce and consume rates, undecodable records.',
    panels: [
      { title: 'Consumer lag per topic (records)', unit: 'short', targets: [['sum by (topic, group) (ref_bus_consumer_lag_records)', '{{topic}} / {{group}}']] },
      { title: 'Produced / s per topic', unit: 'ops', targets: [[`sum by (topic) (rate(ref_bus_produced_records_total[${R}]))`, '{{topic}}']] },
      { title: 'Consumed / s per topic', unit: 'ops', targets: [[`sum by (topic) (rate(ref_bus_consumed_records_total[${R}]))`, '{{topic}}']] },
      { title: 'Undecodable records skipped (15 min)', unit: 'short', targets: [[`sum by (topic) (increase(ref_bus_bad_records_total[15m]))`, '{{topic}}']] },
      { title: 'Whale trades / s per venue', unit: 'ops', targets: [[`sum by (venue) (rate(ref_whales_whale_trades_total[${R}]))`, '{{venue}}'], [`sum(rate(ref_bus_produced_records_total{topic="whale.trade.v1"}[${R}]))`, 'whale.trade.v1 produced']] },
      { title: 'Whale detection (p99, trade received → persisted) and watches', unit: 's', targets: [[`histogram_quantile(0.99, sum by (le) (rate(ref_whales_detection_seconds_bucket[${R}])))`, 'p99 detection'], ['sum(ref_whales_watches)', 'watches']] },
    ],
  },
  {
    uid: 'ref-gateway',
    title: 'ref · gateway (HTTP and WebSocket)',
    description: 'HTTP rate, errors and latency per route; WebSocket clients, drops, protocol errors; access denials.',
    panels: [
      { title: 'Requests / s per route', unit: 'reqps', targets: [[`sum by (route) (rate(ref_gateway_http_requests_total[${R}]))`, '{{route}}']] },
      { title: 'Responses / s per status', unit: 'reqps', targets: [[`sum by (status) (rate(ref_gateway_http_requests_total[${R}]))`, '{{status}}']] },
      {
        title: 'Error ratio per route (4xx, 5xx)',
        unit: 'percentunit',
        targets: [
          [`sum by (route) (rate(ref_gateway_http_requests_total{status=~"4.."}[${R}])) / sum by (route) (rate(ref_gateway_http_requests_total[${R}]))`, '4xx {{route}}'],
          [
            `(sum by (route) (rate(ref_gateway_http_requests_total{status=~"5.."}[${R}])) or sum by (route) (rate(ref_gateway_http_requests_total[${R}])) * 0) / sum by (route) (rate(ref_gateway_http_requests_total[${R}]))`,
            '5xx {{route}}',
          ],
        ],
      },
      {
        title: 'Latency per route',
        unit: 's',
        targets: [
          [q(0.99, 'ref_gateway_http_request_duration_seconds', 'route, le'), 'p99 {{route}}'],
          [q(0.5, 'ref_gateway_http_request_duration_seconds', 'route, le'), 'p50 {{route}}'],
        ],
      },
      { title: 'WebSocket clients', unit: 'short', targets: [['sum(ref_gateway_ws_clients)', 'clients']] },
      { title: 'WebSocket clients dropped (15 min)', unit: 'short', targets: [[`sum by (reason) (increase(ref_gateway_ws_dropped_clients_total[15m]))`, '{{reason}}']] },
      { title: 'WebSocket protocol errors (15 min)', unit: 'short', targets: [[`sum by (code) (increase(ref_gateway_ws_protocol_errors_total[15m]))`, '{{code}}']] },
      { title: 'WebSocket frames delivered / s', unit: 'ops', targets: [[`sum(rate(ref_gateway_ws_frames_delivered_total[${R}]))`, 'frames']] },
      { title: 'Access denied / s', unit: 'reqps', targets: [[`sum by (reason) (rate(ref_gateway_access_denied_total[${R}]))`, '{{reason}}']] },
      { title: 'Feed records into channels / s', unit: 'ops', targets: [[`sum by (topic, result) (rate(ref_gateway_feed_records_total[${R}]))`, '{{topic}} {{result}}']] },
    ],
  },
  {
    uid: 'ref-storage',
    title: 'ref · recorder, refdata and processes',
    description: 'Recorder buffer and flushes, rows written; refdata passes and review queue; memory and CPU of every process.',
    panels: [
      { title: 'Recorder buffered records', unit: 'short', targets: [['sum(ref_recorder_buffered_records)', 'buffered']] },
      { title: 'Recorder rows written / s', unit: 'ops', targets: [[`sum by (table) (rate(ref_recorder_rows_written_total[${R}]))`, '{{table}}']] },
      { title: 'Recorder flush p99', unit: 's', targets: [[q(0.99, 'ref_recorder_flush_seconds', 'kind, le'), '{{kind}}']] },
      { title: 'Refdata canonical events', unit: 'short', targets: [['sum(ref_refdata_events)', 'events']] },
      { title: 'Refdata review queue', unit: 'short', targets: [['sum(ref_refdata_review_items)', 'items']] },
      { title: 'Refdata pass duration p99', unit: 's', targets: [[q(0.99, 'ref_refdata_pass_seconds', 'kind, le'), '{{kind}}']] },
      { title: 'Resident memory per process', unit: 'bytes', targets: [['sum by (job, instance) (ref_process_resident_memory_bytes)', '{{job}} {{instance}}']] },
      { title: 'CPU per process', unit: 'percentunit', targets: [[`sum by (job, instance) (rate(ref_process_cpu_seconds_total[${R}]))`, '{{job}} {{instance}}']] },
      { title: 'Event loop lag p99', unit: 's', targets: [['max by (job, instance) (ref_nodejs_eventloop_lag_p99_seconds)', '{{job}} {{instance}}']] },
      { title: 'Targets up', unit: 'short', targets: [['sum by (job) (up)', '{{job}}']] },
    ],
  },
];

function panelJson(p: Panel, id: number): unknown {
  const x = ((id - 1) % 2) * 12;
  const y = Math.floor((id - 1) / 2) * 8;
  return {
    id,
    type: p.kind ?? 'timeseries',
    title: p.title,
    ...(p.description ? { description: p.description } : {}),
    datasource: { type: 'prometheus', uid: 'prometheus' },
    gridPos: { h: 8, w: 12, x, y },
    fieldConfig: { defaults: { unit: p.unit ?? 'short' }, overrides: [] },
    options: p.kind === 'stat' ? { reduceOptions: { calcs: ['lastNotNull'] } } : { legend: { displayMode: 'list', placement: 'bottom' } },
    targets: p.targets.map(([expr, legendFormat], i) => ({ refId: String.fromCharCode(65 + i), datasource: { type: 'prometheus', uid: 'prometheus' }, expr, legendFormat })),
  };
}

export function dashboardJson(d: Dashboard): string {
  const json = {
    uid: d.uid,
    title: d.title,
    description: d.description,
    tags: ['ref'],
    timezone: 'utc',
    schemaVersion: 39,
    version: 1,
    editable: true,
    refresh: '10s',
    time: { from: 'now-30m', to: 'now' },
    templating: { list: [] },
    annotations: { list: [] },
    panels: d.panels.map((p, i) => panelJson(p, i + 1)),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

if (import.meta.main) {
  const dir = join(dirname(fileURLToPath(import.meta.url)), 'dashboards');
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const d of DASHBOARDS) {
    const file = join(dir, `${d.uid}.json`);
    const text = dashboardJson(d);
    if (check) {
      let old = '';
      try {
        old = readFileSync(file, 'utf8');
      } catch {
        old = '';
      }
      if (old !== text) {
        console.error(`stale: ${file} (run node deploy/grafana/generate.ts)`);
        stale++;
      }
    } else writeFileSync(file, text);
  }
  if (stale > 0) process.exit(1);
}
