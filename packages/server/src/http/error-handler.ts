/**
 * One place that turns failures into answers: schema failures → 400 naming the field, ApiError → its
 * status and code, Fastify's own 4xx (bad JSON, body too large) → their status, anything else → 500
 * without internals (logged with the request id).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, type ApiErrorBody } from './api-error.js';

interface SchemaIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

const LOCATIONS: Readonly<Record<string, string>> = {
  querystring: 'query parameter',
  body: 'body field',
  params: 'path parameter',
  headers: 'header',
};

/** "Invalid query parameter 'entries': must be <= 100" from Ajv's first issue. */
export function describeSchemaIssue(context: string | undefined, issue: SchemaIssue | undefined): string {
  const location =
    (Object.hasOwn(LOCATIONS, context ?? '') ? LOCATIONS[context ?? ''] : undefined) ?? 'input';
  if (typeof issue !== 'object' || issue === null) return `Invalid ${location}`;
  const instancePath = typeof issue.instancePath === 'string' ? issue.instancePath : '';
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const params = typeof issue.params === 'object' && issue.params !== null ? issue.params : {};
  const missing = params.missingProperty;
  const extra = params.additionalProperty;
  if (issue.keyword === 'required' && typeof missing === 'string') {
    return `Missing ${location} '${path === '' ? missing : `${path}.${missing}`}'`;
  }
  if (issue.keyword === 'additionalProperties' && typeof extra === 'string') {
    return `Unknown ${location} '${path === '' ? extra : `${path}.${extra}`}'`;
  }
  const field = path === '' ? (context ?? 'input') : path;
  return `Invalid ${location} '${field}': ${typeof issue.message === 'string' ? issue.message : 'is invalid'}`;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    let status = 500;
    let body: ApiErrorBody = { code: 'INTERNAL_ERROR', message: 'Internal server error' };
    if (error instanceof ApiError) {
      status = error.statusCode;
      body = error.toBody();
      reply.headers(error.headers);
    } else if (error.validation !== undefined) {
      status = 400;
      body = {
        code: 'INVALID_REQUEST',
        message: describeSchemaIssue(error.validationContext, error.validation[0] as SchemaIssue | undefined),
      };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { code: error.code ?? 'BAD_REQUEST', message: error.message };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
