'use client';
import type { ChainNamespace } from '@walletport/core';
import { useMemo } from 'react';
import { SDK_TYPE, SDK_VERSION } from '../../client/sdk-info.js';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { registryForInstance, type WalletRegistry } from './wallet-registry.js';

/** The wallet registry of the current instance (one per instance, kept across renders). */
export function useWalletRegistry(): WalletRegistry {
  const instance = useAppKitInstance();
  return useMemo(
    () =>
      registryForInstance(instance, { sdkType: SDK_TYPE, sdkVersion: SDK_VERSION }, (error) => {
        // The view shows a quiet note; developers who asked for debug output get the reason.
        if (instance.options.debug) console.warn('[walletport] Wallet registry unavailable', error);
      }),
    [instance],
  );
}

const selectNamespaceFilter = (state: { filterByNamespace: ChainNamespace | undefined }) =>
  state.filterByNamespace;

/**
 * The CAIP-2 ids the registry is asked for (spec §7 `chains`): the app's networks, only those of the
 * namespace the modal was opened for when it was. Joined into a string so it is stable across renders.
 */
export function useRegistryChains(): string {
  const instance = useAppKitInstance();
  const namespace = useStoreSelector(instance.stores.connectors, selectNamespaceFilter);
  return useMemo(
    () =>
      instance.options.networks
        .filter((network) => namespace === undefined || network.chainNamespace === namespace)
        .map((network) => network.caipNetworkId)
        .join(','),
    [instance, namespace],
  );
}

export const splitList = (joined: string): string[] => (joined === '' ? [] : joined.split(','));
