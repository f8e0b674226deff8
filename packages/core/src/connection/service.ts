/**
 * The connection service: the one writer of the connection store. It coordinates adapters, the account
 * state, storage and events through the ports it is given (ports.ts), so it imports no other store.
 * Build one per createAppKit() instance.
 */
import type { ChainNamespace } from '../caip/index.js';
import type { RecentWallet } from '../connectors/types.js';
import { watchAdapterEvents } from './adapter-events.js';
import { type ConnectRequest, connectWallet } from './connect.js';
import type { Connection } from './connections.js';
import type { DisconnectRequest } from './connector-family.js';
import type { FlowContext } from './context.js';
import { disconnectConnections } from './disconnect.js';
import { createConnectionPersistence } from './persistence.js';
import type { ConnectionServiceDeps } from './ports.js';
import { reconnectNamespace } from './reconnect.js';
import { createConnectionRecords } from './records.js';
import { syncExistingConnections } from './startup-sync.js';
import type { ConnectionStore, WalletConnectLinking } from './state.js';
import { createWalletConnectFlow } from './wallet-connect.js';

export interface ConnectionService {
  readonly store: ConnectionStore;
  /** Startup: syncs the connections storage says were connected. Never rejects. */
  syncExistingConnections(): Promise<void>;
  /** Connects a wallet on a namespace; rejects 'Connector already connected' for the current one. */
  connect(request: ConnectRequest): Promise<Connection>;
  /** Closes connections (see DisconnectRequest); rejects 'Failed to disconnect' when a chain failed. */
  disconnect(request?: DisconnectRequest): Promise<void>;
  /** Tries the stored authorized connectors of the namespace, most recently used first. */
  reconnect(namespace: ChainNamespace): Promise<Connection | undefined>;
  /** Forgets the namespace's connection: account state, stored connector id, status disconnected. */
  resetNamespace(namespace: ChainNamespace): Promise<void>;
  /** Subscribes to adapter events; returns the unsubscribe function. */
  watchAdapterEvents(): () => void;

  connectWalletConnect(): Promise<void>;
  /** Downloads the wallet-connect client ahead of the click; no network beyond the code, no pairing. */
  preloadWalletConnect(): Promise<void>;
  setWcUri(uri: string): void;
  setWcLinking(linking: WalletConnectLinking | undefined): void;
  setRecentWallet(wallet: RecentWallet | undefined): void;
  setBuffering(buffering: boolean): void;
  isPairingExpired(): boolean;
  finalizeWcConnection(): Promise<void>;
  resetWcConnection(): Promise<void>;
  /** Drops and re-pairs the wallet-connect session when it lacks one of `requestedChains` (CAIP-2). */
  refreshStaleWalletConnectSession(requestedChains: readonly string[]): Promise<boolean>;
}

export function createConnectionService(deps: ConnectionServiceDeps): ConnectionService {
  const persistence = createConnectionPersistence(deps.storage);
  const records = createConnectionRecords({
    store: deps.store,
    accounts: deps.accounts,
    persistence,
    adapters: deps.adapters,
  });
  const ctx: FlowContext = { deps, records, persistence };
  const walletConnect = createWalletConnectFlow(ctx);

  return {
    store: deps.store,
    syncExistingConnections: () => syncExistingConnections(ctx),
    connect: (request) => connectWallet(ctx, request),
    disconnect: (request) => disconnectConnections(ctx, walletConnect, request),
    reconnect: (namespace) => reconnectNamespace(ctx, namespace),
    resetNamespace: (namespace) => records.resetNamespace(namespace),
    watchAdapterEvents: () => watchAdapterEvents(ctx),

    connectWalletConnect: walletConnect.connect,
    preloadWalletConnect: async () => deps.walletConnect?.preload?.(),
    setWcUri: walletConnect.setUri,
    setWcLinking: walletConnect.setLinking,
    setRecentWallet: walletConnect.setRecentWallet,
    setBuffering: walletConnect.setBuffering,
    isPairingExpired: walletConnect.isPairingExpired,
    finalizeWcConnection: walletConnect.finalize,
    resetWcConnection: walletConnect.reset,
    refreshStaleWalletConnectSession: walletConnect.refreshIfStale,
  };
}
