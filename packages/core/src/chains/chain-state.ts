/**
 * Chain state per namespace plus the active namespace and network. The account state, also kept
 * per namespace, lives in its own store (accounts/), so neither store imports the
 * other; services that need both take both.
 */
import { type CaipNetworkId, type ChainNamespace, isKnownNamespace } from '../caip/index.js';
import type { CaipNetwork } from '../networks/index.js';

export interface ChainNamespaceState {
  namespace: ChainNamespace;
  /** The networks of this namespace the app configured. */
  caipNetworks: readonly CaipNetwork[];
  /** Networks the app asks the wallet for; a network outside this list is unsupported. */
  requestedCaipNetworkIds: readonly CaipNetworkId[];
  /** Networks the wallet approved (e.g. in a wallet-connect session). */
  approvedCaipNetworkIds: readonly CaipNetworkId[];
  /** The wallet accepts any network of the namespace (e.g. an injected wallet that can add chains). */
  supportsAllNetworks: boolean;
  /** Numeric chain ids where the embedded wallet offers smart accounts (persisted comma-joined). */
  smartAccountEnabledNetworks: readonly number[];
  /** The modal shows a loading state for this namespace (e.g. while the account type changes). */
  modalLoading: boolean;
  /**
   * The network this namespace is on (for the active namespace, the same object as `activeCaipNetwork`).
   * Walletport's addition: with several namespaces connected each keeps its own network (an eip155 chain
   * and a Solana cluster), and coming back to a namespace returns to it. An object, not an id, so an
   * 'Unknown Network' placeholder keeps its identity and selectors return stable references.
   */
  caipNetwork: CaipNetwork | undefined;
}

export interface ChainsState {
  chains: Readonly<Partial<Record<ChainNamespace, ChainNamespaceState>>>;
  activeNamespace: ChainNamespace | undefined;
  activeCaipNetwork: CaipNetwork | undefined;
  /**
   * The unsupported-network UI (the network button's warning, the UnsupportedChain view) is on.
   * Set when the active network is unsupported and the app asks for it; cleared by a supported network.
   */
  showUnsupportedNetworkUI: boolean;
}

export function createChainNamespaceState(
  namespace: ChainNamespace,
  caipNetworks: readonly CaipNetwork[],
): ChainNamespaceState {
  return {
    namespace,
    caipNetworks,
    // The app's own networks are what it asks wallets for, until something narrows the list.
    requestedCaipNetworkIds: caipNetworks.map((network) => network.caipNetworkId),
    approvedCaipNetworkIds: [],
    supportsAllNetworks: false,
    smartAccountEnabledNetworks: [],
    modalLoading: false,
    caipNetwork: caipNetworks[0],
  };
}

export interface InitialChainsOptions {
  /** The networks the app configured (all namespaces, in the app's order). */
  networks: readonly CaipNetwork[];
  /** The namespaces with an adapter; a namespace with networks but no adapter still gets a state. */
  namespaces?: readonly ChainNamespace[];
  defaultNetwork?: CaipNetwork | undefined;
  /** The stored active network id (storageKeys.activeCaipNetworkId), if any. */
  storedActiveCaipNetworkId?: string | undefined;
  /** The stored smart-account networks (storageKeys.smartAccountEnabledNetworks), if any. */
  storedSmartAccountEnabledNetworks?: readonly number[] | undefined;
}

/**
 * The state at start. The active network is the stored one when the app still configures it (so a reload
 * stays on the visitor's network), else the app's defaultNetwork, else the first configured network.
 */
export function createInitialChainsState(options: InitialChainsOptions): ChainsState {
  // Networks of namespaces Walletport has no state for (e.g. 'near') cannot become active.
  const networks = options.networks.filter((network) => isKnownNamespace(network.chainNamespace));
  const namespaces = new Set<ChainNamespace>(options.namespaces ?? []);
  for (const network of networks) namespaces.add(network.chainNamespace as ChainNamespace);

  const active =
    findConfigured(networks, options.storedActiveCaipNetworkId) ??
    findConfigured(networks, options.defaultNetwork?.caipNetworkId) ??
    networks[0];

  const chains: Partial<Record<ChainNamespace, ChainNamespaceState>> = {};
  for (const namespace of namespaces) {
    const ownNetworks = networks.filter((network) => network.chainNamespace === namespace);
    const state = createChainNamespaceState(namespace, ownNetworks);
    chains[namespace] = {
      ...state,
      // One stored list for all namespaces; only networks with numeric ids can ever match it.
      smartAccountEnabledNetworks: options.storedSmartAccountEnabledNetworks ?? [],
      caipNetwork: active?.chainNamespace === namespace ? active : ownNetworks[0],
    };
  }

  return {
    chains,
    activeNamespace: (active?.chainNamespace as ChainNamespace | undefined) ?? [...namespaces][0],
    activeCaipNetwork: active,
    showUnsupportedNetworkUI: false,
  };
}

function findConfigured(
  networks: readonly CaipNetwork[],
  caipNetworkId: string | undefined,
): CaipNetwork | undefined {
  if (caipNetworkId === undefined) return undefined;
  return networks.find((network) => network.caipNetworkId === caipNetworkId);
}
