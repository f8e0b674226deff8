'use client';
import type { ChainNamespace, WalletRegistry } from '@walletport/core/internal';
// Lazily loaded views only: this entry never reaches the page's first chunks (core's wallet-registry.ts).
import { createBundledRegistry } from '@walletport/core/wallet-registry';
import { useMemo } from 'react';
import { SDK_TYPE, SDK_VERSION } from '../../client/sdk-info.js';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';

/**
 * The wallet registry of the current instance: core's client (`services.api.registry`, over the
 * instance's HTTP client) when the app set `apiUrl`, else core's bundled-only one (one per instance,
 * kept across renders).
 */
export function useWalletRegistry(): WalletRegistry {
  const instance = useAppKitInstance();
  return useMemo(
    () =>
      instance.services.api?.registry ??
      createBundledRegistry({
        projectId: instance.options.projectId,
        sdkType: SDK_TYPE,
        sdkVersion: SDK_VERSION,
      }),
    [instance],
  );
}

const selectNamespaceFilter = (state: { filterByNamespace: ChainNamespace | undefined }) =>
  state.filterByNamespace;

/**
 * The CAIP-2 ids the registry is asked for (its `chains` parameter): the app's networks, only those of the
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
