'use client';
import { filterWalletsForPlatform, hasInjectedProvider } from '@walletport/core/internal';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useTranslate } from '../../i18n/index.js';
import { Button, Icon, SearchInput, Text, useViewStyles } from '../../ui/index.js';
import { routeToWallet } from '../connect/wallet-route.js';
import { usePlatform } from '../use-platform.js';
import { useViewLoader } from '../view-loader.js';
import { customWalletListings } from './custom-wallets.js';
import { SEARCH_DELAY_MS } from './registry-types.js';
import { ALL_WALLETS_VIEW_CSS } from './styles.js';
import { useDebouncedValue } from './use-debounced-value.js';
import { useWalletDirectory } from './use-wallet-directory.js';
import { useWalletPages } from './use-wallet-pages.js';
import { splitList, useRegistryChains, useWalletRegistry } from './use-wallet-registry.js';
import { WalletList } from './WalletList.js';
import { buildWalletRows, type WalletRow } from './wallet-rows.js';

const selectConnectors = <T,>(state: T) => state;

/**
 * AllWallets: every wallet, searchable, as a grid of tiles when the card is wide enough and a list
 * otherwise (wallet-layout.ts). Installed wallets come first and are marked; then the
 * app's featured and custom wallets; then the registry, 40 per page as the visitor scrolls, or up to 100
 * matches for a search (sent 300 ms after the last key). Without a reachable registry the
 * bundled list answers and a quiet note says so.
 */
export default function AllWalletsView() {
  useViewStyles(ALL_WALLETS_VIEW_CSS);
  const instance = useAppKitInstance();
  const t = useTranslate();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query, SEARCH_DELAY_MS);
  const registry = useWalletRegistry();
  const chains = useRegistryChains();
  const directory = useWalletDirectory(false);
  const connectors = useStoreSelector(instance.stores.connectors, selectConnectors);
  const { isMobile } = usePlatform();
  const { includeWalletIds, excludeWalletIds } = instance.options;
  const filter = useMemo(
    () => ({ include: includeWalletIds, exclude: excludeWalletIds, chains: splitList(chains) }),
    [includeWalletIds, excludeWalletIds, chains],
  );
  const pages = useWalletPages(registry, filter, `${includeWalletIds}|${excludeWalletIds}|${chains}`, search);

  const { preloadView, hasView } = useViewLoader();
  const walletConnectAvailable = instance.options.enableWalletConnect && hasView('ConnectingWalletConnect');
  useEffect(() => void preloadView('ConnectingExternal').catch(() => {}), [preloadView]);

  const rows = useMemo(() => {
    const ready = directory.status === 'ready' ? directory.directory : undefined;
    const platform = {
      isMobile,
      namespace: connectors.filterByNamespace ?? instance.stores.chains.getState().activeNamespace,
    };
    return buildWalletRows({
      connectors,
      visibility: {
        isMobile,
        hasInjectedWallet: hasInjectedProvider(connectors.connectors),
        excludedWallets: ready?.excluded ?? excludeWalletIds.map((id) => ({ id })),
      },
      featured: filterWalletsForPlatform(ready?.featured ?? [], platform),
      custom: customWalletListings(instance.options.customWallets),
      registry: filterWalletsForPlatform(pages.state.wallets, platform),
      search,
      connectorImages: instance.options.connectorImages,
      listingImage: (wallet) => registry.imageUrl(wallet),
    });
  }, [directory, connectors, isMobile, instance, excludeWalletIds, pages.state.wallets, search, registry]);

  const onSelect = useCallback(
    (row: WalletRow) =>
      routeToWallet(
        instance.services.router,
        row.connectorId === undefined
          ? { kind: 'listing', walletId: row.walletId ?? '' }
          : { kind: 'connector', connectorId: row.connectorId },
        row.name,
        walletConnectAvailable,
      ),
    [instance, walletConnectAvailable],
  );

  const { state } = pages;
  // Settled means the list shown is the answer for the text in the field (no pending debounce or request).
  const settled = state.status !== 'loading' && search === query && state.search === search;
  const loading = state.status === 'loading' || directory.status === 'loading';

  return (
    <div className="wp-all-wallets">
      <SearchInput
        value={query}
        onChange={setQuery}
        label={t('wallets.searchLabel')}
        placeholder={t('wallets.searchPlaceholder')}
      />
      {state.fallback || (directory.status === 'ready' && directory.directory.fallback) ? (
        <Text variant="caption" tone="secondary" className="wp-all-wallets-note">
          <Icon name="info" size={14} />
          {t('wallets.fallbackNote')}
        </Text>
      ) : null}
      {state.status === 'error' && rows.length > 0 ? (
        <div className="wp-all-wallets-note wp-all-wallets-note--error">
          <Text variant="caption" tone="secondary" as="span">
            {t('wallets.loadFailed')}
          </Text>
          <Button variant="ghost" size="sm" onClick={pages.retry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {state.status === 'error' && rows.length === 0 ? (
        <div className="wp-all-wallets-message">
          <Text variant="body" tone="secondary" align="center">
            {t('wallets.loadFailed')}
          </Text>
          <Button variant="secondary" size="sm" onClick={pages.retry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : rows.length === 0 && !loading ? (
        <div className="wp-all-wallets-message">
          <span className="wp-all-wallets-empty-icon">
            <Icon name="search" size={22} />
          </span>
          <Text as="h2" variant="body" align="center" className="wp-all-wallets-empty-title">
            {t('wallets.empty')}
          </Text>
          <Text variant="small" tone="secondary" align="center">
            {t('wallets.emptyHint')}
          </Text>
        </div>
      ) : (
        <WalletList
          rows={rows}
          loading={loading ? 'first' : state.loadingMore ? 'next' : false}
          placeholderLabel={loading ? t('wallets.loading') : t('wallets.loadingMore')}
          hasMore={pages.hasMore}
          onLoadMore={pages.loadMore}
          onSelect={onSelect}
        />
      )}
      <span className="wp-visually-hidden" role="status" aria-live="polite">
        {settled && search.trim() !== '' ? t('wallets.resultCount', { count: rows.length }) : ''}
      </span>
    </div>
  );
}
