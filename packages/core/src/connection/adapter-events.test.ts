import { describe, expect, it } from 'vitest';
import { ADDRESS_A, ADDRESS_B, createHarness, flush } from '../../test/connection/harness.js';
import { storageKeys } from '../storage/index.js';

const wallets = {
  injected: { accounts: [{ address: ADDRESS_A, type: 'eoa' as const }], chainId: 1 },
  'io.rabby': { accounts: [{ address: ADDRESS_B, type: 'eoa' as const }], chainId: 1 },
};
const connected = async () => {
  const h = createHarness({ adapters: { eip155: { wallets } } });
  await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
  const stop = h.service.watchAdapterEvents();
  return { h, stop };
};

describe('adapter events', () => {
  it('a wallet that disconnects itself closes its connection, so it is not reconnected', async () => {
    const { h } = await connected();
    h.adapter().emit('disconnect', { connectorId: 'injected' });
    await flush();
    expect(h.status()).toBe('disconnected');
    expect(h.accounts.state.get('eip155')).toEqual({});
    expect(h.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined();
  });

  it('changed accounts update the current account and the stored connection', async () => {
    const { h } = await connected();
    h.adapter().emit('accountsChanged', {
      connectorId: 'injected',
      accounts: [{ address: ADDRESS_B, type: 'eoa' }],
    });
    await flush();
    expect(h.accounts.addressOf('eip155')).toBe(ADDRESS_B);
    expect(h.storage.get(storageKeys.connections)?.eip155?.[0]?.accounts).toEqual([
      { address: ADDRESS_B, type: 'eoa' },
    ]);
  });

  it('an empty account list (locked wallet) closes the connection', async () => {
    const { h } = await connected();
    h.adapter().emit('accountsChanged', { connectorId: 'injected', accounts: [] });
    await flush();
    expect(h.status()).toBe('disconnected');
  });

  it('a changed chain updates the connection and the chain id', async () => {
    const { h } = await connected();
    h.adapter().emit('chainChanged', { connectorId: 'injected', chainId: 10 });
    await flush();
    expect(h.store.getState().chainId).toBe(10);
    expect(h.store.getState().connections.eip155?.[0]?.chainId).toBe(10);
    expect(h.storage.get(storageKeys.connections)?.eip155?.[0]?.caipNetworkId).toBe('eip155:10');
  });

  it('a change on a remembered but not current connection does not touch the account state', async () => {
    const { h } = await connected();
    await h.service.connect({ namespace: 'eip155', connectorId: 'io.rabby' });
    h.adapter().emit('chainChanged', { connectorId: 'injected', chainId: 137 });
    await flush();
    expect(h.store.getState().chainId).toBe(1);
    expect(h.store.getState().connections.eip155?.find((c) => c.connectorId === 'injected')?.chainId).toBe(
      137,
    );
    expect(h.accounts.addressOf('eip155')).toBe(ADDRESS_B);
  });

  it('ignores events of connectors that are not connected', async () => {
    const { h } = await connected();
    h.adapter().emit('disconnect', { connectorId: 'io.rabby' });
    h.adapter().emit('chainChanged', { connectorId: 'io.rabby', chainId: 5 });
    await flush();
    expect(h.status()).toBe('connected');
    expect(h.store.getState().chainId).toBe(1);
  });

  it('a locked wallet that unlocks and connects by itself is adopted as the current connection', async () => {
    const { h } = await connected();
    h.adapter().emit('accountsChanged', { connectorId: 'injected', accounts: [] });
    await flush();
    expect(h.status()).toBe('disconnected');

    h.adapter().emit('connect', {
      connectorId: 'injected',
      accounts: [{ address: ADDRESS_A, type: 'eoa' }],
      chainId: 1,
    });
    await flush();
    expect(h.status()).toBe('connected');
    expect(h.store.getState().currentConnectorIds.eip155).toBe('injected');
    expect(h.accounts.addressOf('eip155')).toBe(ADDRESS_A);
    expect(h.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('injected');
    // Choosing the wallet again is "already connected", which the modal treats as connected, never as a failure.
    await expect(h.service.connect({ namespace: 'eip155', connectorId: 'injected' })).rejects.toMatchObject({
      code: 'ALREADY_CONNECTED',
    });
    expect(h.status()).toBe('connected');
  });

  it('a wallet that connects by itself while another is current becomes current, as in the library', async () => {
    const { h } = await connected();
    h.adapter().emit('connect', {
      connectorId: 'io.rabby',
      accounts: [{ address: ADDRESS_B, type: 'eoa' }],
      chainId: 1,
    });
    await flush();
    expect(h.store.getState().currentConnectorIds.eip155).toBe('io.rabby');
    expect(h.accounts.addressOf('eip155')).toBe(ADDRESS_B);
    expect(h.store.getState().connections.eip155?.map((c) => c.connectorId)).toEqual([
      'io.rabby',
      'injected',
    ]);
  });

  it('a connect event without accounts changes nothing', async () => {
    const h = createHarness({ adapters: { eip155: { wallets } } });
    h.service.watchAdapterEvents();
    h.adapter().emit('connect', { connectorId: 'injected', accounts: [], chainId: 1 });
    await flush();
    expect(h.status()).toBe('disconnected');
    expect(h.store.getState().currentConnectorIds.eip155).toBeUndefined();
  });

  it('unsubscribes from every adapter', async () => {
    const { h, stop } = await connected();
    expect(h.adapter().listenerCount()).toBe(4);
    stop();
    expect(h.adapter().listenerCount()).toBe(0);
  });

  it('logs a failure while applying an event instead of throwing into the adapter', async () => {
    const { h } = await connected();
    h.deps.accounts.setConnectedAccount = () => {
      throw new Error('account store broke');
    };
    h.adapter().emit('accountsChanged', {
      connectorId: 'injected',
      accounts: [{ address: ADDRESS_B, type: 'eoa' }],
    });
    await flush();
    expect(h.errors[0]?.message).toBe('Failed to apply an adapter event');
  });
});
