// Chain state per namespace, network support, network switching.
export {
  type ChainNamespaceState,
  type ChainsState,
  createChainNamespaceState,
  createInitialChainsState,
  type InitialChainsOptions,
} from './chain-state.js';
export {
  applyActiveNetwork,
  type ChainsStore,
  createChainsStore,
  getChainState,
  selectActiveNetworkName,
  selectAllCaipNetworks,
  selectIsActiveNetworkSupported,
  selectIsSmartAccountEnabled,
  selectNamespaceNetwork,
  setApprovedCaipNetworks,
  setModalLoading,
  setRequestedCaipNetworkIds,
  updateChain,
} from './chains-store.js';
export {
  isCaipNetworkIdSupported,
  isNetworkSupported,
  isSmartAccountEnabled,
  type NetworkSwitchOptions,
  numericNetworkId,
  shouldShowUnsupportedChain,
} from './network-support.js';
export type {
  ChainStoragePort,
  ChainStorageReadPort,
  NetworkAccountsPort,
  NetworkSwitchAdapterPort,
  NetworkSwitchPorts,
  UnsupportedChainRouterPort,
} from './ports.js';
export { loadSmartAccountEnabledNetworks, setSmartAccountEnabledNetworks } from './smart-account-networks.js';
export {
  activateConnectedNetwork,
  type SwitchNetworkOutcome,
  switchNetwork,
  syncNetworkFromWallet,
} from './switch-network.js';
export { type SwitchWithAddFallbackParams, switchWithAddFallback } from './switch-with-add-fallback.js';
export { createUnknownCaipNetwork, networkDisplayName, resolveReportedNetwork } from './unknown-network.js';
