'use client';
import type { AppKitInitialState } from '@walletport/core/internal';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { getDefaultAppKit } from './client/default-instance.js';
import type { AppKit } from './client/types.js';
import { cookieToAppKitState, createServerSnapshot, type ServerSnapshot } from './ssr/server-snapshot.js';

const AppKitContext = createContext<AppKit | undefined>(undefined);
const ServerSnapshotContext = createContext<ServerSnapshot | undefined>(undefined);

export interface AppKitProviderProps {
  /** The instance hooks and buttons read; defaults to the one createAppKit made last. */
  instance?: AppKit;
  /**
   * The request's Cookie header (`(await headers()).get('cookie')` in Next.js; null without one). The
   * server render and the hydration render then show the sessions stored in it (docs/ssr.md).
   */
  cookies?: string | null;
  /** Or the state read from them already (cookieToAppKitState); it wins over `cookies`. */
  initialState?: AppKitInitialState;
  children?: ReactNode;
}

/**
 * Scopes hooks and components to one instance (several instances on a page) and, given `cookies` or
 * `initialState`, makes the server render and the hydration render show the stored session: hooks read
 * it as useSyncExternalStore's getServerSnapshot, and the buttons render into declarative shadow roots.
 */
export function AppKitProvider({ instance, cookies, initialState, children }: AppKitProviderProps) {
  // Without its own instance, a provider keeps the one of a provider around it.
  const outer = useContext(AppKitContext);
  const scoped = instance ?? outer;
  const kit = scoped ?? getDefaultAppKit();
  const snapshot = useMemo(() => {
    if (kit === undefined || (initialState === undefined && cookies === undefined)) return undefined;
    return createServerSnapshot(kit, initialState ?? cookieToAppKitState(kit, cookies));
  }, [kit, cookies, initialState]);
  return (
    <AppKitContext.Provider value={scoped}>
      <ServerSnapshotContext.Provider value={snapshot}>{children}</ServerSnapshotContext.Provider>
    </AppKitContext.Provider>
  );
}

/** The snapshot of the nearest <AppKitProvider cookies|initialState>, if any. */
export function useServerSnapshot(): ServerSnapshot | undefined {
  return useContext(ServerSnapshotContext);
}

/** Per instance, what a server given no cookies rendered; built on the first hydration that needs it. */
const cookielessSnapshots = new WeakMap<AppKit, ServerSnapshot>();

/**
 * What the hooks' getServerSnapshot reads, as a stable function that only getServerSnapshot calls (a
 * client-only render never builds anything): the provider's snapshot; else, on a server, undefined (the
 * live instance, as ever); else, in the browser's hydration render, the instance's state before any
 * cookie was read. Core seeds a stored session into the live stores as the instance is created, so
 * without this a page whose provider got no `cookies` would hydrate "reconnecting" over the server's
 * "disconnected" HTML (a hydration mismatch); React switches to the live stores right after hydrating.
 */
export function useHydrationSnapshot(): () => ServerSnapshot | undefined {
  const provided = useContext(ServerSnapshotContext);
  const kit = useContext(AppKitContext) ?? getDefaultAppKit();
  return useCallback(() => {
    if (provided !== undefined || kit === undefined || typeof document === 'undefined') return provided;
    let snapshot = cookielessSnapshots.get(kit);
    if (snapshot === undefined) {
      snapshot = createServerSnapshot(kit, { sessions: {} });
      cookielessSnapshots.set(kit, snapshot);
    }
    return snapshot;
  }, [provided, kit]);
}

/** The instance from the nearest <AppKitProvider>, else the one createAppKit made last. */
export function useAppKitInstance(): AppKit {
  const instance = useContext(AppKitContext) ?? getDefaultAppKit();
  if (!instance) {
    throw new Error(
      'Walletport: call createAppKit() (or wrap the tree in <AppKitProvider>) before using its hooks.',
    );
  }
  return instance;
}
