/**
 * The wallet registry client (spec §7 "Wallet-listing service"): GET {apiUrl}/getWallets through core's
 * HTTP client, with projectId, st and sv added. Without a server, or when it fails, the bundled list
 * answers the same query, so the modal always has wallets to show; the page says which happened.
 */
import { buildRequestUrl, createHttpClient, type HttpClient } from '@walletport/core';
import { queryWallets } from './bundled-source.js';
import { parseWalletPage } from './parse-wallet-page.js';
import type { RegistryWallet, WalletPage, WalletQuery } from './registry-types.js';

export interface WalletRegistryDeps {
  /** The server's client; undefined when the app set no `apiUrl`. */
  http: HttpClient | undefined;
  projectId: string;
  sdkType: string;
  sdkVersion: string;
  /** The fallback list; loaded on first need (it is its own chunk). */
  loadBundled?: () => Promise<readonly RegistryWallet[]>;
  /** Told why the server's answer was not used. */
  onFallback?: (error: unknown) => void;
}

export interface WalletRegistry {
  getWallets(query: WalletQuery, signal?: AbortSignal): Promise<WalletPage>;
  /** The image of a registry wallet (GET /getWalletImage/{id}), or its own image_url; undefined if none. */
  imageUrl(wallet: Pick<RegistryWallet, 'image_id' | 'image_url'>): string | undefined;
}

const loadBundledWallets = async (): Promise<readonly RegistryWallet[]> =>
  (await import('./bundled-wallets.js')).bundledWallets();

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

export function createWalletRegistry(deps: WalletRegistryDeps): WalletRegistry {
  const loadBundled = deps.loadBundled ?? loadBundledWallets;
  const sdkParams = { projectId: deps.projectId, st: deps.sdkType, sv: deps.sdkVersion };

  const fromBundled = async (query: WalletQuery, fallback: boolean): Promise<WalletPage> => {
    const page = queryWallets(await loadBundled(), query);
    return { ...page, source: 'bundled', fallback };
  };

  return {
    async getWallets(query, signal) {
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
    },
    imageUrl(wallet) {
      if (wallet.image_url !== undefined) return wallet.image_url;
      if (deps.http === undefined || wallet.image_id === undefined) return undefined;
      return buildRequestUrl(
        deps.http.baseUrl,
        `/getWalletImage/${encodeURIComponent(wallet.image_id)}`,
        sdkParams,
      ).toString();
    },
  };
}

/** What the views need from an instance to build its registry. */
export interface RegistryInstance {
  readonly options: { readonly apiUrl: string | undefined; readonly projectId: string };
  readonly services: { readonly http: HttpClient | undefined };
}

/**
 * The registry of an instance: the instance's HTTP client when it has one (it exists only with analytics
 * on), else a client of its own for `apiUrl`; none without `apiUrl`.
 */
export function registryForInstance(
  instance: RegistryInstance,
  sdk: { sdkType: string; sdkVersion: string },
  onFallback?: (error: unknown) => void,
): WalletRegistry {
  const { apiUrl, projectId } = instance.options;
  let http = instance.services.http;
  if (http === undefined && apiUrl !== undefined) {
    try {
      http = createHttpClient({ baseUrl: apiUrl });
    } catch (error) {
      // resolveOptions already checked apiUrl; if it still cannot be used, the bundled list answers.
      onFallback?.(error);
    }
  }
  return createWalletRegistry({
    http,
    projectId,
    sdkType: sdk.sdkType,
    sdkVersion: sdk.sdkVersion,
    ...(onFallback === undefined ? {} : { onFallback }),
  });
}
