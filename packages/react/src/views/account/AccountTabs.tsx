'use client';
import { type AccountTab, type ChainNamespace, updateAccount } from '@walletport/core/internal';
import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  type LazyExoticComponent,
  Suspense,
  useId,
  useRef,
} from 'react';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { type MessageKey, useTranslate } from '../../i18n/index.js';
import { shownTab, tabIndexAfterKey, visibleAccountTabs } from './account-tabs.js';
import { ListSkeleton } from './list/ListSkeleton.js';
import { ScrollRootContext } from './scroll-root.js';

// Each panel is a chunk of its own: the Account view's chunk holds only the tab list.
const PANELS: Readonly<Record<AccountTab, LazyExoticComponent<ComponentType>>> = {
  Tokens: lazy(() => import('./tokens/TokensPanel.js')),
  NFTs: lazy(() => import('./nfts/NftsPanel.js')),
  Activity: lazy(() => import('../activity/ActivityPanel.js')),
};

const LABELS: Readonly<Record<AccountTab, MessageKey>> = {
  Tokens: 'account.tabs.tokens',
  NFTs: 'account.tabs.nfts',
  Activity: 'account.tabs.activity',
};

/**
 * Tokens | NFTs | Activity (WAI-ARIA tabs: the arrow keys move between tabs and select, Home and End go
 * to the ends, only the selected tab is in the tab order). The choice is the account's `currentTab`, so
 * it is remembered while the wallet stays connected. NFTs and Activity show only where they have a
 * source (docs/account.md). The panel has a fixed height and scrolls, so the card never changes size
 * between tabs or while a list loads.
 */
export function AccountTabs({ namespace }: { namespace: ChainNamespace }) {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { walletAssets, activity } = instance.services.features;
  const tabs = visibleAccountTabs({
    nfts: walletAssets?.supportsNfts(namespace) === true,
    activity: activity?.supports(namespace) === true,
  });
  const remembered = useStoreSelector(instance.stores.accounts, (state) => state[namespace]?.currentTab);
  const current = shownTab(remembered ?? 'Tokens', tabs);
  const tabId = (tab: AccountTab) => `${id}-tab-${tab}`;

  const select = (tab: AccountTab) => updateAccount(instance.stores.accounts, namespace, { currentTab: tab });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = listRef.current !== null && getComputedStyle(listRef.current).direction === 'rtl';
    const next = tabIndexAfterKey(event.key, tabs.indexOf(current), tabs.length, rtl);
    const tab = next === undefined ? undefined : tabs[next];
    if (tab === undefined) return;
    event.preventDefault();
    select(tab);
    listRef.current?.querySelector<HTMLElement>(`[id="${tabId(tab)}"]`)?.focus();
  };

  const Panel = PANELS[current];
  return (
    <div className="wp-account-tabs">
      <div
        ref={listRef}
        className="wp-account-tabs__list"
        role="tablist"
        aria-label={t('account.tabs.label')}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            className="wp-account-tabs__tab"
            aria-selected={tab === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => select(tab)}
          >
            {t(LABELS[tab])}
          </button>
        ))}
      </div>
      <div
        ref={panelRef}
        id={`${id}-panel`}
        className="wp-account-tabs__panel"
        role="tabpanel"
        aria-labelledby={tabId(current)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling tab panel must be reachable by keyboard (WAI-ARIA tabs, WCAG 2.1.1)
        tabIndex={0}
      >
        <ScrollRootContext.Provider value={panelRef}>
          <Suspense fallback={<ListSkeleton label={t('common.loading')} />}>
            <Panel />
          </Suspense>
        </ScrollRootContext.Provider>
      </div>
    </div>
  );
}
