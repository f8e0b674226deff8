/**
 * One HTTP client per instance whenever `apiUrl` is set (docs/core.md "HTTP"): analytics, the blockchain
 * API, the project API and the wallet registry share it, and it sends through the `fetch` the environment
 * gave (AppKitCoreEnvironment.fetch), never the global one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestAdapter } from '../../test/connection/test-adapter.js';
import { createAlertsStore } from '../alerts/index.js';
import { ANALYTICS_CONFIG_PATH } from '../analytics/index.js';
import { mainnet } from '../networks/index.js';
import { resolveOptions } from '../options/index.js';
import { createMemoryStorage } from '../storage/index.js';
import { createAppKitCore } from './create-app-kit-core.js';
import { resolveEnvironment } from './environment.js';
import { createAnalyticsWiring } from './wire-analytics.js';
import { createApiWiring, createInstanceHttp } from './wire-api.js';

const API_URL = 'https://api.walletport.test';
const ADDRESS = '0x00000000000000000000000000000000000000a1';

/** A server answering every route the clients call, through a fetch the test owns. */
function serverFetch() {
  return vi.fn(async (input: string) => {
    const { pathname } = new URL(input);
    if (pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1'], ws: [] });
    if (pathname.endsWith('/balance')) return Response.json({ balances: [] });
    if (pathname === '/projects/v1/origins') return Response.json({ allowedOrigins: [] });
    if (pathname === '/getWallets') return Response.json({ data: [{ id: 'a', name: 'Alpha' }], count: 1 });
    return Response.json({ isAnalyticsEnabled: true });
  });
}

const paths = (fetch: ReturnType<typeof serverFetch>) =>
  fetch.mock.calls.map(([url]) => new URL(url).pathname);

function options(features: Record<string, unknown> = {}) {
  return {
    projectId: 'demo-project',
    networks: [mainnet],
    adapters: [createTestAdapter({ connectors: [] })],
    apiUrl: API_URL,
    features,
  } as never;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the instance HTTP client', () => {
  it('is created only with apiUrl, and the wiring hands the same one to analytics and the API clients', () => {
    const env = resolveEnvironment({ storage: createMemoryStorage(), fetch: serverFetch(), document: null });
    const resolved = resolveOptions(options(), { document: null, warn: () => {} });
    const { http, analytics } = createAnalyticsWiring(resolved, env, createAlertsStore());
    expect(http).toBeDefined();
    expect(analytics).toBeDefined();
    expect(createApiWiring(resolved, env, http)?.http).toBe(http);

    const quiet = resolveOptions(options({ analytics: false }), { document: null, warn: () => {} });
    const withoutAnalytics = createAnalyticsWiring(quiet, env, createAlertsStore());
    expect(withoutAnalytics.analytics).toBeUndefined();
    expect(withoutAnalytics.http?.baseUrl).toBe(API_URL);

    const serverless = resolveOptions({ projectId: 'p', networks: [mainnet] } as never, {
      document: null,
      warn: () => {},
    });
    expect(createInstanceHttp(serverless, env)).toBeUndefined();
    expect(createApiWiring(serverless, env)).toBeUndefined();
    expect(createAnalyticsWiring(serverless, env, createAlertsStore())).toEqual({
      http: undefined,
      analytics: undefined,
    });
  });

  it.each([
    ['analytics on', {}],
    ['analytics off', { analytics: false }],
  ])('with %s, services.http is the API clients’ client', (_case, features) => {
    const kit = createAppKitCore(options(features), {
      storage: createMemoryStorage(),
      fetch: serverFetch(),
      document: null,
    });
    expect(kit.services.http).toBeDefined();
    expect(kit.services.http).toBe(kit.services.api?.http);
    kit.destroy();
  });

  it('sends every client’s requests through the fetch given in the environment', async () => {
    const globalFetch = vi.fn(async () => {
      throw new Error('the global fetch must not be used');
    });
    vi.stubGlobal('fetch', globalFetch);
    const fetch = serverFetch();
    const kit = createAppKitCore(options({ email: true }), {
      storage: createMemoryStorage(),
      fetch,
      document: null,
      logger: { warn: vi.fn(), error: vi.fn() },
    });
    const api = kit.services.api;
    if (api === undefined) throw new Error('apiUrl is set, so the API clients exist');

    await kit.start(); // analytics asks for the project's config
    await api.blockchain.getBalances(ADDRESS, 'eip155:1');
    await api.blockchain.getIdentity(ADDRESS).catch(() => undefined);
    await api.project.getAllowedOrigins();
    const page = await api.registry.getWallets({ page: 1, entries: 40 });

    expect(page).toMatchObject({ source: 'api', count: 1 });
    expect(paths(fetch)).toEqual(
      expect.arrayContaining([
        '/v1/supported-chains',
        `/v1/account/${ADDRESS}/balance`,
        `/v1/identity/${ADDRESS}`,
        '/projects/v1/origins',
        '/getWallets',
        ANALYTICS_CONFIG_PATH,
      ]),
    );
    expect(globalFetch).not.toHaveBeenCalled();
    kit.destroy();
  });

  it('the registry image URL is on the instance server, without loading the registry code', () => {
    const kit = createAppKitCore(options(), {
      storage: createMemoryStorage(),
      fetch: serverFetch(),
      document: null,
    });
    expect(kit.services.api?.registry.imageUrl({ image_id: 'img-1' })).toBe(
      `${API_URL}/getWalletImage/img-1?projectId=demo-project&st=walletport&sv=core-0.1.0`,
    );
    kit.destroy();
  });
});
