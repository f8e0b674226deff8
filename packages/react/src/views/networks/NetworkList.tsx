'use client';
import type { CaipNetwork, CaipNetworkId } from '@walletport/core';
import { useAppKitInstance } from '../../context.js';
import { useTextTranslate, useTranslate } from '../../i18n/index.js';
import { Badge, Icon, ListItem, NetworkImage, Text } from '../../ui/index.js';
import { SpinnerGlyph } from '../../ui/Spinner.js';
import { networkImageSrc } from './network-image-src.js';
import type { NetworkSwitchState } from './use-network-switch.js';

export interface NetworkListProps {
  networks: readonly CaipNetwork[];
  /** The network the wallet is on; marked with a check and aria-current. */
  activeId: CaipNetworkId | undefined;
  /** The pending switch and the last failure, from useNetworkSwitch. */
  switching: NetworkSwitchState;
  /** False renders a read-only list (the app turned switching off). */
  interactive: boolean;
  onSelect(network: CaipNetwork): void;
}

/**
 * The network list of Networks and UnsupportedChain. While the wallet is asked, the chosen row shows a
 * spinner and 'Approve in your wallet' and the other rows wait; a failure is announced above the list
 * and every row stays usable, so the visitor can simply try again or pick another network.
 */
export function NetworkList({ networks, activeId, switching, interactive, onSelect }: NetworkListProps) {
  const t = useTranslate();
  const text = useTextTranslate();
  const { pendingId, failure } = switching;
  return (
    <div className="wp-network-list">
      <div className="wp-network-list__status" role="status" aria-live="polite">
        {failure ? (
          <p className={`wp-network-list__message wp-network-list__message--${failure.kind}`}>
            <Icon name={failure.kind === 'declined' ? 'info' : 'error'} size={16} />
            <span>{text(failure.message)}</span>
          </p>
        ) : null}
      </div>
      {interactive ? null : (
        <Text variant="small" tone="secondary" className="wp-network-list__note">
          {t('networks.readOnly')}
        </Text>
      )}
      <ul className="wp-network-list__items" aria-label={t('networks.listLabel')}>
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <NetworkRow
              network={network}
              active={network.caipNetworkId === activeId}
              pending={network.caipNetworkId === pendingId}
              waiting={pendingId !== undefined && network.caipNetworkId !== pendingId}
              interactive={interactive}
              onSelect={onSelect}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface NetworkRowProps {
  network: CaipNetwork;
  active: boolean;
  /** This row's switch is waiting for the wallet. */
  pending: boolean;
  /** Another row's switch is waiting. */
  waiting: boolean;
  interactive: boolean;
  onSelect(network: CaipNetwork): void;
}

function NetworkRow({ network, active, pending, waiting, interactive, onSelect }: NetworkRowProps) {
  const t = useTranslate();
  const { options } = useAppKitInstance();
  const icon = <NetworkImage network={network} src={networkImageSrc(options, network)} size={32} />;
  const badge = network.testnet ? <Badge tone="neutral">{t('networks.testnet')}</Badge> : undefined;
  const trailing = pending ? (
    <span className="wp-network-list__spinner">
      <SpinnerGlyph size={18} />
    </span>
  ) : active ? (
    <span className="wp-network-list__check">
      <Icon name="check" size={18} />
      <span className="wp-visually-hidden">{t('networks.active')}</span>
    </span>
  ) : undefined;

  if (!interactive) {
    // Not a button: nothing happens on click, so nothing should look or announce as clickable.
    return (
      <div
        className={`wp-list-item wp-list-item--static${active ? ' wp-list-item--selected' : ''}`}
        aria-current={active ? 'true' : undefined}
      >
        <span className="wp-list-item__icon">{icon}</span>
        <span className="wp-list-item__body">
          <span className="wp-list-item__title-row">
            <span className="wp-list-item__title">{network.name}</span>
            {badge}
          </span>
        </span>
        {trailing ? <span className="wp-list-item__trailing">{trailing}</span> : null}
      </div>
    );
  }

  return (
    <ListItem
      icon={icon}
      title={network.name}
      badge={badge}
      description={pending ? t('networks.approveInWallet') : undefined}
      trailing={trailing}
      selected={active}
      disabled={waiting}
      aria-busy={pending || undefined}
      onClick={() => onSelect(network)}
    />
  );
}
