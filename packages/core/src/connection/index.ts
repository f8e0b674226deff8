// Connection state and service: connection state, status and flows, pairing expiry, disconnect errors,
// pairing and recent-wallet constants.
export type { ConnectRequest } from './connect.js';
export {
  type Connection,
  type ConnectionsByNamespace,
  chainIdFromCaipNetworkId,
  findConnection,
  type ReconnectCandidate,
  reconnectCandidates,
  removeConnection,
  toStoredConnection,
  upsertConnection,
} from './connections.js';
export {
  type ConnectionSource,
  type ConnectorFamily,
  connectionSource,
  connectorFamily,
  type DisconnectRequest,
  type DisconnectTarget,
  disconnectTargets,
} from './connector-family.js';
export { alreadyConnectedError, disconnectChainError, disconnectFailedError } from './errors.js';
export {
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  pairingExpiryFrom,
} from './pairing.js';
export { awaitsSinglePairing, type PlatformInfo } from './platform.js';
export { DESKTOP_PLATFORM, detectPlatform, type PlatformHost } from './detect-platform.js';
export {
  ACCOUNT_FIELDS_CLEARED_ON_RESET,
  type AccountsPort,
  type ClearedAccountField,
  type Clock,
  type ConnectedAccount,
  type ConnectionEvents,
  type ConnectionEventsPort,
  type ConnectionLogger,
  type ConnectionServiceDeps,
  type ResetPort,
  type SyncSource,
  type SyncSources,
  type WalletConnectApproval,
  type WalletConnectPort,
} from './ports.js';
export { type ConnectionService, createConnectionService } from './service.js';
export { isSessionStale } from './session-staleness.js';
export {
  type ConnectionState,
  type ConnectionStore,
  createConnectionStore,
  initialConnectionState,
  selectCurrentConnection,
  selectNamespaceStatus,
  type WalletConnectLinking,
  withNewPairingUri,
  withWalletConnectReset,
} from './state.js';
export {
  CONNECTION_STATUSES,
  type ConnectionEvent,
  type ConnectionEventType,
  type ConnectionStatus,
  connectionTransition,
  isPendingStatus,
} from './status.js';
export { adapterSyncSource } from './sync-sources.js';
export {
  formatNativeLink,
  formatUniversalLink,
  formatWalletConnectLink,
  isWebLink,
  pairingUriOfLink,
  WALLET_CONNECT_LINK_PATH,
} from './links.js';
