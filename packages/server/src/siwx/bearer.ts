/**
 * The session a request's `Authorization: Bearer <token>` names. Every failure is a 401 with a
 * WWW-Authenticate challenge (RFC 6750); the token itself never appears in an answer or a log.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { sha256Hex } from './secrets.js';
import type { SessionRecord, SiwxStore } from './siwx-store.js';

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

function unauthorized(message: string, error?: 'invalid_token'): ApiError {
  const challenge = error === undefined ? 'Bearer' : `Bearer error="${error}"`;
  return new ApiError(401, 'UNAUTHORIZED', message, { 'www-authenticate': challenge });
}

export function bearerTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header === '')
    throw unauthorized('The Authorization header with a Bearer session token is missing.');
  const match = BEARER.exec(header.trim());
  if (match === null)
    throw unauthorized('The Authorization header is not "Bearer <token>".', 'invalid_token');
  return match[1] ?? '';
}

/** The live session of the request's bearer token in `projectId`. */
export async function requireSession(
  store: SiwxStore,
  request: FastifyRequest,
  projectId: string,
  now: Date,
): Promise<SessionRecord> {
  const session = await store.findSessionByToken(sha256Hex(bearerTokenOf(request)));
  // A token of another project is as good as unknown here: it opens nothing in this one.
  if (session === undefined || session.projectId !== projectId)
    throw unauthorized('The session token is unknown.', 'invalid_token');
  if (session.revokedAt !== null) throw unauthorized('The session has been signed out.', 'invalid_token');
  if (session.expiresAt.getTime() <= now.getTime())
    throw unauthorized('The session has expired; sign in again.', 'invalid_token');
  return session;
}
