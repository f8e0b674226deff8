/**
 * Request ids: the caller's X-Request-Id when it is a plain token (a load balancer's id keeps logs of
 * one request joined up), else a fresh UUID. Echoed back in the response's X-Request-Id.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFor(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
