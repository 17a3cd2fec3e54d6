// Logging (pino), metrics (prom-client registry per service), health, and the service lifecycle shape.
import { createServer, type Server } from 'node:http';
import { pino, type Logger, type LoggerOptions, type DestinationStream } from 'pino';
import { Registry, collectDefaultMetrics } from 'prom-client';

export type { Logger } from 'pino';
export { Counter, Gauge, Histogram, Summary, Registry } from 'prom-client';

/** Root logger of a process; services take `log.child({ component })`. */
export function createLogger(options: { name: string; level?: string } & LoggerOptions = { name: 'ref' }, destination?: DestinationStream): Logger {
  const { level, ...rest } = options;
  const opts: LoggerOptions = {
    redact: { paths: ['api_key', 'apiKey', '*.api_key', '*.apiKey', 'headers["x-api-key"]', 'req.headers["x-api-key"]'], censor: '[redacted]' },
    ...rest,
    // after the spread: an explicit `level: undefined` must not erase the default
    level: level ?? process.env['REF_LOG_LEVEL'] ?? 'info',
    base: { service: options.name, ...(rest.base ?? {}) },
  };
  return destination ? pino(opts, destination) : pino(opts);
}

/** A metrics registry for one service (prefix ref_ is the caller's, per metric name). */
export function createRegistry(options: { defaultMetrics?: boolean; labels?: Record<string, string> } = {}): Registry {
  const registry = new Registry();
  if (options.labels) registry.setDefaultLabels(options.labels);
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'ref_' });
  return registry;
}

export interface CheckResult { ok: boolean; detail?: string }

/** Health: liveness is "the process answers"; readiness is every registered check passing. */
export class Health {
  private readonly checks = new Map<string, () => CheckResult>();
  add(name: string, check: () => CheckResult): void {
    this.checks.set(name, check);
  }
  ready(): { ok: boolean; checks: Record<string, CheckResult> } {
    const checks: Record<string, CheckResult> = {};
    let ok = true;
    for (const [name, check] of this.checks) {
      let r: CheckResult;
      try {
        r = check();
      } catch (err) {
        r = { ok: false, detail: err instanceof Error ? err.message : String(err) };
      }
      checks[name] = r;
      if (!r.ok) ok = false;
    }
    return { ok, checks };
  }
}

/** What every service's start function returns. */
export interface Service {
  readonly name: string;
  /** Readiness checks of this service (consumers assigned, venues connected...). */
  readonly health: Health;
  /** Graceful stop: drain in-flight work, close consumers and producers. Idempotent. */
  stop(): Promise<void>;
}

/** A tiny HTTP server for /metrics, /healthz and /readyz (services without their own HTTP server). */
export function serveOps(options: { port: number; host?: string; registry: Registry; health: Health }): Promise<Server> {
  const server = createServer((req, res) => {
    const url = (req.url ?? '/').split('?', 1)[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'content-type': 'application/json', allow: 'GET, HEAD' });
      res.end('{"detail":"Method Not Allowed"}');
      return;
    }
    if (url === '/metrics') {
      options.registry.metrics().then(
        (body) => {
          res.writeHead(200, { 'content-type': options.registry.contentType });
          res.end(body);
        },
        (err: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ detail: String(err) }));
        },
      );
      return;
    }
    if (url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end('{"status":"ok"}');
      return;
    }
    if (url === '/readyz') {
      const r = options.health.ready();
      res.writeHead(r.ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ status: r.ok ? 'ready' : 'not_ready', checks: r.checks }));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"detail":"Not Found"}');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
