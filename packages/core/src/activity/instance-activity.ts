/**
 * The activity service of one instance, over its stores and its server's history route. A chunk of its
 * own: the feature's facade (feature/install-activity.ts) loads it when the Activity list first loads.
 */
import { createHistoryApiClient } from '../api/history-api.js';
import type { FeatureContext } from '../feature/index.js';
import type { AppKitApiServices } from '../instance/host-types.js';
import type { Store } from '../store/index.js';
import { createActivityService } from './activity-service.js';
import type { ActivityService } from './activity-state.js';
import type { TransactionListState } from './transaction-list.js';

export function createInstanceActivity(
  ctx: FeatureContext,
  api: AppKitApiServices,
  store: Store<TransactionListState>,
): ActivityService {
  return createActivityService({
    store,
    accounts: ctx.stores.accounts,
    chains: ctx.stores.chains,
    history: createHistoryApiClient({
      http: api.http,
      projectId: ctx.options.projectId,
      sdkType: ctx.env.sdkType,
      sdkVersion: ctx.env.sdkVersion,
    }),
    supportedChains: () => api.blockchain.getSupportedChains(),
    now: () => ctx.env.clock.now(),
  });
}
