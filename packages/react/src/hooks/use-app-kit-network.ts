'use client';
import type { CaipNetwork, CaipNetworkId } from '@walletport/core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAppKitInstance } from '../context.js';

export interface UseAppKitNetworkReturn {
  caipNetwork: CaipNetwork | undefined;
  caipNetworkId: CaipNetworkId | undefined;
  chainId: number | string | undefined;
  /** Switches the wallet (or, while disconnected, the selected network). Rejects with the typed error. */
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>;
}

/** AppKit's `useAppKitNetwork()`: the active network and a way to change it. */
export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const instance = useAppKitInstance();
  // Core's memoised snapshot: the same object until the active network changes.
  const subscribe = useCallback((onChange: () => void) => instance.subscribeNetwork(onChange), [instance]);
  const network = useSyncExternalStore(subscribe, instance.getNetwork, instance.getNetwork);
  return useMemo(
    () => ({
      ...network,
      switchNetwork: (target: CaipNetwork | CaipNetworkId) => instance.switchNetwork(target),
    }),
    [network, instance],
  );
}
