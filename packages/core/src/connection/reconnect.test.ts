import { describe, expect, it } from 'vitest';
import {
  ADDRESS_A,
  ADDRESS_B,
  createHarness,
  flush,
  storedConnection,
} from '../../test/connection/harness.js';
import { storageKeys } from '../storage/index.js';

const wallets = {
  injected: { accounts: [{ address: ADDRESS_A, type: 'eoa' as const }], chainId: 1 },
  'io.rabby': { accounts: [{ address: ADDRESS_B, type: 'eoa' as const }], chainId: 10 },
};
const bothStored = storedConnection('io.rabby', {
  connections: {
    eip155: [
      { connectorId: 'io.rabby', accounts: [], caipNetworkId: 'eip155:10' },
      { connectorId: 'injected', accounts: [], caipNetworkId: 'eip155:1' },
    ],
  },
});

describe('reconnect routine', () => {
  it('"tries stored authorized connectors, most recently used first"', async () => {
    const h = createHarness({
      adapters: { eip155: { wallets, authorized: ['injected'] } },
      storage: bothStored,
    });
    const connection = await h.service.reconnect('eip155');
    expect(h.adapter().callsOf('reconnect')).toEqual([
      { connectorId: 'io.rabby', chainId: 10 },
      { connectorId: 'injected', chainId: 1 },
    ]);
    expect(connection?.connectorId).toBe('injected');
    expect(h.store.getState().currentConnectorIds.eip155).toBe('injected');
    expect(h.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('injected');
  });

  it('stops at the first connector that answers', async () => {
    const h = createHarness({
      adapters: { eip155: { wallets, authorized: ['io.rabby', 'injected'] } },
      storage: bothStored,
    });
    await h.service.reconnect('eip155');
    expect(h.adapter().callsOf('reconnect')).toHaveLength(1);
    expect(h.accounts.addressOf('eip155')).toBe(ADDRESS_B);
  });

  it('the most recently used connection of an earlier visit is tried first after a reload', async () => {
    const first = createHarness({ adapters: { eip155: { wallets } } });
    await first.service.connect({ namespace: 'eip155', connectorId: 'io.rabby' });
    await first.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    const reloaded = createHarness({
      adapters: { eip155: { wallets, authorized: ['injected', 'io.rabby'] } },
      backend: first.backend,
    });
    await reloaded.service.reconnect('eip155');
    expect(reloaded.adapter().callsOf('reconnect')[0]).toEqual({ connectorId: 'injected', chainId: 1 });
  });

  it('"status goes connecting ... then connected" for a namespace that had no live connection', async () => {
    const h = createHarness({
      adapters: { eip155: { wallets, authorized: ['io.rabby'] } },
      storage: bothStored,
    });
    const release = h.adapter().hold('reconnect');
    const done = h.service.reconnect('eip155');
    await flush();
    expect(h.status()).toBe('connecting');
    release();
    await done;
    expect(h.status()).toBe('connected');
  });

  it('"status goes ... reconnecting, then connected" while a live connection is restored', async () => {
    const h = createHarness({ adapters: { eip155: { wallets } } });
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    const release = h.adapter().hold('reconnect');
    const done = h.service.reconnect('eip155');
    await flush();
    expect(h.status()).toBe('reconnecting');
    release();
    await done;
    expect(h.status()).toBe('connected');
  });

  it('"then ... disconnected" when no stored connector answers; storage keeps them for a later try', async () => {
    const h = createHarness({ adapters: { eip155: { wallets } } });
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    h.adapter().authorize('injected', false);
    expect(await h.service.reconnect('eip155')).toBeUndefined();
    expect(h.status()).toBe('disconnected');
    expect(h.store.getState().currentConnectorIds.eip155).toBeUndefined();
    expect(h.accounts.addressOf('eip155')).toBeUndefined();
    expect(h.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('injected');
  });

  it('a connector that throws is logged and the next one is tried', async () => {
    const h = createHarness({
      adapters: { eip155: { wallets, authorized: ['injected'] } },
      storage: bothStored,
    });
    h.adapter().fail('reconnect', new Error('locked'), 1);
    const connection = await h.service.reconnect('eip155');
    expect(connection?.connectorId).toBe('injected');
    expect(h.errors).toEqual([
      { message: 'Failed to reconnect', context: expect.objectContaining({ connectorId: 'io.rabby' }) },
    ]);
  });

  it('"No reconnect after an explicit disconnect": the stored connector id is gone, nothing is tried', async () => {
    const h = createHarness({ adapters: { eip155: { wallets } } });
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    await h.service.disconnect();
    expect(h.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined();
    expect(await h.service.reconnect('eip155')).toBeUndefined();
    expect(h.adapter().callsOf('reconnect')).toEqual([]);
    expect(h.status()).toBe('disconnected');
  });

  it('does nothing for a namespace without an adapter', async () => {
    const h = createHarness({ storage: bothStored });
    expect(await h.service.reconnect('solana')).toBeUndefined();
    expect(h.status('solana')).toBe('disconnected');
  });
});
