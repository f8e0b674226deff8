'use client';
import {
  type ConnectionState,
  type ConnectMethod,
  filterWalletsForPlatform,
  hasInjectedProvider,
  type StoredSocialProvider,
} from '@walletport/core/internal';
import { type ComponentType, Fragment, useCallback, useEffect, useMemo } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useTranslate } from '../../i18n/index.js';
import { Text, useViewStyles } from '../../ui/index.js';
import { customWalletListings } from '../all-wallets/custom-wallets.js';
import { RECOMMENDED_WALLET_COUNT, type RegistryWallet } from '../all-wallets/registry-types.js';
import { useWalletDirectory } from '../all-wallets/use-wallet-directory.js';
import { useWalletRegistry } from '../all-wallets/use-wallet-registry.js';
import { usePlatform } from '../use-platform.js';
import { useViewLoader } from '../view-loader.js';
import { visibleConnectMethods } from './connect-methods.js';
import { useSocialProviders } from '../../social/use-social-providers.js';
import { EmailSection } from './EmailSection.js';
import { LegalFooter } from './LegalFooter.js';
import { SocialSection } from './SocialSection.js';
import { CONNECT_VIEW_CSS } from './styles.js';
import { useRecentWallets } from './use-recent-wallets.js';
import { routeToWallet } from './wallet-route.js';
import {
  appNamespaceOrder,
  buildConnectList,
  hasInstalledWallet,
  type WalletEntryView,
} from './wallet-entries.js';
import { type AllWalletsRowData, WalletSection } from './WalletSection.js';

/**
 * Sections by sign-in method, in core's connect-method order. Email and social show only where the
 * instance has an embedded wallet (the app gave the frame's URL and an adapter that lists its
 * connector); social only once the server said which of the app's providers it offers (no placeholder
 * controls that do not work).
 */
const METHOD_SECTIONS: Record<ConnectMethod, ComponentType<ConnectSectionProps>> = {
  email: ConnectEmail,
  social: ConnectSocial,
  wallet: ConnectWallets,
};

function implementedMethods(hasEmbeddedWallet: boolean, socialCount: number): ReadonlySet<ConnectMethod> {
  const methods = new Set<ConnectMethod>(['wallet']);
  if (hasEmbeddedWallet) methods.add('email');
  if (hasEmbeddedWallet && socialCount > 0) methods.add('social');
  return methods;
}

/** Connect: the sign-in methods in order, then the legal footer when the app gives its links. */
export default function ConnectView() {
  useViewStyles(CONNECT_VIEW_CSS);
  const { options, services } = useAppKitInstance();
  const t = useTranslate();
  const list = useConnectList();
  const embeddedWallet = services.features.embeddedWallet;
  const socialProviders = useSocialProviders(embeddedWallet);
  const methods = visibleConnectMethods({
    features: options.features,
    enableWallets: options.enableWallets,
    hasInjectedWallets: hasInstalledWallet(list.entries),
    implemented: implementedMethods(embeddedWallet !== undefined, socialProviders.length),
  });
  return (
    <div className="wp-connect">
      {methods.length === 0 ? (
        <Text variant="body" tone="secondary" align="center" className="wp-connect-empty">
          {t('connect.noWallets')}
        </Text>
      ) : null}
      {methods.map((method, index) => {
        const Section = METHOD_SECTIONS[method];
        return (
          <Fragment key={method}>
            {index > 0 ? <hr className="wp-connect-divider" /> : null}
            <Section wallets={list} socialProviders={socialProviders} />
          </Fragment>
        );
      })}
      <LegalFooter
        termsConditionsUrl={options.termsConditionsUrl}
        privacyPolicyUrl={options.privacyPolicyUrl}
      />
    </div>
  );
}

/**
 * What every section gets: the wallet list and the offered social providers are computed once, since
 * the method order and the sections shown depend on them.
 */
interface ConnectSectionProps {
  wallets: ConnectList;
  socialProviders: readonly StoredSocialProvider[];
}

/** Email login, wired to the instance's embedded wallet. */
function ConnectEmail() {
  const wallet = useAppKitInstance().services.features.embeddedWallet;
  return wallet === undefined ? null : <EmailSection wallet={wallet} />;
}

/** Social login, wired to the instance's embedded wallet. */
function ConnectSocial({ socialProviders }: ConnectSectionProps) {
  const wallet = useAppKitInstance().services.features.embeddedWallet;
  return wallet === undefined ? null : <SocialSection wallet={wallet} providers={socialProviders} />;
}

/** The wallet section wired to the instance: rows, loading placeholders and "All wallets". */
function ConnectWallets({ wallets: list }: ConnectSectionProps) {
  const { services, options } = useAppKitInstance();
  const { router } = services;
  const { preloadView, hasView } = useViewLoader();
  const walletConnectAvailable = options.enableWalletConnect && hasView('ConnectingWalletConnect');

  // The next view's code is fetched now, so a click connects without waiting for a chunk (a wallet
  // popup needs the click's user activation, which expires after a few seconds). With wallet-connect
  // on, its view and client come too: the QR code then only waits for the pairing's own few milliseconds.
  const warmUp = useCallback(() => {
    void preloadView('ConnectingExternal').catch(() => {});
    if (!walletConnectAvailable) return;
    void preloadView('ConnectingWalletConnect').catch(() => {});
    void services.connection.preloadWalletConnect().catch(() => {});
  }, [preloadView, services, walletConnectAvailable]);
  useEffect(warmUp, [warmUp]);

  const onSelect = (entry: WalletEntryView) =>
    routeToWallet(router, entry.target, entry.name, walletConnectAvailable);
  return (
    <WalletSection
      entries={list.entries}
      pendingRows={list.pendingRows}
      allWallets={list.allWallets}
      onSelect={onSelect}
      onAllWallets={() => router.push({ name: 'AllWallets' })}
      onIntent={warmUp}
    />
  );
}

interface ConnectList {
  entries: WalletEntryView[];
  pendingRows: number;
  allWallets: AllWalletsRowData | undefined;
}

const selectConnectors = <T,>(state: T) => state;
const selectCurrentConnectorIds = (state: ConnectionState) => state.currentConnectorIds;

/** Everything the wallet list shows, from the stores, the stored recent wallets and the registry. */
function useConnectList(): ConnectList {
  const instance = useAppKitInstance();
  const registry = useWalletRegistry();
  const directory = useWalletDirectory(true);
  const recentWallets = useRecentWallets();
  const connectors = useStoreSelector(instance.stores.connectors, selectConnectors);
  const currentConnectorIds = useStoreSelector(instance.stores.connection, selectCurrentConnectorIds);
  const { isMobile } = usePlatform();
  const custom = useMemo(() => customWalletListings(instance.options.customWallets), [instance]);
  const { hasView } = useViewLoader();

  return useMemo(() => {
    const { options } = instance;
    const ready = directory.status === 'ready' ? directory.directory : undefined;
    // On a phone only registry wallets with a mobile link (plus the two special ones) are listed.
    const forPlatform = (wallets: readonly RegistryWallet[]) =>
      filterWalletsForPlatform(wallets, {
        isMobile,
        namespace: connectors.filterByNamespace ?? instance.stores.chains.getState().activeNamespace,
      });
    const featured = forPlatform(ready?.featured ?? []);
    const recommended = forPlatform(ready?.recommended ?? []);
    const entries = buildConnectList({
      connectors,
      currentConnectorIds,
      namespaceOrder: appNamespaceOrder(instance.stores.chains.getState()),
      visibility: {
        isMobile,
        hasInjectedWallet: hasInjectedProvider(connectors.connectors),
        // Until the registry says which rdns an excluded id stands for, the id alone hides what it can.
        excludedWallets: ready?.excluded ?? options.excludeWalletIds.map((id) => ({ id })),
      },
      recentWallets,
      featured,
      custom,
      recommended,
      walletConnectEnabled: options.enableWalletConnect && hasView('ConnectingWalletConnect'),
      sectionOrder: options.features.connectorTypeOrder,
      connectorImages: options.connectorImages,
      listingImage: (wallet) => registry.imageUrl(wallet),
    });
    const showAllWallets =
      options.features.allWallets &&
      (options.allWallets === 'SHOW' || (options.allWallets === 'ONLY_MOBILE' && isMobile));
    const preview = [...recommended, ...featured]
      .map((wallet) => ({ name: wallet.name, imageUrl: registry.imageUrl(wallet) }))
      .filter((wallet) => wallet.imageUrl !== undefined)
      .slice(0, 4);
    return {
      entries,
      pendingRows:
        directory.status === 'loading'
          ? Math.min(options.featuredWalletIds.length + RECOMMENDED_WALLET_COUNT, 6)
          : 0,
      allWallets: showAllWallets ? { count: (ready?.count ?? 0) + custom.length, preview } : undefined,
    };
  }, [
    connectors,
    currentConnectorIds,
    directory,
    recentWallets,
    custom,
    isMobile,
    instance,
    registry,
    hasView,
  ]);
}
