/**
 * What the adapter remembers across page loads: which injected wallets the visitor explicitly
 * disconnected. Most wallets do not implement wallet_revokePermissions, so after a disconnect they still
 * answer eth_accounts for the site; without this mark the next page's reconnect would bring back what the
 * visitor asked to end (wagmi's "shimDisconnect", the same rule WagmiAdapter follows). A new connect
 * clears the mark.
 */
import { STORAGE_KEY_PREFIX, type StorageBackend } from '@walletport/core/internal';

export interface DisconnectMarks {
  isMarked(connectorId: string): Promise<boolean>;
  mark(connectorId: string): Promise<void>;
  clear(connectorId: string): Promise<void>;
}

const keyOf = (connectorId: string) => `${STORAGE_KEY_PREFIX}ethers:disconnected:${connectorId}`;

/**
 * Marks in `storage`, or in memory only when there is none (a server, or `storage: null`). Storage
 * failures (quota, a blocked localStorage) are swallowed: the mark is a safeguard, and the connection
 * itself must not fail over it; core also drops its own stored connector id at an explicit disconnect.
 */
export function createDisconnectMarks(storage: StorageBackend | null): DisconnectMarks {
  const memory = new Set<string>();
  const attempt = async <T>(task: () => T | Promise<T>, fallback: T): Promise<T> => {
    try {
      return await task();
    } catch {
      return fallback;
    }
  };
  return {
    async isMarked(connectorId) {
      if (memory.has(connectorId)) return true;
      if (storage === null) return false;
      return (await attempt(() => storage.getItem(keyOf(connectorId)), null)) === 'true';
    },
    async mark(connectorId) {
      memory.add(connectorId);
      if (storage !== null) await attempt(() => storage.setItem(keyOf(connectorId), 'true'), undefined);
    },
    async clear(connectorId) {
      memory.delete(connectorId);
      if (storage !== null) await attempt(() => storage.removeItem(keyOf(connectorId)), undefined);
    },
  };
}
