import { describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_A,
  ADDRESS_B,
  createHarness,
  flush,
  SOLANA_ADDRESS,
  storedConnection,
} from '../../test/connection/harness.js';
import type { ConnectResult } from '../adapter/index.js';
import { storageKeys } from '../storage/index.js';
import type { SyncSource } from './ports.js';

const injectedWallet = { accounts: [{ address: ADDRESS_A, type: 'eoa' as const }], chainId: 1 };
const sourceResolving = (connectorId: string): SyncSource & { sync: ReturnType<typeof vi.fn> } => ({
  sync: vi.fn(
    async (): Promise<ConnectResult> => ({
      connectorId,
      accounts: [{ address: ADDRESS_B, type: 'eoa' }],
      chainId: 1,
    }),
  ),
});

describe('startup sync (a stored connected status sets connecting, then the existing connection is synced)', () => {
  it('"a stored connected status sets connecting"', async () => {
    const h = createHarness({
      adapters: { eip155: { wallets: { injected: injectedWallet }, authorized: ['injected'] } },
      storage: storedConnection('injected'),
    });
    const release = h.adapter().hold('reconnect');
    const done = h.service.syncExistingConnections();
    await flush();
    expect(h.status()).toBe('connecting');
    release();
    await done;
  });

  it('"then the existing connection is synced (... adapter)": the adapter restores it without prompting', async () => {
    const h = createHarness({
      adapters: { eip155: { wallets: { injected: injectedWallet }, authorized: ['injected'] } },
      storage: storedConnection('injected'),
    });
    await h.service.syncExistingConnections();
    expect(h.adapter().callsOf('reconnect')).toEqual([{ connectorId: 'injected', chainId: 1 }]);
    expect(h.adapter().callsOf('connect')).toEqual([]);
    expect(h.status()).toBe('connected');
    expect(h.store.getState().currentConnectorIds.eip155).toBe('injected');
    expect(h.accounts.addressOf('eip155')).toBe(ADDRESS_A);
  });

  it('"(remote wallet ...)": a wallet-connect connection is synced by the wallet-connect source', async () => {
    const walletConnect = sourceResolving('walletConnect');
    const h = createHarness({ syncSources: { walletConnect }, storage: storedConnection('walletConnect') });
    await h.service.syncExistingConnections();
    expect(walletConnect.sync).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: 'walletConnect',
      chainId: 1,
    });
    expect(h.adapter().callsOf('reconnect')).toEqual([]);
    expect(h.status()).toBe('connected');
    expect(h.accounts.addressOf('eip155')).toBe(ADDRESS_B);
  });

  it('"(... embedded auth ...)": an embedded-login connection is synced by the embedded source', async () => {
    const embedded = sourceResolving('ID_AUTH');
    const h = createHarness({ syncSources: { embedded }, storage: storedConnection('ID_AUTH') });
    await h.service.syncExistingConnections();
    expect(embedded.sync).toHaveBeenCalledOnce();
    expect(h.status()).toBe('connected');
  });

  it('picks the source by the connector type the adapter reports', async () => {
    const walletConnect = sourceResolving('custom-wc');
    const h = createHarness({
      adapters: {
        eip155: { connectors: [{ id: 'custom-wc', name: 'WC', type: 'WALLET_CONNECT', chain: 'eip155' }] },
      },
      syncSources: { walletConnect },
      storage: storedConnection('custom-wc'),
    });
    await h.service.syncExistingConnections();
    expect(walletConnect.sync).toHaveBeenCalledOnce();
  });

  it('"A failed sync sets disconnected" when the source fails, and the failure is logged', async () => {
    const h = createHarness({
      adapters: { eip155: { wallets: { injected: injectedWallet }, authorized: ['injected'] } },
      storage: storedConnection('injected'),
    });
    h.adapter().fail('reconnect', new Error('extension not ready'));
    await expect(h.service.syncExistingConnections()).resolves.toBeUndefined();
    expect(h.status()).toBe('disconnected');
    expect(h.errors[0]).toMatchObject({ message: 'Failed to sync the existing connection' });
  });

  it('"A failed sync sets disconnected" when there is nothing to restore or no source for it', async () => {
    const notAuthorized = createHarness({
      adapters: { eip155: { wallets: { injected: injectedWallet } } },
      storage: storedConnection('injected'),
    });
    await notAuthorized.service.syncExistingConnections();
    expect(notAuthorized.status()).toBe('disconnected');

    const noSource = createHarness({ storage: storedConnection('walletConnect') });
    await noSource.service.syncExistingConnections();
    expect(noSource.status()).toBe('disconnected');
    expect(noSource.store.getState().currentConnectorIds.eip155).toBeUndefined();
  });

  it('keeps storage after a failed sync, so the next page load tries again', async () => {
    const h = createHarness({ adapters: { eip155: {} }, storage: storedConnection('injected') });
    await h.service.syncExistingConnections();
    expect(h.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('injected');
    expect(h.storage.get(storageKeys.connectionStatus)).toBe('connected');
  });

  it('does nothing without a stored connected status', async () => {
    const h = createHarness({
      adapters: { eip155: { wallets: { injected: injectedWallet }, authorized: ['injected'] } },
      storage: storedConnection('injected', { status: 'disconnected' }),
    });
    await h.service.syncExistingConnections();
    expect(h.adapter().calls).toEqual([]);
    expect(h.status()).toBe('disconnected');
  });

  it('skips stored namespaces that have no adapter or no stored connector id', async () => {
    const h = createHarness({
      adapters: { eip155: { wallets: { injected: injectedWallet }, authorized: ['injected'] }, solana: {} },
      storage: storedConnection('injected', { namespaces: 'eip155,solana,bip122' }),
    });
    await h.service.syncExistingConnections();
    expect(h.status('eip155')).toBe('connected');
    expect(h.status('solana')).toBe('disconnected');
    expect(h.adapter('solana').calls).toEqual([]);
  });

  it('syncs each namespace on its own: one failing does not disconnect another', async () => {
    const h = createHarness({
      adapters: {
        eip155: { wallets: { injected: injectedWallet }, authorized: ['injected'] },
        solana: {
          wallets: { phantom: { accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' }], chainId: 'x' } },
        },
      },
      storage: [
        ...storedConnection('injected', { namespaces: 'eip155,solana' }),
        ['@walletport/connected_connector_id:solana', 'phantom'],
      ],
    });
    await h.service.syncExistingConnections();
    expect(h.status('eip155')).toBe('connected');
    expect(h.status('solana')).toBe('disconnected');
  });

  it('a sync that ends after the visitor connected another wallet does not replace it', async () => {
    const wallets = {
      injected: injectedWallet,
      'io.rabby': { accounts: [{ address: ADDRESS_B, type: 'eoa' as const }], chainId: 1 },
    };
    const h = createHarness({
      adapters: { eip155: { wallets, authorized: ['injected'] } },
      storage: storedConnection('injected'),
    });
    const release = h.adapter().hold('reconnect');
    const sync = h.service.syncExistingConnections();
    await flush();
    await h.service.connect({ namespace: 'eip155', connectorId: 'io.rabby' });
    release();
    await sync;
    expect(h.store.getState().currentConnectorIds.eip155).toBe('io.rabby');
    expect(h.accounts.addressOf('eip155')).toBe(ADDRESS_B);
    expect(h.status()).toBe('connected');
  });
});
