/**
 * The writes every connection flow shares: record a connection as current, close one, reset a
 * namespace, move a status. Each keeps the store, the account state (through its port) and storage in
 * step, so connect, sync, reconnect, disconnect and adapter events cannot drift apart.
 */
import type { AdapterAccount, ChainAdapter } from '../adapter/index.js';
import type { ChainNamespace } from '../caip/index.js';
import { type Connection, removeConnection, upsertConnection } from './connections.js';
import type { ConnectionPersistence } from './persistence.js';
import { ACCOUNT_FIELDS_CLEARED_ON_RESET, type AccountsPort } from './ports.js';
import type { ConnectionStore } from './state.js';
import { type ConnectionEvent, type ConnectionStatus, connectionTransition } from './status.js';

export interface ConnectionInput {
  connectorId: string;
  accounts: readonly AdapterAccount[];
  chainId: number | string | undefined;
}

export interface ConnectionRecords {
  transition(namespace: ChainNamespace, event: ConnectionEvent): ConnectionStatus;
  /** The connection becomes the namespace's current one (and its most recently used). */
  applyConnection(namespace: ChainNamespace, input: ConnectionInput): Promise<Connection>;
  /** The connection is gone; the next remembered one becomes current, or the namespace resets. */
  closeConnection(namespace: ChainNamespace, connectorId: string): Promise<void>;
  /** Forgets the namespace's connections and clears its account state. */
  resetNamespace(namespace: ChainNamespace): Promise<void>;
  /**
   * The namespace has no live connection any more, though storage still names it (a reconnect that
   * failed may work on the next page load): clears the current connector and the account state only.
   */
  dropCurrent(namespace: ChainNamespace): void;
  /** Replaces a remembered connection's accounts or chain, keeping its place in the list. */
  updateConnection(
    namespace: ChainNamespace,
    connectorId: string,
    change: Partial<ConnectionInput>,
  ): Promise<void>;
}

interface RecordsDeps {
  store: ConnectionStore;
  accounts: AccountsPort;
  persistence: ConnectionPersistence;
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>;
}

export function createConnectionRecords({
  store,
  accounts,
  persistence,
  adapters,
}: RecordsDeps): ConnectionRecords {
  const connectorOf = (namespace: ChainNamespace, connectorId: string) => {
    try {
      return adapters[namespace]?.getConnectors().find((connector) => connector.id === connectorId);
    } catch {
      // Wallet info is decoration; a failing connector list must not fail the connection.
      return undefined;
    }
  };

  const transition = (namespace: ChainNamespace, event: ConnectionEvent) => {
    const next = connectionTransition(store.getState().namespaceStatus[namespace] ?? 'disconnected', event);
    store.setState((state) => ({ namespaceStatus: { ...state.namespaceStatus, [namespace]: next } }));
    return next;
  };

  const showAsCurrent = (namespace: ChainNamespace, connection: Connection) => {
    accounts.setConnectedAccount(namespace, {
      connectorId: connection.connectorId,
      accounts: connection.accounts,
      chainId: connection.chainId,
      connector: connection.connector,
    });
  };

  // "Reset or disconnect clears address, balances, profile, tokens, user, provider and wallet info".
  const clearCurrent = (namespace: ChainNamespace) => {
    store.setState((state) => {
      const currentConnectorIds = { ...state.currentConnectorIds };
      delete currentConnectorIds[namespace];
      return { currentConnectorIds };
    });
    accounts.clearAccount(namespace, ACCOUNT_FIELDS_CLEARED_ON_RESET);
  };

  return {
    transition,

    async applyConnection(namespace, input) {
      const connector = connectorOf(namespace, input.connectorId);
      const connection: Connection = {
        connectorId: input.connectorId,
        accounts: [...input.accounts],
        chainId: input.chainId,
        ...(connector === undefined ? {} : { connector }),
      };
      store.setState((state) => ({
        connections: {
          ...state.connections,
          [namespace]: upsertConnection(state.connections[namespace] ?? [], connection),
        },
        currentConnectorIds: { ...state.currentConnectorIds, [namespace]: connection.connectorId },
        chainId: connection.chainId,
      }));
      showAsCurrent(namespace, connection);
      await persistence.rememberConnection(namespace, connection);
      return connection;
    },

    async closeConnection(namespace, connectorId) {
      const state = store.getState();
      const remaining = removeConnection(state.connections[namespace] ?? [], connectorId);
      const wasCurrent = state.currentConnectorIds[namespace] === connectorId;
      // "otherwise another connection becomes current": the most recently used of the others.
      const next = wasCurrent ? remaining[0] : undefined;
      store.setState((current) => ({ connections: { ...current.connections, [namespace]: remaining } }));
      if (next !== undefined) {
        store.setState((current) => ({
          currentConnectorIds: { ...current.currentConnectorIds, [namespace]: next.connectorId },
        }));
        showAsCurrent(namespace, next);
      } else if (wasCurrent) {
        // "Disconnecting the last connection sets disconnected and no current connector".
        clearCurrent(namespace);
      }
      const currentAfter = store.getState().currentConnectorIds[namespace];
      if (wasCurrent)
        transition(namespace, { type: 'connectionClosed', hasRemainingConnection: next !== undefined });
      await persistence.forgetConnection(namespace, connectorId, currentAfter);
    },

    dropCurrent: clearCurrent,

    async updateConnection(namespace, connectorId, change) {
      const state = store.getState();
      const list = state.connections[namespace] ?? [];
      const existing = list.find((entry) => entry.connectorId === connectorId);
      if (existing === undefined) return;
      const updated: Connection = {
        ...existing,
        ...(change.accounts === undefined ? {} : { accounts: [...change.accounts] }),
        ...('chainId' in change ? { chainId: change.chainId } : {}),
      };
      const isCurrent = state.currentConnectorIds[namespace] === connectorId;
      store.setState((current) => ({
        connections: {
          ...current.connections,
          [namespace]: list.map((entry) => (entry.connectorId === connectorId ? updated : entry)),
        },
        ...(isCurrent && 'chainId' in change ? { chainId: updated.chainId } : {}),
      }));
      if (!isCurrent) return;
      showAsCurrent(namespace, updated);
      await persistence.rememberConnection(namespace, updated);
    },

    async resetNamespace(namespace) {
      store.setState((state) => {
        const connections = { ...state.connections };
        delete connections[namespace];
        return { connections };
      });
      clearCurrent(namespace);
      transition(namespace, { type: 'reset' });
      await persistence.forgetNamespace(namespace);
    },
  };
}
