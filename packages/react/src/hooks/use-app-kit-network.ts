'use client';
import type { CaipNetwork, CaipNetworkId } from '@walletport/core';
import { useMemo } from 'react';
import { useAppKitInstance } from '../context.js';
import { useStoreSelector } from './use-store.js';

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
  const caipNetwork = useStoreSelector(instance.stores.chains, (state) => state.activeCaipNetwork);
  return useMemo(
    () => ({
      caipNetwork,
      caipNetworkId: caipNetwork?.caipNetworkId,
      chainId: caipNetwork?.id,
      switchNetwork: (network: CaipNetwork | CaipNetworkId) => instance.switchNetwork(network),
    }),
    [caipNetwork, instance],
  );
}
