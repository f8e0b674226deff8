/**
 * One place that turns failures into answers, always the documented `{ code, message }`: schema failures
 * → 400 naming the field, ApiError → its status and code, Fastify's own client errors (bad JSON, body
 * too large, unsupported media type, a bad URL, …) → a status and a fixed text of ours, anything else →
 * 500 without internals (logged with the request id). No answer repeats the request's text, its URL or a
 * stack trace: an error page that echoes input is a reflection vector (see docs/server.md, "Hostile input").
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** Field names the answer may repeat: a request's own keys are shown only when they look like names. */
const SAFE_FIELD = /^[A-Za-z0-9_.-]{1,64}$/;

function shownField(name: string): string {
  return SAFE_FIELD.test(name) ? `'${name}'` : '(a field name that is not shown)';
}

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
    return `Missing ${location} ${shownField(path === '' ? missing : `${path}.${missing}`)}`;
  }
  if (issue.keyword === 'additionalProperties' && typeof extra === 'string') {
    return `Unknown ${location} ${shownField(path === '' ? extra : `${path}.${extra}`)}`;
  }
  const field = path === '' ? (context ?? 'input') : path;
  return `Invalid ${location} ${shownField(field)}: ${typeof issue.message === 'string' ? issue.message : 'is invalid'}`;
}

interface ClientFailure {
  status: number;
  body: ApiErrorBody;
}

/**
 * Fastify's client errors by code: what the client did wrong in our words. Fastify's own texts name the
 * URL or the content type they saw, so none of them is passed on.
 */
const FRAMEWORK_ERRORS: Readonly<Record<string, ClientFailure>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: invalid('The request body is not valid JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: invalid('The request body is empty but its content type is JSON'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: invalid('The request body does not match its Content-Length'),
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    body: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than the server accepts' },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json' },
  },
  FST_ERR_BAD_URL: invalid('The request path is not a valid URL path'),
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    body: { code: 'URI_TOO_LONG', message: 'A path segment is longer than the server accepts' },
  },
};

function invalid(message: string): ClientFailure {
  return { status: 400, body: { code: 'INVALID_REQUEST', message } };
}

/**
 * A framework (or body parser) error with a 4xx status: its entry in FRAMEWORK_ERRORS, else a plain
 * "bad request" with that status; undefined when it is no client error.
 */
export function describeClientError(error: {
  code?: unknown;
  statusCode?: unknown;
}): ClientFailure | undefined {
  const known = typeof error.code === 'string' ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known !== undefined && Object.hasOwn(FRAMEWORK_ERRORS, error.code as string)) return known;
  const status = error.statusCode;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status >= 500)
    return undefined;
  // A JSON parser's SyntaxError, a failed content-type parse and the like: the body was not readable.
  if (status === 400) return invalid('The request could not be read');
  return { status, body: { code: 'BAD_REQUEST', message: 'The request was refused' } };
}

/** The errors Fastify raises before routing (a URL it cannot decode, a too-long path parameter). */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const failure = describeClientError(error) ?? invalid('The request could not be read');
  reply.status(failure.status).send(failure.body);
}

/** Methods the not-found answer may name; anything else is not repeated. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

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
    } else {
      const failure = describeClientError(error);
      if (failure !== undefined) ({ status, body } = failure);
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const method = KNOWN_METHODS.has(request.method) ? `${request.method} ` : '';
    reply.status(404).send({ code: 'NOT_FOUND', message: `No route answers ${method}at this path` });
  });
}
