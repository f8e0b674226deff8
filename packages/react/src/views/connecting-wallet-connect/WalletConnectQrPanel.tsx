'use client';
import type { ReactNode } from 'react';
import { useTranslate } from '../../i18n/index.js';
import { Button, Icon, Text } from '../../ui/index.js';
import { QrCode } from '../../ui/qr/QrCode.js';
import { TYPICAL_PAIRING_URI } from './typical-pairing-uri.js';
import { useCopyLink } from './use-copy-link.js';
import type { WalletConnectPairing } from './use-wallet-connect-pairing.js';
import { WalletConnectMark } from './WalletConnectMark.js';

export interface WalletConnectQrPanelProps {
  pairing: WalletConnectPairing;
  /** The wallet the code is for; absent for the generic entry (the wallet-connect mark in the centre). */
  walletName?: string | undefined;
  /** The wallet's icon for the centre plate (an element, so the caller decides how it loads). */
  walletIcon?: ReactNode;
}

/**
 * The QR code of the pairing with its three states in one square box (placeholder, code, failure with
 * "Try again"), the scan hint and "Copy link". The box keeps its size across states: no layout jump.
 */
export function WalletConnectQrPanel({ pairing, walletName, walletIcon }: WalletConnectQrPanelProps) {
  const t = useTranslate();
  const copy = useCopyLink();
  const { phase, uri } = pairing;
  return (
    <div className="wp-wc-panel" data-phase={phase}>
      <div className="wp-wc-qr-box" aria-busy={phase === 'loading' || undefined}>
        {phase === 'error' ? (
          <div className="wp-wc-error" role="alert">
            <span className="wp-wc-error__icon">
              <Icon name="error" size={28} />
            </span>
            <Text as="h2" variant="title" align="center" tone="error">
              {t('walletConnect.errorTitle')}
            </Text>
            <Text variant="small" tone="secondary" align="center" className="wp-wc-error__hint">
              {t('walletConnect.errorHint')}
            </Text>
            <Button variant="secondary" onClick={pairing.retry} className="wp-wc-error__retry">
              <Icon name="refresh" size={16} />
              {t('walletConnect.tryAgain')}
            </Button>
          </div>
        ) : (
          <QrCode
            value={uri}
            label={
              walletName === undefined
                ? t('walletConnect.qrLabel')
                : t('walletConnect.qrLabelWallet', { wallet: walletName })
            }
            centre={walletIcon ?? <WalletConnectMark />}
            placeholderText={TYPICAL_PAIRING_URI}
          />
        )}
        {phase === 'loading' ? (
          <span className="wp-visually-hidden" role="status">
            {t('walletConnect.loading')}
          </span>
        ) : null}
      </div>
      <Text variant="body" tone="secondary" align="center" className="wp-wc-hint">
        {walletName === undefined
          ? t('walletConnect.scan')
          : t('walletConnect.scanWallet', { wallet: walletName })}
      </Text>
      <Button
        variant="ghost"
        size="sm"
        disabled={uri === undefined}
        onClick={() => {
          if (uri !== undefined) void copy(uri);
        }}
        className="wp-wc-copy"
      >
        <Icon name="copy" size={16} />
        {t('walletConnect.copyLink')}
      </Button>
    </div>
  );
}
