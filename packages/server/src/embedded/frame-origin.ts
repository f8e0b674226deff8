/**
 * Only the embedded-wallet frame calls /embedded/v1, from its own origin (EMBEDDED_FRAME_ORIGINS): CORS
 * allows those origins alone on these paths (http/cors.ts), and a browser request from any other origin
 * is refused outright, so a page cannot drive the routes with requests CORS lets through unread. Callers
 * without an Origin header (not a browser) pass: they could claim any origin anyway.
 */
import type { FastifyRequest } from 'fastify';
import { pathOnly } from '../http/logger.js';
import { isOriginAllowed, originOf } from '../projects/index.js';
import { embeddedErrors } from './errors.js';

export const EMBEDDED_PATH_PREFIX = '/embedded/v1/';

export function isEmbeddedPath(url: string | undefined): boolean {
  return pathOnly(url).startsWith(EMBEDDED_PATH_PREFIX);
}

export function requireFrameOrigin(request: FastifyRequest, frameOrigins: readonly string[]): void {
  const origin = originOf(request);
  if (origin !== undefined && !isOriginAllowed(origin, frameOrigins)) throw embeddedErrors.originNotAllowed();
}
