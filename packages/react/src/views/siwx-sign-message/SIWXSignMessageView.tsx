'use client';
import type { SiwxState } from '@walletport/core/internal';
import { useRef } from 'react';
import { useAppKitInstance } from '../../context.js';
import { shallowEqual, useStoreSelector } from '../../hooks/use-store.js';
import { useTextTranslate, useTranslate } from '../../i18n/index.js';
import { Button, Icon, Spinner, Text, useViewStyles, WalletImage } from '../../ui/index.js';
import { MessageDisclosure } from './MessageDisclosure.js';
import { SignDetails } from './SignDetails.js';
import { domainOfMessage } from './sign-message-domain.js';
import { SIWX_VIEW_CSS } from './styles.js';
import { useSignInActions } from './use-sign-in-actions.js';

const selectSiwx = (state: SiwxState) => ({
  status: state.status,
  chainId: state.pending?.chainId,
  address: state.pending?.address,
  message: state.pending?.message,
  error: state.error,
});

/**
 * The SIWX sign view (docs/siwx.md): says in plain words what signing means, shows who asks (domain), who signs
 * (short address) and on which network, offers the exact text, and Cancel / Sign in. While the message is
 * created the facts are skeletons and Sign in waits; while the wallet is asked, a spinner says so; a failed
 * attempt shows the store's error code, worded in the visitor's language, as an alert with Try again.
 */
export default function SIWXSignMessageView() {
  useViewStyles(SIWX_VIEW_CSS);
  const instance = useAppKitInstance();
  const t = useTranslate();
  const text = useTextTranslate();
  const service = instance.services.siwx;
  const siwx = useStoreSelector(instance.stores.siwx, selectSiwx, shallowEqual);
  const { cancelling, signIn, cancel } = useSignInActions(service, instance.close);

  // After a failure core drops the spent message; the domain it named stays worth showing.
  const lastDomain = useRef<string | undefined>(undefined);
  const parsedDomain = domainOfMessage(siwx.message);
  if (parsedDomain !== undefined) lastDomain.current = parsedDomain;
  const domain = parsedDomain ?? (siwx.status === 'error' ? lastDomain.current : undefined);

  const metadata = instance.options.metadata;
  const appName = metadata?.name.trim() || t('siwx.thisApp');
  const network = instance.options.networks.find((candidate) => candidate.caipNetworkId === siwx.chainId);

  if (siwx.status === 'signed-in') {
    return (
      <div className="wp-siwx wp-siwx--done" role="status">
        <div className="wp-siwx__done-icon">
          <Icon name="check" size={28} />
        </div>
        <Text as="h2" variant="title" align="center">
          {t('siwx.signedIn')}
        </Text>
      </div>
    );
  }

  const preparing = siwx.status === 'ready' && siwx.message === undefined;
  const signing = siwx.status === 'signing';
  const failed = siwx.status === 'error';
  const noPair = siwx.address === undefined;

  return (
    <div className="wp-siwx" data-status={siwx.status} aria-busy={preparing || noPair || undefined}>
      <div className="wp-siwx__intro">
        <WalletImage src={metadata?.icons[0]} name={appName} size={56} />
        <Text as="h2" variant="title" align="center">
          {t('siwx.intro', { app: appName })}
        </Text>
        <Text variant="body" tone="secondary" align="center">
          {t('siwx.explain')}
        </Text>
      </div>

      <SignDetails domain={domain} address={siwx.address} network={network} chainId={siwx.chainId} />

      {siwx.message !== undefined ? (
        <MessageDisclosure message={siwx.message} />
      ) : preparing || noPair ? (
        <span className="wp-visually-hidden" role="status">
          {t('siwx.preparing')}
        </span>
      ) : null}

      {signing ? (
        <div className="wp-siwx__waiting">
          <Spinner size={20} label={t('siwx.waiting')} />
          <div>
            <Text variant="body" aria-hidden="true">
              {t('siwx.waiting')}
            </Text>
            <Text variant="small" tone="secondary">
              {t('siwx.waitingHint')}
            </Text>
          </div>
        </div>
      ) : null}

      {failed && siwx.error !== undefined ? (
        <div className="wp-siwx__error" role="alert">
          <Icon name="error" size={18} />
          <span>{text(siwx.error)}</span>
        </div>
      ) : null}

      <div className="wp-siwx__actions">
        <Button variant="secondary" fullWidth loading={cancelling} onClick={cancel}>
          {t('siwx.cancel')}
        </Button>
        <Button
          variant="primary"
          fullWidth
          disabled={preparing || signing || noPair || cancelling || service === undefined}
          onClick={signIn}
        >
          {failed ? t('siwx.tryAgain') : t('siwx.signIn')}
        </Button>
      </div>
    </div>
  );
}
