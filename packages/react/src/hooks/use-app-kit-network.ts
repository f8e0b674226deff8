'use client';
import type { AppKitNetworkSnapshot, CaipNetwork, CaipNetworkId } from '@walletport/core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAppKitInstance, useHydrationSnapshot } from '../context.js';

/** AppKit's `useAppKitNetworkCore()` result: the active network, without a way to change it. */
export type UseAppKitNetworkCoreReturn = AppKitNetworkSnapshot;

export interface UseAppKitNetworkReturn extends UseAppKitNetworkCoreReturn {
  /** Switches the wallet (or, while disconnected, the selected network). Rejects with the typed error. */
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>;
}

/**
 * AppKit's `useAppKitNetworkCore()`: `{ caipNetwork, caipNetworkId, chainId }` of the active network, all
 * undefined before there is one. Core's memoised snapshot, so the object stays the same until the active
 * network changes.
 */
export function useAppKitNetworkCore(): UseAppKitNetworkCoreReturn {
  const instance = useAppKitInstance();
  const subscribe = useCallback((onChange: () => void) => instance.subscribeNetwork(onChange), [instance]);
  // Inside <AppKitProvider cookies|initialState>, the server and hydration renders read the stored
  // session; without one, hydration reads what the server rendered (useHydrationSnapshot).
  const hydration = useHydrationSnapshot();
  const readServer = useCallback(
    () => (hydration()?.readers.getNetwork ?? instance.getNetwork)(),
    [hydration, instance],
  );
  return useSyncExternalStore(subscribe, instance.getNetwork, readServer);
}

/** AppKit's `useAppKitNetwork()`: the active network and a way to change it. */
export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const instance = useAppKitInstance();
  const network = useAppKitNetworkCore();
  return useMemo(
    () => ({
      ...network,
      switchNetwork: (target: CaipNetwork | CaipNetworkId) => instance.switchNetwork(target),
    }),
    [network, instance],
  );
}
