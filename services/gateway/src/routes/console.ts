// The console capability: a static page (live arbitrage board, spreads, a market's bars as a chart) served from
// services/gateway/static/console/. The page itself holds no data and is public; every call it makes carries the key
// the user types (X-API-Key header, WebSocket auth), so the plans apply exactly as for any client.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Capability } from '../capability.ts';

const STATIC = new URL('../../static/console/', import.meta.url);
const FILES: Record<string, { file: string; type: string }> = {
  '/console': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/console/console.js': { file: 'console.js', type: 'text/javascript; charset=utf-8' },
  '/console/console.css': { file: 'console.css', type: 'text/css; charset=utf-8' },
};
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

async function register(app: FastifyInstance): Promise<void> {
  for (const [path, { file, type }] of Object.entries(FILES)) {
    const body = readFileSync(new URL(file, STATIC));
    app.get(path, { config: { public: true }, schema: { hide: true } }, async (_req, reply) =>
      reply
        .type(type)
        .header('content-security-policy', CSP)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-cache')
        .send(body),
    );
  }
}

export const consoleCapability: Capability = { name: 'console', register };
