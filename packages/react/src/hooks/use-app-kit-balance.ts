'use client';
import type { BalanceResult, FetchBalanceResult } from '@walletport/core/internal';
import { useMemo } from 'react';
import { useAppKitInstance } from '../context.js';

/** AppKit's fetchBalance answer. */
export interface AppKitBalanceResult {
  data: BalanceResult | undefined;
  /** A short message, null on success. */
  error: string | null;
  isSuccess: boolean;
  isError: boolean;
}

export interface UseAppKitBalanceReturn {
  /** Loads the active account's native balance (30 s cache, 30 s block after a failure). Never rejects. */
  fetchBalance(): Promise<AppKitBalanceResult>;
}

/** AppKit's text for a lookup that could not run (no account, no network, unsupported namespace). */
export const BALANCE_NOT_RETRIEVABLE = 'Not able to retrieve balance';

export function toAppKitBalanceResult(result: FetchBalanceResult): AppKitBalanceResult {
  switch (result.status) {
    case 'fetched':
      return {
        data: { balance: result.balance, symbol: result.symbol },
        error: null,
        isSuccess: true,
        isError: false,
      };
    case 'failed':
      return { data: undefined, error: result.error.shortMessage, isSuccess: false, isError: true };
    default:
      return { data: undefined, error: BALANCE_NOT_RETRIEVABLE, isSuccess: false, isError: true };
  }
}

/** AppKit's `useAppKitBalance()`: `fetchBalance()` for the active account and network. */
export function useAppKitBalance(): UseAppKitBalanceReturn {
  const instance = useAppKitInstance();
  return useMemo(
    () => ({ fetchBalance: async () => toAppKitBalanceResult(await instance.services.balance.fetch()) }),
    [instance],
  );
}
