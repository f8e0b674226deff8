'use client';
import type { WalletRegistry } from '@walletport/core/internal';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  hasMorePages,
  initialPagesState,
  type PagesFilter,
  type PagesState,
  pageQuery,
  withPage,
} from './wallet-pages.js';

export interface WalletPages {
  state: PagesState;
  hasMore: boolean;
  /** Loads the next page unless one is loading or none is left. */
  loadMore(): void;
  /** Starts over (after an error). */
  retry(): void;
}

/**
 * The registry list for a search: the first page when the search or filter changes (the previous
 * request is aborted), more on demand. `filterKey` identifies `filter`, so a new array with the same
 * contents does not reload.
 */
export function useWalletPages(
  registry: WalletRegistry,
  filter: PagesFilter,
  filterKey: string,
  search: string,
): WalletPages {
  const [state, setState] = useState<PagesState>(() => initialPagesState(search));
  const [attempt, setAttempt] = useState(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const filterRef = useRef(filter);
  filterRef.current = filter;
  const moreController = useRef<AbortController | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for filter; attempt restarts
  useEffect(() => {
    const controller = new AbortController();
    moreController.current?.abort();
    setState(initialPagesState(search));
    registry.getWallets(pageQuery(filterRef.current, search, 1), controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setState((current) => withPage(current, 1, answer));
      },
      () => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'error' }));
      },
    );
    return () => controller.abort();
  }, [registry, filterKey, search, attempt]);

  useEffect(() => () => moreController.current?.abort(), []);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    // The ref, not state: two calls in one event must not both ask for the same page.
    if (current.loadingMore || !hasMorePages(current)) return;
    const controller = new AbortController();
    moreController.current = controller;
    const next = current.page + 1;
    stateRef.current = { ...current, loadingMore: true };
    setState(stateRef.current);
    registry.getWallets(pageQuery(filterRef.current, current.search, next), controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setState((latest) => withPage(latest, next, answer));
      },
      () => {
        // A failed later page keeps what is shown; scrolling to the end asks again.
        if (!controller.signal.aborted) setState((latest) => ({ ...latest, loadingMore: false }));
      },
    );
  }, [registry]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, hasMore: hasMorePages(state), loadMore, retry };
}
