/**
 * Creates every store of one instance from the resolved options and what storage remembers. Stores are
 * independent values; the wire-* modules connect them through services.
 */
import { createAccountsStore, resolvePreferredAccountTypes } from '../accounts/index.js';
import { type AlertsStore, createAlertsStore } from '../alerts/index.js';
import type { ChainNamespace } from '../caip/index.js';
import { createChainsStore } from '../chains/index.js';
import { createConnectionStore } from '../connection/index.js';
import { createConnectorsStore } from '../connectors/index.js';
import { createModalStore, createRouterStore } from '../modal/index.js';
import type { ResolvedOptions } from '../options/index.js';
import { storageKeys } from '../storage/index.js';
// Not the siwx barrel: through it, esbuild keeps the lazily loaded SIWX flow in the page's first chunks.
import { createSiwxStore } from '../siwx/siwx-store.js';
import { createThemeStore } from '../theme/index.js';
import { type ResolvedEnvironment, readNow } from './environment.js';
import type { AppKitCoreStores } from './types.js';
import { pageOrigin } from './wire-api.js';

/** The namespaces of the adapters, by namespace; a second adapter for the same namespace is refused. */
export function adaptersByNamespace(options: ResolvedOptions, logger: ResolvedEnvironment['logger']) {
  const adapters: Partial<Record<ChainNamespace, ResolvedOptions['adapters'][number]>> = {};
  for (const adapter of options.adapters) {
    if (adapters[adapter.namespace] !== undefined) {
      // One wallet per namespace is the model everywhere (connection, accounts, chains): keep the first.
      logger.warn('A second adapter for the same namespace was ignored', { namespace: adapter.namespace });
      continue;
    }
    adapters[adapter.namespace] = adapter;
  }
  return adapters;
}

export function createInstanceStores(
  options: ResolvedOptions,
  env: ResolvedEnvironment,
  namespaces: readonly ChainNamespace[],
): AppKitCoreStores & { alerts: AlertsStore } {
  // Sync backends (localStorage, memory, cookies) answer now; an async backend's values arrive in start().
  const storedActive = readNow(env.storage.get(storageKeys.activeCaipNetworkId));
  const storedSmartAccounts = readNow(env.storage.get(storageKeys.smartAccountEnabledNetworks));
  const storedPreferences = readNow(env.storage.get(storageKeys.preferredAccountTypes));

  return {
    theme: createThemeStore({ themeMode: options.themeMode, themeVariables: options.themeVariables }),
    modal: createModalStore(),
    router: createRouterStore(),
    chains: createChainsStore({
      networks: options.networks,
      namespaces,
      defaultNetwork: options.defaultNetwork,
      storedActiveCaipNetworkId: storedActive,
      storedSmartAccountEnabledNetworks: storedSmartAccounts,
    }),
    accounts: createAccountsStore({
      namespaces,
      preferredAccountTypes: resolvePreferredAccountTypes({
        appDefaults: options.defaultAccountTypes,
        stored: storedPreferences,
      }),
    }),
    connection: createConnectionStore(),
    connectors: createConnectorsStore(),
    siwx: createSiwxStore(),
    // The page origin fills the Invalid App Configuration alert ("Origin {origin} not found on Allowlist").
    alerts: createAlertsStore({ timers: env.timers, context: () => ({ origin: pageOrigin(env) }) }),
  };
}
