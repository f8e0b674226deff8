/**
 * The wallet-connect SDK's key-value storage over the instance's storage backend, so the session lives
 * next to the connection state that names it: a new instance with the same storage restores both, and
 * Node (tests, server rendering) never gets the SDK's default file database in the working directory.
 */
import type { StorageBackend } from '../storage/index.js';

/** The SDK's IKeyValueStorage shape. */
export interface KeyValueStorage {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** Every SDK key is stored under this prefix, apart from Walletport's own `@appkit/…` keys. */
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
      // Someone else's value under our prefix: treat it as absent rather than breaking the SDK's startup.
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
