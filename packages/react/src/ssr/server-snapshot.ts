/**
 * What the hooks return as useSyncExternalStore's getServerSnapshot inside an <AppKitProvider> given
 * `cookies` or `initialState` (docs/ssr.md): core's initial snapshot (fresh stores with the stored
 * sessions shown), mapped onto the live instance's stores, so a hook that reads a live store reads that
 * store's snapshot twin on the server and in the hydration render.
 *
 * Built per provider render (per request on a server), never kept at module level: two requests never
 * share one.
 */
import {
  type AppKitInitialState,
  createInitialSnapshot,
  createStore,
  type InitialSnapshot,
  readInitialState,
  type Store,
} from '@walletport/core/internal';
import type { AppKit, AppKitLifecycleState } from '../client/types.js';

export interface ServerSnapshot {
  /** The snapshot twin of one of the instance's stores; undefined for a store the snapshot lacks. */
  storeFor<T extends object>(store: Store<T>): Store<T> | undefined;
  readonly readers: InitialSnapshot['readers'];
  getBalance: InitialSnapshot['getBalance'];
}

/**
 * The stored sessions in a request's Cookie header, as the instance's adapters read them (wagmi's
 * `wagmi.store` cookie for the WagmiAdapter). Plain data: a server component may pass it to a client one.
 */
export function cookieToAppKitState(appKit: AppKit, cookie: string | null | undefined): AppKitInitialState {
  return readInitialState(appKit.options.adapters, cookie);
}

export function createServerSnapshot(instance: AppKit, state: AppKitInitialState): ServerSnapshot {
  const core = createInitialSnapshot(instance.options, state);
  // Nothing has started on a server, and the hydration render must say the same.
  const lifecycle = createStore<AppKitLifecycleState>({ initialized: false, latestEvent: undefined });
  const twins = new Map<object, object>([[instance.stores.lifecycle, lifecycle]]);
  for (const [key, store] of Object.entries(core.stores)) {
    const live = instance.stores[key as keyof typeof core.stores] as object | undefined;
    if (live !== undefined) twins.set(live, store);
  }
  return {
    storeFor: <T extends object>(store: Store<T>) => twins.get(store) as Store<T> | undefined,
    readers: core.readers,
    getBalance: core.getBalance,
  };
}
