import { describe, expect, it } from 'vitest';
import { ADDRESS_A, ADDRESS_B, createHarness, flush } from '../../test/connection/harness.js';
import { MESSAGES, WalletportError } from '../errors/index.js';
import { storageKeys } from '../storage/index.js';

const wallets = {
  injected: { accounts: [{ address: ADDRESS_A, type: 'eoa' as const }], chainId: 1 },
  'io.rabby': { accounts: [{ address: ADDRESS_B, type: 'eoa' as const }], chainId: 10 },
};
const connectors = [
  { id: 'injected', name: 'Browser Wallet', type: 'INJECTED' as const, chain: 'eip155' as const },
];
const setup = () => createHarness({ adapters: { eip155: { wallets, connectors } } });

describe('connect', () => {
  it('"Connect sets connected after the adapter connects and accounts load"', async () => {
    const h = setup();
    const releaseConnect = h.adapter().hold('connect');
    const releaseAccounts = h.adapter().hold('getAccounts');
    const done = h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    await flush();
    expect(h.status()).toBe('connecting');
    releaseConnect();
    await flush();
    expect(h.adapter().callsOf('getAccounts')).toEqual([{ connectorId: 'injected' }]);
    expect(h.status()).toBe('connecting');
    releaseAccounts();
    const connection = await done;
    expect(h.status()).toBe('connected');
    expect(connection).toMatchObject({
      connectorId: 'injected',
      chainId: 1,
      accounts: wallets.injected.accounts,
    });
    expect(connection.connector?.name).toBe('Browser Wallet');
    expect(h.store.getState().currentConnectorIds.eip155).toBe('injected');
    expect(h.store.getState().chainId).toBe(1);
    expect(h.accounts.addressOf('eip155')).toBe(ADDRESS_A);
  });

  it('publishes what the wallet is asked while connecting (connection, then what the adapter reports), then nothing', async () => {
    const h = setup();
    const release = h.adapter().hold('connect');
    const done = h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    await flush();
    expect(h.store.getState().walletRequests).toEqual({ eip155: { kind: 'connect' } });
    const [params] = h.adapter().callsOf('connect') as [{ onWalletRequest(request: unknown): void }];
    params.onWalletRequest({ kind: 'add-network', caipNetworkId: 'eip155:10' });
    expect(h.store.getState().walletRequests.eip155).toEqual({
      kind: 'add-network',
      caipNetworkId: 'eip155:10',
    });
    release();
    await done;
    expect(h.store.getState().walletRequests).toEqual({});
    // A late report from a finished attempt does not bring the request back.
    params.onWalletRequest({ kind: 'switch-network', caipNetworkId: 'eip155:10' });
    expect(h.store.getState().walletRequests).toEqual({});
  });

  it('clears the pending wallet request when the connect fails', async () => {
    const h = setup();
    h.adapter().fail('connect', new Error('nope'), 1);
    await expect(h.service.connect({ namespace: 'eip155', connectorId: 'injected' })).rejects.toThrow('nope');
    expect(h.store.getState().walletRequests).toEqual({});
  });

  it('stores the connection: connector id per namespace, connected namespaces, status and connections', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    expect(h.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('injected');
    expect(h.storage.get(storageKeys.connectedNamespaces)).toEqual(['eip155']);
    expect(h.storage.get(storageKeys.connectionStatus)).toBe('connected');
    expect(h.storage.get(storageKeys.connections)?.eip155?.[0]).toMatchObject({
      connectorId: 'injected',
      caipNetworkId: 'eip155:1',
    });
  });

  it('uses the accounts of the connect answer when loading lists none', async () => {
    const h = setup();
    h.adapter().setWallet('injected', { ...wallets.injected, loadedAccounts: [] });
    const connection = await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    expect(connection.accounts).toEqual(wallets.injected.accounts);
  });

  it('"On connect failure, status returns to connected if a current connection exists"', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    const rejection = new Error('User rejected the request.');
    h.adapter().fail('connect', rejection);
    await expect(h.service.connect({ namespace: 'eip155', connectorId: 'io.rabby' })).rejects.toBe(rejection);
    expect(h.status()).toBe('connected');
    expect(h.store.getState().currentConnectorIds.eip155).toBe('injected');
    expect(h.accounts.addressOf('eip155')).toBe(ADDRESS_A);
  });

  it('"On connect failure, status returns to ... disconnected" when no current connection exists', async () => {
    const h = setup();
    h.adapter().fail('connect');
    await expect(h.service.connect({ namespace: 'eip155', connectorId: 'injected' })).rejects.toThrow(
      'connect failed',
    );
    expect(h.status()).toBe('disconnected');
  });

  it('a failure while the accounts load is a connect failure too, and nothing is stored', async () => {
    const h = setup();
    h.adapter().fail('getAccounts');
    await expect(h.service.connect({ namespace: 'eip155', connectorId: 'injected' })).rejects.toThrow(
      'getAccounts failed',
    );
    expect(h.status()).toBe('disconnected');
    expect(h.store.getState().currentConnectorIds.eip155).toBeUndefined();
    expect(h.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined();
  });

  it('"Connecting to the already current connector is rejected as already connected"', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    const attempt = h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    await expect(attempt).rejects.toBeInstanceOf(WalletportError);
    await expect(attempt).rejects.toMatchObject({
      code: 'ALREADY_CONNECTED',
      shortMessage: MESSAGES.ALREADY_CONNECTED,
    });
    expect(h.adapter().callsOf('connect')).toHaveLength(1);
    expect(h.status()).toBe('connected');
  });

  it('connecting another wallet makes it current and keeps the earlier one, most recent first', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    await h.service.connect({ namespace: 'eip155', connectorId: 'io.rabby' });
    const state = h.store.getState();
    expect(state.currentConnectorIds.eip155).toBe('io.rabby');
    expect(state.connections.eip155?.map((entry) => entry.connectorId)).toEqual(['io.rabby', 'injected']);
    expect(h.storage.get(storageKeys.connections)?.eip155?.map((entry) => entry.connectorId)).toEqual([
      'io.rabby',
      'injected',
    ]);
  });

  it("rejects with 'Chain adapter not found' for a namespace without an adapter, status untouched", async () => {
    const h = setup();
    await expect(h.service.connect({ namespace: 'solana', connectorId: 'phantom' })).rejects.toMatchObject({
      shortMessage: 'Chain adapter not found',
    });
    expect(h.status('solana')).toBe('disconnected');
  });
});
