// JSON over HTTP for venue REST: a rate limiter in front, retries with backoff for retriable failures only
// (network errors, 429, 5xx), Retry-After honoured.
import { setTimeout as sleep } from 'node:timers/promises';
import { backoffDelay, type BackoffOptions } from './backoff.ts';
import type { TokenBucket } from './rate-limit.ts';

/** A non-2xx answer. Retriable for 429 and 5xx. */
export class HttpStatusError extends Error {
  readonly code = 'VENUE_HTTP_STATUS';
  readonly status: number;
  readonly url: string;
  readonly retriable: boolean;
  readonly retryAfterMs: number | null;
  constructor(status: number, url: string, body: string, retryAfterMs: number | null) {
    super(`HTTP ${status} from ${url}: ${body.slice(0, 200)}`);
    this.name = 'HttpStatusError';
    this.status = status;
    this.url = url;
    this.retriable = status === 429 || status >= 500;
    this.retryAfterMs = retryAfterMs;
  }
}

/** The request could not be made or the connection failed (always retriable). */
export class NetworkError extends Error {
  readonly code = 'VENUE_NETWORK';
  readonly retriable = true;
  constructor(url: string, cause: unknown) {
    super(`network error calling ${url}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'NetworkError';
  }
}

/** The body was not JSON (not retriable: the venue answered, wrongly). */
export class BadResponseError extends Error {
  readonly code = 'VENUE_BAD_RESPONSE';
  readonly retriable = false;
  constructor(url: string, detail: string) {
    super(`bad response from ${url}: ${detail}`);
    this.name = 'BadResponseError';
  }
}

export function isRetriable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { retriable?: unknown }).retriable === true;
}

export interface RetryOptions extends BackoffOptions {
  /** retries after the first attempt (default 4) */
  retries?: number;
  /** called before each retry */
  onRetry?: (err: unknown, attempt: number, delayMs: number) => void;
}

/** Runs `fn`, retrying retriable failures with backoff; non-retriable failures are thrown at once. */
export async function withRetry<T>(fn: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const retries = options.retries ?? 4;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= retries || !isRetriable(err)) throw err;
      let delay = backoffDelay(attempt, options);
      if (err instanceof HttpStatusError && err.retryAfterMs !== null) delay = Math.max(delay, err.retryAfterMs);
      options.onRetry?.(err, attempt + 1, delay);
      await sleep(delay);
    }
  }
}

export interface JsonClientOptions {
  baseUrl: string;
  headers?: Record<string, string>;
  limiter?: TokenBucket;
  retry?: RetryOptions;
  /** per-request timeout, ms (default 10 000) */
  timeoutMs?: number;
}

function retryAfter(h: string | null): number | null {
  if (h === null) return null;
  const s = Number(h);
  if (Number.isFinite(s) && s >= 0) return Math.min(60_000, s * 1000);
  const t = Date.parse(h);
  return Number.isFinite(t) ? Math.max(0, Math.min(60_000, t - Date.now())) : null;
}

/** GET `path` (with `query`) under `baseUrl` and decode JSON; rate-limited and retried. */
export class JsonClient {
  private readonly options: JsonClientOptions;
  /** requests made (including retries) */
  requests = 0;
  constructor(options: JsonClientOptions) {
    this.options = options;
  }

  url(path: string, query?: Record<string, string | number | boolean | undefined>): string {
    const base = this.options.baseUrl.replace(/\/+$/, '');
    const u = new URL(base + (path.startsWith('/') ? path : `/${path}`));
    if (query) for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, String(v));
    return u.toString();
  }

  async get(path: string, query?: Record<string, string | number | boolean | undefined>): Promise<unknown> {
    const url = this.url(path, query);
    return withRetry(async () => {
      if (this.options.limiter) await this.options.limiter.take();
      this.requests++;
      let res: Response;
      try {
        res = await fetch(url, { headers: { accept: 'application/json', ...this.options.headers }, signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
      } catch (err) {
        throw new NetworkError(url, err);
      }
      let text: string;
      try {
        text = await res.text();
      } catch (err) {
        throw new NetworkError(url, err);
      }
      if (!res.ok) throw new HttpStatusError(res.status, url, text, retryAfter(res.headers.get('retry-after')));
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new BadResponseError(url, 'body is not JSON');
      }
    }, this.options.retry);
  }
}
