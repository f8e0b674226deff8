/**
 * The walletAssets and activity features inside a real instance: which are published, that creating them
 * sends nothing, that their services load as chunks on first use against the server (a fetch that answers
 * the documented routes), and the transactionsReset hook.
 */
import { describe, expect, it, vi } from 'vitest';
import { updateAccount } from '../../src/accounts/index.js';
import { INITIAL_TRANSACTION_LIST } from '../../src/activity/index.js';
import { createAppKitCore } from '../../src/instance/create-app-kit-core.js';
import { mainnet } from '../../src/networks/index.js';
import { createMemoryStorage } from '../../src/storage/index.js';
import { createTestAdapter } from '../connection/test-adapter.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';
const HASH = `0x${'ab'.repeat(32)}`;

const ROUTES: Record<string, unknown> = {
  '/v1/supported-chains': { http: ['eip155:1'], ws: [] },
  [`/v1/account/${ADDRESS}/balance`]: {
    balances: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        quantity: { decimals: '18', numeric: '2' },
        iconUrl: '',
      },
    ],
  },
  [`/v1/account/${ADDRESS}/history`]: {
    data: [
      {
        id: HASH,
        metadata: {
          operationType: 'receive',
          hash: HASH,
          minedAt: '2026-11-01T00:00:00Z',
          sentFrom: `0x${'b'.repeat(40)}`,
          sentTo: ADDRESS,
          status: 'confirmed',
          chain: 'eip155:1',
        },
        transfers: [
          { direction: 'in', quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH', name: 'Ether' } },
        ],
      },
    ],
    next: null,
  },
  [`/v1/account/${ADDRESS}/nfts`]: { data: [] },
};

function setup(options: Record<string, unknown> = {}) {
  const adapter = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  });
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const body = ROUTES[url.pathname];
    return body === undefined ? new Response('{}', { status: 404 }) : Response.json(body);
  });
  const kit = createAppKitCore(
    { projectId: 'demo-project', networks: [mainnet], adapters: [adapter], ...options } as never,
    {
      storage: createMemoryStorage(),
      document: null,
      fetch,
      logger: { warn: vi.fn(), error: vi.fn() },
      clock: { now: () => 1_000 },
    },
  );
  return { kit, fetch };
}

describe('the account data features', () => {
  it('publish walletAssets always and activity with a server, sending nothing at creation', () => {
    const withServer = setup({ apiUrl: 'https://api.example.com' });
    expect(withServer.kit.services.features.walletAssets).toBeDefined();
    expect(withServer.kit.services.features.activity).toBeDefined();
    expect(withServer.fetch).not.toHaveBeenCalled();
    const withoutServer = setup();
    expect(withoutServer.kit.services.features.walletAssets?.supportsNfts('eip155')).toBe(false);
    expect(withoutServer.kit.services.features.activity).toBeUndefined();
    const historyOff = setup({ apiUrl: 'https://api.example.com', features: { history: false } });
    expect(historyOff.kit.services.features.activity).toBeUndefined();
  });

  it('load their services on first use and read the server', async () => {
    const { kit } = setup({ apiUrl: 'https://api.example.com' });
    updateAccount(kit.stores.accounts, 'eip155', { address: ADDRESS });
    const tokens = await kit.services.features.walletAssets?.refreshTokens();
    expect(tokens?.map((token) => token.symbol)).toEqual(['ETH']);
    expect(tokens?.[0]).not.toHaveProperty('price');
    expect(kit.stores.accounts.getState().eip155?.tokenBalance).toEqual(tokens);
    const activity = kit.services.features.activity;
    await activity?.load();
    expect(activity?.store.getState()).toMatchObject({ status: 'ready', next: null });
    expect(activity?.store.getState().items).toHaveLength(1);
  });

  it('the transactionsReset hook clears the Activity list', async () => {
    const { kit } = setup({ apiUrl: 'https://api.example.com', features: { history: true } });
    updateAccount(kit.stores.accounts, 'eip155', { address: ADDRESS });
    const activity = kit.services.features.activity;
    await activity?.load();
    expect(activity?.store.getState().status).toBe('ready');
    // Resetting the connection fires the hook (connection/wallet-connect.ts).
    await kit.services.connection.resetWcConnection();
    expect(activity?.store.getState()).toEqual(INITIAL_TRANSACTION_LIST);
  });
});
