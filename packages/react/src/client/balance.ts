/**
 * The native-balance service of one instance. Core owns the rule (accounts/balance.ts `fetchBalance`:
 * writes balance/balanceLoading/lastRetry into the accounts store, 0.00 ETH + an alert on failure, and
 * no refetch for 30 s after a failure); this module only wires it to the instance: the adapter's
 * lookup behind a per-instance 30 s TTL cache (spec §9 "native balance 30 s"), keyed by network and
 * address, so the account button, the Account view and `useAppKitBalance` share one lookup.
 * With a Walletport server (`apiUrl`), the lookup asks it first (GET /v1/account/{address}/balance, the
 * native item of the network); when the server fails, does not serve the network or has no native item,
 * the adapter's getBalance answers instead (spec §7 fallbacks), so a server outage never blanks a balance.
 */
import {
  type AppKitCore,
  type BalanceLookupPort,
  CACHE_TTL,
  type ChainNamespace,
  createError,
  createStore,
  createTtlCache,
  type FetchBalancePorts,
  type FetchBalanceResult,
  fetchBalance,
  findNativeBalance,
  getAccountState,
  type Store,
  selectNamespaceNetwork,
  updateAccount,
  type WalletportError,
} from '@walletport/core';

export interface BalanceState {
  /**
   * Per namespace, which network and address (`balanceKey`) the balance in the accounts store belongs
   * to. The accounts store keeps one balance per namespace, so after a network switch its value is the
   * previous network's until the lookup for the new one lands; readers compare keys to know.
   */
  readonly loadedFor: Readonly<Partial<Record<ChainNamespace, string>>>;
  /**
   * The error of the last failed lookup per namespace. Only meaningful while the account's `lastRetry`
   * is set (core clears that on success, disconnect and account change); `useBalance` reads it so.
   */
  readonly errors: Readonly<Partial<Record<ChainNamespace, WalletportError>>>;
}

export interface FetchNativeBalanceOptions {
  /** Defaults to the active namespace. */
  namespace?: ChainNamespace;
  /** Skip the 30 s cache (an explicit refresh). The 30 s block after a failure still applies. */
  force?: boolean;
}

export interface BalanceService {
  readonly store: Store<BalanceState>;
  /** Loads the balance of the namespace's account into the accounts store. Never rejects. */
  fetch(options?: FetchNativeBalanceOptions): Promise<FetchBalanceResult>;
}

/** Identifies whose balance a value is: one address on one network. */
export function balanceKey(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}|${address}`;
}

/** `record` with `namespace` set to `value`, or without it for undefined; the same object when unchanged. */
function withEntry<V>(
  record: Readonly<Partial<Record<ChainNamespace, V>>>,
  namespace: ChainNamespace,
  value: V | undefined,
): Readonly<Partial<Record<ChainNamespace, V>>> {
  if (record[namespace] === value) return record;
  const next = { ...record };
  if (value === undefined) delete next[namespace];
  else next[namespace] = value;
  return next;
}

type BalanceCore = Pick<AppKitCore, 'options' | 'stores'> & {
  readonly services?: Pick<AppKitCore['services'], 'api'>;
};

export interface BalanceServiceHooks {
  /** Told why the server's answer was not used (the adapter answered instead); for logs. */
  onServerFallback?: (error: unknown) => void;
}

export function createBalanceService(
  core: BalanceCore,
  clock: { now(): number },
  hooks: BalanceServiceHooks = {},
): BalanceService {
  const { accounts, chains, alerts } = core.stores;
  const now = () => clock.now();
  const store = createStore<BalanceState>({ loadedFor: {}, errors: {} });
  const cache = createTtlCache<string, { balance: string; symbol: string }>({
    ttlMs: CACHE_TTL.nativeBalance,
    maxEntries: 64,
    now,
  });
  const networkOf = (namespace: ChainNamespace) => selectNamespaceNetwork(chains.getState(), namespace);
  // Keys of an explicit refresh: the server is asked to skip its own cache for that one lookup.
  const forced = new Set<string>();

  /** The native balance from the server, or undefined when it cannot tell (the adapter answers then). */
  const fromServer = async ({
    address,
    network,
  }: Parameters<BalanceLookupPort>[0]): Promise<Awaited<ReturnType<BalanceLookupPort>> | undefined> => {
    const blockchain = core.services?.api?.blockchain;
    if (blockchain === undefined) return undefined;
    const key = balanceKey(network.caipNetworkId, address);
    const forceUpdate = forced.delete(key);
    try {
      const balances = await blockchain.getBalances(address, network.caipNetworkId, { forceUpdate });
      const native = findNativeBalance(balances, network.caipNetworkId);
      if (native !== undefined) return { balance: native.quantity.numeric, symbol: native.symbol };
    } catch (error) {
      hooks.onServerFallback?.(error);
    }
    return undefined;
  };

  // Sets both entries of a namespace at once; a field left out is cleared (a success clears the error,
  // a failure the loaded key).
  const record = (namespace: ChainNamespace, patch: { loadedFor?: string; error?: WalletportError }) =>
    store.setState((state) => ({
      loadedFor: withEntry(state.loadedFor, namespace, patch.loadedFor),
      errors: withEntry(state.errors, namespace, patch.error),
    }));

  // The adapter lookup behind the cache; concurrent callers for one key share a request.
  const getBalance: BalanceLookupPort = ({ address, network }) =>
    cache.getOrLoad(balanceKey(network.caipNetworkId, address), async () => {
      const served = await fromServer({ address, network });
      if (served !== undefined) return served;
      const adapter = core.options.adapters.find(
        (candidate) => candidate.namespace === network.chainNamespace,
      );
      if (adapter === undefined) {
        throw createError('ADAPTER_NOT_FOUND', { details: `No adapter for ${network.chainNamespace}.` });
      }
      return adapter.getBalance({ address, network });
    });

  const ports: FetchBalancePorts = {
    accounts,
    getCaipNetwork: networkOf,
    getBalance,
    alerts: { showError: (error) => alerts.showErrorFromUnknown(error) },
    now,
  };

  async function fetchNative(options: FetchNativeBalanceOptions = {}): Promise<FetchBalanceResult> {
    const namespace = options.namespace ?? chains.getState().activeNamespace;
    if (namespace === undefined) return { status: 'skipped', reason: 'no-account' };
    const network = networkOf(namespace);
    const account = getAccountState(accounts.getState(), namespace);
    if (network !== undefined && account.address !== undefined) {
      const key = balanceKey(network.caipNetworkId, account.address);
      if (options.force) {
        cache.delete(key);
        if (core.services?.api !== undefined) forced.add(key);
      }
      const cached = cache.get(key);
      // Fresh and already on screen: nothing to do (no loading flash when a second button mounts). A
      // lookup for another network may still be running and have raised balanceLoading; core drops its
      // answer when it lands, so nothing else would lower the flag: this value is the current one.
      if (cached && account.balance === cached.balance && account.balanceSymbol === cached.symbol) {
        if (account.balanceLoading) updateAccount(accounts, namespace, { balanceLoading: false });
        record(namespace, { loadedFor: key });
        return { status: 'fetched', ...cached };
      }
    }

    const result = await fetchBalance({ namespace }, ports);
    if (result.status === 'failed') record(namespace, { error: result.error });
    // Core applies an answer only while the account is still on the address and network it was asked
    // for, so a fetched result is the one in the store for the network read above.
    if (result.status === 'fetched' && network !== undefined && account.address !== undefined) {
      record(namespace, { loadedFor: balanceKey(network.caipNetworkId, account.address) });
    }
    // The network changed while the lookup ran and its answer was dropped: load the network the account
    // is on now, so a switch always ends with that network's balance even when no hook asks for it.
    if (result.status === 'skipped' && result.reason === 'network-changed') return fetchNative({ namespace });
    return result;
  }

  return { store, fetch: fetchNative };
}
