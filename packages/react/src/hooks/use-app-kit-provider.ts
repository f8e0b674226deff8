'use client';
import type { ChainNamespace, ConnectorsState, ConnectorType } from '@walletport/core/internal';
import { useMemo } from 'react';
import { useAppKitInstance } from '../context.js';
import { useStoreSelector } from './use-store.js';

const selectConnectorList = (state: ConnectorsState) => state.connectors;

export interface UseAppKitProviderReturn<T> {
  /** The connected wallet's provider (EIP-1193 for eip155), undefined while disconnected. */
  walletProvider: T | undefined;
  /** The connector type it came through, e.g. 'INJECTED', 'WALLET_CONNECT' or 'AUTH'. */
  walletProviderType: ConnectorType | undefined;
}

/**
 * AppKit's `useAppKitProvider(namespace)`. The type parameter names what the app expects (e.g. viem's
 * EIP1193Provider); Walletport cannot check it, as in AppKit.
 */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace): UseAppKitProviderReturn<T> {
  const { stores } = useAppKitInstance();
  // Which connector is the connection store's fact; the connector itself comes from the list.
  const connectorId = useStoreSelector(stores.connection, (state) => state.currentConnectorIds[namespace]);
  const list = useStoreSelector(stores.connectors, selectConnectorList);
  return useMemo(() => {
    const connector =
      connectorId === undefined
        ? undefined
        : list.find((entry) => entry.id === connectorId && entry.chain === namespace);
    return { walletProvider: connector?.provider as T | undefined, walletProviderType: connector?.type };
  }, [connectorId, list, namespace]);
}
