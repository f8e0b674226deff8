import type { SyncStorageBackend } from './types.js';

/**
 * A backend that lives in this instance only: for tests, servers without cookies and private modes
 * where nothing should outlive the page. Each call creates its own map, so instances never share data.
 */
export function createMemoryStorage(initial: Iterable<readonly [string, string]> = []): SyncStorageBackend {
  const entries = new Map<string, string>(initial);
  return {
    getItem: (name) => entries.get(name) ?? null,
    setItem: (name, value) => {
      entries.set(name, value);
    },
    removeItem: (name) => {
      entries.delete(name);
    },
    keys: () => [...entries.keys()],
  };
}
