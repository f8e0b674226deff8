/**
 * The native balance of a namespace's account: after a failure, refetching is blocked for 30 s; balance
 * is supported for eip155 and solana; a failed lookup yields 0.00 with symbol ETH. Testnet balances are
 * deliberately NOT shown as a fixed 0.00: Walletport reads the chain, testnets included, because a developer on
 * a testnet needs to see the real balance.
 */
import type { ChainNamespace } from '../caip/index.js';
import { type CatalogueError, createError } from '../errors/index.js';
import { type AccountsStore, getAccountState, updateAccount } from './accounts-store.js';
import type { AccountAlertsPort, BalanceLookupPort, NamespaceNetworkPort } from './ports.js';

/** After a failed lookup, refetching is blocked for 30 s. */
export const BALANCE_RETRY_BLOCK_MS = 30_000;

/** Balance is supported for eip155 and solana only. */
export const BALANCE_SUPPORTED_NAMESPACES: readonly ChainNamespace[] = Object.freeze(['eip155', 'solana']);

/** A failed balance lookup yields 0.00 with symbol ETH (that symbol on every namespace). */
export const BALANCE_FAILURE_RESULT = Object.freeze({ balance: '0.00', symbol: 'ETH' } as const);

export function isBalanceSupported(namespace: string): boolean {
  return (BALANCE_SUPPORTED_NAMESPACES as readonly string[]).includes(namespace);
}

/**
 * True while a refetch is blocked: a failure happened less than 30 s ago. A failure time in the future
 * (the clock was set back) does not block, so a clock change can never block for longer than 30 s.
 */
export function isBalanceRefetchBlocked(lastRetry: number | undefined, now: number): boolean {
  if (lastRetry === undefined) return false;
  const elapsed = now - lastRetry;
  return elapsed >= 0 && elapsed < BALANCE_RETRY_BLOCK_MS;
}

export type BalanceSkipReason =
  | 'no-account'
  | 'unsupported-namespace'
  | 'retry-blocked'
  | 'account-changed'
  | 'network-changed';

export type FetchBalanceResult =
  | { status: 'fetched'; balance: string; symbol: string }
  | {
      status: 'failed';
      balance: typeof BALANCE_FAILURE_RESULT.balance;
      symbol: typeof BALANCE_FAILURE_RESULT.symbol;
      error: CatalogueError<'TOKEN_BALANCE_UNAVAILABLE'>;
    }
  | { status: 'skipped'; reason: BalanceSkipReason };

export interface FetchBalancePorts {
  accounts: AccountsStore;
  getCaipNetwork: NamespaceNetworkPort;
  getBalance: BalanceLookupPort;
  alerts: AccountAlertsPort;
  now(): number;
}

/**
 * Loads the native balance of `namespace`'s account into the accounts store. Never throws: a failed
 * lookup stores 0.00 ETH, records `lastRetry`, shows 'Token Balance Unavailable' and blocks refetching
 * for 30 s. A success clears `lastRetry`.
 *
 * The accounts store keeps ONE balance per namespace, so an answer is only written while it still
 * describes what that slot stands for: the same address on the same network as when the lookup began.
 * When the account changed ('account-changed') or the namespace moved to another network
 * ('network-changed') meanwhile, the answer (success or failure) is dropped untouched: a late lookup for
 * the previous chain must neither overwrite the new chain's balance nor block it with a failure.
 * Dropping leaves `balanceLoading` as it is; the caller fetches for the network now current, whose
 * answer settles it.
 */
export async function fetchBalance(
  { namespace }: { namespace: ChainNamespace },
  ports: FetchBalancePorts,
): Promise<FetchBalanceResult> {
  if (!isBalanceSupported(namespace)) return { status: 'skipped', reason: 'unsupported-namespace' };
  const account = getAccountState(ports.accounts.getState(), namespace);
  const network = ports.getCaipNetwork(namespace);
  const address = account.address;
  if (address === undefined || network === undefined || network.chainNamespace !== namespace) {
    return { status: 'skipped', reason: 'no-account' };
  }
  if (isBalanceRefetchBlocked(account.lastRetry, ports.now())) {
    return { status: 'skipped', reason: 'retry-blocked' };
  }

  updateAccount(ports.accounts, namespace, { balanceLoading: true });
  const { caipNetworkId } = network;
  // Why the answer no longer fits the namespace's balance slot, or undefined while it still does.
  const staleReason = (): BalanceSkipReason | undefined => {
    if (getAccountState(ports.accounts.getState(), namespace).address !== address) return 'account-changed';
    if (ports.getCaipNetwork(namespace)?.caipNetworkId !== caipNetworkId) return 'network-changed';
    return undefined;
  };
  try {
    const { balance, symbol } = await ports.getBalance({ address, network });
    const stale = staleReason();
    if (stale !== undefined) return { status: 'skipped', reason: stale };
    updateAccount(ports.accounts, namespace, {
      balance,
      balanceSymbol: symbol,
      balanceLoading: false,
      lastRetry: undefined,
    });
    return { status: 'fetched', balance, symbol };
  } catch (cause) {
    const stale = staleReason();
    if (stale !== undefined) return { status: 'skipped', reason: stale };
    const error = createError('TOKEN_BALANCE_UNAVAILABLE', { cause, category: 'API_ERROR' });
    updateAccount(ports.accounts, namespace, {
      balance: BALANCE_FAILURE_RESULT.balance,
      balanceSymbol: BALANCE_FAILURE_RESULT.symbol,
      balanceLoading: false,
      lastRetry: ports.now(),
    });
    ports.alerts.showError(error);
    return { status: 'failed', ...BALANCE_FAILURE_RESULT, error };
  }
}
