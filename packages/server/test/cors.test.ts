import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, uniqueProjectId } from './support/app.js';

describeOnDatabases('CORS per project', (ctx) => {
  const projectId = uniqueProjectId('cors');
  const url = `/getWallets?projectId=${projectId}&entries=1`;

  beforeAll(async () => {
    await ctx().projects.create({
      id: projectId,
      origins: ['https://app.example.com', 'https://*.example.org'],
    });
  });

  it('reflects an allowed origin and varies on Origin', async () => {
    const response = await ctx().inject({ url, headers: { origin: 'https://app.example.com' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(response.headers.vary).toContain('Origin');
  });

  it('allows subdomains of a wildcard pattern, but not the bare domain', async () => {
    const sub = await ctx().inject({ url, headers: { origin: 'https://shop.eu.example.org' } });
    expect(sub.statusCode).toBe(200);
    expect(sub.headers['access-control-allow-origin']).toBe('https://shop.eu.example.org');
    const bare = await ctx().inject({ url, headers: { origin: 'https://example.org' } });
    expect(bare.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives a foreign origin no CORS headers and refuses it with 403 UNAUTHORIZED_DOMAIN', async () => {
    const response = await ctx().inject({ url, headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('UNAUTHORIZED_DOMAIN');
  });

  it('refuses the same origin on another scheme or port', async () => {
    for (const origin of ['http://app.example.com', 'https://app.example.com:8443']) {
      const response = await ctx().inject({ url, headers: { origin } });
      expect(response.statusCode).toBe(403);
    }
  });

  it('answers a preflight from an allowed origin', async () => {
    const response = await ctx().inject({
      method: 'OPTIONS',
      url: `/e?projectId=${projectId}`,
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(response.headers['access-control-allow-headers']).toContain('content-type');
    expect(response.headers['access-control-max-age']).toBe('600');
  });

  it('fails a preflight from a foreign origin', async () => {
    const response = await ctx().inject({
      method: 'OPTIONS',
      url: `/e?projectId=${projectId}`,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('sends no CORS headers to callers without an Origin (servers, curl)', async () => {
    const response = await ctx().inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never allows origins on a disabled project', async () => {
    const id = uniqueProjectId('cors-off');
    await ctx().projects.create({ id, origins: ['https://app.example.com'] });
    await ctx().projects.update(id, { disabled: true });
    const response = await ctx().inject({
      url: `/getWallets?projectId=${id}`,
      headers: { origin: 'https://app.example.com' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.statusCode).toBe(403);
  });

  it('lets the demo project be used from any localhost port', async () => {
    const response = await ctx().inject({
      url: '/getWallets?projectId=walletport-demo&entries=1',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });
});
