'use client';
import type { Store } from '@walletport/core/internal';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * Reads a slice of a core store. Re-renders only when the selected value changes (Object.is, or the
 * given equality), so components can select derived objects without render loops.
 */
export function useStoreSelector<T extends object, S>(
  store: Store<T>,
  selector: (state: T) => S,
  isEqual: (a: S, b: S) => boolean = Object.is,
): S {
  const cache = useRef<{ state: T; value: S } | undefined>(undefined);
  const getSnapshot = useCallback(() => {
    const state = store.getState();
    const cached = cache.current;
    if (cached && cached.state === state) return cached.value;
    const value = selector(state);
    if (cached && isEqual(cached.value, value)) {
      cache.current = { state, value: cached.value };
      return cached.value;
    }
    cache.current = { state, value };
    return value;
  }, [store, selector, isEqual]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

/** Shallow equality for selected objects and arrays: core's one, so hooks and core agree. */
export { shallowEqual } from '@walletport/core/internal';
