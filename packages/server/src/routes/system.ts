/** Operations routes: health (with a database ping), Prometheus metrics and the OpenAPI document. */
import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from '../http/metrics.js';
import type { RouteContext } from './context.js';

export interface SystemRouteOptions extends RouteContext {
  metrics: ServerMetrics;
}

const OPS_CONFIG = { rateLimit: false, corsPolicy: 'none' } as const;

export default async function systemRoutes(app: FastifyInstance, opts: SystemRouteOptions): Promise<void> {
  app.get(
    '/healthz',
    {
      config: OPS_CONFIG,
      schema: {
        summary: 'Health check: answers 200 when the database answers',
        tags: ['operations'],
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string', enum: ['ok'] }, database: { type: 'string' } },
            required: ['status', 'database'],
          },
          503: {
            type: 'object',
            properties: { status: { type: 'string', enum: ['unavailable'] }, database: { type: 'string' } },
            required: ['status', 'database'],
          },
        },
      },
    },
    async (request, reply) => {
      try {
        await opts.db.query('SELECT 1');
        return { status: 'ok', database: opts.db.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database ping failed');
        return reply.status(503).send({ status: 'unavailable', database: opts.db.kind });
      }
    },
  );

  app.get(
    '/metrics',
    {
      config: OPS_CONFIG,
      schema: { summary: 'Prometheus metrics (text exposition format)', tags: ['operations'] },
    },
    async (_request, reply) => {
      const text = await opts.metrics.registry.metrics();
      return reply.type(opts.metrics.registry.contentType).send(text);
    },
  );

  app.get(
    '/openapi.json',
    {
      config: { corsPolicy: 'public' },
      schema: { summary: 'This OpenAPI document', tags: ['operations'] },
    },
    async () => app.swagger(),
  );
}
