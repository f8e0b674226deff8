'use client';
import type { CaipNetwork } from '@walletport/core';
import { useCallback } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useViewStyles } from '../../ui/index.js';
import { NetworkList } from './NetworkList.js';
import { NETWORKS_VIEW_CSS } from './styles.js';
import { useNetworkSwitch } from './use-network-switch.js';

/**
 * Network switching: the app's networks, the active one marked. Choosing another asks the wallet
 * (through the instance, which adds the chain when the wallet does not know it); on success the view
 * goes back to Account. With `enableNetworkSwitch: false` the list is read-only.
 */
export default function NetworksView() {
  useViewStyles(NETWORKS_VIEW_CSS);
  const instance = useAppKitInstance();
  const activeId = useStoreSelector(
    instance.stores.chains,
    (state) => state.activeCaipNetwork?.caipNetworkId,
  );
  const goBackIfStillHere = useCallback(() => {
    // A switch to a network the session does not support opens UnsupportedChain instead; going back
    // from there would close the modal (see goBack in docs/router.md), so only leave when this view is still showing.
    if (instance.stores.router.getState().view.name === 'Networks') instance.services.router.goBack();
  }, [instance]);
  const switching = useNetworkSwitch(goBackIfStillHere);

  const onSelect = (network: CaipNetwork) => {
    if (network.caipNetworkId === activeId) {
      goBackIfStillHere();
      return;
    }
    void switching.switchTo(network);
  };

  return (
    <div className="wp-networks-view">
      <NetworkList
        networks={instance.options.networks}
        activeId={activeId}
        switching={switching}
        interactive={instance.options.enableNetworkSwitch}
        onSelect={onSelect}
      />
    </div>
  );
}
