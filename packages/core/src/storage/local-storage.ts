import type { SyncStorageBackend } from './types.js';

export interface LocalStorageOptions {
  /**
   * Returns the Web Storage object to use, read on every call rather than at import, so the module is
   * safe to import on a server. Defaults to `window.localStorage`, or nothing when there is no window.
   * Reading `window.localStorage` itself may throw a SecurityError (sandboxed frames, blocked cookies);
   * that error is left to propagate so the typed store can log it.
   */
  getStorage?: () => Storage | undefined;
}

function defaultGetStorage(): Storage | undefined {
  // `window` rather than `globalThis.localStorage`: recent Node versions expose their own localStorage
  // global, which warns when touched; server rendering should behave as "no storage".
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** The browser's localStorage. Without one (server rendering) reads are empty and writes do nothing. */
export function createLocalStorage(options: LocalStorageOptions = {}): SyncStorageBackend {
  const getStorage = options.getStorage ?? defaultGetStorage;
  return {
    getItem: (name) => getStorage()?.getItem(name) ?? null,
    setItem: (name, value) => getStorage()?.setItem(name, value),
    removeItem: (name) => getStorage()?.removeItem(name),
    keys: () => {
      const storage = getStorage();
      if (storage === undefined) return [];
      const names: string[] = [];
      for (let index = 0; index < storage.length; index++) {
        const name = storage.key(index);
        if (name !== null) names.push(name);
      }
      return names;
    },
  };
}
