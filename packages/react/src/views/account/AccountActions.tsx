'use client';
import type { CaipNetwork } from '@walletport/core';
import { useAppKitInstance } from '../../context.js';
import { useTranslate } from '../../i18n/index.js';
import { Icon, ListItem, NetworkImage } from '../../ui/index.js';
import { networkImageSrc } from '../networks/network-image-src.js';
import { addressExplorerUrl } from './explorer-url.js';
import { DisconnectButton } from './DisconnectButton.js';
import { EmailRow } from './EmailRow.js';
import { SiwxSessionRow } from './SiwxSessionRow.js';

/**
 * The rows under the account's tabs: the email (when connected by email login; opens the email update),
 * the sign-in session (when the app uses SIWX), the network (opens Networks), then the explorer link and
 * Disconnect side by side.
 */
export function AccountActions({ address, network }: { address: string; network: CaipNetwork | undefined }) {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const explorerUrl = addressExplorerUrl(network, address);
  const networkName = network?.name ?? t('common.unknownNetwork');

  return (
    <div className="wp-account__actions">
      <EmailRow />
      <SiwxSessionRow />
      <ListItem
        icon={
          <NetworkImage
            network={network}
            src={network ? networkImageSrc(instance.options, network) : undefined}
            size={28}
          />
        }
        // The name alone is the row's visible text, so the label ('Switch network, current: <name>') holds
        // it whole (WCAG 2.5.3); the picture and the chevron already say it is the network.
        title={networkName}
        trailing={<Icon name="chevron-right" size={18} />}
        aria-label={t('account.switchNetwork', { network: networkName })}
        onClick={() => instance.services.router.push({ name: 'Networks' })}
      />
      {/* The explorer and Disconnect share one row, so the Account view fits a desktop card's height. */}
      <div className="wp-account__end-row">
        {explorerUrl ? (
          <a
            className="wp-account__explorer-button"
            href={explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="globe" size={18} />
            <span>{t('account.blockExplorer')}</span>
            <span className="wp-visually-hidden"> {t('account.opensInNewTab')}</span>
          </a>
        ) : null}
        <DisconnectButton className="wp-account__disconnect" />
      </div>
    </div>
  );
}
