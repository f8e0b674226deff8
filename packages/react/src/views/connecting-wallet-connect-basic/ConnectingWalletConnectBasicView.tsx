'use client';
import { filterWalletsForPlatform } from '@walletport/core/internal';
import { useCallback, useEffect, useMemo } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useTranslate } from '../../i18n/index.js';
import { Text, useViewStyles } from '../../ui/index.js';
import { useWalletDirectory } from '../all-wallets/use-wallet-directory.js';
import { useWalletRegistry } from '../all-wallets/use-wallet-registry.js';
import { WALLET_CONNECT_VIEW_CSS } from '../connecting-wallet-connect/styles.js';
import { useWalletConnectPairing } from '../connecting-wallet-connect/use-wallet-connect-pairing.js';
import { WalletConnectQrPanel } from '../connecting-wallet-connect/WalletConnectQrPanel.js';
import { usePlatform } from '../use-platform.js';
import { useViewLoader } from '../view-loader.js';
import { type CompactWallet, CompactWalletGrid } from './CompactWalletGrid.js';

/** Tiles under the code besides "All wallets": the app's featured wallets, then the recommended ones. */
const COMPACT_WALLET_COUNT = 3;

/**
 * ConnectingWalletConnectBasic, the desktop view when the app has no adapters: the pairing's QR
 * code for any wallet, and below it one row of registry wallets. Choosing one opens
 * ConnectingWalletConnect for it, which reuses the pairing (still live) and adds that wallet's links.
 */
export default function ConnectingWalletConnectBasicView() {
  useViewStyles(WALLET_CONNECT_VIEW_CSS);
  const instance = useAppKitInstance();
  const t = useTranslate();
  const pairing = useWalletConnectPairing();
  const registry = useWalletRegistry();
  const directory = useWalletDirectory(true);
  const { router } = instance.services;
  const { preloadView } = useViewLoader();
  const { isMobile } = usePlatform();

  const warmUp = useCallback(
    () => void preloadView('ConnectingWalletConnect').catch(() => {}),
    [preloadView],
  );
  useEffect(warmUp, [warmUp]);

  const wallets = useMemo((): CompactWallet[] => {
    if (directory.status !== 'ready') return [];
    // The modal opens this view on desktop (a phone gets AllWallets, docs/router.md#opening), but an app
    // may ask for it on a phone: the tiles then follow the phone's list like every other view's.
    const platform = { isMobile, namespace: instance.stores.chains.getState().activeNamespace };
    const { featured, recommended } = directory.directory;
    const seen = new Set<string>();
    return [
      ...filterWalletsForPlatform(featured, platform),
      ...filterWalletsForPlatform(recommended, platform),
    ]
      .filter((wallet) => !seen.has(wallet.id) && Boolean(seen.add(wallet.id)))
      .slice(0, COMPACT_WALLET_COUNT)
      .map((wallet) => ({
        id: wallet.id,
        name: wallet.name,
        imageUrl: registry.imageUrl(wallet),
        rdns: wallet.rdns,
      }));
  }, [directory, instance, registry, isMobile]);

  const { options } = instance;
  return (
    <div className="wp-wc">
      <WalletConnectQrPanel pairing={pairing} />
      <div className="wp-wc-compact">
        <Text as="h2" variant="small" tone="secondary">
          {t('walletConnect.chooseWallet')}
        </Text>
        <CompactWalletGrid
          wallets={wallets}
          pending={directory.status === 'loading' ? COMPACT_WALLET_COUNT : 0}
          showAllWallets={options.features.allWallets && options.allWallets === 'SHOW'}
          onSelect={(wallet) =>
            router.push({ name: 'ConnectingWalletConnect', params: { walletId: wallet.id } })
          }
          onAllWallets={() => router.push({ name: 'AllWallets' })}
          onIntent={warmUp}
        />
      </div>
    </div>
  );
}
