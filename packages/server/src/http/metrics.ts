/**
 * Prometheus metrics: one registry per server instance (so tests and several servers in one process do
 * not share counters), a request duration histogram by method, route pattern and status, and Node's
 * default process metrics. Served at GET /metrics.
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export interface ServerMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
}

export function createMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'walletport_' });
  const requestDuration = new Histogram({
    name: 'walletport_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  return { registry, requestDuration };
}

export function recordRequestDurations(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: label values must stay few (no addresses or ids in them).
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
