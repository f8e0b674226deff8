'use client';
import { type RecentWallet, storageKeys } from '@walletport/core/internal';
import { useEffect, useState } from 'react';
import { useAppKitInstance } from '../../context.js';

const isPromise = <T>(value: unknown): value is Promise<T> =>
  typeof (value as { then?: unknown } | undefined)?.then === 'function';

/**
 * The stored recent wallets (at most 2). A synchronous storage (localStorage, memory) answers
 * on the first render, so the list does not jump; an asynchronous one fills it in when it answers.
 */
export function useRecentWallets(): readonly RecentWallet[] {
  const { services } = useAppKitInstance();
  const [recent, setRecent] = useState<readonly RecentWallet[]>(() => {
    const value = services.storage.get(storageKeys.recentWallets);
    return isPromise(value) ? [] : (value ?? []);
  });
  useEffect(() => {
    const value = services.storage.get(storageKeys.recentWallets);
    if (!isPromise<RecentWallet[] | undefined>(value)) return undefined;
    let current = true;
    value.then(
      (list) => {
        if (current) setRecent(list ?? []);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [services.storage]);
  return recent;
}
