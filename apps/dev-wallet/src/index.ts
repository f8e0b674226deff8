export { deriveAccounts, devnetMnemonic } from './wallet/accounts.js';
export { defaultNativeCurrency, parseAddChainParameter, validateChains } from './wallet/chain-params.js';
export {
  type CreateDevWalletOptions,
  createDevWallet,
  type DevWallet,
  type WalletCaller,
} from './wallet/create-dev-wallet.js';
export {
  announceEventName,
  announceProvider,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
  type Eip6963Target,
  requestEventName,
} from './wallet/eip6963.js';
export { ProviderErrorCode, ProviderRpcError, toProviderRpcError } from './wallet/errors.js';
export { chainIdToHex, decodeMessageText } from './wallet/hex.js';
export { walletIconBase64DataUri, walletIconDataUri } from './wallet/icon.js';
export type { AccountsPermission } from './wallet/methods/account-methods.js';
export type { Erc20Asset, NativeAsset, WalletAsset } from './wallet/methods/asset-methods.js';
export { passthroughMethods } from './wallet/methods/read-methods.js';
export type {
  ApprovalKind,
  ApprovalRequest,
  Approver,
  DevWalletChain,
  DevWalletChainInput,
  DevWalletSession,
  DevWalletState,
  Eip1193Provider,
  NativeCurrency,
  PreparedTransaction,
  ProviderEventName,
  ProviderListener,
  RequestArguments,
} from './wallet/types.js';
export {
  configQueryParameter,
  configScriptAttribute,
  configStorageKey,
  defaultPageConfig,
  PageConfigError,
  type PageWalletConfig,
  parsePageConfig,
  type ResolvedPageConfig,
  resolvePageConfig,
} from './inpage/config.js';
export {
  createSessionStore,
  parseStoredSession,
  type SessionStorageArea,
  type SessionStore,
  serializeSession,
  sessionStorageKey,
} from './inpage/session-storage.js';
export {
  parseStackConfig,
  parseStackRpcUrl,
  type StackChain,
  type StackConfig,
  StackConfigError,
  serializeStackConfig,
  stackConfigFileName,
} from './inpage/stack-config.js';
export {
  fetchStackConfig,
  loadStackConfig,
  receiveStackConfig,
  type StackConfigResult,
  stackConfigUrlFor,
} from './inpage/stack-config-source.js';
export { startStackConfigBridge } from './inpage/stack-config-bridge.js';
export {
  createRpcStatusMonitor,
  describeRpcStatus,
  type RpcHealth,
  type RpcStatus,
  type RpcStatusMonitor,
} from './inpage/rpc-status.js';
export {
  devWalletName,
  devWalletRdns,
  type InstallDevWalletOptions,
  type InstalledDevWallet,
  installDevWallet,
  installedWalletKey,
} from './inpage/install.js';
export { type ApprovalQueue, createApprovalQueue, type PendingApproval } from './ui/approval-queue.js';
export { type DetailRow, describeRequest, type RequestDescription } from './ui/describe-request.js';
export { type MountWalletPanelOptions, mountWalletPanel, type WalletPanel } from './ui/panel.js';
export {
  type InstalledSolanaWallet,
  installSolanaWallet,
  solanaWalletName,
} from './inpage/install-solana.js';
export { parseStackSolana, parseStackWsUrl, type StackSolana } from './inpage/stack-config.js';
export {
  defaultSolanaRpcUrl,
  type SolanaStandardChain,
  solanaCaipChains,
  solanaStandardChains,
} from './solana/chains.js';
export { registerStandardWallet } from './solana/register-wallet.js';
export { createSolanaSigner, localOnlySendMessage, type SolanaSigner } from './solana/signer.js';
export { createStandardWallet, type DevSolanaWallet } from './solana/standard-wallet.js';
export type { SolanaApprovalRequest, SolanaApprover, SolanaCaller } from './solana/types.js';
