'use client';
import type { AppKitPublicState } from '@walletport/core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAppKitInstance, useHydrationSnapshot } from '../context.js';
import { useStoreSelector } from './use-store.js';

export interface UseAppKitStateReturn extends AppKitPublicState {
  /** True once the instance restored (or found no) stored connection. */
  initialized: boolean;
}

/** AppKit's `useAppKitState()`: whether the modal is open, the selected network, the active namespace. */
export function useAppKitState(): UseAppKitStateReturn {
  const instance = useAppKitInstance();
  // The instance memoises getState, so it is a valid snapshot function as is.
  const subscribe = useCallback((onChange: () => void) => instance.subscribeState(onChange), [instance]);
  const hydration = useHydrationSnapshot();
  const readServer = useCallback(
    () => (hydration()?.readers.getState ?? instance.getState)(),
    [hydration, instance],
  );
  const state = useSyncExternalStore(subscribe, instance.getState, readServer);
  const initialized = useStoreSelector(instance.stores.lifecycle, (lifecycle) => lifecycle.initialized);
  return useMemo(() => ({ ...state, initialized }), [state, initialized]);
}
