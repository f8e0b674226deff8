// Modal options (see docs/options.md): types, validation with defaults, feature and account-type rules,
// host-page metadata, and the error every invalid option raises.
export {
  ACCOUNT_TYPES_BY_NAMESPACE,
  NAMESPACE_DEFAULT_ACCOUNT_TYPES,
  type DefaultAccountTypesInput,
  resolveDefaultAccountTypes,
} from './account-types.js';
export {
  CONNECT_METHODS,
  CONNECTOR_TYPE_ORDER,
  type ConnectMethod,
  type ConnectMethodsOrderInput,
  type ConnectorTypeOrderItem,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_WALLET_FEATURES_ORDER,
  type FeaturesInput,
  getConnectMethodsOrder,
  INJECTED_CONNECT_METHODS_ORDER,
  type ResolvedFeatures,
  SOCIAL_PROVIDERS,
  WALLET_FEATURES,
  type WalletFeature,
} from './features.js';
export {
  InvalidOptionError,
  type InvalidOptionCode,
  invalidOption,
} from './invalid-option-error.js';
export { OPTION_NAMES, PROJECT_ID_PATTERN, UNSUPPORTED_APPKIT_OPTIONS } from './options-schema.js';
export {
  type Metadata,
  type PageDocument,
  type PageElement,
  readPageMetadata,
  resolveMetadata,
} from './page-metadata.js';
export { resolveOptions } from './resolve-options.js';
export type {
  AllWalletsOption,
  AppKitOptions,
  CoinbasePreference,
  CustomRpcUrl,
  CustomWallet,
  NetworkInput,
  OptionsEnvironment,
  ResolvedOptions,
  SiweConfigLike,
  SiwxConfigLike,
  TokenOption,
  TokensOption,
  ViemChainLike,
} from './types.js';
export {
  BLOCKED_LINK_SCHEMES,
  isHttpUrl,
  isSafeImageUrl,
  isSafeWalletLink,
  isWebSocketUrl,
  MAX_DATA_IMAGE_LENGTH,
  MAX_URL_LENGTH,
} from './url-rules.js';
