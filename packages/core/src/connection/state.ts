/**
 * The connection store (connections map (accounts, chainId, connector), current connector id, wcUri,
 * wcPairingExpiry, wcLinking, recentWallet, wcError, buffering, status, chainId) and the pure state
 * changes of the wallet-connect flow. One store per createAppKit() instance.
 */
import type { WalletRequest } from '../adapter/index.js';
import type { ChainNamespace } from '../caip/index.js';
import type { RecentWallet } from '../connectors/types.js';
import type { StoredDeepLinkChoice } from '../storage/index.js';
import { createStore, type Store } from '../store/index.js';
import type { ConnectionsByNamespace } from './connections.js';
import { pairingExpiryFrom } from './pairing.js';
import type { ConnectionStatus } from './status.js';

/** The wallet's deep link the visitor chose on mobile (href and wallet name). */
export type WalletConnectLinking = StoredDeepLinkChoice;

export interface ConnectionState {
  /** Per namespace, most recently used first. */
  connections: ConnectionsByNamespace;
  /**
   * The current connector per namespace (each namespace has its own wallet). Absent when the namespace
   * has no connection.
   */
  currentConnectorIds: Partial<Record<ChainNamespace, string>>;
  /** Connection status per namespace; absent means disconnected. */
  namespaceStatus: Partial<Record<ChainNamespace, ConnectionStatus>>;
  /**
   * Per namespace, what the wallet is asking the visitor to approve while a connect is under way (the
   * connection, then maybe adding or switching to the network); none when nothing is pending.
   */
  walletRequests: Partial<Record<ChainNamespace, WalletRequest>>;
  /** Status of the wallet-connect flow (pairing). */
  status: ConnectionStatus;
  /** The chain id the most recent connection reported. */
  chainId: number | string | undefined;
  wcUri: string | undefined;
  /** Ms since epoch; see isPairingExpired. */
  wcPairingExpiry: number | undefined;
  wcLinking: WalletConnectLinking | undefined;
  /** The wallet the visitor picked for the current wallet-connect attempt. */
  recentWallet: RecentWallet | undefined;
  /** The last wallet-connect attempt failed (the view offers a retry). */
  wcError: boolean;
  /** A deep link was opened and the view waits for the wallet. */
  buffering: boolean;
}

export function initialConnectionState(): ConnectionState {
  return {
    connections: {},
    currentConnectorIds: {},
    namespaceStatus: {},
    walletRequests: {},
    status: 'disconnected',
    chainId: undefined,
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    recentWallet: undefined,
    wcError: false,
    buffering: false,
  };
}

export type ConnectionStore = Store<ConnectionState>;

export function createConnectionStore(initial: Partial<ConnectionState> = {}): ConnectionStore {
  return createStore<ConnectionState>({ ...initialConnectionState(), ...initial });
}

export function selectNamespaceStatus(state: ConnectionState, namespace: ChainNamespace): ConnectionStatus {
  return state.namespaceStatus[namespace] ?? 'disconnected';
}

export function selectCurrentConnection(state: ConnectionState, namespace: ChainNamespace) {
  const connectorId = state.currentConnectorIds[namespace];
  if (connectorId === undefined) return undefined;
  return state.connections[namespace]?.find((entry) => entry.connectorId === connectorId);
}

/** Pairing expiry is 4 minutes after creation: a new URI starts a fresh pairing. */
export function withNewPairingUri(uri: string, now: number): Partial<ConnectionState> {
  return { wcUri: uri, wcPairingExpiry: pairingExpiryFrom(now), wcError: false };
}

/**
 * Resetting the connection clears uri, expiry, linking and recent wallet, and sets disconnected
 * (the transactions and the stored deep link are cleared by the service, they live elsewhere).
 */
export function withWalletConnectReset(): Partial<ConnectionState> {
  return {
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    recentWallet: undefined,
    status: 'disconnected',
  };
}
