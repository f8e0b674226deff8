/**
 * The universal-provider port as the instance holds it from creation: every call loads the real port
 * (instance/walletconnect-port.ts, a dynamic import) on first use; what only a loaded provider can have
 * (a session, its chains, its end) answers "none" until then. Creation stays passive and the page's
 * first bytes do not carry the namespaces builder or the port.
 */
import type { UniversalProviderPort } from '../walletconnect/universal-provider-port.js';

/** The port without `requestedChains`, which would need the namespaces builder up front. */
export type LazyUniversalProviderPort = Omit<UniversalProviderPort, 'requestedChains'>;

export function createLazyUniversalProviderPort(
  loadPort: () => Promise<UniversalProviderPort>,
): LazyUniversalProviderPort {
  let loading: Promise<UniversalProviderPort> | undefined;
  let loaded: UniversalProviderPort | undefined;
  let closed = false;
  const endListeners = new Set<() => void>();
  const notifySessionEnd = () => {
    for (const listener of [...endListeners]) listener();
  };

  const load = () => {
    loading ??= loadPort().then(
      (port) => {
        loaded = port;
        // A session can only end on a loaded provider, so listening from here on misses nothing.
        port.onSessionEnd(notifySessionEnd);
        if (closed) void port.close();
        return port;
      },
      (error: unknown) => {
        // A failed chunk load (offline) may work on the next click.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return {
    handle: {
      getProvider: async () => (await load()).handle.getProvider(),
      loadedProvider: () => loaded?.handle.loadedProvider(),
    },
    connect: async (onUri) => (await load()).connect(onUri),
    // Nothing loaded means no session to end.
    disconnect: async () => loaded?.disconnect(),
    sessionChains: () => loaded?.sessionChains(),
    restore: async () => (await load()).restore(),
    onSessionEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    async close() {
      closed = true;
      endListeners.clear();
      await loaded?.close();
    },
  };
}
