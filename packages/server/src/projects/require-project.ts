/**
 * The project check every project-scoped route starts with: the projectId query parameter must name an
 * enabled project, and a browser request (one with an Origin header) must come from one of its allowed
 * origins. Failures are 403s whose codes core's ERROR_CODE_ALERTS turns into the right alert.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { isOriginAllowed } from './origin-matcher.js';
import { isValidProjectId, type Project } from './project.js';
import type { ProjectStore } from './project-store.js';

export const PROJECT_ERROR_CODES = {
  INVALID_PROJECT_ID: 'INVALID_PROJECT_ID',
  PROJECT_NOT_CONFIGURED: 'PROJECT_NOT_CONFIGURED',
  UNAUTHORIZED_DOMAIN: 'UNAUTHORIZED_DOMAIN',
} as const;

/** The projectId query parameter as given (undefined when absent or not a single string). */
export function projectIdOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const id = query?.projectId;
  return typeof id === 'string' ? id : undefined;
}

/** The Origin header of a browser request, or undefined for a non-browser caller. */
export function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== '' ? origin : undefined;
}

/**
 * The request's project, or a thrown ApiError 403 with { code, message }:
 * - no projectId → PROJECT_NOT_CONFIGURED;
 * - an id that is malformed or names no project → INVALID_PROJECT_ID;
 * - a disabled project → PROJECT_NOT_CONFIGURED;
 * - an Origin header outside the project's allowed origins → UNAUTHORIZED_DOMAIN.
 * `checkOrigin: false` skips the last check (for routes any page may call, such as the origins list).
 * `bodyProjectId` is the id a POST route's body carries, used when the query names none.
 */
export async function resolveProject(
  projects: ProjectStore,
  request: FastifyRequest,
  options: { checkOrigin?: boolean; bodyProjectId?: string | undefined } = {},
): Promise<Project> {
  const id = projectIdOf(request) ?? options.bodyProjectId;
  if (id === undefined || id === '') {
    throw new ApiError(
      403,
      PROJECT_ERROR_CODES.PROJECT_NOT_CONFIGURED,
      'The projectId query parameter is required.',
    );
  }
  const project = isValidProjectId(id) ? await projects.get(id) : undefined;
  if (project === undefined) {
    throw new ApiError(
      403,
      PROJECT_ERROR_CODES.INVALID_PROJECT_ID,
      'The projectId does not name a project on this server.',
    );
  }
  if (project.disabled) {
    throw new ApiError(
      403,
      PROJECT_ERROR_CODES.PROJECT_NOT_CONFIGURED,
      'The project is disabled on this server.',
    );
  }
  const origin = originOf(request);
  if (
    options.checkOrigin !== false &&
    origin !== undefined &&
    !isOriginAllowed(origin, project.allowedOrigins)
  ) {
    throw new ApiError(
      403,
      PROJECT_ERROR_CODES.UNAUTHORIZED_DOMAIN,
      // The Origin header is not repeated: no answer echoes the request.
      "The request's origin is not in the project's allowed origins.",
    );
  }
  return project;
}

/**
 * `resolveProject` with the server's project store (the app decorates every instance with its
 * RouteContext), so a route plugin only writes `const project = await requireProject(request)`.
 */
export function requireProject(
  request: FastifyRequest,
  options: { checkOrigin?: boolean; bodyProjectId?: string | undefined } = {},
): Promise<Project> {
  return resolveProject(request.server.walletport.projects, request, options);
}
