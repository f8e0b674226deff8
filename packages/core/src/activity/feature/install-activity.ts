/**
 * The activity feature (the Activity tab and view, docs/account.md): installed when the app keeps
 * `features.history` on and has a Walletport server (`apiUrl`), whose indexer is the history's only
 * source. What installs with the page is a facade (the list's store and small functions); the service and
 * the history client load as a chunk on the first load. The `transactionsReset` hook clears the list
 * without loading anything.
 */
import type { ChainNamespace } from '../../caip/index.js';
import type { InstanceFeature } from '../../feature/index.js';
import { createStore } from '../../store/index.js';
import { createError } from '../../errors/index.js';
import { type ActivityService, isActivitySupported } from '../activity-state.js';
import { INITIAL_TRANSACTION_LIST, type TransactionListState } from '../transaction-list-state.js';

export const activityFeature: InstanceFeature = {
  name: 'activity',
  install(ctx) {
    const { api } = ctx.services;
    if (!ctx.options.features.history || api === undefined) return undefined;
    const store = createStore<TransactionListState>(INITIAL_TRANSACTION_LIST);
    let loaded: ActivityService | undefined;
    let loading: Promise<ActivityService | undefined> | undefined;
    let destroyed = false;
    const real = (): Promise<ActivityService | undefined> => {
      loading ??= import('../../account-data-services.js').then(
        ({ createInstanceActivity }) => {
          if (destroyed) return undefined;
          loaded = createInstanceActivity(ctx, api, store);
          return loaded;
        },
        (cause: unknown) => {
          loading = undefined; // a chunk that failed to download is fetched afresh next time
          ctx.env.logger.error('Could not load the activity service', { error: cause });
          // The list says so and offers the retry, rather than loading forever.
          store.replaceState({
            ...INITIAL_TRANSACTION_LIST,
            status: 'error',
            error: createError('FETCH_TRANSACTIONS_FAILED', { cause }),
            failedPage: 'first',
          });
          return undefined;
        },
      );
      return loading;
    };
    const call = (name: 'load' | 'loadMore' | 'retry' | 'refresh') => async () => {
      await (await real())?.[name]();
    };
    const service: ActivityService = {
      store,
      supports: (namespace: ChainNamespace | undefined) => isActivitySupported(namespace),
      load: call('load'),
      loadMore: call('loadMore'),
      retry: call('retry'),
      refresh: call('refresh'),
      reset: () => store.replaceState(INITIAL_TRANSACTION_LIST),
      destroy: () => loaded?.destroy(),
    };
    const stops = [ctx.provideService('activity', service), ctx.addHook('transactionsReset', service.reset)];
    return () => {
      destroyed = true;
      for (const stop of stops) stop();
      loaded?.destroy();
    };
  },
};
