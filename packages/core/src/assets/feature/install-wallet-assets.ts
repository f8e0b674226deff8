/**
 * The walletAssets feature: publishes `services.features.walletAssets` (docs/account.md). What installs
 * with the page is a facade (its state store and three small functions); the service, its sources and the
 * server clients it needs load as a chunk on the first token or NFT load, so a page whose visitor never
 * opens the Account view never downloads them.
 */
import type { ChainNamespace } from '../../caip/index.js';
import { createError } from '../../errors/index.js';
import type { InstanceFeature } from '../../feature/index.js';
import { createStore } from '../../store/index.js';
import {
  createInitialWalletAssetsState,
  type LoadNftsOptions,
  NFT_NAMESPACES,
  type RefreshTokensOptions,
  type WalletAssetsService,
} from '../wallet-assets-state.js';

export const walletAssetsFeature: InstanceFeature = {
  name: 'walletAssets',
  install(ctx) {
    const store = createStore(createInitialWalletAssetsState());
    let loaded: WalletAssetsService | undefined;
    let loading: Promise<WalletAssetsService> | undefined;
    let destroyed = false;
    const real = (): Promise<WalletAssetsService> => {
      loading ??= import('../../account-data-services.js').then(
        ({ createInstanceWalletAssets }) => {
          const service = createInstanceWalletAssets(ctx, store);
          if (destroyed) service.destroy();
          loaded = service;
          return service;
        },
        (cause: unknown) => {
          loading = undefined; // a chunk that failed to download is fetched afresh next time
          throw cause;
        },
      );
      return loading;
    };
    // The service never rejects; neither does its facade when the chunk itself cannot load.
    const guarded =
      <O, R>(
        slot: 'tokens' | 'nfts',
        run: (real: WalletAssetsService, options?: O) => Promise<readonly R[]>,
      ) =>
      async (options?: O): Promise<readonly R[]> => {
        try {
          return await run(await real(), options);
        } catch (cause) {
          ctx.env.logger.error('Could not load the wallet assets service', { error: cause });
          const error = createError('TOKEN_BALANCE_UNAVAILABLE', { cause });
          store.setState((state) => ({ [slot]: { ...state[slot], status: 'error', error } }));
          return [];
        }
      };
    const service: WalletAssetsService = {
      store,
      refreshTokens: guarded('tokens', (real, options: RefreshTokensOptions | undefined) =>
        real.refreshTokens(options),
      ),
      loadNfts: guarded('nfts', (real, options: LoadNftsOptions | undefined) => real.loadNfts(options)),
      supportsNfts: (namespace: ChainNamespace | undefined) =>
        ctx.services.api !== undefined && namespace !== undefined && NFT_NAMESPACES.includes(namespace),
      destroy: () => loaded?.destroy(),
    };
    const stop = ctx.provideService('walletAssets', service);
    return () => {
      destroyed = true;
      stop();
      loaded?.destroy();
    };
  },
};
