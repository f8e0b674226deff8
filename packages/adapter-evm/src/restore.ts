/**
 * Restoring a stored connection on page load so that it happens once, also beside wagmi's
 * `<WagmiProvider>` (docs/react.md "wagmi's hooks beside the modal").
 *
 * WagmiProvider's mount step (reconnectOnMount, the default) runs wagmi's `reconnect` action, which
 * asks every authorized connector to connect again. Two restores at once would ask the wallet twice and
 * could each replace the other's connection. wagmi's reconnect holds a lock while it runs (a second call
 * returns at once, empty), so the adapter restores through that same action: whichever starts first does
 * the work, and the other one waits for it and takes its result.
 */
import { type Config, type Connection, type Connector, reconnect as wagmiReconnect } from '@wagmi/core';
import { findConnection, liveConnections } from './connections.js';
import { reconnectConnector } from './lifecycle.js';

/** How long to wait for a restore someone else (WagmiProvider) is running before trying on our own. */
export const FOREIGN_RESTORE_WAIT_MS = 10_000;

const isPending = (status: Config['state']['status']) => status === 'reconnecting' || status === 'connecting';

/**
 * Restores `connector`'s connection without a prompt; undefined when the wallet does not authorize the
 * site (any more). A connection that is already live (restored by WagmiProvider) is taken as it is.
 */
export async function restoreConnection(
  config: Config,
  connector: Connector,
  chainId?: number,
): Promise<Connection | undefined> {
  const existing = findConnection(config, connector.id);
  if (existing !== undefined) return existing;
  // wagmi's reconnect starts its connection map from empty and cannot keep a wallet-connect session's
  // chain: with other live connections, or for wallet-connect, restore this one connector directly.
  if (connector.type === 'walletConnect' || liveConnections(config.state.connections).size > 0) {
    return reconnectConnector(config, connector, chainId);
  }
  // Twice at most: a foreign restore that ends without this connector (the wallet announced itself
  // too late for it) is followed by one of our own.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const restored = await wagmiReconnect(config, { connectors: [connector] });
    if (restored.length > 0) return settleConnected(config, connector);
    // Empty with the status still pending: another restore holds wagmi's lock. Its result is ours.
    if (!isPending(config.state.status)) return undefined;
    const settled = await waitUntilSettled(config, FOREIGN_RESTORE_WAIT_MS);
    const adopted = findConnection(config, connector.id) ?? findConnection(config);
    if (adopted !== undefined) return settleConnected(config, connector) ?? adopted;
    // Still pending after the wait: the lock belongs to something that is not finishing; go around it.
    if (!settled) return reconnectConnector(config, connector, chainId);
  }
  return undefined;
}

/**
 * The restored connection, with wagmi's status made 'connected'. wagmi's reconnect leaves the status as
 * it finds it when something else moved it meanwhile (its race guard), which would leave wagmi's
 * useAccount reading 'disconnected' beside a live connection.
 */
function settleConnected(config: Config, connector: Connector): Connection | undefined {
  const connection = findConnection(config, connector.id) ?? findConnection(config);
  if (connection !== undefined && config.state.status !== 'connected') {
    config.setState((state) => ({ ...state, status: 'connected' }));
  }
  return connection;
}

/** Resolves true once the config's status is no longer pending, false after `timeoutMs`. */
function waitUntilSettled(config: Config, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (settled: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(settled);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    const unsubscribe = config.subscribe(
      (state) => state.status,
      (status) => {
        if (!isPending(status)) finish(true);
      },
    );
    if (!isPending(config.state.status)) finish(true);
  });
}
