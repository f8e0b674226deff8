/**
 * The blockchain API client over core's HTTP client: every request carries projectId, st
 * (sdk type) and sv (sdk version). Identities are cached for 5 minutes and shared between
 * concurrent callers; the supported-chains list is asked once per client (a failure is not kept), and a
 * balance request for a network the server does not serve is skipped with an empty answer.
 * Errors (HTTP status, network, malformed answers) reach the caller, which decides how to fall back.
 */
import type { CaipNetworkId } from '../caip/index.js';
import type { TokenBalance } from '../format/index.js';
import type { HttpClient } from '../http/index.js';
import { CACHE_TTL, createTtlCache } from '../storage/index.js';
import {
  type AccountIdentity,
  parseBalances,
  parseIdentity,
  parseSupportedChains,
  type SupportedChains,
} from './api-answers.js';

export interface ApiClientOptions {
  http: Pick<HttpClient, 'get'>;
  projectId: string;
  /** Sent as `st`. */
  sdkType: string;
  /** Sent as `sv`. */
  sdkVersion: string;
}

export interface BlockchainApiClientOptions extends ApiClientOptions {
  /** The clock of the identity cache; injectable for tests. Defaults to Date.now. */
  now?: () => number;
}

export interface GetIdentityOptions {
  /** Who is asking (the `sender` parameter); defaults to the address itself. */
  sender?: string;
}

export interface GetBalancesOptions {
  /** Ask the server to skip its own 30 s cache. */
  forceUpdate?: boolean;
  signal?: AbortSignal;
}

export interface BlockchainApiClient {
  /** The name and avatar of `address` (GET /v1/identity/{address}), cached 5 minutes per address. */
  getIdentity(address: string, options?: GetIdentityOptions): Promise<AccountIdentity>;
  /** The identity already in the cache, without a request (a render can read it synchronously). */
  getCachedIdentity(address: string): AccountIdentity | undefined;
  /**
   * Asks the server again, replacing the cached identity (after a name registration, docs/names.md), and
   * tells the listeners of onIdentityChange so every place showing the account updates at once.
   */
  refreshIdentity(address: string): Promise<AccountIdentity>;
  /** Called with the lower-cased address whose identity refreshIdentity replaced. */
  onIdentityChange(listener: (address: string) => void): () => void;
  /** Native and token balances (GET /v1/account/{address}/balance); [] for a network the server lacks. */
  getBalances(
    address: string,
    caipNetworkId: CaipNetworkId,
    options?: GetBalancesOptions,
  ): Promise<TokenBalance[]>;
  /** GET /v1/supported-chains, asked once per client while it succeeds. */
  getSupportedChains(): Promise<SupportedChains>;
}

/** Bounds the identities kept in memory: a page shows a handful of accounts, not thousands. */
const MAX_CACHED_IDENTITIES = 100;

export function createBlockchainApiClient(options: BlockchainApiClientOptions): BlockchainApiClient {
  const { http } = options;
  const sdkParams = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
  const identities = createTtlCache<string, AccountIdentity>({
    ttlMs: CACHE_TTL.identity,
    maxEntries: MAX_CACHED_IDENTITIES,
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  let supportedChains: Promise<SupportedChains> | undefined;

  const getSupportedChains = () => {
    supportedChains ??= http
      .get<unknown>({ path: '/v1/supported-chains', params: sdkParams })
      .then(parseSupportedChains)
      .catch((error: unknown) => {
        supportedChains = undefined; // a failure is not remembered: the next call asks again
        throw error;
      });
    return supportedChains;
  };

  // EVM addresses are case-insensitive; one cache entry per account whatever its spelling.
  const identityKey = (address: string) => address.toLowerCase();

  const identityListeners = new Set<(address: string) => void>();
  const loadIdentity = (address: string, sender = address) =>
    identities.getOrLoad(identityKey(address), async () =>
      parseIdentity(
        await http.get<unknown>({
          path: `/v1/identity/${encodeURIComponent(address)}`,
          params: { ...sdkParams, sender },
        }),
      ),
    );

  return {
    getIdentity: (address, identityOptions = {}) => loadIdentity(address, identityOptions.sender),
    getCachedIdentity: (address) => identities.get(identityKey(address)),
    async refreshIdentity(address) {
      const key = identityKey(address);
      identities.delete(key);
      const identity = await loadIdentity(address);
      for (const listener of [...identityListeners]) listener(key);
      return identity;
    },
    onIdentityChange(listener) {
      identityListeners.add(listener);
      return () => identityListeners.delete(listener);
    },
    async getBalances(address, caipNetworkId, balanceOptions = {}) {
      const served = await getSupportedChains();
      if (!served.http.includes(caipNetworkId)) return [];
      const answer = await http.get<unknown>({
        path: `/v1/account/${encodeURIComponent(address)}/balance`,
        params: {
          ...sdkParams,
          currency: 'usd',
          chainId: caipNetworkId,
          forceUpdate: balanceOptions.forceUpdate === true ? true : undefined,
        },
        ...(balanceOptions.signal === undefined ? {} : { signal: balanceOptions.signal }),
      });
      return parseBalances(answer);
    },
    getSupportedChains,
  };
}
