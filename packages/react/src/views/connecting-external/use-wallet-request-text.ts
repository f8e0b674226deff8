'use client';
import {
  type ChainsState,
  type ConnectionState,
  type Connector,
  selectAllCaipNetworks,
  type WalletRequest,
} from '@walletport/core/internal';
import { useCallback } from 'react';
import { useAppKitInstance } from '../../context.js';
import { shallowEqual, useStoreSelector } from '../../hooks/use-store.js';
import { type Translate, useTranslate } from '../../i18n/index.js';
import { connectTarget } from './connect-external.js';

const selectNetworks = (state: ChainsState) => selectAllCaipNetworks(state);

/**
 * What the wallet is asking the visitor to approve, in words: the connection, switching to a network, or
 * adding one. Core's connection store publishes the pending request of the namespace while a connect runs
 * (the adapter reports the switch and the add it sends after the accounts); until it does, the request is
 * the connection itself.
 */
export function useWalletRequestText(connector: Connector, walletName: string): string {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const namespace = connectTarget(connector, instance.stores.chains.getState().activeNamespace).chain;
  const request = useStoreSelector(
    instance.stores.connection,
    useCallback((state: ConnectionState) => state.walletRequests[namespace], [namespace]),
  );
  // The whole list, not the one network: useStoreSelector keeps its answer while the store is unchanged,
  // so a selector that depends on the request would not be asked again when only the request changes.
  const networks = useStoreSelector(instance.stores.chains, selectNetworks, shallowEqual);
  const networkName = networks.find((network) => network.caipNetworkId === request?.caipNetworkId)?.name;
  return walletRequestText(t, request, walletName, networkName);
}

/** The sentence for a pending request (pure, so each kind is tested on its own). */
export function walletRequestText(
  t: Translate,
  request: WalletRequest | undefined,
  wallet: string,
  networkName: string | undefined,
): string {
  const network = networkName ?? t('common.unknownNetwork');
  switch (request?.kind) {
    case 'add-network':
      return t('connecting.request.addNetwork', { network, wallet });
    case 'switch-network':
      return t('connecting.request.switchNetwork', { network, wallet });
    default:
      return t('connecting.request.connect', { wallet });
  }
}
