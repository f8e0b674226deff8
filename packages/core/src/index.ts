/**
 * `@walletport/core`: the public entry, what apps and adapter authors write against. Documented in
 * docs/core.md ("Public API") and pinned by packages/core/test/public-api.test.ts, so a new name is a
 * deliberate, documented decision. Everything else Walletport's own packages share (stores, services,
 * rules, catalogues) is `@walletport/core/internal`, which carries no stability promise.
 */

// The instance (docs/instance.md).
export { createAppKitCore } from './instance/index.js';
export type {
  AppKitAccountSnapshot,
  AppKitCore,
  AppKitCoreEnvironment,
  AppKitCoreLogger,
  AppKitEventRecord,
  AppKitNetworkSnapshot,
  AppKitPublicState,
} from './instance/index.js';

// Options (docs/options.md).
export { InvalidOptionError } from './options/index.js';
export type {
  AllWalletsOption,
  AppKitOptions,
  CoinbasePreference,
  ConnectMethod,
  CustomRpcUrl,
  CustomWallet,
  FeaturesInput,
  Metadata,
  NetworkInput,
  TokenOption,
  TokensOption,
  WalletFeature,
} from './options/index.js';

// Opening the modal on a view (docs/router.md): only implemented views are accepted.
export { IMPLEMENTED_VIEW_NAMES } from './modal/index.js';
export type { ImplementedViewName, OpenableView, OpenOptions, RouterView, ViewName } from './modal/index.js';

// What the instance reports: account, connector type, events, theme.
export type { AccountStatus, ConnectedWalletInfo } from './accounts/index.js';
export type { WalletportEventMap, WalletportEventName } from './analytics/index.js';
export type { ConnectorType } from './connectors/index.js';
export type { ThemeMode, ThemeVariables, ThemeVariablesInput } from './theme/index.js';

// Networks (docs/core.md "Networks").
export {
  ALL_NETWORKS,
  arbitrum,
  arbitrumSepolia,
  aurora,
  avalanche,
  base,
  baseSepolia,
  berachain,
  blast,
  bsc,
  celo,
  defineCaipNetwork,
  EVM_MAINNETS,
  EVM_TESTNETS,
  fantom,
  getNetworkByCaipId,
  getNetworkById,
  getNetworkName,
  gnosis,
  kaia,
  LOCAL_DEVNETS,
  linea,
  localDevnet,
  localSolana,
  mainnet,
  mantle,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  SOLANA_NETWORKS,
  scroll,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  walletportDevnet,
  walletportDevnet2,
  zksync,
  zora,
} from './networks/index.js';
export type {
  CaipNetwork,
  CaipNetworkDefinition,
  EvmCaipNetwork,
  LocalDevnetOptions,
  NativeCurrency,
  SolanaCaipNetwork,
} from './networks/index.js';

// CAIP ids (docs/core.md "CAIP ids").
export {
  buildCaipAddress,
  buildCaipNetworkId,
  CHAIN_NAMESPACES,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  isCaipAddress,
  isCaipNetworkId,
  isKnownNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip/index.js';
export type {
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  ParsedCaipAddress,
  ParsedCaipNetworkId,
} from './caip/index.js';

// Errors: the base every Walletport error extends, and what an adapter needs to report wallet errors.
export {
  isUserRejection,
  parseWalletError,
  UserRejectedRequestError,
  WalletportError,
  WalletRpcError,
} from './errors/index.js';
export type { ErrorCategory, SerializedError, WalletportErrorOptions } from './errors/index.js';

// The adapter contract (docs/adapters.md) and core's add-chain fallback for switchNetwork.
export { hasCapability } from './adapter/index.js';
export type {
  AccountType,
  AdapterAccount,
  AdapterCapabilities,
  AdapterConnector,
  AdapterEvents,
  BalanceResult,
  CapabilityName,
  ChainAdapter,
  ConnectParams,
  ConnectResult,
  EstimateFeeParams,
  SendTransactionParams,
  StoredSession,
  UniversalProviderHandle,
  UniversalProviderLike,
  UniversalSessionLike,
  UniversalSessionNamespace,
  WalletRequest,
  WalletRequestListener,
} from './adapter/index.js';
export { type SwitchWithAddFallbackParams, switchWithAddFallback } from './chains/index.js';

// Storage backends (the `storage` of the environment; cookies for server rendering).
export {
  createCookieStorage,
  createLocalStorage,
  createMemoryStorage,
  createServerCookieJar,
} from './storage/index.js';
export type {
  CookieJar,
  CookieStorageOptions,
  LocalStorageOptions,
  ServerCookieJar,
  StorageBackend,
  SyncStorageBackend,
} from './storage/index.js';

// Sign in with X (docs/siwx.md): the types of a config. The ready configs (createServerSiwx,
// createLocalSiwx) and the message helpers are at `@walletport/core/siwx`, an entry of their own so an app
// that does not use sign-in never loads them.
export type {
  LocalSiwxOptions,
  ServerSiwxOptions,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxSession,
} from './siwx/index.js';

// Formatters, so an app shows amounts and addresses exactly as the modal does.
export { formatBalance, formatUnits, parseUnits, truncateAddress } from './format/index.js';
export type { FormatBalanceOptions, TruncateAddressOptions } from './format/index.js';
