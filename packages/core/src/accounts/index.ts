// Account state per namespace, account types and preference, account switching, balance.
export {
  ACCOUNT_TABS,
  type AccountState,
  type AccountStatus,
  type AccountTab,
  type AccountUser,
  type ConnectedWalletInfo,
  createInitialAccountState,
  resetAccountState,
  type SocialLoginWindow,
} from './account-state.js';
export {
  ACCOUNT_TYPE_ON_FAILURE,
  DEFAULT_ACCOUNT_TYPES,
  FALLBACK_ACCOUNT_TYPE,
  type PreferredAccountTypes,
  preferredAccountTypeOf,
  resolvePreferredAccountTypes,
  toggleEmbeddedAccountType,
} from './account-types.js';
export {
  type AccountsState,
  type AccountsStore,
  type CreateAccountsStoreOptions,
  createAccountsStore,
  getAccountState,
  resetAccount,
  setCaipAddress,
  updateAccount,
} from './accounts-store.js';
export {
  BALANCE_FAILURE_RESULT,
  BALANCE_RETRY_BLOCK_MS,
  BALANCE_SUPPORTED_NAMESPACES,
  type BalanceSkipReason,
  type FetchBalancePorts,
  type FetchBalanceResult,
  fetchBalance,
  isBalanceRefetchBlocked,
  isBalanceSupported,
} from './balance.js';
export {
  loadPreferredAccountTypes,
  type PreferredAccountTypePorts,
  savePreferredAccountType,
  setPreferredAccountType,
} from './preferred-account-type.js';
export type {
  AccountAlertsPort,
  AccountConnectorsPort,
  AccountEventsPort,
  AccountStoragePort,
  BalanceLookupPort,
  EmbeddedAccountProviderPort,
  ModalLoadingPort,
  NamespaceNetworkPort,
  SetPreferredAccountTypeEvent,
} from './ports.js';
export {
  type SwitchAccountOutcome,
  type SwitchAccountPorts,
  type SwitchAccountTarget,
  switchAccount,
} from './switch-account.js';
