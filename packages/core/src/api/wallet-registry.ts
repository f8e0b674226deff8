/**
 * The wallet registry's request side: GET {apiUrl}/getWallets through the instance's HTTP client, with
 * projectId, st and sv added. Without a server, or when it fails, the bundled list answers the same
 * query, so the modal always has wallets to show; the page says which happened.
 *
 * This module (answer parsing, the query rules, the bundled list) is never in the page's first chunks:
 * the instance's client (registry-client.ts) imports it dynamically on the first `getWallets`, and the UI's
 * lazily loaded views import it as `@walletport/core/wallet-registry` (the bundled-only registry, the
 * search rule). It imports nothing those first chunks hold either (the image URL stays in
 * registry-client.ts): a module shared with them makes Rolldown split them, which costs gzip bytes
 * (packages/react/test/bundle-size.test.ts).
 */
import { parseWalletPage } from './parse-wallet-page.js';
import { queryWallets } from './registry-query.js';

export { matchesSearch, normalizeSearch } from './registry-query.js';
import type {
  RegistryWallet,
  WalletPage,
  WalletQuery,
  WalletRegistry,
  WalletRegistryDeps,
} from './registry-types.js';

const loadBundledWallets = async (): Promise<readonly RegistryWallet[]> =>
  (await import('./bundled-wallets.js')).bundledWallets();

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/** The registry's `getWallets` (registry-client.ts adds the synchronous `imageUrl`). */
export function createWalletLister(deps: WalletRegistryDeps): WalletRegistry['getWallets'] {
  const loadBundled = deps.loadBundled ?? loadBundledWallets;
  const sdkParams = { projectId: deps.projectId, st: deps.sdkType, sv: deps.sdkVersion };

  const fromBundled = async (query: WalletQuery, fallback: boolean): Promise<WalletPage> => {
    const page = queryWallets(await loadBundled(), query);
    return { ...page, source: 'bundled', fallback };
  };

  return async (query, signal) => {
    if (deps.http === undefined) return fromBundled(query, false);
    try {
      const answer = await deps.http.get<unknown>({
        path: '/getWallets',
        params: {
          ...sdkParams,
          page: query.page,
          entries: query.entries,
          search: query.search?.trim() || undefined,
          badge_type: query.badgeType,
          include: query.include,
          exclude: query.exclude,
          chains: query.chains,
        },
        ...(signal === undefined ? {} : { signal }),
      });
      return { ...parseWalletPage(answer), source: 'api', fallback: false };
    } catch (error) {
      // A superseded request (the visitor typed on) must not turn into a fallback answer.
      if (isAbort(error, signal)) throw error;
      deps.onFallback?.(error);
      return fromBundled(query, true);
    }
  };
}

/**
 * The registry without a server (the app set no `apiUrl`): the bundled list answers every query, and only
 * a custom wallet's own `image_url` is an image.
 */
export function createBundledRegistry(deps: Omit<WalletRegistryDeps, 'http' | 'onFallback'>): WalletRegistry {
  return {
    getWallets: createWalletLister({ ...deps, http: undefined }),
    imageUrl: (wallet) => wallet.image_url,
  };
}
