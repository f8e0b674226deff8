import { describe, expect, it } from 'vitest';
import { importRegistry } from '../src/registry/index.js';
import { describeOnDatabases, uniqueProjectId } from './support/app.js';

const DEMO = 'projectId=walletport-demo';
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const pngDataUrl = `data:image/png;base64,${PNG.toString('base64')}`;

function event(overrides: Record<string, unknown> = {}) {
  return {
    eventId: `evt-${Math.random().toString(36).slice(2)}`,
    url: 'http://localhost:5173/page',
    domain: 'localhost',
    timestamp: Date.now(),
    props: { type: 'track', event: 'INITIALIZE', properties: { themeMode: 'dark' }, address: '0xabc' },
    ...overrides,
  };
}

describeOnDatabases('images and analytics', (ctx) => {
  describe('image routes', () => {
    it('serves a generated monogram for a registry wallet without artwork, with strict headers', async () => {
      const response = await ctx().inject(`/getWalletImage/bitget-wallet?${DEMO}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.body).toMatch(/^<svg [^>]*>.*>BW<\/text><\/svg>$/);
    });

    it('answers 404 for a wallet image of no registry wallet', async () => {
      const response = await ctx().inject(`/getWalletImage/no-such-wallet?${DEMO}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    });

    it.each(['getAssetImage', 'getCurrencyImage', 'getTokenImage'])(
      'serves /public/%s/{id} monograms',
      async (route) => {
        const response = await ctx().inject(`/public/${route}/usd?${DEMO}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(response.body).toContain('>U</text>');
      },
    );

    it('serves an imported raster image with the type its bytes say', async () => {
      const report = await importRegistry(ctx().db, {
        wallets: [
          { id: 'pictured-wallet', name: 'Pictured', image: pngDataUrl.replace('image/png', 'text/html') },
        ],
        images: [{ kind: 'token', id: 'wpt', image: pngDataUrl }],
      });
      expect(report.written).toBe(true);
      const token = await ctx().inject(`/public/getTokenImage/wpt?${DEMO}`);
      expect(token.headers['content-type']).toBe('image/png');
      expect(token.rawPayload.equals(PNG)).toBe(true);
      const wallet = await ctx().inject(`/getWalletImage/pictured-wallet?${DEMO}`);
      expect(wallet.headers['content-type']).toBe('image/png');
    });

    it('refuses a malformed image id with a 400 naming the field', async () => {
      const response = await ctx().inject(`/getWalletImage/${encodeURIComponent('../etc')}?${DEMO}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("'id'");
    });

    it('refuses unknown projects with 403', async () => {
      const response = await ctx().inject('/getWalletImage/metamask?projectId=who-knows');
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('INVALID_PROJECT_ID');
    });
  });

  describe('GET /getAnalyticsConfig', () => {
    it("answers the project's analytics switch", async () => {
      expect((await ctx().inject(`/getAnalyticsConfig?${DEMO}`)).json()).toEqual({
        isAnalyticsEnabled: true,
      });
      const id = uniqueProjectId();
      await ctx().projects.create({ id, analyticsEnabled: false });
      expect((await ctx().inject(`/getAnalyticsConfig?projectId=${id}`)).json()).toEqual({
        isAnalyticsEnabled: false,
      });
    });

    it('refuses unknown projects with 403', async () => {
      const response = await ctx().inject('/getAnalyticsConfig?projectId=who-knows');
      expect(response.statusCode).toBe(403);
    });
  });

  describe('POST /e', () => {
    const post = (body: unknown, query = `${DEMO}&st=react&sv=react-evm-0.1.0`) =>
      ctx().inject({ method: 'POST', url: `/e?${query}`, payload: body as Record<string, unknown> });

    it('stores an event for the project once, even when sent twice', async () => {
      const body = event();
      const first = await post(body);
      expect(first.statusCode).toBe(202);
      expect(first.json()).toEqual({ accepted: true, stored: true });
      expect((await post(body)).json()).toEqual({ accepted: true, stored: false });
      const { rows } = await ctx().db.query<{
        event: string;
        sdk_type: string;
        props: { properties: unknown };
      }>('SELECT event, sdk_type, props FROM analytics_events WHERE project_id = $1 AND event_id = $2', [
        'walletport-demo',
        body.eventId,
      ]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        event: 'INITIALIZE',
        sdk_type: 'react',
        props: { properties: { themeMode: 'dark' } },
      });
    });

    it('stores error events with their error fields', async () => {
      const response = await post(
        event({
          props: {
            type: 'error',
            event: 'INTERNAL_SDK_ERROR',
            errorType: 'TypeError',
            errorMessage: 'x is undefined',
            stackTrace: 'at f (a.js:1:1)',
          },
        }),
      );
      expect(response.json()).toEqual({ accepted: true, stored: true });
    });

    it.each([
      [{ eventId: undefined }, "'eventId'"],
      [{ url: 'javascript:alert(1)' }, "'url'"],
      [{ timestamp: 'yesterday' }, "'timestamp'"],
      [{ timestamp: Date.now() + 7 * 24 * 3600 * 1000 }, "'timestamp'"],
      [{ props: { type: 'other', event: 'INITIALIZE' } }, "'props.type'"],
      [{ props: { type: 'track' } }, "'props.event'"],
    ])('refuses a bad event %j with a 400 naming the field', async (change, field) => {
      const response = await post({ ...event(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_REQUEST');
      expect(response.json().message).toContain(field);
    });

    it('drops fields it does not know rather than storing them (newer SDKs may send more)', async () => {
      const body = { ...event(), extra: true, props: { type: 'track', event: 'X', extra: 1 } };
      expect((await post(body)).statusCode).toBe(202);
      const { rows } = await ctx().db.query<{ props: Record<string, unknown> }>(
        'SELECT props FROM analytics_events WHERE event_id = $1',
        [body.eventId],
      );
      expect(rows[0]?.props).toEqual({ type: 'track', event: 'X' });
    });

    it('refuses events larger than 32 KiB with 413', async () => {
      const response = await post(
        event({ props: { type: 'track', event: 'BIG', properties: 'x'.repeat(40_000) } }),
      );
      expect(response.statusCode).toBe(413);
    });

    it('accepts but does not store events of a project with analytics off', async () => {
      const id = uniqueProjectId();
      await ctx().projects.create({ id, analyticsEnabled: false });
      const response = await post(event(), `projectId=${id}`);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: true, stored: false });
    });

    it("limits ingest per project with the project's analytics limit", async () => {
      const id = uniqueProjectId();
      await ctx().projects.create({ id });
      await ctx().projects.update(id, { analyticsLimit: 2 });
      expect((await post(event(), `projectId=${id}`)).statusCode).toBe(202);
      expect((await post(event(), `projectId=${id}`)).statusCode).toBe(202);
      const refused = await post(event(), `projectId=${id}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      // Reading the config is not ingest: it still answers.
      expect((await ctx().inject(`/getAnalyticsConfig?projectId=${id}`)).statusCode).toBe(200);
    });

    it('refuses unknown projects with 403 and foreign origins with UNAUTHORIZED_DOMAIN', async () => {
      expect((await post(event(), 'projectId=who-knows')).statusCode).toBe(403);
      const foreign = await ctx().inject({
        method: 'POST',
        url: `/e?${DEMO}`,
        payload: event(),
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().code).toBe('UNAUTHORIZED_DOMAIN');
    });
  });
});
