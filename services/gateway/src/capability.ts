// How a capability (arbitrage, reference data, history, whales...) plugs its routes into the gateway.
// Each capability lives in src/routes/<name>.ts and exports a Capability; the host lists them for buildApp.
import type { Bus } from '@ref/bus';
import type { Store } from '@ref/store';
import type { Logger, Registry } from '@ref/telemetry';

/** Access a route needs. free < pro < premium for plans; `reference` needs the reference-data flag. */
export type Access = 'free' | 'pro' | 'premium' | 'reference';

/** A family of WebSocket channels sharing a prefix (`book` for `book:<event>:<outcome>`). */
export interface ChannelFamily {
  /** the part before the first ':' (or the whole name of a single channel like `snapshot`) */
  readonly prefix: string;
  readonly access: Access;
  /** one line for the docs */
  readonly description: string;
  /** Whether `channel` (the full name) exists now; false → the client gets `unknown_channel`. */
  exists(channel: string): boolean;
  /** Current state of `channel`, sent as the snapshot on subscribe (null when there is nothing yet).
   *  For a per-account family `accountId` is the subscriber's account. */
  snapshot(channel: string, accountId?: string): unknown;
  /** true: every account has its own instance of each channel of this family (e.g. `whales` alerts); updates
   *  go through `Channels.publishToAccount` and reach only that account's connections. Default false. */
  readonly perAccount?: boolean;
}

/** The WebSocket channel hub as capabilities see it: define a family, then publish updates into its channels. */
export interface Channels {
  defineFamily(family: ChannelFamily): void;
  /** Publishes one update (`{channel, seq, type: 'update', data}` to every subscriber); returns the channel's new seq. */
  publish(channel: string, data: unknown): number;
  /** True when someone listens: skip building data nobody reads (but publish anyway to keep seq moving, e.g. with null). */
  hasSubscribers(channel: string): boolean;
  /** Publishes one update to one account's instance of a channel of a per-account family; returns its new seq. */
  publishToAccount(accountId: string, channel: string, data: unknown): number;
}

/** What a capability gets from the gateway. */
export interface GatewayContext {
  bus: Bus;
  store: Store;
  log: Logger;
  registry: Registry;
  /** Unix ms; tests pass a fixed clock. */
  now(): number;
  /** The WebSocket channel hub; always set by buildApp (optional so route tests can build a bare context). */
  channels?: Channels;
}

/** Declared on every route: `app.get(path, { config: { access: 'premium' }, schema }, handler)`.
 *  The gateway's auth hook reads it: 401 missing/unknown key, 403 insufficient access, 429 over the rate limit. */
export interface RouteConfig {
  access: Access;
}

/** The caller of an authenticated request, set by the gateway's auth hook on `request.principal`. */
export interface RequestPrincipal {
  accountId: string;
  keyId: string;
  plan: 'free' | 'pro' | 'premium';
  reference: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** access the route needs (every gateway route declares it) */
    access?: Access;
    /** gateway-internal: reachable without a key (ops, OpenAPI, docs) */
    public?: boolean;
  }
  interface FastifyRequest {
    /** set by the gateway's auth hook on every authenticated request; null on public routes */
    principal: RequestPrincipal | null;
  }
}

/** Thrown by handlers; the gateway's error handler turns it into `{detail}` with the status.
 *  `detail` may be an object (reference-data 404 bodies). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail: unknown;
  constructor(statusCode: number, detail: unknown) {
    super(typeof detail === 'string' ? detail : JSON.stringify(detail));
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.detail = detail;
  }
}

/** A pluggable capability: registers routes (and may start consumers/materialised tables it needs). */
export interface Capability {
  readonly name: string;
  /** `app` is a FastifyInstance; typed loosely here to keep this file free of the Fastify import. */
  register(app: import('fastify').FastifyInstance, ctx: GatewayContext): Promise<void>;
  /** Readiness of the capability (tables caught up...), shown on /readyz. */
  ready?(): { ok: boolean; detail?: string };
  /** Called on gateway shutdown. */
  close?(): Promise<void>;
}
