'use client';
import { toChecksumAddress } from '@walletport/core/internal';
import { useId } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useTranslate } from '../../i18n/index.js';
import { Button, Icon, NetworkImage, Text, useViewStyles } from '../../ui/index.js';
import { QrCode } from '../../ui/qr/QrCode.js';
import { networkImageSrc } from '../networks/network-image-src.js';
import { RECEIVE_CSS } from './styles.js';
import { useCopyFeedback } from '../account/use-copy-feedback.js';

/** An eip155 address in its checksummed form (what wallets show); other namespaces' addresses as they are. */
function displayAddress(namespace: string, address: string): string {
  if (namespace !== 'eip155') return address;
  try {
    return toChecksumAddress(address);
  } catch {
    return address;
  }
}

/**
 * Receive: the connected address as a QR code (just the address, which every wallet's scanner reads) and
 * as text, a copy button that says when it copied, and the app's networks of the account's namespace —
 * the same address receives on each of them.
 */
export default function ReceiveView() {
  useViewStyles(RECEIVE_CSS);
  const t = useTranslate();
  const instance = useAppKitInstance();
  const namespace = useStoreSelector(instance.stores.chains, (state) => state.activeNamespace);
  const rawAddress = useStoreSelector(instance.stores.accounts, (state) =>
    namespace === undefined ? undefined : state[namespace]?.address,
  );
  const { status, copy } = useCopyFeedback();
  const networksLabelId = useId();
  if (namespace === undefined || rawAddress === undefined) {
    return (
      <div className="wp-receive">
        <Text variant="body" tone="secondary" align="center">
          {t('receive.noAccount')}
        </Text>
      </div>
    );
  }
  const address = displayAddress(namespace, rawAddress);
  const networks = instance.options.networks.filter((network) => network.chainNamespace === namespace);
  return (
    <div className="wp-receive">
      <div className="wp-receive__qr-box">
        <QrCode value={address} label={t('receive.qrLabel')} />
      </div>
      <div className="wp-receive__address-card">
        <p className="wp-receive__label">{t('receive.addressLabel')}</p>
        {/* An address reads left to right in every language. */}
        <p className="wp-receive__address" dir="ltr">
          {address}
        </p>
        <Button variant="secondary" fullWidth onClick={() => void copy(address)}>
          <Icon name={status === 'copied' ? 'check' : 'copy'} size={16} />
          {status === 'copied' ? t('common.copied') : t('receive.copy')}
        </Button>
        <span className="wp-visually-hidden" role="status">
          {status === 'copied' ? t('common.copied') : ''}
        </span>
        {status === 'failed' ? (
          <p className="wp-receive__hint" role="alert">
            {t('receive.copyFailed')}
          </p>
        ) : null}
      </div>
      {networks.length === 0 ? null : (
        <div className="wp-receive__networks">
          <p className="wp-receive__label" id={networksLabelId}>
            {t('receive.networks')}
          </p>
          <ul className="wp-receive__chips" aria-labelledby={networksLabelId}>
            {networks.map((network) => (
              <li key={network.caipNetworkId} className="wp-receive__chip">
                <NetworkImage network={network} src={networkImageSrc(instance.options, network)} size={20} />
                {network.name}
              </li>
            ))}
          </ul>
          <p className="wp-receive__hint">{t('receive.networksHint')}</p>
        </div>
      )}
    </div>
  );
}
