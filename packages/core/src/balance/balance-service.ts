/**
 * The native-balance service of one instance (`services.balance`). accounts/balance.ts `fetchBalance`
 * owns the account rules (balance/balanceLoading/lastRetry in the accounts store, 0.00 ETH and an alert
 * on failure, no refetch for 30 s after one, and an answer applies only while the account is still on
 * the address and network it was asked for). This service adds, per instance:
 * - one lookup per network+address for 30 s (CACHE_TTL.nativeBalance, docs/core.md "Storage"), shared by
 *   every reader (account button, Account view, useAppKitBalance);
 * - the Walletport server first when the app set `apiUrl` (GET /v1/account/{address}/balance, the native
 *   item of the network), the adapter's getBalance when the server fails, does not serve the network or
 *   has no native item, so a server outage never blanks a balance (docs/server.md);
 * - ONE status snapshot per namespace (balance-snapshot.ts) that UIs subscribe to, and `watch`, which
 *   loads whenever the watched account or network changes, so a UI binding holds no logic.
 */
import {
  type AccountsStore,
  type BalanceLookupPort,
  type FetchBalancePorts,
  type FetchBalanceResult,
  fetchBalance,
  getAccountState,
  updateAccount,
} from '../accounts/index.js';
import type { ChainAdapter } from '../adapter/index.js';
import type { AlertsStore } from '../alerts/index.js';
import { type BlockchainApiClient, findNativeBalance } from '../api/index.js';
import type { ChainNamespace } from '../caip/index.js';
import { type ChainsStore, selectNamespaceNetwork } from '../chains/index.js';
import { createError, type WalletportError } from '../errors/index.js';
import { CACHE_TTL, createTtlCache } from '../storage/index.js';
import { createStore } from '../store/index.js';
import {
  type BalanceSnapshot,
  balanceKey,
  computeBalanceSnapshot,
  sameSnapshot,
  snapshotKey,
} from './balance-snapshot.js';

export interface FetchNativeBalanceOptions {
  /** Defaults to the active namespace. */
  namespace?: ChainNamespace;
  /** Skip the 30 s cache (an explicit refresh). The 30 s block after a failure still applies. */
  force?: boolean;
}

export interface BalanceServiceDeps {
  accounts: AccountsStore;
  chains: ChainsStore;
  alerts: Pick<AlertsStore, 'showErrorFromUnknown'>;
  /** The adapter of a namespace (the instance keeps one per namespace). */
  getAdapter(namespace: ChainNamespace): Pick<ChainAdapter, 'getBalance'> | undefined;
  /** The server's blockchain API; undefined without `apiUrl` (the adapter answers then). */
  blockchain?: Pick<BlockchainApiClient, 'getBalances'> | undefined;
  clock?: { now(): number };
  /** Told why the server's answer was not used (the adapter answered instead); for logs. */
  onServerFallback?: (error: unknown) => void;
}

export interface BalanceService {
  /** What a reader of `namespace` (default: the active one) sees now; the same object until it changes. */
  getSnapshot(namespace?: ChainNamespace): BalanceSnapshot;
  /** Called after any change that may change a snapshot; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * Loads the namespace's balance now and again whenever its account or network changes, until the
   * returned function is called. Any number of readers may watch; lookups are shared.
   */
  watch(namespace?: ChainNamespace): () => void;
  /** Loads the balance of the namespace's account into the accounts store. Never rejects. */
  fetch(options?: FetchNativeBalanceOptions): Promise<FetchBalanceResult>;
  /** Stops every watch. */
  dispose(): void;
}

/**
 * Per namespace: whose balance (`balanceKey`) the accounts store's slot holds, and the error of the last
 * failed lookup (meaningful while the account's lastRetry is set). A success clears the error, a failure
 * the key.
 */
type BalanceRecords = Partial<Record<ChainNamespace, { loadedFor?: string; error?: WalletportError }>>;

/** Adapter and server answers are kept per network+address; a page shows a handful of accounts. */
const MAX_CACHED_BALANCES = 64;

export function createBalanceService(deps: BalanceServiceDeps): BalanceService {
  const { accounts, chains } = deps;
  const now = () => (deps.clock ?? { now: () => Date.now() }).now();
  const records = createStore<BalanceRecords>({});
  const cache = createTtlCache<string, { balance: string; symbol: string }>({
    ttlMs: CACHE_TTL.nativeBalance,
    maxEntries: MAX_CACHED_BALANCES,
    now,
  });
  const networkOf = (namespace: ChainNamespace) => selectNamespaceNetwork(chains.getState(), namespace);
  const targetOf = (namespace: ChainNamespace | undefined) => namespace ?? chains.getState().activeNamespace;
  // Keys of an explicit refresh: the server is asked to skip its own cache for that one lookup.
  const forced = new Set<string>();

  /** The native balance from the server, or undefined when it cannot tell (the adapter answers then). */
  const fromServer: (
    params: Parameters<BalanceLookupPort>[0],
  ) => Promise<{ balance: string; symbol: string } | undefined> = async ({ address, network }) => {
    if (deps.blockchain === undefined) return undefined;
    const forceUpdate = forced.delete(balanceKey(network.caipNetworkId, address));
    try {
      const balances = await deps.blockchain.getBalances(address, network.caipNetworkId, { forceUpdate });
      const native = findNativeBalance(balances, network.caipNetworkId);
      if (native !== undefined) return { balance: native.quantity.numeric, symbol: native.symbol };
    } catch (error) {
      deps.onServerFallback?.(error);
    }
    return undefined;
  };

  // The server, then the adapter, behind the cache; concurrent callers for one key share a request.
  const getBalance: BalanceLookupPort = ({ address, network }) =>
    cache.getOrLoad(balanceKey(network.caipNetworkId, address), async () => {
      const served = await fromServer({ address, network });
      if (served !== undefined) return served;
      // fetchBalance asks only for a network of the namespace it loads, so this is that namespace.
      const adapter = deps.getAdapter(network.chainNamespace as ChainNamespace);
      if (adapter === undefined) {
        throw createError('ADAPTER_NOT_FOUND', { details: `No adapter for ${network.chainNamespace}.` });
      }
      return adapter.getBalance({ address, network });
    });

  const ports: FetchBalancePorts = {
    accounts,
    getCaipNetwork: networkOf,
    getBalance,
    alerts: { showError: (error) => deps.alerts.showErrorFromUnknown(error) },
    now,
  };

  const record = (namespace: ChainNamespace, entry: NonNullable<BalanceRecords[ChainNamespace]>) =>
    records.setState({ [namespace]: entry });

  async function fetchNative(options: FetchNativeBalanceOptions = {}): Promise<FetchBalanceResult> {
    const namespace = targetOf(options.namespace);
    if (namespace === undefined) return { status: 'skipped', reason: 'no-account' };
    const network = networkOf(namespace);
    const account = getAccountState(accounts.getState(), namespace);
    if (network !== undefined && account.address !== undefined) {
      const key = balanceKey(network.caipNetworkId, account.address);
      if (options.force) {
        cache.delete(key);
        if (deps.blockchain !== undefined) forced.add(key);
      }
      const cached = cache.get(key);
      // Fresh and already on screen: nothing to do (no loading flash when a second reader mounts). A
      // lookup for another network may still be running and have raised balanceLoading; fetchBalance
      // drops its answer when it lands, so nothing else would lower the flag: this value is the current one.
      if (cached && account.balance === cached.balance && account.balanceSymbol === cached.symbol) {
        if (account.balanceLoading) updateAccount(accounts, namespace, { balanceLoading: false });
        record(namespace, { loadedFor: key });
        return { status: 'fetched', ...cached };
      }
    }

    const result = await fetchBalance({ namespace }, ports);
    if (result.status === 'failed') record(namespace, { error: result.error });
    // fetchBalance applies an answer only while the account is still on the address and network it was
    // asked for, so a fetched result is the one in the store for the network read above.
    if (result.status === 'fetched' && network !== undefined && account.address !== undefined) {
      record(namespace, { loadedFor: balanceKey(network.caipNetworkId, account.address) });
    }
    // The network changed while the lookup ran and its answer was dropped: load the network the account
    // is on now, so a switch always ends with that network's balance even when nobody watches.
    if (result.status === 'skipped' && result.reason === 'network-changed') return fetchNative({ namespace });
    return result;
  }

  const snapshots = new Map<ChainNamespace | undefined, BalanceSnapshot>();
  function getSnapshot(requested?: ChainNamespace): BalanceSnapshot {
    const namespace = targetOf(requested);
    const entry = namespace && records.getState()[namespace];
    const next = computeBalanceSnapshot({
      namespace,
      account: namespace && accounts.getState()[namespace],
      caipNetworkId: namespace && networkOf(namespace)?.caipNetworkId,
      loadedFor: entry?.loadedFor,
      error: entry?.error,
    });
    const previous = snapshots.get(namespace);
    if (previous !== undefined && sameSnapshot(previous, next)) return previous;
    snapshots.set(namespace, next);
    return next;
  }

  function subscribe(listener: () => void): () => void {
    const stops = [accounts.subscribe(listener), chains.subscribe(listener), records.subscribe(listener)];
    return () => {
      for (const stop of stops.splice(0)) stop();
    };
  }

  // Each watch remembers the key (address + network) it last loaded and loads again when it changes. Any
  // number of readers may watch one account: the cache and the lookup dedupe their loads. Loads run after
  // the store notification that triggered them, since fetchBalance writes to the store it is told by.
  const watches = new Set<() => void>();
  function watch(requested?: ChainNamespace): () => void {
    let loaded: string | undefined;
    const check = () => {
      const namespace = targetOf(requested);
      const key =
        namespace &&
        snapshotKey({
          namespace,
          account: accounts.getState()[namespace],
          caipNetworkId: networkOf(namespace)?.caipNetworkId,
        });
      if (key === loaded) return;
      loaded = key;
      if (key !== undefined) void Promise.resolve().then(() => fetchNative({ namespace }));
    };
    const unsubscribe = subscribe(check);
    const stop = () => {
      unsubscribe();
      watches.delete(stop);
    };
    watches.add(stop);
    check();
    return stop;
  }

  return {
    getSnapshot,
    subscribe,
    watch,
    fetch: fetchNative,
    dispose() {
      for (const stop of [...watches]) stop();
    },
  };
}
