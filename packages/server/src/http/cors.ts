/**
 * CORS per project: a browser may read an answer only when its Origin matches the allowed origins of the
 * project the request names (projectId query parameter). Routes marked corsPolicy 'public' (the origins
 * list, images, the OpenAPI document) answer any origin; 'none' answers none. Requests without an Origin
 * header get no CORS headers at all. Preflights are decided by the project, as only project routes take
 * non-simple requests (JSON bodies). The embedded wallet's routes (/embedded/v1/*) are the exception: only
 * its frame app calls them, so there the frame origins (EMBEDDED_FRAME_ORIGINS) and nothing else are
 * allowed, preflights included, with the PUT and DELETE those routes use; except a Farcaster wallet's
 * signed answer to a sign-in channel, which comes from the wallet's own origin, any origin.
 */
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isFarcasterAnswerPath } from '../embedded/farcaster/connect-url.js';
import { isEmbeddedPath } from '../embedded/frame-origin.js';
import {
  isOriginAllowed,
  isValidProjectId,
  originOf,
  type ProjectStore,
  projectIdOf,
} from '../projects/index.js';

const BASE_OPTIONS = {
  methods: ['GET', 'HEAD', 'POST'],
  exposedHeaders: ['retry-after', 'x-request-id'],
  // Browsers cache an answered preflight this long, which saves a round trip per RPC call.
  maxAge: 600,
  // A malformed preflight (no Access-Control-Request-Method) gets the ordinary answer, with CORS headers
  // or without, instead of the plugin's own plain-text 400.
  strictPreflight: false,
} as const;

const EMBEDDED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];

/** Whether the request's origin may read the answer. */
export async function corsAllows(
  projects: ProjectStore,
  request: FastifyRequest,
  frameOrigins: readonly string[] = [],
): Promise<boolean> {
  const origin = originOf(request);
  if (origin === undefined) return false;
  if (isEmbeddedPath(request.url)) {
    return isFarcasterAnswerPath(request.url) || isOriginAllowed(origin, frameOrigins);
  }
  const isPreflight = request.method === 'OPTIONS';
  const policy = isPreflight ? 'project' : (request.routeOptions.config?.corsPolicy ?? 'project');
  if (policy === 'public') return true;
  if (policy === 'none') return false;
  const projectId = projectIdOf(request);
  if (projectId === undefined || !isValidProjectId(projectId)) return false;
  const project = await projects.get(projectId);
  return project !== undefined && !project.disabled && isOriginAllowed(origin, project.allowedOrigins);
}

export async function installCors(
  app: FastifyInstance,
  projects: ProjectStore,
  options: { frameOrigins?: readonly string[] } = {},
): Promise<void> {
  const frameOrigins = options.frameOrigins ?? [];
  await app.register(cors, {
    hook: 'onRequest',
    delegator: async (request: FastifyRequest) => ({
      ...BASE_OPTIONS,
      ...(isEmbeddedPath(request.url) ? { methods: EMBEDDED_METHODS } : {}),
      // true reflects the request's Origin; false sends no CORS headers (and fails the preflight).
      origin: await corsAllows(projects, request, frameOrigins),
    }),
  });
}
