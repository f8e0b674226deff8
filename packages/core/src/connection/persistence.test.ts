import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createTypedStorage, storageKeys } from '../storage/index.js';
import type { Connection } from './connections.js';
import { createConnectionPersistence } from './persistence.js';

const setup = () => {
  const storage = createTypedStorage(createMemoryStorage(), { logger: { warn: () => {} } });
  return { storage, persistence: createConnectionPersistence(storage) };
};
const conn = (connectorId: string): Connection => ({
  connectorId,
  accounts: [{ address: 'x', type: 'eoa' }],
  chainId: 1,
});

describe('connection persistence (browser storage keys)', () => {
  it('remembers a connection: connector id per namespace, connected namespaces, status, connections', async () => {
    const { storage, persistence } = setup();
    await persistence.rememberConnection('eip155', conn('injected'));
    expect(storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('injected');
    expect(storage.get(storageKeys.connectedNamespaces)).toEqual(['eip155']);
    expect(storage.get(storageKeys.connectionStatus)).toBe('connected');
    expect(storage.get(storageKeys.connections)).toEqual({
      eip155: [
        { connectorId: 'injected', accounts: [{ address: 'x', type: 'eoa' }], caipNetworkId: 'eip155:1' },
      ],
    });
  });

  it('does not lose an update when namespaces change at the same time', async () => {
    const { storage, persistence } = setup();
    await Promise.all([
      persistence.rememberConnection('eip155', conn('a')),
      persistence.rememberConnection('solana', conn('b')),
    ]);
    expect(storage.get(storageKeys.connectedNamespaces)).toEqual(['eip155', 'solana']);
    expect(Object.keys(storage.get(storageKeys.connections) ?? {})).toEqual(['eip155', 'solana']);
    await Promise.all([
      persistence.forgetNamespace('eip155'),
      persistence.forgetConnection('solana', 'b', undefined),
    ]);
    expect(storage.get(storageKeys.connectedNamespaces)).toBeUndefined();
    expect(storage.get(storageKeys.connections)).toEqual({});
  });

  it('forgetting the last connection removes the stored connector id and stores disconnected', async () => {
    const { storage, persistence } = setup();
    await persistence.rememberConnection('eip155', conn('a'));
    await persistence.forgetConnection('eip155', 'a', undefined);
    expect(storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined();
    expect(storage.get(storageKeys.connectionStatus)).toBe('disconnected');
  });

  it('forgetting one of several connections stores the one that became current', async () => {
    const { storage, persistence } = setup();
    await persistence.rememberConnection('eip155', conn('a'));
    await persistence.rememberConnection('eip155', conn('b'));
    await persistence.forgetConnection('eip155', 'b', 'a');
    expect(storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('a');
    expect(storage.get(storageKeys.connectedNamespaces)).toEqual(['eip155']);
    expect(storage.get(storageKeys.connections)?.eip155?.map((entry) => entry.connectorId)).toEqual(['a']);
  });

  it('"Recent wallets: 2": keeps two, most recent first, without duplicates', async () => {
    const { storage, persistence } = setup();
    await persistence.addRecentWallet({ id: 'a', name: 'A' });
    await persistence.addRecentWallet({ id: 'b', name: 'B', rdns: 'io.b' });
    await persistence.addRecentWallet({ id: 'a', name: 'A' });
    expect(await persistence.addRecentWallet({ id: 'c', name: 'C' })).toEqual([
      { id: 'c', name: 'C' },
      { id: 'a', name: 'A' },
    ]);
    expect(storage.get(storageKeys.recentWallets)).toEqual([
      { id: 'c', name: 'C' },
      { id: 'a', name: 'A' },
    ]);
  });

  it('stores and removes the deep link choice', async () => {
    const { storage, persistence } = setup();
    await persistence.storeDeepLink({ href: 'wallet://', name: 'Wallet' });
    expect(storage.get(storageKeys.deepLinkChoice)).toEqual({ href: 'wallet://', name: 'Wallet' });
    await persistence.removeDeepLink();
    expect(storage.get(storageKeys.deepLinkChoice)).toBeUndefined();
  });
});
