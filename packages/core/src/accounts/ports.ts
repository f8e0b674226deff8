/**
 * The minimal interfaces ("ports") the account services need from modules built elsewhere (connection,
 * connectors, chains, embedded wallet, analytics, alerts). The instance wiring (createAppKit) hands in the
 * real ones; tests hand in fakes. Nothing here imports those modules, so the stores stay independent.
 */
import type { AccountType, BalanceResult } from '../adapter/index.js';
import type { ChainNamespace } from '../caip/index.js';
import type { WalletportError } from '../errors/index.js';
import type { CaipNetwork } from '../networks/index.js';
import type { StorageKey } from '../storage/index.js';

/** Reads the network a namespace is on (the chains store's `selectNamespaceNetwork`). */
export type NamespaceNetworkPort = (namespace: ChainNamespace) => CaipNetwork | undefined;

/** The part of typed storage the account services use; sync and async backends both fit. */
export interface AccountStoragePort {
  get<T>(key: StorageKey<T>): T | undefined | Promise<T | undefined>;
  set<T>(key: StorageKey<T>, value: T): void | Promise<void>;
}

/** Connectors as the account switch sees them (connection + connectors services). */
export interface AccountConnectorsPort {
  /** The connector currently connected for the namespace, if any. */
  getActiveConnectorId(namespace: ChainNamespace): string | undefined;
  /** Connects the connector for the namespace (the connection service's connect; it loads the accounts). */
  connect(params: { connectorId: string; namespace: ChainNamespace }): Promise<void>;
}

/** The embedded (email/social) wallet's provider, which holds the account type on its side. */
export interface EmbeddedAccountProviderPort {
  setPreferredAccount(type: AccountType): Promise<void>;
}

/** The modal loading flag, which lives in the chain state per namespace. */
export interface ModalLoadingPort {
  setLoading(namespace: ChainNamespace, loading: boolean): void;
}

/** Analytics event sent when the preferred account type changed (see docs/events.md). */
export interface SetPreferredAccountTypeEvent {
  type: 'track';
  event: 'SET_PREFERRED_ACCOUNT_TYPE';
  properties: { accountType: AccountType; network: string };
}

export interface AccountEventsPort {
  sendEvent(event: SetPreferredAccountTypeEvent): void;
}

/** Where user-visible failures go (the alert/snackbar store). */
export interface AccountAlertsPort {
  showError(error: WalletportError): void;
}

/** The adapter's balance lookup for a namespace (may be wrapped in the 30 s native-balance cache). */
export type BalanceLookupPort = (params: { address: string; network: CaipNetwork }) => Promise<BalanceResult>;
