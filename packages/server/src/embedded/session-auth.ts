/**
 * Sessions of email login: issued after a right code (a random 32-byte token, its SHA-256 stored, 30 days),
 * and required by the bearer routes. Every failure (no or malformed header, unknown, other project,
 * expired, revoked) is the same 401 "Session expired": the frame's answer is the same for all of them, and
 * a caller learns nothing about tokens it does not hold.
 */
import type { FastifyRequest } from 'fastify';
import type { User } from './account-store.js';
import { embeddedErrors } from './errors.js';
import { SESSION_TTL_MS } from './limits.js';
import { randomSessionToken, tokenHash } from './secrets.js';
import type { EmbeddedServices } from './services.js';
import type { EmbeddedSession } from './session-store.js';

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

export async function issueSession(
  services: EmbeddedServices,
  user: User,
  /** The social login that opens it; none for an email login. */
  social?: { provider: string; username: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const now = services.now();
  const token = randomSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await services.sessions.create(
    {
      projectId: user.projectId,
      userId: user.id,
      tokenHash: tokenHash(token),
      expiresAt,
      ...(social === undefined ? {} : { provider: social.provider }),
      ...(social?.username === undefined ? {} : { username: social.username }),
    },
    now,
  );
  return { token, expiresAt };
}

/** The live session of the request's bearer token in `projectId`, and its user. */
export async function requireSession(
  services: EmbeddedServices,
  request: FastifyRequest,
  projectId: string,
): Promise<{ session: EmbeddedSession; user: User }> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? BEARER.exec(header.trim()) : null;
  if (match === null) throw embeddedErrors.sessionExpired();
  const session = await services.sessions.findByTokenHash(tokenHash(match[1] ?? ''));
  const now = services.now();
  if (
    session === undefined ||
    session.projectId !== projectId ||
    session.revokedAt !== null ||
    session.expiresAt.getTime() <= now.getTime()
  ) {
    throw embeddedErrors.sessionExpired();
  }
  const user = await services.accounts.findUser(session.userId);
  if (user === undefined) throw embeddedErrors.sessionExpired();
  return { session, user };
}
