'use client';
import {
  type AccountState,
  type AccountStatus,
  type AccountType,
  type AccountUser,
  type AdapterAccount,
  type CaipAddress,
  type ChainNamespace,
  preferredAccountTypeOf,
  type SocialProvider,
} from '@walletport/core/internal';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAppKitInstance, useHydrationSnapshot } from '../context.js';
import { useStoreSelector } from './use-store.js';

/** The embedded (email/social) wallet's details, present only while connected through it. */
export interface EmbeddedWalletInfo {
  user: AccountUser | undefined;
  /** The social provider used to log in, or 'email'. */
  authProvider: SocialProvider | 'email';
  accountType: AccountType | undefined;
  isSmartAccountDeployed: boolean;
}

export interface UseAppKitAccountReturn {
  address: string | undefined;
  caipAddress: CaipAddress | undefined;
  isConnected: boolean;
  status: AccountStatus;
  allAccounts: readonly AdapterAccount[];
  embeddedWalletInfo?: EmbeddedWalletInfo;
}

export interface UseAppKitAccountOptions {
  /** Read this namespace's account instead of the active namespace's. */
  namespace?: ChainNamespace;
}

/** The connector type of the embedded login (AppKit's name for it). */
const EMBEDDED_CONNECTOR_TYPE = 'AUTH';

function embeddedWalletInfoOf(
  account: AccountState,
  namespace: ChainNamespace,
): EmbeddedWalletInfo | undefined {
  if (account.caipAddress === undefined || account.connectedWalletInfo?.type !== EMBEDDED_CONNECTOR_TYPE) {
    return undefined;
  }
  return {
    user: account.user,
    authProvider: account.socialProvider ?? 'email',
    accountType: preferredAccountTypeOf(account.preferredAccountTypes, namespace),
    isSmartAccountDeployed: account.smartAccountDeployed,
  };
}

/** The namespace a hook reads: the requested one, else the active one. */
export function useTargetNamespace(namespace: ChainNamespace | undefined): ChainNamespace | undefined {
  const { stores } = useAppKitInstance();
  const active = useStoreSelector(stores.chains, (state) => state.activeNamespace);
  return namespace ?? active;
}

/**
 * The account state object of a namespace (stable until that account changes), or undefined when the
 * instance has no account for it (no namespace, or no adapter for it: read as disconnected).
 * Re-renders only for that account's changes.
 */
export function useAccountState(namespace: ChainNamespace | undefined): AccountState | undefined {
  const { stores } = useAppKitInstance();
  return useStoreSelector(stores.accounts, (state) =>
    namespace === undefined ? undefined : state[namespace],
  );
}

/** AppKit's `useAppKitAccount()`: the connected account of the active (or given) namespace. */
export function useAppKitAccount(options: UseAppKitAccountOptions = {}): UseAppKitAccountReturn {
  const instance = useAppKitInstance();
  const requested = options.namespace;
  // Core's memoised snapshot: the same object until the account (or its connection status) changes.
  const subscribe = useCallback(
    (onChange: () => void) => instance.subscribeAccount(() => onChange(), requested),
    [instance, requested],
  );
  const read = useCallback(() => instance.getAccount(requested), [instance, requested]);
  const hydration = useHydrationSnapshot();
  const readServer = useCallback(
    () => hydration()?.readers.getAccount(requested) ?? read(),
    [hydration, read, requested],
  );
  const snapshot = useSyncExternalStore(subscribe, read, readServer);
  const account = useAccountState(snapshot.namespace);
  return useMemo(() => {
    const embeddedWalletInfo =
      account === undefined || snapshot.namespace === undefined
        ? undefined
        : embeddedWalletInfoOf(account, snapshot.namespace);
    return {
      address: snapshot.address,
      caipAddress: snapshot.caipAddress,
      isConnected: snapshot.isConnected,
      status: snapshot.status,
      allAccounts: snapshot.allAccounts,
      ...(embeddedWalletInfo === undefined ? {} : { embeddedWalletInfo }),
    };
  }, [account, snapshot]);
}
