import { describe, expect, it, vi } from 'vitest';
import { flush } from '../../test/connection/harness.js';
import { createTestAdapter } from '../../test/connection/test-adapter.js';
import { setRequestedCaipNetworkIds } from '../chains/index.js';
import { mainnet, sepolia } from '../networks/index.js';
import { createMemoryStorage, type SyncStorageBackend, storageKeys } from '../storage/index.js';
import { createAppKitCore } from './create-app-kit-core.js';
import { selectActiveConnector } from './selectors.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';

function setup(options: Record<string, unknown> = {}, backend: SyncStorageBackend = createMemoryStorage()) {
  const adapter = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
    authorized: ['injected'],
  });
  const kit = createAppKitCore(
    { projectId: 'demo-project', networks: [mainnet, sepolia], adapters: [adapter], ...options } as never,
    {
      storage: backend,
      document: null,
      timers: { setTimeout: () => 0, clearTimeout: () => {} },
      logger: { warn: () => {}, error: () => {} },
    },
  );
  const connect = async () => {
    await kit.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    await flush();
  };
  return { kit, adapter, backend, connect };
}

describe('createAppKitCore: connection through the services', () => {
  it('connect → getAddress, getCaipAddress, getIsConnectedState and subscribeAccount', async () => {
    const { kit, connect } = setup();
    const accounts = vi.fn();
    kit.subscribeAccount(accounts);
    expect(kit.getIsConnectedState()).toBe(false);
    await connect();
    expect(kit.getAddress()).toBe(ADDRESS);
    expect(kit.getAddress('eip155')).toBe(ADDRESS);
    expect(kit.getCaipAddress()).toBe(`eip155:1:${ADDRESS}`);
    expect(kit.getIsConnectedState()).toBe(true);
    expect(accounts).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: ADDRESS, isConnected: true, status: 'connected' }),
    );
    expect(
      selectActiveConnector(kit.stores.connection.getState(), kit.stores.connectors.getState(), 'eip155')?.id,
    ).toBe('injected');
    expect(kit.stores.accounts.getState().eip155?.connectedWalletInfo?.name).toBe('Test Wallet');
  });

  it('open() picks Account after connect', async () => {
    const { kit, connect } = setup();
    await connect();
    kit.open();
    expect(kit.stores.router.getState().view.name).toBe('Account');
  });

  it('getOpeningView() names the view open() then shows, without opening', async () => {
    const { kit, connect } = setup();
    expect(kit.getOpeningView()).toEqual({ name: 'Connect' });
    expect(kit.getOpeningView({ view: { name: 'Networks' } })).toEqual({ name: 'Networks' });
    await connect();
    expect(kit.getOpeningView()).toEqual({ name: 'Account' });
    expect(kit.getState().open).toBe(false);
    kit.open();
    expect(kit.stores.router.getState().view).toEqual(kit.getOpeningView());
  });

  it('a wallet on another configured network moves the active network to it', async () => {
    const { kit, adapter, connect } = setup();
    adapter.setWallet('injected', { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 11155111 });
    await connect();
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:11155111');
    expect(kit.getCaipAddress()).toBe(`eip155:11155111:${ADDRESS}`);
  });
});

describe('createAppKitCore: switchNetwork', () => {
  it('updates getCaipNetwork, the address and the stored active network', async () => {
    const { kit, backend, connect } = setup();
    await connect();
    const networks = vi.fn();
    kit.subscribeNetwork(networks);
    await kit.switchNetwork(sepolia);
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:11155111');
    expect(kit.getCaipAddress()).toBe(`eip155:11155111:${ADDRESS}`);
    expect(backend.getItem(storageKeys.activeCaipNetworkId.name)).toBe('eip155:11155111');
    expect(networks).toHaveBeenLastCalledWith(expect.objectContaining({ chainId: 11155111 }));
  });

  it('switching while disconnected only sets the active network', async () => {
    const { kit, backend } = setup();
    await kit.switchNetwork('eip155:11155111');
    expect(kit.getState().selectedNetworkId).toBe('eip155:11155111');
    expect(backend.getItem(storageKeys.activeCaipNetworkId.name)).toBe('eip155:11155111');
  });

  it('a network not in the requested list, with enableNetworkSwitch, opens UnsupportedChain', async () => {
    const { kit, connect } = setup();
    await connect();
    setRequestedCaipNetworkIds(kit.stores.chains, 'eip155', ['eip155:1']);
    await kit.switchNetwork(sepolia);
    expect(kit.getState().open).toBe(true);
    expect(kit.stores.router.getState().view.name).toBe('UnsupportedChain');
    expect(kit.stores.chains.getState().showUnsupportedNetworkUI).toBe(true);
  });

  it('does not open UnsupportedChain when enableNetworkSwitch is false', async () => {
    const { kit, connect } = setup({ enableNetworkSwitch: false });
    await connect();
    setRequestedCaipNetworkIds(kit.stores.chains, 'eip155', ['eip155:1']);
    await kit.switchNetwork(sepolia);
    expect(kit.getState().open).toBe(false);
  });

  it('a wallet that moves to an unknown chain (after start) opens UnsupportedChain', async () => {
    const { kit, adapter, connect } = setup();
    await kit.start();
    await connect();
    adapter.emit('chainChanged', { chainId: 999, connectorId: 'injected' });
    await flush();
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:999');
    expect(kit.stores.router.getState().view.name).toBe('UnsupportedChain');
  });

  it('a network the app did not configure is refused', async () => {
    const { kit } = setup();
    await expect(kit.switchNetwork('eip155:5')).rejects.toThrow(/Chain not configured/i);
  });
});

describe('createAppKitCore: disconnect and reconnect across instances', () => {
  it('disconnect clears the account and storage, so a new instance does not reconnect', async () => {
    const first = setup();
    await first.connect();
    await first.kit.disconnect();
    expect(first.kit.getAddress()).toBeUndefined();
    expect(first.kit.getIsConnectedState()).toBe(false);
    expect(first.backend.getItem(storageKeys.connectedConnectorId('eip155').name)).toBeNull();

    const second = setup({}, first.backend);
    await second.kit.start();
    expect(second.adapter.callsOf('reconnect')).toEqual([]);
    expect(second.kit.getAddress()).toBeUndefined();
  });

  it('start() on a new instance over a connected storage reconnects without adapter.connect', async () => {
    const first = setup();
    await first.connect();
    await first.kit.switchNetwork(sepolia);
    first.kit.destroy();

    const second = setup({}, first.backend);
    expect(second.kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:11155111');
    await second.kit.start();
    await flush();
    expect(second.adapter.callsOf('connect')).toEqual([]);
    expect(second.adapter.callsOf('reconnect')).toHaveLength(1);
    expect(second.kit.getAddress()).toBe(ADDRESS);
    expect(second.kit.getIsConnectedState()).toBe(true);
  });

  it('enableReconnect: false leaves a stored connection alone', async () => {
    const first = setup();
    await first.connect();
    const second = setup({ enableReconnect: false }, first.backend);
    await second.kit.start();
    expect(second.adapter.callsOf('reconnect')).toEqual([]);
  });

  it('disconnect(namespace) emits DISCONNECT_SUCCESS on the bus', async () => {
    const { kit, connect } = setup();
    await connect();
    const events: string[] = [];
    kit.subscribeEvents((record) => events.push(record.data.event));
    await kit.disconnect('eip155');
    expect(events).toContain('DISCONNECT_SUCCESS');
  });
});
