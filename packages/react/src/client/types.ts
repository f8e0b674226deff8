import type {
  AppKitCore,
  AppKitCoreEnvironment,
  AppKitCoreStores,
  AppKitEventRecord,
  AppKitOptions,
  ChainNamespace,
  OpenOptions,
  Store,
} from '@walletport/core';
import type { BalanceService } from './balance.js';

export type CreateAppKitOptions = AppKitOptions;

/** AppKit's `open()` options: a view to show, and/or the namespace whose wallets the modal lists. */
export interface AppKitOpenOptions extends OpenOptions {
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

/** What createAppKit returns: the core instance plus the modal that renders it. */
export interface AppKit extends AppKitCore {
  readonly stores: AppKitStores;
  /** The native balance shared by the account button, the Account view and useAppKitBalance. */
  readonly balance: BalanceService;
  /** Opens the modal; the modal's code is loaded on first use. Resolves once it is on screen. */
  open(options?: AppKitOpenOptions): Promise<void>;
  /**
   * Loads the modal's code, and that of the view `open(options)` would show, ahead of a click (called on
   * hover/focus of the buttons).
   */
  preloadModal(options?: AppKitOpenOptions): Promise<void>;
}

export type AppKitEnvironment = AppKitCoreEnvironment;
