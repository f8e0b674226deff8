'use client';
import {
  groupActivity,
  INITIAL_TRANSACTION_LIST,
  isTransactionListEmpty,
  type TransactionListState,
} from '@walletport/core/account-data';
import { createStore } from '@walletport/core/internal';
import { useEffect, useId, useMemo, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { Button, Spinner, useViewStyles } from '../../ui/index.js';
import { ListSkeleton } from '../account/list/ListSkeleton.js';
import { ListState } from '../account/list/ListState.js';
import { useScrollRoot } from '../account/scroll-root.js';
import { ActivityRow } from './ActivityRow.js';
import { monthHeading } from './activity-text.js';
import { ACTIVITY_CSS } from './styles.js';
import { useEndSentinel } from './use-end-sentinel.js';

/** Read when the instance has no activity service (no server, or history off): never written. */
const NO_LIST = createStore<TransactionListState>(INITIAL_TRANSACTION_LIST);

/** How often relative times ('3 min ago') are brought up to date while the list is on screen. */
const CLOCK_TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The account's transactions on the active network (docs/account.md "Activity"), grouped by year then
 * month, newest first. Loads on mount and for another account or network; the next page loads as the end
 * of the list comes near (or by "Load more" where IntersectionObserver is missing). Placeholder rows while
 * the first page loads, an empty state, and 'Failed to fetch transactions' with a retry.
 *
 * Not virtualised, by measurement (test/visual/account-tabs.screens.ts --measure, headless Chromium): with
 * 500 transactions loaded (~5,600 elements) the panel, scrolled end to end on every frame, keeps a 16.7 ms
 * median frame (worst 22–31 ms, against 17–21 ms with one page of 50) and relays out in 1–2 ms. A
 * virtualiser would not pay for its chunk, and would cost the month headings' list semantics.
 */
export function ActivityList() {
  useViewStyles(ACTIVITY_CSS);
  const instance = useAppKitInstance();
  const t = useTranslate();
  const locale = useLocale();
  const now = useNow();
  const root = useScrollRoot();
  const service = instance.services.features.activity;
  const list = useStoreSelector(service?.store ?? NO_LIST, (state) => state);
  const network = useStoreSelector(instance.stores.chains, (state) => state.activeCaipNetwork);
  const namespace = useStoreSelector(instance.stores.chains, (state) => state.activeNamespace);
  const address = useStoreSelector(instance.stores.accounts, (state) =>
    namespace === undefined ? undefined : state[namespace]?.address,
  );
  const caipNetworkId = network?.caipNetworkId;

  useEffect(() => {
    if (address !== undefined && caipNetworkId !== undefined) void service?.load();
  }, [service, address, caipNetworkId]);

  const groups = useMemo(() => groupActivity(list.items), [list.items]);
  const more = list.status === 'ready' && list.next !== null;
  const canLoadMore = more && !list.loadingMore && list.error === undefined;
  const sentinel = useEndSentinel(root, canLoadMore, () => void service?.loadMore());
  const networkName = network?.name ?? t('common.unknownNetwork');
  const id = useId();

  if (service === undefined || list.status === 'error') {
    return (
      <ListState tone="failed" title={t('activity.failed')} retry={service && (() => void service.retry())} />
    );
  }
  if (isTransactionListEmpty(list)) {
    return <ListState title={t('activity.empty')} hint={t('activity.emptyHint', { network: networkName })} />;
  }
  if (list.status !== 'ready' || (list.items.length === 0 && list.next === null)) {
    return <ListSkeleton label={t('common.loading')} />;
  }
  return (
    <section
      className="wp-activity"
      aria-label={t('activity.listLabel', { network: networkName })}
      aria-busy={list.refreshing || list.loadingMore || undefined}
    >
      <div className="wp-activity__groups">
        {groups.map((year) =>
          year.months.map((month) => {
            const heading = monthHeading(year.year, month.month, now, locale);
            const headingId = `${id}-${year.year}-${month.month}`;
            return (
              <div key={headingId} className="wp-activity__month">
                <h3 id={headingId} className="wp-activity__heading">
                  {heading}
                </h3>
                <ul className="wp-activity__rows" aria-labelledby={headingId}>
                  {month.items.map((item) => (
                    <ActivityRow key={item.id} item={item} locale={locale} now={now} />
                  ))}
                </ul>
              </div>
            );
          }),
        )}
      </div>
      {more || list.error !== undefined ? (
        <div ref={sentinel.ref} className="wp-activity__end">
          {list.error !== undefined ? (
            <ListState tone="failed" title={t('activity.failed')} retry={() => void service.retry()} />
          ) : list.loadingMore || (more && sentinel.observed) ? (
            <Spinner label={t('activity.loadingMore')} size={20} />
          ) : (
            <Button variant="secondary" size="sm" onClick={() => void service.loadMore()}>
              {t('activity.loadMore')}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
