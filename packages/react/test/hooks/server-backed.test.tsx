// @vitest-environment happy-dom
/**
 * With a Walletport server (`apiUrl`), the native balance and the account's name come from the server's
 * routes, and the adapter answers the balance when the server cannot. The server here is a
 * fetch function answering the documented shapes; the real server is exercised in
 * packages/server/test/client-api.test.ts.
 */
import { createMemoryStorage, mainnet, sepolia } from '@walletport/core';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestAdapter } from '../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../src/client/create-app-kit.js';
import type { AppKit, CreateAppKitOptions } from '../../src/client/types.js';
import { AppKitAccountButton } from '../../src/components/buttons.js';
import { useBalance } from '../../src/hooks/use-balance.js';
import { useIdentity } from '../../src/hooks/use-identity.js';
import { ADDRESS, cleanupKits, createKit, renderButton, renderHookWith, settle } from './harness.js';

interface ServerScript {
  /** Status per route prefix instead of the documented answer. */
  fail?: { balance?: number; identity?: number; chains?: number };
  /** Native amount the balance route reports; undefined leaves the native item out. */
  native?: string | undefined;
  identity?: { name: string | null; avatar: string | null };
}

const live: AppKit[] = [];

function createServerKit(script: ServerScript = {}) {
  const requests: URL[] = [];
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input);
    requests.push(url);
    const { fail = {} } = script;
    if (url.pathname === '/v1/supported-chains') {
      if (fail.chains) return Response.json({ code: 'X' }, { status: fail.chains });
      return Response.json({ http: ['eip155:1'], ws: [] });
    }
    if (url.pathname.endsWith('/balance')) {
      if (fail.balance) return Response.json({ code: 'UPSTREAM_UNAVAILABLE' }, { status: fail.balance });
      const token = {
        name: 'Walletport USD',
        symbol: 'WPUSD',
        chainId: 'eip155:1',
        address: 'eip155:1:0x00000000000000000000000000000000000000c3',
        value: 5,
        price: 1,
        quantity: { decimals: '6', numeric: '5' },
        iconUrl: '',
      };
      const native = {
        ...token,
        name: 'Ether',
        symbol: 'ETH',
        address: undefined,
        quantity: { decimals: '18', numeric: script.native },
      };
      return Response.json({ balances: script.native === undefined ? [token] : [token, native] });
    }
    if (url.pathname.startsWith('/v1/identity/')) {
      if (fail.identity) return Response.json({ code: 'X' }, { status: fail.identity });
      return Response.json(script.identity ?? { name: null, avatar: null });
    }
    return Response.json({ isAnalyticsEnabled: false });
  });
  const adapter = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
    networks: [mainnet, sepolia],
  });
  const adapterCalls: string[] = [];
  adapter.getBalance = async ({ network }) => {
    adapterCalls.push(network.caipNetworkId);
    return { balance: '1.23456', symbol: 'ETH' };
  };
  const kit = createAppKit(
    {
      projectId: 'demo-project',
      networks: [mainnet, sepolia],
      adapters: [adapter],
      apiUrl: 'https://api.walletport.test',
      features: { analytics: false },
    } as CreateAppKitOptions,
    {
      preloadModal: 'intent',
      storage: createMemoryStorage(),
      fetch,
      logger: { warn: vi.fn(), error: vi.fn() },
      document: null,
    },
  );
  live.push(kit);
  const connect = () =>
    act(async () => {
      await kit.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    });
  const routeRequests = (suffix: string) => requests.filter((url) => url.pathname.endsWith(suffix));
  return { kit, adapterCalls, connect, routeRequests };
}

afterEach(() => {
  for (const kit of live.splice(0)) kit.destroy();
  cleanupKits();
});

describe('useBalance with a Walletport server', () => {
  it('reads the native item of the active network from the server, not the adapter', async () => {
    const { kit, adapterCalls, connect, routeRequests } = createServerKit({ native: '4.2' });
    await connect();
    const { result } = renderHookWith(kit, () => useBalance());
    await settle();
    expect(result.current).toMatchObject({ balance: '4.2', symbol: 'ETH', loading: false, error: undefined });
    expect(adapterCalls).toEqual([]);
    const query = routeRequests('/balance')[0]?.searchParams;
    expect([
      query?.get('chainId'),
      query?.get('currency'),
      query?.get('projectId'),
      query?.get('st'),
    ]).toEqual(['eip155:1', 'usd', 'demo-project', 'walletport']);
  });

  it('asks the server to skip its cache on refetch, and keeps the 30 s cache otherwise', async () => {
    const { kit, connect, routeRequests } = createServerKit({ native: '4.2' });
    await connect();
    const { result } = renderHookWith(kit, () => useBalance());
    await settle();
    renderHookWith(kit, () => useBalance());
    await settle();
    expect(routeRequests('/balance')).toHaveLength(1);
    await act(() => result.current.refetch());
    expect(routeRequests('/balance').map((url) => url.searchParams.get('forceUpdate'))).toEqual([
      null,
      'true',
    ]);
  });

  it.each([
    ['the balance route fails', { native: '4.2', fail: { balance: 502 } }],
    ['the supported-chains route fails', { native: '4.2', fail: { chains: 500 } }],
    ['the answer has no native item', { native: undefined }],
  ] as const)('falls back to the adapter when %s', async (_case, script) => {
    const { kit, adapterCalls, connect } = createServerKit(script);
    await connect();
    const { result } = renderHookWith(kit, () => useBalance());
    await settle();
    expect(result.current).toMatchObject({ balance: '1.23456', symbol: 'ETH', loading: false });
    expect(adapterCalls).toEqual(['eip155:1']);
  });

  it('falls back to the adapter on a network the server does not serve, without asking for its balance', async () => {
    const { kit, adapterCalls, connect, routeRequests } = createServerKit({ native: '4.2' });
    await connect();
    await act(() => kit.switchNetwork(sepolia));
    const { result } = renderHookWith(kit, () => useBalance());
    await settle();
    expect(result.current.balance).toBe('1.23456');
    expect(adapterCalls).toEqual(['eip155:11155111']);
    expect(routeRequests('/balance').map((url) => url.searchParams.get('chainId'))).not.toContain(
      'eip155:11155111',
    );
  });
});

describe('useIdentity and the account button', () => {
  it('reads the name and avatar the server knows, once per address', async () => {
    const identity = { name: 'alice.wp', avatar: 'https://img.walletport.test/alice.png' };
    const { kit, connect, routeRequests } = createServerKit({ identity });
    await connect();
    const { result } = renderHookWith(kit, () => [useIdentity(ADDRESS), useIdentity(ADDRESS)] as const);
    expect(result.current[0].loading).toBe(true);
    await settle();
    expect(result.current[0]).toEqual({ ...identity, loading: false });
    expect(result.current[1]).toEqual({ ...identity, loading: false });
    expect(routeRequests(`/v1/identity/${ADDRESS}`)).toHaveLength(1);
    expect(routeRequests(`/v1/identity/${ADDRESS}`)[0]?.searchParams.get('sender')).toBe(ADDRESS);
  });

  it('never asks about a Solana address (names belong to eip155 accounts)', async () => {
    const identity = { name: 'alice.wp', avatar: 'https://img.walletport.test/alice.png' };
    const { kit, routeRequests } = createServerKit({ identity });
    const solanaAddress = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96';
    const { result } = renderHookWith(kit, () => useIdentity(solanaAddress));
    await settle();
    expect(result.current).toEqual({ name: undefined, avatar: undefined, loading: false });
    expect(routeRequests(`/v1/identity/${solanaAddress}`)).toHaveLength(0);
  });

  it('is empty without a server, and on failure', async () => {
    const serverless = createKit();
    const none = renderHookWith(serverless.kit, () => useIdentity(ADDRESS));
    await settle();
    expect(none.result.current).toEqual({ name: undefined, avatar: undefined, loading: false });
    const failing = createServerKit({ fail: { identity: 500 } });
    const { result } = renderHookWith(failing.kit, () => useIdentity(ADDRESS));
    await settle();
    expect(result.current).toEqual({ name: undefined, avatar: undefined, loading: false });
  });

  it('the account button shows the server name and avatar instead of the short address', async () => {
    const avatar = 'https://img.walletport.test/alice.png';
    const { kit, connect } = createServerKit({ native: '4.2', identity: { name: 'alice.wp', avatar } });
    await connect();
    const { shadow, host: renderedHost } = renderButton(kit, <AppKitAccountButton />);
    await settle();
    expect(shadow().getByRole('button').getAttribute('aria-label')).toContain('alice.wp');
    expect(shadow().getByText('alice.wp')).toBeTruthy();
    const root = renderedHost().shadowRoot;
    expect(root?.querySelector('img.wp-btn-avatar')?.getAttribute('src')).toBe(avatar);
  });
});
