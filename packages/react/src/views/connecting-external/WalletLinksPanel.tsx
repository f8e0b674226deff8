'use client';
import { useMemo } from 'react';
import { type MessageKey, useTranslate } from '../../i18n/index.js';
import { Icon, type IconName, Text, WalletImage } from '../../ui/index.js';
import type { RegistryWallet } from '../all-wallets/registry-types.js';
import { type WalletLinkKind, walletLinks } from '../all-wallets/wallet-links.js';
import { usePlatform } from '../use-platform.js';

const LINK_TEXT: Record<WalletLinkKind, MessageKey> = {
  desktop: 'connecting.link.desktop',
  webapp: 'connecting.link.webapp',
  mobile: 'connecting.link.mobile',
  homepage: 'connecting.link.homepage',
};

const LINK_ICON: Record<WalletLinkKind, IconName> = {
  desktop: 'wallet',
  webapp: 'browser',
  mobile: 'wallet',
  homepage: 'globe',
};

export interface WalletLinksPanelProps {
  wallet: RegistryWallet;
  name: string;
  imageUrl: string | undefined;
}

/**
 * A registry wallet that this browser cannot connect directly: where to get or open it. Only safe links
 * are shown (wallet-links.ts); each opens in a new tab. Connecting through a QR code is the
 * wallet-connect view's job, so none is faked here.
 */
export function WalletLinksPanel({ wallet, name, imageUrl }: WalletLinksPanelProps) {
  const t = useTranslate();
  const { isMobile } = usePlatform();
  const links = useMemo(() => walletLinks(wallet, { isMobile }), [wallet, isMobile]);
  return (
    <div className="wp-connecting">
      <WalletImage
        src={imageUrl}
        name={name}
        size={72}
        className="wp-connecting-tile"
        artworkKeys={[wallet.id, wallet.rdns]}
      />
      <div className="wp-connecting-text">
        <Text as="h2" variant="title" align="center">
          {t('connecting.notInstalled', { wallet: name })}
        </Text>
        <Text variant="body" tone="secondary" align="center">
          {links.length > 0 ? t('connecting.notInstalledHint') : t('connecting.noLinks')}
        </Text>
      </div>
      {links.length > 0 ? (
        <ul className="wp-connecting-links">
          {links.map((link) => (
            <li key={link.kind}>
              <a
                className="wp-list-item wp-connecting-link"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span className="wp-connecting-link__icon">
                  <Icon name={LINK_ICON[link.kind]} size={18} />
                </span>
                <span className="wp-list-item__body">
                  <span className="wp-list-item__title">{t(LINK_TEXT[link.kind], { wallet: name })}</span>
                </span>
                <span className="wp-list-item__trailing">
                  <Icon name="external" size={16} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
