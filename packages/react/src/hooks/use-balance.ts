'use client';
/**
 * useBalance — the native balance of the connected account, shared by AppKitButton/AppKitAccountButton
 * and the modal's Account view (one lookup per network+address for 30 s, through
 * `instance.services.balance`).
 *
 *   const { balance, symbol, loading, error, refetch, supported } = useBalance({ namespace?, enabled? });
 *
 * - `balance`: decimal string in whole units ('1.5'), undefined while unknown. Format it for display with
 *   core's `formatBalance(balance, { symbol })` (3 decimals, rounded down).
 * - `symbol`: e.g. 'ETH'.
 * - `loading`: true from the moment an account is known until ITS balance (this address on this
 *   network) is in, so a skeleton shows instead of a stale or missing value; false after a failure.
 * - `error`: the 'Token Balance Unavailable' error while its 30 s retry block lasts (balance then reads
 *   '0.00' with symbol 'ETH'), else undefined.
 * - `refetch()`: loads again skipping the 30 s cache (the 30 s block after a failure still applies).
 * - `supported`: false for namespaces without balance support (only eip155 and solana have it); then
 *   nothing is fetched and `loading` stays false.
 * - `enabled` (default true): when false, the hook only reads and never starts a lookup.
 *
 * Everything here is core's balance service (`instance.services.balance`, packages/core/src/balance/):
 * where the value comes from (the Walletport server's balance route when the app set `apiUrl`, the
 * adapter's getBalance otherwise or when the server fails), the 30 s cache, whose balance is shown. The
 * hook subscribes to the service's snapshot and, in an effect (never during render, never on a server),
 * watches the account so the service loads on every account or network change; lookups are shared, so
 * any number of components may call this hook.
 */
import type { ChainNamespace, WalletportError } from '@walletport/core';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAppKitInstance, useHydrationSnapshot } from '../context.js';

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
  const { enabled = true, namespace } = options;
  const service = useAppKitInstance().services.balance;
  const read = useCallback(() => service.getSnapshot(namespace), [service, namespace]);
  const hydration = useHydrationSnapshot();
  const readServer = useCallback(
    () => hydration()?.getBalance(namespace) ?? read(),
    [hydration, read, namespace],
  );
  const snapshot = useSyncExternalStore(service.subscribe, read, readServer);

  useEffect(() => (enabled ? service.watch(namespace) : undefined), [service, namespace, enabled]);

  const refetch = useCallback(async () => {
    if (enabled) await service.fetch({ ...(namespace === undefined ? {} : { namespace }), force: true });
  }, [service, namespace, enabled]);

  return useMemo(
    () => ({
      balance: snapshot.balance,
      symbol: snapshot.symbol,
      // `enabled: false` starts nothing, so nothing is loading for this reader.
      loading: enabled && snapshot.loading,
      error: snapshot.error,
      refetch,
      supported: snapshot.supported,
    }),
    [snapshot, enabled, refetch],
  );
}
