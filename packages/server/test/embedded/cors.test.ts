/**
 * CORS of /embedded/v1: the frame origins (EMBEDDED_FRAME_ORIGINS, wildcards allowed) and only those,
 * preflights included; the project's own origins are not enough there, and other routes keep theirs.
 */
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import { FRAME_ORIGIN, HOST_ORIGIN, useEmbeddedServer } from './embedded-kit.js';

const kind = testDatabaseKinds()[0];
if (kind === undefined) throw new Error('no database kind');

describe('CORS of the embedded-wallet routes', () => {
  const server = useEmbeddedServer(kind, {
    env: { EMBEDDED_FRAME_ORIGINS: `${FRAME_ORIGIN}, https://*.wallet.example` },
  });

  function preflight(path: string, origin: string, method: string) {
    return server.app.inject({
      method: 'OPTIONS',
      url: `/embedded/v1/${path}?projectId=${server.projectId}`,
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization, content-type',
      },
    });
  }

  it('answers preflights from the frame origins for every method the routes use', async () => {
    for (const [path, method] of [
      ['otp', 'POST'],
      ['shares', 'PUT'],
      ['session', 'DELETE'],
      ['session', 'GET'],
    ] as const) {
      for (const origin of [FRAME_ORIGIN, 'https://eu.wallet.example']) {
        const response = await preflight(path, origin, method);
        expect(response.statusCode).toBe(204);
        expect(response.headers['access-control-allow-origin']).toBe(origin);
        expect(response.headers['access-control-allow-methods']).toContain(method);
        expect(response.headers['access-control-allow-headers']).toContain('authorization');
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      }
    }
  });

  it("fails preflights from any other origin, the project's own included", async () => {
    for (const origin of [
      HOST_ORIGIN,
      'https://evil.example',
      'https://wallet.example',
      'http://127.0.0.1:5191',
    ]) {
      const response = await preflight('shares', origin, 'PUT');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('lets the frame read answers, errors included, and gives other origins nothing to read', async () => {
    const fromFrame = await server.app.inject({
      method: 'GET',
      url: `/embedded/v1/session?projectId=${server.projectId}`,
      headers: { origin: FRAME_ORIGIN },
    });
    expect(fromFrame.statusCode).toBe(401);
    expect(fromFrame.headers['access-control-allow-origin']).toBe(FRAME_ORIGIN);
    expect(fromFrame.headers.vary).toContain('Origin');

    const fromHost = await server.app.inject({
      method: 'GET',
      url: `/embedded/v1/session?projectId=${server.projectId}`,
      headers: { origin: HOST_ORIGIN },
    });
    expect(fromHost.headers['access-control-allow-origin']).toBeUndefined();
    expect(fromHost.statusCode).toBe(403);
  });

  it('leaves the CORS of other routes as it was: the frame origin is no project origin', async () => {
    const url = `/getWallets?projectId=${server.projectId}&entries=1`;
    const fromHost = await server.app.inject({ url, headers: { origin: HOST_ORIGIN } });
    expect(fromHost.headers['access-control-allow-origin']).toBe(HOST_ORIGIN);
    const fromFrame = await server.app.inject({ url, headers: { origin: FRAME_ORIGIN } });
    expect(fromFrame.headers['access-control-allow-origin']).toBeUndefined();
  });
});
