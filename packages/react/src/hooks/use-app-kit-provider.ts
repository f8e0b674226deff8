'use client';
import type { ChainNamespace, ConnectorType } from '@walletport/core';
import { useMemo } from 'react';
import { useAppKitInstance } from '../context.js';
import { useStoreSelector } from './use-store.js';

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
  const connector = useStoreSelector(stores.connectors, (state) => {
    const id = state.activeConnectorIds[namespace];
    return id === undefined ? undefined : state.connectors.find((c) => c.id === id && c.chain === namespace);
  });
  return useMemo(
    () => ({ walletProvider: connector?.provider as T | undefined, walletProviderType: connector?.type }),
    [connector],
  );
}
