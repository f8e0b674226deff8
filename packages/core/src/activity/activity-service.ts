/**
 * The activity service (docs/account.md "Activity"): runs the transaction list's transitions
 * (transaction-list.ts) against GET /v1/account/{account}/history for the active account on the active
 * network. A chunk of its own, loaded by the feature's facade (feature/install-activity.ts).
 *
 * A network the server does not serve has an empty history (nothing is asked). A failed fetch becomes
 * 'Failed to fetch transactions' in the list's state, never a rejection. When the active account or
 * network changes, the list is cleared: the tab loads the new one.
 */
import { getAccountState } from '../accounts/index.js';
import type { AccountsStore } from '../accounts/index.js';
import type { SupportedChains } from '../api/api-answers.js';
import type { HistoryApiClient } from '../api/history-api.js';
import type { HistoryPage } from '../api/history-answers.js';
import type { CaipNetworkId, ChainNamespace } from '../caip/index.js';
import { type ChainsStore, selectNamespaceNetwork } from '../chains/index.js';
import { createError } from '../errors/index.js';
import type { Store } from '../store/index.js';
import { visibleHistoryItems } from './activity-rules.js';
import { ACTIVITY_FRESH_MS, type ActivityService, isActivitySupported } from './activity-state.js';
import {
  type PageRequest,
  type TransactionListEvent,
  type TransactionListState,
  transactionListTransition,
} from './transaction-list.js';

export interface ActivityServiceDeps {
  store: Store<TransactionListState>;
  accounts: AccountsStore;
  chains: ChainsStore;
  history: HistoryApiClient;
  /** The chains the server serves (GET /v1/supported-chains, asked once per client). */
  supportedChains(): Promise<SupportedChains>;
  now(): number;
}

interface Target {
  key: string;
  address: string;
  caipNetworkId: CaipNetworkId;
}

/** Loaded less than 30 s ago (a time in the future, after a clock change, is not trusted). */
function isFresh(loadedAt: number | undefined, now: number): boolean {
  return loadedAt !== undefined && now >= loadedAt && now - loadedAt < ACTIVITY_FRESH_MS;
}

export function createActivityService(deps: ActivityServiceDeps): ActivityService {
  const { store, accounts, chains } = deps;

  const target = (): Target | undefined => {
    const state = chains.getState();
    const namespace = state.activeNamespace;
    if (!isActivitySupported(namespace)) return undefined;
    const network = selectNamespaceNetwork(state, namespace as ChainNamespace);
    const { address } = getAccountState(accounts.getState(), namespace as ChainNamespace);
    if (network === undefined || address === undefined) return undefined;
    const key = `${network.caipNetworkId}:${address}`.toLowerCase();
    return { key, address, caipNetworkId: network.caipNetworkId };
  };

  async function fetchPage(wanted: Target, cursor: string | undefined): Promise<HistoryPage> {
    const served = await deps.supportedChains();
    if (!served.http.includes(wanted.caipNetworkId)) return { data: [], next: null };
    return deps.history.getHistory(wanted.address, {
      chainId: wanted.caipNetworkId,
      ...(cursor === undefined ? {} : { cursor }),
    });
  }

  async function run(request: PageRequest | undefined, wanted: Target): Promise<void> {
    if (request === undefined) return;
    let outcome: TransactionListEvent;
    try {
      const page = await fetchPage(wanted, request.cursor);
      outcome = {
        type: 'pageLoaded',
        key: request.key,
        cursor: request.cursor,
        items: visibleHistoryItems(page.data, wanted.caipNetworkId),
        next: page.next,
        at: deps.now(),
      };
    } catch (cause) {
      outcome = {
        type: 'pageFailed',
        key: request.key,
        cursor: request.cursor,
        error: createError('FETCH_TRANSACTIONS_FAILED', { cause, category: 'API_ERROR' }),
      };
    }
    dispatch(outcome);
  }

  function dispatch(event: TransactionListEvent): PageRequest | undefined {
    const { state, fetch } = transactionListTransition(store.getState(), event);
    store.replaceState(state);
    return fetch;
  }

  /** Dispatches `event` for the current account and runs the fetch it asks for. */
  async function act(event: (wanted: Target) => TransactionListEvent): Promise<void> {
    const wanted = target();
    if (wanted === undefined) return;
    // A list of another account or chain is never continued: its key no longer matches.
    if (store.getState().key !== undefined && store.getState().key !== wanted.key)
      dispatch({ type: 'reset' });
    await run(dispatch(event(wanted)), wanted);
  }

  const load = () =>
    act((wanted) => {
      const state = store.getState();
      const stale =
        state.key === wanted.key && state.status === 'ready' && !isFresh(state.loadedAt, deps.now());
      return stale ? { type: 'refresh' } : { type: 'load', key: wanted.key };
    });

  const retry = () => act((wanted) => ({ type: 'retry', key: wanted.key }));

  // Another account or network: the old list goes at once (nobody reads it as this account's).
  let lastKey = target()?.key;
  const onChange = () => {
    const key = target()?.key;
    if (key === lastKey) return;
    lastKey = key;
    if (store.getState().key !== undefined && store.getState().key !== key) dispatch({ type: 'reset' });
  };
  const stops = [chains.subscribe(onChange), accounts.subscribe(onChange)];

  return {
    store,
    supports: isActivitySupported,
    load,
    loadMore: () => act(() => ({ type: 'loadMore' })),
    retry,
    refresh: () => act(() => ({ type: 'refresh' })),
    reset: () => {
      dispatch({ type: 'reset' });
    },
    destroy() {
      for (const stop of stops) stop();
    },
  };
}
