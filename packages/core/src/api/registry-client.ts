/**
 * The registry client an instance carries (`services.api.registry`). It is a thin shell: the request, parsing and bundled-list code (wallet-registry.ts)
 * is a chunk of its own, fetched on the first `getWallets`, so creating an instance at page load costs
 * the first click nothing (docs/architecture.md "No work at import"; the budget is
 * packages/react/test/bundle-size.test.ts). `imageUrl` stays synchronous for renders.
 */
import { buildRequestUrl } from '../http/index.js';
import type { WalletRegistry, WalletRegistryDeps } from './registry-types.js';

export function createRegistryClient(deps: WalletRegistryDeps): WalletRegistry {
  let loading: Promise<WalletRegistry['getWallets']> | undefined;
  const load = () => {
    loading ??= import('./wallet-registry.js').then(
      (module) => module.createWalletLister(deps),
      (error: unknown) => {
        // A failed chunk load (offline, a deploy in between) must not stick: the next call tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    getWallets: async (query, signal) => (await load())(query, signal),
    // GET /getWalletImage/{id} on the server; a custom wallet's own image_url as it is.
    imageUrl: (wallet) =>
      wallet.image_url ??
      (deps.http === undefined || wallet.image_id === undefined
        ? undefined
        : buildRequestUrl(deps.http.baseUrl, `/getWalletImage/${encodeURIComponent(wallet.image_id)}`, {
            projectId: deps.projectId,
            st: deps.sdkType,
            sv: deps.sdkVersion,
          }).toString()),
  };
}
