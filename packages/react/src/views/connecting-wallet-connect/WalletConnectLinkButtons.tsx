'use client';
import { useMemo } from 'react';
import { useAppKitInstance } from '../../context.js';
import { type MessageKey, useTranslate } from '../../i18n/index.js';
import { Button, Icon, type IconName } from '../../ui/index.js';
import type { RegistryWallet } from '../all-wallets/registry-types.js';
import { openWalletLink, type WalletConnectLinkKind, walletConnectLinks } from './wallet-connect-links.js';

const LINK_TEXT: Record<WalletConnectLinkKind, MessageKey> = {
  mobile: 'walletConnect.openMobile',
  desktop: 'walletConnect.openDesktop',
  webapp: 'walletConnect.openWebApp',
};
const LINK_ICON: Record<WalletConnectLinkKind, IconName> = {
  mobile: 'wallet',
  desktop: 'wallet',
  webapp: 'browser',
};

export interface WalletConnectLinkButtonsProps {
  wallet: RegistryWallet;
  uri: string;
  isMobile: boolean;
}

/**
 * "Open {wallet}" (phone), "Open desktop app", "Open web app": each opens the wallet with the pairing URI
 * and records the choice (connection service setWcLinking: the wallet's own link and name, stored as
 * the "deep link choice" storage entry when the connection is finalized, so later requests can reopen it).
 */
export function WalletConnectLinkButtons({ wallet, uri, isMobile }: WalletConnectLinkButtonsProps) {
  const { connection } = useAppKitInstance().services;
  const t = useTranslate();
  const links = useMemo(() => walletConnectLinks(wallet, uri, { isMobile }), [wallet, uri, isMobile]);
  if (links.length === 0) return null;
  return (
    <div className="wp-wc-links">
      {links.map((link) => (
        <Button
          key={link.kind}
          variant={link.kind === 'mobile' ? 'primary' : 'secondary'}
          fullWidth
          className="wp-wc-link"
          data-link-kind={link.kind}
          onClick={() => {
            connection.setWcLinking({ href: link.base, name: wallet.name });
            openWalletLink(link);
          }}
        >
          <Icon name={LINK_ICON[link.kind]} size={18} />
          {t(LINK_TEXT[link.kind], { wallet: wallet.name })}
        </Button>
      ))}
    </div>
  );
}
