/**
 * The instance's wallet-connect client behind the connection service's WalletConnectPort: Walletport's own
 * WalletConnect v2 provider (client/), in the universal-provider shape adapters use. This module is only
 * reached through a dynamic import made on the first pairing or restore, never at creation: a page that
 * never offers wallet-connect never downloads the client or its cryptography.
 */
import type { UniversalProviderHandle, UniversalProviderLike } from '../adapter/index.js';
import type { WalletConnectApproval, WalletConnectPort } from '../connection/index.js';
import { isSessionStale } from '../connection/session-staleness.js';
import { loadOnce } from '../store/load-once.js';
import { createWalletConnectProvider, type WalletConnectProviderOptions } from './client/provider.js';
import type { KeyValueStorage } from './key-value-storage.js';
import {
  type ApprovedSession,
  approvalsOf,
  chainsOf,
  type RequestedNamespaces,
  requestedChainsOfSession,
} from './namespaces.js';

export interface WalletConnectMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** The provider as this port uses it: the adapters' surface plus pairing and closing. */
export interface UniversalProviderInstance extends UniversalProviderLike {
  session?: (UniversalProviderLike['session'] & ApprovedSession) | undefined;
  connect(params: { optionalNamespaces: RequestedNamespaces }): Promise<unknown>;
  /** Closes the relay socket and stops every timer. */
  close(): Promise<void>;
}

export type UniversalProviderInitOptions = WalletConnectProviderOptions;

export interface UniversalProviderFactory {
  init(options: UniversalProviderInitOptions): Promise<UniversalProviderInstance>;
}

export interface UniversalProviderPortOptions {
  projectId: string;
  /** The relay; without it the public WalletConnect relay (client/provider.ts, DEFAULT_RELAY_URL). */
  relayUrl?: string | undefined;
  metadata?: WalletConnectMetadata | undefined;
  /** What sessions request (see requestedNamespaces); the staleness check compares against it. */
  namespaces: RequestedNamespaces;
  storage: KeyValueStorage;
  /** Makes the provider. Default: Walletport's own (client/provider.ts); tests hand in fakes. */
  load?: () => Promise<UniversalProviderFactory>;
  onError?: (message: string, context: Record<string, unknown>) => void;
}

export interface UniversalProviderPort extends WalletConnectPort {
  /** What adapters receive (ChainAdapter.setUniversalProvider). */
  readonly handle: UniversalProviderHandle;
  /** The CAIP-2 ids sessions request now. */
  readonly requestedChains: readonly string[];
  /**
   * Loads the provider (which restores a stored session) and resolves the session's approvals; undefined
   * without a session. A stale session (its requested chains are stale) is dropped here and also resolves undefined.
   */
  restore(): Promise<readonly WalletConnectApproval[] | undefined>;
  /** The wallet ended the session (session_delete) or it expired; returns the unsubscribe. */
  onSessionEnd(listener: () => void): () => void;
  /** Closes the relay socket of a loaded provider (instance destroyed). */
  close(): Promise<void>;
}

/** Walletport's own provider as the port's factory. */
export const walletConnectProviderFactory: UniversalProviderFactory = {
  init: (options) => createWalletConnectProvider(options),
};

export function createUniversalProviderPort(options: UniversalProviderPortOptions): UniversalProviderPort {
  const requestedChains = chainsOf(options.namespaces);
  // The app's default network is where the visitor lands when the wallet approved it.
  const preferredChains = Object.entries(options.namespaces).flatMap(([key, namespace]) =>
    namespace.defaultChain === undefined ? [] : [`${key}:${namespace.defaultChain}`],
  );
  const endListeners = new Set<() => void>();
  // The display_uri listener of the pairing under way. A new pairing detaches the previous one's: the old
  // proposal stays open in the client until it expires, but its caller must not hear the new pairing's URI.
  let detachPendingUriListener: (() => void) | undefined;
  const report = options.onError ?? (() => {});

  const notifySessionEnd = () => {
    for (const listener of [...endListeners]) listener();
  };

  const init = async () => {
    const factory = await (options.load?.() ?? walletConnectProviderFactory);
    const provider = await factory.init({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      metadata: options.metadata,
      namespaces: options.namespaces,
      storage: options.storage,
      // One project's sessions never show up in another project's instance on the same origin.
      storagePrefix: `walletport:${options.projectId}`,
      onError: report,
    });
    // The wallet deleted the session, or it expired. A dropped relay socket is not this: the client
    // reconnects by itself and the session (and so the connection) stays.
    provider.on('session_delete', notifySessionEnd);
    provider.on('session_expire', notifySessionEnd);
    return provider;
  };

  // A failed load (offline, relay refused) may work on the next click.
  const provider = loadOnce(init);
  const getProvider = provider.load;

  const sessionOf = (provider: UniversalProviderInstance) => provider.session;

  const dropSession = async (provider: UniversalProviderInstance) => {
    if (sessionOf(provider) === undefined) return;
    try {
      await provider.disconnect();
    } catch (error) {
      // The session is abandoned either way; the wallet learns of it when its own copy expires.
      report('Failed to end the wallet-connect session', { error });
    }
  };

  const isStale = (session: ApprovedSession) =>
    isSessionStale(requestedChainsOfSession(session), requestedChains);

  return {
    handle: { getProvider, loadedProvider: () => provider.peek() },
    requestedChains,

    async connect(onUri) {
      const provider = await getProvider();
      const existing = sessionOf(provider);
      if (existing !== undefined) {
        if (!isStale(existing)) return approvalsOf(existing, preferredChains);
        await dropSession(provider);
      }
      const onDisplayUri = ((uri: string) => onUri(uri)) as (...args: never[]) => void;
      const detach = () => provider.removeListener('display_uri', onDisplayUri);
      detachPendingUriListener?.();
      detachPendingUriListener = detach;
      provider.on('display_uri', onDisplayUri);
      try {
        await provider.connect({ optionalNamespaces: options.namespaces });
      } finally {
        detach();
        if (detachPendingUriListener === detach) detachPendingUriListener = undefined;
      }
      const session = sessionOf(provider);
      if (session === undefined) throw new Error('The wallet-connect pairing ended without a session');
      return approvalsOf(session, preferredChains);
    },

    async disconnect() {
      const loaded = provider.peek();
      if (loaded !== undefined) await dropSession(loaded);
    },

    sessionChains() {
      const loaded = provider.peek();
      const session = loaded === undefined ? undefined : sessionOf(loaded);
      return session === undefined ? undefined : requestedChainsOfSession(session);
    },

    async restore() {
      const provider = await getProvider();
      const session = sessionOf(provider);
      if (session === undefined) return undefined;
      if (isStale(session)) {
        // A wallet-connect session is dropped and reconnected when its requested chains are
        // stale. Dropped here; the visitor's next connect pairs anew with the current chains.
        await dropSession(provider);
        return undefined;
      }
      return approvalsOf(session, preferredChains);
    },

    onSessionEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },

    async close() {
      endListeners.clear();
      await provider
        .peek()
        ?.close()
        .catch(() => {});
    },
  };
}
