/**
 * The instance's wallet-connect client on the official SDK (@walletconnect/universal-provider), behind
 * the connection service's WalletConnectPort. The SDK is a dynamic import made on the first pairing or
 * restore, never at creation: a page that never offers wallet-connect never downloads it.
 */
import type { UniversalProviderHandle, UniversalProviderLike } from '../adapter/index.js';
import type { WalletConnectApproval, WalletConnectPort } from '../connection/index.js';
import { isSessionStale } from '../connection/session-staleness.js';
import { createError } from '../errors/index.js';
import { loadOnce } from '../store/load-once.js';
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

/** The provider as this port uses it: the adapters' surface plus pairing and the sign client. */
export interface UniversalProviderInstance extends UniversalProviderLike {
  session?: (UniversalProviderLike['session'] & ApprovedSession) | undefined;
  connect(params: { optionalNamespaces: RequestedNamespaces }): Promise<unknown>;
  client?: {
    on?(event: string, listener: (event: { topic: string }) => void): unknown;
    core?: {
      verify?: { register?: (...args: never[]) => Promise<string> };
      relayer?: { transportClose?(): Promise<void> };
    };
  };
}

export interface UniversalProviderInitOptions {
  projectId: string;
  relayUrl?: string;
  metadata?: WalletConnectMetadata;
  storage: KeyValueStorage;
  customStoragePrefix: string;
  telemetryEnabled: boolean;
  logger: string;
}

export interface UniversalProviderFactory {
  init(options: UniversalProviderInitOptions): Promise<UniversalProviderInstance>;
}

export interface UniversalProviderPortOptions {
  projectId: string;
  /** The relay; without it the SDK's own default applies (Walletport names no host). */
  relayUrl?: string | undefined;
  metadata?: WalletConnectMetadata | undefined;
  /** What sessions request (see requestedNamespaces); the staleness check compares against it. */
  namespaces: RequestedNamespaces;
  storage: KeyValueStorage;
  /** The SDK's telemetry; off unless the app turns it on. */
  telemetryEnabled?: boolean;
  /** The SDK's log level. Default 'silent': failures reach us as rejections anyway. */
  logLevel?: string;
  /** Loads the SDK. Default: the dynamic import of @walletconnect/universal-provider. */
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

export async function loadUniversalProvider(): Promise<UniversalProviderFactory> {
  return universalProviderFromModule(await import('@walletconnect/universal-provider'));
}

const fieldOf = (value: unknown, key: string): unknown =>
  (typeof value === 'object' || typeof value === 'function') && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;

/**
 * The UniversalProvider class in whatever shape the bundler hands the dynamic import back. The package
 * ships ESM (export condition "module") and CommonJS ("default"); a bundler that resolves the CommonJS file
 * (esbuild with custom conditions, some webpack setups) gives `{ default: exports }`, the named export one
 * level down. Node and ESM-resolving bundlers give the named export itself.
 */
export function universalProviderFromModule(module: unknown): UniversalProviderFactory {
  const candidates = [
    fieldOf(module, 'UniversalProvider'),
    fieldOf(fieldOf(module, 'default'), 'UniversalProvider'),
    fieldOf(module, 'default'),
  ];
  const found = candidates.find((candidate) => typeof fieldOf(candidate, 'init') === 'function');
  if (found === undefined) {
    throw createError('CONNECTION_CONTROLLER_CLIENT_NOT_SET', {
      details: 'The @walletconnect/universal-provider module has no UniversalProvider export.',
    });
  }
  return found as UniversalProviderFactory;
}

/**
 * No vendor hosts are contacted. In a browser the SDK registers every outgoing proposal and request with the
 * vendor's verify service through a hidden iframe and waits up to 5 s for it. Walletport runs without
 * verify: the registration answers "no attestation" at once, which wallets treat as unverified.
 */
export function disableVerify(provider: UniversalProviderInstance): void {
  const verify = provider.client?.core?.verify;
  if (verify !== undefined) verify.register = async () => '';
}

export function createUniversalProviderPort(options: UniversalProviderPortOptions): UniversalProviderPort {
  const requestedChains = chainsOf(options.namespaces);
  // The app's default network is where the visitor lands when the wallet approved it.
  const preferredChains = Object.entries(options.namespaces).flatMap(([key, namespace]) =>
    namespace.defaultChain === undefined ? [] : [`${key}:${namespace.defaultChain}`],
  );
  const endListeners = new Set<() => void>();
  // The display_uri listener of the pairing under way. A new pairing detaches the previous one's: the old
  // proposal stays open in the SDK until it expires, but its caller must not hear the new pairing's URI.
  let detachPendingUriListener: (() => void) | undefined;
  const report = options.onError ?? (() => {});

  const notifySessionEnd = () => {
    for (const listener of [...endListeners]) listener();
  };

  const init = async () => {
    const factory = await (options.load ?? loadUniversalProvider)();
    const provider = await factory.init({
      projectId: options.projectId,
      ...(options.relayUrl === undefined ? {} : { relayUrl: options.relayUrl }),
      ...(options.metadata === undefined ? {} : { metadata: options.metadata }),
      storage: options.storage,
      // One project's sessions never show up in another project's instance on the same origin.
      customStoragePrefix: `walletport:${options.projectId}`,
      telemetryEnabled: options.telemetryEnabled ?? false,
      logger: options.logLevel ?? 'silent',
    });
    disableVerify(provider);
    // The wallet deleted the session. A dropped relay socket is not this: the SDK reconnects by itself
    // and the session (and so the connection) stays.
    provider.on('session_delete', notifySessionEnd);
    provider.client?.on?.('session_expire', ({ topic }) => {
      if (topic === provider.session?.topic || provider.session === undefined) notifySessionEnd();
    });
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
        ?.client?.core?.relayer?.transportClose?.()
        .catch(() => {});
    },
  };
}
