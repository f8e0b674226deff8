/**
 * The wallet-connect client as adapters see it. Core owns one universal provider per instance (AppKit's
 * model and name; here it is Walletport's own WalletConnect v2 client, walletconnect/client/provider.ts)
 * and hands adapters a handle to it; each adapter exposes its namespace of the session through its own
 * connector. The shapes are the parts of that provider adapters use, declared here so adapters depend on
 * core only and the client stays a dynamic import.
 */

/** One namespace of an approved session: accounts are CAIP-10 (`eip155:1:0xabc…`). */
export interface UniversalSessionNamespace {
  accounts: string[];
  chains?: string[];
  methods: string[];
  events: string[];
}

export interface UniversalSessionLike {
  topic: string;
  namespaces: Record<string, UniversalSessionNamespace>;
}

/** The universal provider's surface that adapters use. */
export interface UniversalProviderLike {
  session?: UniversalSessionLike | undefined;
  /** `chain` is CAIP-2 (`eip155:1`) and picks the namespace, else the session's first one: pass it always. */
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>;
  /** Moves the namespace's default chain locally (no wallet request). */
  setDefaultChain(chain: string, rpcUrl?: string): void;
  disconnect(): Promise<void>;
  on(event: string, listener: (...args: never[]) => void): void;
  removeListener(event: string, listener: (...args: never[]) => void): void;
}

/**
 * What an adapter receives (`setUniversalProvider`). The provider is loaded on first use only, so a page
 * that never shows a wallet-connect path never downloads the client.
 */
export interface UniversalProviderHandle {
  /** Loads and initializes the provider on the first call (restoring a stored session); then the same one. */
  getProvider(): Promise<UniversalProviderLike>;
  /** The provider when it was already loaded; never triggers a load. */
  loadedProvider(): UniversalProviderLike | undefined;
}
