/**
 * SIWX wired to the instance: the account port reads the active namespace's connection from the stores,
 * signing goes through that namespace's adapter, events go to the instance's bus. Without `options.siwx`
 * there is no service and the store stays idle.
 */
import { type AccountsStore, getAccountState } from '../accounts/index.js';
import type { ChainAdapter } from '../adapter/index.js';
import type { WalletportEventMap } from '../analytics/index.js';
import { type CaipNetworkId, type ChainNamespace, parseCaipAddress } from '../caip/index.js';
import { type ChainsStore, isNetworkSupported } from '../chains/index.js';
import { type ConnectionService, type ConnectionStore, selectNamespaceStatus } from '../connection/index.js';
import type { ConnectorsStore } from '../connectors/index.js';
import { createError } from '../errors/index.js';
import type { ModalNavigation, SiwxClosePort } from '../modal/index.js';
import type { ResolvedOptions } from '../options/index.js';
import type {
  SiwxAccount,
  SiwxAccountPort,
  SiwxConfig,
  SiwxEventSink,
  SiwxService,
  SiwxServiceDeps,
  SiwxStore,
} from '../siwx/index.js';
import type { EventBus } from '../store/index.js';
import { createLazySiwxService, type LazySiwxService } from './lazy-siwx-service.js';
import type { AppKitCoreLogger } from './types.js';

export interface SiwxWiringDeps {
  options: ResolvedOptions;
  store: SiwxStore;
  accounts: AccountsStore;
  chains: ChainsStore;
  connectionStore: ConnectionStore;
  connectors: ConnectorsStore;
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>;
  navigation: Pick<ModalNavigation, 'modal' | 'router'>;
  connection: Pick<ConnectionService, 'disconnect'>;
  bus: EventBus<WalletportEventMap>;
  logger: AppKitCoreLogger;
}

/**
 * The modal's close guard, created before the service exists (the modal is built first). Only given to
 * the modal when the app configured SIWX, so without it nothing is ever blocked.
 */
export function siwxClosePort(
  options: ResolvedOptions,
  getService: () => SiwxService | undefined,
): SiwxClosePort | undefined {
  if (options.siwx === undefined) return undefined;
  return {
    isRequired: () => getService()?.isRequired() ?? false,
    hasSession: () => getService()?.hasSession() ?? false,
  };
}

/** The connected account of the active namespace, when its connection is fully up. */
function readAccount(deps: SiwxWiringDeps): SiwxAccount | undefined {
  const chainsState = deps.chains.getState();
  const namespace = chainsState.activeNamespace;
  if (namespace === undefined) return undefined;
  if (selectNamespaceStatus(deps.connectionStore.getState(), namespace) !== 'connected') return undefined;
  const account = getAccountState(deps.accounts.getState(), namespace);
  if (account.caipAddress === undefined) return undefined;
  const { chainNamespace, chainId: reference, address } = parseCaipAddress(account.caipAddress);
  const chainId = `${chainNamespace}:${reference}` as CaipNetworkId;
  const namespaceState = chainsState.chains[namespace];
  const network = namespaceState?.caipNetworks.find((candidate) => candidate.caipNetworkId === chainId);
  const connectorId = deps.connectionStore.getState().currentConnectorIds[namespace];
  const connector =
    connectorId === undefined ? undefined : deps.connectors.getConnector(connectorId, namespace);
  const listed = account.allAccounts.find((entry) => entry.address.toLowerCase() === address.toLowerCase());
  return {
    namespace,
    chainId,
    address,
    ...(connectorId === undefined ? {} : { connectorId }),
    isSmartAccount: listed?.type === 'smartAccount',
    isSupportedNetwork:
      network !== undefined && isNetworkSupported(network, namespaceState?.requestedCaipNetworkIds ?? []),
    viaUniversalProvider: connector?.type === 'WALLET_CONNECT',
  };
}

function accountPort(deps: SiwxWiringDeps): SiwxAccountPort {
  return {
    current: () => readAccount(deps),
    subscribe(listener) {
      const unsubscribers = [deps.accounts, deps.chains, deps.connectionStore].map((store) =>
        store.subscribe(() => listener()),
      );
      return () => {
        for (const unsubscribe of unsubscribers) unsubscribe();
      };
    },
  };
}

/** SIWX events are a subset of the bus's map; the compiler cannot relate the two generic emits. */
function siwxEventSink(bus: EventBus<WalletportEventMap>): SiwxEventSink {
  return { emit: (type, data) => bus.emit(type, data as WalletportEventMap[typeof type]) };
}

export interface SiwxWiring {
  service: LazySiwxService | undefined;
  dispose(): void;
}

/**
 * The flow service itself is a dynamic import (see lazy-siwx-service.ts): `service` is usable at once,
 * its flow loads with the first connected account, the first call, or start().
 */
export function wireSiwx(deps: SiwxWiringDeps): SiwxWiring {
  if (deps.options.siwx === undefined) return { service: undefined, dispose: () => {} };
  // resolveOptions checked the methods; the parameter types are SIWX's own contract.
  const config = deps.options.siwx as SiwxConfig;
  const account = accountPort(deps);
  const serviceDeps: SiwxServiceDeps = {
    config,
    store: deps.store,
    account,
    signer: {
      signMessage(namespace, params) {
        const adapter = deps.adapters[namespace];
        if (adapter === undefined) return Promise.reject(createError('ADAPTER_NOT_FOUND'));
        return adapter.signMessage(params);
      },
    },
    modal: deps.navigation.modal,
    router: deps.navigation.router,
    connection: { disconnect: () => deps.connection.disconnect({}) },
    events: siwxEventSink(deps.bus),
    allNetworksEip155: deps.options.networks.every((network) => network.chainNamespace === 'eip155'),
    logger: deps.logger,
  };
  const service = createLazySiwxService({
    config,
    store: deps.store,
    account,
    load: async () => (await import('../siwx/siwx-service.js')).createSiwxService(serviceDeps),
    logger: deps.logger,
  });
  return { service, dispose: service.watch() };
}
