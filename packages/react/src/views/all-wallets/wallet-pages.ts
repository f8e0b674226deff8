/**
 * The paged registry list of the AllWallets view as a pure state machine: the first page (or the search
 * page), further pages on demand, and what to show meanwhile. The hook (use-wallet-pages.ts) runs the
 * requests; every change of state is a function here so it is tested without React.
 */
import {
  type RegistryWallet,
  SEARCH_PAGE_SIZE,
  WALLET_PAGE_SIZE,
  type WalletPage,
  type WalletQuery,
} from './registry-types.js';

export interface PagesState {
  status: 'loading' | 'ready' | 'error';
  wallets: RegistryWallet[];
  /** Matching wallets in all, across pages. */
  count: number;
  /** The last page loaded (1-based); 0 before the first answer. */
  page: number;
  loadingMore: boolean;
  /** The bundled list answered although a server is configured. */
  fallback: boolean;
  /** The search the wallets are for ('' for the full list). */
  search: string;
}

export const initialPagesState = (search = ''): PagesState => ({
  status: 'loading',
  wallets: [],
  count: 0,
  page: 0,
  loadingMore: false,
  fallback: false,
  search,
});

export interface PagesFilter {
  include: readonly string[];
  exclude: readonly string[];
  chains: readonly string[];
}

/**
 * The query for a page. A search is one page of up to 100; the full list comes
 * 40 per page.
 */
export function pageQuery(filter: PagesFilter, search: string, page: number): WalletQuery {
  const trimmed = search.trim();
  const query: WalletQuery = {
    page: trimmed === '' ? page : 1,
    entries: trimmed === '' ? WALLET_PAGE_SIZE : SEARCH_PAGE_SIZE,
  };
  if (trimmed !== '') query.search = trimmed;
  if (filter.include.length > 0) query.include = filter.include;
  if (filter.exclude.length > 0) query.exclude = filter.exclude;
  if (filter.chains.length > 0) query.chains = filter.chains;
  return query;
}

/** More pages exist: only for the full list (a search shows its one page). */
export function hasMorePages(state: PagesState): boolean {
  return (
    state.status === 'ready' &&
    state.search.trim() === '' &&
    state.page > 0 &&
    state.wallets.length < state.count
  );
}

/** Adds an answer: the first page replaces, later pages append (without repeating a wallet). */
export function withPage(state: PagesState, page: number, answer: WalletPage): PagesState {
  const base = page <= 1 ? [] : state.wallets;
  const known = new Set(base.map((wallet) => wallet.id));
  const added = answer.wallets.filter((wallet) => !known.has(wallet.id));
  const wallets = [...base, ...added];
  return {
    ...state,
    status: 'ready',
    wallets,
    // A later page that brings nothing new ends the list even if the count says otherwise.
    count: page > 1 && added.length === 0 ? wallets.length : Math.max(answer.count, wallets.length),
    page,
    loadingMore: false,
    fallback: page <= 1 ? answer.fallback : state.fallback || answer.fallback,
  };
}
