'use client';
import { type Connector, findInstalledConnector } from '@walletport/core/internal';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { customWalletListings } from '../all-wallets/custom-wallets.js';
import type { RegistryWallet } from '../all-wallets/registry-types.js';
import { useWalletRegistry } from '../all-wallets/use-wallet-registry.js';

export type WalletTargetState =
  | { kind: 'connector'; connector: Connector }
  | { kind: 'listing'; wallet: RegistryWallet }
  | { kind: 'loading' }
  | { kind: 'missing' };

type Lookup = { id: string; wallet: RegistryWallet | undefined } | undefined;

/**
 * What the view's `connectorId` param stands for: a connector of this page (connect through it), else
 * a custom or registry wallet with that id (offer its links), else nothing. Connectors are followed
 * live, so a wallet that announces itself late still turns the view into a connection.
 */
export function useWalletTarget(id: string): WalletTargetState {
  const instance = useAppKitInstance();
  const registry = useWalletRegistry();
  const connector = useStoreSelector(
    instance.stores.connectors,
    useCallback((state) => state.connectors.find((candidate) => candidate.id === id), [id]),
  );
  const [lookup, setLookup] = useState<Lookup>(undefined);
  const custom = useMemo(
    () => customWalletListings(instance.options.customWallets).find((wallet) => wallet.id === id),
    [instance, id],
  );
  const needsLookup = connector === undefined && custom === undefined;

  useEffect(() => {
    if (!needsLookup) return undefined;
    const controller = new AbortController();
    registry.getWallets({ page: 1, entries: 1, include: [id] }, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted)
          setLookup({ id, wallet: page.wallets.find((wallet) => wallet.id === id) });
      },
      () => {
        if (!controller.signal.aborted) setLookup({ id, wallet: undefined });
      },
    );
    return () => controller.abort();
  }, [registry, id, needsLookup]);

  const installed = useStoreSelector(
    instance.stores.connectors,
    useCallback(
      (state) => {
        const wallet = custom ?? (lookup?.id === id ? lookup.wallet : undefined);
        return wallet === undefined ? undefined : findInstalledConnector(wallet, state.connectors);
      },
      [custom, lookup, id],
    ),
  );

  if (connector !== undefined) return { kind: 'connector', connector };
  // A listing that is installed after all (same rdns) connects like any installed wallet.
  if (installed !== undefined) return { kind: 'connector', connector: installed };
  if (custom !== undefined) return { kind: 'listing', wallet: custom };
  if (lookup === undefined || lookup.id !== id) return { kind: 'loading' };
  return lookup.wallet === undefined ? { kind: 'missing' } : { kind: 'listing', wallet: lookup.wallet };
}
