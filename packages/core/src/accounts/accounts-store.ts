/**
 * The accounts store: one AccountState per chain namespace.
 * One store per createAppKit() instance; the helpers below are the only writers services need.
 */
import { type CaipAddress, type ChainNamespace, isKnownNamespace, parseCaipAddress } from '../caip/index.js';
import { createError } from '../errors/index.js';
import { createStore, type Store } from '../store/index.js';
import { type AccountState, createInitialAccountState, resetAccountState } from './account-state.js';
import type { PreferredAccountTypes } from './account-types.js';

export type AccountsState = Readonly<Partial<Record<ChainNamespace, AccountState>>>;
export type AccountsStore = Store<AccountsState>;

export interface CreateAccountsStoreOptions {
  /** The namespaces the app has adapters for; each starts with a disconnected account. */
  namespaces: readonly ChainNamespace[];
  /** The preferences in force at start (see resolvePreferredAccountTypes). */
  preferredAccountTypes?: PreferredAccountTypes;
}

export function createAccountsStore({
  namespaces,
  preferredAccountTypes = {},
}: CreateAccountsStoreOptions): AccountsStore {
  const initial: Partial<Record<ChainNamespace, AccountState>> = {};
  for (const namespace of namespaces) initial[namespace] = createInitialAccountState(preferredAccountTypes);
  return createStore<AccountsState>(initial);
}

/** The account of a namespace; a namespace the store has not seen reads as a fresh, disconnected account. */
export function getAccountState(state: AccountsState, namespace: ChainNamespace): AccountState {
  return state[namespace] ?? createInitialAccountState();
}

/**
 * Merges a patch into one namespace's account. The namespace is required: an update without one is a
 * bug in the caller, and writing it to "the active namespace" would silently corrupt another account
 * (hence the error 'Chain is required to set account prop').
 */
export function updateAccount(
  store: AccountsStore,
  namespace: ChainNamespace | undefined,
  patch: Partial<AccountState> | ((account: AccountState) => Partial<AccountState>),
): void {
  if (namespace === undefined) throw createError('CHAIN_REQUIRED_FOR_ACCOUNT_PROP');
  store.setState((state) => {
    const current = getAccountState(state, namespace);
    const changes = typeof patch === 'function' ? patch(current) : patch;
    const changed = (Object.keys(changes) as (keyof AccountState)[]).some(
      (key) => !Object.is(changes[key], current[key]),
    );
    // Returning the same account object keeps the store silent when nothing changed.
    return changed ? { [namespace]: { ...current, ...changes } } : {};
  });
}

/** Reset or disconnect clears the namespace's account (see resetAccountState). */
export function resetAccount(store: AccountsStore, namespace: ChainNamespace): void {
  store.setState((state) => ({ [namespace]: resetAccountState(getAccountState(state, namespace)) }));
}

/**
 * Sets the account's CAIP-10 address and the plain address taken from it, in the namespace the id names.
 * Throws 'Invalid CAIP-10 address' for a malformed id, and 'Chain is required to update chain account
 * data' when the id's namespace is not one Walletport knows (it has no account state to update).
 */
export function setCaipAddress(store: AccountsStore, caipAddress: CaipAddress): void {
  const { chainNamespace, address } = parseCaipAddress(caipAddress);
  if (!isKnownNamespace(chainNamespace)) {
    throw createError('CHAIN_REQUIRED_FOR_ACCOUNT_DATA', {
      details: `Unknown namespace "${chainNamespace}"`,
    });
  }
  updateAccount(store, chainNamespace, { caipAddress, address });
}
