/**
 * The SIWX feature: the account port reads the active namespace's connection from the stores, signing
 * goes through that namespace's adapter, events go to the instance's bus, and a required sign-in guards
 * closing the modal. Without `options.siwx` it registers nothing and the SIWX store stays idle.
 */
import { type AccountsStore, getAccountState } from '../../accounts/index.js';
import type { ChainAdapter } from '../../adapter/index.js';
import type { WalletportEventMap } from '../../analytics/index.js';
import { type CaipNetworkId, type ChainNamespace, parseCaipAddress } from '../../caip/index.js';
import { type ChainsStore, isNetworkSupported } from '../../chains/index.js';
import { type ConnectionStore, selectNamespaceStatus } from '../../connection/index.js';
import type { ConnectorsStore } from '../../connectors/index.js';
import { createError } from '../../errors/index.js';
import type { FeatureContext, InstanceFeature } from '../../feature/index.js';
import { isCloseBlockedBySiwx } from '../../modal/index.js';
import type { EventBus } from '../../store/index.js';
import type { SiwxAccount, SiwxAccountPort, SiwxConfig, SiwxEventSink, SiwxServiceDeps } from '../index.js';
import { createLazySiwxService } from './lazy-siwx-service.js';

interface AccountSources {
  accounts: AccountsStore;
  chains: ChainsStore;
  connectionStore: ConnectionStore;
  connectors: ConnectorsStore;
}

/** The connected account of the active namespace, when its connection is fully up. */
function readAccount(deps: AccountSources): SiwxAccount | undefined {
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
  // eip155 addresses differ in checksum case only; other namespaces' addresses (base58) are case-sensitive.
  const listed = account.allAccounts.find((entry) =>
    namespace === 'eip155'
      ? entry.address.toLowerCase() === address.toLowerCase()
      : entry.address === address,
  );
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

function accountPort(deps: AccountSources): SiwxAccountPort {
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

function signer(adapters: FeatureContext['adapters']): SiwxServiceDeps['signer'] {
  return {
    signMessage(namespace, params) {
      const adapter: ChainAdapter | undefined = adapters[namespace as ChainNamespace];
      if (adapter === undefined) return Promise.reject(createError('ADAPTER_NOT_FOUND'));
      return adapter.signMessage(params);
    },
  };
}

/**
 * The flow service itself is a dynamic import (see lazy-siwx-service.ts): the published service is
 * usable at once, its flow loads with the first connected account or the first call.
 */
function installSiwx(ctx: FeatureContext): (() => void) | undefined {
  if (ctx.options.siwx === undefined) return undefined;
  // resolveOptions checked the methods; the parameter types are SIWX's own contract.
  const config = ctx.options.siwx as SiwxConfig;
  const { stores, services } = ctx;
  const account = accountPort({
    accounts: stores.accounts,
    chains: stores.chains,
    connectionStore: stores.connection,
    connectors: stores.connectors,
  });
  const serviceDeps: SiwxServiceDeps = {
    config,
    store: stores.siwx,
    account,
    signer: signer(ctx.adapters),
    modal: services.modal,
    router: services.router,
    connection: { disconnect: () => services.connection.disconnect({}) },
    events: siwxEventSink(ctx.bus),
    allNetworksEip155: ctx.options.networks.every((network) => network.chainNamespace === 'eip155'),
    logger: ctx.env.logger,
  };
  const service = createLazySiwxService({
    config,
    store: stores.siwx,
    account,
    load: async () => (await import('../siwx-service.js')).createSiwxService(serviceDeps),
    logger: ctx.env.logger,
  });
  ctx.provideService('siwx', service);
  // A required sign-in without a session keeps the modal open on the sign view.
  ctx.addCloseGuard((view) => isCloseBlockedBySiwx(view, service));
  return service.watch();
}

export const siwxFeature: InstanceFeature = { name: 'siwx', install: installSiwx };
