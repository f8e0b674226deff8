'use client';
import { useEffect, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { splitList, useRegistryChains, useWalletRegistry } from './use-wallet-registry.js';
import { loadWalletDirectory, type WalletDirectory } from './wallet-directory.js';

export type DirectoryState =
  | { status: 'loading' }
  | { status: 'ready'; directory: WalletDirectory }
  /** Neither the server nor the bundled list answered (e.g. the chunk failed to load). */
  | { status: 'error'; error: unknown };

/** Loads the wallet directory once per instance and namespace filter; aborts when the view goes away. */
export function useWalletDirectory(withRecommended: boolean): DirectoryState {
  const instance = useAppKitInstance();
  const registry = useWalletRegistry();
  const chains = useRegistryChains();
  const [state, setState] = useState<DirectoryState>({ status: 'loading' });
  const { includeWalletIds, excludeWalletIds, featuredWalletIds } = instance.options;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadWalletDirectory(
      registry,
      { includeWalletIds, excludeWalletIds, featuredWalletIds, chains: splitList(chains), withRecommended },
      controller.signal,
    ).then(
      (directory) => {
        if (!controller.signal.aborted) setState({ status: 'ready', directory });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [registry, includeWalletIds, excludeWalletIds, featuredWalletIds, chains, withRecommended]);

  return state;
}
