'use client';
/**
 * useBalance — the native balance of the connected account, shared by AppKitButton/AppKitAccountButton
 * and the modal's Account view (one lookup per network+address for 30 s, through `instance.balance`).
 *
 *   const { balance, symbol, loading, error, refetch, supported } = useBalance({ namespace?, enabled? });
 *
 * - `balance`: decimal string in whole units ('1.5'), undefined while unknown. Format it for display with
 *   core's `formatBalance(balance, { symbol })` (3 decimals, spec §9).
 * - `symbol`: e.g. 'ETH'.
 * - `loading`: true from the moment an account is known until ITS balance (this address on this
 *   network) is in, so a skeleton shows instead of a stale or missing value; false after a failure.
 * - `error`: the 'Token Balance Unavailable' error while its 30 s retry block lasts (balance then reads
 *   '0.00' with symbol 'ETH', spec §5), else undefined.
 * - `refetch()`: loads again skipping the 30 s cache (the 30 s block after a failure still applies).
 * - `supported`: false for namespaces without balance support (spec §5: eip155 and solana only); then
 *   nothing is fetched and `loading` stays false.
 * - `enabled` (default true): when false, the hook only reads and never starts a lookup.
 *
 * Where the value comes from is the service's business (client/balance.ts): the Walletport server's
 * balance route when the app set `apiUrl`, the adapter's getBalance otherwise or when the server fails.
 *
 * The lookup starts in an effect when the account or network changes (never during render, never on a
 * server); the service dedupes, so any number of components may call this hook.
 */
import {
  type ChainNamespace,
  isBalanceSupported,
  selectNamespaceNetwork,
  type WalletportError,
} from '@walletport/core';
import { useCallback, useEffect, useMemo } from 'react';
import { balanceKey } from '../client/balance.js';
import { useAppKitInstance } from '../context.js';
import { useAccountState, useTargetNamespace } from './use-app-kit-account.js';
import { useStoreSelector } from './use-store.js';

export interface UseBalanceOptions {
  /** Defaults to the active namespace. */
  namespace?: ChainNamespace;
  /** False only reads what is there; defaults to true. */
  enabled?: boolean;
}

export interface UseBalanceReturn {
  balance: string | undefined;
  symbol: string | undefined;
  loading: boolean;
  error: WalletportError | undefined;
  refetch(): Promise<void>;
  supported: boolean;
}

export function useBalance(options: UseBalanceOptions = {}): UseBalanceReturn {
  const { enabled = true } = options;
  const instance = useAppKitInstance();
  const namespace = useTargetNamespace(options.namespace);
  const account = useAccountState(namespace);
  const caipNetworkId = useStoreSelector(instance.stores.chains, (state) =>
    namespace === undefined ? undefined : selectNamespaceNetwork(state, namespace)?.caipNetworkId,
  );
  const loadedFor = useStoreSelector(instance.balance.store, (state) =>
    namespace === undefined ? undefined : state.loadedFor[namespace],
  );
  const storedError = useStoreSelector(instance.balance.store, (state) =>
    namespace === undefined ? undefined : state.errors[namespace],
  );

  const address = account?.address;
  const supported = namespace !== undefined && isBalanceSupported(namespace);
  const key =
    address === undefined || caipNetworkId === undefined ? undefined : balanceKey(caipNetworkId, address);
  const canFetch = enabled && supported && key !== undefined;

  useEffect(() => {
    // `key` stands for address + network: a new account or network means a new lookup.
    if (canFetch && key !== undefined) void instance.balance.fetch({ namespace });
  }, [instance, namespace, key, canFetch]);

  const refetch = useCallback(async () => {
    if (canFetch) await instance.balance.fetch({ namespace, force: true });
  }, [instance, namespace, canFetch]);

  return useMemo(() => {
    // Core keeps lastRetry only while the 30 s block after a failure lasts for this account.
    const failed = account?.lastRetry !== undefined;
    const current = key !== undefined && loadedFor === key;
    const known = failed || current;
    return {
      balance: known ? account?.balance : undefined,
      symbol: known ? account?.balanceSymbol : undefined,
      loading: canFetch && !failed && (account?.balanceLoading === true || !current),
      error: failed ? storedError : undefined,
      refetch,
      supported,
    };
  }, [account, key, loadedFor, storedError, canFetch, refetch, supported]);
}
