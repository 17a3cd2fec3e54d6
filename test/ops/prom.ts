// Helpers around the real Prometheus (Debian package) for test/ops: find the binaries, run a server on an ephemeral
// port scraping given targets, evaluate expressions with promtool, read every dashboard and alert expression.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Target } from './stack.ts';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

/** Paths of prometheus and promtool; throws a clear error when the Debian package is missing. */
export function prometheusBinaries(): { prometheus: string; promtool: string } {
  const which = (b: string): string | undefined => {
    const r = spawnSync('sh', ['-c', `command -v ${b}`], { encoding: 'utf8' });
    return r.status === 0 ? r.stdout.trim() : undefined;
  };
  const prometheus = which('prometheus');
  const promtool = which('promtool');
  if (!prometheus || !promtool) {
    throw new Error('prometheus/promtool not installed: run `bash deploy/ci-extras.sh` (apt-get install -y prometheus); the dashboard check cannot run without them');
  }
  return { prometheus, promtool };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a !== null ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface PromServer {
  url: string;
  dir: string;
  stop(): Promise<void>;
}

/** Starts Prometheus scraping `targets` every second with deploy/prometheus/alerts.yml loaded (evaluated every second). */
export async function startPrometheus(bin: string, targets: Target[]): Promise<PromServer> {
  const dir = mkdtempSync(join(tmpdir(), 'ref-ops-prom-'));
  const jobs = new Map<string, string[]>();
  for (const t of targets) jobs.set(t.job, [...(jobs.get(t.job) ?? []), t.address]);
  const config = [
    'global:',
    '  scrape_interval: 1s',
    '  scrape_timeout: 900ms',
    '  evaluation_interval: 1s',
    'rule_files:',
    `  - ${JSON.stringify(join(root, 'deploy/prometheus/alerts.yml'))}`,
    'scrape_configs:',
    ...[...jobs].flatMap(([job, addrs]) => [`  - job_name: ${JSON.stringify(job)}`, '    static_configs:', `      - targets: ${JSON.stringify(addrs)}`]),
    '',
  ].join('\n');
  writeFileSync(join(dir, 'prometheus.yml'), config);
  const port = await freePort();
  const child: ChildProcess = spawn(
    bin,
    [`--config.file=${join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited (${child.exitCode}): ${stderr}`);
    try {
      const r = await fetch(`${url}/-/ready`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`prometheus not ready after 30 s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

/** `promtool query instant <server> <expr> -o json`: the vector of an instant query. */
export async function promtoolQuery(promtool: string, server: string, expr: string): Promise<Sample[]> {
  const { stdout } = await run(promtool, ['query', 'instant', '-o', 'json', server, expr], { timeout: 15_000 });
  const parsed = JSON.parse(stdout) as unknown;
  if (!Array.isArray(parsed)) throw new Error(`promtool: not a vector for ${expr}: ${stdout.slice(0, 200)}`);
  return parsed as Sample[];
}

export interface Expr {
  source: string;
  name: string;
  expr: string;
}

/** Every target expression of every provisioned dashboard, with Grafana's $__rate_interval as 1m. */
export function dashboardExprs(): Expr[] {
  const dir = join(root, 'deploy/grafana/dashboards');
  const out: Expr[] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
    const d = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { panels: { title: string; targets: { expr: string; refId: string }[] }[] };
    for (const p of d.panels) for (const t of p.targets) out.push({ source: f, name: `${p.title} [${t.refId}]`, expr: t.expr.replaceAll('$__rate_interval', '1m') });
  }
  return out;
}

/** Every alert rule: its full expression and its query (the expression without the final comparison). */
export function alertExprs(): (Expr & { query: string })[] {
  const text = readFileSync(join(root, 'deploy/prometheus/alerts.yml'), 'utf8');
  const out: (Expr & { query: string })[] = [];
  let name = '';
  for (const line of text.split('\n')) {
    const a = /^\s*- alert: (\S+)/.exec(line);
    if (a) name = a[1]!;
    const e = /^\s*expr: (.+)$/.exec(line);
    if (e && name) {
      const expr = e[1]!.trim();
      const m = /^(.*?)\s*(==|!=|>=|<=|>|<)\s*([0-9.e+-]+)$/.exec(expr);
      if (!m) throw new Error(`alert ${name}: expression does not end in a comparison with a number: ${expr}`);
      out.push({ source: 'alerts.yml', name, expr, query: m[1]! });
      name = '';
    }
  }
  return out;
}

const FUNCS = new Set(['sum', 'by', 'rate', 'increase', 'histogram_quantile', 'max', 'min', 'avg', 'or', 'and', 'unless', 'on', 'deriv', 'count', 'without', 'le', 'bool', 'ignoring', 'group_left', 'group_right', 'offset', 'vector', 'abs', 'irate', 'delta']);

/** Metric names an expression selects (identifiers followed by `{`, `[` or a space/paren that are not functions or labels). */
export function metricNames(expr: string): string[] {
  const noStrings = expr.replace(/"[^"]*"/g, '""');
  const noGroupings = noStrings.replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '');
  const noMatchers = noGroupings
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b\d+(\.\d+)?(e[+-]?\d+)?\b/g, '');
  const names = new Set<string>();
  for (const m of noMatchers.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const id = m[0];
    if (FUNCS.has(id) || /^\d/.test(id)) continue;
    names.add(id);
  }
  return [...names];
}
