/**
 * What the connection service needs from the rest of the instance. Each port is the smallest interface
 * the rules need, so the service imports no other store; createAppKit() wires the real ones.
 */
import type { AdapterAccount, AdapterConnector, ChainAdapter, ConnectResult } from '../adapter/index.js';
import type { ChainNamespace } from '../caip/index.js';
import type { TypedStorage } from '../storage/index.js';
import type { ConnectionSource } from './connector-family.js';
import type { PlatformInfo } from './platform.js';
import type { ConnectionStore } from './state.js';

/**
 * Reset or disconnect clears address, balances, profile, tokens, user, provider and wallet info:
 * the parts of the namespace's account state a reset clears.
 */
export const ACCOUNT_FIELDS_CLEARED_ON_RESET = [
  'address',
  'balances',
  'profile',
  'tokens',
  'user',
  'provider',
  'walletInfo',
] as const;
export type ClearedAccountField = (typeof ACCOUNT_FIELDS_CLEARED_ON_RESET)[number];

/** The account shown for a namespace once a connection is current. */
export interface ConnectedAccount {
  connectorId: string;
  /** The first account is the active address. */
  accounts: readonly AdapterAccount[];
  chainId: number | string | undefined;
  /** The adapter's connector, for the wallet info (name, icon, type) and the provider. */
  connector?: AdapterConnector;
}

/** The account store of each namespace (built by the accounts module). */
export interface AccountsPort {
  setConnectedAccount(namespace: ChainNamespace, account: ConnectedAccount): void;
  /**
   * The visitor connected a wallet on `namespace` (a connect, not a restore or a wallet's own event): that
   * namespace becomes the active one, on the chain the wallet reported, as it does in AppKit.
   */
  activateNamespace?(namespace: ChainNamespace, chainId: number | string | undefined): void;
  /** Clears the named parts of the namespace's account state. */
  clearAccount(namespace: ChainNamespace, fields: readonly ClearedAccountField[]): void;
}

/** Analytics and app events of the connection flow (see docs/events.md). */
export interface ConnectionEvents {
  /** A wallet-connect connection succeeded: `mobile` when a deep link was used, else `qrcode`. */
  CONNECT_SUCCESS: { method: 'mobile' | 'qrcode'; name: string };
  DISCONNECT_SUCCESS: undefined;
  DISCONNECT_ERROR: { message: string };
}

/** Only `emit` is needed, so a bus with more event types than these fits too. */
export interface ConnectionEventsPort {
  emit<K extends keyof ConnectionEvents>(type: K, data: ConnectionEvents[K]): void;
}

/** Restores an existing connection of one source without prompting; undefined when there is none. */
export interface SyncSource {
  sync(params: {
    namespace: ChainNamespace;
    connectorId: string;
    chainId: number | string | undefined;
  }): Promise<ConnectResult | undefined>;
}

export type SyncSources = Partial<Record<ConnectionSource, SyncSource>>;

/** The chains a wallet-connect session approved for one namespace. */
export interface WalletConnectApproval {
  namespace: ChainNamespace;
  accounts: readonly AdapterAccount[];
  chainId: number | string | undefined;
}

/** The wallet-connect client (universal provider) shared by all namespaces. */
export interface WalletConnectPort {
  /**
   * Starts a pairing and resolves once the wallet approved the session. The URI is reported on the
   * way through `onUri`, which the service stores with its expiry.
   */
  connect(onUri: (uri: string) => void): Promise<readonly WalletConnectApproval[]>;
  /** Drops the current session. */
  disconnect(): Promise<void>;
  /** CAIP-2 ids the current session was created for; undefined without a session. */
  sessionChains(): readonly string[] | undefined;
  /**
   * Loads the client's code without touching the network, so a later pairing starts at once (the
   * Connect view calls it while the visitor reads the wallet list).
   */
  preload?(): Promise<void>;
}

export interface ResetPort {
  reset(): void;
}

export interface ConnectionLogger {
  error(message: string, context?: Readonly<Record<string, unknown>>): void;
}

export interface Clock {
  /** Ms since epoch. */
  now(): number;
}

export interface ConnectionServiceDeps {
  /** The instance's connection store; the service is its only writer. */
  store: ConnectionStore;
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>;
  accounts: AccountsPort;
  storage: TypedStorage;
  events: ConnectionEventsPort;
  /** The send flow (disconnect resets it). */
  sendFlow: ResetPort;
  /** The transaction list (resetting the connection clears it). */
  transactions: ResetPort;
  logger: ConnectionLogger;
  clock: Clock;
  platform: PlatformInfo;
  /** Sync sources for wallet-connect and embedded connections; adapters sync through `reconnect` by default. */
  syncSources?: SyncSources;
  walletConnect?: WalletConnectPort | undefined;
}
