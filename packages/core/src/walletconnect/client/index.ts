// Walletport's WalletConnect v2 client (dapp side of the Sign protocol), on @noble primitives.
export {
  DEFAULT_RELAY_URL,
  createWalletConnectProvider,
  type WalletConnectProvider,
  type WalletConnectProviderOptions,
} from './provider.js';
export { WalletConnectClientError, WalletRpcError, type ClientErrorCode } from './errors.js';
export type { RelaySocket, RelaySocketFactory } from './socket.js';
export type { SessionRecord, PeerMetadata } from './session-record.js';
