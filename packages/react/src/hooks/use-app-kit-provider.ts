'use client';
import type { ChainNamespace, ConnectorsState, ConnectorType } from '@walletport/core/internal';
import { useMemo } from 'react';
import { useAppKitInstance } from '../context.js';
import { useStoreSelector } from './use-store.js';

const selectConnectorList = (state: ConnectorsState) => state.connectors;

/** AppKit's `RequestArguments`: what an EIP-1193 `request` takes. */
export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

/**
 * AppKit's `Provider`, for `useAppKitProvider<Provider>('eip155')`: the EIP-1193 provider of the connected
 * wallet, which ethers' BrowserProvider and viem's custom transport take as it is. Declared structurally
 * here, so apps need no wallet library's types. `request` is generic, as in AppKit
 * (`request<string[]>({ method: 'eth_accounts' })`); `on` and `removeListener` are there because EIP-1193
 * requires them of every provider. AppKit's type also lists `connect`, `disconnect` and `emit`, which
 * belong to its own WalletConnect provider rather than to EIP-1193: Walletport does not promise them.
 */
export interface Provider {
  request<T = unknown>(args: RequestArguments): Promise<T>;
  on(event: string, listener: (...args: never[]) => void): unknown;
  removeListener(event: string, listener: (...args: never[]) => void): unknown;
}

export interface UseAppKitProviderReturn<T> {
  /**
   * The connected wallet's provider (EIP-1193 for eip155). Typed `T` as AppKit types it, so code written
   * for AppKit compiles unchanged; it is undefined while no wallet is connected, so check before use.
   */
  walletProvider: T;
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
    return { walletProvider: connector?.provider as T, walletProviderType: connector?.type };
  }, [connectorId, list, namespace]);
}
