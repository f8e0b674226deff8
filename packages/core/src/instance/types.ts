/**
 * The public shape of one framework-free Walletport instance (createAppKitCore) and the environment it
 * runs in. Everything host-specific (page, storage, fetch, platform, time, logging) comes in through
 * `AppKitCoreEnvironment`, so an instance behaves the same in a browser, on a server and in tests.
 */
import type { AccountStatus } from '../accounts/index.js';
import type { AdapterAccount } from '../adapter/index.js';
import type { AnalyticsClient, WalletportEventMap, WalletportEventName } from '../analytics/index.js';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/index.js';
import type { SwitchNetworkOutcome } from '../chains/index.js';
import type { Clock, ConnectionService, PlatformInfo } from '../connection/index.js';
import type { BalanceService } from '../balance/index.js';
import type { FeatureServices, InstanceFeature } from '../feature/index.js';
import type { FetchFunction, HttpClient } from '../http/index.js';
import type { ModalNavigation, OpenOptions, PublicOpenOptions, RouterView, Timers } from '../modal/index.js';
import type { CaipNetwork } from '../networks/index.js';
import type { PageDocument, ResolvedOptions } from '../options/index.js';
import type { SiwxService } from '../siwx/index.js';
import type { StorageBackend, TypedStorage } from '../storage/index.js';
import type { EventBus } from '../store/index.js';
import type { AppKitApiServices, AppKitCoreLogger, AppKitCoreStores } from './host-types.js';
import type { ThemeMode, ThemeService, ThemeState, ThemeVariablesInput } from '../theme/index.js';

/** The host around the instance. Every field is optional; defaults are read at call time, never at import. */
export interface AppKitCoreEnvironment {
  /** The host page, for metadata the app did not supply. Defaults to `globalThis.document` when present. */
  document?: PageDocument | null;
  /** Defaults to localStorage when the page has one, else an in-memory store (server rendering, tests). */
  storage?: StorageBackend;
  /** Used by the HTTP client (analytics). Defaults to the global fetch, looked up per request. */
  fetch?: FetchFunction;
  /** Defaults to a desktop browser (all flags false). */
  platform?: PlatformInfo;
  clock?: Clock;
  timers?: Timers;
  /** Defaults to the console. */
  logger?: AppKitCoreLogger;
  /** Sent to analytics as `st` and `sv`; the React package passes its own. */
  sdkType?: string;
  sdkVersion?: string;
  /**
   * Feature modules installed after the built-in ones (SIWX, WalletConnect), in order. See
   * docs/instance.md "Feature modules".
   */
  features?: readonly InstanceFeature[];
}

/** AppKit's public state (useAppKitState): the modal and the selected network. */
export interface AppKitPublicState {
  readonly open: boolean;
  readonly selectedNetworkId: CaipNetworkId | undefined;
  readonly activeChain: ChainNamespace | undefined;
  readonly loading: boolean;
}

/** The account of one namespace as apps read it (useAppKitAccount). */
export interface AppKitAccountSnapshot {
  readonly namespace: ChainNamespace | undefined;
  readonly address: string | undefined;
  readonly caipAddress: CaipAddress | undefined;
  readonly isConnected: boolean;
  readonly status: AccountStatus;
  readonly allAccounts: readonly AdapterAccount[];
}

/** The network as apps read it (useAppKitNetwork). */
export interface AppKitNetworkSnapshot {
  readonly caipNetwork: CaipNetwork | undefined;
  readonly caipNetworkId: CaipNetworkId | undefined;
  readonly chainId: number | string | undefined;
}

/** One event as `subscribeEvents` reports it, shaped like AppKit's. */
export interface AppKitEventRecord<K extends WalletportEventName = WalletportEventName> {
  readonly timestamp: number;
  readonly data: { readonly type: 'track'; readonly event: K; readonly properties: WalletportEventMap[K] };
}

export interface AppKitCoreServices {
  readonly theme: ThemeService;
  readonly router: ModalNavigation['router'];
  readonly modal: ModalNavigation['modal'];
  readonly connection: ConnectionService;
  /** Switches the network through the instance's ports (the same as `switchNetwork`). */
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<SwitchNetworkOutcome>;
  readonly storage: TypedStorage;
  readonly events: EventBus<WalletportEventMap>;
  /** The instance's one HTTP client for its server: present whenever `apiUrl` is set (analytics on or off). */
  readonly http: HttpClient | undefined;
  /** The native balance of each namespace's account: one status snapshot (docs/core.md "Balance"). */
  readonly balance: BalanceService;
  readonly analytics: AnalyticsClient | undefined;
  /** The server's API clients; present whenever `apiUrl` is set (analytics on or off). */
  readonly api: AppKitApiServices | undefined;
  /** The SIWX flow; present only when `options.siwx` is set. */
  readonly siwx: SiwxService | undefined;
  /** Every service a feature published, by key (live: a destroyed instance's features are gone). */
  readonly features: Readonly<Partial<FeatureServices>>;
}

export interface AppKitCore {
  readonly options: ResolvedOptions;
  readonly stores: AppKitCoreStores;
  readonly services: AppKitCoreServices;

  open(options?: PublicOpenOptions): void;
  /**
   * The view `open(options)` would show right now (opening rules in docs/router.md), without opening anything:
   * a UI loads that view's code first, so the dialog appears with the view rather than a skeleton.
   */
  getOpeningView(options?: OpenOptions): RouterView;
  close(): void;
  getState(): AppKitPublicState;
  getAddress(namespace?: ChainNamespace): string | undefined;
  getCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined;
  /** The memoised account snapshot of a namespace (the active one by default); stable until it changes. */
  getAccount(namespace?: ChainNamespace): AppKitAccountSnapshot;
  getIsConnectedState(): boolean;
  /** The memoised network snapshot (useAppKitNetwork); stable until the active network changes. */
  getNetwork(): AppKitNetworkSnapshot;
  getCaipNetwork(namespace?: ChainNamespace): CaipNetwork | undefined;
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  setThemeMode(mode: ThemeMode): void;
  setThemeVariables(variables: ThemeVariablesInput): void;
  getThemeMode(): ThemeMode;

  subscribeState(listener: (state: AppKitPublicState) => void): () => void;
  subscribeAccount(
    listener: (account: AppKitAccountSnapshot) => void,
    namespace?: ChainNamespace,
  ): () => void;
  subscribeNetwork(listener: (network: AppKitNetworkSnapshot) => void): () => void;
  subscribeTheme(listener: (theme: ThemeState) => void): () => void;
  subscribeEvents(listener: (event: AppKitEventRecord) => void): () => void;

  /**
   * Startup work, kept out of creation so creating an instance does no network: restores the stored
   * connection (reconnect), watches adapter events, starts analytics. Idempotent; never rejects.
   */
  start(): Promise<void>;
  /** Unsubscribes everything and clears timers. The instance must not be used afterwards. */
  destroy(): void;
}

export type { AppKitApiServices, AppKitCoreLogger, AppKitCoreStores } from './host-types.js';
