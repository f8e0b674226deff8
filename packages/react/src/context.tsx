'use client';
import { createContext, type ReactNode, useContext } from 'react';
import { getDefaultAppKit } from './client/default-instance.js';
import type { AppKit } from './client/types.js';

const AppKitContext = createContext<AppKit | undefined>(undefined);

/** Scopes hooks and components to one instance (server rendering, several instances on a page). */
export function AppKitProvider({ instance, children }: { instance: AppKit; children?: ReactNode }) {
  return <AppKitContext.Provider value={instance}>{children}</AppKitContext.Provider>;
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
