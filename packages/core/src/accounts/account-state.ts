/**
 * The account state of one chain namespace and the pure
 * transitions on it. Every field is a required key (possibly `undefined`), so a snapshot
 * always has the same shape, serialises for SSR hydration, and a missing field is a type error.
 */
import type { AdapterAccount } from '../adapter/index.js';
import type { CaipAddress } from '../caip/index.js';
import type { TokenBalance } from '../format/index.js';
import type { StoredConnectionStatus, StoredSocialProvider } from '../storage/index.js';
import type { PreferredAccountTypes } from './account-types.js';

/** Disconnected, connecting, connected, and reconnecting. The stored statuses are the same set. */
export type AccountStatus = StoredConnectionStatus;

/** The Account view's tabs. */
export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The embedded-login user (email, username). */
export interface AccountUser {
  email?: string;
  username?: string;
}

/**
 * The popup a social login runs in. Only what the flow needs (closing it, seeing it closed), so core keeps
 * no DOM dependency and server code can hold the type.
 */
export interface SocialLoginWindow {
  close(): void;
  readonly closed?: boolean;
}

/** The connected wallet: name, icon, type, identifier, social. */
export interface ConnectedWalletInfo {
  name: string;
  icon?: string;
  /** The connector type, e.g. 'INJECTED' or 'AUTH'. */
  type?: string;
  /** A stable id of the wallet (rdns, listing id or connector id). */
  identifier?: string;
  /** The social provider when the wallet is the embedded one reached by social login. */
  social?: StoredSocialProvider;
}

export interface AccountState {
  caipAddress: CaipAddress | undefined;
  address: string | undefined;
  /** Every account the wallet exposes for this namespace (e.g. an eoa and its smart account). */
  allAccounts: readonly AdapterAccount[];
  user: AccountUser | undefined;
  socialProvider: StoredSocialProvider | undefined;
  socialWindow: SocialLoginWindow | undefined;
  farcasterUrl: string | undefined;
  /**
   * Shaped like AppKit's (a map by namespace) so state snapshots and hooks port over; the entry of this
   * state's own namespace is the one that counts (read it with `preferredAccountTypeOf`).
   */
  preferredAccountTypes: PreferredAccountTypes;
  smartAccountDeployed: boolean;
  profileName: string | null | undefined;
  profileImage: string | null | undefined;
  /** Native balance as a decimal string in whole units, e.g. '1.5'. */
  balance: string | undefined;
  balanceSymbol: string | undefined;
  balanceLoading: boolean;
  /** When (ms since epoch) the last balance lookup failed; refetch is blocked for 30 s after it. */
  lastRetry: number | undefined;
  addressExplorerUrl: string | undefined;
  /** Token balance entries (the format module's TokenBalance). */
  tokenBalance: readonly TokenBalance[];
  /**
   * Labels by address (e.g. names the embedded wallet gives its accounts). A plain record rather than a
   * Map: the store notices changes by reference, and a record survives JSON (SSR hydration, devtools).
   */
  addressLabels: Readonly<Record<string, string>>;
  currentTab: AccountTab;
  /** An address the UI should move to once it is available (e.g. after switching the account type). */
  shouldUpdateToAddress: string | undefined;
  connectedWalletInfo: ConnectedWalletInfo | undefined;
}

/** A fresh, disconnected account state. */
export function createInitialAccountState(preferredAccountTypes: PreferredAccountTypes = {}): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    allAccounts: [],
    user: undefined,
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    preferredAccountTypes,
    smartAccountDeployed: false,
    profileName: undefined,
    profileImage: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    balanceLoading: false,
    lastRetry: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    addressLabels: {},
    currentTab: 'Tokens',
    shouldUpdateToAddress: undefined,
    connectedWalletInfo: undefined,
  };
}

/**
 * Reset or disconnect clears address, balances, profile, tokens, user, provider and wallet info.
 * Everything goes back to the initial state except the preferred account types: they are the visitor's
 * persisted choice (kept per namespace) and must survive a disconnect.
 * The balance retry block is cleared too, so the next wallet's balance loads at once.
 * Removing the stored connector id is the connection service's job (it owns that storage entry).
 */
export function resetAccountState(state: AccountState): AccountState {
  return createInitialAccountState(state.preferredAccountTypes);
}
