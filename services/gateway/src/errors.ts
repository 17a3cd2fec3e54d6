// One error table: domain error codes → HTTP statuses; the schema-error formatter (400 naming the parameter); `{detail}` bodies.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '@ref/telemetry';
import { HttpError } from './capability.ts';

/** Domain error `code` → HTTP status. Errors carry `code` (and optionally `detail`); anything unmapped is a 500. */
export const ERROR_STATUS: Readonly<Record<string, number>> = Object.freeze({
  INVALID_ARGUMENT: 400,
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  ENTITY_NOT_FOUND: 404,
  MARKET_NOT_FOUND: 404,
  TRACKED_EVENT_NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  BUS_UNAVAILABLE: 503,
  STORE_UNAVAILABLE: 503,
});

const WHERE: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  headers: 'header',
};

interface AjvLikeError {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** Fastify `schemaErrorFormatter`: the first problem, naming the parameter, e.g. "unknown query parameter 'foo'". */
export function formatSchemaErrors(errors: readonly AjvLikeError[], dataVar: string): Error {
  const e = errors[0];
  const where = WHERE[dataVar] ?? dataVar;
  if (!e) return new Error(`invalid ${where}`);
  const path = (e.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const params = e.params ?? {};
  let msg: string;
  if (e.keyword === 'additionalProperties' && typeof params['additionalProperty'] === 'string') {
    const name = path ? `${path}.${params['additionalProperty']}` : params['additionalProperty'];
    msg = `unknown ${where} '${name}'`;
  } else if (e.keyword === 'required' && typeof params['missingProperty'] === 'string') {
    const name = path ? `${path}.${params['missingProperty']}` : params['missingProperty'];
    msg = `missing required ${where} '${name}'`;
  } else if (e.keyword === 'type' && params['type'] === 'string' && dataVar === 'querystring' && path) {
    // a query value is a string unless the parameter was repeated (?limit=1&limit=2 parses to an array)
    msg = `${where} '${path}' must be given once`;
  } else if (e.keyword === 'enum' && Array.isArray(params['allowedValues'])) {
    msg = `${where} '${path}' must be one of: ${(params['allowedValues'] as unknown[]).map(String).join(', ')}`;
  } else {
    msg = path ? `${where} '${path}' ${e.message ?? 'is invalid'}` : `${where}s ${e.message ?? 'are invalid'}`;
  }
  return new Error(msg);
}

/** Status and body for any error thrown in a request. */
export function toErrorResponse(err: unknown, codes: Readonly<Record<string, number>> = ERROR_STATUS): { status: number; detail: unknown; internal: boolean } {
  if (err instanceof HttpError) return { status: err.statusCode, detail: err.detail, internal: err.statusCode >= 500 };
  const e = err as Partial<FastifyError> & { detail?: unknown; code?: unknown };
  if (e && typeof e === 'object') {
    if (Array.isArray(e.validation)) return { status: 400, detail: e.message ?? 'invalid request', internal: false };
    if (typeof e.code === 'string' && codes[e.code] !== undefined) {
      const status = codes[e.code] as number;
      return { status, detail: e.detail ?? e.message ?? e.code, internal: status >= 500 };
    }
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      return { status: e.statusCode, detail: e.message ?? 'bad request', internal: false };
    }
  }
  return { status: 500, detail: 'Internal Server Error', internal: true };
}

/** Fastify error handler: `{detail}` bodies; server errors logged with the error, client errors not. */
export function makeErrorHandler(log: Logger, codes: Readonly<Record<string, number>>) {
  return function errorHandler(err: unknown, req: FastifyRequest, reply: FastifyReply): void {
    const r = toErrorResponse(err, codes);
    if (r.internal) log.error({ err, route: req.routeOptions.url ?? 'unmatched', method: req.method }, 'request failed');
    void reply.code(r.status).type('application/json; charset=utf-8').send({ detail: r.detail });
  };
}
