'use client';
import type { Store } from '@walletport/core/internal';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useHydrationSnapshot } from '../context.js';

/**
 * Reads a slice of a core store. Re-renders only when the selected value changes (Object.is, or the
 * given equality), so components can select derived objects without render loops.
 */
export function useStoreSelector<T extends object, S>(
  store: Store<T>,
  selector: (state: T) => S,
  isEqual: (a: S, b: S) => boolean = Object.is,
): S {
  // Keyed by the selector too: a selector that reads another slice of the same state (e.g. the account of
  // the namespace that just became active) must not be answered with the previous slice.
  const cache = useRef<{ state: T; selector: (state: T) => S; value: S } | undefined>(undefined);
  const getSnapshot = useCallback(() => {
    const state = store.getState();
    const cached = cache.current;
    if (cached && cached.state === state && cached.selector === selector) return cached.value;
    const value = selector(state);
    if (cached && isEqual(cached.value, value)) {
      cache.current = { state, selector, value: cached.value };
      return cached.value;
    }
    cache.current = { state, selector, value };
    return value;
  }, [store, selector, isEqual]);
  // Inside <AppKitProvider cookies|initialState>, the server render and the hydration render read the
  // store's snapshot twin (docs/ssr.md), and without one so does hydration (useHydrationSnapshot); its
  // state never changes, so one cached value serves both.
  const hydration = useHydrationSnapshot();
  const serverCache = useRef<{ state: T; value: S } | undefined>(undefined);
  const getServerSnapshot = useCallback(() => {
    const twin = hydration()?.storeFor(store);
    if (twin === undefined) return getSnapshot();
    const state = twin.getState();
    if (serverCache.current?.state !== state) serverCache.current = { state, value: selector(state) };
    return serverCache.current.value;
  }, [hydration, store, selector, getSnapshot]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getServerSnapshot);
}

/** Shallow equality for selected objects and arrays: core's one, so hooks and core agree. */
export { shallowEqual } from '@walletport/core/internal';
