/**
 * Analytics: GET /getAnalyticsConfig tells the SDK whether to send events at all, POST /e
 * stores one event for the project. Ingest has its own per-project limit on top of the app-wide ones.
 * A project with analytics off gets 202 and nothing is stored: a 403 would show the visitor an
 * Invalid App Configuration alert for what is only the operator's choice.
 */
import type { FastifyInstance } from 'fastify';
import { errorBodySchema, invalidParameter } from '../../http/api-error.js';
import { requireProject } from '../../projects/index.js';
import { rateLimitError } from '../../rate-limit/index.js';
import type { RouteContext } from '../context.js';
import { projectQuerySchema, type SdkQuery } from '../shared-schemas.js';
import { type AnalyticsEvent, analyticsEventSchema, MAX_EVENT_BYTES } from './event-schema.js';
import { storeEvent } from './event-store.js';

/** Client clocks drift, and queued events are sent late; beyond these an event's timestamp is not believable. */
const MAX_FUTURE_MS = 24 * 60 * 60 * 1000;
const MAX_PAST_MS = 30 * 24 * 60 * 60 * 1000;

export default async function analyticsRoutes(app: FastifyInstance, opts: RouteContext): Promise<void> {
  app.get(
    '/getAnalyticsConfig',
    {
      schema: {
        summary: 'Whether the SDK should send analytics events for the project',
        tags: ['analytics'],
        querystring: projectQuerySchema,
        response: {
          200: {
            type: 'object',
            properties: { isAnalyticsEnabled: { type: 'boolean' } },
            required: ['isAnalyticsEnabled'],
          },
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const project = await requireProject(request);
      return { isAnalyticsEnabled: project.analyticsEnabled };
    },
  );

  app.post<{ Querystring: SdkQuery; Body: AnalyticsEvent }>(
    '/e',
    {
      bodyLimit: MAX_EVENT_BYTES,
      schema: {
        summary: 'Store one analytics event',
        tags: ['analytics'],
        querystring: projectQuerySchema,
        body: analyticsEventSchema,
        response: {
          202: {
            type: 'object',
            properties: { accepted: { type: 'boolean' }, stored: { type: 'boolean' } },
            required: ['accepted', 'stored'],
          },
          400: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const project = await requireProject(request);
      const event = request.body;
      const now = Date.now();
      if (event.timestamp > now + MAX_FUTURE_MS || event.timestamp < now - MAX_PAST_MS) {
        throw invalidParameter(
          'timestamp',
          'must be the time of the event in milliseconds since the epoch',
          'body field',
        );
      }
      if (!project.analyticsEnabled) return reply.status(202).send({ accepted: true, stored: false });
      const limit = project.analyticsLimit ?? opts.config.rateLimit.analyticsPerProject;
      const decision = await opts.limiter.hit(
        `analytics:${project.id}`,
        limit,
        opts.config.rateLimit.windowMs,
      );
      if (!decision.allowed) throw rateLimitError(decision, 'analytics events for this project');
      const stored = await storeEvent(opts.db, project.id, request.query, event);
      return reply.status(202).send({ accepted: true, stored });
    },
  );
}
