// Connectors: types, the store and the pure display rules (visibility, ordering).
export {
  type ConnectorsState,
  type ConnectorsStore,
  createConnectorsStore,
  initialConnectorsState,
  replaceNamespaceConnectors,
} from './connectors-store.js';
export {
  dedupeConnectors,
  findInstalledConnector,
  isInstalledConnector,
  type MarkedWallet,
  markInstalledWallets,
  withoutInstalledWallets,
} from './dedupe.js';
export { filterByNamespace, filterWalletsByNamespace } from './namespace-filter.js';
export {
  applyOrderOverrides,
  CONNECT_SECTIONS,
  type ConnectEntry,
  type ConnectOrderInput,
  type ConnectSection,
  orderConnectEntries,
} from './ordering.js';
export { addRecentWallet } from './recent-wallets.js';
export {
  CONNECTOR_IDS,
  CONNECTOR_TYPES,
  type Connector,
  type ConnectorId,
  type ConnectorType,
  type ExcludedWallet,
  MAX_RECENT_WALLETS,
  type RecentWallet,
  type WalletListing,
} from './types.js';
export {
  ALWAYS_ON_MOBILE_WALLETS,
  type AlwaysOnMobileWallet,
  type ConnectorVisibilityContext,
  filterMobileWallets,
  filterWalletsForPlatform,
  hasInjectedProvider,
  isConnectorVisible,
  isExcludedConnector,
  isGenericBrowserWallet,
  type MobileWalletFilterOptions,
  visibleConnectors,
} from './visibility.js';
