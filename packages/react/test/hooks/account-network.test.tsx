// @vitest-environment happy-dom
import { mainnet, sepolia } from '@walletport/core';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppKitAccount } from '../../src/hooks/use-app-kit-account.js';
import { useAppKitNetwork } from '../../src/hooks/use-app-kit-network.js';
import { useAppKitProvider } from '../../src/hooks/use-app-kit-provider.js';
import { useDisconnect } from '../../src/hooks/use-disconnect.js';
import { useWalletInfo } from '../../src/hooks/use-wallet-info.js';
import { ADDRESS, cleanupKits, createKit, renderHookWith } from './harness.js';

afterEach(cleanupKits);

describe('useAppKitAccount', () => {
  it('starts disconnected and follows the connection', async () => {
    const { kit, connect } = createKit();
    const { result } = renderHookWith(kit, () => useAppKitAccount());
    expect(result.current).toEqual({
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
      allAccounts: [],
    });
    await connect();
    expect(result.current).toEqual({
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      isConnected: true,
      status: 'connected',
      allAccounts: [{ address: ADDRESS, type: 'eoa' }],
    });
    expect(result.current.embeddedWalletInfo).toBeUndefined();
  });

  it('reports connecting while the wallet is asked', async () => {
    const { kit, adapter } = createKit();
    const release = adapter.hold('connect');
    const { result } = renderHookWith(kit, () => useAppKitAccount());
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = kit.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    });
    expect(result.current.status).toBe('connecting');
    expect(result.current.isConnected).toBe(false);
    await act(async () => {
      release();
      await pending;
    });
    expect(result.current.status).toBe('connected');
  });

  it('reads another namespace when asked: a namespace without an adapter is disconnected', async () => {
    const { kit, connect } = createKit();
    await connect();
    const { result } = renderHookWith(kit, () => useAppKitAccount({ namespace: 'solana' }));
    expect(result.current.isConnected).toBe(false);
    expect(result.current.status).toBe('disconnected');
  });

  it('keeps the same object between unrelated store changes', async () => {
    const { kit, connect } = createKit();
    await connect();
    const { result } = renderHookWith(kit, () => useAppKitAccount());
    const first = result.current;
    act(() => kit.setThemeMode('light'));
    act(() => kit.stores.modal.setState({ loading: true }));
    expect(result.current).toBe(first);
  });

  it('embeddedWalletInfo describes a wallet reached through the embedded login (AUTH connector)', async () => {
    const { kit, connect } = createKit({
      connectors: [{ id: 'ID_AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }],
    });
    const { result } = renderHookWith(kit, () => useAppKitAccount());
    await connect('ID_AUTH');
    expect(result.current.embeddedWalletInfo).toEqual({
      user: undefined,
      authProvider: 'email',
      accountType: 'smartAccount',
      isSmartAccountDeployed: false,
    });
  });
});

describe('useAppKitNetwork', () => {
  it('gives the active network and switches it', async () => {
    const { kit } = createKit();
    const { result } = renderHookWith(kit, () => useAppKitNetwork());
    expect(result.current.caipNetwork?.caipNetworkId).toBe(mainnet.caipNetworkId);
    expect(result.current.caipNetworkId).toBe('eip155:1');
    expect(result.current.chainId).toBe(1);
    await act(async () => {
      await result.current.switchNetwork(sepolia);
    });
    expect(result.current.caipNetworkId).toBe('eip155:11155111');
    expect(result.current.chainId).toBe(11155111);
  });

  it('follows the wallet when it reports another chain', async () => {
    const { kit, connect } = createKit({ chainId: 11155111 });
    const { result } = renderHookWith(kit, () => useAppKitNetwork());
    await connect();
    expect(result.current.chainId).toBe(11155111);
  });
});

describe('useAppKitProvider, useWalletInfo, useDisconnect', () => {
  it('expose the connected wallet and disconnect it', async () => {
    const provider = { request: async () => null };
    const { kit, connect } = createKit({
      connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155', provider }],
    });
    const { result } = renderHookWith(kit, () => ({
      provider: useAppKitProvider<typeof provider>('eip155'),
      wallet: useWalletInfo(),
      account: useAppKitAccount(),
      disconnect: useDisconnect(),
    }));
    expect(result.current.provider).toEqual({ walletProvider: undefined, walletProviderType: undefined });
    expect(result.current.wallet.walletInfo).toBeUndefined();

    await connect();
    expect(result.current.provider.walletProvider).toBe(provider);
    expect(result.current.provider.walletProviderType).toBe('INJECTED');
    expect(result.current.wallet.walletInfo).toMatchObject({ name: 'Test Wallet', type: 'INJECTED' });

    await act(async () => {
      await result.current.disconnect.disconnect();
    });
    expect(result.current.account.isConnected).toBe(false);
    expect(result.current.provider.walletProvider).toBeUndefined();
    expect(result.current.wallet.walletInfo).toBeUndefined();
  });

  it('useAppKitProvider of a namespace without a connection is empty', async () => {
    const { kit, connect } = createKit();
    await connect();
    const { result } = renderHookWith(kit, () => useAppKitProvider('solana'));
    expect(result.current.walletProvider).toBeUndefined();
  });
});
