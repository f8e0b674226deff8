/**
 * What the connection service keeps in browser storage (keys: connected connector per namespace,
 * connected namespaces, connection status, connections, recent wallets, deep link choice).
 *
 * Several namespaces connect and disconnect at the same time and share list-valued entries; a read, an
 * await and a write from two of them would lose one update. So every change runs through one queue per
 * service instance. Typed storage never throws (failures are logged there), nor does this.
 */
import type { ChainNamespace } from '../caip/index.js';
import { addRecentWallet } from '../connectors/recent-wallets.js';
import type { RecentWallet } from '../connectors/types.js';
import {
  type StoredConnection,
  type StoredConnectionStatus,
  type StoredDeepLinkChoice,
  storageKeys,
  type TypedStorage,
} from '../storage/index.js';
import { type Connection, upsertStoredConnection } from './connections.js';

export interface StoredStartupState {
  status: StoredConnectionStatus | undefined;
  namespaces: readonly ChainNamespace[];
}

export interface ConnectionPersistence {
  readStartupState(): Promise<StoredStartupState>;
  readConnectorId(namespace: ChainNamespace): Promise<string | undefined>;
  readConnections(namespace: ChainNamespace): Promise<StoredConnection[] | undefined>;
  /** The connection is current for its namespace and most recently used. */
  rememberConnection(namespace: ChainNamespace, connection: Connection): Promise<void>;
  /**
   * The connection is gone. `nextConnectorId` is the connection that became current, if any; without one
   * the namespace's stored connector id is removed, so nothing reconnects it.
   */
  forgetConnection(
    namespace: ChainNamespace,
    connectorId: string,
    nextConnectorId: string | undefined,
  ): Promise<void>;
  /** Everything stored about the namespace's connection goes. */
  forgetNamespace(namespace: ChainNamespace): Promise<void>;
  storeDeepLink(choice: StoredDeepLinkChoice): Promise<void>;
  removeDeepLink(): Promise<void>;
  /** Adds to the recent wallets (2, most recent first, no duplicates) and returns the new list. */
  addRecentWallet(wallet: RecentWallet): Promise<RecentWallet[]>;
}

export function createConnectionPersistence(storage: TypedStorage): ConnectionPersistence {
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task, task);
    queue = result.catch(() => undefined);
    return result;
  };

  const readNamespaces = async () => (await storage.get(storageKeys.connectedNamespaces)) ?? [];

  /** Drops `namespace` from the connected namespaces; the stored status follows whether any remain. */
  const removeNamespace = async (namespace: ChainNamespace) => {
    const remaining = (await readNamespaces()).filter((entry) => entry !== namespace);
    if (remaining.length > 0) await storage.set(storageKeys.connectedNamespaces, remaining);
    else {
      await storage.remove(storageKeys.connectedNamespaces);
      await storage.set(storageKeys.connectionStatus, 'disconnected');
    }
  };

  const writeConnections = async (namespace: ChainNamespace, list: StoredConnection[]) => {
    const all = { ...((await storage.get(storageKeys.connections)) ?? {}) };
    if (list.length > 0) all[namespace] = list;
    else delete all[namespace];
    await storage.set(storageKeys.connections, all);
  };

  return {
    readStartupState: async () => ({
      status: await storage.get(storageKeys.connectionStatus),
      namespaces: await readNamespaces(),
    }),
    readConnectorId: async (namespace) => storage.get(storageKeys.connectedConnectorId(namespace)),
    readConnections: async (namespace) => (await storage.get(storageKeys.connections))?.[namespace],

    rememberConnection: (namespace, connection) =>
      serialized(async () => {
        await storage.set(storageKeys.connectedConnectorId(namespace), connection.connectorId);
        const namespaces = await readNamespaces();
        if (!namespaces.includes(namespace)) {
          await storage.set(storageKeys.connectedNamespaces, [...namespaces, namespace]);
        }
        await storage.set(storageKeys.connectionStatus, 'connected');
        const stored = (await storage.get(storageKeys.connections))?.[namespace] ?? [];
        await writeConnections(namespace, upsertStoredConnection(stored, namespace, connection));
      }),

    forgetConnection: (namespace, connectorId, nextConnectorId) =>
      serialized(async () => {
        const stored = (await storage.get(storageKeys.connections))?.[namespace] ?? [];
        await writeConnections(
          namespace,
          stored.filter((entry) => entry.connectorId !== connectorId),
        );
        if (nextConnectorId !== undefined) {
          await storage.set(storageKeys.connectedConnectorId(namespace), nextConnectorId);
          return;
        }
        await storage.remove(storageKeys.connectedConnectorId(namespace));
        await removeNamespace(namespace);
      }),

    forgetNamespace: (namespace) =>
      serialized(async () => {
        await storage.remove(storageKeys.connectedConnectorId(namespace));
        await writeConnections(namespace, []);
        await removeNamespace(namespace);
      }),

    storeDeepLink: (choice) => serialized(async () => storage.set(storageKeys.deepLinkChoice, choice)),
    removeDeepLink: () => serialized(async () => storage.remove(storageKeys.deepLinkChoice)),

    addRecentWallet: (wallet) =>
      serialized(async () => {
        const list = addRecentWallet((await storage.get(storageKeys.recentWallets)) ?? [], wallet);
        await storage.set(storageKeys.recentWallets, list);
        return list;
      }),
  };
}
