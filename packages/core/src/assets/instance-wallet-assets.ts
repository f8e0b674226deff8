/**
 * The walletAssets service of one instance, wired to its stores, adapters and server. A chunk of its
 * own: the feature's facade (feature/install-wallet-assets.ts) loads it on the first token or NFT load.
 */
import { createAccountNftsApiClient } from '../api/account-nfts-api.js';
import { createFungiblePriceApiClient } from '../api/fungible-price-api.js';
import type { FeatureContext } from '../feature/index.js';
import type { Store } from '../store/index.js';
import { createWalletAssetsService } from './wallet-assets-service.js';
import type { WalletAssetsService, WalletAssetsState } from './wallet-assets-state.js';

export function createInstanceWalletAssets(
  ctx: FeatureContext,
  store: Store<WalletAssetsState>,
): WalletAssetsService {
  const { api } = ctx.services;
  const sdk = api && {
    http: api.http,
    projectId: ctx.options.projectId,
    sdkType: ctx.env.sdkType,
    sdkVersion: ctx.env.sdkVersion,
  };
  return createWalletAssetsService({
    store,
    accounts: ctx.stores.accounts,
    chains: ctx.stores.chains,
    adapters: ctx.adapters,
    server:
      api === undefined || sdk === undefined
        ? undefined
        : {
            balances: api.blockchain,
            prices: createFungiblePriceApiClient(sdk),
            nfts: createAccountNftsApiClient(sdk),
          },
    nativeBalance: ctx.services.balance,
    storage: ctx.services.storage,
    now: () => ctx.env.clock.now(),
    logger: ctx.env.logger,
  });
}
