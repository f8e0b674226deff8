import { describe, expect, it } from 'vitest';
import { ProjectStoreError } from '../src/projects/index.js';
import { describeOnDatabases, uniqueProjectId } from './support/app.js';

describeOnDatabases('projects', (ctx) => {
  describe('GET /projects/v1/origins', () => {
    it("answers the project's allowed origins", async () => {
      const response = await ctx().inject('/projects/v1/origins?projectId=walletport-demo&st=react&sv=0.1.0');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] });
    });

    it('lets any origin read the list, so the SDK can run its own origin check', async () => {
      const response = await ctx().inject({
        url: '/projects/v1/origins?projectId=walletport-demo',
        headers: { origin: 'https://not-allowed.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('https://not-allowed.example');
    });

    it('refuses an unknown project id with 403 INVALID_PROJECT_ID', async () => {
      const response = await ctx().inject('/projects/v1/origins?projectId=no-such-project');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'INVALID_PROJECT_ID',
        message: 'The projectId does not name a project on this server.',
      });
    });

    it('refuses a malformed project id with 403 INVALID_PROJECT_ID without looking it up', async () => {
      const response = await ctx().inject(
        `/projects/v1/origins?projectId=${encodeURIComponent("x' OR 1=1 --")}`,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('INVALID_PROJECT_ID');
    });

    it('refuses a missing project id with 403 PROJECT_NOT_CONFIGURED', async () => {
      const response = await ctx().inject('/projects/v1/origins');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'PROJECT_NOT_CONFIGURED',
        message: 'The projectId query parameter is required.',
      });
    });

    it('refuses a disabled project with 403 PROJECT_NOT_CONFIGURED, and serves it again once enabled', async () => {
      const id = uniqueProjectId();
      await ctx().projects.create({ id, origins: ['https://app.example.com'] });
      await ctx().projects.update(id, { disabled: true });
      const refused = await ctx().inject(`/projects/v1/origins?projectId=${id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('PROJECT_NOT_CONFIGURED');
      await ctx().projects.update(id, { disabled: false });
      const served = await ctx().inject(`/projects/v1/origins?projectId=${id}`);
      expect(served.json()).toEqual({ allowedOrigins: ['https://app.example.com'] });
    });

    it('refuses an over-long projectId with a 400 naming the field', async () => {
      const response = await ctx().inject(`/projects/v1/origins?projectId=${'a'.repeat(200)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("'projectId'");
    });
  });

  describe('project store', () => {
    it('creates a project with normalised origins and lists it', async () => {
      const id = uniqueProjectId();
      const project = await ctx().projects.create({
        id,
        name: 'Acme',
        origins: ['HTTPS://App.Example.com:443', 'https://*.example.com', 'http://localhost:*'],
      });
      expect(project).toMatchObject({ id, name: 'Acme', disabled: false, analyticsEnabled: true });
      expect(project.allowedOrigins.sort()).toEqual([
        'http://localhost:*',
        'https://*.example.com',
        'https://app.example.com',
      ]);
      expect((await ctx().projects.list()).map((p) => p.id)).toContain(id);
    });

    it('refuses duplicate ids, invalid ids and invalid origin patterns', async () => {
      const id = uniqueProjectId();
      await ctx().projects.create({ id });
      await expect(ctx().projects.create({ id })).rejects.toThrow(ProjectStoreError);
      await expect(ctx().projects.create({ id: 'no spaces' })).rejects.toThrow(/Invalid project id/);
      await expect(
        ctx().projects.create({ id: uniqueProjectId(), origins: ['javascript:alert(1)'] }),
      ).rejects.toThrow(/Invalid origin pattern/);
    });

    it('writes nothing when one origin of a new project is invalid', async () => {
      const id = uniqueProjectId();
      await expect(ctx().projects.create({ id, origins: ['https://ok.example', 'nope'] })).rejects.toThrow();
      expect(await ctx().projects.get(id)).toBeUndefined();
    });

    it('adds and removes origins, ignoring ones already there', async () => {
      const id = uniqueProjectId();
      await ctx().projects.create({ id, origins: ['https://a.example'] });
      let project = await ctx().projects.addOrigins(id, ['https://b.example', 'https://a.example']);
      expect(project.allowedOrigins.sort()).toEqual(['https://a.example', 'https://b.example']);
      project = await ctx().projects.removeOrigins(id, ['HTTPS://A.EXAMPLE']);
      expect(project.allowedOrigins).toEqual(['https://b.example']);
      await expect(ctx().projects.addOrigins('missing-project', ['https://x.example'])).rejects.toThrow(
        /No project/,
      );
    });

    it('updates switches and per-project limits, and refuses negative limits', async () => {
      const id = uniqueProjectId();
      await ctx().projects.create({ id });
      const project = await ctx().projects.update(id, {
        analyticsEnabled: false,
        rateLimit: 5,
        analyticsLimit: 2,
      });
      expect(project).toMatchObject({ analyticsEnabled: false, rateLimit: 5, analyticsLimit: 2 });
      await expect(ctx().projects.update(id, { rateLimit: -1 })).rejects.toThrow(/non-negative/);
    });

    it('ensure() creates once and leaves an existing project alone', async () => {
      const id = uniqueProjectId();
      await ctx().projects.ensure({ id, origins: ['https://first.example'] });
      const again = await ctx().projects.ensure({ id, origins: ['https://second.example'] });
      expect(again.allowedOrigins).toEqual(['https://first.example']);
    });
  });
});
