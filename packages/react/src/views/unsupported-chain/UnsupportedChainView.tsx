'use client';
import type { CaipNetwork } from '@walletport/core';
import { useCallback } from 'react';
import { useAppKitInstance } from '../../context.js';
import { shallowEqual, useStoreSelector } from '../../hooks/use-store.js';
import { useTranslate } from '../../i18n/index.js';
import { Icon, Text, useViewStyles } from '../../ui/index.js';
import { DisconnectButton } from '../account/DisconnectButton.js';
import { NetworkList } from '../networks/NetworkList.js';
import { NETWORKS_VIEW_CSS } from '../networks/styles.js';
import { useNetworkSwitch } from '../networks/use-network-switch.js';
import { switchableNetworks } from './switchable-networks.js';

/**
 * The wallet is on a network the app does not support. Offers the app's networks (the same
 * list and switching as Networks) and Disconnect. After a successful switch the view goes back, which
 * closes the modal (going back closes it when history includes UnsupportedChain).
 */
export default function UnsupportedChainView() {
  useViewStyles(NETWORKS_VIEW_CSS);
  const instance = useAppKitInstance();
  const t = useTranslate();
  const { networks, enableNetworkSwitch } = instance.options;
  const choices = useStoreSelector(
    instance.stores.chains,
    useCallback((state) => switchableNetworks(networks, state), [networks]),
    shallowEqual,
  );
  const activeId = useStoreSelector(
    instance.stores.chains,
    (state) => state.activeCaipNetwork?.caipNetworkId,
  );
  const leave = useCallback(() => {
    if (instance.stores.router.getState().view.name === 'UnsupportedChain') instance.services.router.goBack();
  }, [instance]);
  const switching = useNetworkSwitch(leave);

  return (
    <div className="wp-unsupported-view">
      <div className="wp-unsupported-view__intro">
        <span className="wp-unsupported-view__icon">
          <Icon name="warning" size={28} />
        </span>
        <Text variant="body" tone="secondary" align="center">
          {t('networks.unsupportedMessage')}
        </Text>
      </div>
      <Text as="h3" variant="caption" tone="secondary" className="wp-unsupported-view__heading">
        {t('networks.availableNetworks')}
      </Text>
      <NetworkList
        networks={choices}
        activeId={activeId}
        switching={switching}
        interactive={enableNetworkSwitch}
        onSelect={(network: CaipNetwork) => void switching.switchTo(network)}
      />
      <DisconnectButton />
    </div>
  );
}
