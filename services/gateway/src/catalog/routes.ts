// REST catalog of streamable events (macro and crypto feeds): release time, venues, outcomes, channel names; event_type decoder.
import type { FastifyInstance } from 'fastify';
import type { RefEvent, Table } from '@ref/bus';
import { HttpError } from '../capability.ts';
import { iso } from '../format.ts';
import { classifyEvent, decodeEventType, listEventTypes } from './event-types.ts';

const eventTypeSchema = {
  type: 'object',
  properties: {
    token: { type: 'string' },
    feed: { type: 'string', enum: ['macro', 'crypto'] },
    label: { type: 'string' },
    agency: { type: 'string' },
    typical_release: { type: 'string' },
    description: { type: 'string' },
  },
} as const;

const catalogEventSchema = {
  type: 'object',
  properties: {
    event_id: { type: 'string' },
    title: { type: 'string' },
    feed: { type: 'string' },
    event_type: { type: ['string', 'null'] },
    release_time: { type: ['string', 'null'] },
    active: { type: 'boolean' },
    venues: { type: 'array', items: { type: 'string' } },
    channels: { type: 'object', properties: { dist: { type: 'string' }, snapshot: { type: 'string' } } },
    outcomes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          outcome: { type: 'string' },
          label: { type: 'string' },
          venues: { type: 'array', items: { type: 'string' } },
          channels: { type: 'object', properties: { book: { type: 'string' }, trade: { type: 'string' } } },
        },
      },
    },
  },
} as const;

interface CatalogQuery {
  feed?: 'macro' | 'crypto' | 'other';
  event_type?: string;
  active?: boolean;
  limit?: number;
}

function toEntry(ev: RefEvent) {
  const token = classifyEvent(ev.title, ev.subject_domain);
  const type = token ? decodeEventType(token) : undefined;
  return {
    event_id: ev.ref_id,
    title: ev.title,
    feed: type?.feed ?? 'other',
    event_type: token ?? null,
    release_time: ev.resolution_time_ms === null ? null : iso(ev.resolution_time_ms),
    active: ev.active,
    venues: [...new Set(ev.venue_listings.map((l) => l.venue))].sort(),
    channels: { dist: `dist:${ev.ref_id}`, snapshot: 'snapshot' },
    outcomes: ev.outcomes.map((o) => ({
      outcome: o.outcome_key,
      label: o.label,
      venues: [...new Set(o.venue_listings.map((l) => l.venue))].sort(),
      channels: { book: `book:${ev.ref_id}:${o.outcome_key}`, trade: `trade:${ev.ref_id}:${o.outcome_key}` },
    })),
  };
}

/** Registers /streams/catalog, /streams/event-types and /streams/event-types/{token} (free). Responses are cached as bytes per table version. */
export function registerCatalogRoutes(app: FastifyInstance, events: Table<RefEvent>): void {
  const cache = new Map<string, { version: number; body: string }>();

  app.get<{ Querystring: CatalogQuery }>(
    '/streams/catalog',
    {
      config: { access: 'free' },
      schema: {
        tags: ['streams'],
        summary: 'Streamable events with release time, venues, outcomes and channel names',
        querystring: {
          type: 'object',
          properties: {
            feed: { type: 'string', enum: ['macro', 'crypto', 'other'], description: 'only events of this feed; omitted: every streamable event' },
            event_type: { type: 'string', maxLength: 32, description: 'only events of this event_type token, e.g. CPI or BTC_15M' },
            active: { type: 'boolean' },
            limit: { type: 'integer', minimum: 1, maximum: 2000, default: 500 },
          },
        },
        response: { 200: { type: 'object', properties: { count: { type: 'integer' }, events: { type: 'array', items: catalogEventSchema } } } },
      },
    },
    async (req, reply) => {
      const q = req.query;
      if (q.event_type !== undefined && decodeEventType(q.event_type) === undefined) throw new HttpError(400, `query parameter 'event_type' is not a known token: ${q.event_type}`);
      const key = `${q.feed ?? ''}|${q.event_type?.toUpperCase() ?? ''}|${String(q.active ?? '')}|${q.limit ?? 500}`;
      const hit = cache.get(key);
      reply.type('application/json; charset=utf-8');
      if (hit && hit.version === events.version) return reply.send(hit.body);
      const out = [];
      for (const ev of events.values()) {
        if (q.active !== undefined && ev.active !== q.active) continue;
        const e = toEntry(ev);
        if (q.feed !== undefined && e.feed !== q.feed) continue;
        if (q.event_type !== undefined && e.event_type !== q.event_type.toUpperCase()) continue;
        out.push(e);
      }
      out.sort((a, b) => (a.release_time ?? '9').localeCompare(b.release_time ?? '9') || a.event_id.localeCompare(b.event_id));
      const page = out.slice(0, q.limit ?? 500);
      const body = JSON.stringify({ count: page.length, events: page });
      if (cache.size > 256) cache.clear();
      cache.set(key, { version: events.version, body });
      return reply.send(body);
    },
  );

  app.get(
    '/streams/event-types',
    {
      config: { access: 'free' },
      schema: {
        tags: ['streams'],
        summary: 'Every event_type token with label, agency, typical release time and description',
        response: { 200: { type: 'object', properties: { event_types: { type: 'array', items: eventTypeSchema } } } },
      },
    },
    async () => ({ event_types: listEventTypes() }),
  );

  app.get<{ Params: { token: string } }>(
    '/streams/event-types/:token',
    {
      config: { access: 'free' },
      schema: {
        tags: ['streams'],
        summary: 'Decode one event_type token',
        params: { type: 'object', properties: { token: { type: 'string', minLength: 1, maxLength: 32 } }, required: ['token'] },
        response: { 200: eventTypeSchema },
      },
    },
    async (req) => {
      const t = decodeEventType(req.params.token);
      if (!t) throw new HttpError(404, `unknown event_type token: ${req.params.token}`);
      return t;
    },
  );
}
