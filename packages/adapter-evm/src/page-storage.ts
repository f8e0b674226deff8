/**
 * wagmi's storage when the app passes none: the page's localStorage, with every access guarded.
 *
 * wagmi's own default reads `window.localStorage` once, while the config is built, and that read throws
 * a SecurityError where the browser refuses site storage (blocked cookies, sandboxed frames, some private
 * modes): createConfig would throw and the whole app would fail to start. Here a refused, full or broken
 * storage only means nothing is remembered across reloads (docs/adapters.md "Storage").
 *
 * An entry that is not wagmi's JSON (cut short, or overwritten by another script on the origin) reads as
 * absent, so restoring starts clean instead of failing.
 */
import { createStorage, deserialize, type Storage } from '@wagmi/core';

/** The part of the Web Storage API wagmi uses. */
export type WebStorage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function windowStorage(): WebStorage | undefined {
  // `window`, not `globalThis`: Node's own localStorage global warns when touched (server rendering).
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/**
 * Web Storage whose every call goes through `read` (looked up per call, so a storage that comes or goes
 * is followed) and never throws: a failed read is absent, a failed write or removal is dropped.
 */
export function guardedStorage(read: () => WebStorage | undefined = windowStorage): WebStorage {
  function attempt<T>(use: (storage: WebStorage) => T, fallback: T): T {
    try {
      const storage = read();
      return storage === undefined ? fallback : use(storage);
    } catch {
      return fallback;
    }
  }
  return {
    getItem: (key) => attempt((storage) => storage.getItem(key), null),
    setItem: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}

/** wagmi's deserialize (bigint and Map revived), with an unreadable value as null instead of a throw. */
export function tolerantDeserialize<T>(value: string): T | null {
  try {
    return deserialize<T>(value);
  } catch {
    return null;
  }
}

/** The adapter's default wagmi storage: guarded localStorage under wagmi's usual `wagmi.` key prefix. */
export function pageWagmiStorage(read?: () => WebStorage | undefined): Storage {
  return createStorage({ storage: guardedStorage(read), deserialize: tolerantDeserialize });
}
