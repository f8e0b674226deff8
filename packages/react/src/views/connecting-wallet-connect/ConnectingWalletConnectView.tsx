'use client';
import type { RouterState } from '@walletport/core/internal';
import { useEffect } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useTranslate } from '../../i18n/index.js';
import { useViewStyles, WalletImage } from '../../ui/index.js';
import { useWalletRegistry } from '../all-wallets/use-wallet-registry.js';
import { useWalletTarget, type WalletTargetState } from '../connecting-external/use-wallet-target.js';
import { WalletNotAvailable } from '../connecting-external/WalletNotAvailable.js';
import { usePlatform } from '../use-platform.js';
import { WALLET_CONNECT_VIEW_CSS } from './styles.js';
import { useWalletConnectPairing, type WalletConnectPairing } from './use-wallet-connect-pairing.js';
import { WalletConnectLinkButtons } from './WalletConnectLinkButtons.js';
import { WalletConnectQrPanel } from './WalletConnectQrPanel.js';

const selectView = (state: RouterState) => state.view;

/**
 * ConnectingWalletConnect (docs/router.md): the pairing as a QR code, copy link, a fresh code when the 4-minute
 * pairing expires, and the failure state with "Try again". Opened for a registry wallet (`walletId`) it
 * shows that wallet's icon in the code and its links (desktop app, web app, on a phone its app); opened
 * from the generic "WalletConnect" entry, the wallet-connect mark.
 */
export default function ConnectingWalletConnectView() {
  useViewStyles(WALLET_CONNECT_VIEW_CSS);
  const { stores } = useAppKitInstance();
  const view = useStoreSelector(stores.router, selectView);
  const walletId = view.name === 'ConnectingWalletConnect' ? view.params?.walletId : undefined;
  return walletId ? <ForWalletId key={walletId} walletId={walletId} /> : <Generic />;
}

/**
 * A wallet id this page cannot resolve (a "Recent" wallet whose extension was removed and that the
 * registry does not list) says so, rather than opening a pairing for a wallet nobody can name.
 */
function ForWalletId({ walletId }: { walletId: string }) {
  const t = useTranslate();
  const target = useWalletTarget(walletId);
  if (target.kind === 'missing') return <WalletNotAvailable />;
  // No pairing starts before the wallet is known: a pairing for a wallet that turns out missing would
  // leave the page "connecting" behind the not-available view. The code's placeholder shows meanwhile.
  if (target.kind === 'loading') {
    return (
      <div className="wp-wc">
        <WalletConnectQrPanel pairing={LOOKING_UP} walletName={t('connecting.yourWallet')} />
      </div>
    );
  }
  return <ForWallet target={target} />;
}

/** While the wallet is looked up there is no pairing yet: the panel's placeholder, nothing to retry. */
const LOOKING_UP: WalletConnectPairing = { phase: 'loading', uri: undefined, retry: () => {} };

function Generic() {
  const pairing = useWalletConnectPairing();
  return (
    <div className="wp-wc">
      <WalletConnectQrPanel pairing={pairing} />
    </div>
  );
}

type FoundTarget = Exclude<WalletTargetState, { kind: 'missing' }>;

function ForWallet({ target }: { target: FoundTarget }) {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const pairing = useWalletConnectPairing();
  const registry = useWalletRegistry();
  const { isMobile } = usePlatform();

  const listing = target.kind === 'listing' ? target.wallet : undefined;
  const name =
    target.kind === 'listing'
      ? target.wallet.name
      : target.kind === 'connector'
        ? target.connector.name
        : undefined;
  const imageUrl =
    target.kind === 'listing'
      ? registry.imageUrl(target.wallet)
      : target.kind === 'connector'
        ? (target.connector.imageUrl ?? target.connector.info?.icon)
        : undefined;
  const artworkKeys =
    target.kind === 'listing'
      ? [target.wallet.id, target.wallet.rdns]
      : target.kind === 'connector'
        ? [target.connector.id, target.connector.info?.rdns, target.connector.explorerId]
        : undefined;

  // The wallet chosen for this attempt: finalizing the connection remembers it as a recent wallet.
  useEffect(() => {
    if (listing === undefined) return;
    instance.services.connection.setRecentWallet({
      id: listing.id,
      name: listing.name,
      ...(listing.rdns ? { rdns: listing.rdns } : {}),
    });
  }, [instance, listing]);

  return (
    <div className="wp-wc">
      <WalletConnectQrPanel
        pairing={pairing}
        walletName={name ?? t('connecting.yourWallet')}
        walletIcon={<WalletImage src={imageUrl} name={name ?? ''} size={56} artworkKeys={artworkKeys} />}
      />
      {listing !== undefined && pairing.uri !== undefined ? (
        <WalletConnectLinkButtons wallet={listing} uri={pairing.uri} isMobile={isMobile} />
      ) : null}
    </div>
  );
}
