/**
 * Connection status per namespace: disconnected, connecting, connected (reconnecting also occurs).
 * Every change of status goes through `connectionTransition`, a
 * pure function, so each status rule is a line of this file and a test of status.test.ts.
 */

export const CONNECTION_STATUSES = ['disconnected', 'connecting', 'connected', 'reconnecting'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** What happened to a namespace's connection. Names say what happened, not which status follows. */
export type ConnectionEvent =
  /** Startup found a stored 'connected' status for this namespace. */
  | { type: 'storedConnectionFound' }
  /** Syncing the existing connection (remote wallet, embedded auth or adapter) finished. */
  | { type: 'syncSucceeded' }
  | { type: 'syncFailed' }
  /** The visitor started connecting a wallet. */
  | { type: 'connectStarted' }
  /** The adapter connected and the accounts loaded. */
  | { type: 'connectSucceeded' }
  /** Connecting failed; `hasCurrentConnection` tells whether an earlier connection is still current. */
  | { type: 'connectFailed'; hasCurrentConnection: boolean }
  /** The reconnect routine started trying stored authorized connectors. */
  | { type: 'reconnectStarted' }
  | { type: 'reconnectSucceeded' }
  | { type: 'reconnectFailed' }
  /** The wallet connected by itself (e.g. unlocked after locking), not through connect or reconnect. */
  | { type: 'walletConnected' }
  /** A connection was closed; `hasRemainingConnection` tells whether another one became current. */
  | { type: 'connectionClosed'; hasRemainingConnection: boolean }
  /** The namespace's connection state was reset. */
  | { type: 'reset' };

export type ConnectionEventType = ConnectionEvent['type'];

/** True while a connection attempt (connect, sync or reconnect) is under way. */
export function isPendingStatus(status: ConnectionStatus): boolean {
  return status === 'connecting' || status === 'reconnecting';
}

/**
 * The status after `event`. Pure and total: every status and event give a status.
 *
 * Sync and reconnect results only land while an attempt is pending: a sync that finishes after the
 * visitor disconnected (or connected another wallet) must not bring back a stale status.
 */
export function connectionTransition(status: ConnectionStatus, event: ConnectionEvent): ConnectionStatus {
  switch (event.type) {
    // "On startup a stored connected status sets connecting".
    case 'storedConnectionFound':
      return status === 'disconnected' ? 'connecting' : status;
    // "then the existing connection is synced ... A failed sync sets disconnected."
    case 'syncSucceeded':
      return isPendingStatus(status) ? 'connected' : status;
    case 'syncFailed':
      return isPendingStatus(status) ? 'disconnected' : status;
    case 'connectStarted':
      return 'connecting';
    // "Connect sets connected after the adapter connects and accounts load."
    case 'connectSucceeded':
      return 'connected';
    // "On connect failure, status returns to connected if a current connection exists, else disconnected."
    case 'connectFailed':
      return event.hasCurrentConnection ? 'connected' : 'disconnected';
    // "status goes connecting or reconnecting": reconnecting when a live connection is being restored,
    // connecting when the namespace had none.
    case 'reconnectStarted':
      if (status === 'connected') return 'reconnecting';
      return status === 'disconnected' ? 'connecting' : status;
    // "then connected or disconnected".
    case 'reconnectSucceeded':
      return 'connected';
    case 'reconnectFailed':
      return 'disconnected';
    // The wallet says the site is connected again: the modal follows the wallet, whatever it was doing.
    case 'walletConnected':
      return 'connected';
    // "Disconnecting the last connection sets disconnected ...; otherwise another connection becomes current."
    case 'connectionClosed':
      return event.hasRemainingConnection ? 'connected' : 'disconnected';
    // "Resetting the connection ... sets disconnected".
    case 'reset':
      return 'disconnected';
  }
}
