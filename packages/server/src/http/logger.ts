/**
 * Structured logs (pino through Fastify). Requests are logged by method, path and id only: query strings
 * carry project ids, addresses and tokens, and headers carry credentials, so neither reaches the log.
 * Bodies are never logged (login codes, session tokens and wallet shares travel in them); the redaction
 * below covers those field names too, should an object holding one ever be logged.
 */
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.js';

/** The path of a request URL without its query string. */
export function pathOnly(url: string | undefined): string {
  if (url === undefined) return '';
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

interface LoggedRequest {
  method?: string;
  url?: string;
  id?: string;
}

interface LoggedReply {
  statusCode?: number;
}

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'signature',
  '*.signature',
  'sessionToken',
  '*.sessionToken',
  'authShare',
  '*.authShare',
  'recovery',
  '*.recovery',
  'req.body',
  'body',
];

/** Fastify logger options: level, redaction and request/response serializers without secrets. */
export function loggerOptions(
  level: LogLevel,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: LoggedRequest) {
        return { id: request.id, method: request.method, path: pathOnly(request.url) };
      },
      res(reply: LoggedReply) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
