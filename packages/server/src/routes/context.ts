/**
 * What every route plugin receives (as its plugin options) and what the app decorates every Fastify
 * instance with (`app.walletport`), so helpers such as requireProject(request) reach it too.
 *
 * Route plugins are `export default async function (app: FastifyInstance, opts: RouteContext)`;
 * they declare full paths (e.g. '/v1/supported-chains') with JSON schemas for params, querystring, body and
 * responses (the schemas feed validation and /openapi.json), throw ApiError (http/api-error.ts) for
 * 4xx answers, and call requireProject(request) first when the route is project-scoped.
 * The rate limits per IP and per project and CORS are applied by the app for every route already.
 */
import type { Cache } from '../cache/index.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/index.js';
import type { ProjectStore } from '../projects/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

export interface RouteContext {
  config: ServerConfig;
  db: Database;
  /** Shared TTL cache (memory or Redis): key → JSON value. Prefix keys with the route family. */
  cache: Cache;
  projects: ProjectStore;
  /** For extra limits beyond the app-wide ones (e.g. analytics ingest per project). */
  limiter: RateLimiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    walletport: RouteContext;
  }
  interface FastifyContextConfig {
    /** false: no per-IP / per-project rate limit (health and metrics). */
    rateLimit?: boolean;
    /** 'public': any origin may read the answer (CORS), no project origin check. */
    corsPolicy?: 'project' | 'public' | 'none';
  }
}
