/**
 * The app-wide limits, checked before anything else of a request: per client IP, and per project (all
 * visitors of one project id together). Routes opt out with config.rateLimit false (health, metrics).
 */
import type { FastifyInstance } from 'fastify';
import type { RateLimitConfig } from '../config.js';
import { isValidProjectId, type ProjectStore, projectIdOf } from '../projects/index.js';
import { type RateLimiter, rateLimitError } from './rate-limiter.js';

export function installRateLimits(
  app: FastifyInstance,
  deps: { limits: RateLimitConfig; limiter: RateLimiter; projects: ProjectStore },
): void {
  const { limits, limiter, projects } = deps;
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.rateLimit === false || request.method === 'OPTIONS') return;
    const byIp = await limiter.hit(`ip:${request.ip}`, limits.perIp, limits.windowMs);
    if (!byIp.allowed) throw rateLimitError(byIp, 'requests from this address');
    const projectId = projectIdOf(request);
    // Only existing projects get a counter: made-up ids must not fill the store (the route refuses them).
    if (projectId === undefined || !isValidProjectId(projectId)) return;
    const project = await projects.get(projectId);
    if (project === undefined) return;
    const byProject = await limiter.hit(
      `project:${project.id}`,
      project.rateLimit ?? limits.perProject,
      limits.windowMs,
    );
    if (!byProject.allowed) throw rateLimitError(byProject, 'requests for this project');
  });
}
