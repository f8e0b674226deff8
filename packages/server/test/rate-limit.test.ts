import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, uniqueProjectId } from './support/app.js';

const WINDOW_MS = 60_000;

describeOnDatabases(
  'rate limits',
  (ctx) => {
    const projectId = uniqueProjectId('limits');
    const limitedProject = uniqueProjectId('tight');

    beforeAll(async () => {
      await ctx().projects.create({ id: projectId });
      await ctx().projects.create({ id: limitedProject });
      await ctx().projects.update(limitedProject, { rateLimit: 2, analyticsLimit: 1 });
    });

    const from = (ip: string, url: string) => ctx().inject({ url, remoteAddress: ip });

    it('answers 429 with Retry-After once one IP used up its window', async () => {
      const url = `/getAnalyticsConfig?projectId=${projectId}`;
      for (let index = 0; index < 5; index += 1) expect((await from('10.0.0.1', url)).statusCode).toBe(200);
      const refused = await from('10.0.0.1', url);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
      // Another address is not affected.
      expect((await from('10.0.0.2', url)).statusCode).toBe(200);
    });

    it("limits a project across all of its visitors with the project's own limit", async () => {
      const url = `/getAnalyticsConfig?projectId=${limitedProject}`;
      expect((await from('10.1.0.1', url)).statusCode).toBe(200);
      expect((await from('10.1.0.2', url)).statusCode).toBe(200);
      const refused = await from('10.1.0.3', url);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain('this project');
      expect(refused.headers['retry-after']).toBeDefined();
    });

    it('does not count unknown project ids (they are refused with 403, not 429)', async () => {
      for (let index = 0; index < 3; index += 1) {
        const response = await from(`10.2.0.${index}`, '/getAnalyticsConfig?projectId=unknown-project');
        expect(response.statusCode).toBe(403);
      }
    });

    it('never limits health and metrics', async () => {
      for (let index = 0; index < 8; index += 1) {
        expect((await from('10.0.0.9', '/healthz')).statusCode).toBe(200);
        expect((await from('10.0.0.9', '/metrics')).statusCode).toBe(200);
      }
    });
  },
  { config: { rateLimit: { windowMs: WINDOW_MS, perIp: 5, perProject: 1_000, analyticsPerProject: 1_000 } } },
);
