/**
 * The universal-provider port as the instance holds it from creation: every call loads the real port
 * (instance-port.ts, a dynamic import) on first use; what only a loaded provider can have
 * (a session, its chains, its end) answers "none" until then. Creation stays passive and the page's
 * first bytes do not carry the namespaces builder or the port.
 */
import { loadOnce } from '../../store/load-once.js';
import type { UniversalProviderPort } from '../universal-provider-port.js';

/** The port without `requestedChains`, which would need the namespaces builder up front. */
export type LazyUniversalProviderPort = Omit<UniversalProviderPort, 'requestedChains'> & {
  /** Loads the port's chunk (the client's code) and builds the passive port: no storage read, no socket. */
  preload(): Promise<void>;
};

export function createLazyUniversalProviderPort(
  loadPort: () => Promise<UniversalProviderPort>,
): LazyUniversalProviderPort {
  let closed = false;
  const endListeners = new Set<() => void>();
  const notifySessionEnd = () => {
    for (const listener of [...endListeners]) listener();
  };
  // Set in the same step that checks `closed`, so a close() at any moment after the load sees the port
  // (loadOnce's own record of the value arrives a microtask later).
  let current: UniversalProviderPort | undefined;
  // A failed chunk load (offline) may work on the next click.
  const { load } = loadOnce(async () => {
    const loaded = await loadPort();
    current = loaded;
    // A session can only end on a loaded provider, so listening from here on misses nothing.
    loaded.onSessionEnd(notifySessionEnd);
    if (closed) void loaded.close();
    return loaded;
  });

  return {
    handle: {
      getProvider: async () => (await load()).handle.getProvider(),
      loadedProvider: () => current?.handle.loadedProvider(),
    },
    connect: async (onUri) => (await load()).connect(onUri),
    preload: async () => {
      await load();
    },
    // Nothing loaded means no session to end.
    disconnect: async () => current?.disconnect(),
    sessionChains: () => current?.sessionChains(),
    restore: async () => (await load()).restore(),
    onSessionEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    async close() {
      closed = true;
      endListeners.clear();
      await current?.close();
    },
  };
}
