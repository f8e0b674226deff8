// Wallet-connect on Walletport's own WalletConnect v2 client (loaded by dynamic import on first use).
export {
  createKeyValueStorage,
  type KeyValueStorage,
  WALLET_CONNECT_STORAGE_PREFIX,
} from './key-value-storage.js';
export {
  type ApprovedSession,
  approvalsOf,
  BITCOIN_METHODS,
  chainsOf,
  EIP155_METHODS,
  type RequestedNamespace,
  type RequestedNamespaces,
  requestedChainsOfSession,
  requestedNamespaces,
  SOLANA_METHODS,
} from './namespaces.js';
export {
  createUniversalProviderPort,
  type UniversalProviderFactory,
  type UniversalProviderInitOptions,
  type UniversalProviderInstance,
  type UniversalProviderPort,
  type UniversalProviderPortOptions,
  type WalletConnectMetadata,
  walletConnectProviderFactory,
} from './universal-provider-port.js';
