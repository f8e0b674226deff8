/**
 * The wallet-connect client's key-value storage over the instance's storage backend. The client keeps its
 * relay identity, its sessions and their current chains here (client/session-store.ts), next to the
 * connection state that names the session: a new instance with the same storage restores both.
 */
import type { StorageBackend } from '../storage/index.js';

/** JSON values by key, as the client reads and writes them. */
export interface KeyValueStorage {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** The client's keys are stored under this prefix, apart from the connection state's `@appkit/…` keys. */
export const WALLET_CONNECT_STORAGE_PREFIX = 'walletport-wc/';

export function createKeyValueStorage(
  backend: StorageBackend,
  prefix: string = WALLET_CONNECT_STORAGE_PREFIX,
): KeyValueStorage {
  const getItem = async <T>(key: string): Promise<T | undefined> => {
    const raw = await backend.getItem(prefix + key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      // Someone else's value under our prefix: treat it as absent rather than breaking the client's startup.
      return undefined;
    }
  };
  const getKeys = async () =>
    ((await backend.keys?.()) ?? [])
      .filter((key) => key.startsWith(prefix))
      .map((key) => key.slice(prefix.length));

  return {
    getKeys,
    async getEntries<T>() {
      const keys = await getKeys();
      const entries: [string, T][] = [];
      for (const key of keys) {
        const value = await getItem<T>(key);
        if (value !== undefined) entries.push([key, value]);
      }
      return entries;
    },
    getItem,
    async setItem(key, value) {
      await backend.setItem(prefix + key, JSON.stringify(value));
    },
    async removeItem(key) {
      await backend.removeItem(prefix + key);
    },
  };
}
