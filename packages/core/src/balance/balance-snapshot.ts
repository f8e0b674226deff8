/**
 * The one status snapshot a UI reads for a namespace's native balance: what is known about THIS address
 * on THIS network, derived from the accounts store (one balance slot per namespace, docs/core.md), the
 * chains store and the service's record of whose balance the slot holds. Pure; the service memoizes it
 * so `getSnapshot` returns the same object until something a reader sees changes (useSyncExternalStore
 * compares with Object.is).
 */
import { type AccountState, isBalanceSupported } from '../accounts/index.js';
import type { CaipNetworkId, ChainNamespace } from '../caip/index.js';
import type { WalletportError } from '../errors/index.js';

/**
 * - `idle`: nothing to load (no namespace, no account, no network, or a namespace without balances).
 * - `loading`: an account is known but ITS balance (this address on this network) is not in yet.
 * - `success`: the balance of this address on this network.
 * - `error`: the last lookup failed and its 30 s retry block applies; the balance reads 0.00 ETH.
 */
export type BalanceStatus = 'idle' | 'loading' | 'success' | 'error';

export interface BalanceSnapshot {
  readonly status: BalanceStatus;
  /** The namespace read: the one asked for, else the active one. */
  readonly namespace: ChainNamespace | undefined;
  readonly address: string | undefined;
  readonly caipNetworkId: CaipNetworkId | undefined;
  /** False for namespaces without balance support (eip155 and solana only); nothing is fetched then. */
  readonly supported: boolean;
  /** Decimal string in whole units ('1.5'); set only with `success` and `error`. */
  readonly balance: string | undefined;
  readonly symbol: string | undefined;
  /**
   * True from the moment an account is known until its balance is in, and during a refresh of a shown
   * balance, so a skeleton shows instead of a stale or missing value; false after a failure.
   */
  readonly loading: boolean;
  /** The failed lookup's error ('Token Balance Unavailable') while `status` is `error`. */
  readonly error: WalletportError | undefined;
  /** `error.code` ('TOKEN_BALANCE_UNAVAILABLE'), for UIs that pick their own text. */
  readonly errorCode: WalletportError['code'] | undefined;
}

/** Identifies whose balance a value is: one address on one network. */
export function balanceKey(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}|${address}`;
}

export interface BalanceSnapshotInput {
  namespace: ChainNamespace | undefined;
  account: AccountState | undefined;
  caipNetworkId: CaipNetworkId | undefined;
  /** The key (`balanceKey`) of the balance in the namespace's slot, when the service loaded it. */
  loadedFor: string | undefined;
  /** The error of the namespace's last failed lookup. */
  error: WalletportError | undefined;
}

/** The key of what a reader of `input` should see, or undefined when there is nothing to load. */
export function snapshotKey(input: Omit<BalanceSnapshotInput, 'loadedFor' | 'error'>): string | undefined {
  const address = input.account?.address;
  if (input.namespace === undefined || !isBalanceSupported(input.namespace)) return undefined;
  if (address === undefined || input.caipNetworkId === undefined) return undefined;
  return balanceKey(input.caipNetworkId, address);
}

export function computeBalanceSnapshot(input: BalanceSnapshotInput): BalanceSnapshot {
  const { namespace, account, error } = input;
  const key = snapshotKey(input);
  // accounts/balance.ts keeps lastRetry only after a failure, until a success, a disconnect or another
  // account clears it; the slot then holds 0.00 ETH.
  const failed = key !== undefined && account?.lastRetry !== undefined;
  const status: BalanceStatus =
    key === undefined ? 'idle' : failed ? 'error' : input.loadedFor === key ? 'success' : 'loading';
  const known = status === 'success' || failed;
  return {
    status,
    namespace,
    address: account?.address,
    caipNetworkId: input.caipNetworkId,
    supported: namespace !== undefined && isBalanceSupported(namespace),
    balance: known ? account?.balance : undefined,
    symbol: known ? account?.balanceSymbol : undefined,
    loading: status === 'loading' || (status === 'success' && account?.balanceLoading === true),
    error: failed ? error : undefined,
    errorCode: failed ? error?.code : undefined,
  };
}

/** Same fields, same values: a reader sees no difference. */
export function sameSnapshot(a: BalanceSnapshot, b: BalanceSnapshot): boolean {
  return (Object.keys(a) as (keyof BalanceSnapshot)[]).every((field) => Object.is(a[field], b[field]));
}
