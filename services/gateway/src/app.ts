// buildApp: the gateway frame on Fastify 5 — API keys, plans, rate limits, {detail} errors, OpenAPI, ops routes, WebSocket hub.
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Counter, Health, Histogram } from '@ref/telemetry';
import { Accounts } from './accounts.ts';
import { HttpError, type Access, type Capability, type GatewayContext } from './capability.ts';
import { registerCatalogRoutes } from './catalog/routes.ts';
import { ERROR_STATUS, formatSchemaErrors, makeErrorHandler } from './errors.ts';
import { allows, deniedDetail, DEFAULT_PLAN_LIMITS, PLANS, type PlanLimits, type PlanTable, type Principal } from './plans.ts';
import { RateLimiter } from './ratelimit.ts';
import { startFeeds, type Feeds } from './ws/feeds.ts';
import { ChannelHub } from './ws/hub.ts';
import { WsServer } from './ws/server.ts';

export interface GatewayConfig {
  /** per-plan overrides of the defaults (10 req/s burst, 1,000/min; WS quotas) */
  plans?: Partial<Record<keyof PlanTable, Partial<PlanLimits>>>;
  ws?: { maxFrameBytes?: number; maxBufferedBytes?: number; hardMaxBufferedBytes?: number; slowGraceMs?: number; authTimeoutMs?: number; maxProtocolErrors?: number };
  /** false: no bus-fed market-data channels (tests of the frame alone); default: on */
  feeds?: false | { fromBeginning?: boolean };
  /** how long an authenticated key is trusted before the store is asked again (revocation reaches replicas within this) */
  keyCacheTtlMs?: number;
  /** extra domain error codes → statuses (merged over ERROR_STATUS) */
  errorCodes?: Record<string, number>;
  /** serve /docs (Swagger UI); default true */
  docs?: boolean;
}

export interface Gateway {
  readonly app: FastifyInstance;
  readonly hub: ChannelHub;
  readonly accounts: Accounts;
  /** readiness checks behind /readyz; the host adds its services' checks here */
  readonly health: Health;
  readonly ws: WsServer;
  readonly feeds: Feeds | null;
  readonly plans: PlanTable;
  /** Listens and returns the base URL (http://host:port). */
  listen(options: { port: number; host?: string }): Promise<string>;
  close(): Promise<void>;
}

const ACCESS: readonly Access[] = ['free', 'pro', 'premium', 'reference'];
const PUBLIC_PATHS = new Set(['/healthz', '/readyz', '/metrics', '/openapi.json']);
const DOCS_PREFIX = '/docs';

function planTable(overrides: GatewayConfig['plans']): PlanTable {
  const out = {} as PlanTable;
  for (const p of PLANS) {
    const merged = { ...DEFAULT_PLAN_LIMITS[p], ...(overrides?.[p] ?? {}) };
    for (const [k, v] of Object.entries(merged)) {
      if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) throw new Error(`plan ${p}: ${k} must be a positive number`);
    }
    out[p] = merged;
  }
  return out;
}

/** Builds the gateway: every capability's routes behind the access frame, plus /ws, /streams/*, OpenAPI and ops routes. */
export async function buildApp(options: { ctx: GatewayContext; capabilities: readonly Capability[]; config?: GatewayConfig }): Promise<Gateway> {
  const config = options.config ?? {};
  const log = options.ctx.log.child({ component: 'gateway' });
  const now = options.ctx.now;
  const plans = planTable(config.plans);
  const codes = { ...ERROR_STATUS, ...(config.errorCodes ?? {}) };
  const hub = new ChannelHub();
  const ctx: GatewayContext = { ...options.ctx, channels: hub };
  const accounts = new Accounts(ctx.store, { cacheTtlMs: config.keyCacheTtlMs });
  await accounts.migrate();
  const limiter = new RateLimiter();
  const health = new Health();

  const app: FastifyInstance = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
    schemaErrorFormatter: (errors, dataVar) => formatSchemaErrors(errors, dataVar),
  });
  app.decorateRequest('principal', null);

  const mRequests = new Counter({
    name: 'ref_gateway_http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['route', 'method', 'status'],
    registers: [ctx.registry],
  });
  const mDuration = new Histogram({
    name: 'ref_gateway_http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['route'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [ctx.registry],
  });
  const mDenied = new Counter({
    name: 'ref_gateway_access_denied_total',
    help: 'requests refused by the access frame',
    labelNames: ['reason'],
    registers: [ctx.registry],
  });

  // Every route declares its access (or is one of the gateway's public routes); query strings reject unknown parameters.
  app.addHook('onRoute', (route: RouteOptions) => {
    const cfg = (route.config ?? {}) as { access?: Access; public?: boolean };
    if (cfg.access === undefined && cfg.public !== true) {
      if (PUBLIC_PATHS.has(route.url) || route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
        route.config = { ...cfg, public: true };
        return;
      }
      throw new Error(`route ${String(route.method)} ${route.url} declares no config.access (one of ${ACCESS.join(', ')})`);
    }
    if (cfg.access !== undefined && !ACCESS.includes(cfg.access)) throw new Error(`route ${route.url}: unknown access ${String(cfg.access)}`);
    if (cfg.public === true) return;
    const schema = (route.schema ??= {});
    const qs = schema.querystring as Record<string, unknown> | undefined;
    if (qs === undefined) schema.querystring = { type: 'object', properties: {}, additionalProperties: false };
    else if (qs['type'] === 'object' && qs['additionalProperties'] === undefined) schema.querystring = { ...qs, additionalProperties: false };
  });

  // The access frame, on every request. Callback style and synchronous when the key is in the cache (the hot path:
  // one SHA-256 of the presented key, a map lookup and a constant-time compare; no promise, no store query).
  const admit = (req: FastifyRequest, reply: FastifyReply, access: Access | undefined, principal: Principal | null): HttpError | null => {
    if (principal === null) {
      mDenied.inc({ reason: 'unknown_key' });
      return new HttpError(401, 'Invalid API key');
    }
    req.principal = principal;
    if (access !== undefined && !allows(principal, access)) {
      mDenied.inc({ reason: 'forbidden' });
      return new HttpError(403, deniedDetail(access));
    }
    const d = limiter.take(principal.accountId, plans[principal.plan], now());
    if (!d.ok) {
      mDenied.inc({ reason: 'rate_limited' });
      void reply.header('Retry-After', String(d.retryAfter));
      return new HttpError(429, `Rate limit exceeded; retry in ${d.retryAfter} s`);
    }
    return null;
  };
  app.addHook('onRequest', (req, reply, done) => {
    const cfg = req.routeOptions.config as { access?: Access; public?: boolean };
    if (cfg.public === true) {
      done();
      return;
    }
    const key = req.headers['x-api-key'];
    if (typeof key !== 'string' || key.length === 0) {
      mDenied.inc({ reason: 'missing_key' });
      done(new HttpError(401, 'Missing API key: send it in the X-API-Key header'));
      return;
    }
    if (key.length > 512) {
      done(admit(req, reply, cfg.access, null) ?? undefined);
      return;
    }
    const t = now();
    const cached = accounts.cached(key, t);
    if (cached !== undefined) {
      done(admit(req, reply, cfg.access, cached) ?? undefined);
      return;
    }
    accounts.authenticate(key, t).then(
      (p) => done(admit(req, reply, cfg.access, p) ?? undefined),
      (err: unknown) => done(err as Error),
    );
  });

  // Request metrics: the labelled children are looked up once per (route, method, status), not built per request.
  const requestCounters = new Map<string, { inc(): void }>();
  const durationHistograms = new Map<string, { observe(v: number): void }>();
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const ck = `${status} ${req.method} ${route}`;
    let c = requestCounters.get(ck);
    if (c === undefined) {
      c = mRequests.labels({ route, method: req.method, status: String(status) });
      requestCounters.set(ck, c);
    }
    c.inc();
    let h = durationHistograms.get(route);
    if (h === undefined) {
      h = mDuration.labels({ route });
      durationHistograms.set(route, h);
    }
    h.observe(reply.elapsedTime / 1000);
    done();
  });

  app.setErrorHandler(makeErrorHandler(log, codes));
  app.setNotFoundHandler((_req, reply) => {
    void reply.code(404).type('application/json; charset=utf-8').send({ detail: 'Not Found' });
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ref: cross-venue prediction-market data',
        version: '2.0.0',
        description:
          'Every endpoint needs the X-API-Key header. Errors are `{"detail": ...}`. Real-time feeds: WebSocket at /ws — send `{"action":"auth","api_key":"..."}` first, then `{"action":"subscribe","channels":[...]}`; channels dist:<event> (free), book:<event>:<outcome>, trade:<event>:<outcome>, snapshot (Pro). The channel names are listed by GET /streams/catalog. Pages: [console](/console) (live arbitrage board, spreads, bars), [market chart](/charts/market?market_id=...) and [event chart](/charts/event?event_id=...).',
      },
      components: { securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
      security: [{ ApiKey: [] }],
    },
    hideUntagged: false,
  });
  if (config.docs !== false) await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });

  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
    const r = health.ready();
    return reply.code(r.ok ? 200 : 503).send({ status: r.ok ? 'ready' : 'not_ready', checks: r.checks });
  });
  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
    const body = await ctx.registry.metrics();
    return reply.type(ctx.registry.contentType).send(body);
  });

  let feeds: Feeds | null = null;
  if (config.feeds !== false) {
    feeds = await startFeeds({ bus: ctx.bus, hub, log, registry: ctx.registry, fromBeginning: config.feeds?.fromBeginning ?? ctx.bus.kind === 'memory' });
    const f = feeds;
    health.add('gateway_feeds', () => ({ ok: f.ready(), detail: `${f.events.size} events` }));
    registerCatalogRoutes(app, f.events);
  }

  for (const cap of options.capabilities) {
    await app.register(async (scope) => {
      await cap.register(scope, ctx);
    });
    const ready = cap.ready?.bind(cap);
    if (ready) health.add(`capability_${cap.name}`, ready);
  }

  const ws = new WsServer({ hub, accounts, plans, log, registry: ctx.registry, now, ...(config.ws ?? {}) });
  ws.attach(app.server);

  let closed: Promise<void> | null = null;
  app.addHook('preClose', async () => {
    await ws.close();
  });
  app.addHook('onClose', async () => {
    for (const cap of options.capabilities) await cap.close?.();
    await feeds?.close();
  });
  await app.ready();

  return {
    app,
    hub,
    accounts,
    health,
    ws,
    feeds,
    plans,
    async listen({ port, host }) {
      await app.listen({ port, host: host ?? '127.0.0.1' });
      const addr = app.server.address();
      const p = typeof addr === 'object' && addr !== null ? addr.port : port;
      return `http://${host ?? '127.0.0.1'}:${p}`;
    },
    close() {
      closed ??= app.close();
      return closed;
    },
  };
}
