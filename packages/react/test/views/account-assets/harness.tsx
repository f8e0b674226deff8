/**
 * A real Walletport instance for the Account area's tests: the core test adapter, connected on a devnet,
 * and a Walletport server that is a scripted fetch answering the documented routes (balance, NFTs,
 * history, supported chains). A route can be made to fail or to wait. Shared by the tabs, tokens, NFTs and
 * activity tests.
 */
import { act, cleanup, render } from '@testing-library/react';
import { type AppKitOptions, createMemoryStorage, localDevnet } from '@walletport/core/internal';
import type { ComponentType } from 'react';
import { createTestAdapter } from '../../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../../src/client/create-app-kit.js';
import { setDefaultAppKit } from '../../../src/client/default-instance.js';
import type { AppKit } from '../../../src/client/types.js';
import { AppKitProvider } from '../../../src/context.js';

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const WPUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
export const COLLECTIBLES = '0x0165878A594ca255338adfa4d48449f69242Eb8F';
export const CHAIN = 'eip155:31337';
export const DEVNET = localDevnet({ id: 31337, name: 'Walletport Devnet', port: 8545 });

export type Route = 'balance' | 'nfts' | 'history';

export interface ServerScript {
  /** The body a route answers (the history route gets the cursor). */
  answer(route: Route, body: unknown | ((cursor: string | undefined) => unknown)): void;
  /** Makes the route answer HTTP 502 until healed (or for the next `times` requests). */
  fail(route: Route, times?: number): void;
  /** Makes the route wait until the returned function runs. */
  hold(route: Route): () => void;
  readonly requests: { route: Route; url: URL }[];
}

const ROUTES: ReadonlyArray<[Route, RegExp]> = [
  ['balance', /\/balance$/],
  ['nfts', /\/nfts$/],
  ['history', /\/history$/],
];

export function createServer(): { script: ServerScript; fetch: typeof fetch } {
  const bodies = new Map<Route, unknown>([
    ['balance', { balances: [] }],
    ['nfts', { data: [] }],
    ['history', { data: [], next: null }],
  ]);
  const failures = new Map<Route, number>();
  const gates = new Map<Route, Promise<void>>();
  const requests: { route: Route; url: URL }[] = [];
  const script: ServerScript = {
    answer: (route, body) => void bodies.set(route, body),
    fail: (route, times = Number.POSITIVE_INFINITY) => void failures.set(route, times),
    hold(route) {
      let release = () => {};
      gates.set(route, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        gates.delete(route);
        release();
      };
    },
    requests,
  };
  const serverFetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: [CHAIN], ws: [] });
    const route = ROUTES.find(([, pattern]) => pattern.test(url.pathname))?.[0];
    if (route === undefined) return new Response('{}', { status: 404 });
    requests.push({ route, url });
    await gates.get(route);
    const remaining = failures.get(route) ?? 0;
    if (remaining > 0) {
      failures.set(route, remaining - 1);
      return new Response('{}', { status: 502 });
    }
    const body = bodies.get(route);
    return Response.json(
      typeof body === 'function' ? body(url.searchParams.get('cursor') ?? undefined) : body,
    );
  };
  return { script, fetch: serverFetch as typeof fetch };
}

export interface AssetsHarness {
  instance: AppKit;
  server: ServerScript;
  connect(): Promise<void>;
  render(View: ComponentType): ReturnType<typeof render>;
}

/** createAppKit with the test wallet; `server: false` leaves `apiUrl` out (no Walletport server). */
export function createAssetsHarness(
  options: Partial<AppKitOptions> & { server?: boolean } = {},
): AssetsHarness {
  const { server: withServer = true, ...appOptions } = options;
  const { script, fetch } = createServer();
  const adapter = createTestAdapter({
    networks: [DEVNET],
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 31337 } },
  });
  adapter.getBalance = async () => ({ balance: '2.5', symbol: 'ETH' });
  const instance = createAppKit(
    {
      projectId: 'demo-project',
      networks: [DEVNET],
      adapters: [adapter],
      features: { email: false, socials: false, analytics: false },
      ...(withServer ? { apiUrl: 'https://api.test' } : {}),
      ...appOptions,
    } as AppKitOptions,
    {
      preloadModal: 'intent',
      storage: createMemoryStorage(),
      document: null,
      fetch,
      logger: { warn: () => {}, error: () => {} },
    },
  );
  return {
    instance,
    server: script,
    async connect() {
      await act(async () => {
        await instance.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
        await settle();
      });
    },
    render: (View) =>
      render(
        <AppKitProvider instance={instance}>
          <View />
        </AppKitProvider>,
      ),
  };
}

/** Lets promise chains, zero-delay timers and lazy chunks settle. */
export async function settle(rounds = 3): Promise<void> {
  for (let round = 0; round < rounds; round += 1)
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

export function teardown(harness: { instance: AppKit } | undefined): void {
  cleanup();
  harness?.instance.destroy();
  setDefaultAppKit(undefined);
}

/** One history item of the documented shape. */
export function historyItem(
  id: number,
  overrides: {
    minedAt?: string;
    direction?: 'in' | 'out';
    status?: 'confirmed' | 'failed';
    transfers?: unknown[];
  } = {},
) {
  const direction = overrides.direction ?? 'in';
  const hash = `0x${id.toString(16).padStart(64, '0')}`;
  return {
    id: hash,
    metadata: {
      operationType: direction === 'in' ? 'receive' : 'send',
      hash,
      minedAt: overrides.minedAt ?? '2026-03-10T12:00:00Z',
      sentFrom: direction === 'in' ? OTHER : ADDRESS,
      sentTo: direction === 'in' ? ADDRESS : OTHER,
      status: overrides.status ?? 'confirmed',
      chain: CHAIN,
    },
    transfers: overrides.transfers ?? [
      {
        direction,
        quantity: { numeric: '1.5', decimals: '18' },
        fungible_info: { name: 'Ether', symbol: 'ETH', icon: null },
        price: 2000,
        value: 3000,
      },
    ],
  };
}
