/**
 * The walletAssets service (docs/account.md): the active account's tokens and NFTs on the active network.
 * A chunk of its own: the feature (feature/install-wallet-assets.ts) loads it on the first call.
 *
 * Tokens: one load per account and network for 30 s (the portfolio cache, kept in memory and in storage
 * under the portfolio key, so a reload within 30 s reads it too); concurrent callers share a load; an
 * answer is written only while the account is still on the address and network it was asked for (a late
 * answer for the previous chain must not replace the new chain's list). Sources: token-sources.ts.
 * NFTs: GET /v1/account/{address}/nfts, spam hidden, items of other chains dropped.
 */
import { type AccountsStore, getAccountState, isBalanceSupported, updateAccount } from '../accounts/index.js';
import type { ChainAdapter } from '../adapter/index.js';
import type { AccountNft, AccountNftsApiClient } from '../api/account-nfts-api.js';
import type { BlockchainApiClient } from '../api/blockchain-api.js';
import type { FungiblePriceApiClient } from '../api/fungible-price-api.js';
import type { BalanceService } from '../balance/index.js';
import type { ChainNamespace } from '../caip/index.js';
import { type ChainsStore, selectNamespaceNetwork } from '../chains/index.js';
import { createError, type WalletportError } from '../errors/index.js';
import type { TokenBalance } from '../format/index.js';
import { CACHE_TTL, createTtlCache, storageKeys, type TypedStorage } from '../storage/index.js';
import type { Store } from '../store/index.js';
import { loadTokens, type TokenSourceTarget } from './token-sources.js';
import { tokensToShow } from './token-list.js';
import {
  accountKey,
  createInitialWalletAssetsState,
  NFT_NAMESPACES,
  type WalletAssetsService,
  type WalletAssetsState,
} from './wallet-assets-state.js';

/** A wallet's capabilities rarely change; asked again after this long, or for another wallet. */
const CAPABILITIES_TTL_MS = 300_000;
const MAX_CACHED = 32;

export interface WalletAssetsServiceDeps {
  store: Store<WalletAssetsState>;
  accounts: AccountsStore;
  chains: ChainsStore;
  adapters: Readonly<Partial<Record<ChainNamespace, ChainAdapter>>>;
  /** The server's clients; undefined without `apiUrl`. */
  server:
    | {
        balances: Pick<BlockchainApiClient, 'getBalances'>;
        prices: FungiblePriceApiClient;
        nfts: AccountNftsApiClient;
      }
    | undefined;
  nativeBalance: Pick<BalanceService, 'fetch'>;
  storage: Pick<TypedStorage, 'get' | 'set'>;
  now(): number;
  logger: { warn(message: string, context?: Readonly<Record<string, unknown>>): void };
}

interface Target extends TokenSourceTarget {
  key: string;
}

export function createWalletAssetsService(deps: WalletAssetsServiceDeps): WalletAssetsService {
  const { store, accounts, chains } = deps;
  const portfolio = createTtlCache<string, TokenBalance[]>({
    ttlMs: CACHE_TTL.portfolio,
    maxEntries: MAX_CACHED,
    now: deps.now,
  });
  const capabilities = createTtlCache<string, unknown>({
    ttlMs: CAPABILITIES_TTL_MS,
    maxEntries: MAX_CACHED,
    now: deps.now,
  });
  const inFlight = new Map<string, Promise<readonly TokenBalance[]>>();

  const target = (): Target | undefined => {
    const namespace = chains.getState().activeNamespace;
    if (namespace === undefined) return undefined;
    const network = selectNamespaceNetwork(chains.getState(), namespace);
    const { address } = getAccountState(accounts.getState(), namespace);
    if (network === undefined || address === undefined || network.chainNamespace !== namespace)
      return undefined;
    return { namespace, network, address, key: accountKey(network.caipNetworkId, address) };
  };
  const isCurrent = (wanted: Target) => target()?.key === wanted.key;
  const walletOf = (namespace: ChainNamespace) =>
    getAccountState(accounts.getState(), namespace).connectedWalletInfo?.identifier ?? '';

  const setTokens = (patch: Partial<WalletAssetsState['tokens']>) =>
    store.setState((state) => ({ tokens: { ...state.tokens, ...patch } }));
  const setNfts = (patch: Partial<WalletAssetsState['nfts']>) =>
    store.setState((state) => ({ nfts: { ...state.nfts, ...patch } }));

  /** A fresh portfolio from memory, else from storage (a reload within 30 s). */
  async function cached(key: string): Promise<TokenBalance[] | undefined> {
    const inMemory = portfolio.get(key);
    if (inMemory !== undefined) return inMemory;
    const stored = await deps.storage.get(storageKeys.portfolioCache(key));
    if (stored === undefined) return undefined;
    const age = deps.now() - stored.timestamp;
    if (age < 0 || age >= CACHE_TTL.portfolio) return undefined;
    portfolio.set(key, stored.value);
    return stored.value;
  }

  function remember(key: string, tokens: TokenBalance[]): void {
    portfolio.set(key, tokens);
    void Promise.resolve(
      deps.storage.set(storageKeys.portfolioCache(key), { timestamp: deps.now(), value: tokens }),
    ).catch(() => undefined); // storage failures are logged by the storage itself
  }

  function show(wanted: Target, tokens: TokenBalance[]): TokenBalance[] {
    const shown = tokensToShow(tokens, wanted.network.caipNetworkId);
    updateAccount(accounts, wanted.namespace, { tokenBalance: shown });
    return shown;
  }

  async function load(wanted: Target, force: boolean): Promise<readonly TokenBalance[]> {
    const current = getAccountState(accounts.getState(), wanted.namespace).tokenBalance;
    setTokens({ status: 'loading', key: wanted.key, error: undefined });
    try {
      const loaded = await loadTokens(
        wanted,
        {
          adapter: deps.adapters[wanted.namespace],
          capabilities: (adapter, address) =>
            capabilities.getOrLoad(`${walletOf(wanted.namespace)}|${address.toLowerCase()}`, () =>
              adapter.getCapabilities({ address }),
            ),
          balances: deps.server?.balances,
          prices: deps.server?.prices,
          nativeBalance: deps.nativeBalance,
          onFallback: (source, error) => deps.logger.warn(`Token source "${source}" failed`, { error }),
        },
        force,
      );
      if (!isCurrent(wanted)) return tokensToShow(loaded.tokens, wanted.network.caipNetworkId);
      remember(wanted.key, loaded.tokens);
      setTokens({ status: 'ready', key: wanted.key, source: loaded.source, error: undefined });
      return show(wanted, loaded.tokens);
    } catch (cause) {
      if (!isCurrent(wanted)) return [];
      const error: WalletportError =
        cause instanceof Error && (cause as WalletportError).code === 'TOKEN_BALANCE_UNAVAILABLE'
          ? (cause as WalletportError)
          : createError('TOKEN_BALANCE_UNAVAILABLE', { cause, category: 'API_ERROR' });
      setTokens({ status: 'error', key: wanted.key, error });
      return current;
    }
  }

  async function refreshTokens(options: { force?: boolean } = {}): Promise<readonly TokenBalance[]> {
    const wanted = target();
    if (wanted === undefined) return [];
    // A namespace without balances has no tokens to list: an empty list, not one that loads forever.
    if (!isBalanceSupported(wanted.namespace)) {
      setTokens({ status: 'ready', key: wanted.key, source: undefined, error: undefined });
      return [];
    }
    const force = options.force === true;
    if (force) portfolio.delete(wanted.key);
    const pending = inFlight.get(wanted.key);
    if (pending !== undefined && !force) return pending;
    const run = async (): Promise<readonly TokenBalance[]> => {
      const hit = force ? undefined : await cached(wanted.key);
      if (hit === undefined) return load(wanted, force);
      if (!isCurrent(wanted)) return [];
      setTokens({ status: 'ready', key: wanted.key, error: undefined });
      return show(wanted, hit);
    };
    const loading = run().finally(() => {
      if (inFlight.get(wanted.key) === loading) inFlight.delete(wanted.key);
    });
    inFlight.set(wanted.key, loading);
    return loading;
  }

  const supportsNfts = (namespace: ChainNamespace | undefined) =>
    deps.server !== undefined && namespace !== undefined && NFT_NAMESPACES.includes(namespace);

  async function loadNfts(options: { force?: boolean } = {}): Promise<readonly AccountNft[]> {
    const wanted = target();
    const client = deps.server?.nfts;
    if (wanted === undefined) return [];
    if (client === undefined || !supportsNfts(wanted.namespace)) {
      setNfts({ status: 'unsupported', key: wanted.key, items: [], error: undefined, loadedAt: undefined });
      return [];
    }
    const { nfts } = store.getState();
    const fresh =
      nfts.key === wanted.key &&
      nfts.loadedAt !== undefined &&
      deps.now() - nfts.loadedAt >= 0 &&
      deps.now() - nfts.loadedAt < CACHE_TTL.portfolio;
    if (!options.force && nfts.status === 'ready' && fresh) return nfts.items;
    if (!options.force && nfts.status === 'loading' && nfts.key === wanted.key) return nfts.items;
    // Another account's pictures must not stay on screen while this one's load.
    setNfts({
      status: 'loading',
      key: wanted.key,
      items: nfts.key === wanted.key ? nfts.items : [],
      error: undefined,
    });
    try {
      const all = await client.getNfts(wanted.address, wanted.network.caipNetworkId);
      const items = all.filter((nft) => !nft.isSpam && nft.chainId === wanted.network.caipNetworkId);
      if (isCurrent(wanted)) setNfts({ status: 'ready', key: wanted.key, items, loadedAt: deps.now() });
      return items;
    } catch (cause) {
      if (isCurrent(wanted)) {
        setNfts({
          status: 'error',
          key: wanted.key,
          error: createError('ERROR_OCCURRED', { cause, category: 'API_ERROR' }),
        });
      }
      return [];
    }
  }

  // A list belongs to one account on one network: when the active one changes, the old list goes (the
  // Tokens tab then loads the new one), so nobody reads another chain's tokens as this one's.
  let lastKey = target()?.key;
  const onChange = () => {
    const now = target();
    if (now?.key === lastKey) return;
    lastKey = now?.key;
    if (now !== undefined) {
      const held = getAccountState(accounts.getState(), now.namespace).tokenBalance;
      if (held.some((token) => token.chainId !== now.network.caipNetworkId)) {
        updateAccount(accounts, now.namespace, { tokenBalance: [] });
      }
    }
    store.replaceState(createInitialWalletAssetsState());
  };
  const stops = [chains.subscribe(onChange), accounts.subscribe(onChange)];

  return {
    store,
    refreshTokens,
    loadNfts,
    supportsNfts,
    destroy() {
      for (const stop of stops) stop();
    },
  };
}
