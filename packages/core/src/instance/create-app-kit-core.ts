/**
 * createAppKitCore: one framework-free Walletport instance per call (see docs/instance.md). It is
 * built in phases: environment → stores and event bus → core services → features. Features (SIWX,
 * WalletConnect, and whatever an app or test adds through `environment.features`) install themselves
 * through a context, so adding one never edits this file. Creation is passive: no network, no timers,
 * no adapter calls but handing them the app's networks (`construct`) and reading their connector lists.
 * `start()` does the startup work; `destroy()` undoes all of it.
 */
import type { WalletportEventMap } from '../analytics/index.js';
import { createBalanceService } from '../balance/index.js';
import type { ChainNamespace } from '../caip/index.js';
import { selectNamespaceNetwork, switchNetwork } from '../chains/index.js';
import { createPublicOpen } from '../modal/index.js';
import { createFeatureRegistry } from '../feature/registry.js';
import { installFeatures } from '../feature/install.js';
import { type AppKitOptions, resolveOptions } from '../options/index.js';
import { createEventBus } from '../store/index.js';
import { createThemeService } from '../theme/index.js';
import { defaultFeatures } from './default-features.js';
import { resolveEnvironment } from './environment.js';
import { createInstanceReaders } from './selectors.js';
import { constructAdapters } from './construct-adapters.js';
import { applyStoredState, createStartup } from './startup.js';
import { adaptersByNamespace, createInstanceStores } from './stores.js';
import { readInitialState, seedInitialState } from './stored-sessions.js';
import type { AppKitCore, AppKitCoreEnvironment, AppKitEventRecord } from './types.js';
import { createAccountsPort } from './wire-accounts.js';
import { createAnalyticsWiring } from './wire-analytics.js';
import { createApiWiring, createInstanceHttp } from './wire-api.js';
import {
  createConnectedNetworkActivation,
  createNetworkSwitchPorts,
  createWalletNetworkSync,
} from './wire-chains.js';
import { loadConnectors, wireConnection } from './wire-connection.js';
import { wireModal } from './wire-modal.js';

export function createAppKitCore(input: AppKitOptions, environment: AppKitCoreEnvironment = {}): AppKitCore {
  // Phase 1: the environment and the options read against it.
  const env = resolveEnvironment(environment);
  const options = resolveOptions(input, {
    document: env.document,
    warn: (message) => env.logger.warn(message),
  });
  const adapters = adaptersByNamespace(options, env.logger);
  constructAdapters(adapters, options);
  const namespaces = Object.keys(adapters) as ChainNamespace[];

  // Phase 2: stores, the event bus, and the registry features will fill.
  const stores = createInstanceStores(options, env, namespaces);
  // A session an adapter persisted shows at once ('reconnecting'), so a returning visitor never sees
  // "Connect wallet" before startup restores it; startup's sync confirms or drops it (docs/ssr.md).
  // The session is a hint from storage anyone can write: a bad one is dropped with a warning, never thrown.
  if (options.enableReconnect) {
    try {
      seedInitialState(stores, readInitialState(options.adapters, undefined, env.logger), env.logger);
    } catch (error) {
      env.logger.warn('The stored sessions could not be shown and were ignored', { error });
    }
  }
  const bus = createEventBus<WalletportEventMap>((error) =>
    env.logger.error('An event subscriber threw', { error }),
  );
  const registry = createFeatureRegistry((message, error) => env.logger.error(message, { error }));

  // Phase 3: core services, each reaching features only through the registry.
  const theme = createThemeService({ store: stores.theme });
  const navigation = wireModal({
    modalStore: stores.modal,
    routerStore: stores.router,
    chains: stores.chains,
    accounts: stores.accounts,
    hasAdapters: namespaces.length > 0,
    platform: env.platform,
    bus,
    timers: env.timers,
    logger: env.logger,
    isCloseBlocked: registry.isCloseBlocked,
    reloadAuth: () => registry.fire('authReload'),
  });
  const { modal, router, openingView } = navigation;
  const networkPorts = createNetworkSwitchPorts({
    chains: stores.chains,
    accounts: stores.accounts,
    adapters,
    storage: env.storage,
    options,
    modal,
    resetSendFlow: () => void registry.fire('sendFlowReset'),
  });
  const connection = wireConnection({
    store: stores.connection,
    adapters,
    accounts: createAccountsPort(stores.accounts, stores.chains, {
      onWalletNetwork: createWalletNetworkSync(networkPorts, env.logger),
      onNamespaceConnected: createConnectedNetworkActivation(networkPorts, env.logger),
    }),
    bus,
    env,
    walletConnect: registry.walletConnect,
    syncSources: registry.syncSources,
    fire: registry.fire,
  });
  // One HTTP client per instance whenever apiUrl is set (docs/core.md "HTTP").
  const http = createInstanceHttp(options, env);
  const { analytics } = createAnalyticsWiring(options, env, stores.alerts, http);
  const api = createApiWiring(options, env, http);
  const balance = createBalanceService({
    accounts: stores.accounts,
    chains: stores.chains,
    alerts: stores.alerts,
    getAdapter: (namespace) => adapters[namespace],
    blockchain: api?.blockchain,
    clock: env.clock,
  });
  const switchTo = (network: Parameters<typeof switchNetwork>[0]) => switchNetwork(network, networkPorts);

  // Phase 4: features, then the connector lists (adapters a feature configured list their connectors).
  const disposeFeatures = installFeatures(
    [...defaultFeatures, ...(environment.features ?? [])],
    {
      options,
      env,
      stores,
      bus,
      adapters,
      services: { connection, modal, router, storage: env.storage, api, switchNetwork: switchTo, balance },
      features: registry.services,
    },
    registry,
    (message, context) => env.logger.error(message, context),
  );
  loadConnectors(stores.connectors, adapters, env.logger);

  const readers = createInstanceReaders(stores);
  const activeNamespace = () => stores.chains.getState().activeNamespace;
  const startup = createStartup({
    options,
    env,
    stores,
    adapters,
    connection,
    bus,
    analytics,
    api,
    getAddress: () => readers.getAccount().address,
    applyStoredState: () => applyStoredState(stores.chains, env.storage),
    featureTasks: registry.startTasks,
  });
  let destroyed = false;

  return {
    options,
    stores,
    services: {
      theme,
      router,
      modal,
      connection,
      switchNetwork: switchTo,
      storage: env.storage,
      events: bus,
      http,
      analytics,
      api,
      balance,
      get siwx() {
        return registry.services.siwx;
      },
      features: registry.services,
    },

    // Apps may open only implemented views; anything else is refused with a warning (docs/router.md).
    open: createPublicOpen(modal, (message, context) => env.logger.warn(message, context)),
    getOpeningView: openingView,
    close: () => {
      modal.close();
    },
    getState: readers.getState,
    getAddress: (namespace) => readers.getAccount(namespace).address,
    getCaipAddress: (namespace) => readers.getAccount(namespace).caipAddress,
    getAccount: readers.getAccount,
    getIsConnectedState: () => readers.getAccount().isConnected,
    getNetwork: readers.getNetwork,
    getCaipNetwork: (namespace) => {
      const state = stores.chains.getState();
      const target = namespace ?? activeNamespace();
      return target === undefined ? state.activeCaipNetwork : selectNamespaceNetwork(state, target);
    },
    switchNetwork: async (network) => {
      await switchTo(network);
    },
    disconnect: (namespace) => connection.disconnect(namespace === undefined ? {} : { namespace }),
    setThemeMode: theme.setThemeMode,
    setThemeVariables: theme.setThemeVariables,
    getThemeMode: () => stores.theme.getState().themeMode,

    subscribeState: readers.subscribeState,
    subscribeAccount: readers.subscribeAccount,
    subscribeNetwork: readers.subscribeNetwork,
    subscribeTheme: (listener) => stores.theme.subscribe((state) => listener(state)),
    subscribeEvents: (listener) =>
      bus.onAny((event, properties) => {
        const record = { timestamp: env.clock.now(), data: { type: 'track', event, properties } };
        listener(record as AppKitEventRecord);
      }),

    start: () => (destroyed ? Promise.resolve() : startup.start()),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      startup.stop();
      disposeFeatures();
      balance.dispose();
      navigation.dispose();
      stores.alerts.dispose();
    },
  };
}
