import type {
  AppKitCore,
  AppKitCoreEnvironment,
  AppKitCoreServices,
  AppKitCoreStores,
  AppKitEventRecord,
  AppKitOptions,
  ChainNamespace,
  PublicOpenOptions,
  PlatformInfo,
  Store,
} from '@walletport/core/internal';

export type CreateAppKitOptions = AppKitOptions;

/** AppKit's `open()` options: a view to show, and/or the namespace whose wallets the modal lists. */
export interface AppKitOpenOptions extends PublicOpenOptions {
  /** Lists only this namespace's connectors; leaving it out lists every namespace's. */
  namespace?: ChainNamespace;
}

/** What the React layer tracks about the instance itself (useAppKitState, useAppKitEvents). */
export interface AppKitLifecycleState {
  /** True once `start()` finished (the stored connection was restored or found absent). */
  readonly initialized: boolean;
  /** The newest event of the instance's event bus; undefined until the first one. */
  readonly latestEvent: AppKitEventRecord | undefined;
}

export interface AppKitStores extends AppKitCoreStores {
  readonly lifecycle: Store<AppKitLifecycleState>;
}

/** Core's services; `balance` is the native balance shared by the account button, the Account view and useAppKitBalance. */
export type AppKitServices = AppKitCoreServices;

/** What createAppKit returns: the core instance plus the modal that renders it. */
export interface AppKit extends AppKitCore {
  readonly stores: AppKitStores;
  readonly services: AppKitServices;
  /**
   * Where the page runs (phone, iOS Safari, Telegram), read once at creation (or `env.platform`) and the
   * very object handed to core: the views read it here, so they and core's rules never disagree.
   */
  readonly platform: Readonly<PlatformInfo>;
  /** Opens the modal; the modal's code is loaded on first use. Resolves once it is on screen. */
  open(options?: AppKitOpenOptions): Promise<void>;
  /**
   * Loads the modal's code, and that of the view `open(options)` would show, ahead of a click (called on
   * hover/focus of the buttons).
   */
  preloadModal(options?: AppKitOpenOptions): Promise<void>;
}

export interface AppKitEnvironment extends AppKitCoreEnvironment {
  /**
   * When the modal's code loads before it is opened: `'idle'` (default) once the page has loaded and
   * the browser is idle, so the first click shows it at once; `'intent'` only on hover or focus of a
   * button (and on open), for hosts that want no extra bytes before the visitor shows interest.
   */
  preloadModal?: 'idle' | 'intent';
}
