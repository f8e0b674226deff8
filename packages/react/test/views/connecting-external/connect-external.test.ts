import {
  type AdapterConnector,
  type CodedText,
  createAppKitCore,
  createError,
  createMemoryStorage,
  mainnet,
  optimism,
  storageKeys,
  UnknownWalletError,
  UserRejectedRequestError,
  verbatimText,
} from '@walletport/core/internal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestAdapter } from '../../../../core/test/connection/test-adapter.js';
import {
  classifyConnectFailure,
  connectExternalWallet,
  connectRequestFor,
  connectTarget,
  isAlreadyConnected,
} from '../../../src/views/connecting-external/connect-external.js';
import { ADDRESS, announced } from '../connect/fixtures.js';

const METAMASK = announced('MetaMask', 'io.metamask');

function setup(networks = [mainnet, optimism] as const) {
  const adapter = createTestAdapter({
    connectors: [METAMASK],
    wallets: { 'io.metamask': { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  });
  const kit = createAppKitCore({ projectId: 'p', networks: [...networks], adapters: [adapter] } as never, {
    storage: createMemoryStorage(),
    document: null,
    logger: { warn: () => {}, error: () => {} },
  });
  return { kit, adapter };
}

let kit: ReturnType<typeof setup>['kit'] | undefined;
afterEach(() => kit?.destroy());

describe('connecting an external wallet', () => {
  it('asks on the namespace of the wallet, on the network that namespace is on, naming its rdns', () => {
    const setupResult = setup();
    kit = setupResult.kit;
    expect(connectRequestFor(kit, METAMASK)).toEqual({
      namespace: 'eip155',
      connectorId: 'io.metamask',
      chainId: 1,
      rdns: 'io.metamask',
    });
  });

  it('a multi-chain wallet connects through its connector for the active namespace, else the first', () => {
    const solana: AdapterConnector = {
      id: 'phantom-sol',
      name: 'Phantom',
      type: 'ANNOUNCED',
      chain: 'solana',
    };
    const evm: AdapterConnector = { id: 'phantom-evm', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155' };
    const multi = {
      id: 'phantom',
      name: 'Phantom',
      type: 'MULTI_CHAIN' as const,
      chain: 'eip155' as const,
      connectors: [solana, evm],
    };
    expect(connectTarget(multi, 'eip155')).toBe(evm);
    expect(connectTarget(multi, 'bip122')).toBe(solana);
    expect(connectTarget(METAMASK, 'solana')).toBe(METAMASK);
  });

  it('success stores the wallet among the recent ones and tracks CONNECT_SUCCESS (method browser)', async () => {
    const setupResult = setup();
    kit = setupResult.kit;
    const events = vi.fn();
    kit.subscribeEvents(events);
    await connectExternalWallet(kit, METAMASK, 'MetaMask');
    expect(kit.getAddress()).toBe(ADDRESS);
    expect(kit.services.storage.get(storageKeys.recentWallets)).toEqual([
      { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' },
    ]);
    expect(events.mock.calls.map(([event]) => event.data)).toContainEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser', name: 'MetaMask', connectorId: 'io.metamask', network: 'eip155:1' },
    });
  });

  it('connecting the wallet that is already the connection counts as success', async () => {
    const setupResult = setup();
    kit = setupResult.kit;
    await connectExternalWallet(kit, METAMASK, 'MetaMask');
    await expect(connectExternalWallet(kit, METAMASK, 'MetaMask')).resolves.toBeUndefined();
    expect(setupResult.adapter.callsOf('connect')).toHaveLength(1);
  });

  it('a failure rejects with the wallet error and stores nothing', async () => {
    const setupResult = setup();
    kit = setupResult.kit;
    setupResult.adapter.fail('connect', new UserRejectedRequestError(), 1);
    await expect(connectExternalWallet(kit, METAMASK, 'MetaMask')).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    );
    expect(kit.services.storage.get(storageKeys.recentWallets)).toBeUndefined();
  });
});

describe('what a failed connect means to the visitor', () => {
  it('rejections in every form the wallets send are "declined"', () => {
    for (const error of [
      new UserRejectedRequestError(),
      { code: 4001, message: 'User rejected the request.' },
      new Error('outer', { cause: { code: 4001 } }),
      { code: 'ACTION_REJECTED' },
      new Error('User denied account authorization'),
    ]) {
      expect(classifyConnectFailure(error)).toEqual({ kind: 'declined' });
    }
  });

  it('other errors keep their short message; wallet codes read in the catalogue’s words', () => {
    // The phase holds codes; the view words them (i18n/text.ts).
    expect(classifyConnectFailure(createError('CHAIN_ADAPTER_NOT_FOUND'))).toEqual({
      kind: 'failed',
      message: { code: 'CHAIN_ADAPTER_NOT_FOUND' },
    });
    expect(classifyConnectFailure({ code: 4100, message: 'x' })).toEqual({
      kind: 'failed',
      message: { code: 'WALLET_4100' },
    });
    expect(classifyConnectFailure({ code: 4100 }).kind).toBe('failed');
    expect(classifyConnectFailure(new Error('Provider not found\n    at stack'))).toEqual({
      kind: 'failed',
      message: verbatimText('Provider not found'),
    });
    expect(classifyConnectFailure(new Error('x'.repeat(500)))).toMatchObject({ kind: 'failed' });
    const long = classifyConnectFailure(new Error('x'.repeat(500))) as { message: CodedText };
    expect(String(long.message.params?.text).length).toBe(160);
    expect(classifyConnectFailure('weird')).toEqual({ kind: 'failed', message: undefined });
    expect(classifyConnectFailure(new UnknownWalletError(-1)).kind).toBe('failed');
  });

  it('isAlreadyConnected recognises only the core error', () => {
    expect(isAlreadyConnected(createError('ALREADY_CONNECTED'))).toBe(true);
    expect(isAlreadyConnected(new Error('Connector already connected'))).toBe(false);
  });
});
