/**
 * The state a server render shows, and the hydration render repeats: fresh stores of the instance's
 * options with an initial state's sessions seeded, and nothing of the page (no storage, no document, no
 * adapters' connector lists), so the server and the browser compute the very same values from the same
 * cookies. React's useSyncExternalStore reads it as getServerSnapshot (docs/ssr.md).
 *
 * Built per request (per provider render), never kept at module level and never written to the live
 * instance: two requests with different cookies cannot see each other's state.
 */
import type { ChainNamespace } from '../caip/index.js';
import { type BalanceSnapshot, computeBalanceSnapshot } from '../balance/balance-snapshot.js';
import { selectNamespaceNetwork } from '../chains/index.js';
import type { ResolvedOptions } from '../options/index.js';
import { createMemoryStorage } from '../storage/index.js';
import { consoleLogger, resolveEnvironment } from './environment.js';
import type { AppKitCoreLogger, AppKitCoreStores } from './host-types.js';
import { createInstanceReaders, type InstanceReaders } from './selectors.js';
import { type AppKitInitialState, seedInitialState } from './stored-sessions.js';
import { adaptersByNamespace, createInstanceStores } from './stores.js';

export interface InitialSnapshot {
  /** The stores as they are before any script ran, with the sessions shown. Never changed afterwards. */
  readonly stores: AppKitCoreStores;
  /** The instance's AppKit-shaped readers (getAccount, getNetwork, getState) over those stores. */
  readonly readers: InstanceReaders;
  /** What useBalance reads: a known account's balance is loading (the button shows its skeleton). */
  getBalance(namespace?: ChainNamespace): BalanceSnapshot;
}

const silent = { warn: () => undefined, error: () => undefined };

/**
 * `logger` hears of a session that was dropped (invalid, or failing to seed): the render goes on
 * without it, as for a visitor without one.
 */
export function createInitialSnapshot(
  options: ResolvedOptions,
  state: AppKitInitialState,
  logger: Pick<AppKitCoreLogger, 'warn'> = consoleLogger(),
): InitialSnapshot {
  const env = resolveEnvironment({ storage: createMemoryStorage(), document: null, logger: silent });
  const namespaces = Object.keys(adaptersByNamespace(options, silent)) as ChainNamespace[];
  const stores = createInstanceStores(options, env, namespaces);
  try {
    seedInitialState(stores, state, logger);
  } catch (error) {
    logger.warn('The stored sessions could not be shown and were ignored', { error });
  }
  const balances = new Map<ChainNamespace | undefined, BalanceSnapshot>();
  return {
    stores,
    readers: createInstanceReaders(stores),
    getBalance(requested) {
      const chains = stores.chains.getState();
      const namespace = requested ?? chains.activeNamespace;
      // Memoised: React compares snapshots with Object.is and would loop on a fresh object per read.
      let snapshot = balances.get(namespace);
      if (snapshot === undefined) {
        snapshot = computeBalanceSnapshot({
          namespace,
          account: namespace && stores.accounts.getState()[namespace],
          caipNetworkId: namespace && selectNamespaceNetwork(chains, namespace)?.caipNetworkId,
          loadedFor: undefined,
          error: undefined,
        });
        balances.set(namespace, snapshot);
      }
      return snapshot;
    },
  };
}
