import { describe, expect, it } from 'vitest';
import { base, mainnet } from '../networks/index.js';
import { createMemoryStorage, createTypedStorage, storageKeys } from '../storage/index.js';
import { createChainsStore, selectIsSmartAccountEnabled } from './chains-store.js';
import { loadSmartAccountEnabledNetworks, setSmartAccountEnabledNetworks } from './smart-account-networks.js';

function setup(entries: [string, string][] = []) {
  const backend = createMemoryStorage(entries);
  const storage = createTypedStorage(backend, { logger: { warn: () => {} } });
  const chains = createChainsStore({ networks: [mainnet, base] });
  return { backend, storage, chains };
}

describe('smart-account-enabled networks', () => {
  it('"smart-account-enabled networks (comma-joined)" are persisted comma-joined', async () => {
    const { backend, storage, chains } = setup();
    await setSmartAccountEnabledNetworks(
      { namespace: 'eip155', chainIds: [1, 8453, 1] },
      { chains, storage },
    );
    expect(backend.getItem(storageKeys.smartAccountEnabledNetworks.name)).toBe('1,8453');
    expect(chains.getState().chains.eip155?.smartAccountEnabledNetworks).toEqual([1, 8453]);
    expect(selectIsSmartAccountEnabled(chains.getState())).toBe(true);
  });

  it('loads the stored list, and reads a corrupted one as absent', async () => {
    expect(
      await loadSmartAccountEnabledNetworks(
        setup([[storageKeys.smartAccountEnabledNetworks.name, '1,10']]).storage,
      ),
    ).toEqual([1, 10]);
    expect(
      await loadSmartAccountEnabledNetworks(
        setup([[storageKeys.smartAccountEnabledNetworks.name, '1,x']]).storage,
      ),
    ).toBeUndefined();
    expect(await loadSmartAccountEnabledNetworks(setup().storage)).toBeUndefined();
  });
});
