/**
 * The networks where the embedded wallet offers smart accounts (part of the chain state, stored
 * comma-joined under storageKeys.smartAccountEnabledNetworks). Smart account is enabled only when the
 * active network's numeric id is in the enabled list.
 */
import type { ChainNamespace } from '../caip/index.js';
import { storageKeys } from '../storage/index.js';
import { type ChainsStore, updateChain } from './chains-store.js';
import type { ChainStoragePort, ChainStorageReadPort } from './ports.js';

/** The stored list, or undefined when none (or a corrupted one) is stored. */
export async function loadSmartAccountEnabledNetworks(
  storage: ChainStorageReadPort,
): Promise<readonly number[] | undefined> {
  return storage.get(storageKeys.smartAccountEnabledNetworks);
}

/**
 * Records the embedded wallet's answer for `namespace` and persists it comma-joined, so the account-type
 * switch shows right after a reload before the frame has answered again. Duplicates are dropped.
 */
export async function setSmartAccountEnabledNetworks(
  { namespace, chainIds }: { namespace: ChainNamespace; chainIds: readonly number[] },
  ports: { chains: ChainsStore; storage: ChainStoragePort },
): Promise<void> {
  const unique = [...new Set(chainIds)];
  updateChain(ports.chains, namespace, { smartAccountEnabledNetworks: unique });
  await ports.storage.set(storageKeys.smartAccountEnabledNetworks, unique);
}
