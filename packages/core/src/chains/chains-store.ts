/**
 * The chains store (one per createAppKit() instance), its writers and selectors. Every change of the
 * active network goes through `applyActiveNetwork`, which keeps `activeCaipNetwork` and the active
 * namespace's `caipNetwork` the same object.
 */
import { type CaipNetworkId, type ChainNamespace, isKnownNamespace } from '../caip/index.js';
import { createError } from '../errors/index.js';
import type { CaipNetwork } from '../networks/index.js';
import { createStore, type Store } from '../store/index.js';
import {
  type ChainNamespaceState,
  type ChainsState,
  createChainNamespaceState,
  createInitialChainsState,
  type InitialChainsOptions,
} from './chain-state.js';
import { isNetworkSupported, isSmartAccountEnabled } from './network-support.js';
import { networkDisplayName } from './unknown-network.js';

export type ChainsStore = Store<ChainsState>;

export function createChainsStore(options: InitialChainsOptions): ChainsStore {
  return createStore(createInitialChainsState(options));
}

/** The namespace's chain state; one the app did not configure reads as empty. */
export function getChainState(state: ChainsState, namespace: ChainNamespace): ChainNamespaceState {
  return state.chains[namespace] ?? createChainNamespaceState(namespace, []);
}

/** Merges a patch into one namespace's chain state. */
export function updateChain(
  store: ChainsStore,
  namespace: ChainNamespace,
  patch: Partial<Omit<ChainNamespaceState, 'namespace'>>,
): void {
  store.setState((state) => {
    const current = getChainState(state, namespace);
    const changed = (Object.keys(patch) as (keyof typeof patch)[]).some(
      (key) => !Object.is(patch[key], current[key]),
    );
    return changed ? { chains: { ...state.chains, [namespace]: { ...current, ...patch } } } : {};
  });
}

/**
 * The pure transition behind every network change: `network` becomes the active network, its namespace
 * the active namespace, and the network that namespace is on. Throws 'Chain is not supported' for a
 * network of a namespace Walletport does not know.
 */
export function applyActiveNetwork(state: ChainsState, network: CaipNetwork): ChainsState {
  const namespace = network.chainNamespace;
  if (!isKnownNamespace(namespace)) {
    throw createError('CHAIN_NOT_SUPPORTED', { details: `Unknown namespace "${namespace}"` });
  }
  const chain = getChainState(state, namespace);
  return {
    ...state,
    activeNamespace: namespace,
    activeCaipNetwork: network,
    chains: { ...state.chains, [namespace]: { ...chain, caipNetwork: network } },
  };
}

/** The requested network ids of a namespace (e.g. narrowed to a wallet-connect session's). */
export function setRequestedCaipNetworkIds(
  store: ChainsStore,
  namespace: ChainNamespace,
  requestedCaipNetworkIds: readonly CaipNetworkId[],
): void {
  updateChain(store, namespace, { requestedCaipNetworkIds });
}

/** What the wallet approved: the network ids, and whether it accepts any network of the namespace. */
export function setApprovedCaipNetworks(
  store: ChainsStore,
  namespace: ChainNamespace,
  {
    approvedCaipNetworkIds,
    supportsAllNetworks,
  }: Pick<ChainNamespaceState, 'approvedCaipNetworkIds' | 'supportsAllNetworks'>,
): void {
  updateChain(store, namespace, { approvedCaipNetworkIds, supportsAllNetworks });
}

/** The modal loading flag of a namespace (fits the accounts' ModalLoadingPort). */
export function setModalLoading(store: ChainsStore, namespace: ChainNamespace, modalLoading: boolean): void {
  updateChain(store, namespace, { modalLoading });
}

/**
 * The network `namespace` is on: the active network when the namespace is active, else the network it
 * was last on, else its first configured network. Stable references, so safe in React selectors.
 */
export function selectNamespaceNetwork(
  state: ChainsState,
  namespace: ChainNamespace,
): CaipNetwork | undefined {
  if (state.activeNamespace === namespace && state.activeCaipNetwork !== undefined)
    return state.activeCaipNetwork;
  const chain = state.chains[namespace];
  return chain?.caipNetwork ?? chain?.caipNetworks[0];
}

/** Network support for the active network; no active network counts as supported (nothing to warn about). */
export function selectIsActiveNetworkSupported(state: ChainsState): boolean {
  const network = state.activeCaipNetwork;
  if (network === undefined || state.activeNamespace === undefined) return true;
  return isNetworkSupported(network, getChainState(state, state.activeNamespace).requestedCaipNetworkIds);
}

/** Smart account is enabled only when the active network's numeric id is in the enabled list. */
export function selectIsSmartAccountEnabled(state: ChainsState): boolean {
  if (state.activeNamespace === undefined) return false;
  return isSmartAccountEnabled(
    state.activeCaipNetwork,
    getChainState(state, state.activeNamespace).smartAccountEnabledNetworks,
  );
}

/** Every configured network of every namespace, in namespace order. */
export function selectAllCaipNetworks(state: ChainsState): CaipNetwork[] {
  return Object.values(state.chains).flatMap((chain) => chain?.caipNetworks ?? []);
}

/** The active network's display name; 'Unknown Network' when the app did not configure it. */
export function selectActiveNetworkName(state: ChainsState): string {
  return networkDisplayName(state.activeCaipNetwork, selectAllCaipNetworks(state));
}
