'use client';
import type { Connector, RouterState } from '@walletport/core/internal';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useTextTranslate, useTranslate } from '../../i18n/index.js';
import { Button, Icon, Skeleton, Text, useViewStyles, WalletImage } from '../../ui/index.js';
import { useWalletRegistry } from '../all-wallets/use-wallet-registry.js';
import { StatusRing } from './StatusRing.js';
import { CONNECTING_VIEW_CSS } from './styles.js';
import { useExternalConnection } from './use-external-connection.js';
import { useWalletRequestText } from './use-wallet-request-text.js';
import { useWalletTarget } from './use-wallet-target.js';
import { WalletLinksPanel } from './WalletLinksPanel.js';
import { WalletNotAvailable } from './WalletNotAvailable.js';

const selectView = (state: RouterState) => state.view;

/**
 * ConnectingExternal: connecting one wallet of this browser. While the wallet asks the visitor,
 * its image turns in a ring with "Continue in {wallet}" and what to approve there (the connection, adding
 * or switching the network); a refusal says "Connection declined" and offers
 * "Try again"; other failures show their short message. A wallet that is only in the registry (not
 * installed) shows its links instead.
 */
export default function ConnectingExternalView() {
  useViewStyles(CONNECTING_VIEW_CSS);
  const instance = useAppKitInstance();
  const t = useTranslate();
  const view = useStoreSelector(instance.stores.router, selectView);
  const params = view.name === 'ConnectingExternal' ? view.params : undefined;
  const target = useWalletTarget(params?.connectorId ?? '');
  const registry = useWalletRegistry();
  const paramName = params?.walletName?.trim();

  switch (target.kind) {
    case 'loading':
      return <LoadingState label={t('connecting.loadingWallet')} />;
    case 'missing':
      return <WalletNotAvailable />;
    case 'listing':
      return (
        <WalletLinksPanel
          wallet={target.wallet}
          name={paramName || target.wallet.name}
          imageUrl={registry.imageUrl(target.wallet)}
        />
      );
    case 'connector':
      return (
        <ConnectingState
          key={target.connector.id}
          connector={target.connector}
          walletName={paramName || target.connector.name}
          imageUrl={
            instance.options.connectorImages[target.connector.id] ??
            target.connector.imageUrl ??
            target.connector.info?.icon
          }
        />
      );
  }
}

function LoadingState({ label }: { label: string }) {
  return (
    <div className="wp-connecting" aria-busy="true">
      <Skeleton width={88} height={88} radius="2xl" />
      <div className="wp-connecting-text">
        <Skeleton width={180} height={18} />
        <Skeleton width={240} height={14} />
      </div>
      <span className="wp-visually-hidden" role="status">
        {label}
      </span>
    </div>
  );
}

interface ConnectingStateProps {
  connector: Connector;
  walletName: string;
  imageUrl: string | undefined;
}

function ConnectingState({ connector, walletName, imageUrl }: ConnectingStateProps) {
  const t = useTranslate();
  const text = useTextTranslate();
  const { phase, retry } = useExternalConnection(connector, walletName);
  // Connecting, then maybe adding or switching the network: each is a different prompt in the wallet.
  const requestText = useWalletRequestText(connector, walletName);
  const failed = phase.kind === 'declined' || phase.kind === 'failed';
  const title =
    phase.kind === 'declined'
      ? t('connecting.declined')
      : phase.kind === 'failed'
        ? t('connecting.failed')
        : phase.kind === 'connected'
          ? t('connecting.connected')
          : t('connecting.continueIn', { wallet: walletName });
  const description =
    phase.kind === 'declined'
      ? t('connecting.declinedHint')
      : phase.kind === 'failed'
        ? phase.message === undefined
          ? t('connecting.failedHint')
          : text(phase.message)
        : phase.kind === 'connected'
          ? undefined
          : requestText;

  return (
    <div className="wp-connecting" data-phase={phase.kind}>
      <StatusRing state={failed ? 'error' : phase.kind === 'connected' ? 'success' : 'pending'}>
        <WalletImage
          src={imageUrl}
          name={walletName}
          size={72}
          artworkKeys={[connector.id, connector.info?.rdns, connector.explorerId]}
        />
      </StatusRing>
      <div className="wp-connecting-text" role="status" aria-live="polite">
        <Text as="h2" variant="title" align="center" tone={failed ? 'error' : 'primary'}>
          {title}
        </Text>
        {description === undefined ? null : (
          <Text variant="body" tone="secondary" align="center" className="wp-connecting-description">
            {description}
          </Text>
        )}
      </div>
      {failed ? (
        <Button variant="secondary" onClick={retry} className="wp-connecting-retry">
          <Icon name="refresh" size={16} />
          {t('connecting.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}
