/**
 * createAppKitCore: one framework-free Walletport instance per call (DESIGN "Instances, not
 * singletons"). It resolves the options, creates every store, wires the services through their ports
 * and exposes AppKit's instance API. Creation is passive: no network, no timers, no adapter calls but
 * reading their connector lists. `start()` does the startup work; `destroy()` undoes all of it.
 */
import type { WalletportEventMap } from '../analytics/index.js';
import type { ChainNamespace } from '../caip/index.js';
import { selectNamespaceNetwork, switchNetwork } from '../chains/index.js';
import { type AppKitOptions, resolveOptions } from '../options/index.js';
import { createEventBus } from '../store/index.js';
import { createThemeService } from '../theme/index.js';
import { resolveEnvironment } from './environment.js';
import { createInstanceReaders } from './selectors.js';
import { applyStoredState, createStartup } from './startup.js';
import { adaptersByNamespace, createInstanceStores } from './stores.js';
import type { AppKitCore, AppKitCoreEnvironment, AppKitEventRecord } from './types.js';
import { createAccountsPort, mirrorAccountStatus } from './wire-accounts.js';
import { createAnalyticsWiring } from './wire-analytics.js';
import { createApiWiring } from './wire-api.js';
import { createNetworkSwitchPorts, createWalletNetworkSync } from './wire-chains.js';
import { loadConnectors, mirrorActiveConnectors, wireConnection } from './wire-connection.js';
import { wireModal } from './wire-modal.js';
import { siwxClosePort, wireSiwx } from './wire-siwx.js';
import { wireWalletConnect } from './wire-walletconnect.js';

export function createAppKitCore(input: AppKitOptions, environment: AppKitCoreEnvironment = {}): AppKitCore {
  const env = resolveEnvironment(environment);
  const options = resolveOptions(input, {
    document: env.document,
    warn: (message) => env.logger.warn(message),
  });
  const adapters = adaptersByNamespace(options, env.logger);
  const namespaces = Object.keys(adapters) as ChainNamespace[];
  const stores = createInstanceStores(options, env, namespaces);
  const bus = createEventBus<WalletportEventMap>((error) =>
    env.logger.error('An event subscriber threw', { error }),
  );

  const theme = createThemeService({ store: stores.theme });
  let navigation: ReturnType<typeof wireModal> | undefined;
  let siwx: ReturnType<typeof wireSiwx> | undefined;
  const networkPorts = createNetworkSwitchPorts({
    chains: stores.chains,
    accounts: stores.accounts,
    adapters,
    storage: env.storage,
    options,
    getModal: () => navigation!.modal,
    resetSendFlow: () => {},
  });
  navigation = wireModal({
    modalStore: stores.modal,
    routerStore: stores.router,
    chains: stores.chains,
    accounts: stores.accounts,
    hasAdapters: namespaces.length > 0,
    platform: env.platform,
    bus,
    timers: env.timers,
    logger: env.logger,
    siwx: siwxClosePort(options, () => siwx?.service),
  });
  const { modal, router, openingView } = navigation;

  const accountsPort = createAccountsPort(stores.accounts, stores.chains, {
    onWalletNetwork: createWalletNetworkSync(networkPorts, env.logger),
  });
  // Before the connectors load: adapters given the universal provider list their wallet-connect connector.
  const walletConnect = wireWalletConnect({ options, env, adapters });
  const connection = wireConnection({
    store: stores.connection,
    adapters,
    accounts: accountsPort,
    bus,
    env,
    ...(walletConnect === undefined
      ? {}
      : { walletConnect: walletConnect.walletConnect, syncSources: walletConnect.syncSources }),
  });
  const { http, analytics } = createAnalyticsWiring(options, env, stores.alerts);
  const api = createApiWiring(options, env, http);

  loadConnectors(stores.connectors, adapters, env.logger);
  const subscriptions: (() => void)[] = [
    mirrorAccountStatus(stores.connection, stores.accounts),
    mirrorActiveConnectors(stores.connection, stores.connectors),
  ];
  if (walletConnect !== undefined)
    subscriptions.push(walletConnect.attach({ connection, connectors: stores.connectors }));
  siwx = wireSiwx({
    options,
    store: stores.siwx,
    accounts: stores.accounts,
    chains: stores.chains,
    connectionStore: stores.connection,
    connectors: stores.connectors,
    adapters,
    navigation,
    connection,
    bus,
    logger: env.logger,
  });
  subscriptions.push(siwx.dispose);

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
      switchNetwork: (network) => switchNetwork(network, networkPorts),
      storage: env.storage,
      events: bus,
      http,
      analytics,
      api,
      siwx: siwx.service,
    },

    open: (openOptions) => modal.open(openOptions),
    getOpeningView: openingView,
    close: () => {
      modal.close();
    },
    getState: readers.getState,
    getAddress: (namespace) => readers.getAccount(namespace).address,
    getCaipAddress: (namespace) => readers.getAccount(namespace).caipAddress,
    getIsConnectedState: () => readers.getAccount().isConnected,
    getCaipNetwork: (namespace) => {
      const state = stores.chains.getState();
      const target = namespace ?? activeNamespace();
      return target === undefined ? state.activeCaipNetwork : selectNamespaceNetwork(state, target);
    },
    switchNetwork: async (network) => {
      await switchNetwork(network, networkPorts);
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

    start: () => {
      if (destroyed) return Promise.resolve();
      // The SIWX flow is not fetched here: a visitor who never connects never needs it. The first
      // connected account (restored or new) loads it through the service's watch().
      return startup.start();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      startup.stop();
      for (const unsubscribe of subscriptions.splice(0)) unsubscribe();
      navigation?.dispose();
      stores.alerts.dispose();
    },
  };
}
