import { describe, expect, it, vi } from 'vitest';
import { createTestAdapter } from '../../test/connection/test-adapter.js';
import { type CodedText, englishText } from '../errors/index.js';
import { mainnet } from '../networks/index.js';
import type { PageDocument } from '../options/index.js';
import { createMemoryStorage } from '../storage/index.js';
import { createAppKitCore } from './create-app-kit-core.js';

const PAGE_ORIGIN = 'https://shop.example.com';

function page(origin: string): PageDocument {
  return {
    title: 'Shop',
    location: { origin, href: `${origin}/` },
    querySelector: () => null,
    querySelectorAll: () => [],
  };
}

/** An instance whose server answers the origins route with `origins` (or fails with `status`). */
function setup(
  answer: { origins?: string[]; status?: number },
  options: Record<string, unknown> = {},
  origin: string | null = PAGE_ORIGIN,
) {
  const fetch = vi.fn(async (url: string) => {
    if (!url.includes('/projects/v1/origins')) return Response.json({ isAnalyticsEnabled: false });
    if (answer.status !== undefined)
      return Response.json({ code: 'INVALID_PROJECT_ID' }, { status: answer.status });
    return Response.json({ allowedOrigins: answer.origins ?? [] });
  });
  const kit = createAppKitCore(
    {
      projectId: 'demo-project',
      networks: [mainnet],
      adapters: [createTestAdapter({ connectors: [] })],
      apiUrl: 'https://api.example.com',
      ...options,
    } as never,
    {
      storage: createMemoryStorage(),
      document: origin === null ? null : page(origin),
      fetch,
      timers: { setTimeout: vi.fn(() => 0), clearTimeout: vi.fn() },
      logger: { warn: vi.fn(), error: vi.fn() },
    },
  );
  const originRequests = () =>
    fetch.mock.calls
      .filter(([url]) => String(url).includes('/projects/v1/origins'))
      .map(([url]) => new URL(url));
  return { kit, fetch, originRequests };
}

const currentAlert = (kit: ReturnType<typeof setup>['kit']) => kit.stores.alerts.getState().current;

describe('createAppKitCore: the page-origin check of start()', () => {
  it('exposes the server clients whenever apiUrl is set, analytics on or off', () => {
    expect(setup({}).kit.services.api?.blockchain).toBeDefined();
    expect(setup({}, { features: { analytics: false } }).kit.services.api?.project).toBeDefined();
    const none = createAppKitCore({ projectId: 'p', networks: [mainnet] } as never, {
      storage: createMemoryStorage(),
      document: null,
    });
    expect(none.services.api).toBeUndefined();
  });

  it('an allowed origin (wildcards included) shows no alert; the request carries projectId, st, sv', async () => {
    const { kit, originRequests } = setup({ origins: ['https://*.example.com'] });
    await kit.start();
    await vi.waitFor(() => expect(originRequests()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(currentAlert(kit)).toBeUndefined();
    const params = originRequests()[0]?.searchParams;
    expect([params?.get('projectId'), params?.get('st'), params?.get('sv')]).toEqual([
      'demo-project',
      'walletport',
      'core-0.1.0',
    ]);
  });

  it('an origin not on the list shows Invalid App Configuration naming the origin, once', async () => {
    const { kit } = setup({ origins: ['https://other.example.org'] });
    await kit.start();
    await vi.waitFor(() => expect(currentAlert(kit)?.id).toBe('INVALID_APP_CONFIGURATION'));
    expect(englishText(currentAlert(kit)?.message as CodedText)).toBe('Invalid App Configuration');
    expect(englishText(currentAlert(kit)?.longMessage as CodedText)).toContain(
      `Origin ${PAGE_ORIGIN} not found on Allowlist`,
    );
    // A second report of the same misconfiguration (e.g. an analytics 403) does not show it again.
    kit.stores.alerts.close();
    expect(kit.stores.alerts.showOnce('INVALID_APP_CONFIGURATION')).toBe(false);
    expect(currentAlert(kit)).toBeUndefined();
  });

  it('a server that refuses the page (403) alerts, as a list without its origin does', async () => {
    const { kit, originRequests } = setup({ status: 403 });
    await kit.start();
    await vi.waitFor(() => expect(currentAlert(kit)?.id).toBe('INVALID_APP_CONFIGURATION'));
    expect(originRequests()).toHaveLength(1);
  });

  it('a server that cannot answer (429, 5xx, invalid JSON, down) does not call the page misconfigured', async () => {
    const failures: Array<() => Promise<Response>> = [
      async () => Response.json({ code: 'RATE_LIMITED' }, { status: 429 }),
      async () => Response.json({ message: 'boom' }, { status: 500 }),
      async () => new Response('{"allowedOrigins": [', { headers: { 'content-type': 'application/json' } }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    for (const failure of failures) {
      const { kit, fetch, originRequests } = setup({});
      fetch.mockImplementation(failure);
      await kit.start();
      await vi.waitFor(() => expect(originRequests()).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(currentAlert(kit)).toBeUndefined();
    }
  });

  it('does not check without email and socials, without a page, or before start()', async () => {
    const off = setup({ origins: [] }, { features: { email: false, socials: false } });
    const noPage = setup({ origins: [] }, {}, null);
    for (const { kit, originRequests } of [off, noPage]) {
      expect(originRequests()).toHaveLength(0);
      await kit.start();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(originRequests()).toHaveLength(0);
      expect(currentAlert(kit)).toBeUndefined();
    }
    const socialsOnly = setup({ origins: [] }, { features: { email: false, socials: ['google'] } });
    await socialsOnly.kit.start();
    await vi.waitFor(() => expect(currentAlert(socialsOnly.kit)?.id).toBe('INVALID_APP_CONFIGURATION'));
  });

  it('an answer that lands after destroy() shows nothing', async () => {
    const { kit, fetch } = setup({ origins: [] }, { features: { analytics: false } });
    let release: (() => void) | undefined;
    fetch.mockImplementationOnce(
      (url: string) =>
        new Promise<Response>((resolve) => {
          expect(url).toContain('/projects/v1/origins');
          release = () => resolve(Response.json({ allowedOrigins: [] }));
        }),
    );
    void kit.start();
    await vi.waitFor(() => expect(release).toBeDefined());
    kit.destroy();
    release?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(currentAlert(kit)).toBeUndefined();
  });
});
